"""23rd generation (written blind: the writer saw neither the wrapper nor its misses, nor the other generations).

A spread of machine kinds, everyday and operational questions, answers in the manner of small local models
(gemma2, mistral, phi at 3-9B): more plain prose and fewer emoji, some tables, some numbered findings, some
one-paragraph summaries, numbers rounded the way people round them, GB written where GiB is meant, relative
times, and pronouns that reach across sentences.

emondsfield (Arch Linux developer laptop, Europe/Berlin, 14:25 local): steady state (Ryzen 7 7840U, 8 cores / 16
threads, 30.6 GiB MemTotal, btrfs on a 1 TB NVMe, pacman packages, users rand/egwene plus the ollama system user,
wheel = rand); a fresh linux_system_info under heavy load (78 % CPU, load 9.6, 2.4 GiB available, 5.6 of 8 GiB
swap) and an older one from 25 minutes before (idle); processes sorted by CPU (ollama runner at 412 %, localsearch-3
indexer, firefox, code, ...); last night's pacman run (kernel 6.12.10 -> 6.13.1, mesa, firefox, python 3.13, docker,
tracker3-miners replaced by localsearch, ollama-rocm replaced by plain ollama); disk usage (/ at 92 %); every
service (sshd inactive and disabled); warning-level journal of the last three hours (ollama finds no supported GPU
and offloads 0 of 33 layers); a window of /etc/ssh/sshd_config (PasswordAuthentication no, AllowUsers rand).

tarvalon (Debian 12 ZFS/NFS/Samba file server, America/New_York, 07:50 local): steady state (Xeon E-2236, 62.7 GiB,
zfsutils 2.2.7, samba 4.17, sanoid; users siuan/leane/elaida; groups sudo, media, sambashare); ZFS datasets in
linux_disk_usage (tank/media the biggest); the storage units (nfs-server active/exited, smbd running, nmbd
disabled, syncoid-offsite.service failed, its timer waiting); the syncoid job's journal from last night (ssh to
backup.shienar.lan timed out at 02:31); listening sockets and connections (2049, 111, 445, 139, 22, 9100); a window
of /etc/exports and part of smb.conf (cut: only 24 of 61 lines); ZED events (two checksum events on one disk
during the scrub, scrub finished ONLINE); and a 15-minute-old linux_system_info (stale).

caemlyn (Raspberry Pi 5 home-automation box, Raspberry Pi OS bookworm arm64, Europe/London, 19:05 local): steady
state (Cortex-A76, 4 cores, 7.7 GiB, 64 GB SD card and a USB SSD, docker-ce, mosquitto runs in Docker); Docker
containers (homeassistant on host networking, mosquitto published on 0.0.0.0:1883 and 9001, zigbee2mqtt
restarting, node-red on 127.0.0.1, esphome exited) fresh, and the same listing from 12 minutes earlier (stale,
zigbee2mqtt still up then); listening sockets (8123 by python3, 1883/9001 by docker-proxy, 53 and 80 by pihole-FTL,
22, 1880 loopback, udp 41641 by tailscaled) with eth0, wlan0 down and tailscale0; journal grep for the Zigbee
adapter (over-current, USB disconnect,
/dev/ttyUSB0 missing); system info, disk usage (SD card 88 %) and disk I/O (SD card 71 % busy); apt history of the
week (kernel, docker-ce, containerd, raspi-firmware).

cairhien (AlmaLinux 9.5 Podman rootless web host, Asia/Tokyo, 10:30 local): steady state whose `packages` source is
stale (installed_packages still lists podman 5.2.2; 3.6 GiB VPS; users moiraine (wheel), web, deploy with
git-shell); rootless Podman containers of user web (caddy on 8080/8443, ghost on loopback, mariadb published on
0.0.0.0:3306, umami restarting, db-backup exited 2), plus an 11-minute-old listing (stale); listening sockets
(rootlessport on 8080/8443/3306, 127.0.0.1:2368, sshd, cockpit on 9090 by systemd); the firewalld public zone
(ssh, http, https, cockpit, 8080/8443, forward 80->8080 and 443->8443, no 3306); the db-backup unit's journal
(access denied for user backup at 03:00); processes by memory (mariadbd first); memory (410 MiB available, swap
1.3 of 2 GiB); dnf history (podman 5.2.2 -> 5.4.0, and others); sshd_config.d/50-hardening.conf (AllowGroups wheel
deployers).

illian (kubeadm cluster of four Ubuntu 22.04 nodes, Asia/Kolkata, 09:20 local): nodes (cp1, w1, w2 Ready, w3
NotReady; v1.31.5 except w3 on v1.31.4); pods in every namespace (api-...-q7x2m in CrashLoopBackOff with 37
restarts after exit code 1, redis-0 with 2, prometheus-0 with 1, both nightly-report job pods Failed with OOMKilled
under a 512Mi limit, one on w2 and one on w1, the two pods on w3 not ready); jobs in shop (nightly-report-29516940
started 02:30 and failed at 02:53 with BackoffLimitExceeded; the previous night's succeeded); deployments in shop
(api 1/2); services (postgres ClusterIP, postgres-debug NodePort 31432 created 29 January, web NodePort 30080,
ingress-nginx NodePort, grafana ClusterIP); the api pod's events (BackOff 412 times, liveness probe refused); the
control plane's steady state and a 10-minute-old kubelet status (stale).
"""

from __future__ import annotations

from _evidence import (GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# ---------------------------------------------------------------------------------------------------------------
# emondsfield: Arch Linux developer laptop
# ---------------------------------------------------------------------------------------------------------------
C1 = Clock("2026-02-10T14:25:00+01:00")
MEM1 = 32_884_273_152

EMOND = [
    steady("e1", C1, age=1900, hostname="emondsfield", os_name="Arch Linux", os_version=None, os_codename=None,
           os_id="arch", kernel="6.13.1-arch1-1", arch="x86_64",
           cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8, cpu_threads=16,
           memory_total_bytes=MEM1,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_021_553_524_736},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 1_021_553_524_736},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_628_288}],
           network_interfaces=[{"name": "wlan0", "mac": "3c:e9:f7:41:0a:9c", "addresses": ["192.168.178.34/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:5e:11:7a:03", "addresses": ["172.17.0.1/16"],
                                "is_up": False}],
           dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="pacman",
           installed_packages={"linux": "6.13.1.arch1-1", "ollama": "0.5.11-1", "firefox": "135.0-1",
                               "docker": "1:27.5.1-1", "python": "3.13.1-3", "mesa": "1:25.0.0-1",
                               "localsearch": "3.8.2-1", "gnome-shell": "1:47.4-1", "code": "1.97.0-1",
                               "openssh": "9.9p1-2", "zsh": "5.9-5", "networkmanager": "1.50.2-1"},
           available_services=["ollama.service", "docker.service", "sshd.service", "NetworkManager.service",
                               "bluetooth.service", "power-profiles-daemon.service", "gdm.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/usr/bin/bash"},
                  {"name": "rand", "uid": 1000, "gid": 1000, "home": "/home/rand", "shell": "/usr/bin/zsh"},
                  {"name": "egwene", "uid": 1001, "gid": 1001, "home": "/home/egwene", "shell": "/usr/bin/bash"},
                  {"name": "ollama", "uid": 959, "gid": 959, "home": "/var/lib/ollama", "shell": "/usr/bin/nologin"},
                  {"name": "nobody", "uid": 65534, "gid": 65534, "home": "/", "shell": "/usr/bin/nologin"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["rand"]},
                   {"name": "docker", "gid": 968, "members": ["rand"]},
                   {"name": "video", "gid": 986, "members": ["rand", "egwene"]},
                   {"name": "ollama", "gid": 959, "members": []}],
           admin_users=["rand"]),
    item("e2", "linux_system_info",
         system_info(78.4, [9.62, 7.85, 4.31], 12_020, "2026-02-10T11:04:40+01:00", MEM1, 2_576_980_378,
                     8 * GiB, 6_012_954_214), C1, age=25),
    item("e3", "linux_processes", processes(388, MEM1, [
        (48211, "ollama", "ollama", 412.0, 6_549_825_536, "2026-02-10T13:58:31+01:00",
         "/usr/bin/ollama runner --model /var/lib/ollama/blobs/sha256-667b0c1932bc --ctx-size 8192 --threads 8 "
         "--port 40211"),
        (2140, "localsearch-3", "rand", 88.5, 1_503_238_553, "2026-02-10T11:06:02+01:00", "/usr/lib/localsearch-3"),
        (3311, "firefox", "rand", 41.2, 3_113_851_289, "2026-02-10T11:07:40+01:00", "/usr/lib/firefox/firefox"),
        (5120, "code", "rand", 17.9, 1_181_116_006, "2026-02-10T11:20:13+01:00",
         "/opt/visual-studio-code/code --type=renderer"),
        (1873, "gnome-shell", "rand", 11.3, 641_728_512, "2026-02-10T11:05:40+01:00", "/usr/bin/gnome-shell"),
        (1952, "pipewire", "rand", 3.1, 25_165_824, "2026-02-10T11:05:38+01:00", "/usr/bin/pipewire"),
        (1388, "dockerd", "root", 1.2, 102_760_448, "2026-02-10T11:05:18+01:00",
         "/usr/bin/dockerd -H fd://"),
        (402, "systemd-journald", "root", 0.6, 41_943_040, "2026-02-10T11:04:44+01:00",
         "/usr/lib/systemd/systemd-journald"),
    ]), C1, age=25, args={"sort": "cpu", "limit": 8}),
    item("e4", "linux_package_history", {"source": "pacman", "since": "2026-02-08T14:25:00+01:00", "events": [
        package_event("2026-02-09T21:14:02+01:00", "upgrade", "linux", "6.12.10.arch1-1", "6.13.1.arch1-1"),
        package_event("2026-02-09T21:14:05+01:00", "upgrade", "mesa", "1:24.3.4-1", "1:25.0.0-1"),
        package_event("2026-02-09T21:14:09+01:00", "upgrade", "firefox", "134.0.2-1", "135.0-1"),
        package_event("2026-02-09T21:14:15+01:00", "upgrade", "python", "3.12.8-1", "3.13.1-3"),
        package_event("2026-02-09T21:14:22+01:00", "upgrade", "docker", "1:27.5.0-1", "1:27.5.1-1"),
        package_event("2026-02-09T21:14:30+01:00", "remove", "tracker3-miners", "3.7.3-2", None),
        package_event("2026-02-09T21:14:31+01:00", "install", "localsearch", None, "3.8.2-1"),
        package_event("2026-02-09T21:15:38+01:00", "remove", "ollama-rocm", "0.5.7-1", None),
        package_event("2026-02-09T21:15:40+01:00", "install", "ollama", None, "0.5.11-1"),
    ]}, C1, age=30, args={"since_days": 2}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 1_021_553_524_736, 938_450_911_232),
        fs("/dev/nvme0n1p2", "/home", "btrfs", 1_021_553_524_736, 938_450_911_232),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_628_288, 222_298_112),
    ]}, C1, age=40),
    item("e6", "linux_service_status", {"units": [
        unit("ollama.service", "active", "running", "enabled", 1420, "2026-02-10T11:05:20+01:00", "Ollama Service"),
        unit("docker.service", "active", "running", "enabled", 1388, "2026-02-10T11:05:18+01:00",
             "Docker Application Container Engine"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH Daemon"),
        unit("bluetooth.service", "active", "running", "enabled", 1011, "2026-02-10T11:05:01+01:00",
             "Bluetooth service"),
        unit("power-profiles-daemon.service", "active", "running", "enabled", 1015, "2026-02-10T11:05:01+01:00",
             "Power Profiles daemon"),
        unit("NetworkManager.service", "active", "running", "enabled", 1020, "2026-02-10T11:05:02+01:00",
             "Network Manager"),
        unit("gdm.service", "active", "running", "enabled", 1301, "2026-02-10T11:05:12+01:00", "GNOME Display Manager"),
    ]}, C1, age=35),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-10T11:05:22+01:00", "ollama.service", "warning",
                  'level=WARN source=amd_linux.go msg="amdgpu is not supported (supported types:[gfx1030 gfx1100 '
                  'gfx1101 gfx1102 gfx900 gfx906 gfx908 gfx90a gfx940 gfx941 gfx942])" gpu_type=gfx1103'),
        log_entry("2026-02-10T11:05:22+01:00", "ollama.service", "warning",
                  'level=WARN source=gpu.go msg="no compatible GPUs were discovered"'),
        log_entry("2026-02-10T13:58:31+01:00", "ollama.service", "warning",
                  'level=WARN source=server.go msg="offload to cpu" model=llama3.1:8b layers.requested=-1 '
                  'layers.model=33 layers.offload=0 memory.required.full="5.8 GiB"'),
        log_entry("2026-02-10T14:12:47+01:00", "localsearch-3.service", "warning",
                  "Could not process 'file:///home/rand/datasets/coco-val.tar': Extraction timed out"),
    ]}, C1, age=30, args={"since_minutes": 180, "priority": "warning"}),
    item("e8", "linux_system_info",
         system_info(9.5, [0.81, 1.12, 1.30], 10_520, "2026-02-10T11:04:40+01:00", MEM1, 20_615_843_020,
                     8 * GiB, 0), C1, age=1500),
    item("e9", "linux_file_read", {"path": "/etc/ssh/sshd_config", "offset": 30, "limit": 20, "total_lines": 128,
                                   "lines": ["#LoginGraceTime 2m", "#PermitRootLogin prohibit-password",
                                             "#StrictModes yes", "#MaxAuthTries 6", "#MaxSessions 10", "",
                                             "#PubkeyAuthentication yes", "",
                                             "AuthorizedKeysFile .ssh/authorized_keys", "",
                                             "PasswordAuthentication no", "#PermitEmptyPasswords no", "",
                                             "KbdInteractiveAuthentication no", "", "UsePAM yes", "",
                                             "AllowUsers rand", "", "#AllowAgentForwarding yes"]},
         C1, age=60, args={"path": "/etc/ssh/sshd_config", "offset": 30, "limit": 20}),
]

