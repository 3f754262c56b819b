"""14th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Half everyday workstation questions, half operations:
magrathea (Fedora 41 laptop: Firefox's content processes, a stale CPU reading of the file indexer, a nearly full
btrfs root, /etc/hosts, a Wi-Fi drop in the NetworkManager log, rpm versions with epochs, a kernel installed but
not booted), krikkit (Ubuntu 24.04 Docker host: a worker killed by its memory cgroup, a stale container listing,
ports owned by docker-proxy, a node exporter the service manager calls dead while its process runs),
vogsphere (k3s control plane: a powered-off worker, a crash-looping pod, a node on an older kubelet, a stale
monitoring namespace, a certificate warning), betelgeuse (Arch laptop on a +01:00 clock: a state diff with a
downgrade and a new user, a steady state whose network source went stale, disk and network rates, a failed
unit), damogran (Rocky Linux 9.5 PostgreSQL server: connection slots exhausted, many processes named postgres,
a commented-out setting, swap in use, a stale and a fresh reading of a filling data volume)."""

from _evidence import GiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn, processes as _procs


# --------------------------------------------------------------------------------------------------------
# magrathea: Fedora 41 laptop of arthur. Root is a 1 TB btrfs volume at 92 %; kernel-core 6.11.11 was
# installed yesterday but the machine still runs 6.11.10; the CPU listing is ten minutes old.
mg = Clock("2027-10-04T14:20:00+00:00")
MGMEM = 33_325_000_000          # 31.04 GiB, sold as 32 GB

magrathea_ev = [
    steady("e1", mg, 2400, hostname="magrathea", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.11.10-300.fc41.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=MGMEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_022_000_000_000},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_073_741_824}],
           network_interfaces=[{"name": "wlp1s0", "mac": "c8:94:02:5e:71:a3", "addresses": ["192.168.178.34/24"],
                                "is_up": True},
                               {"name": "enp2s0f0", "mac": "9c:6b:00:1a:e4:20", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.178.1", package_manager="rpm",
           installed_packages={"firefox": "133.0-1.fc41", "thunderbird": "128.5.0-1.fc41",
                               "vim-enhanced": "2:9.1.866-1.fc41", "git": "2.47.1-1.fc41",
                               "podman": "5:5.3.1-1.fc41", "python3": "3.13.0-1.fc41",
                               "gnome-shell": "47.2-1.fc41", "libreoffice-core": "1:24.8.3.2-3.fc41",
                               "kernel-core": "6.11.11-300.fc41"},
           available_services=["NetworkManager.service", "sshd.service", "cups.service", "bluetooth.service",
                               "firewalld.service", "pcscd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "arthur", "uid": 1000, "gid": 1000, "home": "/home/arthur", "shell": "/bin/zsh"},
                  {"name": "fenchurch", "uid": 1001, "gid": 1001, "home": "/home/fenchurch", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["arthur"]},
                   {"name": "libvirt", "gid": 973, "members": ["arthur", "fenchurch"]},
                   {"name": "dialout", "gid": 18, "members": []}]),
    item("e2", "linux_system_info",
         system_info(38.2, [3.41, 2.87, 2.10], 192_600, "2027-10-02T08:50:00+00:00", MGMEM, 9_870_000_000,
                     8 * GiB, 1_503_238_553), mg, 30),
    item("e3", "linux_processes", _procs(412, MGMEM, [
        (4412, "firefox", "arthur", 12.4, 2_310_000_000, "2027-10-04T08:02:11+00:00", "/usr/lib64/firefox/firefox"),
        (4588, "Isolated Web Co", "arthur", 21.0, 1_640_000_000, "2027-10-04T08:02:40+00:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsLen 31022 tab"),
        (5120, "Isolated Web Co", "arthur", 3.1, 980_000_000, "2027-10-04T09:15:03+00:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsLen 31022 tab"),
        (3310, "gnome-shell", "arthur", 6.2, 820_000_000, "2027-10-02T08:51:12+00:00", "/usr/bin/gnome-shell"),
        (6021, "code", "arthur", 1.2, 760_000_000, "2027-10-04T10:30:55+00:00", "/usr/share/code/code"),
        (2790, "gnome-software", "arthur", 0.2, 410_000_000, "2027-10-02T08:51:18+00:00",
         "/usr/bin/gnome-software --gapplication-service"),
        (9011, "thunderbird", "arthur", 0.8, 395_000_000, "2027-10-04T08:03:01+00:00", "/usr/bin/thunderbird"),
        (1202, "podman", "arthur", 0.0, 180_000_000, "2027-10-04T11:40:00+00:00", "podman system service"),
    ]), mg, 35, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_processes", _procs(409, MGMEM, [
        (2801, "tracker-miner-f", "arthur", 88.0, 152_000_000, "2027-10-02T08:51:20+00:00",
         "/usr/libexec/tracker-miner-fs-3"),
        (4588, "Isolated Web Co", "arthur", 19.4, 1_610_000_000, "2027-10-04T08:02:40+00:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsLen 31022 tab"),
        (4412, "firefox", "arthur", 11.0, 2_290_000_000, "2027-10-04T08:02:11+00:00", "/usr/lib64/firefox/firefox"),
        (3310, "gnome-shell", "arthur", 5.8, 818_000_000, "2027-10-02T08:51:12+00:00", "/usr/bin/gnome-shell"),
        (6021, "code", "arthur", 2.0, 751_000_000, "2027-10-04T10:30:55+00:00", "/usr/share/code/code"),
    ]), mg, 600, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1_022_000_000_000, 941_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 1_022_000_000_000, 941_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_073_741_824, 412_000_000),
        fs("/dev/sda1", "/run/media/arthur/KINGSTON", "vfat", 31_000_000_000, 2_100_000_000),
    ]}, mg, 40),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "wlp1s0", "mac": "c8:94:02:5e:71:a3", "addresses": ["192.168.178.34/24"],
                        "is_up": True},
                       {"name": "enp2s0f0", "mac": "9c:6b:00:1a:e4:20", "addresses": [], "is_up": False}],
        "listening": [_listen(22, "0.0.0.0", 1301, "sshd"), _listen(631, "127.0.0.1", 1450, "cupsd"),
                      _listen(5353, "0.0.0.0", 1190, "avahi-daemon", "udp"),
                      _listen(8000, "127.0.0.1", 8823, "python3")],
        "connections": [_conn("192.168.178.34:50412", "151.101.1.91:443", 4412, "firefox"),
                        _conn("192.168.178.34:41288", "140.82.112.4:443", 6021, "code")]}, mg, 25),
    item("e7", "linux_package_history", {"events": [
        _event("2027-09-28T19:02:14+00:00", "upgrade", "firefox", "131.0.3-1.fc41", "133.0-1.fc41"),
        _event("2027-09-28T19:02:14+00:00", "upgrade", "vim-enhanced", "2:9.1.825-1.fc41", "2:9.1.866-1.fc41"),
        _event("2027-10-01T12:44:09+00:00", "install", "podman", None, "5:5.3.1-1.fc41"),
        _event("2027-10-03T21:15:40+00:00", "remove", "gnome-tour", "47.0-1.fc41", None),
        _event("2027-10-03T21:15:40+00:00", "install", "kernel-core", None, "6.11.11-300.fc41"),
    ]}, mg, 50, args={"since_days": 14}),
    item("e8", "linux_service_status", unit("cups.service", "active", "running", "enabled", 1450,
                                            "2027-10-02T08:50:41+00:00", "CUPS Scheduler"), mg, 20,
         args={"name": "cups"}),
    item("e9", "linux_file_read", {"path": "/etc/hosts", "offset": 0, "limit": 100, "total_lines": 4, "lines": [
        "127.0.0.1   localhost localhost.localdomain localhost4",
        "::1         localhost localhost.localdomain localhost6",
        "192.168.178.20  deepthought.lan deepthought",
        "192.168.178.42  heartofgold.lan heartofgold"]}, mg, 15, args={"path": "/etc/hosts"}),
    item("e10", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        _entry("2027-10-04T13:05:12+00:00", "NetworkManager.service", "warning",
               "<warn>  [1822655112.4410] device (wlp1s0): disconnected (reason 'ap-lost')"),
        _entry("2027-10-04T13:05:19+00:00", "NetworkManager.service", "info",
               "<info>  [1822655119.0873] device (wlp1s0): Activation: starting connection 'FRITZ!Box 7590 ZK'"),
        _entry("2027-10-04T13:05:31+00:00", "NetworkManager.service", "info",
               "<info>  [1822655131.6620] policy: set 'FRITZ!Box 7590 ZK' (wlp1s0) as default for IPv4 routing "
               "and DNS"),
    ]}, mg, 30, args={"unit": "NetworkManager.service", "since_minutes": 120}),
]

