"""30th generation (written blind: the writer saw neither the wrapper, its tests, its misses nor the other
generations' scenario files; labels were decided by reading this file's evidence only).

Five machines named after Slavic mythology, in five time zones and five distributions.

perun (Rocky Linux 9.4, Europe/Warsaw, +01:00) is the control-plane node of a three-node k3s cluster.
Its evidence is the steady state, `kubernetes_get` of nodes (dazhbog NotReady with its Ready condition Unknown
since 08:57 and an older kubelet, v1.29.4+k3s1), of every pod (14, complete: a CrashLoopBackOff worker with 14
restarts, an api pod terminating on dazhbog, an unschedulable replacement with no node), of the shop
deployments, Services (a LoadBalancer with two ingress IPs, a ClusterIP, a headless one) and events; the
k3s unit (active since 11 March); a system reading seven minutes old (stale); disk usage; and a cut k3s log.

veles (Alpine Linux 3.20, Europe/Kyiv, +03:00) is a home container host with Docker under OpenRC: ten
containers (seven running, immich-server restarting, immich-postgres exited 137, watchtower exited 1), a
kernel OOM kill of a postgres process in /var/log/messages (file source, no units), a service-status read
that failed because systemd is not running, a package history that failed (apk has no log the tool reads),
a snapshot whose packages source is stale, memory, disks and listeners (docker-proxy on 80/443/2222, 3001 on
loopback).

mokosh (Linux Mint 22, America/Toronto, -04:00) is Olena's laptop: memory pressure with a VirtualBox VM,
processes sorted by memory (cut to eight), a root disk 89% full, a complete apt history of six events (no
kernel), vboxdrv active (exited) since after the last boot, a network-traffic reading nine minutes old
(stale), and two accounts (only olena in sudo and vboxusers).

svarog (Ubuntu 22.04, Asia/Novosibirsk, +07:00) is a PostgreSQL 14 server with pgbouncer and a shell
gitlab-runner: every unit (gitlab-runner failed after its upgrade at 11:51, config TOML error, restart counter
5), the tail of the PostgreSQL log (auth failures, a deadlock, a 270 s checkpoint, a 6.2 s query), a page of
postgresql.conf, processes by CPU (cut), listeners and connections (apps straight to 5432, 10.20.0.40 to
pgbouncer), a disk-I/O sample twelve minutes old (stale), disk usage and a month of apt history.

domovoi (openSUSE Tumbleweed 20260212, Australia/Sydney, +11:00) is a home server with rootless Podman
(five containers, zigbee2mqtt exited), Samba (three failed logins for media, one good one for oksana), an
8 TB media drive 93% full, listeners (8123 on all addresses from python3, 9090 held by systemd for
cockpit.socket, nmbd on UDP 137), a package history that failed (zypper is not read), and a snapshot whose
users source is stale.
"""

from _evidence import (Clock, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------- perun
PERUN = Clock("2026-03-18T09:42:00+01:00")
P_MEM = 33414914048


def _knode(name: str, status: str, version: str, ip: str, since: str, roles: tuple[str, ...] = ()) -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    for role in roles:
        labels[f"node-role.kubernetes.io/{role}"] = "true"
    reason = {"True": "KubeletReady", "Unknown": "NodeStatusUnknown"}[status]
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": status, "reason": reason,
                                       "lastTransitionTime": since}],
                       "addresses": [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}],
                       "nodeInfo": {"kubeletVersion": version, "osImage": "Rocky Linux 9.4 (Blue Onyx)"
                                    if name == "perun" else "Debian GNU/Linux 12 (bookworm)"}}}


def _pending(name: str, namespace: str, message: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace}, "spec": {},
            "status": {"phase": "Pending", "conditions": [{"type": "PodScheduled", "status": "False",
                                                           "reason": "Unschedulable", "message": message}]}}


def _event(kind: str, name: str, etype: str, reason: str, message: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": f"{name}.{reason.lower()}", "namespace": "shop"},
            "involvedObject": {"kind": kind, "name": name, "namespace": "shop"}, "type": etype, "reason": reason,
            "message": message, "count": count, "firstTimestamp": first, "lastTimestamp": last}


_UNSCHED = ("0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
            "2 Insufficient memory. preemption: 0/3 nodes are available: 1 Preemption is not helpful for "
            "scheduling, 2 No preemption victims found for incoming pod.")

_terminating = pod("api-7c9d8b6f5-qw7rt", "shop", "Running", "dazhbog", ready=False,
                   started="2026-03-16T14:20:11Z")
_terminating["metadata"]["deletionTimestamp"] = "2026-03-18T08:02:31Z"