EMOND_ANSWERS = [
    {"q": "Why is my laptop so slow right now?", "ev": ["e2", "e3", "e7"],
     "a": "Your laptop is slow mainly because [[s:a local LLM is running on the CPU]]. [[s:The `ollama` runner "
          "(PID 48211) is using about 412% CPU]] and [[s:has been going since 13:58]]. [[s:The journal shows Ollama "
          "could not use your GPU]], so [[s:all 33 layers of llama3.1:8b are running on the processor]]. [[u:This "
          "most likely started with yesterday's update]].\n\n"
          "A few other things add to it: [[c:the file indexer `localsearch-3` is at about 18% CPU]] and "
          "[[s:Firefox at around 41%]]. Memory is the other problem — [[s:only about 2.4 GB is available]] and "
          "[[c:swap is almost empty]]. [[c:The load average is around 12]], which is a lot for a laptop.\n\n"
          "If you don't need the model right now, `ollama stop llama3.1:8b` should give you the machine back."},
    {"q": "What changed after yesterday's update?", "ev": ["e4", "e1"],
     "a": "Yesterday evening's pacman run ([[s:around 21:14]]) changed these:\n\n"
          "| Package | Change |\n|---|---|\n"
          "| linux | [[s:6.12.10 → 6.13.1]] |\n"
          "| mesa | [[c:24.3.4 → 24.3.5]] |\n"
          "| firefox | [[s:134.0.2 → 135.0]] |\n"
          "| python | [[c:3.11.9 → 3.13.1]] |\n"
          "| docker | [[s:27.5.0 → 27.5.1]] |\n\n"
          "On top of that [[s:`tracker3-miners` was replaced by `localsearch` 3.8.2]], and [[s:`ollama-rocm` 0.5.7 "
          "was swapped for the plain `ollama` 0.5.11]] — [[u:that swap is why Ollama no longer sees your GPU]]. "
          "[[c:In total 7 packages changed]]."},
    {"q": "Who can actually log in to this laptop?", "ev": ["e1", "e9", "e6"],
     "a": "Here's the picture:\n\n"
          "1. [[s:There are two regular accounts, `rand` and `egwene`]].\n"
          "2. [[s:Only rand is in `wheel`]].\n"
          "3. [[s:rand's shell is zsh]]; [[c:egwene uses zsh too]].\n"
          "4. [[s:The `ollama` service account can't log in interactively (its shell is `/usr/bin/nologin`)]].\n"
          "5. Remote access: [[s:sshd is not running]], and even if you start it [[s:only rand is allowed "
          "(`AllowUsers rand`)]], with [[s:password authentication turned off]].\n"
          "6. [[c:Root login over SSH is explicitly disabled with `PermitRootLogin no`]].\n\n"
          "[[u:egwene doesn't have a password set]] at the moment."},
    {"q": "am I running out of disk space?", "ev": ["e5"],
     "a": "Yes, it's getting tight. [[s:Your root filesystem is about 92% full]] — [[s:roughly 874 GB used out of "
          "about 950]], [[c:leaving around 50 GB free]]. [[s:`/home` sits on the same btrfs device, so it shares "
          "that space]]. [[c:`/boot` is nearly full too]]. [[u:Most of the space is probably Docker images and "
          "Ollama models]]; `sudo btrfs filesystem du -s /var/lib/docker /var/lib/ollama` would tell you."},
    {"q": "Is ollama using my GPU or not?", "ev": ["e7", "e6", "e3"],
     "a": "**Short answer: no.**\n\n[[s:`ollama.service` is active and running]], [[c:since about 9 this "
          "morning]]. [[s:At startup it logged that the amdgpu type gfx1103 is not supported]] and that [[s:no "
          "compatible GPUs were discovered]]. [[s:When llama3.1:8b was loaded at 13:58]] [[s:it put 0 of 33 layers "
          "on the GPU]] [[c:and needed about 4.7 GiB]]. [[s:The runner is at 412% CPU right now]] [[c:and is holding "
          "about 3 GB of memory]].\n\n"
          "[[u:Your 780M will work]] if you set `HSA_OVERRIDE_GFX_VERSION=11.0.2` and install the ROCm build."},
    {"q": "How much memory do I have free?", "ev": ["e8", "e1"],
     "a": "You have [[s:about 31 GB of RAM in total]]. [[t:About 19 GB of it is available]] and [[t:swap isn't "
          "being used at all]]. [[t:The CPU is mostly idle at under 10%]]. [[s:The machine has 8 cores and 16 "
          "threads]] [[c:(a Ryzen 7 7735U)]]. [[t:It has been up for almost 3 hours]]."},
    {"q": "Is docker running? And why doesn't docker0 have an address?", "ev": ["e6", "e1"],
     "a": "[[s:Yes — `docker.service` is active (running)]] [[s:since 11:05]], and [[s:it's enabled]]. [[c:The "
          "installed version is 27.4.1]].\n\n"
          "docker0 does have an address, [[s:172.17.0.1/16]], but [[s:the bridge is down]], [[u:which is normal "
          "when no container is running]]. [[c:Both rand and egwene are in the docker group]]. "
          "`docker ps` will show if anything is running."},
]

# ---------------------------------------------------------------------------------------------------------------
# tarvalon: Debian 12 ZFS / NFS / Samba file server
# ---------------------------------------------------------------------------------------------------------------
C2 = Clock("2026-02-11T07:50:00-05:00")
MEM2 = 67_308_371_968
TiB = 2**40
POOL_FREE = int(2.3 * TiB)


