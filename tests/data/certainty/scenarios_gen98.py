"""98th generation (written blind, in the manner of Llama 3.3 70B Instruct: polished and conversational — a
one-sentence verdict in bold, then grouped `###` sections of short bullets, casual asides in parentheses,
relative times ("about three hours ago", "since Friday night") mixed with clock times, and a closing
"Next steps" list of commands).

yuzu — an Ubuntu 24.04 Plex/Jellyfin media box on an Intel N100 (America/Denver, -06:00) whose 8 TB USB
media drive keeps dropping off the bus. Its evidence: a steady-state snapshot (NVMe root, the USB disk on
/mnt/media, dpkg packages, users dana/plex/jellyfin and a `media` group), a fresh listing of every service
(smartmontools failed, jellyfin restarted at 19:48), eight hours of kernel lines about usb 2-1/sda (three
disconnects: 14:22, 17:05, 19:47), fresh disk usage (media drive 91.3%), a CPU-sorted process listing cut at
five rows (a Plex transcode at 186%), a one-second disk-I/O sample, a fifteen-minute-old system reading and
/etc/fstab. The user's own words say what the drive is.

pomelo — a Debian 12 Postfix relay (Europe/London, +01:00) whose queue is growing. A steady-state snapshot
(separate /var, public and internal interfaces, postfix 3.7.11), the `postfix@-` unit (active since Friday
22:41), the last hour of deferrals cut at eight lines (Microsoft 4.7.650 rate limits, Gmail connect
timeouts, one Yahoo TSS04), main.cf, fresh disk usage (/var 67.2%), a complete name-filtered listing of the
smtp/smtpd processes, an eleven-minute-old socket listing, two weeks of apt history and fresh system info.
The user's own words give the queue size.

kumquat — a Fedora 41 developer laptop (Asia/Kolkata, +05:30) with a stuck dnf5 upgrade. A steady-state
snapshot whose `users` source is listed in stale_sources (account and group claims are stale), a complete
name-filtered listing of the two dnf5 processes (47950 in disk sleep, 48213 waiting), two hours of journal
lines (dracut started, a hung dracut-install task, an NVMe timeout), every podman container (toolbox,
postgres, two exited), the packagekit unit, ten days of dnf history, fresh system info (load 3.1 at 4% CPU),
file changes under /boot (no initramfs for 6.11.6) and a forty-minute-old disk-usage reading.

citron — a Rocky Linux 9.4 Kafka 3.8 broker in KRaft combined mode (America/Sao_Paulo, -03:00). A
steady-state snapshot, the kafka unit (up since last Tuesday), a complete socket listing (seven client
connections from four hosts, controller quorum, replication), an hour of the broker's log (a consumer-group
rebalance, an ISR shrink and expand on payments-4), a memory-sorted process listing cut at four rows, disk
usage (the Kafka volume at 68.4%), a seven-minute-old traffic sample, fresh system info, the first fourteen
lines of server.properties and a disk-I/O read that timed out (a tool error).

bergamot — the control node of a three-mini-PC k3s homelab on Debian 12 (Australia/Adelaide, +10:30 under
daylight saving). Nodes (mini-3 NotReady), Longhorn volumes (nextcloud-data degraded), every Longhorn
replica (the mini-3 replica stopped, failedAt in UTC), the nextcloud pods (start times in UTC), a
twenty-five-minute-old list of Longhorn events, system info, the k3s unit, a traffic sample, disk usage of
/var/lib/longhorn (81.7%) and a pod listing of longhorn-system that timed out. The user says they are in
Adelaide.
"""

from _evidence import (GiB, MiB, Clock, box, connection, fs, item, listener, log_entry, node,
                       package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# yuzu — Ubuntu 24.04 Plex/Jellyfin media box, USB disk dropping out
# ---------------------------------------------------------------------------------------------------------
YUZ = Clock("2026-10-15T21:10:00-06:00")
YUZ_MEM = 16_479_170_560
YUZ_ROOT = 510_770_802_688
YUZ_MEDIA = 7_869_342_732_288
YUZ_BOOT = "2026-10-12T08:14:00-06:00"

yuzu_evidence = [
    steady("e1", YUZ, age=1800,
           hostname="yuzu", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-47-generic", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=YUZ_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": YUZ_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 1_124_999_168},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/media", "fstype": "ext4", "total_bytes": YUZ_MEDIA}],
           network_interfaces=[{"name": "enp1s0", "mac": "a8:b8:e0:04:5c:21", "addresses": ["192.168.1.40/24"], "is_up": True},
                               {"name": "wlp2s0", "mac": "d4:d8:53:6e:91:0a", "addresses": [], "is_up": False}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"plexmediaserver": "1.41.0.8994-f2c27da23", "jellyfin": "10.9.11+ubu2404",
                               "jellyfin-server": "10.9.11+ubu2404", "jellyfin-ffmpeg6": "6.0.1-8-noble",
                               "samba": "2:4.19.5+dfsg-4ubuntu9", "smartmontools": "7.4-2build1",
                               "linux-image-generic": "6.8.0-47.47"},
           available_services=["plexmediaserver.service", "jellyfin.service", "smbd.service", "ssh.service",
                               "smartmontools.service", "udisks2.service", "unattended-upgrades.service"],
           users=[{"name": "dana", "uid": 1000, "gid": 1000, "home": "/home/dana", "shell": "/bin/bash"},
                  {"name": "plex", "uid": 999, "gid": 998, "home": "/var/lib/plexmediaserver", "shell": "/usr/sbin/nologin"},
                  {"name": "jellyfin", "uid": 110, "gid": 118, "home": "/var/lib/jellyfin", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["dana"]},
                   {"name": "media", "gid": 1001, "members": ["dana", "plex", "jellyfin"]},
                   {"name": "plex", "gid": 998, "members": []},
                   {"name": "jellyfin", "gid": 118, "members": []}]),
    item("e2", "linux_service_status", {"units": [
        unit("plexmediaserver.service", "active", "running", pid=1187, since="2026-10-12T08:14:31-06:00",
             desc="Plex Media Server"),
        unit("jellyfin.service", "active", "running", pid=48822, since="2026-10-15T19:48:02-06:00",
             desc="Jellyfin Media Server"),
        unit("mnt-media.mount", "active", "mounted", ufs="generated", since="2026-10-15T19:47:41-06:00",
             desc="/mnt/media"),
        unit("smbd.service", "active", "running", pid=1240, since="2026-10-12T08:14:29-06:00",
             desc="Samba SMB Daemon"),
        unit("ssh.service", "active", "running", pid=1022, since="2026-10-12T08:14:25-06:00",
             desc="OpenBSD Secure Shell server"),
        unit("udisks2.service", "active", "running", pid=905, since="2026-10-12T08:14:22-06:00",
             desc="Disk Manager"),
        unit("unattended-upgrades.service", "active", "running", pid=1090, since="2026-10-12T08:14:27-06:00",
             desc="Unattended Upgrades Shutdown"),
        unit("smartmontools.service", "failed", "failed", desc="Self Monitoring and Reporting Technology (SMART) Daemon"),
    ]}, YUZ, age=40),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-10-15T14:22:17-06:00", None, "info", "usb 2-1: USB disconnect, device number 3"),
        log_entry("2026-10-15T14:22:17-06:00", None, "err",
                  "sd 0:0:0:0: [sda] Synchronize Cache(10) failed: Result: hostbyte=DID_ERROR driverbyte=DRIVER_OK"),
        log_entry("2026-10-15T14:22:18-06:00", None, "err",
                  "EXT4-fs warning (device sda1): ext4_end_bio:343: I/O error 10 writing to inode 52953121 starting block 1463205888)"),
        log_entry("2026-10-15T14:22:21-06:00", None, "info", "usb 2-1: new SuperSpeed USB device number 4 using xhci_hcd"),
        log_entry("2026-10-15T14:22:23-06:00", None, "info",
                  "sd 0:0:0:0: [sda] 15628052480 512-byte logical blocks: (8.00 TB/7.28 TiB)"),
        log_entry("2026-10-15T17:05:49-06:00", None, "info", "usb 2-1: USB disconnect, device number 4"),
        log_entry("2026-10-15T17:05:49-06:00", None, "err",
                  "EXT4-fs error (device sda1): ext4_find_entry:1683: inode #2: comm Plex Media Scan: reading directory lblock 0"),
        log_entry("2026-10-15T17:05:53-06:00", None, "info", "usb 2-1: new SuperSpeed USB device number 5 using xhci_hcd"),
        log_entry("2026-10-15T19:47:30-06:00", None, "info", "usb 2-1: USB disconnect, device number 5"),
        log_entry("2026-10-15T19:47:30-06:00", None, "err",
                  "sd 0:0:0:0: [sda] tag#12 uas_zap_pending 0 uas-tag 1 inflight: CMD"),
        log_entry("2026-10-15T19:47:34-06:00", None, "info", "usb 2-1: new SuperSpeed USB device number 6 using xhci_hcd"),
        log_entry("2026-10-15T19:47:41-06:00", None, "info",
                  "EXT4-fs (sda1): mounted filesystem 6b1e4c0a-77d2-4f1e-9a3b-0c8d2e5f7a19 r/w with ordered data mode. Quota mode: none."),
    ]}, YUZ, age=30, args={"grep": "usb 2-1|sda", "since_minutes": 480, "limit": 50}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", YUZ_ROOT, 88_940_019_712),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_124_999_168, 6_369_280),
        fs("/dev/sda1", "/mnt/media", "ext4", YUZ_MEDIA, 7_184_211_456_000),
    ]}, YUZ, age=25),
    item("e5", "linux_processes", processes(231, YUZ_MEM, [
        (50112, "Plex Transcoder", "plex", 186.4, 612 * MiB, "2026-10-15T20:58:12-06:00",
         "/usr/lib/plexmediaserver/Plex Transcoder -codec:0 hevc -codec:1 eac3 -i /mnt/media/Movies/Dune Part Two (2024)/Dune.Part.Two.mkv -codec:0 libx264 -preset veryfast -crf 21"),
        (1187, "Plex Media Serv", "plex", 21.7, 1288 * MiB, "2026-10-12T08:14:31-06:00",
         "/usr/lib/plexmediaserver/Plex Media Server"),
        (48822, "jellyfin", "jellyfin", 9.8, 734 * MiB, "2026-10-15T19:48:02-06:00",
         "/usr/lib/jellyfin/bin/jellyfin --webdir=/usr/share/jellyfin/web --ffmpeg=/usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (50240, "ffmpeg", "jellyfin", 6.2, 188 * MiB, "2026-10-15T21:04:40-06:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -analyzeduration 200M -i file:/mnt/media/TV/Severance/S02E03.mkv -map 0:0 -codec:v:0 h264_qsv"),
        (1240, "smbd", "root", 1.1, 42 * MiB, "2026-10-12T08:14:29-06:00", "/usr/sbin/smbd --foreground --no-process-group"),
    ]), YUZ, age=35, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 41_943_040, "write_bytes_per_s": 1_310_720, "busy_percent": 72.5},
        {"device": "nvme0n1", "read_bytes_per_s": 524_288, "write_bytes_per_s": 2_097_152, "busy_percent": 3.1},
    ]}, YUZ, age=20, args={"interval_seconds": 1.0}),
    item("e7", "linux_system_info",
         system_info(58.3, [4.81, 4.12, 3.37], 304_860, YUZ_BOOT, YUZ_MEM, 9_126_805_504, 4 * GiB, 128 * MiB),
         YUZ, age=900),
    item("e8", "linux_file_read", {"path": "/etc/fstab", "offset": 0, "limit": 200, "total_lines": 5, "lines": [
        "# /etc/fstab: static file system information.",
        "UUID=2d7c3f1a-9b4e-4c55-8e0a-1f2b3c4d5e6f /               ext4    errors=remount-ro 0       1",
        "UUID=4A1B-22C9  /boot/efi       vfat    umask=0077      0       1",
        "/swap.img       none    swap    sw      0       0",
        "UUID=6b1e4c0a-77d2-4f1e-9a3b-0c8d2e5f7a19 /mnt/media ext4 defaults,nofail,x-systemd.device-timeout=10 0 2",
    ]}, YUZ, age=60, args={"path": "/etc/fstab"}),
]

