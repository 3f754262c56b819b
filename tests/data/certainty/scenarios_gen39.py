"""39th generation (written blind by a helper who saw neither the wrapper nor its errors).

Five machines named after great rivers, each with evidence in the tool shapes of
shared/specs/evidence-bundle.md §3-4 and answers written the way small local models answer.

danube — a Linux Mint 22.1 laptop in Vienna (+01:00) used by katarina. Its steady state is 40 minutes old and
lists `packages` in stale_sources (the package history shows firefox, bluez and a new kernel since). Fresh system
info, a complete service listing (fwupd-refresh failed), network info with wifi up and ethernet down, bluetooth
and NetworkManager journals (two a2dp-sink failures, a 31-second wifi drop), a week of package history and a disk
reading; the process list is seven minutes old (stale).

mekong — an AlmaLinux 9.5 PostgreSQL 16 primary in Ho Chi Minh City (+07:00) streaming to one standby. Steady
state, system info under load, a cut service listing (pgbouncer failed), postgres journal (a walsender timeout,
archive failures), sockets and client connections, an excerpt of postgresql.conf, a month of rpm history (a
minor upgrade and a kernel not yet booted) and disks; a second system_info reading is twenty minutes old.

zambezi — a Raspberry Pi 4 (8 GB) with Raspberry Pi OS bookworm in Lusaka (+02:00) running home automation:
mosquitto as a systemd service that failed and restarted last night, and five containers (home-assistant,
zigbee2mqtt, esphome, an exited node-red, a restarting watchtower). Its system info is ten minutes old (stale);
the mosquitto config file, journal, sockets, disk and a CPU-sorted process list are fresh.

orinoco — an Ubuntu 22.04 kubeadm worker in Caracas (-04:00) in a four-node cluster (one node NotReady).
Pods across namespaces (CrashLoopBackOff, ImagePullBackOff, OOMKilled, Pending), deployments, the kubelet unit
and journal, system info and disks (containerd's filesystem at 86%). The pod listing of the `payments`
namespace is complete; the all-namespaces listing is cut at 12 items.

volga — an Ubuntu 24.04 GitLab runner / build box in Samara (+04:00) with docker: gitlab-runner upgraded and
restarted this morning, runner job containers with short uptimes, a registry mirror and buildkit, the runner's
journal (one job killed with exit code 137), memory-sorted processes, sockets, disks, two weeks of package
history and the users and groups (docker and sudo membership).
"""

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------- danube
DANUBE = Clock("2026-02-14T19:42:00+01:00")
_dm = 16_466_399_232

