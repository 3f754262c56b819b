"""Dev machines B (first written as the test split; after tuning on it, it moved to dev and a fresh test split was
written): mustafar (Ubuntu media server), scarif (Debian 11 CI runner), yavin (k3s cluster), crait (Fedora laptop)."""

from _evidence import GiB, MiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user

# --------------------------------------------------------------------------------------------------------
m = Clock("2026-11-24T21:30:00+00:00")
MMEM = 16437862400
MEDIA = 8001427603456
must_ev = [
    steady("e1", m, 2500, hostname="mustafar", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           os_pretty_name="Ubuntu 24.04.1 LTS", kernel="6.8.0-49-generic", cpu_model="Intel(R) N100", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=MMEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249480183808},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "ext4", "total_bytes": MEDIA}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:aa:01:02", "addresses": ["192.168.50.10/24"], "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"samba": "2:4.19.5+dfsg-4ubuntu9", "transmission-daemon": "4.0.5-1build5",
                               "docker.io": "24.0.7-0ubuntu4.1", "smartmontools": "7.4-2build1", "ufw": "0.36.2-6",
                               "openssh-server": "1:9.6p1-3ubuntu13.5"},
           available_services=["smbd.service", "nmbd.service", "transmission-daemon.service", "docker.service",
                               "smartmontools.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "vader", "uid": 1000, "gid": 1000, "home": "/home/vader", "shell": "/bin/bash"},
                  {"name": "debian-transmission", "uid": 118, "gid": 124, "home": "/var/lib/transmission-daemon",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sambashare", "gid": 125, "members": ["vader"]}, {"name": "docker", "gid": 999, "members": ["vader"]},
                   {"name": "debian-transmission", "gid": 124, "members": ["vader"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("smbd.service", "active", "running", "enabled", 1201, "2026-11-20T09:00:12+00:00", "Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", "enabled", 1190, "2026-11-20T09:00:10+00:00", "Samba NMB Daemon"),
        unit("transmission-daemon.service", "failed", "failed", "enabled", None, None, "Transmission BitTorrent Daemon"),
        unit("docker.service", "active", "running", "enabled", 980, "2026-11-20T09:00:05+00:00", "Docker Application Container Engine"),
        unit("smartmontools.service", "active", "running", "enabled", 870, "2026-11-20T09:00:02+00:00", "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("ssh.service", "active", "running", "enabled", 860, "2026-11-20T09:00:01+00:00", "OpenBSD Secure Shell server"),
        unit("ufw.service", "active", "exited", "enabled", None, "2026-11-20T08:59:58+00:00", "Uncomplicated firewall"),
    ]}, m, 40),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("aa11bb22cc33", "jellyfin", "jellyfin/jellyfin:10.10.3", "running", "Up 4 days", "2026-11-20T09:01:00+00:00",
            ["0.0.0.0:8096->8096/tcp"])]}, m, 30, {"all": False}),
    item("e4", "linux_disk_usage", {"filesystems": [fs("/dev/nvme0n1p2", "/", "ext4", 249480183808, 61 * GiB),
                                                    fs("/dev/sda1", "/mnt/media", "ext4", MEDIA, 7281299119145)]}, m, 30),
    item("e5", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 98_000_000, "write_bytes_per_s": 1_200_000, "busy_percent": 64.0},
        {"device": "nvme0n1", "read_bytes_per_s": 150_000, "write_bytes_per_s": 2_400_000, "busy_percent": 2.0}]},
         m, 15, {"interval_seconds": 1.0}),
    item("e6", "linux_system_info", system_info(38.0, [2.41, 2.10, 1.95], 390000, "2026-11-20T05:09:40+00:00", MMEM,
                                                10093173964, 4 * GiB, 0), m, 20),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "transmission-daemon.service", "entries": [
        {"time": "2026-11-24T21:04:10+00:00", "unit": "transmission-daemon.service", "priority": "err",
         "message": "Couldn't create \"/mnt/media/downloads/.incomplete\": Permission denied (posix_file.cc:406)"},
        {"time": "2026-11-24T21:04:10+00:00", "unit": "transmission-daemon.service", "priority": "notice",
         "message": "transmission-daemon.service: Main process exited, code=exited, status=1/FAILURE"},
        {"time": "2026-11-24T21:04:10+00:00", "unit": "transmission-daemon.service", "priority": "warning",
         "message": "transmission-daemon.service: Failed with result 'exit-code'."}]}, m, 40,
         {"unit": "transmission-daemon", "since_minutes": 60}),
    item("e8", "linux_network_info", {"interfaces": [
        {"name": "enp1s0", "mac": "7c:83:34:aa:01:02", "addresses": ["192.168.50.10/24"], "is_up": True}],
        "listening": [{"proto": "tcp", "address": "0.0.0.0", "port": 445, "pid": 1201, "process": "smbd"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 139, "pid": 1201, "process": "smbd"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 8096, "pid": 2301, "process": "docker-proxy"},
                      {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 860, "process": "sshd"},
                      {"proto": "udp", "address": "0.0.0.0", "port": 137, "pid": 1190, "process": "nmbd"}],
        "connections": []}, m, 30),
    item("e9", "linux_disk_usage", {"filesystems": [fs("/dev/sda1", "/mnt/media", "ext4", MEDIA, int(MEDIA * 0.85))]},
         m, 3600, {"path": "/mnt/media"}),
]
MUSTAFAR = {"name": "mustafar", "clock": m, "evidence": must_ev, "answers": [
    {"q": "Why did transmission stop?", "ev": ["e2", "e7"],
     "a": "[[s:`transmission-daemon` has **failed**]]. [[s:At 21:04 it couldn't create `/mnt/media/downloads/.incomplete`]] "
          "— [[s:permission denied]]. [[u:The directory is probably owned by root]], so the `debian-transmission` user "
          "can't write to it."},
    {"q": "Is the media disk full?", "ev": ["e4"],
     "a": "📊 **Disk usage**\n\n- `/`: [[s:26% used]] ([[s:61G / 232G]])\n- `/mnt/media`: [[s:91% used]] ([[s:6.6T / 7.3T]]), "
          "[[s:about 670 GiB free]]\n\n[[u:At the current rate it will be full in about two weeks]]."},
    {"q": "Is Jellyfin running?", "ev": ["e3"],
     "a": "[[s:Yes — the `jellyfin` container is up]] ([[s:4 days]]) and [[s:reachable on port 8096]]. [[s:It runs image "
          "jellyfin/jellyfin:10.10.3]]."},
    {"q": "What's hammering the disk?", "ev": ["e5"],
     "a": "[[s:sda is 64% busy]], [[s:reading ~98 MB/s]]. [[s:nvme0n1 is nearly idle (2% busy)]]. [[u:It's most likely "
          "Jellyfin scanning the library]]."},
    {"q": "Give me a system overview.", "ev": ["e1", "e6"],
     "a": "- **Host:** [[s:mustafar]] ([[s:Ubuntu 24.04.1 LTS]], [[s:kernel 6.8.0-49]])\n"
          "- **CPU:** [[s:Intel N100, 4 cores]] — [[s:38% busy]], [[s:load 2.41 / 2.10 / 1.95]]\n"
          "- **RAM:** [[s:6.3 GB used of 16 GB]] ([[c:62%]])\n- **Swap:** [[s:not used]]\n- **Uptime:** [[s:4 days 12 hours]]"},
    {"q": "Which services failed?", "ev": ["e2"],
     "a": "[[s:Only `transmission-daemon.service` has failed]]. [[s:smbd and nmbd are running]], and [[s:Docker is "
          "running too]]."},
    {"q": "Who can access the Samba shares?", "ev": ["e1", "e8"],
     "a": "[[s:vader is in the `sambashare` group]]. [[u:Guest access is disabled]]. [[s:smbd is listening on ports 139 "
          "and 445]]."},
    {"q": "How full is /mnt/media?", "ev": ["e9"],
     "a": "[[t:/mnt/media is 85% full]]. [[u:It grows by about 50 GB a week]]."},
    {"q": "What is listening on the network?", "ev": ["e8"],
     "a": "Listening ports: [[s:22 (sshd)]], [[s:139 and 445 (smbd)]], [[s:8096 (Jellyfin via docker-proxy)]]. "
          "[[c:Transmission's web UI is listening on 9091]]."},
    {"q": "Is the drive dying?", "ev": ["e2", "e5", "e6"],
     "extra": [user("u1", "I think the media drive is dying, it's been clicking since yesterday.", m)],
     "a": "[[s:You mentioned the drive has been clicking]]. [[u:SMART shows no reallocated sectors]] [e5]. "
          "[[u:The transmission service is enabled]] [e6]."},
    {"q": "How many containers are there?", "ev": ["e3"],
     "a": "[[s:One container is running: jellyfin]]. [[u:There are no stopped containers]]."},
]}

