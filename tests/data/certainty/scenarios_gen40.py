"""40th generation (written blind: the writer saw neither the wrapper nor the other generations' scenarios).

Five machines named after bright stars, each with its own distribution, role and time zone, answered in the
ways small local models answer (rambling, repeating the question, hedging, mis-rounding, mixing GB and GiB,
giving times in local time and in UTC).

sirius — a NixOS 24.11 developer workstation in Asia/Kolkata (+05:30). Evidence: steady state (Ryzen 9 7950X,
62 GiB, no package database readable: NixOS keeps packages in /nix/store, so `installed_packages` is
unavailable; 32 `nixbld` build users), system info (load rising 4.10 -> 9.82 while nix builds qtwebengine), a
fresh process list by memory (cut to 8: rust-analyzer 6.8 GiB, firefox, two cc1plus as nixbld3), every service
(home-manager-devika and fwupd-refresh failed), the home-manager journal ("Existing file ... is in the way"),
disk usage (/boot 92% full), a slice of /etc/nixos/configuration.nix, rootless Podman containers, and a
system-info reading 18 minutes old (stale).

vega — an Alpine Linux 3.21 edge router and DNS box in America/St_Johns (-03:30): unbound forwarding over TLS
to Quad9, dnsmasq for DHCP only, WireGuard wg0, OpenRC. Evidence: steady state (apk packages, wheel = root and
mateo), linux_service_status failing because systemd is not running, linux_package_history failing (no
supported log), a process list by CPU (cut), a complete socket listing (nothing but WireGuard 51820 and
dnsmasq 67 on 0.0.0.0), a 2-second traffic sample, /var/log/messages (two SERVFAILs, a WireGuard handshake
retry, one SSH login over the tunnel), unbound.conf, and a system-info reading 7 minutes old (stale).

rigel — an openSUSE Tumbleweed laptop with btrfs and snapper in Australia/Adelaide (+10:30). Evidence: steady
state collected before last night's `zypper dup`, with `packages` in stale_sources; the package history of
that dup (new kernel 6.12.10 installed, still running 6.12.9, 7 changes); disk usage (/, /home and
/.snapshots on one btrfs device); the snapper root config; the snapper-cleanup journal; every service read
8 minutes ago (stale); processes by memory (cut); system info; a complete socket listing.

altair — a Debian 12 web host (Apache 2.4 + PHP-FPM 8.2 pool `shop` running as deploy, MariaDB on its own
xfs disk) in Asia/Tehran (+03:30). Evidence: steady state, every service (certbot failed), processes by
memory (cut to 10), a complete socket listing, Apache's error log (MaxRequestWorkers, proxy_fcgi resets),
certbot's journal (ACME connection timeout), 7 days of dpkg history (kernel -32 installed, OpenSSL and PHP
upgraded, xdebug removed), disk usage (/var/lib/mysql 85%, not used by any answer), the pool file (pm.max_requests commented out),
system info.

deneb — an Ubuntu 24.04 NUC that is the k3s server of a 3-node cluster (deneb, adhara, mimosa) in
America/Denver (-07:00). Evidence: steady state (k3s not a dpkg package), nodes (mimosa NotReady since
21:47Z, on v1.31.4), every pod (13; uptime-kuma in CrashLoopBackOff with 14 restarts), deployments in `apps`,
events with UTC timestamps (liveness probe refused on 3001, 61 back-offs), the k3s journal, k3s.service read
7 minutes ago (stale), processes by CPU (cut), system info and disk usage.
"""

from __future__ import annotations

from _evidence import (GiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       package_event, pod, processes, steady, system_info, unit)

# ----------------------------------------------------------------------------------------------------------
# sirius: NixOS developer workstation, Asia/Kolkata (+05:30)
# ----------------------------------------------------------------------------------------------------------
S = Clock("2026-02-17T15:42:00+05:30")
S_MEM = 66_721_214_464
S_NIXBLD = [f"nixbld{n}" for n in range(1, 33)]
S_FIREFOX = "/nix/store/0k4v2q9hx7d3w1m8l5c6a2b9f0rj7sy1-firefox-134.0.1/bin/firefox"
S_EMACS = "/nix/store/9z2lq0m4c7b1x5v8n3k6j0h2g4f7d9s1-emacs-29.4/bin/emacs --daemon"
S_CC1 = ("/nix/store/a1b2c3d4e5f6g7h8i9j0k1l2m3n4o5p6-gcc-13.3.0/libexec/gcc/x86_64-unknown-linux-gnu/13.3.0/"
         "cc1plus -quiet -I /build/qtwebengine-everywhere-src-6.8.1/src/3rdparty/chromium -O2")

