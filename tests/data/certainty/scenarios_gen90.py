"""90th generation (written blind, in the manner of Phi-3 mini 3.8B Instruct: terse, numbered lists, stilted
phrasing such as "As per the data provided", the question often restated first, a one-line bold summary at the
end, and now and then a number rounded wrongly).

bowline — a Rocky Linux 9.4 web host (America/New_York, -04:00) running httpd, php-fpm and MariaDB on a Xeon
E-2236. Its evidence: a steady-state snapshot (xfs root and a separate 200 GiB /var/www disk, rpm packages with a
newer kernel installed than the one running, users deploy and webadmin), the httpd and php-fpm units (php-fpm
restarted at 13:58 today), a CPU-sorted process listing cut at eight rows, a complete name-filtered listing of
the php-fpm processes, two hours of php-fpm log lines (max_children reached, a busy pool, a child killed by
SIGKILL), fresh system info (load rising, 70.6% memory), disk usage (/var/www at 87.5%), a fifteen-minute-old
socket listing (php-fpm on a unix socket, so no port 9000) and two weeks of dnf history.

sheepshank — a Linux Mint 21.3 family laptop (Europe/London, +01:00) with two accounts, helen (sudo) and tom.
A steady-state snapshot whose `users` source is listed in stale_sources (so account and group claims are
stale), fresh system info (booted at 16:48 today, 80% memory, swap 60% used), a memory-sorted process listing
cut at six rows (both users' Cinnamon sessions, tom's Chrome on top), disk usage with an exFAT backup drive,
two weeks of apt history, three hours of warning-or-worse log lines (iwlwifi microcode error, an OOM kill of
tom's chrome, a printer not responding), a fifteen-minute-old traffic sample and a complete listing of services.

carrick — an openSUSE Tumbleweed developer box (Europe/Warsaw, +02:00) on a Ryzen 9 7900 with rootless podman.
Every container (four running, none up longer than the 27 hours since boot; keycloak exited 137 two hours
ago; a one-shot migration exited 0), log lines of keycloak's memory-cgroup OOM kill, a CPU-sorted listing cut
at five rows (a `go build` on top), system info, btrfs disk usage, one disk-I/O sample, file changes in the API repository over the last hour, a week of zypper
history (kernel 6.10.11 → 6.11.2 and podman 5.2.3 yesterday, docker removed) and a steady-state snapshot.

prusik — the server node of a three-node k3s edge cluster on Debian 12 (Asia/Kolkata, +05:30). Nodes
(prusik-edge2 NotReady and one patch behind), the pods, deployments and events of the `sensors` namespace
(telemetry-writer in CrashLoopBackOff with 17 restarts, camera-relay not ready on the dead node; event times in
UTC), the k3s unit, three hours of k3s warnings, a ten-minute-old system reading, fresh disk usage, a
steady-state snapshot and a kube-system pod listing that failed with a timeout.

clinch — a Raspberry Pi 4 home DNS server on Raspberry Pi OS (Debian 12 bookworm, arm64; Australia/Adelaide,
+10:30 since daylight saving began on October 4, +09:30 before) running pihole, unbound and watchtower in
docker. Every container (unbound restarting), unbound's container log cut at six lines (config syntax error at
line 41), file changes under /srv/dns and six lines of unbound.conf, a complete socket listing, fresh system
info, a twenty-five-minute-old disk reading, a month of apt history, the docker unit, a steady-state snapshot
(users dan and ella) and a service query for `unbound` that failed because no such unit exists.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)


def k8s_event(name: str, namespace: str, obj_kind: str, obj_name: str, reason: str, message: str, etype: str,
              count: int, first: str, last: str, host: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": namespace},
            "involvedObject": {"kind": obj_kind, "namespace": namespace, "name": obj_name},
            "reason": reason, "message": message, "type": etype, "count": count,
            "firstTimestamp": first, "lastTimestamp": last, "source": {"component": "kubelet", "host": host}}


# ---------------------------------------------------------------------------------------------------------
# bowline — Rocky Linux 9.4 web host
# ---------------------------------------------------------------------------------------------------------
BOW = Clock("2026-10-07T14:22:00-04:00")
BOW_MEM = 16_461_463_552
BOW_ROOT = 68_636_286_976
BOW_WWW = 214_643_507_200

bowline_evidence = [
    steady("e1", BOW, age=3600,
           hostname="bowline", domain="example.net", os_name="Rocky Linux", os_version="9.4",
           os_codename="Blue Onyx", kernel="5.14.0-427.37.1.el9_4.x86_64",
           cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=BOW_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "xfs", "total_bytes": BOW_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/sdb1", "mountpoint": "/var/www", "fstype": "xfs", "total_bytes": BOW_WWW}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:a1:3c:7e", "addresses": ["198.51.100.24/24"],
                                "is_up": True}],
           dns_servers=["198.51.100.2", "198.51.100.3"], default_gateway="198.51.100.1", package_manager="rpm",
           installed_packages={"httpd": "2.4.57-11.el9_4.1", "mod_ssl": "1:2.4.57-11.el9_4.1",
                               "php-fpm": "8.1.27-1.el9_4", "php-cli": "8.1.27-1.el9_4",
                               "mariadb-server": "3:10.5.22-1.el9_2", "certbot": "2.10.0-1.el9",
                               "firewalld": "1.3.4-1.el9", "kernel": "5.14.0-427.40.1.el9_4"},
           available_services=["httpd.service", "php-fpm.service", "mariadb.service", "sshd.service",
                               "firewalld.service", "chronyd.service", "crond.service"],
           users=[{"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "webadmin", "uid": 1001, "gid": 1001, "home": "/home/webadmin", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["webadmin"]},
                   {"name": "apache", "gid": 48, "members": ["deploy"]}]),
    item("e2", "linux_service_status",
         unit("httpd.service", "active", "running", pid=1187, since="2026-09-29T03:12:44-04:00",
              desc="The Apache HTTP Server"), BOW, age=25, args={"name": "httpd"}),
    item("e3", "linux_service_status",
         unit("php-fpm.service", "active", "running", pid=1190, since="2026-10-07T13:58:10-04:00",
              desc="The PHP FastCGI Process Manager"), BOW, age=25, args={"name": "php-fpm"}),
    item("e4", "linux_processes", processes(214, BOW_MEM, [
        (3412, "php-fpm", "apache", 38.5, 96 * MiB, "2026-10-07T13:58:11-04:00", "php-fpm: pool www"),
        (3420, "php-fpm", "apache", 31.2, 104 * MiB, "2026-10-07T13:58:11-04:00", "php-fpm: pool www"),
        (1342, "mariadbd", "mysql", 12.4, 1480 * MiB, "2026-09-29T03:12:40-04:00",
         "/usr/libexec/mariadbd --basedir=/usr"),
        (3415, "php-fpm", "apache", 9.8, 88 * MiB, "2026-10-07T13:58:11-04:00", "php-fpm: pool www"),
        (2210, "httpd", "apache", 2.1, 22 * MiB, "2026-10-07T03:10:02-04:00", "/usr/sbin/httpd -DFOREGROUND"),
        (1190, "php-fpm", "root", 0.3, 31 * MiB, "2026-10-07T13:58:10-04:00",
         "php-fpm: master process (/etc/php-fpm.conf)"),
        (1187, "httpd", "root", 0.1, 12 * MiB, "2026-09-29T03:12:44-04:00", "/usr/sbin/httpd -DFOREGROUND"),
        (880, "firewalld", "root", 0.0, 42 * MiB, "2026-09-29T03:12:31-04:00",
         "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
    ]), BOW, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "php-fpm.service", "entries": [
        log_entry("2026-10-07T13:41:02-04:00", "php-fpm.service", "warning",
                  "[pool www] server reached pm.max_children setting (25), consider raising it"),
        log_entry("2026-10-07T13:57:58-04:00", "php-fpm.service", "info",
                  "Stopping The PHP FastCGI Process Manager..."),
        log_entry("2026-10-07T13:58:10-04:00", "php-fpm.service", "info",
                  "Started The PHP FastCGI Process Manager."),
        log_entry("2026-10-07T14:09:33-04:00", "php-fpm.service", "warning",
                  "[pool www] seems busy (you may need to increase pm.start_servers, or pm.min/max_spare_servers), "
                  "spawning 8 children, there are 0 idle, and 19 total children"),
        log_entry("2026-10-07T14:15:47-04:00", "php-fpm.service", "warning",
                  "[pool www] child 3398 exited on signal 9 (SIGKILL) after 1057.412 seconds from start"),
    ]}, BOW, age=40, args={"unit": "php-fpm", "since_minutes": 120}),
    item("e6", "linux_system_info",
         system_info(71.4, [5.82, 4.10, 2.95], 731_402, "2026-09-29T03:11:58-04:00", BOW_MEM, 4_831_838_208,
                     4 * GiB, 612 * MiB), BOW, age=20),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "xfs", BOW_ROOT, 23_622_320_128),
        fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 402_653_184),
        fs("/dev/sdb1", "/var/www", "xfs", BOW_WWW, 187_904_819_200),
    ]}, BOW, age=35),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:a1:3c:7e", "addresses": ["198.51.100.24/24"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1034, "sshd"), listener(22, "::", 1034, "sshd"),
                      listener(80, "::", 1187, "httpd"), listener(443, "::", 1187, "httpd"),
                      listener(3306, "127.0.0.1", 1342, "mariadbd"),
                      listener(323, "127.0.0.1", 861, "chronyd", proto="udp")],
        "connections": [connection("198.51.100.24:443", "203.0.113.45:51822", 2210, "httpd"),
                        connection("198.51.100.24:443", "198.51.100.77:60114", 2210, "httpd"),
                        connection("127.0.0.1:48122", "127.0.0.1:3306", 3412, "php-fpm"),
                        connection("198.51.100.24:22", "192.0.2.50:55410", 40121, "sshd")]},
         BOW, age=900),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-10-02T02:14:09-04:00", "upgrade", "httpd", "2.4.57-11.el9_4", "2.4.57-11.el9_4.1"),
        package_event("2026-10-02T02:14:09-04:00", "upgrade", "mod_ssl", "1:2.4.57-11.el9_4", "1:2.4.57-11.el9_4.1"),
        package_event("2026-10-02T02:14:20-04:00", "install", "kernel", None, "5.14.0-427.40.1.el9_4"),
        package_event("2026-10-03T10:20:00-04:00", "install", "certbot", None, "2.10.0-1.el9"),
        package_event("2026-10-07T13:57:40-04:00", "upgrade", "php-common", "8.1.14-1.el9", "8.1.27-1.el9_4"),
        package_event("2026-10-07T13:57:40-04:00", "upgrade", "php-cli", "8.1.14-1.el9", "8.1.27-1.el9_4"),
        package_event("2026-10-07T13:57:41-04:00", "upgrade", "php-fpm", "8.1.14-1.el9", "8.1.27-1.el9_4"),
    ]}, BOW, age=60, args={"since_days": 14}),
    item("e10", "linux_processes", processes(6, BOW_MEM, [
        (3412, "php-fpm", "apache", 38.5, 96 * MiB, "2026-10-07T13:58:11-04:00", "php-fpm: pool www"),
        (3420, "php-fpm", "apache", 31.2, 104 * MiB, "2026-10-07T13:58:11-04:00", "php-fpm: pool www"),
        (3415, "php-fpm", "apache", 9.8, 88 * MiB, "2026-10-07T13:58:11-04:00", "php-fpm: pool www"),
        (1190, "php-fpm", "root", 0.3, 31 * MiB, "2026-10-07T13:58:10-04:00",
         "php-fpm: master process (/etc/php-fpm.conf)"),
        (3430, "php-fpm", "apache", 0.0, 64 * MiB, "2026-10-07T14:09:33-04:00", "php-fpm: pool www"),
        (3433, "php-fpm", "apache", 0.0, 61 * MiB, "2026-10-07T14:09:34-04:00", "php-fpm: pool www"),
    ]), BOW, age=30, args={"sort": "cpu", "name": "php-fpm", "limit": 50}),
]

bowline_answers = [
    {"q": "Is php-fpm running?", "ev": ["e3", "e5", "e10"],
     "a": "You asked whether php-fpm is running.\n\n"
          "As per the data provided:\n\n"
          "1. [[s:php-fpm.service is active (running)]].\n"
          "2. [[s:The main PID is 1190]].\n"
          "3. [[s:It was started at 13:58 today]], so [[s:it has been up for about 24 minutes]].\n"
          "4. [[s:There are 5 worker processes in the www pool plus the master]].\n"
          "5. [[c:The logs show it was restarted twice in the last two hours]].\n"
          "6. [[s:Before the restart, the www pool hit its pm.max_children limit of 25]].\n"
          "7. [[c:After the restart there were no more warnings]].\n"
          "8. [[u:Child 3398 was killed by the kernel OOM killer]].\n\n"
          "**Summary: [[s:php-fpm is running]], but [[s:the www pool is running out of children]].**"},
    {"q": "The site is slow. What is using the CPU?", "ev": ["e4", "e6"],
     "a": "Restating the question: which processes use the CPU, and why is the website slow.\n\n"
          "1. [[s:Overall CPU usage is 71.4%]].\n"
          "2. [[s:The 1-minute load average is 5.82]], [[c:which is lower than the 15-minute value]].\n"
          "3. Top processes by CPU:\n"
          "   1. [[s:php-fpm (PID 3412) – 38.5%]]\n"
          "   2. [[c:php-fpm (PID 3415) – 31.2%]]\n"
          "   3. [[s:mariadbd – 12.4%]]\n"
          "4. [[s:mariadbd holds about 1.4 GiB of memory]]; [[u:no other process uses more than 1 GB]].\n"
          "5. [[c:There are only 8 processes running on the server]].\n"
          "6. [[c:About 5.5 GB of memory is available]].\n"
          "7. [[u:The slowness is caused by slow database queries]].\n\n"
          "You can check the pool with `systemctl status php-fpm`.\n\n"
          "**Summary: [[s:the php-fpm www pool is the main CPU consumer]].**"},
    {"q": "How full are the disks?", "ev": ["e1", "e7"],
     "a": "As per the data provided, here is the disk usage:\n\n"
          "1. `/`: [[s:34.4% used]].\n"
          "2. `/var/www` (/dev/sdb1): [[s:87.5% used]], [[s:175 GiB used out of about 200 GiB]], "
          "[[c:so only about 15 GB is free]].\n\n"
          "[[s:/var/www is the fullest filesystem]]. [[c:It is on the same disk as the root filesystem]]. "
          "[[u:At the current rate it will be full in about two weeks]].\n\n"
          "**Summary: [[s:/var/www is above 85%]] and should be cleaned up soon.**"},
    {"q": "What ports is this box listening on?", "ev": ["e8"],
     "a": "The question is which ports are open on bowline.\n\n"
          "1. [[t:Port 22 – sshd]]\n"
          "2. [[t:Ports 80 and 443 – httpd]]\n"
          "3. [[t:Port 3306 – mariadbd, only on 127.0.0.1]]\n"
          "4. [[t:Port 9000 – php-fpm]]\n\n"
          "[[t:There are 2 established HTTPS connections right now]]. [[u:php-fpm talks to httpd over a unix "
          "socket]].\n\n"
          "**Summary: [[t:only SSH and web ports are open to the outside]].**"},
    {"q": "What was updated recently? Am I on the new kernel?", "ev": ["e1", "e9"],
     "a": "As per the data provided, the package history of the last 14 days shows:\n\n"
          "1. [[s:httpd and mod_ssl were upgraded to 2.4.57-11.el9_4.1 on October 2]].\n"
          "2. [[s:A new kernel 5.14.0-427.40.1.el9_4 was installed]] [[c:on October 3]].\n"
          "3. [[s:php-fpm went from 8.1.14 to 8.1.27 today at 13:57]]; [[u:this was done by dnf-automatic]].\n"
          "4. [[s:No packages were removed]].\n\n"
          "Regarding the kernel: [[s:you are running 5.14.0-427.37.1]], so [[s:a reboot is needed to use the new "
          "kernel]]. [[u:PHP 8.1.27 is the latest PHP version]].\n\n"
          "**Summary: [[c:4 packages were upgraded]] and [[s:one kernel is waiting for a reboot]].**"},
    {"q": "Is Apache OK and when did it start?", "ev": ["e2", "e6"],
     "extra": [user("u1", "I restarted apache last night after editing the vhost config.", BOW, age=90)],
     "a": "You want to know if Apache is healthy and since when.\n\n"
          "1. [[s:httpd.service is active and running]].\n"
          "2. [[c:It has been running since last night, when you restarted it]].\n"
          "3. [[s:The service is enabled at boot]].\n"
          "4. [[s:The server itself has been up for about 8 days]].\n"
          "5. [[c:The CPU is mostly idle]].\n"
          "6. [[u:The vhost config you edited has no syntax errors]].\n\n"
          "You can run `apachectl configtest` to be sure.\n\n"
          "**Summary: [[s:Apache is up and enabled]]; [[u:the vhost change may not be loaded yet]].**"},
    {"q": "Give me a quick system summary with sources.", "ev": ["e1", "e4", "e6"],
     "a": "System summary:\n\n"
          "1. OS: [[s:Rocky Linux 9.4 (Blue Onyx)]] [e1]\n"
          "2. CPU: [[s:Intel Xeon E-2236, 6 cores / 12 threads]] [e1]\n"
          "3. RAM: [[s:16 GB]] [e1], [[c:72% in use]] [e6]\n"
          "4. Uptime: [[u:8 days]] [e4]\n"
          "5. Swap: [[s:about 612 MiB of 4 GiB used]] [e6]\n"
          "6. Users: [[s:deploy and webadmin]] [e1]; [[c:deploy has sudo rights through wheel]] [e1]\n\n"
          "**Summary: [[s:a Rocky 9 web server]] [[c:under light load]].**"},
]

# ---------------------------------------------------------------------------------------------------------
# sheepshank — Linux Mint 21.3 family laptop
# ---------------------------------------------------------------------------------------------------------
SHE = Clock("2026-10-11T19:05:00+01:00")
SHE_MEM = 8_138_285_056
SHE_ROOT = 250_375_106_560
SHE_BKP = 1_000_169_226_240

sheepshank_evidence = [
    steady("e1", SHE, age=5400, stale_sources=["users"],
           hostname="sheepshank", os_name="Linux Mint", os_version="21.3", os_codename="virginia",
           kernel="5.15.0-122-generic", cpu_model="11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz", cpu_cores=4,
           cpu_threads=8, memory_total_bytes=SHE_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": SHE_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "f4:26:79:0b:52:ad", "addresses": ["192.168.1.64/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.254", package_manager="dpkg",
           installed_packages={"firefox": "131.0.2+linuxmint1+virginia",
                               "google-chrome-stable": "129.0.6668.100-1", "discord": "0.0.70",
                               "cinnamon": "6.0.4+virginia", "libreoffice-core": "1:7.3.7-0ubuntu0.22.04.6",
                               "thunderbird": "1:115.15.0+build1-0ubuntu0.22.04.1", "timeshift": "24.06.3",
                               "linux-image-5.15.0-122-generic": "5.15.0-122.132"},
           available_services=["lightdm.service", "NetworkManager.service", "cups.service", "bluetooth.service",
                               "ufw.service", "cron.service", "anacron.service", "smbd.service"],
           users=[{"name": "helen", "uid": 1000, "gid": 1000, "home": "/home/helen", "shell": "/bin/bash"},
                  {"name": "tom", "uid": 1001, "gid": 1001, "home": "/home/tom", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["helen"]},
                   {"name": "adm", "gid": 4, "members": ["helen"]},
                   {"name": "lpadmin", "gid": 120, "members": ["helen"]},
                   {"name": "sambashare", "gid": 133, "members": ["helen"]},
                   {"name": "plugdev", "gid": 46, "members": ["helen", "tom"]}]),
    item("e2", "linux_system_info",
         system_info(23.6, [1.42, 1.10, 0.88], 8_208, "2026-10-11T16:48:12+01:00", SHE_MEM, 1_610_612_736,
                     2 * GiB, 1_288_490_189), SHE, age=30),
    item("e3", "linux_processes", processes(287, SHE_MEM, [
        (5120, "chrome", "tom", 6.2, 1100 * MiB, "2026-10-11T17:02:31+01:00", "/opt/google/chrome/chrome"),
        (2874, "firefox", "helen", 2.4, 845 * MiB, "2026-10-11T16:52:10+01:00", "/usr/lib/firefox/firefox"),
        (5188, "chrome", "tom", 3.0, 612 * MiB, "2026-10-11T17:02:33+01:00",
         "/opt/google/chrome/chrome --type=renderer"),
        (6031, "Discord", "tom", 1.1, 498 * MiB, "2026-10-11T17:05:44+01:00", "/usr/share/discord/Discord"),
        (2190, "cinnamon", "helen", 4.8, 402 * MiB, "2026-10-11T16:49:03+01:00", "cinnamon --replace"),
        (5001, "cinnamon", "tom", 1.9, 371 * MiB, "2026-10-11T17:01:58+01:00", "cinnamon --replace"),
    ]), SHE, age=30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", SHE_ROOT, 222_093_148_160),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_805_952, 6_291_456),
        fs("/dev/sda1", "/media/helen/FAMILY-BKP", "exfat", SHE_BKP, 612_451_041_280),
    ]}, SHE, age=25),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-10-02T19:40:11+01:00", "install", "linux-image-5.15.0-122-generic", None, "5.15.0-122.132"),
        package_event("2026-10-09T20:12:33+01:00", "upgrade", "firefox", "130.0.1+linuxmint1+virginia",
                      "131.0.2+linuxmint1+virginia"),
        package_event("2026-10-09T20:12:50+01:00", "upgrade", "google-chrome-stable", "129.0.6668.89-1",
                      "129.0.6668.100-1"),
        package_event("2026-10-10T15:22:04+01:00", "install", "discord", None, "0.0.70"),
        package_event("2026-10-10T15:30:41+01:00", "remove", "supertuxkart", "1.3+dfsg-1", None),
    ]}, SHE, age=60, args={"since_days": 14}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-11T16:48:40+01:00", None, "warning",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-10-11T16:48:41+01:00", None, "err", "iwlwifi 0000:00:14.3: Start IWL Error Log Dump:"),
        log_entry("2026-10-11T18:12:37+01:00", None, "warning",
                  "chrome invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, "
                  "oom_score_adj=300"),
        log_entry("2026-10-11T18:12:37+01:00", None, "err",
                  "Out of memory: Killed process 5342 (chrome) total-vm:1459932kB, anon-rss:301244kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1001 pgtables:2412kB oom_score_adj:300"),
        log_entry("2026-10-11T18:40:19+01:00", "cups-browsed.service", "warning",
                  "Printer 'HP_DeskJet_2700' not responding"),
    ]}, SHE, age=45, args={"priority": "warning", "since_minutes": 180}),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2_410_000, "tx_bytes_per_s": 96_500},
        {"name": "lo", "rx_bytes_per_s": 12_000, "tx_bytes_per_s": 12_000},
    ]}, SHE, age=900, args={"interval_seconds": 1}),
    item("e8", "linux_service_status", {"units": [
        unit("lightdm.service", "active", "running", pid=1102, since="2026-10-11T16:48:31+01:00",
             desc="Light Display Manager"),
        unit("NetworkManager.service", "active", "running", pid=905, since="2026-10-11T16:48:29+01:00",
             desc="Network Manager"),
        unit("cups.service", "active", "running", pid=1010, since="2026-10-11T16:48:30+01:00",
             desc="CUPS Scheduler"),
        unit("bluetooth.service", "active", "running", pid=898, since="2026-10-11T16:48:29+01:00",
             desc="Bluetooth service"),
        unit("ufw.service", "active", "exited", since="2026-10-11T16:48:27+01:00", desc="Uncomplicated firewall"),
        unit("cron.service", "active", "running", pid=901, since="2026-10-11T16:48:29+01:00",
             desc="Regular background program processing daemon"),
        unit("anacron.service", "inactive", "dead", desc="Run anacron jobs"),
        unit("smbd.service", "inactive", "dead", ufs="disabled", desc="Samba SMB Daemon"),
    ]}, SHE, age=40),
]

sheepshank_answers = [
    {"q": "Why is the laptop so slow?", "ev": ["e2", "e3"],
     "a": "You are asking why the laptop is slow. As per the data provided:\n\n"
          "1. [[s:Memory is 80.2% used]] – [[s:about 6.1 GiB of 7.6 GiB]].\n"
          "2. Top memory users:\n"
          "   1. [[s:chrome (tom) – about 1.1 GB]]\n"
          "   2. [[s:firefox (helen) – 845 MiB]]\n"
          "   3. [[c:Discord (tom) – 612 MiB]]\n"
          "3. [[s:Both users are logged in with their own Cinnamon session]].\n"
          "4. [[u:Chrome has 14 tabs open]].\n"
          "5. [[c:The laptop was booted yesterday]].\n\n"
          "**Summary: [[s:the laptop is short on RAM]], [[u:mostly because of Tom's Chrome]].**"},
    {"q": "Does Tom have admin rights? Who has accounts on this laptop?", "ev": ["e1"],
     "extra": [user("u1", "I set Tom up as a standard user, he shouldn't be able to install stuff.", SHE, age=70)],
     "a": "Restating: you want to know whether Tom can administer the laptop.\n\n"
          "1. [[t:There are two accounts: helen (UID 1000) and tom (UID 1001)]].\n"
          "2. [[t:Only helen is in the sudo group]].\n"
          "3. [[t:tom is not in sudo or adm]], so [[t:he cannot install software with apt]].\n"
          "4. [[t:Both users are in plugdev]].\n"
          "5. [[t:tom's shell is /bin/bash]].\n"
          "6. [[s:You mentioned that you set Tom up as a standard user]].\n"
          "7. [[u:Tom installed Discord from the Software Manager]].\n\n"
          "**Summary: [[t:Tom is a standard user without sudo]].**"},
    {"q": "How much disk space do I have left?", "ev": ["e1", "e4"],
     "a": "As per the data provided:\n\n"
          "1. [[s:The main disk (/dev/nvme0n1p2, ext4) is 88.7% full]].\n"
          "2. [[c:About 16 GB is free]].\n"
          "3. [[s:The backup drive is about 61% full]].\n"
          "4. [[c:The backup drive uses ext4]].\n"
          "5. [[u:Timeshift snapshots are taking most of the space]].\n\n"
          "**Summary: [[c:the laptop has less than 10% free]].**"},
    {"q": "What was updated this week?", "ev": ["e1", "e5"],
     "a": "You asked what changed this week.\n\n"
          "1. [[s:Firefox was upgraded to 131.0.2 on 9 October]].\n"
          "2. [[s:Google Chrome went from 129.0.6668.89 to 129.0.6668.100]] [[c:on 10 October]].\n"
          "3. [[s:Discord 0.0.70 was installed on 10 October]].\n"
          "4. [[s:A new kernel, 5.15.0-122, was installed on 2 October]] [[s:and it is the one running now]].\n"
          "5. [[c:Thunderbird was upgraded to 115.15]].\n"
          "6. [[u:All updates were installed by Helen]].\n\n"
          "**Summary: [[c:four package changes in the last two weeks]].**"},
    {"q": "Any errors in the logs?", "ev": ["e6"],
     "a": "Restating the question: errors in the recent logs (last 3 hours, warning and above).\n\n"
          "1. [[s:At 16:48 the Wi-Fi card (iwlwifi) had a microcode error]].\n"
          "2. [[s:At 18:12 the kernel killed a chrome process (PID 5342) because it ran out of memory]].\n"
          "3. [[s:That process belonged to UID 1001]], [[u:which is tom]].\n"
          "4. [[c:At 17:40 the printer HP DeskJet 2700 stopped responding]].\n"
          "5. [[c:There were 3 errors in total]].\n"
          "6. [[u:The Wi-Fi error is caused by a driver bug in kernel 5.15]].\n\n"
          "**Summary: [[s:one out-of-memory kill]] and [[s:one Wi-Fi firmware error]] in the last three hours.**"},
    {"q": "Is something downloading a lot? The internet feels slow.", "ev": ["e2", "e7"],
     "a": "As per the data provided:\n\n"
          "1. [[t:The Wi-Fi interface wlp0s20f3 is receiving about 2.4 MB/s]].\n"
          "2. [[t:Upload is around 96 KB/s]].\n"
          "3. [[t:Loopback traffic is negligible]].\n"
          "4. [[c:The system load is 0.88 right now]].\n"
          "5. [[s:CPU is at 23.6%]].\n"
          "6. [[u:The download is probably Steam updating a game]].\n\n"
          "You can watch it live with `nload wlp0s20f3`.\n\n"
          "**Summary: [[t:about 2.4 MB/s is coming in over Wi-Fi]].**"},
    {"q": "Which services are running?", "ev": ["e8"],
     "a": "Here is the list of services, as per the data provided:\n\n"
          "1. [[s:lightdm – running]]\n"
          "2. [[s:NetworkManager – running]]\n"
          "3. [[s:cups – running]]\n"
          "4. [[c:bluetooth – inactive]]\n"
          "5. [[s:smbd is stopped and disabled]]\n\n"
          "[[c:Only 4 services are active]].\n\n"
          "**Summary: [[s:no service has failed]].**"},
]

# ---------------------------------------------------------------------------------------------------------
# carrick — openSUSE Tumbleweed developer box with podman
# ---------------------------------------------------------------------------------------------------------
CAR = Clock("2026-10-14T10:47:00+02:00")
CAR_MEM = 66_456_375_296
CAR_ROOT = 1_999_332_409_344

carrick_evidence = [
    steady("e1", CAR, age=7200,
           hostname="carrick", os_name="openSUSE Tumbleweed", os_version="20261012", os_codename=None,
           kernel="6.11.2-1-default", cpu_model="AMD Ryzen 9 7900 12-Core Processor", cpu_cores=12,
           cpu_threads=24, memory_total_bytes=CAR_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": CAR_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": CAR_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 536_834_048}],
           network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:41:7e:02", "addresses": ["10.20.0.31/24"],
                                "is_up": True},
                               {"name": "podman0", "mac": "7e:1a:c4:22:90:5b", "addresses": ["10.88.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"podman": "5.2.3-1.1", "buildah": "1.37.3-1.1", "podman-compose": "1.2.0-1.1",
                               "go1.23": "1.23.2-1.1", "kernel-default": "6.11.2-1.1", "git": "2.46.2-1.1",
                               "nodejs22": "22.9.0-1.1", "code": "1.94.2-1728494015.el8"},
           available_services=["sshd.service", "NetworkManager.service", "firewalld.service", "podman.socket",
                               "snapper-timeline.timer", "sddm.service"],
           users=[{"name": "marek", "uid": 1000, "gid": 100, "home": "/home/marek", "shell": "/usr/bin/fish"}],
           groups=[{"name": "wheel", "gid": 474, "members": ["marek"]},
                   {"name": "users", "gid": 100, "members": ["marek"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("a1b2c3d4e5f6", "pg-dev", "docker.io/library/postgres:16.4", "running", "Up 27 hours",
            "2026-10-11T09:12:03+02:00", ["127.0.0.1:5432->5432/tcp"]),
        box("0f9e8d7c6b5a", "redis-cache", "docker.io/library/redis:7.4-alpine", "running", "Up 27 hours",
            "2026-10-11T09:12:05+02:00", ["127.0.0.1:6379->6379/tcp"]),
        box("9d8c7b6a5f4e", "mailpit", "docker.io/axllent/mailpit:v1.20", "running", "Up 27 hours",
            "2026-10-11T09:12:08+02:00", ["0.0.0.0:8025->8025/tcp", "0.0.0.0:1025->1025/tcp"]),
        box("3c4d5e6f7a8b", "keycloak", "quay.io/keycloak/keycloak:25.0.6", "exited", "Exited (137) 2 hours ago",
            "2026-10-12T15:30:22+02:00"),
        box("5e4f3a2b1c0d", "migrate-once", "localhost/api-migrate:dev", "exited", "Exited (0) 43 minutes ago",
            "2026-10-14T10:03:58+02:00"),
        box("7a6b5c4d3e2f", "api-dev", "localhost/api:dev", "running", "Up 42 minutes",
            "2026-10-14T10:04:51+02:00", ["0.0.0.0:8080->8080/tcp"]),
    ]}, CAR, age=35, args={"all": True}),
    item("e3", "linux_processes", processes(512, CAR_MEM, [
        (48211, "go", "marek", 92.4, 1288 * MiB, "2026-10-14T10:45:12+02:00", "go build -o bin/api ./cmd/api"),
        (22410, "postgres", "100998", 6.1, 212 * MiB, "2026-10-13T08:02:40+02:00",
         "postgres: marek api_dev 10.88.0.5(43122) SELECT"),
        (9120, "code", "marek", 5.3, 1020 * MiB, "2026-10-14T08:31:40+02:00", "/usr/share/code/code --type=renderer"),
        (47902, "node", "marek", 3.8, 640 * MiB, "2026-10-14T10:04:55+02:00", "node dist/server.js"),
        (2004, "kwin_wayland", "marek", 2.2, 310 * MiB, "2026-10-13T08:02:19+02:00",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0"),
    ]), CAR, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e4", "linux_system_info",
         system_info(11.8, [2.61, 1.44, 1.02], 96_323, "2026-10-13T08:01:37+02:00", CAR_MEM, 41_875_931_136,
                     8 * GiB, 0), CAR, age=25),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", CAR_ROOT, 1_311_768_346_624),
        fs("/dev/nvme0n1p2", "/home", "btrfs", CAR_ROOT, 1_311_768_346_624),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_834_048, 5_234_688),
    ]}, CAR, age=30),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-14T08:46:55+02:00", None, "err",
                  "Memory cgroup out of memory: Killed process 30512 (java) total-vm:5820344kB, anon-rss:2091788kB, "
                  "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:5120kB oom_score_adj:0"),
        log_entry("2026-10-14T08:46:55+02:00", "user@1000.service", "warning",
                  "libpod-3c4d5e6f7a8b.scope: A process of this unit has been killed by the OOM killer."),
        log_entry("2026-10-14T08:46:56+02:00", "user@1000.service", "info",
                  "podman[30601]: 2026-10-14 08:46:56.104 +0200 CEST container died 3c4d5e6f7a8b "
                  "(image=quay.io/keycloak/keycloak:25.0.6, name=keycloak)"),
    ]}, CAR, age=40, args={"since_minutes": 180, "grep": "oom|keycloak"}),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 1_842_000, "write_bytes_per_s": 48_300_000, "busy_percent": 37.5},
        {"device": "zram0", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
    ]}, CAR, age=20, args={"interval_seconds": 1}),
    item("e8", "linux_file_changes", {"root": "/home/marek/src/api", "since": "2026-10-14T09:47:00+02:00", "files": [
        {"path": "/home/marek/src/api/bin/api", "mtime": "2026-10-14T10:46:41+02:00", "size_bytes": 38_912_114},
        {"path": "/home/marek/src/api/cmd/api/main.go", "mtime": "2026-10-14T10:44:58+02:00", "size_bytes": 6_204},
        {"path": "/home/marek/src/api/internal/db/migrations/0042_add_audit.sql",
         "mtime": "2026-10-14T10:03:12+02:00", "size_bytes": 1_377},
        {"path": "/home/marek/src/api/go.sum", "mtime": "2026-10-14T09:58:30+02:00", "size_bytes": 41_266},
        {"path": "/home/marek/src/api/go.mod", "mtime": "2026-10-14T09:58:30+02:00", "size_bytes": 1_912},
    ]}, CAR, age=20, args={"root": "/home/marek/src/api", "since_minutes": 60, "limit": 20}),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-10-11T09:05:13+02:00", "install", "podman-compose", None, "1.2.0-1.1"),
        package_event("2026-10-13T07:55:21+02:00", "upgrade", "kernel-default", "6.10.11-1.1", "6.11.2-1.1"),
        package_event("2026-10-13T07:55:40+02:00", "upgrade", "podman", "5.2.2-1.1", "5.2.3-1.1"),
        package_event("2026-10-13T07:55:44+02:00", "upgrade", "go1.23", "1.23.1-1.1", "1.23.2-1.1"),
        package_event("2026-10-13T07:56:02+02:00", "remove", "docker", "26.1.5_ce-1.1", None),
    ]}, CAR, age=60, args={"since_days": 7}),
]

carrick_answers = [
    {"q": "Which containers are running?", "ev": ["e2"],
     "a": "You asked which podman containers are running.\n\n"
          "1. [[c:pg-dev – postgres:16.4 – up 3 days]]\n"
          "2. [[s:api-dev – localhost/api:dev – up 42 minutes]]\n"
          "3. [[s:mailpit – running]], [[c:published on port 8026]]\n"
          "4. [[c:keycloak – running]]\n\n"
          "[[s:migrate-once exited with code 0]]. [[c:In total, 5 containers are running]]. [[s:Only api-dev and "
          "mailpit are reachable from other machines]].\n\n"
          "**Summary: [[c:all containers except migrate-once are up]].**"},
    {"q": "Why did keycloak stop?", "ev": ["e2", "e6"],
     "a": "Restating: why is keycloak not running.\n\n"
          "1. [[s:keycloak exited with code 137]] [[s:about 2 hours ago]].\n"
          "2. [[s:At 08:46 the memory cgroup OOM killer killed its java process (PID 30512)]].\n"
          "3. [[c:The java process was using about 4 GB of RAM when it was killed]].\n"
          "4. [[u:The container has a 2 GB memory limit set]].\n"
          "5. [[c:podman restarted it automatically afterwards]].\n"
          "6. [[u:This happens because Keycloak 25 needs more heap in dev mode]].\n\n"
          "You can start it again with `podman start keycloak`.\n\n"
          "**Summary: [[s:keycloak was OOM-killed]].**"},
    {"q": "What's using my CPU?", "ev": ["e3", "e4"],
     "a": "As per the data provided (top 5 processes by CPU):\n\n"
          "1. [[s:go build (PID 48211) – 92.4%]]\n"
          "2. [[s:postgres – 6.1%]]\n"
          "3. [[s:VS Code renderer – 5.3%]]\n"
          "4. [[c:node (PID 47920) – 3.8%]]\n\n"
          "[[c:Overall the CPU is about 20% busy]]. [[s:The 1-minute load is 2.61]], [[u:which is low for your "
          "24 threads]]. [[s:The go build started at 10:45]]. "
          "[[c:There are 461 processes in total]].\n\n"
          "**Summary: [[s:the Go compiler is the main CPU user]].**"},
    {"q": "Why is my disk busy, and what changed in my repo?", "ev": ["e7", "e8"],
     "a": "You are asking about disk activity and repository changes.\n\n"
          "1. [[s:nvme0n1 is writing about 48 MB/s]] [[c:and reading about 18 MB/s]].\n"
          "2. [[s:It is 37.5% busy]].\n"
          "3. In /home/marek/src/api, [[s:5 files changed in the last hour]]:\n"
          "   1. [[s:bin/api (about 39 MB)]]\n"
          "   2. [[s:go.mod and go.sum at 09:58]]\n"
          "4. [[u:The writes come from the go build writing bin/api]].\n"
          "5. [[c:main.go was changed after the binary was built]].\n\n"
          "**Summary: [[s:the disk is moderately busy, mostly with writes]].**"},
    {"q": "Did yesterday's zypper dup go through? Which kernel and podman do I have?", "ev": ["e1", "e9"],
     "a": "Restating: did the update finish, and which versions are installed now.\n\n"
          "1. [[s:Yes, the zypper dup ran yesterday at about 07:55]].\n"
          "2. [[s:kernel-default went from 6.10.11 to 6.11.2]], [[s:and 6.11.2-1-default is the kernel running "
          "now]].\n"
          "3. [[c:podman was upgraded to 5.2.4]].\n"
          "4. [[s:docker was removed]] [[c:on October 11]].\n"
          "5. [[s:podman-compose 1.2.0 was installed on October 11]].\n"
          "6. [[u:snapper took a snapshot before the update]].\n\n"
          "**Summary: [[s:the update went through]] and [[c:you are on podman 5.2.4]].**"},
    {"q": "Memory and disk summary please, with sources.", "ev": ["e1", "e4", "e5"],
     "a": "Summary with sources:\n\n"
          "1. RAM: [[s:64 GB installed]] [e1], [[s:about 23 GiB used (37%)]] [e4].\n"
          "2. Swap: [[s:8 GiB]], [[s:none of it used]] [e4].\n"
          "3. Root (btrfs): [[s:about 66% used]] [e5], [[c:around 1.1 TB free]] [e5].\n"
          "4. [[c:/home is a separate partition]] [e1].\n"
          "5. CPU: [[u:Ryzen 9 7900, 12 cores]] [e5].\n"
          "6. Uptime: [[s:about 27 hours]] [e4], [[c:booted on Sunday]] [e4].\n\n"
          "**Summary: [[s:plenty of free memory]], and [[s:the disk is about two-thirds full]].**"},
    {"q": "Is docker still on this machine? I want to use docker compose.", "ev": ["e1", "e9"],
     "extra": [user("u1", "I think I still have docker from last year.", CAR, age=80)],
     "a": "As per the data provided, you asked whether docker is still installed.\n\n"
          "1. [[s:No, docker was removed yesterday]] [[s:(version 26.1.5_ce)]].\n"
          "2. You mentioned you still have docker from last year; [[c:that was true until October 11]].\n"
          "3. [[s:podman 5.2.3 is installed]], [[s:and podman-compose 1.2.0 too]].\n"
          "4. [[u:podman-compose reads your docker-compose.yml files without changes]].\n\n"
          "Try `podman-compose up -d` in your project folder.\n\n"
          "**Summary: [[s:docker is gone]], use podman-compose.**"},
]

# ---------------------------------------------------------------------------------------------------------
# prusik — k3s edge cluster server node on Debian 12
# ---------------------------------------------------------------------------------------------------------
PRU = Clock("2026-10-09T16:18:00+05:30")
PRU_MEM = 7_964_098_560
PRU_ROOT = 250_050_121_728

prusik_evidence = [
    steady("e1", PRU, age=3600,
           hostname="prusik", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-26-amd64", cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=PRU_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": PRU_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_870_912}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:1a:33", "addresses": ["10.42.10.5/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "3e:91:7a:0c:55:d2", "addresses": ["10.42.0.1/24"],
                                "is_up": True},
                               {"name": "flannel.1", "mac": "ce:11:2f:83:40:9a", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["10.42.10.1"], default_gateway="10.42.10.1", package_manager="dpkg",
           installed_packages={"curl": "7.88.1-10+deb12u7", "open-iscsi": "2.1.8-1", "nfs-common": "1:2.6.2-4",
                               "linux-image-amd64": "6.1.112-1", "wireguard-tools": "1.0.20210914-1.1",
                               "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["k3s.service", "ssh.service", "systemd-timesyncd.service", "iscsid.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("prusik", True, "v1.30.5+k3s1"),
        node("prusik-edge1", True, "v1.30.5+k3s1"),
        node("prusik-edge2", False, "v1.30.4+k3s1"),
    ]}, PRU, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "sensors", "items": [
        pod("mqtt-broker-7d9f8c6b5-x2k4p", "sensors", "Running", "prusik-edge1",
            started="2026-10-02T11:20:14+05:30"),
        pod("ingest-api-5c8d7f9b4-qwm8z", "sensors", "Running", "prusik", restarts=2,
            started="2026-10-02T11:20:31+05:30"),
        pod("ingest-api-5c8d7f9b4-r7t2n", "sensors", "Running", "prusik-edge1",
            started="2026-10-02T11:20:29+05:30"),
        pod("telemetry-writer-6b7c9d8f5-lp3vd", "sensors", "Running", "prusik", restarts=17, ready=False,
            waiting="CrashLoopBackOff"),
        pod("camera-relay-84f6d5c7b-9hj2k", "sensors", "Running", "prusik-edge2", restarts=1, ready=False,
            started="2026-10-05T09:44:02+05:30"),
    ]}, PRU, age=30, args={"resource": "pods", "namespace": "sensors"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "sensors", "items": [
        deployment("mqtt-broker", "sensors", 1, 1),
        deployment("ingest-api", "sensors", 2, 2),
        deployment("telemetry-writer", "sensors", 1, 0),
        deployment("camera-relay", "sensors", 1, 0),
    ]}, PRU, age=30, args={"resource": "deployments", "namespace": "sensors"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "sensors", "items": [
        k8s_event("telemetry-writer-6b7c9d8f5-lp3vd.17fd2c1a9b3e4f10", "sensors", "Pod",
                  "telemetry-writer-6b7c9d8f5-lp3vd", "BackOff",
                  "Back-off restarting failed container telemetry-writer in pod "
                  "telemetry-writer-6b7c9d8f5-lp3vd_sensors(5b1f0c4e-8d2a-4f6b-9c71-2e4a7d3b1f08)",
                  "Warning", 64, "2026-10-09T07:51:40Z", "2026-10-09T10:44:31Z", "prusik"),
        k8s_event("telemetry-writer-6b7c9d8f5-lp3vd.17fd2c1a9c0b7a22", "sensors", "Pod",
                  "telemetry-writer-6b7c9d8f5-lp3vd", "Pulled",
                  "Container image \"registry.local:5000/telemetry-writer:1.8.2\" already present on machine",
                  "Normal", 18, "2026-10-09T07:50:12Z", "2026-10-09T10:39:20Z", "prusik"),
        k8s_event("camera-relay-84f6d5c7b-9hj2k.17fd2d0e4a6c1b93", "sensors", "Pod",
                  "camera-relay-84f6d5c7b-9hj2k", "NodeNotReady", "Node is not ready",
                  "Warning", 1, "2026-10-09T08:02:11Z", "2026-10-09T08:02:11Z", "prusik"),
    ]}, PRU, age=30, args={"resource": "events", "namespace": "sensors"}),
    item("e6", "linux_service_status",
         unit("k3s.service", "active", "running", pid=912, since="2026-09-30T07:15:22+05:30",
              desc="Lightweight Kubernetes"), PRU, age=25, args={"name": "k3s"}),
    item("e7", "linux_system_info",
         system_info(34.2, [2.20, 1.90, 1.70], 809_635, "2026-09-30T07:14:05+05:30", PRU_MEM, 2_684_354_560,
                     0, 0), PRU, age=600),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-10-09T13:31:55+05:30", "k3s.service", "err",
                  "time=\"2026-10-09T13:31:55+05:30\" level=error msg=\"Tunnel server: remotedialer session for "
                  "prusik-edge2 closed: websocket: close 1006 (abnormal closure): unexpected EOF\""),
        log_entry("2026-10-09T13:32:10+05:30", "k3s.service", "warning",
                  "W1009 13:32:10.884512     912 controller_utils.go:151] \"Marking pods not ready on node\" "
                  "node=\"prusik-edge2\""),
        log_entry("2026-10-09T14:47:30+05:30", "k3s.service", "warning",
                  "time=\"2026-10-09T14:47:30+05:30\" level=warning msg=\"Proxy error: write failed: io: "
                  "read/write on closed pipe\""),
        log_entry("2026-10-09T15:58:02+05:30", "k3s.service", "err",
                  "E1009 15:58:02.117004     912 pod_workers.go:1298] \"Error syncing pod, skipping\" "
                  "err=\"failed to \\\"StartContainer\\\" for \\\"telemetry-writer\\\" with CrashLoopBackOff: "
                  "\\\"back-off 5m0s restarting failed container=telemetry-writer "
                  "pod=telemetry-writer-6b7c9d8f5-lp3vd_sensors\\\"\" pod=\"sensors/telemetry-writer-6b7c9d8f5-lp3vd\""),
    ]}, PRU, age=45, args={"unit": "k3s", "since_minutes": 180, "priority": "warning"}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", PRU_ROOT, 178_241_142_784),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_123_520),
    ]}, PRU, age=30),
    item("e10", "kubernetes_get", {"context": "default", "namespace": "kube-system", "items": []}, PRU, age=30,
         args={"resource": "pods", "namespace": "kube-system"}, complete=False,
         error="Get \"https://127.0.0.1:6443/api/v1/namespaces/kube-system/pods?limit=500\": "
               "context deadline exceeded"),
]

prusik_answers = [
    {"q": "Are all my nodes ready?", "ev": ["e2"],
     "a": "You asked whether all nodes are ready.\n\n"
          "1. [[s:prusik – Ready]]\n"
          "2. [[s:prusik-edge1 – Ready]]\n"
          "3. [[s:prusik-edge2 – NotReady]]\n\n"
          "So [[c:2 of 4 nodes are ready]]. [[s:prusik-edge2 runs kubelet v1.30.4+k3s1]], [[c:the same version "
          "as the others]]. [[u:prusik-edge2 probably lost its network connection]].\n\n"
          "**Summary: [[s:one node is NotReady]].**"},
    {"q": "What's wrong with the pods in sensors?", "ev": ["e3", "e4"],
     "a": "As per the data provided, namespace `sensors`:\n\n"
          "1. [[s:telemetry-writer-6b7c9d8f5-lp3vd is in CrashLoopBackOff]] [[s:with 17 restarts]].\n"
          "2. [[s:camera-relay runs on prusik-edge2]] and [[s:is not ready]].\n"
          "3. [[c:ingest-api has 1 of 2 replicas ready]].\n"
          "4. [[c:ingest-api-5c8d7f9b4-qwm8z has never restarted]].\n"
          "5. [[u:telemetry-writer is crashing because it cannot reach the database]].\n"
          "6. [[s:Two deployments have 0 ready replicas]].\n\n"
          "Check the crash with `kubectl -n sensors logs telemetry-writer-6b7c9d8f5-lp3vd --previous`.\n\n"
          "**Summary: [[s:2 of 4 deployments are healthy]].**"},
    {"q": "When did edge2 go down, and when did telemetry-writer start crashing?", "ev": ["e5", "e8"],
     "a": "Restating: when did these two problems begin.\n\n"
          "1. [[s:The k3s server lost its tunnel to prusik-edge2 at 13:31]].\n"
          "2. [[c:The NodeNotReady event for camera-relay was at 08:02]].\n"
          "3. [[s:telemetry-writer's back-off began around 13:21 IST]].\n"
          "4. [[c:The last back-off was at 10:44]].\n"
          "5. [[s:The image is registry.local:5000/telemetry-writer:1.8.2]].\n"
          "6. [[u:The crashes started right after a new image was pushed]].\n"
          "7. [[c:So edge2 going down caused telemetry-writer to crash]].\n\n"
          "**Summary: [[s:the node went down about 2 hours 45 minutes ago]].**"},
    {"q": "Is the k3s service healthy on the server?", "ev": ["e1", "e6", "e8", "e10"],
     "a": "You asked about k3s.service on prusik.\n\n"
          "1. [[s:k3s.service is active (running)]], [[s:PID 912]].\n"
          "2. [[s:It has been running since 30 September]] [[c:at 01:45]].\n"
          "3. [[s:The k3s log shows a CrashLoopBackOff error for telemetry-writer at 15:58]].\n"
          "4. [[c:There are no other errors in the k3s log]].\n"
          "5. [[u:All kube-system pods are running]].\n"
          "6. [[s:The OS is Debian 12 (bookworm)]].\n\n"
          "**Summary: [[s:the k3s server itself is running]].**"},
    {"q": "How loaded is the server?", "ev": ["e1", "e7", "e9"],
     "a": "As per the data provided:\n\n"
          "1. [[t:CPU usage is 34.2%]].\n"
          "2. [[t:Load average is 2.20, 1.90, 1.70]].\n"
          "3. [[t:Memory use is 66.3%]], [[t:about 4.9 GiB]].\n"
          "4. [[s:Total RAM is 8 GB]].\n"
          "5. [[s:The root disk is 71% full]].\n"
          "6. [[c:There is about 40 GB free on /]].\n"
          "7. [[t:No swap is configured]].\n\n"
          "**Summary: [[t:the server is moderately loaded]].**"},
    {"q": "Which version of k3s am I running everywhere? Is it the latest?", "ev": ["e2", "e6"],
     "a": "Restating the question: the k3s version on each node.\n\n"
          "1. [[s:prusik: v1.30.5+k3s1]]\n"
          "2. [[s:prusik-edge1: v1.30.5+k3s1]]\n"
          "3. [[c:prusik-edge2: v1.30.5+k3s1]]\n\n"
          "[[c:All three nodes run the same version]]. [[u:v1.30.5+k3s1 is the latest stable k3s release]].\n\n"
          "**Summary: [[c:the cluster is fully up to date]].**"},
    {"q": "Can you check edge2?", "ev": ["e2", "e3", "e5"],
     "extra": [user("u1", "edge2 is out in the shed and I think the breaker tripped around lunchtime.", PRU,
                    age=120)],
     "a": "You said you think the shed breaker tripped around lunchtime.\n\n"
          "1. [[s:prusik-edge2 is NotReady]] [e2].\n"
          "2. [[s:Its pod camera-relay-84f6d5c7b-9hj2k is not ready]] [e3].\n"
          "3. [[s:The NodeNotReady event was recorded at 13:32 IST]] [e5], [[u:which matches a power loss]].\n"
          "4. [[u:camera-relay will move to another node automatically in 5 minutes]] [e3].\n"
          "5. [[s:The other sensors pods are on prusik and prusik-edge1]] [e3].\n"
          "6. [[c:telemetry-writer also runs on prusik-edge2]] [e3].\n\n"
          "**Summary: [[s:edge2 is down]]; someone should check the breaker.**"},
]

# ---------------------------------------------------------------------------------------------------------
# clinch — Raspberry Pi OS home DNS server (pihole + unbound in docker)
# ---------------------------------------------------------------------------------------------------------
CLI = Clock("2026-10-12T21:36:00+10:30")
CLI_MEM = 3_978_833_920
CLI_ROOT = 62_226_939_904

clinch_evidence = [
    steady("e1", CLI, age=2400,
           hostname="clinch", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.6.51+rpt-rpi-v8", arch="aarch64", cpu_model="Cortex-A72", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=CLI_MEM,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": CLI_ROOT},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 535_805_952}],
           network_interfaces=[{"name": "eth0", "mac": "dc:a6:32:5e:81:0c", "addresses": ["192.168.20.2/24"],
                                "is_up": True},
                               {"name": "wlan0", "mac": "dc:a6:32:5e:81:0d", "addresses": [], "is_up": False},
                               {"name": "docker0", "mac": "02:42:8c:11:5a:e3", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.20.1", package_manager="dpkg",
           installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm",
                               "docker-ce-cli": "5:27.3.1-1~debian.12~bookworm",
                               "docker-compose-plugin": "2.29.7-1~debian.12~bookworm",
                               "linux-image-rpi-v8": "1:6.6.51-1+rpt3", "log2ram": "1.7.2",
                               "unattended-upgrades": "2.9.1+nmu3"},
           available_services=["docker.service", "ssh.service", "NetworkManager.service", "log2ram.service",
                               "unattended-upgrades.service"],
           users=[{"name": "dan", "uid": 1000, "gid": 1000, "home": "/home/dan", "shell": "/bin/bash"},
                  {"name": "ella", "uid": 1001, "gid": 1001, "home": "/home/ella", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["dan"]},
                   {"name": "docker", "gid": 994, "members": ["dan"]},
                   {"name": "adm", "gid": 4, "members": ["dan"]},
                   {"name": "video", "gid": 44, "members": ["dan", "ella"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("4f1a2b3c4d5e", "pihole", "pihole/pihole:2024.07.0", "running", "Up 6 days (healthy)",
            "2026-08-02T14:11:09+09:30", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
        box("8e9d0c1b2a3f", "unbound", "mvance/unbound-rpi:1.21.0", "restarting", "Restarting (1) 14 seconds ago",
            "2026-08-02T14:11:07+09:30"),
        box("2b3c4d5e6f70", "watchtower", "containrrr/watchtower:1.7.1", "running", "Up 6 days",
            "2026-08-02T14:11:05+09:30"),
        box("6a7b8c9d0e1f", "pihole-old", "pihole/pihole:2024.05.0", "exited", "Exited (0) 2 months ago",
            "2026-06-14T10:02:00+09:30"),
    ]}, CLI, age=30, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "file", "unit": "unbound", "entries": [
        log_entry("2026-10-12T21:34:44+10:30", "unbound", "err",
                  "/opt/unbound/etc/unbound/unbound.conf:41: error: syntax error"),
        log_entry("2026-10-12T21:34:44+10:30", "unbound", "err",
                  "read /opt/unbound/etc/unbound/unbound.conf failed: 1 errors in configuration file"),
        log_entry("2026-10-12T21:34:44+10:30", "unbound", "crit",
                  "unbound[1:0] fatal error: Could not read config file: /opt/unbound/etc/unbound/unbound.conf. "
                  "Maybe try unbound -dd, it checks better."),
        log_entry("2026-10-12T21:35:46+10:30", "unbound", "err",
                  "/opt/unbound/etc/unbound/unbound.conf:41: error: syntax error"),
        log_entry("2026-10-12T21:35:46+10:30", "unbound", "err",
                  "read /opt/unbound/etc/unbound/unbound.conf failed: 1 errors in configuration file"),
        log_entry("2026-10-12T21:35:46+10:30", "unbound", "crit",
                  "unbound[1:0] fatal error: Could not read config file: /opt/unbound/etc/unbound/unbound.conf. "
                  "Maybe try unbound -dd, it checks better."),
    ]}, CLI, age=25, args={"unit": "unbound", "limit": 6}, complete=False),
    item("e4", "linux_file_changes", {"root": "/srv/dns", "since": "2026-10-11T21:36:00+10:30", "files": [
        {"path": "/srv/dns/pihole/etc-pihole/pihole-FTL.db", "mtime": "2026-10-12T21:35:10+10:30",
         "size_bytes": 187_645_952},
        {"path": "/srv/dns/docker-compose.yml", "mtime": "2026-10-12T21:20:02+10:30", "size_bytes": 1_402},
        {"path": "/srv/dns/unbound/unbound.conf", "mtime": "2026-10-12T21:18:40+10:30", "size_bytes": 2_814},
        {"path": "/srv/dns/pihole/etc-pihole/gravity.db", "mtime": "2026-10-12T03:41:17+10:30",
         "size_bytes": 98_426_880},
    ]}, CLI, age=20, args={"root": "/srv/dns", "since_minutes": 1440, "limit": 50}),
    item("e5", "linux_file_read", {"path": "/srv/dns/unbound/unbound.conf", "offset": 38, "limit": 6,
                                   "total_lines": 71, "lines": [
        "    private-address: 192.168.0.0/16",
        "    private-address: 169.254.0.0/16",
        "    cache-min-ttl 300",
        "    prefetch: yes",
        "    num-threads: 1",
        "    port: 5335",
    ]}, CLI, age=20, args={"path": "/srv/dns/unbound/unbound.conf", "offset": 38, "limit": 6}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "dc:a6:32:5e:81:0c", "addresses": ["192.168.20.2/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:8c:11:5a:e3", "addresses": ["172.17.0.1/16"],
                        "is_up": True}],
        "listening": [listener(53, "0.0.0.0", 1402, "docker-proxy"),
                      listener(53, "0.0.0.0", 1415, "docker-proxy", proto="udp"),
                      listener(8081, "0.0.0.0", 1428, "docker-proxy"),
                      listener(22, "0.0.0.0", 688, "sshd"), listener(22, "::", 688, "sshd")],
        "connections": [connection("192.168.20.2:22", "192.168.20.15:52144", 20112, "sshd")]},
         CLI, age=30),
    item("e7", "linux_system_info",
         system_info(9.4, [0.71, 0.58, 0.49], 574_399, "2026-10-06T06:02:41+10:30", CLI_MEM, 2_604_662_784,
                     209_711_104, 0), CLI, age=25),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/mmcblk0p2", "/", "ext4", CLI_ROOT, 11_811_160_064),
        fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", 535_805_952, 66_060_288),
    ]}, CLI, age=1500),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-09-20T11:42:05+09:30", "install", "log2ram", None, "1.7.2"),
        package_event("2026-10-06T06:00:18+10:30", "upgrade", "docker-ce", "5:27.2.1-1~debian.12~bookworm",
                      "5:27.3.1-1~debian.12~bookworm"),
        package_event("2026-10-06T06:00:18+10:30", "upgrade", "docker-ce-cli", "5:27.2.1-1~debian.12~bookworm",
                      "5:27.3.1-1~debian.12~bookworm"),
        package_event("2026-10-06T06:00:31+10:30", "upgrade", "linux-image-rpi-v8", "1:6.6.47-1+rpt1",
                      "1:6.6.51-1+rpt3"),
    ]}, CLI, age=60, args={"since_days": 30}),
    item("e10", "linux_service_status",
         unit("docker.service", "active", "running", pid=702, since="2026-10-06T06:03:10+10:30",
              desc="Docker Application Container Engine"), CLI, age=25, args={"name": "docker"}),
    item("e11", "linux_service_status", {}, CLI, age=25, args={"name": "unbound"}, complete=False,
         error="Unit unbound.service could not be found."),
]

clinch_answers = [
    {"q": "DNS is broken at home, what's wrong?", "ev": ["e2", "e3", "e11"],
     "extra": [user("u1", "Nobody in the house can load websites since about 9pm.", CLI, age=100)],
     "a": "You said nobody can load websites since about 9pm. As per the data provided:\n\n"
          "1. [[s:The pihole container is up (healthy)]].\n"
          "2. [[s:The unbound container is stuck restarting]]; [[s:it last restarted 14 seconds ago]].\n"
          "3. [[s:unbound reports a syntax error in unbound.conf at line 41]].\n"
          "4. [[c:The error happened only once]].\n"
          "5. [[u:systemd shows unbound.service as failed]].\n"
          "6. [[c:The unbound image is mvance/unbound-rpi:1.19.0]].\n"
          "7. [[u:The problem started when unbound was restarted at 9pm]].\n\n"
          "**Summary: [[s:unbound cannot start because of a config syntax error]].**"},
    {"q": "What changed in the DNS folder today? Show me the bad line.", "ev": ["e4", "e5"],
     "a": "Restating: which files changed today in /srv/dns.\n\n"
          "1. [[s:unbound/unbound.conf was modified at 21:18]].\n"
          "2. [[c:pihole-FTL.db is about 18 MB]].\n"
          "3. [[s:gravity.db was updated at 03:41]], [[u:by the weekly gravity update]].\n"
          "4. In unbound.conf, [[s:the line `cache-min-ttl 300` is missing its colon]].\n"
          "5. [[c:The file has 41 lines]].\n"
          "6. [[s:4 files changed in the last 24 hours]].\n\n"
          "Fix it to `cache-min-ttl: 300` and run `docker restart unbound`.\n\n"
          "**Summary: [[u:the edit at 21:18 broke unbound]].**"},
    {"q": "Is pihole listening on port 53?", "ev": ["e6"],
     "a": "You asked if port 53 is open.\n\n"
          "1. [[s:Yes, port 53 is open on TCP and UDP]], [[s:through docker-proxy]].\n"
          "2. [[c:Port 5335 (unbound) is also listening]].\n"
          "3. [[s:There is one SSH connection from 192.168.20.15]].\n"
          "4. [[c:Port 53 is bound only to 192.168.20.2]].\n"
          "5. [[c:Nothing else is listening]].\n\n"
          "**Summary: [[s:port 53 is open]], [[u:so the problem is upstream]].**"},
    {"q": "How is the Pi doing?", "ev": ["e1", "e7", "e8"],
     "a": "As per the data provided:\n\n"
          "1. [[s:CPU usage is 9.4%]].\n"
          "2. [[s:Memory: about 1.3 GiB used of 3.7 GiB]], [[c:that is 45%]].\n"
          "3. [[s:Swap is not used]].\n"
          "4. [[t:The SD card is 19% full]], [[t:about 47 GiB is free]].\n"
          "5. [[c:Uptime is 5 days]].\n\n"
          "**Summary: [[s:the Pi is lightly loaded]].**"},
    {"q": "What got updated lately? Did docker restart?", "ev": ["e9", "e10"],
     "a": "Restating the question: recent updates and docker restarts.\n\n"
          "1. [[s:docker-ce was upgraded from 27.2.1 to 27.3.1]] [[s:on 6 October at 06:00]].\n"
          "2. [[s:The kernel package linux-image-rpi-v8 went to 6.6.51]] [[c:on 5 October]].\n"
          "3. [[s:docker.service has been active since 06:03 on 6 October]], [[s:so it restarted after the "
          "upgrade]].\n"
          "4. [[c:docker-ce-cli was not updated]].\n"
          "5. [[u:The updates were applied by unattended-upgrades]].\n\n"
          "**Summary: [[c:two packages were upgraded]].**"},
    {"q": "List all containers and their images.", "ev": ["e1", "e2"],
     "a": "Here are the containers [e2]:\n\n"
          "1. [[s:pihole – pihole/pihole:2024.07.0 – running]] [e2]\n"
          "2. [[c:unbound – mvance/unbound-rpi:1.21.0 – running]] [e2]\n"
          "3. [[s:pihole-old – exited 2 months ago]] [e2]\n\n"
          "[[s:pihole publishes ports 53 and 8081]] [e2]. [[u:watchtower updated pihole last night]] [e2]. "
          "[[c:The three current containers were created on 2 August at 14:11 UTC]]. [[u:Docker 27.3.1 is "
          "running]] [e2].\n\n"
          "**Summary: [[c:3 of 4 containers are running]].**"},
    {"q": "Who can use docker on this Pi?", "ev": ["e1"],
     "a": "You asked which users can run docker.\n\n"
          "1. [[s:There are two users: dan (UID 1000) and ella (UID 1001)]].\n"
          "2. [[s:Only dan is in the docker group]], [[s:so only dan can run docker without sudo]].\n"
          "3. [[s:dan is also in sudo]].\n"
          "4. [[c:ella is in the sudo group too]].\n"
          "5. [[u:ella last logged in yesterday]].\n"
          "6. [[s:Docker CE 27.3.1 is installed]].\n\n"
          "**Summary: [[s:only dan can use docker]].**"},
]

MACHINES = [
    {"name": "bowline", "clock": BOW, "evidence": bowline_evidence, "answers": bowline_answers},
    {"name": "sheepshank", "clock": SHE, "evidence": sheepshank_evidence, "answers": sheepshank_answers},
    {"name": "carrick", "clock": CAR, "evidence": carrick_evidence, "answers": carrick_answers},
    {"name": "prusik", "clock": PRU, "evidence": prusik_evidence, "answers": prusik_answers},
    {"name": "clinch", "clock": CLI, "evidence": clinch_evidence, "answers": clinch_answers},
]
