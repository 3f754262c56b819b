"""63rd generation (written blind, in the style of phi-3.5-mini / phi-4-mini: verbose, numbered steps, "Note:" and
"Important:" asides, many hedges, the question restated first, raw evidence lines quoted and then paraphrased with
slips, an offer and a suggested command at the end).

helvetica — the control plane of a three-node k3s cluster on Rocky Linux 9.4 (America/Chicago, -06:00). Steady
state (Xeon E-2236, 6 cores / 12 threads, 31 GiB, running kernel 5.14.0-427.22.1), kubernetes_get nodes (helvetica
and helvetica-w1 Ready on v1.30.4+k3s1 / Rocky 9.4, helvetica-w2 NotReady on v1.29.8+k3s1 / Rocky 9.3), pods and
deployments of namespace shop (7 pods: one cart-api replica in CrashLoopBackOff with 7 restarts on helvetica-w1, one
storefront replica Pending and unscheduled), the k3s journal of the last hour (NotReady at 09:04, CrashLoopBackOff
at 09:09 and 09:38, FailedScheduling at 09:21, an unreachable taint at 09:30), dnf package history (a newer kernel
installed on 12 November, k3s itself absent) and a system_info reading 18 minutes old.

garamond — an Alpine 3.20 home server running Podman (Asia/Kolkata, +05:30). Steady state (apk, Celeron N5105,
15.4 GiB), linux_containers with runtime podman (8 containers: 5 running, immich_ml exited 137, adguard restarting,
uptime-kuma created), /var/log/messages read as a file (a memory-cgroup OOM kill of python at 18:42, podman
container died / restart lines for immich_ml and adguard, one accepted SSH key login and one invalid-user probe),
disk usage (/srv/data 91% full), a fresh system_info, and a package history that failed (no log it can read).

futura — an Arch Linux laptop (Europe/Berlin, +01:00). Steady state whose packages source is stale (it still lists
linux 6.11.8.arch1-2; running kernel 6.11.8-arch1-2), pacman history (an upgrade run at 21:31 tonight: linux
6.12.1, linux-firmware, systemd, networkmanager 1.50.0, bluez 5.79, python-pipx removed; firefox, mesa and the
pipx install on Monday), the journal at priority warning for two hours (two NetworkManager activation failures,
bluetoothd errors and one core dump, an amdgpu DMCUB error), processes by memory (fresh) and by CPU (12 min old).

bodoni — an openSUSE Tumbleweed PostgreSQL 16 server (America/Sao_Paulo, -03:00) in the small hours. Steady
state whose users source is stale, postgresql.service status (PID 1402, up since 9 November), the postgresql
journal for four hours (checkpoint, a statement timeout of app@orders, three FATAL reserved-slot errors of
reporting@orders), processes by CPU (a reporting SELECT at 96.5%, pgbackrest at 41% as postgres), disk usage
(/backup 94% full), a system_info reading 15 minutes old, and a package history that failed (zypper).

didot — an Ubuntu 24.04 GitLab CI runner with Docker (Pacific/Auckland, +13:00). Steady state, gitlab-runner
service status, the runner's journal for three hours (a job failed with exit 137, one succeeded, a Docker Hub
rate-limit warning), dpkg history (docker-ce, docker-ce-cli, containerd.io and gitlab-runner upgraded at 06:10
today, a kernel installed on Friday), disk usage (/ 89% full), containers and a fresh system_info.
"""

from _evidence import (GiB, MiB, Clock, box, deployment, fs, item, log_entry, node, package_event, pod, processes,
                       steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------------
# helvetica — k3s control plane, Rocky Linux 9.4, America/Chicago
# ---------------------------------------------------------------------------------------------------------------
H = Clock("2026-11-18T09:42:00-06:00")
H_MEM = 33_328_578_560


def _knode(name: str, ready: bool, version: str, os_image: str, kernel: str, roles: list[str], cpu: str,
           mem_ki: str) -> dict:
    n = node(name, ready, version)
    n["metadata"]["labels"] = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux",
                               **{f"node-role.kubernetes.io/{r}": "true" for r in roles}}
    n["status"]["nodeInfo"].update({"osImage": os_image, "kernelVersion": kernel,
                                    "containerRuntimeVersion": "containerd://1.7.20-k3s1",
                                    "operatingSystem": "linux", "architecture": "amd64"})
    n["status"]["capacity"] = {"cpu": cpu, "memory": mem_ki, "pods": "110"}
    if not ready:
        n["spec"] = {"taints": [{"key": "node.kubernetes.io/unreachable", "effect": "NoExecute"},
                                {"key": "node.kubernetes.io/unreachable", "effect": "NoSchedule"}]}
        n["status"]["conditions"][0].update({"reason": "NodeStatusUnknown",
                                             "message": "Kubelet stopped posting node status."})
    return n


_pending = {"kind": "Pod", "metadata": {"name": "storefront-7d9c8b6f4-vq5ln", "namespace": "shop"},
            "spec": {}, "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/3 nodes are available: 1 Insufficient memory, 1 node(s) had untolerated taint "
                            "{node.kubernetes.io/unreachable: }, 1 node(s) didn't match pod anti-affinity rules."}]}}

H_EVIDENCE = [
    steady("h_state", H, age=2400, hostname="helvetica", os_name="Rocky Linux", os_version="9.4",
           os_codename="Blue Onyx", kernel="5.14.0-427.22.1.el9_4.x86_64",
           cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=H_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "xfs", "total_bytes": 479_559_942_144}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:0a:12", "addresses": ["10.20.0.11/24"],
                                "is_up": True},
                               {"name": "flannel.1", "mac": "de:2f:91:07:aa:31", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["10.20.0.1"], default_gateway="10.20.0.1", package_manager="rpm",
           installed_packages={"k3s-selinux": "1.5-1.el9", "container-selinux": "3:2.229.0-1.el9",
                               "kernel": "5.14.0-427.37.1.el9_4", "openssl": "1:3.0.7-28.el9_4",
                               "openssh-server": "8.7p1-38.el9_4.4"},
           available_services=["k3s.service", "sshd.service", "firewalld.service", "chronyd.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ops"]}]),
    item("h_nodes", "kubernetes_get", {"context": "default", "namespace": "default", "items": [
        _knode("helvetica", True, "v1.30.4+k3s1", "Rocky Linux 9.4 (Blue Onyx)", "5.14.0-427.22.1.el9_4.x86_64",
               ["control-plane", "master"], "12", "32547440Ki"),
        _knode("helvetica-w1", True, "v1.30.4+k3s1", "Rocky Linux 9.4 (Blue Onyx)", "5.14.0-427.22.1.el9_4.x86_64",
               [], "8", "16231680Ki"),
        _knode("helvetica-w2", False, "v1.29.8+k3s1", "Rocky Linux 9.3 (Blue Onyx)", "5.14.0-362.24.1.el9_3.x86_64",
               [], "8", "16231680Ki"),
    ]}, H, age=40, args={"resource": "nodes"}),
    item("h_pods", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("storefront-7d9c8b6f4-2xkqp", "shop", "Running", "helvetica-w1", started="2026-11-16T20:11:04Z"),
        pod("storefront-7d9c8b6f4-m8zrt", "shop", "Running", "helvetica", started="2026-11-16T20:11:06Z"),
        _pending,
        pod("cart-api-5f6b7c9d8-hh2wd", "shop", "Running", "helvetica-w1", restarts=7, ready=False,
            waiting="CrashLoopBackOff"),
        pod("cart-api-5f6b7c9d8-zt4nc", "shop", "Running", "helvetica", started="2026-11-17T14:02:51Z"),
        pod("redis-0", "shop", "Running", "helvetica-w1", restarts=1, started="2026-11-12T09:15:40Z"),
        pod("worker-6c8d5f7b9-q2x8j", "shop", "Running", "helvetica", started="2026-11-16T20:12:30Z"),
    ]}, H, age=50, args={"resource": "pods", "namespace": "shop"}),
    item("h_deploys", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("storefront", "shop", 3, 2),
        deployment("cart-api", "shop", 2, 1),
        deployment("worker", "shop", 1, 1),
    ]}, H, age=50, args={"resource": "deployments", "namespace": "shop"}),
    item("h_k3slog", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-11-18T15:04:41+00:00", "k3s.service", "warning",
                  'W1118 15:04:41.220415    1187 node_lifecycle_controller.go:1224] "Node is NotReady" '
                  'node="helvetica-w2" lastHeartbeat="2026-11-18 15:03:20 +0000 UTC"'),
        log_entry("2026-11-18T15:09:02+00:00", "k3s.service", "err",
                  'E1118 15:09:02.551870    1187 pod_workers.go:1298] "Error syncing pod, skipping" '
                  'err="failed to \\"StartContainer\\" for \\"cart-api\\" with CrashLoopBackOff: \\"back-off 5m0s '
                  'restarting failed container=cart-api pod=cart-api-5f6b7c9d8-hh2wd_shop\\"" '
                  'pod="shop/cart-api-5f6b7c9d8-hh2wd"'),
        log_entry("2026-11-18T15:21:17+00:00", "k3s.service", "info",
                  'I1118 15:21:17.003114    1187 event.go:389] "Event occurred" '
                  'object="shop/storefront-7d9c8b6f4-vq5ln" kind="Pod" reason="FailedScheduling" '
                  'message="0/3 nodes are available: 1 Insufficient memory, 1 node(s) had untolerated taint '
                  '{node.kubernetes.io/unreachable: }, 1 node(s) didn\'t match pod anti-affinity rules."'),
        log_entry("2026-11-18T15:30:44+00:00", "k3s.service", "info",
                  'I1118 15:30:44.118302    1187 controller.go:615] "Taint added" node="helvetica-w2" '
                  'taint="node.kubernetes.io/unreachable:NoExecute"'),
        log_entry("2026-11-18T15:38:09+00:00", "k3s.service", "err",
                  'E1118 15:38:09.904412    1187 pod_workers.go:1298] "Error syncing pod, skipping" '
                  'err="failed to \\"StartContainer\\" for \\"cart-api\\" with CrashLoopBackOff: \\"back-off 5m0s '
                  'restarting failed container=cart-api pod=cart-api-5f6b7c9d8-hh2wd_shop\\"" '
                  'pod="shop/cart-api-5f6b7c9d8-hh2wd"'),
    ]}, H, age=70, args={"unit": "k3s", "since_minutes": 60}),
    item("h_pkgs", "linux_package_history", {"events": [
        package_event("2026-11-04T14:12:33+00:00", "upgrade", "k3s-selinux", "1.4-1.el9", "1.5-1.el9"),
        package_event("2026-11-04T14:12:35+00:00", "upgrade", "container-selinux", "3:2.221.0-1.el9",
                      "3:2.229.0-1.el9"),
        package_event("2026-11-12T08:40:10+00:00", "install", "kernel", None, "5.14.0-427.37.1.el9_4"),
        package_event("2026-11-12T08:40:22+00:00", "upgrade", "openssl", "1:3.0.7-27.el9", "1:3.0.7-28.el9_4"),
        package_event("2026-11-12T08:40:25+00:00", "upgrade", "openssh-server", "8.7p1-38.el9",
                      "8.7p1-38.el9_4.4"),
    ]}, H, age=90, args={"since_days": 30}),
    item("h_sys_old", "linux_system_info",
         system_info(41.3, [3.40, 2.95, 2.51], 1_210_900, "2026-11-04T15:02:00+00:00", H_MEM, 9 * GiB, 0, 0),
         H, age=1100),
]

