"""71st generation (written blind, in the style of gemma2 9B / gemma3 12B): orion, lyra, draco, cygnus, perseus.

Polished answers with bold key facts, "Here's what I found:" openers, bulleted breakdowns and an "**In short:**"
summary; comparisons between two things on the same machine, "the only", "all of" and "none of" over complete
and cut listings, and time reasoning ("about 3 hours after the upgrade", "since Tuesday").

orion — Fedora 41 developer workstation (US Pacific, PDT). Steady state (rpm, docker-ce and podman, maya in
docker and wheel), `docker ps -a` with six containers (four running, worker-dev exited 137, minio only created),
a memory-sorted process listing cut to eight of 412, fresh system info (booted Tuesday 10:52), a week of dnf
history (new kernel 6.12.9 installed and 6.10.14 removed on Tuesday 09:14, later Go and a nodejs20 removal),
journal lines of a memory-cgroup OOM kill of worker-dev's node process, disk usage of five filesystems
(btrfs / and /home on one volume, an 86% full external SSD), and a CPU-sorted listing 25 minutes old.

lyra — Debian 12 PostgreSQL 15 / Redis 7.0 server (Europe/Berlin, CET). Steady state, every service (pgbouncer
failed, pg-backup static and inactive, Redis restarted last night 23:12), a memory-sorted listing cut to eight,
network info (Postgres and Redis bound to 127.0.0.1 and 10.20.0.15, three Postgres and two Redis clients),
pgbouncer's journal (a syntax error on line 41 of pgbouncer.ini at 08:47), /etc changes in the last day,
disk usage (a 1.92 TB md0 for Postgres data, /backup 85.5% full) and system info twelve minutes old.

draco — k8s worker draco-w2, Ubuntu 24.04 (UTC). Steady state, the four nodes with their conditions and node
info (w2 has DiskPressure and a list of seven cached images; w3 stopped posting status and runs v1.30.8 on
Ubuntu 22.04), pods and deployments in namespace shop (a crash-looping checkout-worker on w2, a cart-api pod
Pending as unschedulable), disk usage (/var/lib/containerd 89%), kubelet's status and its journal (image GC
could not free enough, back-off restarting checkout-worker), and an all-namespaces pod listing cut at ten.

cygnus — openSUSE Tumbleweed file server (Asia/Tokyo). Steady state whose packages source is stale (a
zypper dup since), disk usage of five filesystems (xfs md127 media array, ext4 backup 91% full, btrfs / and
/srv/home, xfs scratch), disk I/O during the nightly rsync, services, network info (two SMB clients, one NFS
client, one SSH session), smb's journal of failed logins and a CPU-sorted process listing.

perseus — Alpine 3.21 router (US Eastern, EDT). Steady state (eth0 WAN, eth1 LAN, eth2 DMZ down, wg0),
traffic rates fresh and 25 minutes old, network info (sshd on 0.0.0.0:22 with two sessions and a half-open
scanner, dnsmasq on the LAN address and localhost, WireGuard on UDP 51820), sshd lines from /var/log/messages,
system info (up 41 days) and the dnsmasq leases file.
"""

from __future__ import annotations

from _evidence import (GB, Clock, GiB, MiB, box, connection, fs, item, listener, log_entry, package_event,
                       pod, deployment, processes, steady, system_info, unit, user)


def knode(name: str, ready: str, version: str, os_image: str, kernel: str, pressure: dict | None = None,
          reason: str = "KubeletReady", message: str = "kubelet is posting ready status",
          role: str | None = None, images: list | None = None) -> dict:
    """A Node object as `kubectl get nodes -o json` gives it (conditions, nodeInfo, optionally images)."""
    pressure = pressure or {}
    conditions = []
    for kind in ("MemoryPressure", "DiskPressure", "PIDPressure"):
        status = pressure.get(kind, "Unknown" if ready == "Unknown" else "False")
        conditions.append({"type": kind, "status": status,
                           "reason": "NodeStatusUnknown" if status == "Unknown" else
                           (f"Kubelet{'Has' if status == 'True' else 'HasNo'}{kind}"),
                           "message": "Kubelet stopped posting node status." if status == "Unknown" else ""})
    conditions.append({"type": "Ready", "status": ready, "reason": reason, "message": message})
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if role:
        labels[f"node-role.kubernetes.io/{role}"] = ""
    status = {"conditions": conditions,
              "nodeInfo": {"kubeletVersion": version, "kubeProxyVersion": version, "osImage": os_image,
                           "kernelVersion": kernel, "containerRuntimeVersion": "containerd://1.7.24",
                           "architecture": "amd64", "operatingSystem": "linux"}}
    if images is not None:
        status["images"] = [{"names": names, "sizeBytes": size} for names, size in images]
    return {"kind": "Node", "metadata": {"name": name, "labels": labels}, "status": status}