MG_USB = user("u1", "I plugged in a Kingston USB stick this morning.", mg)

MAGRATHEA = {"name": "magrathea", "clock": mg, "evidence": magrathea_ev, "answers": [
    {"q": "how much ram do i have and how much is free", "ev": ["e1", "e2"],
     "a": "[[s:32 GB installed]], [[s:about 9.2 GiB available]] at the moment, and [[c:swap is untouched]]. [[u:The RAM is soldered, so it can't be upgraded.]]"},
    {"q": "Why is my laptop fan so loud?", "ev": ["e2", "e3", "e4"],
     "a": "Hey! Let me take a look. The machine is definitely working: [[s:the load average is about 3.4 over the "
          "last minute]], [[s:up from 2.1 over fifteen minutes]]. [[s:The heaviest memory user is "
          "Firefox]]: [[s:its main process alone holds about 2.3 GB]], and [[s:two \"Isolated Web Co\" content "
          "processes appear in the top eight by memory]]. [[c:Firefox's main process is also the biggest CPU user "
          "of the lot]]. On top of that, [[t:tracker-miner-fs is chewing through 88% of a core]] — that's "
          "GNOME's file indexer. [[u:It's probably re-indexing your home folder after the update]]. Closing a "
          "few tabs should calm things down!"},
    {"q": "What is listening on my laptop?", "ev": ["e6"],
     "a": "| Port | Process | Bound to |\n|---|---|---|\n"
          "| [[s:22/tcp | sshd | 0.0.0.0]] |\n"
          "| [[s:631/tcp | cupsd | 127.0.0.1]] |\n"
          "| [[s:5353/udp | avahi-daemon | 0.0.0.0]] |\n"
          "| [[c:8000/tcp | python3 | all interfaces]] |\n\n"
          "[[s:Nothing else is listening.]] [[u:sshd only accepts key logins.]] [[u:Port 8000 is your Jupyter notebook server.]]"},
    {"q": "Is my disk almost full?", "ev": ["e1", "e5"], "extra": [MG_USB],
     "a": "1. **Root is tight.** [[s:`/` is 92% used]], [[s:with about 81 GB free out of roughly 1 TB]].\n"
          "2. **/home is the same volume.** [[s:/home sits on the same btrfs device]], so [[s:it shows the same "
          "numbers]].\n"
          "3. **USB stick.** [[s:The Kingston stick is mounted at /run/media/arthur/KINGSTON]] and [[c:is nearly "
          "full]].\n"
          "4. **/boot.** [[c:/boot is over half full]], worth a `dnf remove --oldinstallonly` some day.\n\n"
          "[[u:Old btrfs snapshots are most likely what's eating the space.]]\n\n"
          "```\nsudo btrfs filesystem du -s /home/*\n```"},
    {"q": "what got updated on this machine in the last week or so?", "ev": ["e1", "e7"],
     "a": "Summary: [[s:Firefox and Vim were upgraded]], [[s:Podman was installed]], [[s:a new kernel-core was "
          "installed]] and [[s:gnome-tour was removed]].\n\nDetails:\n"
          "- [[s:Firefox went from 131.0.3 to 133.0 on 28 September]]\n"
          "- [[c:Vim moved from 9.1.866 to 9.1.825]] in the same transaction\n"
          "- [[s:Podman 5.3.1 arrived on 1 October]]\n"
          "- [[s:kernel-core 6.11.11 was installed on the evening of 3 October]], [[c:and you're already running "
          "it]]\n"
          "- [[c:Thunderbird was updated as well]]\n"
          "- [[u:All of these came from the updates repository]]\n\n"
          "[[u:A reboot is all it takes to switch to the new kernel.]]"},
    {"q": "Is CUPS running?", "ev": ["e8"],
     "a": "[[s:Yes, CUPS is up]] — [[s:the unit is enabled]] and [[s:has been running since 08:50 on 2 October]] "
          "([[s:main PID 1450]]), [[u:and it hasn't logged any errors]]."},
    {"q": "What does deepthought resolve to here?", "ev": ["e1", "e9"],
     "a": "[[s:Your /etc/hosts maps deepthought to 192.168.178.20]] ([[s:line 3]]), and hosts entries win over "
          "DNS. For anything else [[s:the resolver is 127.0.0.53]], [[u:which forwards to your FRITZ!Box]]. "
          "While I was in there: [[c:heartofgold.lan points at 192.168.178.24]], and [[s:the file is only four "
          "lines long]]; [[c:there's no IPv6 localhost entry in it]]."},
    {"q": "Can fenchurch use sudo?", "ev": ["e1"],
     "a": "[[s:No — fenchurch isn't in the wheel group]]; [[s:arthur is its only member]]. [[s:She is in libvirt]], "
          "though, [[u:so she can manage VMs in virt-manager without a password]]. Other details: [[s:her login "
          "shell is /bin/bash]] [[c:and her UID is 1002]]. [[u:There's no sudoers drop-in for her either.]]"},
    {"q": "My Wi-Fi dropped around one o'clock — what happened?", "ev": ["e6", "e10"],
     "a": "You're asking about the Wi-Fi drop around 1 pm. [[s:At 13:05 NetworkManager logged wlp1s0 disconnecting "
          "with reason 'ap-lost']], and [[s:about 20 seconds later it had reconnected to 'FRITZ!Box 7590 ZK' and "
          "made it the default route]]. [[c:That was roughly two hours ago.]] [[u:The access point most likely "
          "rebooted.]] [[u:You were on the 5 GHz band at the time.]] [[s:No other drops show up in the last two hours]], and [[s:you're connected as "
          "192.168.178.34 right now]]."},
]}


# --------------------------------------------------------------------------------------------------------
# krikkit: Ubuntu 24.04 Docker host. The worker container is killed by its 2g memory cgroup every quarter of an
# hour; an old container listing (50 minutes) still shows it up; the node exporter runs outside its unit.
kk = Clock("2027-11-16T22:40:00+00:00")
KKMEM = 65_850_000_000          # 61.3 GiB, a 64 GB machine
DCE = "~ubuntu.24.04~noble"