# --------------------------------------------------------------------------------------------------------
sc = Clock("2026-11-25T03:20:00+00:00")
SMEM = 33651597312
scarif_ev = [
    steady("e1", sc, 3000, hostname="scarif", os_name="Debian GNU/Linux", os_version="11", os_codename="bullseye",
           os_pretty_name="Debian GNU/Linux 11 (bullseye)", kernel="5.10.0-33-amd64",
           cpu_model="Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz", cpu_cores=8, cpu_threads=16, memory_total_bytes=SMEM,
           installed_packages={"jenkins": "2.479.1", "openjdk-17-jre-headless": "17.0.13+11-1~deb11u1",
                               "docker-ce": "5:26.1.4-1~debian.11~bullseye", "gitlab-runner": "17.5.3", "git": "1:2.30.2-1+deb11u3",
                               "maven": "3.6.3-5", "curl": "7.74.0-1.3+deb11u14"},
           available_services=["jenkins.service", "gitlab-runner.service", "docker.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "jenkins", "uid": 112, "gid": 118, "home": "/var/lib/jenkins", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 998, "gid": 998, "home": "/home/gitlab-runner", "shell": "/bin/bash"},
                  {"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 997, "members": ["jenkins", "gitlab-runner"]},
                   {"name": "sudo", "gid": 27, "members": ["admin"]}]),
    item("e2", "linux_processes", {"total": 189, "processes": [
        proc(2201, "java", "jenkins", 85.0, 19.5, int(6.1 * GiB), "2026-11-25T02:52:10+00:00",
             "/usr/bin/java -Djava.awt.headless=true -Xmx4g -jar /usr/share/java/jenkins.war --httpPort=8080"),
        proc(5120, "java", "jenkins", 12.0, 3.8, int(1.2 * GiB), "2026-11-25T02:55:00+00:00", "java -jar agent.jar"),
        proc(1302, "dockerd", "root", 1.0, 0.5, 180 * MiB, "2026-11-20T10:00:00+00:00", "/usr/bin/dockerd -H fd://"),
        proc(1400, "gitlab-runner", "gitlab-runner", 0.3, 0.2, 60 * MiB, "2026-11-20T10:00:02+00:00", "/usr/bin/gitlab-runner run"),
        proc(1290, "containerd", "root", 0.2, 0.1, 48 * MiB, "2026-11-20T09:59:58+00:00", "/usr/bin/containerd"),
    ]}, sc, 30, {"sort": "memory", "limit": 5}, complete=False),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {"time": "2026-11-25T02:51:33+00:00", "unit": "kernel", "priority": "err",
         "message": "Out of memory: Killed process 4988 (java) total-vm:9876543kB, anon-rss:4123456kB, file-rss:0kB"},
        {"time": "2026-11-25T02:51:33+00:00", "unit": "kernel", "priority": "warning",
         "message": "oom-kill:constraint=CONSTRAINT_NONE,nodemask=(null),task=java,pid=4988,uid=112"}]},
         sc, 40, {"grep": "oom", "since_minutes": 720}),
    item("e4", "linux_service_status", unit("jenkins.service", "active", "running", "enabled", 2201,
                                            "2026-11-25T02:52:10+00:00", "Jenkins Continuous Integration Server"), sc, 20,
         {"name": "jenkins"}),
    item("e5", "linux_package_history", {"events": [
        {"time": "2026-11-19T05:40:12+00:00", "action": "upgrade", "package": "jenkins",
         "from_version": "2.462.3", "to_version": "2.479.1"},
        {"time": "2026-11-19T05:40:30+00:00", "action": "upgrade", "package": "openjdk-17-jre-headless",
         "from_version": "17.0.12+7-2~deb11u1", "to_version": "17.0.13+11-1~deb11u1"},
        {"time": "2026-11-23T14:02:00+00:00", "action": "remove", "package": "docker-compose",
         "from_version": "1.25.0-1", "to_version": None}]}, sc, 60, {"since_days": 14}),
    item("e6", "linux_system_info", system_info(97.0, [14.2, 11.8, 8.9], 430000, "2026-11-20T03:53:20+00:00", SMEM,
                                                int(0.6 * GiB), 2 * GiB, int(1.9 * GiB)), sc, 1800),
    item("e7", "linux_file_read", {"path": "/etc/default/jenkins", "offset": 0, "limit": 100, "total_lines": 72, "lines": [
        "NAME=jenkins", "JAVA_ARGS=\"-Djava.awt.headless=true -Xmx4g\"", "HTTP_PORT=8080", "JENKINS_USER=$NAME"]},
         sc, 30, {"path": "/etc/default/jenkins"}, complete=False),
    item("e8", "linux_network_info", {"interfaces": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 8080, "pid": 2201, "process": "java"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 701, "process": "sshd"},
        {"proto": "tcp", "address": "127.0.0.1", "port": 9252, "pid": 1400, "process": "gitlab-runner"}],
        "connections": []}, sc, 25),
]
SCARIF = {"name": "scarif", "clock": sc, "evidence": scarif_ev, "answers": [
    {"q": "Why did Jenkins restart at 3am?", "ev": ["e3", "e4"],
     "a": "[[s:The kernel OOM killer killed a `java` process (PID 4988) at 02:51]]. [[s:Jenkins came back up at 02:52]] "
          "and [[s:is active now]]. [[u:The killed process was a build agent]]."},
    {"q": "What's using all the memory?", "ev": ["e2"],
     "a": "1. [[s:`java` (PID 2201, the Jenkins controller) — 6.1 GiB]]\n2. [[s:`java` (PID 5120, an agent) — 1.2 GiB]]\n"
          "3. [[s:`dockerd` — 180 MiB]]\n\n[[s:The Jenkins JVM is started with `-Xmx4g`]], [[u:yet it uses more than that "
          "because of metaspace and native memory]]."},
    {"q": "Is the machine out of memory right now?", "ev": ["e6"],
     "a": "[[t:Memory is almost exhausted: only 0.6 GiB available]] and [[t:CPU is at 97%]]. This reading is 30 minutes "
          "old, though."},
    {"q": "What was upgraded recently?", "ev": ["e5"],
     "a": "Two packages were upgraded on November 19:\n\n| Package | From | To |\n|---|---|---|\n"
          "| [[s:jenkins]] | [[s:2.462.3]] | [[s:2.479.1]] |\n| [[s:openjdk-17-jre-headless]] | [[s:17.0.12+7]] | [[s:17.0.13+11]] |\n\n"
          "[[s:docker-compose was removed on Nov 23]]."},
    {"q": "Which ports are open?", "ev": ["e2", "e8"],
     "a": "[[s:Jenkins listens on 8080]] (`--httpPort=8080`), [[s:SSH on 22]], and [[s:gitlab-runner exposes metrics on "
          "127.0.0.1:9252]]."},
    {"q": "Who is in the docker group?", "ev": ["e1"],
     "a": "[[s:jenkins and gitlab-runner are members of `docker`]]. [[c:admin is in the docker group too]]."},
    {"q": "What Java version is Jenkins using?", "ev": ["e1"],
     "a": "[[s:OpenJDK 17.0.13]] ([[s:openjdk-17-jre-headless 17.0.13+11-1~deb11u1]]). [[s:Jenkins itself is 2.479.1]]."},
    {"q": "Is Jenkins configured to run as jenkins?", "ev": ["e2", "e7"],
     "a": "[[s:Yes, `JENKINS_USER=$NAME` is set in /etc/default/jenkins]], and [[s:the Jenkins process (PID 2201) runs "
          "as `jenkins`]]."},
    {"q": "Has this OOM happened before?", "ev": ["e3"],
     "a": "[[s:The journal shows one OOM kill in the last 12 hours]]. [[u:This is the first OOM kill this week]]."},
    {"q": "What OS and hardware is this?", "ev": ["e1"],
     "a": "[[s:Debian 11 (bullseye)]], [[c:kernel 5.10.0-32-amd64]], [[s:8 cores / 16 threads]] and [[s:31 GiB of RAM]]."},
    {"q": "Is docker-compose installed?", "ev": ["e1", "e5"],
     "a": "No — [[s:docker-compose was removed on November 23]]. [[c:The compose plugin is installed instead]]."},
]}