H_ANSWERS = [
    {"q": "Are all the nodes in my k3s cluster ready?", "ev": ["h_state", "h_nodes", "h_k3slog"],
     "a": "You are asking whether every node in your k3s cluster is in the Ready state. Let me go through the "
          "node list step by step.\n\n"
          "1. **How many nodes:** The `kubernetes_get nodes` output shows [[s:three nodes]]: `helvetica`, "
          "`helvetica-w1` and `helvetica-w2`.\n"
          "2. **Status of each node:**\n"
          "   - `helvetica` — [[s:Ready]]\n"
          "   - `helvetica-w1` — [[s:Ready]]\n"
          "   - `helvetica-w2` — [[s:**NotReady**]]\n"
          "3. **Versions:** It appears that [[c:all three nodes run k3s `v1.30.4+k3s1`]], so there should be no "
          "version skew to worry about.\n\n"
          "Note: The k3s server log contains this line:\n\n"
          "`\"Node is NotReady\" node=\"helvetica-w2\"`\n\n"
          "which means [[s:the control plane marked helvetica-w2 as not ready at about 09:04 this morning]]. "
          "[[u:This is most likely because the node ran out of disk space]], although a network problem could "
          "look similar from here.\n\n"
          "Important: [[s:helvetica-w2 is still on Rocky Linux 9.3]], [[c:while `helvetica-w1` has already moved "
          "to 9.5]].\n\n"
          "If you would like, I can help you look at the kubelet on that node. You could start with:\n\n"
          "`kubectl describe node helvetica-w2`"},
    {"q": "Why does the cart-api pod keep crashing?", "ev": ["h_pods", "h_deploys", "h_k3slog"],
     "a": "You would like to know why the `cart-api` pod keeps crashing. Here is what I found.\n\n"
          "**Step 1 – Pod status**\n\n"
          "The pod [[s:`cart-api-5f6b7c9d8-hh2wd` is in `CrashLoopBackOff`]] and [[c:it has restarted 9 times]] "
          "so far.\n\n"
          "**Step 2 – The log line**\n\n"
          "The k3s log says:\n\n"
          "> back-off 5m0s restarting failed container=cart-api pod=cart-api-5f6b7c9d8-hh2wd_shop\n\n"
          "In other words, [[s:Kubernetes now waits 5 minutes between restart attempts]]; [[s:the latest of these "
          "lines is from 09:38]] (your local time).\n\n"
          "**Step 3 – The other replica**\n\n"
          "[[s:The second replica, `cart-api-5f6b7c9d8-zt4nc`, is running fine]] [[c:on `helvetica-w2`]], which "
          "is why [[s:the `cart-api` deployment shows 1 of 2 replicas ready]].\n\n"
          "**Step 4 – Possible cause**\n\n"
          "[[u:It appears the container is being OOMKilled]], and [[u:the application likely cannot reach its "
          "Redis backend during startup]]. Note: the k3s log only shows the kubelet's side, not the application's "
          "own output.\n\n"
          "Would you like me to help you read the previous container's logs? You can try:\n\n"
          "`kubectl logs -n shop cart-api-5f6b7c9d8-hh2wd --previous`"},
    {"q": "How many pods are running in the shop namespace?", "ev": ["h_pods", "h_deploys"],
     "a": "You asked how many pods are running in the `shop` namespace. Based on the pod listing:\n\n"
          "In total there are [[s:7 pods]] in `shop`, and [[s:6 of them are in the Running phase]]; [[c:two are "
          "Pending]].\n\n"
          "Details:\n"
          "- [[s:The `storefront` deployment wants 3 replicas]] but [[s:only 2 are ready]].\n"
          "- [[s:`redis-0` runs on `helvetica-w1`]] and [[c:has restarted twice]].\n"
          "- [[c:`worker-6c8d5f7b9-q2x8j` runs on `helvetica-w1`]] as well.\n\n"
          "Important: It seems [[c:`helvetica-w1` carries the most pods, four of them]], so it may be worth "
          "spreading them out.\n\n"
          "Let me know if you want a per-node breakdown. A quick way to see it yourself:\n\n"
          "`kubectl get pods -n shop -o wide`"},
    {"q": "Why is one of the storefront pods stuck in Pending?",
     "ev": ["h_pods", "h_deploys", "h_nodes", "h_k3slog"],
     "a": "You are asking why a `storefront` pod is stuck in Pending. Let me walk through it.\n\n"
          "1. [[s:The pod `storefront-7d9c8b6f4-vq5ln` is Pending]].\n"
          "2. The scheduler logged this at [[c:09:12]]:\n\n"
          "   `0/3 nodes are available: 1 Insufficient memory, 1 node(s) had untolerated taint "
          "{node.kubernetes.io/unreachable: }, 1 node(s) didn't match pod anti-affinity rules.`\n\n"
          "3. In plain words:\n"
          "   - [[c:two of the nodes do not have enough free memory]];\n"
          "   - [[s:one node is unreachable]] — [[s:that is `helvetica-w2`, which is NotReady]];\n"
          "   - and the remaining one [[u:probably already runs a storefront replica]], so the anti-affinity rule "
          "keeps the new pod away from it.\n"
          "4. [[u:It seems the node with insufficient memory is `helvetica-w1`]].\n\n"
          "Important: [[s:the deployment asks for 3 replicas]] and [[c:only 1 is ready]] right now, so the "
          "storefront is running with reduced capacity.\n\n"
          "Once helvetica-w2 is back, the pod should most likely be scheduled there. To see the scheduler events "
          "yourself:\n\n"
          "`kubectl describe pod -n shop storefront-7d9c8b6f4-vq5ln`"},
    {"q": "Do I need to reboot helvetica for the recent updates?", "ev": ["h_state", "h_pkgs", "h_sys_old"],
     "a": "You would like to know whether helvetica needs a reboot to apply recent updates. Let me check the "
          "package history and the running kernel.\n\n"
          "**What is running now**\n"
          "- Kernel: [[s:`5.14.0-427.22.1.el9_4.x86_64`]]\n"
          "- Uptime: [[t:about 14 days]]\n\n"
          "**What was installed**\n\n"
          "According to the dnf history, [[s:a new kernel, `5.14.0-427.37.1.el9_4`, was installed on November "
          "12]], and [[c:four packages changed that day]]. Earlier, on [[s:November 4, `k3s-selinux` went from "
          "1.4 to 1.5]], and [[c:k3s itself was upgraded through dnf to v1.30.4]].\n\n"
          "**Conclusion**\n\n"
          "Yes — [[s:the newer kernel is installed but not running]], so [[s:a reboot is needed to use it]]. Note: "
          "on a k3s control plane you should drain the node first.\n\n"
          "Important: [[u:the openssl update fixes CVE-2024-5535]], which is another reason to restart the "
          "services that use it.\n\n"
          "I can help you plan the drain and reboot. To confirm first:\n\n"
          "`sudo dnf needs-restarting -r`"},
    {"q": "How is memory usage on the control plane node?", "ev": ["h_state", "h_sys_old"],
     "a": "You asked about memory usage on the control-plane node. Here is the summary from the system "
          "information:\n\n"
          "- Total memory: [[s:about 31 GiB]] ([[s:32 GB installed]])\n"
          "- Used: [[t:roughly 22 GiB]] ([[t:around 71%]])\n"
          "- Swap: [[t:none configured]]\n"
          "- Load average: [[t:3.40 over the last minute]]\n"
          "- Processor: [[c:Intel Xeon E-2246G]] with [[s:6 cores / 12 threads]]\n\n"
          "Note: k3s normally runs without swap, so this is expected. [[u:The embedded etcd and the API server "
          "are probably the largest users of that memory]].\n\n"
          "Important: memory looks fine for now, but it would be worth keeping an eye on it. If you'd like, I can "
          "list the biggest processes:\n\n"
          "`ps aux --sort=-rss | head -15`"},
    {"q": "Anything worrying in the k3s logs from the last hour?", "ev": ["h_k3slog", "h_nodes"],
     "a": "You would like a summary of the k3s service logs from the last hour. I looked at the journal for "
          "`k3s.service`, and [[s:it has five entries]] in that window.\n\n"
          "The first one, [[s:at 09:04, says `helvetica-w2` is NotReady]]; then [[s:at 09:09 and again at 09:38 "
          "the `cart-api` container was in CrashLoopBackOff]]; and [[s:at 09:30 the NoExecute `unreachable` "
          "taint was added to helvetica-w2]] — which likely means [[u:the pods on it will be evicted after the "
          "default five-minute toleration]]. [[c:The storefront scheduling failure at 09:21 was logged as an "
          "error]] as well, and [[c:helvetica-w2 came back Ready at 09:35]], so that part may have fixed itself.\n\n"
          "Note: [[s:there are no etcd errors in this window]].\n\n"
          "Important: the two issues (the NotReady worker and the crash-looping cart-api) are probably separate. "
          "Would you like me to dig into either one? For the node you could run:\n\n"
          "`journalctl -u k3s -S -1h | grep helvetica-w2`"},
]

