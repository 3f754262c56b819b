"""59th generation (written blind, in the terse terminal style of llama3.1 8B): sahara, gobi, atacama, mojave, kalahari.

Written without reading the wrapper, its tests, the other generations or the corpora. Answers are short and
terminal-shaped: key: value lines, inline `code`, fenced blocks quoting (reformatted) evidence lines, "TL;DR:"
lines and small tables; some answers repeat or contradict a fact the user supplied (`extra`).

sahara — Debian 12 (bookworm) web/API server in Europe/Berlin. Steady state (kernel 6.1.0-28 running while the
6.1.0-31 image is installed, 31.1 GiB RAM, md RAID ext4 filesystems); a listing of every service cut to 12 of
43 units (fail2ban failed, postgresql.service active/exited next to postgresql@15-main running); nginx's own
unit (active since Saturday 03:12); a complete socket listing (nginx on 80/443 only on IPv4, postgres and redis
on loopback, one SSH connection); seven days of package history (nginx upgraded Saturday, not yesterday as the
user says; redis upgraded 7.0.11 -> 7.0.15); a cut fail2ban journal; disk usage 15 minutes old (stale); and a
fresh system reading (load rising slowly, swap unused).

gobi — openSUSE Leap 15.6 office server in America/Chicago (MariaDB, Apache with mod_php, a nightly rsync
backup). Steady state whose `packages` source is in stale_sources; a complete service listing (only
rsync-backup failed, php-fpm inactive); processes sorted by memory cut to six (mariadbd first, apache workers
owned by wwwrun); the backup's journal (No route to host, failed after four seconds); fresh disk usage
(/srv/data 90.3% of a 4 TB xfs disk); a system reading eight minutes old (stale); two weeks of zypper history
(the apache update ran Monday evening, not Sunday as the user says).

atacama — Ubuntu 24.04 Docker host in Asia/Tokyo with two compose projects (shop, monitoring) and an old
exited redis container; a rootless Podman listing (one gitlab-runner); the shop compose file (four services,
no redis); a cut docker.service journal of the worker's crash loop; sockets (docker-proxy on 80/443/9090/3000,
api on loopback); a fresh system reading (no swap in use, contradicting the user).

mojave — a four-node k3s edge cluster of Raspberry Pis in America/Phoenix: nodes with kubelet versions,
osImage, kernels and container runtimes (w2 on v1.29.10 and Debian 12, w3 NotReady on Ubuntu 24.04); every
pod (grafana crash-looping, one ingest pod Pending and unscheduled); the sensors deployments; a k3s journal
seven minutes old (stale); the control-plane node's steady state (Cortex-A72, 7.6 GiB).

kalahari — a Fedora 41 laptop in Africa/Johannesburg on battery over Wi-Fi: BAT0's uevent and AC/online read
as files (discharging at 37%, 9.9 W, 81% health, Li-poly); socket listing (cups on loopback, avahi on all
addresses, tailscaled on the tailnet address, two firefox connections, an ssh over tailscale); three hours of
NetworkManager journal (two Wi-Fi drops, both back within ten seconds); processes sorted by CPU cut to five;
a fresh system reading; network traffic six minutes old (stale); a week of dnf history.
"""

from __future__ import annotations

import textwrap

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit, user)


def t(text: str) -> str:
    return textwrap.dedent(text).strip("\n")


def k3s_node(name: str, ready: bool, version: str, os_image: str, kernel: str, runtime: str, ip: str,
             control_plane: bool = False) -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/arch": "arm64", "kubernetes.io/os": "linux"}
    if control_plane:
        labels.update({"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"})
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "Unknown",
                                       "reason": "KubeletReady" if ready else "NodeStatusUnknown"}],
                       "addresses": [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}],
                       "nodeInfo": {"kubeletVersion": version, "kubeProxyVersion": version, "osImage": os_image,
                                    "kernelVersion": kernel, "containerRuntimeVersion": runtime,
                                    "architecture": "arm64", "operatingSystem": "linux"}}}


# --------------------------------------------------------------------------------------------- sahara
SAHARA = Clock("2026-02-17T14:22:00+01:00")
SAHARA_MEM = 33_385_381_888

sahara_evidence = [
    steady("e1", SAHARA, age=2400, hostname="sahara", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=SAHARA_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_103_981_056},
                  {"device": "/dev/md1", "mountpoint": "/srv", "fstype": "ext4", "total_bytes": 1_967_317_549_056}],
           network_interfaces=[{"name": "eno1", "mac": "0c:c4:7a:31:9e:02", "addresses": ["203.0.113.45/24"],
                                "is_up": True}],
           dns_servers=["213.133.98.98", "213.133.99.99"], default_gateway="203.0.113.1",
           installed_packages={"nginx": "1.22.1-9+deb12u1", "postgresql-15": "15.10-0+deb12u1",
                               "openssh-server": "1:9.2p1-2+deb12u4", "redis-server": "5:7.0.15-1~deb12u1",
                               "php8.2-fpm": "8.2.26-1~deb12u1", "fail2ban": "1.0.2-2",
                               "linux-image-6.1.0-28-amd64": "6.1.119-1",
                               "linux-image-6.1.0-31-amd64": "6.1.128-1"},
           available_services=["nginx.service", "postgresql@15-main.service", "postgresql.service",
                               "redis-server.service", "php8.2-fpm.service", "ssh.service", "fail2ban.service",
                               "cron.service", "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 105, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]},
                   {"name": "www-data", "gid": 33, "members": []}]),
    item("e2", "linux_service_status", {
        "units": [
            unit("fail2ban.service", "failed", "failed", "enabled", None, None, "Fail2Ban Service"),
            unit("cron.service", "active", "running", "enabled", 612, "2026-02-03T22:15:31+01:00",
                 "Regular background program processing daemon"),
            unit("dbus.service", "active", "running", "static", 598, "2026-02-03T22:15:30+01:00", "D-Bus System Message Bus"),
            unit("getty@tty1.service", "active", "running", "enabled", 870, "2026-02-03T22:15:33+01:00", "Getty on tty1"),
            unit("nginx.service", "active", "running", "enabled", 1184, "2026-02-14T03:12:40+01:00",
                 "A high performance web server and a reverse proxy server"),
            unit("php8.2-fpm.service", "active", "running", "enabled", 1190, "2026-02-03T22:15:36+01:00",
                 "The PHP 8.2 FastCGI Process Manager"),
            unit("postgresql.service", "active", "exited", "enabled", None, "2026-02-03T22:15:37+01:00",
                 "PostgreSQL RDBMS"),
            unit("postgresql@15-main.service", "active", "running", "enabled-runtime", 1033,
                 "2026-02-03T22:15:35+01:00", "PostgreSQL Cluster 15-main"),
            unit("redis-server.service", "active", "running", "enabled", 1002, "2026-02-16T06:31:09+01:00",
                 "Advanced key-value store"),
            unit("ssh.service", "active", "running", "enabled", 845, "2026-02-12T06:25:44+01:00",
                 "OpenBSD Secure Shell server"),
            unit("systemd-journald.service", "active", "running", "static", 301, "2026-02-03T22:15:28+01:00",
                 "Journal Service"),
            unit("systemd-logind.service", "active", "running", "static", 611, "2026-02-03T22:15:31+01:00",
                 "User Login Management"),
        ],
        "total": 43, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)",
        "truncated": {"units": "(31 more units not shown; use state= or name= to narrow, or a larger limit=)"},
    }, SAHARA, age=40, args={"limit": 12}, complete=False),
    item("e3", "linux_service_status",
         unit("nginx.service", "active", "running", "enabled", 1184, "2026-02-14T03:12:40+01:00",
              "A high performance web server and a reverse proxy server"),
         SAHARA, age=30, args={"name": "nginx"}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "0c:c4:7a:31:9e:02", "addresses": ["203.0.113.45/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 845, "sshd"), listener(80, "0.0.0.0", 1184, "nginx"),
                      listener(443, "0.0.0.0", 1184, "nginx"), listener(5432, "127.0.0.1", 1033, "postgres"),
                      listener(6379, "127.0.0.1", 1002, "redis-server"), listener(22, "::", 845, "sshd", "tcp6")],
        "connections": [connection("203.0.113.45:22", "198.51.100.23:51544", 3310, "sshd"),
                        connection("127.0.0.1:40112", "127.0.0.1:5432", 1190, "php-fpm8.2"),
                        connection("127.0.0.1:5432", "127.0.0.1:40112", 3402, "postgres")],
    }, SAHARA, age=45),
    item("e5", "linux_package_history", {"source": "dpkg", "since": "2026-02-10T14:21:00+01:00", "events": [
        package_event("2026-02-12T06:25:11+01:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.128-1"),
        package_event("2026-02-12T06:25:40+01:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u3", "1:9.2p1-2+deb12u4"),
        package_event("2026-02-14T03:11:58+01:00", "upgrade", "nginx", "1.22.1-9", "1.22.1-9+deb12u1"),
        package_event("2026-02-14T03:12:05+01:00", "upgrade", "nginx-common", "1.22.1-9", "1.22.1-9+deb12u1"),
        package_event("2026-02-16T06:31:02+01:00", "upgrade", "redis-server", "5:7.0.11-1", "5:7.0.15-1~deb12u1"),
    ]}, SAHARA, age=60, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
        log_entry("2026-02-17T09:02:12+01:00", "fail2ban.service", "info", "Started fail2ban.service - Fail2Ban Service."),
        log_entry("2026-02-17T09:02:13+01:00", "fail2ban.service", "err",
                  "ERROR   Failed during configuration: Have not found any log file for postfix-sasl jail"),
        log_entry("2026-02-17T09:02:13+01:00", "fail2ban.service", "err", "ERROR   Async configuration of server failed"),
        log_entry("2026-02-17T09:02:13+01:00", "fail2ban.service", "notice",
                  "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"),
        log_entry("2026-02-17T09:02:13+01:00", "fail2ban.service", "warning",
                  "fail2ban.service: Failed with result 'exit-code'."),
    ], "truncated": {"entries": "(3 earlier entries not shown; narrow with since_minutes=, priority= or grep=)"}},
        SAHARA, age=50, args={"unit": "fail2ban", "since_minutes": 1440, "limit": 5}, complete=False),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/md0", "/", "ext4", 480_103_981_056, 401_250_000_000),
        fs("/dev/md1", "/srv", "ext4", 1_967_317_549_056, 1_180_000_000_000),
        fs("/dev/sda1", "/boot/efi", "vfat", 535_805_952, 6_197_248),
    ]}, SAHARA, age=900),
    item("e8", "linux_system_info",
         system_info(7.4, [0.41, 0.38, 0.35], 1_181_185, "2026-02-03T22:15:10+01:00", SAHARA_MEM, 21_700_000_000,
                     1_023_406_080, 0), SAHARA, age=25),
]

