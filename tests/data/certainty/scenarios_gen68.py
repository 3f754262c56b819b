"""68th generation (written blind, in the style of granite3 / command-r: "**Findings**", "**Evidence**",
"**Caveats**" sections, quoted log lines and config values in inline code, yes/no first lines, relative
times computed from the machine's clock, "only"/"all"/"none" over listings both complete and cut).

aletsch (Ubuntu 24.04, Europe/Zurich, +01:00) is the control plane of a three-node k3s cluster. Its evidence:
the nodes (aletsch-w2 NotReady on an older k3s and Ubuntu 22.04), the `shop` deployments with their images
(api 2/3 ready, worker 0/2 on a tag that does not exist), the pods of `shop` with their nodes (none left on
aletsch-w2), a cut listing of events from every namespace (timestamps in UTC), and an older pod listing taken
25 minutes before the answer.

vatna (Debian 12, Atlantic/Reykjavik, +00:00) is a Docker host: seven containers (four running, one
restarting, two exited), its filesystems (a 4 TB md array on /srv, 85% used), a system reading eight minutes
old, the kernel's OOM kill of jellyfin in the journal, a cut memory-sorted process list, and a steady state
whose package source is stale.

perito (Fedora 40, America/Argentina/Buenos_Aires, -03:00) is a laptop: a journal filtered for suspend, resume
and boot lines over a day (a night's sleep, a reboot into a new kernel, an afternoon's sleep), a cut listing
of warnings, the week's package history (kernel 6.11.7 installed, 6.10.12 removed) and a fresh system reading.

khumbu (Rocky 8.10, Asia/Kathmandu, +05:45) is a server behind firewalld: listening sockets and connections
(complete), firewalld's unit, the public zone file, a cut sshd log of the last hour, and an older network
reading (18 minutes) with a dev server that has since gone.

jostedal (Arch, Europe/Oslo, +01:00) is a desktop that doubles as a GitLab CI runner: the installed kernel is
newer than the running one, a cut CPU-sorted process list with two rustc builds, the gitlab-runner unit
(started before its package was upgraded), two weeks of pacman history, disks (btrfs / and /home), and a
fresh and a stale system reading.
"""

from __future__ import annotations

import zlib

from _evidence import (GB, GiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)


def kpod(name, ns, phase, node_name, image, restarts=0, ready=True, waiting=None, started=None):
    p = pod(name, ns, phase, node_name, restarts=restarts, ready=ready, waiting=waiting, started=started)
    cname = p["status"]["containerStatuses"][0]["name"]
    p["spec"]["containers"] = [{"name": cname, "image": image}]
    p["status"]["containerStatuses"][0]["image"] = image
    return p


def kdeploy(name, ns, replicas, ready, image):
    d = deployment(name, ns, replicas, ready)
    d["spec"]["template"] = {"spec": {"containers": [{"name": name, "image": image}]}}
    return d


def knode(name, ready, version, os_image, control_plane=False):
    n = node(name, ready, version)
    n["status"]["nodeInfo"].update({"osImage": os_image, "kernelVersion": "6.8.0-52-generic"
                                    if "24.04" in os_image else "5.15.0-130-generic",
                                    "containerRuntimeVersion": "containerd://1.7.20-k3s1"})
    labels = {"kubernetes.io/hostname": name}
    if control_plane:
        labels["node-role.kubernetes.io/control-plane"] = "true"
    n["metadata"]["labels"] = labels
    return n


def kevent(etype, reason, kind, name, ns, message, count, first, last):
    return {"kind": "Event", "type": etype, "reason": reason,
            "metadata": {"name": f"{name}.{zlib.crc32((reason + name).encode()):x}", "namespace": ns},
            "involvedObject": {"kind": kind, "name": name, "namespace": ns},
            "message": message, "count": count, "firstTimestamp": first, "lastTimestamp": last,
            "source": {"component": "kubelet" if kind == "Pod" else "node-controller"}}


# ---------------------------------------------------------------------------------------------- aletsch
A = Clock("2026-03-12T14:20:00+01:00")
REG = "registry.local:5000"
WEB, API, WORKER, CACHE = (f"{REG}/shop-web:2.4.1", f"{REG}/shop-api:2.4.0", f"{REG}/shop-worker:2.3.7",
                           "redis:7.2.5-alpine")


def shop_pods(api_restarts):
    return [
        kpod("web-7d9c8b6f5-2xkqp", "shop", "Running", "aletsch-w1", WEB, started="2026-03-10T09:14:22+01:00"),
        kpod("web-7d9c8b6f5-8hj4n", "shop", "Running", "aletsch-w1", WEB, started="2026-03-12T13:38:31+01:00"),
        kpod("web-7d9c8b6f5-qm2tz", "shop", "Running", "aletsch", WEB, started="2026-03-10T09:14:25+01:00"),
        kpod("api-5f6b7c9d8-4lkzp", "shop", "Running", "aletsch-w1", API, restarts=1,
             started="2026-03-10T09:15:02+01:00"),
        kpod("api-5f6b7c9d8-n7wq2", "shop", "Running", "aletsch", API, started="2026-03-12T13:38:20+01:00"),
        kpod("api-5f6b7c9d8-x9vbr", "shop", "Running", "aletsch-w1", API, restarts=api_restarts, ready=False,
             waiting="CrashLoopBackOff", started="2026-03-12T13:37:55+01:00"),
        kpod("worker-6c8d9f7b4-jx5mt", "shop", "Pending", "aletsch-w1", WORKER, ready=False,
             waiting="ImagePullBackOff", started="2026-03-12T13:38:02+01:00"),
        kpod("worker-6c8d9f7b4-p2rfd", "shop", "Pending", "aletsch-w1", WORKER, ready=False,
             waiting="ImagePullBackOff", started="2026-03-12T13:38:04+01:00"),
        kpod("cache-8b7d6c5f4-zt6wl", "shop", "Running", "aletsch", CACHE, started="2026-03-02T16:40:11+01:00"),
    ]