PERUN_EVIDENCE = [
    steady("s1", PERUN, age=5400, hostname="perun", domain="lab.internal", os_name="Rocky Linux",
           os_version="9.4", os_codename="Blue Onyx", kernel="5.14.0-427.22.1.el9_4.x86_64",
           cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=P_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 107374182400},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                   "total_bytes": 536870912000},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1073741824}],
           network_interfaces=[
               {"name": "eno1", "mac": "3c:ec:ef:41:0a:12", "addresses": ["192.168.40.10/24"], "is_up": True},
               {"name": "cni0", "mac": "5e:21:9a:0c:33:e1", "addresses": ["10.42.0.1/24"], "is_up": True},
               {"name": "flannel.1", "mac": "a2:4b:10:77:de:05", "addresses": ["10.42.0.0/32"], "is_up": True}],
           dns_servers=["192.168.40.1"], default_gateway="192.168.40.1", package_manager="rpm",
           installed_packages={"k3s-selinux": "1.5-1.el9", "container-selinux": "3:2.229.0-1.el9",
                               "openssh-server": "8.7p1-38.el9_4.4", "firewalld": "1.3.4-1.el9",
                               "chrony": "4.5-1.el9", "kernel": "5.14.0-427.22.1.el9_4",
                               "iscsi-initiator-utils": "6.2.1.9-1.gita65a472.el9"},
           available_services=["k3s.service", "sshd.service", "firewalld.service", "chronyd.service",
                               "node_exporter.service", "iscsid.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "marta", "uid": 1001, "gid": 1001, "home": "/home/marta", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ops"]},
                   {"name": "marta", "gid": 1001, "members": []}]),
    item("e1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _knode("perun", "True", "v1.29.6+k3s2", "192.168.40.10", "2026-03-11T05:16:02Z", ("control-plane", "master")),
        _knode("stribog", "True", "v1.29.6+k3s2", "192.168.40.11", "2026-03-11T05:18:40Z"),
        _knode("dazhbog", "Unknown", "v1.29.4+k3s1", "192.168.40.12", "2026-03-18T07:57:12Z"),
    ]}, PERUN, age=40, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        pod("coredns-6799fbcd5-x8kq2", "kube-system", "Running", "perun", started="2026-03-11T05:16:40Z"),
        pod("traefik-f4564c4f4-9lrzm", "kube-system", "Running", "perun", started="2026-03-11T05:17:05Z"),
        pod("metrics-server-54fd9b65b-7hqnc", "kube-system", "Running", "perun", restarts=1,
            started="2026-03-11T05:19:30Z"),
        pod("local-path-provisioner-6c86858495-tz5mw", "kube-system", "Running", "perun",
            started="2026-03-11T05:16:41Z"),
        pod("svclb-web-2c4f1a9e-mm2xp", "kube-system", "Running", "perun", started="2026-03-11T05:17:30Z"),
        pod("svclb-web-2c4f1a9e-jr8kd", "kube-system", "Running", "stribog", started="2026-03-11T05:19:02Z"),
        pod("api-7c9d8b6f5-2hxkp", "shop", "Running", "stribog", started="2026-03-16T14:20:09Z"),
        pod("api-7c9d8b6f5-9fjds", "shop", "Running", "perun", restarts=2, started="2026-03-16T14:20:10Z"),
        _terminating,
        _pending("api-7c9d8b6f5-v5gzn", "shop", _UNSCHED),
        pod("web-5b8f9d7c4-m2z9n", "shop", "Running", "stribog", started="2026-03-12T10:02:51Z"),
        pod("web-5b8f9d7c4-lw8tq", "shop", "Running", "perun", started="2026-03-12T10:02:52Z"),
        pod("worker-6f7d9c8b5-lk4ps", "shop", "Running", "stribog", restarts=14, ready=False,
            waiting="CrashLoopBackOff"),
        pod("redis-0", "shop", "Running", "perun", started="2026-03-11T05:20:14Z"),
    ]}, PERUN, age=45, args={"resource": "pods", "all_namespaces": True}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("api", "shop", 3, 2), deployment("web", "shop", 2, 2), deployment("worker", "shop", 1, 0),
    ]}, PERUN, age=50, args={"resource": "deployments", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        {"kind": "Service", "metadata": {"name": "api", "namespace": "shop"},
         "spec": {"type": "ClusterIP", "clusterIP": "10.43.112.40", "selector": {"app": "api"},
                  "ports": [{"name": "http", "protocol": "TCP", "port": 8080, "targetPort": 8080}]},
         "status": {"loadBalancer": {}}},
        {"kind": "Service", "metadata": {"name": "web", "namespace": "shop"},
         "spec": {"type": "LoadBalancer", "clusterIP": "10.43.7.191", "selector": {"app": "web"},
                  "ports": [{"name": "http", "protocol": "TCP", "port": 80, "targetPort": 3000, "nodePort": 31080}]},
         "status": {"loadBalancer": {"ingress": [{"ip": "192.168.40.10"}, {"ip": "192.168.40.11"}]}}},
        {"kind": "Service", "metadata": {"name": "redis", "namespace": "shop"},
         "spec": {"type": "ClusterIP", "clusterIP": "None", "selector": {"app": "redis"},
                  "ports": [{"name": "redis", "protocol": "TCP", "port": 6379, "targetPort": 6379}]},
         "status": {"loadBalancer": {}}},
    ]}, PERUN, age=55, args={"resource": "services", "namespace": "shop"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        _event("Pod", "api-7c9d8b6f5-qw7rt", "Warning", "NodeNotReady", "Node is not ready", 1,
               "2026-03-18T07:57:52Z", "2026-03-18T07:57:52Z"),
        _event("Pod", "api-7c9d8b6f5-qw7rt", "Normal", "TaintManagerEviction",
               "Marking for deletion Pod shop/api-7c9d8b6f5-qw7rt", 1, "2026-03-18T08:02:31Z",
               "2026-03-18T08:02:31Z"),
        _event("Pod", "api-7c9d8b6f5-v5gzn", "Warning", "FailedScheduling", _UNSCHED, 9,
               "2026-03-18T08:02:32Z", "2026-03-18T08:38:02Z"),
        _event("Pod", "worker-6f7d9c8b5-lk4ps", "Warning", "BackOff",
               "Back-off restarting failed container worker in pod worker-6f7d9c8b5-lk4ps_shop"
               "(8e0d6f4c-1b2a-4c55-9d1e-2f7a0c9b3e11)", 61, "2026-03-18T07:31:05Z", "2026-03-18T08:40:44Z"),
    ]}, PERUN, age=60, args={"resource": "events", "namespace": "shop"}),
    item("e6", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 1187,
                                            "2026-03-11T06:15:22+01:00", "Lightweight Kubernetes"),
         PERUN, age=30, args={"name": "k3s"}),
    item("e7", "linux_system_info", system_info(38.5, [2.41, 2.10, 1.95], 616820, "2026-03-11T06:14:40+01:00",
                                                P_MEM, 12884901888, 0, 0), PERUN, age=420),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 107374182400, 44238163968),
        fs("/dev/sdb1", "/var/lib/rancher", "xfs", 536870912000, 341449093120),
        fs("/dev/sda1", "/boot", "xfs", 1073741824, 325058560),
    ]}, PERUN, age=35),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-03-18T08:57:12+01:00", "k3s.service", "info",
                  'I0318 08:57:12.402118    1187 node_lifecycle_controller.go:1045] "Node became not ready" '
                  'node="dazhbog" status="Unknown" reason="NodeStatusUnknown"'),
        log_entry("2026-03-18T09:02:31+01:00", "k3s.service", "info",
                  'I0318 09:02:31.118540    1187 taint_eviction.go:113] "Deleting pod" controller="taint-eviction-'
                  'controller" pod="shop/api-7c9d8b6f5-qw7rt"'),
        log_entry("2026-03-18T09:38:02+01:00", "k3s.service", "err",
                  'E0318 09:38:02.771930    1187 schedule_one.go:1004] "Error scheduling pod; retrying" '
                  'err="0/3 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, '
                  '2 Insufficient memory." pod="shop/api-7c9d8b6f5-v5gzn"'),
        log_entry("2026-03-18T09:40:44+01:00", "k3s.service", "err",
                  'E0318 09:40:44.219337    1187 pod_workers.go:1298] "Error syncing pod, skipping" err="failed to '
                  '\\"StartContainer\\" for \\"worker\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed '
                  'container=worker pod=worker-6f7d9c8b5-lk4ps_shop\\"" pod="shop/worker-6f7d9c8b5-lk4ps"'),
    ]}, PERUN, age=25, args={"unit": "k3s", "since_minutes": 90, "limit": 4}, complete=False),
]

PERUN_ANSWERS = [
    {"q": "Are all the nodes in my k3s cluster healthy?", "ev": ["e1"],
     "a": "Not quite. Here's `kubectl get nodes` (e1):\n\n"
          "| Node | Status | Roles |\n|---|---|---|\n"
          "| perun | [[s:✅ Ready]] | [[s:control-plane, master]] |\n"
          "| stribog | [[s:✅ Ready]] | [[c:control-plane]] |\n"
          "| dazhbog | [[s:❌ NotReady]] | — |\n\n"
          "[[s:Two of your three nodes are Ready]]. [[s:dazhbog stopped reporting at about 08:57]] "
          "— [[u:most likely the kubelet lost its network connection]]. "
          "[[c:All three nodes run the same k3s release]], so this isn't a version-skew issue. "
          "Try `kubectl describe node dazhbog` for the details."},
    {"q": "What's going on in the shop namespace? Something seems off.", "ev": ["e2", "e3", "e5"],
     "a": "Here's what I see in **shop**:\n\n"
          "- **api** — [[s:only 2 of 3 replicas are ready]]. [[s:The replacement pod `api-7c9d8b6f5-v5gzn` is "
          "stuck in Pending]] because [[s:the scheduler says two nodes have insufficient memory]]. [[s:The old pod on dazhbog was marked for deletion]] [[c:at 09:12]].\n"
          "- **worker** — [[s:`worker-6f7d9c8b5-lk4ps` is in CrashLoopBackOff]] with [[c:41 restarts]]; "
          "[[s:the BackOff event has fired 61 times]]. [[u:It's probably failing because it can't reach redis]].\n"
          "- **web** — [[s:2/2 ready]], [[c:both pods on stribog]].\n"
          "\n"
          "[[c:Nothing else in the namespace has restarted]]. I'd start with "
          "`kubectl -n shop logs worker-6f7d9c8b5-lk4ps --previous`."},
    {"q": "How's perun holding up — CPU, memory, disk?", "ev": ["s1", "e7", "e8"],
     "a": "**perun** at a glance:\n\n"
          "- CPU: [[t:about 38% busy]], [[t:load average 2.41 / 2.10 / 1.95]] on [[s:a 6-core / 12-thread Xeon "
          "E-2236]]\n"
          "- Memory: [[t:roughly 19 GiB of 31 GiB in use (61%)]]; [[t:no swap configured]]\n"
          "- Uptime: [[t:a little over 7 days]]\n"
          "- Disk: [[s:`/` is 41% full (41.2 of 100 GiB)]], [[c:`/var/lib/rancher` has about 318 GiB free]] — "
          "[[s:which makes it the fullest filesystem on the box]].\n\n"
          "Note the CPU/memory reading is a few minutes old; the disk numbers are fresh. Nothing looks critical, "
          "but keep an eye on the rancher volume since container images and PVCs live there."},
    {"q": "When did k3s last restart, and is it logging errors?", "ev": ["e6", "e9"],
     "a": "[[s:`k3s.service` is active (running)]] and [[s:has been up since 11 March at "
          "06:15]] — [[c:so about 5 days without a restart]]. [[s:It's enabled at boot]].\n\n"
          "In the last 90 minutes of its journal: [[s:at 08:57 the node lifecycle controller marked dazhbog not "
          "ready]], [[s:at 09:38 it couldn't schedule `api-7c9d8b6f5-v5gzn`]], and [[c:at 09:40 it reported an "
          "ImagePullBackOff for the worker pod]]. [[u:There are no other warnings in that window]]. "
          "[[u:The restart last week was caused by the kernel update]]."},
    {"q": "How do I reach the shop web frontend from my LAN?", "ev": ["e4", "e2"],
     "a": "The `web` Service is [[s:of type LoadBalancer]] (k3s's built-in servicelb), [[s:exposing port 80]]. "
          "[[s:It has two external IPs, 192.168.40.10 and 192.168.40.11]], so from the "
          "LAN just open http://192.168.40.11/ in a browser.\n\n"
          "A few other things:\n"
          "* [[c:The `api` Service is also a LoadBalancer]] [[s:on port 8080]].\n"
          "* [[s:`redis` is headless (ClusterIP None)]], so it's only reachable in-cluster.\n"
          "* [[c:The svclb pods for web run on all three nodes]]; [[u:Traefik isn't involved in this path]].\n\n"
          "Want me to show the Ingress objects too?"},
    {"q": "Which pods are on which node?", "ev": ["e1", "e2"],
     "a": "1. **perun** — [[c:7 pods]]: [[s:the add-ons (coredns, traefik, local-path-provisioner)]] plus "
          "[[s:redis-0, api-…9fjds, web-…lw8tq and one svclb-web pod]].\n"
          "2. **stribog** — [[s:4 pods]]: [[s:api-…2hxkp, web-…m2z9n, the crashing worker and the other svclb-web "
          "pod]]. [[c:metrics-server runs here too]].\n"
          "3. **dazhbog** — [[s:just `api-7c9d8b6f5-qw7rt`, which is terminating]].\n\n"
          "[[s:`api-7c9d8b6f5-v5gzn` hasn't been assigned to any node yet]]. [[s:That's 14 pods across both "
          "namespaces]]."},
    {"q": "Is dazhbog on the same k3s version as the others now?", "ev": ["e1", "e9", "e6"],
     "extra": [user("u1", "I upgraded dazhbog to the new k3s yesterday evening.", PERUN, age=90)],
     "a": "Not according to the API server — [[s:dazhbog still reports kubelet v1.29.4+k3s1]] while [[s:perun and "
          "stribog are on v1.29.6+k3s2]]. [[u:The upgrade probably didn't finish before the node dropped off]]: "
          "[[s:it's been NotReady since 08:57 this morning]] ([[c:e9 shows it went NotReady yesterday around "
          "21:30]]). Also, [[c:k3s on perun restarted yesterday evening as well]], which may have been part of "
          "the same rollout. Once dazhbog is reachable, `k3s --version` on it will tell you what actually got "
          "installed."},
]

