"""65th generation (written blind, in the style of llama3.1 8B instruct): baikal, titicaca, ladoga, tahoe, geneva.

Written by a helper who read neither the certainty wrapper, its tests, the other generations nor the corpora.
The answers imitate llama3.1 8B instruct: a friendly "Great question!", ## headings, **bold** labels, summary
tables with ✅/❌/⚠️ cells, over-precise numbers that are sometimes a little off, a "### Recommendations"
section (suggestions, unlabelled) and a recap at the end that restates earlier claims in other words (labelled
too). The evidence is about disks and filesystems, inodes and mounts, memory and swap, uptime and boot time,
package history and the running kernel against the installed ones.

baikal — Debian 11 home NAS in Asia/Irkutsk (+08:00). Steady state (kernel 5.10.0-26-amd64 running;
linux-image-5.10.0-26 and -28 installed; Celeron J4125, 15.3 GiB), system info (up 42 days since 3 January
08:12 local, 40% of RAM used, 179 MiB of 976 MiB swap), disk usage (/ 39.7% of 58.4 GiB, /srv/media on md0
90.2% of 3.58 TiB), dpkg history over 60 days (samba, the -28 kernel on 3 February, the -25 kernel removed on
9 February), Jellyfin's journal with "No space left on device", /etc/fstab (nofail on md0, an NFS line
commented out) and the user's pasted `df -i` showing the root filesystem out of inodes.

titicaca — Pop!_OS 22.04 laptop in America/La_Paz (-04:00). Steady state (6.9.3 running, 6.12.10 installed),
system info (85% of 30.3 GiB in use, 68.5% of 4 GiB swap, up 5 days since Saturday 1 March), processes by
memory (a Gradle daemon on top, a postgres process owned by uid 999), disk usage (/ on /dev/mapper/data-root
71.9% of 908 GiB) and dpkg history (docker.io swapped for docker-ce on the evening of 26 February local, which
is 27 February in UTC; the 6.12.10 kernel on Tuesday 4 March at 19:40 local).

ladoga — Manjaro desktop in Europe/Moscow (+03:00). Steady state (6.6.85-1-MANJARO running; linux66 6.6.87-1
and linux612 installed; no os_version, as Manjaro's os-release has none), a fresh and a 20-minute-old system
info (the old one with high CPU and load), disk usage (btrfs root also mounted at /home, /var/cache and /var/log,
an NTFS disk through fuseblk at 92.5%), pacman history (linux61 removed, snapper replaced by timeshift, Monday's
upgrade) and the whole /proc/mounts (subvolumes, compress=zstd:3, tmpfs /tmp, relatime on the fuseblk disk).

tahoe — CentOS Stream 9 PostgreSQL server in America/Los_Angeles (-08:00). Steady state (kernel-core 547
installed, 527 running), system info (89% of 63.6 GiB used, 4.85 GiB of 8 GiB swap, load falling), a
21-minute-old disk usage (stale: /var/lib/pgsql at 88.6%; its totals also in the steady state), dnf history
(PostgreSQL 16.4 to 16.6 on 21 January, kernels installed and removed), postgresql-16's status (active since
9 January, before the upgrade) and the journal of an OOM kill of one backend at 03:17 local.

geneva — Linux Mint 21.2 family laptop in Asia/Kolkata (+05:30). Steady state with `packages` in
stale_sources (it still lists the 5.15.0-88 kernel that was removed 33 minutes ago), system info (68% of
7.66 GiB in use, 68.6% of 2 GiB swap, up since Wednesday 7 May 08:31 local), disk usage (/ 94.2% full, a
separate /home at 33.9%), dpkg history over 30 days and the user's note about a low disk space warning.
"""

from __future__ import annotations

from _evidence import (Clock, GB, GiB, MiB, fs, item, log_entry, package_event, processes, steady, system_info,
                       unit, user)

# ---------------------------------------------------------------- baikal (Debian 11 home NAS, +08:00)
BK = Clock("2025-02-14T21:40:00+08:00")
BK_MEM = 16_468_066_304
BAIKAL_EVIDENCE = [
    steady("s1", BK, age=2400, hostname="baikal", os_name="Debian GNU/Linux", os_version="11",
           os_codename="bullseye", kernel="5.10.0-26-amd64", cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=BK_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 62_671_097_856},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 536_608_768},
                  {"device": "/dev/md0", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 3_937_548_476_416}],
           network_interfaces=[{"name": "enp1s0", "mac": "00:e0:4c:68:1a:2b", "addresses": ["192.168.10.5/24"],
                                "is_up": True}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1",
           installed_packages={"linux-image-5.10.0-26-amd64": "5.10.197-1", "linux-image-5.10.0-28-amd64": "5.10.209-2",
                               "linux-image-amd64": "5.10.209-2", "samba": "2:4.13.13+dfsg-1~deb11u6",
                               "libsmbclient": "2:4.13.13+dfsg-1~deb11u6", "mdadm": "4.1-11",
                               "smartmontools": "7.2-1", "jellyfin": "10.8.13-1",
                               "openssh-server": "1:8.4p1-5+deb11u3", "rsync": "3.2.3-4+deb11u1"},
           available_services=["ssh.service", "smbd.service", "nmbd.service", "jellyfin.service", "mdmonitor.service",
                               "smartmontools.service"],
           users=[{"name": "oleg", "uid": 1000, "gid": 1000, "home": "/home/oleg", "shell": "/bin/bash"},
                  {"name": "jellyfin", "uid": 108, "gid": 115, "home": "/var/lib/jellyfin", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["oleg"]}]),
    item("e1", "linux_system_info", system_info(6.2, [0.41, 0.55, 0.62], 3_677_213, "2025-01-03T00:12:37+00:00",
                                                 BK_MEM, 9_874_120_704, 1_023_406_080, 187_695_104), BK, age=30),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 62_671_097_856, 24_906_973_184),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_608_768, 6_045_696),
        fs("/dev/md0", "/srv/media", "ext4", 3_937_548_476_416, 3_551_834_013_696)],
        "scope": "device-backed filesystems (virtual ones such as tmpfs are not listed; ask with path=)"}, BK, age=25),
    item("e3", "linux_package_history", {"source": "dpkg", "since": "2024-12-16T13:39:00+00:00", "events": [
        package_event("2025-01-18T02:14:09+00:00", "upgrade", "samba", "2:4.13.13+dfsg-1~deb11u5", "2:4.13.13+dfsg-1~deb11u6"),
        package_event("2025-01-18T02:14:11+00:00", "upgrade", "libsmbclient", "2:4.13.13+dfsg-1~deb11u5", "2:4.13.13+dfsg-1~deb11u6"),
        package_event("2025-02-03T01:05:51+00:00", "install", "linux-image-5.10.0-28-amd64", None, "5.10.209-2"),
        package_event("2025-02-03T01:05:58+00:00", "upgrade", "linux-image-amd64", "5.10.197-1", "5.10.209-2"),
        package_event("2025-02-03T01:06:20+00:00", "upgrade", "openssh-server", "1:8.4p1-5+deb11u2", "1:8.4p1-5+deb11u3"),
        package_event("2025-02-09T11:30:02+00:00", "remove", "linux-image-5.10.0-25-amd64", "5.10.191-1", None),
        package_event("2025-02-11T13:48:40+00:00", "install", "smartmontools", None, "7.2-1")]},
        BK, age=40, args={"since_days": 60}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "jellyfin.service", "entries": [
        log_entry("2025-02-14T12:02:17+00:00", "jellyfin.service", "err",
                  "[ERR] Error saving image to /var/lib/jellyfin/metadata/library/4e/4e1f0c2a9b/poster.jpg: "
                  "System.IO.IOException: No space left on device"),
        log_entry("2025-02-14T12:02:18+00:00", "jellyfin.service", "err",
                  "[ERR] Error in ILibraryPostScanTask: System.IO.IOException: No space left on device"),
        log_entry("2025-02-14T13:15:40+00:00", "jellyfin.service", "err",
                  "[ERR] Error saving image to /var/lib/jellyfin/metadata/library/a7/a70d33e1f4/fanart.jpg: "
                  "System.IO.IOException: No space left on device"),
        log_entry("2025-02-14T13:15:41+00:00", "jellyfin.service", "warning",
                  "[WRN] Library scan for 'Movies' finished with 212 errors")]},
        BK, age=50, args={"unit": "jellyfin", "since_minutes": 720, "priority": "warning"}),
    item("e5", "linux_file_read", {"path": "/etc/fstab", "offset": 0, "limit": 500, "total_lines": 9, "lines": [
        "# /etc/fstab: static file system information.",
        "# <file system> <mount point>   <type>  <options>       <dump>  <pass>",
        "UUID=7b9e21c4-58d2-4a0e-9c43-1f2e8d6a0b35 /               ext4    errors=remount-ro 0       1",
        "UUID=A1F3-09C2  /boot/efi       vfat    umask=0077      0       1",
        "UUID=0e6f4c12-6b1d-4f6e-a2a8-55c0d9f1e7aa none            swap    sw              0       0",
        "/dev/md0        /srv/media      ext4    defaults,noatime,nofail 0       2",
        "#192.168.10.20:/backup /mnt/backup nfs4 defaults,_netdev 0 0",
        "/dev/sr0        /media/cdrom0   udf,iso9660 user,noauto 0       0",
        ""]}, BK, age=60, args={"path": "/etc/fstab"}),
]
BK_DFI = user("u1", "here's df -i:\nFilesystem      Inodes   IUsed   IFree IUse% Mounted on\n"
              "/dev/sda2      3907584 3881022   26562  100% /\n/dev/sda1            0       0       0     - /boot/efi\n"
              "/dev/md0     244195328  118406 244076922    1% /srv/media", BK, age=90)

