"""13th generation (written blind: without reading the certainty wrapper or earlier generations' answers, to be
scored once as unseen data, see the README). Mostly operations answers: roke (k3s control plane of a four-node
cluster at night: a NotReady worker, a crash-looping pod, k3s logs with clock times, a stale monitoring
namespace), gont (Ubuntu 24.04 Docker host: an unhealthy API container and a restarting worker, dockerd logs,
docker package history with epochs, a stale container listing, two fresh readings of fail2ban that disagree),
havnor (RHEL 9.5 application server: a JVM that runs out of heap, units with restart counts, a sync job that
cannot reach its database, two java processes), pendor (Ubuntu 22.04 CI runner: unattended-upgrades history,
a pending reboot, dockerd running out of disk, a stale disk reading, the user's own account of a prune)."""

from _evidence import GiB, Clock, box, deployment, fs, item, node, pod, proc, steady, system_info, unit, user
from _evidence import log_entry as _entry, package_event as _event, listener as _listen, processes as _procs


def _restarts(u: dict, n: int) -> dict:
    """A unit with systemd's NRestarts, an extra field the spec allows."""
    return u | {"n_restarts": n}


# --------------------------------------------------------------------------------------------------------
# roke: k3s control plane roke-cp1 (Debian 12). roke-w2 stopped reporting at 03:12; cart crash-loops on
# roke-w1. The monitoring namespace was read 15 minutes ago.
rk = Clock("2027-08-23T03:40:00+00:00")
RKMEM = 8_219_000_000           # 7.65 GiB, 8.2 GB


def _kube(eid: str, resource: str, namespace: str | None, items: list, age: float = 40) -> dict:
    args = {"resource": resource} | ({"namespace": namespace} if namespace else {})
    return item(eid, "kubernetes_get", {"context": "roke-prod", "namespace": namespace, "items": items},
                rk, age, args=args)


roke_ev = [
    steady("e1", rk, 2200, hostname="roke-cp1", domain="school.roke", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-37-amd64", cpu_model="Intel(R) Xeon(R) E-2314 CPU @ 2.80GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=RKMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 256_060_514_304}],
           network_interfaces=[{"name": "eno1", "mac": "b4:96:91:0c:22:10", "addresses": ["10.30.0.10/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "6a:1f:02:aa:10:01", "addresses": ["10.42.0.1/24"],
                                "is_up": True}],
           dns_servers=["10.30.0.2"], default_gateway="10.30.0.1",
           installed_packages={"curl": "7.88.1-10+deb12u12", "open-iscsi": "2.1.8-1",
                               "nfs-common": "1:2.6.2-4+deb12u1"},
           available_services=["k3s.service", "ssh.service", "chrony.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "kurremkarmerruk", "uid": 1000, "gid": 1000, "home": "/home/kurremkarmerruk",
                   "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["kurremkarmerruk"]}]),
    _kube("e2", "nodes", None, [node("roke-cp1", True, "v1.30.4+k3s1"), node("roke-w1", True, "v1.30.4+k3s1"),
                                node("roke-w2", False, "v1.30.4+k3s1"), node("roke-w3", True, "v1.30.4+k3s1")]),
    _kube("e3", "pods", "shop", [
        pod("checkout-7d9f8b6c4-x2kfp", "shop", "Running", "roke-w1", 0, True, started="2027-08-22T11:02:10Z"),
        pod("checkout-7d9f8b6c4-q8mzn", "shop", "Running", "roke-w3", 0, True, started="2027-08-22T11:02:12Z"),
        pod("checkout-7d9f8b6c4-lt5vw", "shop", "Unknown", "roke-w2", 0, False, started="2027-08-22T11:02:11Z"),
        pod("cart-5c8d7f9b5-9kq2r", "shop", "Running", "roke-w1", 17, False, waiting="CrashLoopBackOff"),
        pod("cart-5c8d7f9b5-m4tzx", "shop", "Running", "roke-w3", 2, True, started="2027-08-22T18:40:03Z"),
        pod("frontend-6b7c9d8f7-k8s2d", "shop", "Running", "roke-w1", 0, True, started="2027-08-20T09:15:00Z"),
        pod("frontend-6b7c9d8f7-p9wqz", "shop", "Running", "roke-w3", 0, True, started="2027-08-20T09:15:02Z"),
        pod("postgres-0", "shop", "Running", "roke-w3", 0, True, started="2027-08-12T14:00:00Z"),
        pod("redis-master-0", "shop", "Running", "roke-w1", 1, True, started="2027-08-19T02:11:45Z"),
    ]),
    _kube("e4", "deployments", "shop", [deployment("checkout", "shop", 3, 2), deployment("cart", "shop", 2, 1),
                                         deployment("frontend", "shop", 2, 2)]),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        _entry("2027-08-23T03:12:41+00:00", "k3s.service", "info", "Node roke-w2 status is now: NodeNotReady"),
        _entry("2027-08-23T03:12:41+00:00", "k3s.service", "warning",
               "node \"roke-w2\" not ready: Kubelet stopped posting node status."),
        _entry("2027-08-23T03:17:45+00:00", "k3s.service", "info",
               "Marking for deletion Pod shop/checkout-7d9f8b6c4-lt5vw on node roke-w2 "
               "(taint node.kubernetes.io/unreachable)"),
        _entry("2027-08-23T03:21:03+00:00", "k3s.service", "warning",
               "Back-off restarting failed container cart in pod cart-5c8d7f9b5-9kq2r_shop"),
        _entry("2027-08-23T03:36:30+00:00", "k3s.service", "warning",
               "Back-off restarting failed container cart in pod cart-5c8d7f9b5-9kq2r_shop"),
    ]}, rk, 30, args={"unit": "k3s", "since_minutes": 60}),
    item("e6", "linux_system_info", system_info(34.0, [2.84, 2.51, 1.90], 1_107_720, "2027-08-10T07:58:00+00:00",
                                                RKMEM, 3_200_000_000, 0, 0), rk, 30),
    item("e7", "linux_service_status", _restarts(unit("k3s.service", "active", "running", "enabled", 1022,
                                                      "2027-08-10T08:00:31+00:00", "Lightweight Kubernetes"), 0),
         rk, 20, args={"name": "k3s"}),
    _kube("e8", "pods", "monitoring", [
        pod("prometheus-0", "monitoring", "Running", "roke-w1", 0, True, started="2027-08-15T10:00:00Z"),
        pod("grafana-6c8d9b7f5-pw2lk", "monitoring", "Running", "roke-w3", 9, False, waiting="CrashLoopBackOff"),
        pod("alertmanager-0", "monitoring", "Running", "roke-w1", 3, True, started="2027-08-22T23:10:00Z"),
    ], age=900),
]

