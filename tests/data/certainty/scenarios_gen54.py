"""54th generation (written blind: without reading the certainty wrapper, its tests, the other generations'
scenarios or any scores). Theme: volcanoes. Style: answers the way llama3.2 3B writes them — short and
confident, often over-generalising ("all services are fine"), rounding loosely, misreading a unit now and
then (GB said for GiB, TB for TiB), sometimes giving one record's number to its neighbour; some answers are one
dense paragraph, others short bullet lists, a few tables and numbered lists.

etna — a Fedora 41 Workstation desktop in Rome (+01:00), two people share it (marco in wheel, giulia not).
Evidence: steady state (rpm packages, users and groups, btrfs root and an ext4 games disk), a fresh and a
15-minute-old linux_system_info, disk usage, the six biggest processes by memory (a qemu VM on top, two
gnome-shell sessions), a week of package history (kernel, firefox, mesa, systemd upgraded; podman-compose
installed; gnome-tour removed), every unit's status (dnf-makecache failed) and a day of error-level logs
(a DNS failure of dnf-makecache, an amdgpu page fault naming steamwebhelper, a bluetoothd SDP error).

hekla — an Ubuntu 24.04 ThinkPad laptop in Reykjavik (+00:00). Evidence: steady state (kernel 6.8.0-53 running
while 6.8.0-55 is installed), system info (up four days through a suspend), disk usage, listening sockets
(ollama and cupsd on loopback, avahi and tailscaled on all addresses, one SSH session out), a week of
package history (openssl, the new kernel, tailscale), twelve hours of logs around a suspend and resume with
an iwlwifi firmware crash, every unit's status, and a process listing by memory that is 400 seconds old.

krakatoa — a home NAS on Debian 12 in Jakarta (+07:00): Samba, NFS, an md RAID1 under /srv/tank, a full USB
backup disk, Docker containers (jellyfin, immich, pihole; nextcloud exited; syncthing restarting).
Evidence: steady state, every unit's status (rsync-backup failed), disk usage, containers, a day of
warning-level logs (rsync's "No space left on device", smartd pending sectors, two Samba wrong-password
logins for putu), two weeks of package history, listening sockets and connections, and a system info
reading ten minutes old.

stromboli — the control plane of a three-node k3s cluster (UTC), Ubuntu 22.04; the third node runs Debian
and an older k3s. Evidence: steady state of the control plane, nodes, pods of all namespaces (prometheus
crash-looping on stromboli-w2, paperless-ngx Pending for memory), deployments, services (traefik
LoadBalancer, mosquitto NodePort, the rest ClusterIP), an hour of k3s.service logs, k3s's unit status,
system info and disk usage, and a pod listing 25 minutes old from before prometheus started crashing.

vesuvius — an Arch Linux desktop in New York (-04:00) with Docker, PostgreSQL and a just-installed ollama.
Evidence: steady state collected before tonight's pacman run, with `packages` in stale_sources, three days
of package history (linux, nvidia-open, python, plasma-desktop upgraded; ollama-cuda installed; discord
removed), system info (up since March 9, so the new kernel is not running), every unit's status,
containers (gitea and its runner up, minio exited 137), processes by CPU and disk usage.
"""

from _evidence import (Clock, GiB, MiB, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit)


def knode(name: str, ready: bool, version: str, os_image: str, kernel: str, ip: str, control: bool = False) -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control:
        labels["node-role.kubernetes.io/control-plane"] = "true"
        labels["node-role.kubernetes.io/master"] = "true"
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "False"}],
                       "addresses": [{"type": "InternalIP", "address": ip}, {"type": "Hostname", "address": name}],
                       "nodeInfo": {"kubeletVersion": version, "osImage": os_image, "kernelVersion": kernel,
                                    "containerRuntimeVersion": "containerd://1.7.23-k3s2"}}}


def kservice(name: str, namespace: str, kind: str, cluster_ip: str, ports: list[dict],
             ingress: list[str] | None = None) -> dict:
    return {"kind": "Service", "metadata": {"name": name, "namespace": namespace},
            "spec": {"type": kind, "clusterIP": cluster_ip, "ports": ports},
            "status": {"loadBalancer": {"ingress": [{"ip": ip} for ip in (ingress or [])]}}}


# ---------------------------------------------------------------------------------------------------- etna
ETNA = Clock("2026-03-14T16:20:00+01:00")
ETNA_MEM = int(31.2 * GiB)
ETNA_ROOT = fs("/dev/nvme0n1p3", "/", "btrfs", 997_118_828_544, 452_312_000_000)
ETNA_HOME = fs("/dev/nvme0n1p3", "/home", "btrfs", 997_118_828_544, 452_312_000_000)
ETNA_GAMES = fs("/dev/sda1", "/mnt/games", "ext4", 1_967_317_549_056, 1_721_000_000_000)
ETNA_BOOT = fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 398_458_880)

