"""111th generation (written blind, in the manner of Gemma 3 4B Instruct: how that model answers — it opens
"Okay, let's look at ..." or "Okay, here's ...", uses short headers and bullet lists with bold labels
("**Memory:** ..."), adds an "**Important Note:**" or "**Possible causes:**" block that guesses, says "likely"
often, computes percentages in its head (sometimes wrongly), now and then mixes names and PIDs between rows,
and closes with a question asking for more details).

All clocks are in America/New_York (-05:00, Eastern Standard Time; daylight time ended on 1 November 2026, so
a boot time read before that carries -04:00).

beret — a Linux Mint 22 "Wilma" family desktop used by mark, jenny and their son leo (a child account that is
not in `sudo`), with Flatpak games (Minecraft through Prism Launcher, Discord) and an apt history. Evidence:
steady state (e1); a fresh process listing sorted by memory, cut to 6 rows (e2, complete=False); a fresh
system_info (e3) and a stale one from an hour earlier, before Minecraft started (e4, 3600 s); apt package
history for 14 days (e5); a FAILED read of /home/leo/.bash_history (e6, permission denied); all services,
complete (e7, nmbd failed, ssh and packagekit inactive); disk usage (e8).

bowler — an Ubuntu 22.04 Jenkins server whose XFS workspace volume /var/lib/jenkins/workspace (500 GiB on
sdb) is filling during builds. Evidence: steady state (b1); fresh disk usage (b2, 94.2 %) and a STALE disk
usage of the workspace 21 minutes earlier (b3, 90.5 %); disk I/O (b4, sdb 97.4 % busy); processes sorted by
CPU, cut to 5 (b5, complete=False); jenkins.service (b6); the jenkins journal for 2 hours (b7, disk-space
warnings and payments-api #412 failing on tests); recent file changes in the workspace, cut to 6 (b8,
complete=False); system_info (b9); kubernetes_get of pods (b10) and deployments (b11) in the staging
namespace its pipelines deploy to.

trilby — a Debian 12 WireGuard gateway (wg0 10.8.0.1/24, UDP 51820) with unbound answering DNS on the tunnel.
Evidence: steady state (t1); network info with listeners and connections (t2); a 1-second traffic sample
(t3); /etc/wireguard/wg0.conf read with the private key redacted (t4, four peers); kernel log lines matching
"wireguard" for 3 hours (t5, repeated "Invalid handshake initiation from 192.0.2.88"); all services,
complete (t6); a STALE system_info (t7, 40 minutes old).

stetson — a CentOS Stream 9 host running a shop stack with rootless Podman (user webapp, Quadlet units).
Evidence: steady state (s1); all containers (s2, `app` restarting); the user unit app.service (s3,
active/running) — s2 and s3 are both fresh and DISAGREE about whether the app is up; app.service journal cut
to 8 lines (s4, complete=False, password authentication failures, restart counter 97); processes sorted by
memory, cut to 6 (s5, complete=False); file changes under /home/webapp for 3 hours, complete (s6); the
app.container Quadlet file (s7); a STALE system_info (s8, 16 minutes old).

boater — an Ubuntu 24.04 laptop with snaps; kernel 6.8.0-49 was installed on 5 November but it still runs
6.8.0-47; fwupd-refresh.service failed tonight. Evidence: steady state (o1); apt package history for 7 days
(o2); system_info (o3, booted 28 October, before the clocks changed); fwupd-refresh.service (o4, failed);
its journal for a day (o5, could not resolve cdn.fwupd.org); /var/run/reboot-required.pkgs (o6); a STALE disk
usage (o7, 25 minutes old); processes sorted by CPU, cut to 5 (o8, complete=False).
"""

from _evidence import (GB, GiB, MiB, Clock, box, connection, deployment, fs, item, listener, log_entry,
                       node, package_event, pod, processes, steady, system_info, unit, user)

# ---------------------------------------------------------------------------------------------- beret
BERET = Clock("2026-11-14T19:42:00-05:00")
BERET_MEM = 16_585_252_864

beret_evidence = [
    steady("e1", BERET, age=3000, hostname="beret", os_name="Linux Mint", os_version="22", os_codename="wilma",
           kernel="6.8.0-48-generic", cpu_model="Intel(R) Core(TM) i5-10400 CPU @ 2.90GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=BERET_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 250_059_350_016},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 536_870_912},
                  {"device": "/dev/sda1", "mountpoint": "/home", "fstype": "ext4",
                   "total_bytes": 1_000_202_273_280}],
           network_interfaces=[{"name": "enp3s0", "mac": "2c:f0:5d:41:8a:0e", "addresses": ["192.168.1.24/24"],
                                "is_up": True}],
           dns_servers=["192.168.1.1"], default_gateway="192.168.1.1",
           installed_packages={"firefox": "132.0+linuxmint1+wilma", "flatpak": "1.14.6-1ubuntu0.1",
                               "cinnamon": "6.2.9+wilma", "mintupdate": "6.0.7", "gcompris-qt": "4.0-1build1",
                               "libreoffice-core": "4:24.2.6-0ubuntu0.24.04.1", "timeshift": "24.06.3",
                               "samba": "2:4.19.5+dfsg-4ubuntu9"},
           available_services=["lightdm.service", "cups.service", "NetworkManager.service", "bluetooth.service",
                               "smbd.service", "nmbd.service", "ssh.service", "flatpak-system-helper.service",
                               "packagekit.service"],
           users=[{"name": "mark", "uid": 1000, "gid": 1000, "home": "/home/mark", "shell": "/bin/bash"},
                  {"name": "jenny", "uid": 1001, "gid": 1001, "home": "/home/jenny", "shell": "/bin/bash"},
                  {"name": "leo", "uid": 1002, "gid": 1002, "home": "/home/leo", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["mark", "jenny"]},
                   {"name": "lpadmin", "gid": 114, "members": ["mark", "jenny"]},
                   {"name": "users", "gid": 100, "members": ["mark", "jenny", "leo"]},
                   {"name": "sambashare", "gid": 125, "members": ["mark"]}]),
    item("e2", "linux_processes", processes(298, BERET_MEM, [
        (41877, "java", "leo", 88.5, 3 * GiB, "2026-11-14T18:55:10-05:00",
         "/app/jdk/17/bin/java -Xmx3G -Xms1G -Djava.library.path=/home/leo/.var/app/org.prismlauncher.PrismLauncher"
         "/data/PrismLauncher/instances/1.21.3/natives net.minecraft.client.main.Main --username LeoBlocks"),
        (40210, "firefox", "jenny", 12.3, 1536 * MiB, "2026-11-14T17:20:41-05:00", "/usr/lib/firefox/firefox"),
        (41502, "Discord", "leo", 4.1, 851 * MiB, "2026-11-14T18:54:02-05:00",
         "/app/discord/Discord --type=renderer"),
        (2318, "cinnamon", "mark", 2.2, 584 * MiB, "2026-11-12T14:45:31-05:00", "cinnamon --replace"),
        (41650, "prismlauncher", "leo", 1.0, 384 * MiB, "2026-11-14T18:54:40-05:00", "/app/bin/prismlauncher"),
        (1544, "Xorg", "root", 3.8, 179 * MiB, "2026-11-12T14:44:58-05:00",
         "/usr/lib/xorg/Xorg -core :0 -seat seat0 -auth /var/run/lightdm/root/:0 -nolisten tcp vt7"),
    ]), BERET, age=40, args={"sort": "memory", "limit": 6}, complete=False),
    item("e3", "linux_system_info", system_info(41.7, [3.42, 2.91, 2.05], 190_625, "2026-11-12T14:44:20-05:00",
                                                BERET_MEM, 4_402_341_888, 2 * GiB, 612 * MiB),
         BERET, age=35),
    item("e4", "linux_system_info", system_info(6.8, [0.38, 0.52, 0.61], 187_060, "2026-11-12T14:44:20-05:00",
                                                BERET_MEM, 11_274_289_152, 2 * GiB, 100 * MiB),
         BERET, age=3600),
    item("e5", "linux_package_history", {"events": [
        package_event("2026-11-03T19:22:14-05:00", "upgrade", "mintupdate", "6.0.5", "6.0.7"),
        package_event("2026-11-05T20:14:11-05:00", "upgrade", "firefox", "131.0.3+linuxmint1+wilma",
                      "132.0+linuxmint1+wilma"),
        package_event("2026-11-05T20:14:37-05:00", "upgrade", "libreoffice-core", "4:24.2.5-0ubuntu0.24.04.2",
                      "4:24.2.6-0ubuntu0.24.04.1"),
        package_event("2026-11-09T18:02:40-05:00", "install", "gcompris-qt", None, "4.0-1build1"),
        package_event("2026-11-12T21:33:05-05:00", "remove", "thunderbird", "1:128.3.1+build1-0ubuntu0.24.04.1",
                      None),
    ]}, BERET, age=60, args={"since_days": 14}),
    item("e6", "linux_file_read", {}, BERET, age=30, args={"path": "/home/leo/.bash_history"},
         error="permission denied: /home/leo/.bash_history"),
    item("e7", "linux_service_status", {"units": [
        unit("bluetooth.service", "active", "running", pid=812, since="2026-11-12T14:44:31-05:00",
             desc="Bluetooth service"),
        unit("cups.service", "active", "running", pid=905, since="2026-11-12T14:44:33-05:00", desc="CUPS Scheduler"),
        unit("flatpak-system-helper.service", "active", "running", ufs="static", pid=40977,
             since="2026-11-14T18:51:18-05:00", desc="flatpak system helper"),
        unit("lightdm.service", "active", "running", pid=1498, since="2026-11-12T14:44:57-05:00",
             desc="Light Display Manager"),
        unit("NetworkManager.service", "active", "running", pid=798, since="2026-11-12T14:44:30-05:00",
             desc="Network Manager"),
        unit("nmbd.service", "failed", "failed", pid=None, since="2026-11-12T14:46:02-05:00",
             desc="Samba NMB Daemon"),
        unit("packagekit.service", "inactive", "dead", ufs="static", desc="PackageKit Daemon"),
        unit("smbd.service", "active", "running", pid=1120, since="2026-11-12T14:44:40-05:00",
             desc="Samba SMB Daemon"),
        unit("ssh.service", "inactive", "dead", ufs="disabled", desc="OpenBSD Secure Shell server"),
    ]}, BERET, age=50),
    item("e8", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 250_059_350_016, 98_431_365_120),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 536_870_912, 6_399_488),
        fs("/dev/sda1", "/home", "ext4", 1_000_202_273_280, 812_613_152_768),
    ]}, BERET, age=45),
]

