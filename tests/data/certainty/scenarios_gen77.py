"""77th generation (written blind, answers in the style of gemma2 2B / gemma3 4B).

Written without reading the certainty wrapper, its tests, the other generations or the corpora. The answers
copy how small Gemma models answer: "Okay, let's take a look", numbered lists with bold lead-ins, hedges
("likely", "it seems", "probably"), emoji now and then, tables with ✅/⚠️ cells, and a closing list of
suggestions or an offer. Machines are named after flowers.

tulip — a Fedora 40 Workstation laptop in Amsterdam (+02:00, 12 June). Evidence: a steady-state snapshot
(half an hour old) whose `packages` source is listed in `stale_sources` (its installed_packages still shows
firefox 126 and NetworkManager 1.46.0), memory and load, the six largest processes by memory of 341, disk
usage of /, /boot and /boot/efi, all 12 service units (dnf-makecache failed, sshd inactive,
power-profiles-daemon masked next to tlp), two hours of wpa_supplicant / NetworkManager lines showing three
Wi-Fi drops with reason=4 and quick reconnects, a week of dnf history (kernel 6.9.4 installed yesterday
while 6.8.11 runs), and a listening-socket reading that is almost seven minutes old (stale).

orchid — an Ubuntu 22.04 home server in Chicago (-06:00, 4 March) running Docker. Evidence: steady state,
all seven containers (five running, sonarr exited 137, watchtower restarting), disk usage (the 8 TB media
drive at 90.5%), a day of smartd lines with pending and uncorrectable sectors on /dev/sdb doubling, the
listening sockets and connections (samba, ssh, docker-proxy), and a system reading that is stale (about
eight minutes old).

lotus — a Debian 12 PostgreSQL 16 server in India (+05:30, 18 September). Evidence: steady state (EPYC
7302P, ~126 GiB), memory/load (load rising), the top six processes by CPU (two SELECT backends near 94% and
61%, an autovacuum worker), disk usage, disk I/O (nvme0n1 71% busy), the unit status of postgresql@16-main
and pgbouncer, an hour of the cluster's log (a 270 s checkpoint, two 48-52 s statements, two failed
logins for "reporting"), a tuning file, and the network listeners and connections.

dahlia — a four-node k3s cluster of Raspberry Pi 5 boards (UTC, 5 November), answered from the control
plane dahlia-cp1 (Ubuntu 24.04, aarch64). Evidence: steady state, the nodes (w2 NotReady, w3 a minor
release behind and on Debian), the pods and deployments of namespace `home` (zigbee2mqtt crash-looping with
37 restarts, grafana Pending and unscheduled), system info and disk usage of the control plane, and a k3s
log about w2 that is eleven minutes old (stale).

peony — an openSUSE Leap 15.6 GitLab CI runner in Sydney (+11:00, 9 December). Evidence: steady state
(Ryzen 7 5700G, 64 GB), load and memory, the top six processes by CPU (three cc1plus, ld.lld), disk usage
(/var/lib/docker at 95%), three hours of gitlab-runner lines (two failed jobs, one for "no space left on
device"), a month of zypper history, the containers (two build jobs running, a dind cache exited), and a
network traffic sample that is more than eleven minutes old (stale).
"""

from _evidence import (GiB, Clock, box, connection, deployment, fs, item, listener, log_entry, package_event, pod,
                       processes, steady, system_info, unit)

# --------------------------------------------------------------------------------------------------- tulip
_tc = Clock("2026-06-12T14:20:00+02:00")
_T_MEM = 16_416_210_944

_tulip_steady = steady(
    "e1", _tc, age=1800, hostname="tulip", os_name="Fedora Linux", os_version="40 (Workstation Edition)",
    os_codename=None, kernel="6.8.11-300.fc40.x86_64", cpu_model="11th Gen Intel(R) Core(TM) i7-1165G7 @ 2.80GHz",
    cpu_cores=4, cpu_threads=8, memory_total_bytes=_T_MEM,
    disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 511_101_108_224},
           {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 629_145_600}],
    network_interfaces=[
        {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:21:9b", "addresses": ["192.168.178.34/24"], "is_up": True},
        {"name": "virbr0", "mac": "52:54:00:7a:10:02", "addresses": ["192.168.122.1/24"], "is_up": False}],
    dns_servers=["192.168.178.1"], default_gateway="192.168.178.1", package_manager="rpm",
    installed_packages={"firefox": "126.0.1-1.fc40", "NetworkManager": "1.46.0-2.fc40", "kernel": "6.8.11-300.fc40",
                        "thunderbird": "115.11.0-1.fc40", "podman": "5.1.1-1.fc40", "tlp": "1.6.1-3.fc40",
                        "code": "1.89.1-1715060508.el8", "syncthing": "1.27.8-1.fc40"},
    available_services=["NetworkManager.service", "wpa_supplicant.service", "bluetooth.service", "tlp.service",
                        "power-profiles-daemon.service", "firewalld.service", "cups.service", "sshd.service",
                        "dnf-makecache.service", "packagekit.service", "podman.service",
                        "systemd-resolved.service"],
    users=[{"name": "alex", "uid": 1000, "gid": 1000, "home": "/home/alex", "shell": "/bin/zsh"}],
    groups=[{"name": "wheel", "gid": 10, "members": ["alex"]}, {"name": "libvirt", "gid": 973, "members": ["alex"]}],
    stale_sources=["packages"],
)

_tulip_sys = item("e2", "linux_system_info", system_info(
    18.4, [1.12, 0.94, 0.88], 277_920, "2026-06-09T09:08:00+02:00", _T_MEM, 5_102_000_000,
    8 * GiB, 1_288_490_188), _tc, age=25)

_tulip_procs = item("e3", "linux_processes", processes(341, _T_MEM, [
    (4211, "firefox", "alex", 9.2, 2_415_919_104, "2026-06-12T08:55:10+02:00", "/usr/lib64/firefox/firefox"),
    (5032, "code", "alex", 3.1, 1_288_490_188, "2026-06-12T09:02:44+02:00", "/usr/share/code/code --unity-launch"),
    (4480, "Isolated Web Co", "alex", 4.8, 902_823_936, "2026-06-12T08:55:31+02:00",
     "/usr/lib64/firefox/firefox -contentproc -childID 3 -isForBrowser tab"),
    (2210, "gnome-shell", "alex", 2.6, 512_000_000, "2026-06-09T09:08:41+02:00", "/usr/bin/gnome-shell"),
    (6120, "slack", "alex", 0.9, 488_636_416, "2026-06-12T09:10:03+02:00", "/usr/lib/slack/slack"),
    (3012, "tracker-miner-f", "alex", 0.4, 201_326_592, "2026-06-09T09:08:52+02:00", "/usr/libexec/tracker-miner-fs-3"),
]), _tc, age=30, args={"sort": "memory", "limit": 6})

_tulip_disk = item("e4", "linux_disk_usage", {"filesystems": [
    fs("/dev/nvme0n1p3", "/", "btrfs", 511_101_108_224, 402_653_184_000),
    fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 311_427_072),
    fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 629_145_600, 20_185_088),
]}, _tc, age=40)

_tulip_svc = item("e5", "linux_service_status", {"units": [
    unit("NetworkManager.service", "active", "running", pid=1012, since="2026-06-09T09:08:14+02:00",
         desc="Network Manager"),
    unit("wpa_supplicant.service", "active", "running", pid=1104, since="2026-06-09T09:08:15+02:00",
         desc="WPA supplicant"),
    unit("bluetooth.service", "active", "running", pid=998, since="2026-06-09T09:08:12+02:00",
         desc="Bluetooth service"),
    unit("tlp.service", "active", "exited", since="2026-06-09T09:08:12+02:00", desc="TLP system startup/shutdown"),
    unit("power-profiles-daemon.service", "inactive", "dead", ufs="masked", desc="Power Profiles daemon"),
    unit("firewalld.service", "active", "running", pid=1005, since="2026-06-09T09:08:13+02:00",
         desc="firewalld - dynamic firewall daemon"),
    unit("cups.service", "active", "running", pid=1420, since="2026-06-09T09:09:02+02:00",
         desc="CUPS Scheduler"),
    unit("sshd.service", "inactive", "dead", ufs="disabled", desc="OpenSSH server daemon"),
    unit("dnf-makecache.service", "failed", "failed", ufs="static", since="2026-06-12T13:37:21+02:00",
         desc="dnf makecache"),
    unit("packagekit.service", "active", "running", ufs="static", pid=2731, since="2026-06-12T09:01:05+02:00",
         desc="PackageKit Daemon"),
    unit("podman.service", "inactive", "dead", ufs="disabled", desc="Podman API Service"),
    unit("systemd-resolved.service", "active", "running", pid=890, since="2026-06-09T09:08:11+02:00",
         desc="Network Name Resolution"),
]}, _tc, age=50)

_tulip_logs = item("e6", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
    log_entry("2026-06-12T12:41:07+02:00", "wpa_supplicant.service", "info",
              "wlp0s20f3: CTRL-EVENT-DISCONNECTED bssid=3c:a6:2f:11:22:33 reason=4 locally_generated=1"),
    log_entry("2026-06-12T12:41:09+02:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): state change: activated -> disconnected (reason 'supplicant-disconnect')"),
    log_entry("2026-06-12T12:41:15+02:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): Activation: successful, device activated."),
    log_entry("2026-06-12T13:27:50+02:00", "wpa_supplicant.service", "info",
              "wlp0s20f3: CTRL-EVENT-DISCONNECTED bssid=3c:a6:2f:11:22:33 reason=4 locally_generated=1"),
    log_entry("2026-06-12T13:27:52+02:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): state change: activated -> disconnected (reason 'supplicant-disconnect')"),
    log_entry("2026-06-12T13:28:01+02:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): Activation: successful, device activated."),
    log_entry("2026-06-12T14:02:33+02:00", "wpa_supplicant.service", "info",
              "wlp0s20f3: CTRL-EVENT-DISCONNECTED bssid=3c:a6:2f:11:22:33 reason=4 locally_generated=1"),
    log_entry("2026-06-12T14:02:35+02:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): state change: activated -> disconnected (reason 'supplicant-disconnect')"),
    log_entry("2026-06-12T14:02:41+02:00", "NetworkManager.service", "info",
              "<info>  device (wlp0s20f3): Activation: successful, device activated."),
]}, _tc, age=45, args={"grep": "wlp0s20f3", "since_minutes": 120, "limit": 200})