etna_evidence = [
    steady("e1", ETNA, age=1800, hostname="etna", os_name="Fedora Linux", os_version="41 (Workstation Edition)",
           kernel="6.13.5-200.fc41.x86_64", cpu_model="AMD Ryzen 7 7700X 8-Core Processor", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=ETNA_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 997_118_828_544},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs",
                   "total_bytes": 997_118_828_544},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4",
                   "total_bytes": 1_967_317_549_056}],
           network_interfaces=[{"name": "enp5s0", "mac": "9c:6b:00:1a:2b:3c", "addresses": ["192.168.1.42/24"],
                                "is_up": True},
                               {"name": "virbr0", "mac": "52:54:00:7e:11:02", "addresses": ["192.168.122.1/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1", package_manager="rpm",
           installed_packages={"kernel-core": "6.13.5-200.fc41", "firefox": "136.0-1.fc41",
                               "gnome-shell": "47.4-1.fc41", "mesa-dri-drivers": "24.3.4-1.fc41",
                               "systemd": "256.12-1.fc41", "podman": "5.4.0-1.fc41",
                               "podman-compose": "1.3.0-1.fc41", "libvirt-daemon": "10.6.0-5.fc41",
                               "steam": "1.0.0.82-1.fc41", "flatpak": "1.15.12-1.fc41"},
           available_services=["NetworkManager.service", "firewalld.service", "sshd.service", "bluetooth.service",
                               "cups.service", "libvirtd.service", "dnf-makecache.service", "fwupd.service",
                               "gdm.service", "podman.service"],
           users=[{"name": "marco", "uid": 1000, "gid": 1000, "home": "/home/marco", "shell": "/bin/bash"},
                  {"name": "giulia", "uid": 1001, "gid": 1001, "home": "/home/giulia", "shell": "/bin/zsh"},
                  {"name": "qemu", "uid": 107, "gid": 107, "home": "/", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["marco"]},
                   {"name": "libvirt", "gid": 968, "members": ["marco", "giulia"]},
                   {"name": "dialout", "gid": 18, "members": ["giulia"]},
                   {"name": "marco", "gid": 1000, "members": []},
                   {"name": "giulia", "gid": 1001, "members": []},
                   {"name": "qemu", "gid": 107, "members": []}]),
    item("e2", "linux_system_info",
         system_info(9.8, [0.92, 1.10, 1.04], 190800, "2026-03-12T11:20:00+01:00", ETNA_MEM, int(17.6 * GiB),
                     8 * GiB, int(0.4 * GiB)), ETNA, age=25),
    item("e3", "linux_disk_usage", {"filesystems": [ETNA_ROOT, ETNA_HOME, ETNA_BOOT, ETNA_GAMES]}, ETNA, age=40),
    item("e4", "linux_processes", processes(412, ETNA_MEM, [
        (9012, "qemu-system-x86", "qemu", 4.5, int(4.1 * GiB), "2026-03-14T09:40:15+01:00",
         "/usr/bin/qemu-system-x86_64 -name guest=win11,debug-threads=on -m 4096"),
        (4121, "firefox", "marco", 6.3, int(3.4 * GiB), "2026-03-14T08:02:11+01:00", "/usr/lib64/firefox/firefox"),
        (2210, "gnome-shell", "marco", 3.1, int(1.3 * GiB), "2026-03-12T11:21:40+01:00", "/usr/bin/gnome-shell"),
        (5530, "code", "marco", 1.2, 980 * MiB, "2026-03-14T09:15:03+01:00", "/usr/share/code/code --type=renderer"),
        (3302, "gnome-shell", "giulia", 0.4, 890 * MiB, "2026-03-13T19:05:52+01:00", "/usr/bin/gnome-shell"),
        (7720, "steamwebhelper", "marco", 2.0, 760 * MiB, "2026-03-14T13:30:09+01:00",
         "/home/marco/.local/share/Steam/ubuntu12_64/steamwebhelper"),
    ]), ETNA, age=30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-03-12T10:52:14+01:00", "upgrade", "kernel-core", "6.12.15-200.fc41", "6.13.5-200.fc41"),
        package_event("2026-03-12T10:52:14+01:00", "upgrade", "firefox", "135.0.1-1.fc41", "136.0-1.fc41"),
        package_event("2026-03-12T10:52:14+01:00", "upgrade", "mesa-dri-drivers", "24.3.3-1.fc41", "24.3.4-1.fc41"),
        package_event("2026-03-12T10:52:14+01:00", "upgrade", "systemd", "256.11-1.fc41", "256.12-1.fc41"),
        package_event("2026-03-13T21:14:30+01:00", "install", "podman-compose", None, "1.3.0-1.fc41"),
        package_event("2026-03-13T21:15:02+01:00", "remove", "gnome-tour", "47.0-1.fc41", None),
    ]}, ETNA, age=60, args={"since_days": 7}),
    item("e6", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 1021, "2026-03-12T11:20:31+01:00",
             "Network Manager"),
        unit("firewalld.service", "active", "running", "enabled", 988, "2026-03-12T11:20:29+01:00",
             "firewalld - dynamic firewall daemon"),
        unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH server daemon"),
        unit("bluetooth.service", "active", "running", "enabled", 1002, "2026-03-12T11:20:30+01:00",
             "Bluetooth service"),
        unit("cups.service", "inactive", "dead", "enabled", None, None, "CUPS Scheduler"),
        unit("libvirtd.service", "active", "running", "enabled", 1450, "2026-03-14T09:40:12+01:00",
             "libvirt legacy monolithic daemon"),
        unit("dnf-makecache.service", "failed", "failed", "static", None, "2026-03-14T09:12:04+01:00",
             "dnf makecache"),
        unit("fwupd.service", "active", "running", "static", 2890, "2026-03-12T11:24:02+01:00",
             "Firmware update daemon"),
        unit("gdm.service", "active", "running", "enabled", 1190, "2026-03-12T11:20:33+01:00", "GNOME Display Manager"),
        unit("podman.service", "inactive", "dead", "disabled", None, None, "Podman API Service"),
    ]}, ETNA, age=45),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-13T22:41:55+01:00", "gdm.service", "err",
                  "GLib: Source ID 2871 was not found when attempting to remove it"),
        log_entry("2026-03-14T09:12:03+01:00", "dnf-makecache.service", "err",
                  "Curl error (6): Couldn't resolve host name for https://mirrors.fedoraproject.org/metalink?"
                  "repo=updates-released-f41&arch=x86_64 [Could not resolve host: mirrors.fedoraproject.org]"),
        log_entry("2026-03-14T09:12:04+01:00", "dnf-makecache.service", "err",
                  "dnf-makecache.service: Failed with result 'exit-code'."),
        log_entry("2026-03-14T13:47:22+01:00", None, "err",
                  "amdgpu 0000:03:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:3 pasid:32772) "
                  "Process steamwebhelper pid 7720 thread steamwebhelper pid 7731"),
        log_entry("2026-03-14T14:05:10+01:00", "bluetooth.service", "err",
                  "src/profile.c:record_cb() Unable to get Hands-Free Voice gateway SDP record: Host is down"),
    ]}, ETNA, age=50, args={"priority": "err", "since_minutes": 1440}),
    item("e8", "linux_system_info",
         system_info(63.0, [3.8, 2.1, 1.3], 189900, "2026-03-12T11:20:00+01:00", ETNA_MEM, int(9.2 * GiB),
                     8 * GiB, int(1.6 * GiB)), ETNA, age=900),
]

etna_answers = [
    {"q": "How much RAM and disk space do I have free?", "ev": ["e1", "e2", "e3"],
     "a": "You have [[s:about 32 GB of RAM]] and [[c:about 13.6 GiB of it is available]] right now. Your main "
          "drive [[s:is around 45% full]] [[s:with just over 500 GiB free]], but [[c:the games drive on /mnt/games is "
          "almost full at 97%]], [[u:which is probably Steam's shader cache]]. [[u:Swap is barely used (e3)]]."},
    {"q": "What's eating my memory?", "ev": ["e1", "e4"],
     "a": "Here are the top memory users:\n\n"
          "1. **firefox** ([[s:PID 4121]]) – [[s:about 3.4 GiB]], [[c:the largest process]]\n"
          "2. **qemu-system-x86** – [[c:around 1.3 GiB]], [[s:running as the `qemu` user]]\n"
          "3. **gnome-shell** – [[s:1.3 GiB for marco]] and [[c:about 980 MiB for giulia]]\n"
          "4. **code** – [[s:just under 1 GiB]]\n\n"
          "[[u:Nothing looks like a memory leak]], [[c:and together these use less than 8 GiB]]. "
          "[[s:You have 412 processes in total]]."},
    {"q": "What got updated on etna this week?", "ev": ["e1", "e5"],
     "a": "This week's updates:\n"
          "- [[s:kernel-core went from 6.12.15 to 6.13.5]] [[s:on March 12]]\n"
          "- [[c:Firefox was upgraded to 136.0.1]]\n"
          "- [[s:mesa-dri-drivers 24.3.3 → 24.3.4]]\n"
          "- [[c:systemd was downgraded from 256.12 to 256.11]]\n"
          "- [[s:podman-compose 1.3.0 was installed]] [[c:on Thursday night]]\n"
          "- [[s:gnome-tour was removed]]\n\n"
          "[[c:That's 5 package changes in total]]. [[u:All of them came from the regular Fedora updates repo]]."},
    {"q": "Are any services failing on etna?", "ev": ["e6"],
     "a": "[[c:No, all services are fine]]. [[s:NetworkManager is running]], [[s:firewalld is up]], and "
          "[[s:gdm is active]]. [[s:libvirtd is active too]], [[s:since 09:40 this morning]]. [[s:sshd is disabled]], "
          "[[u:so nobody can log in remotely]], and [[c:cups is running]]."},
    {"q": "Any errors in the logs today?", "ev": ["e7"],
     "a": "Yes, a few. [[s:At 09:12 dnf-makecache failed]] [[s:because it couldn't resolve mirrors.fedoraproject.org]], "
          "[[u:probably your router's DNS was down for a moment]]. [[s:At 13:47 the amdgpu driver logged a page "
          "fault]] [[c:triggered by Firefox]], and [[s:bluetoothd logged an SDP record error]] [[c:at 15:05]]. "
          "[[s:There was also a gdm GLib error yesterday evening]]. [[u:None of these are serious]]."},
    {"q": "Who has admin rights on etna?", "ev": ["e1"],
     "a": "**Admin:** [[s:marco]] — [[s:he's in `wheel`]], [[s:and his shell is bash]].\n"
          "**Regular user:** giulia ([[c:uid 1002]]) — [[s:she's in `libvirt`]] and [[c:`docker`]], "
          "[[s:and her shell is zsh]]. [[c:She's in wheel too]], [[u:so she can use sudo]]."},
    {"q": "Is the system under heavy load right now?", "ev": ["e1", "e8"],
     "a": "[[t:Yes, CPU is at 63%]] and [[t:the 1-minute load is 3.8]], which is a lot for a desktop even though "
          "[[s:the 7700X has 16 threads]]. [[t:About 9 GiB of memory is still available]] and "
          "[[t:swap use is around 1.6 GiB]]. [[u:It's probably a game compiling shaders]]."},
]