sahara_answers = [
    {"q": "quick rundown of the services on sahara?", "ev": ["e2", "e8"], "a": t("""
        TL;DR: [[s:`fail2ban.service` is failed]], [[u:it's the only failed unit]].

        From `linux_service_status` (e2):

        ```
        [[s:fail2ban.service            failed  (failed)]]
        [[s:nginx.service               active  (running)   pid 1184]]
        [[s:postgresql@15-main.service  active  (running)   pid 1033]]
        [[c:postgresql.service          active  (running)]]
        [[c:redis-server.service        active  (running)   pid 1020]]
        ```

        shown: [[s:12 of 43 units]] (list is cut)
        unattended-upgrades: [[u:inactive (dead)]]

        `systemctl status fail2ban` for details.
        """)},
    {"q": "is nginx up? which ports is it on?", "ev": ["e3", "e4"],
     "extra": [user("u1", "I upgraded nginx yesterday, so it should have restarted then.", SAHARA)], "a": t("""
        nginx: [[s:active (running)]] ✅

        ```
        unit:         nginx.service ([[s:enabled]])
        active since: [[s:Sat 2026-02-14 03:12:40 CET]]
        ```

        So [[c:it was restarted yesterday, right after your upgrade]].

        | port | bind | proc |
        |---|---|---|
        | [[s:80, 443/tcp | 0.0.0.0 | nginx]] |
        | [[c:8080/tcp | 0.0.0.0 | nginx]] |

        [[c:It's also bound on IPv6 (`[::]:443`)]].
        """)},
    {"q": "what got updated on sahara this week?", "ev": ["e5", "e1"],
     "extra": [user("u1", "pretty sure unattended-upgrades only touched openssh this week", SAHARA)], "a": t("""
        Not quite — [[s:5 package events in the last 7 days]].

        | date | package | change |
        |---|---|---|
        | Feb 12 | `linux-image-6.1.0-31-amd64` | [[s:new install (6.1.128-1)]] |
        | Feb 12 | `openssh-server` | [[s:deb12u3 → deb12u4]] |
        | [[c:Feb 15]] | `nginx`, `nginx-common` | [[s:1.22.1-9 → 1.22.1-9+deb12u1]] |
        | Feb 16 | `redis-server` | [[c:7.0.15 → 7.0.11 (downgrade)]] |

        TL;DR: [[c:5 upgrades]].
        kernel: [[s:still running `6.1.0-28-amd64`]] — [[s:`6.1.0-31` is installed]] but [[s:needs a reboot]].
        [[u:The redis bump came in as a security update]].
        """)},
    {"q": "why did fail2ban fail?", "ev": ["e2", "e6"], "a": t("""
        `fail2ban.service` → [[s:failed]] ([[s:status=255/EXCEPTION]])

        ```
        [[s:09:02:13  ERROR  Failed during configuration: Have not found any log file for postfix-sasl jail]]
        ```

        cause: [[s:no log file found for the `postfix-sasl` jail]], [[u:most likely because postfix logs to the journal, not `/var/log/mail.log`]]
        when: [[s:today ~09:02]] ([[s:about 5h20m ago]])
        tries: [[u:it has failed 3 times since midnight]]
        [[c:systemd is still retrying it]].

        Fix: set `backend = systemd` for that jail or disable it, then `systemctl restart fail2ban`.
        """)},
    {"q": "how's disk space?", "ev": ["e7", "e1"], "a": t("""
        | mount | size | used | free |
        |---|---|---|---|
        | `/` | [[s:480 GB]] | [[t:83.6%]] | [[t:~79 GB]] |
        | `/srv` | [[s:~1.97 TB]] | [[t:60%]] | [[t:~787 GB]] |

        TL;DR: [[t:`/` is the tightest]].
        (the root array is [[c:480 GiB]] raw)

        Check big dirs with `du -xh --max-depth=1 / | sort -h`.
        """)},
    {"q": "cpu and memory on sahara?", "ev": ["e8", "e1"], "a": t("""
        cpu:    [[s:Xeon E-2236]], [[c:8C/16T]], [[s:7.4% busy]]
        ram:    [[c:33 GiB]] total, [[s:~11.7 GB used (35%)]], [[s:~20.2 GiB available]]
        load:   [[s:0.41 (1m)]], [[c:trending down]]
        up:     [[s:since Feb 3, 22:15]]
        kernel: [[s:6.1.0-28-amd64]] — [[c:looks like it already rebooted into the new kernel]]
        """)},
    {"q": "who's connected to sahara, and what's exposed?", "ev": ["e4", "e1"], "a": t("""
        Connections (e4):
        - [[s:`198.51.100.23` → port 22 (sshd)]], [[u:logged in as `deploy`]]

        TL;DR: [[c:2 SSH sessions open]].

        Exposure:
        - postgres: [[s:127.0.0.1:5432 only]] ✅
        - redis: [[c:0.0.0.0:6379]] ❌
        - sshd: [[s:0.0.0.0:22 and [::]:22]]

        [[s:`deploy` is the only member of `sudo`]].
        """)},
    {"q": "is postgres ok? which version?", "ev": ["e2", "e1", "e4"], "a": t("""
        `postgresql@15-main.service`: [[s:active (running)]], [[c:main PID 1330]]
        package: [[c:`postgresql-15` 15.8]]
        listening: [[s:127.0.0.1:5432]] ([[c:also on the public IP 203.0.113.45]])
        [[c:running since Feb 12]] — [[u:it got restarted by the openssh upgrade]]

        TL;DR: [[s:healthy]], [[s:local-only]].
        """)},
]