danube_ev = [
    steady("d1", DANUBE, age=2400, hostname="danube", os_name="Linux Mint", os_version="22.1", os_codename="xia",
           kernel="6.8.0-51-generic", cpu_model="12th Gen Intel(R) Core(TM) i7-1255U", cpu_cores=10, cpu_threads=12,
           memory_total_bytes=_dm,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_468_108_288},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=[
               {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
               {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:21:9b", "addresses": ["192.168.0.23/24"], "is_up": True},
               {"name": "enp0s31f6", "mac": "8c:8c:aa:10:42:e1", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"firefox": "134.0.2+linuxmint1+xia", "bluez": "5.72-0ubuntu5", "blueman": "2.4.3-1",
                               "network-manager": "1.46.0-1ubuntu2.2", "cinnamon": "6.4.8+xia",
                               "cups": "2.4.7-1.2ubuntu7.3", "hplip": "3.23.12+dfsg0-0ubuntu5",
                               "linux-image-6.8.0-51-generic": "6.8.0-51.52", "tlp": "1.6.1-1ubuntu1",
                               "spotify-client": "1:1.2.52.442.g01893f48"},
           available_services=["bluetooth.service", "NetworkManager.service", "wpa_supplicant.service",
                               "cups.service", "tlp.service", "ufw.service", "openvpn.service",
                               "fwupd-refresh.service"],
           users=[{"name": "katarina", "uid": 1000, "gid": 1000, "home": "/home/katarina", "shell": "/bin/bash"},
                  {"name": "tomas", "uid": 1001, "gid": 1001, "home": "/home/tomas", "shell": "/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["katarina"]},
                   {"name": "lpadmin", "gid": 120, "members": ["katarina", "tomas"]},
                   {"name": "sambashare", "gid": 135, "members": ["katarina"]}],
           stale_sources=["packages"]),
    item("d2", "linux_system_info", system_info(7.8, [0.62, 0.48, 0.51], 183_720, "2026-02-12T16:40:00+01:00",
                                                _dm, 9_126_805_504, 2 * GiB, 384 * MiB), DANUBE, age=25),
    item("d3", "linux_service_status", {"units": [
        unit("fwupd-refresh.service", "failed", "failed", "static", None, None, "Refresh fwupd metadata and update motd"),
        unit("bluetooth.service", "active", "running", "enabled", 1012, "2026-02-12T16:40:11+01:00", "Bluetooth service"),
        unit("cups.service", "active", "running", "enabled", 1150, "2026-02-12T16:40:13+01:00", "CUPS Scheduler"),
        unit("NetworkManager.service", "active", "running", "enabled", 1020, "2026-02-12T16:40:12+01:00", "Network Manager"),
        unit("openvpn.service", "inactive", "dead", "disabled", None, None, "OpenVPN service"),
        unit("tlp.service", "active", "exited", "enabled", None, "2026-02-12T16:40:10+01:00", "TLP system startup/shutdown"),
        unit("ufw.service", "active", "exited", "enabled", None, "2026-02-12T16:40:09+01:00", "Uncomplicated firewall"),
        unit("wpa_supplicant.service", "active", "running", "enabled", 1105, "2026-02-12T16:40:12+01:00", "WPA supplicant"),
    ], "total": 8}, DANUBE, age=30),
    item("d4", "linux_network_info", {
        "interfaces": [
            {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
            {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:21:9b", "addresses": ["192.168.0.23/24"], "is_up": True},
            {"name": "enp0s31f6", "mac": "8c:8c:aa:10:42:e1", "addresses": [], "is_up": False}],
        "listening": [listener(53, "127.0.0.53", 612, "systemd-resolve"),
                      listener(53, "127.0.0.53", 612, "systemd-resolve", proto="udp"),
                      listener(631, "127.0.0.1", 1150, "cupsd"),
                      listener(5353, "0.0.0.0", 640, "avahi-daemon", proto="udp"),
                      listener(57621, "0.0.0.0", 5533, "spotify")],
        "connections": [connection("192.168.0.23:51822", "140.82.113.21:443", 3310, "firefox"),
                        connection("192.168.0.23:40110", "142.250.185.110:443", 3310, "firefox"),
                        connection("192.168.0.23:48020", "35.186.224.24:443", 5533, "spotify"),
                        connection("192.168.0.23:39914", "212.227.17.170:993", 4102, "thunderbird")]},
        DANUBE, age=40),
    item("d5", "linux_recent_logs", {"source": "journal", "unit": "bluetooth.service", "entries": [
        log_entry("2026-02-14T18:51:07+01:00", "bluetooth.service", "info",
                  "Endpoint registered: sender=:1.88 path=/MediaEndpoint/A2DPSink/sbc"),
        log_entry("2026-02-14T18:55:41+01:00", "bluetooth.service", "err",
                  "src/service.c:btd_service_connect() a2dp-sink profile connect failed for 38:18:4C:AA:19:02: Protocol not available"),
        log_entry("2026-02-14T19:21:14+01:00", "bluetooth.service", "err",
                  "src/service.c:btd_service_connect() a2dp-sink profile connect failed for 38:18:4C:AA:19:02: Protocol not available"),
        log_entry("2026-02-14T19:36:02+01:00", "bluetooth.service", "warning",
                  "profiles/audio/avdtp.c:avdtp_connect_cb() connect to 38:18:4C:AA:19:02: Connection refused (111)"),
    ]}, DANUBE, age=50, args={"unit": "bluetooth.service", "since_minutes": 240}),
    item("d6", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        log_entry("2026-02-14T19:03:11+01:00", "NetworkManager.service", "warning",
                  "device (wlp0s20f3): link lost; activation of 'Hrabal-5G' failed (reason 'supplicant-timeout')"),
        log_entry("2026-02-14T19:03:38+01:00", "NetworkManager.service", "info",
                  "device (wlp0s20f3): Activation: starting connection 'Hrabal-5G'"),
        log_entry("2026-02-14T19:03:42+01:00", "NetworkManager.service", "info",
                  "dhcp4 (wlp0s20f3): state changed new lease, address=192.168.0.23"),
        log_entry("2026-02-14T19:03:43+01:00", "NetworkManager.service", "info",
                  "device (wlp0s20f3): Activation: successful, device activated, connected to 'Hrabal-5G'"),
    ]}, DANUBE, age=45, args={"unit": "NetworkManager.service", "since_minutes": 120}),
    item("d7", "linux_package_history", {"events": [
        package_event("2026-02-11T20:14:05+01:00", "upgrade", "firefox", "134.0.2+linuxmint1+xia", "135.0+linuxmint1+xia"),
        package_event("2026-02-13T09:02:17+01:00", "upgrade", "bluez", "5.72-0ubuntu5", "5.72-0ubuntu5.1"),
        package_event("2026-02-13T09:02:19+01:00", "upgrade", "libbluetooth3", "5.72-0ubuntu5", "5.72-0ubuntu5.1"),
        package_event("2026-02-13T09:02:31+01:00", "install", "linux-image-6.8.0-52-generic", None, "6.8.0-52.53"),
        package_event("2026-02-13T09:02:36+01:00", "install", "linux-modules-6.8.0-52-generic", None, "6.8.0-52.53"),
        package_event("2026-02-13T09:02:40+01:00", "remove", "hplip", "3.23.12+dfsg0-0ubuntu5", None),
    ]}, DANUBE, age=70, args={"since_days": 7}),
    item("d8", "linux_processes", processes(287, _dm, [
        (3310, "firefox", "katarina", 4.2, int(1.86 * GiB), "2026-02-14T08:12:40+01:00", "/usr/lib/firefox/firefox"),
        (3512, "Isolated Web Co", "katarina", 2.1, 812 * MiB, "2026-02-14T08:13:02+01:00",
         "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
        (5533, "spotify", "katarina", 1.3, 530 * MiB, "2026-02-14T18:40:55+01:00", "/usr/share/spotify/spotify"),
        (2488, "cinnamon", "katarina", 2.9, 420 * MiB, "2026-02-12T16:41:30+01:00", "cinnamon --replace"),
        (4102, "thunderbird", "katarina", 0.4, 395 * MiB, "2026-02-14T08:20:11+01:00", "/usr/lib/thunderbird/thunderbird"),
        (1390, "Xorg", "root", 1.6, 160 * MiB, "2026-02-12T16:40:20+01:00", "/usr/lib/xorg/Xorg -core :0"),
    ]), DANUBE, age=420, args={"sort": "memory", "limit": 6}, complete=False),
    item("d9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502_468_108_288, 341_449_900_032),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_805_952, 6_397_952)]}, DANUBE, age=35),
]

danube_answers = [
    {"q": "My Sony headphones keep dropping to the crappy call-quality mode. What's going on with bluetooth?",
     "ev": ["d1", "d3", "d5", "d7"],
     "a": "Hi! I looked at the Bluetooth side of things.\n\n"
          "**Service:** [[s:`bluetooth.service` is active and running]] and "
          "[[s:it has been up since Feb 12 at 16:40]] — [[c:it was restarted after yesterday's update]].\n\n"
          "**What the journal shows:**\n"
          "- [[s:The A2DP sink profile failed to connect to 38:18:4C:AA:19:02 with \"Protocol not available\"]] — "
          "[[c:that happened three times this evening]] ([[s:at 18:55]] and [[s:again at 19:21]]).\n"
          "- [[u:The headset falls back to HFP/HSP when A2DP fails, which is why the audio sounds like a phone call]].\n\n"
          "**Packages:** [[s:bluez was upgraded yesterday morning from 5.72-0ubuntu5 to 5.72-0ubuntu5.1]]. [[t:Blueman is at 2.4.3-1]]. [[u:The regression is most likely in the new bluez build]], so a restart "
          "of the daemon may help:\n\n"
          "```\nsudo systemctl restart bluetooth\n```\n\nWant me to check PipeWire's logs too?"},
    {"q": "My wifi cut out for a bit around 7pm. Did something happen? Also, is the ethernet port being used?",
     "ev": ["d4", "d6", "d1"],
     "a": "Yes — [[c:NetworkManager logged that `wlp0s20f3` lost its link at 19:13]] and "
          "[[s:the activation of 'Hrabal-5G' failed with reason 'supplicant-timeout']]. "
          "[[c:It took about two minutes to come back]]: [[s:a new DHCP lease for 192.168.0.23 arrived at 19:03:42]]. "
          "[[u:The drop was caused by your router switching channels]], I'd guess, but the log doesn't say.\n\n"
          "As for ethernet: [[s:`enp0s31f6` is down]] and [[s:has no address]], [[c:Your gateway is 192.168.0.254]], and [[s:DNS goes through the local stub at "
          "127.0.0.53]]."},
    {"q": "How much RAM, swap and disk do I have left?",
     "ev": ["d2", "d9", "d8", "d1"],
     "a": "Here's the breakdown:\n\n"
          "| Resource | Total | Used | Free/available |\n|---|---|---|---|\n"
          "| RAM | [[s:16 GB]] | [[s:6.8 GiB (44.6%)]] | [[s:8.5 GiB]] |\n"
          "| Swap | [[s:2 GiB]] | [[c:384 MB (about 9%)]] | [[s:~1.6 GiB]] |\n"
          "| `/` (ext4) | [[c:502 GiB]] | [[s:318 GiB]] | [[s:~150 GiB (32%)]] |\n\n"
          "[[t:Firefox is the biggest user of memory at roughly 1.9 GiB]], [[t:followed by Spotify at 530 MiB]]; [[t:nothing else uses more than 150 MiB]]. "
          "[[u:You have plenty of headroom, so swap use is probably just old pages from yesterday]]."},
    {"q": "What got updated this week? Do I need to reboot?",
     "ev": ["d7", "d1", "d2"],
     "a": "### Package changes (last 7 days)\n\n"
          "1. [[s:**Feb 11, 20:14** — firefox upgraded 134.0.2 → 135.0]]\n"
          "2. [[c:**Feb 12, 09:02** — bluez and libbluetooth3 → 5.72-0ubuntu5.1]]\n"
          "3. [[s:**Feb 13** — new kernel `linux-image-6.8.0-52-generic` installed]]\n"
          "4. [[c:**Feb 13** — hplip upgraded]]\n\n"
          "[[s:That's six package events in total]]. [[c:Nothing was removed]].\n\n"
          "**Reboot?** Yes: [[s:you're still running 6.8.0-51-generic]] — [[s:the machine has been up for a bit over "
          "two days]], [[s:since before the 6.8.0-52 kernel was installed]]. [[t:The package list still shows "
          "Firefox 134.0.2]], [[u:which suggests the snapshot was taken before the upgrade]]."},
    {"q": "Are any services broken?",
     "ev": ["d3"],
     "a": "Only one: [[s:`fwupd-refresh.service` is in the **failed** state]]. [[u:It failed because the LVFS "
          "metadata server couldn't be reached]] — that unit just refreshes firmware metadata, so [[u:it's harmless]].\n\n"
          "Everything else looks fine:\n"
          "- ✅ [[s:bluetooth, NetworkManager, wpa_supplicant and cups are running]]\n"
          "- ✅ [[s:tlp and ufw are active (exited)]], [[u:which is normal for one-shot units]]\n"
          "- ❌ [[c:openvpn is enabled]] [[s:but not running]]\n\n"
          "[[c:In total 9 services are loaded]]. You can retry the refresh with `sudo systemctl start fwupd-refresh`."},
    {"q": "who has admin rights on this laptop? tomas says he can't print-admin",
     "ev": ["d1"],
     "a": "There are two regular accounts: [[s:katarina (UID 1000)]] and [[s:tomas (UID 1001)]]. "
          "[[s:Only katarina is in the `sudo` group]], so [[s:she's the only one who can use sudo]]. "
          "[[c:tomas isn't in `lpadmin` either]], [[u:which is why the printer settings reject him]] — "
          "[[s:katarina is in lpadmin]] [[c:but not in sambashare]]. [[s:tomas uses zsh as his shell]] "
          "while [[c:katarina uses fish]]."},
    {"q": "Which programs are listening for connections, and who am I talking to right now?",
     "ev": ["d4"],
     "a": "**Listening sockets**\n\n"
          "- [[s:`systemd-resolve` on 127.0.0.53:53]]\n"
          "- [[c:`cupsd` on 0.0.0.0:631]]\n"
          ""
          "- [[s:`spotify` on port 57621]], [[c:bound to localhost only]]\n\n"
          "[[s:Nothing listens on SSH (22)]]. \n\n**Open connections:** [[c:Firefox has three]] "
          "([[s:to 140.82.113.21]] and [[s:142.250.185.110, both on 443]]), [[s:Spotify has one to 35.186.224.24]], "
          "and [[c:Thunderbird is connected to 212.227.17.170 on port 143 (plain IMAP)]]. [[u:All of them are "
          "encrypted]]."},
]

# ---------------------------------------------------------------------------------------------- mekong
MEKONG = Clock("2026-03-03T02:17:00+07:00")
_mm = 65_651_802_112

mekong_ev = [
    steady("m1", MEKONG, age=1800, hostname="mekong", domain="db.internal", os_name="AlmaLinux", os_version="9.5",
           os_codename="Teal Serval", kernel="5.14.0-503.22.1.el9_5.x86_64",
           cpu_model="AMD EPYC 7443P 24-Core Processor", cpu_cores=8, cpu_threads=16, memory_total_bytes=_mm,
           disks=[{"device": "/dev/mapper/almalinux-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 80_452_534_272},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": 1_099_511_627_776}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:9a:3c:11", "addresses": ["10.40.2.11/24"], "is_up": True}],
           dns_servers=["10.40.0.2", "10.40.0.3"], default_gateway="10.40.2.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                               "postgresql16-libs": "16.6-1PGDG.rhel9", "pgbackrest": "2.54.1-1PGDG.rhel9",
                               "pgbouncer": "1.23.1-1PGDG.rhel9", "kernel": "5.14.0-503.26.1.el9_5",
                               "openssl": "1:3.2.2-6.el9_5.1", "firewalld": "1.3.4-7.el9", "chrony": "4.5-3.el9",
                               "node_exporter": "1.8.2-1.el9"},
           available_services=["postgresql-16.service", "pgbouncer.service", "sshd.service", "firewalld.service",
                               "chronyd.service", "crond.service", "node_exporter.service"],
           users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "linh", "uid": 1001, "gid": 1001, "home": "/home/linh", "shell": "/bin/bash"},
                  {"name": "quang", "uid": 1002, "gid": 1002, "home": "/home/quang", "shell": "/bin/bash"},
                  {"name": "pgbouncer", "uid": 985, "gid": 985, "home": "/var/lib/pgbouncer", "shell": "/sbin/nologin"},
                  {"name": "node_exporter", "uid": 984, "gid": 984, "home": "/var/lib/node_exporter",
                   "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["linh"]},
                   {"name": "dba", "gid": 1500, "members": ["linh", "quang"]},
                   {"name": "postgres", "gid": 26, "members": []}]),
    item("m2", "linux_system_info", system_info(31.4, [5.12, 4.87, 3.90], 3_564_000, "2026-01-20T20:17:00+07:00",
                                                _mm, 22_870_700_851, 4 * GiB, 1_181_116_006), MEKONG, age=20),
    item("m2b", "linux_system_info", system_info(12.0, [1.40, 1.95, 2.31], 3_562_800, "2026-01-20T20:17:00+07:00",
                                                 _mm, 32 * GiB, 4 * GiB, 1_181_116_006), MEKONG, age=1200),
    item("m3", "linux_service_status", {"units": [
        unit("pgbouncer.service", "failed", "failed", "enabled", None, None, "A lightweight connection pooler for PostgreSQL"),
        unit("chronyd.service", "active", "running", "enabled", 912, "2026-01-20T20:17:31+07:00", "NTP client/server"),
        unit("crond.service", "active", "running", "enabled", 1004, "2026-01-20T20:17:33+07:00", "Command Scheduler"),
        unit("firewalld.service", "active", "running", "enabled", 870, "2026-01-20T20:17:29+07:00", "firewalld - dynamic firewall daemon"),
        unit("node_exporter.service", "active", "running", "enabled", 988, "2026-01-20T20:17:35+07:00", "Prometheus node exporter"),
        unit("postgresql-16.service", "active", "running", "enabled", 1842, "2026-02-28T23:50:12+07:00",
             "PostgreSQL 16 database server"),
    ], "total": 41}, MEKONG, age=30, args={"limit": 6}, complete=False),
    item("m4", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-03-02T23:05:00+07:00", "postgresql-16.service", "info",
                  "LOG:  checkpoint complete: wrote 48213 buffers (18.4%); 0 WAL file(s) added, 0 removed, 31 recycled"),
        log_entry("2026-03-03T01:12:40+07:00", "postgresql-16.service", "info",
                  "LOG:  terminating walsender process due to replication timeout"),
        log_entry("2026-03-03T01:13:05+07:00", "postgresql-16.service", "info",
                  "LOG:  replication connection authorized: user=replicator application_name=mekong_standby host=10.40.2.12"),
        log_entry("2026-03-03T01:40:22+07:00", "postgresql-16.service", "warning",
                  "WARNING:  archive command failed with exit code 1; The failed archive command was: "
                  "pgbackrest --stanza=main archive-push pg_wal/0000000100000A3C000000F1"),
        log_entry("2026-03-03T01:40:52+07:00", "postgresql-16.service", "warning",
                  "WARNING:  archiving write-ahead log file \"0000000100000A3C000000F1\" failed too many times, will try again later"),
        log_entry("2026-03-03T02:05:00+07:00", "postgresql-16.service", "info", "LOG:  checkpoint starting: time"),
    ]}, MEKONG, age=40, args={"unit": "postgresql-16.service", "since_minutes": 360}),
    item("m5", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:9a:3c:11", "addresses": ["10.40.2.11/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 1842, "postgres"), listener(5432, "::", 1842, "postgres"),
                      listener(22, "0.0.0.0", 1101, "sshd"), listener(9100, "::", 988, "node_exporter")],
        "connections": [connection("10.40.2.11:5432", "10.40.2.12:48812", 20411, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.21:51220", 20977, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.21:51222", 20978, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.21:51240", 21003, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.22:60110", 21010, "postgres"),
                        connection("10.40.2.11:5432", "10.40.3.22:60112", 21011, "postgres"),
                        connection("10.40.2.11:22", "10.40.5.8:51514", 22890, "sshd")]},
        MEKONG, age=35),
    item("m6", "linux_file_read", {"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 60, "limit": 12,
                                   "total_lines": 842, "lines": [
        "max_connections = 300", "shared_buffers = 16GB", "effective_cache_size = 44GB", "work_mem = 32MB",
        "wal_level = replica", "max_wal_senders = 10", "wal_keep_size = 2GB", "synchronous_commit = on",
        "synchronous_standby_names = ''", "archive_mode = on",
        "archive_command = 'pgbackrest --stanza=main archive-push %p'", "hot_standby = on"]},
        MEKONG, age=60, args={"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 60, "limit": 12}),
    item("m7", "linux_package_history", {"events": [
        package_event("2026-02-10T10:22:14+07:00", "upgrade", "openssl", "1:3.2.2-6.el9_5", "1:3.2.2-6.el9_5.1"),
        package_event("2026-02-28T23:40:02+07:00", "install", "kernel", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-02-28T23:41:10+07:00", "upgrade", "postgresql16-server", "16.4-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2026-02-28T23:41:11+07:00", "upgrade", "postgresql16", "16.4-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2026-02-28T23:41:12+07:00", "upgrade", "postgresql16-libs", "16.4-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2026-02-28T23:41:30+07:00", "upgrade", "pgbackrest", "2.53.1-1PGDG.rhel9", "2.54.1-1PGDG.rhel9"),
    ]}, MEKONG, age=70, args={"since_days": 30}),
    item("m8", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/almalinux-root", "/", "xfs", 80_452_534_272, 22 * GiB),
        fs("/dev/sda1", "/boot", "xfs", 1 * GiB, 420 * MiB),
        fs("/dev/sdb1", "/var/lib/pgsql", "xfs", 1_099_511_627_776, 871_878_459_392)]}, MEKONG, age=25),
]