def _zfs(dataset: str, used: int) -> dict:
    return fs(dataset, "/" + dataset, "zfs", used + POOL_FREE, used)


SMB_LINES = ["[media]", "   path = /tank/media", "   valid users = @media", "   read only = yes",
             "   write list = siuan", "", "[homes]", "   browseable = no", "   read only = no",
             "   valid users = %S", "", "[backups]", "   path = /tank/backups", "   valid users = siuan",
             "   read only = no", "   guest ok = no", "", "[scans]", "   path = /tank/home/scans",
             "   guest ok = yes", "   read only = no", "   force user = leane", "", "[software]"]

TARVALON = [
    steady("e1", C2, age=2100, hostname="tarvalon", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-30-amd64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz",
           cpu_cores=6, cpu_threads=12, memory_total_bytes=MEM2,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249_000_000_000},
                  {"device": "tank/media", "mountpoint": "/tank/media", "fstype": "zfs",
                   "total_bytes": int(9.62 * TiB) + POOL_FREE},
                  {"device": "tank/home", "mountpoint": "/tank/home", "fstype": "zfs",
                   "total_bytes": int(1.1 * TiB) + POOL_FREE},
                  {"device": "tank/backups", "mountpoint": "/tank/backups", "fstype": "zfs",
                   "total_bytes": int(3.4 * TiB) + POOL_FREE}],
           network_interfaces=[{"name": "enp3s0", "mac": "a8:a1:59:3c:20:11", "addresses": ["192.168.10.21/24"],
                                "is_up": True},
                               {"name": "enp4s0", "mac": "a8:a1:59:3c:20:12", "addresses": [], "is_up": False}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           installed_packages={"zfsutils-linux": "2.2.7-1~bpo12+1", "zfs-dkms": "2.2.7-1~bpo12+1",
                               "samba": "2:4.17.12+dfsg-0+deb12u1", "nfs-kernel-server": "1:2.6.2-4+deb12u1",
                               "sanoid": "2.1.0-1", "openssh-server": "1:9.2p1-2+deb12u4",
                               "prometheus-node-exporter": "1.5.0-1+b6", "rpcbind": "1.2.6-6+b1"},
           available_services=["nfs-server.service", "smbd.service", "nmbd.service", "zfs-zed.service",
                               "syncoid-offsite.service", "sanoid.service", "ssh.service",
                               "prometheus-node-exporter.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "backup", "uid": 34, "gid": 34, "home": "/var/backups", "shell": "/usr/sbin/nologin"},
                  {"name": "siuan", "uid": 1000, "gid": 1000, "home": "/home/siuan", "shell": "/bin/bash"},
                  {"name": "leane", "uid": 1001, "gid": 1001, "home": "/home/leane", "shell": "/bin/bash"},
                  {"name": "elaida", "uid": 1002, "gid": 1002, "home": "/home/elaida", "shell": "/usr/sbin/nologin"},
                  {"name": "syncoid", "uid": 998, "gid": 998, "home": "/var/lib/syncoid", "shell": "/bin/sh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["siuan"]},
                   {"name": "media", "gid": 1100, "members": ["siuan", "leane", "elaida"]},
                   {"name": "sambashare", "gid": 126, "members": ["siuan", "leane"]}]),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 249_000_000_000, 33_285_996_544),
        fs("tank", "/tank", "zfs", 262_144 + POOL_FREE, 262_144),
        _zfs("tank/media", int(9.62 * TiB)),
        _zfs("tank/home", int(1.1 * TiB)),
        _zfs("tank/backups", int(3.4 * TiB)),
    ]}, C2, age=30),
    item("e3", "linux_service_status", {"units": [
        unit("nfs-server.service", "active", "exited", "enabled", None, "2026-02-03T09:12:40-05:00",
             "NFS server and services"),
        unit("smbd.service", "active", "running", "enabled", 1502, "2026-02-03T09:12:44-05:00",
             "Samba SMB Daemon"),
        unit("nmbd.service", "inactive", "dead", "disabled", None, None, "Samba NMB Daemon"),
        unit("zfs-zed.service", "active", "running", "enabled", 988, "2026-02-03T09:12:31-05:00",
             "ZFS Event Daemon (zed)"),
        unit("syncoid-offsite.service", "failed", "failed", "static", None, None,
             "Replicate tank to offsite with syncoid"),
        unit("syncoid-offsite.timer", "active", "waiting", "enabled", None, "2026-02-03T09:12:40-05:00",
             "Nightly offsite replication"),
        unit("sanoid.timer", "active", "waiting", "enabled", None, "2026-02-03T09:12:40-05:00",
             "Run Sanoid Every 15 Minutes"),
        unit("sanoid.service", "inactive", "dead", "static", None, None, "Snapshot ZFS filesystems"),
    ]}, C2, age=25),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "syncoid-offsite.service", "entries": [
        log_entry("2026-02-11T02:30:00-05:00", "syncoid-offsite.service", "info",
                  "Starting syncoid-offsite.service - Replicate tank to offsite with syncoid..."),
        log_entry("2026-02-11T02:30:03-05:00", "syncoid-offsite.service", "info",
                  "INFO: Sending incremental tank/home@autosnap_2026-02-10_00:00:02_daily ... "
                  "autosnap_2026-02-11_00:00:01_daily (~ 3.1 GB):"),
        log_entry("2026-02-11T02:31:16-05:00", "syncoid-offsite.service", "err",
                  "ssh: connect to host backup.shienar.lan port 22: Connection timed out"),
        log_entry("2026-02-11T02:31:16-05:00", "syncoid-offsite.service", "err",
                  "CRITICAL ERROR: ssh -S /tmp/syncoid-syncoid@backup.shienar.lan-1770795000 "
                  "syncoid@backup.shienar.lan exited 65280"),
        log_entry("2026-02-11T02:31:16-05:00", "syncoid-offsite.service", "warning",
                  "syncoid-offsite.service: Main process exited, code=exited, status=2/INVALIDARGUMENT"),
        log_entry("2026-02-11T02:31:16-05:00", "syncoid-offsite.service", "warning",
                  "syncoid-offsite.service: Failed with result 'exit-code'."),
        log_entry("2026-02-11T02:31:16-05:00", "syncoid-offsite.service", "err",
                  "Failed to start syncoid-offsite.service - Replicate tank to offsite with syncoid."),
    ]}, C2, age=40, args={"unit": "syncoid-offsite.service", "since_minutes": 720}),
    item("e5", "linux_network_info", {
        "interfaces": [{"name": "enp3s0", "mac": "a8:a1:59:3c:20:11", "addresses": ["192.168.10.21/24"],
                        "is_up": True},
                       {"name": "enp4s0", "mac": "a8:a1:59:3c:20:12", "addresses": [], "is_up": False}],
        "listening": [listener(22, "0.0.0.0", 812, "sshd"), listener(111, "0.0.0.0", 640, "rpcbind"),
                      listener(2049, "0.0.0.0", None, None), listener(20048, "0.0.0.0", 1210, "rpc.mountd"),
                      listener(445, "0.0.0.0", 1502, "smbd"), listener(139, "0.0.0.0", 1502, "smbd"),
                      listener(9100, "::", 901, "prometheus-node-exporter")],
        "connections": [connection("192.168.10.21:2049", "192.168.10.40:812", None, None),
                        connection("192.168.10.21:445", "192.168.10.55:51544", 40211, "smbd"),
                        connection("192.168.10.21:445", "192.168.10.61:49822", 40388, "smbd"),
                        connection("192.168.10.21:22", "192.168.10.5:60110", 41002, "sshd")]}, C2, age=20),
    item("e6", "linux_file_read", {"path": "/etc/exports", "offset": 0, "limit": 50, "total_lines": 13, "lines": [
        "# /etc/exports: the access control list for filesystems which may be exported",
        "#               to NFS clients.  See exports(5).", "#",
        "# Example for NFSv2 and NFSv3:",
        "# /srv/homes       hostname1(rw,sync,no_subtree_check) hostname2(ro,sync,no_subtree_check)", "#",
        "# Example for NFSv4:", "# /srv/nfs4        gss/krb5i(rw,sync,fsid=0,crossmnt,no_subtree_check)", "",
        "/tank/media    192.168.10.0/24(ro,all_squash,no_subtree_check)",
        "/tank/home     192.168.10.40(rw,sync,no_subtree_check)",
        "/tank/backups  192.168.10.5(rw,sync,no_root_squash,no_subtree_check)", ""]},
        C2, age=50, args={"path": "/etc/exports"}),
    item("e7", "linux_file_read", {"path": "/etc/samba/smb.conf", "offset": 37, "limit": 24, "total_lines": 61,
                                   "lines": SMB_LINES},
         C2, age=50, args={"path": "/etc/samba/smb.conf", "offset": 37, "limit": 24}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "zfs-zed.service", "entries": [
        log_entry("2026-02-10T00:24:07-05:00", "zfs-zed.service", "info", "eid=498 class=scrub_start pool='tank'"),
        log_entry("2026-02-10T09:14:02-05:00", "zfs-zed.service", "info",
                  "eid=511 class=checksum pool='tank' vdev=ata-WDC_WD120EFBX-68B0EN0_5QG1ABCD-part1 "
                  "algorithm=fletcher4 size=131072 offset=8347423744 priority=0 err=52 flags=0x180880"),
        log_entry("2026-02-10T09:14:02-05:00", "zfs-zed.service", "info",
                  "eid=512 class=checksum pool='tank' vdev=ata-WDC_WD120EFBX-68B0EN0_5QG1ABCD-part1 "
                  "algorithm=fletcher4 size=131072 offset=8347555840 priority=0 err=52 flags=0x180880"),
        log_entry("2026-02-10T15:41:19-05:00", "zfs-zed.service", "info",
                  "eid=530 class=scrub_finish pool='tank' pool_state=ONLINE"),
    ]}, C2, age=45, args={"unit": "zfs-zed.service", "since_minutes": 1440 * 2}),
    item("e9", "linux_system_info",
         system_info(6.2, [0.42, 0.38, 0.35], 685_360, "2026-02-03T09:12:20-05:00", MEM2, 19_541_822_259, 0, 0),
         C2, age=900),
]