# ---------------------------------------------------------------------------------------------------------------
# garamond — Alpine 3.20 Podman host, Asia/Kolkata
# ---------------------------------------------------------------------------------------------------------------
G = Clock("2026-11-19T21:15:00+05:30")
G_MEM = 16_535_625_728

G_EVIDENCE = [
    steady("g_state", G, age=3000, hostname="garamond", os_name="Alpine Linux", os_version="3.20.3",
           kernel="6.6.58-0-lts", cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=G_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 245_107_195_904},
                  {"device": "/dev/sda1", "mountpoint": "/srv/data", "fstype": "ext4",
                   "total_bytes": 3_937_412_743_168}],
           network_interfaces=[{"name": "eth0", "mac": "00:e0:4c:68:12:9a", "addresses": ["192.168.1.40/24"],
                                "is_up": True},
                               {"name": "podman0", "mac": "8e:31:0c:2f:77:01", "addresses": ["10.88.0.1/16"],
                                "is_up": True}],
           dns_servers=["192.168.1.1", "1.1.1.1"], default_gateway="192.168.1.1", package_manager="apk",
           installed_packages={"podman": "5.2.5-r0", "crun": "1.17-r0", "netavark": "1.12.2-r0",
                               "aardvark-dns": "1.12.2-r0", "openssh-server": "9.7_p1-r4", "chrony": "4.5-r0"},
           available_services=["podman", "sshd", "crond", "chronyd", "networking"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/ash"},
                  {"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/bin/ash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["root", "kai"]}]),
    item("g_ctrs", "linux_containers", {"runtime": "podman", "containers": [
        box("3e0f9c1a2b44", "immich_server", "ghcr.io/immich-app/immich-server:v1.120.1", "running", "Up 3 days",
            "2026-11-16T09:52:10+00:00", ["0.0.0.0:2283->2283/tcp"]),
        box("77ab41c0d9e2", "immich_postgres", "docker.io/tensorchord/pgvecto-rs:pg16-v0.2.0", "running",
            "Up 3 days", "2026-11-16T09:51:58+00:00"),
        box("a1d2e3f4a5b6", "immich_redis", "docker.io/library/redis:7.4-alpine", "running", "Up 3 days",
            "2026-11-16T09:51:57+00:00"),
        box("4f1c2a9e7b3d", "immich_ml", "ghcr.io/immich-app/immich-machine-learning:v1.120.1", "exited",
            "Exited (137) 2 hours ago", "2026-11-16T09:52:02+00:00"),
        box("c0ffee12ab34", "jellyfin", "docker.io/jellyfin/jellyfin:10.10.3", "running", "Up 26 hours",
            "2026-11-18T13:40:00+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("5eed1e55ba11", "vaultwarden", "docker.io/vaultwarden/server:1.32.5", "running", "Up 3 days",
            "2026-11-16T09:53:30+00:00", ["127.0.0.1:8081->80/tcp"]),
        box("9a8b7c6d5e4f", "adguard", "docker.io/adguard/adguardhome:v0.107.54", "restarting",
            "Restarting (1) 12 seconds ago", "2026-11-16T09:54:00+00:00",
            ["0.0.0.0:53->53/udp", "0.0.0.0:3000->3000/tcp"]),
        box("b16b00b5cafe", "uptime-kuma", "docker.io/louislam/uptime-kuma:1", "created", "Created",
            "2026-11-18T17:20:00+00:00"),
    ]}, G, age=45, args={"all": True}),
    item("g_msgs", "linux_recent_logs", {"source": "file", "unit": None, "files": ["/var/log/messages"], "entries": [
        {**log_entry("2026-11-19T13:12:40+00:00", None, None,
                     "Memory cgroup out of memory: Killed process 24817 (python) total-vm:6143212kB, "
                     "anon-rss:3811240kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:8412kB oom_score_adj:0"),
         "identifier": "kernel"},
        {**log_entry("2026-11-19T13:12:41+00:00", None, None,
                     "container died 4f1c2a9e7b3d (image=ghcr.io/immich-app/immich-machine-learning:v1.120.1, "
                     "name=immich_ml)"), "identifier": "podman"},
        {**log_entry("2026-11-19T15:20:05+00:00", None, None,
                     "container died 9a8b7c6d5e4f (image=docker.io/adguard/adguardhome:v0.107.54, name=adguard)"),
         "identifier": "podman"},
        {**log_entry("2026-11-19T15:20:06+00:00", None, None,
                     "container restart 9a8b7c6d5e4f (image=docker.io/adguard/adguardhome:v0.107.54, "
                     "name=adguard)"), "identifier": "podman"},
        {**log_entry("2026-11-19T15:31:02+00:00", None, None,
                     "Accepted publickey for kai from 192.168.1.23 port 51544 ssh2: ED25519 "
                     "SHA256:Qm3xv0XcJ2a1mZb9r8Lw4TtPq7eYk5Hn6sUoVdRgFfE"), "identifier": "sshd", "pid": 31201},
        {**log_entry("2026-11-19T15:38:44+00:00", None, None,
                     "Invalid user admin from 45.141.84.12 port 40022"), "identifier": "sshd", "pid": 31390},
        {**log_entry("2026-11-19T15:38:45+00:00", None, None,
                     "Connection closed by invalid user admin 45.141.84.12 port 40022 [preauth]"),
         "identifier": "sshd", "pid": 31390},
        {**log_entry("2026-11-19T15:42:10+00:00", None, None,
                     "container died 9a8b7c6d5e4f (image=docker.io/adguard/adguardhome:v0.107.54, name=adguard)"),
         "identifier": "podman"},
        {**log_entry("2026-11-19T15:42:11+00:00", None, None,
                     "container restart 9a8b7c6d5e4f (image=docker.io/adguard/adguardhome:v0.107.54, "
                     "name=adguard)"), "identifier": "podman"},
    ], "since": "2026-11-19T12:45:00+00:00"}, G, age=60, args={"since_minutes": 180}),
    item("g_disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "ext4", 245_107_195_904, 61_203_480_576),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 268_435_456, 48_234_496),
        fs("/dev/sda1", "/srv/data", "ext4", 3_937_412_743_168, 3_581_000_000_000),
    ]}, G, age=40),
    item("g_sys", "linux_system_info",
         system_info(22.0, [1.85, 1.40, 1.22], 280_800, "2026-11-16T09:45:00+00:00", G_MEM, 4_402_341_888,
                     4 * GiB, 512 * MiB), G, age=35),
    item("g_pkgerr", "linux_package_history", None, G, age=30, args={"since_days": 30},
         error="no package manager log found (looked for /var/log/dpkg.log, /var/log/apt/history.log, "
               "/var/log/dnf.rpm.log, /var/log/pacman.log)"),
]

