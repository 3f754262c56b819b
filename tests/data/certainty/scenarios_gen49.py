"""49th generation (written blind by a helper who saw neither the wrapper nor any other generation's answers).

Style focus: answers the way gemma2-9b and mistral-nemo write them — compact "key: value" summaries, markdown
tables with status emoji, rankings and comparisons across several items ("twice as much as", "a quarter of
the RAM", "the oldest", "the newest"), claims about time (uptime, last boot, "started 3 hours ago", durations
between two log lines, package dates on the machine's own clock) and versions (kernels, packages, container
images, "newer than", "the latest"). Machines are named after islands.

crete — a Fedora 41 workstation in Athens (UTC+02:00) that also hosts rootless Podman containers (an Immich
stack, syncthing, a stopped Home Assistant and a killed Pi-hole). Evidence: steady state (kernel 6.12.11
running, kernel-core 6.12.13 installed), system info (up 3 d 5 h 12 min, booted 11 Feb 11:08 local),
`linux_containers` (podman, all, 7 containers), `linux_processes` by memory (cut at 8 of 412) and two weeks of
package history, whose times are local (the 6.12.13 kernel landed 12 Feb 22:47 +02:00, 20:47 UTC).

sicily — a Debian 12 home server in Rome (UTC+01:00) running Docker (Nextcloud, MariaDB, Redis, Jellyfin,
Vaultwarden, Caddy, a restarting uptime-kuma, an exited paperless). Evidence: a steady state whose `packages`
source is in `stale_sources` (so installed versions are stale), fresh system info, the container list, a disk
reading nine minutes old (stale), the journal of last night's restic backup (02:00:03 → 03:47:19) and all
service units (nmbd failed).

corsica — a four-node k3s cluster (UTC+01:00): `kubernetes_get` of nodes (corsica-w2 Unknown since 07:52Z,
corsica-w3 one minor release behind on v1.30.9+k3s1, w2 on a newer kernel), pods of the `shop` namespace
(8 pods; a crash-looping worker, an api pod OOMKilled 7 times, a web pod on the lost node), deployments and
events. Kubernetes times are UTC; answers speak in local time.

malta — an Ubuntu 22.04 API and PostgreSQL server kept in UTC. Evidence: steady state, system info eight
minutes old (stale), all service units (malta-worker failed), processes by memory (cut at 6 of 287), listening
sockets and connections, the malta-api journal for three hours (one worker SIGKILLed at 12:58:40, service
restarted 13:02:09–13:02:14) and a week of unattended upgrades (postgresql-14 upgraded on 13 Feb while the
server has run since 30 Jan).

rhodes — a Rocky Linux 9.5 GitLab CI runner in New York (UTC−05:00) with Docker. Evidence: steady state,
system info (load 22.4 rising, 32 threads on 16 cores), processes by CPU (cut at 7 of 641), running containers
only (three job containers and a registry mirror), disk usage, a disk I/O sample nearly seven minutes old
(stale) and two hours of gitlab-runner journal (job 884120 succeeded in 462 s, job 884131 failed after
1532 s).
"""

from _evidence import (GiB, Clock, box, fs, item, listener, connection, log_entry, package_event,
                       processes, steady, system_info, unit, user)


# ----------------------------------------------------------------------------------------------------------
# Kubernetes objects in the shape `kubectl get -o json` gives (the shared helpers lack labels, images and
# last states, which these answers talk about).

def knode(name: str, ready: str, version: str, created: str, kernel: str, runtime: str, roles: tuple = (),
          since: str = "2026-02-01T00:00:00Z", reason: str = "KubeletReady",
          message: str = "kubelet is posting ready status") -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    for role in roles:
        labels[f"node-role.kubernetes.io/{role}"] = "true"
    return {"kind": "Node", "apiVersion": "v1",
            "metadata": {"name": name, "labels": labels, "creationTimestamp": created},
            "status": {"conditions": [{"type": "Ready", "status": ready, "reason": reason, "message": message,
                                       "lastTransitionTime": since}],
                       "nodeInfo": {"kubeletVersion": version, "kubeProxyVersion": version,
                                    "osImage": "Ubuntu 24.04.1 LTS", "kernelVersion": kernel,
                                    "containerRuntimeVersion": runtime, "architecture": "amd64"}}}


def kpod(name: str, node_name: str, image: str, ready: bool, restarts: int, started: str | None,
         waiting: str | None = None, last: dict | None = None, owner: str = "ReplicaSet") -> dict:
    container = name.split("-")[0]
    state = {"waiting": {"reason": waiting, "message": f"back-off 5m0s restarting failed container={container}"}} \
        if waiting else {"running": {"startedAt": started}}
    status = {"name": container, "image": image, "ready": ready, "restartCount": restarts, "started": ready,
              "state": state}
    if last:
        status["lastState"] = {"terminated": last}
    owner_name = name.rsplit("-", 1)[0]
    return {"kind": "Pod", "apiVersion": "v1",
            "metadata": {"name": name, "namespace": "shop",
                         "ownerReferences": [{"kind": owner, "name": owner_name}]},
            "spec": {"nodeName": node_name, "containers": [{"name": container, "image": image}]},
            "status": {"phase": "Running", "startTime": started,
                       "conditions": [{"type": "Ready", "status": "True" if ready else "False"}],
                       "containerStatuses": [status]}}


def kdeploy(name: str, replicas: int, ready: int, image: str) -> dict:
    out = {"kind": "Deployment", "apiVersion": "apps/v1", "metadata": {"name": name, "namespace": "shop"},
           "spec": {"replicas": replicas, "template": {"spec": {"containers": [{"name": name, "image": image}]}}},
           "status": {"replicas": replicas, "updatedReplicas": replicas, "availableReplicas": ready}}
    if ready:
        out["status"]["readyReplicas"] = ready
    return out


def kevent(name: str, kind: str, obj: str, reason: str, message: str, first: str, last: str, count: int,
           etype: str = "Warning", source: str = "kubelet") -> dict:
    return {"kind": "Event", "apiVersion": "v1", "metadata": {"name": name, "namespace": "shop"},
            "involvedObject": {"kind": kind, "name": obj, "namespace": "shop"}, "reason": reason,
            "message": message, "type": etype, "count": count, "firstTimestamp": first, "lastTimestamp": last,
            "source": {"component": source}}


# ----------------------------------------------------------------------------------------------------------
# crete — Fedora 41 workstation with rootless podman, Europe/Athens (+02:00)

crete_clock = Clock("2026-02-14T16:20:00+02:00")
CRETE_MEM = 32_798_453_760

