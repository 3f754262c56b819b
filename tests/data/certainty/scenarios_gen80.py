"""80th generation (written blind, in the chatty style of openchat-3.5 / neural-chat 7B answers).

Written without reading the certainty wrapper, its tests, the other generations or the corpora; answers are
friendly and talkative, mixing prose with short lists and tables, with exclamation marks, casual rounding
("roughly 21 GB", "~2.9 GiB") and colloquial times ("about half an hour ago", "earlier today", "just now").

sicilian: a Fedora 40 Workstation desktop in Europe/Berlin (+02:00) with a Ryzen 7 7700X and 31 GiB of RAM
(MemTotal). Evidence: a steady-state snapshot three hours old (users marta and kuba, wheel = [marta], no docker
group, a 2 TB btrfs root that also holds /home), a fresh linux_system_info, a fresh process list sorted by memory
(cut to 6, a Paper Minecraft server in Java on top), a 13-minute-old (stale) process list sorted by CPU, a week
of dnf history (7 events: OpenJDK installed, kernel/firefox/mesa upgraded, LibreOffice removed), a day of journal
errors in UTC (ACPI at boot, dnf-makecache, an amdgpu ring timeout and GPU reset), and disk usage with a nearly
full external backup drive.

caro: an Ubuntu 22.04 ThinkPad laptop in America/Chicago (-05:00) whose Wi-Fi keeps dropping. Evidence: a
steady-state snapshot whose `packages` source is in stale_sources (tailscale listed at 1.70.0, upgraded since),
fresh linux_network_info (listeners on loopback, a node dev server on 0.0.0.0:3000, tailscaled on UDP 41641,
outgoing SSH and HTTPS), fresh linux_network_traffic, three hours of NetworkManager journal in UTC with three
disconnects, a 10-minute-old (stale) linux_system_info, three days of package history, and a fresh process list
sorted by CPU.

grunfeld: a Debian 12 home server in Asia/Kolkata (+05:30) running Docker. Evidence: steady state (arjun in
sudo and docker, priya in neither; a RAID1 md0 for media), a complete `docker ps -a` listing (immich_server
restarting, uptime-kuma exited 137, no redis container), immich_server's logs (ECONNREFUSED to redis), disk
usage (media array 82% full), listening sockets, and a fresh linux_system_info plus a 9-minute-old (stale) one.

catalan: a k3s control plane on Rocky Linux 9.4 (UTC). Evidence: kubernetes_get nodes (w2 NotReady on an older
k3s), pods of namespace shop (a cart pod in CrashLoopBackOff, checkout Pending with no node, redis-0 not ready
on w2), deployments of shop, the k3s journal (w2 NotReady at 09:58), a fresh and a 12-minute-old (stale)
linux_system_info, disk usage, and a second fresh read of redis-0 alone that says it is ready (so its readiness
is conflicting in the answer that has both).

nimzo: an Ubuntu 24.04 API server in Australia/Sydney (+10:00) with PostgreSQL 16 and nginx. Evidence: steady
state, api.service failed after hitting its restart limit, postgresql@16-main and nginx active, the api journal
in UTC (SIGKILLed worker, "too many clients", restart counter 5), listening sockets and connections, a process
list sorted by CPU, disk I/O with the database disk busy, a page of postgresql.conf, a 7-minute-old (stale)
linux_system_info, and the files changed under /etc in the last day (four). One answer cites the network
listing (e6) for a value only the config page says.
"""

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------------
# sicilian — Fedora 40 desktop, Europe/Berlin
# ---------------------------------------------------------------------------------------------------------------
_sc = Clock("2026-06-18T21:14:00+02:00")
_SC_MEM = 33_270_000_000

_sc_steady = steady(
    "e1", _sc, age=10800,
    hostname="sicilian", os_name="Fedora Linux", os_version="40", os_codename=None,
    os_pretty_name="Fedora Linux 40 (Workstation Edition)", os_id="fedora",
    kernel="6.9.5-200.fc40.x86_64", cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8, cpu_threads=16,
    memory_total_bytes=_SC_MEM,
    disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
           {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
           {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
    network_interfaces=[{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
                        {"name": "enp14s0", "mac": "a8:a1:59:3c:0e:71", "addresses": ["192.168.178.42/24"],
                         "is_up": True}],
    dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="rpm",
    installed_packages={"firefox": "127.0-1.fc40", "kernel-core": "6.9.5-200.fc40", "kernel": "6.9.5-200.fc40",
                        "steam": "1.0.0.79-1.fc40", "java-21-openjdk": "21.0.3.0.9-1.fc40",
                        "java-21-openjdk-headless": "21.0.3.0.9-1.fc40", "podman": "5.1.1-1.fc40",
                        "gnome-shell": "46.2-1.fc40", "mesa-dri-drivers": "24.1.1-1.fc40", "firewalld": "2.1.2-1.fc40",
                        "code": "1.90.1-1718141439.el8", "bash": "5.2.26-3.fc40", "zsh": "5.9-13.fc40",
                        "sudo": "1.9.15-2.p5.fc40", "NetworkManager": "1:1.46.0-2.fc40", "pipewire": "1.0.7-1.fc40"},
    available_services=["sshd.service", "podman.service", "firewalld.service", "NetworkManager.service",
                        "bluetooth.service", "cups.service", "dnf-makecache.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/", "shell": "/sbin/nologin"},
           {"name": "marta", "uid": 1000, "gid": 1000, "home": "/home/marta", "shell": "/bin/bash"},
           {"name": "kuba", "uid": 1001, "gid": 1001, "home": "/home/kuba", "shell": "/bin/zsh"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["marta"]},
            {"name": "libvirt", "gid": 972, "members": ["marta"]},
            {"name": "marta", "gid": 1000, "members": []},
            {"name": "kuba", "gid": 1001, "members": []}],
    admin_users=["marta"], sudoers_files=["/etc/sudoers"],
)

_sc_sys = item("e2", "linux_system_info",
               system_info(23.4, [2.31, 1.87, 1.42], 27_540, "2026-06-18T13:35:00+02:00", _SC_MEM, 12_100_000_000,
                           8 * GiB, 1_288_490_188), _sc, age=40)

_sc_mem_procs = item("e3", "linux_processes", processes(412, _SC_MEM, [
    (9021, "java", "marta", 38.5, 4_939_212_800, "2026-06-18T18:52:11+02:00",
     "java -Xms2G -Xmx6G -jar paper-1.20.6.jar nogui"),
    (4412, "firefox", "marta", 6.1, 3_114_000_000, "2026-06-18T13:41:02+02:00", "/usr/lib64/firefox/firefox"),
    (5120, "steamwebhelper", "marta", 2.4, 1_503_238_554, "2026-06-18T14:10:33+02:00",
     "/home/marta/.local/share/Steam/ubuntu12_64/steamwebhelper"),
    (6801, "code", "marta", 1.2, 1_181_116_006, "2026-06-18T15:30:12+02:00", "/usr/share/code/code"),
    (7733, "Isolated Web Co", "marta", 11.8, 996_147_200, "2026-06-18T20:58:40+02:00",
     "/usr/lib64/firefox/firefox -contentproc -childID 42 -isForBrowser tab"),
    (2210, "gnome-shell", "marta", 4.5, 817_889_280, "2026-06-18T13:35:40+02:00", "/usr/bin/gnome-shell"),
]), _sc, age=35, args={"sort": "memory", "limit": 6}, complete=False)

_sc_cpu_procs = item("e8", "linux_processes", processes(409, _SC_MEM, [
    (9021, "java", "marta", 61.3, 4_831_838_208, "2026-06-18T18:52:11+02:00",
     "java -Xms2G -Xmx6G -jar paper-1.20.6.jar nogui"),
    (7733, "Isolated Web Co", "marta", 18.9, 960_495_616, "2026-06-18T20:58:40+02:00",
     "/usr/lib64/firefox/firefox -contentproc -childID 42 -isForBrowser tab"),
    (4412, "firefox", "marta", 9.7, 3_080_000_000, "2026-06-18T13:41:02+02:00", "/usr/lib64/firefox/firefox"),
    (2210, "gnome-shell", "marta", 6.2, 815_000_000, "2026-06-18T13:35:40+02:00", "/usr/bin/gnome-shell"),
    (1650, "pipewire", "marta", 1.4, 31_457_280, "2026-06-18T13:35:38+02:00", "/usr/bin/pipewire"),
]), _sc, age=780, args={"sort": "cpu", "limit": 5}, complete=False)

_sc_pkgs = item("e5", "linux_package_history", {"events": [
    package_event("2026-06-13T10:22:15+02:00", "install", "java-21-openjdk-headless", None, "21.0.3.0.9-1.fc40"),
    package_event("2026-06-13T10:22:15+02:00", "install", "java-21-openjdk", None, "21.0.3.0.9-1.fc40"),
    package_event("2026-06-16T19:02:40+02:00", "upgrade", "kernel-core", "6.8.11-300.fc40", "6.9.5-200.fc40"),
    package_event("2026-06-16T19:02:40+02:00", "upgrade", "kernel", "6.8.11-300.fc40", "6.9.5-200.fc40"),
    package_event("2026-06-16T19:02:41+02:00", "upgrade", "firefox", "126.0.1-1.fc40", "127.0-1.fc40"),
    package_event("2026-06-16T19:02:41+02:00", "upgrade", "mesa-dri-drivers", "24.0.8-1.fc40", "24.1.1-1.fc40"),
    package_event("2026-06-17T22:40:05+02:00", "remove", "libreoffice-core", "1:24.2.4.2-1.fc40", None),
]}, _sc, age=60, args={"since_days": 7})

_sc_logs = item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
    log_entry("2026-06-18T11:35:21+00:00", None, "err",
              "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PCI0.GPP0.SWUS], AE_NOT_FOUND"),
    log_entry("2026-06-18T11:36:02+00:00", "dnf-makecache.service", "err",
              "Failed to start dnf-makecache.service - dnf makecache."),
    log_entry("2026-06-18T18:41:07+00:00", None, "err",
              "amdgpu 0000:03:00.0: amdgpu: ring gfx_0.0.0 timeout, signaled seq=1184520, emitted seq=1184522"),
    log_entry("2026-06-18T18:41:09+00:00", None, "err", "amdgpu 0000:03:00.0: amdgpu: GPU reset begin!"),
    log_entry("2026-06-18T18:41:11+00:00", "user@1000.service", "err",
              "gnome-shell[2210]: JS ERROR: TypeError: this._windowActor is null"),
]}, _sc, age=50, args={"priority": "err", "since_minutes": 1440})