# ---------------------------------------------------------------- orion: Fedora 41 developer workstation
C1 = Clock("2026-03-12T15:40:00-07:00")
ORION_MEM = 33328332800
ORION = {
    "name": "orion",
    "clock": C1,
    "evidence": [
        steady("s1", C1, age=2400, hostname="orion", os_name="Fedora Linux", os_version="41",
               os_codename=None, kernel="6.12.9-200.fc41.x86_64",
               cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
               memory_total_bytes=ORION_MEM, package_manager="rpm",
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 999653638144}],
               network_interfaces=[{"name": "wlp1s0", "mac": "f4:7b:09:3c:11:a2", "addresses": ["192.168.86.34/24"], "is_up": True},
                                   {"name": "docker0", "mac": "02:42:5e:8d:21:0b", "addresses": ["172.17.0.1/16"], "is_up": True}],
               dns_servers=["192.168.86.1"], default_gateway="192.168.86.1",
               installed_packages={"docker-ce": "3:27.4.1-1.fc41", "podman": "5:5.3.1-1.fc41",
                                   "kernel": "6.12.9-200.fc41", "golang": "1.23.5-1.fc41",
                                   "python3": "3.13.1-2.fc41", "code": "1.96.2-1733314009.el8"},
               available_services=["docker.service", "podman.socket", "sshd.service", "NetworkManager.service"],
               users=[{"name": "maya", "uid": 1000, "gid": 1000, "home": "/home/maya", "shell": "/bin/zsh"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["maya"]},
                       {"name": "docker", "gid": 973, "members": ["maya"]}]),
        item("e1", "linux_containers", {"runtime": "docker", "containers": [
            box("3fa91c0d7e21", "api-dev", "localhost/shop-api:dev", "running", "Up 3 hours",
                "2026-03-12T12:31:07-07:00", ["0.0.0.0:8000->8000/tcp"]),
            box("b07e44a1c9d3", "pg-dev", "postgres:16.4", "running", "Up 3 hours",
                "2026-03-04T10:02:51-07:00", ["127.0.0.1:5432->5432/tcp"]),
            box("c5d21e8f0a44", "redis-dev", "redis:7.4-alpine", "running", "Up 3 hours",
                "2026-03-04T10:02:52-07:00", ["127.0.0.1:6379->6379/tcp"]),
            box("4c9e2a7f61b0", "worker-dev", "localhost/shop-worker:dev", "exited", "Exited (137) 42 minutes ago",
                "2026-03-12T12:31:09-07:00"),
            box("9d13f0e2b7aa", "mailpit", "axllent/mailpit:v1.21", "running", "Up 2 days",
                "2026-03-10T11:05:40-07:00", ["0.0.0.0:8025->8025/tcp", "0.0.0.0:1025->1025/tcp"]),
            box("e2a0b6c3d911", "minio", "minio/minio:RELEASE.2024-12-18T13-15-44Z", "created", "Created",
                "2026-03-11T17:20:14-07:00"),
        ]}, C1, age=25, args={"all": True}),
        item("e2", "linux_processes", processes(412, ORION_MEM, [
            (51873, "java", "maya", 3.1, int(2.6 * GiB), "2026-03-12T08:10:22-07:00",
             "java -Xmx3g -Dfile.encoding=UTF-8 -cp gradle-daemon-main-8.12.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.12"),
            (2954, "firefox", "maya", 6.2, int(1.92 * GiB), "2026-03-10T11:01:40-07:00", "/usr/lib64/firefox/firefox"),
            (3120, "code", "maya", 1.8, int(1.2 * GiB), "2026-03-10T11:03:12-07:00", "/usr/share/code/code --type=zygote"),
            (60412, "node", "root", 11.5, 780 * MiB, "2026-03-12T12:31:10-07:00", "node dist/server.js"),
            (2210, "gnome-shell", "maya", 2.4, 620 * MiB, "2026-03-10T10:53:30-07:00", "/usr/bin/gnome-shell"),
            (49102, "postgres", "999", 0.2, 410 * MiB, "2026-03-12T12:31:08-07:00", "postgres"),
            (1450, "dockerd", "root", 0.4, 210 * MiB, "2026-03-10T10:52:41-07:00",
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
            (3391, "ptyxis", "maya", 0.3, 180 * MiB, "2026-03-10T11:02:05-07:00", "/usr/bin/ptyxis --gapplication-service"),
        ]), C1, age=30, args={"sort": "memory", "limit": 8}, complete=False),
        item("e3", "linux_system_info", system_info(23.4, [2.84, 2.31, 1.97], 190080, "2026-03-10T10:52:00-07:00",
                                                     ORION_MEM, int(12.4 * GiB), 8 * GiB, int(1.3 * GiB)), C1, age=30),
        item("e4", "linux_package_history", {"events": [
            package_event("2026-03-10T09:14:22-07:00", "install", "kernel", None, "6.12.9-200.fc41"),
            package_event("2026-03-10T09:14:22-07:00", "upgrade", "docker-ce", "3:27.3.1-1.fc41", "3:27.4.1-1.fc41"),
            package_event("2026-03-10T09:14:22-07:00", "upgrade", "podman", "5:5.3.0-1.fc41", "5:5.3.1-1.fc41"),
            package_event("2026-03-10T09:14:22-07:00", "upgrade", "mesa-dri-drivers", "24.2.8-1.fc41", "24.3.3-1.fc41"),
            package_event("2026-03-10T09:14:23-07:00", "remove", "kernel", "6.10.14-200.fc41", None),
            package_event("2026-03-11T16:02:10-07:00", "install", "golang", None, "1.23.5-1.fc41"),
            package_event("2026-03-12T11:47:03-07:00", "remove", "nodejs20", "1:20.18.1-1.fc41", None),
        ]}, C1, age=40, args={"since_days": 7}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry("2026-03-12T14:58:11-07:00", None, "warning",
                      "kernel: node invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0"),
            log_entry("2026-03-12T14:58:11-07:00", None, "err",
                      "kernel: Memory cgroup out of memory: Killed process 48211 (node) total-vm:12876544kB, "
                      "anon-rss:2093412kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:5120kB oom_score_adj:0"),
            log_entry("2026-03-12T14:58:12-07:00", "docker.service", "info",
                      'level=info msg="ignoring event" container=4c9e2a7f61b0 module=libcontainerd namespace=moby '
                      'topic=/tasks/delete type="*events.TaskDelete"'),
            log_entry("2026-03-12T14:58:12-07:00", None, "info",
                      "kernel: docker0: port 4(veth7c1d2e0) entered disabled state"),
        ]}, C1, age=35, args={"since_minutes": 120, "grep": "oom|4c9e2a7f61b0|veth7c1d2e0"}),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p3", "/", "btrfs", 999653638144, 641 * GiB),
            fs("/dev/nvme0n1p3", "/home", "btrfs", 999653638144, 641 * GiB),
            fs("/dev/nvme0n1p2", "/boot", "ext4", 1020702720, 318 * MiB),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629145600, int(19.6 * MiB)),
            fs("/dev/sda1", "/mnt/scratch", "ext4", 500107862016, 402 * GiB),
        ]}, C1, age=35),
        item("e7", "linux_processes", processes(409, ORION_MEM, [
            (2954, "firefox", "maya", 48.2, int(1.7 * GiB), "2026-03-10T11:01:40-07:00", "/usr/lib64/firefox/firefox"),
            (51873, "java", "maya", 31.0, int(2.4 * GiB), "2026-03-12T08:10:22-07:00",
             "java -Xmx3g -cp gradle-daemon-main-8.12.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.12"),
            (60412, "node", "root", 12.1, 760 * MiB, "2026-03-12T12:31:10-07:00", "node dist/server.js"),
            (2210, "gnome-shell", "maya", 7.9, 612 * MiB, "2026-03-10T10:53:30-07:00", "/usr/bin/gnome-shell"),
            (3120, "code", "maya", 4.4, int(1.1 * GiB), "2026-03-10T11:03:12-07:00", "/usr/share/code/code --type=zygote"),
        ]), C1, age=1500, args={"sort": "cpu", "limit": 5}, complete=False),
    ],
    "answers": [
        {"q": "What containers do I have, and are they all running?", "ev": ["e1"],
         "a": "Here's what I found on **orion**:\n\n"
              "* **api-dev** (`localhost/shop-api:dev`) — [[s:published on **port 8000** on all interfaces]]\n"
              "* **pg-dev** — [[s:only reachable from **localhost** (127.0.0.1:5432)]]\n"
              "* **redis-dev** — [[c:Redis **7.2**]]\n"
              "* **mailpit** — [[s:web UI on **8025**]] and [[c:SMTP on **1026**]]\n"
              "* **worker-dev** — [[s:**exited with code 137**]] [[s:about **40 minutes ago**]]. [[u:That exit code means it was most likely killed by the OOM killer]].\n"
              "* **minio** — [[c:stopped after exiting]]\n\n"
              "**In short:** [[s:four of your six containers are running]], and [[c:api-dev is the only container published on all interfaces]]. "
              "You can bring worker-dev back with `docker start worker-dev`."},
        {"q": "What's eating all my RAM?", "ev": ["s1", "e2"],
         "a": "Here's what I found:\n\n"
              "1. [[s:**Gradle daemon** (`java`, PID 51873) is the biggest consumer at **about 2.6 GiB**]] — [[c:roughly 12% of your RAM]].\n"
              "2. [[s:**Firefox** comes second with **1.9 GiB**]].\n"
              "3. [[s:**VS Code** (`code`) is third at about 1.2 GiB]], so [[s:Firefox uses more than one and a half times as much memory as VS Code]].\n"
              "4. [[c:The containerised Node app (`node`, PID 60412) sits at **~780 MB**]] and [[s:runs as **root**]].\n\n"
              "Also worth noting: [[c:the Gradle daemon uses about three times as much memory as VS Code]], and "
              "[[c:all of the top processes belong to **maya**]].\n\n"
              "**In short:** [[s:the Gradle daemon is the only process above 2 GiB]]. Stopping it with `./gradlew --stop` would free the most memory."},
        {"q": "How's my memory and swap? And how long has this thing been up?", "ev": ["s1", "e3"],
         "a": "Here's what I found:\n\n"
              "- **Total RAM:** [[s:32 GB]]\n"
              "- **In use:** [[s:about **18.6 GiB**]]\n"
              "- **Swap (zram):** [[s:1.3 GiB of 8 GiB used]] — [[c:about **25%**]]\n"
              "- **CPU:** [[c:load average 2.84 over the last 15 minutes]], which is moderate for [[s:your **8-core** Ryzen]]\n"
              "- **Uptime:** [[s:the machine has been up since **Tuesday morning**]] — [[s:about **2 days and 5 hours**]]\n\n"
              "**In short:** [[u:swap usage has been creeping up since this morning]], "
              "so nothing urgent — but closing a few browser tabs wouldn't hurt."},
        {"q": "What got updated this week, and am I on the new kernel?", "ev": ["s1", "e3", "e4"],
         "a": "Here's what I found:\n\n"
              "[[s:**Tuesday, March 10 (09:14)**]] — a big `dnf upgrade`:\n"
              "- [[s:new kernel **6.12.9** installed]]; [[s:the old **6.10.14** kernel was removed]]\n"
              "- [[s:`docker-ce` 27.3.1 → **27.4.1**]]\n"
              "- [[c:`podman` 5.3.0 → **5.3.2**]]\n"
              "- [[c:`mesa-dri-drivers` was **downgraded** from 24.3.3 to 24.2.8]]\n\n"
              "[[s:Go **1.23.5** installed]] [[c:on Wednesday morning]]\n\n"
              "[[c:The system was rebooted **about 3 hours after the upgrade**]], and [[s:you're now running the new **6.12.9** kernel]].\n\n"
              "**In short:** [[c:6 package changes in the last week]], and [[s:nothing has been upgraded since Tuesday]]."},
        {"q": "Why did worker-dev die?", "ev": ["e1", "e5"],
         "a": "Here's what I found: [[s:the **worker-dev** container was **killed by the kernel's OOM killer**]] [[s:at **14:58**]] — [[s:roughly **40 minutes ago**]].\n\n"
              "Key details:\n"
              "* [[s:The killed process was `node` with PID **48211**]]\n"
              "* [[s:It was holding about **2 GB** of anonymous memory]] at the time\n"
              "* [[u:The container's memory limit is set to **2 GiB**]]\n"
              "* [[c:The process ran as **maya** (UID 1000)]]\n"
              "* [[c:Docker restarted it automatically afterwards]]\n\n"
              "**In short:** [[u:this looks like a memory leak in the worker's job queue]]. Try `docker stats worker-dev` after starting it again to watch its memory grow."},
        {"q": "How much disk space do I have left?", "ev": ["e6"],
         "a": "Here's what I found:\n\n"
              "| Mount | Used | Free |\n"
              "|---|---|---|\n"
              "| `/` | [[s:69%]] | [[s:290 GiB]] |\n"
              "| `/mnt/scratch` | [[s:86%]] | [[c:64 GB]] |\n\n"
              "- [[s:Your root filesystem has **more than four times as much free space as** `/mnt/scratch`]].\n"
              "- [[c:The external SSD is `/dev/sdb1`]].\n\n"
              "**In short:** [[s:`/mnt/scratch` is the only filesystem over 80%]]; "
              "[[s:about **350 GiB** is free across all drives]]."},
        {"q": "Is anything hogging the CPU?", "ev": ["e3", "e7"],
         "a": "Here's what I found:\n\n"
              "- [[t:**Firefox** (PID 2954) is the top CPU user at **48%**]]\n"
              "- [[t:followed by the **Gradle daemon** at 31%]]\n"
              "- [[t:`gnome-shell` is using about 15%]]\n\n"
              "[[s:Overall CPU usage is **23%**]] and [[s:the 15-minute load average is **1.97**]].\n\n"
              "**In short:** [[t:Firefox is the main CPU hog]] — check `about:processes` for a busy tab."},
    ],
}