crete_evidence = [
    steady("e1", crete_clock, age=1500,
           hostname="crete", os_name="Fedora Linux", os_version="41 (Workstation Edition)", os_codename=None,
           kernel="6.12.11-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=CRETE_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904}],
           network_interfaces=[{"name": "enp5s0", "mac": "a8:a1:59:3c:11:e0", "addresses": ["192.168.1.40/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"kernel-core": "6.12.13-200.fc41", "podman": "5:5.3.2-1.fc41",
                               "buildah": "1.38.1-1.fc41", "firefox": "134.0.2-1.fc41",
                               "gnome-shell": "47.4-1.fc41", "toolbox": "0.1.1-1.fc41",
                               "flatpak": "1.15.12-1.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "sshd.service", "podman.socket"],
           users=[{"name": "nikos", "uid": 1000, "gid": 1000, "home": "/home/nikos", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["nikos"]}]),
    item("e2", "linux_system_info",
         system_info(7.5, [0.84, 0.92, 1.10], 277_880, "2026-02-11T11:08:00+02:00", CRETE_MEM, 20_508_803_072,
                     8 * GiB, 0), crete_clock, age=40),
    item("e3", "linux_containers", {"runtime": "podman", "containers": [
        box("5d2e8f0a91c3", "immich_server", "ghcr.io/immich-app/immich-server:v1.125.7", "running", "Up 2 days",
            "2026-02-12T07:41:08+00:00", ["0.0.0.0:2283->2283/tcp"]),
        box("8a41c7b2e6d0", "immich_machine_learning", "ghcr.io/immich-app/immich-machine-learning:v1.125.7",
            "running", "Up 2 days", "2026-02-12T07:41:08+00:00"),
        box("c3f9a0d84b17", "immich_postgres", "docker.io/tensorchord/pgvecto-rs:pg14-v0.2.0", "running",
            "Up 2 days", "2026-02-12T07:41:06+00:00"),
        box("0e7b6d35fa92", "immich_redis", "docker.io/valkey/valkey:8-bookworm", "running", "Up 2 days",
            "2026-02-12T07:41:06+00:00"),
        box("f18c2a6e7d44", "syncthing", "docker.io/syncthing/syncthing:1.29.2", "running", "Up 3 hours",
            "2026-02-14T11:04:58+00:00", ["0.0.0.0:8384->8384/tcp", "0.0.0.0:22000->22000/tcp"]),
        box("9b0d4e1c2f88", "homeassistant", "ghcr.io/home-assistant/home-assistant:2025.1.4", "exited",
            "Exited (0) 5 days ago", "2026-01-20T18:22:40+00:00", ["0.0.0.0:8123->8123/tcp"]),
        box("2c6a8f93e0b5", "pihole", "docker.io/pihole/pihole:2024.07.0", "exited", "Exited (137) 18 hours ago",
            "2025-11-02T10:15:00+00:00", ["0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
    ]}, crete_clock, age=30, args={"all": True}),
    item("e4", "linux_processes", processes(412, CRETE_MEM, [
        (4121, "firefox", "nikos", 6.2, 2_362_232_832, "2026-02-14T08:02:17+02:00", "/usr/lib64/firefox/firefox"),
        (98211, "gunicorn", "nikos", 0.4, 1_825_361_920, "2026-02-12T09:41:15+02:00",
         "/opt/venv/bin/python3 /opt/venv/bin/gunicorn immich_ml.main:app -k immich_ml.config.CustomUvicornWorker"),
        (98102, "node", "nikos", 1.1, 1_181_116_416, "2026-02-12T09:41:12+02:00", "immich"),
        (2304, "gnome-shell", "nikos", 2.8, 689_963_008, "2026-02-11T11:08:52+02:00", "/usr/bin/gnome-shell"),
        (98055, "postgres", "nikos", 0.2, 436_207_616, "2026-02-12T09:41:11+02:00", "postgres"),
        (5120, "code", "nikos", 1.5, 402_653_184, "2026-02-14T09:15:40+02:00", "/usr/share/code/code"),
        (151230, "syncthing", "nikos", 0.9, 125_829_120, "2026-02-14T13:05:03+02:00",
         "/bin/syncthing -home /var/syncthing/config"),
        (4410, "Isolated Web Co", "nikos", 0.7, 119_537_664, "2026-02-14T08:02:31+02:00",
         "/usr/lib64/firefox/firefox -contentproc -isForBrowser"),
    ]), crete_clock, age=25, args={"sort": "memory", "limit": 8}, complete=False),
    item("e5", "linux_package_history", {"source": "dnf history", "since": "2026-01-31T16:19:00+02:00", "events": [
        package_event("2026-02-03T19:12:44+02:00", "upgrade", "kernel-core", "6.12.9-200.fc41", "6.12.11-200.fc41"),
        package_event("2026-02-03T19:12:51+02:00", "upgrade", "firefox", "134.0-1.fc41", "134.0.2-1.fc41"),
        package_event("2026-02-09T08:30:05+02:00", "upgrade", "podman", "5:5.3.1-1.fc41", "5:5.3.2-1.fc41"),
        package_event("2026-02-09T08:30:07+02:00", "upgrade", "buildah", "1.38.0-1.fc41", "1.38.1-1.fc41"),
        package_event("2026-02-12T22:47:31+02:00", "upgrade", "kernel-core", "6.12.11-200.fc41", "6.12.13-200.fc41"),
        package_event("2026-02-12T22:47:38+02:00", "upgrade", "gnome-shell", "47.3-1.fc41", "47.4-1.fc41"),
        package_event("2026-02-12T22:47:42+02:00", "install", "toolbox", None, "0.1.1-1.fc41"),
    ]}, crete_clock, age=60, args={"since_days": 14}),
]

crete_answers = [
    {"q": "How long has crete been up, and am I on the newest kernel?", "ev": ["e1", "e2", "e5"],
     "a": "**Uptime & kernel on crete**\n\n"
          "- Uptime: [[s:3 days 5 hours]] ([[s:booted Wednesday Feb 11 at 11:08]])\n"
          "- Running kernel: [[s:`6.12.11-200.fc41`]]\n"
          "- Newest installed kernel: [[s:`6.12.13-200.fc41`]], [[s:pulled in on Feb 12 at 22:47]]\n"
          "- Reboot needed: ⚠️ [[s:yes — 6.12.13 isn't active yet]]\n\n"
          "That kernel update landed [[c:about 36 hours ago]]. The previous kernel update [[s:was on Feb 3]], "
          "[[c:which is also when you last rebooted]].\n\n"
          "If you want to switch now: `sudo systemctl reboot`."},
    {"q": "Which containers do I have and which one is the oldest?", "ev": ["e3"],
     "a": "Here's what podman reports:\n\n"
          "| Container | State |\n|---|---|\n"
          "| immich_server, immich_machine_learning, immich_postgres, immich_redis | [[s:✅ Up 2 days]] |\n"
          "| syncthing | [[s:✅ Up 3 hours]] |\n"
          "| homeassistant | [[c:❌ Exited (1)]] |\n"
          "| pihole | [[s:❌ Exited (137) 18 h ago]] |\n\n"
          "**Summary:** [[s:5 of 7 containers are running]]. The oldest one is [[c:`homeassistant`]] "
          "([[s:created Jan 20]]). The Immich cache [[c:runs on redis:6.2-alpine]]. "
          "[[u:Pi-hole was probably OOM-killed]]."},
    {"q": "What's using the most memory?", "ev": ["e4", "e2"],
     "a": "Top memory users right now (sorted by RSS):\n\n"
          "1. **firefox** — [[s:2.2 GiB]] ([[s:~7% of RAM]])\n"
          "2. **gunicorn** (Immich ML) — [[s:1.7 GiB]]\n"
          "3. **node** (Immich server) — [[c:1.4 GiB]]\n"
          "4. **gnome-shell** — [[c:~660 MB]]\n\n"
          "Firefox [[s:uses twice as much as the Immich server process]], and "
          "[[c:it alone accounts for about 19% of your total RAM]]. Overall [[s:11.4 GiB of 30.5 GiB is in use]], "
          "[[u:and nothing outside this list uses more than 100 MB]]. "
          "[[u:The Immich ML worker should shrink once the nightly face-detection job finishes]].\n\n"
          "Want me to check which Firefox tabs are the heaviest?"},
    {"q": "What did I update in the last two weeks?", "ev": ["e5"],
     "a": "**Package changes, last 14 days** — [[s:7 events]]\n\n"
          "- [[s:Feb 3]]: kernel-core [[s:6.12.9 → 6.12.11]], firefox [[c:134.0.1 → 134.0.2]]\n"
          "- [[s:Feb 9, 08:30]]: podman and buildah\n"
          "- [[c:Feb 12, 20:47]]: kernel-core [[s:→ 6.12.13]], gnome-shell, and "
          "[[s:toolbox was newly installed]]\n\n"
          "[[s:Nothing was removed]]. [[c:Podman was the most recent upgrade]], and "
          "[[c:two new packages were installed]] in that window."},
    {"q": "is syncthing up? when did it start?", "ev": ["e3", "e4"],
     "a": "Yes — the `syncthing` container [[s:is running]] ([[s:image syncthing/syncthing:1.29.2]]) and "
          "[[s:it came up a bit over three hours ago]], at [[c:11:05]] local time. "
          "[[s:It publishes 8384 for the web GUI]] and [[s:22000 for the sync protocol]]. Its process "
          "[[s:is using about 120 MiB]] — "
          "[[c:roughly a fifth of what the Immich server's node process takes]]. "
          "[[s:It's the newest of the running containers]], and [[u:1.29.2 is the current Syncthing release]], "
          "so there's nothing to update."},
    {"q": "Why did pihole stop?", "ev": ["e3"],
     "extra": [user("u1", "pihole died last night I think, around 10pm? DNS just stopped working", crete_clock,
                    age=90)],
     "a": "Pi-hole [[s:exited with code 137]] [[s:about 18 hours ago]], which puts it at "
          "[[s:around 22:00 yesterday]]. [[c:It's the only container that isn't running]], though. "
          "The image is [[s:pihole 2024.07.0]], [[u:which is a few releases behind]]. "
          "[[u:A 137 like this usually comes from the OOM killer]], but there's no log here to confirm it.\n\n"
          "You can bring it back with `podman start pihole`."},
    {"q": "Give me a quick overview of this machine", "ev": ["e1", "e2"],
     "a": "crete — quick overview\n\n"
                    "OS: [[s:Fedora Linux 41 (Workstation Edition)]]\n"
          "CPU: [[s:AMD Ryzen 7 7700X]] · [[s:8 cores / 16 threads]]\n"
          "RAM: [[s:32 GB]] · [[c:38% free]]\n"
                    "Load (1/5/15): [[s:0.84 / 0.92 / 1.10]] — [[s:easing off]]\n"
                    "Uptime: [[c:3 days 7 hours]]\n"
          "Podman: [[s:5.3.2]]"},
]


# ----------------------------------------------------------------------------------------------------------
# sicily — Debian 12 home server with Docker, Europe/Rome (+01:00)

sicily_clock = Clock("2026-02-14T21:45:00+01:00")
SICILY_MEM = 16_510_164_992

sicily_evidence = [
    steady("e1", sicily_clock, age=3600,
           hostname="sicily", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-30-amd64", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=SICILY_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 490_577_010_688},
                  {"device": "/dev/sda1", "mountpoint": "/srv/data", "fstype": "ext4",
                   "total_bytes": 3_936_818_806_784}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b9:02:5a", "addresses": ["192.168.0.20/24"],
                                "is_up": True}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1",
           installed_packages={"docker-ce": "5:27.5.1-1~debian.12~bookworm",
                               "docker-ce-cli": "5:27.5.1-1~debian.12~bookworm", "containerd.io": "1.7.25-1",
                               "docker-compose-plugin": "2.32.4-1~debian.12~bookworm",
                               "samba": "2:4.17.12+dfsg-0+deb12u1", "restic": "0.14.0-1+b5",
                               "openssh-server": "1:9.2p1-2+deb12u4"},
           available_services=["docker.service", "containerd.service", "smbd.service", "nmbd.service",
                               "ssh.service", "restic-backup.service"],
           users=[{"name": "giulia", "uid": 1000, "gid": 1000, "home": "/home/giulia", "shell": "/usr/bin/zsh"},
                  {"name": "marco", "uid": 1001, "gid": 1001, "home": "/home/marco", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["giulia"]},
                   {"name": "docker", "gid": 994, "members": ["giulia"]},
                   {"name": "sambashare", "gid": 998, "members": ["giulia", "marco"]}],
           stale_sources=["packages"]),
    item("e2", "linux_system_info",
         system_info(18.4, [1.92, 1.40, 1.05], 534_254, "2026-02-08T17:20:11+01:00", SICILY_MEM, 5_905_580_032,
                     2 * GiB, 402_653_184), sicily_clock, age=35),
    item("e3", "linux_containers", {"runtime": "docker", "containers": [
        box("a91f3c07d2e4", "nextcloud", "nextcloud:30.0.5-apache", "running", "Up 6 days",
            "2026-01-29T19:02:44+00:00", ["127.0.0.1:8080->80/tcp"]),
        box("3be08d5c41a7", "nextcloud-db", "mariadb:11.4.4", "running", "Up 6 days", "2026-01-29T19:02:40+00:00"),
        box("77c2e9a1f0b3", "nextcloud-redis", "redis:7.4.2-alpine", "running", "Up 6 days",
            "2026-01-29T19:02:40+00:00"),
        box("d40e6b8a2c19", "jellyfin", "jellyfin/jellyfin:10.10.5", "running", "Up 27 hours",
            "2026-02-13T17:38:12+00:00", ["0.0.0.0:8096->8096/tcp"]),
        box("5f19a7c3e8d2", "vaultwarden", "vaultwarden/server:1.33.0", "running", "Up 6 days (healthy)",
            "2025-12-07T10:11:30+00:00", ["127.0.0.1:8222->80/tcp"]),
        box("e2c84b0f6a35", "uptime-kuma", "louislam/uptime-kuma:1.23.16", "restarting",
            "Restarting (1) 40 seconds ago", "2026-01-05T20:44:09+00:00", ["0.0.0.0:3001->3001/tcp"]),
        box("1ad97e3b5c60", "caddy", "caddy:2.9.1-alpine", "running", "Up 6 days", "2026-01-29T19:05:12+00:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("6c3f0a82d9e1", "paperless", "ghcr.io/paperless-ngx/paperless-ngx:2.14.7", "exited",
            "Exited (0) 3 weeks ago", "2025-12-20T15:30:00+00:00", ["0.0.0.0:8000->8000/tcp"]),
    ]}, sicily_clock, age=45, args={"all": True}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 490_577_010_688, 141_733_920_768),
        fs("/dev/sda1", "/srv/data", "ext4", 3_936_818_806_784, 3_310_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_608_768, 6_160_384),
    ]}, sicily_clock, age=540),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": "restic-backup.service", "entries": [
        log_entry("2026-02-14T02:00:03+01:00", "restic-backup.service", "info",
                  "Starting restic-backup.service - Nightly restic backup of /srv/data..."),
        log_entry("2026-02-14T02:00:05+01:00", "restic-backup.service", "info", "using parent snapshot 4f1a9c2e"),
        log_entry("2026-02-14T03:46:58+01:00", "restic-backup.service", "info",
                  "Files:        1204 new,   388 changed, 219874 unmodified"),
        log_entry("2026-02-14T03:46:58+01:00", "restic-backup.service", "info",
                  "Added to the repository: 3.412 GiB (3.297 GiB stored)"),
        log_entry("2026-02-14T03:46:58+01:00", "restic-backup.service", "info",
                  "processed 221466 files, 2.781 TiB in 1:46:53"),
        log_entry("2026-02-14T03:47:01+01:00", "restic-backup.service", "info", "snapshot 9be03d71 saved"),
        log_entry("2026-02-14T03:47:19+01:00", "restic-backup.service", "info",
                  "restic-backup.service: Deactivated successfully."),
        log_entry("2026-02-14T03:47:19+01:00", "restic-backup.service", "info",
                  "Finished restic-backup.service - Nightly restic backup of /srv/data."),
        log_entry("2026-02-14T03:47:19+01:00", "restic-backup.service", "info",
                  "restic-backup.service: Consumed 38min 12.441s CPU time."),
    ]}, sicily_clock, age=50, args={"unit": "restic-backup.service", "since_minutes": 1440}),
    item("e6", "linux_service_status", {"units": [
        unit("docker.service", "active", "running", pid=812, since="2026-02-08T17:20:31+01:00",
             desc="Docker Application Container Engine"),
        unit("containerd.service", "active", "running", pid=640, since="2026-02-08T17:20:25+01:00",
             desc="containerd container runtime"),
        unit("smbd.service", "active", "running", pid=905, since="2026-02-08T17:20:33+01:00",
             desc="Samba SMB Daemon"),
        unit("nmbd.service", "failed", "failed", pid=None, since=None, desc="Samba NMB Daemon"),
        unit("ssh.service", "active", "running", pid=701, since="2026-02-08T17:20:24+01:00",
             desc="OpenBSD Secure Shell server"),
        unit("restic-backup.service", "inactive", "dead", ufs="static", desc="Nightly restic backup of /srv/data"),
        unit("restic-backup.timer", "active", "waiting", since="2026-02-08T17:20:12+01:00",
             desc="Nightly restic backup timer"),
    ]}, sicily_clock, age=40),
]