# ---------------------------------------------------------------------------------------------------- veles
VELES = Clock("2026-05-02T21:15:00+03:00")
V_MEM = 16451616768
_NO_PKG_LOG = ("no package manager log found (looked for /var/log/dpkg.log, /var/log/apt/history.log, "
               "/var/log/dnf.rpm.log, /var/log/pacman.log)")
_NO_SYSTEMD = ("systemd is not running on this machine (no /run/systemd/system), so service states cannot be "
               "read")

VELES_EVIDENCE = [
    steady("s1", VELES, age=7200, hostname="veles", os_name="Alpine Linux", os_version="3.20.3",
              os_codename=None, kernel="6.6.58-0-lts", cpu_model="AMD Ryzen 5 5600G with Radeon Graphics",
              cpu_cores=6, cpu_threads=12, memory_total_bytes=V_MEM,
              disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62277025792},
                     {"device": "/dev/sda1", "mountpoint": "/srv", "fstype": "btrfs", "total_bytes": 4000650883072}],
              network_interfaces=[
                  {"name": "eth0", "mac": "d8:bb:c1:5a:70:3e", "addresses": ["192.168.1.20/24"], "is_up": True},
                  {"name": "docker0", "mac": "02:42:7f:1c:a0:09", "addresses": ["172.17.0.1/16"], "is_up": True}],
              dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="apk",
              installed_packages={"docker": "26.1.5-r0", "containerd": "1.7.22-r0", "docker-compose": "2.27.0-r4",
                                  "openrc": "0.54-r1", "openssh": "9.7_p1-r4", "chrony": "4.5-r0",
                                  "btrfs-progs": "6.9.2-r0"},
              available_services=[],
              unavailable={"available_services": "systemd is not running on this machine (OpenRC); services are "
                                                 "not listed"},
              stale_sources=["packages"],
              users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/ash"},
                     {"name": "ivan", "uid": 1000, "gid": 1000, "home": "/home/ivan", "shell": "/bin/ash"},
                     {"name": "backup", "uid": 1001, "gid": 1001, "home": "/var/backup", "shell": "/sbin/nologin"}],
              groups=[{"name": "docker", "gid": 101, "members": ["ivan"]},
                      {"name": "wheel", "gid": 10, "members": ["ivan"]},
                      {"name": "backup", "gid": 1001, "members": []}]),
    item("e1", "linux_containers", {"runtime": "docker", "containers": [
        box("3f9a1c02be71", "traefik", "traefik:v3.1", "running", "Up 9 days", "2026-04-23T14:05:11+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("a81d44e0c913", "nextcloud", "nextcloud:29-apache", "running", "Up 9 days", "2026-04-23T14:05:12+00:00"),
        box("0c57b2e9f4aa", "nextcloud-db", "mariadb:10.11", "running", "Up 9 days", "2026-04-23T14:05:12+00:00"),
        box("77e03d1a5b28", "vaultwarden", "vaultwarden/server:1.32.0", "running", "Up 3 days (healthy)",
            "2026-04-29T08:41:57+00:00"),
        box("b2c6e90f1d47", "uptime-kuma", "louislam/uptime-kuma:1", "running", "Up 9 days (healthy)",
            "2026-04-23T14:05:13+00:00", ["127.0.0.1:3001->3001/tcp"]),
        box("e4a0f7c3d215", "gitea", "gitea/gitea:1.22", "running", "Up 9 days", "2026-04-23T14:05:13+00:00",
            ["0.0.0.0:2222->22/tcp"]),
        box("5d18a2b7c0e6", "immich-server", "ghcr.io/immich-app/immich-server:v1.119.1", "restarting",
            "Restarting (1) 38 seconds ago", "2026-04-23T14:06:02+00:00"),
        box("91f3e6d0a4b8", "immich-postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "exited",
            "Exited (137) 2 hours ago", "2026-04-23T14:06:01+00:00"),
        box("2ab7c4e8f190", "immich-redis", "redis:7-alpine", "running", "Up 9 days", "2026-04-23T14:06:01+00:00"),
        box("c6e2d9a17b53", "watchtower", "containrrr/watchtower", "exited", "Exited (1) 5 days ago",
            "2026-04-10T09:30:44+00:00"),
    ]}, VELES, age=30, args={"all": True}),
    item("e2", "linux_system_info", system_info(23.0, [1.85, 1.60, 1.42], 792720, "2026-04-23T17:02:40+03:00",
                                                V_MEM, 5905580032, 0, 0), VELES, age=20),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "ext4", 62277025792, 19327352832),
        fs("/dev/sda1", "/srv", "btrfs", 4000650883072, 2912473808896),
    ]}, VELES, age=25),
    item("e4", "linux_network_info", {
        "interfaces": [
            {"name": "eth0", "mac": "d8:bb:c1:5a:70:3e", "addresses": ["192.168.1.20/24"], "is_up": True},
            {"name": "docker0", "mac": "02:42:7f:1c:a0:09", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 2301, "sshd"), listener(80, "0.0.0.0", 4410, "docker-proxy"),
                      listener(443, "0.0.0.0", 4421, "docker-proxy"), listener(2222, "0.0.0.0", 4533, "docker-proxy"),
                      listener(3001, "127.0.0.1", 4602, "docker-proxy"),
                      listener(323, "127.0.0.1", 2210, "chronyd", proto="udp")],
        "connections": [connection("192.168.1.20:22", "192.168.1.57:51544", 30511, "sshd"),
                        connection("192.168.1.20:443", "203.0.113.77:40112", 4421, "docker-proxy")]},
         VELES, age=28),
    item("e5", "linux_service_status", None, VELES, age=30, args={"name": "docker"}, error=_NO_SYSTEMD),
    item("e6", "linux_recent_logs", {"source": "file", "unit": None, "files": ["/var/log/messages"], "entries": [
        log_entry("2026-05-02T19:13:02+03:00", None, None,
                  "kernel: Out of memory: Killed process 28811 (postgres) total-vm:4312040kB, anon-rss:2870124kB, "
                  "file-rss:0kB, shmem-rss:212kB, UID:70 pgtables:6120kB oom_score_adj:0"),
        log_entry("2026-05-02T19:40:11+03:00", None, None,
                  "crond[2260]: USER root pid 30122 cmd /usr/local/bin/btrfs-scrub-srv.sh"),
        log_entry("2026-05-02T20:00:01+03:00", None, None,
                  "sshd[30511]: Accepted publickey for ivan from 192.168.1.57 port 51544 ssh2: ED25519 "
                  "SHA256:Qm3v0yH1xZ8pJdT2k6LrWcE9aN4bFsU7iG5oR1tY0Pc"),
        log_entry("2026-05-02T21:02:45+03:00", None, None,
                  "kernel: BTRFS info (device sda1): scrub: finished on devid 1 with status: 0"),
    ]}, VELES, age=35, args={"since_minutes": 150}),
    item("e7", "linux_package_history", None, VELES, age=40, args={"since_days": 7}, error=_NO_PKG_LOG),
]