# ---------------------------------------------------------------- titicaca (Pop!_OS 22.04 laptop, -04:00)
TT = Clock("2025-03-06T16:25:00-04:00")
TT_MEM = 32_506_236_928
TT_K_OLD = "6.9.3-76060903.202405300957~1718348209~22.04~7817b67"
TT_K_NEW = "6.12.10-76061203.202501221451~1738776524~22.04~d7cb08b"
TITICACA_EVIDENCE = [
    steady("s1", TT, age=1500, hostname="titicaca", os_name="Pop!_OS", os_version="22.04", os_codename="jammy",
           kernel="6.9.3-76060903-generic", cpu_model="AMD Ryzen 7 PRO 6850U with Radeon Graphics",
           cpu_cores=8, cpu_threads=16, memory_total_bytes=TT_MEM,
           disks=[{"device": "/dev/mapper/data-root", "mountpoint": "/", "fstype": "ext4", "total_bytes": 975_387_033_600},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_071_624_192},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/recovery", "fstype": "vfat", "total_bytes": 4_286_578_688}],
           installed_packages={"linux-image-6.9.3-76060903-generic": TT_K_OLD,
                               "linux-image-6.12.10-76061203-generic": TT_K_NEW,
                               "linux-system76": TT_K_NEW, "firefox": "136.0~1741086207~22.04~be7f2ba",
                               "code": "1.98.0-1741124777", "docker-ce": "5:28.0.1-1~ubuntu.22.04~jammy",
                               "system76-power": "1.2.1~1735853163~22.04~f1b0e28", "flatpak": "1.12.7-1pop1~1718118370~22.04~0b5c4e0",
                               "pop-desktop": "1.7.0~1734621432~22.04~7b3e3e4"},
           available_services=["docker.service", "system76-power.service", "ssh.service", "cups.service"],
           users=[{"name": "mateo", "uid": 1000, "gid": 1000, "home": "/home/mateo", "shell": "/usr/bin/zsh"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mateo"]}, {"name": "docker", "gid": 999, "members": ["mateo"]}]),
    item("e1", "linux_system_info", system_info(18.4, [2.14, 1.87, 1.62], 458_554, "2025-03-01T13:02:11+00:00",
                                                 TT_MEM, 4_832_174_080, 4_294_963_200, 2_943_459_328), TT, age=15),
    item("e2", "linux_processes", processes(412, TT_MEM, [
        (48213, "java", "mateo", 3.2, 4_911_284_224, "2025-03-06T13:48:02-04:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx6g -jar gradle-launcher-8.6.jar --daemon"),
        (3311, "firefox", "mateo", 6.8, 3_264_733_184, "2025-03-05T08:14:27-04:00", "/usr/lib/firefox/firefox"),
        (51877, "code", "mateo", 2.1, 1_903_435_776, "2025-03-06T09:02:45-04:00",
         "/usr/share/code/code --type=renderer --enable-crash-reporter"),
        (2154, "gnome-shell", "mateo", 4.4, 1_187_766_272, "2025-03-01T09:03:40-04:00", "/usr/bin/gnome-shell"),
        (6120, "dockerd", "root", 0.3, 412_348_416, "2025-03-01T09:02:58-04:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (7734, "postgres", "999", 0.1, 301_989_888, "2025-03-04T10:11:12-04:00", "postgres: checkpointer")]),
        TT, age=15, args={"sort": "memory", "limit": 6}),
    item("e3", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/data-root", "/", "ext4", 975_387_033_600, 701_234_567_168),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_071_624_192, 366_735_360),
        fs("/dev/nvme0n1p2", "/recovery", "vfat", 4_286_578_688, 3_191_193_600)],
        "scope": "device-backed filesystems (virtual ones such as tmpfs are not listed; ask with path=)"}, TT, age=15),
    item("e4", "linux_package_history", {"source": "dpkg", "since": "2025-02-20T20:24:00+00:00", "events": [
        package_event("2025-02-26T14:03:55+00:00", "install", "code", None, "1.97.2-1739406807"),
        package_event("2025-02-27T02:15:09+00:00", "remove", "docker.io", "24.0.7-0ubuntu2~22.04.1", None),
        package_event("2025-02-27T02:19:33+00:00", "install", "docker-ce", None, "5:28.0.1-1~ubuntu.22.04~jammy"),
        package_event("2025-03-04T23:40:17+00:00", "upgrade", "firefox", "135.0.1~1739897418~22.04~a4c3f1d",
                      "136.0~1741086207~22.04~be7f2ba"),
        package_event("2025-03-04T23:40:58+00:00", "install", "linux-image-6.12.10-76061203-generic", None, TT_K_NEW),
        package_event("2025-03-04T23:41:02+00:00", "install", "linux-headers-6.12.10-76061203-generic", None, TT_K_NEW),
        package_event("2025-03-04T23:41:40+00:00", "upgrade", "linux-system76", TT_K_OLD, TT_K_NEW),
        package_event("2025-03-05T13:20:44+00:00", "upgrade", "code", "1.97.2-1739406807", "1.98.0-1741124777")]},
        TT, age=30, args={"since_days": 14}),
]

# ---------------------------------------------------------------- ladoga (Manjaro desktop, +03:00)
LD = Clock("2025-04-22T23:15:00+03:00")
LD_MEM = 67_323_441_152
LADOGA_EVIDENCE = [
    steady("s1", LD, age=1800, hostname="ladoga", os_name="Manjaro Linux", os_version=None, os_codename=None,
           kernel="6.6.85-1-MANJARO", cpu_model="AMD Ryzen 9 7900X 12-Core Processor", cpu_cores=12, cpu_threads=24,
           memory_total_bytes=LD_MEM, package_manager="pacman",
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": 1_998_251_409_408},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 313_942_016},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/storage", "fstype": "fuseblk", "total_bytes": 4_000_768_323_584}],
           installed_packages={"linux66": "6.6.87-1", "linux612": "6.12.23-1", "mesa": "1:25.0.3-1",
                               "firefox": "137.0.1-1", "steam": "1.0.0.82-1", "pipewire": "1:1.4.1-1",
                               "plasma-desktop": "6.3.4-1", "btrfs-progs": "6.13-1", "timeshift": "24.06.6-1",
                               "ntfs-3g": "2022.10.3-1"},
           available_services=["sddm.service", "bluetooth.service", "cronie.service", "NetworkManager.service"],
           users=[{"name": "dmitri", "uid": 1000, "gid": 1000, "home": "/home/dmitri", "shell": "/usr/bin/fish"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["dmitri"]}]),
    item("e1", "linux_system_info", system_info(4.9, [0.88, 1.05, 1.21], 217_569, "2025-04-20T07:48:31+00:00",
                                                 LD_MEM, 48_915_701_760, 8_589_934_592, 0), LD, age=20),
    item("e1b", "linux_system_info", system_info(71.3, [9.42, 6.10, 3.37], 216_369, "2025-04-20T07:48:31+00:00",
                                                  LD_MEM, 31_164_948_480, 8_589_934_592, 0), LD, age=1220),
    item("e2", "linux_disk_usage", {"filesystems": [
        dict(fs("/dev/nvme0n1p2", "/", "btrfs", 1_998_251_409_408, 1_305_829_367_808),
             also_mounted_at=["/home", "/var/cache", "/var/log"]),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 313_942_016, 888_832),
        fs("/dev/sda1", "/mnt/storage", "fuseblk", 4_000_768_323_584, 3_702_116_052_992)],
        "scope": "device-backed filesystems (virtual ones such as tmpfs are not listed; ask with path=)"}, LD, age=20),
    item("e3", "linux_package_history", {"source": "pacman", "since": "2025-04-08T20:15:00+00:00", "events": [
        package_event("2025-04-14T08:51:20+00:00", "install", "linux612", None, "6.12.21-1"),
        package_event("2025-04-14T08:55:02+00:00", "remove", "linux61", "6.1.131-1", None),
        package_event("2025-04-17T15:20:40+00:00", "install", "timeshift", None, "24.06.6-1"),
        package_event("2025-04-17T15:21:02+00:00", "remove", "snapper", "0.12.1-1", None),
        package_event("2025-04-21T17:33:08+00:00", "upgrade", "mesa", "1:25.0.2-1", "1:25.0.3-1"),
        package_event("2025-04-21T17:33:10+00:00", "upgrade", "linux66", "6.6.85-1", "6.6.87-1"),
        package_event("2025-04-21T17:33:11+00:00", "upgrade", "firefox", "137.0-1", "137.0.1-1"),
        package_event("2025-04-21T17:33:12+00:00", "upgrade", "linux612", "6.12.21-1", "6.12.23-1")]},
        LD, age=25, args={"since_days": 14}),
    item("e4", "linux_file_read", {"path": "/proc/mounts", "offset": 0, "limit": 500, "total_lines": 29, "lines": [
        'proc /proc proc rw,nosuid,nodev,noexec,relatime 0 0',
        'sys /sys sysfs rw,nosuid,nodev,noexec,relatime 0 0',
        'dev /dev devtmpfs rw,nosuid,relatime,size=32847156k,nr_inodes=8211789,mode=755,inode64 0 0',
        'run /run tmpfs rw,nosuid,nodev,relatime,mode=755,inode64 0 0',
        'efivarfs /sys/firmware/efi/efivars efivarfs rw,nosuid,nodev,noexec,relatime 0 0',
        '/dev/nvme0n1p2 / btrfs rw,noatime,compress=zstd:3,ssd,discard=async,space_cache=v2,subvolid=256,subvol=/@ 0 0',
        'securityfs /sys/kernel/security securityfs rw,nosuid,nodev,noexec,relatime 0 0',
        'tmpfs /dev/shm tmpfs rw,nosuid,nodev,inode64 0 0',
        'devpts /dev/pts devpts rw,nosuid,noexec,relatime,gid=5,mode=620,ptmxmode=000 0 0',
        'cgroup2 /sys/fs/cgroup cgroup2 rw,nosuid,nodev,noexec,relatime,nsdelegate,memory_recursiveprot 0 0',
        'pstore /sys/fs/pstore pstore rw,nosuid,nodev,noexec,relatime 0 0',
        'bpf /sys/fs/bpf bpf rw,nosuid,nodev,noexec,relatime,mode=700 0 0',
        'systemd-1 /proc/sys/fs/binfmt_misc autofs rw,relatime,fd=36,pgrp=1,timeout=0,minproto=5,maxproto=5,direct 0 0',
        'hugetlbfs /dev/hugepages hugetlbfs rw,nosuid,nodev,relatime,pagesize=2M 0 0',
        'mqueue /dev/mqueue mqueue rw,nosuid,nodev,noexec,relatime 0 0',
        'debugfs /sys/kernel/debug debugfs rw,nosuid,nodev,noexec,relatime 0 0',
        'tracefs /sys/kernel/tracing tracefs rw,nosuid,nodev,noexec,relatime 0 0',
        'configfs /sys/kernel/config configfs rw,nosuid,nodev,noexec,relatime 0 0',
        'fusectl /sys/fs/fuse/connections fusectl rw,nosuid,nodev,noexec,relatime 0 0',
        'tmpfs /tmp tmpfs rw,nosuid,nodev,size=32872772k,nr_inodes=1048576,inode64 0 0',
        '/dev/nvme0n1p2 /home btrfs rw,noatime,compress=zstd:3,ssd,discard=async,space_cache=v2,subvolid=257,subvol=/@home 0 0',
        '/dev/nvme0n1p2 /var/cache btrfs rw,noatime,compress=zstd:3,ssd,discard=async,space_cache=v2,subvolid=258,subvol=/@cache 0 0',
        '/dev/nvme0n1p2 /var/log btrfs rw,noatime,compress=zstd:3,ssd,discard=async,space_cache=v2,subvolid=259,subvol=/@log 0 0',
        '/dev/nvme0n1p1 /boot/efi vfat rw,relatime,fmask=0077,dmask=0077,codepage=437,iocharset=ascii,shortname=mixed,utf8,errors=remount-ro 0 0',
        '/dev/sda1 /mnt/storage fuseblk rw,nosuid,nodev,relatime,user_id=0,group_id=0,default_permissions,allow_other,blksize=4096 0 0',
        'tmpfs /run/user/1000 tmpfs rw,nosuid,nodev,relatime,size=6574552k,nr_inodes=1643638,mode=700,uid=1000,gid=1000,inode64 0 0',
        'gvfsd-fuse /run/user/1000/gvfs fuse.gvfsd-fuse rw,nosuid,nodev,relatime,user_id=1000,group_id=1000 0 0',
        'portal /run/user/1000/doc fuse.portal rw,nosuid,nodev,relatime,user_id=1000,group_id=1000 0 0',
        'binfmt_misc /proc/sys/fs/binfmt_misc binfmt_misc rw,nosuid,nodev,noexec,relatime 0 0',
    ]}, LD, age=30, args={"path": "/proc/mounts"}),
]

# ---------------------------------------------------------------- tahoe (CentOS Stream 9 PostgreSQL, -08:00)
TH = Clock("2025-01-28T07:50:00-08:00")
TH_MEM = 68_289_650_688
TAHOE_EVIDENCE = [
    steady("s1", TH, age=2000, hostname="tahoe", domain="db.lan", os_name="CentOS Stream", os_version="9",
           os_codename=None, kernel="5.14.0-527.el9.x86_64", cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=TH_MEM, package_manager="rpm",
           disks=[{"device": "/dev/mapper/cs-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_006_632_960},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627_900_416},
                  {"device": "/dev/mapper/pgdata-data", "mountpoint": "/var/lib/pgsql", "fstype": "xfs",
                   "total_bytes": 1_999_307_276_288}],
           installed_packages={"kernel-core": "5.14.0-547.el9", "postgresql16-server": "16.6-1PGDG.rhel9",
                               "postgresql16": "16.6-1PGDG.rhel9", "pgbackrest": "2.54.1-1.rhel9",
                               "xfsprogs": "6.4.0-5.el9", "lvm2": "9:2.03.28-3.el9", "openssh-server": "8.7p1-45.el9",
                               "dnf": "4.14.0-23.el9"},
           available_services=["postgresql-16.service", "sshd.service", "pgbackrest.service", "firewalld.service",
                               "node_exporter.service"],
           users=[{"name": "postgres", "uid": 26, "gid": 26, "home": "/var/lib/pgsql", "shell": "/bin/bash"},
                  {"name": "kwan", "uid": 1000, "gid": 1000, "home": "/home/kwan", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kwan"]}]),
    item("e1", "linux_system_info", system_info(22.7, [5.81, 6.34, 6.02], 1_650_918, "2025-01-09T13:14:22+00:00",
                                                 TH_MEM, 7_415_332_864, 8_589_930_496, 5_208_211_456), TH, age=20),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/cs-root", "/", "xfs", 75_125_227_520, 19_430_354_944),
        fs("/dev/nvme0n1p2", "/boot", "xfs", 1_006_632_960, 417_333_248),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627_900_416, 7_641_088),
        fs("/dev/mapper/pgdata-data", "/var/lib/pgsql", "xfs", 1_999_307_276_288, 1_771_476_860_928)],
        "scope": "device-backed filesystems (virtual ones such as tmpfs are not listed; ask with path=)"}, TH, age=1260),
    item("e3", "linux_package_history", {"source": "dnf", "since": "2024-12-29T15:49:00+00:00", "events": [
        package_event("2025-01-07T17:22:41+00:00", "install", "kernel-core", None, "5.14.0-527.el9"),
        package_event("2025-01-07T17:23:05+00:00", "remove", "kernel-core", "5.14.0-496.el9", None),
        package_event("2025-01-21T18:05:12+00:00", "upgrade", "postgresql16-server", "16.4-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2025-01-21T18:05:14+00:00", "upgrade", "postgresql16", "16.4-1PGDG.rhel9", "16.6-1PGDG.rhel9"),
        package_event("2025-01-21T18:05:30+00:00", "install", "kernel-core", None, "5.14.0-547.el9"),
        package_event("2025-01-21T18:05:52+00:00", "remove", "kernel-core", "5.14.0-508.el9", None),
        package_event("2025-01-21T18:06:10+00:00", "upgrade", "pgbackrest", "2.53.1-1.rhel9", "2.54.1-1.rhel9")]},
        TH, age=35, args={"since_days": 30}),
    item("e4", "linux_service_status", unit("postgresql-16.service", "active", "running", "enabled", 1387,
                                            "2025-01-09T13:15:02+00:00", "PostgreSQL 16 database server"),
         TH, age=20, args={"name": "postgresql-16"}),
    item("e5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2025-01-28T11:17:43+00:00", "kernel", "warning",
                  "postgres invoked oom-killer: gfp_mask=0x140cca(GFP_HIGHUSER_MOVABLE|__GFP_COMP), order=0, oom_score_adj=0"),
        log_entry("2025-01-28T11:17:43+00:00", "kernel", "err",
                  "Out of memory: Killed process 884213 (postgres) total-vm:18874368kB, anon-rss:15204352kB, "
                  "file-rss:0kB, shmem-rss:2097152kB, UID:26 pgtables:31988kB oom_score_adj:0"),
        log_entry("2025-01-28T11:17:44+00:00", "postgresql-16.service", "info",
                  "LOG:  server process (PID 884213) was terminated by signal 9: Killed"),
        log_entry("2025-01-28T11:17:44+00:00", "postgresql-16.service", "info",
                  "LOG:  terminating any other active server processes"),
        log_entry("2025-01-28T11:17:51+00:00", "postgresql-16.service", "info",
                  "LOG:  all server processes terminated; reinitializing"),
        log_entry("2025-01-28T11:18:09+00:00", "postgresql-16.service", "info",
                  "LOG:  database system is ready to accept connections")]},
        TH, age=40, args={"since_minutes": 360, "priority": "info", "grep": "oom|postgres"}),
]

