"""101st generation (written blind, in the manner of Yi 1.5 9B Chat: "Sure! Here's what I found:" or
"Certainly." openers, "### " headings, Markdown tables, bold key names, flat confident statements, one-decimal
rounding with the odd wrong unit conversion, an "In short," or "Overall," closing line and now and then a
"**Recommendation:**" paragraph with a command in a code block). All five clocks are in Asia/Singapore (+08:00).

haiku — a CentOS Stream 9 MySQL 8.0 replica (16 cores / 32 threads, 31.1 GiB RAM). Its evidence: a
steady-state snapshot (xfs root, a 960 GB /dev/sdb1 for /var/lib/mysql, rpm packages with mysql-server
8.0.39, users rkumar in wheel, ops-backup and the mysql service account), the mysqld unit (active since
November 2, 03:11), a memory-sorted process listing cut at five rows (mysqld at 24.6 GiB, 79.1%), fresh disk
usage (the data volume at 76.2%), an hour of the MySQL error log (a deadlock on shop.orders at 13:41, one
ERROR at 13:58 when the I/O thread could not reach the source 10.20.4.11, the reconnect at 13:59, a deprecation
warning), an hour of a lag-check unit's journal (lag 184 s at 13:45, NULL while connecting at 14:00, 412 s at
14:15) and a thirteen-minute-old, so stale, system reading (load about 6, 83.9% memory used).

sonnet — an Ubuntu 24.04 machine-learning box (Threadripper PRO 5965WX, 125.8 GiB RAM). A steady-state snapshot
(nvidia-driver-550 550.120, cuda-toolkit-12-4, users mlops, priya and jun, sudo for mlops and priya), a
memory-sorted process listing cut at eight rows (four python training processes of 38.2, 27.5, 14.8 and 9.6
GiB, jupyter-lab, tensorboard), an eleven-minute-old CPU-sorted listing cut at five rows (stale), one disk-I/O
sample (the /scratch NVMe reading 2.18 GB/s at 87.4% busy), disk usage (/scratch at 86.0%), fresh system
info (load about 28, 71.4% memory used, up 9.6 days), thirty days of apt history (the NVIDIA driver from
550.107.02 to 550.120 on November 12, a 6.8.0-48 kernel on November 5) and the nvidia-persistenced unit.

ode — a Debian 12 HAProxy load balancer (Xeon E-2336, 7.75 GiB RAM). A steady-state snapshot (public ens192,
backend ens224, haproxy 2.8.11 from the backports repository, admin in sudo), the haproxy unit (active since
November 14, 02:15:33, master PID 20417), a complete socket listing (haproxy worker 20431 on 80, 443 and
8404, sshd on 22, the node exporter on :::9100; nine established backend connections, five to web1 and four
to web2, one SYN_SENT to web3, three HTTPS clients, one SSH session, one TIME_WAIT on port 80), two hours of
haproxy's journal (web3 failing its check on a Layer4 timeout and going DOWN at 08:52, then connection
refused at 09:05), fourteen days of apt history (haproxy 2.8.10 → 2.8.11 two nights ago, openssl and libssl3,
tzdata), system info (up 41.5 days, lightly loaded), a nine-minute-old traffic sample (stale) and a read of
the be_app backend in haproxy.cfg (inter 2s fall 2 rise 3, GET /healthz).

limerick — the control plane of a three-node MicroK8s cluster on Ubuntu 22.04 (i5-10500T, 15.6 GiB RAM).
Nodes (all Ready; limerick and couplet on v1.31.2, tercet on v1.30.6), the pods of the `prod` namespace (a
worker pod in CrashLoopBackOff with 27 restarts on tercet, api pods with 14 and 3 restarts), the `prod`
deployments (worker 0 of 1 ready), a twenty-five-minute-old, so stale, read of the kube-system pods, the
kubelite unit and system info. One answer carries the user's belief that every node was upgraded to 1.31.

ballad — a Manjaro 24.1 laptop (Ryzen 7 7840U). A steady-state snapshot (users mira in wheel, network and
video, tomas in video; pacman packages), a complete socket listing (cupsd on loopback, avahi on UDP 5353,
kdeconnectd on :::1716, an OpenVPN TCP connection to 198.51.100.20:443 and firefox connections both through
tun0 and straight out of wlp1s0), a fresh traffic sample, ten days of pacman history (docker and containerd
removed, openvpn installed, linux66 6.6.60 → 6.6.63), a containers read that failed because no engine is
installed, system info (booted at 08:12 today), a fifteen-minute-old listing of every service (stale) and a
day of changes under /etc (four files).
"""

