"""18th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Half everyday workstation questions, half operations:
lusus (Fedora 40 laptop on a +01:00 clock: firefox content processes by memory over a cut listing, a stale CPU
listing with a dnf upgrade, btrfs subvolumes and a USB stick, rpm epochs, cups on localhost, MB/s against Mbit/s),
maui (Ubuntu 22.04 laptop on a -05:00 clock: docker containers with an OOM-killed webapp and a restarting redis,
disk I/O with stale system info, two node processes, a steady state whose package source went stale, a Wi-Fi
drop), hebron (Debian 12 API server: nginx 502s after the app's bind port moved in an env file, a worker in a
restart loop on a Redis password, ports and owners, /etc changes, gunicorn workers, stale system info), renaissance
(k3s: a crash-looping checkout pod, an image that cannot be pulled, a node on an older kubelet, Services, a stale
monitoring namespace, a nearly full /var/lib/rancher), pacem (Ubuntu 24.04 Git and backup server: a state diff,
two fresh service readings that disagree, a cut sshd log, a steady state whose network source went stale while
the live address changed, containers and container processes by memory)."""

from _evidence import Clock, GiB, GB, deployment, fs, item, node, pod, steady, system_info, unit, user, box
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, connection as _conn, processes as _procs


def _svc(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[dict]) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}}


def _kube(namespace: str | None, items: list[dict]) -> dict:
    return {"context": "renaissance", "namespace": namespace, "items": items}


# --------------------------------------------------------------------------------------------------------
# lusus: Fedora 40 laptop of martin. 32 GB sold (31.1 GiB MemTotal); memory listing fresh and cut to six, CPU
# listing nine minutes old (a dnf upgrade); / and /home are the same btrfs volume; a LEXAR stick is mounted.
lu = Clock("2031-02-11T12:49:00+01:00")
LUMEM = 33_390_000_000
LU_DISK = 1_000_203_837_440

lusus_ev = [
    steady("e1", lu, 1500, hostname="lusus", os_name="Fedora Linux", os_version="40", os_codename=None,
           kernel="6.10.12-200.fc40.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=LUMEM, package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": LU_DISK},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": LU_DISK},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_073_741_824},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
           network_interfaces=[{"name": "wlp1s0", "mac": "f4:3b:d8:20:6e:11", "addresses": ["192.168.7.23/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.7.1",
           installed_packages={"kernel-core": "6.10.12-200.fc40", "firefox": "131.0-1.fc40",
                               "thunderbird": "128.3.0-1.fc40", "gimp": "2:2.10.38-1.fc40",
                               "podman": "5:5.2.3-1.fc40", "vim-enhanced": "2:9.1.719-1.fc40",
                               "git": "2.46.2-1.fc40", "libreoffice-core": "1:24.2.6.2-1.fc40",
                               "cups": "1:2.4.10-5.fc40"},
           available_services=["gdm.service", "cups.service", "avahi-daemon.service", "libvirtd.service",
                               "NetworkManager.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "martin", "uid": 1000, "gid": 1000, "home": "/home/martin", "shell": "/usr/bin/fish"},
                  {"name": "brawne", "uid": 1001, "gid": 1001, "home": "/home/brawne", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["martin"]},
                   {"name": "libvirt", "gid": 972, "members": ["martin", "brawne"]}]),
    item("e2", "linux_system_info",
         system_info(9.8, [0.74, 0.88, 0.95], 309_600, "2031-02-07T22:49:00+01:00", LUMEM, 12_900_000_000,
                     8 * GiB, 1_288_490_188), lu, 20),
    item("e3", "linux_processes", _procs(388, LUMEM, [
        (3301, "firefox", "martin", 6.1, 2_450_000_000, "2031-02-11T08:12:40+01:00", "/usr/lib64/firefox/firefox"),
        (3388, "Isolated Web Co", "martin", 12.4, 1_320_000_000, "2031-02-11T08:12:49+01:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 7 -isForBrowser tab"),
        (3390, "Isolated Web Co", "martin", 0.8, 880_000_000, "2031-02-11T08:12:50+01:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 8 -isForBrowser tab"),
        (5120, "thunderbird", "martin", 0.5, 720_000_000, "2031-02-11T08:30:02+01:00", "/usr/lib64/thunderbird/thunderbird"),
        (2210, "gnome-shell", "martin", 3.2, 610_000_000, "2031-02-07T22:50:14+01:00", "/usr/bin/gnome-shell"),
        (6644, "gimp-2.10", "martin", 0.0, 540_000_000, "2031-02-11T10:05:31+01:00", "gimp-2.10 poster.xcf"),
    ]), lu, 30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_processes", _procs(391, LUMEM, [
        (7781, "dnf", "root", 96.0, 410_000_000, "2031-02-11T12:36:05+01:00", "/usr/bin/python3 /usr/bin/dnf upgrade --refresh"),
        (3388, "Isolated Web Co", "martin", 34.0, 1_300_000_000, "2031-02-11T08:12:49+01:00",
         "/usr/lib64/firefox/firefox -contentproc -childID 7 -isForBrowser tab"),
        (2210, "gnome-shell", "martin", 11.0, 605_000_000, "2031-02-07T22:50:14+01:00", "/usr/bin/gnome-shell"),
        (3301, "firefox", "martin", 7.5, 2_440_000_000, "2031-02-11T08:12:40+01:00", "/usr/lib64/firefox/firefox"),
    ]), lu, 540, args={"sort": "cpu", "limit": 4}, complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", LU_DISK, 712_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", LU_DISK, 712_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_073_741_824, 412_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 19_000_000),
        fs("/dev/sda1", "/run/media/martin/LEXAR", "exfat", 256_060_514_304, 201_000_000_000)]}, lu, 40),
    item("e6", "linux_package_history", {"events": [
        _event("2031-02-03T20:14:09+01:00", "upgrade", "kernel-core", "6.10.10-200.fc40", "6.10.12-200.fc40"),
        _event("2031-02-03T20:14:31+01:00", "upgrade", "firefox", "130.0.1-1.fc40", "131.0-1.fc40"),
        _event("2031-02-06T18:40:02+01:00", "install", "gimp", None, "2:2.10.38-1.fc40"),
        _event("2031-02-08T09:05:55+01:00", "remove", "chromium", "129.0.6668.89-1.fc40", None),
        _event("2031-02-09T21:30:12+01:00", "upgrade", "podman", "5:5.2.2-1.fc40", "5:5.2.3-1.fc40"),
    ]}, lu, 60, args={"since_days": 14}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "wlp1s0", "mac": "f4:3b:d8:20:6e:11", "addresses": ["192.168.7.23/24"], "is_up": True},
                       {"name": "virbr0", "mac": "52:54:00:9e:41:07", "addresses": ["192.168.122.1/24"], "is_up": True}],
        "listening": [_listen(631, "127.0.0.1", 1410, "cupsd"),
                      _listen(5353, "0.0.0.0", 980, "avahi-daemon", "udp"),
                      _listen(53, "127.0.0.53", 812, "systemd-resolve"),
                      _listen(53, "192.168.122.1", 1702, "dnsmasq"),
                      _listen(5900, "127.0.0.1", 8802, "qemu-system-x86")],
        "connections": [_conn("192.168.7.23:51844", "140.82.121.3:443", 3301, "firefox"),
                        _conn("192.168.7.23:40112", "162.159.135.234:443", 3301, "firefox")]}, lu, 25),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlp1s0", "rx_bytes_per_s": 4_850_000, "tx_bytes_per_s": 120_000},
        {"name": "virbr0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0}]}, lu, 15, args={"interval_seconds": 1.0}),
    item("e9", "linux_service_status", unit("cups.service", "active", "running", "enabled", 1410,
                                            "2031-02-07T22:49:21+01:00", "CUPS Scheduler"), lu, 25,
         args={"name": "cups"}),
]