# ---------------------------------------------------------------- geneva (Linux Mint 21.2 family laptop, +05:30)
GV = Clock("2025-05-10T19:05:00+05:30")
GV_MEM = 8_222_507_008
GENEVA_EVIDENCE = [
    steady("s1", GV, age=3000, stale_sources=["packages"], hostname="geneva", os_name="Linux Mint", os_version="21.2", os_codename="victoria",
                kernel="5.15.0-91-generic", cpu_model="Intel(R) Core(TM) i5-8250U CPU @ 1.60GHz", cpu_cores=4,
                cpu_threads=8, memory_total_bytes=GV_MEM,
                disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 52_576_092_160},
                       {"device": "/dev/sda3", "mountpoint": "/home", "fstype": "ext4", "total_bytes": 180_388_626_432},
                       {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 535_805_952}],
                installed_packages={"linux-image-5.15.0-88-generic": "5.15.0-88.98",
                                    "linux-image-5.15.0-91-generic": "5.15.0-91.101",
                                    "linux-image-5.15.0-94-generic": "5.15.0-94.104",
                                    "linux-image-generic": "5.15.0.94.91",
                                    "firefox": "125.0.3+linuxmint1+victoria",
                                    "libreoffice-core": "1:7.3.7-0ubuntu0.22.04.5", "timeshift": "24.01.1",
                                    "mintupdate": "6.0.9", "vlc": "3.0.16-1build7", "cinnamon": "5.8.4+victoria"},
                available_services=["cups.service", "bluetooth.service", "NetworkManager.service", "ubuntu-fan.service"],
                users=[{"name": "priya", "uid": 1000, "gid": 1000, "home": "/home/priya", "shell": "/bin/bash"},
                       {"name": "arjun", "uid": 1001, "gid": 1001, "home": "/home/arjun", "shell": "/bin/bash"}],
                groups=[{"name": "sudo", "gid": 27, "members": ["priya"]}]),
    item("e1", "linux_system_info", system_info(3.1, [0.12, 0.20, 0.18], 297_145, "2025-05-07T03:01:50+00:00",
                                                 GV_MEM, 2_604_662_784, 2_147_479_552, 1_473_249_280), GV, age=45),
    item("e2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 52_576_092_160, 49_507_516_416),
        fs("/dev/sda3", "/home", "ext4", 180_388_626_432, 61_203_447_808),
        fs("/dev/sda1", "/boot/efi", "vfat", 535_805_952, 6_373_376)],
        "scope": "device-backed filesystems (virtual ones such as tmpfs are not listed; ask with path=)"}, GV, age=45),
    item("e3", "linux_package_history", {"source": "dpkg", "since": "2025-04-10T13:34:00+00:00", "events": [
        package_event("2025-04-16T04:12:31+00:00", "upgrade", "firefox", "124.0.2+linuxmint1+victoria",
                      "125.0.3+linuxmint1+victoria"),
        package_event("2025-04-22T15:40:00+00:00", "install", "vlc", None, "3.0.16-1build7"),
        package_event("2025-04-30T10:25:13+00:00", "upgrade", "libreoffice-core", "1:7.3.7-0ubuntu0.22.04.4",
                      "1:7.3.7-0ubuntu0.22.04.5"),
        package_event("2025-05-09T03:48:10+00:00", "install", "linux-image-5.15.0-94-generic", None, "5.15.0-94.104"),
        package_event("2025-05-09T03:48:11+00:00", "install", "linux-modules-5.15.0-94-generic", None, "5.15.0-94.104"),
        package_event("2025-05-09T03:48:45+00:00", "upgrade", "linux-image-generic", "5.15.0.91.88", "5.15.0.94.91"),
        package_event("2025-05-10T13:02:07+00:00", "remove", "linux-image-5.15.0-88-generic", "5.15.0-88.98", None),
        package_event("2025-05-10T13:02:09+00:00", "remove", "linux-modules-5.15.0-88-generic", "5.15.0-88.98", None)]},
        GV, age=45, args={"since_days": 30}),
]