TARVALON_ANSWERS = [
    {"q": "Is my backup running?", "ev": ["e3", "e4"],
     "a": "No — the offsite replication is not healthy right now. What I found:\n\n"
          "1. [[s:`syncoid-offsite.service` is in the **failed** state]].\n"
          "2. [[s:Its timer is still active (waiting)]], so [[u:it will try again tonight at 02:30]].\n"
          "3. [[s:The last run started at 02:30]] [[c:and failed about ten minutes later]].\n"
          "4. [[s:The error was an SSH connection timeout to backup.shienar.lan]].\n"
          "5. [[c:The ZFS event daemon (zed) is stopped]], so you wouldn't get pool alerts either.\n"
          "6. [[c:`sanoid.timer`, which takes the local snapshots, is disabled]].\n\n"
          "[[u:The previous night's run went through fine]], so this looks like a one-off."},
    {"q": "why did the sync job fail during the night?", "ev": ["e4"],
     "a": "[[s:The offsite sync started at 02:30]] and [[s:began sending an incremental snapshot of tank/home]] "
          "([[c:about 13 GB]]), but [[s:at 02:31 the SSH connection to backup.shienar.lan timed out]]; [[s:syncoid "
          "then exited with a critical error]] and [[s:systemd marked the unit failed with result 'exit-code']] "
          "([[c:exit status 1]]). [[u:Most likely the backup box was powered off or changed its IP]], and "
          "[[u:the data on tarvalon itself is not affected]]. You can test the path with `ssh "
          "syncoid@backup.shienar.lan true` and then start the job by hand with `systemctl start "
          "syncoid-offsite.service`."},
    {"q": "How full is the pool?", "ev": ["e2"],
     "a": "Here's the ZFS usage:\n\n"
          "| Dataset | Used | Use% |\n|---|---|---|\n"
          "| tank/media | [[s:9.6 TiB]] | [[s:81%]] |\n"
          "| tank/backups | [[c:4.3 TiB]] | [[c:65%]] |\n"
          "| tank/home | [[s:1.1 TiB]] | [[s:32%]] |\n\n"
          "[[s:All three show the same 2.3 TiB free]] because they share one pool. [[s:Altogether about 14 TiB "
          "is used]], [[c:so the pool is around 75% full overall]]. "
          "[[u:At this rate you'll run out of space in about six months]]."},
    {"q": "Who can access the shares?", "ev": ["e6", "e7", "e1"],
     "a": "### NFS (`/etc/exports`)\n"
          "- [[s:`/tank/media` is exported read-only to the whole 192.168.10.0/24 subnet]].\n"
          "- [[s:`/tank/home` is read-write]], [[s:but only for 192.168.10.40]].\n"
          "- [[c:`/tank/backups` uses root_squash]].\n\n"
          "### Samba (`smb.conf`)\n"
          "- [[s:`[media]` is limited to the `media` group]], [[c:which has only siuan and leane]].\n"
          "- [[c:`[backups]` is open to siuan and leane]].\n"
          "- [[s:`[scans]` allows guests]].\n"
          "- [[u:There are no other shares]].\n\n"
          "[[s:elaida has no login shell]] ([[c:`/bin/false`]]), so she's a Samba-only user."},
    {"q": "Is NFS reachable from other machines?", "ev": ["e5", "e3", "e6"],
     "a": "Yes. [[s:`nfs-server.service` is active (exited)]], [[u:which is normal for the in-kernel server]]. "
          "[[s:Port 2049 is listening on all addresses]], along with [[s:rpcbind on 111]] [[c:and mountd on 892]]. "
          "[[s:There's one NFS client connected right now, 192.168.10.40]], [[s:which is the host allowed to mount "
          "/tank/home]]. [[c:The server's own address is 192.168.10.12]]. [[u:The firewall lets 2049 through]], so "
          "other machines on the subnet should be fine; run `showmount -e tarvalon` from a client to double-check."},
    {"q": "Any problems with the disks?", "ev": ["e8", "e2"],
     "a": "Mostly fine, but one drive is worth watching. [[s:ZED logged two checksum errors]] [[s:on the same disk, "
          "a WD120EFBX]], [[s:yesterday morning around 9:14]] [[s:while the scrub was running]]. [[s:The scrub "
          "finished yesterday afternoon]] [[c:with the pool DEGRADED]]; [[u:it repaired the bad blocks]]. [[c:The "
          "scrub took about 4 hours]]. [[u:The drive is probably starting to fail]] — check `smartctl -a` on it."},
    {"q": "how's the load on the server?", "ev": ["e9", "e1"],
     "a": "Pretty quiet. [[t:CPU is at about 6%]] and [[t:the load average is below 0.5]] on [[s:the 6-core Xeon "
          "E-2236]]. [[t:About 18 GB of RAM is available]] [[s:out of 63 GB]]; [[u:most of the rest is the ZFS ARC "
          "cache]]. [[t:It's been up for nearly 8 days]]. [[c:The kernel is 6.1.0-28]]."},
]

# ---------------------------------------------------------------------------------------------------------------
# caemlyn: Raspberry Pi 5 home-automation box (arm64)
# ---------------------------------------------------------------------------------------------------------------
C3 = Clock("2026-02-12T19:05:00+00:00")
MEM3 = 8_245_628_928
PI_IFACES = [{"name": "eth0", "mac": "d8:3a:dd:4e:71:02", "addresses": ["192.168.1.50/24"], "is_up": True},
             {"name": "wlan0", "mac": "d8:3a:dd:4e:71:03", "addresses": [], "is_up": False},
             {"name": "tailscale0", "mac": None, "addresses": ["100.101.12.7/32"], "is_up": True},
             {"name": "docker0", "mac": "02:42:9b:c0:18:77", "addresses": ["172.17.0.1/16"], "is_up": True}]


def _pi_boxes(z2m_state: str, z2m_status: str) -> dict:
    return {"runtime": "docker", "containers": [
        box("4b1f0e9a7c21", "homeassistant", "ghcr.io/home-assistant/home-assistant:2026.2.1", "running",
            "Up 3 days", "2026-02-09T18:40:12+00:00"),
        box("9ad2c4e81f30", "mosquitto", "eclipse-mosquitto:2.0.20", "running", "Up 3 days",
            "2026-01-04T11:02:45+00:00", ["0.0.0.0:1883->1883/tcp", "0.0.0.0:9001->9001/tcp"]),
        box("c07d5b2e6a18", "zigbee2mqtt", "koenkk/zigbee2mqtt:2.1.1", z2m_state, z2m_status,
            "2026-01-27T20:15:09+00:00", ["0.0.0.0:8080->8080/tcp"]),
        box("1e8f3a6d9b44", "node-red", "nodered/node-red:4.0.8", "running", "Up 3 days (healthy)",
            "2026-01-04T11:05:31+00:00", ["127.0.0.1:1880->1880/tcp"]),
        box("f52a7c0e3d19", "esphome", "ghcr.io/esphome/esphome:2025.1.2", "exited", "Exited (0) 2 weeks ago",
            "2026-01-20T17:44:02+00:00"),
    ]}