LUSUS = {"name": "lusus", "clock": lu, "evidence": lusus_ev, "answers": [
    {"q": "how much ram does this laptop have and how much is free?", "ev": ["e1", "e2"],
     "a": "[[s:You've got 32 GB of RAM]] ([[s:31.1 GiB usable]]), and [[s:about 12.9 GB is available]] right now.\n"
          "[[s:Of the 8 GiB of swap, around 1.2 GiB is used]]. [[c:Memory usage sits at roughly 45%]]. "
          "[[s:The laptop has been up for about three and a half days]]. "
          "[[u:Most of the used memory is Firefox tabs.]]"},
    {"q": "what's using all my memory?", "ev": ["e1", "e3"],
     "a": "Sure! Here are the biggest memory users on lusus (sorted by memory):\n\n"
          "| Process | PID | Memory |\n|---|---|---|\n"
          "| [[s:firefox | 3301 | 2.3 GiB]] |\n"
          "| [[s:Isolated Web Co | 3388 | 1.3 GB]] |\n"
          "| [[c:thunderbird | 5120 | 1.7 GB]] |\n"
          "| [[s:gnome-shell | 2210 | 610 MB]] |\n\n"
          "[[s:Firefox is the single biggest process]]. [[u:There are only two Isolated Web Co processes]], "
          "[[s:and 388 processes are running in total]]. [[c:GIMP is using over 1 GB]] — "
          "[[u:GIMP has a memory leak]], so closing it would help. Want me to show the rest of the list?"},
    {"q": "why was my fan spinning up a few minutes ago?", "ev": ["e2", "e4"],
     "a": "[[t:dnf (PID 7781) was at 96% CPU]] — [[t:a `dnf upgrade --refresh` run]]. "
          "[[t:Firefox content process 3388 was next at ~34%]].\n"
          "[[s:Right now total CPU is under 10%]] [[s:and the 1-minute load is 0.74]]; "
          "[[c:the 15-minute load average is above 2]]. [[u:The update has probably finished by now.]]"},
    {"q": "Is my disk getting full?", "ev": ["e1", "e5"],
     "a": "Summary: [[s:No — the root filesystem is 71% full]], [[s:with about 288 GB free]] [[c:out of 2 TB]].\n\n"
          "- [[s:/home is on the same btrfs volume as /]], [[s:so it shows the same numbers]]\n"
          "- [[c:/boot is at 58%]]\n"
          "- [[c:The LEXAR USB stick is nearly empty]]\n\n"
          "[[c:Those are the only filesystems mounted.]] [[u:Snapshots are probably taking a lot of the space]]; "
          "you can check with:\n\n```\nsudo btrfs subvolume list /\n```"},
    {"q": "what did I install or update this week?", "ev": ["e6"],
     "a": "Package changes from the dnf history:\n\n"
          "1. [[s:Kernel upgraded from 6.10.10-200.fc40 to 6.10.12-200.fc40 on Feb 3]]\n"
          "2. [[s:Firefox 130.0.1 → 131.0]]\n"
          "3. [[s:GIMP 2:2.10.38-1.fc40 was installed on 6 February]]\n"
          "4. [[c:Chromium was upgraded on the 8th]]\n"
          "5. [[s:podman went from 5:5.2.2 to 5:5.2.3 on the evening of the 9th]]\n\n"
          "[[c:Five packages were upgraded]] in total, [[s:and the most recent change was the podman upgrade]]. "
          "[[u:No security updates were applied.]]"},
    {"q": "is cups running? my printer isn't showing up", "ev": ["e7", "e9"],
     "a": "Yes, [[s:cups.service is active and running]] ([[s:PID 1410]]), [[s:it's been up since Feb 7 at 22:49]], "
          "and [[s:it's enabled]]. [[s:cupsd is listening on 127.0.0.1:631 only]] — "
          "[[u:so network printers can't reach it]]. Also, [[c:avahi-daemon isn't listening on anything]], "
          "[[u:and the printer is probably off or on a different Wi-Fi network.]]\n\n"
          "Try:\n```\nlpstat -t\nsystemctl restart avahi-daemon\n```"},
    {"q": "am I downloading something? the network feels slow", "ev": ["e7", "e8"],
     "a": "[[s:wlp1s0 is receiving about 4.9 MB/s]] [[s:(roughly 39 Mbit/s)]] [[s:and sending ~120 KB/s]] (e8). "
          "[[c:That's about 5 Mbit/s of download.]] "
          "[[s:Firefox has an open HTTPS connection to 140.82.121.3]] (e7); "
          "[[u:the transfer is a GitHub download (e8)]]. [[s:virbr0 is idle (e8)]], "
          "[[c:and the VM bridge virbr0 is down (e7)]]."},
]}


# --------------------------------------------------------------------------------------------------------
# maui: Ubuntu 22.04 laptop of sol on a -05:00 clock. 16 GB sold (15.4 GiB). The package source of the steady
# state is stale; system info is seven minutes old; the webapp container was OOM-killed at 19:05.
ma = Clock("2031-03-02T19:20:00-05:00")
MAMEM = 16_540_000_000