BAIKAL_ANSWERS = [
    {"q": "Jellyfin keeps failing with 'No space left on device' but df says / is only 40% full. What's going on?",
     "ev": ["s1", "e2", "e4"], "extra": [BK_DFI],
     "a": """Great question! This is a classic Linux gotcha. 😊

## What's happening

Your root filesystem (`/dev/sda2`, ext4) is [[s:only 39.7% full by space]] — [[c:so there's roughly 39 GiB free]].

But according to the `df -i` output you pasted, [[s:it has run out of **inodes**]]: [[s:3,881,022 of its 3,907,584 inodes are in use]], [[c:leaving only 2,656 free]]. Every file needs an inode, so once they're gone the kernel returns "No space left on device" even though there are free blocks.

## Evidence from the logs

- [[s:Jellyfin logged the error three times]], [[c:the first one at 20:12]]
- [[u:The metadata folder probably holds well over 3 million small image files]]

## Your media array is fine (inode-wise)

[[s:`/srv/media` (md0) is at just 1% inode usage]], [[c:so moving the metadata there would give you over 2.4 billion free inodes]].

### Recommendations
- Find which folders hold the most files: `sudo find / -xdev -printf '%h\\n' | sort | uniq -c | sort -rn | head -20`
- Move Jellyfin's metadata path to `/srv/media/jellyfin-metadata` in Dashboard → General
- Clear Jellyfin's image cache after moving it

Let me know if you want help moving the metadata folder!"""},

    {"q": "How long has baikal been up, and do I need to reboot for anything?",
     "ev": ["s1", "e1", "e3"],
     "a": """Great question! Here's what I found on **baikal**.

## Uptime
- **Uptime:** [[s:42 days, 13 hours and 27 minutes]]
- **Last boot:** [[c:January 3, 2025 at 00:12]]

## Kernel
- **Running:** [[s:`5.10.0-26-amd64`]]
- **Newest installed:** [[s:`linux-image-5.10.0-28-amd64` (5.10.209-2)]]
- So [[s:yes — a reboot is needed to pick up 5.10.0-28]].
- [[c:The old 5.10.0-26 package was removed on February 9]], so if the reboot goes wrong you can't fall back to it.

## Other updates since the last boot
[[u:openssh-server's postinst already restarted sshd, so SSH is running the new code]]. [[c:Samba went from deb11u4 to deb11u6]].

### Recommendations
- Reboot during a quiet time: `sudo systemctl reboot`
- After the reboot, confirm with `uname -r`

**Recap:** [[s:baikal has been up for about six weeks]] and [[s:is still running the kernel it booted with]], [[c:back in December]]."""},

    {"q": "What changed on baikal package-wise in the last two months?",
     "ev": ["e3"],
     "a": """Great question! Here's the dpkg history for the last 60 days:

| Date | Action | Package | Version |
|---|---|---|---|
| [[s:Jan 18 | ⬆️ upgrade | samba | deb11u5 → deb11u6]] |
| [[s:Feb 3 | ➕ install | linux-image-5.10.0-28-amd64 | 5.10.209-2]] |
| [[c:Feb 3 | ⬆️ upgrade | linux-image-amd64 | 5.10.191-1 → 5.10.209-2]] |
| [[s:Feb 3 | ⬆️ upgrade | openssh-server | deb11u2 → deb11u3]] |
| [[c:Feb 10 | ➖ remove | linux-image-5.10.0-25-amd64 | 5.10.191-1]] |

**Totals:** [[c:8 package events]], [[s:four of them upgrades]].

[[u:The smartmontools install was most likely you setting up disk health monitoring for the RAID.]]

So in summary: [[s:the kernel update landed on February 3]], and [[c:the Samba security update came about a week before it]]. Want me to check whether smartd is actually running?"""},

    {"q": "How full is my RAID array? How long until it fills up?",
     "ev": ["s1", "e2"],
     "a": """Great question! Let me break it down for you.

## /srv/media (`/dev/md0`)
- **Size:** [[c:3.94 TiB]]
- **Used:** [[s:3.23 TiB]] ([[s:90.2%]])
- **Free:** [[s:about 359 GiB]]

[[u:Since it's a RAID 1 mirror of two 4 TB disks]], growing it means buying two new drives.

## How long until it's full?
[[u:At your current rate of roughly 40 GB of new media per month]], [[u:you have about 9 months left]]. I can't see the actual growth rate from one reading, though, so take that with a grain of salt.

## The other filesystems
- [[c:`/boot/efi` is at 11%]]

### Recommendations
- Set up an alert at 95%
- Look for duplicates with `fdupes -r /srv/media`

**Bottom line:** [[s:the media array has roughly 386 GB left]], [[c:which is less than 5% of its capacity]]."""},

    {"q": "How's memory and swap on baikal?",
     "ev": ["s1", "e1"],
     "a": """Great question! Here's the memory picture on baikal:

**RAM:** [[s:16 GB installed]]
**Used:** [[c:6.41 GiB]] ([[s:40.0%]])
**Swap:** [[s:976 MiB total]], [[s:about 179 MiB in use]] [[c:(about 1.8%)]]

[[u:The swap usage is probably old pages from the Jellyfin transcoder that got pushed out during a library scan]], and [[u:Jellyfin is likely the biggest memory user on the box]].

### Recommendations
- If you want to see what's in swap: `sudo smem -s swap -r | head`
- Consider lowering `vm.swappiness` to 10

**TL;DR:** [[s:less than half of your RAM is in use]] and [[s:under a fifth of the swap is used]]."""},

    {"q": "What filesystems get mounted at boot on baikal?",
     "ev": ["e5", "e2"],
     "a": """Great question! According to `/etc/fstab`, here's what's configured:

1. **Root** — [[s:`/` is ext4, mounted by UUID]]
2. **EFI** — [[s:`/boot/efi` is vfat]]
3. **Media RAID** — [[s:`/dev/md0` on `/srv/media`]] [[s:with `noatime`]], [[c:but without `nofail`]], so a degraded array could stop the boot
4. **CD-ROM** — [[s:`/dev/sr0` at `/media/cdrom0`]]

[[c:There's also an NFS backup share at `/mnt/backup` that mounts with `_netdev`]]. [[u:It was probably left over from an old backup server.]]

The file is short — [[c:only 7 lines]] — and [[s:right now `/`, `/boot/efi` and `/srv/media` are all mounted]].

Want me to suggest an fstab line with `nofail` for the RAID?"""},

    {"q": "Give me a quick health summary of baikal.",
     "extra": [BK_DFI],
     "a": """## baikal health summary

Great question! Here's a quick overview:

| Check | Value | Status |
|---|---|---|
| Memory | [[c:6.1 GB of 16 GB used]] | ✅ |
| Root disk | [[s:39.7% space]], [[s:100% inodes]] | ❌ |
| Samba | [[u:smbd running]] | ✅ |

### The urgent one
The most urgent issue is inodes on `/`: [[s:26,562 left]], [[c:about 0.07% of the total]]. [[s:Jellyfin has been logging "No space left on device"]] [[c:since this morning]].

### Recommendations
- Free up inodes (see my earlier message about Jellyfin's metadata)
- Plan a reboot for the new kernel
- Start planning a bigger array

**Recap:** [[s:two things need attention — the inode-starved root filesystem and the 90% full RAID]]."""},
]