# --------------------------------------------------------------------------------------------- gobi
GOBI = Clock("2026-02-17T08:47:00-06:00")
GOBI_MEM = 16_655_884_288

gobi_evidence = [
    steady("e1", GOBI, age=3000, hostname="gobi", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
           os_id="opensuse-leap", os_like=["suse", "opensuse"], os_pretty_name="openSUSE Leap 15.6",
           kernel="6.4.0-150600.23.33-default", cpu_model="AMD Ryzen 5 5600G with Radeon Graphics",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=GOBI_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 255_550_554_112},
                  {"device": "/dev/sda1", "mountpoint": "/srv/data", "fstype": "xfs", "total_bytes": 3_998_562_918_400}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:0e:44:71", "addresses": ["192.168.20.10/24"],
                                "is_up": True}],
           dns_servers=["192.168.20.1"], default_gateway="192.168.20.1", package_manager="rpm",
           installed_packages={"mariadb": "10.11.9-150600.4.8.1", "apache2": "2.4.58-150600.5.29.1",
                               "php8": "8.2.26-150600.3.9.1", "apache2-mod_php8": "8.2.26-150600.3.9.1",
                               "firewalld": "2.0.1-150600.1.3", "rsync": "3.2.7-150600.1.5"},
           available_services=["apache2.service", "mariadb.service", "firewalld.service", "sshd.service",
                               "php-fpm.service", "rsync-backup.service", "cron.service", "wickedd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "marta", "uid": 1000, "gid": 100, "home": "/home/marta", "shell": "/bin/bash"},
                  {"name": "wwwrun", "uid": 30, "gid": 8, "home": "/var/lib/wwwrun", "shell": "/usr/sbin/nologin"},
                  {"name": "mysql", "uid": 60, "gid": 470, "home": "/var/lib/mysql", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["marta"]}, {"name": "mysql", "gid": 470, "members": []},
                   {"name": "www", "gid": 8, "members": ["wwwrun"]}],
           stale_sources=["packages"]),
    item("e2", "linux_service_status", {"units": [
        unit("rsync-backup.service", "failed", "failed", "static", None, None, "Nightly rsync to NAS"),
        unit("apache2.service", "active", "running", "enabled", 1422, "2026-02-16T21:05:31-06:00",
             "The Apache Webserver"),
        unit("cron.service", "active", "running", "enabled", 1188, "2026-02-09T19:21:02-06:00", "Command Scheduler"),
        unit("firewalld.service", "active", "running", "enabled", 988, "2026-02-09T19:20:58-06:00",
             "firewalld - dynamic firewall daemon"),
        unit("mariadb.service", "active", "running", "enabled", 1390, "2026-02-09T19:21:05-06:00",
             "MariaDB database server"),
        unit("php-fpm.service", "inactive", "dead", "disabled", None, None, "The PHP FastCGI Process Manager"),
        unit("snapper-cleanup.service", "inactive", "dead", "static", None, None, "Daily Cleanup of Snapper Snapshots"),
        unit("sshd.service", "active", "running", "enabled", 1201, "2026-02-09T19:21:01-06:00", "OpenSSH Daemon"),
        unit("wickedd.service", "active", "running", "enabled", 870, "2026-02-09T19:20:57-06:00", "wicked network management service daemon"),
    ], "total": 9, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        GOBI, age=35),
    item("e3", "linux_processes", {**processes(231, GOBI_MEM, [
        (1390, "mariadbd", "mysql", 3.1, 2_415_919_104, "2026-02-09T19:21:05-06:00", "/usr/sbin/mariadbd --defaults-file=/etc/my.cnf --user=mysql"),
        (3305, "apache2", "wwwrun", 1.4, 312_475_648, "2026-02-17T06:10:11-06:00", "/usr/sbin/httpd-prefork -DSYSCONFIG -k start"),
        (3306, "apache2", "wwwrun", 0.9, 298_844_160, "2026-02-17T06:10:11-06:00", "/usr/sbin/httpd-prefork -DSYSCONFIG -k start"),
        (1422, "apache2", "root", 0.0, 88_080_384, "2026-02-16T21:05:31-06:00", "/usr/sbin/httpd-prefork -DSYSCONFIG -k start"),
        (988, "firewalld", "root", 0.0, 52_428_800, "2026-02-09T19:20:58-06:00", "/usr/bin/python3 /usr/sbin/firewalld --nofork --nopid"),
        (1150, "polkitd", "polkitd", 0.0, 24_117_248, "2026-02-09T19:20:59-06:00", "/usr/lib/polkit-1/polkitd --no-debug"),
    ]), "truncated": {"processes": "(225 more processes not shown; use name= to narrow, or a larger limit=)"}},
        GOBI, age=20, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "rsync-backup.service", "entries": [
        log_entry("2026-02-17T02:30:00-06:00", "rsync-backup.service", "info", "Starting rsync-backup.service - Nightly rsync to NAS..."),
        log_entry("2026-02-17T02:30:01-06:00", "rsync-backup.service", "err", "ssh: connect to host nas.lan port 22: No route to host"),
        log_entry("2026-02-17T02:30:01-06:00", "rsync-backup.service", "err",
                  "rsync: connection unexpectedly closed (0 bytes received so far) [sender]"),
        log_entry("2026-02-17T02:30:01-06:00", "rsync-backup.service", "err",
                  "rsync error: unexplained error (code 255) at io.c(232) [sender=3.2.7]"),
        log_entry("2026-02-17T02:30:04-06:00", "rsync-backup.service", "notice",
                  "rsync-backup.service: Main process exited, code=exited, status=255/EXCEPTION"),
        log_entry("2026-02-17T02:30:04-06:00", "rsync-backup.service", "warning",
                  "rsync-backup.service: Failed with result 'exit-code'."),
        log_entry("2026-02-17T02:30:04-06:00", "rsync-backup.service", "err",
                  "Failed to start rsync-backup.service - Nightly rsync to NAS."),
    ]}, GOBI, age=40, args={"unit": "rsync-backup", "since_minutes": 720}),
    item("e5", "linux_package_history", {"source": "zypper", "since": "2026-02-03T08:46:00-06:00", "events": [
        package_event("2026-02-09T19:14:22-06:00", "upgrade", "mariadb", "10.11.8-150600.4.5.1", "10.11.9-150600.4.8.1"),
        package_event("2026-02-09T19:14:24-06:00", "upgrade", "mariadb-client", "10.11.8-150600.4.5.1", "10.11.9-150600.4.8.1"),
        package_event("2026-02-09T19:14:30-06:00", "install", "kernel-default", None, "6.4.0-150600.23.33.1"),
        package_event("2026-02-16T21:05:10-06:00", "upgrade", "apache2", "2.4.58-150600.5.26.1", "2.4.58-150600.5.29.1"),
        package_event("2026-02-16T21:05:11-06:00", "install", "php8-intl", None, "8.2.26-150600.3.9.1"),
        package_event("2026-02-16T21:05:20-06:00", "remove", "telnet", "2.2-150600.8.2", None),
    ]}, GOBI, age=60, args={"since_days": 14}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 255_550_554_112, 98_700_000_000),
        fs("/dev/sda1", "/srv/data", "xfs", 3_998_562_918_400, 3_610_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_805_952, 5_300_000),
    ]}, GOBI, age=30),
    item("e7", "linux_system_info",
         system_info(22.0, [1.92, 1.40, 1.10], 652_679, "2026-02-09T19:20:41-06:00", GOBI_MEM, 7_900_000_000,
                     2_147_483_648, 314_572_800), GOBI, age=500),
]