mekong_answers = [
    {"q": "Is replication to the standby healthy? I got paged about WAL archiving.",
     "ev": ["m1", "m4", "m5", "m6"],
     "a": "Short version: [[s:replication is connected again]], but [[s:archiving is failing]].\n\n"
          "**Replication**\n"
          "- [[s:At 01:12 the primary terminated the walsender because of a replication timeout]]; "
          "[[s:the standby (`mekong_standby`, 10.40.2.12) reconnected as `replicator` at 01:13:05]], "
          "[[c:about five minutes later]].\n"
          "- [[s:There's an established connection from 10.40.2.12 to port 5432 right now]].\n"
          "- [[s:Replication is asynchronous — `synchronous_standby_names` is empty]], "
          "[[c:and `synchronous_commit` is off]].\n"
          "- [[u:The timeout was caused by a network blip between the two hosts]].\n\n"
          "**Archiving**\n"
          "- [[s:The archive command (`pgbackrest --stanza=main archive-push`) failed with exit code 1 at 01:40]], and [[s:Postgres gave up on it after repeated failures, "
          "saying it will try again later]].\n"
          "- [[u:pgBackRest's repository is probably full]] — check `/var/log/pgbackrest/main-archive-push-async.log`.\n\n"
          "[[s:`max_wal_senders` is 10]] and [[c:`wal_keep_size` is 1GB]], so [[u:the standby can fall behind by "
          "that much before it needs the archive]]."},
    {"q": "how's memory on the db box? is it swapping?",
     "ev": ["m1", "m2"],
     "a": "The machine has [[s:about 61 GiB of RAM]] ([[c:roughly 58 GB]]). Right now [[s:about 39.8 GiB is in use "
          "(65%)]] and [[c:roughly 25 GiB is available]]. [[s:Swap is 4 GiB]], of which [[s:1.1 GiB is used "
          "(27.5%)]] — [[u:that's left over from the nightly vacuum]], [[u:not active swapping]]. "
          "[[s:Load is high for an 8-core VM: 5.12 / 4.87 / 3.90]], [[s:rising over the last 15 minutes]], and "
          "[[c:CPU is at 13%]]. With [[u:shared_buffers at 16GB]] the numbers look normal for Postgres."},
    {"q": "Same question but from the dashboard snapshot I took earlier — memory and load?",
     "ev": ["m1", "m2b"],
     "a": "From that reading: [[t:about 32 GiB available]], [[t:CPU around 12%]] and [[t:load 1.40 / 1.95 / 2.31]]. "
          "[[t:Swap used was 1.1 GiB of 4 GiB]]. [[s:Total RAM is 61.1 GiB]]. [[u:Memory usage should be stable "
          "through the night]] since the batch jobs finish by midnight."},
    {"q": "Disk space on the data volume — how long until it fills?",
     "ev": ["m8", "m1"],
     "a": "| Mount | Size | Used | Use% |\n|---|---|---|---|\n"
          "| `/var/lib/pgsql` | [[s:1 TiB]] | [[s:812 GiB]] | [[s:79%]] |\n"
          "| `/` | [[s:~75 GiB]] | [[c:32 GiB]] | [[s:29%]] |\n"
          "\n"
          "[[s:That leaves about 212 GiB free on the data volume]] ([[c:roughly 212 GB]]). "
          "[[u:At the current growth of ~4 GiB/day it would fill in about 50 days]], but I can't see a growth "
          "rate in the evidence, so treat that as a guess. [[c:The data volume is ext4]] on /dev/sdb1."},
    {"q": "What was updated recently, and did postgres get restarted after the upgrade?",
     "ev": ["m7", "m3", "m1", "m2"],
     "a": "Recent rpm transactions:\n\n"
          "- [[c:Feb 16: openssl 1:3.2.2-6.el9_5 → 1:3.2.2-6.el9_5.1]]\n"
          "- [[s:Feb 28 around 23:41: postgresql16, -server and -libs 16.4 → 16.6]]\n"
          "- [[c:Feb 28: pgbackrest 2.54.1 → 2.55.0]]\n"
          "- [[s:Feb 28 23:40: kernel 5.14.0-503.26.1.el9_5 installed]]\n\n"
          "[[s:PostgreSQL was restarted at 23:50:12 that night]], [[s:about nine minutes after the package upgrade]], "
          "so [[s:it is running the 16.6 binaries]]. [[c:The new kernel is already active]] — "
          "[[s:the box has been up for 41 days]]. [[c:That was a major-version upgrade]], "
          "[[u:so you should run `REINDEX` on text indexes]]."},
    {"q": "anything failed on mekong?",
     "ev": ["m3", "m4"],
     "a": "Yes — [[s:**pgbouncer.service** is failed]]. [[u:It most likely failed because its auth_file was "
          "overwritten during the Postgres upgrade]]. [[s:PostgreSQL itself is active (running)]], and so are "
          "[[s:chronyd]], [[s:crond]], [[s:firewalld]] and [[s:node_exporter]]. [[u:No other unit has failed]] "
          "— [[s:the listing I got has 6 of the 41 units]], though. [[c:There are no warnings in the Postgres "
          "log]] except checkpoints."},
    {"q": "Who can log into this server and who has sudo?",
     "ev": ["m1"],
     "a": "Accounts with a login shell:\n\n"
          "| User | UID | wheel (sudo) | dba |\n|---|---|---|---|\n"
          "| linh | [[s:1001]] | [[s:✅]] | [[s:✅]] |\n"
          "| quang | [[c:1003]] | [[c:✅]] | [[s:✅]] |\n\n"
          "[[s:pgbouncer and node_exporter are service accounts with /sbin/nologin]]. "
          "[[s:So linh is the only sudoer]]; [[c:the `dba` group has three members]]."},
    {"q": "Which clients are connected to postgres right now?",
     "ev": ["m5"],
     "a": "[[s:Postgres listens on 5432 on all IPv4 and IPv6 addresses]]. [[c:There are 7 connections to it]]:\n\n"
          "1. [[s:10.40.2.12 — the standby's walsender]]\n"
          "2. [[s:10.40.3.21 — three connections]]\n"
          "3. [[c:10.40.3.22 — three connections]]\n\n"
          "[[s:There's also one SSH session from 10.40.5.8]]. [[c:node_exporter is listening on 9090]]. "
          "[[u:The app servers are probably using pgbouncer's pool]] — [[c:though pgbouncer is listening on "
          "6432]]."},
]

