"""73rd generation (written blind, in the style of small local models such as llama3.2 1B and qwen2.5 1.5B).

The answers are terse and sometimes run on; they restate the question, round loosely, now and then put GB
where GiB is meant (or the other way), mix up two names or two windows of a reading, and rarely use
headings. Machines are named after breads.

sourdough — an Ubuntu 24.04 gaming/desktop PC in Berlin (+02:00) on a Saturday evening: steady state (Ryzen 7
5700X, 31.2 GiB MemTotal, a 1 TB NVMe root and a 2 TB data disk, users ben and mia), a fresh system reading,
the eight processes using the most memory (cut listing: ollama's model runner above firefox and cs2), disk
usage (root 89% full), a week of package history (nvidia driver, a new 6.8.0-59 kernel not yet booted, OBS
installed, kdenlive removed), every service's status (openvpn-client@work failed) and that unit's log.

focaccia — a Fedora 40 laptop in New York (-04:00): steady state (i7-1165G7, 15.4 GiB, btrfs, wifi plus
tailscale0), the network listing (a Django dev server on 8000, rootlessport on 5432, no sshd), two traffic
samples (one seven minutes old, one fresh), two hours of NetworkManager log with two wifi drops, the six
busiest processes (cut) and a system reading.

ciabatta — a Debian 12 home server in London (+01:00) running Docker: steady state (Celeron N5105, 15.4 GiB,
a RAID1 media array), every container (one exited with 137, watchtower restarting), disk usage (/srv/media 93%),
dockerd's log of the night, /proc/mdstat, the network listing with docker-proxy holding the published ports,
a month of package history and a system reading after a reboot three days ago.

pumpernickel — a Rocky Linux 9.5 PostgreSQL 16 server at 03:20 UTC: steady state two hours old whose packages
source changed since (stale_sources: packages), postgresql-16 and pgbouncer unit status, an hour of
PostgreSQL log (failed logins for "reporting", reserved-slot errors, checkpoints), disk usage, a stale
process listing of postgres backends, the network listing with clients of pgbouncer, a system reading and a
month of package history (pgbouncer upgraded at 02:46 tonight).

naan — the control plane of a three-node k3s cluster in India (+05:30): steady state, the nodes (naan-w2
NotReady and one minor release behind), the shop namespace's pods and deployments, half an hour of k3s log,
a stale and a fresh system reading, disk usage, and a second fresh read of naan-w2 that says it is Ready
(conflicting with the node list, used by one answer only).
"""

from __future__ import annotations

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)


def _node(name: str, ready: bool, version: str, os_image: str, control_plane: bool = False) -> dict:
    n = node(name, ready, version)
    n["status"]["nodeInfo"]["osImage"] = os_image
    n["status"]["nodeInfo"]["kernelVersion"] = "5.15.0-119-generic" if "22.04" in os_image else "5.4.0-195-generic"
    if control_plane:
        n["metadata"]["labels"] = {"node-role.kubernetes.io/control-plane": "true",
                                   "node-role.kubernetes.io/master": "true"}
    return n


# ---------------------------------------------------------------- sourdough (Ubuntu 24.04 desktop, Berlin)
C1 = Clock("2026-04-18T21:40:00+02:00")
SD_MEM = 33_538_674_688
SD_IFACES = [{"name": "enp5s0", "mac": "d8:bb:c1:4a:20:7e", "addresses": ["192.168.178.34/24"], "is_up": True},
             {"name": "wlp6s0", "mac": "a8:7e:ea:13:9c:02", "addresses": [], "is_up": False}]
SD_BOOT = "2026-04-16T16:28:00+02:00"