_sc_disks = item("e7", "linux_disk_usage", {"filesystems": [
    fs("/dev/nvme0n1p3", "/", "btrfs", 1_998_694_907_904, 1_412_000_000_000),
    fs("/dev/nvme0n1p3", "/home", "btrfs", 1_998_694_907_904, 1_412_000_000_000),
    fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 356_000_000),
    fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 19_922_944),
    fs("/dev/sda1", "/run/media/marta/Backup", "ext4", 4_000_650_883_072, 3_890_000_000_000),
]}, _sc, age=30)

SICILIAN = {
    "name": "sicilian",
    "clock": _sc,
    "evidence": [_sc_steady, _sc_sys, _sc_mem_procs, _sc_cpu_procs, _sc_pkgs, _sc_logs, _sc_disks],
    "answers": [
        {"q": "my pc feels really sluggish tonight, what's going on?", "ev": ["e2", "e3", "e8"],
         "a": "Hey there! 😊 Let's take a look at what's happening on sicilian right now.\n\n"
              "From the latest system snapshot, [[s:the 1-minute load "
              "average is around 2.3]], [[c:which is a little lower than the 15-minute figure]]. Memory is the more "
              "interesting part: [[s:you're using roughly 21 GB of your 33 GB]] ([[c:about 72%]]) — that's a lot!\n\n"
              "[[s:The biggest memory user by far is **Java**]] — [[s:a Paper Minecraft server (PID 9021)]] that [[s:is "
              "holding about 4.6 GiB of RAM]]. [[u:It's probably been slowly growing since it started]]. After that:\n\n"
              "- [[s:Firefox – ~2.9 GiB]]\n"
              "- [[c:Steam's web helper – around 2 GB]]\n"
              "\n"
              "A little while ago [[t:Java was also the top CPU user at about 61%]], with [[t:a Firefox content "
              "process (Isolated Web Co) second at ~19%]].\n\n"
              "My guess? [[u:The Minecraft server plus a bunch of browser tabs is pushing you into swap]], which "
              "would explain the sluggishness! You could try stopping the server when you're not playing, or cap "
              "it with a smaller `-Xmx`. Want me to check anything else?"},
        {"q": "How much disk space do I have left?", "ev": ["e7"],
         "a": "Sure thing! Here's the quick rundown of your drives:\n\n"
              "**Main NVMe**\n"
              "- [[s:Size: about 2 TB]]\n"
              "- [[s:Used: around 71%]]\n"
              "- [[c:Free: roughly 586 GiB]]\n\n"
              "**Backup drive (`/run/media/marta/Backup`)**\n"
              "- [[s:This one's nearly full — about 97% used!]]\n"
              "- [[c:Only around 11 GB left]]\n\n"
              "[[s:`/boot` is about a third full]], so that's fine."
              "\n\n"
              "[[c:Your root and home are on separate partitions]], so the backup drive is really the one to worry "
              "about — I'd clear out some old backups soon, otherwise [[u:your next backup run will probably "
              "fail]]. 😅"},
        {"q": "what got updated this week?", "ev": ["e5"],
         "a": "Here's what dnf did over the past week! 🎉\n\n"
              "1. [[s:**June 13** – you installed OpenJDK 21 (java-21-openjdk 21.0.3)]] — [[u:probably for the "
              "Minecraft server]]\n"
              "2. [[s:**June 16** – four packages were upgraded]]:\n"
              "   - [[s:the kernel went from 6.8.11 to 6.9.5]]\n"
              "   - [[c:Firefox was upgraded to 128.0]]\n"
              "3. [[c:**June 18** – LibreOffice was removed]]\n\n"
              "[[c:That's 5 package changes in total]]. [[s:The kernel update landed on Tuesday evening]], so "
              "[[u:you've already rebooted into the new kernel since then]]. Let me know if you want the full "
              "`dnf history` details!"},
        {"q": "Were there any errors today?", "ev": ["e6"],
         "a": "Yep, a few showed up in the journal today! Here's the short version:\n\n"
              "| Time | What |\n|---|---|\n"
              "| [[c:13:46]] | [[s:dnf-makecache failed to start]] |\n"
              "| [[s:20:41]] | [[s:amdgpu ring timeout → GPU reset]] |\n"
              "| [[c:20:45]] | [[s:GNOME Shell JS error (`_windowActor is null`)]] |\n\n"
              "The big one is the **amdgpu timeout** [[s:about half an hour ago]]. [[u:This usually happens when a game or the "
              "browser pushes the GPU driver into a bad state]], and [[u:the GNOME Shell error right after was "
              "caused by that reset]].\n\n"
              "If the GPU resets keep "
              "coming back, try `journalctl -k -b | grep amdgpu` to see how often."},
        {"q": "Can you give me a quick overview of this machine?", "ev": ["e1"],
         "a": "Of course! Here's a quick profile of **sicilian** 🖥️\n\n"
              "- **OS:** [[s:Fedora Linux 40]] ([[c:Server Edition]])\n"
              "- **CPU:** [[s:AMD Ryzen 7 7700X]] — [[s:8 cores / 16 threads]]\n"
              "- **RAM:** [[s:32 GB]]\n"
              "- **Storage:** [[c:a single 1 TB NVMe]]\n"
              "- **Network:** [[s:wired on enp14s0 with 192.168.178.42]]\n"
              "- **Firewall:** [[u:firewalld is active]]\n\n"
              "[[s:Docker isn't installed]], but "
              "[[c:you're already in the `docker` group]] for some reason. Anything you'd like me to dig into?"},
        {"q": "am I an admin here? and who else has an account?", "ev": ["e1"],
         "extra": [user("u1", "I'm logged in as marta btw", _sc)],
         "a": "Good news — yes! 🙌 [[s:Your account **marta** is in the `wheel` group]], which [[s:on Fedora means "
              "you can use sudo]].\n\n"
              "As for other people: [[s:there's one other regular account, **kuba**]] ([[s:UID 1001]]), and [[c:he's "
              "also in wheel]]. [[s:His shell is zsh]] while [[c:yours is fish]]. [[c:Both of you have your homes "
              "under /var/home]].\n\n"
              "So basically [[c:you two are the only accounts that can log in with a real shell]]! If you want to "
              "give kuba admin rights too, `sudo usermod -aG wheel kuba` will do it."},
        {"q": "Is the Minecraft server hogging my CPU?", "ev": ["e8", "e2"],
         "a": "Kind of, yeah! 😄 When I checked the process list a little earlier, [[t:the Java process running your "
              "Paper server (PID 9021) was at about 61% CPU]], [[t:way ahead of everything else]] — [[t:the next one "
              "was a Firefox tab process at around 19%]].\n\n"
              "Right now, though, [[s:overall CPU usage is only around 23%]] and [[s:the 1-minute load is about "
              "2.3]], [[u:which is pretty light for a 16-thread Ryzen]]. So [[u:it's busy but not really hogging "
              "things]].\n\n"
              "[[c:The machine itself has been up for about 9 hours]] too, so [[u:the server might have piled up "
              "some chunk-loading work]]. If you want to keep an eye on it, `top -p 9021` is handy!"},
    ],
}