krikkit_ev = [
    steady("e1", kk, 1800, hostname="krikkit", domain="wikkit.gate", os_name="Ubuntu", os_version="24.04",
           os_codename="noble", kernel="6.8.0-49-generic", cpu_model="Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz",
           cpu_cores=12, cpu_threads=24, memory_total_bytes=KKMEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_103_981_056},
                  {"device": "/dev/md1", "mountpoint": "/srv", "fstype": "xfs", "total_bytes": 3_840_755_982_336}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:90:1a", "addresses": ["10.44.0.21/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:0b:77:10", "addresses": ["172.17.0.1/16"],
                                "is_up": True},
                               {"name": "br-5c1a9e", "mac": "02:42:19:c4:2a:01", "addresses": ["172.19.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.44.0.2", "10.44.0.3"], default_gateway="10.44.0.1",
           installed_packages={"docker-ce": "5:27.3.1-1" + DCE, "containerd.io": "1.7.23-1",
                               "docker-compose-plugin": "2.29.7-1" + DCE, "nginx": "1.24.0-2ubuntu7.1",
                               "openssh-server": "1:9.6p1-3ubuntu13.5", "prometheus-node-exporter": "1.7.0-1ubuntu0.2"},
           available_services=["docker.service", "containerd.service", "nginx.service", "ssh.service",
                               "prometheus-node-exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "zaphod", "uid": 1000, "gid": 1000, "home": "/home/zaphod", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/sh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["zaphod"]},
                   {"name": "docker", "gid": 988, "members": ["zaphod", "deploy"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a41c9e02d7b3", "api", "krikkit/api:2.14.0", "running", "Up 3 days (healthy)",
            "2027-11-13T19:02:11+00:00", ["127.0.0.1:8081->8080/tcp"]),
        box("4be1c07a9f21", "worker", "krikkit/worker:2.14.0", "restarting", "Restarting (137) 42 seconds ago",
            "2027-11-13T19:02:12+00:00"),
        box("77d0e3f1a2c4", "redis", "redis:7.2-alpine", "running", "Up 3 days", "2027-11-13T19:01:58+00:00"),
        box("0c93ab71e5d8", "postgres", "postgres:16.4", "running", "Up 3 days (healthy)",
            "2027-11-13T19:01:58+00:00", ["127.0.0.1:5432->5432/tcp"]),
        box("e5f20d9c8b61", "migrate", "krikkit/api:2.14.0", "exited", "Exited (0) 3 days ago",
            "2027-11-13T19:02:05+00:00"),
        box("9a7b6c5d4e3f", "grafana", "grafana/grafana:11.2.0", "running", "Up 6 hours",
            "2027-11-16T16:38:00+00:00", ["0.0.0.0:3000->3000/tcp"]),
    ]}, kk, 30, args={"all": True}),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("a41c9e02d7b3", "api", "krikkit/api:2.14.0", "running", "Up 3 days (healthy)",
            "2027-11-13T19:02:11+00:00", ["127.0.0.1:8081->8080/tcp"]),
        box("4be1c07a9f21", "worker", "krikkit/worker:2.14.0", "running", "Up 2 hours",
            "2027-11-13T19:02:12+00:00"),
        box("77d0e3f1a2c4", "redis", "redis:7.2-alpine", "running", "Up 3 days", "2027-11-13T19:01:58+00:00"),
        box("0c93ab71e5d8", "postgres", "postgres:16.4", "running", "Up 3 days (healthy)",
            "2027-11-13T19:01:58+00:00", ["127.0.0.1:5432->5432/tcp"]),
        box("9a7b6c5d4e3f", "grafana", "grafana/grafana:11.2.0", "running", "Up 5 hours",
            "2027-11-16T16:38:00+00:00", ["0.0.0.0:3000->3000/tcp"]),
    ]}, kk, 3000, args={"all": False}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _entry("2027-11-16T21:58:03+00:00", None, "err",
               "Memory cgroup out of memory: Killed process 31877 (node) total-vm:3120448kB, anon-rss:2093112kB, "
               "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:4480kB oom_score_adj:0"),
        _entry("2027-11-16T22:14:47+00:00", None, "err",
               "Memory cgroup out of memory: Killed process 40211 (node) total-vm:3098112kB, anon-rss:2091980kB, "
               "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:4412kB oom_score_adj:0"),
        _entry("2027-11-16T22:31:09+00:00", None, "err",
               "Memory cgroup out of memory: Killed process 41720 (node) total-vm:3131904kB, anon-rss:2094460kB, "
               "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:4496kB oom_score_adj:0"),
        _entry("2027-11-16T22:38:55+00:00", None, "err",
               "Memory cgroup out of memory: Killed process 43002 (node) total-vm:3109376kB, anon-rss:2092644kB, "
               "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:4460kB oom_score_adj:0"),
    ]}, kk, 25, args={"since_minutes": 60, "grep": "out of memory"}),
    item("e5", "linux_service_status", unit("prometheus-node-exporter.service", "inactive", "dead", "enabled",
                                            None, None, "Prometheus exporter for machine metrics"), kk, 20,
         args={"name": "prometheus-node-exporter"}),
    item("e6", "linux_processes", _procs(1, KKMEM, [
        (2210, "prometheus-node", "prometheus", 0.6, 31_000_000, "2027-11-13T08:14:02+00:00",
         "/usr/bin/prometheus-node-exporter --collector.systemd"),
    ]), kk, 25, args={"name": "node"}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:41:90:1a", "addresses": ["10.44.0.21/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:5e:0b:77:10", "addresses": ["172.17.0.1/16"],
                        "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 1104, "sshd"), _listen(80, "0.0.0.0", 1822, "nginx"),
                      _listen(443, "0.0.0.0", 1822, "nginx"), _listen(3000, "0.0.0.0", 5120, "docker-proxy"),
                      _listen(8081, "127.0.0.1", 5011, "docker-proxy"),
                      _listen(5432, "127.0.0.1", 5044, "docker-proxy"),
                      _listen(9100, "::", 2210, "prometheus-node"),
                      _listen(53, "127.0.0.53", 710, "systemd-resolve", "udp")],
        "connections": [_conn("10.44.0.21:22", "10.44.0.90:53110", 30112, "sshd")]}, kk, 20),
    item("e8", "linux_package_history", {"events": [
        _event("2027-11-02T06:12:30+00:00", "upgrade", "docker-ce", "5:27.2.0-1" + DCE, "5:27.3.1-1" + DCE),
        _event("2027-11-02T06:12:30+00:00", "upgrade", "containerd.io", "1.7.22-1", "1.7.23-1"),
        _event("2027-11-10T06:25:02+00:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.4",
               "1:9.6p1-3ubuntu13.5"),
        _event("2027-11-14T14:02:48+00:00", "install", "docker-compose-plugin", None, "2.29.7-1" + DCE),
    ]}, kk, 60, args={"since_days": 30}),
    item("e9", "linux_system_info",
         system_info(14.0, [2.1, 1.9, 1.7], 309_600, "2027-11-13T08:40:00+00:00", KKMEM, 21_400_000_000,
                     4 * GiB, 0), kk, 20),
]

KK_LIMIT = user("u1", "The worker has a 2g memory limit in the compose file.", kk)

