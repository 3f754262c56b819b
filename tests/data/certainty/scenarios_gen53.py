"""53rd generation (written blind: without reading the certainty wrapper, its tests, the other generations'
scenarios or any scores). Theme: tools. Style: answers the way mistral-small and command-r write them —
confident, well formatted, evidence ids cited inline ("(e3)", "[e2]", "per e4"; some of them the wrong id),
tables comparing containers and pods, YAML quoted from files read with linux_file_read and claims about
what those files set.

anvil — Ubuntu 24.04 home-lab box (Europe/Berlin) running a Docker Compose stack: a complete
`linux_containers all=true` listing (traefik, nextcloud + postgres + redis, jellyfin, vaultwarden, pihole,
a restarting grafana, an exited uptime-kuma), the complete docker-compose.yml, a docker.service journal with
grafana's permission errors, system info, disk usage of / and /srv/data, listening sockets (docker-proxy and
a host node_exporter), and a 25-minute-old container listing for a stale answer.

chisel — Debian 12 k3s server (UTC) of a three-node cluster: nodes (one worker a minor release behind),
pods of the `apps` namespace (an api replica crash-looping with OOMKilled as last state, restart counts that
differ between pods), deployments with images, Services, an Ingress with TLS, events, the api Deployment
manifest read from disk, and an 18-minute-old pod listing for a stale answer.

lathe — AlmaLinux 9.4 mail server (America/Chicago): every unit's status (postfix, dovecot, rspamd, redis,
fail2ban, an inactive clamd@scan), listening sockets and IMAP/SMTP connections, the postfix maillog with
Gmail 421-4.7.28 deferrals, a cut page of main.cf, two weeks of package history (an upgrade, a removal and a
kernel not yet booted), disk usage, a cut memory-sorted process listing, and a steady snapshot whose
`packages` source is stale.

trowel — Debian 12 backup box (Australia/Sydney): restic journal of last night's run (files, sizes, snapshot
ids, forget policy), borgmatic journal of a good run and a lock-timeout failure, borgmatic config.yaml, the
restic timer unit, unit states (a failed borgmatic.service, rest-server running), disk usage of the md array,
the `borg check` process holding the lock, and a 20-minute-old system info for a stale answer.

awl — Fedora 41 developer laptop (America/Los_Angeles): dev containers (postgres on 5433, redis, mailpit,
exited localstack and an old ubuntu), compose.dev.yml, a cut memory-sorted process listing (Gradle daemon,
Firefox, VS Code, vite), system info, a week of package history, listening sockets, btrfs and /boot disk
usage, and a 25-minute-old process listing for a stale answer.
"""

from __future__ import annotations

from _evidence import (GB, GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, node,
                       package_event, processes, steady, system_info, unit)


def lines_read(eid: str, clock: Clock, path: str, text: str, age: float = 60, offset: int = 0,
               total: int | None = None, limit: int = 200) -> dict:
    body = text.strip("\n").split("\n")
    total_lines = total if total is not None else offset + len(body)
    complete = offset == 0 and total_lines == len(body)
    return item(eid, "linux_file_read", {"path": path, "offset": offset, "limit": limit,
                                         "total_lines": total_lines, "lines": body},
                clock, age=age, args={"path": path, "offset": offset, "limit": limit}, complete=complete)


def kpod(name: str, ns: str, node_name: str, image: str, restarts: int, started: str, ready: bool = True,
         waiting: str | None = None, last: dict | None = None) -> dict:
    state = {"waiting": {"reason": waiting}} if waiting else {"running": {"startedAt": started}}
    status = {"name": name.rsplit("-", 2)[0], "image": image, "ready": ready, "restartCount": restarts,
              "state": state}
    if last:
        status["lastState"] = {"terminated": last}
    return {"kind": "Pod", "metadata": {"name": name, "namespace": ns, "creationTimestamp": started},
            "spec": {"nodeName": node_name, "containers": [{"name": status["name"], "image": image}]},
            "status": {"phase": "Running", "startTime": started, "podIP": None, "containerStatuses": [status]}}


def kdeploy(name: str, ns: str, replicas: int, ready: int, image: str) -> dict:
    return {"kind": "Deployment", "metadata": {"name": name, "namespace": ns},
            "spec": {"replicas": replicas, "template": {"spec": {"containers": [{"name": name, "image": image}]}}},
            "status": {"replicas": replicas, "readyReplicas": ready, "availableReplicas": ready,
                       "unavailableReplicas": replicas - ready if replicas > ready else None}}


def ksvc(name: str, ns: str, cluster_ip: str, port: int, target: int, kind: str = "ClusterIP") -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": ns},
            "spec": {"type": kind, "clusterIP": cluster_ip, "selector": {"app": name},
                     "ports": [{"name": "http" if port != 6379 else "redis", "protocol": "TCP", "port": port,
                                "targetPort": target}]}}


# ---------------------------------------------------------------------------------------------------------
# anvil — home-lab Docker Compose host
# ---------------------------------------------------------------------------------------------------------
A = Clock("2026-03-14T21:40:00+01:00")

ANVIL_COMPOSE = """
name: homelab
services:
  traefik:
    image: traefik:v3.1.2
    restart: unless-stopped
    command:
      - --api.dashboard=true
      - --providers.docker=true
      - --providers.docker.exposedbydefault=false
      - --entrypoints.web.address=:80
      - --entrypoints.websecure.address=:443
    ports:
      - "80:80"
      - "443:443"
      - "127.0.0.1:8080:8080"
    volumes:
      - /var/run/docker.sock:/var/run/docker.sock:ro
  nextcloud:
    image: nextcloud:29.0.4-apache
    restart: unless-stopped
    depends_on:
      - nextcloud-db
      - nextcloud-redis
    environment:
      POSTGRES_HOST: nextcloud-db
      POSTGRES_DB: nextcloud
      REDIS_HOST: nextcloud-redis
      NEXTCLOUD_TRUSTED_DOMAINS: cloud.home.arpa
      PHP_MEMORY_LIMIT: 1G
    volumes:
      - /srv/data/nextcloud:/var/www/html
    labels:
      - traefik.enable=true
      - traefik.http.routers.nc.rule=Host(`cloud.home.arpa`)
  nextcloud-db:
    image: postgres:16.3-alpine
    restart: unless-stopped
    environment:
      POSTGRES_PASSWORD: "[REDACTED]"
    volumes:
      - /srv/data/pg:/var/lib/postgresql/data
  nextcloud-redis:
    image: redis:7.2-alpine
    restart: unless-stopped
  jellyfin:
    image: jellyfin/jellyfin:10.9.7
    restart: unless-stopped
    ports:
      - "8096:8096"
    volumes:
      - /srv/data/media:/media:ro
  vaultwarden:
    image: vaultwarden/server:1.30.5
    restart: unless-stopped
    ports:
      - "127.0.0.1:8222:80"
    environment:
      SIGNUPS_ALLOWED: "false"
  grafana:
    image: grafana/grafana:11.1.0
    restart: unless-stopped
    user: "472"
    volumes:
      - /srv/data/grafana:/var/lib/grafana
"""