ALETSCH = {
    "name": "aletsch",
    "clock": A,
    "evidence": [
        steady("e1", A, age=2100, hostname="aletsch", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-52-generic", cpu_model="Intel(R) Core(TM) i7-12700T", cpu_cores=12, cpu_threads=20,
               memory_total_bytes=33_396_838_400,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510_770_802_688}],
               network_interfaces=[{"name": "enp2s0", "mac": "58:47:ca:71:0e:12", "addresses": ["10.0.40.10/24"],
                                    "is_up": True},
                                   {"name": "cni0", "mac": "6a:1f:0c:55:3b:90", "addresses": ["10.42.0.1/24"],
                                    "is_up": True}],
               dns_servers=["10.0.40.1"], default_gateway="10.0.40.1",
               installed_packages={"containerd": "1.7.12-0ubuntu4.1", "open-iscsi": "2.1.9-3ubuntu5"},
               available_services=["k3s.service", "ssh.service", "iscsid.service"],
               users=[{"name": "mara", "uid": 1000, "gid": 1000, "home": "/home/mara", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["mara"]}]),
        item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            knode("aletsch", True, "v1.30.4+k3s1", "Ubuntu 24.04.1 LTS", control_plane=True),
            knode("aletsch-w1", True, "v1.30.4+k3s1", "Ubuntu 24.04.1 LTS"),
            knode("aletsch-w2", False, "v1.29.8+k3s1", "Ubuntu 22.04.5 LTS"),
        ]}, A, age=45, args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
            kdeploy("web", "shop", 3, 3, WEB),
            kdeploy("api", "shop", 3, 2, API),
            kdeploy("worker", "shop", 2, 0, WORKER),
            kdeploy("cache", "shop", 1, 1, CACHE),
        ]}, A, age=40, args={"resource": "deployments", "namespace": "shop"}),
        item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": shop_pods(14)},
             A, age=35, args={"resource": "pods", "namespace": "shop"}),
        item("e5", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            kevent("Warning", "NodeNotReady", "Node", "aletsch-w2", "default",
                   "Node aletsch-w2 status is now: NodeNotReady", 1,
                   "2026-03-12T12:32:41Z", "2026-03-12T12:32:41Z"),
            kevent("Normal", "TaintManagerEviction", "Pod", "api-5f6b7c9d8-k2m8d", "shop",
                   "Marking for deletion Pod shop/api-5f6b7c9d8-k2m8d", 1,
                   "2026-03-12T12:37:50Z", "2026-03-12T12:37:50Z"),
            kevent("Warning", "BackOff", "Pod", "api-5f6b7c9d8-x9vbr", "shop",
                   "Back-off restarting failed container api in pod "
                   "api-5f6b7c9d8-x9vbr_shop(7c1e4b2a-93d0-4f5e-8a61-2b7f0c9e3d14)", 187,
                   "2026-03-12T12:39:10Z", "2026-03-12T13:19:31Z"),
            kevent("Warning", "Unhealthy", "Pod", "api-5f6b7c9d8-x9vbr", "shop",
                   'Readiness probe failed: Get "http://10.42.1.37:8080/healthz": dial tcp 10.42.1.37:8080: '
                   "connect: connection refused", 29, "2026-03-12T12:38:20Z", "2026-03-12T13:18:50Z"),
            kevent("Warning", "Failed", "Pod", "worker-6c8d9f7b4-jx5mt", "shop",
                   f'Failed to pull image "{WORKER}": rpc error: code = NotFound desc = failed to pull and unpack '
                   f'image "{WORKER}": failed to resolve reference "{WORKER}": {WORKER}: not found', 11,
                   "2026-03-12T12:38:06Z", "2026-03-12T13:16:02Z"),
            kevent("Normal", "BackOff", "Pod", "worker-6c8d9f7b4-p2rfd", "shop",
                   f'Back-off pulling image "{WORKER}"', 160, "2026-03-12T12:38:09Z", "2026-03-12T13:19:44Z"),
        ]}, A, age=30, args={"resource": "events", "all_namespaces": True, "limit": 6}, complete=False),
        item("e6", "kubernetes_get", {"context": "default", "namespace": "shop", "items": shop_pods(6)},
             A, age=1500, args={"resource": "pods", "namespace": "shop"}),
    ],
    "answers": [
        {"q": "Are all the deployments in the shop namespace healthy?", "ev": ["e3", "e4"],
         "a": "No — [[s:two of the four deployments in `shop` are not fully available]].\n\n"
              "**Findings**\n"
              "- `web`: [[s:3/3 replicas ready]]\n"
              "- `api`: [[s:2/3 ready]] — [[s:one replica is stuck in `CrashLoopBackOff`]]\n"
              "- `worker`: [[c:1/2 ready]]; [[s:both of its pods are waiting with `ImagePullBackOff`]]\n"
              "- `cache`: [[s:1/1 ready]]\n\n"
              "**Evidence**\n"
              "The deployment list shows `readyReplicas: 2` against `replicas: 3` for `api`. "
              "[[c:The failing api pod has restarted 41 times]] "
              "and [[s:it sits on `aletsch-w1`]].\n\n"
              "**Caveats**\n"
              "[[u:The api crash is most likely caused by a bad database migration in 2.4.0]] — the evidence "
              "doesn't include container logs. You can check with "
              "`kubectl logs -n shop api-5f6b7c9d8-x9vbr --previous`."},
        {"q": "How many pods does each node run?", "ev": ["e2", "e4"],
         "a": "**Findings**\n\n"
              "| Node | Pods (shop) | Status |\n|---|---|---|\n"
              "| aletsch | [[s:3]] | [[s:✅ Ready]] |\n"
              "| aletsch-w1 | [[c:5]] | [[s:✅ Ready]] |\n"
              "| aletsch-w2 | [[s:0]] | [[s:❌ NotReady]] |\n\n"
              "**Evidence**\n"
              "- [[s:There are 9 pods in `shop` in total]].\n"
              "- [[s:`aletsch-w1` carries both `worker` pods]] but [[c:only one of the three `web` replicas]].\n"
              "- [[s:The control-plane node `aletsch` also runs the `cache` pod]].\n\n"
              "**Caveats**\n"
              "[[u:The pods on `aletsch-w2` were moved off because someone cordoned it]], and "
              "[[c:`aletsch-w2` is on the same k3s version as the other two]], so a version mismatch is not "
              "the reason. Run `kubectl describe node aletsch-w2` for the conditions."},
        {"q": "Which images and tags are the shop deployments running?", "ev": ["e3", "e4"],
         "a": "Here is what each deployment specifies:\n\n"
              "1. `web` → [[s:`registry.local:5000/shop-web:2.4.1`]]\n"
              "2. `api` → [[s:`registry.local:5000/shop-api:2.4.0`]]\n"
              "3. `worker` → [[s:`registry.local:5000/shop-worker:2.3.7`]]\n"
              "4. `cache` → [[c:`redis:7.4-alpine`]]\n\n"
              "**Findings**: [[s:`web` is one patch release ahead of `api`]], and [[c:the `worker` image is the "
              "newest of the three in-house images]]. [[s:None of the deployments uses a `latest` tag]], which "
              "is good practice.\n\n"
              "**Evidence**: [[s:both `worker` pods fail to pull their image]] (`ImagePullBackOff`).\n\n"
              "**Caveats**: [[u:the `2.3.7` tag was deleted from the registry during a cleanup]]; check with "
              "`crane ls registry.local:5000/shop-worker`."},
        {"q": "What's wrong with the api pod?", "ev": ["e4", "e5"],
         "a": "The api pod `api-5f6b7c9d8-x9vbr` is crash-looping.\n\n"
              "**Findings**\n"
              "- [[s:State: `CrashLoopBackOff`]], [[s:not ready]], [[s:14 restarts]].\n"
              "- [[s:It was started about 40 minutes ago]] [[c:on `aletsch`]].\n"
              "- [[s:Its readiness probe fails with `connect: connection refused` on port 8080]].\n\n"
              "**Evidence**\n"
              "`Back-off restarting failed container api in pod api-5f6b7c9d8-x9vbr_shop` — [[c:Kubernetes has "
              "logged this back-off 87 times]]; [[c:the last one was at 14:05]]. [[u:The readiness failures "
              "started after the pod was rescheduled from `aletsch-w2`]].\n\n"
              "**Caveats**\n"
              "[[u:The container probably exits because it can't reach the database]]. [[s:The other two api "
              "replicas are running]], so the service is degraded rather than down."},
        {"q": "Are all nodes Ready and on the same k3s version?", "ev": ["e2", "e5"],
         "a": "No on both counts.\n\n"
              "**Findings**\n"
              "- [[s:`aletsch` and `aletsch-w1` are Ready on `v1.30.4+k3s1`]]\n"
              "- [[s:`aletsch-w2` is `NotReady`]] and [[s:still runs `v1.29.8+k3s1`]], [[c:a full two minor "
              "versions behind]]\n"
              "- [[s:`aletsch-w2` is also the only node still on Ubuntu 22.04]]\n"
              "- [[c:`aletsch-w1` is the control-plane node]]\n\n"
              "**Evidence**\n"
              "The event `Node aletsch-w2 status is now: NodeNotReady` shows [[c:it dropped out at 12:32]], "
              "[[s:roughly 45 minutes ago]].\n\n"
              "**Caveats**\n"
              "[[u:The kubelet on aletsch-w2 likely stopped because of the version skew]], and "
              "[[u:no other node has reported problems]]. Upgrade it with the k3s install script and the "
              "`INSTALL_K3S_VERSION` variable."},
        {"q": "Is the api pod still crash-looping?", "ev": ["e1", "e6"],
         "a": "Yes. [[t:`api-5f6b7c9d8-x9vbr` is in `CrashLoopBackOff`]] with [[t:6 restarts so far]], and "
              "[[t:it is the only pod in `shop` that has restarted]].\n\n"
              "**Evidence**: pod listing of `shop`. [[t:The two `worker` pods are in `ImagePullBackOff`]] too.\n\n"
              "**Caveats**: [[s:this host (`aletsch`) runs Ubuntu 24.04]]; the pod listing was taken about 25 "
              "minutes ago, so the counts may have moved."},
        {"q": "Any warnings in the cluster events?", "ev": ["e5"],
         "a": "Yes, there are several warnings.\n\n"
              "**Findings**\n"
              "1. [[s:`NodeNotReady` for `aletsch-w2`]]\n"
              "2. [[s:`BackOff` for the api pod]] [[s:(187 occurrences)]]\n"
              "3. [[s:`Unhealthy` — readiness probe failures]] [[c:on port 8081]]\n"
              "4. [[s:`Failed` image pull for `shop-worker:2.3.7` with `not found`]]\n\n"
              "**Evidence**: [[c:the pull failure has been counted 31 times]]. [[s:The eviction of "
              "`api-5f6b7c9d8-k2m8d` was a `Normal` event, not a warning]].\n\n"
              "**Caveats**: [[u:these are all the warnings in the cluster]] and [[u:none came from "
              "`kube-system`]]."},
    ],
}