VELES_ANSWERS = [
    {"q": "Which containers are running on veles?", "ev": ["e1"],
     "a": "You have [[c:8 containers running]] right now:\n\n"
          "- ✅ **traefik** — [[s:up 9 days]]\n"
          "- ✅ **nextcloud** + **nextcloud-db** — [[s:both up 9 days]]\n"
          "- ✅ **vaultwarden** — [[s:healthy]], [[c:up 9 days]]\n"
          "- ✅ **uptime-kuma** — [[s:only bound to 127.0.0.1:3001]]\n"
          "- ✅ **gitea** — [[c:SSH published on host port 22]]\n"
          "- ✅ **immich-redis**\n"
          "- 🔁 **immich-server** — [[s:restarting]]\n"
          "- ❌ **immich-postgres** and **watchtower** — [[s:both exited]]\n\n"
          "[[c:watchtower stopped about 2 hours ago]], so your images may not be auto-updating."},
    {"q": "Why does immich keep restarting?", "ev": ["e1", "e6"],
     "a": "Immich is in a restart loop: [[s:`immich-server` shows \"Restarting (1) 38 seconds ago\"]], i.e. "
          "[[s:it keeps exiting with code 1]]. The likely reason is that [[s:its database container, "
          "`immich-postgres`, has exited]] — [[s:with code 137]] — and [[s:the kernel log shows the OOM killer "
          "killing a postgres process at 19:13]]. [[c:That was only about 20 minutes ago]]. [[u:Without its "
          "database, immich-server can't connect and crashes on start-up]]. [[c:immich-redis is down as "
          "well]]. [[u:The OOM most likely hit during immich's nightly machine-learning job]].\n\n"
          "Try `docker start immich-postgres` and watch `docker logs -f immich-server`."},
    {"q": "How much space is left on /srv?", "ev": ["e3", "s1"],
     "a": "[[s:`/srv` is a btrfs volume]] of [[s:4 TB]]. [[s:It's 72.8% used]], "
          "[[c:leaving roughly 1.5 TB free]]. [[s:The root filesystem is much emptier at about 31%]] — "
          "[[c:18 GB used out of 58 GB]]. [[u:btrfs compression is probably saving you a fair bit on /srv]], and "
          "(per e6) [[u:tonight's scrub finished cleanly]]."},
    {"q": "Is the docker service running and enabled at boot?", "ev": ["e5", "e1", "s1"],
     "a": "I couldn't read the service state directly: [[s:systemd isn't running on veles]] — [[s:it's Alpine "
          "Linux]], [[s:which uses OpenRC]] — so the service-status tool failed. [[u:Docker is in the default "
          "runlevel]], but I can't confirm that.\n\n"
          "What I can say: [[s:the Docker daemon is clearly up]], since [[s:the container listing came from the "
          "docker runtime]] and [[s:seven containers are running]]. [[t:The installed version is docker "
          "26.1.5-r0]] [[t:with docker-compose 2.27.0]].\n\n"
          "To check boot: `rc-update show default | grep docker`."},
    {"q": "What's listening on the network?", "ev": ["e4"],
     "a": "| Port | Address | Process |\n|---|---|---|\n"
          "| [[s:22/tcp | 0.0.0.0 | sshd]] |\n"
          "| [[s:80/tcp | 0.0.0.0 | docker-proxy]] |\n"
          "| [[s:443/tcp | 0.0.0.0 | docker-proxy]] |\n"
          "| [[c:2222/tcp | 127.0.0.1 | docker-proxy]] |\n"
          "| [[s:3001/tcp | 127.0.0.1 | docker-proxy]] |\n"
          "\n"
          "[[c:Nothing besides SSH is reachable from outside the box]]. [[s:There's one SSH session open from "
          "192.168.1.57]] [[s:and one HTTPS connection from 203.0.113.77]] — [[u:that looks like a Let's Encrypt "
          "validation request]]."},
    {"q": "How's memory on veles? It feels sluggish.", "ev": ["e2", "e1"],
     "a": "[[s:Memory is at about 64% used]] — [[s:roughly 5.5 GiB of 15.3 GiB is still available]], and "
          "[[s:there's no swap at all]]. [[s:Load is 1.85 / 1.60 / 1.42]], [[c:falling over the last 15 minutes]]. "
          "[[s:It's been up for a bit over 9 days]].\n\n"
          "[[u:Most of the RAM is taken by nextcloud and immich]]. [[c:Only one container isn't running]] "
          "(immich-server), so the sluggishness is more likely I/O than memory."},
    {"q": "Did anything get updated on veles this week?", "ev": ["e7", "s1"],
     "a": "I couldn't read the package history: [[s:the tool found no package log]] — [[s:apk's log isn't one "
          "of the ones it reads]]. The last snapshot lists [[t:docker 26.1.5-r0]] and [[t:openssh 9.7_p1-r4]], "
          "but [[s:that part of the snapshot is marked as changed since it was taken]], so the versions may have "
          "moved. [[u:Nothing was upgraded this week]] as far as I can tell, though [[u:watchtower hasn't run in "
          "five days]]. `cat /var/log/apk.log` or `apk version -v` would settle it."},
]

# ---------------------------------------------------------------------------------------------------- mokosh
MOKOSH = Clock("2026-10-07T19:20:00-04:00")
M_MEM = 16103370752

