"""92nd generation (written blind, in the manner of Nous Hermes 2 / OpenHermes 2.5: "Certainly! Let's take a look."
openers, long flowing paragraphs with only a few bullets or code blocks, "it appears that" hedges, and an
"In summary," closing paragraph that restates the key facts, sometimes restating one of them wrongly).

cribbage — a CentOS Stream 9 mail server (America/New_York, -04:00 in October) running postfix, dovecot and
fail2ban. Its evidence: a steady-state snapshot (running kernel 5.14.0-508 while 5.14.0-511 is the newest
installed, rpm packages, a separate XFS /var/vmail volume, users mlopez and vmail), fresh system info (7.5 GiB
RAM, up a little over 14 days), a complete listing of every service (opendkim failed), 90 minutes of journal
lines (three SASL failures and a postfix-sasl ban, a dovecot ban, an sshd ban, one unban, a milter refused on
127.0.0.1:8891, a deferred delivery to partnerco), a complete socket listing, fresh disk usage (/var/vmail at
85.3%), two weeks of dnf history (kernel installed October 8, dovecot/openssh/opendkim upgraded October 18),
/etc/fail2ban/jail.local (bantime 1h, dovecot 6h, maxretry 3) and a nine-minute-old memory-sorted process
listing cut at six rows.

canasta — a Pop!_OS 22.04 gaming desktop (Europe/London, +01:00 BST) with a Ryzen 7 7800X3D. A steady-state
snapshot (a 1.8 TiB games NVMe mounted on /mnt/games, accounts theo in sudo and sam not), fresh system info
(booted 18:05 today, no swap in use), a CPU-sorted process listing cut at eight rows and led by Elden Ring under
Proton, a fresh traffic sample (about 68 MiB/s in on enp14s0), a twelve-minute-old disk-I/O sample, fresh disk
usage (games drive 93.9% full, about 119 GB free), ten days of apt history (NVIDIA 555 → 560 on October 10,
steam-launcher, discord), four hours of warning-or-worse journal lines (two Xid errors from an earlier Elden
Ring PID) and, in one answer, the user's own words about a 150 GB Baldur's Gate 3 download.

euchre — a Debian 11 Redis 6.0 node with Sentinel (Asia/Kolkata, +05:30). A steady-state snapshot, a complete
listing of every service (redis-server and redis-sentinel active since September 29, the Prometheus exporter
failed), four hours of the Sentinel log file (master 10.20.0.12 down at 11:41:47, failover to this node at
11:41:49, the old master back at 13:26), a complete socket listing, a name-filtered process listing (redis-server,
a running bgsave child, sentinel), fresh system info, sentinel.conf, a disk-I/O tool that timed out, a
forty-minute-old disk usage reading, and thirty days of apt history (redis packages upgraded October 2, never
restarted since). One answer carries the user's own words about READONLY errors.

rummy — the control plane of a kubeadm three-node cluster on Ubuntu 22.04 (America/Sao_Paulo, -03:00). Nodes
(rummy-w2 NotReady and still on v1.29.9), kube-system pods, pods and deployments of the `shop` namespace
(orders-api in CrashLoopBackOff with 14 restarts, worker 1/2 ready), the kubelet unit, a ten-minute-old system
reading, two weeks of apt history (kubeadm/kubelet/kubectl 1.29.9 → 1.30.5 on October 12, containerd.io on
October 15), an hour of kubelet journal lines, disk usage (root at 79.2%) and a CPU-sorted process listing cut at
five rows, and every container under containerd (two exited control-plane containers). One answer carries
the user's own words about the v2.3 rollout.

whist — an Arch Linux home router on an Intel N100 (Australia/Adelaide, +10:30 ACDT). A steady-state snapshot
whose `packages` source is listed in stale_sources (so installed-version claims are stale; running kernel
6.11.2), a complete socket listing (dnsmasq, sshd on LAN and wg0 only, WireGuard UDP 51820), every service
(wg-quick@wg1 failed), /etc/nftables.conf, a fifteen-minute-old traffic sample, an hour of journal lines (two
DHCP leases, two nft drops, a WireGuard handshake retry, dnsmasq's query limit), a week of /etc file changes
(three files), a week of pacman history and fresh system info.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# cribbage — CentOS Stream 9 mail server
# ---------------------------------------------------------------------------------------------------------
CRI = Clock("2026-10-20T09:15:00-04:00")
CRI_MEM = 8_054_845_440
CRI_ROOT = 42_881_515_520
CRI_BOOT = 1_063_256_064
CRI_VMAIL = 214_643_507_200

JAIL_LOCAL = [
    "[DEFAULT]",
    "bantime  = 1h",
    "findtime = 10m",
    "maxretry = 3",
    "ignoreip = 127.0.0.1/8 ::1 198.51.100.77",
    "banaction = firewallcmd-rich-rules",
    "",
    "[sshd]",
    "enabled = true",
    "",
    "[postfix-sasl]",
    "enabled = true",
    "port    = smtp,submission,submissions",
    "",
    "[dovecot]",
    "enabled = true",
    "bantime = 6h",
]

cribbage_evidence = [
    steady("e1", CRI, age=2700,
           hostname="cribbage", domain="mail.example.org", os_name="CentOS Stream", os_version="9",
           os_codename=None, kernel="5.14.0-508.el9.x86_64", cpu_model="Intel(R) Xeon(R) Gold 6226R CPU @ 2.90GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=CRI_MEM,
           disks=[{"device": "/dev/vda4", "mountpoint": "/", "fstype": "xfs", "total_bytes": CRI_ROOT},
                  {"device": "/dev/vda2", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": CRI_BOOT},
                  {"device": "/dev/vdb1", "mountpoint": "/var/vmail", "fstype": "xfs", "total_bytes": CRI_VMAIL}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:6e:21:0c",
                                "addresses": ["203.0.113.25/24", "2001:db8:25::25/64"], "is_up": True}],
           dns_servers=["203.0.113.2", "203.0.113.3"], default_gateway="203.0.113.1", package_manager="rpm",
           installed_packages={"postfix": "2:3.5.25-1.el9", "dovecot": "1:2.3.16-15.el9",
                               "fail2ban": "1.0.2-12.el9", "fail2ban-firewalld": "1.0.2-12.el9",
                               "opendkim": "2.11.0-0.35.el9", "firewalld": "1.3.4-7.el9",
                               "openssh-server": "8.7p1-43.el9", "kernel": "5.14.0-511.el9"},
           available_services=["postfix.service", "dovecot.service", "fail2ban.service", "opendkim.service",
                               "firewalld.service", "sshd.service", "chronyd.service"],
           users=[{"name": "mlopez", "uid": 1000, "gid": 1000, "home": "/home/mlopez", "shell": "/bin/bash"},
                  {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["mlopez"]},
                   {"name": "adm", "gid": 4, "members": ["mlopez"]},
                   {"name": "vmail", "gid": 5000, "members": []}]),
    item("e2", "linux_system_info",
         system_info(7.4, [0.31, 0.42, 0.38], 1_231_310, "2026-10-06T03:12:40-04:00", CRI_MEM, 4_617_912_320,
                     2 * GiB, 45 * MiB), CRI, age=30),
    item("e3", "linux_service_status", {"units": [
        unit("postfix.service", "active", "running", pid=1388, since="2026-10-06T03:13:21-04:00",
             desc="Postfix Mail Transport Agent"),
        unit("dovecot.service", "active", "running", pid=1402, since="2026-10-18T22:47:05-04:00",
             desc="Dovecot IMAP/POP3 email server"),
        unit("fail2ban.service", "active", "running", pid=1451, since="2026-10-06T03:13:25-04:00",
             desc="Fail2Ban Service"),
        unit("opendkim.service", "failed", "failed", desc="DomainKeys Identified Mail (DKIM) Milter"),
        unit("firewalld.service", "active", "running", pid=912, since="2026-10-06T03:13:02-04:00",
             desc="firewalld - dynamic firewall daemon"),
        unit("sshd.service", "active", "running", pid=1190, since="2026-10-06T03:13:10-04:00",
             desc="OpenSSH server daemon"),
        unit("chronyd.service", "active", "running", pid=905, since="2026-10-06T03:13:01-04:00",
             desc="NTP client/server"),
    ]}, CRI, age=40),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-20T07:58:11-04:00", "postfix.service", "warning",
                  "postfix/smtpd[48211]: warning: unknown[185.220.101.47]: SASL LOGIN authentication failed: "
                  "authentication failure"),
        log_entry("2026-10-20T07:58:19-04:00", "postfix.service", "warning",
                  "postfix/smtpd[48211]: warning: unknown[185.220.101.47]: SASL LOGIN authentication failed: "
                  "authentication failure"),
        log_entry("2026-10-20T07:58:24-04:00", "postfix.service", "warning",
                  "postfix/smtpd[48211]: warning: unknown[185.220.101.47]: SASL LOGIN authentication failed: "
                  "authentication failure"),
        log_entry("2026-10-20T07:58:26-04:00", "fail2ban.service", "notice",
                  "fail2ban.actions [1451]: NOTICE [postfix-sasl] Ban 185.220.101.47"),
        log_entry("2026-10-20T08:21:03-04:00", "dovecot.service", "info",
                  "imap-login: Disconnected (auth failed, 3 attempts in 12 secs): user=<info@example.org>, "
                  "method=PLAIN, rip=45.148.10.92, lip=203.0.113.25, TLS"),
        log_entry("2026-10-20T08:21:05-04:00", "fail2ban.service", "notice",
                  "fail2ban.actions [1451]: NOTICE [dovecot] Ban 45.148.10.92"),
        log_entry("2026-10-20T08:40:37-04:00", "postfix.service", "warning",
                  "postfix/cleanup[49102]: warning: connect to Milter service inet:127.0.0.1:8891: Connection refused"),
        log_entry("2026-10-20T08:44:52-04:00", "postfix.service", "info",
                  "postfix/smtp[49233]: 4XbK2m1QZcz9vBT: to=<j.park@partnerco.example>, "
                  "relay=none, delay=301, delays=0.1/0/300/0, dsn=4.4.1, status=deferred "
                  "(connect to mx1.partnerco.example[198.51.100.14]:25: Connection timed out)"),
        log_entry("2026-10-20T08:58:26-04:00", "fail2ban.service", "notice",
                  "fail2ban.actions [1451]: NOTICE [postfix-sasl] Unban 185.220.101.47"),
        log_entry("2026-10-20T09:10:02-04:00", "fail2ban.service", "notice",
                  "fail2ban.actions [1451]: NOTICE [sshd] Ban 194.26.29.113"),
    ]}, CRI, age=25, args={"since_minutes": 90}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "52:54:00:6e:21:0c",
                        "addresses": ["203.0.113.25/24", "2001:db8:25::25/64"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8", "::1/128"],
                        "is_up": True}],
        "listening": [
            listener(25, "0.0.0.0", 1388, "master"),
            listener(465, "0.0.0.0", 1388, "master"),
            listener(587, "0.0.0.0", 1388, "master"),
            listener(143, "0.0.0.0", 1402, "dovecot"),
            listener(993, "0.0.0.0", 1402, "dovecot"),
            listener(22, "0.0.0.0", 1190, "sshd"),
            listener(323, "127.0.0.1", 905, "chronyd", proto="udp"),
        ],
        "connections": [
            connection("203.0.113.25:25", "209.85.220.41:40122", 48830, "smtpd"),
            connection("203.0.113.25:993", "81.2.69.160:51544", 48102, "imap"),
            connection("203.0.113.25:993", "81.2.69.160:51560", 48140, "imap"),
            connection("203.0.113.25:49822", "198.51.100.14:25", 49388, "smtp", status="SYN_SENT"),
            connection("203.0.113.25:22", "198.51.100.77:60210", 50112, "sshd"),
        ]}, CRI, age=35),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda4", "/", "xfs", CRI_ROOT, 11_873_853_440),
        fs("/dev/vda2", "/boot", "xfs", CRI_BOOT, 402_653_184),
        fs("/dev/vdb1", "/var/vmail", "xfs", CRI_VMAIL, 183_072_571_392),
    ]}, CRI, age=30),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-10-08T02:10:44-04:00", "install", "kernel", None, "5.14.0-511.el9"),
        package_event("2026-10-08T02:10:44-04:00", "install", "kernel-core", None, "5.14.0-511.el9"),
        package_event("2026-10-18T22:46:30-04:00", "upgrade", "dovecot", "1:2.3.16-14.el9", "1:2.3.16-15.el9"),
        package_event("2026-10-18T22:46:31-04:00", "upgrade", "openssh-server", "8.7p1-42.el9", "8.7p1-43.el9"),
        package_event("2026-10-18T22:46:33-04:00", "upgrade", "opendkim", "2.11.0-0.34.el9", "2.11.0-0.35.el9"),
    ]}, CRI, age=60, args={"since_days": 14}),
    item("e8", "linux_file_read", {"path": "/etc/fail2ban/jail.local", "offset": 0, "limit": 200,
                                   "total_lines": len(JAIL_LOCAL), "lines": JAIL_LOCAL},
         CRI, age=50, args={"path": "/etc/fail2ban/jail.local"}),
    item("e9", "linux_processes", processes(187, CRI_MEM, [
        (1451, "fail2ban-server", "root", 0.3, 98 * MiB, "2026-10-06T03:13:25-04:00",
         "/usr/bin/python3 -s /usr/bin/fail2ban-server -xf start"),
        (912, "firewalld", "root", 0.0, 44 * MiB, "2026-10-06T03:13:02-04:00",
         "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
        (1102, "tuned", "root", 0.0, 31 * MiB, "2026-10-06T03:13:04-04:00", "/usr/bin/python3 -Es /usr/sbin/tuned -l -P"),
        (48102, "imap", "vmail", 0.1, 22 * MiB, "2026-10-20T08:31:10-04:00", "dovecot/imap"),
        (1402, "dovecot", "root", 0.0, 9 * MiB, "2026-10-18T22:47:05-04:00", "/usr/sbin/dovecot -F"),
        (1388, "master", "root", 0.0, 6 * MiB, "2026-10-06T03:13:21-04:00", "/usr/libexec/postfix/master -w"),
    ]), CRI, age=540, args={"sort": "memory", "limit": 6}, complete=False),
]

cribbage_answers = [
    {"q": "Is the mail server healthy? Are postfix and dovecot actually running?", "ev": ["e3", "e5"],
     "a": "Certainly! Let's take a look at the services and listening sockets on cribbage.\n\n"
          "Based on the service listing, it appears that [[s:postfix.service is active and running]], and "
          "Dovecot appears to have been [[s:restarted on the evening of October 18 at 22:47]], [[u:most likely as part of a package update]]. [[c:Fail2ban is running as well, with main PID "
          "1415]], so the brute-force protection is in place. There is one problem, however: [[s:the opendkim service "
          "is in a failed state]], which means that [[u:outgoing mail is currently leaving the server without DKIM "
          "signatures]].\n\n"
          "Looking at the network side, [[s:Postfix is listening on ports 25, 465 and 587]] on all IPv4 addresses, and "
          "[[s:Dovecot is listening on ports 143 and 993]]. [[c:Dovecot also accepts POP3 over TLS on port 995]], so "
          "older clients will still be able to connect.\n\n"
          "In summary, [[s:postfix and dovecot are both up]], [[c:fail2ban has been running since October 18]], and "
          "[[s:opendkim is the only unit that has failed]]. I would recommend checking the opendkim unit first:\n\n"
          "```\nsudo systemctl status opendkim\nsudo journalctl -u opendkim -n 50\n```\n\n"
          "If you have any further questions, feel free to ask!"},

    {"q": "Who has been trying to break in? What has fail2ban banned this morning?", "ev": ["e4", "e8"],
     "a": "Certainly! Let's take a look at the fail2ban activity in the last 90 minutes of the journal, together "
          "with your jail.local configuration.\n\n"
          "It appears that fail2ban has [[s:issued three bans]] in this window. [[s:The first was 185.220.101.47, which "
          "was banned by the postfix-sasl jail at 07:58]] after [[c:five failed SASL LOGIN attempts]] against "
          "Postfix. [[s:That ban was lifted again at 08:58]]. A little later, [[s:45.148.10.92 was banned by the dovecot jail at 08:21]] after "
          "a burst of failed IMAP logins for the info@example.org mailbox. [[c:Since the dovecot "
          "jail uses the same one-hour bantime]], [[c:this address has already been unbanned]] as well. Most recently, "
          "[[s:194.26.29.113 was banned by the sshd jail at 09:10]]; [[u:this address belongs to a well-known "
          "scanning botnet]].\n\n"
          "Your configuration looks reasonable overall, although [[c:maxretry is set to 5]], which is a bit "
          "generous for SASL brute-forcing. You may want to lower it:\n\n"
          "```\n[DEFAULT]\nmaxretry = 3\n```\n\n"
          "In summary, [[s:three addresses were banned]], [[c:all three jails ban for one hour]], and [[s:only the "
          "postfix-sasl ban has been lifted so far]]. You can see the current state with `sudo fail2ban-client status "
          "dovecot`. Let me know if you would like help tuning the jails!"},

    {"q": "How much disk space is left for the mailboxes?", "ev": ["e1", "e6"],
     "a": "Certainly! Let's take a look at the storage on cribbage.\n\n"
          "The mailboxes live on [[s:/var/vmail, which is a separate XFS filesystem on /dev/vdb1]]. It appears that "
          "this volume is [[s:about 200 GB in size]] and is currently [[s:85.3% full]], leaving [[c:roughly 21 GB of "
          "free space]] for new mail. The root filesystem is in much better shape: [[s:only about 28% of the "
          "root disk is used]], and [[s:around 29 GiB is still available]]. [[c:The /boot "
          "partition is 62% full]], which is normal after a few kernel updates.\n\n"
          "Based on typical growth, [[u:the mail volume is growing by about 1.5 GB per week]], so it would be wise "
          "to plan an expansion or a cleanup of old mail in the coming weeks. A few useful commands:\n\n"
          "- `sudo du -sh /var/vmail/*/* | sort -h | tail` to find the largest mailboxes\n"
          "- `sudo doveadm quota get -A` to see per-user quota usage\n\n"
          "In summary, [[c:/var/vmail has about 85 GB left]] and the root filesystem has plenty of room. If you have "
          "any further questions, feel free to ask!"},

    {"q": "Mail to partnerco.example seems stuck. Is that related to opendkim failing?", "ev": ["e3", "e4", "e7"],
     "a": "Certainly! Let's take a look at the logs, the service state and the recent package history.\n\n"
          "It appears that there are actually two separate issues here. First, [[s:a message to "
          "j.park@partnerco.example was deferred at 08:44]] because [[s:the connection to mx1.partnerco.example "
          "(198.51.100.14) on port 25 timed out]]. [[u:This is usually caused by the remote side's firewall "
          "blocking your server's IP address]]. Postfix will keep the message in the queue and retry it "
          "automatically.\n\n"
          "Second, [[s:at 08:40 the Postfix cleanup process could not reach the milter on 127.0.0.1:8891]], "
          "which matches [[s:opendkim being in a failed state]]. Looking at the "
          "package history, [[s:opendkim was upgraded from 2.11.0-0.34 to 2.11.0-0.35 on October 18]], in the same "
          "transaction as dovecot, and [[c:the dovecot upgrade brought it to version 2.3.17]]. [[u:The opendkim "
          "upgrade appears to have replaced its configuration file, which is why the service no longer starts]].\n\n"
          "So, to answer your question directly: yes, [[c:the partnerco message was deferred because of the DKIM "
          "milter failure]], and fixing opendkim should get it moving again.\n\n"
          "```\nsudo systemctl restart opendkim\nsudo postqueue -f\n```\n\n"
          "In summary, [[s:opendkim has failed and Postfix cannot reach its milter]], and [[c:opendkim was upgraded on October 8]]. I hope this helps!"},

    {"q": "Do I need to reboot? Which kernel is running?", "ev": ["e1", "e2", "e7"],
     "a": "Certainly! Let's take a look at the kernel and the package history.\n\n"
          "It appears that cribbage is [[s:running kernel 5.14.0-508.el9]] on [[s:CentOS Stream 9]]. However, "
          "[[s:kernel 5.14.0-511.el9 was installed on October 8]]. "
          "[[s:The system has been up for a little over 14 days]], so [[s:the newer kernel is not running yet]] and "
          "a reboot will be needed to activate it. [[c:openssh-server was also updated on October 8]], and since sshd "
          "has not been restarted since then, a reboot would pick that up too.\n\n"
          "The machine itself is otherwise in good shape: [[s:about 3.2 GiB of its 7.5 GiB of memory is in use]] and "
          "[[c:swap is completely unused]]. [[u:There are no other pending updates]] at the moment, so a single reboot "
          "during a quiet period should be enough.\n\n"
          "In summary, [[c:the server was last rebooted on October 8]], and you should schedule a reboot to move to "
          "the 511 kernel. You can confirm the default boot entry with `sudo grubby --default-kernel`. Feel free to "
          "ask if you need anything else!"},

    {"q": "What is using the most memory on the mail server?", "ev": ["e9", "e2"],
     "a": "Certainly! Let's take a look at the memory usage on cribbage.\n\n"
          "According to the process listing, [[t:the largest process is fail2ban-server (PID 1451) at about 98 "
          "MiB]], which is [[t:roughly 1.3% of the total RAM]]. The Dovecot processes are quite small: [[t:an imap "
          "process running as the vmail user uses about 22 MiB]], and [[t:the dovecot master process (PID 1402) uses "
          "around 9 MiB]]. [[u:There are no other mail-related processes running besides these]], so Postfix's "
          "footprint is negligible.\n\n"
          "Looking at the system as a whole, [[s:overall memory use is about 43%]], with [[s:roughly 4.3 GiB "
          "available]], so there is no memory pressure at the moment.\n\n"
          "In summary, [[t:fail2ban is the heaviest process]] and [[c:the server is using about 57% of its "
          "memory]]. If fail2ban keeps growing, you can reduce `dbpurgeage` in fail2ban.conf. Let me know if you "
          "would like more details!"},

    {"q": "Which ports are open to the internet, and is SSH protected?", "ev": ["e1", "e5", "e8"],
     "a": "Certainly! Let's take a look at the listening sockets (e5) and your fail2ban configuration (e8).\n\n"
          "It appears that [[s:seven sockets are listening in total]] (e5). [[s:SSH is listening on port 22 on all "
          "IPv4 addresses]] (e5), and it is protected by fail2ban: [[s:the sshd jail is enabled in jail.local]] (e8). [[u:Password authentication for SSH is disabled]] (e8), so "
          "only key-based logins are possible. [[u:firewalld only allows ports 22, 25, 465, 587 and 993 through]] "
          "(e1), and [[c:IMAP on port 143 is not exposed]], since it is bound to localhost only. [[u:The server's "
          "public address is 203.0.113.25]] (e8).\n\n"
          "[[s:There is currently one SSH session, from 198.51.100.77]] (e5), and [[s:that address is whitelisted in "
          "fail2ban's ignoreip setting]] (e8), so you will not lock yourself out.\n\n"
          "In summary, [[c:eight ports are exposed publicly]], and SSH has reasonable protection. To double-check the "
          "firewall, you can run `sudo firewall-cmd --list-all`. If you have any further questions, feel free to ask!"},
]

# ---------------------------------------------------------------------------------------------------------
# canasta — Pop!_OS 22.04 gaming desktop
# ---------------------------------------------------------------------------------------------------------
CAN = Clock("2026-10-17T21:40:00+01:00")
CAN_MEM = 33_494_663_168
CAN_ROOT = 498_039_066_624
CAN_GAMES = 1_967_317_549_056
CAN_EFI = 1_071_624_192

canasta_evidence = [
    steady("e1", CAN, age=1500,
           hostname="canasta", os_name="Pop!_OS", os_version="22.04", os_codename="jammy",
           kernel="6.9.3-76060903-generic", cpu_model="AMD Ryzen 7 7800X3D 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=CAN_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "ext4", "total_bytes": CAN_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": CAN_EFI},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": CAN_GAMES}],
           network_interfaces=[{"name": "enp14s0", "mac": "d8:bb:c1:4e:90:2a", "addresses": ["192.168.1.42/24"], "is_up": True},
                               {"name": "wlp15s0", "mac": "70:d8:23:11:5b:e0", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"steam-launcher": "1:1.0.0.81", "nvidia-driver-560": "560.35.03-1pop0~1726597612~22.04~7e5ba4b",
                               "libgl1-mesa-dri": "24.0.9-0ubuntu0.1~22.04.2", "gamemode": "1.6.1-1build2",
                               "discord": "0.0.71", "pipewire": "1.0.5~1707732619~22.04~3badc3b"},
           available_services=["gdm.service", "NetworkManager.service", "bluetooth.service", "system76-power.service",
                               "nvidia-persistenced.service", "cups.service"],
           users=[{"name": "theo", "uid": 1000, "gid": 1000, "home": "/home/theo", "shell": "/bin/bash"},
                  {"name": "sam", "uid": 1001, "gid": 1001, "home": "/home/sam", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["theo"]},
                   {"name": "adm", "gid": 4, "members": ["theo"]},
                   {"name": "plugdev", "gid": 46, "members": ["theo", "sam"]}]),
    item("e2", "linux_system_info",
         system_info(38.6, [6.12, 5.40, 4.87], 12_868, "2026-10-17T18:05:12+01:00", CAN_MEM, 14_235_590_656,
                     4_294_963_200, 0), CAN, age=20),
    item("e3", "linux_processes", processes(398, CAN_MEM, [
        (8841, "eldenring.exe", "theo", 142.3, 7_301_234_688, "2026-10-17T20:51:09+01:00",
         "/mnt/games/SteamLibrary/steamapps/common/ELDEN RING/Game/eldenring.exe"),
        (3120, "steam", "theo", 41.8, 612 * MiB, "2026-10-17T18:06:33+01:00",
         "/home/theo/.steam/debian-installation/ubuntu12_32/steam -srt-logger-opened"),
        (3388, "steamwebhelper", "theo", 12.6, 498 * MiB, "2026-10-17T18:06:41+01:00",
         "/home/theo/.steam/debian-installation/ubuntu12_64/steamwebhelper -lang=en_US -cachedir=/home/theo/.local/share/Steam/config/htmlcache"),
        (2210, "Xorg", "theo", 9.8, 341 * MiB, "2026-10-17T18:05:58+01:00", "/usr/lib/xorg/Xorg vt2 -displayfd 3 -auth /run/user/1000/gdm/Xauthority"),
        (8790, "wineserver", "theo", 6.1, 96 * MiB, "2026-10-17T20:51:02+01:00",
         "/mnt/games/SteamLibrary/steamapps/common/Proton 9.0 (Beta)/files/bin/wineserver"),
        (2402, "gnome-shell", "theo", 5.2, 388 * MiB, "2026-10-17T18:06:05+01:00", "/usr/bin/gnome-shell"),
        (4410, "Discord", "theo", 2.7, 560 * MiB, "2026-10-17T18:07:12+01:00", "/usr/share/discord/Discord"),
        (2765, "pipewire-pulse", "theo", 1.9, 28 * MiB, "2026-10-17T18:06:02+01:00", "/usr/bin/pipewire-pulse"),
    ]), CAN, age=25, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp14s0", "rx_bytes_per_s": 71_303_168, "tx_bytes_per_s": 1_248_000},
        {"name": "wlp15s0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
        {"name": "lo", "rx_bytes_per_s": 18_432, "tx_bytes_per_s": 18_432},
    ]}, CAN, age=30, args={"interval_seconds": 1.0}),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 3_145_728, "write_bytes_per_s": 138_412_032, "busy_percent": 64.2},
        {"device": "nvme0n1", "read_bytes_per_s": 1_048_576, "write_bytes_per_s": 4_194_304, "busy_percent": 3.1},
    ]}, CAN, age=700, args={"interval_seconds": 1.0}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "ext4", CAN_ROOT, 311_274_416_128),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", CAN_EFI, 187_695_104),
        fs("/dev/nvme1n1p1", "/mnt/games", "ext4", CAN_GAMES, 1_848_076_288_000),
    ]}, CAN, age=40),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-10-10T19:22:05+01:00", "remove", "nvidia-driver-555", "555.58.02-1pop0~1720033455~22.04~dbcea2d", None),
        package_event("2026-10-10T19:22:41+01:00", "install", "nvidia-driver-560", None, "560.35.03-1pop0~1726597612~22.04~7e5ba4b"),
        package_event("2026-10-14T22:03:41+01:00", "upgrade", "steam-launcher", "1:1.0.0.79", "1:1.0.0.81"),
        package_event("2026-10-16T08:15:10+01:00", "upgrade", "discord", "0.0.70", "0.0.71"),
    ]}, CAN, age=90, args={"since_days": 10}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-17T18:05:31+01:00", None, "warning", "nvidia: module license 'NVIDIA' taints kernel."),
        log_entry("2026-10-17T20:14:07+01:00", None, "err",
                  "NVRM: Xid (PCI:0000:01:00): 13, pid=7312, name=eldenring.exe, Graphics SM Warp Exception on "
                  "(GPC 0, TPC 1, SM 0): Out Of Range Address"),
        log_entry("2026-10-17T20:14:09+01:00", None, "err",
                  "NVRM: Xid (PCI:0000:01:00): 43, pid=7312, name=eldenring.exe, Ch 0000003a"),
        log_entry("2026-10-17T21:18:52+01:00", "user@1000.service", "warning",
                  "gnome-shell[2402]: Window manager warning: Buggy client sent a _NET_ACTIVE_WINDOW message "
                  "with a timestamp of 0 for 0x3e00007"),
    ]}, CAN, age=50, args={"priority": "warning", "since_minutes": 240}),
]

canasta_user = user("u1", "I'm downloading Baldur's Gate 3 on Steam right now, it's about 150 GB. "
                          "Will it fit on my games drive?", CAN, age=40)

canasta_answers = [
    {"q": "Will Baldur's Gate 3 fit on my games drive?", "ev": ["e1", "e6"], "extra": [canasta_user],
     "a": "Certainly! Let's take a look at your games drive and see whether the download will fit.\n\n"
          "Your Steam library lives on [[s:/mnt/games, which is an ext4 filesystem on /dev/nvme1n1p1]]. It appears "
          "that this drive is currently [[s:93.9% full]], which leaves "
          "[[s:roughly 119 GB of free space]]. Since [[s:the download you mentioned is about 150 GB]], [[c:it should "
          "fit, with around 30 GB to spare]], although it will be a little tight once shader caches are built.\n\n"
          "If you would prefer more headroom, [[s:your root filesystem has about 187 GB free]] [[c:out of roughly "
          "1 TB]], so you could create a second Steam library folder there instead:\n\n"
          "1. Open Steam → Settings → Storage\n"
          "2. Click the drop-down and choose *Add Drive*\n"
          "3. Select a folder under your home directory\n\n"
          "In summary, [[c:your games drive has about 150 GB free]], so the root partition is the safer choice. If you have any further questions, feel free to ask!"},

    {"q": "Why is my PC so sluggish right now? What's eating the CPU?", "ev": ["e2", "e3"],
     "a": "Certainly! Let's take a look at what's running on canasta at the moment.\n\n"
          "It appears that [[s:Elden Ring (eldenring.exe, PID 8841) is the heaviest process]], [[s:using about 142% "
          "CPU]], which means it is keeping more than one core busy. That is expected for a modern game running "
          "through Proton. [[s:Steam itself is using around 42% CPU]], [[u:because it is decompressing "
          "and verifying the download in the background]], and [[c:Discord is the third-biggest CPU user]]. "
          "[[c:There are no other processes running besides these eight]], so nothing unexpected is hiding in the "
          "background.\n\n"
          "At the system level, [[s:overall CPU usage is 38.6%]]. "
          "On the memory side, [[s:around 57% of your RAM is in use]], and [[c:Elden Ring alone is using about 12 "
          "GB]]. [[c:Swap is also being used heavily]], which could explain some of the stutter.\n\n"
          "In summary, [[s:Elden Ring and Steam are the main CPU consumers]]. Pausing the Steam download while you "
          "play should make a noticeable difference. Let me know if you need anything else!"},

    {"q": "How fast is the download going, and is the disk keeping up?", "ev": ["e4", "e5"],
     "a": "Certainly! Let's take a look at the network traffic and disk activity.\n\n"
          "It appears that [[s:your wired interface enp14s0 is receiving about 71 MB/s]], which is [[s:roughly 570 "
          "Mbit/s]]. [[u:You are on a 1 Gbit/s connection]], so the download is using a bit more than half of your "
          "line. [[c:enp14s0 is also sending about 10 MB/s]], which is mostly Steam acknowledging the download "
          "traffic.\n\n"
          "On the disk side, [[t:nvme1n1 is writing about 132 MiB/s]] and [[t:is roughly 64% busy]], so the games "
          "drive has some headroom left. [[t:The system NVMe (nvme0n1) is nearly idle at around 3% busy]].\n\n"
          "In summary, [[s:you're downloading at roughly 68 MiB/s]] and [[t:the games NVMe is writing around 138 "
          "MB/s]], so the disk is keeping up with the network. You can watch it live with:\n\n"
          "```\niostat -xm 2 nvme1n1\n```\n\n"
          "I hope this helps!"},

    {"q": "Did the game crash earlier? Is there anything in the logs?", "ev": ["e3", "e7", "e8"],
     "a": "Certainly! Let's take a look at the journal for the last four hours.\n\n"
          "It appears that [[s:there were two NVIDIA Xid errors at 20:14]], [[s:both coming from eldenring.exe with "
          "PID 7312]]. [[s:The first one was Xid 13, a Graphics SM Warp Exception]], and the second one "
          "followed two seconds later. Since [[s:the Elden Ring process that is running "
          "now has PID 8841 and was started at 20:51]], it appears that the game crashed and was relaunched about "
          "half an hour later.\n\n"
          "[[u:Xid 13 is typically caused by an unstable GPU overclock]] on [[u:your GeForce RTX 4070]]. Looking at "
          "the package history, [[s:the nvidia-driver-555 package was removed]] and replaced by the 560 series, and "
          "[[c:this happened on October 14]], so the crashes may be related to the new driver. [[c:There were no other "
          "warnings in the last four hours]].\n\n"
          "In summary, [[s:the game hit Xid 13 and Xid 43 at 20:14]], and [[c:it is running on driver 555]]. If it "
          "happens again, `sudo dmesg | grep -i xid` will show the details. Feel free to ask if you need more help!"},

    {"q": "What did I update recently?", "ev": ["e1", "e7"],
     "a": "Certainly! Let's take a look at your package history for the past ten days.\n\n"
          "It appears that [[s:the NVIDIA driver was switched from the 555 series to 560.35.03 on October 10]]. A "
          "few days later, [[s:Steam's launcher package was upgraded to 1:1.0.0.81 on October 14]], [[c:coming from "
          "1:1.0.0.80]], and [[s:Discord went from 0.0.70 to 0.0.71 on October 16]]. [[c:Mesa was also updated to "
          "24.0.9]] during this period. [[c:The kernel was upgraded as part of the driver change]], and "
          "[[s:you are now running Pop!_OS 22.04 with kernel 6.9.3]]. [[u:560.35.03 is the latest NVIDIA driver "
          "available for Pop!_OS]], so you are fully up to date on the graphics side.\n\n"
          "In summary, [[s:there were four package changes]], the most recent being [[c:the Steam update on October "
          "16]]. You can review the full log with `grep -E 'install|upgrade|remove' /var/log/dpkg.log`. Let me know "
          "if you have any further questions!"},

    {"q": "Who has accounts on this machine, and can sam install software?", "ev": ["e1"],
     "a": "Certainly! Let's take a look at the accounts on canasta.\n\n"
          "It appears that [[s:there are two regular accounts, theo (UID 1000) and sam (UID 1001)]]. [[s:Only theo is "
          "a member of the sudo group]], which means that [[u:sam cannot use sudo to install software]]. "
          "[[c:sam's login shell is zsh]], while theo uses bash.\n\n"
          "For context, the machine itself has [[s:an 8-core Ryzen 7 7800X3D with 16 threads]] and [[c:about 64 GB of "
          "RAM]].\n\n"
          "In summary, [[s:theo is the only administrator]], and [[c:both accounts share group ID 1000]]. If you want "
          "sam to be able to install software, you can run `sudo usermod -aG sudo sam`. Feel free to ask if you need "
          "anything else!"},

    {"q": "Is my memory OK while gaming? How long has the PC been on?", "ev": ["e2"],
     "a": "Certainly! Let's take a look at the memory and uptime.\n\n"
          "Your system has [[s:about 31 GiB of usable RAM]], of which [[s:roughly 13.3 GiB is still available]], so "
          "memory is far from full. [[s:There are 4 GiB of swap, and none of it is in use]], which is a good "
          "sign. [[u:Games on this machine can use up to 24 GB before performance starts to drop]], so you have "
          "plenty of room.\n\n"
          "It appears that [[s:the PC was booted today at 18:05]], which means [[c:it has been running for about five "
          "hours]].\n\n"
          "In summary, memory is fine and nothing is being swapped. If you have any further questions, feel free to "
          "ask!"},
]

# ---------------------------------------------------------------------------------------------------------
# euchre — Debian 11 Redis with Sentinel
# ---------------------------------------------------------------------------------------------------------
EUC = Clock("2026-10-21T14:05:00+05:30")
EUC_MEM = 16_767_156_224
EUC_ROOT = 32_199_768_064
EUC_DATA = 105_555_197_952

SENTINEL_CONF = [
    "port 26379",
    "daemonize yes",
    'pidfile "/run/sentinel/redis-sentinel.pid"',
    'logfile "/var/log/redis/redis-sentinel.log"',
    'dir "/var/lib/redis"',
    "sentinel monitor mymaster 10.20.0.11 6379 2",
    "sentinel down-after-milliseconds mymaster 5000",
    "sentinel failover-timeout mymaster 60000",
    "sentinel parallel-syncs mymaster 1",
    "sentinel auth-pass mymaster <redacted>",
    "sentinel config-epoch mymaster 7",
    "sentinel leader-epoch mymaster 7",
    "sentinel known-replica mymaster 10.20.0.13 6379",
    "sentinel known-replica mymaster 10.20.0.12 6379",
    "sentinel known-sentinel mymaster 10.20.0.12 26379 5e0b7d1c2a9f4e3b8c6d1a0f9e8b7c6d5a4f3e2b",
    "sentinel known-sentinel mymaster 10.20.0.13 26379 a91c3e5f7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a",
    "sentinel current-epoch 7",
]

euchre_evidence = [
    steady("e1", EUC, age=3000,
           hostname="euchre", os_name="Debian GNU/Linux", os_version="11", os_codename="bullseye",
           kernel="5.10.0-32-amd64", cpu_model="Intel(R) Xeon(R) Silver 4214R CPU @ 2.40GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=EUC_MEM,
           disks=[{"device": "/dev/sda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": EUC_ROOT},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/redis", "fstype": "ext4", "total_bytes": EUC_DATA}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:9a:3e:11", "addresses": ["10.20.0.11/24"], "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"redis-server": "5:6.0.16-1+deb11u3", "redis-sentinel": "5:6.0.16-1+deb11u3",
                               "redis-tools": "5:6.0.16-1+deb11u3", "prometheus-redis-exporter": "1.18.0-1+b6",
                               "openssh-server": "1:8.4p1-5+deb11u3", "libssl1.1": "1.1.1w-0+deb11u2"},
           available_services=["redis-server.service", "redis-sentinel.service", "prometheus-redis-exporter.service",
                               "ssh.service", "cron.service", "unattended-upgrades.service"],
           users=[{"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "redis", "uid": 110, "gid": 117, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["deploy"]},
                   {"name": "redis", "gid": 117, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("redis-server.service", "active", "running", pid=712, since="2026-09-29T06:18:44+05:30",
             desc="Advanced key-value store"),
        unit("redis-sentinel.service", "active", "running", pid=718, since="2026-09-29T06:18:45+05:30",
             desc="Advanced key-value store"),
        unit("prometheus-redis-exporter.service", "failed", "failed", desc="Prometheus exporter for Redis metrics"),
        unit("ssh.service", "active", "running", pid=655, since="2026-09-29T06:18:31+05:30",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=640, since="2026-09-29T06:18:30+05:30",
             desc="Regular background program processing daemon"),
        unit("unattended-upgrades.service", "active", "running", pid=690, since="2026-09-29T06:18:33+05:30",
             desc="Unattended Upgrades Shutdown"),
    ]}, EUC, age=30),
    item("e3", "linux_recent_logs", {"source": "file", "unit": "redis-sentinel.service", "entries": [
        log_entry("2026-10-21T11:41:47+05:30", "redis-sentinel.service", "warning",
                  "718:X 21 Oct 2026 11:41:47.203 # +sdown master mymaster 10.20.0.12 6379"),
        log_entry("2026-10-21T11:41:47+05:30", "redis-sentinel.service", "warning",
                  "718:X 21 Oct 2026 11:41:47.288 # +odown master mymaster 10.20.0.12 6379 #quorum 2/2"),
        log_entry("2026-10-21T11:41:47+05:30", "redis-sentinel.service", "warning",
                  "718:X 21 Oct 2026 11:41:47.301 # +new-epoch 7"),
        log_entry("2026-10-21T11:41:47+05:30", "redis-sentinel.service", "warning",
                  "718:X 21 Oct 2026 11:41:47.322 # +try-failover master mymaster 10.20.0.12 6379"),
        log_entry("2026-10-21T11:41:48+05:30", "redis-sentinel.service", "warning",
                  "718:X 21 Oct 2026 11:41:48.010 # +selected-slave slave 10.20.0.11:6379 10.20.0.11 6379 "
                  "@ mymaster 10.20.0.12 6379"),
        log_entry("2026-10-21T11:41:49+05:30", "redis-sentinel.service", "warning",
                  "718:X 21 Oct 2026 11:41:49.114 # +switch-master mymaster 10.20.0.12 6379 10.20.0.11 6379"),
        log_entry("2026-10-21T11:41:49+05:30", "redis-sentinel.service", "notice",
                  "718:X 21 Oct 2026 11:41:49.115 * +slave slave 10.20.0.13:6379 10.20.0.13 6379 "
                  "@ mymaster 10.20.0.11 6379"),
        log_entry("2026-10-21T11:41:49+05:30", "redis-sentinel.service", "notice",
                  "718:X 21 Oct 2026 11:41:49.115 * +slave slave 10.20.0.12:6379 10.20.0.12 6379 "
                  "@ mymaster 10.20.0.11 6379"),
        log_entry("2026-10-21T11:41:54+05:30", "redis-sentinel.service", "warning",
                  "718:X 21 Oct 2026 11:41:54.167 # +sdown slave 10.20.0.12:6379 10.20.0.12 6379 "
                  "@ mymaster 10.20.0.11 6379"),
        log_entry("2026-10-21T13:26:02+05:30", "redis-sentinel.service", "warning",
                  "718:X 21 Oct 2026 13:26:02.540 # -sdown slave 10.20.0.12:6379 10.20.0.12 6379 "
                  "@ mymaster 10.20.0.11 6379"),
    ]}, EUC, age=45, args={"unit": "redis-sentinel", "since_minutes": 240}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:9a:3e:11", "addresses": ["10.20.0.11/24"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [
            listener(6379, "10.20.0.11", 712, "redis-server"),
            listener(6379, "127.0.0.1", 712, "redis-server"),
            listener(26379, "0.0.0.0", 718, "redis-sentinel"),
            listener(22, "0.0.0.0", 655, "sshd"),
        ],
        "connections": [
            connection("10.20.0.11:6379", "10.20.0.13:41822", 712, "redis-server"),
            connection("10.20.0.11:6379", "10.20.0.12:50340", 712, "redis-server"),
            connection("10.20.0.11:6379", "10.20.0.31:38810", 712, "redis-server"),
            connection("10.20.0.11:6379", "10.20.0.32:38922", 712, "redis-server"),
            connection("10.20.0.11:26379", "10.20.0.12:46210", 718, "redis-sentinel"),
            connection("10.20.0.11:26379", "10.20.0.13:46344", 718, "redis-sentinel"),
            connection("10.20.0.11:22", "10.20.0.5:55102", 30211, "sshd"),
        ]}, EUC, age=20),
    item("e5", "linux_processes", processes(3, EUC_MEM, [
        (712, "redis-server", "redis", 11.4, 9 * GiB, "2026-09-29T06:18:44+05:30", "/usr/bin/redis-server 10.20.0.11:6379"),
        (30544, "redis-rdb-bgsave", "redis", 92.1, 8_747_220_992, "2026-10-21T14:04:31+05:30",
         "redis-rdb-bgsave 10.20.0.11:6379"),
        (718, "redis-sentinel", "redis", 0.4, 11 * MiB, "2026-09-29T06:18:45+05:30", "/usr/bin/redis-sentinel *:26379 [sentinel]"),
    ]), EUC, age=30, args={"name": "redis", "sort": "memory"}),
    item("e6", "linux_system_info",
         system_info(27.9, [1.42, 1.10, 0.96], 1_928_802, "2026-09-29T06:17:58+05:30", EUC_MEM, 5_448_937_472,
                     1_023_406_080, 0), EUC, age=20),
    item("e7", "linux_file_read", {"path": "/etc/redis/sentinel.conf", "offset": 0, "limit": 100,
                                   "total_lines": len(SENTINEL_CONF), "lines": SENTINEL_CONF},
         EUC, age=40, args={"path": "/etc/redis/sentinel.conf"}),
    item("e8", "linux_disk_io", {"interval_seconds": 1.0, "devices": []}, EUC, age=15,
         args={"interval_seconds": 1.0}, error="timed out after 10 s reading block device statistics"),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda1", "/", "ext4", EUC_ROOT, 9_126_805_504),
        fs("/dev/sdb1", "/var/lib/redis", "ext4", EUC_DATA, 41_875_931_136),
    ]}, EUC, age=2400),
    item("e10", "linux_package_history", {"events": [
        package_event("2026-10-02T06:25:11+05:30", "upgrade", "redis-server", "5:6.0.16-1+deb11u2", "5:6.0.16-1+deb11u3"),
        package_event("2026-10-02T06:25:11+05:30", "upgrade", "redis-sentinel", "5:6.0.16-1+deb11u2", "5:6.0.16-1+deb11u3"),
        package_event("2026-10-02T06:25:12+05:30", "upgrade", "redis-tools", "5:6.0.16-1+deb11u2", "5:6.0.16-1+deb11u3"),
        package_event("2026-10-09T06:31:40+05:30", "upgrade", "libssl1.1", "1.1.1w-0+deb11u1", "1.1.1w-0+deb11u2"),
    ]}, EUC, age=60, args={"since_days": 30}),
]

euchre_evidence_user = user("u1", "Our app on 10.20.0.31 started throwing \"READONLY You can't write against a read only "
                                  "replica\" errors around 11:40 this morning.", EUC, age=90)

euchre_answers = [
    {"q": "Did Sentinel fail over today? Which node is the master now?", "ev": ["e1", "e3", "e4", "e7"],
     "a": "Certainly! Let's take a look at the Sentinel log and the Sentinel configuration file.\n\n"
          "It appears that yes, a failover did happen this morning. At [[s:11:41:47 Sentinel marked the master "
          "10.20.0.12 as subjectively down]], and shortly afterwards [[s:the objective-down state was reached with a "
          "quorum of 2/2]]. Sentinel then started a failover, [[s:selected 10.20.0.11 (this machine) as the new "
          "master]], and [[s:completed the switch-master at 11:41:49]] (that's [[c:17:11 UTC]]), [[c:about ten "
          "seconds after the first sdown]]. [[u:The original outage was caused by a network partition between the "
          "nodes]].\n\n"
          "So [[s:the current master is 10.20.0.11]], as the configuration file "
          "also shows. The good news is that [[s:the old master 10.20.0.12 came back at 13:26]] and "
          "is now attached as a replica.\n\n"
          "In summary, [[s:euchre is now the master]] and [[c:the down-after-milliseconds setting is 30 seconds]]. You can confirm the live view with:\n\n"
          "```\nredis-cli -p 26379 sentinel get-master-addr-by-name mymaster\n```\n\n"
          "If you have any further questions, feel free to ask!"},

    {"q": "Is Redis healthy? How much memory is it using?", "ev": ["e2", "e5", "e6"],
     "a": "Certainly! Let's take a look at the services, processes and memory on euchre.\n\n"
          "It appears that [[s:redis-server.service and redis-sentinel.service are both active and running]], and "
          "they have been [[s:up since September 29]]. [[s:The Redis server process (PID 712) has a resident size of "
          "about 9 GiB]], which is [[s:roughly 57.6% of the machine's memory]].\n\n"
          "It also appears that [[s:a background save is in progress]]: [[s:redis-rdb-bgsave (PID 30544) was started "
          "at 14:04:31]]. [[c:Because of the fork, total memory usage has doubled to "
          "nearly 18 GiB]], but [[s:about 5.1 GiB of memory is still available]], so the "
          "save should complete without trouble. [[u:maxmemory is set to 10 GB]], so Redis still has a little room "
          "to grow. [[c:The Prometheus exporter is running as well]], so you should see these numbers in Grafana.\n\n"
          "In summary, Redis is in good shape, and [[c:it has been running since October 2]]. Let me know if "
          "you would like help tuning the persistence settings!"},

    {"q": "Was Redis restarted after the last security update?", "ev": ["e1", "e2", "e10"],
     "a": "Certainly! Let's take a look at the package history and the service state.\n\n"
          "It appears that [[s:redis-server, redis-sentinel and redis-tools were upgraded from 6.0.16-1+deb11u2 to "
          "6.0.16-1+deb11u3 on October 2]], and [[s:the installed version is now 5:6.0.16-1+deb11u3]]. However, "
          "[[s:redis-server.service has been active since September 29 at 06:18]], which means that [[s:the service "
          "has not been restarted since the upgrade]] and the running process is still the old build. "
          "[[u:The deb11u3 update fixes CVE-2025-21605]], so the restart is worth doing soon. [[c:libssl1.1 was "
          "upgraded on the same day]], and Redis links against it, which is another reason to restart. "
          "[[u:Redis 6.0.16 is the latest version available for Debian 11]].\n\n"
          "In summary, the update is installed, but [[c:Redis was last restarted on October 9]]. Since this node is a Sentinel-managed master, consider failing over first:\n\n"
          "```\nredis-cli -p 26379 sentinel failover mymaster\nsudo systemctl restart redis-server\n```\n\n"
          "I hope this helps!"},

    {"q": "How much disk space does Redis have, and what does disk I/O look like during the save?",
     "ev": ["e1", "e8", "e9"],
     "a": "Certainly! Let's take a look at the storage on euchre.\n\n"
          "It appears that [[t:/var/lib/redis is 39.7% used]], with [[t:about 59 GiB free]] [[s:on a 98 GiB "
          "volume]]. [[c:This volume is on /dev/sda1]], which is shared with the operating system. [[t:The root "
          "filesystem is about 28% full]], so there is no immediate concern there.\n\n"
          "As for disk I/O, [[u:the background save is writing at roughly 150 MB/s]], and [[u:the dump.rdb file is "
          "currently about 4 GB]], so the save should finish within a minute or so.\n\n"
          "In summary, [[t:there is roughly 59 GiB of room]] and [[t:the Redis volume is about 60% full]]. You can "
          "check the I/O yourself with `iostat -xm 2 sdb`. Feel free to ask if you need anything else!"},

    {"q": "Who is connected to Redis right now?", "ev": ["e4"],
     "a": "Certainly! Let's take a look at the network connections on euchre.\n\n"
          "It appears that [[s:Redis is listening on 10.20.0.11:6379 and on 127.0.0.1:6379]], and that "
          "Sentinel has its own port as well. [[c:Redis itself is also bound to 0.0.0.0]], so "
          "it is reachable from any network the host is attached to.\n\n"
          "[[s:There are four established connections to port 6379]]: [[s:two from 10.20.0.12 and 10.20.0.13]], "
          "which are the replicas, and [[s:two from 10.20.0.31 and 10.20.0.32]], which appear to be your application "
          "servers. [[c:Sentinel has three peer connections]] on port 26379. [[u:All clients are authenticated with "
          "a password]].\n\n"
          "In summary, [[c:five clients are connected to Redis]], and [[s:nothing is listening on the exporter port "
          "9121]]. To see the client list from Redis' own point of view, you can run `redis-cli client list`. If you "
          "have any further questions, feel free to ask!"},

    {"q": "What OS and hardware is this box?", "ev": ["e1", "e6"],
     "a": "Certainly! Let's take a look at the system information for euchre.\n\n"
          "It appears that euchre is running [[s:Debian 11 (bullseye)]] with [[s:kernel 5.10.0-32-amd64]] on "
          "[[s:a 4-core Intel Xeon Silver 4214R]]. It has [[s:about 16 GB of RAM]], and [[u:it is running as a VMware "
          "virtual machine]]. [[c:It has been up for about 12 days]]. There are two accounts of interest: deploy and the redis service account, and [[c:deploy is "
          "a member of the redis group]], so it can read the data directory.\n\n"
          "In summary, this is a [[c:Debian 12]] virtual machine with modest resources. Let me know if you need "
          "more details!"},

    {"q": "Why did our app get READONLY errors this morning?", "ev": ["e3", "e4"], "extra": [euchre_evidence_user],
     "a": "Certainly! Let's take a look at what happened around that time.\n\n"
          "It appears that [[s:the errors you reported started around 11:40]], which is right around the failover: "
          "[[s:the switch-master completed at 11:41:49]], promoting this node. Before that, euchre was a replica, so "
          "[[u:your application was writing to euchre while it was still a replica]], and [[u:its Sentinel client "
          "did not refresh the master address in time]]. [[c:The errors began after 10.20.0.12 came back online at "
          "11:26]], which caused a brief split-brain.\n\n"
          "Right now, [[s:your application at 10.20.0.31 is connected to port 6379 on this node]], so it appears to "
          "have recovered.\n\n"
          "In summary, [[s:10.20.0.11 is the master now]], [[c:and 10.20.0.12 is still down]]. I would recommend "
          "checking that your client library uses Sentinel discovery rather than a fixed address. If you have any "
          "further questions, feel free to ask!"},
]

# ---------------------------------------------------------------------------------------------------------
# rummy — kubeadm control plane, Ubuntu 22.04
# ---------------------------------------------------------------------------------------------------------
RUM = Clock("2026-10-19T16:30:00-03:00")
RUM_MEM = 16_630_407_168
RUM_ROOT = 254_356_226_048
RUM_EFI = 1_124_999_168
RUM_CTX = "kubernetes-admin@kubernetes"

rummy_evidence = [
    steady("e1", RUM, age=2400,
           hostname="rummy", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-124-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=RUM_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": RUM_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": RUM_EFI}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:2d:7e:15", "addresses": ["192.168.10.10/24"], "is_up": True},
                               {"name": "tunl0", "mac": None, "addresses": ["10.244.12.64/32"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.10.1", package_manager="dpkg",
           installed_packages={"kubeadm": "1.30.5-1.1", "kubelet": "1.30.5-1.1", "kubectl": "1.30.5-1.1",
                               "containerd.io": "1.7.22-1", "cri-tools": "1.30.1-1.1", "kubernetes-cni": "1.4.0-1.1"},
           available_services=["kubelet.service", "containerd.service", "ssh.service", "systemd-resolved.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": RUM_CTX, "namespace": None, "items": [
        node("rummy", True, "v1.30.5"),
        node("rummy-w1", True, "v1.30.5"),
        node("rummy-w2", False, "v1.29.9"),
    ]}, RUM, age=25, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": RUM_CTX, "namespace": "kube-system", "items": [
        pod("etcd-rummy", "kube-system", "Running", "rummy", started="2026-10-12T09:14:51-03:00"),
        pod("kube-apiserver-rummy", "kube-system", "Running", "rummy", restarts=2, started="2026-10-12T09:14:52-03:00"),
        pod("kube-controller-manager-rummy", "kube-system", "Running", "rummy", restarts=3,
            started="2026-10-12T09:14:52-03:00"),
        pod("kube-scheduler-rummy", "kube-system", "Running", "rummy", restarts=3, started="2026-10-12T09:14:52-03:00"),
        pod("coredns-7db6d8ff4d-6xk2p", "kube-system", "Running", "rummy-w1", started="2026-10-12T09:31:07-03:00"),
        pod("coredns-7db6d8ff4d-q9bmz", "kube-system", "Running", "rummy", started="2026-10-12T09:31:09-03:00"),
        pod("calico-node-8fz2m", "kube-system", "Running", "rummy", started="2026-10-12T09:15:30-03:00"),
        pod("calico-node-kx7tq", "kube-system", "Running", "rummy-w1", started="2026-10-12T09:40:12-03:00"),
        pod("calico-node-w5l9d", "kube-system", "Running", "rummy-w2", restarts=7, ready=False,
            started="2026-10-04T11:02:45-03:00"),
        pod("kube-proxy-2hq8c", "kube-system", "Running", "rummy", started="2026-10-12T09:30:40-03:00"),
        pod("kube-proxy-m7r4n", "kube-system", "Running", "rummy-w1", started="2026-10-12T09:41:02-03:00"),
        pod("kube-proxy-zt5vx", "kube-system", "Running", "rummy-w2", started="2026-10-04T11:02:40-03:00"),
    ]}, RUM, age=25, args={"resource": "pods", "namespace": "kube-system"}),
    item("e4", "kubernetes_get", {"context": RUM_CTX, "namespace": "shop", "items": [
        pod("web-6c9f7d8b5-2lkqz", "shop", "Running", "rummy-w1", started="2026-10-16T14:20:11-03:00"),
        pod("web-6c9f7d8b5-8m4tn", "shop", "Running", "rummy-w1", started="2026-10-16T14:20:13-03:00"),
        pod("orders-api-5f8b9c7d4-jq2wd", "shop", "Running", "rummy-w1", restarts=14, ready=False,
            waiting="CrashLoopBackOff", started="2026-10-19T14:58:30-03:00"),
        pod("worker-77d9f6b8c-h8d4n", "shop", "Running", "rummy-w1", started="2026-10-18T10:05:44-03:00"),
        pod("worker-77d9f6b8c-r2k5s", "shop", "Running", "rummy-w2", restarts=1, ready=False,
            started="2026-10-18T10:05:47-03:00"),
        pod("postgres-0", "shop", "Running", "rummy-w1", started="2026-10-12T09:44:20-03:00"),
        deployment("web", "shop", 2, 2),
        deployment("orders-api", "shop", 1, 0),
        deployment("worker", "shop", 2, 1),
    ]}, RUM, age=25, args={"resource": "pods,deployments", "namespace": "shop"}),
    item("e5", "linux_service_status",
         unit("kubelet.service", "active", "running", pid=1187, since="2026-10-12T09:14:22-03:00",
              desc="kubelet: The Kubernetes Node Agent"), RUM, age=30, args={"name": "kubelet"}),
    item("e6", "linux_system_info",
         system_info(18.4, [0.92, 1.04, 1.11], 630_380, "2026-10-12T09:13:40-03:00", RUM_MEM, 9_881_767_936,
                     0, 0), RUM, age=600),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-10-12T08:47:10-03:00", "upgrade", "kubeadm", "1.29.9-1.1", "1.30.5-1.1"),
        package_event("2026-10-12T09:05:33-03:00", "upgrade", "kubelet", "1.29.9-1.1", "1.30.5-1.1"),
        package_event("2026-10-12T09:05:34-03:00", "upgrade", "kubectl", "1.29.9-1.1", "1.30.5-1.1"),
        package_event("2026-10-15T06:12:02-03:00", "upgrade", "containerd.io", "1.7.21-1", "1.7.22-1"),
    ]}, RUM, age=60, args={"since_days": 14}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        log_entry("2026-10-19T15:47:40-03:00", "kubelet.service", "warning",
                  'E1019 15:47:40.118230    1187 dns.go:153] "Nameserver limits exceeded" err="Nameserver limits '
                  'were exceeded, some nameservers have been omitted, the applied nameserver line is: '
                  '192.168.10.1 1.1.1.1 8.8.8.8"'),
        log_entry("2026-10-19T16:02:40-03:00", "kubelet.service", "warning",
                  'E1019 16:02:40.120914    1187 dns.go:153] "Nameserver limits exceeded" err="Nameserver limits '
                  'were exceeded, some nameservers have been omitted, the applied nameserver line is: '
                  '192.168.10.1 1.1.1.1 8.8.8.8"'),
        log_entry("2026-10-19T16:21:07-03:00", "kubelet.service", "err",
                  'E1019 16:21:07.330512    1187 kubelet_volumes.go:163] "orphaned pod found, but volume paths '
                  'are still present on disk" err="there were a total of 2 errors similar to this. Turn up '
                  'verbosity to see them." podUID="3f6b1c9e-8d2a-4b7e-9c1f-0a5e6d7b8c9d"'),
    ]}, RUM, age=40, args={"unit": "kubelet", "since_minutes": 60}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", RUM_ROOT, 201_326_592_000),
        fs("/dev/sda1", "/boot/efi", "vfat", RUM_EFI, 6_422_528),
    ]}, RUM, age=45),
    item("e10", "linux_processes", processes(231, RUM_MEM, [
        (1502, "kube-apiserver", "root", 9.8, 1_178_599_424, "2026-10-12T09:14:52-03:00",
         "kube-apiserver --advertise-address=192.168.10.10 --allow-privileged=true --authorization-mode=Node,RBAC "
         "--etcd-servers=https://127.0.0.1:2379 --secure-port=6443"),
        (1460, "etcd", "root", 4.1, 214 * MiB, "2026-10-12T09:14:51-03:00",
         "etcd --advertise-client-urls=https://192.168.10.10:2379 --data-dir=/var/lib/etcd --name=rummy"),
        (1187, "kubelet", "root", 3.2, 108 * MiB, "2026-10-12T09:14:22-03:00",
         "/usr/bin/kubelet --bootstrap-kubeconfig=/etc/kubernetes/bootstrap-kubelet.conf "
         "--kubeconfig=/etc/kubernetes/kubelet.conf --config=/var/lib/kubelet/config.yaml "
         "--container-runtime-endpoint=unix:///var/run/containerd/containerd.sock"),
        (1533, "kube-controller", "root", 2.0, 96 * MiB, "2026-10-12T09:14:52-03:00",
         "kube-controller-manager --allocate-node-cidrs=true --cluster-cidr=10.244.0.0/16 --leader-elect=true"),
        (2301, "calico-node", "root", 1.6, 82 * MiB, "2026-10-12T09:15:31-03:00", "calico-node -felix"),
    ]), RUM, age=30, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e11", "linux_containers", {"runtime": "containerd", "containers": [
        box("3f9a1c2b7d4e", "etcd", "registry.k8s.io/etcd:3.5.15-0", "running", "Up 7 days",
            "2026-10-12T09:14:50-03:00"),
        box("8b2e4f6a1c3d", "kube-apiserver", "registry.k8s.io/kube-apiserver:v1.30.5", "running", "Up 7 days",
            "2026-10-12T09:14:51-03:00"),
        box("c41d7e9f2a6b", "kube-controller-manager", "registry.k8s.io/kube-controller-manager:v1.30.5", "running",
            "Up 2 days", "2026-10-17T03:22:15-03:00"),
        box("5e6f8a0b2c4d", "kube-controller-manager", "registry.k8s.io/kube-controller-manager:v1.30.5", "exited",
            "Exited (1) 2 days ago", "2026-10-12T09:14:51-03:00"),
        box("9a7c5e3b1d2f", "kube-scheduler", "registry.k8s.io/kube-scheduler:v1.30.5", "running", "Up 2 days",
            "2026-10-17T03:22:16-03:00"),
        box("2d4f6b8a0c1e", "kube-scheduler", "registry.k8s.io/kube-scheduler:v1.30.5", "exited",
            "Exited (1) 2 days ago", "2026-10-12T09:14:51-03:00"),
        box("7e1a3c5b9d0f", "kube-proxy", "registry.k8s.io/kube-proxy:v1.30.5", "running", "Up 7 days",
            "2026-10-12T09:30:39-03:00"),
        box("6c8e0a2b4d6f", "calico-node", "docker.io/calico/node:v3.28.2", "running", "Up 7 days",
            "2026-10-12T09:15:29-03:00"),
        box("1b3d5f7a9c2e", "coredns", "registry.k8s.io/coredns/coredns:v1.11.3", "running", "Up 7 days",
            "2026-10-12T09:31:08-03:00"),
    ]}, RUM, age=35, args={"all": True}),
]

rummy_user = user("u1", "I rolled out orders-api v2.3 at about 15:00 today and now it keeps crashing.", RUM, age=120)

rummy_answers = [
    {"q": "Are all the nodes in the cluster healthy?", "ev": ["e2"],
     "a": "Certainly! Let's take a look at the nodes in your cluster.\n\n"
          "It appears that [[s:the cluster has three nodes]]: rummy, rummy-w1 and rummy-w2. [[s:rummy and rummy-w1 "
          "are both Ready]]. However, [[s:rummy-w2 is NotReady]], and [[s:it is "
          "still on v1.29.9]], which suggests that [[u:its upgrade was interrupted partway through]]. [[u:rummy-w2 "
          "has been NotReady since this morning]], so any workloads scheduled there are likely affected.\n\n"
          "In summary, [[c:two of the three nodes are still on v1.29.9]], and [[s:one node is NotReady]]. You can "
          "check what the kubelet on rummy-w2 is complaining about with:\n\n"
          "```\nkubectl describe node rummy-w2\nssh rummy-w2 sudo journalctl -u kubelet -n 50\n```\n\n"
          "If you have any further questions, feel free to ask!"},

    {"q": "What's wrong in the shop namespace?", "ev": ["e2", "e4"],
     "a": "Certainly! Let's take a look at the pods and deployments in the shop namespace.\n\n"
          "It appears that [[s:the orders-api pod (orders-api-5f8b9c7d4-jq2wd) is in CrashLoopBackOff]], with "
          "[[c:41 restarts]] so far, and [[s:the orders-api deployment has 0 of 1 replicas ready]]. [[u:orders-api is "
          "crashing because it cannot reach the postgres database]].\n\n"
          "[[s:The worker deployment has only 1 of 2 replicas ready]]: [[s:the worker pod on rummy-w2 is not "
          "ready]]. On the positive side, [[s:the web deployment is "
          "fine at 2/2]]. [[c:postgres-0 has restarted twice]], but it "
          "is currently ready.\n\n"
          "In summary, [[s:two of the three deployments are degraded]], and [[c:the worker pod on rummy-w1 is the one "
          "that is not ready]]. Let me know if you would like help digging into the orders-api logs!"},

    {"q": "Is the control plane itself OK? How loaded is the master?", "ev": ["e3", "e5", "e6", "e10"],
     "a": "Certainly! Let's take a look at the control-plane pods, the kubelet and the resource usage on rummy.\n\n"
          "It appears that [[s:etcd, kube-apiserver, kube-controller-manager and kube-scheduler are all Running on "
          "rummy]]. [[s:The API server has restarted twice]] and [[c:the scheduler has restarted once]], which is "
          "normal after an upgrade. [[s:kubelet.service is active and running, since October 12 at 09:14]]. "
          "[[c:The calico-node pod on the control plane is not ready]], which might be worth a look.\n\n"
          "Regarding load, [[t:system CPU usage is 18.4%]], [[t:the load average is around 0.9]], and [[t:about 9.2 "
          "GiB of memory is available]]. [[s:kube-apiserver is the top CPU process at 9.8%]], with [[c:about 2 GiB "
          "resident]]. [[u:etcd's database is healthy and has had no leader "
          "changes]].\n\n"
          "In summary, the control plane looks fine and [[t:memory use is about 41%]]. If you "
          "have any further questions, feel free to ask!"},

    {"q": "Did the upgrade to 1.30 go through everywhere?", "ev": ["e1", "e2", "e7"],
     "a": "Certainly! Let's take a look at the package history and the node versions.\n\n"
          "It appears that [[s:kubeadm was upgraded from 1.29.9 to 1.30.5 on October 12 at 08:47]], followed by "
          "[[s:kubelet and kubectl at 09:05]]. [[c:containerd.io was upgraded to 1.7.22 on the same day]]. "
          "[[u:kubeadm upgrade apply completed successfully]] on the control plane.\n\n"
          "On the node side, however, [[s:rummy-w2 is still on v1.29.9]], so [[s:the upgrade is not complete]] yet. "
          "[[u:1.30.5 is the latest patch release of 1.30]], so once rummy-w2 is upgraded you will be fully up to "
          "date.\n\n"
          "In summary, [[s:the control plane and rummy-w1 are on 1.30.5]], and [[c:kubelet was upgraded at 08:47]]. "
          "To finish, drain rummy-w2 and run `sudo kubeadm upgrade node` there. Feel free to ask if you need the "
          "full procedure!"},

    {"q": "Any errors from the kubelet lately? And how is disk space?", "ev": ["e4", "e8", "e9"],
     "a": "Certainly! Let's take a look at the kubelet journal (e8) and the disk usage (e9).\n\n"
          "It appears that [[s:kubelet logged \"Nameserver limits exceeded\" twice]] (e8), [[s:at 15:47 and "
          "16:02]]. This means some of the entries in resolv.conf are being dropped. [[s:At 16:21 it reported an orphaned pod whose volume paths "
          "are still on disk]] (e8), [[c:along with 3 similar errors]]. [[u:The orphaned pod belonged to the old "
          "orders-api replica]] (e4).\n\n"
          "As for disk space, [[s:the root filesystem is 79.2% used]] (e9), with [[s:about 53 GB free]] (e9). "
          "[[u:kubelet has been running since October 12]] (e9), so it has not been restarted recently.\n\n"
          "In summary, [[c:there were three nameserver warnings]] and one orphaned-pod error. You can clean up "
          "orphaned volumes with `sudo ls /var/lib/kubelet/pods/` once you have confirmed the pod is gone. If you "
          "have any further questions, feel free to ask!"},

    {"q": "What hardware and OS is the control plane running on?", "ev": ["e1", "e6"],
     "a": "Certainly! Let's take a look at the system information for rummy.\n\n"
          "It appears that rummy is running [[s:Ubuntu 22.04 (jammy)]] with [[s:kernel 5.15.0-124-generic]]. The "
          "hardware is [[s:a 6-core Intel Core i5-8500T]] with [[s:about 16 GB of RAM]], and [[u:it is a Lenovo "
          "ThinkCentre M720q tiny PC]]. [[c:The root disk is a 500 GB drive]]. [[t:The machine has been up for a "
          "little over 7 days]], [[t:since October 12 at 09:13]].\n\n"
          "In summary, this is a [[c:8-core]] mini PC that is well suited to a small control plane. Let me know if "
          "you need anything else!"},

    {"q": "Which pod is crashing, and since when?", "ev": ["e4"], "extra": [rummy_user],
     "a": "Certainly! Let's take a look at the shop namespace.\n\n"
          "It appears that [[s:orders-api-5f8b9c7d4-jq2wd is the pod in CrashLoopBackOff]], and [[s:it is scheduled "
          "on rummy-w1]]. [[s:The pod was started at 14:58]], which lines up with [[s:your rollout of v2.3 around "
          "15:00]]. [[u:The new image tag is orders-api:2.3]], and [[c:the container has restarted 4 times]] since "
          "then. [[u:The crash is due to a missing environment variable introduced in v2.3]].\n\n"
          "In summary, the crash-looping pod is [[c:on rummy-w2]]. You can see why with:\n\n"
          "```\nkubectl -n shop logs orders-api-5f8b9c7d4-jq2wd --previous\n```\n\n"
          "If it is the new release, `kubectl -n shop rollout undo deployment/orders-api` will take you back to the "
          "previous version. I hope this helps!"},

    {"q": "What containers are running on the control-plane node itself?", "ev": ["e11"],
     "a": "Certainly! Let's take a look at the containers on rummy.\n\n"
          "It appears that [[s:seven containers are running]] on this node, [[s:managed by containerd]] rather than "
          "Docker: etcd, kube-apiserver, kube-controller-manager, kube-scheduler, kube-proxy, calico-node and "
          "coredns. [[s:There are also two exited containers]], [[s:left over from earlier instances of "
          "kube-controller-manager and kube-scheduler]], and [[s:both exited with code 1 about two days ago]]. "
          "[[u:They were killed by their liveness probes after etcd became slow to respond]].\n\n"
          "As for versions, [[s:etcd is running image 3.5.15-0]], and [[c:the control-plane images are all on "
          "v1.30.4]]. [[c:kube-apiserver was restarted two days ago]] together with the other two components.\n\n"
          "In summary, [[s:the current controller-manager and scheduler have been up for 2 days]], and "
          "[[c:calico-node is running version 3.27]]. You can inspect the exited containers with `sudo crictl ps -a` "
          "and `sudo crictl logs <id>`. If you have any further questions, feel free to ask!"},
]

# ---------------------------------------------------------------------------------------------------------
# whist — Arch Linux home router
# ---------------------------------------------------------------------------------------------------------
WHI = Clock("2026-10-18T23:10:00+10:30")
WHI_MEM = 8_025_223_168
WHI_ROOT = 118_505_238_528
WHI_EFI = 536_870_912

NFTABLES_CONF = [
    "#!/usr/bin/nft -f",
    "flush ruleset",
    "",
    'define WAN = "enp1s0"',
    'define LAN = "enp2s0"',
    'define VPN = "wg0"',
    "",
    "table inet filter {",
    "  chain input {",
    "    type filter hook input priority filter; policy drop;",
    "    ct state established,related accept",
    "    ct state invalid drop",
    '    iif "lo" accept',
    "    iifname $LAN accept",
    "    iifname $VPN tcp dport 22 accept",
    "    iifname $VPN udp dport 53 accept",
    "    iifname $WAN udp dport 51820 accept",
    "    ip protocol icmp icmp type echo-request limit rate 5/second accept",
    '    log prefix "nft-in-drop: " level info counter drop',
    "  }",
    "  chain forward {",
    "    type filter hook forward priority filter; policy drop;",
    "    ct state established,related accept",
    "    iifname $LAN oifname $WAN accept",
    "    iifname $VPN oifname $LAN accept",
    "  }",
    "}",
    "",
    "table ip nat {",
    "  chain postrouting {",
    "    type nat hook postrouting priority srcnat;",
    "    oifname $WAN masquerade",
    "  }",
    "}",
]

WHI_IFACES = [
    {"name": "enp1s0", "mac": "00:e0:4c:68:01:a1", "addresses": ["198.51.100.203/24"], "is_up": True},
    {"name": "enp2s0", "mac": "00:e0:4c:68:01:a2", "addresses": ["192.168.0.1/24"], "is_up": True},
    {"name": "enp3s0", "mac": "00:e0:4c:68:01:a3", "addresses": [], "is_up": False},
    {"name": "wg0", "mac": None, "addresses": ["10.8.0.1/24"], "is_up": True},
]

whist_evidence = [
    steady("e1", WHI, age=5400,
           hostname="whist", os_name="Arch Linux", os_version=None, os_codename=None,
           kernel="6.11.2-arch1-1", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=WHI_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": WHI_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": WHI_EFI}],
           network_interfaces=WHI_IFACES,
           dns_servers=["127.0.0.1"], default_gateway="198.51.100.1", package_manager="pacman",
           installed_packages={"linux": "6.11.3.arch1-1", "nftables": "1:1.1.1-1", "dnsmasq": "2.90-1",
                               "wireguard-tools": "1.0.20210914-2", "openssh": "9.9p1-1", "systemd": "256.7-1"},
           available_services=["systemd-networkd.service", "nftables.service", "dnsmasq.service", "sshd.service",
                               "wg-quick@wg0.service", "wg-quick@wg1.service", "systemd-timesyncd.service"],
           users=[{"name": "ash", "uid": 1000, "gid": 1000, "home": "/home/ash", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["ash"]}],
           stale_sources=["packages"]),
    item("e2", "linux_network_info", {
        "interfaces": WHI_IFACES + [{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [
            listener(51820, "0.0.0.0", None, None, proto="udp"),
            listener(53, "192.168.0.1", 611, "dnsmasq"),
            listener(53, "192.168.0.1", 611, "dnsmasq", proto="udp"),
            listener(53, "10.8.0.1", 611, "dnsmasq"),
            listener(53, "10.8.0.1", 611, "dnsmasq", proto="udp"),
            listener(53, "127.0.0.1", 611, "dnsmasq", proto="udp"),
            listener(67, "0.0.0.0", 611, "dnsmasq", proto="udp"),
            listener(22, "192.168.0.1", 598, "sshd"),
            listener(22, "10.8.0.1", 598, "sshd"),
        ],
        "connections": [
            connection("192.168.0.1:22", "192.168.0.23:50218", 20471, "sshd"),
            connection("10.8.0.1:22", "10.8.0.3:41002", 20533, "sshd"),
        ]}, WHI, age=20),
    item("e3", "linux_service_status", {"units": [
        unit("systemd-networkd.service", "active", "running", pid=402, since="2026-10-11T17:02:09+10:30",
             desc="Network Configuration"),
        unit("nftables.service", "active", "exited", since="2026-10-11T17:02:08+10:30", desc="Netfilter Tables"),
        unit("dnsmasq.service", "active", "running", pid=611, since="2026-10-16T20:33:51+10:30",
             desc="dnsmasq - A lightweight DHCP and caching DNS server"),
        unit("sshd.service", "active", "running", pid=598, since="2026-10-11T17:02:12+10:30",
             desc="OpenSSH Daemon"),
        unit("wg-quick@wg0.service", "active", "exited", since="2026-10-11T17:02:13+10:30",
             desc="WireGuard via wg-quick(8) for wg0"),
        unit("wg-quick@wg1.service", "failed", "failed", desc="WireGuard via wg-quick(8) for wg1"),
        unit("systemd-timesyncd.service", "active", "running", pid=377, since="2026-10-11T17:02:05+10:30",
             desc="Network Time Synchronization"),
    ]}, WHI, age=30),
    item("e4", "linux_file_read", {"path": "/etc/nftables.conf", "offset": 0, "limit": 200,
                                   "total_lines": len(NFTABLES_CONF), "lines": NFTABLES_CONF},
         WHI, age=35, args={"path": "/etc/nftables.conf"}),
    item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp1s0", "rx_bytes_per_s": 2_621_440, "tx_bytes_per_s": 389_120},
        {"name": "enp2s0", "rx_bytes_per_s": 401_408, "tx_bytes_per_s": 2_555_904},
        {"name": "wg0", "rx_bytes_per_s": 12_288, "tx_bytes_per_s": 9_216},
        {"name": "lo", "rx_bytes_per_s": 1_024, "tx_bytes_per_s": 1_024},
    ]}, WHI, age=900, args={"interval_seconds": 1.0}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-18T22:18:04+10:30", "dnsmasq.service", "info",
                  "dnsmasq-dhcp[611]: DHCPACK(enp2s0) 192.168.0.57 3c:22:fb:8a:10:4e Pixel-8"),
        log_entry("2026-10-18T22:31:40+10:30", None, "info",
                  "nft-in-drop: IN=enp1s0 OUT= MAC=00:e0:4c:68:01:a1:3c:8a:b0:11:22:33:08:00 SRC=45.142.193.10 "
                  "DST=198.51.100.203 LEN=44 TOS=0x00 PREC=0x00 TTL=243 ID=54321 PROTO=TCP SPT=52113 DPT=22 "
                  "WINDOW=1024 RES=0x00 SYN URGP=0"),
        log_entry("2026-10-18T22:52:09+10:30", None, "warning",
                  "wireguard: wg0: Handshake for peer 3 (203.0.113.88:43718) did not complete after 5 seconds, "
                  "retrying (try 2)"),
        log_entry("2026-10-18T22:58:30+10:30", "dnsmasq.service", "warning",
                  "dnsmasq[611]: Maximum number of concurrent DNS queries reached (max: 150)"),
        log_entry("2026-10-18T23:04:15+10:30", "dnsmasq.service", "info",
                  "dnsmasq-dhcp[611]: DHCPACK(enp2s0) 192.168.0.23 a8:a1:59:33:0c:7e ash-laptop"),
        log_entry("2026-10-18T23:06:51+10:30", None, "info",
                  "nft-in-drop: IN=enp1s0 OUT= MAC=00:e0:4c:68:01:a1:3c:8a:b0:11:22:33:08:00 SRC=194.180.49.12 "
                  "DST=198.51.100.203 LEN=40 TOS=0x00 PREC=0x00 TTL=245 ID=2201 PROTO=TCP SPT=41877 DPT=3389 "
                  "WINDOW=1024 RES=0x00 SYN URGP=0"),
    ]}, WHI, age=30, args={"since_minutes": 60}),
    item("e7", "linux_file_changes", {"root": "/etc", "since": "2026-10-11T23:10:00+10:30", "files": [
        {"path": "/etc/dnsmasq.conf", "mtime": "2026-10-16T20:31:12+10:30", "size_bytes": 1_842},
        {"path": "/etc/wireguard/wg1.conf", "mtime": "2026-10-15T21:10:45+10:30", "size_bytes": 412},
        {"path": "/etc/pacman.d/mirrorlist", "mtime": "2026-10-14T09:00:03+10:30", "size_bytes": 23_910},
    ]}, WHI, age=40, args={"root": "/etc", "since_minutes": 10080, "limit": 20}),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-10-14T09:12:40+10:30", "upgrade", "linux", "6.11.2.arch1-1", "6.11.3.arch1-1"),
        package_event("2026-10-14T09:12:40+10:30", "upgrade", "openssh", "9.8p1-4", "9.9p1-1"),
        package_event("2026-10-14T09:12:41+10:30", "upgrade", "dnsmasq", "2.89-2", "2.90-1"),
    ]}, WHI, age=60, args={"since_days": 7}),
    item("e9", "linux_system_info",
         system_info(3.1, [0.08, 0.12, 0.10], 626_857, "2026-10-11T17:01:58+10:30", WHI_MEM, 6_912_450_560,
                     0, 0), WHI, age=25),
]

whist_answers = [
    {"q": "Is WireGuard working on the router?", "ev": ["e2", "e3", "e6"],
     "a": "Certainly! Let's take a look at the WireGuard services, interfaces and recent log messages.\n\n"
          "It appears that [[s:wg-quick@wg0.service is active]], which is what you want for "
          "a oneshot unit like wg-quick. [[s:The wg0 interface "
          "has the address 10.8.0.1/24]] and [[s:UDP port 51820 is listening]], so the tunnel endpoint is reachable. "
          "[[u:Three peers are currently connected]].\n\n"
          "However, [[s:wg-quick@wg1.service has failed]]. [[u:wg1 fails because its private key is missing]] from "
          "the configuration. In the journal, [[s:a handshake with peer 3 (203.0.113.88) did not complete at "
          "22:52]], [[c:after 10 seconds]], and the kernel retried it.\n\n"
          "In summary, [[s:wg0 is up]] and [[c:both WireGuard interfaces are running]]. You can check "
          "the peers with `sudo wg show wg0`. If you have any further questions, feel free to ask!"},

    {"q": "Are my firewall rules secure? Can someone SSH in from the internet?", "ev": ["e4", "e6"],
     "a": "Certainly! Let's take a look at /etc/nftables.conf and the recent firewall log entries.\n\n"
          "It appears that [[s:the input chain has a default policy of drop]], and that [[s:SSH is only accepted "
          "from the LAN and from wg0]]. [[c:From the WAN, nothing except WireGuard on UDP 51820 is accepted, not even ping]]. The log shows this working as intended: "
          "[[s:two connection attempts from the WAN were dropped in the last hour]], [[s:one to port 22 from "
          "45.142.193.10]] and [[c:one to port 3306 from 194.180.49.12]].\n\n"
          "For outbound traffic, [[s:NAT masquerades everything leaving enp1s0]], and [[c:VPN clients can reach the "
          "internet through the router]] as well as the LAN.\n\n"
          "In summary, [[s:SSH is not reachable from the internet]], and [[c:the forward chain policy is accept]], "
          "so the setup looks solid. You can list the loaded ruleset with `sudo nft list ruleset`. Let me know if "
          "you would like help tightening anything!"},

    {"q": "How much bandwidth is going through the router right now?", "ev": ["e5", "e9"],
     "a": "Certainly! Let's take a look at the traffic counters and the system load.\n\n"
          "It appears that [[t:the WAN interface enp1s0 is receiving about 2.6 MB/s]], which is [[t:roughly 21 "
          "Mbit/s]], and [[t:sending about 0.4 MB/s]]. [[t:The LAN side, enp2s0, mirrors this, transmitting about "
          "2.4 MiB/s]] towards your devices. [[t:WireGuard traffic on wg0 is negligible]].\n\n"
          "The router itself is barely working: [[s:CPU usage is only 3.1%]], and [[s:about 1 GiB of RAM is in use]].\n\n"
          "In summary, [[t:you are pulling around 21 Mbit/s from the internet]], and [[c:the router has been up "
          "for about 17 days]]. If you want a live view, `bmon` or `iftop -i enp1s0` works well. I hope this "
          "helps!"},

    {"q": "Is dnsmasq handing out addresses? Any DNS problems?", "ev": ["e2", "e3", "e6"],
     "a": "Certainly! Let's take a look at dnsmasq.\n\n"
          "It appears that [[s:dnsmasq.service is active and running with PID 611]], and that it was "
          "[[s:restarted on October 16 at 20:33]]. DHCP is working: [[s:it handed out 192.168.0.57 to a Pixel-8 at "
          "22:18]] and [[s:192.168.0.23 to ash-laptop at 23:04]], so [[c:three leases were given out in the last "
          "hour]].\n\n"
          "There is one warning, though: [[s:at 22:58 dnsmasq hit its maximum of 150 concurrent DNS queries]], "
          "[[u:which usually means the upstream resolver is responding slowly]]. [[s:It listens for DNS on 192.168.0.1 and 10.8.0.1]], but [[c:it does not listen on localhost]], so the "
          "router itself cannot use it as a resolver.\n\n"
          "In summary, DHCP is fine and [[c:dnsmasq has been running since October 11]]. You can raise the query "
          "limit with `dns-forward-max=300` in /etc/dnsmasq.conf. Feel free to ask if you need anything else!"},

    {"q": "What changed on the router this week?", "ev": ["e1", "e7", "e8"],
     "a": "Certainly! Let's take a look at the files changed under /etc and the pacman history.\n\n"
          "It appears that [[s:three files under /etc were changed in the last seven days]]: [[s:/etc/dnsmasq.conf "
          "on October 16 at 20:31]], [[s:/etc/wireguard/wg1.conf on October 15]], and [[s:the pacman mirrorlist on "
          "October 14]]. [[c:/etc/nftables.conf was also modified]] during this period. [[u:The change to wg1.conf "
          "is what broke the wg1 tunnel]].\n\n"
          "On the package side, [[s:pacman upgraded linux to 6.11.3, openssh to 9.9p1 and dnsmasq to 2.90 on "
          "October 14]]. [[s:The running kernel is still 6.11.2-arch1-1]], so a reboot is needed to use the new "
          "kernel. For reference, [[t:wireguard-tools 1.0.20210914-2 is installed]] and [[t:nftables is at version "
          "1:1.1.1-1]].\n\n"
          "In summary, [[c:four files changed]] along with the package upgrades. If you have any further "
          "questions, feel free to ask!"},

    {"q": "How long has the router been up, and what is it running on?", "ev": ["e1", "e9"],
     "a": "Certainly! Let's take a look at the system information for whist.\n\n"
          "It appears that whist is running [[s:Arch Linux]] on [[s:an Intel N100 with 4 cores]] and [[s:8 GB of "
          "RAM]]. It was [[s:booted on October 11 at 17:01]] local time ([[c:07:31 UTC]]), so it has been [[s:up "
          "for about 7 days]]. [[t:The installed kernel package is 6.11.3]], [[c:and the root disk is about 256 "
          "GB]]. [[s:The WAN interface enp1s0 has the address 198.51.100.203]]. [[s:The only regular user is ash]].\n\n"
          "In summary, the router is healthy, and [[c:ash uses bash as the login shell]]. "
          "Let me know if you need more details!"},

    {"q": "Is anyone logged in to the router remotely?", "ev": ["e2"],
     "a": "Certainly! Let's take a look at the active connections (e2).\n\n"
          "It appears that [[s:there are two SSH sessions]] (e2): [[s:one from 192.168.0.23 on the LAN]] and "
          "[[s:one from 10.8.0.3 over WireGuard]]. [[u:192.168.0.23 is ash-laptop]] (e2). [[c:The session from "
          "10.8.0.3 belongs to sshd PID 20471]]. [[s:sshd only listens on 192.168.0.1 and 10.8.0.1]] (e2), so it "
          "is not exposed on the WAN address.\n\n"
          "In summary, [[s:no one is connected from the internet]]. If you don't recognise a session, `who` and "
          "`sudo ss -tnp state established '( sport = :22 )'` will show more detail. If you have any further "
          "questions, feel free to ask!"},
]


MACHINES = [
    {"name": "cribbage", "clock": CRI, "evidence": cribbage_evidence, "answers": cribbage_answers},
    {"name": "canasta", "clock": CAN, "evidence": canasta_evidence, "answers": canasta_answers},
    {"name": "euchre", "clock": EUC, "evidence": euchre_evidence, "answers": euchre_answers},
    {"name": "rummy", "clock": RUM, "evidence": rummy_evidence, "answers": rummy_answers},
    {"name": "whist", "clock": WHI, "evidence": whist_evidence, "answers": whist_answers},
]