# --------------------------------------------------------------------------------------------------------
y = Clock("2026-11-25T16:45:00+00:00")
pending = {"kind": "Pod", "metadata": {"name": "alertmanager-main-0", "namespace": "monitoring"}, "spec": {},
           "status": {"phase": "Pending", "conditions": [
               {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                "message": "0/2 nodes are available: 1 Insufficient memory, 1 node(s) had untolerated taint "
                           "{node.kubernetes.io/not-ready: }."}]}}
yavin_ev = [
    item("e1", "kubernetes_get", {"context": "default", "namespace": "monitoring", "items": [
        pod("prometheus-k8s-0", "monitoring", "Running", "yavin-1", 0, True, started="2026-11-24T10:00:00+00:00"),
        pod("grafana-5d8f6c7b9-hq4lz", "monitoring", "Running", "yavin-1", 0, True, started="2026-11-24T10:00:05+00:00"),
        pending,
        pod("node-exporter-7xk2p", "monitoring", "Running", "yavin-1", 0, True, started="2026-11-24T09:59:00+00:00"),
        pod("node-exporter-m9q4d", "monitoring", "Running", "yavin-2", 2, False, started="2026-11-24T09:59:01+00:00"),
        pod("kube-state-metrics-6c9d8f7b5-2wq8r", "monitoring", "Running", "yavin-1", 23, False,
            waiting="CrashLoopBackOff", started="2026-11-24T10:00:10+00:00"),
    ]}, y, 30, {"resource": "pods", "namespace": "monitoring"}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("yavin-1", True, "v1.30.6+k3s1"), node("yavin-2", False, "v1.29.3+k3s1")]}, y, 30, {"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "monitoring", "items": [
        deployment("grafana", "monitoring", 1, 1), deployment("kube-state-metrics", "monitoring", 1, 0)]}, y, 30,
         {"resource": "deployments", "namespace": "monitoring"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        {"time": "2026-11-25T16:20:02+00:00", "unit": "k3s.service", "priority": "info",
         "message": "Node yavin-2 status is now: NodeNotReady"},
        {"time": "2026-11-25T16:31:40+00:00", "unit": "k3s.service", "priority": "warning",
         "message": "Failed to update lease: context deadline exceeded"}]}, y, 40, {"unit": "k3s", "since_minutes": 30}),
    item("e5", "linux_network_info", {"interfaces": [], "listening": [
        {"proto": "tcp", "address": "0.0.0.0", "port": 6443, "pid": 801, "process": "k3s-server"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 10250, "pid": 801, "process": "k3s-server"},
        {"proto": "tcp", "address": "127.0.0.1", "port": 10248, "pid": 801, "process": "k3s-server"},
        {"proto": "tcp", "address": "0.0.0.0", "port": 22, "pid": 640, "process": "sshd"}], "connections": []}, y, 30),
    item("e6", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 5_200_000, "tx_bytes_per_s": 4_800_000},
        {"name": "flannel.1", "rx_bytes_per_s": 1_900_000, "tx_bytes_per_s": 2_100_000}]}, y, 15, {"interval_seconds": 1.0}),
    item("e7", "kubernetes_get", {"context": "default", "namespace": "monitoring", "items": [
        pod("prometheus-k8s-0", "monitoring", "Running", "yavin-1", 0, True, started="2026-11-24T10:00:00+00:00")]},
         y, 1200, {"resource": "pods", "namespace": "monitoring", "name": "prometheus-k8s-0"}),
    steady("e8", y, 1000, hostname="yavin-1", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           os_pretty_name="Ubuntu 22.04.5 LTS", kernel="5.15.0-1065-raspi", arch="aarch64", cpu_model="Cortex-A76",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=8232398848,
           installed_packages={"k3s": "1.30.6+k3s1", "containerd": "1.7.22-0ubuntu0.22.04.1"},
           available_services=["k3s.service", "ssh.service"]),
]
YAVIN = {"name": "yavin", "clock": y, "evidence": yavin_ev, "answers": [
    {"q": "Is monitoring healthy?", "ev": ["e1"],
     "a": "Not entirely:\n\n- ✅ [[s:prometheus-k8s-0 — Running]]\n- ✅ [[s:grafana — Running]]\n"
          "- ❌ [[s:alertmanager-main-0 — Pending]]\n- ❌ [[s:kube-state-metrics — CrashLoopBackOff (23 restarts)]]\n"
          "- ✅ [[s:node-exporter-7xk2p — Running]]\n- ✅ [[c:node-exporter-m9q4d — Ready]]"},
    {"q": "Why is alertmanager pending?", "ev": ["e1"],
     "a": "[[s:`alertmanager-main-0` is Pending]] because [[u:no node has enough memory]]: the scheduler says "
          "[[s:\"0/2 nodes are available: 1 Insufficient memory\"]]."},
    {"q": "Are all nodes ready?", "ev": ["e2", "e4"],
     "a": "[[c:Yes, both nodes are Ready]]. [[s:yavin-2 went NotReady at 16:20]]."},
    {"q": "How many pods are healthy?", "ev": ["e1"],
     "a": "[[s:Three pods are Running and ready]]: prometheus-k8s-0, grafana and node-exporter-7xk2p. "
          "[[s:alertmanager-main-0 is Pending]]."},
    {"q": "What version of k3s is running?", "ev": ["e2"],
     "a": "[[s:yavin-1 runs k3s v1.30.6]]. [[c:yavin-2 runs the same version]]."},
    {"q": "Why is kube-state-metrics crashing?", "ev": ["e1", "e3"],
     "a": "[[s:kube-state-metrics is in CrashLoopBackOff with 23 restarts]]. [[u:It's probably missing RBAC "
          "permissions]]. [[s:Its deployment has 0 of 1 replicas ready]]."},
    {"q": "How much network traffic is there?", "ev": ["e6"],
     "a": "[[s:eth0 is doing about 5.2 MB/s in and 4.8 MB/s out]], [[s:flannel.1 around 2 MB/s each way]]."},
    {"q": "Is the API server reachable?", "ev": ["e5"],
     "a": "[[s:k3s-server is listening on 6443]] (the Kubernetes API) and [[s:the kubelet port 10250]]. "
          "[[u:The API responds in under 50 ms]]."},
    {"q": "How many restarts has prometheus had?", "ev": ["e7"],
     "a": "[[t:prometheus-k8s-0 has 0 restarts]] and [[t:is Running]]."},
    {"q": "What hardware is yavin-1?", "ev": ["e8"],
     "a": "[[s:yavin-1 is an aarch64 machine]] with [[s:a Cortex-A76 CPU]] ([[s:4 cores]]) and [[c:16 GB of RAM]]."},
]}