TITICACA_ANSWERS = [
    {"q": "My laptop feels sluggish — what's eating all the memory?",
     "ev": ["s1", "e1", "e2"],
     "a": """Great question! Let's dig in. 🔍

## Memory overview
- **Total:** [[s:32 GB]] ([[c:31.27 GiB usable]])
- **In use:** [[s:85.1%]]

## Top memory users

| # | Process | PID | Memory |
|---|---|---|---|
| 1 | [[s:java (Gradle daemon) | 48213 | 4.57 GiB (15.1%)]] |
| 2 | [[s:firefox | 3311 | 3.04 GiB (10.0%)]] |
| 3 | [[c:gnome-shell | 2154 | 1.77 GiB]] |

[[s:The Gradle daemon was started with `-Xmx6g`]], so it's allowed to keep growing. [[u:The sluggishness is most likely the system swapping pages in and out while Gradle builds.]] Oh, and [[c:there are 214 processes running in total]].

### Recommendations
- Stop the Gradle daemon when you're not building: `./gradlew --stop`
- Close Firefox tabs you don't need, or use `about:unloads`

**Summary:** [[s:Gradle, Firefox and VS Code together account for about 9.4 GiB]] — [[c:roughly half of your RAM]]."""},

    {"q": "Did Tuesday's kernel update actually take effect?",
     "ev": ["s1", "e1", "e4"],
     "a": """Great question! Short answer: **no, not yet**.

**Installed on Tuesday:** [[s:`linux-image-6.12.10-76061203-generic`]], [[c:at 23:40]]
**Last boot:** [[s:Saturday, March 1 at 09:02]]

[[s:The new kernel isn't active yet]]. [[s:`linux-system76` was bumped from 6.9.3 to 6.12.10 as well]], [[c:a day later]]. [[u:kernelstub should already have copied the new kernel to `/boot/efi`]], and [[c:the old 6.9.3 kernel was removed during the update]].

### Recommendations
- Reboot when convenient, then check with `uname -r`
- If something breaks, pick the "oldkern" entry in systemd-boot (hold Space at boot)

**TL;DR:** [[s:you're still on 6.9.3]] — [[s:a reboot will switch you to 6.12.10]]."""},

    {"q": "How much disk space do I have left on titicaca?",
     "ev": ["s1", "e3"],
     "a": """Great question! Here's your storage breakdown:

| Mount | Device | Size | Used | Free | Status |
|---|---|---|---|---|---|
| `/` | `/dev/mapper/data-root` | [[c:975 GiB]] | [[s:653 GiB (71.9%)]] | [[s:255 GiB]] | ✅ |
| `/boot/efi` | `nvme0n1p1` | [[c:512 MiB]] | [[s:34.2%]] | — | ✅ |

[[s:Your root filesystem is ext4]], [[u:inside the encrypted LVM volume the Pop!_OS installer sets up]]. You have [[s:about 274 GB free]] there.

### Recommendations
- `ncdu /` is great for finding big folders
- Clean old Docker images with `docker system prune`

**Bottom line:** [[s:you've used a bit over 700 GB on the root filesystem]] [[c:and have roughly 255 GB left]]."""},

    {"q": "What have I installed or upgraded in the last two weeks?",
     "ev": ["e4"],
     "a": """Great question! Here's everything dpkg recorded since February 20:

1. **[[s:Wed, Feb 26]]** — [[s:installed VS Code (`code` 1.97.2)]]
2. **[[c:Thu, Feb 27]]** — [[s:removed `docker.io` 24.0.7]] and [[s:installed `docker-ce` 5:28.0.1]]
3. **Tue, Mar 4** — [[s:Firefox 135.0.1 → 136.0]], [[s:the new 6.12.10 kernel (image + headers)]], and [[c:`linux-system76` the next morning]]

That's [[s:8 changes in total]], [[c:5 of them fresh installs]]. [[u:You probably switched to docker-ce to get the Compose v2 plugin.]]

Let me know if you want the full version strings!"""},

    {"q": "Is Docker still set up properly after I switched packages?",
     "ev": ["s1", "e2", "e4"],
     "a": """Great question! Here's what I can see:

- ✅ **docker-ce:** [[s:installed, version 5:28.0.1-1~ubuntu.22.04~jammy]]
- ❌ **docker.io:** [[s:removed on February 26]]
- ✅ **dockerd:** [[s:running as root (PID 6120)]] [[c:since Wednesday evening]]

[[u:There's a Postgres container running]] too — [[c:it's the second-biggest memory user on the laptop]]. [[u:Your old images and volumes from docker.io were kept in `/var/lib/docker`]], so nothing should be lost.

### Recommendations
- Run `docker compose version` to confirm the Compose plugin
- `docker ps -a` to check your containers survived the switch

**So yes:** [[s:docker-ce replaced docker.io]] and [[s:the daemon is up]]."""},

    {"q": "Is swap being used? Should I add more?",
     "ev": ["s1", "e1"],
     "a": """Great question! Yes — [[s:2.74 GiB of your 4 GiB swap is taken]] [[c:(about 58.5%)]] — and [[s:RAM is at 85.1%]] with [[c:just 4.83 GiB available]]. [[s:The laptop has been up for just over 5 days]], [[u:so the swap has probably built up slowly from Gradle builds]].

[[s:The load average is 2.14 over the last minute]], [[c:which is high for a 4-core CPU]]. [[u:Pop!_OS also sets up zram by default, so part of that swap is compressed RAM.]]

### Recommendations
- Add an 8 GB swapfile: `sudo fallocate -l 8G /swapfile && sudo chmod 600 /swapfile && sudo mkswap /swapfile && sudo swapon /swapfile`
- Or give Gradle less heap (`org.gradle.jvmargs=-Xmx3g`)

**Short version:** [[s:about two-thirds of your swap is in use]], so yes, a bit more wouldn't hurt."""},
]

