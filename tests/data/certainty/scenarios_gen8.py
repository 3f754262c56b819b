"""8th generation (written blind: without reading the certainty wrapper, to be scored once as unseen data, see
the README): risa (Linux Mint 22 gaming desktop, two snapshots), qonos (Debian 12 mail and DNS VPS),
ferenginar (AlmaLinux 9 running a Docker Compose shop), andoria (kubeadm cluster, seen from its control plane)."""

from _evidence import GB, GiB, MiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user

# --------------------------------------------------------------------------------------------------------
ri = Clock("2026-12-12T20:15:00+00:00")
RIMEM = 33_443_000_000         # 31.1 GiB MemTotal (32 GB installed)
RIROOT = 1_000_000_000_000
RIGAMES = 2_000_398_934_016


def _risa_snapshot(eid: str, age: float, snapshot: str, kernel: str, packages: dict) -> dict:
    snap = steady(eid, ri, age, hostname="risa", os_name="Linux Mint", os_version="22", os_codename="wilma",
                  os_pretty_name="Linux Mint 22", kernel=kernel, cpu_model="12th Gen Intel(R) Core(TM) i7-12700K",
                  cpu_cores=12, cpu_threads=20, memory_total_bytes=RIMEM,
                  disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": RIROOT},
                         {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": RIGAMES}],
                  network_interfaces=[{"name": "enp4s0", "mac": "04:7c:16:5e:1a:23",
                                       "addresses": ["192.168.178.23/24", "fd00::5e1a:23/64"], "is_up": True},
                                      {"name": "wlp5s0", "mac": "70:cd:0d:44:55:66", "addresses": [], "is_up": False}],
                  dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", installed_packages=packages,
                  available_services=["lightdm.service", "NetworkManager.service", "cups.service",
                                      "bluetooth.service", "timeshift-autosnap.service"],
                  users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                         {"name": "lwaxana", "uid": 1000, "gid": 1000, "home": "/home/lwaxana", "shell": "/bin/bash"},
                         {"name": "deanna", "uid": 1001, "gid": 1001, "home": "/home/deanna", "shell": "/bin/bash"}],
                  groups=[{"name": "sudo", "gid": 27, "members": ["lwaxana"]},
                          {"name": "lpadmin", "gid": 114, "members": ["lwaxana"]},
                          {"name": "plugdev", "gid": 46, "members": ["lwaxana", "deanna"]}])
    snap["data"]["snapshot_id"] = snapshot
    return snap


RISA_OLD_PKGS = {"firefox": "133.0+linuxmint1+wilma", "steam-installer": "1:1.0.0.81~ds-2", "vlc": "3.0.20-3build6",
                 "obs-studio": "30.0.2+dfsg-3build1", "cinnamon": "6.2.9+wilma", "timeshift": "24.06.5",
                 "libreoffice-core": "4:24.2.7-0ubuntu0.24.04.1", "linux-image-6.8.0-49-generic": "6.8.0-49.49"}
RISA_NEW_PKGS = {"firefox": "133.0.3+linuxmint1+wilma", "steam-installer": "1:1.0.0.81~ds-2", "vlc": "3.0.20-3build6",
                 "cinnamon": "6.2.9+wilma", "timeshift": "24.06.5", "lutris": "0.5.17-1",
                 "libreoffice-core": "4:24.2.7-0ubuntu0.24.04.1", "linux-image-6.8.0-49-generic": "6.8.0-49.49",
                 "linux-image-6.8.0-50-generic": "6.8.0-50.51"}
