"""Training machines B: bespin (k3s node), endor (Arch laptop: disk I/O, traffic, stale package source, user
words), naboo (Ubuntu 22.04 with two disagreeing service readings, a failed tool and incomplete listings)."""

from _evidence import GiB, MiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user

# --------------------------------------------------------------------------------------------------------
b = Clock("2026-11-22T11:20:00+00:00")
bespin_ev = [
    item("e1", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("frontend-6d8f7c9b5-x2kqp", "shop", "Running", "bespin", 0, True, started="2026-11-22T08:02:10+00:00"),
        pod("frontend-6d8f7c9b5-m7zt4", "shop", "Running", "bespin", 1, True, started="2026-11-22T08:02:11+00:00"),
        pod("api-7c5d9f8b6-qlw2n", "shop", "Running", "bespin", 14, False, waiting="CrashLoopBackOff",
            started="2026-11-22T08:02:15+00:00"),
        pod("redis-0", "shop", "Running", "bespin", 0, True, started="2026-11-21T16:40:00+00:00"),
        pod("migrate-28391-7hx9c", "shop", "Succeeded", "bespin", 0, False, started="2026-11-22T08:01:00+00:00"),
    ]}, b, 40, {"resource": "pods", "namespace": "shop"}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("frontend", "shop", 2, 2), deployment("api", "shop", 1, 0)]}, b, 40,
         {"resource": "deployments", "namespace": "shop"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [node("bespin", True)]}, b, 40,
         {"resource": "nodes"}),
    item("e4", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 2_400_000, "tx_bytes_per_s": 310_000},
        {"name": "cni0", "rx_bytes_per_s": 120_000, "tx_bytes_per_s": 95_000},
        {"name": "lo", "rx_bytes_per_s": 4_000, "tx_bytes_per_s": 4_000}]}, b, 15, {"interval_seconds": 1.0}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        {"time": "2026-11-22T11:14:02+00:00", "unit": "k3s.service", "priority": "info",
         "message": "\"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for \\\"api\\\" with "
                    "CrashLoopBackOff: \\\"back-off 5m0s restarting failed container=api pod=api-7c5d9f8b6-qlw2n_shop\\\"\""}]},
         b, 30, {"unit": "k3s", "since_minutes": 30}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("api-7c5d9f8b6-qlw2n", "shop", "Running", "bespin", 9, True, started="2026-11-22T08:02:15+00:00")]},
         b, 1500, {"resource": "pods", "namespace": "shop", "name": "api-7c5d9f8b6-qlw2n"}),
]
BESPIN = {"name": "bespin", "clock": b, "evidence": bespin_ev, "answers": [
    {"q": "Are my pods healthy?", "ev": ["e1"],
     "a": "Mostly. In namespace `shop`:\n\n- ✅ [[s:`frontend-6d8f7c9b5-x2kqp` is Running]]\n"
          "- ✅ [[s:`frontend-6d8f7c9b5-m7zt4` is Running]] ([[s:1 restart]])\n"
          "- ❌ [[s:`api-7c5d9f8b6-qlw2n` is in CrashLoopBackOff]] with [[s:14 restarts]]\n"
          "- ✅ [[s:`redis-0` is Running]]\n- [[s:`migrate-28391-7hx9c` completed successfully]]"},
    {"q": "Is the api deployment available?", "ev": ["e1", "e2"],
     "a": "[[s:No — the `api` deployment has 0/1 replicas ready]]. [[s:`frontend` is fine with 2/2 ready]]. "
          "[[u:The api container is most likely failing its readiness probe because the database URL is wrong]]."},
    {"q": "How many pods are running in shop?", "ev": ["e1"],
     "a": "[[s:There are 5 pods in the `shop` namespace]]; [[s:4 of them are in the Running phase]] and "
          "[[s:one (the migration job) has succeeded]]."},
    {"q": "Is the node ready?", "ev": ["e3"],
     "a": "[[s:Yes, node `bespin` is Ready]]. [[s:It runs k3s v1.29.3]]."},
    {"q": "How much network traffic is there?", "ev": ["e4"],
     "a": "[[s:eth0 is receiving about 2.4 MB/s]] and [[s:sending about 310 kB/s]]. [[s:The CNI bridge (cni0) sees "
          "around 120 kB/s in]]. [[c:Outbound traffic on eth0 is over 5 MB/s]]."},
    {"q": "Why does api keep restarting?", "ev": ["e1", "e5"],
     "a": "[[s:The kubelet keeps backing off restarting the `api` container]] [e5] — [[s:it is in CrashLoopBackOff]]. "
          "[[u:The logs suggest it exits immediately on startup]]; run `kubectl logs -n shop api-7c5d9f8b6-qlw2n "
          "--previous` to see why."},
    {"q": "How many times has api restarted?", "ev": ["e6"],
     "a": "[[t:The api pod has restarted 9 times]] and [[t:it is Running]]."},
    {"q": "Are all pods running?", "ev": ["e1"],
     "a": "[[c:Yes, all pods in shop are running normally]]. [[s:redis-0 has been up since yesterday]]."},
    {"q": "Which pod restarted the most?", "ev": ["e1"],
     "a": "[[s:`api-7c5d9f8b6-qlw2n` has restarted the most (14 times)]]; [[c:`frontend-6d8f7c9b5-x2kqp` has 2 "
          "restarts]]."},
    {"q": "What's on eth0 right now?", "ev": ["e4"],
     "a": "[[s:eth0: 2.4 MB/s down, 0.31 MB/s up]] (measured over 1 second)."},
]}

