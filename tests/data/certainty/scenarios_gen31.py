"""31st generation (written blind: the writer saw neither the wrapper, nor its tests, nor the other generations).

Five machines named after Japanese mythology, in five distributions, five time zones and five roles.

amaterasu — an Arch Linux gaming desktop in Tokyo (+09:00), AMD Ryzen 7 7800X3D, 31 GiB of RAM, an NVIDIA card
with the open kernel driver. Evidence: the steady state (pacman, btrfs root on a 2 TB NVMe, a 4 TB ext4 games
drive, wired on eno1 with wlan0 down, users kenji and hana, kenji in wheel/audio/input/gamemode but not video),
system info (up ~5 h 12 min, load 3.12/2.87/2.41), the processes by memory cut to 8 of 386 (Cyberpunk2077.exe
at 11.0 GiB), a week of pacman history (kernel 6.12.8 -> 6.12.9, nvidia-open -4 -> -6, gamescope installed,
amdvlk removed, wine-staging 9.21 -> 9.22), two hours of warnings and worse (two NVIDIA Xid 31 faults, bluetooth
and resolved warnings), a disk reading eleven minutes old (stale), and the states of sshd (dead, disabled) and
nvidia-persistenced (running since boot).

susanoo — a Debian 12 mail server in London (+00:00): Postfix, Dovecot, rspamd, Redis, Unbound. Evidence: the
steady state whose `users` source has changed since it was taken (stale_sources), the sockets (listeners on
22/25/53/465/587/993/4190/6379/11332/11334, no 143; seven established connections and one TIME_WAIT), an hour of
Postfix log (two SASL failures at 07:14, a local LMTP delivery, a Gmail 421-4.7.28 deferral tried at 07:52 and
08:05), fail2ban failed since last night's upgrade with its journal, two weeks of dpkg history (a new kernel
not yet booted), a disk reading over ten minutes old (stale) and Dovecot's state.

tsukuyomi — an AlmaLinux 9.5 PostgreSQL 16 server in New York (-05:00), EPYC 24 cores / 48 threads, 125.8 GiB
of RAM. Evidence: the steady state, system info (CPU 38%, load 14.6/11.9/9.3, up 41 days), the processes by CPU
cut to 6 of 612, two hours of the PostgreSQL journal (an 18 s query, two 'connection slots reserved' FATALs,
checkpoints too frequent), the sockets (5432 on both families, pgbouncer 6432 on all addresses, node_exporter
9100), postgresql.auto.conf read whole (7 lines), and a month of dnf history (PostgreSQL 16.5 -> 16.6, a new
kernel installed but the old one running, pg_repack installed, pg_stat_kcache removed).

inari — a NixOS 24.11 NAS in Sydney (+11:00) on an Intel i3-N305, ZFS datasets for media and backups, Samba,
NFS, Jellyfin and Immich in podman. Evidence: the steady state (no package database: named in `unavailable`),
disk usage, every service (restic-backups-b2 failed, zfs-scrub inactive, nfs-server active/exited), the podman
containers (immich_machine_learning exited 137 two hours ago), the restic journal of the last day (503 from B2
at 03:41 after starting at 03:00), the sockets read more than eight minutes earlier (stale), and a package
history call that failed (no package log on NixOS).

raijin — an Ubuntu 24.04 GitLab CI runner in Los Angeles (-08:00), Ryzen 9 7950X (16 cores / 32 threads),
62 GiB of RAM. Evidence: the steady state (gitlab-runner and ryo in docker, only ryo in sudo), system info (CPU
92%, load 29.8/24.3/17.1, 2 GiB of swap used), the running containers only (three build containers, a Postgres
service and a registry mirror), disk usage (/var/lib/docker at 91.2% of 1 TB), an hour of gitlab-runner's
journal (a 137 exit after 1001 s, a 'no space left on device' system failure, a 503 on a trace upload), a month
of dpkg history, the sockets, and the processes by CPU read six minutes earlier (stale).
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, fs, item, listener, package_event, processes, steady,
                       system_info, unit)


def entry(time: str, unit_name: str | None, priority: str, ident: str, message: str) -> dict:
    return {"time": time, "unit": unit_name, "priority": priority, "identifier": ident, "message": message}


# --------------------------------------------------------------------------------------------------------------
# amaterasu — Arch Linux gaming desktop, Asia/Tokyo
# --------------------------------------------------------------------------------------------------------------
AMA = Clock("2027-01-14T22:41:00+09:00")
AMA_MEM = 33_362_092_032

AMA_EVIDENCE = [
    steady(
        "a1", AMA, age=2400,
        hostname="amaterasu", os_name="Arch Linux", os_version=None, os_codename=None,
        kernel="6.12.9-arch1-1", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
        memory_total_bytes=AMA_MEM,
        disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_999_844_147_200},
               {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_073_741_824},
               {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": 4_000_651_739_136}],
        network_interfaces=[
            {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
            {"name": "eno1", "mac": "9c:6b:00:1a:2f:41", "addresses": ["192.168.50.23/24"], "is_up": True},
            {"name": "wlan0", "mac": "a8:7e:ea:51:0c:9d", "addresses": [], "is_up": False}],
        dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
        package_manager="pacman",
        installed_packages={"linux": "6.12.9.arch1-1", "nvidia-open": "565.77-6", "nvidia-utils": "565.77-6",
                            "steam": "1.0.0.81-2", "gamemode": "1.8.2-1", "gamescope": "3.16.1-1",
                            "pipewire": "1:1.2.7-1", "mesa": "1:24.3.3-1", "wine-staging": "9.22-1",
                            "lutris": "0.5.18-1", "firefox": "134.0-1", "openssh": "9.9p1-2", "zsh": "5.9-5"},
        available_services=["sddm.service", "NetworkManager.service", "bluetooth.service",
                            "systemd-resolved.service", "sshd.service", "nvidia-persistenced.service", "cups.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
               {"name": "sddm", "uid": 964, "gid": 964, "home": "/var/lib/sddm", "shell": "/usr/bin/nologin"},
               {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/usr/bin/zsh"},
               {"name": "hana", "uid": 1001, "gid": 1001, "home": "/home/hana", "shell": "/usr/bin/bash"},
               {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/", "shell": "/usr/bin/nologin"}],
        groups=[{"name": "wheel", "gid": 998, "members": ["kenji"]},
                {"name": "audio", "gid": 995, "members": ["kenji"]},
                {"name": "input", "gid": 994, "members": ["kenji"]},
                {"name": "video", "gid": 985, "members": []},
                {"name": "gamemode", "gid": 961, "members": ["kenji", "hana"]},
                {"name": "kenji", "gid": 1000, "members": []},
                {"name": "hana", "gid": 1001, "members": []}],
        admin_users=["kenji"],
    ),
    item("a2", "linux_system_info",
         system_info(23.4, [3.12, 2.87, 2.41], 18720, "2027-01-14T17:29:00+09:00", AMA_MEM, 14_200_000_000,
                     8 * GiB, 1_288_490_188), AMA, age=40),
    item("a3", "linux_processes",
         {**processes(386, AMA_MEM, [
             (48211, "Cyberpunk2077.exe", "kenji", 187.3, 11_811_160_064, "2027-01-14T21:02:13+09:00",
              "/home/kenji/.local/share/Steam/steamapps/common/Cyberpunk 2077/bin/x64/Cyberpunk2077.exe"),
             (3120, "steamwebhelper", "kenji", 4.1, 1_395_864_371, "2027-01-14T17:31:02+09:00",
              "/home/kenji/.local/share/Steam/ubuntu12_64/steamwebhelper -lang=en_US"),
             (2874, "firefox", "kenji", 2.3, 1_181_116_006, "2027-01-14T17:33:40+09:00", "/usr/lib/firefox/firefox"),
             (3011, "steam", "kenji", 1.2, 612_368_384, "2027-01-14T17:31:00+09:00",
              "/home/kenji/.local/share/Steam/ubuntu12_32/steam -srt-logger-opened"),
             (2455, "Discord", "kenji", 0.8, 498_073_600, "2027-01-14T17:32:15+09:00", "/opt/discord/Discord"),
             (1987, "kwin_wayland", "kenji", 6.5, 402_653_184, "2027-01-14T17:29:50+09:00",
              "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0"),
             (48190, "wineserver", "kenji", 3.4, 94_371_840, "2027-01-14T21:02:10+09:00",
              "/home/kenji/.local/share/Steam/compatibilitytools.d/GE-Proton9-22/files/bin/wineserver"),
             (1642, "Xwayland", "kenji", 1.1, 88_080_384, "2027-01-14T17:29:52+09:00", "/usr/bin/Xwayland :0 -rootless"),
         ]), "truncated": {"processes": "(378 more processes not shown; use name= to narrow, or a larger limit=)"}},
         AMA, age=35, args={"sort": "memory", "limit": 8}, complete=False),
    item("a4", "linux_package_history", {"events": [
        package_event("2027-01-11T20:14:02+09:00", "upgrade", "linux", "6.12.8.arch1-1", "6.12.9.arch1-1"),
        package_event("2027-01-11T20:14:02+09:00", "upgrade", "nvidia-open", "565.77-4", "565.77-6"),
        package_event("2027-01-11T20:14:02+09:00", "upgrade", "nvidia-utils", "565.77-4", "565.77-6"),
        package_event("2027-01-11T20:14:03+09:00", "upgrade", "mesa", "1:24.3.2-1", "1:24.3.3-1"),
        package_event("2027-01-12T23:40:51+09:00", "install", "gamescope", None, "3.16.1-1"),
        package_event("2027-01-13T19:05:33+09:00", "remove", "amdvlk", "2024.Q4.3-1", None),
        package_event("2027-01-13T19:06:10+09:00", "upgrade", "steam", "1.0.0.81-1", "1.0.0.81-2"),
        package_event("2027-01-14T18:02:44+09:00", "upgrade", "wine-staging", "9.21-1", "9.22-1"),
    ]}, AMA, age=60, args={"since_days": 7}),
    item("a5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        entry("2027-01-14T21:38:51+09:00", None, "err", "kernel",
              "NVRM: Xid (PCI:0000:01:00): 31, pid=48211, name=Cyberpunk2077.e, Ch 0000003c, intr 00000000. "
              "MMU Fault: ENGINE GRAPHICS GPC1 GPCCLIENT_T1_3 faulted @ 0x7f3a_1c2e0000. Fault is of type "
              "FAULT_PDE ACCESS_TYPE_VIRT_READ"),
        entry("2027-01-14T22:05:51+09:00", "bluetooth.service", "warning", "bluetoothd",
              "profiles/audio/avdtp.c:cancel_request() Discover: Connection timed out (110)"),
        entry("2027-01-14T22:19:07+09:00", None, "err", "kernel",
              "NVRM: Xid (PCI:0000:01:00): 31, pid=48211, name=Cyberpunk2077.e, Ch 0000003c, intr 00000000. "
              "MMU Fault: ENGINE GRAPHICS GPC3 GPCCLIENT_T1_0 faulted @ 0x7f3a_2a810000. Fault is of type "
              "FAULT_PDE ACCESS_TYPE_VIRT_READ"),
        entry("2027-01-14T22:30:02+09:00", "systemd-resolved.service", "warning", "systemd-resolved",
              "Using degraded feature set UDP instead of UDP+EDNS0 for DNS server 192.168.50.1."),
    ]}, AMA, age=30, args={"since_minutes": 120, "priority": "warning"}),
    item("a6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 1_999_844_147_200, 1_402_000_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_073_741_824, 161_480_704),
        fs("/dev/sda1", "/mnt/games", "ext4", 4_000_651_739_136, 3_712_000_000_000),
    ]}, AMA, age=700),
    item("a7", "linux_service_status",
         unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH Daemon"),
         AMA, age=25, args={"name": "sshd"}),
    item("a8", "linux_service_status",
         unit("nvidia-persistenced.service", "active", "running", "enabled", 911, "2027-01-14T17:29:41+09:00",
              "NVIDIA Persistence Daemon"),
         AMA, age=25, args={"name": "nvidia-persistenced"}),
]

AMA_ANSWERS = [
    {"q": "Why is my PC using so much memory right now?", "ev": ["a1", "a2", "a3"],
     "a": "Hey! Here's the picture right now:\n\n"
          "- **RAM in use:** [[s:about 57%]] ([[s:roughly 19 GB of 33 GB]])\n"
          "- **Biggest user:** [[s:`Cyberpunk2077.exe` (PID 48211)]] at [[c:about 11.8 GiB]]\n"
          "- **Third:** [[c:Discord at about 1.1 GiB]]\n"
          "- **Swap:** [[c:about 2 GiB used]]\n\n"
          "[[c:Your system has been up for about 7 hours]]. [[u:Cyberpunk tends to leak memory the longer a session "
          "goes, so that 11 GB figure will probably keep climbing]]. If you want to free some RAM, [[s:Firefox and "
          "Discord together hold about 1.7 GB]] — closing them before a long session would help."},
    {"q": "My game started crashing after this week's updates. What changed?", "ev": ["a4", "a5"],
     "a": "Good question — a few things changed this week that could matter for a game:\n\n"
          "1. [[s:The kernel was upgraded from 6.12.8 to 6.12.9 on January 11]].\n"
          "2. [[c:The NVIDIA driver (`nvidia-open`) went to 565.77-5]] [[s:in the same update]].\n"
          "3. [[s:`gamescope` 3.16.1 was newly installed on the 12th]].\n"
          "4. [[c:`wine-staging` was rolled back from 9.22 to 9.21 this evening]].\n\n"
          "On the log side, [[s:the kernel logged two NVIDIA Xid 31 (MMU fault) errors for Cyberpunk2077]], "
          "[[c:the first at 21:32]] and [[s:the second at about 22:19]]. [[c:Apart from those, the journal is clean — "
          "no other warnings]]. [[u:Xid 31 right after a driver bump almost always means the new driver is at "
          "fault]], so I'd try downgrading `nvidia-open` first:\n\n"
          "```\nsudo downgrade nvidia-open nvidia-utils\n```"},
    {"q": "How full is my games drive?", "ev": ["a1", "a6"],
     "a": "Your games drive is [[s:`/dev/sda1` mounted on `/mnt/games`]] ([[s:about 4 TB]]). As of the last reading "
          "it's [[t:about 93% full]], with [[t:roughly 290 GB free]] — tight if you're planning to install another "
          "big AAA title. [[t:The system drive is in better shape at around 70% used]]. [[c:`/boot` is a small "
          "512 MB partition]] [[t:and it's barely used]]. [[u:Steam's shader cache on the games drive is probably a "
          "big part of that usage]].\n\nWant me to list the biggest folders under `/mnt/games`?"},
    {"q": "What hardware and OS does this machine have?", "ev": ["a1", "a2"],
     "a": "**amaterasu — system overview**\n\n"
          "- OS: [[s:Arch Linux]] ([[u:rolling release, fully up to date]])\n"
          "- Kernel: [[c:6.12.8-arch1-1]]\n"
          "- CPU: [[s:AMD Ryzen 7 7800X3D]] ([[c:32 threads]])\n"
          "- Memory: [[s:32 GB]]\n"
          "- GPU: [[u:NVIDIA GeForce RTX 4080 (open kernel driver)]]\n"
          "- Network: [[s:wired on `eno1` (192.168.50.23/24)]]; [[c:Wi-Fi (`wlan0`) is up as a backup]]"},
    {"q": "I'm kenji — which groups am I in, and can I use sudo?", "ev": ["a1"],
     "a": "Sure! Your account **kenji** ([[s:UID 1000]]) is a member of:\n\n"
          "- [[s:`wheel`]]\n- [[s:`gamemode`]]\n- [[c:`video`]]\n\n"
          "[[s:Because you're in `wheel`, you're listed as an admin user]], so yes, you can use `sudo` "
          "[[u:(the `%wheel ALL=(ALL:ALL) ALL` line is enabled in sudoers)]]. [[s:Your login shell is zsh]]. "
          "[[c:You're also the only regular (UID ≥ 1000) account on the machine]], and [[c:nobody else is in "
          "`gamemode`]]."},
    {"q": "Can I SSH into this box from my laptop?", "ev": ["a1", "a7", "a8"],
     "a": "Short answer: not at the moment.\n\n"
          "- `sshd.service`: [[s:inactive (dead)]]\n"
          "- Enabled at boot: [[s:no — it's disabled]]\n"
          "- Package: [[s:`openssh` is installed]] ([[c:9.8p1-1]])\n\n"
          "[[s:`nvidia-persistenced` is active and running]], [[c:and has been since yesterday evening]]. "
          "[[u:There's no firewall blocking port 22 "
          "either]]. To turn it on:\n\n```\nsudo systemctl enable --now sshd\n```"},
    {"q": "How long has Cyberpunk been running, and is it maxing out my CPU?", "ev": ["a1", "a2", "a3"],
     "a": "[[s:Cyberpunk2077.exe was started at 21:02]], so [[s:it's been going for about 1 hour 40 minutes]]. "
          "[[s:It's showing ~187% CPU in `top` terms]] — [[s:that's roughly two of your 16 threads]] — [[s:while total "
          "CPU usage sits at about 23%]], so no, [[s:it's nowhere near maxing out the processor]]. [[c:The 1-minute load is "
          "around 4]]. [[u:`kwin_wayland` is the second-busiest process on the system at 6.5%]]. [[u:At these "
          "settings the game is GPU-bound, so the CPU isn't your bottleneck]]."},
]

# --------------------------------------------------------------------------------------------------------------
# susanoo — Debian 12 mail server, Europe/London
# --------------------------------------------------------------------------------------------------------------
SUS = Clock("2027-01-19T08:12:00+00:00")

SUS_EVIDENCE = [
    steady(
        "b1", SUS, age=3000,
        hostname="susanoo", domain="example.jp", os_name="Debian GNU/Linux", os_version="12",
        os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
        cpu_cores=6, cpu_threads=12, memory_total_bytes=16_648_183_808,
        disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_000_000_000},
               {"device": "/dev/md1", "mountpoint": "/var/vmail", "fstype": "xfs", "total_bytes": 1_999_844_147_200}],
        network_interfaces=[
            {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8", "::1/128"], "is_up": True},
            {"name": "eno1", "mac": "3c:ec:ef:10:22:5a", "addresses": ["203.0.113.25/24", "2001:db8:25::25/64"],
             "is_up": True}],
        dns_servers=["127.0.0.1"], default_gateway="203.0.113.1",
        installed_packages={"postfix": "3.7.12-0+deb12u1", "dovecot-core": "1:2.3.19.1+dfsg1-2.1+deb12u1",
                            "dovecot-imapd": "1:2.3.19.1+dfsg1-2.1+deb12u1", "rspamd": "3.4-1",
                            "redis-server": "5:7.0.15-1~deb12u1", "unbound": "1.17.1-2+deb12u2",
                            "openssh-server": "1:9.2p1-2+deb12u4", "fail2ban": "1.0.2-2+deb12u1",
                            "certbot": "2.1.0-4", "linux-image-6.1.0-28-amd64": "6.1.119-1",
                            "linux-image-6.1.0-29-amd64": "6.1.123-1", "unattended-upgrades": "2.9.1+nmu3"},
        available_services=["postfix.service", "dovecot.service", "rspamd.service", "redis-server.service",
                            "unbound.service", "ssh.service", "fail2ban.service", "unattended-upgrades.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
               {"name": "postfix", "uid": 107, "gid": 114, "home": "/var/spool/postfix", "shell": "/usr/sbin/nologin"},
               {"name": "dovecot", "uid": 108, "gid": 116, "home": "/usr/lib/dovecot", "shell": "/usr/sbin/nologin"},
               {"name": "dovenull", "uid": 109, "gid": 117, "home": "/nonexistent", "shell": "/usr/sbin/nologin"},
               {"name": "_rspamd", "uid": 110, "gid": 118, "home": "/var/lib/rspamd", "shell": "/bin/false"},
               {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/usr/sbin/nologin"},
               {"name": "haruto", "uid": 1000, "gid": 1000, "home": "/home/haruto", "shell": "/bin/bash"},
               {"name": "mei", "uid": 1001, "gid": 1001, "home": "/home/mei", "shell": "/bin/bash"}],
        groups=[{"name": "sudo", "gid": 27, "members": ["haruto"]},
                {"name": "adm", "gid": 4, "members": ["haruto", "mei"]},
                {"name": "vmail", "gid": 5000, "members": []},
                {"name": "postdrop", "gid": 115, "members": []}],
        admin_users=["haruto"],
        # The users source changed on disk after the snapshot was taken.
        stale_sources=["users"],
    ),
    item("b2", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:10:22:5a",
                        "addresses": ["203.0.113.25/24", "2001:db8:25::25/64"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 702, "sshd"),
            listener(25, "0.0.0.0", 1402, "master"),
            listener(25, "::", 1402, "master"),
            listener(53, "127.0.0.1", 655, "unbound"),
            listener(53, "127.0.0.1", 655, "unbound", proto="udp"),
            listener(465, "0.0.0.0", 1402, "master"),
            listener(587, "0.0.0.0", 1402, "master"),
            listener(993, "0.0.0.0", 1388, "dovecot"),
            listener(4190, "0.0.0.0", 1388, "dovecot"),
            listener(6379, "127.0.0.1", 690, "redis-server"),
            listener(11332, "127.0.0.1", 1290, "rspamd"),
            listener(11334, "127.0.0.1", 1290, "rspamd"),
        ],
        "connections": [
            connection("127.0.0.1:11332", "127.0.0.1:45810", 1290, "rspamd"),
            connection("127.0.0.1:45810", "127.0.0.1:11332", 23391, "smtpd"),
            connection("203.0.113.25:22", "192.0.2.10:55012", 23012, "sshd"),
            connection("203.0.113.25:25", "198.51.100.77:49122", 23391, "smtpd"),
            connection("203.0.113.25:51802", "209.85.233.27:25", 23402, "smtp"),
            connection("203.0.113.25:993", "192.0.2.140:51544", 23350, "imap-login"),
            connection("203.0.113.25:993", "192.0.2.141:60210", 22980, "imap"),
            connection("203.0.113.25:993", "192.0.2.140:51540", None, None, status="TIME_WAIT"),
        ],
    }, SUS, age=30),
    item("b3", "linux_recent_logs", {"source": "journal", "unit": "postfix@-.service", "entries": [
        entry("2027-01-19T07:14:02+00:00", "postfix@-.service", "warning", "postfix/smtpd",
              "warning: unknown[185.220.101.4]: SASL LOGIN authentication failed: UGFzc3dvcmQ6"),
        entry("2027-01-19T07:14:09+00:00", "postfix@-.service", "warning", "postfix/smtpd",
              "warning: unknown[185.220.101.4]: SASL LOGIN authentication failed: UGFzc3dvcmQ6"),
        entry("2027-01-19T07:31:44+00:00", "postfix@-.service", "info", "postfix/qmgr",
              "8C1A21E0F3: from=<newsletter@shop.example>, size=48211, nrcpt=1 (queue active)"),
        entry("2027-01-19T07:31:47+00:00", "postfix@-.service", "info", "postfix/lmtp",
              "8C1A21E0F3: to=<mei@example.jp>, relay=susanoo.example.jp[private/dovecot-lmtp], delay=3.1, "
              "delays=2.9/0/0.1/0.1, dsn=2.0.0, status=sent (250 2.0.0 <mei@example.jp> kJ2mB9OxjGfXWgAA Saved)"),
        entry("2027-01-19T07:52:10+00:00", "postfix@-.service", "info", "postfix/smtp",
              "4F0B31E1A2: to=<kaito.s@gmail.com>, relay=gmail-smtp-in.l.google.com[209.85.233.27]:25, delay=1.4, "
              "dsn=4.7.28, status=deferred (host gmail-smtp-in.l.google.com[209.85.233.27] said: 421-4.7.28 "
              "Gmail has detected an unusual rate of unsolicited mail originating from your IP address. "
              "(in reply to end of DATA command))"),
        entry("2027-01-19T08:02:33+00:00", "postfix@-.service", "warning", "postfix/smtpd",
              "warning: hostname 45-12-88-3.static.example does not resolve to address 45.12.88.3: "
              "Name or service not known"),
        entry("2027-01-19T08:05:10+00:00", "postfix@-.service", "info", "postfix/smtp",
              "4F0B31E1A2: to=<kaito.s@gmail.com>, relay=gmail-smtp-in.l.google.com[209.85.233.27]:25, "
              "delay=781, dsn=4.7.28, status=deferred (host gmail-smtp-in.l.google.com[209.85.233.27] said: "
              "421-4.7.28 Gmail has detected an unusual rate of unsolicited mail originating from your IP address. "
              "(in reply to end of DATA command))"),
    ]}, SUS, age=45, args={"unit": "postfix@-.service", "since_minutes": 60}),
    item("b4", "linux_service_status",
         unit("fail2ban.service", "failed", "failed", "enabled", None, None, "Fail2Ban Service"),
         SUS, age=20, args={"name": "fail2ban"}),
    item("b5", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
        entry("2027-01-18T22:38:47+00:00", "fail2ban.service", "info", "systemd",
              "Stopping fail2ban.service - Fail2Ban Service..."),
        entry("2027-01-18T22:38:48+00:00", "fail2ban.service", "info", "systemd", "fail2ban.service: Deactivated successfully."),
        entry("2027-01-18T22:38:55+00:00", "fail2ban.service", "info", "systemd", "Started fail2ban.service - Fail2Ban Service."),
        entry("2027-01-18T22:38:56+00:00", "fail2ban.service", "err", "fail2ban-server",
              "ERROR   Failed during configuration: Have not found any log file for postfix-sasl jail"),
        entry("2027-01-18T22:38:56+00:00", "fail2ban.service", "err", "fail2ban-server",
              "ERROR   Async configuration of server failed"),
        entry("2027-01-18T22:38:56+00:00", "fail2ban.service", "notice", "systemd",
              "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"),
        entry("2027-01-18T22:38:56+00:00", "fail2ban.service", "warning", "systemd",
              "fail2ban.service: Failed with result 'exit-code'."),
    ]}, SUS, age=50, args={"unit": "fail2ban.service", "since_minutes": 720}),
    item("b6", "linux_package_history", {"events": [
        package_event("2027-01-08T06:25:11+00:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u3", "1:9.2p1-2+deb12u4"),
        package_event("2027-01-08T06:25:14+00:00", "upgrade", "openssh-client", "1:9.2p1-2+deb12u3", "1:9.2p1-2+deb12u4"),
        package_event("2027-01-15T06:31:02+00:00", "upgrade", "postfix", "3.7.11-0+deb12u1", "3.7.12-0+deb12u1"),
        package_event("2027-01-16T06:28:00+00:00", "install", "linux-image-6.1.0-29-amd64", None, "6.1.123-1"),
        package_event("2027-01-18T22:38:40+00:00", "upgrade", "fail2ban", "1.0.2-2", "1.0.2-2+deb12u1"),
        package_event("2027-01-18T22:38:52+00:00", "install", "python3-pyinotify", None, "0.9.6-2"),
    ]}, SUS, age=90, args={"since_days": 14}),
    item("b7", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 250_000_000_000, 40_100_000_000),
        fs("/dev/md1", "/var/vmail", "xfs", 1_999_844_147_200, 1_243_000_000_000),
    ]}, SUS, age=620),
    item("b8", "linux_service_status",
         unit("dovecot.service", "active", "running", "enabled", 1388, "2027-01-12T03:10:22+00:00",
              "Dovecot IMAP/POP3 email server"),
         SUS, age=20, args={"name": "dovecot"}),
]

SUS_ANSWERS = [
    {"q": "Which ports is the mail server listening on?", "ev": ["b1", "b2"],
     "a": "Here's what **susanoo** is listening on:\n\n"
          "| Port | Service |\n|---|---|\n"
          "| 22 | [[s:sshd]] |\n"
          "| 25 | [[s:Postfix (`master`), on IPv4 and IPv6]] |\n"
          "| 465 / 587 | [[s:Postfix submissions / submission]] — [[c:587 only on 127.0.0.1]] |\n"
          "| 143 | [[c:Dovecot (IMAP + STARTTLS)]] |\n"
          "| 993 | [[s:Dovecot (IMAPS)]] |\n"
          "| 11332 / 11334 | [[s:rspamd, localhost only]] |\n\n"
          "[[s:DNS (port 53) is served by Unbound on localhost only]]. [[c:Nothing is listening on IPv6 apart from "
          "sshd]]. [[u:Ports 465 and 587 are firewalled to your office range]]."},
    {"q": "Is mail getting delivered? Anything wrong in the postfix log?", "ev": ["b3"],
     "a": "Mostly yes, with one real problem.\n\n"
          "- [[s:The message from newsletter@shop.example was handed to Dovecot LMTP and saved for mei at 07:31]], "
          "so [[s:local delivery is fine]].\n"
          "- [[s:Outbound mail to Gmail is being deferred]]: [[s:the reply says Gmail saw an unusual rate of "
          "unsolicited mail from your IP]]. [[u:That's most likely a compromised user account sending spam]]. "
          "[[c:The last retry for kaito.s@gmail.com was at 07:52]].\n"
          "- [[s:There were two SASL LOGIN authentication failures from 185.220.101.4]], [[c:around 07:40]] — "
          "[[u:a Tor exit node guessing passwords]].\n\n"
          "[[s:Nothing bounced in the last hour]]. To push the deferred message again once Gmail calms down: "
          "`sudo postqueue -f`."},
    {"q": "fail2ban seems dead. What happened?", "ev": ["b4", "b5", "b6"],
     "a": "### What happened to fail2ban\n\n"
          "[[s:`fail2ban.service` is in the **failed** state]].\n\nTimeline, [[s:yesterday evening]]:\n\n"
          "1. [[s:22:38 — fail2ban was upgraded to 1.0.2-2+deb12u1]] ([[s:from 1.0.2-2]])\n"
          "2. [[s:it failed straight away after the restart because it couldn't find any log file for the "
          "`postfix-sasl` jail]]\n"
          "3. [[c:systemd gave up after 5 restart attempts]]\n\n"
          "[[u:The new package most likely switched the default backend, so the jail no longer finds "
          "`/var/log/mail.log`]]. [[c:It's been down for about 3 hours]]. [[s:`python3-pyinotify` was installed "
          "a few seconds after it]].\n\nFix: add `backend = systemd` to the `[postfix-sasl]` jail, then "
          "`sudo systemctl restart fail2ban`."},
    {"q": "What got updated in the last two weeks, and do I need to reboot?", "ev": ["b1", "b6"],
     "a": "In the last two weeks susanoo got these updates:\n\n"
          "- **Jan 15:** [[s:Postfix 3.7.11 → 3.7.12]]\n"
          "- **Jan 16:** [[s:a new kernel package, linux-image-6.1.0-29-amd64]] [[c:(6.1.124-1)]]\n"
          "- **Jan 18:** [[s:fail2ban]] and [[c:python3-systemd]]\n\n"
          "[[s:You're still running kernel 6.1.0-28-amd64]], so [[s:the Jan 16 kernel isn't active yet]] — yes, a "
          "reboot is needed to pick it up. [[c:That makes five package events in total]]. [[u:unattended-upgrades "
          "installed all of these automatically overnight]]."},
    {"q": "Who has accounts on this box, and who can sudo?", "ev": ["b1"],
     "a": "Accounts on susanoo:\n\n"
          "- **Humans:** [[t:`haruto` (UID 1000)]] and [[t:`mei` (UID 1001)]], [[t:both with bash]]\n"
          "- **Mail:** [[t:`vmail` (UID 5000), home `/var/vmail`, no login shell]]\n\n"
          "**sudo:** [[t:only `haruto` is in the `sudo` group]]. [[t:`mei` is in `adm`]], [[u:so she can read the "
          "mail logs but not change anything]]. [[u:Root login over SSH is disabled]]."},
    {"q": "How much room is left for mailboxes?", "ev": ["b1", "b7"],
     "a": "Mailbox storage lives on [[s:`/var/vmail`]], [[s:an XFS filesystem]] [[c:on `/dev/md2`]] "
          "([[s:about 2 TB]]). [[t:It's around 62% used]], [[t:so roughly 760 GB is still free]]. [[t:The root "
          "filesystem is only ~16% full]]. [[u:At the current growth rate that's good for another year or so]]."},
    {"q": "Who is connected to the server right now?", "ev": ["b2"],
     "a": "Current connections on susanoo:\n\n"
          "- **SSH:** [[s:one session from 192.0.2.10]]\n"
          "- **IMAP (993):** [[c:three clients]] — [[s:192.0.2.140]] and [[s:192.0.2.141]]\n"
          "- **Inbound SMTP:** [[s:198.51.100.77 is delivering mail on port 25]]\n"
          "- **Outbound SMTP:** [[c:Postfix is talking to Google's MX at 209.85.233.27 on port 587]]\n"
          "\n"
          "[[s:Nobody is connected to the submission ports (465/587) at the moment]]. [[u:The SSH session is "
          "probably you]]."},
]

# --------------------------------------------------------------------------------------------------------------
# tsukuyomi — AlmaLinux 9 PostgreSQL server, America/New_York
# --------------------------------------------------------------------------------------------------------------
TSU = Clock("2027-02-03T15:27:00-05:00")
TSU_MEM = 135_089_745_920

TSU_EVIDENCE = [
    steady(
        "c1", TSU, age=1500,
        hostname="tsukuyomi", os_name="AlmaLinux", os_version="9.5", os_codename="Teal Serval",
        kernel="5.14.0-503.19.1.el9_5.x86_64", cpu_model="AMD EPYC 7443P 24-Core Processor", cpu_cores=24,
        cpu_threads=48, memory_total_bytes=TSU_MEM,
        disks=[{"device": "/dev/mapper/almalinux-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
               {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                "total_bytes": 3_840_000_000_000}],
        network_interfaces=[{"name": "eth0", "mac": "b8:ce:f6:42:10:0f", "addresses": ["10.20.0.15/24"], "is_up": True}],
        dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
        package_manager="rpm",
        installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                            "postgresql16-libs": "16.6-1PGDG.rhel9", "pgbouncer": "1.23.1-1.rhel9",
                            "pg_repack_16": "1.5.1-1.rhel9", "node_exporter": "1.8.2-1.el9",
                            "kernel": "5.14.0-503.22.1.el9_5", "openssl": "1:3.2.2-6.el9_5.1",
                            "chrony": "4.5-3.el9", "firewalld": "1.3.4-7.el9"},
        available_services=["postgresql-16.service", "pgbouncer.service", "sshd.service", "chronyd.service",
                            "firewalld.service", "node_exporter.service", "dnf-automatic.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
               {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
               {"name": "pgbouncer", "uid": 985, "gid": 985, "home": "/var/lib/pgbouncer", "shell": "/sbin/nologin"},
               {"name": "node_exporter", "uid": 984, "gid": 984, "home": "/var/lib/node_exporter",
                "shell": "/sbin/nologin"},
               {"name": "ana", "uid": 1000, "gid": 1000, "home": "/home/ana", "shell": "/bin/bash"},
               {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
        groups=[{"name": "wheel", "gid": 10, "members": ["ana"]},
                {"name": "postgres", "gid": 26, "members": []},
                {"name": "pgbouncer", "gid": 985, "members": []},
                {"name": "dba", "gid": 1500, "members": ["ana", "deploy"]},
                {"name": "ana", "gid": 1000, "members": []},
                {"name": "deploy", "gid": 1001, "members": []}],
        admin_users=["ana"],
    ),
    item("c2", "linux_system_info",
         system_info(38.2, [14.6, 11.9, 9.3], 3_548_160, "2026-12-23T13:51:00-05:00", TSU_MEM, 41_000_000_000,
                     4 * GiB, 0), TSU, age=15),
    item("c3", "linux_processes",
         {**processes(612, TSU_MEM, [
             (41877, "postgres", "postgres", 98.7, 2_300_000_000, "2027-02-03T15:19:40-05:00",
              "postgres: app_rw orders 10.20.0.41(51234) SELECT"),
             (41902, "postgres", "postgres", 87.1, 1_900_000_000, "2027-02-03T15:21:05-05:00",
              "postgres: app_rw orders 10.20.0.42(40112) SELECT"),
             (1822, "postgres", "postgres", 23.4, 1_200_000_000, "2027-02-03T15:08:12-05:00",
              "postgres: autovacuum worker orders"),
             (1690, "postgres", "postgres", 6.2, 32_212_254_720, "2026-12-23T13:52:10-05:00",
              "postgres: checkpointer"),
             (2210, "pgbouncer", "pgbouncer", 4.8, 18_000_000, "2026-12-23T13:52:14-05:00",
              "/usr/bin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
             (1011, "node_exporter", "node_exporter", 0.9, 31_000_000, "2026-12-23T13:52:01-05:00",
              "/usr/bin/node_exporter --collector.systemd"),
         ]), "truncated": {"processes": "(606 more processes not shown; use name= to narrow, or a larger limit=)"}},
         TSU, age=15, args={"sort": "cpu", "limit": 6}, complete=False),
    item("c4", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        entry("2027-02-03T13:41:07-05:00", "postgresql-16.service", "info", "postgres", "LOG:  checkpoint starting: time"),
        entry("2027-02-03T13:45:37-05:00", "postgresql-16.service", "info", "postgres",
              "LOG:  checkpoint complete: wrote 48211 buffers (1.1%); 0 WAL file(s) added, 0 removed, 12 recycled; "
              "write=269.880 s, sync=0.118 s, total=270.112 s"),
        entry("2027-02-03T14:58:12-05:00", "postgresql-16.service", "info", "postgres",
              "LOG:  duration: 18234.551 ms  statement: SELECT o.id, sum(i.qty) FROM orders o JOIN order_items i ON "
              "i.order_id = o.id WHERE o.created_at > now() - interval '90 days' GROUP BY o.id"),
        entry("2027-02-03T15:02:40-05:00", "postgresql-16.service", "err", "postgres",
              "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        entry("2027-02-03T15:02:41-05:00", "postgresql-16.service", "err", "postgres",
              "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        entry("2027-02-03T15:10:03-05:00", "postgresql-16.service", "info", "postgres",
              "LOG:  automatic vacuum of table \"orders.public.order_items\": index scans: 1"),
        entry("2027-02-03T15:19:55-05:00", "postgresql-16.service", "warning", "postgres",
              "LOG:  checkpoints are occurring too frequently (24 seconds apart)  HINT:  Consider increasing the "
              "configuration parameter \"max_wal_size\"."),
    ]}, TSU, age=40, args={"unit": "postgresql-16.service", "since_minutes": 120}),
    item("c5", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "b8:ce:f6:42:10:0f", "addresses": ["10.20.0.15/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 980, "sshd"),
            listener(5432, "0.0.0.0", 1650, "postgres"),
            listener(5432, "::", 1650, "postgres"),
            listener(6432, "0.0.0.0", 2210, "pgbouncer"),
            listener(9100, "::", 1011, "node_exporter"),
        ],
        "connections": [
            connection("10.20.0.15:22", "10.20.0.5:62001", 51210, "sshd"),
            connection("10.20.0.15:5432", "10.20.0.41:51234", 41877, "postgres"),
            connection("10.20.0.15:5432", "10.20.0.42:40112", 41902, "postgres"),
            connection("10.20.0.15:6432", "10.20.0.41:38800", 2210, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.41:38802", 2210, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.43:60014", 2210, "pgbouncer"),
            connection("10.20.0.15:9100", "10.20.0.9:41822", 1011, "node_exporter"),
            connection("127.0.0.1:44120", "127.0.0.1:5432", 2210, "pgbouncer"),
            connection("127.0.0.1:5432", "127.0.0.1:44120", 41655, "postgres"),
        ],
    }, TSU, age=25),
    item("c6", "linux_file_read", {
        "path": "/var/lib/pgsql/16/data/postgresql.auto.conf", "offset": 0, "limit": 200, "total_lines": 7,
        "lines": ["# Do not edit this file manually!", "# It will be overwritten by the ALTER SYSTEM command.",
                  "max_connections = '200'", "shared_buffers = '32GB'", "work_mem = '64MB'",
                  "max_wal_size = '2GB'", "effective_cache_size = '96GB'"],
    }, TSU, age=30, args={"path": "/var/lib/pgsql/16/data/postgresql.auto.conf"}),
    item("c7", "linux_package_history", {"events": [
        package_event("2027-01-09T10:02:11-05:00", "upgrade", "postgresql16-libs", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2027-01-09T10:02:11-05:00", "upgrade", "postgresql16", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2027-01-09T10:02:12-05:00", "upgrade", "postgresql16-server", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2027-01-22T04:12:40-05:00", "install", "kernel", None, "5.14.0-503.22.1.el9_5"),
        package_event("2027-01-22T04:12:55-05:00", "upgrade", "openssl", "1:3.2.2-6.el9_5", "1:3.2.2-6.el9_5.1"),
        package_event("2027-01-29T16:40:03-05:00", "install", "pg_repack_16", None, "1.5.1-1.rhel9"),
        package_event("2027-01-29T16:41:12-05:00", "remove", "pg_stat_kcache_16", "2.3.0-1.rhel9", None),
    ]}, TSU, age=100, args={"since_days": 30}),
]

TSU_ANSWERS = [
    {"q": "Why is the database so slow right now?", "ev": ["c2", "c3", "c4"],
     "a": "## Why Postgres feels slow\n\n"
          "**Load:** [[s:the 1-minute load is 14.6]]. [[c:CPU is pegged at around "
          "90%]].\n\n"
          "**Top processes by CPU:**\n"
          "- [[s:two backends for `app_rw` on the `orders` database are running SELECTs]]: [[s:one from 10.20.0.41 "
          "at ~99% CPU]] and [[c:one from 10.20.0.43 at ~87%]]\n\n"
          "**From the Postgres log:**\n"
          "- [[s:a query joining `orders` and `order_items` took about 18 seconds at 14:58]]\n"
          "- [[s:at 15:02 clients were refused with \"remaining connection slots are reserved\"]] — [[c:that "
          "happened once]]\n"
          "- [[c:at 15:19 Postgres warned that checkpoints are happening 42 seconds apart]]\n\n"
          "[[u:My guess is a missing index on `order_items.order_id`, which makes that join do a sequential "
          "scan]]. Raising `max_wal_size` would at least calm the checkpoints down."},
    {"q": "How many connections does Postgres have and where from? Are we near max_connections?",
     "ev": ["c5", "c6"],
     "a": "From the socket list:\n\n"
          "- [[s:Direct to 5432: two app connections]], [[s:from 10.20.0.41 and 10.20.0.42]]\n"
          "- [[s:Through pgbouncer (6432): three client connections]], [[c:all from 10.20.0.41]]\n\n"
          "[[s:`max_connections` is set to 200 in `postgresql.auto.conf`]]. [[u:With only three server-side "
          "connections you're nowhere near that limit]]. [[c:`shared_buffers` is 16GB]] and [[s:`work_mem` is "
          "64MB]]."},
    {"q": "What are the key Postgres settings on this server?", "ev": ["c1", "c6"],
     "a": "From `postgresql.auto.conf` (values set with `ALTER SYSTEM`):\n\n"
          "max_connections: [[s:200]]\n"
          "shared_buffers: [[s:32GB]] — [[s:about a quarter of the machine's ~126 GiB of RAM]]\n"
          "work_mem: [[c:4MB (the default)]]\n"
          "effective_cache_size: [[c:64GB]]\n"
          "checkpoint_timeout: [[u:15min]]\n\n"
          "[[s:The server runs PostgreSQL 16.6]] [[c:on AlmaLinux 9.4]]. [[u:`listen_addresses` is `'*'`, which "
          "is set in the main `postgresql.conf`]]."},
    {"q": "Is the server patched? What changed in the last month?", "ev": ["c1", "c7"],
     "a": "Package changes on tsukuyomi in the last 30 days:\n\n"
          "| When | Package | Change |\n|---|---|---|\n"
          "| Jan 9 | postgresql16-server | [[s:16.5 → 16.6]] |\n"
          "| Jan 22 | kernel | [[s:5.14.0-503.22.1 installed]] |\n"
          "| [[c:Jan 27]] | pg_repack_16 | [[s:installed (1.5.1)]] |\n"
          "\n"
          "[[s:The running kernel is still 5.14.0-503.19.1]], [[s:so the kernel installed on Jan 22 needs a reboot "
          "to take effect]]. [[c:PostgreSQL was upgraded twice in that window]]. [[u:dnf-automatic applied the "
          "openssl update overnight]]."},
    {"q": "Who can log in to this box, and who's in the dba group?", "ev": ["c1"],
     "a": "Login-capable accounts on tsukuyomi:\n\n"
          "- [[s:`ana` (UID 1000)]] — [[s:in `wheel`, so she's an admin]]\n"
          "- [[s:`deploy` (UID 1001)]] — [[s:in `dba`]], [[c:and also in `wheel`]]\n"
          "- [[s:`postgres` (UID 26) has a bash shell]]\n"
          "- [[c:`pgbouncer` can log in too (bash)]]\n\n"
          "[[c:The `dba` group has three members]]. [[u:`deploy` is what the CI pipeline uses to run "
          "migrations]]."},
    {"q": "What's listening on this host?", "ev": ["c5"],
     "a": "**Listening sockets on tsukuyomi**\n\n"
          "- `22/tcp` — [[s:sshd, all interfaces]]\n"
          "- `5432/tcp` — [[s:postgres, on both IPv4 and IPv6]]\n"
          "- `6432/tcp` — [[s:pgbouncer]], [[c:localhost only]]\n"
          "- `9100/tcp` — [[s:node_exporter]]\n"
          "- `9187/tcp` — [[c:postgres_exporter]]\n\n"
          "[[u:pg_hba.conf restricts Postgres to 10.20.0.0/24]]. [[s:node_exporter is being scraped by 10.20.0.9 "
          "right now]]."},
    {"q": "How much memory do we have, and is it swapping?", "ev": ["c1", "c2", "c3"],
     "a": "**Memory on tsukuyomi**\n\n"
          "- Total: [[s:128 GB]]\n"
          "- In use: [[s:about 94 GB]]\n"
          "- Available: [[c:about 31 GB]]\n"
          "- Swap: [[s:4 GiB configured]], [[s:none of it used]]\n\n"
          "[[u:The biggest memory user is the checkpointer]] — [[s:it shows ~30 GiB "
          "resident]] — [[u:but most of that is shared_buffers being counted, not real usage]]. [[c:The machine has "
          "been up for about 14 days]]."},
]

# --------------------------------------------------------------------------------------------------------------
# inari — NixOS NAS, Australia/Sydney
# --------------------------------------------------------------------------------------------------------------
INA = Clock("2027-01-25T19:05:00+11:00")

INA_EVIDENCE = [
    steady(
        "d1", INA, age=2000,
        hostname="inari", os_name="NixOS", os_version="24.11", os_codename="vicuna", kernel="6.6.69",
        cpu_model="Intel(R) Core(TM) i3-N305", cpu_cores=8, cpu_threads=8, memory_total_bytes=33_361_788_928,
        disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 500_107_862_016},
               {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_644_672},
               {"device": "tank/media", "mountpoint": "/srv/media", "fstype": "zfs", "total_bytes": 15_480_000_000_000},
               {"device": "tank/backups", "mountpoint": "/srv/backups", "fstype": "zfs",
                "total_bytes": 4_900_000_000_000}],
        network_interfaces=[
            {"name": "enp2s0", "mac": "7c:83:34:b9:01:6e", "addresses": ["192.168.1.40/24"], "is_up": True},
            {"name": "tailscale0", "mac": None, "addresses": ["100.71.12.9/32"], "is_up": True}],
        dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
        package_manager=None, installed_packages={},
        unavailable={"package_manager": "no dpkg, rpm, pacman or apk database (NixOS keeps packages in /nix/store)",
                     "installed_packages": "no dpkg, rpm, pacman or apk database (NixOS keeps packages in /nix/store)"},
        available_services=["samba-smbd.service", "samba-nmbd.service", "nfs-server.service", "zfs-zed.service",
                            "zfs-scrub.service", "jellyfin.service", "sshd.service", "tailscaled.service",
                            "podman-immich_server.service", "restic-backups-b2.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/run/current-system/sw/bin/bash"},
               {"name": "jellyfin", "uid": 996, "gid": 996, "home": "/var/lib/jellyfin",
                "shell": "/run/current-system/sw/bin/nologin"},
               {"name": "yuki", "uid": 1000, "gid": 100, "home": "/home/yuki", "shell": "/run/current-system/sw/bin/bash"},
               {"name": "sora", "uid": 1001, "gid": 100, "home": "/home/sora", "shell": "/run/current-system/sw/bin/fish"},
               {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/var/empty",
                "shell": "/run/current-system/sw/bin/nologin"}],
        groups=[{"name": "wheel", "gid": 1, "members": ["yuki"]},
                {"name": "users", "gid": 100, "members": ["yuki", "sora"]},
                {"name": "media", "gid": 990, "members": ["yuki", "sora", "jellyfin"]},
                {"name": "jellyfin", "gid": 996, "members": []}],
        admin_users=["yuki"],
    ),
    item("d2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 500_107_862_016, 61_200_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_644_672, 96_000_000),
        fs("tank/media", "/srv/media", "zfs", 15_480_000_000_000, 11_920_000_000_000),
        fs("tank/backups", "/srv/backups", "zfs", 4_900_000_000_000, 3_610_000_000_000),
    ]}, INA, age=30),
    item("d3", "linux_service_status", {"units": [
        unit("restic-backups-b2.service", "failed", "failed", "static", None, None, "restic backup b2"),
        unit("jellyfin.service", "active", "running", "enabled", 1533, "2027-01-20T02:14:09+11:00", "Jellyfin Media Server"),
        unit("nfs-server.service", "active", "exited", "enabled", None, "2027-01-20T02:13:55+11:00", "NFS server and services"),
        unit("podman-immich_server.service", "active", "running", "enabled", 2011, "2027-01-20T02:14:30+11:00",
             "podman-immich_server.service"),
        unit("samba-nmbd.service", "active", "running", "enabled", 1398, "2027-01-20T02:13:57+11:00", "Samba NMB Daemon"),
        unit("samba-smbd.service", "active", "running", "enabled", 1402, "2027-01-20T02:13:58+11:00", "Samba SMB Daemon"),
        unit("sshd.service", "active", "running", "enabled", 1220, "2027-01-20T02:13:52+11:00", "SSH Daemon"),
        unit("tailscaled.service", "active", "running", "enabled", 1301, "2027-01-20T02:13:54+11:00", "Tailscale node agent"),
        unit("zfs-scrub.service", "inactive", "dead", "static", None, None, "ZFS pools scrubbing"),
        unit("zfs-zed.service", "active", "running", "enabled", 1190, "2027-01-20T02:13:51+11:00", "ZFS Event Daemon (zed)"),
    ], "total": 10, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
         INA, age=35),
    item("d4", "linux_containers", {"runtime": "podman", "containers": [
        box("a91f02c4d7e1", "immich_server", "ghcr.io/immich-app/immich-server:v1.124.2", "running", "Up 5 days",
            "2027-01-20T02:14:28+11:00", ["0.0.0.0:2283->2283/tcp"]),
        box("5c0d8e1b92aa", "immich_machine_learning", "ghcr.io/immich-app/immich-machine-learning:v1.124.2",
            "exited", "Exited (137) 2 hours ago", "2027-01-20T02:14:25+11:00"),
        box("e37b64f0c115", "immich_postgres", "docker.io/tensorchord/pgvecto-rs:pg14-v0.2.0", "running", "Up 5 days",
            "2027-01-20T02:14:20+11:00"),
        box("0b2f9d7a3e66", "immich_redis", "docker.io/library/redis:6.2-alpine", "running", "Up 5 days",
            "2027-01-20T02:14:19+11:00"),
    ]}, INA, age=40, args={"all": True}),
    item("d5", "linux_recent_logs", {"source": "journal", "unit": "restic-backups-b2.service", "entries": [
        entry("2027-01-25T03:00:04+11:00", "restic-backups-b2.service", "info", "systemd",
              "Starting restic-backups-b2.service - restic backup b2..."),
        entry("2027-01-25T03:00:09+11:00", "restic-backups-b2.service", "info", "restic",
              "using parent snapshot 7d3c11aa"),
        entry("2027-01-25T03:41:52+11:00", "restic-backups-b2.service", "err", "restic",
              "Fatal: unable to save snapshot: b2_upload_file: 503: service_unavailable: c001_v0001126_t0012 is too busy"),
        entry("2027-01-25T03:41:52+11:00", "restic-backups-b2.service", "notice", "systemd",
              "restic-backups-b2.service: Main process exited, code=exited, status=1/FAILURE"),
        entry("2027-01-25T03:41:52+11:00", "restic-backups-b2.service", "warning", "systemd",
              "restic-backups-b2.service: Failed with result 'exit-code'."),
        entry("2027-01-25T03:41:52+11:00", "restic-backups-b2.service", "err", "systemd",
              "Failed to start restic-backups-b2.service - restic backup b2."),
    ]}, INA, age=30, args={"unit": "restic-backups-b2.service", "since_minutes": 1440}),
    item("d6", "linux_network_info", {
        "interfaces": [{"name": "enp2s0", "mac": "7c:83:34:b9:01:6e", "addresses": ["192.168.1.40/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1220, "sshd"),
            listener(111, "0.0.0.0", 1120, "rpcbind"),
            listener(137, "192.168.1.255", 1398, "nmbd", proto="udp"),
            listener(139, "0.0.0.0", 1402, "smbd"),
            listener(445, "0.0.0.0", 1402, "smbd"),
            listener(2049, "0.0.0.0", None, None),
            listener(2283, "0.0.0.0", 2040, "conmon"),
            listener(8096, "0.0.0.0", 1533, "jellyfin"),
            listener(41641, "0.0.0.0", 1301, "tailscaled", proto="udp"),
        ],
        "connections": [
            connection("192.168.1.40:445", "192.168.1.62:50311", 30112, "smbd"),
            connection("192.168.1.40:8096", "192.168.1.75:41220", 1533, "jellyfin"),
        ],
    }, INA, age=500),
    item("d7", "linux_package_history", None, INA, age=20, args={"since_days": 30}, complete=False,
         error="no package log found (dpkg.log, dnf.rpm.log or pacman.log); this system keeps none"),
]

INA_ANSWERS = [
    {"q": "Did last night's backup to B2 work?", "ev": ["d3", "d5"],
     "a": "❌ **No — [[s:last night's backup failed]].**\n\n"
          "- [[s:The `restic-backups-b2` job started at 03:00]]\n"
          "- [[c:about 20 minutes in]], [[s:the upload to Backblaze B2 failed with a 503 \"too busy\" error]]\n"
          "- [[s:the unit is now in the failed state]]\n\n"
          "[[u:It has been failing like this for a few nights]]. [[u:B2 503s are transient, so the next scheduled run "
          "should succeed]], and [[u:your previous snapshot 7d3c11aa is still intact]]. To retry now:\n\n"
          "```\nsudo systemctl start restic-backups-b2\n```"},
    {"q": "How much space is left on the NAS?", "ev": ["d1", "d2"],
     "a": "Here's the space on inari:\n\n"
          "| Dataset | Size | Used | Free |\n|---|---|---|---|\n"
          "| `/srv/media` | [[s:15.5 TB]] | [[s:77%]] | [[c:about 3.6 TiB]] |\n"
          "| `/srv/backups` | [[c:5.9 TB]] | [[s:74%]] | [[s:~1.3 TB]] |\n\n"
          "[[s:The media dataset is the fullest]], [[u:and it grows mostly from Jellyfin's transcode cache]]. "
          "[[c:Both ZFS datasets are over 80%]], so it may be time to think about another vdev."},
    {"q": "Are my Immich containers OK?", "ev": ["d4"],
     "a": "Immich status (podman):\n\n"
          "- ✅ [[s:`immich_server` is up]]\n"
          "- ✅ [[s:`immich_postgres` and `immich_redis` are running]]\n"
          "- ❌ [[s:`immich_machine_learning` has exited]] — [[s:exit code 137]], [[c:about 20 minutes ago]]\n\n"
          "[[u:Exit 137 means it was OOM-killed, probably while indexing faces]]. [[s:Server and machine learning are "
          "both on v1.124.2]]. [[c:Redis is on the 7.x alpine image]]. Restart it with "
          "`sudo podman start immich_machine_learning`."},
    {"q": "Which services are running on inari? Anything failed?", "ev": ["d3"],
     "a": "Services on inari:\n\n"
          "1. [[s:Samba (smbd and nmbd) — running]]\n"
          "2. [[s:NFS server — active (exited)]]\n"
          "3. [[s:Jellyfin — running]] [[c:since January 21]]\n"
          "4. [[s:the Immich server container service — running]]\n\n"
          "[[s:The only failed unit is `restic-backups-b2.service`]]. [[c:The ZFS scrub also failed]]. "
          "[[s:Everything except the backup and the scrub is enabled]]."},
    {"q": "Who can get at the media share?", "ev": ["d1"],
     "a": "Access to the share itself depends on the Samba config, which I can't see, but at the Unix level:\n\n"
          "- [[s:The `media` group (GID 990) has three members]]: [[s:`yuki`]], [[s:`sora`]] and [[s:`jellyfin`]]\n"
          "- [[c:`sora` uses bash]]\n"
          "- [[c:`jellyfin` has UID 1002]]\n\n"
          "[[u:The share is mapped to `/srv/media` with `force group = media`]]."},
    {"q": "Is Samba/NFS reachable? What's listening?", "ev": ["d3", "d6"],
     "a": "Here's what I see for file sharing:\n\n"
          "- [[s:smbd is running]] [[t:and listening on 445 and 139]]\n"
          "- [[t:NFS is on 2049]]\n"
          "- [[t:Jellyfin is listening on 8096]]\n"
          "- [[t:Immich is published on 2283 (held by conmon)]]\n"
          "- [[c:nmbd is stopped]], [[u:so network browsing from Windows won't find the box]]\n\n"
          "[[t:There's one SMB client connected right now, 192.168.1.62]]."},
    {"q": "What packages did I update recently?", "ev": ["d1", "d7"],
     "a": "I couldn't get the package history: [[s:the package-history tool failed on this machine]] — [[s:it found "
          "no dpkg, rpm or pacman log]]. Installed packages aren't listed either ([[s:the snapshot has no package "
          "database to read]]). What I can tell you:\n\n"
          "- [[s:inari runs NixOS 24.11 (Vicuna)]]\n"
          "- [[c:on an Intel Core i5-N305]]\n"
          "- [[c:with 4 cores]]\n\n"
          "[[u:You last ran `nixos-rebuild switch` about a week ago]], and [[u:Jellyfin was probably updated with "
          "it]]. To see your generations: `sudo nix-env --list-generations -p /nix/var/nix/profiles/system`."},
]

# --------------------------------------------------------------------------------------------------------------
# raijin — Ubuntu 24.04 GitLab CI runner, America/Los_Angeles
# --------------------------------------------------------------------------------------------------------------
RAI = Clock("2027-02-10T10:21:00-08:00")
RAI_MEM = 66_600_000_000

RAI_EVIDENCE = [
    steady(
        "e1", RAI, age=900,
        hostname="raijin", os_name="Ubuntu", os_version="24.04", os_codename="noble", kernel="6.8.0-51-generic",
        cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=RAI_MEM,
        disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_967_397_568_512},
               {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/docker", "fstype": "ext4",
                "total_bytes": 1_000_204_886_016}],
        network_interfaces=[{"name": "enp5s0", "mac": "d8:5e:d3:7a:44:02", "addresses": ["10.0.8.21/24"], "is_up": True},
                            {"name": "docker0", "mac": "02:42:9f:11:3c:aa", "addresses": ["172.17.0.1/16"], "is_up": True}],
        dns_servers=["127.0.0.53"], default_gateway="10.0.8.1",
        installed_packages={"docker-ce": "5:27.5.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.25-1",
                            "docker-compose-plugin": "2.32.4-1~ubuntu.24.04~noble", "gitlab-runner": "17.8.3-1",
                            "git": "1:2.43.0-1ubuntu7.2", "openssh-server": "1:9.6p1-3ubuntu13.8",
                            "linux-image-6.8.0-51-generic": "6.8.0-51.52", "linux-image-6.8.0-52-generic": "6.8.0-52.53"},
        available_services=["docker.service", "containerd.service", "gitlab-runner.service", "ssh.service",
                            "systemd-resolved.service"],
        users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
               {"name": "gitlab-runner", "uid": 999, "gid": 999, "home": "/home/gitlab-runner", "shell": "/bin/bash"},
               {"name": "ryo", "uid": 1000, "gid": 1000, "home": "/home/ryo", "shell": "/bin/bash"}],
        groups=[{"name": "sudo", "gid": 27, "members": ["ryo"]},
                {"name": "docker", "gid": 988, "members": ["gitlab-runner", "ryo"]},
                {"name": "gitlab-runner", "gid": 999, "members": []},
                {"name": "ryo", "gid": 1000, "members": []}],
        admin_users=["ryo"],
    ),
    item("e2", "linux_system_info",
         system_info(91.7, [29.8, 24.3, 17.1], 792_000, "2027-02-01T02:21:00-08:00", RAI_MEM, 18_300_000_000,
                     8 * GiB, 2 * GiB), RAI, age=12),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("3f1e0a9c2b7d", "runner-x7kqp-project-412-concurrent-0-build",
            "registry.gitlab.com/acme/backend/ci:rust-1.84", "running", "Up 14 minutes", "2027-02-10T10:06:45-08:00"),
        box("8d22c4e1f0a3", "runner-x7kqp-project-412-concurrent-0-svc-postgres", "postgres:16", "running",
            "Up 14 minutes", "2027-02-10T10:06:43-08:00", ["5432/tcp"]),
        box("b70c9e31a5d4", "runner-x7kqp-project-412-concurrent-1-build",
            "registry.gitlab.com/acme/backend/ci:rust-1.84", "running", "Up 3 minutes", "2027-02-10T10:17:05-08:00"),
        box("c4a8f2e07b19", "runner-x7kqp-project-97-concurrent-2-build", "node:22-bookworm", "running",
            "Up 41 seconds", "2027-02-10T10:20:19-08:00"),
        box("1e9b3d5c7a20", "registry-mirror", "registry:2", "running", "Up 9 days", "2027-02-01T02:23:10-08:00",
            ["0.0.0.0:5000->5000/tcp", ":::5000->5000/tcp"]),
    ]}, RAI, age=20, args={"all": False}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_967_397_568_512, 402_000_000_000),
        fs("/dev/nvme1n1p1", "/var/lib/docker", "ext4", 1_000_204_886_016, 912_400_000_000),
    ]}, RAI, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        entry("2027-02-10T09:31:12-08:00", "gitlab-runner.service", "info", "gitlab-runner",
              "Checking for jobs... received  job=88412 repo_url=https://gitlab.com/acme/backend.git runner=x7kqp"),
        entry("2027-02-10T09:47:55-08:00", "gitlab-runner.service", "warning", "gitlab-runner",
              "Job failed: exit code 137  duration_s=1001.3 job=88391 project=412 runner=x7kqp"),
        entry("2027-02-10T10:03:40-08:00", "gitlab-runner.service", "err", "gitlab-runner",
              "ERROR: Job failed (system failure): Error response from daemon: write /var/lib/docker/overlay2/"
              "9a1c.../merged/target/release/deps/libtokio.rlib: no space left on device  job=88402 project=412"),
        entry("2027-02-10T10:06:41-08:00", "gitlab-runner.service", "info", "gitlab-runner",
              "Checking for jobs... received  job=88420 repo_url=https://gitlab.com/acme/backend.git runner=x7kqp"),
        entry("2027-02-10T10:16:58-08:00", "gitlab-runner.service", "info", "gitlab-runner",
              "Checking for jobs... received  job=88425 repo_url=https://gitlab.com/acme/backend.git runner=x7kqp"),
        entry("2027-02-10T10:19:19-08:00", "gitlab-runner.service", "info", "gitlab-runner",
              "Checking for jobs... received  job=88431 repo_url=https://gitlab.com/acme/web.git runner=x7kqp"),
        entry("2027-02-10T10:19:40-08:00", "gitlab-runner.service", "warning", "gitlab-runner",
              "WARNING: Appending trace to coordinator... failed  code=503 job=88425 status=503 Service Unavailable"),
    ]}, RAI, age=30, args={"unit": "gitlab-runner.service", "since_minutes": 60}),
    item("e6", "linux_package_history", {"events": [
        package_event("2027-01-14T03:12:09-08:00", "upgrade", "docker-ce", "5:27.4.1-1~ubuntu.24.04~noble",
                      "5:27.5.1-1~ubuntu.24.04~noble"),
        package_event("2027-01-14T03:12:15-08:00", "upgrade", "containerd.io", "1.7.24-1", "1.7.25-1"),
        package_event("2027-01-28T06:02:44-08:00", "upgrade", "gitlab-runner", "17.7.0-1", "17.8.3-1"),
        package_event("2027-02-04T06:15:30-08:00", "install", "linux-image-6.8.0-52-generic", None, "6.8.0-52.53"),
        package_event("2027-02-06T11:20:00-08:00", "remove", "docker-compose", "1.29.2-6", None),
        package_event("2027-02-06T11:20:41-08:00", "install", "docker-compose-plugin", None,
                      "2.32.4-1~ubuntu.24.04~noble"),
    ]}, RAI, age=60, args={"since_days": 30}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "d8:5e:d3:7a:44:02", "addresses": ["10.0.8.21/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1012, "sshd"),
            listener(53, "127.0.0.53", 640, "systemd-resolve"),
            listener(53, "127.0.0.53", 640, "systemd-resolve", proto="udp"),
            listener(5000, "0.0.0.0", 2301, "docker-proxy"),
            listener(5000, "::", 2308, "docker-proxy"),
            listener(9252, "127.0.0.1", 1402, "gitlab-runner"),
        ],
        "connections": [
            connection("10.0.8.21:22", "10.0.8.3:51210", 90211, "sshd"),
            connection("10.0.8.21:43110", "172.65.251.78:443", 1402, "gitlab-runner"),
            connection("10.0.8.21:43122", "172.65.251.78:443", 1402, "gitlab-runner"),
            connection("10.0.8.21:59002", "104.16.25.34:443", 1190, "dockerd"),
            connection("10.0.8.21:58810", "104.16.25.34:443", None, None, status="TIME_WAIT"),
        ],
    }, RAI, age=20),
    item("e8", "linux_processes",
         {**processes(701, RAI_MEM, [
             (8123, "rustc", "root", 1480.2, 5_100_000_000, "2027-02-10T10:14:02-08:00",
              "rustc --crate-name backend --edition=2021 src/main.rs --crate-type bin -C opt-level=3"),
             (8544, "node", "root", 310.4, 2_400_000_000, "2027-02-10T10:13:40-08:00",
              "node /builds/acme/web/node_modules/.bin/vite build"),
             (1190, "dockerd", "root", 12.3, 410_000_000, "2027-02-01T02:21:40-08:00",
              "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
             (1402, "gitlab-runner", "gitlab-runner", 3.2, 98_000_000, "2027-02-01T02:21:44-08:00",
              "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
             (8601, "cargo", "root", 2.0, 180_000_000, "2027-02-10T10:13:55-08:00", "cargo build --release --locked"),
             (2301, "docker-proxy", "root", 0.1, 9_000_000, "2027-02-01T02:23:10-08:00",
              "/usr/bin/docker-proxy -proto tcp -host-ip 0.0.0.0 -host-port 5000 -container-ip 172.17.0.2"),
         ]), "truncated": {"processes": "(695 more processes not shown; use name= to narrow, or a larger limit=)"}},
         RAI, age=360, args={"sort": "cpu", "limit": 6}, complete=False),
]

RAI_ANSWERS = [
    {"q": "Why did job 88402 fail?", "ev": ["e4", "e5"],
     "a": "**[[s:Job 88402 failed with a system failure]]**: [[s:Docker returned \"no space left on device\"]]. That lines "
          "up with the disk: [[s:`/var/lib/docker` is 91% full]], [[s:with about 88 GB left]] [[c:out of 2 TB]].\n\n"
          "Other jobs in the last hour:\n\n"
          "- [[s:88391 failed with exit code 137]] [[c:after about 6 minutes]]\n"
          "- [[s:88420, 88425 and 88431 were picked up after the failure]]\n\n"
          "[[u:Exit code 137 is the OOM killer, so 88391 needs a bigger memory limit]], and [[u:the disk filled up "
          "because old build images are never pruned]]. A quick fix:\n\n"
          "```\ndocker system prune -af --filter until=72h\n```"},
    {"q": "How busy is the runner right now?", "ev": ["e1", "e2", "e3", "e8"],
     "a": "The runner is busy:\n\n"
          "- CPU: [[s:about 92% overall]]\n"
          "- Load: [[s:29.8 / 24.3 / 17.1]] [[c:on 16 threads]]\n"
          "- Memory: [[s:~48 GB used]] [[s:of 62 GiB]]\n"
          "- Swap: [[c:about 4 GiB in use]]\n"
          "- [[s:Three build containers are running]]\n"
          "- [[t:`rustc` is the top CPU consumer at ~1480%]]\n\n"
          "[[u:You're probably oversubscribed: `concurrent = 3` with Rust release builds is too much for this "
          "box]]."},
    {"q": "What containers are running?", "ev": ["e3"],
     "a": "| Container | Image | State |\n|---|---|---|\n"
          "| runner-…-412-concurrent-1-build | [[s:`ci:rust-1.84`]] | [[c:✅ up 13 min]] |\n"
          "| runner-…-97-concurrent-2-build | [[c:`node:20-bookworm`]] | [[s:✅ up 41 s]] |\n"
          "| registry-mirror | [[s:`registry:2`]] | [[s:✅ up]] |\n\n"
          "[[s:Only the registry mirror publishes a port to the host (5000)]]. [[u:No exited containers are hanging "
          "around either]]."},
    {"q": "Can gitlab-runner reach GitLab? What sockets are open?", "ev": ["e7"],
     "a": "Yes — [[s:gitlab-runner has two established HTTPS connections to 172.65.251.78]] [[u:(that's "
          "gitlab.com)]].\n\nListening:\n\n"
          "- [[s:docker-proxy on 5000 (IPv4 and IPv6)]], [[u:for the registry mirror]]\n"
          "- [[s:gitlab-runner's metrics endpoint on 127.0.0.1:9252]]\n"
          "- [[c:systemd-resolved on 127.0.0.53:53, UDP only]]\n\n"
          "Also, [[c:dockerd has an outbound connection to 104.16.25.34 on port 80]], and [[s:there's one SSH "
          "session, from 10.0.8.3]]. [[c:gitlab-runner also listens on 8093 for its session server]]."},
    {"q": "Who's in the docker group? Is gitlab-runner set up right?", "ev": ["e1"],
     "a": "Here's the account setup:\n\n"
          "- [[s:`gitlab-runner` is in the `docker` group]]\n"
          "- [[s:`ryo` is in `sudo`]]\n"
          "- [[c:`ubuntu` is also in the docker group]]\n"
          "- [[s:gitlab-runner has UID 999]], [[c:with a nologin shell]]\n\n"
          "[[c:`gitlab-runner` is also an admin (sudo)]], which you should probably remove — being in `docker` is "
          "already root-equivalent."},
    {"q": "What was upgraded recently? Do I need a reboot?", "ev": ["e1", "e6"],
     "a": "Updates in the last 30 days on raijin:\n\n"
          "- [[s:Docker CE 27.4.1 → 27.5.1]]\n"
          "- [[s:gitlab-runner 17.7.0 → 17.8.3]] [[c:on Jan 21]]\n"
          "- [[s:a new kernel, 6.8.0-52, was installed on Feb 4]]\n"
          "- [[s:docker-compose v1 was removed]] [[s:and replaced by docker-compose-plugin]] [[c:2.31.0]]\n\n"
          "[[s:The running kernel is 6.8.0-51-generic]], so [[s:a reboot is needed to pick up -52]]. [[u:The Docker "
          "upgrade is also what made the overlay2 directory grow so fast]]."},
    {"q": "What's hogging the CPU?", "ev": ["e2", "e8"],
     "a": "As of the process snapshot, [[t:`rustc` (PID 8123) is at ~1480% CPU]] — [[t:about 15 cores' worth]] — "
          "[[t:and uses about 5.1 GB of RAM]]. [[t:`node` is second at ~310%]] and [[t:dockerd is at around 12%]]. "
          "Overall [[s:the machine is at 92% CPU]]. [[c:It's been up for 3 days]]. [[u:That rustc is the backend "
          "build from job 88420]]."},
]

MACHINES = [
    {"name": "amaterasu", "clock": AMA, "evidence": AMA_EVIDENCE, "answers": AMA_ANSWERS},
    {"name": "susanoo", "clock": SUS, "evidence": SUS_EVIDENCE, "answers": SUS_ANSWERS},
    {"name": "tsukuyomi", "clock": TSU, "evidence": TSU_EVIDENCE, "answers": TSU_ANSWERS},
    {"name": "inari", "clock": INA, "evidence": INA_EVIDENCE, "answers": INA_ANSWERS},
    {"name": "raijin", "clock": RAI, "evidence": RAI_EVIDENCE, "answers": RAI_ANSWERS},
]