# ---------------------------------------------------------------------------------------------------- hekla
HEKLA = Clock("2026-03-14T08:45:00+00:00")
HEKLA_MEM = int(15.3 * GiB)
HEKLA_IFS = [{"name": "wlp0s20f3", "mac": "f4:26:79:3b:8e:01", "addresses": ["192.168.0.23/24"], "is_up": True},
             {"name": "enp0s31f6", "mac": "8c:16:45:aa:10:77", "addresses": [], "is_up": False},
             {"name": "tailscale0", "mac": None, "addresses": ["100.101.12.7/32"], "is_up": True}]

hekla_evidence = [
    steady("e1", HEKLA, age=2400, hostname="hekla", os_name="Ubuntu", os_version="24.04.2 LTS", os_codename="noble",
           kernel="6.8.0-53-generic", cpu_model="12th Gen Intel(R) Core(TM) i7-1260P", cpu_cores=12, cpu_threads=16,
           memory_total_bytes=HEKLA_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 502_344_843_264},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_124_999_168}],
           network_interfaces=HEKLA_IFS, dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"linux-image-6.8.0-53-generic": "6.8.0-53.55",
                               "linux-image-6.8.0-55-generic": "6.8.0-55.57", "openssl": "3.0.13-0ubuntu3.5",
                               "libssl3t64": "3.0.13-0ubuntu3.5", "snapd": "2.67.1+24.04", "tlp": "1.6.1-1ubuntu1",
                               "tailscale": "1.80.3", "cups": "2.4.7-1.2ubuntu7.3",
                               "network-manager": "1.46.0-1ubuntu2.2", "firefox": "1:1snap1-0ubuntu5"},
           available_services=["NetworkManager.service", "tlp.service", "power-profiles-daemon.service",
                               "bluetooth.service", "cups.service", "snapd.service", "ollama.service",
                               "tailscaled.service", "unattended-upgrades.service", "fwupd.service"],
           users=[{"name": "sigrun", "uid": 1000, "gid": 1000, "home": "/home/sigrun", "shell": "/bin/bash"},
                  {"name": "ollama", "uid": 998, "gid": 998, "home": "/usr/share/ollama", "shell": "/bin/false"},
                  {"name": "syslog", "uid": 102, "gid": 102, "home": "/nonexistent", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["sigrun"]},
                   {"name": "adm", "gid": 4, "members": ["syslog", "sigrun"]},
                   {"name": "lpadmin", "gid": 114, "members": ["sigrun"]},
                   {"name": "plugdev", "gid": 46, "members": ["sigrun"]},
                   {"name": "ollama", "gid": 998, "members": []},
                   {"name": "sigrun", "gid": 1000, "members": []}]),
    item("e2", "linux_system_info",
         system_info(4.1, [0.31, 0.45, 0.52], 351180, "2026-03-10T07:12:00+00:00", HEKLA_MEM, int(9.8 * GiB),
                     4 * GiB, int(1.1 * GiB)), HEKLA, age=20),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 502_344_843_264, 421_000_000_000),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_815_744)]}, HEKLA, age=30),
    item("e4", "linux_network_info", {"interfaces": HEKLA_IFS, "listening": [
        listener(53, "127.0.0.53", 812, "systemd-resolve"),
        listener(53, "127.0.0.53", 812, "systemd-resolve", proto="udp"),
        listener(631, "127.0.0.1", 1290, "cupsd"),
        listener(11434, "127.0.0.1", 1544, "ollama"),
        listener(5353, "0.0.0.0", 830, "avahi-daemon", proto="udp"),
        listener(41641, "0.0.0.0", 1102, "tailscaled", proto="udp"),
    ], "connections": [
        connection("192.168.0.23:52144", "192.168.0.10:22", 20511, "ssh"),
        connection("192.168.0.23:40112", "140.82.112.4:443", 3310, "firefox"),
        connection("192.168.0.23:40098", "140.82.112.4:443", None, None, status="TIME_WAIT"),
    ]}, HEKLA, age=25),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-03-11T06:32:40+00:00", "upgrade", "openssl", "3.0.13-0ubuntu3.4", "3.0.13-0ubuntu3.5"),
        package_event("2026-03-11T06:32:40+00:00", "upgrade", "libssl3t64", "3.0.13-0ubuntu3.4", "3.0.13-0ubuntu3.5"),
        package_event("2026-03-12T06:41:05+00:00", "install", "linux-image-6.8.0-55-generic", None, "6.8.0-55.57"),
        package_event("2026-03-12T06:41:05+00:00", "install", "linux-modules-6.8.0-55-generic", None, "6.8.0-55.57"),
        package_event("2026-03-13T18:20:11+00:00", "upgrade", "tailscale", "1.80.2", "1.80.3"),
    ]}, HEKLA, age=60, args={"since_days": 7}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-13T23:13:58+00:00", "systemd-logind.service", "info", "Lid closed."),
        log_entry("2026-03-13T23:14:05+00:00", None, "info", "PM: suspend entry (s2idle)"),
        log_entry("2026-03-14T07:58:40+00:00", None, "info", "PM: suspend exit"),
        log_entry("2026-03-14T07:58:41+00:00", "systemd-logind.service", "info", "Lid opened."),
        log_entry("2026-03-14T07:59:02+00:00", None, "err",
                  "iwlwifi 0000:00:14.3: Microcode SW error detected. Restarting 0x0."),
        log_entry("2026-03-14T07:59:09+00:00", "NetworkManager.service", "info",
                  "<info>  [1773475149.2210] device (wlp0s20f3): Activation: successful, device activated."),
    ]}, HEKLA, age=40, args={"since_minutes": 720}),
    item("e7", "linux_service_status", {"units": [
        unit("NetworkManager.service", "active", "running", "enabled", 905, "2026-03-10T07:12:21+00:00",
             "Network Manager"),
        unit("tlp.service", "active", "exited", "enabled", None, "2026-03-10T07:12:19+00:00",
             "TLP system startup/shutdown"),
        unit("power-profiles-daemon.service", "inactive", "dead", "masked", None, None, "Power Profiles daemon"),
        unit("bluetooth.service", "inactive", "dead", "enabled", None, None, "Bluetooth service"),
        unit("cups.service", "active", "running", "enabled", 1290, "2026-03-10T07:12:24+00:00", "CUPS Scheduler"),
        unit("snapd.service", "active", "running", "enabled", 1011, "2026-03-10T07:12:22+00:00", "Snap Daemon"),
        unit("ollama.service", "active", "running", "enabled", 1544, "2026-03-10T07:12:40+00:00", "Ollama Service"),
        unit("tailscaled.service", "active", "running", "enabled", 1102, "2026-03-13T18:20:14+00:00",
             "Tailscale node agent"),
        unit("unattended-upgrades.service", "active", "running", "enabled", 1020, "2026-03-10T07:12:22+00:00",
             "Unattended Upgrades Shutdown"),
        unit("fwupd.service", "inactive", "dead", "static", None, None, "Firmware update daemon"),
    ]}, HEKLA, age=35),
    item("e8", "linux_processes", processes(297, HEKLA_MEM, [
        (20977, "ollama", "ollama", 0.3, int(2.5 * GiB), "2026-03-14T08:30:12+00:00",
         "/usr/local/bin/ollama runner --model /usr/share/ollama/.ollama/models/blobs/sha256-dde5 --port 40811"),
        (3310, "firefox", "sigrun", 2.2, int(1.9 * GiB), "2026-03-10T07:20:44+00:00", "/snap/firefox/5836/usr/lib/firefox/firefox"),
        (1850, "gnome-shell", "sigrun", 1.1, 640 * MiB, "2026-03-10T07:13:02+00:00", "/usr/bin/gnome-shell"),
        (4402, "thunderbird", "sigrun", 0.2, 510 * MiB, "2026-03-10T07:25:10+00:00", "/snap/thunderbird/660/thunderbird"),
        (1544, "ollama", "ollama", 0.0, 95 * MiB, "2026-03-10T07:12:40+00:00", "/usr/local/bin/ollama serve"),
    ]), HEKLA, age=400, args={"sort": "memory", "limit": 5}, complete=False),
]