maui_ev = [
    steady("e1", ma, 2000, hostname="maui", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="6.8.0-49-generic", cpu_model="11th Gen Intel(R) Core(TM) i5-1135G7 @ 2.40GHz", cpu_cores=4,
           cpu_threads=8, memory_total_bytes=MAMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 511_101_108_224}],
           network_interfaces=[{"name": "wlo1", "mac": "a0:e7:0b:31:5c:82", "addresses": ["10.0.0.57/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:6c:19:aa:03", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.0.0.1",
           installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy", "openssh-server": "1:8.9p1-3ubuntu0.10",
                               "zoom": "6.2.5.2440", "nodejs": "20.18.0-1nodesource1",
                               "postgresql-client-14": "14.13-0ubuntu0.22.04.1", "vlc": "3.0.16-1build7",
                               "tailscale": "1.76.1"},
           available_services=["docker.service", "ssh.service", "tailscaled.service", "cups.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "sol", "uid": 1000, "gid": 1000, "home": "/home/sol", "shell": "/bin/bash"},
                  {"name": "rachel", "uid": 1001, "gid": 1001, "home": "/home/rachel", "shell": "/usr/bin/zsh"},
                  {"name": "hoyt", "uid": 1002, "gid": 1002, "home": "/home/hoyt", "shell": "/bin/sh"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/nonexistent", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["sol"]},
                   {"name": "docker", "gid": 999, "members": ["sol", "rachel"]},
                   {"name": "lpadmin", "gid": 120, "members": ["sol"]}],
           stale_sources=["packages"]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("3c1d9e0f2a41", "dev-postgres", "postgres:16.4", "running", "Up 3 hours",
            "2031-03-02T16:05:12-05:00", ["127.0.0.1:5432->5432/tcp"]),
        box("5e7f0a1b2c33", "mailpit", "axllent/mailpit:v1.20", "running", "Up 3 hours",
            "2031-03-02T16:05:14-05:00", ["0.0.0.0:8025->8025/tcp", "0.0.0.0:1025->1025/tcp"]),
        box("778899aabbcc", "webapp", "maui-webapp:dev", "exited", "Exited (137) 14 minutes ago",
            "2031-03-02T17:38:50-05:00"),
        box("9a0b1c2d3e4f", "redis", "redis:7.2-alpine", "restarting", "Restarting (1) 8 seconds ago",
            "2031-03-02T16:05:13-05:00"),
    ]}, ma, 30, args={"all": True}),
    item("e3", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 1_200_000, "write_bytes_per_s": 186_000_000, "busy_percent": 92.5},
        {"device": "loop3", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0}]}, ma, 20,
         args={"interval_seconds": 1.0}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        _entry("2031-03-02T19:05:41-05:00", "kernel", "err",
               "Out of memory: Killed process 30211 (node) total-vm:6102332kB, anon-rss:4980112kB, file-rss:0kB"),
        _entry("2031-03-02T19:05:41-05:00", "kernel", "warning",
               "oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=docker-778899aabbcc.scope,"
               "task_memcg=/system.slice/docker-778899aabbcc.scope,task=node,pid=30211,uid=0"),
        _entry("2031-03-02T19:12:03-05:00", "wpa_supplicant.service", "warning",
               "wlo1: CTRL-EVENT-DISCONNECTED bssid=3c:84:6a:11:02:9e reason=4 locally_generated=1"),
    ]}, ma, 35, args={"since_minutes": 60, "priority": "warning"}),
    item("e6", "linux_system_info",
         system_info(71.0, [3.9, 2.8, 1.9], 11_400, "2031-03-02T16:03:00-05:00", MAMEM, 2_100_000_000,
                     2 * GiB, 1_900_000_000), ma, 420),
    item("e7", "linux_service_status", unit("docker.service", "active", "running", "enabled", 1288,
                                            "2031-03-02T16:03:31-05:00", "Docker Application Container Engine"),
         ma, 25, args={"name": "docker"}),
    item("e8", "linux_processes", _procs(2, MAMEM, [
        (24410, "node", "sol", 12.5, 410_000_000, "2031-03-02T17:40:22-05:00",
         "node /home/sol/project/node_modules/.bin/vite"),
        (24502, "node", "sol", 0.4, 95_000_000, "2031-03-02T17:40:23-05:00",
         "node /home/sol/project/node_modules/esbuild/bin/esbuild --service=0.21.5 --ping"),
    ]), ma, 20, args={"name": "node", "sort": "cpu"}),
]

MA_USER = user("u1", "I was on a Zoom call around 7:10 and it froze for a bit", ma, 90)