gobi_answers = [
    {"q": "what is gobi running? OS and main versions", "ev": ["e1"], "a": t("""
        gobi:
        - OS: [[s:openSUSE Leap 15.6]] ([[c:RHEL 9-based]])
        - kernel: [[s:`6.4.0-150600.23.33-default`]]
        - CPU: [[s:Ryzen 5 5600G]]
        - RAM: [[s:16 GB]]
        - MariaDB: [[t:10.11.9]]
        - Apache: [[t:2.4.58]]

        Storage: [[s:root is btrfs on NVMe]]; [[c:the data disk `/dev/sda1` is ext4]], [[s:~4 TB]].
        """)},
    {"q": "why did the backup fail last night?", "ev": ["e2", "e4"], "a": t("""
        TL;DR: [[s:`rsync-backup.service` failed at 02:30 this morning]] — [[s:ssh to `nas.lan` got "No route to host"]].

        ```
        [[s:02:30:01  ssh: connect to host nas.lan port 22: No route to host]]
        [[s:02:30:04  rsync-backup.service: Failed with result 'exit-code'.]]
        ```

        - runtime: [[c:~4 min before it gave up]]
        - [[s:it's the only failed unit on gobi]]
        - [[u:the NAS was probably asleep or powered off]]
        - [[c:`firewalld` is inactive]], so [[u:it's not a local firewall rule]]
        - trigger: [[u:`rsync-backup.timer`, nightly at 02:30]]

        Try `ping nas.lan` and rerun with `systemctl start rsync-backup`.
        """)},
    {"q": "what's eating RAM on gobi?", "ev": ["e3", "e1"], "a": t("""
        Top memory (e3, sorted by RSS):

        | PID | proc | user | RSS |
        |---|---|---|---|
        | 1390 | mariadbd | [[s:mysql]] | [[s:2.25 GiB]] |
        | 3305 | apache2 | [[c:root]] | [[s:~312 MB]] |
        | 3306 | apache2 | wwwrun | [[c:~380 MB]] |

        - [[s:mariadbd alone is ~14.5% of the 16 GB]]
        - [[c:`redis-server` comes in at #2]]
        - [[s:nothing else is above 400 MB]]
        - [[c:245 processes total]]

        TL;DR: [[u:it's mostly the InnoDB buffer pool]].
        """)},
    {"q": "disk space on gobi?", "ev": ["e6", "e1"], "a": t("""
        ⚠️ [[s:`/srv/data` is 90.3% full]] — [[s:~388 GB free]].
        It's a [[c:4 TiB]] [[s:xfs]] volume.

        [[s:`/` (btrfs) sits at 38.6%]], [[c:about 170 GB free]].
        [[c:`/boot/efi` is the second fullest]].

        TL;DR: [[u:at the current rate `/srv/data` fills up in ~2 weeks]].
        `du -sh /srv/data/* | sort -h` to see what grew.
        """)},
    {"q": "is gobi healthy?", "ev": ["e7", "e2"], "a": t("""
        services:
        - `mariadb`: [[s:running]] ✅
        - `php-fpm`: [[c:running]] ✅
        - `rsync-backup`: [[s:failed]] ❌

        load:   [[t:1.92 / 1.40 / 1.10]]
        mem:    [[t:~53% used]]
        swap:   [[t:~300 MiB in use]]
        up:     [[t:~7.5 days]]

        [[t:Load is climbing]], [[u:probably the nextcloud cron]].
        """)},
    {"q": "what did zypper change recently?", "ev": ["e5"],
     "extra": [user("u1", "I only ran zypper up on Sunday, for the apache update.", GOBI)], "a": t("""
        Right — [[c:the apache2 update was on Sunday]]:
        - [[s:`apache2` 2.4.58-150600.5.26.1 → 2.4.58-150600.5.29.1]]

        Earlier, [[s:Mon Feb 9]]: [[s:`mariadb` 10.11.8 → 10.11.9]], and [[s:a new `kernel-default` (6.4.0-150600.23.33.1)]].

        TL;DR: [[s:6 changes in 2 weeks]] — [[s:3 upgrades]], [[c:3 installs]], [[s:1 removal]].
        """)},
    {"q": "who can sudo on gobi?", "ev": ["e1"], "a": t("""
        - [[s:`marta` (uid 1000)]] — [[s:in `wheel`]]
        - `mysql` group: [[c:marta]]
        - [[s:`wwwrun` has no login shell]]

        TL;DR: [[s:marta is the only human account]]; [[u:wheel members get sudo via `/etc/sudoers`]].
        """)},
]

# --------------------------------------------------------------------------------------------- atacama
ATACAMA = Clock("2026-02-18T11:05:00+09:00")
ATACAMA_MEM = 67_163_185_152

COMPOSE = """name: shop
services:
  web:
    image: nginx:1.27.3-alpine
    ports:
      - "80:80"
      - "443:443"
    volumes:
      - ./nginx.conf:/etc/nginx/conf.d/default.conf:ro
      - ./certs:/etc/nginx/certs:ro
    depends_on: [api]
  api:
    image: ghcr.io/kenji/shop-api:2.4.1
    env_file: .env
    ports:
      - "127.0.0.1:8000:8000"
    depends_on:
      db:
        condition: service_healthy
  worker:
    image: ghcr.io/kenji/shop-api:2.4.1
    command: ["python", "-m", "shop.worker"]
    env_file: .env
    restart: unless-stopped
    depends_on: [db]
  db:
    image: postgres:16.6-bookworm
    environment:
      POSTGRES_DB: shop
      POSTGRES_USER: shop
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U shop"]
      interval: 10s
volumes:
  pgdata:""".split("\n")