# ---------------------------------------------------------------- lyra: Debian 12 PostgreSQL / Redis server
C2 = Clock("2026-03-12T09:05:00+01:00")
LYRA_MEM = 67278499840
LYRA = {
    "name": "lyra",
    "clock": C2,
    "evidence": [
        steady("s1", C2, age=3600, hostname="lyra", domain="db.internal", os_name="Debian GNU/Linux",
               os_version="12", os_codename="bookworm", kernel="6.1.0-31-amd64",
               cpu_model="Intel(R) Xeon(R) E-2388G CPU @ 3.20GHz", cpu_cores=8, cpu_threads=16,
               memory_total_bytes=LYRA_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 100 * GiB},
                      {"device": "/dev/md0", "mountpoint": "/var/lib/postgresql", "fstype": "xfs", "total_bytes": 1919850381312},
                      {"device": "/dev/sdc1", "mountpoint": "/backup", "fstype": "ext4", "total_bytes": 3999688294400}],
               network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:0a:12", "addresses": ["10.20.0.15/24"], "is_up": True},
                                   {"name": "eno2", "mac": "3c:ec:ef:41:0a:13", "addresses": [], "is_up": False}],
               dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
               installed_packages={"postgresql-15": "15.10-0+deb12u1", "redis-server": "5:7.0.15-1~deb12u1",
                                   "pgbouncer": "1.18.0-1", "prometheus-node-exporter": "1.5.0-1+b6",
                                   "openssh-server": "1:9.2p1-2+deb12u4"},
               available_services=["postgresql.service", "postgresql@.service", "redis-server.service",
                                   "pgbouncer.service", "prometheus-node-exporter.service", "ssh.service",
                                   "cron.service", "pg-backup.service"],
               users=[{"name": "postgres", "uid": 104, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                      {"name": "redis", "uid": 105, "gid": 112, "home": "/var/lib/redis", "shell": "/usr/sbin/nologin"},
                      {"name": "jonas", "uid": 1000, "gid": 1000, "home": "/home/jonas", "shell": "/bin/bash"},
                      {"name": "lena", "uid": 1001, "gid": 1001, "home": "/home/lena", "shell": "/bin/zsh"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["jonas"]},
                       {"name": "ssl-cert", "gid": 110, "members": ["postgres"]},
                       {"name": "adm", "gid": 4, "members": ["jonas", "lena"]}]),
        item("e1", "linux_service_status", {"units": [
            unit("postgresql@15-main.service", "active", "running", "enabled", 812, "2026-03-01T03:12:44+01:00",
                 "PostgreSQL Cluster 15-main"),
            unit("postgresql.service", "active", "exited", "enabled", None, "2026-03-01T03:12:40+01:00",
                 "PostgreSQL RDBMS"),
            unit("redis-server.service", "active", "running", "enabled", 402318, "2026-03-11T23:12:05+01:00",
                 "Advanced key-value store"),
            unit("pgbouncer.service", "failed", "failed", "enabled", None, None, "connection pooler for PostgreSQL"),
            unit("prometheus-node-exporter.service", "active", "running", "enabled", 771, "2026-03-01T03:12:39+01:00",
                 "Prometheus exporter for machine metrics"),
            unit("ssh.service", "active", "running", "enabled", 790, "2026-03-01T03:12:39+01:00",
                 "OpenBSD Secure Shell server"),
            unit("cron.service", "active", "running", "enabled", 768, "2026-03-01T03:12:38+01:00",
                 "Regular background program processing daemon"),
            unit("pg-backup.service", "inactive", "dead", "static", None, None, "Nightly pg_dump of all databases"),
        ]}, C2, age=40),
        item("e2", "linux_processes", processes(187, LYRA_MEM, [
            (402318, "redis-server", "redis", 3.2, int(9.6 * GiB), "2026-03-11T23:12:05+01:00",
             "/usr/bin/redis-server 10.20.0.15:6379"),
            (833, "postgres", "postgres", 0.4, int(2.3 * GiB), "2026-03-01T03:12:44+01:00", "postgres: 15/main: checkpointer"),
            (51877, "postgres", "postgres", 12.8, int(1.4 * GiB), "2026-03-12T07:58:31+01:00",
             "postgres: 15/main: shop_app shop 10.20.0.31(51234) SELECT"),
            (51902, "postgres", "postgres", 0.0, int(1.1 * GiB), "2026-03-12T08:02:10+01:00",
             "postgres: 15/main: shop_app shop 10.20.0.32(40122) idle"),
            (834, "postgres", "postgres", 0.1, 860 * MiB, "2026-03-01T03:12:44+01:00", "postgres: 15/main: background writer"),
            (812, "postgres", "postgres", 0.0, 232 * MiB, "2026-03-01T03:12:44+01:00",
             "/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf"),
            (771, "prometheus-node", "prometheus", 0.3, 38 * MiB, "2026-03-01T03:12:39+01:00", "/usr/bin/prometheus-node-exporter"),
            (790, "sshd", "root", 0.0, 9 * MiB, "2026-03-01T03:12:39+01:00", "sshd: /usr/sbin/sshd -D [listener] 0 of 10-100 startups"),
        ]), C2, age=30, args={"sort": "memory", "limit": 8}, complete=False),
        item("e3", "linux_network_info", {
            "interfaces": [{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
                           {"name": "eno1", "mac": "3c:ec:ef:41:0a:12", "addresses": ["10.20.0.15/24"], "is_up": True},
                           {"name": "eno2", "mac": "3c:ec:ef:41:0a:13", "addresses": [], "is_up": False}],
            "listening": [listener(22, "0.0.0.0", 790, "sshd"),
                          listener(5432, "127.0.0.1", 812, "postgres"),
                          listener(5432, "10.20.0.15", 812, "postgres"),
                          listener(6379, "127.0.0.1", 402318, "redis-server"),
                          listener(6379, "10.20.0.15", 402318, "redis-server"),
                          listener(9100, "*", 771, "prometheus-node")],
            "connections": [connection("10.20.0.15:5432", "10.20.0.31:51234", 51877, "postgres"),
                            connection("10.20.0.15:5432", "10.20.0.32:40122", 51902, "postgres"),
                            connection("10.20.0.15:5432", "10.20.0.31:51240", 51911, "postgres"),
                            connection("10.20.0.15:6379", "10.20.0.31:38810", 402318, "redis-server"),
                            connection("10.20.0.15:6379", "10.20.0.33:44102", 402318, "redis-server"),
                            connection("10.20.0.15:22", "10.20.0.5:60114", 91203, "sshd"),
                            connection("10.20.0.15:9100", "10.20.0.2:47700", None, None, "TIME_WAIT")]},
            C2, age=45),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": "pgbouncer.service", "entries": [
            log_entry("2026-03-12T08:46:58+01:00", "pgbouncer.service", "info",
                      "Stopping pgbouncer.service - connection pooler for PostgreSQL..."),
            log_entry("2026-03-12T08:46:58+01:00", "pgbouncer.service", "info", "pgbouncer.service: Deactivated successfully."),
            log_entry("2026-03-12T08:47:01+01:00", "pgbouncer.service", "info",
                      "Starting pgbouncer.service - connection pooler for PostgreSQL..."),
            log_entry("2026-03-12T08:47:01+01:00", "pgbouncer.service", "err",
                      "2026-03-12 08:47:01.212 CET [413002] ERROR syntax error in configuration "
                      "(/etc/pgbouncer/pgbouncer.ini:41), stopping loading"),
            log_entry("2026-03-12T08:47:01+01:00", "pgbouncer.service", "crit",
                      "2026-03-12 08:47:01.212 CET [413002] FATAL cannot load config file"),
            log_entry("2026-03-12T08:47:01+01:00", "pgbouncer.service", "notice",
                      "pgbouncer.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-03-12T08:47:01+01:00", "pgbouncer.service", "warning",
                      "pgbouncer.service: Failed with result 'exit-code'."),
            log_entry("2026-03-12T08:47:01+01:00", "pgbouncer.service", "err",
                      "Failed to start pgbouncer.service - connection pooler for PostgreSQL."),
        ]}, C2, age=50, args={"unit": "pgbouncer.service", "since_minutes": 60}),
        item("e5", "linux_file_changes", {"root": "/etc", "since": "2026-03-11T09:04:10+01:00", "files": [
            {"path": "/etc/pgbouncer/pgbouncer.ini", "mtime": "2026-03-12T08:44:37+01:00", "size_bytes": 9204},
            {"path": "/etc/pgbouncer/userlist.txt", "mtime": "2026-03-12T08:43:10+01:00", "size_bytes": 212},
            {"path": "/etc/redis/redis.conf", "mtime": "2026-03-11T23:09:51+01:00", "size_bytes": 107394},
        ]}, C2, age=50, args={"root": "/etc", "since_minutes": 1440}),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 100 * GiB, int(23.1 * GiB)),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 512 * MiB, 6 * MiB),
            fs("/dev/md0", "/var/lib/postgresql", "xfs", 1919850381312, 1201000000000),
            fs("/dev/sdc1", "/backup", "ext4", 3999688294400, 3420000000000),
        ]}, C2, age=60),
        item("e7", "linux_system_info", system_info(38.5, [3.9, 3.1, 2.7], 971140, "2026-03-01T03:12:20+01:00",
                                                     LYRA_MEM, int(21.4 * GiB), 4 * GiB, 0), C2, age=720),
    ],
    "answers": [
        {"q": "Are all the database services up?", "ev": ["s1", "e1"],
         "a": "Here's what I found:\n\n"
              "* **PostgreSQL 15** (`postgresql@15-main`) is [[s:**running**]] [[s:since **March 1**]] — [[s:that's about **11 days** without a restart]]\n"
              "* **Redis** is [[s:**running**]] too, but [[c:it was **restarted last night at 22:12**]]. [[c:It's Redis **7.2**]] from the Debian repos.\n"
              "* **pgbouncer** has [[s:**failed**]] ❌\n"
              "* [[u:`pg-backup.service` is started by a nightly timer]]\n\n"
              "[[c:All of these units are enabled to start at boot]].\n\n"
              "**In short:** [[s:pgbouncer is the only unit in a failed state]]. "
              "Run `journalctl -u pgbouncer -n 20` to see why."},
        {"q": "Why did pgbouncer fail?", "ev": ["e4", "e5"],
         "a": "Here's what I found: [[s:**pgbouncer failed to start at 08:47**]] because of [[s:a **syntax error in `/etc/pgbouncer/pgbouncer.ini`**]] on [[c:**line 14**]].\n\n"
              "Timeline:\n"
              "1. [[s:`pgbouncer.ini` was edited at **08:44**]] — [[s:about **3 minutes before** the failure]]\n"
              "2. [[s:systemd stopped pgbouncer at 08:46]] for the restart, and [[s:the new process exited with **status 1**]]\n"
              "3. [[c:systemd retried **three times** before giving up]]\n\n"
              "[[u:The bad line is probably a missing `=` in the `[databases]` section]].\n\n"
              "**In short:** fix line 41 and run `sudo systemctl restart pgbouncer`."},
        {"q": "What's using the most memory — Redis or Postgres?", "ev": ["s1", "e2"],
         "a": "Here's what I found:\n\n"
              "- [[s:**Redis** is the single largest process at **about 9.6 GiB**]] ([[s:~15% of the 64 GB of RAM]])\n"
              "- [[s:The busy backend for **10.20.0.31** uses about 1.4 GiB]] and [[c:is sitting **idle**]]\n"
              "- [[s:Redis uses **more than four times as much memory as** the checkpointer]]\n"
              "- [[u:All Postgres processes together use about 5.9 GiB]]\n"
              "- [[c:The node exporter uses just **38 MB**]]\n\n"
              "[[s:Redis runs as the **redis** user]]. "
              "[[c:All of the eight biggest processes except Redis run as postgres]].\n\n"
              "**In short:** [[s:Redis, not Postgres, is your biggest single memory user]]. If that's more than you expect, check `maxmemory` in redis.conf."},
        {"q": "Who is connected to the databases right now?", "ev": ["e3"],
         "a": "Here's what I found:\n\n"
              "**PostgreSQL (port 5432)**\n"
              "- [[s:**3 connections**]]: [[s:two from **10.20.0.31**]] and [[s:one from **10.20.0.32**]]\n\n"
              "**Redis (port 6379)**\n"
              "- [[s:2 connections]], [[s:from 10.20.0.31]] and [[c:**10.20.0.34**]]\n\n"
              "**Other**\n"
              "- [[c:Prometheus scraping the node exporter on **port 9090**]]\n\n"
              "[[c:Redis is bound to **0.0.0.0**]].\n\n"
              "**In short:** [[s:10.20.0.31 is the only client talking to both Postgres and Redis]], and "
              "[[s:none of the connections come from outside the 10.20.0.0/24 network]]."},
        {"q": "How's the disk space, especially for the Postgres data and the backups?", "ev": ["e6"],
         "a": "Here's what I found:\n\n"
              "**Postgres data** — [[c:`/var/lib/postgresql` is a **1.92 TiB** XFS volume]]; "
              "[[s:about **63%**]] is used.\n\n"
              "**Backups** — [[s:`/backup` is **85.5%** full]] with [[c:about **540 GB** free]]. [[c:It's on an **XFS** filesystem]] as well.\n\n"
              "**System** — [[s:the root filesystem is only **23%** used]].\n\n"
              "- [[s:The backup disk has less free space than the Postgres volume]]\n"
              "- [[s:`/backup` is the fullest filesystem on the server]]\n"
              "- [[u:At the current rate it will fill up in about two weeks]]\n\n"
              "**In short:** Postgres has plenty of room, but you should prune old dumps from `/backup` soon."},
        {"q": "Did anything change on the config side since yesterday?", "ev": ["e1", "e5"],
         "a": "Here's what I found — [[s:three files under `/etc` changed in the last 24 hours]]:\n\n"
              "- [[s:`/etc/redis/redis.conf` — edited **yesterday at 23:09**]], [[s:about **2 minutes before Redis was restarted** at 23:12]]\n"
              "- [[s:`/etc/pgbouncer/pgbouncer.ini` — today at 08:44]], [[c:now **9.2 KiB**]]\n\n"
              "[[c:The pgbouncer edit came roughly **12 hours** after the Redis change]]. "
              "[[s:`postgresql.conf` wasn't touched]], and [[s:Redis has been running for **about 10 hours** since its restart]]. "
              "[[u:The Redis change was made by **jonas**]].\n\n"
              "**In short:** two separate changes — [[s:Redis last night, pgbouncer this morning]]."},
        {"q": "Is the server under heavy load right now?", "ev": ["s1", "e7"],
         "a": "Here's what I found:\n\n"
              "- **CPU:** [[t:38.5%]] with [[t:a 1-minute load of **3.9**]] on [[s:a **16-thread** Xeon]]\n"
              "- **Memory:** [[t:about **21 GiB available**]] out of [[s:64 GB]]\n"
              "- **Swap:** [[t:none in use]]\n\n"
              "**In short:** [[t:the load is moderate and well below the thread count]]. [[u:Redis is the biggest memory user]], as usual."},
    ],
}