MAUI = {"name": "maui", "clock": ma, "evidence": maui_ev, "answers": [
    {"q": "which of my docker containers are running?", "ev": ["e2"],
     "a": "| Container | State |\n|---|---|\n"
          "| [[s:dev-postgres | ✅ running]] |\n"
          "| [[s:mailpit | ✅ running]] |\n"
          "| [[c:webapp | ✅ running]] |\n"
          "| [[s:redis | 🔁 restarting]] |\n\n"
          "[[s:Postgres is published on 127.0.0.1:5432 only]], [[s:and Mailpit publishes ports 8025 and 1025]]. "
          "[[c:Three containers are up.]] [[u:redis keeps restarting because its password variable is empty.]]"},
    {"q": "why did my webapp container die?", "ev": ["e2", "e5"],
     "a": "[[s:Looks like it was OOM-killed!]] [[s:The webapp container exited with code 137]] [[s:about 14 minutes ago]], "
          "and [[s:the kernel log shows an out-of-memory kill of a node process (PID 30211) at 19:05]]. "
          "[[s:The kill happened inside a Docker container's memory cgroup]], "
          "[[c:and the node process had about 8 GB resident when it was killed]]. "
          "[[u:The container probably has a 5 GB memory limit.]] "
          "Unrelated, but [[s:your Wi-Fi also dropped at 19:12]]. Let me know if you want help raising the limit 🙂"},
    {"q": "my laptop is crawling, is it swapping?", "ev": ["e3", "e6"],
     "a": "[[t:Yes, swap is almost full — about 1.9 of 2 GB]]. [[t:Load average 3.9]], "
          "[[t:only ~2 GB of RAM available]]. [[s:The NVMe is 92% busy]], [[s:writing ~186 MB/s]]. "
          "[[c:Reads are heavy too, around 120 MB/s.]] [[u:The swapping is what's pegging the disk.]]"},
    {"q": "who has an account on this laptop and who can use docker?", "ev": ["e1"],
     "a": "1. [[s:Three regular users: sol, rachel and hoyt]]\n"
          "2. [[s:sol and rachel are in the docker group]]; [[c:hoyt is too]]\n"
          "3. [[s:Only sol has sudo]]\n"
          "4. [[s:rachel's shell is zsh]], [[c:hoyt uses bash]]\n"
          "5. [[u:hoyt hasn't logged in for months]]"},
    {"q": "what version of docker and node do I have?", "ev": ["e1", "e8"],
     "a": "[[t:Docker CE is 27.3.1 (5:27.3.1-1~ubuntu.22.04~jammy)]] and [[t:Node.js is 20.18.0 from NodeSource]].\n\n"
          "[[s:Two node processes are running right now, both owned by sol]]: "
          "[[s:the busier one (PID 24410) is the Vite dev server at ~12% CPU]]; "
          "[[s:the other, PID 24502, is esbuild]]. [[c:Both started around 19:06.]] "
          "[[u:Node 22 is available from NodeSource if you want to upgrade.]]"},
    {"q": "is the docker daemon healthy? redis keeps restarting", "ev": ["e2", "e7"],
     "a": "[[s:docker.service is active (running), main PID 1288 (e7)]]. [[s:It's been running since 16:03 (e7)]] "
          "[[c:and is disabled at boot (e7)]]. [[s:The redis container is in a restart loop (e2)]]; "
          "[[u:it has restarted 40 times (e2)]]. [[u:The daemon itself logged no errors in the last hour (e7).]]\n\n"
          "```\ndocker logs --tail 50 redis\n```"},
    {"q": "Did my wifi drop earlier?", "ev": ["e5"], "extra": [MA_USER],
     "a": "Yes — [[s:wpa_supplicant logged a disconnect from 3c:84:6a:11:02:9e at 19:12]], "
          "[[s:about 8 minutes ago]]. [[s:It happened on wlo1]]. You mentioned [[s:your Zoom call froze around 7:10]]. "
          "[[c:It was the only warning in the last hour.]] "
          "[[u:The router probably kicked you off to change channels.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# hebron: Debian 12 API server. At 02:57 masteen moved the API's bind port to 8001 in /etc/hebron/api.env while
# nginx still proxies to 8000; at 01:12 redis.conf changed and the worker now fails Redis auth (restart counter 42).
he = Clock("2031-04-17T03:40:00+00:00")
HEMEM = 67_324_000_000
HE_ERR = ('{t} [error] 1024#1024: *{n} connect() failed (111: Connection refused) while connecting to upstream, '
          'client: {c}, server: api.hebron.example, request: "GET /v2/orders HTTP/2.0", '
          'upstream: "http://127.0.0.1:8000/v2/orders", host: "api.hebron.example"')

hebron_ev = [
    steady("e1", he, 3000, hostname="hebron", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-28-amd64", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=HEMEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 479_000_000_000},
                  {"device": "/dev/md1", "mountpoint": "/var/lib/postgresql", "fstype": "ext4",
                   "total_bytes": 1_920_000_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:40:12:9a", "addresses": ["198.51.100.24/24"],
                                "is_up": True}],
           dns_servers=["198.51.100.2", "198.51.100.3"], default_gateway="198.51.100.1",
           installed_packages={"nginx": "1.22.1-9", "postgresql-15": "15.8-0+deb12u1",
                               "redis-server": "5:7.0.15-1~deb12u1", "python3": "3.11.2-1+b1", "gunicorn": "20.1.0-6",
                               "certbot": "2.1.0-4", "openssl": "3.0.15-1~deb12u1"},
           available_services=["nginx.service", "hebron-api.service", "hebron-worker.service",
                               "postgresql@15-main.service", "redis-server.service", "ssh.service", "certbot.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                  {"name": "postgres", "uid": 104, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "redis", "uid": 105, "gid": 112, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                  {"name": "hebron", "uid": 998, "gid": 998, "home": "/srv/hebron", "shell": "/usr/sbin/nologin"},
                  {"name": "masteen", "uid": 1000, "gid": 1000, "home": "/home/masteen", "shell": "/bin/bash"},
                  {"name": "dure", "uid": 1001, "gid": 1001, "home": "/home/dure", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["masteen"]},
                   {"name": "adm", "gid": 4, "members": ["masteen", "dure"]},
                   {"name": "hebron", "gid": 998, "members": ["dure"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", 1021, "2031-04-02T11:15:09+00:00",
             "A high performance web server and a reverse proxy server"),
        unit("hebron-api.service", "active", "running", "enabled", 48810, "2031-04-17T02:58:40+00:00",
             "Hebron API (gunicorn)"),
        unit("hebron-worker.service", "activating", "auto-restart", "enabled", None, None, "Hebron background worker"),
        unit("postgresql@15-main.service", "active", "running", "enabled", 1102, "2031-04-02T11:15:11+00:00",
             "PostgreSQL Cluster 15-main"),
        unit("redis-server.service", "active", "running", "enabled", 1090, "2031-04-02T11:15:10+00:00",
             "Advanced key-value store"),
        unit("ssh.service", "active", "running", "enabled", 880, "2031-04-02T11:15:08+00:00", "OpenBSD Secure Shell server"),
        unit("certbot.service", "inactive", "dead", "static", None, None, "Certbot"),
    ]}, he, 30),
    item("e3", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
        _entry("2031-04-17T03:38:52+00:00", None, "err",
               HE_ERR.format(t="2031/04/17 03:38:52", n=90412, c="203.0.113.77")),
        _entry("2031-04-17T03:39:10+00:00", None, "err",
               HE_ERR.format(t="2031/04/17 03:39:10", n=90431, c="203.0.113.80")),
        _entry("2031-04-17T03:39:41+00:00", None, "err",
               HE_ERR.format(t="2031/04/17 03:39:41", n=90458, c="203.0.113.77")),
    ]}, he, 20, args={"grep": "upstream", "limit": 3}, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "hebron-worker.service", "entries": [
        _entry("2031-04-17T03:36:02+00:00", "hebron-worker.service", "err",
               "redis.exceptions.AuthenticationError: Authentication required."),
        _entry("2031-04-17T03:36:02+00:00", "hebron-worker.service", "notice",
               "hebron-worker.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2031-04-17T03:36:12+00:00", "hebron-worker.service", "info",
               "hebron-worker.service: Scheduled restart job, restart counter is at 41."),
        _entry("2031-04-17T03:39:30+00:00", "hebron-worker.service", "err",
               "redis.exceptions.AuthenticationError: Authentication required."),
        _entry("2031-04-17T03:39:30+00:00", "hebron-worker.service", "notice",
               "hebron-worker.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2031-04-17T03:39:40+00:00", "hebron-worker.service", "info",
               "hebron-worker.service: Scheduled restart job, restart counter is at 42."),
    ]}, he, 20, args={"unit": "hebron-worker.service", "since_minutes": 30}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:40:12:9a", "addresses": ["198.51.100.24/24"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 880, "sshd"), _listen(80, "0.0.0.0", 1021, "nginx"),
                      _listen(443, "0.0.0.0", 1021, "nginx"), _listen(5432, "127.0.0.1", 1102, "postgres"),
                      _listen(6379, "127.0.0.1", 1090, "redis-server"), _listen(8001, "127.0.0.1", 48810, "gunicorn")],
        "connections": [_conn("198.51.100.24:443", "203.0.113.77:50122", 1024, "nginx"),
                        _conn("198.51.100.24:22", "192.0.2.15:61002", 49901, "sshd"),
                        _conn("127.0.0.1:5432", "127.0.0.1:40210", 48815, "gunicorn")]}, he, 25),
    item("e6", "linux_file_changes", {"root": "/etc", "since": "2031-04-17T00:40:00+00:00", "files": [
        {"path": "/etc/hebron/api.env", "mtime": "2031-04-17T02:57:14+00:00", "size_bytes": 412},
        {"path": "/etc/redis/redis.conf", "mtime": "2031-04-17T01:12:50+00:00", "size_bytes": 107_221},
    ]}, he, 40, args={"root": "/etc", "since_minutes": 180}),
    item("e7", "linux_file_read", {"path": "/etc/hebron/api.env", "offset": 0, "limit": 50, "total_lines": 9, "lines": [
        "# Hebron API settings", "BIND=127.0.0.1:8001", "WORKERS=4",
        "DATABASE_URL=postgresql://hebron:***@127.0.0.1:5432/hebron", "REDIS_URL=redis://127.0.0.1:6379/0",
        "LOG_LEVEL=info", "TIMEOUT=30", "# changed 2031-04-17 by masteen: move to 8001", "SENTRY_DSN=***"]},
         he, 35, args={"path": "/etc/hebron/api.env"}),
    item("e8", "linux_processes", _procs(241, HEMEM, [
        (48818, "gunicorn", "hebron", 7.8, 240_000_000, "2031-04-17T02:58:41+00:00",
         "/usr/bin/python3 /usr/bin/gunicorn --bind 127.0.0.1:8001 --workers 4 hebron.wsgi"),
        (48815, "gunicorn", "hebron", 2.3, 180_000_000, "2031-04-17T02:58:41+00:00",
         "/usr/bin/python3 /usr/bin/gunicorn --bind 127.0.0.1:8001 --workers 4 hebron.wsgi"),
        (48816, "gunicorn", "hebron", 1.9, 176_000_000, "2031-04-17T02:58:41+00:00",
         "/usr/bin/python3 /usr/bin/gunicorn --bind 127.0.0.1:8001 --workers 4 hebron.wsgi"),
        (48817, "gunicorn", "hebron", 0.4, 171_000_000, "2031-04-17T02:58:41+00:00",
         "/usr/bin/python3 /usr/bin/gunicorn --bind 127.0.0.1:8001 --workers 4 hebron.wsgi"),
        (48810, "gunicorn", "hebron", 0.1, 52_000_000, "2031-04-17T02:58:40+00:00",
         "/usr/bin/python3 /usr/bin/gunicorn --bind 127.0.0.1:8001 --workers 4 hebron.wsgi"),
    ]), he, 30, args={"name": "gunicorn", "sort": "cpu"}),
    item("e9", "linux_system_info",
         system_info(18.0, [1.2, 1.1, 0.9], 1_267_820, "2031-04-02T11:14:40+00:00", HEMEM, 41_000_000_000,
                     4 * GiB, 0), he, 900),
]

