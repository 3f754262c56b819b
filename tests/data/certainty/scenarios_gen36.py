"""36th generation (written blind: the writer saw neither the certainty wrapper, its tests, the other
generations' scenario files nor any corpus .jsonl; labels were decided from this file's evidence alone).

Machines are named after Irish mythology.

lugh — an Arch Linux gaming desktop in Dublin (UTC+00:00 in February). Steady state (Ryzen 7 7800X3D,
31.2 GiB MemTotal, btrfs root on NVMe, a 2 TB ext4 games drive, pacman, one user `niamh` in wheel,
gamemode and video but not input), a fresh system reading (load rising 3.05 → 5.12, swap in use), a
memory-sorted process list cut to six rows (cs2, firefox, steamwebhelper, Discord, plasmashell, obs),
disk usage, a week of pacman history (three upgrades on Feb 9, obs-studio installed, vlc removed, a
discord upgrade), the warning-and-above journal since boot (two amdgpu flip_done timeouts, a
steamwebhelper core dump, a bluetoothd error, an ACPI BIOS error), a stale disk-I/O sample, fresh
network traffic, and a stale (20 minutes old) system reading.

brigid — an openSUSE Leap 15.6 home NAS in Chicago (UTC-06:00). Steady state whose `users` source is in
stale_sources (so account and group claims are stale), every unit (smartd failed, the jellyfin container
unit in auto-restart, everything else running), podman containers (nextcloud, its MariaDB and redis up
5 days, jellyfin exited with status 1), disk usage (an 8 TB md RAID at 86%), the jellyfin unit's journal
(permission-denied crash, restart counter 14), listening sockets and connections, and the whole smb.conf.

dagda — a Rocky Linux 9.5 PostgreSQL 16 server in India (UTC+05:30). Steady state (accounts fionn, oisin,
postgres; wheel and dba groups), the postgresql-16 unit, a cpu-sorted process list cut to eight rows
(two long app_rw SELECTs, an autovacuum worker, pgbouncer), a fresh system reading (load 9.84, no swap
used), the complete last two hours of the postgres journal, the newest three err entries of the day (cut),
a tuning drop-in of postgresql.conf read whole, listeners and connections (pgbouncer on 6432 on all
addresses, postgres on the LAN address and localhost), and a stale (~7 minutes) disk-usage reading.

morrigan — an Ubuntu 24.04 k3s server in São Paulo (UTC-03:00) with three more nodes. Nodes (macha
NotReady and a minor version behind), all pods (mosquitto in CrashLoopBackOff with 27 restarts on badb,
zigbee2mqtt stuck ContainerCreating on macha), deployments (7 of 9 available), the k3s unit, half an hour
of the k3s journal (kubelet back-offs, macha marked NotReady at 09:52), a system reading and the Services
of the `home` namespace (home-assistant a LoadBalancer on two addresses). One answer carries the user's
own words (they unplugged macha around 9:50).

cuchulainn — an Alpine 3.21 GitLab CI runner in Sydney (UTC+11:00). Steady state (OpenRC, apk,
gitlab-runner 17.6.0, docker group holding only gitlab-runner), all docker containers (three build
containers, a registry and buildkitd up 9 days, an exited helper and a job container killed with 137),
a cpu-sorted process list cut to six rows, a fresh system reading, the runner's lines in /var/log/messages
(job 88812 failed with 137 after 1532 s, a Docker Hub rate limit for another project), a service-status
call that errored (no systemctl), the whole config.toml, and stale network traffic (15 minutes).
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, fs, item, listener, log_entry, node, package_event, pod,
                       deployment, processes, steady, system_info, unit, user)


def _uptime(clock: Clock, boot: str, age: float) -> int:
    from datetime import datetime
    return int((clock.now - datetime.fromisoformat(boot)).total_seconds() - age)


# ---------------------------------------------------------------- lugh
LUGH = Clock("2026-02-14T21:40:00+00:00")
LUGH_MEM = 33_514_328_064
LUGH_BOOT = "2026-02-14T16:53:00+00:00"

lugh_evidence = [
    steady("e1", LUGH, hostname="lugh", os_name="Arch Linux", os_version=None, kernel="6.12.9-arch1-1",
           cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=LUGH_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_653_638_144},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_628_288},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4",
                   "total_bytes": 2_000_381_014_016}],
           network_interfaces=[{"name": "enp14s0", "mac": "a8:a1:59:3c:0e:71", "addresses": ["192.168.1.42/24"],
                                "is_up": True},
                               {"name": "wlan0", "mac": "f4:26:79:8a:11:02", "addresses": [], "is_up": False}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="pacman",
           installed_packages={"linux": "6.12.9.arch1-1", "mesa": "1:24.3.3-1", "steam": "1.0.0.81-2",
                               "firefox": "134.0.1-1", "pipewire": "1:1.2.7-1", "obs-studio": "31.0.0-1",
                               "discord": "1:0.0.81-1", "gamemode": "1.8.2-1", "openssh": "9.9p1-2"},
           available_services=["sddm.service", "NetworkManager.service", "bluetooth.service", "sshd.service",
                               "cups.service"],
           users=[{"name": "niamh", "uid": 1000, "gid": 1000, "home": "/home/niamh", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["niamh"]},
                   {"name": "gamemode", "gid": 963, "members": ["niamh"]},
                   {"name": "video", "gid": 986, "members": ["niamh"]},
                   {"name": "input", "gid": 994, "members": []}]),
    item("e2", "linux_system_info",
         system_info(41.7, [5.12, 4.38, 3.05], _uptime(LUGH, LUGH_BOOT, 25), LUGH_BOOT, LUGH_MEM, 14_283_000_000,
                     8 * GiB, 412_000_000), LUGH, age=25),
    item("e3", "linux_processes", processes(356, LUGH_MEM, [
        (48213, "cs2", "niamh", 87.4, 6_012_000_000, "2026-02-14T21:02:10+00:00",
         "/home/niamh/.local/share/Steam/steamapps/common/Counter-Strike Global Offensive/game/bin/linuxsteamrt64/cs2 -steam"),
        (3120, "firefox", "niamh", 6.3, 2_310_000_000, "2026-02-14T17:05:44+00:00", "/usr/lib/firefox/firefox"),
        (2987, "steamwebhelper", "niamh", 2.1, 1_140_000_000, "2026-02-14T17:01:12+00:00",
         "/home/niamh/.local/share/Steam/ubuntu12_64/steamwebhelper -lang=en_US"),
        (3544, "Discord", "niamh", 1.8, 905_000_000, "2026-02-14T17:02:03+00:00", "/opt/discord/Discord"),
        (1411, "plasmashell", "niamh", 0.9, 612_000_000, "2026-02-14T16:54:20+00:00", "/usr/bin/plasmashell"),
        (2890, "obs", "niamh", 11.2, 540_000_000, "2026-02-14T21:03:30+00:00", "obs --startreplaybuffer"),
    ]), LUGH, age=30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 999_653_638_144, 611_204_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_628_288, 187_000_000),
        fs("/dev/sda1", "/mnt/games", "ext4", 2_000_381_014_016, 1_742_000_000_000),
    ]}, LUGH, age=40),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-02-09T19:12:31+00:00", "upgrade", "linux", "6.12.8.arch1-1", "6.12.9.arch1-1"),
        package_event("2026-02-09T19:12:31+00:00", "upgrade", "mesa", "1:24.3.2-1", "1:24.3.3-1"),
        package_event("2026-02-09T19:12:32+00:00", "upgrade", "firefox", "133.0.3-1", "134.0.1-1"),
        package_event("2026-02-11T20:31:05+00:00", "install", "obs-studio", None, "31.0.0-1"),
        package_event("2026-02-12T18:05:47+00:00", "remove", "vlc", "3.0.21-10", None),
        package_event("2026-02-13T22:47:19+00:00", "upgrade", "discord", "1:0.0.80-1", "1:0.0.81-1"),
    ]}, LUGH, age=60, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-14T16:53:40+00:00", "kernel", "warning",
                  "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PCI0.GPP7], AE_NOT_FOUND"),
        log_entry("2026-02-14T17:02:11+00:00", "bluetooth.service", "err",
                  "bluetoothd[812]: src/adapter.c:reset_adv_monitors_complete() Failed to reset Adv Monitors: Failed (0x03)"),
        log_entry("2026-02-14T21:02:45+00:00", "kernel", "warning",
                  "amdgpu 0000:03:00.0: [drm] *ERROR* [CRTC:82:crtc-0] flip_done timed out"),
        log_entry("2026-02-14T21:19:30+00:00", "systemd-coredump", "err",
                  "Process 49102 (steamwebhelper) of user 1000 dumped core."),
        log_entry("2026-02-14T21:19:31+00:00", "kernel", "warning",
                  "amdgpu 0000:03:00.0: [drm] *ERROR* [CRTC:82:crtc-0] flip_done timed out"),
    ]}, LUGH, age=45, args={"since_minutes": 300, "priority": "warning"}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 412_300_000, "write_bytes_per_s": 1_200_000, "busy_percent": 91.0},
        {"device": "nvme0n1", "read_bytes_per_s": 3_200_000, "write_bytes_per_s": 18_000_000, "busy_percent": 4.0},
    ]}, LUGH, age=700, args={"interval_seconds": 1}),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp14s0", "rx_bytes_per_s": 2_450_000, "tx_bytes_per_s": 310_000},
        {"name": "wlan0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "lo", "rx_bytes_per_s": 12_000, "tx_bytes_per_s": 12_000},
    ]}, LUGH, age=15, args={"interval_seconds": 1}),
    item("e9", "linux_system_info",
         system_info(12.4, [0.91, 1.08, 1.22], _uptime(LUGH, LUGH_BOOT, 1200), LUGH_BOOT, LUGH_MEM, 21_900_000_000,
                     8 * GiB, 0), LUGH, age=1200),
]

lugh_answers = [
    {"q": "Why is my PC so sluggish right now?", "ev": ["e2", "e3", "e7"],
     "a": "Hey! Looking at the current readings, a few things stand out:\n\n"
          "- **CPU**: [[s:overall usage is around 42%]] and [[c:the 1-minute load average is about 3.1]], so "
          "[[c:load has been easing off over the last quarter hour]].\n"
          "- **Memory hog**: [[s:`cs2` (Counter-Strike 2) is using about 5.6 GiB]] — [[c:roughly a quarter of "
          "your RAM]].\n"
          "- [[s:Firefox comes second at ~2.3 GB]]. [[c:Discord isn't running]], so it's not that.\n"
          "- **Disk**: [[t:your games drive (`sda`) is about 91% busy]], [[t:reading roughly 412 MB/s]] — "
          "[[u:probably Steam compiling shaders in the background]].\n\n"
          "Overall [[s:about 57% of RAM is in use]] and [[c:swap hasn't been touched]]. If you want some "
          "headroom back, closing OBS while you play would help."},
    {"q": "What got updated this week?", "ev": ["e5", "e1"],
     "a": "Here's what pacman did over the last 7 days:\n\n"
          "| Date | Package | Change |\n|---|---|---|\n"
          "| Feb 9 | `linux` | [[s:6.12.8 → 6.12.9]] |\n"
          "| Feb 9 | `mesa` | [[c:24.3.1 → 24.3.3]] |\n"
          "| Feb 9 | `firefox` | [[s:133.0.3 → 134.0.1]] |\n"
          "| Feb 11 | `obs-studio` | [[s:newly installed (31.0.0)]] |\n"
          "| Feb 13 | `discord` | [[c:0.0.81 → 0.0.82]] |\n\n"
          "[[s:VLC was removed on the 12th]], and [[c:that makes five upgrades in total]]. "
          "[[s:The kernel you're running (6.12.9-arch1-1) is the one that was installed]], and "
          "[[u:the mesa bump probably explains the smoother frame times]]."},
    {"q": "Is my games drive getting full?", "ev": ["e4", "e1"],
     "a": "Yes, it's getting there. `/mnt/games` is [[s:87% full]]: "
          "[[s:about 1.74 TB used]] [[s:out of 2 TB]], [[c:leaving roughly 258 GiB free]].\n\n"
          "Your system drive is in much better shape — [[s:`/` is about 61% used]], "
          "[[c:with around 480 GB free]], and [[s:`/boot` sits at 17.5%]].\n\n"
          "[[u:Most of the games drive is probably CS2 plus a couple of big AAA installs]]; `ncdu /mnt/games` "
          "would tell you exactly."},
    {"q": "Any errors in the logs since I booted?", "ev": ["e6", "e2"],
     "a": "I went through the journal (warnings and above) since boot. [[c:There are four entries]]:\n\n"
          "1. [[s:The `amdgpu` driver logged `flip_done timed out` twice]] — [[s:first at 21:02]] and "
          "[[c:again at 21:25]].\n"
          "2. [[s:`steamwebhelper` crashed and dumped core at 21:19]], [[u:most likely because of that GPU "
          "timeout]].\n"
          "3. [[s:Bluetooth failed to reset its Adv Monitors]] [[s:about 9 minutes after boot]].\n"
          "4. [[s:An ACPI BIOS error showed up during boot]] — [[u:that one is harmless and common on AM5 "
          "boards]].\n\n"
          "[[c:You've been up for about 6 hours]] now."},
    {"q": "What's using my network right now, and what's my IP?", "ev": ["e8", "e1"],
     "a": "**Network right now**\n\n"
          "- Interface `enp14s0`: [[s:192.168.1.42/24]], [[s:link up]]\n"
          "- [[c:`wlan0` is connected as well]]\n"
          "- Download: [[s:~2.4 MB/s]]\n"
          "- Upload: [[c:~3 MB/s]]\n"
          "- [[s:Gateway: 192.168.1.1]], [[s:which is also your DNS server]]\n\n"
          "[[u:The download is most likely Steam pulling an update]]."},
    {"q": "Am I in the right groups for gamemode and sudo?", "ev": ["e1"],
     "a": "Here's where `niamh` stands:\n\n"
          "- `wheel` ✅ — [[s:you're a member]], so [[u:sudo should work]] (assuming the wheel line in sudoers "
          "is uncommented)\n"
          "- `gamemode` ✅ — [[s:member]], and [[s:gamemode 1.8.2 is installed]]\n"
          "- `video` ❌ — [[c:not a member]]\n"
          "- `input` ✅ — [[c:member]]\n\n"
          "[[s:You're the only regular user on the machine]]."},
    {"q": "Quick specs and uptime?", "ev": ["e1", "e9"],
     "a": "**lugh at a glance**\n"
          "- CPU: [[s:AMD Ryzen 7 7800X3D]] — [[s:8 cores]] / [[s:16 threads]]\n"
          "- RAM: [[s:32 GB]]\n"
          "- Kernel: [[c:6.12.8-arch1-1]]\n"
          "- Uptime: [[t:about 4½ hours]]\n"
          "- CPU load: [[t:~12%]]"},
]


# ---------------------------------------------------------------- brigid
BRIGID = Clock("2026-02-15T08:15:00-06:00")
BRIGID_MEM = 16_647_000_000

brigid_evidence = [
    steady("e1", BRIGID, hostname="brigid", os_name="openSUSE Leap", os_version="15.6",
           kernel="6.4.0-150600.23.33-default", cpu_model="Intel(R) Core(TM) i3-10100 CPU @ 3.60GHz",
           cpu_cores=4, cpu_threads=8, memory_total_bytes=BRIGID_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 240_057_409_536},
                  {"device": "/dev/md0", "mountpoint": "/srv/tank", "fstype": "xfs",
                   "total_bytes": 8_001_427_603_456}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:12:9a:40", "addresses": ["10.0.0.5/24"],
                                "is_up": True}],
           dns_servers=["10.0.0.1"], default_gateway="10.0.0.1", package_manager="rpm",
           installed_packages={"samba": "4.19.8+git.393.1f6e4a5c5e-150600.3.9.1",
                               "podman": "4.9.5-150500.3.31.1", "mdadm": "4.3-150600.3.3.1",
                               "openssh": "9.6p1-150600.6.15.1", "smartmontools": "7.2-150300.8.8.1"},
           available_services=["smb.service", "nmb.service", "sshd.service", "mdmonitor.service",
                               "smartd.service", "container-nextcloud.service", "container-jellyfin.service"],
           users=[{"name": "aoife", "uid": 1000, "gid": 100, "home": "/home/aoife", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 100, "home": "/srv/tank/media", "shell": "/usr/sbin/nologin"},
                  {"name": "ciaran", "uid": 1002, "gid": 100, "home": "/home/ciaran", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["aoife"]},
                   {"name": "nas", "gid": 1500, "members": ["aoife", "ciaran", "media"]},
                   {"name": "users", "gid": 100, "members": []}],
           stale_sources=["users"]),
    item("e2", "linux_service_status", {"units": [
        unit("smb.service", "active", "running", pid=1422, since="2026-02-10T06:02:18-06:00",
             desc="Samba SMB Daemon"),
        unit("nmb.service", "active", "running", pid=1398, since="2026-02-10T06:02:11-06:00",
             desc="Samba NMB Daemon"),
        unit("sshd.service", "active", "running", pid=988, since="2026-02-10T06:01:57-06:00",
             desc="OpenSSH Daemon"),
        unit("mdmonitor.service", "active", "running", pid=702, since="2026-02-10T06:01:50-06:00",
             desc="MD array monitor"),
        unit("smartd.service", "failed", "failed", pid=None, since=None, desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("container-nextcloud.service", "active", "running", pid=2210, since="2026-02-10T06:02:40-06:00",
             desc="Podman container-nextcloud.service"),
        unit("container-jellyfin.service", "activating", "auto-restart", pid=None, since=None,
             desc="Podman container-jellyfin.service"),
    ]}, BRIGID, age=30),
    item("e3", "linux_containers", {"runtime": "podman", "containers": [
        box("9f1c2e7a4b10", "nextcloud", "docker.io/library/nextcloud:30.0.5-apache", "running", "Up 5 days",
            "2026-02-10T06:02:38-06:00", ["0.0.0.0:8080->80/tcp"]),
        box("41d0a8e3c2f7", "nextcloud-db", "docker.io/library/mariadb:11.4", "running", "Up 5 days",
            "2026-02-10T06:02:30-06:00"),
        box("77b3e5f9a021", "redis", "docker.io/library/redis:7.4-alpine", "running", "Up 5 days",
            "2026-02-10T06:02:29-06:00"),
        box("c02e6d1f8b93", "jellyfin", "docker.io/jellyfin/jellyfin:10.10.3", "exited", "Exited (1) 2 minutes ago",
            "2026-01-28T19:44:02-06:00", ["0.0.0.0:8096->8096/tcp"]),
    ]}, BRIGID, age=35, args={"all": True}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "btrfs", 240_057_409_536, 61_300_000_000),
        fs("/dev/md0", "/srv/tank", "xfs", 8_001_427_603_456, 6_912_000_000_000),
    ]}, BRIGID, age=50),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "container-jellyfin.service", "entries": [
        log_entry("2026-02-15T07:58:12-06:00", "container-jellyfin.service", "err",
                  "jellyfin[88121]: Unhandled exception. System.UnauthorizedAccessException: Access to the path '/config/data' is denied."),
        log_entry("2026-02-15T07:58:13-06:00", "container-jellyfin.service", "info",
                  "container-jellyfin.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-02-15T08:10:13-06:00", "container-jellyfin.service", "info",
                  "container-jellyfin.service: Scheduled restart job, restart counter is at 14."),
        log_entry("2026-02-15T08:12:44-06:00", "container-jellyfin.service", "err",
                  "jellyfin[90417]: Unhandled exception. System.UnauthorizedAccessException: Access to the path '/config/data' is denied."),
        log_entry("2026-02-15T08:12:45-06:00", "container-jellyfin.service", "info",
                  "container-jellyfin.service: Main process exited, code=exited, status=1/FAILURE"),
    ]}, BRIGID, age=40, args={"unit": "container-jellyfin.service", "since_minutes": 60}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:12:9a:40", "addresses": ["10.0.0.5/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 988, "sshd"), listener(139, "0.0.0.0", 1422, "smbd"),
                      listener(445, "0.0.0.0", 1422, "smbd"), listener(137, "0.0.0.0", 1398, "nmbd", "udp"),
                      listener(138, "0.0.0.0", 1398, "nmbd", "udp"), listener(8080, "0.0.0.0", 2205, "conmon")],
        "connections": [connection("10.0.0.5:445", "10.0.0.23:51122", 30112, "smbd"),
                        connection("10.0.0.5:22", "10.0.0.23:60012", 31877, "sshd")]}, BRIGID, age=25),
    item("e7", "linux_file_read", {"path": "/etc/samba/smb.conf", "offset": 0, "limit": 200, "total_lines": 20,
                                   "lines": ["[global]", "   workgroup = WORKGROUP", "   server string = brigid NAS",
                                             "   server min protocol = SMB2_10", "   security = user",
                                             "   passdb backend = tdbsam", "   log file = /var/log/samba/log.%m",
                                             "", "[media]", "   path = /srv/tank/media", "   valid users = @nas",
                                             "   read only = no", "   create mask = 0664", "   directory mask = 0775",
                                             "", "[backups]", "   path = /srv/tank/backups", "   valid users = aoife",
                                             "   read only = no", "   browseable = no"]},
         BRIGID, age=60, args={"path": "/etc/samba/smb.conf"}),
]

brigid_answers = [
    {"q": "Is everything running on the NAS?", "ev": ["e2", "e3"],
     "a": "Mostly, but not everything:\n\n"
          "✅ [[s:Samba (`smb` and `nmb`) is running]]\n"
                              "✅ [[s:`mdmonitor` is running]], [[u:so the RAID is healthy]]\n"
          "❌ [[s:`smartd` has failed]]\n"
          "❌ [[s:Jellyfin is crash-looping]] — [[s:its unit is in `auto-restart`]], [[c:the container is paused]] "
          "and [[c:the unit is disabled]]\n\n"
          "On the container side [[s:3 of the 4 containers are up]]; [[c:the MariaDB one has been running for "
          "about 2 days]]."},
    {"q": "Why does Jellyfin keep crashing?", "ev": ["e5", "e3"],
     "a": "The journal for `container-jellyfin.service` shows the same crash every time:\n\n"
          "```\nUnhandled exception. System.UnauthorizedAccessException: Access to the path '/config/data' is denied.\n```\n\n"
          "So [[s:Jellyfin can't write to `/config/data`]] inside the container and [[s:exits with status 1]]. "
          "[[s:systemd has already restarted it 14 times]], and [[c:the most recent crash was at 08:14]]. "
          "[[s:Right now the container is exited]]. [[u:This usually happens when a podman upgrade changes the "
          "UID mapping]] — [[u:the config volume is probably still owned by root on the host]].\n\n"
          "You could check with `ls -ln /srv/tank/jellyfin/config` and fix it with "
          "`podman unshare chown -R 0:0 /srv/tank/jellyfin/config`."},
    {"q": "How much space is left on the array?", "ev": ["e4", "e1"],
     "a": "**`/srv/tank`** ([[s:XFS]])\n"
          "- Size: [[s:8 TB]]\n"
          "- Used: [[c:6.2 TB]] ([[s:86%]])\n"
          "- Free: [[c:about 1.09 TiB]]\n\n"
          "**`/`** ([[s:btrfs]]) is [[s:about a quarter used]].\n\n"
          "[[u:At the rate you've been adding media, the array will be full in roughly three months]] — worth "
          "thinking about a bigger pair of disks."},
    {"q": "Who can get to the media share?", "ev": ["e7", "e1"],
     "a": "From `/etc/samba/smb.conf`:\n\n"
          "- **[media]** — path [[s:`/srv/tank/media`]], and [[s:only the `nas` group can "
          "connect]]\n"
          "- **[backups]** — [[s:restricted to `aoife`]] and [[c:shown in the network browser]]\n\n"
          "[[c:The workgroup is `HOME`]]. [[t:The `nas` group contains aoife, ciaran and the `media` account]], "
          "so [[t:ciaran can reach the media share]]. [[u:Guests are turned away]] since there's no `guest ok` "
          "line."},
    {"q": "What's listening on the network?", "ev": ["e6"],
     "a": "Listening sockets on brigid:\n\n"
          "| Port | Process | Address |\n|---|---|---|\n"
          "| 22/tcp | [[s:sshd]] | 0.0.0.0 |\n"
          "| 139/tcp, 445/tcp | [[s:smbd]] | 0.0.0.0 |\n"
          "| 137–138/udp | [[c:smbd]] | 0.0.0.0 |\n"
          "| 8080/tcp | [[s:conmon]] (Nextcloud) | 0.0.0.0 |\n"
          "| [[c:8096/tcp]] | conmon (Jellyfin) | 0.0.0.0 |\n\n"
          "[[s:Everything is bound on all IPv4 addresses]]. [[s:There's one SMB client connected, from "
          "10.0.0.23]], and [[c:the SSH session comes from 10.0.0.31]]."},
    {"q": "What hardware and accounts does this box have?", "ev": ["e1"],
     "a": "- **OS:** [[s:openSUSE Leap 15.6]]\n"
                    "- **CPU:** [[s:Intel Core i3-10100]] — [[s:4 cores]], [[c:4 threads]]\n"
          "- **RAM:** [[c:8 GB]]\n"
                    "- **Accounts:** [[t:aoife (UID 1000) and ciaran (UID 1002)]], [[t:plus a `media` service account "
          "with no login shell]]\n"
          "- [[t:Only aoife is in `wheel`]]"},
    {"q": "Is Samba running, and since when?", "ev": ["e2"],
     "a": "Yes — [[s:`smb.service` is active (running)]] [[s:as PID 1422]]. [[s:It's been up since February "
          "10]], [[c:at about 7 in the morning]], and [[s:it's enabled]] so it comes back after a reboot. "
          "[[s:`nmb.service` is running too]].\n\n"
          "Elsewhere, [[c:no units have failed]], [[s:and Jellyfin's unit is the only one stuck restarting]]."},
]


# ---------------------------------------------------------------- dagda
DAGDA = Clock("2026-02-16T14:20:00+05:30")
DAGDA_MEM = 135_080_000_000
DAGDA_BOOT = "2026-02-02T03:10:55+05:30"

dagda_evidence = [
    steady("e1", DAGDA, hostname="dagda", domain="corp.example", os_name="Rocky Linux", os_version="9.5",
           os_codename="Blue Onyx", kernel="5.14.0-503.22.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=DAGDA_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 107_321_753_600},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": 1_920_383_410_176}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:a1:7c:2e", "addresses": ["172.16.4.20/22"],
                                "is_up": True}],
           dns_servers=["172.16.0.10", "172.16.0.11"], default_gateway="172.16.4.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "pgbouncer": "1.23.1-1.rhel9",
                               "node_exporter": "1.8.2-1.el9", "openssh-server": "8.7p1-43.el9",
                               "chrony": "4.5-3.el9"},
           available_services=["postgresql-16.service", "pgbouncer.service", "sshd.service", "chronyd.service",
                               "firewalld.service", "node_exporter.service"],
           users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "fionn", "uid": 1000, "gid": 1000, "home": "/home/fionn", "shell": "/bin/bash"},
                  {"name": "oisin", "uid": 1001, "gid": 1001, "home": "/home/oisin", "shell": "/bin/bash"},
                  {"name": "node_exporter", "uid": 990, "gid": 990, "home": "/var/lib/node_exporter",
                   "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["fionn"]},
                   {"name": "dba", "gid": 1500, "members": ["fionn", "oisin"]},
                   {"name": "postgres", "gid": 26, "members": []}]),
    item("e2", "linux_service_status",
         unit("postgresql-16.service", "active", "running", pid=1893, since="2026-02-02T03:11:40+05:30",
              desc="PostgreSQL 16 database server"), DAGDA, age=20, args={"name": "postgresql-16"}),
    item("e3", "linux_processes", processes(412, DAGDA_MEM, [
        (48811, "postgres", "postgres", 96.2, 1_310_000_000, "2026-02-16T13:58:02+05:30",
         "postgres: app_rw orders 172.16.4.31(51822) SELECT"),
        (48790, "postgres", "postgres", 71.5, 1_180_000_000, "2026-02-16T13:57:40+05:30",
         "postgres: app_rw orders 172.16.4.31(51790) SELECT"),
        (47002, "postgres", "postgres", 22.4, 2_150_000_000, "2026-02-16T14:05:13+05:30",
         "postgres: autovacuum worker orders"),
        (2201, "pgbouncer", "pgbouncer", 8.1, 24_000_000, "2026-02-02T03:11:52+05:30",
         "/usr/bin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (1920, "postgres", "postgres", 3.9, 350_000_000, "2026-02-02T03:11:41+05:30", "postgres: walwriter"),
        (48911, "postgres", "postgres", 2.7, 410_000_000, "2026-02-16T14:19:30+05:30",
         "postgres: app_ro reporting 172.16.4.32(40112) idle"),
        (1931, "node_exporter", "node_exporter", 1.2, 38_000_000, "2026-02-02T03:11:45+05:30",
         "/usr/bin/node_exporter"),
        (1893, "postgres", "postgres", 0.6, 640_000_000, "2026-02-02T03:11:40+05:30",
         "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
    ]), DAGDA, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e4", "linux_system_info",
         system_info(31.6, [9.84, 7.12, 4.40], _uptime(DAGDA, DAGDA_BOOT, 25), DAGDA_BOOT, DAGDA_MEM,
                     41_300_000_000, 4 * GiB, 0), DAGDA, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-02-16T12:31:05+05:30", "postgresql-16.service", "info",
                  "LOG:  checkpoint complete: wrote 18234 buffers (0.4%); 0 WAL file(s) added, 0 removed, 12 recycled; write=269.801 s, sync=0.011 s, total=269.812 s"),
        log_entry("2026-02-16T13:58:44+05:30", "postgresql-16.service", "info",
                  "LOG:  duration: 2311.402 ms  statement: SELECT o.id, sum(i.qty) FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.created_at > now() - interval '90 days' GROUP BY o.id"),
        log_entry("2026-02-16T14:02:17+05:30", "postgresql-16.service", "err",
                  "ERROR:  canceling statement due to statement timeout"),
        log_entry("2026-02-16T14:06:55+05:30", "postgresql-16.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-02-16T14:07:02+05:30", "postgresql-16.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-02-16T14:11:40+05:30", "postgresql-16.service", "info",
                  "LOG:  automatic vacuum of table \"orders.public.order_items\": index scans: 1"),
    ]}, DAGDA, age=40, args={"unit": "postgresql-16", "since_minutes": 120}),
    item("e6", "linux_file_read", {"path": "/var/lib/pgsql/16/data/conf.d/tuning.conf", "offset": 0, "limit": 200,
                                   "total_lines": 12,
                                   "lines": ["# tuning for dagda (fionn, 2025-11)", "max_connections = 200",
                                             "shared_buffers = 32GB", "effective_cache_size = 96GB",
                                             "work_mem = 64MB", "maintenance_work_mem = 2GB", "max_wal_size = 16GB",
                                             "checkpoint_timeout = 30min", "random_page_cost = 1.1",
                                             "statement_timeout = '120s'", "log_min_duration_statement = 2000",
                                             "autovacuum_max_workers = 6"]},
         DAGDA, age=60, args={"path": "/var/lib/pgsql/16/data/conf.d/tuning.conf"}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:a1:7c:2e", "addresses": ["172.16.4.20/22"],
                        "is_up": True}],
        "listening": [listener(5432, "172.16.4.20", 1893, "postgres"), listener(5432, "127.0.0.1", 1893, "postgres"),
                      listener(6432, "0.0.0.0", 2201, "pgbouncer"), listener(22, "0.0.0.0", 1102, "sshd"),
                      listener(9100, "::", 1931, "node_exporter")],
        "connections": [connection("172.16.4.20:6432", "172.16.4.31:51001", 2201, "pgbouncer"),
                        connection("172.16.4.20:6432", "172.16.4.31:51002", 2201, "pgbouncer"),
                        connection("172.16.4.20:6432", "172.16.4.31:51003", 2201, "pgbouncer"),
                        connection("172.16.4.20:6432", "172.16.4.32:40110", 2201, "pgbouncer"),
                        connection("127.0.0.1:40122", "127.0.0.1:5432", 2201, "pgbouncer"),
                        connection("127.0.0.1:5432", "127.0.0.1:40122", 48911, "postgres"),
                        connection("172.16.4.20:5432", "172.16.4.31:51822", 48811, "postgres"),
                        connection("172.16.4.20:5432", "172.16.4.31:51790", 48790, "postgres"),
                        connection("172.16.4.20:22", "10.8.0.14:53311", 50122, "sshd")]}, DAGDA, age=30),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 107_321_753_600, 19_400_000_000),
        fs("/dev/nvme1n1p1", "/var/lib/pgsql", "xfs", 1_920_383_410_176, 1_409_000_000_000),
        fs("/dev/nvme0n1p1", "/boot", "xfs", 1_063_256_064, 412_000_000),
    ]}, DAGDA, age=420),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-02-16T14:02:17+05:30", "postgresql-16.service", "err",
                  "ERROR:  canceling statement due to statement timeout"),
        log_entry("2026-02-16T14:06:55+05:30", "postgresql-16.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-02-16T14:07:02+05:30", "postgresql-16.service", "err",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
    ]}, DAGDA, age=40, args={"unit": "postgresql-16", "since_minutes": 870, "priority": "err", "limit": 3},
         complete=False),
]

dagda_answers = [
    {"q": "Why is the database slow right now?", "ev": ["e3", "e4", "e5"],
     "a": "Short version: [[s:a couple of heavy `SELECT`s from `app_rw` are eating the CPU]].\n\n"
          "**What I see**\n"
          "1. [[s:PID 48811 is at ~96% CPU]] and [[s:PID 48790 at ~72%]] — [[s:both are queries on the `orders` "
          "database from 172.16.4.31]]. [[c:They've been running since about 13:30]].\n"
          "2. [[s:The 1-minute load is 9.84]]; overall CPU is [[c:around 60%]].\n"
          "3. [[s:Memory is about 69% used]] and [[c:about 1 GB of swap is in use]].\n\n"
          "The log has [[s:a statement timeout at 14:02]] and [[s:two 'connection slots are reserved' FATALs]], so "
          "[[u:the pool is probably running dry because these long queries hold their connections]]."},
    {"q": "How is PostgreSQL tuned for memory and connections?", "ev": ["e6", "e1"],
     "a": "From `conf.d/tuning.conf`:\n\n"
          "- `max_connections` = [[s:200]]\n"
          "- `shared_buffers` = [[s:32 GB]] — [[c:about a third of the RAM]]\n"
          "- `effective_cache_size` = [[c:64 GB]]\n"
                    "- [[s:`statement_timeout` is 120 s]], [[u:which matches the timeout errors in the log]]\n"
          "- [[c:autovacuum is limited to 3 workers]]\n"
          "- [[u:`superuser_reserved_connections` is left at its default of 3]]\n\n"
          "With [[s:~128 GB of RAM]] on the box you have room to raise `work_mem` if the big joins spill to disk."},
    {"q": "Is PostgreSQL up, and since when?", "ev": ["e2", "e4", "e1"],
     "a": "Yes. [[s:`postgresql-16.service` is active and running]] and [[s:enabled at "
          "boot]]. [[s:It started on February 2nd at 03:11]], [[s:less than a minute after the machine booted]], "
          "so [[c:it's been up for about three weeks]]. [[s:The server package is 16.6]] [[c:on Rocky Linux 9.4]]."},
    {"q": "Who's connected to the database?", "ev": ["e7"],
     "a": "Here's who's talking to dagda right now:\n\n"
          "- **pgbouncer (6432)**: [[s:four client connections]] — [[s:three from 172.16.4.31]] and [[s:one from "
          "172.16.4.32]].\n"
          "- **PostgreSQL direct (5432)**: [[c:one connection from 172.16.4.31]], [[s:plus pgbouncer's own link "
          "over localhost]].\n"
          "\n"
          "[[s:PostgreSQL listens on 172.16.4.20 and on 127.0.0.1]], while [[c:pgbouncer only listens on "
          "localhost]]. [[u:172.16.4.31 is most likely your app server]]."},
    {"q": "How full is the data volume?", "ev": ["e8", "e1"],
     "a": "The data volume (`/var/lib/pgsql`) is [[t:about 73% full]] — [[t:roughly "
          "1.41 TB used]] [[s:of 1.92 TB]], [[t:so about 511 GB are free]]. [[t:Root is only ~18% used]]. "
          "[[c:Both filesystems are ext4]]. [[u:WAL is probably the bulk of the growth]]."},
    {"q": "Have there been errors in the postgres log today?", "ev": ["e5", "e9"],
     "a": "Over the last two hours the `postgresql-16` log shows:\n\n"
          "- `ERROR: canceling statement due to statement timeout` — [[s:once, at 14:02]]\n"
          "- `FATAL: remaining connection slots are reserved…` — [[c:three times]], [[s:between 14:06 and "
          "14:07]]\n"
          "- [[s:a slow query (~2.3 s) joining `orders` and `order_items`]] [[c:at 13:48]]\n"
          "\n"
          "[[s:No deadlocks in that window]], and [[u:these are the only errors today]]. "
          "[[u:The FATALs started once pgbouncer's pool filled up]]."},
    {"q": "Which accounts can administer the DB server?", "ev": ["e1"],
     "a": "| Account | UID | wheel (sudo) | dba |\n|---|---|---|---|\n"
          "| fionn | [[s:1000]] | [[s:✅]] | [[s:✅]] |\n"
          "| oisin | [[c:1002]] | [[c:✅]] | [[s:✅]] |\n"
          "\n"
          "[[s:The `postgres` OS account's home is `/var/lib/pgsql`]]. "
          "[[u:Inside the database only `postgres` is a superuser]]. [[c:The `dba` group has three members]]."},
]


# ---------------------------------------------------------------- morrigan
MORRIGAN = Clock("2026-02-17T10:05:00-03:00")
MORRIGAN_MEM = 33_437_000_000
MORRIGAN_BOOT = "2026-02-03T21:13:20-03:00"


def _service(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[dict],
             ingress: list[str] | None = None) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports},
            "status": {"loadBalancer": {"ingress": [{"ip": ip} for ip in ingress]} if ingress else {}}}


morrigan_evidence = [
    steady("e1", MORRIGAN, hostname="morrigan", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=MORRIGAN_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 512_110_190_592}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:2e:71:ad", "addresses": ["192.168.50.10/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5.2", "nfs-common": "1:2.6.4-3ubuntu5",
                               "openssh-server": "1:9.6p1-3ubuntu13.5"},
           available_services=["k3s.service", "ssh.service", "iscsid.service", "systemd-resolved.service"],
           users=[{"name": "eimear", "uid": 1000, "gid": 1000, "home": "/home/eimear", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["eimear"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("morrigan", True, "v1.31.4+k3s1"), node("badb", True, "v1.31.4+k3s1"),
        node("nemain", True, "v1.31.4+k3s1"), node("macha", False, "v1.30.8+k3s1"),
    ]}, MORRIGAN, age=40, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("traefik-5d45fc8cc9-xk2lp", "kube-system", "Running", "morrigan", started="2026-02-03T21:15:02-03:00"),
        pod("coredns-ccb96694c-7hqzr", "kube-system", "Running", "morrigan", restarts=1,
            started="2026-02-03T21:16:40-03:00"),
        pod("metrics-server-5985cbc9d7-q9wvd", "kube-system", "Running", "badb", started="2026-02-03T21:15:30-03:00"),
        pod("local-path-provisioner-5cf85fd84d-lbm6n", "kube-system", "Running", "nemain",
            started="2026-02-03T21:15:12-03:00"),
        pod("grafana-7f9c6d8b54-2kdbn", "monitoring", "Running", "badb", started="2026-02-09T14:22:10-03:00"),
        pod("prometheus-server-6c9f8d7b4-mx8tz", "monitoring", "Running", "nemain", restarts=3,
            started="2026-02-15T03:40:51-03:00"),
        pod("home-assistant-6b8d9c7f5-tq4wz", "home", "Running", "nemain", started="2026-02-12T18:02:33-03:00"),
        pod("mosquitto-84d5b7c9f-zr2xn", "home", "Running", "badb", restarts=27, ready=False,
            waiting="CrashLoopBackOff"),
        pod("zigbee2mqtt-7c6d8f9b5-hh4wq", "home", "Pending", "macha", ready=False, waiting="ContainerCreating"),
    ]}, MORRIGAN, age=45, args={"resource": "pods"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("traefik", "kube-system", 1, 1), deployment("coredns", "kube-system", 1, 1),
        deployment("metrics-server", "kube-system", 1, 1), deployment("local-path-provisioner", "kube-system", 1, 1),
        deployment("grafana", "monitoring", 1, 1), deployment("prometheus-server", "monitoring", 1, 1),
        deployment("home-assistant", "home", 1, 1), deployment("mosquitto", "home", 1, 0),
        deployment("zigbee2mqtt", "home", 1, 0),
    ]}, MORRIGAN, age=45, args={"resource": "deployments"}),
    item("e5", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1022, since="2026-02-03T21:14:09-03:00",
              desc="Lightweight Kubernetes"), MORRIGAN, age=20, args={"name": "k3s"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-02-17T09:41:12-03:00", "k3s.service", "info",
                  'E0217 09:41:12.118204    1022 pod_workers.go:1301] "Error syncing pod, skipping" err="failed to '
                  '\\"StartContainer\\" for \\"mosquitto\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed '
                  'container=mosquitto pod=mosquitto-84d5b7c9f-zr2xn_home\\"" pod="home/mosquitto-84d5b7c9f-zr2xn"'),
        log_entry("2026-02-17T09:46:55-03:00", "k3s.service", "info",
                  'E0217 09:46:55.630117    1022 pod_workers.go:1301] "Error syncing pod, skipping" err="failed to '
                  '\\"StartContainer\\" for \\"mosquitto\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed '
                  'container=mosquitto pod=mosquitto-84d5b7c9f-zr2xn_home\\"" pod="home/mosquitto-84d5b7c9f-zr2xn"'),
        log_entry("2026-02-17T09:52:38-03:00", "k3s.service", "info",
                  'I0217 09:52:38.402117    1022 node_lifecycle_controller.go:1040] "Node is NotReady" node="macha"'),
        log_entry("2026-02-17T10:02:03-03:00", "k3s.service", "info",
                  'E0217 10:02:03.771920    1022 pod_workers.go:1301] "Error syncing pod, skipping" err="failed to '
                  '\\"StartContainer\\" for \\"mosquitto\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed '
                  'container=mosquitto pod=mosquitto-84d5b7c9f-zr2xn_home\\"" pod="home/mosquitto-84d5b7c9f-zr2xn"'),
    ]}, MORRIGAN, age=30, args={"unit": "k3s", "since_minutes": 30}),
    item("e7", "linux_system_info",
         system_info(18.4, [1.42, 1.30, 1.21], _uptime(MORRIGAN, MORRIGAN_BOOT, 30), MORRIGAN_BOOT, MORRIGAN_MEM,
                     19_800_000_000, 0, 0), MORRIGAN, age=30),
    item("e8", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        _service("mosquitto", "home", "ClusterIP", "10.43.112.8",
                 [{"name": "mqtt", "port": 1883, "targetPort": 1883, "protocol": "TCP"}]),
        _service("home-assistant", "home", "LoadBalancer", "10.43.58.201",
                 [{"name": "http", "port": 8123, "targetPort": 8123, "nodePort": 31823, "protocol": "TCP"}],
                 ["192.168.50.10", "192.168.50.11"]),
        _service("zigbee2mqtt", "home", "ClusterIP", "10.43.9.77",
                 [{"name": "web", "port": 8080, "targetPort": 8080, "protocol": "TCP"}]),
    ]}, MORRIGAN, age=45, args={"resource": "services", "namespace": "home"}),
]

morrigan_answers = [
    {"q": "Is the cluster healthy?", "ev": ["e2", "e3", "e4"],
     "a": "Not entirely. Quick health check:\n\n"
          "**Nodes** — [[s:3 of 4 are Ready]]; [[s:`macha` is NotReady]].\n"
          "**Deployments** — [[c:8 of 9 are fully available]]; [[s:`mosquitto` has 0 of 1 ready]].\n"
          "**Pods**\n"
          "- [[s:`mosquitto` is in CrashLoopBackOff]] [[c:with 12 restarts]]\n"
          "- [[s:`zigbee2mqtt` is stuck in ContainerCreating on macha]]\n"
                    "- [[c:everything in `kube-system` has zero restarts]]\n\n"
          "[[s:All nodes except macha run v1.31.4+k3s1]]; [[s:macha is behind on v1.30.8]]."},
    {"q": "Why is mosquitto broken?", "ev": ["e3", "e6"],
     "a": "`mosquitto-84d5b7c9f-zr2xn` is [[s:in CrashLoopBackOff]] (its phase "
          "still shows [[c:Pending]]) [[s:on node `badb`]], [[s:with 27 restarts]]. The k3s log "
          "[[s:shows the kubelet backing off 5 minutes between restarts]] — [[s:the latest back-off message was "
          "at 10:02]], and [[c:the first one in the last half hour was at 09:35]].\n\n"
          "[[u:The most common cause is a bad `mosquitto.conf` in the ConfigMap]], [[u:probably the listener "
          "section after the 2.0 upgrade]]. Run `kubectl logs -n home mosquitto-84d5b7c9f-zr2xn --previous` to "
          "see the actual error."},
    {"q": "Which pods run on which node?", "ev": ["e3", "e2"],
     "a": "| Node | Status | Pods |\n|---|---|---|\n"
          "| morrigan | [[s:Ready]] | [[s:traefik, coredns]] |\n"
          "| badb | [[s:Ready]] | [[c:metrics-server, grafana, mosquitto, zigbee2mqtt]] |\n"
          "| nemain | [[s:Ready]] | [[s:local-path-provisioner, prometheus-server, home-assistant]] |\n"
          "| macha | [[s:NotReady]] | [[c:nothing scheduled]] |\n\n"
          "[[u:morrigan is the control-plane node]], and [[c:badb is the busiest node with 4 pods]]."},
    {"q": "Which k3s version is this, and is the server running?", "ev": ["e5", "e2", "e1"],
     "a": "- [[s:`k3s.service` is active (running)]]\n"
          "- [[s:running since Feb 3]] [[s:around 21:14]]\n"
                    "- version: [[s:v1.31.4+k3s1]] on this node\n"
          "- host: [[s:Ubuntu 24.04]], [[c:kernel 6.8.0-49-generic]]\n"
          "- [[u:it's using the embedded SQLite datastore]]\n\n"
          "[[c:All four nodes are on the same version]]."},
    {"q": "How do I reach Home Assistant from my laptop?", "ev": ["e8"],
     "a": "[[s:`home-assistant` is a LoadBalancer service]] [[s:on port 8123]], and [[s:k3s's service LB "
          "exposes it on 192.168.50.10]] [[s:and 192.168.50.11]], so http://192.168.50.10:8123 should work. "
          "[[c:Its NodePort is 30123]] if you'd rather hit a node directly.\n\n"
          "[[s:Mosquitto is only a ClusterIP service]] ([[c:10.43.112.80]]), and "
          "[[c:zigbee2mqtt's frontend listens on 8099]] inside the cluster."},
    {"q": "How loaded is the control node?", "ev": ["e7", "e1"],
     "a": "morrigan is pretty relaxed:\n\n"
          "- **Load**: [[s:1.42 / 1.30 / 1.21]], [[s:well under its 6 cores]]\n"
          "- **CPU**: [[c:about 28%]]\n"
          "- **Memory**: [[s:~12.7 GiB used]] [[c:of 64 GB]] ([[s:about 41%]])\n"
                    "- **Uptime**: [[s:13 and a half days]]"},
    {"q": "What happened to macha?", "ev": ["e6", "e2", "e3"],
     "extra": [user("u1", "I unplugged macha around 9:50 to move it to the other shelf, it should be back by now",
                    MORRIGAN, age=90)],
     "a": "[[s:macha went NotReady]] — [[s:the node controller flagged it at 09:52]], [[s:a couple of minutes "
          "after you unplugged it]]. [[c:It came back Ready at 10:01]], but the API still lists it as "
          "[[s:NotReady]]. [[s:`zigbee2mqtt` is stuck there in ContainerCreating]], "
          "[[u:so your Zigbee devices are offline]]. [[u:Its kubelet probably can't reach the server because the "
          "cable went into the wrong switch port]]. Also worth knowing: [[c:it was on v1.31.4 like the others]]."},
]


# ---------------------------------------------------------------- cuchulainn
CUCH = Clock("2026-02-18T16:30:00+11:00")
CUCH_MEM = 66_964_000_000
CUCH_BOOT = "2026-02-09T12:05:00+11:00"

cuch_evidence = [
    steady("e1", CUCH, hostname="cuchulainn", os_name="Alpine Linux", os_version="3.21.2", os_codename=None,
           kernel="6.12.11-0-lts", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=CUCH_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_059_350_016},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 268_435_456},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 2_000_398_934_016}],
           network_interfaces=[{"name": "eth0", "mac": "9c:6b:00:4f:21:e8", "addresses": ["10.20.0.15/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:7a:19:c3:5d", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1", package_manager="apk",
           installed_packages={"docker": "27.3.1-r1", "docker-cli-buildx": "0.18.0-r1", "gitlab-runner": "17.6.0-r0",
                               "containerd": "1.7.24-r1", "openrc": "0.55.1-r2", "openssh": "9.9_p1-r2",
                               "chrony": "4.6.1-r0"},
           available_services=["docker", "containerd", "gitlab-runner", "sshd", "chronyd", "crond"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/ash"},
                  {"name": "gitlab-runner", "uid": 100, "gid": 65533, "home": "/var/lib/gitlab-runner",
                   "shell": "/sbin/nologin"},
                  {"name": "deirdre", "uid": 1000, "gid": 1000, "home": "/home/deirdre", "shell": "/bin/ash"}],
           groups=[{"name": "docker", "gid": 101, "members": ["gitlab-runner"]},
                   {"name": "wheel", "gid": 10, "members": ["root", "deirdre"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a81f0c3d9e22", "runner-x7kq2mzp-project-412-concurrent-0-build",
            "registry.gitlab.com/acme/ci-images/node:20", "running", "Up 12 minutes", "2026-02-18T16:17:48+11:00"),
        box("b93e1d7f0a45", "runner-x7kq2mzp-project-412-concurrent-1-build",
            "registry.gitlab.com/acme/ci-images/node:20", "running", "Up 3 minutes", "2026-02-18T16:26:40+11:00"),
        box("c4d2a6b8e913", "runner-x7kq2mzp-project-87-concurrent-2-build", "rust:1.84", "running",
            "Up 38 minutes", "2026-02-18T15:51:55+11:00"),
        box("d57c9e2f1b08", "runner-x7kq2mzp-project-87-concurrent-0-build", "rust:1.84", "exited",
            "Exited (137) 41 minutes ago", "2026-02-18T15:23:30+11:00"),
        box("e6a3b0f4c7d1", "runner-x7kq2mzp-project-412-concurrent-0-cache-3c3f1a2b",
            "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.6.0", "exited",
            "Exited (0) 2 hours ago", "2026-02-18T14:12:07+11:00"),
        box("f1e8d2c5a390", "registry", "registry:2", "running", "Up 9 days", "2026-02-09T12:06:10+11:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("0a9b7c6d5e41", "buildkitd", "moby/buildkit:v0.18.2", "running", "Up 9 days", "2026-02-09T12:06:12+11:00"),
    ]}, CUCH, age=30, args={"all": True}),
    item("e3", "linux_processes", processes(489, CUCH_MEM, [
        (31022, "rustc", "root", 612.4, 5_830_000_000, "2026-02-18T16:21:07+11:00",
         "rustc --crate-name acme_core --edition=2021 src/lib.rs -C opt-level=3 -C codegen-units=16"),
        (30877, "node", "root", 98.1, 1_420_000_000, "2026-02-18T16:27:02+11:00", "node /usr/local/bin/npm ci"),
        (29110, "node", "root", 64.0, 2_210_000_000, "2026-02-18T16:19:40+11:00", "node node_modules/.bin/jest --ci"),
        (1203, "dockerd", "root", 4.2, 310_000_000, "2026-02-09T12:05:22+11:00",
         "/usr/bin/dockerd -H unix:///var/run/docker.sock"),
        (1411, "gitlab-runner", "gitlab-runner", 1.1, 96_000_000, "2026-02-09T12:05:31+11:00",
         "/usr/bin/gitlab-runner run --working-directory /var/lib/gitlab-runner --config /etc/gitlab-runner/config.toml"),
        (1190, "containerd", "root", 0.8, 88_000_000, "2026-02-09T12:05:20+11:00", "/usr/bin/containerd"),
    ]), CUCH, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "ext4", 250_059_350_016, 102_500_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 268_435_456, 61_000_000),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", 2_000_398_934_016, 1_804_000_000_000),
    ]}, CUCH, age=35),
    item("e5", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-02-18T15:49:02+11:00", None, "info",
                  "gitlab-runner[1411]: Job failed: exit code 137  duration_s=1532.4 job=88812 project=87 runner=x7kq2mzp"),
        log_entry("2026-02-18T16:04:10+11:00", None, "info",
                  "gitlab-runner[1411]: Job succeeded  duration_s=402.1 job=88830 project=412 runner=x7kq2mzp"),
        log_entry("2026-02-18T16:17:55+11:00", None, "warning",
                  "gitlab-runner[1411]: WARNING: Failed to pull image with policy \"if-not-present\": toomanyrequests: "
                  "You have reached your pull rate limit  image=alpine:3.21 job=88836 project=233 runner=x7kq2mzp"),
        log_entry("2026-02-18T16:18:40+11:00", None, "info",
                  "gitlab-runner[1411]: Job succeeded  duration_s=611.8 job=88835 project=412 runner=x7kq2mzp"),
        log_entry("2026-02-18T16:26:33+11:00", None, "info",
                  "gitlab-runner[1411]: Checking for jobs... received  job=88841 repo_url=https://gitlab.com/acme/web.git runner=x7kq2mzp"),
    ]}, CUCH, age=30, args={"grep": "gitlab-runner", "since_minutes": 60}),
    item("e6", "linux_service_status", None, CUCH, age=20, args={"name": "gitlab-runner"},
         error="systemctl is not available on this machine (OpenRC)"),
    item("e7", "linux_system_info",
         system_info(71.3, [22.4, 18.9, 12.7], _uptime(CUCH, CUCH_BOOT, 25), CUCH_BOOT, CUCH_MEM, 18_100_000_000, 0, 0),
         CUCH, age=25),
    item("e8", "linux_file_read", {"path": "/etc/gitlab-runner/config.toml", "offset": 0, "limit": 200,
                                   "total_lines": 14,
                                   "lines": ["concurrent = 3", "check_interval = 0", "", "[[runners]]",
                                             "  name = \"cuchulainn\"", "  url = \"https://gitlab.com/\"",
                                             "  token = \"[REDACTED]\"", "  executor = \"docker\"",
                                             "  [runners.docker]", "    image = \"alpine:3.21\"",
                                             "    privileged = false", "    memory = \"8g\"",
                                             "    volumes = [\"/cache\"]", "    pull_policy = [\"if-not-present\"]"]},
         CUCH, age=60, args={"path": "/etc/gitlab-runner/config.toml"}),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 95_000_000, "tx_bytes_per_s": 4_200_000},
        {"name": "docker0", "rx_bytes_per_s": 120_000, "tx_bytes_per_s": 80_000},
    ]}, CUCH, age=900, args={"interval_seconds": 1}),
]

cuch_answers = [
    {"q": "What's the runner doing right now?", "ev": ["e2", "e3", "e7"],
     "a": "It's busy! [[s:Three build containers are running]]:\n\n"
          "1. [[s:Two jobs for project 412 on the `node:20` CI image]] — [[s:one up 12 minutes]], [[c:the other "
          "for about half an hour]]\n"
          "2. [[s:A project 87 job on `rust:1.84`]], [[s:up about 40 minutes]]\n\n"
          "[[s:`rustc` is the top CPU consumer at ~612%]] ([[u:it's compiling in release mode]]). [[s:Load is 22.4]] [[u:on 32 threads]], and [[c:memory is about 52% used]]. "
          "[[c:The exited project 87 job "
          "finished cleanly]]."},
    {"q": "Why did the rust job fail?", "ev": ["e5", "e2", "e8"],
     "a": "The project 87 job ([[s:job 88812]]) [[s:failed with exit code 137]] [[s:at 15:49]] [[c:after about 15 "
          "minutes]], and [[s:its container exited with 137 as well]]. Exit 137 means the process was SIGKILLed — "
          "[[u:almost certainly the OOM killer, since linking blew past the limit]] — and [[s:the runner caps "
          "job containers at 8 GB of memory]].\n\n"
          "[[c:A retry of that job then hit Docker Hub's pull rate limit]] [[c:at 16:07]]. [[s:The project 412 "
          "jobs succeeded at 16:04 and 16:18]]."},
    {"q": "Are we running out of disk for docker?", "ev": ["e4", "e1"],
     "a": "`/var/lib/docker` is the problem: [[s:it's at 90%]] — [[c:about 1.8 TiB used]] [[s:of 2 TB]], "
          "[[s:around 196 GB left]].\n\n"
          "[[s:The root filesystem is only ~41% used]], though [[c:`/boot` is nearly full]]. [[u:Most of that "
          "docker usage is old build cache and dangling images]]; `docker system df` would show the breakdown and "
          "`docker builder prune --filter until=72h` usually frees a lot."},
    {"q": "Is gitlab-runner running as a service?", "ev": ["e6", "e3", "e1"],
     "a": "I couldn't read the service status (the service tool can't query OpenRC here), but the process list "
          "shows [[s:`gitlab-runner run` as PID 1411]], [[s:running as the `gitlab-runner` user]], so [[s:the "
          "runner is up]]. [[c:Its working directory is `/home/gitlab-runner`]] and [[c:it's using around 11% "
          "CPU]]. [[s:gitlab-runner 17.6.0 is installed]]; [[u:it's enabled in the default runlevel]] and [[u:it was started at boot]]."},
    {"q": "How is the runner configured?", "ev": ["e8"],
     "a": "From `/etc/gitlab-runner/config.toml`:\n\n"
          "- `concurrent` = [[s:3]]\n"
          "- executor: [[s:docker]]\n"
          "- default image: [[c:`alpine:3.20`]]\n"
          "- [[s:privileged mode is off]]\n"
          "- memory limit per job: [[c:16 GB]]\n"
          "- [[s:pull policy `if-not-present`]]\n\n"
          "[[s:Only one runner is registered]] [[s:against gitlab.com]], and "
          "[[c:its cache goes to S3]]."},
    {"q": "How much network do the builds use?", "ev": ["e9", "e1"],
     "a": "At the last reading [[t:`eth0` was pulling about 95 MB/s]] [[t:and sending ~4 MB/s]] — [[u:that's "
          "image pulls and dependency downloads]] — while [[t:docker0 was almost idle]]. [[s:eth0 has "
          "10.20.0.15/24]] and [[s:traffic leaves via 10.20.0.1]]; [[c:DNS is 1.1.1.1]]."},
    {"q": "Who can use docker, and which versions are installed?", "ev": ["e1"],
     "a": "**Versions**\n"
          "- [[s:Docker 27.3.1]], [[c:gitlab-runner 17.5.0]]\n\n"
          "**Access**\n"
          "- [[s:Only `gitlab-runner` is in the `docker` group]]\n"
          "- [[c:`deirdre` isn't in `wheel`]]\n"
          "\n"
          "**System**: [[s:Alpine 3.21.2]] [[s:on kernel 6.12.11-0-lts]] with [[c:128 GB of RAM]], "
          "[[s:packages managed by apk]]. [[u:Docker came from the community repository]]."},
]


MACHINES = [
    {"name": "lugh", "clock": LUGH, "evidence": lugh_evidence, "answers": lugh_answers},
    {"name": "brigid", "clock": BRIGID, "evidence": brigid_evidence, "answers": brigid_answers},
    {"name": "dagda", "clock": DAGDA, "evidence": dagda_evidence, "answers": dagda_answers},
    {"name": "morrigan", "clock": MORRIGAN, "evidence": morrigan_evidence, "answers": morrigan_answers},
    {"name": "cuchulainn", "clock": CUCH, "evidence": cuch_evidence, "answers": cuch_answers},
]
