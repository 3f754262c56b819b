"""Times, events, log counts (session 3, round 4): each mechanism decides sentences written here in a wording of
its own, not the corpus sentence that showed the gap, the way the corpus's label rules say."""

from __future__ import annotations

from reos_desktop.certainty.wrapper import verify_bundle

from tests.certainty._bundles import bundle, steady, tool
from tests.certainty._bundles import status_of


def _proc(pid: int, name: str, user: str, started: str, cmdline: str = "") -> dict:
    return {"pid": pid, "name": name, "user": user, "cpu_percent": 1.0, "memory_percent": 1.0,
            "rss_bytes": 300_000_000, "status": "sleeping", "started_at": f"2026-11-22T{started}+00:00",
            "cmdline": cmdline or f"/usr/bin/{name}"}


def _people() -> list[dict]:
    users = [{"name": "ines", "uid": 1000, "gid": 1000, "home": "/home/ines", "shell": "/bin/bash"},
             {"name": "otto", "uid": 1001, "gid": 1001, "home": "/home/otto", "shell": "/bin/bash"}]
    procs = tool("e3", "linux_processes", {"total": 300, "processes": [
        _proc(4100, "java", "otto", "09:31:40", "/usr/bin/java -Xmx2G -jar /home/otto/.minecraft/launcher.jar"),
        _proc(2200, "plasmashell", "ines", "07:12:05"),
        _proc(3900, "plasmashell", "otto", "09:27:51"),
        _proc(4050, "minecraft-launcher", "otto", "09:30:02"),
        _proc(2300, "firefox", "ines", "07:20:00")]}, args={"sort": "memory", "limit": 5}, complete=False)
    return [steady(users=users, groups=[]), procs]


def test_a_persons_login_is_the_start_of_their_own_session_program():
    ev = _people()
    assert status_of("Otto signed in at 09:28.", *ev) == "verified"
    assert status_of("Ines's desktop session began around 07:10.", *ev) == "verified"
    # another account's session start is not this one's; two hours off is clearly wrong
    assert status_of("Ines signed in at about 09:28.", *ev) == "contradicted"
    # the start time is a claim of its own beside the session (riders.py); it is the wrong one
    assert status_of("Otto's session has been up since 07:12.", *ev, claim="since 07:12") == "contradicted"


def test_a_program_a_person_runs_is_timed_by_the_processes_that_carry_its_name():
    ev = _people()
    # the start time is a claim of its own read with the clause (riders.py); the clause is verified through it
    answer = "Otto has been playing Minecraft since about 9:30."
    assert status_of(answer, *ev, claim="since about 9:30") == "verified"
    assert status_of(answer, *ev, claim="playing Minecraft") == "verified"
    # "9" with no am/pm may be the evening too, but 8:45 is 45 minutes before both Minecraft processes
    assert status_of("Otto has been playing Minecraft since about 8:45.", *ev, claim="8:45") == "contradicted"
    # nothing the clause names: his programs' starts only verify
    assert "contradicted" not in {c.status for c in verify_bundle(bundle("Otto has been busy since 08:00.", *ev)).claims}


def test_a_loose_clock_time_is_as_loose_as_its_roundness():
    log = tool("e5", "linux_recent_logs", {"source": "journal", "unit": "cups.service", "entries": [
        {"time": "2026-11-22T08:37:10+00:00", "unit": "cups.service", "priority": "info",
         "message": "Job 412 queued on 'Office' by 'ines'."}]}, args={"unit": "cups.service", "since_minutes": 180})
    # "around 08:30" is a quarter hour wide, "about 08:40" five minutes; "around 08:50" is thirteen minutes off
    assert status_of("The job was queued around 08:30.", log) == "verified"
    assert status_of("The job was queued at about 08:40.", log) == "verified"
    assert status_of("The job was queued around 08:50.", log) != "verified"
    assert status_of("The job was queued at 08:30.", log) != "verified"


def test_a_time_ago_far_from_the_programs_start_contradicts():
    procs = tool("e3", "linux_processes", {"total": 120, "processes": [
        _proc(7001, "ffmpeg", "otto", "09:40:00", "ffmpeg -i in.mkv out.mp4")]}, args={"sort": "cpu", "limit": 5},
        complete=False)
    assert status_of("ffmpeg started about 20 minutes ago.", procs) == "verified"
    assert status_of("ffmpeg started roughly two hours ago.", procs) == "contradicted"
    assert status_of("ffmpeg began about 45 minutes ago.", procs) == "contradicted"