sicily_answers = [
    {"q": "What containers are running and on which versions?", "ev": ["e3"],
     "a": "| Container | Version | State |\n|---|---|---|\n"
                    "| nextcloud-redis | [[c:7.2.4]] | [[s:✅ Up 6 days]] |\n"
          "| uptime-kuma | [[s:1.23.16]] | [[c:✅ Up]] |\n"
          "| paperless | [[s:2.14.7]] | [[s:❌ Exited 3 weeks ago]] |\n\n"
          "[[s:6 of 8 are up]]; Jellyfin [[s:was recreated yesterday evening]], [[s:around 18:40]]. "
          "The database runs MariaDB [[s:11.4.4]], [[c:which is older than the 10.11 LTS line]], and "
          "[[u:uptime-kuma keeps crashing because its SQLite database is locked]]."},
    {"q": "How did last night's backup go? How long did it take?", "ev": ["e5"],
     "a": "**Last night's restic backup**\n\n"
          "- Started: [[s:02:00]]\n"
          "- Finished: [[s:03:47]]\n"
          "- Duration: [[c:1 h 52 min]]\n"
          "- Result: [[s:✅ snapshot 9be03d71 saved]]\n"
          "- Files: [[s:1,204 new]], [[c:338 changed]]\n"
          "- Added to repo: [[s:3.4 GiB]]\n"
          "- Scanned: [[s:2.78 TiB]] (≈ [[c:2.8 TB]])\n"
          "- Bottleneck: [[u:most of the run was spent waiting on the USB disk]]\n\n"
          "[[s:Under 1% of the files changed]] since the previous snapshot."},
    {"q": "How full are my disks?", "ev": ["e4", "e1"],
     "a": "Disk usage:\n\n"
          "- `/` — [[t:132 GiB used of 457 GiB]] ([[t:29%]])\n"
          "- `/srv/data` — [[t:84% full]], [[t:about 625 GB free]] on [[s:the 4 TB drive]]\n"
          "- `/boot/efi` — [[t:almost empty]] ([[t:6 MB of 512 MB]])\n\n"
          "[[u:At the rate the backups grow, /srv/data will be full in about two months]]. "
          "Run `df -h` again if you want a fresh number."},
    {"q": "Is Samba working? And what's the deal with nmbd?", "ev": ["e6", "e1"],
     "a": "`smbd` [[s:is active and running]] [[s:since the last boot (Sunday 17:20)]], but `nmbd` "
          "[[s:has failed]] ❌ — [[u:most likely it started before the network was up]]. "
          "[[s:Both giulia and marco are in `sambashare`]], and [[c:marco is also in the `docker` group]]. "
          "SSH [[s:is running too]] ([[c:PID 905]]). The backup timer [[s:is waiting]]; "
          "[[u:its next run is tonight at 02:00]].\n\n"
          "Try `sudo systemctl restart nmbd` and check `journalctl -u nmbd -b`."},
    {"q": "uptime and load?", "ev": ["e2", "e1", "e3"],
     "a": "- Uptime: [[s:6 days 4 hours]] (booted [[c:Sunday at 16:20]])\n"
          "- Load: [[s:1.92 / 1.40 / 1.05]] — [[c:coming down]]\n"
                    "- RAM: [[s:9.9 GiB used of 15.4 GiB]] ([[s:64%]])\n"
          "- Swap: [[c:384 MB used]]\n"
          "- Longest-running container: [[c:jellyfin]]"},
    {"q": "Which Docker version do I have? Is it the latest?", "ev": ["e1"],
     "a": "You're on **Docker [[t:27.5.1]]** (`docker-ce` [[t:5:27.5.1-1~debian.12~bookworm]]), with "
          "[[t:containerd 1.7.25]] and [[t:Compose v2.32.4]] — [[u:that's the current stable release]]. "
          "The OS is [[s:Debian 12 (bookworm)]] on kernel [[s:6.1.0-30-amd64]]. restic is [[t:0.14.0]], "
          "[[u:which is quite old — 0.17 is out]]."},
    {"q": "Who can use docker on sicily?", "ev": ["e1"],
     "a": "[[s:Only giulia]] can talk to the Docker daemon — [[s:she's the sole member of the `docker` group]]. "
          "marco ([[c:uid 1002]]) [[s:is in `sambashare`]] [[s:but not in `docker`]] [[s:or `sudo`]]. "
          "[[c:Both accounts use zsh]] as their shell."},
]