_tulip_pkg = item("e7", "linux_package_history", {"events": [
    package_event("2026-06-08T10:15:40+02:00", "upgrade", "NetworkManager", "1.46.0-2.fc40", "1.46.2-1.fc40"),
    package_event("2026-06-08T10:15:41+02:00", "install", "tlp", None, "1.6.1-3.fc40"),
    package_event("2026-06-08T10:15:42+02:00", "remove", "gnome-tour", "46.0-1.fc40", None),
    package_event("2026-06-11T19:02:11+02:00", "install", "kernel", None, "6.9.4-200.fc40"),
    package_event("2026-06-11T19:02:11+02:00", "upgrade", "firefox", "126.0.1-1.fc40", "127.0-1.fc40"),
    package_event("2026-06-11T19:02:12+02:00", "upgrade", "code", "1.89.1-1715060508.el8", "1.90.0-1717531825.el8"),
    package_event("2026-06-11T19:02:13+02:00", "upgrade", "mesa-dri-drivers", "24.0.8-1.fc40", "24.1.1-1.fc40"),
]}, _tc, age=60, args={"since_days": 7})

_tulip_net = item("e8", "linux_network_info", {
    "interfaces": [
        {"name": "wlp0s20f3", "mac": "a4:c3:f0:5e:21:9b", "addresses": ["192.168.178.34/24"], "is_up": True},
        {"name": "virbr0", "mac": "52:54:00:7a:10:02", "addresses": ["192.168.122.1/24"], "is_up": False}],
    "listening": [
        listener(631, "127.0.0.1", 1420, "cupsd"),
        listener(631, "::1", 1420, "cupsd"),
        listener(5353, "0.0.0.0", 870, "avahi-daemon", proto="udp"),
        listener(53, "192.168.122.1", 2210, "dnsmasq"),
        listener(53, "192.168.122.1", 2210, "dnsmasq", proto="udp"),
        listener(8384, "127.0.0.1", 3301, "syncthing"),
        listener(22000, "0.0.0.0", 3301, "syncthing"),
    ],
    "connections": [
        connection("192.168.178.34:22000", "192.168.178.50:22000", 3301, "syncthing"),
        connection("192.168.178.34:44120", "140.82.121.4:443", 5032, "code"),
    ],
}, _tc, age=410)

_TULIP_EV = [_tulip_steady, _tulip_sys, _tulip_procs, _tulip_disk, _tulip_svc, _tulip_logs, _tulip_pkg, _tulip_net]

_TULIP_ANSWERS = [
    {"q": "Why does my wifi keep dropping?", "ev": ["e6", "e5", "e7"],
     "a": "Okay, let's take a look at your Wi-Fi situation! 📶\n\n"
          "Based on the logs, here's what seems to be happening:\n\n"
          "1. **Frequent disconnects:** Your wireless card `wlp0s20f3` [[s:has disconnected three times in the last "
          "two hours]], [[c:the second time at 13:17]].\n"
          "2. **Quick reconnects:** [[s:Each time, NetworkManager brought the connection back within about 10 "
          "seconds]], so you probably only notice a short hiccup.\n"
          "3. **Reason code:** [[s:The supplicant reports `reason=4`]], which "
          "[[u:likely means the laptop's power saving is putting the card to sleep]].\n"
          "4. **NetworkManager itself:** [[c:it seems it was restarted right after the "
          "last drop]].\n"
          "5. **Recent update:** [[s:NetworkManager was upgraded to 1.46.2 on June 8]], [[u:and this version is known "
          "to have Wi-Fi regressions on Intel cards]]. [[c:The first drop in these logs came on June 8, right after "
          "that update]].\n\n"
          "**Suggestions:**\n"
          "* Try turning off Wi-Fi power saving: `nmcli connection modify <your-ssid> 802-11-wireless.powersave 2`\n"
          "* Watch the supplicant live with `journalctl -fu wpa_supplicant`\n"
          "* If it continues, try booting the older NetworkManager with `sudo dnf downgrade NetworkManager`\n\n"
          "Let me know if you'd like help with any of these! 😊"},

    {"q": "How much memory is being used, and by what?", "ev": ["e2", "e3"],
     "a": "Hi there! 👋 Here's a breakdown of your memory usage:\n\n"
          "**Overall:**\n"
          "1. **Total RAM:** [[s:You have about 16 GB of RAM]].\n"
          "2. **In use:** [[s:Roughly 10.5 GiB is being used]], [[c:which is about 75% of the total]].\n"
          "3. **Swap:** [[c:about 2.5 GiB of your 8 GiB zram swap is in use]].\n\n"
          "**Top memory users:**\n"
          "1. **Firefox** – [[s:the main Firefox process (PID 4211) uses about 2.25 GiB]], [[u:and its other content "
          "processes probably add another 1–2 GiB on top]].\n"
          "2. **VS Code** – [[c:around 1.8 GiB]]\n"
          "\n"
          "It looks like [[s:Firefox is the biggest memory consumer]] 🦊, and [[c:Slack is using more memory than "
          "GNOME Shell]].\n\n"
          "**Suggestions:**\n"
          "* Close tabs you don't need, or check `about:memory` in Firefox.\n"
          "* If you don't need Slack running all the time, quitting it frees a bit of memory.\n\n"
          "Want me to check again in a few minutes to compare?"},

    {"q": "Is there enough disk space on this laptop?", "ev": ["e4", "e1"],
     "a": "Let's check your storage! 💾\n\n"
          "| Mount | Size | Used | Free |\n"
          "|---|---|---|---|\n"
          "| `/` (btrfs) | [[s:476 GiB]] | [[s:375 GiB]] | [[c:121 GiB]] |\n"
          "| `/boot` | [[s:~1 GB]] | [[c:~450 MB]] | — |\n\n"
          "Overall, [[s:your root filesystem is a bit under 80% full]]. [[u:Most of that space is probably "
          "Flatpak runtimes and old btrfs snapshots]]. "
          "[[c:`/boot` is the fuller of the two]], so keep an eye on it when new kernels arrive.\n\n"
          "**Suggestions:**\n"
          "1. **See where the space goes:** `sudo btrfs filesystem usage /`\n"
          "2. **Clean Flatpak:** `flatpak uninstall --unused`\n"
          "3. **Old kernels:** `sudo dnf remove --oldinstallonly`\n\n"
          "You're fine for now, but it's a good idea to clean up before you pass 90%. 👍"},

    {"q": "What got updated this week? Do I need to reboot?", "ev": ["e7", "e1"],
     "a": "Here's what changed on tulip over the past week 📦:\n\n"
          "**Yesterday evening ([[s:June 11, around 19:00]]):**\n"
          "- [[c:VS Code 1.89.1 → 1.91.0]]\n"
          "- [[s:A new kernel, 6.9.4-200.fc40, was installed]]\n\n"
          "**June 8:**\n"
          "- [[s:NetworkManager upgraded to 1.46.2]]\n"
          "- [[c:TLP was upgraded from 1.5 to 1.6.1]]\n"
          "\n"
          "That's [[c:8 package changes in total]].\n\n"
          "**Do you need to reboot?** It seems so! [[s:You're still running kernel 6.8.11]], so [[s:the new 6.9.4 "
          "kernel isn't active yet]] 🔄. For reference, [[t:Thunderbird is at 115.11.0]], and [[s:it didn't "
          "change this week]].\n\n"
          "**Suggestion:** reboot when it's convenient, then run `uname -r` to confirm you're on 6.9.4."},

    {"q": "Are any of my services in trouble?", "ev": ["e5"],
     "a": "Good news — most things look healthy! ✅ Here's the status:\n\n"
          "1. **Failed unit:** [[s:`dnf-makecache.service` is in a failed state]]. [[u:It most likely failed "
          "because a mirror timed out]], so it's probably harmless.\n"
          "2. **Networking:** [[s:NetworkManager]] and [[c:systemd-networkd]] are both running.\n"
          "3. **Power management:** [[s:TLP shows as active (exited)]], which is normal for it, and "
          "[[s:power-profiles-daemon is masked]].\n"
          "4. **SSH:** [[c:The SSH daemon (`sshd`) is up]].\n"
          "5. **Printing:** [[c:CUPS was started about an hour ago]].\n\n"
          "[[s:Only one of the 12 units has failed]]; [[c:everything else is running]].\n\n"
          "**Suggestions:**\n"
          "* Re-run the cache job with `sudo systemctl start dnf-makecache` and see if it passes.\n"
          "* `systemctl --failed` gives you a quick overview at any time."},

    {"q": "What's listening on the network on this laptop?", "ev": ["e8", "e1"],
     "a": "Here's what I found about network listeners on tulip 🌐 (heads-up: this reading is a few minutes old):\n\n"
          "- **CUPS** — [[t:listening on port 631]], [[t:localhost only]]\n"
          "- **Syncthing** — [[t:the web UI is on 127.0.0.1:8384]], and [[t:the sync port 22000 is open on all "
          "interfaces]]\n"
          "\n"
          "[[t:There's an active Syncthing connection to 192.168.178.50]], which [[u:is probably your NAS or another "
          "desktop]]. [[t:I don't see SSH listening]], so port 22 looks closed.\n\n"
          "Your laptop's address is [[s:192.168.178.34 on `wlp0s20f3`]], and [[s:the gateway is 192.168.178.1]]. "
          "[[c:The `virbr0` bridge is up]] too.\n\n"
          "**Suggestion:** run `sudo ss -tulpn` for a fresh view, and consider binding Syncthing's port to your LAN "
          "only if you travel a lot. ✈️"},

    {"q": "Tell me about this laptop's hardware and setup.", "ev": ["e1"],
     "a": "Sure! Here's an overview of **tulip** 💻:\n\n"
          "1. **Operating System:** [[s:Fedora Linux 40 (Workstation Edition)]]\n"
          "2. **CPU:** [[c:Intel Core i7-1185G7]] with [[c:16 threads]]\n"
          "3. **Memory:** [[s:about 16 GB]]\n"
          "4. **Storage:** [[s:a ~512 GB NVMe drive]]\n"
          "5. **User:** `alex`, [[s:who is in the `wheel` group]] and [[c:uses bash as the login "
          "shell]]\n"
          "6. **Model:** [[u:It's likely a Lenovo ThinkPad X1 Carbon]], judging by the CPU.\n\n"
          "**Suggestions:**\n"
          "* `hostnamectl` shows the vendor and model.\n"
          "* `sudo dmidecode -t system` gives the exact hardware details.\n\n"
          "Anything else you'd like to know? 😊"},
]