G_ANSWERS = [
    {"q": "What containers are running on garamond?", "ev": ["g_ctrs"],
     "a": "You are asking which containers are currently running on garamond. The `linux_containers` tool "
          "reports Podman as the runtime. Here is the breakdown:\n\n"
          "**Running ([[s:5]])**\n"
          "1. [[s:`immich_server`]]\n"
          "2. [[s:`immich_postgres`]]\n"
          "3. [[s:`immich_redis`]]\n"
          "4. [[s:`jellyfin`]]\n"
          "5. [[c:`uptime-kuma`]]\n\n"
          "**Not running**\n"
          "- [[s:`immich_ml` exited with code 137]]\n"
          "- [[c:`adguard` is paused]]\n\n"
          "Note: [[c:all of the Immich containers have been up for 3 days]], so the stack itself looks stable.\n\n"
          "Important: [[u:these are rootless containers]], so they run under your user account rather than "
          "root.\n\n"
          "Would you like me to check why `immich_ml` stopped? You can see the full list with:\n\n"
          "`podman ps -a`"},
    {"q": "Why did the immich_ml container stop?", "ev": ["g_ctrs", "g_msgs", "g_sys"],
     "a": "You would like to know why the `immich_ml` container stopped. Let me go through the evidence.\n\n"
          "1. **Container state:** [[s:`immich_ml` exited with code 137]]. Note: exit code 137 means [[u:the main "
          "process received SIGKILL]].\n\n"
          "2. **System log:** `/var/log/messages` has this kernel line:\n\n"
          "   `Memory cgroup out of memory: Killed process 24817 (python) total-vm:6143212kB, "
          "anon-rss:3811240kB ...`\n\n"
          "   This means [[s:the kernel killed a `python` process (PID 24817)]] [[s:at 18:42]] IST, when "
          "[[c:it was using about 3.6 GB of memory]].\n\n"
          "3. **Right after that**, [[s:Podman recorded `container died` for `immich_ml` one second later]].\n\n"
          "4. **Why:** [[c:the whole host ran out of RAM]], [[u:most likely because the machine-learning service "
          "loaded a large CLIP model]]. Right now [[c:about 6 GiB of memory is available]], so it should fit if "
          "you start it again.\n\n"
          "Important: if the container has a memory limit, raising it may help. I can check that for you with:\n\n"
          "`podman inspect immich_ml --format '{{.HostConfig.Memory}}'`"},
    {"q": "Is adguard OK? DNS seems flaky at home.", "ev": ["g_ctrs", "g_msgs"],
     "a": "You are asking if the AdGuard Home container is OK, since DNS seems flaky. It appears not.\n\n"
          "- Current state: [[s:`adguard` is restarting]]\n"
          "- Image: [[c:`adguardhome:v0.107.45`]]\n"
          "- Ports: [[s:53/udp and 3000/tcp are published]]\n\n"
          "From the logs:\n\n"
          "> container died 9a8b7c6d5e4f (image=docker.io/adguard/adguardhome:v0.107.54, name=adguard)\n\n"
          "[[s:It died at 20:50]] and [[s:again at 21:12]], and [[c:Podman restarted it three times in the last "
          "hour]].\n\n"
          "Note: [[u:port 53 is probably already in use by another DNS resolver on the host]], which would explain "
          "the crash loop.\n\n"
          "Important: [[s:port 53 is published only over UDP]], so clients that fall back to TCP for large "
          "answers will fail as well.\n\n"
          "If you like, I can look at the container's own output next:\n\n"
          "`podman logs --tail 50 adguard`"},
    {"q": "How much disk space is left on garamond?", "ev": ["g_disk"],
     "a": "You asked how much disk space is left. Here is a table of the main filesystems:\n\n"
          "| Mount | Size | Used | Free | OK? |\n"
          "|---|---|---|---|---|\n"
          "| `/` | [[s:245 GB]] | [[s:25%]] | [[c:~171 GB]] | ✅ |\n"
          "| `/srv/data` | [[s:3.9 TB]] | [[s:91%]] | [[s:~356 GB]] | ❌ |\n\n"
          "Important: [[s:`/srv/data` is over 90% full]]. [[u:At the current rate it will likely fill up in about "
          "three weeks]].\n\n"
          "Note: [[c:`/srv/data` is formatted as XFS]], so it cannot be shrunk later, only grown.\n\n"
          "Would you like help finding the largest folders? For example:\n\n"
          "`du -xh --max-depth=2 /srv/data | sort -h | tail -20`"},
    {"q": "Any suspicious logins today?", "ev": ["g_msgs", "g_state"],
     "a": "You would like to know whether there were any suspicious logins. I checked the SSH lines in the "
          "system log.\n\n"
          "1. [[s:`kai` logged in with an SSH key]] [[s:from 192.168.1.23]] [[s:at 21:01]], so it is likely "
          "you.\n"
          "2. [[s:Someone tried the user name `admin`]] [[c:from 45.141.84.21]]; [[s:there is no `admin` account "
          "on this machine]]. [[u:The address belongs to a known scanning network]], and [[c:they tried three "
          "times]].\n\n"
          "Important: [[u:password authentication is already disabled in sshd_config]], so this attempt could "
          "not have succeeded anyway.\n\n"
          "Let me know if you want to block that address. A simple first step:\n\n"
          "`grep -c 'Invalid user' /var/log/messages`"},
    {"q": "What was updated recently on garamond?", "ev": ["g_state", "g_pkgerr"],
     "a": "You asked what was updated recently. Unfortunately, [[s:the package history tool could not read "
          "any package log]] — it reported `no package manager log found`. [[u:This is because apk does not keep "
          "a history log in those locations]].\n\n"
          "What I can tell you from the installed packages:\n"
          "- [[s:podman 5.2.5-r0]]\n"
          "- [[c:netavark 1.10.3-r0]]\n"
          "- OS: [[s:Alpine Linux 3.20.3]], kernel [[s:6.6.58-0-lts]]\n\n"
          "[[u:It looks like podman was upgraded within the last week]], and [[u:no other packages changed]].\n\n"
          "Note: apk itself can tell you more. Would you like me to help you set up logging for it? For now you "
          "could check:\n\n"
          "`cat /etc/apk/world`"},
    {"q": "How long has garamond been up, and how is memory?", "ev": ["g_state", "g_sys", "g_ctrs"],
     "a": "You asked about uptime and memory. Here is what the system information shows:\n\n"
          "Uptime: [[s:3 days and 6 hours]] — [[s:it booted on November 16 around 15:15]]\n"
          "Memory: [[s:15.4 GiB total]], [[s:about 4.1 GiB available]], so [[c:roughly "
          "68% in use]]\n\n"
          "Note: [[s:the boot time lines up with the Immich containers' \"Up 3 days\" status]].\n\n"
          "Important: [[c:the CPU is an Intel N100]], which is quite efficient, so a load of under 2 is fine.\n\n"
          "If you want to keep an eye on it, you could run:\n\n"
          "`free -h && uptime`"},
]

# ---------------------------------------------------------------------------------------------------------------
# futura — Arch Linux laptop, Europe/Berlin
# ---------------------------------------------------------------------------------------------------------------
F = Clock("2026-11-20T22:10:00+01:00")
F_MEM = 32_856_477_696

_f_state = steady("f_state", F, age=5400, hostname="futura", os_name="Arch Linux", os_version=None,
                  kernel="6.11.8-arch1-2", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
                  cpu_threads=16, memory_total_bytes=F_MEM,
                  disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs",
                          "total_bytes": 998_060_572_672},
                         {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat",
                          "total_bytes": 1_071_644_672}],
                  network_interfaces=[{"name": "wlan0", "mac": "f4:6a:dd:3e:11:90",
                                       "addresses": ["192.168.178.57/24"], "is_up": True}],
                  dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="pacman",
                  installed_packages={"linux": "6.11.8.arch1-2", "firefox": "132.0.2-1",
                                      "networkmanager": "1.48.10-1", "bluez": "5.78-2", "systemd": "256.7-1",
                                      "mesa": "1:24.2.7-1"},
                  available_services=["NetworkManager.service", "bluetooth.service", "gdm.service",
                                      "systemd-coredump.socket"],
                  users=[{"name": "lena", "uid": 1000, "gid": 1000, "home": "/home/lena", "shell": "/usr/bin/zsh"}],
                  groups=[{"name": "wheel", "gid": 998, "members": ["lena"]}])
_f_state["data"]["stale_sources"] = ["packages"]