LADOGA_ANSWERS = [
    {"q": "Which kernels do I have installed on ladoga, and which one is running?",
     "ev": ["s1", "e3"],
     "a": """Great question! Here's the kernel situation on **ladoga**:

## Installed kernels

| Package | Version | Status |
|---|---|---|
| [[s:linux66 | 6.6.87-1 | ⚠️ installed, not running]] |
| [[s:linux612 | 6.12.23-1 | ✅ installed]] |
| [[c:linux61 | 6.1.131-1 | ✅ installed]] |

## Running kernel
[[s:You're booted into `6.6.85-1-MANJARO`]], [[s:which is the linux66 version from before Monday's update]]. [[s:linux612 was installed on April 14]] [[c:and hasn't been updated since]]. [[u:GRUB will probably pick 6.12 at the next boot since it's the newest.]]

### Recommendations
- Reboot to load 6.6.87: `sudo reboot`
- Check afterwards with `uname -r` or `mhwd-kernel -li`

**In short:** [[c:three kernels are installed]], and [[s:the one you're running is older than the installed linux66]]."""},

    {"q": "What did Monday's update change?",
     "ev": ["e3"],
     "a": """Great question! [[s:Monday's update ran at 20:33]] and [[c:touched 5 packages]]:

- **linux66:** [[s:6.6.85-1 → 6.6.87-1]]
- **firefox:** [[c:137.0-1 → 138.0-1]]
- **linux612:** [[s:6.12.21-1 → 6.12.23-1]]

Earlier in the fortnight, [[s:you installed linux612 on April 14]] and [[s:removed linux61 a few minutes later]]; then [[s:on April 17 you swapped snapper for timeshift]]. [[u:The mesa update fixes the RDNA3 flickering bug you may have noticed.]]

So [[c:everything in the last two weeks was an upgrade]] — nothing risky. Let me know if you want to see the pacman log itself!"""},

    {"q": "How's my btrfs disk doing? Is /home on a separate partition?",
     "ev": ["e2", "e4"],
     "a": """Great question!

## Root btrfs (`/dev/nvme0n1p2`)
- **Size:** [[s:1.82 TiB]]
- **Used:** [[c:1.31 TiB]]
- **Free:** [[s:about 645 GiB]]

## Is /home separate?
[[s:No — `/home` is a btrfs subvolume (`@home`) on the same partition as `/`]]. [[s:The same goes for `/var/cache` (`@cache`) and `/var/log` (`@log`)]]. [[s:All of them are mounted with `compress=zstd:3`]]. [[c:`/tmp` lives on the NVMe as well]].

[[u:Thanks to zstd compression, the data would probably take closer to 1.6 TiB uncompressed.]]

### Recommendations
- `sudo btrfs filesystem usage /` gives a more accurate picture than `df`
- `sudo compsize /` shows your real compression ratio

**Bottom line:** [[s:one partition, four subvolumes]], [[s:about two-thirds full]]."""},

    {"q": "How much RAM am I using, and is anything swapping?",
     "ev": ["s1", "e1b"],
     "a": """Great question! Here's a snapshot of ladoga's memory:

**Total RAM:** [[s:64 GB]] ([[s:62.7 GiB usable]])
**Used:** [[t:33.68 GiB (53.7%)]]
**Available:** [[t:about 29 GiB]]
**Swap:** [[t:8 GiB]] — [[t:none of it in use]]
**CPU:** [[t:71.3%]], [[t:load average 9.42]]
**Uptime:** [[t:2 days, 12 hours]]

[[u:Something heavy was running — probably a Steam shader pre-compile.]] That said, [[c:the Ryzen 9 7950X]] has plenty of headroom for it.

### Recommendations
- `btop` is great for watching this live
- Your swap file could be smaller given how much RAM you have

**TL;DR:** [[t:about half of your RAM is in use]] and [[t:swap is untouched]]."""},

    {"q": "My 4 TB storage drive shows up as fuseblk — is that normal? How full is it?",
     "ev": ["s1", "e2", "e4"],
     "a": """Great question! Yes, that's normal for NTFS: [[u:`/dev/sda1` is an NTFS partition]] [[s:mounted through FUSE (`fuseblk`)]] [[s:at `/mnt/storage`]].

**Mount options:** [[s:`allow_other`]], [[c:`noatime`]] — and [[s:it's mounted read-write]].

**Usage:**
- Size: [[c:4.0 TiB]]
- Free: [[s:about 278 GiB]]

[[s:It's the fullest drive on the system.]]

### Recommendations
- The in-kernel `ntfs3` driver is faster than ntfs-3g: try `sudo mount -t ntfs3 /dev/sda1 /mnt/storage`
- Move some games to the NVMe, it has more room

**Summary:** [[c:your storage drive has about 300 GiB free]]."""},

    {"q": "Give me an overview of ladoga.",
     "a": """## ladoga overview

Great question! Here's the big picture:

| Item | Value | Status |
|---|---|---|
| OS | [[s:Manjaro Linux]] [[u:24.2 "Yonada"]] | ✅ |
| CPU | [[s:Ryzen 9 7900X, 12 cores / 24 threads]] | ✅ |
| CPU load | [[c:71.3%]] | ⚠️ |
| RAM | [[s:17.1 GiB of 62.7 GiB used]] | ✅ |
| /mnt/storage | [[s:92.5% used]] | ❌ |
| Kernel | [[s:6.6.85 running]] | ⚠️ |
| Uptime | [[c:3 days, 12 hours]] | ✅ |

**Recap:** [[s:the NTFS drive is over 90% full]] and [[s:a reboot is needed to load the 6.6.87 kernel]]. Everything else looks healthy! 🎉"""},
]