# --------------------------------------------------------------------------------------------------------
cr = Clock("2026-11-26T10:10:00+00:00")
CMEM = 32817020928
crait_ev = [
    {"id": "e1", "kind": "steady_state", "collected_at": cr.ago(2000), "complete": True, "data": {
        "hostname": "crait", "domain": None, "os_name": "Fedora Linux", "os_version": "41", "os_codename": "",
        "os_pretty_name": "Fedora Linux 41 (Workstation Edition)", "kernel": "6.11.10-300.fc41.x86_64", "arch": "x86_64",
        "cpu_model": "AMD Ryzen 7 PRO 7840U w/ Radeon 780M Graphics", "cpu_cores": 8, "cpu_threads": 16,
        "memory_total_bytes": CMEM, "disks": [], "network_interfaces": [], "dns_servers": [], "default_gateway": None,
        "package_manager": "rpm",
        "installed_packages": {"google-chrome-stable": "131.0.6778.85-1", "code": "1.95.3-1731513157.el8",
                               "podman": "5:5.3.1-1.fc41", "flatpak": "1.15.10-1.fc41", "firefox": "133.0-1.fc41"},
        "flatpak_apps": {"com.spotify.Client": "1.2.52.442"},
        "available_services": ["ollama.service", "bluetooth.service", "NetworkManager.service"],
        "users": [{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "finn", "uid": 1000, "gid": 1000, "home": "/home/finn", "shell": "/bin/zsh"},
                  {"name": "ollama", "uid": 976, "gid": 976, "home": "/usr/share/ollama", "shell": "/bin/false"}],
        "groups": [{"name": "wheel", "gid": 10, "members": ["finn"]}], "unavailable": {}}},
    item("e2", "linux_system_info", system_info(22.0, [1.80, 2.20, 2.05], 30600, "2026-11-26T01:39:35+00:00", CMEM,
                                                3328599654, 8 * GiB, 6012954214), cr, 25),
    item("e3", "linux_processes", {"total": 402, "processes": [
        proc(3310, "ollama", "ollama", 4.0, 26.8, int(8.2 * GiB), "2026-11-26T01:40:02+00:00", "/usr/local/bin/ollama serve"),
        proc(4100, "chrome", "finn", 9.5, 6.2, int(1.9 * GiB), "2026-11-26T08:20:00+00:00", "/opt/google/chrome/chrome"),
        proc(5021, "code", "finn", 3.1, 3.6, int(1.1 * GiB), "2026-11-26T09:45:00+00:00", "/usr/share/code/code"),
        proc(2200, "gnome-shell", "finn", 2.4, 2.5, 780 * MiB, "2026-11-26T01:41:00+00:00", "/usr/bin/gnome-shell"),
    ]}, cr, 25, {"sort": "memory", "limit": 4}, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {"time": "2026-11-26T08:14:52+00:00", "unit": "kernel", "priority": "err",
         "message": "Out of memory: Killed process 6120 (chrome) total-vm:1534567kB, anon-rss:2345678kB, file-rss:0kB"},
        {"time": "2026-11-26T09:40:11+00:00", "unit": "kernel", "priority": "err",
         "message": "Out of memory: Killed process 7001 (code) total-vm:1034567kB, anon-rss:1345678kB, file-rss:0kB"}]},
         cr, 30, {"since_minutes": 240, "priority": "err"}),
    item("e5", "linux_disk_io", {}, cr, 20, {"interval_seconds": 1.0},
         error="sampling failed: /proc/diskstats is not readable in this sandbox"),
    item("e6", "linux_service_status", unit("ollama.service", "active", "running", "enabled", 3310,
                                            "2026-11-26T01:40:02+00:00", "Ollama Service"), cr, 20, {"name": "ollama"}),
    item("e7", "linux_file_read", {"path": "/etc/systemd/system/ollama.service", "offset": 0, "limit": 50, "total_lines": 12,
                                   "lines": ["[Unit]", "Description=Ollama Service", "[Service]",
                                             "ExecStart=/usr/local/bin/ollama serve", "User=ollama", "Group=ollama",
                                             "Environment=\"OLLAMA_KEEP_ALIVE=24h\"", "Restart=always"]},
         cr, 30, {"path": "/etc/systemd/system/ollama.service"}, complete=False),
]
CRAIT = {"name": "crait", "clock": cr, "evidence": crait_ev, "answers": [
    {"q": "Why does my laptop keep running out of memory?", "ev": ["e2", "e3", "e4"],
     "a": "[[s:Memory is at about 90% used]], [[s:with only ~3.1 GiB available]], and [[s:zram swap is 70% full]]. "
          "[[s:The biggest consumer is `ollama` at 8.2 GiB]] — [[u:a loaded model stays in RAM]]. [[s:The OOM killer "
          "already killed Chrome at 08:14]] and [[s:VS Code at 09:40]]."},
    {"q": "How much RAM do I have?", "ev": ["e1"],
     "extra": [user("u1", "I have 32 GB of RAM and it keeps running out.", cr)],
     "a": "[[s:As you said, about 32 GB]] ([[s:30.6 GiB usable]])."},
    {"q": "Is ollama configured to keep models loaded?", "ev": ["e3", "e7"],
     "a": "[[s:Yes — the unit sets `OLLAMA_KEEP_ALIVE=24h`]], so [[u:models stay in memory for a day after use]]. "
          "[[s:It runs as the `ollama` user]]."},
    {"q": "What's the disk I/O like?", "ev": ["e5"],
     "a": "[[u:Disk I/O looks normal]] — the measurement failed, so I can't say for sure."},
    {"q": "Show me the system info.", "ev": ["e1", "e2"],
     "a": "| Item | Value |\n|---|---|\n| Hostname | [[s:crait]] |\n| OS | [[s:Fedora 41]] |\n| Kernel | [[s:6.11.10]] |\n"
          "| CPU | [[s:Ryzen 7 PRO 7840U]] |\n| RAM | [[s:32 GB]] |\n| Uptime | [[s:8 h 30 min]] |\n| Swap | [[s:8 GiB]] |"},
    {"q": "Which app uses the most memory?", "ev": ["e3"],
     "a": "[[s:Chrome uses about 1.9 GiB]]. [[c:Chrome is the process using the most memory]]."},
    {"q": "Is Spotify installed?", "ev": ["e1"],
     "a": "[[s:Yes, Spotify is installed as a Flatpak (com.spotify.Client 1.2.52)]]. [[c:Slack is installed too]]."},
    {"q": "Who am I on this machine?", "ev": ["e1"],
     "a": "[[s:You're `finn` (UID 1000)]], [[s:a member of `wheel`]], and [[c:your shell is bash]]."},
    {"q": "Since when is ollama running?", "ev": ["e6"],
     "a": "[[s:ollama.service has been active since 01:40 today]] ([[s:about 8.5 hours]]). [[u:It has restarted twice "
          "since then]]."},
    {"q": "Is swap being used?", "ev": ["e2"],
     "a": "[[s:Yes, about 5.6 GiB of the 8 GiB swap is in use]]."},
    {"q": "Was anything killed today?", "ev": ["e4"],
     "a": "[[s:Yes, two processes were killed by the OOM killer today]]: [[s:chrome (PID 6120)]] and [[s:code (PID 7001)]]."},
]}

MACHINES = [MUSTAFAR, SCARIF, YAVIN, CRAIT]
