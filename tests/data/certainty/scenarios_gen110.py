"""110th generation (written blind, in the manner of Zephyr 7B beta: how that model answers — chatty and
verbose, opens "Based on the provided information, ...", numbered lists of full sentences that repeat the
question's words, invented causes and explanations the evidence does not give, a generic advice paragraph at
the end, present and past states mixed, loose rounding ("around 14 gigs"), and evidence ids cited only
rarely, sometimes the wrong one).

All clocks are in Europe/Berlin (+01:00, CET; every date is in November 2026, before the 23rd).

griffin — an Ubuntu 24.04 game server (Ryzen 7 5800X, 31.2 GiB of RAM) running a Fabric Minecraft server
(minecraft.service, java with -Xms12G -Xmx12G) and a Discord bot in a Docker container. The server watchdog
killed the server at 19:38:41 (a single tick took 60 s) and systemd restarted it at 19:39:17. Evidence: steady
state; the minecraft unit (fresh); its journal for the last four hours (fresh, complete); processes by memory
(fresh, cut to 5 of 287); containers with all=true (fresh, complete: discord-bot up, mc-backup exited 0,
bluemap restarting); system info twice, once stale (25 min old) and once fresh; network info (fresh, four
players on 25565); server.properties lines 1-20 of 57 (fresh); disk usage (fresh). The user's own words say
about 15 players were on when it crashed.

kraken — a Debian 12 mail server (Postfix, Dovecot, rspamd, Redis, ClamAV). Mail to mueller-logistik.de is
deferred: both MX hosts time out on port 25. Certbot renewed the certificate on 2026-11-11 at 03:17 (cert7,
new expiry 2027-02-09) and reloaded postfix and dovecot. Evidence: steady state; all service units (fresh,
complete, clamav-daemon failed); postfix journal grepped for status=deferred (fresh, cut at the limit of 8);
file changes under /etc/letsencrypt (fresh); certbot journal for two days (fresh); a failed read of
/var/log/mail.log (permission denied); disk usage (fresh); network info (fresh); rspamd processes by name
(fresh, complete: four processes). The user's own words report the customer complaint.

hydra — a Fedora 41 laptop (i7-1165G7, 15.3 GiB) on Wi-Fi. NetworkManager logged four drops of wlp0s20f3 in
four hours; the last one (16:02:55) has no successful reactivation yet. Two fresh items disagree: network info
(25 s old) shows wlp0s20f3 down with no address and no connections, while the traffic sample (20 s old) shows
11.8 MB/s received on it. Evidence: steady state (kernel 6.11.8 running; kernel 6.11.9 installed today);
NetworkManager journal (fresh, complete); network info and network traffic (fresh, conflicting); processes by
CPU (fresh, cut to 5 of 341, dnf5 upgrade on top); package history for 14 days (fresh); system info (fresh);
disk usage (fresh); the NetworkManager unit (stale, 15 min old); file changes in ~/Downloads (fresh, a 1.7 GB
.iso.part). The user's own words say the drops began last week.

sphinx — a Debian 12 Unbound resolver (Celeron J4125, 3.7 GiB) for corp.nordwind.lan: a forward zone to
10.20.0.10/.11 and "." forwarded to Quad9 over TLS, query logging to a file. Evidence: steady state; the config
file read in full (fresh); the query log file (fresh, cut at 12 lines, two SERVFAILs for the corp zone); the
unbound unit (fresh); unbound processes by name (fresh, complete: one); network info (fresh); disk I/O (fresh);
disk usage of /var/log (fresh, 85% full); a failed package history read; system info (stale, 40 min old).

basilisk — an RKE2 cluster of four nodes, read from basilisk-w2, the node that is NotReady since it rebooted
into kernel 5.15.0-127 (rke2-agent cannot load overlay/br_netfilter, containerd dies, restart loop).
Evidence: steady state of basilisk-w2; kubernetes nodes (fresh, w2 NotReady); deployments in all namespaces
(fresh, complete: web-frontend 2/3, checkout-api 1/2, grafana 0/1); pods in shop (fresh, cut); package
history for 7 days (fresh, complete); the rke2-agent unit (fresh, activating/auto-restart) and the same unit
read ten hours earlier (stale, active/running); rke2-agent journal (fresh, cut at 8); system info (fresh);
disk usage (fresh); a failed container listing (containerd socket missing).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)


# --------------------------------------------------------------------------------------------- griffin
G = Clock("2026-11-07T22:15:00+01:00")
G_MEM = 33_524_871_168

griffin_evidence = [
    steady("g1", G, age=3600, hostname="griffin", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="AMD Ryzen 7 5800X 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=G_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_392_610_816},
                  {"device": "/dev/sda1", "mountpoint": "/srv", "fstype": "ext4", "total_bytes": 1_968_874_332_160}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:3c:71:0e", "addresses": ["192.168.10.20/24"],
                                "is_up": True}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           installed_packages={"openjdk-21-jre-headless": "21.0.5+11-1ubuntu1~24.04",
                               "docker-ce": "5:27.3.1-1~ubuntu.24.04~noble",
                               "openssh-server": "1:9.6p1-3ubuntu13.5"},
           available_services=["minecraft.service", "docker.service", "ssh.service", "mc-backup.timer"],
           users=[{"name": "steve", "uid": 1000, "gid": 1000, "home": "/home/steve", "shell": "/bin/bash"},
                  {"name": "minecraft", "uid": 999, "gid": 999, "home": "/srv/minecraft",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "docker", "gid": 988, "members": ["steve"]}]),
    item("g2", "linux_service_status",
         unit("minecraft.service", "active", "running", pid=48213, since="2026-11-07T19:39:17+01:00",
              desc="Minecraft Java Edition server (Fabric 1.21.3)"),
         G, age=40, args={"name": "minecraft"}),
    item("g3", "linux_recent_logs", {"source": "journal", "unit": "minecraft.service", "entries": [
        log_entry("2026-11-07T19:36:48+01:00", "minecraft.service", "warning",
                  "[Server thread/WARN]: Can't keep up! Is the server overloaded? Running 4213ms or 84 ticks behind"),
        log_entry("2026-11-07T19:37:30+01:00", "minecraft.service", "warning",
                  "[Server thread/WARN]: Can't keep up! Is the server overloaded? Running 9870ms or 197 ticks behind"),
        log_entry("2026-11-07T19:38:41+01:00", "minecraft.service", "crit",
                  "[Server Watchdog/FATAL]: A single server tick took 60.00 seconds (should be max 0.05)"),
        log_entry("2026-11-07T19:38:41+01:00", "minecraft.service", "crit",
                  "[Server Watchdog/FATAL]: Considering it to be crashed, server will forcibly shutdown."),
        log_entry("2026-11-07T19:38:44+01:00", "minecraft.service", "err",
                  "[Server Watchdog/ERROR]: This crash report has been saved to: "
                  "/srv/minecraft/crash-reports/crash-2026-11-07_19.38.41-server.txt"),
        log_entry("2026-11-07T19:38:47+01:00", "minecraft.service", "notice",
                  "minecraft.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-07T19:38:47+01:00", "minecraft.service", "warning",
                  "minecraft.service: Failed with result 'exit-code'."),
        log_entry("2026-11-07T19:39:17+01:00", "minecraft.service", "info",
                  "minecraft.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-11-07T19:39:17+01:00", "minecraft.service", "info",
                  "Started minecraft.service - Minecraft Java Edition server (Fabric 1.21.3)."),
        log_entry("2026-11-07T19:39:59+01:00", "minecraft.service", "info",
                  "[Server thread/INFO]: Done (41.612s)! For help, type \"help\""),
        log_entry("2026-11-07T20:11:05+01:00", "minecraft.service", "info",
                  "[Server thread/INFO]: Kiwi_Kat joined the game"),
        log_entry("2026-11-07T21:47:30+01:00", "minecraft.service", "info",
                  "[Server thread/INFO]: Kiwi_Kat left the game"),
    ]}, G, age=45, args={"unit": "minecraft.service", "since_minutes": 240}),
    item("g4", "linux_processes", processes(287, G_MEM, [
        (48213, "java", "minecraft", 148.6, 14_912_000_000, "2026-11-07T19:39:17+01:00",
         "/usr/lib/jvm/java-21-openjdk-amd64/bin/java -Xms12G -Xmx12G -XX:+UseG1GC -XX:MaxGCPauseMillis=200 "
         "-jar fabric-server-launch.jar nogui"),
        (2291, "python3", "steve", 0.8, 312 * MiB, "2026-11-02T08:14:51+01:00",
         "python3 -m blockbot --config /app/config.toml"),
        (1187, "dockerd", "root", 0.3, 98 * MiB, "2026-11-02T08:12:03+01:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1302, "containerd", "root", 0.2, 61 * MiB, "2026-11-02T08:11:58+01:00", "/usr/bin/containerd"),
        (904, "systemd-journald", "root", 0.0, 48 * MiB, "2026-11-02T08:11:44+01:00",
         "/usr/lib/systemd/systemd-journald"),
    ]), G, age=30, args={"sort": "memory", "limit": 5}, complete=False),
    item("g5", "linux_containers", {"runtime": "docker", "containers": [
        box("3fa9c2e1d7b0", "discord-bot", "ghcr.io/steve/blockbot:1.4.2", "running", "Up 5 days",
            "2026-10-28T17:20:11+01:00"),
        box("b71e0d94a2c6", "mc-backup", "itzg/mc-backup:2024.10.0", "exited", "Exited (0) 3 hours ago",
            "2026-10-28T17:20:14+01:00"),
        box("9d02f5e81c3a", "bluemap", "ghcr.io/bluemap-minecraft/bluemap:v5.4", "restarting",
            "Restarting (1) 12 seconds ago", "2026-11-03T21:05:40+01:00", ["0.0.0.0:8100->8100/tcp"]),
    ]}, G, age=50, args={"all": True}),
    item("g6", "linux_system_info",
         system_info(38.2, [2.91, 2.45, 2.20], 481100, "2026-11-02T08:11:40+01:00", G_MEM, 14_212_000_000,
                     4 * GiB, 268 * MiB),
         G, age=1500),
    item("g7", "linux_system_info",
         system_info(22.4, [1.62, 2.08, 2.14], 482580, "2026-11-02T08:11:40+01:00", G_MEM, 15_030_000_000,
                     4 * GiB, 268 * MiB),
         G, age=20),
    item("g8", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "a8:a1:59:3c:71:0e", "addresses": ["192.168.10.20/24"],
                        "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(25565, "0.0.0.0", 48213, "java"), listener(25575, "127.0.0.1", 48213, "java"),
                      listener(22, "0.0.0.0", 1021, "sshd"), listener(8100, "0.0.0.0", 3390, "docker-proxy")],
        "connections": [
            connection("192.168.10.20:25565", "84.159.23.71:53122", 48213, "java"),
            connection("192.168.10.20:25565", "91.64.180.12:61877", 48213, "java"),
            connection("192.168.10.20:25565", "178.27.99.204:50410", 48213, "java"),
            connection("192.168.10.20:25565", "5.146.201.33:49822", 48213, "java"),
            connection("192.168.10.20:48822", "162.159.135.234:443", 2291, "python3"),
            connection("192.168.10.20:22", "192.168.10.57:51004", 51230, "sshd"),
        ]}, G, age=35),
    item("g9", "linux_file_read", {"path": "/srv/minecraft/server.properties", "offset": 0, "limit": 20,
                                   "total_lines": 57, "lines": [
        "#Minecraft server properties",
        "#Sat Nov 07 19:39:24 CET 2026",
        "allow-flight=false",
        "difficulty=hard",
        "enable-rcon=true",
        "enforce-whitelist=true",
        "gamemode=survival",
        "level-name=world",
        "max-players=20",
        "max-tick-time=60000",
        "motd=Griffin SMP \\u2014 Season 4",
        "online-mode=true",
        "pvp=true",
        "rcon.port=25575",
        "server-port=25565",
        "simulation-distance=10",
        "spawn-protection=16",
        "sync-chunk-writes=true",
        "view-distance=12",
        "white-list=true",
    ]}, G, age=60, args={"path": "/srv/minecraft/server.properties", "offset": 0, "limit": 20}),
    item("g10", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502_392_610_816, 118_270_000_000),
        fs("/dev/sda1", "/srv", "ext4", 1_968_874_332_160, 1_702_500_000_000),
    ]}, G, age=70),
]

griffin_answers = [
    {"q": "Why did the Minecraft server crash earlier tonight, and is it back up?", "ev": ["g2", "g3"],
     "extra": [user("gu1", "it crashed around half seven tonight while like 15 of us were on, and it came back "
                           "by itself. did a mod cause it?", G, age=120)],
     "a": "Based on the provided information, the Minecraft server on griffin did crash earlier tonight, and it "
          "is back up now. Here is a breakdown of what happened:\n\n"
          "1. [[s:Before the crash, the server logged several \"Can't keep up!\" warnings]], [[s:the worst one "
          "saying it was running almost 10 seconds (197 ticks) behind]].\n"
          "2. [[s:At 19:38 the Server Watchdog reported that a single server tick took 60 seconds]] and [[s:it "
          "forcibly shut the server down]]. [[u:This usually happens when a mod gets stuck in an infinite loop, "
          "which is most likely what caused it here]].\n"
          "3. [[s:A crash report was saved in the crash-reports folder]].\n"
          "4. [[s:systemd restarted the service automatically about 30 seconds after it exited]], [[c:and the "
          "server was down for roughly five minutes in total]].\n\n"
          "[[s:As you mentioned, around 15 players were online when it crashed]], [[u:which put too much load on "
          "the server]]. [[s:The minecraft.service is currently active and running]] [[c:with PID 48231]].\n\n"
          "In general, it is a good idea to read the crash report, keep your mods up to date, and consider "
          "pre-generating the world with a tool such as Chunky to reduce lag spikes."},

    {"q": "How much RAM is the Java process using?", "ev": ["g4", "g7"],
     "a": "Based on the provided information, the Java process (the Minecraft server) is using a significant "
          "amount of RAM:\n\n"
          "- **Process:** [[s:`java`, PID 48213, running as the `minecraft` user]]\n"
          "- **Resident memory:** [[s:around 14 gigs]] ([[s:about 44% of the system memory]])\n"
          "- **Heap settings:** [[s:the server is started with `-Xms12G -Xmx12G`]], [[c:so the heap can grow up "
          "to 16 GB]]\n"
          "- **CPU:** [[s:roughly 149%, so it is using about one and a half cores]]\n\n"
          "[[s:The server has around 32 GB of RAM in total]] and [[s:about 14 GB of it is still available]], "
          "[[c:so memory usage is at around 65%]]. [[s:The Java process is by far the largest memory user]], "
          "[[s:followed by a `python3` process (blockbot) at around 300 MB]]. [[u:The extra memory above the 12 GB "
          "heap is used by the JVM's metaspace and the G1 garbage collector]].\n\n"
          "As a general recommendation, you should not give Java more than about 70% of the total memory, so "
          "your current settings look reasonable. You could also try Aikar's flags to improve garbage collection."},

    {"q": "Is the Discord bot still running?", "ev": ["g5", "g8", "g4"],
     "a": "Based on the provided information, yes, the Discord bot is still running.\n\n"
          "1. [[s:The `discord-bot` container is in the running state]] and [[c:its status shows \"Up 3 days\"]]. "
          "[[s:It runs the image `ghcr.io/steve/blockbot:1.4.2`]].\n"
          "2. [[s:The bot's `python3` process (PID 2291) has an established connection to 162.159.135.234 on port "
          "443]], [[u:which is the Discord gateway, so the bot is logged in and answering commands]].\n"
          "3. [[s:The bot process has been running since November 2]], [[c:so it was restarted together with the "
          "Minecraft server tonight]].\n\n"
          "However, not every container is healthy:\n\n"
          "- [[s:The `bluemap` container is stuck restarting]] ([[s:\"Restarting (1) 12 seconds ago\"]]).\n"
          "- [[s:The `mc-backup` container has exited]] [[c:with an error code]].\n\n"
          "[[c:In total there are two containers on griffin]]. I would recommend checking `docker logs bluemap` "
          "to find out why it keeps restarting."},

    {"q": "What's the load on griffin like?", "ev": ["g6", "g1"],
     "a": "Based on the provided information, the load on griffin looks moderate:\n\n"
          "1. [[t:The CPU usage is at around 38%]].\n"
          "2. [[t:The load average is 2.91, 2.45 and 2.20 for the last 1, 5 and 15 minutes]]. [[s:The CPU is an "
          "AMD Ryzen 7 5800X with 8 cores and 16 threads]], so a load of under 3 is nothing to worry about.\n"
          "3. [[t:Memory usage is at 57.6%]], [[t:with about 14 GB available]].\n"
          "4. [[t:Swap is barely used at around 270 MB]].\n\n"
          "[[u:The load is mostly caused by the Minecraft server generating new chunks]]. [[c:The machine is "
          "running Ubuntu 22.04]] [[s:with kernel 6.8.0-48-generic]].\n\n"
          "Please note that Minecraft is mostly single-threaded, so one core at 100% can cause lag even if the "
          "overall load looks fine."},

    {"q": "How many players are connected right now, and what's the player limit?", "ev": ["g8", "g9"],
     "a": "Based on the provided information, here is what I found about the players on griffin:\n\n"
          "1. [[s:There are four established connections to port 25565 from outside addresses]], [[u:and all of "
          "them are whitelisted players from Germany]].\n"
          "2. [[s:The player limit is set to 20 in `server.properties`]], [[c:and the difficulty is set to "
          "normal]]. [[c:The view distance is 10 chunks]].\n"
          "3. [[s:The whitelist is enabled]].\n"
          "4. [[s:RCON is enabled on port 25575]] and [[s:it only listens on 127.0.0.1]].\n\n"
          "Keep in mind that the number of TCP connections is only an "
          "approximation of the number of players; the `list` command in the server console gives the exact "
          "count."},

    {"q": "Is there enough disk space for the world backups?", "ev": ["g10", "g5"],
     "a": "Based on the provided information, the disk space for the world backups is getting tight:\n\n"
          "1. [[s:The `/srv` filesystem is 86.5% full]]. [[u:It is mostly filled with old backup archives]].\n"
          "2. [[s:It is around 2 TB in size]] and [[c:has about 366 GB free]].\n"
          "3. [[c:The root filesystem is only about 34% full]].\n"
          "4. [[s:The `mc-backup` container exited cleanly with code 0 three hours ago]], [[u:so the last backup "
          "finished successfully]].\n\n"
          "I would recommend setting a retention policy for the backups, for example keeping only the last 7 "
          "daily backups, or moving older backups to external storage."},

    {"q": "Give me a quick overview of griffin.", "ev": ["g1", "g2", "g7", "g4"],
     "a": "Based on the provided information, here is a quick overview of griffin:\n\n"
          "**Kernel:** [[c:6.8.0-45-generic]]\n"
          "**CPU:** [[s:AMD Ryzen 7 5800X, 8 cores / 16 threads]]\n"
          "**Memory:** [[s:around 32 GB]], [[s:about 55% in use]]\n"
          "**Uptime:** [[s:a little over 5 days]] ([[c:since November 3]])\n\n"
          "[[s:The Minecraft server (`minecraft.service`) is active and running]] [[s:since 19:39 this "
          "evening]], [[s:on Java 21]]. [[s:There are 287 processes in total]], [[u:and none of them are zombies or "
          "stuck]]. [[s:The current CPU usage is around 22%]] [[c:with a 1-minute load average of 2.08]].\n\n"
          "Overall, griffin was in a healthy state, although you may want to keep an eye on the memory usage of "
          "the Java process."},
]


# --------------------------------------------------------------------------------------------- kraken
K = Clock("2026-11-12T09:40:00+01:00")
K_MEM = 8_335_536_128
K_BOOT = "2026-11-01T04:12:0{}+01:00"

kraken_evidence = [
    steady("k1", K, age=2700, hostname="kraken", domain="kraken-mail.eu", os_name="Debian GNU/Linux",
           os_version="12", os_codename="bookworm", kernel="6.1.0-27-amd64",
           cpu_model="Intel Xeon Processor (Skylake, IBRS)", cpu_cores=4, cpu_threads=4, memory_total_bytes=K_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 84_278_861_824},
                  {"device": "/dev/vdb1", "mountpoint": "/var/vmail", "fstype": "xfs",
                   "total_bytes": 214_643_507_200}],
           network_interfaces=[{"name": "ens3", "mac": "52:54:00:8a:1f:23",
                                "addresses": ["203.0.113.25/24", "2001:db8:25::25/64"], "is_up": True}],
           dns_servers=["213.133.98.98"], default_gateway="203.0.113.1",
           installed_packages={"postfix": "3.7.11-0+deb12u1", "dovecot-core": "1:2.3.19.1+dfsg1-2.1+deb12u1",
                               "dovecot-imapd": "1:2.3.19.1+dfsg1-2.1+deb12u1", "rspamd": "3.10.2-1~bookworm",
                               "redis-server": "5:7.0.15-1~deb12u1", "certbot": "2.1.0-4",
                               "clamav-daemon": "1.0.7+dfsg-1~deb12u1"},
           available_services=["postfix.service", "dovecot.service", "rspamd.service", "redis-server.service",
                               "clamav-daemon.service", "certbot.timer", "ssh.service", "fail2ban.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/usr/sbin/nologin"}]),
    item("k2", "linux_service_status", {"units": [
        unit("postfix.service", "active", "exited", since=K_BOOT.format(9), desc="Postfix Mail Transport Agent"),
        unit("postfix@-.service", "active", "running", ufs="static", pid=1184, since=K_BOOT.format(9),
             desc="Postfix Mail Transport Agent (instance -)"),
        unit("dovecot.service", "active", "running", pid=1090, since=K_BOOT.format(5),
             desc="Dovecot IMAP/POP3 email server"),
        unit("rspamd.service", "active", "running", pid=1122, since=K_BOOT.format(6),
             desc="rapid spam filtering system"),
        unit("redis-server.service", "active", "running", pid=980, since=K_BOOT.format(3),
             desc="Advanced key-value store"),
        unit("clamav-daemon.service", "failed", "failed", desc="Clam AntiVirus userspace daemon"),
        unit("clamav-freshclam.service", "active", "running", pid=1011, since=K_BOOT.format(4),
             desc="ClamAV virus database updater"),
        unit("certbot.service", "inactive", "dead", ufs="static", desc="Certbot"),
        unit("certbot.timer", "active", "waiting", since=K_BOOT.format(2), desc="Run certbot twice daily"),
        unit("ssh.service", "active", "running", pid=870, since=K_BOOT.format(3),
             desc="OpenBSD Secure Shell server"),
        unit("fail2ban.service", "active", "running", pid=1003, since=K_BOOT.format(4), desc="Fail2Ban Service"),
        unit("unattended-upgrades.service", "active", "running", pid=955, since=K_BOOT.format(3),
             desc="Unattended Upgrades Shutdown"),
    ]}, K, age=45),
    item("k3", "linux_recent_logs", {"source": "journal", "unit": "postfix@-.service", "entries": [
        log_entry("2026-11-12T07:52:14+01:00", "postfix@-.service", "info",
                  "postfix/smtp[48812]: 3C1F2A41B27: to=<einkauf@mueller-logistik.de>, relay=none, delay=23410, "
                  "delays=0.05/0.01/30/0, dsn=4.4.1, status=deferred (connect to mx01.mueller-logistik.de"
                  "[198.51.100.40]:25: Connection timed out)"),
        log_entry("2026-11-12T08:02:40+01:00", "postfix@-.service", "info",
                  "postfix/smtp[48901]: 8D04E1C0F33: to=<m.weber@mueller-logistik.de>, relay=none, delay=4211, "
                  "delays=0.04/0/30/0, dsn=4.4.1, status=deferred (connect to mx02.mueller-logistik.de"
                  "[198.51.100.41]:25: Connection timed out)"),
        log_entry("2026-11-12T08:22:14+01:00", "postfix@-.service", "info",
                  "postfix/smtp[49010]: 3C1F2A41B27: to=<einkauf@mueller-logistik.de>, relay=none, delay=25210, "
                  "delays=0.05/0.01/30/0, dsn=4.4.1, status=deferred (connect to mx01.mueller-logistik.de"
                  "[198.51.100.40]:25: Connection timed out)"),
        log_entry("2026-11-12T08:32:40+01:00", "postfix@-.service", "info",
                  "postfix/smtp[49022]: 8D04E1C0F33: to=<m.weber@mueller-logistik.de>, relay=none, delay=6011, "
                  "delays=0.04/0/30/0, dsn=4.4.1, status=deferred (connect to mx02.mueller-logistik.de"
                  "[198.51.100.41]:25: Connection timed out)"),
        log_entry("2026-11-12T08:51:09+01:00", "postfix@-.service", "info",
                  "postfix/smtp[49087]: F1A9B3D2C45: to=<rechnung@mueller-logistik.de>, relay=none, delay=1802, "
                  "delays=0.03/0/30/0, dsn=4.4.1, status=deferred (connect to mx01.mueller-logistik.de"
                  "[198.51.100.40]:25: Connection timed out)"),
        log_entry("2026-11-12T09:02:40+01:00", "postfix@-.service", "info",
                  "postfix/smtp[49095]: 8D04E1C0F33: to=<m.weber@mueller-logistik.de>, relay=none, delay=7811, "
                  "delays=0.04/0/30/0, dsn=4.4.1, status=deferred (connect to mx02.mueller-logistik.de"
                  "[198.51.100.41]:25: Connection timed out)"),
        log_entry("2026-11-12T09:22:14+01:00", "postfix@-.service", "info",
                  "postfix/smtp[49098]: 3C1F2A41B27: to=<einkauf@mueller-logistik.de>, relay=none, delay=28810, "
                  "delays=0.05/0.01/30/0, dsn=4.4.1, status=deferred (connect to mx01.mueller-logistik.de"
                  "[198.51.100.40]:25: Connection timed out)"),
        log_entry("2026-11-12T09:34:50+01:00", "postfix@-.service", "info",
                  "postfix/smtp[49102]: F1A9B3D2C45: to=<rechnung@mueller-logistik.de>, relay=none, delay=4423, "
                  "delays=0.03/0/30/0, dsn=4.4.1, status=deferred (connect to mx01.mueller-logistik.de"
                  "[198.51.100.40]:25: Connection timed out)"),
    ]}, K, age=50, args={"unit": "postfix@-.service", "since_minutes": 720, "grep": "status=deferred",
                         "limit": 8}, complete=False),
    item("k4", "linux_file_changes", {"root": "/etc/letsencrypt", "since": "2026-11-10T09:39:00+01:00", "files": [
        {"path": "/etc/letsencrypt/archive/mail.kraken-mail.eu/cert7.pem", "mtime": "2026-11-11T03:17:42+01:00",
         "size_bytes": 1862},
        {"path": "/etc/letsencrypt/archive/mail.kraken-mail.eu/chain7.pem", "mtime": "2026-11-11T03:17:42+01:00",
         "size_bytes": 3749},
        {"path": "/etc/letsencrypt/archive/mail.kraken-mail.eu/fullchain7.pem",
         "mtime": "2026-11-11T03:17:42+01:00", "size_bytes": 5611},
        {"path": "/etc/letsencrypt/archive/mail.kraken-mail.eu/privkey7.pem", "mtime": "2026-11-11T03:17:42+01:00",
         "size_bytes": 241},
        {"path": "/etc/letsencrypt/renewal/mail.kraken-mail.eu.conf", "mtime": "2026-11-11T03:17:43+01:00",
         "size_bytes": 612},
    ]}, K, age=60, args={"root": "/etc/letsencrypt", "since_minutes": 2880}),
    item("k5", "linux_recent_logs", {"source": "journal", "unit": "certbot.service", "entries": [
        log_entry("2026-11-10T15:42:12+01:00", "certbot.service", "info",
                  "The following certificates are not due for renewal yet: "
                  "/etc/letsencrypt/live/mail.kraken-mail.eu/fullchain.pem expires on 2026-12-11 (skipped)"),
        log_entry("2026-11-11T03:17:30+01:00", "certbot.service", "info",
                  "Processing /etc/letsencrypt/renewal/mail.kraken-mail.eu.conf"),
        log_entry("2026-11-11T03:17:31+01:00", "certbot.service", "info",
                  "Renewing an existing certificate for mail.kraken-mail.eu and 2 more domains"),
        log_entry("2026-11-11T03:17:44+01:00", "certbot.service", "info",
                  "Congratulations, all renewals succeeded: /etc/letsencrypt/live/mail.kraken-mail.eu/fullchain.pem "
                  "(success)"),
        log_entry("2026-11-11T03:17:44+01:00", "certbot.service", "info",
                  "Running deploy-hook command: systemctl reload postfix dovecot"),
        log_entry("2026-11-11T03:17:46+01:00", "certbot.service", "info", "certbot.service: Deactivated successfully."),
        log_entry("2026-11-11T16:05:37+01:00", "certbot.service", "info",
                  "The following certificates are not due for renewal yet: "
                  "/etc/letsencrypt/live/mail.kraken-mail.eu/fullchain.pem expires on 2027-02-09 (skipped)"),
        log_entry("2026-11-12T04:31:10+01:00", "certbot.service", "info",
                  "The following certificates are not due for renewal yet: "
                  "/etc/letsencrypt/live/mail.kraken-mail.eu/fullchain.pem expires on 2027-02-09 (skipped)"),
    ]}, K, age=55, args={"unit": "certbot.service", "since_minutes": 2880}),
    item("k6", "linux_file_read", {}, K, age=40, args={"path": "/var/log/mail.log", "offset": 0, "limit": 200},
         error="permission denied: /var/log/mail.log is readable by root and group adm only"),
    item("k7", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda1", "/", "ext4", 84_278_861_824, 31_402_000_000),
        fs("/dev/vdb1", "/var/vmail", "xfs", 214_643_507_200, 163_900_000_000),
    ]}, K, age=70),
    item("k8", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "52:54:00:8a:1f:23",
                        "addresses": ["203.0.113.25/24", "2001:db8:25::25/64"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(25, "0.0.0.0", 1184, "master"), listener(465, "0.0.0.0", 1184, "master"),
                      listener(587, "0.0.0.0", 1184, "master"), listener(143, "0.0.0.0", 1090, "dovecot"),
                      listener(993, "0.0.0.0", 1090, "dovecot"), listener(4190, "0.0.0.0", 1090, "dovecot"),
                      listener(11332, "127.0.0.1", 1122, "rspamd"), listener(11333, "127.0.0.1", 1122, "rspamd"),
                      listener(11334, "127.0.0.1", 1122, "rspamd"), listener(6379, "127.0.0.1", 980, "redis-server"),
                      listener(22, "0.0.0.0", 870, "sshd")],
        "connections": [
            connection("203.0.113.25:41766", "198.51.100.40:25", 49102, "smtp", "SYN_SENT"),
            connection("203.0.113.25:25", "209.85.218.44:39120", 49088, "smtpd"),
            connection("203.0.113.25:993", "93.184.12.77:50344", 49001, "imap"),
            connection("203.0.113.25:993", "93.184.12.77:50352", 49003, "imap"),
        ]}, K, age=30),
    item("k9", "linux_processes", processes(4, K_MEM, [
        (1122, "rspamd", "_rspamd", 0.4, 62 * MiB, K_BOOT.format(6), "rspamd: main process"),
        (1131, "rspamd", "_rspamd", 2.1, 148 * MiB, K_BOOT.format(6), "rspamd: normal process (localhost:11333)"),
        (1132, "rspamd", "_rspamd", 0.3, 71 * MiB, K_BOOT.format(6), "rspamd: controller process (localhost:11334)"),
        (1133, "rspamd", "_rspamd", 0.1, 54 * MiB, K_BOOT.format(6), "rspamd: proxy process (localhost:11332)"),
    ]), K, age=25, args={"name": "rspamd"}),
]

kraken_answers = [
    {"q": "Why is mail to mueller-logistik.de stuck in the queue?", "ev": ["k3", "k8"],
     "extra": [user("ku1", "Einkauf at mueller-logistik.de says they haven't got any of our mails since last night. "
                           "Why is mail to mueller-logistik.de stuck in the queue?", K, age=90)],
     "a": "Based on the provided information, mail to mueller-logistik.de is stuck in the queue because your "
          "server cannot connect to their mail servers.\n\n"
          "1. [[s:Postfix deferred the messages with \"Connection timed out\"]] [[s:when connecting to port "
          "25]].\n"
          "2. [[s:Both of their MX hosts are affected]]: [[s:mx01.mueller-logistik.de (198.51.100.40)]] and "
          "[[c:mx02.mueller-logistik.de (198.51.100.14)]].\n"
          "3. [[s:The status code is dsn=4.4.1, which is a temporary error, so Postfix keeps retrying]].\n"
          "4. [[u:Only three messages are affected]], [[s:addressed to einkauf@, m.weber@ and "
          "rechnung@mueller-logistik.de]]. [[s:The oldest of them has been waiting for about 8 hours]].\n"
          "5. [[s:Right now a connection attempt to 198.51.100.40:25 is stuck in SYN_SENT]].\n\n"
          "[[u:The most likely cause is that mueller-logistik.de has put your IP address on a blocklist]]. "
          "[[u:No other domains are affected]].\n\n"
          "You could contact the postmaster of mueller-logistik.de, or run `postqueue -p` to see the full queue. "
          "If the problem lasts longer than `maximal_queue_lifetime` (5 days by default), Postfix will bounce the "
          "messages back to the senders."},

    {"q": "Was the TLS certificate renewed?", "ev": ["k4", "k5"],
     "a": "Based on the provided information, yes, the TLS certificate was renewed successfully.\n\n"
          "- [[s:Certbot renewed the certificate for mail.kraken-mail.eu]] [[s:on November 11 at around "
          "03:17]].\n"
          "- [[c:The certificate covers mail.kraken-mail.eu and three more domains]].\n"
          "- [[s:The new files cert7.pem, chain7.pem, fullchain7.pem and privkey7.pem were written to "
          "/etc/letsencrypt/archive/mail.kraken-mail.eu/ (k4)]].\n"
          "- [[s:The new certificate expires on February 9, 2027]]. [[c:The old one would have expired on "
          "December 1, 2026]].\n"
          "- [[u:After the renewal, the deploy hook reloaded Postfix and Dovecot (k4)]], [[u:so both are now "
          "serving the new certificate]].\n"
          "- [[c:This was the first renewal of this certificate]].\n\n"
          "Certbot normally checks twice a day, so you do not need to do anything. Make sure the deploy hook "
          "stays in place so that future renewals are picked up automatically."},

    {"q": "Are all the mail services running?", "ev": ["k2"],
     "a": "Based on the provided information, most of the mail services are running, but not all of them:\n\n"
          "1. **Postfix:** [[s:`postfix@-.service` is active and running with PID 1184]]. [[s:`postfix.service` "
          "itself shows \"active (exited)\"]], [[u:which means Postfix had a problem and should be "
          "restarted]].\n"
          "2. **Dovecot:** [[s:active and running (PID 1090)]].\n"
          "3. **rspamd:** [[s:active and running]] [[c:(PID 1132)]].\n"
          "4. **Redis:** [[s:active and running]].\n"
          "5. **ClamAV:** [[s:`clamav-daemon.service` has failed]], [[u:probably because the virus database "
          "could not be loaded into memory]]. [[s:The `clamav-freshclam` updater is still running]].\n\n"
          "[[c:All the other services have been up since November 2]]. [[c:The list has 11 units]], and "
          "[[s:only one of them has failed]].\n\n"
          "You can check why ClamAV failed with `journalctl -u clamav-daemon`. Please note that ClamAV usually "
          "needs 2-3 GB of RAM to load its signatures."},

    {"q": "How much disk space does the mail storage have left?", "ev": ["k7", "k1"],
     "a": "Based on the provided information, the mail storage has a reasonable amount of disk space left:\n\n"
          "- [[s:The mail storage is on `/dev/vdb1`, mounted at `/var/vmail`]], [[s:using XFS]].\n"
          "- [[s:It is about 76% full]], [[c:with around 60 GB free]], [[s:out of around 215 GB]].\n"
          "- [[c:The root filesystem is only about 63% full]].\n\n"
          "[[u:The mailboxes have been growing by around 2 GB per week]].\n\n"
          "I would recommend setting a quota in Dovecot and expunging the Junk and Trash folders automatically "
          "after 30 days."},

    {"q": "Is rspamd working and how much memory does it use?", "ev": ["k9", "k8", "k1"],
     "a": "Based on the provided information, rspamd is working and its memory usage is modest:\n\n"
          "1. [[s:There are four rspamd processes]]: [[s:a main process, a normal worker, a controller and a "
          "proxy]].\n"
          "2. [[s:Together they use around 350 MB of RAM]], [[s:which is only about 4% of the server's 8 GB]].\n"
          "3. [[s:The normal worker uses the most, around 150 MB]], [[c:and about 12% CPU]].\n"
          "4. [[c:The controller (web UI) listens on port 11333]], [[s:on localhost only]].\n"
          "5. [[c:rspamd is version 3.8.1]].\n\n"
          "[[u:It has scanned around 12,000 messages today and rejected about 4% of them as spam]].\n\n"
          "If you want detailed statistics, you can open the rspamd web interface through an SSH tunnel to port "
          "11334, or run `rspamc stat`."},

    {"q": "Are there any bounce messages in the mail log?", "ev": ["k6", "k3"],
     "a": "Based on the provided information, I was not able to read the mail log directly.\n\n"
          "- [[s:Reading `/var/log/mail.log` failed with a permission error]].\n"
          "- [[u:There are no hard bounces in the mail log]].\n"
          "- [[s:The journal shows deferred messages to mueller-logistik.de]], [[s:for einkauf@, m.weber@ and "
          "rechnung@mueller-logistik.de]]. [[u:Every deferral in the last 12 hours was a connection timeout]].\n\n"
          "[[u:Postfix has bounced 2 messages back to their senders]].\n\n"
          "To see the bounces yourself, you can run `sudo grep \"status=bounced\" /var/log/mail.log`, or add your "
          "user to the `adm` group."},

    {"q": "What are the specs of kraken and what is listening on it?", "ev": ["k1", "k8"],
     "a": "Based on the provided information, here are the specs of kraken and what is listening on it:\n\n"
          "**System**\n"
          "- [[s:Debian 12 (bookworm)]] [[s:with kernel 6.1.0-27-amd64]]\n"
          "- [[c:8 CPU cores]] [[s:(Intel Xeon, Skylake)]]\n"
          "- [[s:8 GB of RAM]]\n"
          "- [[s:an 84 GB root disk]] [[c:and a 250 GB disk for mail]]\n\n"
          "**Listening ports**\n\n"
          "| Port | Service |\n"
          "|---|---|\n"
          "| 25, 465, 587 | [[s:Postfix (master)]] |\n"
          "| 143, 993 | [[s:Dovecot IMAP]] |\n"
          "| 6379 | [[s:Redis, localhost only]] |\n\n"
          "[[c:POP3 on port 110 is also open]]. [[s:There are currently two IMAP connections from "
          "93.184.12.77]].\n\n"
          "It is a good idea to disable port 143 if you do not need it, and to make sure fail2ban covers Postfix "
          "and Dovecot."},
]


# --------------------------------------------------------------------------------------------- hydra
H = Clock("2026-11-19T16:05:00+01:00")
H_MEM = 16_474_750_976
NM = "NetworkManager.service"

hydra_evidence = [
    steady("h1", H, age=5400, hostname="hydra", os_name="Fedora Linux", os_version="41",
           os_codename="Workstation Edition", kernel="6.11.8-300.fc41.x86_64",
           cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz", cpu_cores=4, cpu_threads=8,
           memory_total_bytes=H_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510_507_237_376}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "f4:26:79:5b:0c:d2", "addresses": ["192.168.178.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.178.1", package_manager="rpm",
           installed_packages={"kernel": "6.11.9-300.fc41", "NetworkManager": "1:1.50.0-1.fc41",
                               "firefox": "132.0.2-1.fc41", "dnf5": "5.2.7.0-1.fc41",
                               "iwlwifi-mvm-firmware": "20241110-1.fc41"},
           available_services=[NM, "wpa_supplicant.service", "gdm.service", "firewalld.service",
                               "bluetooth.service"],
           users=[{"name": "lena", "uid": 1000, "gid": 1000, "home": "/home/lena", "shell": "/bin/bash"}]),
    item("h2", "linux_recent_logs", {"source": "journal", "unit": NM, "entries": [
        log_entry("2026-11-19T13:12:08+01:00", NM, "info",
                  "<info> device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-11-19T13:12:08+01:00", NM, "warning",
                  "<warn> device (wlp0s20f3): state change: activated -> failed (reason 'supplicant-disconnect')"),
        log_entry("2026-11-19T13:12:19+01:00", NM, "info",
                  "<info> device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-11-19T14:27:51+01:00", NM, "info",
                  "<info> device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-11-19T14:27:51+01:00", NM, "warning",
                  "<warn> device (wlp0s20f3): state change: activated -> failed (reason 'supplicant-disconnect')"),
        log_entry("2026-11-19T14:28:03+01:00", NM, "info",
                  "<info> device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-11-19T15:41:03+01:00", NM, "info",
                  "<info> device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-11-19T15:41:03+01:00", NM, "warning",
                  "<warn> device (wlp0s20f3): state change: activated -> failed (reason 'supplicant-disconnect')"),
        log_entry("2026-11-19T15:41:40+01:00", NM, "info",
                  "<info> device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-11-19T16:02:55+01:00", NM, "info",
                  "<info> device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-11-19T16:02:55+01:00", NM, "warning",
                  "<warn> device (wlp0s20f3): state change: activated -> failed (reason 'supplicant-disconnect')"),
        log_entry("2026-11-19T16:03:05+01:00", NM, "info",
                  "<info> device (wlp0s20f3): Activation: starting connection 'FRITZ!Box 7590 KL' "
                  "(3b1c7f0e-5d2a-4c1e-9a77-0f6e2b8d4c11)"),
    ]}, H, age=30, args={"unit": NM, "since_minutes": 240}),
    item("h3", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "f4:26:79:5b:0c:d2", "addresses": [], "is_up": False},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(631, "127.0.0.1", 1322, "cupsd"), listener(5353, "0.0.0.0", 1040, "avahi-daemon", "udp"),
                      listener(53, "127.0.0.53", 980, "systemd-resolve"),
                      listener(323, "127.0.0.1", 1051, "chronyd", "udp")],
        "connections": []}, H, age=25),
    item("h4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 11_842_000, "tx_bytes_per_s": 214_000},
        {"name": "lo", "rx_bytes_per_s": 3_100, "tx_bytes_per_s": 3_100},
    ]}, H, age=20, args={"interval_seconds": 1.0}),
    item("h5", "linux_processes", processes(341, H_MEM, [
        (48211, "dnf5", "root", 38.5, 412 * MiB, "2026-11-19T15:58:20+01:00", "dnf5 upgrade --refresh -y"),
        (3120, "firefox", "lena", 21.3, 2_040_109_465, "2026-11-19T08:47:12+01:00", "/usr/lib64/firefox/firefox"),
        (2011, "gnome-shell", "lena", 7.9, 512 * MiB, "2026-11-19T08:46:40+01:00", "/usr/bin/gnome-shell"),
        (3377, "Isolated Web Co", "lena", 4.6, 371 * MiB, "2026-11-19T09:02:18+01:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsLen 31201 tab"),
        (1187, "NetworkManager", "root", 2.1, 24 * MiB, "2026-11-19T08:46:02+01:00",
         "/usr/sbin/NetworkManager --no-daemon"),
    ]), H, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
    item("h6", "linux_package_history", {"events": [
        package_event("2026-11-12T19:20:14+01:00", "upgrade", "firefox", "131.0.3-1.fc41", "132.0.2-1.fc41"),
        package_event("2026-11-12T19:20:14+01:00", "upgrade", "NetworkManager", "1:1.48.10-1.fc41", "1:1.50.0-1.fc41"),
        package_event("2026-11-12T19:20:15+01:00", "upgrade", "NetworkManager-wifi", "1:1.48.10-1.fc41",
                      "1:1.50.0-1.fc41"),
        package_event("2026-11-12T19:20:15+01:00", "upgrade", "iwlwifi-mvm-firmware", "20241017-1.fc41",
                      "20241110-1.fc41"),
        package_event("2026-11-19T11:32:10+01:00", "install", "kernel", None, "6.11.9-300.fc41"),
        package_event("2026-11-19T11:32:10+01:00", "install", "kernel-core", None, "6.11.9-300.fc41"),
        package_event("2026-11-19T11:32:12+01:00", "upgrade", "mesa-dri-drivers", "24.2.6-1.fc41", "24.2.7-1.fc41"),
        package_event("2026-11-19T11:32:14+01:00", "remove", "kernel", "6.11.4-301.fc41", None),
    ]}, H, age=40, args={"since_days": 14}),
    item("h7", "linux_system_info",
         system_info(31.7, [2.84, 2.10, 1.66], 26329, "2026-11-19T08:45:51+01:00", H_MEM, 6_912_000_000,
                     8 * GiB, 1_181_116_006),
         H, age=20),
    item("h8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 510_507_237_376, 431_020_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 510_507_237_376, 431_020_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 327_155_712),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 628_015_104, 20_250_624),
    ]}, H, age=50),
    item("h9", "linux_service_status",
         unit(NM, "active", "running", pid=1187, since="2026-11-19T08:46:02+01:00", desc="Network Manager"),
         H, age=900, args={"name": "NetworkManager"}),
    item("h10", "linux_file_changes", {"root": "/home/lena/Downloads", "since": "2026-11-19T14:04:25+01:00",
                                       "files": [
        {"path": "/home/lena/Downloads/Fedora-KDE-Live-x86_64-41-1.4.iso.part", "mtime": "2026-11-19T16:04:24+01:00",
         "size_bytes": 1_712_324_608},
        {"path": "/home/lena/Downloads/Rechnung_2026-11.pdf", "mtime": "2026-11-19T15:22:40+01:00",
         "size_bytes": 184_311},
    ]}, H, age=35, args={"root": "/home/lena/Downloads", "since_minutes": 120}),
]

hydra_answers = [
    {"q": "Why does my Wi-Fi keep dropping?", "ev": ["h2", "h6"],
     "extra": [user("hu1", "my wifi keeps dropping since last week, it's really annoying. I'm on the fritzbox in "
                           "the living room. why does my wifi keep dropping?", H, age=100)],
     "a": "Based on the provided information, your Wi-Fi keeps dropping because the connection to the access "
          "point is being lost again and again. Here is what I found:\n\n"
          "1. [[s:NetworkManager logged four disconnects of wlp0s20f3 in the last four hours]]: [[s:at 13:12, "
          "14:27, 15:41]] [[c:and 15:59]].\n"
          "2. [[s:Each time the reason was 'supplicant-disconnect']], [[u:which means the router kicked the "
          "laptop off because of a weak signal]].\n"
          "3. [[s:After the first three drops, the connection came back within about 10 to 40 seconds]].\n"
          "4. [[s:After the last drop, NetworkManager started reconnecting to 'FRITZ!Box 7590 KL']], [[c:and "
          "the connection was activated successfully again]].\n"
          "5. [[c:NetworkManager was upgraded from 1.48.10 to 1.50.0 on November 13]], [[s:together with the "
          "iwlwifi firmware]]. [[u:This upgrade is what started the drops]], [[s:since you said they began last "
          "week]].\n\n"
          "Common fixes for Intel Wi-Fi cards are disabling Wi-Fi power saving (`wifi.powersave = 2` in "
          "NetworkManager), or downgrading the firmware with `sudo dnf downgrade iwlwifi-mvm-firmware`."},

    {"q": "Is the Wi-Fi connected right now?", "ev": ["h3", "h4"],
     "a": "Based on the provided information, yes, the Wi-Fi is connected right now and it is being used "
          "heavily:\n\n"
          "1. [[u:The wlp0s20f3 interface is up]] and [[u:it is receiving around 12 MB/s (about 95 Mbit/s)]] "
          "[[u:while sending about 214 KB/s]].\n"
          "2. [[s:The loopback interface only carries about 3 KB/s]].\n"
          "3. [[s:cupsd is listening on 127.0.0.1 port 631]] and [[s:systemd-resolved is listening on "
          "127.0.0.53 port 53]].\n"
          "4. [[c:There are a number of established TCP connections]].\n\n"
          "If the Wi-Fi seems "
          "unstable, you can check it with `nmcli device status`."},

    {"q": "What is using so much bandwidth?", "ev": ["h5", "h10", "h4"],
     "a": "Based on the provided information, the bandwidth is being used by a large download:\n\n"
          "1. [[s:There is a file called `Fedora-KDE-Live-x86_64-41-1.4.iso.part` in your Downloads folder]] "
          "[[s:that is about 1.7 GB so far]]. [[s:It was last written at 16:04]]. [[u:It is being downloaded by "
          "Firefox]].\n"
          "2. [[s:`dnf5` is also running an upgrade (`dnf5 upgrade --refresh -y`)]] [[s:and it is the top CPU "
          "user at about 38%]].\n"
          "3. [[s:Firefox is using about 21% CPU]] and [[c:about 1.2 GB of memory]].\n\n"
          "[[s:The Wi-Fi interface is currently receiving around 12 MB/s]]. [[c:In total there are 314 processes "
          "running]].\n\n"
          "If the download is slowing down other things, you can pause it in Firefox and let the dnf upgrade "
          "finish first."},

    {"q": "Did the dnf upgrade install a new kernel? Do I need to reboot?", "ev": ["h6", "h1", "h7"],
     "a": "Based on the provided information, yes, the dnf upgrade installed a new kernel, and you need to "
          "reboot to use it.\n\n"
          "- [[s:Kernel 6.11.9-300.fc41 was installed today at 11:32]].\n"
          "- [[s:The oldest kernel, 6.11.4-301.fc41, was removed at the same time]].\n"
          "- [[s:You are still running kernel 6.11.8-300.fc41]], because [[s:the laptop was last booted this "
          "morning at 08:45]], before the new kernel was installed.\n"
          "- [[s:mesa-dri-drivers was also upgraded to 24.2.7]] [[c:on November 18]].\n"
          "- [[c:Firefox was upgraded to version 133]] [[s:on November 12]].\n\n"
          "[[u:The new kernel also contains a fix for the Intel Wi-Fi drops]], so rebooting might help with the "
          "connection problems too. [[s:The system has been up for about 7 hours]] [[c:and is using about 12 GB "
          "of its 16 GB of memory]].\n\n"
          "To reboot into the new kernel, simply run `sudo systemctl reboot`, and check afterwards with "
          "`uname -r`."},

    {"q": "Is NetworkManager running?", "ev": ["h9"],
     "a": "Based on the provided information, NetworkManager is running:\n\n"
          "1. [[t:`NetworkManager.service` is active and running]].\n"
          "2. [[t:Its main PID is 1187]].\n"
          "3. [[t:It has been running since 08:46 this morning]], [[u:so it was not restarted by the dnf "
          "upgrade]].\n\n"
          "[[u:The Wi-Fi drops are therefore not caused by NetworkManager crashing]], but rather by the "
          "connection to the router."},

    {"q": "How full is my disk?", "ev": ["h8"],
     "a": "Based on the provided information, your disk is getting quite full:\n\n"
          "| Mount | Size | Used |\n"
          "|---|---|---|\n"
          "| `/` | [[s:around 510 GB]] | [[s:84%]] |\n"
          "| `/home` | [[s:same btrfs volume as /]] | 84% |\n"
          "| `/boot` | [[s:about 1 GB]] | [[c:around 45%]] |\n\n"
          "[[s:You have around 80 GB of free space left]] on the main btrfs filesystem. [[u:Most of the space is "
          "probably taken up by old btrfs snapshots]]. [[c:The EFI partition is almost full]].\n\n"
          "You can free up space by running `sudo dnf clean all`, removing old Flatpak runtimes with "
          "`flatpak uninstall --unused`, and deleting ISO files in your Downloads folder once you have used them."},

    {"q": "Give me a summary of the laptop's state.", "ev": ["h1", "h7", "h5"],
     "a": "Based on the provided information, here is a summary of the laptop's state:\n\n"
          "- **CPU:** [[s:Intel Core i7-1165G7 with 4 cores and 8 threads]]\n"
          "- **OS:** [[s:Fedora Linux 41]]\n"
          "- **Memory:** [[s:16 GB]], [[s:about 58% used]]\n"
          "- **Swap:** [[c:about 2 GB in use]]\n"
          "- **CPU usage:** [[s:around 32%]], [[s:with a 1-minute load average of 2.84]]\n"
          "- **Top process:** [[s:dnf5 (PID 48211)]]\n\n"
          "[[u:Nothing else unusual is running]].\n\n"
          "Overall, the laptop is in a good state, apart from the Wi-Fi issues and the running upgrade."},
]


# --------------------------------------------------------------------------------------------- sphinx
S = Clock("2026-11-04T11:20:00+01:00")
S_MEM = 3_983_130_624
UNBOUND_SINCE = "2026-11-03T06:02:11+01:00"

SPHINX_CONF = [
    "server:",
    "    interface: 0.0.0.0",
    "    interface: ::0",
    "    port: 53",
    "    access-control: 127.0.0.0/8 allow",
    "    access-control: 10.20.0.0/16 allow",
    "    access-control: 0.0.0.0/0 refuse",
    "    num-threads: 4",
    "    msg-cache-size: 128m",
    "    rrset-cache-size: 256m",
    "    cache-min-ttl: 60",
    "    cache-max-ttl: 86400",
    "    prefetch: yes",
    "    hide-identity: yes",
    "    hide-version: yes",
    "    qname-minimisation: yes",
    "    log-queries: yes",
    "    verbosity: 1",
    "    logfile: \"/var/log/unbound/unbound.log\"",
    "    private-domain: \"corp.nordwind.lan\"",
    "    domain-insecure: \"corp.nordwind.lan\"",
    "",
    "forward-zone:",
    "    name: \"corp.nordwind.lan\"",
    "    forward-addr: 10.20.0.10",
    "    forward-addr: 10.20.0.11",
    "",
    "forward-zone:",
    "    name: \".\"",
    "    forward-tls-upstream: yes",
    "    forward-addr: 9.9.9.9@853#dns.quad9.net",
    "    forward-addr: 149.112.112.112@853#dns.quad9.net",
]


def _q(t, thread, client, name, qtype="A"):
    return log_entry(f"2026-11-04T{t}+01:00", None, "info", f"[812:{thread}] info: {client} {name} {qtype} IN")


sphinx_evidence = [
    steady("s1", S, age=3000, hostname="sphinx", domain="corp.nordwind.lan", os_name="Debian GNU/Linux",
           os_version="12", os_codename="bookworm", kernel="6.1.0-26-amd64",
           cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=S_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 118_964_510_720}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:02:1a", "addresses": ["10.20.0.53/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="10.20.0.1",
           installed_packages={"unbound": "1.17.1-2+deb12u2", "dns-root-data": "2024071801~deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "prometheus-node-exporter": "1.5.0-1+b6"},
           available_services=["unbound.service", "unbound-resolvconf.service", "ssh.service",
                               "prometheus-node-exporter.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "unbound", "uid": 104, "gid": 110, "home": "/var/lib/unbound",
                   "shell": "/usr/sbin/nologin"}]),
    item("s2", "linux_file_read", {"path": "/etc/unbound/unbound.conf.d/nordwind.conf", "offset": 0, "limit": 200,
                                   "total_lines": len(SPHINX_CONF), "lines": SPHINX_CONF},
         S, age=30, args={"path": "/etc/unbound/unbound.conf.d/nordwind.conf"}),
    item("s3", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        _q("11:18:02", 1, "10.20.3.44", "fileserver.corp.nordwind.lan."),
        _q("11:18:02", 2, "10.20.3.44", "fileserver.corp.nordwind.lan.", "AAAA"),
        _q("11:18:05", 0, "10.20.1.17", "www.heise.de."),
        _q("11:18:09", 3, "10.20.4.102", "outlook.office365.com.", "AAAA"),
        _q("11:18:11", 1, "10.20.2.8", "wiki.corp.nordwind.lan."),
        log_entry("2026-11-04T11:18:11+01:00", None, "err",
                  "[812:1] error: SERVFAIL <wiki.corp.nordwind.lan. A IN>: all servers for this domain failed, "
                  "at zone corp.nordwind.lan. upstream server timeout"),
        _q("11:18:20", 2, "10.20.1.17", "update.code.visualstudio.com."),
        _q("11:18:26", 0, "10.20.2.8", "jira.corp.nordwind.lan."),
        log_entry("2026-11-04T11:18:26+01:00", None, "err",
                  "[812:0] error: SERVFAIL <jira.corp.nordwind.lan. A IN>: all servers for this domain failed, "
                  "at zone corp.nordwind.lan. upstream server timeout"),
        _q("11:18:31", 3, "10.20.3.44", "time.windows.com."),
        _q("11:18:40", 1, "10.20.6.21", "api.github.com."),
        _q("11:18:44", 2, "10.20.3.44", "fileserver.corp.nordwind.lan."),
    ]}, S, age=35, args={"path": "/var/log/unbound/unbound.log", "since_minutes": 5, "limit": 12}, complete=False),
    item("s4", "linux_service_status",
         unit("unbound.service", "active", "running", pid=812, since=UNBOUND_SINCE, desc="Unbound DNS server"),
         S, age=25, args={"name": "unbound"}),
    item("s5", "linux_processes", processes(1, S_MEM, [
        (812, "unbound", "unbound", 3.4, 198 * MiB, UNBOUND_SINCE, "/usr/sbin/unbound -d -p"),
    ]), S, age=20, args={"name": "unbound"}),
    item("s6", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "00:e0:4c:68:02:1a", "addresses": ["10.20.0.53/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(53, "0.0.0.0", 812, "unbound", "udp"), listener(53, "0.0.0.0", 812, "unbound"),
                      listener(53, "::", 812, "unbound", "udp"), listener(53, "::", 812, "unbound"),
                      listener(8953, "127.0.0.1", 812, "unbound"), listener(22, "0.0.0.0", 655, "sshd"),
                      listener(9100, "::", 701, "prometheus-node-exporter")],
        "connections": [
            connection("10.20.0.53:41822", "9.9.9.9:853", 812, "unbound"),
            connection("10.20.0.53:39410", "149.112.112.112:853", 812, "unbound"),
            connection("10.20.0.53:22", "10.20.5.14:60122", 20311, "sshd"),
        ]}, S, age=40),
    item("s7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 12_288, "write_bytes_per_s": 1_843_200, "busy_percent": 3.1},
    ]}, S, age=15, args={"interval_seconds": 1.0}),
    item("s8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 118_964_510_720, 101_240_000_000),
    ]}, S, age=45, args={"path": "/var/log"}),
    item("s9", "linux_package_history", {}, S, age=30, args={"since_days": 30},
         error="could not read /var/log/apt/history.log: permission denied"),
    item("s10", "linux_system_info",
         system_info(6.8, [0.42, 0.37, 0.35], 103108, "2026-11-03T06:01:32+01:00", S_MEM, 2_615_000_000,
                     975 * MiB, 0),
         S, age=2400),
]

sphinx_answers = [
    {"q": "Why are lookups for corp.nordwind.lan failing?", "ev": ["s3", "s2"],
     "a": "Based on the provided information, lookups for corp.nordwind.lan are failing because Unbound cannot "
          "reach the upstream servers for that zone.\n\n"
          "1. [[s:Unbound returned SERVFAIL for wiki.corp.nordwind.lan]] [[s:and jira.corp.nordwind.lan]], "
          "[[s:with the message \"all servers for this domain failed\" and \"upstream server timeout\"]].\n"
          "2. [[s:corp.nordwind.lan is a forward zone]] [[s:that sends queries to 10.20.0.10 and 10.20.0.11]], "
          "[[c:over DNS-over-TLS on port 853]]. [[u:Both domain controllers are currently down]].\n"
          "3. [[u:Every lookup in corp.nordwind.lan is failing, including fileserver.corp.nordwind.lan]].\n"
          "4. [[s:The zone is also set as `domain-insecure`]], so DNSSEC validation is not the problem here.\n"
          "5. [[s:Queries for public names like www.heise.de and api.github.com are still coming in]] [[u:and are "
          "answered normally]].\n\n"
          "[[s:The failures were logged at 11:18]].\n\n"
          "I would recommend checking whether the domain controllers respond with "
          "`dig @10.20.0.10 wiki.corp.nordwind.lan`."},

    {"q": "Show me how the Unbound config is set up.", "ev": ["s2"],
     "a": "Based on the provided information, here is how the Unbound config in "
          "`/etc/unbound/unbound.conf.d/nordwind.conf` is set up:\n\n"
          "**Server settings**\n"
          "1. [[s:Unbound listens on all IPv4 and IPv6 interfaces on port 53]].\n"
          "2. [[c:Queries are allowed from 127.0.0.0/8 and 10.20.0.0/24]], [[s:everything else is refused]].\n"
          "3. [[c:It runs with 2 threads]].\n"
          "4. [[s:The message cache is 128 MB]] [[c:and the RRset cache is 128 MB as well]].\n"
          "5. [[c:Cached records are kept for at least 60 seconds and at most one hour]].\n"
          "6. [[s:Prefetching and QNAME minimisation are turned on]].\n"
          "7. [[s:Query logging is enabled]] [[s:and goes to /var/log/unbound/unbound.log]].\n\n"
          "**Forwarding**\n"
          "- [[s:corp.nordwind.lan is forwarded to 10.20.0.10 and 10.20.0.11]].\n"
          "- [[s:All other queries are forwarded to Quad9 (9.9.9.9 and 149.112.112.112)]] [[s:over TLS on port "
          "853]].\n\n"
          "[[u:DNSSEC validation is enabled for all other zones using the root trust anchor]].\n\n"
          "This is a solid configuration. You may want to turn off `log-queries` in production, since query "
          "logging can use a lot of disk space."},

    {"q": "Is unbound running and how much memory does it use?", "ev": ["s4", "s5", "s6"],
     "a": "Based on the provided information, yes, Unbound is running:\n\n"
          "- [[s:`unbound.service` is active and running (s4)]] [[s:with PID 812]].\n"
          "- [[c:It has been running since November 2]].\n"
          "- [[s:It uses around 200 MB of RAM]] [[s:(about 5% of the memory)]] [[s:and about 3% CPU]].\n"
          "- [[s:It is listening on port 53 for both UDP and TCP, on IPv4 and IPv6]].\n"
          "- [[c:The remote control interface is listening on all interfaces on port 8953]].\n"
          "- [[s:It has two DNS-over-TLS connections open, to 9.9.9.9 and 149.112.112.112]].\n"
          "- [[c:There are 4 unbound processes, one for each thread]].\n\n"
          "[[u:Memory use will grow to around 400 MB once the caches are full]].\n\n"
          "If you want more detail, `unbound-control stats_noreset` will show the cache hit rate."},

    {"q": "Why is the disk so busy, and is it filling up?", "ev": ["s7", "s8", "s3"],
     "a": "Based on the provided information, the disk is not very busy, but it is filling up:\n\n"
          "1. [[s:The disk sda is only about 3% busy]].\n"
          "2. [[s:It is writing about 1.8 MB/s]] [[c:and reading about 12 MB/s]].\n"
          "3. [[u:Most of the writes come from Unbound's query log]].\n"
          "4. [[s:The root filesystem, which holds /var/log, is 85% full]], [[c:with about 27 GB free]].\n"
          "5. [[u:At this rate the disk will be full within a few hours]].\n\n"
          "You should consider turning off `log-queries`, or setting up logrotate for "
          "/var/log/unbound/unbound.log with daily rotation and compression."},

    {"q": "Was unbound upgraded recently?", "ev": ["s9", "s1"],
     "a": "Based on the provided information, I could not read the package history, because [[s:access to "
          "/var/log/apt/history.log was denied]]. However:\n\n"
          "- [[s:The installed version of Unbound is 1.17.1-2+deb12u2]].\n"
          "- [[u:This version was installed with the last Debian point release]].\n"
          "- [[s:The system runs Debian 12 (bookworm)]] [[c:with kernel 6.1.0-27-amd64]].\n\n"
          "[[u:No other packages were upgraded in the last 30 days]].\n\n"
          "You can check the history yourself with `sudo zgrep unbound /var/log/apt/history.log*`."},

    {"q": "What was the memory and CPU load on sphinx?", "ev": ["s10", "s1"],
     "a": "Based on the provided information, the memory and CPU load on sphinx are low:\n\n"
          "1. [[t:CPU usage is at around 7%]].\n"
          "2. [[t:The load average is about 0.4]], [[s:and the CPU is a 4-core Celeron J4125]].\n"
          "3. [[t:About 1.3 GB of memory is in use]], [[s:out of around 4 GB]].\n"
          "4. [[t:Swap is not being used at all]].\n"
          "5. [[t:The server has been up for a little over a day]].\n\n"
          "[[u:This is because Unbound is very lightweight and most queries are answered from the cache]]."},
]


# --------------------------------------------------------------------------------------------- basilisk
B = Clock("2026-11-21T08:50:00+01:00")
B_MEM = 33_654_742_016
RKE = "rke2-agent.service"


def knode(name: str, ready: bool, kernel: str) -> dict:
    n = node(name, ready, version="v1.30.6+rke2r1")
    n["status"]["nodeInfo"]["kernelVersion"] = kernel
    n["status"]["nodeInfo"]["osImage"] = "Ubuntu 22.04.5 LTS"
    return n


basilisk_evidence = [
    steady("b1", B, age=1800, hostname="basilisk-w2", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-127-generic", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=B_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 478_948_704_256},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                   "total_bytes": 999_653_638_144}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:4a:72", "addresses": ["10.44.0.22/24"],
                                "is_up": True}],
           dns_servers=["10.44.0.1"], default_gateway="10.44.0.1",
           installed_packages={"linux-image-5.15.0-127-generic": "5.15.0-127.137",
                               "linux-generic": "5.15.0.127.126", "openssl": "3.0.2-0ubuntu1.19",
                               "open-iscsi": "2.1.5-1ubuntu1.1"},
           available_services=[RKE, "ssh.service", "iscsid.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}]),
    item("b2", "kubernetes_get", {"context": "rke2-basilisk", "namespace": None, "items": [
        knode("basilisk-cp1", True, "5.15.0-126-generic"),
        knode("basilisk-w1", True, "5.15.0-126-generic"),
        knode("basilisk-w2", False, "5.15.0-127-generic"),
        knode("basilisk-w3", True, "5.15.0-126-generic"),
    ]}, B, age=30, args={"resource": "nodes"}),
    item("b3", "kubernetes_get", {"context": "rke2-basilisk", "namespace": None, "items": [
        deployment("web-frontend", "shop", 3, 2),
        deployment("checkout-api", "shop", 2, 1),
        deployment("catalog-api", "shop", 2, 2),
        deployment("rke2-coredns-rke2-coredns", "kube-system", 2, 2),
        deployment("rke2-metrics-server", "kube-system", 1, 1),
        deployment("grafana", "monitoring", 1, 0),
        deployment("kube-prometheus-stack-operator", "monitoring", 1, 1),
    ]}, B, age=35, args={"resource": "deployments", "namespace": "all"}),
    item("b4", "kubernetes_get", {"context": "rke2-basilisk", "namespace": "shop", "items": [
        pod("web-frontend-7d9c8b6f5-x2q7r", "shop", "Running", "basilisk-w2", ready=False,
            started="2026-11-19T14:10:22+01:00"),
        pod("web-frontend-7d9c8b6f5-4kq9d", "shop", "Running", "basilisk-w1", started="2026-11-19T14:10:20+01:00"),
        pod("web-frontend-7d9c8b6f5-m8s2t", "shop", "Running", "basilisk-w3", restarts=1,
            started="2026-11-19T14:10:21+01:00"),
        pod("checkout-api-5f6b7c9d8-z8w3n", "shop", "Running", "basilisk-w2", ready=False,
            started="2026-11-18T09:31:05+01:00"),
        pod("checkout-api-5f6b7c9d8-p4k2m", "shop", "Running", "basilisk-w1", restarts=2,
            started="2026-11-18T09:31:04+01:00"),
        pod("catalog-api-6c8d9f7b4-t7v2x", "shop", "Running", "basilisk-w3", started="2026-11-17T16:45:12+01:00"),
    ]}, B, age=40, args={"resource": "pods", "namespace": "shop"}, complete=False),
    item("b5", "linux_package_history", {"events": [
        package_event("2026-11-18T06:14:40+01:00", "upgrade", "openssl", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        package_event("2026-11-18T06:14:40+01:00", "upgrade", "libssl3", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        package_event("2026-11-20T23:02:11+01:00", "install", "linux-image-5.15.0-127-generic", None,
                      "5.15.0-127.137"),
        package_event("2026-11-20T23:02:11+01:00", "install", "linux-modules-5.15.0-127-generic", None,
                      "5.15.0-127.137"),
        package_event("2026-11-20T23:02:12+01:00", "upgrade", "linux-generic", "5.15.0.126.125", "5.15.0.127.126"),
        package_event("2026-11-20T23:02:12+01:00", "upgrade", "linux-image-generic", "5.15.0.126.125",
                      "5.15.0.127.126"),
    ]}, B, age=50, args={"since_days": 7}),
    item("b6", "linux_service_status",
         unit(RKE, "activating", "auto-restart", desc="Rancher Kubernetes Engine v2 (agent)"),
         B, age=30, args={"name": "rke2-agent"}),
    item("b7", "linux_recent_logs", {"source": "journal", "unit": RKE, "entries": [
        log_entry("2026-11-21T08:49:02+01:00", RKE, "info",
                  'time="2026-11-21T07:49:02Z" level=info msg="Starting rke2 agent v1.30.6+rke2r1 (4c5a1b9e)"'),
        log_entry("2026-11-21T08:49:03+01:00", RKE, "warning",
                  'time="2026-11-21T07:49:03Z" level=warning msg="Failed to load kernel module br_netfilter with '
                  'modprobe"'),
        log_entry("2026-11-21T08:49:03+01:00", RKE, "warning",
                  'time="2026-11-21T07:49:03Z" level=warning msg="Failed to load kernel module overlay with modprobe"'),
        log_entry("2026-11-21T08:49:03+01:00", RKE, "warning",
                  'time="2026-11-21T07:49:03Z" level=warning msg="Failed to load kernel module iptable_nat with '
                  'modprobe"'),
        log_entry("2026-11-21T08:49:09+01:00", RKE, "err",
                  'time="2026-11-21T07:49:09Z" level=error msg="containerd exited: exit status 1"'),
        log_entry("2026-11-21T08:49:09+01:00", RKE, "err",
                  'time="2026-11-21T07:49:09Z" level=fatal msg="failed to wait for containerd: overlayfs snapshotter '
                  'cannot be enabled for \\"/var/lib/rancher/rke2/agent/containerd\\": failed to mount overlay: no '
                  'such device"'),
        log_entry("2026-11-21T08:49:09+01:00", RKE, "notice",
                  "rke2-agent.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-21T08:49:14+01:00", RKE, "info",
                  "rke2-agent.service: Scheduled restart job, restart counter is at 2874."),
    ]}, B, age=35, args={"unit": RKE, "since_minutes": 15, "limit": 8}, complete=False),
    item("b8", "linux_system_info",
         system_info(4.1, [0.21, 0.30, 0.28], 34980, "2026-11-20T23:06:40+01:00", B_MEM, 31_020_000_000, 0, 0),
         B, age=20),
    item("b9", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 478_948_704_256, 61_300_000_000),
        fs("/dev/sdb1", "/var/lib/rancher", "xfs", 999_653_638_144, 412_800_000_000),
    ]}, B, age=60),
    item("b10", "linux_containers", {}, B, age=25, args={"all": True},
         error="cannot connect to /run/k3s/containerd/containerd.sock: no such file or directory"),
    item("b11", "linux_service_status",
         unit(RKE, "active", "running", pid=1873, since="2026-11-14T10:22:51+01:00",
              desc="Rancher Kubernetes Engine v2 (agent)"),
         B, age=36000, args={"name": "rke2-agent"}),
]

basilisk_answers = [
    {"q": "Why is basilisk-w2 NotReady?", "ev": ["b2", "b6", "b7", "b5"],
     "a": "Based on the provided information, basilisk-w2 is NotReady because the RKE2 agent on it cannot start "
          "after the kernel upgrade.\n\n"
          "1. [[s:basilisk-w2 is the only one of the four nodes that is NotReady]].\n"
          "2. [[s:A new kernel, linux-image-5.15.0-127-generic, was installed on November 20 at 23:02]], and "
          "[[s:the node now reports kernel 5.15.0-127-generic]] [[s:while the other three nodes are still on "
          "5.15.0-126-generic]].\n"
          "3. [[s:The `rke2-agent.service` is stuck in a restart loop (activating / auto-restart)]], [[c:and the "
          "restart counter is at 117]].\n"
          "4. [[s:The agent fails to load the kernel modules br_netfilter, overlay and iptable_nat]], [[s:and "
          "then containerd exits]] [[s:because the overlayfs snapshotter cannot be enabled]].\n"
          "5. [[u:The reason is that the `linux-modules-extra` package for the new kernel was not installed "
          "(b5)]].\n"
          "6. [[c:The last start attempt was at 07:49]].\n\n"
          "To fix this, you can boot the node back into the previous kernel from the GRUB menu, or install the "
          "missing modules with `sudo apt install linux-modules-extra-$(uname -r)` and restart rke2-agent."},

    {"q": "Which deployments have unavailable replicas?", "ev": ["b3"],
     "a": "Based on the provided information, the following deployments have unavailable replicas:\n\n"
          "| Deployment | Namespace | Ready | Status |\n"
          "|---|---|---|---|\n"
          "| web-frontend | [[s:shop]] | [[s:2/3]] | ❌ |\n"
          "| checkout-api | shop | [[c:0/2]] | ❌ |\n"
          "| grafana | [[s:monitoring]] | [[s:0/1]] | ❌ |\n\n"
          "[[s:So three deployments have unavailable replicas]], [[s:with three unavailable replicas in "
          "total]]. [[s:catalog-api in the shop namespace is fully available with 2/2]]. [[s:CoreDNS and the "
          "metrics server in kube-system are also fine]]. [[c:kube-prometheus-stack-operator has 0 of 1 replicas "
          "ready]].\n\n"
          "[[u:The unavailable replicas are exactly the ones that were scheduled on basilisk-w2]].\n\n"
          "Once basilisk-w2 is Ready again, Kubernetes should bring the missing replicas back automatically."},

    {"q": "Which shop pods are running on the broken node?", "ev": ["b4", "b2"],
     "a": "Based on the provided information, the following shop pods are running on the broken node "
          "basilisk-w2:\n\n"
          "1. [[s:`web-frontend-7d9c8b6f5-x2q7r`]] – [[s:not ready]]\n"
          "2. [[s:`checkout-api-5f6b7c9d8-z8w3n`]] – [[s:not ready]]\n\n"
          "[[u:These are the only shop pods on basilisk-w2]]. [[s:Both still show the phase Running]], [[u:but "
          "their containers were actually killed when the node went down]]. [[s:The other web-frontend pods run on "
          "basilisk-w1 and basilisk-w3]] and [[s:are ready]]. [[c:The checkout-api pod on basilisk-w1 has never "
          "restarted]]. [[u:catalog-api has both of its replicas on basilisk-w3]].\n\n"
          "As a workaround, you could drain the node with "
          "`kubectl drain basilisk-w2 --ignore-daemonsets --delete-emptydir-data` so that the pods get "
          "rescheduled on healthy nodes."},

    {"q": "Can you list the containers on basilisk-w2?", "ev": ["b10", "b6"],
     "a": "Based on the provided information, I could not list the containers on basilisk-w2, because [[s:the "
          "containerd socket at /run/k3s/containerd/containerd.sock does not exist]].\n\n"
          "- [[u:This means containerd has crashed]], [[u:and no pods are running on this node at the moment]].\n"
          "- [[s:The rke2-agent service is currently activating, in auto-restart]], [[c:with main PID 1873]].\n"
          "\n"
          "You can list them yourself with `sudo /var/lib/rancher/rke2/bin/crictl ps -a` once the agent is "
          "running again."},

    {"q": "Is the rke2 agent running on basilisk-w2?", "ev": ["b11", "b1"],
     "a": "Based on the provided information, yes, the rke2 agent is running on basilisk-w2:\n\n"
          "- [[t:`rke2-agent.service` is active and running]]\n"
          "- [[t:Its main PID is 1873]]\n"
          "- [[t:It has been running since November 14]]\n"
          "- [[s:The node runs Ubuntu 22.04]] [[s:with kernel 5.15.0-127-generic]]\n\n"
          "[[u:So the node should be Ready in the cluster]]. [[t:The agent has been running for about a "
          "month]].\n\n"
          "If you still see problems, check `journalctl -u rke2-agent -n 50`."},

    {"q": "How is the hardware on basilisk-w2 holding up — CPU, memory, disk?", "ev": ["b8", "b9", "b1"],
     "a": "Based on the provided information, the hardware on basilisk-w2 is holding up well, mostly because "
          "nothing is running on it:\n\n"
          "1. **CPU:** [[s:Intel Xeon E-2236 with 6 cores and 12 threads]], [[s:currently at about 4% usage]] "
          "[[c:with a load average of around 2.1]].\n"
          "2. **Memory:** [[s:about 2.5 GB of the 32 GB is in use]], [[c:which is around 18%]]. [[s:There is no "
          "swap configured]].\n"
          "3. **Disk:** [[s:The root filesystem is about 13% full]]. [[s:/var/lib/rancher is on a separate 1 TB "
          "XFS disk]] [[c:that is 52% full]].\n"
          "4. **Uptime:** [[s:The node was rebooted last night at around 23:06]], [[u:right after the kernel "
          "upgrade finished]].\n\n"
          "In general these numbers look healthy; once the agent is fixed, the workload should come back."},

    {"q": "What changed in the last week on basilisk-w2?", "ev": ["b5"],
     "a": "Based on the provided information, these are the changes in the last week on basilisk-w2:\n\n"
          "1. [[s:On November 20 at 23:02, the new kernel linux-image-5.15.0-127-generic was installed]] "
          "[[s:together with linux-modules-5.15.0-127-generic]].\n"
          "2. [[s:The linux-generic and linux-image-generic metapackages were upgraded from 5.15.0.126.125 to "
          "5.15.0.127.126]].\n"
          "3. [[s:On November 18, openssl and libssl3 were upgraded to 3.0.2-0ubuntu1.19]] [[c:from "
          "3.0.2-0ubuntu1.17]].\n"
          "4. [[c:The old kernel 5.15.0-126 was removed]].\n"
          "5. [[c:RKE2 itself was upgraded to v1.30.6]].\n\n"
          "[[u:These were installed automatically by unattended-upgrades]]. [[c:In total, 8 packages were "
          "changed]].\n\n"
          "I recommend pinning the kernel on Kubernetes nodes and upgrading them one at a time, draining each node "
          "first."},
]


MACHINES = [
    {"name": "griffin", "clock": G, "evidence": griffin_evidence, "answers": griffin_answers},
    {"name": "kraken", "clock": K, "evidence": kraken_evidence, "answers": kraken_answers},
    {"name": "hydra", "clock": H, "evidence": hydra_evidence, "answers": hydra_answers},
    {"name": "sphinx", "clock": S, "evidence": sphinx_evidence, "answers": sphinx_answers},
    {"name": "basilisk", "clock": B, "evidence": basilisk_evidence, "answers": basilisk_answers},
]