# -------------------------------------------------------------------------------------------------- orchid
_oc = Clock("2026-03-04T21:35:00-06:00")
_O_MEM = 33_468_422_144

_orchid_steady = steady(
    "e1", _oc, age=3600, hostname="orchid", os_name="Ubuntu", os_version="22.04.4 LTS", os_codename="jammy",
    kernel="5.15.0-97-generic", cpu_model="Intel(R) Core(TM) i5-8500T CPU @ 2.10GHz", cpu_cores=6, cpu_threads=6,
    memory_total_bytes=_O_MEM,
    disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
           {"device": "/dev/sdb1", "mountpoint": "/srv/media", "fstype": "ext4", "total_bytes": 7_874_500_000_000}],
    network_interfaces=[
        {"name": "enp2s0", "mac": "6c:4b:90:1d:7e:a2", "addresses": ["192.168.1.20/24"], "is_up": True},
        {"name": "docker0", "mac": "02:42:5f:0c:3a:11", "addresses": ["172.17.0.1/16"], "is_up": True}],
    dns_servers=["127.0.0.53"], default_gateway="192.168.1.1",
    installed_packages={"docker-ce": "5:25.0.3-1~ubuntu.22.04~jammy", "containerd.io": "1.6.28-1",
                        "smartmontools": "7.2-1build2", "samba": "2:4.15.13+dfsg-0ubuntu1.6",
                        "openssh-server": "1:8.9p1-3ubuntu0.6"},
    available_services=["docker.service", "containerd.service", "smartd.service", "smbd.service", "nmbd.service",
                        "ssh.service"],
    users=[{"name": "dan", "uid": 1000, "gid": 1000, "home": "/home/dan", "shell": "/bin/bash"},
           {"name": "media", "uid": 1001, "gid": 1001, "home": "/srv/media", "shell": "/usr/sbin/nologin"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["dan"]}, {"name": "docker", "gid": 999, "members": ["dan"]},
            {"name": "media", "gid": 1001, "members": ["dan"]}],
)

_orchid_boxes = item("e2", "linux_containers", {"runtime": "docker", "containers": [
    box("4f1a2b3c4d5e", "jellyfin", "jellyfin/jellyfin:10.8.13", "running", "Up 6 days",
        "2026-01-20T15:02:11-06:00", ["0.0.0.0:8096->8096/tcp"]),
    box("5a6b7c8d9e0f", "nextcloud", "nextcloud:28-apache", "running", "Up 6 days",
        "2026-01-20T15:05:40-06:00", ["0.0.0.0:8080->80/tcp"]),
    box("6b7c8d9e0f1a", "nextcloud-db", "mariadb:10.11", "running", "Up 6 days", "2026-01-20T15:05:38-06:00"),
    box("7c8d9e0f1a2b", "pihole", "pihole/pihole:2024.02.0", "running", "Up 2 hours (healthy)",
        "2026-02-26T19:25:40-06:00", ["0.0.0.0:53->53/tcp", "0.0.0.0:53->53/udp", "0.0.0.0:8081->80/tcp"]),
    box("8d9e0f1a2b3c", "sonarr", "lscr.io/linuxserver/sonarr:4.0.2", "exited", "Exited (137) 3 days ago",
        "2026-01-20T15:10:02-06:00"),
    box("9e0f1a2b3c4d", "watchtower", "containrrr/watchtower:1.7.1", "restarting", "Restarting (1) 40 seconds ago",
        "2025-11-02T10:00:31-06:00"),
    box("0f1a2b3c4d5e", "uptime-kuma", "louislam/uptime-kuma:1.23.11", "running", "Up 6 days (healthy)",
        "2026-01-22T18:44:09-06:00", ["0.0.0.0:3001->3001/tcp"]),
]}, _oc, age=35, args={"all": True})

_orchid_disk = item("e3", "linux_disk_usage", {"filesystems": [
    fs("/dev/sda2", "/", "ext4", 250_375_106_560, 96_636_764_160),
    fs("/dev/sdb1", "/srv/media", "ext4", 7_874_500_000_000, 7_127_000_000_000),
]}, _oc, age=30)

_orchid_smart = item("e4", "linux_recent_logs", {"source": "journal", "unit": "smartd.service", "entries": [
    log_entry("2026-03-04T03:12:40-06:00", "smartd.service", "warning",
              "Device: /dev/sdb [SAT], 8 Currently unreadable (pending) sectors"),
    log_entry("2026-03-04T03:12:40-06:00", "smartd.service", "warning",
              "Device: /dev/sdb [SAT], 8 Offline uncorrectable sectors"),
    log_entry("2026-03-04T09:42:40-06:00", "smartd.service", "warning",
              "Device: /dev/sdb [SAT], 16 Currently unreadable (pending) sectors (changed +8)"),
    log_entry("2026-03-04T09:42:40-06:00", "smartd.service", "warning",
              "Device: /dev/sdb [SAT], 16 Offline uncorrectable sectors (changed +8)"),
    log_entry("2026-03-04T16:12:40-06:00", "smartd.service", "info",
              "Device: /dev/sdb [SAT], SMART Usage Attribute: 194 Temperature_Celsius changed from 41 to 44"),
    log_entry("2026-03-04T21:12:40-06:00", "smartd.service", "info",
              "Device: /dev/sda [SAT], SMART Usage Attribute: 190 Airflow_Temperature_Cel changed from 66 to 64"),
]}, _oc, age=50, args={"unit": "smartd.service", "since_minutes": 1440})

_orchid_net = item("e5", "linux_network_info", {
    "interfaces": _orchid_steady["data"]["network_interfaces"],
    "listening": [
        listener(22, "0.0.0.0", 812, "sshd"),
        listener(139, "0.0.0.0", 1021, "smbd"),
        listener(445, "0.0.0.0", 1021, "smbd"),
        listener(53, "0.0.0.0", 2301, "docker-proxy"),
        listener(53, "0.0.0.0", 2305, "docker-proxy", proto="udp"),
        listener(8096, "0.0.0.0", 2288, "docker-proxy"),
        listener(8080, "0.0.0.0", 2270, "docker-proxy"),
        listener(8081, "0.0.0.0", 2310, "docker-proxy"),
        listener(3001, "0.0.0.0", 2252, "docker-proxy"),
    ],
    "connections": [
        connection("192.168.1.20:22", "192.168.1.55:51422", 30211, "sshd"),
        connection("192.168.1.20:445", "192.168.1.61:50112", 28770, "smbd"),
        connection("192.168.1.20:8096", "192.168.1.72:40218", 2288, "docker-proxy"),
    ],
}, _oc, age=45)

_orchid_sys = item("e6", "linux_system_info", system_info(
    7.5, [0.62, 0.71, 0.66], 526_440, "2026-02-26T19:21:00-06:00", _O_MEM, 19_327_352_832,
    4 * GiB, 268_435_456), _oc, age=480)

_ORCHID_EV = [_orchid_steady, _orchid_boxes, _orchid_disk, _orchid_smart, _orchid_net, _orchid_sys]