# ----------------------------------------------------------------------------------------------------------
# corsica — k3s cluster, Europe/Paris (+01:00); Kubernetes times are UTC

corsica_clock = Clock("2026-02-14T10:05:00+01:00")
REG = "registry.corsica.lan/shop"

corsica_evidence = [
    item("e1", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        knode("corsica-cp1", "True", "v1.31.5+k3s1", "2025-06-02T08:14:22Z", "6.8.0-51-generic",
              "containerd://1.7.23-k3s2", roles=("control-plane", "master")),
        knode("corsica-w1", "True", "v1.31.5+k3s1", "2025-06-02T08:31:05Z", "6.8.0-51-generic",
              "containerd://1.7.23-k3s2"),
        knode("corsica-w2", "Unknown", "v1.31.5+k3s1", "2025-09-14T16:02:48Z", "6.8.0-52-generic",
              "containerd://1.7.23-k3s2", since="2026-02-14T07:52:10Z", reason="NodeStatusUnknown",
              message="Kubelet stopped posting node status."),
        knode("corsica-w3", "True", "v1.30.9+k3s1", "2026-01-21T10:47:13Z", "6.8.0-51-generic",
              "containerd://1.7.22-k3s1"),
    ]}, corsica_clock, age=30, args={"resource": "nodes"}),
    item("e2", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        kpod("web-7c9d8f6b5d-2xkqp", "corsica-w1", f"{REG}/web:2.8.1", True, 0, "2026-02-13T22:10:05Z"),
        kpod("web-7c9d8f6b5d-h8lzn", "corsica-w3", f"{REG}/web:2.8.1", True, 0, "2026-02-13T22:10:09Z"),
        kpod("web-7c9d8f6b5d-qm4tr", "corsica-w2", f"{REG}/web:2.8.1", False, 0, "2026-02-13T22:10:07Z"),
        kpod("api-5f6b7c8d9-jk2lm", "corsica-w1", f"{REG}/api:2.9.0", True, 7, "2026-02-14T08:41:37Z",
             last={"reason": "OOMKilled", "exitCode": 137, "finishedAt": "2026-02-14T08:41:35Z"}),
        kpod("api-5f6b7c8d9-zx9vb", "corsica-w3", f"{REG}/api:2.9.0", True, 0, "2026-02-13T22:11:02Z"),
        kpod("worker-6d8f9b7c4-p5n2w", "corsica-w1", f"{REG}/worker:2.9.0", False, 23, None,
             waiting="CrashLoopBackOff",
             last={"reason": "Error", "exitCode": 1, "finishedAt": "2026-02-14T09:03:10Z"}),
        kpod("redis-0", "corsica-w3", "redis:7.2.7", True, 0, "2026-02-01T12:20:44Z", owner="StatefulSet"),
        kpod("postgres-0", "corsica-w1", "postgres:16.6", True, 1, "2026-02-10T03:12:19Z", owner="StatefulSet"),
    ]}, corsica_clock, age=40, args={"resource": "pods", "namespace": "shop"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        kdeploy("web", 3, 2, f"{REG}/web:2.8.1"),
        kdeploy("api", 2, 2, f"{REG}/api:2.9.0"),
        kdeploy("worker", 1, 0, f"{REG}/worker:2.9.0"),
    ]}, corsica_clock, age=40, args={"resource": "deployments", "namespace": "shop"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        kevent("worker-6d8f9b7c4-p5n2w.18a3f", "Pod", "worker-6d8f9b7c4-p5n2w", "BackOff",
               "Back-off restarting failed container worker in pod worker-6d8f9b7c4-p5n2w_shop",
               "2026-02-14T01:20:11Z", "2026-02-14T09:03:12Z", 104),
        kevent("web-7c9d8f6b5d-qm4tr.18a41", "Pod", "web-7c9d8f6b5d-qm4tr", "NodeNotReady", "Node is not ready",
               "2026-02-14T07:52:31Z", "2026-02-14T07:52:31Z", 1, source="node-controller"),
        kevent("api-5f6b7c8d9-jk2lm.18a44", "Pod", "api-5f6b7c8d9-jk2lm", "Pulled",
               f'Container image "{REG}/api:2.9.0" already present on machine',
               "2026-02-14T01:02:50Z", "2026-02-14T08:41:36Z", 8, etype="Normal"),
    ]}, corsica_clock, age=40, args={"resource": "events", "namespace": "shop"}),
]