# ---------------------------------------------------------------- draco: k8s worker draco-w2, Ubuntu 24.04
C3 = Clock("2026-03-12T14:20:00+00:00")
DRACO_MEM = 135029309440
_W2_IMAGES = [
    (["ghcr.io/ml-team/embedder@sha256:5b0c7e2d", "ghcr.io/ml-team/embedder:0.9.3"], 8912896000),
    (["registry.example.internal/shop/checkout-worker@sha256:a41f9c03", "registry.example.internal/shop/checkout-worker:1.8.0-rc2"], 1288490188),
    (["docker.io/library/postgres@sha256:0e1fa5d2", "docker.io/library/postgres:16.4"], 438762121),
    (["registry.example.internal/shop/cart-api@sha256:77c2d9e1", "registry.example.internal/shop/cart-api:2.14.0"], 412331008),
    (["registry.example.internal/shop/cart-api@sha256:1a9e0b44", "registry.example.internal/shop/cart-api:2.13.2"], 409870336),
    (["docker.io/bitnami/redis@sha256:c0de4411", "docker.io/bitnami/redis:7.4.1"], 158334976),
    (["registry.k8s.io/pause@sha256:ee6521f2", "registry.k8s.io/pause:3.10"], 320368),
]
_PENDING = {"kind": "Pod", "metadata": {"name": "cart-api-7d9f8c6b5-zt6mw", "namespace": "shop"},
            "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/4 nodes are available: 1 node(s) had untolerated taint {node-role.kubernetes.io/control-plane: }, "
                            "1 node(s) had untolerated taint {node.kubernetes.io/disk-pressure: }, "
                            "1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, 1 Insufficient memory. "
                            "preemption: 0/4 nodes are available: 4 Preemption is not helpful for scheduling."}]}}