F_EVIDENCE = [
    _f_state,
    item("f_pkgs", "linux_package_history", {"events": [
        package_event("2026-11-16T19:02:11+00:00", "upgrade", "firefox", "132.0.1-1", "132.0.2-1"),
        package_event("2026-11-16T19:02:14+00:00", "upgrade", "mesa", "1:24.2.6-1", "1:24.2.7-1"),
        package_event("2026-11-16T19:02:15+00:00", "install", "python-pipx", None, "1.7.1-1"),
        package_event("2026-11-20T20:31:40+00:00", "upgrade", "linux", "6.11.8.arch1-2", "6.12.1.arch1-1"),
        package_event("2026-11-20T20:31:42+00:00", "upgrade", "linux-firmware", "20241017.b4b9b6d6-1",
                      "20241111.b5885ec5-1"),
        package_event("2026-11-20T20:31:45+00:00", "upgrade", "systemd", "256.7-1", "256.8-1"),
        package_event("2026-11-20T20:31:47+00:00", "upgrade", "networkmanager", "1.48.10-1", "1.50.0-1"),
        package_event("2026-11-20T20:31:50+00:00", "remove", "python-pipx", "1.7.1-1", None),
        package_event("2026-11-20T20:31:51+00:00", "upgrade", "bluez", "5.78-2", "5.79-1"),
    ]}, F, age=30, args={"since_days": 7}),
    item("f_log", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        {**log_entry("2026-11-20T20:33:10+00:00", "NetworkManager.service", "warning",
                     "<warn>  [1795206790.1181] device (wlan0): Activation: failed for connection "
                     "'FRITZ!Box 7590 KL'"), "identifier": "NetworkManager", "pid": 812},
        {**log_entry("2026-11-20T20:33:10+00:00", "NetworkManager.service", "warning",
                     "<warn>  [1795206790.1190] device (wlan0): state change: failed -> disconnected (reason "
                     "'supplicant-timeout', sys-iface-state: 'managed')"), "identifier": "NetworkManager",
         "pid": 812},
        {**log_entry("2026-11-20T20:41:02+00:00", "bluetooth.service", "err",
                     "src/adapter.c:reset_adv_monitors_complete() Failed to reset Adv Monitors: Failed (0x03)"),
         "identifier": "bluetoothd", "pid": 4412},
        {**log_entry("2026-11-20T20:47:52+00:00", "NetworkManager.service", "warning",
                     "<warn>  [1795207672.5530] device (wlan0): Activation: failed for connection "
                     "'FRITZ!Box 7590 KL'"), "identifier": "NetworkManager", "pid": 812},
        {**log_entry("2026-11-20T20:58:37+00:00", None, "err",
                     "amdgpu 0000:c4:00.0: amdgpu: [drm] *ERROR* dc_dmub_srv_log_diagnostic_data: DMCUB error - "
                     "collecting diagnostic data"), "identifier": "kernel"},
        {**log_entry("2026-11-20T21:05:12+00:00", "systemd-coredump@0-5120-0.service", "crit",
                     "Process 4412 (bluetoothd) of user 0 dumped core."), "identifier": "systemd-coredump",
         "pid": 5121},
    ]}, F, age=40, args={"since_minutes": 120, "priority": "warning"}),
    item("f_procs", "linux_processes", processes(287, F_MEM, [
        (8123, "firefox", "lena", 12.4, 2_950_000_000, "2026-11-20T17:02:44+00:00", "/usr/lib/firefox/firefox"),
        (9021, "Isolated Web Co", "lena", 8.1, 1_210_000_000, "2026-11-20T18:15:09+00:00",
         "/usr/lib/firefox/firefox -contentproc -isForBrowser -prefsLen 31280 ... tab"),
        (3310, "code", "lena", 3.2, 905_000_000, "2026-11-20T16:40:12+00:00", "/opt/visual-studio-code/code"),
        (2204, "gnome-shell", "lena", 4.7, 612_000_000, "2026-11-20T16:31:55+00:00", "/usr/bin/gnome-shell"),
        (1180, "tracker-miner-f", "lena", 0.4, 402_000_000, "2026-11-20T16:31:58+00:00",
         "/usr/lib/tracker-miner-fs-3"),
        (4470, "syncthing", "lena", 0.9, 188_000_000, "2026-11-20T16:32:10+00:00",
         "/usr/bin/syncthing serve --no-browser --no-restart"),
    ]), F, age=25, args={"sort": "memory", "limit": 6}),
    item("f_procs_old", "linux_processes", processes(291, F_MEM, [
        (6612, "cc1plus", "lena", 98.5, 640_000_000, "2026-11-20T20:56:30+00:00",
         "/usr/lib/gcc/x86_64-pc-linux-gnu/14.2.1/cc1plus -quiet -I src src/render/scene.cpp"),
        (9021, "Isolated Web Co", "lena", 48.2, 1_190_000_000, "2026-11-20T18:15:09+00:00",
         "/usr/lib/firefox/firefox -contentproc -isForBrowser -prefsLen 31280 ... tab"),
        (8123, "firefox", "lena", 21.5, 2_910_000_000, "2026-11-20T17:02:44+00:00", "/usr/lib/firefox/firefox"),
        (2204, "gnome-shell", "lena", 9.8, 610_000_000, "2026-11-20T16:31:55+00:00", "/usr/bin/gnome-shell"),
        (3310, "code", "lena", 5.1, 900_000_000, "2026-11-20T16:40:12+00:00", "/opt/visual-studio-code/code"),
        (1423, "pipewire", "lena", 1.2, 38_000_000, "2026-11-20T16:31:50+00:00", "/usr/bin/pipewire"),
    ]), F, age=700, args={"sort": "cpu", "limit": 6}),
]

F_ANSWERS = [
    {"q": "What got updated today on my Arch laptop?", "ev": ["f_pkgs"],
     "a": "You would like to know which packages were updated today. Looking at the pacman log, [[s:there was "
          "one upgrade run this evening, at about 21:31]]. Here is what changed:\n\n"
          "1. [[s:`linux` 6.11.8.arch1-2 → 6.12.1.arch1-1]]\n"
          "2. [[c:`networkmanager` 1.48.10 → 1.50.2]]\n"
          "3. [[c:`python-pipx` was installed]]\n\n"
          "In total [[s:6 packages changed today]]. Note: [[c:`mesa` was also upgraded today]], which is likely "
          "why the graphics stack feels different.\n\n"
          "Important: [[s:`firefox` was last updated on Monday]], so it is not part of tonight's run.\n\n"
          "If you want to double-check, you can run:\n\n"
          "`grep -E '\\[ALPM\\] (upgraded|installed|removed)' /var/log/pacman.log | tail -20`"},
    {"q": "Do I need to reboot after today's update?", "ev": ["f_state", "f_pkgs"],
     "a": "You are asking whether a reboot is needed after today's pacman update. Let me compare the running "
          "kernel with the installed one.\n\n"
          "Step 1: The running kernel is [[s:`6.11.8-arch1-2`]].\n"
          "Step 2: The pacman log shows [[s:`linux` upgraded to `6.12.1.arch1-1`]] [[c:at 20:31]] this "
          "evening.\n"
          "Step 3: The installed-package list in the system snapshot still says [[t:`linux 6.11.8.arch1-2`]].\n\n"
          "So yes, [[s:you are not running the newest installed kernel]], and [[s:a reboot is needed]].\n\n"
          "Important: on Arch, [[u:the old kernel's modules are removed during the upgrade]], so [[u:new USB devices "
          "may not work until you reboot]].\n\n"
          "Note: [[s:systemd was upgraded too]] ([[c:to 256.9]]), and a reboot will pick that up as well.\n\n"
          "When you're ready:\n\n"
          "`systemctl reboot`"},
    {"q": "Why does my wifi keep dropping?", "ev": ["f_state", "f_pkgs", "f_log"],
     "a": "You are asking why your Wi-Fi keeps dropping. Let me check the journal.\n\n"
          "The NetworkManager entries say:\n\n"
          "`device (wlan0): Activation: failed for connection 'FRITZ!Box 7590 KL'`\n\n"
          "So [[s:NetworkManager failed to activate the `FRITZ!Box 7590 KL` connection]] — [[s:first at 21:33]] "
          "and [[c:again at 21:52]]; [[s:the reason given is `supplicant-timeout`]]. That likely means [[u:the "
          "access point did not finish the WPA handshake in time]].\n\n"
          "Important: [[s:this started about two minutes after NetworkManager was upgraded to 1.50.0]]. "
          "[[u:It appears the new NetworkManager version has a regression with this router]].\n\n"
          "Note: your laptop currently has [[c:the address 192.168.178.75]].\n\n"
          "Would you like me to help you downgrade NetworkManager to test this? First, you could look at:\n\n"
          "`journalctl -u NetworkManager -b | grep -i wlan0`"},
    {"q": "What is using the most memory right now?", "ev": ["f_state", "f_procs"],
     "a": "You asked which programs use the most memory right now. Here are the top ones:\n\n"
          "1. `firefox` (PID [[s:8123]]) — [[s:~2.7 GiB]]\n"
          "2. `Isolated Web Co` (a Firefox tab process) — [[c:1.2 GiB]]\n"
          "3. `code` (VS Code) — [[s:905 MB]]\n\n"
          "Note: [[s:firefox alone is about 9% of your RAM]]. [[c:gnome-shell uses more memory than VS Code]], "
          "which is a bit unusual.\n\n"
          "Important: [[c:syncthing is using about 1.8 GB]], [[u:probably because it is indexing a large "
          "folder]]. [[s:There are 287 processes in total]].\n\n"
          "If you'd like, I can help you find which Firefox tab is heavy. Try opening:\n\n"
          "`about:processes`"},
    {"q": "Which program is using the most CPU?", "ev": ["f_state", "f_procs_old"],
     "a": "You are asking which program uses the most CPU. Based on the process list sorted by CPU:\n\n"
          "1. [[t:`cc1plus` at about 98%]] — [[t:it is compiling `src/render/scene.cpp`]]\n"
          "2. [[t:Firefox's content process (Isolated Web Co) at 48%]]\n"
          "3. [[t:`firefox` itself at about 21%]]\n\n"
          "Note: your Ryzen 7 7840U has [[c:12 threads]], so [[u:98% is only one thread fully busy]], not the "
          "whole CPU.\n\n"
          "Important: [[t:there are 291 processes running]]. [[u:The compile will likely finish in a few "
          "minutes]].\n\n"
          "To watch it live you can use:\n\n"
          "`top -o %CPU`"},
    {"q": "Did bluetooth crash?", "ev": ["f_log", "f_pkgs"],
     "a": "You are asking whether Bluetooth crashed. Yes, it looks like it. The journal shows:\n\n"
          "`Process 4412 (bluetoothd) of user 0 dumped core.`\n\n"
          "That means [[s:`bluetoothd` (PID 4412) crashed]] [[s:at 22:05]]; [[c:it was running as your user, "
          "lena]]. [[c:This is the second crash in the last two hours]].\n\n"
          "Important: [[s:bluez was upgraded to 5.79-1 this evening]], [[u:and the new version is likely the "
          "cause]].\n\n"
          "Note: [[s:there is also an amdgpu DMCUB error at 21:58]], [[u:but that is unrelated to Bluetooth]].\n\n"
          "Would you like me to look at the backtrace? You can see it with:\n\n"
          "`coredumpctl info bluetoothd`"},
    {"q": "Give me an overview of this laptop's hardware and setup.", "ev": ["f_state"],
     "a": "Here is an overview of futura, as you asked:\n\n"
          "- **CPU:** [[s:AMD Ryzen 7 7840U]]\n"
          "- **RAM:** [[s:32 GB]] ([[c:about 31.6 GiB usable]])\n"
          "- **Disk:** [[s:~1 TB NVMe]], [[c:root on ext4]]\n"
          "- **User:** [[s:`lena` uses zsh]] and [[c:is in the `docker` group]]\n"
          "- **Browser:** [[t:firefox 132.0.2-1]]\n\n"
          "Note: [[u:Arch is a rolling release, so there is no version number]] to report.\n\n"
          "Let me know if you want details on any part. For a full hardware list:\n\n"
          "`inxi -Fxz`"},
]