corsica_answers = [
    {"q": "Are all my nodes healthy and on the same version?", "ev": ["e1"],
     "a": "| Node | Status |\n|---|---|\n"
          "| corsica-cp1 (control plane) | [[s:✅ Ready]] |\n"
          "| corsica-w1 | [[s:✅ Ready]] |\n"
          "| corsica-w2 | [[c:✅ Ready]] |\n"
          "| corsica-w3 | [[s:✅ Ready]] |\n\n"
          "**[[c:4/4 nodes Ready]]**. Versions aren't uniform: [[s:w3 is one minor release behind]] "
          "(v1.30.9 vs v1.31.5) — [[c:the control plane is older than w3]], which is backwards from the usual "
          "upgrade order. [[c:All four run the same kernel]], and [[s:w3 joined most recently, on Jan 21]]."},
    {"q": "What's wrong in the shop namespace?", "ev": ["e2", "e3", "e4"],
     "a": "**Issues in `shop`:**\n\n"
          "1. `worker-6d8f9b7c4-p5n2w` — [[s:CrashLoopBackOff]], [[s:23 restarts]]; "
          "[[u:it looks like it can't reach the database]].\n"
          "2. `api-5f6b7c8d9-jk2lm` — [[s:last restart was an OOMKill]]; [[s:up again since 09:41]] "
          "([[c:about an hour ago]]).\n"
          "3. `web-7c9d8f6b5d-qm4tr` — [[s:not ready]], [[s:because its node corsica-w2 is not ready]].\n\n"
          "Deployments: web [[s:2/3]] · worker [[c:1/1]]\n\n"
          "The worker [[s:has restarted roughly three times as often as the api pod]]. "
          "[[c:The BackOff warnings only started around 09:00]]."},
    {"q": "Which pod has been running the longest?", "ev": ["e2"],
     "a": "Longest-running pods in `shop`:\n\n"
          "1. [[s:redis-0]] — [[s:up since Feb 1]]\n"
          "2. postgres-0 — [[c:since Feb 11]], [[c:never restarted]]\n"
          "3. the web pods and api-5f6b7c8d9-zx9vb — [[s:since about 23:10 last night]]\n\n"
          "The youngest is [[s:api-5f6b7c8d9-jk2lm, which came back at 09:41]]. "
          "[[s:redis-0 has no restarts at all]]."},
    {"q": "What image versions are deployed? Which is newest?", "ev": ["e2"],
     "a": "Images in use:\n\n"
          "- web → [[s:2.8.1]]\n"
          "- api → [[s:2.9.0]]\n"
          "- worker → [[s:2.9.0]]\n"
          "- redis → [[c:7.4.2]]\n"
          "- postgres → [[s:16.6]]\n\n"
          "[[c:web is on the newest app version]]; [[s:api and worker share the same tag]]. "
          "[[u:2.9.0 is the release that fixed the api memory leak]]."},
    {"q": "how are the pods spread over the nodes?", "ev": ["e2", "e1"],
     "a": "Pods per node (shop namespace):\n\n"
          "- corsica-w1: [[s:4]]\n"
          "- corsica-w3: [[c:2]]\n"
          "- corsica-w2: [[s:1]]\n"
          "- corsica-cp1: [[s:0]]\n\n"
          "So w1 [[s:carries half of the namespace's 8 pods]] and [[c:runs twice as many as w3]]. "
          "[[c:All of them are Ready except the worker]]."},
    {"q": "When did corsica-w2 go down?", "ev": ["e4", "e1"],
     "a": "corsica-w2 [[s:stopped reporting at 08:52 this morning]] (local time) — that's "
          "[[c:a bit over two hours ago]]. [[s:The kubelet stopped posting node status]], "
          "[[u:probably a power or network problem on that box]]. Meanwhile the worker's BackOff event "
          "[[s:has fired 104 times]], [[s:most recently at 10:03]].\n\n"
          "`kubectl describe node corsica-w2` will show the conditions in detail."},
    {"q": "Should I upgrade corsica-w3? Is k3s up to date?", "ev": ["e1"],
     "a": "corsica-w3 runs [[s:v1.30.9+k3s1]] while [[s:the other three nodes are on v1.31.5+k3s1]]. "
          "[[u:v1.31.5 is the latest k3s release]], and [[u:1.30 goes end-of-life this month]]. Its containerd is "
          "[[c:1.7.23-k3s2, the same as the others]]. [[u:You can upgrade it without draining — nothing critical "
          "runs there]].\n\n"
          "The usual route is the system-upgrade-controller, or re-running the install script with "
          "`INSTALL_K3S_VERSION=v1.31.5+k3s1` on that node."},
]


# ----------------------------------------------------------------------------------------------------------
# malta — Ubuntu 22.04 API + PostgreSQL server, UTC

malta_clock = Clock("2026-02-14T14:30:00+00:00")
MALTA_MEM = 67_271_176_192
API_CMD = ("/srv/malta-api/venv/bin/python3 /srv/malta-api/venv/bin/gunicorn malta.wsgi:application "
           "--bind 127.0.0.1:8000 --workers 2")