from _evidence import (GB, GiB, MiB, Clock, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# haiku — CentOS Stream 9 MySQL 8.0 replica
# ---------------------------------------------------------------------------------------------------------
HAI = Clock("2026-11-18T14:25:00+08:00")
HAI_MEM = 33_381_453_824
HAI_DATA = 960_197_124_096
HAI_ROOT = 75_094_818_816

haiku_evidence = [
    steady("e1", HAI, age=3600,
           hostname="haiku", os_name="CentOS Stream", os_version="9", os_codename=None,
           kernel="5.14.0-522.el9.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=HAI_MEM,
           disks=[{"device": "/dev/mapper/cs-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": HAI_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_006_632_960},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/mysql", "fstype": "xfs", "total_bytes": HAI_DATA}],
           network_interfaces=[{"name": "ens3", "mac": "52:54:00:4e:1a:0c", "addresses": ["10.20.4.12/24"], "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.4.1", package_manager="rpm",
           installed_packages={"mysql-server": "8.0.39-1.el9", "mysql": "8.0.39-1.el9",
                               "kernel": "5.14.0-522.el9", "openssh-server": "8.7p1-43.el9",
                               "firewalld": "1.3.4-7.el9", "tuned": "2.24.0-1.el9"},
           available_services=["mysqld.service", "sshd.service", "firewalld.service", "tuned.service",
                               "repl-lag-check.service"],
           users=[{"name": "rkumar", "uid": 1000, "gid": 1000, "home": "/home/rkumar", "shell": "/bin/bash"},
                  {"name": "ops-backup", "uid": 1001, "gid": 1001, "home": "/home/ops-backup", "shell": "/bin/bash"},
                  {"name": "mysql", "uid": 27, "gid": 27, "home": "/var/lib/mysql", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["rkumar"]},
                   {"name": "mysql", "gid": 27, "members": []}]),
    item("e2", "linux_service_status",
         unit("mysqld.service", "active", "running", pid=1843, since="2026-11-02T03:11:27+08:00",
              desc="MySQL 8.0 database server"), HAI, age=40, args={"name": "mysqld"}),
    item("e3", "linux_processes", processes(246, HAI_MEM, [
        (1843, "mysqld", "mysql", 38.5, 25190 * MiB, "2026-11-02T03:11:27+08:00", "/usr/libexec/mysqld --basedir=/usr"),
        (1012, "firewalld", "root", 0.0, 48 * MiB, "2026-11-02T03:10:05+08:00",
         "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
        (1120, "tuned", "root", 0.1, 31 * MiB, "2026-11-02T03:10:07+08:00", "/usr/bin/python3 -Es /usr/sbin/tuned -l -P"),
        (2201, "mysqld_exporter", "prometheus", 0.3, 22 * MiB, "2026-11-02T03:11:40+08:00",
         "/usr/local/bin/mysqld_exporter --config.my-cnf=/etc/mysqld_exporter.cnf"),
        (612, "systemd-journal", "root", 0.0, 19 * MiB, "2026-11-02T03:09:58+08:00", "/usr/lib/systemd/systemd-journald"),
    ]), HAI, age=35, args={"sort": "memory", "limit": 5}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/cs-root", "/", "xfs", HAI_ROOT, 14_201_425_920),
        fs("/dev/sda1", "/boot", "xfs", 1_006_632_960, 412_090_368),
        fs("/dev/sdb1", "/var/lib/mysql", "xfs", HAI_DATA, 731_505_213_440),
    ]}, HAI, age=25),
    item("e5", "linux_recent_logs", {"source": "file", "unit": "mysqld.service", "entries": [
        log_entry("2026-11-18T13:41:08+08:00", "mysqld.service", "warning",
                  "[Warning] [MY-010584] [Repl] Replica SQL for channel '': Worker 1 failed executing transaction "
                  "'ANONYMOUS' at source log binlog.004217, end_log_pos 55123412; Could not execute Update_rows event "
                  "on table shop.orders; Deadlock found when trying to get lock; try restarting transaction, "
                  "Error_code: 1213; handler error HA_ERR_LOCK_DEADLOCK"),
        log_entry("2026-11-18T13:58:44+08:00", "mysqld.service", "err",
                  "[ERROR] [MY-010584] [Repl] Replica I/O for channel '': Error reconnecting to source "
                  "'repl@10.20.4.11:3306'. This was attempt 1/86400, with a delay of 60 seconds between attempts. "
                  "Message: Can't connect to MySQL server on '10.20.4.11:3306' (110), Error_code: MY-002003"),
        log_entry("2026-11-18T13:59:45+08:00", "mysqld.service", "info",
                  "[System] [MY-010562] [Repl] Replica I/O thread for channel '': connected to source "
                  "'repl@10.20.4.11:3306',replication started in log 'binlog.004218' at position 4"),
        log_entry("2026-11-18T14:06:12+08:00", "mysqld.service", "warning",
                  "[Warning] [MY-013360] [Server] Plugin mysql_native_password reported: ''mysql_native_password' "
                  "is deprecated and will be removed in a future release. Please use caching_sha2_password instead'"),
    ]}, HAI, age=30, args={"unit": "mysqld", "since_minutes": 60}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "repl-lag-check.service", "entries": [
        log_entry("2026-11-18T13:30:01+08:00", "repl-lag-check.service", "info",
                  "replica ok: Seconds_Behind_Source=0 IO=Yes SQL=Yes"),
        log_entry("2026-11-18T13:45:01+08:00", "repl-lag-check.service", "warning",
                  "replica lag WARN: Seconds_Behind_Source=184 (warn 120s) IO=Yes SQL=Yes"),
        log_entry("2026-11-18T14:00:01+08:00", "repl-lag-check.service", "err",
                  "replica CRIT: Seconds_Behind_Source=NULL IO=Connecting SQL=Yes"),
        log_entry("2026-11-18T14:15:01+08:00", "repl-lag-check.service", "err",
                  "replica lag CRIT: Seconds_Behind_Source=412 (crit 300s) IO=Yes SQL=Yes"),
    ]}, HAI, age=30, args={"unit": "repl-lag-check", "since_minutes": 60}),
    item("e7", "linux_system_info",
         system_info(44.2, [6.12, 5.48, 4.90], 1_422_128, "2026-11-02T03:09:52+08:00", HAI_MEM, 5_368_709_120,
                     4 * GiB, 312 * MiB), HAI, age=780),
]

haiku_answers = [
    {"q": "Is replication healthy on haiku right now?", "ev": ["e5", "e6"],
     "a": "Sure! Here's what I found:\n\n"
          "### Replication status\n\n"
          "| Check | Value |\n|---|---|\n"
          "| **Replica I/O thread** | [[s:running again]] |\n"
          "| **Seconds_Behind_Source** | [[c:41.2 seconds]] |\n"
          "| **Last error** | [[s:MY-002003 (can't connect to source)]] |\n\n"
          "[[s:The I/O thread lost its connection to the source `10.20.4.11:3306` at 13:58]] and "
          "[[c:it took about five minutes to reconnect]]. [[s:The lag check reported 412 seconds of lag at 14:15]], "
          "which is [[s:above the 300-second critical threshold]]. "
          "[[u:The lag was caused by a long-running ALTER TABLE on the source]].\n\n"
          "[[s:There was also a deadlock on `shop.orders` at 13:41 (error 1213)]].\n\n"
          "Overall, [[c:replication is healthy and fully caught up]]."},

    {"q": "What's using most of the memory on haiku?", "ev": ["e1", "e3", "e7"],
     "a": "Certainly.\n\n"
          "### Memory usage on **haiku**\n\n"
          "- **Total RAM:** [[s:31.1 GiB]]\n"
          "- **Used:** [[t:26.1 GiB (83.9%)]]\n"
          "- **Swap used:** [[t:312 MiB of 4 GiB]]\n\n"
          "### Top processes by memory\n\n"
          "| PID | Process | RSS | %MEM |\n|---|---|---|---|\n"
          "| [[s:1843]] | **mysqld** | [[c:24.6 GB]] | [[s:79.1%]] |\n"
          "| 1012 | **firewalld** | [[s:48 MiB]] | 0.2% |\n\n"
          "[[s:**mysqld** is by far the largest consumer]]; [[u:most of that is the InnoDB buffer pool, which is "
          "set to 24 GB]]. [[u:No other database server is running on the box]].\n\n"
          "In short, [[s:memory use comes almost entirely from MySQL]].\n\n"
          "**Recommendation:** check the buffer pool size:\n"
          "```\nmysql -e \"SELECT @@innodb_buffer_pool_size/1024/1024/1024 AS gb;\"\n```"},

    {"q": "How full is the MySQL data disk?", "ev": ["e1", "e4"],
     "a": "Sure! Here's what I found:\n\n"
          "### Disk usage\n\n"
          "| Mount | Device | Size | Used | Use% |\n|---|---|---|---|---|\n"
          "| `/var/lib/mysql` | [[s:/dev/sdb1]] | [[s:894.3 GiB]] | [[c:731.5 GiB]] | [[s:76.2%]] |\n"
          "| `/` | /dev/mapper/cs-root | [[s:69.9 GiB]] | 13.2 GiB | [[c:81.9%]] |\n"
          "| `/boot` | /dev/sda1 | 0.9 GiB | 0.4 GiB | [[s:40.9%]] |\n\n"
          "The **/var/lib/mysql** volume has [[c:about 163 GiB free]]. [[s:It is formatted as XFS]]. "
          "[[u:At the current binlog growth rate it will fill up in roughly 3 weeks]].\n\n"
          "Overall, [[s:the data disk is the fullest filesystem on the machine]].\n\n"
          "**Recommendation:** purge old binary logs:\n"
          "```\nmysql -e \"PURGE BINARY LOGS BEFORE NOW() - INTERVAL 3 DAY;\"\n```"},

    {"q": "When did mysqld last start, and will it come back after a reboot?", "ev": ["e2", "e7"],
     "a": "Certainly.\n\n"
          "### mysqld.service\n\n"
          "- **State:** [[s:active (running)]]\n"
          "- **Main PID:** [[s:1843]]\n"
          "- **Active since:** [[s:2026-11-02 03:11:27]]\n"
          "- **Enabled at boot:** [[s:yes]]\n\n"
          "[[t:The server itself was booted about 16.5 days ago]], so [[t:mysqld started right after the last "
          "boot]] — [[c:it has been running for about 12 days]]. "
          "[[u:The last restart was part of a planned maintenance window]].\n\n"
          "In short, [[s:MySQL will start automatically after a reboot]]."},

    {"q": "What errors did MySQL log in the last hour?", "ev": ["e5"],
     "extra": [user("u1", "We had a network blip to the primary around 2pm, is that in the logs?", HAI)],
     "a": "Sure! Here's what I found:\n\n"
          "### MySQL error log (last 60 minutes)\n\n"
          "| Time | Level | Message |\n|---|---|---|\n"
          "| [[s:13:41:08]] | Warning | [[s:Deadlock on `shop.orders` (Error_code 1213)]] |\n"
          "| [[c:13:59:45]] | ERROR | [[s:Can't connect to MySQL server on '10.20.4.11:3306' (110)]] |\n"
          "| 14:06:12 | Warning | [[s:`mysql_native_password` is deprecated]] |\n\n"
          "Yes — [[s:the blip you mentioned shows up as the connection error just before 14:00]]. "
          "[[s:The replica reconnected and resumed from `binlog.004218` at position 4]]. "
          "[[u:Error 110 means the source's firewall dropped the packets]].\n\n"
          "There were [[c:three ERROR-level entries]] in total.\n\n"
          "Overall, [[s:the only ERROR in the hour was the reconnect failure]]."},

    {"q": "Give me a quick overview of haiku.", "ev": ["e1", "e2", "e7"],
     "a": "Certainly.\n\n"
          "### System overview\n\n"
          "- **OS:** [[s:CentOS Stream 9]]\n"
          "- **Kernel:** [[s:5.14.0-522.el9.x86_64]]\n"
          "- **CPU:** Intel Xeon Silver 4314, [[c:32 cores]] / [[s:32 threads]]\n"
          "- **Load average:** [[t:6.1, 5.5, 4.9]]\n"
          "- **MySQL:** [[s:8.0.39]], [[s:active]]\n\n"
          "[[t:The load has been rising over the last 15 minutes]], [[u:which is normal for a replica catching "
          "up]]. [[t:Memory is over 80% used]].\n\n"
          "In short, [[c:the box runs MySQL 8.4]] and [[s:MySQL is up]]."},

    {"q": "Who has sudo on haiku, and which account runs MySQL? Cite the evidence.", "ev": ["e1", "e3"],
     "a": "Sure! Here's what I found:\n\n"
          "### Accounts\n\n"
          "| User | UID | Shell | Notes |\n|---|---|---|---|\n"
          "| **rkumar** | [[s:1000]] | /bin/bash | [[s:member of `wheel`]] |\n"
          "| **ops-backup** | [[c:1000]] | /bin/bash | [[c:member of `wheel`]] |\n"
          "| **mysql** | [[s:27]] | [[s:/sbin/nologin]] | service account |\n\n"
          "- [[s:mysqld runs as the `mysql` user]] [e3].\n"
          "- [[u:The `mysql` account's home is /var/lib/mysql]] [e3].\n"
          "- [[s:The wheel group has GID 10]] [e1].\n\n"
          "In short, [[c:two users can use sudo]]."},
]

# ---------------------------------------------------------------------------------------------------------
# sonnet — Ubuntu 24.04 machine-learning box
# ---------------------------------------------------------------------------------------------------------
SON = Clock("2026-11-20T22:10:00+08:00")
SON_MEM = 135_089_106_944
SON_ROOT = 999_662_493_696
SON_SCRATCH = 3_840_753_532_928
NV_OLD = "550.107.02-0ubuntu0.24.04.1"
NV_NEW = "550.120-0ubuntu0.24.04.1"

sonnet_evidence = [
    steady("e1", SON, age=7200,
           hostname="sonnet", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="AMD Ryzen Threadripper PRO 5965WX 24-Cores", cpu_cores=24,
           cpu_threads=48, memory_total_bytes=SON_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": SON_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/scratch", "fstype": "xfs", "total_bytes": SON_SCRATCH}],
           network_interfaces=[{"name": "enp65s0", "mac": "3c:ec:ef:51:07:2a", "addresses": ["10.8.0.42/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.8.0.1", package_manager="dpkg",
           installed_packages={"nvidia-driver-550": NV_NEW, "nvidia-utils-550": NV_NEW,
                               "libnvidia-compute-550": NV_NEW, "cuda-toolkit-12-4": "12.4.1-1",
                               "python3": "3.12.3-0ubuntu2", "python3-pip": "24.0+dfsg-1ubuntu1",
                               "nvme-cli": "2.8-1build2", "linux-image-6.8.0-48-generic": "6.8.0-48.48"},
           available_services=["nvidia-persistenced.service", "ssh.service", "systemd-resolved.service",
                               "cron.service"],
           users=[{"name": "mlops", "uid": 1000, "gid": 1000, "home": "/home/mlops", "shell": "/bin/bash"},
                  {"name": "priya", "uid": 1001, "gid": 1001, "home": "/home/priya", "shell": "/bin/zsh"},
                  {"name": "jun", "uid": 1002, "gid": 1002, "home": "/home/jun", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mlops", "priya"]},
                   {"name": "video", "gid": 44, "members": ["priya", "jun"]}]),
    item("e2", "linux_processes", processes(538, SON_MEM, [
        (48211, "python", "priya", 312.4, int(38.2 * GiB), "2026-11-20T09:14:02+08:00",
         "python train.py --config configs/llama_ft.yaml --batch-size 16"),
        (48977, "python", "jun", 198.7, int(27.5 * GiB), "2026-11-20T13:40:51+08:00",
         "python -u train_vit.py --epochs 90 --local-rank=0"),
        (50102, "python", "priya", 96.3, int(14.8 * GiB), "2026-11-20T20:02:17+08:00",
         "python preprocess.py --shards 64 --out /scratch/tok"),
        (49013, "python", "jun", 101.2, int(9.6 * GiB), "2026-11-20T13:40:55+08:00",
         "python -u train_vit.py --epochs 90 --local-rank=1"),
        (3120, "jupyter-lab", "mlops", 1.2, int(2.1 * GiB), "2026-11-11T08:20:33+08:00",
         "/usr/bin/python3 /usr/local/bin/jupyter-lab --no-browser --port 8888"),
        (3388, "tensorboard", "mlops", 0.8, int(1.4 * GiB), "2026-11-11T08:21:10+08:00",
         "/usr/bin/python3 /usr/local/bin/tensorboard --logdir /scratch/runs"),
        (1544, "systemd-journal", "root", 0.1, 412 * MiB, "2026-11-11T08:15:44+08:00", "/usr/lib/systemd/systemd-journald"),
        (2311, "snapd", "root", 0.0, 96 * MiB, "2026-11-11T08:16:02+08:00", "/usr/lib/snapd/snapd"),
    ]), SON, age=40, args={"sort": "memory", "limit": 8}, complete=False),
    item("e3", "linux_processes", processes(541, SON_MEM, [
        (50102, "python", "priya", 412.8, int(13.9 * GiB), "2026-11-20T20:02:17+08:00",
         "python preprocess.py --shards 64 --out /scratch/tok"),
        (48211, "python", "priya", 305.1, int(38.1 * GiB), "2026-11-20T09:14:02+08:00",
         "python train.py --config configs/llama_ft.yaml --batch-size 16"),
        (48977, "python", "jun", 201.4, int(27.4 * GiB), "2026-11-20T13:40:51+08:00",
         "python -u train_vit.py --epochs 90 --local-rank=0"),
        (49013, "python", "jun", 101.6, int(9.6 * GiB), "2026-11-20T13:40:55+08:00",
         "python -u train_vit.py --epochs 90 --local-rank=1"),
        (3120, "jupyter-lab", "mlops", 1.1, int(2.1 * GiB), "2026-11-11T08:20:33+08:00",
         "/usr/bin/python3 /usr/local/bin/jupyter-lab --no-browser --port 8888"),
    ]), SON, age=660, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e4", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 2_184_000_000, "write_bytes_per_s": 312_500_000, "busy_percent": 87.4},
        {"device": "nvme0n1", "read_bytes_per_s": 1_250_000, "write_bytes_per_s": 8_400_000, "busy_percent": 3.2},
    ]}, SON, age=20, args={"interval_seconds": 1.0}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", SON_ROOT, 420_857_896_960),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_422_528),
        fs("/dev/nvme1n1p1", "/scratch", "xfs", SON_SCRATCH, 3_303_048_038_400),
    ]}, SON, age=25),
    item("e6", "linux_system_info",
         system_info(58.6, [28.4, 27.9, 25.1], 827_630, "2026-11-11T08:15:40+08:00", SON_MEM, 38_654_705_664,
                     8 * GiB, int(1.2 * GiB)), SON, age=30),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-11-05T10:22:14+08:00", "install", "linux-image-6.8.0-48-generic", None, "6.8.0-48.48"),
        package_event("2026-11-05T10:22:14+08:00", "upgrade", "linux-generic", "6.8.0-45.45", "6.8.0-48.48"),
        package_event("2026-11-12T19:47:03+08:00", "upgrade", "nvidia-driver-550", NV_OLD, NV_NEW),
        package_event("2026-11-12T19:47:03+08:00", "upgrade", "nvidia-utils-550", NV_OLD, NV_NEW),
        package_event("2026-11-12T19:47:05+08:00", "upgrade", "libnvidia-compute-550", NV_OLD, NV_NEW),
        package_event("2026-11-18T11:03:40+08:00", "install", "nvme-cli", None, "2.8-1build2"),
    ]}, SON, age=60, args={"since_days": 30}),
    item("e8", "linux_service_status",
         unit("nvidia-persistenced.service", "active", "running", pid=1790, since="2026-11-11T08:15:58+08:00",
              desc="NVIDIA Persistence Daemon"), SON, age=30, args={"name": "nvidia-persistenced"}),
]