MOKOSH_EVIDENCE = [
    steady("s1", MOKOSH, age=2400, hostname="mokosh", os_name="Linux Mint", os_version="22", os_codename="wilma",
           kernel="6.8.0-45-generic", cpu_model="12th Gen Intel(R) Core(TM) i7-1260P", cpu_cores=12,
           cpu_threads=16, memory_total_bytes=M_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510770802688},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536870912}],
           network_interfaces=[
               {"name": "wlp0s20f3", "mac": "f4:26:79:3b:8e:c1", "addresses": ["192.168.0.42/24"], "is_up": True},
               {"name": "enp0s31f6", "mac": "54:e1:ad:07:92:4d", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="dpkg",
           installed_packages={"firefox": "131.0+linuxmint1+wilma",
                               "thunderbird": "1:128.3.0+build1-0ubuntu0.24.04.1", "code": "1.94.0-1727878498",
                               "cinnamon": "6.2.9+wilma", "linux-image-6.8.0-45-generic": "6.8.0-45.45",
                               "virtualbox": "7.0.16-dfsg-2ubuntu1.1", "timeshift": "24.06.3"},
           available_services=["vboxdrv.service", "NetworkManager.service", "cups.service", "bluetooth.service",
                               "ssh.service"],
           users=[{"name": "olena", "uid": 1000, "gid": 1000, "home": "/home/olena", "shell": "/bin/bash"},
                  {"name": "taras", "uid": 1001, "gid": 1001, "home": "/home/taras", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["olena"]},
                   {"name": "lpadmin", "gid": 122, "members": ["olena"]},
                   {"name": "plugdev", "gid": 46, "members": ["olena", "taras"]},
                   {"name": "vboxusers", "gid": 135, "members": ["olena"]}]),
    item("e1", "linux_system_info", system_info(71.5, [5.82, 4.10, 2.95], 283200, "2026-10-04T12:39:45-04:00",
                                                M_MEM, 1932735283, 2147483648, 1503238553), MOKOSH, age=15),
    item("e2", "linux_processes", processes(341, M_MEM, [
        (9903, "VirtualBoxVM", "olena", 24.0, 4402341888, "2026-10-07T16:05:33-04:00",
         "/usr/lib/virtualbox/VirtualBoxVM --comment win11-dev --startvm 5c1e0d7a-2f44-4b0e-9a61-3d8e27c1f0b5"),
        (4412, "firefox", "olena", 18.2, 2254438400, "2026-10-07T08:55:10-04:00", "/usr/lib/firefox/firefox"),
        (5120, "code", "olena", 9.4, 1288490188, "2026-10-07T09:30:02-04:00",
         "/usr/share/code/code --type=renderer --crashpad-handler-pid=5089"),
        (4570, "Isolated Web Co", "olena", 31.0, 1181116006, "2026-10-07T13:02:44-04:00",
         "/usr/lib/firefox/firefox -contentproc -childID 12 -isForBrowser -prefsLen 31244 tab"),
        (7731, "thunderbird", "olena", 0.8, 805306368, "2026-10-07T08:56:01-04:00", "/usr/lib/thunderbird/thunderbird"),
        (2210, "cinnamon", "olena", 4.1, 612368384, "2026-10-04T12:41:20-04:00", "cinnamon --replace"),
        (8120, "Isolated Web Co", "olena", 12.5, 590000000, "2026-10-07T17:48:09-04:00",
         "/usr/lib/firefox/firefox -contentproc -childID 31 -isForBrowser -prefsLen 31244 tab"),
        (1544, "Xorg", "root", 3.2, 245366784, "2026-10-04T12:40:58-04:00",
         "/usr/lib/xorg/Xorg -core :0 -seat seat0 -auth /var/run/lightdm/root/:0 -nolisten tcp vt7 -novtswitch"),
    ]), MOKOSH, age=15, args={"sort": "memory", "limit": 8}, complete=False),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 510770802688, 452984832000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536870912, 6422528),
    ]}, MOKOSH, age=20),
    item("e4", "linux_package_history", {"source": "apt", "since": "2026-09-30T23:19:30+00:00", "events": [
        package_event("2026-10-02T10:14:33-04:00", "upgrade", "firefox", "130.0.1+linuxmint1+wilma",
                      "131.0+linuxmint1+wilma"),
        package_event("2026-10-02T10:14:35-04:00", "upgrade", "thunderbird", "1:128.2.3+build1-0ubuntu0.24.04.1",
                      "1:128.3.0+build1-0ubuntu0.24.04.1"),
        package_event("2026-10-05T21:48:10-04:00", "install", "virtualbox", None, "7.0.16-dfsg-2ubuntu1.1"),
        package_event("2026-10-05T21:48:12-04:00", "install", "virtualbox-dkms", None, "7.0.16-dfsg-2ubuntu1.1"),
        package_event("2026-10-06T18:02:40-04:00", "upgrade", "code", "1.93.1-1726079302", "1.94.0-1727878498"),
        package_event("2026-10-06T18:02:55-04:00", "remove", "hexchat", "2.16.2-1build1", None),
    ]}, MOKOSH, age=30, args={"since_days": 7}),
    item("e5", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 2048, "tx_bytes_per_s": 2048},
        {"name": "wlp0s20f3", "rx_bytes_per_s": 3145728, "tx_bytes_per_s": 131072},
        {"name": "enp0s31f6", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
    ]}, MOKOSH, age=540, args={"interval_seconds": 1}),
    item("e6", "linux_service_status", unit("vboxdrv.service", "active", "exited", "enabled", None,
                                            "2026-10-05T21:48:30-04:00", "VirtualBox Linux kernel module"),
         MOKOSH, age=25, args={"name": "vboxdrv"}),
]

MOKOSH_ANSWERS = [
    {"q": "Why is my laptop so slow right now?", "ev": ["e1", "e2"],
     "a": "Hi Olena! A few things stand out:\n\n"
          "1. **Memory pressure** — [[s:about 88% of RAM is in use]] and [[s:only ~1.8 GiB is available]]; "
          "[[s:swap is 70% full]] and [[c:your swap is 4 GiB]].\n"
          "2. **A VM is running** — [[s:VirtualBoxVM (the win11-dev machine) is the biggest process at about "
          "4.1 GiB]].\n"
          "3. **Firefox** — [[s:the main process holds about 2.1 GiB]] and [[c:is using 31% CPU]].\n"
          "4. **Load** — [[s:the 1-minute load is 5.82]], [[s:up from 2.95 over 15 minutes]].\n\n"
          "[[c:Nothing else uses more than 1 GiB]]. Shutting down the VM when you don't need it should help a "
          "lot."},
    {"q": "What got installed or updated this week?", "ev": ["e4"],
     "a": "Here's the apt history for the last 7 days:\n\n"
          "- **Oct 2** — [[s:Firefox 130.0.1 → 131.0]] and [[s:Thunderbird 128.2.3 → 128.3.0]]\n"
          "- **Oct 5** — [[s:VirtualBox 7.0.16 was installed]] ([[s:with its DKMS module]]) [[c:around 9:48 in "
          "the morning]]\n"
          "- **Oct 6** — [[c:VS Code was downgraded to 1.94.0]] and [[s:HexChat was removed]]\n\n"
          "[[c:That's 5 package changes in total]]. [[s:No kernel packages were touched]]. [[u:The Firefox update "
          "came in through Mint's Update Manager]]."},
    {"q": "How full is my disk?", "ev": ["e3", "s1"],
     "a": "[[s:Your root partition is about 89% full]]: [[s:roughly 453 GB used]] of [[c:about 476 GB]], "
          "[[s:leaving about 58 GB free]]. [[c:You're already below 10% free]], so it's time to clean up. "
          "[[s:The EFI partition is almost empty]]. [[u:Most of the space is probably your VirtualBox disk "
          "images]] — check with `du -sh ~/VirtualBox\\ VMs`."},
    {"q": "Am I an admin on this laptop? And is Taras?", "ev": ["s1"],
     "a": "[[s:Yes — you (olena) are in the `sudo` group]], so you can use sudo. [[c:Taras is in sudo as "
          "well]]. [[s:You're both in `plugdev`]], and [[s:only you are in `vboxusers`]] — [[u:that's why Taras "
          "can't start VMs]]. [[s:Taras's shell is /bin/bash]] [[c:and his UID is 1000]]."},
    {"q": "Is the VirtualBox kernel driver loaded?", "ev": ["e6", "e4", "e1", "s1"],
     "a": "[[s:`vboxdrv.service` is active (exited)]] — [[u:that's normal, it's a oneshot unit that just loads "
          "the modules]]. [[s:It's enabled]] and [[s:has been active since Oct 5 at 21:48]], [[s:right after "
          "VirtualBox was installed]]. [[c:It was loaded when you last booted]]. [[u:The module was built for "
          "your running kernel, 6.8.0-45]]. If VMs fail to start, `lsmod | grep vbox` will show it."},
    {"q": "Is my Wi-Fi actually downloading something? The fan is loud.", "ev": ["e5", "e1", "s1"],
     "a": "Looks like it: [[t:Wi-Fi (wlp0s20f3) is receiving about 3 MB/s]] [[t:and sending ~130 KB/s]], so "
          "[[t:something is downloading]]. [[t:The wired port isn't moving any traffic]] — [[s:it's down "
          "anyway]]. As for the fan, [[s:CPU is at about 72%]], which explains "
          "it better than the network. [[u:The download is probably a Flatpak update]]."},
    {"q": "When did I last reboot?", "ev": ["e1", "e4"],
     "a": "You last booted [[c:on Saturday afternoon]] ([[s:October 4, around 12:40]]), [[s:so the laptop has "
          "been up a bit over 3 days]]. [[c:That was right after the kernel update]], and [[c:you've "
          "rebooted twice since the VirtualBox install]]. [[u:A reboot would also clear the swap usage]]."},
]

# ---------------------------------------------------------------------------------------------------- svarog
SVAROG = Clock("2026-01-27T14:05:00+07:00")
S_MEM = 135089569792
_PG_LOG = "/var/log/postgresql/postgresql-14-main.log"