yuzu_answers = [
    {"q": "Why does my USB drive keep disconnecting?", "ev": ["e1", "e3"],
     "extra": [user("u1", "It's an 8TB WD Elements plugged into the front USB port and it keeps dropping out, "
                          "like a few times a day.", YUZ, age=90)],
     "a": "**Your media drive has dropped off the USB bus [[s:three times since early this afternoon]], and each "
          "time the whole device vanished, not just the filesystem.**\n\n"
          "### What the kernel logged\n"
          "- [[s:The first disconnect was at 14:22]] ([[s:about seven hours ago]]), [[c:the second at 17:50]], and "
          "[[s:the latest at 19:47]].\n"
          "- Each time it came back a few seconds later as a fresh USB device (it's on [[c:device number 5]] now, "
          "for what it's worth).\n"
          "- [[s:During the first drop, ext4 hit an I/O error writing to `sda1`]], so whatever was being written at "
          "14:22 may be damaged.\n\n"
          "### Likely cause\n"
          "[[u:This is the classic pattern of USB autosuspend kicking in on the `uas` driver]]. Since "
          "[[s:it's the 8TB WD Elements on the front port]], [[u:that port shares an internal hub with the Wi-Fi "
          "card on these N100 boxes]], which doesn't help.\n\n"
          "**Next steps**\n"
          "1. `cat /sys/module/usbcore/parameters/autosuspend`\n"
          "2. `sudo smartctl -d sat -a /dev/sda`\n"
          "3. `sudo e2fsck -fn /dev/sda1` (read-only check, better run with the drive unmounted)\n"
          "4. Try a rear USB 3 port or a powered hub for a day and see if the drops stop."},
    {"q": "Are Plex and Jellyfin both running?", "ev": ["e2"],
     "a": "**Yes — both media servers are up, although Jellyfin restarted earlier this evening.**\n\n"
          "### Media servers\n"
          "- **Plex** (`plexmediaserver.service`): [[s:active and running]] [[s:as PID 1187]], up since Monday "
          "morning at 08:14 (so [[c:roughly two days]] without a restart).\n"
          "- **Jellyfin** (`jellyfin.service`): running too, but [[s:it only started at 19:48]], "
          "[[s:about an hour and twenty minutes ago]]. [[u:It was restarted automatically because the media "
          "drive disappeared]].\n\n"
          "### Everything else\n"
          "- [[s:Samba is running]], and so is SSH.\n"
          "- [[s:`/mnt/media` is mounted again]] (since 19:47).\n"
          "- [[c:Every other unit on the box is active]] (nothing to worry about there).\n\n"
          "**Next steps**\n"
          "- `journalctl -u jellyfin --since 19:40`\n"
          "- `systemctl list-units --failed`"},
    {"q": "How much space is left on the media drive?", "ev": ["e4", "e1"],
     "a": "**You've got [[s:about 685 GB free]] on the media drive — it's [[s:91% full]] (e4), so it's getting "
          "tight.**\n\n"
          "### Media drive (`/dev/sda1` → `/mnt/media`)\n"
          "- Size: [[s:7.87 TB]] (e1), or about 7.2 TiB the way `df -h` shows it\n"
          "- Used: [[s:about 7.2 TB]] ([[c:6.8 TiB]])\n"
          "- Filesystem: [[c:exFAT]] (e4)\n"
          "- [[u:Free space: 685 GB (e1)]]\n\n"
          "### System disk\n"
          "- [[s:The NVMe root is only about 17% used]] — roughly 89 GB [[c:out of 1 TB]].\n"
          "- [[s:The EFI partition is basically empty]].\n\n"
          "[[s:The media drive is both the biggest and the fullest filesystem here]] (no surprise on a media box).\n\n"
          "**Next steps**\n"
          "- `sudo du -h --max-depth=1 /mnt/media | sort -h`\n"
          "- `sudo tune2fs -l /dev/sda1 | grep -i reserved` (ext4 keeps 5% reserved by default)"},
    {"q": "What's using all the CPU?", "ev": ["e5"],
     "a": "**It's a Plex transcode — `Plex Transcoder` is [[s:chewing through about 186% CPU]] "
          "([[s:almost two full cores]]).**\n\n"
          "### Top CPU users\n"
          "| Process | PID | CPU | Memory |\n"
          "|---|---|---|---|\n"
          "| Plex Transcoder | 50112 | ~186% | [[c:~1.2 GB]] |\n"
          "| Plex Media Server | 1187 | ~22% | [[s:~1.3 GB]] |\n"
          "| jellyfin | [[c:50240]] | ~10% | ~730 MB |\n"
          "| ffmpeg (Jellyfin) | 50240 | ~6% | ~190 MB |\n\n"
          "### What's going on\n"
          "- [[s:The transcode kicked off at 20:58]], about 12 minutes ago, and [[s:it's converting HEVC to "
          "H.264]]. [[u:Most likely someone is streaming a 4K file to a TV that can't direct-play it]].\n"
          "- [[s:Jellyfin has its own ffmpeg job going too]] — an episode of Severance, by the looks of the path.\n"
          "- [[u:No other ffmpeg processes are running]].\n"
          "- [[c:That's out of 213 processes in total]].\n\n"
          "**Next steps**\n"
          "- Check the Plex dashboard → *Now Playing* to see who's transcoding\n"
          "- `top -o %CPU`"},
    {"q": "Is the USB disk being hammered right now? And how's memory?", "ev": ["e6", "e7"],
     "a": "**The USB drive is busy — [[s:about 72% utilised]] — but memory looks fine.**\n\n"
          "### Disk I/O (1-second sample)\n"
          "- `sda`: [[s:~40 MB/s of reads]], [[s:barely any writes]] (~1.3 MB/s)\n"
          "- `nvme0n1`: [[c:about 13% busy]]\n\n"
          "### Memory & load\n"
          "- [[t:About 6.9 GB in use]] ([[t:roughly 45%]])\n"
          "- [[t:Swap is barely touched at 128 MB]]\n"
          "- [[t:Load average around 4.8]] [[u:on this 4-core N100]] (so it's working, but not drowning)\n"
          "- [[t:The box has been up for about three and a half days]]\n\n"
          "Reading at 40 MB/s while streaming is perfectly normal for a single spinning disk.\n\n"
          "**Next steps**\n"
          "- `iostat -xz 2 sda`\n"
          "- `free -h`"},
    {"q": "Is the media drive set up properly in fstab?", "ev": ["e8", "e2"],
     "a": "**Mostly, yes — [[s:the media drive is mounted by UUID with `nofail`]], which is exactly what you want "
          "for a USB disk.**\n\n"
          "### The fstab line\n"
          "- [[s:It mounts at `/mnt/media` as ext4]].\n"
          "- [[s:It has `x-systemd.device-timeout=10`]], so systemd only waits 10 seconds for it at boot.\n"
          "- [[c:It's set to `errors=remount-ro`]] (good — it'll go read-only instead of corrupting things).\n"
          "- [[c:The fsck pass is 0, so it's never checked at boot]].\n\n"
          "### Current state\n"
          "- [[s:The mount unit is active, mounted since 19:47]] (about 80 minutes ago).\n"
          "- [[u:There's no `uas` quirk configured anywhere]], which is worth adding given the dropouts.\n\n"
          "**Next steps**\n"
          "- `lsusb | grep -i western` to get the vendor:product ID\n"
          "- Add `usb-storage.quirks=<vid>:<pid>:u` to `GRUB_CMDLINE_LINUX_DEFAULT`, then `sudo update-grub`"},
    {"q": "Which accounts can get at the media files?", "ev": ["e1"],
     "a": "**[[s:Three accounts are in the `media` group]]: [[s:dana, plex, and jellyfin]].**\n\n"
          "### Accounts\n"
          "- **dana** — your regular login (UID 1000, bash), and [[s:also in `sudo`]].\n"
          "- **plex** and **jellyfin** — [[s:service accounts with `nologin` shells]]; "
          "[[c:plex's home is `/home/plex`]].\n"
          "- [[c:The `media` group is GID 1000]].\n\n"
          "### The box itself\n"
          "- Ubuntu 24.04 (noble) on [[s:kernel 6.8.0-47]]\n"
          "- [[c:Jellyfin 10.10]] and [[s:Plex 1.41.0]] ([[u:the latest Plex build]])\n\n"
          "**Next steps**\n"
          "- `getent group media`\n"
          "- `ls -ld /mnt/media` to make sure the group has `rwx`"},
]

# ---------------------------------------------------------------------------------------------------------
# pomelo — Debian 12 Postfix relay, queue growing
# ---------------------------------------------------------------------------------------------------------
POM = Clock("2026-10-20T09:35:00+01:00")
POM_MEM = 4_109_271_040
POM_ROOT = 42_141_450_240
POM_VAR = 105_089_261_568
POM_MS = ("said: 451 4.7.650 The mail server [203.0.113.25] has been temporarily rate limited due to IP reputation. "
          "For e-mail delivery information, see https://aka.ms/postmaster (S775) (in reply to MAIL FROM command))")


def _ms(qid: str, rcpt: str, delay: int) -> str:
    host = "outlook-com.olc.protection.outlook.com[52.101.42.10]"
    return (f"{qid}: to=<{rcpt}>, relay={host}:25, delay={delay}, delays={delay - 32}/0.02/0.31/31, dsn=4.7.650, "
            f"status=deferred (host {host} {POM_MS}")