TAHOE_ANSWERS = [
    {"q": "Did Postgres crash last night on tahoe?",
     "ev": ["e1", "e4", "e5"],
     "a": """Great question! Yes — [[s:the kernel's OOM killer hit PostgreSQL early this morning]].

## Timeline (server time)

| Time | Event |
|---|---|
| [[c:03:17:43 | Killed PID 884231 (postgres)]] |
| [[c:03:19:09 | database ready again]] |

[[s:The killed backend had about 14.5 GiB of anonymous memory]]. [[s:The service itself never restarted]]. [[u:The culprit was probably a big reporting query with a large `work_mem`.]]

[[s:Memory is still tight right now at 89.1% used]], [[c:with only 6.9 GB available]].

### Recommendations
- Lower `work_mem` or set it per role for reporting users
- Consider `vm.overcommit_memory = 2` on a dedicated DB host

**Summary:** [[s:one backend was OOM-killed at 03:17]], [[c:and PostgreSQL was down for about 5 minutes]]."""},

    {"q": "Is the PostgreSQL 16.6 upgrade live on tahoe?",
     "ev": ["s1", "e3", "e4"],
     "a": """Great question! Yes, [[c:the upgrade is live]] — here are the details:

- **Installed package:** [[s:postgresql16-server 16.6-1PGDG.rhel9]]
- **Upgraded on:** [[s:January 21]] [[c:at 18:05]]
- **Service:** [[s:postgresql-16.service is active (running)]]
- **Running since:** [[s:January 9, 05:15]]

Hmm, one caveat: [[s:the service started before the upgrade]], so [[s:the running postmaster is still the 16.4 binary]]. [[u:16.6 is the release that fixes the PL/Perl environment-variable CVE.]]

### Recommendations
- Restart in a maintenance window: `sudo systemctl restart postgresql-16`
- Then confirm with `psql -c 'SELECT version();'`

**Recap:** [[s:the server process is still 16.4]] until you restart it."""},

    {"q": "How much space is left on the database volume?",
     "ev": ["s1", "e2"],
     "a": """Great question! Here's the disk picture for tahoe:

## /var/lib/pgsql
- **Size:** [[s:2 TB]]
- **Used:** [[t:1.77 TB (88.6%)]]
- **Free:** [[t:about 212 GiB]]

## Other filesystems
- `/`: [[t:25.9% used]] [[c:of 80 GiB]]
- `/boot`: [[t:41.5% used]]

[[u:At the current growth rate you'll hit 95% in about three weeks.]]

### Recommendations
- `sudo -u postgres psql -c '\\l+'` to see database sizes
- Check for bloat with `pgstattuple`
- Extend the LV if the VG has free extents: `sudo vgs`

**Bottom line:** [[t:the data volume is nearly 90% full]]."""},

    {"q": "Which kernel is tahoe running, and is a reboot pending?",
     "ev": ["s1", "e1", "e3"],
     "a": """Great question!

**Running kernel:** [[s:`5.14.0-527.el9.x86_64`]]
**Newest installed:** [[s:`kernel-core-5.14.0-547.el9`]]
**Last boot:** [[s:January 9]]

[[s:The 527 kernel was installed on January 7]], [[c:the day after the last boot]]. So [[s:yes, a reboot is pending]]. [[s:dnf removed the 5.14.0-508 kernel]], [[c:and 5.14.0-496 was removed along with it]]. [[u:That leaves three kernels installed, the dnf default `installonly_limit=3`.]]

### Recommendations
- `sudo dnf needs-restarting -r` will confirm
- Reboot after you restart PostgreSQL anyway for 16.6

**TL;DR:** [[s:tahoe is one kernel update behind]]."""},

    {"q": "Is tahoe under memory pressure?",
     "ev": ["s1", "e1"],
     "a": """Great question! Yes, pretty clearly. [[s:Out of 64 GB of RAM]], [[c:57.69 GiB is in use]] — that's [[s:89.1%]] — and [[s:swap is 60.6% full]]. [[s:The load average is around 6 across all three windows]], [[s:which is fine for 32 threads]], but [[c:the load is climbing]]. [[u:PostgreSQL's `shared_buffers` is probably set to 16 GB.]]

### Recommendations
- Check `SELECT sum(...) FROM pg_stat_activity` for idle-in-transaction sessions
- `smem -rs swap` to see who's in swap

**Short answer:** [[s:yes — less than 7 GiB is available]] [[c:and over 5 GiB of swap is in use]]."""},

    {"q": "What changed on tahoe in January?",
     "ev": ["e3"],
     "a": """Great question! Here's the dnf history for January:

**Jan 7:**
- [[s:kernel-core 5.14.0-527.el9 installed]]

**Jan 21:**
- [[s:postgresql16-server and postgresql16: 16.4 → 16.6]]
- [[s:kernel-core 5.14.0-547.el9 installed]]
- [[c:kernel-core 5.14.0-527.el9 removed]]
- [[s:pgbackrest 2.53.1 → 2.54.1]]

**Total:** [[s:7 events]], [[c:on three different days]]. [[s:Both update runs happened on a Tuesday]]. [[u:These look like scheduled dnf-automatic runs.]]

**In short:** [[c:the database packages were updated twice this month]]."""},

    {"q": "Quick status report for tahoe please.",
     "a": """## tahoe status report

Great question! Here's where things stand:

| Check | Result | Status |
|---|---|---|
| Kernel | [[s:5.14.0-527 (547 pending)]] | ⚠️ |
| PostgreSQL | [[s:active]], [[s:16.6 installed]] | ✅ |
| Swap | [[c:4.85 GB used]] | ⚠️ |
| /var/lib/pgsql | [[t:88.6%]] | ⚠️ |
| OOM kills (last 6 h) | [[s:1]] | ❌ |

[[c:The OOM killer took out the postmaster]], [[s:but the database was accepting connections again at 03:18]].

### Recommendations
- Tune memory settings before the next heavy job
- Schedule a restart for PostgreSQL 16.6 and the new kernel
- Grow the data volume

**Recap:** [[s:memory pressure already caused one OOM kill today]], and [[t:the data volume is close to 90% full]]."""},
]

