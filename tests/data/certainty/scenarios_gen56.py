"""56th generation (written blind: without reading the wrapper, its tests, the other generations or the corpus
files) of labelled answers, in the style of mistral 7B: long flowing paragraphs whose clauses are joined with
"and", "while", "which means", em dashes and parentheses, causes the evidence does not give, hedges ("it
seems", "likely", "I suspect"), comparisons between two moments and relative times. Machines are named after
sailing ships.

galleon — a home media server (Ubuntu 24.04, Europe/Madrid, CEST). Steady state (an i5-8500T, 15.5 GiB of
RAM, a 12 TB XFS media filesystem on /dev/sdb1, kernel 6.8.0-60 running), a fresh system reading (load 3.12 /
2.40 / 1.95, 64.5% memory, 612 MiB of swap), the containers (jellyfin, sonarr, radarr, qbittorrent up 14
minutes, prowlarr exited), disk usage (/srv/media 87.6%), the top processes by CPU (a libx264 ffmpeg transcode
of a 2160p file, cut to six rows), smartd's journal (temperature 39 → 44 → 47 °C, 8 pending and 8 offline
uncorrectable sectors), warnings of the last two hours (two OOM kills of qbittorrent-nox), two weeks of package
history (a removal, two installs including kernel 6.8.0-62, three upgrades), the listening sockets and
connections, and a 25-minute-old system reading used only for stale claims.

schooner — a small mail VPS (Debian 12, UTC) with Postfix, Dovecot and OpenDKIM. Steady state (accounts root,
deploy, vmail, postfix, dovecot; sudo = deploy), every service's state (fail2ban failed, spamassassin
inactive), seven SASL failures and two IMAP auth-failed disconnects from four addresses over three hours, fail2ban's journal
(it failed once at 05:11 on a missing postfix-sasl log), listeners (25 on v4 and v6, 465, 587, 143, 993, 4190,
OpenDKIM on 127.0.0.1:8891), disk usage (/var/vmail 45%, / 73.8%), a month of package history (Postfix four
days ago, Dovecot three days ago, fail2ban this morning) and stale readings (a 20-minute-old dovecot status,
a 12-minute-old system reading).

clipper — a gaming desktop (Fedora 40, America/Chicago) with an NVIDIA card. Steady state whose package list
is stale (stale_sources: packages; it still lists akmod-nvidia 555.58.02), a fresh system reading (load 9.8 /
8.1 / 5.2, 57.8% memory, zram untouched), processes by memory (Cyberpunk 11.2 GiB, cut to eight rows), kernel
warnings (NVRM Xid 13 at 22:40 and 22:59, a lost display notification at 21:58), a week of package history
(the 560 driver yesterday, kernel 6.11.8 at 20:05 while 6.11.7 runs, lutris removed), disk usage (/mnt/games
96.8%), disk I/O (sda 97.5% busy) and a 20-minute-old system reading.

ketch — a Raspberry Pi 4 home-automation box (Raspberry Pi OS / Debian 12, aarch64, Europe/London). Steady
state, containers (homeassistant and esphome on host networking, zigbee2mqtt up 2 hours on 8080, node-red
exited 137), a day of the ssh unit's journal (four failed passwords and one invalid user from 192.168.0.77, a
public-key login from 192.168.0.12), a system reading (70% memory, swap 75%), kernel warnings (undervoltage at
18:30 and 18:55, an mmc timeout, an OOM kill of node), disk usage, ten days of package history, mosquitto's
status (enabled, PID 712) and its journal (zigbee2mqtt reconnecting on port 1883).

sloop — a backup server (Rocky Linux 9.4, America/New_York) with borgmatic and an rsync pull on timers. Steady
state, every unit including timers (rsync-pull.service failed), the borgmatic.timer and rsync-pull.timer
unit files (01:30 and 06:00 daily), two nights of borgmatic's journal (01:30–03:00 and 01:30–03:15, all
archives 1.61 → 1.63 TB deduplicated), two mornings of rsync-pull's journal (yesterday fine, today a timeout to
nas01.lan), disk usage (/srv/borg 21.3%), a day of failed SSH passwords (seven, three addresses), a month of
package history and a seven-minute-old system reading.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------- galleon
G = Clock("2026-05-14T21:40:00+02:00")
G_MEM = 16_651_874_304

GALLEON = {
    "name": "galleon",
    "clock": G,
    "evidence": [
        steady("g0", G, age=3600, hostname="galleon", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-60-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
               cpu_threads=6, memory_total_bytes=G_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
                      {"device": "/dev/sdb1", "mountpoint": "/srv/media", "fstype": "xfs",
                       "total_bytes": 12_000_138_625_024}],
               network_interfaces=[{"name": "enp2s0", "mac": "d8:9e:f3:41:7c:02", "addresses": ["192.168.1.40/24"],
                                    "is_up": True},
                                   {"name": "docker0", "mac": "02:42:8c:1d:55:a0", "addresses": ["172.17.0.1/16"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
               installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.24.04~noble",
                                   "docker-ce-cli": "5:27.3.1-1~ubuntu.24.04~noble",
                                   "samba": "2:4.19.5+dfsg-4ubuntu9.1", "smartmontools": "7.4-2build1",
                                   "nfs-kernel-server": "1:2.6.4-3ubuntu5",
                                   "intel-media-va-driver-non-free": "24.1.0+dfsg1-1",
                                   "linux-image-6.8.0-60-generic": "6.8.0-60.63",
                                   "linux-image-6.8.0-62-generic": "6.8.0-62.65"},
               available_services=["docker.service", "smbd.service", "nmbd.service", "nfs-server.service",
                                   "smartmontools.service", "ssh.service", "systemd-resolved.service"],
               users=[{"name": "marta", "uid": 1000, "gid": 1000, "home": "/home/marta", "shell": "/bin/bash"},
                      {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
               groups=[{"name": "docker", "gid": 999, "members": ["marta"]},
                       {"name": "media", "gid": 1001, "members": ["marta", "media"]}]),
        item("g1", "linux_system_info", system_info(38.5, [3.12, 2.40, 1.95], 1_036_800, G.ago(1_036_830), G_MEM,
                                                    5_905_580_032, 4 * GiB, 612 * MiB), G, age=30),
        item("g2", "linux_containers", {"runtime": "docker", "containers": [
            box("3f9a1c2b7d10", "jellyfin", "jellyfin/jellyfin:10.9.11", "running", "Up 3 days", G.ago(1_728_000),
                ["0.0.0.0:8096->8096/tcp"]),
            box("8c21d0e4a913", "sonarr", "lscr.io/linuxserver/sonarr:4.0.10", "running", "Up 3 days",
                G.ago(1_728_000), ["0.0.0.0:8989->8989/tcp"]),
            box("b7e05f6a2c44", "radarr", "lscr.io/linuxserver/radarr:5.14.0", "running", "Up 3 days",
                G.ago(1_728_000), ["0.0.0.0:7878->7878/tcp"]),
            box("51d6e8f0a7b2", "qbittorrent", "lscr.io/linuxserver/qbittorrent:4.6.7", "running", "Up 14 minutes",
                G.ago(1_728_000), ["0.0.0.0:8080->8080/tcp", "0.0.0.0:6881->6881/tcp", "0.0.0.0:6881->6881/udp"]),
            box("e0a4c3b19d58", "prowlarr", "lscr.io/linuxserver/prowlarr:1.26.1", "exited", "Exited (0) 2 days ago",
                G.ago(1_728_000), []),
        ]}, G, age=40, args={"all": True}),
        item("g3", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 250_375_106_560, 61_203_000_000),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_422_528),
            fs("/dev/sdb1", "/srv/media", "xfs", 12_000_138_625_024, 10_512_000_000_000),
        ]}, G, age=25),
        item("g4", "linux_processes", processes(287, G_MEM, [
            (48211, "ffmpeg", "marta", 182.0, 1_181_116_006, G.ago(2400),
             "/usr/lib/jellyfin-ffmpeg/ffmpeg -analyzeduration 200M -i file:/media/movies/Dune Part Two (2024)/"
             "Dune.Part.Two.2024.2160p.UHD.BluRay.mkv -map 0:0 -map 0:1 -codec:v:0 libx264 -preset veryfast -crf 23 "
             "-maxrate 8000000 -codec:a:0 aac -f hls /cache/transcodes/4be1c9.m3u8"),
            (2214, "jellyfin", "marta", 14.2, 2_040_109_465, G.ago(259_200),
             "/jellyfin/jellyfin --datadir /config --cachedir /cache --ffmpeg /usr/lib/jellyfin-ffmpeg/ffmpeg"),
            (51002, "qbittorrent-nox", "marta", 6.1, 440_401_920, G.ago(860), "/usr/bin/qbittorrent-nox --webui-port=8080"),
            (1380, "smbd", "root", 2.0, 52_428_800, G.ago(1_036_700), "/usr/sbin/smbd --foreground --no-process-group"),
            (2390, "Sonarr", "marta", 1.3, 325_058_560, G.ago(259_300), "/app/sonarr/bin/Sonarr -nobrowser -data=/config"),
            (990, "dockerd", "root", 0.8, 96_468_992, G.ago(1_036_750),
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        ]), G, age=35, args={"sort": "cpu", "limit": 6}, complete=False),
        item("g5", "linux_recent_logs", {"source": "journal", "unit": "smartmontools.service", "entries": [
            log_entry(G.ago(5400), "smartmontools.service", "info",
                      "Device: /dev/sdb [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 39 to 44"),
            log_entry(G.ago(3600), "smartmontools.service", "info",
                      "Device: /dev/sdb [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 44 to 47"),
            log_entry(G.ago(1800), "smartmontools.service", "crit",
                      "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
            log_entry(G.ago(1795), "smartmontools.service", "crit",
                      "Device: /dev/sdb [SAT], 8 Offline uncorrectable sectors"),
        ]}, G, age=50, args={"unit": "smartmontools.service", "since_minutes": 180}),
        item("g6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry(G.ago(2700), None, "err",
                      "Out of memory: Killed process 49310 (qbittorrent-nox) total-vm:5123456kB, anon-rss:3912044kB, "
                      "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:8120kB oom_score_adj:0"),
            log_entry(G.ago(1800), "smartmontools.service", "crit",
                      "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
            log_entry(G.ago(1795), "smartmontools.service", "crit",
                      "Device: /dev/sdb [SAT], 8 Offline uncorrectable sectors"),
            log_entry(G.ago(900), None, "err",
                      "Out of memory: Killed process 50877 (qbittorrent-nox) total-vm:5398112kB, anon-rss:4020816kB, "
                      "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:8412kB oom_score_adj:0"),
            log_entry(G.ago(600), "systemd-resolved.service", "warning",
                      "Using degraded feature set UDP instead of UDP+EDNS0 for DNS server 192.168.1.1."),
        ]}, G, age=45, args={"since_minutes": 120, "priority": "warning"}),
        item("g7", "linux_package_history", {"events": [
            package_event(G.ago(518_400), "remove", "mediainfo-gui", "24.01.1-1build2", None),
            package_event(G.ago(432_000), "upgrade", "docker-ce", "5:27.3.0-1~ubuntu.24.04~noble",
                          "5:27.3.1-1~ubuntu.24.04~noble"),
            package_event(G.ago(431_990), "upgrade", "docker-ce-cli", "5:27.3.0-1~ubuntu.24.04~noble",
                          "5:27.3.1-1~ubuntu.24.04~noble"),
            package_event(G.ago(259_200), "install", "intel-media-va-driver-non-free", None, "24.1.0+dfsg1-1"),
            package_event(G.ago(172_800), "install", "linux-image-6.8.0-62-generic", None, "6.8.0-62.65"),
            package_event(G.ago(172_700), "upgrade", "samba", "2:4.19.5+dfsg-4ubuntu9", "2:4.19.5+dfsg-4ubuntu9.1"),
        ]}, G, age=60, args={"since_days": 14}),
        item("g8", "linux_network_info", {
            "interfaces": [{"name": "enp2s0", "mac": "d8:9e:f3:41:7c:02", "addresses": ["192.168.1.40/24"], "is_up": True},
                           {"name": "docker0", "mac": "02:42:8c:1d:55:a0", "addresses": ["172.17.0.1/16"], "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 870, "sshd"),
                listener(53, "127.0.0.53", 640, "systemd-resolve"),
                listener(139, "0.0.0.0", 1380, "smbd"),
                listener(445, "0.0.0.0", 1380, "smbd"),
                listener(2049, "0.0.0.0", None, None),
                listener(7878, "0.0.0.0", 2205, "docker-proxy"),
                listener(8080, "0.0.0.0", 2231, "docker-proxy"),
                listener(8096, "0.0.0.0", 2190, "docker-proxy"),
                listener(8989, "0.0.0.0", 2199, "docker-proxy"),
            ],
            "connections": [
                connection("192.168.1.40:8096", "192.168.1.57:52311", 2190, "docker-proxy"),
                connection("192.168.1.40:445", "192.168.1.23:50122", 1380, "smbd"),
                connection("192.168.1.40:22", "192.168.1.23:60114", 870, "sshd"),
            ]}, G, age=30),
        item("g9", "linux_system_info", system_info(8.0, [0.6, 0.7, 0.9], 1_035_330, G.ago(1_036_830), G_MEM,
                                                    9_100_000_000, 4 * GiB, 0), G, age=1500),
    ],
    "answers": [
        {"q": "Why is galleon so sluggish tonight? Streams keep buffering.", "ev": ["g1", "g4", "g2"],
         "a": "Hi! From what I can see, the main reason galleon feels sluggish tonight is [[s:an `ffmpeg` process "
              "(PID 48211)]] that is [[s:eating about 182% CPU]] — [[s:it started about forty minutes ago]] and [[s:it "
              "is transcoding the 2160p *Dune: Part Two* file with `libx264`]], which means the i5 is doing all of "
              "that in software rather than with Quick Sync (I suspect [[u:hardware acceleration is simply switched "
              "off in the Jellyfin dashboard]]). On top of that [[s:the load average has climbed from 1.95 over "
              "fifteen minutes to 3.12 over the last minute]], so the pressure has been building through the "
              "evening, and [[c:memory is nearly full at around 90% used]] while [[c:swap is completely "
              "untouched]]. The `jellyfin` server process itself [[c:only holds roughly 1.2 GB of RAM]], so it's the "
              "transcoder rather than Jellyfin proper, and [[s:the qBittorrent container only came back up about 14 "
              "minutes ago]], [[u:which probably means it is rechecking its torrents and hammering `/srv/media` at "
              "the same time]]. If you want the buffering to stop, enabling VAAPI/QSV under *Dashboard → Playback* "
              "and pausing qBittorrent while you watch should make a big difference."},
        {"q": "How full is the big media drive?", "ev": ["g3", "g0"],
         "a": "Your media library lives on [[s:`/dev/sdb1`, an XFS filesystem mounted at `/srv/media`]], and it's "
              "getting fairly tight: [[s:it is about 87.6% full]], with [[s:roughly 10.5 TB used out of 12 TB]], "
              "which leaves [[c:about 1.49 TiB free]] — and that is less than it sounds once you think about how big "
              "4K remuxes are. [[u:At the rate Sonarr and Radarr have been grabbing things you'll probably cross 95% "
              "within a couple of weeks]]. The system side is in much better shape, with [[c:around 210 GB free]] on the NVMe's `/`, while [[c:the EFI partition is almost full]] (although "
              "that one never really grows). It's also worth keeping in mind that [[u:`/dev/sdb` is the same drive "
              "smartd has been warning about]], so I'd think about a second disk before this one fills up."},
        {"q": "Are all my containers up?", "ev": ["g2"],
         "a": "Not quite all of them. Docker knows about [[s:five containers]] and [[s:four of them — `jellyfin`, "
              "`sonarr`, `radarr` and `qbittorrent` — are running]], while [[s:`prowlarr` exited two days ago]], "
              "[[u:which suggests it was stopped cleanly (maybe by a Watchtower update) rather than crashing]]. "
              "But [[c:qBittorrent has only been up for about forty minutes]] and [[c:it is on version 4.5.2 of the "
              "linuxserver image]], so it looks like it has been restarting. As for ports, [[c:Radarr is published "
              "on 8989]], while [[c:none of the containers expose any UDP ports]], so if "
              "you want DHT to work you'd need to add `-p 6881:6881/udp`. You can bring Prowlarr back with `docker "
              "start prowlarr`."},
        {"q": "Anything worrying in the logs this evening?", "ev": ["g5", "g6"],
         "a": "Yes — there are two separate things in this evening's journal and one of them is genuinely worrying. "
              "[[s:smartd reported 8 currently unreadable (pending) sectors on `/dev/sdb`]] [[s:at 21:10]], and at "
              "the same time [[s:the drive's temperature went from 39 °C to 44 °C at around 20:10]] and "
              "[[c:then up to 49 °C half an hour later]], [[u:which likely means a case fan has died or is clogged "
              "with dust]]. The other problem is memory — [[s:the kernel's OOM killer has killed `qbittorrent-nox` "
              "twice in the last hour]], [[c:first at 20:25]] and [[s:again at 21:25 (about fifteen minutes ago)]], "
              "and [[c:each time it was holding only about 2 GB of anonymous memory]], so I suspect [[u:its disk "
              "cache setting is far too high for a 16 GB box]]. I'd back up anything irreplaceable from `/srv/media` "
              "and run `smartctl -t long /dev/sdb` soon."},
        {"q": "What's been installed or updated on galleon in the last two weeks?", "ev": ["g7", "g0"],
         "a": "Over the last two weeks there were [[s:six package changes]] on galleon:\n\n"
              "1. [[s:**mediainfo-gui** was removed six days ago]]\n"
              "2. [[s:**docker-ce** and **docker-ce-cli** went from 27.3.0 to 27.3.1]] [[c:four days ago]]\n"
              "3. [[s:**intel-media-va-driver-non-free** was installed]], [[u:so that Jellyfin could use Quick "
              "Sync]]\n"
              "4. [[s:a new kernel, **linux-image-6.8.0-62-generic**, was installed two days ago]]\n"
              "5. [[c:**samba** was downgraded to 2:4.19.5+dfsg-4ubuntu9.1]]\n\n"
              "[[c:Two of those changes were removals]], and [[s:the machine is still running the 6.8.0-60 "
              "kernel]], so you'll want to reboot at some point. [[u:The samba update looks like a security fix]], "
              "so it's worth restarting `smbd` too if you haven't already."},
        {"q": "Can my TV reach Jellyfin? Is it even listening?", "ev": ["g8", "g2"],
         "a": "Yes, it should be reachable — [[s:port 8096 is listening on all interfaces (0.0.0.0)]], which is how "
              "Docker publishes the Jellyfin container, and in fact [[s:there is an established connection to it "
              "right now from 192.168.1.57]], [[u:which is most likely your TV]] ([[c:it's connected to the HTTPS "
              "port 8920]], so it seems the app is set to use TLS). [[s:The server's own LAN address is "
              "192.168.1.40]]. A few other things I noticed while looking: [[c:Samba is only listening on "
              "localhost]], [[s:NFS is listening on 2049]], and [[c:SSH is on port 2222]] rather than the default. "
              "[[u:The firewall (ufw) is allowing 8096]], so if the TV still can't play, it's more likely a codec or "
              "bandwidth issue than a network one."},
        {"q": "How much RAM is galleon using?", "ev": ["g9", "g0"],
         "a": "Based on the system information I have, [[t:galleon is using about 7 GiB of RAM]], which is "
              "[[t:roughly 45% of the total]], so there's plenty of headroom. [[t:The load average is low at around 0.6]] and [[t:CPU usage was only 18%]] when it was "
              "read. [[t:It has been up for about 12 days]], and [[s:it runs on a six-core Intel Core i5-8500T]] — I "
              "suspect [[u:most of that memory is Jellyfin's metadata cache]]. Keep in mind that reading is about 25 "
              "minutes old, so `free -h` will tell you what it looks like right now."},
    ],
}

# --------------------------------------------------------------------------------------------------- schooner
S = Clock("2026-05-14T08:15:00+00:00")
S_MEM = 4_101_234_688
DOVECOT = "1:2.3.19.1+dfsg1-2.1+deb12u1"

SCHOONER = {
    "name": "schooner",
    "clock": S,
    "evidence": [
        steady("s0", S, age=7200, hostname="schooner", domain="example.org", os_name="Debian GNU/Linux",
               os_version="12", os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="AMD EPYC-Rome Processor",
               cpu_cores=2, cpu_threads=2, memory_total_bytes=S_MEM,
               disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 42_140_479_488},
                      {"device": "/dev/vdb1", "mountpoint": "/var/vmail", "fstype": "ext4",
                       "total_bytes": 107_321_753_600}],
               network_interfaces=[{"name": "ens3", "mac": "52:54:00:6a:11:3c",
                                    "addresses": ["198.51.100.42/24", "2001:db8:42::25/64"], "is_up": True}],
               dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="198.51.100.1",
               installed_packages={"postfix": "3.7.11-0+deb12u1", "postfix-pcre": "3.7.11-0+deb12u1",
                                   "dovecot-core": DOVECOT, "dovecot-imapd": DOVECOT, "dovecot-lmtpd": DOVECOT,
                                   "opendkim": "2.11.0~beta2-8+deb12u1", "fail2ban": "1.0.2-2",
                                   "certbot": "2.1.0-4", "linux-image-6.1.0-28-amd64": "6.1.119-1"},
               available_services=["postfix.service", "postfix@-.service", "dovecot.service", "opendkim.service",
                                   "fail2ban.service", "spamassassin.service", "ssh.service",
                                   "unattended-upgrades.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "postfix", "uid": 104, "gid": 111, "home": "/var/spool/postfix",
                       "shell": "/usr/sbin/nologin"},
                      {"name": "dovecot", "uid": 106, "gid": 113, "home": "/usr/lib/dovecot",
                       "shell": "/usr/sbin/nologin"},
                      {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                      {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/usr/sbin/nologin"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]},
                       {"name": "adm", "gid": 4, "members": ["deploy"]},
                       {"name": "mail", "gid": 8, "members": []},
                       {"name": "vmail", "gid": 5000, "members": []}]),
        item("s1", "linux_service_status", {"units": [
            unit("postfix.service", "active", "exited", pid=None, since=S.ago(345_520),
                 desc="Postfix Mail Transport Agent"),
            unit("postfix@-.service", "active", "running", ufs="enabled-runtime", pid=1187, since=S.ago(345_500),
                 desc="Postfix Mail Transport Agent (instance -)"),
            unit("dovecot.service", "active", "running", pid=902, since=S.ago(1_750_000),
                 desc="Dovecot IMAP/POP3 email server"),
            unit("opendkim.service", "active", "running", pid=880, since=S.ago(1_750_010),
                 desc="OpenDKIM Milter"),
            unit("fail2ban.service", "failed", "failed", pid=None, since=None, desc="Fail2Ban Service"),
            unit("spamassassin.service", "inactive", "dead", ufs="disabled", desc="Perl-based spam filter using text analysis"),
            unit("ssh.service", "active", "running", pid=640, since=S.ago(1_750_030), desc="OpenBSD Secure Shell server"),
            unit("unattended-upgrades.service", "active", "running", pid=655, since=S.ago(1_750_030),
                 desc="Unattended Upgrades Shutdown"),
        ]}, S, age=30),
        item("s2", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry(S.ago(10_200 - 60 * n), "postfix@-.service", "warning",
                      "warning: unknown[45.155.205.12]: SASL LOGIN authentication failed: UGFzc3dvcmQ6")
            for n in range(5)] + [
            log_entry(S.ago(6300), "postfix@-.service", "warning",
                      "warning: unknown[193.32.162.77]: SASL PLAIN authentication failed: "),
            log_entry(S.ago(6240), "postfix@-.service", "warning",
                      "warning: unknown[193.32.162.77]: SASL PLAIN authentication failed: "),
            log_entry(S.ago(2400), "dovecot.service", "info",
                      "imap-login: Disconnected: Connection closed (auth failed, 3 attempts in 12 secs): "
                      "user=<info@example.org>, method=PLAIN, rip=80.94.95.211, lip=198.51.100.42, TLS, "
                      "session=<kJ3x9QwVmr5QXl/T>"),
            log_entry(S.ago(900), "dovecot.service", "info",
                      "imap-login: Disconnected: Connection closed (auth failed, 1 attempts in 2 secs): "
                      "user=<anna@example.org>, method=PLAIN, rip=203.0.113.88, lip=198.51.100.42, TLS, "
                      "session=<pQ2mV8sXZt7L0a9K>"),
        ]}, S, age=40, args={"grep": "auth", "since_minutes": 180}),
        item("s3", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
            log_entry(S.ago(11_000), "fail2ban.service", "info", "Starting fail2ban.service - Fail2Ban Service..."),
            log_entry(S.ago(10_999), "fail2ban.service", "err",
                      "2026-05-14 05:11:41,532 fail2ban [21904]: ERROR   Failed during configuration: Have not found "
                      "any log file for postfix-sasl jail"),
            log_entry(S.ago(10_998), "fail2ban.service", "err",
                      "2026-05-14 05:11:41,540 fail2ban [21904]: ERROR   Async configuration of server failed"),
            log_entry(S.ago(10_997), "fail2ban.service", "notice",
                      "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"),
            log_entry(S.ago(10_997), "fail2ban.service", "warning", "fail2ban.service: Failed with result 'exit-code'."),
        ]}, S, age=45, args={"unit": "fail2ban.service", "since_minutes": 1440}),
        item("s4", "linux_network_info", {
            "interfaces": [{"name": "ens3", "mac": "52:54:00:6a:11:3c",
                            "addresses": ["198.51.100.42/24", "2001:db8:42::25/64"], "is_up": True}],
            "listening": [
                listener(22, "0.0.0.0", 640, "sshd"),
                listener(25, "0.0.0.0", 1187, "master"),
                listener(25, "::", 1187, "master"),
                listener(465, "0.0.0.0", 1187, "master"),
                listener(587, "0.0.0.0", 1187, "master"),
                listener(143, "0.0.0.0", 902, "dovecot"),
                listener(993, "0.0.0.0", 902, "dovecot"),
                listener(4190, "0.0.0.0", 902, "dovecot"),
                listener(8891, "127.0.0.1", 880, "opendkim"),
            ],
            "connections": [
                connection("198.51.100.42:25", "209.85.220.41:38912", 23310, "smtpd"),
                connection("198.51.100.42:993", "192.0.2.14:40022", 23011, "imap-login"),
                connection("198.51.100.42:22", "192.0.2.200:55012", 22950, "sshd"),
            ]}, S, age=30),
        item("s5", "linux_disk_usage", {"filesystems": [
            fs("/dev/vda1", "/", "ext4", 42_140_479_488, 31_100_000_000),
            fs("/dev/vdb1", "/var/vmail", "ext4", 107_321_753_600, 48_320_000_000),
        ]}, S, age=20),
        item("s6", "linux_package_history", {"events": [
            package_event(S.ago(1_814_400), "install", "linux-image-6.1.0-28-amd64", None, "6.1.119-1"),
            package_event(S.ago(345_700), "upgrade", "postfix", "3.7.10-0+deb12u1", "3.7.11-0+deb12u1"),
            package_event(S.ago(345_690), "upgrade", "postfix-pcre", "3.7.10-0+deb12u1", "3.7.11-0+deb12u1"),
            package_event(S.ago(259_200), "upgrade", "dovecot-core", "1:2.3.19.1+dfsg1-2.1", DOVECOT),
            package_event(S.ago(259_190), "upgrade", "dovecot-imapd", "1:2.3.19.1+dfsg1-2.1", DOVECOT),
            package_event(S.ago(11_300), "install", "python3-pyinotify", None, "0.9.6-2"),
            package_event(S.ago(11_290), "install", "fail2ban", None, "1.0.2-2"),
        ]}, S, age=40, args={"since_days": 30}),
        item("s7", "linux_service_status", unit("dovecot.service", "active", "running", pid=902, since=S.ago(1_750_000),
                                                desc="Dovecot IMAP/POP3 email server"),
             S, age=1200, args={"name": "dovecot"}),
        item("s8", "linux_system_info", system_info(4.1, [0.21, 0.18, 0.15], 1_800_000, S.ago(1_800_700), S_MEM,
                                                    1_480_000_000, GiB, 210 * MiB), S, age=700),
    ],
    "answers": [
        {"q": "Is the mail server healthy?", "ev": ["s1", "s4"],
         "a": "Mostly, yes, but with one notable exception. [[s:The `postfix@-` instance is active and running as PID "
              "1187]] and [[s:Dovecot is running too]], [[c:as is SpamAssassin]], while [[s:OpenDKIM is listening on "
              "127.0.0.1:8891]] for the milter. The exception is that [[s:`fail2ban.service` is in a failed state]], "
              "which means nothing is currently banning brute-force attempts. On the network side [[s:SMTP is "
              "listening on port 25 on both IPv4 and IPv6]], while [[s:Dovecot listens "
              "on 993]] and [[c:on 110 for POP3]]; [[s:there's one inbound SMTP connection right now from "
              "209.85.220.41]], [[u:which is a Google mail server delivering something]]. I'd start by looking at "
              "`journalctl -u fail2ban -b` to see why it died."},
        {"q": "Have there been any failed logins in the last few hours?", "ev": ["s2"],
         "a": "Yes, quite a few, and they follow the usual pattern of password-spraying bots. [[s:45.155.205.12 failed "
              "SASL LOGIN authentication five times between 05:25 and 05:29]] against Postfix, "
              "and [[s:about an hour later (06:30–06:31) 193.32.162.77 tried twice more with SASL PLAIN]]. On the "
              "IMAP side [[s:80.94.95.211 had three failed attempts for `info@example.org`]] [[c:at 07:53]], and "
              "[[s:just fifteen minutes ago someone at 203.0.113.88 failed once as `anna@example.org`]] — [[u:that "
              "one is probably just Anna mistyping her password on her phone]]. In total that's [[c:nine failed "
              "SMTP logins]], and [[s:four different addresses were involved]]."},
        {"q": "Why did fail2ban stop?", "ev": ["s3", "s1", "s6"],
         "a": "It looks like fail2ban never actually got going: [[s:it was installed only this morning]] ([[s:at about "
              "05:06]]), and [[s:when it started at 05:11]] — [[c:about two hours ago]] — [[s:it failed during "
              "configuration because it had not found any log file for the `postfix-sasl` jail]], [[u:which on "
              "Debian 12 is almost always because Postfix logs only to the journal and there's no "
              "`/var/log/mail.log`]], so the jail needs `backend = systemd`. [[s:The main process then exited with "
              "status 255/EXCEPTION]], and [[c:systemd has tried to restart it three times since]]. [[u:It was "
              "installed by the `deploy` user]], I think, while setting the jail up by hand. Other than that "
              "[[s:Postfix and Dovecot are both running normally]], so mail is flowing — it's only the banning that's "
              "missing."},
        {"q": "What changed on schooner over the last month?", "ev": ["s6", "s0"],
         "a": "Here's a summary of the package activity over the past 30 days — [[s:seven changes in all]]:\n\n"
              "**Mail stack:** [[s:Postfix was upgraded from 3.7.10 to 3.7.11]] [[s:four days ago]], and [[c:Dovecot "
              "was upgraded the same day]], [[u:both through unattended-upgrades]]. One thing worth noticing is that "
              "[[u:Dovecot hasn't been restarted since its upgrade]], so it may still be running the old binaries.\n\n"
              "**New software:** [[s:fail2ban 1.0.2-2 and python3-pyinotify were installed this morning]].\n\n"
              "[[c:OpenDKIM is still on 2.11.0~beta2-7]], and [[s:nothing was removed]] during the month."},
        {"q": "How much room is left for mailboxes?", "ev": ["s5"],
         "a": "The mailboxes live on [[s:their own ext4 volume, `/dev/vdb1` mounted at `/var/vmail`]], and "
              "[[s:it's at 45% used]] — [[s:about 48 GB of mail]] on a [[c:roughly 120 GB disk]], so [[c:there's "
              "about 72 GB free]] and you're in no danger there. [[c:The root filesystem is in a similar position "
              "at around 58%]], [[u:mostly because of old journal files and the apt cache]], so you might want to "
              "run `journalctl --vacuum-size=500M` and `apt clean` at some point. [[u:Mail volume has been growing "
              "by roughly 2 GB a month]], which means at the current pace you have years left on `/var/vmail`."},
        {"q": "Who has accounts on schooner and who can use sudo?", "ev": ["s0"],
         "a": "There are [[s:five accounts]] on schooner, but only three really matter:\n\n"
              "- **root** — [[c:with `/bin/zsh` as its shell]]\n"
              "- **deploy** — [[s:UID 1000]]; [[s:it's the only member of the `sudo` group]]\n"
              "- **vmail** — [[c:UID 500]], [[s:with `/usr/sbin/nologin` as its shell]], so nobody can log in as "
              "it interactively; [[u:Dovecot uses it to deliver mail]]\n\n"
              "[[s:`postfix` and `dovecot` are system accounts with nologin shells]] as well, and [[c:`vmail` is "
              "also a member of the `mail` group]]. If you want to double-check, `getent group sudo` will list the "
              "sudoers."},
        {"q": "Is dovecot still running, and how's the memory?", "ev": ["s7", "s8", "s0"],
         "a": "Yes — [[t:Dovecot is active and running]], and [[t:it has been up for about twenty days]]. Memory looks "
              "fine for a small VPS: [[t:about 2.4 GiB of the 3.8 GiB is in use]], [[t:with around 210 MiB pushed "
              "out to swap]], [[u:which is probably ClamAV's signature database]], and [[t:the load average is tiny, "
              "around 0.2]]. [[s:The VPS has two AMD EPYC cores and 4 GB of RAM in total]], so if you ever add "
              "Rspamd you may want to bump it to 8 GB. Note that both readings are more than ten minutes old."},
    ],
}

# ---------------------------------------------------------------------------------------------------- clipper
C = Clock("2026-05-13T23:05:00-05:00")
C_MEM = 33_398_415_360
NV_OLD, NV_NEW = "3:555.58.02-1.fc40", "3:560.35.03-1.fc40"

CLIPPER = {
    "name": "clipper",
    "clock": C,
    "evidence": [
        steady("c0", C, age=5400, hostname="clipper", os_name="Fedora Linux", os_version="40",
               kernel="6.11.7-200.fc40.x86_64", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8,
               cpu_threads=16, memory_total_bytes=C_MEM, package_manager="rpm",
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs",
                       "total_bytes": 1_999_307_276_288},
                      {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4",
                       "total_bytes": 1_000_202_273_280}],
               network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:2e:41:d7", "addresses": ["192.168.50.20/24"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
               installed_packages={"akmod-nvidia": NV_OLD, "xorg-x11-drv-nvidia": NV_OLD,
                                   "steam": "1.0.0.81-1.fc40", "gamemode": "1.8.2-1.fc40",
                                   "mesa-vulkan-drivers": "24.1.7-1.fc40", "lutris": "0.5.17-1.fc40",
                                   "kernel": "6.11.7-200.fc40"},
               users=[{"name": "dani", "uid": 1000, "gid": 1000, "home": "/home/dani", "shell": "/bin/zsh"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["dani"]}],
               stale_sources=["packages"]),
        item("c1", "linux_system_info", system_info(71.3, [9.8, 8.1, 5.2], 14_400, C.ago(14_420), C_MEM,
                                                    14_100_000_000, 8 * GiB, 0), C, age=20),
        item("c2", "linux_processes", processes(412, C_MEM, [
            (18842, "Cyberpunk2077.e", "dani", 402.0, 12_025_908_838, C.ago(5400),
             "Z:\\home\\dani\\.local\\share\\Steam\\steamapps\\common\\Cyberpunk 2077\\bin\\x64\\Cyberpunk2077.exe"),
            (9120, "firefox", "dani", 2.4, 1_717_986_918, C.ago(13_000), "/usr/lib64/firefox/firefox"),
            (16021, "steamwebhelper", "dani", 3.1, 1_181_116_006, C.ago(6000),
             "/home/dani/.local/share/Steam/ubuntu12_64/steamwebhelper -lang=en_US -cachedir=/home/dani/.cache"),
            (12210, "Discord", "dani", 1.2, 723_517_440, C.ago(12_000), "/usr/lib64/discord/Discord"),
            (2411, "gnome-shell", "dani", 5.0, 566_231_040, C.ago(14_300), "/usr/bin/gnome-shell"),
            (18790, "wineserver", "dani", 1.8, 314_572_800, C.ago(5420), "wineserver"),
            (2530, "Xwayland", "dani", 0.9, 220_200_960, C.ago(14_280), "/usr/bin/Xwayland :0 -rootless -noreset"),
            (1870, "pipewire", "dani", 0.6, 62_914_560, C.ago(14_310), "/usr/bin/pipewire"),
        ]), C, age=25, args={"sort": "memory", "limit": 8}, complete=False),
        item("c3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry(C.ago(11_000), None, "warning", "usb 3-2: device descriptor read/64, error -71"),
            log_entry(C.ago(4000), None, "warning",
                      "nvidia-modeset: WARNING: GPU:0: Lost display notification (0:0x00000000); continuing."),
            log_entry(C.ago(1500), None, "err",
                      "NVRM: Xid (PCI:0000:01:00): 13, pid=18842, name=Cyberpunk2077.e, Graphics SM Warp Exception "
                      "on (GPC 1, TPC 2, SM 0): Out Of Range Address"),
            log_entry(C.ago(320), None, "err",
                      "NVRM: Xid (PCI:0000:01:00): 13, pid=18842, name=Cyberpunk2077.e, Graphics SM Warp Exception "
                      "on (GPC 3, TPC 0, SM 1): Out Of Range Address"),
            log_entry(C.ago(318), None, "err",
                      "NVRM: Xid (PCI:0000:01:00): 13, pid=18842, name=Cyberpunk2077.e, Graphics Exception: ESR "
                      "0x51e730=0x12000e 0x51e734=0x0 0x51e728=0x4c1eb72 0x51e72c=0x174"),
        ]}, C, age=30, args={"since_minutes": 240, "priority": "warning"}),
        item("c4", "linux_package_history", {"events": [
            package_event(C.ago(259_200), "remove", "lutris", "0.5.17-1.fc40", None),
            package_event(C.ago(176_400), "install", "gamescope", None, "3.15.11-1.fc40"),
            package_event(C.ago(93_600), "upgrade", "akmod-nvidia", NV_OLD, NV_NEW),
            package_event(C.ago(93_590), "upgrade", "xorg-x11-drv-nvidia", NV_OLD, NV_NEW),
            package_event(C.ago(93_580), "upgrade", "mesa-vulkan-drivers", "24.1.7-1.fc40", "24.2.6-1.fc40"),
            package_event(C.ago(10_800), "install", "kernel", None, "6.11.8-200.fc40"),
        ]}, C, age=40, args={"since_days": 7}),
        item("c5", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p3", "/", "btrfs", 1_999_307_276_288, 1_612_000_000_000),
            fs("/dev/nvme0n1p2", "/boot", "ext4", 1_073_741_824, 402_653_184),
            fs("/dev/nvme0n1p3", "/home", "btrfs", 1_999_307_276_288, 1_612_000_000_000),
            fs("/dev/sda1", "/mnt/games", "ext4", 1_000_202_273_280, 968_000_000_000),
        ]}, C, age=30),
        item("c6", "linux_system_info", system_info(9.5, [1.1, 1.4, 1.2], 13_220, C.ago(14_420), C_MEM,
                                                    27_900_000_000, 8 * GiB, 0), C, age=1200),
        item("c7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
            {"device": "nvme0n1", "read_bytes_per_s": 412_000_000, "write_bytes_per_s": 18_500_000, "busy_percent": 41.0},
            {"device": "sda", "read_bytes_per_s": 86_200_000, "write_bytes_per_s": 0, "busy_percent": 97.5},
        ]}, C, age=15, args={"interval_seconds": 1.0}),
    ],
    "answers": [
        {"q": "Cyberpunk keeps stuttering and it crashed to desktop once — what's going on?",
         "ev": ["c1", "c2", "c3"],
         "a": "That sounds frustrating! Looking at the kernel log, the most likely culprit is the GPU driver rather "
              "than the game itself: [[s:the NVIDIA driver logged Xid 13 errors for `Cyberpunk2077.e` (PID 18842)]] "
              "— [[s:one at 22:40]] and [[s:two more at about 22:59]] — and Xid 13 is a graphics engine exception, "
              "[[u:which usually points to an unstable GPU overclock or a bug in the 560 driver series]]. [[c:The "
              "game itself is using around 8 GB of RAM]], while [[s:the one-minute load is 9.8]], [[c:down from 5.2 "
              "a quarter of an hour ago]]. Memory overall isn't the problem, since [[s:only about 58% is used]]. "
              "[[c:There's also an earlier `GPU has fallen off the bus` message at 21:58]], which would explain the "
              "crash to desktop. I'd try resetting any overclock in GreenWithEnvy first and, if it keeps happening, "
              "rolling back to the 555 driver."},
        {"q": "Did the nvidia driver update actually go through?", "ev": ["c4", "c0"],
         "a": "Yes, it did — [[s:`akmod-nvidia` was upgraded from 555.58.02 to 560.35.03]] [[s:yesterday evening "
              "around 21:05]], [[s:together with `xorg-x11-drv-nvidia` and the Mesa Vulkan drivers]]. [[t:The installed "
              "package list still shows 555.58.02]], [[u:which is probably just because the akmod rebuild hadn't "
              "finished when the snapshot was taken]]. Since then [[c:a new kernel (6.11.8) was installed this "
              "morning]], and [[s:two days ago you installed gamescope]], while [[c:Lutris was upgraded]] [[s:three "
              "days ago]]. [[u:akmods will have built the 560 module for the new kernel automatically]], but you can "
              "confirm with `modinfo -F version nvidia`."},
        {"q": "How much space do I have left for games?", "ev": ["c5"],
         "a": "Your games drive is the tight one: [[s:`/mnt/games` (on `/dev/sda1`) is 96.8% full]], which leaves "
              "[[s:only about 32 GB]] — [[c:roughly 36 GiB]] — and that's not even enough for one modern AAA "
              "install. The main NVMe is much roomier, because [[s:`/` and `/home` share the same btrfs "
              "filesystem]], [[c:which is about 75% used]] and [[s:has around 387 GB free]]. If you want to free space quickly, moving the "
              "Steam library for older games from `/mnt/games` to the NVMe (Steam → Storage → Move) would help, and "
              "[[u:btrfs compression is probably already saving you some space there]]."},
        {"q": "What's eating all my RAM?", "ev": ["c2", "c1"],
         "a": "By far the biggest user is [[s:the game itself — `Cyberpunk2077.e`, PID 18842 —]] [[s:at about 11.2 "
              "GiB resident]], which is [[c:about half of your RAM]] on its own. [[c:After that comes Discord at about "
              "1.3 GiB]], [[u:which is a lot for a chat app and probably "
              "comes from its hardware acceleration cache]]. Altogether [[s:about 18 GiB of your 31 GiB is in use]], "
              "so you're not actually short on memory — [[c:nothing else on the system is using more than 200 MB]]. "
              "Closing Firefox while you play would free a bit, but I don't think RAM is what's causing the "
              "stutters."},
        {"q": "Am I actually running the new kernel?", "ev": ["c0", "c4"],
         "a": "Not yet — [[s:you're running 6.11.7-200.fc40]], while [[s:6.11.8-200 was installed]] [[c:about nine "
              "hours ago]], which means [[s:you'll need to reboot to pick it up]]. [[u:The akmod for the NVIDIA 560 "
              "driver should already have been built for 6.11.8 during the install]], so the reboot ought to be "
              "painless. For reference, [[s:this is Fedora 40]] [[s:on an AMD Ryzen 7 7800X3D]] [[c:with 12 "
              "cores]]."},
        {"q": "Is the disk the bottleneck when the game is loading?", "ev": ["c7", "c5"],
         "a": "It could well be the games drive. In the sample I have, [[s:`sda` was 97.5% busy]] while [[s:reading "
              "at only about 86 MB/s]], [[u:which is typical of a spinning hard disk]] — and [[s:that's the disk "
              "`/mnt/games` lives on]]. [[s:The NVMe was reading much faster, at around 412 MB/s]], [[c:and it was "
              "close to saturated as well]]. So [[u:moving Cyberpunk to "
              "the NVMe should cut loading times roughly in half]], and you do have room for it there."},
        {"q": "Give me a quick status of clipper.", "ev": ["c6", "c0"],
         "a": "Sure! Here's a quick overview:\n\n"
              "- **OS:** [[s:Fedora Linux 40]]\n"
              "- **CPU:** [[t:about 9.5% busy]], [[t:load 1.1]]\n"
              "- **Memory:** [[t:around 5 GiB used]] [[t:(about 16%)]] of 31 GiB\n"
              "- **Uptime:** [[t:roughly 3 hours and 40 minutes]]\n"
              "- **Driver:** [[t:NVIDIA 555.58.02 (akmod)]]\n\n"
              "Everything looks calm, [[u:so whatever was stuttering earlier has probably stopped]]. Keep in mind "
              "that these numbers were read about twenty minutes ago."},
    ],
}

# ------------------------------------------------------------------------------------------------------ ketch
K = Clock("2026-05-14T19:20:00+01:00")
K_MEM = 3_974_000_000

KETCH = {
    "name": "ketch",
    "clock": K,
    "evidence": [
        steady("k0", K, age=4000, hostname="ketch", os_name="Debian GNU/Linux", os_version="12",
               os_codename="bookworm", kernel="6.6.51+rpt-rpi-v8", arch="aarch64", cpu_model="Cortex-A72",
               cpu_cores=4, cpu_threads=4, memory_total_bytes=K_MEM,
               disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62_528_000_000},
                      {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                       "total_bytes": 535_805_952}],
               network_interfaces=[{"name": "eth0", "mac": "dc:a6:32:5e:0b:19", "addresses": ["192.168.0.30/24"],
                                    "is_up": True},
                                   {"name": "wlan0", "mac": "dc:a6:32:5e:0b:1a", "addresses": [], "is_up": False}],
               dns_servers=["192.168.0.1"], default_gateway="192.168.0.1",
               installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm", "mosquitto": "2.0.11-1.2+deb12u1",
                                   "mosquitto-clients": "2.0.11-1.2+deb12u1", "openssh-server": "1:9.2p1-2+deb12u3",
                                   "linux-image-rpi-v8": "1:6.6.51-1+rpt3"},
               available_services=["docker.service", "mosquitto.service", "ssh.service", "bluetooth.service"],
               users=[{"name": "tom", "uid": 1000, "gid": 1000, "home": "/home/tom", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["tom"]},
                       {"name": "docker", "gid": 994, "members": ["tom"]},
                       {"name": "dialout", "gid": 20, "members": ["tom"]}]),
        item("k1", "linux_containers", {"runtime": "docker", "containers": [
            box("a1c9e27f0b34", "homeassistant", "ghcr.io/home-assistant/home-assistant:2024.11.2", "running",
                "Up 6 days", K.ago(2_592_000)),
            box("4d7be0c1f25a", "zigbee2mqtt", "koenkk/zigbee2mqtt:1.41.0", "running", "Up 2 hours", K.ago(2_592_000),
                ["0.0.0.0:8080->8080/tcp"]),
            box("9e03f6a8d2c7", "node-red", "nodered/node-red:4.0.5", "exited", "Exited (137) 5 hours ago",
                K.ago(2_592_000)),
            box("6b58c4d91e0f", "esphome", "ghcr.io/esphome/esphome:2024.10.3", "running", "Up 6 days",
                K.ago(2_592_000)),
        ]}, K, age=30, args={"all": True}),
        item("k2", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
            log_entry(K.ago(50_400), "ssh.service", "info", "Invalid user admin from 192.168.0.77 port 50412"),
            log_entry(K.ago(50_398), "ssh.service", "info",
                      "Failed password for invalid user admin from 192.168.0.77 port 50412 ssh2"),
            log_entry(K.ago(50_390), "ssh.service", "info", "Failed password for tom from 192.168.0.77 port 50420 ssh2"),
            log_entry(K.ago(50_385), "ssh.service", "info", "Failed password for tom from 192.168.0.77 port 50420 ssh2"),
            log_entry(K.ago(50_383), "ssh.service", "info",
                      "Connection closed by authenticating user tom 192.168.0.77 port 50420 [preauth]"),
            log_entry(K.ago(50_380), "ssh.service", "info", "Failed password for root from 192.168.0.77 port 50428 ssh2"),
            log_entry(K.ago(2700), "ssh.service", "info",
                      "Accepted publickey for tom from 192.168.0.12 port 41822 ssh2: ED25519 "
                      "SHA256:q8Lk1VfT0dXo2m7a9bCz4YpR6sWnE3uH5jKlMiOpQrs"),
            log_entry(K.ago(2699), "ssh.service", "info",
                      "pam_unix(sshd:session): session opened for user tom(uid=1000) by tom(uid=0)"),
        ]}, K, age=40, args={"unit": "ssh.service", "since_minutes": 1440}),
        item("k3", "linux_system_info", system_info(23.0, [1.35, 1.10, 0.98], 520_000, K.ago(520_020), K_MEM,
                                                    1_190_000_000, 536_870_912, 402_653_184), K, age=20),
        item("k4", "linux_disk_usage", {"filesystems": [
            fs("/dev/mmcblk0p2", "/", "ext4", 62_528_000_000, 51_900_000_000),
            fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", 535_805_952, 66_060_288),
        ]}, K, age=25),
        item("k5", "linux_service_status", unit("mosquitto.service", "active", "running", ufs="enabled", pid=712,
                                                since=K.ago(519_900), desc="Mosquitto MQTT Broker"),
             K, age=30, args={"name": "mosquitto"}),
        item("k6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry(K.ago(18_000), None, "err",
                      "Memory cgroup out of memory: Killed process 3321 (node) total-vm:1258300kB, anon-rss:402112kB, "
                      "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:1480kB oom_score_adj:0"),
            log_entry(K.ago(7200), None, "warning", "mmc0: Timeout waiting for hardware interrupt."),
            log_entry(K.ago(3000), None, "warning", "hwmon hwmon1: Undervoltage detected!"),
            log_entry(K.ago(1500), None, "warning", "hwmon hwmon1: Undervoltage detected!"),
        ]}, K, age=35, args={"since_minutes": 1440, "priority": "warning"}),
        item("k7", "linux_package_history", {"events": [
            package_event(K.ago(691_200), "upgrade", "openssh-server", "1:9.2p1-2+deb12u2", "1:9.2p1-2+deb12u3"),
            package_event(K.ago(691_190), "upgrade", "openssh-client", "1:9.2p1-2+deb12u2", "1:9.2p1-2+deb12u3"),
            package_event(K.ago(691_000), "upgrade", "linux-image-rpi-v8", "1:6.6.51-1+rpt2", "1:6.6.51-1+rpt3"),
            package_event(K.ago(172_800), "remove", "pulseaudio", "16.1+dfsg1-2+rpt1", None),
            package_event(K.ago(86_400), "install", "mosquitto-clients", None, "2.0.11-1.2+deb12u1"),
        ]}, K, age=50, args={"since_days": 10}),
        item("k8", "linux_recent_logs", {"source": "journal", "unit": "mosquitto.service", "entries": [
            log_entry(K.ago(519_890), "mosquitto.service", "info", "mosquitto version 2.0.11 running"),
            log_entry(K.ago(7240), "mosquitto.service", "info", "Client zigbee2mqtt_1c77 closed its connection."),
            log_entry(K.ago(7210), "mosquitto.service", "info", "New connection from 172.18.0.3:48812 on port 1883."),
            log_entry(K.ago(7209), "mosquitto.service", "info",
                      "New client connected from 172.18.0.3:48812 as zigbee2mqtt_5e3a (p2, c1, k60, u'mqtt')."),
        ]}, K, age=35, args={"unit": "mosquitto.service", "since_minutes": 10080}),
    ],
    "answers": [
        {"q": "Is someone trying to break into my Pi over SSH?", "ev": ["k2"],
         "a": "There were some failed attempts, but interestingly [[s:they all came from inside your own network]]. Early "
              "this morning, [[s:at around 05:20]], [[s:192.168.0.77 tried to log in as `admin`]], [[s:then twice as "
              "`tom`]] [[c:and then twice as `root`]]. [[u:That address is probably "
              "one of your smart plugs or cameras that has been compromised]], or a device running a network "
              "scanner, so it's worth checking your router's DHCP list to see what it is. [[s:The only successful "
              "login today was `tom` with a public key from 192.168.0.12]] [[c:at 17:35]], [[u:which I assume is "
              "your laptop]]. [[c:That makes five failed password attempts in total]]."},
        {"q": "Are all my home automation containers running?", "ev": ["k1"],
         "a": "Most of them are. [[s:Home Assistant and ESPHome are both up]], and "
              "[[s:Zigbee2MQTT is running]] [[c:on an older 1.39 image]] — [[s:it came up about two hours ago]], "
              "[[u:probably after losing the connection to the Zigbee coordinator]]. [[s:Node-RED, however, exited "
              "five hours ago]] [[s:with code 137]], [[u:which usually means it was killed for using too much "
              "memory]], so your flows haven't been running since then. [[c:Home Assistant is published on port "
              "8123]]. `docker start node-red` will get it back."},
        {"q": "Why is the Pi so sluggish today?", "ev": ["k3", "k6"],
         "a": "A few things seem to be combining. First, [[s:about 70% of the 4 GB of memory is in use]] and [[s:swap "
              "is 75% full]], and since swap on a Pi lives on the SD card, [[u:that alone makes everything slower]]. "
              "Second, [[s:the kernel reported undervoltage twice]] — [[s:at 18:30]] and [[c:again at 19:05]] — "
              "[[u:which means your power supply can't keep up and the CPU gets throttled]]. Third, [[s:there was an "
              "SD card timeout (`mmc0: Timeout waiting for hardware interrupt`) at 17:20]], [[u:which suggests the "
              "card is starting to wear out]]. And earlier in the day, [[c:around 12:20]], [[s:the OOM killer took "
              "out a `node` process]], [[u:and the load has been rising steadily all day]]. I'd start with the "
              "official 15 W supply and a better SD card (or an SSD over USB)."},
        {"q": "How much space is left on the SD card?", "ev": ["k4", "k0"],
         "a": "[[s:The root filesystem on `/dev/mmcblk0p2` is 83% full]], [[s:with about 10.6 GB free]] — [[c:that's "
              "about 11.5 GiB]] — [[s:out of roughly 62.5 GB]], and [[u:most of that is probably Docker images and "
              "Home Assistant's recorder database]], which can grow quickly if you keep a long history. [[s:The boot "
              "partition at `/boot/firmware` is only about 12% used]] [[c:and is formatted as ext4]]. [[u:Docker's "
              "overlay directory is the biggest thing on the card]], so `docker system prune` and purging the "
              "recorder to 10 days would probably free several GB."},
        {"q": "What updates were installed on ketch recently?", "ev": ["k7", "k0"],
         "a": "In the last ten days there were [[s:five package changes]]. [[s:About eight days ago `openssh-server` "
              "and `openssh-client` were upgraded to 1:9.2p1-2+deb12u3]], [[u:which was a security update]], and "
              "[[c:the Raspberry Pi kernel package `linux-image-rpi-v8` was upgraded four days ago]]. [[s:Two days "
              "ago `pulseaudio` was removed]] ([[u:probably because you switched to PipeWire]]), and [[s:yesterday "
              "`mosquitto-clients` was installed]], [[c:which brought Mosquitto itself up to version 2.0.18]]. "
              "[[u:The Pi has been rebooted since the kernel update]], so you're already on the new kernel."},
        {"q": "Is mosquitto running, and does zigbee2mqtt connect to it?", "ev": ["k5", "k8"],
         "a": "Yes — [[s:`mosquitto.service` is active and running]], and [[s:it has been up for "
              "about six days]], [[c:although it's disabled]], so it won't come back after a reboot unless something "
              "else starts it. [[s:Zigbee2MQTT reconnected to it a little over two hours ago]] [[s:from "
              "172.18.0.3]], [[u:so the restart was probably triggered by a Watchtower update]]. [[c:The broker is "
              "listening on port 8883 with TLS]], [[s:and it's running Mosquitto 2.0.11]]."},
    ],
}

# ------------------------------------------------------------------------------------------------------ sloop
B = Clock("2026-05-14T10:05:00-04:00")
B_MEM = 16_487_000_000
BORG = "borgmatic.service"
RSYNC = "rsync-pull.service"

SLOOP = {
    "name": "sloop",
    "clock": B,
    "evidence": [
        steady("b0", B, age=6000, hostname="sloop", os_name="Rocky Linux", os_version="9.4", os_codename="Blue Onyx",
               kernel="5.14.0-427.42.1.el9_4.x86_64", cpu_model="Intel(R) Xeon(R) E-2224 CPU @ 3.40GHz", cpu_cores=4,
               cpu_threads=4, memory_total_bytes=B_MEM, package_manager="rpm",
               disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                      {"device": "/dev/md0", "mountpoint": "/srv/borg", "fstype": "xfs",
                       "total_bytes": 7_998_855_053_312}],
               network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:22:8a", "addresses": ["192.168.10.40/24"],
                                    "is_up": True}],
               dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
               installed_packages={"borgbackup": "1.2.8-1.el9", "borgmatic": "1.8.9-1.el9", "rsync": "3.2.3-19.el9",
                                   "openssh-server": "8.7p1-38.el9_4.4", "mdadm": "4.2-14.el9_4",
                                   "kernel": "5.14.0-427.42.1.el9_4"},
               available_services=["borgmatic.service", "rsync-pull.service", "sshd.service", "mdmonitor.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "backup", "uid": 980, "gid": 980, "home": "/var/lib/backup", "shell": "/bin/bash"},
                      {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["ops"]},
                       {"name": "backup", "gid": 980, "members": []}]),
        item("b1", "linux_service_status", {"units": [
            unit("borgmatic.timer", "active", "waiting", pid=None, since=B.ago(1_149_950), desc="Run borgmatic nightly"),
            unit(BORG, "inactive", "dead", ufs="static", desc="Run borgmatic backup nightly"),
            unit("rsync-pull.timer", "active", "waiting", pid=None, since=B.ago(1_149_950), desc="Pull shares daily"),
            unit(RSYNC, "failed", "failed", ufs="static", desc="Pull shares from nas01"),
            unit("fstrim.timer", "active", "waiting", pid=None, since=B.ago(1_149_950), desc="Discard unused blocks once a week"),
            unit("raid-check.timer", "active", "waiting", pid=None, since=B.ago(1_149_950), desc="Weekly RAID health check"),
            unit("dnf-makecache.timer", "active", "waiting", pid=None, since=B.ago(1_149_950), desc="dnf makecache --timer"),
            unit("sshd.service", "active", "running", pid=1021, since=B.ago(1_149_940), desc="OpenSSH server daemon"),
        ]}, B, age=30),
        item("b2", "linux_file_read", {"path": "/etc/systemd/system/borgmatic.timer", "offset": 0, "limit": 200,
                                       "total_lines": 9, "lines": [
            "[Unit]", "Description=Run borgmatic nightly", "", "[Timer]", "OnCalendar=*-*-* 01:30:00", "Persistent=true",
            "", "[Install]", "WantedBy=timers.target"]}, B, age=60,
             args={"path": "/etc/systemd/system/borgmatic.timer"}),
        item("b3", "linux_recent_logs", {"source": "journal", "unit": BORG, "entries": [
            log_entry(B.ago(117_300), BORG, "info", "Starting borgmatic.service - Run borgmatic backup nightly..."),
            log_entry(B.ago(117_290), BORG, "info", "/srv/borg/hosts: Creating archive"),
            log_entry(B.ago(111_905), BORG, "info",
                      "/srv/borg/hosts: This archive: 46.87 GB original, 19.40 GB compressed, 1.92 GB deduplicated"),
            log_entry(B.ago(111_904), BORG, "info",
                      "/srv/borg/hosts: All archives: 18.87 TB original, 8.28 TB compressed, 1.61 TB deduplicated"),
            log_entry(B.ago(111_895), BORG, "info", "borgmatic.service: Deactivated successfully."),
            log_entry(B.ago(111_894), BORG, "info", "Finished borgmatic.service - Run borgmatic backup nightly."),
            log_entry(B.ago(30_900), BORG, "info", "Starting borgmatic.service - Run borgmatic backup nightly..."),
            log_entry(B.ago(30_890), BORG, "info", "/srv/borg/hosts: Creating archive"),
            log_entry(B.ago(24_836), BORG, "info",
                      "/srv/borg/hosts: This archive: 48.21 GB original, 20.11 GB compressed, 2.31 GB deduplicated"),
            log_entry(B.ago(24_835), BORG, "info",
                      "/srv/borg/hosts: All archives: 18.92 TB original, 8.30 TB compressed, 1.63 TB deduplicated"),
            log_entry(B.ago(24_600), BORG, "info", "borgmatic.service: Deactivated successfully."),
            log_entry(B.ago(24_600), BORG, "info", "borgmatic.service: Consumed 41min 12.345s CPU time."),
            log_entry(B.ago(24_599), BORG, "info", "Finished borgmatic.service - Run borgmatic backup nightly."),
        ]}, B, age=40, args={"unit": BORG, "since_minutes": 2880}),
        item("b4", "linux_recent_logs", {"source": "journal", "unit": RSYNC, "entries": [
            log_entry(B.ago(101_100), RSYNC, "info", "Starting rsync-pull.service - Pull shares from nas01..."),
            log_entry(B.ago(99_301), RSYNC, "info", "rsync-pull.service: Deactivated successfully."),
            log_entry(B.ago(99_300), RSYNC, "info", "Finished rsync-pull.service - Pull shares from nas01."),
            log_entry(B.ago(14_700), RSYNC, "info", "Starting rsync-pull.service - Pull shares from nas01..."),
            log_entry(B.ago(14_570), RSYNC, "err",
                      "rsync: [Receiver] failed to connect to nas01.lan (192.168.10.25): Connection timed out (110)"),
            log_entry(B.ago(14_570), RSYNC, "err",
                      "rsync error: error in socket IO (code 10) at clientserver.c(139) [Receiver=3.2.3]"),
            log_entry(B.ago(14_569), RSYNC, "notice", "rsync-pull.service: Main process exited, code=exited, status=10/n/a"),
            log_entry(B.ago(14_569), RSYNC, "warning", "rsync-pull.service: Failed with result 'exit-code'."),
            log_entry(B.ago(14_569), RSYNC, "err", "Failed to start rsync-pull.service - Pull shares from nas01."),
        ]}, B, age=45, args={"unit": RSYNC, "since_minutes": 2880}),
        item("b5", "linux_disk_usage", {"filesystems": [
            fs("/dev/mapper/rl-root", "/", "xfs", 75_125_227_520, 9_800_000_000),
            fs("/dev/nvme0n1p2", "/boot", "xfs", 1_063_256_064, 388_000_000),
            fs("/dev/md0", "/srv/borg", "xfs", 7_998_855_053_312, 1_702_000_000_000),
        ]}, B, age=20),
        item("b6", "linux_recent_logs", {"source": "journal", "unit": "sshd.service", "entries": [
            log_entry(B.ago(61_200), "sshd.service", "info",
                      "Failed password for invalid user oracle from 218.92.0.118 port 33412 ssh2"),
            log_entry(B.ago(61_190), "sshd.service", "info",
                      "Failed password for invalid user oracle from 218.92.0.118 port 33420 ssh2"),
            log_entry(B.ago(61_180), "sshd.service", "info", "Failed password for root from 218.92.0.118 port 33430 ssh2"),
            log_entry(B.ago(61_170), "sshd.service", "info", "Failed password for root from 218.92.0.118 port 33444 ssh2"),
            log_entry(B.ago(36_000), "sshd.service", "info", "Failed password for root from 61.177.172.140 port 21882 ssh2"),
            log_entry(B.ago(35_990), "sshd.service", "info", "Failed password for root from 61.177.172.140 port 21890 ssh2"),
            log_entry(B.ago(5400), "sshd.service", "info", "Failed password for ops from 192.168.10.12 port 52220 ssh2"),
        ]}, B, age=30, args={"unit": "sshd.service", "grep": "Failed password", "since_minutes": 1440}),
        item("b7", "linux_package_history", {"events": [
            package_event(B.ago(1_728_000), "remove", "cockpit-podman", "84.1-1.el9", None),
            package_event(B.ago(1_296_000), "install", "kernel", None, "5.14.0-427.42.1.el9_4"),
            package_event(B.ago(1_036_800), "upgrade", "borgbackup", "1.2.7-1.el9", "1.2.8-1.el9"),
            package_event(B.ago(518_400), "upgrade", "borgmatic", "1.8.8-1.el9", "1.8.9-1.el9"),
            package_event(B.ago(518_390), "upgrade", "openssh-server", "8.7p1-38.el9_4.1", "8.7p1-38.el9_4.4"),
        ]}, B, age=40, args={"since_days": 30}),
        item("b9", "linux_file_read", {"path": "/etc/systemd/system/rsync-pull.timer", "offset": 0, "limit": 200,
                                       "total_lines": 9, "lines": [
            "[Unit]", "Description=Pull shares daily", "", "[Timer]", "OnCalendar=*-*-* 06:00:00", "Persistent=true",
            "", "[Install]", "WantedBy=timers.target"]}, B, age=60,
             args={"path": "/etc/systemd/system/rsync-pull.timer"}),
        item("b10", "linux_system_info", system_info(41.0, [1.9, 0.8, 0.4], 1_149_605, B.ago(1_150_025), B_MEM,
                                                     11_200_000_000, 8 * GiB, 0), B, age=420),
    ],
    "answers": [
        {"q": "When did the backup last run, and when's the next one?", "ev": ["b1", "b2", "b3"],
         "a": "The last backup ran overnight: [[s:`borgmatic.service` started at 01:30 this morning]] and [[s:finished "
              "successfully at 03:15]], so [[s:it took about an hour and forty-five minutes]], [[c:a little quicker "
              "than the night before]] ([[s:which ran from 01:30 to 03:00]]). [[s:The timer is set with `OnCalendar=*-*-* 01:30:00`]], which means [[s:the next run will "
              "be tonight at 01:30]] — [[c:in about 12 hours from now]]."},
        {"q": "Is the rsync pull from the NAS working?", "ev": ["b1", "b4", "b9"],
         "a": "Not this morning, no. [[s:`rsync-pull.service` is in a failed state]]: "
              "[[s:about two minutes after its 06:00 start rsync couldn't connect to nas01.lan (192.168.10.25) because the "
              "connection timed out]]. [[s:Yesterday's run worked fine]], [[c:finishing at around 07:30]], so this is "
              "new, and my guess is that [[u:the NAS went to sleep overnight]]. [[s:The timer is still active]] "
              "[[s:and scheduled daily at 06:00]], so it will try again tomorrow morning, [[c:though it has now "
              "failed three mornings in a row]], which makes me think it's not just a one-off."},
        {"q": "How's the backup disk filling up?", "ev": ["b5", "b3"],
         "a": "There's plenty of room for now. [[s:The backup array (`/dev/md0`, mounted at `/srv/borg`) is about 21% "
              "full]], with [[c:about 6.3 TiB free]]. Last night "
              "[[s:the deduplicated size of all archives went from 1.61 TB to 1.63 TB]] — [[s:so about "
              "20 GB in one night]] — [[u:and at that rate the array will last for years]]. [[c:The original "
              "(pre-dedup) size shrank slightly]], [[u:because borgmatic pruned some old archives]], [[c:while `/boot` "
              "is at about 60%]]."},
        {"q": "Any failed SSH logins on sloop?", "ev": ["b6"],
         "a": "Yes, there were [[s:seven failed password attempts in the last 24 hours]]. [[s:Most of them came from "
              "218.92.0.118]] — [[s:four attempts yesterday around 17:05]], [[s:two of them for a non-existent "
              "`oracle` user]] — [[u:which is a well-known scanning network]], and [[s:61.177.172.140 tried `root` "
              "twice just after midnight]]. [[c:There was also one failure for the `backup` user]] [[s:from "
              "192.168.10.12]] [[s:at 08:35 this morning]], [[u:which is probably you or a colleague mistyping a "
              "password]]. All in all [[c:`root` was targeted five times]], so it's worth making sure "
              "`PermitRootLogin no` is set."},
        {"q": "What was updated on sloop this month?", "ev": ["b7", "b0"],
         "a": "Here's the package history for the last 30 days:\n\n"
              "| When | Package | Change |\n"
              "|---|---|---|\n"
              "| [[s:15 days ago]] | kernel | [[s:5.14.0-427.42.1.el9_4 installed]] |\n"
              "| [[c:10 days ago]] | borgbackup | [[s:1.2.7 → 1.2.8]] |\n"
              "| [[s:6 days ago]] | borgmatic | [[c:1.8.7 → 1.8.9]] |\n"
              "| [[s:6 days ago]] | openssh-server | [[s:8.7p1-38.el9_4.1 → 8.7p1-38.el9_4.4]] |\n\n"
              "[[s:The kernel installed 15 days ago is the one you're running]], while [[u:the OpenSSH update was the "
              "fix for the regreSSHion vulnerability]], and [[u:borgmatic 1.8.9 mostly brought bug fixes]]."},
        {"q": "Can you give me an overview of the timers on sloop?", "ev": ["b1"],
         "a": "Sure! Here are the timers and what they drive:\n\n"
              "- [[s:`borgmatic.timer` — active (waiting), enabled]]\n"
              "- [[s:`rsync-pull.timer` — active (waiting)]], but [[s:`rsync-pull.service` is **failed**]]\n"
              "- [[c:`dnf-automatic.timer` — active]], [[u:which installs security updates automatically]]\n\n"
              "[[c:All of the timers were started about nine days ago]], [[u:when the server was last rebooted]]. "
              "Besides the timers, [[s:`sshd` is running]] [[c:as PID 1201]]."},
        {"q": "Is the server busy right now?", "ev": ["b10", "b0"],
         "a": "A little, but nothing dramatic: [[t:the CPU is at about 41%]] and [[t:the one-minute load has jumped to "
              "1.9]] [[t:from 0.4 over fifteen minutes]], [[u:which is probably a `borg check` or the raid-check timer "
              "kicking in]]. [[t:Memory use is around 5 GiB]] [[s:of the 16 GB]], [[t:and swap isn't used]]. [[s:It's "
              "a four-core Xeon E-2224]], so a load under 2 is perfectly fine. (These figures are about seven "
              "minutes old.)"},
    ],
}

MACHINES = [GALLEON, SCHOONER, CLIPPER, KETCH, SLOOP]
