"""95th generation (written blind, in the manner of Mistral 7B Instruct v0.3: plain prose paragraphs with almost
no Markdown, numbers sometimes spelled as words, clauses joined with "and" and semicolons, rare headings, and
the closing line "If you need further assistance, feel free to ask.").

bach — an Ubuntu 24.04 Home Assistant box on an Intel NUC (Europe/Vienna, +01:00) running three docker
containers (homeassistant on the host network, mosquitto, zigbee2mqtt). Its evidence: a steady-state snapshot
(7.5 GiB RAM, a 228 GiB ext4 root, users markus and hass-backup, docker/dialout/sudo groups), every container
(zigbee2mqtt up 41 minutes after its Zigbee stick dropped off USB, the other two up 3 days), an hour of journal
lines (the USB disconnect at 20:31, docker's task-delete event stamped in UTC inside the message), fresh system
info and disk usage, a seven-minute-old (stale) socket listing, two weeks of apt history (a 6.8.0-53 kernel
installed the day after the last boot, not yet running) and a memory-sorted process listing cut at five rows.

handel — a Debian 12 HAProxy load balancer VM (Europe/London, +00:00) with two backends, web1 10.30.0.11 and
web2 10.30.0.12. The haproxy unit (restarted after the February 12 package upgrade), an hour of haproxy's log
(web2 DOWN at 13:57, UP at 14:03, DOWN again at 14:21 with connection refused), a complete socket listing (three
established connections to web1, none to web2, a node exporter on 9100), fresh system info, a stale disk
reading (83 minutes old), the whole haproxy.cfg, a failed read of the TLS certificate (permission denied), a
one-second traffic sample and thirty days of apt history.

haydn — a Manjaro KDE Plasma desktop (America/Denver, -07:00), booted 36 minutes before the questions. A
steady-state snapshot whose `installed_packages` source is listed in stale_sources (it still shows the versions
from before Saturday's update and TeamViewer), a CPU-sorted process listing cut at eight rows led by
baloo_file_extractor, a fifteen-minute-old (stale) memory-sorted listing that still shows Steam, fresh system
info, a week of pacman history, a disk-I/O sample (NVMe 61.5% busy), warning-or-worse log lines since boot
(amdgpu page fault in Firefox, kwin pageflip timeout) and a complete list of changed files in ~/.config.

brahms — an Oracle Linux 8.10 Tomcat 9 application server VM (Asia/Kolkata, +05:30). The tomcat unit, a CPU-sorted
cut process listing (java at 187% after OutOfMemoryErrors), an hour of catalina.out (redeploy of orders at
16:02 with a leaked-thread warning, heap-space errors and a 4.3 GB heap dump), fresh system info and disk usage
(/opt at 89.6%), a cut listing of changed files under /opt/tomcat, a ten-minute-old (stale) socket listing
(four connections to the Oracle database on 10.0.4.21:1521) and thirty days of dnf history. Its steady-state
snapshot lists `users` and `groups` in stale_sources.

ravel — the control node of a four-Raspberry-Pi k3s cluster serving a small Ghost blog (America/Sao_Paulo,
-03:00). A steady-state snapshot (Raspberry Pi OS 12 on a Pi 5, NVMe root), the nodes (ravel-w2 NotReady,
ravel-w3 one patch behind), the pods, deployment and events of the `blog` namespace (a ghost pod stuck in
ContainerCreating on ravel-w2 after failed NFS mounts, another with two restarts this morning; API times in
UTC), the k3s unit, a 25-minute-old (stale) system reading, a traffic sample and disk usage.
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------------------
# bach — Ubuntu 24.04 Home Assistant box
# ---------------------------------------------------------------------------------------------------------
BACH = Clock("2026-02-17T21:15:00+01:00")
BACH_MEM = 8_062_181_376
BACH_ROOT = 244_529_655_808
BACH_EFI = 1_124_999_168

bach_evidence = [
    steady("e1", BACH, age=3600,
           hostname="bach", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-51-generic", cpu_model="Intel(R) Celeron(R) J4125 CPU @ 2.00GHz", cpu_cores=4,
           cpu_threads=4, memory_total_bytes=BACH_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": BACH_ROOT},
                  {"device": "/dev/sda1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": BACH_EFI}],
           network_interfaces=[{"name": "enp1s0", "mac": "1c:69:7a:0b:4e:21", "addresses": ["192.168.1.40/24"], "is_up": True},
                               {"name": "docker0", "mac": "02:42:8f:11:c3:5a", "addresses": ["172.17.0.1/16"], "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.1.1", package_manager="dpkg",
           installed_packages={"docker-ce": "5:27.5.1-1~ubuntu.24.04~noble", "containerd.io": "1.7.25-1",
                               "openssh-server": "1:9.6p1-3ubuntu13.8", "linux-image-generic": "6.8.0-53.55",
                               "avahi-daemon": "0.8-13ubuntu6", "usbutils": "1:017-3build1"},
           available_services=["docker.service", "containerd.service", "ssh.service", "avahi-daemon.service",
                               "systemd-resolved.service", "unattended-upgrades.service"],
           users=[{"name": "markus", "uid": 1000, "gid": 1000, "home": "/home/markus", "shell": "/bin/bash"},
                  {"name": "hass-backup", "uid": 1001, "gid": 1001, "home": "/home/hass-backup",
                   "shell": "/usr/sbin/nologin"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["markus"]},
                   {"name": "docker", "gid": 988, "members": ["markus"]},
                   {"name": "dialout", "gid": 20, "members": ["markus"]}]),
    item("e2", "linux_containers", {"runtime": "docker", "containers": [
        box("a81f3c2d9e07", "homeassistant", "ghcr.io/home-assistant/home-assistant:2026.2.1", "running",
            "Up 3 days", "2026-02-07T10:41:55+01:00"),
        box("c04b77e1f5a3", "mosquitto", "eclipse-mosquitto:2.0.20", "running", "Up 3 days",
            "2025-11-02T14:05:31+01:00", ["0.0.0.0:1883->1883/tcp", "0.0.0.0:9001->9001/tcp"]),
        box("5d1e0c7b9a42", "zigbee2mqtt", "koenkk/zigbee2mqtt:2.1.1", "running", "Up 41 minutes",
            "2026-01-06T18:22:10+01:00", ["0.0.0.0:8080->8080/tcp"]),
    ]}, BACH, age=30, args={"all": True}),
    item("e3", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-17T20:31:48+01:00", None, "warning", "usb 1-2: USB disconnect, device number 4"),
        log_entry("2026-02-17T20:31:52+01:00", None, "info", "usb 1-2: new full-speed USB device number 5 using xhci_hcd"),
        log_entry("2026-02-17T20:31:53+01:00", None, "info", "cdc_acm 1-2:1.0: ttyACM0: USB ACM device"),
        log_entry("2026-02-17T20:32:05+01:00", "docker.service", "info",
                  'time="2026-02-17T19:32:05.114820311Z" level=info msg="ignoring event" container=5d1e0c7b9a42 '
                  'module=libcontainerd namespace=moby topic=/tasks/delete type="*events.TaskDelete"'),
        log_entry("2026-02-17T20:58:12+01:00", "systemd-resolved.service", "info",
                  "Using degraded feature set UDP instead of UDP+EDNS0 for DNS server 192.168.1.1."),
    ]}, BACH, age=50, args={"since_minutes": 60, "priority": "info"}),
    item("e4", "linux_system_info",
         system_info(9.4, [0.62, 0.48, 0.51], 277_949, "2026-02-14T16:02:31+01:00", BACH_MEM, 4_716_425_216,
                     4 * GiB, 128 * MiB), BACH, age=40),
    item("e5", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", BACH_ROOT, 61_345_751_040),
        fs("/dev/sda1", "/boot/efi", "vfat", BACH_EFI, 6_369_280),
    ]}, BACH, age=35),
    item("e6", "linux_network_info", {
        "interfaces": [{"name": "enp1s0", "mac": "1c:69:7a:0b:4e:21", "addresses": ["192.168.1.40/24"], "is_up": True},
                       {"name": "docker0", "mac": "02:42:8f:11:c3:5a", "addresses": ["172.17.0.1/16"], "is_up": True},
                       {"name": "lo", "mac": "00:00:00:00:00:00", "addresses": ["127.0.0.1/8"], "is_up": True}],
        "listening": [
            listener(22, "0.0.0.0", 812, "sshd"),
            listener(22, "::", 812, "sshd"),
            listener(53, "127.0.0.53", 640, "systemd-resolved"),
            listener(53, "127.0.0.53", 640, "systemd-resolved", proto="udp"),
            listener(1883, "0.0.0.0", 2210, "docker-proxy"),
            listener(9001, "0.0.0.0", 2236, "docker-proxy"),
            listener(8080, "0.0.0.0", 120418, "docker-proxy"),
            listener(8123, "0.0.0.0", 2391, "python3"),
            listener(5353, "0.0.0.0", 701, "avahi-daemon", proto="udp"),
        ],
        "connections": [
            connection("127.0.0.1:48212", "127.0.0.1:1883", 2391, "python3"),
            connection("127.0.0.1:1883", "127.0.0.1:48212", 2210, "docker-proxy"),
            connection("192.168.1.40:8123", "192.168.1.23:52344", 2391, "python3"),
            connection("192.168.1.40:8123", "192.168.1.57:40112", 2391, "python3"),
            connection("192.168.1.40:22", "192.168.1.23:51000", 118802, "sshd"),
            connection("192.168.1.40:43810", "3.121.23.6:443", 2391, "python3"),
        ]}, BACH, age=420),
    item("e7", "linux_package_history", {"events": [
        package_event("2026-02-05T06:41:12+01:00", "upgrade", "openssh-server", "1:9.6p1-3ubuntu13.5",
                      "1:9.6p1-3ubuntu13.8"),
        package_event("2026-02-10T06:37:50+01:00", "upgrade", "docker-ce", "5:27.5.0-1~ubuntu.24.04~noble",
                      "5:27.5.1-1~ubuntu.24.04~noble"),
        package_event("2026-02-10T06:37:50+01:00", "upgrade", "containerd.io", "1.7.24-1", "1.7.25-1"),
        package_event("2026-02-15T06:44:03+01:00", "install", "linux-image-6.8.0-53-generic", None, "6.8.0-53.55"),
        package_event("2026-02-15T06:44:03+01:00", "upgrade", "linux-image-generic", "6.8.0-51.52", "6.8.0-53.55"),
    ]}, BACH, age=60, args={"since_days": 14}),
    item("e8", "linux_processes", processes(187, BACH_MEM, [
        (2391, "python3", "root", 4.1, 1342 * MiB, "2026-02-14T16:03:12+01:00", "python3 -m homeassistant --config /config"),
        (120433, "node", "root", 1.2, 221 * MiB, "2026-02-17T20:33:34+01:00", "node index.js"),
        (1187, "dockerd", "root", 0.3, 96 * MiB, "2026-02-14T16:02:49+01:00",
         "/usr/bin/dockerd -H fd:// --containerd=/run/containerd/containerd.sock"),
        (388, "systemd-journald", "root", 0.0, 61 * MiB, "2026-02-14T16:02:33+01:00", "/usr/lib/systemd/systemd-journald"),
        (1034, "containerd", "root", 0.2, 49 * MiB, "2026-02-14T16:02:45+01:00", "/usr/bin/containerd"),
    ]), BACH, age=45, args={"sort": "memory", "limit": 5}, complete=False),
]

bach_answers = [
    {"q": "Are all of my Home Assistant containers running?", "ev": ["e2"],
     "a": "Based on the output of the container tool, [[s:all three of your containers are running]]: homeassistant, "
          "mosquitto and zigbee2mqtt. [[s:The homeassistant container uses the image "
          "ghcr.io/home-assistant/home-assistant:2026.2.1]] and [[s:has been up for three days]]. [[c:Mosquitto is on version 2.0.18]] and [[s:publishes port 1883]] as "
          "well as [[s:port 9001]]; [[c:Home Assistant itself publishes port 8123 through Docker]]. [[c:Zigbee2MQTT "
          "has been up for about four hours]], [[u:most likely because Watchtower pulled a new image this "
          "afternoon]]. [[s:None of your containers are stopped or exited]], so everything looks healthy at the "
          "moment.\n\nIf you need further assistance, feel free to ask."},
    {"q": "Why did zigbee2mqtt restart tonight?", "ev": ["e2", "e3"],
     "a": "It appears that [[s:the Zigbee coordinator was disconnected from USB at 20:31]]; [[s:the kernel logged a "
          "USB disconnect for device 1-2]] and [[s:the stick came back a few seconds later as ttyACM0]]. "
          "[[c:That was about two hours ago]]. [[c:Docker recorded the container's task being deleted at 19:32]], "
          "and [[s:zigbee2mqtt has now been running for forty-one minutes]]. [[u:The disconnect was most likely "
          "caused by a power surge on the USB bus]] and [[u:Docker's restart policy brought the container back "
          "automatically]]. [[c:The Home Assistant container was restarted at the same time]]. To make the stick more "
          "stable you could use a short USB extension cable and refer to it by its /dev/serial/by-id path instead "
          "of /dev/ttyACM0.\n\nIf you need further assistance, feel free to ask."},
    {"q": "How much memory and disk space does the box have left?", "ev": ["e1", "e4", "e5"],
     "a": "The machine has [[s:8 GB of RAM]], and [[s:about 3.1 GiB of it is in use]], which is [[s:roughly 41 "
          "percent]]; [[c:about 3.4 GiB is still available]]. [[s:Swap is 4 GiB]] and [[c:about 300 MiB of it is "
          "used]]. On the disk side, [[s:the root filesystem on /dev/sda2 is 228 GiB]] and [[s:is 25 percent "
          "full]], so [[c:you have about 150 GiB free]]. [[s:The EFI partition is almost empty]]. [[s:The system has "
          "been up for three days and five hours]] and [[c:the load average is above one]], [[u:mostly from the "
          "Home Assistant recorder writing to its database]]. You have plenty of room, but it is a good idea to "
          "purge the recorder database from time to time.\n\nIf you need further assistance, feel free to ask."},
    {"q": "What is listening on the network on this box?", "ev": ["e6"],
     "a": "According to the network information, [[t:SSH is listening on port 22]] on both IPv4 and IPv6, and "
          "[[t:Home Assistant's python3 process listens on port 8123 on all addresses]]. [[t:The Docker proxy "
          "holds ports 1883, 9001 and 8080]] for Mosquitto and Zigbee2MQTT, and [[t:avahi-daemon listens on UDP "
          "port 5353]]. [[t:Home Assistant has an established connection to the MQTT broker on 127.0.0.1:1883]], "
          "and [[t:two devices on your LAN, 192.168.1.23 and 192.168.1.57, are connected to the web "
          "interface]]. [[t:There is also an outgoing connection to 3.121.23.6 on port 443]], [[u:which is the Nabu "
          "Casa cloud service]]. [[u:Since ufw is not enabled, all of these ports are reachable from your "
          "LAN]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "Did anything get updated recently, and am I on the latest kernel?", "ev": ["e1", "e7"],
     "a": "Yes, there were a few updates in the last two weeks. [[s:docker-ce was upgraded from 27.5.0 to 27.5.1 "
          "on February 10]], together with containerd.io, [[c:which went to 1.7.26]], and [[c:openssh-server was "
          "upgraded on February 7]]. [[s:On February 15 a new kernel image, linux-image-6.8.0-53-generic, was "
          "installed]]; however, [[s:the running kernel is still 6.8.0-51-generic]], so [[s:the new kernel is not "
          "in use yet]] and you will need to reboot to load it. [[c:Docker was upgraded four times in this "
          "period]]. [[u:Apart from the kernel, all packages are up to date]]. [[s:The machine is running Ubuntu "
          "24.04 (noble)]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "What is using the most memory?", "ev": ["e8", "e1"],
     "a": "The process using the most memory is [[s:python3 with PID 2391, which is Home Assistant]]; [[s:it uses "
          "about 1.3 GiB of RAM]], [[c:which is around 25 percent of the total]]. [[s:The second is node]], "
          "[[u:which should be the Zigbee2MQTT bridge]], [[c:at about 320 MiB]], and after that come [[s:dockerd]] "
          "and [[s:systemd-journald]], [[c:each using less than 50 MiB]]. [[u:Mosquitto is not running at all]]. In total [[s:there are 187 processes]] on the system. If "
          "Home Assistant keeps growing, you can lower the recorder's purge_keep_days setting.\n\nIf you need "
          "further assistance, feel free to ask."},
    {"q": "Can my wife log in over SSH? I think I created an account for her.", "ev": ["e1"],
     "extra": [user("u1", "I made an account called anna for my wife last week, can she ssh in?", BACH)],
     "a": "Looking at the accounts on bach, [[s:there is no user named anna]]; [[s:the only regular login account "
          "is markus, with UID 1000]], and [[s:hass-backup has its shell set to /usr/sbin/nologin]], so it cannot "
          "be used for logins. [[c:hass-backup has UID 1002]]. [[s:markus is a member of the sudo, docker and "
          "dialout groups]], and [[s:the docker group has no other members]]. [[c:The SSH service is not installed "
          "on this machine]], [[u:so the account may have been created on a different computer]]. You can create "
          "it with sudo adduser anna and then test the login with ssh anna@192.168.1.40. [[s:The box runs Ubuntu "
          "24.04 with kernel 6.8.0-51-generic]].\n\nIf you need further assistance, feel free to ask."},
]

# ---------------------------------------------------------------------------------------------------------
# handel — Debian 12 HAProxy load balancer
# ---------------------------------------------------------------------------------------------------------
HAN = Clock("2026-02-17T14:40:00+00:00")
HAN_MEM = 2_051_940_352
HAN_ROOT = 21_003_583_488
HAN_EFI = 129_718_272
HAN_IFACES = [{"name": "ens18", "mac": "bc:24:11:5e:90:a1", "addresses": ["10.20.0.5/24", "10.20.0.10/24"], "is_up": True},
              {"name": "ens19", "mac": "bc:24:11:77:02:3c", "addresses": ["10.30.0.5/24"], "is_up": True}]

HAN_CFG = [
    "global",
    "    log /dev/log local0",
    "    chroot /var/lib/haproxy",
    "    stats socket /run/haproxy/admin.sock mode 660 level admin",
    "    user haproxy",
    "    group haproxy",
    "    daemon",
    "    maxconn 4096",
    "",
    "defaults",
    "    log global",
    "    mode http",
    "    option httplog",
    "    timeout connect 5s",
    "    timeout client 30s",
    "    timeout server 30s",
    "",
    "frontend fe_http",
    "    bind *:80",
    "    http-request redirect scheme https code 301",
    "",
    "frontend fe_https",
    "    bind *:443 ssl crt /etc/haproxy/certs/site.pem alpn h2,http/1.1",
    "    default_backend be_app",
    "",
    "backend be_app",
    "    balance roundrobin",
    "    option httpchk GET /healthz",
    "    http-check expect status 200",
    "    server web1 10.30.0.11:8080 check inter 2s fall 3 rise 2",
    "    server web2 10.30.0.12:8080 check inter 2s fall 3 rise 2",
    "",
    "listen stats",
    "    bind 10.20.0.5:8404",
    "    stats enable",
    "    stats uri /stats",
    "    stats refresh 10s",
]

handel_evidence = [
    steady("e1", HAN, age=2400,
           hostname="handel", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.1.0-31-amd64", cpu_model="Intel Xeon Processor (Skylake, IBRS)", cpu_cores=2, cpu_threads=2,
           memory_total_bytes=HAN_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": HAN_ROOT},
                  {"device": "/dev/vda15", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": HAN_EFI}],
           network_interfaces=HAN_IFACES, dns_servers=["10.20.0.1"], default_gateway="10.20.0.1",
           package_manager="dpkg",
           installed_packages={"haproxy": "2.6.12-1+deb12u2", "openssl": "3.0.16-1~deb12u1",
                               "libssl3": "3.0.16-1~deb12u1", "linux-image-amd64": "6.1.128-1",
                               "prometheus-node-exporter": "1.5.0-1+b6", "openssh-server": "1:9.2p1-2+deb12u4"},
           available_services=["haproxy.service", "ssh.service", "cron.service", "rsyslog.service",
                               "prometheus-node-exporter.service"],
           users=[{"name": "admin", "uid": 1000, "gid": 1000, "home": "/home/admin", "shell": "/bin/bash"},
                  {"name": "deploy", "uid": 1001, "gid": 1001, "home": "/home/deploy", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["admin"]},
                   {"name": "adm", "gid": 4, "members": ["admin"]},
                   {"name": "haproxy", "gid": 112, "members": []}]),
    item("e2", "linux_service_status",
         unit("haproxy.service", "active", "running", pid=48213, since="2026-02-12T06:25:40+00:00",
              desc="HAProxy Load Balancer"), HAN, age=20, args={"name": "haproxy"}),
    item("e3", "linux_network_info", {
        "interfaces": HAN_IFACES,
        "listening": [
            listener(80, "0.0.0.0", 48215, "haproxy"),
            listener(443, "0.0.0.0", 48215, "haproxy"),
            listener(8404, "10.20.0.5", 48215, "haproxy"),
            listener(22, "0.0.0.0", 590, "sshd"),
            listener(22, "::", 590, "sshd"),
            listener(9100, "::", 602, "prometheus-node"),
        ],
        "connections": [
            connection("10.20.0.10:443", "203.0.113.45:51544", 48215, "haproxy"),
            connection("10.20.0.10:443", "198.51.100.7:60211", 48215, "haproxy"),
            connection("10.20.0.10:443", "198.51.100.23:44870", 48215, "haproxy"),
            connection("10.20.0.10:80", "192.0.2.88:49302", None, None, status="TIME_WAIT"),
            connection("10.30.0.5:41822", "10.30.0.11:8080", 48215, "haproxy"),
            connection("10.30.0.5:41830", "10.30.0.11:8080", 48215, "haproxy"),
            connection("10.30.0.5:41836", "10.30.0.11:8080", 48215, "haproxy"),
            connection("10.30.0.5:41790", "10.30.0.11:8080", None, None, status="TIME_WAIT"),
            connection("10.20.0.5:22", "10.20.0.2:50122", 51120, "sshd"),
            connection("10.20.0.5:9100", "10.20.0.30:38814", 602, "prometheus-node"),
        ]}, HAN, age=25),
    item("e4", "linux_recent_logs", {"source": "journal", "unit": "haproxy.service", "entries": [
        log_entry("2026-02-17T13:57:41+00:00", "haproxy.service", "warning",
                  "[WARNING]  (48215) : Server be_app/web2 is DOWN, reason: Layer4 timeout, check duration: 2001ms. "
                  "1 active and 0 backup servers left. 14 sessions active, 0 requeued, 0 remaining in queue."),
        log_entry("2026-02-17T14:03:12+00:00", "haproxy.service", "warning",
                  "[WARNING]  (48215) : Server be_app/web2 is UP, reason: Layer7 check passed, code: 200, check "
                  "duration: 4ms. 2 active and 0 backup servers online. 0 sessions requeued, 0 total in queue."),
        log_entry("2026-02-17T14:21:09+00:00", "haproxy.service", "warning",
                  "[WARNING]  (48215) : Server be_app/web2 is DOWN, reason: Layer4 connection problem, info: "
                  "\"Connection refused\", check duration: 0ms. 1 active and 0 backup servers left. 3 sessions "
                  "active, 0 requeued, 0 remaining in queue."),
    ]}, HAN, age=40, args={"unit": "haproxy.service", "since_minutes": 60}),
    item("e5", "linux_system_info",
         system_info(3.1, [0.08, 0.11, 0.09], 1_682_882, "2026-01-29T03:11:58+00:00", HAN_MEM, 1_412_112_384,
                     0, 0), HAN, age=35),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/vda1", "/", "ext4", HAN_ROOT, 4_389_748_736),
        fs("/dev/vda15", "/boot/efi", "vfat", HAN_EFI, 12_464_640),
    ]}, HAN, age=5000),
    item("e7", "linux_file_read", {"path": "/etc/haproxy/haproxy.cfg", "offset": 0, "limit": 60,
                                   "total_lines": len(HAN_CFG), "lines": HAN_CFG},
         HAN, age=90, args={"path": "/etc/haproxy/haproxy.cfg", "offset": 0, "limit": 60}),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "ens18", "rx_bytes_per_s": 412_330, "tx_bytes_per_s": 1_802_114},
        {"name": "ens19", "rx_bytes_per_s": 1_650_220, "tx_bytes_per_s": 398_004},
        {"name": "lo", "rx_bytes_per_s": 2_104, "tx_bytes_per_s": 2_104},
    ]}, HAN, age=20, args={"interval_seconds": 1}),
    item("e9", "linux_file_read", {"path": "/etc/haproxy/certs/site.pem", "offset": 0, "limit": 50,
                                   "total_lines": None, "lines": []},
         HAN, age=80, args={"path": "/etc/haproxy/certs/site.pem", "offset": 0, "limit": 50}, complete=False,
         error="PermissionError: [Errno 13] Permission denied: '/etc/haproxy/certs/site.pem'"),
    item("e10", "linux_package_history", {"events": [
        package_event("2026-01-22T06:31:05+00:00", "upgrade", "libssl3", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-01-22T06:31:05+00:00", "upgrade", "openssl", "3.0.15-1~deb12u1", "3.0.16-1~deb12u1"),
        package_event("2026-01-29T03:05:12+00:00", "install", "linux-image-6.1.0-31-amd64", None, "6.1.128-1"),
        package_event("2026-02-12T06:25:37+00:00", "upgrade", "haproxy", "2.6.12-1+deb12u1", "2.6.12-1+deb12u2"),
    ]}, HAN, age=50, args={"since_days": 30}),
]

handel_answers = [
    {"q": "Is HAProxy running and are both backends healthy?", "ev": ["e2", "e4"],
     "a": "[[s:HAProxy is active and running]], [[s:with main PID 48213]], and [[s:it has been running since "
          "February 12 at 06:25]], [[u:when it was restarted after a package upgrade]]. However, the backends are "
          "not both healthy. [[s:web2 in the be_app backend went DOWN at 13:57 because of a Layer4 timeout]], "
          "[[c:came back UP at 14:13]], and then [[s:went DOWN again at 14:21 with \"Connection refused\"]]. "
          "[[s:At the moment only web1 is left to serve traffic]], [[c:and it had 14 sessions active when web2 "
          "failed the second time]]. [[c:web2 has been down for about an hour]]. [[u:The connection refused error "
          "means the application on web2 crashed]]; you should check the service on 10.30.0.12 and look at its "
          "logs.\n\nIf you need further assistance, feel free to ask."},
    {"q": "How many connections are going to each backend right now?", "ev": ["e3"],
     "a": "Looking at the connection table, [[s:HAProxy has three established connections to web1 at 10.30.0.11 "
          "on port 8080]], and [[s:there is one more to that address in TIME_WAIT]]. [[s:There are no connections "
          "at all to web2 (10.30.0.12)]], [[u:which fits with it being marked down]]. On the front end, [[s:three "
          "clients are connected on port 443]] and [[c:two connections on port 80 are in TIME_WAIT]]. [[c:HAProxy "
          "is listening on ports 80, 443 and 8080]], [[s:the statistics page is bound to 10.20.0.5 on port "
          "8404]], and [[s:SSH is on port 22]]; [[c:apart from HAProxy and SSH nothing else is listening]]. "
          "[[c:All of the backend connections belong to HAProxy's PID 48213]].\n\nIf you need further "
          "assistance, feel free to ask."},
    {"q": "Can you show me how the backends are configured?", "ev": ["e7"],
     "a": "In /etc/haproxy/haproxy.cfg, [[s:the be_app backend uses roundrobin balancing]] and [[s:has two servers, "
          "web1 at 10.30.0.11:8080 and web2 at 10.30.0.12:8080]]. [[s:Health checks are HTTP GET requests to "
          "/healthz]] and [[s:expect status 200]]; [[c:they run every five seconds]], [[c:a server is marked down "
          "after two failed checks]] and [[s:it needs two successful checks to come back]]. [[s:The fe_https "
          "frontend terminates TLS on port 443 with the certificate /etc/haproxy/certs/site.pem]], and [[s:plain "
          "HTTP on port 80 is redirected to HTTPS with a 301]]. [[c:The global maxconn is set to 2000]] and "
          "[[c:timeout server is 60 seconds]]. [[s:Neither server is configured as a backup]]. [[u:This is "
          "essentially the default configuration that Debian ships]].\n\nIf you need further assistance, feel "
          "free to ask."},
    {"q": "When does the TLS certificate expire?", "ev": ["e9", "e7"],
     "a": "I tried to read the certificate file, but [[s:access to /etc/haproxy/certs/site.pem was denied]], so I "
          "cannot see its expiry date. [[s:HAProxy loads this certificate for the HTTPS frontend]] and "
          "[[s:advertises h2 and http/1.1 through ALPN]]; [[c:the same file is also used by the fe_http "
          "frontend]]. [[u:The certificate is issued by Let's Encrypt]] [[u:and is renewed automatically by "
          "certbot every sixty days]], [[u:so it should still be valid for at least a month]]. You can check it "
          "yourself with sudo openssl x509 -enddate -noout -in /etc/haproxy/certs/site.pem.\n\nIf you need further "
          "assistance, feel free to ask."},
    {"q": "How is the load balancer doing on resources?", "ev": ["e1", "e5", "e6"],
     "a": "The load balancer is very lightly loaded. [[s:CPU usage is about 3 percent]] and [[s:the load average is "
          "around 0.1]]. [[s:It has 2 GB of RAM]], of which [[c:about 1.2 GB is in use]], [[s:roughly 31 "
          "percent]], and [[s:there is no swap configured]]. [[s:The system has been up for nineteen days]], "
          "[[c:since the reboot on January 28]]. [[s:The root filesystem is 21 GB]] and [[t:about 21 percent of it "
          "is used]], [[t:leaving about 17 GB free]], and [[t:the EFI partition on /dev/vda15 is under 10 percent "
          "full]]. [[c:The machine has four vCPUs]], which is more than enough for HAProxy at this "
          "load.\n\nIf you need further assistance, feel free to ask."},
    {"q": "How much traffic is going through it right now?", "ev": ["e8", "e3"],
     "a": "On ens18 [[s:the machine is sending about 1.8 MB per second]] and [[s:receiving about 412 KB per "
          "second]]. On ens19, the backend network, [[s:it receives about 1.65 MB per second]] [[c:and sends "
          "roughly 900 KB per second]]. That is about [[s:14 megabits per second going out on ens18]], [[u:which "
          "is normal for this time of day]]. [[s:The virtual IP 10.20.0.10 is on ens18]] [[c:together with the "
          "address 10.20.0.6]]. [[s:Three HTTPS clients are connected right now]], [[s:one from 203.0.113.45 and "
          "two from the 198.51.100.0/24 range]]. [[c:ens19 is sending more than it receives]], because the "
          "responses from the backends pass through it.\n\nIf you need further assistance, feel free to ask."},
    {"q": "What was updated on this server in the last month?", "ev": ["e10", "e1"],
     "a": "[[c:In the last thirty days there were three package changes]]. [[s:On January 22 openssl and libssl3 were "
          "upgraded to 3.0.16-1~deb12u1]]; [[s:on January 29 a new kernel, linux-image-6.1.0-31-amd64, was "
          "installed]], and [[s:that is the kernel the machine is running now]]. [[c:HAProxy was upgraded on "
          "February 11]] [[s:to 2.6.12-1+deb12u2]], [[u:which is the latest HAProxy version available]]. [[s:The "
          "system is Debian 12 (bookworm)]].\n\nIf you need further assistance, feel free to ask."},
]

# ---------------------------------------------------------------------------------------------------------
# haydn — Manjaro KDE desktop
# ---------------------------------------------------------------------------------------------------------
HAY = Clock("2026-02-17T08:25:00-07:00")
HAY_MEM = 32_829_181_952
HAY_ROOT = 998_577_618_944

haydn_evidence = [
    steady("e1", HAY, age=3600, stale_sources=["installed_packages"],
           hostname="haydn", os_name="Manjaro Linux", os_version="25.1.3", os_codename=None,
           kernel="6.18.9-1-MANJARO", cpu_model="AMD Ryzen 5 7600 6-Core Processor", cpu_cores=6, cpu_threads=12,
           memory_total_bytes=HAY_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "btrfs", "total_bytes": HAY_ROOT},
                  {"device": "/dev/nvme0n1p2", "mountpoint": "/home", "fstype": "btrfs", "total_bytes": HAY_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat", "total_bytes": 314_568_704},
                  {"device": "/dev/sda1", "mountpoint": "/mnt/games", "fstype": "ext4", "total_bytes": 1_968_310_419_456}],
           network_interfaces=[{"name": "enp6s0", "mac": "d8:43:ae:19:5c:02", "addresses": ["192.168.0.42/24"], "is_up": True},
                               {"name": "wlp5s0", "mac": "a8:7e:ea:3b:91:f4", "addresses": [], "is_up": False}],
           dns_servers=["192.168.0.1"], default_gateway="192.168.0.1", package_manager="pacman",
           installed_packages={"plasma-desktop": "6.5.4-1", "firefox": "147.0.1-1", "linux618": "6.18.7-1",
                               "mesa": "1:25.3.3-1", "steam": "1.0.0.85-1", "teamviewer": "15.72.3-1",
                               "pamac-cli": "11.7.4-1", "baloo": "6.22.0-1"},
           available_services=["sddm.service", "NetworkManager.service", "bluetooth.service", "cups.service",
                               "teamviewerd.service"],
           users=[{"name": "lena", "uid": 1000, "gid": 1000, "home": "/home/lena", "shell": "/bin/zsh"}],
           groups=[{"name": "wheel", "gid": 998, "members": ["lena"]},
                   {"name": "autologin", "gid": 966, "members": ["lena"]}]),
    item("e2", "linux_processes", processes(341, HAY_MEM, [
        (2841, "baloo_file_extractor", "lena", 38.5, 480 * MiB, "2026-02-17T07:49:03-07:00", "/usr/lib/kf6/baloo_file_extractor"),
        (3120, "firefox", "lena", 12.4, 1890 * MiB, "2026-02-17T07:52:40-07:00", "/usr/lib/firefox/firefox"),
        (1342, "kwin_wayland", "lena", 6.1, 290 * MiB, "2026-02-17T07:48:41-07:00",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0 --xwayland-display :0"),
        (1410, "plasmashell", "lena", 3.8, 612 * MiB, "2026-02-17T07:48:45-07:00", "/usr/bin/plasmashell --no-respawn"),
        (3391, "Isolated Web Co", "lena", 3.2, 540 * MiB, "2026-02-17T07:52:55-07:00",
         "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
        (1288, "pipewire", "lena", 1.1, 24 * MiB, "2026-02-17T07:48:40-07:00", "/usr/bin/pipewire"),
        (2990, "konsole", "lena", 0.6, 88 * MiB, "2026-02-17T07:51:20-07:00", "/usr/bin/konsole"),
        (1362, "Xwayland", "lena", 0.4, 96 * MiB, "2026-02-17T07:48:42-07:00", "/usr/bin/Xwayland :0 -rootless"),
    ]), HAY, age=40, args={"sort": "cpu", "limit": 8}, complete=False),
    item("e3", "linux_processes", processes(338, HAY_MEM, [
        (3120, "firefox", "lena", 9.8, 1760 * MiB, "2026-02-17T07:52:40-07:00", "/usr/lib/firefox/firefox"),
        (1410, "plasmashell", "lena", 2.9, 598 * MiB, "2026-02-17T07:48:45-07:00", "/usr/bin/plasmashell --no-respawn"),
        (3391, "Isolated Web Co", "lena", 2.5, 521 * MiB, "2026-02-17T07:52:55-07:00",
         "/usr/lib/firefox/firefox -contentproc -childID 4 -isForBrowser"),
        (2841, "baloo_file_extractor", "lena", 41.2, 455 * MiB, "2026-02-17T07:49:03-07:00", "/usr/lib/kf6/baloo_file_extractor"),
        (1342, "kwin_wayland", "lena", 5.7, 284 * MiB, "2026-02-17T07:48:41-07:00",
         "/usr/bin/kwin_wayland --wayland-fd 7 --socket wayland-0 --xwayland-display :0"),
        (3455, "steam", "lena", 0.8, 262 * MiB, "2026-02-17T07:53:30-07:00",
         "/home/lena/.local/share/Steam/ubuntu12_32/steam -srt-logger-opened"),
    ]), HAY, age=900, args={"sort": "memory", "limit": 6}, complete=False),
    item("e4", "linux_system_info",
         system_info(17.3, [2.41, 1.87, 1.12], 2208, "2026-02-17T07:48:12-07:00", HAY_MEM, 24_068_612_096,
                     16 * GiB, 0), HAY, age=30),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-02-14T19:40:22-07:00", "upgrade", "plasma-desktop", "6.5.4-1", "6.5.5-1"),
        package_event("2026-02-14T19:40:22-07:00", "upgrade", "firefox", "147.0.1-1", "147.0.3-1"),
        package_event("2026-02-14T19:40:22-07:00", "upgrade", "linux618", "6.18.7-1", "6.18.9-1"),
        package_event("2026-02-14T19:40:22-07:00", "upgrade", "mesa", "1:25.3.3-1", "1:25.3.4-1"),
        package_event("2026-02-15T21:12:08-07:00", "install", "obs-studio", None, "32.0.4-1"),
        package_event("2026-02-16T18:03:51-07:00", "remove", "teamviewer", "15.72.3-1", None),
    ]}, HAY, age=60, args={"since_days": 7}),
    item("e6", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "nvme0n1", "read_bytes_per_s": 48_234_496, "write_bytes_per_s": 3_145_728, "busy_percent": 61.5},
        {"device": "sda", "read_bytes_per_s": 0, "write_bytes_per_s": 0, "busy_percent": 0.0},
    ]}, HAY, age=25, args={"interval_seconds": 1}),
    item("e7", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-02-17T07:48:20-07:00", None, "warning",
                  "ACPI BIOS Error (bug): Could not resolve symbol [\\_SB.PCI0.GPP0.SWUS], AE_NOT_FOUND "
                  "(20250404/dswload2-162)"),
        log_entry("2026-02-17T07:49:02-07:00", "bluetooth.service", "warning",
                  "profiles/audio/vcp.c:vcp_init() D-Bus experimental not enabled"),
        log_entry("2026-02-17T07:55:31-07:00", "user@1000.service", "warning",
                  "kwin_wayland[1342]: kwin_wayland_drm: Pageflip timed out! This is a bug in the amdgpu kernel driver"),
        log_entry("2026-02-17T08:12:44-07:00", None, "err",
                  "amdgpu 0000:03:00.0: amdgpu: [gfxhub] page fault (src_id:0 ring:24 vmid:3 pasid:32781)"),
        log_entry("2026-02-17T08:12:44-07:00", None, "err",
                  "amdgpu 0000:03:00.0: amdgpu:  in process firefox pid 3120 thread firefox:cs0 pid 3188"),
    ]}, HAY, age=60, args={"priority": "warning", "since_minutes": 40}),
    item("e8", "linux_file_changes", {"root": "/home/lena/.config", "since": "2026-02-17T07:44:15-07:00", "files": [
        {"path": "/home/lena/.config/obs-studio/global.ini", "mtime": "2026-02-17T08:20:51-07:00", "size_bytes": 4_902},
        {"path": "/home/lena/.config/plasmashellrc", "mtime": "2026-02-17T08:02:17-07:00", "size_bytes": 1_036},
        {"path": "/home/lena/.config/kdeglobals", "mtime": "2026-02-17T08:02:17-07:00", "size_bytes": 5_377},
        {"path": "/home/lena/.config/baloofilerc", "mtime": "2026-02-17T07:49:05-07:00", "size_bytes": 212},
        {"path": "/home/lena/.config/kwinoutputconfig.json", "mtime": "2026-02-17T07:48:44-07:00", "size_bytes": 3_418},
    ]}, HAY, age=45, args={"root": "/home/lena/.config", "since_minutes": 40, "limit": 10}),
]

haydn_answers = [
    {"q": "My PC is really sluggish since I logged in, what's going on?", "ev": ["e2", "e4", "e6"],
     "a": "It looks like [[s:baloo_file_extractor, the KDE file indexer, is using the most CPU at 38.5 "
          "percent]]; [[s:it started at 07:49, about a minute after boot]], and [[s:your NVMe drive is busy about 60 "
          "percent of the time]], [[s:reading roughly 46 MiB per second]]. [[c:The total CPU usage is around 40 "
          "percent]] and [[s:the load average has been rising, from 1.12 over fifteen minutes to 2.41 over the last "
          "minute]]. [[s:Firefox is second with about 12 percent]]. [[u:Baloo is re-indexing your whole home "
          "directory because the index was damaged by the update]]. Memory does not seem to be the problem: "
          "[[s:about 8.2 GiB of RAM is in use]], [[s:roughly 27 percent]]. [[c:The second disk, sda, is also busy "
          "at about 20 percent]], and [[c:the machine has been up for about two hours]]. You can pause the indexer "
          "with balooctl6 suspend, or switch it off for good with balooctl6 disable.\n\nIf you need further "
          "assistance, feel free to ask."},
    {"q": "What is eating my RAM?", "ev": ["e3", "e4"],
     "a": "[[t:Firefox is the biggest user of memory with about 1.7 GiB]], [[t:followed by plasmashell at around "
          "600 MiB]]. [[t:Steam is also running, at about 262 "
          "MiB]]. In total [[s:around 8.2 GiB of your memory is used]] and [[c:about 24 GiB is available]], and "
          "[[s:swap is not being used at all]]. [[c:Your swap is an 8 GiB zram device]]. [[u:Most of Firefox's "
          "memory is taken by a YouTube tab]]. You can open about:memory in Firefox to see which tab uses the "
          "most.\n\nIf you need further assistance, feel free to ask."},
    {"q": "What got updated in the last week? Is TeamViewer still installed?", "ev": ["e1", "e5"],
     "a": "[[s:The big update was on February 14 in the evening]]: [[s:Plasma went from 6.5.4 to 6.5.5]], "
          "[[s:Firefox was upgraded to 147.0.3]], [[s:the kernel package linux618 went to 6.18.9]] and [[c:Mesa was "
          "updated to 25.3.3]]. [[s:You are already running the new kernel, 6.18.9-1-MANJARO]]. [[c:OBS Studio "
          "32.0.4 was installed on February 16]], and [[s:TeamViewer was removed on February 16]], so [[s:it is no "
          "longer installed]]. [[t:Steam is installed, version 1.0.0.85]]. [[c:Altogether seven packages were "
          "changed this week]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "Were there any errors since I booted?", "ev": ["e7"],
     "a": "Yes, [[s:there are two error-level messages]] and [[s:three warnings]] since boot. [[s:At 08:12 the "
          "amdgpu driver reported a GPU page fault]], [[s:in the firefox process with PID 3120]]. Earlier, [[s:at "
          "07:55, kwin_wayland logged a page flip timeout]], [[s:which it blames on a bug in the amdgpu kernel "
          "driver]]. There is also [[s:an ACPI BIOS error at 07:48]], [[u:which is harmless and can be ignored]], "
          "and [[c:a Bluetooth warning at 07:59]] about the VCP audio profile. [[u:The GPU problems started after the "
          "Mesa update]], so if Firefox keeps crashing you could try turning off hardware acceleration in its "
          "settings.\n\nIf you need further assistance, feel free to ask."},
    {"q": "What hardware and OS does this PC have?", "ev": ["e1"],
     "a": "Your computer is [[s:running Manjaro Linux]] [[t:with Plasma 6.5.4]]. [[s:The CPU is an AMD Ryzen 5 "
          "7600 with six cores and twelve threads]], and [[s:it has 32 GB of memory]]. [[s:The system drive is a "
          "1 TB NVMe with a btrfs root]], [[s:/home is on the same partition]], and [[c:there is a second 1 TB hard "
          "disk mounted on /mnt/games]]. [[s:The kernel is 6.18.9-1-MANJARO]]. [[s:Your user lena uses zsh]] and "
          "[[s:is in the wheel group]] [[c:as well as the docker group]]. [[s:The wired interface enp6s0 has the "
          "address 192.168.0.42]], [[c:and the Wi-Fi interface is connected as well]]. [[u:The graphics card is an "
          "AMD Radeon RX 7800 XT]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "Which config files changed since I logged in?", "ev": ["e8"],
     "a": "[[s:Five files in ~/.config were modified in the last forty minutes]]. [[s:baloofilerc changed at "
          "07:49]], [[c:kwinoutputconfig.json at 08:14]], and [[s:plasmashellrc and kdeglobals were both written at "
          "08:02]], [[u:probably when you changed the theme]]. [[s:The most recent change is obs-studio/global.ini "
          "at 08:20]], [[c:which is also the largest of them]].\n\nIf you need further assistance, feel free to "
          "ask."},
    {"q": "Is Steam running in the background?", "ev": ["e2", "e4"],
     "extra": [user("u1", "I only ever use Firefox and Steam on this machine.", HAY)],
     "a": "[[u:Steam does not appear to be running at the moment]]; [[s:the processes at the top of the CPU list are "
          "baloo_file_extractor, Firefox, kwin_wayland and plasmashell]]. [[s:Firefox with PID 3120 is using about "
          "12 percent CPU]] [[c:and about 1.2 GiB of memory]]. [[c:There are 314 processes in total]], [[u:most of "
          "them belonging to KDE]]. [[s:pipewire is running as well]]. Since you only use Firefox and Steam, you can "
          "disable the file indexer and remove programs you do not need.\n\nIf you need further assistance, feel "
          "free to ask."},
]

# ---------------------------------------------------------------------------------------------------------
# brahms — Oracle Linux 8 Tomcat application server
# ---------------------------------------------------------------------------------------------------------
BRA = Clock("2026-02-17T16:50:00+05:30")
BRA_MEM = 16_382_672_896
BRA_ROOT = 53_660_876_800
BRA_OPT = 107_321_753_600
BRA_BOOT = 1_063_256_064
BRA_JAVA = ("/usr/lib/jvm/java-17-openjdk/bin/java -Djava.util.logging.config.file=/opt/tomcat/conf/logging.properties "
            "-Xms2g -Xmx4g -XX:+HeapDumpOnOutOfMemoryError -XX:HeapDumpPath=/opt/tomcat/logs "
            "-Dcatalina.base=/opt/tomcat -Dcatalina.home=/opt/tomcat org.apache.catalina.startup.Bootstrap start")

brahms_evidence = [
    steady("e1", BRA, age=5400, stale_sources=["users", "groups"],
           hostname="brahms", domain="apps.internal", os_name="Oracle Linux Server", os_version="8.10",
           os_codename=None, kernel="5.15.0-316.196.4.el8uek.x86_64",
           cpu_model="Intel(R) Xeon(R) Gold 6230 CPU @ 2.10GHz", cpu_cores=8, cpu_threads=8,
           memory_total_bytes=BRA_MEM,
           disks=[{"device": "/dev/mapper/ol-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": BRA_ROOT},
                  {"device": "/dev/mapper/ol-opt", "mountpoint": "/opt", "fstype": "xfs", "total_bytes": BRA_OPT},
                  {"device": "/dev/sda1", "mountpoint": "/boot", "fstype": "xfs", "total_bytes": BRA_BOOT}],
           network_interfaces=[{"name": "ens3", "mac": "02:00:17:0a:5c:31", "addresses": ["10.0.2.30/24"], "is_up": True}],
           dns_servers=["169.254.169.254"], default_gateway="10.0.2.1", package_manager="rpm",
           installed_packages={"java-17-openjdk-headless": "1:17.0.18.0.8-3.0.1.el8",
                               "kernel-uek": "5.15.0-316.196.4.el8uek", "openssl-libs": "1:1.1.1k-14.el8_10",
                               "firewalld": "0.9.11-10.0.1.el8_10", "postfix": "2:3.5.8-7.el8"},
           available_services=["tomcat.service", "firewalld.service", "sshd.service", "chronyd.service",
                               "auditd.service", "postfix.service"],
           users=[{"name": "opc", "uid": 1000, "gid": 1000, "home": "/home/opc", "shell": "/bin/bash"},
                  {"name": "rahul", "uid": 1001, "gid": 1001, "home": "/home/rahul", "shell": "/bin/bash"},
                  {"name": "tomcat", "uid": 992, "gid": 992, "home": "/opt/tomcat", "shell": "/sbin/nologin"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["opc"]},
                   {"name": "tomcat", "gid": 992, "members": ["rahul"]}]),
    item("e2", "linux_service_status",
         unit("tomcat.service", "active", "running", pid=1843, since="2026-02-16T09:14:05+05:30",
              desc="Apache Tomcat 9 Web Application Container"), BRA, age=20, args={"name": "tomcat"}),
    item("e3", "linux_processes", processes(214, BRA_MEM, [
        (1843, "java", "tomcat", 187.4, 4505 * MiB, "2026-02-16T09:14:05+05:30", BRA_JAVA),
        (30127, "dnf", "root", 12.0, 310 * MiB, "2026-02-17T16:48:02+05:30",
         "/usr/libexec/platform-python /usr/bin/dnf makecache --timer"),
        (1102, "rsyslogd", "root", 1.4, 18 * MiB, "2026-02-16T09:12:58+05:30", "/usr/sbin/rsyslogd -n"),
        (1320, "firewalld", "root", 0.6, 44 * MiB, "2026-02-16T09:13:01+05:30",
         "/usr/libexec/platform-python -s /usr/sbin/firewalld --nofork --nopid"),
        (1, "systemd", "root", 0.3, 14 * MiB, "2026-02-16T09:12:31+05:30",
         "/usr/lib/systemd/systemd --switched-root --system --deserialize 17"),
    ]), BRA, age=40, args={"sort": "cpu", "limit": 5}, complete=False),
    item("e4", "linux_recent_logs", {"source": "file", "unit": "tomcat.service", "entries": [
        log_entry("2026-02-17T16:01:58+05:30", "tomcat.service", "info",
                  "17-Feb-2026 16:01:58.903 INFO [Catalina-utility-2] org.apache.catalina.startup.HostConfig.undeploy "
                  "Undeploying context [/orders]"),
        log_entry("2026-02-17T16:02:11+05:30", "tomcat.service", "warning",
                  "17-Feb-2026 16:02:11.482 WARNING [Catalina-utility-2] "
                  "org.apache.catalina.loader.WebappClassLoaderBase.clearReferencesThreads The web application "
                  "[orders] appears to have started a thread named [pool-3-thread-1] but has failed to stop it. This "
                  "is very likely to create a memory leak."),
        log_entry("2026-02-17T16:02:19+05:30", "tomcat.service", "info",
                  "17-Feb-2026 16:02:19.770 INFO [Catalina-utility-2] org.apache.catalina.startup.HostConfig.deployWAR "
                  "Deployment of web application archive [/opt/tomcat/webapps/orders.war] has finished in [8,287] ms"),
        log_entry("2026-02-17T16:31:52+05:30", "tomcat.service", "err", "java.lang.OutOfMemoryError: Java heap space"),
        log_entry("2026-02-17T16:31:52+05:30", "tomcat.service", "info",
                  "Dumping heap to /opt/tomcat/logs/java_pid1843.hprof ..."),
        log_entry("2026-02-17T16:32:31+05:30", "tomcat.service", "info",
                  "Heap dump file created [4318920411 bytes in 38.902 secs]"),
        log_entry("2026-02-17T16:32:35+05:30", "tomcat.service", "err",
                  "Exception in thread \"http-nio-8080-exec-37\" java.lang.OutOfMemoryError: Java heap space"),
        log_entry("2026-02-17T16:44:03+05:30", "tomcat.service", "err",
                  "17-Feb-2026 16:44:03.115 SEVERE [http-nio-8080-exec-112] "
                  "org.apache.catalina.core.StandardWrapperValve.invoke Servlet.service() for servlet [dispatcher] in "
                  "context with path [/orders] threw exception [Handler dispatch failed; nested exception is "
                  "java.lang.OutOfMemoryError: Java heap space] with root cause"),
    ]}, BRA, age=45, args={"unit": "tomcat.service", "since_minutes": 60}),
    item("e5", "linux_system_info",
         system_info(38.2, [6.84, 5.10, 3.22], 113_850, "2026-02-16T09:12:30+05:30", BRA_MEM, 9_879_420_928,
                     4_290_768_896, 0), BRA, age=30),
    item("e6", "linux_disk_usage", {"filesystems": [
        fs("/dev/mapper/ol-root", "/", "xfs", BRA_ROOT, 18_220_707_840),
        fs("/dev/mapper/ol-opt", "/opt", "xfs", BRA_OPT, 96_112_033_792),
        fs("/dev/sda1", "/boot", "xfs", BRA_BOOT, 356_876_288),
    ]}, BRA, age=60),
    item("e7", "linux_file_changes", {"root": "/opt/tomcat", "since": "2026-02-17T14:49:10+05:30", "files": [
        {"path": "/opt/tomcat/logs/localhost_access_log.2026-02-17.txt", "mtime": "2026-02-17T16:49:40+05:30",
         "size_bytes": 212_884_019},
        {"path": "/opt/tomcat/logs/catalina.out", "mtime": "2026-02-17T16:44:03+05:30", "size_bytes": 1_287_452_210},
        {"path": "/opt/tomcat/logs/localhost.2026-02-17.log", "mtime": "2026-02-17T16:44:03+05:30", "size_bytes": 918_220},
        {"path": "/opt/tomcat/logs/java_pid1843.hprof", "mtime": "2026-02-17T16:32:31+05:30", "size_bytes": 4_318_920_411},
        {"path": "/opt/tomcat/webapps/orders/WEB-INF/web.xml", "mtime": "2026-02-17T16:01:59+05:30", "size_bytes": 4_102},
        {"path": "/opt/tomcat/webapps/orders.war", "mtime": "2026-02-17T16:01:48+05:30", "size_bytes": 88_412_557},
    ]}, BRA, age=50, args={"root": "/opt/tomcat", "since_minutes": 120, "limit": 6}, complete=False),
    item("e8", "linux_network_info", {
        "interfaces": [{"name": "ens3", "mac": "02:00:17:0a:5c:31", "addresses": ["10.0.2.30/24"], "is_up": True}],
        "listening": [
            listener(8080, "::", 1843, "java"),
            listener(8005, "127.0.0.1", 1843, "java"),
            listener(22, "0.0.0.0", 1108, "sshd"),
            listener(22, "::", 1108, "sshd"),
            listener(25, "127.0.0.1", 1490, "master"),
        ],
        "connections": [
            connection("10.0.2.30:47110", "10.0.4.21:1521", 1843, "java"),
            connection("10.0.2.30:47112", "10.0.4.21:1521", 1843, "java"),
            connection("10.0.2.30:47118", "10.0.4.21:1521", 1843, "java"),
            connection("10.0.2.30:47130", "10.0.4.21:1521", 1843, "java"),
            connection("10.0.2.30:8080", "10.0.1.15:52210", 1843, "java"),
            connection("10.0.2.30:8080", "10.0.1.15:52248", 1843, "java"),
            connection("10.0.2.30:8080", "10.0.1.15:52301", 1843, "java"),
            connection("10.0.2.30:8080", "10.0.1.16:40122", 1843, "java"),
            connection("10.0.2.30:8080", "10.0.1.16:40157", 1843, "java"),
            connection("10.0.2.30:22", "10.0.9.8:61022", 29881, "sshd"),
        ]}, BRA, age=600),
    item("e9", "linux_package_history", {"events": [
        package_event("2026-01-21T11:02:44+05:30", "upgrade", "java-17-openjdk-headless", "1:17.0.17.0.10-3.0.1.el8",
                      "1:17.0.18.0.8-3.0.1.el8"),
        package_event("2026-02-16T08:58:10+05:30", "install", "kernel-uek", None, "5.15.0-316.196.4.el8uek"),
        package_event("2026-02-16T08:58:10+05:30", "upgrade", "openssl-libs", "1:1.1.1k-12.el8_9", "1:1.1.1k-14.el8_10"),
    ]}, BRA, age=70, args={"since_days": 30}),
]

brahms_answers = [
    {"q": "Is Tomcat running?", "ev": ["e2"],
     "a": "Yes, [[s:the tomcat service is active and running]]. [[s:Its main process has PID 1843]], and [[s:it has "
          "been running since February 16 at 09:14]], [[c:which is about two days ago]]. [[s:The unit is "
          "enabled]], so it will start automatically at boot. [[s:The description of the unit is Apache Tomcat 9 "
          "Web Application Container]]. [[u:It is listening on port 8080]].\n\nIf you need further assistance, "
          "feel free to ask."},
    {"q": "The application is very slow, why?", "ev": ["e3", "e5", "e4"],
     "a": "The server is under heavy load. [[s:The Tomcat java process, PID 1843, is using about 187 percent CPU]], "
          "and [[s:the load average has climbed to 6.84]] [[s:from 3.22 over fifteen minutes]]. [[s:The logs show "
          "that the application ran out of heap space at 16:31]], and [[s:a heap dump was written to "
          "/opt/tomcat/logs/java_pid1843.hprof]]; [[c:the heap dump took about eight seconds to write]]. Since then "
          "[[s:requests in the orders context are still failing with OutOfMemoryError]], [[s:the last one at "
          "16:44]]. [[c:The JVM is limited to a 2 GB heap]]. [[s:The orders application was redeployed at "
          "16:02]], and [[s:Tomcat warned that it left a thread named pool-3-thread-1 running]], [[u:so the old "
          "copy of the application is still in memory and that is what filled the heap]]. [[c:dnf makecache is "
          "also using about 30 percent CPU]], and [[c:the system as a whole has only about 1 GB of memory "
          "available]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "Is /opt running out of space?", "ev": ["e6", "e7"],
     "a": "Yes, /opt is getting full. [[s:The /opt filesystem is 89.6 percent used]], and [[c:only about 4 GB is "
          "left]]. [[c:Its total size is about 120 GB]]. The biggest new file is [[s:the heap dump "
          "java_pid1843.hprof, which is about 4.3 GB]] [[s:and was written at 16:32]]. [[c:catalina.out is about "
          "12 GB]], and [[s:today's access log is around 213 MB]]. [[u:These are the only large files in "
          "/opt/tomcat]], so removing the heap dump will give you back about four gigabytes. [[s:The root "
          "filesystem is only 34 percent full]] and [[c:/boot is at 53 percent]].\n\nIf you need further "
          "assistance, feel free to ask."},
    {"q": "How many connections does Tomcat have to the database?", "ev": ["e8"],
     "a": "[[t:The java process has four established connections to the Oracle database at 10.0.4.21 on port "
          "1521]]. [[t:Tomcat is listening on port 8080 on all addresses]] and [[t:the shutdown port 8005 is bound "
          "to localhost only]]. [[t:There are five client connections on port 8080]]. [[u:The connection pool is configured for a maximum of 20 connections]], [[u:so the "
          "database is not the bottleneck]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "Which Java and kernel versions is the server on?", "ev": ["e1", "e9"],
     "a": "[[s:The server runs Oracle Linux 8.10]] [[s:with the Unbreakable Enterprise Kernel "
          "5.15.0-316.196.4.el8uek]], [[s:which was installed on February 16]] [[c:and has not been booted "
          "yet]]. [[s:Java is OpenJDK 17]], [[s:version 17.0.18.0.8]], which was upgraded from 17.0.17 [[c:on "
          "January 12]]. [[c:OpenSSL was upgraded to 3.0.7]] on the same day as the kernel. [[u:Java 17.0.18 is the "
          "latest update for Java 17]]. [[s:The CPU is an Intel Xeon Gold 6230 with eight cores]].\n\nIf you need "
          "further assistance, feel free to ask."},
    {"q": "Who is in the tomcat group? Rahul says he should be able to deploy.", "ev": ["e1"],
     "extra": [user("u1", "Rahul told me he's in the tomcat group and can deploy wars.", BRA)],
     "a": "[[t:The tomcat group has one member, rahul]], and [[t:the tomcat user's home is /opt/tomcat]] [[t:with "
          "the shell /sbin/nologin]]. [[t:rahul is not in the wheel group]]. [[u:Members of the tomcat group can "
          "write to /opt/tomcat/webapps]], so he should be able to deploy WAR files. [[s:The machine's hostname is "
          "brahms]] [[s:in the apps.internal domain]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "Has Tomcat run out of memory since it was restarted, and what should I do?", "ev": ["e4", "e7", "e2"],
     "a": "Yes. [[s:The log shows a java.lang.OutOfMemoryError: Java heap space at 16:31:52 (e4)]], and [[s:the JVM "
          "wrote a heap dump of 4318920411 bytes (e4)]]. [[c:There were two OutOfMemoryError messages in the last "
          "hour (e4)]]. [[c:Tomcat itself was last restarted at 16:02 today (e2)]], [[s:when the orders.war file was "
          "replaced (e7)]]. [[u:The heap dump was written at 16:32 (e2)]]. [[s:The access log was "
          "still being written at 16:49 (e7)]]. You should restart Tomcat with sudo systemctl restart tomcat to "
          "clear the heap, move the heap dump off /opt, and either raise -Xmx or fix the thread leak in the orders "
          "application.\n\nIf you need further assistance, feel free to ask."},
]

# ---------------------------------------------------------------------------------------------------------
# ravel — k3s control node of four Raspberry Pis serving a small blog
# ---------------------------------------------------------------------------------------------------------
RAV = Clock("2026-02-17T11:05:00-03:00")
RAV_MEM = 8_324_521_984
RAV_ROOT = 250_375_106_560
RAV_FW = 535_805_952


def _rav_node(name: str, ready: bool, version: str, roles: list[str]) -> dict:
    n = node(name, ready, version)
    n["metadata"]["labels"] = {f"node-role.kubernetes.io/{r}": "true" for r in roles}
    n["metadata"]["labels"]["kubernetes.io/arch"] = "arm64"
    return n


def _event(kind: str, reason: str, obj: str, message: str, count: int, first: str, last: str) -> dict:
    return {"kind": "Event", "type": kind, "reason": reason, "metadata": {"namespace": "blog"},
            "involvedObject": {"kind": "Pod", "name": obj, "namespace": "blog"}, "message": message, "count": count,
            "firstTimestamp": first, "lastTimestamp": last}


ravel_evidence = [
    steady("e1", RAV, age=3600,
           hostname="ravel", os_name="Debian GNU/Linux", os_version="12", os_codename="bookworm",
           kernel="6.12.47+rpt-rpi-2712", arch="aarch64", cpu_model="Cortex-A76", cpu_cores=4, cpu_threads=4,
           memory_total_bytes=RAV_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": RAV_ROOT},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/firmware", "fstype": "vfat", "total_bytes": RAV_FW}],
           network_interfaces=[{"name": "eth0", "mac": "2c:cf:67:4a:10:b3", "addresses": ["192.168.15.50/24"], "is_up": True},
                               {"name": "wlan0", "mac": "2c:cf:67:4a:10:b4", "addresses": [], "is_up": False},
                               {"name": "cni0", "mac": "8a:51:0e:c2:77:19", "addresses": ["10.42.0.1/24"], "is_up": True},
                               {"name": "flannel.1", "mac": "d6:1f:93:05:ab:60", "addresses": ["10.42.0.0/32"], "is_up": True}],
           dns_servers=["192.168.15.1"], default_gateway="192.168.15.1", package_manager="dpkg",
           installed_packages={"openssh-server": "1:9.2p1-2+deb12u7", "nfs-common": "1:2.6.2-4+deb12u1",
                               "linux-image-rpi-2712": "1:6.12.47-1+rpt1", "iptables": "1.8.9-2"},
           available_services=["k3s.service", "ssh.service", "NetworkManager.service", "rpi-eeprom-update.service"],
           users=[{"name": "matheus", "uid": 1000, "gid": 1000, "home": "/home/matheus", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["matheus"]},
                   {"name": "video", "gid": 44, "members": ["matheus"]}]),
    item("e2", "kubernetes_get", {"context": "default", "namespace": None, "items": [
        _rav_node("ravel", True, "v1.33.6+k3s1", ["control-plane", "master"]),
        _rav_node("ravel-w1", True, "v1.33.6+k3s1", []),
        _rav_node("ravel-w2", False, "v1.33.6+k3s1", []),
        _rav_node("ravel-w3", True, "v1.33.5+k3s1", []),
    ]}, RAV, age=30, args={"resource": "nodes"}),
    item("e3", "kubernetes_get", {"context": "default", "namespace": "blog", "items": [
        pod("ghost-7c9d8f6b5d-2xk4p", "blog", "Running", "ravel-w1", 0, True, started="2026-02-10T01:14:03Z"),
        pod("ghost-7c9d8f6b5d-q8nmz", "blog", "Running", "ravel-w3", 2, True, started="2026-02-17T09:02:41Z"),
        pod("ghost-7c9d8f6b5d-lz7vt", "blog", "Pending", "ravel-w2", 0, False, waiting="ContainerCreating"),
        pod("mysql-0", "blog", "Running", "ravel-w1", 1, True, started="2026-02-12T18:40:22Z"),
    ]}, RAV, age=30, args={"resource": "pods", "namespace": "blog"}),
    item("e4", "kubernetes_get", {"context": "default", "namespace": "blog", "items": [
        deployment("ghost", "blog", 3, 2),
    ]}, RAV, age=30, args={"resource": "deployments", "namespace": "blog"}),
    item("e5", "linux_service_status",
         unit("k3s.service", "active", "running", pid=1021, since="2026-02-03T07:41:12-03:00",
              desc="Lightweight Kubernetes"), RAV, age=20, args={"name": "k3s"}),
    item("e6", "linux_system_info",
         system_info(14.2, [0.91, 0.84, 0.79], 1_220_370, "2026-02-03T07:40:30-03:00", RAV_MEM, 5_102_338_048,
                     536_866_816, 0), RAV, age=1500),
    item("e7", "kubernetes_get", {"context": "default", "namespace": "blog", "items": [
        _event("Warning", "BackOff", "ghost-7c9d8f6b5d-q8nmz",
               "Back-off restarting failed container ghost in pod ghost-7c9d8f6b5d-q8nmz_blog", 2,
               "2026-02-17T09:01:12Z", "2026-02-17T09:02:11Z"),
        _event("Normal", "Scheduled", "ghost-7c9d8f6b5d-lz7vt",
               "Successfully assigned blog/ghost-7c9d8f6b5d-lz7vt to ravel-w2", 1,
               "2026-02-17T13:18:30Z", "2026-02-17T13:18:30Z"),
        _event("Warning", "FailedMount", "ghost-7c9d8f6b5d-lz7vt",
               "MountVolume.SetUp failed for volume \"ghost-content\" : mount failed: exit status 32", 3,
               "2026-02-17T13:18:52Z", "2026-02-17T13:20:31Z"),
        _event("Warning", "NodeNotReady", "ghost-7c9d8f6b5d-lz7vt", "Node is not ready", 1,
               "2026-02-17T13:21:48Z", "2026-02-17T13:21:48Z"),
    ]}, RAV, age=40, args={"resource": "events", "namespace": "blog"}),
    item("e8", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 182_400, "tx_bytes_per_s": 96_220},
        {"name": "cni0", "rx_bytes_per_s": 41_200, "tx_bytes_per_s": 77_910},
        {"name": "flannel.1", "rx_bytes_per_s": 20_002, "tx_bytes_per_s": 18_331},
    ]}, RAV, age=15, args={"interval_seconds": 1}),
    item("e9", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", RAV_ROOT, 31_870_976_000),
        fs("/dev/nvme0n1p1", "/boot/firmware", "vfat", RAV_FW, 67_108_864),
    ]}, RAV, age=25),
]

ravel_answers = [
    {"q": "Are all four Pis healthy in the cluster?", "ev": ["e2"],
     "a": "Not quite. [[s:Three of the four nodes are Ready]] ([[s:ravel, ravel-w1 and ravel-w3]]), and "
          "[[s:ravel-w2 is NotReady]]. [[s:ravel is the control-plane node]]. [[s:ravel, ravel-w1 and ravel-w2 run "
          "k3s v1.33.6+k3s1]], while [[c:ravel-w3 is on v1.33.4]]. [[u:ravel-w2 has most likely lost power or has a "
          "failing SD card]]; you can check it with kubectl describe node ravel-w2 and by looking at the Pi "
          "itself.\n\nIf you need further assistance, feel free to ask."},
    {"q": "Is my blog up?", "ev": ["e3", "e4"],
     "a": "Yes, the blog is up, but not at full strength. [[s:The ghost deployment wants three replicas]] and [[s:two "
          "of them are ready]]. [[s:Pod ghost-7c9d8f6b5d-2xk4p is running on ravel-w1]] and [[c:ghost-7c9d8f6b5d-q8nmz "
          "is running on ravel-w2]], while [[s:the third pod, ghost-7c9d8f6b5d-lz7vt, is stuck in "
          "ContainerCreating]]. [[s:The database pod mysql-0 is running on ravel-w1]] [[c:and has never "
          "restarted]]. [[c:The 2xk4p pod has been running since February 10 at 01:14]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "Why is one of the ghost pods stuck?", "ev": ["e3", "e7"],
     "a": "[[s:The pod ghost-7c9d8f6b5d-lz7vt was scheduled onto ravel-w2 at 10:18]], and then [[s:its volume "
          "ghost-content failed to mount]] [[s:with exit status 32]]; [[c:the mount failed five times]]. [[s:At "
          "10:21 Kubernetes reported that the node is not ready]]. [[u:The NFS server that holds the blog content is "
          "probably unreachable from ravel-w2]], [[u:which is also why the node went NotReady]]. [[c:The pod has "
          "already restarted twice]]. Since the node is down, you could cordon it with kubectl cordon ravel-w2 and "
          "delete the pod so that it is scheduled on another node.\n\nIf you need further assistance, feel free to "
          "ask."},
    {"q": "Is k3s healthy on the control node and how are its resources?", "ev": ["e5", "e6"],
     "a": "[[s:The k3s service is active and running]] [[c:with PID 1012]], and [[s:it has been up since February 3 "
          "at 07:41]]. [[t:The Pi's CPU is at about 14 percent]] and [[t:the load average is around 0.9]]. "
          "[[t:About 3 GiB of its 7.75 GiB of memory is in use]], [[t:roughly 39 percent]], and [[t:swap is not "
          "used]]. [[t:The node has been up for fourteen days]]. [[u:The embedded etcd datastore is "
          "healthy]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "How much disk and network is the control Pi using?", "ev": ["e1", "e8", "e9"],
     "a": "[[s:The root filesystem on the NVMe drive is 250 GB]] and [[c:about 32 percent of it is used]], so "
          "[[s:roughly 218 GB is free]]. [[s:The boot firmware partition is about 12.5 percent full]]. On the "
          "network side, [[s:eth0 is receiving about 182 KB per second]] and [[s:sending about 96 KB per "
          "second]]; [[c:the cni0 bridge sends about 41 KB per second]] [[c:and flannel.1 receives about 200 KB per "
          "second]]. [[s:The Pi's address is 192.168.15.50]] and [[s:the gateway is 192.168.15.1]]. [[u:Most of this "
          "traffic comes from visitors reading the blog]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "Which pod restarts the most, and what happened this morning?", "ev": ["e3", "e7"],
     "a": "[[s:The pod with the most restarts is ghost-7c9d8f6b5d-q8nmz, with two restarts (e3)]]. [[s:Its container "
          "was in back-off this morning (e7)]]; [[c:the last back-off event was at 09:02]], and [[s:it has been "
          "running again since 06:02 (e3)]]. [[u:The restarts were caused by the MySQL pod being unavailable "
          "(e7)]]. [[c:mysql-0 has restarted three times (e3)]]. [[u:ravel-w3, where the pod runs, is short on "
          "memory (e3)]].\n\nIf you need further assistance, feel free to ask."},
    {"q": "What OS is running on the Pis?", "ev": ["e1", "e2"],
     "a": "[[s:The control node ravel runs Debian GNU/Linux 12 (bookworm)]], which is Raspberry Pi OS, [[s:with the "
          "kernel 6.12.47+rpt-rpi-2712]] [[s:on a four-core Cortex-A76]], [[u:which means it is a Raspberry Pi "
          "5]]. [[c:It has 4 GB of RAM]]. [[s:The workers are ravel-w1, ravel-w2 and ravel-w3]], [[u:and they run "
          "the same OS]]. [[s:Your account matheus is in the sudo group]], and [[c:its Wi-Fi interface is up]] "
          "alongside eth0.\n\nIf you need further assistance, feel free to ask."},
]

MACHINES = [
    {"name": "bach", "clock": BACH, "evidence": bach_evidence, "answers": bach_answers},
    {"name": "handel", "clock": HAN, "evidence": handel_evidence, "answers": handel_answers},
    {"name": "haydn", "clock": HAY, "evidence": haydn_evidence, "answers": haydn_answers},
    {"name": "brahms", "clock": BRA, "evidence": brahms_evidence, "answers": brahms_answers},
    {"name": "ravel", "clock": RAV, "evidence": ravel_evidence, "answers": ravel_answers},
]
