"""12th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Mostly the everyday questions of a Linux workstation user:
ankh (Ubuntu 24.04 desktop running a local LLM server, a state diff since yesterday, /etc changes, a stale memory
reading), lancre (Fedora 41 laptop with a full btrfs disk, SSH logins, a stale VPN unit reading and dnf history),
uberwald (Debian 12 home server: Nextcloud, MariaDB, Samba, Docker, a RAID1 array, two fresh readings of apache2
that disagree), klatch (Arch Linux gaming desktop: pacman history with epochs, a kernel waiting for a reboot,
network and disk rates, stale package sources and a stale socket listing)."""

from _evidence import GB, GiB, Clock, box, fs, item, proc, steady, system_info, unit, user
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn, processes as _procs


# --------------------------------------------------------------------------------------------------------
# ankh: Ubuntu 24.04 desktop of vimes, an ollama model runner holding most of the RAM, one failed unit,
# a snapshot diff against yesterday and a 25-minute-old memory listing from before the runner started.
an = Clock("2027-04-12T09:15:00+00:00")
ANMEM = 33_471_000_000          # 31.2 GiB, 33.5 GB
ANBOOT = "2027-04-10T06:02:00+00:00"
AN_PACKAGES = {"google-chrome-stable": "135.0.7049.84-1", "code": "1.98.2-1741788907", "tailscale": "1.82.0",
               "libreoffice-core": "4:24.2.7-0ubuntu0.24.04.3", "gimp": "2.10.36-3ubuntu0.24.04.1",
               "openssh-server": "1:9.6p1-3ubuntu13.9", "firefox": "1:1snap1-0ubuntu5",
               "python3": "3.12.3-0ubuntu2", "vlc": "3.0.20-3build6", "cups": "2.4.7-1.2ubuntu7.3",
               "syncthing": "1.27.2~ds4-1"}