ANVIL_BOXES = [
    box("9f3c2a1b7d40", "traefik", "traefik:v3.1.2", "running", "Up 6 days", "2026-03-08T17:31:02+01:00",
        ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp", "127.0.0.1:8080->8080/tcp"]),
    box("2b7e91c04d5a", "nextcloud", "nextcloud:29.0.4-apache", "running", "Up 6 days",
        "2026-03-01T12:10:44+01:00", ["80/tcp"]),
    box("7c1d0e9f3a22", "nextcloud-db", "postgres:16.3-alpine", "running", "Up 6 days",
        "2026-03-01T12:10:40+01:00", ["5432/tcp"]),
    box("a4f8b2c6e013", "nextcloud-redis", "redis:7.2-alpine", "running", "Up 6 days",
        "2026-03-01T12:10:40+01:00", ["6379/tcp"]),
    box("d02e5b7a9c18", "jellyfin", "jellyfin/jellyfin:10.9.7", "running", "Up 2 hours",
        "2026-02-20T10:02:19+01:00", ["0.0.0.0:8096->8096/tcp"]),
    box("51aa9e3c7b64", "vaultwarden", "vaultwarden/server:1.30.5", "running", "Up 6 days (healthy)",
        "2026-02-11T19:45:03+01:00", ["127.0.0.1:8222->80/tcp"]),
    box("3e6c8d1f2a90", "pihole", "pihole/pihole:2024.07.0", "running", "Up 6 days (healthy)",
        "2026-01-30T09:12:57+01:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
    box("5e1f0c9a2b7d", "grafana", "grafana/grafana:11.1.0", "restarting", "Restarting (1) 12 seconds ago",
        "2026-03-14T20:55:13+01:00", []),
    box("88b0c3d2e1f4", "uptime-kuma", "louislam/uptime-kuma:1.23.13", "exited", "Exited (137) 3 days ago",
        "2026-01-30T09:15:40+01:00", []),
]

ANVIL_BOXES_OLD = [dict(b) for b in ANVIL_BOXES]
for b in ANVIL_BOXES_OLD:
    if b["name"] == "grafana":
        b["state"], b["status"] = "running", "Up 4 seconds"
    elif b["name"] == "jellyfin":
        b["status"] = "Up About an hour"

ANVIL = {
    "name": "anvil",
    "clock": A,
    "evidence": [
        steady("e1", A, age=3600, hostname="anvil", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-51-generic", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
               memory_total_bytes=16457629696,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 490577510400},
                      {"device": "/dev/sda1", "mountpoint": "/srv/data", "fstype": "ext4",
                       "total_bytes": 3936818806784}],
               network_interfaces=[{"name": "enp1s0", "mac": "a8:b8:e0:04:12:7c", "addresses": ["192.168.10.20/24"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.10.1",
               installed_packages={"docker-ce": "5:27.3.1-1~ubuntu.24.04~noble",
                                   "docker-compose-plugin": "2.29.7-1~ubuntu.24.04~noble",
                                   "prometheus-node-exporter": "1.7.0-1ubuntu0.2"},
               available_services=["docker.service", "ssh.service", "prometheus-node-exporter.service"],
               users=[{"name": "marco", "uid": 1000, "gid": 1000, "home": "/home/marco", "shell": "/bin/bash"}],
               groups=[{"name": "docker", "gid": 988, "members": ["marco"]}], stale_sources=[]),
        item("e2", "linux_containers", {"runtime": "docker", "containers": ANVIL_BOXES}, A, age=40,
             args={"all": True}),
        lines_read("e3", A, "/srv/compose/docker-compose.yml", ANVIL_COMPOSE, age=70),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": "docker.service", "entries": [
            log_entry("2026-03-14T21:37:51+01:00", "docker.service", "err",
                      "grafana: GF_PATHS_DATA='/var/lib/grafana' is not writable."),
            log_entry("2026-03-14T21:37:51+01:00", "docker.service", "err",
                      "grafana: You may have issues with file permissions, more information here: "
                      "http://docs.grafana.org/installation/docker/#migrate-to-v51-or-later"),
            log_entry("2026-03-14T21:37:52+01:00", "docker.service", "err",
                      "grafana: mkdir: can't create directory '/var/lib/grafana/plugins': Permission denied"),
            log_entry("2026-03-14T21:37:52+01:00", "docker.service", "info",
                      'time="2026-03-14T21:37:52.481+01:00" level=info msg="ignoring event" container=5e1f0c9a2b7d '
                      'module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"'),
            log_entry("2026-03-14T21:39:06+01:00", "docker.service", "err",
                      "grafana: GF_PATHS_DATA='/var/lib/grafana' is not writable."),
            log_entry("2026-03-14T21:39:06+01:00", "docker.service", "err",
                      "grafana: mkdir: can't create directory '/var/lib/grafana/plugins': Permission denied"),
            log_entry("2026-03-14T21:39:07+01:00", "docker.service", "info",
                      'time="2026-03-14T21:39:07.902+01:00" level=info msg="ignoring event" container=5e1f0c9a2b7d '
                      'module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"'),
        ]}, A, age=35, args={"unit": "docker.service", "since_minutes": 10}),
        item("e5", "linux_system_info", system_info(14.2, [0.86, 0.91, 0.97], 533460, "2026-03-08T17:29:00+01:00",
                                                    16457629696, 7301234688, 4 * GiB, 412000000), A, age=30),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 490577510400, 121634000000),
            fs("/dev/sda1", "/srv/data", "ext4", 3936818806784, 3171004000000)]}, A, age=50),
        item("e7", "linux_network_info", {
            "interfaces": [{"name": "enp1s0", "mac": "a8:b8:e0:04:12:7c", "addresses": ["192.168.10.20/24"],
                            "is_up": True}],
            "listening": [listener(22, "0.0.0.0", 812, "sshd"), listener(80, "0.0.0.0", 2101, "docker-proxy"),
                          listener(443, "0.0.0.0", 2115, "docker-proxy"),
                          listener(8080, "127.0.0.1", 2127, "docker-proxy"),
                          listener(8096, "0.0.0.0", 2230, "docker-proxy"),
                          listener(8222, "127.0.0.1", 2302, "docker-proxy"),
                          listener(53, "0.0.0.0", 2355, "docker-proxy"),
                          listener(53, "0.0.0.0", 2361, "docker-proxy", proto="udp"),
                          listener(8081, "0.0.0.0", 2370, "docker-proxy"),
                          listener(9100, "0.0.0.0", 905, "node_exporter")],
            "connections": [connection("192.168.10.20:22", "192.168.10.31:50412", 30211, "sshd")]}, A, age=45),
        item("e8", "linux_containers", {"runtime": "docker", "containers": ANVIL_BOXES_OLD}, A, age=1500,
             args={"all": True}),
    ],
    "answers": [
        {"q": "Which containers are running on anvil? A table please.", "ev": ["e1", "e2"],
         "a": """Here's the current container overview for **anvil** (from e2):

| Container | Image | State | Ports | Uptime |
|---|---|---|---|---|
| traefik | `traefik:v3.1.2` | [[s:✅ running]] | [[s:80 and 443 on all interfaces, 8080 on localhost]] | 6 days |
| nextcloud | `nextcloud:29.0.4-apache` | ✅ running | internal only | 6 days |
| nextcloud-redis | [[c:`redis:7.4-alpine`]] | ✅ running | internal only | 6 days |
| jellyfin | `jellyfin/jellyfin:10.9.7` | ✅ running | 8096 → 8096 | [[c:6 days]] |
| vaultwarden | `vaultwarden/server:1.30.5` | [[s:✅ running (healthy)]] | [[c:0.0.0.0:80 → 8222]] | 6 days |
| grafana | `grafana/grafana:11.1.0` | [[s:🔁 restarting]] | – | – |
| uptime-kuma | `louislam/uptime-kuma:1.23.13` | [[s:❌ exited (137)]] | – | [[s:stopped 3 days ago]] |

**Summary:** [[s:7 of the 9 containers are up]]; [[c:grafana is the only one that isn't running]]. [[u:uptime-kuma was most likely OOM-killed]] given the 137 exit code. Want me to look at grafana's logs?"""},

        {"q": "Why does grafana keep restarting?", "ev": ["e2", "e3", "e4"],
         "a": """**Short answer:** it's a permissions problem on its data volume.

- The docker journal (e4) shows [[s:`GF_PATHS_DATA='/var/lib/grafana' is not writable`]] followed by [[s:`mkdir: can't create directory '/var/lib/grafana/plugins': Permission denied`]].
- Per e3, the compose file [[s:runs the container as `user: "472"`]] and [[s:bind-mounts `/srv/data/grafana` to `/var/lib/grafana`]], so [[u:that host directory is probably still owned by root]].
- [[s:The restart policy is `unless-stopped`]] (e3), [[u:which is why Docker keeps bringing it back every minute or so]].
- [[c:It exits with code 137]] according to e2, and [[s:the most recent attempt failed at 21:39]].
- [[s:The container itself was created about 45 minutes ago]] — [[u:right after you bumped the image to 11.1.0]].

Fix: `sudo chown -R 472:472 /srv/data/grafana` and then `docker compose up -d grafana`."""},

        {"q": "What does my compose file actually set for Nextcloud?", "ev": ["e3", "e2"],
         "a": """From `/srv/compose/docker-compose.yml` [e3]:

```yaml
  nextcloud:
    image: nextcloud:29.0.4-apache
    environment:
      POSTGRES_HOST: nextcloud-db
      REDIS_HOST: nextcloud-redis
[[c:      PHP_MEMORY_LIMIT: 512M]]
```

What that means:
1. [[s:The image is pinned to `29.0.4-apache`]].
2. [[s:It waits for `nextcloud-db` and `nextcloud-redis`]] (`depends_on`).
3. It talks to [[c:MariaDB]] at [[s:host `nextcloud-db`]].
4. [[c:It publishes port 8080 on the host]] — [[s:Traefik routes to it with the rule `Host(\u0060cloud.home.arpa\u0060)`]].
5. [[s:App data lives in `/srv/data/nextcloud`]], [[c:and PHP's memory limit is 512M]].
6. [[u:Redis is used for transactional file locking]].

[[s:The running container matches that tag]] (e2), so there's no drift between the file and what's deployed."""},

        {"q": "Is anything on anvil exposed to the LAN that shouldn't be?", "ev": ["e7", "e2", "e3"],
         "a": """I went through the listening sockets (e7) and the container ports (e2):

1. Ports 80/443 for Traefik are expected.
2. ⚠️ [[c:The Traefik dashboard on 8080 is bound to all interfaces]] — I'd lock that down.
3. ✅ [[s:Vaultwarden is only reachable on 127.0.0.1:8222]], good.
4. [[s:Pi-hole publishes DNS on port 53 over both TCP and UDP]] [[s:on every interface]], and [[s:its admin UI sits on 8081]].
5. [[s:Jellyfin's 8096 is open on 0.0.0.0]].
6. [[s:node_exporter on 9100 is reachable from the LAN too]] [[c:and it runs as a Docker container]].

[[c:That's six ports open to the LAN in total]]. [[u:Your router doesn't forward any of them, so none of this is internet-facing]]."""},

        {"q": "How full is the data disk?", "ev": ["e6", "e1"],
         "a": """[[s:`/srv/data` is about 80% full]] — [[s:~3.17 TB used of 3.94 TB]], leaving [[s:roughly 766 GB free]] (per e6). In binary units that's [[c:about 2.6 TiB used]].

The root filesystem on the NVMe is fine: [[s:~25% used]] ([[c:about 122 GiB]]). [[s:Both are ext4]] (e1).

[[u:At the rate it's been growing you'll fill /srv/data in about three months]], so it may be worth pruning old Jellyfin media."""},

        {"q": "Quick status: is grafana back up?", "ev": ["e8", "e1"],
         "a": """Yes 🎉 — per e8, [[t:grafana is running]] ([[t:up for a few seconds]]), [[t:jellyfin has been up about an hour]] and [[t:uptime-kuma is still exited]].

[[s:Docker CE 27.3.1 is installed]] (e1). [[u:Looks like the permission problem is fixed]]."""},

        {"q": "How's the box doing on memory and CPU?", "ev": ["e5", "e1", "e2"],
         "a": """**anvil — resources (e5)**

- **RAM:** [[s:about 8.5 GiB of 15.3 GiB in use]] ([[s:~56%]])
- **Swap:** [[c:barely touched at ~40 MB]]
- **CPU:** [[s:load average 0.86 / 0.91 / 0.97]] [[s:on 4 cores]] (e1) — [[c:load is trending up]]
- **Uptime:** [[s:6 days 4 hours]], [[s:booted Sunday, March 8 around 17:29]]

[[u:Nextcloud is probably the biggest memory user]], but I'd need a process listing to confirm. Overall healthy."""},
    ],
}


