"""32nd generation (written blind: without reading the wrapper, its tests, the other generations or the corpora).

Five machines named after Mesoamerican myth, each with its own distro, time zone and role. Evidence ages are
seconds before the machine's `now`; anything volatile older than 300 s is stale on purpose.

quetzalcoatl — Pop!_OS 22.04 home media server (America/Mexico_City, -06:00). Steady state (Ryzen 5 5600G,
31.2 GiB MemTotal, a 7.75 TB media disk), system_info (load 5.8/4.9/3.2 and rising, 19.2 GiB used, 500 MiB of
swap), processes by CPU (an `ffmpeg` libx264 transcode at 342 %, Jellyfin, Sonarr, dockerd, Radarr; 287 in all),
all containers (jellyfin/sonarr/radarr up, qbittorrent exited 137, prowlarr restarting), disk usage (/mnt/media
94 % with 429.7 GiB free, / at 61 %), warning-and-worse journal for three hours (the kernel OOM-killed
qbittorrent-nox with 7.6 GiB anon RSS at 19:37; Docker did not restart it; prowlarr restarted 38 times) and a
network listing that is seven minutes old (stale).

tlaloc — CentOS Stream 9 Kubernetes worker (UTC). Steady state (Xeon E-2288G, 64 GB, rpm, kernel
5.14.0-427.el9), kubelet unit (active since 10 March 08:12:44), nodes (cp-1, tlaloc, tezcatlipoca Ready; chac
NotReady on v1.29.1), pods and deployments of namespace `payments` (a ledger-worker replica in CrashLoopBackOff
with 23 restarts on tlaloc, fraud-score Pending on ImagePullBackOff for tag 2.4.1), kubelet journal for 30
minutes, a ten-minute-old system_info (stale), disk usage (/var/lib/containerd 83.8 %, 72.5 GiB free) and two
weeks of dnf history (kubelet 1.29.1 -> 1.29.2, containerd.io 1.6.27 -> 1.6.28, kernel 427 in and 405 out,
openssl -25 -> -27).

xibalba — Debian 11 API server behind nginx (Asia/Kolkata, +05:30). Steady state (4 vCPU VPS, 8 GB, nginx
1.18.0, PostgreSQL 13), every service (api-gunicorn restarted at 19:18:07, celery-worker failed, certbot
static), the listening and connected sockets (gunicorn, PostgreSQL and Redis on loopback only), nginx's error
log for an hour (three 'upstream prematurely closed' then two 'Connection refused' between 19:12 and 19:17:55),
the gunicorn unit's journal (WORKER TIMEOUT, SIGKILL 'Perhaps out of memory?', killed at 19:17:20, started
again 19:18:07), the nginx site file, processes by memory twelve minutes old (stale) and a fresh system_info.

ixchel — Manjaro laptop with wifi and battery trouble (Europe/Berlin, +01:00). Steady state whose `packages`
source is listed in stale_sources (power-profiles-daemon was removed after it was taken), system_info (booted
07:58), BAT0's uevent file (41 %, 41.23 of 57 Wh design, 11.84 W, 612 cycles), processes by CPU (baloo_file on
top), a cut warning-and-worse journal (iwlwifi microcode errors at 22:14, 08:12 and 08:31, NetworkManager
supplicant-disconnects), three days of pacman history, the tlp unit and a stale wifi traffic sample.

kukulkan — Ubuntu 24.04 on a Raspberry Pi 5 (aarch64), backup server (America/Sao_Paulo, -03:00). Steady state
(Cortex-A76, 8 GB, a 4 TB disk at /srv/backup), the borg-nightly unit still activating at 03:25, its journal for
30 hours (last night 41 minutes, rc 0; tonight's archive xochi-2026-03-12 with one 'file changed' warning),
smartd's journal (pending sectors rising 8 -> 16, 8 offline uncorrectable, 41 -> 46 C), disk usage (83.9 %),
disk I/O (sda 78 % busy, 41.5 MB/s written), network traffic (eth0 43.8 MB/s in), processes by CPU (borg as root
with zstd,6) and an eight-minute-old system_info (stale).
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------
# quetzalcoatl — Pop!_OS 22.04 media server, -06:00
# ---------------------------------------------------------------------------------------------------------
Q = Clock("2026-03-12T21:40:00-06:00")
Q_MEM = 33_539_710_976
Q_BOOT = Q.ago(273_600 + 25)


def _q(t: str) -> str:
    return f"2026-03-{t}-06:00"


QUETZALCOATL = {
    "name": "quetzalcoatl",
    "clock": Q,
    "evidence": [
        steady("e1", Q, age=2400, hostname="quetzalcoatl", os_name="Pop!_OS", os_version="22.04",
               os_codename="jammy", kernel="6.6.10-76060610-generic", arch="x86_64",
               cpu_model="AMD Ryzen 5 5600G with Radeon Graphics", cpu_cores=6, cpu_threads=12,
               memory_total_bytes=Q_MEM,
               disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 490_577_010_688},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_822_336},
                      {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "ext4",
                       "total_bytes": 7_751_366_275_072}],
               network_interfaces=[
                   {"name": "enp5s0", "mac": "d8:5e:d3:4a:10:2c", "addresses": ["192.168.0.50/24"], "is_up": True},
                   {"name": "docker0", "mac": "02:42:7f:31:aa:01", "addresses": ["172.17.0.1/16"], "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
               installed_packages={"docker-ce": "5:25.0.3-1~ubuntu.22.04~jammy",
                                   "docker-compose-plugin": "2.24.6-1~ubuntu.22.04~jammy",
                                   "samba": "2:4.15.13+dfsg-0ubuntu1.6", "openssh-server": "1:8.9p1-3ubuntu0.6",
                                   "mesa-va-drivers": "23.3.5~1705940440~22.04~a8d6b2e"},
               available_services=["docker.service", "containerd.service", "smbd.service", "nmbd.service",
                                   "ssh.service", "system76-power.service"],
               users=[{"name": "marisol", "uid": 1000, "gid": 1000, "home": "/home/marisol", "shell": "/bin/bash"}],
               groups=[{"name": "docker", "gid": 998, "members": ["marisol"]},
                       {"name": "render", "gid": 110, "members": ["marisol"]}]),
        item("e2", "linux_system_info",
             system_info(64.3, [5.8, 4.9, 3.2], 273_600, Q_BOOT, Q_MEM, 12_884_901_888, 2 * GiB, 524_288_000),
             Q, age=25),
        item("e3", "linux_processes", processes(287, Q_MEM, [
            (4121, "ffmpeg", "marisol", 342.5, 1_153_433_600, Q.ago(1260),
             "/usr/lib/jellyfin-ffmpeg/ffmpeg -analyzeduration 200M -i file:/media/movies/Coco (2017)/Coco.mkv "
             "-map 0:0 -map 0:1 -codec:v:0 libx264 -preset veryfast -crf 23 -maxrate 8000000 -codec:a:0 aac "
             "-ac 2 -f hls /cache/transcodes/9f1c2e.m3u8"),
            (2210, "jellyfin", "marisol", 18.2, 1_718_000_000, _q("09T17:41:31"),
             "/jellyfin/jellyfin --datadir /config --cachedir /cache --ffmpeg /usr/lib/jellyfin-ffmpeg/ffmpeg"),
            (2388, "Sonarr", "marisol", 3.1, 440_401_920, _q("09T17:41:40"),
             "/app/sonarr/bin/Sonarr -nobrowser -data=/config"),
            (1450, "dockerd", "root", 1.4, 115_343_360, _q("09T17:40:02"),
             "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
            (2401, "Radarr", "marisol", 0.9, 398_458_880, _q("09T17:41:41"),
             "/app/radarr/bin/Radarr -nobrowser -data=/config"),
        ]), Q, age=25, args={"sort": "cpu", "limit": 5}),
        item("e4", "linux_containers", {"runtime": "docker", "containers": [
            box("a41f0c9d2b7e", "jellyfin", "jellyfin/jellyfin:10.8.13", "running", "Up 3 days",
                "2026-02-14T11:02:40-06:00", ["0.0.0.0:8096->8096/tcp"]),
            box("c07d5e11f3a8", "sonarr", "lscr.io/linuxserver/sonarr:4.0.2", "running", "Up 3 days",
                "2026-02-14T11:02:41-06:00", ["0.0.0.0:8989->8989/tcp"]),
            box("e98a2b4c6d10", "radarr", "lscr.io/linuxserver/radarr:5.3.6", "running", "Up 3 days",
                "2026-02-14T11:02:41-06:00", ["0.0.0.0:7878->7878/tcp"]),
            box("5b1e0c7a9f21", "qbittorrent", "lscr.io/linuxserver/qbittorrent:4.6.3", "exited",
                "Exited (137) 2 hours ago", "2026-02-14T11:02:42-06:00"),
            box("77f3d0a1b5c2", "prowlarr", "lscr.io/linuxserver/prowlarr:1.13.3", "restarting",
                "Restarting (1) 12 seconds ago", "2026-02-20T18:30:12-06:00"),
        ]}, Q, age=40, args={"all": True}),
        item("e5", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p3", "/", "ext4", 490_577_010_688, 301_200_000_000),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_822_336, 44_040_192),
            fs("/dev/sda1", "/mnt/media", "ext4", 7_751_366_275_072, 7_290_000_000_000),
        ]}, Q, age=30),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry(_q("12T19:37:50"), None, "err",
                      "Out of memory: Killed process 3877 (qbittorrent-nox) total-vm:10874532kB, anon-rss:7962108kB, "
                      "file-rss:0kB, shmem-rss:0kB, UID:1000 pgtables:17112kB oom_score_adj:0"),
            log_entry(_q("12T19:37:52"), "docker.service", "warning",
                      "Container 5b1e0c7a9f21 (qbittorrent) died: exit code 137, restart policy 'no', not restarting"),
            log_entry(_q("12T20:41:09"), "smbd.service", "warning",
                      "check_ntlm_password: Authentication for user [guest] -> [guest] FAILED with error "
                      "NT_STATUS_NO_SUCH_USER"),
            log_entry(_q("12T21:39:15"), "docker.service", "warning",
                      "Container 77f3d0a1b5c2 (prowlarr) exited with code 1, restarting (restart count 38)"),
        ]}, Q, age=30, args={"since_minutes": 180, "priority": "warning"}),
        item("e7", "linux_network_info", {
            "interfaces": [
                {"name": "enp5s0", "mac": "d8:5e:d3:4a:10:2c", "addresses": ["192.168.0.50/24"], "is_up": True},
                {"name": "docker0", "mac": "02:42:7f:31:aa:01", "addresses": ["172.17.0.1/16"], "is_up": True}],
            "listening": [listener(22, "0.0.0.0", 1102, "sshd"), listener(139, "0.0.0.0", 1822, "smbd"),
                          listener(445, "0.0.0.0", 1822, "smbd"), listener(7878, "0.0.0.0", 2291, "docker-proxy"),
                          listener(8096, "0.0.0.0", 2263, "docker-proxy"),
                          listener(8989, "0.0.0.0", 2277, "docker-proxy")],
            "connections": [connection("192.168.0.50:8096", "192.168.0.61:51244", 2263, "docker-proxy"),
                            connection("192.168.0.50:8096", "192.168.0.77:40118", 2263, "docker-proxy"),
                            connection("192.168.0.50:22", "192.168.0.12:55102", 30877, "sshd")],
        }, Q, age=420),
    ],
    "answers": [
        {"q": "Why is Jellyfin stuttering when I play Coco on the living-room TV?",
         "ev": ["e1", "e2", "e3", "e4"],
         "a": "Hey! From what I can see the stutter is almost certainly CPU-bound transcoding. "
              "[[s:Jellyfin has an `ffmpeg` process (PID 4121) transcoding *Coco*]] right now, and "
              "[[s:it's using about 340% CPU]] — [[s:that's software encoding with `libx264`]] [[c:capped at 20 Mbit/s]], "
              "[[u:so hardware acceleration (VAAPI on the Radeon iGPU) isn't enabled in your Jellyfin playback "
              "settings]]. [[s:Overall CPU sits at about 64%]] [[s:across the 5600G's 12 threads]], and "
              "[[c:load has been easing off over the last 15 minutes]]. "
              "[[c:Memory isn't the problem either: only about 9 GB is in use]], though "
              "[[s:swap has roughly 500 MB in it]]. [[u:The TV app probably can't direct-play the HEVC audio "
              "track]], which is what forces the transcode in the first place.\n\n"
              "If you want, enable VAAPI under Dashboard → Playback and pick `/dev/dri/renderD128`."},
        {"q": "which containers are running?",
         "ev": ["e4"],
         "a": "| container | state | port |\n|---|---|---|\n"
              "| jellyfin | [[s:✅ running]] | [[s:8096]] |\n"
              "| sonarr | [[s:✅ running]] | [[s:8989]] |\n"
              "| radarr | [[s:✅ running]] | [[c:7787]] |\n"
              "| qbittorrent | [[s:❌ exited]] | – |\n"
              "| prowlarr | [[c:✅ running]] | – |\n\n"
              "So [[c:4 of your 5 containers are up]]. [[u:All five are attached to the default `bridge` "
              "network]]. [[s:qbittorrent exited with code 137]] [[s:about 2 hours ago]] — that's usually a "
              "SIGKILL."},
        {"q": "Why did qbittorrent stop?",
         "ev": ["e4", "e6", "e2"],
         "a": "[[s:It was killed by the kernel's OOM killer]] [[s:at about 19:38]]: [[s:the journal shows "
              "`qbittorrent-nox` (PID 3877) being killed]] [[c:with roughly 3 GB of anonymous RSS]]. "
              "[[u:It was probably caching pieces of a big torrent in RAM]]. "
              "[[s:Docker didn't bring it back because the restart policy is `no`]] — set "
              "`restart: unless-stopped` and a memory limit in your compose file."},
        {"q": "How much room is left on the media drive?",
         "ev": ["e5", "e1"],
         "a": "**/mnt/media** (`/dev/sda1`, ext4)\n\n"
              "- Size: [[s:7.75 TB]] ([[s:~7 TiB]])\n"
              "- Used: [[s:94%]]\n"
              "- Free: [[c:about 460 GiB]]\n\n"
              "[[c:The root SSD is in a similar state at around 90% full]]. "
              "[[u:At the rate Sonarr/Radarr have been grabbing things it'll be full in about two weeks]]. "
              "[[s:The EFI partition is only about 8% used]], so nothing to worry about there."},
        {"q": "Is anyone streaming from Jellyfin right now?",
         "ev": ["e7", "e3", "e4"],
         "a": "Looks like it. [[t:Two clients are connected to port 8096]]: [[t:192.168.0.61]] and "
              "[[t:192.168.0.77]]. [[s:A transcode is running right now]] (the ffmpeg process), so at least one "
              "of them is watching something. [[t:There's also an SSH session open from 192.168.0.12]]. "
              "[[c:Jellyfin's main process has been up since this morning]], and [[t:Samba is listening on "
              "445]] as usual."},
        {"q": "what's eating my CPU?",
         "ev": ["e3", "e2"],
         "a": "Top processes by CPU:\n\n"
              "1. [[s:`ffmpeg` — ~342%]]\n"
              "2. [[s:`jellyfin` — 18%]]\n"
              "3. [[c:`dockerd` — 3.1%]]\n"
              "4. [[s:`Radarr` — under 1%]]\n\n"
              "[[s:All of them except dockerd run as marisol]]. [[c:There are about 190 processes in total]], "
              "and [[s:the machine has been up a bit over 3 days]]. [[c:The ffmpeg job started about 50 minutes ago]]."},
        {"q": "is prowlarr ok?",
         "ev": ["e4", "e6"],
         "a": "No — [[s:prowlarr is stuck in a restart loop]]; [[s:Docker has restarted it 38 times]] "
              "[[c:and it's exiting with code 137 like qbittorrent did]]. [[c:It's running image `prowlarr:1.12.0`]]. [[u:It's most likely failing because "
              "its database got corrupted when the OOM killer fired]]. Check `docker logs prowlarr --tail 50`."},
    ],
}

# ---------------------------------------------------------------------------------------------------------
# tlaloc — CentOS Stream 9 Kubernetes worker, UTC
# ---------------------------------------------------------------------------------------------------------
T = Clock("2026-03-12T14:05:00+00:00")
T_MEM = 67_185_197_056


def _t(t: str) -> str:
    return f"2026-03-{t}+00:00"


T_CTX = "kubernetes-admin@payments-prod"

TLALOC = {
    "name": "tlaloc",
    "clock": T,
    "evidence": [
        steady("e1", T, age=3600, hostname="tlaloc", os_name="CentOS Stream", os_version="9", os_codename=None,
               kernel="5.14.0-427.el9.x86_64", arch="x86_64", cpu_model="Intel(R) Xeon(R) E-2288G CPU @ 3.70GHz",
               cpu_cores=8, cpu_threads=16, memory_total_bytes=T_MEM,
               disks=[{"device": "/dev/mapper/cs-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                      {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                      {"device": "/dev/sdb1", "mountpoint": "/var/lib/containerd", "fstype": "xfs",
                       "total_bytes": 479_850_496_000}],
               network_interfaces=[
                   {"name": "ens192", "mac": "00:50:56:8a:3c:19", "addresses": ["10.20.4.23/24"], "is_up": True},
                   {"name": "flannel.1", "mac": "8e:41:0d:77:20:b3", "addresses": ["10.244.3.0/32"], "is_up": True},
                   {"name": "cni0", "mac": "5a:c2:19:0e:44:71", "addresses": ["10.244.3.1/24"], "is_up": True}],
               dns_servers=["10.20.0.10", "10.20.0.11"], default_gateway="10.20.4.1", package_manager="rpm",
               installed_packages={"kubelet": "1.29.2-150500.1.1", "kubeadm": "1.29.2-150500.1.1",
                                   "kubectl": "1.29.2-150500.1.1", "containerd.io": "1.6.28-3.1.el9",
                                   "kernel": "5.14.0-427.el9", "openssl": "1:3.0.7-27.el9"},
               available_services=["kubelet.service", "containerd.service", "sshd.service", "firewalld.service",
                                   "chronyd.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["ops"]}]),
        item("e2", "linux_service_status",
             unit("kubelet.service", "active", "running", "enabled", 1187, _t("10T08:12:44"),
                  "kubelet: The Kubernetes Node Agent"), T, age=15, args={"name": "kubelet"}),
        item("e3", "kubernetes_get", {"context": T_CTX, "namespace": None, "items": [
            node("cp-1", True, "v1.29.2"), node("tlaloc", True, "v1.29.2"), node("tezcatlipoca", True, "v1.29.2"),
            node("chac", False, "v1.29.1")]}, T, age=20, args={"resource": "nodes"}),
        item("e4", "kubernetes_get", {"context": T_CTX, "namespace": "payments", "items": [
            pod("api-gateway-7d9f8c6b5-x2k4p", "payments", "Running", "tlaloc", 0, True, None, _t("10T08:14:10")),
            pod("api-gateway-7d9f8c6b5-q8mzn", "payments", "Running", "tezcatlipoca", 0, True, None,
                _t("08T22:01:33")),
            pod("ledger-worker-5c4b9d7f8-hj2lm", "payments", "Running", "tlaloc", 23, False, "CrashLoopBackOff"),
            pod("ledger-worker-5c4b9d7f8-pp9wx", "payments", "Running", "tezcatlipoca", 0, True, None,
                _t("08T22:01:40")),
            pod("fraud-score-6b8d7c9f4-zt7rn", "payments", "Pending", "tlaloc", 0, False, "ImagePullBackOff"),
            pod("redis-0", "payments", "Running", "tlaloc", 1, True, None, _t("10T08:13:58")),
            pod("postgres-0", "payments", "Running", "tezcatlipoca", 0, True, None, _t("01T11:20:00")),
        ]}, T, age=20, args={"resource": "pods", "namespace": "payments"}),
        item("e5", "kubernetes_get", {"context": T_CTX, "namespace": "payments", "items": [
            deployment("api-gateway", "payments", 2, 2), deployment("ledger-worker", "payments", 2, 1),
            deployment("fraud-score", "payments", 1, 0)]}, T, age=20,
            args={"resource": "deployments", "namespace": "payments"}),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": "kubelet.service", "entries": [
            log_entry(_t("12T13:41:12"), "kubelet.service", "err",
                      'pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for '
                      '\\"ledger-worker\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed '
                      'container=ledger-worker pod=ledger-worker-5c4b9d7f8-hj2lm_payments\\"" '
                      'pod="payments/ledger-worker-5c4b9d7f8-hj2lm"'),
            log_entry(_t("12T13:58:03"), "kubelet.service", "err",
                      'kuberuntime_image.go:55] "Failed to pull image" '
                      'image="registry.internal:5000/payments/fraud-score:2.4.1" err="rpc error: code = NotFound '
                      'desc = failed to pull and unpack image \\"registry.internal:5000/payments/fraud-score:2.4.1\\": '
                      'failed to resolve reference: registry.internal:5000/payments/fraud-score:2.4.1: not found"'),
            log_entry(_t("12T14:03:29"), "kubelet.service", "info",
                      'kuberuntime_container.go:770] "Container exited with error" '
                      'pod="payments/ledger-worker-5c4b9d7f8-hj2lm" containerName="ledger-worker" exitCode=1'),
            log_entry(_t("12T14:03:30"), "kubelet.service", "err",
                      'pod_workers.go:1298] "Error syncing pod, skipping" err="failed to \\"StartContainer\\" for '
                      '\\"ledger-worker\\" with CrashLoopBackOff: \\"back-off 5m0s restarting failed '
                      'container=ledger-worker pod=ledger-worker-5c4b9d7f8-hj2lm_payments\\"" '
                      'pod="payments/ledger-worker-5c4b9d7f8-hj2lm"'),
        ]}, T, age=30, args={"unit": "kubelet", "since_minutes": 30}),
        item("e7", "linux_system_info",
             system_info(38.0, [3.12, 2.95, 2.71], 193_438, _t("10T08:11:02"), T_MEM, 30 * GiB, 0, 0),
             T, age=600),
        item("e8", "linux_disk_usage", {"filesystems": [
            fs("/dev/mapper/cs-root", "/", "xfs", 75_125_227_520, 41_000_000_000),
            fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 412_000_000),
            fs("/dev/sdb1", "/var/lib/containerd", "xfs", 479_850_496_000, 402_000_000_000),
        ]}, T, age=45),
        item("e9", "linux_package_history", {"source": "dnf", "since": "2026-02-26T14:04:00+00:00", "events": [
            package_event(_t("04T03:12:40"), "upgrade", "openssl", "1:3.0.7-25.el9", "1:3.0.7-27.el9"),
            package_event(_t("10T08:05:09"), "upgrade", "kubeadm", "1.29.1-150500.1.1", "1.29.2-150500.1.1"),
            package_event(_t("10T08:05:11"), "upgrade", "kubelet", "1.29.1-150500.1.1", "1.29.2-150500.1.1"),
            package_event(_t("10T08:05:12"), "upgrade", "kubectl", "1.29.1-150500.1.1", "1.29.2-150500.1.1"),
            package_event(_t("10T08:06:30"), "upgrade", "containerd.io", "1.6.27-3.1.el9", "1.6.28-3.1.el9"),
            package_event(_t("10T08:07:02"), "install", "kernel", None, "5.14.0-427.el9"),
            package_event(_t("10T08:07:05"), "remove", "kernel", "5.14.0-405.el9", None),
        ]}, T, age=60, args={"since_days": 14}),
    ],
    "answers": [
        {"q": "Is this node healthy?",
         "ev": ["e1", "e2", "e3", "e7"],
         "a": "Mostly, yes:\n\n"
              "- [[s:`kubelet` is active (running)]]\n"
              "- [[s:it's enabled at boot]]\n"
              "- [[c:it has been up since 10 March at 08:21]]\n"
              "- [[s:tlaloc reports **Ready**]] [[s:on kubelet v1.29.2]]\n"
              "- [[c:all four nodes in the cluster are Ready]]\n"
              "- [[t:load is around 3]] [[s:on 16 threads]], [[t:memory is about half used (52%)]] and "
              "[[t:swap is off]], as Kubernetes wants\n\n"
              "[[u:No pods have been evicted from it]], so nothing alarming at the node level."},
        {"q": "why does ledger-worker keep crashing?",
         "ev": ["e4", "e5", "e6"],
         "a": "[[s:`ledger-worker-5c4b9d7f8-hj2lm` on tlaloc is in CrashLoopBackOff]] (e4) [[u:with 23 "
              "restarts]] (e5), while [[s:its sibling `ledger-worker-5c4b9d7f8-pp9wx` on tezcatlipoca is "
              "running fine]] [[s:with no restarts]] (e4). [[s:The kubelet log shows the container exiting "
              "with code 1]] [[c:at 14:05:29]] (e6), and [[s:the back-off is now at 5 minutes]]. "
              "[[u:Most likely it can't reach redis-0]], [[s:which has restarted once]]. "
              "[[c:The deployment still has both replicas ready]], so the service isn't down, but I'd run "
              "`kubectl -n payments logs ledger-worker-5c4b9d7f8-hj2lm --previous` to see the actual error."},
        {"q": "What's wrong with fraud-score?",
         "ev": ["e4", "e5", "e6"],
         "a": "[[s:The fraud-score pod is stuck in Pending]] [[c:on tezcatlipoca]] [[s:because the image pull keeps failing]]: "
              "[[c:the tag it's trying to pull is `2.4.0`]], and [[s:the registry answers that it's not "
              "found]]. [[s:The deployment has 0 of 1 replicas ready]]. [[u:Someone probably pushed the image "
              "under a different tag]] — check with `crane ls registry.internal:5000/payments/fraud-score`."},
        {"q": "What got updated on this box recently?",
         "ev": ["e9", "e1"],
         "a": "| Package | Change | When |\n|---|---|---|\n"
              "| kubelet | [[s:1.29.1 → 1.29.2]] | [[s:10 Mar 08:05]] |\n"
              "| containerd.io | [[c:1.6.28 → 1.6.31]] | [[s:10 Mar]] |\n"
              "| kernel | [[s:5.14.0-427.el9 installed]] | [[s:10 Mar 08:07]] |\n"
              "| openssl | [[c:3.0.7-27 → 3.0.7-25]] | [[s:4 Mar]] |\n\n"
              "[[c:Nothing was removed]] in the last two weeks, and [[s:you're booted into the new 427 "
              "kernel]]."},
        {"q": "how full is the containerd disk",
         "ev": ["e8"],
         "a": "[[s:/var/lib/containerd is about 84% full]] — [[c:about 78 GiB free]] [[s:out of 480 GB]]. [[c:`/` is even fuller at 71%]]. "
              "[[u:The kubelet's image garbage collection will start at 85%]], so it should clean up old "
              "images on its own soon."},
        {"q": "Which payments pods are on tlaloc?",
         "ev": ["e4", "e3"],
         "a": "[[s:Four pods of `payments` run on tlaloc]]: `api-gateway-7d9f8c6b5-x2k4p`, "
              "`ledger-worker-5c4b9d7f8-hj2lm`, `fraud-score-6b8d7c9f4-zt7rn` and `redis-0`. "
              "[[c:`postgres-0` is on tlaloc as well]]. [[s:Only api-gateway and redis are fully healthy "
              "there]]. [[s:chac runs none of them]] — [[s:it's NotReady]] [[u:since its kubelet is still on "
              "v1.29.1]]."},
        {"q": "uptime and memory?",
         "ev": ["e7", "e1"],
         "a": "**Uptime:** [[t:about 2 days 6 hours]]\n"
              "**RAM:** [[s:64 GB]], [[t:about 52% used]]\n"
              "**Swap:** [[t:none configured]]\n"
              "**CPU:** [[t:38%]]\n"
              "**Kernel:** [[s:5.14.0-427.el9]]"},
    ],
}

# ---------------------------------------------------------------------------------------------------------
# xibalba — Debian 11 API server behind nginx, +05:30
# ---------------------------------------------------------------------------------------------------------
X = Clock("2026-03-12T19:35:00+05:30")
X_MEM = 8_341_348_352


def _x(t: str) -> str:
    return f"2026-{t}+05:30"


X_GUNICORN = ("/srv/api/venv/bin/python3 /srv/api/venv/bin/gunicorn --workers 3 --timeout 30 "
              "--bind 127.0.0.1:8000 orders.wsgi:application")


def _nginx_err(conn: int, what: str, client: str, request: str) -> str:
    return (f"*{conn} {what}, client: {client}, server: api.example.in, request: \"{request}\", "
            f"upstream: \"http://127.0.0.1:8000{request.split()[1]}\", host: \"api.example.in\"")


XIBALBA = {
    "name": "xibalba",
    "clock": X,
    "evidence": [
        steady("e1", X, age=2000, hostname="xibalba", os_name="Debian GNU/Linux", os_version="11",
               os_codename="bullseye", kernel="5.10.0-28-amd64", arch="x86_64",
               cpu_model="Intel Xeon Processor (Skylake, IBRS)", cpu_cores=4, cpu_threads=4,
               memory_total_bytes=X_MEM,
               disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 84_278_861_824}],
               network_interfaces=[
                   {"name": "ens3", "mac": "52:54:00:9c:71:0e", "addresses": ["203.0.113.14/24"], "is_up": True},
                   {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
               dns_servers=["1.1.1.1", "8.8.8.8"], default_gateway="203.0.113.1",
               installed_packages={"nginx": "1.18.0-6.1+deb11u3", "python3": "3.9.2-3",
                                   "postgresql-13": "13.14-0+deb11u1", "redis-server": "5:6.0.16-1+deb11u2",
                                   "certbot": "1.12.0-2", "openssh-server": "1:8.4p1-5+deb11u3"},
               available_services=["nginx.service", "api-gunicorn.service", "celery-worker.service",
                                   "postgresql@13-main.service", "redis-server.service", "ssh.service",
                                   "cron.service", "certbot.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                      {"name": "postgres", "uid": 108, "gid": 114, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                      {"name": "ananya", "uid": 1000, "gid": 1000, "home": "/home/ananya", "shell": "/bin/bash"},
                      {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["ananya"]},
                       {"name": "www-data", "gid": 33, "members": ["deploy"]}]),
        item("e2", "linux_service_status", {"units": [
            unit("nginx.service", "active", "running", "enabled", 912, _x("02-27T09:02:15"),
                 "A high performance web server and a reverse proxy server"),
            unit("api-gunicorn.service", "active", "running", "enabled", 30411, _x("03-12T19:18:07"),
                 "Gunicorn instance serving the orders API"),
            unit("celery-worker.service", "failed", "failed", "enabled", None, None,
                 "Celery worker for the orders API"),
            unit("postgresql@13-main.service", "active", "running", "enabled", 871, _x("02-27T09:02:11"),
                 "PostgreSQL Cluster 13-main"),
            unit("redis-server.service", "active", "running", "enabled", 866, _x("02-27T09:02:10"),
                 "Advanced key-value store"),
            unit("ssh.service", "active", "running", "enabled", 640, _x("02-27T09:02:05"),
                 "OpenBSD Secure Shell server"),
            unit("cron.service", "active", "running", "enabled", 602, _x("02-27T09:02:04"),
                 "Regular background program processing daemon"),
            unit("certbot.service", "inactive", "dead", "static", None, None, "Certbot"),
        ], "total": 8}, X, age=20),
        item("e3", "linux_network_info", {
            "interfaces": [
                {"name": "ens3", "mac": "52:54:00:9c:71:0e", "addresses": ["203.0.113.14/24"], "is_up": True},
                {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
            "listening": [listener(22, "0.0.0.0", 640, "sshd"), listener(22, "::", 640, "sshd"),
                          listener(80, "0.0.0.0", 912, "nginx"), listener(443, "0.0.0.0", 912, "nginx"),
                          listener(8000, "127.0.0.1", 30411, "gunicorn"),
                          listener(5432, "127.0.0.1", 871, "postgres"),
                          listener(6379, "127.0.0.1", 866, "redis-server"),
                          listener(6379, "::1", 866, "redis-server")],
            "connections": [connection("203.0.113.14:443", "198.51.100.23:61532", 915, "nginx"),
                            connection("203.0.113.14:443", "198.51.100.40:52210", 915, "nginx"),
                            connection("127.0.0.1:41822", "127.0.0.1:8000", 915, "nginx"),
                            connection("127.0.0.1:8000", "127.0.0.1:41822", 30419, "gunicorn"),
                            connection("127.0.0.1:50114", "127.0.0.1:5432", 30419, "gunicorn"),
                            connection("203.0.113.14:22", "49.36.12.7:50912", 31002, "sshd")],
        }, X, age=30),
        item("e4", "linux_recent_logs", {"source": "file", "unit": "nginx.service", "entries": [
            log_entry(_x("03-12T19:12:31"), "nginx.service", "err", _nginx_err(
                88214, "upstream prematurely closed connection while reading response header from upstream",
                "198.51.100.23", "POST /v1/orders HTTP/1.1")),
            log_entry(_x("03-12T19:14:02"), "nginx.service", "err", _nginx_err(
                88301, "upstream prematurely closed connection while reading response header from upstream",
                "198.51.100.40", "POST /v1/orders HTTP/1.1")),
            log_entry(_x("03-12T19:16:47"), "nginx.service", "err", _nginx_err(
                88377, "upstream prematurely closed connection while reading response header from upstream",
                "198.51.100.23", "POST /v1/orders HTTP/1.1")),
            log_entry(_x("03-12T19:17:40"), "nginx.service", "err", _nginx_err(
                88390, "connect() failed (111: Connection refused) while connecting to upstream",
                "198.51.100.61", "GET /v1/health HTTP/1.1")),
            log_entry(_x("03-12T19:17:55"), "nginx.service", "err", _nginx_err(
                88402, "connect() failed (111: Connection refused) while connecting to upstream",
                "198.51.100.23", "POST /v1/orders HTTP/1.1")),
        ]}, X, age=40, args={"unit": "nginx", "since_minutes": 60}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "api-gunicorn.service", "entries": [
            log_entry(_x("03-12T19:16:58"), "api-gunicorn.service", "crit",
                      "[2026-03-12 19:16:58 +0530] [29870] [CRITICAL] WORKER TIMEOUT (pid:29877)"),
            log_entry(_x("03-12T19:17:01"), "api-gunicorn.service", "err",
                      "[2026-03-12 19:17:01 +0530] [29870] [ERROR] Worker (pid:29877) was sent SIGKILL! "
                      "Perhaps out of memory?"),
            log_entry(_x("03-12T19:17:20"), "api-gunicorn.service", "warning",
                      "api-gunicorn.service: Main process exited, code=killed, status=9/KILL"),
            log_entry(_x("03-12T19:17:20"), "api-gunicorn.service", "warning",
                      "api-gunicorn.service: Failed with result 'signal'."),
            log_entry(_x("03-12T19:18:07"), "api-gunicorn.service", "info",
                      "Started Gunicorn instance serving the orders API."),
            log_entry(_x("03-12T19:18:08"), "api-gunicorn.service", "info",
                      "[2026-03-12 19:18:08 +0530] [30411] [INFO] Listening at: http://127.0.0.1:8000 (30411)"),
            log_entry(_x("03-12T19:18:08"), "api-gunicorn.service", "info",
                      "[2026-03-12 19:18:08 +0530] [30419] [INFO] Booting worker with pid: 30419"),
            log_entry(_x("03-12T19:18:08"), "api-gunicorn.service", "info",
                      "[2026-03-12 19:18:08 +0530] [30420] [INFO] Booting worker with pid: 30420"),
            log_entry(_x("03-12T19:18:08"), "api-gunicorn.service", "info",
                      "[2026-03-12 19:18:08 +0530] [30421] [INFO] Booting worker with pid: 30421"),
        ]}, X, age=40, args={"unit": "api-gunicorn", "since_minutes": 60}),
        item("e6", "linux_file_read", {"path": "/etc/nginx/sites-enabled/api.conf", "offset": 0, "limit": 200,
                                       "total_lines": 21, "lines": [
            "server {",
            "    listen 80;",
            "    server_name api.example.in;",
            "    return 301 https://$host$request_uri;",
            "}",
            "server {",
            "    listen 443 ssl http2;",
            "    server_name api.example.in;",
            "    ssl_certificate /etc/letsencrypt/live/api.example.in/fullchain.pem;",
            "    ssl_certificate_key /etc/letsencrypt/live/api.example.in/privkey.pem;",
            "    client_max_body_size 10m;",
            "    location / {",
            "        proxy_pass http://127.0.0.1:8000;",
            "        proxy_set_header Host $host;",
            "        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
            "        proxy_read_timeout 30s;",
            "    }",
            "    location /static/ {",
            "        alias /srv/api/static/;",
            "        expires 7d;",
            "    }",
        ]}, X, age=50, args={"path": "/etc/nginx/sites-enabled/api.conf"}),
        item("e7", "linux_processes", processes(142, X_MEM, [
            (30419, "gunicorn", "www-data", 12.0, 1_288_490_188, _x("03-12T19:18:08"), X_GUNICORN),
            (30420, "gunicorn", "www-data", 4.0, 734_003_200, _x("03-12T19:18:08"), X_GUNICORN),
            (30421, "gunicorn", "www-data", 1.5, 398_458_880, _x("03-12T19:18:08"), X_GUNICORN),
            (871, "postgres", "postgres", 0.3, 214_958_080, _x("02-27T09:02:11"),
             "/usr/lib/postgresql/13/bin/postgres -D /var/lib/postgresql/13/main "
             "-c config_file=/etc/postgresql/13/main/postgresql.conf"),
            (866, "redis-server", "redis", 0.2, 88_080_384, _x("02-27T09:02:10"),
             "/usr/bin/redis-server 127.0.0.1:6379"),
        ]), X, age=700, args={"sort": "memory", "limit": 5}),
        item("e8", "linux_system_info",
             system_info(22.5, [0.84, 1.35, 1.12], 1_161_165, _x("02-27T09:01:40"), X_MEM, 2_684_354_560, 0, 0),
             X, age=35),
    ],
    "answers": [
        {"q": "Why did the API throw 502s earlier this evening?",
         "ev": ["e2", "e4", "e5"],
         "a": "## What happened\n\n"
              "1. [[s:nginx logged \"upstream prematurely closed connection\" three times]] "
              "[[s:(19:12, 19:14 and 19:16)]], [[s:all on `POST /v1/orders`]] [e4].\n"
              "2. [[s:A gunicorn worker (PID 29877) hit a WORKER TIMEOUT]] [[u:and was killed by the kernel's "
              "OOM killer]] [e5].\n"
              "3. [[s:Then the whole `api-gunicorn` service went down at 19:17:20]] ([[s:`status=9/KILL`]]), and "
              "[[s:while it was down nginx got `Connection refused`]] [[c:for about five minutes]].\n"
              "4. [[s:systemd started it again at 19:18:07]] — [[c:it's been running for about 45 minutes "
              "since]].\n\n"
              "## Now\n\n"
              "[[s:nginx hasn't logged an error since 19:17:55]] [e4]. [[s:`celery-worker` is in a failed "
              "state too]] [e2], [[u:but that's unrelated to the 502s]].\n\n"
              "Want me to look at memory on the workers next?"},
        {"q": "what's listening on this box?",
         "ev": ["e3"],
         "a": "| Port | Address | Process |\n|---|---|---|\n"
              "| 22 | [[s:0.0.0.0 and ::]] | [[s:sshd]] |\n"
              "| 80 | [[s:0.0.0.0]] | [[s:nginx]] |\n"
              "| 443 | [[s:0.0.0.0]] | [[s:nginx]] |\n"
              "| 8000 | [[c:0.0.0.0]] | [[s:gunicorn]] |\n"
              "| 5432 | [[s:127.0.0.1]] | [[s:postgres]] |\n"
              "| 6379 | [[s:127.0.0.1 / ::1]] | [[c:redis-sentinel]] |\n\n"
              "[[c:MySQL's port 3306 is open too]]. [[s:Only nginx and sshd are reachable from outside]]."},
        {"q": "Is nginx's proxy timeout too short for the orders API?",
         "ev": ["e6", "e7"],
         "a": "Possibly. In `/etc/nginx/sites-enabled/api.conf`, [[s:`proxy_read_timeout` is 30s]], "
              "[[t:which matches gunicorn's `--timeout 30`]], so a slow order hits both limits at once. Other "
              "things in that file: [[s:nginx proxies everything under `/` to 127.0.0.1:8000]], "
              "[[c:`client_max_body_size` is 1m]], [[s:`/static/` is served straight from `/srv/api/static/`]] "
              "[[c:with a 30-day cache]], and [[s:port 80 just redirects to HTTPS]].\n\n"
              "You could raise both to 60s if orders legitimately take that long."},
        {"q": "Is gunicorn leaking memory?",
         "ev": ["e7", "e8", "e1"],
         "a": "Here's the picture: [[s:the server has 8 GB of RAM]] with [[s:about 2.5 GiB available]] "
              "([[s:~68% used]]) and [[s:no swap]]. [[t:The biggest process is gunicorn worker 30419 at about "
              "1.2 GiB]] — [[t:more than the other two workers combined]]; [[t:all three workers run as "
              "www-data]]. [[u:One worker growing to 1.2 GiB in under 20 minutes looks like a leak in the "
              "orders view]]. [[t:PostgreSQL is the second-largest at ~540 MiB]].\n\n"
              "Setting `--max-requests 500` would recycle workers before they grow that big."},
        {"q": "quick service status please",
         "ev": ["e2"],
         "a": "nginx: [[s:running]]\n"
              "api-gunicorn: [[s:running]] ([[s:restarted at 19:18]])\n"
              "postgresql@13-main: [[s:running]]\n"
              "redis: [[s:running]]\n"
              "celery-worker: [[c:inactive]]\n\n"
              "[[c:Everything is enabled at boot]]."},
        {"q": "Who's connected right now?",
         "ev": ["e3"],
         "a": "[[s:There are two HTTPS clients]]: [[s:198.51.100.23]] and [[c:198.51.100.4]], [[s:plus an SSH "
              "session from 49.36.12.7]]. Internally, [[s:nginx has one open connection to gunicorn on "
              "8000]], and [[c:gunicorn has no connection to PostgreSQL at the moment]]."},
        {"q": "What OS and versions is this running?",
         "ev": ["e1", "e8"],
         "a": "- OS: [[s:Debian 11 (bullseye)]]\n"
              "- Kernel: [[s:5.10.0-28-amd64]]\n"
              "- CPU: [[s:4 vCPUs]]\n"
              "- Swap: [[c:2 GB]]\n"
              "- nginx: [[s:1.18.0]]\n"
              "- PostgreSQL: [[c:15]]\n"
              "- Uptime: [[s:about 13 days]] — [[c:last rebooted on 28 February]]"},
    ],
}

# ---------------------------------------------------------------------------------------------------------
# ixchel — Manjaro laptop, wifi and battery trouble, +01:00
# ---------------------------------------------------------------------------------------------------------
I = Clock("2026-03-12T08:50:00+01:00")
I_MEM = 16_479_268_864


def _i(t: str) -> str:
    return f"2026-03-{t}+01:00"


I_STEADY = steady("e1", I, age=1800, hostname="ixchel", os_name="Manjaro Linux", os_version="24.2.1",
                  os_codename="Yonada", kernel="6.12.4-1-MANJARO", arch="x86_64",
                  cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz", cpu_cores=4, cpu_threads=8,
                  memory_total_bytes=I_MEM,
                  disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs",
                          "total_bytes": 511_101_108_224},
                         {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                          "total_bytes": 314_572_800}],
                  network_interfaces=[
                      {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:12:9b", "addresses": ["192.168.178.34/24"],
                       "is_up": True},
                      {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
                  dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="pacman",
                  installed_packages={"linux612": "6.12.4-1", "linux66": "6.6.65-1", "networkmanager": "1.50.0-1",
                                      "wpa_supplicant": "2:2.11-3", "tlp": "1.7.0-1",
                                      "power-profiles-daemon": "0.23-1", "linux-firmware": "20241210.d3fa5bd8-1",
                                      "firefox": "133.0.3-1", "baloo": "6.9.0-1"},
                  available_services=["NetworkManager.service", "wpa_supplicant.service", "tlp.service",
                                      "power-profiles-daemon.service", "bluetooth.service", "sddm.service"],
                  users=[{"name": "luz", "uid": 1000, "gid": 1000, "home": "/home/luz", "shell": "/usr/bin/zsh"}],
                  groups=[{"name": "wheel", "gid": 998, "members": ["luz"]}])
I_STEADY["data"]["stale_sources"] = ["packages"]

IXCHEL = {
    "name": "ixchel",
    "clock": I,
    "evidence": [
        I_STEADY,
        item("e2", "linux_system_info",
             system_info(31.4, [1.92, 1.41, 1.05], 3100, _i("12T07:58:00"), I_MEM, 9_663_676_416, 16 * GiB, 0),
             I, age=20),
        item("e3", "linux_file_read", {"path": "/sys/class/power_supply/BAT0/uevent", "offset": 0, "limit": 200,
                                       "total_lines": 16, "lines": [
            "POWER_SUPPLY_NAME=BAT0",
            "POWER_SUPPLY_TYPE=Battery",
            "POWER_SUPPLY_STATUS=Discharging",
            "POWER_SUPPLY_PRESENT=1",
            "POWER_SUPPLY_TECHNOLOGY=Li-poly",
            "POWER_SUPPLY_CYCLE_COUNT=612",
            "POWER_SUPPLY_VOLTAGE_MIN_DESIGN=11520000",
            "POWER_SUPPLY_VOLTAGE_NOW=11390000",
            "POWER_SUPPLY_POWER_NOW=11840000",
            "POWER_SUPPLY_ENERGY_FULL_DESIGN=57000000",
            "POWER_SUPPLY_ENERGY_FULL=41230000",
            "POWER_SUPPLY_ENERGY_NOW=16900000",
            "POWER_SUPPLY_CAPACITY=41",
            "POWER_SUPPLY_CAPACITY_LEVEL=Normal",
            "POWER_SUPPLY_MODEL_NAME=5B10W13975",
            "POWER_SUPPLY_MANUFACTURER=SMP",
        ]}, I, age=25, args={"path": "/sys/class/power_supply/BAT0/uevent"}),
        item("e4", "linux_processes", processes(268, I_MEM, [
            (1893, "baloo_file", "luz", 22.5, 431_008_768, _i("12T07:58:40"), "/usr/lib/baloo_file"),
            (4410, "Isolated Web Co", "luz", 14.2, 622_854_144, _i("12T08:12:57"),
             "/usr/lib/firefox/firefox -contentproc -childID 12 -isForBrowser -prefsLen 31802 "
             "-prefMapSize 244787 -parentBuildID 20241209 -appDir /usr/lib/firefox/browser 3120 tab"),
            (3120, "firefox", "luz", 6.1, 786_432_000, _i("12T08:02:11"), "/usr/lib/firefox/firefox"),
            (1450, "plasmashell", "luz", 2.3, 398_458_880, _i("12T07:58:31"), "/usr/bin/plasmashell --no-respawn"),
            (1322, "kwin_wayland", "luz", 1.9, 180_355_072, _i("12T07:58:29"),
             "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0 --xwayland"),
        ]), I, age=20, args={"sort": "cpu", "limit": 5}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
            log_entry(_i("11T22:14:07"), None, "err", "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
            log_entry(_i("11T22:14:07"), None, "err", "iwlwifi 0000:00:14.3: Start IWL Error Log Dump:"),
            log_entry(_i("11T22:14:09"), "NetworkManager.service", "warning",
                      "<warn>  device (wlp0s20f3): Activation: failed for connection 'FRITZ!Box 7590 XY'"),
            log_entry(_i("12T08:12:31"), None, "err", "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
            log_entry(_i("12T08:12:33"), "NetworkManager.service", "warning",
                      "<warn>  device (wlp0s20f3): state change: activated -> failed (reason "
                      "'supplicant-disconnect', sys-iface-state: 'managed')"),
            log_entry(_i("12T08:31:50"), None, "err", "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
            log_entry(_i("12T08:31:52"), "NetworkManager.service", "warning",
                      "<warn>  device (wlp0s20f3): state change: activated -> failed (reason "
                      "'supplicant-disconnect', sys-iface-state: 'managed')"),
            log_entry(_i("12T08:44:03"), None, "warning", "iwlwifi 0000:00:14.3: WRT: Invalid buffer destination"),
        ]}, I, age=30, complete=False, args={"since_minutes": 720, "priority": "warning", "limit": 8}),
        item("e6", "linux_package_history", {"source": "pacman", "since": "2026-03-09T08:49:20+01:00", "events": [
            package_event(_i("11T18:40:12"), "upgrade", "linux612", "6.12.1-1", "6.12.4-1"),
            package_event(_i("11T18:40:15"), "upgrade", "linux-firmware", "20241111.b5885ec5-1",
                          "20241210.d3fa5bd8-1"),
            package_event(_i("11T18:40:20"), "upgrade", "networkmanager", "1.48.10-1", "1.50.0-1"),
            package_event(_i("11T18:40:22"), "upgrade", "firefox", "132.0.2-1", "133.0.3-1"),
            package_event(_i("12T08:36:44"), "remove", "power-profiles-daemon", "0.23-1", None),
        ]}, I, age=40, args={"since_days": 3}),
        item("e7", "linux_service_status",
             unit("tlp.service", "active", "exited", "enabled", None, _i("12T07:58:05"),
                  "TLP system startup/shutdown"), I, age=20, args={"name": "tlp"}),
        item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "wlp0s20f3", "rx_bytes_per_s": 1_250_000, "tx_bytes_per_s": 48_000},
            {"name": "lo", "rx_bytes_per_s": 2_100, "tx_bytes_per_s": 2_100}]}, I, age=400,
            args={"interval_seconds": 1}),
    ],
    "answers": [
        {"q": "my wifi keeps dropping out, any idea why?",
         "ev": ["e1", "e5", "e6"],
         "a": "Hi! It looks like a driver/firmware problem rather than your router. [[s:The Intel wifi card "
              "(iwlwifi at 0000:00:14.3) has crashed its firmware several times]] — [[c:the last microcode "
              "error was at 08:44]] — and [[s:this morning NetworkManager dropped the connection twice]] "
              "([[s:reason `supplicant-disconnect`]]). [[u:This started right after yesterday evening's "
              "update]], [[s:in which `linux-firmware` went from 20241111 to 20241210]] [[c:and NetworkManager "
              "was downgraded to 1.48.10]]. [[u:The new firmware is most likely buggy on your AX201 card]]. "
              "[[c:You're also still running the old 6.12.1 kernel]], and [[s:the last wifi-related message "
              "was at 08:44]].\n\n"
              "You could try the previous firmware from the pacman cache: "
              "`sudo pacman -U /var/cache/pacman/pkg/linux-firmware-20241111*`."},
        {"q": "How's my battery doing?",
         "ev": ["e3"],
         "a": "🔋 **BAT0**\n\n"
              "- Status: [[s:discharging]]\n"
              "- Charge: [[s:41%]]\n"
              "- Health: [[c:about 82% of design capacity]]\n"
              "- Cycles: [[s:612]]\n"
              "- Draw: [[s:~11.8 W]]\n"
              "- Time left: [[s:roughly 1 h 25 min at this rate]]\n\n"
              "[[c:It was designed for 60 Wh]], so it has lost a fair bit. [[c:The pack is made by LGC]]. "
              "[[u:It's probably still the original battery]]."},
        {"q": "Why is the battery draining so fast today?",
         "ev": ["e1", "e2", "e3", "e4", "e6"],
         "a": "A couple of things stand out. [[s:`baloo_file` (KDE's file indexer) is the top CPU user at about "
              "22%]], [[s:ahead of a Firefox content process at 14%]]. [[s:Overall CPU is ~31%]] [[c:and the "
              "1-minute load is 0.9]], and [[s:you're drawing about 11.8 W]], which is high for idle on an "
              "i7-1165G7. [[t:TLP 1.7.0 is installed]], [[c:and power-profiles-daemon is still installed "
              "alongside it]] — the two fight each other. [[u:Baloo is probably re-indexing everything after "
              "the update]]; `balooctl suspend` would tell you quickly."},
        {"q": "what got upgraded yesterday?",
         "ev": ["e6"],
         "a": "Yesterday's pacman run:\n\n"
              "1. [[s:linux612 6.12.1-1 → 6.12.4-1]]\n"
              "2. [[s:linux-firmware 20241111 → 20241210]]\n"
              "3. [[s:networkmanager 1.48.10 → 1.50.0]]\n"
              "4. [[c:firefox 133.0.3 → 134.0]]\n\n"
              "[[s:All four happened around 18:40]]. [[c:mesa was upgraded in the same run]]. And "
              "[[s:this morning you removed power-profiles-daemon]]."},
        {"q": "is tlp running?",
         "ev": ["e7", "e1"],
         "a": "[[s:Yes — `tlp.service` is active]] ([[s:exited]], which is normal because [[u:it's a oneshot "
              "unit]]) [[s:and enabled]]. [[t:It's version 1.7.0]]. [[c:It started at 08:05]]."},
        {"q": "Is the wifi slow? how much is it moving",
         "ev": ["e8", "e1"],
         "a": "[[t:Right now you're downloading about 1.25 MB/s]] ([[t:~10 Mbit/s]]) [[t:and uploading about "
              "48 KB/s]] [[s:on wlp0s20f3]], [[s:which has the address 192.168.178.34]]. [[u:That's well below "
              "what your FRITZ!Box should manage]]."},
        {"q": "when did I boot and how much RAM am I using?",
         "ev": ["e2", "e1"],
         "a": "[[s:You booted at about 07:58]], [[c:roughly an hour and a half ago]]. [[s:6.3 GiB of your "
              "15.3 GiB is in use]] ([[s:about 41%]]), [[s:and swap is untouched]] — [[c:you have 8 GB of "
              "it]]."},
    ],
}

# ---------------------------------------------------------------------------------------------------------
# kukulkan — Ubuntu 24.04 on a Raspberry Pi 5, backup server, -03:00
# ---------------------------------------------------------------------------------------------------------
K = Clock("2026-03-12T03:25:00-03:00")
K_MEM = 8_245_223_424


def _k(t: str) -> str:
    return f"2026-03-{t}-03:00"


K_BORG = ("/usr/bin/python3 /usr/bin/borg create --stats --compression zstd,6 "
          "/srv/backup/borg/repo::xochi-2026-03-12 /mnt/xochi/home")

KUKULKAN = {
    "name": "kukulkan",
    "clock": K,
    "evidence": [
        steady("e1", K, age=2400, hostname="kukulkan", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-1018-raspi", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
               memory_total_bytes=K_MEM,
               disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62_545_461_248},
                      {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                       "total_bytes": 534_765_568},
                      {"device": "/dev/sda1", "mountpoint": "/srv/backup", "fstype": "ext4",
                       "total_bytes": 3_936_818_634_752}],
               network_interfaces=[
                   {"name": "eth0", "mac": "d8:3a:dd:41:7c:02", "addresses": ["192.168.1.40/24"], "is_up": True},
                   {"name": "wlan0", "mac": "d8:3a:dd:41:7c:03", "addresses": [], "is_up": False}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
               installed_packages={"borgbackup": "1.2.8-1", "rsync": "3.2.7-1ubuntu1",
                                   "smartmontools": "7.4-2build1", "openssh-server": "1:9.6p1-3ubuntu13.5",
                                   "nfs-common": "1:2.6.4-3ubuntu5"},
               available_services=["borg-nightly.service", "ssh.service", "smartmontools.service",
                                   "unattended-upgrades.service", "rpc-statd.service"],
               users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"},
                      {"name": "borg", "uid": 1001, "gid": 1001, "home": "/srv/backup/borg", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]},
                       {"name": "disk", "gid": 6, "members": []},
                       {"name": "borg", "gid": 1001, "members": []}]),
        item("e2", "linux_service_status",
             unit("borg-nightly.service", "activating", "start", "static", 41822, None,
                  "Nightly borg backup of xochi"), K, age=15, args={"name": "borg-nightly"}),
        item("e3", "linux_service_status",
             unit("smartmontools.service", "active", "running", "enabled", 702, "2026-02-20T23:17:31-03:00",
                  "Self Monitoring and Reporting Technology (SMART) Daemon"), K, age=15,
             args={"name": "smartmontools"}),
        item("e4", "linux_recent_logs", {"source": "journal", "unit": "borg-nightly.service", "entries": [
            log_entry(_k("11T02:00:03"), "borg-nightly.service", "info",
                      "Starting borg-nightly.service - Nightly borg backup of xochi..."),
            log_entry(_k("11T02:00:05"), "borg-nightly.service", "info",
                      "Creating archive at \"/srv/backup/borg/repo::xochi-2026-03-11\""),
            log_entry(_k("11T02:41:15"), "borg-nightly.service", "info", "Archive name: xochi-2026-03-11"),
            log_entry(_k("11T02:41:15"), "borg-nightly.service", "info", "Duration: 41 minutes 10.52 seconds"),
            log_entry(_k("11T02:41:15"), "borg-nightly.service", "info",
                      "This archive:              212.48 GB            198.02 GB              3.41 GB"),
            log_entry(_k("11T02:41:16"), "borg-nightly.service", "info", "terminating with success status, rc 0"),
            log_entry(_k("11T02:41:17"), "borg-nightly.service", "info",
                      "borg-nightly.service: Deactivated successfully."),
            log_entry(_k("12T02:00:03"), "borg-nightly.service", "info",
                      "Starting borg-nightly.service - Nightly borg backup of xochi..."),
            log_entry(_k("12T02:00:05"), "borg-nightly.service", "info",
                      "Creating archive at \"/srv/backup/borg/repo::xochi-2026-03-12\""),
            log_entry(_k("12T02:47:12"), "borg-nightly.service", "warning",
                      "/mnt/xochi/home/tomas/vm/win11.qcow2: file changed while we backed it up"),
        ]}, K, age=20, args={"unit": "borg-nightly", "since_minutes": 1800}),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "smartmontools.service", "entries": [
            log_entry(_k("12T00:55:03"), "smartmontools.service", "crit",
                      "Device: /dev/sda [SAT], 8 Currently unreadable (pending) sectors"),
            log_entry(_k("12T01:25:03"), "smartmontools.service", "crit",
                      "Device: /dev/sda [SAT], 8 Currently unreadable (pending) sectors"),
            log_entry(_k("12T01:55:03"), "smartmontools.service", "crit",
                      "Device: /dev/sda [SAT], 8 Currently unreadable (pending) sectors"),
            log_entry(_k("12T02:25:03"), "smartmontools.service", "crit",
                      "Device: /dev/sda [SAT], 16 Currently unreadable (pending) sectors"),
            log_entry(_k("12T02:25:03"), "smartmontools.service", "info",
                      "Device: /dev/sda [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 41 to 46"),
            log_entry(_k("12T02:55:03"), "smartmontools.service", "crit",
                      "Device: /dev/sda [SAT], 16 Currently unreadable (pending) sectors"),
            log_entry(_k("12T02:55:03"), "smartmontools.service", "crit",
                      "Device: /dev/sda [SAT], 8 Offline uncorrectable sectors"),
        ]}, K, age=40, args={"unit": "smartmontools", "since_minutes": 180}),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/mmcblk0p2", "/", "ext4", 62_545_461_248, 14_200_000_000),
            fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", 534_765_568, 160_432_128),
            fs("/dev/sda1", "/srv/backup", "ext4", 3_936_818_634_752, 3_302_000_000_000),
        ]}, K, age=30),
        item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
            {"device": "sda", "read_bytes_per_s": 1_800_000, "write_bytes_per_s": 41_500_000, "busy_percent": 78.0},
            {"device": "mmcblk0", "read_bytes_per_s": 0, "write_bytes_per_s": 12_288, "busy_percent": 0.4},
        ]}, K, age=25, args={"interval_seconds": 1}),
        item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
            {"name": "eth0", "rx_bytes_per_s": 43_800_000, "tx_bytes_per_s": 620_000},
            {"name": "wlan0", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0}]}, K, age=25, args={"interval_seconds": 1}),
        item("e9", "linux_processes", processes(171, K_MEM, [
            (41830, "borg", "root", 71.3, 641_728_512, _k("12T02:00:04"), K_BORG),
            (88, "kswapd0", "root", 4.1, 0, "2026-02-20T23:16:42-03:00", ""),
            (412, "kworker/u8:2+flush-8:0", "root", 3.6, 0, _k("12T01:12:09"), ""),
            (31220, "sshd", "ubuntu", 0.7, 9_437_184, _k("12T03:10:44"), "sshd: ubuntu@pts/0"),
        ]), K, age=25, args={"sort": "cpu", "limit": 4}),
        item("e10", "linux_system_info",
             system_info(81.0, [3.92, 3.71, 3.40], 1_656_000, K.ago(500 + 1_656_000), K_MEM, 5_476_083_712, 0, 0),
             K, age=500),
    ],
    "answers": [
        {"q": "Is tonight's backup done yet?",
         "ev": ["e2", "e4"],
         "a": "[[s:Not yet — `borg-nightly.service` is still activating]] ([[s:the job started at 02:00]]), "
              "[[s:so it's been running for about an hour and 25 minutes]]. For comparison, [[s:last night's run "
              "took about 41 minutes]] [[s:and finished with rc 0]]. [[c:Tonight's archive is "
              "`xochi-2026-03-11`]]. [[s:There's one warning so far]]: [[s:`win11.qcow2` changed while it was "
              "being backed up]]. [[u:It's slower tonight because that VM image changed]]."},
        {"q": "How healthy is the backup disk?",
         "ev": ["e6", "e5", "e1"],
         "a": "### /srv/backup (`/dev/sda1`)\n\n"
              "| | |\n|---|---|\n"
              "| Size | [[s:3.94 TB]] |\n"
              "| Used | [[c:78%]] |\n"
              "| Free | [[s:~635 GB]] |\n\n"
              "### SMART ⚠️\n\n"
              "[[s:smartd reports pending (unreadable) sectors on /dev/sda]], [[c:and the count has stayed at 8 "
              "all night]]. [[s:It also logged 8 offline uncorrectable sectors]] [[s:at 02:55]], and [[s:the "
              "drive's temperature went from 41 to 46 °C]]. [[u:Those sectors are probably in the area borg is "
              "writing tonight's segments to]]. For what it's worth [[s:the SD card root is only ~23% used]].\n\n"
              "I'd plan to replace that drive soon and run `sudo smartctl -a /dev/sda` for the full picture."},
        {"q": "why is the backup so slow tonight?",
         "ev": ["e7", "e8", "e9", "e10"],
         "a": "Looking at the live numbers:\n\n"
              "- [[s:`borg` (PID 41830) is using ~71% of a core]] (e9)\n"
              "- [[s:it compresses with zstd level 6]] (e9)\n"
              "- [[s:/dev/sda is 78% busy]] (e7), [[s:writing about 41.5 MB/s]] (e7)\n"
              "- [[c:eth0 is receiving about 438 Mbit/s]] (e8)\n"
              "- [[t:load average is ~3.9]] (e10) and [[u:overall CPU is at 81%]] (e7)\n\n"
              "[[u:So the bottleneck is most likely the USB disk, not the network]]. Also note "
              "[[c:borg runs as the `borg` user]], so it can't read files other users locked down."},
        {"q": "what hardware is this?",
         "ev": ["e1"],
         "a": "[[s:It's an aarch64 board]] with [[s:a 4-core Cortex-A76]] and [[c:4 GB of RAM]], [[s:running "
              "Ubuntu 24.04 (noble)]] [[s:with the 6.8.0-1018-raspi kernel]]. [[s:The backup disk is mounted at "
              "/srv/backup]]; [[c:the OS lives on a 128 GB SD card]]."},
        {"q": "top CPU processes?",
         "ev": ["e9"],
         "a": "1. [[s:borg — 71.3%]]\n2. [[s:kswapd0 — 4.1%]]\n3. [[c:sshd — 3.6%]]\n\n"
              "[[s:171 processes in total]], and [[c:all of the top ones run as root]]."},
        {"q": "Which accounts are on here and who has sudo?",
         "ev": ["e1"],
         "a": "There are [[s:two regular accounts]]: [[s:`ubuntu` (uid 1000)]] and [[c:`borg` (uid 1010)]]. "
              "[[s:Only ubuntu is in the sudo group]]. [[c:borg's home is /home/borg]], [[s:both use /bin/bash "
              "as their shell]], and [[c:borg is a member of the `disk` group]] so it can read the raw device."},
        {"q": "Is eth0 up and how much is it pulling?",
         "ev": ["e8", "e1", "e10"],
         "a": "Yes — [[s:eth0 is up with 192.168.1.40]] [[s:and is pulling about 44 MB/s]] ([[u:that's the NFS read from xochi]]) [[s:while sending "
              "only ~0.6 MB/s]]. [[s:Wi-Fi (wlan0) is down]], which is fine for a server. [[c:The default "
              "gateway is 192.168.1.254]], and [[t:the Pi has been up for 19 days]]."},
    ],
}

MACHINES = [QUETZALCOATL, TLALOC, XIBALBA, IXCHEL, KUKULKAN]