# ---------------------------------------------------------------------------------------------------------------
# caro — Ubuntu 22.04 laptop, America/Chicago
# ---------------------------------------------------------------------------------------------------------------
_ca = Clock("2026-09-03T08:47:00-05:00")
_CA_MEM = 16_428_000_000
_CA_IFACES = [
    {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
    {"name": "enp0s31f6", "mac": "8c:8c:aa:41:07:d2", "addresses": [], "is_up": False},
    {"name": "wlp0s20f3", "mac": "a0:b3:39:5e:21:9f", "addresses": ["192.168.86.31/24"], "is_up": True},
    {"name": "tailscale0", "mac": None, "addresses": ["100.101.12.7/32"], "is_up": True},
]

_ca_steady = steady(
    "e1", _ca, age=2 * 86400,
    hostname="caro", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
    os_pretty_name="Ubuntu 22.04.4 LTS", kernel="6.5.0-41-generic",
    cpu_model="12th Gen Intel(R) Core(TM) i7-1265U", cpu_cores=10, cpu_threads=12, memory_total_bytes=_CA_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510_770_802_688},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
    network_interfaces=_CA_IFACES, dns_servers=["127.0.0.53"], default_gateway="192.168.86.1",
    installed_packages={"tailscale": "1.70.0", "network-manager": "1.36.6-0ubuntu2",
                        "linux-firmware": "20220329.git681281e4-0ubuntu3.31", "nodejs": "20.16.0-1nodesource1",
                        "code": "1.92.2-1723660989", "openssh-client": "1:8.9p1-3ubuntu0.10",
                        "cups": "2.4.1op1-1ubuntu4.10", "avahi-daemon": "0.8-5ubuntu5.2"},
    available_services=["NetworkManager.service", "tailscaled.service", "cups.service", "avahi-daemon.service",
                        "systemd-resolved.service", "wpa_supplicant.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "devon", "uid": 1000, "gid": 1000, "home": "/home/devon", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["devon"]}, {"name": "lpadmin", "gid": 122, "members": ["devon"]}],
    stale_sources=["packages"],
)

_ca_net = item("e2", "linux_network_info", {
    "interfaces": _CA_IFACES,
    "listening": [
        listener(53, "127.0.0.53", 612, "systemd-resolve", proto="udp"),
        listener(53, "127.0.0.53", 612, "systemd-resolve"),
        listener(631, "127.0.0.1", 1033, "cupsd"),
        listener(3000, "0.0.0.0", 48810, "node"),
        listener(6463, "127.0.0.1", 51220, "Discord"),
        listener(41641, "0.0.0.0", 905, "tailscaled", proto="udp"),
        listener(60512, "100.101.12.7", 905, "tailscaled"),
        listener(5353, "0.0.0.0", 640, "avahi-daemon", proto="udp"),
    ],
    "connections": [
        connection("192.168.86.31:50422", "140.82.112.21:443", 3120, "firefox"),
        connection("192.168.86.31:50430", "140.82.112.21:443", 3120, "firefox"),
        connection("100.101.12.7:41220", "100.88.4.12:22", 50011, "ssh"),
        connection("192.168.86.31:38810", "162.159.135.234:443", 51220, "Discord"),
        connection("192.168.86.31:59002", "34.107.243.93:443", None, None, status="TIME_WAIT"),
    ],
}, _ca, age=30)

_ca_traffic = item("e3", "linux_network_traffic", {"interval_seconds": 2.0, "interfaces": [
    {"name": "lo", "rx_bytes_per_s": 1_200, "tx_bytes_per_s": 1_200},
    {"name": "enp0s31f6", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
    {"name": "wlp0s20f3", "rx_bytes_per_s": 4_350_000, "tx_bytes_per_s": 210_000},
    {"name": "tailscale0", "rx_bytes_per_s": 12_400, "tx_bytes_per_s": 9_800},
]}, _ca, age=25, args={"interval_seconds": 2})

_ca_logs = item("e4", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
    log_entry("2026-09-03T11:55:02+00:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): state change: activated -> disconnected (reason 'supplicant-disconnect', "
              "sys-iface-state: 'managed')"),
    log_entry("2026-09-03T11:55:31+00:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): Activation: successful, device activated."),
    log_entry("2026-09-03T12:32:40+00:00", "NetworkManager.service", "warning",
              "<warn>  device (wlp0s20f3): link timed out."),
    log_entry("2026-09-03T12:32:47+00:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): state change: activated -> disconnected (reason 'supplicant-disconnect', "
              "sys-iface-state: 'managed')"),
    log_entry("2026-09-03T12:33:40+00:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): Activation: successful, device activated."),
    log_entry("2026-09-03T13:20:15+00:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): state change: activated -> disconnected (reason 'supplicant-disconnect', "
              "sys-iface-state: 'managed')"),
    log_entry("2026-09-03T13:20:44+00:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): Activation: successful, device activated."),
]}, _ca, age=40, args={"unit": "NetworkManager.service", "since_minutes": 180})

_ca_sys = item("e5", "linux_system_info",
               system_info(9.5, [0.84, 0.91, 0.77], 277_200, "2026-08-31T03:37:00-05:00", _CA_MEM, 5_950_000_000,
                           2 * GiB, 536_870_912), _ca, age=600)

_ca_pkgs = item("e6", "linux_package_history", {"events": [
    package_event("2026-09-01T09:14:22-05:00", "upgrade", "tailscale", "1.70.0", "1.72.1"),
    package_event("2026-09-01T09:14:25-05:00", "upgrade", "linux-firmware", "20220329.git681281e4-0ubuntu3.31",
                  "20220329.git681281e4-0ubuntu3.32"),
    package_event("2026-09-02T18:03:10-05:00", "install", "iw", None, "5.16-1build1"),
    package_event("2026-09-02T18:03:10-05:00", "install", "wavemon", None, "0.9.4-1"),
]}, _ca, age=60, args={"since_days": 3})

_ca_procs = item("e7", "linux_processes", processes(318, _CA_MEM, [
    (48810, "node", "devon", 24.6, 612 * MiB, "2026-09-03T07:58:12-05:00",
     "node /home/devon/src/shopfront/node_modules/.bin/next dev -p 3000"),
    (3120, "firefox", "devon", 11.2, 1_932_735_283, "2026-09-02T08:12:40-05:00", "/snap/firefox/4793/usr/lib/firefox/firefox"),
    (2140, "gnome-shell", "devon", 5.3, 420 * MiB, "2026-08-31T03:38:02-05:00", "/usr/bin/gnome-shell"),
    (4410, "code", "devon", 3.9, 950 * MiB, "2026-09-02T08:15:19-05:00", "/usr/share/code/code"),
    (905, "tailscaled", "root", 1.1, 48 * MiB, "2026-08-31T03:37:21-05:00",
     "/usr/sbin/tailscaled --state=/var/lib/tailscale/tailscaled.state --port=41641"),
]), _ca, age=20, args={"sort": "cpu", "limit": 5}, complete=False)

