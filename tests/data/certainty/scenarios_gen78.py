"""78th generation (written blind, in the answering style of phi-4 14B: a short direct answer, then
"**Details**" bullets and a "**Caveats**" section, sizes often given in two units). Storm machines.

monsoon — an Ubuntu 24.04 laptop in India (+05:30) shared by priya and arjun. Steady state (40 minutes old),
system info and the six biggest processes by memory (fresh; a Java program of arjun's is the busiest on CPU
among them), the root and EFI filesystems, a week of package history (three upgrades, a kernel install, one
removal), two hours of NetworkManager log with three short Wi-Fi drops, and a network-traffic sample that is
almost seven minutes old (stale).

typhoon — a four-node k3s cluster in Tokyo (+09:00) seen from its Rocky Linux 9 control plane. Nodes (w2
NotReady, w3 one patch release behind), the shop namespace's seven pods (a cart-api pod crash-looping with
14 restarts, a storefront pod Pending and unscheduled), its deployments, the k3s server log with the node
going NotReady and the scheduling failure, the control plane's filesystems, and a ten-minute-old system-info
reading (stale).

derecho — a Debian 12 PostgreSQL 15 server in Chicago (-06:00), looked at at 03:25 at night. Its steady
state is 90 minutes old and its packages source is listed in stale_sources. The postgres unit (active since
2 November), two hours of its log (a backend killed by signal 9 at 02:13 and crash recovery, then three
"remaining connection slots" refusals at 03:02), processes by CPU (cut at eight), filesystems, a disk-I/O
sample with the NVMe nearly saturated, listening sockets and connections, and twelve lines of
postgresql.conf.

sirocco — a Fedora 40 home server in Rome (+01:00) running Docker: eight containers (jellyfin exited 137,
immich-server restarting, six running), the kernel log of a memory-cgroup OOM kill of jellyfin, listening
sockets, the root btrfs and an 8 TB RAID, and a fifteen-minute-old system-info reading (stale).

haboob — an AlmaLinux 9.4 GitLab CI runner in Cairo (+02:00). Steady state two hours old with "users" in
stale_sources, the gitlab-runner unit, processes by CPU (cut at six), a nearly full root filesystem, 90 minutes of
runner log (a job failed on "no space left on device"), two weeks of dnf history (a newer kernel installed but
not booted), the files changed under /etc today and the runner's config.toml.
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, deployment, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit)

# --------------------------------------------------------------------------------------------------- monsoon
mc = Clock("2026-11-18T21:40:00+05:30")
M_MEM = 33_392_041_984  # MemTotal of 32 GB installed, 31.1 GiB

monsoon_evidence = [
    steady("m-steady", mc, age=2400, hostname="monsoon", os_name="Ubuntu", os_version="24.04",
           os_codename="noble", kernel="6.8.0-49-generic", cpu_model="13th Gen Intel(R) Core(TM) i7-1360P",
           cpu_cores=12, cpu_threads=16, memory_total_bytes=M_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 1_005_388_820_480},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_999_168}],
           network_interfaces=[{"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True},
                               {"name": "wlp0s20f3", "mac": "8c:f8:c5:4e:21:9a",
                                "addresses": ["192.168.29.114/24"], "is_up": True}],
           dns_servers=["192.168.29.1"], default_gateway="192.168.29.1",
           installed_packages={"linux-image-6.8.0-49-generic": "6.8.0-49.49",
                               "linux-image-6.8.0-48-generic": "6.8.0-48.48",
                               "google-chrome-stable": "131.0.6778.69-1", "code": "1.95.3-1731513102",
                               "network-manager": "1.46.0-1ubuntu2.2", "zoom": "6.2.10.4983",
                               "python3": "3.12.3-0ubuntu2", "pipewire": "1.0.5-1ubuntu1",
                               "openjdk-21-jre": "21.0.5+11-1ubuntu1~24.04"},
           available_services=["NetworkManager.service", "cups.service", "gdm.service", "bluetooth.service",
                               "snapd.service", "unattended-upgrades.service"],
           users=[{"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/bin/zsh"},
                  {"name": "arjun", "uid": 1001, "gid": 1001, "home": "/home/arjun", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["priya"]},
                   {"name": "lpadmin", "gid": 122, "members": ["priya"]},
                   {"name": "plugdev", "gid": 46, "members": ["priya", "arjun"]}]),
    item("m-sys", "linux_system_info",
         system_info(23.4, [2.81, 2.15, 1.64], 277_920, "2026-11-15T16:28:00+05:30", M_MEM, 9_126_805_504,
                     2 * GiB, 1_503_238_554), mc, age=30),
    item("m-procs", "linux_processes", processes(341, M_MEM, [
        (4412, "chrome", "priya", 12.1, 2_684_354_560, "2026-11-18T09:14:02+05:30",
         "/opt/google/chrome/chrome --type=renderer --lang=en-GB"),
        (5120, "code", "priya", 4.3, 1_610_612_736, "2026-11-18T10:02:44+05:30", "/usr/share/code/code --unity-launch"),
        (2231, "gnome-shell", "priya", 6.8, 912_261_120, "2026-11-15T16:29:10+05:30", "/usr/bin/gnome-shell"),
        (7788, "zoom", "priya", 9.5, 805_306_368, "2026-11-18T20:55:31+05:30", "/opt/zoom/zoom"),
        (6031, "java", "arjun", 31.0, 754_974_720, "2026-11-18T19:20:05+05:30",
         "java -Xmx2G -jar /home/arjun/.minecraft/launcher/minecraft-launcher.jar"),
        (8120, "python3", "priya", 1.1, 524_288_000, "2026-11-18T11:47:19+05:30", "python3 -m jupyter lab"),
    ]), mc, age=40, args={"sort": "memory", "limit": 6}, complete=False),
    item("m-disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 1_005_388_820_480, 714 * GiB),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_500_352),
    ]}, mc, age=35),
    item("m-pkgs", "linux_package_history", {"events": [
        package_event("2026-11-13T10:02:41+05:30", "upgrade", "google-chrome-stable", "130.0.6723.116-1",
                      "131.0.6778.69-1"),
        package_event("2026-11-14T19:45:12+05:30", "install", "linux-image-6.8.0-49-generic", None, "6.8.0-49.49"),
        package_event("2026-11-14T19:45:30+05:30", "upgrade", "network-manager", "1.46.0-1ubuntu2",
                      "1.46.0-1ubuntu2.2"),
        package_event("2026-11-16T09:10:03+05:30", "upgrade", "code", "1.95.2-1730981514", "1.95.3-1731513102"),
        package_event("2026-11-17T22:30:48+05:30", "remove", "teams-for-linux", "1.11.3", None),
    ]}, mc, age=50, args={"since_days": 7}),
    item("m-logs", "linux_recent_logs", {"source": "journal", "unit": "NetworkManager.service", "entries": [
        log_entry("2026-11-18T20:12:07+05:30", "NetworkManager.service", "warning",
                  "<warn>  device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-11-18T20:12:07+05:30", "NetworkManager.service", "info",
                  "<info>  device (wlp0s20f3): state change: activated -> failed (reason 'supplicant-disconnect')"),
        log_entry("2026-11-18T20:12:19+05:30", "NetworkManager.service", "info",
                  "<info>  device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-11-18T20:58:41+05:30", "NetworkManager.service", "warning",
                  "<warn>  device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-11-18T20:58:53+05:30", "NetworkManager.service", "info",
                  "<info>  device (wlp0s20f3): Activation: successful, device activated."),
        log_entry("2026-11-18T21:31:02+05:30", "NetworkManager.service", "warning",
                  "<warn>  device (wlp0s20f3): supplicant interface state: completed -> disconnected"),
        log_entry("2026-11-18T21:31:15+05:30", "NetworkManager.service", "info",
                  "<info>  device (wlp0s20f3): Activation: successful, device activated."),
    ]}, mc, age=45, args={"unit": "NetworkManager.service", "since_minutes": 120}),
    item("m-traffic", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "lo", "rx_bytes_per_s": 1_204, "tx_bytes_per_s": 1_204},
        {"name": "wlp0s20f3", "rx_bytes_per_s": 2_411_724, "tx_bytes_per_s": 180_224},
    ]}, mc, age=400, args={"interval_seconds": 1.0}),
]

monsoon_answers = [
    {"q": "My laptop feels really sluggish right now — what's using all the memory?", "ev": ["m-sys", "m-procs"],
     "a": "Your laptop is under noticeable memory pressure: [[s:about 72.7% of RAM is in use]], which would explain "
          "the sluggishness.\n\n"
          "**Details**\n"
          "- **Memory:** [[s:roughly 22.6 GiB (≈ 24.3 GB) of 31.1 GiB is in use]], with [[c:only about 5.5 GiB "
          "still available]].\n"
          "- **Swap:** [[s:1.4 GiB of the 2 GiB swap space is used (70%)]].\n"
          "- **Largest processes by memory:**\n"
          "  1. [[s:Chrome (PID 4412) — about 2.5 GiB (≈ 2.7 GB)]]\n"
          "  2. [[c:Zoom (PID 7788) — about 870 MiB]]\n"
          "- [[s:A Java program started by **arjun** is using about 720 MiB]], and [[u:it is the most CPU-hungry "
          "process on the system at 31%]].\n"
          "- [[c:The load average has been easing off over the last 15 minutes]].\n\n"
          "**Caveats**\n"
          "- This is a single snapshot; memory use changes from moment to moment.\n"
          "- [[u:Chrome's usage is likely inflated by a handful of heavy tabs]].\n\n"
          "Closing unused Chrome tabs or quitting Zoom when you're not in a call should free up a good amount of "
          "memory."},
    {"q": "How much free disk space do I have?", "ev": ["m-steady", "m-disk"],
     "a": "[[s:You have about 222 GiB (≈ 239 GB) free on your main drive]].\n\n"
          "**Details**\n"
          "- [[s:The root filesystem (`/`) is on `/dev/nvme0n1p2`]].\n"
          "- Total size: [[s:~936 GiB]] [[c:(≈ 1.1 TB)]]\n"
          "- Used: [[s:~714 GiB]] [[c:(about 78%)]]\n"
          "- [[s:The EFI partition (`/boot/efi`) is a small ~1.1 GB vfat partition]], and [[c:it is about half "
          "full]].\n\n"
          "**Caveats**\n"
          "- [[u:Most of the used space is probably in your home directory]]; the disk-usage data does not break it "
          "down by folder.\n\n"
          "If you want to see where the space goes, `du -sh ~/* | sort -h` is a good start."},
    {"q": "Why does my Wi-Fi keep dropping out this evening?", "ev": ["m-steady", "m-logs"],
     "a": "Your Wi-Fi connection has dropped [[s:three times in the last two hours]], and [[s:each time it "
          "reconnected within about 13 seconds]]. The NetworkManager log does not state a root cause.\n\n"
          "**Details**\n\n"
          "| Drop | Time |\n"
          "|---|---|\n"
          "| 1 | [[s:20:12]] |\n"
          "| 2 | [[c:20:41]] |\n"
          "| 3 | [[s:21:31]] |\n\n"
          "- [[c:The first drop was logged with the reason 'carrier-changed']].\n"
          "- [[c:It looks like the drops come roughly every 20 minutes]].\n\n"
          "**Caveats**\n"
          "- [[u:This pattern is typical of the router's band steering or a weak 5 GHz signal]].\n\n"
          "You could check signal strength with `nmcli dev wifi` the next time it happens."},
    {"q": "What was updated on this laptop in the past week?", "ev": ["m-pkgs"],
     "a": "[[s:Five package changes were recorded in the last 7 days]], including [[c:two installs]] and [[c:no "
          "removals]].\n\n"
          "**Details**\n"
          "- [[s:**Google Chrome** was upgraded from 130.0.6723.116 to 131.0.6778.69 on 13 November]].\n"
          "- [[s:A new kernel, **linux-image-6.8.0-49-generic**, was installed on 14 November]] [[c:at around 9:45 "
          "in the morning]].\n"
          "- [[s:**VS Code** was upgraded to 1.95.3]] [[c:on Sunday]].\n"
          "- [[s:**teams-for-linux** (1.11.3) was removed]].\n\n"
          "**Caveats**\n"
          "- [[u:Snap packages such as Firefox update separately and are not part of this list]].\n\n"
          "Let me know if you'd like the full version history for any of these."},
    {"q": "Am I on the newest kernel, or do I need to reboot?", "ev": ["m-steady", "m-pkgs", "m-sys"],
     "a": "[[s:You are already running the newest installed kernel]], so [[s:no reboot is needed]] for it.\n\n"
          "**Details**\n"
          "- **Running kernel:** [[s:`6.8.0-49-generic`]]\n"
          "- **Installed kernels:** [[s:the older 6.8.0-48 is still present]] alongside it\n"
          "- **Last boot:** [[c:15 November at about 18:28]] [[s:(uptime a little over 3 days)]]\n\n"
          "**Caveats**\n"
          "- [[u:The -49 kernel most likely arrived through unattended-upgrades]].\n\n"
          "Once you're happy with -49, `sudo apt autoremove` will clean up the older kernel."},
    {"q": "Who else uses this laptop, and do they have admin rights?", "ev": ["m-steady", "m-procs"],
     "a": "[[s:There are two regular accounts, **priya** and **arjun**]], and [[s:only priya has admin (sudo) "
          "rights]].\n\n"
          "**Details**\n"
          "- **priya** — [[c:shell `/bin/bash`]], [[s:member of sudo, lpadmin and plugdev]]\n"
          "- **arjun** — [[c:UID 1002]], [[s:member of plugdev]] [[c:and lpadmin]]\n\n"
          "**Caveats**\n"
          "- [[u:arjun last logged in earlier today]].\n"
          "- Group membership comes from the steady-state snapshot, not a live lookup."},
    {"q": "How fast am I downloading right now?", "ev": ["m-steady", "m-traffic"],
     "a": "[[t:Your Wi-Fi interface is receiving about 2.4 MB/s (≈ 19 Mbit/s)]] [[t:and sending around 180 "
          "KB/s]].\n\n"
          "**Details**\n"
          "- Interface: [[s:`wlp0s20f3`]]\n"
          "- Download: [[t:~2.3 MiB/s]]\n"
          "- Upload: [[t:~0.18 MB/s]]\n\n"
          "**Caveats**\n"
          "- The sample covers only one second.\n"
          "- [[u:The speed is limited by your Wi-Fi link rather than your internet plan]].\n\n"
          "For a proper test, try `speedtest-cli` or fast.com."},
]

# --------------------------------------------------------------------------------------------------- typhoon
tc = Clock("2026-11-19T10:15:00+09:00")
T_MEM = 66_987_511_808  # 62.4 GiB


def _unscheduled_pod(name: str, namespace: str, message: str) -> dict:
    # A Pending pod the scheduler could not place: no nodeName and no container statuses yet.
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace},
            "spec": {"nodeName": None},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": message}]}}


T_SCHED = ("0/4 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
           "3 Insufficient memory. preemption: 0/4 nodes are available: 1 Preemption is not helpful for "
           "scheduling, 3 No preemption victims found for incoming pod.")

typhoon_evidence = [
    steady("t-steady", tc, age=3600, hostname="typhoon-cp1", os_name="Rocky Linux", os_version="9.4",
           os_codename="Blue Onyx", kernel="5.14.0-427.40.1.el9_4.x86_64", cpu_model="AMD EPYC 7313P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=T_MEM, package_manager="rpm",
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/rancher", "fstype": "xfs",
                   "total_bytes": 214_643_507_200},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:10:7a:22", "addresses": ["10.40.0.10/24"],
                                "is_up": True},
                               {"name": "flannel.1", "mac": "6a:11:8e:2f:c0:01", "addresses": ["10.42.0.0/32"],
                                "is_up": True}],
           dns_servers=["10.40.0.1"], default_gateway="10.40.0.1",
           installed_packages={"kernel": "5.14.0-427.40.1.el9_4", "k3s-selinux": "1.6-1.el9",
                               "container-selinux": "2:2.229.0-1.el9", "openssh-server": "8.7p1-38.el9_4.4",
                               "chrony": "4.5-1.el9"},
           available_services=["k3s.service", "sshd.service", "chronyd.service", "firewalld.service"],
           users=[{"name": "rocky", "uid": 1000, "gid": 1000, "home": "/home/rocky", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["rocky"]}]),
    item("t-nodes", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("typhoon-cp1", True, "v1.30.5+k3s1"),
        node("typhoon-w1", True, "v1.30.5+k3s1"),
        node("typhoon-w2", False, "v1.30.5+k3s1"),
        node("typhoon-w3", True, "v1.30.4+k3s1"),
    ]}, tc, age=25, args={"resource": "nodes"}),
    item("t-pods", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        pod("storefront-7d9f8b6c4-2xkqp", "shop", "Running", "typhoon-w1", 0, started="2026-11-16T23:02:11Z"),
        pod("storefront-7d9f8b6c4-h8vzt", "shop", "Running", "typhoon-w3", 1, started="2026-11-18T04:40:55Z"),
        _unscheduled_pod("storefront-7d9f8b6c4-qw5rn", "shop", T_SCHED),
        pod("cart-api-5c6b7d8f9-m2k4j", "shop", "Running", "typhoon-w1", 14, ready=False, waiting="CrashLoopBackOff",
            started="2026-11-19T00:03:27Z"),
        pod("cart-api-5c6b7d8f9-t7x9p", "shop", "Running", "typhoon-w3", 0, started="2026-11-17T02:15:40Z"),
        pod("postgres-0", "shop", "Running", "typhoon-w1", 2, started="2026-11-12T06:00:03Z"),
        pod("redis-6f8d9c7b5-lk3vd", "shop", "Running", "typhoon-w3", 0, started="2026-11-12T06:01:19Z"),
    ]}, tc, age=30, args={"resource": "pods", "namespace": "shop"}),
    item("t-deploys", "kubernetes_get", {"context": "default", "namespace": "shop", "items": [
        deployment("storefront", "shop", 3, 2),
        deployment("cart-api", "shop", 2, 1),
        deployment("redis", "shop", 1, 1),
    ]}, tc, age=30, args={"resource": "deployments", "namespace": "shop"}),
    item("t-logs", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-11-19T09:47:31+09:00", "k3s.service", "info",
                  "Node typhoon-w2 is NotReady: Kubelet stopped posting node status."),
        log_entry("2026-11-19T09:52:36+09:00", "k3s.service", "info",
                  "Event(v1.ObjectReference{Kind:\"Pod\", Namespace:\"shop\", Name:\"storefront-7d9f8b6c4-8bcmz\"}): "
                  "type: 'Normal' reason: 'TaintManagerEviction' Marking for deletion Pod "
                  "shop/storefront-7d9f8b6c4-8bcmz"),
        log_entry("2026-11-19T09:52:37+09:00", "k3s.service", "warning",
                  "Event(v1.ObjectReference{Kind:\"Pod\", Namespace:\"shop\", Name:\"storefront-7d9f8b6c4-qw5rn\"}): "
                  "type: 'Warning' reason: 'FailedScheduling' " + T_SCHED),
        log_entry("2026-11-19T10:09:58+09:00", "k3s.service", "warning",
                  "Event(v1.ObjectReference{Kind:\"Pod\", Namespace:\"shop\", Name:\"cart-api-5c6b7d8f9-m2k4j\"}): "
                  "type: 'Warning' reason: 'BackOff' Back-off restarting failed container cart-api in pod "
                  "cart-api-5c6b7d8f9-m2k4j_shop"),
    ]}, tc, age=40, args={"unit": "k3s.service", "since_minutes": 60}),
    item("t-disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 75_125_227_520, 31_138_512_896),
        fs("/dev/sdb1", "/var/lib/rancher", "xfs", 214_643_507_200, 128_849_018_880),
        fs("/dev/sda1", "/boot", "xfs", 1_063_256_064, 412_000_000),
    ]}, tc, age=20),
    item("t-sys", "linux_system_info",
         system_info(18.2, [3.10, 2.84, 2.60], 1_036_800, "2026-11-07T10:05:00+09:00", T_MEM, 23_085_449_216, 0, 0),
         tc, age=610),
]

typhoon_answers = [
    {"q": "Are all my nodes healthy?", "ev": ["t-nodes"],
     "a": "No — [[s:one of your four nodes, **typhoon-w2**, is NotReady]]; [[s:the other three report Ready]].\n\n"
          "**Details**\n"
          "- [[s:typhoon-cp1 and typhoon-w1 are Ready]] [[s:on v1.30.5+k3s1]].\n"
          "- [[s:typhoon-w3 is Ready too]], [[c:also on v1.30.5+k3s1]].\n"
          "- [[c:All four nodes run the same k3s release]], so version skew is not a factor.\n"
          "- [[u:typhoon-w2 most likely lost power or its network link]].\n\n"
          "**Caveats**\n"
          "- [[u:The control-plane node carries no NoSchedule taint, so it runs workloads too]].\n\n"
          "You can check the node's conditions with `kubectl describe node typhoon-w2`."},
    {"q": "What's wrong in the shop namespace?", "ev": ["t-pods", "t-deploys"],
     "a": "Two workloads in **shop** are degraded: [[s:`storefront` has only 2 of its 3 replicas ready]] and "
          "[[s:`cart-api` has 1 of 2 ready]].\n\n"
          "**Details**\n"
          "- [[s:`cart-api-5c6b7d8f9-m2k4j` is in CrashLoopBackOff]] [[s:on typhoon-w1]], [[c:with 41 restarts so "
          "far]].\n"
          "- [[s:`storefront-7d9f8b6c4-qw5rn` is Pending]].\n"
          "- [[s:`postgres-0` is Running]] [[c:with no restarts]].\n"
          "- [[s:In total, 5 of the 7 pods are running and ready]]; [[c:typhoon-w1 hosts four of them]].\n\n"
          "**Caveats**\n"
          "- [[u:The cart-api crashes are probably caused by a failing database connection]] — its logs would "
          "confirm or rule that out."},
    {"q": "Why is the new storefront pod stuck in Pending?", "ev": ["t-pods", "t-logs", "t-nodes"],
     "a": "[[s:The scheduler could not find a node for it]]: [[s:typhoon-w2 is unreachable (tainted)]] and [[s:the "
          "other three nodes don't have enough free memory]].\n\n"
          "**Details**\n"
          "- [[s:The FailedScheduling event was logged at 09:52]].\n"
          "- [[s:typhoon-w2 went NotReady at about 09:47]] (\"Kubelet stopped posting node status\") — [[c:roughly "
          "45 minutes ago]].\n"
          "- [[s:`storefront-7d9f8b6c4-8bcmz` was marked for deletion by the taint manager at 09:52]], and [[u:the "
          "Pending pod is its replacement]].\n"
          "- [[c:Preemption was attempted and evicted a lower-priority pod]], but it still didn't fit.\n\n"
          "**Caveats**\n"
          "- [[u:Once typhoon-w2 comes back, the pod should be scheduled there automatically]]."},
    {"q": "Why is cart-api crash looping?", "ev": ["t-pods", "t-logs"],
     "a": "I can't say for certain from the evidence I have — [[s:the pod `cart-api-5c6b7d8f9-m2k4j` is in "
          "CrashLoopBackOff]], but its own container logs weren't part of what I looked at.\n\n"
          "**Details**\n"
          "- Restart count: [[s:14]]\n"
          "- [[s:Kubernetes logged a BackOff event for it at 10:09]] (\"Back-off restarting failed container "
          "cart-api\").\n"
          "- [[c:Its sibling `cart-api-5c6b7d8f9-t7x9p` on typhoon-w1 is healthy]].\n"
          "- [[c:The failing pod runs on typhoon-w2]], the node that is currently NotReady.\n"
          "- [[u:The container exits with code 1 right after startup]].\n\n"
          "**Caveats**\n"
          "- [[u:It was most likely OOMKilled]], but that is a guess.\n"
          "- [[s:Only one of the two cart-api replicas is affected]].\n\n"
          "`kubectl logs -n shop cart-api-5c6b7d8f9-m2k4j --previous` will show the last crash."},
    {"q": "Which k3s versions are my nodes running? Is an upgrade half-done?", "ev": ["t-nodes", "t-steady"],
     "a": "[[s:Three nodes are on **v1.30.5+k3s1**]] and [[s:**typhoon-w3** is one patch release behind on "
          "v1.30.4+k3s1]], so [[u:it looks like an upgrade was started but not finished]].\n\n"
          "**Details**\n"
          "- Control plane: [[s:typhoon-cp1, v1.30.5+k3s1]]\n"
          "- Workers on v1.30.5: [[c:typhoon-w1 and typhoon-w3]]\n"
          "- [[s:The control plane runs Rocky Linux 9.4]] [[c:with kernel 5.14.0-427.42.1]].\n\n"
          "**Caveats**\n"
          "- [[u:The system-upgrade-controller is not installed in this cluster]], so upgrades are probably done "
          "by hand."},
    {"q": "How much memory is the control plane using?", "ev": ["t-steady", "t-sys"],
     "a": "[[t:The control plane is using about 40.9 GiB (≈ 43.9 GB) of memory]], [[t:roughly 65% of the "
          "total]].\n\n"
          "**Details**\n"
          "- Total RAM: [[s:~62.4 GiB (64 GB installed)]]\n"
          "- Available: [[t:about 21.5 GiB]]\n"
          "- Load average (1 min): [[t:3.1]]\n"
          "- [[t:Swap is disabled]], as is usual for Kubernetes nodes.\n\n"
          "**Caveats**\n"
          "- The reading may be a few minutes old; re-run the check for a live figure."},
    {"q": "Is the control plane running out of disk?", "ev": ["t-disk"],
     "a": "No: [[s:`/var/lib/rancher` is the largest filesystem]] and [[s:it is "
          "60% full]].\n\n"
          "**Details**\n"
          "- [[s:`/` (rl-root, xfs): about 29 GiB used of 70 GiB]]\n"
          "- [[s:`/var/lib/rancher` (sdb1): ~120 GiB used]] [[c:of ~250 GB]], [[s:leaving about 80 GiB free]]\n"
          "- [[c:`/boot` is the one to watch — it is nearly full at 88%]]\n\n"
          "**Caveats**\n"
          "- [[u:Container images account for most of the space used under /var/lib/rancher]]."},
]

# --------------------------------------------------------------------------------------------------- derecho
dc = Clock("2026-11-20T03:25:00-06:00")
D_MEM = 135_089_389_568  # 125.8 GiB
D_PG = "postgresql@15-main.service"

derecho_evidence = [
    steady("d-steady", dc, age=5400, hostname="derecho", domain="db.internal", os_name="Debian GNU/Linux",
           os_version="12", os_codename="bookworm", kernel="6.1.0-27-amd64",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=D_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 105_089_261_568},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
                   "total_bytes": 1_920_383_410_176}],
           network_interfaces=[{"name": "ens1f0", "mac": "b4:96:91:0c:5e:10", "addresses": ["10.20.0.12/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"postgresql-15": "15.8-0+deb12u1", "postgresql-client-15": "15.8-0+deb12u1",
                               "pgbouncer": "1.23.1-1.pgdg120+1", "prometheus-node-exporter": "1.5.0-1+b6",
                               "openssh-server": "1:9.2p1-2+deb12u3", "linux-image-amd64": "6.1.115-1"},
           available_services=[D_PG, "pgbouncer.service", "ssh.service", "prometheus-node-exporter.service"],
           users=[{"name": "postgres", "uid": 107, "gid": 114, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
                  {"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "mike", "uid": 1001, "gid": 1001, "home": "/home/mike", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
                   {"name": "adm", "gid": 4, "members": ["ops", "mike"]},
                   {"name": "ssl-cert", "gid": 110, "members": ["postgres"]}],
           stale_sources=["packages"]),
    item("d-service", "linux_service_status",
         unit(D_PG, "active", "running", "enabled-runtime", 1184, "2026-11-02T04:11:37-06:00",
              "PostgreSQL Cluster 15-main"), dc, age=15, args={"name": D_PG}),
    item("d-logs", "linux_recent_logs", {"source": "journal", "unit": D_PG, "entries": [
        log_entry("2026-11-20T02:13:51-06:00", D_PG, "err",
                  "LOG:  server process (PID 48213) was terminated by signal 9: Killed"),
        log_entry("2026-11-20T02:13:51-06:00", D_PG, "err",
                  "DETAIL:  Failed process was running: SELECT c.region, sum(i.amount) FROM orders o JOIN order_items "
                  "i ON i.order_id = o.id JOIN customers c ON c.id = o.customer_id GROUP BY c.region"),
        log_entry("2026-11-20T02:13:51-06:00", D_PG, "info", "LOG:  terminating any other active server processes"),
        log_entry("2026-11-20T02:13:52-06:00", D_PG, "info", "LOG:  all server processes terminated; reinitializing"),
        log_entry("2026-11-20T02:13:53-06:00", D_PG, "info",
                  "LOG:  database system was interrupted; last known up at 2026-11-20 02:09:12 CST"),
        log_entry("2026-11-20T02:13:53-06:00", D_PG, "info",
                  "LOG:  database system was not properly shut down; automatic recovery in progress"),
        log_entry("2026-11-20T02:14:04-06:00", D_PG, "info",
                  "LOG:  redo done at 1A3/7F2C9B10 system usage: CPU: user: 6.41 s, system: 2.12 s, elapsed: 10.77 s"),
        log_entry("2026-11-20T02:14:05-06:00", D_PG, "info", "LOG:  database system is ready to accept connections"),
        log_entry("2026-11-20T03:02:17-06:00", D_PG, "warning",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-11-20T03:02:18-06:00", D_PG, "warning",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
        log_entry("2026-11-20T03:02:21-06:00", D_PG, "warning",
                  "FATAL:  remaining connection slots are reserved for roles with the SUPERUSER attribute"),
    ]}, dc, age=20, args={"unit": D_PG, "since_minutes": 120}),
    item("d-procs", "linux_processes", processes(412, D_MEM, [
        (51877, "postgres", "postgres", 98.7, 9_663_676_416, "2026-11-20T03:01:40-06:00",
         "postgres: 15/main: reporting analytics 10.20.0.45(50122) SELECT"),
        (51902, "postgres", "postgres", 97.9, 6_442_450_944, "2026-11-20T03:01:58-06:00",
         "postgres: 15/main: reporting analytics 10.20.0.45(50130) SELECT"),
        (52011, "postgres", "postgres", 41.3, 1_288_490_189, "2026-11-20T03:20:12-06:00",
         "postgres: 15/main: app_rw orders 127.0.0.1(52344) UPDATE"),
        (1201, "pgbouncer", "postgres", 22.0, 26_214_400, "2026-11-02T04:11:40-06:00",
         "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
        (52040, "postgres", "postgres", 9.8, 402_653_184, "2026-11-20T03:23:47-06:00",
         "postgres: 15/main: app_rw orders 127.0.0.1(52390) idle in transaction"),
        (1191, "postgres", "postgres", 6.2, 188_743_680, "2026-11-20T02:14:05-06:00", "postgres: 15/main: walwriter"),
        (1188, "postgres", "postgres", 3.1, 8_804_682_956, "2026-11-20T02:14:05-06:00",
         "postgres: 15/main: checkpointer"),
        (950, "prometheus-node", "prometheus", 1.4, 32_505_856, "2026-11-02T04:11:20-06:00",
         "/usr/bin/prometheus-node-exporter"),
    ]), dc, age=30, args={"sort": "cpu", "limit": 8}, complete=False),
    item("d-disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 105_089_261_568, 40_802_189_312),
        fs("/dev/nvme0n1p1", "/var/lib/postgresql", "xfs", 1_920_383_410_176, 1_601_000_000_000),
    ]}, dc, age=25),
    item("d-io", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 412_300_000, "write_bytes_per_s": 58_700_000, "busy_percent": 91.2},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 1_245_184, "busy_percent": 2.1},
    ]}, dc, age=30, args={"interval_seconds": 1.0}),
    item("d-net", "linux_network_info", {
        "interfaces": [{"name": "ens1f0", "mac": "b4:96:91:0c:5e:10", "addresses": ["10.20.0.12/24"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 901, "sshd"),
            listener(5432, "10.20.0.12", 1184, "postgres"),
            listener(5432, "127.0.0.1", 1184, "postgres"),
            listener(6432, "0.0.0.0", 1201, "pgbouncer"),
            listener(9100, "::", 950, "prometheus-node"),
        ],
        "connections": [
            connection("10.20.0.12:5432", "10.20.0.45:50122", 51877, "postgres"),
            connection("10.20.0.12:5432", "10.20.0.45:50130", 51902, "postgres"),
            connection("10.20.0.12:6432", "10.20.0.31:41822", 1201, "pgbouncer"),
            connection("10.20.0.12:6432", "10.20.0.32:39910", 1201, "pgbouncer"),
            connection("10.20.0.12:22", "10.20.0.5:58114", 30411, "sshd"),
            connection("10.20.0.12:9100", "10.20.0.2:44790", 950, "prometheus-node"),
        ]}, dc, age=35),
    item("d-conf", "linux_file_read", {
        "path": "/etc/postgresql/15/main/postgresql.conf", "offset": 60, "limit": 12, "total_lines": 823,
        "lines": ["listen_addresses = 'localhost,10.20.0.12'", "port = 5432", "max_connections = 200",
                  "superuser_reserved_connections = 3", "# - Memory -", "shared_buffers = 32GB", "work_mem = 256MB",
                  "maintenance_work_mem = 2GB", "effective_cache_size = 96GB", "# - Checkpoints -",
                  "max_wal_size = 16GB", "checkpoint_timeout = 15min"]},
         dc, age=60, args={"path": "/etc/postgresql/15/main/postgresql.conf", "offset": 60, "limit": 12},
         complete=False),
]

derecho_answers = [
    {"q": "What happened to postgres around 2am?", "ev": ["d-service", "d-logs"],
     "a": "[[s:A PostgreSQL backend was killed with signal 9 at 02:13]], and "
          "[[s:it was accepting connections again at 02:14:05]].\n\n"
          "**Details**\n"
          "1. [[s:02:13:51 — server process PID 48213 was terminated by signal 9 (Killed)]].\n"
          "2. [[s:The postmaster then terminated all other active server processes]].\n"
          "3. [[c:Recovery started from a clean shutdown checkpoint]].\n"
          "4. [[c:The whole outage lasted about 3 minutes]].\n\n"
          "- [[s:The systemd unit itself never restarted]]: [[s:it has been active since 2 November]], [[c:with main "
          "PID 1148]].\n\n"
          "**Caveats**\n"
          "- [[u:Signal 9 here almost certainly means the kernel OOM killer chose that backend]]; the kernel log "
          "would confirm it (`journalctl -k | grep -i oom`)."},
    {"q": "Clients are getting 'remaining connection slots are reserved' errors — why?",
     "ev": ["d-logs", "d-conf", "d-procs", "d-net"],
     "a": "[[s:PostgreSQL ran out of ordinary connection slots]]: [[s:`max_connections` is 200]], and [[c:10 of "
          "those are reserved for superusers]].\n\n"
          "**Details**\n"
          "- [[s:The error was logged three times]], [[s:all at 03:02]].\n"
          "- [[c:pgbouncer listens on port 6543]].\n"
          "- [[c:Two reporting sessions from 10.20.0.31 are each using nearly a full CPU core]].\n\n"
          "**Caveats**\n"
          "- [[u:The 02:13 crash made every client reconnect at once, which likely exhausted the slots]].\n"
          "- [[u:Some application is probably connecting directly instead of through pgbouncer]].\n\n"
          "Pointing all clients at port 6432 (pgbouncer) would keep the backend count under control."},
    {"q": "Is disk I/O the bottleneck right now?", "ev": ["d-io", "d-procs", "d-steady"],
     "a": "Quite possibly — [[s:the NVMe that holds the database is about 91% busy]].\n\n"
          "**Details**\n\n"
          "| Device | Read | Write | Busy |\n"
          "|---|---|---|---|\n"
          "| nvme0n1 | [[s:~412 MB/s (≈ 393 MiB/s)]] | [[c:~5.9 MB/s]] | [[s:91.2%]] |\n\n"
          "- [[s:The two reporting queries (PIDs 51877 and 51902) are the top CPU users]], [[c:at about 75% "
          "each]].\n"
          "- [[c:The checkpointer uses the most memory of any process, about 8.2 GiB]].\n\n"
          "**Caveats**\n"
          "- [[u:The reads are most likely sequential scans from the reporting queries]]."},
    {"q": "How full is the database disk?", "ev": ["d-disk", "d-steady"],
     "a": "[[s:The database volume (`/var/lib/postgresql`) is about 83% full]].\n\n"
          "**Details**\n"
          "- **Device:** [[s:`/dev/nvme0n1p1`]]\n"
          "- **Size:** [[s:~1.75 TiB (≈ 1.92 TB)]]\n"
          "- **Used:** [[c:~1.6 TiB]] [[s:(≈ 1.6 TB)]]\n"
          "- **Free:** [[s:about 297 GiB (≈ 319 GB)]]\n\n"
          "**Caveats**\n"
          "- [[u:At the current growth rate it would fill up in roughly two months]]."},
    {"q": "What version of PostgreSQL is installed here?", "ev": ["d-steady", "d-service"],
     "a": "[[t:PostgreSQL 15.8]] [[t:(Debian package `postgresql-15` 15.8-0+deb12u1)]].\n\n"
          "**Details**\n"
          "- [[s:Cluster `15/main`, run by `postgresql@15-main.service`]]\n"
          "- [[t:pgbouncer 1.23.1 is installed alongside it]]\n"
          "- [[s:OS: Debian 12 (bookworm)]], [[c:kernel 6.1.0-26-amd64]]\n\n"
          "**Caveats**\n"
          "- [[u:15.8 is the newest 15.x release available for bookworm]].\n"
          "- The package list in my snapshot may have changed since it was taken; `psql -c 'select version()'` "
          "would confirm."},
    {"q": "What ports is this box listening on?", "ev": ["d-net"],
     "a": "[[s:Four services are listening]].\n\n"
          "**Details**\n\n"
          "| Port (process) | Address |\n"
          "|---|---|\n"
          "| [[s:22 (sshd)]] | [[s:0.0.0.0]] |\n"
          "| [[s:5432 (postgres)]] | [[s:10.20.0.12 and 127.0.0.1]] |\n"
          "| [[s:6432 (pgbouncer)]] | [[c:127.0.0.1]] |\n"
          "| [[c:9100 (postgres_exporter)]] | [[s:`::` (all IPv6 addresses)]] |\n\n"
          "- [[c:PostgreSQL is not reachable from other hosts]].\n\n"
          "**Caveats**\n"
          "- [[u:The firewall only lets 10.20.0.0/24 reach these ports]]."},
    {"q": "Is work_mem set too high for this server?", "ev": ["d-conf", "d-steady"],
     "a": "It's on the high side but not unreasonable: [[s:`work_mem` is 256MB]] [[s:on a server with about 126 GiB "
          "of RAM]].\n\n"
          "**Details**\n"
          "- [[s:`shared_buffers` = 32GB]]\n"
          "- [[s:`max_connections` = 200]]; since each sort or hash can use up to `work_mem`, a burst of big queries "
          "can add up quickly.\n"
          "- [[c:`maintenance_work_mem` = 4GB]]\n"
          "- [[s:The file has 823 lines in total]], [[u:and everything else is left at the defaults]].\n\n"
          "**Caveats**\n"
          "- [[u:The 02:13 backend kill points to memory pressure from work_mem]]."},
]

# --------------------------------------------------------------------------------------------------- sirocco
sc = Clock("2026-11-21T19:05:00+01:00")
S_MEM = 33_363_537_920  # 31.1 GiB

sirocco_evidence = [
    steady("s-steady", sc, age=3000, hostname="sirocco", os_name="Fedora Linux", os_version="40",
           os_pretty_name="Fedora Linux 40 (Server Edition)", kernel="6.11.7-200.fc40.x86_64",
           cpu_model="12th Gen Intel(R) Core(TM) i5-12500T", cpu_cores=6, cpu_threads=12, memory_total_bytes=S_MEM,
           package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 510_980_284_416},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 7_937_944_780_800}],
           network_interfaces=[{"name": "enp2s0", "mac": "00:e0:4c:68:1a:3f", "addresses": ["192.168.1.20/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:9c:1e:77:05", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"docker-ce": "27.3.1-1.fc40", "samba": "2:4.20.6-1.fc40", "mdadm": "4.3-4.fc40",
                               "cockpit": "327-1.fc40", "kernel": "6.11.7-200.fc40"},
           available_services=["docker.service", "smb.service", "sshd.service", "cockpit.socket", "mdmonitor.service"],
           users=[{"name": "marco", "uid": 1000, "gid": 1000, "home": "/home/marco", "shell": "/bin/bash"},
                  {"name": "giulia", "uid": 1001, "gid": 1001, "home": "/home/giulia", "shell": "/usr/bin/fish"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["marco"]},
                   {"name": "docker", "gid": 975, "members": ["marco"]}]),
    item("s-boxes", "linux_containers", {"runtime": "docker", "containers": [
        box("a1f3c2d4e5b6", "traefik", "traefik:v3.1", "running", "Up 9 days", "2026-11-12T10:14:02+01:00",
            ["0.0.0.0:80->80/tcp", "0.0.0.0:443->443/tcp"]),
        box("b2c3d4e5f6a7", "nextcloud", "nextcloud:29-apache", "running", "Up 9 days", "2026-11-12T10:14:05+01:00"),
        box("c3d4e5f6a7b8", "nextcloud-db", "mariadb:10.11", "running", "Up 9 days", "2026-11-12T10:14:03+01:00"),
        box("d4e5f6a7b8c9", "jellyfin", "jellyfin/jellyfin:10.9.11", "exited", "Exited (137) 2 hours ago",
            "2026-11-12T10:14:09+01:00"),
        box("e5f6a7b8c9d0", "immich-server", "ghcr.io/immich-app/immich-server:v1.119.1", "restarting",
            "Restarting (1) 14 seconds ago", "2026-11-18T03:00:41+01:00"),
        box("f6a7b8c9d0e1", "immich-postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "running", "Up 3 days",
            "2026-11-18T03:00:38+01:00"),
        box("a7b8c9d0e1f2", "watchtower", "containrrr/watchtower:1.7.1", "running", "Up 9 days",
            "2026-11-12T10:14:01+01:00"),
        box("b8c9d0e1f2a3", "homeassistant", "ghcr.io/home-assistant/home-assistant:2024.11.2", "running",
            "Up 2 days", "2026-11-19T08:30:12+01:00"),
    ]}, sc, age=20, args={"all": True}),
    item("s-kern", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-21T17:02:31+01:00", None, "warning",
                  "jellyfin invoked oom-killer: gfp_mask=0xcc0(GFP_KERNEL), order=0, oom_score_adj=0"),
        log_entry("2026-11-21T17:02:31+01:00", None, "err",
                  "Memory cgroup out of memory: Killed process 48817 (jellyfin) total-vm:9123456kB, "
                  "anon-rss:4182016kB, file-rss:10240kB, shmem-rss:0kB, UID:0 pgtables:9876kB oom_score_adj:0"),
        log_entry("2026-11-21T17:02:32+01:00", None, "info",
                  "oom_reaper: reaped process 48817 (jellyfin), now anon-rss:0kB, file-rss:0kB, shmem-rss:0kB"),
    ]}, sc, age=45, args={"grep": "oom", "since_minutes": 240}),
    item("s-net", "linux_network_info", {
        "interfaces": [{"name": "enp2s0", "mac": "00:e0:4c:68:1a:3f", "addresses": ["192.168.1.20/24"],
                        "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 1020, "sshd"),
            listener(80, "0.0.0.0", 2210, "docker-proxy"),
            listener(443, "0.0.0.0", 2231, "docker-proxy"),
            listener(139, "0.0.0.0", 1404, "smbd"),
            listener(445, "0.0.0.0", 1404, "smbd"),
            listener(8123, "0.0.0.0", 3350, "python3"),
            listener(9090, "::", 1, "systemd"),
        ],
        "connections": [
            connection("192.168.1.20:443", "192.168.1.34:51544", 2231, "docker-proxy"),
            connection("192.168.1.20:445", "192.168.1.41:50212", 1404, "smbd"),
            connection("192.168.1.20:22", "192.168.1.34:60122", 1020, "sshd"),
        ]}, sc, age=30),
    item("s-disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", 510_980_284_416, 142_807_662_592),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 350_000_000),
        fs("/dev/md0", "/srv/media", "ext4", 7_937_944_780_800, 7_302_909_198_336),
    ]}, sc, age=40),
    item("s-sys", "linux_system_info",
         system_info(71.5, [5.8, 4.9, 3.2], 806_400, "2026-11-12T10:50:00+01:00", S_MEM, 3_006_477_107,
                     8 * GiB, 5_476_083_302), sc, age=900),
]

sirocco_answers = [
    {"q": "Are all my containers up?", "ev": ["s-boxes"],
     "a": "Not quite — [[s:6 of your 8 containers are running]].\n\n"
          "**Details**\n\n"
          "| Container | State |\n"
          "|---|---|\n"
          "| traefik, nextcloud, nextcloud-db, watchtower | [[s:✅ Up 9 days]] |\n"
          "| immich-postgres | [[c:✅ Up 9 days]] |\n"
          "| homeassistant | [[s:✅ Up 2 days]] |\n"
          "| jellyfin | [[s:❌ Exited (137) about 2 hours ago]] |\n"
          "| immich-server | [[s:🔄 Restarting]] |\n\n"
          "- [[s:Nextcloud runs the `29-apache` image]], and [[c:its database is MariaDB 11.4]].\n"
          "- [[c:immich-server is on v1.118.2]].\n\n"
          "**Caveats**\n"
          "- [[u:Watchtower may have pulled a new Immich image that broke it]].\n\n"
          "`docker logs immich-server --tail 50` should show why it keeps restarting."},
    {"q": "Why did jellyfin stop?", "ev": ["s-boxes", "s-kern"],
     "a": "[[s:Jellyfin was killed by the kernel's out-of-memory killer]]: [[s:its container hit its memory cgroup "
          "limit]] at [[s:17:02]].\n\n"
          "**Details**\n"
          "- [[s:At that moment it had about 4 GiB (≈ 4.3 GB) of anonymous memory resident]].\n"
          "- [[c:The OOM kill happened roughly 40 minutes ago]].\n"
          "- [[c:It was the second OOM kill this afternoon]].\n"
          "- [[u:Jellyfin was probably transcoding a 4K video when it ran out of memory]].\n\n"
          "**Caveats**\n"
          "- [[u:The container has a 4 GiB memory limit set in your compose file]].\n"
          "- [[s:It has not been restarted since]]; `docker start jellyfin` will bring it back."},
    {"q": "Is Immich working? I can't open the web page.", "ev": ["s-boxes", "s-net"],
     "a": "No — [[s:`immich-server` is in a restart loop]], so [[s:nothing is listening on Immich's port 2283]].\n\n"
          "**Details**\n"
          "- [[s:Its database container, `immich-postgres`, is running]] [[c:(up since yesterday)]].\n"
          "- [[s:The last exit code was 1]].\n"
          "- [[c:Traefik is not running either]], so the reverse proxy can't route to it.\n"
          "- [[s:There is no Redis container in the list]], and [[u:that missing Redis is probably why the server "
          "keeps exiting]].\n\n"
          "**Caveats**\n"
          "- [[u:The trouble started after Watchtower updated the image]]."},
    {"q": "How much space is left on the media array?", "ev": ["s-disk", "s-steady"],
     "a": "[[s:The media array (`/srv/media`) has about 635 GB free]] [[c:(≈ 635 GiB)]], and [[s:it is 92% "
          "full]].\n\n"
          "**Details**\n"
          "- Device: [[s:`/dev/md0`]] (software RAID)\n"
          "- Size: [[s:~7.2 TiB (≈ 7.9 TB)]]\n"
          "- [[u:The array is a two-disk RAID 1]].\n\n"
          "**Caveats**\n"
          "- [[u:ext4 keeps 5% reserved for root, so the space usable by marco is a bit lower]]."},
    {"q": "What on this server is exposed to the network?", "ev": ["s-net", "s-boxes"],
     "a": "[[c:Eight TCP ports are open on all interfaces]].\n\n"
          "**Details**\n"
          "- **Web:** [[s:80 and 443, both handled by docker-proxy for the Traefik container]]\n"
          "- **SSH:** [[s:22 (sshd)]]\n"
          "- **File sharing:** [[s:Samba on 139 and 445]]\n"
          "- **Home Assistant:** [[c:port 8080]], [[s:served by a python3 process]]\n"
          "- **Cockpit:** [[s:9090]], [[c:held by the `cockpit-ws` process]]\n"
          "- [[c:Jellyfin's port 8096 is also open]], although the container is stopped.\n\n"
          "**Caveats**\n"
          "- [[u:Your router forwards only 80 and 443 from the internet]], so the rest should be LAN-only."},
    {"q": "How's the server doing load-wise?", "ev": ["s-sys", "s-steady"],
     "a": "It's quite busy: [[t:CPU usage is about 72%]] and [[t:memory is nearly full, with only ~2.8 GiB "
          "available]].\n\n"
          "**Details**\n"
          "- Load average: [[t:5.8 / 4.9 / 3.2]] — [[t:rising over the last 15 minutes]]\n"
          "- [[s:The CPU has 12 threads]]\n"
          "- Swap: [[t:~5.1 GiB of 8 GiB in use]]\n"
          "- Total RAM: [[s:31 GiB (32 GB installed)]]\n\n"
          "**Caveats**\n"
          "- [[u:Jellyfin's crash has probably relieved some of the memory pressure]]."},
    {"q": "Who has admin rights on sirocco?", "ev": ["s-steady"],
     "a": "[[s:**marco** is the only administrator]] — [[s:he is in the `wheel` group]].\n\n"
          "**Details**\n"
          "- **marco** — [[s:UID 1000]], [[s:also in docker]]\n"
          "- **giulia** — [[c:shell `/bin/bash`]], [[c:member of docker]]\n"
          "- [[s:Membership in `docker` is effectively root-equivalent, and only marco has it]].\n\n"
          "**Caveats**\n"
          "- [[u:The root account has a password set]], which Fedora Server allows by default."},
]

# --------------------------------------------------------------------------------------------------- haboob
hc = Clock("2026-11-22T11:50:00+02:00")
H_MEM = 134_152_622_080  # 124.9 GiB
H_RUN = "runner=xZ3kP9aQ"

haboob_evidence = [
    steady("h-steady", hc, age=7200, hostname="haboob-ci01", os_name="AlmaLinux", os_version="9.4",
           os_codename="Seafoam Ocelot", kernel="5.14.0-427.40.1.el9_4.x86_64",
           cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32, memory_total_bytes=H_MEM,
           package_manager="rpm",
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "xfs", "total_bytes": 1_998_694_637_568},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064}],
           network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:2a:41:7e", "addresses": ["10.8.3.21/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:51:aa:09:3c", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["10.8.0.53"], default_gateway="10.8.3.1",
           installed_packages={"gitlab-runner": "17.5.3-1", "docker-ce": "3:27.3.1-1.el9",
                               "containerd.io": "1.7.23-3.1.el9", "git": "2.43.5-1.el9_4",
                               "kernel": "5.14.0-427.42.1.el9_4", "openssl-libs": "1:3.0.7-28.el9_4"},
           available_services=["gitlab-runner.service", "docker.service", "containerd.service", "sshd.service"],
           users=[{"name": "ahmed", "uid": 1000, "gid": 1000, "home": "/home/ahmed", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"},
                  {"name": "gitlab-runner", "uid": 985, "gid": 985, "home": "/home/gitlab-runner",
                   "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ahmed"]},
                   {"name": "docker", "gid": 989, "members": ["gitlab-runner", "deploy"]}],
           stale_sources=["users"]),
    item("h-svc", "linux_service_status",
         unit("gitlab-runner.service", "active", "running", "enabled", 2210, "2026-11-22T08:31:40+02:00",
              "GitLab Runner"), hc, age=20, args={"name": "gitlab-runner"}),
    item("h-procs", "linux_processes", processes(689, H_MEM, [
        (71234, "cc1plus", "root", 99.8, 1_932_735_283, "2026-11-22T11:48:12+02:00",
         "/usr/libexec/gcc/x86_64-linux-gnu/12/cc1plus -quiet -I src/include src/api/handlers.cpp -O2"),
        (71240, "cc1plus", "root", 99.6, 1_717_986_918, "2026-11-22T11:48:20+02:00",
         "/usr/libexec/gcc/x86_64-linux-gnu/12/cc1plus -quiet -I src/include src/api/router.cpp -O2"),
        (71251, "cc1plus", "root", 99.1, 2_147_483_648, "2026-11-22T11:48:31+02:00",
         "/usr/libexec/gcc/x86_64-linux-gnu/12/cc1plus -quiet -I src/include src/db/query_planner.cpp -O2"),
        (71198, "node", "root", 64.2, 3_221_225_472, "2026-11-22T11:47:58+02:00",
         "node /builds/web/frontend/node_modules/.bin/vite build"),
        (1503, "dockerd", "root", 8.7, 412_090_368, "2026-11-22T08:29:51+02:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (2210, "gitlab-runner", "root", 2.3, 98_566_144, "2026-11-22T08:31:40+02:00",
         "/usr/bin/gitlab-runner run --working-directory /home/gitlab-runner --config "
         "/etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner"),
    ]), hc, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("h-disk", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "xfs", 1_998_694_637_568, 1_850_791_260_160),
        fs("/dev/nvme0n1p2", "/boot", "xfs", 1_063_256_064, 560_000_000),
    ]}, hc, age=30),
    item("h-logs", "linux_recent_logs", {"source": "journal", "unit": "gitlab-runner.service", "entries": [
        log_entry("2026-11-22T10:22:04+02:00", "gitlab-runner.service", "info",
                  f"Job succeeded  duration_s=512.3 job=88412 project=57 {H_RUN}"),
        log_entry("2026-11-22T10:41:17+02:00", "gitlab-runner.service", "err",
                  f"Job failed: exit code 1  duration_s=133.8 job=88419 project=61 {H_RUN}"),
        log_entry("2026-11-22T11:05:52+02:00", "gitlab-runner.service", "warning",
                  "WARNING: Failed to pull image with policy \"if-not-present\": write "
                  "/var/lib/docker/tmp/GetImageBlob3811592: no space left on device  job=88430 project=57 "
                  + H_RUN),
        log_entry("2026-11-22T11:05:53+02:00", "gitlab-runner.service", "err",
                  "ERROR: Job failed (system failure): failed to pull image "
                  "\"registry.example.internal/platform/build-cpp:2024.11\" with specified policies "
                  f"[if-not-present]: no space left on device  duration_s=41.2 job=88430 project=57 {H_RUN}"),
        log_entry("2026-11-22T11:32:10+02:00", "gitlab-runner.service", "info",
                  f"Job succeeded  duration_s=701.9 job=88436 project=57 {H_RUN}"),
        log_entry("2026-11-22T11:47:40+02:00", "gitlab-runner.service", "info",
                  "Checking for jobs... received  job=88441 "
                  f"repo_url=https://gitlab.example.internal/platform/api.git {H_RUN}"),
    ]}, hc, age=40, args={"unit": "gitlab-runner.service", "since_minutes": 90}),
    item("h-pkgs", "linux_package_history", {"events": [
        package_event("2026-11-12T03:14:22+02:00", "upgrade", "gitlab-runner", "17.4.2-1", "17.5.3-1"),
        package_event("2026-11-12T03:14:40+02:00", "upgrade", "docker-ce", "3:27.2.1-1.el9", "3:27.3.1-1.el9"),
        package_event("2026-11-12T03:14:41+02:00", "upgrade", "containerd.io", "1.7.21-3.1.el9", "1.7.23-3.1.el9"),
        package_event("2026-11-19T03:10:05+02:00", "install", "kernel", None, "5.14.0-427.42.1.el9_4"),
        package_event("2026-11-19T03:10:30+02:00", "upgrade", "openssl-libs", "1:3.0.7-27.el9", "1:3.0.7-28.el9_4"),
    ]}, hc, age=60, args={"since_days": 14}),
    item("h-changes", "linux_file_changes", {"root": "/etc", "since": "2026-11-21T23:49:15+02:00", "files": [
        {"path": "/etc/gitlab-runner/config.toml", "mtime": "2026-11-22T08:31:02+02:00", "size_bytes": 1184},
        {"path": "/etc/docker/daemon.json", "mtime": "2026-11-22T08:29:40+02:00", "size_bytes": 212},
        {"path": "/etc/resolv.conf", "mtime": "2026-11-22T06:02:11+02:00", "size_bytes": 94},
    ]}, hc, age=45, args={"root": "/etc", "since_minutes": 720}),
    item("h-conf", "linux_file_read", {
        "path": "/etc/gitlab-runner/config.toml", "offset": 0, "limit": 24, "total_lines": 24,
        "lines": ["concurrent = 6", "check_interval = 3", "shutdown_timeout = 0", "", "[session_server]",
                  "  session_timeout = 1800", "", "[[runners]]", "  name = \"haboob-ci01-docker\"",
                  "  url = \"https://gitlab.example.internal\"", "  id = 412", "  token = \"[REDACTED]\"",
                  "  executor = \"docker\"", "  [runners.cache]", "    MaxUploadedArchiveSize = 0",
                  "  [runners.docker]", "    image = \"alpine:3.20\"", "    privileged = false",
                  "    disable_cache = false", "    volumes = [\"/cache\"]", "    pull_policy = [\"if-not-present\"]",
                  "    shm_size = 0", "    cpus = \"4\"", "    memory = \"8g\""]},
         hc, age=50, args={"path": "/etc/gitlab-runner/config.toml"}),
]

haboob_answers = [
    {"q": "Why did job 88430 fail?", "ev": ["h-logs", "h-disk"],
     "a": "[[s:Job 88430 failed because Docker ran out of disk space while pulling its build image]] — [[s:the "
          "runner logged \"no space left on device\"]] [[s:at 11:05]].\n\n"
          "**Details**\n"
          "- [[s:It was a system failure, not a script error]]: [[s:the image "
          "`registry.example.internal/platform/build-cpp:2024.11` could not be pulled]].\n"
          "- [[c:The job ran for about 4 minutes before failing]].\n"
          "- [[s:The root filesystem is still 92.6% full]], [[s:with about 138 GiB (≈ 148 GB) free]].\n"
          "- [[c:Job 88419 failed for the same reason]] earlier in the morning.\n\n"
          "**Caveats**\n"
          "- [[u:Old Docker images and build caches are probably what filled the disk]].\n\n"
          "`docker system df` and `docker system prune` can help you reclaim space."},
    {"q": "What changed in /etc today?", "ev": ["h-changes"],
     "a": "[[s:Three files under /etc were modified today]]:\n\n"
          "1. [[s:`/etc/gitlab-runner/config.toml` at 08:31]]\n"
          "2. [[s:`/etc/docker/daemon.json`]] — [[c:at 09:29]]\n"
          "3. [[s:`/etc/resolv.conf`, early this morning around 06:02]]\n\n"
          "**Details**\n"
          "- [[s:config.toml is the largest of the three]], [[c:at about 2 KB]].\n"
          "- [[u:No files were deleted]].\n\n"
          "**Caveats**\n"
          "- [[u:resolv.conf was probably rewritten by NetworkManager]]."},
    {"q": "How many jobs can this runner run at once, and are they privileged?", "ev": ["h-conf"],
     "a": "[[s:Up to 6 jobs at once]] (`concurrent = 6`), and [[s:they are **not** privileged]].\n\n"
          "**Details**\n"
          "- Executor: [[s:docker]]\n"
          "- Default image: [[c:`alpine:3.19`]]\n"
          "- [[c:Each job container is limited to 8 CPUs]] [[s:and `8g` of memory]]\n"
          "- [[c:The runner polls GitLab for new jobs every 30 seconds]]\n\n"
          "**Caveats**\n"
          "- [[u:The `/cache` volume is shared between all concurrent jobs]]."},
    {"q": "Is the gitlab-runner service healthy? Did it restart recently?", "ev": ["h-svc", "h-logs"],
     "a": "[[s:Yes, `gitlab-runner` is active and running]], and [[s:it last (re)started this morning at "
          "08:31]].\n\n"
          "**Details**\n"
          "- [[c:It has been up for about five and a half hours]]\n"
          "- [[s:It picked up a new job (88441) at 11:47]]\n"
          "- [[c:In the last 90 minutes, every job except one succeeded]]\n"
          "- [[u:The 08:31 restart was triggered by a change to config.toml]]\n\n"
          "**Caveats**\n"
          "- [[u:No jobs were lost during the restart]]."},
    {"q": "What's using all the CPU on the runner?", "ev": ["h-procs", "h-steady"],
     "a": "[[s:Three `cc1plus` compiler processes are each using a full CPU core]], with a Node build close "
          "behind.\n\n"
          "**Details**\n\n"
          "| PID | Process | CPU | Memory |\n"
          "|---|---|---|---|\n"
          "| 71234 | cc1plus | [[s:99.8%]] | [[s:~1.8 GiB]] |\n"
          "| 71251 | cc1plus | [[s:99.1%]] | [[c:~1.2 GiB]] |\n"
          "| 71198 | [[s:node (vite build)]] | [[c:46%]] | [[s:3 GiB (≈ 3.2 GB)]] |\n\n"
          "- [[s:dockerd is using under 10% CPU]].\n"
          "- [[c:All of these run as the gitlab-runner user]].\n"
          "- [[c:The biggest memory user is cc1plus PID 71251]].\n\n"
          "**Caveats**\n"
          "- [[u:These belong to jobs 88441 and 88436]]."},
    {"q": "Is the runner on the latest kernel?", "ev": ["h-steady", "h-pkgs"],
     "a": "[[s:No — a newer kernel is installed but not running]]: [[s:it is running 5.14.0-427.40.1]], while "
          "[[s:5.14.0-427.42.1 was installed on 19 November]].\n\n"
          "**Details**\n"
          "- [[s:openssl-libs was updated to 3.0.7-28 in the same run]].\n"
          "- [[s:gitlab-runner was upgraded to 17.5.3 on 12 November]], [[c:from 17.3.1]].\n"
          "- [[c:docker-ce was upgraded twice in the last two weeks]].\n\n"
          "**Caveats**\n"
          "- [[u:The 427.42.1 kernel fixes a security issue]], so a reboot during a quiet period is a good idea."},
    {"q": "Which users can use Docker on the runner?", "ev": ["h-steady"],
     "a": "[[t:Two accounts are in the `docker` group: **gitlab-runner** and **deploy**]].\n\n"
          "**Details**\n"
          "- [[t:gitlab-runner (UID 985)]] — [[t:home `/home/gitlab-runner`]]\n"
          "- [[t:deploy (UID 1001)]]\n"
          "- [[t:ahmed is in `wheel` but not in `docker`]]\n"
          "- [[s:Docker CE 27.3.1 is installed]]\n\n"
          "**Caveats**\n"
          "- [[u:ahmed can still run docker through sudo]].\n"
          "- The group list in my snapshot may be out of date; `getent group docker` shows the live value."},
]

MACHINES = [
    {"name": "monsoon", "clock": mc, "evidence": monsoon_evidence, "answers": monsoon_answers},
    {"name": "typhoon", "clock": tc, "evidence": typhoon_evidence, "answers": typhoon_answers},
    {"name": "derecho", "clock": dc, "evidence": derecho_evidence, "answers": derecho_answers},
    {"name": "sirocco", "clock": sc, "evidence": sirocco_evidence, "answers": sirocco_answers},
    {"name": "haboob", "clock": hc, "evidence": haboob_evidence, "answers": haboob_answers},
]