KRIKKIT = {"name": "krikkit", "clock": kk, "evidence": krikkit_ev, "answers": [
    {"q": "Why does the worker container keep restarting?", "ev": ["e2", "e4"], "extra": [KK_LIMIT],
     "a": "Here's what I found:\n\n"
          "1. **It's crash-looping.** [[s:The worker container is in state restarting (e2)]] — [[s:\"Restarting "
          "(137) 42 seconds ago\"]].\n"
          "2. **The kernel is killing it.** [[s:A memory cgroup killed a node process four times in the last hour "
          "(e4)]], [[s:the latest at 22:38]], [[s:about a minute ago]]. [[c:The first kill came at 21:48.]] [[u:It started after the "
          "2.14.0 deploy three days ago.]]\n"
          "3. **Always at the same size.** [[s:Each killed process had about 2 GB resident]], and [[s:you said the "
          "limit is 2g]], [[u:so it hits the ceiling whenever the nightly batch starts]].\n\n"
          "Raising `mem_limit` or fixing the leak is the way out."},
    {"q": "container status please", "ev": ["e2"],
     "a": "| Container | Image | State |\n|---|---|---|\n"
          "| [[s:api | krikkit/api:2.14.0 | ✅ running, healthy]] |\n"
          "| [[s:worker | krikkit/worker:2.14.0 | ❌ restarting]] |\n"
          "| [[c:redis | redis:7.4-alpine | ✅ running]] |\n"
          "| [[s:postgres | postgres:16.4 | ✅ healthy]] |\n"
          "| [[c:grafana | grafana/grafana:11.2.0 | ✅ up 3 days]] |\n"
          "| [[s:migrate | krikkit/api:2.14.0 | exited with code 0]] |\n\n"
          "[[c:Five of the six containers are running]], [[c:none has exited]]. [[s:Only Grafana is published on "
          "all interfaces]]. [[u:migrate is the one-off schema job that runs at each deploy.]]"},
    {"q": "is node exporter up?", "ev": ["e5", "e6"],
     "a": "[[u:Yes, node exporter is running]] — [[s:PID 2210, as user prometheus]], [[s:though systemd shows "
          "the unit inactive]]. [[u:Prometheus is scraping it fine.]]"},
    {"q": "What's exposed to the network on krikkit?", "ev": ["e2", "e7"],
     "a": "Sure! Open on all addresses: [[s:SSH on 22]], [[s:nginx on 80 and 443]], and [[s:Grafana via "
          "docker-proxy on 3000]]. [[s:Postgres (5432) is only bound to localhost]], [[s:as is the API on 8081]], [[u:which nginx proxies to]]. "
          "[[c:The node exporter listens on 127.0.0.1:9100]], so it isn't reachable from outside. [[s:DNS is only "
          "the local stub on 127.0.0.53]]. [[s:Nothing else is listening.]] [[u:ufw blocks port 3000 from the "
          "internet anyway.]]\n\nTo double-check from another host: `nmap -p- 10.44.0.21`."},
    {"q": "What changed in packages this month, and is Docker current?", "ev": ["e1", "e8"],
     "a": "Summary: [[s:Docker was upgraded on 2 November]].\n\nDetails:\n"
          "- [[s:docker-ce 27.2.0 → 27.3.1]] ([[s:epoch 5 on both]])\n"
          "- [[s:containerd.io 1.7.22 → 1.7.23 in the same run]]\n"
          "- [[c:openssh-server went to 9.6p1-3ubuntu13.6 on 10 November]]\n"
          "- [[s:docker-compose-plugin 2.29.7 was installed on 14 November]]\n"
          "- [[c:nginx was upgraded in the same run as Docker]]\n\n"
          "[[s:The installed docker-ce is the 27.3.1 build from that upgrade]]. [[u:27.3.1 is the newest Docker "
          "release]], so you're current."},
    {"q": "is the worker up now?", "ev": ["e3"],
     "a": "[[t:Yes — the worker shows \"Up 2 hours\"]], [[t:running krikkit/worker:2.14.0]]. [[t:Five containers "
          "are running, the worker among them]], and [[t:Grafana has been up about five hours]]."},
    {"q": "Does this host have RAM for another worker?", "ev": ["e1", "e9"],
     "a": "**Memory:** [[s:about 21 GB of the 64 GB is available]].\n**Swap:** [[c:2 GB]], [[s:none of it used]].\n"
          "**Load:** [[s:about 2 on 24 threads]].\n**Uptime:** [[s:a bit over three and a half days]].\n\n"
          "[[u:Another worker with a 2g limit would fit comfortably.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# vogsphere: k3s control plane vogsphere-cp. vogsphere-w3 lost power at 08:50; a grunthos-worker pod
# crash-loops on w2; w2 still runs kubelet 1.30; the monitoring namespace was read 25 minutes ago.
vg = Clock("2028-01-19T09:25:00+00:00")
VGMEM = 134_600_000_000         # 125.4 GiB, a 128 GB machine


def _kube(eid: str, resource: str, namespace: str | None, items: list, age: float = 40) -> dict:
    args = {"resource": resource} | ({"namespace": namespace} if namespace else {})
    return item(eid, "kubernetes_get", {"context": "vogsphere", "namespace": namespace, "items": items},
                vg, age, args=args)


vogsphere_ev = [
    steady("e1", vg, 2000, hostname="vogsphere-cp", domain="constructor.fleet", os_name="Ubuntu",
           os_version="22.04", os_codename="jammy", kernel="5.15.0-130-generic",
           cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=VGMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 240_000_000_000},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                   "total_bytes": 1_920_000_000_000}],
           network_interfaces=[{"name": "enp65s0", "mac": "b8:ce:f6:0a:41:e2", "addresses": ["10.60.0.5/24"],
                                "is_up": True},
                               {"name": "flannel.1", "mac": "5e:21:9a:03:bb:70", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["10.60.0.2"], default_gateway="10.60.0.1",
           installed_packages={"open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2",
                               "wireguard-tools": "1.0.20210914-1ubuntu2"},
           available_services=["k3s.service", "ssh.service", "chrony.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "jeltz", "uid": 1000, "gid": 1000, "home": "/home/jeltz", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["jeltz"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "jeltz"]}]),
    _kube("e2", "nodes", None, [node("vogsphere-cp", True, "v1.31.2+k3s1"), node("vogsphere-w1", True, "v1.31.2+k3s1"),
                                node("vogsphere-w2", True, "v1.30.6+k3s1"),
                                node("vogsphere-w3", False, "v1.31.2+k3s1")], 30),
    _kube("e3", "pods", "poetry", [
        pod("recital-api-6f9c7b8d5-2xk9p", "poetry", "Running", "vogsphere-w1", 0, True,
            started="2028-01-17T14:20:31Z"),
        pod("recital-api-6f9c7b8d5-7qwe4", "poetry", "Running", "vogsphere-w2", 1, True,
            started="2028-01-17T14:20:33Z"),
        pod("recital-api-6f9c7b8d5-zz81m", "poetry", "Unknown", "vogsphere-w3", 0, False,
            started="2028-01-17T14:20:32Z"),
        pod("grunthos-worker-5d8c9f7b6-pl3mn", "poetry", "Running", "vogsphere-w2", 23, False,
            waiting="CrashLoopBackOff"),
        pod("grunthos-worker-5d8c9f7b6-a81cv", "poetry", "Running", "vogsphere-w1", 0, True,
            started="2028-01-18T22:04:10Z"),
        pod("verse-gateway-7c4d9b6f8-h2j4k", "poetry", "Running", "vogsphere-w1", 0, True,
            started="2028-01-12T10:00:02Z"),
        pod("verse-gateway-7c4d9b6f8-m9n8b", "poetry", "Running", "vogsphere-w2", 0, True,
            started="2028-01-12T10:00:04Z"),
        pod("verse-queue-0", "poetry", "Running", "vogsphere-w1", 0, True, started="2028-01-05T08:31:45Z"),
    ]),
    _kube("e4", "deployments", "poetry", [deployment("recital-api", "poetry", 3, 2),
                                         deployment("grunthos-worker", "poetry", 2, 1),
                                         deployment("verse-gateway", "poetry", 2, 2)]),
    _kube("e5", "pods", "monitoring", [
        pod("prometheus-0", "monitoring", "Running", "vogsphere-w1", 0, True, started="2028-01-10T03:12:00Z"),
        pod("alertmanager-0", "monitoring", "Running", "vogsphere-w2", 0, True, started="2028-01-10T03:12:05Z"),
    ], 1500),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2028-01-19T08:51:07+00:00", "k3s.service", "warning",
               "node_lifecycle_controller: Node vogsphere-w3 is NotReady: Kubelet stopped posting node status."),
        _entry("2028-01-19T08:56:07+00:00", "k3s.service", "info",
               "taint_eviction: Marking for deletion Pod poetry/recital-api-6f9c7b8d5-zz81m"),
        _entry("2028-01-19T09:18:30+00:00", "k3s.service", "warning",
               "Certificate serving-kube-apiserver.crt will expire on 2028-02-12T07:40:11Z (in 23 days)"),
    ]}, vg, 20, args={"unit": "k3s", "since_minutes": 45}),
    item("e7", "linux_system_info",
         system_info(22.5, [6.8, 7.1, 6.9], 3_554_700, "2027-12-09T06:00:00+00:00", VGMEM, 44_000_000_000, 0, 0),
         vg, 25),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 240_000_000_000, 118_000_000_000),
        fs("/dev/nvme0n1p1", "/var/lib/rancher", "xfs", 1_920_000_000_000, 1_630_000_000_000),
    ]}, vg, 35),
]