CARO = {
    "name": "caro",
    "clock": _ca,
    "evidence": [_ca_steady, _ca_net, _ca_traffic, _ca_logs, _ca_sys, _ca_pkgs, _ca_procs],
    "answers": [
        {"q": "my wifi keeps dropping this morning, can you see why?", "ev": ["e4", "e3"],
         "a": "Oh no, flaky Wi-Fi is the worst! 😩 I checked NetworkManager's log for the last few hours and here's "
              "what I found:\n\n"
              "- [[s:Your Wi-Fi card (`wlp0s20f3`) dropped off **3 times** this morning]]\n"
              "- [[s:The first drop was at about 6:55]], [[c:the second around 7:45]], and [[s:the latest one at "
              "8:20]]\n"
              "- [[c:Each time it took a couple of minutes to come back]]\n"
              "- [[s:Right before the second drop, NetworkManager logged \"link timed out\"]]\n\n"
              "[[u:This looks like your router is kicking the laptop off for inactivity]] — [[u:a power-saving issue "
              "with the Intel AX211 driver]] is a common cause. Right now [[s:you're connected and pulling about "
              "4.3 MB/s]].\n\n"
              "You could try turning off Wi-Fi power saving: set `wifi.powersave = 2` in "
              "`/etc/NetworkManager/conf.d/default-wifi-powersave-on.conf` and restart NetworkManager. Hope that "
              "helps!"},
        {"q": "What's listening on my laptop? I want to make sure nothing's exposed", "ev": ["e2", "e7"],
         "a": "Good thinking to check! 🔒 Here's what has a listening socket right now:\n\n"
              "| Port | Program | Reachable from your network? |\n|---|---|---|\n"
              "| 53 | [[s:systemd-resolved]] | [[s:❌ no, 127.0.0.53 only]] |\n"
              "| 3000 | [[s:node]] | [[s:✅ yes]] |\n"
              "| 6463 | [[s:Discord]] | [[c:✅ yes]] |\n\n"
              "[[s:Tailscale listens on UDP 41641 on all interfaces]], which is normal "
              "for a laptop.\n\n"
              "The one I'd look at is **port 3000** — [[s:that's your Next.js dev server]], and [[c:it's been "
              "running since last night]]. You can start it with `-H 127.0.0.1` to keep it private. So to sum up, [[c:only node and Discord accept "
              "connections from outside]]."},
        {"q": "what's eating my bandwidth right now?", "ev": ["e3", "e2"],
         "a": "Let's see! Right now [[s:almost all the traffic is on your Wi-Fi interface]]: [[s:about 4.3 MB/s "
              "down]] and [[c:roughly 2 MB/s up]].\n\n"
              "As for which app — the socket list shows [[s:Firefox has two connections open to 140.82.112.21 on "
              "port 443]] ([[u:that's GitHub]]), and [[s:there's an SSH session over "
              "Tailscale to 100.88.4.12]]. [[u:My best guess is Firefox is downloading something from GitHub]], "
              "since [[s:it's the only program with more than one connection]]... though Linux doesn't track "
              "bandwidth per app, so I can't say for sure! `sudo nethogs wlp0s20f3` would tell you exactly."},
        {"q": "which tailscale version do I have?", "ev": ["e1", "e6"],
         "a": "[[s:You're on **Tailscale 1.72.1**]]! 🎉 [[s:It was upgraded from 1.70.0 on September 1st]] "
              "([[c:Monday morning]]).\n\n"
              "[[s:The same upgrade run also updated linux-firmware]], and then [[s:yesterday evening you installed "
              "`iw` and `wavemon`]] — [[u:I'm guessing to debug the Wi-Fi]]? 😄 [[c:So that's three package changes "
              "in the last few days]].\n\n"
              "By the way, [[t:your NetworkManager is version 1.36.6]], [[u:which is the stock Jammy build]]. "
              "`tailscale version` will confirm the client and daemon match."},
        {"q": "how's my laptop doing overall? memory, uptime etc", "ev": ["e5", "e7", "e1"],
         "a": "Here's a quick health check! 💻\n\n"
              "**Memory:** [[t:about 10.5 GB of your 16 GB is in use]], and [[t:a quarter of your 2 GB "
              "swap is used]].\n"
              "**Uptime:** [[t:it's been running for a little over 3 days]] — [[t:since Saturday night]].\n"
              "**CPU:** [[s:the busiest thing right now is your Node dev server at ~25%]]. [[c:VS Code is the third busiest]].\n"
              "**Hardware:** [[s:12th-gen Core i7-1265U]] with [[c:8 cores]].\n\n"
              "Overall it's in decent shape! [[u:The swap usage is probably from Firefox]] — restarting it now and "
              "then can help."},
        {"q": "Is there anything running as root that I should know about?", "ev": ["e7"],
         "a": "From the process list I grabbed just now (top 5 by CPU): [[s:**tailscaled** (PID 905) is the only "
              "one running as root]], and [[s:it's using about 1% CPU]] with [[c:around 480 MB of memory]]. "
              "[[s:Everything else in that list runs as **devon**]].\n\n"
              "[[u:There's nothing else running as root that looks unusual]] — although I only looked at the top 5 "
              "of [[c:about 380 processes]], so take that with a grain of salt! [[u:tailscaled needs root to manage "
              "the network interface]], so that's expected. 😊"},
        {"q": "what's my IP address?", "ev": ["e2", "e1"],
         "a": "Your laptop has a few addresses! 🌐\n\n"
              "- [[s:Wi-Fi (wlp0s20f3): **192.168.86.31**]]\n"
              "- [[s:Tailscale: **100.101.12.7**]]\n"
              "- Ethernet (enp0s31f6): [[s:down, no address]]\n\n"
              "[[s:Your default gateway is 192.168.86.1]], [[c:and DNS queries go straight to it as well]]. "
              "[[s:You've also got an SSH session open to 100.88.4.12 over Tailscale]] right now. Your public IP "
              "isn't something I can see from here — `curl ifconfig.me` will show it!"},
    ],
}

# ---------------------------------------------------------------------------------------------------------------
# grunfeld — Debian 12 home server with Docker, Asia/Kolkata
# ---------------------------------------------------------------------------------------------------------------
_gr = Clock("2026-02-11T22:05:00+05:30")
_GR_MEM = 16_612_000_000
_GR_IFACES = [
    {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
    {"name": "enp1s0", "mac": "6c:4b:90:a7:3e:15", "addresses": ["192.168.1.20/24"], "is_up": True},
    {"name": "docker0", "mac": "02:42:5d:11:8c:02", "addresses": ["172.17.0.1/16"], "is_up": False},
    {"name": "br-5f2a9c0e7d41", "mac": "02:42:9a:3b:61:c0", "addresses": ["172.18.0.1/16"], "is_up": True},
]

_gr_steady = steady(
    "e1", _gr, age=86400,
    hostname="grunfeld", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
    kernel="6.1.0-18-amd64", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6, cpu_threads=6,
    memory_total_bytes=_GR_MEM,
    disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 239_511_543_808},
           {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912},
           {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": 7_937_000_000_000}],
    network_interfaces=_GR_IFACES, dns_servers=["127.0.0.1", "1.1.1.1"], default_gateway="192.168.1.1",
    installed_packages={"docker-ce": "5:25.0.3-1~debian.12~bookworm", "docker-compose-plugin": "2.24.6-1~debian.12~bookworm",
                        "samba": "2:4.17.12+dfsg-0+deb12u1", "mdadm": "4.2-5", "openssh-server": "1:9.2p1-2+deb12u2",
                        "smartmontools": "7.3-pre1", "exim4-daemon-light": "4.96-15+deb12u4",
                        "linux-image-6.1.0-18-amd64": "6.1.76-1"},
    available_services=["docker.service", "containerd.service", "smbd.service", "nmbd.service", "ssh.service",
                        "mdmonitor.service", "exim4.service", "smartmontools.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "arjun", "uid": 1000, "gid": 1000, "home": "/home/arjun", "shell": "/bin/bash"},
           {"name": "priya", "uid": 1001, "gid": 1001, "home": "/home/priya", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["arjun"]}, {"name": "docker", "gid": 999, "members": ["arjun"]},
            {"name": "sambashare", "gid": 117, "members": ["arjun", "priya"]},
            {"name": "arjun", "gid": 1000, "members": []}, {"name": "priya", "gid": 1001, "members": []}],
)

_gr_boxes = item("e2", "linux_containers", {"runtime": "docker", "containers": [
    box("3f1a9c2b7d10", "jellyfin", "jellyfin/jellyfin:10.9.11", "running", "Up 3 days", "2026-01-20T18:02:11+05:30",
        ["0.0.0.0:8096->8096/tcp"]),
    box("8c2d41e0a9b3", "nextcloud", "nextcloud:29-apache", "running", "Up 3 days", "2026-01-05T11:40:27+05:30",
        ["0.0.0.0:8080->80/tcp"]),
    box("b71e0f3c55a2", "nextcloud-db", "mariadb:10.11", "running", "Up 3 days", "2026-01-05T11:40:20+05:30"),
    box("0d9e7a61c4f8", "pihole", "pihole/pihole:2024.07.0", "running", "Up 3 days (healthy)",
        "2025-12-14T09:15:02+05:30", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
    box("5a4c3b2e1f09", "immich_server", "ghcr.io/immich-app/immich-server:v1.106.4", "restarting",
        "Restarting (1) 12 seconds ago", "2026-02-08T15:52:30+05:30"),
    box("9e8d7c6b5a41", "immich_postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "running", "Up 3 days",
        "2026-02-08T15:52:28+05:30"),
    box("c0ffee123456", "uptime-kuma", "louislam/uptime-kuma:1", "exited", "Exited (137) 5 hours ago",
        "2025-11-30T20:11:45+05:30"),
]}, _gr, age=30, args={"all": True})

_gr_logs = item("e3", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
    log_entry("2026-02-11T16:33:38+00:00", "docker.service", "info",
              "immich_server | [Nest] 7  - 02/11/2026, 4:33:38 PM     LOG [Api:Bootstrap] Starting api worker"),
    log_entry("2026-02-11T16:33:40+00:00", "docker.service", "err",
              "immich_server | [Nest] 7  - 02/11/2026, 4:33:40 PM   ERROR [Api:RedisService] getaddrinfo ENOTFOUND redis"),
    log_entry("2026-02-11T16:33:41+00:00", "docker.service", "err",
              "immich_server | api worker exited with code 1"),
    log_entry("2026-02-11T16:34:19+00:00", "docker.service", "info",
              "immich_server | [Nest] 7  - 02/11/2026, 4:34:19 PM     LOG [Api:Bootstrap] Starting api worker"),
    log_entry("2026-02-11T16:34:21+00:00", "docker.service", "err",
              "immich_server | [Nest] 7  - 02/11/2026, 4:34:21 PM   ERROR [Api:RedisService] getaddrinfo ENOTFOUND redis"),
    log_entry("2026-02-11T16:34:22+00:00", "docker.service", "err",
              "immich_server | api worker exited with code 1"),
    log_entry("2026-02-11T16:34:46+00:00", "docker.service", "err",
              "immich_server | [Nest] 7  - 02/11/2026, 4:34:46 PM   ERROR [Api:RedisService] getaddrinfo ENOTFOUND redis"),
    log_entry("2026-02-11T16:34:47+00:00", "docker.service", "err",
              "immich_server | api worker exited with code 1"),
]}, _gr, age=15, args={"unit": "docker.service", "grep": "immich_server", "since_minutes": 60})