sonnet_answers = [
    {"q": "Which processes are using the most memory?", "ev": ["e1", "e2"],
     "a": "Sure! Here's what I found:\n\n"
          "### Top memory consumers\n\n"
          "| PID | User | Command | RSS | %MEM |\n|---|---|---|---|---|\n"
          "| [[s:48211]] | [[s:priya]] | `train.py` (llama_ft) | [[s:38.2 GiB]] | [[s:30.4%]] |\n"
          "| [[c:49013]] | jun | `train_vit.py` rank 0 | [[s:27.5 GiB]] | 21.9% |\n"
          "| 50102 | priya | `preprocess.py` | [[c:14.8 GB]] | [[s:11.8%]] |\n\n"
          "- **Python total:** [[c:about 80 GiB across the four training processes]]\n"
          "- [[s:`jupyter-lab` and `tensorboard` together use about 3.5 GiB]].\n\n"
          "[[u:No other user is running jobs on the GPUs]]. [[u:`train.py` is leaking memory]] — "
          "[[u:its RSS has been growing steadily since it started]].\n\n"
          "In short, [[s:priya's fine-tuning job is the largest]]."},

    {"q": "Is the NVMe scratch disk the bottleneck?", "ev": ["e1", "e4", "e5"],
     "a": "Certainly.\n\n"
          "### Disk I/O (1-second sample)\n\n"
          "| Device | Read | Write | Busy |\n|---|---|---|---|\n"
          "| **nvme1n1** (/scratch) | [[s:2.2 GB/s]] | [[c:31.3 MB/s]] | [[s:87.4%]] |\n"
          "| **nvme0n1** (/) | 1.3 MB/s | [[s:8.4 MB/s]] | [[s:3.2%]] |\n\n"
          "### Space\n\n"
          "- **/scratch:** [[s:86.0% used]], [[c:about 538 GiB free]] of [[s:3.8 TB]]\n\n"
          "[[s:The scratch NVMe is much busier than the root disk]]; [[c:that is roughly 2.2 GiB/s of reads]]. "
          "[[u:The dataloader workers in `train_vit.py` are responsible for most of the reads]].\n\n"
          "**Recommendation:** watch it live with\n"
          "```\niostat -xm 2 nvme1n1\n```\n\n"
          "Overall, [[u:the scratch disk is likely the bottleneck for training throughput]]."},

    {"q": "What NVIDIA driver is installed, and when was it updated?", "ev": ["e1", "e7"],
     "a": "Sure! Here's what I found:\n\n"
          "### NVIDIA driver\n\n"
          "- **Package:** `nvidia-driver-550`\n"
          "- **Version:** [[s:550.120-0ubuntu0.24.04.1]]\n"
          "- **Previous version:** [[c:550.90.07]]\n"
          "- **Updated:** [[c:2026-11-12 at 11:47]]\n\n"
          "[[s:`nvidia-utils-550` and `libnvidia-compute-550` were upgraded in the same run]]. "
          "[[u:550.120 is the newest driver in the 550 branch]]. [[s:The CUDA toolkit 12.4 is installed as well]]. "
          "[[s:A new kernel, 6.8.0-48, was installed on 5 November]], and [[s:it is the running kernel]]. "
          "[[u:You need to reboot for the new driver to take effect]].\n\n"
          "In short, [[c:the driver was upgraded three days ago]]."},

    {"q": "What's hogging the CPU?", "ev": ["e3", "e6"],
     "a": "Certainly.\n\n"
          "### CPU usage\n\n"
          "- **Overall CPU:** [[s:58.6%]]\n"
          "- **Load average:** [[s:28.4 / 27.9 / 25.1]] on [[u:48 threads]]\n\n"
          "### Top processes by CPU\n\n"
          "| PID | Command | CPU |\n|---|---|---|\n"
          "| [[t:50102]] | `preprocess.py` | [[t:412.8%]] |\n"
          "| 48977 | `train_vit.py` rank 0 | [[t:21.4%]] |\n\n"
          "[[t:The preprocessing job is currently the heaviest CPU user]]. "
          "[[u:It is tokenising with 64 worker processes]].\n\n"
          "Overall, [[c:the machine is close to idle]]."},

    {"q": "Is anything besides the training jobs running?", "ev": ["e2"],
     "a": "Sure! Here's what I found:\n\n"
          "Besides the Python training jobs, the memory-sorted list shows:\n\n"
          "- [[s:**jupyter-lab** (PID 3120, user mlops)]], [[s:up since 11 November]]\n"
          "- [[s:**tensorboard** (PID 3388)]], [[s:reading logs from `/scratch/runs`]]\n"
          "- [[c:**systemd-journald** using about 412 GiB]]\n\n"
          "[[u:Nothing else is running on the machine]] — [[c:the process table has only 8 entries]]. "
          "[[c:All of the Python processes belong to priya]].\n\n"
          "In short, [[u:the box is dedicated to training]]."},

    {"q": "How is memory looking overall?", "ev": ["e1", "e6"],
     "a": "Certainly.\n\n"
          "### Memory\n\n"
          "| Metric | Value |\n|---|---|\n"
          "| **Total** | [[s:125.8 GiB]] |\n"
          "| **Used** | [[s:89.8 GiB]] ([[c:77.1%]]) |\n"
          "| **Available** | [[s:36.0 GiB]] |\n"
          "| **Swap** | [[s:1.2 GiB]] of [[c:16 GiB]] |\n\n"
          "[[s:The box has been up for about 9.6 days]] ([[c:since 11 November at 16:15]]). "
          "[[u:The swap usage comes from the preprocessing job]].\n\n"
          "In short, [[c:there is over 50 GiB of headroom]]."},

    {"q": "Which users have sudo, and who is running the big jobs? Cite the evidence.", "ev": ["e1", "e2", "e8"],
     "a": "Sure! Here's what I found:\n\n"
          "### Users\n\n"
          "- [[s:**mlops**, **priya** and **jun** are the regular accounts]] [e1]\n"
          "- [[s:`sudo` group: mlops and priya]] [e1]\n"
          "- [[u:priya's shell is /bin/zsh]] [e2]\n\n"
          "### Jobs\n\n"
          "- [[s:jun runs both `train_vit.py` ranks]] [e2]\n"
          "- [[c:mlops runs the 38.2 GiB fine-tuning job]] [e2]\n\n"
          "### GPU service\n\n"
          "[[s:`nvidia-persistenced` is active]] [e8] [[c:with PID 1544]] [e8]. "
          "[[u:Both GPUs are in persistence mode]] [e8].\n\n"
          "In short, [[s:two of the three users can use sudo]]."},
]