# --------------------------------------------------------------------------------------------------------
e = Clock("2026-11-22T20:10:00+00:00")
EMEM = 33324806144
endor_ev = [
    {"id": "e1", "kind": "steady_state", "collected_at": e.ago(5400), "complete": True, "data": {
        "hostname": "endor", "domain": None, "os_name": "Arch Linux", "os_version": None, "os_codename": None,
        "os_pretty_name": "Arch Linux", "kernel": "6.12.1-arch1-1", "arch": "x86_64",
        "cpu_model": "AMD Ryzen 7 7840U w/ Radeon 780M Graphics", "cpu_cores": 8, "cpu_threads": 16,
        "memory_total_bytes": EMEM,
        "disks": [{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1013309579264},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1071628288}],
        "network_interfaces": [{"name": "wlan0", "mac": "f4:4e:e3:00:11:22", "addresses": ["10.0.0.42/24"], "is_up": True},
                               {"name": "tailscale0", "mac": None, "addresses": ["100.101.102.103/32"], "is_up": True}],
        "dns_servers": ["10.0.0.1"], "default_gateway": "10.0.0.1", "package_manager": "pacman",
        "installed_packages": {"linux": "6.12.1.arch1-1", "firefox": "133.0-1", "neovim": "0.10.2-2", "steam": "1.0.0.81-2",
                               "docker": "1:27.3.1-1", "tailscale": "1.76.6-1", "pipewire": "1:1.2.7-1", "kitty": "0.37.0-1"},
        "available_services": ["docker.service", "tailscaled.service", "bluetooth.service", "NetworkManager.service"],
        "users": [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "luke", "uid": 1000, "gid": 1000, "home": "/home/luke", "shell": "/usr/bin/fish"}],
        "groups": [{"name": "wheel", "gid": 998, "members": ["luke"]}, {"name": "docker", "gid": 969, "members": []}],
        "stale_sources": ["packages"], "unavailable": {}}},
    item("e2", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 412_000_000, "write_bytes_per_s": 3_500_000, "busy_percent": 71.0},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0}]}, e, 12,
         {"interval_seconds": 1.0}),
    item("e3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 14_200_000, "tx_bytes_per_s": 220_000},
        {"name": "tailscale0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0}]}, e, 12, {"interval_seconds": 1.0}),
    item("e4", "linux_processes", {"total": 341, "processes": [
        proc(9120, "steam", "luke", 38.0, 2.4, 780 * MiB, "2026-11-22T19:55:00+00:00", "/usr/lib/steam/steam"),
        proc(9304, "steamwebhelper", "luke", 11.0, 1.9, 620 * MiB, "2026-11-22T19:55:05+00:00", "steamwebhelper"),
        proc(2211, "firefox", "luke", 6.5, 5.8, int(1.8 * GiB), "2026-11-22T18:01:00+00:00", "/usr/lib/firefox/firefox"),
    ]}, e, 20, {"sort": "cpu", "limit": 3}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [fs("/dev/nvme0n1p2", "/", "ext4", 1013309579264, 701 * GiB),
                                                    fs("/dev/nvme0n1p1", "/boot", "vfat", 1071628288, 150 * MiB)]}, e, 20),
]
ENDOR = {"name": "endor", "clock": e, "evidence": endor_ev, "answers": [
    {"q": "Why is my disk so busy?", "ev": ["e2", "e4"],
     "a": "[[s:Your NVMe drive (nvme0n1) is 71% busy]], [[s:reading about 412 MB/s]] [[s:while writing only 3.5 MB/s]]. "
          "[[s:Steam is the top CPU process right now (38%)]], so [[u:it is most likely verifying or downloading a "
          "game]]. [[s:sda is idle]]."},
    {"q": "Is my download maxing out the wifi?", "ev": ["e3"],
     "a": "[[s:wlan0 is receiving roughly 14 MB/s]] (~113 Mbit/s) and [[s:sending about 220 KB/s]]. "
          "[[s:Tailscale is idle]]. [[u:Your wifi link is 300 Mbit/s]], so no, it isn't maxed out."},
    {"q": "Which kernel and docker version do I have?", "ev": ["e1"],
     "a": "[[s:You're running kernel 6.12.1-arch1-1]]. [[t:Docker 27.3.1 is installed]] (note: the package list may "
          "be out of date)."},
    {"q": "Is firefox installed and running?", "ev": ["e1", "e4"],
     "a": "[[t:Firefox 133.0 is installed]] and [[s:it is running as PID 2211]], [[s:using about 1.8 GiB of "
          "memory]]."},
    {"q": "How full is my disk?", "ev": ["e5"],
     "a": "| Mount | Size | Used | Free | Use% |\n|---|---|---|---|---|\n"
          "| [[s:/]] | [[s:944G]] | [[s:701G]] | [[s:243G]] | [[s:74%]] |\n"
          "| [[s:/boot]] | [[s:1.0G]] | [[s:150M]] | [[c:500M]] | [[c:50%]] |"},
    {"q": "Can I use docker without sudo?", "ev": ["e1"],
     "extra": [user("u1", "I added myself to the docker group yesterday, but docker still says permission denied.", e)],
     "a": "[[c:You are in the `docker` group]] — [[u:you just need to log out and back in]]. [[s:You said you added "
          "yourself to the docker group yesterday]]. [[s:luke is in the wheel group]], so you can use sudo."},
    {"q": "Which user am I and what shell do I use?", "ev": ["e1"],
     "a": "[[s:Your user is `luke` (UID 1000)]] and [[s:your shell is fish (/usr/bin/fish)]]."},
    {"q": "What's my Tailscale IP?", "ev": ["e1"],
     "a": "[[s:tailscale0 has the address 100.101.102.103]]. [[c:wlan0 has 10.0.0.24]]."},
    {"q": "Is steam using a lot of memory?", "ev": ["e4"],
     "a": "[[s:Steam itself uses about 780 MiB]] and [[s:its web helper another 620 MiB]]. [[u:Steam has 12 "
          "processes in total]]."},
    {"q": "What CPU does this laptop have?", "ev": ["e1"],
     "a": "[[s:An AMD Ryzen 7 7840U]] with [[s:8 cores and 16 threads]], and [[u:32 GB of DDR4 memory]]."},
]}