risa_ev = [
    _risa_snapshot("e1", 172800, "snap-41", "6.8.0-49-generic", RISA_OLD_PKGS),
    _risa_snapshot("e2", 1500, "snap-42", "6.8.0-50-generic", RISA_NEW_PKGS),
    item("e3", "linux_system_info", system_info(64.0, [5.2, 4.8, 3.9], 18720, "2026-12-12T15:03:00+00:00", RIMEM,
                                                int(9.5 * GiB), 2 * GiB, int(1.4 * GiB)), ri, 20),
    item("e4", "linux_processes", {"total": 356, "processes": [
        proc(60112, "eldenring.exe", "lwaxana", 310.0, 22.4, int(7.0 * GiB), "2026-12-12T19:31:10+00:00",
             "Z:\\home\\lwaxana\\.steam\\steam\\steamapps\\common\\ELDEN RING\\Game\\eldenring.exe", "running"),
        proc(61870, "ffmpeg", "lwaxana", 95.0, 1.3, 420 * MiB, "2026-12-12T19:50:02+00:00",
             "ffmpeg -i /mnt/games/clips/raid.mkv -c:v libx264 -preset veryslow -x264-params threads=4 "
             "/home/lwaxana/Videos/raid-cpu-encode.mp4", "running"),
        proc(59001, "steamwebhelper", "lwaxana", 18.0, 1.9, 610 * MiB, "2026-12-12T19:30:40+00:00",
             "/home/lwaxana/.steam/debian-installation/ubuntu12_64/steamwebhelper -lang=en_US --type=renderer"),
        proc(2250, "cinnamon", "lwaxana", 7.0, 1.6, 520 * MiB, "2026-12-12T15:04:12+00:00", "cinnamon --replace"),
        proc(59010, "steamwebhelper", "lwaxana", 6.5, 0.9, 300 * MiB, "2026-12-12T19:30:41+00:00",
             "/home/lwaxana/.steam/debian-installation/ubuntu12_64/steamwebhelper --type=gpu-process"),
    ]}, ri, 25, {"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [fs("/dev/nvme0n1p2", "/", "ext4", RIROOT, 402 * GB),
                                                    fs("/dev/sda1", "/mnt/games", "ext4", RIGAMES, 1710 * GB)]}, ri, 30),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp4s0", "rx_bytes_per_s": 48_500_000, "tx_bytes_per_s": 1_200_000},
        {"name": "wlp5s0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0}]}, ri, 15, {"interval_seconds": 1.0}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 12_000_000, "write_bytes_per_s": 3_000_000, "busy_percent": 9.0},
        {"device": "sda", "read_bytes_per_s": 142_000_000, "write_bytes_per_s": 400_000, "busy_percent": 88.0}]},
         ri, 15, {"interval_seconds": 1.0}),
    item("e8", "linux_package_history", {"events": [
        {"time": "2026-12-11T19:02:40+00:00", "action": "install", "package": "lutris",
         "from_version": None, "to_version": "0.5.17-1"},
        {"time": "2026-12-11T19:05:12+00:00", "action": "remove", "package": "obs-studio",
         "from_version": "30.0.2+dfsg-3build1", "to_version": None},
        {"time": "2026-12-12T14:55:30+00:00", "action": "upgrade", "package": "firefox",
         "from_version": "133.0+linuxmint1+wilma", "to_version": "133.0.3+linuxmint1+wilma"},
        {"time": "2026-12-12T14:56:02+00:00", "action": "install", "package": "linux-image-6.8.0-50-generic",
         "from_version": None, "to_version": "6.8.0-50.51"}]}, ri, 60, {"since_days": 3}),
    item("e9", "linux_service_status", unit("cups.service", "inactive", "dead", "enabled", None, None,
                                            "CUPS Scheduler"), ri, 30, {"name": "cups"}),
    item("e10", "linux_processes", {"total": 356, "processes": []}, ri, 25, {"name": "obs"}),
    item("e11", "linux_system_info", system_info(8.0, [0.4, 0.6, 0.9], 17820, "2026-12-12T15:03:00+00:00", RIMEM,
                                                 20 * GiB, 2 * GiB, 0), ri, 900),
]
RISA = {"name": "risa", "clock": ri, "evidence": risa_ev, "answers": [
    {"q": "What changed since my last snapshot?", "ev": ["e1", "e2", "e8"],
     "a": "Comparing snapshot **snap-41** (two days ago) with **snap-42**:\n\n| Change | Package | Details |\n|---|---|---|\n"
          "| ➕ installed | [[s:lutris]] | [[s:0.5.17-1]] |\n| ➖ removed | [[s:obs-studio]] | |\n| ⬆️ upgraded | "
          "[[s:firefox]] | [[s:133.0 → 133.0.3]] |\n| ➖ removed | [[c:steam-installer]] | |\n\n[[s:The running kernel also changed, from 6.8.0-49 to 6.8.0-50]]. "
          "[[c:VLC was upgraded as well]]. [[u:You installed Lutris from the Software Manager]].\n\nIf you want, I can "
          "diff the configuration files too."},
    {"q": "Why is my game stuttering?", "ev": ["e3", "e4", "e7"],
     "a": "A few things are competing with the game:\n\n1. [[s:`eldenring.exe` itself uses ~310% CPU]] (about three "
          "cores)\n2. [[s:an `ffmpeg` x264 encode is running at ~95% CPU]] [[s:with `-preset veryslow`]]\n3. [[s:sda is "
          "88% busy]], [[s:reading ~142 MB/s]], [[c:and the NVMe is almost as busy]]\n\n[[s:The load average is 5.2]] [[u:on 20 threads]], [[s:and 1.4 GiB of "
          "swap is in use]], which can cause hitches. [[c:Steam's web helper is the second-biggest CPU user]]. [[u:The "
          "game is capped at 60 FPS]].\n\nTry pausing the encode (`kill -STOP 61870`) while you play."},
    {"q": "Is OBS still running? I thought I uninstalled it.", "ev": ["e2", "e10"],
     "a": "[[s:No, there is no process named `obs` running]]. [[s:And you're right: obs-studio is no longer "
          "installed]]. [[u:Its config folder ~/.config/obs-studio is still there]], so you can delete it if you don't "
          "need your scenes."},
    {"q": "How much space do I have for games?", "ev": ["e2", "e5"],
     "a": "### Disk space\n\n| Mount | Size | Used | Free |\n|---|---|---|---|\n| / | [[s:1 TB]] | [[c:45%]] | [[s:~598 GB]] |\n"
          "| /mnt/games | [[s:2 TB]] | [[s:~86%]] | [[c:~500 GB]] |\n\n[[s:The games drive is /dev/sda1]], [[u:a spinning "
          "HDD]], so load times will be slower there. [[c:Both filesystems are Btrfs]]."},
    {"q": "Is my download maxing out my connection?", "ev": ["e6"],
     "extra": [user("e12", "My internet plan is 500 Mbit/s.", ri)],
     "a": "Not quite. [[s:enp4s0 is receiving about 48.5 MB/s]], [[s:which is roughly 390 Mbit/s]] — [[s:about 78% "
          "of the 500 Mbit/s plan you mentioned]]. [[s:Upload is tiny at ~1.2 MB/s]]. [[c:Part of the traffic is going "
          "over Wi-Fi]]. [[u:The download is a Steam game update]]."},
    {"q": "Is CUPS running? And how's the CPU now?", "ev": ["e9", "e11"],
     "a": "[[s:cups.service is inactive (dead)]], [[s:though it's enabled]] — [[u:it will start on demand when you "
          "print]]. [[t:The CPU is mostly idle at 8%]] [[t:with a load average of 0.4]], [[t:and 20 GiB of RAM is free]]."},
    {"q": "Who uses this PC?", "ev": ["e2"],
     "a": "[[s:Two regular users: lwaxana and deanna]]. [[s:Only lwaxana is in `sudo`]] [[s:and can manage printers "
          "(`lpadmin`)]]. [[c:deanna's shell is fish]]. [[s:Both are in `plugdev`]]. [[u:deanna hasn't logged in for "
          "weeks]]."},
]}