VG_POWER = user("u1", "w3 lost power in the rack around 08:50, according to facilities.", vg)

VOGSPHERE = {"name": "vogsphere", "clock": vg, "evidence": vogsphere_ev, "answers": [
    {"q": "Are all nodes ready?", "ev": ["e2"],
     "a": "[[s:No, vogsphere-w3 is NotReady]]; [[s:the other three are Ready]]. [[c:w3 is also the node on kubelet "
          "v1.30.6]], [[u:so it's probably a kubelet crash after a half-finished upgrade]]."},
    {"q": "Which kubelet versions are the nodes on?", "ev": ["e2"],
     "a": "| Node | Kubelet |\n|---|---|\n"
          "| [[s:vogsphere-cp | v1.31.2+k3s1]] |\n"
          "| [[s:vogsphere-w1 | v1.31.2+k3s1]] |\n"
          "| [[c:vogsphere-w2 | v1.31.2+k3s1]] |\n"
          "| [[s:vogsphere-w3 | v1.31.2+k3s1]] (NotReady) |\n\n"
          "[[c:All four nodes run the same version]], [[s:and none is newer than 1.31.2]]."},
    {"q": "What's wrong in the poetry namespace?", "ev": ["e3", "e4", "e6"], "extra": [VG_POWER],
     "a": "### Findings\n\n"
          "1. **A crash-looping worker.** [[s:grunthos-worker-5d8c9f7b6-pl3mn is in CrashLoopBackOff (e3)]] "
          "[[s:with 23 restarts]] [[s:on vogsphere-w2]]; [[s:the deployment has 1 of 2 replicas ready (e4)]].\n"
          "2. **A lost pod on w3.** [[s:recital-api-6f9c7b8d5-zz81m is in phase Unknown on vogsphere-w3]], and "
          "[[s:k3s marked it for deletion at 08:56 (e6)]]. [[s:recital-api has 2 of 3 replicas ready]].\n"
          "3. **Why w3 went away.** [[s:The kubelet on w3 stopped posting status at 08:51]], [[s:a minute after "
          "facilities say it lost power]]. [[u:The crash loop on w2 is fallout from the w3 outage (e6).]] [[u:w3 has been unreachable since "
          "its UPS tripped.]]\n\n"
          "[[s:verse-gateway is fine at 2/2]], while [[c:verse-queue-0 has restarted twice]]."},
    {"q": "Is monitoring healthy?", "ev": ["e5"],
     "a": "Summary: [[t:prometheus-0 and alertmanager-0 are both Running]].\n\nDetails: "
          "[[t:prometheus-0 is on vogsphere-w1]] and [[t:alertmanager-0 has no restarts]]. [[u:Grafana's "
          "dashboards are loading normally.]]"},
    {"q": "is the control plane under pressure?", "ev": ["e1", "e7", "e8"],
     "a": "Not really. [[s:Load is about 7 on all three averages]], which on [[s:32 threads]] is comfortable. "
          "[[s:Roughly 41 GiB of the 128 GB is available]]. [[c:Swap is nearly full]], though. Storage: [[s:the "
          "rancher volume is at 85%]] [[c:with about 390 GB left]]. [[s:The box has been up for 41 days.]] "
          "[[u:An etcd compaction will likely free some of that space.]]"},
    {"q": "When does the k3s serving cert expire?", "ev": ["e6"],
     "a": "[[s:k3s logged at 09:18 that serving-kube-apiserver.crt expires on 12 February 2028]], [[s:roughly "
          "three and a half weeks from now]]. [[c:That warning came about an hour ago.]] [[u:k3s will rotate it "
          "automatically at its next restart.]] [[u:The cert was issued when the cluster was built a year ago.]]\n\n```\nsudo k3s certificate check --output table\n```"},
    {"q": "Who can sudo on the control plane, and what DNS does it use?", "ev": ["e1"],
     "a": "- Sudo: [[s:only jeltz is in the sudo group]] ([[s:jeltz is also in adm]]; [[c:his shell is zsh]])\n"
          "- DNS: [[s:10.60.0.2]] [[c:and 10.60.0.3]]\n"
          "- Gateway: [[s:10.60.0.1]]\n"
          "- [[u:Root login over SSH is disabled]]"},
]}


# --------------------------------------------------------------------------------------------------------
# betelgeuse: ford's Arch laptop on a +01:00 clock. The steady state (19:30) is from before the switch to the
# Guide-5G network at 19:30-19:31, so its network source is stale; a state diff compares it with 28 February.
bg = Clock("2028-03-07T19:45:00+01:00")
BGMEM = 16_425_000_000

betelgeuse_steady = steady(
    "e1", bg, 900, hostname="betelgeuse", os_name="Arch Linux", os_version=None, os_codename=None,
    kernel="6.13.5-arch1-1", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22,
    memory_total_bytes=BGMEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 511_000_000_000},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_073_741_824}],
    network_interfaces=[{"name": "wlan0", "mac": "a0:b3:39:7e:12:f4", "addresses": ["10.0.0.87/24"], "is_up": True},
                        {"name": "tailscale0", "mac": None, "addresses": ["100.88.12.5/32"], "is_up": True}],
    dns_servers=["10.0.0.1", "1.1.1.1"], default_gateway="10.0.0.1", package_manager="pacman",
    installed_packages={"linux": "6.13.5.arch1-1", "firefox": "136.0-1", "vim": "9.1.1166-1", "python": "3.13.2-1",
                        "steam": "1.0.0.82-1", "pipewire": "1:1.4.0-1", "networkmanager": "1.52.0-1",
                        "tailscale": "1.80.3-1", "docker": "1:28.0.1-1", "docker-compose": "2.33.1-1",
                        "mesa": "1:24.3.4-1", "rsync": "3.4.1-2"},
    available_services=["NetworkManager.service", "docker.service", "tailscaled.service", "bluetooth.service",
                        "cups.service", "systemd-timesyncd.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "ford", "uid": 1000, "gid": 1000, "home": "/home/ford", "shell": "/usr/bin/fish"},
           {"name": "trillian", "uid": 1001, "gid": 1001, "home": "/home/trillian", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["ford"]},
            {"name": "docker", "gid": 969, "members": ["ford"]},
            {"name": "video", "gid": 986, "members": ["ford", "trillian"]},
            {"name": "uucp", "gid": 987, "members": ["ford"]}],
    stale_sources=["network"])