HE_USER = user("u1", "masteen says he reloaded nginx at 03:00 after editing the env file", he, 120)

HEBRON = {"name": "hebron", "clock": he, "evidence": hebron_ev, "answers": [
    {"q": "Why is the API returning 502s?", "ev": ["e3", "e5", "e7"],
     "a": "Findings:\n"
          "1. [[s:nginx can't reach its upstream: connect() to 127.0.0.1:8000 is refused]] "
          "([[s:for example at 03:39:41]]).\n"
          "2. [[s:gunicorn is listening on 127.0.0.1:8001, not 8000]].\n"
          "3. [[s:/etc/hebron/api.env sets BIND=127.0.0.1:8001]], [[s:with a comment saying masteen moved it]].\n"
          "4. [[s:Nothing is listening on port 8000.]]\n"
          "5. [[u:Every request to the API fails]]; [[c:the errors come from a single client]].\n\n"
          "Fix: point the nginx upstream at 8001, or put BIND back and restart the API:\n"
          "```\nsudo systemctl restart hebron-api\n```"},
    {"q": "what changed in /etc tonight?", "ev": ["e6", "e7"],
     "a": "[[s:Two files]]: [[s:/etc/hebron/api.env at 02:57]] ([[s:~43 minutes ago]]) and "
          "[[s:/etc/redis/redis.conf at 01:12]]. [[c:redis.conf was changed about an hour ago]]. "
          "[[s:Nothing else under /etc changed in that window.]] [[c:api.env is 12 lines]]; "
          "[[u:the redis.conf change added a password.]]"},
    {"q": "hebron-worker keeps restarting — how many times and why?", "ev": ["e2", "e4"],
     "a": "Right, [[s:hebron-worker.service is stuck in auto-restart]] — [[s:the restart counter is at 42]] "
          "[[s:as of 03:39:40]]. [[s:Both runs in the last half hour died with redis AuthenticationError: "
          "Authentication required]] [[s:and exited with status 1/FAILURE]]. [[c:It restarted 12 times in the last "
          "half hour.]] [[s:redis-server itself is active and running]], [[u:so the worker's REDIS_URL is missing the "
          "password.]]"},
    {"q": "which ports are open to the internet on hebron?", "ev": ["e5"],
     "a": "| Port | Bound to | Process |\n|---|---|---|\n"
          "| [[s:22 | 0.0.0.0 | sshd]] |\n"
          "| [[s:80 | 0.0.0.0 | nginx]] |\n"
          "| [[s:443 | 0.0.0.0 | nginx (PID 1021)]] |\n"
          "| [[c:5432 | 0.0.0.0 | postgres]] |\n\n"
          "[[s:Redis (6379) and gunicorn (8001) listen on 127.0.0.1 only.]] "
          "[[s:There's an SSH session open from 192.0.2.15.]] [[u:The firewall blocks everything except 22, 80 and "
          "443]], [[c:and only three ports are listening in total.]]"},
    {"q": "how loaded is the box?", "ev": ["e1", "e8", "e9"],
     "a": "**Load:** [[t:load average is about 1.2]] [[t:with CPU at 18%]], [[t:and ~41 GB of the 64 GB RAM is "
          "free]]; [[t:it's been up for about two weeks]].\n"
          "**Hardware:** [[s:8 cores / 16 threads]] ([[s:Xeon E-2388G]]).\n"
          "**gunicorn:** [[s:the master and its 4 workers are all owned by the hebron user]]; "
          "[[c:the busiest worker is PID 48815]]. [[s:The workers started at 02:58:41.]]\n\n"
          "[[u:That's well within normal for this server.]]"},
    {"q": "is postgres ok? and who can log into this server?", "ev": ["e1", "e2", "e5"],
     "a": "You asked whether PostgreSQL is OK and who can log in.\n\n"
          "PostgreSQL: [[s:postgresql@15-main is active (running) since April 2]], [[c:PID 1021]], "
          "[[s:listening on 127.0.0.1:5432]]. [[s:The installed version is 15.8-0+deb12u1.]]\n\n"
          "Logins: [[s:masteen and dure have /bin/bash]], [[s:and so does the postgres system account]]; "
          "[[s:www-data, redis and hebron use nologin]]. [[s:Only masteen is in sudo]], [[c:and dure isn't in adm]]. "
          "[[u:Root login over SSH is disabled.]]"},
    {"q": "did nginx restart tonight?", "ev": ["e2"], "extra": [HE_USER],
     "a": "No, [[s:nginx.service has been active since April 2 at 11:15]], [[s:main PID 1021]]. "
          "[[s:masteen told you he reloaded it at 03:00]]; [[u:a reload doesn't change the active-since time, so that "
          "reload did happen]]. [[c:nginx.service is not enabled]], by the way. "
          "[[s:hebron-api, on the other hand, was started at 02:58]], [[s:and certbot.service is inactive.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# renaissance: k3s cluster (control plane renaissance-cp, workers w1-w3). checkout crash-loops since the 13:50
# deploy, cart cannot pull its image, w3 is on an older kubelet; the monitoring listing is 20 minutes old.
re_ = Clock("2031-05-21T14:05:00+00:00")
REMEM = 134_970_000_000
RE_STARTED = "2031-05-19T09:12:00Z"
RE_CRASH = ('pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for '
            '\\"checkout\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=checkout '
            'pod=checkout-5b8c-ef56z_shop\\"" pod="shop/checkout-5b8c-ef56z"')
RE_PULL = ('Failed to pull image "registry.renaissance.lan/shop/cart:2.4.1": rpc error: code = NotFound desc = '
           'failed to resolve reference "registry.renaissance.lan/shop/cart:2.4.1": not found')

renaissance_ev = [
    steady("e1", re_, 2400, hostname="renaissance-cp", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-45-generic", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=REMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 254_000_000_000},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                   "total_bytes": 1_000_000_000_000}],
           network_interfaces=[{"name": "enp65s0", "mac": "b4:96:91:0a:7c:20", "addresses": ["10.20.0.10/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "9e:11:0c:4d:2a:f1", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"open-iscsi": "2.1.9-3ubuntu5", "nfs-common": "1:2.6.4-3ubuntu5",
                               "wireguard-tools": "1.0.20210914-1ubuntu4", "curl": "8.5.0-2ubuntu10.4"},
           available_services=["k3s.service", "ssh.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "gladstone", "uid": 1001, "gid": 1001, "home": "/home/gladstone", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu", "gladstone"]}]),
    item("e2", "kubernetes_get", _kube("shop", [
        pod("web-6d9f7c-ab12x", "shop", "Running", "renaissance-w1", 0, True, started=RE_STARTED),
        pod("web-6d9f7c-cd34y", "shop", "Running", "renaissance-w2", 0, True, started=RE_STARTED),
        pod("checkout-5b8c-ef56z", "shop", "Running", "renaissance-w2", 17, False, "CrashLoopBackOff"),
        pod("checkout-5b8c-ij90m", "shop", "Running", "renaissance-w1", 0, True, started="2031-05-21T13:50:20Z"),
        pod("cart-7f44-gh78k", "shop", "Pending", "renaissance-w3", 0, False, "ImagePullBackOff"),
        pod("redis-0", "shop", "Running", "renaissance-w1", 2, True, started="2031-05-20T22:41:07Z"),
    ]), re_, 40, args={"resource": "pods", "namespace": "shop"}),
    item("e3", "kubernetes_get", _kube("shop", [
        deployment("web", "shop", 2, 2), deployment("checkout", "shop", 2, 1), deployment("cart", "shop", 1, 0),
    ]), re_, 40, args={"resource": "deployments", "namespace": "shop"}),
    item("e4", "kubernetes_get", _kube(None, [
        node("renaissance-cp", True, "v1.30.4+k3s1"), node("renaissance-w1", True, "v1.30.4+k3s1"),
        node("renaissance-w2", True, "v1.30.4+k3s1"), node("renaissance-w3", True, "v1.29.8+k3s1"),
    ]), re_, 60, args={"resource": "nodes"}),
    item("e5", "kubernetes_get", _kube("shop", [
        _svc("web", "shop", "ClusterIP", "10.43.12.7", [{"port": 80, "targetPort": 8080, "protocol": "TCP"}]),
        _svc("checkout", "shop", "ClusterIP", "10.43.88.19", [{"port": 9000, "targetPort": 9000, "protocol": "TCP"}]),
        _svc("redis", "shop", "ClusterIP", "None", [{"port": 6379, "targetPort": 6379, "protocol": "TCP"}]),
        _svc("web-public", "shop", "LoadBalancer", "10.43.200.4", [{"port": 443, "targetPort": 8443, "protocol": "TCP"}]),
    ]), re_, 45, args={"resource": "services", "namespace": "shop"}),
    item("e6", "kubernetes_get", _kube("monitoring", [
        pod("prometheus-0", "monitoring", "Running", "renaissance-cp", 0, True, started="2031-05-12T08:00:00Z"),
        pod("alertmanager-0", "monitoring", "Running", "renaissance-w1", 3, True, started="2031-05-20T04:12:00Z"),
        pod("grafana-5c6d-kl12m", "monitoring", "Running", "renaissance-w2", 0, True, started="2031-05-12T08:01:00Z"),
    ]), re_, 1200, args={"resource": "pods", "namespace": "monitoring"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2031-05-21T13:58:02+00:00", "k3s.service", "warning", RE_CRASH),
        _entry("2031-05-21T14:01:40+00:00", "k3s.service", "err", RE_PULL),
        _entry("2031-05-21T14:03:15+00:00", "k3s.service", "warning", RE_CRASH),
        _entry("2031-05-21T14:04:02+00:00", "k3s.service", "err", RE_PULL),
    ]}, re_, 30, args={"unit": "k3s.service", "since_minutes": 60, "limit": 4}, complete=False),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 254_000_000_000, 180_000_000_000),
        fs("/dev/sdb1", "/var/lib/rancher", "xfs", 1_000_000_000_000, 912_000_000_000)]}, re_, 35),
]