sirius = {
    "name": "sirius",
    "clock": S,
    "evidence": [
        steady("e1", S, age=2400, hostname="sirius", os_name="NixOS", os_version="24.11", os_codename="vicuna",
               kernel="6.6.74", cpu_model="AMD Ryzen 9 7950X 16-Core Processor", cpu_cores=16, cpu_threads=32,
               memory_total_bytes=S_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4",
                       "total_bytes": 1_967_317_618_688},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "vfat",
                       "total_bytes": 1_071_628_288}],
               network_interfaces=[
                   {"name": "enp14s0", "mac": "a8:a1:59:3c:0e:71", "addresses": ["192.168.29.41/24"], "is_up": True},
                   {"name": "wlp15s0", "mac": "c8:94:02:7d:11:aa", "addresses": [], "is_up": False},
                   {"name": "tailscale0", "mac": None, "addresses": ["100.101.7.22/32"], "is_up": True}],
               dns_servers=["192.168.29.1"], default_gateway="192.168.29.1",
               package_manager=None, installed_packages={},
               unavailable={"package_manager": "no dpkg, rpm, pacman or apk database found",
                            "installed_packages": "no dpkg, rpm, pacman or apk database found "
                                                  "(NixOS keeps packages in /nix/store)"},
               available_services=["nix-daemon.service", "sshd.service", "tailscaled.service", "podman.service",
                                   "NetworkManager.service", "nix-gc.service", "home-manager-devika.service",
                                   "fwupd-refresh.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root",
                       "shell": "/run/current-system/sw/bin/bash"},
                      {"name": "devika", "uid": 1000, "gid": 100, "home": "/home/devika",
                       "shell": "/run/current-system/sw/bin/zsh"},
                      {"name": "ravi", "uid": 1001, "gid": 100, "home": "/home/ravi",
                       "shell": "/run/current-system/sw/bin/bash"}]
               + [{"name": n, "uid": 30000 + i, "gid": 30000, "home": "/var/empty",
                   "shell": "/run/current-system/sw/bin/nologin"} for i, n in enumerate(S_NIXBLD, start=1)],
               groups=[{"name": "wheel", "gid": 1, "members": ["devika"]},
                       {"name": "networkmanager", "gid": 57, "members": ["devika", "ravi"]},
                       {"name": "kvm", "gid": 302, "members": ["devika"]},
                       {"name": "video", "gid": 26, "members": ["devika"]},
                       {"name": "nixbld", "gid": 30000, "members": list(S_NIXBLD)}]),
        item("e2", "linux_system_info",
             system_info(31.2, [9.82, 7.41, 4.10], 277_920, "2026-02-14T10:30:00+05:30", S_MEM,
                         23_622_320_128, 8 * GiB, 1_288_490_189), S, age=25),
        item("e3", "linux_processes", processes(587, S_MEM, [
            (48211, "rust-analyzer", "devika", 3.1, 7_301_444_403, "2026-02-17T11:05:12+05:30",
             "/nix/store/5m1x0c8v2b4n6q9w3e7r1t5y8u2i4o6p-rust-analyzer-2025-01-20/bin/rust-analyzer"),
            (3120, "firefox", "devika", 6.2, 3_650_722_201, "2026-02-14T10:34:40+05:30", S_FIREFOX),
            (51920, "cc1plus", "nixbld3", 98.7, 3_113_851_289, "2026-02-17T15:31:02+05:30", S_CC1),
            (51877, "cc1plus", "nixbld3", 97.9, 2_791_728_742, "2026-02-17T15:30:48+05:30", S_CC1),
            (2210, "emacs", "devika", 0.4, 1_181_116_006, "2026-02-14T10:33:05+05:30", S_EMACS),
            (1433, "nix-daemon", "root", 1.2, 432_013_312, "2026-02-14T10:30:21+05:30",
             "/nix/store/x8c2v4b6n8m0q2w4e6r8t0y2u4i6o8p0-nix-2.24.11/bin/nix-daemon --daemon"),
            (4711, "postgres", "100998", 0.3, 398_458_880, "2026-02-14T10:36:10+05:30", "postgres"),
            (1620, "tailscaled", "root", 0.1, 92_274_688, "2026-02-14T10:30:25+05:30",
             "/nix/store/q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6-tailscale-1.78.1/bin/tailscaled --port=41641"),
        ]), S, age=30, args={"sort": "memory", "limit": 8}, complete=False),
        item("e4", "linux_service_status", {"units": [
            unit("nix-daemon.service", "active", "running", "enabled", 1433, "2026-02-14T10:30:21+05:30",
                 "Nix Daemon"),
            unit("sshd.service", "active", "running", "enabled", 1588, "2026-02-14T10:30:24+05:30", "SSH Daemon"),
            unit("tailscaled.service", "active", "running", "enabled", 1620, "2026-02-14T10:30:25+05:30",
                 "Tailscale node agent"),
            unit("NetworkManager.service", "active", "running", "enabled", 1502, "2026-02-14T10:30:23+05:30",
                 "Network Manager"),
            unit("podman.service", "inactive", "dead", "disabled", None, None, "Podman API Service"),
            unit("nix-gc.service", "inactive", "dead", "linked", None, None, "Nix Garbage Collector"),
            unit("home-manager-devika.service", "failed", "failed", "enabled", None, None,
                 "Home Manager environment for devika"),
            unit("fwupd-refresh.service", "failed", "failed", "linked", None, None,
                 "Refresh fwupd metadata and update motd"),
        ]}, S, age=40),
        item("e5", "linux_recent_logs", {"source": "journal", "unit": "home-manager-devika.service", "entries": [
            log_entry("2026-02-17T15:20:41+05:30", "home-manager-devika.service", "info",
                      "Starting Home Manager activation"),
            log_entry("2026-02-17T15:20:41+05:30", "home-manager-devika.service", "err",
                      "Existing file '/home/devika/.config/git/config' is in the way of "
                      "'/nix/store/h7k2m9p4x1c6v8b3n5q0w2e4r6t8y0u2-home-manager-files/.config/git/config'"),
            log_entry("2026-02-17T15:20:41+05:30", "home-manager-devika.service", "err",
                      "Please do one of the following: - Move or remove the above files and try again. - In "
                      "standalone mode, use 'home-manager switch -b backup' to back up files automatically."),
            log_entry("2026-02-17T15:20:42+05:30", "home-manager-devika.service", "warning",
                      "home-manager-devika.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-02-17T15:20:42+05:30", "home-manager-devika.service", "err",
                      "Failed to start Home Manager environment for devika."),
        ]}, S, age=45, args={"unit": "home-manager-devika.service", "since_minutes": 120}),
        item("e6", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 1_967_317_618_688, 1_532_100_000_000),
            fs("/dev/nvme0n1p1", "/boot", "vfat", 1_071_628_288, 986_316_800),
        ]}, S, age=35),
        item("e7", "linux_file_read", {"path": "/etc/nixos/configuration.nix", "offset": 40, "limit": 12,
                                       "total_lines": 212, "lines": [
            "  boot.loader.systemd-boot.enable = true;",
            "  boot.loader.systemd-boot.configurationLimit = 20;",
            "  boot.loader.efi.canTouchEfiVariables = true;",
            "",
            "  time.timeZone = \"Asia/Kolkata\";",
            "",
            "  nix.settings.max-jobs = 8;",
            "  nix.settings.experimental-features = [ \"nix-command\" \"flakes\" ];",
            "  nix.gc.automatic = true;",
            "  nix.gc.dates = \"weekly\";",
            "  nix.gc.options = \"--delete-older-than 14d\";",
            "",
        ]}, S, age=60, args={"path": "/etc/nixos/configuration.nix", "offset": 40, "limit": 12}),
        item("e8", "linux_containers", {"runtime": "podman", "containers": [
            box("4c1f0e9a2b7d", "pg16", "docker.io/library/postgres:16.4", "running", "Up 3 days",
                "2026-01-30T19:02:11+05:30", ["127.0.0.1:5432->5432/tcp"]),
            box("9a8b7c6d5e4f", "mailpit", "docker.io/axllent/mailpit:v1.21", "running", "Up 3 days",
                "2026-02-03T12:15:40+05:30", ["0.0.0.0:8025->8025/tcp", "0.0.0.0:1025->1025/tcp"]),
            box("1e2d3c4b5a69", "redis", "docker.io/library/redis:7.2", "exited", "Exited (0) 2 days ago",
                "2026-01-30T19:05:00+05:30", []),
        ]}, S, age=50, args={"all": True}),
        item("e9", "linux_system_info",
             system_info(12.0, [3.02, 2.80, 2.75], 276_820, "2026-02-14T10:30:00+05:30", S_MEM,
                         31_138_512_896, 8 * GiB, 644_245_094), S, age=1100),
    ],
    "answers": [
        {"q": "Why is sirius so sluggish right now?", "ev": ["e2", "e3"],
         "a": "Hi! Let me take a look at why sirius is feeling sluggish.\n\n"
              "Looking at the data, [[s:the 1-minute load average is 9.82]], and [[c:it has been falling over the "
              "last 15 minutes]].\n\n"
              "The main culprits:\n"
              "1. [[s:`rust-analyzer` (PID 48211) is the biggest memory user]] at [[c:about 6.8 GB]].\n"
              "2. [[s:Two `cc1plus` compiler processes are running as `nixbld3`]]. [[u:This is nix building qtwebengine from source because it isn't in the binary cache]].\n"
              "3. [[c:Firefox is sitting at around 2.4 GiB]].\n\n"
              "Overall, [[s:about 40 GiB of RAM is in use]] and [[c:swap is untouched]].\n\n"
              "If you need the machine back, you could stop the build or lower `nix.settings.max-jobs`."},
        {"q": "home-manager failed when I logged in — why?", "ev": ["e4", "e5"],
         "a": "**Short answer:** [[s:`home-manager-devika.service` is in a failed state]] because [[s:an existing "
              "file, `~/.config/git/config`, is in the way]] of the one Home Manager wants to link.\n\n"
              "From the journal:\n"
              "- [[s:The activation ran at 15:20]] and [[c:exited with status 2]]\n"
              "- [[s:Home Manager itself suggests `home-manager switch -b backup`]]\n"
              "- [[u:This usually happens after you edit the git config by hand with `git config --global`]]\n\n"
              "[[c:Nothing else has failed]] — [[s:`nix-daemon` is active and running]], but [[c:`tailscaled` is "
              "stopped]], so you may want to look at that too.\n\n"
              "Move the file aside (`mv ~/.config/git/config{,.bak}`) and re-run the switch."},
        {"q": "Can I run nixos-rebuild switch? Last time it said 'No space left on device' for /boot.",
         "ev": ["e1", "e6", "e7"],
         "a": "## /boot check\n\n"
              "| Mount | Size | Used | Free |\n|---|---|---|---|\n"
              "| /boot | [[s:1 GiB]] | [[s:~941 MiB (92%)]] | [[c:about 180 MiB]] |\n"
              "\n"
              "[[s:Your configuration keeps up to 20 boot generations]] "
              "(`boot.loader.systemd-boot.configurationLimit = 20`), [[u:and each generation's kernel plus initrd "
              "takes about 45 MB]], so [[u:you probably have around 20 kernels sitting on /boot]]. "
              "[[c:Automatic garbage collection runs daily]]. "
              "\n\n"
              "I'd lower `configurationLimit` to 5, then run `sudo nix-collect-garbage -d` and "
              "`sudo nixos-rebuild boot` before switching."},
        {"q": "Which containers are running, and on which ports?", "ev": ["e8"],
         "a": "You're using **rootless Podman**. Here's what I see:\n\n"
              "- [[s:`pg16` is running]], [[s:published on 127.0.0.1:5432]]\n"
              "- [[s:`mailpit` is up]], [[s:exposing its web UI on 8025]] and [[c:SMTP on 1125]]\n"
              "- [[c:`redis` is running as well]]\n\n"
              "[[c:All three have been up for about 3 days]]. Note that [[s:mailpit's ports are bound to "
              "0.0.0.0]], [[u:so anyone on your LAN can reach it]] — bind it to 127.0.0.1 if that's not intended."},
        {"q": "Who's in wheel, and how many nix build users do I have?", "ev": ["e1"],
         "a": "Sure! From the user database:\n\n"
              "- **wheel:** [[c:`devika` and `ravi`]]\n"
              "- **Build users:** [[c:there are 64 of them]] ([[s:the `nixbld` group has GID 30000]]), and "
              "[[c:they have /bin/bash as their shell]]\n"
              "- **You:** [[s:UID 1000]], [[s:login shell zsh]]\n"
              "- [[s:`ravi` is in `networkmanager`]] and [[s:uses bash]]; [[u:he hasn't logged in for a while]]."},
        {"q": "Which version of Firefox do I have installed? And is emacs from nixpkgs?", "ev": ["e1", "e3"],
         "a": "Hmm, so the question is which version of Firefox is installed and whether emacs comes from "
              "nixpkgs. Let me think about this.\n\n"
              "[[s:The installed-package list isn't available on this machine]] — [[s:NixOS keeps its packages in "
              "/nix/store, so the snapshot couldn't read a package database]]. However, [[s:the running Firefox binary "
              "comes from `/nix/store/...-firefox-134.0.1`]], so [[s:you're running Firefox 134.0.1]]. [[c:It was started this morning]].\n\n"
              "[[s:Emacs (PID 2210) runs from the Nix store too]], [[u:so it's most likely from "
              "nixpkgs-unstable]]. [[s:It has been running since Feb 14]], [[c:using roughly 1.6 GiB]]."},
        {"q": "How much memory and swap is in use?", "ev": ["e1", "e9"],
         "a": "As of the last reading: [[t:about 33 GiB of RAM is in use]] ([[t:53%]]) and [[t:swap usage is ~600 "
              "MiB]] ([[t:7.5%]]). [[s:Total memory is 62 GiB]].\n\n"
              "[[t:The load is around 3]] [[s:on a Ryzen 9 7950X]] [[c:with 12 cores]], [[u:so you have plenty of "
              "headroom]]."},
    ],
}

# ----------------------------------------------------------------------------------------------------------
# vega: Alpine Linux edge router / DNS box, America/St_Johns (-03:30)
# ----------------------------------------------------------------------------------------------------------
V = Clock("2026-02-09T22:18:00-03:30")
V_MEM = 8_154_390_528
V_NO_SYSTEMD = ("systemd is not running on this machine (no /run/systemd/system), so service states cannot "
                "be read")