malta_evidence = [
    steady("e1", malta_clock, age=1200,
           hostname="malta", os_name="Ubuntu", os_version="22.04.5 LTS", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=MALTA_MEM,
           disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 958_852_349_952}],
           network_interfaces=[{"name": "ens3", "mac": "52:54:00:6e:1a:03", "addresses": ["10.20.0.5/24"],
                                "is_up": True},
                               {"name": "ens4", "mac": "52:54:00:6e:1a:04", "addresses": ["198.51.100.20/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="198.51.100.1",
           installed_packages={"postgresql-14": "14.15-0ubuntu0.22.04.1", "nginx": "1.18.0-6ubuntu14.5",
                               "openssl": "3.0.2-0ubuntu1.19", "libssl3": "3.0.2-0ubuntu1.19",
                               "redis-server": "5:6.0.16-1ubuntu1", "python3.10": "3.10.12-1~22.04.7"},
           available_services=["postgresql@14-main.service", "nginx.service", "redis-server.service",
                               "malta-api.service", "malta-worker.service", "ssh.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}]),
    item("e2", "linux_system_info",
         system_info(14.0, [2.1, 1.8, 1.7], 1_332_570, "2026-01-30T04:12:30+00:00", MALTA_MEM, 44_023_414_784,
                     4 * GiB, 0), malta_clock, age=480),
    item("e3", "linux_service_status", {"units": [
        unit("postgresql@14-main.service", "active", "running", pid=1187, since="2026-01-30T04:12:55+00:00",
             desc="PostgreSQL Cluster 14-main"),
        unit("redis-server.service", "active", "running", pid=1120, since="2026-01-30T04:12:50+00:00",
             desc="Advanced key-value store"),
        unit("nginx.service", "active", "running", pid=1302, since="2026-02-12T06:25:36+00:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("malta-api.service", "active", "running", pid=884213, since="2026-02-14T13:02:14+00:00",
             desc="Malta REST API"),
        unit("malta-worker.service", "failed", "failed", pid=None, since=None, desc="Malta background worker"),
        unit("ssh.service", "active", "running", pid=980, since="2026-01-30T04:12:41+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("prometheus-node-exporter.service", "active", "running", pid=1044,
             since="2026-01-30T04:12:44+00:00", desc="Prometheus exporter for machine metrics"),
    ]}, malta_clock, age=30),
    item("e4", "linux_processes", processes(287, MALTA_MEM, [
        (1187, "postgres", "postgres", 0.8, 4_402_341_888, "2026-01-30T04:12:55+00:00",
         "/usr/lib/postgresql/14/bin/postgres -D /var/lib/postgresql/14/main "
         "-c config_file=/etc/postgresql/14/main/postgresql.conf"),
        (902311, "postgres", "postgres", 3.1, 2_469_606_400, "2026-02-14T09:15:02+00:00",
         "postgres: 14/main: api malta_prod 10.20.0.15(51422) idle"),
        (884230, "gunicorn", "www-data", 12.5, 2_040_109_568, "2026-02-14T13:02:15+00:00", API_CMD),
        (884231, "gunicorn", "www-data", 9.8, 1_825_361_920, "2026-02-14T13:02:15+00:00", API_CMD),
        (1120, "redis-server", "redis", 0.6, 1_503_238_656, "2026-01-30T04:12:50+00:00",
         "/usr/bin/redis-server 127.0.0.1:6379"),
        (884213, "gunicorn", "www-data", 0.0, 109_051_904, "2026-02-14T13:02:14+00:00", API_CMD),
    ]), malta_clock, age=20, args={"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "52:54:00:6e:1a:03", "addresses": ["10.20.0.5/24"], "is_up": True},
                       {"name": "ens4", "mac": "52:54:00:6e:1a:04", "addresses": ["198.51.100.20/24"],
                        "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 980, "sshd"), listener(80, "0.0.0.0", 1302, "nginx"),
                      listener(443, "0.0.0.0", 1302, "nginx"), listener(5432, "127.0.0.1", 1187, "postgres"),
                      listener(5432, "10.20.0.5", 1187, "postgres"),
                      listener(6379, "127.0.0.1", 1120, "redis-server"),
                      listener(8000, "127.0.0.1", 884213, "gunicorn"),
                      listener(9100, "0.0.0.0", 1044, "node_exporter")],
        "connections": [connection("10.20.0.5:5432", "10.20.0.15:51422", 902311, "postgres"),
                        connection("10.20.0.5:5432", "10.20.0.16:40110", 902355, "postgres"),
                        connection("198.51.100.20:22", "203.0.113.44:52210", 912001, "sshd"),
                        connection("127.0.0.1:41822", "127.0.0.1:8000", 1305, "nginx"),
                        connection("127.0.0.1:8000", "127.0.0.1:41822", 884230, "gunicorn")],
    }, malta_clock, age=25),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "malta-api.service", "entries": [
        log_entry("2026-02-14T12:58:40+00:00", "malta-api.service", "err",
                  "[870105] [ERROR] Worker (pid:870112) was sent SIGKILL! Perhaps out of memory?"),
        log_entry("2026-02-14T12:58:41+00:00", "malta-api.service", "info",
                  "[870105] [INFO] Booting worker with pid: 884001"),
        log_entry("2026-02-14T13:02:09+00:00", "malta-api.service", "info",
                  "Stopping malta-api.service - Malta REST API..."),
        log_entry("2026-02-14T13:02:12+00:00", "malta-api.service", "info",
                  "malta-api.service: Deactivated successfully."),
        log_entry("2026-02-14T13:02:12+00:00", "malta-api.service", "info", "Stopped malta-api.service - Malta REST API."),
        log_entry("2026-02-14T13:02:14+00:00", "malta-api.service", "info", "Started malta-api.service - Malta REST API."),
        log_entry("2026-02-14T13:02:15+00:00", "malta-api.service", "info",
                  "[884213] [INFO] Listening at: http://127.0.0.1:8000 (884213)"),
        log_entry("2026-02-14T13:02:15+00:00", "malta-api.service", "info",
                  "[884213] [INFO] Booting worker with pid: 884230"),
        log_entry("2026-02-14T13:02:15+00:00", "malta-api.service", "info",
                  "[884213] [INFO] Booting worker with pid: 884231"),
        log_entry("2026-02-14T14:11:52+00:00", "malta-api.service", "warning",
                  "[884230] [WARNING] slow request: GET /v2/reports/export took 31.2s"),
    ]}, malta_clock, age=30, args={"unit": "malta-api.service", "since_minutes": 180}),
    item("e7", "linux_package_history", {"source": "/var/log/apt/history.log", "since": "2026-02-07T14:29:00+00:00",
                                         "events": [
        package_event("2026-02-10T06:24:55+00:00", "upgrade", "libssl3", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        package_event("2026-02-10T06:24:57+00:00", "upgrade", "openssl", "3.0.2-0ubuntu1.18", "3.0.2-0ubuntu1.19"),
        package_event("2026-02-12T06:25:31+00:00", "upgrade", "nginx", "1.18.0-6ubuntu14.4", "1.18.0-6ubuntu14.5"),
        package_event("2026-02-12T06:25:33+00:00", "upgrade", "nginx-common", "1.18.0-6ubuntu14.4",
                      "1.18.0-6ubuntu14.5"),
        package_event("2026-02-13T06:31:02+00:00", "upgrade", "postgresql-14", "14.13-0ubuntu0.22.04.1",
                      "14.15-0ubuntu0.22.04.1"),
        package_event("2026-02-13T06:31:04+00:00", "upgrade", "postgresql-client-14", "14.13-0ubuntu0.22.04.1",
                      "14.15-0ubuntu0.22.04.1"),
    ]}, malta_clock, age=60, args={"since_days": 7}),
]

malta_answers = [
    {"q": "What's eating the memory on malta?", "ev": ["e4", "e1"],
     "a": "| # | Process | RSS |\n|---|---|---|\n"
          "| 1 | postgres (main) | [[s:4.1 GiB]] |\n"
          "| 2 | postgres (api backend) | [[s:2.3 GiB]] |\n"
          "| 3 | gunicorn worker | [[s:1.9 GiB]] |\n"
          "| 4 | gunicorn worker | [[s:1.7 GiB]] |\n"
          "| 5 | redis-server | [[c:1.1 GiB]] |\n\n"
          "The heavier API worker is [[c:PID 884213]]. "
          "PostgreSQL [[s:takes about 6.4 GiB across the two processes shown]], "
          "[[c:roughly a quarter of the machine's 64 GB]]. The two API workers [[s:add up to ~3.6 GiB]]. "
          "[[u:Nothing else on the box is above 100 MB]]."},
    {"q": "Why did the API restart at lunchtime?", "ev": ["e6", "e3"],
     "extra": [user("u1", "nobody touched the API today as far as I know, why did it restart around 1pm?",
                    malta_clock, age=120)],
     "a": "Here's the timeline from the journal (UTC):\n\n"
          "- **[[s:12:58:40]]** — [[s:gunicorn reports worker 870112 was sent SIGKILL]]\n"
                    "- **[[s:13:02:09]]** — [[s:systemd stopped the service]]\n"
          "- **[[s:13:02:14]]** — [[s:started again]], [[s:new master PID 884213]]\n\n"
          "So the restart came [[c:about 6 minutes after the kill]], and the service "
          "[[s:has been up for roughly an hour and a half since]]. "
          "[[u:Since nobody restarted it by hand, it was probably a watchdog script]] — "
          "[[c:this was the second OOM kill in the last three hours]]."},
    {"q": "What's listening on malta, and is Postgres exposed?", "ev": ["e5", "e1"],
     "a": "**Listening on malta:**\n\n"
          "- `22/tcp` — sshd, [[s:all interfaces]]\n"
          "- `80` / `443` — [[s:nginx]] ([[u:running 1.18.0, per e5]])\n"
          "- `5432` — PostgreSQL on [[s:127.0.0.1]] and [[s:10.20.0.5]] → "
          "[[s:not bound to the public 198.51.100.20]]\n"
                    "- `8000` — gunicorn on [[c:0.0.0.0]]\n"
          "- `9100` — node_exporter, [[s:open on all interfaces]]\n\n"
          "[[c:Only nginx is reachable from outside]]. There are [[c:3 database connections]] from the app "
          "servers, and [[s:one SSH session from 203.0.113.44]]."},
    {"q": "What got updated this week, and does anything need a restart?", "ev": ["e7", "e3"],
     "a": "openssl/libssl3: [[s:1.18 → 1.19]] ([[s:Feb 10]])\n"
          "nginx: [[s:14.4 → 14.5]] ([[c:Feb 11]])\n"
          "postgresql-14: [[c:14.15 → 14.13]] ([[s:Feb 13, 06:31]])\n"
          "\n"
          "Needs a restart?\n"
          "✅ nginx — [[s:restarted right after its upgrade]]\n"
          "❌ PostgreSQL — [[s:running since Jan 30]], so [[s:it's still on the old binaries]]\n"
          "❌ [[c:redis-server was also upgraded this week]] and needs a restart\n\n"
          "`sudo systemctl restart postgresql@14-main` during a quiet window would pick up 14.15."},
    {"q": "quick summary of malta please", "ev": ["e1", "e2"],
     "a": "**malta**\n"
          "- OS: [[s:Ubuntu 22.04.5 LTS (jammy)]]\n"
          "- Kernel: [[s:5.15.0-131-generic]]\n"
          "- CPU: [[s:Xeon E-2236]], [[c:8 cores]] / [[s:12 threads]]\n"
          "- RAM: [[s:64 GB]], [[t:~35% in use]]\n"
          "- Uptime: [[t:15 days]]\n"
          "- Load: [[t:2.1]] ([[t:slightly up from 1.7]] over 15 min)"},
    {"q": "Is the worker service ok?", "ev": ["e3"],
     "a": "`malta-worker.service` [[s:has failed]] ❌, while [[c:malta-api is down as well]]. "
          "[[s:PostgreSQL, redis and nginx are all active]]; [[s:redis has been up since Jan 30]]. "
          "[[u:The worker most likely died when it lost its database connection]] — "
          "`journalctl -u malta-worker -n 50` would show why."},
]


# ----------------------------------------------------------------------------------------------------------
# rhodes — Rocky Linux 9.5 GitLab CI runner with Docker, America/New_York (-05:00)

rhodes_clock = Clock("2026-02-14T08:40:00-05:00")
RHODES_MEM = 135_009_755_136

rhodes_evidence = [
    steady("e1", rhodes_clock, age=2400,
           hostname="rhodes", os_name="Rocky Linux", os_version="9.5", os_codename="Blue Onyx",
           kernel="5.14.0-503.22.1.el9_5.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=RHODES_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 480_036_700_160},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
                   "total_bytes": 1_919_850_381_312}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:42:7a:10", "addresses": ["10.8.4.21/22"],
                                "is_up": True}],
           dns_servers=["10.8.0.2"], default_gateway="10.8.4.1", package_manager="rpm",
           installed_packages={"docker-ce": "3:27.5.1-1.el9", "docker-ce-cli": "1:27.5.1-1.el9",
                               "containerd.io": "1.7.25-3.1.el9", "gitlab-runner": "17.8.3-1",
                               "git": "2.43.5-2.el9_5", "kernel": "5.14.0-503.22.1.el9_5"},
           available_services=["docker.service", "containerd.service", "gitlab-runner.service", "sshd.service"],
           users=[{"name": "gitlab-runner", "uid": 991, "gid": 988, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "docker", "gid": 990, "members": ["gitlab-runner"]}]),
    item("e2", "linux_system_info",
         system_info(24.8, [22.4, 18.9, 12.7], 438_234, "2026-02-09T06:55:41-05:00", RHODES_MEM, 88_046_829_568,
                     8 * GiB, 0), rhodes_clock, age=25),
    item("e3", "linux_processes", processes(641, RHODES_MEM, [
        (409822, "rustc", "root", 388.0, 2_254_857_728, "2026-02-14T08:31:05-05:00",
         "rustc --crate-name shop_core --edition=2021 src/lib.rs --crate-type lib"),
        (412001, "cc1plus", "root", 99.8, 325_058_560, "2026-02-14T08:36:12-05:00",
         "/usr/local/libexec/gcc/x86_64-linux-gnu/14.2.0/cc1plus -quiet src/engine/render.cpp"),
        (412019, "cc1plus", "root", 99.5, 293_601_280, "2026-02-14T08:36:40-05:00",
         "/usr/local/libexec/gcc/x86_64-linux-gnu/14.2.0/cc1plus -quiet src/engine/physics.cpp"),
        (410500, "node", "root", 97.1, 1_395_864_576, "2026-02-14T08:33:50-05:00",
         "node /builds/shop/web/node_modules/.bin/jest --ci --maxWorkers=4"),
        (2211, "dockerd", "root", 6.2, 412_090_368, "2026-02-09T06:56:02-05:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (1893, "gitlab-runner", "gitlab-runner", 1.4, 88_080_384, "2026-02-09T06:56:05-05:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config /etc/gitlab-runner/config.toml "
         "--service gitlab-runner --user gitlab-runner"),
        (1650, "containerd", "root", 1.1, 96_468_992, "2026-02-09T06:55:58-05:00", "/usr/bin/containerd"),
    ]), rhodes_clock, age=20, args={"sort": "cpu", "limit": 7}, complete=False),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("4e1b9c7a0d23", "runner-t3kq9x-project-41-concurrent-0-5b1e2c9a7d40e3f1-build", "rust:1.84-slim",
            "running", "Up 9 minutes", "2026-02-14T13:31:00+00:00"),
        box("b82f0e5d6c14", "runner-t3kq9x-project-23-concurrent-2-c81d44e09a7b2f65-build", "node:22.13-bookworm",
            "running", "Up 6 minutes", "2026-02-14T13:33:41+00:00"),
        box("0d7a3e6f9b58", "runner-t3kq9x-project-17-concurrent-1-0e9a7734b5c2d118-build", "gcc:14.2",
            "running", "Up 4 minutes", "2026-02-14T13:35:48+00:00"),
        box("93c5a1f8e207", "registry-mirror", "registry:2.8.3", "running", "Up 5 days",
            "2025-11-18T15:20:00+00:00", ["0.0.0.0:5000->5000/tcp"]),
    ]}, rhodes_clock, age=30, args={"all": False}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "xfs", 480_036_700_160, 61_203_283_968),
        fs("/dev/nvme1n1", "/var/lib/docker", "xfs", 1_919_850_381_312, 1_648_000_000_000),
    ]}, rhodes_clock, age=30),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 38_200_000, "write_bytes_per_s": 412_400_000, "busy_percent": 78.0},
        {"device": "nvme0n1", "read_bytes_per_s": 1_200_000, "write_bytes_per_s": 5_600_000, "busy_percent": 3.1},
    ]}, rhodes_clock, age=400, args={"interval_seconds": 1}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-02-14T07:12:04-05:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=884120 project=23 "
                  "repo_url=https://gitlab.rhodes-ci.lan/shop/web.git runner=t3kq9x"),
        log_entry("2026-02-14T07:19:46-05:00", "gitlab-runner.service", "info",
                  "Job succeeded  duration_s=462.31 job=884120 project=23 runner=t3kq9x"),
        log_entry("2026-02-14T07:48:30-05:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=884131 project=41 "
                  "repo_url=https://gitlab.rhodes-ci.lan/shop/core.git runner=t3kq9x"),
        log_entry("2026-02-14T08:02:11-05:00", "gitlab-runner.service", "warning",
                  'WARNING: Failed to pull image with policy "if-not-present": toomanyrequests: You have reached '
                  'your pull rate limit  job=884131 project=41 runner=t3kq9x'),
        log_entry("2026-02-14T08:14:02-05:00", "gitlab-runner.service", "err",
                  "Job failed: exit code 101  duration_s=1531.87 job=884131 project=41 runner=t3kq9x"),
        log_entry("2026-02-14T08:31:00-05:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=884140 project=41 "
                  "repo_url=https://gitlab.rhodes-ci.lan/shop/core.git runner=t3kq9x"),
        log_entry("2026-02-14T08:33:40-05:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=884141 project=23 "
                  "repo_url=https://gitlab.rhodes-ci.lan/shop/web.git runner=t3kq9x"),
        log_entry("2026-02-14T08:35:47-05:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=884142 project=17 "
                  "repo_url=https://gitlab.rhodes-ci.lan/shop/engine.git runner=t3kq9x"),
    ]}, rhodes_clock, age=35, args={"unit": "gitlab-runner.service", "since_minutes": 120}),
]