DRACO = {
    "name": "draco",
    "clock": C3,
    "evidence": [
        steady("s1", C3, age=1200, hostname="draco-w2", os_name="Ubuntu", os_version="24.04",
               os_codename="noble", kernel="6.8.0-51-generic", cpu_model="AMD EPYC 7313P 16-Core Processor",
               cpu_cores=16, cpu_threads=32, memory_total_bytes=DRACO_MEM,
               network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5a:7e:02", "addresses": ["10.42.8.12/24"], "is_up": True},
                                   {"name": "cni0", "mac": "ee:1d:3a:90:4b:c1", "addresses": ["10.244.2.1/24"], "is_up": True}],
               default_gateway="10.42.8.1", dns_servers=["10.42.8.1"],
               installed_packages={"kubelet": "1.31.4-1.1", "kubeadm": "1.31.4-1.1", "kubectl": "1.31.4-1.1",
                                   "containerd.io": "1.7.24-1", "cri-tools": "1.31.1-1.1"},
               available_services=["kubelet.service", "containerd.service", "ssh.service"],
               users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
        item("e1", "kubernetes_get", {"context": "kubernetes-admin@draco", "namespace": None, "items": [
            knode("draco-cp1", "True", "v1.31.4", "Ubuntu 24.04.1 LTS", "6.8.0-51-generic", role="control-plane"),
            knode("draco-w1", "True", "v1.31.4", "Ubuntu 24.04.1 LTS", "6.8.0-51-generic"),
            knode("draco-w2", "True", "v1.31.4", "Ubuntu 24.04.1 LTS", "6.8.0-51-generic",
                  pressure={"DiskPressure": "True"}, images=_W2_IMAGES),
            knode("draco-w3", "Unknown", "v1.30.8", "Ubuntu 22.04.5 LTS", "5.15.0-131-generic",
                  reason="NodeStatusUnknown", message="Kubelet stopped posting node status."),
        ]}, C3, age=30, args={"resource": "nodes"}),
        item("e2", "kubernetes_get", {"context": "kubernetes-admin@draco", "namespace": "shop", "items": [
            pod("cart-api-7d9f8c6b5-2xkqp", "shop", "Running", "draco-w1", started="2026-03-10T08:00:12Z"),
            pod("cart-api-7d9f8c6b5-h8v4n", "shop", "Running", "draco-w2", started="2026-03-10T08:00:15Z"),
            _PENDING,
            pod("checkout-worker-5c4b9d7f8-q2lrm", "shop", "Running", "draco-w2", restarts=17, ready=False,
                waiting="CrashLoopBackOff", started="2026-03-12T11:02:40Z"),
            pod("orders-db-0", "shop", "Running", "draco-w1", restarts=1, started="2026-03-05T19:44:01Z"),
            pod("redis-cache-0", "shop", "Running", "draco-w2", started="2026-03-09T06:43:55Z"),
            pod("search-6b8d5f4c9-k7p2x", "shop", "Running", "draco-w3", ready=False, started="2026-03-08T13:20:07Z"),
        ]}, C3, age=30, args={"resource": "pods", "namespace": "shop"}),
        item("e3", "kubernetes_get", {"context": "kubernetes-admin@draco", "namespace": "shop", "items": [
            deployment("cart-api", "shop", 3, 2),
            deployment("checkout-worker", "shop", 1, 0),
            deployment("search", "shop", 1, 0),
        ]}, C3, age=30, args={"resource": "deployments", "namespace": "shop"}),
        item("e4", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 200 * GiB, 68 * GiB),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1 * GiB, 6 * MiB),
            fs("/dev/nvme1n1", "/var/lib/containerd", "ext4", 499963174912, 444967225672),
        ]}, C3, age=35),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
            log_entry("2026-03-12T14:02:13+00:00", "kubelet.service", "warning",
                      'eviction_manager.go:366] "Eviction manager: attempting to reclaim" resourceName="ephemeral-storage"'),
            log_entry("2026-03-12T14:02:14+00:00", "kubelet.service", "info",
                      'image_gc_manager.go:391] "Disk usage on image filesystem is over the high threshold, trying to free '
                      'bytes down to the low threshold" usage=89 highThreshold=85 amountToFree=21474836480 lowThreshold=80'),
            log_entry("2026-03-12T14:02:19+00:00", "kubelet.service", "warning",
                      'eviction_manager.go:373] "Eviction manager: failed to reclaim" err="failed to garbage collect required '
                      'amount of images. Attempted to free 21474836480 bytes, but only found 3221225472 bytes eligible to free."'),
            log_entry("2026-03-12T14:15:40+00:00", "kubelet.service", "err",
                      'pod_workers.go:1301] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for '
                      '\\"checkout-worker\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed container=checkout-worker '
                      'pod=checkout-worker-5c4b9d7f8-q2lrm_shop(8f0c2a1e-77d4-4b8e-9a51-0c3e2f6b9d10)\\"" '
                      'pod="shop/checkout-worker-5c4b9d7f8-q2lrm"'),
        ]}, C3, age=40, args={"unit": "kubelet.service", "since_minutes": 60}),
        item("e6", "linux_service_status", unit("kubelet.service", "active", "running", "enabled", 1187,
                                                 "2026-03-09T06:41:10+00:00",
                                                 "kubelet: The Kubernetes Node Agent"),
             C3, age=35, args={"name": "kubelet"}),
        item("e7", "kubernetes_get", {"context": "kubernetes-admin@draco", "namespace": None, "items": [
            pod("coredns-7c65d6cfc9-4lqzn", "kube-system", "Running", "draco-w1", started="2026-03-09T06:45:02Z"),
            pod("coredns-7c65d6cfc9-m8d2t", "kube-system", "Running", "draco-cp1", started="2026-03-09T06:39:40Z"),
            pod("etcd-draco-cp1", "kube-system", "Running", "draco-cp1", started="2026-03-09T06:38:11Z"),
            pod("kube-apiserver-draco-cp1", "kube-system", "Running", "draco-cp1", started="2026-03-09T06:38:12Z"),
            pod("kube-controller-manager-draco-cp1", "kube-system", "Running", "draco-cp1", restarts=2,
                started="2026-03-09T06:38:12Z"),
            pod("kube-proxy-2fj8x", "kube-system", "Running", "draco-w1", started="2026-03-09T06:40:30Z"),
            pod("kube-proxy-9wq4c", "kube-system", "Running", "draco-w2", started="2026-03-09T06:41:20Z"),
            pod("kube-proxy-kq7tz", "kube-system", "Running", "draco-w3", ready=False, started="2026-03-08T13:18:44Z"),
            pod("kube-proxy-x5r2n", "kube-system", "Running", "draco-cp1", started="2026-03-09T06:38:30Z"),
            pod("kube-scheduler-draco-cp1", "kube-system", "Running", "draco-cp1", started="2026-03-09T06:38:12Z"),
        ]}, C3, age=30, args={"resource": "pods", "all_namespaces": True, "limit": 10}, complete=False),
    ],
    "answers": [
        {"q": "How are the cluster nodes doing?", "ev": ["e1"],
         "a": "Here's what I found:\n\n"
              "| Node | Status | Notes |\n"
              "|---|---|---|\n"
              "| draco-cp1 | [[s:✅ Ready]] | [[s:control plane]] |\n"
              "| draco-w1 | [[s:✅ Ready]] | [[c:⚠️ MemoryPressure]] |\n"
              "| draco-w2 | [[s:✅ Ready]] | [[s:⚠️ DiskPressure]] |\n"
              "| draco-w3 | [[s:❌ Not reporting]] | — |\n\n"
              "- [[s:**3 of 4 nodes are Ready**]]\n"
              "- [[u:draco-w3 probably lost its network link, or its kubelet crashed]]\n"
              "- [[c:All nodes run kubelet **v1.31.4**]]\n"
              "- [[s:draco-w3 is the only node still on **Ubuntu 22.04**]], and [[s:it's one minor Kubernetes release behind the rest]]\n\n"
              "**In short:** draco-w3 needs a look — `kubectl describe node draco-w3` will show when it last checked in."},
        {"q": "Why isn't checkout-worker working?", "ev": ["e2", "e3", "e5"],
         "a": "Here's what I found:\n\n"
              "* [[s:The pod **checkout-worker-5c4b9d7f8-q2lrm** is in **CrashLoopBackOff**]] [[s:on **draco-w2**]]\n"
              "* [[s:It has restarted **17 times**]]\n"
              "* [[c:The kubelet is backing off **10 minutes** between restarts]] — [[s:the last back-off was logged at 14:15]], [[s:about 5 minutes ago]]\n"
              "* [[s:The deployment has **0 of 1** replicas ready]]\n"
              "* [[c:It's the only pod in `shop` that isn't ready]]\n\n"
              "[[u:The crash is most likely caused by a missing `DATABASE_URL` environment variable]].\n\n"
              "**In short:** run `kubectl logs -n shop checkout-worker-5c4b9d7f8-q2lrm --previous` to see its last output."},
        {"q": "Which pods are running on this node?", "ev": ["s1", "e2"],
         "a": "Here's what I found on **draco-w2** in the `shop` namespace — [[s:this node runs **3 pods**]]:\n\n"
              "1. [[s:`cart-api-7d9f8c6b5-h8v4n` — Running]]\n"
              "2. [[s:`checkout-worker-5c4b9d7f8-q2lrm` — CrashLoopBackOff]]\n"
              "3. [[s:`redis-cache-0` — Running]]\n\n"
              "[[c:`orders-db-0` runs here as well]], and [[c:draco-w1 carries more shop pods than this node]]. "
              "[[s:draco-w3 only has the `search` pod]].\n\n"
              "**In short:** [[s:two of the three pods on this node are healthy]]."},
        {"q": "Why is draco-w2 under disk pressure? How full is the containerd storage?", "ev": ["e1", "e4", "e5"],
         "a": "Here's what I found:\n\n"
              "- [[s:`/var/lib/containerd` is **89% full**]] — [[c:about **55 GiB** free]] [[s:of 500 GB]]\n"
              "- [[s:The kubelet's image garbage collector tried to free **20 GiB**]] but [[s:could only find **3 GiB** it was allowed to delete]]\n"
              "- [[s:The garbage-collection high threshold is **85%**]]\n"
              "- [[s:The eviction manager started reclaiming **ephemeral-storage** at 14:02]]\n"
              "- [[c:The biggest image on this node is `cart-api` at 412 MB]]\n"
              "\n"
              "**In short:** [[u:old image layers from CI deploys are filling the disk]]. `crictl rmi --prune` would clear unused images."},
        {"q": "How many images does draco-w2 have cached, and how big are they?", "ev": ["e1"],
         "a": "Here's what I found: [[s:**7 images** are cached on draco-w2]].\n\n"
              "- [[s:The largest is **embedder 0.9.3** at about **8.9 GB**]]\n"
              "- [[s:The `checkout-worker` image is about **1.3 GB**]]\n"
              "- [[c:Redis is at version **7.2**]]\n"
              "- [[c:The pause image is **3.9**]]\n\n"
              "[[s:The embedder image is **more than six times** the size of checkout-worker]], and [[s:none of the images is bigger than 10 GB]].\n\n"
              "**In short:** [[s:together they take about **11.5 GB**]], and [[u:embedder alone explains most of the disk pressure]]."},
        {"q": "Is the kubelet healthy on this machine?", "ev": ["s1", "e5", "e6"],
         "a": "Here's what I found:\n\n"
              "**Status:** [[s:active (running)]]\n"
              "**Since:** [[c:Sunday night]] ([[s:about 3 days]])\n"
              "**Version:** [[s:1.31.4]]\n"
              "**containerd:** [[c:1.7.22]]\n\n"
              "[[c:There are no errors in its log for the last hour]]; [[s:the eviction manager warned that image garbage "
              "collection couldn't free enough space]].\n\n"
              "**In short:** [[s:the kubelet itself is up]]; the trouble on this node is disk space, not the agent."},
        {"q": "Are any pods in the cluster stuck?", "ev": ["e7"],
         "a": "Here's what I found in the first 10 pods:\n\n"
              "- [[s:Both **coredns** replicas are Running]], [[c:one on draco-w1 and one on draco-w2]]\n"
              "- [[s:`kube-controller-manager` has restarted **twice**]]\n"
              "- [[s:The kube-proxy on **draco-w3** isn't ready]]\n\n"
              "**In short:** [[u:none of the pods in the cluster are in CrashLoopBackOff]], and [[u:all of the application pods look healthy]]. "
              "I only saw part of the list — `kubectl get pods -A` shows the rest."},
    ],
}