# ---------------------------------------------------------------------------------------------- vatna
V = Clock("2026-03-12T09:45:00+00:00")
V_MEM = 67_271_114_752

VATNA = {
    "name": "vatna",
    "clock": V,
    "evidence": [
        steady("e1", V, age=2400, hostname="vatna", os_name="Debian GNU/Linux", os_version="12",
               os_codename="bookworm", kernel="6.1.0-28-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
               cpu_cores=6, cpu_threads=12, memory_total_bytes=V_MEM,
               disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 480_103_981_056},
                      {"device": "/dev/md0", "mountpoint": "/srv", "fstype": "xfs", "total_bytes": 3_998_639_460_352}],
               network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:4a:02", "addresses": ["192.168.20.10/24"],
                                    "is_up": True},
                                   {"name": "docker0", "mac": "02:42:9a:33:c1:07", "addresses": ["172.17.0.1/16"],
                                    "is_up": True}],
               dns_servers=["192.168.20.1"], default_gateway="192.168.20.1",
               installed_packages={"docker-ce": "5:27.3.1-1~debian.12~bookworm", "containerd.io": "1.7.22-1",
                                   "docker-compose-plugin": "2.29.7-1~debian.12~bookworm", "mdadm": "4.2-5"},
               available_services=["docker.service", "containerd.service", "ssh.service", "mdmonitor.service"],
               users=[{"name": "einar", "uid": 1000, "gid": 1000, "home": "/home/einar", "shell": "/bin/bash"},
                      {"name": "svc-deploy", "uid": 1001, "gid": 1001, "home": "/srv/deploy",
                       "shell": "/usr/sbin/nologin"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["einar"]},
                       {"name": "docker", "gid": 999, "members": ["einar", "svc-deploy"]}],
               stale_sources=["packages"]),
        item("e2", "linux_containers", {"runtime": "docker", "containers": [
            box("a1b2c3d4e5f6", "nextcloud", "nextcloud:29.0.7-apache", "running", "Up 6 days",
                "2026-03-06T05:41:12+00:00", ["127.0.0.1:8080->80/tcp"]),
            box("b2c3d4e5f6a7", "nextcloud-db", "mariadb:10.11", "running", "Up 6 days", "2026-03-06T05:41:08+00:00"),
            box("c3d4e5f6a7b8", "nextcloud-redis", "redis:7.2-alpine", "running", "Up 6 days",
                "2026-03-06T05:41:08+00:00"),
            box("d4e5f6a7b8c9", "traefik", "traefik:v3.1", "running", "Up 2 days", "2026-03-10T08:02:44+00:00",
                ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp", "127.0.0.1:8081->8080/tcp"]),
            box("e5f6a7b8c9d0", "jellyfin", "jellyfin/jellyfin:10.9.11", "exited", "Exited (137) 3 hours ago",
                "2026-02-20T18:30:00+00:00"),
            box("f6a7b8c9d0e1", "vaultwarden", "vaultwarden/server:1.32.0", "restarting",
                "Restarting (1) 40 seconds ago", "2026-03-12T09:01:37+00:00"),
            box("a7b8c9d0e1f2", "watchtower", "containrrr/watchtower:latest", "exited", "Exited (0) 2 weeks ago",
                "2026-01-15T12:00:00+00:00"),
        ]}, V, age=25, args={"all": True}),
        item("e3", "linux_disk_usage", {"filesystems": [
            fs("/dev/sda2", "/", "ext4", 480_103_981_056, 131_577_462_784),
            fs("/dev/sda1", "/boot/efi", "vfat", 536_834_048, 6_160_384),
            fs("/dev/md0", "/srv", "xfs", 3_998_639_460_352, 3_411_857_244_160),
        ]}, V, age=30),
        item("e4", "linux_system_info",
             system_info(22.0, [1.92, 1.55, 1.31], 533_140, "2026-03-06T05:39:40+00:00", V_MEM, 22_870_000_000,
                         4 * GiB, 1_181_116_006), V, age=480),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-03-12T06:44:12+00:00", None, "warning",
                      "jellyfin invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0"),
            log_entry("2026-03-12T06:44:12+00:00", None, "err",
                      "Memory cgroup out of memory: Killed process 48211 (jellyfin) total-vm:9841120kB, "
                      "anon-rss:8322040kB, file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:17804kB oom_score_adj:0"),
            log_entry("2026-03-12T06:44:13+00:00", "docker.service", "info",
                      'time="2026-03-12T06:44:13.118452901Z" level=info msg="ignoring event" '
                      "container=e5f6a7b8c9d0 module=libcontainerd namespace=moby topic=/tasks/delete "
                      'type="*events.TaskDelete"'),
            log_entry("2026-03-12T06:44:13+00:00", "containerd.service", "info",
                      'time="2026-03-12T06:44:13.121Z" level=info msg="shim disconnected" id=e5f6a7b8c9d0 '
                      "namespace=moby"),
        ]}, V, age=40, args={"since_minutes": 300, "grep": "oom|jellyfin|e5f6a7b8c9d0"}),
        item("e6", "linux_processes", processes(287, V_MEM, [
            (3312, "mariadbd", "999", 1.2, 9_126_805_504, "2026-03-06T05:41:10+00:00", "mariadbd"),
            (3555, "apache2", "www-data", 0.4, 1_288_490_188, "2026-03-06T05:41:14+00:00",
             "apache2 -DFOREGROUND"),
            (3421, "redis-server", "999", 0.6, 734_003_200, "2026-03-06T05:41:09+00:00", "redis-server *:6379"),
            (2901, "dockerd", "root", 0.8, 412_090_368, "2026-03-06T05:40:02+00:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
            (4011, "traefik", "root", 0.3, 188_743_680, "2026-03-10T08:02:45+00:00", "traefik"),
            (1180, "containerd", "root", 0.2, 98_566_144, "2026-03-06T05:39:58+00:00", "/usr/bin/containerd"),
        ]), V, age=35, args={"sort": "memory", "limit": 6}, complete=False),
    ],
    "answers": [
        {"q": "Which containers are running on vatna?", "ev": ["e2"],
         "a": "**Findings** — [[c:five of the seven containers are up]]:\n\n"
              "| Container | Image | State |\n|---|---|---|\n"
              "| nextcloud | [[s:`nextcloud:29.0.7-apache`]] | [[s:✅ Up 6 days]] |\n"
              "| nextcloud-db | [[c:`mariadb:11.4`]] | [[s:✅ Up 6 days]] |\n"
              "| nextcloud-redis | [[s:`redis:7.2-alpine`]] | [[s:✅ Up 6 days]] |\n"
              "| traefik | [[s:`traefik:v3.1`]] | [[c:✅ Up 6 days]] |\n"
              "| vaultwarden | [[s:`vaultwarden/server:1.32.0`]] | [[c:✅ running]] |\n\n"
              "**Caveats**\n"
              "[[s:`jellyfin` exited with code 137]] [[s:about 3 hours ago]] and [[c:`watchtower` has been "
              "stopped since yesterday]]. [[u:Watchtower was probably stopped on purpose]], since it exited "
              "cleanly."},
        {"q": "Why did jellyfin stop?", "ev": ["e2", "e5"],
         "a": "**Findings**\n"
              "[[s:Jellyfin was killed by the kernel's OOM killer]] [[s:at 06:44]] ([[c:about an hour ago]]).\n\n"
              "**Evidence**\n"
              "- `Memory cgroup out of memory: Killed process 48211 (jellyfin)` — [[s:the kill came from a "
              "memory cgroup limit]], not from the whole host running out.\n"
              "- `anon-rss:8322040kB` means [[c:it was using about 8.3 GiB]] when it was killed.\n"
              "- [[c:Docker shows it as `Exited (143)`]] and [[s:the killed PID was 48211]].\n\n"
              "**Caveats**\n"
              "[[u:The memory spike was most likely caused by a library scan or transcoding]], and "
              "[[u:the container's memory limit is 8 GiB]]. [[s:It has not come back up since]]; start it with "
              "`docker start jellyfin` once you have raised the limit."},
        {"q": "How much free space is left on /srv?", "ev": ["e1", "e3"],
         "a": "About [[s:587 GB free]] on `/srv`.\n\n"
              "**Findings**\n"
              "- `/srv` is [[c:an ext4 filesystem]] on [[s:`/dev/md0`]]\n"
              "- Size: [[c:4.0 TiB]]\n"
              "- Used: [[s:3.41 TB]] ([[s:85.3%]])\n"
              "- Free: [[s:~546 GiB]]\n\n"
              "**Evidence**: `used_bytes: 3411857244160` and `free_bytes: 586782216192`. "
              "For comparison, [[s:the root filesystem on `/dev/sda2` is only 27% used]], [[c:so `/boot/efi` is the "
              "fullest filesystem after /srv]].\n\n"
              "**Caveats**: [[u:at the current rate /srv will fill up in about two months]]."},
        {"q": "Is vatna short on memory?", "ev": ["e1", "e4", "e6"],
         "a": "Not really, no.\n\n"
              "**Findings**\n"
              "- [[s:The machine has 64 GB of RAM]].\n"
              "- [[t:About 21 GiB is still available]].\n"
              "- [[t:Swap is about a quarter used]].\n"
              "- [[t:The load average is under 2]].\n\n"
              "**Evidence**\n"
              "The top memory user is [[s:`mariadbd` (PID 3312)]] at [[c:about 8.5 GB]], [[s:followed by "
              "`apache2` at about 1.2 GiB]]; [[c:`dockerd` uses more memory than `redis-server`]].\n\n"
              "**Caveats**\n"
              "[[u:Nothing has been OOM-killed recently]], so the host is coping."},
        {"q": "Which ports are published to the outside by Docker?", "ev": ["e2"],
         "a": "**Findings**\n"
              "[[s:Only `traefik` publishes ports on all interfaces]]: [[s:`80`]] and [[s:`443`]].\n"
              "- [[s:Its dashboard port `8080` is mapped to `127.0.0.1:8081`]], so [[s:it is reachable only from "
              "the host itself]].\n"
              "- [[s:`nextcloud` is bound to `127.0.0.1:8080`]] as well, [[u:behind traefik]].\n"
              "- [[c:`nextcloud-db` publishes `3306`]] and [[c:`jellyfin` is listening on `8096`]].\n\n"
              "**Caveats**\n"
              "[[u:UFW is not installed, so nothing filters these ports]]."},
        {"q": "Who can manage Docker on vatna, and which Docker version is installed?", "ev": ["e1"],
         "a": "**Findings**\n"
              "- [[s:`einar` and `svc-deploy` are in the `docker` group]] ([[s:GID 999]]).\n"
              "- [[s:`einar` also has sudo]]; [[c:`svc-deploy` is in `sudo` too]].\n"
              "- Docker: [[t:`docker-ce` 27.3.1]], [[t:with the Compose plugin 2.29.7]] and "
              "[[t:containerd 1.7.22]].\n\n"
              "**Caveats**\n"
              "[[c:`svc-deploy` can log in interactively with `/bin/bash`]]. The package list is older than the "
              "last change; re-check with `dpkg -l docker-ce`."},
        {"q": "What's going on with vaultwarden?", "ev": ["e2", "e6"],
         "a": "vaultwarden is in a restart loop.\n\n"
              "**Findings**\n"
              "- [[s:State: `restarting`]] — `Restarting (1) 40 seconds ago`, [[s:so its last exit code was "
              "1]].\n"
              "- [[s:Image: `vaultwarden/server:1.32.0`]]\n"
              "- [[s:It publishes no ports]]\n"
              "- [[u:It has restarted about 200 times]]\n\n"
              "**Evidence**: [[u:it doesn't show up in the process list at all]], and [[c:it last restarted "
              "about 4 minutes ago]]; [[c:the container was created about two hours ago]].\n\n"
              "**Caveats**: [[u:the crash is probably due to a missing `ADMIN_TOKEN` setting]]; look at "
              "`docker logs --tail 50 vaultwarden`."},
    ],
}