betelgeuse_ev = [
    betelgeuse_steady,
    item("e2", "linux_system_info",
         system_info(47.0, [4.9, 3.2, 2.4], 26_100, "2028-03-07T12:30:00+01:00", BGMEM, 6_100_000_000,
                     4 * GiB, 0), bg, 20),
    {"id": "e3", "kind": "steady_state", "tool": "state_diff", "args": {"from": 311, "to": 318},
     "collected_at": betelgeuse_steady["collected_at"], "complete": True, "data": {
        "from": {"snapshot_id": 311, "collected_at": "2028-02-28T20:10:00+01:00"},
        "to": {"snapshot_id": 318, "collected_at": betelgeuse_steady["collected_at"]},
        "packages": {"installed": [{"package": "docker", "version": "1:28.0.1-1"},
                                   {"package": "docker-compose", "version": "2.33.1-1"}],
                     "removed": [{"package": "virtualbox", "version": "7.1.6-1"}],
                     "upgraded": [{"package": "firefox", "from_version": "135.0.1-1", "to_version": "136.0-1"},
                                  {"package": "linux", "from_version": "6.13.2.arch1-1",
                                   "to_version": "6.13.5.arch1-1"},
                                  {"package": "pipewire", "from_version": "1:1.2.7-1", "to_version": "1:1.4.0-1"},
                                  {"package": "vim", "from_version": "9.1.1100-1", "to_version": "9.1.1166-1"}],
                     "downgraded": [{"package": "mesa", "from_version": "1:25.0.1-1", "to_version": "1:24.3.4-1"}]},
        "users": {"added": ["trillian"], "removed": []},
        "groups": {"added": ["docker"], "removed": [],
                   "membership": [{"group": "video", "added": ["trillian"], "removed": []}]},
        "services": {"added": ["docker.service"], "removed": ["vboxweb.service"], "enabled": ["docker.service"],
                     "disabled": []},
        "system": [{"field": "kernel", "from": "6.13.2-arch1-1", "to": "6.13.5-arch1-1"}],
        "network": {"interfaces_added": ["tailscale0"], "interfaces_removed": [], "addresses_changed": [],
                    "dns_servers": None}}},
    item("e4", "linux_file_changes", {"root": "/etc", "since": "2028-03-06T19:45:00+01:00", "files": [
        {"path": "/etc/resolv.conf", "mtime": "2028-03-07T19:31:02+01:00", "size_bytes": 76},
        {"path": "/etc/NetworkManager/system-connections/Guide-5G.nmconnection",
         "mtime": "2028-03-07T19:30:12+01:00", "size_bytes": 402},
        {"path": "/etc/docker/daemon.json", "mtime": "2028-03-07T11:02:40+01:00", "size_bytes": 88},
        {"path": "/etc/group", "mtime": "2028-03-07T10:58:19+01:00", "size_bytes": 912},
        {"path": "/etc/pacman.d/mirrorlist", "mtime": "2028-03-07T09:15:00+01:00", "size_bytes": 7211},
    ]}, bg, 40, args={"root": "/etc", "since_minutes": 1440, "limit": 20}),
    item("e5", "linux_file_read", {"path": "/etc/resolv.conf", "offset": 0, "limit": 50, "total_lines": 4,
                                   "lines": ["# Generated by NetworkManager", "search guide.lan",
                                             "nameserver 10.0.0.53", "nameserver fd00::53"]},
         bg, 30, args={"path": "/etc/resolv.conf"}),
    item("e6", "linux_disk_io", {"interval_seconds": 2.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 182_000_000, "write_bytes_per_s": 4_100_000, "busy_percent": 71.0},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
    ]}, bg, 15, args={"interval_seconds": 2.0}),
    item("e7", "linux_network_traffic", {"interval_seconds": 2.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 240_000, "tx_bytes_per_s": 11_800_000},
        {"name": "tailscale0", "rx_bytes_per_s": 2_000, "tx_bytes_per_s": 1_500},
        {"name": "lo", "rx_bytes_per_s": 48_000, "tx_bytes_per_s": 48_000},
    ]}, bg, 15, args={"interval_seconds": 2.0}),
    item("e8", "linux_processes", _procs(298, BGMEM, [
        (20114, "rsync", "ford", 31.0, 42_000_000, "2028-03-07T19:20:00+01:00",
         "rsync -a --delete /home/ford/Games/ rsync://10.0.0.20/games/"),
        (7701, "steamwebhelper", "ford", 18.5, 512_000_000, "2028-03-07T18:02:10+01:00",
         "/home/ford/.local/share/Steam/ubuntu12_64/steamwebhelper --type=renderer"),
        (3120, "baloo_file", "ford", 12.0, 230_000_000, "2028-03-07T12:31:40+01:00", "/usr/lib/baloo_file"),
        (7744, "steamwebhelper", "ford", 9.2, 298_000_000, "2028-03-07T18:02:12+01:00",
         "/home/ford/.local/share/Steam/ubuntu12_64/steamwebhelper --type=gpu-process"),
        (7650, "steam", "ford", 6.1, 410_000_000, "2028-03-07T18:02:01+01:00", "/home/ford/.local/share/Steam/steam"),
        (1880, "kwin_wayland", "ford", 5.4, 350_000_000, "2028-03-07T12:31:02+01:00", "/usr/bin/kwin_wayland"),
    ]), bg, 20, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e9", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 702, "2028-03-07T12:30:14+01:00",
             "Network Manager"),
        unit("docker.service", "active", "running", "enabled", 1044, "2028-03-07T12:30:19+01:00",
             "Docker Application Container Engine"),
        unit("tailscaled.service", "active", "running", "enabled", 988, "2028-03-07T12:30:15+01:00",
             "Tailscale node agent"),
        unit("bluetooth.service", "inactive", "dead", "disabled", None, None, "Bluetooth service"),
        unit("cups.service", "failed", "failed", "enabled", None, None, "CUPS Scheduler"),
        unit("systemd-timesyncd.service", "active", "running", "enabled", 640, "2028-03-07T12:30:12+01:00",
             "Network Time Synchronization"),
    ]}, bg, 25),
    item("e10", "linux_network_info", {
        "interfaces": [{"name": "wlan0", "mac": "a0:b3:39:7e:12:f4", "addresses": ["10.0.0.87/24", "fd00::87/64"],
                        "is_up": True},
                       {"name": "tailscale0", "mac": None, "addresses": ["100.88.12.5/32"], "is_up": True}],
        "listening": [_listen(53317, "0.0.0.0", 9120, "localsend"),
                      _listen(41641, "0.0.0.0", 988, "tailscaled", "udp")],
        "connections": [_conn("10.0.0.87:48812", "10.0.0.20:873", 20114, "rsync")]}, bg, 20),
]

BG_SWITCH = user("u1", "I switched to the Guide-5G network at half past seven.", bg)