# ---------------------------------------------------------------- cygnus: openSUSE Tumbleweed file server
C4 = Clock("2026-03-12T22:30:00+09:00")
CYGNUS_MEM = 16524120064
CYGNUS = {
    "name": "cygnus",
    "clock": C4,
    "evidence": [
        steady("s1", C4, age=5400, hostname="cygnus", os_name="openSUSE Tumbleweed", os_version="20260308",
               os_codename=None, kernel="6.13.5-1-default", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
               memory_total_bytes=CYGNUS_MEM, package_manager="rpm",
               network_interfaces=[{"name": "eno1", "mac": "a8:b8:e0:04:7c:31", "addresses": ["192.168.1.10/24"], "is_up": True}],
               dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
               installed_packages={"samba": "4.21.4+git.331.1d3a4b3e-1.1", "nfs-kernel-server": "2.8.2-1.1",
                                   "btrfsprogs": "6.13-1.1", "xfsprogs": "6.12.0-1.1", "smartmontools": "7.4-2.1",
                                   "rsync": "3.4.1-1.1"},
               available_services=["smb.service", "nmb.service", "nfs-server.service", "backup-sync.service",
                                   "smartd.service", "sshd.service", "wsdd.service"],
               users=[{"name": "kenji", "uid": 1000, "gid": 100, "home": "/home/kenji", "shell": "/bin/bash"},
                      {"name": "aiko", "uid": 1001, "gid": 100, "home": "/home/aiko", "shell": "/bin/bash"},
                      {"name": "backup", "uid": 1002, "gid": 100, "home": "/var/lib/backup", "shell": "/sbin/nologin"},
                      {"name": "media", "uid": 1003, "gid": 100, "home": "/srv/media", "shell": "/sbin/nologin"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["kenji"]},
                       {"name": "smbusers", "gid": 1100, "members": ["kenji", "aiko", "media"]},
                       {"name": "users", "gid": 100, "members": []}],
               stale_sources=["packages"]),
        item("e1", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "btrfs", 256060514304, int(41.2 * GiB)),
            fs("/dev/md127", "/srv/media", "xfs", 16000900661248, 12300000000000),
            fs("/dev/sdc1", "/srv/backup", "ext4", 8001427603456, 7310000000000),
            fs("/dev/sdd1", "/srv/home", "btrfs", 2000398934016, 620000000000),
            fs("/dev/sde1", "/srv/scratch", "xfs", 1000204886016, 110000000000),
        ]}, C4, age=30),
        item("e2", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
            {"device": "md127", "read_bytes_per_s": 182400000, "write_bytes_per_s": 410000, "busy_percent": 71.0},
            {"device": "sda", "read_bytes_per_s": 91300000, "write_bytes_per_s": 205000, "busy_percent": 68.2},
            {"device": "sdb", "read_bytes_per_s": 91100000, "write_bytes_per_s": 205000, "busy_percent": 70.4},
            {"device": "sdc", "read_bytes_per_s": 0, "write_bytes_per_s": 58200000, "busy_percent": 94.3},
            {"device": "sdd", "read_bytes_per_s": 12000, "write_bytes_per_s": 96000, "busy_percent": 0.8},
            {"device": "nvme0n1", "read_bytes_per_s": 120000, "write_bytes_per_s": 840000, "busy_percent": 1.2},
        ]}, C4, age=25, args={"interval_seconds": 1}),
        item("e3", "linux_service_status", {"units": [
            unit("smb.service", "active", "running", "enabled", 1422, "2026-03-08T10:02:11+09:00", "Samba SMB Daemon"),
            unit("nmb.service", "active", "running", "enabled", 1418, "2026-03-08T10:02:10+09:00", "Samba NMB Daemon"),
            unit("nfs-server.service", "active", "exited", "enabled", None, "2026-03-08T10:02:12+09:00", "NFS server and services"),
            unit("backup-sync.service", "active", "running", "static", 30117, "2026-03-12T21:00:03+09:00",
                 "Nightly rsync of /srv/media to /srv/backup"),
            unit("smartd.service", "active", "running", "enabled", 1101, "2026-03-08T10:02:08+09:00",
                 "Self Monitoring and Reporting Technology (SMART) Daemon"),
            unit("sshd.service", "active", "running", "enabled", 1102, "2026-03-08T10:02:08+09:00", "OpenSSH Daemon"),
            unit("wsdd.service", "inactive", "dead", "disabled", None, None, "Web Services Dynamic Discovery host daemon"),
        ]}, C4, age=40),
        item("e4", "linux_network_info", {
            "interfaces": [{"name": "eno1", "mac": "a8:b8:e0:04:7c:31", "addresses": ["192.168.1.10/24"], "is_up": True}],
            "listening": [listener(22, "0.0.0.0", 1102, "sshd"), listener(111, "0.0.0.0", 980, "rpcbind"),
                          listener(139, "0.0.0.0", 1422, "smbd"), listener(445, "0.0.0.0", 1422, "smbd"),
                          listener(2049, "0.0.0.0", None, None), listener(20048, "0.0.0.0", 1510, "rpc.mountd")],
            "connections": [connection("192.168.1.10:445", "192.168.1.21:51544", 20411, "smbd"),
                            connection("192.168.1.10:445", "192.168.1.40:49822", 20533, "smbd"),
                            connection("192.168.1.10:2049", "192.168.1.35:877", None, None),
                            connection("192.168.1.10:22", "192.168.1.21:52011", 20690, "sshd")]},
            C4, age=35),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "smb.service", "entries": [
            log_entry("2026-03-12T20:14:02+09:00", "smb.service", "notice",
                      "smbd[20388]: Auth: [SMB2,(null)] user [CYGNUS]\\[aiko] at [Thu, 12 Mar 2026 20:14:02.118301 JST] "
                      "with [NTLMv2] status [NT_STATUS_WRONG_PASSWORD] workstation [AIKO-LAPTOP] remote host [ipv4:192.168.1.21:51230]"),
            log_entry("2026-03-12T21:33:10+09:00", "smb.service", "notice",
                      "smbd[29102]: Auth: [SMB2,(null)] user [CYGNUS]\\[admin] at [Thu, 12 Mar 2026 21:33:10.402117 JST] "
                      "with [NTLMv2] status [NT_STATUS_NO_SUCH_USER] workstation [NPI3A7F21] remote host [ipv4:192.168.1.77:50411]"),
            log_entry("2026-03-12T21:33:12+09:00", "smb.service", "notice",
                      "smbd[29104]: Auth: [SMB2,(null)] user [CYGNUS]\\[admin] at [Thu, 12 Mar 2026 21:33:12.519920 JST] "
                      "with [NTLMv2] status [NT_STATUS_NO_SUCH_USER] workstation [NPI3A7F21] remote host [ipv4:192.168.1.77:50412]"),
            log_entry("2026-03-12T21:33:15+09:00", "smb.service", "notice",
                      "smbd[29107]: Auth: [SMB2,(null)] user [CYGNUS]\\[admin] at [Thu, 12 Mar 2026 21:33:15.007764 JST] "
                      "with [NTLMv2] status [NT_STATUS_NO_SUCH_USER] workstation [NPI3A7F21] remote host [ipv4:192.168.1.77:50414]"),
        ]}, C4, age=45, args={"unit": "smb.service", "since_minutes": 180, "grep": "NT_STATUS"}),
        item("e6", "linux_processes", processes(241, CYGNUS_MEM, [
            (30121, "rsync", "backup", 38.4, 46 * MiB, "2026-03-12T21:00:04+09:00",
             "rsync -aH --delete --info=progress2 /srv/media/ /srv/backup/media/"),
            (20411, "smbd", "aiko", 12.1, 58 * MiB, "2026-03-12T20:14:09+09:00", "smbd: client [192.168.1.21]"),
            (611, "md127_raid1", "root", 6.0, 0, "2026-03-08T10:02:01+09:00", "[md127_raid1]"),
            (29950, "kworker/u8:3+flush-9:127", "root", 4.2, 0, "2026-03-12T21:58:40+09:00", "[kworker/u8:3+flush-9:127]"),
            (402, "btrfs-transacti", "root", 1.1, 0, "2026-03-08T10:02:02+09:00", "[btrfs-transaction]"),
            (20690, "sshd", "kenji", 0.3, 7 * MiB, "2026-03-12T22:11:45+09:00", "sshd: kenji@pts/0"),
        ]), C4, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    ],
    "answers": [
        {"q": "Give me an overview of the filesystems on the file server.", "ev": ["e1"],
         "a": "Here's what I found:\n\n"
              "| Mount | Used | Free |\n"
              "|---|---|---|\n"
              "| `/srv/media` | [[s:77%]] | [[c:3.7 TiB]] |\n"
              "| `/srv/backup` | [[s:91%]] | [[s:690 GB]] |\n"
              "| `/srv/home` | [[c:42%]] | [[s:1.38 TB]] |\n"
              "| `/srv/scratch` | [[s:11%]] | — |\n"
              "| `/` | [[s:17%]] | — |\n\n"
              "- [[s:`/srv/backup` is **the fullest** filesystem]]\n"
              "- [[c:`/srv/media` has **twice as much free space as** `/srv/home`]]\n"
              "- [[c:All of the data filesystems under `/srv` are XFS]]\n"
              "\n"
              "**In short:** [[u:`/srv/backup` will run out of space within a few nights]]."},
        {"q": "Why is the file server so slow right now?", "ev": ["e2", "e3", "e6"],
         "a": "Here's what I found: [[s:the nightly backup is running]], and it's hitting the disks hard.\n\n"
              "- [[s:`rsync` (from `backup-sync.service`) is using **38% CPU**]] and [[s:has been running since **21:00**]] — [[s:about an hour and a half]]\n"
              "- [[s:The backup disk (`sdc`) is **94% busy**]], [[s:writing **58 MB/s**]]\n"
              "- [[s:The media array (`md127`) is reading **about 182 MB/s**]]\n"
              "- [[c:`md127` is even busier than `sdc`]]\n"
              "- [[c:kenji's SMB session is also using about 12% CPU]]\n\n"
              "**In short:** [[u:the backup disk is the bottleneck]]; [[u:the job should finish in about 20 minutes]]."},
        {"q": "Who's connected to the shares right now?", "ev": ["s1", "e4"],
         "a": "Here's what I found:\n\n"
              "**SMB** ([[s:port 445]])\n"
              "- [[s:two clients: **192.168.1.21** and **192.168.1.40**]]\n"
              "- [[c:both connected over port 139]]\n\n"
              "**NFS** ([[s:port 2049]])\n"
              "- [[s:one client, **192.168.1.35**]]\n"
              "- [[c:192.168.1.40 also has the NFS export mounted]]\n\n"
              "**In short:** [[s:three different machines are using the server]], [[s:all of them on the local 192.168.1.0/24 network]]."},
        {"q": "Have there been any failed Samba logins tonight?", "ev": ["s1", "e4", "e5"],
         "a": "Here's what I found — [[s:**4 failed logins** in the last three hours]]:\n\n"
              "1. [[s:**aiko** mistyped her password once at **20:14**]], [[s:from **192.168.1.21** (AIKO-LAPTOP)]]\n"
              "2. [[s:**three attempts** for a user called **admin**]] [[s:from **192.168.1.77**]] — [[s:that account doesn't exist on cygnus]]\n\n"
              "[[c:The three `admin` attempts were spread over about half a minute]], [[s:roughly an hour after aiko's failure]]. "
              "[[c:192.168.1.77 is one of the machines connected right now]]. "
              "[[u:It's probably a network printer or scanner with a wrong scan-to-folder setting]], and [[u:aiko logged in successfully right after her typo]].\n\n"
              "**In short:** nothing alarming, but it's worth checking what 192.168.1.77 is."},
        {"q": "Which users can get at the shares, and what Samba version is this?", "ev": ["s1"],
         "a": "Here's what I found:\n\n"
              "- [[s:`smbusers` has **3 members**: kenji, aiko and media]]\n"
              "- [[s:`backup` isn't in smbusers]]\n"
              "- [[s:kenji is the only member of `wheel`]] — [[c:aiko is in `wheel` too]]\n"
              "- [[c:aiko's UID is **1002**]]\n"
              "- **Samba:** [[t:4.21.4]]\n"
              "- **OS:** [[s:openSUSE Tumbleweed snapshot **20260308**]]\n\n"
              "**In short:** [[s:only kenji has admin rights]]. Check `sudo pdbedit -L` for the actual Samba accounts."},
        {"q": "Are all the file-sharing services running?", "ev": ["e3"],
         "a": "Here's what I found:\n\n"
              "✅ **smb** — [[s:running since **Sunday**]]\n"
              "✅ **nfs-server** — [[s:active (exited)]], [[u:which is normal because the NFS work happens in the kernel]]\n"
              "✅ **backup-sync** — [[s:started at **21:00**]]\n"
              "❌ **wsdd** — [[s:inactive and disabled]]\n\n"
              "**In short:** [[c:all services are running]] — [[u:Windows machines won't discover the server automatically without wsdd]], though."},
    ],
}