CAEMLYN = [
    steady("e1", C3, age=1600, hostname="caemlyn", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.6.74+rpt-rpi-2712", arch="aarch64", cpu_model="Cortex-A76",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=MEM3,
           disks=[{"device": "/dev/mmcblk0p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62_226_694_144},
                  {"device": "/dev/mmcblk0p1", "mountpoint": "/boot/firmware", "fstype": "vfat",
                   "total_bytes": 536_870_912},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/ssd", "fstype": "ext4", "total_bytes": 491_180_000_000}],
           network_interfaces=PI_IFACES, dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
           installed_packages={"docker-ce": "5:27.5.1-1~debian.12~bookworm", "containerd.io": "1.7.25-1",
                               "linux-image-rpi-2712": "1:6.6.74-1+rpt1", "raspi-firmware": "1:1.20250127-1",
                               "tailscale": "1.80.0", "openssh-server": "1:9.2p1-2+deb12u4"},
           available_services=["docker.service", "containerd.service", "ssh.service", "tailscaled.service",
                               "pihole-FTL.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "morgase", "uid": 1000, "gid": 1000, "home": "/home/morgase", "shell": "/bin/bash"},
                  {"name": "elayne", "uid": 1001, "gid": 1001, "home": "/home/elayne", "shell": "/bin/bash"},
                  {"name": "pihole", "uid": 999, "gid": 999, "home": "/home/pihole", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["morgase"]},
                   {"name": "docker", "gid": 994, "members": ["morgase"]},
                   {"name": "dialout", "gid": 20, "members": ["morgase"]}]),
    item("e2", "linux_containers", _pi_boxes("restarting", "Restarting (1) 38 seconds ago"), C3, age=20,
         args={"all": True}),
    item("e3", "linux_containers", _pi_boxes("running", "Up 3 days"), C3, age=720, args={"all": True}),
    item("e4", "linux_network_info", {
        "interfaces": PI_IFACES,
        "listening": [listener(22, "0.0.0.0", 610, "sshd"), listener(53, "0.0.0.0", 702, "pihole-FTL"),
                      listener(53, "0.0.0.0", 702, "pihole-FTL", proto="udp"),
                      listener(80, "0.0.0.0", 702, "pihole-FTL"), listener(8123, "0.0.0.0", 2411, "python3"),
                      listener(1883, "0.0.0.0", 2290, "docker-proxy"), listener(9001, "0.0.0.0", 2301, "docker-proxy"),
                      listener(1880, "127.0.0.1", 2315, "docker-proxy"),
                      listener(41641, "0.0.0.0", 655, "tailscaled", proto="udp")],
        "connections": [connection("192.168.1.50:8123", "192.168.1.23:50422", 2411, "python3"),
                        connection("192.168.1.50:1883", "192.168.1.61:49152", 2290, "docker-proxy"),
                        connection("192.168.1.50:22", "192.168.1.23:51870", 33120, "sshd")]}, C3, age=25),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-12T18:41:06+00:00", "kernel", "warning", "usb usb3-port1: over-current change #1"),
        log_entry("2026-02-12T18:41:07+00:00", "kernel", "info", "usb 3-1: USB disconnect, device number 4"),
        log_entry("2026-02-12T18:41:07+00:00", "kernel", "info",
                  "cp210x ttyUSB0: cp210x converter now disconnected from ttyUSB0"),
        log_entry("2026-02-12T18:41:09+00:00", "docker.service", "err",
                  "zigbee2mqtt: [2026-02-12 18:41:09] error: z2m: Error while starting zigbee-herdsman"),
        log_entry("2026-02-12T18:41:09+00:00", "docker.service", "err",
                  "zigbee2mqtt: Error: Failed to connect to the adapter (Error: Error: No such file or directory, "
                  "cannot open /dev/ttyUSB0)"),
        log_entry("2026-02-12T19:04:22+00:00", "docker.service", "err",
                  "zigbee2mqtt: Error: Failed to connect to the adapter (Error: Error: No such file or directory, "
                  "cannot open /dev/ttyUSB0)"),
    ]}, C3, age=30, args={"grep": "ttyUSB|usb 3-1|usb3-port1|zigbee", "since_minutes": 240}),
    item("e6", "linux_system_info",
         system_info(31.5, [1.92, 1.74, 1.61], 260_690, "2026-02-09T18:39:50+00:00", MEM3, 3_113_851_289,
                     512 * MiB, 221_249_536), C3, age=20),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/mmcblk0p2", "/", "ext4", 62_226_694_144, 54_760_000_000),
        fs("/dev/mmcblk0p1", "/boot/firmware", "vfat", 536_870_912, 82_000_000),
        fs("/dev/sda1", "/mnt/ssd", "ext4", 491_180_000_000, 128_849_018_880),
    ]}, C3, age=30),
    item("e8", "linux_disk_io", {"interval_seconds": 2.0, "devices": [
        {"device": "mmcblk0", "read_bytes_per_s": 412_000, "write_bytes_per_s": 3_100_000, "busy_percent": 71.3},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 12_288, "busy_percent": 0.4},
    ]}, C3, age=25, args={"interval_seconds": 2}),
    item("e9", "linux_package_history", {"source": "apt", "since": "2026-02-05T19:05:00+00:00", "events": [
        package_event("2026-02-09T18:31:12+00:00", "upgrade", "linux-image-rpi-2712", "1:6.6.62-1+rpt1",
                      "1:6.6.74-1+rpt1"),
        package_event("2026-02-09T18:31:40+00:00", "upgrade", "raspi-firmware", "1:1.20241126-1", "1:1.20250127-1"),
        package_event("2026-02-09T18:32:05+00:00", "upgrade", "containerd.io", "1.7.24-1", "1.7.25-1"),
        package_event("2026-02-09T18:32:19+00:00", "upgrade", "docker-ce", "5:27.4.1-1~debian.12~bookworm",
                      "5:27.5.1-1~debian.12~bookworm"),
        package_event("2026-02-10T20:02:51+00:00", "install", "tailscale", None, "1.80.0"),
    ]}, C3, age=40, args={"since_days": 7}),
]

CAEMLYN_ANSWERS = [
    {"q": "Is mosquitto reachable from outside my network?", "ev": ["e2", "e4"],
     "a": "Let me break it down:\n\n"
          "- [[s:Mosquitto runs in the `mosquitto` container]] and [[s:has been up for 3 days]].\n"
          "- [[s:Port 1883 is published on 0.0.0.0]], so [[s:it accepts connections on every interface]] — "
          "including [[s:the Tailscale address 100.101.12.7]].\n"
          "- [[c:The websocket port 9001 is only bound to localhost]].\n"
          "- [[c:Right now two clients are connected]].\n\n"
          "Whether it's reachable from the internet depends on your router, but [[u:there is no port forward for "
          "1883 on it]], so you should be OK. I'd still check `mosquitto.conf` for `allow_anonymous`."},
    {"q": "Why does my Zigbee stuff keep dropping out?", "ev": ["e2", "e5"],
     "a": "The zigbee2mqtt container can't reach its USB adapter. Here's what I found:\n\n"
          "1. [[s:`zigbee2mqtt` is stuck restarting]] ([[s:the last restart was about 40 seconds ago]]).\n"
          "2. [[s:At 18:41 the kernel reported an over-current change on USB port 1]] and then [[s:the CP210x "
          "adapter on ttyUSB0 disconnected]].\n"
          "3. [[s:Since then zigbee2mqtt fails with \"cannot open /dev/ttyUSB0\"]] — [[c:it has logged that error "
          "only once]].\n"
          "4. [[u:The Sonoff dongle is drawing more power than the Pi's port can give]].\n"
          "5. [[c:The other containers are fine: Home Assistant, Mosquitto, Node-RED and ESPHome are all "
          "running]].\n\n"
          "Try the dongle on a powered USB hub (and a short extension cable), then `docker restart zigbee2mqtt`."},
    {"q": "Why is Home Assistant so slow?", "ev": ["e6", "e7", "e8"],
     "a": "It's probably not the CPU: [[s:usage is around 30%]] [[u:across the Pi's 4 cores]]. The more likely "
          "culprit is the SD card — [[s:it's about 71% busy]] [[c:while writing only ~300 KB/s]], and [[s:the root "
          "filesystem is 88% full]]. [[c:The USB SSD at /mnt/ssd is about three-quarters full]] as well. "
          "[[s:Memory is OK, roughly 2.9 GB available]], [[c:and swap is untouched]]. [[u:Moving the recorder "
          "database to the SSD would fix the slowness]]."},
    {"q": "Give me an overview of this Pi", "ev": ["e1"],
     "a": "| Item | Value |\n|---|---|\n"
          "| CPU | [[s:Cortex-A76, 4 cores]] |\n"
          "| OS | [[s:Debian 12 (bookworm)]] |\n"
          "| Kernel | [[c:6.6.62+rpt-rpi-2712]] |\n"
          "| RAM | [[s:8 GB]] |\n"
          "| SD card | [[c:32 GB]] |\n"
          "| SSD | [[s:~500 GB at /mnt/ssd]] |\n"
          "| Docker | [[c:27.4.1]] |\n"
          "| Users | [[c:morgase and gawyn]] |\n\n"
          "[[s:DNS points at 127.0.0.1]], [[u:which is the Pi-hole]]."},
    {"q": "what got updated this week?", "ev": ["e9", "e1"],
     "a": "[[s:Four packages were upgraded]] [[s:on Monday evening around 18:30]], and [[c:Tailscale was installed "
          "the same evening]]:\n\n"
          "- [[s:kernel (linux-image-rpi-2712) 6.6.62 → 6.6.74]]\n"
          "- [[c:docker-ce 27.4.0 → 27.5.1]]\n"
          "- [[s:containerd.io 1.7.24 → 1.7.25]]\n"
          "- [[s:raspi-firmware to the 2025-01-27 build]]\n\n"
          "[[s:You're already running the new kernel]]. [[c:openssh-server got a security update as well]]."},
    {"q": "Which containers are running?", "ev": ["e3", "e1"],
     "a": "[[t:Four containers are running]] — [[t:homeassistant, mosquitto, zigbee2mqtt and node-red]] — and "
          "[[t:esphome has exited]]. [[t:The running ones have all been up for about 3 days]]. [[s:Docker itself "
          "is docker-ce 27.5.1]], [[c:and morgase is not in the docker group]], so you'll need sudo for `docker "
          "ps`."},
    {"q": "Is anything listening publicly that I should worry about?", "ev": ["e4", "e2"],
     "a": "Here's what listens on the network:\n\n"
          "| Port | Service |\n|---|---|\n"
          "| 22 | [[s:sshd]] |\n"
          "| 53 | [[s:Pi-hole (pihole-FTL)]] |\n"
          "| 80 | [[c:lighttpd]] |\n"
          "| 8123 | [[s:Home Assistant (python3)]] |\n"
          "| 1883 / 9001 | [[s:Mosquitto via docker-proxy]] |\n\n"
          "[[s:All of these are bound to 0.0.0.0]]. [[s:Node-RED (1880) is on "
          "127.0.0.1 only]]. [[c:The zigbee2mqtt frontend is also listening on 8080]], and [[c:Tailscale listens on "
          "TCP 41641]]. [[u:None of these are forwarded by your router]]. Mosquitto and Home Assistant are the two "
          "I'd make sure have passwords."},
]

# ---------------------------------------------------------------------------------------------------------------
# cairhien: AlmaLinux 9.5 VPS, rootless Podman web host
# ---------------------------------------------------------------------------------------------------------------
C4 = Clock("2026-02-13T10:30:00+09:00")
MEM4 = 3_831_177_216