pomelo_evidence = [
    steady("e1", POM, age=2400,
           hostname="pomelo", domain="example.net", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-26-amd64", cpu_model="Intel Xeon Processor (Icelake)",
           cpu_cores=2, cpu_threads=2, memory_total_bytes=POM_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": POM_ROOT},
                  {"device": "/dev/vdb1", "mountpoint": "/var", "fstype": "ext4", "total_bytes": POM_VAR}],
           network_interfaces=[{"name": "ens3", "mac": "fa:16:3e:5b:21:c4", "addresses": ["203.0.113.25/24"], "is_up": True},
                               {"name": "ens4", "mac": "fa:16:3e:0d:77:e2", "addresses": ["10.0.5.25/24"], "is_up": True}],
           dns_servers=["10.0.5.2"], default_gateway="203.0.113.1", package_manager="dpkg",
           installed_packages={"postfix": "3.7.11-0+deb12u1", "postfix-pcre": "3.7.11-0+deb12u1",
                               "opendkim": "2.11.0~beta2-8+deb12u1", "libsasl2-modules": "2.1.28+dfsg-10",
                               "libssl3": "3.0.15-1~deb12u1", "rsyslog": "8.2302.0-1",
                               "unattended-upgrades": "2.9.1+nmu3"},
           available_services=["postfix.service", "postfix@-.service", "opendkim.service", "ssh.service",
                               "rsyslog.service", "unattended-upgrades.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "postfix", "uid": 104, "gid": 111, "home": "/var/spool/postfix", "shell": "/usr/sbin/nologin"},
                  {"name": "opendkim", "uid": 105, "gid": 112, "home": "/run/opendkim", "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]},
                   {"name": "postdrop", "gid": 113, "members": []},
                   {"name": "opendkim", "gid": 112, "members": ["postfix"]}]),
    item("e2", "linux_service_status",
         unit("postfix@-.service", "active", "running", pid=1034, since="2026-10-16T22:41:09+01:00",
              desc="Postfix Mail Transport Agent (instance -)"),
         POM, age=30, args={"name": "postfix@-"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": "postfix@-.service", "entries": [
        log_entry("2026-10-20T09:05:12+01:00", "postfix@-.service", "info", _ms("4Xq2Lk1Zb7z9vNP", "j.ortiz@outlook.com", 3412)),
        log_entry("2026-10-20T09:09:40+01:00", "postfix@-.service", "info", _ms("4Xq1Hh0Wc2z9vMT", "kate.b@hotmail.com", 14205)),
        log_entry("2026-10-20T09:14:02+01:00", "postfix@-.service", "info",
                  "3Yt9Rm2Kx4b8pLQ: to=<billing.alerts@gmail.com>, relay=none, delay=7180, delays=7150/0.01/30/0, "
                  "dsn=4.4.1, status=deferred (connect to gmail-smtp-in.l.google.com[142.250.102.27]:25: Connection timed out)"),
        log_entry("2026-10-20T09:18:27+01:00", "postfix@-.service", "info", _ms("4Xq3Pn5Gd1z9vQR", "sam_w@live.com", 902)),
        log_entry("2026-10-20T09:22:51+01:00", "postfix@-.service", "info",
                  "4Xq0Ab8Ty6z9vKL: to=<r.mehta@yahoo.com>, relay=mta7.am0.yahoodns.net[67.195.204.77]:25, delay=5521, "
                  "delays=5490/0.03/0.9/30, dsn=4.7.0, status=deferred (host mta7.am0.yahoodns.net[67.195.204.77] said: "
                  "421 4.7.0 [TSS04] Messages from 203.0.113.25 temporarily deferred due to unexpected volume or user "
                  "complaints - 4.16.55.1; see https://postmaster.yahooinc.com/error-codes (in reply to MAIL FROM command))"),
        log_entry("2026-10-20T09:26:15+01:00", "postfix@-.service", "info", _ms("4Xpz7Vu3Fe9z9vAB", "newsletter-test@outlook.com", 41877)),
        log_entry("2026-10-20T09:30:03+01:00", "postfix@-.service", "info",
                  "4Xq3Zc1Mn0z9vSX: to=<d.khan@gmail.com>, relay=none, delay=2290, delays=2260/0.01/30/0, dsn=4.4.1, "
                  "status=deferred (connect to gmail-smtp-in.l.google.com[142.250.102.27]:25: Connection timed out)"),
        log_entry("2026-10-20T09:34:10+01:00", "postfix@-.service", "info", _ms("4Xq4Bd7Lp2z9vWY", "m.evans@hotmail.co.uk", 618)),
    ]}, POM, age=45, args={"unit": "postfix@-", "grep": "status=deferred", "since_minutes": 60, "limit": 8},
        complete=False),
    item("e4", "linux_file_read", {"path": "/etc/postfix/main.cf", "offset": 0, "limit": 200, "total_lines": 16, "lines": [
        "# See /usr/share/postfix/main.cf.dist for a commented, more complete version",
        "smtpd_banner = $myhostname ESMTP",
        "biff = no",
        "compatibility_level = 3.6",
        "myhostname = pomelo.example.net",
        "mydestination = $myhostname, localhost",
        "relayhost =",
        "mynetworks = 127.0.0.0/8 [::1]/128 10.0.5.0/24",
        "inet_interfaces = all",
        "smtp_tls_security_level = may",
        "smtpd_tls_cert_file = /etc/letsencrypt/live/pomelo.example.net/fullchain.pem",
        "default_destination_concurrency_limit = 20",
        "maximal_queue_lifetime = 5d",
        "milter_default_action = accept",
        "smtpd_milters = inet:127.0.0.1:8891",
        "non_smtpd_milters = $smtpd_milters",
    ]}, POM, age=50, args={"path": "/etc/postfix/main.cf"}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda1", "/", "ext4", POM_ROOT, 9_862_012_928),
        fs("/dev/vdb1", "/var", "ext4", POM_VAR, 70_623_150_080),
    ]}, POM, age=40),
    item("e6", "linux_processes", processes(118, POM_MEM, [
        (60188, "smtp", "postfix", 0.1, 8_806_400, "2026-10-20T09:31:02+01:00", "smtp -t unix -u"),
        (60190, "smtp", "postfix", 0.1, 8_769_536, "2026-10-20T09:31:05+01:00", "smtp -t unix -u"),
        (60195, "smtp", "postfix", 0.2, 8_884_224, "2026-10-20T09:31:40+01:00", "smtp -t unix -u"),
        (60211, "smtpd", "postfix", 0.3, 9_646_080, "2026-10-20T09:33:40+01:00", "smtpd -n smtp -t inet -u -o stress= -s 2"),
        (60230, "smtpd", "postfix", 0.0, 9_437_184, "2026-10-20T09:34:12+01:00",
         "smtpd -n submission -t inet -u -o stress= -o syslog_name=postfix/submission"),
    ]), POM, age=25, args={"name": "smtp", "sort": "pid"}),
    item("e7", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "fa:16:3e:5b:21:c4", "addresses": ["203.0.113.25/24"], "is_up": True},
                       {"name": "ens4", "mac": "fa:16:3e:0d:77:e2", "addresses": ["10.0.5.25/24"], "is_up": True}],
        "listening": [listener(25, "0.0.0.0", 1034, "master"), listener(587, "0.0.0.0", 1034, "master"),
                      listener(22, "0.0.0.0", 702, "sshd"), listener(8891, "127.0.0.1", 880, "opendkim"),
                      listener(25, "::", 1034, "master")],
        "connections": [
            connection("10.0.5.25:25", "10.0.5.31:50114", 59901, "smtpd"),
            connection("203.0.113.25:41822", "52.101.42.10:25", 59912, "smtp"),
            connection("203.0.113.25:38510", "142.250.102.27:25", 59920, "smtp", status="SYN_SENT"),
            connection("10.0.5.25:22", "10.0.5.10:61022", 58770, "sshd"),
        ]}, POM, age=660),
    item("e8", "linux_package_history", {"events": [
        package_event("2026-10-09T06:25:11+01:00", "install", "linux-image-6.1.0-26-amd64", None, "6.1.112-1"),
        package_event("2026-10-09T06:25:14+01:00", "upgrade", "linux-image-amd64", "6.1.106-3", "6.1.112-1"),
        package_event("2026-10-16T06:31:40+01:00", "upgrade", "postfix", "3.7.10-0+deb12u1", "3.7.11-0+deb12u1"),
        package_event("2026-10-16T06:31:40+01:00", "upgrade", "postfix-pcre", "3.7.10-0+deb12u1", "3.7.11-0+deb12u1"),
        package_event("2026-10-16T06:31:42+01:00", "upgrade", "libssl3", "3.0.14-1~deb12u2", "3.0.15-1~deb12u1"),
    ]}, POM, age=90, args={"since_days": 14}),
    item("e9", "linux_system_info",
         system_info(7.4, [0.42, 0.38, 0.35], 298_588, "2026-10-16T22:38:12+01:00", POM_MEM, 2_871_070_720,
                     1 * GiB, 0), POM, age=20),
]