_ORCHID_ANSWERS = [
    {"q": "Which of my containers are running?", "ev": ["e2"],
     "a": "Hey! Here's what's going on with your containers 🐳:\n\n"
          "**Running ([[s:5]]):**\n"
          "1. **jellyfin** – [[s:up 6 days]]\n"
          "2. **nextcloud** – [[c:published on port 8443]]\n"
          "3. **nextcloud-db**\n"
          "4. **pihole** – [[s:healthy]]\n"
          "5. **uptime-kuma**\n\n"
          "**Not running:**\n"
          "- **sonarr** – [[s:exited with code 137]] ([[u:probably killed by the OOM killer]])\n"
          "- **watchtower** – [[s:stuck restarting]]\n\n"
          "So, [[c:6 of your 7 containers are up]], and [[c:pihole is the only one with a health check]].\n\n"
          "**Suggestions:**\n"
          "* Look at why watchtower fails: `docker logs --tail 50 watchtower`\n"
          "* Bring sonarr back with `docker start sonarr` 🚀"},

    {"q": "Is my media drive OK?", "ev": ["e3", "e4", "e1"],
     "a": "Hmm, your media drive might need some attention ⚠️\n\n"
          "1. **Space:** [[s:`/srv/media` is about 90% full]], with [[c:roughly 750 GiB free]].\n"
          "2. **SMART warnings:** [[s:smartd reported pending sectors on `/dev/sdb`]] and [[c:the count went from 8 "
          "to 24]]. [[s:The offline uncorrectable count doubled too]]. [[s:The first warning came at 03:12 this "
          "morning]].\n"
          "3. **Temperature:** [[s:The drive's temperature went from 41 to 44 °C]] [[c:around 9:40 this morning]].\n"
          "4. **System disk:** [[s:The system disk (`/`) is fine at about 39%]].\n\n"
          "It seems [[u:the drive is likely failing because of its age]], and growing pending sectors are a classic "
          "early warning sign. 😟\n\n"
          "**Suggestions:**\n"
          "1. **Back up anything irreplaceable first.**\n"
          "2. Run `sudo smartctl -a /dev/sdb` to see the full attribute table.\n"
          "3. Start a long self-test: `sudo smartctl -t long /dev/sdb`.\n\n"
          "Would you like help planning a replacement?"},

    {"q": "Why is watchtower restarting all the time?", "ev": ["e2"],
     "a": "Good question! Let's dig in 🔍\n\n"
          "1. **Current state:** [[s:The `watchtower` container is in a restart loop]] — [[s:Docker shows "
          "\"Restarting (1) 40 seconds ago\"]].\n"
          "2. **Exit code:** [[s:It exits with code 1]], which [[u:likely means it can't talk to the Docker socket]].\n"
          "3. **Image:** [[s:It's running `containrrr/watchtower:1.7.1`]], "
          "[[u:which has a known problem with the newer "
          "Docker API in Docker 25]].\n"
          "4. **Age:** [[c:You created it about a week ago]].\n"
          "5. **Other containers:** [[c:None of your other containers are affected — they're all running fine]].\n\n"
          "It looks like [[u:watchtower started failing right after Docker was upgraded]].\n\n"
          "**Suggestions:**\n"
          "* `docker logs watchtower` will show the actual error message.\n"
          "* Try setting `DOCKER_API_VERSION=1.44` in its environment, or switch to a maintained fork. 🛠️"},

    {"q": "What ports are open to the LAN?", "ev": ["e5", "e2"],
     "a": "Here's a summary of the open ports on orchid 🔓:\n\n"
          "1. **SSH** – [[s:port 22]]\n"
          "2. **Samba** – [[s:ports 139 and 445]] (`smbd`)\n"
          "3. **Pi-hole** – [[s:DNS on 53 (TCP and UDP)]] and [[c:its admin page on 8080]]\n"
          "4. **Portainer** – [[c:9000]]\n\n"
          "**Active connections:** [[s:there's an SSH session from 192.168.1.55]], [[c:a Samba client at "
          "192.168.1.72]], and [[s:192.168.1.72 is connected to Jellyfin]] 🎬.\n\n"
          "[[s:Everything is bound to 0.0.0.0]], so [[u:all of it is reachable from your whole LAN]].\n\n"
          "**Suggestions:**\n"
          "* Check your firewall with `sudo ufw status verbose`.\n"
          "* If you don't use Samba from other machines, you could stop `smbd`."},

    {"q": "How's the server doing overall?", "ev": ["e6", "e3", "e1"],
     "a": "Here's a quick health check of **orchid** 🌸:\n\n"
          "1. **CPU:** [[t:very quiet at ~7.5%]], with [[t:a load average around 0.6–0.7]]\n"
          "2. **Memory:** [[t:about 13 GiB in use]] out of [[s:31 GiB]]\n"
          "3. **Uptime:** [[t:up a bit over 6 days]]\n"
          "4. **Disks:** [[s:the system disk is at 39%]], but [[s:`/srv/media` is at 90%]] ⚠️\n"
          "5. **OS:** [[s:Ubuntu 22.04]], [[c:kernel 5.15.0-101]]\n"
          "6. **CPU:** [[c:12 threads]]\n\n"
          "Note that the CPU and memory figures are from a reading taken a few minutes ago, so they might have "
          "changed a little.\n\n"
          "**Suggestions:** keep an eye on the media disk, and run `sudo apt update && apt list --upgradable` to "
          "see pending updates. 👍"},

    {"q": "Who can use Docker on this box?", "ev": ["e1"],
     "a": "Great question! 🔐\n\n"
          "1. **`dan`** – [[s:is in the `docker` group]], so he can run `docker` without sudo. [[s:He's also in "
          "`sudo`]], and [[s:his UID is 1000]].\n"
          "2. **`media`** – [[c:is in the `docker` group as well]]. [[s:Its shell is `/usr/sbin/nologin`]], "
          "[[u:so it's probably only used to own the media files]].\n"
          "3. **root** – can always use Docker, of course.\n\n"
          "[[c:That makes two accounts in the `docker` group]].\n\n"
          "⚠️ **Important:** membership in `docker` is basically root access, so only add people you trust.\n\n"
          "**Suggestion:** `getent group docker` shows the members at any time."},

]

# --------------------------------------------------------------------------------------------------- lotus
_lc = Clock("2026-09-18T11:05:00+05:30")
_L_MEM = 135_089_315_840

_lotus_steady = steady(
    "e1", _lc, age=2400, hostname="lotus", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
    kernel="6.1.0-25-amd64", cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16, cpu_threads=32,
    memory_total_bytes=_L_MEM,
    disks=[{"device": "/dev/md0", "mountpoint": "/", "fstype": "ext4", "total_bytes": 478_000_000_000},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/var/lib/postgresql", "fstype": "xfs",
            "total_bytes": 3_840_000_000_000}],
    network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:44:10:0a", "addresses": ["10.20.0.15/24"], "is_up": True}],
    dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
    installed_packages={"postgresql-16": "16.4-1.pgdg120+1", "pgbouncer": "1.23.1-1.pgdg120+1",
                        "prometheus-node-exporter": "1.5.0-1+b6", "openssh-server": "1:9.2p1-2+deb12u3",
                        "mdadm": "4.2-5"},
    available_services=["postgresql@16-main.service", "pgbouncer.service", "prometheus-node-exporter.service",
                        "ssh.service", "mdmonitor.service"],
    users=[{"name": "postgres", "uid": 105, "gid": 111, "home": "/var/lib/postgresql", "shell": "/bin/bash"},
           {"name": "prometheus", "uid": 110, "gid": 116, "home": "/var/lib/prometheus",
            "shell": "/usr/sbin/nologin"},
           {"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/bin/bash"},
           {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["priya"]}, {"name": "adm", "gid": 4, "members": ["priya"]},
            {"name": "ssl-cert", "gid": 108, "members": ["postgres"]}],
)

_lotus_sys = item("e2", "linux_system_info", system_info(
    38.2, [9.84, 7.12, 5.03], 1_407_295, "2026-09-02T04:10:05+05:30", _L_MEM, 30_064_771_072, 8 * GiB, 0),
    _lc, age=20)

_lotus_procs = item("e3", "linux_processes", processes(412, _L_MEM, [
    (88231, "postgres", "postgres", 94.0, 9_126_805_504, "2026-09-18T10:40:12+05:30",
     "postgres: 16/main: app_rw orders 10.20.0.31(50412) SELECT"),
    (88340, "postgres", "postgres", 61.5, 7_516_192_768, "2026-09-18T10:57:55+05:30",
     "postgres: 16/main: app_rw orders 10.20.0.32(43110) SELECT"),
    (90112, "postgres", "postgres", 22.8, 2_147_483_648, "2026-09-18T10:48:30+05:30",
     "postgres: 16/main: autovacuum worker orders"),
    (1203, "pgbouncer", "postgres", 8.1, 31_457_280, "2026-09-02T04:11:35+05:30",
     "/usr/sbin/pgbouncer /etc/pgbouncer/pgbouncer.ini"),
    (1201, "prometheus-node", "prometheus", 1.2, 25_165_824, "2026-09-02T04:11:30+05:30",
     "/usr/bin/prometheus-node-exporter"),
    (1187, "postgres", "postgres", 0.3, 4_294_967_296, "2026-09-02T04:11:31+05:30",
     "/usr/lib/postgresql/16/bin/postgres -D /var/lib/postgresql/16/main "
     "-c config_file=/etc/postgresql/16/main/postgresql.conf"),
]), _lc, age=20, args={"sort": "cpu", "limit": 6})

_lotus_io = item("e4", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
    {"device": "nvme0n1", "read_bytes_per_s": 412_000_000, "write_bytes_per_s": 38_000_000, "busy_percent": 71.0},
    {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 122_880, "busy_percent": 0.4},
    {"device": "sdb", "read_bytes_per_s": 0, "write_bytes_per_s": 122_880, "busy_percent": 0.4},
]}, _lc, age=15, args={"interval_seconds": 1})

_lotus_pg = item("e5", "linux_service_status", unit(
    "postgresql@16-main.service", "active", "running", pid=1187, since="2026-09-02T04:11:32+05:30",
    desc="PostgreSQL Cluster 16-main"), _lc, age=30, args={"name": "postgresql@16-main"})

_lotus_bouncer = item("e6", "linux_service_status", unit(
    "pgbouncer.service", "active", "running", pid=1203, since="2026-09-02T04:11:35+05:30",
    desc="connection pooler for PostgreSQL"), _lc, age=30, args={"name": "pgbouncer"})