hekla_answers = [
    {"q": "Is my laptop due for a reboot?", "ev": ["e1", "e2", "e5"],
     "a": "Yes — [[s:a new kernel, 6.8.0-55, was installed]] [[s:on March 12]] but [[s:you're still running "
          "6.8.0-53]], [[s:so it hasn't been picked up yet]]. [[c:You've been up for about 2 days]] "
          "[[u:and Ubuntu usually shows a reboot-required notice for this]]. Just run `sudo reboot` when it suits you."},
    {"q": "What's listening on the network?", "ev": ["e4"],
     "a": "Listening services:\n"
          "- [[s:cupsd on 127.0.0.1:631]]\n"
          "- [[c:ollama on 0.0.0.0:11434]]\n"
          "- [[s:systemd-resolved on 127.0.0.53:53]]\n"
          "- [[c:avahi on 5353/tcp]]\n"
          "- [[s:tailscaled on UDP 41641]]\n\n"
          "[[c:Nothing is exposed to the LAN]]. [[s:You also have an SSH session open to 192.168.0.10]]."},
    {"q": "how much disk space is left", "ev": ["e3"],
     "a": "[[c:You've got about 81 GiB free]] on /, [[s:which is around 84% used]]. [[s:The disk is ~470 GiB in "
          "total]]. [[s:The EFI partition is almost empty]]. [[u:Most of the used space is probably old snap revisions]]. You could clear some space with `sudo apt autoremove`."},
    {"q": "What happened when I opened the lid this morning?", "ev": ["e6"],
     "a": "[[s:The laptop went to sleep last night at 23:14]] and [[c:woke up at 07:48]], so [[s:it slept for about "
          "9 hours]]. [[s:Right after resume the Intel Wi-Fi firmware crashed]] ([[s:iwlwifi reported a microcode SW "
          "error]]) [[s:at 07:59]], [[u:which is a known bug with the 6.8 kernel]], but [[s:NetworkManager "
          "reconnected wlp0s20f3 a few seconds later]]. [[u:That's why your Wi-Fi dropped for a bit]]."},
    {"q": "What got updated recently?", "ev": ["e1", "e5"],
     "a": "[[s:openssl and libssl3t64 were upgraded to 3.0.13-0ubuntu3.5]] [[c:on March 12]], [[s:tailscale went "
          "to 1.80.3]] [[s:yesterday evening]], [[s:and the 6.8.0-55 kernel was installed]]. [[c:snapd was also "
          "updated]]. [[u:These were all security updates from unattended-upgrades]]."},
    {"q": "who's in the sudo group?", "ev": ["e1"],
     "a": "[[s:sigrun is the only member of sudo]]; [[s:sigrun is also in adm]] and [[c:docker]]. "
          "[[s:There's an `ollama` system user]] [[c:with uid 999]] [[s:and its shell is /bin/false]]."},
    {"q": "What's using the most RAM?", "ev": ["e1", "e8"],
     "a": "[[t:ollama is using the most — about 2.5 GiB]] [[u:because it has llama3.2 loaded]], [[t:followed by "
          "Firefox at ~1.9 GiB]] and [[t:gnome-shell in third place]]. That's [[s:out of ~16 GB total]]."},
]

# ---------------------------------------------------------------------------------------------------- krakatoa
KRAKATOA = Clock("2026-03-14T20:10:00+07:00")
KRAKATOA_MEM = int(15.4 * GiB)
KRAK_BACKUP_TOTAL = 3_936_000_000_000