ankh_steady = steady(
    "e1", an, 1200, hostname="ankh", domain="morpork.home", os_name="Ubuntu", os_version="24.04",
    os_codename="noble", os_pretty_name="Ubuntu 24.04.2 LTS", kernel="6.8.0-57-generic",
    cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8, cpu_threads=16, memory_total_bytes=ANMEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 500_107_862_016},
           {"device": "/dev/sdb1", "mountpoint": "/mnt/archive", "fstype": "ext4", "total_bytes": 4_000_787_030_016}],
    network_interfaces=[{"name": "enp5s0", "mac": "d8:5e:d3:41:0a:7c", "addresses": ["192.168.50.23/24"], "is_up": True},
                        {"name": "wlp4s0", "mac": "f4:26:79:2b:11:90", "addresses": [], "is_up": False},
                        {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
    dns_servers=["127.0.0.53"], default_gateway="192.168.50.1", installed_packages=AN_PACKAGES,
    available_services=["gdm.service", "cups.service", "cups-browsed.service", "ssh.service",
                        "syncthing@vimes.service", "tailscaled.service", "NetworkManager.service",
                        "bluetooth.service", "ollama.service", "unattended-upgrades.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "vimes", "uid": 1000, "gid": 1000, "home": "/home/vimes", "shell": "/bin/bash"},
           {"name": "sybil", "uid": 1001, "gid": 1001, "home": "/home/sybil", "shell": "/bin/bash"},
           {"name": "ollama", "uid": 998, "gid": 998, "home": "/usr/share/ollama", "shell": "/bin/false"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["vimes"]},
            {"name": "lpadmin", "gid": 114, "members": ["vimes", "sybil"]},
            {"name": "ollama", "gid": 998, "members": ["vimes"]},
            {"name": "render", "gid": 993, "members": ["ollama"]}])
ankh_steady["data"]["snapshot_id"] = 141
ankh_ev = [
    ankh_steady,
    item("e2", "linux_system_info", system_info(21.4, [4.12, 3.87, 2.10], 184_380, ANBOOT, ANMEM, 6_920_000_000,
                                                4 * GiB, 1_395_864_371), an, 30),
    item("e3", "linux_processes", _procs(341, ANMEM, [
        (40211, "ollama", "ollama", 281.0, 9_340_000_000, "2027-04-12T09:02:00+00:00",
         "/usr/local/bin/ollama runner --model /usr/share/ollama/.ollama/models/blobs/sha256-6a0746a1ec1a "
         "--ctx-size 8192 --port 40111"),
        (5120, "firefox", "vimes", 18.2, 2_950_000_000, "2027-04-12T07:58:31+00:00", "/usr/lib/firefox/firefox"),
        (6144, "code", "vimes", 2.4, 1_420_000_000, "2027-04-12T08:03:10+00:00", "/usr/share/code/code"),
        (1890, "gnome-shell", "vimes", 7.5, 780_000_000, "2027-04-10T06:02:41+00:00", "/usr/bin/gnome-shell"),
        (5333, "Isolated Web Co", "vimes", 1.1, 640_000_000, "2027-04-12T07:58:40+00:00",
         "/usr/lib/firefox/firefox -contentproc -isForBrowser"),
        (2210, "ollama", "ollama", 0.3, 310_000_000, "2027-04-10T06:02:09+00:00", "/usr/local/bin/ollama serve"),
    ]), an, 30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_processes", _procs(341, ANMEM, [
        (40211, "ollama", "ollama", 281.0, 9_340_000_000, "2027-04-12T09:02:00+00:00", "/usr/local/bin/ollama runner"),
        (5120, "firefox", "vimes", 18.2, 2_950_000_000, "2027-04-12T07:58:31+00:00", "/usr/lib/firefox/firefox"),
        (1890, "gnome-shell", "vimes", 7.5, 780_000_000, "2027-04-10T06:02:41+00:00", "/usr/bin/gnome-shell"),
        (2544, "pipewire", "vimes", 3.1, 42_000_000, "2027-04-10T06:02:40+00:00", "/usr/bin/pipewire"),
        (6144, "code", "vimes", 2.4, 1_420_000_000, "2027-04-12T08:03:10+00:00", "/usr/share/code/code"),
    ]), an, 40, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_service_status", {"units": [
        unit("gdm.service", "active", "running", "enabled", 1702, "2027-04-10T06:02:20+00:00", "GNOME Display Manager"),
        unit("cups.service", "active", "running", "enabled", 1320, "2027-04-10T06:02:12+00:00", "CUPS Scheduler"),
        unit("cups-browsed.service", "failed", "failed", "enabled", None, None,
             "Make remote CUPS printers available locally"),
        unit("ssh.service", "inactive", "dead", "disabled", None, None, "OpenBSD Secure Shell server"),
        unit("syncthing@vimes.service", "active", "running", "enabled", 2480, "2027-04-11T18:40:12+00:00",
             "Syncthing - Open Source Continuous File Synchronization for vimes"),
        unit("tailscaled.service", "active", "running", "enabled", 1288, "2027-04-10T06:02:08+00:00",
             "Tailscale node agent"),
        unit("NetworkManager.service", "active", "running", "enabled", 1104, "2027-04-10T06:02:05+00:00",
             "Network Manager"),
        unit("bluetooth.service", "active", "running", "enabled", 1108, "2027-04-10T06:02:05+00:00",
             "Bluetooth service"),
        unit("ollama.service", "active", "running", "enabled", 2210, "2027-04-10T06:02:09+00:00", "Ollama Service"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 1401, "2027-04-10T06:02:10+00:00",
             "Unattended Upgrades Shutdown"),
    ]}, an, 25),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 500_107_862_016, 441_200_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_430_000),
        fs("/dev/sdb1", "/mnt/archive", "ext4", 4_000_787_030_016, 1_212_000_000_000),
    ]}, an, 35),
    item("e7", "linux_network_info", {
        "interfaces": ankh_steady["data"]["network_interfaces"],
        "listening": [_listen(53, "127.0.0.53", 912, "systemd-resolve"),
                      _listen(53, "127.0.0.53", 912, "systemd-resolve", "udp"),
                      _listen(631, "127.0.0.1", 1320, "cupsd"),
                      _listen(11434, "127.0.0.1", 2210, "ollama"),
                      _listen(22000, "0.0.0.0", 2480, "syncthing"),
                      _listen(22000, "0.0.0.0", 2480, "syncthing", "udp"),
                      _listen(8384, "127.0.0.1", 2480, "syncthing"),
                      _listen(41641, "0.0.0.0", 1288, "tailscaled", "udp"),
                      _listen(53411, "100.101.7.12", 1288, "tailscaled")],
        "connections": [_conn("192.168.50.23:22000", "192.168.50.40:22000", 2480, "syncthing"),
                        _conn("127.0.0.1:52144", "127.0.0.1:11434", 6144, "code")]}, an, 30),
    {"id": "e8", "kind": "steady_state", "tool": "state_diff", "args": {"from": 140, "to": 141},
     "collected_at": ankh_steady["collected_at"], "complete": True, "data": {
        "from": {"snapshot_id": 140, "collected_at": "2027-04-11T09:02:00+00:00"},
        "to": {"snapshot_id": 141, "collected_at": ankh_steady["collected_at"]},
        "packages": {"installed": [{"package": "gimp", "version": "2.10.36-3ubuntu0.24.04.1"}],
                     "removed": [{"package": "hexchat", "version": "2.16.2-1build1"}],
                     "upgraded": [{"package": "code", "from_version": "1.98.0-1741124777",
                                   "to_version": "1.98.2-1741788907"},
                                  {"package": "google-chrome-stable", "from_version": "134.0.6998.165-1",
                                   "to_version": "135.0.7049.84-1"},
                                  {"package": "libreoffice-core", "from_version": "4:24.2.6-0ubuntu0.24.04.1",
                                   "to_version": "4:24.2.7-0ubuntu0.24.04.3"},
                                  {"package": "tailscale", "from_version": "1.80.3", "to_version": "1.82.0"}],
                     "downgraded": []},
        "users": {"added": [], "removed": []},
        "groups": {"added": [], "removed": [], "membership": [{"group": "lpadmin", "added": ["sybil"], "removed": []}]},
        "services": {"added": ["syncthing@vimes.service"], "removed": [], "enabled": ["syncthing@vimes.service"],
                     "disabled": []},
        "system": [],
        "network": {"interfaces_added": [], "interfaces_removed": [], "addresses_changed": []}}},
    item("e9", "linux_file_changes", {"root": "/etc", "since": "2027-04-11T09:15:00+00:00", "files": [
        {"path": "/etc/cups/printers.conf", "mtime": "2027-04-12T08:55:10+00:00", "size_bytes": 2_310},
        {"path": "/etc/hosts", "mtime": "2027-04-11T21:02:44+00:00", "size_bytes": 412},
        {"path": "/etc/group", "mtime": "2027-04-11T19:30:05+00:00", "size_bytes": 1_104},
        {"path": "/etc/gshadow", "mtime": "2027-04-11T19:30:05+00:00", "size_bytes": 930},
        {"path": "/etc/apt/sources.list.d/tailscale.list", "mtime": "2027-04-11T12:10:29+00:00", "size_bytes": 141},
    ]}, an, 40, args={"root": "/etc", "since_minutes": 1440, "limit": 50}),
    item("e10", "linux_processes", _procs(336, ANMEM, [
        (7001, "chrome", "vimes", 6.0, 3_400_000_000, "2027-04-12T07:40:02+00:00", "/opt/google/chrome/chrome"),
        (5120, "firefox", "vimes", 9.1, 2_600_000_000, "2027-04-12T07:58:31+00:00", "/usr/lib/firefox/firefox"),
        (6144, "code", "vimes", 1.9, 1_380_000_000, "2027-04-12T08:03:10+00:00", "/usr/share/code/code"),
        (1890, "gnome-shell", "vimes", 4.4, 770_000_000, "2027-04-10T06:02:41+00:00", "/usr/bin/gnome-shell"),
        (2210, "ollama", "ollama", 0.2, 305_000_000, "2027-04-10T06:02:09+00:00", "/usr/local/bin/ollama serve"),
    ]), an, 1500, args={"sort": "memory", "limit": 5}, complete=False),
    item("e11", "linux_package_history", {"events": [
        _event("2027-04-06T10:12:40+00:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.8", "1:9.6p1-3ubuntu13.9"),
        _event("2027-04-11T12:10:31+00:00", "upgrade", "tailscale", "1.80.3", "1.82.0"),
        _event("2027-04-11T12:11:02+00:00", "upgrade", "google-chrome-stable", "134.0.6998.165-1", "135.0.7049.84-1"),
        _event("2027-04-11T16:44:18+00:00", "upgrade", "code", "1.98.0-1741124777", "1.98.2-1741788907"),
        _event("2027-04-11T16:44:20+00:00", "upgrade", "libreoffice-core", "4:24.2.6-0ubuntu0.24.04.1",
               "4:24.2.7-0ubuntu0.24.04.3"),
        _event("2027-04-11T20:15:03+00:00", "install", "gimp", None, "2.10.36-3ubuntu0.24.04.1"),
        _event("2027-04-11T20:17:45+00:00", "remove", "hexchat", "2.16.2-1build1", None),
    ]}, an, 60, args={"since_days": 7}),
]