_PG = "postgresql@16-main.service"
_lotus_logs = item("e7", "linux_recent_logs", {"source": "journal", "unit": _PG, "entries": [
    log_entry("2026-09-18T10:12:03+05:30", _PG, "info", "[1190] LOG:  checkpoint starting: time"),
    log_entry("2026-09-18T10:16:33+05:30", _PG, "info",
              "[1190] LOG:  checkpoint complete: wrote 184221 buffers (5.6%); 0 WAL file(s) added, 0 removed, "
              "31 recycled; write=269.912 s, sync=0.114 s, total=270.160 s; sync files=412, longest=0.021 s, "
              "average=0.001 s; distance=503317 kB, estimate=611204 kB"),
    log_entry("2026-09-18T10:41:17+05:30", _PG, "info",
              "[87940] app_rw@orders LOG:  duration: 48211.532 ms  statement: SELECT o.* FROM orders o JOIN "
              "order_items i ON i.order_id = o.id WHERE i.sku LIKE '%-XL'"),
    log_entry("2026-09-18T10:52:40+05:30", _PG, "info",
              "[91230] LOG:  connection received: host=10.20.0.44 port=51890"),
    log_entry("2026-09-18T10:52:40+05:30", _PG, "err",
              "[91230] reporting@orders FATAL:  password authentication failed for user \"reporting\""),
    log_entry("2026-09-18T10:52:41+05:30", _PG, "info",
              "[91231] LOG:  connection received: host=10.20.0.44 port=51894"),
    log_entry("2026-09-18T10:52:41+05:30", _PG, "err",
              "[91231] reporting@orders FATAL:  password authentication failed for user \"reporting\""),
    log_entry("2026-09-18T10:58:09+05:30", _PG, "info",
              "[88102] app_rw@orders LOG:  duration: 51877.004 ms  statement: SELECT o.* FROM orders o JOIN "
              "order_items i ON i.order_id = o.id WHERE i.sku LIKE '%-XXL'"),
    log_entry("2026-09-18T11:02:00+05:30", _PG, "info",
              "[90112] LOG:  automatic vacuum of table \"orders.public.payments\": index scans: 1"),
]}, _lc, age=40, args={"unit": "postgresql@16-main", "since_minutes": 60})

_lotus_conf = item("e8", "linux_file_read", {
    "path": "/etc/postgresql/16/main/conf.d/90-tuning.conf", "offset": 0, "limit": 200, "total_lines": 10,
    "lines": ["# tuned 2026-05 for the 128 GB host", "shared_buffers = 32GB", "effective_cache_size = 96GB",
              "work_mem = 64MB", "maintenance_work_mem = 2GB", "max_connections = 300",
              "checkpoint_timeout = 15min", "max_wal_size = 16GB", "random_page_cost = 1.1",
              "log_min_duration_statement = 5000"]},
    _lc, age=100, args={"path": "/etc/postgresql/16/main/conf.d/90-tuning.conf"})

_lotus_net = item("e9", "linux_network_info", {
    "interfaces": _lotus_steady["data"]["network_interfaces"],
    "listening": [
        listener(5432, "10.20.0.15", 1187, "postgres"),
        listener(5432, "127.0.0.1", 1187, "postgres"),
        listener(6432, "0.0.0.0", 1203, "pgbouncer"),
        listener(22, "0.0.0.0", 690, "sshd"),
        listener(9100, "::", 1201, "prometheus-node"),
    ],
    "connections": [
        connection("10.20.0.15:5432", "10.20.0.31:50412", 88231, "postgres"),
        connection("10.20.0.15:5432", "10.20.0.32:43110", 88340, "postgres"),
        connection("10.20.0.15:6432", "10.20.0.40:38822", 1203, "pgbouncer"),
        connection("10.20.0.15:22", "10.20.0.5:60122", 91002, "sshd"),
    ],
}, _lc, age=20)

_lotus_disk = item("e10", "linux_disk_usage", {"filesystems": [
    fs("/dev/md0", "/", "ext4", 478_000_000_000, 61_000_000_000),
    fs("/dev/nvme0n1p1", "/var/lib/postgresql", "xfs", 3_840_000_000_000, 2_918_400_000_000),
]}, _lc, age=25)

_LOTUS_EV = [_lotus_steady, _lotus_sys, _lotus_procs, _lotus_io, _lotus_pg, _lotus_bouncer, _lotus_logs,
             _lotus_conf, _lotus_net, _lotus_disk]

_LOTUS_ANSWERS = [
    {"q": "Why is the database slow right now?", "ev": ["e2", "e3", "e4", "e7"],
     "a": "Okay, let's break down what's happening on **lotus** 🐘:\n\n"
          "1. **Two heavy queries:** [[s:Backend PID 88231 is using about 94% CPU]], and "
          "[[s:both top backends are SELECTs from user `app_rw` on the `orders` database]]. "
          "[[c:They come from the same client, "
          "10.20.0.31]].\n"
          "2. **Autovacuum:** [[s:An autovacuum worker is also running on `orders`]], [[c:at roughly 45% CPU]].\n"
          "3. **Disk I/O:** [[s:The NVMe drive is about 71% busy]], [[s:reading around 400 MB/s]].\n"
          "4. **Slow statements:** [[s:Two queries took close to 50 seconds in the last hour]] — "
          "[[u:probably because "
          "the `LIKE '%-XL'` pattern can't use an index]].\n"
          "5. **Checkpoint:** [[s:The last checkpoint took about 4.5 minutes]].\n\n"
          "It seems the slow `LIKE` queries are the thing to look at first. 🤔\n\n"
          "**Suggestions:**\n"
          "* See what's active: `SELECT pid, query_start, left(query, 80) FROM pg_stat_activity WHERE state = "
          "'active';`\n"
          "* Run `EXPLAIN (ANALYZE, BUFFERS)` on the slow query.\n"
          "* A trigram index (`pg_trgm`) can help with `LIKE '%...'` searches."},

    {"q": "How much space is left for the database?", "ev": ["e10", "e1"],
     "a": "📊 **Database storage on lotus:**\n\n"
          "- **Data volume:** `/var/lib/postgresql` [[s:on `/dev/nvme0n1p1`]]\n"
          "- **Size:** [[s:3.84 TB]]\n"
          "- **Used:** [[s:about 2.9 TB]] ([[s:76%]])\n"
          "- **Free:** [[c:roughly 920 GiB]]\n"
          "- **Root filesystem:** [[s:only ~13% used]], [[c:on the same NVMe drive]]\n\n"
          "[[s:The data volume is the fuller of the two filesystems]]. At the current rate "
          "[[u:you'll probably fill it within two or three months]], so it's worth planning ahead. 📈\n\n"
          "**Suggestions:**\n"
          "1. Check database sizes: `SELECT datname, pg_size_pretty(pg_database_size(datname)) FROM pg_database;`\n"
          "2. Look for table bloat with `pgstattuple`.\n"
          "3. Set an alert at 85% in your monitoring."},

    {"q": "Is postgres up, and since when?", "ev": ["e5", "e6", "e2"],
     "a": "Yes! ✅\n\n"
          "1. **PostgreSQL:** [[s:The `postgresql@16-main` cluster is active and running]] [[s:since September 2]] "
          "([[s:around 04:11]]), [[c:so for roughly 12 days]].\n"
          "2. **Main PID:** [[c:1178]]\n"
          "3. **PgBouncer:** [[s:also running]], [[s:started a few seconds after PostgreSQL]].\n\n"
          "[[s:Neither has been restarted since the machine booted]] — [[s:the server came up at 04:10 that "
          "morning]]. 👍\n\n"
          "Let me know if you'd like me to check replication or connection counts next!"},

    {"q": "What does our tuning config say, and does it fit the RAM?", "ev": ["e8", "e1"],
     "a": "Here's what's in `90-tuning.conf` ⚙️:\n\n"
          "| Setting | Value | Comment |\n"
          "|---|---|---|\n"
          "| `shared_buffers` | [[s:32GB]] | ✅ [[s:about a quarter of RAM]] |\n"
          "| `effective_cache_size` | [[c:64GB]] | ✅ |\n"
          "| `work_mem` | [[s:64MB]] | ⚠️ watch out with many sorts |\n"
          "| `checkpoint_timeout` | [[c:5min]] | ⚠️ short |\n"
          "\n"
          "[[s:The server has about 126 GiB of RAM]], so the memory settings look reasonable. [[s:The file is only 10 "
          "lines long]]. [[c:`random_page_cost` is left at the "
          "default of 4]], which [[u:probably makes the planner avoid index scans]].\n\n"
          "**Suggestions:**\n"
          "* Lower `random_page_cost` to around 1.1 for NVMe storage.\n"
          "* Consider pooling through PgBouncer so you can reduce `max_connections`. 💡"},

    {"q": "Who's failing to log in to the database?", "ev": ["e7", "e9"],
     "a": "Looks like there are some failed logins 🔑:\n\n"
          "1. **User:** [[s:the failures are for the role `reporting`]]\n"
          "2. **Count:** [[c:5 failed attempts in the last hour]]\n"
          "3. **When:** [[s:at 10:52]]\n"
          "4. **From:** [[s:10.20.0.44]] — [[s:that host isn't connected right now]]\n"
          "5. **Database:** [[c:`postgres`]]\n"
          "6. **Auth method:** [[u:scram-sha-256, per the pg_hba.conf rule it matched]]\n\n"
          "[[u:This is probably a reporting job still using an old password after a rotation]].\n\n"
          "**Suggestions:**\n"
          "* Check the reporting tool's connection settings on 10.20.0.44.\n"
          "* Reset the password if needed: `ALTER ROLE reporting PASSWORD '...';`"},

    {"q": "Which users have a shell or sudo on lotus?", "ev": ["e1"],
     "a": "Here are the accounts with a login shell on lotus 👤:\n\n"
          "| User | Shell | sudo |\n"
          "|---|---|---|\n"
          "| priya | [[s:/bin/bash]] | [[s:✅]] |\n"
          "| deploy | [[c:/bin/sh]] | [[s:❌]] |\n"
          "| postgres | [[s:/bin/bash]] | [[s:❌]] |\n\n"
          "[[s:`priya` is the only "
          "member of `sudo`]], and [[c:`postgres` is also in the `adm` group]], [[u:probably so it can read "
          "the logs]].\n\n"
          "**Suggestion:** if `deploy` is only used by CI, consider restricting it to key-based SSH with a forced "
          "command. 🔒"},

    {"q": "What's listening on this server?", "ev": ["e9"],
     "a": "Here's what's listening 👂:\n\n"
          "- **PostgreSQL** – [[s:port 5432]]\n"
          "- **PgBouncer** – [[c:port 6543]], [[s:on all interfaces]]\n"
          "- **Node exporter** – [[s:port 9100]], [[c:IPv4 only]]\n\n"
          "**Connections:** [[s:two clients are connected straight to PostgreSQL]], [[s:one goes through PgBouncer "
          "(10.20.0.40)]], and there are [[c:two SSH sessions]].\n\n"
          "[[u:It seems most of your apps bypass PgBouncer]].\n\n"
          "**Suggestion:** point the apps at port 6432 so PgBouncer can pool their connections. 🚀"},
]