# ---------------------------------------------------------------------------------------------------------
# ode — Debian 12 HAProxy load balancer
# ---------------------------------------------------------------------------------------------------------
ODE = Clock("2026-11-16T09:40:00+08:00")
ODE_MEM = 8_323_002_368
ODE_IFACES = [{"name": "ens192", "mac": "00:50:56:9a:11:02", "addresses": ["203.0.113.10/24"], "is_up": True},
              {"name": "ens224", "mac": "00:50:56:9a:11:03", "addresses": ["10.40.0.5/24"], "is_up": True}]
HAP_OLD = "2.8.10-1~bpo12+1"
HAP_NEW = "2.8.11-1~bpo12+1"

ode_evidence = [
    steady("e1", ODE, age=3600,
           hostname="ode", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-26-amd64", cpu_model="Intel(R) Xeon(R) E-2336 CPU @ 2.90GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=ODE_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62_725_623_808}],
           network_interfaces=ODE_IFACES, dns_servers=["10.40.0.2"], default_gateway="203.0.113.1",
           package_manager="dpkg",
           installed_packages={"haproxy": HAP_NEW, "openssl": "3.0.15-1~deb12u1", "libssl3": "3.0.15-1~deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "prometheus-node-exporter": "1.5.0-1+b6",
                               "tzdata": "2025b-0+deb12u1"},
           available_services=["haproxy.service", "ssh.service", "prometheus-node-exporter.service",
                               "rsyslog.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "haproxy", "uid": 105, "gid": 111, "home": "/var/lib/haproxy", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["admin"]},
                   {"name": "haproxy", "gid": 111, "members": []}]),
    item("e2", "linux_service_status",
         unit("haproxy.service", "active", "running", pid=20417, since="2026-11-14T02:15:33+08:00",
              desc="HAProxy Load Balancer"), ODE, age=30, args={"name": "haproxy"}),
    item("e3", "linux_network_info", {
        "interfaces": ODE_IFACES,
        "listening": [listener(80, "0.0.0.0", 20431, "haproxy"), listener(443, "0.0.0.0", 20431, "haproxy"),
                      listener(8404, "0.0.0.0", 20431, "haproxy"), listener(22, "0.0.0.0", 688, "sshd"),
                      listener(9100, "::", 702, "prometheus-node")],
        "connections": [
            connection("10.40.0.5:40112", "10.40.0.21:8080", 20431, "haproxy"),
            connection("10.40.0.5:40118", "10.40.0.21:8080", 20431, "haproxy"),
            connection("10.40.0.5:40126", "10.40.0.21:8080", 20431, "haproxy"),
            connection("10.40.0.5:40131", "10.40.0.21:8080", 20431, "haproxy"),
            connection("10.40.0.5:40140", "10.40.0.21:8080", 20431, "haproxy"),
            connection("10.40.0.5:38204", "10.40.0.22:8080", 20431, "haproxy"),
            connection("10.40.0.5:38210", "10.40.0.22:8080", 20431, "haproxy"),
            connection("10.40.0.5:38217", "10.40.0.22:8080", 20431, "haproxy"),
            connection("10.40.0.5:38229", "10.40.0.22:8080", 20431, "haproxy"),
            connection("10.40.0.5:41220", "10.40.0.23:8080", 20431, "haproxy", status="SYN_SENT"),
            connection("203.0.113.10:443", "198.51.100.77:52114", 20431, "haproxy"),
            connection("203.0.113.10:443", "192.0.2.45:61022", 20431, "haproxy"),
            connection("203.0.113.10:443", "198.51.100.12:49877", 20431, "haproxy"),
            connection("203.0.113.10:80", "192.0.2.200:50110", None, None, status="TIME_WAIT"),
            connection("203.0.113.10:22", "192.0.2.9:55012", 30112, "sshd"),
        ]}, ODE, age=25),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "haproxy.service", "entries": [
        log_entry("2026-11-16T08:52:15+08:00", "haproxy.service", "warning",
                  "[WARNING]  (20431) : Health check for server be_app/web3 failed, reason: Layer4 timeout, "
                  "check duration: 2001ms, status: 1/2 UP."),
        log_entry("2026-11-16T08:52:17+08:00", "haproxy.service", "alert",
                  "[ALERT]    (20431) : Server be_app/web3 is DOWN, reason: Layer4 timeout, check duration: 2001ms. "
                  "2 active and 0 backup servers left. 0 sessions active, 0 requeued, 0 remaining in queue."),
        log_entry("2026-11-16T09:05:02+08:00", "haproxy.service", "warning",
                  "[WARNING]  (20431) : Health check for server be_app/web3 failed, reason: Layer4 connection "
                  "problem, info: \"Connection refused\", check duration: 1ms, status: 0/3 DOWN."),
    ]}, ODE, age=30, args={"unit": "haproxy", "since_minutes": 120}),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-10T06:31:12+08:00", "upgrade", "openssl", "3.0.14-1~deb12u2", "3.0.15-1~deb12u1"),
        package_event("2026-11-10T06:31:12+08:00", "upgrade", "libssl3", "3.0.14-1~deb12u2", "3.0.15-1~deb12u1"),
        package_event("2026-11-14T02:14:50+08:00", "upgrade", "haproxy", HAP_OLD, HAP_NEW),
        package_event("2026-11-14T02:14:52+08:00", "upgrade", "tzdata", "2024a-0+deb12u1", "2025b-0+deb12u1"),
    ]}, ODE, age=60, args={"since_days": 14}),
    item("e6", "linux_system_info",
         system_info(11.4, [0.42, 0.51, 0.48], 3_584_189, "2026-10-05T22:03:11+08:00", ODE_MEM, 5_905_580_032,
                     1 * GiB, 0), ODE, age=20),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "ens192", "rx_bytes_per_s": 3_412_000, "tx_bytes_per_s": 18_905_000},
        {"name": "ens224", "rx_bytes_per_s": 17_800_000, "tx_bytes_per_s": 3_050_000},
    ]}, ODE, age=540, args={"interval_seconds": 1.0}),
    item("e8", "linux_file_read", {"path": "/etc/haproxy/haproxy.cfg", "offset": 40, "limit": 12, "total_lines": 58,
                                   "lines": ["backend be_app",
                                             "    balance roundrobin",
                                             "    option httpchk GET /healthz",
                                             "    http-check expect status 200",
                                             "    default-server inter 2s fall 2 rise 3",
                                             "    server web1 10.40.0.21:8080 check",
                                             "    server web2 10.40.0.22:8080 check",
                                             "    server web3 10.40.0.23:8080 check",
                                             "",
                                             "listen stats",
                                             "    bind *:8404",
                                             "    stats enable"]},
         ODE, age=45, args={"path": "/etc/haproxy/haproxy.cfg", "offset": 40, "limit": 12}, complete=False),
]