pomelo_answers = [
    {"q": "Why is the mail queue growing?", "ev": ["e3", "e4"],
     "extra": [user("u1", "Queue was about 200 on Friday, mailq now says 1843 requests. People say newsletters to "
                          "Hotmail aren't arriving.", POM, age=120)],
     "a": "**The queue is backing up mostly because Microsoft is throttling you — [[s:Outlook and Hotmail are "
          "answering with `451 4.7.650`]] and Postfix keeps deferring those messages.**\n\n"
          "### What the deferrals say (last hour)\n"
          "- [[s:Five of the eight deferrals I pulled were for Microsoft domains]] (outlook.com, hotmail.com, "
          "live.com, hotmail.co.uk) — which matches the Hotmail complaints you mentioned.\n"
          "- Microsoft blames IP reputation for [[s:your public IP, 203.0.113.25]] (e3).\n"
          "- Gmail deliveries are timing out on port 25 — [[c:three of them]] in the sample.\n"
          "- Yahoo deferred one with a `421 [TSS04]` (they do that when volume spikes).\n"
          "- [[c:The oldest message I saw had been waiting about 2 hours]].\n\n"
          "### Config\n"
          "- [[s:There's no `relayhost` set]] (e4), so every message goes straight to the recipient's MX.\n"
          "- [[c:`default_destination_concurrency_limit` is 10]], and the max queue lifetime is 5 days.\n\n"
          "You said [[s:it was about 200 on Friday]] and is [[c:1,348 now]] — [[u:that jump lines up with a newsletter "
          "send on Monday]]. [[u:The Gmail timeouts are your hosting provider rate-limiting outbound port 25]].\n\n"
          "**Next steps**\n"
          "1. `qshape deferred | head -20`\n"
          "2. `postqueue -p | tail -1`\n"
          "3. Register the IP with Microsoft SNDS and JMRP\n"
          "4. Consider routing Microsoft domains through a smarthost via `transport_maps`"},
    {"q": "Is postfix running?", "ev": ["e2"],
     "a": "**Yes — [[s:Postfix is up and running]].**\n\n"
          "- Unit: `postfix@-.service` (on Debian, that's the instance that actually does the work; "
          "`postfix.service` is just a wrapper)\n"
          "- [[s:Main PID: 1034]]\n"
          "- [[s:Active since Friday night at 22:41]] — [[c:about two and a half days]] of uptime\n"
          "- [[s:The unit is enabled]], so it'll come back after a reboot\n\n"
          "[[u:It was restarted after Friday's security update]] (so the service itself isn't your problem).\n\n"
          "**Next steps**\n"
          "- `postfix status`\n"
          "- `journalctl -u postfix@- --since today | tail -50`"},
    {"q": "How much disk does the mail spool have?", "ev": ["e5", "e1"],
     "a": "**Plenty for now — [[s:`/var` is about 67% full]] with [[c:around 45 GB free]].**\n\n"
          "### `/var` (where `/var/spool/postfix` lives)\n"
          "- Device: `/dev/vdb1`, ext4\n"
          "- [[s:About 70.6 GB used]] out of [[s:105 GB]]\n\n"
          "### Root\n"
          "- [[s:`/` is about 23% used]] (barely anything)\n"
          "- [[c:It's the fuller of the two filesystems]]\n\n"
          "[[u:The Postfix spool itself is taking about 2 GB]], so even a few thousand deferred messages won't dent "
          "this.\n\n"
          "**Next steps**\n"
          "- `sudo du -sh /var/spool/postfix/*`\n"
          "- `df -h /var`"},
    {"q": "How many smtp processes are running? Is Postfix actually trying to deliver?", "ev": ["e6"],
     "a": "**Yes, it's trying — [[s:there are three outbound `smtp` delivery agents]] at work right now, plus "
          "[[s:two `smtpd` processes]] handling incoming connections.**\n\n"
          "| PID | Process | Started |\n"
          "|---|---|---|\n"
          "| 60188 | smtp | 09:31 |\n"
          "| 60190 | smtp | [[c:09:13]] |\n"
          "| 60195 | smtp | 09:31 |\n"
          "| 60211 | smtpd | 09:33 |\n"
          "| 60230 | smtpd ([[s:submission]]) | 09:34 |\n\n"
          "- That's five in total, and [[s:they all run as the `postfix` user]].\n"
          "- [[s:None of them has been running longer than about four minutes]] (Postfix recycles them, which is "
          "normal).\n"
          "- [[s:All of them are basically idle, under 1% CPU]].\n"
          "- [[c:Each one is using about 20 MB of memory]].\n"
          "- [[u:With a concurrency limit of 20, Postfix could be running far more of them]].\n\n"
          "**Next steps**\n"
          "- `postconf -n | grep concurrency`\n"
          "- `ps -o pid,etime,args -u postfix`"},
    {"q": "Who's connected to the relay right now?", "ev": ["e7", "e1"],
     "a": "**Right now it's quiet — [[t:one client on port 25]] and a couple of outbound deliveries in flight.**\n\n"
          "### Listening\n"
          "- [[t:SMTP on port 25 and submission on 587, on all interfaces]]\n"
          "- [[t:OpenDKIM on 127.0.0.1:8891]] (local only, as it should be)\n"
          "- [[t:Nothing is listening on 465]], so there's no implicit-TLS submission\n\n"
          "### Connections\n"
          "- Incoming: 10.0.5.31 on port 25 ([[u:that's your app server]])\n"
          "- Outgoing: one session to 52.101.42.10 (Microsoft), and [[t:a connection to 142.250.102.27:25 stuck in "
          "`SYN_SENT`]] (that's Gmail's MX)\n\n"
          "### Addresses\n"
          "- [[s:Public: 203.0.113.25 on `ens3`]]\n"
          "- [[s:Internal: 10.0.5.25 on `ens4`]]\n"
          "- [[c:Default gateway: 10.0.5.1]]\n\n"
          "**Next steps**\n"
          "- `ss -tnp state established '( sport = :25 or dport = :25 )'`\n"
          "- `nc -vz gmail-smtp-in.l.google.com 25` to test outbound 25"},
    {"q": "Anything updated recently that could have caused this?", "ev": ["e8", "e2"],
     "a": "**Possibly — [[s:Postfix itself was upgraded on Friday morning]], [[s:from 3.7.10 to 3.7.11]].**\n\n"
          "### Package changes (last two weeks)\n"
          "- Friday 16 Oct at 06:31: postfix, libssl3 ([[c:to 3.0.14]]) — [[c:postfix-pcre was left at 3.7.10]]\n"
          "- [[s:9 Oct: a new kernel image, 6.1.0-26, was installed]]\n"
          "- [[c:That's only three package changes in two weeks]]\n\n"
          "### Service\n"
          "- [[s:Postfix has been running since Friday 22:41]], [[s:well after the upgrade]].\n"
          "- [[u:3.7.11 is a security-only point release]].\n\n"
          "Honestly, [[u:the queue growth lines up better with Microsoft's rate-limiting than with the upgrade]].\n\n"
          "**Next steps**\n"
          "- `zless /usr/share/doc/postfix/changelog.Debian.gz`\n"
          "- `grep -E 'upgrade|install' /var/log/dpkg.log | tail`"},
    {"q": "How's the server doing overall — CPU, memory, kernel?", "ev": ["e9", "e1"],
     "a": "**Healthy — [[s:CPU is at about 7%]] and [[s:load is under 0.5]].**\n\n"
          "### Resources\n"
          "- Memory: [[s:about 1.2 GB used]] of 4 GB ([[c:roughly 40%]])\n"
          "- Swap: [[s:none in use]]\n"
          "- Uptime: [[s:about three and a half days]] — it was rebooted Friday night around 22:38\n\n"
          "### System\n"
          "- Debian 12 (bookworm), [[s:kernel 6.1.0-26-amd64]]\n"
          "- [[c:4 vCPUs]] (Icelake Xeon)\n"
          "- [[s:Postfix 3.7.11]], [[c:OpenDKIM 2.10]]\n\n"
          "Nothing here explains the queue (this is a network/reputation thing, not a resources thing).\n\n"
          "**Next steps**\n"
          "- `vmstat 2 5`\n"
          "- `uptime`"},
]

# ---------------------------------------------------------------------------------------------------------
# kumquat — Fedora 41 developer laptop, stuck dnf5 transaction
# ---------------------------------------------------------------------------------------------------------
KUM = Clock("2026-11-03T16:20:00+05:30")
KUM_MEM = 33_285_996_544
KUM_ROOT = 1_022_858_903_552
KUM_ENTRY = "/boot/loader/entries/3f2c0a9d1e6b4c0f8a7d2e1b5c4a3f90-6.11.6-300.fc41.x86_64.conf"

kumquat_evidence = [
    steady("e1", KUM, age=5400, stale_sources=["users"],
           hostname="kumquat", os_name="Fedora Linux", os_version="41", os_codename=None,
           kernel="6.11.5-300.fc41.x86_64", cpu_model="Intel(R) Core(TM) Ultra 7 155H", cpu_cores=16,
           cpu_threads=22, memory_total_bytes=KUM_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "btrfs", "total_bytes": KUM_ROOT},
                  {"device": "/dev/nvme0n1p3", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": KUM_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/boot", "fstype": "ext4", "total_bytes": 1_020_702_720},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 627_900_416}],
           network_interfaces=[{"name": "wlp0s20f3", "mac": "bc:09:1b:6f:2e:84", "addresses": ["192.168.0.57/24"], "is_up": True},
                               {"name": "podman0", "mac": "0e:6a:3c:91:d2:07", "addresses": ["10.88.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1", package_manager="rpm",
           installed_packages={"dnf5": "5.2.6.2-1.fc41", "podman": "5.2.5-1.fc41", "toolbox": "0.0.99.6-1.fc41",
                               "PackageKit": "1.2.8-6.fc41", "kernel": "6.11.5-300.fc41", "gnome-shell": "47.1-1.fc41",
                               "pgcli": "4.1.0-2.fc41"},
           available_services=["gdm.service", "NetworkManager.service", "packagekit.service", "firewalld.service",
                               "podman.socket", "sshd.service"],
           users=[{"name": "meera", "uid": 1000, "gid": 1000, "home": "/home/meera", "shell": "/bin/bash"},
                  {"name": "sanjay", "uid": 1001, "gid": 1001, "home": "/home/sanjay", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["meera"]},
                   {"name": "dialout", "gid": 18, "members": ["meera", "sanjay"]}]),
    item("e2", "linux_processes", {"total": 412, "processes": [
        {"pid": 47950, "name": "dnf5", "user": "root", "cpu_percent": 0.0,
         "memory_percent": round(100 * 412 * MiB / KUM_MEM, 1), "rss_bytes": 412 * MiB, "status": "disk-sleep",
         "started_at": "2026-11-03T14:48:19+05:30", "cmdline": "dnf5 upgrade --refresh -y"},
        {"pid": 48213, "name": "dnf5", "user": "root", "cpu_percent": 0.0,
         "memory_percent": round(100 * 96 * MiB / KUM_MEM, 1), "rss_bytes": 96 * MiB, "status": "sleeping",
         "started_at": "2026-11-03T14:53:02+05:30", "cmdline": "dnf5 install gh"},
    ]}, KUM, age=30, args={"name": "dnf", "sort": "pid"}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-03T14:48:21+05:30", "session-4.scope", "info", "dnf5[47950]: Updating and loading repositories:"),
        log_entry("2026-11-03T14:49:58+05:30", "session-4.scope", "info", "dnf5[47950]: Running transaction"),
        log_entry("2026-11-03T14:50:44+05:30", "session-4.scope", "info",
                  "kernel-install[48090]: Installing kernel 6.11.6-300.fc41.x86_64"),
        log_entry("2026-11-03T14:51:02+05:30", "session-4.scope", "info",
                  "dracut[48102]: Executing: /usr/bin/dracut --kver 6.11.6-300.fc41.x86_64 -f"),
        log_entry("2026-11-03T14:53:03+05:30", "session-5.scope", "info",
                  "dnf5[48213]: Waiting for process with PID 47950 to finish."),
        log_entry("2026-11-03T14:55:14+05:30", None, "err",
                  "INFO: task dracut-install:48377 blocked for more than 122 seconds."),
        log_entry("2026-11-03T14:55:14+05:30", None, "err", "      Not tainted 6.11.5-300.fc41.x86_64 #1"),
        log_entry("2026-11-03T15:01:20+05:30", None, "warning", "nvme nvme0: I/O 417 QID 6 timeout, completion polled"),
    ]}, KUM, age=50, args={"grep": "dnf5|dracut|kernel-install|blocked|nvme", "since_minutes": 120, "limit": 50}),
    item("e4", "linux_containers", {"runtime": "podman", "containers": [
        box("c3a91f0e2b77", "fedora-toolbox-41", "registry.fedoraproject.org/fedora-toolbox:41", "running",
            "Up 3 hours", "2026-09-28T10:14:02+05:30"),
        box("7be204d9c1a0", "rust-dev", "registry.fedoraproject.org/fedora-toolbox:40", "exited",
            "Exited (0) 5 days ago", "2026-07-11T18:40:55+05:30"),
        box("51ff0a8c3d29", "pg-dev", "docker.io/library/postgres:16.4", "running", "Up 6 hours",
            "2026-10-30T11:22:10+05:30", ["127.0.0.1:5432->5432/tcp"]),
        box("e08d77b1f4c6", "redis-dev", "docker.io/library/redis:7.4", "exited", "Exited (137) 2 hours ago",
            "2026-10-30T11:25:47+05:30"),
    ]}, KUM, age=25, args={"all": True}),
    item("e5", "linux_service_status",
         unit("packagekit.service", "active", "running", ufs="static", pid=1911, since="2026-11-03T09:02:55+05:30",
              desc="PackageKit Daemon"),
         KUM, age=40, args={"name": "packagekit"}),
    item("e6", "linux_package_history", {"events": [
        package_event("2026-10-27T19:12:40+05:30", "upgrade", "kernel", "6.11.4-301.fc41", "6.11.5-300.fc41"),
        package_event("2026-10-27T19:12:40+05:30", "upgrade", "kernel-core", "6.11.4-301.fc41", "6.11.5-300.fc41"),
        package_event("2026-10-27T19:12:41+05:30", "upgrade", "podman", "5.2.4-1.fc41", "5.2.5-1.fc41"),
        package_event("2026-10-29T11:03:15+05:30", "install", "pgcli", None, "4.1.0-2.fc41"),
        package_event("2026-10-31T21:40:02+05:30", "remove", "docker-ce-cli", "27.3.1-1.fc41", None),
    ]}, KUM, age=70, args={"since_days": 10}),
    item("e7", "linux_system_info",
         system_info(4.1, [3.12, 3.05, 2.71], 26_255, "2026-11-03T09:02:10+05:30", KUM_MEM, 19_931_561_984,
                     8 * GiB, 0), KUM, age=15),
    item("e8", "linux_file_changes", {"root": "/boot", "since": "2026-11-03T14:19:00+05:30", "files": [
        {"path": "/boot/vmlinuz-6.11.6-300.fc41.x86_64", "mtime": "2026-11-03T14:50:41+05:30", "size_bytes": 16_142_664},
        {"path": "/boot/System.map-6.11.6-300.fc41.x86_64", "mtime": "2026-11-03T14:50:41+05:30", "size_bytes": 9_893_112},
        {"path": "/boot/symvers-6.11.6-300.fc41.x86_64.xz", "mtime": "2026-11-03T14:50:41+05:30", "size_bytes": 393_216},
        {"path": KUM_ENTRY, "mtime": "2026-11-03T14:50:52+05:30", "size_bytes": 412},
    ]}, KUM, age=60, args={"root": "/boot", "since_minutes": 120, "limit": 50}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "btrfs", KUM_ROOT, 611_660_000_000),
        fs("/dev/nvme0n1p3", "/home", "btrfs", KUM_ROOT, 611_660_000_000),
        fs("/dev/nvme0n1p2", "/boot", "ext4", 1_020_702_720, 421_527_552),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 627_900_416, 19_922_944),
    ]}, KUM, age=2400),
]

