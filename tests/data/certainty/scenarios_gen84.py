"""84th generation (written blind, in the manner of llama3.2 3B Instruct): trout, pike, sturgeon, perch, carp.

Short answers with many hedges ("it seems", "I think", "likely"), simple sentences, now and then a numbered
list or a small table, a figure said twice with different rounding, GiB said as GB, and one process taken
for another.

trout — a Fedora 40 laptop (Europe/Berlin, rpm). Steady state (kernel 6.8.10 running, wheel holds lena and
tomas, dialout is empty), a fresh system reading (9.47 GiB of 15.37 GiB used, zram swap 1.12 of 8 GiB), the
top eight processes by memory (firefox first, then "Isolated Web Co", code, gnome-shell; packagekitd runs as
root), every loaded service (fwupd failed, sshd and cups inactive), a btrfs root and /home on one volume at
78.8%, a week of dnf history (kernel 6.8.11 installed at 19:02 on June 12, after the 16:27 boot; firefox
127.0; mesa 24.1.1; htop installed; the 6.8.9 kernel removed) and two hours of bluetoothd logs (two a2dp-sink
connect failures at 21:05).

pike — a Debian 12 home server (America/Chicago). Steady state whose package source is stale (docker-ce,
samba), users dan and media, docker group with dan only; all six containers (transmission exited 137 fourteen
hours ago, nextcloud-db with 3306 unpublished), disks (/srv/media on md0 at 91.4%, 630.9 GiB = 677 GB free),
a network reading of 400 s (stale), kernel warnings from 03:12-03:30 (one ata3 hard reset, sdc1 failed out of
md0, eight pending sectors) and a fresh system reading (up 3 d 11 h, swap unused, load falling).

sturgeon — an Ubuntu 22.04 API server (UTC). Every service (celery-worker failed, gunicorn-api restarted at
13:58, nginx up since March 2), the top six processes by CPU (three gunicorn workers at 38.2/31.5/29.9%),
listeners and connections (gunicorn on 127.0.0.1:8000, four connections to 10.0.40.15:5432, two HTTPS clients),
an hour of nginx/gunicorn logs (four upstream timeouts, one worker timeout), celery's logs (two refused
connections to redis at 10.0.40.22), two weeks of apt history (openssl, nginx, kernel 5.15.0-121 installed
March 7, still running -119), a system reading of 700 s (stale) and the root disk at 47%.

perch — a Raspberry Pi k3s server (Ubuntu 24.04 aarch64, Asia/Tokyo). Nodes (tench NotReady on an older
k3s), the six pods of namespace home (zigbee2mqtt in CrashLoopBackOff with 17 restarts, node-red Unknown on
tench), five deployments, the k3s unit, an hour of k3s logs (NodeNotReady at 09:31, two "no route to host"
errors), a system reading and the disks.

carp — an Arch Linux gaming desktop (America/Sao_Paulo, pacman). Steady state (6.12.8 running, fish shell,
docker group empty), a system reading, the top seven processes by CPU (a cut listing: eldenring.exe at
182.5%), ten days of pacman history (linux 6.12.9 at 20:44 on January 16, discord removed the next day),
network traffic, disks (/mnt/games at 95%) and a service listing of 420 s (stale).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------- trout
T = Clock("2026-06-14T21:40:00+02:00")
T_MEM = 16506548224
T_UP = 191520
trout = {
    "name": "trout",
    "clock": T,
    "evidence": [
        steady("s1", T, age=1800, hostname="trout", os_name="Fedora Linux", os_version="40", os_codename=None,
               kernel="6.8.10-300.fc40.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz",
               cpu_cores=4, cpu_threads=8, memory_total_bytes=T_MEM,
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510770802688},
                      {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                       "total_bytes": 510770802688},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                       "total_bytes": 629145600}],
               network_interfaces=[{"name": "wlp0s20f3", "mac": "f4:a4:75:1c:9e:02",
                                    "addresses": ["192.168.178.34/24"], "is_up": True},
                                   {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.178.1", package_manager="rpm",
               installed_packages={"firefox": "127.0-1.fc40", "kernel-core": "6.8.11-300.fc40",
                                   "mesa-dri-drivers": "24.1.1-1.fc40", "gnome-shell": "46.2-1.fc40",
                                   "htop": "3.3.0-3.fc40", "bluez": "5.75-1.fc40"},
               available_services=["NetworkManager.service", "bluetooth.service", "firewalld.service",
                                   "cups.service", "sshd.service", "power-profiles-daemon.service",
                                   "fwupd.service"],
               users=[{"name": "lena", "uid": 1000, "gid": 1000, "home": "/home/lena", "shell": "/bin/bash"},
                      {"name": "tomas", "uid": 1001, "gid": 1001, "home": "/home/tomas", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["lena", "tomas"]},
                       {"name": "dialout", "gid": 18, "members": []},
                       {"name": "lena", "gid": 1000, "members": []},
                       {"name": "tomas", "gid": 1001, "members": []}]),
        item("e1", "linux_system_info",
             system_info(23.4, [1.82, 1.41, 1.10], T_UP, T.ago(40 + T_UP), T_MEM, 6334513152,
                         8589934592, 1203765248), T, age=40),
        item("e2", "linux_processes", processes(318, T_MEM, [
            (4123, "firefox", "lena", 12.1, 2031616000, T.ago(18000), "/usr/lib64/firefox/firefox"),
            (4388, "Isolated Web Co", "lena", 6.3, 851443712, T.ago(17500),
             "/usr/lib64/firefox/firefox -contentproc -childID 7 -isForBrowser"),
            (5120, "code", "lena", 3.2, 640000000, T.ago(9000), "/usr/share/code/code --unity-launch"),
            (2210, "gnome-shell", "lena", 4.0, 566231040, T.ago(T_UP - 60), "/usr/bin/gnome-shell"),
            (6011, "slack", "lena", 0.8, 498073600, T.ago(8000), "/usr/lib/slack/slack"),
            (1544, "packagekitd", "root", 0.0, 310378496, T.ago(T_UP - 200), "/usr/libexec/packagekitd"),
            (2630, "tracker-miner-fs-3", "lena", 0.2, 201326592, T.ago(T_UP - 90),
             "/usr/libexec/tracker-miner-fs-3"),
            (2302, "pipewire", "lena", 0.9, 54525952, T.ago(T_UP - 70), "/usr/bin/pipewire"),
        ]), T, age=35, args={"sort": "memory", "limit": 8}, complete=False),
        item("e3", "linux_service_status", {"units": [
            unit("NetworkManager.service", "active", "running", pid=1120, since=T.ago(T_UP - 8),
                 desc="Network Manager"),
            unit("bluetooth.service", "active", "running", pid=10422, since="2026-06-14T21:01:50+02:00",
                 desc="Bluetooth service"),
            unit("firewalld.service", "active", "running", pid=1012, since=T.ago(T_UP - 6),
                 desc="firewalld - dynamic firewall daemon"),
            unit("cups.service", "inactive", "dead", desc="CUPS Scheduler"),
            unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
            unit("power-profiles-daemon.service", "active", "running", pid=1030, since=T.ago(T_UP - 7),
                 desc="Power Profiles daemon"),
            unit("fwupd.service", "failed", "failed", ufs="static", desc="Firmware update daemon"),
        ]}, T, age=30),
        item("e4", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p3", "/", "btrfs", 510770802688, 402653184000),
            fs("/dev/nvme0n1p3", "/home", "btrfs", 510770802688, 402653184000),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629145600, 19922944),
        ]}, T, age=25),
        item("e5", "linux_package_history", {"source": "dnf", "events": [
            package_event("2026-06-10T18:20:05+02:00", "install", "htop", None, "3.3.0-3.fc40"),
            package_event("2026-06-12T19:02:11+02:00", "upgrade", "firefox", "126.0.1-1.fc40", "127.0-1.fc40"),
            package_event("2026-06-12T19:02:11+02:00", "upgrade", "mesa-dri-drivers", "24.0.8-1.fc40",
                          "24.1.1-1.fc40"),
            package_event("2026-06-12T19:02:30+02:00", "install", "kernel-core", None, "6.8.11-300.fc40"),
            package_event("2026-06-12T19:02:30+02:00", "install", "kernel", None, "6.8.11-300.fc40"),
            package_event("2026-06-13T10:15:44+02:00", "remove", "kernel-core", "6.8.9-300.fc40", None),
            package_event("2026-06-13T10:15:44+02:00", "remove", "kernel", "6.8.9-300.fc40", None),
        ]}, T, age=60, args={"since_days": 7}),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": [
            log_entry("2026-06-14T21:01:50+02:00", "bluetooth.service", "info", "Bluetooth daemon 5.75"),
            log_entry("2026-06-14T21:01:51+02:00", "bluetooth.service", "info", "Starting SDP server"),
            log_entry("2026-06-14T21:02:14+02:00", "bluetooth.service", "err",
                      "src/adapter.c:reset_adv_monitors_complete() Failed to reset Adv Monitors: Failed (0x03)"),
            log_entry("2026-06-14T21:05:33+02:00", "bluetooth.service", "warning",
                      "a2dp-sink profile connect failed for 38:18:4C:AA:10:2F: Protocol not available"),
            log_entry("2026-06-14T21:05:40+02:00", "bluetooth.service", "warning",
                      "a2dp-sink profile connect failed for 38:18:4C:AA:10:2F: Protocol not available"),
            log_entry("2026-06-14T21:06:02+02:00", "bluetooth.service", "info",
                      "Endpoint registered: sender=:1.88 path=/MediaEndpoint/A2DPSink/sbc"),
        ]}, T, age=50, args={"unit": "bluetooth", "since_minutes": 120}),
    ],
    "answers": [
        {"q": "How much RAM am I using right now?", "ev": ["s1", "e1"],
         "a": "Hi! It looks like [[s:you are using about 9.5 GiB of memory]] right now (9.47 GiB), which is "
              "[[s:around 62%]] of the total. [[c:You have roughly 6.9 GiB available]], so I think you are fine "
              "for now.\n\n[[s:Swap is in use too]] — [[s:about 1.2 GB]] of [[s:8 GiB]] ([[c:about 11%]]). "
              "[[u:The swap use is likely from Firefox]], it seems."},
        {"q": "Why won't my bluetooth headphones connect?", "ev": ["e3", "e6"],
         "a": "I checked the bluetooth logs. [[s:The bluetooth service is running]] and [[s:it started again at "
              "21:01]]. It seems [[c:there were three failed a2dp-sink connections]] with \"Protocol not "
              "available\". [[s:They are all for the device 38:18:4C:AA:10:2F]], [[u:which is likely your "
              "headphones]]. [[c:The first connect attempt failed at 21:15]].\n\n[[u:This error usually means "
              "PipeWire is missing its bluetooth module]]. [[s:An A2DP sink endpoint was registered at 21:06]] "
              "after that, so maybe try again.\n\n1. Run `systemctl --user restart wireplumber`\n2. Remove and "
              "pair the headphones again"},
        {"q": "Did any services fail?", "ev": ["e3"],
         "a": "I found this:\n\n1. [[s:fwupd.service has failed]].\n2. [[c:sshd.service is failed too]]. [[c:It is enabled]], so it should be running.\n\n"
              "[[s:The others (NetworkManager, bluetooth, firewalld, power-profiles-daemon) are running]]. "
              "[[c:So 2 services failed in total]]. [[u:fwupd failing is not a big problem, it only checks for "
              "firmware updates]], I think."},
        {"q": "Is my disk getting full?", "ev": ["s1", "e4"],
         "a": "Your root disk is [[s:about 79% full]]. [[s:It has around 100 GiB free]] ([[s:108 GB]]) "
              "[[s:out of 476 GiB]]. [[c:You used 375 GB]] so far.\n\n[[s:/home is on the same btrfs volume]], "
              "so it shares that space. [[s:The EFI partition is almost empty (3%)]].\n\nI think you still have "
              "room, but [[c:less than three quarters is used]]. [[u:It probably filled up because of btrfs "
              "snapshots]]. You can check with `sudo btrfs filesystem du -s /home`."},
        {"q": "What got updated this week?", "ev": ["s1", "e1", "e5"],
         "a": "Here are the updates I found:\n\n- [[s:firefox went from 126.0.1 to 127.0]]\n- [[s:a new kernel "
              "6.8.11 was installed]] [[s:on June 12]]\n- [[c:mesa-dri-drivers was upgraded to 24.1.0]]\n- "
              "[[c:htop was removed]]\n\n[[s:The old kernel 6.8.9 was removed on June 13]]. I think [[c:you are "
              "already running the new kernel 6.8.11]]. [[s:The laptop booted on June 12]] [[c:after the "
              "update]], so it should be fine."},
        {"q": "What's using the most memory?", "ev": ["s1", "e2"],
         "a": "It looks like [[s:Firefox is using the most memory]], [[s:about 1.9 GiB]] ([[s:around 12%]]). "
              "[[c:The second one is VS Code (code)]] with [[c:about 812 MiB]]. [[s:gnome-shell uses around 540 "
              "MiB]].\n\n[[c:All of the top processes belong to your user lena]]. [[u:Slack might be leaking "
              "memory]] too. [[s:There are 318 processes]] in total."},
        {"q": "Am I an admin on this laptop?", "ev": ["s1"],
         "a": "[[s:Yes, your user lena is in the wheel group]], [[u:so you can use sudo]]. [[s:Your UID is "
              "1000]] and [[c:your shell is /bin/zsh]]. [[c:You are the only user in wheel]], it seems. "
              "[[s:You are not in the dialout group]], so serial devices may not work for you."},
    ],
}

# ----------------------------------------------------------------------------------------------------- pike
P = Clock("2026-11-03T07:15:00-06:00")
P_MEM = 16655335424
P_UP = 299400
P_MEDIA_T, P_MEDIA_U = 7876603740160, 7199216000000
pike = {
    "name": "pike",
    "clock": P,
    "evidence": [
        steady("s1", P, age=3600, hostname="pike", os_name="Debian GNU/Linux", os_version="12",
               os_codename="bookworm", kernel="6.1.0-26-amd64", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz",
               cpu_cores=4, cpu_threads=4, memory_total_bytes=P_MEM,
               disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 117093400576},
                      {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4",
                       "total_bytes": P_MEDIA_T}],
               network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:10:5e", "addresses": ["192.168.1.20/24"],
                                    "is_up": True},
                                   {"name": "docker0", "mac": "02:42:8e:11:6a:03", "addresses": ["172.17.0.1/16"],
                                    "is_up": True}],
               dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
               installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm", "mdadm": "4.2-5",
                                   "smartmontools": "7.3-1+b1", "samba": "2:4.17.12+dfsg-0+deb12u1",
                                   "openssh-server": "1:9.2p1-2+deb12u3"},
               available_services=["docker.service", "smbd.service", "ssh.service", "mdmonitor.service",
                                   "smartmontools.service"],
               users=[{"name": "dan", "uid": 1000, "gid": 1000, "home": "/home/dan", "shell": "/bin/bash"},
                      {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media",
                       "shell": "/usr/sbin/nologin"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["dan"]},
                       {"name": "docker", "gid": 999, "members": ["dan"]},
                       {"name": "media", "gid": 1001, "members": ["dan", "media"]}],
               stale_sources=["packages"]),
        item("e1", "linux_containers", {"runtime": "docker", "containers": [
            box("a1f3c9e2b7d4", "jellyfin", "jellyfin/jellyfin:10.10.0", "running", "Up 3 days",
                P.ago(P_UP + 3600), ["0.0.0.0:8096->8096/tcp"]),
            box("b27e4d9c0a15", "pihole", "pihole/pihole:2024.07.0", "running", "Up 3 days (healthy)",
                P.ago(P_UP + 7200), ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
            box("c93b1f7e5d28", "nextcloud", "nextcloud:29-apache", "running", "Up 3 days",
                P.ago(P_UP + 9000), ["0.0.0.0:8080->80/tcp"]),
            box("d4e8a2c6f931", "nextcloud-db", "mariadb:10.11", "running", "Up 3 days",
                P.ago(P_UP + 9000), ["3306/tcp"]),
            box("e5f1b3d7a240", "transmission", "lscr.io/linuxserver/transmission:4.0.6", "exited",
                "Exited (137) 14 hours ago", P.ago(P_UP + 12000)),
            box("f6a2c4e8b351", "watchtower", "containrrr/watchtower", "running", "Up 3 days (healthy)",
                P.ago(P_UP + 12000)),
        ]}, P, age=45, args={"all": True}),
        item("e2", "linux_disk_usage", {"filesystems": [
            fs("/dev/sda2", "/", "ext4", 117093400576, 38654705664),
            fs("/dev/md0", "/srv/media", "ext4", P_MEDIA_T, P_MEDIA_U),
            fs("/dev/sda1", "/boot/efi", "vfat", 535805952, 6119424),
        ]}, P, age=30),
        item("e3", "linux_network_info", {
            "interfaces": [{"name": "enp1s0", "mac": "7c:83:34:b2:10:5e", "addresses": ["192.168.1.20/24"],
                            "is_up": True}],
            "listening": [listener(22, "0.0.0.0", 712, "sshd"), listener(139, "0.0.0.0", 1044, "smbd"),
                          listener(445, "0.0.0.0", 1044, "smbd"), listener(53, "0.0.0.0", 2210, "docker-proxy"),
                          listener(53, "0.0.0.0", 2231, "docker-proxy", proto="udp"),
                          listener(8081, "0.0.0.0", 2244, "docker-proxy"),
                          listener(8096, "0.0.0.0", 2188, "docker-proxy"),
                          listener(8080, "0.0.0.0", 2302, "docker-proxy")],
            "connections": [connection("192.168.1.20:22", "192.168.1.45:51022", 31880, "sshd")]},
             P, age=400),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-11-03T03:12:08-06:00", None, "err",
                      "ata3.00: exception Emask 0x0 SAct 0x0 SErr 0x0 action 0x0"),
            log_entry("2026-11-03T03:12:08-06:00", None, "err", "ata3.00: failed command: READ DMA EXT"),
            log_entry("2026-11-03T03:12:09-06:00", None, "warning", "ata3: hard resetting link"),
            log_entry("2026-11-03T03:13:40-06:00", None, "err",
                      "ata3.00: exception Emask 0x0 SAct 0x0 SErr 0x0 action 0x0"),
            log_entry("2026-11-03T03:14:02-06:00", None, "crit",
                      "md/raid1:md0: Disk failure on sdc1, disabling device."),
            log_entry("2026-11-03T03:14:02-06:00", None, "crit",
                      "md/raid1:md0: Operation continuing on 1 devices."),
            log_entry("2026-11-03T03:30:11-06:00", "smartmontools.service", "warning",
                      "Device: /dev/sdc [SAT], 8 Currently unreadable (pending) sectors"),
        ]}, P, age=90, args={"since_minutes": 1440, "priority": "warning"}),
        item("e5", "linux_system_info",
             system_info(6.1, [0.42, 0.55, 0.61], P_UP, P.ago(25 + P_UP), P_MEM, 11811160064, 1073741824, 0),
             P, age=25),
    ],
    "answers": [
        {"q": "Which containers are running?", "ev": ["e1"],
         "a": "Here is what I found (e1):\n\n| Container | Image | State |\n|---|---|---|\n"
              "| jellyfin | [[s:jellyfin/jellyfin:10.10.0]] | [[s:✅ running]] |\n"
              "| pihole | pihole/pihole:2024.07.0 | [[s:✅ running]] |\n"
              "| nextcloud | [[c:nextcloud:28-apache]] | [[s:✅ running]] |\n"
              "| nextcloud-db | mariadb:10.11 | [[s:✅ running]] |\n"
              "| transmission | linuxserver/transmission | [[s:❌ exited]] |\n"
              "| watchtower | containrrr/watchtower | [[s:✅ running]] |\n\n"
              "So [[s:5 of 6 are up]]. [[s:Transmission stopped about 14 hours ago]] [[s:with code 137]], "
              "[[u:which likely means it ran out of memory]]. I think [[c:the database is reachable on port 3306 "
              "from your network]]."},
        {"q": "Is my RAID okay?", "ev": ["s1", "e4"],
         "extra": [user("u1", "I got an email from mdadm this morning saying something about a degraded array.",
                        P, age=120)],
         "a": "It seems [[s:your RAID array md0 is degraded]]. [[s:The kernel marked sdc1 as failed]] [[s:at around "
              "3:14 this morning]], and [[s:md0 is now running on 1 device]]. Before that [[c:ata3 was hard reset "
              "2 times]]. [[s:smartd also reports 8 pending sectors on /dev/sdc]].\n\n[[u:The disk is probably "
              "dying and will fail completely soon]]. [[u:Your other disk looks fine]].\n\n1. Back up anything "
              "important first.\n2. Check `sudo mdadm --detail /dev/md0`."},
        {"q": "How much space is left on my media drive?", "ev": ["s1", "e2"],
         "a": "Your media drive (/srv/media on [[s:/dev/md0]]) is [[s:91.4% used]]. [[c:You have about 677 GiB "
              "free]], [[s:that's roughly 0.68 TB]]. [[s:The array is about 7.9 TB]] and [[c:about 7.2 TiB of it "
              "is used]].\n\n[[s:The root disk is fine at 33%]]. [[u:At this rate it will be full in about two "
              "months]], I think."},
        {"q": "What ports are open on pike?", "ev": ["e1", "e3"],
         "a": "From the network info:\n\n- [[t:22 (sshd)]]\n- [[t:445]] and [[t:139]] (Samba)\n- [[s:53 for "
              "Pi-hole DNS]]\n- [[s:8096 for Jellyfin]] ([[c:only on localhost]])\n- [[c:8080 for the Pi-hole admin page]]\n\n[[t:Samba is "
              "listening on all addresses]]. [[t:There is one SSH connection from 192.168.1.45]], it seems."},
        {"q": "What version of docker and samba do I have?", "ev": ["s1", "e1"],
         "a": "[[t:Docker is 27.3.1]] (docker-ce 5:27.3.1-1~debian.12~bookworm) and [[t:Samba is 4.17.12]]. "
              "[[s:You're on Debian 12 (bookworm)]] [[s:with kernel 6.1.0-26]]. [[c:The containers run with "
              "podman]] though. [[u:Docker is up to date]], I think."},
        {"q": "Who can use docker on this box?", "ev": ["s1"],
         "a": "[[s:The docker group has one member: dan]]. [[c:The media user is in it too]]. [[s:dan is also in "
              "sudo]] ([[s:UID 1000]]). [[s:The media user has no login shell (/usr/sbin/nologin)]] and "
              "[[c:the media group has GID 1002]]. [[u:root can always use docker]] of course."},
        {"q": "How long has pike been up, and how's memory?", "ev": ["s1", "e5"],
         "a": "- Uptime: [[s:about 3 days and 11 hours]] ([[s:about 83 hours]])\n- [[c:It booted on October 31]]\n"
              "- Memory: [[s:4.5 GiB used]] of [[s:15.5 GiB]] ([[s:about 29%]])\n- [[s:Swap is 1 GB]] but "
              "[[c:about half of it is used]]\n- [[s:CPU is almost idle at 6%]]\n\n[[c:The load is rising a "
              "little]] (0.42 / 0.55 / 0.61), but it's low."},
    ],
}

# --------------------------------------------------------------------------------------------------- sturgeon
M = Clock("2026-03-09T14:22:00+00:00")
M_MEM = 33186209792
M_UP = 1137600
GUNI = "/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn app.main:app -w 3 -b 127.0.0.1:8000"


def _upstream(t: str, client: str, request: str) -> dict:
    return log_entry(t, "nginx.service", "err",
                     f"upstream timed out (110: Connection timed out) while reading response header from upstream, "
                     f"client: {client}, server: api.example.com, request: \"{request}\", "
                     f"upstream: \"http://127.0.0.1:8000{request.split()[1]}\"")


sturgeon = {
    "name": "sturgeon",
    "clock": M,
    "evidence": [
        steady("s1", M, age=2400, hostname="sturgeon", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
               kernel="5.15.0-119-generic", cpu_model="AMD EPYC 7R13 Processor", cpu_cores=4, cpu_threads=8,
               memory_total_bytes=M_MEM,
               disks=[{"device": "/dev/nvme0n1p1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 207762194432}],
               network_interfaces=[{"name": "ens5", "mac": "0a:3f:9c:21:77:e1", "addresses": ["10.0.12.37/24"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="10.0.12.1",
               installed_packages={"nginx": "1.18.0-6ubuntu14.4", "openssl": "3.0.2-0ubuntu1.15",
                                   "python3.10": "3.10.12-1~22.04.5", "redis-server": "5:6.0.16-1ubuntu1",
                                   "linux-image-5.15.0-121-generic": "5.15.0-121.131"},
               available_services=["nginx.service", "gunicorn-api.service", "celery-worker.service",
                                   "redis-server.service", "ssh.service", "unattended-upgrades.service"],
               users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                      {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/srv/api", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                       {"name": "www-data", "gid": 33, "members": ["deploy"]}]),
        item("e1", "linux_service_status", {"units": [
            unit("nginx.service", "active", "running", pid=1180, since="2026-03-02T06:11:40+00:00",
                 desc="A high performance web server and a reverse proxy server"),
            unit("gunicorn-api.service", "active", "running", pid=288411, since="2026-03-09T13:58:02+00:00",
                 desc="Gunicorn API server"),
            unit("celery-worker.service", "failed", "failed", desc="Celery worker"),
            unit("redis-server.service", "active", "running", pid=902, since="2026-02-24T10:11:05+00:00",
                 desc="Advanced key-value store"),
            unit("ssh.service", "active", "running", pid=811, since="2026-02-24T10:11:02+00:00",
                 desc="OpenBSD Secure Shell server"),
            unit("unattended-upgrades.service", "active", "running", pid=845, since="2026-02-24T10:11:03+00:00",
                 desc="Unattended Upgrades Shutdown"),
        ]}, M, age=25),
        item("e2", "linux_processes", processes(214, M_MEM, [
            (288420, "gunicorn", "deploy", 38.2, 429916160, "2026-03-09T13:58:03+00:00", GUNI),
            (288421, "gunicorn", "deploy", 31.5, 421527552, "2026-03-09T13:58:03+00:00", GUNI),
            (288422, "gunicorn", "deploy", 29.9, 433061888, "2026-03-09T13:58:03+00:00", GUNI),
            (1184, "nginx", "www-data", 4.1, 60817408, "2026-03-02T06:11:40+00:00", "nginx: worker process"),
            (902, "redis-server", "redis", 2.2, 88080384, "2026-02-24T10:11:05+00:00",
             "/usr/bin/redis-server 127.0.0.1:6379"),
            (288411, "gunicorn", "deploy", 0.3, 98566144, "2026-03-09T13:58:02+00:00", GUNI),
        ]), M, age=15, args={"sort": "cpu", "limit": 6}, complete=False),
        item("e3", "linux_network_info", {
            "interfaces": [{"name": "ens5", "mac": "0a:3f:9c:21:77:e1", "addresses": ["10.0.12.37/24"],
                            "is_up": True}],
            "listening": [listener(80, "0.0.0.0", 1180, "nginx"), listener(443, "0.0.0.0", 1180, "nginx"),
                          listener(22, "0.0.0.0", 811, "sshd"), listener(8000, "127.0.0.1", 288411, "gunicorn"),
                          listener(6379, "127.0.0.1", 902, "redis-server")],
            "connections": [
                connection("10.0.12.37:51744", "10.0.40.15:5432", 288420, "gunicorn"),
                connection("10.0.12.37:51750", "10.0.40.15:5432", 288421, "gunicorn"),
                connection("10.0.12.37:51762", "10.0.40.15:5432", 288422, "gunicorn"),
                connection("10.0.12.37:51770", "10.0.40.15:5432", 288420, "gunicorn"),
                connection("10.0.12.37:443", "203.0.113.45:60122", 1184, "nginx"),
                connection("10.0.12.37:443", "198.51.100.7:53320", 1184, "nginx"),
                connection("10.0.12.37:22", "192.0.2.10:50514", 290112, "sshd"),
                connection("127.0.0.1:40112", "127.0.0.1:6379", 288421, "gunicorn"),
            ]}, M, age=20),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            _upstream("2026-03-09T13:41:07+00:00", "203.0.113.45", "POST /v1/orders HTTP/1.1"),
            _upstream("2026-03-09T13:47:22+00:00", "198.51.100.7", "GET /v1/orders?page=3 HTTP/1.1"),
            _upstream("2026-03-09T13:52:51+00:00", "203.0.113.45", "POST /v1/orders HTTP/1.1"),
            _upstream("2026-03-09T13:55:10+00:00", "203.0.113.45", "POST /v1/checkout HTTP/1.1"),
            log_entry("2026-03-09T13:55:40+00:00", "gunicorn-api.service", "crit",
                      "[CRITICAL] WORKER TIMEOUT (pid:287990)"),
            log_entry("2026-03-09T13:57:58+00:00", "gunicorn-api.service", "info",
                      "Stopping gunicorn-api.service - Gunicorn API server..."),
            log_entry("2026-03-09T13:58:02+00:00", "gunicorn-api.service", "info",
                      "Started gunicorn-api.service - Gunicorn API server."),
        ]}, M, age=60, args={"since_minutes": 60, "grep": "upstream|WORKER TIMEOUT|gunicorn-api"}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "celery-worker.service", "entries": [
            log_entry("2026-03-09T12:29:51+00:00", "celery-worker.service", "err",
                      "consumer: Cannot connect to redis://10.0.40.22:6379/0: Error 111 connecting to "
                      "10.0.40.22:6379. Connection refused.."),
            log_entry("2026-03-09T12:30:51+00:00", "celery-worker.service", "err",
                      "consumer: Cannot connect to redis://10.0.40.22:6379/0: Error 111 connecting to "
                      "10.0.40.22:6379. Connection refused.."),
            log_entry("2026-03-09T12:31:02+00:00", "celery-worker.service", "notice",
                      "celery-worker.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-03-09T12:31:02+00:00", "celery-worker.service", "warning",
                      "celery-worker.service: Failed with result 'exit-code'."),
        ]}, M, age=60, args={"unit": "celery-worker", "since_minutes": 180}),
        item("e6", "linux_package_history", {"source": "dpkg", "events": [
            package_event("2026-03-05T06:25:13+00:00", "upgrade", "libssl3", "3.0.2-0ubuntu1.14", "3.0.2-0ubuntu1.15"),
            package_event("2026-03-05T06:25:14+00:00", "upgrade", "openssl", "3.0.2-0ubuntu1.14", "3.0.2-0ubuntu1.15"),
            package_event("2026-03-05T06:25:20+00:00", "upgrade", "nginx-common", "1.18.0-6ubuntu14.3",
                          "1.18.0-6ubuntu14.4"),
            package_event("2026-03-05T06:25:21+00:00", "upgrade", "nginx", "1.18.0-6ubuntu14.3", "1.18.0-6ubuntu14.4"),
            package_event("2026-03-07T06:31:02+00:00", "install", "linux-modules-5.15.0-121-generic", None,
                          "5.15.0-121.131"),
            package_event("2026-03-07T06:31:05+00:00", "install", "linux-image-5.15.0-121-generic", None,
                          "5.15.0-121.131"),
            package_event("2026-03-07T06:31:09+00:00", "upgrade", "linux-image-generic", "5.15.0.119.119",
                          "5.15.0.121.121"),
        ]}, M, age=120, args={"since_days": 14}),
        item("e7", "linux_system_info",
             system_info(71.3, [5.82, 4.10, 2.95], M_UP, M.ago(700 + M_UP), M_MEM, 17179869184, 0, 0),
             M, age=700),
        item("e8", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p1", "/", "ext4", 207762194432, 97710505984),
        ]}, M, age=30),
    ],
    "answers": [
        {"q": "Why is the API slow today?", "ev": ["e2", "e4", "e7"],
         "a": "It looks like the API is slow because of timeouts. [[s:nginx logged 4 \"upstream timed out\" "
              "errors in the last hour]]. [[s:The upstream is gunicorn on 127.0.0.1:8000]]. [[c:All of them were "
              "POST requests]]. [[s:A gunicorn worker timed out at 13:55]] ([[s:pid 287990]]).\n\n[[s:The three "
              "gunicorn workers are using a lot of CPU]]: [[s:about 38%]], [[c:35%]] and [[s:30%]]. [[t:The load "
              "average is high, about 5.8]].\n\n[[u:I think the database at 10.0.40.15 is slow]], so the workers "
              "wait on it."},
        {"q": "Is celery running?", "ev": ["e1", "e5"],
         "a": "No, [[s:celery-worker.service has failed]]. [[s:It exited with status 1]] [[s:at 12:31]] ([[c:about 3 hours ago]]). From the "
              "logs, [[s:it could not connect to Redis at 10.0.40.22:6379]] ([[s:connection refused]]). [[c:It "
              "tried to connect three times]] before giving up.\n\n[[c:Your local redis-server is also down]], it "
              "seems. [[u:Someone probably stopped the Redis on 10.0.40.22 for maintenance]]. [[s:The unit is "
              "still enabled]], so it will start at boot."},
        {"q": "What is listening on sturgeon?", "ev": ["e2", "e3"],
         "a": "These are the listening ports:\n\n- [[s:nginx on 80]] and [[s:443]]\n- [[s:sshd on 22]]\n- "
              "[[c:gunicorn on 0.0.0.0:8000]]\n- [[s:redis on 6379, only on localhost]]\n\n[[s:That is 5 "
              "listening ports]]. [[s:gunicorn's main PID is 288411]] and [[c:Redis runs as the deploy user]], "
              "I think."},
        {"q": "Were there security updates lately, and do I need to reboot?", "ev": ["s1", "e6"],
         "a": "Yes.\n\n1. [[s:OpenSSL was upgraded on March 5]] ([[s:to 3.0.2-0ubuntu1.15]])\n2. [[s:nginx got "
              "1.18.0-6ubuntu14.4 the same day]]\n3. [[s:A new kernel 5.15.0-121 was installed on March 7]]\n\n"
              "[[c:That was about a week ago]]. [[s:You are still running 5.15.0-119]], so I think [[s:a reboot is "
              "needed to use the new kernel]]. [[u:These were security fixes]]. [[c:There were 4 package "
              "upgrades in total]]."},
        {"q": "What's the load on the server?", "ev": ["s1", "e7"],
         "a": "[[t:CPU usage is about 71%]] and [[t:the load average is 5.82, 4.10, 2.95]]. [[s:The machine has 8 "
              "threads]]. [[t:Load has been going up over the last 15 minutes]].\n\n[[t:Memory is about 48% "
              "used]] ([[t:14.9 GiB]]) of [[s:31 GiB]], and [[t:there is no swap]]."},
        {"q": "Which hosts is the API talking to?", "ev": ["e3"],
         "a": "[[s:The gunicorn workers have 4 connections to 10.0.40.15:5432]], [[u:which is your PostgreSQL "
              "server]]. [[c:Worker 288422 has two of them]].\n\n[[s:There are 2 HTTPS clients connected to "
              "nginx]]: [[s:203.0.113.45]] and [[c:198.51.100.70]]. [[s:Someone is logged in over SSH from "
              "192.0.2.10]]. [[s:One worker also talks to the local Redis]]."},
        {"q": "When was nginx last restarted and is it still fine?", "ev": ["e1", "e6"],
         "a": "[[s:nginx is active and running]] [[s:since March 2]] ([[s:06:11 UTC]]). [[c:It was restarted "
              "after the upgrade on March 5]], I think. [[s:Its main PID is 1180]]. [[u:It is handling traffic "
              "fine]].\n\n[[c:The gunicorn-api service has been up since March 2 too]]."},
        {"q": "Disk space on sturgeon?", "ev": ["s1", "e8"],
         "a": "**Root filesystem (/):**\n- Used: [[s:47%]], [[c:that is about 91 GB]]\n- Free: [[s:around 102 "
              "GiB]] ([[s:110 GB]])\n- Size: [[s:about 207 GB]]\n\n[[u:Most of it is probably logs in "
              "/var/log]]. You can check with `sudo du -sh /var/log`."},
    ],
}

# ---------------------------------------------------------------------------------------------------- perch
R = Clock("2026-08-20T10:05:00+09:00")
R_MEM = 8245616640
R_UP = 213970


def _cp(n: dict) -> dict:
    n["metadata"]["labels"] = {"node-role.kubernetes.io/control-plane": "true",
                               "node-role.kubernetes.io/master": "true"}
    return n


K3S_LOG = "k3s.service"
perch = {
    "name": "perch",
    "clock": R,
    "evidence": [
        steady("s1", R, age=5400, hostname="perch", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-1010-raspi", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
               memory_total_bytes=R_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245107195904},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                       "total_bytes": 536834048}],
               network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:0a:44:b1", "addresses": ["192.168.50.11/24"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
               installed_packages={"linux-raspi": "6.8.0-1010.11", "open-iscsi": "2.1.9-3ubuntu5",
                                   "nfs-common": "1:2.6.4-3ubuntu5"},
               available_services=["k3s.service", "ssh.service", "systemd-timesyncd.service"],
               users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}]),
        item("e1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            _cp(node("perch", True, "v1.30.3+k3s1")), node("roach", True, "v1.30.3+k3s1"),
            node("tench", False, "v1.29.6+k3s2")]}, R, age=25, args={"resource": "nodes"}),
        item("e2", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
            pod("home-assistant-7d9f8c6b5-x2k4p", "home", "Running", "perch", 0, True,
                started="2026-08-17T22:45:30+09:00"),
            pod("mosquitto-5c6d7f8b9-qq7rt", "home", "Running", "roach", 2, True, started="2026-08-18T07:12:04+09:00"),
            pod("zigbee2mqtt-6b8c9d7f5-lm3np", "home", "Running", "roach", 17, False, waiting="CrashLoopBackOff"),
            pod("grafana-84f7b9c6d-tp9vw", "home", "Running", "roach", 0, True, started="2026-08-17T22:46:10+09:00"),
            pod("influxdb-0", "home", "Running", "perch", 1, True, started="2026-08-18T03:20:41+09:00"),
            pod("node-red-6f5d8c7b9-zx8vn", "home", "Unknown", "tench", 0, False, started="2026-08-16T19:02:55+09:00"),
        ]}, R, age=25, args={"resource": "pods", "namespace": "home"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
            deployment("home-assistant", "home", 1, 1), deployment("mosquitto", "home", 1, 1),
            deployment("zigbee2mqtt", "home", 1, 0), deployment("grafana", "home", 1, 1),
            deployment("node-red", "home", 1, 0)]}, R, age=25, args={"resource": "deployments", "namespace": "home"}),
        item("e4", "linux_service_status",
             unit("k3s.service", "active", "running", pid=1012, since="2026-08-17T22:40:11+09:00",
                  desc="Lightweight Kubernetes"), R, age=20, args={"name": "k3s"}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": K3S_LOG, "entries": [
            log_entry("2026-08-20T09:31:15+09:00", K3S_LOG, "info",
                      'I0820 09:31:15.402118    1012 controller_utils.go:151] "Recording status change event '
                      'message for node" status="NodeNotReady" node="tench"'),
            log_entry("2026-08-20T09:31:16+09:00", K3S_LOG, "info",
                      'I0820 09:31:16.013774    1012 controller_utils.go:115] "Update ready status of pods on '
                      'node" node="tench"'),
            log_entry("2026-08-20T09:52:40+09:00", K3S_LOG, "err",
                      'E0820 09:52:40.881203    1012 status.go:71] "Unhandled Error" err="error dialing backend: '
                      'dial tcp 192.168.50.13:10250: connect: no route to host"'),
            log_entry("2026-08-20T09:58:12+09:00", K3S_LOG, "err",
                      'E0820 09:58:12.117640    1012 status.go:71] "Unhandled Error" err="error dialing backend: '
                      'dial tcp 192.168.50.13:10250: connect: no route to host"'),
        ]}, R, age=40, args={"unit": "k3s", "since_minutes": 60}),
        item("e6", "linux_system_info",
             system_info(34.0, [2.10, 1.95, 1.80], R_UP, R.ago(20 + R_UP), R_MEM, 2362232832, 0, 0), R, age=20),
        item("e7", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 245107195904, 61203283968),
            fs("/dev/nvme0n1p1", "/boot/firmware", "vfat", 536834048, 96468992),
        ]}, R, age=30),
    ],
    "answers": [
        {"q": "Are all my nodes healthy?", "ev": ["e1"],
         "a": "Not all of them. [[s:perch and roach are Ready]], but [[s:tench is NotReady]]. [[c:tench is also "
              "running the newest k3s version]], it seems. [[s:perch and roach are on v1.30.3+k3s1]], and "
              "[[s:perch is the control-plane]]. [[c:You have 4 nodes]] in total. [[u:tench probably lost "
              "power]]."},
        {"q": "Why does zigbee2mqtt keep crashing?", "ev": ["e2", "e3", "e5"],
         "a": "[[s:The zigbee2mqtt pod is in CrashLoopBackOff]] and [[c:it has restarted 7 times]]. [[s:It is on "
              "node roach]]. [[s:The deployment has 0 of 1 replicas ready]], and [[c:it is the only pod that is not ready]].\n\n[[u:It is likely crashing "
              "because it can't find the USB Zigbee adapter]]. [[u:The k3s logs show it exits with a serial port "
              "error]]. [[s:mosquitto is running]] ([[s:2 restarts]]), so the MQTT broker seems OK.\n\n"
              "Try `kubectl logs -n home zigbee2mqtt-6b8c9d7f5-lm3np --previous`."},
        {"q": "How many pods are running in home?", "ev": ["e2"],
         "a": "[[s:There are 6 pods in the home namespace]]. [[c:Five of them are running and ready]].\n\n- "
              "[[s:node-red shows Unknown]]; [[s:it is scheduled on tench]]\n- [[s:influxdb-0 restarted once]]\n"
              "- [[s:home-assistant has 0 restarts]] and [[s:runs on perch]]"},
        {"q": "Is k3s running and since when?", "ev": ["e4", "e6"],
         "a": "[[s:Yes, k3s is active (running)]]. [[s:It started on August 17]] [[s:at about 22:40]]. [[s:Its PID "
              "is 1012]]. [[c:That is about 36 hours ago]]. [[s:It started a couple of minutes after the Pi "
              "booted]], and [[s:the service is enabled]]."},
        {"q": "What happened to tench?", "ev": ["e1", "e5"],
         "a": "From the k3s logs:\n\n1. [[s:tench was marked NodeNotReady at 09:31]].\n2. After that [[s:the server "
              "could not reach 192.168.50.13:10250]] ([[s:no route to host]]).\n\n[[c:This happened 3 times]], "
              "and [[c:the last error was at 09:52]]. [[u:It seems the network cable is unplugged or the Pi "
              "crashed]]. [[s:tench is still NotReady now]]."},
        {"q": "How's the memory and CPU on perch?", "ev": ["s1", "e6"],
         "a": "[[s:CPU is at 34%]], [[s:load average 2.10]] [[c:on 8 cores]]. Memory: [[s:about 5.5 GiB used]] "
              "out of [[s:7.7 GiB]] ([[c:about 76%]]). [[s:No swap is configured]]. [[s:It has been up for 2 days "
              "and 11 hours]]. [[u:k3s is likely using most of the memory]]."},
        {"q": "Check my disk and the OS version", "ev": ["s1", "e7"],
         "a": "[[s:You're running Ubuntu 24.04 (noble)]] [[s:on aarch64]], [[s:kernel 6.8.0-1010-raspi]].\n\n"
              "[[s:The NVMe root is 25% used]], [[s:about 57 GiB]], [[c:so around 171 GB is free]]. "
              "[[s:/boot/firmware is 18% full]]. [[u:That is plenty for container images]]."},
    ],
}

# ----------------------------------------------------------------------------------------------------- carp
C = Clock("2026-01-18T23:10:00-03:00")
C_MEM = 33386086400
C_UP = 353070
ER = "/home/rafa/.local/share/Steam/steamapps/common/ELDEN RING/Game/eldenring.exe"
carp = {
    "name": "carp",
    "clock": C,
    "evidence": [
        steady("s1", C, age=2000, hostname="carp", os_name="Arch Linux", os_version=None, os_codename=None,
               kernel="6.12.8-arch1-1", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8,
               cpu_threads=16, memory_total_bytes=C_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 983349346304},
                      {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4",
                       "total_bytes": 1967317549056}],
               network_interfaces=[{"name": "enp6s0", "mac": "9c:6b:00:3e:21:d4", "addresses": ["192.168.0.105/24"],
                                    "is_up": True}],
               dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="pacman",
               installed_packages={"linux": "6.12.9.arch1-1", "steam": "1.0.0.81-2", "mesa": "1:24.3.3-1",
                                   "pipewire": "1:1.2.7-1", "gamemode": "1.8.2-1", "firefox": "134.0.1-1"},
               available_services=["NetworkManager.service", "sddm.service", "bluetooth.service", "docker.service",
                                   "cups.service", "sshd.service", "systemd-timesyncd.service"],
               users=[{"name": "rafa", "uid": 1000, "gid": 1000, "home": "/home/rafa", "shell": "/usr/bin/fish"}],
               groups=[{"name": "wheel", "gid": 998, "members": ["rafa"]},
                       {"name": "docker", "gid": 967, "members": []},
                       {"name": "gamemode", "gid": 961, "members": ["rafa"]},
                       {"name": "input", "gid": 97, "members": []}]),
        item("e1", "linux_system_info",
             system_info(41.2, [6.40, 5.90, 4.20], C_UP, C.ago(30 + C_UP), C_MEM, 14495514624, 4294967296, 0),
             C, age=30),
        item("e2", "linux_processes", processes(402, C_MEM, [
            (41877, "eldenring.exe", "rafa", 182.5, 10522669875, "2026-01-18T21:30:12-03:00", ER),
            (40210, "steamwebhelper", "rafa", 14.0, 734003200, "2026-01-18T21:25:40-03:00",
             "/home/rafa/.local/share/Steam/ubuntu12_64/steamwebhelper"),
            (2301, "Xwayland", "rafa", 9.1, 402653184, "2026-01-14T21:06:02-03:00", "/usr/bin/Xwayland :0"),
            (2288, "kwin_wayland", "rafa", 7.7, 367001600, "2026-01-14T21:05:58-03:00", "/usr/bin/kwin_wayland"),
            (2450, "pipewire-pulse", "rafa", 3.0, 62914560, "2026-01-14T21:06:01-03:00", "/usr/bin/pipewire-pulse"),
            (3390, "firefox", "rafa", 2.6, 1610612736, "2026-01-18T19:02:11-03:00", "/usr/lib/firefox/firefox"),
            (40102, "steam", "rafa", 2.2, 1288490188, "2026-01-18T21:25:31-03:00",
             "/home/rafa/.local/share/Steam/ubuntu12_32/steam"),
        ]), C, age=20, args={"sort": "cpu", "limit": 7}, complete=False),
        item("e3", "linux_package_history", {"source": "pacman", "events": [
            package_event("2026-01-16T20:44:10-03:00", "upgrade", "linux", "6.12.8.arch1-1", "6.12.9.arch1-1"),
            package_event("2026-01-16T20:44:10-03:00", "upgrade", "mesa", "1:24.3.2-1", "1:24.3.3-1"),
            package_event("2026-01-16T20:44:11-03:00", "upgrade", "firefox", "133.0.3-1", "134.0.1-1"),
            package_event("2026-01-16T20:44:11-03:00", "upgrade", "pipewire", "1:1.2.6-1", "1:1.2.7-1"),
            package_event("2026-01-16T20:44:12-03:00", "install", "gamemode", None, "1.8.2-1"),
            package_event("2026-01-17T11:02:45-03:00", "remove", "discord", "0.0.79-1", None),
        ]}, C, age=60, args={"since_days": 10}),
        item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "enp6s0", "rx_bytes_per_s": 3850000, "tx_bytes_per_s": 410000},
            {"name": "lo", "rx_bytes_per_s": 12000, "tx_bytes_per_s": 12000},
        ]}, C, age=15, args={"interval_seconds": 1.0}),
        item("e5", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 983349346304, 512110190592),
            fs("/dev/sda1", "/mnt/games", "ext4", 1967317549056, 1869169721344),
        ]}, C, age=25),
        item("e6", "linux_service_status", {"units": [
            unit("NetworkManager.service", "active", "running", pid=612, since="2026-01-14T21:05:20-03:00",
                 desc="Network Manager"),
            unit("sddm.service", "active", "running", pid=700, since="2026-01-14T21:05:24-03:00",
                 desc="Simple Desktop Display Manager"),
            unit("bluetooth.service", "active", "running", pid=640, since="2026-01-14T21:05:21-03:00",
                 desc="Bluetooth service"),
            unit("docker.service", "inactive", "dead", ufs="disabled", desc="Docker Application Container Engine"),
            unit("cups.service", "active", "running", pid=655, since="2026-01-14T21:05:22-03:00",
                 desc="CUPS Scheduler"),
            unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH Daemon"),
            unit("systemd-timesyncd.service", "active", "running", pid=580, since="2026-01-14T21:05:19-03:00",
                 desc="Network Time Synchronization"),
        ]}, C, age=420),
    ],
    "answers": [
        {"q": "Why are my fans so loud?", "ev": ["e1", "e2"],
         "a": "It seems [[s:Elden Ring (eldenring.exe) is using the most CPU]], [[s:about 182%]] (~180%), and [[c:it has been running since about 20:30]]. "
              "[[s:Total CPU is around 41%]]. [[c:The 5-minute load is 6.4]].\n\n[[c:steamwebhelper is second with "
              "9.1%]]. [[s:The game also uses about 9.8 GiB of RAM]]. [[u:The GPU is probably working hard "
              "too]], which makes the fans loud."},
        {"q": "Did my kernel update? Do I need to reboot?", "ev": ["s1", "e1", "e3"],
         "a": "[[s:Yes, linux was upgraded to 6.12.9.arch1-1]] [[s:on January 16]] [[c:in the morning]]. [[s:You "
              "are still running 6.12.8-arch1-1]], [[s:because the last boot was on January 14]]. So [[s:you "
              "need to reboot to use the new kernel]].\n\nAlso, [[c:mesa was downgraded]] and [[s:discord was "
              "removed the next day]]. [[u:firefox 134.0.1 came in the same update (see e4)]]."},
        {"q": "How fast am I downloading right now?", "ev": ["e4"],
         "a": "[[s:enp6s0 is receiving about 3.85 MB/s]], [[c:which is around 38 Mbit/s]]. [[s:Upload is about "
              "410 KB/s]]. [[s:lo is basically idle]]. [[u:It is probably Steam downloading an update]]."},
        {"q": "Is my games drive full?", "ev": ["s1", "e5"],
         "a": "Pretty much. [[s:/mnt/games is 95% full]]. [[c:You only have about 98 GiB left]] there. [[s:It's "
              "about a 2 TB drive]].\n\n[[s:The root drive is at 52%]], [[s:with around 471 GB free]], so you "
              "could move some games there. [[u:Elden Ring is probably the biggest thing on it]]."},
        {"q": "What services are running?", "ev": ["e6"],
         "a": "Running services:\n- [[t:NetworkManager]]\n- [[t:sddm]]\n- [[t:bluetooth]]\n- [[t:cups]]\n- "
              "[[t:systemd-timesyncd]]\n\n[[t:docker is not running]] and [[t:it's disabled]]. [[t:sshd is off]] "
              "too. [[u:bluetooth is probably for your controller]]."},
        {"q": "How much memory is free?", "ev": ["s1", "e1", "e2"],
         "a": "[[s:You have about 13.5 GiB available]] ([[s:roughly 14.5 GB]]) out of [[s:32 GB]]. [[c:That means "
              "about 43% is used]]. [[s:Swap (zram) is 4 GiB]] and [[s:none of it is used]].\n\n[[u:Firefox is "
              "the next biggest after the game]], [[c:at about 1.2 GiB]]."},
        {"q": "Am I in the docker group? What groups do I have?", "ev": ["s1"],
         "a": "[[s:No, rafa is not in the docker group]] — [[s:it has no members]]. [[s:You are in wheel]] ([[c:GID 10]]) and "
              "[[s:gamemode]]. [[c:You are also in input]]. [[s:Your shell is fish]] and [[c:your UID is 1001]]. "
              "You can add yourself with `sudo usermod -aG docker rafa`."},
    ],
}

MACHINES = [trout, pike, sturgeon, perch, carp]