# ---------------------------------------------------------------------------------------------- zambezi
ZAMBEZI = Clock("2026-05-09T07:58:00+02:00")
_zm = 8_189_669_376

zambezi_ev = [
    steady("z1", ZAMBEZI, age=3000, hostname="zambezi", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.6.74+rpt-rpi-v8", arch="aarch64", cpu_model="Cortex-A72",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=_zm,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 234_365_566_976},
                  {"device": "/dev/sda1", "mountpoint": "/boot/firmware", "fstype": "vfat", "total_bytes": 535_805_952}],
           network_interfaces=[
               {"name": "eth0", "mac": "dc:a6:32:8e:41:07", "addresses": ["192.168.1.40/24"], "is_up": True},
               {"name": "wlan0", "mac": "dc:a6:32:8e:41:08", "addresses": [], "is_up": False},
               {"name": "docker0", "mac": "02:42:7d:19:a0:3e", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"mosquitto": "2.0.11-1.2+deb12u1", "mosquitto-clients": "2.0.11-1.2+deb12u1",
                               "docker-ce": "5:28.0.1-1~debian.12~bookworm", "raspi-config": "20250205",
                               "linux-image-rpi-v8": "1:6.6.74-1+rpt1"},
           available_services=["mosquitto.service", "docker.service", "ssh.service", "avahi-daemon.service",
                               "dphys-swapfile.service", "bluetooth.service"],
           users=[{"name": "chipo", "uid": 1000, "gid": 1000, "home": "/home/chipo", "shell": "/bin/bash"},
                  {"name": "mwila", "uid": 1001, "gid": 1001, "home": "/home/mwila", "shell": "/bin/bash"},
                  {"name": "mosquitto", "uid": 104, "gid": 110, "home": "/var/lib/mosquitto",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["chipo"]},
                   {"name": "docker", "gid": 995, "members": ["chipo"]},
                   {"name": "dialout", "gid": 20, "members": ["chipo", "mwila"]},
                   {"name": "gpio", "gid": 993, "members": ["chipo"]}]),
    item("z2", "linux_system_info", system_info(27.0, [1.21, 0.98, 0.87], 263_420, "2026-05-06T06:37:40+02:00",
                                                _zm, 5_261_334_937, 512 * MiB, 96 * MiB), ZAMBEZI, age=610),
    item("z3", "linux_containers", {"runtime": "docker", "containers": [
        box("8f1c2a9e0b11", "homeassistant", "ghcr.io/home-assistant/home-assistant:2025.4.3", "running", "Up 3 days",
            "2026-05-06T06:40:12+02:00"),
        box("3b7d90e4c2a5", "zigbee2mqtt", "koenkk/zigbee2mqtt:2.2.1", "running", "Up 11 hours",
            "2026-04-20T18:02:44+02:00", ["0.0.0.0:8080->8080/tcp"]),
        box("c41e6f7a8d02", "esphome", "ghcr.io/esphome/esphome:2025.4.0", "running", "Up 3 days (unhealthy)",
            "2026-04-20T18:05:10+02:00", ["0.0.0.0:6052->6052/tcp"]),
        box("a90d3e5f1c77", "nodered", "nodered/node-red:4.0.9", "exited", "Exited (137) 2 days ago",
            "2026-03-02T11:30:00+02:00"),
        box("5e2b8c1d4f90", "watchtower", "containrrr/watchtower:1.7.1", "restarting", "Restarting (1) 40 seconds ago",
            "2026-03-02T11:31:20+02:00"),
    ]}, ZAMBEZI, age=30, args={"all": True}),
    item("z4", "linux_service_status", unit("mosquitto.service", "active", "running", "enabled", 28411,
                                            "2026-05-08T21:14:03+02:00", "Mosquitto MQTT Broker"),
         ZAMBEZI, age=25, args={"name": "mosquitto"}),
    item("z5", "linux_recent_logs", {"source": "journal", "unit": "mosquitto.service", "entries": [
        log_entry("2026-05-08T21:13:56+02:00", "mosquitto.service", "notice",
                  "Client zigbee2mqtt_7f3a has exceeded timeout, disconnecting."),
        log_entry("2026-05-08T21:13:57+02:00", "mosquitto.service", "err",
                  "mosquitto.service: Main process exited, code=killed, status=11/SEGV"),
        log_entry("2026-05-08T21:13:57+02:00", "mosquitto.service", "warning",
                  "mosquitto.service: Failed with result 'signal'."),
        log_entry("2026-05-08T21:14:03+02:00", "mosquitto.service", "info",
                  "mosquitto.service: Scheduled restart job, restart counter is at 1."),
        log_entry("2026-05-08T21:14:03+02:00", "mosquitto.service", "info", "Started mosquitto.service - Mosquitto MQTT Broker."),
        log_entry("2026-05-08T21:14:05+02:00", "mosquitto.service", "notice",
                  "New client connected from 172.17.0.3:41882 as zigbee2mqtt_7f3a (p2, c1, k60, u'z2m')."),
        log_entry("2026-05-08T21:14:09+02:00", "mosquitto.service", "notice",
                  "New client connected from 127.0.0.1:50214 as homeassistant (p2, c1, k60, u'hass')."),
        log_entry("2026-05-09T03:14:03+02:00", "mosquitto.service", "info",
                  "Saving in-memory database to /var/lib/mosquitto/mosquitto.db."),
    ]}, ZAMBEZI, age=40, args={"unit": "mosquitto.service", "since_minutes": 720}),
    item("z6", "linux_file_read", {"path": "/etc/mosquitto/conf.d/local.conf", "offset": 0, "limit": 50,
                                   "total_lines": 6, "lines": [
        "listener 1883", "allow_anonymous false", "password_file /etc/mosquitto/passwd", "persistence true",
        "persistence_location /var/lib/mosquitto/", "autosave_interval 21600"]},
        ZAMBEZI, age=45, args={"path": "/etc/mosquitto/conf.d/local.conf"}),
    item("z7", "linux_network_info", {
        "interfaces": [
            {"name": "eth0", "mac": "dc:a6:32:8e:41:07", "addresses": ["192.168.1.40/24"], "is_up": True},
            {"name": "wlan0", "mac": "dc:a6:32:8e:41:08", "addresses": [], "is_up": False},
            {"name": "docker0", "mac": "02:42:7d:19:a0:3e", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(1883, "0.0.0.0", 28411, "mosquitto"), listener(1883, "::", 28411, "mosquitto"),
                      listener(8123, "0.0.0.0", 1876, "python3"), listener(8080, "0.0.0.0", 2210, "docker-proxy"),
                      listener(6052, "0.0.0.0", 2244, "docker-proxy"), listener(22, "0.0.0.0", 702, "sshd"),
                      listener(5353, "0.0.0.0", 411, "avahi-daemon", proto="udp")],
        "connections": [connection("127.0.0.1:1883", "127.0.0.1:50214", 28411, "mosquitto"),
                        connection("172.17.0.1:1883", "172.17.0.3:41882", 28411, "mosquitto"),
                        connection("192.168.1.40:1883", "192.168.1.57:50012", 28411, "mosquitto"),
                        connection("192.168.1.40:1883", "192.168.1.58:49811", 28411, "mosquitto"),
                        connection("192.168.1.40:8123", "192.168.1.21:55102", 1876, "python3")]},
        ZAMBEZI, age=35),
    item("z8", "linux_processes", processes(214, _zm, [
        (1876, "python3", "root", 18.5, 612 * MiB, "2026-05-06T06:40:15+02:00", "python3 -m homeassistant --config /config"),
        (2301, "node", "root", 6.2, 158 * MiB, "2026-05-08T20:58:31+02:00", "node index.js"),
        (2290, "esphome", "root", 3.1, 210 * MiB, "2026-05-06T06:40:20+02:00",
         "/usr/local/bin/python3 /usr/local/bin/esphome dashboard /config"),
        (28411, "mosquitto", "mosquitto", 1.4, 9 * MiB, "2026-05-08T21:14:03+02:00",
         "/usr/sbin/mosquitto -c /etc/mosquitto/mosquitto.conf"),
        (688, "dockerd", "root", 0.9, 78 * MiB, "2026-05-06T06:38:02+02:00", "/usr/bin/dockerd -H fd://"),
        (601, "containerd", "root", 0.5, 41 * MiB, "2026-05-06T06:37:58+02:00", "/usr/bin/containerd"),
    ]), ZAMBEZI, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("z9", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 234_365_566_976, 61 * GiB),
        fs("/dev/sda1", "/boot/firmware", "vfat", 535_805_952, 64 * MiB)]}, ZAMBEZI, age=30),
]