# ---------------------------------------------------------------------------------------------- perito
P = Clock("2026-03-12T18:10:00-03:00")
P_MEM = 33_285_996_544

PERITO = {
    "name": "perito",
    "clock": P,
    "evidence": [
        steady("e1", P, age=1200, hostname="perito", os_name="Fedora Linux", os_version="40", os_codename=None,
               kernel="6.11.7-200.fc40.x86_64", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16,
               cpu_threads=22, memory_total_bytes=P_MEM, package_manager="rpm",
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_022_975_721_472}],
               network_interfaces=[{"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:21:9b", "addresses": ["192.168.0.34/24"],
                                    "is_up": True}],
               dns_servers=["192.168.0.1"], default_gateway="192.168.0.1",
               installed_packages={"kernel-core": "6.11.7-200.fc40", "firefox": "131.0-1.fc40",
                                   "mesa-dri-drivers": "24.2.4-1.fc40", "NetworkManager": "1:1.46.4-1.fc40"},
               available_services=["NetworkManager.service", "bluetooth.service", "gdm.service"],
               users=[{"name": "lucia", "uid": 1000, "gid": 1000, "home": "/home/lucia", "shell": "/bin/zsh"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["lucia"]}]),
        item("e2", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-03-11T23:47:58-03:00", "systemd-logind.service", "info", "Lid closed."),
            log_entry("2026-03-11T23:47:59-03:00", "systemd-logind.service", "info", "The system will suspend now!"),
            log_entry("2026-03-11T23:48:03-03:00", None, "info", "PM: suspend entry (s2idle)"),
            log_entry("2026-03-12T08:12:40-03:00", None, "info", "PM: suspend exit"),
            log_entry("2026-03-12T08:12:41-03:00", "systemd-suspend.service", "info",
                      "System returned from sleep operation 'suspend'."),
            log_entry("2026-03-12T12:38:51-03:00", "systemd-logind.service", "info", "System is rebooting."),
            log_entry("2026-03-12T12:39:22-03:00", None, "notice",
                      "Linux version 6.11.7-200.fc40.x86_64 (mockbuild@a4f5c8e2b1d3) (gcc (GCC) 14.2.1 20240912 "
                      "(Red Hat 14.2.1-3), GNU ld version 2.41-37.fc40) #1 SMP PREEMPT_DYNAMIC Fri Nov  8 "
                      "19:49:11 UTC 2024"),
            log_entry("2026-03-12T15:02:11-03:00", "systemd-logind.service", "info", "Lid closed."),
            log_entry("2026-03-12T15:02:12-03:00", "systemd-logind.service", "info", "The system will suspend now!"),
            log_entry("2026-03-12T15:02:15-03:00", None, "info", "PM: suspend entry (s2idle)"),
            log_entry("2026-03-12T16:47:03-03:00", None, "info", "PM: suspend exit"),
            log_entry("2026-03-12T16:47:04-03:00", "systemd-suspend.service", "info",
                      "System returned from sleep operation 'suspend'."),
        ]}, P, age=45, args={"since_minutes": 1440,
                            "grep": "suspend|sleep operation|Lid|Linux version|rebooting"}),
        item("e3", "linux_package_history", {"source": "dnf", "since": "2026-03-05T18:10:00-03:00", "events": [
            package_event("2026-03-09T10:02:13-03:00", "upgrade", "NetworkManager", "1:1.46.2-1.fc40",
                          "1:1.46.4-1.fc40"),
            package_event("2026-03-12T12:30:41-03:00", "install", "kernel", None, "6.11.7-200.fc40"),
            package_event("2026-03-12T12:30:41-03:00", "install", "kernel-core", None, "6.11.7-200.fc40"),
            package_event("2026-03-12T12:30:42-03:00", "install", "kernel-modules", None, "6.11.7-200.fc40"),
            package_event("2026-03-12T12:30:44-03:00", "upgrade", "firefox", "130.0.1-1.fc40", "131.0-1.fc40"),
            package_event("2026-03-12T12:30:47-03:00", "upgrade", "mesa-dri-drivers", "24.1.7-1.fc40",
                          "24.2.4-1.fc40"),
            package_event("2026-03-12T12:30:55-03:00", "remove", "kernel-core", "6.10.12-200.fc40", None),
        ]}, P, age=60, args={"since_days": 7}),
        item("e4", "linux_system_info",
             system_info(4.8, [0.41, 0.52, 0.60], 19_838, "2026-03-12T12:39:22-03:00", P_MEM, 21_474_836_480,
                         8 * GiB, 0), P, age=30),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-03-12T08:12:47-03:00", None, "warning",
                      "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
            log_entry("2026-03-12T12:39:23-03:00", None, "err",
                      "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PC00.LPCB.EC0], AE_NOT_FOUND "
                      "(20240322/psargs-330)"),
            log_entry("2026-03-12T12:39:31-03:00", None, "warning", "ucsi_acpi USBC000:00: unknown error 256"),
            log_entry("2026-03-12T16:47:05-03:00", None, "err", "Bluetooth: hci0: command 0x0c03 tx timeout"),
            log_entry("2026-03-12T16:47:07-03:00", None, "err", "Bluetooth: hci0: Opcode 0x0c03 failed: -110"),
        ]}, P, age=40, args={"since_minutes": 1440, "priority": "warning", "limit": 5}, complete=False),
    ],
    "answers": [
        {"q": "Did my laptop suspend last night, and when did it wake up?", "ev": ["e2"],
         "a": "Yes — [[s:it suspended last night at 23:48]] and [[s:woke at 08:12 this morning]].\n\n"
              "**Findings**\n"
              "- `Lid closed.` at [[s:23:47:58]] → `The system will suspend now!` → `PM: suspend entry (s2idle)`\n"
              "- [[c:It used deep sleep (S3)]] as the sleep state.\n"
              "- `PM: suspend exit` at 08:12:40, so [[c:it slept for a little over 9 hours]].\n"
              "- [[s:The wake-up was about ten hours ago]].\n\n"
              "**Caveats**\n"
              "[[u:The lid was opened at 08:12]], but [[s:it stayed asleep the whole night]] (there is no "
              "`suspend exit` between those two lines)."},
        {"q": "Am I running the new kernel?", "ev": ["e1", "e3", "e4"],
         "a": "Yes. [[s:You're on `6.11.7-200.fc40.x86_64`]], [[s:which is the kernel installed in today's "
              "update]].\n\n"
              "**Findings**\n"
              "- [[s:The update at 12:30 installed `kernel-core 6.11.7-200.fc40`]]\n"
              "- [[c:It replaced `6.11.4-200.fc40`, which was removed]]\n"
              "- [[s:The machine booted at 12:39]], [[s:about nine minutes after the install]].\n"
              "- [[s:No reboot is needed]]; [[c:the machine has been up for about 8 hours]].\n\n"
              "**Caveats**\n"
              "[[u:Fedora keeps the three most recent kernels]], [[u:so 6.11.4 is still available in the GRUB "
              "menu]] if you need to fall back."},
        {"q": "What did today's update change?", "ev": ["e3"],
         "a": "**Findings** — [[c:seven package changes today]], all at about 12:30:\n\n"
              "| Package | Change |\n|---|---|\n"
              "| kernel / kernel-core / kernel-modules | [[s:6.11.7-200.fc40 installed]] |\n"
              "| firefox | [[s:130.0.1 → 131.0]] |\n"
              "| mesa-dri-drivers | [[c:24.2.4 → 24.1.7]] |\n"
              "| kernel-core 6.10.12 | [[s:removed]] |\n\n"
              "**Evidence**: [[s:the only other change this week was NetworkManager]], [[s:upgraded on "
              "Monday]] [[c:to 1.46.2]].\n\n"
              "**Caveats**: [[u:the Mesa update probably fixes the graphics glitches]]; [[s:nothing else was "
              "removed]]."},
        {"q": "Did anything go wrong after it resumed?", "ev": ["e2", "e5"],
         "a": "A few warnings, yes.\n\n"
              "**Findings**\n"
              "1. `iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0.` at [[c:08:21:47]] — [[s:the Wi-Fi firmware "
              "crashed right after this morning's resume]], [[u:and it recovered on its own]].\n"
              "2. `Bluetooth: hci0: command 0x0c03 tx timeout` — [[s:logged at 16:47]], [[s:right after the "
              "afternoon resume]], [[c:about 2 hours ago]].\n"
              "3. [[s:`ACPI BIOS Error` at boot]] — [[u:harmless firmware noise]].\n\n"
              "**Caveats**\n"
              "[[u:These are the only problems since yesterday]]. [[c:Bluetooth failed twice with `-110` at "
              "16:47]]; `sudo systemctl restart bluetooth` usually brings it back."},
        {"q": "When did it last reboot and how long has it been up?", "ev": ["e4", "e2"],
         "a": "**Findings**\n"
              "- Last boot: [[s:today at 12:39]] ([[s:about five and a half hours ago]]).\n"
              "- Uptime: [[s:about 5 h 30 min]] — [[s:it spent about 1 h 45 min of that suspended]].\n"
              "- [[u:The reboot came right after the kernel update]].\n\n"
              "**Evidence**\n"
              "[[s:CPU is nearly idle]], [[s:swap unused]], and [[c:about 7 GiB]] of [[s:the 31 GiB of RAM]] is "
              "in use."},
        {"q": "How many times did the laptop suspend today?", "ev": ["e2"],
         "a": "[[c:Twice today]].\n\n"
              "**Evidence**\n"
              "- [[s:`PM: suspend entry (s2idle)` at 15:02:15]]\n"
              "- [[c:`PM: suspend entry` at 08:12:40]]\n"
              "- [[s:The afternoon suspend lasted about an hour and three quarters]] and [[s:both were "
              "triggered by closing the lid]].\n\n"
              "**Caveats**\n"
              "[[s:The earlier sleep started yesterday at 23:48]]; [[s:it is awake now]]."},
        {"q": "Which user am I, and do I have admin rights?", "ev": ["e1"],
         "a": "Yes. [[s:You are `lucia` (UID 1000)]], [[s:in `wheel`]], so [[s:you can use sudo]].\n\n"
              "**Findings**: [[c:your shell is bash]]; [[s:you're the only member of `wheel`]].\n\n"
              "**Caveats**: [[u:your account was created when Fedora 40 was installed]]."},
    ],
}


