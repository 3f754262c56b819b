"""116th generation (written blind, in the manner of OpenChat 3.5 / Starling 7B: friendly and mid-length,
mixes a sentence of prose with a compact table, answers the literal question first and then volunteers extra
facts (the volunteered ones carry most of the mistakes), rounds percentages to whole numbers, mixes 12-hour
and 24-hour clock times, sometimes says "none" when a listing was cut, and hedges with "It looks like").

All clocks are in Australia/Perth (+08:00, no daylight saving).

bagel — an Ubuntu 24.04 small-office file and print server (Samba, CUPS) with four staff accounts and groups
staff/accounts/lpadmin/sambashare. Evidence: steady state (b1); cups.service alone (b2, fresh, active) and the
all-units listing (b3, fresh, says cups.service failed) — two fresh items that disagree; the CUPS error_log
for the last two hours (b4, complete) with job 4187 stuck retrying the Office-LaserJet at 192.168.10.60:9100;
disk usage (b5); lines 31-50 of smb.conf (b6); processes by memory (b7, stale at 15 minutes and cut to 5);
network info with three SMB clients, one SSH session and the CUPS backend stuck in SYN_SENT (b8).

pretzel — a Fedora 41 gaming desktop (Ryzen 7 7800X3D, RTX on the RPM Fusion driver) playing Elden Ring under
Proton 9.0 (Beta), with Steam and a Flatpak Discord. Evidence: steady state (p1); processes by CPU (p2, fresh,
cut to 8 of 412); system info (p3); package history (p4, complete: NVIDIA 560.35.03 -> 565.57.01 on 13 Nov,
new kernel); network traffic (p5, stale at 7 minutes); journal grep for nvidia/NVRM/akmods (p6, with two
Xid 109 warnings at 22:38); a failed read of the akmods build log (p7, permission denied); disk I/O (p8).

baguette — a Debian 12 VPS running WordPress under Apache with MariaDB in Docker and no fail2ban. Evidence:
steady state (g1); the access log grepped for wp-login.php (g2, cut to 12 lines: a burst from 203.0.113.77 with
python-requests, then the owner logging in from 192.0.2.14 with a 302); containers (g3, complete, one exited
backup container); apache2 alone (g4); system info during the burst (g5, stale at 21 minutes); network
traffic (g6); web-root file changes over a day (g7, complete).

bannock — an openSUSE Leap 15.6 storage server: MinIO on a 16 TB md RAID 6 (/srv/minio) and a nightly restic
backup onto an 8 TB disk (/backup, 91% full). Evidence: steady state (n1); disk I/O (n2: sdf 98% busy
writing); processes by CPU (n3, cut to 6); backup-restic.service alone (n4, main PID is the wrapper 20502, not
restic 20514); disk usage (n5); the service's journal for 25 hours (n6, last night's run 01:00-04:47); network
info (n7, stale at 25 minutes); the timer file (n8); network traffic (n9).

pita — a single-node k3s on an Intel N100 mini PC (Debian 12) running Home Assistant, ESPHome, Mosquitto and
Zigbee2MQTT; the Zigbee dongle re-enumerated from ttyUSB0 to ttyUSB1 at 16:22 and Zigbee2MQTT has been in
CrashLoopBackOff since. Evidence: steady state (k1); pods (k2, fresh, 38 restarts); deployments (k3); nodes
(k4); kernel journal for the USB dongle (k5); the pod's log (k6); file changes under the Zigbee2MQTT data
directory (k7); its configuration.yaml (k8); system info (k9); an older pod listing (k10, stale at 40
minutes, 31 restarts).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------- bagel

B = Clock("2026-11-09T10:20:00+08:00")
B_MEM = 8_148_172_800
B_IFACES = [{"name": "eno1", "mac": "1c:69:7a:0b:44:e2", "addresses": ["192.168.10.5/24"], "is_up": True}]

bagel_evidence = [
    steady("b1", B, age=3600, hostname="bagel", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="Intel(R) Core(TM) i3-10100 CPU @ 3.60GHz", cpu_cores=4,
           cpu_threads=8, memory_total_bytes=B_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 238_342_373_376},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/samba", "fstype": "ext4",
                   "total_bytes": 1_967_924_420_608}],
           network_interfaces=B_IFACES, dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           package_manager="dpkg",
           installed_packages={"samba": "2:4.19.5+dfsg-4ubuntu9", "cups": "2.4.7-1.2ubuntu7.3",
                               "cups-browsed": "2.0.0-0ubuntu10.1", "hplip": "3.23.12+dfsg0-0ubuntu5",
                               "openssh-server": "1:9.6p1-3ubuntu13.5"},
           available_services=["smbd.service", "nmbd.service", "cups.service", "cups-browsed.service",
                               "ssh.service", "winbind.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "ruth", "uid": 1001, "gid": 1001, "home": "/home/ruth", "shell": "/bin/bash"},
                  {"name": "dmitri", "uid": 1002, "gid": 1002, "home": "/home/dmitri", "shell": "/bin/bash"},
                  {"name": "kasia", "uid": 1003, "gid": 1003, "home": "/home/kasia", "shell": "/bin/bash"},
                  {"name": "scanner", "uid": 1004, "gid": 1004, "home": "/srv/samba/scans",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "staff", "gid": 1005, "members": ["ruth", "dmitri", "kasia"]},
                   {"name": "accounts", "gid": 1006, "members": ["ruth", "kasia"]},
                   {"name": "lpadmin", "gid": 116, "members": ["admin"]},
                   {"name": "sambashare", "gid": 118, "members": ["admin", "ruth"]}]),
    item("b2", "linux_service_status",
         unit("cups.service", "active", "running", pid=1433, since="2026-11-02T07:55:12+08:00",
              desc="CUPS Scheduler"),
         B, age=30, args={"name": "cups"}),
    item("b3", "linux_service_status", {"units": [
        unit("smbd.service", "active", "running", pid=1210, since="2026-11-02T07:55:09+08:00",
             desc="Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", pid=1188, since="2026-11-02T07:55:08+08:00",
             desc="Samba NMB Daemon"),
        unit("cups.service", "failed", "failed", pid=None, since=None, desc="CUPS Scheduler"),
        unit("cups-browsed.service", "active", "running", pid=1440, since="2026-11-02T07:55:13+08:00",
             desc="Make remote CUPS printers available locally"),
        unit("ssh.service", "active", "running", pid=1021, since="2026-11-02T07:55:06+08:00",
             desc="OpenBSD Secure Shell server"),
        unit("winbind.service", "inactive", "dead", ufs="disabled", desc="Samba Winbind Daemon"),
    ]}, B, age=45),
    item("b4", "linux_recent_logs", {"source": "file", "path": "/var/log/cups/error_log", "unit": "cups.service",
                                     "entries": [
        log_entry("2026-11-09T08:41:07+08:00", "cups.service", "info",
                  '[Job 4187] Queued on "Office-LaserJet" by "kasia".'),
        log_entry("2026-11-09T08:41:08+08:00", "cups.service", "info",
                  "[Job 4187] Started backend /usr/lib/cups/backend/socket (PID 20877)"),
        log_entry("2026-11-09T08:41:38+08:00", "cups.service", "warning",
                  "[Job 4187] Unable to connect to printer; will retry in 30 seconds..."),
        log_entry("2026-11-09T08:52:11+08:00", "cups.service", "info",
                  '[Job 4188] Queued on "Office-LaserJet" by "ruth".'),
        log_entry("2026-11-09T09:14:40+08:00", "cups.service", "info",
                  '[Job 4189] Queued on "Office-LaserJet" by "dmitri".'),
        log_entry("2026-11-09T09:30:02+08:00", "cups.service", "warning",
                  "[Job 4187] The printer is not responding."),
        log_entry("2026-11-09T10:05:44+08:00", "cups.service", "warning",
                  "[Job 4187] Unable to connect to printer; will retry in 30 seconds..."),
        log_entry("2026-11-09T10:12:19+08:00", "cups.service", "info",
                  '[Job 4190] Queued on "Reception-Inkjet" by "ruth".'),
        log_entry("2026-11-09T10:12:27+08:00", "cups.service", "info", "[Job 4190] Job completed."),
    ]}, B, age=60, args={"unit": "cups.service", "since_minutes": 120}),
    item("b5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 238_342_373_376, 61_204_332_544),
        fs("/dev/sdb1", "/srv/samba", "ext4", 1_967_924_420_608, 1_652_056_555_520),
    ]}, B, age=40),
    item("b6", "linux_file_read", {"path": "/etc/samba/smb.conf", "offset": 30, "limit": 20, "total_lines": 58,
                                   "lines": [
        "[shared]",
        "   path = /srv/samba/shared",
        "   valid users = @staff",
        "   read only = no",
        "   create mask = 0664",
        "   directory mask = 2775",
        "",
        "[accounts]",
        "   path = /srv/samba/accounts",
        "   valid users = @accounts",
        "   read only = no",
        "   browseable = no",
        "",
        "[scans]",
        "   path = /srv/samba/scans",
        "   valid users = scanner, @staff",
        "   read only = no",
        "",
        "[printers]",
        "   comment = All Printers",
    ]}, B, age=50, args={"path": "/etc/samba/smb.conf", "offset": 30, "limit": 20}),
    item("b7", "linux_processes", processes(183, B_MEM, [
        (20311, "smbd", "dmitri", 4.1, 212 * MiB, "2026-11-09T08:05:31+08:00",
         "/usr/sbin/smbd --foreground --no-process-group"),
        (1433, "cupsd", "root", 0.2, 148 * MiB, "2026-11-02T07:55:12+08:00", "/usr/sbin/cupsd -l"),
        (20402, "smbd", "ruth", 1.3, 121 * MiB, "2026-11-09T08:12:04+08:00",
         "/usr/sbin/smbd --foreground --no-process-group"),
        (1210, "smbd", "root", 0.0, 88 * MiB, "2026-11-02T07:55:09+08:00",
         "/usr/sbin/smbd --foreground --no-process-group"),
        (398, "systemd-journald", "root", 0.1, 64 * MiB, "2026-11-02T07:54:58+08:00",
         "/usr/lib/systemd/systemd-journald"),
    ]), B, age=900, args={"sort": "memory", "limit": 5}, complete=False),
    item("b8", "linux_network_info", {"interfaces": B_IFACES, "listening": [
        listener(22, "0.0.0.0", 1021, "sshd"),
        listener(139, "0.0.0.0", 1210, "smbd"),
        listener(445, "0.0.0.0", 1210, "smbd"),
        listener(631, "0.0.0.0", 1433, "cupsd"),
        listener(137, "0.0.0.0", 1188, "nmbd", proto="udp"),
    ], "connections": [
        connection("192.168.10.5:445", "192.168.10.21:50112", 20311, "smbd"),
        connection("192.168.10.5:445", "192.168.10.34:49822", 20402, "smbd"),
        connection("192.168.10.5:445", "192.168.10.47:51960", 21533, "smbd"),
        connection("192.168.10.5:22", "192.168.10.12:60114", 22010, "sshd"),
        connection("192.168.10.5:41822", "192.168.10.60:9100", 20877, "socket", status="SYN_SENT"),
    ]}, B, age=35),
]

bagel_answers = [
    {"q": "Kasia can't print. Why is her job stuck?", "ev": ["b4", "b8"],
     "extra": [user("bu1", "Kasia says her print to the office laser has been stuck since about quarter to nine "
                           "and now nobody can print to it.", B)],
     "a": "It looks like [[s:Kasia's job 4187 is stuck because CUPS can't reach the Office-LaserJet]] — "
          "[[s:the socket backend keeps logging \"Unable to connect to printer; will retry in 30 seconds\"]] "
          "[[s:since 08:41]]. [[s:The server is still trying to open a connection to the printer on port 9100]] "
          "([[s:it's stuck in SYN_SENT]]), so [[u:the printer is probably switched off or has lost its network "
          "cable]].\n\n"
          "| Job | User | Printer | Queued |\n|---|---|---|---|\n"
          "| [[s:4187 | kasia | Office-LaserJet | 8:41 AM]] |\n"
          "| [[s:4188 | ruth | Office-LaserJet | 8:52 AM]] |\n"
          "| [[c:4189 | dmitri | Office-LaserJet | 9:41 AM]] |\n\n"
          "A few extra things I noticed: [[s:printing to the Reception-Inkjet still works]] "
          "([[s:Ruth's job 4190 completed at 10:12]]), [[c:the office printer's address is 192.168.10.66]], and "
          "[[c:CUPS has flagged the printer as not responding three times]]. "
          "Try power-cycling the printer, then run `lpq -P Office-LaserJet` to see whether the queue moves."},

    {"q": "Is CUPS running?", "ev": ["b2", "b3"],
     "a": "It looks like the two readings disagree, so I can't give a clean yes or no. "
          "[[s:The single-unit check (b2) reports `cups.service` as active (running)]] [[s:with PID 1433]], but "
          "[[s:the all-units listing (b3) shows `cups.service` as failed]]. [[u:Most likely the scheduler crashed "
          "and was restarted in between]].\n\n"
          "| Unit | State |\n|---|---|\n"
          "| [[s:smbd.service | active (running)]] |\n"
          "| [[s:nmbd.service | active (running)]] |\n"
          "| [[s:cups-browsed.service | active (running)]] |\n"
          "| [[c:winbind.service | active (running)]] |\n\n"
          "[[c:cupsd's main PID is 1443]], and [[s:b2 gives its start time as 7:55 AM on 2 November]]. "
          "[[u:CUPS is up at the moment]]. You could run `systemctl status cups` to settle it."},

    {"q": "Can you check the print service for me?", "ev": ["b2", "b4"],
     "a": "Sure! [[s:`cups.service` is active (running)]] [[s:with main PID 1433]], [[s:enabled at boot]], and "
          "[[s:it has been up since 07:55 on 2 Nov]] — [[c:that's about 5 days]].\n\n"
          "**Queue in the last two hours:** [[s:three jobs were queued for Office-LaserJet]] and "
          "[[c:two of them have completed]].\n"
          "**Retries:** [[c:job 4187 is retried every 10 seconds]].\n"
          "**Backend:** [[c:it's going through the `hp` backend]].\n"
          "**Other printer:** [[s:Reception-Inkjet finished job 4190 in about 8 seconds]].\n\n"
          "[[u:The error started after a driver change]]. Let me know if you want me to cancel job 4187!"},

    {"q": "Who can get into the accounts share?", "ev": ["b1", "b6"],
     "a": "[[s:The `[accounts]` share is limited to the `accounts` group]], and [[s:that group has two members: "
          "ruth and kasia]]. [[s:It's writable]] ([[s:`read only = no`]]) and [[s:hidden from browsing]].\n\n"
          "Here are the other groups, since they matter for the other shares:\n\n"
          "| Group | Members |\n|---|---|\n"
          "| [[s:staff | ruth, dmitri, kasia]] |\n"
          "| [[c:lpadmin | admin, ruth]] |\n"
          "| [[s:sambashare | admin, ruth]] |\n\n"
          "Also: [[c:dmitri is UID 1003]], [[s:the `scanner` account has no login shell]], "
          "[[c:`[scans]` is only open to the scanner account]] and "
          "[[s:new files in `[shared]` get a 0664 create mask]]."},

    {"q": "How full is the file share disk?", "ev": ["b5", "b1"],
     "a": "[[s:/srv/samba is at about 84%]] — [[s:roughly 1.65 TB used of 1.97 TB]], [[c:leaving about 316 GiB "
          "free]].\n\n"
          "| Mount | Device | Used |\n|---|---|---|\n"
          "| [[s:/srv/samba | /dev/sdb1 | 84%]] |\n"
          "| [[s:/ | /dev/sda2 | 26%]] |\n\n"
          "[[c:Both filesystems are XFS]]. [[c:The root disk is about 128 GB]]. "
          "[[u:At the rate the office adds files you have a few months before the share fills]]."},

    {"q": "What's using the most memory on bagel?", "ev": ["b7"],
     "a": "It looks like [[t:an smbd process for dmitri (PID 20311) is at the top with about 212 MiB]], "
          "[[t:followed by cupsd at ~148 MiB]].\n\n"
          "| PID | Process | User | RSS |\n|---|---|---|---|\n"
          "| [[t:20311 | smbd | dmitri | 212 MiB]] |\n"
          "| [[t:1433 | cupsd | root | 148 MiB]] |\n"
          "| [[t:20402 | smbd | ruth | 121 MiB]] |\n\n"
          "[[t:Ruth's smbd is at about 2% of RAM]]. "
          "Other heavy processes: [[u:none]] — [[u:nothing is leaking memory]]. "
          "[[t:systemd-journald is using more than cupsd]]."},

    {"q": "Who's connected to the file server right now?", "ev": ["b8", "b1"],
     "a": "[[s:Three SMB clients are connected]]: [[s:192.168.10.21, 192.168.10.34 and 192.168.10.47]]. "
          "[[s:There's also one SSH session from 192.168.10.12]].\n\n"
          "| Client | Served by |\n|---|---|\n"
          "| [[s:192.168.10.21 | smbd 20311]] |\n"
          "| [[c:192.168.10.47 | smbd 20402]] |\n\n"
          "[[s:Samba is listening on 139 and 445]], [[c:CUPS only listens on localhost]]. "
          "[[u:The .21 address is Dmitri's PC]]."},
]

# ---------------------------------------------------------------------------------------------- pretzel

P = Clock("2026-11-14T22:45:00+08:00")
P_MEM = 32_617_676_800
P_IFACES = [{"name": "enp14s0", "mac": "9c:6b:00:2f:71:a8", "addresses": ["192.168.1.42/24"], "is_up": True},
            {"name": "wlp15s0", "mac": "f0:9e:4a:11:c3:07", "addresses": [], "is_up": False}]
DRV_OLD = "3:560.35.03-5.fc41"
DRV_NEW = "3:565.57.01-1.fc41"

pretzel_evidence = [
    steady("p1", P, age=2400, hostname="pretzel", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.11.7-300.fc41.x86_64", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=P_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 1_998_694_907_904}],
           network_interfaces=P_IFACES, dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           package_manager="rpm",
           installed_packages={"akmod-nvidia": DRV_NEW, "xorg-x11-drv-nvidia": DRV_NEW,
                               "xorg-x11-drv-nvidia-cuda": DRV_NEW, "kernel": "6.11.7-300.fc41",
                               "steam": "1.0.0.81-1.fc41", "flatpak": "1.15.10-1.fc41",
                               "mesa-vulkan-drivers": "24.2.6-1.fc41", "gamemode": "1.8.2-1.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "nvidia-powerd.service",
                               "nvidia-suspend.service", "akmods.service", "bluetooth.service"],
           users=[{"name": "milo", "uid": 1000, "gid": 1000, "home": "/home/milo", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["milo"]}]),
    item("p2", "linux_processes", processes(412, P_MEM, [
        (48213, "eldenring.exe", "milo", 187.3, 9_663_676_416, "2026-11-14T21:58:40+08:00",
         "Z:\\home\\milo\\.local\\share\\Steam\\steamapps\\common\\ELDEN RING\\Game\\eldenring.exe"),
        (48102, "wineserver", "milo", 12.4, 62 * MiB, "2026-11-14T21:58:31+08:00",
         "/home/milo/.local/share/Steam/steamapps/common/Proton 9.0 (Beta)/files/bin/wineserver"),
        (2210, "gnome-shell", "milo", 8.2, 612 * MiB, "2026-11-14T20:02:41+08:00", "/usr/bin/gnome-shell"),
        (5120, "Discord", "milo", 4.7, 744 * MiB, "2026-11-14T20:05:12+08:00",
         "/app/discord/Discord --type=renderer --enable-features=WebRTCPipeWireCapturer"),
        (3311, "steam", "milo", 3.1, 398 * MiB, "2026-11-14T20:03:02+08:00",
         "/home/milo/.local/share/Steam/ubuntu12_32/steam -srt-logger-opened"),
        (3530, "steamwebhelper", "milo", 2.6, 486 * MiB, "2026-11-14T20:03:09+08:00",
         "./steamwebhelper -lang=en_US -cachedir=/home/milo/.local/share/Steam/config/htmlcache"),
        (2011, "pipewire", "milo", 1.2, 38 * MiB, "2026-11-14T20:02:38+08:00", "/usr/bin/pipewire"),
        (1650, "Xwayland", "milo", 0.9, 212 * MiB, "2026-11-14T20:02:44+08:00",
         "/usr/bin/Xwayland :0 -rootless -noreset"),
    ]), P, age=20, args={"sort": "cpu", "limit": 8}, complete=False),
    item("p3", "linux_system_info", system_info(31.4, [6.12, 5.87, 4.90], 9780, "2026-11-14T20:02:00+08:00",
                                                P_MEM, 17_179_869_184, 8 * GiB, 0), P, age=25),
    item("p4", "linux_package_history", {"events": [
        package_event("2026-11-10T21:40:18+08:00", "upgrade", "steam", "1.0.0.79-2.fc41", "1.0.0.81-1.fc41"),
        package_event("2026-11-10T21:40:19+08:00", "upgrade", "mesa-vulkan-drivers", "24.2.4-1.fc41",
                      "24.2.6-1.fc41"),
        package_event("2026-11-13T19:12:40+08:00", "install", "kernel", None, "6.11.7-300.fc41"),
        package_event("2026-11-13T19:12:44+08:00", "upgrade", "akmod-nvidia", DRV_OLD, DRV_NEW),
        package_event("2026-11-13T19:12:44+08:00", "upgrade", "xorg-x11-drv-nvidia", DRV_OLD, DRV_NEW),
        package_event("2026-11-13T19:12:45+08:00", "upgrade", "xorg-x11-drv-nvidia-cuda", DRV_OLD, DRV_NEW),
        package_event("2026-11-13T19:12:45+08:00", "upgrade", "xorg-x11-drv-nvidia-libs", DRV_OLD, DRV_NEW),
        package_event("2026-11-13T19:13:02+08:00", "remove", "kernel", "6.10.14-200.fc41", None),
    ]}, P, age=50, args={"since_days": 7}),
    item("p5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp14s0", "rx_bytes_per_s": 38_200_000, "tx_bytes_per_s": 410_000},
        {"name": "lo", "rx_bytes_per_s": 12_000, "tx_bytes_per_s": 12_000},
    ]}, P, age=420, args={"interval_seconds": 1}),
    item("p6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-14T20:02:13+08:00", "kernel", "info", "nvidia: module license 'NVIDIA' taints kernel."),
        log_entry("2026-11-14T20:02:14+08:00", "kernel", "info",
                  "NVRM: loading NVIDIA UNIX x86_64 Kernel Module  565.57.01  Thu Oct 10 12:29:05 UTC 2024"),
        log_entry("2026-11-14T20:02:16+08:00", "akmods.service", "info",
                  "Checking kmods exist for 6.11.7-300.fc41.x86_64[  OK  ]"),
        log_entry("2026-11-14T22:38:02+08:00", "kernel", "warning",
                  "NVRM: Xid (PCI:0000:01:00): 109, pid=48213, name=eldenring.exe, Ch 00000018, "
                  "errorString CTX SWITCH TIMEOUT, Info 0x3c05b"),
        log_entry("2026-11-14T22:38:03+08:00", "kernel", "warning",
                  "NVRM: Xid (PCI:0000:01:00): 109, pid=48213, name=eldenring.exe, Ch 00000018, "
                  "errorString CTX SWITCH TIMEOUT, Info 0x3c05b"),
    ]}, P, age=40, args={"since_minutes": 180, "grep": "nvidia|NVRM|akmods"}),
    item("p7", "linux_file_read", {}, P, age=35,
         args={"path": "/var/cache/akmods/nvidia/565.57.01-1-for-6.11.7-300.fc41.x86_64.log"},
         error="permission denied"),
    item("p8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 412_600_000, "write_bytes_per_s": 41_700_000,
         "busy_percent": 38.5},
        {"device": "zram0", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
    ]}, P, age=15, args={"interval_seconds": 1}),
]

pretzel_answers = [
    {"q": "Did the NVIDIA driver update actually go through?", "ev": ["p4", "p6"],
     "a": "Yes! [[s:The NVIDIA packages were upgraded from 560.35.03 to 565.57.01]] [[s:on 13 November]] "
          "[[c:at about 7:21 PM]], and [[s:the kernel module that loaded at boot is 565.57.01]], so the new driver "
          "is the one in use.\n\n"
          "| Package | From | To |\n|---|---|---|\n"
          "| [[s:akmod-nvidia | 560.35.03-5 | 565.57.01-1]] |\n"
          "| [[s:xorg-x11-drv-nvidia | 560.35.03-5 | 565.57.01-1]] |\n"
          "| [[c:nvidia-settings | 560.35.03-5 | 565.57.01-1]] |\n\n"
          "Extra bits: [[s:a new kernel, 6.11.7-300.fc41, was installed in the same transaction]]. "
          "[[s:akmods confirmed the kmod exists for 6.11.7 at boot]]. "
          "[[c:Steam was updated to 1.0.0.79 on the 10th]]."},

    {"q": "What's eating my CPU right now?", "ev": ["p2", "p3"],
     "a": "It looks like [[s:Elden Ring (`eldenring.exe`, PID 48213) is the big one at about 187% CPU]] — "
          "[[s:that's nearly two full cores]].\n\n"
          "| Process | PID | CPU |\n|---|---|---|\n"
          "| [[s:eldenring.exe | 48213 | 187%]] |\n"
          "| [[s:wineserver | 48102 | 12%]] |\n"
          "| [[c:Discord | 5120 | 8%]] |\n"
          "| [[s:steam | 3311 | 3%]] |\n\n"
          "Overall [[s:total CPU is around 31%]] and [[s:the load average is 6.12 / 5.87 / 4.90]]. "
          "[[s:The game runs through Proton 9.0 (Beta)]]. [[s:It's holding about 9 GiB of RAM]], "
          "[[c:roughly 28% of your memory]]. "
          "[[u:Nothing in the background is stuck]]."},

    {"q": "Is Discord still running? I want to close it before streaming.", "ev": ["p2"],
     "a": "Yes — [[s:Discord is running as PID 5120]], [[s:using about 5% CPU]] and "
          "[[c:around 1.2 GB of memory]]. [[s:It's been running since 20:05]].\n\n"
          "**Other Discord processes:** [[u:none]]\n"
          "**Path:** [[s:it runs from /app/discord]], [[u:which is how the Flatpak sandbox lays things out]]\n\n"
          "[[u:Closing it won't affect the game]]. You can quit it with `flatpak kill com.discordapp.Discord`."},

    {"q": "Is Steam still downloading that update?", "ev": ["p5", "p8"],
     "a": "It looks like [[t:Steam was pulling about 38 MB/s on enp14s0]], [[t:with upload under 1 MB/s]] — "
          "but heads up, that traffic reading is a few minutes old.\n\n"
          "Right now:\n\n"
          "| Device | Read | Write | Busy |\n|---|---|---|---|\n"
          "| [[s:nvme0n1 | ~413 MB/s | ~42 MB/s | 39%]] |\n"
          "| [[c:zram0 | 0 | 0 | 12%]] |\n\n"
          "[[u:The writes fit a download being unpacked]], [[u:so it's probably still going]]. "
          "[[t:Loopback traffic was only about 12 KB/s]]."},

    {"q": "How much RAM and swap am I using?", "ev": ["p3", "p1"],
     "a": "[[s:You're using about 14.4 GiB of 30.4 GiB]] ([[s:47%]]), [[s:with about 16 GiB available]]. "
          "[[s:Swap is 8 GiB]] and [[s:completely unused]].\n\n"
          "**Uptime:** [[c:3 h 43 min]]\n"
          "**Booted:** [[s:8:02 PM]]\n"
          "**CPU:** [[s:Ryzen 7 7800X3D, 8 cores / 16 threads]]\n"
          "**Swap type:** [[u:zram]]\n\n"
          "[[c:The CPU was at 41% when I checked]]."},

    {"q": "Did I reboot after the driver update? Also the game froze earlier.", "ev": ["p3", "p4", "p6"],
     "extra": [user("pu1", "Elden Ring froze for a few seconds about ten minutes ago, right after the driver "
                           "update yesterday.", P)],
     "a": "Yes — [[s:the upgrade ran on 13 Nov at 19:12]] and [[s:the machine last booted at 8:02 PM today "
          "(14 Nov)]], so [[s:you've rebooted since]].\n\n"
          "About the freeze: [[s:the kernel logged NVIDIA Xid 109 errors (CTX SWITCH TIMEOUT)]] "
          "[[s:at 22:38]] [[s:naming eldenring.exe, PID 48213]]. [[c:That was about 17 minutes ago]] and "
          "[[c:it happened three times]]. [[s:Those are the only NVRM warnings since boot]]. "
          "[[u:Xid 109 is a known regression in the 565 driver]], so [[u:rolling back to 560 would fix it]]. "
          "If you want to try, `sudo dnf downgrade akmod-nvidia` is the usual route."},

    {"q": "Can you check whether the akmod build log had any errors?", "ev": ["p7", "p6"],
     "a": "I tried to read the akmods build log but [[s:the read failed with permission denied]], so I can't "
          "see it directly. It looks like [[s:akmods reported the kmod for 6.11.7-300.fc41 as OK at boot]] and "
          "[[s:the 565.57.01 module loaded]].\n\n"
          "- [[u:The build log ends with a successful compile]]\n"
          "- [[u:The build took about four minutes]]\n"
          "- [[c:The module loaded at 20:04]]\n"
          "- [[s:The kernel flagged the module as tainting]]\n\n"
          "You can run `sudo cat /var/cache/akmods/nvidia/*.log` to see it yourself."},
]

# ---------------------------------------------------------------------------------------------- baguette

G = Clock("2026-11-18T03:12:00+08:00")
G_MEM = 4_105_375_744
ATT = "203.0.113.77"


def _hit(t: str, ip: str, method: str, code: int, size: int, agent: str) -> dict:
    return log_entry(f"2026-11-18T{t}+08:00", None, "info",
                     f'{ip} - - [18/Nov/2026:{t} +0800] "{method} /wp-login.php HTTP/1.1" {code} {size} "-" '
                     f'"{agent}"')


_PY = "python-requests/2.31.0"
_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15"

baguette_evidence = [
    steady("g1", G, age=5400, hostname="baguette", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-27-amd64", cpu_model="Intel Xeon Processor (Skylake, IBRS)",
           cpu_cores=2, cpu_threads=2, memory_total_bytes=G_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 84_278_861_824}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:7a:19:c3", "addresses": ["198.51.100.40/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:01:aa:10", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="198.51.100.1", package_manager="dpkg",
           installed_packages={"apache2": "2.4.62-1~deb12u2", "php8.2": "8.2.24-1~deb12u1",
                               "libapache2-mod-php8.2": "8.2.24-1~deb12u1",
                               "docker-ce": "5:27.3.1-1~debian.12~bookworm", "certbot": "2.1.0-4",
                               "ufw": "0.36.2-1"},
           available_services=["apache2.service", "docker.service", "containerd.service", "ssh.service",
                               "ufw.service", "certbot.timer"],
           users=[{"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "docker", "gid": 998, "members": ["deploy"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]}]),
    item("g2", "linux_recent_logs", {"source": "file", "path": "/var/log/apache2/access.log", "unit": None,
                                     "entries": [
        _hit("02:51:03", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:04", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:04", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:05", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:06", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:06", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:07", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:08", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:08", ATT, "POST", 200, 4521, _PY),
        _hit("02:51:10", ATT, "POST", 200, 4521, _PY),
        _hit("03:05:02", "192.0.2.14", "GET", 200, 4388, _MAC),
        _hit("03:05:11", "192.0.2.14", "POST", 302, 1034, _MAC),
    ]}, G, age=30, args={"path": "/var/log/apache2/access.log", "grep": "wp-login.php", "since_minutes": 60,
                         "limit": 12}, complete=False),
    item("g3", "linux_containers", {"runtime": "docker", "containers": [
        box("3f9a1c2e7b44", "wp-db", "mariadb:11.4", "running", "Up 9 days (healthy)",
            "2026-11-08T14:05:12+08:00", ["127.0.0.1:3306->3306/tcp"]),
        box("a81d0e5c92f3", "wp-db-backup", "databack/mysql-backup:1.0.0", "exited", "Exited (1) 3 hours ago",
            "2026-11-08T14:05:14+08:00"),
        box("c0ffee12ab90", "adminer", "adminer:4.8.1", "exited", "Exited (0) 6 days ago",
            "2026-11-10T20:31:45+08:00", ["127.0.0.1:8081->8080/tcp"]),
    ]}, G, age=25, args={"all": True}),
    item("g4", "linux_service_status",
         unit("apache2.service", "active", "running", pid=812, since="2026-11-08T14:03:27+08:00",
              desc="The Apache HTTP Server"),
         G, age=20, args={"name": "apache2"}),
    item("g5", "linux_system_info", system_info(96.4, [3.82, 1.95, 0.88], 823_689, "2026-11-08T14:02:51+08:00",
                                                G_MEM, 641_728_512, 1 * GiB, 421_527_552), G, age=1260),
    item("g6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 182_400, "tx_bytes_per_s": 1_240_000},
        {"name": "docker0", "rx_bytes_per_s": 4_100, "tx_bytes_per_s": 3_900},
    ]}, G, age=30, args={"interval_seconds": 1}),
    item("g7", "linux_file_changes", {"root": "/var/www/html", "since": "2026-11-17T03:11:20+08:00", "files": [
        {"path": "/var/www/html/.htaccess", "mtime": "2026-11-17T16:20:41+08:00", "size_bytes": 1184},
        {"path": "/var/www/html/wp-content/uploads/2026/11/menu-winter.jpg", "mtime": "2026-11-17T18:02:09+08:00",
         "size_bytes": 284_512},
        {"path": "/var/www/html/wp-content/uploads/2026/11/menu-winter-300x200.jpg",
         "mtime": "2026-11-17T18:02:10+08:00", "size_bytes": 21_644},
        {"path": "/var/www/html/wp-content/debug.log", "mtime": "2026-11-18T02:51:10+08:00",
         "size_bytes": 3_145_728},
    ]}, G, age=40, args={"root": "/var/www/html", "since_minutes": 1440, "limit": 50}),
]

baguette_answers = [
    {"q": "Is someone brute-forcing wp-login?", "ev": ["g2"],
     "a": "It looks like yes. [[s:203.0.113.77 sent a rapid burst of POSTs to /wp-login.php]] "
          "[[s:starting at 02:51:03]], [[s:roughly one or two per second]], and [[s:every attempt from it in this "
          "excerpt got a 200]], [[u:meaning none of them got in]]. [[c:The requests came with a curl user agent]].\n\n"
          "| IP | Attempts | Last seen |\n|---|---|---|\n"
          "| 203.0.113.77 | [[u:10]] | [[u:2:51 AM]] |\n"
          "| 192.0.2.14 | — | [[s:03:05, redirected with a 302]] |\n\n"
          "[[c:All the wp-login traffic came from a single IP]]. [[u:The attack was over within ten seconds]]. "
          "A plugin like Limit Login Attempts or fail2ban would help here."},

    {"q": "Is the database container OK?", "ev": ["g3"],
     "a": "Yes, [[s:`wp-db` (mariadb:11.4) is running]] and [[s:reports healthy]], [[s:up 9 days]]. "
          "[[s:It's only published on 127.0.0.1:3306]], so [[s:it isn't reachable from the internet]].\n\n"
          "| Container | State |\n|---|---|\n"
          "| [[s:wp-db | running]] |\n"
          "| [[s:wp-db-backup | exited (1)]] |\n"
          "| [[c:adminer | running on 8081]] |\n\n"
          "[[c:The backup container exited about 30 minutes ago]], [[u:so last night's DB dump probably didn't "
          "happen]]. [[s:There are three containers in total]], and [[c:wp-db was created on 9 November]]."},

    {"q": "Is Apache up? When was it last restarted?", "ev": ["g4", "g1"],
     "a": "[[s:Apache is active (running)]] [[s:as PID 812]] and [[s:has been up since 2:03 PM on 8 November]] — "
          "[[c:about 8½ days]]. [[s:It's enabled at boot]].\n\n"
          "**Version:** [[s:2.4.62]]\n"
          "**PHP:** [[c:8.3]]\n"
          "**OS:** [[s:Debian 12 (bookworm)]]\n"
          "\n"
          "[[u:There have been no Apache errors since the restart]]."},

    {"q": "How bad was the load during the attack?", "ev": ["g5", "g1"],
     "a": "Pretty heavy! [[t:CPU was at about 96%]] and [[t:the 1-minute load was 3.82]] [[s:on a 2-core VPS]]. "
          "[[t:Memory was 84% used]] and [[t:swap was at 39%]].\n\n"
          "**Uptime then:** [[t:about 12 days]]\n\n"
          "Note that reading was taken around 21 minutes ago. [[u:It's probably back to normal now]]. "
          "[[s:The box has about 4 GB of RAM]]."},

    {"q": "Did anything change in the web root?", "ev": ["g7"],
     "a": "[[s:Four files changed in the last 24 hours]]:\n\n"
          "| File | Modified | Size |\n|---|---|---|\n"
          "| [[s:.htaccess | 16:20 on 17 Nov | 1.2 KB]] |\n"
          "| [[s:menu-winter.jpg | 6:02 PM | 285 KB]] |\n"
          "| [[c:menu-winter-300x200.jpg | 6:12 PM | 22 KB]] |\n"
          "| [[s:wp-content/debug.log | 02:51 | ~3 MB]] |\n\n"
          "[[s:wp-config.php wasn't modified]] and [[s:no plugin files changed]]. "
          "[[u:The debug.log growth came from the brute-force requests]]. [[c:The most recent change was the .htaccess edit]]."},

    {"q": "Isn't fail2ban supposed to block this?", "ev": ["g1", "g2"],
     "a": "It looks like [[s:fail2ban isn't installed on baguette]] — [[s:it's not in the package list]]. "
          "[[s:You do have ufw]] [[c:(version 0.35)]], but [[u:it isn't blocking anything on port 443]].\n\n"
          "- [[s:The attacker was 203.0.113.77]]\n"
          "- [[u:The burst lasted about 10 minutes]]\n"
          "- [[c:It used HTTP/2]]\n"
          "- [[s:The server's own address is 198.51.100.40]]\n\n"
          "Install it with `sudo apt install fail2ban` and enable the `apache-auth` jail."},

    {"q": "How much bandwidth is the server using now?", "ev": ["g6"],
     "a": "Very little: [[s:eth0 is receiving about 182 KB/s]] and [[s:sending about 1.2 MB/s]]. "
          "[[s:docker0 is basically idle]] ([[c:around 40 KB/s]]). "
          "[[u:Most of the outbound traffic is WordPress page views]]."},
]

# ---------------------------------------------------------------------------------------------- bannock

N = Clock("2026-11-05T01:40:00+08:00")
N_MEM = 67_237_572_608
N_IFACES = [{"name": "eth0", "mac": "3c:ec:ef:44:19:0a", "addresses": ["10.20.0.5/24"], "is_up": True}]

bannock_evidence = [
    steady("n1", N, age=7200, hostname="bannock", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
           kernel="6.4.0-150600.23.25-default", cpu_model="Intel(R) Xeon(R) E-2336 CPU @ 2.90GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=N_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 255_013_683_200},
                  {"device": "/dev/md0", "mountpoint": "/srv/minio", "fstype": "xfs",
                   "total_bytes": 15_999_977_766_912},
                  {"device": "/dev/sdf1", "mountpoint": "/backup", "fstype": "xfs",
                   "total_bytes": 7_999_879_397_376}],
           network_interfaces=N_IFACES, dns_servers=["10.20.0.1"], default_gateway="10.20.0.1",
           package_manager="rpm",
           installed_packages={"restic": "0.16.4-150600.1.3", "mdadm": "4.3-150600.3.3.1",
                               "xfsprogs": "6.7.0-150600.3.3.1", "systemd": "254.20-150600.4.15.1",
                               "openssh-server": "9.6p1-150600.6.15.1"},
           available_services=["minio.service", "backup-restic.service", "backup-restic.timer", "sshd.service",
                               "mdmonitor.service", "firewalld.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 100, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "minio-user", "uid": 996, "gid": 996, "home": "/var/lib/minio",
                   "shell": "/sbin/nologin"}],
           groups=[{"name": "minio-user", "gid": 996, "members": ["minio-user"]},
                   {"name": "wheel", "gid": 10, "members": ["ops"]}]),
    item("n2", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 1_200_000, "write_bytes_per_s": 3_400_000, "busy_percent": 2.1},
        {"device": "md0", "read_bytes_per_s": 198_600_000, "write_bytes_per_s": 2_900_000, "busy_percent": 71.2},
        {"device": "sdf", "read_bytes_per_s": 400_000, "write_bytes_per_s": 212_400_000, "busy_percent": 97.8},
    ]}, N, age=10, args={"interval_seconds": 1}),
    item("n3", "linux_processes", processes(287, N_MEM, [
        (20514, "restic", "root", 143.7, 3_650_722_202, "2026-11-05T01:00:04+08:00",
         "restic -r /backup/restic-repo backup /srv/minio/data --password-file <redacted> "
         "--exclude .minio.sys/tmp"),
        (1377, "minio", "minio-user", 22.1, 2_254_857_830, "2026-10-21T09:14:02+08:00",
         "/usr/local/bin/minio server /srv/minio/data --console-address :9001"),
        (402, "md0_raid6", "root", 6.2, 0, "2026-10-21T09:13:40+08:00", "[md0_raid6]"),
        (3187, "kworker/u24:3", "root", 4.0, 0, "2026-11-05T00:12:09+08:00", "[kworker/u24:3-xfs-cil/sdf1]"),
        (1290, "xfsaild/sdf1", "root", 1.8, 0, "2026-10-21T09:13:52+08:00", "[xfsaild/sdf1]"),
        (1105, "sshd", "root", 0.3, 9 * MiB, "2026-10-21T09:13:58+08:00", "sshd: /usr/sbin/sshd -D [listener]"),
    ]), N, age=15, args={"sort": "cpu", "limit": 6}, complete=False),
    item("n4", "linux_service_status",
         unit("backup-restic.service", "active", "running", ufs="static", pid=20502,
              since="2026-11-05T01:00:03+08:00", desc="Restic backup of MinIO data"),
         N, age=20, args={"name": "backup-restic.service"}),
    item("n5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "btrfs", 255_013_683_200, 104_555_610_112),
        fs("/dev/md0", "/srv/minio", "xfs", 15_999_977_766_912, 9_812_345_678_848),
        fs("/dev/sdf1", "/backup", "xfs", 7_999_879_397_376, 7_311_889_769_472),
    ]}, N, age=30),
    item("n6", "linux_recent_logs", {"source": "journal", "unit": "backup-restic.service", "entries": [
        log_entry("2026-11-04T01:00:02+08:00", "backup-restic.service", "info", "Starting Restic backup of MinIO data..."),
        log_entry("2026-11-04T01:00:09+08:00", "backup-restic.service", "info", "using parent snapshot 9c2e77d1"),
        log_entry("2026-11-04T04:47:53+08:00", "backup-restic.service", "info",
                  "Files:        1204 new,  3311 changed, 1838696 unmodified"),
        log_entry("2026-11-04T04:47:53+08:00", "backup-restic.service", "info",
                  "Added to the repository: 212.337 GiB (198.201 GiB stored)"),
        log_entry("2026-11-04T04:47:53+08:00", "backup-restic.service", "info",
                  "processed 1843211 files, 9.102 TiB in 3:47:44"),
        log_entry("2026-11-04T04:47:54+08:00", "backup-restic.service", "info", "snapshot 4b1e9c2f saved"),
        log_entry("2026-11-04T04:47:55+08:00", "backup-restic.service", "info",
                  "backup-restic.service: Deactivated successfully."),
        log_entry("2026-11-05T01:00:03+08:00", "backup-restic.service", "info", "Starting Restic backup of MinIO data..."),
        log_entry("2026-11-05T01:00:10+08:00", "backup-restic.service", "info", "using parent snapshot 4b1e9c2f"),
        log_entry("2026-11-05T01:31:40+08:00", "backup-restic.service", "warning",
                  "error: lstat /srv/minio/data/.minio.sys/multipart/a1f0/part.1: no such file or directory"),
    ]}, N, age=45, args={"unit": "backup-restic.service", "since_minutes": 1500}),
    item("n7", "linux_network_info", {"interfaces": N_IFACES, "listening": [
        listener(22, "0.0.0.0", 1105, "sshd"),
        listener(9000, "::", 1377, "minio"),
        listener(9001, "::", 1377, "minio"),
    ], "connections": [
        connection("10.20.0.5:9000", "10.20.0.31:50412", 1377, "minio"),
        connection("10.20.0.5:9000", "10.20.0.32:39310", 1377, "minio"),
        connection("10.20.0.5:9000", "10.20.0.31:50418", 1377, "minio"),
        connection("10.20.0.5:22", "10.20.0.8:55120", 20011, "sshd"),
    ]}, N, age=1500),
    item("n8", "linux_file_read", {"path": "/etc/systemd/system/backup-restic.timer", "offset": 0, "limit": 200,
                                   "total_lines": 9, "lines": [
        "[Unit]",
        "Description=Nightly restic backup of MinIO data",
        "",
        "[Timer]",
        "OnCalendar=*-*-* 01:00:00",
        "Persistent=true",
        "",
        "[Install]",
        "WantedBy=timers.target",
    ]}, N, age=60, args={"path": "/etc/systemd/system/backup-restic.timer"}),
    item("n9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 14_600_000, "tx_bytes_per_s": 1_900_000},
        {"name": "lo", "rx_bytes_per_s": 230_000, "tx_bytes_per_s": 230_000},
    ]}, N, age=20, args={"interval_seconds": 1}),
]

bannock_answers = [
    {"q": "Why is the disk so busy?", "ev": ["n2", "n3"],
     "a": "It looks like it's the backup. [[s:sdf is 98% busy]] [[s:writing about 212 MB/s]], while "
          "[[s:md0 is reading about 199 MB/s]]. [[s:The top CPU process is restic (PID 20514)]] "
          "[[s:at ~144% CPU]], [[s:backing up /srv/minio/data into /backup/restic-repo]].\n\n"
          "| Process | PID | CPU |\n|---|---|---|\n"
          "| [[s:restic | 20514 | 144%]] |\n"
          "| [[s:minio | 1377 | 22%]] |\n"
          "| [[c:md0_raid6 | 402 | 16%]] |\n\n"
          "[[s:sda is almost idle]]. "
          "[[u:Nothing else is doing significant I/O]]. [[c:MinIO is running as root]]."},

    {"q": "Is the backup still running, and when will it finish?", "ev": ["n4", "n6"],
     "extra": [user("nu1", "The MinIO console feels sluggish since 1 am, and the backup used to finish by 5.", N)],
     "a": "[[s:Yes, `backup-restic.service` is active (running)]] [[s:since 01:00:03]], [[c:main PID 20514]].\n\n"
          "Last night's run for comparison:\n\n"
          "| Start | End | Duration | Added |\n|---|---|---|---|\n"
          "| [[s:1:00 AM]] | [[s:4:47 AM]] | [[c:~3 h 15 min]] | [[s:212 GiB (198 GiB stored)]] |\n\n"
          "[[u:So tonight's should wrap up around 4:50 AM]]. [[s:There's one warning tonight at 01:31, an lstat "
          "\"no such file or directory\" under .minio.sys/multipart]]; [[u:that warning is harmless]]. "
          "[[c:Tonight's run uses parent snapshot 9c2e77d1]]."},

    {"q": "Is the backup disk going to fill up?", "ev": ["n5", "n6"],
     "a": "It's getting close. [[s:/backup is at 91%]] — [[s:about 7.31 TB used of 8.0 TB]], "
          "[[s:roughly 688 GB free]]. [[s:Last night's run stored about 198 GiB]], so [[s:that's room for roughly "
          "three more runs of that size]].\n\n"
          "| Mount | Used |\n|---|---|\n"
          "| [[s:/backup | 91%]] |\n"
          "| [[c:/srv/minio | 71%]] |\n"
          "| [[s:/ | 41%]] |\n\n"
          "[[c:/backup is formatted btrfs]], and [[u:there's no restic prune scheduled]]."},

    {"q": "Is MinIO listening, and are clients connected?", "ev": ["n7", "n3"],
     "a": "[[s:MinIO is running as PID 1377]] [[s:and has been up since 21 October]]. From the network snapshot, "
          "[[t:it's listening on 9000 (API) and 9001 (console)]], [[t:with three client connections]] "
          "[[t:from 10.20.0.31 and 10.20.0.32]]. Just note that network snapshot is about 25 minutes old.\n\n"
          "- [[t:MinIO is listening on IPv4 only]]\n"
          "- [[s:Its console is configured on :9001]]\n\n"
          "[[u:The console is slow because restic is hammering the array]]."},

    {"q": "When is the backup scheduled?", "ev": ["n8", "n4"],
     "a": "[[s:The timer fires every day at 01:00]] ([[s:`OnCalendar=*-*-* 01:00:00`]]) and "
          "[[s:`Persistent=true` is set]]. [[s:Tonight's run started at 1:00:03 AM]].\n\n"
          "**Randomized delay:** [[c:15 minutes]]\n"
          "**Unit file state:** [[s:static]]\n"
          "**Timer file:** [[c:12 lines]]\n\n"
          "[[u:The service is only ever started by the timer]]."},

    {"q": "How much network traffic is going through?", "ev": ["n9", "n7"],
     "a": "[[s:eth0 is receiving about 15 MB/s]] and [[s:sending about 2 MB/s]]. "
          "[[s:Loopback is around 0.2 MB/s each way]]. [[c:That's roughly 150 Mbit/s inbound]]. "
          "[[u:The receive side is probably MinIO uploads from 10.20.0.31 and .32]]."},

    {"q": "Give me a quick overview of bannock.", "ev": ["n1", "n5"],
     "a": "Sure! Here's the short version:\n\n"
          "**OS:** [[s:openSUSE Leap 15.6]] · **Kernel:** [[s:6.4.0-150600.23.25-default]]\n"
          "**CPU:** [[s:Xeon E-2336, 6 cores / 12 threads]] · **RAM:** [[s:64 GB]]\n"
          "**Storage:** [[s:a 16 TB md array for /srv/minio]] ([[u:RAID 6]]), [[s:an 8 TB /backup disk]], "
          "[[c:root on a 500 GB SSD]]\n"
          "\n"
          "[[s:restic 0.16.4 is installed]]; [[c:MinIO is installed as an RPM]]. "
          "[[c:There's a dedicated `backup` user]]."},
]

# ---------------------------------------------------------------------------------------------- pita

K = Clock("2026-11-21T19:05:00+08:00")
K_MEM = 16_488_923_136
HA = "home-assistant-7d9f8c6b5-x2kqp"
ESP = "esphome-5c7b9d4f8-lm4tz"
MQ = "mosquitto-6b8c5d7f9-7hz2c"
Z2M = "zigbee2mqtt-6f8d7c9b4-q8wnv"


def _pods(z2m_restarts: int) -> dict:
    return {"context": "default", "namespace": "home", "items": [
        pod(HA, "home", "Running", "pita", 0, True, started="2026-11-10T08:31:22+08:00"),
        pod(ESP, "home", "Running", "pita", 1, True, started="2026-11-10T08:31:25+08:00"),
        pod(MQ, "home", "Running", "pita", 0, True, started="2026-11-10T08:31:20+08:00"),
        pod(Z2M, "home", "Running", "pita", z2m_restarts, False, waiting="CrashLoopBackOff",
            started="2026-11-21T16:41:07+08:00"),
    ]}


pita_evidence = [
    steady("k1", K, age=3000, hostname="pita", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-28-amd64", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=K_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 490_577_010_688}],
           network_interfaces=[{"name": "enp1s0", "mac": "e8:ff:1e:d2:40:5b", "addresses": ["192.168.50.20/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "8a:1f:33:c0:92:1e", "addresses": ["10.42.0.1/24"],
                                "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1", package_manager="dpkg",
           installed_packages={"curl": "7.88.1-10+deb12u8", "linux-image-amd64": "6.1.119-1",
                               "open-iscsi": "2.1.8-1"},
           available_services=["k3s.service", "ssh.service", "systemd-timesyncd.service"],
           users=[{"name": "nora", "uid": 1000, "gid": 1000, "home": "/home/nora", "shell": "/bin/bash"}],
           groups=[{"name": "dialout", "gid": 20, "members": ["nora"]}]),
    item("k2", "kubernetes_get", _pods(38), K, age=20, args={"resource": "pods", "namespace": "home"}),
    item("k3", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
        deployment("home-assistant", "home", 1, 1),
        deployment("esphome", "home", 1, 1),
        deployment("mosquitto", "home", 1, 1),
        deployment("zigbee2mqtt", "home", 1, 0),
    ]}, K, age=25, args={"resource": "deployments", "namespace": "home"}),
    item("k4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("pita", True, "v1.30.6+k3s1")]}, K, age=30, args={"resource": "nodes"}),
    item("k5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-21T16:22:10+08:00", "kernel", "info", "usb 1-2: USB disconnect, device number 4"),
        log_entry("2026-11-21T16:22:10+08:00", "kernel", "info",
                  "cp210x ttyUSB0: cp210x converter now disconnected from ttyUSB0"),
        log_entry("2026-11-21T16:22:13+08:00", "kernel", "info",
                  "usb 1-2: new full-speed USB device number 5 using xhci_hcd"),
        log_entry("2026-11-21T16:22:14+08:00", "kernel", "info", "usb 1-2: cp210x converter now attached to ttyUSB1"),
    ]}, K, age=35, args={"since_minutes": 240, "grep": "ttyUSB|cp210x|usb 1-2"}),
    item("k6", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-11-21T19:01:12+08:00", None, "err",
                  "Zigbee2MQTT:error 2026-11-21 19:01:12: Error while starting zigbee-herdsman"),
        log_entry("2026-11-21T19:01:12+08:00", None, "err",
                  "Zigbee2MQTT:error 2026-11-21 19:01:12: Failed to start zigbee-herdsman"),
        log_entry("2026-11-21T19:01:12+08:00", None, "err",
                  "Zigbee2MQTT:error 2026-11-21 19:01:12: Error: Error: No such file or directory, "
                  "cannot open /dev/ttyUSB0"),
        log_entry("2026-11-21T19:01:12+08:00", None, "info",
                  "Zigbee2MQTT:info  2026-11-21 19:01:12: Stopping zigbee-herdsman..."),
    ]}, K, age=40, args={"path": f"/var/log/pods/home_{Z2M}_5b0e7c1a/zigbee2mqtt/38.log", "limit": 4}),
    item("k7", "linux_file_changes", {"root": "/srv/k3s/zigbee2mqtt", "since": "2026-11-20T19:04:10+08:00", "files": [
        {"path": "/srv/k3s/zigbee2mqtt/configuration.yaml", "mtime": "2026-11-21T16:40:02+08:00", "size_bytes": 1912},
        {"path": "/srv/k3s/zigbee2mqtt/database.db", "mtime": "2026-11-21T16:21:58+08:00", "size_bytes": 188_416},
        {"path": "/srv/k3s/zigbee2mqtt/coordinator_backup.json", "mtime": "2026-11-21T16:21:57+08:00",
         "size_bytes": 6204},
    ]}, K, age=50, args={"root": "/srv/k3s/zigbee2mqtt", "since_minutes": 1440}),
    item("k8", "linux_file_read", {"path": "/srv/k3s/zigbee2mqtt/configuration.yaml", "offset": 0, "limit": 100,
                                   "total_lines": 18, "lines": [
        "homeassistant: true",
        "permit_join: false",
        "mqtt:",
        "  base_topic: zigbee2mqtt",
        "  server: mqtt://mosquitto.home.svc:1883",
        "serial:",
        "  port: /dev/ttyUSB0",
        "  adapter: ezsp",
        "frontend:",
        "  port: 8080",
        "advanced:",
        "  log_level: info",
        "  network_key: '!secret network_key'",
        "devices:",
        "  '0x00158d0008a1b2c3':",
        "    friendly_name: hallway_motion",
        "  '0xa4c138f06e1d2b44':",
        "    friendly_name: office_plug",
    ]}, K, age=55, args={"path": "/srv/k3s/zigbee2mqtt/configuration.yaml"}),
    item("k9", "linux_system_info", system_info(18.6, [0.91, 0.84, 0.77], 988_505, "2026-11-10T08:29:40+08:00",
                                                K_MEM, 9_126_805_504, 0, 0), K, age=15),
    item("k10", "kubernetes_get", _pods(31), K, age=2400, args={"resource": "pods", "namespace": "home"}),
]

pita_answers = [
    {"q": "Why is zigbee2mqtt in CrashLoopBackOff?", "ev": ["k2", "k5", "k6"],
     "a": "It looks like [[s:Zigbee2MQTT can't open /dev/ttyUSB0]] — [[s:its log says \"No such file or "
          "directory, cannot open /dev/ttyUSB0\"]]. [[s:The kernel shows the USB dongle disconnecting at "
          "16:22:10]] and [[s:coming back as ttyUSB1 about four seconds later]], so [[s:the pod is still pointed "
          "at the old device name]].\n\n"
          "| Pod | Status | Restarts |\n|---|---|---|\n"
          "| [[s:zigbee2mqtt-6f8d7c9b4-q8wnv | CrashLoopBackOff | 38]] |\n"
          "| [[c:home-assistant-7d9f8c6b5-x2kqp | Running | 2]] |\n\n"
          "[[s:The last crash was at 7:01 PM]]. [[s:The dongle uses a cp210x USB-serial chip]], "
          "[[u:probably a Sonoff Zigbee stick]]. [[c:The disconnect happened around 6:22 PM]]."},

    {"q": "Are all my Home Assistant pods fine?", "ev": ["k2", "k3"],
     "a": "Mostly! [[s:home-assistant, esphome and mosquitto are Running and ready]], but "
          "[[s:zigbee2mqtt isn't ready]].\n\n"
          "| Deployment | Ready |\n|---|---|\n"
          "| [[s:home-assistant | 1/1]] |\n"
          "| [[s:esphome | 1/1]] |\n"
          "| [[s:mosquitto | 1/1]] |\n"
          "| [[s:zigbee2mqtt | 0/1]] |\n\n"
          "[[c:esphome has never restarted]] and "
          "[[c:Home Assistant has been up since 8:13 AM on 10 November]]. "
          "[[u:No other namespace has problems]]."},

    {"q": "Is the node healthy?", "ev": ["k4", "k9", "k1"],
     "a": "[[s:Yes, node `pita` is Ready]], [[s:running k3s v1.30.6+k3s1]].\n\n"
          "| Metric | Value |\n|---|---|\n"
          "| CPU | [[s:~19%]] |\n"
          "| Memory | [[s:~7.4 GB of 16.5 GB]] ([[c:48%]]) |\n"
          "| Swap | [[s:none configured]] |\n\n"
          "[[s:It's been up since 10 Nov 08:29]], [[c:about 12 days]]. [[s:It's a 4-core Intel N100]] "
          "[[s:running Debian 12]] [[c:on kernel 6.1.0-26]]."},

    {"q": "How many times has zigbee2mqtt restarted?", "ev": ["k10"],
     "a": "It looks like [[t:zigbee2mqtt has restarted 31 times]] and [[t:is in CrashLoopBackOff]]. Heads up: "
          "that pod listing is about 40 minutes old, so the number has likely gone up.\n\n"
          "- [[t:esphome: Running, 1 restart]]\n"
          "- [[t:mosquitto: Running, 2 restarts]]"},

    {"q": "What changed in the zigbee2mqtt folder today?", "ev": ["k7", "k8"],
     "extra": [user("ku1", "I only edited the z2m config around 4:40 to add the office plug, nothing else.", K)],
     "a": "[[s:Three files changed in the last day]]: [[s:configuration.yaml at 16:40]], "
          "[[s:database.db at 4:21 PM]] and [[s:coordinator_backup.json at 16:21]].\n\n"
          "In the config:\n\n"
          "| Setting | Value |\n|---|---|\n"
          "| [[s:serial.port | /dev/ttyUSB0]] |\n"
          "| [[s:adapter | ezsp]] |\n"
          "| [[c:permit_join | true]] |\n"
          "\n"
          "[[s:office_plug is listed under devices]] [[s:with address 0xa4c138f06e1d2b44]]. "
          "[[c:The file is 22 lines long]]. [[u:You changed the serial port when you edited it]], and "
          "[[u:database.db and the coordinator backup were rewritten when the dongle reconnected]]."},

    {"q": "Give me the deployments with their readiness, and cite the evidence.", "ev": ["k3", "k2"],
     "a": "Sure! Here they are:\n\n"
          "- [[s:home-assistant: 1/1 ready (k3)]]\n"
          "- [[s:esphome: 1/1 ready (k3)]]\n"
          "- [[s:mosquitto: 1/1 ready (k3)]]\n"
          "- [[s:zigbee2mqtt: 0/1 ready (k3)]]\n\n"
          "[[u:zigbee2mqtt's pod has 38 restarts (k3)]], and [[s:its container is waiting with reason "
          "CrashLoopBackOff (k2)]]. [[c:There are five deployments in `home`]]. "
          "[[u:They're managed by Helm]]."},

    {"q": "Is the mini PC running hot or low on memory?", "ev": ["k9", "k1"],
     "a": "Not at all. [[s:Memory is about 45% used]], [[s:with around 9.1 GB available]] [[c:out of 32 GB]]. "
          "[[c:CPU is about 9%]].\n\n"
          "**Cores:** [[s:4]] · **Threads:** [[c:8]]\n"
          "**Uptime:** [[s:a little over 11 days]]\n\n"
          "[[u:Temperatures look normal]]."},
]

MACHINES = [
    {"name": "bagel", "clock": B, "evidence": bagel_evidence, "answers": bagel_answers},
    {"name": "pretzel", "clock": P, "evidence": pretzel_evidence, "answers": pretzel_answers},
    {"name": "baguette", "clock": G, "evidence": baguette_evidence, "answers": baguette_answers},
    {"name": "bannock", "clock": N, "evidence": bannock_evidence, "answers": bannock_answers},
    {"name": "pita", "clock": K, "evidence": pita_evidence, "answers": pita_answers},
]