krakatoa_evidence = [
    steady("e1", KRAKATOA, age=3000, hostname="krakatoa", os_name="Debian GNU/Linux", os_version="12 (bookworm)",
           os_codename="bookworm", kernel="6.1.0-31-amd64", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=KRAKATOA_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 117_000_000_000},
                  {"device": "/dev/md0", "mountpoint": "/srv/tank", "fstype": "ext4", "total_bytes": 7_937_000_000_000},
                  {"device": "/dev/sdd1", "mountpoint": "/srv/backup", "fstype": "ext4",
                   "total_bytes": KRAK_BACKUP_TOTAL}],
           network_interfaces=[{"name": "enp1s0", "mac": "e8:ff:1e:d2:40:5a", "addresses": ["192.168.1.20/24"],
                                "is_up": True},
                               {"name": "docker0", "mac": "02:42:7c:19:aa:03", "addresses": ["172.17.0.1/16"],
                                "is_up": True}],
           dns_servers=["127.0.0.1"], default_gateway="192.168.1.1",
           installed_packages={"samba": "2:4.17.12+dfsg-0+deb12u2", "libsmbclient": "2:4.17.12+dfsg-0+deb12u2",
                               "docker-ce": "5:28.0.1-1~debian.12~bookworm", "containerd.io": "1.7.26-1",
                               "mdadm": "4.2-5", "smartmontools": "7.3-pre1-1",
                               "nfs-kernel-server": "1:2.6.2-4+deb12u1", "openssh-server": "1:9.2p1-2+deb12u4",
                               "rsync": "3.2.7-1+deb12u2"},
           available_services=["smbd.service", "nmbd.service", "nfs-server.service", "docker.service", "ssh.service",
                               "mdmonitor.service", "smartmontools.service", "rsync-backup.service", "cron.service"],
           users=[{"name": "wayan", "uid": 1000, "gid": 1000, "home": "/home/wayan", "shell": "/bin/bash"},
                  {"name": "putu", "uid": 1001, "gid": 1001, "home": "/home/putu", "shell": "/bin/bash"},
                  {"name": "media", "uid": 1002, "gid": 1002, "home": "/srv/tank/media", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["wayan"]},
                   {"name": "docker", "gid": 999, "members": ["wayan"]},
                   {"name": "users", "gid": 100, "members": ["wayan", "putu", "media"]},
                   {"name": "sambashare", "gid": 107, "members": ["wayan", "putu"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("smbd.service", "active", "running", "enabled", 812, "2026-03-11T09:02:15+07:00", "Samba SMB Daemon"),
        unit("nmbd.service", "active", "running", "enabled", 790, "2026-03-11T09:02:10+07:00", "Samba NMB Daemon"),
        unit("nfs-server.service", "active", "exited", "enabled", None, "2026-03-11T09:00:41+07:00",
             "NFS server and services"),
        unit("docker.service", "active", "running", "enabled", 901, "2026-03-11T09:00:44+07:00",
             "Docker Application Container Engine"),
        unit("ssh.service", "active", "running", "enabled", 640, "2026-03-11T09:00:38+07:00",
             "OpenBSD Secure Shell server"),
        unit("mdmonitor.service", "active", "running", "static", 455, "2026-03-11T09:00:35+07:00",
             "MD array monitor"),
        unit("smartmontools.service", "active", "running", "enabled", 610, "2026-03-11T09:00:37+07:00",
             "Self Monitoring and Reporting Technology (SMART) Daemon"),
        unit("rsync-backup.service", "failed", "failed", "static", None, "2026-03-14T03:00:12+07:00",
             "Nightly rsync of /srv/tank to /srv/backup"),
        unit("cron.service", "active", "running", "enabled", 602, "2026-03-11T09:00:37+07:00",
             "Regular background program processing daemon"),
    ]}, KRAKATOA, age=30),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 117_000_000_000, 38_600_000_000),
        fs("/dev/md0", "/srv/tank", "ext4", 7_937_000_000_000, 5_410_000_000_000),
        fs("/dev/sdd1", "/srv/backup", "ext4", KRAK_BACKUP_TOTAL, KRAK_BACKUP_TOTAL - 4 * MiB)]},
        KRAKATOA, age=20),
    item("e4", "linux_containers", {"runtime": "docker", "containers": [
        box("a1c3e9f02b11", "jellyfin", "jellyfin/jellyfin:10.10.6", "running", "Up 3 days",
            "2026-02-20T14:02:11+07:00", ["0.0.0.0:8096->8096/tcp"]),
        box("b7d2204e9c55", "immich_server", "ghcr.io/immich-app/immich-server:v1.129.0", "running", "Up 3 days",
            "2026-03-05T21:40:02+07:00", ["0.0.0.0:2283->2283/tcp"]),
        box("c90f7a11d3e2", "immich_postgres", "tensorchord/pgvecto-rs:pg14-v0.2.0", "running",
            "Up 3 days (healthy)", "2026-03-05T21:39:58+07:00"),
        box("d4410be7a0c8", "immich_redis", "redis:6.2-alpine", "running", "Up 3 days (healthy)",
            "2026-03-05T21:39:57+07:00"),
        box("e2a95c3d7f14", "pihole", "pihole/pihole:2025.02.4", "running", "Up 26 hours",
            "2026-02-27T10:11:45+07:00", ["0.0.0.0:53->53/udp", "0.0.0.0:53->53/tcp", "0.0.0.0:8080->80/tcp"]),
        box("f61b08c4e3a9", "nextcloud", "nextcloud:29-apache", "exited", "Exited (0) 2 weeks ago",
            "2025-11-02T16:20:33+07:00"),
        box("0a7e3d5c91b6", "syncthing", "syncthing/syncthing:1.29", "restarting", "Restarting (1) 40 seconds ago",
            "2026-01-18T08:05:12+07:00"),
    ]}, KRAKATOA, age=25, args={"all": True}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-03-14T03:00:12+07:00", "rsync-backup.service", "err",
                  "rsync: [receiver] write failed on \"/srv/backup/tank/photos/2025/IMG_4471.HEIC\": "
                  "No space left on device (28)"),
        log_entry("2026-03-14T03:00:12+07:00", "rsync-backup.service", "err",
                  "rsync error: error in file IO (code 11) at receiver.c(381) [receiver=3.2.7]"),
        log_entry("2026-03-14T03:00:12+07:00", "rsync-backup.service", "warning",
                  "rsync-backup.service: Main process exited, code=exited, status=11/n/a"),
        log_entry("2026-03-14T17:30:01+07:00", "smartmontools.service", "warning",
                  "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
        log_entry("2026-03-14T19:42:17+07:00", "smbd.service", "warning",
                  "Authentication for user [putu] -> [putu] FAILED with error NT_STATUS_WRONG_PASSWORD, "
                  "remote host [ipv4:192.168.1.57:50212]"),
        log_entry("2026-03-14T19:42:31+07:00", "smbd.service", "warning",
                  "Authentication for user [putu] -> [putu] FAILED with error NT_STATUS_WRONG_PASSWORD, "
                  "remote host [ipv4:192.168.1.57:50219]"),
    ]}, KRAKATOA, age=45, args={"priority": "warning", "since_minutes": 1440}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-03-08T10:15:40+07:00", "upgrade", "docker-ce", "5:27.5.1-1~debian.12~bookworm",
                      "5:28.0.1-1~debian.12~bookworm"),
        package_event("2026-03-08T10:15:40+07:00", "upgrade", "containerd.io", "1.7.25-1", "1.7.26-1"),
        package_event("2026-03-11T08:58:02+07:00", "upgrade", "samba", "2:4.17.12+dfsg-0+deb12u1",
                      "2:4.17.12+dfsg-0+deb12u2"),
        package_event("2026-03-11T08:58:02+07:00", "upgrade", "libsmbclient", "2:4.17.12+dfsg-0+deb12u1",
                      "2:4.17.12+dfsg-0+deb12u2"),
    ]}, KRAKATOA, age=90, args={"since_days": 14}),
    item("e7", "linux_network_info", {"interfaces": [
        {"name": "enp1s0", "mac": "e8:ff:1e:d2:40:5a", "addresses": ["192.168.1.20/24"], "is_up": True},
        {"name": "docker0", "mac": "02:42:7c:19:aa:03", "addresses": ["172.17.0.1/16"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 640, "sshd"),
            listener(139, "0.0.0.0", 812, "smbd"),
            listener(445, "0.0.0.0", 812, "smbd"),
            listener(2049, "0.0.0.0", None, None),
            listener(8096, "0.0.0.0", 2101, "docker-proxy"),
            listener(2283, "0.0.0.0", 2140, "docker-proxy"),
            listener(53, "0.0.0.0", 2230, "docker-proxy"),
            listener(53, "0.0.0.0", 2236, "docker-proxy", proto="udp"),
            listener(8080, "0.0.0.0", 2244, "docker-proxy"),
        ], "connections": [
            connection("192.168.1.20:445", "192.168.1.57:50231", 15120, "smbd"),
            connection("192.168.1.20:8096", "192.168.1.64:51220", 2101, "docker-proxy"),
            connection("192.168.1.20:22", "192.168.1.33:60112", 14877, "sshd"),
        ]}, KRAKATOA, age=20),
    item("e8", "linux_system_info",
         system_info(71.5, [3.9, 3.2, 2.4], 299430, "2026-03-11T08:59:30+07:00", KRAKATOA_MEM, int(6.1 * GiB),
                     1 * GiB, 300 * MiB), KRAKATOA, age=600),
]

krakatoa_answers = [
    {"q": "Is my NAS healthy?", "ev": ["e1", "e2", "e3", "e5"],
     "a": "Mostly yes! [[s:Samba (smbd) is running]], [[s:NFS is active]] and [[s:the RAID monitor mdmonitor is "
          "up]]. [[c:All your services are running fine]]. Storage-wise [[s:the tank array is about 68% full]] "
          "[[c:with roughly 3.5 TB free]]. [[u:The RAID is in sync]]. [[s:smartd did warn about 8 pending sectors on "
          "/dev/sdb]] [[u:but that's usually nothing to worry about]]."},
    {"q": "Why did last night's backup fail?", "ev": ["e2", "e3", "e5"],
     "a": "[[s:The rsync-backup job failed at 03:00]] [[s:because /srv/backup ran out of space]] — [[s:rsync hit "
          "'No space left on device']] [[s:while writing a photo from 2025]]. [[s:The backup disk is 100% full]] "
          "([[c:about 3.6 TB]]). [[c:The service is still retrying]]. [[u:It probably filled up because old "
          "snapshots are never pruned]]."},
    {"q": "Which containers are running?", "ev": ["e4"],
     "a": "| Container | State | Port |\n|---|---|---|\n"
          "| jellyfin | [[s:✅ running]] | [[s:8096]] |\n"
          "| immich_server | [[s:✅ running]] | [[c:3001]] |\n"
          "| pihole | [[s:✅ running]] | [[s:53, 8080]] |\n"
          "| nextcloud | [[c:✅ running]] | - |\n"
          "| syncthing | [[c:✅ running]] | [[c:8384]] |\n\n"
          "[[s:immich's postgres and redis are healthy too]]. [[c:All 5 containers are up]]."},
    {"q": "Did someone try to log in to Samba?", "ev": ["e1", "e5", "e7"],
     "a": "Yes — [[s:there were two failed Samba logins for putu]] [[s:from 192.168.1.57]] [[c:at 19:24]] "
          "[[s:with a wrong password]]. [[s:there's an SMB connection open from that same "
          "address right now]], [[u:so they probably got the password right afterwards]]. Also [[c:putu isn't in the "
          "sambashare group]], so you may want to add them."},
    {"q": "what changed in packages lately?", "ev": ["e2", "e6"],
     "a": "- [[s:docker-ce upgraded to 28.0.1]] [[s:on March 8]]\n"
          "- [[c:containerd.io 1.7.26 → 1.7.25]]\n"
          "- [[s:samba and libsmbclient went to deb12u2]] [[u:(a security fix)]]\n"
          "- [[s:smbd restarted after the samba upgrade]]\n\n"
          "[[u:Nothing else was installed or removed in the last month]]."},
    {"q": "How busy is the NAS right now?", "ev": ["e4", "e8"],
     "a": "[[t:CPU is at about 70%]] and [[t:load is around 3.9]], [[u:mostly from Jellyfin transcoding]]. "
          "[[t:About 6 GiB of RAM is still available]]. [[s:jellyfin has been up for 3 days]]."},
    {"q": "Who can SSH in, and what ports are open?", "ev": ["e1", "e4", "e7"],
     "a": "[[s:sshd is listening on port 22 on all interfaces]]. Other open ports: [[s:445 and 139 for Samba]], "
          "[[s:2049 for NFS]], [[s:8096 (Jellyfin)]] and [[c:8443 for Pi-hole's web UI]]. [[s:wayan and putu both "
          "have /bin/bash]] and [[s:media uses /usr/sbin/nologin]]. [[c:There are currently two SSH sessions]], "
          "[[s:one from 192.168.1.33]]."},
]