ANKH = {"name": "ankh", "clock": an, "evidence": ankh_ev, "answers": [
    {"q": "is ollama running? it feels like it's eating my RAM", "ev": ["e5", "e3"],
     "a": "[[s:Yes — ollama.service is active (running)]] and [[s:has been up since Saturday morning]]. "
          "[[u:There are exactly two `ollama` processes]]: [[s:the server (PID 2210) uses only about 310 MB]], but "
          "[[s:the model runner (PID 40211) is holding roughly 9.3 GB]], [[s:about 28% of your memory]]. "
          "[[s:That runner is the single largest process on the machine]]. [[u:It has loaded a 7B model]], so "
          "the memory will be released when the model is unloaded."},
    {"q": "why is my disk full?", "ev": ["e6", "e8", "e9"],
     "a": "Your root filesystem is [[s:88% full]] — [[s:about 441 GB used out of 500 GB]], leaving "
          "[[c:roughly 95 GB free]]. [[u:Most of that is probably the Ollama models under /usr/share/ollama]], "
          "although I can't see per-directory sizes. [[u:The disk filled up mostly in the last week.]] [[c:The archive drive at /mnt/archive is nearly full as "
          "well]], while [[s:the EFI partition is practically empty]]. Since yesterday's snapshot you [[s:installed GIMP]], "
          "[[u:which added about 400 MB]]. To see where the space goes:\n\n"
          "```\nsudo du -xh / --max-depth=2 | sort -h | tail -20\n```"},
    {"q": "what changed on ankh since yesterday?", "ev": ["e8", "e9"],
     "a": "Here's the diff between yesterday's snapshot and today's:\n\n"
          "| Change | Detail |\n|---|---|\n"
          "| Upgraded | [[s:google-chrome-stable 134.0.6998.165 → 135.0.7049.84]] |\n"
          "| Upgraded | [[s:VS Code (code) 1.98.0 → 1.98.2]] |\n"
          "| Upgraded | [[c:tailscale 1.80.3 → 1.84.0]] |\n"
          "| Upgraded | [[s:libreoffice-core to 24.2.7]] |\n"
          "| Installed | [[s:gimp 2.10.36]] |\n"
          "| Removed | [[c:thunderbird]] |\n"
          "| Groups | [[s:sybil was added to lpadmin]] |\n"
          "| Services | [[c:cups-browsed.service was disabled]] |\n\n"
          "[[s:The kernel did not change]]. Under /etc, [[s:/etc/hosts was edited last night at 21:02]] and "
          "[[s:/etc/cups/printers.conf changed this morning]], [[u:probably when you added the new printer]]."},
    {"q": "what's listening on the network on this box?", "ev": ["e7", "e5"],
     "a": "1. **DNS** — [[s:systemd-resolved listens on 127.0.0.53:53 (TCP and UDP)]], local only.\n"
          "2. **Ollama** — [[s:port 11434 is bound to 127.0.0.1 only]]; [[s:VS Code currently has a connection "
          "open to it]].\n"
          "3. **Syncthing** — [[s:listens on 0.0.0.0:22000 for both TCP and UDP]], [[c:and its web GUI on "
          "0.0.0.0:8384]].\n"
          "4. **CUPS** — [[u:cupsd on 127.0.0.1:631]] [e5].\n"
          "5. **Tailscale** — [[c:tailscaled uses UDP 41614]].\n"
          "6. **SSH** — [[s:nothing is listening on port 22]], and [[s:ssh.service is disabled]].\n\n"
          "[[c:That's 6 listening sockets in total.]]"},
    {"q": "what is using my memory right now", "ev": ["e2", "e10"],
     "a": "Summary: [[s:about 79% of RAM is in use]] ([[s:26.6 of 33.5 GB]]).\n\n"
          "Details:\n- [[t:Google Chrome is the biggest consumer at ~3.4 GB]]\n"
          "- [[t:followed by Firefox at 2.6 GB]]\n- [[t:and VS Code at about 1.4 GB]]\n"
          "- [[c:Swap is untouched]]\n\nClosing a few Chrome tabs would help most."},
    {"q": "Is my Chrome up to date?", "ev": ["e1", "e11"],
     "extra": [user("u1", "Google's release blog says the latest stable Chrome is 135.0.7049.95.", an, 90)],
     "a": "[[s:No, not quite.]] [[s:You have google-chrome-stable 135.0.7049.84-1]], [[s:which is older than the "
          "135.0.7049.95 you mentioned]]. [[u:It was last upgraded yesterday at 12:11]] (e1); [[c:it came from "
          "134.0.6998.88]]. Run `sudo apt update && sudo apt install --only-upgrade google-chrome-stable`."},
    {"q": "did any service fail?", "ev": ["e5"],
     "a": "[[s:Yes, one: cups-browsed.service is failed.]] [[s:Everything else is either running or cleanly "
          "inactive]]; [[s:ssh.service is inactive and disabled]]. [[u:cups-browsed has been failing since the last reboot.]] [[u:It failed because of a bad BrowsePoll "
          "line in cups-browsed.conf.]]"},
    {"q": "Who has sudo on here and who else has an account?", "ev": ["e1"],
     "a": "[[s:Only vimes is in the sudo group.]] [[s:sybil (uid 1001) also has an account with a bash shell]], "
          "[[c:and ollama has a bash shell too]]. [[s:vimes is also in the ollama group]], and "
          "[[c:sybil is not a printer admin]]. [[u:Nobody is logged in remotely right now.]]"},
    {"q": "how long has the machine been up and how loaded is it?", "ev": ["e2", "e4"],
     "a": "Up [[s:2 days, 3 hours]] ([[u:booted Saturday at 06:02]] [e4]). Load average is [[s:4.1 / 3.9 / 2.1]] "
          "on [[u:16 threads]]. [[s:The ollama runner is the top CPU user at ~281%]] [[u:because it is generating text for VS Code]], [[s:Firefox is a distant "
          "second at 18%]]. [[u:The load should drop once the model unloads.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# lancre: Fedora 41 laptop of magrat, a full btrfs disk shared by / and /home, SSH logins by agnes and verence,
# a Minecraft server run by agnes, a WireGuard unit read 6 minutes ago while the fresh interface list has no wg0.
la = Clock("2027-05-03T14:20:00+00:00")
LAMEM = 16_496_000_000          # 15.4 GiB
lancre_ev = [
    steady("e1", la, 2400, hostname="lancre", os_name="Fedora Linux", os_version="41",
           os_pretty_name="Fedora Linux 41 (Workstation Edition)", kernel="6.13.8-200.fc41.x86_64",
           cpu_model="11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz", cpu_cores=4, cpu_threads=8,
           memory_total_bytes=LAMEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 511_000_000_000},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 511_000_000_000}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "8c:c6:81:2e:44:19", "addresses": ["192.168.1.57/24"],
                                "is_up": True},
                               {"name": "enp0s31f6", "mac": "54:e1:ad:70:3b:02", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"firefox": "137.0.2-1.fc41", "kernel": "6.13.8-200.fc41", "podman": "5:5.4.1-1.fc41",
                               "vim-enhanced": "2:9.1.1227-1.fc41", "NetworkManager": "1:1.50.2-1.fc41",
                               "wireguard-tools": "1.0.20210914-7.fc41", "openssh-server": "9.8p1-3.fc41.2",
                               "java-21-openjdk-headless": "1:21.0.7.0.6-1.fc41", "steam": "1.0.0.82-1.fc41"},
           available_services=["sshd.service", "NetworkManager.service", "wg-quick@wg0.service",
                               "avahi-daemon.service", "systemd-resolved.service", "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "magrat", "uid": 1000, "gid": 1000, "home": "/home/magrat", "shell": "/bin/bash"},
                  {"name": "verence", "uid": 1001, "gid": 1001, "home": "/home/verence", "shell": "/bin/bash"},
                  {"name": "agnes", "uid": 1002, "gid": 1002, "home": "/home/agnes", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["magrat"]},
                   {"name": "dialout", "gid": 18, "members": ["agnes"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 511_000_000_000, 497_300_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 511_000_000_000, 497_300_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_000_000, 402_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_000_000, 20_100_000),
    ]}, la, 20),
    item("e3", "linux_file_changes", {"root": "/home", "since": "2027-05-02T14:20:00+00:00", "files": [
        {"path": "/home/magrat/.mozilla/firefox/k2x9.default-release/places.sqlite-wal",
         "mtime": "2027-05-03T14:18:02+00:00", "size_bytes": 4_200_000},
        {"path": "/home/agnes/Downloads/Fedora-Workstation-Live-x86_64-42-1.1.iso",
         "mtime": "2027-05-03T13:41:55+00:00", "size_bytes": 2_300_000_000},
        {"path": "/home/agnes/mc-server/world/region/r.0.0.mca", "mtime": "2027-05-03T13:35:12+00:00",
         "size_bytes": 9_400_000},
        {"path": "/home/magrat/Videos/OBS/2027-05-03 10-02-11.mkv", "mtime": "2027-05-03T11:47:20+00:00",
         "size_bytes": 38_200_000_000},
        {"path": "/home/magrat/.local/share/Steam/steamapps/common/ELDEN RING/Game/Data0.bdt",
         "mtime": "2027-05-03T10:15:40+00:00", "size_bytes": 17_800_000_000},
        {"path": "/home/magrat/.cache/tracker3/files/meta.db", "mtime": "2027-05-03T09:30:03+00:00",
         "size_bytes": 61_000_000},
    ]}, la, 30, args={"root": "/home", "since_minutes": 1440, "limit": 6}, complete=False),
    item("e4", "linux_system_info", system_info(9.1, [0.62, 0.80, 0.77], 18_720, "2027-05-03T09:08:00+00:00",
                                                LAMEM, 3_150_000_000, 8 * GiB, 2_470_000_000), la, 25),
    item("e5", "linux_processes", _procs(298, LAMEM, [
        (4102, "firefox", "magrat", 6.3, 2_380_000_000, "2027-05-03T09:12:40+00:00", "/usr/lib64/firefox/firefox"),
        (5120, "Isolated Web Co", "magrat", 2.2, 1_050_000_000, "2027-05-03T09:13:02+00:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (2780, "gnome-software", "magrat", 0.0, 980_000_000, "2027-05-03T09:10:05+00:00",
         "/usr/bin/gnome-software --gapplication-service"),
        (5402, "Isolated Web Co", "magrat", 0.9, 870_000_000, "2027-05-03T10:20:11+00:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (2101, "gnome-shell", "magrat", 3.4, 640_000_000, "2027-05-03T09:09:58+00:00", "/usr/bin/gnome-shell"),
        (8120, "java", "agnes", 11.8, 610_000_000, "2027-05-03T09:15:30+00:00",
         "java -Xmx2G -Xms1G -jar /home/agnes/mc-server/server.jar nogui"),
        (6620, "steam", "magrat", 0.4, 450_000_000, "2027-05-03T10:01:12+00:00",
         "/home/magrat/.local/share/Steam/ubuntu12_32/steam"),
    ]), la, 25, args={"sort": "memory", "limit": 7}, complete=False),
    item("e6", "linux_processes", {"total": 298, "processes": [
        proc(1188, "sshd", "root", 0.0, 0.1, 9_800_000, "2027-05-03T09:08:11+00:00",
             "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
        proc(9904, "sshd", "root", 0.0, 0.1, 11_000_000, "2027-05-03T13:30:40+00:00", "sshd: agnes [priv]"),
        proc(9911, "sshd", "agnes", 0.1, 0.0, 7_200_000, "2027-05-03T13:30:41+00:00", "sshd: agnes@pts/0"),
    ]}, la, 25, args={"name": "sshd"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "sshd.service", "entries": [
        _entry("2027-05-03T09:14:22+00:00", "sshd.service", "info",
               "Accepted publickey for agnes from 192.168.1.88 port 50412 ssh2: ED25519 SHA256:Qm3f0x9kYv1"),
        _entry("2027-05-03T12:58:03+00:00", "sshd.service", "info",
               "Accepted password for verence from 192.168.1.91 port 41022 ssh2"),
        _entry("2027-05-03T13:30:40+00:00", "sshd.service", "info",
               "Accepted publickey for agnes from 192.168.1.88 port 50988 ssh2: ED25519 SHA256:Qm3f0x9kYv1"),
    ]}, la, 30, args={"unit": "sshd", "since_minutes": 1440, "grep": "Accepted"}),
    item("e8", "linux_service_status", unit("sshd.service", "active", "running", "enabled", 1188,
                                            "2027-05-03T09:08:11+00:00", "OpenSSH server daemon"), la, 20,
         args={"name": "sshd"}),
    item("e9", "linux_service_status", unit("wg-quick@wg0.service", "active", "exited", "enabled", None,
                                            "2027-05-03T09:08:20+00:00", "WireGuard via wg-quick(8) for wg0"),
         la, 400, args={"name": "wg-quick@wg0"}),
    item("e10", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "8c:c6:81:2e:44:19", "addresses": ["192.168.1.57/24"],
                        "is_up": True},
                       {"name": "enp0s31f6", "mac": "54:e1:ad:70:3b:02", "addresses": [], "is_up": False}],
        "listening": [_listen(22, "0.0.0.0", 1188, "sshd"), _listen(22, "::", 1188, "sshd"),
                      _listen(25565, "0.0.0.0", 8120, "java"),
                      _listen(53, "127.0.0.53", 731, "systemd-resolve"),
                      _listen(53, "127.0.0.54", 731, "systemd-resolve"),
                      _listen(5355, "0.0.0.0", 731, "systemd-resolve", "udp"),
                      _listen(5353, "0.0.0.0", 802, "avahi-daemon", "udp")],
        "connections": [_conn("192.168.1.57:22", "192.168.1.88:50988", 9911, "sshd"),
                        _conn("192.168.1.57:25565", "192.168.1.88:51230", 8120, "java")]}, la, 30),
    item("e11", "linux_package_history", {"events": [
        _event("2027-04-20T19:05:12+00:00", "install", "kernel", None, "6.13.6-200.fc41"),
        _event("2027-04-24T18:30:40+00:00", "install", "kernel", None, "6.13.8-200.fc41"),
        _event("2027-04-24T18:30:44+00:00", "upgrade", "firefox", "137.0-1.fc41", "137.0.2-1.fc41"),
        _event("2027-04-30T20:02:10+00:00", "upgrade", "podman", "5:5.4.0-1.fc41", "5:5.4.1-1.fc41"),
        _event("2027-04-30T20:02:11+00:00", "upgrade", "vim-enhanced", "2:9.1.1202-1.fc41", "2:9.1.1227-1.fc41"),
        _event("2027-05-02T17:48:55+00:00", "install", "java-21-openjdk-headless", None, "1:21.0.7.0.6-1.fc41"),
    ]}, la, 60, args={"since_days": 14}),
]