def _web_boxes(umami_state: str, umami_status: str) -> dict:
    return {"runtime": "podman", "containers": [
        box("a3c91f07be52", "caddy", "docker.io/library/caddy:2.9", "running", "Up 5 days",
            "2026-01-18T14:20:33+09:00", ["0.0.0.0:8080->80/tcp", "0.0.0.0:8443->443/tcp"]),
        box("5e0b7d21c4f8", "ghost", "docker.io/library/ghost:5.108", "running", "Up 5 days",
            "2026-01-18T14:21:02+09:00", ["127.0.0.1:2368->2368/tcp"]),
        box("d8f4a2e60c17", "mariadb", "docker.io/library/mariadb:11.4", "running", "Up 5 days (healthy)",
            "2026-01-18T14:19:47+09:00", ["0.0.0.0:3306->3306/tcp"]),
        box("7b2e9c5a1d03", "umami", "ghcr.io/umami-software/umami:mysql-v2.15.1", umami_state, umami_status,
            "2026-01-25T09:02:11+09:00", ["127.0.0.1:3000->3000/tcp"]),
        box("0c6d1e8f2a94", "db-backup", "docker.io/library/mariadb:11.4", "exited", "Exited (2) 7 hours ago",
            "2026-02-13T03:00:01+09:00"),
    ]}


CAIRHIEN = [
    steady("e1", C4, age=2400, hostname="cairhien", os_name="AlmaLinux", os_version="9.5",
           os_codename="Teal Serval", kernel="5.14.0-503.26.1.el9_5.x86_64",
           cpu_model="AMD EPYC 7763 64-Core Processor", cpu_cores=2, cpu_threads=2, memory_total_bytes=MEM4,
           disks=[{"device": "/dev/vda4", "mountpoint": "/", "fstype": "xfs", "total_bytes": 79_456_894_976}],
           network_interfaces=[{"name": "eth0", "mac": "56:00:05:2b:9e:41", "addresses": ["203.0.113.47/24"],
                                "is_up": True}],
           dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1", package_manager="rpm",
           installed_packages={"podman": "5:5.2.2-13.el9_5", "containers-common": "2:1-91.el9_5",
                               "firewalld": "1.3.4-7.el9", "openssh-server": "8.7p1-45.el9",
                               "cockpit": "323-1.el9_5", "passt": "0^20240806.gee36266-2.el9"},
           available_services=["firewalld.service", "sshd.service", "cockpit.socket", "podman.socket"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "moiraine", "uid": 1000, "gid": 1000, "home": "/home/moiraine", "shell": "/bin/bash"},
                  {"name": "web", "uid": 1001, "gid": 1001, "home": "/home/web", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1002, "gid": 1002, "home": "/home/deploy", "shell": "/usr/bin/git-shell"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["moiraine"]},
                   {"name": "deployers", "gid": 1500, "members": ["deploy"]},
                   {"name": "systemd-journal", "gid": 190, "members": ["moiraine"]}],
           stale_sources=["packages"]),
    item("e2", "linux_containers", _web_boxes("restarting", "Restarting (1) 2 minutes ago"), C4, age=20,
         args={"all": True}),
    item("e3", "linux_containers", _web_boxes("running", "Up 5 days"), C4, age=660, args={"all": True}),
    item("e4", "linux_network_info", {
        "interfaces": [{"name": "eth0", "mac": "56:00:05:2b:9e:41", "addresses": ["203.0.113.47/24"], "is_up": True}],
        "listening": [listener(22, "0.0.0.0", 880, "sshd"), listener(8080, "0.0.0.0", 2211, "rootlessport"),
                      listener(8443, "0.0.0.0", 2211, "rootlessport"), listener(3306, "0.0.0.0", 2240, "rootlessport"),
                      listener(2368, "127.0.0.1", 2252, "rootlessport"),
                      listener(3000, "127.0.0.1", 2265, "rootlessport"),
                      listener(9090, "::", 1, "systemd")],
        "connections": [connection("203.0.113.47:8443", "198.51.100.23:53122", 2211, "rootlessport"),
                        connection("203.0.113.47:22", "198.51.100.7:40118", 91422, "sshd")]}, C4, age=25),
    item("e5", "linux_file_read", {"path": "/etc/firewalld/zones/public.xml", "offset": 0, "limit": 50,
                                   "total_lines": 13, "lines": [
        '<?xml version="1.0" encoding="utf-8"?>', "<zone>", "  <short>Public</short>",
        "  <description>For use in public areas.</description>", '  <service name="ssh"/>',
        '  <service name="http"/>', '  <service name="https"/>', '  <service name="cockpit"/>',
        '  <port port="8080" protocol="tcp"/>', '  <port port="8443" protocol="tcp"/>',
        '  <forward-port port="80" protocol="tcp" to-port="8080"/>',
        '  <forward-port port="443" protocol="tcp" to-port="8443"/>', "</zone>"]},
        C4, age=40, args={"path": "/etc/firewalld/zones/public.xml"}),
    item("e6", "linux_service_status",
         unit("firewalld.service", "active", "running", "enabled", 712, "2026-02-08T09:58:41+09:00",
              "firewalld - dynamic firewall daemon"), C4, age=30, args={"name": "firewalld"}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": "db-backup.service", "entries": [
        log_entry("2026-02-13T03:00:00+09:00", "db-backup.service", "info",
                  "Starting db-backup.service - Nightly MariaDB dump..."),
        log_entry("2026-02-13T03:00:02+09:00", "db-backup.service", "err",
                  "db-backup: mariadb-dump: Got error: 1045: \"Access denied for user 'backup'@'10.89.0.12' "
                  "(using password: YES)\" when trying to connect"),
        log_entry("2026-02-13T03:00:02+09:00", "db-backup.service", "warning",
                  "db-backup.service: Main process exited, code=exited, status=2/INVALIDARGUMENT"),
        log_entry("2026-02-13T03:00:02+09:00", "db-backup.service", "warning",
                  "db-backup.service: Failed with result 'exit-code'."),
        log_entry("2026-02-13T03:00:02+09:00", "db-backup.service", "err",
                  "Failed to start db-backup.service - Nightly MariaDB dump."),
    ]}, C4, age=35, args={"unit": "db-backup.service", "since_minutes": 600}),
    item("e8", "linux_processes", processes(143, MEM4, [
        (2301, "mariadbd", "100998", 2.1, 1_181_116_006, "2026-02-08T10:01:12+09:00", "mariadbd"),
        (2388, "node", "101000", 0.8, 639_631_360, "2026-02-08T10:01:20+09:00", "node current/index.js"),
        (93110, "node", "101000", 35.0, 188_743_680, "2026-02-13T10:29:41+09:00", "node server.js"),
        (2330, "caddy", "100999", 0.3, 65_011_712, "2026-02-08T10:01:15+09:00",
         "caddy run --config /etc/caddy/Caddyfile --adapter caddyfile"),
        (2150, "podman", "web", 0.0, 50_331_648, "2026-02-08T10:01:02+09:00", "/usr/bin/podman system service"),
        (712, "firewalld", "root", 0.0, 42_991_616, "2026-02-08T09:58:41+09:00",
         "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
        (540, "systemd-journald", "root", 0.1, 39_845_888, "2026-02-08T09:58:20+09:00",
         "/usr/lib/systemd/systemd-journald"),
        (2211, "rootlessport", "web", 0.2, 23_068_672, "2026-02-08T10:01:10+09:00", "rootlessport"),
    ]), C4, age=25, args={"sort": "memory", "limit": 8}),
    item("e9", "linux_system_info",
         system_info(41.0, [0.96, 0.71, 0.66], 433_910, "2026-02-08T09:58:10+09:00", MEM4, 429_916_160,
                     2 * GiB, 1_395_864_371), C4, age=25),
    item("e10", "linux_package_history", {"source": "dnf", "since": "2026-02-06T10:30:00+09:00", "events": [
        package_event("2026-02-08T09:51:10+09:00", "upgrade", "podman", "5:5.2.2-13.el9_5", "5:5.4.0-1.el9_5"),
        package_event("2026-02-08T09:51:10+09:00", "upgrade", "containers-common", "2:1-91.el9_5", "2:1-93.el9_5"),
        package_event("2026-02-08T09:51:10+09:00", "install", "kernel", None, "5.14.0-503.26.1.el9_5"),
        package_event("2026-02-08T09:51:10+09:00", "upgrade", "openssh-server", "8.7p1-43.el9", "8.7p1-45.el9"),
        package_event("2026-02-08T09:51:10+09:00", "upgrade", "firewalld", "1.3.4-7.el9", "1.3.4-9.el9"),
    ]}, C4, age=40, args={"since_days": 7}),
    item("e11", "linux_file_read", {"path": "/etc/ssh/sshd_config.d/50-hardening.conf", "offset": 0, "limit": 50,
                                    "total_lines": 4, "lines": [
        "# managed by ansible", "PermitRootLogin no", "PasswordAuthentication no", "AllowGroups wheel deployers"]},
        C4, age=45, args={"path": "/etc/ssh/sshd_config.d/50-hardening.conf"}),
]