ROKE = {"name": "roke", "clock": rk, "evidence": roke_ev, "answers": [
    {"q": "Cluster status? Something paged at 03:15.", "ev": ["e2", "e3", "e4", "e5"],
     "a": "**1. Nodes:** [[s:3 of 4 nodes are Ready]]; [[s:roke-w2 is NotReady]] [[s:since 03:12]] ([[s:about half "
          "an hour ago]]).\n"
          "**2. Deployments:** [[s:checkout has 2 of 3 replicas ready]], [[c:cart 2 of 2]], [[s:frontend is fully "
          "available (2/2)]].\n"
          "**3. Crash loop:** [[s:cart-5c8d7f9b5-9kq2r is in CrashLoopBackOff]] [[c:with 7 restarts]], "
          "[[c:on roke-w2]]. [[u:It's crashing because it can't reach redis.]]\n"
          "**4. Versions:** [[s:all nodes run v1.30.4+k3s1]]."},
    {"q": "which pods are unhealthy in shop?", "ev": ["e3"],
     "a": "| pod | node | problem |\n|---|---|---|\n"
          "| cart-5c8d7f9b5-9kq2r | roke-w1 | [[s:CrashLoopBackOff, 17 restarts]] |\n"
          "| checkout-7d9f8b6c4-lt5vw | roke-w2 | [[s:phase Unknown, not ready]] |\n\n"
          "[[s:Every other pod in shop is Running and ready.]] [[c:redis-master-0 has never restarted]], "
          "[[s:while cart-5c8d7f9b5-m4tzx restarted twice]]. [[u:checkout-7d9f8b6c4-lt5vw will be rescheduled once the eviction timeout passes.]]"},
    {"q": "how many pods per node?", "ev": ["e3"],
     "a": "In namespace shop: [[s:roke-w1 runs 4 pods]], [[c:roke-w3 runs 3]], [[s:roke-w2 has just one]] and "
          "[[s:nothing is scheduled on the control plane]] — [[s:9 pods in total]]. [[u:The control plane is "
          "tainted NoSchedule, which is why]]."},
    {"q": "is monitoring ok?", "ev": ["e8"],
     "a": "Partly. [[t:prometheus-0 is Running]], but [[t:grafana-6c8d9b7f5-pw2lk is in CrashLoopBackOff]] "
          "[[t:after 9 restarts]], and [[t:alertmanager-0 has restarted 3 times]]. [[u:The page at 03:15 came "
          "from alertmanager.]]"},
    {"q": "what happened to roke-w2?", "ev": ["e5", "e2"],
     "extra": [user("u1", "FYI we drained roke-w2 yesterday afternoon to swap a disk; it was supposed to be back "
                          "by midnight.", rk, 300)],
     "a": "From the k3s log, [[s:roke-w2 went NotReady at 03:12:41]] because [[s:its kubelet stopped posting "
          "status]]. [[c:At 03:17 the cart pod on it was marked for deletion.]] You mentioned [[s:it was "
          "drained yesterday for a disk swap]]; [[u:the swap itself was finished at 23:40]], [[u:so the new disk probably failed to mount after the reboot]]. "
          "[[c:It came back at 03:30]], so things should settle. I'd check it with:\n\n"
          "```\nkubectl describe node roke-w2\nssh roke-w2 journalctl -u k3s-agent -n 50\n```"},
    {"q": "k3s on the control plane — healthy? memory?", "ev": ["e7", "e6", "e1"],
     "a": "k3s on roke-cp1: [[u:active (running) since August 10]] (e6), [[s:main PID 1022]], [[s:no restarts "
          "recorded]]. The node has [[s:about 8 GB of RAM]], [[c:roughly 39% in use]]; [[c:load average is "
          "around 0.3]]. [[s:It runs Debian 12]] [[c:on 8 cores]]. [[u:etcd is healthy.]]"},
    {"q": "When did cart start crashing?", "ev": ["e5", "e3"],
     "a": "[[s:The first back-off in the last hour of k3s logs is at 03:21]], [[s:19 minutes ago]]; [[s:the latest "
          "one is at 03:36]]. [[s:The pod has restarted 17 times]]. [[u:Each crash is an OOMKill.]] "
          "[[c:Its sibling cart-5c8d7f9b5-m4tzx has never restarted.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# gont: Ubuntu 24.04 Docker host. harbour-api 2.14.0 was restarted at 16:13 and is unhealthy, harbour-worker
# restarts in a loop; a container listing from 30 minutes ago still shows 2.13.2. fail2ban: the service manager
# says running, a complete process search finds nothing.
go = Clock("2027-09-14T16:25:00+00:00")
GOMEM = 67_221_000_000          # 62.6 GiB
gont_ev = [
    steady("e1", go, 2000, hostname="gont", domain="re-albi.net", os_name="Ubuntu", os_version="24.04",
           os_codename="noble", os_pretty_name="Ubuntu 24.04.2 LTS", kernel="6.8.0-60-generic",
           cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12, memory_total_bytes=GOMEM,
           disks=[{"device": "/dev/md2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_103_981_056}],
           network_interfaces=[{"name": "eno1", "mac": "0c:c4:7a:b1:02:44", "addresses": ["203.0.113.40/24"],
                                "is_up": True},
                               {"name": "eno2", "mac": "0c:c4:7a:b1:02:45", "addresses": ["10.20.0.5/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:c0:10:7e:01", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="203.0.113.1",
           installed_packages={"docker-ce": "5:28.0.4-1~ubuntu.24.04~noble",
                               "docker-ce-cli": "5:28.0.4-1~ubuntu.24.04~noble", "containerd.io": "1.7.27-1",
                               "docker-compose-plugin": "2.35.1-1~ubuntu.24.04~noble",
                               "openssh-server": "1:9.6p1-3ubuntu13.11", "fail2ban": "1.0.2-3ubuntu0.1",
                               "unattended-upgrades": "2.9.1+nmu4ubuntu1"},
           available_services=["docker.service", "containerd.service", "ssh.service", "fail2ban.service",
                               "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ogion", "uid": 1000, "gid": 1000, "home": "/home/ogion", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ogion"]},
                   {"name": "docker", "gid": 988, "members": ["ogion", "deploy"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("1f0c7e2a9b31", "traefik", "traefik:v3.3.5", "running", "Up 6 days", "2027-09-08T09:03:00+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("4f1d2c9e8a77", "harbour-api", "ghcr.io/gont/harbour-api:2.14.0", "running", "Up 12 minutes (unhealthy)",
            "2027-09-14T16:12:58+00:00"),
        box("9a3b0d1c5e62", "harbour-worker", "ghcr.io/gont/harbour-api:2.14.0", "restarting",
            "Restarting (1) 8 seconds ago", "2027-09-14T16:12:59+00:00"),
        box("c2e8f7a6d510", "postgres", "postgres:16.9", "running", "Up 6 days (healthy)",
            "2027-09-08T09:02:40+00:00", ["127.0.0.1:5432->5432/tcp"]),
        box("d7a1b3c4e9f0", "redis", "redis:7.4", "running", "Up 6 days", "2027-09-08T09:02:41+00:00"),
        box("e0f9a8b7c6d5", "certbot-old", "certbot/certbot:v2.9.0", "exited", "Exited (0) 3 weeks ago",
            "2027-08-20T04:00:00+00:00"),
    ]}, go, 20, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        _entry("2027-09-14T16:13:05+00:00", "docker.service", "info",
               "harbour-api: container started (image ghcr.io/gont/harbour-api:2.14.0)"),
        _entry("2027-09-14T16:14:40+00:00", "docker.service", "warning",
               "harbour-api: health check failed: GET /healthz returned 500"),
        _entry("2027-09-14T16:15:12+00:00", "docker.service", "error",
               "harbour-worker: exited with code 1, restarting (restart count 23)"),
        _entry("2027-09-14T16:19:40+00:00", "docker.service", "warning",
               "harbour-api: health check failed: GET /healthz returned 500"),
        _entry("2027-09-14T16:24:40+00:00", "docker.service", "warning",
               "harbour-api: health check failed: GET /healthz returned 500"),
        _entry("2027-09-14T16:24:52+00:00", "docker.service", "error",
               "harbour-worker: exited with code 1, restarting (restart count 31)"),
    ]}, go, 30, args={"unit": "docker", "since_minutes": 60}),
    item("e4", "linux_package_history", {"events": [
        _event("2027-08-28T06:41:10+00:00", "upgrade", "docker-ce", "5:27.5.1-1~ubuntu.24.04~noble",
               "5:28.0.4-1~ubuntu.24.04~noble"),
        _event("2027-08-28T06:41:12+00:00", "upgrade", "containerd.io", "1.7.25-1", "1.7.27-1"),
        _event("2027-09-03T06:12:30+00:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.9",
               "1:9.6p1-3ubuntu13.11"),
        _event("2027-09-10T06:20:02+00:00", "upgrade", "docker-compose-plugin", "2.33.1-1~ubuntu.24.04~noble",
               "2.35.1-1~ubuntu.24.04~noble"),
        _event("2027-09-10T06:20:09+00:00", "install", "fail2ban", None, "1.0.2-3ubuntu0.1"),
    ]}, go, 60, args={"since_days": 30}),
    item("e5", "linux_processes", _procs(284, GOMEM, [
        (4201, "node", "ogion", 35.2, 1_840_000_000, "2027-09-14T16:13:05+00:00", "node /srv/harbour-api/dist/main.js"),
        (3110, "postgres", "999", 0.4, 1_210_000_000, "2027-09-08T09:02:44+00:00", "postgres: checkpointer"),
        (3205, "redis-server", "999", 0.9, 640_000_000, "2027-09-08T09:02:45+00:00", "redis-server *:6379"),
        (2980, "traefik", "root", 1.2, 120_000_000, "2027-09-08T09:03:02+00:00", "traefik --configfile=/etc/traefik"),
        (3190, "postgres", "999", 0.1, 96_000_000, "2027-09-14T16:13:07+00:00",
         "postgres: harbour harbour 172.19.0.5(50122) idle"),
        (1101, "dockerd", "root", 2.3, 92_000_000, "2027-09-08T09:02:14+00:00", "/usr/bin/dockerd -H fd://"),
    ]), go, 30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "0c:c4:7a:b1:02:44", "addresses": ["203.0.113.40/24"], "is_up": True},
                       {"name": "eno2", "mac": "0c:c4:7a:b1:02:45", "addresses": ["10.20.0.5/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:c0:10:7e:01", "addresses": ["172.17.0.1/16"], "is_up": True},
                       {"name": "br-3f1a0c2d9e8b", "mac": "02:42:5d:aa:01:02", "addresses": ["172.19.0.1/16"],
                        "is_up": True}],
        "listening": [_listen(80, "0.0.0.0", 3001, "docker-proxy"), _listen(443, "0.0.0.0", 3012, "docker-proxy"),
                      _listen(5432, "127.0.0.1", 2990, "docker-proxy"),
                      _listen(22, "0.0.0.0", 990, "sshd"), _listen(22, "::", 990, "sshd"),
                      _listen(53, "127.0.0.53", 610, "systemd-resolve"),
                      _listen(53, "127.0.0.53", 610, "systemd-resolve", "udp")],
        "connections": []}, go, 30),
    item("e7", "linux_service_status", _restarts(unit("docker.service", "active", "running", "enabled", 1101,
                                                      "2027-09-08T09:02:14+00:00",
                                                      "Docker Application Container Engine"), 0),
         go, 20, args={"name": "docker"}),
    item("e8", "linux_containers", {"runtime": "docker", "containers": [
        box("1f0c7e2a9b31", "traefik", "traefik:v3.3.5", "running", "Up 6 days", "2027-09-08T09:03:00+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("6b2e9d0a4c18", "harbour-api", "ghcr.io/gont/harbour-api:2.13.2", "running", "Up 2 hours (healthy)",
            "2027-09-14T13:50:12+00:00"),
        box("70c1a2e3f4b5", "harbour-worker", "ghcr.io/gont/harbour-api:2.13.2", "running", "Up 2 hours",
            "2027-09-14T13:50:13+00:00"),
        box("c2e8f7a6d510", "postgres", "postgres:16.9", "running", "Up 6 days (healthy)",
            "2027-09-08T09:02:40+00:00", ["127.0.0.1:5432->5432/tcp"]),
    ]}, go, 1800, args={"all": False}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/md2", "/", "ext4", 480_103_981_056, 402_000_000_000),
    ]}, go, 30),
    item("e10", "linux_service_status", unit("fail2ban.service", "active", "running", "enabled", 2100,
                                             "2027-09-14T16:21:41+00:00", "Fail2Ban Service"), go, 15,
         args={"name": "fail2ban"}),
    item("e11", "linux_recent_logs", {"source": "journal", "unit": "fail2ban.service", "entries": [
        _entry("2027-09-14T16:21:30+00:00", "fail2ban.service", "error",
               "fail2ban.service: Main process exited, code=exited, status=255/EXCEPTION"),
        _entry("2027-09-14T16:21:30+00:00", "fail2ban.service", "warning",
               "fail2ban.service: Failed with result 'exit-code'."),
    ]}, go, 20, args={"unit": "fail2ban", "since_minutes": 10}),
    item("e12", "linux_processes", {"total": 284, "processes": []}, go, 18, args={"name": "fail2ban"}),
]

GONT = {"name": "gont", "clock": go, "evidence": gont_ev, "answers": [
    {"q": "what's wrong with the stack on gont?", "ev": ["e2", "e3"],
     "a": "Summary: [[s:harbour-api is up but unhealthy]] and [[s:harbour-worker is stuck restarting]].\n\n"
          "Details:\n"
          "- [[s:harbour-api was (re)started at 16:13]], [[s:about 12 minutes ago]], [[s:on image 2.14.0]].\n"
          "- [[s:Its health check gets HTTP 500 from /healthz]].\n"
          "- [[c:harbour-worker exits with code 137]]; [[s:its restart count went from 23 at 16:15 to 31 at "
          "16:24]].\n"
          "- [[u:The worker fails because the API isn't healthy yet.]]\n- [[c:postgres is unhealthy too]].\n"
          "- [[u:The 2.14.0 release probably needs a database migration that hasn't run.]]\n\n"
          "Next step:\n```\ndocker logs --tail 100 harbour-worker\n```"},
    {"q": "restart counts?", "ev": ["e3"],
     "a": "[[s:harbour-worker: 31 restarts as of 16:24:52.]] [[u:Its restart policy is on-failure with no limit.]] [[c:The worker last "
          "restarted at 16:15.]]"},
    {"q": "Which docker version is on gont, and was it upgraded recently?", "ev": ["e1", "e4"],
     "a": "[[s:docker-ce 5:28.0.4-1~ubuntu.24.04~noble]] is installed. [[s:It was upgraded on August 28 from "
          "27.5.1]] — [[c:about a week ago]] — and [[s:containerd.io went to 1.7.27 at the same "
          "time]]. [[s:5:28.0.4 is newer than 5:27.5.1 (the epoch is the same)]]. [[c:The compose plugin is still "
          "on 2.33.1]]. [[u:fail2ban was installed on September 10]] [e1]."},
    {"q": "what's exposed to the internet?", "ev": ["e6", "e1"],
     "a": "[[s:Ports 80 and 443 are published on all addresses via docker-proxy]], and [[s:eno1 has the public "
          "address 203.0.113.40]], so [[u:both are reachable from the internet]]. [[s:SSH listens on port 22 "
          "(IPv4 and IPv6)]]. [[s:Postgres is published on 127.0.0.1:5432 only]]. [[c:Redis is probably published on "
          "6379 as well.]] [[c:DNS goes to 10.20.0.2 and 10.20.0.4.]]"},
    {"q": "memory on gont?", "ev": ["e5"],
     "a": "1. **node** — [[s:~1.8 GB]], [[c:runs as root]]; [[s:it's the harbour-api server "
          "(/srv/harbour-api/dist/main.js)]].\n"
          "2. **postgres** — [[s:the largest postgres process holds ~1.2 GB]]; [[u:postgres has 8 backend "
          "processes in total]].\n"
          "3. **redis-server** — [[c:about 64 MB]].\n"
          "4. **traefik** — [[s:~120 MB]].\n\n"
          "[[s:node is the biggest memory user on the host.]] [[u:Overall memory use is around 40%.]]"},
    {"q": "did harbour-api's image change?", "ev": ["e8"],
     "a": "[[t:harbour-api is running ghcr.io/gont/harbour-api:2.13.2]] and [[t:has been up and healthy for "
          "about 2 hours]]; [[t:harbour-worker is up as well]]. [[u:No image was pulled today.]]"},
    {"q": "disk on gont — how full, and what's big?", "ev": ["e9"],
     "a": "[[s:/ is 84% full]] ([[s:402 GB of 480 GB]]). [[u:Most of it is probably Docker images and volumes "
          "under /var/lib/docker.]] [[c:That leaves about 18 GB free.]] Check with:\n\n```\ndocker system df -v\n```"},
    {"q": "is fail2ban protecting ssh?", "ev": ["e10", "e12", "e11"],
     "a": "[[u:fail2ban is running (PID 2100)]] and [[s:the unit is enabled]]. [[s:It crashed at 16:21:30 with "
          "status 255]] [[u:and systemd restarted it]]. [[u:It is banning IPs that brute-force sshd.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# havnor: RHEL 9.5 application server. havnor-ledger 3.8.0 was deployed at 09:40 and has run out of heap twice;
# havnor-ledger-sync cannot reach its database and is in an auto-restart loop. Two java processes.
hv = Clock("2027-10-05T11:50:00+00:00")
HVMEM = 134_800_000_000         # 125.5 GiB
havnor_ev = [
    steady("e1", hv, 2500, hostname="havnor", domain="archipelago.internal",
           os_name="Red Hat Enterprise Linux", os_version="9.5", os_codename="Plow",
           os_pretty_name="Red Hat Enterprise Linux 9.5 (Plow)", kernel="5.14.0-503.26.1.el9_5.x86_64",
           cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=HVMEM,
           package_manager="rpm",
           disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs",
                   "total_bytes": 214_748_364_800}],
           network_interfaces=[{"name": "ens192", "mac": "00:50:56:9a:3c:21", "addresses": ["10.60.4.21/24"],
                                "is_up": True}],
           dns_servers=["10.60.0.10"], default_gateway="10.60.4.1",
           installed_packages={"nginx": "1:1.20.1-20.el9_5.1", "java-21-openjdk-headless": "1:21.0.6.0.7-1.el9",
                               "postgresql-server": "13.20-1.el9_5", "openssl": "1:3.2.2-6.el9_5.1",
                               "glibc": "2.34-125.el9_5.1", "havnor-ledger": "3.8.0-1.el9"},
           available_services=["havnor-ledger.service", "havnor-ledger-sync.service", "nginx.service",
                               "postgresql.service", "sshd.service", "chronyd.service", "firewalld.service",
                               "kdump.service", "crond.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "ledger", "uid": 985, "gid": 985, "home": "/opt/havnor", "shell": "/sbin/nologin"},
                  {"name": "ged", "uid": 1000, "gid": 1000, "home": "/home/ged", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ged"]}]),
    item("e2", "linux_service_status", {"units": [
        _restarts(unit("havnor-ledger.service", "active", "running", "enabled", 48811, "2027-10-05T11:31:07+00:00",
                       "Havnor ledger API"), 6),
        _restarts(unit("havnor-ledger-sync.service", "activating", "auto-restart", "enabled", None, None,
                       "Havnor ledger sync job"), 42),
        _restarts(unit("nginx.service", "active", "running", "enabled", 1410, "2027-09-28T02:14:00+00:00",
                       "The nginx HTTP and reverse proxy server"), 0),
        _restarts(unit("postgresql.service", "active", "running", "enabled", 1302, "2027-08-31T22:05:40+00:00",
                       "PostgreSQL database server"), 0),
        _restarts(unit("sshd.service", "active", "running", "enabled", 1120, "2027-08-31T22:05:31+00:00",
                       "OpenSSH server daemon"), 0),
        _restarts(unit("chronyd.service", "active", "running", "enabled", 980, "2027-08-31T22:05:29+00:00",
                       "NTP client/server"), 0),
        _restarts(unit("firewalld.service", "active", "running", "enabled", 1002, "2027-08-31T22:05:29+00:00",
                       "firewalld - dynamic firewall daemon"), 0),
        _restarts(unit("kdump.service", "inactive", "dead", "disabled", None, None, "Crash recovery kernel arming"), 0),
        _restarts(unit("crond.service", "active", "running", "enabled", 1130, "2027-08-31T22:05:31+00:00",
                       "Command Scheduler"), 0),
    ]}, hv, 25),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "havnor-ledger.service", "entries": [
        _entry("2027-10-05T09:58:12+00:00", "havnor-ledger.service", "err",
               "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space"),
        _entry("2027-10-05T09:58:13+00:00", "havnor-ledger.service", "notice",
               "havnor-ledger.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2027-10-05T09:58:18+00:00", "havnor-ledger.service", "notice",
               "havnor-ledger.service: Scheduled restart job, restart counter is at 5."),
        _entry("2027-10-05T11:31:02+00:00", "havnor-ledger.service", "err",
               "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space"),
        _entry("2027-10-05T11:31:02+00:00", "havnor-ledger.service", "notice",
               "havnor-ledger.service: Main process exited, code=exited, status=1/FAILURE"),
        _entry("2027-10-05T11:31:07+00:00", "havnor-ledger.service", "notice",
               "havnor-ledger.service: Scheduled restart job, restart counter is at 6."),
        _entry("2027-10-05T11:31:07+00:00", "havnor-ledger.service", "info",
               "Started havnor-ledger.service - Havnor ledger API."),
        _entry("2027-10-05T11:31:40+00:00", "havnor-ledger.service", "info",
               "Started HavnorLedgerApplication in 31.2 seconds (process running for 32.9)"),
    ]}, hv, 30, args={"unit": "havnor-ledger", "since_minutes": 180, "limit": 8}, complete=False),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "havnor-ledger-sync.service", "entries": [
        _entry("2027-10-05T11:45:01+00:00", "havnor-ledger-sync.service", "err",
               "sync: connection to ledger-db.archipelago.internal:5432 refused"),
        _entry("2027-10-05T11:45:01+00:00", "havnor-ledger-sync.service", "notice",
               "havnor-ledger-sync.service: Main process exited, code=exited, status=2/INVALIDARGUMENT"),
        _entry("2027-10-05T11:45:06+00:00", "havnor-ledger-sync.service", "notice",
               "havnor-ledger-sync.service: Scheduled restart job, restart counter is at 41."),
        _entry("2027-10-05T11:49:31+00:00", "havnor-ledger-sync.service", "err",
               "sync: connection to ledger-db.archipelago.internal:5432 refused"),
        _entry("2027-10-05T11:49:31+00:00", "havnor-ledger-sync.service", "notice",
               "havnor-ledger-sync.service: Main process exited, code=exited, status=2/INVALIDARGUMENT"),
        _entry("2027-10-05T11:49:36+00:00", "havnor-ledger-sync.service", "notice",
               "havnor-ledger-sync.service: Scheduled restart job, restart counter is at 42."),
    ]}, hv, 20, args={"unit": "havnor-ledger-sync", "since_minutes": 10}),
    item("e5", "linux_processes", _procs(612, HVMEM, [
        (48811, "java", "ledger", 55.0, 4_620_000_000, "2027-10-05T11:31:07+00:00",
         "/usr/lib/jvm/java-21-openjdk/bin/java -Xmx4g -jar /opt/havnor/ledger.jar"),
        (2231, "java", "root", 0.8, 310_000_000, "2027-08-31T22:06:10+00:00",
         "java -jar /opt/tools/metrics-exporter.jar --port 9404"),
    ]), hv, 25, args={"name": "java"}),
    item("e6", "linux_system_info", system_info(12.2, [3.92, 4.40, 4.11], 2_944_800, "2027-08-31T22:05:00+00:00",
                                                HVMEM, 92_300_000_000, 4 * GiB, 0), hv, 25),
    item("e7", "linux_package_history", {"events": [
        _event("2027-09-24T02:10:11+00:00", "upgrade", "java-21-openjdk-headless", "1:21.0.5.0.11-1.el9",
               "1:21.0.6.0.7-1.el9"),
        _event("2027-09-24T02:10:15+00:00", "upgrade", "glibc", "2.34-100.el9_4.4", "2.34-125.el9_5.1"),
        _event("2027-10-01T02:12:40+00:00", "upgrade", "openssl", "1:3.2.2-6.el9_5", "1:3.2.2-6.el9_5.1"),
        _event("2027-10-05T09:40:22+00:00", "upgrade", "havnor-ledger", "3.7.1-1.el9", "3.8.0-1.el9"),
    ]}, hv, 60, args={"since_days": 14}),
    item("e8", "linux_file_changes", {"root": "/etc/havnor", "since": "2027-10-04T11:50:00+00:00", "files": [
        {"path": "/etc/havnor/ledger.env", "mtime": "2027-10-05T09:41:30+00:00", "size_bytes": 812},
        {"path": "/etc/havnor/sync.yaml", "mtime": "2027-10-05T09:41:30+00:00", "size_bytes": 1_204},
    ]}, hv, 40, args={"root": "/etc/havnor", "since_minutes": 1440, "limit": 100}),
    item("e9", "linux_file_read", {"path": "/etc/havnor/sync.yaml", "offset": 0, "limit": 100, "total_lines": 7,
                                   "lines": ["database:", "  host: ledger-db.archipelago.internal", "  port: 5432",
                                             "  user: ledger_sync", "  password: '***redacted***'",
                                             "batch_size: 500", "interval_seconds: 30"]},
         hv, 35, args={"path": "/etc/havnor/sync.yaml"}),
    item("e10", "linux_network_info", {
        "interfaces": [{"name": "ens192", "mac": "00:50:56:9a:3c:21", "addresses": ["10.60.4.21/24"], "is_up": True}],
        "listening": [_listen(80, "0.0.0.0", 1410, "nginx"), _listen(443, "0.0.0.0", 1410, "nginx"),
                      _listen(8080, "127.0.0.1", 48811, "java"), _listen(9404, "127.0.0.1", 2231, "java"),
                      _listen(22, "0.0.0.0", 1120, "sshd"),
                      _listen(5432, "127.0.0.1", 1302, "postgres"), _listen(5432, "::1", 1302, "postgres")],
        "connections": []}, hv, 30),
]

HAVNOR = {"name": "havnor", "clock": hv, "evidence": havnor_ev, "answers": [
    {"q": "why does havnor-ledger keep restarting?", "ev": ["e3", "e2", "e7"],
     "a": "1. **Cause** — [[s:the JVM ran out of heap (java.lang.OutOfMemoryError)]] [[s:at 09:58 and again at "
          "11:31]]. [[u:These are the only two OOMs today.]]\n"
          "2. **Restarts** — [[u:systemd has restarted it 6 times]] [e7], [[s:the last time at 11:31:07, about 19 "
          "minutes ago]].\n"
          "3. **Trigger** — [[c:havnor-ledger was upgraded from 3.7.1 to 3.8.0 at 08:40]], [[u:and 3.8.0 loads "
          "the whole ledger into memory at startup]].\n"
          "4. **Now** — [[s:it's active again since 11:31]]; [[s:startup took about 31 seconds]]."},
    {"q": "status of all units, with restart counts", "ev": ["e2"],
     "a": "| unit | state | restarts |\n|---|---|---|\n"
          "| havnor-ledger | [[s:active (running)]] | [[s:6]] |\n"
          "| havnor-ledger-sync | [[s:activating (auto-restart)]] | [[c:24]] |\n"
          "| nginx | [[s:active (running)]] | [[s:0]] |\n"
          "| kdump | [[c:failed]] | – |\n\n"
          "[[s:No unit is in the failed state]]; [[s:postgresql shows no restarts]]."},
    {"q": "what's going on with ledger-sync?", "ev": ["e4", "e9", "e10"],
     "a": "[[s:It cannot connect to ledger-db.archipelago.internal:5432 — connection refused]] ([[s:last at "
          "11:49:31, half a minute ago]]), and [[s:it exits with status 2]] each time. [[s:Its config points at "
          "port 5432 as user ledger_sync]]. [[s:The local PostgreSQL only listens on 127.0.0.1 and ::1]], "
          "[[u:so ledger-db probably resolves to this host's LAN address]]. [[c:The restart counter is at 40.]] [[u:ledger-db was moved to a new host during the 09:40 deploy.]]"},
    {"q": "java memory on havnor?", "ev": ["e5", "e6"],
     "a": "There are [[s:two java processes]]: [[s:the ledger (PID 48811, user ledger) at ~4.6 GB]] — "
          "[[c:it runs with -Xmx8g]] — and [[s:a metrics exporter run by root at ~310 MB]]. [[s:The box has "
          "~125 GiB of RAM]] [[s:and about two thirds of it is available]]; [[c:swap is half used]]. "
          "[[u:Raising -Xmx to 12g would stop the OOMs.]]"},
    {"q": "what changed on havnor today?", "ev": ["e7", "e8"],
     "a": "- [[s:09:40 — havnor-ledger 3.7.1-1.el9 → 3.8.0-1.el9]]\n"
          "- [[s:09:41 — /etc/havnor/ledger.env and sync.yaml were modified]]\n"
          "- [[c:openssl was upgraded today]]\n\n"
          "[[s:Nothing else under /etc/havnor changed in the last 24 hours.]] [[u:The config change was made by the RPM upgrade.]] [[s:The last JDK update was on "
          "September 24 (21.0.5 → 21.0.6).]]"},
    {"q": "is the load average high?", "ev": ["e6", "e1"],
     "a": "No. [[s:Load is about 3.9–4.4]] [[s:on 32 threads]], and [[s:CPU use is around 12%]]. [[s:Uptime is "
          "34 days]]. [[c:It's a 24-core EPYC]] [[s:running RHEL 9.5]]. [[u:Most of that load comes from the ledger's garbage collector.]]"},
    {"q": "Is nginx fronting the ledger?", "ev": ["e10", "e5"],
     "a": "[[s:nginx listens on 80 and 443 on all addresses]] and [[s:the ledger JVM listens on 127.0.0.1:8080]], "
          "[[u:and nginx proxies to it]]. [[s:postgres is local-only]]. [[c:Port 9404 also belongs to the "
          "ledger.]]"},
]}


# --------------------------------------------------------------------------------------------------------
# pendor: Ubuntu 22.04 GitLab CI runner. unattended-upgrades installed a kernel yesterday (reboot pending);
# dockerd died this morning when /var/lib/docker filled up; the user says they pruned at 06:45.
pe = Clock("2027-11-02T07:05:00+00:00")
PEMEM = 269_900_000_000         # 251.4 GiB
pendor_ev = [
    steady("e1", pe, 2600, hostname="pendor", domain="ci.pendor.lan", os_name="Ubuntu", os_version="22.04",
           os_codename="jammy", os_pretty_name="Ubuntu 22.04.5 LTS", kernel="5.15.0-131-generic",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=PEMEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 240_000_000_000},
                  {"device": "/dev/md0", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 3_840_000_000_000}],
           network_interfaces=[{"name": "ens3", "mac": "52:54:00:9e:11:07", "addresses": ["10.9.0.77/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:18:e0:55:01", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.9.0.1",
           installed_packages={"linux-image-5.15.0-134-generic": "5.15.0-134.145",
                               "linux-image-5.15.0-131-generic": "5.15.0-131.141", "gitlab-runner": "17.5.3-1",
                               "docker-ce": "5:27.3.1-1~ubuntu.22.04~jammy", "openssl": "3.0.2-0ubuntu1.19",
                               "sudo": "1.9.9-1ubuntu2.5", "curl": "7.81.0-1ubuntu1.20",
                               "python3.10": "3.10.12-1~22.04.7"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "ssh.service",
                               "unattended-upgrades.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "orm", "uid": 1000, "gid": 1000, "home": "/home/orm", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 998, "gid": 998, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["orm"]},
                   {"name": "docker", "gid": 999, "members": ["gitlab-runner", "orm"]}]),
    item("e2", "linux_package_history", {"events": [
        _event("2027-10-27T06:14:08+00:00", "upgrade", "curl", "7.81.0-1ubuntu1.18", "7.81.0-1ubuntu1.20"),
        _event("2027-10-30T06:22:51+00:00", "upgrade", "openssl", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        _event("2027-11-01T06:31:02+00:00", "install", "linux-image-5.15.0-134-generic", None, "5.15.0-134.145"),
        _event("2027-11-01T06:31:40+00:00", "upgrade", "sudo", "1.9.9-1ubuntu2.4", "1.9.9-1ubuntu2.5"),
        _event("2027-11-01T06:32:15+00:00", "remove", "linux-image-5.15.0-125-generic", "5.15.0-125.135", None),
        _event("2027-11-02T06:10:30+00:00", "upgrade", "gitlab-runner", "17.5.2-1", "17.5.3-1"),
    ]}, pe, 60, args={"since_days": 7}),
    item("e3", "linux_file_read", {"path": "/var/run/reboot-required", "offset": 0, "limit": 100, "total_lines": 1,
                                   "lines": ["*** System restart required ***"]}, pe, 40,
         args={"path": "/var/run/reboot-required"}),
    item("e4", "linux_file_read", {"path": "/var/run/reboot-required.pkgs", "offset": 0, "limit": 100,
                                   "total_lines": 2, "lines": ["linux-image-5.15.0-134-generic", "linux-base"]},
         pe, 40, args={"path": "/var/run/reboot-required.pkgs"}),
    item("e5", "linux_service_status", _restarts(unit("gitlab-runner.service", "active", "running", "enabled",
                                                      77120, "2027-11-02T06:10:44+00:00", "GitLab Runner"), 0),
         pe, 20, args={"name": "gitlab-runner"}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        _entry("2027-11-02T06:10:44+00:00", "gitlab-runner.service", "info",
               "Starting multi-runner service... builds=0 max_builds=4"),
        _entry("2027-11-02T06:42:10+00:00", "gitlab-runner.service", "err",
               "ERROR: Job failed (system failure): Cannot connect to the Docker daemon at "
               "unix:///var/run/docker.sock. Is the docker daemon running? job=88421 runner=Pn7xk2"),
        _entry("2027-11-02T06:58:03+00:00", "gitlab-runner.service", "info",
               "Job succeeded duration_s=212.4 job=88430 runner=Pn7xk2"),
        _entry("2027-11-02T07:01:47+00:00", "gitlab-runner.service", "info",
               "Checking for jobs... received job=88433 repo_url=https://gitlab.pendor.lan/fw/bootrom.git"),
    ]}, pe, 30, args={"unit": "gitlab-runner", "since_minutes": 60}),
    item("e7", "linux_service_status", _restarts(unit("docker.service", "active", "running", "enabled", 80211,
                                                      "2027-11-02T06:43:02+00:00",
                                                      "Docker Application Container Engine"), 1),
         pe, 20, args={"name": "docker"}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
        _entry("2027-11-02T06:39:58+00:00", "docker.service", "err",
               "dockerd: write /var/lib/docker/overlay2/7c1e0d/diff/tmp/build.o: no space left on device"),
        _entry("2027-11-02T06:40:01+00:00", "docker.service", "notice",
               "docker.service: Main process exited, code=exited, status=2/INVALIDARGUMENT"),
        _entry("2027-11-02T06:40:01+00:00", "docker.service", "warning",
               "docker.service: Failed with result 'exit-code'."),
        _entry("2027-11-02T06:43:02+00:00", "docker.service", "info",
               "Started docker.service - Docker Application Container Engine."),
    ]}, pe, 30, args={"unit": "docker", "since_minutes": 60}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 240_000_000_000, 40_900_000_000),
        fs("/dev/md0", "/var/lib/docker", "xfs", 3_840_000_000_000, 3_450_000_000_000),
    ]}, pe, 25),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 240_000_000_000, 40_800_000_000),
        fs("/dev/md0", "/var/lib/docker", "xfs", 3_840_000_000_000, 3_839_500_000_000),
    ]}, pe, 3300),
    item("e12", "linux_processes", _procs(933, PEMEM, [
        (91220, "cc1plus", "root", 99.7, 610_000_000, "2027-11-02T07:03:58+00:00",
         "/usr/lib/gcc/x86_64-linux-gnu/12/cc1plus -quiet src/boot/rom.cpp"),
        (91231, "cc1plus", "root", 99.5, 540_000_000, "2027-11-02T07:04:02+00:00",
         "/usr/lib/gcc/x86_64-linux-gnu/12/cc1plus -quiet src/boot/flash.cpp"),
        (91240, "cc1plus", "root", 98.9, 480_000_000, "2027-11-02T07:04:10+00:00",
         "/usr/lib/gcc/x86_64-linux-gnu/12/cc1plus -quiet src/boot/usb.cpp"),
        (91102, "make", "root", 2.1, 12_000_000, "2027-11-02T07:02:30+00:00", "make -j4"),
        (77120, "gitlab-runner", "root", 1.4, 88_000_000, "2027-11-02T06:10:44+00:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner"),
    ]), pe, 20, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e13", "linux_system_info", system_info(11.5, [3.41, 2.93, 3.08], 3_542_700, "2027-09-22T07:00:00+00:00",
                                                 PEMEM, 231_000_000_000, 8 * GiB, 0), pe, 20),
]