BETELGEUSE = {"name": "betelgeuse", "clock": bg, "evidence": betelgeuse_ev, "answers": [
    {"q": "What changed on my laptop since last week?", "ev": ["e3"],
     "a": "You want to know what changed since last week. Comparing snapshot 311 (28 February) with 318 (today):\n"
          "- [[s:docker and docker-compose were installed]]\n"
          "- [[s:VirtualBox was removed]]\n"
          "- [[s:the kernel went from 6.13.2 to 6.13.5]]\n"
          "- [[s:Firefox 135.0.1 → 136.0]]\n"
          "- [[s:pipewire moved from 1.2.7 to 1.4.0]]\n"
          "- [[c:mesa was upgraded to 24.3.4]]\n"
          "- [[c:vim was downgraded]]\n"
          "- [[s:a new user, trillian, was added]] [[s:and put in the video group]]\n"
          "- [[s:docker.service appeared and was enabled]]\n"
          "- [[u:all of it came in with one pacman -Syu on 2 March]]"},
    {"q": "which DNS servers am I using?", "ev": ["e1"],
     "a": "[[t:10.0.0.1 and 1.1.1.1.]]"},
    {"q": "Did switching Wi-Fi change my DNS?", "ev": ["e1", "e4", "e5"], "extra": [BG_SWITCH],
     "a": "**Yes.** [[s:/etc/resolv.conf was rewritten at 19:31]], [[s:right after the Guide-5G connection file "
          "changed at 19:30]], [[s:which fits your switch at half past seven]]. [[s:It now lists 10.0.0.53 and "
          "fd00::53]] [[s:with the search domain guide.lan]]. [[c:1.1.1.1 is still in there as a fallback.]] "
          "[[u:NetworkManager got the new servers from the router's DHCP.]]"},
    {"q": "any failed services?", "ev": ["e9"],
     "a": "| Unit | State |\n|---|---|\n"
          "| [[s:NetworkManager.service | ✅ active (running)]] |\n"
          "| [[s:docker.service | ✅ active (running)]] |\n"
          "| [[s:tailscaled.service | ✅ active (running)]] |\n"
          "| [[s:cups.service | ❌ failed]] |\n\n"
          "[[s:Only cups has failed.]] [[c:bluetooth.service is enabled but stopped.]] [[c:Time sync "
          "(systemd-timesyncd) is off.]] [[u:CUPS probably fell "
          "over because the printer was unplugged.]]\n\n```\nsystemctl status cups.service\n```"},
    {"q": "Why is the laptop sluggish right now?", "ev": ["e6", "e7", "e8"],
     "a": "1. **The disk is busy.** [[s:nvme0n1 is 71% busy]], [[s:reading about 180 MB/s]] [[c:and writing about "
          "40 MB/s]].\n"
          "2. **CPU.** [[s:rsync tops the CPU list at 31%]]. [[u:It's probably your nightly backup job.]]\n"
          "3. **Indexer.** [[s:baloo_file is at 12%]], [[u:re-indexing the Steam games you just installed]].\n"
          "4. **Steam.** [[u:Steam's web helpers take about 28% CPU in total]], [[s:the bigger one at 18.5%]].\n"
          "5. **Network.** [[s:wlan0 is sending about 12 MB/s]] — [[c:that's about 12 Mbit/s]]."},
    {"q": "What's my IP and is anything listening from outside?", "ev": ["e10"],
     "a": "Summary: [[s:your Wi-Fi address is 10.0.0.87]] and [[s:your tailnet address is 100.88.12.5]].\n\n"
          "Details: [[s:LocalSend listens on TCP 53317 on all interfaces]], [[c:tailscaled on TCP 41641]], and "
          "[[c:CUPS on 631]]. [[s:There's no SSH server listening.]] [[u:Your router "
          "forwards 53317 from the internet.]] [[s:The only open connection is rsync talking "
          "to 10.0.0.20 on port 873.]]"},
    {"q": "Is trillian's account set up like mine?", "ev": ["e1"],
     "a": "Not quite. [[s:trillian (uid 1001) uses /bin/bash]] [[s:while you use fish]]. [[s:You're in wheel]], "
          "[[s:she isn't]]; [[s:you're both in video]]. [[c:She's in uucp too.]] [[s:Her home is /home/trillian.]] "
          "[[t:Your laptop is on 10.0.0.87]], [[u:so she can reach it from her own machine]]."},
    {"q": "Am I on the newest kernel I have installed? And is pipewire newer than 1.2?", "ev": ["e1", "e3"],
     "a": "[[s:Yes — you're running 6.13.5-arch1-1]], [[s:which is the linux package you have installed "
          "(6.13.5.arch1-1)]]. [[s:pipewire is 1:1.4.0-1, newer than 1.2]]; [[u:that's the release that brought "
          "the new Bluetooth LE Audio support]]. [[c:Docker 27.5 is installed as well]]."},
]}


# --------------------------------------------------------------------------------------------------------
# damogran: Rocky Linux 9.5 PostgreSQL 16 server. Connection slots ran out at 16:01; the data volume grew
# from 89 % (an hour-old reading) to 94 %; swap is three quarters full.
dm = Clock("2028-05-22T16:05:00+00:00")
DMMEM = 270_000_000_000         # 251.5 GiB, a 256 GB machine
PG = "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"

damogran_ev = [
    steady("e1", dm, 1700, hostname="damogran-db1", domain="heartofgold.internal", os_name="Rocky Linux",
           os_version="9.5", os_codename="Blue Onyx", kernel="5.14.0-503.14.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=32, cpu_threads=64,
           memory_total_bytes=DMMEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 107_000_000_000},
                  {"device": "/dev/mapper/data-pg", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": 3_840_000_000_000}],
           network_interfaces=[{"name": "ens1f0", "mac": "40:a6:b7:2c:10:e0", "addresses": ["10.90.4.11/24"],
                                "is_up": True},
                               {"name": "ens1f1", "mac": "40:a6:b7:2c:10:e1", "addresses": ["10.91.4.11/24"],
                                "is_up": True}],
           dns_servers=["10.90.0.10", "10.90.0.11"], default_gateway="10.90.4.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                               "pgbackrest": "2.54.1-1PGDG.rhel9", "pgbouncer": "1.23.1-1PGDG.rhel9",
                               "openssh-server": "8.7p1-43.el9", "kernel": "5.14.0-503.14.1.el9_5",
                               "chrony": "4.5-3.el9", "node_exporter": "1.8.2-1.el9"},
           available_services=["postgresql-16.service", "pgbouncer.service", "sshd.service", "chronyd.service",
                               "node_exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "hotblack", "uid": 1000, "gid": 1000, "home": "/home/hotblack", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["hotblack"]},
                   {"name": "postgres", "gid": 26, "members": []}]),
    item("e2", "linux_processes", _procs(57, DMMEM, [
        (2205, "postgres", "postgres", 2.1, 34_100_000_000, "2028-05-09T03:14:22+00:00", "postgres: checkpointer"),
        (31877, "postgres", "postgres", 97.0, 12_600_000_000, "2028-05-22T15:40:10+00:00",
         "postgres: app orders 10.90.4.30(51822) SELECT"),
        (31902, "postgres", "postgres", 0.0, 9_800_000_000, "2028-05-22T15:41:55+00:00",
         "postgres: app orders 10.90.4.31(40110) idle in transaction"),
        (2206, "postgres", "postgres", 0.4, 8_900_000_000, "2028-05-09T03:14:22+00:00",
         "postgres: background writer"),
        (31650, "postgres", "postgres", 0.0, 4_200_000_000, "2028-05-22T15:30:02+00:00",
         "postgres: app orders 10.90.4.30(51790) idle"),
        (2201, "postgres", "postgres", 0.1, 1_100_000_000, "2028-05-09T03:14:22+00:00", PG),
    ]), dm, 25, args={"name": "postgres", "sort": "memory", "limit": 6}, complete=False),
    item("e3", "linux_service_status", unit("postgresql-16.service", "active", "running", "enabled", 2201,
                                            "2028-05-09T03:14:22+00:00", "PostgreSQL 16 database server"), dm, 20,
         args={"name": "postgresql-16"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postgresql-16.service", "entries": [
        _entry("2028-05-22T15:41:02+00:00", "postgresql-16.service", "warning",
               "LOG:  checkpoints are occurring too frequently (18 seconds apart)"),
        _entry("2028-05-22T15:41:02+00:00", "postgresql-16.service", "info",
               "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        _entry("2028-05-22T15:58:13+00:00", "postgresql-16.service", "info",
               "LOG:  process 31955 still waiting for ShareLock on transaction 88172633 after 1000.112 ms"),
        _entry("2028-05-22T16:01:55+00:00", "postgresql-16.service", "err",
               "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        _entry("2028-05-22T16:01:56+00:00", "postgresql-16.service", "err",
               "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
    ]}, dm, 25, args={"unit": "postgresql-16", "since_minutes": 30, "limit": 5}, complete=False),
    item("e5", "linux_file_read", {"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 60, "limit": 12,
                                   "total_lines": 842, "lines": [
        "max_connections = 300", "shared_buffers = 64GB", "work_mem = 64MB", "maintenance_work_mem = 2GB",
        "#max_wal_size = 1GB", "min_wal_size = 80MB", "checkpoint_timeout = 5min", "effective_cache_size = 180GB",
        "wal_level = replica", "max_wal_senders = 10", "archive_mode = on",
        "archive_command = 'pgbackrest --stanza=main archive-push %p'"]}, dm, 30,
         args={"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 60, "limit": 12}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/data-pg", "/var/lib/pgsql", "xfs", 3_840_000_000_000, 3_420_000_000_000),
    ]}, dm, 3600, args={"path": "/var/lib/pgsql"}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 107_000_000_000, 41_000_000_000),
        fs("/dev/mapper/data-pg", "/var/lib/pgsql", "xfs", 3_840_000_000_000, 3_610_000_000_000),
    ]}, dm, 30),
    item("e8", "linux_system_info",
         system_info(41.0, [28.4, 24.9, 19.3], 1_169_696, "2028-05-09T03:10:04+00:00", DMMEM, 61_000_000_000,
                     4 * GiB, 3_200_000_000), dm, 20),
    item("e9", "linux_package_history", {"events": [
        _event("2028-04-02T02:00:41+00:00", "upgrade", "postgresql16-server", "16.4-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        _event("2028-04-02T02:00:41+00:00", "upgrade", "postgresql16", "16.4-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        _event("2028-04-02T02:01:10+00:00", "upgrade", "kernel", "5.14.0-503.11.1.el9_5", "5.14.0-503.14.1.el9_5"),
        _event("2028-05-09T03:05:12+00:00", "upgrade", "openssh-server", "8.7p1-38.el9_4.4", "8.7p1-43.el9"),
        _event("2028-05-20T11:30:00+00:00", "upgrade", "pgbackrest", "2.53.1-1PGDG.rhel9", "2.54.1-1PGDG.rhel9"),
    ]}, dm, 60, args={"since_days": 60}),
    item("e10", "linux_network_info", {
        "interfaces": [{"name": "ens1f0", "mac": "40:a6:b7:2c:10:e0", "addresses": ["10.90.4.11/24"], "is_up": True},
                       {"name": "ens1f1", "mac": "40:a6:b7:2c:10:e1", "addresses": ["10.91.4.11/24"], "is_up": True}],
        "listening": [_listen(5432, "0.0.0.0", 2201, "postgres"), _listen(5432, "::", 2201, "postgres"),
                      _listen(6432, "0.0.0.0", 1880, "pgbouncer"), _listen(22, "0.0.0.0", 1102, "sshd"),
                      _listen(9100, "0.0.0.0", 1420, "node_exporter"), _listen(323, "127.0.0.1", 980, "chronyd",
                                                                               "udp")],
        "connections": [_conn("10.91.4.11:5432", "10.91.4.12:41220", 2290, "postgres"),
                        _conn("10.90.4.11:6432", "10.90.4.30:51822", 1880, "pgbouncer")]}, dm, 20),
]

