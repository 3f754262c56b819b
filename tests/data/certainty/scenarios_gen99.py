"""99th generation (written blind, in the manner of OLMo 2 13B Instruct: plain and a little wordy, "Based on the
output of …" and "Looking at the …" openers, numbered lists of full sentences, the question sometimes restated,
loose rounding ("roughly", "a bit over", GB for GiB), causes explained that the evidence cannot give, a few small
tables, one emoji, and a closing "Let me know if you'd like me to …"). All five clocks are on America/Denver
(-07:00 in late November 2026).

andes — a Rocky Linux 9.4 git server running Gitea 1.22.3 and PostgreSQL 15.8 behind nginx. Its evidence: a
steady-state snapshot (xfs volumes for /, /var/lib/gitea on /dev/sdb1 and /var/lib/pgsql; rpm packages; mlopez in
wheel, rchen in git), fresh disk usage (/var/lib/gitea at 86.1%), a complete listing of every service (seven
running, gitea-backup.service failed), three hours of the postgresql-15 journal (a timed checkpoint, a "too
frequently" warning, one failed password login for gitea_ro), twelve hours of the backup unit's journal (dump
finished 02:52, restic upload lost its sftp connection at 03:07), a memory-sorted process listing cut at five,
a fifteen-minute-old system reading (stale) and a cut listing of the files changed under /var/lib/gitea in the
last day (a 36 GiB dump left in tmp, repository archives, a 2 GiB log).

alps — an Ubuntu 24.04 developer laptop (dana in sudo, tomas not). Every Podman container (pg-dev on postgres:16.4
and redis-dev running for three hours, mailpit exited with code 2), a CPU-sorted process listing cut at six
(Firefox, VS Code, gnome-shell, a container's postgres checkpointer), a complete socket listing (resolved, cupsd,
rootlessport on 5432 and 6379, avahi on UDP 5353; VS Code and Firefox connections), fresh system info, an
eleven-minute-old disk reading (stale) and a one-second traffic sample on the Wi-Fi interface and podman0.

urals — a single-node k3s edge cluster on Debian 12 (Celeron J6412, 7.6 GiB RAM, no swap). Pods of the `edge`
namespace (telemetry-ingest in CrashLoopBackOff with 41 restarts, ota-updater Pending on insufficient memory,
sensor-gateway with two restarts), the node (Ready, v1.30.6+k3s1, containerd 1.7.22-k3s1, amd64, no pressure
conditions), the deployments, a failed read of the crashing container's log file (permission denied), fresh
system info (84% memory in use), the k3s unit and a twelve-minute-old k3s journal (stale).

atlas — a Debian 12 backup server taking borg backups over SSH in the night. A steady-state snapshot (md1 RAID10
for /srv/backup, kpetrov in sudo, borg user), a disk-I/O sample (md1 writing 142 MiB/s, four member disks near
90% busy), a complete socket listing (four SSH peers by name, node exporter on one address), a cut listing of
file changes under /srv/backup, thirty days of apt history (openssh deb12u5 → deb12u6 on Nov 4, borgbackup
1.2.4 → 1.2.8 and borgmatic on Nov 17, a new kernel image on Nov 21), a CPU-sorted cut process listing, fresh
system info and disk usage, an eight-minute-old ssh journal (stale) and a complete borg-only process listing.

pamir — an Arch Linux gaming desktop (Ryzen 7 7800X3D, NVIDIA with the open kernel module, Steam, Discord). A
steady-state snapshot whose `packages` source is listed in stale_sources (so its package versions, one kernel
and one driver behind, are stale), a week of pacman history (linux 6.18.4 → 6.18.5 with nvidia 590.44.01 →
590.48.01 on Nov 24, mesa and gamemode on Nov 26, discord on Nov 28), the nvidia journal lines since boot (module
load, two Xid 13 errors from a game thread), a memory-sorted cut process listing led by Cyberpunk 2077, fresh
system info and disk usage (games drive at 89.5%) and a twenty-five-minute-old traffic sample (stale).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# andes — Rocky Linux 9 git server
# ---------------------------------------------------------------------------------------------------------
AND = Clock("2026-11-23T10:45:00-07:00")
AND_MEM = 33_385_512_960
andes_evidence = [
    steady("e1", AND, age=3600,
           hostname="andes", os_name="Rocky Linux", os_version="9.4", os_codename="Blue Onyx",
           kernel="5.14.0-427.42.1.el9_4.x86_64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=AND_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 80_474_439_680},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/gitea", "fstype": "xfs", "total_bytes": 536_602_476_544},
                  {"device": "/dev/mapper/rl-pgsql", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": 107_317_563_392},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:8a:12", "addresses": ["10.20.0.14/16"], "is_up": True},
                               {"name": "eno2", "mac": "3c:ec:ef:41:8a:13", "addresses": [], "is_up": False}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"gitea": "1.22.3-1.el9", "postgresql15-server": "15.8-1PGDG.rhel9",
                               "postgresql15": "15.8-1PGDG.rhel9", "nginx": "1:1.20.1-16.el9_4.1",
                               "openssh-server": "8.7p1-38.el9_4.4", "restic": "0.16.4-1.el9",
                               "git-core": "2.43.5-1.el9_4", "firewalld": "1.3.4-1.el9"},
           available_services=["gitea.service", "postgresql-15.service", "nginx.service", "sshd.service",
                               "gitea-backup.service", "firewalld.service", "crond.service", "chronyd.service"],
           users=[{"name": "mlopez", "uid": 1000, "gid": 1000, "home": "/home/mlopez", "shell": "/bin/bash"},
                  {"name": "rchen", "uid": 1001, "gid": 1001, "home": "/home/rchen", "shell": "/bin/bash"},
                  {"name": "git", "uid": 987, "gid": 987, "home": "/var/lib/gitea", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["mlopez"]},
                   {"name": "git", "gid": 987, "members": ["git", "rchen"]},
                   {"name": "postgres", "gid": 26, "members": []}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 80_474_439_680, 22_870_573_056),
        fs("/dev/sdb1", "/var/lib/gitea", "xfs", 536_602_476_544, 462_179_123_200),
        fs("/dev/mapper/rl-pgsql", "/var/lib/pgsql", "xfs", 107_317_563_392, 41_230_270_464),
        fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 398_458_880),
    ]}, AND, age=25),
    item("e3", "linux_service_status", {"units": [
        unit("chronyd.service", "active", "running", pid=951, since="2026-11-18T06:12:22-07:00", desc="NTP client/server"),
        unit("crond.service", "active", "running", pid=1301, since="2026-11-18T06:12:40-07:00", desc="Command Scheduler"),
        unit("firewalld.service", "active", "running", pid=982, since="2026-11-18T06:12:20-07:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("gitea-backup.service", "failed", "failed", ufs="static", pid=None, since=None,
             desc="Gitea nightly dump and restic upload"),
        unit("gitea.service", "active", "running", pid=1402, since="2026-11-18T06:12:44-07:00",
             desc="Gitea (Git with a cup of tea)"),
        unit("nginx.service", "active", "running", pid=1215, since="2026-11-18T06:12:36-07:00",
             desc="The nginx HTTP and reverse proxy server"),
        unit("postgresql-15.service", "active", "running", pid=1188, since="2026-11-18T06:12:31-07:00",
             desc="PostgreSQL 15 database server"),
        unit("sshd.service", "active", "running", pid=1034, since="2026-11-18T06:12:25-07:00", desc="OpenSSH server daemon"),
    ]}, AND, age=40),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postgresql-15.service", "entries": [
        log_entry("2026-11-23T08:02:11-07:00", "postgresql-15.service", "info", "LOG:  checkpoint starting: time"),
        log_entry("2026-11-23T08:06:41-07:00", "postgresql-15.service", "info",
                  "LOG:  checkpoint complete: wrote 14211 buffers (10.8%); 0 WAL file(s) added, 0 removed, 9 recycled; "
                  "write=269.873 s, sync=0.412 s, total=270.455 s"),
        log_entry("2026-11-23T09:14:52-07:00", "postgresql-15.service", "warning",
                  "LOG:  checkpoints are occurring too frequently (24 seconds apart)"),
        log_entry("2026-11-23T09:14:52-07:00", "postgresql-15.service", "info",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-11-23T09:58:03-07:00", "postgresql-15.service", "err",
                  "FATAL:  password authentication failed for user \"gitea_ro\""),
        log_entry("2026-11-23T09:58:03-07:00", "postgresql-15.service", "info",
                  "DETAIL:  Connection matched pg_hba.conf line 92: \"host all all 10.20.0.0/16 scram-sha-256\""),
    ]}, AND, age=30, args={"unit": "postgresql-15.service", "since_minutes": 180}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "gitea-backup.service", "entries": [
        log_entry("2026-11-23T02:30:04-07:00", "gitea-backup.service", "info", "Starting Gitea nightly dump and restic upload..."),
        log_entry("2026-11-23T02:52:38-07:00", "gitea-backup.service", "info",
                  "gitea-backup.sh[48211]: 2026/11/23 02:52:38 ...dump.go:312:runDump() [I] Finish dumping in file /var/lib/gitea/tmp/gitea-dump-1795426204.zip"),
        log_entry("2026-11-23T03:07:15-07:00", "gitea-backup.service", "err",
                  "gitea-backup.sh[48211]: Fatal: unable to save snapshot: sftp: \"connection lost\" (SSH_FX_CONNECTION_LOST)"),
        log_entry("2026-11-23T03:07:15-07:00", "gitea-backup.service", "warning",
                  "gitea-backup.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-23T03:07:15-07:00", "gitea-backup.service", "warning",
                  "gitea-backup.service: Failed with result 'exit-code'."),
        log_entry("2026-11-23T03:07:15-07:00", "gitea-backup.service", "err",
                  "Failed to start Gitea nightly dump and restic upload."),
    ]}, AND, age=35, args={"unit": "gitea-backup.service", "since_minutes": 720}),
    item("e6", "linux_processes", processes(231, AND_MEM, [
        (1402, "gitea", "git", 3.1, 1_330_642_944, "2026-11-18T06:12:44-07:00", "/usr/local/bin/gitea web --config /etc/gitea/app.ini"),
        (1190, "postgres", "postgres", 0.6, 642_777_088, "2026-11-18T06:12:31-07:00", "postgres: checkpointer"),
        (51877, "postgres", "postgres", 1.8, 421_527_552, "2026-11-23T09:40:12-07:00", "postgres: gitea gitea 127.0.0.1(43918) idle"),
        (1188, "postgres", "postgres", 0.0, 231_735_296, "2026-11-18T06:12:31-07:00", "/usr/pgsql-15/bin/postmaster -D /var/lib/pgsql/15/data/"),
        (982, "firewalld", "root", 0.0, 50_331_648, "2026-11-18T06:12:20-07:00", "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
    ]), AND, age=50, args={"sort": "memory", "limit": 5}, complete=False),
    item("e7", "linux_system_info",
         system_info(14.2, [1.12, 0.98, 0.87], 447_475, "2026-11-18T06:12:05-07:00", AND_MEM, 12_884_901_888,
                     4 * GiB, 512 * MiB), AND, age=900),
    item("e8", "linux_file_changes", {"root": "/var/lib/gitea", "since": "2026-11-22T10:45:00-07:00", "files": [
        {"path": "/var/lib/gitea/tmp/gitea-dump-1795426204.zip", "mtime": "2026-11-23T02:52:38-07:00", "size_bytes": 38_654_705_664},
        {"path": "/var/lib/gitea/data/repo-archive/3f/3f9a7c1e.tar.gz", "mtime": "2026-11-23T10:12:09-07:00", "size_bytes": 1_288_490_189},
        {"path": "/var/lib/gitea/data/repo-archive/a0/a01b22fe.zip", "mtime": "2026-11-23T09:31:47-07:00", "size_bytes": 1_310_720_000},
        {"path": "/var/lib/gitea/data/lfs/9c/4e/9c4e7d0b1a2f", "mtime": "2026-11-23T08:55:13-07:00", "size_bytes": 734_003_200},
        {"path": "/var/lib/gitea/log/gitea.log", "mtime": "2026-11-23T10:44:31-07:00", "size_bytes": 2_147_483_648},
        {"path": "/var/lib/gitea/repositories/platform/firmware.git/objects/pack/pack-71c2e0.pack", "mtime": "2026-11-23T07:18:22-07:00", "size_bytes": 4_617_089_843},
    ]}, AND, age=45, args={"root": "/var/lib/gitea", "since_minutes": 1440, "limit": 6}, complete=False),
]

andes_answers = [
    {"q": "Why is /var/lib/gitea filling up so fast?", "ev": ["e2", "e8"],
     "a": "Based on the output of the disk usage tool (e2), your /var/lib/gitea filesystem is [[s:about 86% full]]. "
          "You asked why it is filling up so fast, so I also looked at the files that changed in the last 24 hours (e8). "
          "Here is a summary of what I found:\n\n"
          "1. [[s:The volume is roughly 500 GB in total]], of which [[s:roughly 430 GB is "
          "used]], [[c:leaving only about 47 GB free]].\n"
          "2. The largest recent change is [[s:a Gitea dump file in /var/lib/gitea/tmp that is roughly 36 GB]]. "
          "[[s:It was written at 02:52 this morning]].\n"
          "3. [[s:Two repository archives under data/repo-archive were also created today]], [[c:each of them around "
          "12 GB in size]].\n"
          "4. [[s:The gitea.log file has grown to about 2 GB]], which is quite large for a log file.\n"
          "5. [[c:The pack file of the platform/firmware.git repository is the biggest file on the volume]], at a bit "
          "over 4 GB.\n\n"
          "[[u:These are the only files that changed in the last day]], so the dump file is most likely the main "
          "reason for the growth. [[u:It was probably left behind because the backup job did not finish cleaning "
          "up after itself]].\n\n"
          "Let me know if you'd like me to suggest a cleanup plan for the old dump files and repository archives."},
    {"q": "Did anything fail overnight on andes?", "ev": ["e3", "e5"],
     "a": "Looking at the service list (e3) and the journal for the backup unit (e5), yes, one thing failed "
          "overnight.\n\n"
          "1. [[s:The gitea-backup.service unit is in a failed state]]. [[s:It started at 02:30 this morning]] and "
          "[[c:it failed at about 03:17]].\n"
          "2. [[s:The error in the log says that it was unable to save the snapshot because the sftp connection was "
          "lost]], and [[s:the main process exited with status 1]].\n"
          "3. [[s:The Gitea dump step itself did finish]], [[c:at 02:41]], so the problem happened during the "
          "upload.\n"
          "4. [[u:This most likely happened because the remote backup server rebooted or dropped the connection in "
          "the middle of the upload]].\n\n"
          "[[s:Every other service in the list is active and running]], [[c:so there are eight services running in "
          "total]].\n\n"
          "Let me know if you'd like me to show you how to rerun the backup manually with "
          "`systemctl start gitea-backup.service`."},
    {"q": "Is there anything worrying in the PostgreSQL log?", "ev": ["e4"],
     "a": "Based on the output of the log tool for postgresql-15.service over the last three hours (e4), there are a "
          "few things worth mentioning:\n\n"
          "1. [[s:A checkpoint started at 08:02]] and [[s:took roughly four and a half minutes to complete]]. "
          "[[c:It wrote about 1,400 buffers]], [[c:which is around 18% of shared buffers]].\n"
          "2. [[s:At 09:14, PostgreSQL warned that checkpoints are occurring too frequently]], [[c:about 42 seconds "
          "apart]]. [[s:It suggests increasing max_wal_size]].\n"
          "3. [[s:There was one failed password login for the user gitea_ro]], [[c:at 09:58 UTC]].\n\n"
          "[[s:Apart from the failed login, there are no other errors in this window]]. [[u:The frequent checkpoints "
          "are likely caused by the nightly backup writing a lot of data]], so raising max_wal_size to something like "
          "4 GB should help.\n\n"
          "Let me know if you'd like me to look at the current checkpoint settings in postgresql.conf."},
    {"q": "What's using the most memory on andes, and how much RAM is free?", "ev": ["e6", "e7"],
     "a": "Looking at the process list sorted by memory (e6) and the system information (e7), here is what I "
          "found:\n\n"
          "1. [[u:The process using the most memory is gitea (PID 1402), as shown in e7]], [[s:with a bit over "
          "1.2 GB resident]] ([[s:about 4% of RAM]]).\n"
          "2. [[c:Second is the PostgreSQL postmaster, PID 1188, at roughly 610 MB]].\n"
          "3. [[s:A PostgreSQL backend for the gitea database (PID 51877) is using about 400 MB]].\n"
          "4. [[s:Three of the five processes listed belong to the postgres user]].\n\n"
          "As for free memory, [[t:the system has about 12 GB available]] [[t:out of 32 GB]], [[t:so usage is at "
          "roughly 61%]]. [[t:Swap usage is small, about 512 MB]].\n\n"
          "Overall this does not look like a memory problem.\n\n"
          "Let me know if you'd like me to check again with a fresh reading, since the system information is a few "
          "minutes old."},
    {"q": "What OS and kernel is andes running, and who has sudo?", "ev": ["e1"],
     "a": "Based on the output of the steady state information (e1), here are the details for andes:\n\n"
          "1. [[s:The operating system is Rocky Linux 9.4]] ([[c:codename \"Green Obsidian\"]]).\n"
          "2. [[c:The kernel version is 5.14.0-362.24.1.el9_3]].\n"
          "3. [[s:There is about 32 GB of RAM]].\n"
          "4. On Rocky Linux, sudo access is normally given through the wheel group. [[s:The only member of the wheel "
          "group is mlopez]]. [[s:rchen is not in wheel]], [[s:but is a member of the git group]].\n"
          "5. [[c:The git user's home directory is /home/git]].\n"
          "6. [[s:Gitea version 1.22.3 is installed]], [[c:along with PostgreSQL 15.6]], [[u:which is the latest "
          "PostgreSQL 15 release]].\n\n"
          "Let me know if you'd like me to check the sudoers file for any extra rules."},
    {"q": "Is Gitea up, and how long has it been running?", "ev": ["e3", "e7"],
     "a": "Looking at the service status (e3), Gitea is up. Here are the details:\n\n"
          "1. [[s:gitea.service is active (running)]].\n"
          "2. [[s:It has been active since November 18 at 06:12]], [[c:which is a bit over six days ago]].\n"
          "3. [[s:PostgreSQL (postgresql-15.service) and nginx are also active]], and [[c:nginx has been running "
          "since 07:12 on the 18th]].\n"
          "4. [[c:The gitea unit is disabled]], so it will not start automatically after a reboot.\n\n"
          "According to the system information, [[t:the server itself has been up for about 5 days]] and [[t:the "
          "CPU usage is low, at around 14%]]. [[u:Gitea is responding normally to web requests]].\n\n"
          "Let me know if you'd like me to enable the service with `sudo systemctl enable gitea`."},
    {"q": "Can we ignore the backup thing?", "ev": ["e3"],
     "extra": [user("u1", "The backup ran fine last night, I didn't get any email about it, so we can ignore that, right?", AND)],
     "a": "You mentioned that the backup ran fine last night because you did not get an email. Based on the service "
          "list (e3), I'm afraid that is not quite right:\n\n"
          "1. [[s:gitea-backup.service is currently in the failed state]], [[u:so the run last night did not complete "
          "successfully]].\n"
          "2. [[c:The unit's description says it uploads the dump with borg]].\n"
          "3. [[s:Its unit file state is static]].\n"
          "4. [[u:The email was most likely not sent because no mail relay is configured on this server]].\n\n"
          "[[s:The other services, such as crond and chronyd, are running normally]].\n\n"
          "Let me know if you'd like me to look at the backup journal to find the exact error."},
]

# ---------------------------------------------------------------------------------------------------------
# alps — Ubuntu 24.04 developer laptop
# ---------------------------------------------------------------------------------------------------------
ALP = Clock("2026-11-25T16:10:00-07:00")
ALP_MEM = 33_324_621_824
ALP_ROOT = 982_820_896_768
alps_evidence = [
    steady("e1", ALP, age=2400,
           hostname="alps", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-49-generic", cpu_model="13th Gen Intel(R) Core(TM) i7-1360P", cpu_cores=12, cpu_threads=16,
           memory_total_bytes=ALP_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": ALP_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168}],
           network_interfaces=[{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
                               {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:21:9b", "addresses": ["192.168.1.57/24"], "is_up": True},
                               {"name": "podman0", "mac": "6a:1e:33:d0:4c:7f", "addresses": ["10.88.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"podman": "4.9.3+ds1-1ubuntu0.2", "code": "1.95.3-1731513102",
                               "git": "1:2.43.0-1ubuntu7.1", "python3": "3.12.3-0ubuntu2",
                               "snapd": "2.66.1+24.04", "gnome-shell": "46.0-0ubuntu6~24.04.5",
                               "network-manager": "1.46.0-1ubuntu2.2"},
           available_services=["NetworkManager.service", "cups.service", "snapd.service", "bluetooth.service",
                               "gdm.service", "podman.service"],
           users=[{"name": "dana", "uid": 1000, "gid": 1000, "home": "/home/dana", "shell": "/bin/zsh"},
                  {"name": "tomas", "uid": 1001, "gid": 1001, "home": "/home/tomas", "shell": "/bin/bash"}],
           groups=[{"name": "adm", "gid": 4, "members": ["syslog", "dana"]},
                   {"name": "sudo", "gid": 27, "members": ["dana"]},
                   {"name": "lpadmin", "gid": 114, "members": ["dana"]},
                   {"name": "plugdev", "gid": 46, "members": ["dana", "tomas"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("4f1c9a2e7b3d", "pg-dev", "docker.io/library/postgres:16.4", "running", "Up 3 hours",
            "2026-11-12T09:14:27-07:00", ["127.0.0.1:5432->5432/tcp"]),
        box("a93e5d0c1f82", "redis-dev", "docker.io/library/redis:7.4-alpine", "running", "Up 3 hours",
            "2026-11-12T09:15:03-07:00", ["127.0.0.1:6379->6379/tcp"]),
        box("7be20d4419aa", "mailpit", "docker.io/axllent/mailpit:v1.20", "exited", "Exited (2) 2 days ago",
            "2026-11-20T11:02:40-07:00", ["127.0.0.1:8025->8025/tcp", "127.0.0.1:1025->1025/tcp"]),
    ]}, ALP, age=30, args={"all": True}),
    item("e3", "linux_processes", processes(438, ALP_MEM, [
        (8812, "firefox", "dana", 18.4, 2_040_109_465, "2026-11-25T08:47:10-07:00", "/snap/firefox/5239/usr/lib/firefox/firefox"),
        (10244, "code", "dana", 12.7, 1_181_116_006, "2026-11-25T09:02:33-07:00",
         "/usr/share/code/code --type=renderer --enable-crash-reporter"),
        (8990, "Isolated Web Co", "dana", 9.8, 734_003_200, "2026-11-25T08:47:19-07:00",
         "/snap/firefox/5239/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
        (2410, "gnome-shell", "dana", 6.1, 612_368_384, "2026-11-25T08:45:02-07:00", "/usr/bin/gnome-shell"),
        (10301, "code", "dana", 4.4, 498_073_600, "2026-11-25T09:02:35-07:00",
         "/usr/share/code/code --type=utility --utility-sub-type=node.mojom.NodeService"),
        (15523, "postgres", "100998", 2.3, 96_468_992, "2026-11-25T13:08:51-07:00", "postgres: checkpointer"),
    ]), ALP, age=40, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
                       {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:21:9b", "addresses": ["192.168.1.57/24"], "is_up": True},
                       {"name": "podman0", "mac": "6a:1e:33:d0:4c:7f", "addresses": ["10.88.0.1/16"], "is_up": True}],
        "listening": [listener(53, "127.0.0.53", 712, "systemd-resolve"),
                      listener(53, "127.0.0.53", 712, "systemd-resolve", proto="udp"),
                      listener(631, "127.0.0.1", 1388, "cupsd"),
                      listener(5432, "127.0.0.1", 15488, "rootlessport"),
                      listener(6379, "127.0.0.1", 15601, "rootlessport"),
                      listener(5353, "0.0.0.0", 905, "avahi-daemon", proto="udp")],
        "connections": [connection("192.168.1.57:52344", "140.82.112.21:443", 10301, "code"),
                        connection("192.168.1.57:41822", "142.250.72.46:443", 8812, "firefox"),
                        connection("192.168.1.57:41830", "151.101.1.69:443", 8812, "firefox"),
                        connection("192.168.1.57:38016", "13.107.5.93:443", 10301, "code"),
                        connection("127.0.0.1:49210", "127.0.0.1:5432", 10301, "code"),
                        connection("192.168.1.57:60112", "34.107.243.93:443", 8812, "firefox", status="TIME_WAIT")]},
        ALP, age=25),
    item("e5", "linux_system_info",
         system_info(27.6, [2.84, 2.31, 1.97], 26_940, "2026-11-25T08:40:40-07:00", ALP_MEM, 15_032_385_536,
                     8 * GiB, 0), ALP, age=20),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", ALP_ROOT, 611_201_105_920),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_488_064),
    ]}, ALP, age=660),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 48_210, "tx_bytes_per_s": 48_210},
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2_310_442, "tx_bytes_per_s": 184_006},
        {"name": "podman0", "rx_bytes_per_s": 12_408, "tx_bytes_per_s": 9_812},
    ]}, ALP, age=15),
]

alps_answers = [
    {"q": "Are my dev containers running?", "ev": ["e2"],
     "a": "Based on the output of the container listing (e2), here is the status of your Podman containers:\n\n"
          "1. [[s:pg-dev is running]] and [[s:has been up for about 3 hours]]. [[s:It publishes PostgreSQL on "
          "127.0.0.1:5432]], so it is only reachable from the laptop itself. [[c:It is running PostgreSQL 15]].\n"
          "2. [[s:redis-dev is also running]], [[s:using the redis:7.4-alpine image]], [[c:and it is published on "
          "port 6380]].\n"
          "3. [[s:There is a third container, mailpit, which has exited]] [[c:with exit code 137]]. [[u:This "
          "usually means it was killed because the laptop ran low on memory]].\n\n"
          "[[c:Both running containers were created about 3 hours ago]], so it looks like they were started fresh "
          "today.\n\n"
          "Let me know if you'd like me to start mailpit again with `podman start mailpit`."},
    {"q": "My fan is really loud. What is eating the CPU?", "ev": ["e3", "e5"],
     "a": "Looking at the process list sorted by CPU (e3) and the system information (e5), it seems the load is "
          "coming mostly from your browser and your editor. Here is a breakdown:\n\n"
          "1. [[s:Firefox (PID 8812) is the top process at roughly 18% CPU]].\n"
          "2. [[s:A VS Code renderer process (PID 10244) is next, at about 13%]].\n"
          "3. [[c:A Firefox content process (Isolated Web Co, PID 8990) is using about 19%]].\n"
          "4. [[c:gnome-shell is using around 16%]].\n"
          "5. [[s:A postgres checkpointer process shows up at about 2%]].\n\n"
          "Overall, [[s:total CPU usage is at about 28%]] and [[s:the 1-minute load average is 2.84]], [[c:which is "
          "lower than the 15-minute average]]. [[u:There are no background "
          "indexers like tracker-miner running]], so that is not the cause.\n\n"
          "Memory is not an issue either: you are using [[c:about 12 GB]] of [[s:your 32 GB]].\n\n"
          "Let me know if you'd like me to show you how to find the busy tab with Firefox's about:processes page."},
    {"q": "What is listening on my laptop? Is anything exposed to the network?", "ev": ["e4"],
     "a": "Based on the output of the network tool (e4), here are the listening sockets on your laptop:\n\n"
          "1. [[s:systemd-resolved is listening on 127.0.0.53 port 53]], on both TCP and UDP.\n"
          "2. [[s:Ports 5432 and 6379 are listening on 127.0.0.1]], [[s:held by rootlessport]], [[u:which forwards "
          "them into your Podman containers]].\n"
          "3. [[c:avahi-daemon is listening on TCP port 5353]].\n\n"
          "To answer your question about exposure: [[s:the only socket bound to all interfaces is avahi on "
          "0.0.0.0]], and [[s:everything else is bound to localhost]]. [[s:There is no SSH server listening]].\n\n"
          "For outgoing connections, [[s:VS Code has an open connection to 140.82.112.21 on port 443]], and [[c:Firefox has four established connections]]. [[s:VS Code also has a local connection to "
          "port 5432]].\n\n"
          "Let me know if you'd like me to help you disable avahi if you don't need it."},
    {"q": "Am I in the sudo group? Who else has admin rights?", "ev": ["e1"],
     "extra": [user("u1", "I'm dana, by the way.", ALP)],
     "a": "Based on the steady state data (e1), yes, you have admin rights. Here are the details:\n\n"
          "1. [[s:The sudo group (GID 27) has one member, dana]], so you can use sudo.\n"
          "2. [[s:tomas is not in the sudo group]]. [[c:He is a member of adm]], though, [[u:which lets him read "
          "most of the logs in /var/log]].\n"
          "3. [[s:You are also in adm, lpadmin and plugdev]].\n"
          "4. [[c:Your login shell is /bin/bash]]. [[s:The shell for tomas is /bin/bash]].\n"
          "5. [[s:Your UID is 1000]].\n\n"
          "[[c:There are three user accounts with home directories under /home]].\n\n"
          "Let me know if you'd like me to show you how to add tomas to the sudo group with `sudo usermod -aG sudo "
          "tomas`."},
    {"q": "How much disk space do I have left?", "ev": ["e1", "e6"],
     "a": "Looking at the disk usage data (e6), here is the state of your disks:\n\n"
          "1. [[t:Your root filesystem on /dev/nvme0n1p2 is about 62% full]].\n"
          "2. [[t:You have roughly 346 GB free]], and [[t:about 520 GB is used]].\n"
          "3. [[s:The total size of the root filesystem is around 915 GB]], [[c:and it is formatted as btrfs]].\n"
          "4. [[t:The EFI partition is almost empty, at under 1%]].\n\n"
          "[[u:Most of the used space is probably taken up by container images and the files in your home "
          "directory]].\n\n"
          "Let me know if you'd like me to find the largest directories with `du -h --max-depth=1 ~ | sort -h`."},
    {"q": "What network interfaces do I have and how much traffic is going through them?", "ev": ["e4", "e7"],
     "a": "Based on the output of the network information (e4) and the one-second traffic sample (e7), here is a "
          "small table:\n\n"
          "| Interface | Address | Traffic |\n"
          "|---|---|---|\n"
          "| wlp0s20f3 (Wi-Fi) | [[s:192.168.1.57/24]] | [[s:about 2.3 MB/s down]], [[c:about 1.8 MB/s up]] |\n"
          "| podman0 | [[c:10.88.0.1/24]] | [[s:around 12 KB/s]] |\n"
          "\n"
          "1. [[s:Your Wi-Fi interface, wlp0s20f3, is up]].\n"
          "2. podman0 is the bridge that your Podman containers use.\n\n"
          "[[u:The 2.3 MB/s of download is most likely Firefox or a VS Code extension update]].\n\n"
          "Let me know if you'd like me to take another sample to see whether the traffic keeps up."},
    {"q": "Is the redis container using a lot of memory?", "ev": ["e2", "e3"],
     "extra": [user("u1", "I stopped the postgres container this morning, so only redis should be up.", ALP)],
     "a": "You said you stopped the postgres container this morning. Looking at the container list (e2), "
          "[[s:pg-dev is still running]] ([[s:Up 3 hours]]), [[u:so it may have been restarted automatically after "
          "you stopped it]]. Also, [[c:redis-dev was created this morning]].\n\n"
          "About memory:\n\n"
          "1. [[u:redis-dev does not appear in the top processes, so it is using very little memory]].\n"
          "2. [[c:The largest process by memory is VS Code, at about 1.1 GB]].\n"
          "3. [[s:Firefox's main process is using roughly 1.9 GB]].\n\n"
          "Let me know if you'd like me to check redis directly with `podman stats redis-dev`."},
]

# ---------------------------------------------------------------------------------------------------------
# urals — k3s single-node edge cluster on Debian 12
# ---------------------------------------------------------------------------------------------------------
URA = Clock("2026-11-26T07:30:00-07:00")
URA_MEM = 8_148_684_800


def edge_pod(name, phase, restarts=0, ready=True, waiting=None, started=None, last_exit=None):
    p = pod(name, "edge", phase, "urals", restarts=restarts, ready=ready, waiting=waiting, started=started)
    if last_exit:
        p["status"]["containerStatuses"][0]["lastState"] = {"terminated": last_exit}
    return p


ota_pending = {"kind": "Pod", "metadata": {"name": "ota-updater-84c6d5f7b-9wvxr", "namespace": "edge"},
               "spec": {"nodeName": None, "containers": [{"name": "ota-updater",
                        "resources": {"requests": {"cpu": "500m", "memory": "2Gi"}}}]},
               "status": {"phase": "Pending", "conditions": [
                   {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                    "message": "0/1 nodes are available: 1 Insufficient memory. preemption: 0/1 nodes are available: "
                               "1 No preemption victims found for incoming pod."}]}}

urals_evidence = [
    steady("e1", URA, age=5400,
           hostname="urals", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-27-amd64", cpu_model="Intel(R) Celeron(R) J6412 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=URA_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_048_479_232},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:1a:02", "addresses": ["172.16.8.20/24"], "is_up": True},
                               {"name": "cni0", "mac": "c2:7f:12:9e:aa:31", "addresses": ["10.42.0.1/24"], "is_up": True},
                               {"name": "flannel.1", "mac": "9a:61:0c:44:d2:e8", "addresses": ["10.42.0.0/32"], "is_up": True}],
           dns_servers=["172.16.8.1"], default_gateway="172.16.8.1", package_manager="dpkg",
           installed_packages={"openssh-server": "1:9.2p1-2+deb12u3", "curl": "7.88.1-10+deb12u8",
                               "iptables": "1.8.9-2", "mosquitto-clients": "2.0.11-1.2+deb12u1"},
           available_services=["k3s.service", "ssh.service", "systemd-timesyncd.service"],
           users=[{"name": "edgeops", "uid": 1000, "gid": 1000, "home": "/home/edgeops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["edgeops"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": "edge", "items": [
        edge_pod("mqtt-broker-5b7c9d8f6-kq4zt", "Running", started="2026-11-19T05:42:30-07:00"),
        ota_pending,
        edge_pod("sensor-gateway-7d9f8b6c4-x2lqp", "Running", restarts=2, started="2026-11-24T22:17:05-07:00"),
        edge_pod("telemetry-ingest-6f8d7c5b9-h7m2n", "Running", restarts=41, ready=False, waiting="CrashLoopBackOff",
                 last_exit={"exitCode": 1, "reason": "Error", "startedAt": "2026-11-26T07:22:48-07:00",
                            "finishedAt": "2026-11-26T07:22:51-07:00"}),
    ]}, URA, age=30, args={"resource": "pods", "namespace": "edge"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        {"kind": "Node", "metadata": {"name": "urals", "labels": {"node-role.kubernetes.io/control-plane": "true",
                                                                   "node-role.kubernetes.io/master": "true"}},
         "status": {"conditions": [{"type": "MemoryPressure", "status": "False"},
                                   {"type": "DiskPressure", "status": "False"},
                                   {"type": "PIDPressure", "status": "False"},
                                   {"type": "Ready", "status": "True"}],
                    "capacity": {"cpu": "4", "memory": "7957700Ki", "pods": "110"},
                    "allocatable": {"cpu": "4", "memory": "7957700Ki", "pods": "110"},
                    "nodeInfo": {"kubeletVersion": "v1.30.6+k3s1", "containerRuntimeVersion": "containerd://1.7.22-k3s1",
                                 "osImage": "Debian GNU/Linux 12 (bookworm)", "kernelVersion": "6.1.0-27-amd64",
                                 "architecture": "amd64"}}},
    ]}, URA, age=30, args={"resource": "nodes"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "edge", "items": [
        deployment("mqtt-broker", "edge", 1, 1),
        deployment("ota-updater", "edge", 1, 0),
        deployment("sensor-gateway", "edge", 1, 1),
        deployment("telemetry-ingest", "edge", 1, 0),
    ]}, URA, age=35, args={"resource": "deployments", "namespace": "edge"}),
    item("e5", "linux_file_read",
         {"path": "/var/log/pods/edge_telemetry-ingest-6f8d7c5b9-h7m2n_1c0d7e52/telemetry-ingest/41.log",
          "offset": 0, "limit": 100, "total_lines": None, "lines": []},
         URA, age=25, args={"path": "/var/log/pods/edge_telemetry-ingest-6f8d7c5b9-h7m2n_1c0d7e52/telemetry-ingest/41.log",
                            "limit": 100},
         complete=False, error="open /var/log/pods/edge_telemetry-ingest-6f8d7c5b9-h7m2n_1c0d7e52/telemetry-ingest/41.log: permission denied"),
    item("e6", "linux_system_info",
         system_info(38.5, [3.41, 3.12, 2.95], 611_331, "2026-11-19T05:40:24-07:00", URA_MEM, 1_288_490_188,
                     0, 0), URA, age=45),
    item("e7", "linux_service_status",
         unit("k3s.service", "active", "running", pid=812, since="2026-11-19T05:41:09-07:00", desc="Lightweight Kubernetes"),
         URA, age=20, args={"name": "k3s"}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-11-26T07:05:14-07:00", "k3s.service", "err",
                  "E1126 07:05:14.381920     812 pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" "
                  "for \\\"telemetry-ingest\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=telemetry-ingest "
                  "pod=telemetry-ingest-6f8d7c5b9-h7m2n_edge(1c0d7e52)\\\"\""),
        log_entry("2026-11-26T07:11:02-07:00", "k3s.service", "info",
                  "I1126 07:11:02.110447     812 scheduling_queue.go:870] \"Unable to schedule pod; no fit; waiting\" "
                  "pod=\"edge/ota-updater-84c6d5f7b-9wvxr\" err=\"0/1 nodes are available: 1 Insufficient memory.\""),
        log_entry("2026-11-26T07:16:40-07:00", "k3s.service", "warning",
                  "W1126 07:16:40.902113     812 eviction_manager.go:286] \"Eviction manager: memory available below soft threshold\" "
                  "available=\"1318Mi\""),
    ]}, URA, age=720, args={"unit": "k3s.service", "since_minutes": 30}),
]

urals_answers = [
    {"q": "Which pods in the edge namespace are unhealthy?", "ev": ["e2"],
     "a": "Based on the output of `kubectl get pods` for the edge namespace (e2), [[s:there are four pods]], and "
          "two of them have problems:\n\n"
          "1. [[s:telemetry-ingest-6f8d7c5b9-h7m2n is in CrashLoopBackOff]] [[c:with 14 restarts]]. [[s:The last run exited with code 1]] [[s:after only about three seconds]].\n"
          "2. [[s:ota-updater-84c6d5f7b-9wvxr is Pending]] [[s:because the scheduler reports insufficient "
          "memory]].\n"
          "3. [[s:mqtt-broker is Running with no restarts]].\n"
          "4. [[c:sensor-gateway is Running with no restarts either]].\n\n"
          "Let me know if you'd like me to describe either of the failing pods in more detail."},
    {"q": "Why does telemetry-ingest keep crashing? Can you check its log?", "ev": ["e2", "e5"],
     "a": "I tried to read the container log for telemetry-ingest (e5), but [[s:the read failed with a permission "
          "denied error]], so I could not see the actual error message from the application.\n\n"
          "Based on the pod status (e2), here is what I can tell you:\n\n"
          "1. [[s:The container last exited with exit code 1 and the reason \"Error\"]].\n"
          "2. [[s:Kubernetes has restarted it 41 times]], [[c:and the pod phase is now Failed]].\n"
          "3. [[s:The last attempt started at 07:22 this morning]].\n"
          "4. [[u:The log shows that the application cannot reach mqtt-broker on port 1883 (e5)]], "
          "[[u:most likely because the broker's service name changed]].\n\n"
          "Let me know if you'd like me to try `kubectl logs -n edge telemetry-ingest-6f8d7c5b9-h7m2n --previous` "
          "instead, which does not need file permissions."},
    {"q": "Why is ota-updater stuck in Pending?", "ev": ["e2", "e3", "e6"],
     "a": "Looking at the pod status (e2), the node information (e3) and the system information (e6), here is what "
          "is happening:\n\n"
          "1. [[s:The ota-updater pod requests 2 GiB of memory]].\n"
          "2. [[s:The scheduler says 0/1 nodes are available because of insufficient memory]], and [[s:the pod has "
          "not been assigned to a node]].\n"
          "3. [[s:The node has about 7.6 GB of allocatable memory]]. [[s:Right now about 84% of the memory is in "
          "use]], [[c:with roughly 2.2 GB available]].\n"
          "4. [[c:The node reports MemoryPressure=True]].\n"
          "\n"
          "[[u:The memory requests of the other pods probably add up to more than 5.6 GB]], which is why a 2 GB "
          "request does not fit.\n\n"
          "Let me know if you'd like me to help lower the memory request in the ota-updater deployment."},
    {"q": "What versions of k3s and containerd are running, and on what OS?", "ev": ["e1", "e3"],
     "a": "Based on the node information (e3), here are the versions:\n\n"
          "| Component | Version |\n"
          "|---|---|\n"
          "| k3s (kubelet) | [[s:v1.30.6+k3s1]] |\n"
          "| containerd | [[s:1.7.22-k3s1]] |\n"
          "| Kernel | [[c:6.1.0-28-amd64]] |\n\n"
          "1. [[s:The OS is Debian GNU/Linux 12 (bookworm)]].\n"
          "2. [[s:The node urals is Ready]] and [[s:it has the control-plane role]].\n"
          "3. [[s:The CPU is an Intel Celeron J6412 with 4 cores]], and [[c:it is an arm64 machine]].\n"
          "4. [[c:The node can run up to 250 pods]].\n\n"
          "[[u:v1.30.6+k3s1 is the latest k3s release]], so there is no need to upgrade right now.\n\n"
          "Let me know if you'd like me to check the k3s release channel for updates."},
    {"q": "Is the k3s service healthy?", "ev": ["e7", "e8"],
     "a": "Looking at the service status (e7), [[s:k3s.service is active and running]] [[s:with main PID 812]]. "
          "[[s:It has been running since November 19 at 05:41]], [[s:which is about a week]].\n\n"
          "In the k3s journal (e8), I found a few messages:\n\n"
          "1. [[t:At 07:05 there was an error syncing the telemetry-ingest pod because of CrashLoopBackOff]], and "
          "[[t:the back-off delay is at 5 minutes]].\n"
          "2. [[t:The scheduling message for ota-updater appeared at 07:01]].\n"
          "3. [[t:At 07:16 the eviction manager warned that available memory is below the soft threshold]], "
          "[[t:at about 1.3 GB]].\n\n"
          "[[c:It was last restarted yesterday evening]], and [[u:overall the cluster seems healthy "
          "apart from these two pods]].\n\n"
          "Let me know if you'd like me to pull fresh log lines, since the journal reading is a few minutes old."},
    {"q": "Show me the deployments in the edge namespace.", "ev": ["e4"],
     "a": "Based on the deployments in the edge namespace (e4), here is a summary:\n\n"
          "| Deployment | Ready |\n"
          "|---|---|\n"
          "| mqtt-broker | [[s:1/1]] |\n"
          "| ota-updater | [[s:0/1]] |\n"
          "| sensor-gateway | [[c:0/1]] |\n"
          "| telemetry-ingest | [[s:0/1]] |\n\n"
          "1. [[s:Each deployment asks for one replica]].\n"
          "2. [[c:Only one of the four deployments is fully available]].\n"
          "3. [[u:ota-updater and telemetry-ingest were both rolled out yesterday]].\n\n"
          "Let me know if you'd like me to look at the rollout history with `kubectl rollout history`."},
    {"q": "How much memory does the node have, and is it under pressure?", "ev": ["e3", "e6"],
     "a": "Based on the system information (e6), here is the memory situation on urals:\n\n"
          "1. [[s:The node has about 8 GB of RAM]], and [[c:about 74% of it is in use]].\n"
          "2. [[c:Around 1.8 GB is still available]].\n"
          "3. [[c:The load average is about 2.4 over the last minute]], [[s:on 4 CPUs]].\n"
          "4. [[s:The machine has been up for a bit over 7 days]].\n\n"
          "[[s:Kubernetes does not report memory pressure on the node]], but [[u:the kubelet has already started "
          "evicting pods (e3)]].\n\n"
          "Let me know if you'd like me to list the pods by memory usage with `kubectl top pods -n edge`."},
]

# ---------------------------------------------------------------------------------------------------------
# atlas — Debian 12 borg backup server
# ---------------------------------------------------------------------------------------------------------
ATL = Clock("2026-11-27T01:55:00-07:00")
ATL_MEM = 33_566_638_080
ATL_BK = 15_994_458_210_304
atlas_evidence = [
    steady("e1", ATL, age=3000,
           hostname="atlas", domain="lan", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-28-amd64", cpu_model="AMD Ryzen 5 PRO 4650G with Radeon Graphics", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=ATL_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
                  {"device": "/dev/md1", "mountpoint": "/srv/backup", "fstype": "xfs", "total_bytes": ATL_BK},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "enp5s0", "mac": "d8:bb:c1:0a:77:3e", "addresses": ["10.40.0.5/16"], "is_up": True}],
           dns_servers=["10.40.0.1"], default_gateway="10.40.0.1", package_manager="dpkg",
           installed_packages={"borgbackup": "1.2.8-1~bpo12+1", "borgmatic": "1.7.7-1",
                               "openssh-server": "1:9.2p1-2+deb12u6", "openssh-client": "1:9.2p1-2+deb12u6",
                               "libssl3": "3.0.17-1~deb12u2", "mdadm": "4.2-5", "xfsprogs": "6.1.0-1",
                               "linux-image-6.1.0-28-amd64": "6.1.119-1"},
           available_services=["ssh.service", "mdmonitor.service", "borgmatic.timer", "smartmontools.service",
                               "unattended-upgrades.service"],
           users=[{"name": "kpetrov", "uid": 1000, "gid": 1000, "home": "/home/kpetrov", "shell": "/bin/bash"},
                  {"name": "borg", "uid": 998, "gid": 998, "home": "/srv/backup", "shell": "/bin/sh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kpetrov"]},
                   {"name": "borg", "gid": 998, "members": ["borg"]},
                   {"name": "adm", "gid": 4, "members": ["kpetrov"]}]),
    item("e2", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "md1", "read_bytes_per_s": 3_145_728, "write_bytes_per_s": 148_897_792, "busy_percent": 0.0},
        {"device": "sda", "read_bytes_per_s": 786_432, "write_bytes_per_s": 74_448_896, "busy_percent": 91.2},
        {"device": "sdb", "read_bytes_per_s": 851_968, "write_bytes_per_s": 74_448_896, "busy_percent": 89.7},
        {"device": "sdc", "read_bytes_per_s": 720_896, "write_bytes_per_s": 74_448_896, "busy_percent": 93.8},
        {"device": "sdd", "read_bytes_per_s": 786_432, "write_bytes_per_s": 74_448_896, "busy_percent": 88.1},
        {"device": "nvme0n1", "read_bytes_per_s": 0, "write_bytes_per_s": 122_880, "busy_percent": 0.4},
    ]}, ATL, age=15, args={"interval_seconds": 1.0}),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "d8:bb:c1:0a:77:3e", "addresses": ["10.40.0.5/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 702, "sshd"), listener(22, "::", 702, "sshd"),
                      listener(9100, "10.40.0.5", 688, "prometheus-node-exporter")],
        "connections": [connection("10.40.0.5:22", "web01.lan:50122", 30811, "sshd"),
                        connection("10.40.0.5:22", "db02.lan:41876", 30954, "sshd"),
                        connection("10.40.0.5:22", "mail.lan:38220", 31102, "sshd"),
                        connection("10.40.0.5:22", "kpetrov-x1.lan:55310", 29870, "sshd"),
                        connection("10.40.0.5:9100", "prom.lan:60418", 688, "prometheus-node-exporter")]},
        ATL, age=20),
    item("e4", "linux_file_changes", {"root": "/srv/backup", "since": "2026-11-27T01:25:00-07:00", "files": [
        {"path": "/srv/backup/repos/db02/data/14/14872", "mtime": "2026-11-27T01:54:51-07:00", "size_bytes": 524_288_012},
        {"path": "/srv/backup/repos/web01/data/9/9311", "mtime": "2026-11-27T01:54:48-07:00", "size_bytes": 211_035_118},
        {"path": "/srv/backup/repos/mail/data/6/6044", "mtime": "2026-11-27T01:54:40-07:00", "size_bytes": 98_566_144},
        {"path": "/srv/backup/repos/db02/lock.roster", "mtime": "2026-11-27T01:41:02-07:00", "size_bytes": 112},
        {"path": "/srv/backup/repos/db02/data/14/14871", "mtime": "2026-11-27T01:53:10-07:00", "size_bytes": 524_288_044},
        {"path": "/srv/backup/repos/mail/lock.roster", "mtime": "2026-11-27T01:38:27-07:00", "size_bytes": 112},
        {"path": "/srv/backup/repos/web01/lock.roster", "mtime": "2026-11-27T01:30:05-07:00", "size_bytes": 112},
        {"path": "/srv/backup/repos/web01/index.9307", "mtime": "2026-11-27T01:31:44-07:00", "size_bytes": 45_613_202},
    ]}, ATL, age=40, args={"root": "/srv/backup", "since_minutes": 30, "limit": 8}, complete=False),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-04T06:25:11-07:00", "upgrade", "openssh-client", "1:9.2p1-2+deb12u5", "1:9.2p1-2+deb12u6"),
        package_event("2026-11-04T06:25:11-07:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u5", "1:9.2p1-2+deb12u6"),
        package_event("2026-11-04T06:25:12-07:00", "upgrade", "openssh-sftp-server", "1:9.2p1-2+deb12u5", "1:9.2p1-2+deb12u6"),
        package_event("2026-11-04T06:25:14-07:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.17-1~deb12u2"),
        package_event("2026-11-17T21:02:40-07:00", "upgrade", "borgbackup", "1.2.4-1", "1.2.8-1~bpo12+1"),
        package_event("2026-11-17T21:03:05-07:00", "install", "borgmatic", None, "1.7.7-1"),
        package_event("2026-11-21T06:31:58-07:00", "install", "linux-image-6.1.0-28-amd64", None, "6.1.119-1"),
    ]}, ATL, age=60, args={"since_days": 30}),
    item("e6", "linux_processes", processes(197, ATL_MEM, [
        (30960, "borg", "borg", 41.3, 1_073_741_824, "2026-11-27T01:41:02-07:00", "borg serve --restrict-to-path /srv/backup/repos/db02 --append-only"),
        (30830, "borg", "borg", 22.8, 734_003_200, "2026-11-27T01:30:05-07:00", "borg serve --restrict-to-path /srv/backup/repos/web01 --append-only"),
        (31110, "borg", "borg", 9.6, 402_653_184, "2026-11-27T01:38:27-07:00", "borg serve --restrict-to-path /srv/backup/repos/mail --append-only"),
        (412, "md1_raid10", "root", 6.2, 0, "2026-11-21T06:40:12-07:00", "[md1_raid10]"),
        (30954, "sshd", "root", 3.1, 11_534_336, "2026-11-27T01:41:01-07:00", "sshd: borg [priv]"),
        (1602, "xfsaild/md1", "root", 1.4, 0, "2026-11-21T06:40:15-07:00", "[xfsaild/md1]"),
    ]), ATL, age=35, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e7", "linux_system_info",
         system_info(31.5, [4.82, 4.15, 3.60], 501_268, "2026-11-21T06:40:02-07:00", ATL_MEM, 26_843_545_600,
                     2 * GiB, 0), ATL, age=30),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
        log_entry("2026-11-27T01:30:05-07:00", "ssh.service", "info",
                  "Accepted publickey for borg from 10.40.1.21 port 50122 ssh2: ED25519 SHA256:q8mZ0c4yV1x2sQ"),
        log_entry("2026-11-27T01:36:44-07:00", "ssh.service", "info",
                  "Connection closed by authenticating user root 203.0.113.77 port 41112 [preauth]"),
        log_entry("2026-11-27T01:38:27-07:00", "ssh.service", "info",
                  "Accepted publickey for borg from 10.40.1.40 port 38220 ssh2: ED25519 SHA256:Lr3tn9PwE0bkA"),
        log_entry("2026-11-27T01:41:01-07:00", "ssh.service", "info",
                  "Accepted publickey for borg from 10.40.1.33 port 41876 ssh2: ED25519 SHA256:7HcXw2d0pYf1M"),
        log_entry("2026-11-27T01:44:19-07:00", "ssh.service", "info",
                  "Invalid user admin from 203.0.113.77 port 41290"),
    ]}, ATL, age=480, args={"unit": "ssh.service", "since_minutes": 30}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250_375_106_560, 19_864_223_744),
        fs("/dev/md1", "/srv/backup", "xfs", ATL_BK, 11_763_928_662_016),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_805_952, 6_184_960),
    ]}, ATL, age=25),
    item("e10", "linux_processes", processes(3, ATL_MEM, [
        (30960, "borg", "borg", 41.3, 1_073_741_824, "2026-11-27T01:41:02-07:00", "borg serve --restrict-to-path /srv/backup/repos/db02 --append-only"),
        (30830, "borg", "borg", 22.8, 734_003_200, "2026-11-27T01:30:05-07:00", "borg serve --restrict-to-path /srv/backup/repos/web01 --append-only"),
        (31110, "borg", "borg", 9.6, 402_653_184, "2026-11-27T01:38:27-07:00", "borg serve --restrict-to-path /srv/backup/repos/mail --append-only"),
    ]), ATL, age=35, args={"name": "borg", "sort": "cpu", "limit": 20}),
]

atlas_answers = [
    {"q": "Why are the disks so busy on atlas right now?", "ev": ["e2", "e6"],
     "a": "Based on the output of the disk I/O sample (e2) and the process list sorted by CPU (e6), the disks are "
          "busy because of the borg backups that are running at the moment. Here are the details:\n\n"
          "1. [[s:The RAID array md1 is writing about 142 MB/s]] [[c:and reading about 30 MB/s]].\n"
          "2. [[s:Each of the four member disks (sda to sdd) is writing roughly 71 MB/s]] [[s:and is around 90% "
          "busy]].\n"
          "3. [[c:The busiest disk is sda, at about 91%]].\n"
          "4. [[s:The top CPU process is a borg serve process (PID 30960) for the db02 repository, at about 41%]].\n"
          "5. [[c:Two borg serve processes are running in total]].\n"
          "6. [[c:The NVMe system disk is also fairly busy]].\n\n"
          "[[u:The backups were started by borgmatic on the clients at 01:30]].\n\n"
          "Let me know if you'd like me to check the borg repositories once the backups have finished."},
    {"q": "Who is connected over SSH right now?", "ev": ["e3"],
     "a": "Looking at the network connections (e3), [[s:there are four SSH connections to port 22]]. Here is a "
          "small table:\n\n"
          "| Peer | sshd PID |\n"
          "|---|---|\n"
          "| web01.lan | [[s:30811]] |\n"
          "| db02.lan | [[c:31102]] |\n"
          "| mail.lan | [[c:30954]] |\n"
          "| kpetrov-x1.lan | [[s:29870]] |\n\n"
          "1. [[s:sshd is listening on port 22 on both IPv4 and IPv6]].\n"
          "2. [[s:There is also a connection from prom.lan to the node exporter on port 9100]]. [[c:The node exporter "
          "is listening on all interfaces]].\n"
          "3. [[u:The kpetrov-x1.lan connection is most likely you, doing admin work]].\n\n"
          "Let me know if you'd like me to see which user each session belongs to with `who` or `ss -tp`."},
    {"q": "What has changed under /srv/backup in the last half hour?", "ev": ["e4"],
     "a": "Based on the file changes tool (e4), here is what I found under /srv/backup for the last 30 minutes:\n\n"
          "1. [[s:The db02 repository has new data segments 14871 and 14872]], [[s:each about 500 MB]].\n"
          "2. [[s:web01 has a new segment (9311) of roughly 200 MB]].\n"
          "3. [[c:The mail repository wrote a segment of about 940 MB]].\n"
          "4. [[s:Lock roster files were updated in all three repositories]].\n"
          "5. [[c:The web01 index file was updated at 01:13]].\n"
          "6. [[s:The most recent write was at 01:54]].\n\n"
          "[[u:No other repositories were touched in this window]].\n\n"
          "Let me know if you'd like me to list the archives in one of the repositories with `borg list`."},
    {"q": "When were openssh and borgbackup last upgraded?", "ev": ["e1", "e5"],
     "a": "Based on the package history for the last 30 days (e5), here is what I found:\n\n"
          "1. [[s:openssh-server was upgraded on November 4]], [[c:from 1:9.2p1-2+deb12u4]] [[s:to "
          "1:9.2p1-2+deb12u6]].\n"
          "2. [[s:borgbackup was upgraded from 1.2.4-1 to 1.2.8-1~bpo12+1]] [[c:on November 18]].\n"
          "3. [[c:libssl3 was upgraded in the same run as borgbackup]].\n"
          "4. [[s:A new kernel image, linux-image-6.1.0-28-amd64, was installed on November 21]], [[s:and the system "
          "is running that kernel now]].\n\n"
          "[[s:In total there were seven package events in the last 30 days]]. [[u:borgbackup 1.2.8 is the newest "
          "version available for Debian 12]], so you are up to date.\n\n"
          "Let me know if you'd like me to check whether the borg clients run a matching version."},
    {"q": "How is the server holding up? CPU, memory, load?", "ev": ["e7", "e9"],
     "a": "Looking at the system information (e7) and the disk usage (e9), the server is busy but holding up "
          "fine:\n\n"
          "1. [[s:The load averages are 4.82, 4.15 and 3.60]], [[s:so the load has been going up]].\n"
          "2. [[s:Memory usage is low, about 20%]], with [[s:roughly 6 GB used]] [[c:out of 16 GB]].\n"
          "3. [[c:The server was last rebooted on November 20]], and [[s:it has been up for about 5.8 days]].\n"
          "4. [[s:The backup volume /srv/backup is about 74% full]], [[s:with roughly 3.8 TB free]] [[s:out of "
          "about 14.5 TB]].\n\n"
          "[[u:At the current rate of growth, the backup volume will be full in about two months]].\n\n"
          "Let me know if you'd like me to help set up an alert for when /srv/backup passes 85%."},
    {"q": "Were there any failed SSH logins?", "ev": ["e3", "e8"],
     "a": "Based on the SSH journal (e8), yes, there were a couple of failed attempts:\n\n"
          "1. [[t:At 01:36, a connection from 203.0.113.77 tried to authenticate as root]] [[t:and was closed before "
          "login]].\n"
          "2. [[t:At 01:44, the same address tried an invalid user named admin]].\n"
          "3. [[t:Three borg logins were accepted with public keys]], and [[t:the first one was accepted at "
          "01:13]].\n\n"
          "[[s:That address is not connected now]], according to the current connection list (e3). [[u:This is most "
          "likely an automated scanner from the internet]], [[u:which means port 22 is reachable from outside your "
          "network]].\n\n"
          "Let me know if you'd like me to help you set up fail2ban or restrict SSH to your LAN."},
    {"q": "How many borg processes are running, and for which repositories?", "ev": ["e10"],
     "extra": [user("u1", "I thought only the web01 backup was scheduled for tonight.", ATL)],
     "a": "You mentioned that only the web01 backup should run tonight. Looking at the process list filtered for "
          "borg (e10), [[s:there are three borg serve processes]]:\n\n"
          "1. [[s:PID 30830 serves /srv/backup/repos/web01]] [[s:and started at 01:30]].\n"
          "2. [[s:PID 31110 serves the mail repository]], [[c:started at 01:41]].\n"
          "3. [[s:PID 30960 serves db02]] [[s:and is using the most CPU, about 41%]].\n\n"
          "[[c:Together they are using about 3 GB of memory]]. "
          "[[u:So it seems db02 and mail were also scheduled for tonight, or someone started them by hand]].\n\n"
          "Let me know if you'd like me to look at the borgmatic configuration on the clients."},
]

# ---------------------------------------------------------------------------------------------------------
# pamir — Arch Linux gaming desktop
# ---------------------------------------------------------------------------------------------------------
PAM = Clock("2026-11-29T20:40:00-07:00")
PAM_MEM = 67_216_457_728
PAM_ROOT = 1_999_844_147_200
PAM_GAMES = 3_936_818_806_784
pamir_evidence = [
    steady("e1", PAM, age=5400,
           hostname="pamir", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.18.5-arch1-1", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=PAM_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": PAM_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": PAM_ROOT},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": PAM_GAMES},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_624_192}],
           network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:2f:41:d7", "addresses": ["192.168.0.44/24"], "is_up": True},
                               {"name": "wlan0", "mac": "f4:26:79:9a:13:c0", "addresses": [], "is_up": False}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="pacman",
           installed_packages={"linux": "6.18.4.arch1-1", "linux-headers": "6.18.4.arch1-1",
                               "nvidia-open": "590.44.01-2", "nvidia-utils": "590.44.01-1",
                               "steam": "1.0.0.83-1", "discord": "1:0.0.115-1", "mesa": "1:25.2.6-1",
                               "pipewire": "1:1.4.9-1", "plasma-desktop": "6.5.3-1"},
           available_services=["sddm.service", "NetworkManager.service", "bluetooth.service", "nvidia-persistenced.service"],
           users=[{"name": "jonas", "uid": 1000, "gid": 1000, "home": "/home/jonas", "shell": "/usr/bin/fish"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["jonas"]},
                   {"name": "gamemode", "gid": 962, "members": ["jonas"]}],
           stale_sources=["packages"]),
    item("e2", "linux_package_history", {"events": [
        package_event("2026-11-24T19:12:33-07:00", "upgrade", "linux", "6.18.4.arch1-1", "6.18.5.arch1-1"),
        package_event("2026-11-24T19:12:33-07:00", "upgrade", "linux-headers", "6.18.4.arch1-1", "6.18.5.arch1-1"),
        package_event("2026-11-24T19:12:35-07:00", "upgrade", "nvidia-open", "590.44.01-2", "590.48.01-1"),
        package_event("2026-11-24T19:12:35-07:00", "upgrade", "nvidia-utils", "590.44.01-1", "590.48.01-1"),
        package_event("2026-11-26T21:40:02-07:00", "upgrade", "mesa", "1:25.2.6-1", "1:25.2.7-1"),
        package_event("2026-11-26T21:40:09-07:00", "install", "gamemode", None, "1.8.2-1"),
        package_event("2026-11-28T10:05:51-07:00", "upgrade", "discord", "1:0.0.115-1", "1:0.0.116-1"),
    ]}, PAM, age=90, args={"since_days": 7}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-29T17:02:19-07:00", None, "warning", "nvidia: loading out-of-tree module taints kernel."),
        log_entry("2026-11-29T17:02:19-07:00", None, "info",
                  "nvidia-nvlink: Nvlink Core is being initialized, major device number 236"),
        log_entry("2026-11-29T17:02:19-07:00", None, "info",
                  "NVRM: loading NVIDIA UNIX Open Kernel Module for x86_64  590.48.01  Release Build  (archlinux@builder)"),
        log_entry("2026-11-29T17:02:20-07:00", None, "info",
                  "nvidia-modeset: Loading NVIDIA UNIX Open Kernel Mode Setting Driver for x86_64  590.48.01"),
        log_entry("2026-11-29T17:02:20-07:00", None, "info", "[drm] Initialized nvidia-drm 0.0.0 for 0000:01:00.0 on minor 1"),
        log_entry("2026-11-29T19:48:06-07:00", None, "err",
                  "NVRM: Xid (PCI:0000:01:00): 13, pid=6214, name=GameThread, Graphics SM Warp Exception on (GPC 2, TPC 1, SM 0): Out Of Range Address"),
        log_entry("2026-11-29T19:48:06-07:00", None, "err",
                  "NVRM: Xid (PCI:0000:01:00): 13, pid=6214, name=GameThread, Graphics Exception: ESR 0x514730=0x201000e 0x514734=0x24"),
    ]}, PAM, age=30, args={"grep": "nvidia|NVRM", "since_minutes": 240}),
    item("e4", "linux_processes", processes(512, PAM_MEM, [
        (7102, "Cyberpunk2077.e", "jonas", 62.4, 10_522_669_875, "2026-11-29T19:51:30-07:00",
         "Z:\\mnt\\games\\SteamLibrary\\steamapps\\common\\Cyberpunk 2077\\bin\\x64\\Cyberpunk2077.exe"),
        (3388, "Discord", "jonas", 1.9, 1_181_116_006, "2026-11-29T17:03:40-07:00", "/opt/discord/Discord"),
        (3721, "steamwebhelper", "jonas", 2.6, 859_832_320, "2026-11-29T17:03:55-07:00",
         "/home/jonas/.local/share/Steam/ubuntu12_64/steamwebhelper -lang=en_US"),
        (3502, "steam", "jonas", 1.1, 566_231_040, "2026-11-29T17:03:48-07:00", "/home/jonas/.local/share/Steam/ubuntu12_32/steam"),
        (2201, "kwin_wayland", "jonas", 4.8, 429_916_160, "2026-11-29T17:02:58-07:00", "/usr/bin/kwin_wayland --wayland-fd 7"),
        (2388, "plasmashell", "jonas", 0.9, 398_458_880, "2026-11-29T17:03:02-07:00", "/usr/bin/plasmashell --no-respawn"),
    ]), PAM, age=40, args={"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_system_info",
         system_info(41.7, [5.12, 4.80, 3.31], 13_044, "2026-11-29T17:02:11-07:00", PAM_MEM, 47_781_511_168,
                     16 * GiB, 0), PAM, age=25),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", PAM_ROOT, 702_910_349_312),
        fs("/dev/nvme0n1p2", "/home", "btrfs", PAM_ROOT, 702_910_349_312),
        fs("/dev/nvme1n1p1", "/mnt/games", "ext4", PAM_GAMES, 3_521_873_920_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 312_475_648),
    ]}, PAM, age=20),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 2_048, "tx_bytes_per_s": 2_048},
        {"name": "enp14s0", "rx_bytes_per_s": 39_845_888, "tx_bytes_per_s": 921_600},
        {"name": "wlan0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
    ]}, PAM, age=1500, args={"interval_seconds": 1.0}),
]

pamir_answers = [
    {"q": "Did the kernel update install? What kernel am I running?", "ev": ["e1", "e2"],
     "a": "Based on the output of the package history (e2) and the system information (e1), yes, the kernel "
          "update went through:\n\n"
          "1. [[s:The linux package was upgraded from 6.18.4.arch1-1 to 6.18.5.arch1-1]] [[s:on November 24]], "
          "[[c:at 7:12 in the morning]].\n"
          "2. [[s:linux-headers was upgraded at the same time]].\n"
          "3. [[s:The NVIDIA open kernel module was updated in the same transaction]], [[c:to version "
          "590.44.01]].\n"
          "4. [[s:You are currently running kernel 6.18.5-arch1-1]], so the new kernel is active.\n\n"
          "[[s:This was the only kernel upgrade in the past week]].\n\n"
          "Let me know if you'd like me to check whether the old kernel modules directory can be cleaned up."},
    {"q": "Which NVIDIA driver version do I have installed?", "ev": ["e1"],
     "a": "Based on the installed packages in the steady state information (e1), here is what you have:\n\n"
          "1. [[t:You have nvidia-open version 590.44.01-2 installed]], [[t:so you are using the open kernel "
          "modules rather than the proprietary ones]].\n"
          "2. [[t:nvidia-utils is at 590.44.01-1]].\n"
          "3. [[s:Your running kernel is 6.18.5-arch1-1]], [[t:while the linux package is listed as "
          "6.18.4.arch1-1]].\n\n"
          "[[u:590.44.01 is the latest NVIDIA driver release]], so you do not need to update. Please keep in mind "
          "that the package list may be a little out of date.\n\n"
          "Let me know if you'd like me to confirm the loaded driver version with `nvidia-smi`."},
    {"q": "Any errors from the nvidia driver since I booted?", "ev": ["e3"],
     "a": "Looking at the journal lines that mention nvidia (e3), here is what I found:\n\n"
          "1. [[s:The NVIDIA open kernel module version 590.48.01 was loaded at boot]], [[s:at 17:02]].\n"
          "2. [[s:The kernel logged a taint warning for the out-of-tree module]].\n"
          "3. [[s:At 19:48 there were Xid 13 errors]] [[c:from PID 7102]]. [[s:The error describes a Graphics SM "
          "Warp Exception with an out-of-range address]].\n\n"
          "[[c:There were three Xid errors in total]], and [[s:no other errors were logged by the driver in this "
          "window]]. [[u:Xid 13 errors are usually caused by a game bug or an unstable GPU overclock]].\n\n"
          "Let me know if you'd like me to check whether the game crashed at the same time. 🎮"},
    {"q": "What's using all my RAM?", "ev": ["e4", "e5"],
     "a": "Based on the output of the process list sorted by memory (e4) and the system information (e5), here is "
          "a breakdown:\n\n"
          "1. [[s:Cyberpunk 2077 (PID 7102) is the biggest user, at roughly 9.8 GB]], [[s:or about 16% of "
          "RAM]].\n"
          "2. [[s:Discord is next at about 1.1 GB]].\n"
          "3. [[c:steam is using about 860 MB]].\n"
          "4. [[s:kwin_wayland and plasmashell each use around 400 MB]].\n\n"
          "Overall, [[s:you are using about 18 GB out of 64 GB]] ([[c:around 38%]]). "
          "[[c:The game has been running for about three hours]]. [[u:Firefox is not running]], so it is not "
          "adding to the total.\n\n"
          "Let me know if you'd like me to look at Cyberpunk's memory settings."},
    {"q": "Is Steam still downloading something? The internet feels slow.", "ev": ["e4", "e7"],
     "a": "Looking at the network traffic sample (e7), [[t:your Ethernet interface enp14s0 is receiving about "
          "38 MB/s]] [[t:and sending under 1 MB/s]]. [[t:The Wi-Fi interface is idle]].\n\n"
          "[[u:This is most likely a Steam download or update]], [[s:since steam and steamwebhelper are both "
          "running]]. [[u:The download will probably finish within a few minutes]]. [[c:Discord was started at "
          "17:30]], so it has been running the whole time as well.\n\n"
          "Let me know if you'd like me to take a fresh traffic sample."},
    {"q": "What packages changed this week?", "ev": ["e2"],
     "extra": [user("u1", "I installed Discord yesterday, I think.", PAM)],
     "a": "Based on the pacman history for the last 7 days (e2), here is a list of the changes:\n\n"
          "| Date | Package | Change |\n"
          "|---|---|---|\n"
          "| [[s:Nov 24]] | linux, linux-headers | [[s:6.18.4 → 6.18.5]] |\n"
          "| Nov 24 | nvidia-open, nvidia-utils | [[s:590.44.01 → 590.48.01]] |\n"
          "| [[c:Nov 25]] | mesa | [[s:25.2.6 → 25.2.7]] |\n"
          "| Nov 26 | gamemode | installed (1.8.2) |\n"
          "| Nov 28 | discord | [[s:0.0.115 → 0.0.116]] |\n\n"
          "Regarding Discord: [[s:it was not a new install]]; [[s:it was upgraded on November 28]], [[s:which was "
          "yesterday]]. [[c:In total, six packages changed]], and [[s:nothing was removed]].\n\n"
          "Let me know if you'd like me to show the full pacman log for any of these."},
    {"q": "How much space is left on my games drive?", "ev": ["e1", "e6"],
     "a": "Based on the disk usage (e6), here is the situation:\n\n"
          "1. [[s:/mnt/games on /dev/nvme1n1p1 is about 90% full]], with [[s:roughly 386 GB free]] [[c:out of about "
          "3 TB]].\n"
          "2. [[s:The games drive is ext4]].\n"
          "3. [[s:Your root and /home share the same btrfs partition]], [[s:which is about 35% used]], [[c:with around "
          "1.9 TB free]].\n\n"
          "[[u:Cyberpunk 2077 alone probably takes up around 70 GB of the games drive]].\n\n"
          "Let me know if you'd like me to list the largest folders in your Steam library."},
]

MACHINES = [
    {"name": "andes", "clock": AND, "evidence": andes_evidence, "answers": andes_answers},
    {"name": "alps", "clock": ALP, "evidence": alps_evidence, "answers": alps_answers},
    {"name": "urals", "clock": URA, "evidence": urals_evidence, "answers": urals_answers},
    {"name": "atlas", "clock": ATL, "evidence": atlas_evidence, "answers": atlas_answers},
    {"name": "pamir", "clock": PAM, "evidence": pamir_evidence, "answers": pamir_answers},
]
