"""97th generation (written blind, in the manner of Phi-4 14B: careful and structured, "## Summary",
"## Findings" as a numbered list with bold leads, "## Caveats"; names the evidence each finding rests on in
words ("according to the service status", "the package history shows"), now and then with an evidence id;
precise numbers, but a sum, a percentage, a duration or a comparison sometimes goes wrong).

bronze — an Ubuntu 22.04 Elasticsearch 8.15 / Kibana log host (Europe/Warsaw, +02:00) with 62.7 GiB of
RAM and a 31 GB JVM heap. Its evidence: a steady-state snapshot (kernel 5.15.0-122, a 3.84 TB XFS data
volume, users mkowalski in sudo and jnowak not), fresh system info (85.4% of memory in use, up 22 days), a
memory-sorted process listing cut at five rows led by the Elasticsearch JVM (34.6 GiB resident), the
elasticsearch unit (active since the 8.15.2 upgrade on 3 October), an hour of its warning-or-worse log lines
(two GC-overhead warnings, a young-GC note, the 90% high disk watermark, a parent circuit breaker trip),
fresh disk usage (data volume at 90.6%), a complete socket listing, one disk-I/O sample, two weeks of apt
history (a new 5.15.0-124 kernel not yet booted) and a sixteen-minute-old CPU-sorted process listing.

pewter — a Debian 12 backup server (America/Denver, -06:00) whose restic and borg jobs run from systemd
timers. Every service (ten units: borg-offsite.service failed, three timers waiting), the borg job's journal
of the night (a repository lock timeout at 02:42), the restic job's journal (snapshot 7c1e0a4f saved after
46 minutes), disk usage (a 16 TB md RAID at 86.2%), fresh system info, a 22-minute-old disk-I/O sample of a
prune reading the array, thirty days of apt history (kernel 6.1.0-27 installed 9 October but 6.1.0-26
running), recent changes under /etc/systemd/system, the borg timer file, a failed read of the borg
passphrase file (permission denied) and a complete, empty listing of borg processes.

brass — an openSUSE Leap 15.6 SAP-style application server (Asia/Kolkata, +05:30), SID PRD with instances
00 (enqueue and message server) and 01 (dispatcher, gateway, ICM), 503.3 GiB of usable memory. A steady-state
snapshot whose `users` source is listed in stale_sources (so account and group claims are stale), fresh
system info (65.9% of memory used, up 41 days), a memory-sorted listing cut at eight rows (five disp+work
processes), every service (kdump failed), an hour of warning-or-worse log lines (NFS not responding, clock
step, SYN flooding on 3201, an EDAC corrected error), disk usage, a complete socket listing with SAP GUI and
database connections, a traffic sample and two weeks of zypper history (kernel 23.30.1 installed, 23.25 running).

solder — an Arch Linux workstation (America/Sao_Paulo, -03:00) whose `yay -Syu` stopped on the AUR package
brave-bin with a checksum failure (the user's own words). A steady-state snapshot (brave-bin 1:1.70.126-1
installed), three days of pacman history (a kernel, Mesa, Plasma, Python and Docker upgrade the night
before, no brave-bin event), the first twenty lines of the cached PKGBUILD (1.71.114), changes in yay's
cache in the last hour, fresh system info (booted 17 minutes after the upgrade), warning-or-worse log lines
since boot (ACPI noise, a Brave core dump, a USB error), a CPU-sorted listing cut at six rows, every
docker container (devdb running, mailpit exited) and a 25-minute-old listing of every service.

electrum — the server node of a three-node k3s cluster at a small bakery shop (Australia/Melbourne, +11:00).
Nodes (shop-k3s-3 one patch behind), the pods, deployments and events of the `shop` namespace (orders-api
pod OOMKilled at a 256Mi limit, now in CrashLoopBackOff with 7 restarts), the Postgres StatefulSet
(postgres:16.4-alpine, a 20Gi local-path claim), the Traefik ingress and the kube-system Services, a
25-minute-old pod listing (4 restarts then), a forbidden pod listing in kube-system, the node's system info,
the k3s unit and its disk usage.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# bronze — Ubuntu 22.04 Elasticsearch / Kibana log host
# ---------------------------------------------------------------------------------------------------------
BRZ = Clock("2026-10-14T11:20:00+02:00")
BRZ_MEM = 67_332_521_984
BRZ_DATA = 3_840_755_982_336
BRZ_ROOT = 235_782_541_312

bronze_evidence = [
    steady("e1", BRZ, age=3600,
           hostname="bronze", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-122-generic", cpu_model="Intel(R) Xeon(R) Silver 4214R CPU @ 2.40GHz", cpu_cores=12,
           cpu_threads=24, memory_total_bytes=BRZ_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": BRZ_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/elasticsearch", "fstype": "xfs",
                   "total_bytes": BRZ_DATA},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:8a:20", "addresses": ["10.20.4.15/24"], "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:41:8a:21", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.4.1", package_manager="dpkg",
           installed_packages={"elasticsearch": "8.15.2", "kibana": "8.15.2", "filebeat": "8.15.2",
                               "nginx": "1.18.0-6ubuntu14.4", "openssh-server": "1:8.9p1-3ubuntu0.10",
                               "libssl3": "3.0.2-0ubuntu1.18", "linux-image-5.15.0-122-generic": "5.15.0-122.132",
                               "linux-image-5.15.0-124-generic": "5.15.0-124.134"},
           available_services=["elasticsearch.service", "kibana.service", "filebeat.service", "nginx.service",
                               "ssh.service", "systemd-resolved.service"],
           users=[{"name": "mkowalski", "uid": 1000, "gid": 1000, "home": "/home/mkowalski", "shell": "/bin/bash"},
                  {"name": "jnowak", "uid": 1001, "gid": 1001, "home": "/home/jnowak", "shell": "/bin/bash"},
                  {"name": "elasticsearch", "uid": 113, "gid": 118, "home": "/nonexistent", "shell": "/bin/false"},
                  {"name": "kibana", "uid": 114, "gid": 119, "home": "/home/kibana", "shell": "/bin/false"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mkowalski"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "mkowalski", "jnowak"]},
                   {"name": "elasticsearch", "gid": 118, "members": []},
                   {"name": "kibana", "gid": 119, "members": []}]),
    item("e2", "linux_system_info",
         system_info(38.4, [6.12, 5.87, 5.40], 1_911_893, "2026-09-22T08:14:37+02:00", BRZ_MEM, 9_843_179_520,
                     4 * GiB, 1_288_490_188), BRZ, age=30),
    item("e3", "linux_processes", processes(291, BRZ_MEM, [
        (418233, "java", "elasticsearch", 287.5, int(34.6 * GiB), "2026-10-03T22:41:09+02:00",
         "/usr/share/elasticsearch/jdk/bin/java -Xms31g -Xmx31g -XX:+UseG1GC -Des.path.home=/usr/share/elasticsearch "
         "-Des.distribution.type=deb org.elasticsearch.bootstrap.Elasticsearch"),
        (418760, "node", "kibana", 6.1, int(1.38 * GiB), "2026-10-03T22:44:30+02:00",
         "/usr/share/kibana/bin/../node/bin/node /usr/share/kibana/bin/../src/cli/dist"),
        (1290, "filebeat", "root", 3.4, 238 * MiB, "2026-09-22T08:15:02+02:00",
         "/usr/share/filebeat/bin/filebeat --environment systemd -c /etc/filebeat/filebeat.yml"),
        (612, "systemd-journal", "root", 0.6, 181 * MiB, "2026-09-22T08:14:41+02:00", "/lib/systemd/systemd-journald"),
        (1405, "nginx", "www-data", 0.3, 42 * MiB, "2026-09-22T08:15:05+02:00", "nginx: worker process"),
    ]), BRZ, age=35, args={"sort": "memory", "limit": 5}, complete=False),
    item("e4", "linux_service_status",
         unit("elasticsearch.service", "active", "running", pid=418233, since="2026-10-03T22:41:09+02:00",
              desc="Elasticsearch"), BRZ, age=25, args={"name": "elasticsearch"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "elasticsearch.service", "entries": [
        log_entry("2026-10-14T10:31:12+02:00", "elasticsearch.service", "warning",
                  "[o.e.m.j.JvmGcMonitorService] [bronze-node-1] [gc][974031] overhead, spent [3.9s] collecting in the last [4.4s]"),
        log_entry("2026-10-14T10:47:55+02:00", "elasticsearch.service", "warning",
                  "[o.e.c.r.a.DiskThresholdMonitor] [bronze-node-1] high disk watermark [90%] exceeded on "
                  "[bronze-node-1][/var/lib/elasticsearch] free: 336.2gb[9.4%], shards will be relocated away from this node"),
        log_entry("2026-10-14T10:58:03+02:00", "elasticsearch.service", "err",
                  "[o.e.i.b.HierarchyCircuitBreakerService] [bronze-node-1] [parent] Data too large, data for "
                  "[indices:data/write/bulk[s]] would be [31.1gb/31.1gb], which is larger than the limit of [29.4gb/29.4gb]"),
        log_entry("2026-10-14T11:09:40+02:00", "elasticsearch.service", "warning",
                  "[o.e.m.j.JvmGcMonitorService] [bronze-node-1] [gc][975700] overhead, spent [5.2s] collecting in the last [5.6s]"),
        log_entry("2026-10-14T11:16:21+02:00", "elasticsearch.service", "warning",
                  "[o.e.m.j.JvmGcMonitorService] [bronze-node-1] [gc][young][975995][41233] duration [1.6s], "
                  "collections [1]/[2s], total [1.6s]/[3.1h], memory [29.4gb]->[27.8gb]/[31gb]"),
    ]}, BRZ, age=40, args={"unit": "elasticsearch", "since_minutes": 60, "priority": "warning"}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", BRZ_ROOT, 61_203_890_176),
        fs("/dev/nvme0n1p1", "/var/lib/elasticsearch", "xfs", BRZ_DATA, 3_479_724_919_996),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_356_992),
    ]}, BRZ, age=30),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:8a:20", "addresses": ["10.20.4.15/24"], "is_up": True},
                       {"name": "eno2", "mac": "3c:ec:ef:41:8a:21", "addresses": [], "is_up": False}],
        "listening": [
            listener(22, "0.0.0.0", 988, "sshd"),
            listener(80, "0.0.0.0", 1402, "nginx"),
            listener(443, "0.0.0.0", 1402, "nginx"),
            listener(9200, "10.20.4.15", 418233, "java"),
            listener(9200, "127.0.0.1", 418233, "java"),
            listener(9300, "10.20.4.15", 418233, "java"),
            listener(5601, "127.0.0.1", 418760, "node"),
            listener(53, "127.0.0.53", 701, "systemd-resolve", proto="udp"),
            listener(53, "127.0.0.53", 701, "systemd-resolve"),
        ],
        "connections": [
            connection("10.20.4.15:9200", "10.20.4.31:51844", 418233, "java"),
            connection("10.20.4.15:9200", "10.20.4.32:40112", 418233, "java"),
            connection("127.0.0.1:53112", "127.0.0.1:9200", 418760, "node"),
            connection("127.0.0.1:41880", "127.0.0.1:9200", 1290, "filebeat"),
            connection("10.20.4.15:443", "10.20.9.77:62210", 1405, "nginx"),
            connection("10.20.4.15:22", "10.20.9.77:55021", 428812, "sshd"),
        ]}, BRZ, age=45),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 38_400_000, "write_bytes_per_s": 142_600_000, "busy_percent": 71.3},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 412_000, "busy_percent": 1.2},
    ]}, BRZ, age=20, args={"interval_seconds": 1}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-10-03T22:38:50+02:00", "upgrade", "elasticsearch", "8.15.1", "8.15.2"),
        package_event("2026-10-03T22:39:02+02:00", "upgrade", "kibana", "8.15.1", "8.15.2"),
        package_event("2026-10-03T22:39:10+02:00", "upgrade", "filebeat", "8.15.1", "8.15.2"),
        package_event("2026-10-08T06:12:40+02:00", "upgrade", "libssl3", "3.0.2-0ubuntu1.17", "3.0.2-0ubuntu1.18"),
        package_event("2026-10-08T06:12:58+02:00", "install", "linux-modules-5.15.0-124-generic", None, "5.15.0-124.134"),
        package_event("2026-10-08T06:13:04+02:00", "install", "linux-image-5.15.0-124-generic", None, "5.15.0-124.134"),
    ]}, BRZ, age=60, args={"since_days": 14}),
    item("e10", "linux_processes", processes(289, BRZ_MEM, [
        (418233, "java", "elasticsearch", 412.0, int(34.5 * GiB), "2026-10-03T22:41:09+02:00",
         "/usr/share/elasticsearch/jdk/bin/java -Xms31g -Xmx31g -XX:+UseG1GC -Des.path.home=/usr/share/elasticsearch "
         "-Des.distribution.type=deb org.elasticsearch.bootstrap.Elasticsearch"),
        (1290, "filebeat", "root", 11.2, 236 * MiB, "2026-09-22T08:15:02+02:00",
         "/usr/share/filebeat/bin/filebeat --environment systemd -c /etc/filebeat/filebeat.yml"),
        (418760, "node", "kibana", 7.9, int(1.37 * GiB), "2026-10-03T22:44:30+02:00",
         "/usr/share/kibana/bin/../node/bin/node /usr/share/kibana/bin/../src/cli/dist"),
        (1405, "nginx", "www-data", 1.1, 42 * MiB, "2026-09-22T08:15:05+02:00", "nginx: worker process"),
        (428812, "sshd", "root", 0.4, 11 * MiB, "2026-10-14T10:58:12+02:00", "sshd: mkowalski [priv]"),
    ]), BRZ, age=960, args={"sort": "cpu", "limit": 5}, complete=False),
]

bronze_answers = [
    {"q": "Kibana keeps showing heap warnings for Elasticsearch. Is the JVM running out of memory?",
     "ev": ["e1", "e2", "e3", "e5"],
     "a": "## Summary\n\n"
          "The Elasticsearch JVM runs with a fixed [[s:31 GB heap]], and according to the last hour of its journal "
          "[[s:it has repeatedly logged garbage-collection overhead warnings]].\n\n"
          "## Findings\n\n"
          "1. **Heap** — The process listing shows the JVM at a resident size of [[c:36.2 GiB]], which is "
          "[[s:about 55% of the machine's memory]].\n"
          "2. **GC overhead** — [[s:Two overhead warnings were logged]], the later one at [[c:11:06]], reporting "
          "[[s:5.2 s of collection in a 5.6 s window]] — [[c:roughly 87% of the time]].\n"
          "3. **Circuit breaker** — [[s:At 10:58 the parent breaker tripped at 31.1gb against a 29.4gb limit]]. "
          "[[u:This usually means Logstash is sending bulk batches that are too large]].\n"
          "4. **System memory** — According to the system information, [[s:about 9.2 GiB is available]], and "
          "[[c:swap usage is about 0.8 GiB]].\n\n"
          "## Caveats\n\n"
          "- [[u:The warnings in Kibana most likely come from the Stack Monitoring collector]]. "
          "`curl -s localhost:9200/_nodes/stats/jvm?pretty` would show heap usage directly."},
    {"q": "Is Elasticsearch running, and was it restarted after the upgrade?", "ev": ["e4", "e9"],
     "a": "## Summary\n\n"
          "[[s:Yes, `elasticsearch.service` is active and running]], and [[s:it was restarted after the upgrade to "
          "8.15.2]].\n\n"
          "## Findings\n\n"
          "1. According to the service status, [[s:the unit has been active since 3 October at 22:41]]. "
          "[[c:That is about 8 days of continuous uptime]].\n"
          "2. The package history shows [[s:`elasticsearch` was upgraded from 8.15.1 to 8.15.2]] [[c:at 20:38]] on "
          "3 October.\n"
          "3. [[u:Filebeat was upgraded to 8.15.2 as well (e4)]].\n"
          "4. [[s:A new kernel image was installed on 8 October]]; [[u:it was applied automatically by "
          "unattended-upgrades]].\n"
          "5. [[s:The unit is enabled]], so it will start at boot.\n\n"
          "## Caveats\n\n"
          "- `journalctl -u elasticsearch --since 2026-10-03` would show who restarted it."},
    {"q": "How full is the Elasticsearch data disk, and is it being hammered?", "ev": ["e1", "e5", "e6", "e8"],
     "a": "## Summary\n\n"
          "[[s:The data volume `/var/lib/elasticsearch` is 90.6% full, just past Elasticsearch's 90% high "
          "watermark]], and [[s:the NVMe device is about 71% busy]].\n\n"
          "## Findings\n\n"
          "1. **Capacity** — The disk usage shows [[s:3.84 TB in total]], with [[c:about 412 GB free]].\n"
          "2. **Watermark** — According to the Elasticsearch log, [[c:the high-watermark warning was logged at "
          "10:57]]. [[u:On a single-node cluster the shards have nowhere to go, so the warning will keep "
          "repeating]].\n"
          "3. **I/O** — The disk I/O sample shows [[s:about 142.6 MB/s of writes on `nvme0n1`]]; [[s:the system "
          "disk `sda` is almost idle]].\n"
          "4. **Root filesystem** — [[s:`/` is 26.0% used]], with [[c:about 61 GB free]].\n\n"
          "## Caveats\n\n"
          "- An ILM delete phase, or `GET _cat/indices?s=store.size:desc` to find the largest indices, would be the "
          "next step."},
    {"q": "What is listening on the network on this host?", "ev": ["e7"],
     "a": "## Summary\n\n"
          "According to the network information, [[s:the host has nine listening sockets]], owned by "
          "[[c:four processes]].\n\n"
          "## Findings\n\n"
          "1. **SSH** — [[s:`sshd` on port 22, on all addresses]].\n"
          "2. **nginx** — [[s:ports 80 and 443 on 0.0.0.0]], [[u:presumably a TLS reverse proxy in front of Kibana]].\n"
          "3. **Elasticsearch** — [[s:HTTP on 9200, bound to 10.20.4.15 and 127.0.0.1]]; [[c:the transport port "
          "9300 listens only on localhost]].\n"
          "4. **Kibana** — [[s:port 5601 on localhost only]], as [[c:PID 418233]].\n"
          "5. **DNS stub** — [[s:systemd-resolved on 127.0.0.53:53]].\n\n"
          "The connection table shows [[c:three remote clients connected to port 9200]], and [[s:Kibana and Filebeat "
          "talking to Elasticsearch over loopback]].\n\n"
          "## Caveats\n\n"
          "- [[s:Nothing besides SSH and nginx listens on all interfaces]].\n"
          "- Firewall rules (`ufw status`) were not checked."},
    {"q": "What's using the most CPU right now?", "ev": ["e1", "e2", "e10"],
     "a": "## Summary\n\n"
          "[[t:The Elasticsearch JVM is by far the largest CPU consumer, at about 412%]].\n\n"
          "## Findings\n\n"
          "1. [[t:`filebeat` (PID 1290) — 11.2%]]\n"
          "2. [[t:`node` (Kibana) — 7.9%]]\n"
          "3. [[t:`nginx` worker — 0.4%]]\n\n"
          "The system information puts [[s:overall CPU usage at 38.4%]], with a load average of "
          "[[s:6.12 / 5.87 / 5.40]] on [[c:12 logical CPUs]].\n\n"
          "## Caveats\n\n"
          "- The process listing was collected about 16 minutes ago.\n"
          "- [[u:Most of the CPU time goes to indexing the bulk requests from Logstash]]."},
    {"q": "What was updated in the last two weeks? Does anything need a reboot?", "ev": ["e1", "e9"],
     "a": "## Summary\n\n"
          "According to the package history, [[c:five package changes]] happened in the last 14 days, and "
          "[[s:a reboot is needed for the new kernel]].\n\n"
          "## Findings\n\n"
          "1. [[s:Elasticsearch, Kibana and Filebeat were upgraded from 8.15.1 to 8.15.2 on 3 October]].\n"
          "2. [[c:`libssl3` was upgraded on 7 October]].\n"
          "3. [[s:Kernel 5.15.0-124 was installed on 8 October]] ([[s:image and modules]]), but the steady-state "
          "snapshot shows [[s:the running kernel is still 5.15.0-122-generic]].\n"
          "4. [[u:8.15.2 is the latest Elasticsearch release]].\n\n"
          "## Caveats\n\n"
          "- `needrestart -r l` lists services still using the old libssl3."},
    {"q": "Who has sudo on this box?", "ev": ["e1"],
     "extra": [user("u1", "I think jnowak has sudo too, she set up Kibana on this box.", BRZ)],
     "a": "## Summary\n\n"
          "According to the steady-state account list, [[s:only `mkowalski` is a member of the `sudo` group]]; "
          "[[s:`jnowak` is not]].\n\n"
          "## Findings\n\n"
          "1. [[s:`mkowalski` (UID 1000) is in `sudo` and `adm`]].\n"
          "2. [[s:`jnowak` (UID 1001) is a member of `adm`]]; her shell is [[c:`/bin/zsh`]].\n"
          "3. The service accounts `elasticsearch` and [[c:`kibana` (UID 115)]] [[s:have `/bin/false` as their "
          "shell]].\n\n"
          "## Caveats\n\n"
          "- Rights can also come from `/etc/sudoers.d/`; [[u:none of those files mention jnowak]]. "
          "`sudo -l -U jnowak` would settle it."},
]

# ---------------------------------------------------------------------------------------------------------
# pewter — Debian 12 backup server (restic and borg from systemd timers)
# ---------------------------------------------------------------------------------------------------------
PEW = Clock("2026-10-14T07:45:00-06:00")
PEW_MEM = 16_617_783_296
PEW_MD = 15_998_523_375_616
PEW_ROOT = 239_363_010_560
PEW_BOOT = "2026-09-25T06:02:11-06:00"

pewter_evidence = [
    steady("e1", PEW, age=5400,
           hostname="pewter", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-26-amd64", cpu_model="Intel(R) Pentium(R) Gold G6405 CPU @ 4.10GHz", cpu_cores=2,
           cpu_threads=4, memory_total_bytes=PEW_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": PEW_ROOT},
                  {"device": "/dev/md0", "mountpoint": "/srv/backup", "fstype": "xfs", "total_bytes": PEW_MD},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "enp2s0", "mac": "a8:a1:59:0c:2e:71", "addresses": ["192.168.10.40/24"], "is_up": True}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1", package_manager="dpkg",
           installed_packages={"restic": "0.14.0-1+b5", "borgbackup": "1.2.4-1", "openssh-server": "1:9.2p1-2+deb12u4",
                               "mdadm": "4.2-5", "smartmontools": "7.3-pre1-1", "linux-image-amd64": "6.1.115-1",
                               "libc6": "2.36-9+deb12u9"},
           available_services=["ssh.service", "smartd.service", "mdmonitor.service", "cron.service",
                               "restic-backup.service", "restic-prune.service", "borg-offsite.service"],
           users=[{"name": "tgarcia", "uid": 1000, "gid": 1000, "home": "/home/tgarcia", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["tgarcia"]},
                   {"name": "backup", "gid": 34, "members": []},
                   {"name": "disk", "gid": 6, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("ssh.service", "active", "running", pid=412877, since="2026-10-09T06:32:04-06:00",
             desc="OpenBSD Secure Shell server"),
        unit("smartd.service", "active", "running", pid=702, since="2026-09-25T06:02:19-06:00",
             desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("mdmonitor.service", "active", "running", pid=689, since="2026-09-25T06:02:18-06:00",
             desc="MD array monitor"),
        unit("cron.service", "active", "running", pid=698, since="2026-09-25T06:02:19-06:00",
             desc="Regular background program processing daemon"),
        unit("restic-backup.service", "inactive", "dead", ufs="static", desc="Restic backup of client data"),
        unit("restic-backup.timer", "active", "waiting", since="2026-09-25T06:02:18-06:00", desc="Nightly restic backup"),
        unit("restic-prune.service", "inactive", "dead", ufs="static", desc="Restic forget and prune"),
        unit("restic-prune.timer", "active", "waiting", since="2026-09-25T06:02:18-06:00", desc="Weekly restic prune"),
        unit("borg-offsite.service", "failed", "failed", ufs="static", desc="Borg offsite backup to storage box"),
        unit("borg-offsite.timer", "active", "waiting", since="2026-09-25T06:02:18-06:00",
             desc="Nightly borg offsite backup"),
    ]}, PEW, age=40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "borg-offsite.service", "entries": [
        log_entry("2026-10-14T02:41:07-06:00", "borg-offsite.service", "info",
                  "Starting borg-offsite.service - Borg offsite backup to storage box..."),
        log_entry("2026-10-14T02:42:10-06:00", "borg-offsite.service", "err",
                  "Failed to create/acquire the lock /./pewter/lock.exclusive (timeout)."),
        log_entry("2026-10-14T02:42:10-06:00", "borg-offsite.service", "err",
                  "borg-offsite.service: Main process exited, code=exited, status=2/INVALIDARGUMENT"),
        log_entry("2026-10-14T02:42:10-06:00", "borg-offsite.service", "warning",
                  "borg-offsite.service: Failed with result 'exit-code'."),
        log_entry("2026-10-14T02:42:10-06:00", "borg-offsite.service", "err",
                  "Failed to start borg-offsite.service - Borg offsite backup to storage box."),
    ]}, PEW, age=50, args={"unit": "borg-offsite", "since_minutes": 720}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "restic-backup.service", "entries": [
        log_entry("2026-10-14T01:00:04-06:00", "restic-backup.service", "info",
                  "Starting restic-backup.service - Restic backup of client data..."),
        log_entry("2026-10-14T01:00:06-06:00", "restic-backup.service", "info", "using parent snapshot 3b9f20d1"),
        log_entry("2026-10-14T01:46:52-06:00", "restic-backup.service", "info",
                  "Files:        1204 new,  3311 changed, 402118 unmodified"),
        log_entry("2026-10-14T01:46:52-06:00", "restic-backup.service", "info",
                  "Dirs:          118 new,   640 changed, 51877 unmodified"),
        log_entry("2026-10-14T01:46:52-06:00", "restic-backup.service", "info",
                  "Added to the repository: 18.214 GiB (12.907 GiB stored)"),
        log_entry("2026-10-14T01:46:52-06:00", "restic-backup.service", "info",
                  "processed 406633 files, 2.716 TiB in 46:46"),
        log_entry("2026-10-14T01:46:53-06:00", "restic-backup.service", "info", "snapshot 7c1e0a4f saved"),
        log_entry("2026-10-14T01:46:53-06:00", "restic-backup.service", "info",
                  "restic-backup.service: Deactivated successfully."),
        log_entry("2026-10-14T01:46:53-06:00", "restic-backup.service", "info",
                  "Finished restic-backup.service - Restic backup of client data."),
    ]}, PEW, age=50, args={"unit": "restic-backup", "since_minutes": 720}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", PEW_ROOT, 50_266_232_217),
        fs("/dev/md0", "/srv/backup", "xfs", PEW_MD, 13_790_727_149_781),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_184_960),
    ]}, PEW, age=35),
    item("e6", "linux_system_info",
         system_info(2.1, [0.08, 0.12, 0.35], 1_647_739, PEW_BOOT, PEW_MEM, 13_086_130_176, 1_023_406_080, 0),
         PEW, age=30),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 24_576, "busy_percent": 0.4},
        {"device": "sdb", "read_bytes_per_s": 88_100_000, "write_bytes_per_s": 1_200_000, "busy_percent": 64.2},
        {"device": "sdc", "read_bytes_per_s": 87_600_000, "write_bytes_per_s": 1_150_000, "busy_percent": 63.8},
        {"device": "sdd", "read_bytes_per_s": 88_400_000, "write_bytes_per_s": 1_190_000, "busy_percent": 64.9},
        {"device": "sde", "read_bytes_per_s": 87_900_000, "write_bytes_per_s": 1_170_000, "busy_percent": 63.5},
        {"device": "md0", "read_bytes_per_s": 352_000_000, "write_bytes_per_s": 2_300_000, "busy_percent": 0.0},
    ]}, PEW, age=1320, args={"interval_seconds": 1}),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-09-24T06:25:13-06:00", "install", "linux-image-6.1.0-26-amd64", None, "6.1.112-1"),
        package_event("2026-09-24T06:25:13-06:00", "upgrade", "linux-image-amd64", "6.1.106-3", "6.1.112-1"),
        package_event("2026-10-09T06:31:40-06:00", "install", "linux-image-6.1.0-27-amd64", None, "6.1.115-1"),
        package_event("2026-10-09T06:31:40-06:00", "upgrade", "linux-image-amd64", "6.1.112-1", "6.1.115-1"),
        package_event("2026-10-09T06:31:52-06:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u3", "1:9.2p1-2+deb12u4"),
        package_event("2026-10-09T06:31:52-06:00", "upgrade", "openssh-client", "1:9.2p1-2+deb12u3", "1:9.2p1-2+deb12u4"),
        package_event("2026-10-12T06:20:02-06:00", "upgrade", "libc6", "2.36-9+deb12u8", "2.36-9+deb12u9"),
    ]}, PEW, age=60, args={"since_days": 30}),
    item("e9", "linux_file_changes", {"root": "/etc/systemd/system", "since": "2026-10-12T07:44:00-06:00", "files": [
        {"path": "/etc/systemd/system/borg-offsite.service", "mtime": "2026-10-13T16:52:31-06:00", "size_bytes": 612},
        {"path": "/etc/systemd/system/restic-prune.timer", "mtime": "2026-10-12T09:03:12-06:00", "size_bytes": 214},
    ]}, PEW, age=45, args={"root": "/etc/systemd/system", "since_minutes": 2880}),
    item("e10", "linux_file_read", {"path": "/etc/systemd/system/borg-offsite.timer", "offset": 0, "limit": 50,
                                    "total_lines": 10, "lines": [
        "[Unit]",
        "Description=Nightly borg offsite backup",
        "",
        "[Timer]",
        "OnCalendar=*-*-* 02:30:00",
        "RandomizedDelaySec=15m",
        "Persistent=true",
        "",
        "[Install]",
        "WantedBy=timers.target",
    ]}, PEW, age=40, args={"path": "/etc/systemd/system/borg-offsite.timer"}),
    item("e11", "linux_file_read", {}, PEW, age=35, args={"path": "/root/.config/borg/passphrase"},
         complete=False, error="permission denied: /root/.config/borg/passphrase"),
    item("e12", "linux_processes", {"total": 0, "processes": []}, PEW, age=30,
         args={"name": "borg", "sort": "cpu"}),
]

pewter_answers = [
    {"q": "Did last night's backups work?", "ev": ["e2", "e3", "e4"],
     "a": "## Summary\n\n"
          "[[s:The restic backup succeeded]]; [[s:the borg offsite backup failed]].\n\n"
          "## Findings\n\n"
          "1. **restic-backup** — According to its journal, [[s:it saved snapshot `7c1e0a4f` at 01:46]], "
          "[[c:a run of about 36 minutes]]. It [[s:added 18.214 GiB (12.907 GiB stored)]] and [[c:scanned "
          "2.716 TB]] in total.\n"
          "2. **borg-offsite** — The service status shows [[s:the unit in the `failed` state]]. [[s:The run started "
          "at 02:41]] and [[c:gave up about five minutes later]].\n"
          "3. **Timers** — [[c:All four timers are active and waiting]].\n\n"
          "## Caveats\n\n"
          "- [[u:The borg job will not retry on its own before the next scheduled run]]; "
          "`systemctl start borg-offsite.service` runs it by hand."},
    {"q": "Why did the borg job fail? Did someone change something?", "ev": ["e3", "e9"],
     "a": "## Summary\n\n"
          "[[s:Borg could not acquire the repository lock]] (e3). [[u:The most likely cause is a stale lock left "
          "behind by an earlier run that was interrupted]].\n\n"
          "## Findings\n\n"
          "1. The journal shows the lock timeout at [[c:02:41:07]], followed by [[c:exit status 1]].\n"
          "2. According to the file-change listing, [[s:`borg-offsite.service` was modified yesterday at 16:52]], "
          "[[s:roughly ten hours before the failure]].\n"
          "3. [[s:`restic-prune.timer` was also changed, on 12 October]].\n"
          "4. [[u:It is possible that the edit changed the repository path]].\n\n"
          "## Caveats\n\n"
          "- If no other borg process uses the repository, `borg break-lock` clears a stale lock."},
    {"q": "How much space is left on the backup array?", "ev": ["e1", "e5"],
     "a": "## Summary\n\n"
          "According to the disk usage, [[s:`/srv/backup` (`/dev/md0`) is 86.2% full]], with [[s:about 2.2 TB "
          "free]].\n\n"
          "## Findings\n\n"
          "1. **Size** — [[s:16.0 TB in total]] ([[s:14.55 TiB]]), of which [[c:13.1 TiB is used]].\n"
          "2. **Filesystem** — [[c:the array is formatted ext4]].\n"
          "3. **Root filesystem** — [[s:`/` is 21.0% used]].\n"
          "4. **Growth** — [[u:At roughly 13 GB of new data per night the array would fill in about 170 days]].\n\n"
          "## Caveats\n\n"
          "- `cat /proc/mdstat` shows the RAID level and state."},
    {"q": "Is the backup array busy right now? Something feels slow.", "ev": ["e2", "e6", "e7"],
     "a": "## Summary\n\n"
          "According to the disk I/O sample, [[t:the four member disks are each reading about 88 MB/s]] at "
          "[[t:roughly 64% busy]], and [[t:`md0` is reading about 352 MB/s]]. [[c:`restic-prune.service` is currently "
          "running]], which would explain this.\n\n"
          "## Findings\n\n"
          "1. **CPU** — [[s:2.1% overall]]; [[s:load average 0.08 / 0.12 / 0.35]], [[c:rising]].\n"
          "2. **Memory** — [[c:about 13.1 GiB available]].\n"
          "3. **System disk** — [[t:`sda` is nearly idle]].\n\n"
          "## Caveats\n\n"
          "- The I/O sample was taken at 07:23; `iostat -x 1 5` would show the current load."},
    {"q": "When does the offsite borg job run?", "ev": ["e2", "e10"],
     "a": "## Summary\n\n"
          "According to the timer file, [[s:`borg-offsite.timer` fires every day at 02:30]], with a random delay of "
          "[[c:up to 30 minutes]].\n\n"
          "## Findings\n\n"
          "1. [[s:`Persistent=true`]] is set, so [[u:a run missed while the machine was off is started at the next "
          "boot]].\n"
          "2. The service status shows [[s:the timer enabled and waiting]], [[s:while `borg-offsite.service` itself "
          "is failed]].\n\n"
          "## Caveats\n\n"
          "- `systemctl list-timers borg-offsite.timer` shows the exact next trigger time."},
    {"q": "Did the kernel update from last week get applied?", "ev": ["e1", "e6", "e8"],
     "a": "## Summary\n\n"
          "[[s:The new kernel package is installed]] but [[s:is not running yet]].\n\n"
          "## Findings\n\n"
          "1. According to the package history, [[s:`linux-image-6.1.0-27-amd64` was installed]] [[c:on "
          "10 October]].\n"
          "2. The steady-state snapshot reports [[s:kernel `6.1.0-26-amd64`]].\n"
          "3. The system information shows [[s:the machine was booted on 25 September]], [[c:about 17 days ago]].\n"
          "4. [[s:`libc6` was upgraded on 12 October]].\n\n"
          "## Caveats\n\n"
          "- [[u:There are no further pending upgrades]]; a reboot after 03:00 avoids both backup windows."},
    {"q": "Can you check that the borg passphrase file is correct?", "ev": ["e2", "e3", "e11", "e12"],
     "a": "## Summary\n\n"
          "[[s:I could not read `/root/.config/borg/passphrase`: the read failed with a permission error]].\n\n"
          "## Findings\n\n"
          "1. [[s:Last night's failure was a lock timeout]], according to the borg journal.\n"
          "2. [[s:`borg-offsite.service` is currently failed]]; [[c:its main PID is 2211]].\n"
          "3. The process listing shows [[s:no borg process running on pewter right now]], so [[u:the lock is "
          "probably held on the storage box side]].\n"
          "4. [[u:The passphrase file is owned by root with mode 0600]].\n\n"
          "## Caveats\n\n"
          "- `sudo borg info <repo>` with the passphrase would test it directly."},
]

# ---------------------------------------------------------------------------------------------------------
# brass — openSUSE Leap 15.6 SAP-style application server
# ---------------------------------------------------------------------------------------------------------
BRS = Clock("2026-10-14T15:10:00+05:30")
BRS_MEM = 540_448_370_688
BRS_BOOT = "2026-09-03T02:14:50+05:30"
DW = "dw.sapPRD_D01 pf=/usr/sap/PRD/SYS/profile/PRD_D01_brass"

brass_evidence = [
    steady("e1", BRS, age=7200, stale_sources=["users"],
           hostname="brass", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
           kernel="6.4.0-150600.23.25-default", cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=64,
           cpu_threads=128, memory_total_bytes=BRS_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 100 * GiB},
                  {"device": "/dev/mapper/vg_sap-lv_usrsap", "mountpoint": "/usr/sap", "fstype": "xfs",
                   "total_bytes": 200 * GiB},
                  {"device": "nfs01:/export/sapmnt/PRD", "mountpoint": "/sapmnt/PRD", "fstype": "nfs4",
                   "total_bytes": 1024 * GiB},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "eth0", "mac": "00:50:56:8a:1c:42", "addresses": ["10.50.2.21/24"], "is_up": True},
                               {"name": "eth1", "mac": "00:50:56:8a:1c:43", "addresses": ["10.60.0.21/24"], "is_up": True}],
           dns_servers=["10.50.0.10", "10.50.0.11"], default_gateway="10.50.2.1", package_manager="rpm",
           installed_packages={"kernel-default": "6.4.0-150600.23.30.1", "saptune": "3.1.3-150600.3.6.1",
                               "glibc": "2.38-150600.14.8.2", "chrony": "4.1-150400.21.5.1",
                               "uuidd": "2.39.3-150600.4.6.1", "nfs-client": "2.6.4-150600.28.6.1"},
           available_services=["SAPPRD_00.service", "SAPPRD_01.service", "saphostagent.service", "sapinit.service",
                               "saptune.service", "chronyd.service", "sshd.service", "kdump.service",
                               "wickedd.service"],
           users=[{"name": "rvenkat", "uid": 1000, "gid": 100, "home": "/home/rvenkat", "shell": "/bin/bash"},
                  {"name": "prdadm", "uid": 1001, "gid": 79, "home": "/home/prdadm", "shell": "/bin/csh"},
                  {"name": "sapadm", "uid": 1002, "gid": 79, "home": "/home/sapadm", "shell": "/bin/false"}],
           groups=[{"name": "sapsys", "gid": 79, "members": ["prdadm", "sapadm"]},
                   {"name": "sapinst", "gid": 1001, "members": ["prdadm", "sapadm"]},
                   {"name": "wheel", "gid": 10, "members": ["rvenkat"]}]),
    item("e2", "linux_system_info",
         system_info(22.7, [18.42, 17.96, 16.25], 3_588_880, BRS_BOOT, BRS_MEM, 184_146_132_992,
                     32 * GiB, 2_254_857_830), BRS, age=30),
    item("e3", "linux_processes", processes(1186, BRS_MEM, [
        (24811, "disp+work", "prdadm", 41.2, int(24.1 * GiB), "2026-09-03T02:31:09+05:30", DW),
        (24812, "disp+work", "prdadm", 18.7, int(21.8 * GiB), "2026-09-03T02:31:09+05:30", DW),
        (24815, "disp+work", "prdadm", 9.3, int(19.6 * GiB), "2026-09-03T02:31:09+05:30", DW),
        (24819, "disp+work", "prdadm", 3.1, int(18.2 * GiB), "2026-09-03T02:31:10+05:30", DW),
        (24820, "disp+work", "prdadm", 0.4, int(17.9 * GiB), "2026-09-03T02:31:10+05:30", DW),
        (23902, "enq_server", "prdadm", 0.8, int(3.1 * GiB), "2026-09-03T02:29:44+05:30",
         "enq.sapPRD_ASCS00 pf=/usr/sap/PRD/SYS/profile/PRD_ASCS00_brass"),
        (24833, "gwrd", "prdadm", 0.3, int(1.2 * GiB), "2026-09-03T02:31:08+05:30",
         "gw.sapPRD_D01 pf=/usr/sap/PRD/SYS/profile/PRD_D01_brass"),
        (24834, "icman", "prdadm", 1.1, 912 * MiB, "2026-09-03T02:31:08+05:30",
         "icman -attach pf=/usr/sap/PRD/SYS/profile/PRD_D01_brass"),
    ]), BRS, age=35, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_service_status", {"units": [
        unit("SAPPRD_00.service", "active", "running", pid=23870, since="2026-09-03T02:29:40+05:30",
             desc="SAP Instance SAPPRD_00"),
        unit("SAPPRD_01.service", "active", "running", pid=24790, since="2026-09-03T02:31:02+05:30",
             desc="SAP Instance SAPPRD_01"),
        unit("saphostagent.service", "active", "running", pid=2210, since="2026-09-03T02:16:11+05:30",
             desc="SAP Host Agent"),
        unit("sapinit.service", "inactive", "dead", ufs="disabled", desc="LSB: Start the sapstartsrv"),
        unit("saptune.service", "active", "exited", since="2026-09-03T02:15:20+05:30",
             desc="Optimise system for running SAP workloads"),
        unit("chronyd.service", "active", "running", pid=1402, since="2026-09-03T02:15:02+05:30", desc="NTP client/server"),
        unit("sshd.service", "active", "running", pid=1530, since="2026-09-03T02:15:04+05:30", desc="OpenSSH Daemon"),
        unit("kdump.service", "failed", "failed", desc="Load kdump kernel and initrd"),
        unit("wickedd.service", "active", "running", pid=1188, since="2026-09-03T02:14:58+05:30",
             desc="wicked network management service daemon"),
    ]}, BRS, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-14T14:32:18+05:30", None, "warning", "nfs: server nfs01 not responding, still trying"),
        log_entry("2026-10-14T14:51:33+05:30", "chronyd.service", "warning",
                  "chronyd[1402]: System clock wrong by -1.384510 seconds"),
        log_entry("2026-10-14T15:02:47+05:30", None, "warning",
                  "TCP: request_sock_TCP: Possible SYN flooding on port 3201. Sending cookies.  Check SNMP counters."),
        log_entry("2026-10-14T15:06:12+05:30", None, "warning",
                  "EDAC MC1: 1 CE memory read error on CPU_SrcID#1_MC#0_Chan#1_DIMM#0 (channel:1 slot:0 "
                  "page:0x5e1c2a offset:0x0 grain:32 syndrome:0x0 - err_code:0x0000:0x009f)"),
    ]}, BRS, age=40, args={"since_minutes": 60, "priority": "warning"}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "btrfs", 100 * GiB, 76_665_164_595),
        fs("/dev/mapper/vg_sap-lv_usrsap", "/usr/sap", "xfs", 200 * GiB, 124_983_648_666),
        fs("nfs01:/export/sapmnt/PRD", "/sapmnt/PRD", "nfs4", 1024 * GiB, 483_785_116_221),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 10_485_760),
    ]}, BRS, age=30),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "00:50:56:8a:1c:42", "addresses": ["10.50.2.21/24"], "is_up": True},
                       {"name": "eth1", "mac": "00:50:56:8a:1c:43", "addresses": ["10.60.0.21/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1530, "sshd"),
            listener(1128, "0.0.0.0", 2210, "saphostexec"),
            listener(1129, "0.0.0.0", 2210, "saphostexec"),
            listener(3200, "0.0.0.0", 23902, "enq_server"),
            listener(3600, "0.0.0.0", 23905, "msg_server"),
            listener(8100, "0.0.0.0", 23905, "msg_server"),
            listener(50013, "0.0.0.0", 23870, "sapstartsrv"),
            listener(50014, "0.0.0.0", 23870, "sapstartsrv"),
            listener(3201, "0.0.0.0", 24805, "disp+work"),
            listener(3301, "0.0.0.0", 24833, "gwrd"),
            listener(8001, "0.0.0.0", 24834, "icman"),
            listener(44301, "0.0.0.0", 24834, "icman"),
            listener(50113, "0.0.0.0", 24790, "sapstartsrv"),
            listener(50114, "0.0.0.0", 24790, "sapstartsrv"),
            listener(323, "127.0.0.1", 1402, "chronyd", proto="udp"),
        ],
        "connections": [
            connection("10.50.2.21:3201", "10.50.8.113:52011", 24805, "disp+work"),
            connection("10.50.2.21:3201", "10.50.8.140:61877", 24805, "disp+work"),
            connection("10.50.2.21:3201", "10.50.8.77:50432", 24805, "disp+work"),
            connection("10.50.2.21:41562", "10.50.2.30:30015", 24811, "disp+work"),
            connection("10.50.2.21:41570", "10.50.2.30:30015", 24812, "disp+work"),
            connection("10.50.2.21:41588", "10.50.2.30:30015", 24815, "disp+work"),
            connection("10.60.0.21:872", "10.60.0.5:2049", None, None),
        ]}, BRS, age=45),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 48_300_000, "tx_bytes_per_s": 12_750_000},
        {"name": "eth1", "rx_bytes_per_s": 3_100_000, "tx_bytes_per_s": 850_000},
        {"name": "lo", "rx_bytes_per_s": 1_420_000, "tx_bytes_per_s": 1_420_000},
    ]}, BRS, age=25, args={"interval_seconds": 1}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-10-07T11:02:10+05:30", "install", "kernel-default", None, "6.4.0-150600.23.30.1"),
        package_event("2026-10-07T11:02:44+05:30", "upgrade", "saptune", "3.1.2-150600.3.3.1", "3.1.3-150600.3.6.1"),
        package_event("2026-10-07T11:03:01+05:30", "upgrade", "glibc", "2.38-150600.14.5.1", "2.38-150600.14.8.2"),
        package_event("2026-10-10T10:15:30+05:30", "upgrade", "chrony", "4.1-150400.21.2.1", "4.1-150400.21.5.1"),
    ]}, BRS, age=60, args={"since_days": 14}),
]

brass_answers = [
    {"q": "How much memory is in use on brass, and what is using it?", "ev": ["e2", "e3"],
     "a": "## Summary\n\n"
          "According to the system information, [[s:about 331.8 GiB of the 503.3 GiB is in use (65.9%)]], and "
          "[[c:the five largest disp+work processes together account for about 89 GiB]].\n\n"
          "## Findings\n\n"
          "1. **Largest processes** (the process listing, sorted by memory):\n\n"
          "| PID | Process | RSS |\n"
          "|---|---|---|\n"
          "| [[s:24811]] | disp+work | [[s:24.1 GiB]] |\n"
          "| 24812 | disp+work | [[c:21.3 GiB]] |\n"
          "| 24815 | disp+work | [[s:19.6 GiB]] |\n\n"
          "2. **Swap** — [[s:2.1 GiB of 32 GiB is in use]], [[c:about 0.7%]].\n"
          "3. [[u:The SAP extended-memory segment is counted in each work process's RSS, so the real total is lower "
          "than the sum]].\n\n"
          "## Caveats\n\n"
          "- [[u:No non-SAP process uses more than 100 MiB]]."},
    {"q": "Are both SAP instances up?", "ev": ["e4"],
     "a": "## Summary\n\n"
          "Yes — according to the service status, [[s:`SAPPRD_00.service` and `SAPPRD_01.service` are both active "
          "(running)]]. [[u:SAPPRD_00 is the ASCS instance]].\n\n"
          "## Findings\n\n"
          "1. [[s:`SAPPRD_00.service` has main PID 23870]]; `SAPPRD_01.service` has been active since "
          "[[c:3 September 02:13]].\n"
          "2. [[s:`saphostagent.service` is running]].\n"
          "3. [[s:`kdump.service` has failed]]; [[c:it is disabled]], so this does not affect boot.\n\n"
          "## Caveats\n\n"
          "- [[s:No other unit is in a failed state]].\n"
          "- `sapcontrol -nr 01 -function GetProcessList` shows whether the work processes are healthy."},
    {"q": "Anything worrying in the logs over the last hour?", "ev": ["e5"],
     "a": "## Summary\n\n"
          "[[c:Three warnings were logged in the last hour]] (e5), the most recent [[s:an EDAC corrected memory "
          "error at 15:06]].\n\n"
          "## Findings\n\n"
          "1. **NFS** — [[s:At 14:32 the kernel reported that `nfs01` was not responding]]; [[u:it recovered two "
          "minutes later]].\n"
          "2. **Time** — [[s:chronyd reported the clock off by about 1.38 seconds]] at [[c:14:15]].\n"
          "3. **SYN flooding** — [[s:possible SYN flooding on port 3201]]; [[u:this is most likely a burst of SAP GUI "
          "logons rather than an attack]].\n"
          "4. **Memory** — [[s:one corrected error on DIMM 0 of channel 1]], [[c:on CPU socket 0]].\n\n"
          "## Caveats\n\n"
          "- Repeated corrected errors on the same DIMM should go to the hardware vendor; `edac-util -v` shows the "
          "counters."},
    {"q": "Which SAP ports are open on this host?", "ev": ["e7"],
     "a": "## Summary\n\n"
          "According to the network information, [[s:15 sockets are listening]], [[c:12 of them belonging to SAP "
          "processes]].\n\n"
          "## Findings\n\n"
          "1. [[s:`enq_server` on 3200]]\n"
          "2. [[s:`msg_server` on 3600 and 8100]]\n"
          "3. [[c:`gwrd` on 3201]], the dispatcher port\n"
          "4. [[s:`icman` on 8001 and 44301]]\n"
          "5. [[c:`sapstartsrv` on 50013/50014 only]]\n\n"
          "The connection table shows [[s:three clients connected to the dispatcher port 3201]] and [[s:three work "
          "processes connected to 10.50.2.30 on port 30015]], [[u:which is the HANA database server]].\n\n"
          "## Caveats\n\n"
          "- [[s:Apart from the SAP processes, only sshd is reachable from outside]]."},
    {"q": "Is prdadm in the sapsys group, and what shell does it use?", "ev": ["e1"],
     "a": "## Summary\n\n"
          "According to the steady-state snapshot, [[t:`prdadm` is a member of `sapsys` (GID 79)]] and "
          "[[t:of `sapinst`]].\n\n"
          "## Findings\n\n"
          "1. [[t:`prdadm` has UID 1001]] and [[t:its login shell is `/bin/csh`]].\n"
          "2. [[t:`sapadm` is also in `sapsys`]], [[t:with shell `/bin/bash`]].\n"
          "3. [[t:`rvenkat` is the only member of `wheel`]].\n"
          "4. The host runs [[s:openSUSE Leap 15.6]] with [[c:kernel 6.4.0-150600.23.30.1-default]].\n\n"
          "## Caveats\n\n"
          "- The account data in the snapshot is marked as out of date; `id prdadm` gives the current answer."},
    {"q": "How busy are the network and the disks?", "ev": ["e1", "e6", "e8"],
     "a": "## Summary\n\n"
          "According to the traffic sample, [[s:`eth0` is receiving about 48.3 MB/s]] and [[s:sending about "
          "12.8 MB/s]]; [[c:the storage interface `eth1` is idle]].\n\n"
          "## Findings\n\n"
          "1. **eth0** — inbound traffic is [[c:roughly 490 Mbit/s]].\n"
          "2. **Filesystems** — [[s:`/` (btrfs) is at 71.4% of 100 GiB]]; [[s:`/usr/sap` is at 58.2%]], "
          "[[c:about 125 GiB used]]; [[s:`/sapmnt/PRD` (NFS) is at 44.0%]].\n\n"
          "## Caveats\n\n"
          "- [[u:Most of the eth0 traffic is database traffic to the HANA host]]. There is no disk I/O sample; "
          "`iostat -xm 1 5` would show device load."},
    {"q": "Is a reboot pending for a kernel update?", "ev": ["e1", "e2", "e9"],
     "a": "## Summary\n\n"
          "[[s:Yes. Kernel 6.4.0-150600.23.30.1 was installed on 7 October]], but [[s:the running kernel is "
          "6.4.0-150600.23.25-default]].\n\n"
          "## Findings\n\n"
          "1. The package history shows [[s:saptune and glibc upgraded in the same session]]; [[c:chrony was "
          "upgraded on 9 October]].\n"
          "2. The system information shows [[s:an uptime of about 41 days]] ([[s:booted 3 September]]).\n"
          "3. [[u:The SAP work processes are therefore still using the old glibc]].\n\n"
          "## Caveats\n\n"
          "- Plan the reboot together with an SAP downtime window (`sapcontrol -nr 01 -function StopSystem`)."},
]

# ---------------------------------------------------------------------------------------------------------
# solder — Arch Linux workstation with a broken AUR update
# ---------------------------------------------------------------------------------------------------------
SOL = Clock("2026-10-14T21:05:00-03:00")
SOL_MEM = 32_841_261_056
SOL_ROOT = 998_445_023_232

solder_evidence = [
    steady("e1", SOL, age=2400,
           hostname="solder", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.11.3-arch1-1", cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=SOL_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": SOL_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": SOL_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_644_672}],
           network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:2d:41:a8", "addresses": ["192.168.0.112/24"], "is_up": True},
                               {"name": "wlan0", "mac": "f4:26:79:11:0b:3e", "addresses": [], "is_up": False}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="pacman",
           installed_packages={"linux": "6.11.3.arch1-1", "brave-bin": "1:1.70.126-1", "yay": "12.4.2-1",
                               "python": "3.12.7-1", "pacman": "7.0.0.r3.g7736133-1", "mesa": "1:24.2.4-1",
                               "plasma-desktop": "6.2.0-1", "docker": "1:27.3.1-1", "openssh": "9.9p1-1",
                               "github-cli": "2.58.0-1"},
           available_services=["sddm.service", "NetworkManager.service", "docker.service", "sshd.service",
                               "bluetooth.service", "cups.service"],
           users=[{"name": "rafa", "uid": 1000, "gid": 1000, "home": "/home/rafa", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["rafa"]},
                   {"name": "docker", "gid": 969, "members": ["rafa"]}]),
    item("e2", "linux_package_history", {"events": [
        package_event("2026-10-12T10:14:22-03:00", "install", "github-cli", None, "2.58.0-1"),
        package_event("2026-10-13T22:14:05-03:00", "upgrade", "linux", "6.11.2.arch1-1", "6.11.3.arch1-1"),
        package_event("2026-10-13T22:14:05-03:00", "upgrade", "mesa", "1:24.2.3-1", "1:24.2.4-1"),
        package_event("2026-10-13T22:14:06-03:00", "upgrade", "plasma-desktop", "6.1.5-1", "6.2.0-1"),
        package_event("2026-10-13T22:14:06-03:00", "upgrade", "python", "3.12.6-1", "3.12.7-1"),
        package_event("2026-10-13T22:14:07-03:00", "upgrade", "docker", "1:27.3.0-1", "1:27.3.1-1"),
    ]}, SOL, age=50, args={"since_days": 3}),
    item("e3", "linux_file_read", {"path": "/home/rafa/.cache/yay/brave-bin/PKGBUILD", "offset": 0, "limit": 20,
                                   "total_lines": 58, "lines": [
        "# Maintainer: Alexandre Bouvier <contact@amb.tf>",
        "pkgname=brave-bin",
        "pkgver=1.71.114",
        "pkgrel=1",
        "epoch=1",
        "pkgdesc='Web browser that blocks ads and trackers by default (binary release)'",
        "arch=('x86_64' 'aarch64')",
        "url='https://brave.com'",
        "license=('MPL-2.0')",
        "depends=('gtk3' 'nss' 'alsa-lib' 'libxss' 'ttf-font')",
        "provides=(\"${pkgname%-bin}=${pkgver}\" 'brave-browser')",
        "conflicts=('brave')",
        "source=('brave-bin.sh' 'brave-browser.desktop' 'logo.png')",
        "source_x86_64=(\"brave-browser-${pkgver}-linux-amd64.zip::https://github.com/brave/brave-browser/releases/"
        "download/v${pkgver}/brave-browser-${pkgver}-linux-amd64.zip\")",
        "noextract=(\"brave-browser-${pkgver}-linux-amd64.zip\")",
        "options=('!strip')",
        "sha256sums=('8e2e8a1e5e2f0c1b1f6f9e5a7c3d2b4a6e8f0a1c3e5b7d9f1a3c5e7b9d1f3a5c'",
        "            'a1c3e5b7d9f1a3c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3'",
        "            'c5e7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7')",
        "sha256sums_x86_64=('3f9a7c1e5b2d8f4a6c0e9b3d7f1a5c8e2b6d0f4a9c3e7b1d5f8a2c6e0b4d9f3a')",
    ]}, SOL, age=45, args={"path": "/home/rafa/.cache/yay/brave-bin/PKGBUILD", "limit": 20}),
    item("e4", "linux_system_info",
         system_info(7.9, [1.02, 0.88, 0.91], 81_162, "2026-10-13T22:31:48-03:00", SOL_MEM, 22_978_338_406,
                     16 * GiB, 0), SOL, age=30),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-13T22:31:50-03:00", None, "err",
                  "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PCI0.GPP7.UP00.DP40.UP00.DP68], "
                  "AE_NOT_FOUND (20240322/dswload2-162)"),
        log_entry("2026-10-14T09:47:13-03:00", "systemd-coredump@0-19004-0.service", "err",
                  "Process 18822 (brave) of user 1000 dumped core."),
        log_entry("2026-10-14T14:20:55-03:00", None, "err", "usb 1-4: device descriptor read/64, error -71"),
    ]}, SOL, age=40, args={"priority": "warning", "since_minutes": 1354}),
    item("e6", "linux_processes", processes(388, SOL_MEM, [
        (2411, "plasmashell", "rafa", 6.2, 612 * MiB, "2026-10-13T22:32:20-03:00", "/usr/bin/plasmashell --no-respawn"),
        (31877, "brave", "rafa", 4.8, 486 * MiB, "2026-10-14T09:48:02-03:00", "/opt/brave-bin/brave"),
        (2198, "kwin_wayland", "rafa", 3.1, 298 * MiB, "2026-10-13T22:32:11-03:00",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0"),
        (32044, "brave", "rafa", 2.7, 731 * MiB, "2026-10-14T09:48:05-03:00",
         "/opt/brave-bin/brave --type=renderer --lang=pt-BR"),
        (28310, "konsole", "rafa", 1.2, 118 * MiB, "2026-10-14T20:38:40-03:00", "/usr/bin/konsole"),
        (1312, "dockerd", "root", 0.5, 96 * MiB, "2026-10-13T22:32:02-03:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
    ]), SOL, age=35, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e7", "linux_service_status", {"units": [
        unit("sddm.service", "active", "running", pid=845, since="2026-10-13T22:31:58-03:00",
             desc="Simple Desktop Display Manager"),
        unit("NetworkManager.service", "active", "running", pid=812, since="2026-10-13T22:31:57-03:00",
             desc="Network Manager"),
        unit("docker.service", "active", "running", pid=1312, since="2026-10-13T22:32:02-03:00",
             desc="Docker Application Container Engine"),
        unit("bluetooth.service", "active", "running", pid=809, since="2026-10-13T22:31:57-03:00",
             desc="Bluetooth service"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH Daemon"),
        unit("cups.service", "inactive", "dead", ufs="disabled", desc="CUPS Scheduler"),
    ]}, SOL, age=1500),
    item("e9", "linux_containers", {"runtime": "docker", "containers": [
        box("5e1c0a9b7d2f", "devdb", "postgres:16.4", "running", "Up 22 hours", "2026-09-30T19:12:08-03:00",
            ["127.0.0.1:5432->5432/tcp"]),
        box("a83f6d21c4e0", "mailpit", "axllent/mailpit:v1.20", "exited", "Exited (0) 3 days ago",
            "2026-09-30T19:15:44-03:00"),
    ]}, SOL, age=40, args={"all": True}),
    item("e8", "linux_file_changes", {"root": "/home/rafa/.cache/yay", "since": "2026-10-14T20:04:30-03:00", "files": [
        {"path": "/home/rafa/.cache/yay/brave-bin/PKGBUILD", "mtime": "2026-10-14T20:40:58-03:00", "size_bytes": 2391},
        {"path": "/home/rafa/.cache/yay/brave-bin/.SRCINFO", "mtime": "2026-10-14T20:40:58-03:00", "size_bytes": 1288},
        {"path": "/home/rafa/.cache/yay/brave-bin/brave-browser-1.71.114-linux-amd64.zip",
         "mtime": "2026-10-14T20:41:29-03:00", "size_bytes": 168_912_384},
    ]}, SOL, age=30, args={"root": "/home/rafa/.cache/yay", "since_minutes": 60}),
]

solder_answers = [
    {"q": "Why did my yay update fail on brave-bin?", "ev": ["e3", "e8"],
     "extra": [user("u1", "yay -Syu bailed out on brave-bin with '==> ERROR: One or more files did not pass the "
                          "validity check!' about 20 minutes ago. Did I break something?", SOL, age=90)],
     "a": "## Summary\n\n"
          "Based on the error you quoted, [[s:makepkg rejected a brave-bin source file because it failed the "
          "validity check]].\n\n"
          "## Findings\n\n"
          "1. The cached PKGBUILD [[s:targets version 1.71.114]] ([[s:pkgrel 1, epoch 1]]).\n"
          "2. According to the file-change listing, [[s:the release zip was downloaded at 20:41]] and is "
          "[[c:about 1.7 GB]].\n"
          "3. [[s:The PKGBUILD was refreshed at 20:40]], [[c:about 40 minutes ago]].\n"
          "4. The PKGBUILD has [[c:one sha256 entry for the common sources and one for x86_64]].\n"
          "5. [[u:The most likely cause is that upstream re-published the zip after the maintainer generated the "
          "checksum]].\n\n"
          "## Caveats\n\n"
          "- Try `yay -S brave-bin --redownload` first, and read the AUR comments before skipping checksums."},
    {"q": "What got upgraded last night?", "ev": ["e2"],
     "a": "## Summary\n\n"
          "According to the package history, [[s:five packages were upgraded at about 22:14 on 13 October]].\n\n"
          "## Findings\n\n"
          "1. [[s:`linux` 6.11.2.arch1-1 → 6.11.3.arch1-1]]\n"
          "2. [[s:`mesa` 24.2.3 → 24.2.4]]\n"
          "3. [[c:`plasma-desktop` 6.1.4 → 6.2.0]]\n"
          "4. [[s:`python` 3.12.6 → 3.12.7]]\n"
          "5. [[s:`docker` 1:27.3.0 → 1:27.3.1]]\n\n"
          "[[s:`brave-bin` does not appear in the history at all]].\n\n"
          "## Caveats\n\n"
          "- [[u:yay's AUR builds are written to pacman's history only when they are actually installed]]."},
    {"q": "Which Brave version do I have, and is it the latest?", "ev": ["e1", "e3"],
     "a": "## Summary\n\n"
          "[[s:You have `brave-bin` 1:1.70.126-1 installed]]. [[s:The AUR PKGBUILD is at 1.71.114]], [[s:so your "
          "installed version is behind]].\n\n"
          "## Findings\n\n"
          "1. The installed-package list also shows [[c:`pacman` 6.1.0]].\n"
          "2. The step from 1.70.126 to 1.71.114 is [[c:a patch-level update only]].\n"
          "3. [[u:1.71.114 is the newest Brave release]].\n\n"
          "## Caveats\n\n"
          "- `yay -Si brave-bin` shows what the AUR currently offers."},
    {"q": "Did I reboot into the new kernel?", "ev": ["e1", "e2", "e4"],
     "a": "## Summary\n\n"
          "[[s:Yes. The running kernel is 6.11.3-arch1-1]], the version upgraded last night.\n\n"
          "## Findings\n\n"
          "1. According to the system information, [[s:the machine booted at 22:31 on 13 October]], [[s:about 17 "
          "minutes after the upgrade]]; [[u:the upgrade itself ran at 22:14 (e4)]].\n"
          "2. [[c:Uptime is about 26 hours]].\n"
          "3. [[s:The load average is 1.02 / 0.88 / 0.91]].\n"
          "4. Memory: [[c:about 23 GiB available]] [[s:of 30.6 GiB]]; [[s:swap is unused]].\n\n"
          "## Caveats\n\n"
          "- `journalctl -b -p err` lists any module that failed to load."},
    {"q": "Any errors since boot? Brave crashed this morning.", "ev": ["e5"],
     "a": "## Summary\n\n"
          "[[s:There are three warning-or-worse entries since boot]].\n\n"
          "## Findings\n\n"
          "1. **ACPI** — [[s:an AE_NOT_FOUND error while resolving a PCI symbol, at 22:31]]; [[u:this is harmless "
          "firmware noise common on AM5 boards]].\n"
          "2. **Brave** — [[s:process 18822 (brave) dumped core]] at [[c:09:47 UTC]]. [[u:The crash was probably "
          "caused by last night's Mesa 24.2.4 upgrade]].\n"
          "3. **USB** — [[s:`usb 1-4` reported error -71 reading its device descriptor]] at [[c:14:02]].\n"
          "4. [[c:The journal shows two Brave crashes today]].\n\n"
          "## Caveats\n\n"
          "- `coredumpctl info 18822` shows the backtrace."},
    {"q": "What's using the CPU right now?", "ev": ["e4", "e6"],
     "a": "## Summary\n\n"
          "[[s:CPU usage is low, 7.9%]]; [[s:`plasmashell` is the top consumer at 6.2%]].\n\n"
          "## Findings\n\n"
          "1. [[s:`brave` (PID 31877) — 4.8%]], [[c:plus a renderer process at 3.7%]]\n"
          "2. [[s:`kwin_wayland` — 3.1%]]\n"
          "3. [[c:`dockerd` — 1.2%]]\n\n"
          "In total [[c:412 processes are running]].\n\n"
          "## Caveats\n\n"
          "- The listing shows only the top six; [[u:no `makepkg` or compiler process is running]]."},
    {"q": "Are sshd and docker enabled? Should I disable anything?", "ev": ["e1", "e7", "e9"],
     "a": "## Summary\n\n"
          "According to the service listing, [[t:`docker.service` is active (running) and enabled]], while "
          "[[t:`sshd.service` is inactive and disabled]].\n\n"
          "## Findings\n\n"
          "1. [[t:sddm, NetworkManager and bluetooth are running]].\n"
          "2. [[t:cups is inactive]].\n"
          "3. The account data shows [[s:`rafa` in the `docker` and `wheel` groups]].\n"
          "4. [[c:`openssh` 9.8p1 is installed]].\n"
          "5. The container listing shows [[s:`devdb` (postgres:16.4) up for 22 hours]], [[s:published on "
          "127.0.0.1:5432 only]], and [[c:`mailpit` also running]].\n\n"
          "## Caveats\n\n"
          "- The service listing is about 25 minutes old. If you do not use Bluetooth, `systemctl disable --now "
          "bluetooth` saves a little power."},
]

# ---------------------------------------------------------------------------------------------------------
# electrum — k3s cluster at a small shop (server node)
# ---------------------------------------------------------------------------------------------------------
ELE = Clock("2026-10-14T16:30:00+11:00")
ELE_MEM = 16_710_184_960
ELE_RANCHER = 500_107_862_016
ORDERS_RES = {"requests": {"memory": "128Mi", "cpu": "100m"}, "limits": {"memory": "256Mi"}}


def _node(name: str, version: str, control: bool) -> dict:
    n = node(name, True, version)
    n["metadata"]["labels"] = {"kubernetes.io/hostname": name}
    if control:
        n["metadata"]["labels"]["node-role.kubernetes.io/control-plane"] = "true"
        n["metadata"]["labels"]["node-role.kubernetes.io/master"] = "true"
    n["status"]["capacity"] = {"cpu": "4", "memory": "16318540Ki", "pods": "110"}
    return n


def _orders(name: str, node_name: str, restarts: int, ready: bool, waiting: str | None, started: str,
            oom_at: str | None = None) -> dict:
    p = pod(name, "shop", "Running", node_name, restarts=restarts, ready=ready, waiting=waiting, started=started)
    p["spec"]["containers"] = [{"name": "orders-api", "image": "registry.gitlab.com/cornerbakery/orders-api:2.3.1",
                                "resources": ORDERS_RES}]
    if oom_at:
        p["status"]["containerStatuses"][0]["lastState"] = {
            "terminated": {"reason": "OOMKilled", "exitCode": 137, "finishedAt": oom_at}}
    return p


def _shop_pods(orders_restarts: int, orders_ready: bool, orders_waiting: str | None, oom_at: str) -> list[dict]:
    return [
        pod("storefront-6f8b9c7d5-2xkqp", "shop", "Running", "shop-k3s-2", started="2026-10-09T10:12:40+11:00"),
        pod("storefront-6f8b9c7d5-m8zt4", "shop", "Running", "shop-k3s-3", started="2026-10-09T10:12:44+11:00"),
        _orders("orders-api-5c4f9d7b6-qj7wn", "shop-k3s-3", orders_restarts, orders_ready, orders_waiting,
                "2026-10-13T09:05:17+11:00", oom_at),
        _orders("orders-api-5c4f9d7b6-w4lz9", "shop-k3s-2", 0, True, None, "2026-10-13T09:05:17+11:00"),
        pod("postgres-0", "shop", "Running", "shop-k3s-1", started="2026-10-02T08:03:11+11:00"),
        pod("redis-7b6d5c9f4-hk2vd", "shop", "Running", "shop-k3s-1", restarts=1, started="2026-10-02T08:03:40+11:00"),
    ]


def _event(kind_type: str, reason: str, obj: str, message: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "type": kind_type, "reason": reason, "message": message, "count": count,
            "involvedObject": {"kind": "Pod", "name": obj, "namespace": "shop"},
            "firstTimestamp": first, "lastTimestamp": last}


QJ7 = "orders-api-5c4f9d7b6-qj7wn"

electrum_evidence = [
    item("e1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("shop-k3s-1", "v1.30.5+k3s1", True),
        _node("shop-k3s-2", "v1.30.5+k3s1", False),
        _node("shop-k3s-3", "v1.30.4+k3s1", False),
    ]}, ELE, age=30, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": "shop", "items": _shop_pods(
        7, False, "CrashLoopBackOff", "2026-10-14T16:26:48+11:00")}, ELE, age=25,
         args={"resource": "pods", "namespace": "shop"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        {"kind": "StatefulSet", "metadata": {"name": "postgres", "namespace": "shop"},
         "spec": {"replicas": 1, "serviceName": "postgres",
                  "template": {"spec": {"containers": [{"name": "postgres", "image": "postgres:16.4-alpine",
                                                        "resources": {"requests": {"memory": "512Mi"},
                                                                      "limits": {"memory": "1Gi"}}}]}},
                  "volumeClaimTemplates": [{"metadata": {"name": "pgdata"},
                                            "spec": {"storageClassName": "local-path", "accessModes": ["ReadWriteOnce"],
                                                     "resources": {"requests": {"storage": "20Gi"}}}}]},
         "status": {"replicas": 1, "readyReplicas": 1, "currentReplicas": 1}},
    ]}, ELE, age=30, args={"resource": "statefulsets", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        _event("Warning", "BackOff", QJ7, f"Back-off restarting failed container orders-api in pod {QJ7}_shop", 31,
               "2026-10-14T11:52:03+11:00", "2026-10-14T16:29:12+11:00"),
        _event("Normal", "Pulled", QJ7,
               "Container image \"registry.gitlab.com/cornerbakery/orders-api:2.3.1\" already present on machine", 7,
               "2026-10-14T11:51:40+11:00", "2026-10-14T16:26:20+11:00"),
        _event("Normal", "Started", QJ7, "Started container orders-api", 7,
               "2026-10-14T11:51:41+11:00", "2026-10-14T16:26:21+11:00"),
        _event("Warning", "Unhealthy", QJ7, "Readiness probe failed: Get \"http://10.42.2.17:8080/healthz\": dial tcp "
               "10.42.2.17:8080: connect: connection refused", 12, "2026-10-14T11:51:50+11:00",
               "2026-10-14T16:26:30+11:00"),
    ]}, ELE, age=25, args={"resource": "events", "namespace": "shop"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("storefront", "shop", 2, 2),
        deployment("orders-api", "shop", 2, 1),
        deployment("redis", "shop", 1, 1),
    ]}, ELE, age=25, args={"resource": "deployments", "namespace": "shop"}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        {"kind": "Ingress", "metadata": {"name": "shop", "namespace": "shop", "annotations": {
            "traefik.ingress.kubernetes.io/router.entrypoints": "websecure"}},
         "spec": {"ingressClassName": "traefik",
                  "tls": [{"hosts": ["shop.cornerbakery.com.au"], "secretName": "shop-tls"}],
                  "rules": [{"host": "shop.cornerbakery.com.au", "http": {"paths": [
                      {"path": "/", "pathType": "Prefix",
                       "backend": {"service": {"name": "storefront", "port": {"number": 80}}}},
                      {"path": "/api", "pathType": "Prefix",
                       "backend": {"service": {"name": "orders-api", "port": {"number": 8080}}}}]}}]},
         "status": {"loadBalancer": {"ingress": [{"ip": "192.168.20.11"}, {"ip": "192.168.20.12"},
                                                 {"ip": "192.168.20.13"}]}}},
    ]}, ELE, age=30, args={"resource": "ingresses", "namespace": "shop"}),
    item("e7", "kubernetes_get", {"context": "default", "namespace": "kube-system", "items": [
        {"kind": "Service", "metadata": {"name": "traefik", "namespace": "kube-system"},
         "spec": {"type": "LoadBalancer", "clusterIP": "10.43.112.40", "ports": [
             {"name": "web", "port": 80, "protocol": "TCP", "targetPort": "web", "nodePort": 31080},
             {"name": "websecure", "port": 443, "protocol": "TCP", "targetPort": "websecure", "nodePort": 31443}]},
         "status": {"loadBalancer": {"ingress": [{"ip": "192.168.20.11"}, {"ip": "192.168.20.12"},
                                                 {"ip": "192.168.20.13"}]}}},
        {"kind": "Service", "metadata": {"name": "kube-dns", "namespace": "kube-system"},
         "spec": {"type": "ClusterIP", "clusterIP": "10.43.0.10", "ports": [
             {"name": "dns", "port": 53, "protocol": "UDP"}, {"name": "dns-tcp", "port": 53, "protocol": "TCP"},
             {"name": "metrics", "port": 9153, "protocol": "TCP"}]}},
        {"kind": "Service", "metadata": {"name": "metrics-server", "namespace": "kube-system"},
         "spec": {"type": "ClusterIP", "clusterIP": "10.43.88.2", "ports": [
             {"name": "https", "port": 443, "protocol": "TCP", "targetPort": "https"}]}},
    ]}, ELE, age=30, args={"resource": "services", "namespace": "kube-system"}),
    item("e8", "linux_system_info",
         system_info(31.5, [1.84, 1.62, 1.40], 1_067_460, "2026-10-02T07:58:30+11:00", ELE_MEM, 6_120_000_000,
                     0, 0), ELE, age=30),
    item("e9", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1022, since="2026-10-02T07:59:02+11:00",
              desc="Lightweight Kubernetes"), ELE, age=30, args={"name": "k3s"}),
    item("e10", "kubernetes_get", {"context": "default", "namespace": "shop", "items": _shop_pods(
        4, True, None, "2026-10-14T16:01:12+11:00")}, ELE, age=1500, args={"resource": "pods", "namespace": "shop"}),
    item("e11", "kubernetes_get", {}, ELE, age=30, args={"resource": "pods", "namespace": "kube-system"},
         complete=False, error="pods is forbidden: User \"system:serviceaccount:reos:reader\" cannot list resource "
                               "\"pods\" in API group \"\" in the namespace \"kube-system\""),
    item("e12", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 239_363_010_560, 91_430_041_600),
        fs("/dev/sdb1", "/var/lib/rancher", "ext4", ELE_RANCHER, 206_544_547_000),
    ]}, ELE, age=30),
]

electrum_answers = [
    {"q": "Why does orders-api keep getting OOMKilled?", "ev": ["e2", "e4", "e5"],
     "a": "## Summary\n\n"
          "[[s:Pod `orders-api-5c4f9d7b6-qj7wn` was OOMKilled (exit code 137)]] and [[s:is now in "
          "`CrashLoopBackOff`]] [[s:with 7 restarts]]. [[s:Its memory limit is 256Mi]].\n\n"
          "## Findings\n\n"
          "1. According to the pod status, [[s:the last termination finished at 16:26:48]], [[c:about 12 minutes "
          "ago]].\n"
          "2. The events show [[c:13 back-off messages]] and [[s:readiness probe failures on port 8080]].\n"
          "3. The deployment reports [[s:1 of 2 replicas ready]].\n"
          "4. [[c:The memory request is also 256Mi]].\n"
          "5. [[u:The application most likely has a memory leak in its order-export job]].\n\n"
          "## Caveats\n\n"
          "- To test a higher limit: `kubectl -n shop set resources deploy/orders-api --limits=memory=512Mi`."},
    {"q": "Are all the nodes healthy and on the same version?", "ev": ["e1"],
     "a": "## Summary\n\n"
          "[[s:All three nodes report Ready]], but [[s:they are not all on the same version]].\n\n"
          "## Findings\n\n"
          "| Node | Ready | Version |\n"
          "|---|---|---|\n"
          "| shop-k3s-1 | ✅ | [[s:v1.30.5+k3s1]] |\n"
          "| shop-k3s-2 | ✅ | [[c:v1.30.4+k3s1]] |\n"
          "| shop-k3s-3 | ✅ | [[s:v1.30.4+k3s1]] |\n\n"
          "1. [[s:shop-k3s-1 is the control-plane node]].\n"
          "2. [[c:Each node has 8 CPUs]].\n\n"
          "## Caveats\n\n"
          "- [[u:shop-k3s-3 is behind because its system-upgrade plan failed]]; "
          "`kubectl -n system-upgrade get plans,jobs` would show it."},
    {"q": "Is Postgres healthy, and where does its data live?", "ev": ["e2", "e3", "e12"],
     "a": "## Summary\n\n"
          "According to the StatefulSet, [[s:`postgres` has 1 of 1 replicas ready]]; [[s:`postgres-0` is Running "
          "with 0 restarts]] [[c:on shop-k3s-2]].\n\n"
          "## Findings\n\n"
          "1. **Image and resources** — [[s:`postgres:16.4-alpine`]], [[c:memory limit 512Mi]].\n"
          "2. **Storage** — [[s:a 20Gi claim on the `local-path` storage class]], [[u:so the data lives under "
          "/var/lib/rancher/k3s/storage on the node]].\n"
          "3. **Disk** — `/var/lib/rancher` is [[s:41.3% used]] of [[c:500 GiB]].\n\n"
          "## Caveats\n\n"
          "- [[u:No backup job for the Postgres volume is configured]]; `kubectl -n shop get cronjobs` would show "
          "one."},
    {"q": "How does traffic get into the shop?", "ev": ["e6", "e7"],
     "a": "## Summary\n\n"
          "[[s:Traefik is exposed as a LoadBalancer Service on ports 80 and 443]], and [[s:the `shop` Ingress routes "
          "`shop.cornerbakery.com.au`]] to two backends.\n\n"
          "## Findings\n\n"
          "1. [[s:`/` goes to `storefront` on port 80]].\n"
          "2. [[s:`/api` goes to `orders-api`]] on [[c:port 8000]].\n"
          "3. [[s:TLS uses the secret `shop-tls`]]; [[u:the Ingress uses the `traefik` class (e7)]].\n"
          "4. [[s:The load-balancer addresses are 192.168.20.11, .12 and .13]], [[u:provided by ServiceLB on each "
          "node]].\n"
          "5. The NodePorts are [[s:31080]] and [[c:31433]].\n\n"
          "## Caveats\n\n"
          "- `curl -I http://shop.cornerbakery.com.au` shows whether plain HTTP is redirected."},
    {"q": "Quick status of the shop namespace please.", "ev": ["e5", "e10"],
     "a": "## Summary\n\n"
          "According to the pod listing, [[t:there are six pods in `shop`, all in the Running phase]]; "
          "[[t:`orders-api-5c4f9d7b6-qj7wn` has restarted 4 times]].\n\n"
          "## Findings\n\n"
          "1. [[t:`postgres-0` runs on shop-k3s-1 with 0 restarts]].\n"
          "2. [[t:The redis pod has restarted once]].\n"
          "3. The deployments report [[s:storefront 2/2]], [[s:orders-api 1/2]] and [[s:redis 1/1]], [[c:so every "
          "deployment is fully available]].\n\n"
          "## Caveats\n\n"
          "- The pod listing is about 25 minutes old; `kubectl -n shop get pods -o wide` gives the current view."},
    {"q": "Can you check the Traefik pods in kube-system?", "ev": ["e7", "e11"],
     "a": "## Summary\n\n"
          "[[s:I could not list the pods in `kube-system`: the `reos:reader` service account is not allowed to list "
          "pods there]].\n\n"
          "## Findings\n\n"
          "1. [[s:The `traefik` Service has cluster IP 10.43.112.40]].\n"
          "2. [[s:`kube-dns` at 10.43.0.10 serves port 53 over UDP and TCP]].\n"
          "3. [[c:`metrics-server` is exposed on port 8443]].\n"
          "4. [[u:Traefik runs two replicas]].\n\n"
          "## Caveats\n\n"
          "- `kubectl -n kube-system get pods -l app.kubernetes.io/name=traefik` run by an admin would answer this."},
    {"q": "How loaded is the server node?", "ev": ["e1", "e8", "e9"],
     "a": "## Summary\n\n"
          "On shop-k3s-1, [[s:CPU usage is 31.5%]] and [[s:about 63% of memory is in use]].\n\n"
          "## Findings\n\n"
          "1. [[s:Load average 1.84 / 1.62 / 1.40]] on [[s:4 CPUs]].\n"
          "2. Memory: [[c:10.9 GiB used]] [[s:of 15.6 GiB]].\n"
          "3. According to the service status, [[s:`k3s.service` has been active (running) since 2 October "
          "07:59]]. [[c:That is an uptime of about 8 days]].\n\n"
          "## Caveats\n\n"
          "- [[u:The OOMKilled orders-api pod is not scheduled on this node]]; `kubectl top pods -A` would show "
          "per-pod usage."},
]

MACHINES = [
    {"name": "bronze", "clock": BRZ, "evidence": bronze_evidence, "answers": bronze_answers},
    {"name": "pewter", "clock": PEW, "evidence": pewter_evidence, "answers": pewter_answers},
    {"name": "brass", "clock": BRS, "evidence": brass_evidence, "answers": brass_answers},
    {"name": "solder", "clock": SOL, "evidence": solder_evidence, "answers": solder_answers},
    {"name": "electrum", "clock": ELE, "evidence": electrum_evidence, "answers": electrum_answers},
]
