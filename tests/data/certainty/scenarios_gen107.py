"""107th generation (written blind, in the manner of TinyLlama 1.1B Chat, a very small 1B-class model: short,
loosely structured answers, plain sentences about half the time and short lists the rest, numbers often
misread (a digit dropped, two figures swapped, the wrong column read), GB and GiB mixed up, running and
stopped confused, "everything is fine" said too readily, the question sometimes repeated back, almost no
hedging, and nearly every answer closing with "Let me know if you need anything else.").

All five clocks are in Pacific/Auckland (+13:00, New Zealand daylight time in November 2026).

kayak — an Ubuntu 24.04 home server on an Intel Celeron N5105 (15.3 GiB RAM) with Syncthing, Samba and a
Restic backup timer. Its evidence: a steady-state snapshot (NVMe root, two USB disks at /mnt/usb1 and
/mnt/usb2, users mere and tui, sambashare and sudo groups), a fresh listing of every unit (restic-backup.service
failed, everything else active), two nights of the backup unit's journal (a good run on the 13th, a lock
failure at 03:00 on the 14th), fresh disk usage (usb2 at 85.1%), a complete list of the files changed under
/srv/sync in the last hour, a one-second disk-I/O sample (sda writing), a fifteen-minute-old system reading,
and a complete socket listing (Samba, Syncthing, SSH).

canoe — a Debian 12 VPS with 1 GiB of RAM and no swap, running Caddy in front of a Go API (notesapi, SQLite).
Its evidence: a steady-state snapshot, a complete socket listing (Caddy on 80/443 TCP and 443 UDP, the admin
port, notesapi on 127.0.0.1:8081, sshd; four client connections on 443 from three addresses, one SSH
session, a TIME_WAIT), a week of Caddy's tls log lines (a renewal on the 18th at 04:12 where tls-alpn-01
timed out and http-01 worked), fresh system info (85.9% memory used), a memory-sorted process listing cut at
five rows, the notesapi unit, the Caddyfile, and a 25-minute-old disk-usage reading.

dinghy — a Raspberry Pi Zero 2 W (armv7l, 425.8 MiB of RAM) that ran Alpine until the user put Debian 12 on
it; it runs weewx and lighttpd. Its evidence: a steady-state snapshot, a 22-minute-old system reading
(93% memory, 288 MiB of swap used), a complete process listing sorted by memory (13 processes, weewxd first),
fresh disk usage of the SD card, the weewx unit, three hours of warning-or-worse log lines (undervoltage, a
locked database, journald under memory pressure), a disk-I/O sample that failed with a time-out, and the
user's own words about the machine.

punt — a single-node MicroK8s cluster on Ubuntu 22.04 for home automation. Its evidence: a steady-state
snapshot, the pods of the `home` namespace (zigbee2mqtt in CrashLoopBackOff with 47 restarts), the
deployments (zigbee2mqtt 0 of 1 ready), the node (v1.31.2, Ready), an hour of kubelite log lines about the
back-off (no cause given), fresh system info, and a 40-minute-old pod listing taken while zigbee2mqtt was
briefly up.

coracle — a Fedora 40 laptop (i5-1135G7, 4 cores / 8 threads) with rootless Podman. Its evidence: a
steady-state snapshot (users tomas and lena, both in wheel), every container (postgres up, pgadmin exited),
two weeks of dnf history (kernel 6.11.8 → 6.11.10 on the 21st, postgresql and pgcli installed on the 24th,
toolbox removed on the 26th, podman and firefox upgraded on the 27th), a complete socket listing, four hours
of NetworkManager lines (a Wi-Fi drop and reconnect at 16:02), a traffic sample, a twelve-minute-old system
reading, and the user's own words about who uses the laptop.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# kayak — Ubuntu 24.04 home server
# ---------------------------------------------------------------------------------------------------------
KAY = Clock("2026-11-14T21:30:00+13:00")
KAY_MEM = 16_471_212_032
KAY_ROOT = 250_375_106_560
KAY_USB1 = 4_000_650_883_072
KAY_USB2 = 2_000_263_577_600

kayak_evidence = [
    steady("e1", KAY, age=2400,
           hostname="kayak", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=KAY_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": KAY_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/usb1", "fstype": "ext4", "total_bytes": KAY_USB1},
                  {"device": "/dev/sdb1", "mountpoint": "/mnt/usb2", "fstype": "ext4", "total_bytes": KAY_USB2}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b2:19:0e", "addresses": ["192.168.1.20/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"syncthing": "1.27.2~ds4-1ubuntu0.1", "samba": "2:4.19.5+dfsg-4ubuntu9",
                               "restic": "0.16.4-1", "openssh-server": "1:9.6p1-3ubuntu13.5",
                               "smartmontools": "7.4-2build1"},
           available_services=["ssh.service", "smbd.service", "nmbd.service", "syncthing@mere.service",
                               "restic-backup.service", "smartmontools.service", "cron.service"],
           users=[{"name": "mere", "uid": 1000, "gid": 1000, "home": "/home/mere", "shell": "/bin/bash"},
                  {"name": "tui", "uid": 1001, "gid": 1001, "home": "/home/tui", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mere"]},
                   {"name": "sambashare", "gid": 124, "members": ["mere", "tui"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("ssh.service", "active", "running", pid=1021, since="2026-10-31T09:13:05+13:00",
             desc="OpenBSD Secure Shell server"),
        unit("smbd.service", "active", "running", pid=1190, since="2026-10-31T09:13:11+13:00", desc="Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", pid=1175, since="2026-10-31T09:13:10+13:00", desc="Samba NMB Daemon"),
        unit("syncthing@mere.service", "active", "running", pid=1204, since="2026-10-31T09:13:12+13:00",
             desc="Syncthing - Open Source Continuous File Synchronization for mere"),
        unit("restic-backup.service", "failed", "failed", ufs="static", desc="Restic backup to USB"),
        unit("restic-backup.timer", "active", "waiting", since="2026-10-31T09:13:02+13:00",
             desc="Nightly restic backup"),
        unit("smartmontools.service", "active", "running", pid=1002, since="2026-10-31T09:13:04+13:00",
             desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("cron.service", "active", "running", pid=998, since="2026-10-31T09:13:04+13:00",
             desc="Regular background program processing daemon"),
    ]}, KAY, age=40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "restic-backup.service", "entries": [
        log_entry("2026-11-13T03:00:01+13:00", "restic-backup.service", "info",
                  "Starting restic-backup.service - Restic backup to USB..."),
        log_entry("2026-11-13T03:14:52+13:00", "restic-backup.service", "info",
                  "Files:         212 new,    38 changed, 48113 unmodified"),
        log_entry("2026-11-13T03:14:53+13:00", "restic-backup.service", "info", "snapshot 3fa2c1d8 saved"),
        log_entry("2026-11-13T03:14:53+13:00", "restic-backup.service", "info",
                  "restic-backup.service: Deactivated successfully."),
        log_entry("2026-11-14T03:00:02+13:00", "restic-backup.service", "info",
                  "Starting restic-backup.service - Restic backup to USB..."),
        log_entry("2026-11-14T03:00:04+13:00", "restic-backup.service", "err",
                  "Fatal: unable to create lock in backend: repository is already locked by PID 30712 on kayak "
                  "by root (UID 0, GID 0)"),
        log_entry("2026-11-14T03:00:04+13:00", "restic-backup.service", "warning",
                  "restic-backup.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-14T03:00:04+13:00", "restic-backup.service", "warning",
                  "restic-backup.service: Failed with result 'exit-code'."),
        log_entry("2026-11-14T03:00:04+13:00", "restic-backup.service", "err",
                  "Failed to start restic-backup.service - Restic backup to USB."),
    ]}, KAY, age=45, args={"unit": "restic-backup.service", "since_minutes": 2880}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", KAY_ROOT, 48_318_382_080),
        fs("/dev/sda1", "/mnt/usb1", "ext4", KAY_USB1, 3_121_006_903_296),
        fs("/dev/sdb1", "/mnt/usb2", "ext4", KAY_USB2, 1_702_005_000_000),
    ]}, KAY, age=25),
    item("e5", "linux_file_changes", {"root": "/srv/sync", "since": "2026-11-14T20:30:00+13:00", "files": [
        {"path": "/srv/sync/docs/budget-2026.ods", "mtime": "2026-11-14T20:47:51+13:00", "size_bytes": 48_213},
        {"path": "/srv/sync/photos/2026-11-14/IMG_4821.jpg", "mtime": "2026-11-14T21:02:14+13:00",
         "size_bytes": 4_812_331},
        {"path": "/srv/sync/photos/2026-11-14/IMG_4822.jpg", "mtime": "2026-11-14T21:02:19+13:00",
         "size_bytes": 5_102_774},
        {"path": "/srv/sync/photos/2026-11-14/IMG_4823.jpg", "mtime": "2026-11-14T21:02:31+13:00",
         "size_bytes": 3_987_002},
        {"path": "/srv/sync/notes/todo.md", "mtime": "2026-11-14T21:18:40+13:00", "size_bytes": 2_114},
    ]}, KAY, age=30, args={"root": "/srv/sync", "since_minutes": 60, "limit": 50}),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 8_192, "write_bytes_per_s": 344_064, "busy_percent": 1.4},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 18_874_368, "busy_percent": 23.5},
        {"device": "sdb", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
    ]}, KAY, age=15, args={"interval_seconds": 1.0}),
    item("e7", "linux_system_info",
         system_info(3.1, [0.22, 0.31, 0.28], 1_252_940, "2026-10-31T09:12:40+13:00", KAY_MEM, 12_884_901_888,
                     4_294_963_200, 0), KAY, age=900),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "7c:83:34:b2:19:0e", "addresses": ["192.168.1.20/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1021, "sshd"),
            listener(139, "0.0.0.0", 1190, "smbd"),
            listener(445, "0.0.0.0", 1190, "smbd"),
            listener(137, "0.0.0.0", 1175, "nmbd", proto="udp"),
            listener(138, "0.0.0.0", 1175, "nmbd", proto="udp"),
            listener(8384, "127.0.0.1", 1204, "syncthing"),
            listener(22000, "0.0.0.0", 1204, "syncthing"),
            listener(22000, "0.0.0.0", 1204, "syncthing", proto="udp"),
            listener(21027, "0.0.0.0", 1204, "syncthing", proto="udp"),
        ],
        "connections": [
            connection("192.168.1.20:445", "192.168.1.44:51230", 30855, "smbd"),
            connection("192.168.1.20:22000", "192.168.1.31:43120", 1204, "syncthing"),
            connection("192.168.1.20:22", "192.168.1.44:52001", 31002, "sshd"),
        ]}, KAY, age=30),
]

kayak_answers = [
    {"q": "Did the backup run last night?", "ev": ["e2", "e3"],
     "a": "You asked if the backup ran last night. [[s:The backup started at 3:00 AM]] but [[s:it failed]] (e3). "
          "[[s:The error says the repository is already locked]] [[c:by PID 37012]] [[u:because the run from the night before "
          "never released its lock]]. [[c:The restic-backup service is running now]]. "
          "[[s:The backup on 13 November worked]] and [[c:saved snapshot 3fa2c1d8 at 3:41 AM]]. "
          "[[s:Everything else on the server is running fine]]. [[s:The backup timer is still active]], so [[u:it will try again at 3:00 AM]].\n\nLet me know if you need anything else."},
    {"q": "How full are my USB disks?", "ev": ["e1", "e4"],
     "a": "Sure! Here is the disk usage for your USB disks:\n\n"
          "- /mnt/usb1 (sda1): [[s:78% full]], [[s:about 3.1 TB used]] out of [[c:3.64 TB]]\n"
          "- /mnt/usb2 (sdb1): [[s:85% full]], [[c:29.8 GB free]]\n\n"
          "[[c:The fullest disk is /mnt/usb1]]. [[s:All your disks are below 90%]] so everything is fine. "
          "[[s:Both USB disks are ext4]]. [[s:The NVMe root disk is only 19% full]]. [[u:Your backups are stored on /mnt/usb2]].\n\nLet me know if you need anything else."},
    {"q": "What changed in /srv/sync in the last hour?", "ev": ["e5"],
     "a": "In the last hour [[s:5 files changed in /srv/sync]]. [[s:Three of them are photos in "
          "photos/2026-11-14]], [[c:IMG_4821 to IMG_4824]]. [[s:budget-2026.ods was changed at 8:47 PM]] and [[c:it is about 480 KB]]. "
          "[[c:The last change was todo.md at 9:08 PM]]. [[s:The biggest file is IMG_4822.jpg]] at [[c:about "
          "51 MB]]. [[u:Syncthing copied these over from your phone]]. [[s:todo.md is only about 2 KB]]. [[s:No other files changed]].\n\n"
          "Let me know if you need anything else."},
    {"q": "Is Samba running?", "ev": ["e2", "e8"],
     "a": "Yes, [[s:Samba is running]]. [[s:smbd has been active since 31 October]] and [[s:nmbd is running "
          "too]]. [[u:smbd is listening on port 445]] (e2) [[s:and on port 139]]. [[c:There are two clients "
          "connected to Samba right now]]. [[c:The main smbd process is PID 1175]]. [[c:Samba was restarted today]]. [[s:Syncthing is running as well]]. Everything is fine with "
          "Samba.\n\nLet me know if you need anything else."},
    {"q": "How much memory is free?", "ev": ["e1", "e7"],
     "a": "Your server has [[s:16 GB of RAM]] in total. [[t:About 12 GiB is available]] and [[t:only 2.3 GiB is "
          "used]], so [[t:memory usage is around 22%]]. [[t:Swap is not being used at all]]. [[t:The server has "
          "been up for 14 days]]. [[s:The CPU is an Intel Celeron N5105]] and [[s:kayak runs Ubuntu 24.04]]. Everything is fine with memory.\n\n"
          "Let me know if you need anything else."},
    {"q": "Which disk is busiest right now?", "ev": ["e4", "e6"],
     "a": "[[c:The busiest disk right now is sdb]], which is [[s:your /mnt/usb2 disk]]. [[c:It is writing about "
          "19 MB/s]]. [[s:sda, the /mnt/usb1 disk, is at 23.5% busy]]. [[s:The NVMe disk is almost idle at 1.4% busy]]. [[s:Nothing is being read from the USB "
          "disks]]. [[u:The writes are probably Syncthing]].\n\nLet me know if you need anything else."},
    {"q": "Who can access the Samba shares?", "ev": ["e1", "e8"],
     "a": "Based on the information, [[s:the sambashare group has two members]], [[s:mere and tui]]. [[s:tui's UID is 1001]] and [[c:tui has "
          "a normal bash shell]]. [[s:Only mere is in the sudo group]]. [[s:There is one Samba connection from "
          "192.168.1.44]] (e8). [[c:The Syncthing web GUI on port 8384 is open to the whole network]]. "
          "[[u:The shares are read-only for tui]] and [[u:tui connects from 192.168.1.44]].\n\nLet me know if you need anything else."},
]

# ---------------------------------------------------------------------------------------------------------
# canoe — Debian 12 VPS with Caddy, a Go API and SQLite
# ---------------------------------------------------------------------------------------------------------
CAN = Clock("2026-11-20T09:40:00+13:00")
CAN_MEM = 1_008_390_144
CAN_ROOT = 25_684_115_456

canoe_evidence = [
    steady("e1", CAN, age=3600,
           hostname="canoe", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-27-amd64", cpu_model="AMD EPYC-Rome Processor", cpu_cores=1, cpu_threads=1,
           memory_total_bytes=CAN_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": CAN_ROOT},
                  {"device": "/dev/vda15", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 130_023_424}],
           network_interfaces=[{"name": "eth0", "mac": "96:00:03:a1:5c:2e",
                                "addresses": ["203.0.113.47/24", "2001:db8:4a::47/64"], "is_up": True}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1",
           installed_packages={"caddy": "2.8.4", "sqlite3": "3.40.1-2+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u3", "unattended-upgrades": "2.9.1+nmu3"},
           available_services=["caddy.service", "notesapi.service", "ssh.service", "unattended-upgrades.service"],
           users=[{"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "caddy", "uid": 999, "gid": 999, "home": "/var/lib/caddy", "shell": "/usr/sbin/nologin"},
                  {"name": "notes", "uid": 998, "gid": 998, "home": "/var/lib/notesapi",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]},
                   {"name": "caddy", "gid": 999, "members": []}]),
    item("e2", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "96:00:03:a1:5c:2e",
                        "addresses": ["203.0.113.47/24", "2001:db8:4a::47/64"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 540, "sshd"),
            listener(80, "::", 612, "caddy"),
            listener(443, "::", 612, "caddy"),
            listener(443, "::", 612, "caddy", proto="udp"),
            listener(2019, "127.0.0.1", 612, "caddy"),
            listener(8081, "127.0.0.1", 655, "notesapi"),
        ],
        "connections": [
            connection("203.0.113.47:443", "198.51.100.23:52110", 612, "caddy"),
            connection("203.0.113.47:443", "198.51.100.23:52114", 612, "caddy"),
            connection("203.0.113.47:443", "192.0.2.140:61544", 612, "caddy"),
            connection("[2001:db8:4a::47]:443", "[2001:db8:77::9]:40022", 612, "caddy"),
            connection("203.0.113.47:443", "192.0.2.200:33120", None, None, status="TIME_WAIT"),
            connection("127.0.0.1:41822", "127.0.0.1:8081", 612, "caddy"),
            connection("127.0.0.1:8081", "127.0.0.1:41822", 655, "notesapi"),
            connection("203.0.113.47:22", "192.0.2.10:50511", 2231, "sshd"),
        ]}, CAN, age=20),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "caddy.service", "entries": [
        log_entry("2026-11-18T04:12:31+13:00", "caddy.service", "info",
                  'tls.renew renewing certificate {"identifier": "notes.example.net", "remaining": 2591712.4}'),
        log_entry("2026-11-18T04:12:32+13:00", "caddy.service", "info",
                  'tls.issuance.acme trying to solve challenge {"identifier": "notes.example.net", '
                  '"challenge_type": "tls-alpn-01", "ca": "https://acme-v02.api.letsencrypt.org/directory"}'),
        log_entry("2026-11-18T04:12:38+13:00", "caddy.service", "err",
                  'tls.issuance.acme.acme_client challenge failed {"identifier": "notes.example.net", '
                  '"challenge_type": "tls-alpn-01", "problem": {"type": "urn:ietf:params:acme:error:connection", '
                  '"detail": "Timeout during connect (likely firewall problem)"}}'),
        log_entry("2026-11-18T04:12:39+13:00", "caddy.service", "info",
                  'tls.issuance.acme trying to solve challenge {"identifier": "notes.example.net", '
                  '"challenge_type": "http-01", "ca": "https://acme-v02.api.letsencrypt.org/directory"}'),
        log_entry("2026-11-18T04:12:44+13:00", "caddy.service", "info",
                  "tls.issuance.acme.acme_client validations succeeded; finalizing order"),
        log_entry("2026-11-18T04:12:47+13:00", "caddy.service", "info",
                  'tls.renew certificate renewed successfully {"identifier": "notes.example.net"}'),
    ]}, CAN, age=35, args={"unit": "caddy.service", "since_minutes": 10080, "grep": "tls"}),
    item("e4", "linux_system_info",
         system_info(4.0, [0.08, 0.12, 0.10], 3_891_573, "2026-10-06T08:40:12+13:00", CAN_MEM, 142_606_336, 0, 0),
         CAN, age=15),
    item("e5", "linux_processes", processes(71, CAN_MEM, [
        (655, "notesapi", "notes", 1.8, 190_840_832, "2026-11-19T22:05:17+13:00",
         "/usr/local/bin/notesapi -db /var/lib/notesapi/notes.db -listen 127.0.0.1:8081"),
        (612, "caddy", "caddy", 0.6, 63_963_136, "2026-10-06T08:40:31+13:00",
         "/usr/bin/caddy run --environ --config /etc/caddy/Caddyfile"),
        (731, "unattended-upgr", "root", 0.0, 25_165_824, "2026-10-06T08:40:35+13:00",
         "/usr/bin/python3 /usr/share/unattended-upgrades/unattended-upgrade-shutdown --wait-for-signal"),
        (203, "systemd-journal", "root", 0.0, 19_922_944, "2026-10-06T08:40:14+13:00", "/lib/systemd/systemd-journald"),
        (1, "systemd", "root", 0.0, 12_582_912, "2026-10-06T08:40:12+13:00", "/sbin/init"),
    ]), CAN, age=25, args={"sort": "memory", "limit": 5}, complete=False),
    item("e6", "linux_service_status",
         unit("notesapi.service", "active", "running", pid=655, since="2026-11-19T22:05:17+13:00",
              desc="Notes API (Go)"), CAN, age=20, args={"name": "notesapi"}),
    item("e7", "linux_file_read", {"path": "/etc/caddy/Caddyfile", "offset": 0, "limit": 50, "total_lines": 11,
                                   "lines": ["notes.example.net {",
                                             "\tencode zstd gzip",
                                             "\treverse_proxy 127.0.0.1:8081",
                                             "\tlog {",
                                             "\t\toutput file /var/log/caddy/notes.log",
                                             "\t}",
                                             "}",
                                             "",
                                             "www.notes.example.net {",
                                             "\tredir https://notes.example.net{uri} permanent",
                                             "}"]},
         CAN, age=30, args={"path": "/etc/caddy/Caddyfile"}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda1", "/", "ext4", CAN_ROOT, 9_914_040_320),
        fs("/dev/vda15", "/boot/efi", "vfat", 130_023_424, 6_291_456),
    ]}, CAN, age=1500),
]

canoe_answers = [
    {"q": "What's listening on the VPS?", "ev": ["e2"],
     "a": "Here are the listening ports:\n\n"
          "- [[s:Caddy on port 80]]\n"
          "- [[s:Caddy on port 443]] ([[s:TCP and UDP]])\n"
          "- [[s:SSH on port 22]]\n"
          "- [[c:The Go API (notesapi) on port 8801]]\n"
          "- [[s:Caddy admin on 127.0.0.1:2019]]\n\n[[s:Caddy is PID 612]]. [[c:SSH is only open to localhost]].\n\n"
          "[[c:The API is listening on all interfaces]]. [[s:Nothing else is listening]].\n\n"
          "Let me know if you need anything else."},
    {"q": "How many clients are connected?", "ev": ["e2"],
     "a": "You asked how many clients are connected. [[c:There are 6 clients connected to Caddy on port 443]]. "
          "[[s:Two of the connections come from 198.51.100.23]], [[s:one from 192.0.2.140]] and [[s:one over "
          "IPv6 from 2001:db8:77::9]]. [[s:There is also one SSH session from 192.0.2.10]] and [[c:sshd is PID 2213]]. [[u:All of them are using HTTP/2]]. [[c:Caddy has no "
          "connection to the API right now]]. Everything looks fine.\n\nLet me know if you need anything else."},
    {"q": "Did the certificate renew OK?", "ev": ["e3"],
     "a": "Yes, [[s:the certificate for notes.example.net was renewed successfully]] [[c:on 18 November at "
          "4:12 PM]]. [[s:The first challenge (tls-alpn-01) failed with a timeout]], then [[s:the http-01 "
          "challenge worked]]. [[c:The renewal took about 16 minutes]]. [[c:There were no errors during the renewal]]. [[s:The certificate had about 30 "
          "days left when it was renewed]]. [[s:It is from Let's Encrypt]]. [[u:The new certificate is valid for "
          "90 days]] and [[u:Caddy will renew it again on its own]].\n\nLet me know if you need anything else."},
    {"q": "Why is memory so low?", "ev": ["e1", "e4", "e5"],
     "a": "The VPS has [[s:about 1 GB of RAM]] and [[s:86% of it is in use]]. [[c:Only 36 MB is available]]. "
          "[[s:There is no swap]]. [[s:The server has one CPU core]] and [[c:the load average is 1.2]].\n\n"
          "- [[s:The biggest process is notesapi]], [[c:using 128 MiB]]\n"
          "- [[s:Caddy uses about 61 MiB]]\n\n"
          "[[u:The rest of the memory is taken by the SQLite page cache]]. [[u:The Go API probably has a memory "
          "leak]].\n\nLet me know if you need anything else."},
    {"q": "Is the Go API up?", "ev": ["e2", "e6"],
     "a": "Yes, [[s:notesapi.service is active and running]]. [[s:Its PID is 655]]. [[c:It has been running since "
          "19 November at 10:05 AM]]. [[s:It is listening on 127.0.0.1:8081]] and [[s:Caddy connects to it from 127.0.0.1]]. [[s:The service is enabled]]. "
          "[[u:The API has answered every request without errors]].\n\nLet me know if you need anything else."},
    {"q": "What does the Caddyfile proxy to?", "ev": ["e2", "e7"],
     "a": "[[s:The Caddyfile sends notes.example.net to 127.0.0.1:8081]], [[s:which is the notesapi process]]. "
          "[[s:It also compresses responses with zstd and gzip]]. [[c:www.notes.example.net is proxied to the API "
          "too]]. [[s:The Caddyfile has 11 lines]]. [[c:Logs go to /var/log/caddy/access.log]]. [[u:Caddy reloads the Caddyfile automatically when you change it]].\n\n"
          "Let me know if you need anything else."},
    {"q": "How much disk space is left?", "ev": ["e1", "e8"],
     "a": "[[t:The root disk is 38.6% full]] and [[t:about 15.8 GB is free]]. [[s:The disk is about 25 GB]] and "
          "[[s:it is an ext4 filesystem on /dev/vda1]]. [[t:The /boot/efi partition is almost empty]]. "
          "[[u:The SQLite database takes about 2 GB]]. [[s:The server runs Debian 12]]. You have plenty of room.\n\n"
          "Let me know if you need anything else."},
]

# ---------------------------------------------------------------------------------------------------------
# dinghy — Debian 12 on a Raspberry Pi Zero 2 W (armv7l)
# ---------------------------------------------------------------------------------------------------------
DIN = Clock("2026-11-22T16:05:00+13:00")
DIN_MEM = 446_431_232
DIN_ROOT = 31_268_536_320

dinghy_evidence = [
    steady("e1", DIN, age=2400,
           hostname="dinghy", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-rpi7-rpi-v7", arch="armv7l", cpu_model="ARMv7 Processor rev 4 (v7l)", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=DIN_MEM,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": DIN_ROOT},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "wlan0", "mac": "d8:3a:dd:41:7c:05", "addresses": ["192.168.1.61/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"weewx": "5.1.0-1", "lighttpd": "1.4.69-1", "python3": "3.11.2-1+b1",
                               "chrony": "4.3-2+deb12u1", "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["weewx.service", "lighttpd.service", "chrony.service", "ssh.service"],
           users=[{"name": "ana", "uid": 1000, "gid": 1000, "home": "/home/ana", "shell": "/bin/bash"},
                  {"name": "weewx", "uid": 999, "gid": 995, "home": "/var/lib/weewx", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ana"]},
                   {"name": "weewx", "gid": 995, "members": ["ana"]}]),
    item("e2", "linux_system_info",
         system_info(38.5, [2.41, 2.10, 1.96], 34_135, "2026-11-22T06:14:05+13:00", DIN_MEM, 31_457_280,
                     536_866_816, 301_989_888), DIN, age=1320),
    item("e3", "linux_processes", processes(13, DIN_MEM, [
        (512, "weewxd", "weewx", 21.8, 100_663_296, "2026-11-22T06:14:40+13:00",
         "python3 /usr/share/weewx/weewxd.py /etc/weewx/weewx.conf"),
        (1733, "python3", "ana", 14.5, 60_817_408, "2026-11-22T15:31:12+13:00", "python3 /home/ana/export_csv.py"),
        (182, "systemd-journal", "root", 0.3, 14_680_064, "2026-11-22T06:14:07+13:00", "/lib/systemd/systemd-journald"),
        (1, "systemd", "root", 0.0, 9_437_184, "2026-11-22T06:14:05+13:00", "/sbin/init"),
        (201, "systemd-udevd", "root", 0.0, 5_767_168, "2026-11-22T06:14:08+13:00", "/lib/systemd/systemd-udevd"),
        (1702, "sshd", "ana", 0.1, 5_242_880, "2026-11-22T15:20:48+13:00", "sshd: ana@pts/0"),
        (470, "sshd", "root", 0.0, 4_718_592, "2026-11-22T06:14:33+13:00",
         "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
        (488, "lighttpd", "www-data", 0.0, 3_670_016, "2026-11-22T06:14:36+13:00",
         "/usr/sbin/lighttpd -D -f /etc/lighttpd/lighttpd.conf"),
        (1710, "bash", "ana", 0.0, 3_407_872, "2026-11-22T15:20:49+13:00", "-bash"),
        (425, "dbus-daemon", "messagebus", 0.0, 2_883_584, "2026-11-22T06:14:30+13:00",
         "/usr/bin/dbus-daemon --system --address=systemd: --nofork --nopidfile --systemd-activation --syslog-only"),
        (455, "chronyd", "_chrony", 0.0, 2_621_440, "2026-11-22T06:14:31+13:00", "/usr/sbin/chronyd -F 1"),
        (430, "cron", "root", 0.0, 2_097_152, "2026-11-22T06:14:30+13:00", "/usr/sbin/cron -f"),
        (495, "agetty", "root", 0.0, 1_572_864, "2026-11-22T06:14:36+13:00",
         "/sbin/agetty -o -p -- \\u --noclear - linux"),
    ]), DIN, age=30, args={"sort": "memory"}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/mmcblk0p2", "/", "ext4", DIN_ROOT, 6_942_998_528),
        fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", 535_805_952, 66_060_288),
    ]}, DIN, age=20),
    item("e5", "linux_service_status",
         unit("weewx.service", "active", "running", pid=512, since="2026-11-22T06:14:40+13:00",
              desc="WeeWX weather system"), DIN, age=20, args={"name": "weewx"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-22T14:52:10+13:00", None, "err", "hwmon hwmon1: Undervoltage detected!"),
        log_entry("2026-11-22T14:52:16+13:00", None, "warning", "hwmon hwmon1: Voltage normalised"),
        log_entry("2026-11-22T15:45:08+13:00", "weewx.service", "warning",
                  "weewxd[512]: ERROR weewx.manager: Unable to add record 2026-11-22 15:45:00 NZDT (1795315500) "
                  "to database 'weewx.sdb': database is locked"),
        log_entry("2026-11-22T15:58:31+13:00", "systemd-journald.service", "warning",
                  "systemd-journald[182]: Under memory pressure, flushing caches."),
    ]}, DIN, age=25, args={"priority": "warning", "since_minutes": 180}),
    item("e7", "linux_disk_io", {}, DIN, age=10, args={"interval_seconds": 1.0},
         error="timed out after 10 s waiting for a /proc/diskstats sample"),
]

DIN_USER = user("e9", "I wiped Alpine off this Pi Zero 2 last month and put Debian 12 on it. I'm ana, and I'm the "
                      "only one who logs in.", DIN)

dinghy_answers = [
    {"q": "Why is it so slow?", "ev": ["e2", "e3"],
     "a": "The Pi is slow because [[t:memory is 93% used]] and [[t:swap is in use]]. [[t:The load average is "
          "2.41]] and [[t:the CPU is at 38.5%]]. [[s:weewxd is the biggest process]], [[c:using 960 MiB]]. "
          "[[s:ana's python3 export_csv.py script uses about 58 MiB]]. [[s:There are only 13 processes]]. "
          "[[s:weewxd is also using 21.8% CPU]]. [[u:The SD card is too slow for swap]] and [[u:the export script is what filled the memory]].\n\nLet me know if you need anything else."},
    {"q": "What's using the most memory?", "ev": ["e1", "e3"],
     "a": "Here are the top processes by memory:\n\n"
          "1. [[s:weewxd (PID 512) – 96 MiB]]\n"
          "2. [[s:python3 (PID 1733) – 58 MiB]]\n"
          "3. [[c:lighttpd – 14 MiB]]\n"
          "4. [[s:systemd – 9 MiB]]\n\n"
          "[[c:weewxd uses about 35% of the memory]]. [[c:weewxd runs as root]]. [[s:ana has three processes "
          "running]] and [[s:the python3 script was started at 3:31 PM]]. [[s:The total RAM is only about 426 MiB]].\n\nLet me know if you need anything else."},
    {"q": "Is swap being used?", "ev": ["e2"],
     "a": "Yes, [[t:swap is being used]]. [[t:About 288 MiB of swap is used]] [[t:out of 512 MiB]], "
          "[[t:roughly 56%]]. [[t:Only 30 MiB of RAM is available]]. [[t:The Pi has been up for 19 hours]]. [[u:weewx is the one pushing it into swap]].\n\n"
          "Let me know if you need anything else."},
    {"q": "Is the SD card filling up?", "ev": ["e1", "e4"],
     "a": "No, [[s:the SD card is only 22% full]]. [[s:About 6.9 GB is used]] [[c:out of 3.1 GB]]. [[c:It has "
          "42 GB free]]. [[s:The boot partition is 12% full]] and [[c:it is 5.4 GB]]. [[s:It is vfat]]. [[s:The root filesystem is ext4]]. Everything is "
          "fine.\n\nLet me know if you need anything else."},
    {"q": "Any warnings in the logs?", "ev": ["e6"],
     "a": "Yes, [[s:there are 4 log entries in the last 3 hours]].\n\n"
          "[[s:At 2:52 PM the kernel detected undervoltage]] and [[s:it went back to normal 6 seconds later]]. "
          "[[c:At 3:54 PM weewx could not add a record]] [[s:because the database was locked]]. [[s:The database is weewx.sdb]]. [[s:journald "
          "flushed caches because of memory pressure]] [[c:at 3:38 PM]]. [[u:The undervoltage is caused by a "
          "weak USB power supply]]. [[c:There are no errors, only warnings]].\n\n"
          "Let me know if you need anything else."},
    {"q": "How busy is the SD card right now?", "ev": ["e1", "e7"],
     "a": "You asked how busy the SD card is right now. [[u:The SD card is about 15% busy]] and [[u:it is "
          "reading 200 KB/s]] (e7). [[s:The root partition is /dev/mmcblk0p2]]. [[u:There is no disk problem]]. Everything is fine.\n\n"
          "Let me know if you need anything else."},
    {"q": "Is weewx running, and what OS is this now?", "ev": ["e1", "e5"], "extra": [DIN_USER],
     "a": "[[s:weewx is running]] with [[s:PID 512]] [[c:since 6:14 PM]]. [[s:This is Debian 12 (bookworm)]] "
          "[[c:on a 64-bit ARM kernel]]. [[s:You replaced Alpine with it last month]]. [[s:The weewx version is "
          "5.1.0]]. [[c:ana is not in the sudo group]]. [[s:ana is the only person who logs in]]. [[c:lighttpd is not installed]].\n\nLet me know if you need anything else."},
]

# ---------------------------------------------------------------------------------------------------------
# punt — single-node MicroK8s on Ubuntu 22.04
# ---------------------------------------------------------------------------------------------------------
PUN = Clock("2026-11-25T07:50:00+13:00")
PUN_MEM = 16_642_998_272

punt_evidence = [
    steady("e1", PUN, age=3000,
           hostname="punt", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-125-generic", cpu_model="Intel(R) Core(TM) i5-7500T CPU @ 2.70GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=PUN_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 255_465_615_360},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:2e:7a:11", "addresses": ["192.168.1.50/24"],
                                "is_up": True},
                               {"name": "vxlan.calico", "mac": "66:1f:0b:9d:3e:70", "addresses": ["10.1.44.192/32"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
           installed_packages={"snapd": "2.63+22.04ubuntu0.1", "openssh-server": "1:8.9p1-3ubuntu0.10"},
           available_services=["snap.microk8s.daemon-kubelite.service", "snap.microk8s.daemon-containerd.service",
                               "ssh.service"],
           users=[{"name": "kiri", "uid": 1000, "gid": 1000, "home": "/home/kiri", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kiri"]},
                   {"name": "microk8s", "gid": 998, "members": ["kiri"]}]),
    item("e2", "kubernetes_get", {"context": "microk8s", "namespace": "home", "items": [
        pod("mosquitto-6d5c8b7f9-x2kq4", "home", "Running", "punt", started="2026-11-10T19:22:05+13:00"),
        pod("node-red-7f9c6d4b8-mwz7p", "home", "Running", "punt", restarts=1, started="2026-11-18T12:03:44+13:00"),
        pod("zigbee2mqtt-5b8f7c9d6-p4lrt", "home", "Running", "punt", restarts=47, ready=False,
            waiting="CrashLoopBackOff", started="2026-11-24T21:10:02+13:00"),
        pod("home-assistant-8d7b9c5f4-q9t2n", "home", "Running", "punt", started="2026-11-10T19:22:40+13:00"),
    ]}, PUN, age=20, args={"resource": "pods", "namespace": "home"}),
    item("e3", "kubernetes_get", {"context": "microk8s", "namespace": "home", "items": [
        deployment("mosquitto", "home", 1, 1),
        deployment("node-red", "home", 1, 1),
        deployment("zigbee2mqtt", "home", 1, 0),
        deployment("home-assistant", "home", 1, 1),
    ]}, PUN, age=20, args={"resource": "deployments", "namespace": "home"}),
    item("e4", "kubernetes_get", {"context": "microk8s", "namespace": None, "items": [
        node("punt", True, "v1.31.2"),
    ]}, PUN, age=25, args={"resource": "nodes"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "snap.microk8s.daemon-kubelite.service", "entries": [
        log_entry("2026-11-25T07:13:40+13:00", "snap.microk8s.daemon-kubelite.service", "err",
                  'kubelite[1288]: E1125 07:13:40.512044 1288 pod_workers.go:1301] "Error syncing pod, skipping" '
                  'err="failed to \\"StartContainer\\" for \\"zigbee2mqtt\\" with CrashLoopBackOff: \\"back-off 5m0s '
                  'restarting failed container=zigbee2mqtt pod=zigbee2mqtt-5b8f7c9d6-p4lrt_home\\""'),
        log_entry("2026-11-25T07:24:05+13:00", "snap.microk8s.daemon-kubelite.service", "err",
                  'kubelite[1288]: E1125 07:24:05.118730 1288 pod_workers.go:1301] "Error syncing pod, skipping" '
                  'err="failed to \\"StartContainer\\" for \\"zigbee2mqtt\\" with CrashLoopBackOff: \\"back-off 5m0s '
                  'restarting failed container=zigbee2mqtt pod=zigbee2mqtt-5b8f7c9d6-p4lrt_home\\""'),
        log_entry("2026-11-25T07:34:30+13:00", "snap.microk8s.daemon-kubelite.service", "err",
                  'kubelite[1288]: E1125 07:34:30.904417 1288 pod_workers.go:1301] "Error syncing pod, skipping" '
                  'err="failed to \\"StartContainer\\" for \\"zigbee2mqtt\\" with CrashLoopBackOff: \\"back-off 5m0s '
                  'restarting failed container=zigbee2mqtt pod=zigbee2mqtt-5b8f7c9d6-p4lrt_home\\""'),
        log_entry("2026-11-25T07:45:02+13:00", "snap.microk8s.daemon-kubelite.service", "err",
                  'kubelite[1288]: E1125 07:45:02.330961 1288 pod_workers.go:1301] "Error syncing pod, skipping" '
                  'err="failed to \\"StartContainer\\" for \\"zigbee2mqtt\\" with CrashLoopBackOff: \\"back-off 5m0s '
                  'restarting failed container=zigbee2mqtt pod=zigbee2mqtt-5b8f7c9d6-p4lrt_home\\""'),
    ]}, PUN, age=30, args={"unit": "snap.microk8s.daemon-kubelite.service", "since_minutes": 60,
                           "grep": "zigbee2mqtt", "limit": 20}),
    item("e6", "linux_system_info",
         system_info(9.4, [0.61, 0.55, 0.49], 1_254_650, "2026-11-10T19:18:30+13:00", PUN_MEM, 10_737_418_240,
                     4_294_963_200, 0), PUN, age=40),
    item("e7", "kubernetes_get", {"context": "microk8s", "namespace": "home", "items": [
        pod("mosquitto-6d5c8b7f9-x2kq4", "home", "Running", "punt", started="2026-11-10T19:22:05+13:00"),
        pod("node-red-7f9c6d4b8-mwz7p", "home", "Running", "punt", restarts=1, started="2026-11-18T12:03:44+13:00"),
        pod("zigbee2mqtt-5b8f7c9d6-p4lrt", "home", "Running", "punt", restarts=44, ready=True,
            started="2026-11-24T21:10:02+13:00"),
        pod("home-assistant-8d7b9c5f4-q9t2n", "home", "Running", "punt", started="2026-11-10T19:22:40+13:00"),
    ]}, PUN, age=2400, args={"resource": "pods", "namespace": "home"}),
]

punt_answers = [
    {"q": "Are my home automation pods healthy?", "ev": ["e2"],
     "a": "Sure! Here is the status of your pods in the home namespace:\n\n"
          "- mosquitto: [[s:Running]], [[s:0 restarts]], [[c:started on 18 November]]\n"
          "- node-red: [[s:Running]], [[c:0 restarts]]\n"
          "- zigbee2mqtt: [[s:CrashLoopBackOff]], [[c:74 restarts]]\n"
          "- home-assistant: [[s:Running]]\n\n"
          "[[s:3 of 4 pods are ready]] and [[s:all of them are on the node punt]]. Everything is fine except "
          "zigbee2mqtt.\n\nLet me know if you need anything else."},
    {"q": "Why is zigbee2mqtt crashing?", "ev": ["e2", "e5"],
     "a": "zigbee2mqtt is crashing because [[u:it cannot find the Zigbee USB dongle at /dev/ttyACM0]] (e5). "
          "[[s:Kubernetes is restarting it with a back-off of 5 minutes]]. [[s:The last back-off error was at "
          "7:45 AM]]. [[c:The pod has restarted 27 times]]. [[s:The container is not ready]] and [[s:the pod runs on the node punt]]. [[u:The problem "
          "started after the last MicroK8s update]].\n\nLet me know if you need anything else."},
    {"q": "What Kubernetes version is the node on?", "ev": ["e1", "e4"],
     "a": "[[s:The node punt is running Kubernetes v1.31.2]] and [[s:it is Ready]]. [[u:This is the latest "
          "version of MicroK8s]]. [[s:The CPU is an Intel Core i5-7500T]] [[c:with 8 cores]]. [[s:The host is Ubuntu 22.04]] [[c:with kernel 5.15.0-152]]. [[c:There are "
          "two nodes in the cluster]].\n\nLet me know if you need anything else."},
    {"q": "How many replicas does node-red have?", "ev": ["e3"],
     "a": "You asked how many replicas node-red has. [[s:node-red has 1 replica]] and [[s:it is ready]]. "
          "[[s:There are 4 deployments in the home namespace]]. [[s:zigbee2mqtt has 1 replica]] but [[s:none of it is ready]]. [[c:home-assistant has 2 replicas]]. "
          "[[c:All deployments are fully available]].\n\nLet me know if you need anything else."},
    {"q": "Is everything OK with the pods?", "ev": ["e4", "e7"],
     "a": "Yes, everything is fine! [[t:All 4 pods are running and ready]]. [[t:zigbee2mqtt is running]] "
          "[[t:with 44 restarts]]. [[t:mosquitto has no restarts]]. [[u:The Zigbee dongle is working]]. [[s:The node is Ready]].\n\n"
          "Let me know if you need anything else."},
    {"q": "How much memory is free on the server?", "ev": ["e1", "e6"],
     "a": "The server has [[s:16 GB of RAM]]. [[s:About 10 GiB is available]] and [[c:5.5 GB is used]], "
          "[[s:which is 35.5%]]. [[s:No swap is used]]. [[c:The uptime is 4 days]] and [[s:the load average is "
          "about 0.6]]. [[c:The CPU is at 94%]]. [[u:Home Assistant is using most of the memory]].\n\nLet me know if you need anything else."},
    {"q": "List the deployments and their ready counts.", "ev": ["e2", "e3"],
     "a": "Here are the deployments (e3):\n\n"
          "- [[s:mosquitto 1/1]]\n"
          "- [[s:node-red 1/1]]\n"
          "- [[c:zigbee2mqtt 1/1]]\n"
          "- [[s:home-assistant 1/1]]\n\n"
          "[[u:The zigbee2mqtt pod has restarted 47 times]] (e3). [[s:The mosquitto pod was started on 10 "
          "November]] (e2). [[c:node-red was started on 10 November]] (e2).\n\nLet me know if you need anything else."},
]

# ---------------------------------------------------------------------------------------------------------
# coracle — Fedora 40 laptop with Podman
# ---------------------------------------------------------------------------------------------------------
COR = Clock("2026-11-28T19:20:00+13:00")
COR_MEM = 16_481_452_032
COR_ROOT = 510_770_802_688

coracle_evidence = [
    steady("e1", COR, age=1800,
           hostname="coracle", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.11.10-200.fc40.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz",
           cpu_cores=4, cpu_threads=8, memory_total_bytes=COR_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": COR_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": COR_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627_900_416}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:5b:88:21", "addresses": ["192.168.0.118/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"podman": "5.2.5-1.fc40", "kernel": "6.11.10-200.fc40",
                               "NetworkManager-wifi": "1:1.46.4-1.fc40", "postgresql": "16.4-1.fc40",
                               "pgcli": "4.1.0-2.fc40", "firefox": "132.0.2-1.fc40"},
           available_services=["NetworkManager.service", "sshd.service", "cups.service", "bluetooth.service",
                               "firewalld.service"],
           users=[{"name": "tomas", "uid": 1000, "gid": 1000, "home": "/home/tomas", "shell": "/bin/bash"},
                  {"name": "lena", "uid": 1001, "gid": 1001, "home": "/home/lena", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["tomas", "lena"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("3f1a9c2e7b44", "postgres", "docker.io/library/postgres:16.4", "running", "Up 3 hours",
            "2026-11-20T18:44:10+13:00", ["127.0.0.1:5432->5432/tcp"]),
        box("9b7d02c1e5aa", "pgadmin", "docker.io/dpage/pgadmin4:8.12", "exited", "Exited (1) 2 hours ago",
            "2026-11-20T18:46:33+13:00", ["127.0.0.1:5050->80/tcp"]),
    ]}, COR, age=25, args={"all": True}),
    item("e3", "linux_package_history", {"events": [
        package_event("2026-11-21T20:11:43+13:00", "upgrade", "kernel", "6.11.8-200.fc40", "6.11.10-200.fc40"),
        package_event("2026-11-21T20:11:43+13:00", "upgrade", "kernel-core", "6.11.8-200.fc40", "6.11.10-200.fc40"),
        package_event("2026-11-21T20:11:43+13:00", "upgrade", "NetworkManager-wifi", "1:1.46.2-1.fc40",
                      "1:1.46.4-1.fc40"),
        package_event("2026-11-24T09:02:10+13:00", "install", "postgresql", None, "16.4-1.fc40"),
        package_event("2026-11-24T09:02:10+13:00", "install", "pgcli", None, "4.1.0-2.fc40"),
        package_event("2026-11-26T22:40:05+13:00", "remove", "toolbox", "0.0.99.5-1.fc40", None),
        package_event("2026-11-27T18:15:30+13:00", "upgrade", "podman", "5.2.3-1.fc40", "5.2.5-1.fc40"),
        package_event("2026-11-27T18:15:30+13:00", "upgrade", "firefox", "132.0-1.fc40", "132.0.2-1.fc40"),
    ]}, COR, age=40, args={"since_days": 14}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "a4:c3:f0:5b:88:21", "addresses": ["192.168.0.118/24"],
                        "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [
            listener(5432, "127.0.0.1", 4411, "rootlessport"),
            listener(53, "127.0.0.53", 812, "systemd-resolve"),
            listener(53, "127.0.0.53", 812, "systemd-resolve", proto="udp"),
            listener(631, "127.0.0.1", 1190, "cupsd"),
            listener(5353, "0.0.0.0", 845, "avahi-daemon", proto="udp"),
        ],
        "connections": [
            connection("192.168.0.118:48220", "140.82.112.25:443", 6120, "firefox"),
            connection("192.168.0.118:39918", "151.101.1.91:443", 6120, "firefox"),
            connection("127.0.0.1:51734", "127.0.0.1:5432", 7302, "pgcli"),
            connection("127.0.0.1:5432", "127.0.0.1:51734", 4411, "rootlessport"),
        ]}, COR, age=20),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        log_entry("2026-11-28T16:02:03+13:00", "NetworkManager.service", "info",
                  "device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-11-28T16:02:03+13:00", "NetworkManager.service", "warning",
                  "device (wlp0s20f3): state change: activated -> disconnected (reason 'supplicant-disconnect')"),
        log_entry("2026-11-28T16:02:11+13:00", "NetworkManager.service", "info",
                  "device (wlp0s20f3): Activation: (wifi) connection 'Kowhai-5G' has security, and secrets exist. "
                  "Connected to wireless network 'Kowhai-5G'"),
        log_entry("2026-11-28T16:02:12+13:00", "NetworkManager.service", "info",
                  "dhcp4 (wlp0s20f3): state changed new lease, address=192.168.0.118"),
    ]}, COR, age=30, args={"unit": "NetworkManager.service", "since_minutes": 240}),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2_310_144, "tx_bytes_per_s": 84_992},
        {"name": "lo", "rx_bytes_per_s": 48_128, "tx_bytes_per_s": 48_128},
    ]}, COR, age=15, args={"interval_seconds": 1.0}),
    item("e7", "linux_system_info",
         system_info(14.2, [1.12, 0.94, 0.88], 39_740, "2026-11-28T08:05:40+13:00", COR_MEM, 9_126_805_504,
                     8 * GiB, 50 * MiB), COR, age=720),
]

COR_USER = user("e9", "It's my laptop (I'm tomas). My flatmate Lena borrows it sometimes, she has her own account "
                      "on it.", COR)

coracle_answers = [
    {"q": "Are my postgres and pgadmin containers up?", "ev": ["e2"],
     "a": "[[s:The postgres container is running]] and [[s:has been up for 3 hours]]. [[c:pgadmin is running "
          "too]]. [[s:postgres uses the postgres:16.4 image]] and [[c:was created on 2 November]]. [[s:pgadmin uses pgadmin4 8.12]]. [[c:pgadmin is published on port 8080]]. [[s:Both "
          "ports are bound to 127.0.0.1 only]]. [[s:There are only two containers]]. [[u:postgres has about 200 MB of data]]. Everything is fine.\n\n"
          "Let me know if you need anything else."},
    {"q": "What did I install recently?", "ev": ["e3"],
     "a": "In the last two weeks [[s:you installed postgresql 16.4]] and [[s:pgcli 4.1.0]] [[c:on 24 November at "
          "9:20 AM]]. [[s:You removed toolbox]] [[c:on 25 November]]. [[s:podman was upgraded to 5.2.5]] [[c:from "
          "5.2.2]]. [[s:firefox was upgraded to 132.0.2]]. [[s:pgcli and postgresql were installed at the same time]]. [[c:Nothing else changed]].\n\n"
          "Let me know if you need anything else."},
    {"q": "Who has admin on this laptop?", "ev": ["e1"], "extra": [COR_USER],
     "a": "You asked who has admin on this laptop. [[s:There are two users, tomas and lena]]. [[s:tomas is in the "
          "wheel group]] and [[c:lena is not in wheel]], so [[c:only you have admin rights]]. [[s:Both users have "
          "/bin/bash as their shell]]. [[s:lena's UID is 1001]] and [[s:she has her own account]]. [[u:Lena only uses the laptop on weekends]].\n\nLet me know if you need anything else."},
    {"q": "Is my Wi-Fi OK? How fast is it going?", "ev": ["e5", "e6"],
     "a": "[[s:Your Wi-Fi is connected to Kowhai-5G]]. [[s:It dropped at 4:02 PM]] and [[s:came back 8 seconds "
          "later]] with [[s:the address 192.168.0.118]]. [[c:Right now it is downloading about 23 MB/s]] and "
          "[[s:uploading about 85 KB/s]]. [[s:The loopback traffic is about 48 KB/s]]. [[u:The drop was caused by the router rebooting]]. Everything looks "
          "fine.\n\nLet me know if you need anything else."},
    {"q": "What's listening on localhost?", "ev": ["e2", "e4"],
     "a": "Here is what is listening:\n\n"
          "- [[s:PostgreSQL on 127.0.0.1:5432]] ([[s:through rootlessport]])\n"
          "- [[s:CUPS on port 631]]\n"
          "- [[s:DNS (systemd-resolved) on 127.0.0.53:53]]\n"
          "- [[c:pgAdmin on 127.0.0.1:5050]]\n\n"
          "[[s:avahi listens on UDP 5353 on all addresses]]. [[s:pgcli is connected to postgres]]. [[c:firefox "
          "has 3 connections open]]. [[s:There are 5 listening sockets]] and [[c:cupsd is PID 1910]].\n\nLet me know if you need anything else."},
    {"q": "Which kernel am I on and was it updated?", "ev": ["e1", "e3"],
     "a": "[[s:You are on kernel 6.11.10-200.fc40]]. [[s:It was updated from 6.11.8]] [[s:on 21 November]]. "
          "[[c:The update was at 8:11 AM]]. [[s:NetworkManager-wifi was upgraded at the same time]]. [[s:This is "
          "Fedora 40]]. [[u:The new kernel fixed your Wi-Fi drops]]. [[c:You still need to reboot to use the new kernel]]. [[c:Your laptop has 8 CPU cores]].\n\n"
          "Let me know if you need anything else."},
    {"q": "How's the memory?", "ev": ["e1", "e7"],
     "a": "[[s:You have 16 GB of RAM]]. [[t:About 6.8 GiB is used]], [[t:which is 44.6%]]. [[t:The swap is "
          "8 GiB]] [[t:with 50 MiB used]]. [[t:The laptop was booted at 8:05 this morning]]. [[s:The CPU is an "
          "Intel i5-1135G7]]. [[u:Firefox is using most of the memory]]. Everything is fine.\n\nLet me know if you need anything else."},
]

MACHINES = [
    {"name": "kayak", "clock": KAY, "evidence": kayak_evidence, "answers": kayak_answers},
    {"name": "canoe", "clock": CAN, "evidence": canoe_evidence, "answers": canoe_answers},
    {"name": "dinghy", "clock": DIN, "evidence": dinghy_evidence, "answers": dinghy_answers},
    {"name": "punt", "clock": PUN, "evidence": punt_evidence, "answers": punt_answers},
    {"name": "coracle", "clock": COR, "evidence": coracle_evidence, "answers": coracle_answers},
]