LANCRE = {"name": "lancre", "clock": la, "evidence": lancre_ev, "answers": [
    {"q": "who is logged in right now?", "ev": ["e6", "e7"],
     "a": "Right now [[s:agnes has an SSH session open (sshd: agnes@pts/0)]]. [[s:She last logged in at 13:30 "
          "from 192.168.1.88]], [[s:using a public key]]. [[s:verence also logged in today at 12:58]], "
          "[[c:with a public key as well]], [[s:but he no longer has an SSH session]]. [[u:agnes's session has been idle for about an hour.]] "
          "[[u:magrat is logged in at the desktop]] as well."},
    {"q": "why is my disk full??", "ev": ["e2", "e3"],
     "a": "Summary: [[s:/ and /home are the same btrfs filesystem]], and [[s:it is 97% full]] with only "
          "[[s:about 14 GB left]].\n\nDetails:\n"
          "- [[s:An OBS recording from this morning is about 38 GB]]\n"
          "- [[u:That recording is the biggest file on the disk]]\n"
          "- [[c:Steam wrote a 1.8 GB Elden Ring data file today]]\n"
          "- [[s:agnes downloaded a Fedora 42 ISO (2.3 GB)]]\n"
          "- [[u:Podman images account for roughly another 40 GB]]\n\n"
          "```\nsudo btrfs filesystem du -s /home/*\n```"},
    {"q": "is the wireguard vpn up?", "ev": ["e9", "e10"],
     "a": "Mixed picture. [[t:systemd reports wg-quick@wg0 as active (exited)]], [[s:but there is no wg0 "
          "interface right now]] — [[s:so the tunnel is down]]. [[s:You're on Wi-Fi (wlp0s20f3, "
          "192.168.1.57)]] and [[s:the wired port enp0s31f6 is down]]. [[u:The WireGuard peer last shook hands this morning.]] [[u:The VPN endpoint is probably "
          "unreachable from this network.]] Try `sudo systemctl restart wg-quick@wg0`."},
    {"q": "what's using memory on lancre?", "ev": ["e4", "e5"],
     "a": "| Process | User | RSS |\n|---|---|---|\n"
          "| firefox | magrat | [[s:2.4 GB]] |\n"
          "| Isolated Web Co | magrat | [[s:1.05 GB + 0.87 GB]] |\n"
          "| gnome-software | magrat | [[s:~980 MB]] |\n"
          "| java | [[c:magrat]] | [[s:610 MB]] |\n"
          "| steam | magrat | [[c:1.2 GB]] |\n\n"
          "[[u:Firefox and its content processes together use about 4.3 GB.]] [[s:Overall 81% of RAM is used]] "
          "and [[c:swap is about 9% used]]. [[u:gnome-software is probably leaking memory; restarting it would "
          "free about 1 GB.]]"},
    {"q": "Is my kernel up to date?", "ev": ["e1", "e11"],
     "extra": [user("u1", "Bodhi says the newest Fedora 41 kernel is 6.14.4-100.fc41.", la, 120)],
     "a": "[[s:You're running 6.13.8-200.fc41]], [[s:which was installed on April 24]], so [[s:no — it's behind "
          "the 6.14.4 build you mentioned]]. [[c:The previous kernel install was on April 12.]] Also, "
          "[[s:dnf installed java-21-openjdk-headless yesterday]]. `sudo dnf upgrade --refresh kernel` will get "
          "you current."},
    {"q": "podman and vim versions? is podman newer than 5.4?", "ev": ["e1"],
     "a": "- podman: [[s:5:5.4.1-1.fc41]] — [[s:yes, 5.4.1 is newer than 5.4]]\n"
          "- vim-enhanced: [[c:9.1.1202]]\n"
          "- NetworkManager: [[s:1.50.2]]\n"
          "- [[u:podman 5.4.1 is the latest upstream release]]\n- [[c:Java isn't installed]], in case you wondered."},
    {"q": "what's listening? is agnes's minecraft server open to the LAN?", "ev": ["e10", "e5"],
     "a": "1. [[s:java (PID 8120) listens on 0.0.0.0:25565]], and [[s:someone at 192.168.1.88 is connected to it "
          "right now]] — [[s:the server runs as agnes]]. [[u:firewalld allows port 25565, so it is reachable]].\n"
          "2. [[s:sshd listens on port 22, IPv4 and IPv6]].\n"
          "3. [[c:avahi-daemon is on TCP 5353]].\n"
          "4. [[c:CUPS is probably listening on port 631 too]]."},
]}