kumquat_answers = [
    {"q": "My dnf upgrade has been stuck for ages, what's going on?", "ev": ["e2", "e3"],
     "a": "**Your upgrade is wedged in the initramfs step — [[s:the main `dnf5` process (PID 47950) is stuck in "
          "uninterruptible disk sleep]] and the kernel flagged a blocked dracut task.**\n\n"
          "### The two dnf5 processes\n"
          "- **PID 47950** — `dnf5 upgrade --refresh -y`, [[s:started at 14:48]] "
          "([[c:about two and a half hours ago]]).\n"
          "- **PID 48213** — `dnf5 install gh`, [[s:just waiting for 47950 to finish]] (it logged exactly that "
          "at 14:53).\n"
          "- [[s:Those are the only two dnf processes on the system]] (e2).\n\n"
          "### What the journal says (e3)\n"
          "- The transaction started running at 14:49, [[s:kernel 6.11.6 was being installed]], and "
          "[[s:dracut kicked off at 14:51]].\n"
          "- [[c:At 14:55 the kernel reported `dracut` (PID 48102) blocked for over two minutes]].\n"
          "- [[s:There's also an NVMe I/O timeout at 15:01]], [[u:which suggests the SSD is on its way out]].\n"
          "- [[u:PackageKit is also holding the rpm lock]], which doesn't help.\n\n"
          "(Please don't `kill -9` the transaction yet — an interrupted rpm transaction is much more annoying to "
          "clean up than a slow one.)\n\n"
          "**Next steps**\n"
          "1. `sudo cat /proc/47950/stack`\n"
          "2. `sudo journalctl -k -b | grep -iE 'nvme|blocked'`\n"
          "3. `sudo smartctl -a /dev/nvme0n1`"},
    {"q": "Did the new kernel finish installing?", "ev": ["e8", "e6"],
     "a": "**Not completely — [[s:the 6.11.6 kernel image landed in `/boot` at 14:50]], but [[s:there's no "
          "initramfs for it yet]].**\n\n"
          "### What's in `/boot` from the last two hours\n"
          "- `vmlinuz-6.11.6-300.fc41.x86_64` ([[s:~16 MB]])\n"
          "- `System.map` and `symvers` for the same version\n"
          "- A boot loader entry written at 14:50 ([[c:about 30 minutes ago]])\n\n"
          "### Package history\n"
          "- [[c:6.11.6 already shows up as installed]]\n"
          "- The last completed kernel update was [[s:6.11.4 → 6.11.5 on 27 October]], [[s:a week ago]].\n"
          "- [[c:Podman was bumped to 5.2.6 in the same run]].\n\n"
          "[[u:If you reboot now, the boot menu will default to 6.11.6 and it will fail to boot]], so hold off until "
          "the initramfs exists.\n\n"
          "**Next steps**\n"
          "- `ls -l /boot/initramfs-*`\n"
          "- Once dnf is sorted: `sudo dracut --kver 6.11.6-300.fc41.x86_64 -f`"},
    {"q": "Which containers do I have and what's running?", "ev": ["e4"],
     "a": "**[[s:Two of your four containers are running]]: the Fedora 41 toolbox and the Postgres dev "
          "database.**\n\n"
          "| Name | Image | State |\n"
          "|---|---|---|\n"
          "| fedora-toolbox-41 | fedora-toolbox:41 | Up 3 hours |\n"
          "| pg-dev | [[c:postgres:16.2]] | running, [[s:port 5432 on localhost only]] |\n"
          "| rust-dev | fedora-toolbox:40 | [[s:exited cleanly 5 days ago]] |\n"
          "| redis-dev | redis:7.4 | [[c:exited (0)]] |\n\n"
          "- The runtime is Podman.\n"
          "- [[u:redis-dev was probably killed by the OOM killer]].\n"
          "- [[s:Nothing is published beyond localhost]].\n"
          "- [[c:pg-dev has been up since yesterday]].\n\n"
          "**Next steps**\n"
          "- `podman logs --tail 50 redis-dev`\n"
          "- `toolbox list`"},
    {"q": "Is PackageKit interfering with dnf?", "ev": ["e5", "e2"],
     "a": "**Probably not directly, but it's worth ruling out.**\n\n"
          "### PackageKit\n"
          "- [[s:`packagekit.service` is active and running]] as PID 1911\n"
          "- [[s:It's been up since this morning at 09:02]] ([[u:basically since boot]])\n"
          "- [[s:The unit is static]], so it only starts on demand (GNOME Software pokes it)\n\n"
          "### dnf\n"
          "- [[c:The stuck upgrade is PID 48213]]\n"
          "- [[c:Both dnf5 processes were started by meera]]\n\n"
          "**Next steps**\n"
          "- `pkcon quit` (tells PackageKit to exit cleanly)\n"
          "- `sudo lsof /usr/lib/sysimage/rpm/rpmdb.sqlite`"},
    {"q": "Why is my laptop so sluggish? Load seems high.", "ev": ["e7", "e2"],
     "a": "**The load is high but the CPU isn't — [[s:load average is around 3.1]] while [[s:CPU usage is only "
          "about 4%]], which points to something stuck on I/O.**\n\n"
          "### Why\n"
          "- [[s:`dnf5` (PID 47950) is in uninterruptible disk sleep]], and [[u:tasks in that state count towards "
          "the load]] (that's the \"missing\" load).\n\n"
          "### Resources\n"
          "- Memory: [[s:about 12.4 GB in use]] out of 31 GB (40%)\n"
          "- Swap: [[c:about 2 GB of zram in use]]\n"
          "- Uptime: [[s:you booted at about 09:02 this morning]] ([[c:roughly five hours ago]])\n\n"
          "**Next steps**\n"
          "- `ps -eo pid,stat,wchan:32,cmd | awk '$2 ~ /D/'`\n"
          "- `sudo iotop -o`"},
    {"q": "How much disk space do I have?", "ev": ["e9", "e1"],
     "a": "**You've got plenty of room — [[t:the btrfs root is about 60% full]].**\n\n"
          "### Filesystems\n"
          "- `/` and `/home` ([[s:the same btrfs partition, `nvme0n1p3`]]): about 612 GB used of [[s:1 TB]], "
          "[[t:~410 GB free]]\n"
          "- `/boot`: [[t:41% used]] — [[u:enough room for the new kernel's initramfs]]\n"
          "- [[c:`/boot` is a 2 GB partition]]\n"
          "- `/boot/efi`: vfat, tiny\n\n"
          "(btrfs numbers from `df` can be a bit optimistic — `btrfs filesystem usage /` is the honest view.)\n\n"
          "**Next steps**\n"
          "- `sudo btrfs filesystem usage /`\n"
          "- `podman system df`"},
    {"q": "Who has admin rights on this laptop?", "ev": ["e1"],
     "a": "**[[t:Only meera is in `wheel`]], so that's the only account that can use `sudo`.**\n\n"
          "### Accounts\n"
          "- **meera** — UID 1000, bash\n"
          "- **sanjay** — UID 1001, [[t:zsh]], not in wheel\n"
          "- [[t:There are just two regular accounts]]\n\n"
          "### System\n"
          "- [[s:Fedora 41]], [[c:running kernel 6.11.6]]\n"
          "- [[s:Intel Core Ultra 7 155H]] ([[c:16 threads]])\n\n"
          "**Next steps**\n"
          "- `getent group wheel`\n"
          "- `sudo -l -U sanjay`"},
]

# ---------------------------------------------------------------------------------------------------------
# citron — Rocky Linux 9.4 Kafka 3.8 broker (KRaft, combined broker/controller)
# ---------------------------------------------------------------------------------------------------------
CIT = Clock("2026-09-08T14:05:00-03:00")
CIT_MEM = 67_219_501_056
CIT_KAFKA = 1_998_694_907_904
CIT_ENO1 = {"name": "eno1", "mac": "3c:ec:ef:12:40:a1", "addresses": ["10.20.0.11/24"], "is_up": True}