# --------------------------------------------------------------------------------------------------------
qo = Clock("2026-12-13T06:40:00+00:00")
QMEM = 4_101_000_000           # 3.82 GiB (a "4 GB" VPS)
QROOT = 80 * GiB
qonos_ev = [
    steady("e1", qo, 3600, hostname="qonos", domain="klingon.example", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", os_pretty_name="Debian GNU/Linux 12 (bookworm)", kernel="6.1.0-27-cloud-amd64",
           cpu_model="AMD EPYC-Milan Processor", cpu_cores=2, cpu_threads=2, memory_total_bytes=QMEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": QROOT}],
           network_interfaces=[{"name": "ens3", "mac": "fa:16:3e:40:40:40",
                                "addresses": ["198.51.100.40/24", "2001:db8:40::40/64"], "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="198.51.100.1",
           installed_packages={"postfix": "3.7.11-0+deb12u1", "dovecot-core": "1:2.3.19.1+dfsg1-2.1+deb12u1",
                               "dovecot-imapd": "1:2.3.19.1+dfsg1-2.1+deb12u1", "unbound": "1.17.1-2+deb12u2",
                               "rspamd": "3.4-1", "certbot": "2.1.0-4", "openssh-server": "1:9.2p1-2+deb12u3",
                               "fail2ban": "1.0.2-2"},
           available_services=["postfix.service", "postfix@-.service", "dovecot.service", "unbound.service",
                               "rspamd.service", "ssh.service", "fail2ban.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "unbound", "uid": 107, "gid": 113, "home": "/var/lib/unbound", "shell": "/usr/sbin/nologin"},
                  {"name": "_rspamd", "uid": 108, "gid": 114, "home": "/var/lib/rspamd", "shell": "/bin/false"},
                  {"name": "worf", "uid": 1000, "gid": 1000, "home": "/home/worf", "shell": "/bin/bash"},
                  {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["worf"]}, {"name": "adm", "gid": 4, "members": ["worf"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("postfix@-.service", "active", "running", "enabled", 1022, "2026-11-02T03:40:31+00:00",
             "Postfix Mail Transport Agent (instance -)"),
        unit("dovecot.service", "active", "running", "enabled", 980, "2026-11-02T03:40:29+00:00",
             "Dovecot IMAP/POP3 email server"),
        unit("unbound.service", "active", "running", "enabled", 640, "2026-11-02T03:40:20+00:00",
             "Unbound DNS server"),
        unit("rspamd.service", "active", "running", "enabled", 1100, "2026-11-02T03:40:33+00:00",
             "rapid spam filtering system"),
        unit("ssh.service", "active", "running", "enabled", 702, "2026-11-02T03:40:22+00:00",
             "OpenBSD Secure Shell server")]}, qo, 30, {"limit": 5}, complete=False),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
        {"time": "2026-12-13T06:01:14+00:00", "unit": "ssh.service", "priority": "info",
         "message": "Failed password for root from 203.0.113.99 port 51522 ssh2"},
        {"time": "2026-12-13T06:01:19+00:00", "unit": "ssh.service", "priority": "info",
         "message": "Failed password for root from 203.0.113.99 port 51530 ssh2"},
        {"time": "2026-12-13T06:01:25+00:00", "unit": "ssh.service", "priority": "info",
         "message": "Failed password for invalid user admin from 203.0.113.99 port 51600 ssh2"},
        {"time": "2026-12-13T06:12:48+00:00", "unit": "ssh.service", "priority": "info",
         "message": "Failed password for root from 192.0.2.14 port 40022 ssh2"},
        {"time": "2026-12-13T06:20:03+00:00", "unit": "ssh.service", "priority": "info",
         "message": "Failed password for root from 203.0.113.99 port 52001 ssh2"}]}, qo, 40,
         {"unit": "ssh", "since_minutes": 60, "grep": "Failed password", "limit": 5}, complete=False),
    item("e4", "linux_network_info", {"interfaces": [
        {"name": "ens3", "mac": "fa:16:3e:40:40:40", "addresses": ["198.51.100.40/24", "2001:db8:40::40/64"], "is_up": True}],
        "listening": [
            {"proto": "tcp", "address": "0.0.0.0", "port": 25, "pid": 1022, "process": "master"},
            {"proto": "tcp6", "address": "::", "port": 25, "pid": 1022, "process": "master"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 465, "pid": 1022, "process": "master"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 587, "pid": 1022, "process": "master"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 993, "pid": 980, "process": "dovecot"},
            {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 702, "process": "sshd"},
            {"proto": "tcp6", "address": "::", "port": 22, "pid": 702, "process": "sshd"},
            {"proto": "tcp", "address": "127.0.0.1", "port": 53, "pid": 640, "process": "unbound"},
            {"proto": "udp", "address": "127.0.0.1", "port": 53, "pid": 640, "process": "unbound"},
            {"proto": "tcp", "address": "127.0.0.1", "port": 8953, "pid": 640, "process": "unbound"},
            {"proto": "tcp", "address": "127.0.0.1", "port": 11333, "pid": 1100, "process": "rspamd"},
            {"proto": "tcp", "address": "127.0.0.1", "port": 11334, "pid": 1100, "process": "rspamd"}],
        "connections": []}, qo, 30),
    item("e5", "linux_processes", {"total": 96, "processes": [
        proc(30211, "imap", "vmail", 0.0, 0.2, 6 * MiB, "2026-12-13T05:10:44+00:00",
             "dovecot/imap [worf@klingon.example 203.0.113.7 IDLE]"),
        proc(30377, "imap", "vmail", 0.0, 0.2, 6 * MiB, "2026-12-13T05:55:02+00:00",
             "dovecot/imap [worf@klingon.example 10.8.0.2 IDLE]"),
        proc(30420, "imap", "vmail", 0.1, 0.2, 7 * MiB, "2026-12-13T06:21:30+00:00",
             "dovecot/imap [martok@klingon.example 198.51.100.77 IDLE]"),
        proc(990, "imap-login", "dovenull", 0.0, 0.1, 4 * MiB, "2026-11-02T03:40:30+00:00", "dovecot/imap-login"),
    ]}, qo, 25, {"name": "imap"}),
    item("e6", "linux_system_info", system_info(7.0, [0.21, 0.30, 0.28], 3553200, "2026-11-02T03:40:00+00:00", QMEM,
                                                int(1.6 * GiB), 1 * GiB, 620 * MiB), qo, 20),
    item("e7", "linux_file_read", {"path": "/etc/resolv.conf", "offset": 0, "limit": 200, "total_lines": 2,
                                   "lines": ["nameserver 127.0.0.1", "options edns0 trust-ad"]}, qo, 30,
         {"path": "/etc/resolv.conf"}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "postfix@-.service", "entries": [
        {"time": "2026-12-13T06:02:11+00:00", "unit": "postfix@-.service", "priority": "warning",
         "message": "postfix/smtpd[41002]: warning: hostname mail.spam.example does not resolve to address 203.0.113.200"},
        {"time": "2026-12-13T06:15:40+00:00", "unit": "postfix@-.service", "priority": "info",
         "message": "postfix/smtpd[41120]: NOQUEUE: reject: RCPT from unknown[203.0.113.200]: 554 5.7.1 Service "
                    "unavailable; Client host [203.0.113.200] blocked using zen.spamhaus.org"},
        {"time": "2026-12-13T06:31:05+00:00", "unit": "postfix@-.service", "priority": "crit",
         "message": "postfix/trivial-rewrite[41377]: fatal: open database /etc/postfix/virtual.db: No such file or "
                    "directory"}]}, qo, 40, {"unit": "postfix@-", "since_minutes": 120}),
    item("e9", "linux_service_status", unit("fail2ban.service", "active", "running", "enabled", 1200,
                                            "2026-11-02T03:40:30+00:00", "Fail2Ban Service"), qo, 30, {"name": "fail2ban"}),
    item("e10", "linux_service_status", unit("fail2ban.service", "failed", "failed", "enabled", None, None,
                                             "Fail2Ban Service"), qo, 1000, {"name": "fail2ban"}),
    item("e11", "linux_disk_usage", {"filesystems": [fs("/dev/vda1", "/", "ext4", QROOT, int(66.4 * GiB))]}, qo, 30),
]
QONOS = {"name": "qonos", "clock": qo, "evidence": qonos_ev, "answers": [
    {"q": "Is the mail server OK?", "ev": ["e2", "e8"],
     "a": "Mostly:\n\n- ✅ [[s:Postfix (postfix@-) is running]]\n- ✅ [[s:Dovecot is running]]\n- ✅ [[s:rspamd is "
          "running]]\n- ✅ [[s:unbound is up]]\n\n⚠️ But [[s:at 06:31 Postfix hit a fatal error: it can't open "
          "`/etc/postfix/virtual.db`]]. [[u:Someone probably edited `/etc/postfix/virtual` without running `postmap`]]. "
          "[[s:It also rejected a client (203.0.113.200) listed on Spamhaus ZEN]]; [[c:that rejection was at 06:02]]. "
          "[[u:No other services have failed]].\n\nFix: `sudo postmap /etc/postfix/virtual && sudo systemctl reload "
          "postfix`."},
    {"q": "Is someone brute-forcing SSH?", "ev": ["e3", "e9"],
     "a": "Looks like it. [[s:The log shows repeated failed root logins from 203.0.113.99]], [[s:plus a try for an "
          "invalid user `admin`]]. [[u:There were exactly 5 failed attempts in the last hour]], [[u:all from just two "
          "IPs]]. [[s:fail2ban is active]] [[u:and has already banned 203.0.113.99]]. [[c:fail2ban is disabled at boot]], "
          "though, so enable it with `sudo systemctl enable fail2ban`."},
    {"q": "What ports are open to the internet?", "ev": ["e4"],
     "a": "**Public** (all interfaces):\n- [[s:25 (SMTP)]], [[c:465, 587 and 2525 (submission)]] — Postfix\n- [[s:993 "
          "(IMAPS)]] — Dovecot\n- [[s:22 (SSH)]]\n\n**Localhost only**:\n- [[s:unbound on 53 and its control port "
          "8953]]\n- [[s:rspamd on 11333/11334]]\n\n[[c:Plain IMAP on 143 is open too]]. [[s:Nothing listens on port "
          "80]], [[u:so certbot must be using the DNS challenge]]."},
    {"q": "Who's connected over IMAP?", "ev": ["e5"],
     "a": "[[s:3 IMAP sessions are open]]: [[s:worf@klingon.example from 203.0.113.7 and 10.8.0.2]], and "
          "[[s:martok@klingon.example from 198.51.100.77]]. [[s:All of them are IDLE]]. [[c:Each session uses around "
          "50 MiB]]. [[u:worf's phone is the 10.8.0.2 one]]."},
    {"q": "Is DNS resolution local?", "ev": ["e1", "e7"],
     "a": "[[s:Yes — /etc/resolv.conf points to 127.0.0.1]], [[u:where unbound is listening]]. [[s:EDNS0 is "
          "enabled]] (`options edns0 trust-ad`). [[s:unbound 1.17.1 is installed]]. [[c:There is a secondary nameserver, "
          "1.1.1.1]]."},
    {"q": "How much memory and disk does the VPS have?", "ev": ["e1", "e6", "e11"],
     "a": "- **RAM**: [[s:4 GB]] ([[s:~1.6 GiB available]])\n- **Swap**: [[s:1 GiB]], [[c:unused]]\n- **Disk**: "
          "[[s:80 GiB]], [[s:about 83% used]]\n- **CPU**: [[s:2 vCPUs (AMD EPYC-Milan)]]\n- **Uptime**: [[s:41 days]]\n\n"
          "[[u:The disk is mostly mail in /var/vmail]]. [[c:I think the VPS runs Debian 11]]."},
    {"q": "Is fail2ban working?", "ev": ["e10"],
     "a": "[[t:No, fail2ban.service has failed]]. [[u:It probably crashed because of a bad jail.local]]. Try "
          "`sudo fail2ban-client -t` to test the configuration."},
    {"q": "Is MariaDB or MySQL installed?", "ev": ["e1"],
     "a": "No, [[s:neither MariaDB nor MySQL is installed]]. [[u:Dovecot and Postfix read their users from flat files]]."},
    {"q": "Is rspamd running?", "ev": ["e1"],
     "a": "[[u:Yes, rspamd is running]]; [[s:rspamd 3.4 is installed]] [[s:and has a systemd unit]]."},
]}