def _events(*events: tuple[str, str, str, str, str, int]) -> dict:
    return tool("e6", "kubernetes_get", {"context": "k", "namespace": "shop", "items": [
        {"kind": "Event", "metadata": {"name": f"{obj}.{i}", "namespace": "shop"},
         "involvedObject": {"kind": "Pod" if "-" in obj else "Deployment", "name": obj, "namespace": "shop"},
         "reason": reason, "message": message, "type": "Warning" if reason == "BackOff" else "Normal",
         "count": count, "firstTimestamp": f"2026-11-22T{first}Z", "lastTimestamp": f"2026-11-22T{last}Z"}
        for i, (obj, reason, message, first, last, count) in enumerate(events)]},
        args={"resource": "events", "namespace": "shop"})


def test_kubernetes_event_times_first_and_last_are_times_of_the_object_they_name():
    ev = _events(("api", "ScalingReplicaSet", "Scaled up replica set api-bcfdkq to 1", "07:05:12", "07:05:12", 1),
                 ("api-bcfdkq-xzxwq", "BackOff", "Back-off restarting failed container api", "07:06:40", "09:58:02",
                  80))
    assert status_of("The api deployment scaled up a new replica set at 07:05.", ev) == "verified"
    assert status_of("api-bcfdkq-xzxwq has been in back-off since 07:06.", ev, claim="since 07:06") == "verified"
    # the time is a claim of its own beside the state (riders.py): the state holds, the time does not
    assert status_of("api-bcfdkq-xzxwq has been in back-off since 07:45.", ev, claim="since 07:45") != "verified"
    assert status_of("api-bcfdkq-xzxwq has been in back-off since 07:45.", ev, claim="back-off") == "verified"


def _wifi_log() -> dict:
    lines = [("08:21:03", None, "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
             ("08:21:04", "wpa_supplicant.service", "wlan0: CTRL-EVENT-DISCONNECTED bssid=a4:2b reason=3"),
             ("08:21:04", "NetworkManager.service", "device (wlan0): state change: activated -> disconnected"),
             ("08:21:15", "NetworkManager.service", "device (wlan0): Activation: successful, device activated."),
             ("09:47:41", "wpa_supplicant.service", "wlan0: CTRL-EVENT-DISCONNECTED bssid=a4:2b reason=3"),
             ("09:47:41", "NetworkManager.service", "device (wlan0): state change: activated -> disconnected"),
             ("09:47:58", "NetworkManager.service", "device (wlan0): Activation: successful, device activated.")]
    return tool("e2", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {"time": f"2026-11-22T{t}+00:00", "unit": u, "priority": "info", "message": m} for t, u, m in lines]},
        args={"since_minutes": 120, "grep": "wlan0|iwlwifi"})


def test_how_often_something_happened_counts_happenings_not_the_lines_that_tell_of_them():
    log = _wifi_log()
    assert status_of("Your wlan0 link dropped twice in the last two hours.", log) == "verified"
    assert status_of("wlan0 disconnected 2 times.", log) == "verified"
    # the log read already holds two drops: "once" is too few (more lines could only add to it)
    assert status_of("wlan0 disconnected just once.", log) == "contradicted"


def _retry_log(complete: bool = True) -> dict:
    lines = [("08:02:11", "Job 88 queued on 'Office' by 'ines'."),
             ("08:17:12", "[Job 88] Printer not connected; will retry in 30 seconds..."),
             ("08:32:15", "[Job 88] Printer not connected; will retry in 30 seconds..."),
             ("09:05:41", "[Job 88] Printer not connected; will retry in 30 seconds...")]
    return tool("e4", "linux_recent_logs", {"source": "journal", "unit": "cups", "entries": [
        {"time": f"2026-11-22T{t}+00:00", "unit": "cups", "priority": "info", "message": m} for t, m in lines]},
        args={"unit": "cups", "since_minutes": 180}, complete=complete)


def test_the_last_or_another_happening_of_the_line_just_matched():
    said = "CUPS keeps logging \"Printer not connected; will retry in 30 seconds\" for job 88. {}"
    log = _retry_log()
    assert status_of(said.format("The latest one was at 09:05."), log, claim="latest") == "verified"
    assert status_of(said.format("The latest one was at 08:32."), log, claim="latest") == "contradicted"
    assert status_of(said.format("It showed up again at 08:32."), log, claim="again") == "verified"
    assert status_of(said.format("It showed up again at 08:50."), log, claim="again") == "contradicted"
    assert status_of(said.format("The most recent one was about an hour ago."), log, claim="recent") == "verified"
    # a cut log may hold a later line: the latest one read does not contradict
    assert status_of(said.format("The latest one was at 08:32."), _retry_log(complete=False),
                     claim="latest") != "contradicted"