# --------------------------------------------------------------------------------------------------------
# uberwald: Debian 12 home server of igor. The service manager says apache2 runs as PID 880 while a
# process search for apache2 (complete) finds nothing: two fresh sources disagree. A 20-minute-old CPU listing.
ub = Clock("2027-06-08T19:05:00+00:00")
UBMEM = 16_624_000_000          # 15.5 GiB
ub_ifaces = [{"name": "enp1s0", "mac": "00:e0:4c:68:01:9a", "addresses": ["192.168.8.10/24"], "is_up": True},
             {"name": "docker0", "mac": "02:42:7a:33:10:0e", "addresses": ["172.17.0.1/16"], "is_up": True}]
uberwald_ev = [
    steady("e1", ub, 3600, hostname="uberwald", domain="igor.lan", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-32-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=UBMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 240_057_409_536},
                  {"device": "/dev/md127", "mountpoint": "/srv/tank", "fstype": "ext4",
                   "total_bytes": 7_875_000_000_000}],
           network_interfaces=ub_ifaces, dns_servers=["127.0.0.1"], default_gateway="192.168.8.1",
           installed_packages={"apache2": "2.4.62-1~deb12u2", "php8.2-fpm": "8.2.28-1~deb12u1",
                               "mariadb-server": "1:10.11.11-0+deb12u1", "samba": "2:4.17.12+dfsg-0+deb12u1",
                               "unbound": "1.17.1-2+deb12u2", "docker-ce": "5:28.1.1-1~debian.12~bookworm",
                               "smartmontools": "7.3-pre1-1", "mdadm": "4.2-5"},
           available_services=["apache2.service", "php8.2-fpm.service", "mariadb.service", "smbd.service",
                               "nmbd.service", "unbound.service", "docker.service", "containerd.service",
                               "ssh.service", "smartmontools.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "mysql", "uid": 104, "gid": 110, "home": "/nonexistent", "shell": "/bin/false"},
                  {"name": "igor", "uid": 1000, "gid": 1000, "home": "/home/igor", "shell": "/bin/bash"},
                  {"name": "margolotta", "uid": 1001, "gid": 1001, "home": "/home/margolotta",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["igor"]},
                   {"name": "docker", "gid": 996, "members": ["igor"]},
                   {"name": "sambashare", "gid": 109, "members": ["igor", "margolotta"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("apache2.service", "active", "running", "enabled", 880, "2027-06-01T04:12:10+00:00",
             "The Apache HTTP Server"),
        unit("php8.2-fpm.service", "active", "running", "enabled", 861, "2027-06-01T04:12:02+00:00",
             "The PHP 8.2 FastCGI Process Manager"),
        unit("mariadb.service", "active", "running", "enabled", 1402, "2027-06-01T04:12:20+00:00",
             "MariaDB 10.11.11 database server"),
        unit("smbd.service", "active", "running", "enabled", 1010, "2027-06-01T04:12:15+00:00",
             "Samba SMB Daemon"),
        unit("nmbd.service", "inactive", "dead", "disabled", None, None, "Samba NMB Daemon"),
        unit("unbound.service", "active", "running", "enabled", 640, "2027-06-01T04:11:58+00:00",
             "Unbound DNS server"),
        unit("docker.service", "active", "running", "enabled", 955, "2027-06-01T04:12:11+00:00",
             "Docker Application Container Engine"),
        unit("containerd.service", "active", "running", "enabled", 760, "2027-06-01T04:12:00+00:00",
             "containerd container runtime"),
        unit("ssh.service", "active", "running", "enabled", 701, "2027-06-01T04:11:59+00:00",
             "OpenBSD Secure Shell server"),
        unit("smartmontools.service", "active", "running", "enabled", 690, "2027-06-01T04:11:59+00:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
    ]}, ub, 30),
    item("e3", "linux_service_status", unit("apache2.service", "active", "running", "enabled", 880,
                                            "2027-06-01T04:12:10+00:00", "The Apache HTTP Server"),
         ub, 15, args={"name": "apache2"}),
    item("e4", "linux_processes", {"total": 187, "processes": []}, ub, 20, args={"name": "apache2"}),
    item("e5", "linux_processes", _procs(187, UBMEM, [
        (1402, "mariadbd", "mysql", 2.1, 1_610_000_000, "2027-06-01T04:12:20+00:00", "/usr/sbin/mariadbd"),
        (2301, "jellyfin", "root", 1.4, 1_180_000_000, "2027-06-02T10:00:41+00:00",
         "/jellyfin/jellyfin --datadir /config --cachedir /cache"),
        (3012, "php-fpm8.2", "www-data", 0.3, 214_000_000, "2027-06-08T17:02:11+00:00",
         "php-fpm: pool nextcloud"),
        (3013, "php-fpm8.2", "www-data", 0.2, 198_000_000, "2027-06-08T17:02:11+00:00", "php-fpm: pool nextcloud"),
        (3019, "php-fpm8.2", "www-data", 0.0, 187_000_000, "2027-06-08T17:40:52+00:00", "php-fpm: pool nextcloud"),
        (1010, "smbd", "root", 0.0, 98_000_000, "2027-06-01T04:12:15+00:00", "/usr/sbin/smbd --foreground"),
        (955, "dockerd", "root", 0.4, 88_000_000, "2027-06-01T04:12:11+00:00", "/usr/bin/dockerd -H fd://"),
        (4410, "smbd", "margolotta", 0.1, 76_000_000, "2027-06-08T18:20:03+00:00", "/usr/sbin/smbd --foreground"),
        (640, "unbound", "unbound", 0.1, 62_000_000, "2027-06-01T04:11:58+00:00", "/usr/sbin/unbound -d -p"),
        (760, "containerd", "root", 0.2, 51_000_000, "2027-06-01T04:12:00+00:00", "/usr/bin/containerd"),
    ]), ub, 25, args={"sort": "memory", "limit": 10}, complete=False),
    item("e6", "linux_network_info", {
        "interfaces": ub_ifaces,
        "listening": [_listen(22, "0.0.0.0", 701, "sshd"),
                      _listen(53, "192.168.8.10", 640, "unbound"), _listen(53, "192.168.8.10", 640, "unbound", "udp"),
                      _listen(53, "127.0.0.1", 640, "unbound"), _listen(53, "127.0.0.1", 640, "unbound", "udp"),
                      _listen(8953, "127.0.0.1", 640, "unbound"),
                      _listen(80, "0.0.0.0", 880, "apache2"), _listen(443, "0.0.0.0", 880, "apache2"),
                      _listen(139, "0.0.0.0", 1010, "smbd"), _listen(445, "0.0.0.0", 1010, "smbd"),
                      _listen(3306, "127.0.0.1", 1402, "mariadbd"),
                      _listen(8096, "0.0.0.0", 2250, "docker-proxy")],
        "connections": [_conn("192.168.8.10:445", "192.168.8.31:51022", 4410, "smbd"),
                        _conn("192.168.8.10:8096", "192.168.8.40:38812", 2250, "docker-proxy")]}, ub, 30),
    item("e7", "linux_containers", {"runtime": "docker", "containers": [
        box("5b1e0c9a7d21", "jellyfin", "jellyfin/jellyfin:10.10.7", "running", "Up 6 days",
            "2027-06-02T10:00:30+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("a90d4f3e2c11", "watchtower", "containrrr/watchtower:latest", "running", "Up 6 days",
            "2027-06-02T10:00:31+00:00"),
        box("77c3e1b0f4aa", "uptime-kuma", "louislam/uptime-kuma:1", "exited", "Exited (137) 2 days ago",
            "2027-05-20T08:12:00+00:00"),
    ]}, ub, 30, args={"all": True}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 240_057_409_536, 61_300_000_000),
        fs("/dev/md127", "/srv/tank", "ext4", 7_875_000_000_000, 7_320_000_000_000),
    ]}, ub, 30),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "smartmontools.service", "entries": [
        _entry("2027-06-08T06:30:12+00:00", "smartmontools.service", "warning",
               "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        _entry("2027-06-08T06:30:12+00:00", "smartmontools.service", "warning",
               "Device: /dev/sdc [SAT], 8 Offline uncorrectable sectors"),
    ]}, ub, 60, args={"unit": "smartmontools", "since_minutes": 1440}),
    item("e10", "linux_file_read", {"path": "/proc/mdstat", "offset": 0, "limit": 50, "total_lines": 6, "lines": [
        "Personalities : [raid1] [linear] [multipath] [raid0] [raid6] [raid5] [raid4] [raid10]",
        "md127 : active raid1 sdc1[1] sdb1[0]",
        "      7813893120 blocks super 1.2 [2/2] [UU]",
        "      bitmap: 2/59 pages [8KB], 65536KB chunk",
        "",
        "unused devices: <none>"]}, ub, 40, args={"path": "/proc/mdstat"}),
    item("e11", "linux_processes", _procs(192, UBMEM, [
        (5120, "ffmpeg", "root", 310.2, 420_000_000, "2027-06-08T18:39:02+00:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -i /media/films/Brazil.mkv -c:v libx264 -preset veryfast"),
        (2301, "jellyfin", "root", 40.1, 1_180_000_000, "2027-06-02T10:00:41+00:00", "/jellyfin/jellyfin"),
        (1402, "mariadbd", "mysql", 5.0, 1_610_000_000, "2027-06-01T04:12:20+00:00", "/usr/sbin/mariadbd"),
        (3012, "php-fpm8.2", "www-data", 3.1, 214_000_000, "2027-06-08T17:02:11+00:00", "php-fpm: pool nextcloud"),
        (1010, "smbd", "root", 1.2, 98_000_000, "2027-06-01T04:12:15+00:00", "/usr/sbin/smbd --foreground"),
    ]), ub, 1200, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e12", "linux_system_info", system_info(71.3, [2.91, 2.64, 1.80], 658_500, "2027-06-01T04:10:00+00:00",
                                                 UBMEM, 11_200_000_000, GiB, 0), ub, 20),
]