# ---------------------------------------------------------------------------------------------- khumbu
K = Clock("2026-03-12T21:30:00+05:45")
PUB, PRIV = "203.0.113.45", "10.20.0.5"


def khumbu_listening(extra=()):
    return [
        listener(22, "0.0.0.0", 1102, "sshd"),
        listener(22, "::", 1102, "sshd"),
        listener(80, "0.0.0.0", 2231, "nginx"),
        listener(443, "0.0.0.0", 2231, "nginx"),
        listener(5432, "127.0.0.1", 1876, "postmaster"),
        listener(5432, PRIV, 1876, "postmaster"),
        listener(9100, "0.0.0.0", 1450, "node_exporter"),
        listener(6379, "127.0.0.1", 1390, "redis-server"),
        listener(9090, "0.0.0.0", 1, "systemd"),
        listener(323, "127.0.0.1", 988, "chronyd", proto="udp"),
        *extra,
    ]


KHUMBU_IFACES = [{"name": "eno1", "mac": "b4:96:91:3a:7c:10", "addresses": [f"{PUB}/24"], "is_up": True},
                 {"name": "eno2", "mac": "b4:96:91:3a:7c:11", "addresses": [f"{PRIV}/24"], "is_up": True}]

KHUMBU = {
    "name": "khumbu",
    "clock": K,
    "evidence": [
        steady("e1", K, age=3000, hostname="khumbu", os_name="Rocky Linux", os_version="8.10",
               os_codename="Green Obsidian", kernel="4.18.0-553.22.1.el8_10.x86_64",
               cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16, cpu_threads=32,
               memory_total_bytes=134_678_900_736, package_manager="rpm",
               disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 214_643_507_200}],
               network_interfaces=KHUMBU_IFACES, dns_servers=["10.20.0.1"], default_gateway="203.0.113.1",
               installed_packages={"firewalld": "0.9.11-4.el8_10", "nginx": "1:1.20.1-1.module+el8.8.0+1268+c1d0c3f5",
                                   "postgresql-server": "15.8-1.module+el8.10.0+1875+7e8f4c3a",
                                   "openssh-server": "8.0p1-24.el8", "redis": "6.2.7-1.module+el8.10.0+1739+e3a7d4f1"},
               available_services=["firewalld.service", "nginx.service", "postgresql.service", "redis.service",
                                   "sshd.service", "node_exporter.service", "cockpit.socket"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                      {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["deploy"]}]),
        item("e2", "linux_network_info", {"interfaces": KHUMBU_IFACES, "listening": khumbu_listening(),
                                          "connections": [
            connection(f"{PUB}:22", "198.51.100.23:51544", 48810, "sshd"),
            connection(f"{PUB}:443", "192.0.2.77:60212", 2233, "nginx"),
            connection(f"{PUB}:443", "192.0.2.77:60230", 2234, "nginx"),
            connection(f"{PUB}:443", "198.51.100.140:40112", None, None, status="TIME_WAIT"),
            connection(f"{PRIV}:5432", "10.20.0.11:48220", 50311, "postmaster"),
            connection(f"{PRIV}:5432", "10.20.0.11:48236", 50318, "postmaster"),
            connection(f"{PRIV}:5432", "10.20.0.12:39002", 50402, "postmaster"),
            connection(f"{PRIV}:9100", "10.20.0.2:55310", 1450, "node_exporter"),
            connection("127.0.0.1:6379", "127.0.0.1:41220", 1390, "redis-server"),
            connection(f"{PUB}:38512", "151.101.2.132:443", 50122, "dnf"),
        ]}, K, age=20),
        item("e3", "linux_service_status",
             unit("firewalld.service", "active", "running", "enabled", 912, "2026-03-02T06:14:09+05:45",
                  "firewalld - dynamic firewall daemon"), K, age=25, args={"name": "firewalld"}),
        item("e4", "linux_file_read", {"path": "/etc/firewalld/zones/public.xml", "offset": 0, "limit": 200,
                                       "total_lines": 15, "lines": [
            '<?xml version="1.0" encoding="utf-8"?>',
            "<zone>",
            "  <short>Public</short>",
            "  <description>For use in public areas. You do not trust the other computers on networks to not "
            "harm your computer. Only selected incoming connections are accepted.</description>",
            '  <interface name="eno1"/>',
            '  <service name="ssh"/>',
            '  <service name="http"/>',
            '  <service name="https"/>',
            '  <service name="dhcpv6-client"/>',
            '  <rule family="ipv4">',
            '    <source address="10.20.0.0/24"/>',
            '    <port port="9100" protocol="tcp"/>',
            "    <accept/>",
            "  </rule>",
            "</zone>",
        ]}, K, age=30, args={"path": "/etc/firewalld/zones/public.xml"}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "sshd.service", "entries": [
            log_entry("2026-03-12T20:58:02+05:45", "sshd.service", "info",
                      "Accepted publickey for deploy from 198.51.100.23 port 51544 ssh2: ED25519 "
                      "SHA256:Xq3v9Jt0b6mU1pXw0m4L2eYt7q8sZkN1cR5aH3dF0gE"),
            log_entry("2026-03-12T20:58:02+05:45", "sshd.service", "info",
                      "pam_unix(sshd:session): session opened for user deploy(uid=1001) by (uid=0)"),
            log_entry("2026-03-12T21:02:11+05:45", "sshd.service", "info",
                      "Failed password for invalid user admin from 45.155.205.12 port 41822 ssh2"),
            log_entry("2026-03-12T21:07:40+05:45", "sshd.service", "info",
                      "Failed password for root from 45.155.205.12 port 52210 ssh2"),
            log_entry("2026-03-12T21:19:03+05:45", "sshd.service", "info",
                      "Connection closed by authenticating user root 45.155.205.12 port 52988 [preauth]"),
        ]}, K, age=40, args={"unit": "sshd", "since_minutes": 60, "limit": 5}, complete=False),
        item("e6", "linux_network_info", {"interfaces": KHUMBU_IFACES,
                                          "listening": khumbu_listening([listener(8080, "0.0.0.0", 50877, "python3")]),
                                          "connections": [
            connection(f"{PUB}:22", "198.51.100.23:51544", 48810, "sshd"),
            connection(f"{PRIV}:5432", "10.20.0.11:48220", 50311, "postmaster"),
            connection(f"{PRIV}:5432", "10.20.0.13:51200", 49921, "postmaster"),
            connection(f"{PUB}:8080", "198.51.100.23:51602", 50877, "python3"),
        ]}, K, age=1100),
    ],
    "answers": [
        {"q": "Which ports on khumbu are open to the internet?", "ev": ["e2", "e3", "e4"],
         "a": "**Findings**\n"
              "Only [[s:SSH (22)]], [[s:HTTP (80)]] and [[s:HTTPS (443)]] are allowed by the `public` zone on "
              "[[s:`eno1`]].\n\n"
              "**Evidence**\n"
              "- `public.xml` lists `<service name=\"ssh\"/>`, `<service name=\"http\"/>`, "
              "`<service name=\"https\"/>`.\n"
              "- [[s:`node_exporter` on `9100` listens on all addresses]], but [[s:the rich rule only accepts it "
              "from `10.20.0.0/24`]].\n"
              "- [[s:`systemd` (PID 1) is listening on `9090`]] — [[u:that is Cockpit]] — [[c:and it is allowed in the public zone]].\n"
              "- [[c:`httpd` holds both 80 and 443]].\n"
              "- [[s:PostgreSQL only listens on `127.0.0.1` and `10.20.0.5`]], [[s:so it isn't reachable on the "
              "public address]].\n"
              "- [[s:`firewalld` is active]] [[c:since last Tuesday]].\n\n"
              "**Caveats**\n"
              "[[u:`eno2` is in the `trusted` zone]]. I only read the `public` zone file; run "
              "`firewall-cmd --list-all-zones` to see the others."},
        {"q": "Who is connected to khumbu right now?", "ev": ["e2"],
         "a": "Right now there are [[c:ten established connections]]:\n\n"
              "- [[s:one SSH session from `198.51.100.23`]]\n"
              "- [[s:two HTTPS connections from `192.0.2.77`]]\n"
              "- [[c:four PostgreSQL clients]] from [[s:`10.20.0.11` and `10.20.0.12`]]\n"
              "- a scrape of [[s:node_exporter from `10.20.0.2`]] [[u:(most likely Prometheus)]]\n"
              "- [[s:a local client on Redis]]\n\n"
              "**Evidence**: [[s:`198.51.100.140` only has a `TIME_WAIT` left on 443]]. [[s:There is also an "
              "outgoing connection from `dnf` to `151.101.2.132`]] [[c:on port 80]]."},
        {"q": "Is firewalld running, and since when?", "ev": ["e3", "e1"],
         "a": "Yes.\n\n"
              "**Findings**\n"
              "- `active_state: active`, `sub_state: running` — [[s:firewalld is up]]\n"
              "- [[s:Main PID `912`]]\n"
              "- [[s:Enabled at boot]]\n"
              "- Active since `2026-03-02 06:14:09` — [[s:about ten days ago]], [[c:on a Sunday]].\n"
              "- [[s:Installed version: `firewalld 0.9.11`]]\n\n"
              "**Caveats**\n"
              "[[u:It has not been reloaded since then]], and [[u:the server has not rebooted since 2 March]]."},
        {"q": "Can PostgreSQL be reached from outside?", "ev": ["e1", "e2"],
         "a": "No, not from the internet.\n\n"
              "**Findings**\n"
              "- [[s:`postmaster` (PID 1876) listens on `127.0.0.1:5432`]] and [[s:`10.20.0.5:5432`]].\n"
              "- [[s:`10.20.0.5` is the address of `eno2`, the private interface]].\n"
              "- [[s:It is not bound to the public address `203.0.113.45`]].\n\n"
              "**Evidence**\n"
              "[[s:Three client connections are open]], [[c:all from `10.20.0.11`]]. [[s:PostgreSQL 15.8 is "
              "installed]], [[c:and the `postgres` account has UID 1001]].\n\n"
              "**Caveats**\n"
              "[[u:`pg_hba.conf` only allows the 10.20.0.0/24 network]]."},
        {"q": "Is anyone brute-forcing SSH?", "ev": ["e5", "e2"],
         "a": "Yes, there are signs of it.\n\n"
              "**Findings**\n"
              "- [[s:`45.155.205.12` tried `admin` and `root`]].\n"
              "- `Failed password for invalid user admin from 45.155.205.12 port 41822 ssh2` — [[s:`admin` "
              "doesn't exist on this host]].\n"
              "- [[c:The failed root password came at 21:17]].\n"
              "- [[u:Only 2 failed passwords in the last hour]].\n\n"
              "**Evidence**\n"
              "[[s:The legitimate login was `deploy` with a public key from `198.51.100.23`]] [[s:about half an "
              "hour ago]], and [[s:that session is still connected]].\n\n"
              "**Caveats**\n"
              "[[u:The attacker is part of a known botnet]]. Consider `dnf install fail2ban`."},
        {"q": "Is the dev server on port 8080 still up?", "ev": ["e6"],
         "a": "It looks like it. [[t:`python3` is listening on `0.0.0.0:8080`]] [[t:(PID 50877)]], and "
              "[[t:`10.20.0.13` has a connection open to PostgreSQL]].\n\n"
              "**Caveats**: this listing is from about 18 minutes ago; [[t:sshd is still on port 22]]."},
        {"q": "Is Redis exposed to the network?", "ev": ["e2", "e4"],
         "a": "No. [[s:`redis-server` listens only on `127.0.0.1:6379`]], [[s:so only local processes can reach "
              "it]], and [[s:the one connection to it comes from `127.0.0.1`]]. [[c:It runs as PID 1309]].\n\n"
              "**Caveats**: [[s:6379 isn't opened in the `public` zone either]]; [[u:Redis has "
              "`protected-mode yes` set]]."},
    ],
}