PENDOR = {"name": "pendor", "clock": pe, "evidence": pendor_ev, "answers": [
    {"q": "does pendor need a reboot?", "ev": ["e1", "e2", "e3", "e4"],
     "a": "You asked whether pendor needs a reboot: [[s:yes, it does]]. [[s:/var/run/reboot-required is "
          "present]] and [[s:it lists linux-image-5.15.0-134-generic and linux-base]]. [[s:The running kernel is "
          "5.15.0-131-generic]], while [[s:5.15.0-134 was installed yesterday at 06:31]] [[u:by "
          "unattended-upgrades]]. [[s:sudo was upgraded in the same run.]] [[c:The 5.15.0-131 kernel package was "
          "removed, so you can't boot back into it]]."},
    {"q": "what happened to CI around 06:40?", "ev": ["e6", "e7", "e8"],
     "extra": [user("u1", "I ran docker system prune at about 06:45 this morning.", pe, 600)],
     "a": "Timeline (UTC):\n"
          "- [[s:06:39:58 — dockerd hit \"no space left on device\" under /var/lib/docker]]\n"
          "- [[s:06:40:01 — docker.service exited with status 2 and failed]]\n"
          "- [[s:06:42:10 — job 88421 failed because the runner couldn't reach the Docker daemon]]\n"
          "- [[s:06:43:02 — docker was started again]]\n"
          "- ~06:45 — [[s:you ran `docker system prune`]]\n"
          "- [[s:06:58 — job 88430 succeeded]], [[c:after about 5 minutes]]\n\n"
          "[[s:The runner is picking up jobs again]] ([[s:job 88433 at 07:01]]). [[s:No other job failed in the "
          "last hour.]] [[u:The prune removed about 380 GB of build cache.]] [[c:systemd counts three restarts for docker.]]"},
    {"q": "how full is /var/lib/docker now?", "ev": ["e9"],
     "extra": [user("u1", "I ran docker system prune at about 06:45 this morning.", pe, 600)],
     "a": "[[s:It's at about 90%]] ([[s:3.45 TB of 3.84 TB]]), so [[s:there's about 390 GB free]]. "
          "[[u:Your prune freed about 390 GB.]] [[s:The root filesystem is at 17%.]] [[c:/var/lib/docker is on "
          "ext4 like the root filesystem]]."},
    {"q": "what did unattended-upgrades do this week?", "ev": ["e2"],
     "a": "| when | change |\n|---|---|\n"
          "| [[s:Oct 27]] | [[c:curl 7.81.0-1ubuntu1.18 → 1ubuntu1.19]] |\n"
          "| [[s:Oct 30]] | [[s:openssl → 3.0.2-0ubuntu1.19]] |\n"
          "| [[c:Oct 31]] | [[s:sudo 1.9.9-1ubuntu2.4 → 1ubuntu2.5]] |\n"
          "| [[s:Nov 1]] | [[s:kernel 5.15.0-134 installed, 5.15.0-125 removed]] |\n"
          "| [[s:today 06:10, about an hour ago]] | [[s:gitlab-runner 17.5.2 → 17.5.3]] |\n\n"
          "[[s:That's 6 package events]]; [[u:all of them were security updates]]."},
    {"q": "who's using CPU on pendor?", "ev": ["e12", "e13", "e1"],
     "a": "[[s:Three cc1plus compiler processes are each pegging a core (~100%)]], [[u:they belong to job "
          "88433]]. [[s:Overall CPU is ~12%]], [[s:load about 3.4]] [[c:out of 24 cores]]. [[s:gitlab-runner "
          "itself uses ~1.4%]]."},
    {"q": "gitlab-runner version, and is it newer than 17.5?", "ev": ["e1", "e5", "e2"],
     "a": "[[s:17.5.3-1]] — [[s:yes, newer than 17.5]]. [[s:Running since 06:10]] [[s:as PID 77120]]. "
          "[[c:It was upgraded to 17.5.3 last week.]] [[u:17.5.3 is the latest 17.5 patch release.]]"},
    {"q": "who can use docker on pendor, and what's its IP and DNS?", "ev": ["e1"],
     "a": "[[s:gitlab-runner and orm are in the docker group]]; [[c:only orm has a login shell]]. Network: "
          "[[s:10.9.0.77/24 on ens3]], [[s:gateway 10.9.0.1]], [[s:DNS via the local stub resolver at "
          "127.0.0.53]] [[u:which forwards to 10.9.0.2]]."},
    {"q": "disk space on pendor?", "ev": ["e10"],
     "a": "[[t:/var/lib/docker is 100% full]] [[t:with under 1 GB free]] ([[t:3.84 TB used]]); [[t:the root "
          "filesystem is at 17%]]. [[u:Builds will keep failing until you clean up.]]"},
]}

MACHINES = [ROKE, GONT, HAVNOR, PENDOR]