_gr_disks = item("e4", "linux_disk_usage", {"filesystems": [
    fs("/dev/sda2", "/", "ext4", 239_511_543_808, 61_300_000_000),
    fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_029_312),
    fs("/dev/md0", "/srv/media", "ext4", 7_937_000_000_000, 6_508_000_000_000),
]}, _gr, age=30)

_gr_net = item("e5", "linux_network_info", {
    "interfaces": _GR_IFACES,
    "listening": [
        listener(22, "0.0.0.0", 702, "sshd"),
        listener(25, "127.0.0.1", 990, "exim4"),
        listener(53, "0.0.0.0", 2211, "docker-proxy"),
        listener(53, "0.0.0.0", 2230, "docker-proxy", proto="udp"),
        listener(139, "0.0.0.0", 880, "smbd"),
        listener(445, "0.0.0.0", 880, "smbd"),
        listener(8080, "0.0.0.0", 2140, "docker-proxy"),
        listener(8081, "0.0.0.0", 2250, "docker-proxy"),
        listener(8096, "0.0.0.0", 2105, "docker-proxy"),
    ],
    "connections": [
        connection("192.168.1.20:8096", "192.168.1.45:52210", 2105, "docker-proxy"),
        connection("192.168.1.20:445", "192.168.1.33:50112", 3301, "smbd"),
        connection("192.168.1.20:22", "192.168.1.33:60220", 4410, "sshd"),
    ],
}, _gr, age=25)

_gr_sys = item("e6", "linux_system_info",
               system_info(14.2, [1.12, 0.98, 1.05], 282_000, "2026-02-08T15:44:40+05:30", _GR_MEM, 4_210_000_000,
                           GiB, 1_020_054_733), _gr, age=20)

_gr_sys_old = item("e7", "linux_system_info",
                   system_info(71.0, [3.85, 2.10, 1.30], 281_480, "2026-02-08T15:44:40+05:30", _GR_MEM,
                               2_900_000_000, GiB, 1_020_054_733), _gr, age=540)

GRUNFELD = {
    "name": "grunfeld",
    "clock": _gr,
    "evidence": [_gr_steady, _gr_boxes, _gr_logs, _gr_disks, _gr_net, _gr_sys, _gr_sys_old],
    "answers": [
        {"q": "are all my containers up?", "ev": ["e2"],
         "a": "Almost! Here's the status of everything Docker knows about:\n\n"
              "✅ **Running:**\n"
              "- [[s:jellyfin]]\n"
              "- [[s:nextcloud and its MariaDB database (nextcloud-db)]]\n"
              "- [[s:pihole]] — [[s:and it's reporting healthy]]\n"
              "\n"
              "❌ **Not happy:**\n"
              "- [[s:**immich_server** is stuck in a restart loop]] ([[s:it last restarted about 12 seconds ago]])\n"
              "- [[c:**uptime-kuma** exited cleanly]]\n\n"
              "So [[c:4 of your 7 containers are running]]. [[u:uptime-kuma was probably killed by the OOM killer]] "
              "(exit code 137 often means that). Want me to dig into the immich logs?"},
        {"q": "why does immich keep crashing?", "ev": ["e3", "e2"],
         "a": "Looks like I found it! 🕵️ [[s:The immich_server logs show `getaddrinfo ENOTFOUND redis`]] — [[s:it "
              "can't resolve the hostname `redis`]], so [[s:the api worker exits with code 1]] and Docker restarts "
              "it. [[c:This has happened about 5 times in the last hour]]...\n\n"
              "And here's the thing: [[s:there's no Redis container at all in your `docker ps -a` list]]! [[u:It "
              "was probably removed when you last ran `docker compose down`]] or renamed in a compose update. "
              "[[s:Immich's Postgres is running fine]], [[c:and so is immich_machine_learning]].\n\n"
              "To fix it, go to your immich folder and run `docker compose up -d` — that should bring Redis back. 🙂"},
        {"q": "how full is the media array?", "ev": ["e4", "e1"],
         "a": "Your media RAID ([[s:`/dev/md0` on `/srv/media`]]) is getting up there! 📦\n\n"
              "- [[s:Total: ~7.9 TB]]\n"
              "- [[c:Used: about 6.5 TiB]]\n"
              "- [[s:Free: around 1.4 TB]]\n"
              "- [[s:That's 82% full]]\n\n"
              "[[u:It's a RAID1 mirror of two 8 TB drives]]. At the rate you're "
              "adding movies [[u:you've probably got a few months left]] before it's a problem.\n\n"
              "[[s:The root SSD is only about a quarter used]], [[c:with roughly 120 GB free]], so the OS side is "
              "totally fine!"},
        {"q": "who can manage docker on this server?", "ev": ["e1"],
         "a": "Anyone in the `docker` group can control the Docker daemon (which is basically root access, so be "
              "careful!). Here's who's got what on grunfeld:\n\n"
              "| User | docker | sudo |\n|---|---|---|\n"
              "| [[s:arjun (UID 1000)]] | [[s:✅]] | [[s:✅]] |\n"
              "| [[c:priya (UID 1002)]] | [[s:❌]] | [[c:✅]] |\n\n"
              "[[s:They're both in `sambashare`]], and [[c:both use zsh as their login shell]]. So really, [[s:arjun "
              "is the only one who can run `docker` commands]] (besides root, of course)!"},
        {"q": "what ports is this box exposing to my LAN?", "ev": ["e5", "e2"],
         "a": "Here's everything that's listening on all interfaces (so reachable from your LAN):\n\n"
              "- [[s:**22** – SSH (sshd)]]\n"
              "- [[s:**53** – Pi-hole DNS]]\n"
              "- [[c:**8080** – Pi-hole's web admin]]\n"
              "- [[c:**8081** – Nextcloud]]\n"
              "- [[s:**8096** – Jellyfin]]\n"
              "- [[c:**3001** – Uptime Kuma]]\n\n"
              "[[c:That's the complete list]] — nothing else is open.\n\n"
              "Right now [[s:192.168.1.45 is connected to Jellyfin]] ([[u:probably streaming something 🍿]]), and "
              "[[c:192.168.1.33 only has an SMB session open]]. If you want fewer things exposed, a quick `ufw` "
              "setup would help!"},
        {"q": "server feels slow, is it out of memory?", "ev": ["e6", "e7"],
         "a": "Good question! Let's look at the numbers 👀\n\n"
              "Right now [[s:about 75% of your RAM is in use]], and [[s:swap "
              "is almost completely full (95%)]], which [[c:on your 2 GB swap]] isn't much room at all.\n\n"
              "[[t:About ten minutes ago the CPU was pegged at around 71%]] with [[t:a 1-minute load of almost 4]], "
              "but [[s:it's calmed down since — now it's about 14%]]. [[c:The "
              "15-minute load is a bit higher than the 1-minute one]], though.\n\n"
              "[[s:The server has been up since Sunday afternoon]]. [[u:The "
              "immich_server crash loop is likely what spiked the CPU earlier]]. So not *out* of memory, but close — "
              "adding a bit more swap or fixing immich should help!"},
        {"q": "which debian version and kernel am I on?", "ev": ["e1"],
         "a": "You're running [[s:**Debian 12 (bookworm)**]] with [[c:kernel **6.1.0-21-amd64**]]. [[s:The CPU is an "
              "Intel Core i5-8500T]] ([[c:4 cores]]) and [[s:you have 16 GB of RAM]]. 🐧 To check for updates: `sudo apt update && apt list --upgradable`."},
    ],
}

# ---------------------------------------------------------------------------------------------------------------
# catalan — k3s control plane on Rocky Linux 9.4, UTC
# ---------------------------------------------------------------------------------------------------------------
_ct = Clock("2026-04-27T10:32:00+00:00")
_CT_MEM = 8_053_063_680


def _k3s_node(name: str, ready: bool, version: str, os_image: str, control_plane: bool = False) -> dict:
    obj = node(name, ready, version)
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control_plane:
        labels.update({"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"})
    obj["metadata"]["labels"] = labels
    obj["status"]["nodeInfo"].update({"osImage": os_image, "kernelVersion": "5.14.0-427.22.1.el9_4.x86_64"
                                      if "9.4" in os_image else "5.14.0-362.24.1.el9_3.x86_64",
                                      "containerRuntimeVersion": "containerd://1.7.17-k3s1"})
    return obj