citron_evidence = [
    steady("e1", CIT, age=3600,
           hostname="citron", domain="prod.internal", os_name="Rocky Linux", os_version="9.4",
           os_codename="Blue Onyx", kernel="5.14.0-427.37.1.el9_4.x86_64",
           cpu_model="AMD EPYC 7313P 16-Core Processor", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=CIT_MEM,
           disks=[{"device": "/dev/mapper/rl-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_125_227_520},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": 1_063_256_064},
                  {"device": "/dev/nvme1n1", "mountpoint": "/var/lib/kafka", "fstype": "xfs", "total_bytes": CIT_KAFKA}],
           network_interfaces=[CIT_ENO1], dns_servers=["10.20.0.2", "10.20.0.3"], default_gateway="10.20.0.1",
           package_manager="rpm",
           installed_packages={"java-17-openjdk-headless": "17.0.12.0.7-2.el9", "chrony": "4.5-1.el9",
                               "firewalld": "1.3.4-1.el9", "openssh-server": "8.7p1-38.el9_4.4",
                               "kernel": "5.14.0-427.37.1.el9_4"},
           available_services=["kafka.service", "chronyd.service", "firewalld.service", "sshd.service",
                               "node_exporter.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"},
                  {"name": "kafka", "uid": 990, "gid": 990, "home": "/opt/kafka", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["ops"]},
                   {"name": "kafka", "gid": 990, "members": []}]),
    item("e2", "linux_service_status",
         unit("kafka.service", "active", "running", pid=2231, since="2026-09-01T03:12:40-03:00",
              desc="Apache Kafka 3.8.0 (KRaft broker+controller)"),
         CIT, age=30, args={"name": "kafka"}),
    item("e3", "linux_network_info", {
        "interfaces": [CIT_ENO1],
        "listening": [listener(9092, "0.0.0.0", 2231, "java"), listener(9093, "10.20.0.11", 2231, "java"),
                      listener(22, "0.0.0.0", 1180, "sshd"), listener(9100, "0.0.0.0", 1302, "node_exporter"),
                      listener(323, "127.0.0.1", 1102, "chronyd", proto="udp")],
        "connections": [
            connection("10.20.0.11:9092", "10.20.1.21:51234", 2231, "java"),
            connection("10.20.0.11:9092", "10.20.1.21:51240", 2231, "java"),
            connection("10.20.0.11:9092", "10.20.1.22:40112", 2231, "java"),
            connection("10.20.0.11:9092", "10.20.1.22:40118", 2231, "java"),
            connection("10.20.0.11:9092", "10.20.1.23:33870", 2231, "java"),
            connection("10.20.0.11:9092", "10.20.1.35:58002", 2231, "java"),
            connection("10.20.0.11:9092", "10.20.1.35:58010", 2231, "java", status="CLOSE_WAIT"),
            connection("10.20.0.11:9092", "10.20.0.12:55120", 2231, "java"),
            connection("10.20.0.11:9092", "10.20.0.13:49002", 2231, "java"),
            connection("10.20.0.11:42210", "10.20.0.12:9093", 2231, "java"),
            connection("10.20.0.11:42236", "10.20.0.13:9093", 2231, "java"),
            connection("10.20.0.11:9093", "10.20.0.12:38114", 2231, "java"),
            connection("10.20.0.11:9093", "10.20.0.13:38790", 2231, "java"),
            connection("10.20.0.11:22", "10.20.9.14:60112", 40211, "sshd"),
        ]}, CIT, age=40),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "kafka.service", "entries": [
        log_entry("2026-09-08T13:12:05-03:00", "kafka.service", "info",
                  "[GroupCoordinator 1]: Member consumer-orders-svc-3-5f0e21c4-8d1b-4f7a-9e02-6b3c1a7d9f10 in group "
                  "orders-svc has failed, removing it from the group"),
        log_entry("2026-09-08T13:12:05-03:00", "kafka.service", "info",
                  "[GroupCoordinator 1]: Preparing to rebalance group orders-svc in state PreparingRebalance with old "
                  "generation 41 (__consumer_offsets-17) (reason: removing member "
                  "consumer-orders-svc-3-5f0e21c4-8d1b-4f7a-9e02-6b3c1a7d9f10 on heartbeat expiration)"),
        log_entry("2026-09-08T13:12:09-03:00", "kafka.service", "info",
                  "[GroupCoordinator 1]: Stabilized group orders-svc generation 42 (__consumer_offsets-17) with 5 members"),
        log_entry("2026-09-08T13:40:31-03:00", "kafka.service", "info",
                  "[GroupCoordinator 1]: Dynamic member with unknown member id joins group orders-svc in Stable state. "
                  "Created a new member id consumer-orders-svc-6-a81c0f3e-27d4-4c9b-b1e5-0d8f4a6c2e73 and request the "
                  "member to rejoin with this id."),
        log_entry("2026-09-08T13:40:34-03:00", "kafka.service", "info",
                  "[GroupCoordinator 1]: Stabilized group orders-svc generation 43 (__consumer_offsets-17) with 6 members"),
        log_entry("2026-09-08T13:52:18-03:00", "kafka.service", "warning",
                  "[ReplicaFetcher replicaId=1, leaderId=3, fetcherId=0] Error sending fetch request "
                  "(sessionId=1184033291, epoch=20933) to node 3: java.io.IOException: Connection to 3 was "
                  "disconnected before the response was read"),
        log_entry("2026-09-08T13:52:20-03:00", "kafka.service", "info",
                  "[Partition payments-4 broker=1] Shrinking ISR from 1,2,3 to 1,2. Leader: (highWatermark: 88412310, "
                  "endOffset: 88412344). Out of sync replicas: (brokerId: 3, endOffset: 88412310)."),
        log_entry("2026-09-08T13:53:02-03:00", "kafka.service", "info",
                  "[Partition payments-4 broker=1] ISR updated to 1,2,3 and version updated to 57"),
    ]}, CIT, age=45, args={"unit": "kafka", "since_minutes": 60, "limit": 100}),
    item("e5", "linux_processes", processes(287, CIT_MEM, [
        (2231, "java", "kafka", 38.5, 9 * GiB, "2026-09-01T03:12:40-03:00",
         "/usr/lib/jvm/jre-17-openjdk/bin/java -Xmx6g -Xms6g -server -XX:+UseG1GC -XX:MaxGCPauseMillis=20 "
         "-Djava.awt.headless=true -cp /opt/kafka/libs/* kafka.Kafka /opt/kafka/config/kraft/server.properties"),
        (985, "systemd-journal", "root", 0.1, 72 * MiB, "2026-09-01T03:11:02-03:00", "/usr/lib/systemd/systemd-journald"),
        (1266, "firewalld", "root", 0.0, 48 * MiB, "2026-09-01T03:11:09-03:00",
         "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
        (1302, "node_exporter", "node_exporter", 0.4, 38 * MiB, "2026-09-01T03:11:10-03:00",
         "/usr/local/bin/node_exporter --collector.systemd"),
    ]), CIT, age=30, args={"sort": "memory", "limit": 4}, complete=False),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rl-root", "/", "xfs", 75_125_227_520, 12_402_114_560),
        fs("/dev/nvme0n1p1", "/boot", "xfs", 1_063_256_064, 389_148_672),
        fs("/dev/nvme1n1", "/var/lib/kafka", "xfs", CIT_KAFKA, 1_367_108_300_800),
    ]}, CIT, age=35),
    item("e7", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 88_604_672, "tx_bytes_per_s": 231_735_296},
        {"name": "lo", "rx_bytes_per_s": 412_880, "tx_bytes_per_s": 412_880},
    ]}, CIT, age=420, args={"interval_seconds": 1.0}),
    item("e8", "linux_system_info",
         system_info(11.2, [3.84, 3.62, 3.55], 644_022, "2026-09-01T03:10:58-03:00", CIT_MEM, 45_365_248_000,
                     4 * GiB, 0), CIT, age=20),
    item("e9", "linux_file_read", {"path": "/opt/kafka/config/kraft/server.properties", "offset": 0, "limit": 14,
                                   "total_lines": 61, "lines": [
        "process.roles=broker,controller",
        "node.id=1",
        "controller.quorum.voters=1@10.20.0.11:9093,2@10.20.0.12:9093,3@10.20.0.13:9093",
        "listeners=PLAINTEXT://:9092,CONTROLLER://10.20.0.11:9093",
        "inter.broker.listener.name=PLAINTEXT",
        "advertised.listeners=PLAINTEXT://citron.prod.internal:9092",
        "controller.listener.names=CONTROLLER",
        "listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT",
        "num.network.threads=8",
        "num.io.threads=16",
        "log.dirs=/var/lib/kafka/data",
        "num.partitions=12",
        "default.replication.factor=3",
        "min.insync.replicas=2",
    ]}, CIT, age=60, args={"path": "/opt/kafka/config/kraft/server.properties", "limit": 14}),
    item("e10", "linux_disk_io", {}, CIT, age=25, args={"interval_seconds": 1.0}, complete=False,
         error="timed out after 10 s reading /proc/diskstats"),
]