# ---------------------------------------------------------------------------------------------------------------
# bodoni — openSUSE Tumbleweed PostgreSQL server, America/Sao_Paulo
# ---------------------------------------------------------------------------------------------------------------
B = Clock("2026-11-21T03:25:00-03:00")
B_MEM = 67_108_864_000

_b_state = steady("b_state", B, age=7200, hostname="bodoni", os_name="openSUSE Tumbleweed", os_version="20261115",
                  kernel="6.11.8-1-default", cpu_model="AMD EPYC 4244P 6-Core Processor", cpu_cores=6,
                  cpu_threads=12, memory_total_bytes=B_MEM,
                  disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs",
                          "total_bytes": 510_770_802_688},
                         {"device": "/dev/md127", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                          "total_bytes": 3_837_214_195_712},
                         {"device": "/dev/sdb1", "mountpoint": "/backup", "fstype": "ext4",
                          "total_bytes": 7_999_426_224_128}],
                  network_interfaces=[{"name": "eth0", "mac": "b4:96:91:aa:03:5c", "addresses": ["10.8.4.21/24"],
                                       "is_up": True}],
                  dns_servers=["10.8.4.1"], default_gateway="10.8.4.1", package_manager="rpm",
                  installed_packages={"postgresql16-server": "16.4-1.2", "postgresql16": "16.4-1.2",
                                      "pgbackrest": "2.54.0-1.1", "golang-github-prometheus-node_exporter": "1.8.2-1.1"},
                  available_services=["postgresql.service", "sshd.service", "firewalld.service",
                                      "prometheus-node_exporter.service", "pgbackrest.timer"],
                  users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                         {"name": "prometheus", "uid": 473, "gid": 473, "home": "/var/lib/prometheus",
                          "shell": "/usr/sbin/nologin"},
                         {"name": "rafael", "uid": 1000, "gid": 100, "home": "/home/rafael", "shell": "/bin/bash"}],
                  groups=[{"name": "wheel", "gid": 497, "members": ["rafael"]}])
_b_state["data"]["stale_sources"] = ["users"]

B_EVIDENCE = [
    _b_state,
    item("b_svc", "linux_service_status",
         unit("postgresql.service", "active", "running", "enabled", 1402, "2026-11-09T11:20:03+00:00",
              "PostgreSQL database server"), B, age=30, args={"name": "postgresql"}),
    item("b_log", "linux_recent_logs", {"source": "journal", "unit": "postgresql.service", "entries": [
        log_entry("2026-11-21T03:00:01+00:00", "postgresql.service", "info", "[1408] LOG:  checkpoint starting: time"),
        log_entry("2026-11-21T03:04:31+00:00", "postgresql.service", "info",
                  "[1408] LOG:  checkpoint complete: wrote 18234 buffers (13.9%); 0 WAL file(s) added, 2 removed, "
                  "9 recycled; write=269.512 s, sync=0.021 s, total=270.114 s"),
        log_entry("2026-11-21T05:00:12+00:00", "postgresql.service", "err",
                  "[88213] app@orders ERROR:  canceling statement due to statement timeout"),
        log_entry("2026-11-21T05:14:40+00:00", "postgresql.service", "info",
                  "[88402] app@orders LOG:  could not receive data from client: Connection reset by peer"),
        log_entry("2026-11-21T06:02:55+00:00", "postgresql.service", "err",
                  "[89110] reporting@orders FATAL:  remaining connection slots are reserved for roles with the "
                  "SUPERUSER attribute"),
        log_entry("2026-11-21T06:03:02+00:00", "postgresql.service", "err",
                  "[89114] reporting@orders FATAL:  remaining connection slots are reserved for roles with the "
                  "SUPERUSER attribute"),
        log_entry("2026-11-21T06:03:09+00:00", "postgresql.service", "err",
                  "[89120] reporting@orders FATAL:  remaining connection slots are reserved for roles with the "
                  "SUPERUSER attribute"),
    ]}, B, age=50, args={"unit": "postgresql", "since_minutes": 240}),
    item("b_procs", "linux_processes", processes(148, B_MEM, [
        (89301, "postgres", "postgres", 96.5, 2_100_000_000, "2026-11-21T05:48:10+00:00",
         "postgres: reporting orders 10.8.4.35(51422) SELECT"),
        (89250, "pgbackrest", "postgres", 41.0, 310_000_000, "2026-11-21T06:00:02+00:00",
         "pgbackrest --stanza=main --type=incr backup"),
        (1408, "postgres", "postgres", 1.1, 4_300_000_000, "2026-11-09T11:20:03+00:00",
         "postgres: checkpointer"),
        (1120, "node_exporter", "prometheus", 0.8, 32_000_000, "2026-11-09T11:19:40+00:00",
         "/usr/bin/node_exporter"),
        (1402, "postgres", "postgres", 0.3, 180_000_000, "2026-11-09T11:20:03+00:00",
         "/usr/lib/postgresql16/bin/postgres -D /var/lib/pgsql/data"),
        (88990, "postgres", "postgres", 0.0, 95_000_000, "2026-11-21T05:40:31+00:00",
         "postgres: app orders 10.8.4.30(40112) idle in transaction"),
    ]), B, age=40, args={"sort": "cpu", "limit": 6}),
    item("b_disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 510_770_802_688, 48_300_000_000),
        fs("/dev/md127", "/var/lib/pgsql", "xfs", 3_837_214_195_712, 2_915_000_000_000),
        fs("/dev/sdb1", "/backup", "ext4", 7_999_426_224_128, 7_520_000_000_000),
    ]}, B, age=45),
    item("b_sys_old", "linux_system_info",
         system_info(71.4, [9.42, 6.10, 4.21], 1_018_260, "2026-11-09T11:19:00+00:00", B_MEM, 20_401_094_656,
                     2 * GiB, 0), B, age=900),
    item("b_pkgerr", "linux_package_history", None, B, age=35, args={"since_days": 30},
         error="no package manager log found (looked for /var/log/dpkg.log, /var/log/apt/history.log, "
               "/var/log/dnf.rpm.log, /var/log/pacman.log)"),
]