UBERWALD = {"name": "uberwald", "clock": ub, "evidence": uberwald_ev, "answers": [
    {"q": "is nextcloud (apache) up?", "ev": ["e3", "e4"],
     "a": "[[u:Yes — apache2 is running (PID 880)]] [e3], and [[s:the unit is enabled]]. [[u:Its configuration was last reloaded by logrotate last night.]] Note that "
          "[[s:a process search for apache2 came back empty]] [e4], which is odd. [[u:php-fpm is serving "
          "Nextcloud normally.]] You may want to check `systemctl status apache2` yourself."},
    {"q": "what's using the RAM on uberwald?", "ev": ["e5"],
     "a": "[[s:mariadbd is the biggest at ~1.6 GB]], [[s:then jellyfin at ~1.2 GB]]. "
          "[[s:The three largest php-fpm8.2 workers use about 200 MB each]]; [[u:there are only three php-fpm "
          "workers running]]. [[s:Two smbd processes show up, one of them running as margolotta]]. "
          "[[s:Nothing else uses more than 100 MB.]] [[c:mariadbd alone takes about 16% of RAM]]."},
    {"q": "how full is the tank array and is the raid healthy?", "ev": ["e8", "e9", "e10"],
     "a": "1. **Capacity** — [[s:/srv/tank is 93% full]], [[s:about 555 GB free]] [[s:of roughly 7.9 TB]].\n"
          "2. **RAID** — [[s:md127 is an active RAID1 with both members up]], [[c:built from sda1 and sdc1]].\n"
          "3. **Disk health** — [[s:smartd reported 8 pending sectors on /dev/sdc this morning at 06:30]]. "
          "[[u:sdc will probably fail within weeks]]; order a replacement.\n"
          "4. **Root disk** — [[c:/ is 60% full]]."},
    {"q": "what's listening, and who owns each port?", "ev": ["e6", "e7"],
     "a": "| Port | Address | Process |\n|---|---|---|\n"
          "| 22/tcp | 0.0.0.0 | [[s:sshd]] |\n"
          "| 53 | [[s:192.168.8.10 and 127.0.0.1]] | [[s:unbound]] |\n"
          "| 80, 443 | 0.0.0.0 | [[s:apache2]] |\n"
          "| 139, 445 | 0.0.0.0 | [[s:smbd]] |\n"
          "| 3306 | [[c:0.0.0.0]] | mariadbd |\n"
          "| 8096 | 0.0.0.0 | [[s:docker-proxy for the jellyfin container]] |\n\n"
          "[[c:Nothing listens on UDP.]] [[s:One SMB client, 192.168.8.31, is connected.]] [[u:SSH only allows key logins.]]"},
    {"q": "are all my containers running?", "ev": ["e7"],
     "a": "[[s:No.]] [[s:jellyfin and watchtower are up (6 days)]], but [[s:uptime-kuma exited two days ago]] "
          "[[s:with code 137]] — [[u:it was most likely OOM-killed]]. [[c:jellyfin runs image 10.9.7.]] "
          "`docker start uptime-kuma` brings it back."},
    {"q": "which users can use samba, who can sudo, and what's the DNS server?", "ev": ["e1"],
     "a": "Samba group (sambashare): [[s:igor and margolotta]]. [[u:Both have Samba passwords set.]] [[s:Only igor has sudo]]. "
          "[[s:margolotta can't log in to a shell (nologin)]]. DNS: [[s:the server uses 127.0.0.1 as its "
          "resolver]], [[c:and the gateway is 192.168.8.254]]. [[c:Its LAN address is 192.168.8.100.]]"},
    {"q": "is everything ok? quick health check please", "ev": ["e2", "e7", "e8", "e9"],
     "a": "Summary: [[c:all services are running]], with a couple of things to watch.\n\n"
          "- [[s:docker, mariadb, smbd and unbound are active]]\n- [[s:nmbd is disabled]]\n"
          "- [[s:/srv/tank is over 90% full]]; [[s:the root disk is only about a quarter full]]\n"
          "- [[s:one container (uptime-kuma) is stopped]]\n- [[s:smartd flagged /dev/sdc]]\n"
          "- [[u:the nightly backup ran fine]]"},
    {"q": "why is the fan so loud — what's using the CPU?", "ev": ["e11", "e12", "e1"],
     "a": "[[t:ffmpeg from Jellyfin is using about 310% CPU]] — [[t:it's transcoding Brazil.mkv]]. "
          "[[s:The CPU is at about 70% overall]], [[s:load average ~2.9]] [[c:on 8 cores]]. "
          "[[u:The fan will calm down when the transcode ends.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# klatch: Arch Linux desktop of rincewind. Its package list is stale (stale_sources), the pacman history is
# fresh: firefox and the kernel were upgraded tonight without a reboot. The socket listing is 20 minutes old.
kl = Clock("2027-07-19T22:10:00+00:00")
KLMEM = 34_271_000_000          # 31.9 GiB
klatch_ev = [
    steady("e1", kl, 1500, hostname="klatch", os_name="Arch Linux", os_version="rolling",
           kernel="6.15.6-arch1-1", cpu_model="AMD Ryzen 5 5600X 6-Core Processor", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=KLMEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs",
                   "total_bytes": 2_000_398_934_016},
                  {"device": "/dev/sda1", "mountpoint": "/data", "fstype": "ext4", "total_bytes": 4_000_787_030_016}],
           network_interfaces=[{"name": "enp6s0", "mac": "2c:f0:5d:9a:71:0b", "addresses": ["10.0.0.42/24"],
                                "is_up": True},
                               {"name": "wlan0", "mac": "70:66:55:c1:e2:03", "addresses": [], "is_up": False}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="10.0.0.1",
           installed_packages={"linux": "6.15.6.arch1-1", "mesa": "1:25.1.5-1", "steam": "1.0.0.82-1",
                               "firefox": "140.0.4-1", "python": "3.13.5-1", "git": "2.50.1-1",
                               "openssh": "10.0p1-3", "docker": "1:28.3.2-1", "vulkan-radeon": "1:25.1.5-1",
                               "discord": "1:0.0.101-1", "obs-studio": "31.0.3-1"},
           available_services=["sshd.service", "docker.service", "NetworkManager.service", "bluetooth.service",
                               "cups.service", "systemd-resolved.service", "sddm.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "rincewind", "uid": 1000, "gid": 1000, "home": "/home/rincewind",
                   "shell": "/usr/bin/fish"},
                  {"name": "twoflower", "uid": 1001, "gid": 1001, "home": "/home/twoflower", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["rincewind"]},
                   {"name": "docker", "gid": 969, "members": ["rincewind", "twoflower"]}],
           stale_sources=["packages"]),
    item("e2", "linux_package_history", {"events": [
        _event("2027-07-05T19:02:11+00:00", "upgrade", "linux", "6.15.4.arch1-1", "6.15.5.arch1-1"),
        _event("2027-07-12T20:44:03+00:00", "upgrade", "linux", "6.15.5.arch1-1", "6.15.6.arch1-1"),
        _event("2027-07-12T20:44:05+00:00", "upgrade", "mesa", "1:25.1.4-1", "1:25.1.5-1"),
        _event("2027-07-15T18:10:27+00:00", "install", "obs-studio", None, "31.0.3-1"),
        _event("2027-07-19T21:30:14+00:00", "upgrade", "firefox", "140.0.4-1", "141.0-1"),
        _event("2027-07-19T21:30:16+00:00", "upgrade", "linux", "6.15.6.arch1-1", "6.15.7.arch1-1"),
        _event("2027-07-19T21:31:02+00:00", "remove", "discord", "1:0.0.101-1", None),
    ]}, kl, 60, args={"since_days": 30}),
    item("e3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp6s0", "rx_bytes_per_s": 48_600_000, "tx_bytes_per_s": 1_200_000},
        {"name": "wlan0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0}]}, kl, 15, args={"interval_seconds": 1.0}),
    item("e4", "linux_processes", _procs(402, KLMEM, [
        (4100, "python", "twoflower", 99.8, 2_200_000_000, "2027-07-19T20:55:00+00:00", "python train.py --epochs 40"),
        (3301, "steam", "rincewind", 24.0, 610_000_000, "2027-07-19T18:20:14+00:00",
         "/home/rincewind/.local/share/Steam/ubuntu12_32/steam"),
        (2210, "firefox", "rincewind", 12.4, 1_900_000_000, "2027-07-19T21:32:40+00:00", "/usr/lib/firefox/firefox"),
        (3390, "steamwebhelper", "rincewind", 8.1, 420_000_000, "2027-07-19T18:20:30+00:00",
         "steamwebhelper --type=gpu-process"),
        (1540, "kwin_wayland", "rincewind", 6.2, 310_000_000, "2027-07-13T18:11:02+00:00", "/usr/bin/kwin_wayland"),
        (3402, "steamwebhelper", "rincewind", 5.5, 380_000_000, "2027-07-19T18:20:31+00:00",
         "steamwebhelper --type=renderer"),
    ]), kl, 20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 2_100_000, "write_bytes_per_s": 46_800_000, "busy_percent": 31.5},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0}]}, kl, 15,
         args={"interval_seconds": 1.0}),
    item("e6", "linux_system_info", system_info(14.8, [1.62, 1.45, 1.20], 532_800, "2027-07-13T18:10:00+00:00",
                                                KLMEM, 21_900_000_000, 0, 0), kl, 20),
    item("e7", "linux_service_status", {"units": [
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH Daemon"),
        unit("docker.service", "active", "running", "enabled", 812, "2027-07-13T18:10:21+00:00",
             "Docker Application Container Engine"),
        unit("NetworkManager.service", "active", "running", "enabled", 590, "2027-07-13T18:10:09+00:00",
             "Network Manager"),
        unit("bluetooth.service", "active", "running", "enabled", 602, "2027-07-13T18:10:10+00:00",
             "Bluetooth service"),
        unit("cups.service", "inactive", "dead", "disabled", None, None, "CUPS Scheduler"),
        unit("systemd-resolved.service", "active", "running", "enabled", 512, "2027-07-13T18:10:05+00:00",
             "Network Name Resolution"),
        unit("sddm.service", "active", "running", "enabled", 700, "2027-07-13T18:10:12+00:00",
             "Simple Desktop Display Manager"),
    ]}, kl, 30),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp6s0", "mac": "2c:f0:5d:9a:71:0b", "addresses": ["10.0.0.42/24"], "is_up": True},
                       {"name": "wlan0", "mac": "70:66:55:c1:e2:03", "addresses": [], "is_up": False}],
        "listening": [_listen(5432, "0.0.0.0", 1630, "docker-proxy"),
                      _listen(27036, "0.0.0.0", 3301, "steam"), _listen(27036, "0.0.0.0", 3301, "steam", "udp"),
                      _listen(57343, "127.0.0.1", 3301, "steam"),
                      _listen(53, "127.0.0.53", 512, "systemd-resolve"),
                      _listen(53, "127.0.0.53", 512, "systemd-resolve", "udp")],
        "connections": []}, kl, 1200),
    item("e9", "linux_containers", {"runtime": "docker", "containers": [
        box("c41f09be1e72", "pg-dev", "postgres:16", "running", "Up 3 days", "2027-07-16T19:00:02+00:00",
            ["0.0.0.0:5432->5432/tcp"]),
        box("0be77a5d3c90", "redis-dev", "redis:7-alpine", "exited", "Exited (0) 5 days ago",
            "2027-07-10T12:30:00+00:00"),
    ]}, kl, 25, args={"all": True}),
]

