"""24th generation (written blind: the writer saw neither the certainty wrapper, its tests, the other
generations' scenarios nor the corpus files; labels were decided by reading this file's evidence only).

Five machines named after Panem, written as a balanced hidden test of what people ask an assistant about a
Linux machine (services and failures, memory and disk, processes, packages and updates, users/groups/logins,
listeners and connections, Docker and Podman containers, Kubernetes, logs as time-lines, configuration files),
answered the way small local models answer: terse lines, chatty Markdown with tables and emoji, long paragraphs.
Two claims cite an evidence id that does not say them (seam's pgbouncer version "(s3)", mockingjay's disk "(m7)").

capitol — Ubuntu 24.04 k3s control-plane node (UTC). Nodes (arena-2 NotReady, on an older k3s), pods in every
namespace (payments-worker in CrashLoopBackOff with 14 restarts, prometheus-server-0 Pending on arena-2), prod
deployments and Services (a LoadBalancer api-gateway 443->8443 nodePort 31443, a ClusterIP orders-api, a
headless redis), the payments-worker pod read again 25 s after the listing with 15 restarts (two fresh items
that disagree), memory (68 % of 62.6 GiB, no swap), a process list by memory read 700 s before the answer
(stale), k3s.service, the k3s journal of the last two hours (node went NotReady 08:47, back-offs 09:05 and 09:15)
and disk usage.

district12 — Fedora 41 laptop (UTC-05:00) with rootless Podman. The steady state lists three human accounts
(katniss in wheel, prim, gale) and its package source is stale. Processes by memory (cut to 8; Firefox of two
users), memory and zram swap, four Podman containers (syncthing and a toolbox up, postgres-dev exited 1,
mailpit exited 0), a week of dnf history (Firefox 136.0, mesa 25, kernel 6.13.5 in and 6.12.11 out, podman
5.3.2 -> 5.4.0, podman-compose), btrfs disk usage (85.8 %) and sockets (no sshd; rootlessport on 22000).

district4 — Debian 12 home server (UTC+01:00) running Docker. Seven containers (four up, vaultwarden
restarting and recreated this afternoon, photoprism killed 137, watchtower exited two weeks ago), disks
(/srv/backup full, /srv/media 94 %), every service (backup-rsync failed, nmbd inactive), the nightly backup's
journal (03:00 start, 03:41 "No space left on device"), memory and uptime, listeners and connections, two weeks
of apt history; its users source is stale.

seam — Rocky Linux 9.5 PostgreSQL 16 server (UTC+09:00). postgresql-16 and pgbouncer units (both up since
27 February), postgresql.conf, processes by CPU (a reporting SELECT at 96 %), a day of sshd logins (peeta and
effie by key, haymitch by password, three failed attempts from 203.0.113.77), sockets, a month of dnf history
(16.6 -> 16.8 two days ago, without a restart), disk usage, memory, a disk I/O sample 15 minutes old (stale).

mockingjay — Arch Linux GitLab CI runner (UTC+11:00). Failed units (reflector, ci-cache-cleanup), gitlab-runner
and docker units (up since 10 March, before the 12 March upgrade), running containers read seven minutes
before the answer (stale), a 95 % full btrfs root, the runner's journal (one job failed with exit 1, one on
"no space left on device"), pacman history (linux 6.13.6 while 6.13.5 runs, act installed and removed),
processes by CPU (rustc at 388 %), memory and load, network traffic; its package source is stale.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)


def _node(name: str, ready: bool, version: str, role: str | None = None) -> dict:
    obj = node(name, ready, version)
    labels = {"kubernetes.io/hostname": name}
    if role:
        labels[f"node-role.kubernetes.io/{role}"] = "true"
    obj["metadata"]["labels"] = labels
    return obj


def _service(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[dict],
             ingress: list[str] | None = None) -> dict:
    obj = {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
           "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports, "selector": {"app": name}},
           "status": {"loadBalancer": {"ingress": [{"ip": ip} for ip in ingress]} if ingress else {}}}
    return obj


# ---------------------------------------------------------------- capitol: k3s control plane, Ubuntu 24.04, UTC
cap = Clock("2026-03-14T09:20:00+00:00")
CAP_MEM = 67_211_923_456

capitol_ev = [
    steady("c1", cap, age=2400, hostname="capitol", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=CAP_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 983_349_346_304}],
           network_interfaces=[
               {"name": "eno1", "mac": "3c:ec:ef:41:9a:10", "addresses": ["10.40.0.11/24"], "is_up": True},
               {"name": "cni0", "mac": "c2:5e:11:0a:43:02", "addresses": ["10.42.0.1/24"], "is_up": True},
               {"name": "flannel.1", "mac": "6e:81:90:2d:aa:17", "addresses": ["10.42.0.0/32"], "is_up": True}],
           dns_servers=["10.40.0.1"], default_gateway="10.40.0.1",
           installed_packages={"openssh-server": "1:9.6p1-3ubuntu13.5", "open-iscsi": "2.1.9-3ubuntu5.2",
                               "nfs-common": "1:2.6.4-3ubuntu5", "curl": "8.5.0-2ubuntu10.6"},
           available_services=["k3s.service", "ssh.service", "chrony.service", "iscsid.service",
                               "systemd-journald.service"],
           users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                  {"name": "cinna", "uid": 1001, "gid": 1001, "home": "/home/cinna", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}, {"name": "adm", "gid": 4, "members": ["ubuntu"]}]),
    item("c2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _node("capitol", True, "v1.30.6+k3s1", "control-plane"),
        _node("arena-1", True, "v1.30.6+k3s1"),
        _node("arena-2", False, "v1.30.5+k3s1")]}, cap, age=40, args={"resource": "nodes"}),
    item("c3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-7b98449c4-x2lqm", "kube-system", "Running", "capitol", started="2026-02-22T08:12:30Z"),
        pod("traefik-d7c9c5778-9vq4k", "kube-system", "Running", "arena-1", restarts=1, started="2026-03-02T14:03:11Z"),
        pod("metrics-server-5985cbc9d7-n8wzp", "kube-system", "Running", "capitol", started="2026-02-22T08:12:41Z"),
        pod("local-path-provisioner-6c86858495-tk4lb", "kube-system", "Running", "capitol",
            started="2026-02-22T08:12:29Z"),
        pod("api-gateway-6f9d8b7c5-7mkzq", "prod", "Running", "arena-1", started="2026-03-10T16:40:02Z"),
        pod("api-gateway-6f9d8b7c5-r2t8w", "prod", "Running", "capitol", started="2026-03-10T16:40:05Z"),
        pod("orders-api-74c6d9b8f-jw5xn", "prod", "Running", "arena-1", restarts=2, started="2026-03-11T10:15:47Z"),
        pod("orders-api-74c6d9b8f-p9q4d", "prod", "Running", "capitol", started="2026-03-11T10:15:49Z"),
        pod("payments-worker-58c7d9f6b-qq7rt", "prod", "Running", "arena-1", restarts=14, ready=False,
            waiting="CrashLoopBackOff"),
        pod("redis-0", "prod", "Running", "arena-1", started="2026-03-02T14:05:55Z"),
        pod("prometheus-server-0", "monitoring", "Pending", "arena-2", ready=False, waiting="ContainerCreating"),
        pod("grafana-6d8f7c9b4-lz2kp", "monitoring", "Running", "capitol", started="2026-02-28T11:20:18Z")]},
        cap, age=35, args={"resource": "pods", "all_namespaces": True}),
    item("c4", "kubernetes_get", {"context": "default", "namespace": "prod", "items": [
        deployment("api-gateway", "prod", 2, 2), deployment("orders-api", "prod", 2, 2),
        deployment("payments-worker", "prod", 1, 0)]}, cap, age=35, args={"resource": "deployments", "namespace": "prod"}),
    item("c5", "kubernetes_get", {"context": "default", "namespace": "prod", "items": [
        _service("api-gateway", "prod", "LoadBalancer", "10.43.12.7",
                 [{"name": "https", "port": 443, "targetPort": 8443, "protocol": "TCP", "nodePort": 31443}],
                 ingress=["10.40.0.11"]),
        _service("orders-api", "prod", "ClusterIP", "10.43.88.20",
                 [{"name": "http", "port": 8080, "targetPort": 8080, "protocol": "TCP"}]),
        _service("redis", "prod", "ClusterIP", "None",
                 [{"name": "redis", "port": 6379, "targetPort": 6379, "protocol": "TCP"}])]},
        cap, age=35, args={"resource": "services", "namespace": "prod"}),
    item("c6", "linux_system_info", system_info(31.5, [4.12, 3.80, 3.55], 1_732_198, "2026-02-22T08:10:02+00:00",
                                                CAP_MEM, 21_474_836_480, 0, 0), cap, age=25),
    item("c7", "linux_processes", processes(412, CAP_MEM, [
        (48211, "java", "ubuntu", 5.1, 8_589_934_592, "2026-03-11T10:15:49+00:00",
         "java -Xmx8g -jar /app/orders-api.jar --spring.profiles.active=prod"),
        (3310, "k3s-server", "root", 18.2, 3_435_973_837, "2026-02-22T08:11:40+00:00", "/usr/local/bin/k3s server"),
        (51120, "redis-server", "999", 2.2, 2_147_483_648, "2026-03-02T14:05:56+00:00", "redis-server *:6379"),
        (61022, "node", "ubuntu", 12.5, 1_288_490_189, "2026-03-10T16:40:06+00:00", "node /app/dist/gateway.js"),
        (40012, "grafana", "472", 0.8, 402_653_184, "2026-02-28T11:20:19+00:00", "grafana server --homepath=/usr/share/grafana"),
        (2987, "containerd", "root", 1.9, 322_961_408, "2026-02-22T08:11:42+00:00", "containerd")]),
        cap, age=700, args={"sort": "memory", "limit": 6}, complete=False),
    item("c8", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 3310,
                                            "2026-02-22T08:11:40+00:00", "Lightweight Kubernetes"),
         cap, age=30, args={"name": "k3s"}),
    item("c9", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-03-14T08:46:28+00:00", "k3s.service", "warning",
                  'node_lifecycle_controller: node "arena-2" hasn\'t been updated for 40.0s; marking Ready condition Unknown'),
        log_entry("2026-03-14T08:47:12+00:00", "k3s.service", "info",
                  'Event occurred object="arena-2" kind="Node" reason="NodeNotReady" message="Node arena-2 status is now: NodeNotReady"'),
        log_entry("2026-03-14T08:52:40+00:00", "k3s.service", "warning",
                  'Event occurred object="monitoring/prometheus-server-0" kind="Pod" reason="FailedAttachVolume" '
                  'message="AttachVolume.Attach failed for volume \\"pvc-5e1c0b7a\\": node arena-2 is not ready"'),
        log_entry("2026-03-14T09:05:03+00:00", "k3s.service", "warning",
                  'Back-off restarting failed container payments-worker in pod payments-worker-58c7d9f6b-qq7rt_prod'),
        log_entry("2026-03-14T09:15:44+00:00", "k3s.service", "warning",
                  'Back-off restarting failed container payments-worker in pod payments-worker-58c7d9f6b-qq7rt_prod')]},
        cap, age=30, args={"unit": "k3s", "since_minutes": 120}),
    # The same pod read again 25 s after c3: both are fresh and they disagree on the restart count.
    item("c11", "kubernetes_get", {"context": "default", "namespace": "prod", "items": [
        pod("payments-worker-58c7d9f6b-qq7rt", "prod", "Running", "arena-1", restarts=15, ready=False,
            waiting="CrashLoopBackOff")]}, cap, age=10,
        args={"resource": "pods", "namespace": "prod", "name": "payments-worker-58c7d9f6b-qq7rt"}),
    item("c10", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 983_349_346_304, 611_231_553_536),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_291_456)]}, cap, age=30),
]

capitol_answers = [
    {"q": "Are all my pods healthy?", "ev": ["c3", "c4"],
     "a": "Hi! I looked at pods in every namespace (c3). Mostly fine, but not everything:\n\n"
          "| Pod | Namespace | State | Restarts |\n|---|---|---|---|\n"
          "| [[s:payments-worker-58c7d9f6b-qq7rt | prod | ❌ CrashLoopBackOff]] | [[c:12]] |\n"
          "| [[s:prometheus-server-0 | monitoring | ⏳ Pending]] | [[s:0]] |\n"
          "| [[s:orders-api-74c6d9b8f-jw5xn | prod | ✅ Running]] | [[c:0]] |\n"
          "| [[s:traefik-d7c9c5778-9vq4k | kube-system | ✅ Running]] | [[c:3]] |\n\n"
          "[[s:Everything in kube-system is Running]], and [[s:there are 12 pods in total]], [[c:so 11 of 12 are "
          "healthy]]. The payments-worker deployment has [[s:0 of 1 replicas ready]], while [[s:api-gateway and "
          "orders-api are fully available (2/2)]]. [[u:The crash is most likely a bad Redis connection string]] — "
          "check `kubectl -n prod logs payments-worker-58c7d9f6b-qq7rt --previous`."},
    {"q": "is the cluster ok? any node problems?", "ev": ["c2", "c9"],
     "a": "Nodes: [[s:capitol and arena-1 are Ready]], [[s:arena-2 is NotReady]] [[s:since about 08:47]] "
          "([[s:roughly half an hour ago]]). [[s:capitol is the control-plane]]. [[c:All three run k3s v1.30.6]]. "
          "[[u:arena-2 probably lost power or network]] — check its console."},
    {"q": "What's eating the RAM on capitol?", "ev": ["c6", "c7"],
     "a": "Memory use on capitol is [[s:about 68%]] — [[s:roughly 42.6 GiB of 62.6 GiB in use]] and [[c:about 12 GiB "
          "still available]] — and [[s:there's no swap configured at all]], so if it fills up the OOM killer will "
          "step in. The biggest single process is [[t:a java process (the orders-api jar) at about 8 GiB RSS]], "
          "which is [[t:about 13% of RAM]] and [[t:runs as ubuntu]]; it's followed by [[t:k3s-server itself at "
          "~3.2 GiB]], and [[t:redis-server sits around 2 GiB]]. The JVM was started with -Xmx8g, so [[u:it "
          "won't grow past that]]. [[c:Load is low at around 1.2]] and [[s:the box has been up for 20 days]], "
          "so nothing looks like a leak from a recent restart."},
    {"q": "What's exposed from the prod namespace, and on which ports?", "ev": ["c5"],
     "a": "- **api-gateway**: [[s:type LoadBalancer]], [[s:port 443 → targetPort 8443]], [[c:NodePort 30443]], "
          "[[s:external IP 10.40.0.11]]\n"
          "- **orders-api**: [[s:ClusterIP 10.43.88.20]], [[s:port 8080]] — internal only\n"
          "- **redis**: [[c:ClusterIP 10.43.0.15]]\n\n"
          "[[s:Only api-gateway is reachable from outside the cluster]]. [[u:Traefik routes app.example.com to "
          "api-gateway]], so that's your public entry point."},
    {"q": "Why does payments-worker keep crashing?", "ev": ["c3", "c4", "c9", "c11"],
     "a": "## payments-worker\n\nThe pod [[s:payments-worker-58c7d9f6b-qq7rt is in CrashLoopBackOff]] on [[s:node "
          "arena-1]] with [[u:14 restarts]]. The k3s journal shows [[s:back-off messages for it at 09:05 and "
          "09:15]]; [[c:the first back-off in the log is at 08:47]], right when arena-2 dropped out. [[u:The "
          "container is being OOMKilled]] — [[u:it keeps hitting its 256Mi memory limit]].\n\n"
          "Try `kubectl -n prod describe pod payments-worker-58c7d9f6b-qq7rt` to see the last termination reason."},
    {"q": "When did arena-2 go down and what happened since?", "ev": ["c9", "c2", "c3"],
     "a": "Timeline (UTC):\n\n"
          "1. [[s:08:46 — k3s noticed arena-2 hadn't updated its status for 40s]]\n"
          "2. [[c:08:49 — arena-2 marked NotReady]]\n"
          "3. [[s:08:52 — prometheus-server-0 couldn't attach its volume because arena-2 is not ready]]\n"
          "4. [[s:09:05 and 09:15 — back-off restarting payments-worker]], [[u:a side effect of the node "
          "outage]]\n\n"
          "Right now [[s:arena-2 is still NotReady]] and [[s:prometheus-server-0 is still Pending]]. "
          "[[s:prometheus-server-0 is the only pod placed on arena-2]]."},
    {"q": "what k3s version is this and how much disk is left?", "ev": ["c1", "c2", "c8", "c10"],
     "a": "k3s: [[s:v1.30.6+k3s1]] on capitol ([[s:running since 22 Feb]], [[c:PID 3301]])\n"
          "OS: [[s:Ubuntu 24.04]], kernel [[c:6.8.0-49-generic]]\n"
          "Disk /: [[c:about 58% used]], [[s:~372 GB free]] of [[s:about 916 GiB]]\n"
          ""},
]

# ---------------------------------------------------------------- district12: Fedora 41 laptop, Podman, UTC-05:00
d12 = Clock("2026-03-14T21:45:00-05:00")
D12_MEM = 16_533_618_688
D12_ROOT = 510_770_802_688

d12_steady = steady(
    "f1", d12, age=5400, hostname="district12", os_name="Fedora Linux", os_version="41", os_codename=None,
    kernel="6.13.5-200.fc41.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz", cpu_cores=4,
    cpu_threads=8, memory_total_bytes=D12_MEM,
    disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": D12_ROOT},
           {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": D12_ROOT},
           {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_023_303_680},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
    network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:8e:21:5d", "addresses": ["192.168.1.57/24"],
                         "is_up": True},
                        {"name": "virbr0", "mac": "52:54:00:3a:9c:01", "addresses": ["192.168.122.1/24"],
                         "is_up": False}],
    dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="rpm",
    installed_packages={"firefox": "136.0-1.fc41", "podman": "5.4.0-1.fc41", "kernel": "6.13.5-200.fc41",
                        "flatpak": "1.15.12-1.fc41", "code": "1.98.0-1741124844.el8",
                        "mesa-dri-drivers": "25.0.0-1.fc41"},
    available_services=["NetworkManager.service", "cups.service", "avahi-daemon.service", "packagekit.service",
                        "systemd-resolved.service"],
    users=[{"name": "katniss", "uid": 1000, "gid": 1000, "home": "/home/katniss", "shell": "/bin/bash"},
           {"name": "prim", "uid": 1001, "gid": 1001, "home": "/home/prim", "shell": "/usr/bin/zsh"},
           {"name": "gale", "uid": 1002, "gid": 1002, "home": "/home/gale", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["katniss"]},
            {"name": "dialout", "gid": 18, "members": ["katniss"]},
            {"name": "libvirt", "gid": 973, "members": ["katniss"]}])
d12_steady["data"]["stale_sources"] = ["packages"]

district12_ev = [
    d12_steady,
    item("f2", "linux_processes", processes(356, D12_MEM, [
        (4021, "firefox", "katniss", 6.3, 2_254_857_830, "2026-03-14T19:02:11-05:00", "/usr/lib64/firefox/firefox"),
        (4190, "Isolated Web Co", "katniss", 14.8, 1_395_864_371, "2026-03-14T19:02:40-05:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsLen 31002 tab"),
        (7712, "Isolated Web Co", "prim", 2.0, 734_003_200, "2026-03-14T20:10:05-05:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser -prefsLen 29877 tab"),
        (3388, "gnome-shell", "katniss", 3.1, 612_368_384, "2026-03-14T08:31:50-05:00", "/usr/bin/gnome-shell"),
        (5120, "code", "katniss", 1.2, 587_202_560, "2026-03-14T18:40:12-05:00", "/usr/share/code/code"),
        (2210, "packagekitd", "root", 0.0, 402_653_184, "2026-03-14T08:32:30-05:00", "/usr/libexec/packagekitd"),
        (6650, "syncthing", "katniss", 0.4, 148_897_792, "2026-03-14T08:33:02-05:00",
         "syncthing serve --no-browser --no-restart --home=/var/syncthing/config"),
        (1803, "gnome-software", "katniss", 0.1, 130_023_424, "2026-03-14T08:32:11-05:00",
         "/usr/bin/gnome-software --gapplication-service")]),
        d12, age=25, args={"sort": "memory", "limit": 8}, complete=False),
    item("f3", "linux_system_info", system_info(22.4, [1.85, 1.40, 1.22], 47_590, "2026-03-14T08:31:50-05:00",
                                                D12_MEM, 5_046_586_573, 8_589_934_592, 1_288_490_189), d12, age=25),
    item("f4", "linux_containers", {"runtime": "podman", "containers": [
        box("a91c2e07d4f1", "syncthing", "docker.io/syncthing/syncthing:1.29", "running", "Up 13 hours",
            "2026-02-02T17:20:44-05:00", ["127.0.0.1:8384->8384/tcp", "0.0.0.0:22000->22000/tcp"]),
        box("5be0d81f33a2", "fedora-toolbox-41", "registry.fedoraproject.org/fedora-toolbox:41", "running",
            "Up 2 hours", "2026-01-19T10:02:13-05:00"),
        box("e03f77c1b9d8", "postgres-dev", "docker.io/library/postgres:16", "exited", "Exited (1) 3 hours ago",
            "2026-03-01T14:11:09-05:00", ["127.0.0.1:5432->5432/tcp"]),
        box("7c4d0a2e18bb", "mailpit", "docker.io/axllent/mailpit:latest", "exited", "Exited (0) 2 days ago",
            "2026-02-20T09:45:31-05:00", ["127.0.0.1:8025->8025/tcp"])]}, d12, age=40, args={"all": True}),
    item("f5", "linux_package_history", {"source": "dnf", "since": "2026-03-07T21:44:00-05:00", "events": [
        package_event("2026-03-09T10:12:44-05:00", "upgrade", "firefox", "135.0.1-1.fc41", "136.0-1.fc41"),
        package_event("2026-03-09T10:12:50-05:00", "upgrade", "mesa-dri-drivers", "24.3.4-3.fc41", "25.0.0-1.fc41"),
        package_event("2026-03-12T19:40:03-05:00", "install", "kernel", None, "6.13.5-200.fc41"),
        package_event("2026-03-12T19:40:09-05:00", "remove", "kernel", "6.12.11-200.fc41", None),
        package_event("2026-03-13T22:05:31-05:00", "upgrade", "podman", "5:5.3.2-1.fc41", "5:5.4.0-1.fc41"),
        package_event("2026-03-13T22:05:31-05:00", "install", "podman-compose", None, "1.3.0-1.fc41")]},
        d12, age=60, args={"since_days": 7}),
    item("f6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", D12_ROOT, 438_086_664_192),
        fs("/dev/nvme0n1p3", "/home", "btrfs", D12_ROOT, 438_086_664_192),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_023_303_680, 389_021_696),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 20_971_520)]}, d12, age=30),
    item("f7", "linux_network_info", {
        "interfaces": d12_steady["data"]["network_interfaces"],
        "listening": [listener(631, "127.0.0.1", 1422, "cupsd"), listener(631, "::1", 1422, "cupsd"),
                      listener(53, "127.0.0.53", 988, "systemd-resolved"),
                      listener(53, "127.0.0.54", 988, "systemd-resolved"),
                      listener(22000, "0.0.0.0", 6610, "rootlessport"),
                      listener(8384, "127.0.0.1", 6610, "rootlessport"),
                      listener(5353, "0.0.0.0", 1011, "avahi-daemon", proto="udp")],
        "connections": [connection("192.168.1.57:51844", "142.250.74.206:443", 4021, "firefox"),
                        connection("192.168.1.57:22000", "192.168.1.20:40112", 6610, "rootlessport"),
                        connection("192.168.1.57:43210", "140.82.112.25:443", 5120, "code")]}, d12, age=30),
]

district12_answers = [
    {"q": "my laptop feels slow, what's using all the memory?", "ev": ["f2", "f3"],
     "a": "Hey! Your laptop is using [[s:about 70% of its RAM]] — [[c:11.5 GiB]] of [[s:your 15.4 GiB]] — and "
          "[[s:swap is in use too (about 1.2 GiB)]].\n\n"
          "**Firefox is the big one:** [[s:the main firefox process has ~2.1 GiB]] plus [[s:a content process at "
          "1.3 GiB]]; [[c:that's over 40% of your memory just for Firefox]]. [[s:prim also has a Firefox tab "
          "process open (~700 MiB)]]. [[c:gnome-shell is the third-largest at 584 MiB]], and [[u:packagekitd is "
          "probably stuck doing a background refresh]]. Closing a few tabs should help! 😊"},
    {"q": "What got updated this week?", "ev": ["f5", "f1"],
     "a": "This week's dnf transactions:\n\n"
          "- [[s:Firefox 135.0.1 → 136.0]] ([[c:Tuesday]])\n"
          "- [[c:mesa-dri-drivers was downgraded to 24.3.4]]\n"
          "- [[s:New kernel 6.13.5-200 installed on Thursday]]; [[c:the old 6.12.11 kernel is still installed as a "
          "fallback]]\n"
          "- [[c:podman 5.3.2 → 5.4.1]], and [[s:podman-compose was added last night]]\n\n"
          "[[s:You're already booted into the new kernel]]. [[u:The mesa update should fix the screen flicker you "
          "mentioned]]."},
    {"q": "are my podman containers ok?", "ev": ["f4"],
     "a": "| Container | State | Ports |\n|---|---|---|\n"
          "| [[s:syncthing | ✅ Up 13 hours]] | [[s:127.0.0.1:8384, 0.0.0.0:22000]] |\n"
          "| [[c:fedora-toolbox-41 | ❌ Exited]] | – |\n"
          "| [[s:postgres-dev | ❌ Exited (1) 3 hours ago]] | [[s:127.0.0.1:5432]] |\n"
          "| [[s:mailpit | ⚪ Exited (0) 2 days ago]] | [[s:8025]] |\n\n"
          "[[c:Only syncthing is actually up]]. [[s:postgres-dev exited with an "
          "error (code 1)]], [[u:most likely a permissions problem on its data volume]] — `podman logs "
          "postgres-dev` will tell you."},
    {"q": "how much disk space do I have left?", "ev": ["f6", "f1"],
     "a": "Root (btrfs, shared with /home): [[s:85.8% used]], [[c:73 GiB free]] [[s:of a ~511 GB drive]]. /boot "
          "[[c:is 83% full]] and [[s:/boot/efi is nearly empty]]. [[u:Most of it is probably podman images under "
          "~/.local/share/containers]]."},
    {"q": "Who has admin rights on this laptop? does prim have sudo?", "ev": ["f1"],
     "a": "[[s:Only katniss is in the wheel group]], so [[s:prim doesn't have sudo]]. There are [[c:two regular "
          "accounts]] on the machine: [[s:katniss (uid 1000)]], who [[s:is also in libvirt and dialout]], and "
          "[[s:prim, whose shell is zsh]]. There's also a gale account ([[c:uid 1001]]) with [[s:home "
          "/home/gale]], [[u:which looks unused]]."},
    {"q": "what's listening on the network?", "ev": ["f7"],
     "a": "- [[s:cupsd on 127.0.0.1:631 (and ::1)]] — printing, local only\n"
          "- [[s:rootlessport on 0.0.0.0:22000]] — [[u:that's the syncthing container's sync port]]\n"
          "- [[c:rootlessport on 0.0.0.0:8384]]\n"
          "- [[s:systemd-resolved on 127.0.0.53:53]]\n"
          "\n"
          "[[s:No SSH server is listening]]. [[c:Firefox has a connection open to 142.250.74.206 on port 80]], "
          "and [[s:there's one incoming connection on 22000 from 192.168.1.20]]."},
    {"q": "is podman up to date? what else is installed that I use?", "ev": ["f1", "f5"],
     "a": "You have [[s:podman 5.4.0]] ([[s:upgraded from 5.3.2 last night]]). From the package list, "
          "[[t:VS Code 1.98.0]] and [[t:flatpak 1.15.12]] are installed too. [[u:5.4.0 is the newest podman in the "
          "Fedora 41 repos]], so you're current. By the way, [[c:you're on Fedora 40]] — 41 has been out for a while "
          "if you want to upgrade."},
]

# ---------------------------------------------------------------- district4: Debian 12 home server, Docker, UTC+01:00
d4 = Clock("2026-03-14T19:05:00+01:00")
D4_MEM = 33_525_014_528

d4_steady = steady(
    "d1", d4, age=3000, hostname="district4", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
    kernel="6.1.0-31-amd64", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6, cpu_threads=12,
    memory_total_bytes=D4_MEM,
    disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 235_797_471_232},
           {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": 7_876_460_924_928},
           {"device": "/dev/sdd1", "mountpoint": "/srv/backup", "fstype": "ext4", "total_bytes": 3_937_923_203_072}],
    network_interfaces=[{"name": "enp2s0", "mac": "1c:69:7a:0b:44:e3", "addresses": ["192.168.178.10/24"],
                         "is_up": True},
                        {"name": "docker0", "mac": "02:42:8f:11:6c:09", "addresses": ["172.17.0.1/16"],
                         "is_up": True}],
    dns_servers=["127.0.0.1", "192.168.178.1"], default_gateway="192.168.178.1",
    installed_packages={"docker-ce": "5:28.0.1-1~debian.12~bookworm", "containerd.io": "1.7.26-1",
                        "samba": "2:4.17.12+dfsg-0+deb12u1", "rsync": "3.2.7-1+deb12u2", "mdadm": "4.2-5",
                        "openssh-server": "1:9.2p1-2+deb12u5"},
    available_services=["docker.service", "containerd.service", "smbd.service", "nmbd.service", "ssh.service",
                        "backup-rsync.service", "cron.service", "mdmonitor.service"],
    users=[{"name": "rue", "uid": 1000, "gid": 1000, "home": "/home/rue", "shell": "/bin/bash"},
           {"name": "thresh", "uid": 1001, "gid": 1001, "home": "/home/thresh", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["rue"]}, {"name": "docker", "gid": 996, "members": ["rue"]},
            {"name": "sambashare", "gid": 118, "members": ["rue", "thresh"]}])
d4_steady["data"]["stale_sources"] = ["users"]

district4_ev = [
    d4_steady,
    item("d2", "linux_containers", {"runtime": "docker", "containers": [
        box("3f1a9c2b7e10", "jellyfin", "jellyfin/jellyfin:10.10.6", "running", "Up 3 days",
            "2026-02-14T11:02:37+01:00", ["0.0.0.0:8096->8096/tcp"]),
        box("b2d4e6f80a13", "nextcloud", "nextcloud:30-apache", "running", "Up 3 days",
            "2026-01-30T20:15:02+01:00", ["0.0.0.0:8080->80/tcp"]),
        box("c0ffee12ab34", "nextcloud-db", "mariadb:10.11", "running", "Up 3 days",
            "2026-01-30T20:14:55+01:00", ["3306/tcp"]),
        box("9e8d7c6b5a40", "pihole", "pihole/pihole:2025.02.1", "running", "Up 3 days (healthy)",
            "2026-02-20T18:40:11+01:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
        box("51aa0b3c9d22", "vaultwarden", "vaultwarden/server:1.33.2", "restarting", "Restarting (1) 12 seconds ago",
            "2026-03-14T15:22:10+01:00"),
        box("77e1d0c4b5f6", "watchtower", "containrrr/watchtower", "exited", "Exited (0) 2 weeks ago",
            "2025-11-02T10:00:41+01:00"),
        box("0d9c8b7a6e55", "photoprism", "photoprism/photoprism:240915", "exited", "Exited (137) 2 days ago",
            "2026-01-04T16:31:20+01:00", ["0.0.0.0:2342->2342/tcp"])]}, d4, age=45, args={"all": True}),
    item("d3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 235_797_471_232, 61_522_329_600),
        fs("/dev/md0", "/srv/media", "ext4", 7_876_460_924_928, 7_403_873_268_736),
        fs("/dev/sdd1", "/srv/backup", "ext4", 3_937_923_203_072, 3_937_120_000_000)]}, d4, age=30),
    item("d4", "linux_service_status", {"units": [
        unit("backup-rsync.service", "failed", "failed", "static", None, None, "Nightly rsync of /srv/media to /srv/backup"),
        unit("containerd.service", "active", "running", "enabled", 812, "2026-03-11T09:14:02+01:00", "containerd container runtime"),
        unit("cron.service", "active", "running", "enabled", 640, "2026-03-11T09:13:58+01:00", "Regular background program processing daemon"),
        unit("docker.service", "active", "running", "enabled", 934, "2026-03-11T09:14:05+01:00", "Docker Application Container Engine"),
        unit("mdmonitor.service", "active", "running", "static", 655, "2026-03-11T09:13:58+01:00", "MD array monitor"),
        unit("nmbd.service", "inactive", "dead", "disabled", None, None, "Samba NMB Daemon"),
        unit("smbd.service", "active", "running", "enabled", 1120, "2026-03-11T09:14:09+01:00", "Samba SMB Daemon"),
        unit("ssh.service", "active", "running", "enabled", 790, "2026-03-11T09:13:59+01:00", "OpenBSD Secure Shell server"),
        unit("systemd-journald.service", "active", "running", "static", 301, "2026-03-11T09:13:33+01:00", "Journal Service"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 702, "2026-03-11T09:13:59+01:00", "Unattended Upgrades Shutdown")],
        "total": 10, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        d4, age=40),
    item("d5", "linux_recent_logs", {"source": "journal", "unit": "backup-rsync.service", "entries": [
        log_entry("2026-03-14T03:00:01+01:00", "backup-rsync.service", "info",
                  "Starting backup-rsync.service - Nightly rsync of /srv/media to /srv/backup..."),
        log_entry("2026-03-14T03:41:17+01:00", "backup-rsync.service", "err",
                  'rsync: [receiver] write failed on "/srv/backup/media/Movies/Dune Part Two (2024)/Dune.Part.Two.2024.mkv": '
                  'No space left on device (28)'),
        log_entry("2026-03-14T03:41:17+01:00", "backup-rsync.service", "err",
                  "rsync error: error in file IO (code 11) at receiver.c(381) [receiver=3.2.7]"),
        log_entry("2026-03-14T03:41:18+01:00", "backup-rsync.service", "notice",
                  "backup-rsync.service: Main process exited, code=exited, status=11/n/a"),
        log_entry("2026-03-14T03:41:18+01:00", "backup-rsync.service", "warning",
                  "backup-rsync.service: Failed with result 'exit-code'."),
        log_entry("2026-03-14T03:41:18+01:00", "backup-rsync.service", "err",
                  "Failed to start backup-rsync.service - Nightly rsync of /srv/media to /srv/backup.")]},
        d4, age=50, args={"unit": "backup-rsync", "since_minutes": 1440}),
    item("d6", "linux_system_info", system_info(8.1, [0.42, 0.55, 0.61], 294_689, "2026-03-11T09:13:31+01:00",
                                                D4_MEM, 14_495_514_624, 1_023_406_080, 0), d4, age=20),
    item("d7", "linux_network_info", {
        "interfaces": d4_steady["data"]["network_interfaces"],
        "listening": [listener(22, "0.0.0.0", 790, "sshd"), listener(22, "::", 790, "sshd"),
                      listener(53, "0.0.0.0", 2101, "docker-proxy"),
                      listener(53, "0.0.0.0", 2115, "docker-proxy", proto="udp"),
                      listener(139, "0.0.0.0", 1120, "smbd"), listener(445, "0.0.0.0", 1120, "smbd"),
                      listener(8080, "0.0.0.0", 2077, "docker-proxy"), listener(8081, "0.0.0.0", 2130, "docker-proxy"),
                      listener(8096, "0.0.0.0", 2040, "docker-proxy")],
        "connections": [connection("192.168.178.10:8096", "192.168.178.34:52210", 2040, "docker-proxy"),
                        connection("192.168.178.10:22", "192.168.178.21:60012", 30122, "sshd"),
                        connection("192.168.178.10:445", "192.168.178.34:50110", 30877, "smbd")]}, d4, age=25),
    item("d8", "linux_package_history", {"source": "apt", "since": "2026-02-28T19:04:00+01:00", "events": [
        package_event("2026-03-07T06:31:12+01:00", "upgrade", "openssh-server", "1:9.2p1-2+deb12u4", "1:9.2p1-2+deb12u5"),
        package_event("2026-03-11T09:05:12+01:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.128-1"),
        package_event("2026-03-11T09:06:40+01:00", "upgrade", "docker-ce", "5:27.5.1-1~debian.12~bookworm",
                      "5:28.0.1-1~debian.12~bookworm"),
        package_event("2026-03-11T09:06:41+01:00", "upgrade", "containerd.io", "1.7.25-1", "1.7.26-1")]},
        d4, age=100, args={"since_days": 14}),
]

district4_answers = [
    {"q": "Anything broken on district4?", "ev": ["d3", "d4", "d5"],
     "a": "**Findings**\n\n"
          "1. [[s:backup-rsync.service failed]] [[s:last night at 03:41]] — rsync reported [[s:\"No space left on "
          "device\"]] while writing to /srv/backup. [[s:The run started at 03:00]] and [[c:died after about 10 "
          "minutes]].\n"
          "2. [[s:/srv/backup is full (100%)]].\n"
          "3. [[c:/srv/media is at 89%]], so it's getting close as well.\n"
          "4. [[c:All the other services are active and running]].\n\n"
          "[[u:The backup ran out of space because photoprism's cache kept growing]]. Free some space on "
          "/srv/backup and rerun `systemctl start backup-rsync`."},
    {"q": "which containers are running?", "ev": ["d2"],
     "a": "Right now [[c:five containers are running]]: [[s:jellyfin, nextcloud, nextcloud-db and pihole are "
          "up]] and [[s:pihole reports healthy]], while [[s:vaultwarden is stuck "
          "restarting]] — [[s:it last exited with code 1]], [[u:probably because its ADMIN_TOKEN is "
          "misconfigured]]. [[s:photoprism was killed (exit 137) two days ago]] ([[u:that's usually the OOM "
          "killer]]) and [[c:watchtower exited yesterday]]; [[s:Nextcloud's database (MariaDB 10.11) isn't "
          "published to the host]], which is what you want."},
    {"q": "What ports are open on district4?", "ev": ["d7", "d2"],
     "a": "| Port | Proto | Who |\n|---|---|---|\n"
          "| [[s:22 | tcp | sshd]] |\n"
          "| [[s:53 | tcp+udp | docker-proxy (pihole)]] |\n"
          "| [[s:139, 445 | tcp | smbd]] |\n"
          "| [[s:8080 | tcp | docker-proxy (nextcloud)]] |\n"
          "| [[s:8096 | tcp | docker-proxy (jellyfin)]] |\n"
          "| [[c:2342 | tcp | docker-proxy (photoprism)]] |\n\n"
          "[[c:That's everything — nothing else is listening]]. [[s:Everything binds to all interfaces]], so it's "
          "all reachable from your LAN. [[s:Right now there's an SSH session from 192.168.178.21]] [[c:and someone "
          "is streaming from jellyfin at 192.168.178.43]]."},
    {"q": "how's memory and load?", "ev": ["d6"],
     "a": "RAM: [[s:17.7 GiB used]] / [[s:31.2 GiB]] ([[s:57%]])\nSwap: [[c:~200 MB in use]]\n"
          "Load: [[s:0.42 / 0.55 / 0.61]] — [[s:basically idle]]\nUptime: [[c:2 days 9 hours]] ([[s:last boot "
          "Mar 11 around 09:13]])"},
    {"q": "when was docker last updated, and did the box reboot after?", "ev": ["d8", "d4", "d6"],
     "a": "docker-ce was [[s:upgraded from 27.5.1 to 28.0.1]] [[s:on March 11 at 09:06]], and [[s:a new kernel "
          "(linux-image-6.1.0-31) was installed the same morning]]. [[s:The machine rebooted a few minutes later "
          "(09:13)]] and [[s:docker.service has been active since 09:14]], so [[u:the new engine is what's running]]. "
          "[[c:containerd.io was left at 1.7.25]], though, and [[s:openssh-server was upgraded on March "
          "7]]. [[u:unattended-upgrades did all of this automatically]]."},
    {"q": "who can use docker on district4?", "ev": ["d1"],
     "a": "[[t:Only rue is in the docker group]] — [[t:thresh isn't]] — and [[t:rue is also in sudo]], so rue is "
          "effectively root. [[t:Both rue and thresh are in sambashare]]. For reference, [[s:docker-ce is "
          "5:28.0.1]] on this [[c:Debian 11 (bullseye)]] box."},
    {"q": "When did vaultwarden start failing?", "ev": ["d2"],
     "extra": [user("u1", "I changed the vaultwarden compose file this afternoon, maybe that's related", d4)],
     "a": "[[s:vaultwarden is currently restarting]] and [[s:last exited with code 1]]. [[u:It started failing "
          "this afternoon, right after your compose change]], and [[u:it has restarted 46 times so far]]. "
          "[[c:It was created 3 days ago together with the other containers]], and [[s:it doesn't publish any "
          "ports]], so check `docker logs vaultwarden`."},
]

# ---------------------------------------------------------------- seam: Rocky Linux 9.5, PostgreSQL 16, UTC+09:00
sm = Clock("2026-03-15T02:30:00+09:00")
SM_MEM = 135_017_717_760
SM_DATA = 1_649_267_441_664

seam_ev = [
    steady("s1", sm, age=1200, hostname="seam", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
           kernel="5.14.0-503.26.1.el9_5.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=SM_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 53_660_876_800},
                  {"device": "/dev/mapper/vg_data-pgdata", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": SM_DATA}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5e:0d:7a", "addresses": ["10.20.0.5/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"postgresql16-server": "16.8-1PGDG.rhel9", "pgbouncer": "1.24.0-1PGDG.rhel9",
                               "node_exporter": "1.8.2-1.el9", "openssh-server": "8.7p1-43.el9",
                               "pgbackrest": "2.54.2-1PGDG.rhel9"},
           available_services=["postgresql-16.service", "pgbouncer.service", "node_exporter.service",
                               "sshd.service", "firewalld.service", "postfix.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "pgbouncer", "uid": 993, "gid": 990, "home": "/var/lib/pgbouncer", "shell": "/sbin/nologin"},
                  {"name": "peeta", "uid": 1000, "gid": 1000, "home": "/home/peeta", "shell": "/bin/bash"},
                  {"name": "haymitch", "uid": 1001, "gid": 1001, "home": "/home/haymitch", "shell": "/bin/bash"},
                  {"name": "effie", "uid": 1002, "gid": 1002, "home": "/home/effie", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["peeta", "haymitch"]},
                   {"name": "dba", "gid": 1500, "members": ["peeta", "effie"]}]),
    item("s2", "linux_service_status", unit("postgresql-16.service", "active", "running", "enabled", 1544,
                                            "2026-02-27T04:12:09+09:00", "PostgreSQL 16 database server"),
         sm, age=30, args={"name": "postgresql-16"}),
    item("s3", "linux_service_status", unit("pgbouncer.service", "active", "running", "enabled", 1602,
                                            "2026-02-27T04:12:15+09:00", "A lightweight connection pooler for PostgreSQL"),
         sm, age=30, args={"name": "pgbouncer"}),
    item("s4", "linux_file_read", {"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 0, "limit": 200,
                                   "total_lines": 22, "lines": [
        "# seam production settings (managed by ansible)",
        "listen_addresses = '*'",
        "port = 5432",
        "max_connections = 300",
        "shared_buffers = 32GB",
        "effective_cache_size = 96GB",
        "work_mem = 64MB",
        "maintenance_work_mem = 2GB",
        "wal_level = replica",
        "max_wal_size = 16GB",
        "min_wal_size = 2GB",
        "archive_mode = on",
        "archive_command = 'pgbackrest --stanza=seam archive-push %p'",
        "checkpoint_timeout = 15min",
        "random_page_cost = 1.1",
        "log_min_duration_statement = 500",
        "log_line_prefix = '%m [%p] %q%u@%d '",
        "shared_preload_libraries = 'pg_stat_statements'",
        "timezone = 'Asia/Tokyo'",
        "ssl = on",
        "ssl_cert_file = '/etc/pki/tls/certs/seam.crt'",
        "ssl_key_file = '/etc/pki/tls/private/seam.key'"]},
        sm, age=60, args={"path": "/var/lib/pgsql/16/data/postgresql.conf", "offset": 0, "limit": 200}),
    item("s5", "linux_processes", processes(488, SM_MEM, [
        (48812, "postgres", "postgres", 96.4, 1_932_735_283, "2026-03-15T02:11:40+09:00",
         "postgres: reporting reporting_ro 10.20.0.41(51920) SELECT"),
        (48990, "postgres", "postgres", 71.0, 1_181_116_006, "2026-03-15T02:24:05+09:00",
         "postgres: autovacuum worker orders"),
        (1602, "pgbouncer", "pgbouncer", 12.3, 25_165_824, "2026-02-27T04:12:15+09:00",
         "/usr/bin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (49102, "postgres", "postgres", 9.8, 612_368_384, "2026-03-15T02:29:31+09:00",
         "postgres: app orders 127.0.0.1(40312) UPDATE"),
        (1551, "postgres", "postgres", 3.1, 8_589_934_592, "2026-02-27T04:12:09+09:00", "postgres: checkpointer"),
        (1553, "postgres", "postgres", 1.4, 402_653_184, "2026-02-27T04:12:09+09:00", "postgres: walwriter"),
        (2210, "node_exporter", "node_exporter", 0.7, 31_457_280, "2026-02-27T04:12:02+09:00", "/usr/bin/node_exporter"),
        (1544, "postgres", "postgres", 0.2, 142_606_336, "2026-02-27T04:12:09+09:00",
         "/usr/pgsql-16/bin/postgres -D /var/lib/pgsql/16/data/")]),
        sm, age=25, args={"sort": "cpu", "limit": 8}, complete=False),
    item("s6", "linux_recent_logs", {"source": "journal", "unit": "sshd.service", "entries": [
        log_entry("2026-03-14T09:02:11+09:00", "sshd.service", "info",
                  "Accepted publickey for peeta from 10.20.0.15 port 51234 ssh2: ED25519 SHA256:Qm3k9vXb2Lr0c8Hn"),
        log_entry("2026-03-14T13:47:55+09:00", "sshd.service", "info",
                  "Accepted password for haymitch from 10.20.0.31 port 40022 ssh2"),
        log_entry("2026-03-14T21:15:02+09:00", "sshd.service", "info", "Invalid user admin from 203.0.113.77 port 39900"),
        log_entry("2026-03-14T21:15:04+09:00", "sshd.service", "info",
                  "Failed password for invalid user admin from 203.0.113.77 port 39900 ssh2"),
        log_entry("2026-03-14T21:15:09+09:00", "sshd.service", "info",
                  "Failed password for invalid user admin from 203.0.113.77 port 39914 ssh2"),
        log_entry("2026-03-14T21:15:13+09:00", "sshd.service", "info",
                  "Failed password for root from 203.0.113.77 port 39930 ssh2"),
        log_entry("2026-03-15T01:58:40+09:00", "sshd.service", "info",
                  "Accepted publickey for effie from 10.20.0.15 port 52010 ssh2: ED25519 SHA256:t7Yp1QwErT5uIoPa"),
        log_entry("2026-03-15T02:04:13+09:00", "sshd.service", "info",
                  "pam_unix(sshd:session): session closed for user effie")]},
        sm, age=40, args={"unit": "sshd", "since_minutes": 1440}),
    item("s7", "linux_network_info", {
        "interfaces": [{"name": "ens18", "mac": "bc:24:11:5e:0d:7a", "addresses": ["10.20.0.5/24"], "is_up": True}],
        "listening": [listener(5432, "0.0.0.0", 1544, "postgres"), listener(5432, "::", 1544, "postgres"),
                      listener(6432, "0.0.0.0", 1602, "pgbouncer"), listener(22, "0.0.0.0", 1090, "sshd"),
                      listener(9100, "::", 2210, "node_exporter"), listener(25, "127.0.0.1", 1380, "master")],
        "connections": [connection("10.20.0.5:6432", "10.20.0.21:38810", 1602, "pgbouncer"),
                        connection("10.20.0.5:6432", "10.20.0.22:41002", 1602, "pgbouncer"),
                        connection("10.20.0.5:5432", "10.20.0.41:51920", 48812, "postgres"),
                        connection("127.0.0.1:40312", "127.0.0.1:5432", 1602, "pgbouncer"),
                        connection("127.0.0.1:5432", "127.0.0.1:40312", 49102, "postgres"),
                        connection("10.20.0.5:22", "10.20.0.15:52344", 50110, "sshd")]}, sm, age=30),
    item("s8", "linux_package_history", {"source": "dnf", "since": "2026-02-13T02:28:00+09:00", "events": [
        package_event("2026-03-02T03:05:10+09:00", "install", "kernel", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-03-13T03:10:44+09:00", "upgrade", "postgresql16-libs", "16.6-1PGDG.rhel9", "16.8-1PGDG.rhel9"),
        package_event("2026-03-13T03:10:45+09:00", "upgrade", "postgresql16", "16.6-1PGDG.rhel9", "16.8-1PGDG.rhel9"),
        package_event("2026-03-13T03:10:47+09:00", "upgrade", "postgresql16-server", "16.6-1PGDG.rhel9",
                      "16.8-1PGDG.rhel9"),
        package_event("2026-03-13T03:11:02+09:00", "upgrade", "pgbouncer", "1.23.1-1PGDG.rhel9", "1.24.0-1PGDG.rhel9")]},
        sm, age=120, args={"since_days": 30}),
    item("s9", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 53_660_876_800, 18_253_611_008),
        fs("/dev/mapper/vg_data-pgdata", "/var/lib/pgsql", "xfs", SM_DATA, 1_172_629_151_023),
        fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 408_944_640)]}, sm, age=30),
    item("s10", "linux_system_info", system_info(38.6, [9.84, 8.12, 6.40], 1_376_320, "2026-02-27T04:11:20+09:00",
                                                 SM_MEM, 41_875_931_136, 4_294_967_296, 536_870_912), sm, age=20),
    item("s11", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 310_378_496, "write_bytes_per_s": 95_420_416, "busy_percent": 85.2},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 40_960, "busy_percent": 0.3}]},
        sm, age=900, args={"interval_seconds": 1.0}),
]

seam_answers = [
    {"q": "Is Postgres OK? What is it doing right now?", "ev": ["s2", "s5", "s10"],
     "a": "### PostgreSQL on seam\n\n"
          "- Service: [[s:postgresql-16 is active (running)]], [[s:main PID 1544]], [[c:up since March 1]]\n"
          "- [[s:The busiest process is a reporting SELECT from 10.20.0.41]], [[s:at ~96% CPU]]\n"
          "- [[c:An autovacuum worker on the customers database is also busy (~71%)]]\n"
          "- [[c:pgbouncer is below 5% CPU]]\n"
          "- Load average [[s:9.84]] and [[s:rising over the last 15 minutes]], [[u:which is fine for 32 "
          "threads]]\n\n"
          "[[u:The reporting query is probably missing an index]]; `pg_stat_statements` would show you which one."},
    {"q": "Who logged in over SSH in the last day? Any attacks?", "ev": ["s6", "s1"],
     "a": "| When | User | From | Method |\n|---|---|---|---|\n"
          "| [[s:yesterday 09:02 | peeta | 10.20.0.15 | ✅ publickey]] |\n"
          "| [[c:yesterday 13:47 | haymitch | 10.20.0.31 | ✅ publickey]] |\n"
          "| [[c:today 01:58 | effie | 10.20.0.51 | ✅ publickey]] |\n\n"
          "Also [[s:203.0.113.77 tried admin and root]] [[c:about 20 times]] [[s:around 21:15 last night]], and "
          "[[s:all of those attempts failed]]. [[u:It's likely a botnet scanning for open SSH]]. [[s:effie's "
          "session ended at 02:04]]; [[c:effie is in wheel]], so that login was a privileged account."},
    {"q": "show me the important postgres settings", "ev": ["s4", "s1"],
     "a": "From postgresql.conf:\n\n"
          "- max_connections: [[s:300]]\n- shared_buffers: [[c:8GB]]\n- [[s:effective_cache_size: 96GB]]\n"
          "- work_mem: [[s:64MB]]\n- [[s:WAL archiving is on (pgbackrest)]]\n"
          "- [[c:listen_addresses = 'localhost']]\n- [[s:SSL is enabled]]\n"
          "\n"
          "shared_buffers is [[c:only ~6% of]] [[s:your 128 GB of RAM]], so you could raise it. [[s:Slow queries "
          "over 500 ms are logged]]. [[u:These were last changed by ansible on March 2]]."},
    {"q": "Did the postgres upgrade go through? Do I need to restart anything?", "ev": ["s8", "s2", "s3"],
     "a": "Yes — dnf [[s:upgraded postgresql16-server from 16.6 to 16.8]] [[s:on March 13 around 03:10]] "
          "([[s:almost two days ago]]), and [[u:pgbouncer went to 1.24.0 in the same run (s3)]]. But [[s:postgresql-16 "
          "has been active since February 27]], which is before the upgrade, so [[u:the server process is still "
          "the 16.6 binary]] and you'll want a restart in a maintenance window; [[c:pgbouncer, on the other hand, "
          "was restarted after its upgrade]]. [[c:The kernel 5.14.0-503.26.1 was installed on March 12]] as well."},
    {"q": "how full is the database disk, and memory?", "ev": ["s9", "s10", "s11"],
     "a": "/var/lib/pgsql: [[s:71% used]], [[c:about 620 GB free]] [[s:on a 1.5 TiB volume]].\nRAM: [[s:~87 GiB used]], [[s:about 39 GiB still available]], and [[c:swap is untouched]].\n"
          "The NVMe is [[t:~85% busy]] with [[t:~310 MB/s of reads]]. [[u:At this rate the data volume fills up in "
          "about 3 months]]."},
    {"q": "what's connected to postgres and pgbouncer right now?", "ev": ["s7"],
     "a": "- [[s:Postgres listens on 5432 on all interfaces (IPv4 and IPv6)]]\n"
          "- [[s:pgbouncer listens on 6432]], [[c:but only on localhost]]\n"
          "- [[s:Two app servers (10.20.0.21 and 10.20.0.22) are connected to pgbouncer]]\n"
          "- [[s:10.20.0.41 connects straight to 5432]], [[u:bypassing pgbouncer on purpose for reporting]]\n"
          "- [[c:node_exporter listens only on localhost]]\n"
          "- [[c:SMTP (port 25) is open to the network]]\n"
          "- [[s:There's one SSH session, from 10.20.0.15]]"},
    {"q": "Which accounts exist on seam, and who's a DBA?", "ev": ["s1"],
     "a": "The human accounts are [[s:peeta, haymitch and effie]]. [[s:The dba group has peeta and effie]]; "
          "[[c:haymitch is in dba too]]. [[s:peeta and haymitch are in wheel]]. Service accounts: [[s:postgres's "
          "home is /var/lib/pgsql]], and [[c:pgbouncer has a bash login shell]]. [[u:effie's account was created "
          "last month]]."},
]

# ---------------------------------------------------------------- mockingjay: Arch Linux CI runner, UTC+11:00
mj = Clock("2026-03-14T23:10:00+11:00")
MJ_MEM = 65_852_366_848
MJ_ROOT = 1_998_251_364_352

mj_steady = steady(
    "m1", mj, age=3600, hostname="mockingjay", os_name="Arch Linux", os_version=None, os_codename=None,
    kernel="6.13.5-arch1-1", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
    memory_total_bytes=MJ_MEM, package_manager="pacman",
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": MJ_ROOT}],
    network_interfaces=[{"name": "enp14s0", "mac": "9c:6b:00:2f:71:c8", "addresses": ["10.9.0.30/24"], "is_up": True},
                        {"name": "docker0", "mac": "02:42:5d:e0:19:3b", "addresses": ["172.17.0.1/16"], "is_up": True}],
    dns_servers=["10.9.0.1"], default_gateway="10.9.0.1",
    installed_packages={"docker": "1:28.0.1-1", "gitlab-runner": "17.9.0-1", "linux": "6.13.6.arch1-1",
                        "containerd": "2.0.3-1", "git": "2.48.1-1"},
    available_services=["docker.service", "gitlab-runner.service", "containerd.service", "reflector.service",
                        "ci-cache-cleanup.service", "sshd.service"],
    users=[{"name": "gitlab-runner", "uid": 967, "gid": 967, "home": "/var/lib/gitlab-runner", "shell": "/bin/bash"},
           {"name": "beetee", "uid": 1000, "gid": 1000, "home": "/home/beetee", "shell": "/usr/bin/fish"}],
    groups=[{"name": "docker", "gid": 968, "members": ["gitlab-runner", "beetee"]},
            {"name": "wheel", "gid": 998, "members": ["beetee"]}])
mj_steady["data"]["stale_sources"] = ["packages"]

mockingjay_ev = [
    mj_steady,
    item("m2", "linux_service_status", {"units": [
        unit("ci-cache-cleanup.service", "failed", "failed", "static", None, None, "Prune old CI caches"),
        unit("reflector.service", "failed", "failed", "disabled", None, None, "Refresh Pacman mirrorlist with Reflector.")],
        "total": 2, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
        mj, age=30, args={"state": "failed"}),
    item("m3", "linux_service_status", unit("gitlab-runner.service", "active", "running", "enabled", 811,
                                            "2026-03-10T08:02:14+11:00", "GitLab Runner"), mj, age=30,
         args={"name": "gitlab-runner"}),
    item("m4", "linux_service_status", unit("docker.service", "active", "running", "enabled", 702,
                                            "2026-03-10T08:01:58+11:00", "Docker Application Container Engine"),
         mj, age=30, args={"name": "docker"}),
    item("m5", "linux_containers", {"runtime": "docker", "containers": [
        box("4c1f0e9a7b21", "runner-t3xkq-project-42-concurrent-0-4c1f-build", "node:22-bookworm", "running",
            "Up 6 minutes", "2026-03-14T22:56:58+11:00"),
        box("9aa2d61c0e4f", "runner-t3xkq-project-17-concurrent-1-9aa2-build", "rust:1.85", "running",
            "Up 14 minutes", "2026-03-14T22:48:40+11:00"),
        box("e5b3a1f09c77", "ci-registry-cache", "registry:2", "running", "Up 4 days", "2026-02-11T13:30:05+11:00",
            ["0.0.0.0:5000->5000/tcp"])]}, mj, age=420, args={"all": False}),
    item("m6", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", MJ_ROOT, 1_898_338_796_134),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 210_763_776)]}, mj, age=30),
    item("m7", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-03-14T20:41:07+11:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=412.7 job=88213 project=42 runner=t3xkq"),
        log_entry("2026-03-14T21:55:30+11:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed: exit code 1  duration_s=188.2 job=88231 project=17 runner=t3xkq"),
        log_entry("2026-03-14T22:31:12+11:00", "gitlab-runner.service", "warning",
                  'WARNING: Failed to pull image with policy "if-not-present": write /var/lib/docker/tmp/GetImageBlob3318: '
                  'no space left on device  job=88240 project=42 runner=t3xkq'),
        log_entry("2026-03-14T22:31:13+11:00", "gitlab-runner.service", "err",
                  'ERROR: Job failed (system failure): failed to pull image "node:22-bookworm": no space left on device  '
                  'job=88240 project=42 runner=t3xkq'),
        log_entry("2026-03-14T23:03:44+11:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88244 repo_url=https://git.example.org/web/storefront.git runner=t3xkq")]},
        mj, age=40, args={"unit": "gitlab-runner", "since_minutes": 180}),
    item("m8", "linux_package_history", {"source": "pacman", "since": "2026-03-07T23:08:00+11:00", "events": [
        package_event("2026-03-09T19:20:04+11:00", "install", "act", None, "0.2.74-1"),
        package_event("2026-03-09T19:22:41+11:00", "remove", "act", "0.2.74-1", None),
        package_event("2026-03-12T07:55:21+11:00", "upgrade", "linux", "6.13.5.arch1-1", "6.13.6.arch1-1"),
        package_event("2026-03-12T07:55:21+11:00", "upgrade", "docker", "1:27.5.1-1", "1:28.0.1-1"),
        package_event("2026-03-12T07:55:21+11:00", "upgrade", "containerd", "2.0.2-1", "2.0.3-1"),
        package_event("2026-03-12T07:55:30+11:00", "upgrade", "gitlab-runner", "17.8.3-1", "17.9.0-1")]},
        mj, age=100, args={"since_days": 7}),
    item("m9", "linux_processes", processes(642, MJ_MEM, [
        (90388, "rustc", "root", 388.0, 3_758_096_384, "2026-03-14T22:56:40+11:00",
         "rustc --crate-name storefront_api --edition=2021 src/main.rs --crate-type bin -C opt-level=3"),
        (90501, "node", "root", 97.5, 1_610_612_736, "2026-03-14T23:04:31+11:00",
         "node /builds/web/storefront/node_modules/.bin/vite build"),
        (702, "dockerd", "root", 6.2, 268_435_456, "2026-03-10T08:01:58+11:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (811, "gitlab-runner", "gitlab-runner", 1.1, 62_914_560, "2026-03-10T08:02:14+11:00",
         "/usr/bin/gitlab-runner run --working-directory /var/lib/gitlab-runner --config /etc/gitlab-runner/config.toml "
         "--service gitlab-runner --user gitlab-runner"),
        (88820, "containerd", "root", 0.9, 98_566_144, "2026-03-10T08:01:40+11:00", "/usr/bin/containerd"),
        (90377, "containerd-shim", "root", 0.4, 15_728_640, "2026-03-14T22:48:41+11:00",
         "/usr/bin/containerd-shim-runc-v2 -namespace moby -id 9aa2d61c0e4f")]),
        mj, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("m10", "linux_system_info", system_info(78.4, [24.3, 19.8, 15.1], 400_120, "2026-03-10T08:01:20+11:00",
                                                 MJ_MEM, 26_843_545_600, 0, 0), mj, age=20),
    item("m11", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp14s0", "rx_bytes_per_s": 118_400_000, "tx_bytes_per_s": 3_200_000},
        {"name": "docker0", "rx_bytes_per_s": 1_200_000, "tx_bytes_per_s": 112_000_000},
        {"name": "lo", "rx_bytes_per_s": 40_960, "tx_bytes_per_s": 40_960}]}, mj, age=30,
        args={"interval_seconds": 1.0}),
]

mockingjay_answers = [
    {"q": "Why did CI jobs fail tonight?", "ev": ["m7", "m6"],
     "a": "Two failures tonight:\n\n"
          "1. **Job 88231** (project 17) — [[s:failed with exit code 1 at 21:55]]. [[u:That's a failing test in "
          "the Rust project]], not the runner.\n"
          "2. **Job 88240** (project 42) — [[s:system failure at 22:31]]: [[s:the runner couldn't pull "
          "node:22-bookworm]] [[s:because of \"no space left on device\"]].\n\n"
          "[[u:Root is at 95% (m7)]] with [[c:only about 40 GB free]]. [[s:Job 88213 succeeded earlier, at 20:41]], so "
          "[[c:that's 3 failures in the last 3 hours]] out of 4 jobs. Running `docker system prune -af` on the "
          "runner should buy you room."},
    {"q": "what's hammering the CPU?", "ev": ["m9", "m10"],
     "a": "[[s:rustc (PID 90388)]] at [[s:~388% CPU]] ([[s:about 4 cores]]) — [[s:compiling storefront_api]]; "
          "[[s:node running vite build at ~98%]]; [[c:dockerd around 16%]]. [[s:Load is 24.3]] [[u:on 32 "
          "threads, so there's headroom]], and [[s:overall CPU is 78%]]. [[c:Both builds started in the last 5 "
          "minutes]]."},
    {"q": "Do I need to reboot after the updates?", "ev": ["m1", "m8"],
     "a": "Probably yes. pacman [[s:upgraded linux from 6.13.5.arch1-1 to 6.13.6.arch1-1]] [[s:on Thursday "
          "morning (March 12, 07:55)]], but [[s:the running kernel is still 6.13.5-arch1-1]], so [[u:the modules "
          "for the running kernel are already gone from /usr/lib/modules]] and anything that loads a module (a new "
          "Docker network, USB) may fail. [[s:docker went to 28.0.1 in the same upgrade]], and [[c:gitlab-runner to 17.10.0]]. The package list also shows [[t:git 2.48.1]]. "
          "[[c:act was installed on the 9th and is still there]] if you want to test workflows locally."},
    {"q": "which CI containers are running?", "ev": ["m5"],
     "a": "| Container | Image | Up |\n|---|---|---|\n"
          "| [[t:runner-t3xkq-project-42-concurrent-0-4c1f-build | node:22-bookworm | 6 minutes]] |\n"
          "| [[t:runner-t3xkq-project-17-concurrent-1-9aa2-build | rust:1.85 | 14 minutes]] |\n"
          "| [[t:ci-registry-cache | registry:2 | 4 days]] |\n\n"
          "[[t:3 containers are running]], and [[t:the registry cache publishes port 5000 on all interfaces]]. "
          "[[t:The project 42 job uses node:20]]. [[u:No other jobs are queued]]."},
    {"q": "is the runner healthy? any failed units?", "ev": ["m2", "m3", "m4", "m8"],
     "a": "gitlab-runner: [[s:active (running) since March 10 08:02]]\n"
          "docker: [[s:active]], [[c:PID 811]]\n"
          "Failed units: [[s:reflector.service and ci-cache-cleanup.service]] — [[s:just those two]]\n\n"
          "[[u:reflector failed because the mirror status page couldn't be fetched]]. Note that [[u:docker is "
          "still running the pre-upgrade 27.5.1 daemon]], and [[c:gitlab-runner was restarted after its "
          "upgrade]]."},
    {"q": "who can run docker on this box?", "ev": ["m1"],
     "a": "[[s:gitlab-runner and beetee are both in the docker group]], and [[s:beetee is the only member of "
          "wheel]]. [[s:gitlab-runner's home is /var/lib/gitlab-runner]] and [[c:its uid is 1001]]. "
          "[[c:beetee uses zsh]] as a shell. [[t:docker 1:28.0.1-1 is installed]]."},
    {"q": "how much network traffic right now?", "ev": ["m11"],
     "a": "**enp14s0**: [[s:receiving about 118 MB/s]] ([[s:~947 Mbit/s]]) — [[u:that's basically saturating "
          "your gigabit link]] — and [[c:sending around 32 MB/s]].\n"
          "**docker0**: [[s:sending ~112 MB/s]] into the containers, [[u:which is the image pull for the build "
          "container]]."},
]

MACHINES = [
    {"name": "capitol", "clock": cap, "evidence": capitol_ev, "answers": capitol_answers},
    {"name": "district12", "clock": d12, "evidence": district12_ev, "answers": district12_answers},
    {"name": "district4", "clock": d4, "evidence": district4_ev, "answers": district4_answers},
    {"name": "seam", "clock": sm, "evidence": seam_ev, "answers": seam_answers},
    {"name": "mockingjay", "clock": mj, "evidence": mockingjay_ev, "answers": mockingjay_answers},
]