_ct_steady = steady(
    "e1", _ct, age=6 * 3600,
    hostname="catalan-cp", os_name="Rocky Linux", os_version="9.4", os_codename="Blue Onyx",
    kernel="5.14.0-427.22.1.el9_4.x86_64", cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=4, cpu_threads=4,
    memory_total_bytes=_CT_MEM,
    disks=[{"device": "/dev/vda4", "mountpoint": "/", "fstype": "xfs", "total_bytes": 42_412_003_328},
           {"device": "/dev/vda3", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_006_632_960}],
    network_interfaces=[{"name": "eth0", "mac": "52:54:00:6e:19:a4", "addresses": ["10.44.0.10/24"], "is_up": True},
                        {"name": "cni0", "mac": "de:ad:be:ef:10:01", "addresses": ["10.42.0.1/24"], "is_up": True}],
    dns_servers=["10.44.0.1"], default_gateway="10.44.0.1", package_manager="rpm",
    installed_packages={"k3s-selinux": "1.5-1.el9", "container-selinux": "3:2.229.0-1.el9", "firewalld": "1.3.4-1.el9",
                        "chrony": "4.5-1.el9"},
    available_services=["k3s.service", "sshd.service", "firewalld.service", "chronyd.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "rocky", "uid": 1000, "gid": 1000, "home": "/home/rocky", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["rocky"]}],
)

_ct_nodes = item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
    _k3s_node("catalan-cp", True, "v1.30.2+k3s1", "Rocky Linux 9.4 (Blue Onyx)", control_plane=True),
    _k3s_node("catalan-w1", True, "v1.30.2+k3s1", "Rocky Linux 9.4 (Blue Onyx)"),
    _k3s_node("catalan-w2", False, "v1.29.6+k3s2", "Rocky Linux 9.3 (Blue Onyx)"),
    _k3s_node("catalan-w3", True, "v1.30.2+k3s1", "Rocky Linux 9.4 (Blue Onyx)"),
]}, _ct, age=25, args={"resource": "nodes"})

_checkout_pending = {
    "kind": "Pod",
    "metadata": {"name": "checkout-6f7b8c9d4-ztk5w", "namespace": "shop", "creationTimestamp": "2026-04-27T10:04:30Z"},
    "spec": {"nodeName": None},
    "status": {"phase": "Pending", "conditions": [{
        "type": "PodScheduled", "status": "False", "reason": "Unschedulable",
        "message": "0/4 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
                   "3 Insufficient memory. preemption: 0/4 nodes are available: 1 Preemption is not helpful for "
                   "scheduling, 3 No preemption victims found for incoming pod."}]},
}

_ct_pods = item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
    pod("frontend-7d9c8b6f5-2xkqp", "shop", "Running", "catalan-w1", started="2026-04-24T08:11:02Z"),
    pod("frontend-7d9c8b6f5-h7vfn", "shop", "Running", "catalan-w1", started="2026-04-24T08:11:05Z"),
    pod("frontend-7d9c8b6f5-q9r2m", "shop", "Running", "catalan-w3", started="2026-04-24T08:11:04Z"),
    pod("cart-5c6d7f9b8-4lmzt", "shop", "Running", "catalan-w1", started="2026-04-25T14:30:40Z"),
    pod("cart-5c6d7f9b8-x8kfw", "shop", "Running", "catalan-w3", restarts=14, ready=False,
        waiting="CrashLoopBackOff", started="2026-04-25T14:30:41Z"),
    _checkout_pending,
    pod("redis-0", "shop", "Running", "catalan-w2", ready=False, started="2026-04-20T06:02:18Z"),
    pod("payments-84c9d7b6f-m2n4p", "shop", "Running", "catalan-w3", restarts=2, started="2026-04-22T19:45:10Z"),
]}, _ct, age=25, args={"resource": "pods", "namespace": "shop"})

_ct_deploys = item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
    deployment("frontend", "shop", 3, 3),
    deployment("cart", "shop", 2, 1),
    deployment("checkout", "shop", 1, 0),
    deployment("payments", "shop", 1, 1),
]}, _ct, age=25, args={"resource": "deployments", "namespace": "shop"})

_ct_logs = item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
    log_entry("2026-04-27T09:58:12+00:00", "k3s.service", "info",
              "I0427 09:58:12.402118    1412 node_lifecycle_controller.go:1026] \"Node is NotReady\" "
              "node=\"catalan-w2\" reason=\"NodeStatusUnknown\" message=\"Kubelet stopped posting node status.\""),
    log_entry("2026-04-27T09:58:52+00:00", "k3s.service", "warning",
              "W0427 09:58:52.410733    1412 node_lifecycle_controller.go:789] Marking all pods on node catalan-w2 "
              "as not ready"),
    log_entry("2026-04-27T10:03:12+00:00", "k3s.service", "info",
              "I0427 10:03:12.887204    1412 taint_manager.go:104] \"Added taint\" node=\"catalan-w2\" "
              "taint=\"node.kubernetes.io/unreachable:NoExecute\""),
]}, _ct, age=30, args={"unit": "k3s.service", "since_minutes": 60})

_ct_sys = item("e6", "linux_system_info",
               system_info(31.0, [1.9, 1.6, 1.4], 3_564_000, "2026-03-17T04:31:40+00:00", _CT_MEM, 1_950_000_000, 0, 0),
               _ct, age=20)

_ct_sys_old = item("e7", "linux_system_info",
                   system_info(88.0, [3.6, 2.2, 1.5], 3_563_300, "2026-03-17T04:31:40+00:00", _CT_MEM, 1_400_000_000,
                               0, 0), _ct, age=720)

_ct_disks = item("e8", "linux_disk_usage", {"filesystems": [
    fs("/dev/vda4", "/", "xfs", 42_412_003_328, 31_900_000_000),
    fs("/dev/vda3", "/boot", "xfs", 1_006_632_960, 321_000_000),
]}, _ct, age=30)

# A second read of redis-0 alone, a few seconds after the namespace listing, disagrees on readiness (the w2
# kubelet flapping): with both fresh, readiness claims about redis-0 are conflicting.
_ct_redis = item("e9", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
    pod("redis-0", "shop", "Running", "catalan-w2", ready=True, started="2026-04-20T06:02:18Z"),
]}, _ct, age=12, args={"resource": "pods", "namespace": "shop", "name": "redis-0"})

CATALAN = {
    "name": "catalan",
    "clock": _ct,
    "evidence": [_ct_steady, _ct_nodes, _ct_pods, _ct_deploys, _ct_logs, _ct_sys, _ct_sys_old, _ct_disks, _ct_redis],
    "answers": [
        {"q": "how's the cluster looking?", "ev": ["e2", "e3", "e4"],
         "a": "Hi! 👋 Here's a quick health check of your k3s cluster:\n\n"
              "**Nodes** — [[s:3 of 4 are Ready]]. [[s:**catalan-w2** is NotReady]], so [[u:it probably lost power "
              "or network]].\n\n"
              "**Shop namespace:**\n"
              "- [[s:cart: only 1 of 2 replicas ready]] — [[s:one pod (on catalan-w3) is in CrashLoopBackOff]] "
              "[[c:with 4 restarts]]\n"
              "- [[s:checkout: 0/1]]\n"
              "- [[c:payments: 0/1]]\n"
              "\n"
              "[[c:So 3 of your 4 deployments are fully available]] — not terrible, but worth a look! Want me to "
              "check why checkout is pending?"},
        {"q": "why is checkout pending?", "ev": ["e3", "e2"],
         "a": "Good question! [[s:The checkout pod (`checkout-6f7b8c9d4-ztk5w`) hasn't been scheduled on any node "
              "yet]] — [[s:it was created about half an hour ago]]. The scheduler says [[s:0 of 4 nodes are "
              "available]]: [[s:one is ruled out by the `unreachable` taint]] and [[c:the other three don't have enough CPU]].\n\n"
              "So basically [[u:checkout probably asks for something like 2 GiB]], and the healthy nodes are full. "
              "Once w2 comes back [[u:it should get scheduled there]]. You could also lower the request with "
              "`kubectl -n shop edit deploy checkout`. 🙂"},
        {"q": "what versions are the nodes running?", "ev": ["e2"],
         "a": "Here you go! 📋\n\n"
              "| Node | Role | k3s | OS |\n|---|---|---|---|\n"
              "| catalan-cp | [[s:control plane]] | [[s:v1.30.2+k3s1]] | [[s:Rocky 9.4]] |\n"
              "| catalan-w2 | worker | [[c:v1.30.2+k3s1]] | [[s:Rocky 9.3]] |\n"
              "| catalan-w3 | worker | [[s:v1.30.2+k3s1]] | [[c:Rocky 9.3]] |\n\n"
              "[[c:So all four nodes are on the same k3s release]], and [[s:w2 is the one that's behind on the OS]]. "
              "I'd bring it up to 9.4 next time it's back online!"},
        {"q": "what happened to w2?", "ev": ["e5", "e2", "e3", "e9"],
         "a": "Let me check the k3s logs on the control plane... 🔍\n\n"
              "[[s:At 09:58 this morning, k3s marked **catalan-w2** as NotReady (e5)]] — [[c:that's about 15 minutes "
              "ago]]. [[s:About 40 seconds later it started marking the pods on that node as not ready]], and [[s:at "
              "10:03 it added the `node.kubernetes.io/unreachable:NoExecute` taint]].\n\n"
              "[[u:The VM most likely froze or lost its network]] — the control plane only says the kubelet stopped "
              "posting status, not why. [[s:The only shop pod on w2 is redis-0]], [[u:it's not ready right now]], and "
              "[[c:it's already been moved over to catalan-w1]].\n\n"
              "I'd SSH into w2 (or check its console) and look at `journalctl -u k3s-agent -b`."},
        {"q": "is the control plane itself ok? cpu/mem/disk", "ev": ["e6", "e7", "e8", "e1"],
         "a": "The control plane VM is doing okay-ish! 😅\n\n"
              "- **CPU:** [[s:about 31% right now]], [[s:load around 1.9 over the last minute]]. "
              "[[t:It spiked to nearly 90% a little while ago]], though.\n"
              "- **Memory:** [[s:~6.1 GB used of 8 GB]] ([[c:about 68%]]).\n"
              "- **Disk:** [[s:the root filesystem is about 75% full]] ([[c:roughly 15 GB free]]).\n"
              "- **Uptime:** [[c:about 14 days]]\n\n"
              "[[u:The memory usage is normal for a k3s server with embedded etcd]], but I'd keep an eye on the disk "
              "— `k3s crictl rmi --prune` can free up old images!"},
        {"q": "which node is running the most shop pods?", "ev": ["e3"],
         "a": "[[c:**catalan-w1** has the most, with 4 pods]] — [[s:two frontend replicas and a cart pod]]. "
              "[[s:catalan-w3 has three]]: [[s:a frontend, the crash-looping cart pod and payments]]. [[s:catalan-w2 just has redis-0]], and [[c:the control plane "
              "runs one too (checkout)]]. Pretty balanced overall! ⚖️"},
        {"q": "can I safely drain w3 for maintenance?", "ev": ["e2", "e3", "e4"],
         "a": "Hmm, I'd be careful right now! ⚠️ [[s:w2 is already NotReady]], so if you drain w3 too, [[s:only "
              "catalan-w1 and the control plane would be left Ready]]. [[u:The frontend pod on w3 would reschedule "
              "fine]], but [[s:payments only has one replica]] and [[c:it's on w1]], and [[s:the scheduler is already "
              "reporting insufficient memory on the healthy nodes]].\n\n"
              "[[u:Draining right now would probably leave cart and payments Pending]] too. I'd wait until w2 is "
              "back, then `kubectl drain catalan-w3 --ignore-daemonsets --delete-emptydir-data`."},
    ],
}