# --------------------------------------------------------------------------------------------------------
n = Clock("2026-11-22T09:30:00+00:00")
naboo_ev = [
    steady("e1", n, 3600, hostname="naboo", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           os_pretty_name="Ubuntu 22.04.5 LTS", kernel="5.15.0-126-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz",
           cpu_cores=6, cpu_threads=6, memory_total_bytes=16640933888,
           installed_packages={"apache2": "2.4.52-1ubuntu4.12", "mariadb-server": "1:10.6.18-0ubuntu0.22.04.1",
                               "php8.1": "8.1.2-1ubuntu2.19", "nextcloud-desktop": "3.4.2-1ubuntu1", "redis-server": "5:6.0.16-1ubuntu1"},
           available_services=["apache2.service", "mariadb.service", "redis-server.service", "php8.1-fpm.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "padme", "uid": 1000, "gid": 1000, "home": "/home/padme", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["padme"]}]),
    item("e2", "linux_service_status", unit("apache2.service", "active", "running", "enabled", 1820,
                                            "2026-11-22T06:00:03+00:00", "The Apache HTTP Server"), n, 200, {"name": "apache2"}),
    item("e3", "linux_service_status", unit("apache2.service", "failed", "failed", "enabled", None, None,
                                            "The Apache HTTP Server"), n, 60, {"name": "apache2"}),
    item("e4", "linux_recent_logs", {}, n, 30, {"unit": "apache2", "since_minutes": 60},
         error="journalctl: permission denied (add the user to the systemd-journal group)"),
    item("e5", "linux_service_status", {"units": [
        unit("mariadb.service", "active", "running", "enabled", 1101, "2026-11-22T06:00:01+00:00", "MariaDB 10.6.18 database server"),
        unit("redis-server.service", "active", "running", "enabled", 1140, "2026-11-22T06:00:02+00:00", "Advanced key-value store"),
        unit("php8.1-fpm.service", "active", "running", "enabled", 1150, "2026-11-22T06:00:02+00:00", "The PHP 8.1 FastCGI Process Manager")]},
         n, 40, {"state": "running"}, complete=False),
    item("e6", "linux_processes", {"total": 198, "processes": [
        proc(1101, "mariadbd", "mysql", 4.2, 9.8, int(1.52 * GiB), "2026-11-22T06:00:01+00:00", "/usr/sbin/mariadbd"),
        proc(1140, "redis-server", "redis", 0.6, 0.4, 60 * MiB, "2026-11-22T06:00:02+00:00", "/usr/bin/redis-server 127.0.0.1:6379"),
    ]}, n, 40, {"sort": "memory", "limit": 2}, complete=False),
    item("e7", "linux_containers", {"runtime": "docker", "containers": [
        box("9f8e7d6c5b4a", "collabora", "collabora/code:24.04", "running", "Up 3 hours", "2026-11-19T10:00:00+00:00",
            ["127.0.0.1:9980->9980/tcp"])]}, n, 30, {"all": False}),
]
NABOO = {"name": "naboo", "clock": n, "evidence": naboo_ev, "answers": [
    {"q": "Is Apache up?", "ev": ["e2", "e3"],
     "a": "[[u:Apache is running (PID 1820)]] — but the two status readings disagree, so I can't be sure."},
    {"q": "Why did Apache stop?", "ev": ["e3", "e4"],
     "a": "[[s:apache2.service is in a failed state]]. [[u:It crashed because of a syntax error in the vhost "
          "configuration]]. I couldn't read its logs (permission denied)."},
    {"q": "Which services are running?", "ev": ["e5"],
     "a": "The following services are running:\n\n- [[s:mariadb.service]]\n- [[s:redis-server.service]]\n"
          "- [[s:php8.1-fpm.service]]\n\n[[u:No other services are running]]."},
    {"q": "What's eating memory?", "ev": ["e6"],
     "a": "[[s:MariaDB (mariadbd) uses the most memory]]: [[s:about 1.5 GiB]], [[s:9.8% of RAM]]. "
          "[[s:redis-server uses around 60 MiB]]. [[u:There are no other large processes]]."},
    {"q": "Is Collabora running?", "ev": ["e7"],
     "a": "[[s:Yes, the `collabora` container is up]] ([[s:image collabora/code:24.04]]) [[s:and it only publishes "
          "port 9980 on localhost]]. [[u:No containers are stopped]]."},
    {"q": "What version of MariaDB is this?", "ev": ["e1", "e5"],
     "a": "[[s:MariaDB 10.6.18]] — [[s:the `mariadb-server` package is 1:10.6.18-0ubuntu0.22.04.1]]. "
          "[[c:PHP 8.2 is installed]] alongside it."},
    {"q": "Is redis bound to localhost only?", "ev": ["e6"],
     "a": "[[s:redis-server was started with 127.0.0.1:6379 on its command line]], so [[u:it only accepts local "
          "connections]]."},
    {"q": "Is the machine up to date?", "ev": ["e1"],
     "a": "[[s:It runs Ubuntu 22.04.5 LTS]] with [[s:kernel 5.15.0-126-generic]]. [[u:There are 14 pending "
          "updates]]. [[u:The system is fully patched]]."},
    {"q": "How much memory does MariaDB use?", "ev": ["e6"],
     "a": "[[s:mariadbd is using 1.52 GiB of RAM]] ([[c:about 25% of total memory]])."},
    {"q": "Do I have sudo here?", "ev": ["e1"],
     "extra": [user("u1", "I'm padme, the admin of this box.", n)],
     "a": "[[s:Yes — padme is in the sudo group]]. [[s:Your home directory is /home/padme]]."},
]}

MACHINES = [BESPIN, ENDOR, NABOO]