DM_BUMP = user("u1", "We bumped max_connections from 200 to 300 last Tuesday.", dm)

DAMOGRAN = {"name": "damogran", "clock": dm, "evidence": damogran_ev, "answers": [
    {"q": "Why are clients getting 'too many connections' errors?", "ev": ["e4", "e5"], "extra": [DM_BUMP],
     "a": "The log has the answer: [[s:at 16:01 Postgres refused connections because the remaining slots are "
          "reserved for superusers]]. [[u:max_connections is 300 (e4)]], [[s:which you raised from 200 last "
          "Tuesday]]. [[u:The idle-in-transaction sessions are probably holding on to slots.]] [[s:A lock wait "
          "also shows up at 15:58]], [[c:on transaction 88172363]]. [[u:Nothing else went wrong in the last half "
          "hour.]]\n\nYou could route the app through pgbouncer:\n```\npsql -p 6432 -U app orders\n```"},
    {"q": "top postgres processes by memory?", "ev": ["e2"],
     "a": "| PID | What | RSS |\n|---|---|---|\n"
          "| [[s:2205 | checkpointer | ~34 GB]] |\n"
          "| [[s:31877 | SELECT from 10.90.4.30 | 12.6 GB]] |\n"
          "| [[s:31902 | idle in transaction | 9.8 GB]] |\n"
          "| [[c:2206 | background writer | 9.8 GB]] |\n\n"
          "[[s:There are 57 postgres processes in total.]] [[c:The busiest one by CPU is the checkpointer.]] "
          "[[u:Only one backend is actually running a query.]] "
          "[[c:The postmaster, PID 2201, uses the most memory of them.]]"},
    {"q": "How full is the data volume?", "ev": ["e6"],
     "a": "[[t:/var/lib/pgsql is 89% full]], [[t:with about 420 GB free]] and [[t:about 3.4 TB used]]. [[u:At the current growth rate that "
          "lasts about two weeks.]]"},
    {"q": "Is the data disk filling up fast?", "ev": ["e6", "e7"],
     "a": "**Disk check**\n- [[c:/var/lib/pgsql: 89% used]]\n- [[s:/: 38% used]]\n- [[u:WAL waiting to be "
          "archived is what's growing]]\n- [[u:autovacuum is not the cause]]"},
    {"q": "Is the box swapping?", "ev": ["e1", "e8"],
     "a": "[[s:Yes, it is: about 3 GB of the 4 GiB swap is in use]]. [[s:Load is 28 over the last minute]], "
          "[[s:rising from 19 over fifteen]], [[s:on 64 threads]]. [[c:About 61 GiB of RAM is available]]. "
          "[[c:It has been up since 9 April.]] [[u:shared_buffers at 64GB is too large for this box.]] "
          "[[u:The swapping began after the max_connections bump.]]"},
    {"q": "Is postgres on the latest minor, and when was it patched?", "ev": ["e1", "e9"],
     "a": "Summary: [[s:postgresql16-server is at 16.6]], [[s:upgraded from 16.4 on 2 April]].\n\n"
          "- [[s:pgBackRest went from 2.53.1 to 2.54.1 two days ago]]\n"
          "- [[c:openssh-server was upgraded to 8.7p1-38]]\n"
          "- [[s:the kernel was upgraded in the same April window]]\n"
          "- [[c:pgbouncer was upgraded too]]\n"
          "- [[s:the running kernel matches the newest installed one]]\n\n"
          "[[u:16.6 is the newest 16.x release]], so no minor update is pending."},
    {"q": "What IPs does this box have, and what's listening?", "ev": ["e1", "e10"],
     "a": "Addresses: [[s:10.90.4.11 on ens1f0]] and [[s:10.91.4.11 on ens1f1]].\n\n"
          "- [[s:Postgres listens on 5432 on all IPv4 and IPv6 addresses]]\n"
          "- [[s:pgbouncer is on 6432]]\n"
          "- [[c:node_exporter is bound to localhost only]]\n"
          "- [[s:10.91.4.12 has a connection open to 5432]]; [[u:that's the streaming replica]]\n\n"
          "Accounts: [[s:the postgres user has uid 26]], [[s:home /var/lib/pgsql]], and [[s:only hotblack is "
          "in wheel]]."},
    {"q": "How much memory does damogran have, and is postgres running?", "ev": ["e1", "e3"],
     "a": "It has [[s:256 GB of RAM]] on [[c:a Xeon Gold 6338 with 64 cores]]. [[s:Yes, postgresql-16 is active "
          "and running]] [[s:since 03:14 on 9 May]], [[s:main PID 2201]]. [[c:The unit is disabled at boot]], "
          "[[u:so someone started it by hand]]."},
]}

MACHINES = [MAGRATHEA, KRIKKIT, VOGSPHERE, BETELGEUSE, DAMOGRAN]