# -------------------------------------------------------------------------------------------------- dahlia
_dc = Clock("2026-11-05T08:40:00+00:00")
_D_MEM = 8_245_436_416

_dahlia_steady = steady(
    "e1", _dc, age=1500, hostname="dahlia-cp1", os_name="Ubuntu", os_version="24.04.1 LTS", os_codename="noble",
    kernel="6.8.0-1013-raspi", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
    memory_total_bytes=_D_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 249_000_000_000},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat", "total_bytes": 535_805_952}],
    network_interfaces=[
        {"name": "eth0", "mac": "2c:cf:67:0a:11:01", "addresses": ["192.168.10.10/24"], "is_up": True},
        {"name": "cni0", "mac": "5e:1a:9c:33:20:01", "addresses": ["10.42.0.1/24"], "is_up": True}],
    dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
    installed_packages={"linux-raspi": "6.8.0-1013.14", "open-iscsi": "2.1.9-3ubuntu5",
                        "nfs-common": "1:2.6.4-3ubuntu5",
                        "openssh-server": "1:9.6p1-3ubuntu13.5"},
    available_services=["k3s.service", "ssh.service", "iscsid.service"],
    users=[{"name": "ubuntu", "uid": 1000, "gid": 1000, "home": "/home/ubuntu", "shell": "/bin/bash"}],
    groups=[{"name": "sudo", "gid": 27, "members": ["ubuntu"]}],
)


def _k3s_node(name: str, ready: bool, version: str, os_image: str, control_plane: bool = False) -> dict:
    obj = {"kind": "Node", "metadata": {"name": name, "labels": {"kubernetes.io/arch": "arm64"}},
           "status": {"conditions": [{"type": "Ready", "status": "True" if ready else "Unknown",
                                      "reason": "KubeletReady" if ready else "NodeStatusUnknown"}],
                      "nodeInfo": {"kubeletVersion": version, "osImage": os_image, "architecture": "arm64",
                                   "containerRuntimeVersion": "containerd://1.7.21-k3s2"}}}
    if control_plane:
        obj["metadata"]["labels"]["node-role.kubernetes.io/control-plane"] = "true"
    return obj


_dahlia_nodes = item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
    _k3s_node("dahlia-cp1", True, "v1.30.5+k3s1", "Ubuntu 24.04.1 LTS", control_plane=True),
    _k3s_node("dahlia-w1", True, "v1.30.5+k3s1", "Ubuntu 24.04.1 LTS"),
    _k3s_node("dahlia-w2", False, "v1.30.5+k3s1", "Ubuntu 24.04.1 LTS"),
    _k3s_node("dahlia-w3", True, "v1.29.9+k3s1", "Debian GNU/Linux 12 (bookworm)"),
]}, _dc, age=40, args={"resource": "nodes"})

_GRAFANA_PENDING = {
    "kind": "Pod", "metadata": {"name": "grafana-6f5d4c8b7-m8vnp", "namespace": "home"},
    "spec": {"nodeName": None},
    "status": {"phase": "Pending", "conditions": [{
        "type": "PodScheduled", "status": "False", "reason": "Unschedulable",
        "message": "0/4 nodes are available: 1 node(s) had untolerated taint {node.kubernetes.io/unreachable: }, "
                   "3 Insufficient memory. preemption: 0/4 nodes are available: 1 Preemption is not helpful for "
                   "scheduling, 3 No preemption victims found for incoming pod."}]}}

_dahlia_pods = item("e3", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
    pod("homeassistant-7d9f8c6b5-x2kqp", "home", "Running", "dahlia-w1", started="2026-10-30T12:04:19Z"),
    pod("mosquitto-5b7c9d8f4-lp9zt", "home", "Running", "dahlia-w1", restarts=2, started="2026-10-30T12:03:51Z"),
    pod("zigbee2mqtt-6c8d7f9b5-qr4tw", "home", "Running", "dahlia-w3", restarts=37, ready=False,
        waiting="CrashLoopBackOff"),
    _GRAFANA_PENDING,
    pod("influxdb-0", "home", "Running", "dahlia-w3", started="2026-10-27T09:15:02Z"),
    pod("node-red-84c6b7d9f-9bqtn", "home", "Running", "dahlia-w1", restarts=1, started="2026-10-30T12:05:40Z"),
]}, _dc, age=40, args={"resource": "pods", "namespace": "home"})

_dahlia_deploys = item("e4", "kubernetes_get", {"context": "default", "namespace": "home", "items": [
    deployment("homeassistant", "home", 1, 1), deployment("mosquitto", "home", 1, 1),
    deployment("zigbee2mqtt", "home", 1, 0), deployment("grafana", "home", 1, 0),
    deployment("node-red", "home", 1, 1),
]}, _dc, age=40, args={"resource": "deployments", "namespace": "home"})

_dahlia_sys = item("e5", "linux_system_info", system_info(
    22.0, [1.45, 1.30, 1.20], 828_000, "2026-10-26T18:40:00+00:00", _D_MEM, 3_865_470_566, 0, 0), _dc, age=30)

_dahlia_disk = item("e6", "linux_disk_usage", {"filesystems": [
    fs("/dev/nvme0n1p2", "/", "ext4", 249_000_000_000, 41_000_000_000),
    fs("/dev/nvme0n1p1", "/boot/firmware", "vfat", 535_805_952, 160_432_128),
]}, _dc, age=60)

_dahlia_k3s = item("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
    log_entry("2026-11-05T08:12:40+00:00", "k3s.service", "info",
              "I1105 08:12:40.512093    1021 event.go:389] \"Event occurred\" object=\"dahlia-w2\" "
              "kind=\"Node\" reason=\"NodeNotReady\" message=\"Node dahlia-w2 status is now: NodeNotReady\""),
    log_entry("2026-11-05T08:17:45+00:00", "k3s.service", "info",
              "I1105 08:17:45.730114    1021 taint_eviction.go:113] \"Deleting pod\" controller=\"taint-eviction-"
              "controller\" pod=\"home/grafana-6f5d4c8b7-2hxkd\""),
]}, _dc, age=660, args={"unit": "k3s", "since_minutes": 30})

_DAHLIA_EV = [_dahlia_steady, _dahlia_nodes, _dahlia_pods, _dahlia_deploys, _dahlia_sys, _dahlia_disk, _dahlia_k3s]