# ---------------------------------------------------------------------------------------------------- stromboli
STROMBOLI = Clock("2026-03-14T11:30:00+00:00")
STROMBOLI_MEM = int(15.5 * GiB)
K3S_NEW, K3S_OLD = "v1.31.5+k3s1", "v1.30.9+k3s1"
CP, W1, W2 = "stromboli", "stromboli-w1", "stromboli-w2"


def pending_pod(name: str, namespace: str, message: str, created: str) -> dict:
    return {"kind": "Pod", "metadata": {"name": name, "namespace": namespace, "creationTimestamp": created},
            "spec": {}, "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable", "message": message}]}}


def stromboli_pods(prom_restarts: int, prom_crashing: bool) -> list[dict]:
    started = "2026-03-02T14:12:40Z"
    prom = (pod("prometheus-server-7d9f5b6c8-h2jxk", "monitoring", "Running", W2, prom_restarts, ready=False,
                waiting="CrashLoopBackOff") if prom_crashing else
            pod("prometheus-server-7d9f5b6c8-h2jxk", "monitoring", "Running", W2, prom_restarts,
                started="2026-03-14T10:58:02Z"))
    return [
        pod("coredns-ccb96694c-x7k2p", "kube-system", "Running", CP, started=started),
        pod("metrics-server-5985cbc9d7-2lqfm", "kube-system", "Running", CP, started=started),
        pod("local-path-provisioner-5cf85fd84d-m8d4r", "kube-system", "Running", CP, started=started),
        pod("traefik-5d45fc8cc9-9qzvt", "kube-system", "Running", W1, started=started),
        pod("svclb-traefik-3f1a2b-4xk9t", "kube-system", "Running", CP, started=started),
        pod("svclb-traefik-3f1a2b-7vq2n", "kube-system", "Running", W1, started=started),
        pod("svclb-traefik-3f1a2b-c8m5j", "kube-system", "Running", W2, started="2026-03-06T09:31:10Z"),
        pod("home-assistant-0", "home", "Running", W1, restarts=2, started="2026-03-12T20:14:55Z"),
        pod("mosquitto-7c9f6d5b8-kq2vn", "home", "Running", W2, started="2026-03-06T09:31:22Z"),
        pod("zigbee2mqtt-6f8b9c7d5-r4t7w", "home", "Running", W2, restarts=1, started="2026-03-06T09:33:40Z"),
        pod("grafana-6b7d9c8f4-pl8zx", "monitoring", "Running", W1, started="2026-03-09T17:45:03Z"),
        prom,
        pending_pod("paperless-ngx-5b8c7d9f6-w9zkq", "media", "0/3 nodes are available: 3 Insufficient memory.",
                    "2026-03-14T11:15:38Z"),
    ]


stromboli_evidence = [
    steady("e1", STROMBOLI, age=2000, hostname=CP, os_name="Ubuntu", os_version="22.04.5 LTS", os_codename="jammy",
           kernel="5.15.0-131-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6,
           cpu_threads=6, memory_total_bytes=STROMBOLI_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560}],
           network_interfaces=[{"name": "eno1", "mac": "6c:4b:90:21:7f:0e", "addresses": ["192.168.10.11/24"],
                                "is_up": True},
                               {"name": "cni0", "mac": "a6:2e:11:0b:93:4c", "addresses": ["10.42.0.1/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.10.1",
           installed_packages={"openssh-server": "1:8.9p1-3ubuntu0.11", "curl": "7.81.0-1ubuntu1.20",
                               "open-iscsi": "2.1.5-1ubuntu1.1", "nfs-common": "1:2.6.1-1ubuntu1.2"},
           available_services=["k3s.service", "ssh.service", "iscsid.service", "systemd-resolved.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}, {"name": "ops", "gid": 1000, "members": []}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        knode(CP, True, K3S_NEW, "Ubuntu 22.04.5 LTS", "5.15.0-131-generic", "192.168.10.11", control=True),
        knode(W1, True, K3S_NEW, "Ubuntu 22.04.5 LTS", "5.15.0-131-generic", "192.168.10.12"),
        knode(W2, True, K3S_OLD, "Debian GNU/Linux 12 (bookworm)", "6.1.0-31-amd64", "192.168.10.13"),
    ]}, STROMBOLI, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": None,
                                  "items": stromboli_pods(17, prom_crashing=True)},
         STROMBOLI, age=40, args={"resource": "pods", "all_namespaces": True}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        deployment("coredns", "kube-system", 1, 1), deployment("metrics-server", "kube-system", 1, 1),
        deployment("local-path-provisioner", "kube-system", 1, 1), deployment("traefik", "kube-system", 1, 1),
        deployment("mosquitto", "home", 1, 1), deployment("zigbee2mqtt", "home", 1, 1),
        deployment("grafana", "monitoring", 1, 1), deployment("prometheus-server", "monitoring", 1, 0),
        deployment("paperless-ngx", "media", 1, 0),
    ]}, STROMBOLI, age=40, args={"resource": "deployments", "all_namespaces": True}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        kservice("kubernetes", "default", "ClusterIP", "10.43.0.1",
                 [{"name": "https", "port": 443, "targetPort": 6443, "protocol": "TCP"}]),
        kservice("kube-dns", "kube-system", "ClusterIP", "10.43.0.10",
                 [{"name": "dns", "port": 53, "targetPort": 53, "protocol": "UDP"},
                  {"name": "dns-tcp", "port": 53, "targetPort": 53, "protocol": "TCP"},
                  {"name": "metrics", "port": 9153, "targetPort": 9153, "protocol": "TCP"}]),
        kservice("metrics-server", "kube-system", "ClusterIP", "10.43.140.3",
                 [{"name": "https", "port": 443, "targetPort": "https", "protocol": "TCP"}]),
        kservice("traefik", "kube-system", "LoadBalancer", "10.43.88.21",
                 [{"name": "web", "port": 80, "targetPort": "web", "protocol": "TCP", "nodePort": 30812},
                  {"name": "websecure", "port": 443, "targetPort": "websecure", "protocol": "TCP", "nodePort": 30447}],
                 ingress=["192.168.10.11", "192.168.10.12", "192.168.10.13"]),
        kservice("mosquitto", "home", "NodePort", "10.43.201.5",
                 [{"name": "mqtt", "port": 1883, "targetPort": 1883, "protocol": "TCP", "nodePort": 31883}]),
        kservice("home-assistant", "home", "ClusterIP", "10.43.17.200",
                 [{"name": "http", "port": 8123, "targetPort": 8123, "protocol": "TCP"}]),
        kservice("grafana", "monitoring", "ClusterIP", "10.43.112.7",
                 [{"name": "service", "port": 3000, "targetPort": 3000, "protocol": "TCP"}]),
        kservice("prometheus-server", "monitoring", "ClusterIP", "10.43.54.19",
                 [{"name": "http", "port": 80, "targetPort": 9090, "protocol": "TCP"}]),
    ]}, STROMBOLI, age=40, args={"resource": "services", "all_namespaces": True}),
    item("e6", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
        log_entry("2026-03-14T11:15:40+00:00", "k3s.service", "info",
                  'I0314 11:15:40.221904    1187 schedule_one.go:1055] "Unable to schedule pod; no fit; waiting" '
                  'pod="media/paperless-ngx-5b8c7d9f6-w9zkq" err="0/3 nodes are available: 3 Insufficient memory. '
                  'preemption: 0/3 nodes are available: 3 No preemption victims found for incoming pod."'),
        log_entry("2026-03-14T11:20:05+00:00", "k3s.service", "warning",
                  'time="2026-03-14T11:20:05Z" level=warning msg="Slow SQL (started: 2026-03-14 11:20:03.12 +0000 UTC) '
                  '(total time: 1.92s): SELECT COUNT(*) AS count FROM kine"'),
        log_entry("2026-03-14T11:24:31+00:00", "k3s.service", "info",
                  'time="2026-03-14T11:24:31Z" level=info msg="COMPACT compactRev=1882211 targetCompactRev=1883211"'),
    ]}, STROMBOLI, age=50, args={"unit": "k3s.service", "since_minutes": 60}),
    item("e7", "linux_service_status", unit("k3s.service", "active", "running", "enabled", 1187,
                                            "2026-03-02T14:10:22+00:00", "Lightweight Kubernetes"),
         STROMBOLI, age=30, args={"name": "k3s"}),
    item("e8", "kubernetes_get", {"context": "default", "namespace": None,
                                  "items": stromboli_pods(9, prom_crashing=False)},
         STROMBOLI, age=1500, args={"resource": "pods", "all_namespaces": True}),
    item("e9", "linux_system_info",
         system_info(22.0, [1.4, 1.2, 1.1], 1027778, "2026-03-02T14:00:22+00:00", STROMBOLI_MEM, int(5.2 * GiB),
                     0, 0), STROMBOLI, age=20),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250_375_106_560, 118_000_000_000)]}, STROMBOLI, age=30),
]