# ---------------------------------------------------------------------------------------------- jostedal
J = Clock("2026-03-12T11:05:00+01:00")
J_MEM = 67_216_400_384

JOSTEDAL = {
    "name": "jostedal",
    "clock": J,
    "evidence": [
        steady("e1", J, age=1500, hostname="jostedal", os_name="Arch Linux", os_version=None, os_codename=None,
               kernel="6.13.5-arch1-1", cpu_model="AMD Ryzen 7 7700 8-Core Processor", cpu_cores=8, cpu_threads=16,
               memory_total_bytes=J_MEM, package_manager="pacman",
               unavailable={"os_version": "os-release has no VERSION_ID (rolling release)"},
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_253_342_720},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_628_288}],
               network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:2f:41:aa", "addresses": ["192.168.1.42/24"],
                                    "is_up": True}],
               dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
               installed_packages={"linux": "6.13.6.arch1-1", "docker": "1:28.0.1-1", "gitlab-runner": "17.9.0-1",
                                   "mesa": "1:25.0.1-1", "rustup": "1.27.1-2"},
               available_services=["docker.service", "gitlab-runner.service", "gdm.service", "sshd.service"],
               users=[{"name": "ingrid", "uid": 1000, "gid": 1000, "home": "/home/ingrid", "shell": "/usr/bin/fish"},
                      {"name": "gitlab-runner", "uid": 967, "gid": 967, "home": "/var/lib/gitlab-runner",
                       "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 998, "members": ["ingrid"]},
                       {"name": "docker", "gid": 963, "members": ["ingrid", "gitlab-runner"]}]),
        item("e2", "linux_service_status",
             unit("gitlab-runner.service", "active", "running", "enabled", 811, "2026-03-10T19:22:31+01:00",
                  "GitLab Runner"), J, age=20, args={"name": "gitlab-runner"}),
        item("e3", "linux_processes", processes(402, J_MEM, [
            (48113, "rustc", "root", 385.2, 2_147_483_648, "2026-03-12T10:58:40+01:00",
             "rustc --crate-name ring --edition=2021 build/ring/src/lib.rs --crate-type lib"),
            (48120, "rustc", "root", 212.0, 1_395_864_371, "2026-03-12T10:59:02+01:00",
             "rustc --crate-name tokio --edition=2021 src/lib.rs --crate-type lib"),
            (3120, "firefox", "ingrid", 8.4, 1_932_735_283, "2026-03-12T08:03:11+01:00", "/usr/lib/firefox/firefox"),
            (2231, "dockerd", "root", 6.1, 188_743_680, "2026-03-10T19:20:40+01:00", "/usr/bin/dockerd -H fd://"),
            (1540, "gnome-shell", "ingrid", 3.9, 512_753_664, "2026-03-10T19:21:05+01:00", "/usr/bin/gnome-shell"),
            (811, "gitlab-runner", "gitlab-runner", 2.3, 67_108_864, "2026-03-10T19:22:31+01:00",
             "/usr/bin/gitlab-runner run --working-directory /var/lib/gitlab-runner"),
        ]), J, age=20, args={"sort": "cpu", "limit": 6}, complete=False),
        item("e4", "linux_package_history", {"source": "pacman", "since": "2026-02-26T11:05:00+01:00", "events": [
            package_event("2026-03-04T19:02:38+01:00", "remove", "rust", "1:1.84.1-1", None),
            package_event("2026-03-04T19:02:40+01:00", "install", "rustup", None, "1.27.1-2"),
            package_event("2026-03-11T21:14:02+01:00", "upgrade", "linux", "6.13.5.arch1-1", "6.13.6.arch1-1"),
            package_event("2026-03-11T21:14:02+01:00", "upgrade", "docker", "1:27.5.1-1", "1:28.0.1-1"),
            package_event("2026-03-11T21:14:03+01:00", "upgrade", "gitlab-runner", "17.8.3-1", "17.9.0-1"),
            package_event("2026-03-11T21:14:03+01:00", "upgrade", "mesa", "1:24.3.4-1", "1:25.0.1-1"),
        ]}, J, age=60, args={"since_days": 14}),
        item("e5", "linux_system_info",
             system_info(78.1, [7.92, 6.40, 4.11], 143_698, "2026-03-10T19:20:02+01:00", J_MEM, 48_318_382_080,
                         0, 0), J, age=15),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "btrfs", 1_998_253_342_720, 1_342_177_280_000),
            fs("/dev/nvme0n1p2", "/home", "btrfs", 1_998_253_342_720, 1_342_177_280_000),
            fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_628_288, 163_577_856),
        ]}, J, age=25),
        item("e7", "linux_system_info",
             system_info(12.0, [0.82, 0.64, 0.51], 142_798, "2026-03-10T19:20:02+01:00", J_MEM, 55_834_574_848,
                         0, 0), J, age=900),
    ],
    "answers": [
        {"q": "Is jostedal running the latest installed kernel?", "ev": ["e1", "e4"],
         "a": "No.\n\n"
              "**Findings**\n"
              "- Running: [[s:`6.13.5-arch1-1`]]\n"
              "- Installed: [[s:`linux 6.13.6.arch1-1`]]\n"
              "- [[s:The `linux` package was upgraded yesterday evening at 21:14]]\n"
              "- [[s:A reboot is needed to load 6.13.6]]\n\n"
              "**Evidence**: [[c:the upgrade went from 6.13.4 to 6.13.6]]; [[s:it came in the same transaction "
              "as `docker`, `gitlab-runner` and `mesa`]] — [[c:Tuesday's update]].\n\n"
              "**Caveats**: [[u:on Arch the old kernel's modules are removed on upgrade, so new USB devices may "
              "not work until you reboot]]."},
        {"q": "What's eating the CPU?", "ev": ["e3", "e5"],
         "a": "**Findings**\n"
              "[[s:Two `rustc` processes]] are using most of the CPU: [[s:PID 48113 at ~385%]] and [[s:PID 48120 "
              "at ~212%]]. [[s:Both run as `root`]]; [[u:they are part of a GitLab CI job building inside "
              "Docker]].\n\n"
              "**Evidence**\n"
              "- [[s:Overall CPU is at 78%]]; [[s:the 1-minute load is 7.92]], [[c:lower than the 15-minute "
              "load]].\n"
              "- [[s:Firefox (`ingrid`) is next at 8.4%]].\n"
              "- [[c:`gitlab-runner` itself uses under 1%]].\n\n"
              "**Caveats**\n"
              "[[u:No other process uses more than 2% CPU]]."},
        {"q": "Is the GitLab runner up, and did it restart after the update?", "ev": ["e2", "e4"],
         "a": "Yes, it is up — but it has **not** restarted since the upgrade.\n\n"
              "**Findings**\n"
              "- [[s:`gitlab-runner.service` is `active (running)`]], [[s:PID 811]].\n"
              "- [[s:Active since Tuesday evening, 19:22]].\n"
              "- [[s:The package went to `17.9.0-1` at 21:14 yesterday]], so [[s:it was started before the "
              "upgrade]].\n"
              "- [[c:It has been running for about 3 days]].\n\n"
              "**Caveats**\n"
              "[[u:Runner 17.9 changed the config format]], so check `config.toml` before running "
              "`sudo systemctl restart gitlab-runner`."},
        {"q": "What did the last update change?", "ev": ["e4"],
         "a": "The last update ran [[s:yesterday at 21:14]] and [[c:upgraded three packages]]:\n\n"
              "1. [[s:`linux` 6.13.5 → 6.13.6]]\n"
              "2. [[c:`docker` 27.4.1 → 28.0.1]]\n"
              "3. [[s:`gitlab-runner` 17.8.3 → 17.9.0]]\n"
              "4. [[s:`mesa` 24.3.4 → 25.0.1]]\n\n"
              "[[c:Before that, the last change was last Thursday]], [[s:when `rustup` replaced `rust`]]. "
              "[[s:Nothing else was removed in the last two weeks]]."},
        {"q": "Who has docker and sudo access?", "ev": ["e1"],
         "a": "**Findings**\n\n"
              "| Account | docker | wheel |\n|---|---|---|\n"
              "| ingrid | [[s:✅]] | [[s:✅]] |\n"
              "| gitlab-runner | [[s:✅]] | [[c:✅]] |\n\n"
              "- [[s:`ingrid` is UID 1000]] [[c:with `/bin/bash` as shell]].\n"
              "- [[u:`wheel` is allowed full sudo in `/etc/sudoers`]].\n"
              "- [[c:`gitlab-runner`'s home is `/home/gitlab-runner`]].\n\n"
              "[[s:Only two accounts are in the `docker` group]]."},
        {"q": "How full is the disk?", "ev": ["e6", "e1"],
         "a": "**Findings**\n"
              "- [[s:`/` and `/home` are on the same btrfs filesystem]] (`/dev/nvme0n1p2`).\n"
              "- Size [[s:~2 TB]], used [[c:1.34 TiB]], [[s:about 67%]].\n"
              "- Free: [[s:roughly 611 GiB]].\n"
              "- `/boot` [[s:is a 1 GB vfat partition]], [[c:about half full]].\n\n"
              "**Caveats**\n"
              "[[u:btrfs snapshots may be taking a large share of the used space]]; `sudo btrfs filesystem "
              "usage /` shows the split."},
        {"q": "Is the machine busy right now?", "ev": ["e7", "e1"],
         "a": "No, it's quiet. [[t:CPU is at 12%]], [[t:load is below 1]] and [[t:about 52 GiB of memory is "
              "free]]. [[c:It has 12 threads]] [[s:and 64 GB of RAM]], so there is plenty of headroom."},
    ],
}


MACHINES = [ALETSCH, VATNA, PERITO, KHUMBU, JOSTEDAL]