_DAHLIA_ANSWERS = [
    {"q": "Are all my nodes healthy?", "ev": ["e2"],
     "a": "Let's check your cluster nodes! 🌼\n\n"
          "| Node | Status | Version |\n"
          "|---|---|---|\n"
          "| dahlia-cp1 | [[s:✅ Ready]] | [[s:v1.30.5+k3s1]] |\n"
          "| dahlia-w1 | [[s:✅ Ready]] | [[s:v1.30.5+k3s1]] |\n"
          "| dahlia-w2 | [[s:❌ NotReady]] | [[c:v1.29.9+k3s1]] |\n"
          "| dahlia-w3 | [[c:❌ NotReady]] | [[s:v1.29.9+k3s1]] |\n\n"
          "So [[c:two of your four nodes are down]] 😟. [[u:dahlia-w2 probably lost power or its network "
          "cable]].\n\n"
          "**Suggestions:**\n"
          "* `kubectl describe node dahlia-w2` shows the last heartbeat and conditions.\n"
          "* Try pinging it or checking its power supply (Pi 5 boards are picky about PSUs ⚡)."},

    {"q": "Which pods are broken in the home namespace?", "ev": ["e3", "e4"],
     "a": "Here's a breakdown of the problem pods in `home` 🏠:\n\n"
          "1. **zigbee2mqtt** – [[s:in CrashLoopBackOff]] with [[c:about 25 restarts]]. [[s:It's on dahlia-w3]].\n"
          "2. **grafana** – [[s:stuck in Pending]]; [[s:it hasn't been scheduled onto any node]].\n"
          "\n"
          "[[s:homeassistant, node-red and influxdb are running]] normally, and [[c:node-red has never "
          "restarted]].\n\n"
          "**Deployments:** [[s:3 of 5 deployments are fully ready]]; [[c:only grafana has 0 ready replicas]].\n\n"
          "It seems [[u:zigbee2mqtt can't find the USB coordinator on dahlia-w3]].\n\n"
          "**Suggestions:**\n"
          "* `kubectl logs -n home deploy/zigbee2mqtt --previous` shows why the last run died.\n"
          "* `kubectl describe pod -n home -l app=grafana` explains the Pending state."},

    {"q": "Where is zigbee2mqtt running and why is it crashing?", "ev": ["e3", "e2", "e7"],
     "a": "Okay! Here's what I found about **zigbee2mqtt** 🐝:\n\n"
          "- **Node:** [[c:dahlia-w1]]\n"
          "- **State:** [[s:waiting in CrashLoopBackOff]], [[s:not ready]]\n"
          "- **Restarts:** [[s:37]]\n\n"
          "**Why is it crashing?** I don't have its container logs, but [[u:it's most likely failing to open the "
          "Zigbee USB dongle (`/dev/ttyUSB0`)]]. [[c:The node it runs on is NotReady]], too.\n\n"
          "From the k3s log: [[t:dahlia-w2 went NotReady at 08:12]], and [[t:an old grafana pod was deleted a few "
          "minutes later]]. [[u:The crashes probably started when w2 went down]].\n\n"
          "**Suggestions:**\n"
          "1. `kubectl logs -n home zigbee2mqtt-6c8d7f9b5-qr4tw --previous`\n"
          "2. On the node, check the dongle with `ls -l /dev/serial/by-id/` 🔌"},

    {"q": "What versions are the nodes on?", "ev": ["e2", "e1"],
     "a": "Here's the version breakdown 📋:\n\n"
          "1. **Kubernetes:** [[s:Three nodes run v1.30.5+k3s1]], and [[s:dahlia-w3 is on v1.29.9+k3s1]].\n"
          "2. **OS:** [[s:cp1, w1 and w2 run Ubuntu 24.04.1 LTS]], [[c:while w3 runs Ubuntu 22.04]].\n"
          "3. **This machine (dahlia-cp1):** [[s:kernel 6.8.0-1013-raspi]], [[s:aarch64]], [[c:an 8-core "
          "Cortex-A76]].\n\n"
          "[[u:w3 was probably added to the cluster later than the others]].\n\n"
          "**Suggestion:** bring w3 up to v1.30.5 with the system-upgrade-controller or by re-running the k3s install "
          "script with `INSTALL_K3S_VERSION=v1.30.5+k3s1`. 🚀"},

    {"q": "How is the control plane node doing?", "ev": ["e5", "e6", "e1"],
     "a": "Here's how **dahlia-cp1** is doing 🍓:\n\n"
          "1. **CPU:** [[s:about 22% busy]], [[s:load around 1.2–1.45]]\n"
          "2. **Memory:** [[s:roughly 4.1 GiB used]], [[s:about 53% of RAM]] — [[c:3.6 GB is still available]]\n"
          "3. **Uptime:** [[s:about 9.5 days]], [[c:since October 28]]\n"
          "4. **Disk:** [[s:`/` is about 16% used]], but [[c:`/boot/firmware` is nearly full]]\n"
          "5. **Board:** [[u:it's a Raspberry Pi 5]]\n\n"
          "Looks pretty healthy overall! 👍\n\n"
          "**Suggestions:**\n"
          "* Add a small swap file or zram so memory spikes don't trigger the OOM killer.\n"
          "* `sudo apt autoremove` can clear old kernels from `/boot/firmware`."},

    {"q": "Why is grafana pending?", "ev": ["e3", "e2", "e4"],
     "a": "Good question! Here's what's happening with **grafana** 📊:\n\n"
          "- [[s:The pod `grafana-6f5d4c8b7-m8vnp` is Pending]]\n"
          "- [[s:The scheduler says 0 of 4 nodes are available]]\n"
          "- [[s:One node has an `unreachable` taint]], and [[s:dahlia-w2 is NotReady]], so that's likely the one\n"
          "- [[s:The other three don't have enough memory]] for it\n"
          "- [[u:Grafana asks for 4 GiB of memory]]\n"
          "- [[c:dahlia-w1 is the only node with memory to spare]]\n"
          "- [[c:Its deployment still shows 1 of 1 ready]]\n\n"
          "**Suggestions:**\n"
          "1. Lower grafana's memory request in its values file.\n"
          "2. Get dahlia-w2 back online so its memory is available again.\n"
          "3. `kubectl top nodes` shows how much memory each node really uses."},

]

# --------------------------------------------------------------------------------------------------- peony
_pc = Clock("2026-12-09T16:10:00+11:00")
_P_MEM = 66_979_876_864

_peony_steady = steady(
    "e1", _pc, age=2700, hostname="peony", os_name="openSUSE Leap", os_version="15.6", os_codename=None,
    kernel="6.4.0-150600.23.22-default", cpu_model="AMD Ryzen 7 5700G with Radeon Graphics", cpu_cores=8,
    cpu_threads=16, memory_total_bytes=_P_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 500_000_000_000},
           {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/docker", "fstype": "xfs",
            "total_bytes": 998_000_000_000}],
    network_interfaces=[
        {"name": "eth0", "mac": "d8:bb:c1:42:7e:09", "addresses": ["10.8.4.21/22"], "is_up": True},
        {"name": "docker0", "mac": "02:42:ac:11:00:01", "addresses": ["172.17.0.1/16"], "is_up": True}],
    dns_servers=["10.8.0.53"], default_gateway="10.8.4.1", package_manager="rpm",
    installed_packages={"gitlab-runner": "17.5.3-1", "docker": "25.0.6_ce-150000.207.1",
                        "git-core": "2.43.0-150600.3.3.1", "kernel-default": "6.4.0-150600.23.25.1",
                        "openssl-3": "3.1.4-150600.5.15.1", "git-lfs": "3.4.1-150600.1.2"},
    available_services=["gitlab-runner.service", "docker.service", "sshd.service", "chronyd.service"],
    users=[{"name": "gitlab-runner", "uid": 470, "gid": 470, "home": "/var/lib/gitlab-runner", "shell": "/bin/bash"},
           {"name": "ops", "uid": 1000, "gid": 100, "home": "/home/ops", "shell": "/bin/bash"}],
    groups=[{"name": "docker", "gid": 474, "members": ["gitlab-runner"]},
            {"name": "wheel", "gid": 497, "members": ["ops"]}],
)

_peony_sys = item("e2", "linux_system_info", system_info(
    86.5, [15.8, 12.4, 8.9], 3_553_200, "2026-10-29T13:10:00+11:00", _P_MEM, 22_011_707_392,
    2 * GiB, 536_870_912), _pc, age=15)

_peony_procs = item("e3", "linux_processes", processes(486, _P_MEM, [
    (301122, "cc1plus", "root", 99.0, 1_610_612_736, "2026-12-09T16:08:41+11:00",
     "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet -O2 src/dsp/fft_kernels.cpp"),
    (301187, "cc1plus", "root", 98.7, 1_395_864_371, "2026-12-09T16:08:55+11:00",
     "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet -O2 src/dsp/fir_bank.cpp"),
    (301240, "cc1plus", "root", 97.9, 1_181_116_006, "2026-12-09T16:09:12+11:00",
     "/usr/libexec/gcc/x86_64-linux-gnu/13/cc1plus -quiet -O2 src/net/tls_session.cpp"),
    (300955, "ld.lld", "root", 64.2, 3_328_599_654, "2026-12-09T16:07:30+11:00",
     "ld.lld -o build/firmware.elf --gc-sections @build/objects.rsp"),
    (1544, "dockerd", "root", 6.1, 214_958_080, "2026-10-29T13:10:40+11:00",
     "/usr/bin/dockerd --add-runtime oci=/usr/sbin/docker-runc"),
    (1610, "gitlab-runner", "gitlab-runner", 1.4, 88_080_384, "2026-10-29T13:10:44+11:00",
     "/usr/bin/gitlab-runner run --working-directory /var/lib/gitlab-runner --config "
     "/etc/gitlab-runner/config.toml --service gitlab-runner --user gitlab-runner"),
]), _pc, age=15, args={"sort": "cpu", "limit": 6})

_peony_disk = item("e4", "linux_disk_usage", {"filesystems": [
    fs("/dev/nvme0n1p2", "/", "btrfs", 500_000_000_000, 455_000_000_000),
    fs("/dev/nvme1n1p1", "/var/lib/docker", "xfs", 998_000_000_000, 951_000_000_000),
]}, _pc, age=20)

_GR = "gitlab-runner.service"
_peony_logs = item("e5", "linux_recent_logs", {"source": "journal", "unit": _GR, "entries": [
    log_entry("2026-12-09T14:02:11+11:00", _GR, "info",
              "Job succeeded                                       duration_s=724.1 job=88121 project=42 "
              "runner=Xy7kqPz"),
    log_entry("2026-12-09T14:48:39+11:00", _GR, "err",
              "Job failed: exit code 1                             duration_s=1302.7 job=88140 project=42 "
              "runner=Xy7kqPz"),
    log_entry("2026-12-09T15:20:05+11:00", _GR, "err",
              "Job failed (system failure): Error response from daemon: write /var/lib/docker/overlay2/"
              "9f3c0b7e41/merged/usr/lib/libLLVM.so.17: no space left on device  duration_s=211.4 job=88152 "
              "project=57 runner=Xy7kqPz"),
    log_entry("2026-12-09T15:51:44+11:00", _GR, "info",
              "Job succeeded                                       duration_s=1489.9 job=88160 project=42 "
              "runner=Xy7kqPz"),
    log_entry("2026-12-09T15:52:01+11:00", _GR, "info",
              "Checking for jobs... received                       job=88163 "
              "repo_url=https://gitlab.example.com/platform/firmware.git runner=Xy7kqPz"),
    log_entry("2026-12-09T16:05:02+11:00", _GR, "info",
              "Checking for jobs... received                       job=88171 "
              "repo_url=https://gitlab.example.com/platform/dsp-lib.git runner=Xy7kqPz"),
]}, _pc, age=40, args={"unit": "gitlab-runner", "since_minutes": 180})

