"""100th generation (written blind, in the manner of SmolLM2 1.7B Instruct, a very small model: short answers,
plain "- " bullets or a single line, a phrase repeated, numbers copied with the wrong unit (MB for MiB, bytes as
KB), PIDs swapped between processes, "all" and "none" said too easily, now and then an answer to a slightly
different question, almost no hedging, sometimes "Hope this helps!" at the end).

All five clocks are on Europe/Helsinki (+02:00 in November).

lynx — an openSUSE Leap 15.6 mail server (postfix, dovecot, rspamd with its redis). Its evidence: a steady-state
snapshot (64 GiB btrfs root, a 500 GB xfs mail volume on /srv/vmail, rpm packages), a fresh listing of every
service (mail stack running, apache2 inactive), a complete socket listing (25 and 587 by postfix's master, 993 and
4190 by dovecot, rspamd and redis on localhost) with connections from four peers and one outbound delivery, three
hours of postfix log lines with status=deferred (one host timing out three times, a greylisting reply, a full
mailbox), a memory-sorted process listing cut at eight rows, fresh system info, a fifteen-minute-old disk reading
and two weeks of zypper history (postfix, kernel, rspamd and dovecot23 upgrades, fail2ban installed).

otter — a Raspberry Pi 4 on Raspberry Pi OS (Debian 12, aarch64) running Home Assistant under rootless Podman.
Every container (homeassistant, mosquitto and node-red up, zigbee2mqtt exited with code 1 two hours ago), disk
usage (the SD card root at 83.4%, a 1 TB USB disk at 43.9%), log lines of the Zigbee adapter's USB disconnect and
the container's death, a CPU-sorted process listing cut at six rows, a ten-minute-old system reading (stale), one
disk-I/O sample (the SD card writing 1.8 MB/s), a month of apt history (kernel 6.6.47 → 6.6.51, podman, smartmontools
installed) and the user's own words about moving the Zigbee stick.

badger — a Fedora 41 workstation (Ryzen 9 7950X, 64 GB) building a large C++ project with make -j32. Fresh system
info (CPU 96%, load 31.8, memory 95% used, zram swap 76%), a CPU-sorted process listing cut at eight rows (all
cc1plus), a memory-sorted listing cut at six (cc1plus, firefox, clangd), a complete name-filtered listing of the
two make processes, a week of dnf history (kernel 6.11.8, gcc 14.2.1-3, ccache and mold installed, firefox
132.0.2), warning-or-worse log lines of the hour (a kernel OOM kill of cc1plus 48702, a systemd-oomd kill of a
terminal scope) and disk usage (a 2 TB btrfs at 61.6%).

marten — an Ubuntu 22.04 worker in a three-node kubeadm cluster. Nodes (wolverine NotReady and still on v1.30.5),
pods of every namespace (grafana in CrashLoopBackOff with 17 restarts, a worker pod Pending on ImagePullBackOff,
the pods on wolverine not ready), an hour of kubelet log lines, the kubelet unit (restarted by the 1.30.6 upgrade
on November 12), fresh system info (up 20 days, no swap), a seven-minute-old traffic sample (stale), a month of apt
history and a kubernetes_get of events that failed (Unauthorized). Its steady state lists `users` in
stale_sources, so account and group claims are stale.

stoat — a Debian 11 DNS/DHCP server (bind9, isc-dhcp-server). A forty-five-minute-old listing of every service
(stale; prometheus-bind-exporter still active then), a fresh status of that exporter (failed), its log lines (port
9119 already in use, UTC timestamps inside the messages), a complete socket listing (named on UDP and TCP 53 and
on 953, dhcpd on UDP 67 only), half an hour of DHCP log lines (three ACKs, one NAK), file changes under
/var/lib/dhcp, named.conf.options read in full (two Quad9 forwarders, forward only, no IPv6), two weeks of apt
history (bind9 9.16.48 → 9.16.50, a new kernel), disk usage and a process listing that timed out.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# lynx — openSUSE Leap 15.6 mail server
# ---------------------------------------------------------------------------------------------------------
LYN = Clock("2026-11-10T09:45:00+02:00")
LYN_MEM = 16_516_726_784
LYN_ROOT = 68_719_476_736
LYN_MAIL = 499_963_174_912

lynx_evidence = [
    steady("e1", LYN, age=1800,
           hostname="lynx", domain="mail.example.net", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
           kernel="6.4.0-150600.23.25-default", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=LYN_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": LYN_ROOT},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/vmail", "fstype": "xfs", "total_bytes": LYN_MAIL}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:a1:7c:25", "addresses": ["198.51.100.25/24"], "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="198.51.100.1", package_manager="rpm",
           installed_packages={"postfix": "3.8.4-150600.1.3", "dovecot23": "2.3.21-150600.3.3",
                               "rspamd": "3.8.4-bp156.1.1", "redis7": "7.2.4-150600.1.2",
                               "kernel-default": "6.4.0-150600.23.25.1", "fail2ban": "1.0.2-150600.1.1",
                               "openssh": "9.6p1-150600.4.3"},
           available_services=["postfix.service", "dovecot.service", "rspamd.service", "redis@rspamd.service",
                               "sshd.service", "firewalld.service", "chronyd.service", "apache2.service",
                               "fail2ban.service"],
           users=[{"name": "mailadm", "uid": 1000, "gid": 100, "home": "/home/mailadm", "shell": "/bin/bash"},
                  {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/srv/vmail", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["mailadm"]},
                   {"name": "vmail", "gid": 5000, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("postfix.service", "active", "running", pid=1412, since="2026-11-03T06:12:08+02:00",
             desc="Postfix Mail Transport Agent"),
        unit("dovecot.service", "active", "running", pid=1390, since="2026-11-03T06:12:05+02:00",
             desc="Dovecot IMAP/POP3 email server"),
        unit("rspamd.service", "active", "running", pid=1455, since="2026-11-03T06:12:11+02:00",
             desc="rapid spam filtering system"),
        unit("redis@rspamd.service", "active", "running", pid=1350, since="2026-11-03T06:12:02+02:00",
             desc="Redis instance: rspamd"),
        unit("sshd.service", "active", "running", pid=1201, since="2026-11-03T06:11:58+02:00",
             desc="OpenSSH Daemon"),
        unit("firewalld.service", "active", "running", pid=1098, since="2026-11-03T06:11:55+02:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("chronyd.service", "active", "running", pid=1110, since="2026-11-03T06:11:56+02:00",
             desc="NTP client/server"),
        unit("fail2ban.service", "active", "running", pid=15502, since="2026-11-08T10:03:12+02:00",
             desc="Fail2Ban Service"),
        unit("apache2.service", "inactive", "dead", ufs="disabled", desc="The Apache Webserver"),
    ]}, LYN, age=40),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:a1:7c:25", "addresses": ["198.51.100.25/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1201, "sshd"),
            listener(25, "0.0.0.0", 1412, "master"),
            listener(587, "0.0.0.0", 1412, "master"),
            listener(993, "0.0.0.0", 1390, "dovecot"),
            listener(4190, "0.0.0.0", 1390, "dovecot"),
            listener(6379, "127.0.0.1", 1350, "redis-server"),
            listener(11332, "127.0.0.1", 1455, "rspamd"),
            listener(11333, "127.0.0.1", 1455, "rspamd"),
            listener(11334, "127.0.0.1", 1455, "rspamd"),
        ],
        "connections": [
            connection("198.51.100.25:25", "203.0.113.40:51822", 20114, "smtpd"),
            connection("198.51.100.25:25", "209.85.220.41:43210", 20118, "smtpd"),
            connection("198.51.100.25:587", "192.0.2.77:60201", 20120, "smtpd"),
            connection("198.51.100.25:993", "192.0.2.77:60122", 19980, "imap"),
            connection("198.51.100.25:993", "192.0.2.81:50514", 19994, "imap"),
            connection("198.51.100.25:22", "192.0.2.77:55012", 18830, "sshd"),
            connection("198.51.100.25:40122", "40.107.22.33:25", 20131, "smtp"),
            connection("127.0.0.1:44120", "127.0.0.1:11332", 20114, "smtpd"),
            connection("127.0.0.1:11332", "127.0.0.1:44120", 1459, "rspamd"),
        ]}, LYN, age=30),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postfix.service", "entries": [
        log_entry("2026-11-10T07:02:15+02:00", "postfix.service", "info",
                  "postfix/smtp[17702]: 9F2A14C0B21: to=<h.virtanen@oldpartner.fi>, relay=none, delay=21604, "
                  "delays=21574/0.02/30/0, dsn=4.4.1, status=deferred (connect to mail.oldpartner.fi[192.0.2.200]:25: "
                  "Connection timed out)"),
        log_entry("2026-11-10T07:48:31+02:00", "postfix.service", "info",
                  "postfix/smtp[18240]: 3B7C94C0C05: to=<j.meyer@example-corp.de>, relay=mx1.example-corp.de"
                  "[203.0.113.9]:25, delay=2.4, delays=0.1/0.01/1.2/1.1, dsn=4.7.1, status=deferred (host "
                  "mx1.example-corp.de[203.0.113.9] said: 451 4.7.1 Greylisting in action, please come back later "
                  "(in reply to RCPT TO command))"),
        log_entry("2026-11-10T08:32:09+02:00", "postfix.service", "info",
                  "postfix/smtp[18911]: 9F2A14C0B21: to=<h.virtanen@oldpartner.fi>, relay=none, delay=26358, "
                  "delays=26328/0.01/30/0, dsn=4.4.1, status=deferred (connect to mail.oldpartner.fi[192.0.2.200]:25: "
                  "Connection timed out)"),
        log_entry("2026-11-10T08:55:40+02:00", "postfix.service", "info",
                  "postfix/smtp[19307]: 5D1E04C0A77: to=<sales@northwind-traders.com>, relay=mx.northwind-traders.com"
                  "[198.18.4.20]:25, delay=5.8, delays=0.1/0/2.9/2.8, dsn=4.2.2, status=deferred (host "
                  "mx.northwind-traders.com[198.18.4.20] said: 452 4.2.2 Mailbox full (in reply to RCPT TO command))"),
        log_entry("2026-11-10T09:31:52+02:00", "postfix.service", "info",
                  "postfix/smtp[19988]: 9F2A14C0B21: to=<h.virtanen@oldpartner.fi>, relay=none, delay=30301, "
                  "delays=30271/0.01/30/0, dsn=4.4.1, status=deferred (connect to mail.oldpartner.fi[192.0.2.200]:25: "
                  "Connection timed out)"),
    ]}, LYN, age=60, args={"unit": "postfix.service", "since_minutes": 180, "grep": "status=deferred"}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "btrfs", LYN_ROOT, 22_870_687_744),
        fs("/dev/sdb1", "/srv/vmail", "xfs", LYN_MAIL, 305_977_462_784),
    ]}, LYN, age=900),
    item("e6", "linux_processes", processes(231, LYN_MEM, [
        (1461, "rspamd", "rspamd", 2.3, 452 * MiB, "2026-11-03T06:12:12+02:00", "rspamd: normal process (localhost:11333)"),
        (1462, "rspamd", "rspamd", 1.1, 448 * MiB, "2026-11-03T06:12:12+02:00", "rspamd: normal process (localhost:11333)"),
        (1350, "redis-server", "redis", 0.4, 391 * MiB, "2026-11-03T06:12:02+02:00", "/usr/sbin/redis-server 127.0.0.1:6379"),
        (1455, "rspamd", "rspamd", 0.0, 298 * MiB, "2026-11-03T06:12:11+02:00", "rspamd: main process"),
        (1459, "rspamd", "rspamd", 0.6, 285 * MiB, "2026-11-03T06:12:12+02:00", "rspamd: rspamd_proxy process (localhost:11332)"),
        (1398, "auth", "dovenull", 0.0, 48 * MiB, "2026-11-03T06:12:06+02:00", "dovecot/auth"),
        (19980, "imap", "vmail", 0.1, 41 * MiB, "2026-11-10T09:12:40+02:00", "dovecot/imap"),
        (1098, "firewalld", "root", 0.0, 38 * MiB, "2026-11-03T06:11:55+02:00",
         "/usr/bin/python3 -sP /usr/sbin/firewalld --nofork --nopid"),
    ]), LYN, age=45, args={"sort": "memory", "limit": 8}, complete=False),
    item("e7", "linux_system_info",
         system_info(7.4, [0.42, 0.55, 0.61], 617_600, "2026-11-03T06:11:40+02:00", LYN_MEM, 9_874_309_120,
                     2 * GiB, 0), LYN, age=25),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-11-02T22:10:05+02:00", "upgrade", "postfix", "3.8.4-150600.1.2", "3.8.4-150600.1.3"),
        package_event("2026-11-02T22:10:05+02:00", "upgrade", "kernel-default", "6.4.0-150600.23.22.1",
                      "6.4.0-150600.23.25.1"),
        package_event("2026-11-06T21:40:18+02:00", "upgrade", "rspamd", "3.8.1-bp156.1.1", "3.8.4-bp156.1.1"),
        package_event("2026-11-06T21:40:18+02:00", "upgrade", "dovecot23", "2.3.21-150600.3.1", "2.3.21-150600.3.3"),
        package_event("2026-11-08T10:02:44+02:00", "install", "fail2ban", None, "1.0.2-150600.1.1"),
    ]}, LYN, age=70, args={"since_days": 14}),
]

lynx_answers = [
    {"q": "Why is mail stuck in the queue?", "ev": ["e4"],
     "a": "The mail is stuck because [[s:the messages are deferred]].\n\n"
          "- [[s:mail.oldpartner.fi is not answering]] ([[s:connection timed out]]), [[c:2 times]]\n"
          "- [[s:mx1.example-corp.de said 451 Greylisting]]\n"
          "- [[s:northwind-traders.com says the mailbox is full]]\n\n"
          "[[c:There are 4 deferred messages in total]]. [[u:The greylisted one was delivered later]]. "
          "[[s:The oldest one has been waiting about 8 hours]].\n\n"
          "[[u:This is because your server IP is on a blacklist]].\n\nHope this helps!"},
    {"q": "Which ports is the mail server listening on?", "ev": ["e3"],
     "a": "The mail server is listening on these ports (e3):\n"
          "- [[s:25 (SMTP) - master, PID 1412]]\n"
          "- [[s:587 (submission) - master]]\n"
          "- 993 (IMAPS) - [[c:master, PID 1412]]\n"
          "- [[s:22 for SSH]]\n\n"
          "[[s:rspamd listens on 11332, 11333 and 11334]], [[s:only on localhost]]. "
          "[[c:Port 143 is also open for IMAP]]. [[c:Nothing else is listening]]."},
    {"q": "Who is connected to the server right now?", "ev": ["e3"],
     "a": "Right now there are connections from:\n"
          "- [[s:203.0.113.40 on port 25]]\n"
          "- [[s:209.85.220.41 on port 25]] ([[u:that is Gmail]])\n"
          "- [[s:192.0.2.77 on ports 587 and 993]]\n"
          "- [[c:192.0.2.81 on port 587]]\n\n"
          "[[s:The server is also sending mail out to 40.107.22.33]]. [[s:192.0.2.77 is also connected over SSH]]. "
          "[[c:There are 4 connections in total]]."},
    {"q": "Are all the mail services running?", "ev": ["e2", "e1"],
     "a": "Yes, [[s:all the mail services are running]].\n"
          "- [[u:postfix - active (running)]] (e1)\n"
          "- [[s:dovecot - active (running)]]\n"
          "- [[s:rspamd - active (running)]]\n"
          "- [[s:redis@rspamd - active]]\n\n"
          "[[c:postfix has been running since 3 November at 04:12]]. [[c:apache2 is also running]]. "
          "[[s:dovecot is version 2.3.21]] and [[c:rspamd is version 3.8.1]]."},
    {"q": "What is using the most memory on the mail server?", "ev": ["e6", "e7"],
     "a": "[[s:rspamd is using the most memory]]. [[s:The biggest rspamd process is PID 1461]] with [[s:452 MB]].\n"
          "- redis-server - [[c:PID 1459]] - [[s:391 MB]]\n"
          "- [[s:dovecot/auth - 48 MB]]\n\n"
          "[[s:Memory use is 40%]], [[s:about 9.9 GB available]]. [[s:Swap is not used]]. "
          "[[c:There are 8 processes running]]."},
    {"q": "Is the mail storage disk filling up?", "ev": ["e5", "e1"],
     "a": "No, it is fine.\n"
          "- [[t:/srv/vmail is 61% full]]\n"
          "- [[t:about 181 GB free]]\n"
          "- [[s:The disk is 500 GB]]\n"
          "- [[t:The root filesystem is 33% used]]\n\n"
          "[[c:The root disk is 128 GB]]. [[u:It has not grown in the last week]]."},
    {"q": "What was updated recently on the mail server?", "ev": ["e8", "e1"],
     "a": "These packages were updated:\n"
          "- [[s:rspamd from 3.8.1 to 3.8.4]]\n"
          "- [[c:postfix from 3.8.3 to 3.8.4]]\n"
          "- [[s:kernel-default]] [[s:on November 2]]\n"
          "- [[c:dovecot23 on November 8]]\n\n"
          "[[s:fail2ban was newly installed]]. [[u:rspamd 3.8.4 is the latest version]]. "
          "[[s:The running kernel is the new one]].\n\nHope this helps!"},
    {"q": "Is postfix running?", "ev": ["e2", "e7"],
     "a": "[[s:postfix is active (running)]] [[s:with PID 1412]]. [[s:The server has been up for 7 days]]. "
          "[[c:The load is 7.4]] and [[s:the CPU is at 7.4%]]. [[c:It was booted on November 3 at 04:11]]. "
          "[[s:fail2ban is also running]].\n\nHope this helps!"},
]

# ---------------------------------------------------------------------------------------------------------
# otter — Raspberry Pi OS (Debian 12, aarch64) Home Assistant box
# ---------------------------------------------------------------------------------------------------------
OTT = Clock("2026-11-14T20:10:00+02:00")
OTT_MEM = 3_978_489_856
OTT_ROOT = 31_352_750_080
OTT_USB = 983_350_345_728

otter_evidence = [
    steady("e1", OTT, age=2400,
           hostname="otter", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.6.51+rpt-rpi-v8", arch="aarch64", cpu_model="Cortex-A72", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=OTT_MEM,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": OTT_ROOT},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat", "total_bytes": 535_805_952},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/usb", "fstype": "ext4", "total_bytes": OTT_USB}],
           network_interfaces=[{"name": "eth0", "mac": "dc:a6:32:4e:91:07", "addresses": ["192.168.1.40/24"], "is_up": True},
                               {"name": "wlan0", "mac": "dc:a6:32:4e:91:08", "addresses": [], "is_up": False}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"podman": "4.3.1+ds1-8+deb12u1", "linux-image-rpi-v8": "1:6.6.51-1+rpt3",
                               "raspi-firmware": "1:1.20241008-1", "smartmontools": "7.3-pre1",
                               "openssh-server": "1:9.2p1-2+deb12u3"},
           available_services=["ssh.service", "podman.service", "dphys-swapfile.service", "bluetooth.service",
                               "avahi-daemon.service", "cron.service"],
           users=[{"name": "hass", "uid": 1000, "gid": 1000, "home": "/home/hass", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["hass"]},
                   {"name": "dialout", "gid": 20, "members": ["hass"]},
                   {"name": "gpio", "gid": 997, "members": ["hass"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("3f1a9c2e7b44", "homeassistant", "ghcr.io/home-assistant/home-assistant:2026.11.1", "running", "Up 3 days",
            "2026-11-11T19:42:10+02:00"),
        box("8c02d7e5a1f9", "mosquitto", "docker.io/library/eclipse-mosquitto:2.0.20", "running", "Up 3 days",
            "2026-10-28T14:05:33+02:00", ["0.0.0.0:1883->1883/tcp"]),
        box("b7e4410c9d23", "zigbee2mqtt", "ghcr.io/koenkk/zigbee2mqtt:1.41.0", "exited", "Exited (1) 2 hours ago",
            "2026-10-28T14:07:02+02:00", ["0.0.0.0:8080->8080/tcp"]),
        box("5d9e6f0a3c11", "node-red", "docker.io/nodered/node-red:4.0.5", "running", "Up 26 hours",
            "2026-11-13T18:02:47+02:00", ["0.0.0.0:1880->1880/tcp"]),
    ]}, OTT, age=30, args={"all": True}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/mmcblk0p2", "/", "ext4", OTT_ROOT, 26_134_388_736),
        fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", 535_805_952, 66_060_288),
        fs("/dev/sda1", "/mnt/usb", "ext4", OTT_USB, 431_615_000_000),
    ]}, OTT, age=40),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-14T18:06:41+02:00", None, "info", "usb 1-1.3: USB disconnect, device number 4"),
        log_entry("2026-11-14T18:06:41+02:00", None, "info", "cp210x ttyUSB0: cp210x converter now disconnected from ttyUSB0"),
        log_entry("2026-11-14T18:06:43+02:00", None, "err",
                  "zigbee2mqtt[2412]: [2026-11-14 18:06:43] error: z2m: Adapter disconnected, stopping"),
        log_entry("2026-11-14T18:06:44+02:00", None, "err",
                  "zigbee2mqtt[2412]: [2026-11-14 18:06:44] error: z2m: Failed to stop Zigbee adapter (Port is not open)"),
        log_entry("2026-11-14T18:06:45+02:00", None, "info",
                  "podman[2398]: container died b7e4410c9d23 (image=ghcr.io/koenkk/zigbee2mqtt:1.41.0, "
                  "name=zigbee2mqtt, exit code=1)"),
    ]}, OTT, age=50, args={"since_minutes": 180, "grep": "zigbee|ttyUSB|usb 1-1"}),
    item("e5", "linux_system_info",
         system_info(18.2, [0.91, 0.85, 0.80], 260_995, "2026-11-11T19:40:05+02:00", OTT_MEM, 1_392_508_928,
                     512 * MiB, 187 * MiB), OTT, age=600),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "mmcblk0", "read_bytes_per_s": 12_288, "write_bytes_per_s": 1_843_200, "busy_percent": 38.5},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 40_960, "busy_percent": 1.2},
    ]}, OTT, age=20, args={"interval_seconds": 1.0}),
    item("e7", "linux_processes", processes(187, OTT_MEM, [
        (2310, "python3", "hass", 14.2, 612 * MiB, "2026-11-11T19:42:31+02:00", "python3 -m homeassistant --config /config"),
        (2655, "node-red", "hass", 3.1, 148 * MiB, "2026-11-13T18:02:50+02:00", "node-red"),
        (2205, "mosquitto", "hass", 0.8, 9 * MiB, "2026-11-11T19:41:58+02:00",
         "/usr/sbin/mosquitto -c /mosquitto/config/mosquitto.conf"),
        (2301, "conmon", "hass", 0.3, 2 * MiB, "2026-11-11T19:42:30+02:00",
         "/usr/bin/conmon --api-version 1 -c 3f1a9c2e7b44 -u 3f1a9c2e7b44 -n homeassistant"),
        (318, "systemd-journal", "root", 0.2, 38 * MiB, "2026-11-11T19:40:09+02:00", "/lib/systemd/systemd-journald"),
        (1893, "podman", "hass", 0.1, 41 * MiB, "2026-11-11T19:40:40+02:00", "/usr/bin/podman system service --time=0"),
    ]), OTT, age=35, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-10-31T10:15:22+02:00", "upgrade", "podman", "4.3.1+ds1-8+b1", "4.3.1+ds1-8+deb12u1"),
        package_event("2026-11-11T19:31:40+02:00", "upgrade", "linux-image-rpi-v8", "1:6.6.47-1+rpt1", "1:6.6.51-1+rpt3"),
        package_event("2026-11-11T19:31:40+02:00", "upgrade", "raspi-firmware", "1:1.20240902-1", "1:1.20241008-1"),
        package_event("2026-11-11T19:33:02+02:00", "install", "smartmontools", None, "7.3-pre1"),
    ]}, OTT, age=80, args={"since_days": 30}),
]

otter_answers = [
    {"q": "Are all my containers running?", "ev": ["e2"],
     "a": "No, [[s:not all of them]].\n"
          "- [[s:homeassistant - running]] ([[s:up 3 days]], [[s:image 2026.11.1]])\n"
          "- [[s:mosquitto - running]]\n"
          "- [[c:node-red - exited]]\n"
          "- [[s:zigbee2mqtt - exited]]\n\n"
          "[[c:So 2 are running and 2 are stopped]]. [[s:mosquitto is on port 1883]]. "
          "[[c:zigbee2mqtt uses port 1880]]."},
    {"q": "Why did zigbee2mqtt stop?", "ev": ["e2", "e4"],
     "extra": [user("u1", "I moved the Zigbee stick to the other USB port around six this evening.", OTT, age=90)],
     "a": "zigbee2mqtt stopped because [[s:the USB adapter was disconnected]] [[s:at 18:06]].\n"
          "- [[s:The container exited with code 1]]\n"
          "- [[c:It exited about 4 hours ago]]\n"
          "- [[s:You moved the stick to another port around six]]\n\n"
          "[[u:The new port is not passed to the container, so it can't find /dev/ttyUSB0]]. "
          "[[u:Podman tried to restart it 3 times]].\n\n"
          "You can start it again with `podman start zigbee2mqtt`.\n\nHope this helps!"},
    {"q": "Is the SD card getting full?", "ev": ["e3", "e1"],
     "a": "Yes, [[u:the SD card is 83% full]] (e1).\n"
          "- [[s:Size: 31 GB]]\n"
          "- [[c:Free: 5.2 MB]]\n"
          "- [[s:/boot/firmware is only 12% used]]\n\n"
          "[[s:The USB disk is 44% used]]. [[c:The USB disk is 2 TB]]. "
          "[[u:The SD card will be full in about two weeks]].\n\n"
          "You can move the Home Assistant database to the USB disk to save space."},
    {"q": "What is using the CPU on the Pi?", "ev": ["e7", "e5"],
     "a": "The top CPU user is [[s:python3]] ([[s:Home Assistant]]) with [[s:14.2%]].\n"
          "- node-red - [[c:PID 2205]] - [[s:3.1%]]\n"
          "- [[s:mosquitto - 0.8%]]\n\n"
          "[[u:There is no zigbee2mqtt process running]]. [[t:Total CPU is 18%]] and [[t:the load is 0.91]]. "
          "[[c:Home Assistant is using 612 KB of memory]]."},
    {"q": "Is something writing a lot to the SD card?", "ev": ["e6"],
     "a": "Yes, [[s:the SD card (mmcblk0) is writing about 1.8 MB/s]]. [[c:That is 1843200 KB per second]].\n"
          "- [[s:It is 38.5% busy]]\n"
          "- [[s:Reads are very low]]\n"
          "- [[c:The USB disk is not writing at all]]\n"
          "- [[s:sda is 1.2% busy]]\n\n"
          "[[u:The writes come from the Home Assistant recorder database]].\n\nHope this helps!"},
    {"q": "How much memory is the Pi using and how long has it been up?", "ev": ["e5", "e1"],
     "a": "- [[t:Memory: 65% used]]\n"
          "- [[s:Total: 4 GB]]\n"
          "- [[t:Swap: 187 MB used]]\n"
          "- [[t:Uptime: 3 days]]\n\n"
          "[[t:It was last rebooted on November 12]]. [[c:The CPU is a Cortex-A53]] with [[s:4 cores]]."},
    {"q": "Did the last update change the kernel? What kernel is it running?", "ev": ["e8", "e1"],
     "a": "Yes. [[s:The kernel was upgraded to 6.6.51]] [[s:on November 11]].\n"
          "- [[s:Running kernel: 6.6.51+rpt-rpi-v8]]\n"
          "- [[c:Old kernel: 6.6.31]]\n"
          "- [[s:podman was upgraded too]] ([[c:to version 4.4]])\n"
          "- [[s:smartmontools was installed]]\n\n"
          "[[u:All packages are up to date now]]. [[s:The OS is Debian 12 (bookworm)]]."},
]

# ---------------------------------------------------------------------------------------------------------
# badger — Fedora 41 workstation building a large C++ project
# ---------------------------------------------------------------------------------------------------------
BAD = Clock("2026-11-19T16:30:00+02:00")
BAD_MEM = 66_974_195_712
BAD_ROOT = 1_998_694_907_904
_CC1 = "/usr/libexec/gcc/x86_64-redhat-linux/14/cc1plus -quiet -I include -I build/generated "


def _cc(src: str, tmp: str) -> str:
    return f"{_CC1}{src} -quiet -dumpbase {src.rsplit('/', 1)[1]} -O2 -std=c++20 -o /tmp/{tmp}.s"


badger_evidence = [
    steady("e1", BAD, age=1800,
           hostname="badger", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.11.8-300.fc41.x86_64", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=BAD_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": BAD_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": BAD_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720}],
           network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:2f:41:d8", "addresses": ["10.0.0.21/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.0.0.1", package_manager="rpm",
           installed_packages={"gcc-c++": "14.2.1-3.fc41", "gcc": "14.2.1-3.fc41", "make": "4.4.1-8.fc41",
                               "cmake": "3.30.5-1.fc41", "ccache": "4.10.2-1.fc41", "mold": "2.34.1-1.fc41",
                               "clang": "19.1.0-1.fc41", "clang-tools-extra": "19.1.0-1.fc41",
                               "kernel": "6.11.8-300.fc41", "firefox": "132.0.2-1.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "systemd-oomd.service", "sshd.service",
                               "firewalld.service"],
           users=[{"name": "dana", "uid": 1000, "gid": 1000, "home": "/home/dana", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["dana"]},
                   {"name": "mock", "gid": 135, "members": ["dana"]}]),
    item("e2", "linux_system_info",
         system_info(96.4, [31.82, 28.47, 17.90], 200_270, "2026-11-17T08:52:10+02:00", BAD_MEM, 3_221_225_472,
                     8 * GiB, 6_549_041_152), BAD, age=20),
    item("e3", "linux_processes", processes(512, BAD_MEM, [
        (48812, "cc1plus", "dana", 99.8, int(2.4 * GiB), "2026-11-19T16:28:41+02:00", _cc("src/render/scene_graph.cpp", "ccXk2Lq1")),
        (48790, "cc1plus", "dana", 99.6, int(1.9 * GiB), "2026-11-19T16:28:30+02:00", _cc("src/physics/solver.cpp", "ccP0a9Td")),
        (48801, "cc1plus", "dana", 99.5, int(1.2 * GiB), "2026-11-19T16:28:36+02:00", _cc("src/net/http_client.cpp", "ccR7mQ2e")),
        (48777, "cc1plus", "dana", 99.1, int(2.1 * GiB), "2026-11-19T16:28:22+02:00", _cc("src/render/shader_cache.cpp", "ccB4vN8s")),
        (48830, "cc1plus", "dana", 98.7, int(0.9 * GiB), "2026-11-19T16:28:55+02:00", _cc("src/core/string_utils.cpp", "ccH2kW5u")),
        (48755, "cc1plus", "dana", 98.2, int(1.6 * GiB), "2026-11-19T16:28:10+02:00", _cc("src/audio/mixer.cpp", "ccZ9fL3a")),
        (48841, "cc1plus", "dana", 97.9, int(0.7 * GiB), "2026-11-19T16:29:02+02:00", _cc("src/ui/widgets.cpp", "ccM1xC6p")),
        (48768, "cc1plus", "dana", 97.4, int(1.4 * GiB), "2026-11-19T16:28:17+02:00", _cc("src/physics/broadphase.cpp", "ccQ8eY0r")),
    ]), BAD, age=25, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e4", "linux_processes", processes(512, BAD_MEM, [
        (48812, "cc1plus", "dana", 99.8, int(2.4 * GiB), "2026-11-19T16:28:41+02:00", _cc("src/render/scene_graph.cpp", "ccXk2Lq1")),
        (48777, "cc1plus", "dana", 99.1, int(2.1 * GiB), "2026-11-19T16:28:22+02:00", _cc("src/render/shader_cache.cpp", "ccB4vN8s")),
        (48790, "cc1plus", "dana", 99.6, int(1.9 * GiB), "2026-11-19T16:28:30+02:00", _cc("src/physics/solver.cpp", "ccP0a9Td")),
        (3120, "firefox", "dana", 2.1, int(1.7 * GiB), "2026-11-19T09:05:12+02:00", "/usr/lib64/firefox/firefox"),
        (48755, "cc1plus", "dana", 98.2, int(1.6 * GiB), "2026-11-19T16:28:10+02:00", _cc("src/audio/mixer.cpp", "ccZ9fL3a")),
        (5210, "clangd", "dana", 3.2, int(1.5 * GiB), "2026-11-19T09:31:40+02:00",
         "/usr/bin/clangd --background-index --compile-commands-dir=build"),
    ]), BAD, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_processes", {"total": 2, "processes": [
        {"pid": 40211, "name": "make", "user": "dana", "cpu_percent": 0.3, "memory_percent": 0.0,
         "rss_bytes": 14 * MiB, "status": "sleeping", "started_at": "2026-11-19T15:58:02+02:00", "cmdline": "make -j32"},
        {"pid": 40218, "name": "gmake", "user": "dana", "cpu_percent": 0.1, "memory_percent": 0.0,
         "rss_bytes": 11 * MiB, "status": "sleeping", "started_at": "2026-11-19T15:58:03+02:00",
         "cmdline": "/usr/bin/gmake -f src/CMakeFiles/engine.dir/build.make src/CMakeFiles/engine.dir/build"},
    ]}, BAD, age=25, args={"name": "make", "sort": "cpu"}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-11-16T20:14:33+02:00", "upgrade", "kernel", "6.11.6-300.fc41", "6.11.8-300.fc41"),
        package_event("2026-11-16T20:14:33+02:00", "upgrade", "kernel-core", "6.11.6-300.fc41", "6.11.8-300.fc41"),
        package_event("2026-11-16T20:14:33+02:00", "upgrade", "gcc", "14.2.1-1.fc41", "14.2.1-3.fc41"),
        package_event("2026-11-16T20:14:33+02:00", "upgrade", "gcc-c++", "14.2.1-1.fc41", "14.2.1-3.fc41"),
        package_event("2026-11-17T09:20:51+02:00", "install", "ccache", None, "4.10.2-1.fc41"),
        package_event("2026-11-17T09:21:10+02:00", "install", "mold", None, "2.34.1-1.fc41"),
        package_event("2026-11-18T18:45:02+02:00", "upgrade", "firefox", "132.0-1.fc41", "132.0.2-1.fc41"),
    ]}, BAD, age=60, args={"since_days": 7}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-19T16:12:33+02:00", None, "err",
                  "Out of memory: Killed process 48702 (cc1plus) total-vm:3412020kB, anon-rss:2941864kB, file-rss:0kB, "
                  "shmem-rss:0kB, UID:1000 pgtables:6220kB oom_score_adj:0"),
        log_entry("2026-11-19T16:21:07+02:00", "systemd-oomd.service", "warning",
                  "Killed /user.slice/user-1000.slice/user@1000.service/app.slice/app-org.gnome.Terminal.slice/"
                  "vte-spawn-5b2e1c40.scope due to memory pressure for /user.slice/user-1000.slice/user@1000.service "
                  "being 71.34% > 50.00% for > 20s with reclaim activity"),
        log_entry("2026-11-19T16:27:02+02:00", "user@1000.service", "warning",
                  "gnome-shell[2871]: Window manager warning: Buggy client sent a _NET_ACTIVE_WINDOW message with a "
                  "timestamp of 0"),
    ]}, BAD, age=30, args={"priority": "warning", "since_minutes": 60}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", BAD_ROOT, 1_231_453_023_744),
        fs("/dev/nvme0n1p3", "/home", "btrfs", BAD_ROOT, 1_231_453_023_744),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 412_090_368),
    ]}, BAD, age=30),
]

badger_answers = [
    {"q": "Why is my computer so slow right now?", "ev": ["e2", "e3"],
     "a": "Your computer is slow because [[s:the CPU is at 96%]].\n"
          "- [[s:Load average is 31.8]]\n"
          "- [[s:Memory is 95% used]]\n"
          "- [[s:Swap is 76% used]]\n\n"
          "[[s:The top processes are all cc1plus]]. [[c:make is using the most CPU at 99.8%]]. "
          "[[u:This is because make is running with too many jobs (-j64)]].\n\n"
          "You can try `make -j16` instead.\n\nHope this helps!"},
    {"q": "Which processes are using the most CPU? Give me the PIDs.", "ev": ["e3"],
     "a": "- [[s:cc1plus (PID 48812) - 99.8%]]\n"
          "- [[s:cc1plus (PID 48790) - 99.6%]]\n"
          "- [[s:cc1plus (PID 48801) - 99.5%]]\n"
          "- [[c:cc1plus (PID 48830) - 99.1%]]\n\n"
          "[[s:The top one is compiling src/render/scene_graph.cpp]]. [[u:There are 8 cc1plus processes]]. "
          "[[c:All of them are run by root]]. [[u:No other programs are using CPU]]."},
    {"q": "How much memory is left, and what's eating it?", "ev": ["e2", "e4", "e1"],
     "a": "[[s:You have about 3 GB of memory available]] [[s:out of 64 GB]].\n"
          "- [[s:cc1plus (PID 48812) - 2.6 GB]]\n"
          "- [[s:firefox - about 1.8 GB]]\n"
          "- clangd - [[c:PID 3120]] - [[s:1.6 GB]]\n\n"
          "[[u:The cc1plus processes use about 8 GB in total]]. [[s:6.5 GB of swap is used]]. "
          "[[c:Memory usage is 59%]].\n\nHope this helps!"},
    {"q": "My build failed. Did something get killed?", "ev": ["e7"],
     "a": "Yes, [[s:the kernel killed a cc1plus process]] ([[c:PID 48812]]) [[s:at 16:12]] because "
          "[[s:it ran out of memory]]. [[s:The killed process was using about 3 GB]].\n\n"
          "[[s:systemd-oomd also killed a terminal]] [[c:at 16:12]]. [[c:Memory pressure was 50%]]. "
          "[[u:That is why make stopped]]."},
    {"q": "What did I install or update this week?", "ev": ["e6", "e1"],
     "a": "This week you:\n"
          "- [[s:upgraded the kernel to 6.11.8]]\n"
          "- [[s:upgraded gcc-c++ to 14.2.1-3]]\n"
          "- [[s:installed ccache]] [[c:on November 16]]\n"
          "- [[u:installed mold]] (e1)\n"
          "- [[c:upgraded firefox to 133.0]]\n\n"
          "[[c:You removed clang]]. [[s:You are running the new kernel]]. "
          "[[u:mold is now used as the default linker]]."},
    {"q": "Is make still running?", "ev": ["e5"],
     "a": "Yes, [[s:make is still running]].\n"
          "- [[s:There are 2 make processes]]\n"
          "- [[s:PID 40211 - make -j32]]\n"
          "- [[c:It started at 13:58]]\n"
          "- [[c:It is using 14 KB of memory]]\n\n"
          "[[u:The build is about 60% done]].\n\nHope this helps!"},
    {"q": "Do I have enough disk space for the build?", "ev": ["e8", "e1"],
     "a": "Yes, [[s:you have plenty of space]].\n"
          "- [[s:/ is 62% full]]\n"
          "- [[c:about 1.2 TB free]]\n"
          "- [[s:The disk is 2 TB]]\n"
          "- [[s:/home is on the same disk]]\n"
          "- [[s:/boot is 40% used]]\n\n"
          "[[u:The build folder is using 80 GB]]."},
    {"q": "Which version of gcc do I have, and what CPU is this?", "ev": ["e1"],
     "a": "- [[s:gcc 14.2.1]]\n"
          "- [[s:CPU: AMD Ryzen 9 7950X]]\n"
          "- [[c:8 cores and 16 threads]]\n"
          "- [[s:Kernel: 6.11.8-300.fc41]]\n"
          "- [[c:cmake 3.28]]\n\n"
          "[[s:dana is in the wheel group]]. [[u:ccache is enabled for the build]]."},
]

# ---------------------------------------------------------------------------------------------------------
# marten — Ubuntu 22.04 worker in a three-node kubeadm cluster
# ---------------------------------------------------------------------------------------------------------
MAR = Clock("2026-11-24T11:05:00+02:00")
MAR_MEM = 33_654_702_080
_KCTX = "kubernetes-admin@kubernetes"

marten_evidence = [
    steady("e1", MAR, age=3600, stale_sources=["users"],
           hostname="marten", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-126-generic", cpu_model="Intel(R) Xeon(R) Silver 4210R CPU @ 2.40GHz", cpu_cores=10,
           cpu_threads=20, memory_total_bytes=MAR_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 214_748_364_800},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/containerd", "fstype": "xfs", "total_bytes": 536_870_912_000}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:a3:1f:0c", "addresses": ["10.20.0.13/24"], "is_up": True},
                               {"name": "cni0", "mac": "4a:d2:19:7c:30:05", "addresses": ["10.244.2.1/24"], "is_up": True},
                               {"name": "flannel.1", "mac": "6e:11:8b:02:c4:5a", "addresses": ["10.244.2.0/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"kubelet": "1.30.6-1.1", "kubeadm": "1.30.6-1.1", "kubectl": "1.30.6-1.1",
                               "containerd.io": "1.7.22-1", "cri-tools": "1.30.1-1.1",
                               "linux-image-5.15.0-126-generic": "5.15.0-126.136"},
           available_services=["kubelet.service", "containerd.service", "ssh.service", "systemd-resolved.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1001, "gid": 1001, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1002, "gid": 1002, "home": "/home/deploy", "shell": "/bin/sh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu", "ops"]},
                   {"name": "adm", "gid": 4, "members": ["ubuntu"]}]),
    item("e2", "kubernetes_get", {"context": _KCTX, "namespace": None, "items": [
        node("k8s-cp1", True, "v1.30.6"),
        node("marten", True, "v1.30.6"),
        node("wolverine", False, "v1.30.5"),
    ]}, MAR, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": _KCTX, "namespace": None, "items": [
        pod("coredns-7db6d8ff4d-4xk2p", "kube-system", "Running", "k8s-cp1", started="2026-11-04T09:20:11+02:00"),
        pod("coredns-7db6d8ff4d-9qz7m", "kube-system", "Running", "marten", started="2026-11-04T09:20:14+02:00"),
        pod("kube-proxy-h7t2c", "kube-system", "Running", "marten", started="2026-11-12T14:43:02+02:00"),
        pod("kube-proxy-wq9dd", "kube-system", "Running", "wolverine", ready=False, started="2026-11-12T14:51:40+02:00"),
        pod("kube-flannel-ds-8kqfv", "kube-flannel", "Running", "marten", started="2026-11-04T09:16:30+02:00"),
        pod("kube-flannel-ds-z2x5r", "kube-flannel", "Running", "wolverine", ready=False, started="2026-11-04T09:17:02+02:00"),
        pod("web-6c9f7d8b5-2lmxq", "apps", "Running", "marten", started="2026-11-18T16:02:11+02:00"),
        pod("web-6c9f7d8b5-x8p4n", "apps", "Running", "wolverine", ready=False, started="2026-11-18T16:02:12+02:00"),
        pod("api-5d8c6b7f9-kq2vd", "apps", "Running", "marten", restarts=3, started="2026-11-20T08:40:55+02:00"),
        pod("worker-7b9d5c4f6-mm2t8", "apps", "Pending", "marten", ready=False, waiting="ImagePullBackOff"),
        pod("grafana-6f8d9c7b5-p4r2s", "monitoring", "Running", "marten", restarts=17, ready=False,
            waiting="CrashLoopBackOff"),
        pod("node-exporter-7kq8d", "monitoring", "Running", "marten", started="2026-11-04T09:18:45+02:00"),
    ]}, MAR, age=35, args={"resource": "pods", "namespace": "all"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        log_entry("2026-11-24T10:41:12+02:00", "kubelet.service", "err",
                  'E1124 10:41:12.553201  418231 pod_workers.go:1298] "Error syncing pod, skipping" err="failed to '
                  '\\"StartContainer\\" for \\"grafana\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed '
                  'container=grafana pod=grafana-6f8d9c7b5-p4r2s_monitoring\\"" pod="monitoring/grafana-6f8d9c7b5-p4r2s"'),
        log_entry("2026-11-24T10:55:41+02:00", "kubelet.service", "err",
                  'E1124 10:55:41.887120  418231 log.go:32] "PullImage from image service failed" err="rpc error: '
                  'code = NotFound desc = failed to pull and unpack image \\"registry.internal:5000/worker:2.4.1\\": '
                  'not found" image="registry.internal:5000/worker:2.4.1"'),
        log_entry("2026-11-24T10:56:12+02:00", "kubelet.service", "err",
                  'E1124 10:56:12.104877  418231 pod_workers.go:1298] "Error syncing pod, skipping" err="failed to '
                  '\\"StartContainer\\" for \\"grafana\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed '
                  'container=grafana pod=grafana-6f8d9c7b5-p4r2s_monitoring\\"" pod="monitoring/grafana-6f8d9c7b5-p4r2s"'),
    ]}, MAR, age=40, args={"unit": "kubelet.service", "since_minutes": 60}),
    item("e5", "linux_system_info",
         system_info(23.1, [2.10, 2.35, 2.41], 1_734_608, "2026-11-04T09:14:52+02:00", MAR_MEM, 19_542_360_064,
                     0, 0), MAR, age=25),
    item("e6", "linux_service_status",
         unit("kubelet.service", "active", "running", pid=418220, since="2026-11-12T14:42:03+02:00",
              desc="kubelet: The Kubernetes Node Agent"), MAR, age=20, args={"name": "kubelet"}),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "ens192", "rx_bytes_per_s": 2_450_000, "tx_bytes_per_s": 1_120_000},
        {"name": "cni0", "rx_bytes_per_s": 310_000, "tx_bytes_per_s": 880_000},
        {"name": "flannel.1", "rx_bytes_per_s": 95_000, "tx_bytes_per_s": 120_000},
    ]}, MAR, age=420, args={"interval_seconds": 1.0}),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-11-04T09:02:10+02:00", "install", "linux-image-5.15.0-126-generic", None, "5.15.0-126.136"),
        package_event("2026-11-04T09:02:10+02:00", "install", "linux-modules-5.15.0-126-generic", None, "5.15.0-126.136"),
        package_event("2026-11-12T14:30:05+02:00", "upgrade", "kubeadm", "1.30.5-1.1", "1.30.6-1.1"),
        package_event("2026-11-12T14:41:47+02:00", "upgrade", "kubelet", "1.30.5-1.1", "1.30.6-1.1"),
        package_event("2026-11-12T14:41:47+02:00", "upgrade", "kubectl", "1.30.5-1.1", "1.30.6-1.1"),
    ]}, MAR, age=60, args={"since_days": 30}),
    item("e9", "kubernetes_get", {}, MAR, age=30, args={"resource": "events", "namespace": "monitoring"},
         complete=False, error="Unauthorized: the server has asked for the client to provide credentials"),
]

marten_answers = [
    {"q": "Are all the nodes ready?", "ev": ["e2"],
     "a": "No, [[s:not all nodes are ready]].\n"
          "- [[s:k8s-cp1 - Ready]]\n"
          "- [[s:marten - Ready]]\n"
          "- [[s:wolverine - NotReady]]\n\n"
          "[[s:There are 3 nodes]]. [[s:marten is on v1.30.6]] but [[c:all nodes run kubelet v1.30.6]]. "
          "[[u:wolverine is NotReady because it ran out of disk]]."},
    {"q": "Which pods have problems?", "ev": ["e3"],
     "a": "These pods have problems:\n"
          "- [[s:grafana-6f8d9c7b5-p4r2s is in CrashLoopBackOff]] ([[c:7 restarts]])\n"
          "- [[s:worker-7b9d5c4f6-mm2t8 is Pending]] ([[s:ImagePullBackOff]]) (e3)\n"
          "- [[c:api-5d8c6b7f9-kq2vd is not ready]]\n"
          "- [[s:web-6c9f7d8b5-x8p4n on wolverine is not ready]]\n\n"
          "[[c:All the pods in kube-system are fine]]. [[s:There are 12 pods in total]]. "
          "[[c:Both grafana and worker are in the apps namespace]]."},
    {"q": "Why does grafana keep crashing?", "ev": ["e3", "e4", "e9"],
     "a": "[[s:Grafana is in CrashLoopBackOff]] [[s:on marten]]. The kubelet log says "
          "[[s:back-off 5m0s restarting failed container]].\n\n"
          "[[u:The crash is caused by a wrong database password in the config]]. [[s:It has restarted 17 times]] "
          "[[u:in the last hour]]. [[c:The kubelet log only shows one back-off message]]. "
          "[[s:I could not get the events (Unauthorized)]].\n\n"
          "Run `kubectl logs -n monitoring grafana-6f8d9c7b5-p4r2s --previous` to see the error."},
    {"q": "Is kubelet healthy on this node?", "ev": ["e6", "e4"],
     "a": "[[s:Yes, kubelet is active (running)]].\n"
          "- [[c:PID: 418231]]\n"
          "- [[s:Enabled at boot]]\n"
          "- [[c:Running since November 4]]\n\n"
          "[[s:There are errors in the log about grafana]] and [[s:an image pull error for "
          "registry.internal:5000/worker:2.4.1]]. [[u:These errors are not a problem for kubelet itself]]."},
    {"q": "What OS and kernel is this worker on, and who has accounts on it?", "ev": ["e1"],
     "a": "- [[s:OS: Ubuntu 22.04]]\n"
          "- [[s:Kernel: 5.15.0-126-generic]]\n"
          "- [[s:Memory: 32 GB]]\n"
          "- [[c:CPU: 20 cores]]\n\n"
          "Users: [[t:ubuntu, ops and deploy]]. [[t:ubuntu and ops are in sudo]]. [[t:deploy is also in sudo]]. "
          "[[t:deploy uses /bin/sh]]."},
    {"q": "How busy is this node?", "ev": ["e5", "e7"],
     "a": "- [[s:CPU: 23%]]\n"
          "- [[s:Load: 2.10]]\n"
          "- [[s:Memory: 42% used]]\n"
          "- [[c:Swap: 2 GB]]\n"
          "- [[t:Network: 2.45 MB/s in]], [[t:1.12 MB/s out]]\n\n"
          "[[c:It has been up for 4 days]]. [[t:cni0 is sending 880 KB/s]].\n\nHope this helps!"},
    {"q": "Was the cluster upgraded recently?", "ev": ["e8", "e2"],
     "a": "[[s:Yes, kubelet, kubeadm and kubectl were upgraded to 1.30.6]] [[s:on November 12]]. "
          "[[c:The upgrade was done at 12:30]]. [[c:All three nodes are on 1.30.6 now]].\n\n"
          "[[s:A new kernel 5.15.0-126 was installed]] [[c:on November 12]]. "
          "[[s:wolverine is still on v1.30.5]]. [[u:The upgrade is what made wolverine NotReady]]."},
]

# ---------------------------------------------------------------------------------------------------------
# stoat — Debian 11 DNS/DHCP server
# ---------------------------------------------------------------------------------------------------------
STO = Clock("2026-11-27T07:50:00+02:00")
STO_MEM = 8_131_260_416
STO_ROOT = 125_226_479_616

stoat_evidence = [
    steady("e1", STO, age=2000,
           hostname="stoat", domain="office.lan", os_name="Debian GNU/Linux", os_version="11", os_codename="bullseye",
           kernel="5.10.0-33-amd64", cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=STO_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": STO_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_834_048}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:1a:22", "addresses": ["192.168.10.2/24"], "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.10.1", package_manager="dpkg",
           installed_packages={"bind9": "1:9.16.50-1~deb11u2", "bind9-utils": "1:9.16.50-1~deb11u2",
                               "isc-dhcp-server": "4.4.1-2.3+deb11u2", "prometheus-bind-exporter": "0.3.0+ds-2+b6",
                               "openssh-server": "1:8.4p1-5+deb11u3", "linux-image-5.10.0-33-amd64": "5.10.226-1"},
           available_services=["named.service", "isc-dhcp-server.service", "prometheus-bind-exporter.service",
                               "ssh.service", "cron.service", "systemd-timesyncd.service", "unattended-upgrades.service"],
           users=[{"name": "netadm", "uid": 1000, "gid": 1000, "home": "/home/netadm", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["netadm"]},
                   {"name": "bind", "gid": 117, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("named.service", "active", "running", pid=612, since="2026-11-20T05:02:14+02:00", desc="BIND Domain Name Server"),
        unit("isc-dhcp-server.service", "active", "running", pid=655, since="2026-11-20T05:02:15+02:00",
             desc="LSB: DHCP server"),
        unit("prometheus-bind-exporter.service", "active", "running", pid=701, since="2026-11-20T05:02:16+02:00",
             desc="Prometheus exporter for Bind"),
        unit("ssh.service", "active", "running", pid=540, since="2026-11-20T05:02:10+02:00",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=498, since="2026-11-20T05:02:09+02:00",
             desc="Regular background program processing daemon"),
        unit("systemd-timesyncd.service", "active", "running", pid=402, since="2026-11-20T05:02:07+02:00",
             desc="Network Time Synchronization"),
        unit("unattended-upgrades.service", "active", "running", pid=590, since="2026-11-20T05:02:11+02:00",
             desc="Unattended Upgrades Shutdown"),
        unit("apt-daily.service", "inactive", "dead", ufs="static", desc="Daily apt download activities"),
    ]}, STO, age=2700),
    item("e3", "linux_service_status",
         unit("prometheus-bind-exporter.service", "failed", "failed", pid=None, since=None,
              desc="Prometheus exporter for Bind"), STO, age=30, args={"name": "prometheus-bind-exporter"}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "00:e0:4c:68:1a:22", "addresses": ["192.168.10.2/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 540, "sshd"),
            listener(53, "127.0.0.1", 612, "named"),
            listener(53, "192.168.10.2", 612, "named"),
            listener(953, "127.0.0.1", 612, "named"),
            listener(53, "127.0.0.1", 612, "named", proto="udp"),
            listener(53, "192.168.10.2", 612, "named", proto="udp"),
            listener(67, "0.0.0.0", 655, "dhcpd", proto="udp"),
        ],
        "connections": [
            connection("192.168.10.2:22", "192.168.10.50:51544", 1880, "sshd"),
            connection("192.168.10.2:53", "192.168.10.3:40112", 612, "named"),
        ]}, STO, age=20),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "isc-dhcp-server.service", "entries": [
        log_entry("2026-11-27T07:31:02+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPREQUEST for 192.168.10.117 from 3c:22:fb:41:0a:9e (macbook-anna) via enp1s0"),
        log_entry("2026-11-27T07:31:02+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPACK on 192.168.10.117 to 3c:22:fb:41:0a:9e (macbook-anna) via enp1s0"),
        log_entry("2026-11-27T07:38:45+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPDISCOVER from b8:27:eb:5d:12:c0 via enp1s0"),
        log_entry("2026-11-27T07:38:46+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPOFFER on 192.168.10.142 to b8:27:eb:5d:12:c0 (raspberrypi) via enp1s0"),
        log_entry("2026-11-27T07:38:46+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPREQUEST for 192.168.10.142 (192.168.10.2) from b8:27:eb:5d:12:c0 (raspberrypi) via enp1s0"),
        log_entry("2026-11-27T07:38:46+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPACK on 192.168.10.142 to b8:27:eb:5d:12:c0 (raspberrypi) via enp1s0"),
        log_entry("2026-11-27T07:44:10+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPREQUEST for 192.168.10.88 from 00:1e:c2:9a:44:13 via enp1s0: wrong network."),
        log_entry("2026-11-27T07:44:10+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPNAK on 192.168.10.88 to 00:1e:c2:9a:44:13 via enp1s0"),
        log_entry("2026-11-27T07:47:30+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPREQUEST for 192.168.10.131 from f4:5c:89:b0:77:21 (printer-hall) via enp1s0"),
        log_entry("2026-11-27T07:47:30+02:00", "isc-dhcp-server.service", "info",
                  "dhcpd[655]: DHCPACK on 192.168.10.131 to f4:5c:89:b0:77:21 (printer-hall) via enp1s0"),
    ]}, STO, age=45, args={"unit": "isc-dhcp-server.service", "since_minutes": 30}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "prometheus-bind-exporter.service", "entries": [
        log_entry("2026-11-27T07:41:07+02:00", "prometheus-bind-exporter.service", "info",
                  'level=info ts=2026-11-27T05:41:07.902Z caller=bind_exporter.go:561 msg="Starting bind_exporter" '
                  'version="(version=0.3.0, branch=debian/sid, revision=0.3.0+ds-2+b6)"'),
        log_entry("2026-11-27T07:41:07+02:00", "prometheus-bind-exporter.service", "err",
                  'level=error ts=2026-11-27T05:41:07.915Z caller=bind_exporter.go:601 msg="Error starting HTTP server" '
                  'err="listen tcp :9119: bind: address already in use"'),
        log_entry("2026-11-27T07:41:08+02:00", "prometheus-bind-exporter.service", "err",
                  "prometheus-bind-exporter.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-27T07:41:08+02:00", "prometheus-bind-exporter.service", "warning",
                  "prometheus-bind-exporter.service: Failed with result 'exit-code'."),
    ]}, STO, age=40, args={"unit": "prometheus-bind-exporter.service", "since_minutes": 30}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", STO_ROOT, 10_522_669_056),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_834_048, 6_123_520),
    ]}, STO, age=30),
    item("e8", "linux_file_read", {"path": "/etc/bind/named.conf.options", "offset": 0, "limit": 200, "total_lines": 14,
                                   "lines": [
                                       "options {",
                                       "\tdirectory \"/var/cache/bind\";",
                                       "",
                                       "\tforwarders {",
                                       "\t\t9.9.9.9;",
                                       "\t\t149.112.112.112;",
                                       "\t};",
                                       "\tforward only;",
                                       "",
                                       "\tdnssec-validation auto;",
                                       "\tlisten-on { 127.0.0.1; 192.168.10.2; };",
                                       "\tlisten-on-v6 { none; };",
                                       "\tallow-recursion { 127.0.0.1; 192.168.10.0/24; };",
                                       "};",
                                   ]}, STO, age=60, args={"path": "/etc/bind/named.conf.options"}),
    item("e9", "linux_file_changes", {"root": "/var/lib/dhcp", "since": "2026-11-27T06:49:10+02:00", "files": [
        {"path": "/var/lib/dhcp/dhcpd.leases", "mtime": "2026-11-27T07:47:30+02:00", "size_bytes": 48_213},
        {"path": "/var/lib/dhcp/dhcpd.leases~", "mtime": "2026-11-27T07:12:04+02:00", "size_bytes": 47_880},
    ]}, STO, age=50, args={"root": "/var/lib/dhcp", "since_minutes": 60}),
    item("e10", "linux_package_history", {"events": [
        package_event("2026-11-20T04:58:31+02:00", "upgrade", "bind9", "1:9.16.48-1", "1:9.16.50-1~deb11u2"),
        package_event("2026-11-20T04:58:31+02:00", "upgrade", "bind9-libs", "1:9.16.48-1", "1:9.16.50-1~deb11u2"),
        package_event("2026-11-20T04:58:31+02:00", "upgrade", "bind9-utils", "1:9.16.48-1", "1:9.16.50-1~deb11u2"),
        package_event("2026-11-20T04:59:50+02:00", "install", "linux-image-5.10.0-33-amd64", None, "5.10.226-1"),
    ]}, STO, age=70, args={"since_days": 14}),
    item("e11", "linux_processes", {}, STO, age=25, args={"sort": "cpu", "limit": 10}, complete=False,
         error="timed out after 10 s reading /proc"),
]

stoat_answers = [
    {"q": "Are DNS and DHCP running?", "ev": ["e2"],
     "a": "Yes, [[t:both are running]].\n"
          "- [[t:named is active (running)]] [[t:since November 20]]\n"
          "- [[t:isc-dhcp-server is active (running)]]\n"
          "- [[t:named has PID 655]]\n\n"
          "[[t:All services are running]].\n\nHope this helps!"},
    {"q": "What ports is the server listening on?", "ev": ["e4"],
     "a": "The server is listening on:\n"
          "- [[s:53 UDP and TCP (named)]]\n"
          "- [[c:67 UDP and TCP (dhcpd)]]\n"
          "- [[s:22 TCP (sshd)]]\n"
          "- [[s:953 on localhost (named)]]\n\n"
          "[[s:DNS only listens on 127.0.0.1 and 192.168.10.2]]. [[c:dhcpd has PID 612]]. "
          "[[s:There is one SSH connection from 192.168.10.50]]. [[s:named also has a connection from 192.168.10.3]]. [[u:192.168.10.3 is the secondary DNS server]]."},
    {"q": "Which devices got an IP address recently?", "ev": ["e5", "e9"],
     "extra": [user("u1", "The office printer keeps dropping off the network.", STO, age=120)],
     "a": "These devices got an address:\n"
          "- [[u:macbook-anna - 192.168.10.117]] (e9)\n"
          "- [[s:raspberrypi - 192.168.10.142]]\n"
          "- [[c:printer-hall - 192.168.10.88]]\n\n"
          "[[c:All requests were answered with an ACK]]. [[s:One device (00:1e:c2:9a:44:13) got a NAK]]. "
          "[[s:The printer renewed its lease at 07:47]]. [[s:The leases file was updated at 07:47]]. "
          "[[c:The leases file is 48 MB]]. [[u:The printer is dropping off because its lease is too short]]."},
    {"q": "Why did the bind exporter fail?", "ev": ["e3", "e6"],
     "a": "[[s:prometheus-bind-exporter failed]] because [[s:port 9119 is already in use]].\n"
          "- [[s:It exited with status 1]]\n"
          "- [[c:It failed at 05:41]]\n"
          "- [[s:The unit is still enabled]]\n"
          "- [[s:The version is 0.3.0]]\n\n"
          "[[u:node_exporter is already using port 9119]]. [[s:It has no main PID]] because "
          "[[c:it is still starting]]."},
    {"q": "Which DNS forwarders does bind use, and was bind updated?", "ev": ["e8", "e10"],
     "a": "- [[s:Forwarders: 9.9.9.9 and 149.112.112.112]]\n"
          "- [[c:It falls back to the root servers if they fail]]\n"
          "- [[s:DNSSEC validation is auto]]\n"
          "- [[s:Recursion is allowed for 192.168.10.0/24]]\n"
          "- [[c:IPv6 listening is enabled]]\n\n"
          "bind9 was upgraded [[c:from 9.16.44]] [[s:to 9.16.50]] [[s:on November 20]]. "
          "[[u:9.16.50 is the latest version of bind]]."},
    {"q": "Is anything broken on this server? Did any service fail?", "ev": ["e2", "e3"],
     "a": "[[t:Only one service has failed]]:\n"
          "- [[s:prometheus-bind-exporter is failed]]\n\n"
          "[[t:named, isc-dhcp-server, ssh and cron are all running]]. "
          "[[c:prometheus-bind-exporter has been running since November 20]]. [[t:unattended-upgrades is running]]. "
          "[[t:There are 8 services]]. [[u:The failure happened because of the bind update]]."},
    {"q": "Give me a quick overview: OS, disk, and what's using the CPU.", "ev": ["e1", "e7", "e11"],
     "a": "- [[s:OS: Debian 11 (bullseye)]]\n"
          "- [[s:Kernel: 5.10.0-33-amd64]]\n"
          "- [[c:RAM: 4 GB]]\n"
          "- [[s:Disk: / is 8% used]], [[s:about 115 GB free]]\n"
          "- [[c:/boot/efi is 50% used]]\n\n"
          "[[u:The CPU usage is low]]. [[u:named is the top process]].\n\nHope this helps!"},
]

MACHINES = [
    {"name": "lynx", "clock": LYN, "evidence": lynx_evidence, "answers": lynx_answers},
    {"name": "otter", "clock": OTT, "evidence": otter_evidence, "answers": otter_answers},
    {"name": "badger", "clock": BAD, "evidence": badger_evidence, "answers": badger_answers},
    {"name": "marten", "clock": MAR, "evidence": marten_evidence, "answers": marten_answers},
    {"name": "stoat", "clock": STO, "evidence": stoat_evidence, "answers": stoat_answers},
]