KLATCH = {"name": "klatch", "clock": kl, "evidence": klatch_ev, "answers": [
    {"q": "is firefox up to date? I think 141 is out", "ev": ["e1", "e2"],
     "extra": [user("u1", "Mozilla released Firefox 141.0 today.", kl, 200)],
     "a": "[[s:Yes — firefox was upgraded to 141.0-1 tonight at 21:30]], [[s:from 140.0.4-1]], [[s:so you have "
          "the release you mentioned]]. [[s:discord was removed a minute later]]."},
    {"q": "how fast is my network right now?", "ev": ["e3", "e4", "e5"],
     "a": "You're pulling [[s:about 48.6 MB/s]] ([[c:roughly 49 Mbit/s]]) on enp6s0, with [[c:upload around "
          "12 MB/s]]. [[s:Wi-Fi is idle.]] [[s:The NVMe is writing ~47 MB/s]], [[u:so Steam is writing the "
          "download straight to disk]]; [[s:steam itself uses about 24% CPU]]. [[s:/dev/sda is idle.]] [[u:Steam is downloading from a Valve CDN in Frankfurt.]]"},
    {"q": "what's hogging the cpu?", "ev": ["e4", "e6"],
     "a": "**Summary:** [[s:a python process run by twoflower]] is the top CPU user ([[s:~100%]], "
          "[[s:`python train.py --epochs 40`]]).\n\n"
          "- [[s:steam ~24%]], [[s:firefox ~12%]]\n"
          "- [[s:two steamwebhelper processes are in the top six]]\n"
          "- [[c:overall CPU use is about 50%]]; [[s:load average 1.6]]\n"
          "- [[c:twoflower's job is using about 4 GB of RAM]]\n"
          "- [[u:the training run should finish in about an hour]]\n- [[u:it probably trains on the CPU because the GPU driver isn't loaded]]"},
    {"q": "do I need to reboot?", "ev": ["e1", "e2"],
     "a": "[[s:Yes, a reboot is due.]] [[s:You're running 6.15.6-arch1-1]], but [[s:linux 6.15.7.arch1-1 was "
          "installed tonight at 21:30]], so [[s:the running kernel is older than the installed package]]. "
          "[[c:The kernel update before that was on July 5.]] [[c:mesa went to 1:25.1.5-1 on July 5.]] "
          "[[u:Modules for the running kernel are already gone, so new USB devices may not work until you "
          "reboot.]]"},
    {"q": "docker, python and git versions? is git at least 2.50?", "ev": ["e1"],
     "a": "- docker: [[t:1:28.3.2-1]]\n- python: [[t:3.13.5]]\n- git: [[t:2.50.1-1]] — [[t:so yes, 2.50 or "
          "newer]]\n- [[u:docker was last updated in June]]\n\n([[s:This is Arch Linux]], so `pacman -Qu` after `pacman -Sy` shows pending updates.)"},
    {"q": "what ports are open? is my dev postgres exposed?", "ev": ["e8", "e9", "e7"],
     "a": "- Yes: [[s:pg-dev (postgres:16) publishes 5432 on 0.0.0.0]].\n"
          "- [[t:Steam listens on 27036 (TCP and UDP)]].\n- [[t:systemd-resolved answers on 127.0.0.53:53]].\n"
          "- [[s:sshd is not running]].\n- [[s:redis-dev is stopped]].\n- [[u:The firewall blocks 5432 from outside, so only the LAN can reach it.]]"},
    {"q": "who has accounts here, and what's my DNS?", "ev": ["e1"],
     "a": "Users: [[s:rincewind (uid 1000, fish shell)]] and [[c:twoflower (uid 1002)]]. [[s:Both are in the "
          "docker group]], [[c:and both can use sudo]]. DNS: [[s:1.1.1.1 and 9.9.9.9]], [[s:gateway 10.0.0.1]]. "
          "Hardware: [[s:a Ryzen 5 5600X with 6 cores / 12 threads]] and [[c:16 GB of RAM]]."},
]}

MACHINES = [ANKH, LANCRE, UBERWALD, KLATCH]