ode_answers = [
    {"q": "Is HAProxy up, and what is it listening on?", "ev": ["e2", "e3"],
     "a": "Sure! Here's what I found:\n\n"
          "### haproxy.service\n\n"
          "- **State:** [[s:active (running)]]\n"
          "- **Enabled:** [[s:yes]]\n"
          "- **Master PID:** [[s:20417]]\n"
          "- **Running since:** [[c:2026-11-13 18:15:33]]\n\n"
          "### Listeners\n\n"
          "| Port | Address | Process |\n|---|---|---|\n"
          "| [[s:80]] | 0.0.0.0 | haproxy |\n"
          "| [[s:443]] | 0.0.0.0 | haproxy |\n"
          "| [[s:8404]] | 0.0.0.0 | haproxy |\n"
          "| 9100 | [[c:127.0.0.1]] | node exporter |\n\n"
          "[[c:The listening sockets belong to PID 20417]]. "
          "[[u:TLS on 443 is terminated with a Let's Encrypt certificate]].\n\n"
          "In short, [[s:HAProxy is serving HTTP and HTTPS on all interfaces]]."},

    {"q": "How many connections are there to the backends?", "ev": ["e3"],
     "a": "Certainly.\n\n"
          "### Backend connections\n\n"
          "| Backend server | Established |\n|---|---|\n"
          "| **10.40.0.21:8080** | [[s:5]] |\n"
          "| **10.40.0.22:8080** | [[c:5]] |\n"
          "| **10.40.0.23:8080** | [[s:0]] ([[s:one SYN_SENT]]) |\n\n"
          "- **Total to backends:** [[c:10 established]]\n"
          "- **Client connections on 443:** [[s:3]]\n"
          "- [[s:There is one SSH session, from 192.0.2.9]].\n"
          "- [[c:The client connection on port 80 is established]].\n\n"
          "[[u:10.40.0.23 is not answering because its application crashed]].\n\n"
          "Overall, [[s:backend traffic is going only to 10.40.0.21 and 10.40.0.22]]."},

    {"q": "Why is web3 marked down?", "ev": ["e4", "e8"],
     "a": "Sure! Here's what I found:\n\n"
          "### Health-check log\n\n"
          "| Time | Event |\n|---|---|\n"
          "| [[s:08:52:15]] | [[s:Health check failed — Layer4 timeout (2001 ms)]] |\n"
          "| [[c:08:52:51]] | [[s:web3 marked DOWN]] |\n"
          "| 09:05:02 | [[s:Connection refused]] |\n\n"
          "### Config\n\n"
          "- [[s:Checks run every 2 s]] with [[c:`fall 3`]]\n"
          "- [[s:The check is `GET /healthz`, expecting status 200]]\n\n"
          "[[s:After web3 went down, 2 active servers were left in `be_app`]]. "
          "[[u:The application on web3 ran out of memory and its port closed]]. "
          "[[c:HAProxy reported the failure with a Layer7 reason]].\n\n"
          "**Recommendation:** test the backend directly:\n"
          "```\ncurl -sv http://10.40.0.23:8080/healthz\n```\n\n"
          "In short, [[s:web3 first timed out and then started refusing connections]]."},

    {"q": "When was HAProxy upgraded, and is the new version running?", "ev": ["e1", "e2", "e5"],
     "a": "Certainly.\n\n"
          "### Package history (14 days)\n\n"
          "| Date | Package | From | To |\n|---|---|---|---|\n"
          "| [[s:2026-11-14 02:14]] | **haproxy** | [[c:2.8.9-1~bpo12+1]] | [[s:2.8.11-1~bpo12+1]] |\n"
          "| [[c:2026-11-12]] | **openssl / libssl3** | 3.0.14 | [[s:3.0.15]] |\n"
          "| 2026-11-14 | **tzdata** | 2024a | [[s:2025b]] |\n\n"
          "[[s:The service was restarted about 40 seconds after the upgrade]], so "
          "[[s:the running process is the new 2.8.11 build]]. [[u:2.8.11 is the latest 2.8 release]]. "
          "[[u:The openssl upgrade did not require a HAProxy restart]].\n\n"
          "In short, [[c:there were two package upgrades in the last two weeks]]."},

    {"q": "How much traffic is going through the load balancer?", "ev": ["e1", "e7"],
     "a": "Sure! Here's what I found:\n\n"
          "### Network traffic (1-second sample)\n\n"
          "| Interface | Role | RX | TX |\n|---|---|---|---|\n"
          "| **ens192** | [[s:public (203.0.113.10)]] | [[t:3.4 MB/s]] | [[t:18.9 MB/s]] |\n"
          "| **ens224** | [[s:backend (10.40.0.5)]] | 17.8 MB/s | 3.1 MB/s |\n\n"
          "[[t:Outbound traffic to clients is about 151 Mbit/s]]. "
          "[[t:ens224 is receiving about 1.4 Gbit/s from the backends]].\n\n"
          "Overall, [[t:most of the bytes come in from the backends and go out to the clients]], "
          "[[u:which is typical for a site serving mostly images]]."},

    {"q": "Is anything other than HAProxy listening?", "ev": ["e3"],
     "a": "Certainly.\n\n"
          "Besides HAProxy, [[s:two other processes are listening]]:\n\n"
          "- [[s:**sshd** on port 22]] ([[s:PID 688]])\n"
          "- [[s:**prometheus-node-exporter** on port 9100]]\n\n"
          "[[s:There are no UDP listeners]]. [[c:Port 8404 is bound to 127.0.0.1 only]], and "
          "[[c:HAProxy has five listening sockets]].\n\n"
          "In short, [[s:only SSH and the node exporter are open besides HAProxy]]."},

    {"q": "Give me an overview of ode, with evidence ids.", "ev": ["e1", "e2", "e6"],
     "a": "Sure! Here's what I found:\n\n"
          "### System\n\n"
          "- **OS:** [[s:Debian 12 (bookworm)]] [e1]\n"
          "- **Kernel:** [[s:6.1.0-26-amd64]] [e1]\n"
          "- **CPU:** Xeon E-2336, [[c:12 cores]] [e1]\n"
          "- **RAM:** [[s:7.8 GiB]], [[s:29.0% used]] [e6]\n"
          "- **Uptime:** [[c:about 14 days]] [e6]\n"
          "- **Load:** [[s:0.4 / 0.5 / 0.5]] [e6]\n\n"
          "### HAProxy\n\n"
          "[[c:HAProxy has been running since the last boot]] [e2]. "
          "[[u:The `haproxy` user's home is /var/lib/haproxy]] [e6]. "
          "[[s:admin is the only member of `sudo`]] [e1].\n\n"
          "Overall, [[s:the box is lightly loaded]] [e6]."},
]