# ---------------------------------------------------------------- perseus: Alpine 3.21 router
C5 = Clock("2026-03-12T19:50:00-04:00")
PERSEUS_MEM = 8193650688
_IFACES = [{"name": "eth0", "mac": "00:e0:67:2a:51:10", "addresses": ["198.51.100.23/24"], "is_up": True},
           {"name": "eth1", "mac": "00:e0:67:2a:51:11", "addresses": ["192.168.10.1/24"], "is_up": True},
           {"name": "eth2", "mac": "00:e0:67:2a:51:12", "addresses": ["172.16.5.1/24"], "is_up": False},
           {"name": "wg0", "mac": None, "addresses": ["10.8.0.1/24"], "is_up": True}]
PERSEUS = {
    "name": "perseus",
    "clock": C5,
    "evidence": [
        steady("s1", C5, age=7200, hostname="perseus", os_name="Alpine Linux", os_version="3.21.3",
               os_codename=None, kernel="6.12.13-0-lts", cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz",
               cpu_cores=4, cpu_threads=4, memory_total_bytes=PERSEUS_MEM, package_manager="apk",
               disks=[{"device": "/dev/sda3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 60 * GiB}],
               network_interfaces=_IFACES, dns_servers=["9.9.9.9", "149.112.112.112"],
               default_gateway="198.51.100.1",
               installed_packages={"nftables": "1.1.1-r0", "dnsmasq": "2.90-r3", "wireguard-tools": "1.0.20210914-r4",
                                   "openssh": "9.9_p2-r0", "iproute2": "6.11.0-r0", "vnstat": "2.12-r1",
                                   "chrony": "4.6.1-r0"},
               available_services=["dnsmasq", "sshd", "nftables", "wg-quick.wg0", "vnstatd", "chronyd"],
               users=[{"name": "netadmin", "uid": 1000, "gid": 1000, "home": "/home/netadmin", "shell": "/bin/ash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["root", "netadmin"]}]),
        item("e1", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "lo", "rx_bytes_per_s": 1200, "tx_bytes_per_s": 1200},
            {"name": "eth0", "rx_bytes_per_s": 6240000, "tx_bytes_per_s": 412000},
            {"name": "eth1", "rx_bytes_per_s": 455000, "tx_bytes_per_s": 6080000},
            {"name": "eth2", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
            {"name": "wg0", "rx_bytes_per_s": 38400, "tx_bytes_per_s": 121000},
        ]}, C5, age=20, args={"interval_seconds": 1}),
        item("e2", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "lo", "rx_bytes_per_s": 900, "tx_bytes_per_s": 900},
            {"name": "eth0", "rx_bytes_per_s": 210000, "tx_bytes_per_s": 1950000},
            {"name": "eth1", "rx_bytes_per_s": 1880000, "tx_bytes_per_s": 198000},
            {"name": "eth2", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
            {"name": "wg0", "rx_bytes_per_s": 1720000, "tx_bytes_per_s": 86000},
        ]}, C5, age=1500, args={"interval_seconds": 1}),
        item("e3", "linux_network_info", {
            "interfaces": _IFACES,
            "listening": [listener(22, "0.0.0.0", 2211, "sshd"),
                          listener(53, "192.168.10.1", 2302, "dnsmasq"),
                          listener(53, "127.0.0.1", 2302, "dnsmasq"),
                          listener(53, "192.168.10.1", 2302, "dnsmasq", proto="udp"),
                          listener(53, "127.0.0.1", 2302, "dnsmasq", proto="udp"),
                          listener(67, "0.0.0.0", 2302, "dnsmasq", proto="udp"),
                          listener(51820, "0.0.0.0", None, None, proto="udp"),
                          listener(323, "127.0.0.1", 2190, "chronyd", proto="udp")],
            "connections": [connection("192.168.10.1:22", "192.168.10.23:55012", 31840, "sshd"),
                            connection("198.51.100.23:22", "203.0.113.77:50122", 32017, "sshd"),
                            connection("198.51.100.23:22", "45.155.205.12:41822", None, None, "SYN_RECV")]},
            C5, age=30),
        item("e4", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
            log_entry("2026-03-12T18:02:11-04:00", "sshd", "info", "sshd[31002]: Invalid user admin from 45.155.205.12 port 40112"),
            log_entry("2026-03-12T18:02:13-04:00", "sshd", "info",
                      "sshd[31002]: Connection closed by invalid user admin 45.155.205.12 port 40112 [preauth]"),
            log_entry("2026-03-12T18:40:55-04:00", "sshd", "info",
                      "sshd[31377]: Failed password for root from 45.155.205.12 port 52290 ssh2"),
            log_entry("2026-03-12T19:12:30-04:00", "sshd", "info",
                      "sshd[31840]: Accepted publickey for netadmin from 192.168.10.23 port 55012 ssh2: ED25519 SHA256:q3Vt0fXw1rC2"),
            log_entry("2026-03-12T19:31:07-04:00", "sshd", "info",
                      "sshd[32017]: Accepted publickey for netadmin from 203.0.113.77 port 50122 ssh2: ED25519 SHA256:q3Vt0fXw1rC2"),
            log_entry("2026-03-12T19:44:52-04:00", "sshd", "info", "sshd[32101]: Invalid user ubnt from 45.155.205.12 port 41822"),
        ]}, C5, age=40, args={"grep": "sshd", "since_minutes": 120}),
        item("e5", "linux_system_info", system_info(9.8, [0.31, 0.28, 0.22], 3580560, "2026-01-30T08:14:00-05:00",
                                                     PERSEUS_MEM, int(6.9 * GiB), 0, 0), C5, age=25),
        item("e6", "linux_file_read", {"path": "/var/lib/misc/dnsmasq.leases", "offset": 0, "limit": 200, "total_lines": 4,
                                       "lines": ["1773396760 3c:22:fb:9a:10:4e 192.168.10.23 thinkpad-x1 01:3c:22:fb:9a:10:4e",
                                                 "1773383465 a4:77:33:c1:05:e8 192.168.10.41 living-room-tv 01:a4:77:33:c1:05:e8",
                                                 "1773402259 d2:8f:41:6b:aa:03 192.168.10.57 pixel-8 01:d2:8f:41:6b:aa:03",
                                                 "1773363951 b8:27:eb:44:19:c7 192.168.10.60 * 01:b8:27:eb:44:19:c7"]},
             C5, age=30, args={"path": "/var/lib/misc/dnsmasq.leases"}),
    ],
    "answers": [
        {"q": "What does the traffic look like on each interface?", "ev": ["s1", "e1"],
         "a": "Here's what I found:\n\n"
              "- **eth0 (WAN):** [[s:receiving **~6.2 MB/s**]] and [[c:sending **about 4.1 MB/s**]]\n"
              "- **eth1 (LAN):** [[s:sending **6.1 MB/s**]] to your devices\n"
              "- **wg0 (WireGuard):** [[s:about **121 KB/s** out]]\n"
              "- **eth2 (DMZ):** [[s:the interface is **down**]]\n\n"
              "[[s:The WAN download is about **50 Mbit/s**]], and [[s:eth0 receives about **15 times** as much as it sends]]. "
              "[[c:WireGuard is carrying more traffic than the LAN]].\n\n"
              "**In short:** [[c:eth1 is the busiest interface right now]]; [[u:someone on the LAN is probably streaming or downloading a large file]]."},
        {"q": "How much bandwidth is the WireGuard tunnel using?", "ev": ["s1", "e2"],
         "a": "Here's what I found:\n\n"
              "- [[t:**wg0** is receiving about **1.7 MB/s**]]\n"
              "- [[t:and sending only **86 KB/s**]]\n"
              "- [[t:That's more than the LAN interface is receiving]]\n\n"
              "[[s:The tunnel uses the **10.8.0.1/24** address]] and [[s:is **up**]].\n\n"
              "**In short:** [[t:a remote client is pulling data through the tunnel at roughly 14 Mbit/s]]. `wg show` will tell you which peer."},
        {"q": "Is SSH exposed to the internet? Who's logged in?", "ev": ["e3", "e4"],
         "a": "Here's what I found:\n\n"
              "**Exposure:** [[s:`sshd` listens on **all interfaces** (0.0.0.0:22)]].\n\n"
              "**Sessions:** [[s:2 established SSH sessions]]:\n"
              "- [[s:one from **192.168.10.23** on the LAN]]\n"
              "- [[s:one from **203.0.113.77** over the internet]], [[s:started at **19:31**]] — [[s:about **20 minutes** ago]]\n"
              "- [[s:both logged in as **netadmin**]]\n\n"
              "**Attacks:** [[s:**45.155.205.12** has a half-open connection right now]]. [[s:It tried the usernames **admin**, **root** and **ubnt**]], "
              "[[c:failing **five** times in total]]; [[c:the first attempt was about **three hours ago**]], [[s:at 18:02]].\n\n"
              "**In short:** consider limiting port 22 to the LAN and WireGuard in nftables. "
              "By the way, [[c:WireGuard listens on **TCP 51820**]]."},
        {"q": "Which devices have DHCP leases?", "ev": ["e3", "e6"],
         "a": "Here's what I found — [[s:**4 active leases**]]:\n\n"
              "| IP | Hostname |\n"
              "|---|---|\n"
              "| [[s:192.168.10.23 | thinkpad-x1]] |\n"
              "| [[s:192.168.10.41 | living-room-tv]] |\n"
              "| [[c:192.168.10.58 | pixel-8]] |\n"
              "| [[s:192.168.10.60 | *(no hostname)*]] |\n\n"
              "[[s:The ThinkPad is the only leased device with an open connection to the router]] (your SSH session). "
              "[[c:The living-room TV's lease is the first to expire]], [[u:leases are handed out for 12 hours]], and [[u:the .60 device looks like a Raspberry Pi]].\n\n"
              "**In short:** [[s:only three of the four devices report a hostname]]."},
        {"q": "How's the router itself doing?", "ev": ["s1", "e5"],
         "a": "Here's what I found:\n\n"
              "- **Uptime:** [[s:**41 days**]], [[c:since **January 31**]]\n"
              "- **Load:** [[s:0.31]] on [[s:4 cores]]\n"
              "- **Memory:** [[s:only about **0.7 GiB** used]] [[s:out of 8 GB]] — [[c:under 5%]]\n"
              "- **OS:** [[c:Alpine **3.20**]] [[s:with the **6.12.13-lts** kernel]]\n\n"
              "**In short:** [[s:the box is barely working]] — plenty of headroom for more nftables rules or another WireGuard peer."},
        {"q": "What's the default route and which DNS servers does the router use?", "ev": ["s1"],
         "a": "Here's what I found:\n\n"
              "- **Default gateway:** [[s:198.51.100.1]]\n"
              "- **Upstream DNS:** [[s:Quad9 — **9.9.9.9** and **149.112.112.112**]]\n"
              "- **LAN:** [[s:192.168.10.0/24 on eth1]]\n"
              "- **WireGuard:** [[c:wg0 has the address **10.8.0.254**]]\n"
              "- **DMZ:** [[s:eth2 (172.16.5.1) is **down**]]\n\n"
              "[[c:dnsmasq **2.91**]] handles DHCP and local DNS, and [[s:the firewall is **nftables 1.1.1**]].\n\n"
              "**In short:** [[s:all DNS goes out to Quad9]]; [[u:no DNS-over-TLS is configured]]."},
    ],
}

MACHINES = [ORION, LYRA, DRACO, CYGNUS, PERSEUS]