# ---------------------------------------------------------------------------------------------------------
# chisel — k3s server of a three-node cluster
# ---------------------------------------------------------------------------------------------------------
K = Clock("2026-03-15T08:12:00+00:00")

API_MANIFEST = """
apiVersion: apps/v1
kind: Deployment
metadata:
  name: api
  namespace: apps
spec:
  replicas: 2
  selector:
    matchLabels:
      app: api
  template:
    metadata:
      labels:
        app: api
    spec:
      containers:
        - name: api
          image: ghcr.io/acme/api:1.18.0
          ports:
            - containerPort: 8000
          env:
            - name: LOG_LEVEL
              value: info
            - name: REDIS_URL
              value: redis://redis:6379/0
          resources:
            requests:
              cpu: 100m
              memory: 128Mi
            limits:
              cpu: 500m
              memory: 256Mi
          readinessProbe:
            httpGet:
              path: /healthz
              port: 8000
            initialDelaySeconds: 5
"""

OOM = {"reason": "OOMKilled", "exitCode": 137, "startedAt": "2026-03-15T08:09:02Z",
       "finishedAt": "2026-03-15T08:09:41Z"}


def chisel_pods(api_restarts: int, web_restarts: int) -> list[dict]:
    return [
        kpod("web-6d8f7b9c4-2xkqp", "apps", "chisel-w1", "ghcr.io/acme/web:2.4.1", 0, "2026-03-12T14:03:10Z"),
        kpod("web-6d8f7b9c4-h7vzn", "apps", "chisel-w2", "ghcr.io/acme/web:2.4.1", 0, "2026-03-12T14:03:12Z"),
        kpod("web-6d8f7b9c4-qm5ls", "apps", "chisel", "ghcr.io/acme/web:2.4.1", web_restarts,
             "2026-03-12T14:03:15Z"),
        kpod("api-7b5c9d8f6-4nqrt", "apps", "chisel-w1", "ghcr.io/acme/api:1.18.0", 0, "2026-03-14T22:40:00Z"),
        kpod("api-7b5c9d8f6-zl8wd", "apps", "chisel-w2", "ghcr.io/acme/api:1.18.0", api_restarts,
             "2026-03-14T22:40:02Z", ready=False, waiting="CrashLoopBackOff", last=OOM),
        kpod("worker-5c7f9b6d8-8tgw2", "apps", "chisel-w1", "ghcr.io/acme/worker:1.18.0", 3,
             "2026-03-10T09:15:00Z"),
        kpod("redis-6b9f5c4d7-kd2xp", "apps", "chisel", "redis:7.2.5", 0, "2026-03-01T11:20:00Z"),
    ]


def chisel_node(name: str, version: str, control: bool = False) -> dict:
    obj = node(name, True, version)
    obj["metadata"]["labels"] = {"kubernetes.io/hostname": name}
    if control:
        obj["metadata"]["labels"]["node-role.kubernetes.io/control-plane"] = "true"
    return obj


INGRESS = {"kind": "Ingress", "metadata": {"name": "web-ingress", "namespace": "apps"},
           "spec": {"ingressClassName": "traefik",
                    "tls": [{"hosts": ["shop.home.arpa"], "secretName": "shop-tls"}],
                    "rules": [{"host": "shop.home.arpa", "http": {"paths": [
                        {"path": "/", "pathType": "Prefix",
                         "backend": {"service": {"name": "web", "port": {"number": 80}}}},
                        {"path": "/api", "pathType": "Prefix",
                         "backend": {"service": {"name": "api", "port": {"number": 8000}}}}]}}]},
           "status": {"loadBalancer": {"ingress": [{"ip": "192.168.10.40"}]}}}


def event(name: str, obj: str, reason: str, etype: str, message: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "apps"},
            "involvedObject": {"kind": "Pod", "name": obj, "namespace": "apps"}, "reason": reason, "type": etype,
            "message": message, "count": count, "firstTimestamp": first, "lastTimestamp": last}