vega = {
    "name": "vega",
    "clock": V,
    "evidence": [
        steady("e1", V, age=3000, hostname="vega", domain="home.arpa", os_name="Alpine Linux",
               os_version="3.21.2", os_codename=None, kernel="6.12.11-0-lts",
               cpu_model="Intel(R) Celeron(R) N5105 @ 2.00GHz", cpu_cores=4, cpu_threads=4,
               memory_total_bytes=V_MEM,
               disks=[{"device": "/dev/sda3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 118_111_600_640}],
               network_interfaces=[
                   {"name": "eth0", "mac": "00:e0:4c:68:01:a1", "addresses": ["198.51.100.23/24"], "is_up": True},
                   {"name": "eth1", "mac": "00:e0:4c:68:01:a2", "addresses": ["10.20.0.1/24"], "is_up": True},
                   {"name": "eth2", "mac": "00:e0:4c:68:01:a3", "addresses": [], "is_up": False},
                   {"name": "wg0", "mac": None, "addresses": ["10.99.0.1/24"], "is_up": True}],
               dns_servers=["127.0.0.1"], default_gateway="198.51.100.1",
               package_manager="apk",
               installed_packages={"alpine-base": "3.21.2-r0", "busybox": "1.37.0-r8", "unbound": "1.22.0-r0",
                                   "dnsmasq": "2.90-r3", "wireguard-tools": "1.0.20210914-r4",
                                   "nftables": "1.1.1-r0", "openssh": "9.9_p1-r2", "chrony": "4.6.1-r0",
                                   "linux-lts": "6.12.11-r0", "iproute2": "6.11.0-r0", "openrc": "0.55.1-r2"},
               available_services=[], sysv_services=["unbound", "dnsmasq", "sshd", "chronyd", "nftables",
                                                     "networking", "crond"],
               unavailable={"available_services": "no systemd unit directories"},
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/ash"},
                      {"name": "mateo", "uid": 1000, "gid": 1000, "home": "/home/mateo", "shell": "/bin/ash"},
                      {"name": "unbound", "uid": 100, "gid": 101, "home": "/etc/unbound", "shell": "/sbin/nologin"},
                      {"name": "dnsmasq", "uid": 101, "gid": 102, "home": "/dev/null", "shell": "/sbin/nologin"},
                      {"name": "chrony", "uid": 102, "gid": 103, "home": "/var/lib/chrony",
                       "shell": "/sbin/nologin"}],
               groups=[{"name": "wheel", "gid": 10, "members": ["root", "mateo"]},
                       {"name": "mateo", "gid": 1000, "members": []}]),
        item("e2", "linux_service_status", None, V, age=20, args={"name": "unbound"}, error=V_NO_SYSTEMD),
        item("e3", "linux_processes", processes(74, V_MEM, [
            (24, "ksoftirqd/2", "root", 6.8, 0, "2025-12-30T16:18:03-03:30", "[ksoftirqd/2]"),
            (2941, "unbound", "unbound", 4.2, 190_840_832, "2025-12-30T16:19:02-03:30",
             "/usr/sbin/unbound -c /etc/unbound/unbound.conf"),
            (31077, "sshd", "mateo", 0.7, 6_553_600, "2026-02-09T22:05:31-03:30", "sshd: mateo@pts/0"),
            (2660, "chronyd", "chrony", 0.1, 3_276_800, "2025-12-30T16:18:55-03:30", "/usr/sbin/chronyd -f "
             "/etc/chrony/chrony.conf"),
            (2890, "dnsmasq", "dnsmasq", 0.0, 2_228_224, "2025-12-30T16:18:58-03:30",
             "/usr/sbin/dnsmasq --conf-file=/etc/dnsmasq.conf --port=0"),
            (2580, "crond", "root", 0.0, 1_146_880, "2025-12-30T16:18:50-03:30", "/usr/sbin/crond -c "
             "/etc/crontabs"),
            (31080, "ash", "mateo", 0.0, 2_949_120, "2026-02-09T22:05:32-03:30", "-ash"),
            (2702, "sshd", "root", 0.0, 5_242_880, "2025-12-30T16:18:57-03:30",
             "sshd: /usr/sbin/sshd [listener] 0 of 10-100 startups"),
        ]), V, age=25, args={"sort": "cpu", "limit": 8}, complete=False),
        item("e4", "linux_network_info", {
            "interfaces": [
                {"name": "eth0", "mac": "00:e0:4c:68:01:a1", "addresses": ["198.51.100.23/24"], "is_up": True},
                {"name": "eth1", "mac": "00:e0:4c:68:01:a2", "addresses": ["10.20.0.1/24"], "is_up": True},
                {"name": "eth2", "mac": "00:e0:4c:68:01:a3", "addresses": [], "is_up": False},
                {"name": "wg0", "mac": None, "addresses": ["10.99.0.1/24"], "is_up": True}],
            "listening": [
                listener(53, "127.0.0.1", 2941, "unbound", "udp"), listener(53, "10.20.0.1", 2941, "unbound", "udp"),
                listener(53, "10.99.0.1", 2941, "unbound", "udp"), listener(53, "127.0.0.1", 2941, "unbound"),
                listener(53, "10.20.0.1", 2941, "unbound"), listener(53, "10.99.0.1", 2941, "unbound"),
                listener(8953, "127.0.0.1", 2941, "unbound"),
                listener(67, "0.0.0.0", 2890, "dnsmasq", "udp"),
                listener(51820, "0.0.0.0", None, None, "udp"),
                listener(22, "10.20.0.1", 2702, "sshd"), listener(22, "10.99.0.1", 2702, "sshd"),
                listener(123, "10.20.0.1", 2660, "chronyd", "udp"), listener(323, "127.0.0.1", 2660, "chronyd", "udp"),
            ],
            "connections": [
                connection("198.51.100.23:41822", "9.9.9.9:853", 2941, "unbound"),
                connection("198.51.100.23:41830", "149.112.112.112:853", 2941, "unbound"),
                connection("10.99.0.1:22", "10.99.0.7:50112", 31077, "sshd"),
            ]}, V, age=30),
        item("e5", "linux_network_traffic", {"interval_seconds": 2.0, "interfaces": [
            {"name": "eth0", "rx_bytes_per_s": 5_873_000, "tx_bytes_per_s": 412_000},
            {"name": "eth1", "rx_bytes_per_s": 455_000, "tx_bytes_per_s": 5_610_000},
            {"name": "eth2", "rx_bytes_per_s": 0, "tx_bytes_per_s": 0},
            {"name": "wg0", "rx_bytes_per_s": 120_400, "tx_bytes_per_s": 1_090_000},
        ]}, V, age=15, args={"interval_seconds": 2.0}),
        item("e6", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
            log_entry("2026-02-09T21:31:12-03:30", "dnsmasq-dhcp", "info",
                      "DHCPREQUEST(eth1) 10.20.0.57 3c:28:6d:4a:91:0e"),
            log_entry("2026-02-09T21:31:12-03:30", "dnsmasq-dhcp", "info",
                      "DHCPACK(eth1) 10.20.0.57 3c:28:6d:4a:91:0e pixel-7"),
            log_entry("2026-02-09T21:47:03-03:30", "unbound", "err",
                      "[2941:1] error: ssl handshake failed crypto error:0A000126:SSL routines::unexpected eof "
                      "while reading from 9.9.9.9 port 853"),
            log_entry("2026-02-09T21:47:03-03:30", "unbound", "info",
                      "[2941:1] info: SERVFAIL <bank.example.com. A IN>: all the configured stub or forward "
                      "servers failed, at zone . upstream server timeout"),
            log_entry("2026-02-09T21:47:09-03:30", "unbound", "info",
                      "[2941:0] info: SERVFAIL <www.example.org. AAAA IN>: all the configured stub or forward "
                      "servers failed, at zone . upstream server timeout"),
            log_entry("2026-02-09T21:52:40-03:30", "kernel", "warning",
                      "wireguard: wg0: Handshake for peer 3 (203.0.113.77:38102) did not complete after 5 seconds, "
                      "retrying (try 2)"),
            log_entry("2026-02-09T22:05:31-03:30", "sshd", "info",
                      "Accepted publickey for mateo from 10.99.0.7 port 50112 ssh2: ED25519 SHA256:[REDACTED]"),
        ]}, V, age=40, args={"since_minutes": 120, "limit": 50}),
        item("e7", "linux_file_read", {"path": "/etc/unbound/unbound.conf", "offset": 0, "limit": 40,
                                       "total_lines": 19, "lines": [
            "server:",
            "    interface: 127.0.0.1",
            "    interface: 10.20.0.1",
            "    interface: 10.99.0.1",
            "    access-control: 10.20.0.0/24 allow",
            "    access-control: 10.99.0.0/24 allow",
            "    num-threads: 2",
            "    msg-cache-size: 64m",
            "    rrset-cache-size: 128m",
            "    prefetch: yes",
            "    tls-cert-bundle: /etc/ssl/certs/ca-certificates.crt",
            "remote-control:",
            "    control-enable: yes",
            "    control-interface: 127.0.0.1",
            "forward-zone:",
            "    name: \".\"",
            "    forward-tls-upstream: yes",
            "    forward-addr: 9.9.9.9@853#dns.quad9.net",
            "    forward-addr: 149.112.112.112@853#dns.quad9.net",
        ]}, V, age=60, args={"path": "/etc/unbound/unbound.conf"}),
        item("e8", "linux_package_history", None, V, age=30, args={"since_days": 30},
             error="no package manager log found (looked for /var/log/dpkg.log, /var/log/apt/history.log, "
                   "/var/log/dnf.rpm.log, /var/log/pacman.log)"),
        item("e9", "linux_system_info",
             system_info(7.9, [0.31, 0.28, 0.22], 3_563_580, "2025-12-30T16:18:00-03:30", V_MEM,
                         6_900_000_000, 0, 0), V, age=420),
    ],
    "answers": [
        {"q": "Is unbound running on vega?", "ev": ["e1", "e2", "e3", "e4"],
         "a": "I tried to check the service status, but [[s:the service tool couldn't run because systemd isn't "
              "running here]] — [[s:vega is Alpine Linux]], [[u:which uses OpenRC]].\n\n"
              "From the process and socket lists, though: [[s:the `unbound` process is running (PID 2941)]], [[c:started about 3 days ago]]. [[s:It's listening on port 53 on 127.0.0.1, "
              "10.20.0.1 and 10.99.0.1]], [[s:over both UDP and TCP]]. [[c:It's using around 4% of memory]].\n\n"
              "You can double-check with `rc-service unbound status`."},
        {"q": "What's listening on vega, and is anything exposed on the WAN side?", "ev": ["e1", "e4"],
         "a": "Here are the listening sockets:\n\n"
              "| Port | Proto | Bound to | Process |\n|---|---|---|---|\n"
              "| 53 | [[s:udp+tcp]] | [[s:127.0.0.1, 10.20.0.1, 10.99.0.1]] | [[s:unbound]] |\n"
              "| 22 | tcp | [[c:0.0.0.0]] | sshd |\n"
              "| 51820 | [[s:udp]] | [[s:0.0.0.0]] | [[u:WireGuard (kernel module)]] |\n"
                            "\n"
              "**WAN side (eth0):** [[c:the only thing reachable from outside is WireGuard on "
              "51820]], and [[u:nftables drops everything else on eth0 anyway]]. [[s:sshd is not listening on the WAN "
              "address]], which is good."},
        {"q": "How much traffic is going through the router right now? Is the WireGuard tunnel busy?",
         "ev": ["e5"],
         "a": "Right now (2-second sample):\n\n"
              "- **WAN (eth0):** [[s:~5.9 MB/s down]] ([[s:about 47 Mbit/s]]), [[c:about 4 MB/s up]]\n"
              "- **LAN (eth1):** [[s:≈5.6 MB/s going out to clients]], [[c:which is more than what's coming in on "
              "the WAN]]\n"
              "- **wg0:** [[c:about 1.09 MiB/s sent]], [[s:~120 KB/s received]]\n"
              "\n"
              "[[s:So the tunnel is fairly light compared to the WAN link]]. [[u:The tunnel traffic is probably "
              "someone streaming from the home media server]]."},
        {"q": "Were there any DNS failures this evening? What upstream is unbound using?", "ev": ["e6", "e7"],
         "a": "Yes — [[s:unbound logged a SERVFAIL for `bank.example.com`]] [[s:at 21:47]] [[c:(that's 18:17 "
              "UTC)]], and [[s:right before it an SSL handshake with 9.9.9.9 failed]]. [[c:It only failed once]]. "
              "[[u:This was probably Quad9 having a short outage]].\n\n"
              "Config-wise, [[s:unbound forwards everything over TLS]] [[s:to Quad9 (9.9.9.9 and 149.112.112.112)]], "
              "and [[c:the rrset cache is 64 MB]]."},
        {"q": "What packages were updated lately? Is unbound current?", "ev": ["e1", "e8"],
         "a": "I couldn't get the package history — [[s:no package manager log was found]] ([[u:Alpine's apk log "
              "isn't one the tool knows how to read]]), so I can't tell if anything was upgraded in the last "
              "month... actually, [[u:nothing looks recently upgraded]].\n\n"
              "From the installed list ([[s:Alpine 3.21]]):\n"
              "- unbound [[s:1.22.0-r0]]\n- wireguard-tools [[s:1.0.20210914-r4]]\n"
              "- openssh [[c:9.6_p1]]\n\n"
              "[[u:1.22.0 is the newest unbound in the 3.21 repos]]. [[c:The kernel package is `linux-virt`]], and "
              "[[s:the running kernel is 6.12.11-0-lts]]."},
        {"q": "How busy is vega, and how long has it been up?", "ev": ["e9", "e3"],
         "a": "vega is pretty relaxed:\n\n"
              "- **Load average:** [[t:0.31 / 0.28 / 0.22]]\n"
                            "- **Uptime:** [[t:about 41 days]]\n"
              "- **Memory:** [[t:about 1.2 GiB used]] [[t:of 7.6 GiB]], [[t:no swap configured]]\n\n"
              "[[s:The busiest process at the moment is `ksoftirqd/2`]] [[s:at 6.8% CPU]] — [[u:that's the kernel "
              "handling packet interrupts from the NICs]]. [[s:unbound is second]] [[c:at about 2% CPU]]."},
        {"q": "Who logged in over SSH this evening?", "ev": ["e1", "e4", "e6"],
         "a": "[[s:`mateo` logged in]] [[s:at 22:05]] [[s:from 10.99.0.7]] — [[s:that's an address on the WireGuard "
              "subnet]] — [[s:using a public key]] ([[c:RSA]]). [[s:The session is still open]]. "
              "[[c:There were 2 SSH logins tonight]] in total.\n\n"
              "[[s:He's the only member of `wheel` besides root]], and [[c:his shell is /bin/bash]]."},
    ],
}