GV_USER = user("u1", "My daughter says the laptop showed a 'Low Disk Space' warning yesterday evening.", GV, age=120)

GENEVA_ANSWERS = [
    {"q": "The laptop showed a low disk space warning — what's full?",
     "ev": ["s1", "e2"], "extra": [GV_USER],
     "a": """Great question! The warning is about the **root filesystem**:

| Mount | Size | Used | Free | Status |
|---|---|---|---|---|
| `/` | [[s:48.97 GiB]] | [[s:94.2%]] | [[c:2.68 GiB]] | ❌ |

[[s:Your `/` partition is almost full]]. [[u:Timeshift snapshots are most likely what's filling it, since Mint keeps them in `/timeshift` on the root partition.]] [[c:Your home folder is on the same partition]], so deleting photos would help too.

### Recommendations
- Open Timeshift and delete all but the newest snapshot (or move them to another drive)
- `sudo apt clean` to drop cached packages
- `sudo du -xh / --max-depth=1 | sort -h` to find the biggest folders

**So:** [[s:`/` has only about 3 GB free]], while [[s:`/home` has plenty of room]]."""},

    {"q": "Which kernels are installed on geneva? Can I remove the old ones?",
     "ev": ["s1"],
     "a": """Great question! Here's what I see on **geneva** ([[c:Linux Mint 21.3]]):

**Running:** [[s:5.15.0-91-generic]]

**Installed kernel images:**
- [[t:linux-image-5.15.0-88-generic (5.15.0-88.98)]]
- [[t:linux-image-5.15.0-91-generic (5.15.0-91.101)]]
- [[t:linux-image-5.15.0-94-generic (5.15.0-94.104)]]

[[t:5.15.0-94 is the newest one installed]], [[s:but you're not running it yet]]. [[u:Mint keeps the last three kernels by default.]]

### Recommendations
- Update Manager → View → Linux kernels, then remove 5.15.0-88
- Or: `sudo apt remove linux-image-5.15.0-88-generic`

**Short version:** [[t:5.15.0-88 is the oldest kernel still installed]], so that's the one to remove."""},

    {"q": "Did the Update Manager clean up the old kernels on geneva?",
     "ev": ["s1", "e3"],
     "a": """Great question! Here's what the package history shows:

- [[s:On Friday, May 9 at 09:18]], [[s:`linux-image-5.15.0-94-generic` was installed]]
- [[s:Today at 18:32]] (that's [[c:about two hours ago]]), [[s:`linux-image-5.15.0-88-generic` was removed]]

So the cleanup happened, but [[c:5.15.0-88 is still on disk]]. [[u:Update Manager removed it automatically as part of its kernel policy.]] [[s:You're running 5.15.0-91]], so [[s:a reboot is needed to use 5.15.0-94]].

Let me know if you'd like me to check how much space that freed!"""},

    {"q": "When was geneva last restarted? Is it slow because of memory?",
     "ev": ["s1", "e1"],
     "a": """Great question!

**Last restart:** [[s:Wednesday, May 7]] [[c:at 03:01]]
**RAM:** [[s:8 GB]], [[s:68.3% in use]]
**Available:** [[c:2.6 GiB]]
**Swap:** [[s:2 GiB]] [[u:(a swapfile, Mint's default)]], [[s:68.6% used]]

[[u:The slowness is most likely Firefox and Cinnamon competing for RAM]] on [[c:an i5-8350U]] with this little memory.

### Recommendations
- Close unused browser tabs
- An upgrade to 16 GB would make a big difference

**TL;DR:** [[s:it's been up a bit over three days]], and [[s:about two-thirds of both RAM and swap are in use]]."""},

    {"q": "What updates were installed on geneva in the last month?",
     "ev": ["e3"],
     "a": """Great question! Here's the last 30 days of dpkg history:

| Date | Package | Change |
|---|---|---|
| [[s:Apr 16 | firefox | 124.0.2 → 125.0.3]] |
| [[c:Apr 23 | vlc | installed (3.0.16)]] |
| [[s:May 9 | linux-image-5.15.0-94-generic | installed]] |
| [[s:May 10 | linux-image-5.15.0-88-generic | removed]] |

[[s:That's 8 dpkg events in all]], [[c:including two upgrades]]. [[c:Firefox has probably been updated again since then]], since Mint ships Firefox updates quickly.

**Summary:** [[s:one new kernel in]], [[s:one old kernel out]], and [[c:LibreOffice went up a major version]]."""},

    {"q": "How much room is there in /home for Arjun's photos?",
     "ev": ["s1", "e2"],
     "a": """Great question! [[s:`/home` is its own ext4 partition (`/dev/sda3`)]], [[s:about 180 GB in size]], and [[s:roughly a third of it is used]] ([[s:57 GiB]]) — that leaves [[c:about 119 GiB free]]. [[s:Both priya and arjun have their home folders there]]; [[u:Arjun's is probably the smaller of the two]]. One thing to note: [[c:Arjun has sudo rights too]], so he can install a photo manager himself.

**In short:** [[s:over 100 GiB is free in `/home`]]. 📸"""},

    {"q": "Give me a summary of geneva's health.",
     "extra": [GV_USER],
     "a": """## geneva at a glance

Great question! Here's the summary:

| Item | Value | OK? |
|---|---|---|
| OS | [[s:Linux Mint 21.2 "Victoria"]] | ✅ |
| Kernel | [[s:5.15.0-91 running]], [[s:5.15.0-94 installed]] | ⚠️ |
| Root `/` | [[s:94.2% full]] | ❌ |
| RAM | [[c:5.23 GB used of 8 GB]] | ⚠️ |
| Swap | [[s:1.37 GiB used]] | ⚠️ |

[[u:The 'Low Disk Space' warning your daughter saw was about `/`]], and [[c:the old 5.15.0-88 kernel is still taking up space there]].

### Recommendations
- Clean up Timeshift snapshots
- Reboot to switch to 5.15.0-94

**Bottom line:** [[s:`/` is the only filesystem over 90%]]."""},
]

MACHINES = [
    {"name": "baikal", "clock": BK, "evidence": BAIKAL_EVIDENCE, "answers": BAIKAL_ANSWERS},
    {"name": "titicaca", "clock": TT, "evidence": TITICACA_EVIDENCE, "answers": TITICACA_ANSWERS},
    {"name": "ladoga", "clock": LD, "evidence": LADOGA_EVIDENCE, "answers": LADOGA_ANSWERS},
    {"name": "tahoe", "clock": TH, "evidence": TAHOE_EVIDENCE, "answers": TAHOE_ANSWERS},
    {"name": "geneva", "clock": GV, "evidence": GENEVA_EVIDENCE, "answers": GENEVA_ANSWERS},
]
