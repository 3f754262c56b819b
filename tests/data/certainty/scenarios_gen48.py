"""48th generation (written blind by a helper who read neither the wrapper, its tests, the other scenario
files nor the corpus; the style is a chatty llama3.1-8b / qwen2.5-7b troubleshooting assistant).

Answers are written as a small local model answers a troubleshooting question: "### What I found"
headings, diagnostic narratives over logs and service states (failed units, restarts, OOM kills, error
counts by time, which process holds a port), cause-and-effect explanations (some the logs do not give),
hedged guesses, and a closing "Next steps" with suggested commands. Contradictions are varied and often
subtle: a count off by one, a clock time an hour off because of the time zone, a neighbouring port, the
second-largest called the largest, a version change written backwards, GB said where GiB is meant.

saffron — Ubuntu 24.04 home media server in Berlin (+01:00). Steady state (kernel 6.8.0-52 running while
6.8.0-53 is installed; alice, bob and the jellyfin system account; sudo/docker/media/video/render/audio
groups), fresh system info, the complete list of services (fail2ban failed, nmbd inactive), a complete
journal since 16:40 with an OOM kill of jellyfin PID 1203 at 18:58:41 (invoked by ffmpeg), alice's manual
`systemctl start jellyfin` at 19:05, bob's refused sudo and alice's fail2ban restart that failed at 20:12,
a memory-sorted process list cut at 7 of 231, fresh network listeners and connections, a disk usage
reading 25 minutes old (stale) and a week of package history (8 events).

cumin — Fedora 41 laptop in New York (-05:00). Steady state whose `packages` source is stale (it still
lists NetworkManager 1.50.0 and bluez 5.79), fresh package history for 14 days (10 events, kernel-core
6.12.10 installed, 6.12.7 removed, NetworkManager 1.50.0 → 1.50.2), a system-info reading 15 minutes old
(stale), a CPU-sorted process list cut at 6 of 388, bluetooth.service failed with its journal (four
scheduled restarts, then "Start request repeated too quickly"), NetworkManager lines for seven Wi-Fi
disconnects since 06:15 (2 at 07:xx, 4 at 08:xx, 1 at 09:03) and fresh btrfs disk usage.

clove — Debian 12 API server (UTC). Steady state, orders-api.service active since 13:52:07, its journal
(14 QueuePool errors in three bursts, three OOM kills of gunicorn workers and restart counters 1-3), the
nginx error log (ten 502 upstream errors to 127.0.0.1:8001), the unit file, listeners and connections, a
memory-sorted process list cut at 8 of 197, disk usage (PostgreSQL volume on xfs), 30 days of package
history (7 events) and file changes under /srv/orders at 12:31.

sumac — k3s control-plane node in Sydney (+11:00). Steady state, nodes (sumac-w2 NotReady on an older
kubelet), pods and deployments of the `apps` namespace (api crash-looping with 14 restarts, worker
OOMKilled with 7, a web replica Pending unscheduled), the namespace's Services, the k3s and kernel journal
(NodeNotReady at 07:12:40, back-offs, a memory-cgroup OOM kill at 07:58:12), system info, disk usage at
80% and listeners.

cardamom — Arch Linux CI runner with Docker in India (+05:30). Steady state, every container (three
runner job containers, one exited 137, registry, buildkitd, minio, a cleaner exited 0), the complete list
of services, the gitlab-runner journal for the last hour (three jobs failed, two with exit code 137), system
info, disk usage (the Docker volume at 91%), ten days of pacman history (kernel 6.13.9 installed, running
6.13.8; docker-compose removed), a CPU-sorted process list cut at 8 of 612 and listeners read 12 minutes
ago (stale).
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# --------------------------------------------------------------------------------------------- saffron
SAF = Clock("2026-02-17T21:40:00+01:00")
SAF_MEM = 16_471_642_112

saffron_evidence = [
    steady("e1", SAF, age=3600, hostname="saffron", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-52-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=SAF_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 3_936_818_806_784}],
           network_interfaces=[
               {"name": "enp1s0", "mac": "b4:2e:99:3a:10:c7", "addresses": ["192.168.178.20/24"], "is_up": True},
               {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.178.1",
           installed_packages={"jellyfin-server": "10.10.5+ubu2404", "jellyfin-web": "10.10.5+ubu2404",
                               "jellyfin-ffmpeg7": "7.0.2-9-noble", "samba": "2:4.19.5+dfsg-4ubuntu9",
                               "openssh-server": "1:9.6p1-3ubuntu13.7", "fail2ban": "1.0.2-3ubuntu0.1",
                               "docker-ce": "5:27.5.1-1~ubuntu.24.04~noble", "tailscale": "1.80.0",
                               "python3.12": "3.12.3-1ubuntu0.4",
                               "linux-image-6.8.0-52-generic": "6.8.0-52.53",
                               "linux-image-6.8.0-53-generic": "6.8.0-53.55"},
           available_services=["jellyfin.service", "smbd.service", "nmbd.service", "ssh.service", "docker.service",
                               "fail2ban.service", "tailscaled.service", "unattended-upgrades.service",
                               "cron.service", "systemd-resolved.service", "syncthing@.service"],
           users=[{"name": "alice", "uid": 1000, "gid": 1000, "home": "/home/alice", "shell": "/bin/bash"},
                  {"name": "bob", "uid": 1001, "gid": 1001, "home": "/home/bob", "shell": "/usr/bin/zsh"},
                  {"name": "jellyfin", "uid": 110, "gid": 116, "home": "/var/lib/jellyfin",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["alice"]},
                   {"name": "docker", "gid": 999, "members": ["alice"]},
                   {"name": "media", "gid": 1002, "members": ["alice", "bob", "jellyfin"]},
                   {"name": "video", "gid": 44, "members": ["jellyfin"]},
                   {"name": "render", "gid": 993, "members": ["jellyfin"]},
                   {"name": "audio", "gid": 29, "members": ["alice"]}]),
    item("e2", "linux_system_info",
         system_info(38.4, [2.61, 2.35, 1.98], 1_085_158, "2026-02-05T08:14:02+01:00", SAF_MEM, 4_380_000_000,
                     4 * GiB, 2_040_109_465), SAF, age=25),
    item("e3", "linux_service_status", {"units": [
        unit("jellyfin.service", "active", "running", pid=1842, since="2026-02-17T19:05:13+01:00",
             desc="Jellyfin Media Server"),
        unit("smbd.service", "active", "running", pid=1290, since="2026-02-05T08:14:40+01:00",
             desc="Samba SMB Daemon"),
        unit("nmbd.service", "inactive", "dead", ufs="disabled", desc="Samba NMB Daemon"),
        unit("ssh.service", "active", "running", pid=1011, since="2026-02-05T08:14:31+01:00",
             desc="OpenBSD Secure Shell server"),
        unit("docker.service", "active", "running", pid=1177, since="2026-02-05T08:14:36+01:00",
             desc="Docker Application Container Engine"),
        unit("fail2ban.service", "failed", "failed", desc="Fail2Ban Service"),
        unit("tailscaled.service", "active", "running", pid=954, since="2026-02-05T08:14:29+01:00",
             desc="Tailscale node agent"),
        unit("unattended-upgrades.service", "active", "running", pid=1022, since="2026-02-05T08:14:31+01:00",
             desc="Unattended Upgrades Shutdown"),
        unit("cron.service", "active", "running", pid=998, since="2026-02-05T08:14:30+01:00",
             desc="Regular background program processing daemon"),
        unit("systemd-resolved.service", "active", "running", ufs="static", pid=640,
             since="2026-02-05T08:14:20+01:00", desc="Network Name Resolution"),
        unit("syncthing@bob.service", "active", "running", pid=2207, since="2026-02-05T08:14:45+01:00",
             desc="Syncthing - Open Source Continuous File Synchronization for bob"),
        unit("apt-daily-upgrade.service", "inactive", "dead", ufs="static",
             desc="Daily apt upgrade and clean activities"),
    ]}, SAF, age=30),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-17T18:58:39+01:00", "kernel", "warning",
                  "ffmpeg invoked oom-killer: gfp_mask=0x140dca(GFP_HIGHUSER_MOVABLE|__GFP_COMP|__GFP_ZERO), "
                  "order=0, oom_score_adj=0"),
        log_entry("2026-02-17T18:58:41+01:00", "kernel", "err",
                  "Out of memory: Killed process 1203 (jellyfin) total-vm:11834228kB, anon-rss:7012356kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:110 pgtables:15420kB oom_score_adj:0"),
        log_entry("2026-02-17T18:58:42+01:00", "jellyfin.service", "warning",
                  "jellyfin.service: A process of this unit has been killed by the OOM killer."),
        log_entry("2026-02-17T18:58:42+01:00", "jellyfin.service", "err",
                  "jellyfin.service: Failed with result 'oom-kill'."),
        log_entry("2026-02-17T18:58:42+01:00", "jellyfin.service", "info",
                  "jellyfin.service: Consumed 2h 41min 12.337s CPU time, 6.9G memory peak."),
        log_entry("2026-02-17T19:05:10+01:00", None, "notice",
                  "sudo[5120]:    alice : TTY=pts/0 ; PWD=/home/alice ; USER=root ; "
                  "COMMAND=/usr/bin/systemctl start jellyfin"),
        log_entry("2026-02-17T19:05:13+01:00", "jellyfin.service", "info",
                  "Started jellyfin.service - Jellyfin Media Server."),
        log_entry("2026-02-17T20:11:48+01:00", None, "notice",
                  "sudo[6010]:      bob : user NOT in sudoers ; TTY=pts/1 ; PWD=/home/bob ; USER=root ; "
                  "COMMAND=/usr/bin/systemctl restart fail2ban"),
        log_entry("2026-02-17T20:12:01+01:00", None, "notice",
                  "sudo[6015]:    alice : TTY=pts/0 ; PWD=/home/alice ; USER=root ; "
                  "COMMAND=/usr/bin/systemctl restart fail2ban"),
        log_entry("2026-02-17T20:12:03+01:00", "fail2ban.service", "err",
                  "fail2ban-server[6021]: ERROR   Failed during configuration: Have not found any log file for "
                  "sshd jail"),
        log_entry("2026-02-17T20:12:03+01:00", "fail2ban.service", "err",
                  "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"),
        log_entry("2026-02-17T20:12:03+01:00", "fail2ban.service", "warning",
                  "fail2ban.service: Failed with result 'exit-code'."),
        log_entry("2026-02-17T21:31:50+01:00", "jellyfin.service", "info",
                  "[21:31:50] [INF] [52] MediaBrowser.MediaEncoding.Transcoding.TranscodeManager: "
                  "/usr/lib/jellyfin-ffmpeg/ffmpeg -analyzeduration 200M -init_hw_device vaapi=va:/dev/dri/renderD128 "
                  "-i file:\"/srv/media/films/Dune Part Two (2024).mkv\" -c:v h264_vaapi"),
    ]}, SAF, age=40, args={"since_minutes": 300, "priority": "info", "limit": 200}),
    item("e5", "linux_processes", processes(231, SAF_MEM, [
        (1842, "jellyfin", "jellyfin", 12.4, 3_435_973_837, "2026-02-17T19:05:13+01:00",
         "/usr/lib/jellyfin/bin/jellyfin --webdir=/usr/share/jellyfin/web --ffmpeg=/usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (2291, "ffmpeg", "jellyfin", 184.0, 1_181_116_006, "2026-02-17T21:31:50+01:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -analyzeduration 200M -init_hw_device vaapi=va:/dev/dri/renderD128 -i "
         "file:/srv/media/films/Dune Part Two (2024).mkv -c:v h264_vaapi"),
        (1177, "dockerd", "root", 0.4, 188_743_680, "2026-02-05T08:14:36+01:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (2207, "syncthing", "bob", 1.1, 141_557_760, "2026-02-05T08:14:45+01:00",
         "/usr/bin/syncthing serve --no-browser --no-restart --logflags=0"),
        (1290, "smbd", "root", 0.1, 96_468_992, "2026-02-05T08:14:40+01:00", "/usr/sbin/smbd --foreground --no-process-group"),
        (954, "tailscaled", "root", 0.6, 83_886_080, "2026-02-05T08:14:29+01:00",
         "/usr/sbin/tailscaled --state=/var/lib/tailscale/tailscaled.state --socket=/run/tailscale/tailscaled.sock --port=41641"),
        (1150, "containerd", "root", 0.2, 62_914_560, "2026-02-05T08:14:33+01:00", "/usr/bin/containerd"),
    ]), SAF, age=35, args={"sort": "memory", "limit": 7}, complete=False),
    item("e6", "linux_network_info", {
        "interfaces": [
            {"name": "enp1s0", "mac": "b4:2e:99:3a:10:c7", "addresses": ["192.168.178.20/24"], "is_up": True},
            {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1011, "sshd"), listener(22, "::", 1011, "sshd"),
            listener(8096, "0.0.0.0", 1842, "jellyfin"), listener(445, "0.0.0.0", 1290, "smbd"),
            listener(139, "0.0.0.0", 1290, "smbd"), listener(8384, "127.0.0.1", 2207, "syncthing"),
            listener(22000, "0.0.0.0", 2207, "syncthing"), listener(53, "127.0.0.53", 640, "systemd-resolve"),
            listener(7359, "0.0.0.0", 1842, "jellyfin", proto="udp"),
            listener(41641, "0.0.0.0", 954, "tailscaled", proto="udp")],
        "connections": [
            connection("192.168.178.20:8096", "192.168.178.41:52344", 1842, "jellyfin"),
            connection("192.168.178.20:445", "192.168.178.33:50122", 1290, "smbd"),
            connection("100.101.7.12:22", "100.88.2.5:61022", 5002, "sshd")]}, SAF, age=45),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250_375_106_560, 66_571_993_088),
        fs("/dev/sda1", "/srv/media", "ext4", 3_936_818_806_784, 3_637_581_012_992),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_412_288)]}, SAF, age=1500),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-02-14T06:24:11+01:00", "install", "linux-image-6.8.0-53-generic", None, "6.8.0-53.55"),
        package_event("2026-02-14T06:24:15+01:00", "install", "linux-modules-6.8.0-53-generic", None, "6.8.0-53.55"),
        package_event("2026-02-14T06:24:40+01:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.5",
                      "1:9.6p1-3ubuntu13.7"),
        package_event("2026-02-15T03:12:55+01:00", "upgrade", "jellyfin-server", "10.10.3+ubu2404", "10.10.5+ubu2404"),
        package_event("2026-02-15T03:12:56+01:00", "upgrade", "jellyfin-web", "10.10.3+ubu2404", "10.10.5+ubu2404"),
        package_event("2026-02-15T03:13:02+01:00", "upgrade", "jellyfin-ffmpeg7", "7.0.2-5-noble", "7.0.2-9-noble"),
        package_event("2026-02-16T06:31:20+01:00", "upgrade", "python3.12", "3.12.3-1ubuntu0.3", "3.12.3-1ubuntu0.4"),
        package_event("2026-02-16T06:31:24+01:00", "upgrade", "libpython3.12-stdlib", "3.12.3-1ubuntu0.3",
                      "3.12.3-1ubuntu0.4"),
    ]}, SAF, age=50, args={"since_days": 7}),
]

saffron_answers = [
    {"q": "Jellyfin went down for a while this evening — what happened?", "ev": ["e1", "e2", "e4"],
     "a": "Hey! I went through the journal for the last few hours — here's the story.\n\n"
          "### What I found\n\n"
          "1. **[[s:Jellyfin was OOM-killed at 18:58]]** — [[s:the kernel killed PID 1203 (jellyfin)]] [[s:when it "
          "held about 6.7 GiB of anonymous memory]] (roughly 7.2 GB).\n"
          "2. [[c:The OOM killer was invoked by jellyfin itself]], [[u:probably because a library scan was running at "
          "the same time]].\n"
          "3. [[s:systemd marked the unit as failed with result `oom-kill`]].\n"
          "4. [[c:systemd restarted it automatically a few seconds later]].\n"
          "5. [[s:It's been back up since 19:05]], [[c:so about an hour and a half ago]].\n\n"
          "### Why this happened\n\n"
          "[[u:This is likely because Jellyfin 10.10 leaks memory while generating trickplay images]], and "
          "[[c:with only 8 GB of RAM in this box]] there isn't much headroom.\n\n"
          "### Next steps\n\n"
          "```\njournalctl -u jellyfin --since \"18:50\" --until \"19:10\"\nsystemctl edit jellyfin   # add MemoryMax=8G\n```\n"
          "Want me to help you write the drop-in?"},
    {"q": "Is anything broken on saffron? Any failed services?", "ev": ["e3", "e4"],
     "a": "### Service health\n\n"
          "[[s:Only one unit is failed: `fail2ban.service`]]. [[s:Everything else is running, apart from `nmbd` and "
          "`apt-daily-upgrade`, which are just inactive]].\n\n"
          "| Unit | State | Notes |\n|---|---|---|\n"
          "| fail2ban.service | ❌ [[s:failed]] | [[s:exited with status=255/EXCEPTION at 20:12]] |\n"
          "| jellyfin.service | ✅ [[s:active (running)]] | [[c:PID 1824]] |\n"
                    "| nmbd.service | ⚠️ [[s:inactive]] | [[c:enabled, just not started]] |\n"
          "\n"
          "### What happened to fail2ban\n\n"
          "[[c:The restart that failed was run by bob]]. "
          "[[s:On start it died with \"Have not found any log file for sshd jail\"]]. [[u:This usually "
          "happens on 24.04 because sshd only logs to the journal, so the jail needs `backend = systemd`]].\n\n"
          "### Next steps\n\n"
          "- `sudo fail2ban-client -d | head`\n- `sudo nano /etc/fail2ban/jail.local` and set `backend = systemd`\n"
          "- `sudo systemctl restart fail2ban`"},
    {"q": "How much memory is in use right now and what's using it?", "ev": ["e1", "e2", "e5"],
     "a": "### Memory overview\n\n"
          "- **Total:** [[s:15.3 GiB]]\n"
          "- **In use:** [[s:about 11.3 GiB]], [[s:roughly 73%]]\n"
          "- **Available:** [[c:about 4.4 GiB]]\n"
          "\n"
          "### Who's using it\n\n"
          "[[s:`jellyfin` (PID 1842) is the heaviest at ~3.2 GiB RSS]], and [[c:`dockerd` comes second]] at "
          "[[s:~180 MiB]]. The transcode Jellyfin kicked off (`ffmpeg`, PID 2291) [[s:uses ~1.1 GiB]], "
          "and [[c:`tailscaled` is using a bit more "
          "than `smbd`]]. [[c:Everything else among the 231 processes is under 50 MiB]].\n\n"
          "### Next steps\n\n```\nsystemd-cgtop -m\nps -eo pid,user,rss,comm --sort=-rss | head -15\n```"},
    {"q": "What's on port 8096, and is anyone connected?", "ev": ["e6"],
     "a": "**Port 8096** → [[s:`jellyfin`]], [[s:bound to 0.0.0.0]], so [[s:it's reachable from "
          "your LAN]].\n\n"
          "### Connections right now\n"
          "- [[s:One client is streaming from 192.168.178.41]] ([[c:source port 52434]])\n"
                    "\n"
          "### Other listeners\n\n"
          "| Port | Process | Scope |\n|---|---|---|\n"
                    "| [[s:445]] / [[c:138]] | smbd | all interfaces |\n"
          "| 8384 | syncthing | [[s:localhost only]] |\n\n"
          "[[c:There are no UDP listeners]], and [[u:8096 isn't forwarded on your router, so it's not exposed to "
          "the internet]].\n\n"
          "Next steps:\n```\nsudo ss -tulpn\nsudo ss -tnp state established '( sport = :8096 )'\n```"},
    {"q": "How full is the media disk?", "ev": ["e1", "e7"],
     "a": "### Disk usage\n\n"
          "**/srv/media** ([[s:ext4]] [[s:on /dev/sda1]])\n"
          "- Size: [[s:~3.9 TB]] ([[c:4 TiB]])\n"
          "- Used: [[t:3.31 TiB]] ([[t:92%]])\n"
          "- Free: [[t:about 279 GiB]]\n\n"
          "**/** (root): [[t:62 GiB used]] [[s:of 233 GiB]], [[t:about 27%]] — plenty of room there.\n\n"
          "[[u:At the rate you've been adding films you'll fill the media disk in about six weeks]].\n\n"
          "### Next steps\n```\ndf -h /srv/media\nsudo ncdu /srv/media\n```"},
    {"q": "What got updated this week? Do I need to reboot?", "ev": ["e1", "e8"],
     "a": "Here's what changed in the last 7 days 👇\n\n"
          "| When | Package | Change |\n|---|---|---|\n"
          "| Feb 14 | linux-image-6.8.0-53-generic | [[s:installed]] |\n"
                    "| Feb 15, [[c:04:12]] | jellyfin-server | [[c:10.10.4 → 10.10.5]] |\n"
          "| Feb 15 | jellyfin-ffmpeg7 | [[s:7.0.2-5 → 7.0.2-9]] |\n"
          "| Feb 16 | python3.12 | [[c:3.12.3-1ubuntu0.4 → 3.12.3-1ubuntu0.3]] |\n\n"
          "[[c:That's 6 package changes in total]] (counting the modules and web packages), and [[s:nothing was "
          "removed]].\n\n"
          "### Do you need to reboot?\n\n"
          "[[s:Yes — you're still running 6.8.0-52]] [[s:even though 6.8.0-53 has been installed since the 14th]]. "
          "[[u:The jellyfin 10.10.5 update is likely why it's using more memory tonight]]; [[u:10.10.5 changed how "
          "trickplay images are generated]].\n\n"
          "Next steps:\n```\nsudo reboot\nzcat /usr/share/doc/jellyfin-server/changelog.Debian.gz | head\n```"},
    {"q": "Who has accounts on saffron, and who can use sudo or docker?", "ev": ["e1"],
     "extra": [user("u1", "bob says he can't restart anything on saffron", SAF)],
     "a": "### Accounts on saffron\n\n"
          "- **alice** — [[s:in `sudo`]]\n"
          "- **bob** — [[s:zsh]]; [[s:not in `sudo`]], [[c:but he is in `docker`]]\n"
          "- **jellyfin** — [[s:a system account (uid 110)]], [[s:in `video` and "
          "`render`]] for hardware transcoding\n\n"
          "[[s:So there are two human accounts]]. [[s:All three share the `media` group]], and [[c:jellyfin is also "
          "in `audio`]].\n\n"
          "About bob not being able to restart things: [[s:that's expected — he isn't in sudo]], [[u:and polkit "
          "isn't set up to let him manage units either]].\n\n"
          "Next steps: `sudo usermod -aG sudo bob` if he should be an admin, or `getent group sudo docker media` to "
          "double-check."},
]

# ----------------------------------------------------------------------------------------------- cumin
CUM = Clock("2026-01-22T09:15:00-05:00")
CUM_MEM = 31_158_452_224


def _nm_drop(when: str) -> dict:
    return log_entry(when, "NetworkManager.service", "info",
                     "<info>  device (wlp1s0): supplicant interface state: completed -> disconnected")


def _bt(when: str, priority: str, message: str, unit_name: str | None = "bluetooth.service") -> dict:
    return log_entry(f"2026-01-22T{when}-05:00", unit_name, priority, message)


_BT_EXIT = "bluetooth.service: Main process exited, code=killed, status=6/ABRT"

cumin_evidence = [
    steady("e1", CUM, age=7200, hostname="cumin", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.12.9-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=CUM_MEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_022_488_477_696},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 1_022_488_477_696},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_264_448},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627_900_416}],
           network_interfaces=[{"name": "wlp1s0", "mac": "f4:6a:dd:21:9c:03", "addresses": ["192.168.1.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"kernel-core": "6.12.9-200.fc41", "firefox": "134.0.1-1.fc41",
                               "NetworkManager": "1:1.50.0-1.fc41", "NetworkManager-wifi": "1:1.50.0-1.fc41",
                               "bluez": "5.79-1.fc41", "podman": "5:5.3.1-1.fc41",
                               "code": "1.96.2-1734607745.el8", "gnome-shell": "47.2-1.fc41"},
           available_services=["NetworkManager.service", "bluetooth.service", "gdm.service", "cups.service",
                               "power-profiles-daemon.service", "sshd.service"],
           users=[{"name": "maya", "uid": 1000, "gid": 1000, "home": "/home/maya", "shell": "/bin/bash"},
                  {"name": "theo", "uid": 1001, "gid": 1001, "home": "/home/theo", "shell": "/usr/bin/fish"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["maya"]},
                   {"name": "dialout", "gid": 18, "members": ["maya"]},
                   {"name": "libvirt", "gid": 975, "members": ["maya", "theo"]},
                   {"name": "wireshark", "gid": 968, "members": ["theo"]}],
           stale_sources=["packages"]),
    item("e2", "linux_system_info",
         system_info(41.2, [3.42, 2.95, 2.40], 183_480, "2026-01-20T06:02:00-05:00", CUM_MEM, 9_800_000_000,
                     8 * GiB, 1_288_490_188), CUM, age=900),
    item("e3", "linux_processes", processes(388, CUM_MEM, [
        (4121, "Isolated Web Co", "maya", 62.3, 956_301_312, "2026-01-22T07:31:10-05:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 42 -isForBrowser -prefsLen 31442 tab"),
        (3380, "gnome-shell", "maya", 18.0, 671_088_640, "2026-01-20T06:03:12-05:00", "/usr/bin/gnome-shell"),
        (5530, "code", "maya", 11.2, 754_974_720, "2026-01-22T08:20:44-05:00",
         "/usr/share/code/code --type=renderer --crashpad-handler-pid=5498"),
        (2011, "tracker-miner-fs-3", "maya", 9.7, 230_686_720, "2026-01-20T06:03:40-05:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (6612, "node", "theo", 6.4, 429_916_160, "2026-01-22T08:58:02-05:00",
         "node /home/theo/proj/dev-server.js --port 5173"),
        (1402, "NetworkManager", "root", 2.1, 29_360_128, "2026-01-22T08:10:09-05:00",
         "/usr/sbin/NetworkManager --no-daemon"),
    ]), CUM, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_service_status", unit("bluetooth.service", "failed", "failed", desc="Bluetooth service"),
         CUM, age=40, args={"name": "bluetooth"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        _nm_drop("2026-01-22T07:02:11-05:00"), _nm_drop("2026-01-22T07:48:40-05:00"),
        _nm_drop("2026-01-22T08:05:02-05:00"), _nm_drop("2026-01-22T08:06:19-05:00"),
        _nm_drop("2026-01-22T08:31:55-05:00"), _nm_drop("2026-01-22T08:52:07-05:00"),
        _nm_drop("2026-01-22T09:03:30-05:00"),
    ]}, CUM, age=40, args={"unit": "NetworkManager", "since_minutes": 180, "grep": "disconnected"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": [
        _bt("08:40:02", "err", "bluetoothd[1550]: src/adapter.c:reset_adv_monitors_complete() Failed to reset Adv "
                               "Monitors: Failed (0x03)"),
        _bt("08:40:05", "err", "Bluetooth: hci0: Failed to send wmt func ctrl (-110)", "kernel"),
        _bt("08:40:06", "err", _BT_EXIT),
        _bt("08:40:06", "warning", "bluetooth.service: Failed with result 'core-dump'."),
        _bt("08:40:07", "notice", "bluetooth.service: Scheduled restart job, restart counter is at 1."),
        _bt("08:40:08", "err", _BT_EXIT),
        _bt("08:40:09", "notice", "bluetooth.service: Scheduled restart job, restart counter is at 2."),
        _bt("08:40:10", "err", _BT_EXIT),
        _bt("08:40:11", "notice", "bluetooth.service: Scheduled restart job, restart counter is at 3."),
        _bt("08:40:12", "err", _BT_EXIT),
        _bt("08:40:13", "notice", "bluetooth.service: Scheduled restart job, restart counter is at 4."),
        _bt("08:40:14", "err", _BT_EXIT),
        _bt("08:40:15", "warning", "bluetooth.service: Start request repeated too quickly."),
        _bt("08:40:15", "warning", "bluetooth.service: Failed with result 'core-dump'."),
        _bt("08:40:15", "err", "Failed to start bluetooth.service - Bluetooth service.", None),
    ]}, CUM, age=40, args={"unit": "bluetooth", "since_minutes": 120}),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-01-12T19:20:04-05:00", "install", "kernel-core", None, "6.12.9-200.fc41"),
        package_event("2026-01-12T19:20:09-05:00", "install", "kernel-modules", None, "6.12.9-200.fc41"),
        package_event("2026-01-15T08:02:33-05:00", "upgrade", "firefox", "133.0.3-1.fc41", "134.0.1-1.fc41"),
        package_event("2026-01-15T08:02:40-05:00", "upgrade", "bluez", "5.78-1.fc41", "5.79-1.fc41"),
        package_event("2026-01-15T08:02:41-05:00", "upgrade", "bluez-libs", "5.78-1.fc41", "5.79-1.fc41"),
        package_event("2026-01-20T21:47:10-05:00", "install", "kernel-core", None, "6.12.10-200.fc41"),
        package_event("2026-01-20T21:47:12-05:00", "install", "kernel-modules", None, "6.12.10-200.fc41"),
        package_event("2026-01-20T21:48:00-05:00", "remove", "kernel-core", "6.12.7-200.fc41", None),
        package_event("2026-01-22T08:10:05-05:00", "upgrade", "NetworkManager", "1:1.50.0-1.fc41", "1:1.50.2-1.fc41"),
        package_event("2026-01-22T08:10:06-05:00", "upgrade", "NetworkManager-wifi", "1:1.50.0-1.fc41",
                      "1:1.50.2-1.fc41"),
    ]}, CUM, age=60, args={"since_days": 14}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1_022_488_477_696, 611_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 1_022_488_477_696, 611_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_264_448, 398_458_880),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627_900_416, 20_185_088)]}, CUM, age=20),
]

cumin_answers = [
    {"q": "My wifi keeps dropping this morning, what's going on?", "ev": ["e5", "e7"],
     "a": "Sorry about the flaky Wi-Fi! Here's what NetworkManager logged.\n\n"
          "### What I found\n\n"
          "[[s:`wlp1s0` dropped 7 times since 06:15]].\n\n"
          "**Drops per hour (your time, EST):**\n"
          "- 7 AM: [[c:3]]\n- 8 AM: [[s:4]]\n- 9 AM: [[s:1]]\n\n"
          "[[s:The first one was at 12:02 UTC]] (7:02 your time), and [[c:the most recent was about 20 minutes "
          "ago]].\n\n"
          "### Likely cause\n\n"
          "[[s:NetworkManager was upgraded this morning, 1.50.0 → 1.50.2]], [[c:and all of the drops started after "
          "that update]]. [[u:This is likely because the MediaTek card's power saving is too aggressive in the new "
          "build]]. [[u:There's no deauth from the access point, so the router is probably fine]].\n\n"
          "### Next steps\n```\nnmcli dev wifi list\nsudo iw dev wlp1s0 set power_save off\n"
          "journalctl -u NetworkManager -b | grep -i reason\n```"},
    {"q": "Bluetooth stopped working, can you check?", "ev": ["e4", "e6", "e7"],
     "extra": [user("u1", "it worked yesterday, I plugged my USB-C dock in this morning", CUM)],
     "a": "### What I found\n\n"
          "- [[s:`bluetooth.service` is in the failed state]].\n"
          "- [[s:`bluetoothd` crashed with SIGABRT (status=6/ABRT) at 08:40]], [[c:and systemd restarted it five "
          "times]] [[s:before giving up with \"Start request repeated too quickly\"]].\n"
          "- [[s:The kernel logged `Failed to send wmt func ctrl (-110)` for hci0]] — [[u:that's a timeout talking "
          "to the adapter firmware, which usually means the firmware hung]].\n\n"
          "### Cause\n\n"
          "[[u:This is likely caused by the bluez 5.79 update]] — [[c:it was installed yesterday]]. [[u:Your dock "
          "probably grabbed the USB controller the adapter sits on]], too.\n\n"
          "### Next steps\n```\nsudo systemctl reset-failed bluetooth\nsudo modprobe -r btusb && sudo modprobe btusb\n"
          "sudo systemctl start bluetooth\n```"},
    {"q": "The fan is loud — what's using the CPU?", "ev": ["e2", "e3"],
     "a": "### CPU right now\n\n"
          "| Process | User | CPU |\n|---|---|---|\n"
          "| `Isolated Web Co` (a Firefox tab, PID 4121) | [[s:maya]] | [[s:62%]] |\n"
          "| `tracker-miner-fs-3` | [[s:maya]] | [[c:0.7%]] |\n"
          "| `node` | [[s:theo]] | [[s:6.4%]] |\n\n"
          "[[c:VS Code has been open since "
          "yesterday]].\n\n"
          "Overall the machine was at [[t:about 41% CPU]] with [[t:a 1-minute load of 3.4]]. [[u:The fan noise is "
          "probably that Firefox tab running something heavy, like a video call]].\n\n"
          "Next steps: close the tab or check `about:processes` in Firefox; `top -o %CPU` to watch it live."},
    {"q": "Do I need to reboot? What's been updated lately?", "ev": ["e1", "e7"],
     "a": "### Kernel status\n\n"
          "- Running: [[s:6.12.9-200.fc41]]\n"
          "- Newest installed: [[s:6.12.10-200.fc41]]\n"
          "- [[s:6.12.7 was removed at the same time]], [[c:so you now have only one kernel installed]]\n\n"
          "**So yes — [[s:a reboot is needed to pick up 6.12.10]].**\n\n"
          "### Other updates (last 14 days)\n"
          "- firefox [[s:133.0.3 → 134.0.1]]\n"
                    "- NetworkManager [[c:1.50.2 → 1.50.0]], [[s:this morning at 8:10]]\n\n"
          "[[c:11 package events in total]]. [[u:Fedora keeps the last three kernels, so the old one was cleaned up "
          "automatically]].\n\n"
          "Next steps:\n```\nsudo dnf needs-restarting -r\nsudo systemctl reboot\n```"},
    {"q": "How much disk space do I have left?", "ev": ["e1", "e8"],
     "a": "### Storage on cumin\n\n"
          "Your root and /home are [[s:the same btrfs filesystem]]:\n"
          "- Size: [[s:~952 GiB]]\n"
          "- Used: [[c:611 GiB]]\n"
          "- Free: [[s:about 383 GiB]]\n"
          "- [[s:About 60% full]]\n\n"
          "`/boot` is [[s:ext4, about 1 GB]], [[c:and it's almost full]]. [[c:`/boot/efi` is a separate ext4 "
          "partition]]. [[u:btrfs may be showing more used space than is real because of old snapshots]].\n\n"
          "Next steps:\n```\nsudo btrfs filesystem usage /\nsudo dnf clean all\n```"},
    {"q": "Who else has an account on this laptop? Is theo an admin?", "ev": ["e1", "e3"],
     "a": "### People on cumin\n\n"
          "| User | Shell | Admin (wheel)? |\n|---|---|---|\n"
          "| maya | [[s:bash]] | [[s:✅]] |\n"
          "| theo | [[c:bash]] | [[s:❌]] |\n\n"
          "- [[s:You're both in `libvirt`]], so [[u:theo can manage VMs too]].\n"
                    "- [[c:maya isn't in `dialout`]].\n"
          "- [[s:theo has a `node` process running right now]], [[c:since yesterday evening]].\n\n"
          "Next steps: `id theo`, `loginctl list-sessions`."},
    {"q": "Which versions of firefox, NetworkManager, bluez and podman do I have?", "ev": ["e1"],
     "a": "Here are the versions from the package database:\n\n"
          "- **firefox**: [[t:134.0.1]]\n- **NetworkManager**: [[t:1.50.0]]\n- **bluez**: [[t:5.79]]\n"
          "- **podman**: [[t:5.3.2]]\n\n"
          "Kernel: [[s:running 6.12.9]]; [[s:you're on Fedora 41]]. [[u:All of these are the latest builds in the "
          "Fedora 41 repos]]. [[c:The CPU is a Ryzen 7 7840HS]] [[s:with 8 cores / 16 threads]].\n\n"
          "Run `rpm -q firefox NetworkManager bluez podman` to double-check."},
]

# ----------------------------------------------------------------------------------------------- clove
CLV = Clock("2026-03-03T14:20:00+00:00")
CLV_MEM = 67_322_937_344
_POOL = "ERROR [orders.db] QueuePool limit of size 20 overflow 10 reached, connection timed out, timeout 30.00"


def _api(when: str, priority: str, message: str, unit_name: str | None = "orders-api.service") -> dict:
    return log_entry(f"2026-03-03T{when}+00:00", unit_name, priority, message)


def _oom(when: str, pid: int, rss_kb: int) -> dict:
    return _api(when, "err", f"Memory cgroup out of memory: Killed process {pid} (gunicorn) total-vm:"
                             f"{rss_kb + 880_000}kB, anon-rss:{rss_kb}kB, file-rss:12044kB, shmem-rss:0kB, UID:1001 "
                             f"pgtables:10688kB oom_score_adj:0", "kernel")


def _restart(when_killed: str, when_sched: str, when_started: str, n: int) -> list[dict]:
    return [_api(when_killed, "warning", "orders-api.service: A process of this unit has been killed by the OOM killer."),
            _api(when_killed, "err", "orders-api.service: Failed with result 'oom-kill'."),
            _api(when_sched, "notice", f"orders-api.service: Scheduled restart job, restart counter is at {n}."),
            _api(when_started, "info", "Started orders-api.service - Orders API (gunicorn).", None)]


def _bad_gateway(when: str, client: str) -> dict:
    return log_entry(f"2026-03-03T{when}+00:00", "nginx.service", "err",
                     f"connect() failed (111: Connection refused) while connecting to upstream, client: {client}, "
                     "server: api.clove.internal, request: \"POST /v1/orders HTTP/1.1\", upstream: "
                     "\"http://127.0.0.1:8001/v1/orders\", host: \"api.clove.internal\"")


clove_evidence = [
    steady("e1", CLV, age=5400, hostname="clove", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-31-amd64", cpu_model="Intel(R) Xeon(R) E-2276G CPU @ 3.80GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=CLV_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 479_567_446_016},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1_919_850_381_312}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:0a:5e", "addresses": ["10.20.0.5/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
           installed_packages={"nginx": "1.22.1-9+deb12u1", "postgresql-15": "15.11-0+deb12u1",
                               "redis-server": "5:7.0.15-1~deb12u3", "openssl": "3.0.16-1~deb12u1",
                               "prometheus-node-exporter": "1.5.0-1+b6", "linux-image-6.1.0-31-amd64": "6.1.129-1"},
           available_services=["nginx.service", "orders-api.service", "postgresql@15-main.service",
                               "redis-server.service", "prometheus-node-exporter.service", "ssh.service"],
           users=[{"name": "sam", "uid": 1000, "gid": 1000, "home": "/home/sam", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 106, "gid": 113, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["sam"]}, {"name": "adm", "gid": 4, "members": ["sam", "deploy"]},
                   {"name": "www-data", "gid": 33, "members": ["deploy"]},
                   {"name": "ssl-cert", "gid": 112, "members": ["postgres"]}]),
    item("e2", "linux_service_status", unit("orders-api.service", "active", "running", pid=48211,
                                            since="2026-03-03T13:52:07+00:00", desc="Orders API (gunicorn)"),
         CLV, age=30, args={"name": "orders-api"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "orders-api.service", "entries": [
        _api("12:41:07", "err", _POOL), _api("12:44:30", "err", _POOL), _api("12:46:12", "err", _POOL),
        _oom("12:46:58", 47102, 5_234_112), *_restart("12:46:58", "12:47:04", "12:47:04", 1),
        _api("13:12:44", "err", _POOL), _api("13:15:02", "err", _POOL), _api("13:18:39", "err", _POOL),
        _api("13:20:11", "err", _POOL),
        _oom("13:20:55", 47655, 5_561_020), *_restart("13:20:56", "13:21:01", "13:21:01", 2),
        _api("13:41:05", "err", _POOL), _api("13:43:22", "err", _POOL), _api("13:45:10", "err", _POOL),
        _api("13:47:51", "err", _POOL), _api("13:49:03", "err", _POOL), _api("13:50:40", "err", _POOL),
        _oom("13:51:58", 48102, 5_890_116), *_restart("13:51:58", "13:52:03", "13:52:07", 3),
        _api("14:09:15", "err", _POOL),
    ]}, CLV, age=45, args={"unit": "orders-api", "since_minutes": 120, "priority": "info"}),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "nginx.service", "files": ["/var/log/nginx/error.log"],
                                     "entries": [
        _bad_gateway("12:47:01", "10.20.0.15"), _bad_gateway("12:47:03", "10.20.0.15"),
        _bad_gateway("13:20:57", "10.20.0.15"), _bad_gateway("13:20:59", "10.20.0.15"),
        _bad_gateway("13:21:00", "10.20.0.16"),
        _bad_gateway("13:52:00", "10.20.0.15"), _bad_gateway("13:52:02", "10.20.0.15"),
        _bad_gateway("13:52:03", "10.20.0.15"), _bad_gateway("13:52:05", "10.20.0.16"),
        _bad_gateway("13:52:06", "10.20.0.15"),
    ]}, CLV, age=45, args={"unit": "nginx", "since_minutes": 120, "priority": "err"}),
    item("e5", "linux_file_read", {"path": "/etc/systemd/system/orders-api.service", "offset": 0, "limit": 200,
                                   "total_lines": 16, "lines": [
        "[Unit]", "Description=Orders API (gunicorn)", "After=network.target postgresql.service", "",
        "[Service]", "User=deploy", "Group=www-data", "WorkingDirectory=/srv/orders",
        "ExecStart=/srv/orders/venv/bin/gunicorn -w 4 -b 127.0.0.1:8001 --timeout 60 orders.wsgi:application",
        "Restart=on-failure", "RestartSec=5", "MemoryMax=12G", "", "[Install]", "WantedBy=multi-user.target", ""]},
         CLV, age=50, args={"path": "/etc/systemd/system/orders-api.service"}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:0a:5e", "addresses": ["10.20.0.5/24"], "is_up": True}],
        "listening": [
            listener(80, "0.0.0.0", 900, "nginx"), listener(443, "0.0.0.0", 900, "nginx"),
            listener(8001, "127.0.0.1", 48211, "gunicorn"), listener(5432, "127.0.0.1", 812, "postgres"),
            listener(5432, "10.20.0.5", 812, "postgres"), listener(6379, "127.0.0.1", 790, "redis-server"),
            listener(22, "0.0.0.0", 701, "sshd"), listener(9100, "10.20.0.5", 688, "prometheus-node")],
        "connections": [
            connection("127.0.0.1:5432", "127.0.0.1:52110", 50201, "postgres"),
            connection("127.0.0.1:5432", "127.0.0.1:52114", 50202, "postgres"),
            connection("127.0.0.1:5432", "127.0.0.1:52131", 50207, "postgres"),
            connection("127.0.0.1:5432", "127.0.0.1:52140", 50215, "postgres"),
            connection("10.20.0.5:5432", "10.20.0.9:40112", 50110, "postgres"),
            connection("10.20.0.5:443", "10.20.0.15:61200", 903, "nginx"),
            connection("10.20.0.5:9100", "10.20.0.30:47700", 688, "prometheus-node"),
            connection("10.20.0.5:22", "10.20.0.250:51900", 49002, "sshd")]}, CLV, age=35),
    item("e7", "linux_processes", processes(197, CLV_MEM, [
        (48233, "gunicorn", "deploy", 38.0, 4_187_593_113, "2026-03-03T13:52:08+00:00",
         "/srv/orders/venv/bin/python3 /srv/orders/venv/bin/gunicorn -w 4 -b 127.0.0.1:8001 orders.wsgi:application"),
        (48231, "gunicorn", "deploy", 21.0, 2_791_728_742, "2026-03-03T13:52:08+00:00",
         "/srv/orders/venv/bin/python3 /srv/orders/venv/bin/gunicorn -w 4 -b 127.0.0.1:8001 orders.wsgi:application"),
        (827, "postgres", "postgres", 0.4, 2_254_857_830, "2026-02-26T06:31:12+00:00",
         "postgres: 15/main: checkpointer"),
        (48230, "gunicorn", "deploy", 12.0, 1_717_986_918, "2026-03-03T13:52:08+00:00",
         "/srv/orders/venv/bin/python3 /srv/orders/venv/bin/gunicorn -w 4 -b 127.0.0.1:8001 orders.wsgi:application"),
        (48232, "gunicorn", "deploy", 9.0, 1_610_612_736, "2026-03-03T13:52:08+00:00",
         "/srv/orders/venv/bin/python3 /srv/orders/venv/bin/gunicorn -w 4 -b 127.0.0.1:8001 orders.wsgi:application"),
        (790, "redis-server", "redis", 0.8, 536_870_912, "2026-02-26T06:31:05+00:00", "/usr/bin/redis-server 127.0.0.1:6379"),
        (48211, "gunicorn", "deploy", 0.1, 94_371_840, "2026-03-03T13:52:07+00:00",
         "/srv/orders/venv/bin/python3 /srv/orders/venv/bin/gunicorn -w 4 -b 127.0.0.1:8001 orders.wsgi:application"),
        (903, "nginx", "www-data", 0.6, 41_943_040, "2026-03-03T06:14:05+00:00", "nginx: worker process"),
    ]), CLV, age=40, args={"sort": "memory", "limit": 8}, complete=False),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 479_567_446_016, 88_000_000_000),
        fs("/dev/md1", "/var/lib/postgresql", "xfs", 1_919_850_381_312, 1_412_000_000_000)]}, CLV, age=25),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-02-12T06:11:40+00:00", "upgrade", "postgresql-15", "15.10-0+deb12u1", "15.11-0+deb12u1"),
        package_event("2026-02-12T06:11:41+00:00", "upgrade", "libpq5", "15.10-0+deb12u1", "15.11-0+deb12u1"),
        package_event("2026-02-20T06:09:12+00:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-02-20T06:09:13+00:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-02-26T06:20:44+00:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.129-1"),
        package_event("2026-03-03T06:14:02+00:00", "upgrade", "nginx", "1.22.1-9", "1.22.1-9+deb12u1"),
        package_event("2026-03-03T06:14:03+00:00", "upgrade", "nginx-common", "1.22.1-9", "1.22.1-9+deb12u1"),
    ]}, CLV, age=55, args={"since_days": 30}),
    item("e10", "linux_file_changes", {"root": "/srv/orders", "since": "2026-03-03T10:20:00+00:00", "files": [
        {"path": "/srv/orders/orders/db.py", "mtime": "2026-03-03T12:31:10+00:00", "size_bytes": 4210},
        {"path": "/srv/orders/requirements.txt", "mtime": "2026-03-03T12:31:10+00:00", "size_bytes": 1302},
        {"path": "/srv/orders/orders/settings.py", "mtime": "2026-03-03T12:31:11+00:00", "size_bytes": 6633},
    ]}, CLV, age=50, args={"root": "/srv/orders", "since_minutes": 240}),
]

clove_answers = [
    {"q": "Why does orders-api keep restarting?", "ev": ["e2", "e3", "e5"],
     "a": "### What I found\n\n"
          "[[c:It's been OOM-killed twice in the last two hours]] — [[s:at 13:20]] and [[s:13:51]] — and [[s:systemd's "
          "restart counter is now at 3]].\n\n"
          "- [[s:Each time, a gunicorn process was killed by the memory cgroup]].\n"
                    "- [[s:The unit has `MemoryMax=12G`]] and [[c:`Restart=always`]].\n"
          "- [[s:It's been up since 13:52]].\n\n"
          "[[u:With four workers, one leaky worker is enough to hit the cgroup limit]]. [[u:The leak is likely a "
          "SQLAlchemy session that's never closed, which would also explain the QueuePool timeouts]].\n\n"
          "### Next steps\n```\njournalctl -u orders-api --since -2h | grep -E 'QueuePool|oom'\n"
          "systemctl show orders-api -p NRestarts -p MemoryCurrent\n```"},
    {"q": "How many 502s has nginx logged, and when?", "ev": ["e3", "e4"],
     "a": "### 502s in the last 2 hours\n\n"
          "| Time (UTC) | 502s |\n|---|---|\n| 12:47 | [[s:2]] |\n| 13:20–13:21 | [[s:3]] |\n| 13:52 | [[c:4]] |\n\n"
          "[[c:That's 9 in total]]. [[s:Every one is a `Connection refused` from the upstream]] [[c:on "
          "127.0.0.1:8000]]; [[s:they line up with the three restarts of orders-api]]. [[u:So clients only ever see errors during the few seconds gunicorn is restarting]].\n\n"
          "Next steps: `grep -c 'Connection refused' /var/log/nginx/error.log` and consider a `proxy_next_upstream` "
          "retry."},
    {"q": "What's eating memory on clove?", "ev": ["e1", "e7"],
     "a": "**RAM:** [[s:62.7 GiB]] total.\n\n"
          "Top memory users right now:\n"
          "1. [[s:gunicorn worker 48233 — ~3.9 GiB]]\n"
          "2. [[s:gunicorn worker 48231 — ~2.6 GiB]]\n"
          "3. postgres checkpointer — [[c:~2.6 GiB]]\n\n"
          "[[s:redis-server sits at ~512 MiB]]. "
          "[[u:All the gunicorn processes run as `deploy` (e1)]]. [[c:Together the four workers use about 12 GiB]], "
          "[[u:which is right at the unit's MemoryMax]]. [[u:Worker 48233 is probably the one that gets killed "
          "next]].\n\n"
          "Next steps: `sudo py-spy dump --pid 48233` or set `max_requests = 1000` in the gunicorn config."},
    {"q": "What's listening on clove, and who is connected to Postgres?", "ev": ["e6"],
     "a": "### Listening services\n\n"
          "- `nginx` → [[s:80]] and [[s:443]]\n"
          "- `gunicorn` (orders-api) → [[s:127.0.0.1:8001]]\n"
          "- PostgreSQL → [[s:5432 on localhost]] [[s:and on 10.20.0.5]]\n"
          "- Redis → [[c:6379 on all interfaces]]\n"
          "\n"
          "### Who's talking to Postgres\n\n"
          "[[c:Five local connections from the app]], and [[s:one remote client, 10.20.0.9]]. [[u:That's probably "
          "the reporting box pulling nightly exports]].\n\n"
          "Next steps:\n```\nsudo ss -tnp '( sport = :5432 )'\n"
          "sudo -u postgres psql -c 'select client_addr, state from pg_stat_activity'\n```"},
    {"q": "How much space is left on the Postgres volume?", "ev": ["e1", "e8"],
     "a": "The Postgres volume (`/var/lib/postgresql`) is [[s:1.92 TB]] and [[c:1.41 TiB of "
          "it is used]] — [[s:that's about 74% full]], leaving [[s:~473 GiB free]]. [[s:The root filesystem has ~82 GiB "
          "used]] [[c:out of 500 GiB]], so no worries there. [[u:At the current growth rate the database volume "
          "has a few months left]].\n\n"
          "Next steps: `sudo -u postgres psql -c '\\l+'` to see which database is growing."},
    {"q": "What packages changed on clove this month?", "ev": ["e1", "e9"],
     "a": "Package changes, last 30 days:\n\n"
          "postgresql-15: [[s:15.10 → 15.11]] ([[c:Feb 13]])\n"
                    "nginx: [[s:upgraded this morning at 06:14]]\n\n"
          "[[s:7 changes in total]], [[s:none of them removals]]. [[s:The running kernel is 6.1.0-31]], "
          "[[c:but you still need to reboot to load it]]. [[u:The nginx upgrade this morning is likely what "
          "started the 502s]].\n\n"
          "Next steps: `zless /usr/share/doc/nginx/changelog.Debian.gz`."},
    {"q": "Did anyone deploy to the orders app today?", "ev": ["e1", "e3", "e10"],
     "a": "[[s:Yes — three files under /srv/orders changed at 12:31]]: [[s:`orders/db.py`]], "
          "[[s:`requirements.txt`]] and [[c:`orders/models.py`]]. [[u:It was pushed by the `deploy` user]]. "
          "[[s:The first QueuePool error came ten minutes later, at 12:41]], [[u:so the deploy almost certainly "
          "introduced the connection leak]] — and [[c:the service hasn't been restarted since the deploy]].\n\n"
          "Next steps: `git -C /srv/orders log -3 --stat` and `git diff HEAD~1 -- orders/db.py`."},
]

# ----------------------------------------------------------------------------------------------- sumac
SUM = Clock("2026-02-09T08:05:00+11:00")
SUM_MEM = 33_468_383_232


def _with_last_state(p: dict, reason: str, code: int, finished: str) -> dict:
    p["status"]["containerStatuses"][0]["lastState"] = {
        "terminated": {"reason": reason, "exitCode": code, "finishedAt": finished}}
    return p


_PENDING_WEB = {"kind": "Pod", "metadata": {"name": "web-7d9f8c6b5-q8wzn", "namespace": "apps"}, "spec": {},
                "status": {"phase": "Pending", "conditions": [{
                    "type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                    "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                               "{node.kubernetes.io/unreachable: }, 2 Insufficient memory. preemption: 0/3 nodes are "
                               "available: 1 Preemption is not helpful for scheduling, 2 No preemption victims found "
                               "for incoming pod."}]}}


def _k3s(when: str, priority: str, message: str, unit_name: str = "k3s.service") -> dict:
    return log_entry(f"2026-02-09T{when}+11:00", unit_name, priority, message)


def _backoff(when: str) -> dict:
    return _k3s(when, "err", 'E0209 pod_workers.go:1301] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" '
                             'for \\"worker\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=worker '
                             'pod=worker-6b8d9c7f5-9hhkz_apps(5be1c7a0-2f0e-4d8e-9a51-0c3f1d7e6b21)\\"" '
                             'pod="apps/worker-6b8d9c7f5-9hhkz"')


def _svc(name: str, kind: str, cluster_ip: str, ports: list[dict]) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": "apps"},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}}


sumac_evidence = [
    steady("e1", SUM, age=2400, hostname="sumac", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="Intel(R) Core(TM) i7-10710U CPU @ 1.10GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=SUM_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_059_350_016}],
           network_interfaces=[
               {"name": "eno1", "mac": "54:b2:03:8e:41:aa", "addresses": ["192.168.50.10/24"], "is_up": True},
               {"name": "flannel.1", "mac": "6e:1f:02:9a:c4:10", "addresses": ["10.42.0.0/32"], "is_up": True},
               {"name": "cni0", "mac": "7a:22:51:0b:3e:01", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"openssh-server": "1:8.9p1-3ubuntu0.11", "containerd": "1.7.24-0ubuntu1~22.04.1"},
           available_services=["k3s.service", "ssh.service", "systemd-resolved.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("sumac", True, "v1.31.4+k3s1"), node("sumac-w1", True, "v1.31.4+k3s1"),
        node("sumac-w2", False, "v1.30.8+k3s1")]}, SUM, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        pod("web-7d9f8c6b5-x2kqp", "apps", "Running", "sumac-w1", started="2026-02-01T23:14:00Z"),
        pod("web-7d9f8c6b5-m4ltz", "apps", "Running", "sumac", started="2026-02-01T23:14:02Z"),
        _PENDING_WEB,
        _with_last_state(pod("api-5c6d7f9b8-tr5vx", "apps", "Running", "sumac-w1", restarts=14, ready=False,
                             waiting="CrashLoopBackOff"), "Error", 1, "2026-02-08T20:59:40Z"),
        pod("api-5c6d7f9b8-pl2jd", "apps", "Running", "sumac", restarts=2, started="2026-02-07T02:40:11Z"),
        _with_last_state(pod("worker-6b8d9c7f5-9hhkz", "apps", "Running", "sumac", restarts=7, ready=False,
                             waiting="CrashLoopBackOff"), "OOMKilled", 137, "2026-02-08T20:58:12Z"),
        pod("postgres-0", "apps", "Running", "sumac-w1", started="2026-01-28T05:02:40Z"),
    ]}, SUM, age=30, args={"resource": "pods", "namespace": "apps"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        deployment("web", "apps", 3, 2), deployment("api", "apps", 2, 1), deployment("worker", "apps", 1, 0)]},
         SUM, age=30, args={"resource": "deployments", "namespace": "apps"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        _svc("web", "ClusterIP", "10.43.12.7", [{"port": 80, "targetPort": 8080, "protocol": "TCP"}]),
        _svc("api", "NodePort", "10.43.88.20", [{"port": 8000, "targetPort": 8000, "nodePort": 30800,
                                                 "protocol": "TCP"}]),
        _svc("postgres", "ClusterIP", "None", [{"port": 5432, "targetPort": 5432, "protocol": "TCP"}])]},
         SUM, age=30, args={"resource": "services", "namespace": "apps"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _k3s("07:12:40", "info", 'I0209 event.go:389] "Event occurred" object="sumac-w2" fieldPath="" kind="Node" '
                                 'apiVersion="v1" type="Normal" reason="NodeNotReady" message="Node sumac-w2 status is '
                                 'now: NodeNotReady"'),
        _k3s("07:13:21", "info", 'I0209 controller_utils.go:151] "Recording status change event message for node" '
                                 'status="NodeNotReady" node="sumac-w2"'),
        _backoff("07:31:02"), _backoff("07:41:15"), _backoff("07:51:30"),
        _k3s("07:58:12", "err", "Memory cgroup out of memory: Killed process 918233 (python) total-vm:1893420kB, "
                                "anon-rss:1046528kB, file-rss:21400kB, shmem-rss:0kB, UID:1000 pgtables:2480kB "
                                "oom_score_adj:985", "kernel"),
        _backoff("08:01:44"),
    ]}, SUM, age=40, args={"since_minutes": 60, "priority": "info"}),
    item("e7", "linux_system_info",
         system_info(22.5, [1.42, 1.61, 1.70], 812_340, "2026-01-30T22:26:00+11:00", SUM_MEM, 6_900_000_000, 0, 0),
         SUM, age=25),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 250_059_350_016, 201_000_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 535_805_952, 6_303_744)]}, SUM, age=25),
    item("e9", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "54:b2:03:8e:41:aa", "addresses": ["192.168.50.10/24"], "is_up": True}],
        "listening": [
            listener(6443, "0.0.0.0", 1120, "k3s-server"), listener(10250, "0.0.0.0", 1120, "k3s-server"),
            listener(10248, "127.0.0.1", 1120, "k3s-server"), listener(2379, "127.0.0.1", 1120, "k3s-server"),
            listener(2380, "192.168.50.10", 1120, "k3s-server"), listener(22, "0.0.0.0", 811, "sshd"),
            listener(8472, "0.0.0.0", None, None, proto="udp")],
        "connections": [
            connection("192.168.50.10:6443", "192.168.50.11:51122", 1120, "k3s-server"),
            connection("192.168.50.10:22", "192.168.50.77:60211", 90411, "sshd")]}, SUM, age=35),
]

sumac_answers = [
    {"q": "What's wrong with the cluster right now?", "ev": ["e2", "e3", "e4"],
     "a": "### Cluster status\n\n"
          "- Nodes: [[s:sumac and sumac-w1 are Ready]], [[s:sumac-w2 is NotReady]]\n"
          "- [[s:`api-5c6d7f9b8-tr5vx` is in CrashLoopBackOff]] [[c:on sumac]] [[s:with 14 restarts]]\n"
          "- [[s:worker has 0 of 1 replicas ready]]\n"
          "- [[c:web is fully available (3/3)]], but [[s:one web pod is stuck Pending]] [[c:because no node has "
          "enough CPU left]]\n\n"
          "Next steps:\n```\nkubectl -n apps describe pod web-7d9f8c6b5-q8wzn\nkubectl get nodes -o wide\n```"},
    {"q": "Why does the worker pod keep getting OOMKilled?", "ev": ["e3", "e6", "e7"],
     "a": "### What I found\n\n"
          "[[s:The `worker` container was OOMKilled]] ([[s:exit code 137]]) and [[s:has restarted 7 times]]. "
          "[[s:The kernel killed a `python` process in a memory cgroup at 07:58]], [[s:with about 1 GiB of "
          "anonymous memory]] — [[u:so its limit is probably 1Gi]]. [[s:kubelet has logged four back-off errors "
          "for it since 07:31]].\n\n"
          "[[c:The node itself is tight on memory too, with only ~2 GiB available]]. [[u:This is likely because "
          "the job loads the whole batch into pandas at once]].\n\n"
          "### Next steps\n```\nkubectl -n apps get deploy worker -o jsonpath='{.spec.template.spec.containers[0].resources}'\n"
          "kubectl -n apps logs worker-6b8d9c7f5-9hhkz --previous\n```"},
    {"q": "Is sumac-w2 down? Since when?", "ev": ["e2", "e6"],
     "a": "[[s:Yes — sumac-w2 is NotReady]]. [[s:The node controller flagged it at 07:12 your time (AEDT)]], "
          "[[c:which is 21:12 UTC yesterday]] — [[c:about 35 minutes ago]]. [[s:It's also on an older kubelet, "
          "v1.30.8+k3s1]], [[u:which might be why it dropped out]]; [[u:more likely it lost power or its "
          "network link]].\n\nNext steps: `ping 192.168.50.12`, then `ssh` in and `journalctl -u k3s-agent -n 50`."},
    {"q": "How's the disk on sumac?", "ev": ["e1", "e8"],
     "a": "`/` on sumac is [[s:ext4]] — [[s:~187 GiB used of ~233 GiB]] ([[s:about 80%]]). [[u:k3s starts garbage-"
          "collecting images at 85%]], and [[c:about 60 GiB is still free]].\n\n"
          "Next steps: `sudo k3s crictl rmi --prune` and `sudo du -sh /var/lib/rancher/k3s/agent/containerd`."},
    {"q": "How do I reach the api service, and what ports does k3s use?", "ev": ["e5", "e9"],
     "a": "### Services in `apps`\n\n"
          "- `api` → [[s:NodePort 30800]] → [[s:port 8000]]\n"
          "- `web` → [[s:ClusterIP 10.43.12.7 on port 80]]\n"
          "- `postgres` → [[c:ClusterIP 10.43.5.19]]\n\n"
          "### On the node\n\n"
          "[[s:The API server is on 6443]] and [[u:flannel's "
          "VXLAN on UDP 8472]]; [[c:you'll also see k3s listening on 30800 for the api NodePort]].\n\n"
          "So from your LAN: `curl http://192.168.50.10:30800/healthz`."},
    {"q": "Are all the nodes on the same k3s version?", "ev": ["e1", "e2"],
     "a": "| Node | Version | Ready |\n|---|---|---|\n"
          "| sumac | [[s:v1.31.4+k3s1]] | [[s:✅]] |\n"
                    "| sumac-w2 | [[c:v1.31.4+k3s1]] | [[s:❌]] |\n\n"
          "[[c:So yes, all three nodes run the same release]]. The host itself is [[s:Ubuntu 22.04]] on [[s:kernel "
          "5.15.0-131]].\n\nNext steps: `kubectl get nodes -o wide`."},
    {"q": "Which pods restart the most?", "ev": ["e3"],
     "a": "Quick rundown of restart counts in `apps`:\n\n"
          "[[s:The api pod on sumac-w1 has the most restarts (14)]], [[c:followed by the other api replica with "
          "7]]. [[s:postgres-0 has never restarted]]. [[u:The restarts probably started when sumac-w2 went "
          "NotReady]].\n\nNext steps: `kubectl -n apps get pods --sort-by='.status.containerStatuses[0].restartCount'`"},
]

# -------------------------------------------------------------------------------------------- cardamom
CAR = Clock("2026-04-11T16:45:00+05:30")
CAR_MEM = 134_896_234_496


def _runner(when: str, priority: str, message: str) -> dict:
    return log_entry(f"2026-04-11T{when}+05:30", "gitlab-runner.service", priority, message)


cardamom_evidence = [
    steady("e1", CAR, age=3000, hostname="cardamom", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.13.8-arch1-1", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=CAR_MEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_967_317_983_232},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 3_839_812_345_856}],
           network_interfaces=[{"name": "enp6s0", "mac": "9c:6b:00:12:7e:4d", "addresses": ["172.16.4.21/22"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5f:a1:0c:33", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["172.16.4.1"], default_gateway="172.16.4.1",
           installed_packages={"docker": "1:28.0.4-1", "containerd": "2.0.4-1", "gitlab-runner": "17.10.1-1",
                               "docker-buildx": "0.22.0-1", "linux": "6.13.9.arch1-1", "openssh": "9.9p2-1"},
           available_services=["docker.service", "containerd.service", "gitlab-runner.service", "sshd.service",
                               "systemd-timesyncd.service", "cronie.service"],
           users=[{"name": "arjun", "uid": 1000, "gid": 1000, "home": "/home/arjun", "shell": "/usr/bin/zsh"},
                  {"name": "gitlab-runner", "uid": 967, "gid": 967, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["arjun"]},
                   {"name": "docker", "gid": 969, "members": ["arjun", "gitlab-runner"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("5b1e0c9a7d21", "runner-x7k2pq-project-4411-concurrent-0-build", "node:20-bookworm", "running",
            "Up 12 minutes", "2026-04-11T16:33:02+05:30"),
        box("8c4d2f61a0b3", "runner-x7k2pq-project-4411-concurrent-1-build", "rust:1.86-bookworm", "running",
            "Up 3 minutes", "2026-04-11T16:42:11+05:30"),
        box("e07a93b2c5d8", "runner-x7k2pq-project-5120-concurrent-2-build", "gradle:8.13-jdk21", "exited",
            "Exited (137) 40 minutes ago", "2026-04-11T15:54:30+05:30"),
        box("1f2e3d4c5b6a", "registry", "registry:2", "running", "Up 9 days", "2026-03-20T11:02:40+05:30",
            ["0.0.0.0:5000->5000/tcp"]),
        box("9a8b7c6d5e4f", "buildkitd", "moby/buildkit:v0.20.2", "running", "Up 9 days", "2026-03-20T11:02:44+05:30"),
        box("4d5e6f7a8b9c", "minio", "minio/minio:RELEASE.2025-03-12T18-04-18Z", "running", "Up 9 days",
            "2026-03-20T11:02:47+05:30", ["0.0.0.0:9000->9000/tcp", "0.0.0.0:9001->9001/tcp"]),
        box("0c1d2e3f4a5b", "cache-cleaner", "alpine:3.21", "exited", "Exited (0) 2 days ago",
            "2026-04-09T03:00:00+05:30"),
    ]}, CAR, age=30, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        _runner("15:58:40", "warning", "Job failed: exit code 137  duration_s=812.4 job=88231 project=5120 "
                                       "runner=x7k2pq"),
        _runner("16:05:12", "warning", "Job failed: exit code 137  duration_s=640.1 job=88240 project=5120 "
                                       "runner=x7k2pq"),
        _runner("16:21:03", "warning", "Job failed: exit code 1  duration_s=95.7 job=88252 project=4411 "
                                       "runner=x7k2pq"),
        _runner("16:33:01", "info", "Checking for jobs... received  job=88260 project=4411 runner=x7k2pq"),
        _runner("16:42:10", "info", "Checking for jobs... received  job=88263 project=4411 runner=x7k2pq"),
    ]}, CAR, age=40, args={"unit": "gitlab-runner", "since_minutes": 60}),
    item("e4", "linux_system_info",
         system_info(71.3, [18.2, 15.9, 12.4], 793_440, "2026-04-02T12:31:00+05:30", CAR_MEM, 41_000_000_000,
                     16 * GiB, 0), CAR, age=25),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_967_317_983_232, 1_503_000_000_000),
        fs("/dev/nvme1n1p1", "/var/lib/docker", "xfs", 3_839_812_345_856, 3_493_000_000_000)]}, CAR, age=25),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-04-08T10:02:11+05:30", "upgrade", "docker", "1:27.5.1-1", "1:28.0.4-1"),
        package_event("2026-04-08T10:02:11+05:30", "upgrade", "containerd", "2.0.3-1", "2.0.4-1"),
        package_event("2026-04-08T10:02:12+05:30", "upgrade", "gitlab-runner", "17.9.2-1", "17.10.1-1"),
        package_event("2026-04-08T10:02:12+05:30", "remove", "docker-compose", "2.33.1-1", None),
        package_event("2026-04-08T10:02:13+05:30", "install", "docker-buildx", None, "0.22.0-1"),
        package_event("2026-04-10T09:40:55+05:30", "upgrade", "linux", "6.13.8.arch1-1", "6.13.9.arch1-1"),
    ]}, CAR, age=50, args={"since_days": 10}),
    item("e7", "linux_processes", processes(612, CAR_MEM, [
        (30112, "rustc", "root", 780.0, 3_328_599_654, "2026-04-11T16:41:40+05:30",
         "rustc --crate-name sqlx_macros --edition=2021 -C opt-level=3"),
        (29877, "node", "root", 310.0, 2_576_980_377, "2026-04-11T16:33:20+05:30",
         "node /builds/web/app/node_modules/.bin/jest --ci --maxWorkers=8"),
        (30140, "rustc", "root", 250.0, 1_288_490_188, "2026-04-11T16:43:02+05:30",
         "rustc --crate-name tokio --edition=2021 -C opt-level=3"),
        (1402, "dockerd", "root", 14.0, 429_916_160, "2026-04-02T12:31:05+05:30",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1677, "buildkitd", "root", 9.0, 859_832_320, "2026-03-20T11:02:44+05:30", "buildkitd --addr tcp://0.0.0.0:1234"),
        (1833, "minio", "root", 3.1, 1_181_116_006, "2026-03-20T11:02:47+05:30",
         "minio server /data --console-address :9001"),
        (1250, "gitlab-runner", "gitlab-runner", 1.2, 102_760_448, "2026-04-08T10:05:40+05:30",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
        (2010, "registry", "root", 0.4, 62_914_560, "2026-03-20T11:02:40+05:30",
         "registry serve /etc/docker/registry/config.yml"),
    ]), CAR, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp6s0", "mac": "9c:6b:00:12:7e:4d", "addresses": ["172.16.4.21/22"], "is_up": True}],
        "listening": [
            listener(5000, "0.0.0.0", 2002, "docker-proxy"), listener(9000, "0.0.0.0", 2051, "docker-proxy"),
            listener(9001, "0.0.0.0", 2058, "docker-proxy"), listener(22, "0.0.0.0", 700, "sshd"),
            listener(9252, "0.0.0.0", 1250, "gitlab-runner")],
        "connections": [connection("172.16.4.21:22", "172.16.4.60:55012", 88001, "sshd")]}, CAR, age=720),
    item("e9", "linux_service_status", {"units": [
        unit("docker.service", "active", "running", pid=1402, since="2026-04-02T12:31:05+05:30",
             desc="Docker Application Container Engine"),
        unit("containerd.service", "active", "running", pid=1390, since="2026-04-02T12:31:02+05:30",
             desc="containerd container runtime"),
        unit("gitlab-runner.service", "active", "running", pid=1250, since="2026-04-08T10:05:40+05:30",
             desc="GitLab Runner"),
        unit("sshd.service", "active", "running", pid=700, since="2026-04-02T12:30:58+05:30",
             desc="OpenSSH Daemon"),
        unit("systemd-timesyncd.service", "active", "running", pid=512, since="2026-04-02T12:30:55+05:30",
             desc="Network Time Synchronization"),
        unit("cronie.service", "inactive", "dead", ufs="disabled", desc="Command Scheduler"),
    ]}, CAR, age=30),
]

cardamom_answers = [
    {"q": "Why are CI jobs failing with exit code 137?", "ev": ["e2", "e3", "e4"],
     "a": "### What I found\n\n"
          "- [[s:Two jobs failed with exit code 137 in the last hour]]: [[s:88231 at 15:58]] and [[c:88240 at "
          "17:05]].\n"
          "- [[s:Both were project 5120]] — [[s:its container "
          "`runner-x7k2pq-project-5120-concurrent-2-build` exited with 137 about 40 minutes ago]].\n"
          "- [[c:A third job, 88252, also died with 137]].\n\n"
          "### Why\n\n"
          "[[u:137 means the kernel's OOM killer sent SIGKILL]], and [[c:the machine is nearly out of memory]]. "
          "[[u:Gradle's daemon probably grabbed too much heap]].\n\n"
          "### Next steps\n```\ndocker inspect runner-x7k2pq-project-5120-concurrent-2-build --format '{{.State.OOMKilled}}'\n"
          "journalctl -k --since -2h | grep -i oom\n```"},
    {"q": "How full is the Docker disk?", "ev": ["e1", "e5"],
     "a": "| Mount | Size | Used | Free |\n|---|---|---|---|\n"
          "| `/var/lib/docker` ([[s:xfs]]) | [[s:3.84 TB]] | [[s:~91%]] | [[c:~347 GiB]] |\n"
          "| `/` | [[s:~1.8 TiB]] | [[s:76%]] | — |\n\n"
          "[[c:`/` is the fuller of the two]]. [[u:Most of the Docker volume is probably dangling buildkit cache]].\n\n"
          "Next steps: `docker system df -v` and `docker builder prune --filter until=72h`."},
    {"q": "Load looks high — what's running?", "ev": ["e1", "e4", "e7"],
     "a": "Yep, [[s:load is 18.2 / 15.9 / 12.4]] on [[s:a 32-thread Ryzen 9 7950X]].\n\n"
          "Top CPU users:\n"
          "1. [[s:`rustc` (PID 30112) at ~780%]]\n"
          "2. [[s:`node` running jest at ~310%]]\n"
          "3. [[c:`buildkitd`]]\n\n"
          "[[s:The build processes run as root]]. [[u:It's this high because two Rust "
          "jobs landed at the same time]].\n\n"
          "Next steps: lower `concurrent` in /etc/gitlab-runner/config.toml, or `htop -s PERCENT_CPU`."},
    {"q": "What changed on cardamom recently? Do I need to reboot?", "ev": ["e1", "e6"],
     "a": "**Package changes (last 10 days):**\n\n"
          "- docker [[s:27.5.1 → 28.0.4]]\n"
          "- gitlab-runner [[c:17.9.1 → 17.10.1]]\n"
          "- [[s:docker-compose was removed]]\n"
          "- linux [[s:6.13.8 → 6.13.9]], [[s:yesterday morning]]\n\n"
          "[[s:You're still booted into 6.13.8]], so [[s:a reboot is needed for 6.13.9]]. [[c:5 changes in "
          "total]]. [[u:Removing docker-compose probably broke `docker compose` in some jobs]].\n\n"
          "Next steps: `sudo reboot` in a quiet window; `pacman -Qi docker-compose`."},
    {"q": "What ports are the containers exposing?", "ev": ["e2", "e8"],
     "a": "- [[s:`registry` publishes 5000]]\n- [[s:`minio` publishes 9000 and 9001]]\n"
          "- [[c:`buildkitd` publishes 1234]]\n\n"
          "On the host, [[t:docker-proxy holds 5000, 9000 and 9001]], [[t:sshd is on 22]] and [[t:gitlab-runner's "
          "metrics are on 9252]].\n\nNext steps: `sudo ss -tlpn`."},
    {"q": "Who can use Docker on cardamom, and is the runner service healthy?", "ev": ["e1", "e9"],
     "a": "[[s:`gitlab-runner` and `arjun` are in the `docker` group]]; [[s:arjun is also in wheel]]. [[c:The "
          "gitlab-runner account has a nologin shell]]. [[s:`gitlab-runner.service` is running]], [[c:since the "
          "reboot on Apr 2]] — [[u:it was restarted by the Apr 8 upgrade]]. [[s:`cronie` is disabled]].\n\n"
          "Next steps: `getent group docker`, `systemctl status gitlab-runner`."},
    {"q": "How much memory is free on the runner?", "ev": ["e4", "e7"],
     "a": "[[s:There's ~125.6 GiB of RAM]], and [[s:about 41 GB of it is available]] — so [[c:roughly 80% is in "
          "use]]. [[s:Swap isn't being touched at all]]. [[c:The biggest memory user among the top processes is "
          "the `node` jest run]], [[u:since jest workers tend to balloon like that]].\n\nNext steps: `free -h` and `docker stats --no-stream`."},
]

MACHINES = [
    {"name": "saffron", "clock": SAF, "evidence": saffron_evidence, "answers": saffron_answers},
    {"name": "cumin", "clock": CUM, "evidence": cumin_evidence, "answers": cumin_answers},
    {"name": "clove", "clock": CLV, "evidence": clove_evidence, "answers": clove_answers},
    {"name": "sumac", "clock": SUM, "evidence": sumac_evidence, "answers": sumac_answers},
    {"name": "cardamom", "clock": CAR, "evidence": cardamom_evidence, "answers": cardamom_answers},
]