atacama_evidence = [
    steady("e1", ATACAMA, age=1900, hostname="atacama", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="12th Gen Intel(R) Core(TM) i5-12500", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=ATACAMA_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_006_847_426_560}],
           network_interfaces=[{"name": "enp2s0", "mac": "d8:bb:c1:4a:02:9f", "addresses": ["10.1.4.20/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:5c:1e:77:0a", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.1.4.1",
           installed_packages={"docker-ce": "5:27.5.1-1~ubuntu.24.04~noble", "docker-ce-cli": "5:27.5.1-1~ubuntu.24.04~noble",
                               "containerd.io": "1.7.25-1", "docker-compose-plugin": "2.32.4-1~ubuntu.24.04~noble",
                               "podman": "4.9.3+ds1-1ubuntu0.2"},
           available_services=["docker.service", "containerd.service", "ssh.service", "systemd-resolved.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"},
                  {"name": "ci", "uid": 1001, "gid": 1001, "home": "/home/ci", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 988, "members": ["kenji"]}, {"name": "sudo", "gid": 27, "members": ["kenji"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("3f1a9c2e7b10", "shop-web-1", "nginx:1.27.3-alpine", "running", "Up 3 days", "2026-02-15T09:12:04+09:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("8b2d4e6f1a22", "shop-api-1", "ghcr.io/kenji/shop-api:2.4.1", "running", "Up 3 days (healthy)",
            "2026-02-15T09:12:03+09:00", ["127.0.0.1:8000->8000/tcp"]),
        box("c41e77d90b33", "shop-db-1", "postgres:16.6-bookworm", "running", "Up 3 days (healthy)",
            "2026-02-15T09:12:01+09:00", ["5432/tcp"]),
        box("0d9e13ab5c44", "shop-worker-1", "ghcr.io/kenji/shop-api:2.4.1", "restarting",
            "Restarting (1) 42 seconds ago", "2026-02-15T09:12:03+09:00"),
        box("77aa0b1c2d55", "monitoring-prometheus-1", "prom/prometheus:v2.55.1", "running", "Up 9 days",
            "2026-02-09T10:00:12+09:00", ["0.0.0.0:9090->9090/tcp"]),
        box("91bc2d3e4f66", "monitoring-grafana-1", "grafana/grafana:11.4.0", "running", "Up 9 days",
            "2026-02-09T10:00:13+09:00", ["0.0.0.0:3000->3000/tcp"]),
        box("a5cd3e4f5a77", "monitoring-node-exporter-1", "prom/node-exporter:v1.8.2", "running", "Up 9 days",
            "2026-02-09T10:00:12+09:00", ["9100/tcp"]),
        box("e2f04a5b6c88", "old-redis", "redis:6.2", "exited", "Exited (0) 5 weeks ago", "2026-01-05T14:00:00+09:00"),
    ]}, ATACAMA, age=30, args={"all": True}),
    item("e3", "linux_containers", {"runtime": "podman", "containers": [
        box("5e6f7a8b9c01", "gitlab-runner", "docker.io/gitlab/gitlab-runner:v17.7.0", "running", "Up 2 days",
            "2026-02-16T08:41:55+09:00"),
    ]}, ATACAMA, age=25, args={"all": True}),
    item("e4", "linux_file_read", {"path": "/srv/shop/compose.yaml", "offset": 0, "limit": 200,
                                   "total_lines": len(COMPOSE), "lines": COMPOSE},
         ATACAMA, age=40, args={"path": "/srv/shop/compose.yaml"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-02-18T11:03:40+09:00", "docker.service", "info",
                  "shop-worker-1  | Starting worker (shop 2.4.1), broker=redis://redis:6379/0"),
        log_entry("2026-02-18T11:03:41+09:00", "docker.service", "err",
                  "shop-worker-1  | redis.exceptions.ConnectionError: Error -2 connecting to redis:6379. Name or service not known."),
        log_entry("2026-02-18T11:03:41+09:00", "docker.service", "info",
                  "shop-worker-1  | worker exiting: broker unreachable (exit 1)"),
        log_entry("2026-02-18T11:04:18+09:00", "docker.service", "info",
                  "shop-worker-1  | Starting worker (shop 2.4.1), broker=redis://redis:6379/0"),
        log_entry("2026-02-18T11:04:18+09:00", "docker.service", "err",
                  "shop-worker-1  | redis.exceptions.ConnectionError: Error -2 connecting to redis:6379. Name or service not known."),
        log_entry("2026-02-18T11:04:18+09:00", "docker.service", "info",
                  "shop-worker-1  | worker exiting: broker unreachable (exit 1)"),
    ], "truncated": {"entries": "(118 earlier entries not shown; narrow with since_minutes=, priority= or grep=)"}},
        ATACAMA, age=35, args={"unit": "docker", "grep": "shop-worker", "since_minutes": 60, "limit": 6}, complete=False),
    item("e6", "linux_system_info",
         system_info(18.2, [2.10, 1.95, 1.88], 1_046_080, "2026-02-06T08:30:00+09:00", ATACAMA_MEM, 41_200_000_000,
                     8_589_934_592, 0), ATACAMA, age=20),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "enp2s0", "mac": "d8:bb:c1:4a:02:9f", "addresses": ["10.1.4.20/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1012, "sshd"), listener(22, "::", 1012, "sshd", "tcp6"),
                      listener(80, "0.0.0.0", 2231, "docker-proxy"), listener(443, "0.0.0.0", 2245, "docker-proxy"),
                      listener(8000, "127.0.0.1", 2260, "docker-proxy"), listener(9090, "0.0.0.0", 1801, "docker-proxy"),
                      listener(3000, "0.0.0.0", 1815, "docker-proxy"), listener(53, "127.0.0.53", 640, "systemd-resolved"),
                      listener(53, "127.0.0.54", 640, "systemd-resolved")],
        "connections": [connection("10.1.4.20:22", "10.1.4.77:60122", 40210, "sshd")],
    }, ATACAMA, age=30),
]

atacama_answers = [
    {"q": "what containers do I have on atacama?", "ev": ["e2"], "a": t("""
        `docker ps -a` (e2):

        | name | image | state |
        |---|---|---|
        | shop-web-1 | [[s:nginx:1.27.3-alpine]] | [[s:Up 3 days]] ✅ |
        | shop-worker-1 | shop-api:2.4.1 | [[s:restarting]] ❌ |
        | monitoring-prometheus-1 | [[c:prom/prometheus:v2.54.1]] | up ✅ |
        | old-redis | redis:6.2 | [[s:exited]] ❌ |

        TL;DR: [[s:6 running]], [[s:1 restarting]], [[s:1 exited]] — [[c:`old-redis` probably crashed]].
        [[c:All the monitoring containers publish ports on the host]].
        """)},
    {"q": "which compose projects are on this box and what's in them?", "ev": ["e2", "e4"], "a": t("""
        Going by the container names: [[s:`shop`]] and [[s:`monitoring`]].

        `shop` (`/srv/shop/compose.yaml`):
        - services: [[s:web, api, worker, db]] ([[s:4 total]])
        - [[s:api + worker share `ghcr.io/kenji/shop-api:2.4.1`]]
        - [[c:worker has `restart: always`]]
        - [[c:there's a `redis` service defined too]]

        `monitoring`: [[s:prometheus, grafana, node-exporter]] — [[u:its compose file is under `/srv/monitoring`]].
        """)},
    {"q": "why does shop-worker keep restarting?", "ev": ["e2", "e5", "e4"], "a": t("""
        TL;DR: [[s:`shop-worker-1` can't resolve `redis`]] → [[s:exits with code 1]] → docker restarts it.

        ```
        [[s:11:04:18  redis.exceptions.ConnectionError: Error -2 connecting to redis:6379. Name or service not known.]]
        ```

        - [[s:no `redis` service in `compose.yaml`]]
        - [[s:the only redis container, `old-redis`, is exited]]
        - [[u:it's been looping ~120 times]]
        - [[u:you probably ran `docker compose down` on an older file that still had redis]]
        - last restart: [[c:~5 min ago]]

        Fix: add a `redis` service to the file (or point the broker URL elsewhere) and `docker compose up -d`.
        """)},
    {"q": "what docker/podman versions are installed?", "ev": ["e1", "e3"], "a": t("""
        engine:     [[s:docker-ce 27.5.1]]
        compose:    [[s:v2.32.4 (plugin)]]
        containerd: [[c:1.7.24]]
        podman:     [[c:5.2]]

        Podman (e3): [[s:one container, `gitlab-runner`]] — [[s:image `gitlab/gitlab-runner:v17.7.0`]], [[u:rootless under `ci`]].
        `docker` group: [[s:kenji]] [[c:and ci]].
        """)},
    {"q": "what's exposed to the network on atacama?", "ev": ["e7", "e2"], "a": t("""
        Public (0.0.0.0):

        | port | what |
        |---|---|
        | [[s:22]] | [[s:sshd]] |
        | [[s:80, 443]] | [[s:shop-web-1 via docker-proxy]] |
        | [[s:9090]] | prometheus |
        | [[c:3001]] | grafana |

        Local only: [[s:api on 127.0.0.1:8000]].
        ⚠️ [[c:Postgres 5432 is reachable from outside]].
        [[u:No host firewall (ufw) is active]].
        """)},
    {"q": "is the box struggling?", "ev": ["e6", "e1"],
     "extra": [user("u1", "The box has been swapping hard since the worker started looping.", ATACAMA)], "a": t("""
        Not swapping: [[s:swap is 8 GiB]], [[s:0 B used]].

        - RAM: [[s:64 GB]], [[s:~38 GiB available]], [[c:~26 GiB used]]
        - load: [[s:~2.1]] on [[s:12 threads]]
        - up: [[c:~9 days]]

        [[u:The worker loop is what's pushing the load up]].
        """)},
]