RE_USER = user("u1", "I deployed checkout 3.1.0 at 13:50", re_, 200)

RENAISSANCE = {"name": "renaissance", "clock": re_, "evidence": renaissance_ev, "answers": [
    {"q": "are all pods in shop healthy?", "ev": ["e2"],
     "a": "No, [[s:not all of them]]:\n"
          "- [[s:checkout-5b8c-ef56z is in CrashLoopBackOff]] [[s:with 17 restarts]]\n"
          "- [[s:cart-7f44-gh78k is Pending with ImagePullBackOff]]\n"
          "- [[c:redis-0 has never restarted]]\n"
          "- [[s:both web pods are Running with 0 restarts]]\n\n"
          "[[s:The other checkout pod (ij90m) is fine.]] [[s:Four of the six pods are ready]], "
          "[[c:and all of them are scheduled on w1 and w2]]. [[u:The checkout crash is caused by a bad DB password.]]"},
    {"q": "why won't cart start?", "ev": ["e2", "e7"],
     "a": "[[s:cart-7f44-gh78k can't pull its image (e7)]]: [[s:registry.renaissance.lan/shop/cart:2.4.1 was not "
          "found]] — [[s:k3s logged the failure at 14:01 and again at 14:04]]. [[c:The pod is Running but not ready "
          "(e2).]] [[u:Someone probably pushed the image as 2.4.0 instead]]; [[u:the tag was deleted from the registry "
          "last night (e7).]]\n\n```\nkubectl -n shop describe pod cart-7f44-gh78k\n```"},
    {"q": "Are the nodes all ready and on the same version?", "ev": ["e4"],
     "a": "[[s:All four nodes are Ready.]] [[s:renaissance-cp, w1 and w2 are on v1.30.4+k3s1]]; "
          "[[c:w3 is on v1.30.2]]. [[u:w3 was probably skipped in the last upgrade.]]"},
    {"q": "check the deployments and services in shop", "ev": ["e3", "e5"],
     "a": "| Deployment | Ready |\n|---|---|\n"
          "| [[s:web | 2/2]] |\n| [[s:checkout | 1/2]] |\n| [[c:cart | 1/1]] |\n\n"
          "Services: [[s:web is a ClusterIP on 10.43.12.7, port 80 → 8080]]; [[s:web-public is a LoadBalancer]]; "
          "[[s:redis is headless]]; [[c:checkout listens on port 8080]]. "
          "[[u:web-public's external IP is 10.20.0.50.]]"},
    {"q": "Is monitoring OK? and is the rancher disk filling up?", "ev": ["e6", "e8"],
     "a": "Summary: [[t:prometheus-0, alertmanager-0 and grafana are all Running]]; "
          "[[t:alertmanager-0 has restarted 3 times]]. [[s:/var/lib/rancher is 91% full]] — [[s:about 88 GB free]]. "
          "[[c:The root filesystem is at 85%.]] [[u:Image garbage collection will kick in at 85%]], "
          "[[u:and Prometheus TSDB is what's filling the disk.]]"},
    {"q": "how big is the control plane machine?", "ev": ["e1"],
     "a": "[[s:renaissance-cp is an AMD EPYC 7313P]] [[c:with 32 cores and 64 threads]] [[s:and 128 GB of RAM]]. "
          "[[s:It runs Ubuntu 24.04 (noble)]] [[s:on kernel 6.8.0-45-generic]]. [[c:The rancher data disk is 2 TB.]] "
          "[[s:nfs-common 1:2.6.4-3ubuntu5 is installed]], [[s:and gladstone and ubuntu both have sudo]]. "
          "[[u:k3s is v1.30.4 on this node.]]"},
    {"q": "what's the checkout crash loop look like in the logs?", "ev": ["e2", "e7"], "extra": [RE_USER],
     "a": "[[s:k3s reports back-off 5m0s restarting the checkout container]] [[s:at 13:58 and 14:03]]. "
          "[[s:You said you deployed checkout 3.1.0 at 13:50]], [[u:so the new release is the likely cause]]. "
          "[[c:The crash-looping pod has restarted 5 times so far]]; [[s:it runs on renaissance-w2]]. "
          "[[u:Those are the only checkout errors in the last hour.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# pacem: Ubuntu 24.04 Git and backup server. The steady state's network source is stale (the live address moved
# from .20 to .21); two fresh readings of pacem-sync disagree; the ssh log is cut to five lines.
pa = Clock("2031-06-30T08:15:00+00:00")
PAMEM = 101_150_000_000

pacem_steady = steady(
    "e1", pa, 2600, hostname="pacem", os_name="Ubuntu", os_version="24.04", os_codename="noble",
    kernel="6.8.0-51-generic", cpu_model="Intel(R) Xeon(R) Gold 5318Y CPU @ 2.10GHz", cpu_cores=24, cpu_threads=48,
    memory_total_bytes=PAMEM,
    disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_000_000_000},
           {"device": "/dev/sdb", "mountpoint": "/srv", "fstype": "xfs", "total_bytes": 3_840_000_000_000}],
    network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5e:07:3a", "addresses": ["10.9.4.20/24"], "is_up": True}],
    dns_servers=["10.9.0.2"], default_gateway="10.9.4.1",
    installed_packages={"docker-ce": "5:27.4.0-1~ubuntu.24.04~noble",
                        "docker-compose-plugin": "2.31.0-1~ubuntu.24.04~noble",
                        "openssh-server": "1:9.6p1-3ubuntu13.5", "rsync": "3.2.7-1ubuntu1", "borgbackup": "1.2.8-1",
                        "unattended-upgrades": "2.9.1+nmu4ubuntu1"},
    available_services=["docker.service", "ssh.service", "pacem-sync.service", "unattended-upgrades.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "desoya", "uid": 1000, "gid": 1000, "home": "/home/desoya", "shell": "/bin/bash"},
           {"name": "aenea", "uid": 1001, "gid": 1001, "home": "/home/aenea", "shell": "/usr/bin/fish"},
           {"name": "lourdusamy", "uid": 1002, "gid": 1002, "home": "/home/lourdusamy", "shell": "/bin/bash"},
           {"name": "mustafa", "uid": 1003, "gid": 1003, "home": "/home/mustafa", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["desoya", "lourdusamy"]},
            {"name": "docker", "gid": 988, "members": ["desoya", "aenea"]},
            {"name": "adm", "gid": 4, "members": ["desoya"]}],
    stale_sources=["network"])

pacem_ev = [
    pacem_steady,
    {"id": "e2", "kind": "steady_state", "tool": "state_diff", "args": {"from": 88, "to": 91},
     "collected_at": pacem_steady["collected_at"], "complete": True, "data": {
        "from": {"snapshot_id": 88, "collected_at": "2031-06-23T02:00:00+00:00"},
        "to": {"snapshot_id": 91, "collected_at": pacem_steady["collected_at"]},
        "packages": {"installed": [{"package": "borgbackup", "version": "1.2.8-1"}],
                     "removed": [{"package": "ftp", "version": "20230507-2build3"}],
                     "upgraded": [{"package": "openssh-server", "from_version": "1:9.6p1-3ubuntu13.4",
                                   "to_version": "1:9.6p1-3ubuntu13.5"},
                                  {"package": "docker-ce", "from_version": "5:27.3.1-1~ubuntu.24.04~noble",
                                   "to_version": "5:27.4.0-1~ubuntu.24.04~noble"}],
                     "downgraded": []},
        "users": {"added": ["mustafa"], "removed": ["gregorius"]},
        "groups": {"added": [], "removed": [],
                   "membership": [{"group": "sudo", "added": ["lourdusamy"], "removed": []}]},
        "services": {"added": ["pacem-sync.service"], "removed": [], "enabled": ["pacem-sync.service"],
                     "disabled": []},
        "system": [{"field": "kernel", "from": "6.8.0-49-generic", "to": "6.8.0-51-generic"}],
        "network": {"interfaces_added": [], "interfaces_removed": [], "addresses_changed": [],
                    "dns_servers": None}}},
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("a41f0c2e9b10", "gitea", "gitea/gitea:1.22.6", "running", "Up 6 days", "2031-06-24T07:58:10+00:00",
            ["0.0.0.0:3000->3000/tcp", "0.0.0.0:2222->22/tcp"]),
        box("b52e1d3f0c21", "gitea-db", "postgres:15.10", "running", "Up 6 days", "2031-06-24T07:58:02+00:00"),
        box("c63f2e4a1d32", "minio", "minio/minio:RELEASE.2024-12-18T13-15-44Z", "running", "Up 6 days",
            "2031-06-24T07:58:15+00:00", ["0.0.0.0:9000-9001->9000-9001/tcp"]),
        box("d7402f5b2e43", "borg-nightly", "pacem/borg:1.2.8", "exited", "Exited (2) 5 hours ago",
            "2031-06-25T01:00:00+00:00"),
    ]}, pa, 30, args={"all": True}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "ssh.service", "entries": [
        _entry("2031-06-30T06:40:12+00:00", "ssh.service", "info",
               "Accepted publickey for desoya from 10.9.4.77 port 50612 ssh2: ED25519 SHA256:Qm3v0fK1xR8tYh2Lw9cZ"),
        _entry("2031-06-30T07:02:45+00:00", "ssh.service", "info", "Invalid user admin from 193.32.162.14 port 40112"),
        _entry("2031-06-30T07:02:47+00:00", "ssh.service", "info",
               "Connection closed by invalid user admin 193.32.162.14 port 40112 [preauth]"),
        _entry("2031-06-30T07:55:30+00:00", "ssh.service", "info",
               "Accepted publickey for aenea from 10.9.4.81 port 61200 ssh2: ED25519 SHA256:p7Ty4nE0aWq1Zc6Hs2Mb"),
        _entry("2031-06-30T08:09:03+00:00", "ssh.service", "info",
               "Failed password for mustafa from 10.9.4.90 port 49920 ssh2"),
    ]}, pa, 25, args={"unit": "ssh.service", "since_minutes": 180, "limit": 5}, complete=False),
    item("e5", "linux_service_status", unit("pacem-sync.service", "active", "running", "enabled", 71230,
                                            "2031-06-30T07:30:00+00:00", "Pacem mirror sync"), pa, 240,
         args={"name": "pacem-sync"}),
    item("e6", "linux_service_status", unit("pacem-sync.service", "failed", "failed", "enabled", None, None,
                                            "Pacem mirror sync"), pa, 25, args={"name": "pacem-sync"}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "ens18", "mac": "bc:24:11:5e:07:3a", "addresses": ["10.9.4.21/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:b1:07:6e:9d", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [_listen(22, "0.0.0.0", 1011, "sshd"), _listen(3000, "0.0.0.0", 5521, "docker-proxy"),
                      _listen(2222, "0.0.0.0", 5540, "docker-proxy"), _listen(9000, "0.0.0.0", 5602, "docker-proxy"),
                      _listen(9001, "0.0.0.0", 5610, "docker-proxy"), _listen(53, "127.0.0.54", 640, "systemd-resolve")],
        "connections": [_conn("10.9.4.21:22", "10.9.4.81:61200", 88120, "sshd")]}, pa, 20),
    item("e8", "linux_processes", _procs(402, PAMEM, [
        (5830, "minio", "root", 3.2, 2_900_000_000, "2031-06-24T07:58:16+00:00", "minio server /data --console-address :9001"),
        (5720, "gitea", "desoya", 1.1, 610_000_000, "2031-06-24T07:58:11+00:00", "/usr/local/bin/gitea web"),
        (6010, "postgres", "999", 0.3, 410_000_000, "2031-06-24T07:58:30+00:00",
         "postgres: gitea gitea 172.18.0.3(41212) idle"),
        (6002, "postgres", "999", 0.0, 320_000_000, "2031-06-24T07:58:03+00:00", "postgres"),
        (1210, "dockerd", "root", 0.6, 150_000_000, "2031-06-24T07:55:40+00:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
    ]), pa, 30, args={"sort": "memory", "limit": 5}, complete=False),
]