# ----------------------------------------------------------------------------------------------------------
# rigel: openSUSE Tumbleweed laptop with btrfs + snapper, Australia/Adelaide (+10:30)
# ----------------------------------------------------------------------------------------------------------
R = Clock("2026-01-22T09:12:00+10:30")
R_MEM = 33_285_996_544
R_BOOT = "2026-01-17T18:40:00+10:30"
R_DISK = 999_653_638_144
R_USED = 712_340_000_000

rigel_steady = steady(
    "e1", R, age=52_000, hostname="rigel", os_name="openSUSE Tumbleweed", os_version="20260119", os_codename=None,
    kernel="6.12.9-1-default", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16, cpu_threads=22,
    memory_total_bytes=R_MEM,
    disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": R_DISK},
           {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952}],
    network_interfaces=[
        {"name": "wlp0s20f3", "mac": "f4:6d:3f:12:9b:c0", "addresses": ["192.168.0.23/24"], "is_up": True}],
    dns_servers=["192.168.0.1"], default_gateway="192.168.0.1",
    package_manager="rpm",
    installed_packages={"kernel-default": "6.12.9-1.1", "MozillaFirefox": "134.0.1-1.1", "Mesa": "24.3.3-1.1",
                        "systemd": "256.8-1.1", "plasma6-workspace": "6.2.5-1.1", "python311-py": "1.11.0-5.1",
                        "zypper": "1.14.79-1.1", "snapper": "0.12.0-1.2", "btrfsprogs": "6.12-1.1",
                        "fish": "3.7.1-2.1", "flatpak": "1.16.0-1.1", "firewalld": "2.3.0-1.1",
                        "power-profiles-daemon": "0.23-1.1"},
    available_services=["NetworkManager.service", "bluetooth.service", "firewalld.service", "display-manager.service",
                        "power-profiles-daemon.service", "snapper-cleanup.service", "snapper-timeline.service",
                        "cups.service", "sshd.service", "packagekit.service", "avahi-daemon.service",
                        "postfix.service"],
    users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
           {"name": "sanne", "uid": 1000, "gid": 100, "home": "/home/sanne", "shell": "/usr/bin/fish"},
           {"name": "guest", "uid": 1001, "gid": 100, "home": "/home/guest", "shell": "/bin/bash"}],
    groups=[{"name": "wheel", "gid": 497, "members": []},
            {"name": "users", "gid": 100, "members": []},
            {"name": "libvirt", "gid": 474, "members": ["sanne"]},
            {"name": "video", "gid": 483, "members": ["sanne"]}],
    admin_users=[], sudoers_files=["/etc/sudoers"])
rigel_steady["data"]["stale_sources"] = ["packages"]