# --------------------------------------------------------------------------------------------- mojave
MOJAVE = Clock("2026-02-18T16:40:00-07:00")
MOJAVE_MEM = 8_190_623_744


def _pending(name: str, namespace: str) -> dict:
    p = pod(name, namespace, "Pending", "", ready=False, waiting=None, started=None)
    p["spec"].pop("nodeName")
    p["status"].pop("containerStatuses")
    p["status"]["conditions"] = [{"type": "PodScheduled", "status": "False", "reason": "Unschedulable"}]
    return p


mojave_pods = [
    pod("coredns-7b98449c4-2xkqz", "kube-system", "Running", "mojave-cp", started="2026-01-28T10:02:11-07:00"),
    pod("local-path-provisioner-6795b5f9d8-f7kps", "kube-system", "Running", "mojave-cp", started="2026-01-28T10:02:12-07:00"),
    pod("metrics-server-cdcc87586-hm4tn", "kube-system", "Running", "mojave-cp", started="2026-01-28T10:02:12-07:00"),
    pod("traefik-d7c9c5778-9rjvn", "kube-system", "Running", "mojave-w1", started="2026-01-28T10:03:40-07:00"),
    pod("svclb-traefik-1f2e3a4b-8kx2m", "kube-system", "Running", "mojave-cp", started="2026-01-28T10:03:41-07:00"),
    pod("svclb-traefik-1f2e3a4b-p4v9d", "kube-system", "Running", "mojave-w1", started="2026-01-28T10:03:41-07:00"),
    pod("svclb-traefik-1f2e3a4b-t7bcn", "kube-system", "Running", "mojave-w2", started="2026-01-28T10:03:44-07:00"),
    pod("mqtt-broker-7d9c5b6f8-x2k4n", "sensors", "Running", "mojave-w1", started="2026-02-02T12:20:05-07:00"),
    pod("ingest-6f8b9c7d5-kx2p4", "sensors", "Running", "mojave-w2", restarts=2, started="2026-02-16T08:14:40-07:00"),
    pod("ingest-6f8b9c7d5-q8w7z", "sensors", "Running", "mojave-w1", started="2026-02-14T18:02:31-07:00"),
    _pending("ingest-6f8b9c7d5-zz9rt", "sensors"),
    pod("timescaledb-0", "sensors", "Running", "mojave-w2", started="2026-02-02T12:19:50-07:00"),
    pod("grafana-5f7d8c9b4-lm3qp", "sensors", "Running", "mojave-w1", restarts=14, ready=False, waiting="CrashLoopBackOff"),
]

mojave_evidence = [
    steady("e1", MOJAVE, age=2000, hostname="mojave-cp", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-1065-raspi", arch="aarch64", cpu_model="Cortex-A72", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=MOJAVE_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_050_000_000},
                  {"device": "/dev/sda1", "mountpoint": "/boot/firmware", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "eth0", "mac": "dc:a6:32:8e:10:4b", "addresses": ["10.20.0.10/24"], "is_up": True},
                               {"name": "cni0", "mac": "7a:1e:02:44:c0:91", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2"},
           available_services=["k3s.service", "ssh.service", "systemd-timesyncd.service"]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        k3s_node("mojave-cp", True, "v1.30.6+k3s1", "Ubuntu 22.04.5 LTS", "5.15.0-1065-raspi",
                 "containerd://1.7.22-k3s1", "10.20.0.10", control_plane=True),
        k3s_node("mojave-w1", True, "v1.30.6+k3s1", "Ubuntu 22.04.5 LTS", "5.15.0-1065-raspi",
                 "containerd://1.7.22-k3s1", "10.20.0.11"),
        k3s_node("mojave-w2", True, "v1.29.10+k3s1", "Debian GNU/Linux 12 (bookworm)", "6.1.0-28-arm64",
                 "containerd://1.7.21-k3s2", "10.20.0.12"),
        k3s_node("mojave-w3", False, "v1.30.6+k3s1", "Ubuntu 24.04.1 LTS", "6.8.0-1013-raspi",
                 "containerd://1.7.22-k3s1", "10.20.0.13"),
    ]}, MOJAVE, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": mojave_pods},
         MOJAVE, age=35, args={"resource": "pods", "namespace": "all"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "sensors", "items": [
        deployment("grafana", "sensors", 1, 0), deployment("ingest", "sensors", 3, 2),
        deployment("mqtt-broker", "sensors", 1, 1),
    ]}, MOJAVE, age=35, args={"resource": "deployments", "namespace": "sensors"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-02-18T16:17:44-07:00", "k3s.service", "info",
                  'I0218 16:17:44.120331 node_lifecycle_controller.go:1050] "Node is NotReady" node="mojave-w3" '
                  'message="Node mojave-w3 status is now: NodeNotReady"'),
        log_entry("2026-02-18T16:22:50-07:00", "k3s.service", "info",
                  'I0218 16:22:50.501877 schedule_one.go:1050] "Unable to schedule pod; no fit; waiting" '
                  'pod="sensors/ingest-6f8b9c7d5-zz9rt" err="0/4 nodes are available: 1 node(s) had untolerated taint '
                  '{node.kubernetes.io/unreachable: }, 3 Insufficient memory."'),
    ]}, MOJAVE, age=420, args={"unit": "k3s", "grep": "mojave-w3|zz9rt", "since_minutes": 120}),
]

