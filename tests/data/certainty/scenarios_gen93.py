"""93rd generation (written blind, in the manner of Qwen2.5 7B Instruct: "Based on the provided data, here is
…" openers, bold keys ("**Key:** value"), Markdown tables with a Status column, a numbered "Notes:" list, MB
and MiB used side by side (not always correctly), and a suggestions block at the end).

aegean — an Ubuntu 24.04 Jenkins controller VM (Europe/Athens, +03:00). Its evidence: a steady-state snapshot
(4-core EPYC VM, 15.6 GiB RAM, ext4 root and a 500 GB xfs volume for /var/lib/jenkins, jenkins 2.462.3,
users nikos, eleni and the jenkins account), the jenkins unit (active since October 2, 06:12), a CPU-sorted
process listing cut at five rows (the controller JVM, a git fetch and a tar of a build), a complete socket
listing (nginx on 80/443, Jenkins on 127.0.0.1:8080, the agent port 50000 with three established agents and
one TIME_WAIT from the fourth), ninety minutes of the jenkins unit's log (build-agent-04's channel dropped at
13:28, api-nightly #1482 failed), fresh disk usage (the Jenkins volume at 84.4%), a fifteen-minute-old system
reading, two weeks of apt history (jenkins, OpenJDK and a kernel the evening before the last boot) and the
nginx site file for ci.example.org.

baltic — a Debian 12 monitoring host (America/New_York, -04:00), a Celeron mini PC with 8 GB. Every docker
container (prometheus, grafana and node-exporter up 6 days; alertmanager restarting with exit code 1), journal
lines for alertmanager (configuration load fails on line 14, "field reciever not found"), the first thirty of
the 31 lines of alertmanager.yml, a day of file changes under /srv/monitoring (the config edited at 08:41),
disk usage (the Prometheus volume at 71.8%), one disk-I/O sample (sdb writing 18.4 MB/s), a seven-minute-old
socket listing, fresh system info, and a steady-state snapshot whose users and groups sources are listed in
stale_sources.

caspian — a RHEL 9.4 PostgreSQL 16 primary (Asia/Baku, +04:00) with one asynchronous streaming replica at
10.40.0.12. The postgresql-16 unit (active since September 18), a memory-sorted process listing cut at eight
postgres processes (checkpointer 12 GiB RSS, a reporting SELECT at 86% CPU, the walsender), a complete socket
listing (5432, the exporter on 9187 scraped from 10.10.5.20), three hours of the cluster's log (three failed
logins for report_ro, frequent checkpoints, an idle-in-transaction termination), disk usage (1 TiB data
volume at 59.8%, 200 GiB WAL volume), a ten-minute-old disk-I/O sample, system info (up 19 days), thirty days
of dnf history (16.3 → 16.4 before the restart, a kernel installed October 3 that is not running) and
postgresql.auto.conf.

adriatic — an EndeavourOS laptop (Europe/Rome, +02:00), Ryzen 7 7840U, 30.6 GiB visible RAM, btrfs root and
/home on one NVMe partition. Fresh system info (booted 18:47 today), a memory-sorted process listing cut at
six rows (Firefox first), three days of pacman history (kernel 6.10.12 → 6.11.1 and three other upgrades on
October 6, VirtualBox removed), warning-or-worse journal lines since boot (one amdgpu ring timeout and reset,
a Bluetooth RFCOMM bind failure, a Wi-Fi drop), a traffic sample, a ten-minute-old listing of all services,
disk usage, and a container listing that failed because the Docker daemon is not running.

ionian — the control node of a three-node k3s cluster on Intel NUCs (America/Denver, -06:00) with Longhorn
storage. Nodes (nuc3 NotReady and one patch behind), every pod of longhorn-system, the pods and deployments
of the apps namespace (nextcloud stuck in ContainerCreating), Longhorn volumes (nextcloud-data attaching and
degraded, gitea-data degraded, redis-data healthy), the k3s unit, an eight-minute-old warning log of k3s
(nuc3 not ready at 11:02, AttachVolume failures), disk usage (/var/lib/longhorn at 18.4%), system info, a
complete name-filtered process listing (only k3s-server, 1.6 GiB RSS) and a steady-state snapshot (Ubuntu
24.04, i5-1240P).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# aegean — Ubuntu 24.04 Jenkins controller
# ---------------------------------------------------------------------------------------------------------
AEG = Clock("2026-10-07T14:20:00+03:00")
AEG_MEM = 16_768_544_768
AEG_ROOT = 104_091_082_752
AEG_JEN = 536_606_400_512

AEG_NGINX = [
    "upstream jenkins {",
    "    keepalive 32;",
    "    server 127.0.0.1:8080;",
    "}",
    "",
    "server {",
    "    listen 80;",
    "    server_name ci.example.org;",
    "    return 301 https://$host$request_uri;",
    "}",
    "",
    "server {",
    "    listen 443 ssl;",
    "    server_name ci.example.org;",
    "",
    "    ssl_certificate     /etc/letsencrypt/live/ci.example.org/fullchain.pem;",
    "    ssl_certificate_key /etc/letsencrypt/live/ci.example.org/privkey.pem;",
    "",
    "    client_max_body_size 256m;",
    "",
    "    location / {",
    "        proxy_pass         http://jenkins;",
    "        proxy_set_header   Host $host;",
    "        proxy_set_header   X-Forwarded-Proto $scheme;",
    "        proxy_read_timeout 90s;",
    "        proxy_http_version 1.1;",
    "    }",
    "}",
]

aegean_evidence = [
    steady("e1", AEG, age=3600,
           hostname="aegean", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-45-generic", cpu_model="AMD EPYC 7763 64-Core Processor", cpu_cores=4, cpu_threads=8,
           memory_total_bytes=AEG_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": AEG_ROOT},
                  {"device": "/dev/sda15", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 109_422_592},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/jenkins", "fstype": "xfs", "total_bytes": AEG_JEN}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:a3:19:4e", "addresses": ["10.20.0.15/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:6e:0b:91:d2", "addresses": ["172.17.0.1/16"], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"jenkins": "2.462.3", "openjdk-17-jre-headless": "17.0.12+7-1ubuntu2~24.04",
                               "nginx": "1.24.0-2ubuntu7.1", "git": "1:2.43.0-1ubuntu7.1",
                               "docker.io": "24.0.7-0ubuntu4.1", "linux-image-6.8.0-45-generic": "6.8.0-45.45",
                               "fontconfig": "2.15.0-1.1ubuntu2"},
           available_services=["jenkins.service", "nginx.service", "ssh.service", "docker.service",
                               "unattended-upgrades.service"],
           users=[{"name": "nikos", "uid": 1000, "gid": 1000, "home": "/home/nikos", "shell": "/bin/bash"},
                  {"name": "eleni", "uid": 1001, "gid": 1001, "home": "/home/eleni", "shell": "/bin/bash"},
                  {"name": "jenkins", "uid": 113, "gid": 119, "home": "/var/lib/jenkins", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["nikos"]},
                   {"name": "docker", "gid": 118, "members": ["jenkins", "nikos"]},
                   {"name": "jenkins", "gid": 119, "members": []}]),
    item("e2", "linux_service_status",
         unit("jenkins.service", "active", "running", pid=1187, since="2026-10-02T06:12:44+03:00",
              desc="Jenkins Continuous Integration Server"), AEG, age=30, args={"name": "jenkins"}),
    item("e3", "linux_processes", processes(214, AEG_MEM, [
        (1187, "java", "jenkins", 38.5, 5476 * MiB, "2026-10-02T06:12:44+03:00",
         "/usr/bin/java -Djava.awt.headless=true -Xmx6g -jar /usr/share/java/jenkins.war "
         "--webroot=/var/cache/jenkins/war --httpPort=8080"),
        (48213, "git", "jenkins", 11.2, 92 * MiB, "2026-10-07T14:18:51+03:00",
         "git fetch --tags --force --progress -- https://git.example.org/platform/api.git "
         "+refs/heads/*:refs/remotes/origin/*"),
        (48190, "tar", "jenkins", 6.4, 6 * MiB, "2026-10-07T14:18:40+03:00",
         "tar -czf /var/lib/jenkins/workspace/api-nightly/dist.tar.gz build/"),
        (1399, "nginx", "www-data", 1.3, 14 * MiB, "2026-10-02T06:11:52+03:00", "nginx: worker process"),
        (1050, "sshd", "root", 0.3, 9 * MiB, "2026-10-02T06:11:49+03:00",
         "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
    ]), AEG, age=35, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:a3:19:4e", "addresses": ["10.20.0.15/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:6e:0b:91:d2", "addresses": ["172.17.0.1/16"], "is_up": False}],
        "listening": [
            listener(22, "0.0.0.0", 1050, "sshd"),
            listener(80, "0.0.0.0", 1398, "nginx"),
            listener(443, "0.0.0.0", 1398, "nginx"),
            listener(8080, "127.0.0.1", 1187, "java"),
            listener(50000, "::", 1187, "java"),
            listener(53, "127.0.0.53", 688, "systemd-resolve", proto="udp"),
        ],
        "connections": [
            connection("10.20.0.15:50000", "10.20.0.31:41822", 1187, "java"),
            connection("10.20.0.15:50000", "10.20.0.32:39410", 1187, "java"),
            connection("10.20.0.15:50000", "10.20.0.33:52208", 1187, "java"),
            connection("10.20.0.15:50000", "10.20.0.34:44710", None, None, status="TIME_WAIT"),
            connection("10.20.0.15:22", "10.20.0.5:60114", 47702, "sshd"),
            connection("10.20.0.15:443", "10.20.0.77:51940", 1399, "nginx"),
            connection("127.0.0.1:53122", "127.0.0.1:8080", 1399, "nginx"),
            connection("127.0.0.1:8080", "127.0.0.1:53122", 1187, "java"),
            connection("10.20.0.15:48612", "203.0.113.40:443", 48213, "git"),
        ]}, AEG, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "jenkins.service", "entries": [
        log_entry("2026-10-07T12:58:03+03:00", "jenkins.service", "info",
                  "INFO hudson.model.Run#execute: web-frontend #731 main build action completed: SUCCESS"),
        log_entry("2026-10-07T13:28:10+03:00", "jenkins.service", "warning",
                  "WARNING hudson.slaves.ChannelPinger$1#onDead: Ping failed. Terminating the channel build-agent-04. "
                  "java.util.concurrent.TimeoutException: Ping started 240000 ms ago hasn't completed"),
        log_entry("2026-10-07T13:28:11+03:00", "jenkins.service", "info",
                  "INFO j.s.DefaultJnlpSlaveReceiver#channelClosed: Computer.threadPoolForRemoting [#2114] for "
                  "build-agent-04 terminated: java.nio.channels.ClosedChannelException"),
        log_entry("2026-10-07T13:52:40+03:00", "jenkins.service", "info",
                  "INFO hudson.model.Run#execute: api-nightly #1482 main build action completed: FAILURE"),
        log_entry("2026-10-07T14:18:39+03:00", "jenkins.service", "info",
                  "INFO o.j.p.w.f.i.CpsFlowExecution#start: api-nightly #1483 started"),
    ]}, AEG, age=40, args={"unit": "jenkins", "since_minutes": 90}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda1", "/", "ext4", AEG_ROOT, 38_712_000_000),
        fs("/dev/sda15", "/boot/efi", "vfat", 109_422_592, 6_334_464),
        fs("/dev/sdb1", "/var/lib/jenkins", "xfs", AEG_JEN, 452_880_000_000),
    ]}, AEG, age=20),
    item("e7", "linux_system_info",
         system_info(47.3, [3.42, 2.96, 2.51], 460_420, "2026-10-02T06:11:20+03:00", AEG_MEM, 7_412_000_000,
                     4 * GiB, 312 * MiB), AEG, age=900),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-09-26T03:14:21+03:00", "upgrade", "nginx", "1.24.0-2ubuntu7", "1.24.0-2ubuntu7.1"),
        package_event("2026-10-01T22:40:12+03:00", "upgrade", "jenkins", "2.462.2", "2.462.3"),
        package_event("2026-10-01T22:40:40+03:00", "upgrade", "openjdk-17-jre-headless",
                      "17.0.11+9-1~24.04", "17.0.12+7-1ubuntu2~24.04"),
        package_event("2026-10-01T22:41:55+03:00", "install", "linux-image-6.8.0-45-generic", None, "6.8.0-45.45"),
        package_event("2026-10-06T06:25:03+03:00", "upgrade", "git", "1:2.43.0-1ubuntu7", "1:2.43.0-1ubuntu7.1"),
    ]}, AEG, age=60, args={"since_days": 14}),
    item("e9", "linux_file_read", {"path": "/etc/nginx/sites-enabled/jenkins.conf", "offset": 0, "limit": 40,
                                   "total_lines": len(AEG_NGINX), "lines": AEG_NGINX},
         AEG, age=30, args={"path": "/etc/nginx/sites-enabled/jenkins.conf", "offset": 0, "limit": 40}),
]

aegean_answers = [
    {"q": "Is Jenkins up on aegean?", "ev": ["e2", "e4"],
     "a": "Based on the provided data, here is the status of the Jenkins service on **aegean**:\n\n"
          "| Service | State | Active since | Status |\n"
          "|---|---|---|---|\n"
          "| jenkins.service | [[s:active (running)]] | [[c:2026-10-02 03:12:44]] | ✅ Healthy |\n\n"
          "**Main PID:** [[s:1187]]\n"
          "**Enabled at boot:** Yes\n"
          "**Web UI:** [[s:bound to 127.0.0.1:8080]]\n"
          "**Agent port:** [[s:50000, listening on all interfaces]]\n\n"
          "Notes:\n"
          "1. [[c:The service has been running for about 3 days]] without a restart.\n"
          "2. [[s:Jenkins' own HTTP port is bound only to localhost]]; [[s:nginx is listening on ports 80 and 443]], "
          "[[u:so it is most likely acting as the reverse proxy in front of Jenkins]].\n"
          "\n"
          "**Suggestions:**\n"
          "- To review recent activity, run `journalctl -u jenkins -n 50`.\n"
          "- If you need further assistance, feel free to ask!"},

    {"q": "What is using the most CPU on the Jenkins box?", "ev": ["e3"],
     "a": "Based on the provided data, here is the list of the top processes by CPU usage:\n\n"
          "| PID | Process | User | CPU % | Memory | Status |\n"
          "|---|---|---|---|---|---|\n"
          "| [[s:1187]] | java (Jenkins) | jenkins | [[s:38.5]] | [[s:5476 MiB]] | sleeping |\n"
          "| 48213 | git fetch | jenkins | [[s:11.2]] | 92 MiB | sleeping |\n"
          "| 48190 | tar | jenkins | [[c:4.6]] | 6 MiB | sleeping |\n"
          "| 1399 | nginx worker | www-data | 1.3 | 14 MiB | sleeping |\n"
          "| 1050 | sshd | root | 0.3 | 9 MiB | sleeping |\n\n"
          "**Total processes:** [[c:241]]\n\n"
          "Notes:\n"
          "1. [[s:The Jenkins controller JVM is the top CPU consumer]], and [[c:it is using roughly 41% of the "
          "system memory]].\n"
          "2. [[s:The `git fetch` is pulling the platform/api repository]].\n"
          "3. [[c:The Java process has been running since October 5]].\n"
          "4. [[u:No other Jenkins build processes are running at the moment]].\n\n"
          "**Suggestions:**\n"
          "- Consider lowering the number of executors on the built-in node so builds run on agents.\n"
          "- You can watch the JVM with `jcmd 1187 GC.heap_info`."},

    {"q": "How many build agents are connected right now? We should have four.", "ev": ["e4", "e5"],
     "extra": [user("u1", "We have four agents, build-agent-01 to build-agent-04, and they all connect over port "
                          "50000.", AEG, age=90)],
     "a": "Based on the provided data, here is the agent connection status:\n\n"
          "**Agents connected:** [[s:3]] (out of the 4 you expect)\n"
          "**Agent port:** 50000\n\n"
          "| Agent address | Controller port | Connection state | Status |\n"
          "|---|---|---|---|\n"
          "| [[s:10.20.0.31]] | 50000 | ESTABLISHED | ✅ |\n"
          "| 10.20.0.32 | 50000 | ESTABLISHED | ✅ |\n"
          "| [[c:10.20.0.35]] | 50000 | ESTABLISHED | ✅ |\n"
          "| [[s:10.20.0.34]] | 50000 | [[s:TIME_WAIT]] | ❌ |\n\n"
          "Notes:\n"
          "1. [[s:build-agent-04 lost its channel at 13:28]] after a ping timeout.\n"
          "2. [[c:The disconnect was logged as an error]].\n"
          "3. [[u:10.20.0.34 is the address of build-agent-04]].\n"
          "4. [[s:The api-nightly #1482 build finished with FAILURE at 13:52]], [[u:probably because it was "
          "scheduled on build-agent-04]].\n\n"
          "**Suggestions:**\n"
          "- Check the agent host: `ssh build-agent-04 'systemctl status jenkins-agent'`\n"
          "- Reconnect it from *Manage Jenkins → Nodes → build-agent-04 → Launch agent*."},

    {"q": "How much disk space is left for Jenkins?", "ev": ["e6", "e1"],
     "a": "Based on the provided data, here is the disk usage on **aegean**:\n\n"
          "| Filesystem | Mount | Type | Size | Used | Free | Use% | Status |\n"
          "|---|---|---|---|---|---|---|---|\n"
          "| /dev/sdb1 | /var/lib/jenkins | xfs | [[s:500 GB]] | [[s:421.8 GiB]] | [[c:88 GiB]] | "
          "[[s:84.4%]] | ⚠️ Warning |\n"
          "| /dev/sda1 | / | ext4 | [[s:97 GiB]] | 36 GiB | 61 GiB | [[c:40.2%]] | ✅ OK |\n"
          "| /dev/sda15 | /boot/efi | vfat | 104 MiB | 6 MiB | 98 MiB | 5.8% | ✅ OK |\n\n"
          "Notes:\n"
          "1. [[s:The Jenkins home volume is the fullest filesystem on the server]].\n"
          "2. [[s:It has roughly 79,850 MiB free]] (about 83.7 GB).\n"
          "3. [[u:At the current rate it will fill up within two weeks]].\n\n"
          "**Suggestions:**\n"
          "- Enable *Discard old builds* on the busiest jobs.\n"
          "- Find the largest directories with `sudo du -sh /var/lib/jenkins/jobs/* | sort -h | tail`."},

    {"q": "Was Jenkins updated recently? Do I need to restart it?", "ev": ["e8", "e2", "e1"],
     "a": "Based on the provided data, here is the recent package history for **aegean** (last 14 days):\n\n"
          "| Package | From | To | Date | Status |\n"
          "|---|---|---|---|---|\n"
          "| jenkins | 2.462.2 | [[s:2.462.3]] | [[c:2026-10-02]] | ✅ Applied |\n"
          "| openjdk-17-jre-headless | 17.0.11 | [[s:17.0.12+7]] | 2026-10-01 | ✅ Applied |\n"
          "| nginx | 1.24.0 | [[c:1.26.0]] | 2026-09-26 | ✅ Applied |\n"
          "| git | 2.43.0 | 2.43.0-1ubuntu7.1 | 2026-10-06 | ✅ Applied |\n"
          "| linux-image-6.8.0-45-generic | – | 6.8.0-45.45 | [[c:2026-10-03]] | ✅ Installed |\n\n"
          "**Restart needed:** No — [[s:jenkins.service has been active since 2026-10-02 06:12:44]], after "
          "the upgrade.\n"
          "**Running kernel:** [[s:6.8.0-45-generic]], [[s:the same kernel that was installed on October 1]].\n\n"
          "Notes:\n"
          "1. [[u:Jenkins 2.462.3 is the latest LTS release]].\n"
          "2. Java was upgraded in the same update run as Jenkins.\n\n"
          "**Suggestions:**\n"
          "- Check *Manage Jenkins → Plugins* for plugin updates that match the new core version."},

    {"q": "How is the server doing overall — CPU, memory, load?", "ev": ["e7", "e1"],
     "a": "Based on the provided data, here is the current resource usage of **aegean**:\n\n"
          "**CPU:** [[s:AMD EPYC 7763]] with [[c:8 cores]]\n"
          "**CPU usage:** [[t:47.3%]]\n"
          "**Load average (1/5/15 min):** [[t:3.42 / 2.96 / 2.51]]\n"
          "**Memory:** [[t:8.7 GiB used]] of [[s:15.6 GiB]] ([[t:55.8%]])\n"
          "**Swap:** 312 MiB used of 4 GiB\n"
          "**Uptime:** [[t:5 days, 7 hours]]\n\n"
          "| Metric | Value | Status |\n"
          "|---|---|---|\n"
          "| CPU | 47.3% | ⚠️ Moderate |\n"
          "| Memory | 55.8% | ✅ OK |\n"
          "| Swap | 7.6% | ✅ OK |\n\n"
          "Notes:\n"
          "1. [[u:Most of the memory is taken by the Jenkins JVM heap]].\n"
          "2. The load is rising (1-minute value above the 15-minute value).\n\n"
          "**Suggestions:**\n"
          "- Use `htop` or `top -o %CPU` to watch the load live."},

    {"q": "Is nginx proxying to Jenkins correctly? Please cite the evidence.", "ev": ["e9", "e4"],
     "a": "Based on the provided data, here is the analysis of the nginx configuration for Jenkins:\n\n"
          "**Config file:** `/etc/nginx/sites-enabled/jenkins.conf` ([[c:35 lines]])\n"
          "**Server name:** [[s:ci.example.org]] (e9)\n"
          "**Upstream:** [[s:nginx proxies to the `jenkins` upstream at 127.0.0.1:8080]] (e9)\n"
          "**Backend listening:** [[s:Jenkins (java, PID 1187) is listening on 127.0.0.1:8080]] (e4)\n\n"
          "| Setting | Value | Status |\n"
          "|---|---|---|\n"
          "| HTTP → HTTPS redirect | [[s:301 on port 80]] | ✅ |\n"
          "| client_max_body_size | [[c:512m]] | ✅ |\n"
          "| WebSocket headers | [[c:configured]] | ✅ |\n"
          "| keepalive | [[c:64 connections]] | ✅ |\n\n"
          "Notes:\n"
          "1. [[u:The read timeout is 90 seconds (e4)]].\n"
          "2. [[u:The TLS certificate from Let's Encrypt is valid until December 2026]].\n"
          "3. There is an active HTTPS connection from 10.20.0.77 (e4).\n\n"
          "**Suggestions:**\n"
          "- Test the configuration with `sudo nginx -t`.\n"
          "- Add `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;` so Jenkins sees client IPs."},
]

# ---------------------------------------------------------------------------------------------------------
# baltic — Debian 12 monitoring host
# ---------------------------------------------------------------------------------------------------------
BAL = Clock("2026-10-07T09:05:00-04:00")
BAL_MEM = 8_328_491_008
BAL_ROOT = 62_671_097_856
BAL_PROM = 491_149_590_528

BAL_AM = [
    "global:",
    "  resolve_timeout: 5m",
    "  smtp_smarthost: 'smtp.example.net:587'",
    "  smtp_from: 'alerts@example.net'",
    "  smtp_require_tls: true",
    "",
    "route:",
    "  receiver: 'email-ops'",
    "  group_by: ['alertname', 'instance']",
    "  group_wait: 30s",
    "  group_interval: 5m",
    "  repeat_interval: 4h",
    "  routes:",
    "    - reciever: 'pager'",
    "      matchers: ['severity=\"critical\"']",
    "      continue: false",
    "",
    "receivers:",
    "  - name: 'email-ops'",
    "    email_configs:",
    "      - to: 'ops@example.net'",
    "        send_resolved: true",
    "  - name: 'pager'",
    "    webhook_configs:",
    "      - url: 'http://10.10.5.20:9095/alert'",
    "        send_resolved: true",
    "",
    "inhibit_rules:",
    "  - source_matchers: ['severity=\"critical\"']",
    "    target_matchers: ['severity=\"warning\"']",
]

BAL_IFACES = [{"name": "enp1s0", "mac": "7c:83:34:b9:0e:21", "addresses": ["10.10.5.20/24"], "is_up": True},
              {"name": "docker0", "mac": "02:42:1d:77:a0:5c", "addresses": ["172.17.0.1/16"], "is_up": True},
              {"name": "br-3f9e1c2a7b10", "mac": "02:42:c8:11:3e:9a", "addresses": ["172.18.0.1/16"], "is_up": True}]

baltic_evidence = [
    steady("e1", BAL, age=5400,
           hostname="baltic", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-25-amd64", cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=BAL_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": BAL_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/prometheus", "fstype": "ext4", "total_bytes": BAL_PROM}],
           network_interfaces=BAL_IFACES, dns_servers=["10.10.5.1"], default_gateway="10.10.5.1",
           package_manager="dpkg",
           installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm", "containerd.io": "1.7.22-1",
                               "docker-compose-plugin": "2.29.7-1~debian.12~bookworm",
                               "openssh-server": "1:9.2p1-2+deb12u3", "cron": "3.0pl1-162"},
           available_services=["docker.service", "containerd.service", "ssh.service", "cron.service"],
           users=[{"name": "marta", "uid": 1000, "gid": 1000, "home": "/home/marta", "shell": "/bin/bash"},
                  {"name": "ci-deploy", "uid": 1001, "gid": 1001, "home": "/home/ci-deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["marta"]},
                   {"name": "docker", "gid": 996, "members": ["marta", "ci-deploy"]}],
           stale_sources=["users", "groups"]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("3c9d1e7a2b40", "prometheus", "prom/prometheus:v2.54.1", "running", "Up 6 days",
            "2026-10-01T07:58:12-04:00", ["0.0.0.0:9090->9090/tcp"]),
        box("a81f55c0e913", "grafana", "grafana/grafana:11.2.0", "running", "Up 6 days",
            "2026-10-01T07:58:14-04:00", ["0.0.0.0:3000->3000/tcp"]),
        box("5be20d4f7c61", "node-exporter", "prom/node-exporter:v1.8.2", "running", "Up 6 days",
            "2026-10-01T07:58:12-04:00", []),
        box("e07a9b3d18f2", "alertmanager", "prom/alertmanager:v0.27.0", "restarting",
            "Restarting (1) 14 seconds ago", "2026-10-01T07:58:13-04:00", []),
    ]}, BAL, age=15, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-10-07T08:41:40-04:00", "docker.service", "info",
                  "alertmanager[e07a9b3d18f2]: ts=2026-10-07T12:41:40.118Z caller=main.go:181 level=info "
                  "msg=\"Starting Alertmanager\" version=\"(version=0.27.0, branch=HEAD)\""),
        log_entry("2026-10-07T08:41:40-04:00", "docker.service", "err",
                  "alertmanager[e07a9b3d18f2]: ts=2026-10-07T12:41:40.121Z caller=coordinator.go:118 level=error "
                  "component=configuration msg=\"Loading configuration file failed\" "
                  "file=/etc/alertmanager/alertmanager.yml err=\"yaml: unmarshal errors:\\n  line 14: field "
                  "reciever not found in type config.plain\""),
        log_entry("2026-10-07T09:04:46-04:00", "docker.service", "err",
                  "alertmanager[e07a9b3d18f2]: ts=2026-10-07T13:04:46.502Z caller=coordinator.go:118 level=error "
                  "component=configuration msg=\"Loading configuration file failed\" "
                  "file=/etc/alertmanager/alertmanager.yml err=\"yaml: unmarshal errors:\\n  line 14: field "
                  "reciever not found in type config.plain\""),
        log_entry("2026-10-07T09:04:46-04:00", "docker.service", "info",
                  "dockerd[712]: time=\"2026-10-07T13:04:46.611Z\" level=info msg=\"ignoring event\" "
                  "container=e07a9b3d18f2 module=libcontainerd namespace=moby topic=/tasks/delete"),
    ]}, BAL, age=30, args={"grep": "alertmanager", "since_minutes": 60}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", BAL_ROOT, 14_218_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 535_805_952, 6_139_904),
        fs("/dev/sdb1", "/srv/prometheus", "ext4", BAL_PROM, 352_640_000_000),
    ]}, BAL, age=30),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 412_000, "busy_percent": 1.2},
        {"device": "sdb", "read_bytes_per_s": 2_950_000, "write_bytes_per_s": 18_420_000, "busy_percent": 34.6},
    ]}, BAL, age=20, args={"interval_seconds": 1.0}),
    item("e6", "linux_network_info", {
        "interfaces": BAL_IFACES,
        "listening": [
            listener(22, "0.0.0.0", 604, "sshd"),
            listener(9090, "0.0.0.0", 1388, "docker-proxy"),
            listener(3000, "0.0.0.0", 1412, "docker-proxy"),
            listener(9100, "::", 1530, "node_exporter"),
        ],
        "connections": [
            connection("10.10.5.20:22", "10.10.5.101:53110", 30211, "sshd"),
            connection("10.10.5.20:3000", "10.10.5.101:50412", 1412, "docker-proxy"),
        ]}, BAL, age=420),
    item("e7", "linux_system_info",
         system_info(18.6, [1.12, 0.98, 0.91], 522_573, "2026-10-01T07:55:02-04:00", BAL_MEM, 3_105_000_000,
                     1_023_406_080, 96_468_992), BAL, age=25),
    item("e8", "linux_file_read", {"path": "/srv/monitoring/alertmanager/alertmanager.yml", "offset": 0, "limit": 30,
                                   "total_lines": 31, "lines": BAL_AM},
         BAL, age=35, args={"path": "/srv/monitoring/alertmanager/alertmanager.yml", "offset": 0, "limit": 30},
         complete=False),
    item("e9", "linux_file_changes", {"root": "/srv/monitoring", "since": "2026-10-06T09:04:15-04:00", "files": [
        {"path": "/srv/monitoring/grafana/grafana.db", "mtime": "2026-10-07T09:03:58-04:00", "size_bytes": 4_915_200},
        {"path": "/srv/monitoring/alertmanager/alertmanager.yml", "mtime": "2026-10-07T08:41:12-04:00",
         "size_bytes": 1184},
        {"path": "/srv/monitoring/prometheus/rules/node.rules.yml", "mtime": "2026-10-07T08:38:55-04:00",
         "size_bytes": 2310},
    ]}, BAL, age=45, args={"root": "/srv/monitoring", "since_minutes": 1440, "limit": 50}),
]

baltic_answers = [
    {"q": "Are all my monitoring containers up?", "ev": ["e2"],
     "a": "Based on the provided data, here is the status of the containers on **baltic**:\n\n"
          "| Container | Image | State | Uptime | Ports | Status |\n"
          "|---|---|---|---|---|---|\n"
          "| prometheus | [[s:prom/prometheus:v2.54.1]] | [[s:running]] | [[s:6 days]] | 9090 | ✅ |\n"
          "| grafana | [[c:grafana/grafana:11.3.0]] | running | 6 days | [[s:3000]] | ✅ |\n"
          "| node-exporter | [[c:prom/node-exporter:v1.7.0]] | running | 6 days | – | ✅ |\n"
          "| alertmanager | prom/alertmanager:v0.27.0 | [[s:restarting]] | – | [[c:9093]] | ❌ |\n\n"
          "Notes:\n"
          "1. [[s:Three of the four containers are running normally]].\n"
          "2. [[u:Alertmanager has restarted once so far]] (the `(1)` in its status).\n"
          "3. node-exporter does not publish any ports, which suggests it is using host "
          "networking.\n"
          "4. [[s:There are no stopped or exited containers]].\n\n"
          "**Suggestions:**\n"
          "- Check why Alertmanager is restarting: `docker logs --tail 50 alertmanager`\n"
          "- If you need further assistance, feel free to ask!"},

    {"q": "Why does alertmanager keep restarting?", "ev": ["e2", "e3", "e8", "e9"],
     "a": "Based on the provided data, here is the cause of the Alertmanager restarts:\n\n"
          "**Container state:** restarting\n"
          "**Exit code:** [[c:137]]\n"
          "**Version:** 0.27.0\n"
          "**Error:** [[s:Loading the configuration file fails]] with [[s:`line 14: field reciever not found in "
          "type config.plain`]]\n\n"
          "| Check | Result | Status |\n"
          "|---|---|---|\n"
          "| alertmanager.yml line 14 | [[s:`- reciever: 'pager'` (misspelled key)]] | ❌ |\n"
          "| File last modified | [[s:today at 08:41]] | ⚠️ |\n"
          "| First failure logged | [[c:12:41]] | ❌ |\n"
          "| File length | 31 lines | ✅ |\n\n"
          "Notes:\n"
          "1. [[u:The container's restart policy is `unless-stopped`]], so Docker keeps trying to start it.\n"
          "2. [[s:A Prometheus rules file (node.rules.yml) was also changed this morning]], "
          "but that change is unrelated to the restarts.\n"
          "3. The route for `pager` matches `severity=\"critical\"` alerts.\n\n"
          "**Suggestions:**\n"
          "```yaml\n"
          "  routes:\n"
          "    - receiver: 'pager'\n"
          "```\n"
          "- Fix the key, then validate with `docker run --rm -v /srv/monitoring/alertmanager:/cfg "
          "--entrypoint amtool prom/alertmanager:v0.27.0 check-config /cfg/alertmanager.yml`\n"
          "- Restart with `docker restart alertmanager`."},

    {"q": "Is the Prometheus disk OK? How hard is it being written?", "ev": ["e4", "e5"],
     "a": "Based on the provided data, here is the storage status for Prometheus on **baltic**:\n\n"
          "**Device:** /dev/sdb1 mounted on /srv/prometheus\n"
          "**Size:** [[s:457.4 GiB]]\n"
          "**Used:** [[s:328 GiB]] ([[s:71.8%]])\n"
          "**Free:** [[c:about 145 GiB]]\n\n"
          "| Device | Read | Write | Busy | Status |\n"
          "|---|---|---|---|---|\n"
          "| sdb | about 3 MB/s | [[s:~18.4 MB/s]] ([[c:about 19.5 MiB/s]]) | [[s:34.6%]] | ⚠️ Moderate |\n"
          "| sda | 0 | 0.4 MB/s | [[c:12%]] | ✅ Idle |\n\n"
          "Notes:\n"
          "1. [[s:The root filesystem is only 22.7% used]].\n"
          "2. [[u:At the current ingestion rate, the disk will be full in roughly 3 weeks]].\n\n"
          "**Suggestions:**\n"
          "- Check the TSDB size with `du -sh /srv/prometheus/*`.\n"
          "- Consider setting `--storage.tsdb.retention.size=400GB` to cap usage."},

    {"q": "Which ports are listening on baltic?", "ev": ["e6", "e1"],
     "a": "Based on the provided data, here are the listening ports on **baltic** ([[s:10.10.5.20]]):\n\n"
          "| Port | Process | Address | Purpose | Status |\n"
          "|---|---|---|---|---|\n"
          "| 22 | sshd | 0.0.0.0 | SSH | ✅ |\n"
          "| [[t:9090]] | docker-proxy | 0.0.0.0 | Prometheus | ✅ |\n"
          "| 3000 | docker-proxy | 0.0.0.0 | Grafana | ✅ |\n"
          "| [[t:9100]] | node_exporter | :: | Node exporter | ✅ |\n\n"
          "Notes:\n"
          "1. [[t:Alertmanager's port 9093 is not listening]].\n"
          "2. [[t:There are two SSH sessions open from 10.10.5.101]].\n\n"
          "**Suggestions:**\n"
          "- Verify with `ss -tlnp` on the host."},

    {"q": "How much memory and CPU is this box using?", "ev": ["e7", "e1"],
     "a": "Based on the provided data, here is the resource usage of **baltic**:\n\n"
          "**CPU:** [[s:Intel Celeron J4125]] ([[c:2 cores]])\n"
          "**CPU usage:** [[s:18.6%]]\n"
          "**Load average:** 1.12 / 0.98 / 0.91\n"
          "**Total memory:** 8 GB\n"
          "**Used:** [[s:4.9 GiB]] ([[s:62.7%]])\n"
          "**Available:** [[c:3.6 GiB]]\n"
          "**Swap:** [[s:about 92 MB used]] ([[c:4.9%]])\n"
          "**Uptime:** [[s:about 6 days]] ([[c:booted October 1 at 11:55]])\n\n"
          "| Resource | Usage | Status |\n"
          "|---|---|---|\n"
          "| CPU | 18.6% | ✅ Normal |\n"
          "| Memory | 62.7% | ✅ Normal |\n\n"
          "Notes:\n"
          "1. [[u:Grafana is probably the container using the most memory]].\n\n"
          "**Suggestions:**\n"
          "- Run `docker stats --no-stream` to see memory per container."},

    {"q": "Who can run docker commands on baltic?", "ev": ["e1"],
     "a": "Based on the provided data, here is the Docker access on **baltic**:\n\n"
          "**OS:** [[s:Debian 12 (bookworm)]]\n"
          "**Docker version:** [[s:27.3.1 (docker-ce)]]\n"
          "**Compose plugin:** 2.29.7\n\n"
          "| User | UID | docker group | sudo | Status |\n"
          "|---|---|---|---|---|\n"
          "| marta | 1000 | [[t:Yes]] | [[t:Yes]] | ✅ |\n"
          "| ci-deploy | 1001 | Yes | [[t:No]] | ✅ |\n\n"
          "Notes:\n"
          "1. Besides root, anyone in the `docker` group can control the containers.\n"
          "2. [[t:There are three members in the docker group]].\n"
          "3. [[u:No accounts have been added recently]].\n\n"
          "**Suggestions:**\n"
          "- Confirm with `getent group docker`.\n"
          "- Remove accounts that no longer need access with `sudo gpasswd -d USER docker`."},

    {"q": "Give me a short summary of baltic with evidence references.", "ev": ["e2", "e4", "e7", "e9"],
     "a": "Based on the provided data, here is a summary of **baltic**:\n\n"
          "| Area | Finding | Evidence | Status |\n"
          "|---|---|---|---|\n"
          "| Containers | [[s:Prometheus, Grafana and node-exporter are running]] | e2 | ✅ |\n"
          "| Alertmanager | [[s:Stuck in a restart loop]] | e2 | ❌ |\n"
          "| Storage | [[u:Prometheus volume is 71.8% full (e7)]] | e7 | ⚠️ |\n"
          "| Memory | [[s:62.7% used]] | e7 | ✅ |\n"
          "| CPU | 18.6% | e7 | ✅ |\n\n"
          "Notes:\n"
          "1. [[u:The Alertmanager config was changed at 08:41 (e4)]].\n"
          "2. [[c:Grafana's database was last written at 08:03]] (e9).\n"
          "3. [[c:The load average is 0.98 over the last minute]] (e7).\n"
          "4. [[s:The root filesystem has about 45 GiB free]] (e4).\n\n"
          "**Suggestions:**\n"
          "- Fix the Alertmanager configuration first; the other services look healthy."},
]

# ---------------------------------------------------------------------------------------------------------
# caspian — RHEL 9 PostgreSQL 16 primary
# ---------------------------------------------------------------------------------------------------------
CAS = Clock("2026-10-07T17:45:00+04:00")
CAS_MEM = 66_910_625_792
CAS_ROOT = 75_094_818_816
CAS_DATA = 1_099_511_627_776
CAS_WAL = 214_748_364_800

CAS_AUTO = [
    "# Do not edit this file manually!",
    "# It will be overwritten by the ALTER SYSTEM command.",
    "listen_addresses = '*'",
    "max_connections = '300'",
    "shared_buffers = '16GB'",
    "effective_cache_size = '44GB'",
    "work_mem = '64MB'",
    "maintenance_work_mem = '2GB'",
    "wal_level = 'replica'",
    "max_wal_size = '8GB'",
    "max_wal_senders = '10'",
    "wal_keep_size = '16GB'",
    "idle_in_transaction_session_timeout = '10min'",
    "synchronous_standby_names = ''",
]

CAS_IFACES = [{"name": "ens192", "mac": "00:50:56:8a:3c:71", "addresses": ["10.40.0.11/24"], "is_up": True}]

caspian_evidence = [
    steady("e1", CAS, age=3600,
           hostname="caspian", os_name="Red Hat Enterprise Linux", os_version="9.4", os_codename="Plow",
           kernel="5.14.0-427.37.1.el9_4.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=CAS_MEM,
           disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": CAS_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/mapper/vg_pg-data", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": CAS_DATA},
                  {"device": "/dev/mapper/vg_pg-wal", "mountpoint": "/pgwal", "fstype": "xfs", "total_bytes": CAS_WAL}],
           network_interfaces=CAS_IFACES, dns_servers=["10.40.0.2", "10.40.0.3"], default_gateway="10.40.0.1",
           package_manager="rpm",
           installed_packages={"postgresql16": "16.4-1PGDG.rhel9", "postgresql16-server": "16.4-1PGDG.rhel9",
                               "postgresql16-contrib": "16.4-1PGDG.rhel9", "pgbackrest": "2.53.1-1PGDG.rhel9",
                               "postgres_exporter": "0.15.0-1.el9", "kernel": "5.14.0-427.40.1.el9_4",
                               "openssl": "1:3.0.7-28.el9_4", "chrony": "4.5-1.el9"},
           available_services=["postgresql-16.service", "postgres_exporter.service", "sshd.service",
                               "chronyd.service", "firewalld.service"],
           users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "rustam", "uid": 1000, "gid": 1000, "home": "/home/rustam", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["rustam"]},
                   {"name": "postgres", "gid": 26, "members": []}]),
    item("e2", "linux_service_status",
         unit("postgresql-16.service", "active", "running", pid=1342, since="2026-09-18T03:12:09+04:00",
              desc="PostgreSQL 16 database server"), CAS, age=20, args={"name": "postgresql-16"}),
    item("e3", "linux_processes", processes(388, CAS_MEM, [
        (1349, "postgres", "postgres", 0.4, 12288 * MiB, "2026-09-18T03:12:09+04:00", "postgres: checkpointer"),
        (61822, "postgres", "postgres", 86.2, 6246 * MiB, "2026-10-07T17:02:44+04:00",
         "postgres: report_user analytics 10.40.0.57(50112) SELECT"),
        (1350, "postgres", "postgres", 1.1, 4506 * MiB, "2026-09-18T03:12:09+04:00", "postgres: background writer"),
        (58190, "postgres", "postgres", 3.5, 2355 * MiB, "2026-10-07T16:40:01+04:00",
         "postgres: app_rw orders 10.40.0.50(41880) idle"),
        (1342, "postgres", "postgres", 0.0, 520 * MiB, "2026-09-18T03:12:09+04:00",
         "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
        (2210, "postgres", "postgres", 0.8, 310 * MiB, "2026-09-18T03:14:30+04:00",
         "postgres: walsender replicator 10.40.0.12(51234) streaming 3A/7F0012C8"),
        (1355, "postgres", "postgres", 0.1, 190 * MiB, "2026-09-18T03:12:09+04:00", "postgres: autovacuum launcher"),
        (63001, "postgres", "postgres", 12.3, 150 * MiB, "2026-10-07T17:43:10+04:00",
         "postgres: autovacuum worker orders"),
    ]), CAS, age=35, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_network_info", {
        "interfaces": CAS_IFACES,
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"),
            listener(5432, "0.0.0.0", 1342, "postgres"),
            listener(5432, "::", 1342, "postgres"),
            listener(9187, "::", 1190, "postgres_export"),
            listener(323, "127.0.0.1", 980, "chronyd", proto="udp"),
        ],
        "connections": [
            connection("10.40.0.11:5432", "10.40.0.12:51234", 2210, "postgres"),
            connection("10.40.0.11:5432", "10.40.0.57:50112", 61822, "postgres"),
            connection("10.40.0.11:5432", "10.40.0.50:41880", 58190, "postgres"),
            connection("10.40.0.11:5432", "10.40.0.50:41884", 58191, "postgres"),
            connection("10.40.0.11:22", "10.40.0.5:55120", 63410, "sshd"),
            connection("127.0.0.1:39400", "127.0.0.1:5432", 1190, "postgres_export"),
            connection("127.0.0.1:5432", "127.0.0.1:39400", 1410, "postgres"),
            connection("10.40.0.11:9187", "10.10.5.20:51200", 1190, "postgres_export"),
        ]}, CAS, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-10-07T15:02:11+04:00", "postgresql-16.service", "info", "LOG:  checkpoint starting: time"),
        log_entry("2026-10-07T15:06:41+04:00", "postgresql-16.service", "info",
                  "LOG:  checkpoint complete: wrote 48213 buffers (2.3%); 0 WAL file(s) added, 0 removed, "
                  "31 recycled; write=269.812 s, sync=0.214 s, total=270.118 s"),
        log_entry("2026-10-07T16:12:55+04:00", "postgresql-16.service", "err",
                  "FATAL:  password authentication failed for user \"report_ro\""),
        log_entry("2026-10-07T16:12:58+04:00", "postgresql-16.service", "err",
                  "FATAL:  password authentication failed for user \"report_ro\""),
        log_entry("2026-10-07T16:13:04+04:00", "postgresql-16.service", "err",
                  "FATAL:  password authentication failed for user \"report_ro\""),
        log_entry("2026-10-07T17:20:33+04:00", "postgresql-16.service", "info",
                  "LOG:  checkpoints are occurring too frequently (24 seconds apart)"),
        log_entry("2026-10-07T17:20:33+04:00", "postgresql-16.service", "info",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-10-07T17:31:02+04:00", "postgresql-16.service", "err",
                  "FATAL:  terminating connection due to idle-in-transaction timeout"),
    ]}, CAS, age=40, args={"unit": "postgresql-16", "since_minutes": 180}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rhel-root", "/", "xfs", CAS_ROOT, 19_440_000_000),
        fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 402_653_184),
        fs("/dev/mapper/vg_pg-data", "/var/lib/pgsql", "xfs", CAS_DATA, 657_300_000_000),
        fs("/dev/mapper/vg_pg-wal", "/pgwal", "xfs", CAS_WAL, 44_180_000_000),
    ]}, CAS, age=25),
    item("e7", "linux_system_info",
         system_info(31.4, [6.84, 5.92, 5.10], 1_694_333, "2026-09-18T03:05:37+04:00", CAS_MEM, 21_640_000_000,
                     4 * GiB, 0), CAS, age=30),
    item("e8", "linux_file_read", {"path": "/var/lib/pgsql/16/data/postgresql.auto.conf", "offset": 0, "limit": 100,
                                   "total_lines": len(CAS_AUTO), "lines": CAS_AUTO},
         CAS, age=50, args={"path": "/var/lib/pgsql/16/data/postgresql.auto.conf"}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-09-17T23:40:05+04:00", "upgrade", "postgresql16", "16.3-1PGDG.rhel9", "16.4-1PGDG.rhel9"),
        package_event("2026-09-17T23:40:05+04:00", "upgrade", "postgresql16-server", "16.3-1PGDG.rhel9",
                      "16.4-1PGDG.rhel9"),
        package_event("2026-09-17T23:40:05+04:00", "upgrade", "postgresql16-contrib", "16.3-1PGDG.rhel9",
                      "16.4-1PGDG.rhel9"),
        package_event("2026-09-29T02:10:44+04:00", "upgrade", "pgbackrest", "2.52.1-1PGDG.rhel9", "2.53.1-1PGDG.rhel9"),
        package_event("2026-10-03T02:15:09+04:00", "install", "kernel", None, "5.14.0-427.40.1.el9_4"),
        package_event("2026-10-03T02:15:09+04:00", "upgrade", "openssl", "1:3.0.7-27.el9", "1:3.0.7-28.el9_4"),
    ]}, CAS, age=60, args={"since_days": 30}),
    item("e10", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 61_440, "busy_percent": 0.1},
        {"device": "dm-1", "read_bytes_per_s": 48_200_000, "write_bytes_per_s": 22_600_000, "busy_percent": 71.3},
        {"device": "dm-2", "read_bytes_per_s": 0, "write_bytes_per_s": 9_800_000, "busy_percent": 22.5},
    ]}, CAS, age=600, args={"interval_seconds": 1.0}),
]

caspian_answers = [
    {"q": "Is PostgreSQL up, and is the replica connected?", "ev": ["e2", "e3", "e4"],
     "a": "Based on the provided data, here is the status of PostgreSQL on **caspian**:\n\n"
          "**Service:** postgresql-16.service — [[s:active (running)]]\n"
          "**Main PID:** [[c:1349]]\n"
          "**Active since:** [[s:September 18, 03:12]]\n"
          "**Listening:** [[s:port 5432 on all IPv4 and IPv6 addresses]]\n\n"
          "| Replica | Client address | Process | WAL position | Status |\n"
          "|---|---|---|---|---|\n"
          "| replicator | [[s:10.40.0.12]] | [[s:walsender (PID 2210)]] | 3A/7F0012C8 | streaming ✅ |\n\n"
          "Notes:\n"
          "1. [[s:The walsender has been connected since September 18 at 03:14]].\n"
          "2. [[u:Replication lag is under one second]].\n"
          "3. [[c:The replica logs in with the `repl_user` role]].\n"
          "4. There are also client connections from 10.40.0.50 and 10.40.0.57.\n\n"
          "**Suggestions:**\n"
          "- Check the lag with `SELECT client_addr, state, replay_lag FROM pg_stat_replication;`"},

    {"q": "Why is memory usage so high on caspian?", "ev": ["e3", "e7", "e1"],
     "a": "Based on the provided data, here is the memory overview for **caspian**:\n\n"
          "**Total RAM:** [[s:64 GB]]\n"
          "**Used:** [[s:about 42 GiB]] ([[s:67.7%]])\n"
          "**Available:** [[c:about 25 GiB]]\n"
          "**Swap used:** 0 MB\n\n"
          "| PID | Process | RSS | Memory % | Status |\n"
          "|---|---|---|---|---|\n"
          "| [[s:1349]] | checkpointer | [[s:12 GiB]] | [[c:12.0%]] | ⚠️ |\n"
          "| 61822 | SELECT (report_user) | 6246 MiB | 9.8% | ⚠️ |\n"
          "| 1350 | background writer | 4.4 GiB | 7.1% | ✅ |\n"
          "| 58190 | app_rw (idle) | 2355 MiB | 3.7% | ✅ |\n\n"
          "Notes:\n"
          "1. [[u:Most of this is shared_buffers (16 GB) being counted in each process's RSS]].\n"
          "2. [[s:The reporting query from 10.40.0.57 is also using 86.2% CPU]], [[c:and it started at "
          "13:02]].\n"
          "3. [[u:No other services besides PostgreSQL are running on this server]].\n"
          "4. An autovacuum worker is running on the `orders` database.\n\n"
          "**Suggestions:**\n"
          "- Look at the long query: `SELECT pid, now() - query_start, query FROM pg_stat_activity WHERE pid = 61822;`\n"
          "- If you need further assistance, feel free to ask!"},

    {"q": "Anything worrying in the PostgreSQL logs?", "ev": ["e5"],
     "a": "Based on the provided data, here is a summary of the PostgreSQL log for the last 3 hours:\n\n"
          "| Time | Level | Message | Status |\n"
          "|---|---|---|---|\n"
          "| [[s:16:12–16:13]] | FATAL | [[s:password authentication failed for user \"report_ro\"]] ([[c:4 times]]) | ❌ |\n"
          "| 17:20 | LOG | [[s:checkpoints are occurring too frequently (24 seconds apart)]] | ⚠️ |\n"
          "| 17:31 | FATAL | [[s:connection terminated due to idle-in-transaction timeout]] | ⚠️ |\n\n"
          "Notes:\n"
          "1. [[u:The failed logins came from 10.40.0.57]].\n"
          "2. [[s:The 15:02 checkpoint wrote 48,213 buffers]], [[c:about 4.6% of shared buffers]].\n"
          "3. [[u:The failed logins are most likely a reporting job that still uses an old password]].\n"
          "4. [[s:There are no PANIC or crash messages in this period]].\n\n"
          "**Suggestions:**\n"
          "- Raise `max_wal_size` as the HINT says.\n"
          "- Check `pg_hba.conf` and the password of `report_ro`."},

    {"q": "How much space is left for data and WAL, and how busy are the disks?", "ev": ["e6", "e10"],
     "a": "Based on the provided data, here is the storage status on **caspian**:\n\n"
          "| Mount | Size | Used | Free | Use% | Status |\n"
          "|---|---|---|---|---|---|\n"
          "| /var/lib/pgsql | [[s:1 TiB]] | [[s:612 GiB]] | [[c:~442 GiB]] | [[s:59.8%]] | ✅ |\n"
          "| /pgwal | 200 GiB | [[c:48 GiB]] | 159 GiB | [[s:20.6%]] | ✅ |\n"
          "| / | 70 GiB | 18 GiB | 52 GiB | [[c:29.5%]] | ✅ |\n"
          "| /boot | 1 GB | 384 MiB | 0.6 GiB | 37.9% | ✅ |\n\n"
          "**Disk I/O:**\n"
          "- **Data volume (dm-1):** [[t:71.3% busy]], [[t:reading about 48 MB/s]] and [[t:writing ~21.5 MiB/s]]\n"
          "- **WAL volume (dm-2):** [[t:writing roughly 9.8 MB/s]]\n\n"
          "Notes:\n"
          "1. [[u:At the current growth rate the data volume will last several months]].\n"
          "2. [[c:After the data volume, the root filesystem is the fullest one]].\n\n"
          "**Suggestions:**\n"
          "- Use `iostat -x 5` to confirm the I/O load over time."},

    {"q": "Do I need to reboot or restart anything after the recent updates?", "ev": ["e9", "e1", "e7", "e2"],
     "a": "Based on the provided data, here is the update status for **caspian** (RHEL 9.4):\n\n"
          "| Package | From | To | Date | Status |\n"
          "|---|---|---|---|---|\n"
          "| postgresql16-server | 16.3 | [[s:16.4]] | [[s:2026-09-17]] | ✅ Active |\n"
          "| pgbackrest | 2.52.1 | [[c:2.54.0]] | 2026-09-29 | ✅ |\n"
          "| kernel | – | [[s:5.14.0-427.40.1.el9_4]] | 2026-10-03 | ⚠️ Reboot required |\n"
          "| openssl | 3.0.7-27 | 3.0.7-28.el9_4 | 2026-10-03 | ⚠️ |\n\n"
          "**Running kernel:** [[s:5.14.0-427.37.1.el9_4]]\n"
          "**Uptime:** [[s:19 days, 14 hours]]\n"
          "**Last boot:** [[c:September 17]]\n"
          "**PostgreSQL started:** [[s:September 18 at 03:12]], after the 16.4 upgrade.\n\n"
          "Notes:\n"
          "1. [[u:PostgreSQL is still using the old OpenSSL library in memory]].\n"
          "2. [[s:The new kernel has not been booted yet]].\n\n"
          "**Suggestions:**\n"
          "- Plan a maintenance window and reboot to load the new kernel.\n"
          "- `dnf needs-restarting -r` will confirm whether a reboot is required."},

    {"q": "What are the main memory and WAL settings?", "ev": ["e8"],
     "a": "Based on the provided data, here are the key settings from `postgresql.auto.conf`:\n\n"
          "| Setting | Value | Status |\n"
          "|---|---|---|\n"
          "| shared_buffers | [[s:16GB]] | ✅ |\n"
          "| effective_cache_size | [[c:48GB]] | ✅ |\n"
          "| work_mem | [[c:32MB]] | ✅ |\n"
          "| maintenance_work_mem | 2GB | ✅ |\n"
          "| max_connections | [[s:300]] | ⚠️ High |\n"
          "| wal_level | replica | ✅ |\n"
          "| max_wal_size | [[c:4GB]] | ⚠️ |\n"
          "| max_wal_senders | [[s:10]] | ✅ |\n\n"
          "Notes:\n"
          "1. [[s:These values were set with ALTER SYSTEM]].\n"
          "2. [[s:synchronous_standby_names is empty]], so replication is asynchronous.\n"
          "3. [[u:With 64 GB of RAM, shared_buffers is 25% of memory]].\n"
          "4. Idle transactions are terminated after 10 minutes.\n\n"
          "**Suggestions:**\n"
          "- Check pending changes with `SELECT name, setting, pending_restart FROM pg_settings WHERE pending_restart;`"},

    {"q": "The replica is 10.40.0.13, right? And is the exporter being scraped?", "ev": ["e4", "e8", "e3"],
     "extra": [user("u1", "The replica is 10.40.0.13, right? We moved it last month.", CAS, age=45)],
     "a": "Based on the provided data, here is what I found:\n\n"
          "**Replica address:** [[s:10.40.0.12]] (e3), not 10.40.0.13\n"
          "**Exporter port:** [[s:9187]] (e4)\n\n"
          "| Check | Result | Evidence | Status |\n"
          "|---|---|---|---|\n"
          "| Connection from 10.40.0.13 | [[s:None in the socket list]] | e4 | ❌ |\n"
          "| Exporter scraped | [[s:Established connection from 10.10.5.20]] | e4 | ✅ |\n"
          "| Replica streaming since | September 18 | e3 | ✅ |\n\n"
          "Notes:\n"
          "1. [[u:10.10.5.20 is your Prometheus server]].\n"
          "2. [[u:wal_keep_size is 16GB (e3)]].\n"
          "3. [[c:max_wal_senders allows up to 5 replicas]] (e8).\n"
          "4. [[s:The exporter also holds a local connection to PostgreSQL on 127.0.0.1:5432]] (e4).\n\n"
          "**Suggestions:**\n"
          "- If the replica was really moved, update `primary_conninfo` on the standby."},
]

# ---------------------------------------------------------------------------------------------------------
# adriatic — EndeavourOS laptop
# ---------------------------------------------------------------------------------------------------------
ADR = Clock("2026-10-07T22:10:00+02:00")
ADR_MEM = 32_843_759_616
ADR_ROOT = 999_116_767_232

ADR_IFACES = [{"name": "wlan0", "mac": "6c:2f:80:1d:9e:45", "addresses": ["192.168.1.47/24"], "is_up": True},
              {"name": "enp195s0f3u1", "mac": "00:e0:4c:68:02:b1", "addresses": [], "is_up": False}]

adriatic_evidence = [
    steady("e1", ADR, age=2400,
           hostname="adriatic", os_name="EndeavourOS", os_version="rolling", os_codename=None,
           kernel="6.11.1-arch1-1", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=ADR_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": ADR_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": ADR_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_071_644_672}],
           network_interfaces=ADR_IFACES, dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           package_manager="pacman",
           installed_packages={"linux": "6.11.1.arch1-1", "firefox": "131.0-1", "mesa": "1:24.2.4-1",
                               "plasma-workspace": "6.1.5-1", "pipewire": "1:1.2.5-1", "code": "1.94.0-1",
                               "docker": "1:27.3.1-1", "bluez": "5.78-1", "networkmanager": "1.48.10-1",
                               "btop": "1.4.0-1", "yay": "12.4.2-1"},
           available_services=["NetworkManager.service", "bluetooth.service", "docker.service", "firewalld.service",
                               "sddm.service", "cups.service", "sshd.service", "power-profiles-daemon.service"],
           users=[{"name": "luca", "uid": 1000, "gid": 1000, "home": "/home/luca", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["luca"]},
                   {"name": "docker", "gid": 961, "members": ["luca"]}]),
    item("e2", "linux_system_info",
         system_info(23.4, [2.41, 1.98, 1.52], 12_129, "2026-10-07T18:47:31+02:00", ADR_MEM, 11_412_000_000,
                     4 * GiB, 1_288_490_188), ADR, age=20),
    item("e3", "linux_processes", processes(347, ADR_MEM, [
        (3120, "firefox", "luca", 6.1, 3540 * MiB, "2026-10-07T18:49:02+02:00", "/usr/lib/firefox/firefox"),
        (2214, "plasmashell", "luca", 1.8, 1210 * MiB, "2026-10-07T18:48:10+02:00", "/usr/bin/plasmashell --no-respawn"),
        (5480, "code", "luca", 3.2, 1020 * MiB, "2026-10-07T19:15:33+02:00",
         "/opt/visual-studio-code/code --type=renderer"),
        (3388, "Isolated Web Co", "luca", 9.8, 890 * MiB, "2026-10-07T19:02:40+02:00",
         "/usr/lib/firefox/firefox -contentproc -childID 12 -isForBrowser tab"),
        (1980, "kwin_wayland", "luca", 4.5, 402 * MiB, "2026-10-07T18:48:02+02:00",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0 --xwayland"),
        (2410, "baloo_file", "luca", 0.4, 388 * MiB, "2026-10-07T18:48:15+02:00", "/usr/lib/baloo_file"),
    ]), ADR, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_package_history", {"events": [
        package_event("2026-10-05T11:20:03+02:00", "remove", "virtualbox", "7.1.0-1", None),
        package_event("2026-10-05T11:20:03+02:00", "remove", "virtualbox-host-modules-arch", "7.1.0-5", None),
        package_event("2026-10-06T21:55:12+02:00", "upgrade", "linux", "6.10.12.arch1-1", "6.11.1.arch1-1"),
        package_event("2026-10-06T21:55:12+02:00", "upgrade", "firefox", "130.0.1-1", "131.0-1"),
        package_event("2026-10-06T21:55:12+02:00", "upgrade", "mesa", "1:24.2.3-1", "1:24.2.4-1"),
        package_event("2026-10-06T21:55:12+02:00", "upgrade", "plasma-workspace", "6.1.4-1", "6.1.5-1"),
        package_event("2026-10-06T21:58:40+02:00", "install", "btop", None, "1.4.0-1"),
    ]}, ADR, age=90, args={"since_days": 3}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-07T18:47:36+02:00", None, "warning",
                  "amdgpu 0000:c4:00.0: amdgpu: SMU driver if version not matched"),
        log_entry("2026-10-07T19:41:18+02:00", None, "err",
                  "amdgpu 0000:c4:00.0: [drm] *ERROR* ring gfx_0.0.0 timeout, signaled seq=184223, emitted seq=184225"),
        log_entry("2026-10-07T19:41:19+02:00", None, "warning", "amdgpu 0000:c4:00.0: amdgpu: GPU reset begin!"),
        log_entry("2026-10-07T19:41:21+02:00", None, "warning", "amdgpu 0000:c4:00.0: amdgpu: GPU reset(2) succeeded!"),
        log_entry("2026-10-07T20:05:44+02:00", "bluetooth.service", "warning",
                  "bluetoothd[812]: src/profile.c:ext_start_servers() RFCOMM server failed for Message Notification: "
                  "rfcomm_bind: Address already in use (98)"),
        log_entry("2026-10-07T21:33:02+02:00", "NetworkManager.service", "warning",
                  "<warn>  [1791401582.0401] device (wlan0): supplicant interface state: completed -> disconnected"),
    ]}, ADR, age=30, args={"priority": "warning", "since_minutes": 210}),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 3_240_000, "tx_bytes_per_s": 118_000},
        {"name": "lo", "rx_bytes_per_s": 52_000, "tx_bytes_per_s": 52_000},
        {"name": "enp195s0f3u1", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
    ]}, ADR, age=20, args={"interval_seconds": 1.0}),
    item("e7", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", pid=702, since="2026-10-07T18:47:40+02:00",
             desc="Network Manager"),
        unit("bluetooth.service", "active", "running", pid=812, since="2026-10-07T18:47:41+02:00",
             desc="Bluetooth service"),
        unit("firewalld.service", "active", "running", pid=690, since="2026-10-07T18:47:39+02:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("sddm.service", "active", "running", pid=905, since="2026-10-07T18:47:43+02:00",
             desc="Simple Desktop Display Manager"),
        unit("power-profiles-daemon.service", "active", "running", pid=715, since="2026-10-07T18:47:40+02:00",
             desc="Power Profiles daemon"),
        unit("docker.service", "inactive", "dead", ufs="disabled", desc="Docker Application Container Engine"),
        unit("cups.service", "inactive", "dead", ufs="disabled", desc="CUPS Scheduler"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH Daemon"),
    ]}, ADR, age=600),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", ADR_ROOT, 612_480_000_000),
        fs("/dev/nvme0n1p2", "/home", "btrfs", ADR_ROOT, 612_480_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_071_644_672, 159_383_552),
    ]}, ADR, age=15),
    item("e9", "linux_containers", {}, ADR, age=10, args={"all": True}, complete=False,
         error="Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?"),
]

adriatic_answers = [
    {"q": "My laptop feels sluggish — what's using the memory?", "ev": ["e2", "e3"],
     "a": "Based on the provided data, here is the memory usage on your laptop:\n\n"
          "**Memory used:** [[s:~20 GiB]] of 30.6 GiB ([[s:65.3%]])\n"
          "**Swap (zram):** [[c:2.1 GiB in use]]\n"
          "**CPU usage:** 23.4%\n"
          "**Load (1 min):** [[c:1.98]]\n\n"
          "| Process | PID | Memory | Status |\n"
          "|---|---|---|---|\n"
          "| Firefox | [[s:3120]] | [[s:3540 MiB]] | ⚠️ High |\n"
          "| Plasma Shell | 2214 | [[c:1.6 GB]] | ✅ |\n"
          "| VS Code | [[c:5840]] | 1020 MiB | ✅ |\n"
          "| Firefox tab (content process) | 3388 | 890 MiB | ✅ |\n"
          "| KWin (Wayland) | 1980 | 402 MiB | ✅ |\n"
          "| baloo_file | 2410 | 388 MiB | ✅ |\n\n"
          "Notes:\n"
          "1. [[s:Firefox is the largest memory user]]; [[s:together with its content process it uses about "
          "4.3 GiB]].\n"
          "2. [[u:Nothing besides these processes uses more than 100 MB]].\n"
          "\n"
          "**Suggestions:**\n"
          "- Open `about:processes` in Firefox to find heavy tabs.\n"
          "- Disable file indexing with `balooctl6 disable` if you do not use it."},

    {"q": "What did yesterday's update change?", "ev": ["e4", "e1"],
     "a": "Based on the provided data, here is what changed in the last update:\n\n"
          "**Update time:** [[c:October 6 at 19:55]]\n"
          "**Total upgraded:** [[c:5 packages]]\n\n"
          "| Package | Old version | New version | Status |\n"
          "|---|---|---|---|\n"
          "| linux | 6.10.12 | [[s:6.11.1]] | ✅ |\n"
          "| firefox | 130.0.1 | [[c:131.0.2]] | ✅ |\n"
          "| mesa | 24.2.3 | [[s:24.2.4]] | ✅ |\n"
          "| plasma-workspace | 6.1.4 | [[s:6.1.5]] | ✅ |\n"
          "| btop | – | 1.4.0 (new install) | ✅ |\n\n"
          "Notes:\n"
          "1. [[s:You are now running kernel 6.11.1-arch1-1]].\n"
          "2. [[s:VirtualBox was removed on October 5]].\n"
          "3. [[u:The Mesa update fixes the amdgpu ring timeouts]].\n\n"
          "**Suggestions:**\n"
          "- Read the Arch news before the next update: `yay -Pw`.\n"
          "- Keep the previous kernel around with `linux-lts` as a fallback."},

    {"q": "Any hardware errors since I booted?", "ev": ["e5", "e2"],
     "a": "Based on the provided data, here are the warnings and errors since boot (18:47):\n\n"
          "| Time | Component | Message | Status |\n"
          "|---|---|---|---|\n"
          "| [[s:19:41]] | GPU (amdgpu) | [[s:ring gfx_0.0.0 timeout]] | ❌ |\n"
          "| 19:41 | GPU (amdgpu) | [[s:GPU reset succeeded]] | ✅ |\n"
          "| [[c:20:50]] | Bluetooth | [[s:RFCOMM server failed: Address already in use]] | ⚠️ |\n"
          "| [[s:21:33]] | Wi-Fi (wlan0) | supplicant disconnected | ⚠️ |\n\n"
          "Notes:\n"
          "1. [[c:The GPU timeout happened twice]].\n"
          "2. [[s:There are no disk or NVMe errors in the log since boot]].\n"
          "3. [[u:The GPU hang was most likely triggered by hardware video decoding in Firefox]].\n"
          "\n"
          "**Suggestions:**\n"
          "- Watch for new GPU errors with `journalctl -k -f | grep amdgpu`.\n"
          "- If you need further assistance, feel free to ask!"},

    {"q": "What is my network doing right now?", "ev": ["e6", "e1"],
     "a": "Based on the provided data, here is the current network activity:\n\n"
          "| Interface | Download | Upload | Status |\n"
          "|---|---|---|---|\n"
          "| wlan0 | [[s:~3.2 MB/s]] ([[c:about 3.5 MiB/s]]) | [[s:~118 KB/s]] | ✅ Active |\n"
          "| lo | 52 KB/s | 52 KB/s | ✅ |\n"
          "| enp195s0f3u1 | 0 | 0 | [[c:✅ Up]] |\n\n"
          "**IP address:** [[s:192.168.1.47]]\n"
          "**Gateway:** 192.168.1.1\n\n"
          "Notes:\n"
          "1. [[u:The download is likely a Steam or Flatpak update]].\n"
          "2. [[s:The USB Ethernet adapter is not passing any traffic]].\n\n"
          "**Suggestions:**\n"
          "- Use `nethogs wlan0` to see which process is downloading."},

    {"q": "Which services are running on my laptop?", "ev": ["e7"],
     "a": "Based on the provided data, here is the list of services:\n\n"
          "| Service | State | Enabled | Status |\n"
          "|---|---|---|---|\n"
          "| NetworkManager | [[t:running]] | yes | ✅ |\n"
          "| bluetooth | running | yes | ✅ |\n"
          "| firewalld | running | yes | ✅ |\n"
          "| sddm | running | yes | ✅ |\n"
          "| docker | [[t:inactive]] | [[t:no]] | ❌ |\n"
          "| cups | inactive | [[t:yes]] | ❌ |\n\n"
          "Notes:\n"
          "1. [[t:Five services are active]].\n"
          "2. [[u:All services started without errors]].\n\n"
          "**Suggestions:**\n"
          "- Start Docker when needed with `sudo systemctl start docker`."},

    {"q": "Are my docker containers still running?", "ev": ["e9", "e1", "e4"],
     "extra": [user("u1", "I started my postgres dev container this afternoon.", ADR, age=120)],
     "a": "Based on the provided data, here is what I could determine:\n\n"
          "**Container list:** not available — the query failed with `Cannot connect to the Docker daemon at "
          "unix:///var/run/docker.sock`.\n"
          "**Docker installed:** [[s:Yes, docker 27.3.1]]\n"
          "**Your user:** [[s:luca is a member of the `docker` group]]\n"
          "**Kernel:** [[c:6.10.12-arch1-1]]\n\n"
          "Notes:\n"
          "1. [[u:Your postgres dev container is most likely stopped]], since the daemon is not reachable.\n"
          "2. [[u:The Docker service was probably not started after today's reboot]].\n"
          "3. [[c:The docker package was upgraded yesterday]], which may have stopped the daemon.\n\n"
          "**Suggestions:**\n"
          "- Start the daemon: `sudo systemctl start docker`\n"
          "- Then list everything with `docker ps -a`."},

    {"q": "How full is my disk?", "ev": ["e8", "e1"],
     "a": "Based on the provided data, here is your disk usage:\n\n"
          "**Disk:** /dev/nvme0n1p2 (btrfs)\n"
          "**Size:** [[s:1 TB]] ([[s:930.5 GiB]])\n"
          "**Used:** [[c:612 GiB]] ([[s:61.3%]])\n"
          "**Free:** [[s:about 360 GiB]]\n\n"
          "| Mount | Size | Use% | Status |\n"
          "|---|---|---|---|\n"
          "| / | 930.5 GiB | 61.3% | ✅ |\n"
          "| /home | 930.5 GiB | 61.3% | ✅ |\n"
          "| /boot/efi | ~1 GB | [[c:25%]] | ✅ |\n\n"
          "Notes:\n"
          "1. [[s:/ and /home are on the same btrfs partition]], so they share the free space.\n"
          "2. [[u:btrfs snapshots are probably taking a lot of space]].\n"
          "\n"
          "**Suggestions:**\n"
          "- `sudo btrfs filesystem usage /` for a precise breakdown.\n"
          "- Clear the pacman cache with `paccache -rk1`."},
]

# ---------------------------------------------------------------------------------------------------------
# ionian — k3s control node, Longhorn on three NUCs
# ---------------------------------------------------------------------------------------------------------
ION = Clock("2026-10-07T11:30:00-06:00")
ION_MEM = 33_327_108_096
ION_ROOT = 105_089_261_568
ION_LH = 889_195_298_816

ION_IFACES = [{"name": "enp86s0", "mac": "48:21:0b:5c:7e:13", "addresses": ["192.168.20.11/24"], "is_up": True},
              {"name": "cni0", "mac": "a2:4e:9b:10:c3:77", "addresses": ["10.42.0.1/24"], "is_up": True},
              {"name": "flannel.1", "mac": "5e:91:2d:40:aa:08", "addresses": ["10.42.0.0/32"], "is_up": True}]


def lh_volume(name: str, pvc: str, size: int, replicas: int, state: str, robustness: str, node_id: str) -> dict:
    return {"apiVersion": "longhorn.io/v1beta2", "kind": "Volume",
            "metadata": {"name": name, "namespace": "longhorn-system"},
            "spec": {"size": str(size), "numberOfReplicas": replicas, "frontend": "blockdev"},
            "status": {"state": state, "robustness": robustness, "currentNodeID": node_id,
                       "kubernetesStatus": {"pvcName": pvc, "namespace": "apps"}}}


ionian_evidence = [
    steady("e1", ION, age=3000,
           hostname="ionian", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-45-generic", cpu_model="12th Gen Intel(R) Core(TM) i5-1240P", cpu_cores=12, cpu_threads=16,
           memory_total_bytes=ION_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": ION_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/var/lib/longhorn", "fstype": "ext4", "total_bytes": ION_LH}],
           network_interfaces=ION_IFACES, dns_servers=["192.168.20.1"], default_gateway="192.168.20.1",
           package_manager="dpkg",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5", "nfs-common": "1:2.6.4-3ubuntu5",
                               "cryptsetup": "2:2.7.0-1ubuntu4.1", "curl": "8.5.0-2ubuntu10.4"},
           available_services=["k3s.service", "iscsid.service", "ssh.service", "multipathd.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("ionian", True, "v1.30.5+k3s1"),
        node("nuc2", True, "v1.30.5+k3s1"),
        node("nuc3", False, "v1.30.4+k3s1"),
    ]}, ION, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "longhorn-system", "items": [
        pod("longhorn-manager-4fj8d", "longhorn-system", "Running", "ionian", started="2026-09-29T07:44:20-06:00"),
        pod("longhorn-manager-9kq2m", "longhorn-system", "Running", "nuc2", started="2026-09-29T07:44:22-06:00"),
        pod("longhorn-manager-t7wxz", "longhorn-system", "Running", "nuc3", restarts=3, ready=False,
            started="2026-09-30T14:10:05-06:00"),
        pod("longhorn-ui-6c8f7d5b9-lp4vn", "longhorn-system", "Running", "nuc2", started="2026-09-29T07:44:30-06:00"),
        pod("longhorn-driver-deployer-7b9d6c8f4-zz8qm", "longhorn-system", "Running", "ionian",
            started="2026-09-29T07:44:18-06:00"),
        pod("csi-attacher-5f7c8d9b6-h2jkl", "longhorn-system", "Running", "nuc2", started="2026-09-29T07:45:02-06:00"),
        pod("instance-manager-3e1a9c0f2b7d4e58", "longhorn-system", "Running", "ionian",
            started="2026-09-29T07:44:51-06:00"),
        pod("instance-manager-8b2f6d1e0a9c7f34", "longhorn-system", "Running", "nuc2",
            started="2026-09-29T07:44:53-06:00"),
        pod("instance-manager-c5d4e3f2a1b09876", "longhorn-system", "Running", "nuc3", ready=False,
            started="2026-09-30T14:10:40-06:00"),
        pod("engine-image-ei-b0369c5f-8tq4r", "longhorn-system", "Running", "nuc3", ready=False,
            started="2026-09-30T14:10:12-06:00"),
    ]}, ION, age=40, args={"resource": "pods", "namespace": "longhorn-system"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        pod("gitea-6f8d9c7b5-x2k9p", "apps", "Running", "ionian", started="2026-10-01T09:12:00-06:00"),
        pod("nextcloud-7d9c6b8f5-q2w8r", "apps", "Pending", "nuc2", ready=False, waiting="ContainerCreating",
            started="2026-10-07T11:07:40-06:00"),
        pod("homepage-5c4b7f9d8-k4m2p", "apps", "Running", "nuc2", started="2026-10-02T16:30:12-06:00"),
        pod("homepage-5c4b7f9d8-r8v6t", "apps", "Running", "ionian", started="2026-10-02T16:30:12-06:00"),
        pod("redis-0", "apps", "Running", "ionian", restarts=2, started="2026-10-04T03:21:47-06:00"),
    ]}, ION, age=35, args={"resource": "pods", "namespace": "apps"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        deployment("gitea", "apps", 1, 1),
        deployment("nextcloud", "apps", 1, 0),
        deployment("homepage", "apps", 2, 2),
    ]}, ION, age=35, args={"resource": "deployments", "namespace": "apps"}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "longhorn-system", "items": [
        lh_volume("pvc-6b1e0c2a-4d3f-4b8e-9a71-2f5c8e0d1a44", "nextcloud-data", 53_687_091_200, 3,
                  "attaching", "degraded", ""),
        lh_volume("pvc-91d4f7e3-0c6b-4a2d-8e15-7b3a9f2c6d80", "gitea-data", 21_474_836_480, 3,
                  "attached", "degraded", "ionian"),
        lh_volume("pvc-2c80aa51-9e7d-4f03-b6c2-1d8e5a4b3f97", "redis-data", 2_147_483_648, 2,
                  "attached", "healthy", "ionian"),
    ]}, ION, age=45, args={"resource": "volumes.longhorn.io", "namespace": "longhorn-system"}),
    item("e7", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1104, since="2026-09-29T07:41:55-06:00",
              desc="Lightweight Kubernetes"), ION, age=20, args={"name": "k3s"}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-10-07T11:02:15-06:00", "k3s.service", "info",
                  "I1007 11:02:15.381204 1104 node_lifecycle_controller.go:1026] \"Node became not ready\" "
                  "node=\"nuc3\""),
        log_entry("2026-10-07T11:08:55-06:00", "k3s.service", "err",
                  "E1007 11:08:55.120447 1104 csi_attacher.go:366] AttachVolume.Attach failed for volume "
                  "\"pvc-6b1e0c2a-4d3f-4b8e-9a71-2f5c8e0d1a44\" : rpc error: code = DeadlineExceeded desc = "
                  "context deadline exceeded"),
        log_entry("2026-10-07T11:15:30-06:00", "k3s.service", "err",
                  "E1007 11:15:30.664018 1104 csi_attacher.go:366] AttachVolume.Attach failed for volume "
                  "\"pvc-6b1e0c2a-4d3f-4b8e-9a71-2f5c8e0d1a44\" : rpc error: code = DeadlineExceeded desc = "
                  "context deadline exceeded"),
        log_entry("2026-10-07T11:21:30-06:00", "k3s.service", "err",
                  "E1007 11:21:30.902771 1104 csi_attacher.go:366] AttachVolume.Attach failed for volume "
                  "\"pvc-6b1e0c2a-4d3f-4b8e-9a71-2f5c8e0d1a44\" : rpc error: code = DeadlineExceeded desc = "
                  "context deadline exceeded"),
    ]}, ION, age=480, args={"unit": "k3s", "grep": "not ready|AttachVolume", "since_minutes": 30}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", ION_ROOT, 21_330_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_442_450),
        fs("/dev/nvme0n1p3", "/var/lib/longhorn", "ext4", ION_LH, 163_580_000_000),
    ]}, ION, age=25),
    item("e10", "linux_system_info",
         system_info(14.2, [1.86, 1.74, 1.69], 704_968, "2026-09-29T07:40:12-06:00", ION_MEM, 17_950_000_000,
                     0, 0), ION, age=20),
    item("e11", "linux_processes", processes(1, ION_MEM, [
        (1104, "k3s-server", "root", 9.6, 1642 * MiB, "2026-09-29T07:41:55-06:00",
         "/usr/local/bin/k3s server --cluster-init --disable traefik"),
    ]), ION, age=25, args={"name": "k3s", "sort": "memory"}),
]

ionian_answers = [
    {"q": "Are all the cluster nodes healthy?", "ev": ["e2"],
     "a": "Based on the provided data, here is the status of the nodes in the k3s cluster:\n\n"
          "| Node | Ready | Kubelet version | Status |\n"
          "|---|---|---|---|\n"
          "| ionian | [[s:Ready]] | v1.30.5+k3s1 | ✅ |\n"
          "| nuc2 | Ready | v1.30.5+k3s1 | ✅ |\n"
          "| nuc3 | [[s:NotReady]] | [[c:v1.30.5+k3s1]] | ❌ |\n\n"
          "**Total nodes:** [[s:3]]\n"
          "**Ready nodes:** [[s:2]]\n\n"
          "Notes:\n"
          "1. [[s:nuc3 is one patch version behind the other nodes]].\n"
          "2. [[u:nuc3 is probably powered off or has lost its network connection]].\n"
          "3. [[c:All nodes run the same k3s version]], so no upgrade is needed.\n\n"
          "**Suggestions:**\n"
          "- Check the node: `kubectl describe node nuc3`\n"
          "- On nuc3 itself: `sudo systemctl status k3s-agent`"},

    {"q": "Why is nextcloud not coming up?", "ev": ["e4", "e5", "e6", "e8"],
     "a": "Based on the provided data, here is why Nextcloud is not starting:\n\n"
          "**Pod:** nextcloud-7d9c6b8f5-q2w8r\n"
          "**Phase:** Pending ([[s:ContainerCreating]])\n"
          "**Node:** [[s:nuc2]]\n"
          "**Restarts:** [[c:3]]\n"
          "**Deployment:** [[s:0 of 1 replicas ready]]\n\n"
          "| Volume | PVC | Size | State | Robustness | Status |\n"
          "|---|---|---|---|---|---|\n"
          "| pvc-6b1e0c2a… | nextcloud-data | [[c:20 GiB]] | [[s:attaching]] | [[s:degraded]] | ❌ |\n\n"
          "Notes:\n"
          "1. [[t:The k3s log shows `AttachVolume.Attach failed` with `DeadlineExceeded` for this volume]], "
          "[[t:first at 11:08]].\n"
          "2. [[t:nuc3 became NotReady at 11:02]], [[u:and the volume's third replica lived on nuc3]].\n"
          "\n"
          "**Suggestions:**\n"
          "- `kubectl -n apps describe pod nextcloud-7d9c6b8f5-q2w8r`\n"
          "- `kubectl -n longhorn-system get replicas.longhorn.io | grep pvc-6b1e0c2a`"},

    {"q": "How is Longhorn doing?", "ev": ["e3", "e6", "e2"],
     "a": "Based on the provided data, here is the Longhorn status:\n\n"
          "**Pods in longhorn-system:** [[c:12]]\n"
          "**longhorn-manager:** [[s:3 pods, all in phase Running]], [[c:all Ready]]\n"
          "**longhorn-ui:** running on nuc2\n\n"
          "| Volume | PVC | Size | Replicas | State | Robustness | Status |\n"
          "|---|---|---|---|---|---|---|\n"
          "| pvc-6b1e… | nextcloud-data | 50 GiB | 3 | attaching | [[s:degraded]] | ⚠️ |\n"
          "| pvc-91d4… | gitea-data | [[c:10 GiB]] | 3 | attached | [[s:degraded]] | ⚠️ |\n"
          "| pvc-2c80… | redis-data | 2 GiB | [[c:3]] | attached | [[s:healthy]] | ✅ |\n\n"
          "Notes:\n"
          "1. [[s:Two of the three volumes are degraded]].\n"
          "2. [[s:The instance manager on nuc3 is not ready]].\n"
          "\n"
          "**Suggestions:**\n"
          "- Open the Longhorn UI and check *Volume → Replicas* for each degraded volume."},

    {"q": "How much disk space does Longhorn have on this node?", "ev": ["e9", "e1"],
     "a": "Based on the provided data, here is the Longhorn disk on **ionian**:\n\n"
          "**Device:** [[s:/dev/nvme0n1p3]] (ext4)\n"
          "**Mount:** /var/lib/longhorn\n"
          "**Size:** [[s:828 GiB]]\n"
          "**Used:** [[c:163 GiB]] ([[s:18.4%]])\n"
          "**Free:** [[s:~676 GiB]]\n\n"
          "| Mount | Size | Use% | Status |\n"
          "|---|---|---|---|\n"
          "| / | 98 GiB | 20.3% | ✅ |\n"
          "| /var/lib/longhorn | 828 GiB | 18.4% | ✅ |\n\n"
          "Notes:\n"
          "1. [[s:Longhorn data is on its own partition, separate from the root filesystem]].\n"
          "2. [[u:Longhorn's minimal-available-space threshold (25%) is far from being reached]].\n\n"
          "**Suggestions:**\n"
          "- Compare with the other nodes in the Longhorn UI under *Node*."},

    {"q": "Is k3s healthy on the control node, and what's the load?", "ev": ["e7", "e10", "e1", "e11"],
     "a": "Based on the provided data, here is the status of the control node **ionian**:\n\n"
          "**k3s.service:** [[s:active (running)]]\n"
          "**Main PID:** 1104\n"
          "**Running since:** [[s:September 29]] ([[c:about 10 days]])\n"
          "**CPU:** i5-1240P, [[c:12 threads]]\n"
          "**CPU usage:** 14.2%\n"
          "**Load average:** [[s:1.86, 1.74, 1.69]]\n"
          "**Memory:** [[s:about 14.3 GiB used]] of 31 GiB ([[s:46.1%]])\n"
          "**Swap:** disabled\n\n"
          "| Metric | Value | Status |\n"
          "|---|---|---|\n"
          "| CPU | 14.2% | ✅ |\n"
          "| Memory | 46.1% | ✅ |\n\n"
          "Notes:\n"
          "1. [[s:The k3s server process (PID 1104) uses about 1.6 GiB of RAM]], [[c:roughly 9% of memory]].\n"
          "2. [[s:There is no separate k3s-agent process on this node]].\n"
          "3. [[s:The node has been up since September 29]], about the same time k3s started.\n\n"
          "**Suggestions:**\n"
          "- `kubectl top nodes` shows usage across the cluster."},

    {"q": "List everything in the apps namespace, with evidence references.", "ev": ["e4", "e5"],
     "a": "Based on the provided data, here is the content of the **apps** namespace:\n\n"
          "| Workload | Pods | Node | Restarts | Status |\n"
          "|---|---|---|---|---|\n"
          "| gitea | [[s:1/1 ready]] (e5) | [[s:ionian]] (e4) | 0 | ✅ |\n"
          "| homepage | 2/2 ready (e5) | ionian, nuc2 | 0 | ✅ |\n"
          "| nextcloud | [[s:0/1 ready]] (e5) | nuc2 | 0 | ❌ |\n"
          "| redis-0 | 1 | [[c:nuc2]] | [[s:2]] (e4) | ✅ |\n\n"
          "**Total pods:** [[s:5]]\n\n"
          "Notes:\n"
          "1. [[u:nextcloud is stuck in ContainerCreating (e5)]].\n"
          "2. [[c:gitea has been running since October 3]] (e4).\n"
          "3. [[u:redis-0 is managed by a StatefulSet (e5)]].\n\n"
          "**Suggestions:**\n"
          "- `kubectl -n apps get all` for a full overview."},

    {"q": "What OS and Kubernetes version is the cluster on?", "ev": ["e1", "e2"],
     "a": "Based on the provided data, here is the version information:\n\n"
          "**OS:** [[s:Ubuntu 24.04 (noble)]]\n"
          "**Kernel:** [[s:6.8.0-45-generic]]\n"
          "**CPU:** [[s:12th Gen Intel Core i5-1240P]]\n"
          "**Memory:** [[s:32 GB]]\n"
          "**k3s:** [[c:v1.30.4+k3s1 on all nodes]]\n\n"
          "| Component | Version | Status |\n"
          "|---|---|---|\n"
          "| open-iscsi | [[s:2.1.9]] | ✅ Required by Longhorn |\n"
          "| nfs-common | 2.6.4 | ✅ |\n\n"
          "Notes:\n"
          "1. [[u:The other two NUCs run the same Ubuntu release]].\n"
          "2. [[c:The control node has 16 CPU cores]].\n\n"
          "**Suggestions:**\n"
          "- Upgrade nuc3 with the system-upgrade-controller once it is back online."},
]

MACHINES = [
    {"name": "aegean", "clock": AEG, "evidence": aegean_evidence, "answers": aegean_answers},
    {"name": "baltic", "clock": BAL, "evidence": baltic_evidence, "answers": baltic_answers},
    {"name": "caspian", "clock": CAS, "evidence": caspian_evidence, "answers": caspian_answers},
    {"name": "adriatic", "clock": ADR, "evidence": adriatic_evidence, "answers": adriatic_answers},
    {"name": "ionian", "clock": ION, "evidence": ionian_evidence, "answers": ionian_answers},
]