sourdough = {
    "name": "sourdough",
    "clock": C1,
    "evidence": [
        steady("e1", C1, age=1800, hostname="sourdough", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-57-generic", cpu_model="AMD Ryzen 7 5700X 8-Core Processor", cpu_cores=8,
               cpu_threads=16, memory_total_bytes=SD_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 982_172_651_520},
                      {"device": "/dev/sda1", "mountpoint": "/mnt/data", "fstype": "ext4",
                       "total_bytes": 2_000_396_321_280},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                       "total_bytes": 1_124_999_168}],
               network_interfaces=SD_IFACES, dns_servers=["192.168.178.1"], default_gateway="192.168.178.1",
               installed_packages={"nvidia-driver-550": "550.120-0ubuntu0.24.04.1",
                                   "linux-image-6.8.0-57-generic": "6.8.0-57.59",
                                   "linux-image-6.8.0-59-generic": "6.8.0-59.61",
                                   "linux-firmware": "20240318.git3b128b60-0ubuntu2.11",
                                   "obs-studio": "30.0.2+dfsg-3build1", "cups": "2.4.7-1.2ubuntu7.3",
                                   "steam-installer": "1:1.0.0.79~ds-2", "flatpak": "1.14.6-1ubuntu0.1",
                                   "gnome-shell": "46.0-0ubuntu6~24.04.4", "openvpn": "2.6.12-0ubuntu0.24.04.1"},
               available_services=["cups.service", "bluetooth.service", "gdm.service", "NetworkManager.service",
                                   "ollama.service", "snapd.service", "fwupd.service", "openvpn-client@.service",
                                   "systemd-resolved.service", "unattended-upgrades.service"],
               users=[{"name": "ben", "uid": 1000, "gid": 1000, "home": "/home/ben", "shell": "/usr/bin/zsh"},
                      {"name": "mia", "uid": 1001, "gid": 1001, "home": "/home/mia", "shell": "/bin/bash"},
                      {"name": "ollama", "uid": 996, "gid": 996, "home": "/usr/share/ollama", "shell": "/bin/false"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["ben"]},
                       {"name": "lpadmin", "gid": 114, "members": ["ben", "mia"]},
                       {"name": "plugdev", "gid": 46, "members": ["ben"]},
                       {"name": "ollama", "gid": 996, "members": []}]),
        item("e2", "linux_system_info",
             system_info(18.4, [2.31, 1.87, 1.52], 191_520, SD_BOOT, SD_MEM, 12_884_901_888,
                         2_147_483_648, 805_306_368), C1, age=25),
        item("e3", "linux_processes", processes(387, SD_MEM, [
            (3390, "ollama", "ollama", 0.2, 5_637_144_576, "2026-04-18T19:40:03+02:00",
             "/usr/local/bin/ollama runner --model /usr/share/ollama/.ollama/models/blobs/sha256-6a0746a1ec1a "
             "--ctx-size 8192 --port 36411"),
            (4412, "firefox", "ben", 6.2, 4_187_593_113, "2026-04-18T18:02:11+02:00",
             "/snap/firefox/5987/usr/lib/firefox/firefox"),
            (9120, "cs2", "ben", 41.5, 3_435_973_837, "2026-04-18T20:55:40+02:00",
             "/home/ben/.local/share/Steam/steamapps/common/Counter-Strike Global Offensive/game/bin/linuxsteamrt64/cs2 -steam"),
            (5530, "steamwebhelper", "ben", 2.1, 1_288_490_189, "2026-04-18T20:51:02+02:00",
             "/home/ben/.local/share/Steam/ubuntu12_64/steamwebhelper -lang=en_US"),
            (2210, "gnome-shell", "ben", 3.4, 912_261_120, "2026-04-16T16:29:10+02:00", "/usr/bin/gnome-shell"),
            (6677, "obs", "ben", 8.9, 734_003_200, "2026-04-18T20:58:15+02:00", "obs"),
            (1840, "tracker-miner-f", "ben", 0.3, 402_653_184, "2026-04-16T16:29:14+02:00",
             "/usr/libexec/tracker-miner-fs-3"),
            (3301, "Discord", "ben", 1.1, 377_487_360, "2026-04-18T19:12:44+02:00", "/usr/share/discord/Discord"),
        ]), C1, age=30, args={"sort": "memory", "limit": 8}, complete=False),
        item("e4", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 982_172_651_520, 874_334_457_856),
            fs("/dev/sda1", "/mnt/data", "ext4", 2_000_396_321_280, 1_240_118_000_000),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_422_528),
        ]}, C1, age=40),
        item("e5", "linux_package_history", {"events": [
            package_event("2026-04-14T19:02:11+02:00", "upgrade", "nvidia-driver-550",
                          "550.107.02-0ubuntu0.24.04.1", "550.120-0ubuntu0.24.04.1"),
            package_event("2026-04-17T08:45:30+02:00", "install", "linux-image-6.8.0-59-generic", None, "6.8.0-59.61"),
            package_event("2026-04-17T08:45:31+02:00", "upgrade", "linux-firmware",
                          "20240318.git3b128b60-0ubuntu2.10", "20240318.git3b128b60-0ubuntu2.11"),
            package_event("2026-04-17T20:11:04+02:00", "install", "obs-studio", None, "30.0.2+dfsg-3build1"),
            package_event("2026-04-17T20:13:40+02:00", "remove", "kdenlive", "23.08.5-0ubuntu4", None),
        ]}, C1, age=60, args={"since_days": 7}),
        item("e6", "linux_service_status", {"units": [
            unit("cups.service", "active", "running", pid=1377, since="2026-04-16T16:28:41+02:00", desc="CUPS Scheduler"),
            unit("bluetooth.service", "active", "running", pid=1290, since="2026-04-16T16:28:39+02:00",
                 desc="Bluetooth service"),
            unit("gdm.service", "active", "running", pid=1502, since="2026-04-16T16:28:45+02:00",
                 desc="GNOME Display Manager"),
            unit("NetworkManager.service", "active", "running", pid=1301, since="2026-04-16T16:28:39+02:00",
                 desc="Network Manager"),
            unit("ollama.service", "active", "running", pid=1355, since="2026-04-16T16:28:40+02:00",
                 desc="Ollama Service"),
            unit("snapd.service", "active", "running", pid=1188, since="2026-04-16T16:28:38+02:00", desc="Snap Daemon"),
            unit("fwupd.service", "inactive", "dead", ufs="static", desc="Firmware update daemon"),
            unit("openvpn-client@work.service", "failed", "failed", since=None, desc="OpenVPN tunnel for work"),
            unit("systemd-resolved.service", "active", "running", pid=902, since="2026-04-16T16:28:36+02:00",
                 desc="Network Name Resolution"),
            unit("unattended-upgrades.service", "active", "running", pid=1420, since="2026-04-16T16:28:41+02:00",
                 desc="Unattended Upgrades Shutdown"),
        ]}, C1, age=20),
        item("e7", "linux_recent_logs", {"source": "journal", "unit": "openvpn-client@work.service", "entries": [
            log_entry("2026-04-16T16:28:44+02:00", "openvpn-client@work.service", "err",
                      "Options error: --ca fails with 'ca.crt': No such file or directory (errno=2)"),
            log_entry("2026-04-16T16:28:44+02:00", "openvpn-client@work.service", "err",
                      "Exiting due to fatal error"),
            log_entry("2026-04-16T16:28:44+02:00", "openvpn-client@work.service", "notice",
                      "openvpn-client@work.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-04-16T16:28:44+02:00", "openvpn-client@work.service", "warning",
                      "openvpn-client@work.service: Failed with result 'exit-code'."),
        ]}, C1, age=35, args={"unit": "openvpn-client@work.service", "since_minutes": 4320}),
    ],
    "answers": [
        {"q": "how much ram and cpu do i have", "ev": ["e1", "e2"],
         "a": "You have a [[s:AMD Ryzen 7 5700X]] with [[s:8 cores]] and [[s:16 threads]] and [[s:32 GB of RAM]], "
              "right now [[c:about 19 GB is used]] which is [[s:around 62%]], swap is [[c:768 MB used]] "
              "[[s:out of 2 GB]]."},
        {"q": "whats using all my memory", "ev": ["e2", "e3"],
         "a": "The process using the most memory is [[c:firefox]] with [[c:about 3.9 GB]] ([[s:12.5%]]), then "
              "[[s:cs2 at 3.2 GiB]] and [[s:steamwebhelper around 1.2 GiB]]. [[s:ollama is also using 5.6 GB]] "
              "(thats your local AI model). [[c:Discord isn't even in the top 8]] so its fine. You have "
              "[[s:387 processes]] running in total. [[u:Closing some firefox tabs would probably free about 2 GB]]."},
        {"q": "is my disk full?", "ev": ["e1", "e4"],
         "a": "Your root disk [[s:/dev/nvme0n1p2]] is [[s:89% full]], [[s:about 100 GiB free]] [[s:out of roughly "
              "1 TB]]. The data drive /mnt/data is [[c:only 38% used]] [[s:with around 760 GB free]] and "
              "[[s:the EFI partition is basically empty]]. So [[c:no, none of your disks are above 80%]], you "
              "should be ok for now."},
        {"q": "did anything update this week?", "ev": ["e1", "e5"],
         "a": "Yes this week:\n"
              "- [[s:nvidia-driver-550 was upgraded]] [[s:to 550.120]] [[c:on Wednesday]]\n"
              "- [[s:a new kernel linux-image-6.8.0-59-generic was installed]] [[s:friday morning]]\n"
              "- [[s:obs-studio installed]] [[c:and kdenlive was upgraded]]\n"
              "[[c:3 changes in total]]. You're [[s:still running 6.8.0-57]] so [[s:a reboot is needed for the new "
              "kernel]]. [[u:The nvidia update probably came from unattended-upgrades]]."},
        {"q": "are any services broken", "ev": ["e6", "e7"],
         "a": "[[s:openvpn-client@work.service has failed]], [[s:it cant find ca.crt]] so [[s:it exits with status "
              "1]], [[s:this happened thursday at 16:28]]. [[u:Probably the file got deleted when you "
              "upgraded]]. [[c:All the other services are active]] ([[s:cups]], [[s:gdm]], [[s:ollama]], "
              "[[c:fwupd]] etc). Try `sudo ls /etc/openvpn/client/` to see if the cert is there."},
        {"q": "who can use sudo on this pc", "ev": ["e1"],
         "a": "[[s:Only ben can use sudo]], [[s:he is in the sudo group]]. [[s:mia is not in sudo]], [[s:she is in "
              "lpadmin]] [[c:and plugdev]] though. ben is [[c:uid 1001]] and [[s:uses zsh]]. [[c:The ollama group "
              "has ben in it]] too."},
        {"q": "why is my pc slow when gaming", "ev": ["e1", "e2", "e3", "e4"],
         "a": "Looks like [[s:cs2 is using 41.5% CPU]] and [[s:load average is 2.31]] [[c:which is high for a 4 core "
              "cpu]]. [[s:ollama is holding over 5 GiB of RAM]] even when your not using it, and [[s:memory is at "
              "61.6%]] but [[c:swap is almost full]]. [[c:Disk is fine, 11% used]]. [[u:The GPU is probably the "
              "bottleneck]], you could stop ollama with `sudo systemctl stop ollama` while you play."},
    ],
}