CHISEL = {
    "name": "chisel",
    "clock": K,
    "evidence": [
        steady("e1", K, age=2400, hostname="chisel", os_name="Debian GNU/Linux", os_version="12",
               os_codename="bookworm", kernel="6.1.0-25-amd64", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz",
               cpu_cores=6, cpu_threads=6, memory_total_bytes=16668053504,
               disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 255013683200}],
               network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:1a:2e:7f", "addresses": ["192.168.10.40/24"],
                                    "is_up": True}],
               dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
               installed_packages={"containerd": "1.6.20~ds1-1+b1", "openssh-server": "1:9.2p1-2+deb12u3"},
               available_services=["k3s.service", "ssh.service"],
               users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
               stale_sources=[]),
        item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            chisel_node("chisel", "v1.30.4+k3s1", control=True), chisel_node("chisel-w1", "v1.30.4+k3s1"),
            chisel_node("chisel-w2", "v1.29.8+k3s1")]}, K, age=40, args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": "apps", "items": chisel_pods(17, 1)}, K,
             age=25, args={"resource": "pods", "namespace": "apps"}),
        item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
            kdeploy("web", "apps", 3, 3, "ghcr.io/acme/web:2.4.1"),
            kdeploy("api", "apps", 2, 1, "ghcr.io/acme/api:1.18.0"),
            kdeploy("worker", "apps", 1, 1, "ghcr.io/acme/worker:1.18.0"),
            kdeploy("redis", "apps", 1, 1, "redis:7.2.5")]}, K, age=30,
             args={"resource": "deployments", "namespace": "apps"}),
        item("e5", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
            ksvc("web", "apps", "10.43.12.34", 80, 8080), ksvc("api", "apps", "10.43.88.10", 8000, 8000),
            ksvc("redis", "apps", "10.43.5.6", 6379, 6379)]}, K, age=30,
             args={"resource": "services", "namespace": "apps"}),
        item("e6", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [INGRESS]}, K, age=30,
             args={"resource": "ingresses", "namespace": "apps"}),
        lines_read("e7", K, "/home/ops/k8s/api/deployment.yaml", API_MANIFEST, age=90),
        item("e8", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
            event("api-7b5c9d8f6-zl8wd.17f2a1", "api-7b5c9d8f6-zl8wd", "BackOff", "Warning",
                  "Back-off restarting failed container api in pod api-7b5c9d8f6-zl8wd_apps"
                  "(0c7d1e52-9a41-4d3b-8f0e-2b6a9c4d1e77)", 212, "2026-03-14T22:58:13Z", "2026-03-15T08:11:30Z"),
            event("api-7b5c9d8f6-zl8wd.17f29f", "api-7b5c9d8f6-zl8wd", "Pulled", "Normal",
                  'Container image "ghcr.io/acme/api:1.18.0" already present on machine', 17,
                  "2026-03-14T22:41:40Z", "2026-03-15T08:09:01Z"),
            event("worker-5c7f9b6d8-8tgw2.17e0c3", "worker-5c7f9b6d8-8tgw2", "Unhealthy", "Warning",
                  "Liveness probe failed: Get \"http://10.42.1.17:9000/live\": context deadline exceeded", 4,
                  "2026-03-13T02:11:05Z", "2026-03-13T02:12:35Z")]}, K, age=30,
             args={"resource": "events", "namespace": "apps"}),
        item("e9", "kubernetes_get", {"context": "default", "namespace": "apps", "items": chisel_pods(14, 1)}, K,
             age=1100, args={"resource": "pods", "namespace": "apps"}),
    ],
    "answers": [
        {"q": "Show me the pods in the apps namespace.", "ev": ["e3"],
         "a": """Pods in `apps` (e3):

| Pod | Status | Restarts | Node | Age |
|---|---|---|---|---|
| web-6d8f7b9c4-2xkqp | Running | 0 | [[s:chisel-w1]] | 2d18h |
| web-6d8f7b9c4-h7vzn | Running | 0 | [[c:chisel-w1]] | 2d18h |
| web-6d8f7b9c4-qm5ls | Running | [[s:1]] | chisel | 2d18h |
| api-7b5c9d8f6-4nqrt | Running | [[c:17]] | chisel-w1 | [[s:9h32m]] |
| api-7b5c9d8f6-zl8wd | [[s:CrashLoopBackOff]] | [[c:0]] | [[s:chisel-w2]] | 9h32m |
| worker-5c7f9b6d8-8tgw2 | Running | [[s:3]] | chisel-w1 | [[c:2d]] |
| redis-6b9f5c4d7-kd2xp | Running | 0 | chisel | [[s:13d]] |

[[s:7 pods in total]], [[s:six of the seven are Ready]]. [[u:The crash-looping one is probably suffering from memory pressure on chisel-w2]] — check `kubectl describe pod api-7b5c9d8f6-zl8wd -n apps`."""},

        {"q": "Are my deployments at full strength?", "ev": ["e4", "e7"],
         "a": """Not quite. Per e4:

- **web** — [[s:3/3 ready]] ✅
- **api** — [[c:2/2 ready]] ✅
- **worker** — [[c:runs 2 replicas]], both ready ✅
- **redis** — [[s:1/1]] ✅

[[c:So everything is at its desired replica count]]. For reference, the manifest on disk (e7) [[s:asks for `replicas: 2` for api]], [[u:and an HPA scales it up to 4 under load]]."""},

        {"q": "How does traffic get to the shop? Services and ingress please.", "ev": ["e5", "e6", "e1"],
         "a": """### Ingress
The ingress `web-ingress` [[s:answers for `shop.home.arpa`]] and [[s:terminates TLS with the `shop-tls` secret]] (e6).

### Routing
- [[s:Requests to `/` go to the `web` Service on port 80]], which [[s:forwards to targetPort 8080 on the pods]] (e5).
- [[c:`/api` goes to the `api` Service on port 8080]].
- [[s:The api Service is a ClusterIP at 10.43.88.10]], [[c:while redis is exposed as a NodePort]].
- [[u:The web Service's ClusterIP is 10.43.12.34 (e6)]].

### Entry point
[[s:The ingress's load-balancer address is 192.168.10.40]], [[s:which is chisel's own address]] (e1) — [[u:k3s's ServiceLB is handing it out]]."""},

        {"q": "Why is the api pod crash-looping?", "ev": ["e3", "e7", "e8"],
         "a": """## Diagnosis

The pod `api-7b5c9d8f6-zl8wd` on [[s:chisel-w2]] is [[s:in CrashLoopBackOff]] with [[s:17 restarts]] (e3). [[s:Its last termination reason was `OOMKilled`]], so it is simply running out of memory.

From the manifest (e7):

```yaml
          resources:
            limits:
              cpu: 500m
[[c:              memory: 512Mi]]
```

- [[s:Requests are 128Mi of memory and 100m CPU]].
- [[c:The 512Mi limit]] is too tight for this build.
- [[s:Kubernetes has logged the back-off 212 times]] (e8), [[s:the latest at 08:11]].
- [[c:The other replica on chisel-w1 has restarted a few times as well]].
- [[u:The leak was introduced in 1.18.0]].

**Suggestion:** raise `limits.memory` to 768Mi and redeploy."""},

        {"q": "What Kubernetes version is the cluster on, and are all nodes ready?", "ev": ["e2", "e1"],
         "a": """| Node | Role | Version |
|---|---|---|
| chisel | [[s:control-plane]] | [[s:v1.30.4+k3s1]] |
| chisel-w1 | worker | v1.30.4+k3s1 |
| chisel-w2 | worker | [[c:v1.30.4+k3s1]] |

[[s:All three nodes are Ready]] and [[c:they all run the same k3s release]] (e2). The control plane [[s:runs Debian 12 (bookworm)]] [[s:on kernel 6.1.0-25-amd64]] (e1); [[u:the workers are Debian too]]."""},

        {"q": "How many restarts does the broken api pod have now?", "ev": ["e9"],
         "a": """According to the pod listing (e9), [[t:`api-7b5c9d8f6-zl8wd` has restarted 14 times]] and [[t:is in CrashLoopBackOff]]. [[t:The worker pod has 3 restarts]]; [[t:every other pod has 0]]. [[u:It's restarting roughly every five minutes]]."""},

        {"q": "Which image versions are deployed in apps?", "ev": ["e4", "e3", "e7"],
         "a": """Deployed images (per e4):

- **web:** [[c:`ghcr.io/acme/web:2.4.0`]]
- **api:** [[s:`ghcr.io/acme/api:1.18.0`]] — [[s:matches the manifest in e7]]
- **worker:** [[c:`ghcr.io/acme/worker:2.4.1`]]
- **redis:** [[c:`redis:7.2-alpine`]]

[[s:All three web pods were started on March 12]] (e3), [[u:which is when 2.4.x was rolled out]]."""},
    ],
}


# ---------------------------------------------------------------------------------------------------------
# lathe — mail server
# ---------------------------------------------------------------------------------------------------------
L = Clock("2026-03-16T07:25:00-05:00")

MAIN_CF = """
myhostname = mail.example.net
mydomain = example.net
myorigin = $mydomain
inet_interfaces = all
inet_protocols = ipv4
mydestination = $myhostname, localhost.$mydomain, localhost
relayhost =
mynetworks = 127.0.0.0/8
message_size_limit = 52428800
mailbox_size_limit = 0
smtpd_tls_cert_file = /etc/letsencrypt/live/mail.example.net/fullchain.pem
smtpd_tls_key_file = /etc/letsencrypt/live/mail.example.net/privkey.pem
smtpd_tls_security_level = may
smtp_tls_security_level = may
smtpd_tls_protocols = >=TLSv1.2
smtpd_sasl_type = dovecot
smtpd_sasl_path = private/auth
smtpd_sasl_auth_enable = yes
smtpd_recipient_restrictions = permit_sasl_authenticated, permit_mynetworks, reject_unauth_destination
smtpd_milters = inet:127.0.0.1:11332
non_smtpd_milters = $smtpd_milters
milter_default_action = accept
virtual_transport = lmtp:unix:private/dovecot-lmtp
virtual_mailbox_domains = example.net, example.org
"""

GMAIL_421 = ("status=deferred (host gmail-smtp-in.l.google.com[142.250.102.27] said: 421-4.7.28 Gmail has "
             "detected an unusual rate of unsolicited mail originating from your IP address. To protect our users "
             "from spam, mail sent from your IP address has been temporarily rate limited. (in reply to end of DATA "
             "command))")

LATHE_MEM = 8053063680