# ---------------------------------------------------------------------------------------------------------
# limerick — MicroK8s control plane on Ubuntu 22.04
# ---------------------------------------------------------------------------------------------------------
LIM = Clock("2026-11-24T16:05:00+08:00")
LIM_MEM = 16_766_853_120

limerick_evidence = [
    steady("e1", LIM, age=3600,
           hostname="limerick", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-125-generic", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=LIM_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560}],
           network_interfaces=[{"name": "eno1", "mac": "b4:96:91:3a:5e:10", "addresses": ["192.168.60.10/24"], "is_up": True},
                               {"name": "vxlan.calico", "mac": "66:2f:0b:91:c4:7e", "addresses": ["10.1.61.0/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.60.1", package_manager="dpkg",
           installed_packages={"snapd": "2.63+22.04ubuntu0.1", "openssh-server": "1:8.9p1-3ubuntu0.10",
                               "linux-image-5.15.0-125-generic": "5.15.0-125.135"},
           available_services=["snap.microk8s.daemon-kubelite.service", "snap.microk8s.daemon-containerd.service",
                               "snap.microk8s.daemon-k8s-dqlite.service", "ssh.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                   {"name": "microk8s", "gid": 998, "members": ["ubuntu"]}]),
    item("e2", "kubernetes_get", {"context": "microk8s", "namespace": None, "items": [
        node("limerick", True, "v1.31.2"), node("couplet", True, "v1.31.2"), node("tercet", True, "v1.30.6"),
    ]}, LIM, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "microk8s", "namespace": "prod", "items": [
        pod("web-7c9f6d5b8-2xklm", "prod", "Running", "couplet", 0, True, started="2026-11-21T10:02:11+08:00"),
        pod("web-7c9f6d5b8-q8vzn", "prod", "Running", "tercet", 0, True, started="2026-11-21T10:02:14+08:00"),
        pod("api-5d8b7f9c6-hk2lp", "prod", "Running", "couplet", 14, True, started="2026-11-24T15:31:40+08:00"),
        pod("api-5d8b7f9c6-zz4tw", "prod", "Running", "tercet", 3, True, started="2026-11-23T22:18:05+08:00"),
        pod("worker-6f7d8c9b5-m4n7p", "prod", "Running", "tercet", 27, False, waiting="CrashLoopBackOff"),
        pod("redis-0", "prod", "Running", "limerick", 0, True, started="2026-11-18T09:00:47+08:00"),
    ]}, LIM, age=40, args={"resource": "pods", "namespace": "prod"}),
    item("e4", "kubernetes_get", {"context": "microk8s", "namespace": "kube-system", "items": [
        pod("calico-node-4hx2p", "kube-system", "Running", "limerick", 0, True, started="2026-11-03T07:45:10+08:00"),
        pod("calico-node-9kqvw", "kube-system", "Running", "couplet", 2, True, started="2026-11-12T18:20:02+08:00"),
        pod("calico-node-tr7zd", "kube-system", "Running", "tercet", 5, True, started="2026-11-22T04:11:37+08:00"),
        pod("calico-kube-controllers-7f9d8c6b5-xq2lm", "kube-system", "Running", "limerick", 1, True,
            started="2026-11-03T07:46:02+08:00"),
        pod("coredns-7d9f5c8b4-lp9zm", "kube-system", "Running", "couplet", 0, True, started="2026-11-03T07:46:30+08:00"),
        pod("hostpath-provisioner-5c6b7d8f9-wq4ts", "kube-system", "Running", "tercet", 8, True,
            started="2026-11-23T13:52:48+08:00"),
        pod("metrics-server-6b9c7d5f4-j2k8d", "kube-system", "Running", "limerick", 0, True,
            started="2026-11-03T07:46:41+08:00"),
    ]}, LIM, age=1500, args={"resource": "pods", "namespace": "kube-system"}),
    item("e5", "kubernetes_get", {"context": "microk8s", "namespace": "prod", "items": [
        deployment("web", "prod", 2, 2), deployment("api", "prod", 2, 2), deployment("worker", "prod", 1, 0),
    ]}, LIM, age=40, args={"resource": "deployments", "namespace": "prod"}),
    item("e6", "linux_service_status",
         unit("snap.microk8s.daemon-kubelite.service", "active", "running", pid=1422,
              since="2026-11-03T07:44:19+08:00", desc="Service for snap application microk8s.daemon-kubelite"),
         LIM, age=30, args={"name": "snap.microk8s.daemon-kubelite"}),
    item("e7", "linux_system_info",
         system_info(23.5, [1.84, 1.62, 1.51], 1_844_488, "2026-11-03T07:43:02+08:00", LIM_MEM, 7_516_192_768,
                     0, 0), LIM, age=30),
]

limerick_answers = [
    {"q": "Are all the nodes healthy?", "ev": ["e2"],
     "a": "Sure! Here's what I found:\n\n"
          "### Nodes\n\n"
          "| Node | Status | Kubelet |\n|---|---|---|\n"
          "| **limerick** | [[s:Ready]] | [[s:v1.31.2]] |\n"
          "| **couplet** | [[s:Ready]] | v1.31.2 |\n"
          "| **tercet** | [[s:Ready]] | [[c:v1.31.2]] |\n\n"
          "[[s:All three nodes are Ready]]. [[c:Every node runs the same kubelet version]]. "
          "[[u:limerick is the only control-plane node]].\n\n"
          "Overall, [[s:the cluster has three nodes]]."},

    {"q": "Which pods are restarting in prod?", "ev": ["e3"],
     "a": "Certainly.\n\n"
          "### Pods with restarts (namespace `prod`)\n\n"
          "| Pod | Node | Restarts | State |\n|---|---|---|---|\n"
          "| **worker-6f7d8c9b5-m4n7p** | [[s:tercet]] | [[c:72]] | [[s:CrashLoopBackOff]] |\n"
          "| **api-5d8b7f9c6-hk2lp** | [[c:tercet]] | [[s:14]] | Running |\n"
          "| **api-5d8b7f9c6-zz4tw** | tercet | [[s:3]] | Running |\n\n"
          "- [[s:Both `web` pods have 0 restarts]].\n"
          "- [[c:The api pod hk2lp last started at 07:31]].\n\n"
          "[[u:The worker is crashing because it cannot reach Redis]].\n\n"
          "In short, [[c:three pods are not ready]]."},

    {"q": "Is the worker deployment OK?", "ev": ["e3", "e5"],
     "a": "Sure! Here's what I found:\n\n"
          "### Deployments in `prod`\n\n"
          "| Deployment | Ready |\n|---|---|\n"
          "| **web** | [[s:2/2]] |\n"
          "| **api** | [[s:2/2]] |\n"
          "| **worker** | [[c:1/1]] |\n\n"
          "[[s:The only worker pod, `worker-6f7d8c9b5-m4n7p`, is in CrashLoopBackOff]] and [[s:is not ready]]. "
          "[[u:The last exit code was 137 (OOMKilled)]].\n\n"
          "**Recommendation:** check the previous container's logs:\n"
          "```\nmicrok8s kubectl -n prod logs worker-6f7d8c9b5-m4n7p --previous\n```\n\n"
          "In short, [[c:the worker deployment is healthy]]."},

    {"q": "How do the kube-system pods look?", "ev": ["e4"],
     "a": "Certainly.\n\n"
          "### kube-system pods\n\n"
          "| Pod | Node | Restarts |\n|---|---|---|\n"
          "| calico-node-tr7zd | [[t:tercet]] | [[t:5]] |\n"
          "| hostpath-provisioner-5c6b7d8f9-wq4ts | tercet | [[t:3]] |\n"
          "| coredns-7d9f5c8b4-lp9zm | couplet | [[t:0]] |\n\n"
          "[[t:All kube-system pods are Running]]. [[t:There are three calico-node pods, one per node]]. "
          "[[u:The hostpath-provisioner restarts are due to disk pressure on tercet]].\n\n"
          "Overall, [[t:no kube-system pod is in CrashLoopBackOff]]."},

    {"q": "Is kubelite running, and how is the control-plane node doing?", "ev": ["e1", "e6", "e7"],
     "a": "Sure! Here's what I found:\n\n"
          "### snap.microk8s.daemon-kubelite\n\n"
          "- **State:** [[s:active (running)]]\n"
          "- **PID:** [[s:1422]]\n"
          "- **Since:** [[s:3 November, 07:44]]\n\n"
          "### Resources\n\n"
          "| Metric | Value |\n|---|---|\n"
          "| CPU | [[s:23.5%]] |\n"
          "| Load | [[c:1.8 / 1.6 / 1.2]] |\n"
          "| Memory | [[s:8.6 GiB used]] of [[c:16.0 GiB]] |\n"
          "| Uptime | [[s:21.3 days]] |\n\n"
          "[[s:kubelite has been running since the node booted]]. [[c:The node has 12 physical cores]].\n\n"
          "In short, [[u:the control plane is responding normally]]."},

    {"q": "Can you confirm all nodes are on the same version now?", "ev": ["e1", "e2"],
     "extra": [user("u1", "I upgraded every node to 1.31 last week, so the versions should all match now.", LIM)],
     "a": "Certainly.\n\n"
          "| Node | Kubelet version |\n|---|---|\n"
          "| **limerick** | [[s:v1.31.2]] |\n"
          "| **couplet** | [[s:v1.31.2]] |\n"
          "| **tercet** | [[s:v1.30.6]] |\n\n"
          "[[s:tercet did not get the upgrade]] — [[s:it is one minor version behind the other two]]. "
          "[[u:The snap refresh on tercet probably failed because the node was being drained]]. "
          "[[c:The control-plane node limerick runs Ubuntu 24.04]], with [[s:kernel 5.15.0-125-generic]].\n\n"
          "**Recommendation:** refresh the snap on tercet:\n"
          "```\nsudo snap refresh microk8s --channel=1.31/stable\n```\n\n"
          "Overall, [[c:two of the three nodes are out of date]]."},

    {"q": "List the prod pods and where they run, with evidence ids.", "ev": ["e2", "e3", "e4"],
     "a": "Sure! Here's what I found:\n\n"
          "### prod pods by node\n\n"
          "- **limerick:** [[s:redis-0]] [e3]\n"
          "- **couplet:** [[s:web-7c9f6d5b8-2xklm]], [[s:api-5d8b7f9c6-hk2lp]] [e3]\n"
          "- **tercet:** web-7c9f6d5b8-q8vzn, api-5d8b7f9c6-zz4tw, [[s:worker-6f7d8c9b5-m4n7p]] [e3]\n\n"
          "[[c:There are seven pods in `prod`]] [e3]. [[c:couplet carries the most pods]]. "
          "[[u:The worker pod has restarted 27 times]] [e2]. "
          "[[t:The calico-node pod on tercet has restarted 5 times]] [e4].\n\n"
          "In short, [[s:tercet runs the most prod pods]]."},
]

# ---------------------------------------------------------------------------------------------------------
# ballad — Manjaro laptop
# ---------------------------------------------------------------------------------------------------------
BAL = Clock("2026-11-27T20:30:00+08:00")
BAL_MEM = 31_951_884_288
BAL_IFACES = [{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
              {"name": "wlp1s0", "mac": "f4:c8:8a:3b:92:1d", "addresses": ["192.168.1.37/24"], "is_up": True},
              {"name": "tun0", "mac": None, "addresses": ["10.8.0.6/24"], "is_up": True}]

ballad_evidence = [
    steady("e1", BAL, age=5400,
           hostname="ballad", os_name="Manjaro Linux", os_version="24.1.2", os_codename="Xahea",
           kernel="6.6.63-1-MANJARO", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=BAL_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_023_690_752_000},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 314_572_800}],
           network_interfaces=BAL_IFACES, dns_servers=["10.8.0.1"], default_gateway="192.168.1.1",
           package_manager="pacman",
           installed_packages={"linux66": "6.6.63-1", "networkmanager": "1.50.0-1",
                               "networkmanager-openvpn": "1.12.0-1", "openvpn": "2.6.12-1", "firefox": "133.0-1",
                               "kdeconnect": "24.08.3-1", "cups": "2:2.4.11-1", "zsh": "5.9-5"},
           available_services=["NetworkManager.service", "bluetooth.service", "cups.service", "avahi-daemon.service",
                               "power-profiles-daemon.service", "sshd.service", "systemd-resolved.service"],
           users=[{"name": "mira", "uid": 1000, "gid": 1000, "home": "/home/mira", "shell": "/bin/zsh"},
                  {"name": "tomas", "uid": 1001, "gid": 1001, "home": "/home/tomas", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["mira"]},
                   {"name": "network", "gid": 90, "members": ["mira"]},
                   {"name": "video", "gid": 986, "members": ["mira", "tomas"]}]),
    item("e2", "linux_network_info", {
        "interfaces": BAL_IFACES,
        "listening": [listener(631, "127.0.0.1", 802, "cupsd"), listener(5353, "0.0.0.0", 640, "avahi-daemon", proto="udp"),
                      listener(1716, "::", 1933, "kdeconnectd")],
        "connections": [
            connection("192.168.1.37:51544", "198.51.100.20:443", 1712, "openvpn"),
            connection("10.8.0.6:44120", "140.82.112.3:443", 2210, "firefox"),
            connection("10.8.0.6:38822", "151.101.1.69:443", 2210, "firefox"),
            connection("192.168.1.37:50312", "142.250.4.100:443", 2210, "firefox"),
        ]}, BAL, age=30),
    item("e3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 2_400, "tx_bytes_per_s": 2_400},
        {"name": "wlp1s0", "rx_bytes_per_s": 1_245_000, "tx_bytes_per_s": 96_000},
        {"name": "tun0", "rx_bytes_per_s": 1_180_000, "tx_bytes_per_s": 88_000},
    ]}, BAL, age=30, args={"interval_seconds": 1.0}),
    item("e4", "linux_package_history", {"events": [
        package_event("2026-11-19T21:10:44+08:00", "remove", "docker", "1:27.3.1-1", None),
        package_event("2026-11-19T21:10:44+08:00", "remove", "containerd", "1.7.23-1", None),
        package_event("2026-11-22T19:02:31+08:00", "install", "openvpn", None, "2.6.12-1"),
        package_event("2026-11-22T19:02:31+08:00", "install", "networkmanager-openvpn", None, "1.12.0-1"),
        package_event("2026-11-25T22:40:17+08:00", "upgrade", "linux66", "6.6.60-1", "6.6.63-1"),
        package_event("2026-11-25T22:40:17+08:00", "upgrade", "firefox", "132.0.2-1", "133.0-1"),
        package_event("2026-11-25T22:40:18+08:00", "upgrade", "networkmanager", "1.48.10-1", "1.50.0-1"),
    ]}, BAL, age=60, args={"since_days": 10}),
    item("e5", "linux_containers", {}, BAL, age=25, args={"all": True}, complete=False,
         error="no container engine found: neither docker nor podman is installed"),
    item("e6", "linux_system_info",
         system_info(7.8, [0.61, 0.74, 0.80], 44_234, "2026-11-27T08:12:26+08:00", BAL_MEM, 19_327_352_832,
                     8 * GiB, 0), BAL, age=20),
    item("e7", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", pid=598, since="2026-11-27T08:12:31+08:00",
             desc="Network Manager"),
        unit("bluetooth.service", "active", "running", pid=601, since="2026-11-27T08:12:31+08:00",
             desc="Bluetooth service"),
        unit("cups.service", "active", "running", pid=802, since="2026-11-27T08:12:33+08:00", desc="CUPS Scheduler"),
        unit("avahi-daemon.service", "active", "running", pid=640, since="2026-11-27T08:12:31+08:00",
             desc="Avahi mDNS/DNS-SD Stack"),
        unit("power-profiles-daemon.service", "active", "running", pid=655, since="2026-11-27T08:12:32+08:00",
             desc="Power Profiles daemon"),
        unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH Daemon"),
        unit("systemd-resolved.service", "inactive", "dead", ufs="disabled", desc="Network Name Resolution"),
    ]}, BAL, age=900),
    item("e8", "linux_file_changes", {"root": "/etc", "since": "2026-11-26T20:29:20+08:00", "files": [
        {"path": "/etc/resolv.conf", "mtime": "2026-11-27T19:58:03+08:00", "size_bytes": 112},
        {"path": "/etc/NetworkManager/system-connections/work-vpn.nmconnection",
         "mtime": "2026-11-27T19:57:40+08:00", "size_bytes": 1_412},
        {"path": "/etc/pacman.d/mirrorlist", "mtime": "2026-11-27T08:20:11+08:00", "size_bytes": 2_318},
        {"path": "/etc/cups/subscriptions.conf", "mtime": "2026-11-27T08:13:02+08:00", "size_bytes": 1_105},
    ]}, BAL, age=40, args={"root": "/etc", "since_minutes": 1440, "limit": 20}),
]