# ---------------------------------------------------------------- focaccia (Fedora 40 laptop, New York)
C2 = Clock("2026-05-06T14:25:00-04:00")
FO_MEM = 16_535_961_600
FO_IFACES = [{"name": "wlp0s20f3", "mac": "3c:58:c2:91:4e:0b", "addresses": ["10.0.0.57/24"], "is_up": True},
             {"name": "tailscale0", "mac": None, "addresses": ["100.101.12.7/32"], "is_up": True},
             {"name": "virbr0", "mac": "52:54:00:7a:11:c3", "addresses": ["192.168.122.1/24"], "is_up": False}]


def _nm(time: str, priority: str, message: str) -> dict:
    return log_entry(time, "NetworkManager.service", priority, message)


focaccia = {
    "name": "focaccia",
    "clock": C2,
    "evidence": [
        steady("e1", C2, age=1800, hostname="focaccia", os_name="Fedora Linux", os_version="40", os_codename=None,
               kernel="6.13.5-100.fc40.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz",
               cpu_cores=4, cpu_threads=8, memory_total_bytes=FO_MEM, package_manager="rpm",
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510_770_802_688},
                      {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                       "total_bytes": 510_770_802_688},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                       "total_bytes": 629_145_600}],
               network_interfaces=FO_IFACES, dns_servers=["127.0.0.53"], default_gateway="10.0.0.1",
               installed_packages={"podman": "5:5.2.5-1.fc40", "tailscale": "1.80.2-1", "code": "1.98.0-1741124844.el8",
                                   "NetworkManager": "1:1.46.6-1.fc40", "firefox": "136.0-1.fc40",
                                   "python3": "3.12.9-1.fc40", "kernel": "6.13.5-100.fc40"},
               available_services=["NetworkManager.service", "tailscaled.service", "cups.service",
                                   "systemd-resolved.service", "avahi-daemon.service", "libvirtd.service",
                                   "sshd.service"],
               users=[{"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["priya"]},
                       {"name": "libvirt", "gid": 975, "members": ["priya"]}]),
        item("e2", "linux_network_info", {
            "interfaces": FO_IFACES,
            "listening": [listener(53, "127.0.0.53", 812, "systemd-resolve"),
                          listener(5355, "0.0.0.0", 812, "systemd-resolve"),
                          listener(631, "127.0.0.1", 1455, "cupsd"),
                          listener(8000, "0.0.0.0", 48211, "python3"),
                          listener(5432, "0.0.0.0", 30112, "rootlessport"),
                          listener(41641, "0.0.0.0", 1093, "tailscaled", proto="udp"),
                          listener(5353, "0.0.0.0", 905, "avahi-daemon", proto="udp")],
            "connections": [connection("10.0.0.57:51544", "140.82.113.26:443", 47002, "code"),
                            connection("10.0.0.57:40322", "142.250.80.46:443", 3920, "firefox"),
                            connection("10.0.0.57:40330", "151.101.1.140:443", 3920, "firefox"),
                            connection("10.0.0.57:53022", "10.0.0.12:22", 49870, "ssh"),
                            connection("127.0.0.1:39886", "127.0.0.1:5432", 48211, "python3"),
                            connection("10.0.0.57:8000", "10.0.0.23:61022", 48211, "python3")],
        }, C2, age=15),
        item("e3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "wlp0s20f3", "rx_bytes_per_s": 4_812_000, "tx_bytes_per_s": 215_000},
            {"name": "tailscale0", "rx_bytes_per_s": 1_200, "tx_bytes_per_s": 900},
            {"name": "lo", "rx_bytes_per_s": 3_400, "tx_bytes_per_s": 3_400},
        ]}, C2, age=420, args={"interval_seconds": 1}),
        item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "wlp0s20f3", "rx_bytes_per_s": 92_300, "tx_bytes_per_s": 14_800},
            {"name": "tailscale0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
            {"name": "lo", "rx_bytes_per_s": 2_100, "tx_bytes_per_s": 2_100},
        ]}, C2, age=10, args={"interval_seconds": 1}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
            _nm("2026-05-06T12:41:07-04:00", "info",
                "device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
            _nm("2026-05-06T12:41:09-04:00", "warning",
                "device (wlp0s20f3): state change: activated -> failed (reason 'supplicant-disconnect', "
                "sys-iface-state: 'managed')"),
            _nm("2026-05-06T12:41:12-04:00", "info",
                "device (wlp0s20f3): Activation: starting connection 'HomeNet-5G' (6b0f2a1c-3d4e-4f50-9a61-7b8c9d0e1f23)"),
            _nm("2026-05-06T12:41:20-04:00", "info", "device (wlp0s20f3): Activation: successful, device activated."),
            _nm("2026-05-06T13:58:44-04:00", "info",
                "device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
            _nm("2026-05-06T13:58:45-04:00", "warning",
                "device (wlp0s20f3): state change: activated -> failed (reason 'supplicant-disconnect', "
                "sys-iface-state: 'managed')"),
            _nm("2026-05-06T13:58:51-04:00", "info", "device (wlp0s20f3): Activation: successful, device activated."),
            _nm("2026-05-06T14:02:10-04:00", "info", "dhcp4 (wlp0s20f3): state changed new lease, address=10.0.0.57"),
        ]}, C2, age=30, args={"unit": "NetworkManager.service", "since_minutes": 180}),
        item("e6", "linux_processes", processes(298, FO_MEM, [
            (47002, "code", "priya", 38.7, 1_181_116_006, "2026-05-06T08:31:14-04:00",
             "/usr/share/code/code --type=renderer --enable-crash-reporter"),
            (3920, "firefox", "priya", 21.3, 2_254_857_830, "2026-05-06T08:25:40-04:00", "/usr/lib64/firefox/firefox"),
            (48211, "python3", "priya", 12.0, 188_743_680, "2026-05-06T13:10:02-04:00",
             "python3 manage.py runserver 0.0.0.0:8000"),
            (2133, "gnome-shell", "priya", 6.4, 745_537_536, "2026-05-06T08:22:31-04:00", "/usr/bin/gnome-shell"),
            (30140, "postgres", "525287", 3.1, 96_468_992, "2026-05-06T09:02:18-04:00", "postgres: checkpointer"),
            (1093, "tailscaled", "root", 1.2, 52_428_800, "2026-05-06T08:22:05-04:00",
             "/usr/sbin/tailscaled --state=/var/lib/tailscale/tailscaled.state --port=41641"),
        ]), C2, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
        item("e7", "linux_system_info",
             system_info(23.1, [1.12, 0.98, 0.85], 21_780, "2026-05-06T08:22:00-04:00", FO_MEM, 5_476_083_302,
                         8_589_934_592, 1_181_116_006), C2, age=25),
    ],
    "answers": [
        {"q": "why does my wifi keep dropping", "ev": ["e1", "e5"],
         "a": "Your wifi [[s:wlp0s20f3]] [[s:dropped twice]] in the last few hours, [[s:once at 12:41]] and "
              "[[c:again at 1:48 pm]]. [[s:Both times the reason was supplicant-disconnect]]. [[s:The first time it "
              "reconnected to HomeNet-5G]] [[s:within about 10 seconds]] and [[s:you got 10.0.0.57 again]] from "
              "dhcp. [[u:This is usually caused by the router changing channel or power saving on the Intel "
              "card]], try `sudo iw dev wlp0s20f3 set power_save off`."},
        {"q": "what ports are open on my laptop", "ev": ["e2"],
         "a": "Open ports on your laptop:\n"
              "- [[s:8000]] - [[s:python3]] on [[s:0.0.0.0]] so [[s:its reachable from other machines]]\n"
              "- [[s:5432]] - rootlessport ([[u:probably a postgres container in podman]])\n"
              "- [[s:631]] - cups, [[s:only on localhost]]\n"
              "- [[c:22]] - ssh\n"
              "- [[s:53]] - systemd-resolved on [[s:127.0.0.53]]\n"
              "- [[s:41641]] - tailscale [[c:(tcp)]]\n"
              "[[c:6 ports total]]. [[s:Someone at 10.0.0.23 is connected to your dev server]] right now."},
        {"q": "is my internet slow right now? whats the download speed", "ev": ["e1", "e3"],
         "a": "Right now your wifi is [[t:downloading at about 4.8 MB/s]] [[t:and uploading around 215 KB/s]], "
              "which is [[t:roughly 38 Mbit/s]] down. [[u:That's pretty normal for wifi]]. [[s:tailscale0 is up]] "
              "but [[t:its barely doing anything]]."},
        {"q": "can you check the speed again", "ev": ["e4"],
         "a": "Now [[s:wlp0s20f3 is only receiving ~92 KB/s]] [[s:and sending about 15 KB/s]], [[c:that's about "
              "7 Mbit/s]]. [[s:tailscale isn't doing any traffic]]. [[u:The download earlier was probably a dnf "
              "update]] that finished."},
        {"q": "what is eating my cpu", "ev": ["e6", "e7"],
         "a": "[[s:code]] is the top one [[s:at 38.7%]], [[s:then firefox 21.3%]] and [[c:python3 at 21%]]. "
              "Overall [[s:cpu is 23%]] and [[u:load is about 1.1 (e6)]]. [[c:Firefox is using 3.1 GB of ram]]. "
              "[[s:The python3 one is your django dev server]] (manage.py runserver). [[c:tailscaled is not in the "
              "list]] so its not a problem."},
        {"q": "how much ram does this laptop have and how much is free", "ev": ["e1", "e7"],
         "a": "It has [[s:16 GB RAM]] ([[s:15.4 GiB usable]]) and [[c:about 6.1 GB is available]]. Used is "
              "[[s:about 67%]]. There is [[s:8 GiB of swap]] ([[u:its zram]]) with [[s:1.1 GiB of it used]]. "
              "[[c:Uptime is about 3 hours]]."},
        {"q": "is tailscale connected and whats my tailscale ip", "ev": ["e1", "e2"],
         "a": "[[s:Yes tailscale0 is up]] [[s:with 100.101.12.7]]. [[s:tailscaled is listening on UDP 41641]]. "
              "[[u:You're connected to your tailnet]] fine. [[c:Your ssh session to 10.0.0.12 is going over "
              "tailscale]]. [[s:The version installed is 1.80.2]]."},
    ],
}