stromboli_answers = [
    {"q": "Are all my cluster nodes healthy?", "ev": ["e2"],
     "a": "[[s:Yes, all 3 nodes are Ready]]. [[s:stromboli is the control plane]]; [[s:stromboli-w1 and "
          "stromboli-w2 are workers]]. [[c:They're all on k3s v1.31.5]] and [[c:all run Ubuntu 22.04]]. "
          "[[s:The control plane's address is 192.168.10.11]]."},
    {"q": "Which pods are having problems?", "ev": ["e3", "e4"],
     "a": "- [[s:prometheus-server in monitoring is in CrashLoopBackOff]] [[c:with 7 restarts]] [[s:on "
          "stromboli-w2]]\n"
          "- [[s:paperless-ngx is stuck Pending]] [[s:because no node has enough memory]]\n"
          "- [[c:home-assistant-0 has restarted 12 times]]\n\n"
          "[[u:Prometheus is probably running out of disk on its PVC]]. [[s:Everything else is Running]]."},
    {"q": "How many pods are running and where?", "ev": ["e3"],
     "a": "[[c:There are 14 pods in total]] — [[s:4 on stromboli]], [[c:5 on stromboli-w1]], [[s:4 on "
          "stromboli-w2]], [[s:plus one that isn't scheduled anywhere]]. [[s:The kube-system namespace has 7 of "
          "them]]. [[s:grafana and home-assistant share stromboli-w1]]."},
    {"q": "What services are exposed outside the cluster?", "ev": ["e5"],
     "a": "[[s:traefik is a LoadBalancer]] [[s:on ports 80 and 443]], [[s:reachable on all three node IPs]]. "
          "[[s:mosquitto is a NodePort on 31883]]. [[c:grafana is exposed as a NodePort on 3000]], and "
          "[[s:Home Assistant is ClusterIP only]]. [[c:So only 1 service is reachable from outside]]."},
    {"q": "Anything in the k3s logs from the last hour?", "ev": ["e6", "e7"],
     "a": "[[s:k3s has been running since March 2]]. [[s:At 11:15 the scheduler couldn't place paperless-ngx]] "
          "[[s:(Insufficient memory on all 3 nodes)]], and [[c:at 11:02 there was a slow SQL warning]] [[s:that took "
          "almost 2 seconds]]. [[u:The slow query is because the disk is slow]]."},
    {"q": "Is Prometheus fixed now?", "ev": ["e8"],
     "a": "[[t:Yes, prometheus-server is Running and Ready]] [[t:on stromboli-w2]], [[t:though it has restarted 9 "
          "times]]. [[u:The crashes were from an OOM]]."},
    {"q": "How's the control plane node doing — memory and disk?", "ev": ["e1", "e9", "e10"],
     "a": "[[s:stromboli has about 16 GB of RAM]] and [[c:about 5.2 GB is used]], [[s:no swap]]. [[s:The root disk "
          "is about 47% full]] [[c:with ~150 GB free]]. [[u:CPU is only at 22% (e10)]] and [[s:it's been up since March "
          "2]]."},
]

# ---------------------------------------------------------------------------------------------------- vesuvius
VESUVIUS = Clock("2026-03-14T21:05:00-04:00")
VESUVIUS_MEM = int(61.9 * GiB)

vesuvius_steady = steady(
    "e1", VESUVIUS, age=5400, hostname="vesuvius", os_name="Arch Linux", os_version=None, os_codename=None,
    kernel="6.13.5-arch1-1", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
    memory_total_bytes=VESUVIUS_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_694_907_904},
           {"device": "/dev/nvme1n1p1", "mountpoint": "/data", "fstype": "xfs", "total_bytes": 3_999_688_294_400},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat", "total_bytes": 1_071_624_192}],
    network_interfaces=[{"name": "enp14s0", "mac": "74:56:3c:b2:09:e1", "addresses": ["10.0.0.15/24"],
                         "is_up": True},
                        {"name": "docker0", "mac": "02:42:51:6d:aa:10", "addresses": ["172.17.0.1/16"],
                         "is_up": True}],
    dns_servers=["10.0.0.1"], default_gateway="10.0.0.1", package_manager="pacman",
    installed_packages={"linux": "6.13.5.arch1-1", "nvidia-open": "570.86.16-3", "python": "3.13.1-1",
                        "docker": "1:28.0.1-1", "postgresql": "17.4-1", "steam": "1.0.0.82-1",
                        "plasma-desktop": "6.3.2-1", "discord": "1:0.0.85-1"},
    available_services=["docker.service", "postgresql.service", "sshd.service", "ollama.service", "sddm.service",
                        "bluetooth.service", "cronie.service", "systemd-timesyncd.service"],
    users=[{"name": "dan", "uid": 1000, "gid": 1000, "home": "/home/dan", "shell": "/bin/zsh"},
           {"name": "postgres", "uid": 968, "gid": 968, "home": "/var/lib/postgres", "shell": "/usr/bin/nologin"},
           {"name": "ollama", "uid": 957, "gid": 957, "home": "/var/lib/ollama", "shell": "/usr/bin/nologin"}],
    groups=[{"name": "wheel", "gid": 998, "members": ["dan"]},
            {"name": "docker", "gid": 961, "members": ["dan"]},
            {"name": "video", "gid": 985, "members": ["dan"]},
            {"name": "ollama", "gid": 957, "members": []},
            {"name": "dan", "gid": 1000, "members": []}])
vesuvius_steady["data"]["stale_sources"] = ["packages"]