SVAROG_EVIDENCE = [
    steady("s1", SVAROG, age=3000, hostname="svarog", domain="db.kovalenko.net", os_name="Ubuntu",
           os_version="22.04", os_codename="jammy", kernel="5.15.0-130-generic",
           cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=S_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 240057409536},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1920383410176}],
           network_interfaces=[{"name": "eno1", "mac": "b4:96:91:a2:4c:10", "addresses": ["10.20.0.15/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1", package_manager="dpkg",
           installed_packages={"postgresql-14": "14.15-0ubuntu0.22.04.1", "libpq5": "14.15-0ubuntu0.22.04.1",
                               "pgbouncer": "1.16.1-1ubuntu2", "gitlab-runner": "17.7.0-1",
                               "prometheus-node-exporter": "1.3.1-1ubuntu0.22.04.3",
                               "linux-image-5.15.0-130-generic": "5.15.0-130.140"},
           available_services=["postgresql.service", "postgresql@14-main.service", "pgbouncer.service",
                               "gitlab-runner.service", "ssh.service", "prometheus-node-exporter.service"],
           users=[{"name": "postgres", "uid": 114, "gid": 121, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 999, "gid": 999, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1000, "gid": 1000, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "ssl-cert", "gid": 112, "members": ["postgres"]},
                   {"name": "sudo", "gid": 27, "members": ["deploy"]}]),
    item("e1", "linux_service_status", {"units": [
        unit("gitlab-runner.service", "failed", "failed", "enabled", None, None, "GitLab Runner"),
        unit("pgbouncer.service", "active", "running", "enabled", 1422, "2026-01-20T03:11:40+07:00",
             "connection pooler for PostgreSQL"),
        unit("postgresql.service", "active", "exited", "enabled", None, "2026-01-20T03:11:38+07:00",
             "PostgreSQL RDBMS"),
        unit("postgresql@14-main.service", "active", "running", "enabled-runtime", 1398,
             "2026-01-20T03:11:38+07:00", "PostgreSQL Cluster 14-main"),
        unit("prometheus-node-exporter.service", "active", "running", "enabled", 1101,
             "2026-01-20T03:11:20+07:00", "Prometheus exporter for machine metrics"),
        unit("ssh.service", "active", "running", "enabled", 1210, "2026-01-20T03:11:22+07:00",
             "OpenBSD Secure Shell server"),
    ], "total": 6, "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"},
         SVAROG, age=40),
    item("e2", "linux_file_read", {"path": _PG_LOG, "offset": 48210, "limit": 8, "total_lines": 48218, "lines": [
        "2026-01-27 13:12:44.101 +07 [88213] report@analytics FATAL:  password authentication failed for user "
        "\"report\"",
        "2026-01-27 13:12:44.101 +07 [88213] report@analytics DETAIL:  Connection matched pg_hba.conf line 102: "
        "\"host analytics report 10.20.0.0/24 scram-sha-256\"",
        "2026-01-27 13:40:02.557 +07 [1402] LOG:  checkpoint starting: time",
        "2026-01-27 13:44:32.918 +07 [1402] LOG:  checkpoint complete: wrote 18422 buffers (1.8%); 0 WAL file(s) "
        "added, 3 removed, 9 recycled; write=269.873 s, sync=0.412 s, total=270.361 s; sync files=211, "
        "longest=0.038 s, average=0.002 s; distance=151203 kB, estimate=160044 kB",
        "2026-01-27 13:51:17.330 +07 [90114] app@shop ERROR:  deadlock detected",
        "2026-01-27 13:51:17.330 +07 [90114] app@shop DETAIL:  Process 90114 waits for ShareLock on transaction "
        "48812201; blocked by process 90087.",
        "2026-01-27 13:58:09.004 +07 [90502] report@analytics FATAL:  password authentication failed for user "
        "\"report\"",
        "2026-01-27 14:02:55.771 +07 [90611] app@shop LOG:  duration: 6214.882 ms  statement: SELECT o.id, "
        "o.created_at, sum(i.qty * i.price) FROM orders o JOIN order_items i ON i.order_id = o.id WHERE "
        "o.created_at > $1 GROUP BY o.id",
    ]}, SVAROG, age=45, args={"path": _PG_LOG, "offset": 48210, "limit": 8}),
    item("e3", "linux_file_read", {"path": "/etc/postgresql/14/main/postgresql.conf", "offset": 58, "limit": 12,
                                   "total_lines": 835, "lines": [
        "listen_addresses = '*'", "port = 5432", "max_connections = 300", "#superuser_reserved_connections = 3",
        "shared_buffers = 32GB", "work_mem = 64MB", "maintenance_work_mem = 2GB", "effective_cache_size = 96GB",
        "wal_level = replica", "max_wal_size = 8GB", "checkpoint_timeout = 15min",
        "log_min_duration_statement = 2000"]},
         SVAROG, age=100, args={"path": "/etc/postgresql/14/main/postgresql.conf", "offset": 58, "limit": 12}),
    item("e4", "linux_processes", processes(412, S_MEM, [
        (90611, "postgres", "postgres", 96.3, 2480000000, "2026-01-27T13:55:40+07:00",
         "postgres: 14/main: app shop 10.20.0.31(52210) SELECT"),
        (90087, "postgres", "postgres", 41.0, 1950000000, "2026-01-27T13:49:02+07:00",
         "postgres: 14/main: app shop 10.20.0.32(40118) SELECT"),
        (1403, "postgres", "postgres", 12.5, 8900000000, "2026-01-20T03:11:38+07:00",
         "postgres: 14/main: checkpointer"),
        (1422, "pgbouncer", "postgres", 6.1, 14680064, "2026-01-20T03:11:40+07:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (1101, "prometheus-node", "prometheus", 1.2, 31457280, "2026-01-20T03:11:20+07:00",
         "/usr/bin/prometheus-node-exporter"),
        (1405, "postgres", "postgres", 0.9, 35651584, "2026-01-20T03:11:38+07:00", "postgres: 14/main: walwriter"),
    ]), SVAROG, age=25, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "b4:96:91:a2:4c:10", "addresses": ["10.20.0.15/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 1210, "sshd"), listener(5432, "0.0.0.0", 1398, "postgres"),
                      listener(5432, "::", 1398, "postgres"), listener(6432, "0.0.0.0", 1422, "pgbouncer"),
                      listener(9100, "::", 1101, "prometheus-node"),
                      listener(53, "127.0.0.53", 880, "systemd-resolve", proto="udp")],
        "connections": [
            connection("10.20.0.15:5432", "10.20.0.31:52210", 90611, "postgres"),
            connection("10.20.0.15:5432", "10.20.0.32:40118", 90087, "postgres"),
            connection("10.20.0.15:6432", "10.20.0.40:33890", 1422, "pgbouncer"),
            connection("10.20.0.15:6432", "10.20.0.40:33892", 1422, "pgbouncer"),
            connection("127.0.0.1:45210", "127.0.0.1:5432", 1422, "pgbouncer"),
            connection("127.0.0.1:5432", "127.0.0.1:45210", 89900, "postgres"),
            connection("10.20.0.15:22", "10.20.0.5:60122", 92001, "sshd")]}, SVAROG, age=35),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 182452224, "write_bytes_per_s": 96468992, "busy_percent": 78.4},
        {"device": "nvme0n1", "read_bytes_per_s": 524288, "write_bytes_per_s": 1258291, "busy_percent": 2.1},
    ]}, SVAROG, age=700, args={"interval_seconds": 1}),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 240057409536, 74417796956),
        fs("/dev/nvme1n1", "/var/lib/postgresql", "xfs", 1920383410176, 1459491392134),
    ]}, SVAROG, age=30),
    item("e8", "linux_package_history", {"source": "apt", "since": "2025-12-28T07:04:00+00:00", "events": [
        package_event("2026-01-09T06:25:12+07:00", "upgrade", "postgresql-14", "14.13-0ubuntu0.22.04.1",
                      "14.15-0ubuntu0.22.04.1"),
        package_event("2026-01-09T06:25:14+07:00", "upgrade", "libpq5", "14.13-0ubuntu0.22.04.1",
                      "14.15-0ubuntu0.22.04.1"),
        package_event("2026-01-19T06:31:40+07:00", "install", "linux-image-5.15.0-130-generic", None,
                      "5.15.0-130.140"),
        package_event("2026-01-27T11:51:58+07:00", "upgrade", "gitlab-runner", "17.6.0-1", "17.7.0-1"),
    ]}, SVAROG, age=60, args={"since_days": 30}),
    item("e9", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-01-27T11:52:02+07:00", "gitlab-runner.service", "info", "Stopping GitLab Runner..."),
        log_entry("2026-01-27T11:52:09+07:00", "gitlab-runner.service", "info", "Started GitLab Runner."),
        log_entry("2026-01-27T11:52:10+07:00", "gitlab-runner.service", "err",
                  "FATAL: failed to load config: toml: line 14 (last key \"runners.custom_build_dir\"): expected "
                  "a top-level item to end with a newline, comment, or EOF"),
        log_entry("2026-01-27T11:52:10+07:00", "gitlab-runner.service", "notice",
                  "gitlab-runner.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-01-27T11:52:14+07:00", "gitlab-runner.service", "notice",
                  "gitlab-runner.service: Scheduled restart job, restart counter is at 5."),
        log_entry("2026-01-27T11:52:14+07:00", "gitlab-runner.service", "warning",
                  "gitlab-runner.service: Start request repeated too quickly."),
        log_entry("2026-01-27T11:52:14+07:00", "gitlab-runner.service", "err",
                  "gitlab-runner.service: Failed with result 'exit-code'."),
        log_entry("2026-01-27T11:52:14+07:00", "gitlab-runner.service", "err", "Failed to start GitLab Runner."),
    ]}, SVAROG, age=50, args={"unit": "gitlab-runner", "since_minutes": 180}),
]