citron_answers = [
    {"q": "Are consumers connecting to the broker OK?", "ev": ["e3", "e4"],
     "a": "**Yes, consumers are getting in — [[s:there are seven client connections on port 9092 from the 10.20.1.x "
          "range]], and the `orders-svc` group is stable again.**\n\n"
          "### Client connections (port 9092)\n"
          "- [[s:Four client hosts]]: 10.20.1.21, .22, .23 and .35\n"
          "- [[c:All of them are in `ESTABLISHED`]]\n"
          "- [[s:The other two brokers (10.20.0.12 and .13) are connected on 9092 as well]] (that's replication "
          "fetch traffic, not consumers)\n\n"
          "### Consumer group activity (last hour)\n"
          "- [[s:At 13:12 a member of `orders-svc` was removed after its heartbeat expired]].\n"
          "- [[s:The group rebalanced to generation 42 with 5 members]], then [[c:got back to 6 members at 13:04]].\n"
          "- [[u:The member that dropped was the one on 10.20.1.23]].\n"
          "- It's been on generation 43 since the last rebalance, [[s:about 25 minutes ago]].\n\n"
          "**Next steps**\n"
          "- `kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group orders-svc`\n"
          "- `ss -tn state close-wait '( sport = :9092 )'`"},
    {"q": "Is Kafka healthy? Any replication issues?", "ev": ["e2", "e4", "e9"],
     "a": "**Mostly healthy — [[s:the broker has been running since last Tuesday]], but [[s:there was a brief ISR "
          "shrink on `payments-4`]] [[c:about an hour ago]].**\n\n"
          "### Service\n"
          "- `kafka.service` is active (running), PID 2231, [[c:up since 03:12 on 2 September]]\n"
          "- [[s:It's Kafka 3.8.0 in KRaft mode]] (no ZooKeeper to babysit, nice)\n\n"
          "### Replication (e4)\n"
          "- [[s:Broker 3 fell out of the ISR for `payments-4`]] and [[s:was back in well under a minute]].\n"
          "- [[c:The fetch error that triggered it was a disconnect from node 2]].\n"
          "- [[u:min.insync.replicas is 2 (e2)]], so producers using `acks=all` would have kept going.\n"
          "- Default replication factor is 3, and [[u:`unclean.leader.election.enable` is off]].\n\n"
          "### Quorum\n"
          "- This node is both broker and controller (`node.id=1`)\n"
          "- [[s:Three voters: 10.20.0.11, .12 and .13]]\n\n"
          "**Next steps**\n"
          "- `kafka-topics.sh --bootstrap-server localhost:9092 --describe --under-replicated-partitions`\n"
          "- `kafka-metadata-quorum.sh --bootstrap-server localhost:9092 describe --status`"},
    {"q": "How much memory is Kafka using?", "ev": ["e5", "e8", "e1"],
     "a": "**Kafka's JVM is using about 9 GB of RAM — and [[c:the heap is capped at 8 GB]], so the rest is "
          "off-heap.**\n\n"
          "### The Kafka process\n"
          "- **java** (PID 2231): [[s:~9 GiB resident]], [[s:about 14% of RAM]], [[s:38.5% CPU]]\n"
          "- [[s:Next biggest is `systemd-journald` at about 72 MB]] (so Kafka really is the only big thing here)\n\n"
          "### The whole box\n"
          "- [[s:About 20 GB used]] of 64 GB ([[c:around 38%]]), [[s:no swap in use]]\n"
          "- Load average around 3.8 on a 16-core EPYC 7313P\n"
          "- [[c:278 processes in total]]\n\n"
          "[[u:The remaining ~40 GB is being used as page cache for the log segments]], which is exactly how Kafka "
          "likes it.\n\n"
          "**Next steps**\n"
          "- `jcmd 2231 GC.heap_info`\n"
          "- `free -h`"},
    {"q": "How full is the Kafka data disk?", "ev": ["e6", "e9"],
     "a": "**[[s:The Kafka volume is about 68% full]] — [[s:roughly 1.37 TB used]] out of 2 TB.**\n\n"
          "### Kafka data\n"
          "- [[s:`log.dirs` points at `/var/lib/kafka/data`]], on the `/var/lib/kafka` XFS volume\n"
          "- Free: [[c:about 830 GB]]\n"
          "- [[u:With 7-day retention you're adding roughly 40 GB a day]]\n\n"
          "### Everything else\n"
          "- [[s:Root is ~16% used]]\n"
          "- [[c:`/boot` is about half full]]\n\n"
          "**Next steps**\n"
          "- `du -sh /var/lib/kafka/data/* | sort -h | tail`\n"
          "- `grep -E 'retention' /opt/kafka/config/kraft/server.properties`"},
    {"q": "What's the network throughput on the broker?", "ev": ["e7", "e3"],
     "a": "**Traffic is heavy but normal for a broker — [[t:about 230 MB/s going out]] versus [[t:roughly 89 MB/s "
          "coming in]] on `eno1`.**\n\n"
          "### Throughput\n"
          "- [[t:That's about 1.85 Gbit/s outbound]]\n"
          "- Outbound being ~2.6× inbound [[u:fits six consumers each reading most of the partitions]]\n\n"
          "### Listeners\n"
          "- [[s:9092 on all interfaces]] for clients\n"
          "- [[s:The controller listener on 10.20.0.11:9093]]\n"
          "- node_exporter on 9100, and [[c:JMX on 9999]]\n"
          "- [[s:One SSH session, from 10.20.9.14]]\n\n"
          "**Next steps**\n"
          "- `sar -n DEV 1 5`\n"
          "- `ethtool eno1 | grep Speed`"},
    {"q": "Is the disk the bottleneck? Anything in disk I/O?", "ev": ["e10", "e6"],
     "a": "**I couldn't get a disk I/O sample — [[s:reading `/proc/diskstats` timed out after 10 seconds]] — so I "
          "can't say for sure.**\n\n"
          "### What I can tell you\n"
          "- [[s:The Kafka volume is 68% full]] and [[c:sits on `/dev/nvme0n1`]].\n"
          "- [[u:The NVMe is probably running at 40–50% busy]] given the traffic.\n\n"
          "[[u:I don't think disk is your bottleneck]] (a timeout reading diskstats is odd in itself, though).\n\n"
          "**Next steps**\n"
          "- `iostat -xz 1 5 nvme1n1`\n"
          "- `cat /proc/pressure/io`"},
    {"q": "What OS and Java is this broker on, and who can log in?", "ev": ["e1"],
     "a": "**It's [[s:Rocky Linux 9.4 (Blue Onyx)]] with OpenJDK 17.**\n\n"
          "### Platform\n"
          "- Kernel: [[c:5.14.0-503.14.1.el9_5]]\n"
          "- Java: [[s:`java-17-openjdk-headless` 17.0.12]] ([[u:the latest 17.x in the Rocky repos]])\n"
          "- [[s:DNS points at 10.20.0.2 and 10.20.0.3]]\n\n"
          "### Accounts\n"
          "- [[s:`ops` (UID 1000) is the only login user]], and [[s:it's in `wheel`]]\n"
          "- `kafka` has a nologin shell, [[c:with its home at `/var/lib/kafka`]]\n\n"
          "**Next steps**\n"
          "- `getenforce`\n"
          "- `dnf check-update java-17-openjdk-headless`"},
]

# ---------------------------------------------------------------------------------------------------------
# bergamot — k3s homelab (three mini PCs), Longhorn volume degraded
# ---------------------------------------------------------------------------------------------------------
BER = Clock("2026-10-17T22:40:00+10:30")
BER_MEM = 16_496_689_152
BER_LH = 1_000_068_874_240
NC_VOL = "pvc-6a1d4e0b-3c52-4f8e-9b71-2d0f5a8c9e13"
IM_VOL = "pvc-b27e9c14-5a03-4d6f-8e2b-71c4f0a9d386"
VW_VOL = "pvc-0c94f7a2-e81b-4b3d-a6c5-93d2e7f10b48"
HA_VOL = "pvc-91f35b8e-27ac-4e09-b4d1-6a8c0e2f7d59"


def lh_volume(name: str, pvc: str, ns: str, replicas: int, size: int, state: str, robustness: str,
              node_id: str) -> dict:
    return {"apiVersion": "longhorn.io/v1beta2", "kind": "Volume",
            "metadata": {"name": name, "namespace": "longhorn-system"},
            "spec": {"numberOfReplicas": replicas, "size": str(size), "frontend": "blockdev"},
            "status": {"state": state, "robustness": robustness, "currentNodeID": node_id,
                       "kubernetesStatus": {"pvcName": pvc, "namespace": ns}}}


def lh_replica(volume: str, suffix: str, node_id: str, state: str, failed_at: str = "") -> dict:
    return {"apiVersion": "longhorn.io/v1beta2", "kind": "Replica",
            "metadata": {"name": f"{volume}-r-{suffix}", "namespace": "longhorn-system"},
            "spec": {"nodeID": node_id, "volumeName": volume, "failedAt": failed_at},
            "status": {"currentState": state}}


def k_event(name: str, reason: str, message: str, obj: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "metadata": {"name": name, "namespace": "longhorn-system"},
            "involvedObject": {"kind": "Volume", "name": obj, "namespace": "longhorn-system"},
            "reason": reason, "message": message, "type": "Warning", "count": count,
            "firstTimestamp": first, "lastTimestamp": last}


bergamot_evidence = [
    steady("e1", BER, age=1800,
           hostname="bergamot", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-25-amd64", cpu_model="Intel(R) N100", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=BER_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_375_106_560},
                  {"device": "/dev/sda1", "mountpoint": "/var/lib/longhorn", "fstype": "ext4", "total_bytes": BER_LH}],
           network_interfaces=[{"name": "enp1s0", "mac": "7c:83:34:b9:0e:52", "addresses": ["192.168.20.11/24"], "is_up": True},
                               {"name": "flannel.1", "mac": "9a:4e:11:c0:5d:6f", "addresses": ["10.42.0.0/32"], "is_up": True},
                               {"name": "cni0", "mac": "ce:21:7b:08:aa:93", "addresses": ["10.42.0.1/24"], "is_up": True}],
           dns_servers=["192.168.20.1"], default_gateway="192.168.20.1", package_manager="dpkg",
           installed_packages={"open-iscsi": "2.1.8-1", "nfs-common": "1:2.6.2-4", "curl": "7.88.1-10+deb12u7",
                               "linux-image-amd64": "6.1.106-3"},
           available_services=["k3s.service", "iscsid.service", "ssh.service", "systemd-timesyncd.service"],
           users=[{"name": "tom", "uid": 1000, "gid": 1000, "home": "/home/tom", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["tom"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        node("bergamot", True, "v1.30.5+k3s1"), node("mini-2", True, "v1.30.5+k3s1"),
        node("mini-3", False, "v1.30.5+k3s1"),
    ]}, BER, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "longhorn-system", "items": [
        lh_volume(NC_VOL, "nextcloud-data", "nextcloud", 3, 100 * GiB, "attached", "degraded", "mini-2"),
        lh_volume(IM_VOL, "immich-library", "immich", 2, 200 * GiB, "attached", "healthy", "bergamot"),
        lh_volume(VW_VOL, "vaultwarden-data", "vaultwarden", 2, 5 * GiB, "attached", "healthy", "bergamot"),
        lh_volume(HA_VOL, "homeassistant-config", "home", 3, 10 * GiB, "detached", "unknown", ""),
    ]}, BER, age=40, args={"resource": "volumes.longhorn.io", "namespace": "longhorn-system"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "longhorn-system", "items": [
        lh_replica(NC_VOL, "1f2a3b4c", "bergamot", "running"),
        lh_replica(NC_VOL, "5d6e7f80", "mini-2", "running"),
        lh_replica(NC_VOL, "9a0b1c2d", "mini-3", "stopped", failed_at="2026-10-17T09:28:12Z"),
        lh_replica(IM_VOL, "3c4d5e6f", "bergamot", "running"),
        lh_replica(IM_VOL, "7a8b9c0d", "mini-2", "running"),
        lh_replica(VW_VOL, "0e1f2a3b", "bergamot", "running"),
        lh_replica(VW_VOL, "4c5d6e7f", "mini-2", "running"),
        lh_replica(HA_VOL, "8a9b0c1d", "bergamot", "stopped"),
        lh_replica(HA_VOL, "2e3f4a5b", "mini-2", "stopped"),
        lh_replica(HA_VOL, "6c7d8e9f", "mini-3", "stopped"),
    ]}, BER, age=45, args={"resource": "replicas.longhorn.io", "namespace": "longhorn-system"}),
    item("e5", "kubernetes_get", {"context": "default", "namespace": "nextcloud", "items": [
        pod("nextcloud-6c9f7d8b5-xk2lp", "nextcloud", "Running", "mini-2", started="2026-10-17T09:34:51Z"),
        pod("nextcloud-redis-7b5c9d6f4-q8zrt", "nextcloud", "Running", "mini-2", started="2026-10-17T09:33:10Z"),
        pod("nextcloud-postgresql-0", "nextcloud", "Running", "bergamot", restarts=1, started="2026-10-11T02:17:44Z"),
    ]}, BER, age=35, args={"resource": "pods", "namespace": "nextcloud"}),
    item("e6", "kubernetes_get", {"context": "default", "namespace": "longhorn-system", "items": [
        k_event("pvc-6a1d4e0b.17f2c9a01b3e5d77", "Degraded", f"volume {NC_VOL} became degraded", NC_VOL, 1,
                "2026-10-17T09:28:40Z", "2026-10-17T09:28:40Z"),
        k_event("pvc-6a1d4e0b.17f2c9b4de8a1c02", "ReplicaSchedulingFailure",
                "precheck new replica failed: disks are unavailable (replica hard anti-affinity: no other schedulable node)",
                NC_VOL, 14, "2026-10-17T09:29:10Z", "2026-10-17T11:41:02Z"),
    ]}, BER, age=1500, args={"resource": "events", "namespace": "longhorn-system"}),
    item("e7", "linux_system_info",
         system_info(23.4, [1.62, 1.48, 1.37], 722_055, "2026-10-09T14:05:20+10:30", BER_MEM, 7_348_420_608, 0, 0),
         BER, age=25),
    item("e8", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1043, since="2026-10-09T14:06:02+10:30",
              desc="Lightweight Kubernetes"),
         BER, age=30, args={"name": "k3s"}),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp1s0", "rx_bytes_per_s": 1_572_864, "tx_bytes_per_s": 2_411_724},
        {"name": "flannel.1", "rx_bytes_per_s": 1_105_920, "tx_bytes_per_s": 1_802_240},
        {"name": "cni0", "rx_bytes_per_s": 1_690_112, "tx_bytes_per_s": 1_034_240},
    ]}, BER, age=20, args={"interval_seconds": 1.0}),
    item("e10", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250_375_106_560, 41_983_090_688),
        fs("/dev/sda1", "/var/lib/longhorn", "ext4", BER_LH, 817_256_390_656),
    ]}, BER, age=30),
    item("e11", "kubernetes_get", {}, BER, age=25, args={"resource": "pods", "namespace": "longhorn-system"},
         complete=False,
         error="the server was unable to return a response in the time allotted, but may still be processing the request (get pods)"),
]