vesuvius_evidence = [
    vesuvius_steady,
    item("e2", "linux_package_history", {"events": [
        package_event("2026-03-13T22:10:17-04:00", "remove", "discord", "1:0.0.85-1", None),
        package_event("2026-03-14T19:22:41-04:00", "upgrade", "linux", "6.13.5.arch1-1", "6.13.6.arch1-1"),
        package_event("2026-03-14T19:22:41-04:00", "upgrade", "nvidia-open", "570.86.16-3", "570.124.04-2"),
        package_event("2026-03-14T19:22:41-04:00", "upgrade", "python", "3.13.1-1", "3.13.2-1"),
        package_event("2026-03-14T19:22:41-04:00", "upgrade", "plasma-desktop", "6.3.2-1", "6.3.3-1"),
        package_event("2026-03-14T19:30:05-04:00", "install", "ollama-cuda", None, "0.5.13-1"),
    ]}, VESUVIUS, age=40, args={"since_days": 3}),
    item("e3", "linux_system_info",
         system_info(5.2, [0.41, 0.62, 0.88], 478380, "2026-03-09T08:12:00-04:00", VESUVIUS_MEM, int(48.3 * GiB),
                     16 * GiB, 0), VESUVIUS, age=30),
    item("e4", "linux_service_status", {"units": [
        unit("docker.service", "active", "running", "enabled", 1340, "2026-03-09T08:12:44-04:00",
             "Docker Application Container Engine"),
        unit("postgresql.service", "active", "running", "enabled", 1102, "2026-03-09T08:12:40-04:00",
             "PostgreSQL database server"),
        unit("sshd.service", "active", "running", "enabled", 980, "2026-03-09T08:12:38-04:00",
             "OpenSSH Daemon"),
        unit("ollama.service", "inactive", "dead", "disabled", None, None, "Ollama Service"),
        unit("sddm.service", "active", "running", "enabled", 1190, "2026-03-09T08:12:41-04:00",
             "Simple Desktop Display Manager"),
        unit("bluetooth.service", "active", "running", "enabled", 1010, "2026-03-09T08:12:39-04:00",
             "Bluetooth service"),
        unit("cronie.service", "active", "running", "enabled", 1001, "2026-03-09T08:12:39-04:00",
             "Command Scheduler"),
        unit("systemd-timesyncd.service", "active", "running", "enabled", 700, "2026-03-09T08:12:36-04:00",
             "Network Time Synchronization"),
    ]}, VESUVIUS, age=25),
    item("e5", "linux_containers", {"runtime": "docker", "containers": [
        box("3b9e2f1a7c40", "gitea", "gitea/gitea:1.23.5", "running", "Up 5 days", "2026-03-01T12:30:00-05:00",
            ["0.0.0.0:3000->3000/tcp", "0.0.0.0:2222->22/tcp"]),
        box("8d1c5a0e6b27", "gitea-runner", "gitea/act_runner:0.2.11", "running", "Up 5 days",
            "2026-03-01T12:31:10-05:00"),
        box("c2f74e9d1a58", "minio", "minio/minio:RELEASE.2025-02-28T09-55-16Z", "exited",
            "Exited (137) 2 days ago", "2026-02-14T18:02:44-05:00", []),
    ]}, VESUVIUS, age=30, args={"all": True}),
    item("e6", "linux_processes", processes(508, VESUVIUS_MEM, [
        (1655, "plasmashell", "dan", 3.1, int(1.1 * GiB), "2026-03-09T08:13:05-04:00", "/usr/bin/plasmashell"),
        (1402, "kwin_wayland", "dan", 2.4, 520 * MiB, "2026-03-09T08:12:58-04:00", "/usr/bin/kwin_wayland"),
        (20130, "firefox", "dan", 1.8, int(2.6 * GiB), "2026-03-14T18:40:11-04:00", "/usr/lib/firefox/firefox"),
        (1102, "postgres", "postgres", 0.6, 210 * MiB, "2026-03-09T08:12:40-04:00",
         "/usr/bin/postgres -D /var/lib/postgres/data"),
        (1340, "dockerd", "root", 0.4, 140 * MiB, "2026-03-09T08:12:44-04:00",
         "/usr/bin/dockerd -H fd://"),
    ]), VESUVIUS, age=20, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "btrfs", 1_998_694_907_904, 1_102_000_000_000),
        fs("/dev/nvme1n1p1", "/data", "xfs", 3_999_688_294_400, 2_870_000_000_000),
        fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_624_192, 301_989_888)]}, VESUVIUS, age=35),
]

vesuvius_answers = [
    {"q": "Do I need to reboot after today's update?", "ev": ["e1", "e2", "e3"],
     "a": "Yes. [[s:pacman upgraded linux to 6.13.6.arch1-1]] [[s:at 19:22]], [[s:but you're still running "
          "6.13.5-arch1-1]]. [[s:The nvidia-open driver was updated too]] ([[c:570.86 → 570.133]]). [[c:Your last "
          "reboot was 2 days ago]]. [[u:Until you reboot, the NVIDIA module may fail to load for new apps]]."},
    {"q": "What versions of PostgreSQL and Docker are installed?", "ev": ["e1"],
     "a": "[[t:PostgreSQL 17.4]] and [[t:Docker 28.0.1]], [[s:on Arch Linux]]. [[t:Steam is installed too (1.0.0.82)]] "
          "and [[t:the package manager is pacman]]."},
    {"q": "Is Docker OK? What containers do I have?", "ev": ["e4", "e5"],
     "a": "[[s:Docker is running]]. [[s:gitea is up]] [[s:(5 days)]] [[s:with port 3000 published]] and "
          "[[c:SSH on 2022]]. [[s:The gitea runner is also up]]. [[c:minio exited with code 0]] [[s:2 days ago]] "
          "— [[u:probably OOM-killed]]. You can restart it with `docker start minio`."},
    {"q": "What's using CPU?", "ev": ["e3", "e6"],
     "a": "[[s:Not much — CPU is around 5%]]. [[s:plasmashell is at the top with ~3%]], [[s:then kwin_wayland]] and "
          "[[s:firefox]]. [[c:postgres is using about 6%]]. [[s:Load average is under 1]] and [[c:there are about "
          "350 processes]]."},
    {"q": "Who's in the docker group, and is ollama set up?", "ev": ["e1", "e2", "e4"],
     "a": "[[s:Only dan is in docker]]. [[s:ollama-cuda 0.5.13 got installed tonight]] [[s:at 19:30]] [[s:and "
          "there's an `ollama` system user]], but [[s:the service is not enabled yet]] [[s:and isn't running]]. "
          "[[c:dan is not in the video group]] and [[c:his shell is bash]]. Try `sudo systemctl enable --now "
          "ollama`."},
    {"q": "How full are my drives?", "ev": ["e7"],
     "a": "- **/** ([[s:btrfs]]): [[s:~55% used]], [[c:about 1.1 TiB free]]\n"
          "- **/data** ([[c:ext4]]): [[s:about 72% full]]\n"
          "- **/boot**: [[s:only ~300 MB used]]\n\n"
          "[[s:/data is the fullest]], [[u:though btrfs compression means / really holds more than it shows]]."},
    {"q": "Any upgrades today? list them", "ev": ["e2"],
     "a": "1. [[s:linux 6.13.5 → 6.13.6]]\n"
          "2. [[s:nvidia-open → 570.124.04]]\n"
          "3. [[s:python 3.13.2]]\n"
          "4. [[c:plasma-desktop 6.3.2 → 6.4.0]]\n"
          "5. [[s:ollama-cuda (new install)]]\n\n"
          "[[c:Discord was also upgraded]]. [[s:The upgrades all ran around 7:20pm]]."},
]

MACHINES = [
    {"name": "etna", "clock": ETNA, "evidence": etna_evidence, "answers": etna_answers},
    {"name": "hekla", "clock": HEKLA, "evidence": hekla_evidence, "answers": hekla_answers},
    {"name": "krakatoa", "clock": KRAKATOA, "evidence": krakatoa_evidence, "answers": krakatoa_answers},
    {"name": "stromboli", "clock": STROMBOLI, "evidence": stromboli_evidence, "answers": stromboli_answers},
    {"name": "vesuvius", "clock": VESUVIUS, "evidence": vesuvius_evidence, "answers": vesuvius_answers},
]