LATHE = {
    "name": "lathe",
    "clock": L,
    "evidence": [
        steady("e1", L, age=5400, hostname="lathe", domain="example.net", os_name="AlmaLinux", os_version="9.4",
               os_codename="Seafoam Ocelot", kernel="5.14.0-427.22.1.el9_4.x86_64", cpu_model="AMD EPYC-Rome Processor",
               cpu_cores=4, cpu_threads=4, memory_total_bytes=LATHE_MEM, package_manager="rpm",
               disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "xfs", "total_bytes": 85886742528},
                      {"device": "/dev/vdb1", "mountpoint": "/var/vmail", "fstype": "xfs",
                       "total_bytes": 214748364800}],
               network_interfaces=[{"name": "eth0", "mac": "56:00:04:8a:1c:e2", "addresses": ["203.0.113.25/24"],
                                    "is_up": True}],
               dns_servers=["127.0.0.1"], default_gateway="203.0.113.1",
               installed_packages={"postfix": "2:3.5.9-24.el9", "dovecot": "1:2.3.16-11.el9",
                                   "rspamd": "3.8.4-1.el9", "redis": "6.2.7-1.el9", "fail2ban": "1.0.2-12.el9",
                                   "openssl": "1:3.0.7-27.el9", "clamav-update": "1.0.6-1.el9"},
               available_services=["postfix.service", "dovecot.service", "rspamd.service", "redis.service",
                                   "fail2ban.service", "clamd@.service", "sshd.service"],
               users=[{"name": "vmail", "uid": 5000, "gid": 5000, "home": "/var/vmail", "shell": "/sbin/nologin"}],
               stale_sources=["packages"]),
        item("e2", "linux_service_status", {"units": [
            unit("postfix.service", "active", "running", pid=1342, since="2026-03-13T04:12:09-05:00",
                 desc="Postfix Mail Transport Agent"),
            unit("dovecot.service", "active", "running", pid=1351, since="2026-03-13T04:12:10-05:00",
                 desc="Dovecot IMAP/POP3 email server"),
            unit("rspamd.service", "active", "running", pid=1360, since="2026-03-15T22:03:44-05:00",
                 desc="rapid spam filtering system"),
            unit("redis.service", "active", "running", pid=1120, since="2026-03-13T04:12:02-05:00",
                 desc="Redis persistent key-value database"),
            unit("fail2ban.service", "active", "running", pid=1405, since="2026-03-13T04:12:15-05:00",
                 desc="Fail2Ban Service"),
            unit("clamd@scan.service", "inactive", "dead", ufs="disabled", desc="clamd scanner (scan) daemon"),
            unit("certbot-renew.timer", "active", "waiting", since="2026-03-13T04:12:01-05:00",
                 desc="This is the timer to set the schedule for automated renewals"),
            unit("sshd.service", "active", "running", pid=980, since="2026-03-13T04:12:03-05:00",
                 desc="OpenSSH server daemon"),
        ]}, L, age=35),
        item("e3", "linux_network_info", {
            "interfaces": [{"name": "eth0", "mac": "56:00:04:8a:1c:e2", "addresses": ["203.0.113.25/24"],
                            "is_up": True}],
            "listening": [listener(25, "0.0.0.0", 1342, "master"), listener(465, "0.0.0.0", 1342, "master"),
                          listener(587, "0.0.0.0", 1342, "master"), listener(143, "0.0.0.0", 1351, "dovecot"),
                          listener(993, "0.0.0.0", 1351, "dovecot"), listener(4190, "0.0.0.0", 1351, "dovecot"),
                          listener(11332, "127.0.0.1", 1360, "rspamd"), listener(11334, "127.0.0.1", 1360, "rspamd"),
                          listener(6379, "127.0.0.1", 1120, "redis-server"), listener(22, "0.0.0.0", 980, "sshd")],
            "connections": [
                connection("203.0.113.25:993", "198.51.100.23:51544", 90102, "imap-login"),
                connection("203.0.113.25:993", "198.51.100.23:51560", 90107, "imap-login"),
                connection("203.0.113.25:993", "203.0.113.77:44120", 90140, "imap-login"),
                connection("203.0.113.25:39422", "142.250.102.27:25", 90211, "smtp", status="SYN_SENT")]},
             L, age=40),
        item("e4", "linux_recent_logs", {"source": "file", "unit": "postfix", "files": ["/var/log/maillog"],
                                         "entries": [
            log_entry("2026-03-16T05:31:02-05:00", None, None,
                      "postfix/smtp[88120]: 4F2A31C03B: to=<dana@gmail.com>, relay=gmail-smtp-in.l.google.com"
                      "[142.250.102.27]:25, delay=3601, delays=3600/0.02/0.31/0.4, dsn=4.7.28, " + GMAIL_421),
            log_entry("2026-03-16T06:02:17-05:00", None, None,
                      "postfix/smtp[88731]: 7B90D1C044: to=<ops-alerts@gmail.com>, relay=gmail-smtp-in.l.google.com"
                      "[142.250.102.27]:25, delay=1802, delays=1801/0.01/0.29/0.5, dsn=4.7.28, " + GMAIL_421),
            log_entry("2026-03-16T06:15:03-05:00", None, None,
                      "postfix/smtpd[89002]: NOQUEUE: reject: RCPT from unknown[185.220.101.33]: 554 5.7.1 "
                      "<spam@example.org>: Relay access denied; from=<x@y.ru> to=<spam@example.org> proto=ESMTP "
                      "helo=<WIN-3HF2>"),
            log_entry("2026-03-16T06:40:55-05:00", None, None,
                      "postfix/smtp[89610]: 4F2A31C03B: to=<dana@gmail.com>, relay=gmail-smtp-in.l.google.com"
                      "[142.250.102.27]:25, delay=7394, delays=7393/0.02/0.3/0.4, dsn=4.7.28, " + GMAIL_421),
            log_entry("2026-03-16T06:58:41-05:00", None, None,
                      "postfix/smtpd[89944]: warning: unknown[45.148.10.92]: SASL LOGIN authentication failed: "
                      "UGFzc3dvcmQ6"),
            log_entry("2026-03-16T07:01:10-05:00", None, None,
                      "postfix/smtpd[89944]: warning: unknown[45.148.10.92]: SASL LOGIN authentication failed: "
                      "UGFzc3dvcmQ6"),
            log_entry("2026-03-16T07:10:22-05:00", None, None,
                      "postfix/smtp[90104]: 9C11E1C051: to=<lee@fastmail.com>, relay=in1-smtp.messagingengine.com"
                      "[103.168.172.222]:25, delay=1.2, delays=0.1/0/0.6/0.5, dsn=2.0.0, status=sent (250 2.0.0 Ok: "
                      "queued as 4ZpQ)"),
        ]}, L, age=50, args={"unit": "postfix", "since_minutes": 120}),
        lines_read("e5", L, "/etc/postfix/main.cf", MAIN_CF, age=80, offset=720, total=744, limit=24),
        item("e6", "linux_package_history", {"events": [
            package_event("2026-03-05T03:14:22-06:00", "upgrade", "openssl", "1:3.0.7-27.el9", "1:3.0.7-28.el9_4"),
            package_event("2026-03-10T03:12:40-05:00", "upgrade", "postfix", "2:3.5.9-24.el9", "2:3.5.9-24.el9_4.1"),
            package_event("2026-03-10T03:12:58-05:00", "install", "kernel", None, "5.14.0-427.31.1.el9_4"),
            package_event("2026-03-15T22:03:31-05:00", "upgrade", "rspamd", "3.8.4-1.el9", "3.9.1-1.el9"),
            package_event("2026-03-15T22:03:33-05:00", "remove", "clamav-update", "1.0.6-1.el9", None),
        ]}, L, age=60, args={"since_days": 14}),
        item("e7", "linux_disk_usage", {"filesystems": [
            fs("/dev/vda1", "/", "xfs", 85886742528, 31200000000),
            fs("/dev/vdb1", "/var/vmail", "xfs", 214748364800, 151300000000)]}, L, age=45),
        item("e8", "linux_processes", processes(198, LATHE_MEM, [
            (1371, "rspamd", "_rspamd", 3.1, 412 * MiB, "2026-03-15T22:03:45-05:00", "rspamd: normal process"),
            (1372, "rspamd", "_rspamd", 2.8, 398 * MiB, "2026-03-15T22:03:45-05:00", "rspamd: normal process"),
            (1120, "redis-server", "redis", 0.4, 188 * MiB, "2026-03-13T04:12:02-05:00",
             "/usr/bin/redis-server 127.0.0.1:6379"),
            (1405, "fail2ban-server", "root", 0.9, 101 * MiB, "2026-03-13T04:12:15-05:00",
             "/usr/bin/python3 -s /usr/bin/fail2ban-server -xf start"),
            (1360, "rspamd", "_rspamd", 0.1, 96 * MiB, "2026-03-15T22:03:44-05:00",
             "rspamd: main process; /usr/bin/rspamd -c /etc/rspamd/rspamd.conf -f"),
            (1351, "dovecot", "root", 0.0, 30 * MiB, "2026-03-13T04:12:10-05:00", "/usr/sbin/dovecot -F"),
        ]), L, age=30, args={"sort": "memory", "limit": 6}, complete=False),
    ],
    "answers": [
        {"q": "Is the mail stack on lathe healthy?", "ev": ["e2", "e1"],
         "a": """Mostly, yes. Service overview (e2):

| Service | State | Since |
|---|---|---|
| postfix | [[s:✅ active (running)]] | [[s:Mar 13, 04:12]] |
| dovecot | [[s:✅ active (running)]] | [[s:Mar 13]] |
| rspamd | [[s:✅ active (running)]] | [[c:Mar 13, 04:12]] |
| clamd@scan | [[c:✅ active (running)]] | – |

[[c:Everything has been up without interruption since the reboot on the 13th]]. [[s:The `certbot-renew.timer` is active]], [[u:so the Let's Encrypt cert will renew on its own]]. [[u:The host runs AlmaLinux 9.4]] [e2]."""},

        {"q": "Why are mails to Gmail stuck in the queue?", "ev": ["e4", "e3"],
         "a": """Gmail is throttling you. In the maillog (e4), [[s:every delivery attempt to gmail-smtp-in.l.google.com was deferred]] [[s:with `421-4.7.28`]] — Google says [[s:it has detected an unusual rate of unsolicited mail from your IP address]].

- **Affected:** [[c:4 messages]] so far; [[s:the oldest deferral in the log is at 05:31]].
- **Retries:** [[s:queue ID `4F2A31C03B` has been deferred twice]].
- **Other destinations:** [[s:a message to fastmail.com was delivered at 07:10]].
- **Right now:** [[c:there is an ESTABLISHED SMTP connection to Gmail]] (e3).
- **Trigger:** [[u:most likely the SASL brute-force from 45.148.10.92 got an account compromised]], [[u:and your IP is probably on Spamhaus too]].

I'd check `postqueue -p` and look at what was sent overnight."""},

        {"q": "What TLS and size limits does main.cf set?", "ev": ["e5"],
         "a": """Relevant part of `/etc/postfix/main.cf` (e5):

```
message_size_limit = 52428800
[[c:smtpd_tls_security_level = encrypt]]
smtpd_tls_protocols = >=TLSv1.2
```

- [[s:Max message size is 52428800 bytes, i.e. 50 MiB]].
- [[c:Inbound TLS is mandatory]], [[s:outbound TLS is opportunistic (`smtp_tls_security_level = may`)]].
- [[s:Only TLS 1.2 and newer are accepted]] for incoming connections.
- [[s:Certificates come from Let's Encrypt under `/etc/letsencrypt/live/mail.example.net/`]].
- [[s:rspamd is hooked in as a milter on 127.0.0.1:11332]].
- [[c:Outgoing mail is relayed through a smarthost]].
- [[u:There are no other TLS settings anywhere in the file]]."""},

        {"q": "Which ports are open on lathe?", "ev": ["e3", "e2"],
         "a": """Listening sockets (e3):

| Port | Service | Bound to |
|---|---|---|
| 25, 465, 587 | [[s:Postfix]] | [[s:0.0.0.0]] |
| 993 | [[s:Dovecot (IMAPS)]] | 0.0.0.0 |
| 4190 | [[c:Postfix (ManageSieve)]] | 0.0.0.0 |
| 11334 | [[s:rspamd controller]] | [[c:0.0.0.0]] |
| 6379 | redis | [[s:127.0.0.1]] |

[[c:Plain IMAP on 143 is closed]], which is good. There are [[s:three IMAP sessions right now]], [[c:all from 198.51.100.23]]."""},

        {"q": "What got updated on lathe in the last two weeks?", "ev": ["e6", "e1"],
         "a": """Package history (e6):

- [[s:openssl → 3.0.7-28.el9_4 on March 5]]
- [[s:postfix 3.5.9-24.el9 → 3.5.9-24.el9_4.1 on the 10th]]
- [[s:a new kernel, 5.14.0-427.31.1.el9_4, was installed the same night]] — [[s:you're still running 427.22.1]] (e1), [[s:so a reboot is pending]]
- [[c:rspamd was downgraded from 3.9.1 to 3.8.4]] last night
- [[c:clamav-update was upgraded]] at the same time

[[c:That's 4 changes in total]]. [[u:The rspamd update is what restarted the service at 22:03]]."""},

        {"q": "Which postfix and dovecot versions are installed?", "ev": ["e1"],
         "a": """From the system snapshot (e1): [[t:postfix 3.5.9-24.el9]] and [[t:dovecot 2.3.16-11.el9]]; [[t:rspamd is at 3.8.4]]. [[s:The box runs AlmaLinux 9.4]] [[s:with kernel 5.14.0-427.22.1.el9_4]]. [[u:These are the latest builds in the AlmaLinux repos]]."""},

        {"q": "What's using the most memory on lathe, and how's the mail disk?", "ev": ["e8", "e7", "e1"],
         "a": """**Top memory users** (e8):
1. [[s:Two rspamd workers at ~412 MiB and ~398 MiB]]
2. [[s:redis-server at ~188 MiB]]
3. [[c:clamd at ~1.1 GiB]]
4. [[s:fail2ban-server (running as root) at ~100 MiB]]

[[c:Together rspamd uses about 1.5 GiB]] [[s:of the 7.5 GiB total]] (e1).

**Disk:** [[s:/var/vmail is ~70% full]] [[c:(about 151 GiB of 200 GiB)]]. [[u:Mailboxes grow by about 2 GB a month]], so no urgency."""},
    ],
}