B_ANSWERS = [
    {"q": "Is PostgreSQL running on bodoni?", "ev": ["b_state", "b_svc"],
     "a": "You are asking whether PostgreSQL is running on bodoni. Based on the service status:\n\n"
          "- State: [[s:active (running)]]\n"
          "- Main PID: [[c:1420]]\n"
          "- Enabled at boot: [[c:no]]\n"
          "- Active since: [[s:November 9 at 08:20]] (local time), [[s:about 12 days ago]]\n"
          "- Version: [[s:PostgreSQL 16.4]] (from the installed `postgresql16-server` package)\n\n"
          "Note: [[u:it is listening on the default port 5432]], and [[u:it has not crashed since it started]].\n\n"
          "So yes, PostgreSQL appears to be up. If you want to confirm it accepts connections:\n\n"
          "`pg_isready -h localhost`"},
    {"q": "Why are some clients getting connection errors from the database?", "ev": ["b_log"],
     "a": "You are asking why clients see connection errors. The PostgreSQL log shows this line:\n\n"
          "`FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute`\n\n"
          "It appears that [[s:all the normal connection slots were used up]].\n\n"
          "1. [[s:This happened three times]], [[c:between 02:02 and 02:03]] local time.\n"
          "2. [[s:All three were for the `reporting` user]] [[s:on the `orders` database]].\n"
          "3. [[u:Your max_connections is probably still at the default of 100]].\n"
          "4. Also, [[s:at 02:00 a statement was cancelled because of the statement timeout]] — [[c:also from "
          "the reporting user]].\n\n"
          "Important: [[u:the reporting job likely opens a new connection per query without pooling]], which "
          "would explain the burst.\n\n"
          "Would you like help setting up PgBouncer? To see who holds connections right now:\n\n"
          "`sudo -u postgres psql -c \"SELECT usename, count(*) FROM pg_stat_activity GROUP BY 1;\"`"},
    {"q": "What is using so much CPU on the database server?", "ev": ["b_state", "b_procs"],
     "a": "You would like to know what is using the CPU on bodoni. The top processes by CPU are:\n\n"
          "1. [[s:a `reporting` session running a SELECT]], at [[s:96.5% CPU]]\n"
          "2. [[s:a `pgbackrest` incremental backup]] at [[c:about 14% CPU]], [[c:running as root]]\n"
          "3. [[s:PID 88990, which is `idle in transaction`]] — [[u:this can hold back autovacuum]]\n\n"
          "Important: with [[s:12 threads]], [[u:the server still has some headroom]], but [[s:the reporting query is "
          "pinning one core]].\n\n"
          "If you want to stop that query, you could run:\n\n"
          "`sudo -u postgres psql -c \"SELECT pg_cancel_backend(89301);\"`"},
    {"q": "How much space is left for the database and the backups?", "ev": ["b_disk"],
     "a": "You asked about free space for the database and the backups.\n\n"
          "**Database volume (`/var/lib/pgsql`)**\n"
          "- [[s:76% used]], [[c:about 859 GB free]]\n\n"
          "**Backup volume (`/backup`)**\n"
          "- [[s:94% used]] — [[s:roughly 480 GB left]]\n\n"
          "**Root (`/`)**: [[s:btrfs]], [[c:about 20% used]]\n\n"
          "Important: [[s:the backup volume is the fullest filesystem]], and [[u:pgBackRest will likely start "
          "failing within a couple of days]].\n\n"
          "Would you like help reviewing the retention settings? You can check them with:\n\n"
          "`grep -i retention /etc/pgbackrest.conf`"},
    {"q": "Is the server overloaded right now?", "ev": ["b_state", "b_sys_old"],
     "a": "You asked whether bodoni is overloaded. The system information shows:\n\n"
          "- CPU usage: [[t:about 71%]]\n"
          "- Load average: [[t:9.42]] over 1 minute\n"
          "- CPU: [[s:an AMD EPYC 4244P]] with [[s:12 threads]]\n"
          "- Memory: [[t:about 19 GiB available]] out of [[s:62.5 GiB]]\n\n"
          "It appears [[t:the load is rising]], since the 1-minute figure is higher than the 15-minute one, but "
          "[[u:it is not overloaded yet]]. Note: [[c:the snapshot says the CPU has 8 cores]], so a load of 9 is a "
          "little above one per core.\n\n"
          "I can check which processes are behind the load if you like:\n\n"
          "`top -b -n 1 | head -20`"},
    {"q": "Which users can log in to bodoni, and who has admin rights?", "ev": ["b_state"],
     "a": "You are asking which users can log in and who has admin rights. From the system snapshot, "
          "[[c:this is openSUSE Leap 15.6]] with [[s:kernel 6.11.8-1-default]].\n\n"
          "| User | Shell | Admin |\n"
          "|---|---|---|\n"
          "| [[t:rafael]] | [[t:/bin/bash]] | [[t:✅ (wheel)]] |\n"
          "| [[t:postgres]] | [[t:/bin/bash]] | [[t:❌]] |\n\n"
          "So [[t:only rafael is in wheel]].\n\n"
          "Note: [[u:root login over SSH is disabled]] on openSUSE by default.\n\n"
          "If you want to check the current sudo rules:\n\n"
          "`sudo -l -U rafael`"},
    {"q": "Were there any package updates recently? Was PostgreSQL upgraded?",
     "ev": ["b_state", "b_pkgerr", "b_svc"],
     "a": "You are asking about recent package updates and whether PostgreSQL was upgraded.\n\n"
          "1. The package history tool returned an error: [[s:no package manager log was found]]. [[u:This is "
          "because openSUSE's zypper logs to /var/log/zypp/history, which the tool does not read]].\n"
          "2. So [[u:there were no updates in the last 30 days]].\n"
          "3. [[s:The installed server package is `postgresql16-server` 16.4]]; [[c:pgbackrest is at 2.53]].\n"
          "4. [[s:The PostgreSQL service has been running since November 9]], [[u:so if it was upgraded after "
          "that, the new binaries are not in use yet]].\n\n"
          "Note: [[s:this is Tumbleweed snapshot 20261115]], [[c:about a month old]].\n\n"
          "Would you like me to help you read the zypper history directly? For example:\n\n"
          "`sudo tail -50 /var/log/zypp/history`"},
]

# ---------------------------------------------------------------------------------------------------------------
# didot — Ubuntu 24.04 GitLab CI runner, Pacific/Auckland
# ---------------------------------------------------------------------------------------------------------------
D = Clock("2026-11-23T08:50:00+13:00")
D_MEM = 67_216_252_928

D_EVIDENCE = [
    steady("d_state", D, age=1200, hostname="didot", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-49-generic", cpu_model="12th Gen Intel(R) Core(TM) i7-12700", cpu_cores=12,
           cpu_threads=20, memory_total_bytes=D_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 983_349_501_952}],
           network_interfaces=[{"name": "eno1", "mac": "a8:a1:59:10:2c:7e", "addresses": ["10.1.30.15/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5b:33:9e:01", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.1.30.1", package_manager="dpkg",
           installed_packages={"gitlab-runner": "17.5.3-1", "docker-ce": "5:27.3.1-1~ubuntu.24.04~noble",
                               "containerd.io": "1.7.23-1", "linux-image-6.8.0-49-generic": "6.8.0-49.49"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "ssh.service",
                               "unattended-upgrades.service"],
           users=[{"name": "gitlab-runner", "uid": 999, "gid": 988, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"},
                  {"name": "mere", "uid": 1000, "gid": 1000, "home": "/home/mere", "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 989, "members": ["gitlab-runner", "mere"]},
                   {"name": "sudo", "gid": 27, "members": ["mere"]}]),
    item("d_svc", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", "enabled", 1533, "2026-11-22T17:12:40+00:00",
              "GitLab Runner"), D, age=25, args={"name": "gitlab-runner"}),
    item("d_log", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-11-22T17:12:40+00:00", "gitlab-runner.service", "info",
                  "Runtime platform                                    arch=amd64 os=linux pid=1533 "
                  "revision=8ec04662 version=17.5.3"),
        log_entry("2026-11-22T17:12:41+00:00", "gitlab-runner.service", "info",
                  "Configuration loaded                                builds=0 max_builds=4"),
        log_entry("2026-11-22T18:41:07+00:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=8812345 "
                  "repo_url=https://gitlab.example.nz/platform/api.git runner=Xy7kP2aQ"),
        log_entry("2026-11-22T18:55:49+00:00", "gitlab-runner.service", "warning",
                  "Job failed: exit code 137                           duration_s=882.4 job=8812345 project=412 "
                  "runner=Xy7kP2aQ"),
        log_entry("2026-11-22T19:20:15+00:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received                       job=8812401 "
                  "repo_url=https://gitlab.example.nz/platform/api.git runner=Xy7kP2aQ"),
        log_entry("2026-11-22T19:31:02+00:00", "gitlab-runner.service", "info",
                  "Job succeeded                                       duration_s=647.1 job=8812401 project=412 "
                  "runner=Xy7kP2aQ"),
        log_entry("2026-11-22T19:44:30+00:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"always\": toomanyrequests: You have reached your "
                  "pull rate limit. You may increase the limit by authenticating and upgrading: "
                  "https://www.docker.com/increase-rate-limit (manager.go:254:0s)  job=8812420 project=412 "
                  "runner=Xy7kP2aQ"),
    ]}, D, age=35, args={"unit": "gitlab-runner", "since_minutes": 180}),
    item("d_pkgs", "linux_package_history", {"events": [
        package_event("2026-11-19T17:06:40+00:00", "install", "linux-image-6.8.0-49-generic", None, "6.8.0-49.49"),
        package_event("2026-11-19T17:06:41+00:00", "install", "linux-modules-6.8.0-49-generic", None,
                      "6.8.0-49.49"),
        package_event("2026-11-19T17:07:30+00:00", "upgrade", "libssl3t64", "3.0.13-0ubuntu3.3",
                      "3.0.13-0ubuntu3.4"),
        package_event("2026-11-22T17:10:12+00:00", "upgrade", "docker-ce", "5:27.3.0-1~ubuntu.24.04~noble",
                      "5:27.3.1-1~ubuntu.24.04~noble"),
        package_event("2026-11-22T17:10:14+00:00", "upgrade", "docker-ce-cli", "5:27.3.0-1~ubuntu.24.04~noble",
                      "5:27.3.1-1~ubuntu.24.04~noble"),
        package_event("2026-11-22T17:10:20+00:00", "upgrade", "containerd.io", "1.7.22-1", "1.7.23-1"),
        package_event("2026-11-22T17:11:55+00:00", "upgrade", "gitlab-runner", "17.5.2-1", "17.5.3-1"),
    ]}, D, age=50, args={"since_days": 7}),
    item("d_disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 983_349_501_952, 871_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_379_520),
    ]}, D, age=40),
    item("d_ctrs", "linux_containers", {"runtime": "docker", "containers": [
        box("f3a9c2e81b7d", "registry", "registry:2", "running", "Up 2 days", "2026-11-20T00:02:11+00:00",
            ["0.0.0.0:5000->5000/tcp"]),
        box("0be17c44d2a6", "runner-xy7kp2aq-project-412-concurrent-0-8812420-build",
            "registry.gitlab.example.nz/platform/ci-images/node:20", "running", "Up 5 minutes",
            "2026-11-22T19:44:55+00:00"),
        box("7d1e5a90c3f2", "runner-xy7kp2aq-project-412-concurrent-0-cache-3c3f060a0374fc8bc39395164f415a70",
            "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.5.3", "exited",
            "Exited (0) 2 hours ago", "2026-11-22T17:40:02+00:00"),
    ]}, D, age=30, args={"all": True}),
    item("d_sys", "linux_system_info",
         system_info(64.2, [11.8, 9.6, 7.3], 244_800, "2026-11-19T23:50:00+00:00", D_MEM, 21 * GiB,
                     8 * GiB, 1_288_490_189), D, age=20),
]