# ---------------------------------------------------------------- ciabatta (Debian 12 home server, London)
C3 = Clock("2026-06-21T08:05:00+01:00")
CI_MEM = 16_487_079_936
CI_IFACES = [{"name": "enp1s0", "mac": "7c:83:34:b2:19:e5", "addresses": ["192.168.1.20/24"], "is_up": True},
             {"name": "docker0", "mac": "02:42:5e:a3:0c:91", "addresses": ["172.17.0.1/16"], "is_up": True}]

ciabatta = {
    "name": "ciabatta",
    "clock": C3,
    "evidence": [
        steady("e1", C3, age=3600, hostname="ciabatta", os_name="Debian GNU/Linux", os_version="12",
               os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz",
               cpu_cores=4, cpu_threads=4, memory_total_bytes=CI_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_107_195_904},
                      {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4",
                       "total_bytes": 7_751_271_841_792}],
               network_interfaces=CI_IFACES, dns_servers=["127.0.0.1", "1.1.1.1"], default_gateway="192.168.1.1",
               installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm",
                                   "docker-compose-plugin": "2.29.7-1~debian.12~bookworm", "mdadm": "4.2-5",
                                   "smartmontools": "7.3-1+b1", "samba": "2:4.17.12+dfsg-0+deb12u1",
                                   "openssh-server": "1:9.2p1-2+deb12u3", "openssl": "3.0.16-1~deb12u1",
                                   "linux-image-6.1.0-31-amd64": "6.1.128-1"},
               available_services=["docker.service", "containerd.service", "ssh.service", "smbd.service",
                                   "nmbd.service", "mdmonitor.service", "smartmontools.service"],
               users=[{"name": "tom", "uid": 1000, "gid": 1000, "home": "/home/tom", "shell": "/bin/bash"}],
               groups=[{"name": "docker", "gid": 999, "members": ["tom"]},
                       {"name": "sudo", "gid": 27, "members": ["tom"]},
                       {"name": "sambashare", "gid": 110, "members": ["tom"]}]),
        item("e2", "linux_containers", {"runtime": "docker", "containers": [
            box("a1f3c9e2b7d4", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 3 days",
                "2026-05-30T11:20:04+01:00", ["0.0.0.0:8096->8096/tcp"]),
            box("b7e2d1c04a9f", "nextcloud", "nextcloud:29-apache", "running", "Up 3 days",
                "2026-04-12T16:02:51+01:00", ["0.0.0.0:8080->80/tcp"]),
            box("c3d9a8f1e620", "nextcloud-db", "mariadb:10.11", "running", "Up 3 days", "2026-04-12T16:02:49+01:00"),
            box("d4c8b2a7f311", "pihole", "pihole/pihole:2024.07.0", "running", "Up 3 days (healthy)",
                "2026-03-02T09:40:12+00:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
            box("8f2c61d0b9aa", "qbittorrent", "lscr.io/linuxserver/qbittorrent:4.6.7", "exited",
                "Exited (137) 9 hours ago", "2026-05-30T11:21:40+01:00"),
            box("e91b7c3f5d02", "watchtower", "containrrr/watchtower:1.7.1", "restarting",
                "Restarting (1) 40 seconds ago", "2026-03-02T09:44:30+00:00"),
            box("f05a2e8c7b13", "uptime-kuma", "louislam/uptime-kuma:1", "running", "Up 2 days",
                "2026-02-14T14:10:00+00:00", ["0.0.0.0:3001->3001/tcp"]),
        ]}, C3, age=20, args={"all": True}),
        item("e3", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 245_107_195_904, 61_203_000_000),
            fs("/dev/md0", "/srv/media", "ext4", 7_751_271_841_792, 7_210_883_000_000),
        ]}, C3, age=30),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
            log_entry("2026-06-20T22:58:02+01:00", "docker.service", "info",
                      "Container failed to exit within 10s of signal 15 - using the force container=8f2c61d0b9aa"),
            log_entry("2026-06-20T22:58:12+01:00", "docker.service", "info",
                      "ignoring event container=8f2c61d0b9aa module=libcontainerd namespace=moby "
                      "topic=/tasks/delete type=\"*events.TaskDelete\""),
            log_entry("2026-06-21T03:00:14+01:00", "docker.service", "err",
                      "Not continuing with pull after error: unauthorized: authentication required"),
            log_entry("2026-06-21T08:04:20+01:00", "docker.service", "info",
                      "ignoring event container=e91b7c3f5d02 module=libcontainerd namespace=moby "
                      "topic=/tasks/delete type=\"*events.TaskDelete\""),
        ]}, C3, age=45, args={"unit": "docker.service", "since_minutes": 720}),
        item("e5", "linux_file_read", {"path": "/proc/mdstat", "offset": 0, "limit": 50, "total_lines": 6, "lines": [
            "Personalities : [raid1] [linear] [multipath] [raid0] [raid6] [raid5] [raid4] [raid10] ",
            "md0 : active raid1 sdc1[1] sdb1[0]",
            "      7813893120 blocks super 1.2 [2/2] [UU]",
            "      bitmap: 3/59 pages [12KB], 65536KB chunk",
            "",
            "unused devices: <none>",
        ]}, C3, age=50, args={"path": "/proc/mdstat"}),
        item("e6", "linux_network_info", {
            "interfaces": CI_IFACES,
            "listening": [listener(22, "0.0.0.0", 688, "sshd"), listener(445, "0.0.0.0", 902, "smbd"),
                          listener(139, "0.0.0.0", 902, "smbd"), listener(8096, "0.0.0.0", 2101, "docker-proxy"),
                          listener(8080, "0.0.0.0", 2144, "docker-proxy"), listener(53, "0.0.0.0", 2188, "docker-proxy"),
                          listener(53, "0.0.0.0", 2201, "docker-proxy", proto="udp"),
                          listener(8081, "0.0.0.0", 2230, "docker-proxy"),
                          listener(3001, "0.0.0.0", 2275, "docker-proxy")],
            "connections": [connection("192.168.1.20:8096", "192.168.1.55:50122", 2101, "docker-proxy"),
                            connection("192.168.1.20:22", "192.168.1.12:51877", 31022, "sshd"),
                            connection("192.168.1.20:445", "192.168.1.12:49688", 30877, "smbd"),
                            connection("192.168.1.20:8080", "192.168.1.77:40211", 2144, "docker-proxy")],
        }, C3, age=25),
        item("e7", "linux_package_history", {"events": [
            package_event("2026-06-02T06:25:41+01:00", "upgrade", "docker-ce", "5:27.3.0-1~debian.12~bookworm",
                          "5:27.3.1-1~debian.12~bookworm"),
            package_event("2026-06-02T06:25:43+01:00", "upgrade", "docker-ce-cli", "5:27.3.0-1~debian.12~bookworm",
                          "5:27.3.1-1~debian.12~bookworm"),
            package_event("2026-06-10T06:40:03+01:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
            package_event("2026-06-10T06:40:04+01:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
            package_event("2026-06-17T06:38:55+01:00", "upgrade", "linux-image-6.1.0-31-amd64", "6.1.124-1",
                          "6.1.128-1"),
        ]}, C3, age=100, args={"since_days": 30}),
        item("e8", "linux_system_info",
             system_info(7.5, [0.41, 0.38, 0.52], 262_200, "2026-06-18T07:15:00+01:00", CI_MEM, 9_663_676_416,
                         1_073_741_824, 0), C3, age=20),
    ],
    "answers": [
        {"q": "which containers are running", "ev": ["e2"],
         "a": "You have [[s:5 running]]: [[s:jellyfin]], [[s:nextcloud]], [[s:nextcloud-db]], [[s:pihole]] and "
              "[[s:uptime-kuma]]. [[s:pihole is healthy]]. [[s:qbittorrent has exited]] [[c:and watchtower too]], "
              "[[c:both about 9 hours ago]]. You can start them with `docker start qbittorrent watchtower`."},
        {"q": "why did qbittorrent stop", "ev": ["e2", "e4"],
         "a": "qbittorrent [[s:exited with code 137]] [[c:about 3 hours ago]]. [[u:137 means it was killed by the "
              "OOM killer]], [[u:it probably ran out of memory]]. In the docker log [[s:docker had to force kill "
              "it]] [[s:after it didnt stop within 10s]] [[s:last night at 22:58]]. [[u:Watchtower probably "
              "stopped it to update the image]]."},
        {"q": "how full is my media array", "ev": ["e1", "e3", "e5"],
         "a": "/srv/media is [[s:93% full]], [[c:only about 540 GiB left]]. [[s:Its md0]], [[s:a raid1]] [[s:with "
              "sdb1 and sdc1]], [[s:both disks are up]] (UU). [[c:Total size is about 8 TiB]]. [[s:The root disk is "
              "only 25% used]]. [[u:At this rate it'll be full in a few weeks]] so maybe think about bigger disks."},
        {"q": "what's listening on this server", "ev": ["e2", "e6"],
         "a": "| Port | What |\n|---|---|\n"
              "| [[s:22]] | [[s:sshd]] |\n"
              "| [[s:445]] | [[s:smbd]] |\n"
              "| [[s:8096]] | [[s:docker-proxy]] ([[s:jellyfin]]) |\n"
              "| [[s:8080]] | docker-proxy ([[s:nextcloud]]) |\n"
              "| [[s:53]] | [[s:pihole]] |\n"
              "| [[c:8443]] | uptime-kuma |\n\n"
              "[[c:samba is also on 137]]. [[s:There's one ssh session from 192.168.1.12]] and "
              "[[s:192.168.1.55 is connected to jellyfin]], [[u:probably your TV]]."},
        {"q": "did any updates install recently, do i need to reboot", "ev": ["e1", "e7", "e8"],
         "a": "In the last month there were [[c:3 updates]]: [[s:docker-ce to 27.3.1]] [[s:on June 2]], "
              "[[s:openssl to 3.0.16]] [[c:on June 12]], [[s:and a kernel update 6.1.128]] [[s:on the 17th]]. "
              "[[s:You rebooted since then]] so [[s:no reboot needed]], [[c:uptime is 5 days]]."},
        {"q": "is the server under load? ram usage?", "ev": ["e1", "e8"],
         "a": "No, [[s:load is 0.41]] [[c:on 8 cores]], [[u:cpu at 7.5% (e3)]]. RAM: [[s:16 GB total]], [[c:about 9 GB "
              "used]], [[s:no swap used]]. [[u:Jellyfin transcoding would push it higher]] though."},
        {"q": "who's in the docker group", "ev": ["e1"],
         "a": "[[s:tom is the only member of docker]]. [[s:tom is also in sudo]] [[c:but not sambashare]]. "
              "[[s:His home is /home/tom]]. [[c:root is in the docker group too]]."},
    ],
}