# ---------------------------------------------------------------------------------------------------------
# trowel — backup box
# ---------------------------------------------------------------------------------------------------------
T = Clock("2026-03-17T09:05:00+11:00")

BORGMATIC = """
source_directories:
    - /home/kai
    - /etc
    - /var/lib/docker/volumes
repositories:
    - path: /srv/backup/borg/homelab
      label: local
exclude_patterns:
    - /home/kai/.cache
    - '*.pyc'
compression: zstd,6
archive_name_format: 'trowel-{now:%Y-%m-%dT%H:%M:%S}'
keep_daily: 7
keep_weekly: 4
keep_monthly: 6
lock_wait: 60
checks:
    - name: repository
      frequency: 2 weeks
    - name: archives
      frequency: 1 month
encryption_passphrase: "[REDACTED]"
"""

RESTIC_TIMER = """
[Unit]
Description=Nightly restic backup

[Timer]
OnCalendar=*-*-* 03:00:00
Persistent=true

[Install]
WantedBy=timers.target
"""

TROWEL_MEM = 16720412672


def rlog(t: str, msg: str, prio: str = "info") -> dict:
    return log_entry(f"2026-03-17T{t}+11:00", "restic-backup.service", prio, msg)


def blog(t: str, msg: str, prio: str = "info") -> dict:
    return log_entry(f"{t}+11:00", "borgmatic.service", prio, msg)