D_ANSWERS = [
    {"q": "Did the last CI job fail? Why?", "ev": ["d_log"],
     "a": "You are asking whether the last CI job failed and why. Let me look at the gitlab-runner journal.\n\n"
          "The log has this line:\n\n"
          "`Job failed: exit code 137  duration_s=882.4 job=8812345 project=412`\n\n"
          "So:\n"
          "1. [[s:Job 8812345 failed with exit code 137]] [[s:at 07:55]] this morning, [[s:after about 15 "
          "minutes]].\n"
          "2. [[u:Exit code 137 usually means the job was killed because it ran out of memory]].\n"
          "3. [[s:The next job, 8812401, succeeded]] [[c:after about 6 minutes]].\n"
          "4. [[s:The most recent job, 8812420, could not pull its image because of Docker Hub's rate limit]], "
          "[[u:so it probably failed too]].\n\n"
          "Important: [[c:the failed job was picked up at 06:41]], so it ran for a while before being killed.\n\n"
          "Would you like me to check memory on the runner as well? You can see the recent runner log with:\n\n"
          "`sudo journalctl -u gitlab-runner --since \"-3h\"`"},
    {"q": "What got updated overnight on didot?", "ev": ["d_pkgs"],
     "a": "You would like to know what was updated overnight. [[u:It appears unattended-upgrades installed "
          "these]]:\n\n"
          "- [[s:`docker-ce` 27.3.0 → 27.3.1]]\n"
          "- [[s:`gitlab-runner` 17.5.2 → 17.5.3]] [[s:at 06:11]]\n\n"
          "That is [[s:four package upgrades]] in total.\n\n"
          "Note: [[c:the kernel was also updated last night]]; [[s:the `6.8.0-49` kernel was installed on "
          "Friday]]. Important: [[c:the libssl3t64 change was a downgrade]] to 3.0.13-0ubuntu3.3, which is "
          "unusual.\n\n"
          "If you want to see the full apt log:\n\n"
          "`less /var/log/apt/history.log`"},
    {"q": "Is gitlab-runner healthy?", "ev": ["d_state", "d_svc", "d_log", "d_pkgs"],
     "a": "You would like to know if the GitLab Runner service is healthy. Here is what I found:\n\n"
          "✅ [[s:`gitlab-runner.service` is active and running]]\n"
          "✅ Main PID [[c:1353]]\n"
          "✅ [[s:Running since 06:12 today]]\n"
          "\n"
          "Note: [[s:it was restarted right after the package upgrade at 06:11]]. The startup log says "
          "[[s:`max_builds=4`]], so [[c:it can run up to 8 jobs at once]].\n\n"
          "Important: [[s:one job failed in the last few hours]], but [[u:the service itself is healthy]].\n\n"
          "I can help you look at the runner config if you like:\n\n"
          "`sudo cat /etc/gitlab-runner/config.toml`"},
    {"q": "Why is the disk filling up on the CI runner?", "ev": ["d_disk", "d_ctrs"],
     "a": "You are asking why the disk is filling up on didot.\n\n"
          "- [[c:The root filesystem is about 92% full]] ([[s:871 GB used]] of [[s:983 GB]]).\n"
          "- That leaves [[c:about 112 GiB free]].\n"
          "- [[u:Most of this is likely old Docker images and build caches]], [[u:because the runner never prunes "
          "them]].\n"
          "- [[s:There is one exited helper container]] [[u:that still holds a cache volume]].\n\n"
          "Note: [[s:the local registry container has been up for 2 days]], and [[u:it may be storing pushed images "
          "on the same disk]].\n\n"
          "Would you like help cleaning up? A safe first look:\n\n"
          "`docker system df`"},
    {"q": "Is didot under heavy load?", "ev": ["d_state", "d_sys"],
     "a": "You would like to know whether didot is under heavy load. According to the system information:\n\n"
          "1. Load average: [[s:11.8]] over 1 minute.\n"
          "2. The CPU has [[s:20 threads]], so [[s:a load of 11.8 is about 60% of the thread "
          "count]].\n"
          "3. Memory: [[s:about 21 GiB available]].\n"
          "4. Swap: [[c:none used]].\n"
          "5. Uptime: [[s:2 days 20 hours]] — [[c:it was rebooted on Thursday]].\n\n"
          "Note: [[s:the load is trending up]]. [[u:This is probably a CI job running right now]].\n\n"
          "If you want to watch it, try:\n\n"
          "`htop`"},
    {"q": "Which containers are on didot right now?", "ev": ["d_ctrs"],
     "a": "You asked which containers exist on didot right now. `linux_containers` lists [[s:three "
          "containers]]:\n\n"
          "| Name | Image | State | Ports |\n"
          "|---|---|---|---|\n"
          "| registry | [[s:registry:2]] | [[s:Up 2 days]] | [[s:5000]] |\n"
          "| runner-…-8812420-build | [[c:node:18]] | [[s:Up 5 minutes]] | – |\n"
          "| runner-…-cache-… | gitlab-runner-helper | [[s:Exited (0) 2 hours ago]] | – |\n\n"
          "Note: [[c:the registry only listens on localhost]], so other machines cannot push to it. "
          "[[s:Only two are running]].\n\n"
          "Let me know if you want to clean up the exited one:\n\n"
          "`docker container prune`"},
    {"q": "Who is in the docker group on didot?", "ev": ["d_state"],
     "a": "You are asking who is in the docker group. According to the snapshot:\n\n"
          "- [[s:`gitlab-runner`]] ([[c:UID 998]])\n"
          "- [[s:`mere`]] ([[s:UID 1000]])\n\n"
          "Important: membership of `docker` is effectively root access. [[s:`mere` is also in `sudo`]], but "
          "[[s:`gitlab-runner` is not]]. Its shell is [[c:"
          "/usr/sbin/nologin]].\n\n"
          "Note: [[c:there are three members in total]].\n\n"
          "If you want to check it yourself:\n\n"
          "`getent group docker`"},
]

MACHINES = [
    {"name": "helvetica", "clock": H, "evidence": H_EVIDENCE, "answers": H_ANSWERS},
    {"name": "garamond", "clock": G, "evidence": G_EVIDENCE, "answers": G_ANSWERS},
    {"name": "futura", "clock": F, "evidence": F_EVIDENCE, "answers": F_ANSWERS},
    {"name": "bodoni", "clock": B, "evidence": B_EVIDENCE, "answers": B_ANSWERS},
    {"name": "didot", "clock": D, "evidence": D_EVIDENCE, "answers": D_ANSWERS},
]