zambezi_answers = [
    {"q": "is home assistant up? give me a table of all my containers",
     "ev": ["z3"],
     "a": "Yes, [[s:Home Assistant is up]]. Here are [[s:all five containers]]:\n\n"
          "| Container | State | Uptime |\n|---|---|---|\n"
          "| homeassistant ([[s:2025.4.3]]) | [[s:✅ running]] | [[s:3 days]] |\n"
          "| zigbee2mqtt ([[c:2.1.3]]) | [[s:✅ running]] | [[c:3 days]] |\n"
          "| esphome | [[c:✅ running, healthy]] | [[s:3 days]] |\n"
          "| nodered | [[s:❌ exited (137)]] | [[c:—stopped 2 hours ago]] |\n"
          "| watchtower | [[s:🔁 restarting]] | — |\n\n"
          "[[u:Exit code 137 means Node-RED was killed by the OOM killer]]. [[s:Home Assistant has no published "
          "ports]] ([[u:it uses host networking]]). "
          "[[c:Four of them are running]]."},
    {"q": "Did mosquitto crash last night? My lights stopped responding for a bit",
     "ev": ["z4", "z5"],
     "a": "It did. Timeline from the journal (all times local):\n\n"
          "- **21:13:56** — [[s:the broker dropped `zigbee2mqtt_7f3a` for exceeding its keepalive timeout]]\n"
          "- **21:13:57** — [[s:mosquitto's main process was killed with SIGSEGV (status 11)]]\n"
          "- **21:14:03** — [[s:systemd restarted it]] ([[s:restart counter 1]])\n"
          "- **21:14:05** — [[s:zigbee2mqtt reconnected from 172.17.0.3]]\n"
          "- **21:14:09** — [[c:Home Assistant reconnected from 172.17.0.4]]\n\n"
          "[[s:So the outage was only about 6–7 seconds on the broker side]], [[u:though Zigbee devices may have "
          "needed longer to re-announce]]. [[s:The service has been active since 21:14:03 yesterday]] "
          "and [[c:it has crashed twice in the last 12 hours]]. [[u:The segfault is a "
          "known bug in mosquitto 2.0.11's persistence code]] — [[s:the last database save was at 03:14]]."},
    {"q": "who is connected to my MQTT broker and what's listening on the pi?",
     "ev": ["z7", "z1"],
     "a": "**Listening:**\n- [[s:mosquitto on 1883 (IPv4 and IPv6, all addresses)]]\n"
          "- [[s:Home Assistant (`python3`) on 8123]]\n- [[s:docker-proxy on 8080 and 6052]]\n"
          "\n"
          "**MQTT clients ([[c:three]]):** [[s:one from localhost (127.0.0.1)]], [[s:one from the Docker bridge "
          "(172.17.0.3)]], and [[s:two from the LAN — 192.168.1.57 and 192.168.1.58]] ([[u:probably your Shelly "
          "plugs]]). [[s:A phone or browser at 192.168.1.21 has Home Assistant open on 8123]].\n\n"
          "[[c:The Pi itself is 192.168.1.41 on eth0]]; [[s:wlan0 is down]]. [[c:MQTT over TLS (8883) is also "
          "enabled]]."},
    {"q": "Is the Pi struggling? memory, cpu, disk",
     "ev": ["z1", "z2", "z8", "z9"],
     "a": "Not really. A few numbers:\n\n"
          "- **RAM**: [[s:8 GB Pi]] ; [[t:about 2.7 GiB used]] and [[t:4.9 GiB available]] "
          "([[t:~36%]])\n"
          "- **Swap**: [[t:96 MiB of 512 MiB]]\n"
          "- **CPU**: [[t:27% overall]]; [[s:the top process is Home Assistant (`python3`, PID 1876) at 18.5%]], "
          "[[c:then esphome at 6.2%]]\n"
          "- **Disk**: [[c:/ is 234 GiB]] ([[u:the 240 GB SSD]]), [[s:61 GiB used]] — [[c:about 35%]]\n\n"
          "[[t:The Pi has been up for "
          "about three days]]. [[u:The SD-card wear you were worried about isn't a problem since you boot from "
          "SSD]]."},
    {"q": "Is my broker open to anyone on the network? Check the config.",
     "ev": ["z6", "z7"],
     "a": "[[s:It's reachable by anyone on the LAN]], but not open: [[s:`allow_anonymous` is `false`]] and "
          "[[s:clients authenticate against `/etc/mosquitto/passwd`]]. [[s:The listener is on port 1883]] "
          "[[s:with no TLS configured in this file]], so [[u:passwords travel in clear text on your network]]. "
          "[[s:Persistence is on]], [[s:saving to /var/lib/mosquitto/]] [[c:every 30 minutes]]. "
          "[[s:The file is only 6 lines long]]. [[u:There are no ACLs]], but other files under `conf.d/` could "
          "add them — `ls /etc/mosquitto/conf.d/` would tell."},
    {"q": "Can mwila flash the zigbee dongle and manage containers?",
     "ev": ["z1"],
     "a": "Partly. [[s:mwila (UID 1001) is in `dialout`]], so [[u:she can open /dev/ttyUSB0]] to flash the dongle. "
          "But [[s:she is not in `docker`]] — [[s:only chipo is]] — and [[c:she's in `sudo` too]], "
          "[[u:so she could add herself]]. [[s:chipo is also in gpio]]. [[c:Both of them use zsh]]."},
    {"q": "give me a quick status summary of the home automation stuff",
     "ev": ["z3", "z4", "z5", "z8"],
     "a": "Overall it's mostly healthy: [[s:mosquitto is running as a systemd service]] and [[s:has been up since "
          "last night at 21:14]] after [[s:a crash]] (it was [[c:killed by the OOM killer]]), while [[s:Home "
          "Assistant has been running for three days]] and [[s:is the busiest process on the box at 18.5% CPU]]; "
          "[[s:zigbee2mqtt was restarted about 11 hours ago]] — [[c:about an hour after the mosquitto crash]] "
          "— and [[c:its Node.js process is at 16% CPU]]. The things to look at are [[s:esphome, which Docker "
          "marks unhealthy]], [[s:Node-RED, which has been down for 2 days]], and [[s:watchtower, which keeps "
          "restarting]] ([[u:probably because it can't reach Docker Hub]])."},
]

# ---------------------------------------------------------------------------------------------- orinoco
ORINOCO = Clock("2026-07-21T15:33:00-04:00")
_om = 67_430_993_920


def _oom_pod(name: str, node_name: str, restarts: int, started: str, killed_at: str) -> dict:
    """A running pod whose container was OOM-killed before its current start."""
    p = pod(name, "payments", "Running", node_name, restarts=restarts, started=started)
    p["status"]["containerStatuses"][0]["name"] = "worker"
    p["status"]["containerStatuses"][0]["lastState"] = {
        "terminated": {"reason": "OOMKilled", "exitCode": 137, "finishedAt": killed_at}}
    return p