beret_answers = [
    {"q": "Who has accounts on this computer, and which of them can install software?", "ev": ["e1"],
     "a": "Okay, let's look at the accounts on **beret**.\n\n"
          "### Users\n"
          "* **mark** – [[s:UID 1000]], home directory `/home/mark`\n"
          "* **jenny** – [[s:UID 1001]]\n"
          "* **leo** – [[c:UID 1003]], [[s:login shell `/bin/bash`]]\n\n"
          "### Who can install software\n"
          "* [[s:`mark` and `jenny` are both in the `sudo` group]] (that's the admin group on Mint).\n"
          "* [[s:`leo` is not in `sudo`]], so [[u:he can't install anything on this computer]].\n"
          "* [[s:`mark` is also in `sambashare`]], and [[c:so is `jenny`]].\n\n"
          "**System:** [[s:Linux Mint 22 \"Wilma\"]] on [[c:kernel 6.8.0-45-generic]].\n\n"
          "**Important Note:** [[u:Leo's account was likely created as a restricted child account with Mint's "
          "parental controls]], so he may still be able to install Flatpaks for himself with `--user`.\n\n"
          "Would you like me to check what software Leo has been installing?"},

    {"q": "The computer is really slow right now, my son is on it. What's using everything?",
     "ev": ["e2", "e3"],
     "extra": [user("u1", "Leo says Minecraft is lagging and the whole desktop freezes for a second every so "
                          "often.", BERET)],
     "a": "Okay, here's what's going on right now.\n\n"
          "**Overall:**\n"
          "* **Memory:** [[s:about 73% used (e3)]] – [[s:roughly 4.1 GiB available]] [[s:out of ~15.4 GiB]]\n"
          "* **CPU:** [[s:around 42% overall]], with [[c:a 1-minute load average of 2.91]]\n"
          "* **Swap:** [[s:about 612 MiB in use]], which is [[c:roughly 60% of the swap]]\n\n"
          "**Top memory users:**\n\n"
          "| Process | User | Memory |\n"
          "|---|---|---|\n"
          "| `java` | [[s:leo]] | [[s:3 GiB (19.4%)]] |\n"
          "| `firefox` | [[c:leo]] | [[s:1.5 GiB]] |\n"
          "| `Discord` | leo | [[s:~850 MiB]] |\n"
          "| `cinnamon` | mark | [[c:584 GB]] |\n\n"
          "[[s:The `java` process is Minecraft]] (launched through Prism Launcher), and [[s:it was started "
          "at about 6:55 PM]]. [[s:Minecraft alone is about a fifth of the RAM]]. [[u:It is also the biggest CPU "
          "user on the system]], [[s:at 88.5%]]. [[c:Discord was started around 7:54 PM]].\n\n"
          "**Possible causes:**\n"
          "* [[u:The freezes you mentioned are likely the Java garbage collector pausing while memory is "
          "swapped out]].\n"
          "\n"
          "Would you like me to suggest a lower memory setting for Minecraft (for example `-Xmx2G`)?"},

    {"q": "Was it this bad an hour ago?", "ev": ["e4"],
     "a": "Okay, let's look at the earlier reading.\n\n"
          "* **Memory:** [[t:about 32% used]], [[t:around 10.5 GiB available]]\n"
          "* **CPU:** [[t:6.8%]]\n"
          "* **Load average:** [[t:0.38 / 0.52 / 0.61]]\n"
          "* **Swap:** [[t:barely used, about 100 MiB]]\n"
          "\n"
          "So an hour ago things looked very different.\n\n"
          "**Important Note:** [[u:Minecraft was probably not running yet at that point]].\n\n"
          "Do you want me to take a fresh reading so we can compare?"},

    {"q": "Has anything been installed on here in the last couple of weeks?", "ev": ["e5", "e1"],
     "extra": [user("u2", "I think Leo installed something last week without asking. He doesn't have the admin "
                          "password.", BERET)],
     "a": "Okay, here's the apt history for the last 14 days:\n\n"
          "* **Nov 3** – [[s:`mintupdate` upgraded from 6.0.5 to 6.0.7]]\n"
          "* **Nov 5** – [[s:Firefox upgraded to 132.0]] and [[c:LibreOffice upgraded to 24.2.7]]\n"
          "* **Nov 9** – [[s:`gcompris-qt` 4.0 was installed]] [[c:at about 8:02 PM]]\n"
          "* **Nov 12** – [[s:Thunderbird was removed]]\n\n"
          "That's [[c:4 package changes in total]].\n\n"
          "**Possible causes:**\n"
          "* [[u:`gcompris-qt` was most likely installed by Leo]], since it's an educational game.\n"
          "* But [[s:Leo's account isn't in the `sudo` group]], so [[u:someone with the admin password must "
          "have typed it in for him]].\n"
          "* [[u:No Flatpak apps were installed in this period]].\n\n"
          "Would you like me to check the Flatpak install list as well?"},

    {"q": "Can you check Leo's terminal history to see what he ran?", "ev": ["e6", "e1"],
     "a": "Okay, I tried to read `/home/leo/.bash_history`, but the read was denied.\n\n"
          "Here's what I can tell you anyway:\n"
          "* **Home:** [[s:`/home/leo`]]\n"
          "* **Shell:** [[s:bash]]\n"
          "* [[u:From what I can tell, he mostly ran `flatpak install --user` commands]].\n"
          "\n"
          "**Important Note:** [[u:The file is likely only readable by Leo (mode 600)]], so you would need to "
          "open it with `sudo`.\n\n"
          "Do you want me to show you the command to read it?"},

    {"q": "Are any services broken?", "ev": ["e7"],
     "a": "Okay, let's look at the services on beret.\n\n"
          "### Failed\n"
          "* [[s:`nmbd.service` (Samba NMB Daemon) has failed]], [[c:since yesterday at 2:46 PM]]\n\n"
          "### Running\n"
          "* [[s:`lightdm`, `cups` and `bluetooth` are running]]\n"
          "* [[c:`ssh.service` is running (PID 1120)]]\n"
          "* [[c:`flatpak-system-helper` started today at 6:15 PM]]\n\n"
          "**Summary:** [[s:Only one service has failed]], and [[c:8 of the 9 services are running]].\n\n"
          "**Possible causes:**\n"
          "* [[u:nmbd likely failed because the network wasn't up yet when it started]].\n"
          "* [[u:This is why the shared printer stopped showing up on the other computers]].\n\n"
          "Would you like me to show you the nmbd logs?"},

    {"q": "How much disk space is left?", "ev": ["e8", "e1"],
     "a": "Okay, here's the disk usage:\n\n"
          "* **`/` (system):** [[c:about 60% used]], [[s:about 141 GiB free]] [[s:of 250 GB]]\n"
          "* **`/home`:** [[s:81.2% used]] – [[c:about 188 GiB free]]\n"
          "* **`/boot/efi`:** [[s:barely used (~1%)]]\n\n"
          "[[s:`/home` is on a separate 1 TB disk (`/dev/sda1`)]].\n\n"
          "**Important Note:** [[u:Most of `/home` is probably Leo's Minecraft worlds]].\n\n"
          "Would you like me to find the largest folders in `/home`?"},
]

# ---------------------------------------------------------------------------------------------- bowler
BOWLER = Clock("2026-11-17T14:26:00-05:00")
BOWLER_MEM = 33_654_157_312