CAIRHIEN_ANSWERS = [
    {"q": "Is the database reachable from outside?", "ev": ["e2", "e4", "e5"],
     "a": "Short version: **it's listening publicly, but the firewall zone doesn't open it.**\n\n"
          "- [[s:The `mariadb` container publishes 3306 on 0.0.0.0]], and [[s:`rootlessport` is listening on "
          "0.0.0.0:3306]], so [[s:the port is open on every interface, including eth0 (203.0.113.47)]].\n"
          "- [[s:The firewalld `public` zone only allows ssh, http, https and cockpit]], [[s:plus ports 8080 and "
          "8443]]; [[s:3306 is not in it]].\n"
          "- [[c:There are currently two outside connections to 3306]].\n"
          "- [[c:Ghost's port 2368 is exposed the same way]].\n\n"
          "[[u:So nobody on the internet can actually connect to it]]. I'd still change the mapping to "
          "`127.0.0.1:3306:3306` so it doesn't depend on the firewall."},
    {"q": "why did the backup job fail last night?", "ev": ["e7", "e2"],
     "a": "**What happened**\n\n[[s:The `db-backup.service` unit started at 03:00]] and [[s:failed two seconds "
          "later]]. [[s:mariadb-dump got error 1045 — access denied for user `backup`]] [[c:connecting from "
          "10.89.0.7]]. [[s:The `db-backup` container exited with code 2]].\n\n**Why**\n\n"
          "[[u:The backup user's password was probably changed when MariaDB was "
          "upgraded to 11.4]], and [[u:this is the first night it has failed]]. [[s:The `mariadb` container itself "
          "is healthy]]; [[u:only the credentials are off]]. [[c:The dump runs from a cron entry]], so check the password "
          "it passes in."},
    {"q": "Which container uses the most memory?", "ev": ["e8", "e9", "e2"],
     "a": "[[s:MariaDB is the biggest]]: [[s:`mariadbd` has about 1.1 GB resident]], [[s:roughly 30% of the "
          "machine's RAM]]. [[s:Ghost's node process (`current/index.js`) comes next with around 610 MB]], [[c:then "
          "Caddy at about 180 MB]]. Overall [[s:only about 410 MB is available]] — [[c:memory is about 75% "
          "used]]. [[u:Umami is leaking memory]], and [[u:the VPS has only 2 vCPUs]], so that hurts."},
    {"q": "is the website up?", "ev": ["e2", "e4", "e6"],
     "a": "Yes, looks like it. [[s:The `caddy` container is running]] and [[s:rootlessport is listening on 8080 "
          "and 8443]]. [[s:There's an active HTTPS connection from 198.51.100.23 right now]]. [[s:Ghost is running "
          "behind it on 127.0.0.1:2368]], and [[s:firewalld is active]]. [[c:Caddy is also listening directly on "
          "port 443]], and [[u:the forward from 443 to 8443 is in place]]. One thing: [[c:Umami, the analytics "
          "container, is up as well]], so stats are being collected."},
    {"q": "Who can log in via SSH?", "ev": ["e1", "e11"],
     "a": "Based on `/etc/ssh/sshd_config.d/50-hardening.conf`:\n\n"
          "- [[s:Root login is disabled]]\n- [[s:Only members of `wheel` "
          "and `deployers` are allowed]]\n\n"
          "That means [[s:moiraine can log in]] ([[c:she's in both wheel and deployers]]) and [[s:deploy can "
          "too]], [[s:but his shell is git-shell]]. [[c:`web` can log in as well]], since [[s:it has a normal bash "
          "shell]]. [[u:Nobody has logged in during the last week]]."},
    {"q": "What changed after the dnf update?", "ev": ["e10", "e1"],
     "a": "The update ran [[s:on Feb 8 around 09:51]]. Changes:\n\n"
          "1. [[s:podman 5.2.2 → 5.4.0]]\n"
          "2. [[s:a new kernel, 5.14.0-503.26.1, was installed]] — [[s:and it's the one running now]]\n"
          "3. [[c:openssh-server went from 8.7p1-45 to 8.7p1-43]]\n"
          "4. [[s:firewalld 1.3.4-7 → 1.3.4-9]]\n\n"
          "[[c:In total six packages changed]]. [[t:Cockpit (version 323) is installed as well]] but [[s:it wasn't "
          "touched]]. [[u:Nothing broke after the update]]."},
    {"q": "is umami healthy?", "ev": ["e3", "e1"],
     "a": "[[t:Yes, the `umami` container is running]] and [[t:has been up for 5 days]]. [[t:Only `db-backup` is "
          "stopped]] ([[t:it exited with code 2]]). [[t:umami uses the image "
          "ghcr.io/umami-software/umami:mysql-v2.15.1]]. [[u:All of these belong to the `web` user's rootless "
          "Podman]]. [[c:The host is on AlmaLinux 9.4]]."},
]

# ---------------------------------------------------------------------------------------------------------------
# illian: small kubeadm cluster (one control plane, three workers)
# ---------------------------------------------------------------------------------------------------------------
C5 = Clock("2026-02-14T09:20:00+05:30")
K8S = "v1.31.5"


def _failed_job_pod(name: str, node_name: str, started: str, finished: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": "shop",
                                        "labels": {"job-name": "nightly-report-29516940"}},
            "spec": {"nodeName": node_name, "restartPolicy": "Never",
                     "containers": [{"name": "report", "image": "registry.illian.lan/shop/report:1.8.2",
                                     "resources": {"requests": {"memory": "256Mi", "cpu": "250m"},
                                                   "limits": {"memory": "512Mi"}}}]},
            "status": {"phase": "Failed", "startTime": started, "containerStatuses": [
                {"name": "report", "ready": False, "restartCount": 0,
                 "state": {"terminated": {"reason": "OOMKilled", "exitCode": 137, "startedAt": started,
                                          "finishedAt": finished}}}]}}


def _crashing_api() -> dict:
    p = pod("api-7f9c6d5b8-q7x2m", "shop", "Running", "illian-w2", restarts=37, ready=False,
            waiting="CrashLoopBackOff", started="2026-02-13T10:05:00Z")
    p["status"]["containerStatuses"][0]["lastState"] = {
        "terminated": {"reason": "Error", "exitCode": 1, "startedAt": "2026-02-14T03:46:31Z",
                       "finishedAt": "2026-02-14T03:46:40Z"}}
    return p


def _service(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[dict], created: str) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": namespace, "creationTimestamp": created},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports}}


PODS = [
    pod("web-6c8f7b9d4-2kq4x", "shop", "Running", "illian-w1", started="2026-02-10T06:12:00Z"),
    pod("web-6c8f7b9d4-x8m2p", "shop", "Running", "illian-w2", started="2026-02-10T06:12:03Z"),
    _crashing_api(),
    pod("api-7f9c6d5b8-tt4zn", "shop", "Running", "illian-w1", started="2026-02-13T10:05:00Z"),
    pod("postgres-0", "shop", "Running", "illian-w1", started="2026-02-02T08:40:11Z"),
    pod("redis-0", "shop", "Running", "illian-w2", restarts=2, started="2026-02-02T08:41:30Z"),
    _failed_job_pod("nightly-report-29516940-8wl5d", "illian-w2", "2026-02-13T21:00:05Z", "2026-02-13T21:11:40Z"),
    _failed_job_pod("nightly-report-29516940-k2r9v", "illian-w1", "2026-02-13T21:11:52Z", "2026-02-13T21:23:30Z"),
    pod("prometheus-0", "monitoring", "Running", "illian-w2", restarts=1, started="2026-02-02T08:45:00Z"),
    pod("grafana-5d8b7c6f9-lm3np", "monitoring", "Running", "illian-w1", started="2026-02-02T08:45:20Z"),
    pod("ingress-nginx-controller-6b4d8c9f7-hs2lp", "ingress-nginx", "Running", "illian-w1",
        started="2026-02-01T06:00:40Z"),
    pod("coredns-7c65d6cfc9-4bq9h", "kube-system", "Running", "illian-cp1", started="2026-02-01T05:33:02Z"),
    pod("coredns-7c65d6cfc9-vz7rk", "kube-system", "Running", "illian-cp1", started="2026-02-01T05:33:02Z"),
    pod("etcd-illian-cp1", "kube-system", "Running", "illian-cp1", started="2026-02-01T05:32:40Z"),
    pod("kube-apiserver-illian-cp1", "kube-system", "Running", "illian-cp1", started="2026-02-01T05:32:40Z"),
    pod("calico-node-6fjw2", "kube-system", "Running", "illian-cp1", started="2026-02-01T05:34:10Z"),
    pod("calico-node-h8k4s", "kube-system", "Running", "illian-w1", started="2026-02-01T05:40:12Z"),
    pod("calico-node-p2d7x", "kube-system", "Running", "illian-w2", started="2026-02-01T05:41:55Z"),
    pod("calico-node-r5t7j", "kube-system", "Running", "illian-w3", ready=False, started="2026-02-01T05:43:20Z"),
    pod("kube-proxy-9xw4d", "kube-system", "Running", "illian-w3", ready=False, started="2026-02-01T05:43:20Z"),
]