SVAROG_ANSWERS = [
    {"q": "Are all services on svarog OK?", "ev": ["e1"],
     "a": "Mostly, [[s:but **gitlab-runner** has failed]].\n\n"
          "| Service | State |\n|---|---|\n"
          "| postgresql@14-main | [[s:✅ active (running)]] |\n"
          "| pgbouncer | [[s:✅ running]] |\n"
          "| ssh | [[c:❌ inactive]] |\n"
          "| gitlab-runner | [[s:❌ failed]] |\n\n"
          "[[s:PostgreSQL and pgbouncer both came up on 20 January around 03:11]], [[c:so about 3 days ago]]. "
          "[[c:gitlab-runner is also disabled at boot]], so it wouldn't come back after a reboot anyway — "
          "`sudo systemctl enable --now gitlab-runner` once it's fixed."},
    {"q": "Why did the gitlab runner fail?", "ev": ["e9", "e8"],
     "a": "Short version: [[s:it failed at 11:52]], [[s:right after gitlab-runner was upgraded from 17.6.0 to "
          "17.7.0]].\n\n"
          "* [[s:The runner refused to load its config]]: [[s:a TOML error on line 14]].\n"
          "* [[s:systemd tried restarting it]] [[c:3 times]] [[s:before giving up with \"Start request repeated "
          "too quickly\"]].\n"
          "* [[c:The upgrade was done at 06:25 this morning]], [[u:by the unattended-upgrades run]].\n\n"
          "[[u:17.7 changed how `custom_build_dir` is parsed, which is why the old config.toml breaks]]. Check "
          "line 14 of `/etc/gitlab-runner/config.toml`, then `sudo gitlab-runner verify`."},
    {"q": "The shop app is slow, what's postgres doing?", "ev": ["e4", "e2", "e5"],
     "a": "**Top CPU on svarog** (e4):\n"
          "- [[s:PID 90611, a `SELECT` from app@shop at 10.20.0.31, is using ~96% of a core]]\n"
          "- [[s:PID 90087, another shop backend from 10.20.0.32, is at 41%]]\n"
          "- [[c:the checkpointer is at about 2%]]\n\n"
          "In the log, [[s:a 6.2-second query joining orders and order_items finished at 14:02]], [[s:there was "
          "a deadlock in the shop database at 13:51]] and [[c:the last checkpoint took about 27 seconds]]. "
          "[[u:The slow query is probably missing an index on order_items.order_id]]. [[s:pgbouncer has two "
          "client connections from 10.20.0.40]], but [[c:the shop backends go through pgbouncer]], [[u:so pooling "
          "isn't the bottleneck]]."},
    {"q": "Show me the key memory settings in postgresql.conf", "ev": ["e3", "s1"],
     "a": "From `/etc/postgresql/14/main/postgresql.conf`:\n\n"
          "- `shared_buffers` = [[s:32GB]] — [[s:about a quarter of the machine's 128 GB of RAM]]\n"
          "- `work_mem` = [[c:4MB (the default)]]\n"
          "- `maintenance_work_mem` = [[s:2GB]]\n"
          "- `max_connections` = [[c:200]]\n\n"
          "[[s:It listens on all addresses]], and [[s:statements slower than 2 s are "
          "logged]]. [[c:checkpoint_timeout is left at 5 min]]. With a high max_connections, keep work_mem "
          "modest."},
    {"q": "Disk on the database volume — space and I/O?", "ev": ["e7", "e6", "s1"],
     "a": "**Space**\n"
          "- `/var/lib/postgresql`: [[s:76% used]], [[s:about 1.46 TB of 1.92 TB]], [[c:so ~600 GB free]]\n"
          "\n"
          "**I/O**\n"
          "- [[t:nvme1n1 is 78% busy]], [[t:reading ~180 MB/s]] and [[t:writing ~96 MB/s]]\n"
          "- [[t:the system disk (nvme0n1) is nearly idle]]\n\n"
          "[[u:The heavy reads are the sequential scans from that orders "
          "query]]."},
    {"q": "What got upgraded in the last month?", "ev": ["e8"],
     "a": "1. [[s:Jan 9: postgresql-14 14.13 → 14.15]], [[s:together with libpq5]]\n"
          "2. Jan 19: [[s:a new kernel, linux-image-5.15.0-130-generic, was installed]] "
          "[[u:(replacing 5.15.0-126)]]\n"
          "3. [[s:Today at 11:51: gitlab-runner 17.6.0 → 17.7.0]]\n\n"
          "[[c:PostgreSQL was upgraded twice this month]]; [[s:four package events in total]]. [[u:The database "
          "was restarted after its upgrade]], [[u:so it's running 14.15]]."},
    {"q": "Who is connected to the database right now?", "ev": ["e5"],
     "a": "[[s:Two remote clients connect directly to PostgreSQL on 5432]]: [[s:10.20.0.31 and 10.20.0.32]]. "
          "[[s:pgbouncer on 6432 has two connections, both from 10.20.0.40]], [[s:and it holds one local "
          "connection to postgres]]. [[s:There's also an SSH session from 10.20.0.5]].\n\n"
          "Security-wise, [[c:PostgreSQL only listens on localhost]] and [[c:node_exporter's port 9100 is bound "
          "to 127.0.0.1]]. [[u:10.20.0.40 is presumably the app server]]."},
]

# ---------------------------------------------------------------------------------------------------- domovoi
DOMOVOI = Clock("2026-02-15T08:30:00+11:00")
D_MEM = 16523575296