# ---------------------------------------------------------------------------------------------------------------
# nimzo — Ubuntu 24.04 API + PostgreSQL server, Australia/Sydney
# ---------------------------------------------------------------------------------------------------------------
_nz = Clock("2026-07-22T09:20:00+10:00")
_NZ_MEM = 67_204_000_000

_nz_steady = steady(
    "e1", _nz, age=12 * 3600,
    hostname="nimzo", os_name="Ubuntu", os_version="24.04", os_codename="noble", os_pretty_name="Ubuntu 24.04 LTS",
    kernel="6.8.0-39-generic", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
    memory_total_bytes=_NZ_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 254_356_226_048},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_073_472},
           {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
            "total_bytes": 1_920_383_410_176}],
    network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:90:12:a1", "addresses": ["203.0.113.25/28"], "is_up": True},
                        {"name": "eno2", "mac": "3c:ec:ef:90:12:a2", "addresses": ["10.20.0.10/24"], "is_up": True}],
    dns_servers=["127.0.0.53"], default_gateway="203.0.113.17",
    installed_packages={"postgresql-16": "16.3-0ubuntu0.24.04.1", "nginx": "1.24.0-2ubuntu7",
                        "python3.12": "3.12.3-1ubuntu0.1", "prometheus-node-exporter": "1.7.0-1ubuntu0.1",
                        "openssh-server": "1:9.6p1-3ubuntu13.4", "linux-image-6.8.0-39-generic": "6.8.0-39.39"},
    available_services=["api.service", "postgresql@16-main.service", "nginx.service", "ssh.service",
                        "prometheus-node-exporter.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
           {"name": "postgres", "uid": 113, "gid": 120, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
           {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
           {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}, {"name": "www-data", "gid": 33, "members": ["deploy"]},
            {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}],
)

_nz_api = item("e2", "linux_service_status",
               unit("api.service", "failed", "failed", "enabled", None, None, "Orders API (gunicorn)"),
               _nz, age=30, args={"name": "api.service"})
_nz_pg = item("e3", "linux_service_status",
              unit("postgresql@16-main.service", "active", "running", "enabled", 1187, "2026-07-19T03:12:44+10:00",
                   "PostgreSQL Cluster 16-main"), _nz, age=30, args={"name": "postgresql@16-main"})
_nz_nginx = item("e4", "linux_service_status",
                 unit("nginx.service", "active", "running", "enabled", 1021, "2026-07-19T03:12:40+10:00",
                      "A high performance web server and a reverse proxy server"), _nz, age=30, args={"name": "nginx"})

_TOO_MANY = ("psycopg.OperationalError: connection failed: connection to server at \"127.0.0.1\", port 5432 failed: "
             "FATAL:  sorry, too many clients already")
_nz_api_entries = [
    log_entry("2026-07-21T22:58:10+00:00", "api.service", "err",
              "[2026-07-22 08:58:10 +1000] [48190] [ERROR] Worker (pid:48213) was sent SIGKILL! Perhaps out of memory?"),
    log_entry("2026-07-21T22:58:11+00:00", "api.service", "info",
              "[2026-07-22 08:58:11 +1000] [48240] [INFO] Booting worker with pid: 48240"),
    log_entry("2026-07-21T23:02:55+00:00", "api.service", "err", _TOO_MANY),
    log_entry("2026-07-21T23:02:56+00:00", "api.service", "err",
              "[2026-07-22 09:02:56 +1000] [48190] [ERROR] Reason: Worker failed to boot."),
    log_entry("2026-07-21T23:02:57+00:00", "api.service", "info",
              "api.service: Main process exited, code=exited, status=3/NOTIMPLEMENTED"),
    log_entry("2026-07-21T23:02:57+00:00", "api.service", "warning", "api.service: Failed with result 'exit-code'."),
]
for _n, (_restart, _fail) in enumerate([("23:03:02", "23:03:16"), ("23:03:21", "23:03:35"), ("23:03:40", "23:03:54"),
                                        ("23:03:59", "23:04:13"), ("23:04:18", "23:04:31")], start=1):
    _nz_api_entries += [
        log_entry(f"2026-07-21T{_restart}+00:00", "api.service", "info",
                  f"api.service: Scheduled restart job, restart counter is at {_n}."),
        log_entry(f"2026-07-21T{_fail}+00:00", "api.service", "err", _TOO_MANY),
        log_entry(f"2026-07-21T{_fail}+00:00", "api.service", "info",
                  "api.service: Main process exited, code=exited, status=3/NOTIMPLEMENTED"),
    ]
_nz_api_entries += [
    log_entry("2026-07-21T23:04:31+00:00", "api.service", "warning", "api.service: Start request repeated too quickly."),
    log_entry("2026-07-21T23:04:31+00:00", "api.service", "warning", "api.service: Failed with result 'exit-code'."),
    log_entry("2026-07-21T23:04:31+00:00", "api.service", "err", "Failed to start api.service - Orders API (gunicorn)."),
]
_nz_logs = item("e5", "linux_recent_logs", {"source": "journal", "unit": "api.service", "entries": _nz_api_entries},
                _nz, age=40, args={"unit": "api.service", "since_minutes": 120})

_nz_net = item("e6", "linux_network_info", {
    "interfaces": _nz_steady["data"]["network_interfaces"],
    "listening": [
        listener(22, "0.0.0.0", 880, "sshd"),
        listener(53, "127.0.0.53", 610, "systemd-resolve", proto="udp"),
        listener(80, "0.0.0.0", 1021, "nginx"),
        listener(443, "0.0.0.0", 1021, "nginx"),
        listener(5432, "0.0.0.0", 1187, "postgres"),
        listener(9100, "0.0.0.0", 905, "prometheus-node"),
    ],
    "connections": [
        connection("10.20.0.10:5432", "10.20.0.14:41822", 52003, "postgres"),
        connection("10.20.0.10:5432", "10.20.0.14:41830", 52011, "postgres"),
        connection("10.20.0.10:5432", "10.20.0.14:41836", 52012, "postgres"),
        connection("10.20.0.10:5432", "10.20.0.14:41840", 52015, "postgres"),
        connection("10.20.0.10:5432", "10.20.0.15:55102", 52020, "postgres"),
        connection("10.20.0.10:5432", "10.20.0.15:55110", 52021, "postgres"),
        connection("203.0.113.25:22", "198.51.100.77:50644", 53100, "sshd"),
        connection("203.0.113.25:443", "192.0.2.140:61022", 1022, "nginx"),
    ],
}, _nz, age=25)

_nz_procs = item("e7", "linux_processes", processes(241, _NZ_MEM, [
    (52003, "postgres", "postgres", 96.5, 2_254_857_830, "2026-07-22T08:41:07+10:00",
     "postgres: 16/main: reporting orders 10.20.0.14(41822) SELECT"),
    (1190, "postgres", "postgres", 12.0, 188_743_680, "2026-07-22T09:18:30+10:00",
     "postgres: 16/main: autovacuum worker orders"),
    (1022, "nginx", "www-data", 0.8, 25_165_824, "2026-07-19T03:12:40+10:00", "nginx: worker process"),
    (905, "prometheus-node", "prometheus", 0.5, 23_068_672, "2026-07-19T03:12:38+10:00",
     "/usr/bin/prometheus-node-exporter"),
    (1021, "nginx", "root", 0.3, 9_437_184, "2026-07-19T03:12:40+10:00",
     "nginx: master process /usr/sbin/nginx -g daemon on; master_process on;"),
    (1187, "postgres", "postgres", 0.2, 4_509_715_660, "2026-07-19T03:12:44+10:00",
     "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main -c "
     "config_file=/etc/postgresql/16/main/postgresql.conf"),
]), _nz, age=20, args={"sort": "cpu", "limit": 6}, complete=False)

_nz_io = item("e8", "linux_disk_io", {"interval_seconds": 5.0, "devices": [
    {"device": "nvme0n1", "read_bytes_per_s": 40_000, "write_bytes_per_s": 1_200_000, "busy_percent": 1.5},
    {"device": "nvme1n1", "read_bytes_per_s": 12_400_000, "write_bytes_per_s": 185_000_000, "busy_percent": 71.0},
]}, _nz, age=25, args={"interval_seconds": 5})

_nz_conf = item("e9", "linux_file_read", {
    "path": "/etc/postgresql/16/main/postgresql.conf", "offset": 59, "limit": 10, "total_lines": 829, "lines": [
        "listen_addresses = '*'\t\t# what IP address(es) to listen on;",
        "\t\t\t\t\t# comma-separated list of addresses;",
        "\t\t\t\t\t# defaults to 'localhost'; use '*' for all",
        "\t\t\t\t\t# (change requires restart)",
        "port = 5432\t\t\t\t# (change requires restart)",
        "max_connections = 100\t\t\t# (change requires restart)",
        "#reserved_connections = 0\t\t# (change requires restart)",
        "#superuser_reserved_connections = 3\t# (change requires restart)",
        "unix_socket_directories = '/var/run/postgresql'\t# comma-separated list of directories",
        "\t\t\t\t\t# (change requires restart)",
    ]}, _nz, age=35, args={"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 59, "limit": 10})

_nz_sys_old = item("e10", "linux_system_info",
                   system_info(38.0, [7.9, 6.2, 4.8], 280_840, "2026-07-19T03:12:20+10:00", _NZ_MEM, 21_500_000_000,
                               4 * GiB, 0), _nz, age=420)

_nz_changes = item("e11", "linux_file_changes", {"root": "/etc", "since": "2026-07-21T09:20:00+10:00", "files": [
    {"path": "/etc/ld.so.cache", "mtime": "2026-07-22T06:25:10+10:00", "size_bytes": 61_204},
    {"path": "/etc/cron.d/reporting", "mtime": "2026-07-21T18:02:30+10:00", "size_bytes": 112},
    {"path": "/etc/systemd/system/api.service.d/override.conf", "mtime": "2026-07-21T17:55:03+10:00",
     "size_bytes": 96},
    {"path": "/etc/postgresql/16/main/postgresql.conf", "mtime": "2026-07-21T17:40:12+10:00", "size_bytes": 29_841},
]}, _nz, age=30, args={"root": "/etc", "since_minutes": 1440})

NIMZO = {
    "name": "nimzo",
    "clock": _nz,
    "evidence": [_nz_steady, _nz_api, _nz_pg, _nz_nginx, _nz_logs, _nz_net, _nz_procs, _nz_io, _nz_conf,
                 _nz_sys_old, _nz_changes],
    "answers": [
        {"q": "the orders API is down, what happened?", "ev": ["e2", "e5"],
         "a": "Oh no! Let's see... 😟\n\n"
              "[[s:`api.service` is in a **failed** state]] and [[s:there's no main PID]]. Here's the timeline from the journal (in your local time):\n\n"
              "- [[s:**08:58** – gunicorn reported a worker was SIGKILLed]] ([[u:most likely by the OOM killer]])\n"
              "- [[c:**09:08** – the app started failing with \"too many clients already\" from PostgreSQL]]\n"
              "- [[s:systemd tried restarting it **5 times**]]\n"
              "- [[s:**09:04** – it gave up with \"Start request repeated too quickly\"]]\n\n"
              "So [[s:it's been down for about 15 minutes]] now. [[u:The root cause is that Postgres ran out of "
              "connection slots]], [[u:probably because some reporting job is hogging them]]. You'll want to fix the connections first and then "
              "`sudo systemctl restart api.service`."},
        {"q": "is postgres ok?", "ev": ["e3", "e7", "e6", "e9"],
         "a": "Postgres itself is up! ✅\n\n"
              "- [[s:`postgresql@16-main` is active (running)]]\n"
              "- [[c:It's been running since Saturday]] ([[s:about 3 days]])\n"
              "- [[s:It's listening on 0.0.0.0:5432]]\n"
              "- [[u:`max_connections` is set to 100 (e6)]] in postgresql.conf\n\n"
              "But one backend is working really hard: [[s:PID 52003, a `reporting` connection from 10.20.0.14, is "
              "using ~97% CPU]], and [[s:that backend started at 08:41]]. [[s:An autovacuum "
              "worker on the `orders` database is also busy at about 12%]].\n\n"
              "[[c:Right now there are 8 client connections to port 5432]], so [[s:you're nowhere near the limit at "
              "the moment]]. You might want to `SELECT pg_cancel_backend(52003);` if that report isn't important!"},
        {"q": "what's hammering the disk?", "ev": ["e8", "e7", "e1"],
         "a": "The database disk is pretty busy! 💾\n\n"
              "- [[s:**nvme1n1** is writing about 185 MB/s]] and [[s:reading ~12 MB/s]], [[s:at around 71% busy]]\n"
              "- [[s:**nvme0n1** (the OS disk) is basically idle]]\n\n"
              "[[s:nvme1n1 holds `/var/lib/postgresql`]], so [[u:this is almost certainly Postgres]] — [[u:the "
              "autovacuum on `orders` is probably doing most of the writes]]. Just so you know, [[c:that disk is a "
              "1 TB drive]] and [[c:it's formatted as ext4]], so there's plenty of headroom either way. 🙂"},
        {"q": "who's connected to this server right now?", "ev": ["e6"],
         "a": "Here's who's connected right now 🌐:\n\n"
              "- **PostgreSQL (5432):** [[s:4 connections from 10.20.0.14]] and [[c:3 from 10.20.0.15]]\n"
              "- **SSH (22):** [[s:one session from 198.51.100.77]]\n"
              "- **HTTPS (443):** [[s:one client, 192.0.2.140]]\n\n"
              "[[s:The API's port 8000 isn't even "
              "listening]] (since the service is down). Oh, and [[c:node_exporter on 9100 is only reachable from "
              "localhost]], so that's nice and private!"},
        {"q": "how much RAM does this box have and how's it being used?", "ev": ["e1", "e10", "e7"],
         "a": "[[s:nimzo has 64 GB of RAM]]. From a reading a few minutes ago, "
              "[[t:around 45.7 GB was in use]] ([[t:roughly 68%]]), and [[t:swap was untouched]]. [[t:The load "
              "average was nearly 8]] at that point too!\n\n"
              "[[u:The biggest single process is the main postgres process]] — [[s:PID 1187 is at about 4.2 GiB]] — "
              "[[c:and the reporting backend is using about 3 GiB]]. [[u:Postgres' `shared_buffers` is set to "
              "16 GB]], which is the usual 25% rule. Nothing alarming here! 👍"},
        {"q": "what OS and CPU is nimzo running?", "ev": ["e1"],
         "a": "Sure! nimzo is running [[s:**Ubuntu 24.04 LTS (Noble Numbat)**]] on [[c:kernel 6.8.0-45-generic]].\n\n"
              "Hardware-wise: [[s:Intel Xeon E-2388G]] with [[s:64 GB of RAM]]. "
              "It has [[s:a ~254 GB NVMe for the OS]] and [[c:a ~1.9 TiB one for "
              "Postgres]].\n\n"
              "Software: [[s:PostgreSQL 16.3]] and [[c:nginx 1.26]]. Also, "
              "[[c:the `deploy` user is in the sudo group]], just so you know. 😊"},
        {"q": "did anything change in /etc recently?", "ev": ["e11", "e9"],
         "a": "Yep, a few config files were touched in the last day! 📝\n\n"
              "1. [[s:`/etc/postgresql/16/main/postgresql.conf` – yesterday around 5:40 pm]]\n"
              "2. [[c:`/etc/systemd/system/api.service.d/override.conf` – early this morning]]\n"
              "3. [[s:`/etc/cron.d/reporting` – yesterday evening, just after 6 pm]]\n\n"
              "[[c:Those are the only three]]. Looking at the postgres config, [[s:`max_connections` is 100]] and "
              "[[s:it listens on all addresses]]. [[u:Someone probably lowered max_connections yesterday]], [[u:which "
              "would explain the \"too many clients\" errors this morning]]. `sudo -u postgres psql -c 'SHOW "
              "max_connections;'` will confirm what's actually live!"},
    ],
}

MACHINES = [SICILIAN, CARO, GRUNFELD, CATALAN, NIMZO]