ILLIAN = [
    steady("e1", C5, age=1500, hostname="illian-cp1", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="Intel(R) Xeon(R) Silver 4210R CPU @ 2.40GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=16_765_403_136,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 105_089_261_568}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5a:0e:31", "addresses": ["10.20.0.10/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="10.20.0.1",
           installed_packages={"kubeadm": "1.31.5-1.1", "kubelet": "1.31.5-1.1", "kubectl": "1.31.5-1.1",
                               "containerd": "1.7.12-0ubuntu2~22.04.1", "runc": "1.1.12-0ubuntu2~22.04.1"},
           available_services=["kubelet.service", "containerd.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}]),
    item("e2", "kubernetes_get", {"context": "kubernetes-admin@illian", "namespace": None, "items": [
        node("illian-cp1", True, K8S), node("illian-w1", True, K8S), node("illian-w2", True, K8S),
        node("illian-w3", False, "v1.31.4")]}, C5, age=20, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "kubernetes-admin@illian", "namespace": None, "items": PODS},
         C5, age=20, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "kubernetes-admin@illian", "namespace": "shop", "items": [
        {"kind": "Job", "metadata": {"name": "nightly-report-29516940", "namespace": "shop",
                                     "creationTimestamp": "2026-02-13T21:00:00Z",
                                     "ownerReferences": [{"kind": "CronJob", "name": "nightly-report"}]},
         "spec": {"backoffLimit": 1, "completions": 1, "parallelism": 1},
         "status": {"startTime": "2026-02-13T21:00:00Z", "failed": 2, "conditions": [
             {"type": "Failed", "status": "True", "reason": "BackoffLimitExceeded",
              "message": "Job has reached the specified backoff limit",
              "lastTransitionTime": "2026-02-13T21:23:31Z"}]}},
        {"kind": "Job", "metadata": {"name": "nightly-report-29515500", "namespace": "shop",
                                     "creationTimestamp": "2026-02-12T21:00:00Z",
                                     "ownerReferences": [{"kind": "CronJob", "name": "nightly-report"}]},
         "spec": {"backoffLimit": 1, "completions": 1, "parallelism": 1},
         "status": {"startTime": "2026-02-12T21:00:00Z", "completionTime": "2026-02-12T21:09:48Z", "succeeded": 1,
                    "conditions": [{"type": "Complete", "status": "True",
                                    "lastTransitionTime": "2026-02-12T21:09:48Z"}]}},
    ]}, C5, age=25, args={"resource": "jobs", "namespace": "shop"}),
    item("e5", "kubernetes_get", {"context": "kubernetes-admin@illian", "namespace": "shop", "items": [
        deployment("web", "shop", 2, 2), deployment("api", "shop", 2, 1)]},
        C5, age=25, args={"resource": "deployments", "namespace": "shop"}),
    item("e6", "kubernetes_get", {"context": "kubernetes-admin@illian", "namespace": None, "items": [
        _service("web", "shop", "NodePort", "10.96.120.15",
                 [{"port": 80, "targetPort": 8000, "nodePort": 30080, "protocol": "TCP"}], "2026-01-12T09:10:00Z"),
        _service("api", "shop", "ClusterIP", "10.96.77.3", [{"port": 8080, "targetPort": 8080, "protocol": "TCP"}],
                 "2026-01-12T09:10:00Z"),
        _service("postgres", "shop", "ClusterIP", "10.96.44.12",
                 [{"port": 5432, "targetPort": 5432, "protocol": "TCP"}], "2026-01-12T09:08:00Z"),
        _service("postgres-debug", "shop", "NodePort", "10.96.201.9",
                 [{"port": 5432, "targetPort": 5432, "nodePort": 31432, "protocol": "TCP"}], "2026-01-29T11:40:00Z"),
        _service("redis", "shop", "ClusterIP", "None", [{"port": 6379, "targetPort": 6379, "protocol": "TCP"}],
                 "2026-01-12T09:08:30Z"),
        _service("ingress-nginx-controller", "ingress-nginx", "NodePort", "10.96.10.200",
                 [{"name": "http", "port": 80, "targetPort": 80, "nodePort": 30480, "protocol": "TCP"},
                  {"name": "https", "port": 443, "targetPort": 443, "nodePort": 30443, "protocol": "TCP"}],
                 "2026-01-05T07:00:00Z"),
        _service("grafana", "monitoring", "ClusterIP", "10.96.88.41", [{"port": 3000, "targetPort": 3000,
                                                                         "protocol": "TCP"}], "2026-01-06T10:00:00Z"),
        _service("kubernetes", "default", "ClusterIP", "10.96.0.1", [{"port": 443, "targetPort": 6443,
                                                                       "protocol": "TCP"}], "2026-01-05T06:30:00Z"),
    ]}, C5, age=25, args={"resource": "services", "all_namespaces": True}),
    item("e7", "kubernetes_get", {"context": "kubernetes-admin@illian", "namespace": "shop", "items": [
        {"kind": "Event", "metadata": {"name": "api-7f9c6d5b8-q7x2m.1822f0a1c3d4", "namespace": "shop"},
         "type": "Warning", "reason": "BackOff",
         "message": "Back-off restarting failed container api in pod api-7f9c6d5b8-q7x2m_shop(4e1c9a0b)",
         "involvedObject": {"kind": "Pod", "name": "api-7f9c6d5b8-q7x2m", "namespace": "shop"}, "count": 412,
         "firstTimestamp": "2026-02-13T10:31:02Z", "lastTimestamp": "2026-02-14T03:49:10Z"},
        {"kind": "Event", "metadata": {"name": "api-7f9c6d5b8-q7x2m.1822f0a1b9e2", "namespace": "shop"},
         "type": "Warning", "reason": "Unhealthy",
         "message": "Liveness probe failed: Get \"http://10.244.2.31:8080/healthz\": dial tcp 10.244.2.31:8080: "
                    "connect: connection refused",
         "involvedObject": {"kind": "Pod", "name": "api-7f9c6d5b8-q7x2m", "namespace": "shop"}, "count": 118,
         "firstTimestamp": "2026-02-13T10:30:40Z", "lastTimestamp": "2026-02-14T03:46:38Z"},
    ]}, C5, age=25, args={"resource": "events", "namespace": "shop"}),
    item("e8", "linux_service_status",
         unit("kubelet.service", "active", "running", "enabled", 1187, "2026-02-01T11:02:33+05:30",
              "kubelet: The Kubernetes Node Agent"), C5, age=620, args={"name": "kubelet"}),
]

ILLIAN_ANSWERS = [
    {"q": "Which pod keeps restarting?", "ev": ["e3", "e7"],
     "a": "The one that keeps restarting is **`api-7f9c6d5b8-q7x2m`** in the `shop` namespace.\n\n"
          "- [[s:It has restarted 37 times]] and [[s:is in CrashLoopBackOff]].\n"
          "- [[s:The last run ended with exit code 1]] [[c:(reason OOMKilled)]].\n"
          "- [[s:Its liveness probe on :8080/healthz keeps getting connection refused]].\n\n"
          "Others with restarts: [[s:redis-0 has 2]] and [[c:grafana has 1]], which is nothing to worry about. "
          "[[c:The BackOff event has fired about 40 times]] so far. [[u:The api probably can't reach Postgres when "
          "it starts]]; `kubectl logs -n shop api-7f9c6d5b8-q7x2m --previous` will show the real error."},
    {"q": "Why did the job fail at night?", "ev": ["e4", "e3", "e7"],
     "a": "Findings:\n\n"
          "1. [[s:The `nightly-report` job that started at 02:30]] [[s:failed]].\n"
          "2. [[s:Both of its pods were OOMKilled]] [[s:(exit code 137)]].\n"
          "3. [[s:The container has a memory limit of 512Mi]], [[u:which is too small now that the report data "
          "has grown]].\n"
          "4. [[s:Kubernetes gave up once the backoff limit was reached]], [[c:around 04:15]].\n"
          "5. [[c:The previous night's run failed the same way]].\n"
          "6. [[c:Both pods ran on illian-w2]], so it's not a node problem.\n\n"
          "Raising the limit to 1Gi in the CronJob template should fix it; you can test with `kubectl create job "
          "-n shop --from=cronjob/nightly-report report-test`."},
    {"q": "are all nodes ready?", "ev": ["e2"],
     "a": "No. [[s:illian-w3 is NotReady]]; [[s:the other three (cp1, w1 and w2) are Ready]]. [[s:w3 is also one "
          "patch behind on v1.31.4]] [[s:while the rest run v1.31.5]]. [[u:It probably lost its network]], and "
          "[[u:it went NotReady sometime last night]]. [[c:That's one node out of five]], so the cluster still has "
          "capacity, but check `journalctl -u kubelet` on w3."},
    {"q": "Is the database reachable from outside the cluster?", "ev": ["e6", "e2"],
     "a": "**Yes, and you may not want that.** [[s:The main `postgres` service is ClusterIP (10.96.44.12:5432)]], "
          "but [[s:there's also a `postgres-debug` service of type NodePort]] [[s:that maps 5432 to node port "
          "31432]], so [[s:port 31432 is open on every node]]. [[c:It was created last week]].\n\nOther services "
          "reachable from outside: [[s:`web` on NodePort 30080]]. "
          "[[c:Grafana is also exposed as a NodePort]]. [[u:No NetworkPolicy blocks any of this]]. I'd delete "
          "`postgres-debug` with `kubectl delete svc -n shop postgres-debug` if nobody needs it."},
    {"q": "How is the shop namespace doing?", "ev": ["e5", "e3"],
     "a": "| Workload | Ready | Status |\n|---|---|---|\n"
          "| web | [[s:2/2]] | ✅ [[s:both pods running]] |\n"
          "| api | [[s:1/2]] | ❌ [[s:one replica crash-looping]] |\n"
          "| postgres-0 | [[s:1/1]] | ✅ |\n"
          "| redis-0 | [[c:0/1]] | ❌ |\n\n"
          "[[c:In total 8 pods are running in shop]]. [[s:The two nightly-report pods are Failed]]. [[u:Customers "
          "probably only notice slower API responses]], since one api replica still serves."},
    {"q": "What's running on w3, and does it affect the shop?", "ev": ["e3", "e2"],
     "a": "[[s:w3 is NotReady]], and [[s:both pods scheduled there are not ready]]: [[s:calico-node-r5t7j and "
          "kube-proxy-9xw4d]]. [[s:None of the shop pods are on w3]], so [[u:customers shouldn't notice "
          "anything]]. [[c:Two calico pods are down]], though; [[s:the ones on cp1, w1 and w2 are ready]]. "
          "[[u:The kubelet on w3 has probably crashed]]."},
    {"q": "Is the control plane healthy? Is kubelet OK on cp1?", "ev": ["e8", "e1", "e2"],
     "a": "[[t:kubelet on illian-cp1 is active (running)]] [[t:since February 1]]. [[s:The node itself reports "
          "Ready]] and [[s:runs kubelet v1.31.5]]. [[s:The installed kubeadm is 1.31.5]] [[c:and containerd is "
          "1.6]]. [[c:It has 8 GB of RAM]], [[u:and etcd is healthy]] as far as I can tell."},
]

MACHINES = [
    {"name": "emondsfield", "clock": C1, "evidence": EMOND, "answers": EMOND_ANSWERS},
    {"name": "tarvalon", "clock": C2, "evidence": TARVALON, "answers": TARVALON_ANSWERS},
    {"name": "caemlyn", "clock": C3, "evidence": CAEMLYN, "answers": CAEMLYN_ANSWERS},
    {"name": "cairhien", "clock": C4, "evidence": CAIRHIEN, "answers": CAIRHIEN_ANSWERS},
    {"name": "illian", "clock": C5, "evidence": ILLIAN, "answers": ILLIAN_ANSWERS},
]