ballad_answers = [
    {"q": "Am I connected to the VPN right now?", "ev": ["e2", "e3"],
     "a": "Sure! Here's what I found:\n\n"
          "### VPN status\n\n"
          "- **Tunnel interface:** [[s:`tun0`]], [[s:up]], [[s:address 10.8.0.6/24]]\n"
          "- **OpenVPN process:** [[s:PID 1712]], [[s:connected to 198.51.100.20 on port 443]]\n\n"
          "### Traffic (1 s)\n\n"
          "| Interface | RX | TX |\n|---|---|---|\n"
          "| tun0 | [[s:1.2 MB/s]] | [[c:8.8 KB/s]] |\n"
          "| wlp1s0 | [[c:12.5 MB/s]] | [[s:96 KB/s]] |\n\n"
          "[[c:All Firefox traffic goes through the tunnel]]. [[u:The VPN uses AES-256-GCM]].\n\n"
          "Overall, [[s:yes, you are connected to the VPN]]."},

    {"q": "Which users are on this laptop, and who can use sudo?", "ev": ["e1"],
     "a": "Certainly.\n\n"
          "### Users\n\n"
          "| User | UID | Shell |\n|---|---|---|\n"
          "| **mira** | [[s:1000]] | [[s:/bin/zsh]] |\n"
          "| **tomas** | 1001 | [[c:/bin/zsh]] |\n\n"
          "### Groups\n\n"
          "- [[s:**wheel**: mira]]\n"
          "- [[s:**video**: mira, tomas]]\n"
          "- [[c:**network**: mira, tomas]]\n\n"
          "[[s:Only mira can use sudo]], [[u:because Manjaro grants sudo to `wheel` in "
          "`/etc/sudoers.d/10-installer`]].\n\n"
          "In short, [[c:there are three user accounts on this laptop]]."},

    {"q": "What got updated recently?", "ev": ["e1", "e4"],
     "a": "Sure! Here's what I found:\n\n"
          "### pacman history (last 10 days)\n\n"
          "| Date | Action | Package | Version |\n|---|---|---|---|\n"
          "| [[s:25 Nov]] | upgrade | **linux66** | [[s:6.6.60-1 → 6.6.63-1]] |\n"
          "| 25 Nov | upgrade | **firefox** | [[c:132.0.1-1 → 133.0-1]] |\n"
          "| 25 Nov | upgrade | **networkmanager** | [[s:1.48.10-1 → 1.50.0-1]] |\n"
          "| [[c:21 Nov]] | install | **openvpn** | 2.6.12-1 |\n"
          "| 19 Nov | [[s:remove]] | **docker** | 1:27.3.1-1 |\n\n"
          "[[s:The running kernel is the new 6.6.63]]. [[c:The kernel upgrade happened at 14:40]]. "
          "[[u:Docker was removed to free up disk space]].\n\n"
          "Overall, [[c:six packages changed]]."},

    {"q": "What containers do I have running?", "ev": ["e4", "e5"],
     "a": "Certainly.\n\n"
          "### Containers\n\n"
          "[[s:The container read failed]]: [[s:no container engine was found]]. "
          "[[u:You have no containers running]].\n\n"
          "[[s:Docker was removed on 19 November]], [[s:together with containerd]]. "
          "[[c:Podman is installed, but its socket is not running]].\n\n"
          "**Recommendation:** if you need containers again:\n"
          "```\nsudo pacman -S podman\n```\n\n"
          "In short, [[s:there is no container engine on this laptop right now]]."},

    {"q": "Which services are running?", "ev": ["e7"],
     "a": "Sure! Here's what I found:\n\n"
          "### Services\n\n"
          "| Unit | State |\n|---|---|\n"
          "| **NetworkManager** | [[t:active (running)]] |\n"
          "| **bluetooth** | [[t:active (running)]] |\n"
          "| **systemd-resolved** | [[t:active (running)]] |\n"
          "| **sshd** | [[t:inactive]] |\n\n"
          "[[u:The VPN is managed by NetworkManager]].\n\n"
          "In short, [[t:five services are running]]."},

    {"q": "What changed in /etc in the last day?", "ev": ["e8"],
     "a": "Certainly.\n\n"
          "### Files changed in /etc (last 24 h)\n\n"
          "| File | Modified | Size |\n|---|---|---|\n"
          "| `/etc/resolv.conf` | [[s:19:58]] | [[s:112 bytes]] |\n"
          "| `/etc/NetworkManager/system-connections/work-vpn.nmconnection` | [[c:11:57]] | [[c:1.4 MB]] |\n"
          "| `/etc/pacman.d/mirrorlist` | [[s:08:20]] | [[s:2.3 KB]] |\n\n"
          "[[c:Three files changed]]. [[u:resolv.conf was rewritten when the VPN pushed its DNS server]]. "
          "[[s:The most recent change was `resolv.conf`]].\n\n"
          "Overall, [[c:all of the changes are network or package related]]."},

    {"q": "Is anything on the laptop reachable from the network? Cite the evidence.", "ev": ["e1", "e2", "e6"],
     "a": "Sure! Here's what I found:\n\n"
          "### Listening sockets\n\n"
          "| Port | Proto | Address | Process |\n|---|---|---|---|\n"
          "| [[s:631]] | tcp | [[s:127.0.0.1]] | cupsd |\n"
          "| [[s:5353]] | [[s:udp]] | 0.0.0.0 | avahi-daemon |\n"
          "| 1716 | tcp | [[c:127.0.0.1]] | kdeconnectd |\n\n"
          "- [[c:KDE Connect is only reachable locally]] [e2]\n"
          "- [[s:There is no SSH server listening]] [e2]\n"
          "- [[u:The firewall blocks port 1716 anyway]] [e6]\n"
          "- **Uptime:** [[c:about 21 hours]] [e6]\n\n"
          "In short, [[s:only avahi and KDE Connect accept connections from other machines]]."},
]

MACHINES = [
    {"name": "haiku", "clock": HAI, "evidence": haiku_evidence, "answers": haiku_answers},
    {"name": "sonnet", "clock": SON, "evidence": sonnet_evidence, "answers": sonnet_answers},
    {"name": "ode", "clock": ODE, "evidence": ode_evidence, "answers": ode_answers},
    {"name": "limerick", "clock": LIM, "evidence": limerick_evidence, "answers": limerick_answers},
    {"name": "ballad", "clock": BAL, "evidence": ballad_evidence, "answers": ballad_answers},
]
