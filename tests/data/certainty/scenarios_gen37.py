"""37th generation (written blind by a helper who saw neither the wrapper, its tests, the other generations nor
their scores): five machines named after Chinese mythology, answers written the way 3-14B local models answer.

nuwa — a Fedora 41 Workstation desktop in Asia/Shanghai (UTC+08:00). Steady state (30 min old) with an AMD Ryzen 7
7700X (8 cores, 16 threads), 31.1 GiB MemTotal, a 2 TB NVMe btrfs root (/ and /home on the same device), a 4 TB
SATA photo disk, users mei (wheel, libvirt) and jun (libvirt, dialout), and the running kernel 6.12.8 while
kernel-core 6.12.9 is installed. Tools: system info (fresh: a Blender render, load 14.2, 60 % memory; and a
second reading 20 minutes old), processes by memory (cut to 6 of 412), disk usage (photo disk 94 % full),
dnf history for a week (the kernel/firefox/mesa upgrade yesterday evening, darktable installed, gimp removed),
all services (dnf-makecache failed, sshd/libvirtd/podman inactive) and a day of smartd warnings (pending
sectors 8 → 16, 2 offline-uncorrectable).

fuxi — a Debian 12 k3s control-plane node in Europe/Berlin (UTC+01:00). Steady state (Xeon E-2236, 62.7 GiB,
480 GB root and a 1.92 TB XFS /var/lib/rancher, users ops in sudo and deploy). Tools: kubernetes nodes (fuxi
and fuxi-w1 Ready on v1.31.4+k3s1, fuxi-w2 NotReady on v1.30.6+k3s1), pods, deployments, events and services
of namespace apps (worker in CrashLoopBackOff with 17 restarts on fuxi-w1, api with 3 restarts, web a
LoadBalancer on 80→8080 with nodePort 31080, redis headless), k3s.service status, system info, disk usage and
an hour of k3s warnings about fuxi-w2 (NotReady 08:47, tainted 08:52, no route to host 09:05).

houyi — an Ubuntu 24.04 home container host in America/Chicago (UTC-05:00, daylight time). Steady state (i5-12500,
31.1 GiB, 500 GB root, 7.8 TB md RAID /srv/data, sam in docker and sudo, restic with nologin). Tools: docker
containers with all=true (7: five running, vaultwarden restarting, uptime-kuma exited) and a second fresh
listing 20 s later in which jellyfin is restarting (conflict), listening sockets and connections, the newest
5 docker journal lines about vaultwarden (cut), disk usage, system info (41 days up), apt history (docker
27.5.1 → 28.0.1 three days ago) and network traffic ten minutes old (stale).

wukong — an Arch Linux laptop in Europe/London (UTC+00:00). Steady state an hour old whose `packages` source is
in stale_sources (it still lists the versions before today's pacman -Syu at 13:05); running kernel 6.13.5.
Tools: pacman history (linux, mesa, ollama, firefox upgraded today; docker removed and podman installed two days
ago), all services (ollama active since 08:12, not restarted after its upgrade), listening sockets (ollama on
127.0.0.1:11434 only, no sshd), processes by CPU (an ollama runner at 1380 %, cut to 5), system info, the ollama
systemd override file and an hour of ollama logs (Qwen2.5 14B, 0 of 49 layers offloaded).

erlang — a RHEL 9.5 VM running PostgreSQL 16 and a gunicorn API behind nginx in Australia/Sydney (UTC+11:00).
Steady state (8 vCPU Xeon Gold 6338, 31.1 GiB, 50 GiB root, 500 GiB XFS /var/lib/pgsql; admin and lena in
wheel, appsvc with nologin, postgres UID 26). Tools: postgresql-16 and orders-api unit status, two hours of
orders-api journal ("too many clients" 07:12 and 07:25, worker timeout 07:38, restart 07:41), eight lines of
postgresql.conf, listening sockets and connections, disk usage, system info (80 % memory, swap 45 %), disk I/O
twelve minutes old (stale), dnf history for 30 days and processes by memory (cut to 5 of 236).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, package_event,
                       pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------- nuwa
NUWA = Clock("2026-03-14T21:40:00+08:00")
NUWA_MEM = 33_392_476_160
NUWA_EV = [
    steady("e1", NUWA, age=1800, hostname="nuwa", os_name="Fedora Linux", os_version="41 (Workstation Edition)",
           os_codename=None, kernel="6.12.8-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7700X 8-Core Processor",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=NUWA_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/photos", "fstype": "ext4", "total_bytes": 3_936_251_072_512}],
           network_interfaces=[{"name": "enp5s0", "mac": "d8:bb:c1:4e:22:90", "addresses": ["192.168.31.20/24"], "is_up": True}],
           dns_servers=["192.168.31.1"], default_gateway="192.168.31.1", package_manager="rpm",
           installed_packages={"kernel-core": "6.12.9-200.fc41", "firefox": "135.0.1-1.fc41", "podman": "5.3.2-1.fc41",
                               "blender": "1:4.3.2-1.fc41", "darktable": "5.0.0-1.fc41", "mesa-dri-drivers": "24.3.4-3.fc41",
                               "smartmontools": "1:7.4-7.fc41"},
           available_services=["gdm.service", "cups.service", "bluetooth.service", "sshd.service", "firewalld.service",
                               "libvirtd.service", "smartd.service", "dnf-makecache.service", "NetworkManager.service",
                               "podman.service", "packagekit.service"],
           users=[{"name": "mei", "uid": 1000, "gid": 1000, "home": "/home/mei", "shell": "/bin/bash"},
                  {"name": "jun", "uid": 1001, "gid": 1001, "home": "/home/jun", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["mei"]},
                   {"name": "libvirt", "gid": 972, "members": ["mei", "jun"]},
                   {"name": "dialout", "gid": 18, "members": ["jun"]}]),
    item("e2", "linux_system_info", system_info(88.5, [14.2, 12.8, 9.6], 368_400, NUWA.ago(368_400), NUWA_MEM,
                                                13_314_398_208, 8 * GiB, 1_395_864_576), NUWA, age=25),
    item("e3", "linux_processes", dict(processes(412, NUWA_MEM, [
        (5120, "blender", "mei", 1452.0, 7_301_444_608, "2026-03-14T19:05:11+08:00", "/usr/bin/blender /home/mei/scenes/teahouse.blend"),
        (3301, "firefox", "mei", 12.3, 2_254_857_216, "2026-03-10T15:32:40+08:00", "/usr/lib64/firefox/firefox"),
        (3388, "Isolated Web Co", "mei", 4.1, 1_288_490_496, "2026-03-10T15:32:44+08:00", "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
        (2210, "gnome-shell", "mei", 3.5, 817_889_280, "2026-03-10T15:21:02+08:00", "/usr/bin/gnome-shell"),
        (4410, "darktable", "mei", 0.4, 671_088_640, "2026-03-14T18:20:33+08:00", "/usr/bin/darktable"),
        (2890, "code", "mei", 1.8, 618_659_840, "2026-03-12T10:02:15+08:00", "/usr/share/code/code"),
    ]), truncated={"processes": "(406 more processes not shown; use limit= or name= to narrow)"}),
         NUWA, age=25, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 1_998_694_907_904, 1_412_000_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", 1_998_694_907_904, 1_412_000_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 312_475_648),
        fs("/dev/sda1", "/mnt/photos", "ext4", 3_936_251_072_512, 3_701_000_000_000)]}, NUWA, age=40),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-03-11T19:02:40+08:00", "install", "darktable", None, "5.0.0-1.fc41"),
        package_event("2026-03-12T08:30:05+08:00", "remove", "gimp", "2:2.10.38-8.fc41", None),
        package_event("2026-03-13T20:15:02+08:00", "upgrade", "kernel-core", "6.12.8-200.fc41", "6.12.9-200.fc41"),
        package_event("2026-03-13T20:15:02+08:00", "upgrade", "kernel-modules", "6.12.8-200.fc41", "6.12.9-200.fc41"),
        package_event("2026-03-13T20:15:09+08:00", "upgrade", "firefox", "134.0.2-1.fc41", "135.0.1-1.fc41"),
        package_event("2026-03-13T20:15:11+08:00", "upgrade", "mesa-dri-drivers", "24.3.4-1.fc41", "24.3.4-3.fc41")]},
         NUWA, age=60, args={"since_days": 7}),
    item("e6", "linux_service_status", {"units": [
        unit("gdm.service", "active", "running", "enabled", 1702, "2026-03-10T15:20:41+08:00", "GNOME Display Manager"),
        unit("NetworkManager.service", "active", "running", "enabled", 1120, "2026-03-10T15:20:36+08:00", "Network Manager"),
        unit("firewalld.service", "active", "running", "enabled", 1098, "2026-03-10T15:20:35+08:00", "firewalld - dynamic firewall daemon"),
        unit("cups.service", "active", "running", "enabled", 1411, "2026-03-10T15:20:39+08:00", "CUPS Scheduler"),
        unit("bluetooth.service", "active", "running", "enabled", 1105, "2026-03-10T15:20:36+08:00", "Bluetooth service"),
        unit("smartd.service", "active", "running", "enabled", 1099, "2026-03-10T15:20:35+08:00", "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("packagekit.service", "active", "running", "static", 2950, "2026-03-14T20:58:12+08:00", "PackageKit Daemon"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("libvirtd.service", "inactive", "dead", "disabled", None, None, "libvirt legacy monolithic daemon"),
        unit("podman.service", "inactive", "dead", "disabled", None, None, "Podman API Service"),
        unit("dnf-makecache.service", "failed", "failed", "static", None, None, "dnf makecache")]}, NUWA, age=30),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "smartd.service", "entries": [
        log_entry("2026-03-14T09:41:12+08:00", "smartd.service", "warning", "Device: /dev/sda [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-03-14T12:11:12+08:00", "smartd.service", "warning", "Device: /dev/sda [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-03-14T15:41:12+08:00", "smartd.service", "crit", "Device: /dev/sda [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
        log_entry("2026-03-14T15:41:12+08:00", "smartd.service", "crit", "Device: /dev/sda [SAT], 2 Offline uncorrectable sectors")]},
         NUWA, age=35, args={"unit": "smartd.service", "since_minutes": 1440}),
    item("e9", "linux_system_info", system_info(8.0, [0.62, 0.80, 1.10], 367_200, NUWA.ago(368_400), NUWA_MEM,
                                                23_622_320_128, 8 * GiB, 0), NUWA, age=1200),
]
NUWA_ANSWERS = [
    {"q": "Why is my PC so sluggish right now?", "ev": ["e1", "e2", "e3"],
     "a": "Hey! Looking at the live numbers, the culprit is pretty obvious:\n\n"
          "- **Blender** (PID 5120) [[s:is pegging the CPU at ~1450%]] and [[s:it's holding about 6.8 GiB of RAM]].\n"
          "- [[s:Firefox comes second]] [[c:with roughly 3.1 GiB]].\n"
          "- Overall [[s:the 1-minute load is 14.2]], "
          "[[c:down from about 16 a quarter of an hour ago]].\n"
          "- Memory is fine: [[c:about 22 GiB used]] [[s:out of 31 GiB]] ([[s:~60%]]).\n\n"
          "[[u:Blender is most likely rendering with Cycles on the CPU instead of your GPU]], which would explain it. "
          "[[u:None of the other processes are doing anything heavy]].\n\n"
          "If you want the desktop responsive while it renders, try `renice +10 -p 5120`."},
    {"q": "How full is my photos drive, and is it healthy?", "ev": ["e4", "e7"],
     "a": "Here's the storage picture:\n\n"
          "| Mount | Size | Used | Free |\n|---|---|---|---|\n"
          "| `/mnt/photos` | [[s:3.9 TB]] | [[s:94%]] | [[c:~325 GB]] |\n"
          "| `/` | [[c:2.0 TiB]] | [[s:71%]] | [[s:~587 GB]] |\n"
          "\n"
          "So [[s:the photos drive is nearly full]] ([[u:/mnt/photos is 94% used per e7]]).\n\n"
          "The bigger worry is its health: [[s:smartd reported 8 pending (unreadable) sectors on /dev/sda this morning]], "
          "and [[c:that doubled to 16 at 14:41]]. [[c:No offline-uncorrectable sectors have been logged]] "
          "so far, [[u:but pending sectors that keep growing usually mean the disk is on its way out]].\n\n"
          "⚠️ I'd copy the most important photos somewhere else before doing anything else, then run "
          "`sudo smartctl -t long /dev/sda`."},
    {"q": "I ran updates yesterday - am I on the new kernel now?", "ev": ["e1", "e2", "e5"],
     "a": "Not yet! [[s:kernel-core was upgraded yesterday evening]] ([[s:6.12.8 → 6.12.9]]), but "
          "[[s:you are still running 6.12.8-200.fc41]]: [[s:the machine has been up for over 4 days]].\n\n"
          "That same transaction [[c:ran at about 22:15]] and also brought [[c:Firefox 136.0]] "
          "[[s:plus a Mesa rebuild (24.3.4-1 → 24.3.4-3)]] — [[c:three packages upgraded in all]]. Earlier in the week "
          "[[s:darktable 5.0.0 was installed three days ago]] and [[s:GIMP was removed on the 12th]].\n\n"
          "Reboot when convenient and check with `uname -r`."},
    {"q": "Who has admin rights on this box?", "ev": ["e1"],
     "a": "On Fedora, sudo rights come from the `wheel` group.\n\n"
          "* [[s:**mei** is in wheel]] — [[s:she's the only member]].\n"
          "* [[s:**jun** is not in wheel]], [[c:and his UID is 1000]].\n"
          "* [[s:Both of you are in `libvirt`]], so [[u:you can both manage VMs without a password]].\n"
          "* Shells: [[c:mei uses zsh]], [[s:jun uses zsh]].\n\n"
          "[[u:SSH logins as root are disabled]] and [[u:sshd isn't even running]], so remote admin access "
          "isn't a concern right now."},
    {"q": "Is anything broken in my services?", "ev": ["e6"],
     "a": "### Service check\n\n"
          "❌ [[s:`dnf-makecache.service` is in a failed state]] — [[c:that's the only unit that isn't active]].\n\n"
          "✅ [[s:gdm is running]], and [[s:firewalld is up]] too.\n"
          "✅ [[s:smartd is running]] (good, given the disk warnings).\n"
          "⚪ [[c:libvirtd is active]] [[s:but podman.service is disabled]].\n"
          "⚪ sshd [[c:is enabled]] but [[s:stopped]].\n\n"
          "[[u:The makecache failure is most likely a mirror timeout]] and harmless; "
          "`sudo systemctl reset-failed dnf-makecache` clears it."},
    {"q": "Give me a quick hardware rundown of this machine", "ev": ["e1"],
     "a": "**nuwa** — hardware summary\n\n"
          "- **CPU:** [[s:AMD Ryzen 7 7700X]], [[s:8 cores]] / [[c:8 threads]]\n"
          "- **RAM:** [[s:32 GB]]\n"
          "- **Storage:** [[s:a ~2 TB NVMe (btrfs) for / and /home]], and [[c:a 3 TB SATA disk]] for photos\n"
          "- **GPU:** [[u:AMD Radeon RX 7800 XT]]\n"
          "- **OS:** [[s:Fedora 41 Workstation]], [[s:kernel 6.12.8]]\n"
          "- **Network:** [[s:enp5s0 at 192.168.31.20]], [[c:gateway 192.168.31.254]]\n\n"
          "Let me know if you want the details of any of these."},
    {"q": "Is the system still busy?", "ev": ["e9", "e1"],
     "a": "It looks pretty calm: [[t:CPU is around 8%]] [[t:with a load average of 0.62]], "
          "[[t:about 9 GiB of RAM is in use]] and [[t:swap is completely empty]]. "
          "With [[s:16 threads]] that's basically idle. [[u:Nothing heavy seems to have run in the last hour either]]."},
]

NUWA_MACHINE = {"name": "nuwa", "clock": NUWA, "evidence": NUWA_EV, "answers": NUWA_ANSWERS}

# ---------------------------------------------------------------------------------------------------- fuxi
FUXI = Clock("2026-03-14T09:12:00+01:00")
FUXI_MEM = 67_326_246_912


def _knode(name: str, ready: bool, version: str, address: str, control_plane: bool = False,
           since: str = "2026-03-02T03:10:40Z", reason: str = "KubeletReady") -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux", "kubernetes.io/arch": "amd64"}
    if control_plane:
        labels.update({"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"})
    return {"apiVersion": "v1", "kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "Unknown",
                                       "reason": reason, "lastTransitionTime": since}],
                       "addresses": [{"type": "InternalIP", "address": address}, {"type": "Hostname", "address": name}],
                       "nodeInfo": {"kubeletVersion": version, "osImage": "Debian GNU/Linux 12 (bookworm)",
                                    "containerRuntimeVersion": "containerd://1.7.23-k3s2"}}}


def _kevent(name: str, kind: str, obj: str, reason: str, message: str, count: int, first: str, last: str,
            etype: str = "Warning") -> dict:
    return {"apiVersion": "v1", "kind": "Event", "metadata": {"name": name, "namespace": "apps"},
            "involvedObject": {"kind": kind, "name": obj, "namespace": "apps"}, "reason": reason, "message": message,
            "type": etype, "count": count, "firstTimestamp": first, "lastTimestamp": last,
            "source": {"component": "kubelet", "host": "fuxi-w1"}}


def _ksvc(name: str, stype: str, cluster_ip: str, ports: list[dict], ingress: list[str] | None = None) -> dict:
    svc = {"apiVersion": "v1", "kind": "Service", "metadata": {"name": name, "namespace": "apps"},
           "spec": {"type": stype, "clusterIP": cluster_ip, "ports": ports, "selector": {"app": name}},
           "status": {"loadBalancer": {}}}
    if ingress:
        svc["status"]["loadBalancer"] = {"ingress": [{"ip": ip, "ipMode": "VIP"} for ip in ingress]}
    return svc


_worker = pod("worker-66b8c9d7f-pq4rs", "apps", "Running", "fuxi-w1", restarts=17, ready=False,
              waiting="CrashLoopBackOff", started="2026-03-14T05:01:12Z")
_worker["status"]["containerStatuses"][0]["image"] = "registry.fuxi.lan/worker:2.4.1"
_worker["status"]["containerStatuses"][0]["lastState"] = {"terminated": {"exitCode": 1, "reason": "Error",
                                                                         "finishedAt": "2026-03-14T08:05:29Z"}}

FUXI_EV = [
    steady("e1", FUXI, age=1800, hostname="fuxi", domain="fuxi.lan", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=FUXI_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 479_555_555_328},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "xfs", "total_bytes": 1_919_850_000_000}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:7a:41", "addresses": ["10.20.0.11/24"], "is_up": True},
                               {"name": "flannel.1", "mac": "ae:31:5f:02:9c:11", "addresses": ["10.42.0.0/32"], "is_up": True},
                               {"name": "cni0", "mac": "f2:5e:8a:6b:0d:3c", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1",
           installed_packages={"open-iscsi": "2.1.8-1", "nfs-common": "1:2.6.2-4+deb12u1",
                               "wireguard-tools": "1.0.20210914-1.1", "curl": "7.88.1-10+deb12u8", "openssh-server": "1:9.2p1-2+deb12u4"},
           available_services=["k3s.service", "ssh.service", "iscsid.service", "cron.service", "systemd-timesyncd.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}, {"name": "adm", "gid": 4, "members": ["ops"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _knode("fuxi", True, "v1.31.4+k3s1", "10.20.0.11", control_plane=True),
        _knode("fuxi-w1", True, "v1.31.4+k3s1", "10.20.0.12"),
        _knode("fuxi-w2", False, "v1.30.6+k3s1", "10.20.0.13", since="2026-03-14T07:47:31Z", reason="NodeStatusUnknown")]},
         FUXI, age=40, args={"resource": "nodes", "all_namespaces": True}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        pod("web-7d9f8b6c5-x2kqp", "apps", "Running", "fuxi-w1", started="2026-03-10T11:02:40Z"),
        pod("web-7d9f8b6c5-9hm4t", "apps", "Running", "fuxi", started="2026-03-10T11:02:41Z"),
        pod("api-5c6d7e8f9-k2lmn", "apps", "Running", "fuxi-w1", restarts=3, started="2026-03-13T22:14:05Z"),
        _worker,
        pod("redis-0", "apps", "Running", "fuxi", restarts=1, started="2026-03-02T03:12:55Z")]},
         FUXI, age=35, args={"resource": "pods", "namespace": "apps"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        {"kind": "Deployment", "metadata": {"name": "web", "namespace": "apps"}, "spec": {"replicas": 2},
         "status": {"replicas": 2, "readyReplicas": 2, "availableReplicas": 2}},
        {"kind": "Deployment", "metadata": {"name": "api", "namespace": "apps"}, "spec": {"replicas": 1},
         "status": {"replicas": 1, "readyReplicas": 1, "availableReplicas": 1}},
        {"kind": "Deployment", "metadata": {"name": "worker", "namespace": "apps"}, "spec": {"replicas": 1},
         "status": {"replicas": 1, "readyReplicas": 0, "availableReplicas": 0, "unavailableReplicas": 1}}]},
         FUXI, age=35, args={"resource": "deployments", "namespace": "apps"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        _kevent("worker-66b8c9d7f-pq4rs.182c1a0b9e4f7d21", "Pod", "worker-66b8c9d7f-pq4rs", "BackOff",
                "Back-off restarting failed container worker in pod worker-66b8c9d7f-pq4rs_apps(5b1e0c3a-7f2d-4e8b-9a61-0c2f4d7e8b90)",
                212, "2026-03-14T05:02:10Z", "2026-03-14T08:10:44Z"),
        _kevent("worker-66b8c9d7f-pq4rs.182c1a0b71c2e0aa", "Pod", "worker-66b8c9d7f-pq4rs", "Pulled",
                "Container image \"registry.fuxi.lan/worker:2.4.1\" already present on machine",
                18, "2026-03-14T05:01:13Z", "2026-03-14T08:05:31Z", etype="Normal"),
        _kevent("api-5c6d7e8f9-k2lmn.182bf3e2c0d4a915", "Pod", "api-5c6d7e8f9-k2lmn", "Unhealthy",
                "Readiness probe failed: Get \"http://10.42.1.17:8000/healthz\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)",
                9, "2026-03-13T22:09:20Z", "2026-03-13T22:13:50Z")]},
         FUXI, age=30, args={"resource": "events", "namespace": "apps"}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
        _ksvc("web", "LoadBalancer", "10.43.88.21",
              [{"name": "http", "protocol": "TCP", "port": 80, "targetPort": 8080, "nodePort": 31080}],
              ingress=["10.20.0.11", "10.20.0.12"]),
        _ksvc("api", "ClusterIP", "10.43.12.7", [{"name": "http", "protocol": "TCP", "port": 8000, "targetPort": 8000}]),
        _ksvc("redis", "ClusterIP", "None", [{"name": "redis", "protocol": "TCP", "port": 6379, "targetPort": 6379}])]},
         FUXI, age=30, args={"resource": "services", "namespace": "apps"}),
    item("e7", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 812,
                                            "2026-03-02T04:10:22+01:00", "Lightweight Kubernetes"),
         FUXI, age=25, args={"name": "k3s"}),
    item("e8", "linux_system_info", system_info(22.0, [2.10, 1.95, 1.80], 1_054_940, FUXI.ago(1_054_940), FUXI_MEM,
                                                41_339_060_224, 0, 0), FUXI, age=30),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-03-14T08:47:31+01:00", "k3s.service", "warning",
                  "I0314 07:47:31.402118 812 node_lifecycle_controller.go:1050] \"Node is NotReady\" node=\"fuxi-w2\""),
        log_entry("2026-03-14T08:52:36+01:00", "k3s.service", "warning",
                  "I0314 07:52:36.118044 812 controller_utils.go:151] \"Tainting node with taint\" node=\"fuxi-w2\" taint=\"node.kubernetes.io/unreachable:NoExecute\""),
        log_entry("2026-03-14T09:05:02+01:00", "k3s.service", "err",
                  "E0314 08:05:02.771930 812 proxier.go:211] \"Unable to reach kubelet\" err=\"dial tcp 10.20.0.13:10250: connect: no route to host\" node=\"fuxi-w2\"")]},
         FUXI, age=25, args={"unit": "k3s.service", "since_minutes": 60, "priority": "warning"}),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 479_555_555_328, 101_000_000_000),
        fs("/dev/sdb1", "/var/lib/rancher", "xfs", 1_919_850_000_000, 1_240_000_000_000)]}, FUXI, age=45),
]
FUXI_ANSWERS = [
    {"q": "Is my k3s cluster healthy?", "ev": ["e2", "e3", "e4"],
     "a": "## Cluster status\n\n"
          "**Nodes:** [[s:fuxi and fuxi-w1 are Ready]], but [[s:**fuxi-w2 is NotReady**]]. "
          "[[c:All three run k3s v1.31.4]].\n\n"
          "**Workloads in `apps`:**\n"
          "1. `api` — [[s:1/1 ready]], [[c:no restarts]]\n"
          "2. `worker` — [[s:its pod is in CrashLoopBackOff]] [[c:after 7 restarts]]\n"
          "3. `redis-0` — [[s:running on the control-plane node (fuxi)]]\n\n"
          "[[s:None of the apps pods are scheduled on fuxi-w2]]. "
          "[[u:The worker crash is probably a side effect of fuxi-w2 going down, though]].\n\n"
          "Next step: `kubectl -n apps logs worker-66b8c9d7f-pq4rs --previous`."},
    {"q": "Why does the worker pod keep crashing?", "ev": ["e3", "e5"],
     "a": "Looking at the events for `apps`:\n\n"
          "- [[s:The kubelet keeps backing off restarting the `worker` container]] — "
          "[[c:this started around 08:00 this morning]].\n"
          "- [[s:The last run exited with code 1]].\n"
          "- [[c:The pod is scheduled on fuxi-w2]].\n\n"
          "The events don't include the container's own output, so I can't tell you the exact error. "
          "[[u:My best guess is it can't reach Redis at startup]].\n\n"
          "Unrelated but worth knowing: [[s:the `api` pod had readiness probe failures last night]] — "
          "[[c:its /healthz on port 8080 timed out]] [[s:9 times]]."},
    {"q": "How do I reach the web app from my LAN?", "ev": ["e6", "e2"],
     "a": "[[s:The `web` Service is of type LoadBalancer]] ([[u:that's k3s's built-in ServiceLB / klipper-lb]]). "
          "[[s:It forwards port 80 to 8080 in the pods]].\n\n"
          "[[s:Its load-balancer IPs are 10.20.0.11 and 10.20.0.12]], so "
          "`http://10.20.0.11/` should work from any machine on your LAN. "
          "[[c:You can also hit it on NodePort 30080 on any node]].\n\n"
          "[[s:The other two Services aren't reachable from outside]]: [[s:`api` is ClusterIP-only]], and [[c:`redis` has the cluster IP 10.43.0.10]]."},
    {"q": "How long has k3s been up, and how loaded is the server?", "ev": ["e7", "e8"],
     "a": "k3s:\n"
          "- state: [[s:active (running)]]\n"
          "- since: [[s:2 March, 04:10]]\n"
          "- main PID: [[c:821]]\n"
          "\n"
          "[[s:The host booted less than a minute before k3s started]].\n\n"
          "Load right now is [[s:2.10 / 1.95 / 1.80]], which is easy work for "
          "[[c:a 6-thread CPU]]. Memory: [[s:about 24 GiB in use out of 62.7 GiB]] ([[c:around 45%]]), "
          "and [[s:there is no swap configured at all]]."},
    {"q": "Am I running out of disk on the cluster storage?", "ev": ["e10", "e1"],
     "a": "Not yet:\n\n"
          "- **/var/lib/rancher**: [[s:1.92 TB total]], [[s:about 65% used]], "
          "[[c:roughly 680 GiB free]].\n"
          "- **/**: [[s:only 21% used]] [[c:of a 512 GB disk]].\n\n"
          "[[u:At the current growth rate you have several months of headroom]] on the rancher volume. "
          "If images pile up, `k3s crictl rmi --prune` frees space."},
    {"q": "What happened to fuxi-w2?", "ev": ["e9", "e2"],
     "a": "According to the k3s journal, [[s:fuxi-w2 went NotReady at 08:47]]. "
          "[[s:The node controller then tainted it `node.kubernetes.io/unreachable:NoExecute`]] "
          "[[c:about ten minutes later]], and at 09:05 [[s:k3s could not reach its kubelet at 10.20.0.13]] — "
          "[[c:the connection on port 10250 was refused]]. [[s:That is the only error-level line in the last hour]].\n\n"
          "[[u:This looks like the node lost its network link (cable or switch port)]], rather than a k3s problem. "
          "Also note [[s:fuxi-w2 is still on v1.30.6+k3s1]] — "
          "worth upgrading once it's back."},
    {"q": "Quick audit: who are the users on fuxi and can they sudo?", "ev": ["e1"],
     "a": "Users with a login:\n\n"
          "| User | Shell | sudo |\n|---|---|---|\n"
          "| ops | [[s:/bin/bash]] | ✅ [[s:yes (sudo group)]] |\n"
          "| deploy | [[c:/bin/sh]] | ✅ [[c:yes]] |\n\n"
          "[[s:ops is also in `adm`]]. [[u:deploy is used by your CI pipeline to "
          "push manifests]]. On the package side, [[s:wireguard-tools is installed]] and [[c:open-iscsi is at 2.1.9]]."},
]

FUXI_MACHINE = {"name": "fuxi", "clock": FUXI, "evidence": FUXI_EV, "answers": FUXI_ANSWERS}

# ---------------------------------------------------------------------------------------------------- houyi
HOUYI = Clock("2026-03-14T16:25:00-05:00")
HOUYI_MEM = 33_398_771_712
_HOUYI_BOXES = [
    box("3f1a9c0b2d4e", "nextcloud", "nextcloud:30-apache", "running", "Up 3 days", "2026-02-20T10:14:02-06:00",
        ["127.0.0.1:8080->80/tcp"]),
    box("8b2e7d6c5a41", "nextcloud-db", "mariadb:11.4", "running", "Up 3 days", "2026-02-20T10:13:55-06:00"),
    box("c47d1e2f9a88", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 26 hours", "2026-03-13T14:21:40-05:00",
        ["0.0.0.0:8096->8096/tcp"]),
    box("5d9e0f1a2b3c", "vaultwarden", "vaultwarden/server:1.32.7", "restarting", "Restarting (1) 12 seconds ago",
        "2026-03-14T15:58:03-05:00"),
    box("0a1b2c3d4e5f", "caddy", "caddy:2.9", "running", "Up 3 days", "2026-02-20T10:15:31-06:00",
        ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp", "0.0.0.0:443->443/udp"]),
    box("9e8d7c6b5a4f", "uptime-kuma", "louislam/uptime-kuma:1", "exited", "Exited (0) 2 weeks ago", "2026-01-30T19:02:11-06:00"),
    box("6c5b4a3f2e1d", "watchtower", "containrrr/watchtower:latest", "running", "Up 3 days (healthy)",
        "2026-02-20T10:16:07-06:00"),
]
_HOUYI_LATER = [dict(b) for b in _HOUYI_BOXES if b["name"] not in ("uptime-kuma",)]
for _b in _HOUYI_LATER:
    if _b["name"] == "jellyfin":
        _b.update(state="restarting", status="Restarting (137) 3 seconds ago")

HOUYI_EV = [
    steady("e1", HOUYI, age=1800, hostname="houyi", os_name="Ubuntu", os_version="24.04.2 LTS", os_codename="noble",
           kernel="6.8.0-55-generic", cpu_model="12th Gen Intel(R) Core(TM) i5-12500", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=HOUYI_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 498_426_839_040},
                  {"device": "/dev/md0", "mountpoint": "/srv/data", "fstype": "ext4", "total_bytes": 7_801_000_000_000}],
           network_interfaces=[{"name": "enp3s0", "mac": "a8:a1:59:3c:77:02", "addresses": ["192.168.50.10/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:91:0c:7a", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
           installed_packages={"docker-ce": "5:28.0.1-1~ubuntu.24.04~noble", "docker-ce-cli": "5:28.0.1-1~ubuntu.24.04~noble",
                               "containerd.io": "1.7.25-1", "docker-compose-plugin": "2.33.1-1~ubuntu.24.04~noble",
                               "mdadm": "4.3-1ubuntu2", "openssh-server": "1:9.6p1-3ubuntu13.8",
                               "prometheus-node-exporter": "1.7.0-1ubuntu0.2"},
           available_services=["docker.service", "containerd.service", "ssh.service", "mdmonitor.service",
                               "prometheus-node-exporter.service", "systemd-resolved.service"],
           users=[{"name": "sam", "uid": 1000, "gid": 1000, "home": "/home/sam", "shell": "/bin/bash"},
                  {"name": "restic", "uid": 1001, "gid": 1001, "home": "/var/lib/restic", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["sam"]}, {"name": "docker", "gid": 988, "members": ["sam"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": _HOUYI_BOXES}, HOUYI, age=30, args={"all": True}),
    item("e3", "linux_network_info", {"interfaces": [
        {"name": "enp3s0", "mac": "a8:a1:59:3c:77:02", "addresses": ["192.168.50.10/24"], "is_up": True},
        {"name": "docker0", "mac": "02:42:5e:91:0c:7a", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1021, "sshd"), listener(53, "127.0.0.53", 712, "systemd-resolve"),
                      listener(53, "127.0.0.53", 712, "systemd-resolve", proto="udp"),
                      listener(80, "0.0.0.0", 4410, "docker-proxy"), listener(443, "0.0.0.0", 4431, "docker-proxy"),
                      listener(443, "0.0.0.0", 4440, "docker-proxy", proto="udp"),
                      listener(8080, "127.0.0.1", 4388, "docker-proxy"), listener(8096, "0.0.0.0", 4502, "docker-proxy"),
                      listener(9100, "0.0.0.0", 990, "prometheus-node")],
        "connections": [connection("192.168.50.10:22", "192.168.50.31:53122", 20411, "sshd"),
                        connection("192.168.50.10:443", "203.0.113.45:61234", 4431, "docker-proxy"),
                        connection("192.168.50.10:8096", "192.168.50.40:50110", 4502, "docker-proxy")]},
         HOUYI, age=25),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        log_entry("2026-03-14T16:23:40-05:00", "docker.service", "info", "vaultwarden: [INFO] Starting Vaultwarden"),
        log_entry("2026-03-14T16:23:40-05:00", "docker.service", "err",
                  "vaultwarden: [ERROR] Error creating data folder '/data': Permission denied (os error 13)"),
        log_entry("2026-03-14T16:23:41-05:00", "docker.service", "warning",
                  "container 5d9e0f1a2b3c (vaultwarden) exited with code 1, restarting (policy: unless-stopped)"),
        log_entry("2026-03-14T16:24:44-05:00", "docker.service", "info", "vaultwarden: [INFO] Starting Vaultwarden"),
        log_entry("2026-03-14T16:24:44-05:00", "docker.service", "err",
                  "vaultwarden: [ERROR] Error creating data folder '/data': Permission denied (os error 13)")],
        "truncated": {"entries": "(37 earlier entries not shown; use since_minutes= or grep= to narrow, or a larger limit=)"}},
         HOUYI, age=20, args={"unit": "docker.service", "grep": "vaultwarden", "since_minutes": 30, "limit": 5},
         complete=False),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 498_426_839_040, 188_000_000_000),
        fs("/dev/md0", "/srv/data", "ext4", 7_801_000_000_000, 6_980_000_000_000)]}, HOUYI, age=50),
    item("e6", "linux_system_info", system_info(14.2, [0.85, 1.10, 1.05], 3_553_200, HOUYI.ago(3_553_200), HOUYI_MEM,
                                                19_327_352_832, 4 * GiB, 268_435_456), HOUYI, age=35),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-03-11T08:58:40-05:00", "upgrade", "docker-ce", "5:27.5.1-1~ubuntu.24.04~noble", "5:28.0.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-11T08:58:40-05:00", "upgrade", "docker-ce-cli", "5:27.5.1-1~ubuntu.24.04~noble", "5:28.0.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-11T08:58:52-05:00", "upgrade", "containerd.io", "1.7.24-1", "1.7.25-1"),
        package_event("2026-03-11T08:59:05-05:00", "upgrade", "docker-compose-plugin", "2.32.4-1~ubuntu.24.04~noble", "2.33.1-1~ubuntu.24.04~noble"),
        package_event("2026-03-13T06:25:12-05:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.7", "1:9.6p1-3ubuntu13.8")]},
         HOUYI, age=60, args={"since_days": 7}),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp3s0", "rx_bytes_per_s": 1_250_000, "tx_bytes_per_s": 18_400_000},
        {"name": "docker0", "rx_bytes_per_s": 18_100_000, "tx_bytes_per_s": 1_200_000}]}, HOUYI, age=620,
         args={"interval_seconds": 1.0}),
    item("e9", "linux_containers", {"runtime": "docker", "containers": [b for b in _HOUYI_LATER if b["state"] != "exited"]},
         HOUYI, age=10, args={"all": False}),
]
HOUYI_ANSWERS = [
    {"q": "What containers do I have and are they all up?", "ev": ["e2", "e9"],
     "a": "Here's what Docker reports:\n\n"
          "| Container | Image | Status |\n|---|---|---|\n"
          "| nextcloud | [[s:nextcloud:30-apache]] | ✅ [[s:running]] |\n"
          "| nextcloud-db | [[c:mariadb:10.11]] | ✅ [[s:running]] |\n"
          "| jellyfin | jellyfin/jellyfin:10.10.3 | ✅ [[u:running (up 26 h)]] |\n"
          "| vaultwarden | [[s:vaultwarden/server:1.32.7]] | ❌ [[s:restarting]] |\n"
          "| watchtower | containrrr/watchtower | ✅ [[c:running (unhealthy)]] |\n"
          "| uptime-kuma | louislam/uptime-kuma:1 | ⏹️ [[s:exited]] |\n\n"
          "[[c:So 6 of your 7 containers are up]]; [[s:uptime-kuma exited about two weeks ago]], [[u:so it was stopped on purpose]]. The one to look at is vaultwarden."},
    {"q": "Why does vaultwarden keep restarting?", "ev": ["e2", "e4"],
     "a": "[[s:vaultwarden is stuck in a restart loop]]. [[s:The latest starts both fail with `Error creating data folder '/data': "
          "Permission denied (os error 13)`]] and [[s:Docker restarts it because of "
          "its `unless-stopped` restart policy]].\n\n"
          "[[c:The last attempt was at 16:21]], [[u:and it has only failed twice so far]]. "
          "[[u:The bind-mounted /data directory is probably owned by root on the host since you moved it]] — "
          "[[s:the image is vaultwarden/server:1.32.7]], [[u:which runs as a non-root user]].\n\n"
          "Fix: `sudo chown -R 1000:1000 /srv/data/vaultwarden` (adjust the path), then `docker restart vaultwarden`."},
    {"q": "What is exposed to the network on houyi?", "ev": ["e2", "e3"],
     "a": "**Listening on all interfaces (0.0.0.0):**\n"
          "1. [[s:HTTP and HTTPS on 80/443 through docker-proxy (the caddy container)]]\n"
          "2. [[s:Jellyfin on 8096]]\n"
          "3. [[c:Nextcloud directly on 8080]]\n"
          "4. [[c:MariaDB on 3306]]\n\n"
          "[[s:DNS (53) is only bound to 127.0.0.53]].\n\n"
          "**Active connections:** [[s:one SSH session from 192.168.50.31]], [[c:someone streaming from Jellyfin at "
          "192.168.50.41]], and [[s:an outside client (203.0.113.45) connected over HTTPS]]."},
    {"q": "Did last week's Docker upgrade restart my containers?", "ev": ["e7", "e2", "e6"],
     "a": "Looks like it. [[s:Docker was upgraded from 27.5.1 to 28.0.1 on March 11]]. "
          "[[s:Most of your containers show \"Up 3 days\"]], which lines up — [[u:the daemon restart during the "
          "upgrade restarted them]]. [[s:The server itself didn't reboot — it's been up for 41 days]].\n\n"
          "[[s:containerd.io went to 1.7.25]] [[c:in a separate run the next day]], and "
          "[[c:openssh-server was upgraded to 13.9]] [[s:on the 13th]]. "
          "[[s:Jellyfin is the exception — it has only been up for 26 hours]]."},
    {"q": "How's storage looking?", "ev": ["e5", "e1"],
     "a": "**/srv/data**: [[s:~90% full]], [[s:about 821 GB free]].\n\n"
          "**/** : [[s:37.7% used]] [[c:of 500 GiB]].\n\n"
          "[[c:The data array is actually less full than root]] in absolute terms, but percentage-wise it's the one "
          "to watch. [[s:mdadm is installed]] and [[u:the array is healthy with both disks in sync]]; "
          "[[u:mdadm hasn't reported any errors]]."},
    {"q": "What's the network traffic like right now, and memory?", "ev": ["e8", "e6"],
     "a": "Traffic on **enp3s0**: [[t:sending about 18 MB/s]] (≈[[t:147 Mbit/s]]) [[t:while receiving only ~1.25 MB/s]] — "
          "[[t:upload is about 15× the download]]. "
          "[[u:That's almost certainly Jellyfin transcoding a stream for someone]].\n\n"
          "Memory: [[s:about 13 GiB used of 31 GiB]]. "
          "[[c:The load average is over 2]], so the box is working a bit."},
    {"q": "Who can run docker commands here?", "ev": ["e1"],
     "a": "Only members of the `docker` group (and root):\n\n"
          "- [[s:**sam** is in the docker group]] [[s:and in sudo]]; [[c:his UID is 1001]].\n"
          "- [[c:**restic** is in the docker group too]], [[u:for the backup job]]. [[s:It has no login shell]] "
          "([[c:`/bin/false`]]).\n\n"
          "[[s:Docker CE 28.0.1 is installed]]. [[u:The socket /var/run/docker.sock is root:docker with mode 660]], "
          "so nobody else can use it."},
]

HOUYI_MACHINE = {"name": "houyi", "clock": HOUYI, "evidence": HOUYI_EV, "answers": HOUYI_ANSWERS}

# ---------------------------------------------------------------------------------------------------- wukong
WUKONG = Clock("2026-03-14T13:30:00+00:00")
WUKONG_MEM = 33_182_404_608
WUKONG_EV = [
    dict(steady("e1", WUKONG, age=3600, hostname="wukong", os_name="Arch Linux", os_version=None, os_codename=None,
                kernel="6.13.5-arch1-1", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22,
                memory_total_bytes=WUKONG_MEM,
                disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_022_871_994_368},
                       {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_616_000}],
                network_interfaces=[{"name": "wlan0", "mac": "f4:6d:3f:8a:12:c9", "addresses": ["192.168.0.23/24"], "is_up": True},
                                    {"name": "tailscale0", "mac": None, "addresses": ["100.101.22.7/32"], "is_up": True}],
                dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="pacman",
                installed_packages={"linux": "6.13.5.arch1-1", "linux-lts": "6.12.18-1", "mesa": "1:24.3.4-1",
                                    "ollama": "0.5.12-1", "firefox": "135.0.1-1", "podman": "5.4.0-1",
                                    "tailscale": "1.80.3-1", "fish": "3.7.1-3", "networkmanager": "1.50.3-1",
                                    "kdeconnect": "24.12.3-1"},
                available_services=["NetworkManager.service", "ollama.service", "bluetooth.service", "cups.service",
                                    "sshd.service", "power-profiles-daemon.service", "systemd-resolved.service",
                                    "tailscaled.service", "podman.service"],
                users=[{"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/usr/bin/fish"},
                       {"name": "ollama", "uid": 960, "gid": 960, "home": "/var/lib/ollama", "shell": "/usr/bin/nologin"}],
                groups=[{"name": "wheel", "gid": 998, "members": ["kai"]}, {"name": "video", "gid": 985, "members": ["kai"]}]),
         ),
    item("e2", "linux_package_history", {"events": [
        package_event("2026-03-12T21:40:03+00:00", "remove", "docker", "1:27.5.1-1", None),
        package_event("2026-03-12T21:40:03+00:00", "install", "podman", None, "5.4.0-1"),
        package_event("2026-03-14T13:05:12+00:00", "upgrade", "linux", "6.13.5.arch1-1", "6.13.6.arch1-1"),
        package_event("2026-03-14T13:05:12+00:00", "upgrade", "mesa", "1:24.3.4-1", "1:25.0.1-1"),
        package_event("2026-03-14T13:05:14+00:00", "upgrade", "ollama", "0.5.12-1", "0.5.13-1"),
        package_event("2026-03-14T13:05:15+00:00", "upgrade", "firefox", "135.0.1-1", "136.0-1"),
        package_event("2026-03-14T13:05:16+00:00", "install", "python-huggingface-hub", None, "0.29.1-1")]},
         WUKONG, age=40, args={"since_days": 3}),
    item("e3", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 702, "2026-03-14T08:12:05+00:00", "Network Manager"),
        unit("ollama.service", "active", "running", "enabled", 1204, "2026-03-14T08:12:40+00:00", "Ollama Service"),
        unit("bluetooth.service", "active", "running", "enabled", 698, "2026-03-14T08:12:04+00:00", "Bluetooth service"),
        unit("power-profiles-daemon.service", "active", "running", "enabled", 705, "2026-03-14T08:12:05+00:00", "Power Profiles daemon"),
        unit("systemd-resolved.service", "active", "running", "enabled", 540, "2026-03-14T08:12:02+00:00", "Network Name Resolution"),
        unit("tailscaled.service", "active", "running", "enabled", 1190, "2026-03-14T08:12:39+00:00", "Tailscale node agent"),
        unit("cups.service", "inactive", "dead", "disabled", None, None, "CUPS Scheduler"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH Daemon"),
        unit("podman.service", "inactive", "dead", "disabled", None, None, "Podman API Service")]}, WUKONG, age=30),
    item("e4", "linux_network_info", {"interfaces": [
        {"name": "wlan0", "mac": "f4:6d:3f:8a:12:c9", "addresses": ["192.168.0.23/24"], "is_up": True},
        {"name": "tailscale0", "mac": None, "addresses": ["100.101.22.7/32"], "is_up": True}],
        "listening": [listener(11434, "127.0.0.1", 1204, "ollama"), listener(53, "127.0.0.53", 540, "systemd-resolve", proto="udp"),
                      listener(53, "127.0.0.53", 540, "systemd-resolve"), listener(5355, "0.0.0.0", 540, "systemd-resolve"),
                      listener(1716, "::", 2231, "kdeconnectd"), listener(41641, "0.0.0.0", 1190, "tailscaled", proto="udp")],
        "connections": [connection("192.168.0.23:51544", "140.82.112.4:443", 3120, "firefox"),
                        connection("100.101.22.7:48211", "100.88.4.19:22", 1190, "tailscaled")]},
         WUKONG, age=20),
    item("e5", "linux_processes", dict(processes(318, WUKONG_MEM, [
        (48811, "ollama", "ollama", 1380.0, 9_663_676_416, "2026-03-14T13:12:05+00:00",
         "/usr/bin/ollama runner --model /var/lib/ollama/blobs/sha256-6a0746a1ec1a --ctx-size 8192 --batch-size 512 --threads 16 --parallel 2 --port 39821"),
        (3120, "firefox", "kai", 45.2, 1_717_986_918, "2026-03-14T08:15:22+00:00", "/usr/lib/firefox/firefox"),
        (1830, "plasmashell", "kai", 12.1, 545_259_520, "2026-03-14T08:13:01+00:00", "/usr/bin/plasmashell --no-respawn"),
        (1760, "kwin_wayland", "kai", 6.3, 325_058_560, "2026-03-14T08:12:58+00:00", "/usr/bin/kwin_wayland --wayland-fd 7"),
        (1204, "ollama", "ollama", 3.0, 639_631_360, "2026-03-14T08:12:40+00:00", "/usr/bin/ollama serve"),
    ]), truncated={"processes": "(313 more processes not shown; use limit= or name= to narrow)"}),
         WUKONG, age=15, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e6", "linux_system_info", system_info(71.0, [14.8, 11.2, 6.1], 19_082, WUKONG.ago(19_082), WUKONG_MEM,
                                                17_716_740_096, 16 * GiB, 0), WUKONG, age=15),
    item("e8", "linux_file_read", {"path": "/etc/systemd/system/ollama.service.d/override.conf", "offset": 0, "limit": 200,
                                   "total_lines": 4, "lines": ["[Service]", "Environment=\"OLLAMA_HOST=127.0.0.1:11434\"",
                                                               "Environment=\"OLLAMA_NUM_PARALLEL=2\"",
                                                               "Environment=\"OLLAMA_KEEP_ALIVE=30m\""]},
         WUKONG, age=25, args={"path": "/etc/systemd/system/ollama.service.d/override.conf"}),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "ollama.service", "entries": [
        log_entry("2026-03-14T13:12:05+00:00", "ollama.service", "info",
                  "time=2026-03-14T13:12:05.114Z level=INFO source=server.go:105 msg=\"system memory\" total=\"30.9 GiB\" free=\"17.8 GiB\" free_swap=\"16.0 GiB\""),
        log_entry("2026-03-14T13:12:05+00:00", "ollama.service", "info",
                  "time=2026-03-14T13:12:05.301Z level=INFO source=memory.go:356 msg=\"offload to cpu\" layers.requested=-1 layers.model=49 layers.offload=0 layers.split=\"\" memory.required.full=\"9.6 GiB\""),
        log_entry("2026-03-14T13:12:06+00:00", "ollama.service", "info",
                  "llama_model_loader: - kv   2: general.name str = Qwen2.5 14B Instruct"),
        log_entry("2026-03-14T13:12:09+00:00", "ollama.service", "info",
                  "time=2026-03-14T13:12:09.633Z level=INFO source=server.go:596 msg=\"llama runner started in 3.52 seconds\""),
        log_entry("2026-03-14T13:29:41+00:00", "ollama.service", "info",
                  "[GIN] 2026/03/14 - 13:29:41 | 200 |  38.114203s |       127.0.0.1 | POST     \"/api/chat\"")]},
         WUKONG, age=20, args={"unit": "ollama.service", "since_minutes": 60, "limit": 20}),
]
WUKONG_EV[0]["data"]["stale_sources"] = ["packages"]
WUKONG_ANSWERS = [
    {"q": "Why are my laptop fans going crazy?", "ev": ["e5", "e6", "e9"],
     "a": "Your local LLM is the reason 😄\n\n"
          "- [[s:An `ollama runner` process (PID 48811) is using ~1380% CPU]].\n"
          ""
          "- [[s:The 1-minute load is 14.8]] ([[c:it was 11.2 fifteen minutes ago]]).\n"
          "- [[s:Firefox is a distant second at ~45%]].\n"
          "- [[c:Ollama has offloaded the model to the Arc iGPU]], [[u:so the CPU load is mostly tokenization]].\n\n"
          "Overall [[s:memory is at ~14.4 GiB used]] [[s:and the CPU is at 71%]]. "
          "[[u:Once the current chat finishes the fans should settle down]].\n\n"
          "Tip: `ollama stop qwen2.5:14b` unloads the model right away."},
    {"q": "Did the update I just ran restart ollama?", "ev": ["e2", "e3"],
     "a": "[[s:You upgraded at 13:05]], and [[s:ollama went from 0.5.12 to 0.5.13]]. "
          "However, [[c:the service was restarted right after the upgrade]] — wait, no: looking again, "
          "[[s:ollama.service has been active since 08:12 this morning]].\n\n"
          "The same `pacman -Syu` also brought [[s:kernel 6.13.6]], [[c:Mesa 24.3.4]] and [[s:Firefox 136]]. [[c:Docker was upgraded as well]]; "
          "[[s:Podman was installed on the 12th]].\n\n"
          "Run `sudo systemctl restart ollama` (and reboot for the kernel) to pick everything up."},
    {"q": "What version of ollama is installed?", "ev": ["e1"],
     "a": "According to the system snapshot:\n\n"
          "- ollama: [[t:0.5.12-1]]\n"
          "- linux: [[t:6.13.5.arch1-1]] (and [[t:linux-lts 6.12.18]] as a fallback)\n"
          "- firefox: [[t:135.0.1]]\n"
          "\n"
          "[[t:Docker isn't installed]] on this machine. [[s:You're booted into kernel 6.13.5-arch1-1]]. "
          "Hardware-wise it's [[s:an Intel Core Ultra 7 155H]] [[c:with 64 GB of RAM]]."},
    {"q": "Can my desktop PC reach ollama on this laptop?", "ev": ["e4", "e8"],
     "a": "No — [[s:ollama only listens on 127.0.0.1:11434]], [[s:which matches `OLLAMA_HOST=127.0.0.1:11434` in your "
          "systemd override]]. The override also sets [[s:`OLLAMA_NUM_PARALLEL=2`]] [[c:and `OLLAMA_KEEP_ALIVE=5m`]].\n\n"
          "Other things listening: [[s:KDE Connect on 1716]] "
          "[[s:and tailscaled on UDP 41641]]. [[c:SSH is listening on 22]] too, [[u:but the firewall blocks it]].\n\n"
          "If both machines are on Tailscale, set `OLLAMA_HOST=100.101.22.7` ([[s:your tailnet IP]]) in the override "
          "and restart the service."},
    {"q": "Which model is loaded and how fast is it?", "ev": ["e9"],
     "a": "From the ollama journal:\n\n"
          "**Model:** [[s:Qwen2.5 14B Instruct]]\n"
          ""
          "**Offload:** [[s:0 of 49 layers on the GPU]]\n"
          "**Memory:** [[s:ollama saw 30.9 GiB total]] [[c:with 12.8 GiB free]]\n"
          "**Last request:** [[s:a /api/chat call that took ~38 s]]\n\n"
          "[[c:The model was loaded at 13:21]]. [[u:That works out to roughly 4 tokens per second]], "
          "which is normal for a 14B model on CPU."},
    {"q": "Anything stopped or disabled among my services?", "ev": ["e3"],
     "a": "A few:\n\n"
          "1. [[s:cups is inactive]] and [[s:so is sshd]]; [[s:both are disabled]].\n"
          "2. [[c:podman.service is running]].\n"
          "3. [[c:bluetooth is stopped]].\n\n"
          "[[s:tailscaled is up]]. "
          "[[u:sshd was probably never enabled after the install, which is Arch's default]]."},
    {"q": "How long has the laptop been on, and how's memory?", "ev": ["e6", "e1"],
     "a": "⏱️ [[s:Up about 5 h 20 min]] ([[c:booted at 08:30]])\n"
          "🧠 [[s:RAM: 14.4 GiB used of 30.9 GiB]]\n"
          "💾 [[s:Swap: none used]]\n"
          "⚙️ [[c:CPU: about 17%]]\n\n"
          "[[s:The load of 14.8 is still below your 22 threads]], so you're not overloaded."},
]

WUKONG_MACHINE = {"name": "wukong", "clock": WUKONG, "evidence": WUKONG_EV, "answers": WUKONG_ANSWERS}

# ---------------------------------------------------------------------------------------------------- erlang
ERLANG = Clock("2026-03-15T08:05:00+11:00")
ERLANG_MEM = 33_396_563_968
ERLANG_EV = [
    steady("e1", ERLANG, age=1800, hostname="erlang", domain="prod.example.net", os_name="Red Hat Enterprise Linux",
           os_version="9.5 (Plow)", os_codename=None, kernel="5.14.0-503.26.1.el9_5.x86_64",
           cpu_model="Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz", cpu_cores=8, cpu_threads=8,
           memory_total_bytes=ERLANG_MEM,
           disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 53_660_876_800},
                  {"device": "/dev/vdb1", "mountpoint": "/var/lib/pgsql", "fstype": "xfs", "total_bytes": 536_870_912_000}],
           network_interfaces=[{"name": "eth0", "mac": "52:54:00:6e:3a:19", "addresses": ["10.0.4.20/24"], "is_up": True}],
           dns_servers=["10.0.4.2", "10.0.4.3"], default_gateway="10.0.4.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.6-1PGDG.rhel9", "postgresql16": "16.6-1PGDG.rhel9",
                               "postgresql16-libs": "16.6-1PGDG.rhel9", "nginx": "1:1.20.1-20.el9",
                               "python3.11": "3.11.9-7.el9", "sysstat": "12.5.4-9.el9", "kernel": "5.14.0-503.26.1.el9_5"},
           available_services=["postgresql-16.service", "orders-api.service", "nginx.service", "sshd.service",
                               "postgres_exporter.service", "sysstat.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "lena", "uid": 1001, "gid": 1001, "home": "/home/lena", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "appsvc", "uid": 990, "gid": 988, "home": "/srv/orders-api", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["admin", "lena"]}]),
    item("e2", "linux_service_status", unit("postgresql-16.service", "active", "running", "enabled", 1543,
                                            "2026-02-28T03:12:40+11:00", "PostgreSQL 16 database server"),
         ERLANG, age=30, args={"name": "postgresql-16"}),
    item("e3", "linux_service_status", unit("orders-api.service", "active", "running", "enabled", 88210,
                                            "2026-03-15T07:41:02+11:00", "Orders API (gunicorn)"),
         ERLANG, age=30, args={"name": "orders-api"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "orders-api.service", "entries": [
        log_entry("2026-03-15T07:12:03+11:00", "orders-api.service", "err",
                  "psycopg.OperationalError: connection failed: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  sorry, too many clients already"),
        log_entry("2026-03-15T07:25:47+11:00", "orders-api.service", "err",
                  "psycopg.OperationalError: connection failed: connection to server at \"127.0.0.1\", port 5432 failed: FATAL:  sorry, too many clients already"),
        log_entry("2026-03-15T07:38:12+11:00", "orders-api.service", "crit", "[2026-03-15 07:38:12 +1100] [88101] [CRITICAL] WORKER TIMEOUT (pid:88102)"),
        log_entry("2026-03-15T07:38:13+11:00", "orders-api.service", "err",
                  "[2026-03-15 07:38:13 +1100] [88101] [ERROR] Worker (pid:88102) was sent SIGKILL! Perhaps out of memory?"),
        log_entry("2026-03-15T07:40:55+11:00", "orders-api.service", "info", "Stopping orders-api.service - Orders API (gunicorn)..."),
        log_entry("2026-03-15T07:41:02+11:00", "orders-api.service", "info", "Started orders-api.service - Orders API (gunicorn)."),
        log_entry("2026-03-15T07:41:03+11:00", "orders-api.service", "info", "[2026-03-15 07:41:03 +1100] [88210] [INFO] Booting worker with pid: 88214"),
        log_entry("2026-03-15T07:41:03+11:00", "orders-api.service", "info", "[2026-03-15 07:41:03 +1100] [88210] [INFO] Booting worker with pid: 88215")]},
         ERLANG, age=30, args={"unit": "orders-api.service", "since_minutes": 120}),
    item("e5", "linux_file_read", {"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 59, "limit": 8, "total_lines": 823,
                                   "lines": ["listen_addresses = 'localhost'\t\t# what IP address(es) to listen on;",
                                             "port = 5432\t\t\t\t# (change requires restart)",
                                             "max_connections = 100\t\t\t# (change requires restart)",
                                             "superuser_reserved_connections = 3",
                                             "shared_buffers = 8GB\t\t\t# min 128kB",
                                             "work_mem = 16MB\t\t\t\t# min 64kB",
                                             "effective_cache_size = 24GB",
                                             "log_min_duration_statement = 500\t# -1 is disabled, 0 logs all statements"]},
         ERLANG, age=40, args={"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 59, "limit": 8}),
    item("e6", "linux_network_info", {"interfaces": [
        {"name": "eth0", "mac": "52:54:00:6e:3a:19", "addresses": ["10.0.4.20/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1011, "sshd"), listener(80, "0.0.0.0", 1320, "nginx"),
                      listener(443, "0.0.0.0", 1320, "nginx"), listener(8000, "127.0.0.1", 88210, "gunicorn"),
                      listener(5432, "127.0.0.1", 1543, "postgres"), listener(5432, "::1", 1543, "postgres"),
                      listener(9187, "0.0.0.0", 1388, "postgres_export")],
        "connections": [connection("127.0.0.1:51432", "127.0.0.1:5432", 88214, "gunicorn"),
                        connection("127.0.0.1:51440", "127.0.0.1:5432", 88214, "gunicorn"),
                        connection("127.0.0.1:51466", "127.0.0.1:5432", 88215, "gunicorn"),
                        connection("127.0.0.1:51470", "127.0.0.1:5432", 88215, "gunicorn"),
                        connection("127.0.0.1:50990", "127.0.0.1:5432", 1388, "postgres_export"),
                        connection("10.0.4.20:22", "10.0.4.51:60144", 90102, "sshd"),
                        connection("10.0.4.20:443", "10.0.4.8:41822", 1321, "nginx")]},
         ERLANG, age=30),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rhel-root", "/", "xfs", 53_660_876_800, 19_300_000_000),
        fs("/dev/vdb1", "/var/lib/pgsql", "xfs", 536_870_912_000, 382_000_000_000)]}, ERLANG, age=45),
    item("e8", "linux_system_info", system_info(31.0, [2.4, 3.9, 3.1], 1_313_585, ERLANG.ago(1_313_585), ERLANG_MEM,
                                                6_657_199_104, 4 * GiB, 1_932_735_488), ERLANG, age=25),
    item("e9", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "vdb", "read_bytes_per_s": 42_000_000, "write_bytes_per_s": 96_500_000, "busy_percent": 88.0},
        {"device": "vda", "read_bytes_per_s": 120_000, "write_bytes_per_s": 2_400_000, "busy_percent": 3.1}]},
         ERLANG, age=700, args={"interval_seconds": 1.0}),
    item("e10", "linux_package_history", {"events": [
        package_event("2026-02-27T22:40:11+11:00", "upgrade", "postgresql16-libs", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2026-02-27T22:40:12+11:00", "upgrade", "postgresql16", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2026-02-27T22:40:14+11:00", "upgrade", "postgresql16-server", "16.5-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2026-03-04T10:02:33+11:00", "upgrade", "nginx", "1:1.20.1-16.el9_4.1", "1:1.20.1-20.el9"),
        package_event("2026-03-10T09:15:00+11:00", "install", "sysstat", None, "12.5.4-9.el9")]},
         ERLANG, age=50, args={"since_days": 30}),
    item("e11", "linux_processes", dict(processes(236, ERLANG_MEM, [
        (1602, "postgres", "postgres", 0.3, 8_808_038_400, "2026-02-28T03:12:40+11:00", "postgres: checkpointer"),
        (88214, "gunicorn", "appsvc", 18.5, 1_503_238_656, "2026-03-15T07:41:03+11:00",
         "/srv/orders-api/venv/bin/python3.11 /srv/orders-api/venv/bin/gunicorn -w 2 -b 127.0.0.1:8000 orders_api.wsgi:application"),
        (88215, "gunicorn", "appsvc", 16.0, 1_395_864_576, "2026-03-15T07:41:03+11:00",
         "/srv/orders-api/venv/bin/python3.11 /srv/orders-api/venv/bin/gunicorn -w 2 -b 127.0.0.1:8000 orders_api.wsgi:application"),
        (90211, "postgres", "postgres", 22.0, 1_181_116_416, "2026-03-15T07:58:30+11:00", "postgres: orders orders 127.0.0.1(51432) SELECT"),
        (1543, "postgres", "postgres", 0.1, 943_718_400, "2026-02-28T03:12:40+11:00", "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/"),
    ]), truncated={"processes": "(231 more processes not shown; use limit= or name= to narrow)"}),
         ERLANG, age=25, args={"sort": "memory", "limit": 5}, complete=False),
]
ERLANG_ANSWERS = [
    {"q": "Why did the orders API go down this morning?", "ev": ["e3", "e4"],
     "a": "Here's the timeline from the `orders-api` journal (times are AEDT):\n\n"
          "1. **07:12** – [[s:the API got `FATAL: sorry, too many clients already` from PostgreSQL]]; "
          "[[c:it happened again at 07:32]].\n"
          "2. **07:38** – [[s:a gunicorn worker timed out]].\n"
          "3. **07:41** – [[s:the service was stopped and started again]]; [[u:systemd did that automatically]].\n\n"
          "[[s:It's been running since 07:41]], [[c:with main PID 88214]]. [[u:The root cause is almost certainly that max_connections is too small for the "
          "number of gunicorn workers]] — [[u:the worker timeout was a consequence of waiting on the pool]]."},
    {"q": "What are the key Postgres settings, and how many connections are open?", "ev": ["e5", "e6", "e2"],
     "a": "From `postgresql.conf`:\n\n"
          "```\nmax_connections         = 100\nshared_buffers          = 4GB\nwork_mem                = 16MB\n"
          "listen_addresses        = localhost\n```\n\n"
          "- [[s:max_connections is 100]]\n"
          "- [[c:shared_buffers is 4GB]]\n"
          "- [[s:It only listens on localhost]]\n\n"
          "[[c:Right now there are 9 client connections to port 5432]]: [[s:the two gunicorn workers hold two each]]. [[s:PostgreSQL 16 has been running since 28 February]] ([[c:PID 1534]]). "
          "[[u:log_min_duration_statement is 500ms (e6)]]."},
    {"q": "Memory looks high on erlang - what's using it?", "ev": ["e8", "e11"],
     "a": "**Memory:** [[s:about 80% in use]], [[s:and swap is 45% used]] "
          "([[c:about 2.8 GiB]]).\n\n"
          "| PID | Process | RSS |\n|---|---|---|\n"
          "| 1602 | postgres: checkpointer | [[s:8.2 GiB]] |\n"
          "| 88214 | gunicorn worker | [[c:2.4 GiB]] |\n"
          ""
          "| 90211 | postgres backend (SELECT) | [[s:1.1 GiB]] |\n\n"
          "[[u:Most of the checkpointer's RSS is really shared_buffers]], so it's not as bad as it looks. "
          "[[c:nginx is the third-biggest process]].\n\n"
          "Load: [[s:the 1-minute average (2.4) is below the 5-minute one (3.9)]], [[c:so load is still rising]]."},
    {"q": "Is the database disk busy? Is it filling up?", "ev": ["e9", "e7"],
     "a": "I/O on the data disk: [[t:vdb is about 88% busy]], [[t:writing ~96 MB/s]]; "
          "[[t:the root disk (vda) is nearly idle]].\n\n"
          "Space: [[s:/var/lib/pgsql is 71% full]] [[c:with about 155 GiB free]] — [[s:it's a 500 GiB volume]]. "
          "[[u:At this write rate it could fill up within a day]]."},
    {"q": "What got updated on erlang recently?", "ev": ["e10", "e2"],
     "a": "Package changes in the last 30 days:\n\n"
          "- [[s:PostgreSQL 16.5 → 16.6]] ([[s:a few hours before PostgreSQL was last started]])\n"
          "- [[s:nginx 1.20.1-16 → 1.20.1-20]] [[c:on March 14]]\n"
          "- [[s:sysstat installed on the 10th]]\n\n"
          "[[c:That's three packages touched in total]]. [[s:There was no kernel update in that window]], "
          "[[u:so a reboot isn't needed]]."},
    {"q": "Who has sudo on erlang?", "ev": ["e1"],
     "a": "Sudo on RHEL comes from the `wheel` group:\n\n"
          "* [[s:admin and lena are both in wheel]]\n"
          "* [[c:lena's UID is 1000]]\n"
          "* [[s:postgres has UID 26]]\n"
          "* [[c:appsvc can log in with bash]]\n\n"
          "[[u:lena's account was added last month]]. [[s:This box runs RHEL 9.5]]."},
    {"q": "What's listening on erlang?", "ev": ["e6"],
     "a": "| Port | Address | Process |\n|---|---|---|\n"
          "| 22 | 0.0.0.0 | [[s:sshd]] |\n"
          "| 80, 443 | 0.0.0.0 | [[s:nginx]] |\n"
          "| 8000 | [[s:127.0.0.1]] | gunicorn |\n"
          "| 5432 | [[c:0.0.0.0]] | postgres |\n"
          "| 9187 | 0.0.0.0 | [[c:node_exporter]] |\n\n"
          "[[s:gunicorn only listens locally]]; [[u:nginx reverse-proxies to it]]. "
          "[[s:There's one SSH session open, from 10.0.4.51]], and [[s:one HTTPS client (10.0.4.8) on nginx]]."},
]

ERLANG_MACHINE = {"name": "erlang", "clock": ERLANG, "evidence": ERLANG_EV, "answers": ERLANG_ANSWERS}

MACHINES = [NUWA_MACHINE, FUXI_MACHINE, HOUYI_MACHINE, WUKONG_MACHINE, ERLANG_MACHINE]