# ---------------------------------------------------------------- pumpernickel (Rocky 9.5 PostgreSQL, UTC)
C4 = Clock("2026-02-09T03:20:00+00:00")
PU_MEM = 134_641_483_776
PU_IFACES = [{"name": "ens3f0", "mac": "b4:96:91:3c:7a:10", "addresses": ["10.20.1.5/24"], "is_up": True}]


def _pg(time: str, priority: str, message: str) -> dict:
    return log_entry(time, "postgresql-16.service", priority, message)


_pu_steady = steady("e1", C4, age=7200, hostname="pumpernickel", domain="db.internal", os_name="Rocky Linux",
                    os_version="9.5", os_codename="Blue Onyx", kernel="5.14.0-503.22.1.el9_5.x86_64",
                    cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=32, cpu_threads=64,
                    memory_total_bytes=PU_MEM, package_manager="rpm",
                    disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs",
                            "total_bytes": 75_125_227_520},
                           {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                            "total_bytes": 1_920_383_410_176},
                           {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "xfs",
                            "total_bytes": 1_063_256_064}],
                    network_interfaces=PU_IFACES, dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.1.1",
                    installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                                        "pgbouncer": "1.23.1-1.rhel9", "node_exporter": "1.8.2-1.el9",
                                        "postgres_exporter": "0.15.0-1.el9", "kernel": "5.14.0-503.22.1.el9_5"},
                    available_services=["postgresql-16.service", "pgbouncer.service", "sshd.service",
                                        "node_exporter.service", "postgres_exporter.service", "chronyd.service"],
                    users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                           {"name": "pgbouncer", "uid": 994, "gid": 991, "home": "/var/lib/pgbouncer",
                            "shell": "/sbin/nologin"},
                           {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
                    groups=[{"name": "wheel", "gid": 10, "members": ["ops"]},
                            {"name": "postgres", "gid": 26, "members": []}])