DOMOVOI_EVIDENCE = [
    steady("s1", DOMOVOI, age=1500, hostname="domovoi", os_name="openSUSE Tumbleweed", os_version="20260212",
              os_codename=None, kernel="6.13.2-1-default", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
              memory_total_bytes=D_MEM,
              disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 511101108224},
                     {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "xfs",
                      "total_bytes": 8001457295360}],
              network_interfaces=[
                  {"name": "enp1s0", "mac": "7c:83:34:b9:12:f0", "addresses": ["192.168.1.5/24"], "is_up": True},
                  {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
              dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="rpm",
              installed_packages={"podman": "5.3.2-1.1", "samba": "4.21.3+git.355.1-1.1",
                                  "openssh-server": "9.9p1-3.1", "tailscale": "1.80.0-1.1", "cockpit": "332-1.1",
                                  "kernel-default": "6.13.2-1.1"},
              available_services=["smb.service", "nmb.service", "sshd.service", "tailscaled.service",
                                  "cockpit.socket", "podman-restart.service"],
              stale_sources=["users"],
              users=[{"name": "oksana", "uid": 1000, "gid": 100, "home": "/home/oksana", "shell": "/usr/bin/zsh"},
                     {"name": "media", "uid": 1001, "gid": 100, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
              groups=[{"name": "wheel", "gid": 497, "members": ["oksana"]},
                      {"name": "users", "gid": 100, "members": ["oksana", "media"]},
                      {"name": "video", "gid": 485, "members": ["media"]}]),
    item("e1", "linux_containers", {"runtime": "podman", "containers": [
        box("8c2f1e07ad34", "jellyfin", "docker.io/jellyfin/jellyfin:10.10.5", "running", "Up 4 days",
            "2026-02-03T09:14:22+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("41b9d6c3e8f2", "homeassistant", "ghcr.io/home-assistant/home-assistant:2026.2", "running", "Up 4 days",
            "2026-02-05T11:02:40+00:00"),
        box("f07a3c91b5d6", "mosquitto", "docker.io/library/eclipse-mosquitto:2.0", "running", "Up 4 days",
            "2026-01-18T03:20:05+00:00", ["0.0.0.0:1883->1883/tcp"]),
        box("2d6e8b4a0c17", "zigbee2mqtt", "docker.io/koenkk/zigbee2mqtt:2.1.0", "exited", "Exited (1) 6 hours ago",
            "2026-01-18T03:21:40+00:00", ["0.0.0.0:8080->8080/tcp"]),
        box("b5c1f9e2d730", "paperless", "ghcr.io/paperless-ngx/paperless-ngx:2.14", "running", "Up 2 hours",
            "2026-02-14T19:28:51+00:00", ["127.0.0.1:8000->8000/tcp"]),
    ]}, DOMOVOI, age=20, args={"all": True}),
    item("e2", "linux_service_status", unit("smb.service", "active", "running", "enabled", 1630,
                                            "2026-02-11T07:02:15+11:00", "Samba SMB Daemon"),
         DOMOVOI, age=30, args={"name": "smb"}),
    item("e3", "linux_system_info", system_info(14.0, [0.62, 0.85, 0.91], 350880, "2026-02-11T07:01:35+11:00",
                                                D_MEM, 7301444608, 4294967296, 268435456), DOMOVOI, age=25),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 511101108224, 98784247808),
        fs("/dev/sda1", "/mnt/media", "xfs", 8001457295360, 7441355284685),
    ]}, DOMOVOI, age=30),
    item("e5", "linux_package_history", None, DOMOVOI, age=35, args={"since_days": 7}, error=_NO_PKG_LOG),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "smb.service", "entries": [
        log_entry(f"2026-02-14T22:10:{sec}+11:00", "smb.service", "warning",
                  f"Auth: [SMB2,(null)] user [DOMOVOI]\\[media] at [Sat, 14 Feb 2026 22:10:{sec}.{frac} AEDT] with "
                  f"[NTLMv2] status [NT_STATUS_WRONG_PASSWORD] workstation [LIVINGROOM-TV] remote host "
                  f"[ipv4:192.168.1.60:{port}] mapped to [DOMOVOI]\\[media]. local host [ipv4:192.168.1.5:445]")
        for sec, frac, port in (("04", "118312", 50812), ("09", "402117", 50814), ("15", "007733", 50816))
    ] + [
        log_entry("2026-02-15T07:45:30+11:00", "smb.service", "notice",
                  "Auth: [SMB2,(null)] user [DOMOVOI]\\[oksana] at [Sun, 15 Feb 2026 07:45:30.551820 AEDT] with "
                  "[NTLMv2] status [NT_STATUS_OK] workstation [OKSANA-PC] remote host [ipv4:192.168.1.23:61022] "
                  "became [DOMOVOI]\\[oksana] [S-1-5-21-2470811932-1155208117-3160044823-1000]. local host "
                  "[ipv4:192.168.1.5:445]"),
    ]}, DOMOVOI, age=40, args={"unit": "smb", "since_minutes": 1440}),
    item("e7", "linux_network_info", {
        "interfaces": [
            {"name": "enp1s0", "mac": "7c:83:34:b9:12:f0", "addresses": ["192.168.1.5/24"], "is_up": True},
            {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.12/32"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 980, "sshd"), listener(139, "0.0.0.0", 1630, "smbd"),
                      listener(445, "0.0.0.0", 1630, "smbd"), listener(8096, "0.0.0.0", 3120, "rootlessport"),
                      listener(1883, "0.0.0.0", 3190, "rootlessport"), listener(8000, "127.0.0.1", 5502, "rootlessport"),
                      listener(8123, "0.0.0.0", 3288, "python3"), listener(9090, "0.0.0.0", 1, "systemd"),
                      listener(137, "0.0.0.0", 1611, "nmbd", proto="udp"),
                      listener(41641, "0.0.0.0", 1012, "tailscaled", proto="udp")],
        "connections": [connection("192.168.1.5:8096", "192.168.1.60:51022", 3120, "rootlessport")]},
         DOMOVOI, age=22),
]

DOMOVOI_ANSWERS = [
    {"q": "What's the status of my containers?", "ev": ["e1"],
     "a": "Here's domovoi's Podman:\n\n"
          "✅ **jellyfin** — [[s:up 4 days]], [[s:port 8096]]\n"
          "✅ **homeassistant** — [[s:up 4 days]] ([[u:it uses host networking]])\n"
          "✅ **mosquitto** — [[s:MQTT on 1883]]\n"
          "❌ **zigbee2mqtt** — [[s:exited with code 1]] [[c:about 16 hours ago]]\n"
          "✅ **paperless** — [[c:up 4 days]], [[s:only on localhost:8000]]\n\n"
          "[[s:4 of 5 containers are running]]. [[c:All the images come from Docker Hub]]."},
    {"q": "Why did zigbee2mqtt stop?", "ev": ["e1", "e3"],
     "a": "[[s:zigbee2mqtt exited with status 1]] [[s:about 6 hours ago]]. "
          "I don't have its logs, but [[u:most likely the USB Zigbee stick was disconnected]] — "
          "[[u:it's been crashing every few hours]]. [[s:The server itself has been up for just over 4 days]], "
          "[[s:so it wasn't a reboot]]. [[c:Memory is tight, too — over 80% used]]. "
          "Run `podman logs --tail 50 zigbee2mqtt` to see the actual error."},
    {"q": "Who's been failing to log in to Samba?", "ev": ["e6", "e2", "s1"],
     "a": "[[s:Three failed logins for user `media`]] [[s:at about 22:10 last night]], [[s:all from "
          "192.168.1.60]] and [[s:all with NT_STATUS_WRONG_PASSWORD]]. [[c:oksana failed once too]], and "
          "[[c:there have been no successful logins since]]. [[s:smbd itself is running]] [[s:and has been since "
          "11 February]]. [[t:`media` is a service account with no login shell]]; [[s:192.168.1.60 is the living-room TV "
          "(workstation LIVINGROOM-TV)]], and [[u:it probably still has an old saved password]]."},
    {"q": "How much room is left on the media drive?", "ev": ["e4", "s1"],
     "a": "[[s:`/mnt/media` is 93% full]]: [[s:about 7.4 TB used]] of [[s:8 TB]], [[c:so roughly 1 TB "
          "free]]. In TiB that's [[c:about 6.1 TiB used]]. [[s:The system drive is far emptier at ~19%]]. "
          "[[s:The media drive is XFS]] [[c:and the root filesystem is ext4]]. [[u:Jellyfin's transcoding cache "
          "is probably on / too]], so that's fine."},
    {"q": "Is anything exposed on the network that shouldn't be?", "ev": ["e7"],
     "a": "Let's go through it. [[s:SSH is open on 22]] and [[s:Samba listens on 139 and 445]] — [[s:on all "
          "interfaces]]. [[s:Jellyfin (8096)]] [[s:and MQTT (1883) are published on 0.0.0.0 through "
          "rootlessport]], which means [[u:anyone on your LAN can publish to Mosquitto without a password]]. "
          "[[s:Paperless is only on 127.0.0.1:8000]], good. [[c:Home Assistant's 8123 is bound to localhost "
          "only]]. [[u:Cockpit's socket is on 9090]], [[c:served by a cockpit process]]. "
          "[[c:There's no NetBIOS service running]], so you can ignore that side of Samba."},
    {"q": "Any updates installed this week?", "ev": ["e5", "s1"],
     "a": "[[s:I couldn't read the update history]]: [[s:the package-history tool only knows dpkg, apt, dnf and "
          "pacman logs]], [[u:and zypper keeps its own in /var/log/zypp/history]]. From the snapshot: [[s:you're "
          "on Tumbleweed 20260212]], [[s:running kernel 6.13.2-1-default]] [[s:with podman 5.3.2]]. "
          "[[u:You probably ran `zypper dup` on Thursday or Friday]]. [[c:Samba is still on "
          "4.19]], though."},
    {"q": "Quick health summary of domovoi?", "ev": ["e3", "e4", "e2", "s1"],
     "a": "**Uptime:** [[s:4 days, 1.5 hours]]\n"
          "**Load:** [[s:0.62 / 0.85 / 0.91]] ([[s:easing off]])\n"
          "**RAM:** [[s:~6.8 GiB free of 15.4 GiB]]; [[c:swap unused]]\n"
          "**Disks:** [[s:root 19%]], [[c:media 83%]]\n"
          "**Admins:** [[t:oksana is the only member of wheel]]"},
]

MACHINES = [
    {"name": "perun", "clock": PERUN, "evidence": PERUN_EVIDENCE, "answers": PERUN_ANSWERS},
    {"name": "veles", "clock": VELES, "evidence": VELES_EVIDENCE, "answers": VELES_ANSWERS},
    {"name": "mokosh", "clock": MOKOSH, "evidence": MOKOSH_EVIDENCE, "answers": MOKOSH_ANSWERS},
    {"name": "svarog", "clock": SVAROG, "evidence": SVAROG_EVIDENCE, "answers": SVAROG_ANSWERS},
    {"name": "domovoi", "clock": DOMOVOI, "evidence": DOMOVOI_EVIDENCE, "answers": DOMOVOI_ANSWERS},
]