bowler_evidence = [
    steady("b1", BOWLER, age=5400, hostname="bowler", os_name="Ubuntu", os_version="22.04", os_codename="jammy",
           kernel="5.15.0-125-generic", cpu_model="AMD EPYC 7302P 16-Core Processor", cpu_cores=16,
           cpu_threads=32, memory_total_bytes=BOWLER_MEM,
           disks=[{"device": "/dev/sda2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 100 * GiB},
                  {"device": "/dev/sdb1", "mountpoint": "/var/lib/jenkins/workspace", "fstype": "xfs",
                   "total_bytes": 500 * GiB}],
           network_interfaces=[{"name": "ens18", "mac": "bc:24:11:5e:0a:31", "addresses": ["10.20.0.15/24"],
                                "is_up": True}],
           dns_servers=["10.20.0.2"], default_gateway="10.20.0.1",
           installed_packages={"jenkins": "2.479.1", "openjdk-17-jre-headless": "17.0.13+11-1~22.04.1",
                               "git": "1:2.34.1-1ubuntu1.11", "maven": "3.6.3-5", "kubectl": "1.30.6-1.1"},
           available_services=["jenkins.service", "ssh.service", "cron.service", "unattended-upgrades.service"],
           users=[{"name": "dana", "uid": 1000, "gid": 1000, "home": "/home/dana", "shell": "/bin/bash"},
                  {"name": "jenkins", "uid": 114, "gid": 120, "home": "/var/lib/jenkins", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["dana"]},
                   {"name": "jenkins", "gid": 120, "members": ["jenkins"]}]),
    item("b2", "linux_disk_usage", {"filesystems": [
        fs("/dev/sda2", "/", "ext4", 100 * GiB, int(41.3 * GiB)),
        fs("/dev/sdb1", "/var/lib/jenkins/workspace", "xfs", 500 * GiB, 471 * GiB),
    ]}, BOWLER, age=30),
    item("b3", "linux_disk_usage", {"filesystems": [
        fs("/dev/sdb1", "/var/lib/jenkins/workspace", "xfs", 500 * GiB, int(452.3 * GiB)),
    ]}, BOWLER, age=1260, args={"path": "/var/lib/jenkins/workspace"}),
    item("b4", "linux_disk_io", {"interval_seconds": 1.0, "devices": [
        {"device": "sda", "read_bytes_per_s": 1_100_000, "write_bytes_per_s": 4_600_000, "busy_percent": 6.2},
        {"device": "sdb", "read_bytes_per_s": 38_200_000, "write_bytes_per_s": 212_700_000, "busy_percent": 97.4},
    ]}, BOWLER, age=20, args={"interval_seconds": 1.0}),
    item("b5", "linux_processes", processes(402, BOWLER_MEM, [
        (1184, "java", "jenkins", 312.0, int(9.8 * GiB), "2026-11-02T06:12:44-05:00",
         "/usr/bin/java -Djava.awt.headless=true -Xmx12g -jar /usr/share/java/jenkins.war "
         "--webroot=/var/cache/jenkins/war --httpPort=8080"),
        (48211, "java", "jenkins", 188.4, int(2.5 * GiB), "2026-11-17T14:09:03-05:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -jar "
         "/var/lib/jenkins/workspace/payments-api/target/surefire/surefirebooter.jar"),
        (47790, "java", "jenkins", 96.7, int(1.8 * GiB), "2026-11-17T14:02:51-05:00",
         "/usr/lib/jvm/java-17-openjdk-amd64/bin/java -Xmx2g -cp /var/lib/jenkins/.gradle/wrapper/dists/"
         "gradle-8.10.2-bin/lib/gradle-launcher-8.10.2.jar org.gradle.launcher.daemon.bootstrap.GradleDaemon 8.10.2"),
        (48350, "tar", "jenkins", 41.2, 9 * MiB, "2026-11-17T14:25:31-05:00",
         "tar -czf /var/lib/jenkins/workspace/mobile-app/artifacts.tar.gz app/build/outputs"),
        (48302, "git", "jenkins", 22.5, 150 * MiB, "2026-11-17T14:25:12-05:00",
         "git fetch --tags --force --progress -- https://git.example.internal/acme/monorepo.git "
         "+refs/heads/*:refs/remotes/origin/*"),
    ]), BOWLER, age=25, args={"sort": "cpu", "limit": 5}, complete=False),
    item("b6", "linux_service_status", {
        "unit": "jenkins.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "enabled", "main_pid": 1184, "active_since": "2026-11-02T06:12:44-05:00",
        "description": "Jenkins Continuous Integration Server"}, BOWLER, age=40, args={"name": "jenkins"}),
    item("b7", "linux_recent_logs", {"source": "journal", "unit": "jenkins.service", "entries": [
        log_entry("2026-11-17T12:58:30-05:00", "jenkins.service", "info",
                  "payments-api #412: Tests run: 1480, Failures: 3, Errors: 0, Skipped: 12"),
        log_entry("2026-11-17T13:12:40-05:00", "jenkins.service", "warning",
                  "payments-api #412: 3 test failures in PaymentReconciliationIT; Build step 'Invoke top-level "
                  "Maven targets' marked build as failure"),
        log_entry("2026-11-17T13:12:44-05:00", "jenkins.service", "info", "payments-api #412 completed: FAILURE"),
        log_entry("2026-11-17T14:02:49-05:00", "jenkins.service", "info",
                  "mobile-app #88 started (triggered by timer)"),
        log_entry("2026-11-17T14:05:02-05:00", "jenkins.service", "warning",
                  "DiskSpaceMonitor: Disk space is below threshold of 50.00 GiB. Only 47.71 GiB out of 500.00 GiB "
                  "left on /var/lib/jenkins/workspace."),
        log_entry("2026-11-17T14:09:01-05:00", "jenkins.service", "info",
                  "payments-api #413 started (triggered by SCM change)"),
        log_entry("2026-11-17T14:25:02-05:00", "jenkins.service", "warning",
                  "DiskSpaceMonitor: Disk space is below threshold of 50.00 GiB. Only 29.04 GiB out of 500.00 GiB "
                  "left on /var/lib/jenkins/workspace."),
    ]}, BOWLER, age=50, args={"unit": "jenkins.service", "since_minutes": 120}),
    item("b8", "linux_file_changes", {"root": "/var/lib/jenkins/workspace", "since": "2026-11-17T13:25:25-05:00",
                                      "files": [
        {"path": "/var/lib/jenkins/workspace/mobile-app/artifacts.tar.gz", "mtime": "2026-11-17T14:25:58-05:00",
         "size_bytes": 1_503_238_553},
        {"path": "/var/lib/jenkins/workspace/mobile-app/app/build/outputs/apk/release/app-release.apk",
         "mtime": "2026-11-17T14:24:47-05:00", "size_bytes": 212 * MiB},
        {"path": "/var/lib/jenkins/workspace/mobile-app/app/build/intermediates/dex/release/classes.dex",
         "mtime": "2026-11-17T14:23:05-05:00", "size_bytes": 18 * MiB},
        {"path": "/var/lib/jenkins/workspace/payments-api/target/payments-api-2.14.0-SNAPSHOT.jar",
         "mtime": "2026-11-17T14:21:33-05:00", "size_bytes": 148 * MiB},
        {"path": "/var/lib/jenkins/workspace/payments-api/target/surefire-reports/TEST-PaymentReconciliationIT.xml",
         "mtime": "2026-11-17T14:20:11-05:00", "size_bytes": 4 * MiB},
        {"path": "/var/lib/jenkins/workspace/payments-api@2/target/payments-api-2.14.0-SNAPSHOT.jar",
         "mtime": "2026-11-17T13:58:10-05:00", "size_bytes": 148 * MiB},
    ]}, BOWLER, age=35, args={"root": "/var/lib/jenkins/workspace", "since_minutes": 60, "limit": 6},
         complete=False),
    item("b9", "linux_system_info", system_info(71.4, [18.62, 15.20, 11.87], 1_325_650, "2026-11-02T06:11:20-05:00",
                                                BOWLER_MEM, int(7.1 * GiB), 4 * GiB, int(1.2 * GiB)),
         BOWLER, age=30),
    item("b10", "kubernetes_get", {"context": "staging-k3s", "namespace": "staging", "items": [
        pod("payments-api-7d9f8b6c4-2kx9q", "staging", "Running", "k3s-stg-1", restarts=0,
            started="2026-11-17T13:31:20-05:00"),
        pod("payments-api-7d9f8b6c4-h7m2p", "staging", "Running", "k3s-stg-2", restarts=0,
            started="2026-11-17T13:31:48-05:00"),
        pod("payments-api-7d9f8b6c4-xq4zt", "staging", "Pending", "k3s-stg-2", restarts=0, ready=False,
            waiting="ImagePullBackOff"),
        pod("mobile-backend-5c6b7d9f8-lp3wr", "staging", "Running", "k3s-stg-1", restarts=4,
            started="2026-11-16T09:10:05-05:00"),
    ]}, BOWLER, age=60, args={"resource": "pods", "namespace": "staging"}),
    item("b11", "kubernetes_get", {"context": "staging-k3s", "namespace": "staging", "items": [
        deployment("payments-api", "staging", 3, 2),
        deployment("mobile-backend", "staging", 1, 1),
    ]}, BOWLER, age=60, args={"resource": "deployments", "namespace": "staging"}),
]

bowler_answers = [
    {"q": "Why are builds so slow today?", "ev": ["b4", "b5", "b9", "b1"],
     "a": "Okay, let's look at what's happening on **bowler** right now.\n\n"
          "**Disk I/O:**\n"
          "* [[u:`sdb` is 97.4% busy (b9)]] – [[s:writing about 213 MB/s]] and reading about 38 MB/s\n"
          "* [[c:`sda` is mostly idle (2.6% busy)]]\n\n"
          "**CPU:**\n"
          "* [[s:Load average is 18.62]] [[c:on a 16-thread CPU]]\n"
          "* [[s:Overall CPU is about 71%]]\n\n"
          "**Top processes:**\n"
          "* [[s:Jenkins controller (PID 1184)]] – [[s:312% CPU]], [[s:about 9.8 GiB RSS]]\n"
          "* [[c:The Gradle daemon (PID 48211) is using 188% CPU]]\n"
          "* [[s:`tar` is compressing the mobile-app artifacts]] at [[s:41% CPU]]\n"
          "* [[u:Those are the only processes using significant CPU]]\n\n"
          "**Memory:** [[s:about 7.1 GiB available]]; [[c:swap is 12% used]].\n\n"
          "**Likely cause:** [[u:The builds are likely slow because `sdb` is saturated by the artifact "
          "archiving]].\n\n"
          "Can you tell me which job feels slowest?"},

    {"q": "How full is the workspace volume?", "ev": ["b2", "b3"],
     "a": "Okay, here's the workspace volume.\n\n"
          "**`/var/lib/jenkins/workspace`** (`/dev/sdb1`, xfs)\n"
          "* **Size:** [[s:500 GiB]]\n"
          "* **Used:** [[s:471 GiB (94.2%)]] [b2]\n"
          "* **Free:** [[s:about 29 GiB]]\n\n"
          "**Trend:** [[t:About 20 minutes ago it was at 90.5%]] with [[t:about 47.7 GiB free]], so [[t:that's "
          "roughly 19 GiB used in 20 minutes]]. [[u:At this rate it will be full in about 30 minutes]].\n\n"
          "**Root filesystem:** [[s:`/` is about 41% used]].\n\n"
          "Would you like help setting up workspace cleanup?"},

    {"q": "Is Jenkins itself up? When was it last restarted?", "ev": ["b6", "b1"],
     "a": "Okay, let's look at `jenkins.service`:\n\n"
          "* **State:** [[s:active (running)]]\n"
          "* **Main PID:** [[s:1184]]\n"
          "* **Since:** [[s:November 2 at 6:12 AM]] – [[s:about 15 days ago]]\n"
          "* **Enabled at boot:** [[s:yes]]\n"
          "* **Version:** [[c:Jenkins 2.480]], with [[s:Java 17 (`openjdk-17-jre-headless`) installed]]\n"
          "* **User:** [[u:it runs as the `jenkins` user]]\n\n"
          "[[s:The server runs Ubuntu 22.04]] with "
          "[[c:kernel 5.15.0-126]].\n\n"
          "Is there a specific reason you think it restarted?"},

    {"q": "What do the Jenkins logs say about the failing payments-api build?", "ev": ["b7"],
     "extra": [user("u3", "payments-api keeps failing, I'm pretty sure the last one died with 'no space left on "
                          "device'.", BOWLER)],
     "a": "Okay, here's what the Jenkins journal shows for the last 2 hours.\n\n"
          "**payments-api #412**\n"
          "* [[s:It finished with FAILURE]] [[s:at 1:12 PM]]\n"
          "* [[s:The log reports 3 test failures in `PaymentReconciliationIT`]] out of 1480 tests\n"
          "* [[c:The failure was caused by the disk filling up]], like you said\n\n"
          "**Disk space warnings:**\n"
          "* [[s:At 2:05 PM Jenkins warned that only 47.71 GiB was left]]\n"
          "* [[s:By 2:25 PM it was down to 29.04 GiB]]\n"
          "* [[c:The warning threshold is 30 GiB]]\n\n"
          "**Other builds:** [[s:`payments-api #413` started at 2:09 PM]] [[c:after a manual trigger]], and "
          "[[c:`mobile-app #88` started at 2:20 PM]].\n\n"
          "**Possible causes:** [[u:The test failures in #412 are likely flaky integration tests]].\n\n"
          "Would you like me to look at the test report for #412?"},

    {"q": "What's been writing to the workspace in the last hour?", "ev": ["b8"],
     "a": "Okay, here are the most recently changed files:\n\n"
          "| File | Size | Modified |\n"
          "|---|---|---|\n"
          "| `mobile-app/artifacts.tar.gz` | [[s:1.4 GiB]] | [[s:2:25 PM]] |\n"
          "| `app-release.apk` | [[s:212 MiB]] | [[c:2:42 PM]] |\n"
          "| `payments-api/.../payments-api-2.14.0-SNAPSHOT.jar` | [[s:148 MiB]] | [[c:2:12 PM]] |\n"
          "| `payments-api@2/.../payments-api-2.14.0-SNAPSHOT.jar` | [[s:148 MiB]] | [[s:1:58 PM]] |\n\n"
          "* [[s:The payments-api jar exists in both `payments-api` and `payments-api@2`]].\n"
          "* [[u:In total, about 2 GiB was written in the last hour]].\n"
          "* [[u:The biggest space user is the mobile-app job]].\n\n"
          "**Important Note:** [[u:The `@2` workspaces are likely left over from concurrent builds and never "
          "cleaned up]].\n\n"
          "Do you want me to list the largest directories under the workspace?"},

    {"q": "Did the last deploy to staging work?", "ev": ["b10", "b11"],
     "a": "Okay, let's look at the `staging` namespace ([[s:context `staging-k3s`]]).\n\n"
          "**Deployments:**\n"
          "* `payments-api`: [[s:2 of 3 replicas ready]]\n"
          "* `mobile-backend`: [[s:1/1 ready]]\n\n"
          "**Pods:**\n"
          "* [[s:`payments-api-7d9f8b6c4-xq4zt` is stuck in `ImagePullBackOff`]] [[c:on node `k3s-stg-1`]]\n"
          "* [[s:The other two payments-api pods are Running]] [[s:with 0 restarts]]\n"
          "* [[c:`mobile-backend` has restarted 3 times]]\n\n"
          "So [[s:the payments-api rollout is only partly done]].\n\n"
          "**Possible causes:** [[u:The image for build #413 was probably never pushed because the build is "
          "still running]].\n\n"
          "Can you share the image tag the deployment is trying to pull?"},

    {"q": "Is the server running out of memory?", "ev": ["b9", "b5"],
     "a": "Okay, here's the memory picture:\n\n"
          "* **Memory:** [[s:about 77% used]], [[s:7.1 GiB available]]\n"
          "* **Swap:** [[s:1.2 GiB of 4 GiB in use]]\n"
          "* **Jenkins controller:** [[s:9.8 GiB RSS]], [[c:about 25% of RAM]]\n"
          "* **Heap limit:** [[s:capped at 12 GB (`-Xmx12g`)]]\n"
          "\n"
          "[[u:No processes have been killed by the OOM killer]].\n\n"
          "Would you like me to check the kernel log for OOM messages?"},
]

# ---------------------------------------------------------------------------------------------- trilby
TRILBY = Clock("2026-11-09T08:15:00-05:00")
TRILBY_MEM = 2_063_450_112

TRILBY_IFACES = [
    {"name": "eth0", "mac": "56:00:04:a1:3c:7e", "addresses": ["203.0.113.45/24"], "is_up": True},
    {"name": "wg0", "mac": None, "addresses": ["10.8.0.1/24"], "is_up": True},
]

trilby_evidence = [
    steady("t1", TRILBY, age=7200, hostname="trilby", os_name="Debian GNU/Linux", os_version="12",
           os_codename="bookworm", kernel="6.1.0-27-amd64", cpu_model="Intel Xeon Processor (Skylake, IBRS)",
           cpu_cores=2, cpu_threads=2, memory_total_bytes=TRILBY_MEM,
           disks=[{"device": "/dev/vda1", "mountpoint": "/", "fstype": "ext4", "total_bytes": 20 * GiB}],
           network_interfaces=TRILBY_IFACES, dns_servers=["1.1.1.1", "9.9.9.9"], default_gateway="203.0.113.1",
           installed_packages={"wireguard-tools": "1.0.20210914-1+b1", "nftables": "1.0.6-2+deb12u2",
                               "openssh-server": "1:9.2p1-2+deb12u3", "unbound": "1.17.1-2+deb12u2",
                               "unattended-upgrades": "2.9.1+nmu3"},
           available_services=["wg-quick@wg0.service", "nftables.service", "ssh.service", "unbound.service",
                               "unattended-upgrades.service", "systemd-timesyncd.service"],
           users=[{"name": "ops", "uid": 1000, "gid": 1000, "home": "/home/ops", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["ops"]}]),
    item("t2", "linux_network_info", {
        "interfaces": TRILBY_IFACES,
        "listening": [
            listener(22, "0.0.0.0", 611, "sshd"),
            listener(53, "10.8.0.1", 702, "unbound"),
            listener(53, "10.8.0.1", 702, "unbound", proto="udp"),
            listener(8953, "127.0.0.1", 702, "unbound"),
            listener(51820, "0.0.0.0", None, None, proto="udp"),
        ],
        "connections": [
            connection("203.0.113.45:22", "198.51.100.23:50122", 2291, "sshd"),
            connection("10.8.0.1:22", "10.8.0.2:52210", 2410, "sshd"),
            connection("10.8.0.1:53", "10.8.0.2:40112", 702, "unbound"),
            connection("203.0.113.45:22", "45.155.205.211:39918", None, None, status="TIME_WAIT"),
        ]}, TRILBY, age=30),
    item("t3", "linux_network_traffic", {"interval_seconds": 1.0, "interfaces": [
        {"name": "eth0", "rx_bytes_per_s": 2_480_512, "tx_bytes_per_s": 2_614_784},
        {"name": "wg0", "rx_bytes_per_s": 2_301_440, "tx_bytes_per_s": 2_396_160},
        {"name": "lo", "rx_bytes_per_s": 1_024, "tx_bytes_per_s": 1_024},
    ]}, TRILBY, age=15, args={"interval_seconds": 1.0}),
    item("t4", "linux_file_read", {"path": "/etc/wireguard/wg0.conf", "offset": 0, "limit": 200, "total_lines": 27,
                                   "lines": [
        "[Interface]",
        "Address = 10.8.0.1/24",
        "ListenPort = 51820",
        "PrivateKey = <redacted>",
        "PostUp = nft -f /etc/nftables.d/wg0-nat.nft",
        "PostDown = nft delete table ip wg0nat",
        "",
        "# anna-laptop",
        "[Peer]",
        "PublicKey = 3xG1vQm0cXr5cS7n0Ww9tDk2b1pQe6JfH4yZ8aLrUjM=",
        "AllowedIPs = 10.8.0.2/32",
        "",
        "# anna-phone",
        "[Peer]",
        "PublicKey = Qk7mP2sW9dLr4vN8yB1cT6hF3jZ0eXa5gUoR2iVnKwE=",
        "AllowedIPs = 10.8.0.3/32",
        "",
        "# office-nas",
        "[Peer]",
        "PublicKey = Yb4nH8tR1kWq6zM3cV9xS2pL7dF0gJ5aE8uO1iTyNrA=",
        "AllowedIPs = 10.8.0.5/32, 192.168.50.0/24",
        "PersistentKeepalive = 25",
        "",
        "# raj-laptop",
        "[Peer]",
        "PublicKey = Hd2sK9mW4vX7qB1nR6tY3cP8zL0fJ5gA2eU9iOkNwSs=",
        "AllowedIPs = 10.8.0.7/32",
    ]}, TRILBY, age=70, args={"path": "/etc/wireguard/wg0.conf"}),
    item("t5", "linux_recent_logs", {"source": "journal", "unit": None, "entries": [
        log_entry("2026-11-09T06:02:17-05:00", "kernel", "info",
                  "wireguard: wg0: Receiving handshake initiation from peer 3 (198.51.100.140:51820)"),
        log_entry("2026-11-09T06:02:17-05:00", "kernel", "info",
                  "wireguard: wg0: Sending handshake response to peer 3 (198.51.100.140:51820)"),
        log_entry("2026-11-09T07:48:03-05:00", "kernel", "warning",
                  "wireguard: wg0: Invalid handshake initiation from 192.0.2.88:60211"),
        log_entry("2026-11-09T07:48:08-05:00", "kernel", "warning",
                  "wireguard: wg0: Invalid handshake initiation from 192.0.2.88:60211"),
        log_entry("2026-11-09T07:53:41-05:00", "kernel", "warning",
                  "wireguard: wg0: Invalid handshake initiation from 192.0.2.88:60211"),
        log_entry("2026-11-09T08:09:26-05:00", "kernel", "warning",
                  "wireguard: wg0: Invalid handshake initiation from 192.0.2.88:60211"),
        log_entry("2026-11-09T08:11:50-05:00", "kernel", "info",
                  "wireguard: wg0: Receiving handshake initiation from peer 1 (198.51.100.23:41641)"),
    ]}, TRILBY, age=40, args={"grep": "wireguard", "since_minutes": 180}),
    item("t6", "linux_service_status", {"units": [
        unit("nftables.service", "active", "exited", since="2026-11-03T05:40:26-05:00", desc="nftables"),
        unit("ssh.service", "active", "running", pid=611, since="2026-11-03T05:40:29-05:00",
             desc="OpenBSD Secure Shell server"),
        unit("systemd-timesyncd.service", "active", "running", pid=402, since="2026-11-03T05:40:24-05:00",
             desc="Network Time Synchronization"),
        unit("unattended-upgrades.service", "active", "running", pid=598, since="2026-11-03T05:40:28-05:00",
             desc="Unattended Upgrades Shutdown"),
        unit("unbound.service", "active", "running", pid=702, since="2026-11-03T05:40:31-05:00",
             desc="Unbound DNS server"),
        unit("wg-quick@wg0.service", "active", "exited", since="2026-11-03T05:40:27-05:00",
             desc="WireGuard via wg-quick(8) for wg0"),
    ]}, TRILBY, age=45),
    item("t7", "linux_system_info", system_info(2.4, [0.04, 0.06, 0.02], 525_282, "2026-11-03T05:40:18-05:00",
                                                TRILBY_MEM, 1_514_143_744, 0, 0),
         TRILBY, age=2400),
]

trilby_answers = [
    {"q": "Is the VPN up?", "ev": ["t6", "t2"],
     "a": "Okay, let's look at the VPN on **trilby**.\n\n"
          "**WireGuard:**\n"
          "* [[s:`wg-quick@wg0.service` is active (exited)]] – that's normal for a oneshot unit\n"
          "* [[c:It has been up since November 3 at 4:40 AM]]\n"
          "* [[s:WireGuard is listening on UDP 51820]]\n\n"
          "**Other services:**\n"
          "* **unbound:** [[s:serving DNS on 10.8.0.1:53]] ([[s:PID 702]])\n"
          "* **ssh:** [[s:running]], [[c:PID 598]]\n"
          "* **nftables:** [[s:loaded (active/exited)]]\n"
          "* [[s:None of the 6 services has failed]]\n\n"
          "**Connections:** [[s:There's an SSH session from 198.51.100.23]] [[s:and one over the tunnel from "
          "10.8.0.2]] – [[c:3 established SSH sessions in total]].\n\n"
          "Is there a specific peer that's having trouble?"},

    {"q": "How much traffic is going through the tunnel right now?", "ev": ["t3"],
     "a": "Okay, here's a 1-second sample:\n\n"
          "| Interface | RX | TX |\n"
          "|---|---|---|\n"
          "| `eth0` | [[s:~2.5 MB/s]] | [[s:~2.6 MB/s]] |\n"
          "| `wg0` | [[s:~2.3 MB/s]] | [[c:~3.4 MB/s]] |\n\n"
          "* [[s:That's roughly 18 Mbit/s coming in on wg0]].\n"
          "* [[c:The tunnel accounts for about 75% of eth0's incoming traffic]].\n"
          "\n"
          "**Important Note:** This is a single 1-second sample, and [[u:most of this is probably "
          "office-nas backups]].\n\n"
          "Would you like me to take a longer sample?"},

    {"q": "Who are the VPN peers?", "ev": ["t4"],
     "a": "Okay, here's what's in `/etc/wireguard/wg0.conf`.\n\n"
          "**Interface:** [[s:10.8.0.1/24]], listen port 51820, [[s:NAT rules loaded from "
          "`/etc/nftables.d/wg0-nat.nft`]].\n\n"
          "**Peers:** [[c:There are 5 peers configured]]:\n"
          "* **anna-laptop** – [[s:10.8.0.2]]\n"
          "* **anna-phone** – [[s:10.8.0.3]]\n"
          "* **office-nas** – [[s:10.8.0.5]], [[s:also routes 192.168.50.0/24]], [[s:keepalive every 25 s]]\n"
          "* **raj-laptop** – [[c:10.8.0.6]]\n\n"
          "[[s:Only office-nas has `PersistentKeepalive` set]].\n\n"
          "**Important Note:** [[u:anna-phone likely hasn't connected in a while]].\n\n"
          "Do you want me to check when each peer last did a handshake?"},

    {"q": "Raj can't connect. What do the logs say?", "ev": ["t5", "t4"],
     "extra": [user("u4", "Raj says he can't connect since he got his new laptop yesterday. Everyone else seems "
                          "fine.", TRILBY)],
     "a": "Okay, let's look at the WireGuard kernel messages from the last 3 hours.\n\n"
          "**Errors:**\n"
          "* [[s:There are 4 \"Invalid handshake initiation\" messages]]\n"
          "* [[s:They all come from 192.0.2.88]]\n"
          "* [[s:The first one was at 7:48 AM]] [[c:and the last at 8:11 AM]]\n\n"
          "**Successful handshakes:**\n"
          "* [[s:Peer 3 got a handshake response at 6:02 AM]]\n"
          "* [[c:Peer 2 started a handshake from 198.51.100.23 at 8:11 AM]]\n\n"
          "**Possible causes:**\n"
          "* [[u:192.0.2.88 is most likely Raj's new laptop]].\n"
          "* [[u:His new laptop probably generated a new key pair, so it no longer matches the `raj-laptop` "
          "entry]].\n"
          "* [[u:Peer 3 is office-nas]].\n"
          "* [[s:`raj-laptop` is set to 10.8.0.7/32 in the config]].\n\n"
          "Could you ask Raj for the public key from his new laptop?"},

    {"q": "How's the server doing load-wise?", "ev": ["t7", "t1"],
     "a": "Okay, here's the system info:\n\n"
          "* **CPU:** [[t:2.4%]]\n"
          "* **Load:** [[t:0.04, 0.06, 0.02]]\n"
          "* **Memory:** [[t:about 1.4 GiB available]] out of [[s:~2 GB]] ([[t:about 27% used]])\n"
          "* **Uptime:** [[t:about 6 days]]\n\n"
          "[[s:It's a 2-core VM]] running [[s:Debian 12]] with [[s:kernel 6.1.0-27]].\n\n"
          "Would you like me to check the traffic too?"},

    {"q": "Which ports are open on the public interface?", "ev": ["t2", "t1"],
     "a": "Okay, here are the listeners:\n\n"
          "* **TCP 22:** [[c:sshd (PID 702) on all addresses]]\n"
          "* **UDP 51820:** [[s:on all addresses]], and [[s:no process is listed for it]]\n"
          "* **53:** [[s:Unbound's DNS port is bound only to 10.8.0.1]], [[s:so DNS isn't exposed on eth0]]\n"
          "* **8953:** [[c:Unbound's control port is open on 0.0.0.0]]\n\n"
          "[[s:eth0's public address is 203.0.113.45]]. [[c:There is one half-open SSH connection from "
          "45.155.205.211 (SYN_RECV)]], and [[u:that looks like an SSH brute-force attempt]].\n\n"
          "Do you want me to show the nftables ruleset?"},
]

# ---------------------------------------------------------------------------------------------- stetson
STETSON = Clock("2026-11-20T11:05:00-05:00")
STETSON_MEM = 7_964_418_048

stetson_evidence = [
    steady("s1", STETSON, age=4000, hostname="stetson", os_name="CentOS Stream", os_version="9",
           kernel="5.14.0-522.el9.x86_64", cpu_model="Intel(R) Xeon(R) E-2236 CPU @ 3.40GHz", cpu_cores=6,
           cpu_threads=12, memory_total_bytes=STETSON_MEM,
           disks=[{"device": "/dev/mapper/cs-root", "mountpoint": "/", "fstype": "xfs", "total_bytes": 70 * GiB},
                  {"device": "/dev/mapper/cs-home", "mountpoint": "/home", "fstype": "xfs",
                   "total_bytes": 150 * GiB}],
           network_interfaces=[{"name": "eno1", "mac": "a4:bf:01:6c:22:d0", "addresses": ["192.168.10.40/24"],
                                "is_up": True}],
           dns_servers=["192.168.10.1"], default_gateway="192.168.10.1", package_manager="rpm",
           installed_packages={"podman": "5.2.5-1.el9", "container-selinux": "3:2.233.0-1.el9",
                               "firewalld": "1.3.4-7.el9", "systemd": "252-46.el9"},
           available_services=["sshd.service", "firewalld.service", "chronyd.service", "user@1001.service"],
           users=[{"name": "kate", "uid": 1000, "gid": 1000, "home": "/home/kate", "shell": "/bin/bash"},
                  {"name": "webapp", "uid": 1001, "gid": 1001, "home": "/home/webapp", "shell": "/bin/bash"}],
           groups=[{"name": "wheel", "gid": 10, "members": ["kate"]}]),
    item("s2", "linux_containers", {"runtime": "podman", "containers": [
        box("3f9a1c27b0e4", "web-proxy", "docker.io/library/nginx:1.27-alpine", "running", "Up 3 days",
            "2026-11-17T08:20:14-05:00", ["0.0.0.0:8080->80/tcp"]),
        box("8c2d5e91a7f3", "app", "ghcr.io/acme/shopfront:2.8.1", "restarting", "Restarting (1) 6 seconds ago",
            "2026-11-20T09:41:30-05:00"),
        box("51be0f6d3c88", "db", "docker.io/library/postgres:16.4", "running", "Up 3 days",
            "2026-11-17T08:19:58-05:00", ["127.0.0.1:5432->5432/tcp"]),
        box("e07a4b9c2d15", "cache", "docker.io/library/redis:7.4-alpine", "running", "Up 3 days",
            "2026-11-17T08:20:03-05:00"),
        box("9d1f3e6a8b20", "migrate", "ghcr.io/acme/shopfront:2.8.1", "exited", "Exited (0) 3 days ago",
            "2026-11-17T08:20:07-05:00"),
    ]}, STETSON, age=20, args={"all": True}),
    item("s3", "linux_service_status", {
        "unit": "app.service", "load_state": "loaded", "active_state": "active", "sub_state": "running",
        "unit_file_state": "generated", "main_pid": 48812, "active_since": "2026-11-20T11:04:29-05:00",
        "description": "shopfront app container"}, STETSON, age=25, args={"name": "app.service", "user": True}),
    item("s4", "linux_recent_logs", {"source": "journal", "unit": "app.service", "entries": [
        log_entry("2026-11-20T11:03:58-05:00", "app.service", "info", "Started shopfront app container."),
        log_entry("2026-11-20T11:04:02-05:00", "app.service", "info", "app[48601]: shopfront 2.8.1 listening on :3000"),
        log_entry("2026-11-20T11:04:03-05:00", "app.service", "err",
                  "app[48601]: error: password authentication failed for user \"shop\""),
        log_entry("2026-11-20T11:04:03-05:00", "app.service", "info",
                  "app.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-20T11:04:24-05:00", "app.service", "info",
                  "app.service: Scheduled restart job, restart counter is at 97."),
        log_entry("2026-11-20T11:04:29-05:00", "app.service", "info", "Started shopfront app container."),
        log_entry("2026-11-20T11:04:33-05:00", "app.service", "err",
                  "app[48812]: error: password authentication failed for user \"shop\""),
        log_entry("2026-11-20T11:04:34-05:00", "app.service", "info",
                  "app.service: Main process exited, code=exited, status=1/FAILURE"),
    ]}, STETSON, age=30, args={"unit": "app.service", "since_minutes": 60, "limit": 8}, complete=False),
    item("s5", "linux_processes", processes(187, STETSON_MEM, [
        (3310, "postgres", "webapp", 1.2, 416 * MiB, "2026-11-17T08:20:01-05:00", "postgres"),
        (48812, "node", "webapp", 97.0, 90 * MiB, "2026-11-20T11:04:29-05:00", "node /app/server.js"),
        (3395, "redis-server", "webapp", 0.6, 56 * MiB, "2026-11-17T08:20:05-05:00", "redis-server *:6379"),
        (1123, "firewalld", "root", 0.0, 42 * MiB, "2026-11-17T08:19:03-05:00",
         "/usr/bin/python3 -s /usr/sbin/firewalld --nofork --nopid"),
        (3412, "nginx", "webapp", 0.0, 12 * MiB, "2026-11-17T08:20:16-05:00",
         "nginx: master process nginx -g daemon off;"),
        (2877, "systemd", "webapp", 0.0, 10 * MiB, "2026-11-17T08:19:30-05:00", "/usr/lib/systemd/systemd --user"),
    ]), STETSON, age=28, args={"sort": "memory", "limit": 6}, complete=False),
    item("s6", "linux_file_changes", {"root": "/home/webapp", "since": "2026-11-20T08:04:10-05:00", "files": [
        {"path": "/home/webapp/shop/app.env", "mtime": "2026-11-20T09:39:57-05:00", "size_bytes": 341},
        {"path": "/home/webapp/.config/containers/systemd/app.container", "mtime": "2026-11-20T09:41:12-05:00",
         "size_bytes": 612},
        {"path": "/home/webapp/.bash_history", "mtime": "2026-11-20T09:42:30-05:00", "size_bytes": 18_204},
    ]}, STETSON, age=50, args={"root": "/home/webapp", "since_minutes": 180, "limit": 20}),
    item("s7", "linux_file_read", {"path": "/home/webapp/.config/containers/systemd/app.container", "offset": 0,
                                   "limit": 200, "total_lines": 16, "lines": [
        "[Unit]",
        "Description=shopfront app container",
        "After=db.service cache.service",
        "",
        "[Container]",
        "ContainerName=app",
        "Image=ghcr.io/acme/shopfront:2.8.1",
        "EnvironmentFile=/home/webapp/shop/app.env",
        "Network=shop.network",
        "",
        "[Service]",
        "Restart=always",
        "RestartSec=20",
        "",
        "[Install]",
        "WantedBy=default.target",
    ]}, STETSON, age=45, args={"path": "/home/webapp/.config/containers/systemd/app.container"}),
    item("s8", "linux_system_info", system_info(18.4, [1.12, 0.98, 0.91], 268_208, "2026-11-17T08:18:52-05:00",
                                                STETSON_MEM, 5 * GiB, 4 * GiB, 0),
         STETSON, age=960),
]

stetson_answers = [
    {"q": "Which containers are running?", "ev": ["s2"],
     "a": "Okay, here's the Podman container list:\n\n"
          "| Container | Image | State |\n"
          "|---|---|---|\n"
          "| `web-proxy` | [[s:nginx:1.27-alpine]] | [[s:✅ Up 3 days]] |\n"
          "| `db` | [[c:postgres:15.4]] | [[s:✅ Up 3 days]] |\n"
          "| `cache` | redis:7.4 | [[s:✅ running]] |\n"
          "| `app` | shopfront:2.8.1 | [[s:🔁 restarting]] |\n"
          "| `migrate` | shopfront:2.8.1 | [[c:❌ exited (1) 3 days ago]] |\n\n"
          "* [[s:3 of the 5 containers are running]].\n"
          "* [[s:Only `web-proxy` publishes a port on all interfaces (8080)]].\n"
          "* [[s:`db` is only reachable on 127.0.0.1:5432]].\n"
          "* [[c:`app` was created 3 days ago along with the others]].\n\n"
          "**Important Note:** [[u:`migrate` is likely a one-shot database migration that finished "
          "successfully]].\n\n"
          "Would you like me to look at why `app` keeps restarting?"},

    {"q": "Why does the app container keep restarting?", "ev": ["s4", "s7", "s2"],
     "extra": [user("u5", "The shop has been down since about 9:45 this morning. I only changed the database "
                          "password.", STETSON)],
     "a": "Okay, let's look at the `app` logs.\n\n"
          "**What the logs show:**\n"
          "* [[s:The app starts and logs that it's listening on :3000]]\n"
          "* [[s:Then it fails with \"password authentication failed for user shop\"]]\n"
          "* [[s:The process exits with status 1]]\n"
          "* [[s:systemd schedules a restart about 20 seconds later]] ([[s:`RestartSec=20`]])\n"
          "* [[c:The restart counter was at 79]], [[u:so it has restarted 79 times since 9:45]]\n\n"
          "**Likely cause:**\n"
          "* [[s:The unit reads its environment from `/home/webapp/shop/app.env`]]\n"
          "* [[u:The password in `app.env` doesn't match the new database password]]\n"
          "* [[c:The container runs image `shopfront:2.8.0`]]\n"
          "\n"
          "**Possible causes:** [[u:You changed the password inside Postgres but `app.env` still has the old "
          "one]].\n\n"
          "Could you tell me whether you changed the password in the env file, or only inside Postgres?"},

    {"q": "Is the app service running now?", "ev": ["s3", "s2"],
     "a": "Okay, here's the status of `app.service`:\n\n"
          "* **State:** [[u:active (running)]]\n"
          "* **Main PID:** [[s:48812]]\n"
          "* **Since:** [[s:11:04 AM]]\n"
          "* **Unit file:** [[s:generated]] (it's a Quadlet unit)\n\n"
          "[[c:It has been running for about 2 hours]]. But [[s:the container list shows `app` as "
          "restarting]], so [[u:the service is probably flapping between running and restarting]].\n\n"
          "Would you like me to pull the last few log lines?"},

    {"q": "What changed on the box this morning?", "ev": ["s6", "s7"],
     "a": "Okay, here are the files changed under `/home/webapp` in the last 3 hours:\n\n"
          "* [[s:`shop/app.env` was modified at 9:39 AM]] ([[c:3.4 KB]])\n"
          "* [[s:`app.container` was modified at 9:41 AM]]\n"
          "* [[s:`.bash_history` was modified at 9:42 AM]]\n\n"
          "[[s:Only these 3 files changed]]. [[c:`app.container` is about 6 KB]]. [[s:It sets "
          "`Restart=always`]] and [[s:it depends on `db.service` and `cache.service`]].\n\n"
          "**Important Note:** [[u:The database password was updated in `app.env`]], and [[u:nothing was changed "
          "in `/etc`]].\n\n"
          "Do you want me to show the contents of `app.env` (with the password hidden)?"},

    {"q": "What's using memory on stetson?", "ev": ["s5", "s1"],
     "a": "Okay, let's look at memory usage.\n\n"
          "**Top processes by memory:**\n"
          "1. [[s:`postgres` (PID 3310) – ~416 MiB]]\n"
          "2. [[c:`redis-server` – ~90 MiB]]\n"
          "3. `node` (PID 48812) – [[s:97% CPU]]\n"
          "4. [[c:`firewalld` – ~56 MiB]], [[s:running as root]]\n\n"
          "* [[s:postgres uses about 5.5% of RAM]]\n"
          "* [[s:The machine has about 8 GB of RAM]]\n"
          "* [[s:There are 187 processes in total]], and [[s:none of them uses more than about 420 MiB]]\n"
          "* [[u:firewalld is the only root process using any real memory]]\n\n"
          "Would you like me to check the database's memory settings?"},

    {"q": "Is the machine under load? Give me CPU and memory.", "ev": ["s8"],
     "a": "Okay, here's the system info:\n\n"
          "* **CPU:** [[t:about 18%]]\n"
          "* **Load:** [[t:1.12 / 0.98 / 0.91]]\n"
          "* **Memory:** [[t:~32% used]], [[t:about 5 GiB available]]\n"
          "\n"
          "Do you want a fresh reading?"},

    {"q": "What is this host running?", "ev": ["s1", "s2"],
     "a": "Okay, here's the setup:\n\n"
          "* **OS:** [[s:CentOS Stream 9]] ([[s:kernel 5.14.0-522]])\n"
          "* **Podman:** [[c:4.9.4]]\n"
          "* **Containers run as:** [[u:the `webapp` user (rootless)]]\n"
          "* **CPU:** [[s:Xeon E-2236, 6 cores / 12 threads]]\n"
          "* **Disks:** `/` is 70 GiB, [[c:`/home` is 150 GB]]\n"
          "* **Admins:** [[s:`kate` is the only member of `wheel`]]\n\n"
          "Anything specific you'd like me to check?"},
]

# ---------------------------------------------------------------------------------------------- boater
BOATER = Clock("2026-11-06T22:18:00-05:00")
BOATER_MEM = 15_995_764_736

boater_evidence = [
    steady("o1", BOATER, age=3600, hostname="boater", os_name="Ubuntu", os_version="24.04", os_codename="noble",
           kernel="6.8.0-47-generic", cpu_model="AMD Ryzen 7 7840U w/ Radeon 780M Graphics", cpu_cores=8,
           cpu_threads=16, memory_total_bytes=BOATER_MEM,
           disks=[{"device": "/dev/nvme0n1p2", "mountpoint": "/", "fstype": "ext4", "total_bytes": 510_770_802_688},
                  {"device": "/dev/nvme0n1p1", "mountpoint": "/boot/efi", "fstype": "vfat",
                   "total_bytes": 1_127_219_200}],
           network_interfaces=[{"name": "wlp1s0", "mac": "3c:e9:f7:12:8a:55", "addresses": ["192.168.0.57/24"],
                                "is_up": True}],
           dns_servers=["127.0.0.53"], default_gateway="192.168.0.1",
           installed_packages={"linux-image-6.8.0-47-generic": "6.8.0-47.47",
                               "linux-image-6.8.0-49-generic": "6.8.0-49.49", "linux-generic": "6.8.0-49.49",
                               "fwupd": "1.9.24-1~24.04.1", "snapd": "2.66.1+24.04",
                               "firefox": "1:1snap1-0ubuntu5"},
           available_services=["fwupd.service", "fwupd-refresh.service", "snapd.service", "NetworkManager.service",
                               "systemd-resolved.service"],
           users=[{"name": "sam", "uid": 1000, "gid": 1000, "home": "/home/sam", "shell": "/bin/bash"}],
           groups=[{"name": "sudo", "gid": 27, "members": ["sam"]}]),
    item("o2", "linux_package_history", {"events": [
        package_event("2026-11-01T10:12:40-05:00", "upgrade", "fwupd", "1.9.16-0ubuntu0.24.04.1", "1.9.24-1~24.04.1"),
        package_event("2026-11-05T12:31:08-05:00", "install", "linux-image-6.8.0-49-generic", None, "6.8.0-49.49"),
        package_event("2026-11-05T12:31:09-05:00", "install", "linux-modules-6.8.0-49-generic", None, "6.8.0-49.49"),
        package_event("2026-11-05T12:31:22-05:00", "upgrade", "linux-generic", "6.8.0-47.47", "6.8.0-49.49"),
        package_event("2026-11-05T12:31:24-05:00", "upgrade", "linux-firmware", "20240318.git3b128b60-0ubuntu2.4",
                      "20240318.git3b128b60-0ubuntu2.5"),
    ]}, BOATER, age=90, args={"since_days": 7}),
    item("o3", "linux_system_info", system_info(9.6, [0.85, 0.74, 0.66], 829_567, "2026-10-28T08:51:33-04:00",
                                                BOATER_MEM, 9 * GiB, 4 * GiB, 256 * MiB),
         BOATER, age=20),
    item("o4", "linux_service_status", {
        "unit": "fwupd-refresh.service", "load_state": "loaded", "active_state": "failed", "sub_state": "failed",
        "unit_file_state": "static", "main_pid": None, "active_since": "2026-11-06T21:47:03-05:00",
        "description": "Refresh fwupd metadata and update motd"}, BOATER, age=40, args={"name": "fwupd-refresh"}),
    item("o5", "linux_recent_logs", {"source": "journal", "unit": "fwupd-refresh.service", "entries": [
        log_entry("2026-11-06T09:32:11-05:00", "fwupd-refresh.service", "info",
                  "Starting fwupd-refresh.service - Refresh fwupd metadata and update motd..."),
        log_entry("2026-11-06T09:32:15-05:00", "fwupd-refresh.service", "info",
                  "fwupdmgr[40112]: Successfully downloaded new metadata: 2 local devices supported"),
        log_entry("2026-11-06T21:47:01-05:00", "fwupd-refresh.service", "info",
                  "Starting fwupd-refresh.service - Refresh fwupd metadata and update motd..."),
        log_entry("2026-11-06T21:47:03-05:00", "fwupd-refresh.service", "err",
                  "fwupdmgr[61244]: Failed to download https://cdn.fwupd.org/downloads/firmware.xml.xz.jcat: "
                  "Could not resolve host: cdn.fwupd.org"),
        log_entry("2026-11-06T21:47:03-05:00", "fwupd-refresh.service", "info",
                  "fwupd-refresh.service: Main process exited, code=exited, status=1/FAILURE"),
        log_entry("2026-11-06T21:47:03-05:00", "fwupd-refresh.service", "warning",
                  "fwupd-refresh.service: Failed with result 'exit-code'."),
        log_entry("2026-11-06T21:47:03-05:00", "fwupd-refresh.service", "err",
                  "Failed to start fwupd-refresh.service - Refresh fwupd metadata and update motd."),
    ]}, BOATER, age=45, args={"unit": "fwupd-refresh.service", "since_minutes": 1440}),
    item("o6", "linux_file_read", {"path": "/var/run/reboot-required.pkgs", "offset": 0, "limit": 200,
                                   "total_lines": 2, "lines": ["linux-image-6.8.0-49-generic", "linux-base"]},
         BOATER, age=60, args={"path": "/var/run/reboot-required.pkgs"}),
    item("o7", "linux_disk_usage", {"filesystems": [
        fs("/dev/nvme0n1p2", "/", "ext4", 510_770_802_688, 402 * GiB),
        fs("/dev/nvme0n1p1", "/boot/efi", "vfat", 1_127_219_200, 6_393_856),
    ]}, BOATER, age=1500),
    item("o8", "linux_processes", processes(341, BOATER_MEM, [
        (1098, "snapd", "root", 34.2, 60 * MiB, "2026-10-28T08:51:41-04:00", "/usr/lib/snapd/snapd"),
        (5521, "firefox", "sam", 12.7, 1200 * MiB, "2026-11-06T19:02:11-05:00",
         "/snap/firefox/5187/usr/lib/firefox/firefox"),
        (2602, "gnome-shell", "sam", 6.1, 500 * MiB, "2026-10-28T08:52:20-04:00", "/usr/bin/gnome-shell"),
        (61873, "snap-store", "sam", 3.9, 270 * MiB, "2026-11-06T22:10:05-05:00",
         "/snap/snap-store/1216/usr/bin/snap-store --gapplication-service"),
        (2140, "fwupd", "root", 0.4, 40 * MiB, "2026-11-06T21:47:01-05:00", "/usr/libexec/fwupd/fwupd"),
    ]), BOATER, age=30, args={"sort": "cpu", "limit": 5}, complete=False),
]

boater_answers = [
    {"q": "Do I need to reboot?", "ev": ["o1", "o2", "o3", "o6"],
     "extra": [user("u6", "I ran the updates yesterday at lunch and it said something about a new kernel. I haven't "
                          "restarted since.", BOATER)],
     "a": "Okay, let's look at the kernel situation on **boater**.\n\n"
          "**Installed vs. running:**\n"
          "* **Running kernel:** [[s:6.8.0-47-generic]]\n"
          "* **Newest installed:** [[s:6.8.0-49-generic]], [[s:installed on November 5 at 12:31 PM]]\n"
          "* [[s:`linux-generic` was upgraded from 6.8.0-47.47 to 6.8.0-49.49]]\n"
          "\n"
          "**Reboot needed:** [[s:`/var/run/reboot-required.pkgs` lists `linux-image-6.8.0-49-generic`]] [[s:and "
          "`linux-base`]], so [[s:yes, you need to reboot to use the new kernel]].\n\n"
          "**Uptime:** [[s:The laptop was last booted on October 28]] [[c:at 9:51 AM]], [[s:about 9.5 days "
          "ago]].\n\n"
          "**Important Note:** [[u:The 6.8.0-49 kernel likely fixes the Wi-Fi resume issue on the Ryzen "
          "7840U]].\n\n"
          "Would you like me to check whether anything else is waiting on a reboot?"},

    {"q": "Why did the firmware update check fail?", "ev": ["o4", "o5"],
     "a": "Okay, here's the `fwupd-refresh.service` status:\n\n"
          "* **State:** [[s:failed]] ([[s:exit-code]])\n"
          "* **When:** [[s:tonight at 9:47 PM]]\n"
          "* **Error:** [[s:fwupdmgr couldn't resolve `cdn.fwupd.org`]]\n"
          "* **Earlier:** [[s:It worked this morning at 9:32 AM]] [[c:and found 3 supported devices]]\n"
          "* **Unit file:** [[s:static]], so [[u:it's started by `fwupd-refresh.timer`]]\n\n"
          "**Possible causes:**\n"
          "* [[u:The Wi-Fi was likely disconnected, or DNS wasn't ready, at 9:47 PM]].\n"
          "* [[u:fwupd was upgraded recently (o5)]], so this could be a bug in the new version.\n\n"
          "Were you on a different network tonight?"},

    {"q": "What's using CPU? The fan keeps spinning up.", "ev": ["o8", "o3"],
     "a": "Okay, here's what's using CPU right now:\n\n"
          "* **`snapd`:** [[c:43% CPU]], [[s:running as root]]\n"
          "* **Firefox:** [[c:PID 2602]], [[s:12.7%]], [[s:about 1.2 GiB of RAM]]\n"
          "* **gnome-shell:** [[s:6.1%]]\n"
          "* **snap-store:** [[s:3.9%]], [[c:started at 10:01 PM]]\n\n"
          "**Overall:** [[s:CPU is about 10%]], [[s:load average 0.85]], and [[c:memory is about 60% used]].\n\n"
          "**Likely cause:** [[u:snapd is probably refreshing snaps in the background]].\n\n"
          "Does the fan spin up even when Firefox is closed?"},

    {"q": "How much disk space do I have?", "ev": ["o7"],
     "a": "Okay, here's the disk usage:\n\n"
          "* **`/`:** [[t:402 GiB used]], [[t:84.5% full]], [[t:about 74 GiB free]]\n"
          "\n"
          "**Important Note:** [[u:Most of that is probably old snap revisions and kernels]].\n\n"
          "Would you like me to list the snap revisions you can remove?"},

    {"q": "What changed this week, package-wise?", "ev": ["o2", "o1"],
     "a": "Okay, here's the package history for the last 7 days:\n\n"
          "| Date | Package | Change |\n"
          "|---|---|---|\n"
          "| [[c:Nov 2]] | fwupd | [[s:1.9.16 → 1.9.24]] |\n"
          "| Nov 5 | linux-image-6.8.0-49-generic | [[s:installed]] |\n"
          "| Nov 5 | linux-modules-6.8.0-49-generic | installed |\n"
          "| Nov 5 | linux-generic | [[s:6.8.0-47.47 → 6.8.0-49.49]] |\n"
          "| Nov 5 | linux-firmware | [[s:upgraded]] |\n\n"
          "* [[s:Both the 6.8.0-47 and 6.8.0-49 kernel images are installed]].\n"
          "* [[c:There were 4 package changes]], and [[s:nothing was removed]].\n"
          "* [[u:No snaps were updated this week]].\n"
          "* [[s:The system is still running 6.8.0-47]].\n\n"
          "Do you want me to check the snap refresh history too?"},

    {"q": "Is the laptop OK memory-wise, and how long has it been up?", "ev": ["o3", "o1"],
     "a": "Okay, here's the memory and uptime:\n\n"
          "* **Memory:** [[s:about 9 GiB available]] [[s:of ~15 GiB]] – [[c:roughly 60% used]]\n"
          "* **Installed RAM:** [[s:16 GB]]\n"
          "* **Swap:** [[s:256 MiB used]] [[c:of 8 GiB]]\n"
          "* **Uptime:** [[s:a little over 9 days]]\n"
          "* **CPU:** [[s:Ryzen 7 7840U]] with [[s:8 cores / 16 threads]]\n\n"
          "[[u:Memory looks fine, there's no sign of memory pressure]].\n\n"
          "Is there something specific that feels slow?"},
]

MACHINES = [
    {"name": "beret", "clock": BERET, "evidence": beret_evidence, "answers": beret_answers},
    {"name": "bowler", "clock": BOWLER, "evidence": bowler_evidence, "answers": bowler_answers},
    {"name": "trilby", "clock": TRILBY, "evidence": trilby_evidence, "answers": trilby_answers},
    {"name": "stetson", "clock": STETSON, "evidence": stetson_evidence, "answers": stetson_answers},
    {"name": "boater", "clock": BOATER, "evidence": boater_evidence, "answers": boater_answers},
]
