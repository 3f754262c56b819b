"""29th generation (written blind by a helper new to the corpus; scored once as unseen data).

Four machines named after Celtic places, 24 answers written the way small local models (3-14B) answer: bullet
and numbered lists, tables with status emoji, key: value lines, headings, long paragraphs, rounding, hedges,
relative times, suggested commands. Each answer mixes supported, contradicted, unsupported and stale claims.

tintagel — a Fedora 40 laptop (Europe/London, BST). Steady state from two hours ago with the `packages` source
listed in stale_sources (a dnf upgrade ran after it: kernel, bluez and firefox in the package history), fresh
system info (memory pressure, 2 GiB of an 8 GiB swap used), processes sorted by memory cut to six, a failed
bluetooth.service with a journal showing segfaults after the bluez upgrade and a restart counter reaching 5,
and a disk-usage reading seven minutes old (stale). Accounts: morgan (wheel, admin) and kay (libvirt, dialout).

broceliande — a Debian 12 home server (Europe/Paris, CET) running Docker: seven containers (pihole restarting,
watchtower exited two weeks ago, nextcloud published on 127.0.0.1 only), listeners and connections (dnsmasq
holds port 53 on TCP and UDP, one SSH connection half-open), the Docker daemon's journal with pihole's
'address already in use', /etc/nftables.conf (input policy drop, forward accept, ICMP accepted), all eleven
services (fail2ban failed, unattended-upgrades disabled), disk usage of an 8 TB md RAID at 89% and smartd
warnings about pending sectors on /dev/sdc.

annwn — an Ubuntu 22.04 API and PostgreSQL server (UTC). Steady state a day old with `users` in stale_sources;
all services (api.service in activating/auto-restart, restart counter at 7 in its journal after 'too many
clients'), processes sorted by CPU (three postgres backends on top, two for `orders`, one for `reporting`),
listeners (postgres on 127.0.0.1 and 10.0.2.5, node_exporter on 0.0.0.0:9100, nothing on 8000) and four client
connections from 10.0.2.14, a page of postgresql.conf, an SSH 'Accepted' journal eight minutes old (stale) with
a password login for ops-temp, /etc/sudoers.d/90-ops granting ops-temp NOPASSWD root, and fresh system info
(load rising to 9.8, no swap at all).

carbonek — a k3s server on Ubuntu 24.04 (America/Chicago, CST; Kubernetes times in UTC). Three nodes (elaine
NotReady on an older k3s), pods, deployments, events and services of the `shop` namespace (api in
CrashLoopBackOff with 14 restarts and 212 back-offs, a web replica Pending on 'Insufficient memory', a
LoadBalancer on 192.168.50.240 with NodePort 31880), a second fresher read of postgres-0 whose restart count
disagrees with the pod list (conflicting), the k3s journal (elaine unresponsive at 08:41, a pod deleted at
08:46), fresh disk usage and system info fifteen minutes old (stale).
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, deployment, fs, item, listener, connection, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------- tintagel
T = Clock("2026-07-14T21:40:00+01:00")
T_MEM = 16_468_127_744
T_EV = [
    steady("e1", T, age=7200, hostname="tintagel", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.9.8-200.fc40.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz",
           cpu_cores=4, cpu_threads=8, memory_total_bytes=T_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510_770_802_688},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_073_741_824}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:85:1d:22", "addresses": ["192.168.1.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"kernel": "6.9.8-200.fc40", "bluez": "5.76-1.fc40", "firefox": "127.0.2-1.fc40",
                               "gnome-shell": "46.3-1.fc40", "flatpak": "1.15.8-1.fc40", "dnf": "4.20.0-1.fc40"},
           available_services=["bluetooth.service", "NetworkManager.service", "gdm.service", "sshd.service",
                               "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "morgan", "uid": 1000, "gid": 1000, "home": "/home/morgan", "shell": "/bin/bash"},
                  {"name": "kay", "uid": 1001, "gid": 1001, "home": "/home/kay", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["morgan"]},
                   {"name": "libvirt", "gid": 973, "members": ["morgan", "kay"]},
                   {"name": "dialout", "gid": 18, "members": ["kay"]}],
           admin_users=["morgan"], sudoers_files=["/etc/sudoers"], stale_sources=["packages"]),
    item("e2", "linux_system_info", system_info(38.5, [2.41, 1.87, 1.32], 18720, "2026-07-14T16:28:00+01:00",
                                                T_MEM, 3 * GiB, 8 * GiB, 2 * GiB), T, age=30),
    item("e3", "linux_processes", processes(341, T_MEM, [
        (4812, "firefox", "morgan", 12.3, 2_254_857_830, "2026-07-14T16:35:10+01:00", "/usr/lib64/firefox/firefox"),
        (5120, "Isolated Web Co", "morgan", 22.1, 1_395_864_371, "2026-07-14T19:02:44+01:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 31 -isForBrowser"),
        (2211, "gnome-shell", "morgan", 6.4, 611_319_808, "2026-07-14T16:28:40+01:00", "/usr/bin/gnome-shell"),
        (7340, "code", "morgan", 3.2, 545_259_520, "2026-07-14T17:10:03+01:00", "/usr/share/code/code"),
        (6602, "slack", "morgan", 1.1, 492_830_720, "2026-07-14T16:40:12+01:00", "/usr/lib/slack/slack"),
        (1933, "packagekitd", "root", 0.0, 412_090_368, "2026-07-14T16:28:31+01:00", "/usr/libexec/packagekitd"),
    ]), T, age=40, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_service_status", unit("bluetooth.service", "failed", "failed", "enabled", None, None,
                                            "Bluetooth service"), T, age=25, args={"name": "bluetooth"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": [
        log_entry("2026-07-14T21:02:11+01:00", "bluetooth.service", "info", "Bluetooth daemon 5.77"),
        log_entry("2026-07-14T21:02:11+01:00", "bluetooth.service", "info", "Starting SDP server"),
        log_entry("2026-07-14T21:17:45+01:00", "bluetooth.service", "err",
                  "src/adapter.c:reset_adv_monitors_complete() Failed to reset Adv Monitors: Failed (0x03)"),
        log_entry("2026-07-14T21:18:02+01:00", "bluetooth.service", "warning",
                  "bluetooth.service: Main process exited, code=dumped, status=11/SEGV"),
        log_entry("2026-07-14T21:18:02+01:00", "bluetooth.service", "warning",
                  "bluetooth.service: Failed with result 'core-dump'."),
        log_entry("2026-07-14T21:18:02+01:00", "bluetooth.service", "info",
                  "bluetooth.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-07-14T21:18:04+01:00", "bluetooth.service", "info",
                  "bluetooth.service: Scheduled restart job, restart counter is at 2."),
        log_entry("2026-07-14T21:18:06+01:00", "bluetooth.service", "info",
                  "bluetooth.service: Scheduled restart job, restart counter is at 3."),
        log_entry("2026-07-14T21:18:08+01:00", "bluetooth.service", "info",
                  "bluetooth.service: Scheduled restart job, restart counter is at 4."),
        log_entry("2026-07-14T21:18:10+01:00", "bluetooth.service", "info",
                  "bluetooth.service: Scheduled restart job, restart counter is at 5."),
        log_entry("2026-07-14T21:18:12+01:00", "bluetooth.service", "err",
                  "bluetooth.service: Start request repeated too quickly."),
        log_entry("2026-07-14T21:18:12+01:00", "bluetooth.service", "err",
                  "Failed to start bluetooth.service - Bluetooth service."),
    ]}, T, age=25, args={"unit": "bluetooth.service", "since_minutes": 120}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-07-11T09:12:04+01:00", "install", "code", None, "1.91.0-1720564633.el8"),
        package_event("2026-07-11T09:12:05+01:00", "remove", "gnome-tour", "46.0-1.fc40", None),
        package_event("2026-07-14T20:55:31+01:00", "upgrade", "kernel", "6.9.8-200.fc40", "6.9.9-200.fc40"),
        package_event("2026-07-14T20:55:31+01:00", "upgrade", "bluez", "5.76-1.fc40", "5.77-1.fc40"),
        package_event("2026-07-14T20:55:32+01:00", "upgrade", "firefox", "127.0.2-1.fc40", "128.0-1.fc40"),
    ]}, T, age=60, args={"since_days": 7}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 510_770_802_688, 463_856_467_968),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_073_741_824, 402_653_184),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 20_971_520),
    ]}, T, age=420),
]

T_ANSWERS = [
    {"q": "Why is my laptop so slow right now?", "ev": ["e2", "e3"],
     "a": "Hey! Looking at the current numbers, your laptop is under a fair bit of memory pressure:\n\n"
          "- **RAM:** [[s:about 12.3 GiB of your 15.3 GiB is in use]] ([[c:roughly 85%]]), and [[s:only ~3 GiB is "
          "still available]].\n"
          "- **Swap:** [[s:you're already using 2 GiB of swap]] — [[c:that's about half of it]].\n"
          "- **Load:** [[s:the 1-minute load average is 2.41]], [[s:higher than the 15-minute figure of 1.32]], so "
          "[[s:things have been getting busier]].\n"
          "- **Top memory users:** [[s:Firefox (PID 4812) is the biggest at about 2.1 GiB]], [[s:followed by an "
          "`Isolated Web Co` content process at 1.3 GiB]]. [[c:VS Code is third]] and [[s:Slack uses around "
          "470 MiB]].\n"
          "- [[u:The swap activity is what's making the UI stutter]].\n\n"
          "[[c:The CPU itself is mostly idle at around 8%]], so [[u:memory is the bottleneck here]]. [[u:Closing a "
          "few Firefox tabs should free at least 1 GiB.]]\n\nYou can re-check with `free -h` and `top -o %MEM`."},
    {"q": "Bluetooth stopped working after tonight's update, what happened?", "ev": ["e4", "e5", "e6"],
     "a": "Here's what the logs show for `bluetooth.service`:\n\n"
          "1. [[s:The bluez package was upgraded from 5.76 to 5.77 this evening at 20:55]], [[s:along with the kernel "
          "and Firefox]].\n"
          "2. [[c:Bluetooth came back up at 20:58]] ([[s:it logged \"Bluetooth daemon 5.77\"]]) and [[s:ran for about "
          "15 minutes]].\n"
          "3. [[s:At 21:18 bluetoothd crashed with a segfault (status=11/SEGV)]], and [[c:systemd restarted it 3 "
          "times]] before [[s:giving up with \"Start request repeated too quickly\"]].\n"
          "4. [[s:The unit is now in the **failed** state]], though [[s:it is still enabled]].\n\n"
          "[[u:This is almost certainly a regression in bluez 5.77 with your Intel adapter]] — [[u:5.77 has a known "
          "crash in the Adv Monitor code]]. [[u:Rolling back with `sudo dnf downgrade bluez` will fix it.]] Want me "
          "to look at the core dump with `coredumpctl info bluetoothd`?"},
    {"q": "What got updated this week, and do I need to reboot?", "ev": ["e1", "e6", "e2"],
     "a": "**Package changes in the last 7 days:**\n\n"
          "| Package | From | To | When |\n|---|---|---|---|\n"
          "| kernel | 6.9.8-200.fc40 | 6.9.9-200.fc40 | [[s:today 20:55]] |\n"
          "| bluez | 5.76-1.fc40 | [[s:5.77-1.fc40]] | today 20:55 |\n"
          "| firefox | [[c:127.0.1-1.fc40]] | 128.0-1.fc40 | today 20:55 |\n"
          "| code | — | [[s:1.91.0 (new install)]] | [[c:Jul 12]] |\n\n"
          "[[s:`gnome-tour` was removed on the 11th]]. Overall [[c:four packages were upgraded this week]].\n\n"
          "**Reboot?** Yes — [[s:you're still running kernel 6.9.8-200.fc40]] ([[s:booted at 16:28 today]]), "
          "[[s:which is older than the 6.9.9 kernel you just installed]]. The rest of the desktop looks current: "
          "[[t:GNOME Shell is at 46.3]] and [[t:flatpak at 1.15.8]], [[u:and neither has a pending update]].\n\n"
          "`sudo systemctl reboot` when convenient."},
    {"q": "how much disk space do i have left", "ev": ["e7", "e1"],
     "a": "Your root filesystem (`/dev/nvme0n1p3`, [[s:btrfs]]) is [[t:about 91% full]] — [[t:roughly 47 GB free]] "
          "[[s:out of 511 GB]] ([[t:that's about 44 GiB]]). [[t:You've used around 460 GB]] so far. "
          "[[t:`/boot` is only 37% used]] and [[t:the EFI partition barely has anything on it (~20 MiB)]], but "
          "[[t:the root volume is the fullest of the three]].\n\n"
          "[[u:Most of the space is probably in `~/.local/share/containers` or Flatpak runtimes]]; try "
          "`sudo btrfs filesystem du -s /home/*` or `flatpak uninstall --unused`."},
    {"q": "Am I an admin on this machine? Who else has sudo?", "ev": ["e1"],
     "extra": [user("x1", "I think I gave my brother kay sudo last week, can you confirm?", T)],
     "a": "Yes — [[s:your account `morgan` (UID 1000) is in the `wheel` group]], [[u:which is what grants sudo on "
          "Fedora]].\n\n"
          "About kay:\n* [[c:`kay` is also in wheel]], [[c:with UID 1002]]\n"
          "* [[s:kay is a member of `libvirt`]] [[s:and `dialout`]]\n"
          "* [[s:kay's login shell is `/bin/zsh`]]\n\n"
          "[[s:`morgan` is the only account ReOS lists as an admin user]], [[s:and the only sudoers file is "
          "`/etc/sudoers`]]. [[c:Nobody else has a login shell]]. If you meant to give kay sudo, run "
          "`sudo usermod -aG wheel kay`."},
    {"q": "Give me a quick summary of this machine", "ev": ["e1", "e2"],
     "a": "**Host:** [[s:tintagel]]\n"
          "**OS:** [[s:Fedora Linux 40]] (kernel [[c:6.9.9-200.fc40]])\n"
          "**CPU:** [[s:Intel Core i7-1165G7]], [[s:4 cores / 8 threads]]\n"
          "**RAM:** [[s:16 GB]] ([[c:15.9 GiB usable]])\n"
          "**Swap:** [[s:8 GiB]], [[u:zram-backed]]\n"
          "**Uptime:** [[c:about 3 hours]]\n"
          "**Load:** [[s:2.41 / 1.87 / 1.32]]\n"
          "**Disk:** [[s:~476 GiB btrfs root]]\n"
          "**Network:** [[s:Wi-Fi (wlp0s20f3) at 192.168.1.57]]"},
]

# ------------------------------------------------------------------------------------------ broceliande
B = Clock("2026-03-08T11:25:00+01:00")
B_EV = [
    steady("e1", B, age=5400, hostname="broceliande", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-18-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=16_629_993_472,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_059_350_016},
                  {"device": "/dev/md0", "mountpoint": "/srv/data", "fstype": "ext4",
                   "total_bytes": 7_999_935_115_264}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:01:9a", "addresses": ["192.168.10.5/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:7f:1c:aa:03", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           installed_packages={"docker-ce": "5:25.0.3-1~debian.12~bookworm", "nftables": "1.0.6-2+deb12u2",
                               "openssh-server": "1:9.2p1-2+deb12u2", "mdadm": "4.2-5",
                               "smartmontools": "7.3-1+b1", "dnsmasq": "2.89-1", "fail2ban": "1.0.2-2"},
           available_services=["docker.service", "containerd.service", "ssh.service", "nftables.service",
                               "smartmontools.service", "mdmonitor.service", "dnsmasq.service", "fail2ban.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"},
                  {"name": "gwen", "uid": 1000, "gid": 1000, "home": "/home/gwen", "shell": "/bin/bash"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["gwen"]}, {"name": "docker", "gid": 999, "members": ["gwen"]}],
           admin_users=["gwen"], stale_sources=[]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c9e0b2d4", "nextcloud-app", "nextcloud:28-apache", "running", "Up 3 days",
            "2026-03-05T09:40:12+01:00", ["127.0.0.1:8080->80/tcp"]),
        box("b7e21d0c4f55", "nextcloud-db", "postgres:15-alpine", "running", "Up 3 days", "2026-03-05T09:40:10+01:00"),
        box("c0d9e8f7a6b5", "jellyfin", "jellyfin/jellyfin:10.8.13", "running", "Up 3 days (healthy)",
            "2026-02-20T18:02:41+01:00", ["0.0.0.0:8096->8096/tcp"]),
        box("d4c3b2a19080", "pihole", "pihole/pihole:2024.02.0", "restarting", "Restarting (128) 14 seconds ago",
            "2026-03-08T10:52:30+01:00"),
        box("e9f8a7b6c5d4", "caddy", "caddy:2.7", "running", "Up 3 days", "2026-02-20T18:01:05+01:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("f1e2d3c4b5a6", "uptime-kuma", "louislam/uptime-kuma:1", "running", "Up 3 days",
            "2026-02-21T10:15:00+01:00", ["127.0.0.1:3001->3001/tcp"]),
        box("0a9b8c7d6e5f", "watchtower", "containrrr/watchtower", "exited", "Exited (1) 2 weeks ago",
            "2026-01-30T20:11:19+01:00"),
    ]}, B, age=45, args={"all": True}),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "00:e0:4c:68:01:9a", "addresses": ["192.168.10.5/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:7f:1c:aa:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 812, "sshd"), listener(53, "0.0.0.0", 905, "dnsmasq"),
                      listener(53, "0.0.0.0", 905, "dnsmasq", proto="udp"),
                      listener(80, "0.0.0.0", 2301, "docker-proxy"), listener(443, "0.0.0.0", 2315, "docker-proxy"),
                      listener(8096, "0.0.0.0", 2290, "docker-proxy"),
                      listener(8080, "127.0.0.1", 2277, "docker-proxy"),
                      listener(3001, "127.0.0.1", 2340, "docker-proxy")],
        "connections": [connection("192.168.10.5:22", "192.168.10.23:51544", 40122, "sshd"),
                        connection("192.168.10.5:443", "192.168.10.40:60122", 2315, "docker-proxy"),
                        connection("192.168.10.5:443", "84.17.42.9:38810", 2315, "docker-proxy"),
                        connection("192.168.10.5:8096", "192.168.10.31:49002", 2290, "docker-proxy"),
                        connection("192.168.10.5:22", "45.155.205.11:40444", 40501, "sshd", status="SYN_RECV")],
    }, B, age=50),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-03-08T10:52:33+01:00", "docker.service", "err",
                  "level=error msg=\"Handler for POST /v1.44/containers/pihole/start returned error: driver failed "
                  "programming external connectivity on endpoint pihole (3f1c0e): Error starting userland proxy: "
                  "listen udp4 0.0.0.0:53: bind: address already in use\""),
        log_entry("2026-03-08T10:53:05+01:00", "docker.service", "err",
                  "level=error msg=\"restartmanager: failed to start container pihole: Error starting userland "
                  "proxy: listen udp4 0.0.0.0:53: bind: address already in use\""),
        log_entry("2026-03-08T11:24:46+01:00", "docker.service", "err",
                  "level=error msg=\"restartmanager: failed to start container pihole: Error starting userland "
                  "proxy: listen udp4 0.0.0.0:53: bind: address already in use\""),
    ]}, B, age=40, args={"unit": "docker.service", "since_minutes": 60}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 250_059_350_016, 61_203_283_968),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
        fs("/dev/md0", "/srv/data", "ext4", 7_999_935_115_264, 7_119_942_252_544),
    ]}, B, age=30),
    item("e6", "linux_file_read", {"path": "/etc/nftables.conf", "offset": 0, "limit": 200, "total_lines": 18, "lines": [
        "#!/usr/sbin/nft -f", "flush ruleset", "table inet filter {", "  chain input {",
        "    type filter hook input priority filter; policy drop;", "    ct state established,related accept",
        "    iif \"lo\" accept", "    ip protocol icmp accept", "    tcp dport { 22, 80, 443 } accept",
        "    ip saddr 192.168.10.0/24 tcp dport 8096 accept", "    ip saddr 192.168.10.0/24 udp dport 53 accept",
        "  }", "  chain forward {", "    type filter hook forward priority filter; policy accept;", "  }",
        "  chain output {", "    type filter hook output priority filter; policy accept;", "  }"]},
        B, age=60, args={"path": "/etc/nftables.conf"}),
    item("e7", "linux_service_status", {"units": [
        unit("docker.service", "active", "running", "enabled", 1021, "2026-03-05T09:31:10+01:00",
             "Docker Application Container Engine"),
        unit("containerd.service", "active", "running", "enabled", 880, "2026-03-05T09:31:02+01:00",
             "containerd container runtime"),
        unit("ssh.service", "active", "running", "enabled", 812, "2026-03-05T09:31:01+01:00", "OpenBSD Secure Shell server"),
        unit("nftables.service", "active", "exited", "enabled", None, "2026-03-05T09:30:58+01:00", "nftables"),
        unit("smartmontools.service", "active", "running", "enabled", 760, "2026-03-05T09:31:00+01:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("mdmonitor.service", "active", "running", "enabled", 771, "2026-03-05T09:31:00+01:00",
             "MD array monitor"),
        unit("dnsmasq.service", "active", "running", "enabled", 905, "2026-03-05T09:31:02+01:00",
             "dnsmasq - A lightweight DHCP and caching DNS server"),
        unit("cron.service", "active", "running", "enabled", 733, "2026-03-05T09:31:00+01:00",
             "Regular background program processing daemon"),
        unit("unattended-upgrades.service", "inactive", "dead", "disabled", None, None, "Unattended Upgrades Shutdown"),
        unit("fail2ban.service", "failed", "failed", "enabled", None, None, "Fail2Ban Service"),
        unit("systemd-timesyncd.service", "active", "running", "enabled", 702, "2026-03-05T09:30:59+01:00",
             "Network Time Synchronization"),
    ]}, B, age=35),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "smartmontools.service", "entries": [
        log_entry("2026-03-08T03:14:07+01:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-03-08T03:14:07+01:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 8 Offline uncorrectable sectors"),
        log_entry("2026-03-08T09:14:07+01:00", "smartmontools.service", "info",
                  "Device: /dev/sdb [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 36 to 38"),
        log_entry("2026-03-08T09:14:07+01:00", "smartmontools.service", "warning",
                  "Device: /dev/sdc [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
    ]}, B, age=50, args={"unit": "smartmontools.service", "since_minutes": 1440}),
]

B_ANSWERS = [
    {"q": "What containers do I have and which ones are reachable from outside?", "ev": ["e2", "e3"],
     "a": "[[s:You have 7 containers]], [[c:6 of them running]]. Here's the exposure picture:\n\n"
          "| Container | Image | Exposed? |\n|---|---|---|\n"
          "| caddy | caddy:2.7 | ✅ [[s:ports 80 and 443 on all interfaces]] |\n"
          "| jellyfin | jellyfin/jellyfin:10.8.13 | ✅ [[s:8096 on 0.0.0.0]] |\n"
          "| nextcloud-app | nextcloud:28-apache | ✅ [[c:8080 on all interfaces]] |\n"
          "| uptime-kuma | louislam/uptime-kuma:1 | ❌ [[s:localhost only (3001)]] |\n"
          "| nextcloud-db | postgres:15-alpine | ❌ [[s:no published ports]] |\n"
          "| pihole | pihole/pihole:2024.02.0 | ❌ [[s:restarting]], [[s:nothing published]] |\n"
          "| watchtower | containrrr/watchtower | ❌ [[c:exited 3 days ago]] |\n\n"
          "[[s:On the host itself `sshd` listens on port 22 as well]]. [[u:Caddy is reverse-proxying to Nextcloud "
          "on 8080]], which is why that one doesn't need to be public. [[s:Jellyfin reports itself healthy]]."},
    {"q": "pihole keeps restarting, why??", "ev": ["e2", "e4", "e3", "e7"],
     "a": "[[s:Pi-hole is stuck in a restart loop]] — [[s:Docker shows it as *Restarting*]] and [[s:the Docker "
          "daemon's log says `bind: address already in use` for 0.0.0.0:53]]. [[s:Something on the host already "
          "owns port 53: it's `dnsmasq` (PID 905)]], [[s:which listens on both TCP and UDP 53]]. [[c:The first "
          "failure was logged at 10:45]], [[s:right after the container was created]], and [[s:it's still failing — "
          "the latest attempt was under a minute ago]]. [[u:dnsmasq was probably pulled in by libvirt or an old "
          "Pi-hole install]], [[c:and it has only been running since this morning]].\n\n"
          "Fix: `sudo systemctl disable --now dnsmasq`, then `docker restart pihole`."},
    {"q": "Is my firewall actually blocking everything except ssh and web?", "ev": ["e6", "e3"],
     "a": "Mostly, yes. From `/etc/nftables.conf`:\n\n"
          "- [[s:The input chain's default policy is `drop`]].\n"
          "- [[s:TCP 22, 80 and 443 are open to everyone]].\n"
          "- [[s:Jellyfin's 8096 is only allowed from your LAN (192.168.10.0/24)]].\n"
          "- [[c:ICMP is dropped]].\n"
          "- [[s:DNS on UDP 53 is accepted from the LAN]].\n"
          "- [[c:The forward chain also defaults to drop]].\n\n"
          "One catch: [[u:Docker inserts its own rules and published ports go through the forward path, not "
          "input]], so [[u:8096 is probably reachable from the internet anyway]] — [[s:it's bound on 0.0.0.0 by "
          "`docker-proxy`]]. [[s:Uptime Kuma's 3001 is only bound to 127.0.0.1]], good. [[c:`sshd` is listening only "
          "on your LAN address]], so [[u:even if the rule were missing it wouldn't be exposed]]."},
    {"q": "How full is the RAID and are the disks ok?", "ev": ["e5", "e8", "e1"],
     "a": "## Storage on broceliande\n\n"
          "**RAID (`/dev/md0` on /srv/data):** [[s:89% full]] — [[s:about 6.5 TiB used]] [[c:of 8 TiB]], "
          "[[s:roughly 880 GB free]].\n\n"
          "**Root:** [[s:the 250 GB system disk is only about a quarter used]].\n\n"
          "**Disk health:** ⚠️ [[s:smartd reports pending sectors on `/dev/sdc`]] and [[s:the count doubled from 8 "
          "to 16 between 03:14 and 09:14]]. [[c:/dev/sdc's temperature also went up to 38 °C]]. [[u:/dev/sdc is "
          "one of the two RAID1 members]], and [[u:the array is still in sync]], but [[u:at this rate the drive will "
          "likely fail within weeks]].\n\nI'd run `sudo smartctl -a /dev/sdc` and `cat /proc/mdstat`, and order a "
          "replacement."},
    {"q": "which services are running on the host (not containers)?", "ev": ["e7"],
     "a": "Here's the systemd side:\n\n"
          "- [[s:`docker.service` and `containerd.service` are active (running)]]\n"
          "- [[s:`ssh.service` is running]]\n"
          "- [[s:`nftables.service` is active (exited)]], [[u:which is normal since it just loads the ruleset and "
          "exits]]\n"
          "- [[c:`fail2ban.service` is running]]\n"
          "- [[s:`dnsmasq.service` is running]] [[s:and enabled]]\n"
          "- [[c:`unattended-upgrades` is enabled]]\n\n"
          "[[s:Docker has been up since 5 March, 09:31]]. [[c:No units are in a failed state]], and [[c:9 services "
          "are running in total]]."},
    {"q": "Who is connected to the server right now?", "ev": ["e3", "e1"],
     "a": "Right now there is [[s:one established SSH session, from 192.168.10.23]] — [[u:probably you, gwen, from "
          "your laptop]]. [[s:There are two HTTPS connections into port 443]]: [[s:one from the LAN "
          "(192.168.10.40)]] and [[c:one from 84.17.42.19]]. [[s:192.168.10.31 is connected to Jellyfin on "
          "8096]].\n\n"
          "[[c:There's also a second SSH connection from 45.155.205.11 that is established]]; [[u:that looks like a "
          "brute-force scanner]]. [[s:gwen is the only regular user account (UID 1000)]] [[c:and she's not in the "
          "sudo group]], so at least that session can't escalate."},
]

# ------------------------------------------------------------------------------------------------ annwn
A = Clock("2026-01-20T14:05:00+00:00")
A_MEM = 33_654_493_184
A_EV = [
    steady("e1", A, age=86400, hostname="annwn", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-97-generic", cpu_model="AMD EPYC 7543P 32-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=A_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 160_982_630_400},
                  {"device": "/dev/vdb1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 536_870_912_000}],
           network_interfaces=[{"name": "ens3", "mac": "fa:16:3e:2b:9c:41", "addresses": ["10.0.2.5/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.0.2.1",
           installed_packages={"postgresql-16": "16.1-1.pgdg22.04+1", "nginx": "1.18.0-6ubuntu14.4",
                               "python3.10": "3.10.12-1~22.04.3", "openssh-server": "1:8.9p1-3ubuntu0.6",
                               "redis-server": "5:6.0.16-1ubuntu1"},
           available_services=["nginx.service", "postgresql@16-main.service", "api.service", "redis-server.service",
                               "ssh.service", "cron.service", "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 114, "gid": 120, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}, {"name": "adm", "gid": 4, "members": ["ubuntu", "syslog"]},
                   {"name": "ssl-cert", "gid": 115, "members": ["postgres"]}],
           admin_users=["ubuntu"], sudoers_files=["/etc/sudoers", "/etc/sudoers.d/90-cloud-init-users"],
           stale_sources=["users"]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 1102, "2026-01-12T03:14:22+00:00",
             "A high performance web server and a reverse proxy server"),
        unit("postgresql@16-main.service", "active", "running", "enabled", 1180, "2026-01-12T03:14:30+00:00",
             "PostgreSQL Cluster 16-main"),
        unit("api.service", "activating", "auto-restart", "enabled", None, None, "Orders API (gunicorn)"),
        unit("redis-server.service", "active", "running", "enabled", 881, "2026-01-12T03:14:20+00:00",
             "Advanced key-value store"),
        unit("ssh.service", "active", "running", "enabled", 790, "2026-01-12T03:14:18+00:00", "OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", "enabled", 760, "2026-01-12T03:14:17+00:00",
             "Regular background program processing daemon"),
        unit("node_exporter.service", "active", "running", "enabled", 702, "2026-01-12T03:14:16+00:00",
             "Prometheus exporter for machine metrics"),
    ]}, A, age=40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "api.service", "entries": [
        log_entry("2026-01-20T13:12:40+00:00", "api.service", "info", "Started Orders API (gunicorn)."),
        log_entry("2026-01-20T13:58:02+00:00", "api.service", "err", "[CRITICAL] WORKER TIMEOUT (pid:48233)"),
        log_entry("2026-01-20T13:58:03+00:00", "api.service", "warning",
                  "[WARNING] Worker with pid 48233 was terminated due to signal 9"),
        log_entry("2026-01-20T14:01:17+00:00", "api.service", "err",
                  "psycopg2.OperationalError: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  "
                  "sorry, too many clients already"),
        log_entry("2026-01-20T14:01:18+00:00", "api.service", "err",
                  "api.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-01-20T14:01:18+00:00", "api.service", "warning", "api.service: Failed with result 'exit-code'."),
        log_entry("2026-01-20T14:01:23+00:00", "api.service", "info",
                  "api.service: Scheduled restart job, restart counter is at 6."),
        log_entry("2026-01-20T14:04:41+00:00", "api.service", "info",
                  "api.service: Scheduled restart job, restart counter is at 7."),
    ]}, A, age=30, args={"unit": "api.service", "since_minutes": 60}),
    item("e4", "linux_processes", processes(287, A_MEM, [
        (52011, "postgres", "postgres", 41.0, 1_288_490_188, "2026-01-20T13:59:40+00:00",
         "postgres: 16/main: orders orders 10.0.2.14(50512) SELECT"),
        (52040, "postgres", "postgres", 38.5, 1_181_116_006, "2026-01-20T14:00:02+00:00",
         "postgres: 16/main: orders orders 10.0.2.14(50530) SELECT"),
        (52102, "postgres", "postgres", 27.9, 903_872_512, "2026-01-20T14:02:15+00:00",
         "postgres: 16/main: reporting reporting 10.0.2.14(50588) SELECT"),
        (1180, "postgres", "postgres", 3.1, 213_909_504, "2026-01-12T03:14:30+00:00",
         "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main -c "
         "config_file=/etc/postgresql/16/main/postgresql.conf"),
        (1103, "nginx", "www-data", 2.0, 25_165_824, "2026-01-12T03:14:22+00:00", "nginx: worker process"),
        (881, "redis-server", "redis", 1.4, 48_234_496, "2026-01-12T03:14:20+00:00", "/usr/bin/redis-server 127.0.0.1:6379"),
    ]), A, age=25, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "fa:16:3e:2b:9c:41", "addresses": ["10.0.2.5/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 790, "sshd"), listener(80, "0.0.0.0", 1102, "nginx"),
                      listener(443, "0.0.0.0", 1102, "nginx"), listener(5432, "127.0.0.1", 1180, "postgres"),
                      listener(5432, "10.0.2.5", 1180, "postgres"), listener(6379, "127.0.0.1", 881, "redis-server"),
                      listener(9100, "0.0.0.0", 702, "node_exporter"),
                      listener(53, "127.0.0.53", 610, "systemd-resolve", proto="udp")],
        "connections": [connection("10.0.2.5:5432", "10.0.2.14:50512", 52011, "postgres"),
                        connection("10.0.2.5:5432", "10.0.2.14:50530", 52040, "postgres"),
                        connection("10.0.2.5:5432", "10.0.2.14:50588", 52102, "postgres"),
                        connection("10.0.2.5:5432", "10.0.2.14:50601", 52131, "postgres"),
                        connection("10.0.2.5:22", "203.0.113.50:55120", 51877, "sshd")],
    }, A, age=35),
    item("e6", "linux_file_read", {"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 10,
                                   "total_lines": 815, "lines": [
        "max_connections = 100                   # (change requires restart)",
        "#reserved_connections = 0               # (change requires restart)",
        "#superuser_reserved_connections = 3     # (change requires restart)",
        "unix_socket_directories = '/var/run/postgresql'  # comma-separated list of directories",
        "shared_buffers = 8GB                    # min 128kB",
        "work_mem = 64MB                         # min 64kB",
        "maintenance_work_mem = 1GB              # min 1MB",
        "effective_cache_size = 24GB",
        "#idle_in_transaction_session_timeout = 0",
        "listen_addresses = 'localhost,10.0.2.5'",
    ]}, A, age=120, args={"path": "/etc/postgresql/16/main/postgresql.conf", "offset": 60, "limit": 10}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
        log_entry("2026-01-20T08:02:11+00:00", "ssh.service", "info",
                  "Accepted publickey for ubuntu from 203.0.113.50 port 50122 ssh2: ED25519 SHA256:Qm3vX0pLr2"),
        log_entry("2026-01-20T11:47:55+00:00", "ssh.service", "info",
                  "Accepted publickey for deploy from 10.0.2.14 port 41880 ssh2: ED25519 SHA256:x9LkT7aQw1"),
        log_entry("2026-01-20T13:55:10+00:00", "ssh.service", "info",
                  "Accepted password for ops-temp from 198.51.100.77 port 60233 ssh2"),
    ]}, A, age=500, args={"unit": "ssh.service", "grep": "Accepted", "since_minutes": 1440}),
    item("e8", "linux_system_info", system_info(71.2, [9.8, 7.4, 4.1], 730270, "2026-01-12T03:13:50+00:00",
                                                A_MEM, 6_979_321_856, 0, 0), A, age=30),
    item("e9", "linux_file_read", {"path": "/etc/sudoers.d/90-ops", "offset": 0, "limit": 200, "total_lines": 2,
                                   "lines": ["# temporary access for incident INC-4471",
                                             "ops-temp ALL=(ALL) NOPASSWD: ALL"]},
         A, age=30, args={"path": "/etc/sudoers.d/90-ops"}),
]

A_ANSWERS = [
    {"q": "The orders API is down, what's going on?", "ev": ["e2", "e3", "e5"],
     "a": "**Short version:** [[s:`api.service` (Orders API) isn't up]] — [[s:it's stuck in `activating "
          "(auto-restart)`]].\n\n**What happened (from the journal):**\n"
          "- [[s:13:58 — a gunicorn worker timed out]] and [[s:was killed with signal 9]].\n"
          "- [[s:14:01 — the app crashed with `FATAL: sorry, too many clients already` from PostgreSQL on "
          "127.0.0.1:5432]].\n"
          "- [[s:systemd keeps restarting it]]; [[c:the restart counter is at 4]].\n"
          "- [[c:nginx went down as well]].\n\n"
          "[[s:Nothing is listening on port 8000 at the moment]], and [[u:since nginx proxies to 8000, clients are "
          "getting 502s]]. [[s:PostgreSQL itself is running]]. [[u:The root cause is the app's connection pool "
          "exhausting `max_connections`]]."},
    {"q": "why is postgres so busy? and why 'too many clients'?", "ev": ["e4", "e6", "e5"],
     "a": "A few heavy queries are eating the CPU:\n\n"
          "1. [[s:PID 52011 is using 41% CPU]], [[s:running a SELECT on the `orders` database from 10.0.2.14]].\n"
          "2. [[s:PID 52040 is close behind at ~38%]].\n"
          "3. [[c:PID 52102 is another `orders` query]], at [[s:~28% CPU]].\n\n"
          "[[c:Together those three use about 1.2 GiB of RAM]]. In the config, [[s:`max_connections` is 100]] and "
          "[[s:`shared_buffers` is 8GB]], [[c:while `work_mem` is left at the 4MB default]]. [[u:With only 100 slots "
          "and no pgbouncer, the API pool plus the reporting job can easily use them all up]].\n\n"
          "[[s:Right now I only see four client connections, all from 10.0.2.14]], [[u:so the 'too many clients' "
          "error must have come from a burst earlier]]. [[u:PostgreSQL is listening on 10.0.2.5 too (see e4)]], "
          "and [[s:the postmaster (PID 1180) has been up since 12 January]]."},
    {"q": "who logged in over ssh today? anything weird?", "ev": ["e7", "e1"],
     "a": "SSH logins accepted today:\n\n"
          "- [[t:`ubuntu` logged in at 08:02 from 203.0.113.50 with a public key]]\n"
          "- [[t:`deploy` logged in from 10.0.2.14 at 11:47]]\n"
          "- [[t:`ops-temp` logged in with a **password** from 198.51.100.77]], [[t:only about 10 minutes ago]]\n\n"
          "The last one stands out: [[t:`ops-temp` isn't in the user list at all]], [[u:and password logins should "
          "be disabled on this box]]. [[t:Only `ubuntu` is in the sudo group]], [[u:so it probably can't do much]]. "
          "[[s:This is an Ubuntu 22.04 server]], so check `/var/log/auth.log` and `last -a` to dig further."},
    {"q": "Which accounts can use sudo here?", "ev": ["e1", "e9"],
     "a": "Two places grant it:\n\n"
          "* [[t:the `sudo` group, which contains only `ubuntu`]]\n"
          "* `/etc/sudoers.d/90-ops`, which [[s:gives `ops-temp` full root with NOPASSWD]]; [[s:the file says it's "
          "temporary access for incident INC-4471]]\n\n"
          "So [[c:`ubuntu` is the only account with admin rights]]. [[t:`deploy` is not in any admin group]], and "
          "[[t:`www-data` has no login shell]]. [[u:ops-temp was added in the last day]] — worth removing once the "
          "incident is closed."},
    {"q": "what is listening on the network, is postgres exposed?", "ev": ["e5", "e1"],
     "a": "| Port | Service | Reachable from the network? |\n|---|---|---|\n"
          "| 22 | sshd | [[s:✅ all interfaces]] |\n"
          "| 80 / 443 | nginx | [[s:✅ all interfaces]] |\n"
          "| 5432 | postgres | [[s:⚠️ 10.0.2.5 and localhost]] |\n"
          "| 6379 | redis | [[s:❌ localhost only]] |\n"
          "| 8000 | gunicorn | [[c:✅ 0.0.0.0]] |\n\n"
          "[[s:DNS is handled by systemd-resolved on 127.0.0.53]]. [[c:Only sshd and nginx are reachable from "
          "outside]]. [[u:Postgres accepts connections from the whole 10.0.2.0/24 subnet per pg_hba.conf]]. "
          "[[s:`node_exporter` is listening on 9100 on every interface]], which you may want to firewall."},
    {"q": "Resource overview please: CPU, memory, load", "ev": ["e8", "e4", "e1"],
     "a": "The server is working hard right now: [[s:CPU usage is around 71%]] and [[s:the load average is 9.8 over "
          "the last minute]], [[c:which is lower than the 15-minute average]] — with [[s:16 threads]] [[u:that's "
          "not saturated yet]]. Memory: [[s:about 79% is in use]], [[s:leaving ~6.5 GiB available]] [[s:out of "
          "32 GB]], [[c:and swap is about 10% used]].\n\n"
          "[[s:Postgres backends dominate the CPU list]] — [[s:the top three are all postgres]] — and [[c:Redis is "
          "the fourth biggest CPU user]]. [[s:It's been up for a little over 8 days]], [[c:since the 13th]]."},
]

# --------------------------------------------------------------------------------------------- carbonek
C = Clock("2026-02-03T09:15:00-06:00")
C_MEM = 67_250_438_144


def _pending_pod(name: str, namespace: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace}, "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                            "{node.kubernetes.io/unreachable: }, 2 Insufficient memory."}]}}


def _event(name: str, kind: str, obj: str, reason: str, message: str, etype: str, count: int, first: str,
           last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "shop"},
            "involvedObject": {"kind": kind, "name": obj, "namespace": "shop"}, "reason": reason, "message": message,
            "type": etype, "count": count, "firstTimestamp": first, "lastTimestamp": last}


def _service(name: str, stype: str, cluster_ip: str, port: int, target: int, node_port: int | None = None,
             lb_ip: str | None = None) -> dict:
    p = {"port": port, "targetPort": target, "protocol": "TCP"}
    if node_port:
        p["nodePort"] = node_port
    status = {"loadBalancer": {"ingress": [{"ip": lb_ip}]} if lb_ip else {}}
    return {"kind": "Service", "metadata": {"name": name, "namespace": "shop"},
            "spec": {"type": stype, "clusterIP": cluster_ip, "ports": [p]}, "status": status}


_control = node("carbonek", True, "v1.29.6+k3s2")
_control["metadata"]["labels"] = {"node-role.kubernetes.io/control-plane": "true",
                                  "node-role.kubernetes.io/master": "true"}
C_EV = [
    steady("e1", C, age=3600, hostname="carbonek", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=C_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_000_203_804_672}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:22:8b", "addresses": ["192.168.50.11/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5", "nfs-common": "1:2.6.4-3ubuntu5"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"], stale_sources=[]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _control, node("pelles", True, "v1.29.6+k3s2"), node("elaine", False, "v1.28.9+k3s1")]},
         C, age=40, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("web-7d9c8b6f5d-2xkqp", "shop", "Running", "carbonek", started="2026-02-01T20:02:10Z"),
        pod("web-7d9c8b6f5d-9hj4t", "shop", "Running", "pelles", started="2026-02-01T20:02:12Z"),
        _pending_pod("web-7d9c8b6f5d-tm8rw", "shop"),
        pod("api-5f6b7c9d8-xw2lz", "shop", "Running", "carbonek", restarts=14, ready=False,
            waiting="CrashLoopBackOff"),
        pod("api-5f6b7c9d8-q4rmn", "shop", "Running", "pelles", started="2026-02-02T16:30:41Z"),
        pod("postgres-0", "shop", "Running", "carbonek", restarts=1, started="2026-02-01T20:01:55Z"),
        pod("redis-6c9f7d5b4-kk2vd", "shop", "Running", "pelles", started="2026-02-01T20:01:58Z"),
    ]}, C, age=30, args={"resource": "pods", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("web", "shop", 3, 2), deployment("api", "shop", 2, 1), deployment("redis", "shop", 1, 1)]},
         C, age=30, args={"resource": "deployments", "namespace": "shop"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        _event("api-5f6b7c9d8-xw2lz.181f0a1c", "Pod", "api-5f6b7c9d8-xw2lz", "BackOff",
               "Back-off restarting failed container api in pod api-5f6b7c9d8-xw2lz_shop", "Warning", 212,
               "2026-02-03T13:58:41Z", "2026-02-03T15:14:20Z"),
        _event("api-5f6b7c9d8-xw2lz.181f0a2d", "Pod", "api-5f6b7c9d8-xw2lz", "Unhealthy",
               "Liveness probe failed: HTTP probe failed with statuscode: 500", "Warning", 40,
               "2026-02-03T13:57:30Z", "2026-02-03T15:13:55Z"),
        _event("web-7d9c8b6f5d-tm8rw.181f0b3e", "Pod", "web-7d9c8b6f5d-tm8rw", "FailedScheduling",
               "0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
               "2 Insufficient memory. preemption: 0/3 nodes are available: 3 No preemption victims found for "
               "incoming pod.", "Warning", 37, "2026-02-03T14:46:14Z", "2026-02-03T15:13:02Z"),
    ]}, C, age=35, args={"resource": "events", "namespace": "shop"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-02-03T08:41:12-06:00", "k3s.service", "warning",
                  "node_lifecycle_controller.go:1144] \"Node is unresponsive. Adding it to the Taint queue\" "
                  "node=\"elaine\""),
        log_entry("2026-02-03T08:41:12-06:00", "k3s.service", "info",
                  "node_lifecycle_controller.go:1165] \"Node hasn't been updated\" node=\"elaine\" duration=\"40.3s\""),
        log_entry("2026-02-03T08:46:13-06:00", "k3s.service", "info",
                  "taint_eviction.go:113] \"Deleting pod\" controller=\"taint-eviction-controller\" "
                  "pod=\"shop/web-7d9c8b6f5d-l2pqz\""),
        log_entry("2026-02-03T09:10:03-06:00", "k3s.service", "err",
                  "pod_workers.go:1298] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for "
                  "\\\"api\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=api "
                  "pod=api-5f6b7c9d8-xw2lz_shop\\\"\""),
    ]}, C, age=45, args={"unit": "k3s.service", "since_minutes": 60}),
    item("e7", "linux_system_info", system_info(22.4, [3.1, 2.8, 2.5], 3_473_100, "2025-12-24T14:30:00-06:00",
                                                C_MEM, 18_253_611_008, 0, 0), C, age=900),
    item("e8", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        _service("web", "LoadBalancer", "10.43.88.15", 80, 8080, 31880, "192.168.50.240"),
        _service("api", "ClusterIP", "10.43.112.7", 8000, 8000),
        _service("postgres", "ClusterIP", "None", 5432, 5432),
        _service("redis", "ClusterIP", "10.43.9.201", 6379, 6379),
    ]}, C, age=30, args={"resource": "services", "namespace": "shop"}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_000_203_804_672, 412_316_860_416),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_422_528),
    ]}, C, age=40),
    item("e10", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("postgres-0", "shop", "Running", "carbonek", restarts=2, started="2026-02-01T20:01:55Z")]},
         C, age=15, args={"resource": "pods", "namespace": "shop", "name": "postgres-0"}),
]

C_ANSWERS = [
    {"q": "Is everything healthy in the shop namespace?", "ev": ["e3", "e4", "e10"],
     "a": "Not entirely. Quick status of `shop`:\n\n"
          "✅ [[s:`redis` is 1/1 ready]]\n"
          "❌ [[s:`web` has only 2 of its 3 replicas ready]] — [[s:one web pod (`web-7d9c8b6f5d-tm8rw`) is stuck in "
          "Pending]]\n"
          "❌ [[s:`api` is at 1/2]]: [[s:`api-5f6b7c9d8-xw2lz` is in CrashLoopBackOff]] [[c:with 41 restarts]]\n"
          "✅ [[s:`postgres-0` is running and ready]], [[u:though it has restarted once]]\n\n"
          "[[c:All of the running pods are on carbonek]]. [[s:In total there are 7 pods in the namespace]]. "
          "[[u:The api crash is most likely a bad config from the last rollout]]."},
    {"q": "why is the api pod crashlooping", "ev": ["e3", "e5", "e6"],
     "a": "The pod `api-5f6b7c9d8-xw2lz` [[s:is in `CrashLoopBackOff`]] and [[s:has restarted 14 times]]. From the "
          "events:\n\n"
          "- [[s:Kubernetes has recorded 212 back-off events for it]]\n"
          "- [[s:the liveness probe is failing with HTTP 500]]\n"
          "- [[c:the last back-off was at 08:14]]\n\n"
          "[[s:The other replica, `api-5f6b7c9d8-q4rmn` on pelles, is healthy]]. [[u:Since only the replica on "
          "carbonek fails, it's likely a node-local issue like a missing hostPath or DNS]]; [[u:the container "
          "probably exits because it can't reach postgres]]. [[c:The k3s log shows the container being OOMKilled]], "
          "and [[s:k3s is now backing off 5 minutes between restarts]].\n\n"
          "Next step: `kubectl logs -n shop api-5f6b7c9d8-xw2lz --previous`."},
    {"q": "What's going on with node elaine?", "ev": ["e2", "e5", "e6"],
     "a": "- [[s:**elaine** is `NotReady`]]\n"
          "- [[s:k3s marked it unresponsive at 08:41]], [[c:about 15 minutes ago]]\n"
          "- [[s:it's on an older k3s, v1.28.9+k3s1]], [[s:while carbonek and pelles run v1.29.6+k3s2]]\n"
          "- [[s:the web pod that was running there was deleted by the taint eviction at 08:46]]\n"
          "- [[c:2 of the 3 nodes are NotReady]]\n"
          "- [[s:its replacement can't be scheduled because the other two nodes report insufficient memory]]\n\n"
          "[[u:elaine probably lost power or network]]. [[u:Upgrading it to 1.29 should fix the flapping.]] Try "
          "`ping elaine` and `journalctl -u k3s-agent` on the node itself."},
    {"q": "how are the shop services exposed", "ev": ["e8"],
     "a": "Services in `shop`:\n\n"
          "- **web** — [[s:type LoadBalancer]], [[s:external IP 192.168.50.240]], [[s:port 80 → 8080]] "
          "([[c:NodePort 30880]])\n"
          "- **api** — [[s:ClusterIP 10.43.112.7:8000]], [[s:internal only]]\n"
          "- **postgres** — [[s:headless (no cluster IP)]] on [[s:5432]]\n"
          "- **redis** — [[c:ClusterIP 10.43.9.210]], [[s:port 6379]]\n\n"
          "[[s:Only `web` is exposed outside the cluster]], [[u:via k3s's built-in ServiceLB (klipper)]]. "
          "[[c:That's five services in total.]]"},
    {"q": "is this node running out of memory?", "ev": ["e7", "e1", "e9"],
     "a": "Not really. [[t:About 17 GiB is still available]] [[s:out of 62.6 GiB]], so [[u:usage is around 73% "
          "[e9]]]. [[t:No swap is configured]]. [[t:The load average is 3.1]] [[s:on 12 threads]], and [[t:CPU is "
          "at about 60%]].\n\n"
          "Disk: [[s:~412 GB used on the 1 TB NVMe]] — [[c:the root filesystem is at about 55%]].\n\n"
          "[[u:The \"Insufficient memory\" scheduling errors are about pod memory *requests*, not real usage]], so "
          "check `kubectl describe node carbonek` for allocated resources."},
    {"q": "why is one of the web pods pending?", "ev": ["e3", "e4", "e5", "e2"],
     "a": "`web-7d9c8b6f5d-tm8rw` [[s:is Pending]] because [[s:the scheduler can't place it]]: [[s:one node has the "
          "`unreachable` taint]] — [[s:that's elaine, which is NotReady]] — and [[s:the other two report "
          "*Insufficient memory*]]. [[s:The scheduler has tried 37 times]], [[c:starting at 08:12]]. [[s:The "
          "deployment wants 3 replicas]] [[s:and has 2 ready]]. [[u:The web pods request 4Gi of memory each]], "
          "[[c:and the pending pod is assigned to pelles]]. [[u:Once elaine comes back it will be scheduled "
          "there.]]"},
]

MACHINES = [
    {"name": "tintagel", "clock": T, "evidence": T_EV, "answers": T_ANSWERS},
    {"name": "broceliande", "clock": B, "evidence": B_EV, "answers": B_ANSWERS},
    {"name": "annwn", "clock": A, "evidence": A_EV, "answers": A_ANSWERS},
    {"name": "carbonek", "clock": C, "evidence": C_EV, "answers": C_ANSWERS},
]