def _pending_pod(name: str, message: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": "payments"}, "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": message}]}}


_cp = node("caura-cp", True, "v1.30.8")
_cp["metadata"]["labels"] = {"node-role.kubernetes.io/control-plane": ""}

orinoco_ev = [
    steady("k0", ORINOCO, age=2000, hostname="orinoco", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=_om,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 100 * GiB},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/containerd", "fstype": "ext4", "total_bytes": 200 * GiB}],
           network_interfaces=[{"name": "ens3", "mac": "52:54:00:a1:b2:07", "addresses": ["10.20.0.14/24"], "is_up": True},
                               {"name": "tunl0", "mac": None, "addresses": ["192.168.141.0/32"], "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"kubelet": "1.30.8-1.1", "kubeadm": "1.30.8-1.1", "kubectl": "1.30.8-1.1",
                               "containerd.io": "1.7.25-1", "cri-tools": "1.30.1-1.1"},
           available_services=["kubelet.service", "containerd.service", "ssh.service", "systemd-resolved.service"],
           users=[{"name": "andres", "uid": 1000, "gid": 1000, "home": "/home/andres", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["andres"]}]),
    item("k1", "kubernetes_get", {"context": "prod-llanos", "namespace": None, "items": [
        _cp, node("orinoco", True, "v1.30.8"), node("meta-w2", True, "v1.30.8"), node("ventuari-w3", False, "v1.30.6")]},
        ORINOCO, age=30, args={"resource": "nodes"}),
    item("k2", "kubernetes_get", {"context": "prod-llanos", "namespace": "payments", "items": [
        pod("payments-api-7d9f8c6b5-2xkqp", "payments", "Running", "orinoco", restarts=14, ready=False,
            waiting="CrashLoopBackOff"),
        pod("payments-api-7d9f8c6b5-h8wzn", "payments", "Running", "meta-w2", started="2026-07-19T12:12:40Z"),
        _pending_pod("payments-api-7d9f8c6b5-q4tnm",
                     "0/4 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
                     "1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, "
                     "2 Insufficient memory."),
        _oom_pod("ledger-worker-5c8b9d7f4-7rj2s", "orinoco", 3, "2026-07-21T18:47:31Z", "2026-07-21T18:47:10Z"),
        pod("ledger-worker-5c8b9d7f4-wd9kc", "payments", "Running", "meta-w2", started="2026-07-18T22:05:09Z"),
        pod("ledger-exporter-6f7b5d9c8-zx2lm", "payments", "Pending", "orinoco", ready=False,
            waiting="ImagePullBackOff"),
    ]}, ORINOCO, age=25, args={"resource": "pods", "namespace": "payments"}),
    item("k3", "kubernetes_get", {"context": "prod-llanos", "namespace": "payments", "items": [
        deployment("payments-api", "payments", 3, 1), deployment("ledger-worker", "payments", 2, 2),
        deployment("ledger-exporter", "payments", 1, 0)]},
        ORINOCO, age=25, args={"resource": "deployments", "namespace": "payments"}),
    item("k4", "kubernetes_get", {"context": "prod-llanos", "namespace": None, "items": [
        pod("coredns-7db6d8ff4d-9tq2w", "kube-system", "Running", "caura-cp", started="2026-07-14T13:21:02Z"),
        pod("coredns-7db6d8ff4d-mx7lp", "kube-system", "Running", "meta-w2", started="2026-07-14T13:21:05Z"),
        pod("calico-node-4hz8d", "kube-system", "Running", "caura-cp", started="2026-07-14T13:20:40Z"),
        pod("calico-node-8kq2p", "kube-system", "Running", "orinoco", started="2026-07-14T13:20:44Z"),
        pod("calico-node-f2w9x", "kube-system", "Running", "meta-w2", started="2026-07-14T13:20:47Z"),
        pod("calico-node-tj5vb", "kube-system", "Running", "ventuari-w3", ready=False, restarts=2,
            started="2026-07-20T03:10:12Z"),
        pod("kube-proxy-2rmlc", "kube-system", "Running", "caura-cp", started="2026-07-14T13:20:31Z"),
        pod("kube-proxy-7wq4n", "kube-system", "Running", "orinoco", started="2026-07-14T13:20:33Z"),
        pod("kube-proxy-b9zxd", "kube-system", "Running", "meta-w2", started="2026-07-14T13:20:35Z"),
        pod("kube-proxy-lk3sd", "kube-system", "Running", "ventuari-w3", started="2026-07-14T13:20:36Z"),
        pod("node-exporter-5gq8r", "monitoring", "Running", "orinoco", started="2026-07-14T13:22:10Z"),
        pod("node-exporter-9vmtw", "monitoring", "Running", "meta-w2", started="2026-07-14T13:22:12Z"),
    ]}, ORINOCO, age=40, args={"resource": "pods", "all_namespaces": True, "limit": 12}, complete=False),
    item("k5", "linux_service_status", unit("kubelet.service", "active", "running", "enabled", 1187,
                                            "2026-07-14T09:20:11-04:00", "kubelet: The Kubernetes Node Agent"),
         ORINOCO, age=35, args={"name": "kubelet"}),
    item("k6", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
        log_entry("2026-07-21T14:47:10-04:00", "kubelet.service", "info",
                  "\"Container exited\" pod=\"payments/ledger-worker-5c8b9d7f4-7rj2s\" container=\"worker\" "
                  "exitCode=137 reason=\"OOMKilled\""),
        log_entry("2026-07-21T15:05:12-04:00", "kubelet.service", "err",
                  "\"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"api\\\" with "
                  "CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=api "
                  "pod=payments-api-7d9f8c6b5-2xkqp_payments\\\"\""),
        log_entry("2026-07-21T15:12:40-04:00", "kubelet.service", "warning",
                  "\"Failed to pull image\" image=\"registry.internal:5000/ledger/exporter:1.4.2\" "
                  "err=\"rpc error: code = NotFound desc = failed to pull and unpack image: not found\""),
        log_entry("2026-07-21T15:20:31-04:00", "kubelet.service", "warning",
                  "\"Disk usage on image filesystem is over the high threshold, trying to free bytes down to the low "
                  "threshold\" usage=86 highThreshold=85 amountToFree=22548578304 lowThreshold=80"),
        log_entry("2026-07-21T15:30:02-04:00", "kubelet.service", "err",
                  "\"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"api\\\" with "
                  "CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=api "
                  "pod=payments-api-7d9f8c6b5-2xkqp_payments\\\"\""),
    ]}, ORINOCO, age=45, args={"unit": "kubelet.service", "since_minutes": 60}),
    item("k7", "linux_system_info", system_info(41.2, [6.8, 6.1, 5.4], 627_210, "2026-07-14T09:19:30-04:00",
                                                _om, int(9.1 * GiB), 0, 0), ORINOCO, age=20),
    item("k8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 100 * GiB, 38 * GiB),
        fs("/dev/sdb1", "/var/lib/containerd", "ext4", 200 * GiB, 172 * GiB)]}, ORINOCO, age=30),
]

