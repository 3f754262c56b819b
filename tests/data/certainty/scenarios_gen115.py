"""115th generation (written blind, in the manner of IBM Granite 3.3 2B Instruct: terse and formal, short
declarative sentences, a plain "-" list at most, no emoji, figures with full units, field names restated
literally ("The active_state is active."), similar names confused (two services, two users, two PIDs), hardly
any hedging, and every answer closed with "If you need further assistance, please let me know.").

All clocks are in Europe/London (+00:00 in November, so local time equals UTC).

minaret — a Debian 12 Icinga 2 monitoring server. Mail notifications fail since the postfix main.cf was edited
yesterday (line 42 lost its "="). Evidence: steady state; all units (complete, one failed unit
icinga-director.service); icinga2 alone; icinga2 warnings over 12 hours (complete); a read of main.cf lines
37-46; top 6 processes by CPU (cut, 187 in all); system info 25 minutes old (stale) and fresh; disk usage;
/etc changes over one day; and the user's words about switching the relay.

pagoda — an Ubuntu 22.04 Jellyfin server with VAAPI transcoding configured. Hardware encoding failed at 20:41 and
ffmpeg fell back to libx264, now eating about six threads. Evidence: steady state; top 5 processes by CPU (cut);
an ffmpeg listing 25 minutes old (stale, still h264_vaapi); jellyfin.service; disk usage (14.3 TiB media disk,
93.1 percent); disk I/O; encoding.xml (first 20 lines); the jellyfin journal; network traffic; network info;
the user's words about buffering.

obelisk — a RHEL 9.6 replica with distribution MySQL 8.4 (mysql8.4-server, no Oracle repository). The replica SQL
thread died at 09:02 on a lock wait timeout; mysqld was restarted at 10:58 and the lag (replcheck) is falling.
Evidence: steady state (still on the old kernel); dnf history with the 8.4.2 -> 8.4.4 upgrade; mysqld.service
(main PID 20517, active since the 15th) and a fresh process listing (mysqld PID 31044 started 10:58) that
DISAGREE; the mysqld error log; the replcheck journal; disk usage; disk I/O; network info; mysql-server.cnf; the
user's words about the dashboard.

ziggurat — a Proxmox-like Debian 12 host with QEMU (kvm) processes for VMs 101-104, Podman containers and a ZFS pool
"tank". Evidence: steady state; top 6 processes by memory (cut, 612 in all); containers (complete); disk usage;
VM 103's config; a FAILED read of /root/zpool-status.txt; warnings over four hours (OOM kill in ct-nextcloud,
zed checksum events, an ata error); system info; network info; network traffic; disk I/O 15 minutes old
(stale); the user's words blaming the disk.

rotunda — node one of a two-node MicroK8s cluster for a small shop. The ingress controller pod on this node is in
CrashLoopBackOff because host nginx (installed yesterday) holds port 80; the PVC shop-db-data is Pending with no
storage class, so shop-db-0 is unschedulable. Evidence: steady state; nodes; ingress pods (fresh) and the same
25 minutes older (stale); shop events; shop PVCs; shop pods; shop deployments; all units (complete); the
kubelite journal; the crashing container's log; /etc changes; the user's words.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

CLOSE = "If you need further assistance, please let me know."

# ---------------------------------------------------------------------------------------------------------
# minaret
# ---------------------------------------------------------------------------------------------------------
M1 = Clock("2026-11-04T09:40:00+00:00")
M1_MEM = 8_331_886_592

_PNT = ("warning/PluginNotificationTask: Notification command for object '{obj}' (PID: {pid}, arguments: "
        "'/etc/icinga2/scripts/{script}') terminated with exit code 1, output: sendmail: fatal: "
        "/etc/postfix/main.cf, line 42: missing '=' after attribute name: \"relayhost\"")

minaret_evidence = [
    steady("e1", M1, age=3600, hostname="minaret", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-26-amd64", cpu_model="Intel(R) Xeon(R) E-2224 CPU @ 3.40GHz",
           cpu_cores=4, cpu_threads=4, memory_total_bytes=M1_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 248_988_893_184}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:41:07:9a", "addresses": ["10.20.0.15/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"icinga2": "2.14.2-1+debian12", "icingaweb2": "2.12.1-1+debian12",
                               "mariadb-server": "1:10.11.6-0+deb12u1", "apache2": "2.4.62-1~deb12u2",
                               "postfix": "3.7.11-0+deb12u1", "monitoring-plugins": "2.3.3-5+deb12u2",
                               "bsd-mailx": "8.1.2-0.20220412cvs-1"},
           available_services=["icinga2.service", "icinga-director.service", "apache2.service",
                               "mariadb.service", "postfix.service", "php8.2-fpm.service", "ssh.service",
                               "cron.service"],
           users=[{"name": "lbrennan", "uid": 1000, "gid": 1000, "home": "/home/lbrennan", "shell": "/bin/bash"},
                  {"name": "nagios", "uid": 112, "gid": 120, "home": "/var/lib/nagios",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "icingaweb2", "gid": 118, "members": ["www-data", "lbrennan"]},
                   {"name": "nagios", "gid": 120, "members": ["www-data"]}]),
    item("e2", "linux_service_status", {"units": [
        unit("icinga2.service", "active", "running", pid=812, since="2026-10-28T06:12:44+00:00",
             desc="Icinga host/service/network monitoring system"),
        unit("icinga-director.service", "failed", "failed", desc="Icinga Director - Monitoring Configuration"),
        unit("apache2.service", "active", "running", pid=790, since="2026-10-28T06:12:40+00:00",
             desc="The Apache HTTP Server"),
        unit("mariadb.service", "active", "running", pid=701, since="2026-10-28T06:12:36+00:00",
             desc="MariaDB 10.11.6 database server"),
        unit("postfix.service", "active", "exited", since="2026-10-28T06:12:43+00:00",
             desc="Postfix Mail Transport Agent"),
        unit("postfix@-.service", "active", "running", pid=1188, since="2026-10-28T06:12:43+00:00",
             ufs="enabled-runtime", desc="Postfix Mail Transport Agent (instance -)"),
        unit("php8.2-fpm.service", "active", "running", pid=744, since="2026-10-28T06:12:38+00:00",
             desc="The PHP 8.2 FastCGI Process Manager"),
        unit("ssh.service", "active", "running", pid=655, since="2026-10-28T06:12:31+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("cron.service", "active", "running", pid=640, since="2026-10-28T06:12:30+00:00",
             desc="Regular background program processing daemon"),
    ]}, M1, age=40),
    item("e3", "linux_service_status", unit("icinga2.service", "active", "running", pid=812,
                                            since="2026-10-28T06:12:44+00:00",
                                            desc="Icinga host/service/network monitoring system"),
         M1, age=25, args={"name": "icinga2"}),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "icinga2.service", "entries": [
        log_entry("2026-11-04T06:30:00+00:00", "icinga2.service", "warning",
                  "warning/ApiListener: Certificate for endpoint 'sat-dmz.example.net' expires in 12 days."),
        log_entry("2026-11-04T07:15:03+00:00", "icinga2.service", "warning",
                  _PNT.format(obj="db02!mysql-replication", pid=41822, script="mail-service-notification.sh")),
        log_entry("2026-11-04T08:02:41+00:00", "icinga2.service", "warning",
                  _PNT.format(obj="web03!http", pid=43107, script="mail-service-notification.sh")),
        log_entry("2026-11-04T09:12:10+00:00", "icinga2.service", "warning",
                  _PNT.format(obj="fw01", pid=45519, script="mail-host-notification.sh")),
    ]}, M1, age=35, args={"unit": "icinga2.service", "since_minutes": 720, "priority": "warning"}),
    item("e5", "linux_file_read", {"path": "/etc/postfix/main.cf", "offset": 36, "limit": 10, "total_lines": 58,
                                   "lines": [
        "smtpd_tls_security_level=may",
        "smtp_tls_CApath=/etc/ssl/certs",
        "smtp_tls_security_level=encrypt",
        "smtp_tls_session_cache_database = btree:${data_directory}/smtp_scache",
        "",
        "relayhost [smtp.mailrelay.example.net]:587",
        "smtp_sasl_auth_enable = yes",
        "smtp_sasl_password_maps = hash:/etc/postfix/sasl_passwd",
        "smtp_sasl_security_options = noanonymous",
        "mynetworks = 127.0.0.0/8 [::ffff:127.0.0.0]/104 [::1]/128",
    ]}, M1, age=55, args={"path": "/etc/postfix/main.cf", "offset": 36, "limit": 10}),
    item("e6", "linux_processes", processes(187, M1_MEM, [
        (812, "icinga2", "nagios", 31.4, 612 * MiB, "2026-10-28T06:12:44+00:00",
         "/usr/lib/x86_64-linux-gnu/icinga2/sbin/icinga2 --no-stack-rlimit daemon --close-stdio "
         "-e /var/log/icinga2/error.log"),
        (46120, "check_snmp", "nagios", 12.7, 9 * MiB, "2026-11-04T09:39:58+00:00",
         "/usr/lib/nagios/plugins/check_snmp -H 10.20.0.1 -o ifHCInOctets.3 -C <redacted>"),
        (701, "mariadbd", "mysql", 6.3, 1_503_238_554, "2026-10-28T06:12:36+00:00", "/usr/sbin/mariadbd"),
        (46098, "check_http", "nagios", 3.1, 6 * MiB, "2026-11-04T09:39:57+00:00",
         "/usr/lib/nagios/plugins/check_http -H web03.example.net -S -u /health"),
        (744, "php-fpm8.2", "root", 1.2, 38 * MiB, "2026-10-28T06:12:38+00:00",
         "php-fpm: master process (/etc/php/8.2/fpm/php-fpm.conf)"),
        (790, "apache2", "root", 0.8, 24 * MiB, "2026-10-28T06:12:40+00:00", "/usr/sbin/apache2 -k start"),
    ]), M1, age=30, args={"sort": "cpu", "limit": 6}, complete=False),
    item("e7", "linux_system_info", system_info(44.8, [3.92, 3.41, 3.05], 615_760, "2026-10-28T06:12:20+00:00",
                                                M1_MEM, 3_113_851_904, 1 * GiB, 210 * MiB), M1, age=1500),
    item("e8", "linux_system_info", system_info(18.3, [1.46, 2.87, 3.02], 617_240, "2026-10-28T06:12:20+00:00",
                                                M1_MEM, 3_651_272_704, 1 * GiB, 210 * MiB), M1, age=20),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 248_988_893_184, 64_424_509_440),
        fs("/dev/sda1", "/boot/efi", "vfat", 536_870_912, 6_291_456),
    ]}, M1, age=60),
    item("e10", "linux_file_changes", {"root": "/etc", "since": "2026-11-03T09:40:00+00:00", "files": [
        {"path": "/etc/icinga2/conf.d/hosts.conf", "mtime": "2026-11-03T16:48:12+00:00", "size_bytes": 5210},
        {"path": "/etc/postfix/sasl_passwd", "mtime": "2026-11-03T17:03:02+00:00", "size_bytes": 78},
        {"path": "/etc/postfix/sasl_passwd.db", "mtime": "2026-11-03T17:03:05+00:00", "size_bytes": 12288},
        {"path": "/etc/postfix/main.cf", "mtime": "2026-11-03T17:05:40+00:00", "size_bytes": 1894},
    ]}, M1, age=50, args={"root": "/etc", "since_minutes": 1440}),
]

minaret_answers = [
    {"q": "Why are the Icinga notifications not being sent?", "ev": ["e4", "e5", "e10"],
     "a": "The notification command fails.\n\n"
          "- [[s:Three notification commands failed in the last 12 hours]].\n"
          "- [[s:Each one terminated with exit code 1]].\n"
          "- [[s:The first failure was at 07:15]] and [[c:the last failure was at 08:02]].\n"
          "- [[s:The output is \"sendmail: fatal: /etc/postfix/main.cf, line 42: missing '=' after attribute "
          "name\"]].\n\n"
          "[[s:Line 42 of /etc/postfix/main.cf reads \"relayhost [smtp.mailrelay.example.net]:587\"]]. "
          "[[s:It is missing the equals sign]]. [[s:The file was modified on 3 November 2026 at 17:05]]. "
          "[[u:The change was made by the user lbrennan]]. [[c:The relay port is 465]].\n\n" + CLOSE},
    {"q": "Is icinga2 running?", "ev": ["e3"],
     "a": "Yes. [[s:The active_state is active]] and [[s:the sub_state is running]]. [[s:The main_pid is 812]]. "
          "[[s:The service has been active since 28 October 2026 at 06:12]]. [[s:The unit_file_state is "
          "enabled]], so [[s:it starts at boot]]. [[c:The service has been running for 8 days]]. "
          "[[u:No configuration errors were found]].\n\n" + CLOSE},
    {"q": "Have any services failed on minaret?", "ev": ["e2"],
     "a": "[[s:Nine units are listed]]. [[s:Eight of them are active]]. [[s:One unit has failed]].\n\n"
          "- [[c:icinga2.service is in the failed state]].\n"
          "- [[s:postfix.service is active with sub_state exited]].\n"
          "- [[c:postfix@-.service has main PID 701]].\n"
          "- [[s:mariadb.service is running]].\n"
          "- [[s:apache2.service is running with PID 790]].\n"
          "- [[s:ssh.service and cron.service are running]].\n\n"
          "[[u:The failure does not affect the monitoring checks]].\n\n" + CLOSE},
    {"q": "How busy is the server right now?", "ev": ["e1", "e7"],
     "a": "- [[t:CPU usage is 44.8 percent]].\n"
          "- [[t:The 1-minute load average is 3.92]].\n"
          "- [[s:The server has 4 CPU cores]].\n"
          "- [[t:Available memory is 2.9 GiB]].\n"
          "- [[c:Total memory is 16 GiB]].\n"
          "- [[t:Swap use is 210 MiB]].\n\n"
          "[[u:The icinga2 process is responsible for most of this load]].\n\n" + CLOSE},
    {"q": "What is using the most CPU?", "ev": ["e6", "e8"],
     "a": "[[s:The top process by CPU is icinga2]] ([[s:PID 812]], [[s:31.4 percent]]). [[s:It runs as the user "
          "nagios]]. [[s:check_snmp is second at 12.7 percent]]. [[c:mariadbd uses 3.1 percent CPU]] [[s:and "
          "1.4 GiB of memory]]. [[c:php-fpm8.2 runs as www-data]].\n\n"
          "[[s:Overall CPU usage is 18.3 percent]]. [[s:There are 187 processes in total]]. [[u:The check "
          "plugins are started every 60 seconds]].\n\n" + CLOSE},
    {"q": "What changed in /etc since yesterday?", "ev": ["e10"],
     "extra": [user("u1", "I switched the mail relay to the new provider yesterday around five.", M1)],
     "a": "[[s:Four files changed in /etc since yesterday morning]].\n\n"
          "- [[s:/etc/icinga2/conf.d/hosts.conf at 16:48]]\n"
          "- [[s:/etc/postfix/sasl_passwd at 17:03]]\n"
          "- [[c:/etc/postfix/sasl_passwd.db at 17:30]]\n"
          "- [[s:/etc/postfix/main.cf at 17:05]]\n\n"
          "[[s:The postfix changes match the time you gave, around five o'clock]]. [[u:The new provider "
          "requires SASL authentication]]. [[c:main.cf is 2.8 kilobytes]]. [[u:No other directories were "
          "changed]].\n\n" + CLOSE},
    {"q": "Is the disk getting full? And can the server reach the mail relay?", "ev": ["e9", "e1"],
     "a": "[[s:The root filesystem is 25.9 percent used]]. [[s:60 GiB of 231.9 GiB is used]]. [[c:About 189 GiB "
          "is free]]. [[s:The device is /dev/sda2]]. [[s:/boot/efi is a vfat filesystem]] [[c:of 1 GiB]].\n\n"
          "[[u:The mail relay smtp.mailrelay.example.net is reachable]].\n\n" + CLOSE},
]

# ---------------------------------------------------------------------------------------------------------
# pagoda
# ---------------------------------------------------------------------------------------------------------
M2 = Clock("2026-11-12T21:05:00+00:00")
M2_MEM = 33_547_902_976

_DUNE = "/srv/media/films/Dune Part Two (2024)/Dune.Part.Two.2024.2160p.HDR.mkv"

pagoda_evidence = [
    steady("e1", M2, age=5400, hostname="pagoda", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-125-generic", cpu_model="12th Gen Intel(R) Core(TM) i5-12500", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=M2_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 498_876_809_216},
                  {"device": "/dev/sda1", "mountpoint": "/srv/media", "fstype": "ext4",
                   "total_bytes": 15_735_011_311_616}],
           network_interfaces=[{"name": "enp2s0", "mac": "a8:a1:59:3e:77:10", "addresses": ["192.168.1.40/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"jellyfin": "10.10.3+ubu2204", "jellyfin-server": "10.10.3+ubu2204",
                               "jellyfin-web": "10.10.3+ubu2204", "jellyfin-ffmpeg7": "7.0.2-5-jammy",
                               "intel-media-va-driver-non-free": "22.3.1+ds1-1", "samba": "2:4.15.13+dfsg-0ubuntu1.6"},
           available_services=["jellyfin.service", "smbd.service", "nmbd.service", "ssh.service"],
           users=[{"name": "tomasz", "uid": 1000, "gid": 1000, "home": "/home/tomasz", "shell": "/bin/bash"},
                  {"name": "jellyfin", "uid": 114, "gid": 121, "home": "/var/lib/jellyfin", "shell": "/bin/false"}],
           groups=[{"name": "render", "gid": 110, "members": ["jellyfin"]},
                   {"name": "video", "gid": 44, "members": ["jellyfin", "tomasz"]}]),
    item("e2", "linux_processes", processes(241, M2_MEM, [
        (48211, "ffmpeg", "jellyfin", 587.3, 1_181_116_006, "2026-11-12T20:41:37+00:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -analyzeduration 200M -init_hw_device vaapi=va:/dev/dri/renderD128 "
         f"-i file:\"{_DUNE}\" -map 0:0 -map 0:1 -codec:v:0 libx264 -preset veryfast -crf 23 -maxrate 9616000 "
         "-vf setparams=color_primaries=bt2020,tonemapx=tonemap=bt2390:format=yuv420p -codec:a:0 aac "
         "-f hls /var/lib/jellyfin/transcodes/6b1f0e.m3u8"),
        (1322, "jellyfin", "jellyfin", 14.8, 2_040_109_466, "2026-11-10T08:31:19+00:00",
         "/usr/bin/jellyfin --webdir=/usr/share/jellyfin/web --ffmpeg=/usr/lib/jellyfin-ffmpeg/ffmpeg"),
        (2114, "smbd", "root", 2.1, 48 * MiB, "2026-11-10T08:31:02+00:00", "/usr/sbin/smbd --foreground --no-process-group"),
        (612, "systemd-journal", "root", 0.4, 92 * MiB, "2026-11-10T08:30:41+00:00", "/lib/systemd/systemd-journald"),
        (48530, "sshd", "tomasz", 0.3, 7 * MiB, "2026-11-12T20:58:12+00:00", "sshd: tomasz@pts/0"),
    ]), M2, age=20, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e3", "linux_processes", processes(1, M2_MEM, [
        (47790, "ffmpeg", "jellyfin", 96.2, 420 * MiB, "2026-11-12T20:18:05+00:00",
         "/usr/lib/jellyfin-ffmpeg/ffmpeg -init_hw_device vaapi=va:/dev/dri/renderD128 -hwaccel vaapi "
         "-i file:\"/srv/media/films/The Wild Robot (2024)/The.Wild.Robot.2024.1080p.mkv\" -codec:v:0 h264_vaapi "
         "-b:v 8000000 -f hls /var/lib/jellyfin/transcodes/9d2a41.m3u8"),
    ]), M2, age=1500, args={"name": "ffmpeg"}),
    item("e4", "linux_service_status", unit("jellyfin.service", "active", "running", pid=1322,
                                            since="2026-11-10T08:31:19+00:00", desc="Jellyfin Media Server"),
         M2, age=30, args={"name": "jellyfin"}),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 498_876_809_216, 96_636_764_160),
        fs("/dev/sda1", "/srv/media", "ext4", 15_735_011_311_616, 14_652_000_000_000),
    ]}, M2, age=45),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 2_400_000, "write_bytes_per_s": 21_800_000, "busy_percent": 7.5},
        {"device": "sda", "read_bytes_per_s": 41_200_000, "write_bytes_per_s": 0, "busy_percent": 38.0},
    ]}, M2, age=15, args={"interval_seconds": 1}),
    item("e7", "linux_file_read", {"path": "/etc/jellyfin/encoding.xml", "offset": 0, "limit": 20,
                                   "total_lines": 62, "lines": [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<EncodingOptions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xmlns:xsd="http://www.w3.org/2001/XMLSchema">',
        "  <EncodingThreadCount>-1</EncodingThreadCount>",
        "  <TranscodingTempPath>/var/lib/jellyfin/transcodes</TranscodingTempPath>",
        "  <EnableFallbackFont>false</EnableFallbackFont>",
        "  <EnableAudioVbr>false</EnableAudioVbr>",
        "  <DownMixAudioBoost>2</DownMixAudioBoost>",
        "  <EnableThrottling>false</EnableThrottling>",
        "  <ThrottleDelaySeconds>180</ThrottleDelaySeconds>",
        "  <HardwareAccelerationType>vaapi</HardwareAccelerationType>",
        "  <EncoderAppPathDisplay>/usr/lib/jellyfin-ffmpeg/ffmpeg</EncoderAppPathDisplay>",
        "  <VaapiDevice>/dev/dri/renderD128</VaapiDevice>",
        "  <EnableTonemapping>true</EnableTonemapping>",
        "  <EnableVppTonemapping>false</EnableVppTonemapping>",
        "  <TonemappingAlgorithm>bt2390</TonemappingAlgorithm>",
        "  <H264Crf>23</H264Crf>",
        "  <EnableDecodingColorDepth10Hevc>true</EnableDecodingColorDepth10Hevc>",
        "  <EnableHardwareEncoding>true</EnableHardwareEncoding>",
        "  <AllowHevcEncoding>false</AllowHevcEncoding>",
        "  <EnableSubtitleExtraction>true</EnableSubtitleExtraction>",
    ]}, M2, age=90, args={"path": "/etc/jellyfin/encoding.xml", "limit": 20}),
    item("e8", "linux_recent_logs", {"source": "journal", "unit": "jellyfin.service", "entries": [
        log_entry("2026-11-12T20:18:04+00:00", "jellyfin.service", "info",
                  "[INF] [41] MediaBrowser.MediaEncoding.Transcoding.TranscodeManager: Starting ffmpeg for "
                  "\"The Wild Robot (2024)\" with encoder h264_vaapi"),
        log_entry("2026-11-12T20:41:30+00:00", "jellyfin.service", "err",
                  f"[ERR] [52] MediaBrowser.MediaEncoding.Transcoding.TranscodeManager: FFmpeg exited with code 218 "
                  f"for {_DUNE}"),
        log_entry("2026-11-12T20:41:36+00:00", "jellyfin.service", "warning",
                  "[WRN] [52] MediaBrowser.MediaEncoding.Transcoding.TranscodeManager: Hardware encoding failed, "
                  "retrying with software encoder (libx264)."),
        log_entry("2026-11-12T20:41:37+00:00", "jellyfin.service", "info",
                  "[INF] [52] MediaBrowser.MediaEncoding.Transcoding.TranscodeManager: Starting ffmpeg for "
                  "\"Dune: Part Two (2024)\" with encoder libx264"),
        log_entry("2026-11-12T20:55:12+00:00", "jellyfin.service", "warning",
                  "[WRN] [60] Jellyfin.Api.Controllers.DynamicHlsController: Transcoding is falling behind: "
                  "speed=0.82x for session 6b1f0e (client: Jellyfin Android TV, user: ania)"),
    ]}, M2, age=40, args={"unit": "jellyfin.service", "since_minutes": 120}),
    item("e9", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "enp2s0", "rx_bytes_per_s": 310_000, "tx_bytes_per_s": 5_420_000},
        {"name": "lo", "rx_bytes_per_s": 1_100_000, "tx_bytes_per_s": 1_100_000},
    ]}, M2, age=10, args={"interval_seconds": 1}),
    item("e10", "linux_network_info", {
        "interfaces": [{"name": "enp2s0", "mac": "a8:a1:59:3e:77:10", "addresses": ["192.168.1.40/24"],
                        "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [listener(8096, "0.0.0.0", 1322, "jellyfin"), listener(22, "0.0.0.0", 901, "sshd"),
                      listener(445, "0.0.0.0", 2114, "smbd"), listener(139, "0.0.0.0", 2114, "smbd"),
                      listener(7359, "0.0.0.0", 1322, "jellyfin", proto="udp"),
                      listener(1900, "0.0.0.0", 1322, "jellyfin", proto="udp")],
        "connections": [connection("192.168.1.40:8096", "192.168.1.73:50412", 1322, "jellyfin"),
                        connection("192.168.1.40:8096", "192.168.1.58:61877", 1322, "jellyfin"),
                        connection("192.168.1.40:22", "192.168.1.21:52200", 48530, "sshd")],
    }, M2, age=60),
]

pagoda_answers = [
    {"q": "Why is the CPU on pagoda so high?", "ev": ["e2", "e7", "e1"],
     "a": "The ffmpeg process uses most of the CPU.\n\n"
          "- [[s:ffmpeg has PID 48211]].\n"
          "- [[s:It uses 587.3 percent CPU]], [[s:which is roughly six of the twelve threads]].\n"
          "- [[s:It runs as the user jellyfin]].\n"
          "- [[s:It is encoding with libx264]], [[s:which is a software encoder]].\n"
          "- [[s:It is transcoding Dune Part Two (2024) in 2160p]].\n\n"
          "[[s:The configuration sets HardwareAccelerationType to vaapi]] and [[s:EnableHardwareEncoding is "
          "true]]. [[c:Tone mapping is disabled]]. [[c:The Intel GPU driver is not installed]].\n\n" + CLOSE},
    {"q": "Is Jellyfin actually using hardware transcoding?", "ev": ["e3", "e8"],
     "a": "[[t:The ffmpeg process 47790 uses the h264_vaapi encoder]]. [[t:It uses 96.2 percent CPU]].\n\n"
          "[[s:At 20:41 the log reports \"Hardware encoding failed, retrying with software encoder "
          "(libx264)\"]]. [[s:Just before that, FFmpeg exited with code 218]]. [[c:Since then, the transcode uses "
          "h264_vaapi]]. [[s:At 20:55 the log warns that transcoding is falling behind at speed 0.82x]]. "
          "[[c:The affected client is the Jellyfin web client]]. [[u:The failure is caused by the HDR tone "
          "mapping filter]].\n\n" + CLOSE},
    {"q": "Is the media disk full?", "ev": ["e5", "e1"],
     "a": "[[s:The media disk is mounted at /srv/media]]. [[s:The device is /dev/sda1]].\n\n"
          "- [[s:Total size: 14.3 TiB]]\n"
          "- [[c:Used: 14.6 TiB]]\n"
          "- [[s:Free: about 1.0 TiB]]\n"
          "- [[s:Use: 93.1 percent]]\n\n"
          "[[s:The root filesystem is 19.4 percent used]]. [[c:The transcode directory "
          "/var/lib/jellyfin/transcodes is on /srv/media]]. [[u:The media disk will be full within a month]].\n\n"
          + CLOSE},
    {"q": "Is the buffering caused by the disk or the network?", "ev": ["e6", "e9", "e4"],
     "extra": [user("u2", "My partner Ania says the film keeps buffering on the living-room TV.", M2)],
     "a": "[[s:The sda disk is 38.0 percent busy]]. [[s:It reads 41.2 MB/s]]. [[c:The nvme0n1 disk writes "
          "2.4 MB/s]]. [[s:Outbound traffic on enp2s0 is 5.42 MB/s]], [[c:about 54 Mbit/s]]. [[s:The "
          "jellyfin.service is active]]. [[s:Its main_pid is 1322]].\n\n"
          "[[u:Neither the disk nor the network is the bottleneck]]. [[u:Ania's TV is connected over "
          "Wi-Fi]].\n\n" + CLOSE},
    {"q": "Who is connected to the server?", "ev": ["e10", "e2"],
     "a": "[[s:Jellyfin listens on port 8096]] [[s:on all addresses]]. [[s:Two clients are connected to port "
          "8096]]:\n\n"
          "- [[s:192.168.1.73]]\n"
          "- [[c:192.168.1.85]]\n\n"
          "[[s:One SSH session is open from 192.168.1.21]]. [[c:That session belongs to the user ania]]. "
          "[[s:Samba listens on port 445]]. [[c:Jellyfin also listens on UDP port 1900 with PID 2114]].\n\n"
          + CLOSE},
    {"q": "How long has Jellyfin been up, and which version is it?", "ev": ["e4", "e1"],
     "a": "[[s:jellyfin.service has been active since 10 November 2026 at 08:31]]. [[s:That is about 2 days and "
          "12 hours]]. [[s:The installed version is 10.10.3]]. [[c:jellyfin-ffmpeg7 is version 7.0.2-3]]. "
          "[[s:The unit_file_state is enabled]]. [[u:The service runs as the jellyfin user]]. [[s:The jellyfin "
          "user is a member of the render group]]. [[s:The server has a 12th Gen Intel Core i5-12500 CPU]] "
          "[[c:with 12 cores]].\n\n" + CLOSE},
    {"q": "Is there enough memory for transcoding?", "ev": ["e2"],
     "a": "[[s:Jellyfin uses 1.9 GiB of memory]]. [[s:ffmpeg uses 1.1 GiB]]. [[c:Together they use 12 percent of "
          "memory]]. [[s:There are 241 processes]]. [[u:There is enough free memory]]. [[u:No process is using "
          "swap]].\n\n" + CLOSE},
]

# ---------------------------------------------------------------------------------------------------------
# obelisk
# ---------------------------------------------------------------------------------------------------------
M3 = Clock("2026-11-17T11:25:00+00:00")
M3_MEM = 66_978_574_336


def _replcheck(t: str, prio: str, text: str) -> dict:
    pid = 70000 + int(t[11:13]) * 100 + int(t[14:16])
    return log_entry(t, "mysql-replcheck.service", prio, f"replcheck[{pid}]: {text}")


obelisk_evidence = [
    steady("e1", M3, age=7200, hostname="obelisk", domain="db.internal", os_name="Red Hat Enterprise Linux",
           os_version="9.6", os_codename="Plow", kernel="5.14.0-570.52.1.el9_6.x86_64",
           cpu_model="Intel(R) Xeon(R) Silver 4314 CPU @ 2.40GHz", cpu_cores=16, cpu_threads=32,
           memory_total_bytes=M3_MEM, package_manager="rpm",
           disks=[{"device": "/dev/mapper/rhel-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 75_094_818_816},
                  {"device": "/dev/nvme1n1p1", "mountpoint": "/var/lib/mysql", "fstype": "xfs",
                   "total_bytes": 1_919_850_381_312}],
           network_interfaces=[{"name": "ens3f0", "mac": "b4:96:91:a2:10:3c", "addresses": ["10.40.2.12/24"],
                                "is_up": True}],
           dns_servers=["10.40.0.53"], default_gateway="10.40.2.1",
           installed_packages={"mysql8.4-server": "8.4.4-1.el9_6", "mysql8.4": "8.4.4-1.el9_6",
                               "mysql8.4-common": "8.4.4-1.el9_6", "openssl": "1:3.2.2-6.el9_5.1",
                               "kernel-core": "5.14.0-570.58.1.el9_6"},
           available_services=["mysqld.service", "mysql-replcheck.service", "mysqld_exporter.service",
                               "sshd.service", "chronyd.service", "firewalld.service"],
           users=[{"name": "rkaur", "uid": 1000, "gid": 1000, "home": "/home/rkaur", "shell": "/bin/bash"},
                  {"name": "mysql", "uid": 27, "gid": 27, "home": "/var/lib/mysql", "shell": "/sbin/nologin"},
                  {"name": "prometheus", "uid": 985, "gid": 985, "home": "/var/lib/prometheus",
                   "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["rkaur"]}]),
    item("e2", "linux_package_history", {"events": [
        package_event("2026-11-09T03:10:11+00:00", "upgrade", "openssl", "1:3.2.2-6.el9_5", "1:3.2.2-6.el9_5.1"),
        package_event("2026-11-09T03:10:14+00:00", "upgrade", "openssl-libs", "1:3.2.2-6.el9_5", "1:3.2.2-6.el9_5.1"),
        package_event("2026-11-15T22:13:51+00:00", "upgrade", "mysql8.4-common", "8.4.2-2.el9_5", "8.4.4-1.el9_6"),
        package_event("2026-11-15T22:13:55+00:00", "upgrade", "mysql8.4", "8.4.2-2.el9_5", "8.4.4-1.el9_6"),
        package_event("2026-11-15T22:13:58+00:00", "upgrade", "mysql8.4-server", "8.4.2-2.el9_5", "8.4.4-1.el9_6"),
        package_event("2026-11-15T22:14:02+00:00", "install", "kernel-core", None, "5.14.0-570.58.1.el9_6"),
        package_event("2026-11-15T22:14:09+00:00", "remove", "kernel-core", "5.14.0-503.40.1.el9_5", None),
    ]}, M3, age=90, args={"since_days": 14}),
    item("e3", "linux_service_status", unit("mysqld.service", "active", "running", pid=20517,
                                            since="2026-11-15T22:14:31+00:00", desc="MySQL 8.4 database server"),
         M3, age=20, args={"name": "mysqld"}),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "mysqld.service", "entries": [
        log_entry("2026-11-17T09:02:11+00:00", "mysqld.service", "warning",
                  "[Warning] [MY-010584] [Repl] Replica SQL for channel '': Worker 2 failed executing transaction "
                  "'a3f1c2d4-7b1e-11ef-9c2a-b49691a2103b:88123456' at source log binlog.000412, end_log_pos "
                  "88232011; Could not execute Update_rows event on table shop.orders; Lock wait timeout exceeded; "
                  "try restarting transaction, Error_code: 1205; handler error HA_ERR_LOCK_WAIT_TIMEOUT, "
                  "Error_code: MY-001205"),
        log_entry("2026-11-17T09:02:11+00:00", "mysqld.service", "err",
                  "[ERROR] [MY-010586] [Repl] Error running query, replica SQL thread aborted. Fix the problem, and "
                  "restart the replication SQL thread with \"START REPLICA\". We stopped at log 'binlog.000412' "
                  "position 88231904"),
        log_entry("2026-11-17T10:58:40+00:00", "mysqld.service", "notice",
                  "[System] [MY-010931] [Server] /usr/libexec/mysqld: ready for connections. Version: '8.4.4'  "
                  "socket: '/var/lib/mysql/mysql.sock'  port: 3306  Source distribution."),
        log_entry("2026-11-17T10:58:41+00:00", "mysqld.service", "warning",
                  "[Warning] [MY-010897] [Repl] Storing MySQL user name or password information in the connection "
                  "metadata repository is not secure and is therefore not recommended."),
    ]}, M3, age=30, args={"unit": "mysqld", "since_minutes": 360}),
    item("e5", "linux_processes", processes(2, M3_MEM, [
        (31044, "mysqld", "mysql", 187.0, 44_882_408_243, "2026-11-17T10:58:40+00:00", "/usr/libexec/mysqld --basedir=/usr"),
        (1207, "mysqld_exporter", "prometheus", 0.3, 22 * MiB, "2026-11-09T03:20:00+00:00",
         "/usr/local/bin/mysqld_exporter --config.my-cnf=/etc/mysqld_exporter.cnf"),
    ]), M3, age=25, args={"name": "mysql", "sort": "memory", "limit": 5}),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/rhel-root", "/", "xfs", 75_094_818_816, 19_327_352_832),
        fs("/dev/nvme0n1p1", "/boot", "xfs", 1_006_632_960, 412_090_368),
        fs("/dev/nvme1n1p1", "/var/lib/mysql", "xfs", 1_919_850_381_312, 1_610_612_736_000),
    ]}, M3, age=50),
    item("e7", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme1n1", "read_bytes_per_s": 58_300_000, "write_bytes_per_s": 212_700_000, "busy_percent": 93.5},
        {"device": "nvme0n1", "read_bytes_per_s": 0, "write_bytes_per_s": 1_200_000, "busy_percent": 1.8},
    ]}, M3, age=12, args={"interval_seconds": 1}),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "ens3f0", "mac": "b4:96:91:a2:10:3c", "addresses": ["10.40.2.12/24"], "is_up": True},
                       {"name": "ens3f1", "mac": "b4:96:91:a2:10:3d", "addresses": [], "is_up": False}],
        "listening": [listener(3306, "::", 31044, "mysqld"), listener(33060, "::", 31044, "mysqld"),
                      listener(9104, "::", 1207, "mysqld_exporter"), listener(22, "0.0.0.0", 1011, "sshd")],
        "connections": [connection("10.40.2.12:51822", "10.40.2.11:3306", 31044, "mysqld"),
                        connection("10.40.2.12:3306", "10.40.2.30:40118", 31044, "mysqld"),
                        connection("10.40.2.12:9104", "10.40.5.9:55310", 1207, "mysqld_exporter")],
    }, M3, age=40),
    item("e9", "linux_file_read", {"path": "/etc/my.cnf.d/mysql-server.cnf", "offset": 0, "limit": 18,
                                   "total_lines": 18, "lines": [
        "#", "# This group are read by MySQL server.", "#", "", "[mysqld]", "datadir=/var/lib/mysql",
        "socket=/var/lib/mysql/mysql.sock", "log-error=/var/log/mysql/mysqld.log", "pid-file=/run/mysqld/mysqld.pid",
        "server-id=12", "read_only=ON", "super_read_only=ON", "relay_log=obelisk-relay-bin",
        "replica_parallel_workers=4", "replica_preserve_commit_order=ON", "innodb_buffer_pool_size=40G",
        "innodb_lock_wait_timeout=50", "",
    ]}, M3, age=70, args={"path": "/etc/my.cnf.d/mysql-server.cnf"}),
    item("e10", "linux_recent_logs", {"source": "journal", "unit": "mysql-replcheck.service", "entries": [
        _replcheck("2026-11-17T09:10:04+00:00", "err",
                   "Replica_IO_Running=Yes Replica_SQL_Running=No Seconds_Behind_Source=NULL CRITICAL"),
        _replcheck("2026-11-17T10:00:04+00:00", "err",
                   "Replica_IO_Running=Yes Replica_SQL_Running=No Seconds_Behind_Source=NULL CRITICAL"),
        _replcheck("2026-11-17T10:50:04+00:00", "err",
                   "Replica_IO_Running=Yes Replica_SQL_Running=No Seconds_Behind_Source=NULL CRITICAL"),
        _replcheck("2026-11-17T11:00:04+00:00", "err",
                   "Replica_IO_Running=Yes Replica_SQL_Running=Yes Seconds_Behind_Source=6941 (threshold 300) CRITICAL"),
        _replcheck("2026-11-17T11:10:04+00:00", "err",
                   "Replica_IO_Running=Yes Replica_SQL_Running=Yes Seconds_Behind_Source=6220 (threshold 300) CRITICAL"),
        _replcheck("2026-11-17T11:20:04+00:00", "err",
                   "Replica_IO_Running=Yes Replica_SQL_Running=Yes Seconds_Behind_Source=5480 (threshold 300) CRITICAL"),
    ]}, M3, age=35, args={"unit": "mysql-replcheck.service", "since_minutes": 180}),
]

obelisk_answers = [
    {"q": "Why is replication lagging on obelisk?", "ev": ["e4", "e10"],
     "a": "[[s:The replica SQL thread stopped at 09:02]]. [[s:A worker failed on table shop.orders]] [[s:with "
          "error 1205, Lock wait timeout exceeded]]. [[s:The thread stopped at binlog.000412 position "
          "88231904]]. [[s:Replica_SQL_Running was No until at least 10:50]]. [[u:An administrator ran START "
          "REPLICA at 10:58]].\n\n"
          "[[s:At 11:20 Seconds_Behind_Source was 5480]], [[c:which is about 1.2 hours]]. [[s:The lag is "
          "decreasing]]. [[u:The lock wait was caused by a long-running report query]].\n\n" + CLOSE},
    {"q": "Was MySQL upgraded recently?", "ev": ["e2"],
     "a": "Yes.\n\n"
          "- [[s:mysql8.4-server was upgraded on 15 November 2026 at 22:13]].\n"
          "- [[s:The previous version was 8.4.2-2.el9_5]].\n"
          "- [[c:The new version is 8.4.3-1.el9_6]].\n"
          "- [[s:mysql8.4 and mysql8.4-common were upgraded at the same time]].\n"
          "- [[s:A new kernel, 5.14.0-570.58.1.el9_6, was installed]].\n"
          "- [[c:The old kernel 5.14.0-503.40.1.el9_5 was kept]].\n"
          "- [[s:openssl was upgraded on 9 November]].\n\n"
          "[[c:There were six package events in the last 14 days]].\n\n" + CLOSE},
    {"q": "Is mysqld running, and since when?", "ev": ["e3", "e5"],
     "a": "[[s:mysqld.service is active and running]]. [[u:The main_pid is 20517]]. [[u:It has been running since "
          "15 November 2026 at 22:14]]. [[s:The mysqld process uses 41.8 GiB of memory]] [[s:and 187 percent "
          "CPU]]. [[s:The mysqld_exporter process is also running]]. [[c:mysqld_exporter runs as the mysql "
          "user]]. [[s:The unit_file_state is enabled]].\n\n" + CLOSE},
    {"q": "Is the data disk OK?", "ev": ["e6", "e7"],
     "a": "- [[s:/var/lib/mysql is 83.9 percent full]].\n"
          "- [[s:1,500 GiB of 1.75 TiB is used]].\n"
          "- [[c:Free space is 420 GiB]].\n"
          "- [[s:nvme1n1 is 93.5 percent busy]].\n"
          "- [[s:It writes 212.7 MB/s]] [[s:and reads 58.3 MB/s]].\n"
          "- [[c:The root filesystem is ext4]].\n"
          "- [[s:The root filesystem is 25.7 percent used]].\n\n"
          "[[u:The high write rate is the replica applying the backlog]].\n\n" + CLOSE},
    {"q": "Is the replica connected to the primary?", "ev": ["e8", "e9"],
     "extra": [user("u3", "The dashboard says the replica is more than an hour behind the primary.", M3)],
     "a": "[[s:mysqld has a connection from 10.40.2.12 to 10.40.2.11 on port 3306]]. [[s:The state is "
          "ESTABLISHED]]. [[u:10.40.2.11 is the primary]].\n\n"
          "- [[s:The server-id is 12]].\n"
          "- [[s:super_read_only is ON]].\n"
          "- [[c:replica_parallel_workers is 8]].\n"
          "- [[c:innodb_buffer_pool_size is 48G]].\n\n"
          "[[s:mysqld listens on ports 3306 and 33060]]. [[u:The replica is more than an hour behind the "
          "primary, as the dashboard says]].\n\n" + CLOSE},
    {"q": "Which kernel is it running? Do I need to reboot?", "ev": ["e1", "e2"],
     "a": "[[s:The running kernel is 5.14.0-570.52.1.el9_6.x86_64]]. [[s:Kernel 5.14.0-570.58.1.el9_6 was "
          "installed on 15 November]]. [[s:A reboot is needed to use the new kernel]]. [[s:The system is Red Hat "
          "Enterprise Linux 9.6]]. [[c:It has 32 CPU cores]]. [[s:The user rkaur has UID 1000]]. [[c:The mysql "
          "user has the shell /bin/bash]]. [[u:The reboot will take about five minutes]].\n\n" + CLOSE},
    {"q": "Anything in the MySQL log after the restart?", "ev": ["e4"],
     "a": "[[s:mysqld reported ready for connections at 10:58:40]]. [[s:The version is 8.4.4]]. [[s:The socket "
          "is /var/lib/mysql/mysql.sock]]. [[s:No errors were logged after the restart]]. [[c:Two errors were "
          "logged in the last six hours]]. [[c:The last error was at 10:58]]. [[u:The restart was done by "
          "systemd after a crash]].\n\n" + CLOSE},
]

# ---------------------------------------------------------------------------------------------------------
# ziggurat
# ---------------------------------------------------------------------------------------------------------
M4 = Clock("2026-11-20T16:50:00+00:00")
M4_MEM = 135_088_467_968


def _kvm(vmid: int, name: str, mem: int, cores: int) -> str:
    return (f"/usr/bin/kvm -id {vmid} -name {name},debug-threads=on -no-shutdown -m {mem} "
            f"-smp {cores},sockets=1,cores={cores},maxcpus={cores} -netdev type=tap,id=net0,ifname=tap{vmid}i0")


ziggurat_evidence = [
    steady("e1", M4, age=4000, hostname="ziggurat", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.8.12-4-pve", cpu_model="AMD EPYC 7302P 16-Core Processor",
           cpu_cores=16, cpu_threads=32, memory_total_bytes=M4_MEM,
           disks=[{"device": "/dev/nvme0n1p3", "mountpoint": "/", "fstype": "ext4", "total_bytes": 100_861_726_720},
                  {"device": "tank/vmdata", "mountpoint": "/tank/vmdata", "fstype": "zfs",
                   "total_bytes": 17_592_186_044_416},
                  {"device": "tank/containers", "mountpoint": "/tank/containers", "fstype": "zfs",
                   "total_bytes": 5_497_558_138_880}],
           network_interfaces=[{"name": "eno1", "mac": "3c:ec:ef:90:12:a4", "addresses": [], "is_up": True},
                               {"name": "vmbr0", "mac": "3c:ec:ef:90:12:a4", "addresses": ["10.0.10.5/24"],
                                "is_up": True}],
           dns_servers=["10.0.10.53"], default_gateway="10.0.10.1",
           installed_packages={"pve-manager": "8.2.8", "pve-qemu-kvm": "9.0.2-4", "qemu-server": "8.2.7",
                               "zfsutils-linux": "2.2.6-pve1", "podman": "4.3.1+ds1-8+deb12u1"},
           available_services=["pvedaemon.service", "pveproxy.service", "pve-cluster.service",
                               "spiceproxy.service", "zfs-zed.service", "podman.service", "ssh.service"],
           users=[{"name": "root", "uid": 0, "gid": 0, "home": "/root", "shell": "/bin/bash"},
                  {"name": "hcarver", "uid": 1000, "gid": 1000, "home": "/home/hcarver", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["hcarver"]}]),
    item("e2", "linux_processes", processes(612, M4_MEM, [
        (2411, "kvm", "root", 41.7, 35_003_794_227, "2026-10-29T07:04:12+00:00", _kvm(102, "db01", 32768, 8)),
        (2603, "kvm", "root", 88.2, 17_609_365_914, "2026-10-29T07:05:01+00:00", _kvm(104, "gitlab", 16384, 6)),
        (2519, "kvm", "root", 6.4, 17_072_495_002, "2026-10-29T07:04:40+00:00", _kvm(103, "win-ad01", 16384, 4)),
        (2345, "kvm", "root", 3.1, 8_804_682_957, "2026-10-29T07:03:55+00:00", _kvm(101, "web01", 8192, 2)),
        (5120, "java", "root", 2.2, 1_717_986_918, "2026-11-14T10:22:31+00:00",
         "java -Xmx1024M -jar /usr/lib/unifi/lib/ace.jar start"),
        (1733, "pvedaemon worke", "root", 0.1, 152 * MiB, "2026-10-29T07:02:48+00:00", "pvedaemon worker"),
    ]), M4, age=30, args={"sort": "memory", "limit": 6}, complete=False),
    item("e3", "linux_containers", {"runtime": "podman", "containers": [
        box("3f1e9a0c2b7d", "ct-nextcloud", "docker.io/library/nextcloud:29-apache", "exited",
            "Exited (137) 2 hours ago", "2026-09-02T18:40:11+00:00", ["0.0.0.0:8443->443/tcp"]),
        box("a81c44d02e19", "ct-unifi", "lscr.io/linuxserver/unifi-network-application:8.5.6", "running",
            "Up 6 days", "2026-08-15T12:03:44+00:00",
            ["0.0.0.0:8080->8080/tcp", "0.0.0.0:8843->8443/tcp", "0.0.0.0:3478->3478/udp"]),
        box("5d02b7c1e8f4", "ct-pihole", "docker.io/pihole/pihole:2024.07.0", "running", "Up 6 days",
            "2026-07-30T09:14:20+00:00", ["10.0.10.5:53->53/udp", "10.0.10.5:53->53/tcp", "0.0.0.0:8081->80/tcp"]),
        box("c9e6f3a1d270", "ct-grafana", "docker.io/grafana/grafana-oss:11.2.2", "running", "Up 6 days",
            "2026-10-05T15:51:09+00:00", ["0.0.0.0:3000->3000/tcp"]),
        box("77b0d4e2a913", "ct-backup-sync", "docker.io/rclone/rclone:1.68", "created", "Created",
            "2026-11-19T21:07:33+00:00"),
    ]}, M4, age=35, args={"all": True}),
    item("e4", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p3", "/", "ext4", 100_861_726_720, 14_495_514_624),
        fs("tank/vmdata", "/tank/vmdata", "zfs", 17_592_186_044_416, 13_194_139_533_312),
        fs("tank/containers", "/tank/containers", "zfs", 5_497_558_138_880, 1_099_511_627_776),
    ]}, M4, age=60),
    item("e5", "linux_file_read", {"path": "/etc/pve/qemu-server/103.conf", "offset": 0, "limit": 14,
                                   "total_lines": 14, "lines": [
        "agent: 1", "bios: ovmf", "boot: order=scsi0;ide2", "cores: 4", "cpu: x86-64-v2-AES",
        "efidisk0: tank-vm:vm-103-disk-1,efitype=4m,size=1M", "machine: pc-q35-9.0", "memory: 16384",
        "name: win-ad01", "net0: virtio=BC:24:11:5A:0E:77,bridge=vmbr0,firewall=1", "onboot: 1", "ostype: win11",
        "scsi0: tank-vm:vm-103-disk-0,cache=writeback,discard=on,size=120G", "scsihw: virtio-scsi-single",
    ]}, M4, age=80, args={"path": "/etc/pve/qemu-server/103.conf"}),
    item("e6", "linux_file_read", {}, M4, age=40, args={"path": "/root/zpool-status.txt"},
         error="permission denied: /root/zpool-status.txt"),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-20T14:31:07+00:00", "kernel", "warning",
                  "oom-kill:constraint=CONSTRAINT_MEMCG,nodemask=(null),cpuset=libpod-3f1e9a0c2b7d.scope,"
                  "task_memcg=/machine.slice/libpod-3f1e9a0c2b7d.scope,task=apache2,pid=38811,uid=100033"),
        log_entry("2026-11-20T14:31:07+00:00", "kernel", "err",
                  "Memory cgroup out of memory: Killed process 38811 (apache2) total-vm:1288420kB, "
                  "anon-rss:2071880kB, file-rss:0kB, shmem-rss:0kB, UID:100033 pgtables:4212kB oom_score_adj:0"),
        log_entry("2026-11-20T14:31:08+00:00", "conmon", "warning",
                  "conmon 3f1e9a0c2b7d <nwarn>: container 38790 exited with status 137"),
        log_entry("2026-11-20T15:02:44+00:00", "zfs-zed.service", "warning",
                  "eid=4411 class=checksum pool='tank' vdev=ata-WDC_WD80EFZZ-68BTXN0_WD-CA1B2C3D size=131072 "
                  "offset=4825417728000 priority=2 err=52 flags=0x180880"),
        log_entry("2026-11-20T15:02:44+00:00", "zfs-zed.service", "warning",
                  "eid=4412 class=checksum pool='tank' vdev=ata-WDC_WD80EFZZ-68BTXN0_WD-CA1B2C3D size=131072 "
                  "offset=4825417859072 priority=2 err=52 flags=0x180880"),
        log_entry("2026-11-20T16:12:30+00:00", "kernel", "err",
                  "ata3.00: exception Emask 0x0 SAct 0x20000 SErr 0x0 action 0x0"),
        log_entry("2026-11-20T16:12:30+00:00", "kernel", "err", "ata3.00: failed command: READ FPDMA QUEUED"),
    ]}, M4, age=45, args={"since_minutes": 240, "priority": "warning"}),
    item("e8", "linux_system_info", system_info(27.4, [10.62, 11.05, 10.40], 1_936_070, "2026-10-29T07:01:50+00:00",
                                                M4_MEM, 21_474_836_480, 8 * GiB, 1_288_490_188), M4, age=20),
    item("e9", "linux_network_info", {
        "interfaces": [{"name": "eno1", "mac": "3c:ec:ef:90:12:a4", "addresses": [], "is_up": True},
                       {"name": "vmbr0", "mac": "3c:ec:ef:90:12:a4", "addresses": ["10.0.10.5/24"], "is_up": True},
                       {"name": "tap101i0", "mac": "4a:1e:88:02:7c:01", "addresses": [], "is_up": True},
                       {"name": "tap102i0", "mac": "4a:1e:88:02:7c:02", "addresses": [], "is_up": True},
                       {"name": "tap103i0", "mac": "4a:1e:88:02:7c:03", "addresses": [], "is_up": True},
                       {"name": "tap104i0", "mac": "4a:1e:88:02:7c:04", "addresses": [], "is_up": True}],
        "listening": [listener(8006, "::", 1790, "pveproxy"), listener(3128, "::", 1802, "spiceproxy"),
                      listener(22, "0.0.0.0", 1120, "sshd"), listener(85, "127.0.0.1", 1731, "pvedaemon")],
        "connections": [connection("10.0.10.5:8006", "10.0.10.44:50122", 1795, "pveproxy worker"),
                        connection("10.0.10.5:22", "10.0.10.44:50540", 88213, "sshd")],
    }, M4, age=50),
    item("e10", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eno1", "rx_bytes_per_s": 12_600_000, "tx_bytes_per_s": 3_150_000},
        {"name": "vmbr0", "rx_bytes_per_s": 12_400_000, "tx_bytes_per_s": 3_100_000},
        {"name": "tap102i0", "rx_bytes_per_s": 250_000, "tx_bytes_per_s": 410_000},
        {"name": "tap104i0", "rx_bytes_per_s": 2_700_000, "tx_bytes_per_s": 9_800_000},
    ]}, M4, age=15, args={"interval_seconds": 1}),
    item("e11", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 150_000, "write_bytes_per_s": 3_100_000, "busy_percent": 2.4},
        {"device": "sda", "read_bytes_per_s": 9_800_000, "write_bytes_per_s": 14_200_000, "busy_percent": 17.9},
        {"device": "sdb", "read_bytes_per_s": 9_600_000, "write_bytes_per_s": 14_100_000, "busy_percent": 18.3},
        {"device": "sdc", "read_bytes_per_s": 1_400_000, "write_bytes_per_s": 13_900_000, "busy_percent": 97.2},
        {"device": "sdd", "read_bytes_per_s": 9_900_000, "write_bytes_per_s": 14_300_000, "busy_percent": 16.7},
    ]}, M4, age=900, args={"interval_seconds": 1}),
]

ziggurat_answers = [
    {"q": "Why did Nextcloud stop?", "ev": ["e3", "e7"],
     "extra": [user("u4", "Nextcloud stopped working this afternoon, I think the disk is dying.", M4)],
     "a": "[[s:The container ct-nextcloud is exited]]. [[s:Its status is \"Exited (137) 2 hours ago\"]]. "
          "[[s:At 14:31 the kernel killed process 38811 (apache2) for being out of memory]] [[s:inside the "
          "container's cgroup]]. [[s:Exit status 137 matches this kill]]. [[c:The container was created on "
          "2 October 2026]].\n\n"
          "[[s:The ZFS event daemon reported checksum errors on the pool tank at 15:02]]. [[u:The disk is "
          "dying]]. [[c:The checksum errors caused Nextcloud to stop]].\n\n"
          "[[s:The other containers ct-unifi, ct-pihole and ct-grafana are running]].\n\n" + CLOSE},
    {"q": "How is the ZFS pool?", "ev": ["e6", "e4", "e7"],
     "a": "[[s:The file /root/zpool-status.txt could not be read]] ([[s:permission denied]]). [[u:The pool tank "
          "is ONLINE]]. [[u:No disks are degraded]].\n\n"
          "- [[s:tank/vmdata is 75.0 percent used]].\n"
          "- [[s:tank/vmdata uses 12 TiB]] [[c:of 20 TiB]].\n"
          "- [[s:About 4 TiB is free in the pool]].\n\n"
          "[[s:zed logged two checksum events]] [[c:at 16:12]]. [[s:The kernel reported a failed READ FPDMA "
          "QUEUED command on ata3.00]].\n\n" + CLOSE},
    {"q": "Which VMs use the most memory?", "ev": ["e2", "e5"],
     "a": "- [[s:VM 102 (db01) uses 32.6 GiB]], [[s:PID 2411]].\n"
          "- [[s:VM 104 (gitlab) uses 16.4 GiB]].\n"
          "- [[c:VM 103 (win-ad01) uses 8.2 GiB]].\n"
          "- [[s:VM 101 (web01) uses 8.2 GiB]].\n\n"
          "[[s:The configuration of VM 103 sets memory to 16384 MiB]] [[s:and 4 cores]]. [[s:Its disk size is "
          "120G]]. [[c:VM 103 does not start at boot]]. [[u:These are the only four VMs on the host]]. [[s:The "
          "kvm process for VM 104 uses 88.2 percent CPU]].\n\n" + CLOSE},
    {"q": "Is the host short of memory?", "ev": ["e8", "e1"],
     "a": "**Total memory:** [[s:125.8 GiB]]\n"
          "**Available:** [[s:20 GiB]]\n"
          "**Used:** [[c:84.1 GiB]]\n"
          "**Swap used:** [[s:1.2 GiB of 8 GiB]]\n"
          "**Load average:** [[s:10.62, 11.05, 10.40]]\n\n"
          "[[s:The host has 16 cores and 32 threads]]. [[s:The load is below the thread count]]. [[u:The ZFS ARC "
          "uses most of the used memory]]. [[c:The host has been up for 12 days]].\n\n" + CLOSE},
    {"q": "Which VM is using the network?", "ev": ["e10", "e9"],
     "a": "[[u:tap104i0 transmits 9.8 MB/s (e9)]] [[s:and receives 2.7 MB/s (e10)]]. [[u:tap104i0 belongs to "
          "VM 104, gitlab]]. [[s:vmbr0 receives 12.4 MB/s]]. [[c:eno1 transmits 31.5 MB/s]]. [[s:The bridge "
          "vmbr0 has the address 10.0.10.5/24]]. [[s:pveproxy listens on port 8006]]. [[s:There is a web "
          "session from 10.0.10.44 to port 8006]]. [[c:SSH listens on port 2222]].\n\n" + CLOSE},
    {"q": "List the containers.", "ev": ["e3"],
     "a": "| Name | Image | State |\n"
          "|---|---|---|\n"
          "| [[s:ct-nextcloud | nextcloud:29-apache | exited]] |\n"
          "| [[s:ct-unifi | unifi-network-application:8.5.6 | running]] |\n"
          "| [[c:ct-pihole | pihole:2024.07.0 | restarting]] |\n"
          "| [[s:ct-grafana | grafana-oss:11.2.2 | running]] |\n"
          "| [[s:ct-backup-sync | rclone:1.68 | created]] |\n\n"
          "[[s:The runtime is podman]]. [[c:Four containers are running]]. [[s:ct-grafana publishes port 3000]]. "
          "[[c:ct-pihole publishes DNS on 0.0.0.0:53]].\n\n" + CLOSE},
    {"q": "Is one of the pool disks busier than the others?", "ev": ["e11", "e1"],
     "a": "[[t:sdc is 97.2 percent busy]]. [[t:It reads 1.4 MB/s]]. [[t:The other three pool disks are below 20 "
          "percent busy]]. [[t:nvme0n1 writes 3.1 MB/s]]. [[s:The pool is named tank]]. [[u:sdc is the disk "
          "behind ata3]]. [[c:The root filesystem is on sda]].\n\n" + CLOSE},
]

# ---------------------------------------------------------------------------------------------------------
# rotunda
# ---------------------------------------------------------------------------------------------------------
M5 = Clock("2026-11-22T08:15:00+00:00")
M5_MEM = 16_651_051_008


def _ingress_pods(restarts: int, running: bool) -> list[dict]:
    good = pod("nginx-ingress-microk8s-controller-4mzkq", "ingress", "Running", "rotunda-b", restarts=0,
               ready=True, started="2026-11-08T10:12:04Z")
    if running:
        bad = pod("nginx-ingress-microk8s-controller-t8w2d", "ingress", "Running", "rotunda", restarts=restarts,
                  ready=True, started="2026-11-22T07:33:10Z")
        bad["status"]["containerStatuses"][0]["lastState"] = {
            "terminated": {"reason": "Error", "exitCode": 1, "finishedAt": "2026-11-22T07:33:08Z"}}
    else:
        bad = pod("nginx-ingress-microk8s-controller-t8w2d", "ingress", "Running", "rotunda", restarts=restarts,
                  ready=False, waiting="CrashLoopBackOff")
        bad["status"]["containerStatuses"][0]["lastState"] = {
            "terminated": {"reason": "Error", "exitCode": 1, "finishedAt": "2026-11-22T08:11:52Z"}}
    return [bad, good]


_shop_db = {"kind": "Pod", "metadata": {"name": "shop-db-0", "namespace": "shop"}, "spec": {},
            "status": {"phase": "Pending", "conditions": [
                {"type": "PodScheduled", "status": "False", "reason": "Unschedulable",
                 "message": "0/2 nodes are available: pod has unbound immediate PersistentVolumeClaims. "
                            "preemption: 0/2 nodes are available: 2 Preemption is not helpful for scheduling."}]}}

rotunda_evidence = [
    steady("e1", M5, age=3000, hostname="rotunda", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-48-generic", cpu_model="Intel(R) Core(TM) i5-10500T CPU @ 2.30GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=M5_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 511_101_108_224}],
           network_interfaces=[{"name": "eno1", "mac": "e4:54:e8:6a:21:0f", "addresses": ["192.168.50.10/24"],
                                "is_up": True}],
           dns_servers=["192.168.50.1"], default_gateway="192.168.50.1",
           installed_packages={"snapd": "2.66.1+24.04", "nginx": "1.24.0-2ubuntu7.1", "openssh-server": "1:9.6p1-3ubuntu13.5"},
           available_services=["snap.microk8s.daemon-kubelite.service", "snap.microk8s.daemon-containerd.service",
                               "snap.microk8s.daemon-k8s-dqlite.service", "snap.microk8s.daemon-cluster-agent.service",
                               "snap.microk8s.daemon-apiserver-kicker.service", "nginx.service", "ssh.service",
                               "snapd.service"],
           users=[{"name": "jmorgan", "uid": 1000, "gid": 1000, "home": "/home/jmorgan", "shell": "/bin/bash"}],
           groups=[{"name": "microk8s", "gid": 998, "members": ["jmorgan"]}]),
    item("e2", "kubernetes_get", {"context": "microk8s", "namespace": None, "items": [
        node("rotunda", True, "v1.31.2"), node("rotunda-b", True, "v1.31.2")]}, M5, age=30,
         args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "microk8s", "namespace": "ingress", "items": _ingress_pods(17, False)},
         M5, age=25, args={"resource": "pods", "namespace": "ingress"}),
    item("e4", "kubernetes_get", {"context": "microk8s", "namespace": "ingress", "items": _ingress_pods(12, True)},
         M5, age=2400, args={"resource": "pods", "namespace": "ingress"}),
    item("e5", "kubernetes_get", {"context": "microk8s", "namespace": "shop", "items": [
        {"kind": "Event", "metadata": {"name": "shop-db-data.1879a2f3c0d4e5b6", "namespace": "shop"},
         "involvedObject": {"kind": "PersistentVolumeClaim", "name": "shop-db-data"}, "type": "Normal",
         "reason": "FailedBinding", "message": "no persistent volumes available for this claim and no storage class is set",
         "count": 486, "firstTimestamp": "2026-11-21T17:02:15Z", "lastTimestamp": "2026-11-22T08:13:05Z"},
        {"kind": "Event", "metadata": {"name": "shop-db-0.1879a2f3c1a07c11", "namespace": "shop"},
         "involvedObject": {"kind": "Pod", "name": "shop-db-0"}, "type": "Warning", "reason": "FailedScheduling",
         "message": "0/2 nodes are available: pod has unbound immediate PersistentVolumeClaims. preemption: 0/2 "
                    "nodes are available: 2 Preemption is not helpful for scheduling.",
         "count": 212, "firstTimestamp": "2026-11-21T17:02:16Z", "lastTimestamp": "2026-11-22T08:12:40Z"},
    ]}, M5, age=40, args={"resource": "events", "namespace": "shop"}),
    item("e6", "kubernetes_get", {"context": "microk8s", "namespace": "shop", "items": [
        {"kind": "PersistentVolumeClaim",
         "metadata": {"name": "shop-db-data", "namespace": "shop", "creationTimestamp": "2026-11-21T17:02:15Z"},
         "spec": {"accessModes": ["ReadWriteOnce"], "resources": {"requests": {"storage": "20Gi"}},
                  "volumeMode": "Filesystem"},
         "status": {"phase": "Pending"}},
        {"kind": "PersistentVolumeClaim",
         "metadata": {"name": "shop-uploads", "namespace": "shop", "creationTimestamp": "2026-10-02T14:20:51Z"},
         "spec": {"accessModes": ["ReadWriteOnce"], "resources": {"requests": {"storage": "5Gi"}},
                  "storageClassName": "microk8s-hostpath", "volumeName": "pvc-6c1d0e2f-93ab-4d71-8e0a-5b2c7f9d1a44",
                  "volumeMode": "Filesystem"},
         "status": {"phase": "Bound", "accessModes": ["ReadWriteOnce"], "capacity": {"storage": "5Gi"}}},
    ]}, M5, age=35, args={"resource": "pvc", "namespace": "shop"}),
    item("e7", "kubernetes_get", {"context": "microk8s", "namespace": "shop", "items": [
        pod("shop-web-6d9f8b7c4-h2kqp", "shop", "Running", "rotunda", restarts=0, started="2026-11-18T09:41:22Z"),
        pod("shop-web-6d9f8b7c4-x7l9m", "shop", "Running", "rotunda-b", restarts=1, started="2026-11-19T02:05:47Z"),
        pod("shop-worker-5b8c6d9f7-p4rtn", "shop", "Running", "rotunda", restarts=0, started="2026-11-18T09:41:30Z"),
        _shop_db,
    ]}, M5, age=30, args={"resource": "pods", "namespace": "shop"}),
    item("e8", "kubernetes_get", {"context": "microk8s", "namespace": "shop", "items": [
        deployment("shop-web", "shop", 2, 2), deployment("shop-worker", "shop", 1, 1)]}, M5, age=30,
         args={"resource": "deployments", "namespace": "shop"}),
    item("e9", "linux_service_status", {"units": [
        unit("snap.microk8s.daemon-kubelite.service", "active", "running", pid=1432,
             since="2026-11-08T10:05:51+00:00", desc="Service for snap application microk8s.daemon-kubelite"),
        unit("snap.microk8s.daemon-containerd.service", "active", "running", pid=1398,
             since="2026-11-08T10:05:44+00:00", desc="Service for snap application microk8s.daemon-containerd"),
        unit("snap.microk8s.daemon-k8s-dqlite.service", "active", "running", pid=1401,
             since="2026-11-08T10:05:45+00:00", desc="Service for snap application microk8s.daemon-k8s-dqlite"),
        unit("snap.microk8s.daemon-cluster-agent.service", "active", "running", pid=1405,
             since="2026-11-08T10:05:45+00:00", desc="Service for snap application microk8s.daemon-cluster-agent"),
        unit("snap.microk8s.daemon-apiserver-kicker.service", "active", "running", pid=1410,
             since="2026-11-08T10:05:46+00:00", desc="Service for snap application microk8s.daemon-apiserver-kicker"),
        unit("nginx.service", "active", "running", pid=40213, since="2026-11-21T19:20:51+00:00",
             desc="A high performance web server and a reverse proxy server"),
        unit("ssh.service", "active", "running", pid=1012, since="2026-11-08T10:05:30+00:00",
             desc="OpenBSD Secure Shell server"),
        unit("snapd.service", "active", "running", pid=880, since="2026-11-08T10:05:22+00:00", desc="Snap Daemon"),
    ]}, M5, age=40),
    item("e10", "linux_recent_logs", {"source": "journal", "unit": "snap.microk8s.daemon-kubelite.service", "entries": [
        log_entry("2026-11-22T07:58:03+00:00", "snap.microk8s.daemon-kubelite.service", "info",
                  "prober.go:107] \"Probe failed\" probeType=\"Liveness\" "
                  "pod=\"ingress/nginx-ingress-microk8s-controller-t8w2d\" containerName=\"nginx-ingress-microk8s\" "
                  "probeResult=\"failure\" output=\"HTTP probe failed with statuscode: 500\""),
        log_entry("2026-11-22T07:58:33+00:00", "snap.microk8s.daemon-kubelite.service", "info",
                  "kuberuntime_container.go:779] \"Killing container with a grace period\" "
                  "pod=\"ingress/nginx-ingress-microk8s-controller-t8w2d\" containerName=\"nginx-ingress-microk8s\" "
                  "reason=\"Container nginx-ingress-microk8s failed liveness probe, will be restarted\""),
        log_entry("2026-11-22T08:06:10+00:00", "snap.microk8s.daemon-kubelite.service", "err",
                  "pod_workers.go:1301] \"Error syncing pod, skipping\" err=\"failed to \\\"StartContainer\\\" for "
                  "\\\"nginx-ingress-microk8s\\\" with CrashLoopBackOff: \\\"back-off 5m0s restarting failed "
                  "container=nginx-ingress-microk8s pod=nginx-ingress-microk8s-controller-t8w2d_ingress\\\"\" "
                  "pod=\"ingress/nginx-ingress-microk8s-controller-t8w2d\""),
    ]}, M5, age=50, args={"unit": "snap.microk8s.daemon-kubelite.service", "since_minutes": 60, "grep": "ingress"}),
    item("e11", "linux_file_read", {
        "path": "/var/log/pods/ingress_nginx-ingress-microk8s-controller-t8w2d_0b7e4c1a/nginx-ingress-microk8s/17.log",
        "offset": 0, "limit": 50, "total_lines": 5, "lines": [
            "2026-11-22T08:11:50.981204Z stdout F -------------------------------------------------------------------------------",
            "2026-11-22T08:11:50.981290Z stdout F NGINX Ingress controller",
            "2026-11-22T08:11:50.981301Z stdout F   Release:       v1.11.2",
            "2026-11-22T08:11:50.981310Z stdout F -------------------------------------------------------------------------------",
            "2026-11-22T08:11:51.204113Z stderr F F1122 08:11:51.204113       7 main.go:64] port 80 is already in use. "
            "Please check the flag --http-port",
        ]}, M5, age=60,
        args={"path": "/var/log/pods/ingress_nginx-ingress-microk8s-controller-t8w2d_0b7e4c1a/nginx-ingress-microk8s/17.log"}),
    item("e12", "linux_file_changes", {"root": "/etc", "since": "2026-11-20T08:15:00+00:00", "files": [
        {"path": "/etc/hosts", "mtime": "2026-11-20T11:02:17+00:00", "size_bytes": 318},
        {"path": "/etc/nginx/nginx.conf", "mtime": "2026-11-21T19:19:58+00:00", "size_bytes": 1447},
        {"path": "/etc/nginx/sites-enabled/shop-status", "mtime": "2026-11-21T19:20:44+00:00", "size_bytes": 412},
    ]}, M5, age=45, args={"root": "/etc", "since_minutes": 2880}),
]

rotunda_answers = [
    {"q": "Why does the ingress controller keep restarting?", "ev": ["e3", "e11"],
     "a": "[[s:The pod nginx-ingress-microk8s-controller-t8w2d is in CrashLoopBackOff]]. [[s:It has restarted "
          "17 times]]. [[s:It runs on the node rotunda]]. [[s:The container is not ready]]. [[s:Its last run "
          "ended with exit code 1]].\n\n"
          "[[s:The controller log says \"port 80 is already in use\"]]. [[s:The controller release is "
          "v1.11.2]]. [[c:The other controller pod, nginx-ingress-microk8s-controller-4mzkq, has restarted 2 "
          "times]]. [[u:The process using port 80 is Traefik]].\n\n" + CLOSE},
    {"q": "What is using port 80 on rotunda?", "ev": ["e9", "e12"],
     "a": "- [[s:nginx.service is active and running]].\n"
          "- [[s:Its main_pid is 40213]].\n"
          "- [[s:It has been active since 21 November 2026 at 19:20]].\n"
          "- [[s:/etc/nginx/nginx.conf was changed at 19:19 on 21 November]].\n"
          "- [[s:/etc/nginx/sites-enabled/shop-status was changed at 19:20]].\n\n"
          "[[u:The host nginx is listening on port 80]]. [[c:snap.microk8s.daemon-kubelite.service is "
          "inactive]]. [[c:Seven units are listed]]. [[s:No unit has failed]].\n\n" + CLOSE},
    {"q": "Why is the shop database not starting?", "ev": ["e7", "e5", "e6"],
     "extra": [user("u5", "I created the database claim yesterday, but the shop database pod never starts.", M5)],
     "a": "[[s:The pod shop-db-0 is Pending]]. [[s:The scheduler reports that 0 of 2 nodes are available]] "
          "[[s:because the pod has unbound immediate PersistentVolumeClaims]].\n\n"
          "- [[s:The claim shop-db-data is Pending]].\n"
          "- [[s:It requests 20Gi]].\n"
          "- [[s:No storage class is set on the claim]].\n"
          "- [[c:The claim shop-uploads is also Pending]].\n\n"
          "[[s:The FailedBinding event has occurred 486 times]]. [[c:The first event was at 07:02 on 21 "
          "November]]. [[u:The hostpath-storage addon is disabled]].\n\n" + CLOSE},
    {"q": "Are the nodes healthy, and which version do they run?", "ev": ["e2", "e4"],
     "a": "[[s:Both nodes, rotunda and rotunda-b, are Ready]]. [[s:The kubelet version is v1.31.2]]. [[c:The "
          "cluster has three nodes]]. [[u:MicroK8s high availability is enabled]].\n\n"
          "[[t:The ingress pod on rotunda is Running and ready]]. [[t:It has restarted 12 times]]. [[t:The "
          "other controller pod has 0 restarts]].\n\n" + CLOSE},
    {"q": "Is the shop web front end up?", "ev": ["e8", "e7"],
     "a": "[[s:The shop-web deployment has 2 of 2 replicas ready]]. [[s:shop-worker has 1 of 1 ready]]. [[s:One "
          "shop-web pod runs on rotunda]] [[s:and one on rotunda-b]]. [[c:The shop-web pod on rotunda-b has 0 "
          "restarts]]. [[c:All pods in the shop namespace are Running]]. [[u:The shop is reachable from the "
          "internet]].\n\n" + CLOSE},
    {"q": "Summarise rotunda's state and cite the evidence.", "ev": ["e1", "e3", "e9"],
     "a": "- [[s:Hostname: rotunda, Ubuntu 24.04 (e1)]]\n"
          "- [[s:Kernel: 6.8.0-48-generic (e1)]]\n"
          "- [[s:Memory: 15.5 GiB (e1)]], [[u:62 percent used]]\n"
          "- [[u:Ingress pod t8w2d restarted 17 times (e9)]]\n"
          "- [[s:kubelite has PID 1432 (e9)]]\n"
          "- [[c:containerd has PID 1401 (e9)]]\n"
          "- [[s:The user jmorgan is in the microk8s group (e1)]]\n\n" + CLOSE},
    {"q": "Is there anything in the kubelite log?", "ev": ["e10"],
     "a": "[[s:At 07:58 the liveness probe failed with HTTP status 500]]. [[s:kubelet then restarted the "
          "container]]. [[s:At 08:06 the pod was in CrashLoopBackOff]] [[c:with a back-off of 2 minutes 40 "
          "seconds]]. [[c:The log covers the last 2 hours]]. [[u:The probe fails because nginx cannot load its "
          "configuration]].\n\n" + CLOSE},
]

MACHINES = [
    {"name": "minaret", "clock": M1, "evidence": minaret_evidence, "answers": minaret_answers},
    {"name": "pagoda", "clock": M2, "evidence": pagoda_evidence, "answers": pagoda_answers},
    {"name": "obelisk", "clock": M3, "evidence": obelisk_evidence, "answers": obelisk_answers},
    {"name": "ziggurat", "clock": M4, "evidence": ziggurat_evidence, "answers": ziggurat_answers},
    {"name": "rotunda", "clock": M5, "evidence": rotunda_evidence, "answers": rotunda_answers},
]