TROWEL = {
    "name": "trowel",
    "clock": T,
    "evidence": [
        item("e2", "linux_service_status", {"units": [
            unit("restic-backup.service", "inactive", "dead", ufs="static", desc="Restic backup of /home and /etc"),
            unit("restic-backup.timer", "active", "waiting", since="2026-03-10T08:00:41+11:00",
                 desc="Nightly restic backup"),
            unit("borgmatic.service", "failed", "failed", ufs="static", desc="borgmatic backup"),
            unit("borgmatic.timer", "active", "waiting", since="2026-03-10T08:00:41+11:00",
                 desc="Run borgmatic backup"),
            unit("rest-server.service", "active", "running", pid=911, since="2026-03-10T08:00:44+11:00",
                 desc="Restic REST server"),
            unit("smartd.service", "active", "running", pid=702, since="2026-03-10T08:00:39+11:00",
                 desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
            unit("ssh.service", "active", "running", pid=744, since="2026-03-10T08:00:40+11:00",
                 desc="OpenBSD Secure Shell server"),
        ]}, T, age=40),
        item("e3", "linux_recent_logs", {"source": "journal", "unit": "restic-backup.service", "entries": [
            rlog("03:00:01", "Starting restic-backup.service - Restic backup of /home and /etc..."),
            rlog("03:00:04", "using parent snapshot 4f2a9c1e"),
            rlog("03:41:16", "Files:         312 new,  1204 changed, 481230 unmodified"),
            rlog("03:41:16", "Dirs:           41 new,   388 changed, 52017 unmodified"),
            rlog("03:41:16", "Added to the repository: 2.914 GiB (2.188 GiB stored)"),
            rlog("03:41:16", "processed 482746 files, 611.378 GiB in 41:12"),
            rlog("03:41:16", "snapshot 9b8e7d6c saved"),
            rlog("03:41:20", "Applying Policy: keep 7 daily, 4 weekly, 12 monthly snapshots"),
            rlog("03:41:21", "remove 1 snapshots:"),
            rlog("03:41:24", "[0:02] 100.00%  1 / 1 files deleted"),
            rlog("03:41:25", "restic-backup.service: Deactivated successfully."),
            rlog("03:41:25", "Finished restic-backup.service - Restic backup of /home and /etc."),
            rlog("03:41:25", "restic-backup.service: Consumed 18min 4.211s CPU time."),
        ]}, T, age=45, args={"unit": "restic-backup.service", "since_minutes": 720}),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": "borgmatic.service", "entries": [
            blog("2026-03-16T02:30:04", "/srv/backup/borg/homelab: Creating archive"),
            blog("2026-03-16T02:47:51", "Archive name: trowel-2026-03-16T02:30:04"),
            blog("2026-03-16T02:47:51",
                 "This archive:                1.21 GB              1.19 GB             86.43 MB"),
            blog("2026-03-16T02:47:51",
                 "All archives:              412.35 GB            398.70 GB             98.71 GB"),
            blog("2026-03-16T02:48:30", "/srv/backup/borg/homelab: Pruning archives"),
            blog("2026-03-16T02:48:40", "borgmatic.service: Deactivated successfully."),
            blog("2026-03-17T02:30:03", "/srv/backup/borg/homelab: Creating archive"),
            blog("2026-03-17T02:31:04",
                 "Failed to create/acquire the lock /srv/backup/borg/homelab/lock.exclusive (timeout).", "err"),
            blog("2026-03-17T02:31:04", "Command 'borg create' returned non-zero exit status 2.", "err"),
            blog("2026-03-17T02:31:04", "/etc/borgmatic/config.yaml: An error occurred", "err"),
            blog("2026-03-17T02:31:05", "borgmatic.service: Main process exited, code=exited, status=1/FAILURE",
                 "notice"),
            blog("2026-03-17T02:31:05", "borgmatic.service: Failed with result 'exit-code'.", "warning"),
        ]}, T, age=45, args={"unit": "borgmatic.service", "since_minutes": 2880}),
        lines_read("e5", T, "/etc/borgmatic/config.yaml", BORGMATIC, age=60),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/sda2", "/", "ext4", 240055000000, 38400000000),
            fs("/dev/md0", "/srv/backup", "ext4", 7876609736704, 5911843211264)]}, T, age=30),
        lines_read("e7", T, "/etc/systemd/system/restic-backup.timer", RESTIC_TIMER, age=60),
        steady("e8", T, age=7200, hostname="trowel", os_name="Debian GNU/Linux", os_version="12",
               os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="AMD Opteron(tm) X3421 APU",
               cpu_cores=4, cpu_threads=4, memory_total_bytes=TROWEL_MEM,
               disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 240055000000},
                      {"device": "/dev/md0", "mountpoint": "/srv/backup", "fstype": "ext4",
                       "total_bytes": 7876609736704}],
               network_interfaces=[{"name": "eno1", "mac": "98:f2:b3:ee:41:0a", "addresses": ["192.168.10.30/24"],
                                    "is_up": True}],
               dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
               installed_packages={"restic": "0.14.0-1+b5", "borgbackup": "1.2.4-1", "borgmatic": "1.7.7-1",
                                   "mdadm": "4.2-5", "smartmontools": "7.3-pre1"},
               available_services=["restic-backup.service", "borgmatic.service", "rest-server.service",
                                   "smartd.service", "ssh.service"],
               users=[{"name": "kai", "uid": 1000, "gid": 1000, "home": "/home/kai", "shell": "/bin/bash"},
                      {"name": "borg", "uid": 1001, "gid": 1001, "home": "/srv/backup/borg", "shell": "/bin/sh"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["kai"]}], stale_sources=[]),
        item("e9", "linux_system_info", system_info(41.0, [2.10, 1.95, 1.80], 607500, "2026-03-10T08:00:00+11:00",
                                                    TROWEL_MEM, 9870000000, 2 * GiB, 0), T, age=1200),
        item("e10", "linux_processes", processes(1, TROWEL_MEM, [
            (4412, "borg", "kai", 38.0, int(1.2 * GiB), "2026-03-16T23:10:12+11:00",
             "/usr/bin/python3 /usr/bin/borg check --verify-data /srv/backup/borg/homelab")]), T, age=25,
             args={"name": "borg"}),
    ],
    "answers": [
        {"q": "Did last night's restic backup work?", "ev": ["e3", "e2"],
         "a": """Yes ✅ — [[s:the run finished successfully at 03:41]] (e3).

**Summary**
- **Duration:** [[s:41 min 12 s]]
- **Files:** [[s:312 new]], [[c:1,402 changed]], ~481k unmodified
- **Data added:** [[s:2.914 GiB]] ([[c:2.188 GB after compression]])
- **Snapshot:** [[s:`9b8e7d6c`]] (parent `4f2a9c1e`)

Afterwards [[s:the forget policy kept 7 daily, 4 weekly and 12 monthly snapshots]] and [[c:removed 2 old snapshots]]. [[s:The service is inactive again now]] (e2), as expected for a oneshot job. [[u:The repository itself is healthy]]."""},

        {"q": "Why did borgmatic fail last night?", "ev": ["e4", "e5", "e10", "e2"],
         "a": """**Cause: a lock timeout.**

At [[s:02:31]] borg reported [[s:`Failed to create/acquire the lock /srv/backup/borg/homelab/lock.exclusive (timeout)`]] (e4). [[s:borgmatic waits 60 s for the lock (`lock_wait: 60` in e5)]] — [[s:the run started at 02:30:03]].

The lock holder is [[s:a `borg check --verify-data` run]] [[s:by kai]], [[c:started yesterday around 21:10]] and [[s:still running]] (e10).

- [[s:`borgmatic.service` is now in the failed state]] (e2).
- [[s:The night before (March 16) the backup succeeded]], [[c:adding about 1.19 GB of deduplicated data]].
- [[u:The check was probably kicked off by hand over SSH]].

Once the check finishes, run `sudo systemctl start borgmatic.service` to catch up."""},

        {"q": "What retention does borgmatic use, and what does it back up?", "ev": ["e5", "e3"],
         "a": """From `/etc/borgmatic/config.yaml` (e5):

```yaml
keep_daily: 7
keep_weekly: 4
[[c:keep_monthly: 12]]
```

So [[s:7 daily]], [[s:4 weekly]] and [[c:12 monthly archives]] — [[c:the same retention as the restic job]] (e3).

- **Sources:** [[s:`/home/kai`, `/etc` and the Docker volumes]]; [[s:`~/.cache` is excluded]].
- **Compression:** [[s:zstd at level 6]].
- **Encryption:** [[u:repokey mode with the passphrase in the config]].
- **Checks:** [[s:repository every 2 weeks]], [[c:archives weekly]]."""},

        {"q": "How much space is left on the backup array?", "ev": ["e6", "e8"],
         "a": """`/srv/backup` (on [[s:`/dev/md0`]]) is [[s:75% full]]: [[s:about 5.9 TB used]] [[s:of 7.9 TB]], so [[c:roughly 1.2 TB free]]. In binary units [[s:that's ~7.2 TiB total]].

[[s:The root disk is a separate 240 GB ext4 filesystem]]. [[u:At ~3 GB per night you have years of room left]]."""},

        {"q": "When do the backups run on trowel?", "ev": ["e7", "e2", "e4"],
         "a": """- **restic:** [[s:the timer fires every day at 03:00]] ([[s:`OnCalendar=*-*-* 03:00:00`]]) [[s:with `Persistent=true`]], [[u:so a run missed while the box was off is caught up at the next boot]].
- **borgmatic:** [[c:runs nightly at 03:30]] (e4).
- [[s:Both timers are active and waiting]] (e2).
- [[c:The REST server for restic is stopped]], [[s:smartd is running]]."""},

        {"q": "Is trowel under load right now?", "ev": ["e9", "e8"],
         "a": """Per e9: [[t:the CPU is ~41% busy]] with [[t:a load of 2.10 / 1.95 / 1.80]] [[s:on a 4-core Opteron X3421]] (e8). [[t:Memory is about 41% used]] and [[t:swap is empty]]; [[t:it has been up for about a week]]. [[u:That load is the borg check]]."""},

        {"q": "Compare the restic and borg setups.", "ev": ["e3", "e4", "e5", "e7", "e8"],
         "a": """| | restic | borg |
|---|---|---|
| Version | [[s:0.14.0]] | [[c:1.4.0]] |
| Schedule | [[s:03:00 daily]] | [[s:02:30 daily]] |
| Last run | [[s:✅ OK]] | [[s:❌ failed (lock timeout)]] |

[[u:borgmatic 1.7.7 drives the borg side (e5)]]. [[s:restic's last run added more data than borg's last successful run]], and [[u:borg's dedup is better for this data set]]."""},
    ],
}


# ---------------------------------------------------------------------------------------------------------
# awl — developer laptop
# ---------------------------------------------------------------------------------------------------------
W = Clock("2026-03-18T14:50:00-07:00")

COMPOSE_DEV = """
services:
  postgres:
    image: postgres:15.6
    ports:
      - "127.0.0.1:5433:5432"
    environment:
      POSTGRES_USER: shop
      POSTGRES_PASSWORD: "[REDACTED]"
      POSTGRES_DB: shop_dev
    volumes:
      - pgdata:/var/lib/postgresql/data
  redis:
    image: redis:7.2.4
    command: ["redis-server", "--appendonly", "yes"]
    ports:
      - "127.0.0.1:6380:6379"
  mailpit:
    image: axllent/mailpit:v1.18
    ports:
      - "1025:1025"
      - "8025:8025"
  localstack:
    image: localstack/localstack:3.5
    profiles: ["aws"]
    environment:
      SERVICES: s3,sqs
    ports:
      - "127.0.0.1:4566:4566"
volumes:
  pgdata:
"""

AWL_MEM = 32915423232