rigel = {
    "name": "rigel",
    "clock": R,
    "evidence": [
        rigel_steady,
        item("e2", "linux_package_history", {"events": [
            package_event("2026-01-21T21:41:02+10:30", "install", "kernel-default", None, "6.12.10-1.1"),
            package_event("2026-01-21T21:41:30+10:30", "upgrade", "MozillaFirefox", "134.0.1-1.1", "134.0.2-1.1"),
            package_event("2026-01-21T21:41:48+10:30", "upgrade", "Mesa", "24.3.3-1.1", "24.3.4-1.1"),
            package_event("2026-01-21T21:42:10+10:30", "upgrade", "systemd", "256.8-1.1", "257.2-1.1"),
            package_event("2026-01-21T21:42:55+10:30", "upgrade", "plasma6-workspace", "6.2.5-1.1", "6.3.0-1.1"),
            package_event("2026-01-21T21:43:01+10:30", "remove", "python311-py", "1.11.0-5.1", None),
            package_event("2026-01-21T21:43:20+10:30", "upgrade", "zypper", "1.14.79-1.1", "1.14.80-1.1"),
        ]}, R, age=60, args={"since_days": 3}),
        item("e3", "linux_system_info",
             system_info(6.1, [0.84, 1.12, 1.30], 397_920, R_BOOT, R_MEM, 18_790_000_000, 2 * GiB, 0), R, age=10),
        item("e4", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "btrfs", R_DISK, R_USED),
            fs("/dev/nvme0n1p2", "/home", "btrfs", R_DISK, R_USED),
            fs("/dev/nvme0n1p2", "/.snapshots", "btrfs", R_DISK, R_USED),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 535_805_952, 19_922_944),
        ]}, R, age=20),
        item("e5", "linux_file_read", {"path": "/etc/snapper/configs/root", "offset": 0, "limit": 60,
                                       "total_lines": 14, "lines": [
            "SUBVOLUME=\"/\"",
            "FSTYPE=\"btrfs\"",
            "QGROUP=\"1/0\"",
            "SPACE_LIMIT=\"0.5\"",
            "FREE_LIMIT=\"0.2\"",
            "ALLOW_USERS=\"\"",
            "NUMBER_CLEANUP=\"yes\"",
            "NUMBER_LIMIT=\"2-10\"",
            "NUMBER_LIMIT_IMPORTANT=\"4-10\"",
            "TIMELINE_CREATE=\"no\"",
            "TIMELINE_CLEANUP=\"yes\"",
            "TIMELINE_LIMIT_DAILY=\"10\"",
            "EMPTY_PRE_POST_CLEANUP=\"yes\"",
            "EMPTY_PRE_POST_MIN_AGE=\"1800\"",
        ]}, R, age=90, args={"path": "/etc/snapper/configs/root"}),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": "snapper-cleanup.service", "entries": [
            log_entry("2026-01-22T08:31:02+10:30", "snapper-cleanup.service", "info",
                      "Starting Daily Cleanup of Snapper Snapshots..."),
            log_entry("2026-01-22T08:31:07+10:30", "snapper-cleanup.service", "info",
                      "snapper-cleanup.service: Deactivated successfully."),
            log_entry("2026-01-22T08:31:07+10:30", "snapper-cleanup.service", "info",
                      "Finished Daily Cleanup of Snapper Snapshots."),
        ]}, R, age=50, args={"unit": "snapper-cleanup.service", "since_minutes": 720}),
        item("e7", "linux_service_status", {"units": [
            unit("NetworkManager.service", "active", "running", "enabled", 1021, "2026-01-17T18:40:21+10:30",
                 "Network Manager"),
            unit("bluetooth.service", "active", "running", "enabled", 1040, "2026-01-17T18:40:22+10:30",
                 "Bluetooth service"),
            unit("firewalld.service", "active", "running", "enabled", 998, "2026-01-17T18:40:20+10:30",
                 "firewalld - dynamic firewall daemon"),
            unit("display-manager.service", "active", "running", "enabled", 1350, "2026-01-17T18:40:25+10:30",
                 "X Display Manager"),
            unit("power-profiles-daemon.service", "active", "running", "enabled", 1012,
                 "2026-01-17T18:40:21+10:30", "Power Profiles daemon"),
            unit("packagekit.service", "active", "running", "static", 1876, "2026-01-22T08:02:11+10:30",
                 "PackageKit Daemon"),
            unit("avahi-daemon.service", "active", "running", "enabled", 980, "2026-01-17T18:40:20+10:30",
                 "Avahi mDNS/DNS-SD Stack"),
            unit("postfix.service", "active", "running", "enabled", 1650, "2026-01-17T18:40:30+10:30",
                 "Postfix Mail Transport Agent"),
            unit("snapper-cleanup.service", "inactive", "dead", "static", None, None,
                 "Daily Cleanup of Snapper Snapshots"),
            unit("snapper-timeline.service", "inactive", "dead", "static", None, None,
                 "Timeline of Snapper Snapshots"),
            unit("cups.service", "inactive", "dead", "disabled", None, None, "CUPS Scheduler"),
            unit("sshd.service", "inactive", "dead", "disabled", None, None, "OpenSSH Daemon"),
        ]}, R, age=500),
        item("e8", "linux_processes", processes(402, R_MEM, [
            (4410, "firefox", "sanne", 4.2, 2_684_354_560, "2026-01-22T08:05:40+10:30", "/usr/lib64/firefox/firefox"),
            (4533, "Isolated Web Co", "sanne", 12.0, 1_288_490_188, "2026-01-22T08:05:44+10:30",
             "/usr/lib64/firefox/firefox -contentproc -childID 7 -isForBrowser tab"),
            (2301, "plasmashell", "sanne", 1.8, 1_181_116_006, "2026-01-17T18:41:02+10:30", "/usr/bin/plasmashell"),
            (2110, "kwin_wayland", "sanne", 3.0, 536_870_912, "2026-01-17T18:40:58+10:30",
             "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0"),
            (1876, "packagekitd", "root", 0.0, 471_859_200, "2026-01-22T08:02:11+10:30", "/usr/libexec/packagekitd"),
            (2455, "baloo_file", "sanne", 0.0, 314_572_800, "2026-01-17T18:41:05+10:30", "/usr/bin/baloo_file"),
        ]), R, age=35, args={"sort": "memory", "limit": 6}, complete=False),
        item("e9", "linux_network_info", {
            "interfaces": [{"name": "wlp0s20f3", "mac": "f4:6d:3f:12:9b:c0", "addresses": ["192.168.0.23/24"],
                            "is_up": True}],
            "listening": [
                listener(5353, "0.0.0.0", 980, "avahi-daemon", "udp"),
                listener(1716, "::", 2601, "kdeconnectd"), listener(1716, "::", 2601, "kdeconnectd", "udp"),
                listener(25, "127.0.0.1", 1650, "master"), listener(25, "::1", 1650, "master"),
            ],
            "connections": [
                connection("192.168.0.23:51544", "34.107.243.93:443", 4410, "firefox"),
            ]}, R, age=30),
    ],
    "answers": [
        {"q": "Did last night's zypper dup go through? Do I need to reboot?", "ev": ["e1", "e2", "e3"],
         "a": "Good morning! Yes, [[s:the `zypper dup` ran last night around 21:40]] and [[s:installed "
              "kernel-default 6.12.10-1.1]]. [[s:You're still running 6.12.9-1-default]], so [[s:a reboot is needed "
              "to boot the new kernel]].\n\n"
              "Other notable changes:\n"
              "- [[s:Firefox 134.0.1 → 134.0.2]]\n"
              "- [[c:systemd 256.8 → 256.10]]\n"
                            "- [[c:Mesa was downgraded]]\n"
              "- [[s:`python311-py` was removed]]\n\n"
              "[[c:In total 9 packages changed]]. [[u:Snapper should have taken a pre/post snapshot pair for the "
              "transaction]], so you can roll back if the new kernel misbehaves."},
        {"q": "How much space are my btrfs snapshots using? Am I running out?", "ev": ["e4", "e5"],
         "a": "Your root filesystem is **btrfs** and [[s:`/`, `/home` and `/.snapshots` all sit on the same device "
              "(`/dev/nvme0n1p2`)]], so they share one pool: [[s:about 663 GiB used]] [[s:out of about 1 TB]] "
              "[[c:(72% full)]], [[s:roughly 287 GB free]]. [[u:Snapshots account for about 120 GB of that]].\n\n"
              "Snapper's root config:\n"
                            "- [[s:number cleanup keeps 2–10 snapshots]], [[c:and up to 4 important ones]]\n"
              "- [[s:SPACE_LIMIT is 0.5 (half the filesystem)]]\n\n"
              "You're fine for now; `snapper list` and `btrfs filesystem du` "
              "would give the real per-snapshot numbers."},
        {"q": "Is snapper's cleanup actually running?", "ev": ["e6", "e7"],
         "a": "Yes: [[s:the daily cleanup ran this morning at 08:31]] [[c:(that's 19:01 UTC)]] and [[s:finished "
              "successfully]] [[s:after about 5 seconds]], [[u:removing a few old snapshots]].\n\n"
              "[[t:`snapper-cleanup.service` is inactive (dead) now]], [[t:which is normal for a static unit]], and "
              "[[t:`snapper-timeline.service` is inactive too]]. [[u:Both are triggered by their timers once a "
              "day]]."},
        {"q": "What's eating my RAM?", "ev": ["e8", "e3"],
         "a": "Here's the top of the memory list:\n\n"
              "1. **Firefox** — [[s:PID 4410]], [[c:~2.5 GB]]\n"
              "2. **Isolated Web Co** (a Firefox content process) — [[s:about 1.2 GiB]]\n"
              "3. **baloo_file** — [[c:around 512 MiB]]\n\n"
              "[[s:Firefox plus that content process come to about 3.7 GiB]]. Overall [[s:13.5 GiB is in use]] "
              "[[s:of 31 GiB]] ([[c:about 52%]]), and [[s:swap isn't being used]]. [[u:packagekitd is probably still holding memory "
              "from this morning's update check]]."},
        {"q": "Which versions of snapper and btrfsprogs do I have, and which kernel packages?",
         "ev": ["e1", "e2"],
         "a": "From the package database (a snapshot from yesterday evening):\n\n"
              "snapper: [[t:0.12.0-1.2]]\n"
              "btrfsprogs: [[t:6.12-1.1]]\n"
              "kernel-default: [[c:6.12.9-1.1 only]]\n"
              "zypper: [[c:1.14.79]]\n\n"
              "[[t:fish 3.7.1 is installed]] as well, [[t:and the package manager is rpm]]. [[s:This is openSUSE "
              "Tumbleweed]], [[s:snapshot 20260119]]."},
        {"q": "Am I in the wheel group? Who can use sudo here?", "ev": ["e1"],
         "a": "No — [[s:the `wheel` group exists but has no members]], so [[s:you're not in it]]. [[s:You are in "
              "`libvirt`]] and [[s:`video`]]. [[u:On openSUSE, sudo asks for the root password by default "
              "(`Defaults targetpw`)]], so anyone who knows it can use sudo.\n\n"
              "Also: [[c:your UID is 1001]], [[s:your shell is fish]], and [[c:`sanne` is the only account with a home "
              "under /home]]."},
        {"q": "Is the firewall up, and what's listening?", "ev": ["e7", "e9"],
         "a": "**firewalld:** [[t:active (running)]]\n\n"
              "**Listening sockets:**\n"
              "- [[s:avahi-daemon on UDP 5353]]\n"
              "- [[s:KDE Connect on port 1716]]\n"
              "- [[s:Postfix (`master`) on port 25]], [[s:only on localhost]]\n"
              "- [[c:CUPS on 631]]\n\n"
              "[[c:sshd is listening on 22]] as well. [[u:firewalld's default zone blocks 1716 from outside]] unless "
              "you opened the kdeconnect service."},
    ],
}

# ----------------------------------------------------------------------------------------------------------
# altair: Debian 12 web host (Apache + PHP-FPM + MariaDB), Asia/Tehran (+03:30)
# ----------------------------------------------------------------------------------------------------------
A = Clock("2026-03-03T11:25:00+03:30")
A_MEM = 8_331_984_896
A_BOOT = "2026-02-26T04:09:30+03:30"