mojave_answers = [
    {"q": "what k3s versions are the nodes on?", "ev": ["e2"], "a": t("""
        | node | k3s | OS | Ready |
        |---|---|---|---|
        | mojave-cp | [[s:v1.30.6+k3s1]] | [[s:Ubuntu 22.04.5]] | ✅ |
        | mojave-w1 | [[s:v1.30.6+k3s1]] | Ubuntu 22.04.5 | ✅ |
        | mojave-w2 | [[s:v1.29.10+k3s1]] | [[s:Debian 12]] | ✅ |
        | mojave-w3 | v1.30.6+k3s1 | [[c:Ubuntu 22.04.5]] | [[s:❌ NotReady]] |

        TL;DR: [[s:w2 is one minor behind (1.29)]]; [[s:3/4 nodes Ready]].
        - runtime: [[c:containerd 1.7.22-k3s1 on every node]]
        - kernels: [[c:5.15 raspi everywhere except w3]]
        """)},
    {"q": "anything broken in the sensors namespace?", "ev": ["e3", "e4"], "a": t("""
        Problems in `sensors`:
        1. `grafana-5f7d8c9b4-lm3qp` — [[s:CrashLoopBackOff]], [[s:14 restarts]]
        2. `ingest` — [[s:2/3 replicas ready]]; [[s:`ingest-6f8b9c7d5-zz9rt` is Pending]] [[c:on mojave-w3]]
        3. [[c:`timescaledb-0` has restarted twice]]

        OK: [[s:`mqtt-broker` 1/1]].

        [[u:Grafana is probably crashing because its PVC was on w3]].
        `kubectl -n sensors logs grafana-5f7d8c9b4-lm3qp --previous` to confirm.
        """)},
    {"q": "what happened to mojave-w3?", "ev": ["e2", "e5"], "a": t("""
        `mojave-w3`: [[s:NotReady]] ([[s:Ubuntu 24.04.1]])

        From the k3s log:
        ```
        [[t:16:17:44  Node mojave-w3 status is now: NodeNotReady]]
        ```

        - [[t:went NotReady ~20 min ago]]
        - [[t:the scheduler says 3 nodes have insufficient memory for the ingest pod]]
        - [[u:likely a power cut or a dead SD card on that Pi]]
        - [[c:it's the only node not on Ubuntu 22.04]]

        Check it with `ping 10.20.0.13` / `ssh mojave-w3 journalctl -u k3s-agent -b`.
        """)},
    {"q": "specs of the control plane box?", "ev": ["e1", "e2"], "a": t("""
        mojave-cp:
        - OS: [[s:Ubuntu 22.04 (jammy)]]
        - CPU: [[c:Cortex-A76 (Raspberry Pi 5)]], [[s:4 cores]]
        - RAM: [[s:8 GB]] ([[s:~7.6 GiB usable]])
        - root: [[s:~250 GB ext4]] on [[c:the SD card (`/dev/mmcblk0p2`)]]

        It's [[s:the control-plane node]], [[s:k3s v1.30.6]]; [[u:etcd is embedded]].
        """)},
    {"q": "is traefik/ingress ok?", "ev": ["e3"], "a": t("""
        kube-system: [[s:all 7 pods Running]] ✅
        - traefik: [[c:2 replicas]], [[s:on mojave-w1]]
        - svclb-traefik: [[s:3 pods (cp, w1, w2)]], [[s:none on w3]]
        - coredns, metrics-server, local-path-provisioner: [[s:all on mojave-cp]]

        TL;DR: ingress should be fine.
        """)},
    {"q": "so everything is on the same k3s now?", "ev": ["e2"],
     "extra": [user("u1", "I upgraded every node to 1.30 last week, so we're all on the same k3s now.", MOJAVE)], "a": t("""
        Not quite — [[s:`mojave-w2` is still on v1.29.10+k3s1]].
        [[s:cp, w1 and w3 report v1.30.6+k3s1]].

        [[u:The upgrade you ran last week]] didn't reach w2; [[c:w2 is also the only node still on Ubuntu 22.04]].
        [[u:Probably the system-upgrade-controller plan skipped it]].
        """)},
    {"q": "how are pods spread across the nodes?", "ev": ["e3"], "a": t("""
        | node | pods |
        |---|---|
        | mojave-cp | [[s:4]] |
        | mojave-w1 | [[c:4]] |
        | mojave-w2 | [[s:3]] |
        | mojave-w3 | [[s:0]] |

        plus [[s:1 unscheduled (Pending)]].
        TL;DR: [[c:12 pods total]], [[c:w2 is the busiest]]; [[c:everything in `sensors` except the pending pod runs on w1]].
        """)},
]

# --------------------------------------------------------------------------------------------- kalahari
KALAHARI = Clock("2026-02-19T19:48:00+02:00")
KALAHARI_MEM = 16_471_162_880

BAT0 = ["POWER_SUPPLY_NAME=BAT0", "POWER_SUPPLY_TYPE=Battery", "POWER_SUPPLY_STATUS=Discharging",
        "POWER_SUPPLY_PRESENT=1", "POWER_SUPPLY_TECHNOLOGY=Li-poly", "POWER_SUPPLY_CYCLE_COUNT=412",
        "POWER_SUPPLY_VOLTAGE_MIN_DESIGN=11580000", "POWER_SUPPLY_VOLTAGE_NOW=11214000",
        "POWER_SUPPLY_POWER_NOW=9876000", "POWER_SUPPLY_ENERGY_FULL_DESIGN=57000000",
        "POWER_SUPPLY_ENERGY_FULL=46170000", "POWER_SUPPLY_ENERGY_NOW=17130000", "POWER_SUPPLY_CAPACITY=37",
        "POWER_SUPPLY_CAPACITY_LEVEL=Normal", "POWER_SUPPLY_MODEL_NAME=5B10W13975", "POWER_SUPPLY_MANUFACTURER=SMP"]

kalahari_evidence = [
    steady("e1", KALAHARI, age=1500, hostname="kalahari", os_name="Fedora Linux", os_version="41",
           os_codename=None, os_pretty_name="Fedora Linux 41 (Workstation Edition)", kernel="6.12.11-200.fc41.x86_64",
           cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz", cpu_cores=4, cpu_threads=8,
           memory_total_bytes=KALAHARI_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510_770_802_688},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 510_770_802_688},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "f4:26:79:3b:8e:10", "addresses": ["192.168.8.104/24"], "is_up": True},
                               {"name": "enp0s13f0u1", "mac": "00:e0:4c:68:01:2a", "addresses": [], "is_up": False},
                               {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.22/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.8.1", package_manager="rpm",
           installed_packages={"firefox": "135.0-1.fc41", "NetworkManager": "1:1.50.2-1.fc41",
                               "kernel": "6.12.13-200.fc41", "tailscale": "1.80.0-1"},
           available_services=["NetworkManager.service", "tailscaled.service", "cups.service", "avahi-daemon.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "thandi", "uid": 1000, "gid": 1000, "home": "/home/thandi", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["thandi"]}]),
    item("e2", "linux_file_read", {"path": "/sys/class/power_supply/BAT0/uevent", "offset": 0, "limit": 200,
                                   "total_lines": len(BAT0), "lines": BAT0},
         KALAHARI, age=30, args={"path": "/sys/class/power_supply/BAT0/uevent"}),
    item("e3", "linux_file_read", {"path": "/sys/class/power_supply/AC/online", "offset": 0, "limit": 200,
                                   "total_lines": 1, "lines": ["0"]},
         KALAHARI, age=30, args={"path": "/sys/class/power_supply/AC/online"}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "wlp0s20f3", "mac": "f4:26:79:3b:8e:10",
                        "addresses": ["192.168.8.104/24", "fe80::9c3a:1f22:7d01:4be5/64"], "is_up": True},
                       {"name": "enp0s13f0u1", "mac": "00:e0:4c:68:01:2a", "addresses": [], "is_up": False},
                       {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.22/32"], "is_up": True}],
        "listening": [listener(631, "127.0.0.1", 1288, "cupsd"), listener(5353, "0.0.0.0", 912, "avahi-daemon", "udp"),
                      listener(53, "127.0.0.53", 880, "systemd-resolved"), listener(53, "127.0.0.54", 880, "systemd-resolved"),
                      listener(44123, "100.101.7.22", 1402, "tailscaled")],
        "connections": [connection("192.168.8.104:51022", "142.250.74.78:443", 5120, "firefox"),
                        connection("192.168.8.104:49870", "104.16.132.229:443", 5120, "firefox"),
                        connection("100.101.7.22:40288", "100.88.12.4:22", 7712, "ssh")],
    }, KALAHARI, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        log_entry("2026-02-19T18:41:07+02:00", "NetworkManager.service", "info",
                  "<info>  [1771519267.4410] device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-02-19T18:41:07+02:00", "NetworkManager.service", "info",
                  "<info>  [1771519267.4425] device (wlp0s20f3): state change: activated -> config (reason 'supplicant-disconnect')"),
        log_entry("2026-02-19T18:41:15+02:00", "NetworkManager.service", "info",
                  "<info>  [1771519275.0871] device (wlp0s20f3): Activation: (wifi) Stage 2 of 5 (Device Configure) "
                  "successful. Connected to wireless network \"Kalahari-5G\""),
        log_entry("2026-02-19T18:41:15+02:00", "NetworkManager.service", "info",
                  "<info>  [1771519275.3310] dhcp4 (wlp0s20f3): state changed new lease, address=192.168.8.104"),
        log_entry("2026-02-19T19:30:02+02:00", "NetworkManager.service", "info",
                  "<info>  [1771522202.1187] device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-02-19T19:30:06+02:00", "NetworkManager.service", "info",
                  "<info>  [1771522206.5532] device (wlp0s20f3): Activation: (wifi) Stage 2 of 5 (Device Configure) "
                  "successful. Connected to wireless network \"Kalahari-5G\""),
        log_entry("2026-02-19T19:30:06+02:00", "NetworkManager.service", "info",
                  "<info>  [1771522206.7904] dhcp4 (wlp0s20f3): state changed new lease, address=192.168.8.104"),
    ]}, KALAHARI, age=45, args={"unit": "NetworkManager", "since_minutes": 180}),
    item("e6", "linux_processes", {**processes(318, KALAHARI_MEM, [
        (5120, "firefox", "thandi", 24.5, 1_610_612_736, "2026-02-19T08:02:41+02:00", "/usr/lib64/firefox/firefox"),
        (6033, "Isolated Web Co", "thandi", 18.2, 702_545_920, "2026-02-19T17:55:10+02:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 41 -isForBrowser {...} tab"),
        (3011, "gnome-shell", "thandi", 6.1, 398_458_880, "2026-02-19T07:56:02+02:00", "/usr/bin/gnome-shell"),
        (4402, "code", "thandi", 4.8, 652_214_272, "2026-02-19T09:14:27+02:00", "/usr/share/code/code"),
        (1402, "tailscaled", "root", 0.7, 62_914_560, "2026-02-19T07:55:31+02:00",
         "/usr/sbin/tailscaled --state=/var/lib/tailscale/tailscaled.state --port=41641"),
    ]), "truncated": {"processes": "(313 more processes not shown; use name= to narrow, or a larger limit=)"}},
        KALAHARI, age=20, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e7", "linux_system_info",
         system_info(31.5, [2.41, 2.02, 1.77], 42_747, "2026-02-19T07:55:13+02:00", KALAHARI_MEM, 6_300_000_000,
                     8_589_930_496, 1_288_490_188), KALAHARI, age=20),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2_350_000, "tx_bytes_per_s": 180_000},
        {"name": "tailscale0", "rx_bytes_per_s": 12_000, "tx_bytes_per_s": 9_000},
        {"name": "lo", "rx_bytes_per_s": 1_400, "tx_bytes_per_s": 1_400},
    ]}, KALAHARI, age=400),
    item("e9", "linux_package_history", {"source": "dnf", "since": "2026-02-12T19:47:00+02:00", "events": [
        package_event("2026-02-14T10:21:05+02:00", "upgrade", "firefox", "134.0.2-1.fc41", "135.0-1.fc41"),
        package_event("2026-02-14T10:21:30+02:00", "upgrade", "NetworkManager", "1:1.50.0-1.fc41", "1:1.50.2-1.fc41"),
        package_event("2026-02-14T10:21:31+02:00", "upgrade", "NetworkManager-wifi", "1:1.50.0-1.fc41", "1:1.50.2-1.fc41"),
        package_event("2026-02-19T12:10:44+02:00", "install", "kernel", None, "6.12.13-200.fc41"),
        package_event("2026-02-19T12:10:50+02:00", "install", "kernel-core", None, "6.12.13-200.fc41"),
        package_event("2026-02-19T12:11:02+02:00", "remove", "kernel", "6.12.9-200.fc41", None),
    ]}, KALAHARI, age=60, args={"since_days": 7}),
]