rhodes_answers = [
    {"q": "What's hogging the CPU on the runner?", "ev": ["e3", "e2", "e1"],
     "a": "| Process | CPU |\n|---|---|\n"
          "| rustc | [[s:~388%]] |\n"
          "| cc1plus (×2) | [[s:~100% each]] |\n"
          "| node (jest) | [[s:97%]] |\n"
          "| dockerd | [[c:16%]] |\n\n"
          "rustc [[s:is using about four times as much CPU as a single cc1plus]]. "
          "[[c:Together the four build processes take about 60% of the machine's CPU]]. Load is [[s:22.4]] and [[s:climbing]], "
          "[[s:well above the 16 physical cores]]. [[u:rustc is most likely building in release mode]]."},
    {"q": "Which CI jobs ran this morning and how long did they take?", "ev": ["e7"],
     "a": "This morning's jobs:\n\n"
          "1. **[[s:884120]]** (project 23) — [[s:✅ succeeded]] in [[s:about 7.7 minutes]]\n"
          "2. **884131** (project 41) — [[s:❌ failed with exit code 101]] after [[c:about 22 minutes]]\n"
          "3. [[s:Three more jobs were picked up between 08:31 and 08:36]] and [[u:are still running]]\n\n"
          "The failed job [[c:ran twice as long as the successful one]]. "
          "[[s:There was also a Docker Hub pull-rate-limit warning at 08:02]], "
          "[[u:which is probably what broke job 884131]]."},
    {"q": "Which build containers are running right now?", "ev": ["e4"],
     "a": "Running right now:\n\n"
          "- `rust:1.84-slim` — [[s:project 41]], [[s:up 9 minutes]]\n"
          "- `node:22.13-bookworm` — project 23, [[c:up 16 minutes]]\n"
          "- `gcc:14.2` — project 17, [[s:started at 08:35]]\n"
          "- `registry:2.8.3` (registry-mirror) — [[s:up 5 days]], [[s:port 5000 on all interfaces]]\n\n"
          "That's [[s:4 running containers]]; [[c:the gcc job started first]]. "
          "[[u:There are no stopped job containers left behind]]."},
    {"q": "How much space is left for Docker?", "ev": ["e5", "e6", "e1"],
     "a": "`/var/lib/docker` is at [[s:~86%]]: [[s:1.65 TB used]] of [[s:1.92 TB]], [[c:about 240 GiB free]]. "
          "The root filesystem is fine at [[s:13%]]. Disk I/O on nvme1n1 was [[t:~410 MB/s of writes]] at "
          "[[t:78% busy]]. [[u:Most of that space is old build cache]] — `docker system df` would confirm, and "
          "`docker builder prune` frees it."},
    {"q": "What versions is the runner on?", "ev": ["e1"],
     "a": "- OS: [[s:Rocky Linux 9.5 (Blue Onyx)]]\n"
          "- Kernel: [[s:5.14.0-503.22.1.el9_5]]\n"
          "- CPU: [[s:AMD EPYC 7313P]], [[c:32 cores]]\n"
          "- RAM: [[s:128 GB]]\n"
          "- Docker: [[s:27.5.1]], containerd [[c:1.7.22]]\n"
          "- gitlab-runner: [[s:17.8.3]] ([[u:the latest]])"},
    {"q": "how long has rhodes been up?", "ev": ["e2", "e4"],
     "a": "rhodes has been up [[s:5 days, 1 hour and 44 minutes]] — [[c:it booted Monday at 11:55]]. "
          "[[s:The registry mirror has been up about that long]] (5 days), so "
          "[[u:it probably came up with the docker service at boot]]. Memory: [[s:~82 GiB available]] of "
          "[[s:~126 GiB]], and [[c:swap is about half used]]."},
    {"q": "is the gitlab-runner service itself healthy? which user runs it?", "ev": ["e3", "e1", "e2", "e7"],
     "a": "Runner status:\n"
          "- User: [[s:`gitlab-runner`]]\n"
          "- PID: [[c:1983]]\n"
          "- Running since: [[s:the boot on Feb 9]]\n"
                    "- Docker access: [[s:yes, gitlab-runner is in the `docker` group]]\n"
          "- Concurrency: [[u:4 jobs at a time]]\n\n"
          "[[s:No job has failed since 08:14]], and [[u:the rate-limit warning hasn't come back since the "
          "registry mirror took over]]."},
]


MACHINES = [
    {"name": "crete", "clock": crete_clock, "evidence": crete_evidence, "answers": crete_answers},
    {"name": "sicily", "clock": sicily_clock, "evidence": sicily_evidence, "answers": sicily_answers},
    {"name": "corsica", "clock": corsica_clock, "evidence": corsica_evidence, "answers": corsica_answers},
    {"name": "malta", "clock": malta_clock, "evidence": malta_evidence, "answers": malta_answers},
    {"name": "rhodes", "clock": rhodes_clock, "evidence": rhodes_evidence, "answers": rhodes_answers},
]