orinoco_answers = [
    {"q": "Why are pods failing in the payments namespace?",
     "ev": ["k2", "k6"],
     "a": "## payments — pod status\n\n"
          "| Pod | Node | Status |\n|---|---|---|\n"
          "| payments-api-…-2xkqp | [[s:orinoco]] | [[s:❌ CrashLoopBackOff]] |\n"
          "| payments-api-…-h8wzn | [[c:orinoco]] | [[s:✅ Running]] |\n"
          "| payments-api-…-q4tnm | — | [[s:⏳ Pending (unschedulable)]] |\n"
          "| ledger-exporter-…-zx2lm | [[s:orinoco]] | [[s:❌ ImagePullBackOff]] |\n\n"
          "[[c:The crashing api pod has restarted 41 times]].\n\n"
          "**Why:**\n"
          "1. [[s:The `api` container keeps crashing and kubelet has backed off to 5 minutes]]; "
          "[[u:it's most likely failing its database connection at startup]].\n"
          "2. [[s:The exporter image `registry.internal:5000/ledger/exporter:1.4.2` doesn't exist in the registry]] "
          "(NotFound).\n"
          "3. [[s:The third api replica can't be scheduled]]: [[s:two nodes lack memory]], "
          "[[c:one is cordoned for maintenance]] and [[s:the control plane is tainted]].\n\n"
          "Try `kubectl -n payments logs payments-api-7d9f8c6b5-2xkqp --previous` to see the crash."},
    {"q": "Are all the nodes healthy?",
     "ev": ["k1"],
     "a": "No — [[s:3 of the 4 nodes are Ready]]. [[s:**ventuari-w3** is NotReady]]. [[u:It probably lost network "
          "connectivity to the API server]].\n\n"
          "- [[s:caura-cp (control plane) — Ready, v1.30.8]]\n"
          "- [[s:orinoco — Ready, v1.30.8]]\n"
          "- [[s:meta-w2 — Ready]]\n"
          "- [[c:ventuari-w3 — NotReady, v1.30.8]]\n\n"
          "[[c:All nodes run the same kubelet version]]. [[c:There are two control-plane nodes]]."},
    {"q": "how many replicas are up for each deployment?",
     "ev": ["k3"],
     "a": "- `payments-api`: [[s:1 of 3 ready]] ⚠️\n"
          "- `ledger-worker`: [[s:2/2]] ✅\n"
          "- `ledger-exporter`: [[c:1/1]] ✅\n\n"
          "[[c:So 4 of the 6 desired replicas are available]], and [[s:payments-api is the one most short]]. "
          "[[s:Only ledger-worker is fully available]]."},
    {"q": "Is the node itself under pressure? memory and disk please",
     "ev": ["k0", "k7", "k8", "k6"],
     "a": "Somewhat:\n\n"
          "**Memory:** [[s:62.8 GiB total]], [[s:~53.7 GiB used (85%)]], [[s:about 9.1 GiB available]]. "
          "[[s:There is no swap]] ([[u:kubeadm requires it off]]).\n\n"
          "**CPU:** [[s:load is 6.8 / 6.1 / 5.4 on 16 threads]] — [[c:falling]] — and [[c:CPU is at about 14%]].\n\n"
          "**Disk:**\n"
                    "- [[s:`/var/lib/containerd` — 172 GiB of 200 GiB]], [[s:86% used]], [[c:about 38 GB free]]\n\n"
          "[[s:Kubelet already noticed: at 15:20 it reported the image filesystem at 86%, over the 85% high "
          "threshold]], [[s:and started trying to free about 22.5 GB]]. [[u:Image garbage collection will "
          "bring it back to 80% within minutes]]."},
    {"q": "list every pod in the cluster that isn't healthy",
     "ev": ["k4", "k2"],
     "a": "From what I can see:\n\n"
          "1. [[s:payments-api-7d9f8c6b5-2xkqp — CrashLoopBackOff on orinoco]]\n"
          "2. [[s:payments-api-7d9f8c6b5-q4tnm — Pending]]\n"
          "3. [[s:ledger-exporter-6f7b5d9c8-zx2lm — ImagePullBackOff]]\n"
          "4. [[s:calico-node-tj5vb on ventuari-w3 — running but not ready]], [[s:2 restarts]]\n\n"
          "[[u:Everything else in the cluster is healthy]] — [[s:both CoreDNS pods are running]], "
          "[[c:on caura-cp and orinoco]]. Note that "
          "[[s:the all-namespaces listing was cut at 12 pods]], so there may be more. "
          "[[u:The monitoring stack has no problems]]."},
    {"q": "Is kubelet OK on orinoco? Show me what it logged in the last hour.",
     "ev": ["k5", "k6"],
     "a": "[[s:kubelet is active (running)]], [[c:PID 1817]], [[s:up since July 14 at 09:20]] — "
          "[[c:it restarted about an hour ago]]. In the last hour it logged:\n\n"
          "- [[s:14:47 — ledger-worker's `worker` container exited with code 137 (OOMKilled)]]\n"
          "- [[s:15:05 — CrashLoopBackOff for payments-api's `api` container]]\n"
          "- [[s:15:12 — image pull failed for the exporter (not found)]]\n"
          "- [[c:15:20 — the root filesystem crossed 85%]]\n"
          "- [[s:15:30 — CrashLoopBackOff again]]\n\n"
          "[[c:That's three errors]]. [[u:The kubelet itself is not the cause of any of them]]."},
    {"q": "ledger-worker got OOMKilled? when and how often?",
     "ev": ["k2", "k6", "k3"],
     "a": "Yes. [[s:Pod `ledger-worker-5c8b9d7f4-7rj2s` on orinoco was last terminated with reason OOMKilled]] "
          "([[s:exit code 137]]) [[s:at 18:47:10 UTC]] — [[c:that's 16:47 local time]], [[s:about 45 minutes "
          "ago]]. [[c:It came back about two minutes later]] and [[s:is running again]]. [[s:It has restarted 3 times in "
          "total]], [[u:all of them OOM kills]]. [[s:The other replica on meta-w2 has never restarted]] and "
          "[[s:the deployment shows 2/2 ready]]. [[u:Its memory limit is probably 512Mi]] — raise it in the "
          "deployment spec if the worker really needs more."},
]

# ---------------------------------------------------------------------------------------------- volga
VOLGA = Clock("2026-10-05T11:20:00+04:00")
_vm = 134_312_882_176
_vdisk = 1_967_317_549_056

volga_ev = [
    steady("v1", VOLGA, age=1500, hostname="volga", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-45-generic", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=_vm,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": _vdisk}],
           network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:2e:5a:c1", "addresses": ["10.60.1.20/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:1f:8e:33:0a", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.60.1.1",
           installed_packages={"gitlab-runner": "17.4.0-1", "gitlab-runner-helper-images": "17.4.0-1",
                               "docker-ce": "5:27.3.1-1~ubuntu.24.04~noble", "docker-ce-cli": "5:27.3.1-1~ubuntu.24.04~noble",
                               "containerd.io": "1.7.22-1", "git": "1:2.43.0-1ubuntu7.2",
                               "linux-image-6.8.0-45-generic": "6.8.0-45.45",
                               "linux-image-6.8.0-47-generic": "6.8.0-47.47"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "ssh.service",
                               "docker-prune.service", "unattended-upgrades.service"],
           users=[{"name": "dmitri", "uid": 1000, "gid": 1000, "home": "/home/dmitri", "shell": "/bin/bash"},
                  {"name": "olga", "uid": 1001, "gid": 1001, "home": "/home/olga", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 999, "gid": 988, "home": "/home/gitlab-runner", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["dmitri", "olga"]},
                   {"name": "docker", "gid": 986, "members": ["gitlab-runner", "dmitri"]},
                   {"name": "adm", "gid": 4, "members": ["dmitri"]}]),
    item("v2", "linux_system_info", system_info(58.3, [21.4, 17.9, 12.2], 1_098_900, "2026-09-22T18:05:00+04:00",
                                                _vm, int(71.4 * GiB), 8 * GiB, 0), VOLGA, age=15),
    item("v3", "linux_service_status", {"units": [
        unit("docker-prune.service", "failed", "failed", "static", None, None, "Prune unused Docker images and build cache"),
        unit("containerd.service", "active", "running", "enabled", 1204, "2026-09-29T07:55:08+04:00", "containerd container runtime"),
        unit("docker.service", "active", "running", "enabled", 1321, "2026-09-29T07:55:40+04:00", "Docker Application Container Engine"),
        unit("gitlab-runner.service", "active", "running", "enabled", 90411, "2026-10-05T09:02:47+04:00", "GitLab Runner"),
        unit("ssh.service", "active", "running", "enabled", 980, "2026-09-22T18:05:21+04:00", "OpenBSD Secure Shell server"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 1010, "2026-09-22T18:05:19+04:00",
             "Unattended Upgrades Shutdown"),
    ], "total": 6}, VOLGA, age=30),
    item("v4", "linux_containers", {"runtime": "docker", "containers": [
        box("8c1e2a57d0b9", "runner-xz4kq7pa-project-112-concurrent-0-8c1e2a57d0b9-build",
            "registry.gitlab.example.org/platform/ci-images/node:20", "running", "Up 6 minutes",
            "2026-10-05T07:13:48+00:00"),
        box("d34b7f10a6e2", "runner-xz4kq7pa-project-87-concurrent-1-d34b7f10a6e2-build", "golang:1.23", "running",
            "Up 2 minutes", "2026-10-05T07:17:55+00:00"),
        box("e90a44c1b8f3", "runner-xz4kq7pa-project-87-concurrent-1-d34b7f10a6e2-svc-0", "postgres:16-alpine",
            "running", "Up 2 minutes", "2026-10-05T07:17:52+00:00"),
        box("1f7d3a9c2e40", "registry-mirror", "registry:2.8.3", "running", "Up 6 days", "2026-09-29T04:01:10+00:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("6b2e8d4f9a13", "buildkitd", "moby/buildkit:v0.16.0", "running", "Up 6 days", "2026-09-29T04:01:15+00:00"),
    ]}, VOLGA, age=25),
    item("v5", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-10-05T09:02:44+04:00", "gitlab-runner.service", "info", "gitlab-runner.service: Deactivated successfully."),
        log_entry("2026-10-05T09:02:47+04:00", "gitlab-runner.service", "info", "Started gitlab-runner.service - GitLab Runner."),
        log_entry("2026-10-05T09:02:47+04:00", "gitlab-runner.service", "info",
                  "Runtime platform                                    arch=amd64 os=linux pid=90411 revision=b92ee590 version=17.4.0"),
        log_entry("2026-10-05T09:02:48+04:00", "gitlab-runner.service", "info",
                  "Configuration loaded                                builds=0 max_builds=4"),
        log_entry("2026-10-05T10:31:02+04:00", "gitlab-runner.service", "info",
                  "Job succeeded                                       duration_s=412.7 job=88213 project=112 runner=xz4kq7pa"),
        log_entry("2026-10-05T10:58:19+04:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: exit code 137                    duration_s=1290.4 job=88219 project=87 runner=xz4kq7pa"),
        log_entry("2026-10-05T11:13:47+04:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=88231 repo_url=https://gitlab.example.org/platform/web.git runner=xz4kq7pa"),
        log_entry("2026-10-05T11:17:54+04:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=88234 repo_url=https://gitlab.example.org/platform/ledger.git runner=xz4kq7pa"),
    ]}, VOLGA, age=40, args={"unit": "gitlab-runner.service", "since_minutes": 180}),
    item("v6", "linux_processes", processes(612, _vm, [
        (41022, "node", "root", 96.0, int(6.2 * GiB), "2026-10-05T11:14:05+04:00",
         "node --max-old-space-size=8192 node_modules/.bin/jest --ci"),
        (41401, "compile", "root", 310.0, int(2.9 * GiB), "2026-10-05T11:19:31+04:00",
         "/usr/local/go/pkg/tool/linux_amd64/compile -o /tmp/go-build/b112/_pkg_.a -p ledger/internal/store"),
        (1321, "dockerd", "root", 2.1, int(1.4 * GiB), "2026-09-29T07:55:40+04:00", "/usr/bin/dockerd -H fd://"),
        (88410, "buildkitd", "root", 0.3, int(1.1 * GiB), "2026-09-29T08:01:16+04:00", "buildkitd"),
        (41290, "postgres", "70", 1.2, 310 * MiB, "2026-10-05T11:17:53+04:00", "postgres"),
        (90411, "gitlab-runner", "gitlab-runner", 0.8, 212 * MiB, "2026-10-05T09:02:47+04:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml"),
        (1204, "containerd", "root", 0.6, 180 * MiB, "2026-09-29T07:55:08+04:00", "/usr/bin/containerd"),
    ]), VOLGA, age=20, args={"sort": "memory", "limit": 7}, complete=False),
    item("v7", "linux_disk_usage", {"filesystems": [fs("/dev/nvme0n1p2", "/", "ext4", _vdisk, 1_671_257_674_219)]},
         VOLGA, age=30),
    item("v8", "linux_package_history", {"events": [
        package_event("2026-09-23T06:41:10+04:00", "upgrade", "git", "1:2.43.0-1ubuntu7.1", "1:2.43.0-1ubuntu7.2"),
        package_event("2026-09-29T07:55:02+04:00", "upgrade", "containerd.io", "1.7.21-1", "1.7.22-1"),
        package_event("2026-09-29T07:55:21+04:00", "upgrade", "docker-ce", "5:27.2.1-1~ubuntu.24.04~noble",
                      "5:27.3.1-1~ubuntu.24.04~noble"),
        package_event("2026-09-29T07:55:22+04:00", "upgrade", "docker-ce-cli", "5:27.2.1-1~ubuntu.24.04~noble",
                      "5:27.3.1-1~ubuntu.24.04~noble"),
        package_event("2026-10-01T06:30:15+04:00", "install", "linux-image-6.8.0-47-generic", None, "6.8.0-47.47"),
        package_event("2026-10-05T09:02:31+04:00", "upgrade", "gitlab-runner", "17.3.1-1", "17.4.0-1"),
        package_event("2026-10-05T09:02:33+04:00", "upgrade", "gitlab-runner-helper-images", "17.3.1-1", "17.4.0-1"),
    ]}, VOLGA, age=60, args={"since_days": 14}),
    item("v9", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "9c:6b:00:2e:5a:c1", "addresses": ["10.60.1.20/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:1f:8e:33:0a", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 980, "sshd"), listener(9252, "::", 90411, "gitlab-runner"),
                      listener(5000, "0.0.0.0", 2188, "docker-proxy"), listener(53, "127.0.0.53", 655, "systemd-resolve")],
        "connections": [connection("10.60.1.20:44710", "203.0.113.40:443", 90411, "gitlab-runner"),
                        connection("10.60.1.20:50322", "203.0.113.40:443", 90411, "gitlab-runner"),
                        connection("10.60.1.20:50330", "203.0.113.40:443", 90411, "gitlab-runner"),
                        connection("10.60.1.20:22", "10.60.9.14:60021", 55120, "sshd")]},
        VOLGA, age=35),
]