bergamot_answers = [
    {"q": "Why is my Longhorn volume degraded?", "ev": ["e3", "e4", "e2"],
     "a": "**Your `nextcloud-data` volume is degraded because [[s:its replica on mini-3 is stopped]] — and "
          "[[s:mini-3 itself is NotReady]].**\n\n"
          "### The volume\n"
          "- It wants 3 replicas, but [[s:only 2 are running]] ([[s:on bergamot and mini-2]]).\n"
          "- [[s:It's a 100 GiB volume]], attached to mini-2.\n"
          "- [[s:The mini-3 replica was marked failed at 19:58 local time]] ([[c:about an hour ago]]).\n\n"
          "### Other volumes\n"
          "- [[s:`immich-library` and `vaultwarden-data` are healthy]] (they only ask for 2 replicas, so losing "
          "mini-3 didn't hurt them).\n"
          "- [[c:`homeassistant-config` is degraded too]].\n"
          "- [[c:Three of the four volumes are attached to bergamot]].\n\n"
          "### Nodes\n"
          "- [[s:bergamot and mini-2 are Ready]], all three on k3s v1.30.5.\n"
          "- [[u:mini-3 is NotReady (e3)]], [[u:probably because it lost power or its network link]].\n\n"
          "**Next steps**\n"
          "1. `kubectl describe node mini-3`\n"
          "2. `ssh mini-3 'systemctl status k3s-agent'`\n"
          "3. `kubectl -n longhorn-system get replicas.longhorn.io -o wide`"},
    {"q": "When exactly did that replica fail?", "ev": ["e4"],
     "extra": [user("u1", "I'm in Adelaide btw, so what time was that for me?", BER, age=45)],
     "a": "**The mini-3 replica was marked failed at [[s:09:28 UTC]], which is [[c:18:58 in Adelaide]].**\n\n"
          "### Details\n"
          "- [[c:Adelaide is on UTC+9:30 right now]], so just add nine and a half hours to the UTC stamp.\n"
          "- [[s:Its current state is `stopped`]].\n"
          "- [[s:The other two replicas of that volume are running]].\n"
          "- [[s:It's the only replica with a failure timestamp across all your volumes]].\n\n"
          "[[u:It failed when mini-3 rebooted for updates]] (that's the usual story with these mini PCs).\n\n"
          "**Next steps**\n"
          "- `ssh mini-3 'last -x | head'`\n"
          "- `ssh mini-3 'journalctl -b -1 -n 50'`"},
    {"q": "Is the Nextcloud app still working?", "ev": ["e5", "e3"],
     "a": "**Yes — [[s:Nextcloud is running]], it's just sitting on a degraded volume.**\n\n"
          "### Pods in `nextcloud`\n"
          "| Pod | Node | Status | Restarts |\n"
          "|---|---|---|---|\n"
          "| nextcloud-6c9f7d8b5-xk2lp | [[s:mini-2]] | Running | [[c:2]] |\n"
          "| nextcloud-redis-7b5c9d6f4-q8zrt | mini-2 | Running | 0 |\n"
          "| nextcloud-postgresql-0 | [[c:mini-3]] | Running | 1 |\n\n"
          "- [[s:The main pod started at 09:34 UTC]] ([[c:about 20 minutes ago]]).\n"
          "- [[s:All three pods are ready]].\n"
          "- [[s:Its volume is still attached to mini-2]], the same node the app runs on.\n"
          "- [[u:I/O will be fine as long as bergamot stays up]].\n\n"
          "**Next steps**\n"
          "- `kubectl -n nextcloud logs deploy/nextcloud --tail=50`\n"
          "- `kubectl -n nextcloud get pvc`"},
    {"q": "What does Longhorn say about rebuilding it?", "ev": ["e6"],
     "a": "**Longhorn is trying to rebuild but can't — [[t:it keeps failing to schedule a new replica because of "
          "hard anti-affinity]].**\n\n"
          "### Events\n"
          "- [[t:The `ReplicaSchedulingFailure` event has fired 14 times]], [[t:last at 11:41 UTC]] "
          "([[t:22:11 your time]]).\n"
          "- [[t:The volume was flagged `Degraded` at 09:28 UTC]].\n\n"
          "With only two schedulable nodes and three replicas wanted, there's nowhere to put the third copy. "
          "[[u:Once mini-3 is back, it'll rebuild automatically in about 20 minutes]].\n\n"
          "**Next steps**\n"
          "- `kubectl -n longhorn-system get events --sort-by=.lastTimestamp | tail`\n"
          "- Temporarily allow soft anti-affinity in Longhorn settings if mini-3 will be down for a while"},
    {"q": "How's the control node doing? CPU, memory, k3s?", "ev": ["e7", "e8", "e1"],
     "a": "**bergamot is fine — [[s:CPU is around 23%]] and [[s:k3s has been up since 9 October]].**\n\n"
          "### Resources\n"
          "- Load: 1.62 / 1.48 / 1.37\n"
          "- Memory: [[s:about 8.5 GB used]] of 16 GB ([[c:about 65%]])\n"
          "- [[s:No swap configured]] (normal for a k3s node)\n"
          "- [[s:Up about 8 days]] — [[c:since last Saturday]]\n\n"
          "### k3s & OS\n"
          "- [[s:`k3s.service` active (running) as PID 1043]]\n"
          "- Debian 12, [[c:kernel 6.1.0-26]], Intel N100\n\n"
          "**Next steps**\n"
          "- `kubectl top nodes`\n"
          "- `journalctl -u k3s --since -1h | grep -i error`"},
    {"q": "How much space is left on the Longhorn disk, and is there traffic between nodes?", "ev": ["e10", "e9"],
     "a": "**[[s:The Longhorn disk on bergamot is about 82% full]] — [[u:that's already past Longhorn's default "
          "minimum-free threshold]], so it may refuse new replicas here.**\n\n"
          "### Disk\n"
          "- `/var/lib/longhorn` (`/dev/sda1`): [[s:~817 GB used]] of 1 TB, [[c:about 230 GB free]]\n"
          "- [[c:Root is about 27% used]]\n\n"
          "### Network (1-second sample)\n"
          "- [[s:`enp1s0` is receiving about 1.5 MB/s]] and [[s:sending about 2.4 MB/s]]\n"
          "- [[s:The flannel overlay shows ~1.1 MB/s in and ~1.8 MB/s out]]\n"
          "- [[u:So no replica rebuild is running right now]] (a rebuild would be pushing far more than that)\n\n"
          "**Next steps**\n"
          "- `kubectl -n longhorn-system get nodes.longhorn.io -o yaml | grep -A5 storageAvailable`\n"
          "- `du -sh /var/lib/longhorn/replicas/*`"},
    {"q": "Can you list the longhorn-system pods?", "ev": ["e11", "e2"],
     "a": "**I tried, but [[s:the pod listing for `longhorn-system` timed out]] — the API server didn't answer in "
          "time.**\n\n"
          "### What I can tell you from the node list\n"
          "- [[s:There are three nodes]]: bergamot, mini-2 and mini-3\n"
          "- [[s:mini-3 is NotReady]], [[u:so its `longhorn-manager` pod is probably stuck in Unknown]]\n"
          "- [[c:bergamot is on an older k3s than the other two]]\n\n"
          "[[u:The API timeout is likely the embedded datastore struggling]] (worth checking, it's a slow SSD).\n\n"
          "**Next steps**\n"
          "- `kubectl -n longhorn-system get pods -o wide --request-timeout=60s`\n"
          "- `sudo journalctl -u k3s --since -15min | grep -i timeout`"},
]

MACHINES = [
    {"name": "yuzu", "clock": YUZ, "evidence": yuzu_evidence, "answers": yuzu_answers},
    {"name": "pomelo", "clock": POM, "evidence": pomelo_evidence, "answers": pomelo_answers},
    {"name": "kumquat", "clock": KUM, "evidence": kumquat_evidence, "answers": kumquat_answers},
    {"name": "citron", "clock": CIT, "evidence": citron_evidence, "answers": citron_answers},
    {"name": "bergamot", "clock": BER, "evidence": bergamot_evidence, "answers": bergamot_answers},
]