_pu_steady["data"]["stale_sources"] = ["packages"]

pumpernickel = {
    "name": "pumpernickel",
    "clock": C4,
    "evidence": [
        _pu_steady,
        item("e2", "linux_service_status",
             unit("postgresql-16.service", "active", "running", pid=1822, since="2026-01-27T04:11:09+00:00",
                  desc="PostgreSQL 16 database server"), C4, age=20, args={"name": "postgresql-16"}),
        item("e3", "linux_service_status",
             unit("pgbouncer.service", "active", "running", pid=3391, since="2026-02-09T02:47:15+00:00",
                  desc="A lightweight connection pooler for PostgreSQL"), C4, age=20, args={"name": "pgbouncer"}),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
            _pg("2026-02-09T02:44:51+00:00", "err", "[40122] reporting@analytics 10.20.4.33: FATAL:  password "
                "authentication failed for user \"reporting\""),
            _pg("2026-02-09T02:44:53+00:00", "err", "[40125] reporting@analytics 10.20.4.33: FATAL:  password "
                "authentication failed for user \"reporting\""),
            _pg("2026-02-09T02:45:02+00:00", "err", "[40131] reporting@analytics 10.20.4.33: FATAL:  password "
                "authentication failed for user \"reporting\""),
            _pg("2026-02-09T02:46:30+00:00", "err", "[40210] app@shop 127.0.0.1: FATAL:  remaining connection slots "
                "are reserved for roles with the SUPERUSER attribute"),
            _pg("2026-02-09T02:46:31+00:00", "err", "[40214] app@shop 127.0.0.1: FATAL:  remaining connection slots "
                "are reserved for roles with the SUPERUSER attribute"),
            _pg("2026-02-09T02:50:41+00:00", "info", "[1830] LOG:  checkpoint starting: time"),
            _pg("2026-02-09T02:55:12+00:00", "info", "[1830] LOG:  checkpoint complete: wrote 18234 buffers (13.9%); "
                "0 WAL file(s) added, 0 removed, 9 recycled; write=269.8 s, sync=0.4 s, total=271.0 s"),
            _pg("2026-02-09T03:05:41+00:00", "info", "[1830] LOG:  checkpoint starting: time"),
        ]}, C4, age=40, args={"unit": "postgresql-16", "since_minutes": 60}),
        item("e5", "linux_disk_usage", {"filesystems": [
            fs("/dev/mapper/rl-root", "/", "xfs", 75_125_227_520, 18_403_000_000),
            fs("/dev/nvme1n1", "/var/lib/pgsql", "xfs", 1_920_383_410_176, 1_571_004_000_000),
            fs("/dev/nvme0n1p2", "/boot", "xfs", 1_063_256_064, 412_000_000),
        ]}, C4, age=35),
        item("e6", "linux_processes", processes(96, PU_MEM, [
            (40877, "postgres", "postgres", 88.2, 1_395_864_371, "2026-02-09T03:01:12+00:00",
             "postgres: reporting analytics 10.20.4.33(51220) SELECT"),
            (40911, "postgres", "postgres", 42.5, 734_003_200, "2026-02-09T02:48:02+00:00",
             "postgres: app shop 127.0.0.1(40122) idle in transaction"),
            (1830, "postgres", "postgres", 3.1, 4_509_715_660, "2026-01-27T04:11:09+00:00", "postgres: checkpointer"),
            (1831, "postgres", "postgres", 1.9, 2_254_857_830, "2026-01-27T04:11:09+00:00",
             "postgres: background writer"),
            (1835, "postgres", "postgres", 0.8, 33_554_432, "2026-01-27T04:11:09+00:00", "postgres: walwriter"),
            (1822, "postgres", "postgres", 0.1, 35_651_584, "2026-01-27T04:11:09+00:00",
             "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
        ]), C4, age=500, args={"name": "postgres", "sort": "cpu", "limit": 6}, complete=False),
        item("e7", "linux_network_info", {
            "interfaces": PU_IFACES,
            "listening": [listener(5432, "0.0.0.0", 1822, "postgres"), listener(6432, "0.0.0.0", 3391, "pgbouncer"),
                          listener(22, "0.0.0.0", 1010, "sshd"), listener(9100, "::", 1101, "node_exporter"),
                          listener(9187, "::", 1120, "postgres_exporter")],
            "connections": [connection("10.20.1.5:6432", "10.20.4.21:55012", 3391, "pgbouncer"),
                            connection("10.20.1.5:6432", "10.20.4.22:41930", 3391, "pgbouncer"),
                            connection("10.20.1.5:6432", "10.20.4.21:55018", 3391, "pgbouncer"),
                            connection("10.20.1.5:5432", "10.20.4.33:51220", 40877, "postgres"),
                            connection("127.0.0.1:40122", "127.0.0.1:5432", 3391, "pgbouncer"),
                            connection("10.20.1.5:22", "10.20.0.50:60122", 40501, "sshd"),
                            connection("10.20.1.5:9100", "10.20.0.9:38812", 1101, "node_exporter")],
        }, C4, age=30),
        item("e8", "linux_system_info",
             system_info(34.0, [11.8, 9.4, 6.1], 1_120_260, "2026-01-27T04:09:00+00:00", PU_MEM, 41_875_931_136,
                         4 * GiB, 256 * MiB), C4, age=20),
        item("e9", "linux_package_history", {"events": [
            package_event("2026-01-27T04:05:33+00:00", "upgrade", "postgresql16", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
            package_event("2026-01-27T04:05:35+00:00", "upgrade", "postgresql16-server", "16.5-1PGDG.rhel9",
                          "16.6-1PGDG.rhel9"),
            package_event("2026-01-27T04:05:36+00:00", "upgrade", "postgresql16-libs", "16.5-1PGDG.rhel9",
                          "16.6-1PGDG.rhel9"),
            package_event("2026-02-09T02:46:58+00:00", "upgrade", "pgbouncer", "1.23.1-1.rhel9", "1.24.0-1.rhel9"),
        ]}, C4, age=60, args={"since_days": 30}),
    ],
    "answers": [
        {"q": "is postgres up?", "ev": ["e2", "e8"],
         "a": "Yes [[s:postgresql-16 is active (running)]] [[s:with main pid 1822]], [[s:it's been up since Jan "
              "27]] so [[s:about 2 weeks]] ([[c:15 days]]). [[s:The service is enabled]]. [[c:Load average is 6.1]] "
              "right now which is ok."},
        {"q": "why did the app get connection errors around 2:45", "ev": ["e3", "e4", "e9"],
         "a": "Around 2:45 there were [[s:3 failed password logins for user reporting]] [[s:from 10.20.4.33]] and "
              "then [[s:at 02:46]] [[s:2 'remaining connection slots are reserved' errors]] [[s:for app on the shop "
              "db]], [[u:so max_connections was full]] [[u:because pgbouncer was restarting]]. [[s:pgbouncer was "
              "upgraded to 1.24.0]] [[c:at 02:40]] [[s:and restarted at 02:47]]."},
        {"q": "how much disk space is left for the database", "ev": ["e1", "e2", "e5"],
         "a": "[[s:/var/lib/pgsql]] [[u:has about 349 GB free (e2)]] [[s:(81.8% used)]] [[c:of 2 TiB]]. [[s:It's "
              "on nvme1n1]] [[s:with xfs]]. [[c:root is at 38%]]. [[u:At the current rate you have about 2 months "
              "left]]."},
        {"q": "what queries are using the cpu", "ev": ["e6"],
         "a": "[[t:The top one is pid 40877]], [[t:a SELECT from reporting on the analytics db]] [[t:using 88% "
              "cpu]], [[t:then an app connection that is idle in transaction at 42.5%]] [[u:which is probably a "
              "stuck transaction]]. [[t:checkpointer is at 3.1%]] and [[t:the walwriter is the busiest background "
              "process]]. [[t:There are 96 postgres processes]]."},
        {"q": "which packages changed this month? are the versions current", "ev": ["e1", "e9"],
         "a": "[[s:postgresql16 went from 16.5 to 16.6]] [[s:on Jan 27]] [[c:(a Monday)]], [[s:pgbouncer got "
              "upgraded tonight]] [[s:to 1.24.0]]. [[c:That's 2 updates in total]]. Installed versions: "
              "[[c:pgbouncer 1.23.1]], [[t:node_exporter 1.8.2]], [[t:postgres_exporter 0.15.0]]."},
        {"q": "who is connected to the database right now", "ev": ["e7"],
         "a": "There are [[s:3 client connections to pgbouncer on 6432]] [[s:from 10.20.4.21]] [[c:and "
              "10.20.4.23]], [[s:one direct connection to 5432 from 10.20.4.33]], and [[s:pgbouncer itself "
              "connects to postgres over 127.0.0.1]]. [[s:Also an ssh session from 10.20.0.50]]. [[c:node_exporter "
              "is listening on 9187]] and [[c:postgres only listens on localhost]]."},
        {"q": "is the server ok memory wise, and who's in wheel", "ev": ["e1", "e8"],
         "a": "Memory: [[s:125 GiB total]], [[c:used 92 GiB]], [[s:about 69%]], [[s:swap 256 MiB used]] [[s:of 4 "
              "GiB]], [[s:uptime about 13 days]]. [[s:Only ops is in wheel]], [[c:the postgres user has "
              "/sbin/nologin]] so it cant log in. [[u:Nothing is leaking memory]]."},
    ],
}