volga_answers = [
    {"q": "Job 88219 failed with exit code 137. What happened?",
     "ev": ["v5", "v2", "v6"],
     "a": "[[s:Job 88219 (project 87) failed at 10:58 with exit code 137]] [[s:after about 21.5 minutes]]. "
          "[[u:Exit code 137 means the job container was OOM-killed by the kernel]] — "
          "[[u:most likely the Go build ran out of memory]]. That said, the box isn't short on RAM right now: "
          "[[s:about 71 GiB is available]], and [[s:swap (8 GiB) is completely unused]].\n\n"
          "Right now the biggest memory user is [[s:a `jest` run under `node` (PID 41022) at ~6.2 GiB]], "
          "[[c:about 12% of RAM]], and [[s:the Go compiler (`compile`, PID 41401) is using 310% CPU]]. "
          "[[s:The load average is 21.4 / 17.9 / 12.2]] [[c:on 16 threads]]. [[c:The job before it, 88213, succeeded "
          "in about 4 minutes]]."},
    {"q": "did the gitlab-runner upgrade go OK?",
     "ev": ["v3", "v5", "v8"],
     "a": "✅ Looks fine.\n\n"
          "- **Upgrade:** [[s:gitlab-runner 17.3.1-1 → 17.4.0-1 at 09:02 this morning]]\n"
          "- **Restart:** [[s:the service came back at 09:02:47]] [[s:as PID 90411]], [[s:reporting version 17.4.0]]\n"
          "- **Config:** [[c:it loaded with max_builds=8]]\n"
          "- **Since then:** [[c:three jobs finished]] — [[s:88213 succeeded]], [[s:88219 failed]] — and "
          "[[s:two new jobs were picked up at 11:13 and 11:17]]\n\n"
          "[[c:The runner was down for about 3 minutes during the upgrade]]. [[u:None of the failures are related to "
          "the new version]]."},
    {"q": "What containers are running on the build box and for how long?",
     "ev": ["v4"],
     "a": "| Container | Up |\n|---|---|\n"
          "| project-112 build (node:20) | [[s:6 min]] |\n"
          "| project-87 build (golang:1.23) | [[c:12 min]] |\n"
          "| project-87 service ([[c:postgres:15-alpine]]) | [[s:2 min]] |\n"
          "| registry-mirror | [[c:6 hours]] |\n"
          "| buildkitd | [[s:6 days]] |\n\n"
          "[[s:Five containers in total]], [[s:all running]]. [[s:Only the registry mirror publishes a port "
          "(5000)]]. [[s:The registry and buildkit were started on September 29]], [[u:when Docker was upgraded]]. "
          "[[s:Both CI jobs run on the same runner (xz4kq7pa)]] [[c:as concurrent slot 0]]."},
    {"q": "How full is the disk? docker images eat everything",
     "ev": ["v7", "v1", "v3"],
     "a": "The root filesystem is [[s:about 1.8 TiB]] ([[s:~1.97 TB]]) and [[s:1.52 TiB of it is used]] — "
          "[[s:85%]]. [[c:That leaves roughly 180 GiB]], [[u:and Docker's build cache is most of the usage]]. "
          "[[s:The `docker-prune.service` cleanup unit is failed]], [[u:so images haven't been pruned for a while]]. "
          "[[c:The disk is 2 TB NVMe on /dev/nvme1n1]]. Try `docker system df` to see what's using the space."},
    {"q": "What changed on volga in the last two weeks? does it need a reboot?",
     "ev": ["v8", "v1", "v2", "v3"],
     "a": "### Package history (14 days)\n\n"
          "| Package | Change |\n|---|---|\n"
          "| git | [[s:1:2.43.0-1ubuntu7.1 → 7.2 (Sep 23)]] |\n"
          "| docker-ce, docker-ce-cli | [[s:27.2.1 → 27.3.1 (Sep 29)]] |\n"
          "| containerd.io | [[c:1.7.20 → 1.7.22]] |\n"
          "| linux-image-6.8.0-47-generic | [[c:installed Oct 2]] |\n"
          "| gitlab-runner | [[s:17.3.1 → 17.4.0 (this morning)]] |\n\n"
          "[[s:Seven package events]], [[s:no removals]]. [[s:Docker was restarted right after its upgrade "
          "(07:55:40)]]. **Reboot:** [[s:yes — the running kernel is still 6.8.0-45-generic]] "
          "[[s:and the box has been up nearly 13 days]], [[c:since September 24]]."},
    {"q": "Who can use docker on volga? I'm worried about the runner user.",
     "ev": ["v1"],
     "a": "[[s:The `docker` group has two members: gitlab-runner and dmitri]]. [[u:Membership in `docker` is "
          "effectively root]], so both of them can take over the host. [[c:olga is in docker as well]], "
          "[[s:but she has sudo]] — [[s:as does dmitri]]. [[s:gitlab-runner has UID 999]] and "
          "[[c:a nologin shell]], [[s:with its home in /home/gitlab-runner]]. [[s:dmitri is also in `adm`]], "
          "[[u:so he can read the system logs]]."},
    {"q": "What's listening, what's connected, and is anything broken?",
     "ev": ["v9", "v3"],
     "a": "**Listening:** [[s:sshd on 22]], [[s:the runner's metrics endpoint on 9252]], [[s:the registry mirror via docker-proxy on 5000]]. [[c:Docker's API is exposed on 2375]], [[u:which would be a serious risk]].\n\n"
          "**Connected:** [[s:gitlab-runner has 3 connections to 203.0.113.40 on 443]] ([[u:the GitLab server]]) and "
          "[[c:there are two SSH sessions from 10.60.9.14]].\n\n"
          "**Broken:** [[s:only `docker-prune.service` is failed]]; [[s:docker]], [[s:containerd]] and "
          "[[s:gitlab-runner]] are running. [[c:ssh has been running since the Docker upgrade]]."},
]

MACHINES = [
    {"name": "danube", "clock": DANUBE, "evidence": danube_ev, "answers": danube_answers},
    {"name": "mekong", "clock": MEKONG, "evidence": mekong_ev, "answers": mekong_answers},
    {"name": "zambezi", "clock": ZAMBEZI, "evidence": zambezi_ev, "answers": zambezi_answers},
    {"name": "orinoco", "clock": ORINOCO, "evidence": orinoco_ev, "answers": orinoco_answers},
    {"name": "volga", "clock": VOLGA, "evidence": volga_ev, "answers": volga_answers},
]
