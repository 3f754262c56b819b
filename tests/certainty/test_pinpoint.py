"""A failing part of a clause is marked where it stands (pinpoint.py); a stated value just outside its own
rounding is wrong, not unknown (numbers.py); a line of "port: program" starts a claim of its own."""

from __future__ import annotations

from reos_desktop.certainty.claims import extract_claims

from tests.certainty._bundles import claim_list, steady, system_info, tool


def _blender(rss_gib: float) -> dict:
    row = {"pid": 4242, "name": "blender", "user": "mira", "cpu_percent": 88.0, "memory_percent": 6.1,
           "rss_bytes": int(rss_gib * 2**30), "status": "running", "started_at": "2026-11-22T09:10:00+00:00",
           "cmdline": "/usr/bin/blender scene.blend"}
    return tool("e5", "linux_processes", {"total": 1, "processes": [row]}, args={"sort": "memory", "limit": 50})


def test_a_wrong_size_beside_a_right_pid_is_marked_alone():
    out = claim_list("`blender` (PID 4242) is using about 6.5 GiB.", _blender(4.0))
    assert out == [("`blender` (PID 4242)", "verified"), ("is using about 6.5 GiB", "contradicted")]


def test_nothing_is_cut_when_the_whole_clause_holds_or_fails_on_no_one_value():
    assert claim_list("`blender` (PID 4242) is using about 4 GiB.", _blender(4.0)) == [
        ("`blender` (PID 4242) is using about 4 GiB", "verified")]
    # the state is wrong, and a state stands nowhere in particular: the clause fails as a whole
    out = claim_list("`blender` (PID 4242) is stopped.", _blender(4.0))
    assert len(out) == 1 and out[0][1] != "verified"


def test_a_wrong_release_after_a_right_version_is_marked_alone():
    out = claim_list("The server runs nginx 1.24.0 on Ubuntu 22.04.", steady())
    assert out == [("The server runs nginx 1.24.0", "verified"), ("on Ubuntu 22.04", "contradicted")]


def test_a_clause_of_its_own_after_the_failing_value_stays_with_it():
    # "and 1.24.0 drops old TLS" was never checked by itself: it is not handed the version's verification
    out = claim_list("nginx was upgraded to 1.24.0 on Ubuntu 22.04, and 1.24.0 drops support for old TLS.", steady())
    assert [status for _, status in out if "TLS" in _] == ["contradicted"]


def _load(fifteen: float) -> dict:
    info = system_info()
    info["data"]["load_average"] = [0.4, 0.9, fifteen]
    return info


def test_a_value_just_outside_its_own_rounding_is_contradicted():
    # "about 2" rounds to 1.5-2.5: 1.35 is past it, though not twice its rounding away
    assert claim_list("The 15-minute load average is about 2.", _load(1.35)) == [
        ("The 15-minute load average is about 2", "contradicted")]
    assert claim_list("The 15-minute load average is about 2.", _load(1.7)) == [
        ("The 15-minute load average is about 2", "verified")]


def test_lines_of_port_and_program_are_claims_of_their_own():
    answer = "Listening:\n\n22: sshd (PID 908)\n3000: grafana, all interfaces\n9100: node_exporter, localhost only"
    texts = [unit.text for unit in extract_claims(answer)]
    assert "sshd (PID 908)" in texts and "grafana" in texts
    assert not any("\n" in text for text in texts)


def test_what_follows_the_failing_value_is_cut_off_only_when_checked_there():
    # the kernel after the wrong release is checked where it stands; "by the upgrade timer" never is
    out = claim_list("The box runs Ubuntu 22.04, with kernel 6.8.0-45-generic.", steady())
    assert out == [("The box runs Ubuntu 22.04", "contradicted"), ("with kernel 6.8.0-45-generic", "verified")]
    out = claim_list("nginx 1.24.0 was installed on Ubuntu 22.04, by the upgrade timer.", steady())
    assert out[-1] == ("on Ubuntu 22.04, by the upgrade timer", "contradicted")


def test_a_subject_and_its_verb_are_not_cut_from_what_they_say():
    out = claim_list("The server is on Ubuntu 22.04.", steady())
    assert out == [("The server is on Ubuntu 22.04", "contradicted")]