# ---------------------------------------------------------------- naan (k3s control plane, India)
C5 = Clock("2026-08-12T11:50:00+05:30")
NA_MEM = 67_347_333_120


def _k3s(time: str, priority: str, message: str) -> dict:
    return log_entry(time, "k3s.service", priority, message)


_w2_ready = _node("naan-w2", True, "v1.29.8+k3s1", "Ubuntu 20.04.6 LTS")

naan = {
    "name": "naan",
    "clock": C5,
    "evidence": [
        steady("e1", C5, age=900, hostname="naan-cp1", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
               kernel="5.15.0-119-generic", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
               cpu_threads=32, memory_total_bytes=NA_MEM,
               disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 214_748_364_800},
                      {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "ext4",
                       "total_bytes": 499_963_174_912}],
               network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:20:6a:11", "addresses": ["192.168.50.11/24"],
                                    "is_up": True},
                                   {"name": "cni0", "mac": "be:1f:73:0a:42:9d", "addresses": ["10.42.0.1/24"],
                                    "is_up": True}],
               dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
               installed_packages={"containerd.io": "1.7.20-1", "open-iscsi": "2.1.5-1ubuntu1.1",
                                   "nfs-common": "1:2.6.1-1ubuntu1.2"},
               available_services=["k3s.service", "ssh.service", "iscsid.service"],
               users=[{"name": "arjun", "uid": 1000, "gid": 1000, "home": "/home/arjun", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["arjun"]}]),
        item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            _node("naan-cp1", True, "v1.30.4+k3s1", "Ubuntu 22.04.4 LTS", control_plane=True),
            _node("naan-w1", True, "v1.30.4+k3s1", "Ubuntu 22.04.4 LTS"),
            _node("naan-w2", False, "v1.29.8+k3s1", "Ubuntu 20.04.6 LTS"),
        ]}, C5, age=30, args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
            pod("api-7c9d8f6b5-2xkqp", "shop", "Running", "naan-w1", 0, True, started="2026-08-10T09:14:22+05:30"),
            pod("api-7c9d8f6b5-h8zvn", "shop", "Running", "naan-cp1", 1, True, started="2026-08-11T22:03:40+05:30"),
            pod("api-7c9d8f6b5-qq4rt", "shop", "Pending", "naan-w2", 0, False, waiting="ContainerCreating"),
            pod("worker-5f7b9c4d8-mm2lp", "shop", "Running", "naan-w1", 14, False, waiting="CrashLoopBackOff"),
            pod("worker-5f7b9c4d8-t9wzc", "shop", "Running", "naan-cp1", 0, True, started="2026-08-10T09:15:02+05:30"),
            pod("frontend-66b8d9c7f-zr5tk", "shop", "Running", "naan-cp1", 0, True, started="2026-08-10T09:15:30+05:30"),
            pod("frontend-66b8d9c7f-x2m8d", "shop", "Running", "naan-w1", 0, True, started="2026-08-10T09:15:31+05:30"),
            pod("redis-0", "shop", "Running", "naan-w1", 0, True, started="2026-08-01T18:40:12+05:30"),
        ]}, C5, age=40, args={"resource": "pods", "namespace": "shop"}),
        item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
            deployment("api", "shop", 3, 2), deployment("worker", "shop", 2, 1), deployment("frontend", "shop", 2, 2),
        ]}, C5, age=40, args={"resource": "deployments", "namespace": "shop"}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
            _k3s("2026-08-12T11:21:04+05:30", "info", "node_lifecycle_controller: Node naan-w2 is NotReady as of "
                 "2026-08-12 11:21:04 +0530 IST. Adding it to the Taint queue."),
            _k3s("2026-08-12T11:31:44+05:30", "warning", "pod_workers.go: \"Error syncing pod, skipping\" "
                 "err=\"failed to \\\"StartContainer\\\" for \\\"worker\\\" with CrashLoopBackOff: \\\"back-off 5m0s "
                 "restarting failed container=worker pod=worker-5f7b9c4d8-mm2lp_shop\\\"\""),
            _k3s("2026-08-12T11:43:12+05:30", "warning", "pod_workers.go: \"Error syncing pod, skipping\" "
                 "err=\"failed to \\\"StartContainer\\\" for \\\"worker\\\" with CrashLoopBackOff: \\\"back-off 5m0s "
                 "restarting failed container=worker pod=worker-5f7b9c4d8-mm2lp_shop\\\"\""),
            _k3s("2026-08-12T11:47:55+05:30", "err", "Remotedialer proxy error; reconnecting... "
                 "error=\"dial tcp 192.168.50.13:10250: connect: no route to host\" node=naan-w2"),
        ]}, C5, age=50, args={"unit": "k3s.service", "since_minutes": 60}),
        item("e6", "linux_system_info",
             system_info(72.5, [9.1, 7.8, 6.0], 3_542_400, "2026-07-01T11:50:00+05:30", NA_MEM, 8 * GiB, 0, 0),
             C5, age=600),
        item("e7", "linux_system_info",
             system_info(18.2, [3.4, 4.1, 5.0], 3_543_000, "2026-07-01T11:50:00+05:30", NA_MEM, 30_064_771_072, 0, 0),
             C5, age=15),
        item("e8", "linux_disk_usage", {"filesystems": [
            fs("/dev/sda2", "/", "ext4", 214_748_364_800, 152_471_339_008),
            fs("/dev/sdb1", "/var/lib/rancher", "ext4", 499_963_174_912, 120_000_000_000),
        ]}, C5, age=25),
        item("e9", "kubernetes_get", {"context": "default", "namespace": None, "items": [_w2_ready]}, C5, age=20,
             args={"resource": "nodes", "name": "naan-w2"}),
    ],
    "answers": [
        {"q": "are all my nodes ready", "ev": ["e2"],
         "a": "No, [[s:naan-w2 is NotReady]]. [[s:naan-cp1]] and [[s:naan-w1]] are [[s:Ready]]. [[s:naan-w2 is "
              "also on an older k3s, v1.29.8]] [[c:and Ubuntu 22.04]] while [[s:the others run v1.30.4+k3s1]]. So "
              "[[c:2 out of 4 nodes are ready]]."},
        {"q": "why is w2 not ready", "ev": ["e2", "e5"],
         "extra": [user("u1", "I think w2 rebooted last night for updates, not sure", C5, age=120)],
         "a": "[[s:The k3s log says naan-w2 went NotReady at 11:21]] [[c:about an hour ago]]. [[s:The control "
              "plane cant reach its kubelet on 192.168.50.13:10250]] [[s:(no route to host)]], [[u:so the node is "
              "probably powered off or its network is down]]. [[u:The reboot last night probably didn't come back "
              "up]]. Check it with `ping 192.168.50.13`."},
        {"q": "what pods are broken in shop", "ev": ["e3", "e4"],
         "a": "In shop:\n"
              "- [[s:worker-5f7b9c4d8-mm2lp is in CrashLoopBackOff]] [[s:with 14 restarts]] [[s:on naan-w1]]\n"
              "- [[s:api-7c9d8f6b5-qq4rt is stuck in ContainerCreating]] [[c:on naan-w1]]\n"
              "- [[c:frontend is 1/2 ready]]\n"
              "[[s:api deployment has 2 of 3 ready]], [[s:worker 1/2]]. [[c:All the other pods have 0 restarts]]. "
              "[[u:The worker is probably crashing because redis isn't reachable]]."},
        {"q": "how loaded is the control plane", "ev": ["e1", "e6"],
         "a": "[[t:CPU is at 72.5%]] and [[t:the 1 minute load is 9.1]] [[s:on 16 cores]]/[[s:32 threads]], "
              "[[t:up for 41 days]]. [[t:Memory has about 8 GB free]]. [[u:Its busy because of the crashlooping "
              "worker]]."},
        {"q": "how loaded is the control plane now", "ev": ["e7"],
         "a": "Right now [[s:cpu 18%]], [[c:load 5.0]] and [[s:load is going down]]. [[s:About 35 GiB of RAM "
              "used]], [[s:55%]], [[c:swap 2 GiB used]]. [[c:Uptime is about 14 days]]."},
        {"q": "disk space on the control plane?", "ev": ["e1", "e8"],
         "a": "[[s:/ is 71% used]] [[c:with about 80 GB free]]. [[s:/var/lib/rancher]] [[s:is only 24% used]], "
              "[[s:about 380 GB free]]. [[u:containerd images are whats using most of /]]."},
        {"q": "which node is the api running on", "ev": ["e3"],
         "a": "[[s:The api has 3 pods]]: [[s:one on naan-w1]], [[s:one on naan-cp1]] [[s:and one on naan-w2]] "
              "[[s:that's not started]]. [[c:The one on cp1 has restarted 3 times]]. [[s:redis-0 is on naan-w1]] "
              "[[c:together with both frontend pods]]."},
        {"q": "is w2 back?", "ev": ["e2", "e9"],
         "a": "[[u:naan-w2 is still NotReady]], [[s:its kubelet is v1.29.8+k3s1]] [[s:on Ubuntu 20.04.6]]. "
              "[[u:Should be back soon]]."},
    ],
}

MACHINES = [sourdough, focaccia, ciabatta, pumpernickel, naan]