def awl_procs(java_rss: int, fx_rss: int) -> list[tuple]:
    return [
        (5120, "java", "priya", 2.1, java_rss, "2026-03-18T09:12:40-07:00",
         "/usr/lib/jvm/java-21-openjdk/bin/java -Xmx2g org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10"),
        (3301, "firefox", "priya", 6.4, fx_rss, "2026-03-18T09:50:02-07:00", "/usr/lib64/firefox/firefox"),
        (4410, "code", "priya", 3.2, 980 * MiB, "2026-03-18T10:01:15-07:00",
         "/usr/share/code/code --type=renderer"),
        (6620, "node", "priya", 1.1, 640 * MiB, "2026-03-18T11:49:30-07:00",
         "node /home/priya/src/shop/web/node_modules/.bin/vite"),
        (2140, "gnome-shell", "priya", 1.8, 520 * MiB, "2026-03-18T09:48:12-07:00", "/usr/bin/gnome-shell"),
        (4388, "code", "priya", 0.7, 410 * MiB, "2026-03-18T10:01:12-07:00", "/usr/share/code/code"),
        (2011, "dockerd", "root", 0.3, 142 * MiB, "2026-03-18T09:47:55-07:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (7302, "postgres", "999", 0.1, 88 * MiB, "2026-03-18T11:48:21-07:00", "postgres"),
    ]


AWL = {
    "name": "awl",
    "clock": W,
    "evidence": [
        steady("e1", W, age=4000, hostname="awl", os_name="Fedora Linux", os_version="41", os_codename=None,
               kernel="6.12.9-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7840U w/ Radeon  780M Graphics",
               cpu_cores=8, cpu_threads=16, memory_total_bytes=AWL_MEM, package_manager="rpm",
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1022390444032},
                      {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4",
                       "total_bytes": 1023303680}],
               network_interfaces=[{"name": "wlp1s0", "mac": "f4:7b:09:3c:51:a8", "addresses": ["192.168.1.57/24"],
                                    "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
               installed_packages={"docker-ce": "3:27.5.0-1.fc41", "nodejs": "1:22.12.0-1.fc41",
                                   "code": "1.97.0-1738713539.el8", "poetry": "1.8.3-1.fc41"},
               available_services=["docker.service", "cups.service", "avahi-daemon.service"],
               users=[{"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/bin/zsh"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["priya"]},
                       {"name": "docker", "gid": 973, "members": ["priya"]}], stale_sources=[]),
        item("e2", "linux_containers", {"runtime": "docker", "containers": [
            box("3a1f7c9e2d05", "dev-postgres-1", "postgres:15.6", "running", "Up 3 hours",
                "2026-03-18T11:48:19-07:00", ["127.0.0.1:5433->5432/tcp"]),
            box("b82c4e1a9f73", "dev-redis-1", "redis:7.2.4", "running", "Up 3 hours",
                "2026-03-18T11:48:19-07:00", ["127.0.0.1:6380->6379/tcp"]),
            box("e4d19a7c3b62", "dev-mailpit-1", "axllent/mailpit:v1.18", "running", "Up 3 hours (healthy)",
                "2026-03-18T11:48:19-07:00", ["0.0.0.0:1025->1025/tcp", "0.0.0.0:8025->8025/tcp"]),
            box("0c5b8e2f7a41", "dev-localstack-1", "localstack/localstack:3.5", "exited", "Exited (0) 2 days ago",
                "2026-03-16T09:30:11-07:00", []),
            box("f1a2b3c4d5e6", "amazing_hopper", "ubuntu:22.04", "exited", "Exited (130) 3 weeks ago",
                "2026-02-24T16:05:44-08:00", []),
        ]}, W, age=30, args={"all": True}),
        lines_read("e3", W, "/home/priya/src/shop/compose.dev.yml", COMPOSE_DEV, age=60),
        item("e4", "linux_processes", processes(412, AWL_MEM, awl_procs(int(2.3 * GiB), int(1.45 * GiB))), W,
             age=25, args={"sort": "memory", "limit": 8}, complete=False),
        item("e5", "linux_system_info", system_info(22.7, [2.41, 2.05, 1.88], 18180, "2026-03-18T09:47:00-07:00",
                                                    AWL_MEM, 19120000000, 8 * GiB, 0), W, age=20),
        item("e6", "linux_package_history", {"events": [
            package_event("2026-03-12T10:02:11-07:00", "install", "kernel", None, "6.12.9-200.fc41"),
            package_event("2026-03-12T10:02:14-07:00", "upgrade", "docker-ce", "3:27.4.1-1.fc41", "3:27.5.0-1.fc41"),
            package_event("2026-03-14T18:40:03-07:00", "upgrade", "nodejs", "1:22.11.0-1.fc41", "1:22.12.0-1.fc41"),
            package_event("2026-03-17T09:20:45-07:00", "upgrade", "code", "1.96.4-1736991174.el8",
                          "1.97.0-1738713539.el8"),
            package_event("2026-03-17T09:21:02-07:00", "remove", "kernel", "6.12.6-200.fc41", None),
            package_event("2026-03-17T09:21:09-07:00", "install", "poetry", None, "1.8.3-1.fc41"),
        ]}, W, age=90, args={"since_days": 7}),
        item("e7", "linux_network_info", {
            "interfaces": [{"name": "wlp1s0", "mac": "f4:7b:09:3c:51:a8", "addresses": ["192.168.1.57/24"],
                            "is_up": True}],
            "listening": [listener(5433, "127.0.0.1", 2250, "docker-proxy"),
                          listener(6380, "127.0.0.1", 2262, "docker-proxy"),
                          listener(1025, "0.0.0.0", 2275, "docker-proxy"),
                          listener(8025, "0.0.0.0", 2281, "docker-proxy"),
                          listener(5173, "127.0.0.1", 6620, "node"),
                          listener(33211, "127.0.0.1", 5120, "java"),
                          listener(631, "127.0.0.1", 1190, "cupsd"),
                          listener(5353, "0.0.0.0", 880, "avahi-daemon", proto="udp")],
            "connections": [connection("127.0.0.1:50122", "127.0.0.1:5433", 5120, "java")]}, W, age=35),
        item("e8", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p3", "/", "btrfs", 1022390444032, 611400000000),
            fs("/dev/nvme0n1p3", "/home", "btrfs", 1022390444032, 611400000000),
            fs("/dev/nvme0n1p2", "/boot", "ext4", 1023303680, 402000000),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629145600, 20000000)]}, W, age=40),
        item("e9", "linux_processes", processes(405, AWL_MEM, awl_procs(int(3.1 * GiB), int(1.4 * GiB))), W,
             age=1500, args={"sort": "memory", "limit": 8}, complete=False),
    ],
    "answers": [
        {"q": "What dev containers do I have and what are they publishing?", "ev": ["e2", "e3"],
         "a": """Here's what Docker reports (e2), host → container:

| Container | Image | State | Ports |
|---|---|---|---|
| dev-postgres-1 | [[s:`postgres:15.6`]] | running, up 3 h | [[c:5432 → 5433]] |
| dev-redis-1 | `redis:7.2.4` | running | [[s:6380 → 6379 (localhost)]] |
| dev-mailpit-1 | `axllent/mailpit:v1.18` | [[s:running (healthy)]] | [[s:1025 and 8025 on all interfaces]] |
| dev-localstack-1 | `localstack/localstack:3.5` | [[s:exited (0) 2 days ago]] | [[s:4566 when up, per compose]] |

Notes:
- [[s:Postgres and Redis are only bound to 127.0.0.1]]; [[c:Mailpit is localhost-only as well]].
- [[s:localstack sits behind the `aws` profile in compose.dev.yml]] (e3), [[u:which is why it didn't come up with the rest today]].

There's also an old `amazing_hopper` (ubuntu:22.04) you can remove."""},

        {"q": "Why can't my app connect to postgres on localhost:5432?", "ev": ["e3", "e7", "e2"],
         "a": """Because the container isn't published on 5432. In `compose.dev.yml` (e3):

```yaml
    ports:
      - "127.0.0.1:5433:5432"
```

→ [[s:host port 5433 maps to 5432 inside the container]], [[s:and only on 127.0.0.1]]. The socket list (e7) confirms it: [[s:docker-proxy is listening on 127.0.0.1:5433]] and [[s:nothing at all is listening on 5432]]. [[s:A `java` process (PID 5120) already has a connection open to 5433]], so that part of the stack works.

Connection details: [[s:the database is `shop_dev`]], [[c:owned by the default `postgres` user]]. [[u:The container has been up for about 3 hours (e7)]]. [[u:You probably had a native PostgreSQL on 5432 before and the app config still points there]].

Fix: set `DATABASE_URL=postgres://shop:…@localhost:5433/shop_dev`."""},

        {"q": "What's using my RAM?", "ev": ["e4", "e5"],
         "a": """Top memory users (e4, sorted by RSS):

1. **Gradle daemon** (`java`, [[s:PID 5120]]) — [[s:~2.3 GiB]]
2. **Firefox** — [[c:~1.9 GiB]]
3. **VS Code renderer** — [[s:~980 MiB]]
4. **Vite dev server** (`node`) — [[s:~640 MiB]]

Overall [[s:12.8 GiB of 30.7 GiB is in use]] ([[s:~42%]]) and [[u:swap is untouched, per e4]]. [[c:Docker is the heaviest system service at ~1.1 GiB]]. [[s:412 processes are running]] in total. [[u:Gradle's heap is capped at 2 GB in gradle.properties]]."""},

        {"q": "What changed on my laptop this week?", "ev": ["e6", "e1"],
         "a": """Package changes (e6):

- [[s:docker-ce 27.4.1 → 27.5.0]] ([[s:March 12]])
- [[c:nodejs 22.12.0 → 22.11.0]] (Saturday)
- [[s:VS Code 1.96.4 → 1.97.0 yesterday]]
- [[s:kernel 6.12.9 installed]] and [[s:the old 6.12.6 removed]] — [[s:you're already booted into 6.12.9]] (e1)
- [[c:poetry was removed]]

[[c:7 changes in total]]. [[u:None of these need a reboot]]."""},

        {"q": "Which ports are open on awl?", "ev": ["e7"],
         "a": """Listening ports (e7):

5433: [[s:docker-proxy (postgres), localhost only]]
6380: [[s:docker-proxy (redis), localhost only]]
1025 / 8025: [[s:docker-proxy, all interfaces]]
5173: [[s:Vite (`node`, PID 6620) on 127.0.0.1]]
631: [[s:CUPS, loopback only]]
22: [[c:sshd on 0.0.0.0]]

[[c:Only two ports are reachable from the network — 1025 and 8025]]. [[s:A Java process (PID 5120) also listens on 127.0.0.1:33211]]."""},

        {"q": "Is the Gradle daemon still hogging memory?", "ev": ["e9", "e1"],
         "a": """Yes — in e9 [[t:the Gradle daemon (`java`, PID 5120) sits at about 3.1 GiB]], [[t:the largest process on the machine]], [[t:well ahead of Firefox at ~1.4 GiB]]. [[s:With 32 GB of RAM]] (e1) [[u:that's not critical yet]], but `./gradlew --stop` will free it."""},

        {"q": "How's my disk space?", "ev": ["e8", "e1"],
         "a": """| Mount | FS | Used | Size | Use% |
|---|---|---|---|---|
| `/` | [[s:btrfs]] | [[s:611 GB]] | [[c:952 GB]] | [[s:60%]] |
| `/boot` | [[s:ext4]] | [[s:~402 MB]] | [[s:1 GiB]] | [[c:49%]] |

[[s:You have about 411 GB free on the main volume]]. [[u:Most of it is Docker images]]."""},
    ],
}

MACHINES = [ANVIL, CHISEL, LATHE, TROWEL, AWL]