# --------------------------------------------------------------------------------------------------------
fe = Clock("2026-12-14T13:20:00+00:00")
FMEM = 16_496_000_000          # 15.4 GiB (a 16 GB VM)
FROOT = 70 * GiB
FSRV = 500 * GiB
PHP_IMG = "ferengi/shop-php:2.14.1"
ferenginar_ev = [
    steady("e1", fe, 2000, hostname="ferenginar", os_name="AlmaLinux", os_version="9.5", os_codename="Teal Serval",
           os_pretty_name="AlmaLinux 9.5 (Teal Serval)", kernel="5.14.0-503.15.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=8, cpu_threads=16, memory_total_bytes=FMEM,
           disks=[{"device": "/dev/mapper/almalinux-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": FROOT},
                  {"device": "/dev/sdb1", "mountpoint": "/srv", "fstype": "xfs", "total_bytes": FSRV}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:8a:21:21", "addresses": ["10.0.8.21/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:ac:11:00:01", "addresses": ["172.17.0.1/16"],
                                "is_up": False},
                               {"name": "br-3f2a9c1d7e6b", "mac": "02:42:ac:12:00:01", "addresses": ["172.18.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.0.8.2"], default_gateway="10.0.8.1", package_manager="rpm",
           installed_packages={"docker-ce": "3:27.4.0-1.el9", "docker-compose-plugin": "2.31.0-1.el9",
                               "containerd.io": "1.7.24-3.1.el9", "firewalld": "1.3.4-7.el9", "chrony": "4.5-3.el9_5"},
           available_services=["docker.service", "containerd.service", "firewalld.service", "chronyd.service",
                               "sshd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "quark", "uid": 1000, "gid": 1000, "home": "/home/quark", "shell": "/bin/bash"},
                  {"name": "rom", "uid": 1001, "gid": 1001, "home": "/home/rom", "shell": "/bin/bash"},
                  {"name": "nog", "uid": 1002, "gid": 1002, "home": "/srv/shop", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["quark"]}, {"name": "docker", "gid": 989, "members": ["quark", "rom"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a0b1c2d3e4f5", "shop-nginx-1", "nginx:1.27.3", "running", "Up 6 days", "2026-12-08T11:25:00+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("b1c2d3e4f5a0", "shop-php-1", PHP_IMG, "running", "Up 6 days", "2026-12-08T11:24:50+00:00"),
        box("c2d3e4f5a0b1", "shop-php-2", PHP_IMG, "running", "Up 6 days", "2026-12-08T11:24:51+00:00"),
        box("d3e4f5a0b1c2", "shop-mysql-1", "mysql:8.4.3", "running", "Up 6 days (healthy)", "2026-12-08T11:24:30+00:00",
            ["127.0.0.1:3306->3306/tcp"]),
        box("e4f5a0b1c2d3", "shop-redis-1", "redis:7.4.1", "restarting", "Restarting (1) 12 seconds ago",
            "2026-12-08T11:24:31+00:00"),
        box("f5a0b1c2d3e4", "shop-worker-1", "ferengi/shop-worker:2.14.1", "exited", "Exited (137) 40 minutes ago",
            "2026-12-08T11:24:55+00:00")]}, fe, 30, {"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        {"time": "2026-12-14T13:19:46+00:00", "unit": "docker.service", "priority": "err",
         "message": "shop-redis-1: Bad file format reading the append only file appendonly.aof.1.incr.aof: make a "
                    "backup of your AOF file, then use ./redis-check-aof --fix <filename.manifest>"}]}, fe, 40,
         {"unit": "docker", "since_minutes": 60, "grep": "redis"}),
    item("e4", "linux_processes", {"total": 287, "processes": [
        proc(88120, "php-fpm", "33", 48.0, 2.4, 380 * MiB, "2026-12-14T12:55:10+00:00", "php-fpm: pool www", "running"),
        proc(88131, "php-fpm", "33", 41.5, 2.3, 370 * MiB, "2026-12-14T12:56:02+00:00", "php-fpm: pool www", "running"),
        proc(5012, "mysqld", "999", 37.0, 38.1, int(5.85 * GiB), "2026-12-08T11:24:33+00:00", "mysqld"),
        proc(1180, "dockerd", "root", 12.0, 0.9, 140 * MiB, "2026-12-08T11:21:02+00:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        proc(98, "kswapd0", "root", 9.5, 0.0, 0, "2026-12-08T11:20:01+00:00", "[kswapd0]", "running"),
    ]}, fe, 25, {"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_system_info", system_info(72.0, [14.8, 12.9, 10.1], 525600, "2026-12-08T11:20:00+00:00", FMEM,
                                                int(0.9 * GiB), 4 * GiB, int(3.6 * GiB)), fe, 20),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "kernel", "entries": [
        {"time": "2026-12-14T12:40:02+00:00", "unit": "kernel", "priority": "err",
         "message": "Memory cgroup out of memory: Killed process 771234 (php) total-vm:2101232kB, anon-rss:1843100kB, "
                    "file-rss:10240kB, shmem-rss:0kB, UID:33 pgtables:3900kB oom_score_adj:0"}]}, fe, 40,
         {"since_minutes": 120, "grep": "out of memory"}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 900_000, "write_bytes_per_s": 2_100_000, "busy_percent": 12.0},
        {"device": "sdb", "read_bytes_per_s": 20_000_000, "write_bytes_per_s": 55_000_000, "busy_percent": 64.0},
        {"device": "dm-0", "read_bytes_per_s": 900_000, "write_bytes_per_s": 2_100_000, "busy_percent": 11.0}]},
         fe, 15, {"interval_seconds": 1.0}),
    item("e8", "linux_containers", {"runtime": "docker", "containers": [
        box("a0b1c2d3e4f5", "shop-nginx-1", "nginx:1.27.3", "running", "Up 6 days", "2026-12-08T11:25:00+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("b1c2d3e4f5a0", "shop-php-1", PHP_IMG, "running", "Up 6 days", "2026-12-08T11:24:50+00:00"),
        box("c2d3e4f5a0b1", "shop-php-2", PHP_IMG, "running", "Up 6 days", "2026-12-08T11:24:51+00:00"),
        box("d3e4f5a0b1c2", "shop-mysql-1", "mysql:8.4.3", "running", "Up 6 days (healthy)", "2026-12-08T11:24:30+00:00",
            ["127.0.0.1:3306->3306/tcp"]),
        box("e4f5a0b1c2d3", "shop-redis-1", "redis:7.4.1", "running", "Up 6 days", "2026-12-08T11:24:31+00:00"),
        box("f5a0b1c2d3e4", "shop-worker-1", "ferengi/shop-worker:2.14.1", "running", "Up 6 days",
            "2026-12-08T11:24:55+00:00")]}, fe, 5400, {"all": True}),
    item("e9", "linux_disk_usage", {"filesystems": [fs("/dev/mapper/almalinux-root", "/", "xfs", FROOT, 31 * GiB),
                                                    fs("/dev/sdb1", "/srv", "xfs", FSRV, 212 * GiB)]}, fe, 30),
    item("e10", "linux_containers", {"runtime": "docker", "containers": [
        box("a0b1c2d3e4f5", "shop-nginx-1", "nginx:1.27.3", "running", "Up 6 days", "2026-12-08T11:25:00+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("b1c2d3e4f5a0", "shop-php-1", PHP_IMG, "running", "Up 6 days", "2026-12-08T11:24:50+00:00"),
        box("c2d3e4f5a0b1", "shop-php-2", PHP_IMG, "running", "Up 6 days", "2026-12-08T11:24:51+00:00"),
        box("d3e4f5a0b1c2", "shop-mysql-1", "mysql:8.4.3", "running", "Up 6 days (healthy)", "2026-12-08T11:24:30+00:00",
            ["127.0.0.1:3306->3306/tcp"]),
        box("e4f5a0b1c2d3", "shop-redis-1", "redis:7.4.1", "running", "Up 2 seconds", "2026-12-08T11:24:31+00:00")]},
         fe, 40, {"all": False}),
]
FERENGINAR = {"name": "ferenginar", "clock": fe, "evidence": ferenginar_ev, "answers": [
    {"q": "The shop is slow and throwing errors — what's going on?", "ev": ["e2", "e3", "e4", "e5"],
     "a": "## Summary\n\nThe box is short on **memory and CPU**:\n\n- [[s:Load is 14.8]] [[u:on 16 vCPUs]]\n- [[s:Only "
          "~0.9 GiB of RAM is available]] [[s:and swap is nearly full (3.6 of 4 GiB)]]\n- [[s:`kswapd0` shows up among "
          "the top CPU users]], a classic sign of memory pressure\n\n## Containers\n\n- [[s:shop-redis-1 is stuck "
          "restarting]] — [[s:its AOF file is corrupt (\"Bad file format reading the append only file\")]]\n- "
          "[[s:shop-worker-1 exited with code 137]] [[c:an hour ago]]\n\n[[u:Sessions are stored in Redis, so logins "
          "fail]]. [[c:MySQL is probably the top CPU consumer]].\n\nI'd start with `redis-check-aof --fix` on the AOF manifest."},
    {"q": "Is redis running?", "ev": ["e2", "e10"],
     "a": "[[u:Yes, shop-redis-1 is running]], [[s:from the redis:7.4.1 image]]. [[c:It's published on port 6379]]."},
    {"q": "What killed the worker?", "ev": ["e2", "e6"],
     "a": "[[s:At 12:40 the memory-cgroup OOM killer killed a `php` process (PID 771234)]], [[s:which held about "
          "1.8 GB of RAM]]. [[s:shop-worker-1 exited with code 137 about 40 minutes ago]], [[u:so that was the "
          "worker]]. [[u:Its memory limit is 2 GB]]. [[c:Docker has already restarted it]]."},
    {"q": "List my containers", "ev": ["e8"],
     "a": "[[t:All six containers are up]], [[t:including shop-worker-1 and shop-redis-1]]. [[u:The stack was "
          "deployed with `docker compose`]]."},
    {"q": "Who can use Docker here?", "ev": ["e1"],
     "a": "[[s:quark and rom are in the `docker` group]], so both can run containers. [[s:quark is also in `wheel`]]. "
          "[[c:rom is in `wheel` too]]. [[s:nog has no login shell (`/sbin/nologin`)]]. [[s:Docker CE 27.4.0 is "
          "installed with the compose plugin 2.31]]. [[c:Podman is installed as well]]."},
    {"q": "How are the disks doing?", "ev": ["e7", "e9"],
     "a": "| Mount | Used |\n|---|---|\n| / | [[s:31 GiB of 70 GiB (44%)]] |\n| /srv | [[s:212 GiB of 500 GiB]] |\n\n"
          "[[s:sdb is the busiest disk at 64%]], [[s:writing ~55 MB/s]]. [[u:That's MySQL flushing its redo log]]. "
          "[[c:/srv is almost full]]."},
    {"q": "What's the OS and how long has it been up?", "ev": ["e1", "e5"],
     "a": "[[s:AlmaLinux 9.5 (Teal Serval)]], [[s:kernel 5.14.0-503.15.1.el9_5]]. [[s:Up for 6 days and 2 hours]], "
          "[[c:since December 6]]. [[s:It has 16 GB of RAM]] [[c:and 4 CPU cores]]. [[u:SELinux is "
          "enforcing]]."},
]}

# --------------------------------------------------------------------------------------------------------
an = Clock("2026-12-15T11:00:00+00:00")
AMEM = 67_160_000_000          # 62.5 GiB
FRAUD_IMG = "registry.andoria.internal/payments/fraud-check:3.2.0"
andoria_ev = [
    steady("e1", an, 2500, hostname="andoria-cp", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           os_pretty_name="Ubuntu 24.04.1 LTS", kernel="6.8.0-49-generic",
           cpu_model="Intel(R) Xeon(R) Silver 4410Y", cpu_cores=12, cpu_threads=24, memory_total_bytes=AMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480 * GB}],
           network_interfaces=[{"name": "eno1", "mac": "ac:1f:6b:30:00:10", "addresses": ["10.30.0.10/24"], "is_up": True}],
           dns_servers=["10.30.0.2"], default_gateway="10.30.0.1",
           installed_packages={"kubelet": "1.31.4-1.1", "kubeadm": "1.31.4-1.1", "kubectl": "1.31.4-1.1",
                               "containerd": "1.7.24-0ubuntu1~24.04.1", "cri-tools": "1.31.1-1.1"},
           available_services=["kubelet.service", "containerd.service", "ssh.service", "chrony.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "shran", "uid": 1000, "gid": 1000, "home": "/home/shran", "shell": "/bin/bash"},
                  {"name": "talas", "uid": 1001, "gid": 1001, "home": "/home/talas", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["shran"]}]),
    item("e2", "kubernetes_get", {"context": "kubernetes-admin@andoria", "namespace": None, "items": [
        node("andoria-cp", True, "v1.31.4"), node("andoria-w1", True, "v1.31.4"), node("andoria-w2", False, "v1.30.8")]},
         an, 30, {"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "kubernetes-admin@andoria", "namespace": "payments", "items": [
        pod("api-6d5f7c8b9-h2k4m", "payments", "Running", "andoria-w1", 0, True, started="2026-12-14T08:00:00+00:00"),
        pod("api-6d5f7c8b9-p8r6t", "payments", "Running", "andoria-w1", 1, True, started="2026-12-14T08:00:03+00:00"),
        pod("ledger-0", "payments", "Running", "andoria-w1", 0, True, started="2026-12-10T09:00:00+00:00"),
        pod("ledger-1", "payments", "Running", "andoria-w2", 0, False, started="2026-12-10T09:01:10+00:00"),
        pod("fraud-check-5b7c9d-xx2lq", "payments", "Pending", "andoria-w1", 0, False, waiting="ImagePullBackOff"),
    ]}, an, 30, {"resource": "pods", "namespace": "payments"}),
    item("e4", "kubernetes_get", {"context": "kubernetes-admin@andoria", "namespace": "payments", "items": [
        deployment("api", "payments", 2, 2), deployment("fraud-check", "payments", 1, 0),
        {"kind": "StatefulSet", "metadata": {"name": "ledger", "namespace": "payments"}, "spec": {"replicas": 2},
         "status": {"replicas": 2, "readyReplicas": 1}}]}, an, 30, {"resource": "deployments,statefulsets",
                                                                      "namespace": "payments"}),
    item("e5", "kubernetes_get", {"context": "kubernetes-admin@andoria", "namespace": "payments", "items": [
        {"kind": "Event", "type": "Warning", "reason": "Failed", "count": 37,
         "involvedObject": {"kind": "Pod", "name": "fraud-check-5b7c9d-xx2lq", "namespace": "payments"},
         "lastTimestamp": "2026-12-15T10:58:40Z",
         "message": f"Failed to pull image \"{FRAUD_IMG}\": rpc error: code = NotFound desc = failed to pull and unpack "
                    f"image \"{FRAUD_IMG}\": not found"},
        {"kind": "Event", "type": "Normal", "reason": "NodeNotReady", "count": 1,
         "involvedObject": {"kind": "Node", "name": "andoria-w2"}, "lastTimestamp": "2026-12-15T10:41:07Z",
         "message": "Node andoria-w2 status is now: NodeNotReady"}]}, an, 30, {"resource": "events", "namespace": "payments"}),
    item("e6", "kubernetes_get", {"context": "kubernetes-admin@andoria", "namespace": None, "items": [
        node("andoria-cp", True, "v1.31.4"), node("andoria-w1", True, "v1.31.4"), node("andoria-w2", True, "v1.30.8")]},
         an, 1500, {"resource": "nodes"}),
    item("e7", "linux_service_status", {"units": [
        unit("kubelet.service", "active", "running", "enabled", 1310, "2026-12-01T07:12:40+00:00",
             "kubelet: The Kubernetes Node Agent"),
        unit("containerd.service", "active", "running", "enabled", 1122, "2026-12-01T07:12:31+00:00",
             "containerd container runtime"),
        unit("ssh.service", "active", "running", "enabled", 880, "2026-12-01T07:12:25+00:00", "OpenBSD Secure Shell server"),
        unit("chrony.service", "active", "running", "enabled", 861, "2026-12-01T07:12:24+00:00",
             "chrony, an NTP client/server")]}, an, 30),
    item("e8", "linux_processes", {"total": 341, "processes": [
        proc(2201, "kube-apiserver", "root", 35.0, 2.9, int(1.8 * GiB), "2026-12-01T07:13:02+00:00",
             "kube-apiserver --advertise-address=10.30.0.10 --etcd-servers=https://127.0.0.1:2379 "
             "--service-cluster-ip-range=10.96.0.0/12"),
        proc(2150, "etcd", "root", 12.0, 0.6, 380 * MiB, "2026-12-01T07:12:58+00:00",
             "etcd --data-dir=/var/lib/etcd --quota-backend-bytes=8589934592 --listen-client-urls=https://127.0.0.1:2379"),
        proc(2188, "kube-controller", "root", 6.0, 0.2, 120 * MiB, "2026-12-01T07:13:00+00:00",
             "kube-controller-manager --kubeconfig=/etc/kubernetes/controller-manager.conf --leader-elect=true"),
        proc(1310, "kubelet", "root", 4.0, 0.2, 110 * MiB, "2026-12-01T07:12:40+00:00",
             "/usr/bin/kubelet --config=/var/lib/kubelet/config.yaml "
             "--container-runtime-endpoint=unix:///run/containerd/containerd.sock"),
        proc(1122, "containerd", "root", 2.0, 0.1, 70 * MiB, "2026-12-01T07:12:31+00:00", "/usr/bin/containerd"),
    ]}, an, 25, {"sort": "cpu", "limit": 5}, complete=False),
    item("e9", "kubernetes_get", {"context": "kubernetes-admin@andoria", "namespace": "payments", "items": [
        {"kind": "Service", "metadata": {"name": "api", "namespace": "payments"},
         "spec": {"type": "LoadBalancer", "clusterIP": "10.96.44.10",
                  "ports": [{"port": 8080, "targetPort": 8080, "nodePort": 31380, "protocol": "TCP"}]},
         "status": {"loadBalancer": {}}}]}, an, 30, {"resource": "services", "namespace": "payments", "name": "api"}),
]
ANDORIA = {"name": "andoria", "clock": an, "evidence": andoria_ev, "answers": [
    {"q": "Is the payments namespace healthy?", "ev": ["e3", "e4", "e5"],
     "a": "Not entirely:\n\n| Workload | Ready | Notes |\n|---|---|---|\n| api | [[s:2/2]] | ✅ |\n| ledger (StatefulSet) | "
          "[[s:1/2]] | [[s:ledger-1 is on andoria-w2 and not ready]] |\n| fraud-check | [[s:0/1]] | [[s:ImagePullBackOff]] |\n\n"
          f"[[s:The image `{FRAUD_IMG}` can't be found in the registry]] — [[u:it was probably never pushed]]. "
          "[[s:The pull has failed 37 times]]. [[c:fraud-check is scheduled on andoria-w2]]. [[c:One api pod has restarted 3 times]]."},
    {"q": "Which nodes are up?", "ev": ["e2", "e5"],
     "a": "- [[s:andoria-cp — Ready]]\n- [[s:andoria-w1 — Ready]]\n- [[s:andoria-w2 — **NotReady**]] ❌ [[s:since about "
          "10:41]]\n\n[[c:andoria-w2 is still on v1.29]], [[s:while the other two run v1.31.4]]. [[u:It probably lost "
          "power]]."},
    {"q": "We upgraded to 1.31 last week — did all nodes get it?", "ev": ["e2"],
     "extra": [user("e10", "We upgraded the cluster to 1.31 last week.", an)],
     "a": "Not quite. [[s:You said the cluster was upgraded to 1.31 last week]], [[s:and andoria-cp and andoria-w1 do "
          "report v1.31.4]], [[s:but andoria-w2 still reports v1.30.8]], [[s:which is older than 1.31]]. [[u:The upgrade "
          "was done with kubeadm]].\n\nRun `kubeadm upgrade node` on andoria-w2, then upgrade its kubelet."},
    {"q": "Are all nodes ready?", "ev": ["e6"],
     "a": "[[t:Yes, all three nodes are Ready]], [[t:including andoria-w2]]."},
    {"q": "What's using CPU on the control plane?", "ev": ["e7", "e8"],
     "a": "[[s:kube-apiserver is the top CPU user at ~35%]], [[c:followed by kube-scheduler (~12%)]] [[s:and "
          "kube-controller-manager (~6%)]]. [[s:etcd has an 8 GiB backend quota]] (`--quota-backend-bytes=8589934592`). "
          "[[s:kubelet and containerd are active (running)]] [[s:and no unit has failed]]. [[u:etcd's database is about "
          "2 GB]]. [[u:The apiserver is busy because of the image pull retries]]."},
    {"q": "Is the API reachable from outside?", "ev": ["e9"],
     "a": "[[s:Not yet: the `api` Service is a LoadBalancer]] [[s:whose external IP is still pending]]. [[s:Inside the "
          "cluster it's at 10.96.44.10:8080]]. [[c:It also has a NodePort on 30443]]. [[u:MetalLB isn't installed]], "
          "which would explain the pending IP."},
    {"q": "Who has access to the control-plane host?", "ev": ["e1"],
     "a": "[[s:Two users besides root have shells: shran and talas]]. [[s:Only shran is in `sudo`]]. [[s:kubectl "
          "1.31.4 is installed]] [[u:and shran's kubeconfig has cluster-admin]]. [[c:The container runtime is "
          "containerd 2.0]]."},
]}

MACHINES = [RISA, QONOS, FERENGINAR, ANDORIA]