PA_USER = user("u1", "the backup normally finishes around 03:30", pa, 100)

PACEM = {"name": "pacem", "clock": pa, "evidence": pacem_ev, "answers": [
    {"q": "what changed on pacem since last week's snapshot?", "ev": ["e2"],
     "a": "Between snapshot 88 and 91:\n\n"
          "1. [[s:borgbackup 1.2.8-1 was installed]]\n"
          "2. [[s:ftp was removed]]\n"
          "3. [[s:openssh-server went from 1:9.6p1-3ubuntu13.4 to 1:9.6p1-3ubuntu13.5]]\n"
          "4. [[c:docker-ce was downgraded to 27.3.1]]\n"
          "5. [[s:A new user, mustafa, was added]], [[s:and gregorius was removed]]\n"
          "6. [[s:lourdusamy was added to sudo]]\n"
          "7. [[s:The kernel moved from 6.8.0-49 to 6.8.0-51]]\n\n"
          "[[c:No services were added.]] [[u:The changes were made by unattended-upgrades.]]"},
    {"q": "is pacem-sync running?", "ev": ["e5", "e6"],
     "a": "[[u:Yes, pacem-sync.service is active and running (PID 71230)]], [[u:up since 07:30]]. "
          "[[s:It's enabled]], [[u:and the sync runs every 30 minutes.]]"},
    {"q": "who logged in over ssh this morning?", "ev": ["e1", "e4"],
     "a": "From the ssh journal:\n"
          "- [[s:desoya logged in with a key from 10.9.4.77 at 06:40]]\n"
          "- [[s:aenea from 10.9.4.81 at 07:55]], [[s:about 20 minutes ago]]\n"
          "- [[s:someone tried the invalid user admin from 193.32.162.14 at 07:02]]\n"
          "- [[c:mustafa logged in successfully at 08:09]]\n\n"
          "[[s:mustafa's shell is /usr/sbin/nologin anyway.]] [[u:aenea is still logged in]], [[u:but nobody else logged in.]]"},
    {"q": "what's the IP address and DNS server of pacem?", "ev": ["e1", "e7"],
     "a": "[[c:pacem's address is 10.9.4.20/24 on ens18]], [[t:DNS goes to 10.9.0.2]] "
          "[[t:and the default gateway is 10.9.4.1]]. [[s:docker0 has 172.17.0.1/16]], "
          "[[s:and systemd-resolved listens on 127.0.0.54:53.]] [[u:The address changed because of a DHCP renewal.]]"},
    {"q": "what's running in docker and what's using the most memory?", "ev": ["e3", "e8"],
     "a": "🐳 [[s:Three containers are running: gitea, gitea-db and minio]]; "
          "[[s:borg-nightly exited with code 2 about 5 hours ago]].\n\n"
          "Memory: [[s:minio is the biggest process at ~2.9 GB]] ([[s:PID 5830]]), [[s:then gitea at about 610 MB]]. "
          "[[s:There are two postgres processes in the top five]], [[c:both running as root]]. "
          "[[u:The gitea database is about 300 MB.]] [[c:dockerd uses more memory than gitea]], "
          "[[u:and no other container process uses over 100 MB.]]"},
    {"q": "Is the nightly backup broken? the borg container exited", "ev": ["e1", "e3"], "extra": [PA_USER],
     "a": "[[s:borg-nightly exited with code 2]], [[s:roughly five hours ago]], and "
          "[[s:you said it normally finishes around 03:30]]. [[u:Exit code 2 means borg hit an error, not just a "
          "warning.]] [[s:borgbackup 1.2.8-1 is installed on the host]] [[s:and the container image is "
          "pacem/borg:1.2.8]]; [[c:the container publishes port 9000]]. [[s:/srv is a 3.84 TB xfs disk]], "
          "[[u:but the repository on /srv is probably full.]]"},
]}


MACHINES = [LUSUS, MAUI, HEBRON, RENAISSANCE, PACEM]