altair = {
    "name": "altair",
    "clock": A,
    "evidence": [
        steady("e1", A, age=1500, hostname="altair", domain="example.net", os_name="Debian GNU/Linux",
               os_version="12", os_codename="bookworm", kernel="6.1.0-31-amd64",
               cpu_model="AMD EPYC 7443P 24-Core Processor", cpu_cores=4, cpu_threads=4, memory_total_bytes=A_MEM,
               disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 161_061_273_600},
                      {"device": "/dev/vdb1", "mountpoint": "/var/lib/mysql", "fstype": "xfs",
                       "total_bytes": 107_374_182_400}],
               network_interfaces=[{"name": "ens3", "mac": "52:54:00:a7:3e:10", "addresses": ["203.0.113.40/24"],
                                    "is_up": True}],
               dns_servers=["203.0.113.2", "1.1.1.1"], default_gateway="203.0.113.1",
               package_manager="dpkg",
               installed_packages={"apache2": "2.4.62-1~deb12u2", "php8.2-fpm": "8.2.28-1~deb12u1",
                                   "php8.2-mysql": "8.2.28-1~deb12u1", "php8.2-common": "8.2.28-1~deb12u1",
                                   "mariadb-server": "1:10.11.6-0+deb12u1", "certbot": "2.1.0-4",
                                   "python3-certbot-apache": "2.1.0-1", "fail2ban": "1.0.2-2",
                                   "openssh-server": "1:9.2p1-2+deb12u4", "openssl": "3.0.16-1~deb12u1",
                                   "libssl3": "3.0.16-1~deb12u1", "linux-image-6.1.0-31-amd64": "6.1.128-1",
                                   "linux-image-6.1.0-32-amd64": "6.1.129-1", "cron": "3.0pl1-162"},
               available_services=["apache2.service", "php8.2-fpm.service", "mariadb.service", "ssh.service",
                                   "fail2ban.service", "cron.service", "certbot.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "www-data", "uid": 33, "gid": 33, "home": "/var/www", "shell": "/usr/sbin/nologin"},
                      {"name": "mysql", "uid": 106, "gid": 112, "home": "/nonexistent", "shell": "/bin/false"},
                      {"name": "kaveh", "uid": 1000, "gid": 1000, "home": "/home/kaveh", "shell": "/bin/bash"},
                      {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/var/www/shop", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["kaveh"]},
                       {"name": "adm", "gid": 4, "members": ["kaveh"]},
                       {"name": "www-data", "gid": 33, "members": ["deploy"]}]),
        item("e2", "linux_service_status", {"units": [
            unit("apache2.service", "active", "running", "enabled", 812, "2026-02-26T04:10:12+03:30",
                 "The Apache HTTP Server"),
            unit("php8.2-fpm.service", "active", "running", "enabled", 799, "2026-03-03T02:14:33+03:30",
                 "The PHP 8.2 FastCGI Process Manager"),
            unit("mariadb.service", "active", "running", "enabled", 901, "2026-02-26T04:10:15+03:30",
                 "MariaDB 10.11.6 database server"),
            unit("ssh.service", "active", "running", "enabled", 640, "2026-02-26T04:10:05+03:30",
                 "OpenBSD Secure Shell server"),
            unit("fail2ban.service", "active", "running", "enabled", 655, "2026-02-26T04:10:06+03:30",
                 "Fail2Ban Service"),
            unit("cron.service", "active", "running", "enabled", 600, "2026-02-26T04:10:04+03:30",
                 "Regular background program processing daemon"),
            unit("certbot.service", "failed", "failed", "static", None, None, "Certbot"),
        ]}, A, age=30),
        item("e3", "linux_processes", processes(168, A_MEM, [
            (901, "mariadbd", "mysql", 12.3, 2_587_885_568, "2026-02-26T04:10:15+03:30", "/usr/sbin/mariadbd"),
            (30511, "php-fpm8.2", "deploy", 8.9, 152_043_520, "2026-03-03T10:58:02+03:30", "php-fpm: pool shop"),
            (30498, "php-fpm8.2", "deploy", 7.1, 146_800_640, "2026-03-03T10:57:40+03:30", "php-fpm: pool shop"),
            (30877, "php-fpm8.2", "deploy", 5.5, 131_072_000, "2026-03-03T11:12:10+03:30", "php-fpm: pool shop"),
            (31002, "php-fpm8.2", "deploy", 2.0, 123_731_968, "2026-03-03T11:20:33+03:30", "php-fpm: pool shop"),
            (655, "fail2ban-server", "root", 0.2, 65_011_712, "2026-02-26T04:10:06+03:30",
             "/usr/bin/python3 /usr/bin/fail2ban-server -xf start"),
            (799, "php-fpm8.2", "root", 0.0, 39_845_888, "2026-03-03T02:14:33+03:30",
             "php-fpm: master process (/etc/php/8.2/fpm/php-fpm.conf)"),
            (1204, "apache2", "www-data", 1.1, 25_165_824, "2026-03-03T00:00:01+03:30", "/usr/sbin/apache2 -k start"),
            (1205, "apache2", "www-data", 0.9, 24_117_248, "2026-03-03T00:00:01+03:30", "/usr/sbin/apache2 -k start"),
            (812, "apache2", "root", 0.0, 11_534_336, "2026-02-26T04:10:12+03:30", "/usr/sbin/apache2 -k start"),
        ]), A, age=40, args={"sort": "memory", "limit": 10}, complete=False),
        item("e4", "linux_network_info", {
            "interfaces": [{"name": "ens3", "mac": "52:54:00:a7:3e:10", "addresses": ["203.0.113.40/24"],
                            "is_up": True}],
            "listening": [
                listener(80, "0.0.0.0", 812, "apache2"), listener(80, "::", 812, "apache2"),
                listener(443, "0.0.0.0", 812, "apache2"), listener(443, "::", 812, "apache2"),
                listener(3306, "127.0.0.1", 901, "mariadbd"),
                listener(22, "0.0.0.0", 640, "sshd"), listener(22, "::", 640, "sshd"),
            ],
            "connections": [
                connection("203.0.113.40:443", "198.51.100.77:51234", 1204, "apache2"),
                connection("203.0.113.40:443", "192.0.2.15:60211", 1205, "apache2"),
                connection("203.0.113.40:22", "192.0.2.200:41022", 31100, "sshd"),
                connection("127.0.0.1:48822", "127.0.0.1:3306", 30511, "php-fpm8.2"),
                connection("127.0.0.1:3306", "127.0.0.1:48822", 901, "mariadbd"),
            ]}, A, age=25),
        item("e5", "linux_recent_logs", {"source": "file", "unit": None, "entries": [
            log_entry("2026-03-03T10:47:12+03:30", "apache2", "err",
                      "[mpm_event:error] [pid 812:tid 812] AH00484: server reached MaxRequestWorkers setting, "
                      "consider raising the MaxRequestWorkers setting"),
            log_entry("2026-03-03T10:52:40+03:30", "apache2", "err",
                      "[proxy_fcgi:error] [pid 1204:tid 1301] [client 198.51.100.77:50412] AH01071: Got error "
                      "'Primary script unknown'"),
            log_entry("2026-03-03T11:03:05+03:30", "apache2", "err",
                      "[proxy_fcgi:error] [pid 1205:tid 1388] (104)Connection reset by peer: [client "
                      "192.0.2.15:59870] AH01075: Error dispatching request to : (polling)"),
            log_entry("2026-03-03T11:03:05+03:30", "apache2", "err",
                      "[proxy_fcgi:error] [pid 1205:tid 1388] [client 192.0.2.15:59870] AH01067: Failed to read "
                      "FastCGI header"),
        ]}, A, age=35, args={"grep": "error", "since_minutes": 180, "limit": 100}),
        item("e6", "linux_recent_logs", {"source": "journal", "unit": "certbot.service", "entries": [
            log_entry("2026-03-03T09:41:02+03:30", "certbot.service", "info",
                      "Renewing an existing certificate for shop.example.net"),
            log_entry("2026-03-03T09:41:35+03:30", "certbot.service", "err",
                      "Certbot failed to authenticate some domains (authenticator: apache). The Certificate "
                      "Authority reported these problems:"),
            log_entry("2026-03-03T09:41:35+03:30", "certbot.service", "err",
                      "  Domain: shop.example.net  Type: connection  Detail: 203.0.113.40: Fetching "
                      "http://shop.example.net/.well-known/acme-challenge/Xk3pQ: Timeout during connect (likely "
                      "firewall problem)"),
            log_entry("2026-03-03T09:41:36+03:30", "certbot.service", "warning",
                      "certbot.service: Main process exited, code=exited, status=1/FAILURE"),
            log_entry("2026-03-03T09:41:36+03:30", "certbot.service", "warning",
                      "certbot.service: Failed with result 'exit-code'."),
            log_entry("2026-03-03T09:41:36+03:30", "certbot.service", "err", "Failed to start certbot.service - "
                      "Certbot."),
        ]}, A, age=45, args={"unit": "certbot.service", "since_minutes": 240}),
        item("e7", "linux_package_history", {"events": [
            package_event("2026-03-01T03:05:40+03:30", "install", "linux-image-6.1.0-32-amd64", None, "6.1.129-1"),
            package_event("2026-03-01T03:05:41+03:30", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
            package_event("2026-03-01T03:05:41+03:30", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
            package_event("2026-03-03T02:14:20+03:30", "upgrade", "php8.2-fpm", "8.2.26-1~deb12u1", "8.2.28-1~deb12u1"),
            package_event("2026-03-03T02:14:20+03:30", "upgrade", "php8.2-mysql", "8.2.26-1~deb12u1",
                          "8.2.28-1~deb12u1"),
            package_event("2026-03-03T02:14:21+03:30", "upgrade", "php8.2-common", "8.2.26-1~deb12u1",
                          "8.2.28-1~deb12u1"),
            package_event("2026-03-03T02:14:22+03:30", "remove", "php8.2-xdebug", "3.2.0+2.1.0-1", None),
        ]}, A, age=60, args={"since_days": 7}),
        item("e8", "linux_disk_usage", {"filesystems": [
            fs("/dev/vda1", "/", "ext4", 161_061_273_600, 66_320_000_000),
            fs("/dev/vdb1", "/var/lib/mysql", "xfs", 107_374_182_400, 91_268_055_040),
        ]}, A, age=30),
        item("e9", "linux_file_read", {"path": "/etc/php/8.2/fpm/pool.d/shop.conf", "offset": 0, "limit": 100,
                                       "total_lines": 14, "lines": [
            "[shop]",
            "user = deploy",
            "group = www-data",
            "listen = /run/php/php8.2-fpm-shop.sock",
            "listen.owner = www-data",
            "pm = dynamic",
            "pm.max_children = 12",
            "pm.start_servers = 3",
            "pm.min_spare_servers = 2",
            "pm.max_spare_servers = 5",
            ";pm.max_requests = 500",
            "php_admin_value[memory_limit] = 256M",
            "php_admin_value[upload_max_filesize] = 64M",
            "slowlog = /var/log/php8.2-fpm-shop.slow.log",
        ]}, A, age=120, args={"path": "/etc/php/8.2/fpm/pool.d/shop.conf"}),
        item("e10", "linux_system_info",
             system_info(34.0, [2.85, 2.40, 1.90], 458_130, A_BOOT, A_MEM, 2_469_606_195, GiB, 322_122_547),
             A, age=15),
    ],
    "answers": [
        {"q": "The shop was slow and threw 502s this morning — what happened?", "ev": ["e5", "e3", "e9"],
         "a": "Here's what the Apache error log shows (server local time, +03:30):\n\n"
              "1. **[[s:10:47]]** — [[s:Apache hit its `MaxRequestWorkers` limit]] [[s:(07:17 UTC)]]\n"
                            "2. **[[s:11:03]]** — [[s:the connection to PHP-FPM was reset by peer]], [[u:which is what produced the "
              "502s]]\n\n"
              "On the PHP-FPM side, [[s:the `shop` pool allows at most 12 children]] [[u:and right now 8 workers are "
              "running]]. [[s:The pool runs as `deploy`]]; [[c:each worker uses around 250 MB]], and [[c:`pm.max_requests` "
              "is set to 500]] so they get recycled regularly. [[u:Most likely a slow query in MariaDB backed up the "
              "workers]].\n\n"
              "I'd raise MaxRequestWorkers a bit and enable the FPM slowlog timeout to catch slow scripts."},
        {"q": "Why did certbot fail?", "ev": ["e2", "e6"],
         "a": "`certbot.service` [[s:is in the failed state]] — [[s:it ran at 09:41 this morning]] and [[s:exited with "
              "status 1]]. The reason: [[s:Let's Encrypt couldn't connect to `shop.example.net` over plain HTTP]] "
              "([[s:timeout during connect]]). [[c:It was using the webroot authenticator]], and [[c:Apache is down]], "
              "which would explain it. [[u:Probably a firewall rule or your hosting provider's security group is "
              "blocking port 80]]. Also, [[c:the renewal was for `www.example.net`]].\n\n"
              "Try `curl -I http://shop.example.net/` from outside, then `sudo certbot renew --dry-run`."},
        {"q": "Is MariaDB exposed to the internet? What ports are open?", "ev": ["e4"],
         "a": "Good news: [[s:MariaDB is only listening on 127.0.0.1:3306]], so [[s:it is not reachable from "
              "outside]].\n\n"
              "| Port | Service | Bind |\n|---|---|---|\n"
              "| 22 | [[s:sshd]] | [[s:all interfaces (IPv4 + IPv6)]] |\n"
                            "| 443 | apache2 | [[c:IPv4 only]] |\n"
              "| 3306 | mariadbd | [[s:localhost]] |\n"
              "| 9000 | [[c:php-fpm]] | 127.0.0.1 |\n\n"
              "[[s:Right now there are 2 HTTPS clients connected]]. "
              "[[s:PHP talks to MariaDB over 127.0.0.1]]."},
        {"q": "What got updated this week, and do I need to reboot or restart anything?",
         "ev": ["e7", "e1", "e2"],
         "a": "**Updates in the last 7 days** (from dpkg.log):\n\n"
              "- **Sun Mar 1, 03:05** — [[s:new kernel `linux-image-6.1.0-32-amd64` (6.1.129-1) installed]]; "
              "[[s:OpenSSL and libssl3 upgraded to 3.0.16]]\n"
              "- **Today 02:14** — [[s:PHP 8.2 went from 8.2.26 to 8.2.28]]; [[c:php8.2-xdebug was upgraded as well]]\n\n"
              "**Reboot?** [[s:Yes — you're still on 6.1.0-31]].\n\n"
              "**Restarts:** [[s:php8.2-fpm was restarted at 02:14]]. [[c:Apache was also restarted after the OpenSSL "
              "update]], [[u:so it isn't using the old libssl anymore]]. [[c:MariaDB was restarted on Monday]]. "
              "[[c:6 packages were upgraded in total]]."},
        {"q": "How much memory do MariaDB and PHP use? Should I add RAM?", "ev": ["e3", "e10", "e1"],
         "a": "Let me break that down. You asked how much memory MariaDB and PHP use, and whether you should add "
              "RAM.\n\n"
              "**MariaDB** ([[s:`mariadbd`, PID 901]]): [[s:about 2.4 GiB RSS]], [[c:which is roughly 45% of RAM]].\n\n"
              "**PHP-FPM**: [[s:the four pool workers in the list use 118–145 MiB each]], [[c:about 400 MiB "
              "together]].\n\n"
              "**Machine total:** [[s:~5.5 GiB used]] [[s:of 7.8 GiB]], and [[c:the load is "
              "1.9 right now]]. [[u:Adding 4 GB would give MariaDB room to grow its buffer pool]]."},
        {"q": "Which user accounts exist, who can sudo, and who owns the web files?", "ev": ["e1"],
         "a": "- [[s:`kaveh` (UID 1000) is the only member of `sudo`]]\n"
              "- [[s:`deploy` (UID 1001) has its home in /var/www/shop]] [[c:and is in the `sudo` group too]]; "
              "[[s:it's a member of `www-data`]]\n"
              "- [[c:`mysql` has a real login shell (/bin/bash)]]\n"
              "- [[s:`www-data` is UID 33]] [[s:with nologin as its shell]]\n\n"
              "[[u:The web files under /var/www are owned by deploy:www-data]]. [[c:There are three human accounts "
              "on this box]]."},
        {"q": "Give me a status of all services", "ev": ["e2", "e4"],
         "a": "Service status [e2]:\n\n"
              "- apache2 — [[s:active (running)]] [[s:since Feb 26]]\n"
              "- php8.2-fpm — [[s:running]], [[c:since Feb 26]]\n"
              "- mariadb — [[s:running]] [[u:and accepting connections on port 3306 (see e1)]]\n"
                            "- fail2ban — [[c:inactive]]\n"
              "- certbot — [[s:failed]]\n"
              "\n"
              "[[s:6 of the 7 services are running]]; [[c:nginx is installed but disabled]]."},
    ],
}

# ----------------------------------------------------------------------------------------------------------
# deneb: Ubuntu 24.04 k3s server of a 3-node cluster, America/Denver (-07:00)
# ----------------------------------------------------------------------------------------------------------
D = Clock("2026-02-24T16:05:00-07:00")
D_MEM = 33_386_618_880
D_BOOT = "2026-02-10T08:11:50-07:00"


def k3s_node(name: str, ready: str, version: str, address: str, control_plane: bool = False,
             since: str = "2026-02-10T15:13:02Z") -> dict:
    labels = {"kubernetes.io/hostname": name, "kubernetes.io/os": "linux"}
    if control_plane:
        labels.update({"node-role.kubernetes.io/control-plane": "true", "node-role.kubernetes.io/master": "true"})
    condition = {"type": "Ready", "status": ready, "lastTransitionTime": since,
                 "reason": "KubeletReady" if ready == "True" else "NodeStatusUnknown",
                 "message": "kubelet is posting ready status" if ready == "True"
                 else "Kubelet stopped posting node status."}
    return {"kind": "Node", "metadata": {"name": name, "labels": labels},
            "status": {"conditions": [condition], "addresses": [{"type": "InternalIP", "address": address},
                                                                {"type": "Hostname", "address": name}],
                       "nodeInfo": {"kubeletVersion": version, "osImage": "Ubuntu 24.04.2 LTS",
                                    "containerRuntimeVersion": "containerd://1.7.23-k3s2"}}}


def k8s_event(name: str, namespace: str, kind: str, obj: str, reason: str, message: str, etype: str,
              count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": namespace},
            "involvedObject": {"kind": kind, "name": obj, "namespace": namespace if kind != "Node" else None},
            "reason": reason, "message": message, "type": etype, "count": count,
            "firstTimestamp": first, "lastTimestamp": last, "source": {"component": "kubelet"}}


D_T0 = "2026-02-10T15:14:30Z"

deneb = {
    "name": "deneb",
    "clock": D,
    "evidence": [
        steady("e1", D, age=2200, hostname="deneb", os_name="Ubuntu", os_version="24.04", os_codename="noble",
               kernel="6.8.0-53-generic", cpu_model="12th Gen Intel(R) Core(TM) i5-1240P", cpu_cores=12,
               cpu_threads=16, memory_total_bytes=D_MEM,
               disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510_770_802_688},
                      {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                       "total_bytes": 1_124_999_168}],
               network_interfaces=[
                   {"name": "eno1", "mac": "48:21:0b:5c:77:e2", "addresses": ["192.168.50.10/24"], "is_up": True},
                   {"name": "cni0", "mac": "a6:1b:2c:3d:4e:5f", "addresses": ["10.42.0.1/24"], "is_up": True},
                   {"name": "flannel.1", "mac": "6e:0f:1a:2b:3c:4d", "addresses": ["10.42.0.0/32"], "is_up": True}],
               dns_servers=["127.0.0.53"], default_gateway="192.168.50.1",
               installed_packages={"openssh-server": "1:9.6p1-3ubuntu13.8", "open-iscsi": "2.1.9-3ubuntu5.3",
                                   "nfs-common": "1:2.6.4-3ubuntu5.1", "curl": "8.5.0-2ubuntu10.6",
                                   "linux-image-6.8.0-53-generic": "6.8.0-53.55", "snapd": "2.67+24.04"},
               available_services=["k3s.service", "ssh.service", "systemd-resolved.service", "iscsid.service",
                                   "snapd.service"],
               users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                      {"name": "jonas", "uid": 1000, "gid": 1000, "home": "/home/jonas", "shell": "/bin/bash"}],
               groups=[{"name": "sudo", "gid": 27, "members": ["jonas"]}]),
        item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            k3s_node("deneb", "True", "v1.31.5+k3s1", "192.168.50.10", control_plane=True),
            k3s_node("adhara", "True", "v1.31.5+k3s1", "192.168.50.11"),
            k3s_node("mimosa", "Unknown", "v1.31.4+k3s1", "192.168.50.12", since="2026-02-24T21:47:33Z"),
        ]}, D, age=20, args={"resource": "nodes"}),
        item("e3", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            pod("coredns-ccb96694c-7xk2p", "kube-system", "Running", "deneb", started=D_T0),
            pod("local-path-provisioner-5cf85fd84d-h2s9n", "kube-system", "Running", "deneb", started=D_T0),
            pod("metrics-server-5985cbc9d7-tq4lw", "kube-system", "Running", "adhara", restarts=2, started=D_T0),
            pod("traefik-5d45fc8cc9-q8m4r", "kube-system", "Running", "deneb", started=D_T0),
            pod("svclb-traefik-8c1e4f2a-4bmxz", "kube-system", "Running", "deneb", started=D_T0),
            pod("svclb-traefik-8c1e4f2a-9dkfp", "kube-system", "Running", "adhara", started=D_T0),
            pod("svclb-traefik-8c1e4f2a-w7rjc", "kube-system", "Running", "mimosa", ready=False, started=D_T0),
            pod("gitea-7c9d8f6b5-m2vxq", "apps", "Running", "adhara", started="2026-02-18T02:30:11Z"),
            pod("nextcloud-6f7b9c8d4-zz4kt", "apps", "Running", "mimosa", restarts=1, ready=False,
                started="2026-02-20T17:02:45Z"),
            pod("uptime-kuma-5b8f7d9c6-x7wq2", "apps", "Running", "adhara", restarts=14, ready=False,
                waiting="CrashLoopBackOff"),
            pod("whoami-7d9f8c6b5d-2lq8n", "apps", "Running", "deneb", started="2026-02-12T19:40:00Z"),
            pod("whoami-7d9f8c6b5d-8xk4t", "apps", "Running", "adhara", started="2026-02-12T19:40:00Z"),
            pod("whoami-7d9f8c6b5d-rr5pz", "apps", "Running", "mimosa", ready=False, started="2026-02-12T19:40:01Z"),
        ]}, D, age=30, args={"resource": "pods", "all_namespaces": True}),
        item("e4", "kubernetes_get", {"context": "default", "namespace": "apps", "items": [
            deployment("gitea", "apps", 1, 1), deployment("nextcloud", "apps", 1, 0),
            deployment("uptime-kuma", "apps", 1, 0), deployment("whoami", "apps", 3, 2),
        ]}, D, age=30, args={"resource": "deployments", "namespace": "apps"}),
        item("e5", "kubernetes_get", {"context": "default", "namespace": None, "items": [
            k8s_event("uptime-kuma-5b8f7d9c6-x7wq2.18a7f1", "apps", "Pod", "uptime-kuma-5b8f7d9c6-x7wq2", "Unhealthy",
                      "Liveness probe failed: Get \"http://10.42.1.23:3001/\": dial tcp 10.42.1.23:3001: connect: "
                      "connection refused", "Warning", 44, "2026-02-24T20:10:05Z", "2026-02-24T22:57:30Z"),
            k8s_event("uptime-kuma-5b8f7d9c6-x7wq2.18a7f2", "apps", "Pod", "uptime-kuma-5b8f7d9c6-x7wq2", "BackOff",
                      "Back-off restarting failed container uptime-kuma in pod uptime-kuma-5b8f7d9c6-x7wq2_apps",
                      "Warning", 61, "2026-02-24T20:12:40Z", "2026-02-24T22:58:10Z"),
            k8s_event("mimosa.18a7e9", "default", "Node", "mimosa", "NodeNotReady",
                      "Node mimosa status is now: NodeNotReady", "Normal", 1, "2026-02-24T21:47:33Z",
                      "2026-02-24T21:47:33Z"),
            k8s_event("nextcloud-6f7b9c8d4-zz4kt.18a7ea", "apps", "Pod", "nextcloud-6f7b9c8d4-zz4kt", "NodeNotReady",
                      "Node is not ready", "Warning", 1, "2026-02-24T21:47:38Z", "2026-02-24T21:47:38Z"),
            k8s_event("whoami-7d9f8c6b5d-rr5pz.18a7eb", "apps", "Pod", "whoami-7d9f8c6b5d-rr5pz", "NodeNotReady",
                      "Node is not ready", "Warning", 1, "2026-02-24T21:47:38Z", "2026-02-24T21:47:38Z"),
        ]}, D, age=40, args={"resource": "events", "all_namespaces": True}),
        item("e6", "linux_service_status",
             unit("k3s.service", "active", "running", "enabled", 1187, "2026-02-10T08:12:44-07:00",
                  "Lightweight Kubernetes"), D, age=420, args={"name": "k3s"}),
        item("e7", "linux_recent_logs", {"source": "journal", "unit": "k3s.service", "entries": [
            log_entry("2026-02-24T14:46:51-07:00", "k3s.service", "info",
                      "Tunnel server: stopped tunnel to agent mimosa (192.168.50.12)"),
            log_entry("2026-02-24T14:47:33-07:00", "k3s.service", "info",
                      "I0224 14:47:33.118240    1187 node_lifecycle_controller.go:1038] \"Node became not ready\" "
                      "node=\"mimosa\" status=\"Unknown\""),
            log_entry("2026-02-24T14:47:38-07:00", "k3s.service", "info",
                      "I0224 14:47:38.204117    1187 controller_utils.go:151] \"Recording status change event "
                      "message for node\" status=\"NodeNotReady\" node=\"mimosa\""),
        ]}, D, age=50, args={"unit": "k3s.service", "since_minutes": 120}),
        item("e8", "linux_system_info",
             system_info(23.0, [2.10, 1.95, 1.80], 1_237_990, D_BOOT, D_MEM, 19_864_223_744, 4 * GiB, 0), D, age=20),
        item("e9", "linux_disk_usage", {"filesystems": [
            fs("/dev/nvme0n1p2", "/", "ext4", 510_770_802_688, 287_400_000_000),
            fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_500_000),
        ]}, D, age=30),
        item("e10", "linux_processes", processes(291, D_MEM, [
            (1187, "k3s-server", "root", 18.4, 1_406_664_704, "2026-02-10T08:12:44-07:00", "/usr/local/bin/k3s server"),
            (1302, "containerd", "root", 3.1, 210_763_776, "2026-02-10T08:12:50-07:00",
             "containerd -c /var/lib/rancher/k3s/agent/etc/containerd/config.toml"),
            (4410, "traefik", "65532", 1.2, 94_371_840, "2026-02-10T08:14:30-07:00",
             "traefik traefik --entryPoints.web.address=:8000/tcp --entryPoints.websecure.address=:8443/tcp"),
            (3881, "coredns", "65532", 0.6, 62_914_560, "2026-02-10T08:14:30-07:00", "/coredns -conf /etc/coredns/Corefile"),
            (3790, "local-path-prov", "root", 0.1, 41_943_040, "2026-02-10T08:14:30-07:00",
             "local-path-provisioner start --config /etc/config/config.json"),
            (5120, "whoami", "65532", 0.1, 9_437_184, "2026-02-12T12:40:00-07:00", "/whoami"),
            (90122, "sshd", "jonas", 0.1, 8_388_608, "2026-02-24T15:50:02-07:00", "sshd: jonas@pts/0"),
            (3500, "containerd-shim", "root", 0.1, 14_680_064, "2026-02-10T08:14:29-07:00",
             "/var/lib/rancher/k3s/data/current/bin/containerd-shim-runc-v2 -namespace k8s.io"),
        ]), D, age=25, args={"sort": "cpu", "limit": 8}, complete=False),
    ],
    "answers": [
        {"q": "Is my k3s cluster healthy?", "ev": ["e2", "e3"],
         "a": "Mostly, but not entirely.\n\n"
              "**Nodes** — [[s:3 nodes]]: [[s:`deneb` is Ready]], [[s:`adhara` is Ready]], and "
              "[[c:`mimosa` is Ready too]].\n\n"
              "**Pods** — [[c:12 pods across all namespaces]]; [[s:all kube-system pods are in the Running phase]]. "
              "But [[s:`uptime-kuma` is in CrashLoopBackOff]] [[c:with 41 restarts]], and [[s:the `nextcloud` pod on "
              "mimosa is not ready]].\n\n"
              "[[u:Probably mimosa just lost its Wi-Fi for a moment]]."},
        {"q": "Why is uptime-kuma not working?", "ev": ["e3", "e4", "e5"],
         "a": "The pod `uptime-kuma-5b8f7d9c6-x7wq2` [[s:is scheduled on `adhara`]] but [[s:it's in CrashLoopBackOff]].\n\n"
              "From the events:\n"
              "* [[s:The liveness probe keeps failing]] — [[s:`connection refused` on port 3001]]\n"
              "* [[s:Kubernetes has backed off restarting it 61 times]]\n"
              "* [[c:The first failures started around 20:10 local time]]\n"
              "* [[s:The most recent back-off was about 7 minutes ago]]\n\n"
              "[[u:The app is probably taking too long to start because its SQLite database is large]], [[u:so raising "
              "`initialDelaySeconds` on the probe should fix it]]. Oh, and [[c:the deployment itself shows 1/1 "
              "ready]], so Kubernetes thinks it's fine between crashes."},
        {"q": "When did mimosa go down, and what's affected?", "ev": ["e2", "e5", "e7"],
         "a": "mimosa [[s:went NotReady at 21:47 UTC]], [[s:which is 14:47 your time]], [[c:so it's been down for "
              "about 3 hours]]. [[s:k3s logged \"Node became not ready\"]], and [[s:the "
              "tunnel to 192.168.50.12 was stopped about 40 seconds before that]].\n\n"
              "Affected: [[s:`nextcloud`]] and [[s:one `whoami` replica]] [[s:got \"Node is not ready\" warnings]], "
              "[[u:and the svclb-traefik pod on mimosa was evicted]]. Also, [[c:mimosa is running k3s v1.31.5]] "
              "[[s:at 192.168.50.12]]."},
        {"q": "Is k3s running on deneb, and since when?", "ev": ["e6", "e8", "e10"],
         "a": "Yes. [[t:`k3s.service` is active (running)]] [[t:and enabled]], and [[s:the `k3s server` process "
              "(PID 1187) is up]] [[s:since Feb 10 at 08:12]]. [[s:Uptime is a bit "
              "over 14 days]].\n\n"
              "[[s:k3s-server is using about 18% CPU]] [[c:and 1.3 GB of RAM]] — [[u:that's normal for an embedded "
              "control plane]]. [[c:containerd is the second busiest at 0.6%]]."},
        {"q": "How's deneb doing on resources?", "ev": ["e8", "e9", "e1"],
         "a": "**CPU:** [[s:23% overall]], [[s:load 2.10 / 1.95 / 1.80]] — [[c:load has been "
              "dropping]].\n"
              "**Memory:** [[s:~12.6 GiB in use]] [[s:of about 31 GiB]]; [[s:swap is 4 GiB and "
              "unused]].\n"
              "**Disk:** [[s:/ is 56% full]], [[c:with about 208 GB free]] on [[s:a ~510 GB disk]]. [[u:The local-path "
              "volumes under /var/lib/rancher are taking most of that]]."},
        {"q": "How many whoami replicas are up, and where?", "ev": ["e4", "e3"],
         "a": "[[s:The `whoami` deployment wants 3 replicas]] and [[c:all 3 are ready]]. They're spread out [[s:one pod "
              "per node]], though [[s:the one on mimosa isn't ready]].\n\n"
              "Other deployments in `apps`: [[s:gitea 1/1]], [[c:nextcloud 1/1]], [[s:uptime-kuma 0/1 ready]]. "
              "[[c:There are 5 deployments in `apps`]] in total, and [[s:gitea runs on adhara]]."},
        {"q": "Which k3s version is on each node, and what OS is deneb running?", "ev": ["e2", "e1"],
         "a": "| Node | Version | Ready |\n|---|---|---|\n"
              "| deneb | [[s:v1.31.5+k3s1]] | [[s:✅]] |\n"
              "| adhara | [[s:v1.31.5+k3s1]] | [[s:✅]] |\n"
              "| mimosa | [[c:v1.31.5+k3s1]] | [[s:❌]] |\n\n"
              "[[c:All nodes run the same version]]. deneb is [[s:Ubuntu 24.04 (noble)]]. [[u:k3s was installed with the get.k3s.io script]], [[s:so it doesn't show up in "
              "the dpkg package list]]."},
    ],
}

MACHINES = [sirius, vega, rigel, altair, deneb]