_peony_boxes = item("e6", "linux_containers", {"runtime": "docker", "containers": [
    box("c0a1b2c3d4e5", "runner-xy7kqpz-project-42-concurrent-0-3c1e7d2a-build",
        "registry.example.com/platform/build-env:gcc13", "running", "Up 18 minutes", "2026-12-09T15:52:04+11:00"),
    box("d1b2c3d4e5f6", "runner-xy7kqpz-project-57-concurrent-1-8a42f0b1-build",
        "registry.example.com/platform/build-env:gcc13", "running", "Up 5 minutes", "2026-12-09T16:05:06+11:00"),
    box("e2c3d4e5f6a7", "runner-xy7kqpz-project-42-concurrent-0-cache-c33bd5f1",
        "registry.gitlab.com/gitlab-org/gitlab-runner/gitlab-runner-helper:x86_64-v17.5.3", "exited",
        "Exited (0) 2 days ago", "2026-12-07T10:31:12+11:00"),
    box("f3d4e5f6a7b8", "registry-mirror", "registry:2", "running", "Up 6 weeks", "2026-10-29T13:11:02+11:00",
        ["0.0.0.0:5000->5000/tcp"]),
]}, _pc, age=20, args={"all": True})

_peony_pkg = item("e7", "linux_package_history", {"events": [
    package_event("2026-11-28T02:00:14+11:00", "upgrade", "gitlab-runner", "17.4.2-1", "17.5.3-1"),
    package_event("2026-11-28T02:00:20+11:00", "upgrade", "docker", "24.0.9_ce-150000.198.2",
                  "25.0.6_ce-150000.207.1"),
    package_event("2026-12-03T02:00:09+11:00", "upgrade", "kernel-default", "6.4.0-150600.23.22.1",
                  "6.4.0-150600.23.25.1"),
    package_event("2026-12-03T02:00:15+11:00", "upgrade", "openssl-3", "3.1.4-150600.5.10.1", "3.1.4-150600.5.15.1"),
    package_event("2026-12-03T02:00:18+11:00", "install", "git-lfs", None, "3.4.1-150600.1.2"),
]}, _pc, age=60, args={"since_days": 30})

_peony_traffic = item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
    {"name": "eth0", "rx_bytes_per_s": 94_000_000, "tx_bytes_per_s": 3_200_000},
    {"name": "docker0", "rx_bytes_per_s": 1_100_000, "tx_bytes_per_s": 88_000_000},
]}, _pc, age=700, args={"interval_seconds": 1})

_PEONY_EV = [_peony_steady, _peony_sys, _peony_procs, _peony_disk, _peony_logs, _peony_boxes, _peony_pkg,
             _peony_traffic]

_PEONY_ANSWERS = [
    {"q": "Why is the CI runner so slow right now?", "ev": ["e2", "e3", "e1"],
     "a": "Okay, it looks like **peony** is pretty busy right now! 🔥\n\n"
          "1. **High CPU:** [[s:Overall CPU usage is around 86%]], and [[c:the 1-minute load is about 12]]. "
          "[[s:The load has climbed from about 9 to about 16 over the last 15 minutes]].\n"
          "2. **Compilers:** [[s:Three `cc1plus` processes are each using nearly a full core]]. [[u:They're running "
          "inside the build containers]].\n"
          "3. **Linker:** [[s:`ld.lld` is at about 64% CPU]] and [[c:is using around 1.5 GiB of memory]].\n"
          "4. **Memory:** [[s:About 42 GiB of RAM is in use]], [[c:and swap isn't being used at all]].\n\n"
          "It seems [[u:two C++ jobs compiling at the same time are saturating the CPU]]. 🐢\n\n"
          "**Suggestions:**\n"
          "* Lower `concurrent` in `/etc/gitlab-runner/config.toml` to 1 for heavy projects.\n"
          "* Enable `ccache` in the build image to avoid recompiling unchanged files.\n"
          "* Consider a second runner for the firmware project."},

    {"q": "Are we running out of disk on the runner?", "ev": ["e4", "e5"],
     "a": "Yes, it looks like disk space is getting tight! ⚠️\n\n"
          "| Filesystem | Used | Free | Use% |\n"
          "|---|---|---|---|\n"
          "| `/` (btrfs) | [[s:455 GB]] | [[s:45 GB]] | [[s:91%]] |\n"
          "| `/var/lib/docker` (xfs) | [[s:951 GB]] | [[c:47 GiB]] | [[c:93%]] |\n\n"
          "[[s:A job has already failed with \"no space left on device\"]] [[s:at 15:20]] — [[c:that was job "
          "88140]]. [[u:Docker's build cache is probably the biggest consumer]] on `/var/lib/docker`.\n\n"
          "**Suggestions:**\n"
          "1. `docker system df` to see images, containers and build cache.\n"
          "2. `docker builder prune --filter until=72h` to clear old cache.\n"
          "3. On `/`, check btrfs snapshots with `snapper list`. 🧹"},

    {"q": "Did any CI jobs fail today?", "ev": ["e5"],
     "a": "Let me check the runner logs 📜\n\n"
          "In the last three hours:\n"
          "1. **Job 88140** – [[s:failed with exit code 1]] — [[u:most likely a failing test or a "
          "compile error]]\n"
          "2. **Job 88152** – [[s:system failure: no space left on device]] ([[c:project 42]])\n"
          "3. **Job 88160** – [[s:succeeded]], [[c:after about 15 minutes]]\n\n"
          "So [[s:2 of the 4 finished jobs failed]]. [[s:Two more jobs were picked up since]]. "
          "[[c:All of these jobs came from the firmware "
          "project]].\n\n"
          "**Suggestion:** open job 88140 in GitLab to see the failing step, and free up disk before retrying "
          "88152. 🔁"},

    {"q": "What was updated recently, and do we need a reboot?", "ev": ["e7", "e1"],
     "a": "Here's the recent update history 📦\n\n"
          "**November 28:**\n"
          "- [[s:gitlab-runner 17.4.2 → 17.5.3]]\n"
          "- [[s:Docker upgraded to 25.0.6]]\n\n"
          "**December 3:**\n"
          "- [[s:kernel-default updated to 6.4.0-150600.23.25.1]]\n"
          "- [[c:openssl-3 upgraded to 3.2.0]]\n"
          "- [[s:git-lfs newly installed]]\n\n"
          "[[c:That's 4 changes in total]], and [[s:they all ran at around 2 AM]] (looks like an automatic update "
          "timer ⏰).\n\n"
          "**Reboot:** It seems so — [[s:you're still running 6.4.0-150600.23.22]], so [[s:the new kernel isn't "
          "loaded yet]]. [[u:The Docker upgrade might also explain why the disk is filling faster]].\n\n"
          "**Suggestions:**\n"
          "* Pause the runner (`gitlab-runner stop`) and reboot between jobs.\n"
          "* `zypper ps -s` lists services still using old libraries after the openssl update."},

    {"q": "What containers are on the runner?", "ev": ["e6"],
     "a": "Here are the containers on peony 🐳:\n\n"
          "1. **Build job (project 42)** – [[s:running for 18 minutes]]\n"
          "2. **Build job (project 57)** – [[s:running]], [[c:for about 15 minutes]]\n"
          "3. **Registry mirror** – [[s:`registry:2`]], [[c:on port 5001]]\n"
          "4. **Cache helper** – [[s:exited cleanly]] ([[s:code 0]]) [[c:2 hours ago]]\n\n"
          "So [[s:3 are running]]. [[c:The two build jobs use different images]].\n\n"
          "**Suggestions:**\n"
          "* `docker container prune` removes the stopped helper.\n"
          "* `docker ps -a --filter name=runner-` shows only the CI containers."},

    {"q": "How much network traffic is the runner pulling?", "ev": ["e8", "e2"],
     "a": "📶 **Network traffic on peony** (from a sample taken a little while ago):\n\n"
          "- `eth0`: [[t:receiving about 94 MB/s]] and [[t:sending about 3.2 MB/s]]\n"
          "- `docker0`: [[t:sending ~88 MB/s into the containers]]\n\n"
          "[[t:That's roughly 750 Mbit/s inbound]], [[u:probably the build jobs pulling images and "
          "dependencies]]. [[s:CPU is at about 86% right now]], so [[u:the network probably isn't the "
          "bottleneck]].\n\n"
          "**Suggestions:**\n"
          "* Run `iftop -i eth0` for a live view.\n"
          "* Point your jobs at the local registry mirror to cut down on pulls. 🌐"},

    {"q": "Can gitlab-runner use Docker, and who are the admins here?", "ev": ["e1"],
     "a": "Sure! 🔐\n\n"
          "1. **gitlab-runner:** [[s:is in the `docker` group]], and [[c:its UID is 1000]].\n"
          "2. **ops:** [[s:is in `wheel`]].\n"
          "3. **Admins:** [[s:`ops` is the only member of `wheel`]].\n"
          "4. **Versions:** [[s:openSUSE Leap 15.6]], [[s:Docker 25.0.6]], [[c:gitlab-runner 17.4.2]].\n\n"
          "⚠️ **Note:** being in the `docker` group is effectively root, so the runner user is very powerful.\n\n"
          "**Suggestion:** consider rootless Docker or a dedicated VM for untrusted pipelines."},
]

MACHINES = [
    {"name": "tulip", "clock": _tc, "evidence": _TULIP_EV, "answers": _TULIP_ANSWERS},
    {"name": "orchid", "clock": _oc, "evidence": _ORCHID_EV, "answers": _ORCHID_ANSWERS},
    {"name": "lotus", "clock": _lc, "evidence": _LOTUS_EV, "answers": _LOTUS_ANSWERS},
    {"name": "dahlia", "clock": _dc, "evidence": _DAHLIA_EV, "answers": _DAHLIA_ANSWERS},
    {"name": "peony", "clock": _pc, "evidence": _PEONY_EV, "answers": _PEONY_ANSWERS},
]
