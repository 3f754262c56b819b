"""42nd generation (written blind, by a helper that saw neither the wrapper nor its scores on earlier generations).

Five machines named after birds. Every answer was written the way a small local model (llama3.x, qwen2.5,
mistral, gemma at 3-14B) answers: tables with status emoji, numbered findings, key/value lines, long
paragraphs with asides, rounded numbers, hedges, greetings, offers and suggested commands, and a mix of
true and false claims in the same answer. Tool times are UTC (as the tools give them); the answers speak
in each machine's own clock, and some of them slip.

kestrel — a three-node k3s cluster's server node on Rocky Linux 9.4 in Chicago (CDT, -05:00). Evidence: the
steady state (Xeon E-2236, 6 cores / 12 threads, ~62.6 GiB MemTotal, users rocky and ops, only rocky in
wheel), `kubectl get nodes` (kestrel-w2 NotReady and one minor release behind), every pod (a Pending
webshop-api replica that the scheduler explains, a crash-looping worker with 7 restarts, redis-0 on kestrel),
the shop deployments and Services (a ClusterIP, a NodePort 30080, a headless redis), k3s.service, an hour of
the k3s journal, a system reading 16 minutes old (stale) and disk usage (/var/lib/rancher at 91%).

heron — a Fedora 40 Server podman host in Berlin (CEST, +02:00). Evidence: the steady state (running kernel
6.10.5 while 6.10.6 is installed), `podman ps -a` (seven containers: five running, immich-server exited 137,
uptime-kuma only created), three hours of the journal with a memory-cgroup OOM kill of immich's node process,
listening sockets (conmon for published ports, cockpit's 9090 held by systemd), disk usage, a week of dnf
history (six events) and a memory-sorted process list seven minutes old (stale, cut).

osprey — a Debian 12 PostgreSQL 15 server in Tokyo (JST, +09:00). Evidence: the steady state, every service
(the exporter failed), a memory-sorted process list cut at eight, two hours of the postgresql@15-main journal
(checkpoint warnings, an 18.7 s statement, a lock timeout, two "connection slots" FATALs), twelve lines of
postgresql.conf (max_connections 200), sockets and connections (pgbouncer on 0.0.0.0:6432, two direct
clients on 5432 from two hosts), disk I/O ten minutes old (stale), disk usage, and a fresher single-unit
reading of the exporter that disagrees with the service list (activating, auto-restart).

plover — an Arch Linux laptop in Los Angeles (PDT, -07:00). Evidence: a steady state whose package source is
stale (it still lists linux 6.8.7 and tlp), pacman history (this morning's -Syu at 07:58: linux 6.8.8, firefox,
mesa, tlp removed, power-profiles-daemon installed; obs-studio at 08:04; plasma on Saturday), system info
(running 6.8.7, up since Sunday evening), a CPU-sorted process list cut at six, two NetworkManager drops in
the journal, disk usage on btrfs, network traffic nine minutes old (stale), and the status of
power-profiles-daemon and of the now-missing tlp.service.

wren — an openSUSE Leap 15.6 VPS serving web and mail in Sydney (AEST, +10:00). Evidence: the steady state,
every service (rspamd failed, redis@rspamd inactive and disabled), the rspamd journal, Postfix's milter
warnings, listening sockets and connections (three IMAPS sessions, one SMTP, one HTTPS, one SSH), files
changed under /etc in the last day (four), system info and disk usage.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, node, package_event,
                       pod, deployment, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------------
# kestrel — k3s server node, Rocky Linux 9.4, America/Chicago (CDT)
# ---------------------------------------------------------------------------------------------------------------

K = Clock("2026-06-17T14:22:00-05:00")
K_MEM = 67_205_459_968


def _k_node(name: str, ready: bool, version: str, address: str, control: bool = False) -> dict:
    obj = node(name, ready, version)
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control:
        labels.update({"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"})
    obj["metadata"]["labels"] = labels
    obj["status"]["addresses"] = [{"type": "InternalIP", "address": address}, {"type": "Hostname", "address": name}]
    return obj


def _pending_pod() -> dict:
    return {"kind": "Pod", "metadata": {"name": "webshop-api-7f8b9c6d5-8ppzm", "namespace": "shop"},
            "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/3 nodes are available: 1 node(s) had untolerated taint "
                            "{node.kubernetes.io/unreachable: }, 2 node(s) didn't match pod anti-affinity rules. "
                            "preemption: 0/3 nodes are available: 1 Preemption is not helpful for scheduling, "
                            "2 No preemption victims found for incoming pod."}]}}


def _service(name: str, kind: str, cluster_ip: str, ports: list[dict]) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": "shop"},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}}


_K_STARTED = "2026-06-14T13:05:40+00:00"

KESTREL_EVIDENCE = [
    steady("e1", K, age=2400, hostname="kestrel", os_name="Rocky Linux", os_version="9.4",
           os_codename="Blue Onyx", kernel="5.14.0-427.22.1.el9_4.x86_64",
           cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=K_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 479_850_987_520},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                   "total_bytes": 1_000_203_091_968}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:0a:11", "addresses": ["10.20.0.11/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "5e:1a:77:c2:90:01", "addresses": ["10.42.0.1/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"k3s-selinux": "1.5-1.el9", "container-selinux": "3:2.229.0-1.el9",
                               "kernel": "5.14.0-427.22.1.el9_4", "firewalld": "1.3.4-1.el9",
                               "chrony": "4.5-1.el9", "openssh-server": "8.7p1-38.el9"},
           available_services=["k3s.service", "firewalld.service", "chronyd.service", "sshd.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "rocky", "uid": 1000, "gid": 1000, "home": "/home/rocky", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1001, "gid": 1001, "home": "/home/ops", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["rocky"]},
                   {"name": "ops", "gid": 1001, "members": []}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _k_node("kestrel", True, "v1.30.2+k3s1", "10.20.0.11", control=True),
        _k_node("kestrel-w1", True, "v1.30.2+k3s1", "10.20.0.12"),
        _k_node("kestrel-w2", False, "v1.29.6+k3s1", "10.20.0.13")]}, K, age=40, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-576bfc4dc7-h2lqj", "kube-system", "Running", "kestrel", started="2026-06-14T13:06:02+00:00"),
        pod("local-path-provisioner-86f46b7bf7-5lmnd", "kube-system", "Running", "kestrel",
            started="2026-06-14T13:06:05+00:00"),
        pod("metrics-server-557ff575fb-9wq4z", "kube-system", "Running", "kestrel-w1", restarts=2,
            started="2026-06-15T02:11:48+00:00"),
        pod("traefik-5d45fc8cc9-x7k2p", "kube-system", "Running", "kestrel", started="2026-06-14T13:06:31+00:00"),
        pod("grafana-7c9d8f6b5-kq8zt", "monitoring", "Running", "kestrel-w1", started="2026-06-14T13:09:10+00:00"),
        pod("prometheus-server-6b8d9c7f44-tt9rw", "monitoring", "Running", "kestrel-w1", restarts=1,
            started="2026-06-16T21:40:03+00:00"),
        pod("webshop-api-7f8b9c6d5-2hx4q", "shop", "Running", "kestrel-w1", started="2026-06-16T15:02:19+00:00"),
        _pending_pod(),
        pod("webshop-worker-64d7b8f9c-r5vnm", "shop", "Running", "kestrel-w1", restarts=7, ready=False,
            waiting="CrashLoopBackOff", started="2026-06-16T15:02:20+00:00"),
        pod("redis-0", "shop", "Running", "kestrel", started="2026-06-14T13:07:44+00:00"),
    ]}, K, age=45, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("webshop-api", "shop", 2, 1), deployment("webshop-worker", "shop", 1, 0)]},
        K, age=45, args={"resource": "deployments", "namespace": "shop"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        _service("webshop-api", "ClusterIP", "10.43.118.20",
                 [{"name": "http", "port": 8080, "targetPort": 8080, "protocol": "TCP"}]),
        _service("webshop-public", "NodePort", "10.43.201.7",
                 [{"name": "http", "port": 80, "targetPort": 8080, "nodePort": 30080, "protocol": "TCP"}]),
        _service("redis", "ClusterIP", "None",
                 [{"name": "redis", "port": 6379, "targetPort": 6379, "protocol": "TCP"}])]},
        K, age=45, args={"resource": "services", "namespace": "shop"}),
    item("e6", "linux_service_status", unit("k3s.service", "active", "running", "enabled", pid=1187,
                                            since=_K_STARTED, desc="Lightweight Kubernetes"),
         K, age=30, args={"name": "k3s"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-06-17T18:41:07+00:00", "k3s.service", "warning",
                  "Node kestrel-w2 status is now: NodeNotReady"),
        log_entry("2026-06-17T18:46:12+00:00", "k3s.service", "warning",
                  "Marking pod webshop-api-7f8b9c6d5-4dq9v for deletion: node kestrel-w2 is unreachable "
                  "(taint node.kubernetes.io/unreachable:NoExecute)"),
        log_entry("2026-06-17T18:46:14+00:00", "k3s.service", "info",
                  "Deleted pod shop/webshop-api-7f8b9c6d5-4dq9v"),
        log_entry("2026-06-17T18:58:30+00:00", "k3s.service", "warning",
                  "Back-off restarting failed container webshop-worker in pod "
                  "webshop-worker-64d7b8f9c-r5vnm_shop(5b1e0f2c-33a1-4d0e-9c51-2f7a8d6b4e10)"),
        log_entry("2026-06-17T19:10:02+00:00", "k3s.service", "err",
                  "Error syncing pod 5b1e0f2c-33a1-4d0e-9c51-2f7a8d6b4e10 (\"webshop-worker-64d7b8f9c-r5vnm_shop\"), "
                  "skipping: failed to \"StartContainer\" for \"webshop-worker\" with CrashLoopBackOff: "
                  "\"back-off 5m0s restarting failed container\""),
    ]}, K, age=35, args={"unit": "k3s", "since_minutes": 60}),
    item("e8", "linux_system_info", system_info(23.4, [2.12, 1.87, 1.64], 285_390, K.ago(960 + 285_390), K_MEM,
                                                 40_802_189_312, 0, 0), K, age=960),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "xfs", 479_850_987_520, 301_334_102_016),
        fs("/dev/nvme0n1p2", "/boot", "xfs", 1_063_256_064, 412_000_000),
        fs("/dev/sdb1", "/var/lib/rancher", "xfs", 1_000_203_091_968, 912_345_000_000)]}, K, age=25),
]

KESTREL_ANSWERS = [
    {"q": "Are all my k3s nodes healthy?", "ev": ["e1", "e2", "e7"],
     "a": "Hey! Here's the node status from `kubectl get nodes` (e2):\n\n"
          "| Node | Status | Version |\n|---|---|---|\n"
          "| kestrel | [[s:✅ Ready]] | [[s:v1.30.2+k3s1]] |\n"
          "| kestrel-w1 | [[s:✅ Ready]] | [[s:v1.30.2+k3s1]] |\n"
          "| kestrel-w2 | [[s:❌ NotReady]] | [[c:v1.30.2+k3s1]] |\n\n"
          "So no, not all of them: [[s:kestrel-w2 dropped to NotReady at 13:41]] according to the k3s journal, "
          "[[u:most likely because its kubelet lost contact with the API server after a network blip]]. "
          "[[s:kestrel is your only control-plane node]], [[c:and all three nodes are on the same k3s release]], "
          "so version skew isn't the problem. You could run `ssh 10.20.0.13 systemctl status k3s-agent` to see "
          "what happened on the worker."},
    {"q": "what's wrong with the webshop namespace?", "ev": ["e3", "e4", "e7"],
     "a": "Looking at the `shop` namespace (e3, e4):\n\n"
          "1. **webshop-api** — [[s:only 1 of 2 replicas is ready]]. [[s:The second pod, "
          "`webshop-api-7f8b9c6d5-8ppzm`, is stuck in Pending]] and the scheduler says [[s:0/3 nodes are "
          "available]]; [[c:it's probably waiting on memory — the nodes look full]].\n"
          "2. **webshop-worker** — [[s:its only pod is in CrashLoopBackOff]] [[c:after 5 restarts]]. "
          "[[u:The container is most likely failing because it can't reach Redis]].\n"
          "3. [[c:The old API pod `webshop-api-7f8b9c6d5-4dq9v` is still stuck Terminating on kestrel-w2]], so you "
          "may need to force-delete it.\n"
          "4. [[s:`redis-0` is Running]] [[c:on kestrel-w1]] [[s:with no restarts]].\n\n"
          "[[c:All the other shop pods are scheduled on kestrel]]."},
    {"q": "How's the k3s service itself doing? Any errors lately?", "ev": ["e1", "e6", "e7", "e8"],
     "a": "**k3s.service** (e6):\n"
          "- State: [[s:active (running)]]\n"
                    "- Enabled at boot: [[s:yes]]\n"
          "- Up since: [[c:Jun 14, 13:05]] ([[s:a little over 3 days]])\n\n"
          "Errors in the last hour (e7): [[c:none worth worrying about]] — [[s:there's a back-off warning for the "
          "webshop-worker container at 13:58]] and that's about it. [[t:The node itself is fairly relaxed at "
          "about 23% CPU]] [[t:with a 1-minute load of 2.1]], and [[s:the box has 12 threads]]."},
    {"q": "Am I running out of disk space on kestrel?", "ev": ["e1", "e9"],
     "a": "Short answer: [[s:/var/lib/rancher is getting tight]].\n\n"
          "- `/` — [[s:62.8% used]] ([[s:about 301 GB of 480 GB]])\n"
          "- `/boot` — [[s:~39% used]]\n"
          "- `/var/lib/rancher` — [[s:91.2% used]], [[c:roughly 88 GiB free]]\n\n"
          "[[s:The root filesystem has more free space than the rancher disk]] ([[c:about 150 GB]]). "
          "[[u:Most of what's on the rancher volume will be old container images]], so "
          "`k3s crictl rmi --prune` is usually the quickest win."},
    {"q": "Which services does the shop namespace expose, and on what ports?", "ev": ["e5"],
     "a": "From e5 there are three Services in `shop`:\n\n"
          "- `webshop-api` — [[s:ClusterIP 10.43.118.20]], [[c:port 80]]\n"
          "- `webshop-public` — [[s:NodePort]], [[s:reachable on every node at port 30080]]\n"
          "- `redis` — [[s:headless]], [[c:port 6380]]\n\n"
          "[[c:Only webshop-api is reachable from outside the cluster]]. [[u:Traefik in kube-system handles "
          "ingress on 80/443 for the shop as well]]."},
    {"q": "how much memory does kestrel have and how much is free?", "ev": ["e1", "e8"],
     "a": "kestrel has [[s:64 GB of RAM]] ([[s:about 62.6 GiB usable]]). At the last reading "
          "[[t:roughly 38 GiB was available]], [[t:so around 39% is in use]], [[t:and there's no swap at all]]. "
          "[[t:The CPU was at about 23%]] [[c:on its 8 cores]]. Note that reading is a quarter of an hour old — "
          "want me to refresh it?"},
    {"q": "Who has admin rights on kestrel?", "ev": ["e1"],
     "a": "On Rocky, sudo rights come from the `wheel` group. [[s:`rocky` (uid 1000) is a member]] "
          "[[c:and so is `ops`]]. [[s:`ops` has uid 1001]] [[c:and uses /bin/bash as its shell]]. "
          "[[u:Root login over SSH is disabled]], so you'd have to `sudo -i` from one of those accounts."},
]

# ---------------------------------------------------------------------------------------------------------------
# heron — podman container host, Fedora 40 Server, Europe/Berlin (CEST)
# ---------------------------------------------------------------------------------------------------------------

H = Clock("2026-09-03T21:47:00+02:00")
H_MEM = 33_541_677_056

HERON_EVIDENCE = [
    steady("e1", H, age=3000, hostname="heron", os_name="Fedora Linux", os_version="40 (Server Edition)",
           kernel="6.10.5-200.fc40.x86_64", cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=H_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999_653_638_144},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 4_000_785_104_896}],
           network_interfaces=[{"name": "enp5s0", "mac": "d8:5e:d3:20:4b:7a", "addresses": ["192.168.178.40/24"],
                                "is_up": True},
                               {"name": "podman0", "mac": "6a:10:2f:c4:88:03", "addresses": ["10.88.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.178.1", package_manager="rpm",
           installed_packages={"podman": "5:5.2.2-1.fc40", "netavark": "2:1.12.2-1.fc40",
                               "kernel": "6.10.6-200.fc40", "cockpit": "323-1.fc40",
                               "cockpit-podman": "93-1.fc40", "container-selinux": "4:2.232.1-2.fc40"},
           available_services=["podman.service", "podman-auto-update.service", "cockpit.service", "sshd.service",
                               "systemd-resolved.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "mira", "uid": 1000, "gid": 1000, "home": "/home/mira", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1001, "gid": 1001, "home": "/home/media", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["mira"]},
                   {"name": "systemd-journal", "gid": 190, "members": ["mira", "media"]}]),
    item("e2", "linux_containers", {"runtime": "podman", "containers": [
        box("3f1a9c2b7d40", "jellyfin", "docker.io/jellyfin/jellyfin:10.9.10", "running", "Up 3 days",
            "2026-08-12T16:20:11+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("8b2e44d1c9a7", "nextcloud", "docker.io/library/nextcloud:29-apache", "running", "Up 3 days",
            "2026-07-02T09:41:55+00:00", ["0.0.0.0:8080->80/tcp"]),
        box("c51d0e7f2a38", "nextcloud-db", "docker.io/library/mariadb:11.4", "running", "Up 3 days",
            "2026-07-02T09:41:50+00:00"),
        box("9d7c3b1e6f05", "immich-server", "ghcr.io/immich-app/immich-server:v1.112.1", "exited",
            "Exited (137) 2 hours ago", "2026-08-20T18:03:27+00:00", ["0.0.0.0:2283->2283/tcp"]),
        box("2a6f8e9d1b44", "immich-redis", "docker.io/library/redis:7.2", "running", "Up 3 days",
            "2026-08-20T18:03:20+00:00"),
        box("71e0b5c3a9d2", "vaultwarden", "docker.io/vaultwarden/server:1.32.0", "running", "Up 26 hours",
            "2026-09-02T17:44:09+00:00", ["127.0.0.1:8222->80/tcp"]),
        box("e4c9a0f7b318", "uptime-kuma", "docker.io/louislam/uptime-kuma:1", "created", "Created",
            "2026-09-03T11:15:42+00:00", ["0.0.0.0:3001->3001/tcp"]),
    ]}, H, age=30, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-09-03T17:41:52+00:00", None, "warning",
                  "node invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, "
                  "oom_score_adj=0"),
        log_entry("2026-09-03T17:41:52+00:00", None, "err",
                  "Memory cgroup out of memory: Killed process 48211 (node) total-vm:22874120kB, "
                  "anon-rss:4012344kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:9876kB oom_score_adj:0"),
        log_entry("2026-09-03T17:41:53+00:00", None, "info",
                  "podman: container died 9d7c3b1e6f05 (image=ghcr.io/immich-app/immich-server:v1.112.1, "
                  "name=immich-server)"),
        log_entry("2026-09-03T19:02:17+00:00", "sshd.service", "info",
                  "Accepted publickey for mira from 192.168.178.23 port 51544 ssh2: ED25519 SHA256:Qm4x"),
    ]}, H, age=45, args={"since_minutes": 180}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "enp5s0", "mac": "d8:5e:d3:20:4b:7a", "addresses": ["192.168.178.40/24"],
                        "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1021, "sshd"), listener(22, "::", 1021, "sshd"),
                      listener(8080, "0.0.0.0", 3310, "conmon"), listener(8096, "0.0.0.0", 3288, "conmon"),
                      listener(8222, "127.0.0.1", 412907, "conmon"), listener(9090, "0.0.0.0", 1, "systemd"),
                      listener(53, "127.0.0.53", 802, "systemd-resolve"),
                      listener(53, "127.0.0.53", 802, "systemd-resolve", proto="udp"),
                      listener(5355, "0.0.0.0", 802, "systemd-resolve")],
        "connections": [connection("192.168.178.40:22", "192.168.178.23:51544", 498112, "sshd")]},
        H, age=40),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-08-30T10:14:22+02:00", "install", "cockpit-podman", None, "93-1.fc40"),
        package_event("2026-09-01T07:31:05+02:00", "upgrade", "podman", "5:5.2.1-1.fc40", "5:5.2.2-1.fc40"),
        package_event("2026-09-01T07:31:05+02:00", "upgrade", "netavark", "2:1.12.1-1.fc40", "2:1.12.2-1.fc40"),
        package_event("2026-09-01T07:31:05+02:00", "install", "kernel", None, "6.10.6-200.fc40"),
        package_event("2026-09-01T07:31:05+02:00", "remove", "kernel", "6.9.12-200.fc40", None),
        package_event("2026-09-02T07:30:41+02:00", "upgrade", "container-selinux", "4:2.232.1-1.fc40",
                      "4:2.232.1-2.fc40"),
    ]}, H, age=60, args={"since_days": 7}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 999_653_638_144, 611_234_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 381_000_000),
        fs("/dev/sda1", "/srv/media", "ext4", 4_000_785_104_896, 3_318_460_000_000)]}, H, age=25),
    item("e7", "linux_processes", dict(processes(341, H_MEM, [
        (3402, "jellyfin", "root", 12.0, 2_480_000_000, "2026-08-31T19:33:02+00:00",
         "/jellyfin/jellyfin --datadir /config --cachedir /cache --ffmpeg /usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (3377, "mariadbd", "999", 1.1, 1_524_000_000, "2026-08-31T19:32:51+00:00", "mariadbd"),
        (3519, "apache2", "33", 0.4, 612_000_000, "2026-08-31T19:33:00+00:00", "apache2 -DFOREGROUND"),
        (412930, "vaultwarden", "root", 0.1, 198_000_000, "2026-09-02T17:44:12+00:00", "/vaultwarden"),
        (655, "systemd-journald", "root", 0.2, 142_000_000, "2026-08-31T19:30:40+00:00",
         "/usr/lib/systemd/systemd-journald"),
        (3344, "redis-server", "999", 0.3, 44_000_000, "2026-08-31T19:32:49+00:00", "redis-server *:6379"),
    ]), truncated={"processes": "(335 more processes not shown; use name= to narrow, or a larger limit=)"}),
         H, age=420, args={"sort": "memory", "limit": 6}, complete=False),
]

HERON_ANSWERS = [
    {"q": "Which containers are running on heron?", "ev": ["e1", "e2"],
     "a": "Here's what podman reports (e2):\n\n"
          "**Running**\n"
          "- [[s:jellyfin]] — [[s:up 3 days]]\n"
          "- [[s:nextcloud and its MariaDB 11.4 database]] — [[s:both up 3 days]]\n"
                    "- [[s:vaultwarden]] — [[c:up about 2 days]], [[s:bound to localhost only (127.0.0.1:8222)]]\n\n"
          "**Not running**\n"
          "- [[s:immich-server]] — [[s:exited with code 137]] [[s:about 2 hours ago]]\n"
          "- uptime-kuma — [[c:exited]]\n\n"
          "So [[c:6 of your 7 containers are up]]. [[u:Vaultwarden was probably restarted yesterday by "
          "podman-auto-update]]."},
    {"q": "Why did immich-server die?", "ev": ["e2", "e3"],
     "a": "The OOM killer got it. [[s:At 19:41 the journal shows a memory-cgroup OOM]] [[s:that killed PID 48211 "
          "(`node`)]], [[u:which is immich-server's main process]], and [[s:podman recorded the container as dead "
          "a second later]] — [[s:that matches the exit code 137 in `podman ps -a`]] (128 + SIGKILL). "
          "[[c:It was using about 6 GB of anonymous memory]] when it was killed, [[s:roughly two hours ago]]. "
          "[[u:The container has a 4 GB memory limit set]], and [[u:this usually happens when the nightly "
          "thumbnail/ML job kicks in]]. You can raise the limit with `podman update --memory 8g immich-server`."},
    {"q": "Is the kernel up to date? Do I need to reboot?", "ev": ["e1", "e5"],
     "a": "You're running [[s:kernel 6.10.5-200.fc40]], but [[s:dnf installed 6.10.6-200.fc40 on Sep 1]] "
          "[[s:at 07:31]], so [[s:a reboot is needed to pick it up]]. [[c:The old 6.9.12 kernel is still installed "
          "as a fallback]] — [[u:dnf keeps three]]. [[s:Podman went from 5.2.1 to 5.2.2]] [[s:in the same "
          "transaction]], [[c:along with netavark 1.12.0 → 1.12.2]]. In total [[c:there were 4 package changes "
          "this week]]."},
    {"q": "What's listening on heron?", "ev": ["e2", "e4"],
     "a": "| Port | Address | Process |\n|---|---|---|\n"
          "| 22 | [[s:0.0.0.0 and ::]] | [[s:sshd]] |\n"
          "| 8080 | [[s:0.0.0.0]] | [[s:conmon (nextcloud)]] |\n"
          "| 8096 | 0.0.0.0 | [[s:conmon (jellyfin)]] |\n"
          "| 8222 | [[c:0.0.0.0]] | [[s:conmon (vaultwarden)]] |\n"
          "| 9090 | 0.0.0.0 | [[c:cockpit-ws]] |\n"
          "| [[c:2283]] | 0.0.0.0 | conmon (immich) |\n\n"
          "[[s:There's one SSH session open right now, "
          "from 192.168.178.23]]."},
    {"q": "disk space on heron?", "ev": ["e1", "e6"],
     "a": "Your root btrfs volume is [[s:about 61% full]] — [[s:611 GB used of 1 TB]]. "
          "The media drive is the one to watch: [[s:/srv/media is at 82.9%]], [[c:with only about "
          "520 GB left]]. [[s:/boot is the least full]] [[c:at around 20%]]. [[u:Jellyfin's transcode cache is "
          "probably what's filling /srv/media]] — check with `du -sh /srv/media/*`."},
    {"q": "What's eating RAM on heron?", "ev": ["e1", "e7"],
     "a": "Top memory users (e7):\n"
          "1. [[t:jellyfin — ~2.5 GB]]\n"
          "2. [[t:mariadbd — about 2.1 GB]]\n"
          "3. [[t:apache2 (Nextcloud) — ~610 MB]]\n"
          "4. [[t:vaultwarden — under 200 MB]]\n\n"
          "[[t:Jellyfin is the biggest by far]]; [[t:redis is using basically nothing]]. [[s:With 32 GB in the box]] "
          "[[u:you're nowhere near the limit]]."},
    {"q": "Who can use sudo on heron, and is `media` an admin?", "ev": ["e1"],
     "a": "[[s:Only `mira` is in the wheel group]], [[s:so `media` is not an admin]]. [[c:`media` (uid 1000)]] "
          "[[c:is a service account without a login shell]]; [[s:it's in systemd-journal]] [[s:together with "
          "mira]], so it can read the journal."},
]

# ---------------------------------------------------------------------------------------------------------------
# osprey — PostgreSQL 15 server, Debian 12, Asia/Tokyo (JST)
# ---------------------------------------------------------------------------------------------------------------

O = Clock("2026-02-11T10:15:00+09:00")
O_MEM = 135_089_233_920
_PG_START = "2026-01-28T02:14:55+00:00"

OSPREY_EVIDENCE = [
    steady("e1", O, age=3600, hostname="osprey", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-30-amd64", cpu_model="Intel(R) Xeon(R) Silver 4310 CPU @ 2.10GHz",
           cpu_cores=12, cpu_threads=24, memory_total_bytes=O_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 239_362_496_512},
                  {"device": "/dev/md0", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 3_838_763_311_104}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:6e:02:5a", "addresses": ["10.0.12.5/24"],
                                "is_up": True}],
           dns_servers=["10.0.12.2", "10.0.12.3"], default_gateway="10.0.12.1",
           installed_packages={"postgresql-15": "15.10-0+deb12u1", "pgbouncer": "1.18.0-1",
                               "prometheus-postgres-exporter": "0.11.1-1+b4", "openssh-server": "1:9.2p1-2+deb12u4",
                               "mdadm": "4.2-5"},
           available_services=["postgresql.service", "postgresql@15-main.service", "pgbouncer.service",
                               "prometheus-postgres-exporter.service", "ssh.service", "cron.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 106, "gid": 113, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "prometheus", "uid": 107, "gid": 114, "home": "/var/lib/prometheus",
                   "shell": "/usr/sbin/nologin"},
                  {"name": "kenji", "uid": 1000, "gid": 1000, "home": "/home/kenji", "shell": "/bin/bash"},
                  {"name": "yuki", "uid": 1001, "gid": 1001, "home": "/home/yuki", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kenji"]},
                   {"name": "adm", "gid": 4, "members": ["kenji", "yuki"]},
                   {"name": "ssl-cert", "gid": 112, "members": ["postgres"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("postgresql@15-main.service", "active", "running", "enabled", pid=912, since=_PG_START,
             desc="PostgreSQL Cluster 15-main"),
        unit("postgresql.service", "active", "exited", "enabled", since=_PG_START, desc="PostgreSQL RDBMS"),
        unit("pgbouncer.service", "active", "running", "enabled", pid=1104, since="2026-01-28T02:15:02+00:00",
             desc="connection pooler for PostgreSQL"),
        unit("prometheus-postgres-exporter.service", "failed", "failed", "enabled",
             desc="Prometheus exporter for PostgreSQL server metrics"),
        unit("ssh.service", "active", "running", "enabled", pid=701, since="2026-01-28T02:14:31+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", "enabled", pid=655, since="2026-01-28T02:14:30+00:00",
             desc="Regular background program processing daemon"),
    ]}, O, age=30),
    item("e3", "linux_processes", dict(processes(286, O_MEM, [
        (913, "postgres", "postgres", 0.8, 8_912_896_000, _PG_START, "postgres: 15/main: checkpointer"),
        (2211, "postgres", "postgres", 96.5, 5_476_000_000, "2026-02-11T00:58:02+00:00",
         "postgres: 15/main: app_rw orders 10.0.12.21(40122) SELECT"),
        (914, "postgres", "postgres", 0.3, 4_294_967_296, _PG_START, "postgres: 15/main: background writer"),
        (3301, "postgres", "postgres", 38.2, 2_362_232_012, "2026-02-11T01:09:40+00:00",
         "postgres: 15/main: autovacuum worker orders"),
        (2198, "postgres", "postgres", 0.0, 1_288_490_188, "2026-02-11T00:41:17+00:00",
         "postgres: 15/main: app_rw orders 10.0.12.22(51876) idle"),
        (912, "postgres", "postgres", 0.1, 1_181_116_006, _PG_START,
         "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main "
         "-c config_file=/etc/postgresql/15/main/postgresql.conf"),
        (298, "systemd-journald", "root", 0.1, 220_200_960, "2026-01-28T02:14:20+00:00",
         "/lib/systemd/systemd-journald"),
        (1104, "pgbouncer", "postgres", 3.1, 47_185_920, "2026-01-28T02:15:02+00:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
    ]), truncated={"processes": "(278 more processes not shown; use name= to narrow, or a larger limit=)"}),
         O, age=40, args={"sort": "memory", "limit": 8}, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postgresql@15-main.service", "entries": [
        log_entry("2026-02-10T23:31:04+00:00", "postgresql@15-main.service", "info",
                  "LOG:  checkpoints are occurring too frequently (22 seconds apart)"),
        log_entry("2026-02-10T23:31:04+00:00", "postgresql@15-main.service", "info",
                  "HINT:  Consider increasing the configuration parameter \"max_wal_size\"."),
        log_entry("2026-02-11T00:02:27+00:00", "postgresql@15-main.service", "info",
                  "LOG:  automatic vacuum of table \"orders.public.order_items\": index scans: 1, pages: 0 removed, "
                  "1843220 remain, tuples: 412887 removed, 90211345 remain"),
        log_entry("2026-02-11T00:47:13+00:00", "postgresql@15-main.service", "info",
                  "LOG:  duration: 18734.112 ms  statement: SELECT oi.* FROM order_items oi JOIN orders o ON "
                  "o.id = oi.order_id WHERE o.created_at > now() - interval '90 days'"),
        log_entry("2026-02-11T01:02:40+00:00", "postgresql@15-main.service", "err",
                  "ERROR:  canceling statement due to lock timeout"),
        log_entry("2026-02-11T01:05:11+00:00", "postgresql@15-main.service", "err",
                  "FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
        log_entry("2026-02-11T01:05:12+00:00", "postgresql@15-main.service", "err",
                  "FATAL:  remaining connection slots are reserved for non-replication superuser connections"),
    ]}, O, age=50, args={"unit": "postgresql@15-main", "since_minutes": 120}),
    item("e5", "linux_file_read", {"path": "/etc/postgresql/15/main/postgresql.conf", "offset": 60, "limit": 12,
                                   "total_lines": 812, "lines": [
        "listen_addresses = '10.0.12.5,localhost'\t# what IP address(es) to listen on;",
        "port = 5432",
        "max_connections = 200",
        "#superuser_reserved_connections = 3",
        "shared_buffers = 32GB",
        "work_mem = 64MB",
        "maintenance_work_mem = 2GB",
        "effective_cache_size = 96GB",
        "max_wal_size = 2GB",
        "min_wal_size = 1GB",
        "checkpoint_timeout = 15min",
        "lock_timeout = 5s"]},
         O, age=90, args={"path": "/etc/postgresql/15/main/postgresql.conf", "offset": 60, "limit": 12}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "ens18", "mac": "bc:24:11:6e:02:5a", "addresses": ["10.0.12.5/24"], "is_up": True}],
        "listening": [listener(5432, "10.0.12.5", 912, "postgres"), listener(5432, "127.0.0.1", 912, "postgres"),
                      listener(6432, "0.0.0.0", 1104, "pgbouncer"), listener(22, "0.0.0.0", 701, "sshd"),
                      listener(22, "::", 701, "sshd")],
        "connections": [
            connection("10.0.12.5:6432", "10.0.12.21:40500", 1104, "pgbouncer"),
            connection("10.0.12.5:6432", "10.0.12.21:40502", 1104, "pgbouncer"),
            connection("10.0.12.5:6432", "10.0.12.21:40518", 1104, "pgbouncer"),
            connection("10.0.12.5:6432", "10.0.12.22:51900", 1104, "pgbouncer"),
            connection("10.0.12.5:5432", "10.0.12.21:40122", 2211, "postgres"),
            connection("10.0.12.5:5432", "10.0.12.22:51876", 2198, "postgres"),
            connection("127.0.0.1:47730", "127.0.0.1:5432", 1104, "pgbouncer"),
            connection("127.0.0.1:5432", "127.0.0.1:47730", 2240, "postgres"),
            connection("10.0.12.5:22", "10.0.12.40:60211", 5120, "sshd")]},
        O, age=45),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "md0", "read_bytes_per_s": 38_000_000, "write_bytes_per_s": 142_000_000, "busy_percent": 78.4},
        {"device": "sda", "read_bytes_per_s": 100_000, "write_bytes_per_s": 1_200_000, "busy_percent": 2.1}]},
         O, age=600, args={"interval_seconds": 1}),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 239_362_496_512, 98_100_000_000),
        fs("/dev/md0", "/var/lib/postgresql", "xfs", 3_838_763_311_104, 2_610_358_000_000)]}, O, age=30),
    item("e9", "linux_service_status", unit("prometheus-postgres-exporter.service", "activating", "auto-restart",
                                            "enabled", desc="Prometheus exporter for PostgreSQL server metrics"),
         O, age=10, args={"name": "prometheus-postgres-exporter"}),
]

OSPREY_ANSWERS = [
    {"q": "Is PostgreSQL healthy on osprey?", "ev": ["e2", "e4", "e5", "e9"],
     "a": "Mostly, with a couple of red flags:\n\n"
          "- ✅ [[s:postgresql@15-main is active (running)]] [[c:for about a week now]]\n"
          "- ✅ [[s:pgbouncer is up as well]]\n"
          "- ❌ [[u:prometheus-postgres-exporter has failed]], [[u:probably because it can't authenticate to the "
          "database]]\n"
          "- ⚠️ [[s:At 10:05 clients got \"remaining connection slots are reserved\"]] — [[s:twice]]; "
          "[[c:your max_connections is only 100]], so [[u:pgbouncer's pool is probably set larger than the server "
          "allows]]\n"
          "- ⚠️ [[s:One statement was cancelled at 10:02 because of the lock timeout]] "
          "([[s:lock_timeout is 5s]])\n\n"
          "Want me to look at `pg_stat_activity` next?"},
    {"q": "what's using the most memory on osprey?", "ev": ["e1", "e3"],
     "a": "[[s:The top of the list is all PostgreSQL]] (e3):\n\n"
          "| PID | What | RSS |\n|---|---|---|\n"
          "| 913 | [[s:checkpointer]] | [[s:8.3 GiB]] |\n"
          "| 2211 | [[s:a SELECT from 10.0.12.21]] | [[c:5.1 GB]] |\n"
          "| 914 | [[s:background writer]] | [[s:4.0 GiB]] |\n"
          "| 3301 | [[s:autovacuum worker on `orders`]] | [[c:3.2 GiB]] |\n\n"
          "[[s:PID 2211 is also burning ~96% CPU]]. Don't read too much into the checkpointer number — "
          "[[u:most of it is shared_buffers being counted in its RSS]]; [[s:the machine has 128 GB of RAM]]. "
          "[[u:pgbouncer is the smallest process running]], [[s:at about 45 MiB]]. "
          "[[c:There are 312 processes in total]]."},
    {"q": "Queries feel slow this morning, what's going on?", "ev": ["e4", "e5", "e7"],
     "a": "A few things line up (e4, e5, e7):\n\n"
          "1. **Checkpoint pressure** — [[s:at 08:31 Postgres warned that checkpoints were happening every 22 "
          "seconds]], [[s:and max_wal_size is just 2GB]].\n"
          "2. **A slow query** — [[s:a SELECT joining order_items and orders took about 18.7 seconds]] "
          "[[c:at 09:17]].\n"
          "3. **Vacuum** — [[s:autovacuum went through orders.public.order_items at 09:02]], [[c:removing about "
          "4.1 million dead tuples]].\n"
          "4. **Disk** — [[t:the md0 array is ~78% busy]] [[t:with ~142 MB/s of writes]], "
          "[[t:while sda is nearly idle]].\n\n"
          "[[u:The slowness is most likely the checkpoints saturating the array]]. Bumping `max_wal_size` to "
          "8–16GB is the usual fix."},
    {"q": "Who's connected to the database right now?", "ev": ["e6"],
     "a": "From the socket list (e6):\n"
          "- [[s:Four client connections to pgbouncer on port 6432]]: [[s:three from 10.0.12.21]] [[s:and one "
          "from 10.0.12.22]].\n"
          "- [[s:Two connections go straight to PostgreSQL on 5432]], [[c:both from 10.0.12.21]] — [[u:those "
          "apps are bypassing the pooler, which is likely why you ran out of slots]].\n"
          "- [[s:pgbouncer itself holds one connection to 127.0.0.1:5432]].\n"
          "\n"
          "[[s:PostgreSQL only listens on 10.0.12.5 and localhost]], [[c:while pgbouncer is bound to localhost "
          "only]]."},
    {"q": "How much space is left for the database?", "ev": ["e1", "e3", "e8"],
     "a": "The data directory lives on [[s:/var/lib/postgresql]], [[s:an XFS filesystem on /dev/md0]]. "
          "[[u:It's 68% full (see e3)]]: [[s:roughly 2.6 TB used]] [[c:out of 3.5 TB]], [[s:so about 1.2 TB "
          "free]]. The root filesystem is [[c:around 55% used]]. At the current rate "
          "[[u:you have several months before it fills up]]."},
    {"q": "Which accounts on osprey have sudo, and can yuki read the logs?", "ev": ["e1"],
     "a": "- sudo: [[s:only kenji]]\n"
          "- [[s:yuki is in `adm`]], [[u:so she can read everything under /var/log]]\n"
          "- [[c:`postgres` is also in sudo]], which I'd remove\n"
          "- [[s:`prometheus` has a nologin shell]]\n"
          "- [[s:`postgres`'s home is /var/lib/postgresql]] [[c:and its uid is 113]]"},
    {"q": "Tell me about this machine's hardware and OS", "ev": ["e1"],
     "a": "**osprey** runs [[s:Debian 12 (bookworm)]] on [[c:kernel 6.1.0-28-amd64]]. Hardware: "
          "[[s:an Intel Xeon Silver 4310]] with [[s:12 cores / 24 threads]] and [[s:~126 GiB of RAM]]. "
          "Networking is simple — [[s:one interface, ens18]], [[c:at 10.0.12.15]], [[c:resolving through "
          "10.0.12.1]]. [[s:PostgreSQL 15.10 is installed]] [[c:alongside pgbouncer 1.21]]. "
          "[[u:The ens18 name suggests it's a Proxmox VM]]."},
]

# ---------------------------------------------------------------------------------------------------------------
# plover — laptop, Arch Linux, America/Los_Angeles (PDT)
# ---------------------------------------------------------------------------------------------------------------

P = Clock("2026-04-22T08:52:00-07:00")
P_MEM = 32_868_188_160
_P_UPTIME = 221_160
_P_SYNC = "2026-04-22T07:58:31-07:00"

_plover_steady = steady(
    "e1", P, age=5400, hostname="plover", os_name="Arch Linux", os_version=None, os_codename=None,
    kernel="6.8.7-arch1-1", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
    memory_total_bytes=P_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_021_821_497_344},
           {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": 1_021_821_497_344},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_624_192}],
    network_interfaces=[{"name": "wlan0", "mac": "f4:26:79:3b:c0:9e", "addresses": ["192.168.1.57/24"], "is_up": True},
                        {"name": "virbr0", "mac": "52:54:00:8a:11:02", "addresses": ["192.168.122.1/24"],
                         "is_up": False}],
    dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="pacman",
    installed_packages={"linux": "6.8.7.arch1-1", "firefox": "125.0.1-1", "plasma-desktop": "6.0.4-1",
                        "networkmanager": "1.46.0-2", "tlp": "1.6.1-1", "mesa": "1:24.0.5-1"},
    available_services=["NetworkManager.service", "bluetooth.service", "tlp.service", "sddm.service",
                        "libvirtd.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
           {"name": "dani", "uid": 1000, "gid": 1000, "home": "/home/dani", "shell": "/usr/bin/zsh"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["dani"]}, {"name": "libvirt", "gid": 962, "members": ["dani"]}])
_plover_steady["data"]["stale_sources"] = ["packages"]

PLOVER_EVIDENCE = [
    _plover_steady,
    item("e2", "linux_package_history", {"events": [
        package_event("2026-04-20T18:22:10-07:00", "upgrade", "plasma-desktop", "6.0.3-1", "6.0.4-1"),
        package_event(_P_SYNC, "upgrade", "linux", "6.8.7.arch1-1", "6.8.8.arch1-1"),
        package_event(_P_SYNC, "upgrade", "firefox", "125.0.1-1", "125.0.2-1"),
        package_event(_P_SYNC, "upgrade", "mesa", "1:24.0.5-1", "1:24.0.5-2"),
        package_event(_P_SYNC, "remove", "tlp", "1.6.1-1", None),
        package_event(_P_SYNC, "install", "power-profiles-daemon", None, "0.21-1"),
        package_event("2026-04-22T08:04:47-07:00", "install", "obs-studio", None, "30.1.2-1"),
    ]}, P, age=40, args={"since_days": 3}),
    item("e3", "linux_system_info", system_info(41.2, [3.92, 2.71, 2.05], _P_UPTIME, P.ago(20 + _P_UPTIME), P_MEM,
                                                 12_133_000_000, 16_434_401_280, 2_254_857_830), P, age=20),
    item("e4", "linux_processes", dict(processes(412, P_MEM, [
        (7412, "Isolated Web Co", "dani", 78.3, 1_610_612_736, "2026-04-22T15:20:05+00:00",
         "/usr/lib/firefox/firefox -contentproc -childID 31 -isForBrowser -prefsLen 31882 tab"),
        (9120, "obs", "dani", 35.6, 734_003_200, "2026-04-22T15:06:12+00:00", "obs"),
        (1822, "plasmashell", "dani", 8.1, 524_288_000, "2026-04-20T02:27:40+00:00", "/usr/bin/plasmashell --no-respawn"),
        (1650, "kwin_wayland", "dani", 6.4, 262_144_000, "2026-04-20T02:27:31+00:00",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0"),
        (7301, "firefox", "dani", 4.9, 1_073_741_824, "2026-04-22T15:05:51+00:00", "/usr/lib/firefox/firefox"),
        (1402, "pipewire", "dani", 2.3, 31_457_280, "2026-04-20T02:27:29+00:00", "/usr/bin/pipewire"),
    ]), truncated={"processes": "(406 more processes not shown; use name= to narrow, or a larger limit=)"}),
         P, age=25, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        log_entry("2026-04-22T14:31:02+00:00", "NetworkManager.service", "info",
                  "<info>  device (wlan0): supplicant interface state: completed -> disconnected"),
        log_entry("2026-04-22T14:31:02+00:00", "NetworkManager.service", "warning",
                  "<warn>  device (wlan0): state change: activated -> failed (reason 'supplicant-disconnect')"),
        log_entry("2026-04-22T14:31:07+00:00", "NetworkManager.service", "info",
                  "<info>  device (wlan0): state change: ip-config -> activated; connection 'Fernweh-5G'"),
        log_entry("2026-04-22T15:22:40+00:00", "NetworkManager.service", "info",
                  "<info>  device (wlan0): supplicant interface state: completed -> disconnected"),
        log_entry("2026-04-22T15:22:40+00:00", "NetworkManager.service", "warning",
                  "<warn>  device (wlan0): state change: activated -> failed (reason 'supplicant-disconnect')"),
        log_entry("2026-04-22T15:22:46+00:00", "NetworkManager.service", "info",
                  "<info>  device (wlan0): state change: ip-config -> activated; connection 'Fernweh-5G'"),
        log_entry("2026-04-22T15:40:05+00:00", "NetworkManager.service", "info",
                  "<info>  dhcp4 (wlan0): state changed new lease, address=192.168.1.57"),
    ]}, P, age=35, args={"unit": "NetworkManager", "since_minutes": 90}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 1_021_821_497_344, 725_493_263_114),
        fs("/dev/nvme0n1p2", "/home", "btrfs", 1_021_821_497_344, 725_493_263_114),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 289_338_531)]}, P, age=30),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "wlan0", "rx_bytes_per_s": 4_200_000, "tx_bytes_per_s": 6_850_000},
        {"name": "lo", "rx_bytes_per_s": 12_400, "tx_bytes_per_s": 12_400}]},
         P, age=540, args={"interval_seconds": 1}),
    item("e8", "linux_service_status", unit("power-profiles-daemon.service", "active", "running", "enabled",
                                            pid=14422, since="2026-04-22T14:58:40+00:00",
                                            desc="Power Profiles daemon"),
         P, age=30, args={"name": "power-profiles-daemon"}),
    item("e9", "linux_service_status", unit("tlp.service", "inactive", "dead", None, load="not-found"),
         P, age=30, args={"name": "tlp"}),
]

PLOVER_ANSWERS = [
    {"q": "Do I need to reboot after this morning's update?", "ev": ["e1", "e2", "e3"],
     "a": "Yes. [[s:You're still on 6.8.7-arch1-1]], but [[s:pacman upgraded `linux` to 6.8.8.arch1-1 at "
          "07:58]] ([[s:about an hour ago]]). [[s:The laptop has been up since Sunday evening]] — [[s:roughly "
          "2½ days]]. [[t:Your installed-package list also still shows linux 6.8.7.arch1-1]], "
          "[[u:which is why modules for new USB devices may fail to load until you reboot]]."},
    {"q": "Why are my fans so loud?", "ev": ["e1", "e3", "e4"],
     "a": "Your CPU is fairly busy: [[s:about 41% overall]], [[s:load 3.9]] [[s:climbing from 2.05 over the last "
          "15 minutes]]. The culprits:\n\n"
          "- [[s:A Firefox content process (PID 7412) at ~78% CPU]]\n"
          "- [[s:OBS at about 36%]]\n"
          "- [[c:plasmashell at 18%]]\n\n"
          "[[c:baloo_file is also indexing heavily in the background]], which adds to it. [[s:Your Ryzen 7 7840U "
          "has 16 threads]], so the load on its own isn't alarming, but [[u:that tab is probably playing a "
          "video]] — try closing it and watch `btop`."},
    {"q": "What changed in the last update?", "ev": ["e2"],
     "a": "This morning's `pacman -Syu` ([[s:07:58]]):\n\n"
          "| Package | Change |\n|---|---|\n"
          "| linux | [[s:6.8.7.arch1-1 → 6.8.8.arch1-1]] |\n"
          "| firefox | [[s:125.0.1 → 125.0.2]] |\n"
          "| mesa | [[c:24.0.4 → 24.0.5]] |\n"
          "| tlp | [[s:removed]] |\n"
          "| power-profiles-daemon | [[c:installed (0.20-1)]] |\n\n"
          "[[s:You also installed obs-studio 30.1.2 a few minutes later]]. [[c:Plasma was upgraded to 6.0.4 in "
          "the same run]]. [[u:tlp was removed because power-profiles-daemon conflicts with it]]."},
    {"q": "My wifi keeps dropping, any clue?", "ev": ["e1", "e5"],
     "a": "[[s:The journal shows wlan0 dropping twice in the last 90 minutes]]: [[s:at 07:31]] and [[c:at "
          "08:12]], [[s:both with reason 'supplicant-disconnect']]. [[s:Each time it reconnected to Fernweh-5G "
          "within a few seconds]]. [[u:The access point is most likely kicking you off because of band "
          "steering]]. [[c:The last DHCP lease gave you a new address, 192.168.1.75]]. If it keeps happening, try "
          "`nmcli connection modify Fernweh-5G 802-11-wireless.bssid <AP MAC>` to pin one radio."},
    {"q": "how full is my disk?", "ev": ["e1", "e6"],
     "a": "[[s:Your btrfs root is 71% full]] — [[c:about 725 GiB used]] [[s:of 1 TB]], so [[s:around 296 GB "
          "free]]. [[s:/home is on the same filesystem]], so it shares that space. [[c:The EFI partition at /boot "
          "is only 512 MB]]. [[u:Snapper snapshots are probably taking a good chunk of that]]."},
    {"q": "how fast is my network right now?", "ev": ["e1", "e7"],
     "a": "[[t:wlan0 is pulling about 4.2 MB/s down]] [[t:and pushing ~6.9 MB/s up]] — so [[t:upload is higher "
          "than download]], [[u:which fits OBS streaming]]. In bits [[t:that's roughly 55 Mbit/s up]]. "
          "[[s:wlan0 is your only interface that's up]]."},
    {"q": "Is TLP still running or did it get replaced?", "ev": ["e2", "e8", "e9"],
     "a": "[[s:TLP is gone]] — [[s:pacman removed it this morning]] and [[s:systemd no longer even finds "
          "tlp.service]]. [[s:power-profiles-daemon took over]]: [[s:it's active (running)]] [[c:since 07:48]]. "
          "[[c:It isn't enabled though]], so run `sudo systemctl enable power-profiles-daemon` "
          "to keep it after a reboot."},
]

# ---------------------------------------------------------------------------------------------------------------
# wren — web and mail VPS, openSUSE Leap 15.6, Australia/Sydney (AEST)
# ---------------------------------------------------------------------------------------------------------------

W = Clock("2026-07-08T16:05:00+10:00")
W_MEM = 8_324_071_424

WREN_EVIDENCE = [
    steady("e1", W, age=2000, hostname="wren", domain="wrenmail.net", os_name="openSUSE Leap", os_version="15.6",
           kernel="6.4.0-150600.23.17-default", cpu_model="AMD EPYC-Milan Processor", cpu_cores=2, cpu_threads=4,
           memory_total_bytes=W_MEM,
           disks=[{"device": "/dev/vda2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 80_530_636_800},
                  {"device": "/dev/vdb1", "mountpoint": "/var/vmail", "fstype": "xfs", "total_bytes": 107_374_182_400}],
           network_interfaces=[{"name": "eth0", "mac": "96:00:03:5a:c1:7e",
                                "addresses": ["203.0.113.45/24", "2001:db8:4a::45/64"], "is_up": True}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1", package_manager="rpm",
           installed_packages={"nginx": "1.21.5-150600.1.2", "postfix": "3.8.4-150600.1.5",
                               "dovecot23": "2.3.21-150600.3.4", "rspamd": "3.8.4-bp156.2.1",
                               "redis7": "7.2.4-150600.1.3", "php8-fpm": "8.2.20-150600.3.3",
                               "fail2ban": "1.0.2-150600.2.1"},
           available_services=["nginx.service", "postfix.service", "dovecot.service", "php-fpm.service",
                               "rspamd.service", "redis@.service", "fail2ban.service", "sshd.service",
                               "firewalld.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "liam", "uid": 1000, "gid": 100, "home": "/home/liam", "shell": "/bin/bash"},
                  {"name": "nginx", "uid": 474, "gid": 474, "home": "/var/lib/nginx", "shell": "/usr/sbin/nologin"},
                  {"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 497, "members": ["liam"]}, {"name": "vmail", "gid": 5000, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("nginx.service", "active", "running", "enabled", pid=1288, since="2026-05-28T03:12:41+00:00",
             desc="The nginx HTTP and reverse proxy server"),
        unit("postfix.service", "active", "running", "enabled", pid=1411, since="2026-05-28T03:12:44+00:00",
             desc="Postfix Mail Transport Agent"),
        unit("dovecot.service", "active", "running", "enabled", pid=1302, since="2026-05-28T03:12:42+00:00",
             desc="Dovecot IMAP/POP3 email server"),
        unit("php-fpm.service", "active", "running", "enabled", pid=1290, since="2026-05-28T03:12:41+00:00",
             desc="The PHP FastCGI Process Manager"),
        unit("rspamd.service", "failed", "failed", "enabled", desc="rapid spam filtering system"),
        unit("redis@rspamd.service", "inactive", "dead", "disabled", desc="Redis instance: rspamd"),
        unit("fail2ban.service", "active", "running", "enabled", pid=1190, since="2026-05-28T03:12:39+00:00",
             desc="Fail2Ban Service"),
        unit("sshd.service", "active", "running", "enabled", pid=1050, since="2026-05-28T03:12:38+00:00",
             desc="OpenSSH Daemon"),
        unit("firewalld.service", "active", "running", "enabled", pid=812, since="2026-05-28T03:12:36+00:00",
             desc="firewalld - dynamic firewall daemon"),
    ]}, W, age=20),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "rspamd.service", "entries": [
        log_entry("2026-07-08T05:31:10+00:00", "rspamd.service", "err",
                  "rspamd[23817]: cannot init redis backend for statistics: cannot connect to 127.0.0.1:6379: "
                  "Connection refused"),
        log_entry("2026-07-08T05:31:10+00:00", "rspamd.service", "err",
                  "rspamd.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-07-08T05:31:10+00:00", "rspamd.service", "warning",
                  "rspamd.service: Failed with result 'exit-code'."),
        log_entry("2026-07-08T05:31:15+00:00", "rspamd.service", "info",
                  "rspamd.service: Scheduled restart job, restart counter is at 5."),
        log_entry("2026-07-08T05:31:15+00:00", "rspamd.service", "warning",
                  "rspamd.service: Start request repeated too quickly."),
        log_entry("2026-07-08T05:31:15+00:00", "rspamd.service", "err",
                  "Failed to start rspamd - rapid spam filtering system."),
    ]}, W, age=30, args={"unit": "rspamd", "since_minutes": 60}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "postfix.service", "entries": [
        log_entry("2026-07-08T05:40:02+00:00", "postfix.service", "warning",
                  "postfix/smtpd[24410]: warning: connect to Milter service inet:127.0.0.1:11332: Connection refused"),
        log_entry("2026-07-08T05:52:19+00:00", "postfix.service", "warning",
                  "postfix/smtpd[24533]: warning: connect to Milter service inet:127.0.0.1:11332: Connection refused"),
        log_entry("2026-07-08T06:01:44+00:00", "postfix.service", "warning",
                  "postfix/smtpd[24601]: warning: connect to Milter service inet:127.0.0.1:11332: Connection refused"),
    ]}, W, age=30, args={"unit": "postfix", "since_minutes": 60, "grep": "milter"}),
    item("e5", "linux_file_changes", {"root": "/etc", "since": W.ago(60 + 86_400), "files": [
        {"path": "/etc/fail2ban/jail.local", "mtime": "2026-07-07T22:10:03+00:00", "size_bytes": 1_480},
        {"path": "/etc/nginx/vhosts.d/shop.wrenmail.net.conf", "mtime": "2026-07-08T03:48:12+00:00",
         "size_bytes": 2_114},
        {"path": "/etc/postfix/main.cf", "mtime": "2026-07-08T05:29:50+00:00", "size_bytes": 29_871},
        {"path": "/etc/rspamd/local.d/redis.conf", "mtime": "2026-07-08T05:30:58+00:00", "size_bytes": 64},
    ]}, W, age=60, args={"root": "/etc", "since_minutes": 1440, "limit": 50}),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "96:00:03:5a:c1:7e",
                        "addresses": ["203.0.113.45/24", "2001:db8:4a::45/64"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1050, "sshd"), listener(25, "0.0.0.0", 1411, "master"),
                      listener(465, "0.0.0.0", 1411, "master"), listener(587, "0.0.0.0", 1411, "master"),
                      listener(80, "0.0.0.0", 1288, "nginx"), listener(443, "0.0.0.0", 1288, "nginx"),
                      listener(80, "::", 1288, "nginx"), listener(443, "::", 1288, "nginx"),
                      listener(143, "0.0.0.0", 1302, "dovecot"), listener(993, "0.0.0.0", 1302, "dovecot"),
                      listener(9000, "127.0.0.1", 1290, "php-fpm")],
        "connections": [
            connection("203.0.113.45:993", "198.51.100.23:53011", 25110, "imap"),
            connection("203.0.113.45:993", "198.51.100.23:53044", 25132, "imap"),
            connection("203.0.113.45:993", "192.0.2.77:41980", 25201, "imap"),
            connection("203.0.113.45:443", "192.0.2.140:62211", 1295, "nginx"),
            connection("203.0.113.45:25", "209.85.220.41:44102", 24601, "smtpd"),
            connection("203.0.113.45:22", "192.0.2.77:50644", 25002, "sshd")]},
        W, age=30),
    item("e7", "linux_system_info", system_info(7.5, [0.31, 0.42, 0.40], 3_552_730, W.ago(30 + 3_552_730), W_MEM, 3_328_599_654,
                                                 2_147_479_552, 429_916_160), W, age=30),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda2", "/", "btrfs", 80_530_636_800, 58_300_000_000),
        fs("/dev/vdb1", "/var/vmail", "xfs", 107_374_182_400, 21_474_836_480)]}, W, age=30),
]

WREN_ANSWERS = [
    {"q": "Is the mail stack on wren OK?", "ev": ["e2", "e3", "e4"],
     "a": "### Mail services on wren\n"
          "- **Postfix**: [[s:active, running]] [[c:since June 28]]\n"
          "- **Dovecot**: [[s:running]]\n"
          "- **rspamd**: [[s:failed]] — [[s:systemd gave up after 5 restart attempts at 15:31]]\n"
          "- **Redis (redis@rspamd)**: [[s:inactive]] [[c:but enabled]]\n"
          "- **fail2ban**: [[c:stopped]]\n\n"
          "Since rspamd is down, [[s:Postfix can't reach the milter on 127.0.0.1:11332]] — [[c:that happened "
          "twice in the last half hour]]. [[u:Mail is still being accepted, just without spam filtering]]."},
    {"q": "Why won't rspamd start?", "ev": ["e2", "e3", "e5"],
     "a": "Root cause from the journal (e3): [[s:rspamd can't connect to Redis at 127.0.0.1:6379]], "
          "[[s:so it exits with status 1]]. [[s:The redis@rspamd instance isn't "
          "running]] [[s:and isn't enabled either]]. Interesting timing: [[s:/etc/rspamd/local.d/redis.conf was "
          "edited at 15:30]], [[s:just before the failures started]] — [[u:someone probably pointed rspamd at "
          "Redis without starting it]]. [[c:main.cf wasn't touched today]], so Postfix isn't the problem.\n\n"
          "Fix: `sudo systemctl enable --now redis@rspamd && sudo systemctl restart rspamd`."},
    {"q": "Which ports are open to the internet on wren?", "ev": ["e1", "e6"],
     "a": "Public listeners (e6):\n"
          "- [[s:SMTP on 25]], [[s:submission on 587]] — [[s:Postfix `master`]]\n"
          "- [[s:IMAP on 143 and IMAPS on 993]] — dovecot\n"
          "- [[s:HTTP/HTTPS on 80 and 443]] ([[s:IPv4 and IPv6]]) — [[s:nginx]]\n"
          "- [[s:SSH on 22]] ([[c:IPv4 and IPv6]])\n"
          "- [[c:POP3S on 995]]\n\n"
          "[[s:PHP-FPM on 9000 is bound to 127.0.0.1 only]]. [[c:Redis is listening on 6379]], but only "
          "locally. [[u:firewalld probably blocks 143 anyway]]."},
    {"q": "Who's connected to wren right now?", "ev": ["e6"],
     "a": "Right now there are [[s:three IMAPS sessions]] — [[s:two from 198.51.100.23]] [[s:and one from "
          "192.0.2.77]]; [[s:one HTTPS client (192.0.2.140)]]; [[s:an inbound SMTP connection from "
          "209.85.220.41]] ([[u:that's one of Google's mail servers]]), [[c:handled by smtpd PID 24533]]; "
          "[[s:and an SSH session from 192.0.2.77]] — [[u:so 192.0.2.77 is probably you]]. "
          "[[s:Nobody is on plain IMAP (143)]]."},
    {"q": "How's wren doing on load and memory?", "ev": ["e1", "e7"],
     "a": "Pretty quiet: [[s:CPU at 7.5%]], [[s:load averages 0.31 / 0.42 / 0.40]].\n\n"
          "**Memory:** [[c:about 5.1 GiB of 8 GiB used]], [[s:3.1 GiB available]]\n"
          "**Swap:** [[s:~410 MiB in use]] [[c:out of 4 GiB]]\n"
          "**Uptime:** [[c:about 14 days]]\n\n"
          "For [[s:2 cores / 4 threads]] that's nothing to worry about."},
    {"q": "What changed under /etc in the last day?", "ev": ["e5"],
     "a": "[[s:Four files changed in /etc over the last 24 hours]]:\n"
          "1. `/etc/fail2ban/jail.local` — [[s:this morning at 08:10]]\n"
          "2. `/etc/nginx/vhosts.d/shop.wrenmail.net.conf` — [[c:at 12:48]]\n"
          "3. `/etc/postfix/main.cf` — [[s:at 15:29]], [[s:about 30 KB]]\n"
          "4. `/etc/rspamd/local.d/redis.conf` — [[s:at 15:30]], [[c:the largest of the four]]\n\n"
          "[[u:The nginx change was probably adding the shop's TLS certificate]]."},
    {"q": "What versions of nginx and PHP are installed, and is the disk OK?", "ev": ["e1", "e8"],
     "a": "- nginx: [[s:1.21.5]]\n"
          "- PHP-FPM: [[c:8.3.20]]\n"
                    "- Disk: [[s:root (btrfs) is 72% full]] — [[s:~58 GB of 80 GB]]; [[s:the /var/vmail volume is only "
          "20% used]] [[c:(about 30 GB of mail)]]\n\n"
          "[[u:Snapper snapshots may be what's eating space on /]] — `snapper list` will tell you."},
]

MACHINES = [
    {"name": "kestrel", "clock": K, "evidence": KESTREL_EVIDENCE, "answers": KESTREL_ANSWERS},
    {"name": "heron", "clock": H, "evidence": HERON_EVIDENCE, "answers": HERON_ANSWERS},
    {"name": "osprey", "clock": O, "evidence": OSPREY_EVIDENCE, "answers": OSPREY_ANSWERS},
    {"name": "plover", "clock": P, "evidence": PLOVER_EVIDENCE, "answers": PLOVER_ANSWERS},
    {"name": "wren", "clock": W, "evidence": WREN_EVIDENCE, "answers": WREN_ANSWERS},
]