kalahari_answers = [
    {"q": "battery status?", "ev": ["e2", "e3"], "a": t("""
        BAT0 (`/sys/class/power_supply/BAT0/uevent`):

        ```
        [[s:STATUS=Discharging]]
        [[c:CYCLE_COUNT=421]]
        ```

        AC:        [[s:unplugged]]
        charge:    [[s:37%]]
        draw:      [[s:~9.9 W]]
        time left: [[s:~1h 45m]] at this rate
        health:    [[c:~90% of design]]
        chemistry: [[c:Li-ion]]

        TL;DR: [[u:battery is fine for its age]]; plug in within the next hour and a half.
        """)},
    {"q": "my wifi keeps dropping, what's going on?", "ev": ["e5", "e4"], "a": t("""
        TL;DR: [[s:Wi-Fi dropped twice in the last 3 hours]] and [[s:came back each time within ~10 s]].

        ```
        [[s:18:41:07  wlp0s20f3: supplicant completed -> disconnected]]
        [[s:19:30:02  wlp0s20f3: supplicant completed -> disconnected]]
        ```

        - SSID: [[s:`Kalahari-5G`]]
        - IP after reconnect: [[s:192.168.8.104]]
        - last drop: [[c:~45 min ago]]
        - cause: [[u:most likely Wi-Fi power saving on the AX201]]

        Try `nmcli connection modify Kalahari-5G 802-11-wireless.powersave 2`.
        """)},
    {"q": "what's draining the battery / using cpu?", "ev": ["e6", "e7"], "a": t("""
        Top CPU (e6):
        1. [[s:`firefox`]] — [[s:24.5%]], [[s:~1.5 GiB RSS]]
        2. [[c:`code`]] — [[s:4.8%]]

        [[s:`tailscaled` is negligible (0.7%)]].
        overall: [[s:CPU 31.5%]], [[c:load 1.77]] right now.

        [[u:Zoom isn't running]], so [[u:the drain is mostly Firefox tabs]]; [[c:`tracker-miner-fs` is probably chewing CPU in the background too]].
        """)},
    {"q": "is something downloading? network looks busy", "ev": ["e8", "e4"], "a": t("""
        wlp0s20f3: [[t:↓ ~2.35 MB/s]], [[t:↑ ~180 KB/s]]
        tailscale0: [[t:almost idle]]

        Connections:
        - [[s:firefox → 142.250.74.78:443]] ([[u:YouTube]])
        - [[s:ssh → 100.88.12.4:22]], [[s:over tailscale]]

        [[c:3 firefox connections open]].
        """)},
    {"q": "system overview", "ev": ["e1", "e7"],
     "extra": [user("u1", "this is the Fedora 40 laptop, right?", KALAHARI)], "a": t("""
        Yep, [[c:Fedora 40]] ([[s:Workstation]]).

        kernel: [[s:6.12.11-200.fc41]]
        cpu:    [[s:i7-1165G7]]
        ram:    [[s:16 GB]], [[s:~62% used]]
        disk:   [[s:512 GB NVMe]]; [[c:`/home` is a separate ext4 partition]]
        up:     [[s:since 07:55]] ([[c:~14 h]])
        """)},
    {"q": "is anything listening that others on the wifi could reach?", "ev": ["e4", "e1"], "a": t("""
        | addr | port | proc |
        |---|---|---|
        | [[s:127.0.0.1 | 631 | cupsd]] |
        | [[s:0.0.0.0 | 5353/udp | avahi-daemon]] |
        | 100.101.7.22 | [[c:41641]] | tailscaled |

        TL;DR: [[c:nothing is reachable from the Wi-Fi network]].
        [[s:`thandi` is in `wheel`]], [[u:and sudo asks for a password]].
        """)},
    {"q": "what updated this week?", "ev": ["e9", "e1"], "a": t("""
        dnf, last 7 days:
        - [[s:Sat Feb 14]]: [[s:firefox 134.0.2 → 135.0]], [[s:NetworkManager 1.50.0 → 1.50.2]]
        - [[s:today ~12:10]]: [[s:kernel 6.12.13-200.fc41 installed]], [[c:6.12.11 removed]]

        TL;DR: [[s:running kernel is still 6.12.11]] → [[s:reboot to pick up 6.12.13]].
        [[c:7 package changes]] in total; [[u:the Wi-Fi drops started after the NetworkManager update]].
        """)},
]

MACHINES = [
    {"name": "sahara", "clock": SAHARA, "evidence": sahara_evidence, "answers": sahara_answers},
    {"name": "gobi", "clock": GOBI, "evidence": gobi_evidence, "answers": gobi_answers},
    {"name": "atacama", "clock": ATACAMA, "evidence": atacama_evidence, "answers": atacama_answers},
    {"name": "mojave", "clock": MOJAVE, "evidence": mojave_evidence, "answers": mojave_answers},
    {"name": "kalahari", "clock": KALAHARI, "evidence": kalahari_evidence, "answers": kalahari_answers},
]
