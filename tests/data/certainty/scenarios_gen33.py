"""33rd generation (written blind by a helper new to the corpus; Polynesian names).

Four machines, written without reading the wrapper, its tests, the other generations or the corpora.

tangaroa — Fedora Silverblue 41 family desktop in Hawaii (-10:00). Steady state (three accounts, wheel and
libvirt membership, 6 cores / 12 threads, 15.4 GiB MemTotal), a fresh system_info (64% memory used, zram swap
1.2 of 8 GiB), a stale system_info 15 minutes old with much higher figures, processes sorted by memory (keoni's
java 3.4 GiB first, Firefox 2.1 GiB, two gnome-shell sessions), disk usage of the btrfs volume (375 of 476
GiB), a complete service listing with fwupd-refresh failed, rpm-ostree package history and a day of warnings
(systemd-oomd killed a PrismLauncher scope).

pele — Rocky Linux 8.10 PostgreSQL 16 streaming replica in Tonga (+13:00). Unit status, listening sockets and
connections (walreceiver to the primary, two app clients, one SSH), three hours of PostgreSQL log (stream lost
and resumed, a recovery conflict, a restartpoint of 18233 buffers), disk usage (1 TiB xfs data volume 74%
used), system_info and 14 days of package history (16.3 -> 16.4, kernel, openssl-libs, pgbackrest).

hina — Debian 13 small-office Samba/NFS file server in Fiji (+12:00). Steady state whose `users` source is in
stale_sources, a fresh /etc/group read that disagrees with it (lupe added to office, tupou gone from
accounts), a complete service listing (rsync-offsite failed, nmbd inactive), the failed job's journal (ssh
connection refused on port 2222), listeners and SMB/NFS connections, disk usage (/srv/share 89%), system_info
and a week of dpkg history.

tane — Void Linux monitoring host (-03:00) running Prometheus, Grafana, Loki and Alertmanager in Docker. No
systemd: linux_service_status returns an error; logs come from a file. Containers (alertmanager restarting,
blackbox exited 137), the alertmanager log lines (config typo), a stale disk reading of /srv/prom, processes
sorted by CPU, listeners, system_info (no swap) and xbps history (kernel upgraded, not rebooted since).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       processes, steady, system_info, unit)

# ---------------------------------------------------------------- tangaroa
T = Clock("2026-11-21T19:42:00-10:00")
T_MEM = 16539123712
tangaroa_ev = [
    steady("e1", T, hostname="tangaroa", os_name="Fedora Linux", os_version="41", os_codename="Silverblue",
           kernel="6.11.8-300.fc41.x86_64", cpu_model="Intel(R) Core(TM) i5-10400 CPU @ 2.90GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=T_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/sysroot", "fstype": "btrfs", "total_bytes": 511101108224}],
           network_interfaces=[{"name": "wlp3s0", "mac": "a4:c3:f0:52:19:7e", "addresses": ["192.168.0.23/24"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"firefox": "132.0.1-1.fc41", "gnome-shell": "47.1-1.fc41", "flatpak": "1.15.10-1.fc41",
                               "rpm-ostree": "2024.8-1.fc41", "gnome-tweaks": "46.1-2.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "cups.service", "bluetooth.service",
                               "fwupd-refresh.service", "systemd-oomd.service", "rpm-ostreed-automatic.service"],
           users=[{"name": "kalani", "uid": 1000, "gid": 1000, "home": "/var/home/kalani", "shell": "/bin/bash"},
                  {"name": "leilani", "uid": 1001, "gid": 1001, "home": "/var/home/leilani", "shell": "/bin/zsh"},
                  {"name": "keoni", "uid": 1002, "gid": 1002, "home": "/var/home/keoni", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kalani"]},
                   {"name": "libvirt", "gid": 979, "members": ["kalani", "leilani"]},
                   {"name": "dialout", "gid": 18, "members": ["keoni"]}]),
    item("e2", "linux_system_info", system_info(8.3, [0.41, 0.55, 0.62], 277200, "2026-11-18T14:42:00-10:00",
                                                T_MEM, 5905580032, 8 * GiB, 1288490189), T, age=40),
    item("e3", "linux_processes", processes(341, T_MEM, [
        (5502, "java", "keoni", 38.5, 3650722201, "2026-11-21T17:58:12-10:00",
         "/usr/lib/jvm/java-21/bin/java -Xmx4096M -Djava.library.path=/var/home/keoni/.local/share/natives -cp ..."),
        (4121, "firefox", "leilani", 12.4, 2254857830, "2026-11-21T15:20:03-10:00", "/usr/lib64/firefox/firefox"),
        (5120, "Discord", "keoni", 3.1, 817889280, "2026-11-21T17:40:55-10:00", "/app/discord/Discord"),
        (1987, "gnome-shell", "kalani", 2.2, 641728512, "2026-11-18T14:43:10-10:00", "/usr/bin/gnome-shell"),
        (3390, "gnome-shell", "leilani", 1.0, 566231040, "2026-11-21T15:18:47-10:00", "/usr/bin/gnome-shell"),
        (2305, "gnome-software", "kalani", 0.4, 402653184, "2026-11-18T14:43:30-10:00", "/usr/bin/gnome-software --gapplication-service"),
    ]), T, age=45, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/sysroot", "btrfs", 511101108224, 402653184000),
        fs("/dev/nvme0n1p3", "/var", "btrfs", 511101108224, 402653184000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1020702720, 318767104),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629145600, 20000000),
    ]}, T, age=50),
    item("e5", "linux_package_history", {"source": "rpm-ostree", "events": [
        package_event("2026-11-17T09:14:02-10:00", "upgrade", "kernel", "6.11.7-300.fc41", "6.11.8-300.fc41"),
        package_event("2026-11-17T09:14:02-10:00", "upgrade", "firefox", "132.0-1.fc41", "132.0.1-1.fc41"),
        package_event("2026-11-17T09:14:02-10:00", "upgrade", "mesa-dri-drivers", "24.2.6-1.fc41", "24.2.7-1.fc41"),
        package_event("2026-11-19T20:31:40-10:00", "install", "gnome-tweaks", None, "46.1-2.fc41"),
        package_event("2026-11-19T20:31:40-10:00", "remove", "gnome-tour", "47.0-1.fc41", None),
    ]}, T, age=120, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-21T16:12:31-10:00", "systemd-oomd.service", "warning",
                  "Killed /user.slice/user-1002.slice/user@1002.service/app.slice/app-org.prismlauncher.PrismLauncher-4877.scope "
                  "due to memory pressure for /user.slice/user-1002.slice/user@1002.service being 58.12% > 50.00% for > 20s "
                  "with reclaim activity"),
        log_entry("2026-11-21T18:03:10-10:00", "NetworkManager.service", "warning",
                  "<warn>  device (wlp3s0): Activation: failed for connection 'Ohana-5G'"),
        log_entry("2026-11-21T19:05:44-10:00", None, "warning", "gnome-shell[3390]: JS ERROR: TypeError: this._workspace is null"),
    ]}, T, age=60, args={"since_minutes": 1440, "priority": "warning"}),
    item("e7", "linux_service_status", {"units": [
        unit("bluetooth.service", "active", "running", pid=901, since="2026-11-18T14:42:20-10:00", desc="Bluetooth service"),
        unit("cups.service", "active", "running", pid=1203, since="2026-11-18T14:42:25-10:00", desc="CUPS Scheduler"),
        unit("flatpak-system-helper.service", "active", "running", "static", pid=2410, since="2026-11-18T14:44:02-10:00", desc="flatpak system helper"),
        unit("fwupd-refresh.service", "failed", "failed", "static", desc="Refresh fwupd metadata and update motd"),
        unit("gdm.service", "active", "running", pid=1180, since="2026-11-18T14:42:24-10:00", desc="GNOME Display Manager"),
        unit("NetworkManager.service", "active", "running", pid=870, since="2026-11-18T14:42:19-10:00", desc="Network Manager"),
        unit("rpm-ostreed-automatic.service", "inactive", "dead", "static", desc="rpm-ostree Automatic Update"),
        unit("systemd-oomd.service", "active", "running", pid=640, since="2026-11-18T14:42:15-10:00", desc="Userspace Out-Of-Memory (OOM) Killer"),
    ], "total": 8}, T, age=30),
    item("e8", "linux_system_info", system_info(71.0, [4.2, 3.1, 1.9], 276300, "2026-11-18T14:42:00-10:00",
                                                T_MEM, 1932735283, 8 * GiB, 5583457484), T, age=900),
]

tangaroa = {"name": "tangaroa", "clock": T, "evidence": tangaroa_ev, "answers": [
    {"q": "Why is the computer so slow tonight?", "ev": ["e1", "e2", "e3", "e6"],
     "a": "Aloha! Here's what the current readings show:\n\n"
          "- **Memory:** [[s:about 9.9 GiB of 15.4 GiB is in use]] ([[s:~64%]]), [[c:with only 3.5 GiB still available]].\n"
          "- **Swap:** [[s:roughly 1.2 GiB of swap is used]] [[c:out of 4 GiB]].\n"
          "- **Biggest process:** [[s:a `java` process (PID 5502) owned by keoni]] [[s:is holding about 3.4 GiB of RAM]] "
          "and [[c:burning around 45% CPU]] — [[u:that's almost certainly Minecraft]].\n"
          "- [[s:Leilani's Firefox comes second at about 2.1 GiB]].\n\n"
          "Also, [[s:systemd-oomd already killed one of keoni's apps at 16:12 this afternoon]] "
          "[[u:because the Java heap was set too high]]. So [[u:the slowdown is mostly memory pressure from keoni's game]]. "
          "You could ask keoni to close it, or watch it live with `systemd-cgtop`."},
    {"q": "How much disk space do I have left?", "ev": ["e1", "e4"],
     "a": "Your main drive (`/dev/nvme0n1p3`, [[s:btrfs]]) is [[s:about 79% full]]: [[s:roughly 375 GiB used]] "
          "[[c:out of 512 GiB]], [[s:leaving ~101 GiB free]]. [[s:`/var` sits on the same btrfs volume]], so "
          "[[s:it shows exactly the same numbers]]. [[s:`/boot` is about 31% used]] and [[c:`/boot/efi` is at 13%]] ([[s:the EFI partition is vfat]]). "
          "[[u:Flatpak runtimes are probably taking most of the space]] — `flatpak uninstall --unused` is worth a try."},
    {"q": "Did anything fail on this machine?", "ev": ["e7"],
     "a": "### Service check\n\n| Service | State |\n|---|---|\n"
          "| [[s:gdm.service | ✅ active (running)]] |\n"
          "| [[s:NetworkManager.service | ✅ active (running)]] |\n"
          "| [[s:cups.service | ✅ active (running)]] |\n"
          "| [[c:bluetooth.service | ❌ inactive]] |\n"
          "| [[s:fwupd-refresh.service | ❌ failed]] |\n"
          "| [[s:systemd-oomd.service | ✅ active (running)]] |\n\n"
          "[[s:Only one unit has actually failed: `fwupd-refresh.service`]]. [[u:It failed because the LVFS metadata "
          "server couldn't be reached]]. [[c:Automatic updates (`rpm-ostreed-automatic.service`) are running right now]], "
          "so don't reboot yet. Want me to show the fwupd logs?"},
    {"q": "What got updated this week?", "ev": ["e1", "e5"],
     "a": "Here's the rpm-ostree history for the past week:\n\n"
          "1. [[s:Kernel 6.11.7 → 6.11.8]] [[s:on Tuesday the 17th]]\n"
          "2. [[s:Firefox went to 132.0.1]] [[s:in the same deployment]]\n"
          "3. [[c:Mesa (`mesa-dri-drivers`) went from 24.2.7 to 24.2.8]]\n"
          "4. [[s:GNOME Tweaks was layered on the 19th]], [[c:in the morning]]\n"
          "5. [[c:GNOME Tour was upgraded]]\n\n"
          "[[s:You're already booted into the new kernel]] (`6.11.8-300.fc41`). [[c:That's 6 package changes in total]], "
          "and [[u:none of them were security advisories]]."},
    {"q": "Who has accounts here, and who's an admin?", "ev": ["e1"],
     "a": "There are [[s:three regular accounts]]: [[s:kalani (UID 1000)]], [[s:leilani (UID 1001)]] and "
          "[[c:keoni (UID 1003)]].\n\n[[s:Only kalani is in `wheel`]] (that's Fedora's admin group). "
          "[[s:Leilani uses zsh]]; [[c:the other two use fish]]. [[s:kalani and leilani are both in `libvirt`]], "
          "[[c:and keoni is in `libvirt` as well]] — [[s:keoni is also in `dialout`]], [[u:probably for an Arduino]]."},
    {"q": "How's memory looking, and how long has it been up?", "ev": ["e1", "e8"],
     "a": "**Uptime:** [[t:about 3 days 4¾ hours]]\n**RAM:** [[s:16 GB installed]], [[t:about 13.6 GiB used]] "
          "([[t:only ~1.8 GiB available]])\n**Swap:** [[t:5.2 GiB in use]]\n**CPU:** [[t:71%]], "
          "[[t:load average 4.2]] [[t:and climbing]]\n\n[[c:With 8 cores]] that load isn't terrible, but "
          "[[u:something heavy is clearly running]]."},
    {"q": "Is Leilani's Firefox hogging the machine?", "ev": ["e2", "e3"],
     "a": "Not really. [[s:Firefox (PID 4121) is using about 2.1 GiB]] — [[s:around 13.6% of RAM]] — and "
          "[[s:12.4% CPU]]. [[c:It's the biggest memory user on the system]], but [[s:keoni's `java` process "
          "uses more, about 3.4 GiB]]. [[s:Leilani also has her own GNOME Shell running]] ([[c:about 640 MiB]]), "
          "[[u:so she's probably logged in via fast user switching]]. [[s:There are 341 processes in total]], and "
          "[[s:memory overall is at 64%]]."},
]}

# ---------------------------------------------------------------- pele
P = Clock("2026-11-22T14:05:00+13:00")
P_MEM = 65602502656
pele_ev = [
    steady("e1", P, hostname="pele", os_name="Rocky Linux", os_version="8.10", os_codename="Green Obsidian",
           kernel="4.18.0-553.27.1.el8_10.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=P_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 53660876800},
                  {"device": "/dev/mapper/pgdata-data", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": 1099511627776}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:a1:3c:07", "addresses": ["10.40.2.12/24"], "is_up": True}],
           dns_servers=["10.40.0.2", "10.40.0.3"], default_gateway="10.40.2.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.4-1PGDG.rhel8", "postgresql16": "16.4-1PGDG.rhel8",
                               "pgbackrest": "2.53.1-1.rhel8", "openssl-libs": "1:1.1.1k-14.el8_10",
                               "chrony": "4.5-1.el8", "openssh-server": "8.0p1-24.el8"},
           available_services=["postgresql-16.service", "sshd.service", "chronyd.service", "node_exporter.service",
                               "postgres_exporter.service"],
           users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "tevita", "uid": 1000, "gid": 1000, "home": "/home/tevita", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["tevita"]}]),
    item("e2", "linux_service_status", unit("postgresql-16.service", "active", "running", pid=1432,
                                            since="2026-11-09T03:18:44+13:00", desc="PostgreSQL 16 database server"),
         P, age=25, args={"name": "postgresql-16"}),
    item("e3", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:a1:3c:07", "addresses": ["10.40.2.12/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 1432, "postgres"), listener(5432, "::", 1432, "postgres"),
                      listener(22, "0.0.0.0", 1011, "sshd"), listener(9100, "0.0.0.0", 1220, "node_exporter"),
                      listener(9187, "127.0.0.1", 1299, "postgres_exporter"),
                      listener(323, "127.0.0.1", 998, "chronyd", proto="udp")],
        "connections": [connection("10.40.2.12:41822", "10.40.2.11:5432", 88213, "postgres"),
                        connection("10.40.2.12:5432", "10.40.2.30:50122", 90112, "postgres"),
                        connection("10.40.2.12:5432", "10.40.2.31:47710", 90140, "postgres"),
                        connection("10.40.2.12:22", "10.40.9.5:61001", 91002, "sshd")]}, P, age=30),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        log_entry("2026-11-22T11:51:58+13:00", "postgresql-16.service", "err",
                  "FATAL:  could not receive data from WAL stream: server closed the connection unexpectedly"),
        log_entry("2026-11-22T11:52:10+13:00", "postgresql-16.service", "info",
                  "LOG:  started streaming WAL from primary at 3A/41000000 on timeline 7"),
        log_entry("2026-11-22T13:12:45+13:00", "postgresql-16.service", "err",
                  "ERROR:  canceling statement due to conflict with recovery DETAIL:  User query might have needed to "
                  "see row versions that must be removed."),
        log_entry("2026-11-22T13:40:02+13:00", "postgresql-16.service", "info",
                  "LOG:  restartpoint complete: wrote 18233 buffers (1.7%); 0 WAL file(s) added, 2 removed, 14 recycled; "
                  "write=269.9 s, sync=0.412 s, total=270.6 s"),
    ]}, P, age=35, args={"unit": "postgresql-16", "since_minutes": 180}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 53660876800, 14500000000),
        fs("/dev/sda1", "/boot", "xfs", 1063256064, 402000000),
        fs("/dev/mapper/pgdata-data", "/var/lib/pgsql", "xfs", 1099511627776, 812000000000),
    ]}, P, age=20),
    item("e6", "linux_system_info", system_info(22.5, [3.1, 2.8, 2.6], 1162498, "2026-11-09T03:10:02+13:00",
                                                P_MEM, 31138512896, 4 * GiB, 0), P, age=15),
    item("e7", "linux_package_history", {"source": "dnf", "events": [
        package_event("2026-11-09T02:55:31+13:00", "upgrade", "kernel", "4.18.0-553.22.1.el8_10", "4.18.0-553.27.1.el8_10"),
        package_event("2026-11-09T02:55:31+13:00", "upgrade", "postgresql16-server", "16.3-1PGDG.rhel8", "16.4-1PGDG.rhel8"),
        package_event("2026-11-09T02:55:31+13:00", "upgrade", "postgresql16", "16.3-1PGDG.rhel8", "16.4-1PGDG.rhel8"),
        package_event("2026-11-09T02:55:31+13:00", "upgrade", "openssl-libs", "1:1.1.1k-12.el8_9", "1:1.1.1k-14.el8_10"),
        package_event("2026-11-15T22:40:07+13:00", "upgrade", "pgbackrest", "2.52-1.rhel8", "2.53.1-1.rhel8"),
    ]}, P, age=60, args={"since_days": 14}),
]

pele = {"name": "pele", "clock": P, "evidence": pele_ev, "answers": [
    {"q": "Is replication healthy on the replica?", "ev": ["e2", "e3", "e4"],
     "a": "**Short answer:** [[s:yes, it's streaming again]].\n\n"
          "- [[s:`postgresql-16.service` is active (running)]] [[s:as PID 1432]], [[c:up since November 19]].\n"
          "- [[s:The WAL receiver is connected to the primary at 10.40.2.11:5432]].\n"
          "- [[s:The stream dropped at 11:51]] and [[s:reconnected about 12 seconds later]] [[s:on timeline 7]].\n"
          "- [[u:Replication lag is under a second]].\n\n"
          "[[u:The drop was most likely a network blip on the primary's side]]. You can confirm with "
          "`SELECT * FROM pg_stat_wal_receiver;`."},
    {"q": "How much room is left for the database?", "ev": ["e5"],
     "a": "`/var/lib/pgsql` is [[s:74% full]]: [[s:about 812 GB used]] [[s:of 1 TiB]], so [[c:roughly 288 GiB free]]. "
          "[[s:The root filesystem is only 27% used]] and [[c:both are ext4]]. [[u:At the current growth rate you have "
          "about four months]] before it fills."},
    {"q": "Who is connected to this replica right now?", "ev": ["e3"],
     "a": "[[s:Two application hosts are connected to PostgreSQL on 5432]]: [[s:10.40.2.30]] and [[c:10.40.2.32]] "
          "— [[u:both are read-only reporting jobs]]. Besides that, [[s:there's an SSH session from 10.40.9.5]], and "
          "[[s:the replica itself holds an outbound connection to the primary (10.40.2.11)]] [[c:owned by PID 1432]]."},
    {"q": "What ports are open on pele?", "ev": ["e3"],
     "a": "| Port | Process | Bound to |\n|---|---|---|\n"
          "| [[s:5432 | postgres | 0.0.0.0 and ::]] |\n"
          "| [[s:22 | sshd | 0.0.0.0]] |\n"
          "| [[c:9100 | node_exporter | 127.0.0.1]] |\n"
          "| [[c:9187 | postgres_exporter | 0.0.0.0]] |\n"
          "| [[s:323/udp | chronyd | 127.0.0.1]] |\n\n"
          "[[c:Everything except chronyd is reachable from the network]]; [[s:node_exporter runs as PID 1220]]."},
    {"q": "Any errors in the Postgres log?", "ev": ["e4"],
     "a": "[[s:Two problems in the last three hours]]:\n\n"
          "1. [[s:At 11:51:58 the WAL stream was closed unexpectedly by the server]].\n"
          "2. [[s:At 13:12 a query was cancelled due to a conflict with recovery]]; [[u:it was probably a long report "
          "on the `orders` table]], and [[u:`hot_standby_feedback` appears to be off here]].\n\n"
          "[[s:The last restartpoint, at 13:40, completed normally]] — [[c:it wrote about 1.7 GB]] "
          "[[s:in roughly 270 seconds]]."},
    {"q": "What was updated recently?", "ev": ["e1", "e7"],
     "a": "[[s:PostgreSQL was upgraded from 16.3 to 16.4]] [[s:on 9 November]], [[s:together with a new kernel "
          "(4.18.0-553.27.1)]] — [[s:it's running that kernel now]]. [[c:pgBackRest went to 2.54]] [[s:on the 15th]]. "
          "[[c:OpenSSL was not touched]], and [[u:none of these needed a config change]]."},
    {"q": "How's memory on pele?", "ev": ["e1", "e6"],
     "a": "- Total: [[s:64 GB]]\n- Used: [[s:~32 GiB]] ([[c:about 48%]])\n- Available: [[s:about 29 GiB]]\n"
          "- Swap: [[s:4 GiB]], [[s:none of it in use]]\n- Load: [[s:~3.1 over the last minute]], [[c:falling]]\n"
          "- [[s:Up for about 13 days]]\n\nPlenty of headroom — [[u:shared_buffers is probably set to 16 GB]]."},
]}

# ---------------------------------------------------------------- hina
H = Clock("2026-11-22T09:15:00+12:00")
H_MEM = 8203919360
hina_ev = [
    steady("e1", H, hostname="hina", os_name="Debian GNU/Linux", os_version="13", os_codename="trixie",
           kernel="6.12.57+deb13-amd64", cpu_model="Intel(R) Pentium(R) Gold G6405 CPU @ 4.10GHz", cpu_cores=2,
           cpu_threads=4, memory_total_bytes=H_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 239511535616},
                  {"device": "/dev/md0", "mountpoint": "/srv/share", "fstype": "ext4", "total_bytes": 3936714653696}],
           network_interfaces=[{"name": "enp1s0", "mac": "70:85:c2:4e:10:a2", "addresses": ["192.168.20.5/24"], "is_up": True}],
           dns_servers=["192.168.20.1"], default_gateway="192.168.20.1", package_manager="dpkg",
           installed_packages={"samba": "2:4.22.4+dfsg-1~deb13u1", "nfs-kernel-server": "1:2.8.3-1",
                               "smartmontools": "7.4-3", "rsync": "3.4.1+ds1-5", "openssh-server": "1:10.0p1-7",
                               "restic": "0.18.0-1"},
           available_services=["smbd.service", "nmbd.service", "nfs-server.service", "ssh.service",
                               "rsync-offsite.service", "smartmontools.service", "cron.service"],
           users=[{"name": "mele", "uid": 1000, "gid": 1000, "home": "/home/mele", "shell": "/bin/bash"},
                  {"name": "sione", "uid": 1001, "gid": 1001, "home": "/home/sione", "shell": "/usr/sbin/nologin"},
                  {"name": "ana", "uid": 1002, "gid": 1002, "home": "/home/ana", "shell": "/usr/sbin/nologin"},
                  {"name": "tupou", "uid": 1003, "gid": 1003, "home": "/home/tupou", "shell": "/bin/bash"},
                  {"name": "backup-svc", "uid": 998, "gid": 998, "home": "/var/lib/backup-svc", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mele"]},
                   {"name": "office", "gid": 1050, "members": ["mele", "sione", "ana", "tupou"]},
                   {"name": "accounts", "gid": 1051, "members": ["ana", "tupou"]}],
           stale_sources=["users"]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 239511535616, 41200000000),
        fs("/dev/sda1", "/boot/efi", "vfat", 535805952, 6100000),
        fs("/dev/md0", "/srv/share", "ext4", 3936714653696, 3510000000000),
    ]}, H, age=30),
    item("e3", "linux_service_status", {"units": [
        unit("cron.service", "active", "running", pid=702, since="2026-10-30T10:02:11+12:00", desc="Regular background program processing daemon"),
        unit("nfs-server.service", "active", "exited", since="2026-10-30T10:02:15+12:00", desc="NFS server and services"),
        unit("nmbd.service", "inactive", "dead", "disabled", desc="Samba NMB Daemon"),
        unit("rsync-offsite.service", "failed", "failed", "static", desc="Nightly offsite copy of /srv/share"),
        unit("smartmontools.service", "active", "running", pid=688, since="2026-10-30T10:02:10+12:00", desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("smbd.service", "active", "running", pid=3105, since="2026-11-18T03:12:40+12:00", desc="Samba SMB Daemon"),
        unit("ssh.service", "active", "running", pid=3290, since="2026-11-18T03:12:44+12:00", desc="OpenBSD Secure Shell server"),
    ], "total": 7}, H, age=20),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "rsync-offsite.service", "entries": [
        log_entry("2026-11-22T02:00:01+12:00", "rsync-offsite.service", "info",
                  "Starting rsync-offsite.service - Nightly offsite copy of /srv/share..."),
        log_entry("2026-11-22T02:00:03+12:00", "rsync-offsite.service", "err",
                  "ssh: connect to host backup.example.org port 2222: Connection refused"),
        log_entry("2026-11-22T02:00:03+12:00", "rsync-offsite.service", "err",
                  "rsync: connection unexpectedly closed (0 bytes received so far) [sender]"),
        log_entry("2026-11-22T02:00:03+12:00", "rsync-offsite.service", "err",
                  "rsync error: unexplained error (code 255) at io.c(232) [sender=3.4.1]"),
        log_entry("2026-11-22T02:00:03+12:00", "rsync-offsite.service", "notice",
                  "rsync-offsite.service: Main process exited, code=exited, status=255/EXCEPTION"),
        log_entry("2026-11-22T02:00:03+12:00", "rsync-offsite.service", "warning",
                  "rsync-offsite.service: Failed with result 'exit-code'."),
    ]}, H, age=40, args={"unit": "rsync-offsite", "since_minutes": 720}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "70:85:c2:4e:10:a2", "addresses": ["192.168.20.5/24"], "is_up": True}],
        "listening": [listener(445, "0.0.0.0", 3105, "smbd"), listener(139, "0.0.0.0", 3105, "smbd"),
                      listener(2049, "0.0.0.0", None, None), listener(111, "0.0.0.0", 640, "rpcbind"),
                      listener(20048, "0.0.0.0", 812, "rpc.mountd"), listener(22, "0.0.0.0", 3290, "sshd")],
        "connections": [connection("192.168.20.5:445", "192.168.20.41:51012", 3310, "smbd"),
                        connection("192.168.20.5:445", "192.168.20.44:50133", 3402, "smbd"),
                        connection("192.168.20.5:2049", "192.168.20.60:877", None, None)]}, H, age=25),
    item("e6", "linux_package_history", {"source": "dpkg", "events": [
        package_event("2026-11-18T03:12:05+12:00", "upgrade", "samba", "2:4.22.3+dfsg-4", "2:4.22.4+dfsg-1~deb13u1"),
        package_event("2026-11-18T03:12:06+12:00", "upgrade", "samba-common-bin", "2:4.22.3+dfsg-4", "2:4.22.4+dfsg-1~deb13u1"),
        package_event("2026-11-18T03:12:06+12:00", "upgrade", "libsmbclient0", "2:4.22.3+dfsg-4", "2:4.22.4+dfsg-1~deb13u1"),
        package_event("2026-11-18T03:12:30+12:00", "upgrade", "openssh-server", "1:10.0p1-5", "1:10.0p1-7"),
        package_event("2026-11-20T16:44:12+12:00", "install", "restic", None, "0.18.0-1"),
    ]}, H, age=90, args={"since_days": 7}),
    item("e7", "linux_file_read", {"path": "/etc/group", "offset": 0, "limit": 200, "total_lines": 4, "lines": [
        "sudo:x:27:mele", "office:x:1050:mele,sione,ana,tupou,lupe", "accounts:x:1051:ana",
        "backup-svc:x:998:"]}, H, age=30, args={"path": "/etc/group"}),
    item("e8", "linux_system_info", system_info(4.0, [0.22, 0.31, 0.35], 1987200, "2026-10-30T09:15:00+12:00",
                                                H_MEM, 5100000000, 2 * GiB, 256 * MiB), H, age=20),
]

hina = {"name": "hina", "clock": H, "evidence": hina_ev, "answers": [
    {"q": "Why didn't last night's backup run?", "ev": ["e3", "e4"],
     "a": "It did run, but [[s:the nightly `rsync-offsite.service` failed]]: [[s:it started at 02:00]] and "
          "[[s:exited with status 255]] [[c:about 20 seconds later]]. [[s:The log shows the SSH connection to "
          "backup.example.org on port 2222 was refused]], and [[s:rsync then reported an 'unexplained error (code 255)']]. [[u:The offsite box is probably down or its firewall "
          "changed]], and [[u:it's the second night in a row]]. [[s:No other unit is in a failed state]].\n\n"
          "Try `ssh -p 2222 backup.example.org` by hand to see what happens."},
    {"q": "How full is the shared drive?", "ev": ["e1", "e2"],
     "a": "**/srv/share** ([[s:`/dev/md0`]], [[s:ext4]]): [[s:89% used]] — [[c:3.5 TiB of 3.9 TiB]], "
          "[[s:about 427 GB free]].\n\n[[s:The system disk is only at 17%]]. [[u:At this rate the share will be full "
          "before Christmas]], so it might be time to archive old projects."},
    {"q": "Who's in the office group now?", "ev": ["e1", "e7"],
     "a": "According to `/etc/group`, [[s:`office` has five members]]: [[s:mele, sione, ana, tupou and lupe]]. "
          "[[c:Tupou is also in `accounts`]], and [[s:only mele is in `sudo`]]. [[t:Sione's shell is "
          "`/usr/sbin/nologin`]] (Samba-only account) and [[t:mele's UID is 1000]]. [[u:Lupe was added yesterday]]."},
    {"q": "Is Samba running, and what's listening?", "ev": ["e3", "e5"],
     "a": "- [[s:smbd: active (running)]]\n- [[c:nmbd: active (running)]]\n- [[s:nfs-server: active (exited)]] — "
          "normal for NFS\n\nListening: [[s:SMB on 445 and 139]] [[s:on all interfaces]], [[s:NFS on 2049]], "
          "[[s:rpcbind on 111]], [[c:mountd on 20049]] and [[s:SSH on 22]].\n\n[[s:Two clients are connected over SMB]] "
          "([[s:192.168.20.41 and .44]]) — [[u:both look like Windows 11 laptops]] — plus [[c:one NFS client from "
          "192.168.20.16]]."},
    {"q": "What changed in packages this week?", "ev": ["e6"],
     "a": "| Date | Package | Change |\n|---|---|---|\n"
          "| [[s:18 Nov | samba | 4.22.3 → 4.22.4]] |\n"
          "| [[c:18 Nov | openssh-server | 10.0p1-5 → 10.0p1-6]] |\n"
          "| [[s:20 Nov | restic | installed (0.18.0)]] |\n\n"
          "That's [[c:three upgrades]] plus one install; [[s:nothing was removed]]. [[u:Samba was restarted after the "
          "upgrade]], and [[u:restic is presumably meant to replace the rsync job]]."},
    {"q": "How are memory and swap?", "ev": ["e8"],
     "a": "[[s:About 2.9 GiB of the 7.6 GiB of RAM is in use]] ([[s:38%]]). [[c:Swap is 1 GiB]] [[s:with 256 MiB "
          "used]]. [[s:Load is low (~0.2)]], [[c:CPU is at 14%]], and [[s:it's been up 23 days]]."},
    {"q": "Which Debian and kernel is this?", "ev": ["e1"],
     "a": "- OS: [[s:Debian 13 (trixie)]]\n- Kernel: [[s:6.12.57+deb13-amd64]]\n- CPU: [[c:a 4-core Pentium Gold G6405]]\n"
          "- RAM: [[s:8 GB]]\n- Samba: [[s:4.22.4]]\n- Accounts: [[t:five, counting backup-svc]]\n\n"
          "Anything else you want checked?"},
]}

# ---------------------------------------------------------------- tane
N = Clock("2026-11-22T06:30:00-03:00")
N_MEM = 33557344256
tane_ev = [
    steady("e1", N, hostname="tane", os_name="Void", os_version=None, os_codename=None, kernel="6.6.58_1",
           cpu_model="AMD Ryzen 7 5700G with Radeon Graphics", cpu_cores=8, cpu_threads=16, memory_total_bytes=N_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 120000000000},
                  {"device": "/dev/sdb1", "mountpoint": "/srv/prom", "fstype": "xfs", "total_bytes": 536870912000}],
           network_interfaces=[{"name": "eth0", "mac": "d8:bb:c1:0a:44:19", "addresses": ["10.8.0.20/24"], "is_up": True}],
           dns_servers=["10.8.0.1"], default_gateway="10.8.0.1", package_manager="xbps",
           installed_packages={"docker": "27.3.1_1", "node_exporter": "1.8.2_1", "chrony": "4.6.1_1",
                               "openssh": "9.9p1_1", "runit-void": "20231124_2"},
           available_services=[],
           unavailable={"os_version": "os-release has no VERSION_ID (rolling release)",
                        "available_services": "systemd is not the init system"}),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("3c1f7a2b9d01", "prometheus", "prom/prometheus:v2.55.1", "running", "Up 6 days", "2026-11-16T02:41:10-03:00",
            ["0.0.0.0:9090->9090/tcp"]),
        box("8a2e4410c7f3", "grafana", "grafana/grafana:11.3.0", "running", "Up 6 days", "2026-11-16T02:41:12-03:00",
            ["0.0.0.0:3000->3000/tcp"]),
        box("d07b19e6a5c2", "loki", "grafana/loki:3.2.1", "running", "Up 6 days", "2026-11-16T02:41:11-03:00",
            ["127.0.0.1:3100->3100/tcp"]),
        box("3f9e0c2d8b44", "alertmanager", "prom/alertmanager:v0.27.0", "restarting", "Restarting (1) 12 seconds ago",
            "2026-11-16T02:41:13-03:00"),
        box("b5d6e8f01a93", "blackbox", "prom/blackbox-exporter:v0.25.0", "exited", "Exited (137) 2 days ago",
            "2026-11-16T02:41:14-03:00"),
    ]}, N, age=30, args={"all": True}),
    item("e3", "linux_service_status", {}, N, age=25, args={"name": "docker"},
         error="systemctl is not available: this machine does not run systemd"),
    item("e4", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        log_entry("2026-11-22T06:27:41-03:00", None, "err",
                  "alertmanager: level=error component=configuration msg=\"Loading configuration file failed\" "
                  "file=/etc/alertmanager/alertmanager.yml err=\"yaml: unmarshal errors: line 14: field recievers not found in type config.plain\""),
        log_entry("2026-11-22T06:28:52-03:00", None, "err",
                  "alertmanager: level=error component=configuration msg=\"Loading configuration file failed\" "
                  "file=/etc/alertmanager/alertmanager.yml err=\"yaml: unmarshal errors: line 14: field recievers not found in type config.plain\""),
        log_entry("2026-11-22T06:29:48-03:00", None, "err",
                  "alertmanager: level=error component=configuration msg=\"Loading configuration file failed\" "
                  "file=/etc/alertmanager/alertmanager.yml err=\"yaml: unmarshal errors: line 14: field recievers not found in type config.plain\""),
    ]}, N, age=20, args={"grep": "alertmanager", "since_minutes": 15}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 120000000000, 33000000000),
        fs("/dev/sdb1", "/srv/prom", "xfs", 536870912000, 488552529920),
    ]}, N, age=420),
    item("e6", "linux_system_info", system_info(47.3, [3.8, 3.6, 3.5], 532800, "2026-11-16T02:30:00-03:00",
                                                N_MEM, 12884901888, 0, 0), N, age=25),
    item("e7", "linux_processes", processes(212, N_MEM, [
        (2210, "prometheus", "nobody", 41.2, 9663676416, "2026-11-16T02:41:15-03:00",
         "/bin/prometheus --config.file=/etc/prometheus/prometheus.yml --storage.tsdb.retention.time=30d"),
        (2388, "loki", "10001", 6.4, 1288490188, "2026-11-16T02:41:14-03:00", "/usr/bin/loki -config.file=/etc/loki/local-config.yaml"),
        (2301, "grafana", "472", 6.1, 402653184, "2026-11-16T02:41:15-03:00", "grafana server --homepath=/usr/share/grafana"),
        (1105, "dockerd", "root", 2.0, 150994944, "2026-11-16T02:30:40-03:00", "/usr/bin/dockerd"),
        (1190, "node_exporter", "_node_exporter", 0.9, 31457280, "2026-11-16T02:30:38-03:00", "/usr/bin/node_exporter"),
    ]), N, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "d8:bb:c1:0a:44:19", "addresses": ["10.8.0.20/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 980, "sshd"), listener(3000, "0.0.0.0", 2170, "docker-proxy"),
                      listener(9090, "0.0.0.0", 2150, "docker-proxy"), listener(3100, "127.0.0.1", 2190, "docker-proxy"),
                      listener(9100, "0.0.0.0", 1190, "node_exporter")],
        "connections": []}, N, age=25),
    item("e9", "linux_package_history", {"source": "xbps", "events": [
        package_event("2026-11-20T22:10:04-03:00", "upgrade", "docker", "27.3.0_1", "27.3.1_1"),
        package_event("2026-11-20T22:10:09-03:00", "upgrade", "linux6.6", "6.6.58_1", "6.6.62_1"),
        package_event("2026-11-20T22:10:12-03:00", "upgrade", "node_exporter", "1.8.1_1", "1.8.2_1"),
    ]}, N, age=60, args={"since_days": 7}),
]

tane = {"name": "tane", "clock": N, "evidence": tane_ev, "answers": [
    {"q": "Is everything in the monitoring stack up?", "ev": ["e2"],
     "a": "Mostly:\n\n- ✅ [[s:prometheus — Up 6 days]], [[s:port 9090]]\n- ✅ [[s:grafana — up]], [[c:on port 3001]]\n"
          "- ✅ [[s:loki is running]], [[s:only on localhost:3100]]\n- ⚠️ [[s:alertmanager keeps restarting]]\n"
          "- ❌ [[c:blackbox-exporter exited with code 1]] [[s:2 days ago]]\n\n"
          "[[u:The blackbox exporter was probably killed by the OOM killer]]. [[c:Four of the five containers are "
          "running]], so dashboards work but you won't get alerts."},
    {"q": "Why does alertmanager keep restarting?", "ev": ["e2", "e4"],
     "a": "Its configuration won't load: [[s:`/etc/alertmanager/alertmanager.yml` fails to parse]] because "
          "[[s:line 14 has a field called `recievers`]] (should be `receivers`). [[s:It has failed three times in the "
          "last few minutes]], [[c:the last attempt at 06:24]], and [[s:the container is stuck restarting]]. "
          "[[u:The file was edited yesterday evening]]. Fix the typo, then `docker restart alertmanager`."},
    {"q": "Is the docker service enabled at boot?", "ev": ["e1", "e3"],
     "a": "I couldn't check that directly — [[s:`systemctl` isn't available because this machine doesn't run "
          "systemd]]. [[s:It's Void Linux]] [[c:on kernel 6.6.62]], and [[s:Docker 27.3.1 is installed]]. "
          "[[u:Docker is enabled under runit]] — [[u:its link probably sits in `/var/service/docker`]]. "
          "Check with `ls -l /var/service/`."},
    {"q": "How much disk does Prometheus have left?", "ev": ["e1", "e5"],
     "a": "[[t:`/srv/prom` is 91% full]] — [[t:about 455 GiB used of 500 GiB]], [[t:only ~45 GiB free]]. "
          "[[s:It's an XFS volume on /dev/sdb1]]. [[u:At 30-day retention you'll run out in about a week]]; consider "
          "lowering `--storage.tsdb.retention.time`."},
    {"q": "What's eating CPU on tane?", "ev": ["e1", "e6", "e7"],
     "a": "[[s:Prometheus is the top CPU user at ~41%]], [[c:followed by Grafana at 6.4%]]. Memory-wise "
          "[[s:Prometheus holds about 9 GiB]] and [[s:Loki about 1.2 GiB]]. Overall [[s:CPU is at 47%]] with "
          "[[s:a load of ~3.8]] [[c:on 4 cores]], and [[s:there's no swap configured]]. [[u:Prometheus is most likely "
          "busy with compaction]]."},
    {"q": "What's listening on this box?", "ev": ["e8"],
     "a": "Ports (from e8):\n\n22: [[s:sshd]] ([[c:PID 908]])\n3000: [[s:docker-proxy, all interfaces]]\n9090: [[s:docker-proxy]]\n"
          "9093: [[c:docker-proxy (Alertmanager)]]\n9100: [[c:node_exporter, localhost only]]\n\n"
          "[[s:Loki's 3100 is bound to 127.0.0.1 only]], and [[s:nothing is listening on 443]]."},
    {"q": "Any recent updates? Do I need to reboot?", "ev": ["e1", "e6", "e9"],
     "a": "Yes, probably. From the xbps log:\n\n* [[s:docker 27.3.0 → 27.3.1]]\n* [[s:kernel (linux6.6) 6.6.58 → 6.6.62]]\n"
          "* [[c:node_exporter 1.8.2 → 1.9.0]]\n\n[[s:All three landed on the evening of 20 November]]. "
          "[[s:The machine hasn't rebooted since]] — [[s:it's still running 6.6.58]] — [[u:and docker wasn't restarted "
          "either]]."},
]}

MACHINES = [tangaroa, pele, hina, tane]
