"""The other names one thing goes by: unit suffixes, template instances, versioned package names, daemons.

"nginx.service" is "nginx"; "postgresql@15-main.service" is "postgresql"; "docker-ce" and "dockerd" are
"docker"; "openssh-server" and "ssh.service" are "ssh"/"sshd". These aliases let a claim that says
"docker" find the docker-ce package and the dockerd process, while a claim about "redis" finds nothing.
"""

from __future__ import annotations

import re
from functools import lru_cache

_UNIT_SUFFIX = re.compile(r"\.(service|socket|timer|mount|target|path|scope|slice|device)$")
_TRAILING_VERSION = re.compile(r"(?<=[a-z])[-.]?\d+(?:\.\d+)*$")
_PACKAGING_SUFFIX = re.compile(r"(?:-server|-ce|-ee|\.io|-daemon|-core|-bin|-plugin|-cli)$")
_COMPOSE_NAME = re.compile(r"^[a-z0-9][\w.-]*?[-_]([a-z][\w.]*?)[-_]\d+$")

# Daemons and packages whose names differ from the program people call them by.
_FAMILIES = [
    {"ssh", "sshd", "openssh", "openssh-server"},
    {"postgres", "postgresql", "postmaster"},
    {"apache", "apache2", "httpd"},
    {"docker", "dockerd"},
    {"mysql", "mysqld", "mysql-server"},
    {"mariadb", "mariadbd", "mariadb-server"},
    {"redis", "redis-server"},
    {"cron", "crond", "cronie"},
    {"ntp", "ntpd"},
    {"chrony", "chronyd"},
    {"journald", "systemd-journald"},
    {"resolved", "systemd-resolved"},
    {"networkd", "systemd-networkd"},
    {"logind", "systemd-logind"},
    {"timesyncd", "systemd-timesyncd"},
    {"networkmanager", "network-manager", "nm"},
    {"mongodb", "mongod", "mongo"},
    {"bind9", "named", "bind"},
    {"rsyslog", "rsyslogd"},
    {"syslog-ng", "syslog"},
    {"k3s", "k3s-server"},
    {"cups", "cupsd"},
    {"avahi", "avahi-daemon"},
    {"dbus", "dbus-daemon", "dbus-broker"},
    {"polkit", "polkitd"},
    {"udev", "systemd-udevd", "udevd"},
    {"elasticsearch", "elastic"},
    {"node", "nodejs"},
    {"python", "python3"},
    {"pihole", "pihole-ftl", "pi-hole"},
    {"caddy"},
    {"haproxy"},
    {"memcached", "memcache"},
    {"rabbitmq", "rabbitmq-server", "beam.smp"},
    {"nfs", "nfs-server", "nfsd", "nfs-kernel-server"},
    {"smbd", "samba", "smb"},
    {"fail2ban", "fail2ban-server"},
    {"php-fpm", "php-fpm8.2", "php8.2-fpm", "php8.1-fpm", "php8.3-fpm", "php7.4-fpm"},
    {"containerd", "containerd.io"},
]
_FAMILY_OF = {name: family for family in _FAMILIES for name in family}


def base_name(name: str) -> str:
    """nginx.service -> nginx, getty@tty1.service -> getty@tty1."""
    return _UNIT_SUFFIX.sub("", name.strip().lower())


@lru_cache(maxsize=65536)
def aliases(name: str) -> frozenset[str]:
    """Every name a claim may use for `name` (lower case, the name itself included). Cached: the same
    package list is indexed again for every answer."""
    low = name.strip().lower()
    out = {low}
    base = _UNIT_SUFFIX.sub("", low)
    out.add(base)
    if "@" in base:
        out.add(base.split("@", 1)[0])
    for candidate in list(out):
        out.add(_PACKAGING_SUFFIX.sub("", candidate))
        out.add(_TRAILING_VERSION.sub("", candidate))
    versioned = re.match(r"^([a-z][a-z0-9]+)-\d", base)   # openjdk-17-jre-headless -> openjdk
    if versioned and len(versioned.group(1)) >= 3:
        out.add(versioned.group(1))
    parts = base.split(".")
    if len(parts) >= 3 and parts[0] in ("com", "org", "io", "net", "dev", "app", "tv", "us", "de", "fr", "im"):
        out.add(parts[1])   # flatpak ids: com.spotify.Client -> spotify
    compose = _COMPOSE_NAME.match(base)
    if compose:   # docker compose names: project-service-1 -> service
        out.add(compose.group(1))
    for candidate in list(out):
        out.update(_FAMILY_OF.get(candidate, ()))
    if re.match(r"^(?:kernel-(?:default|core|lts|zen|hardened|rt|generic)|linux-image-[\w.+-]+|linux(?:-lts|-zen|-hardened)?)$",
                base):
        out.add("kernel")   # the kernel package under its distribution's name
    # "gnome-shell" is also written "GNOME Shell"
    out |= {a.replace("-", " ") for a in out if "-" in a and a.count("-") <= 2 and not any(c.isdigit() for c in a)}
    if base.count("-") == 2 and not any(c.isdigit() for c in base):   # docker-compose-plugin: "the compose plugin"
        out.add(base.split("-", 1)[1].replace("-", " "))
    # Ordinary words among them ("web", "db", "backup") stay: the claim reader only links such a word to a
    # package, account or group when the sentence says which kind of thing it is.
    return frozenset(a for a in out if len(a) >= 2 or a == "/")


def image_names(image: str) -> set[str]:
    """docker.io/library/nginx:1.25-alpine -> {nginx:1.25-alpine, nginx}."""
    low = image.strip().lower()
    out = {low}
    path = low.split("@", 1)[0]
    last = path.rsplit("/", 1)[-1]
    out.add(last)
    out.add(last.split(":", 1)[0])
    return {a for a in out if a}


def tag_release(image: str) -> str | None:
    """"mariadb:10.11" -> "10.11", "redis:7.4.2-alpine" -> "7.4.2-alpine": the release an image's tag names, if
    the tag is one (major.minor at least; "latest" and "v1" are not)."""
    last = image.split("@", 1)[0].rsplit("/", 1)[-1]
    tag = last.split(":", 1)[1] if ":" in last else ""
    return tag.lstrip("vV") if re.match(r"^v?\d+\.\d+", tag) else None


def same_thing(a: str, b: str) -> bool:
    """Do two names name the same thing, allowing for aliases?"""
    return bool(aliases(a) & aliases(b))


def same_version(full: str, stated: str) -> bool:
    """Does the stated version name this full one ("1.24" of "1.24.0-2ubuntu7")? Also when they only differ
    in separators: the kernel release "6.12.1-arch1-1" is the package version "6.12.1.arch1-1"."""
    from reos_desktop.versions import version_prefix_matches

    if version_prefix_matches(full, stated):
        return True
    epoch_full, epoch_stated = re.match(r"^(\d+):", full), re.match(r"^(\d+):", stated)
    if epoch_stated:   # "1:9.6p1-3ubuntu13.5": the same epoch, then the same version
        if not epoch_full or epoch_full.group(1) != epoch_stated.group(1):
            return False
        return same_version(full[epoch_full.end():], stated[epoch_stated.end():])
    if re.fullmatch(r"\d+(?:\.\d+)+", stated) and re.search(rf"[a-z]{re.escape(stated)}$", full.lower()):
        return True   # "upgraded from 13.4": the distribution revision of 1:9.6p1-3ubuntu13.4
    if re.fullmatch(r"v?\d+(?:\.\d+)+", stated.lower()) and "-" in full:
        # "136.0.1" is not firefox 136.0-1.fc41: a plain release is read against the upstream part only, not
        # against the packaging revision after its dash
        full = full.split("-", 1)[0]
    norm_full, norm_stated = re.sub(r"[-_.+~]", ".", full.lower()), re.sub(r"[-_.+~]", ".", stated.lower().lstrip("v"))
    return bool(norm_stated) and (norm_full == norm_stated or norm_full.startswith(norm_stated + "."))


_INTERPRETER_RE = re.compile(r"^(?:python[\d.]*|pypy[\d.]*|node|nodejs|deno|bun|ruby[\d.]*|perl[\d.]*|php[\d.]*|java|"
                             r"bash|sh|dash|zsh|ksh|lua[\d.]*|Rscript|tclsh|uv|uvx|npx|pipx)$", re.I)


@lru_cache(maxsize=16384)
def program_text(cmdline: str) -> str:
    """The part of a command line that says which program runs: the executable's path (paths with spaces
    kept whole) and, under an interpreter, the script, module or jar it runs. The arguments after it are
    data, not the program: `timeout 60 reos ask "is nginx running"` does not run nginx."""
    toks = str(cmdline or "").split()
    if not toks:
        return ""
    if toks[0].endswith(":"):
        return " ".join(toks)   # "postgres: app reporting 10.0.4.21 SELECT": a title the program set, all of it its own
    end = 1
    if toks[0].startswith("/"):
        # "/opt/Counter-Strike Global Offensive/bin/cs2": a path with spaces ends at its last slash-token
        for j in range(1, min(len(toks), 6)):
            if toks[j].startswith("-"):
                break
            if "/" in toks[j] and not toks[j].startswith("/"):
                end = j + 1
    parts = toks[:end]
    exe = " ".join(parts).rsplit("/", 1)[-1]
    if _INTERPRETER_RE.match(exe):
        rest = toks[end:]
        j = 0
        while j < len(rest) and rest[j].startswith("-"):
            if rest[j] in ("-m", "-jar", "-cp", "-classpath") and j + 1 < len(rest):
                parts.append(rest[j + 1])
                break
            j += 1
        else:
            if j < len(rest):
                parts.append(rest[j])
    return " ".join(parts)


def runs_program(cmdline: str, name: str) -> bool:
    """Is `name` the program this command line runs (its executable or interpreted script), as a whole word?"""
    return bool(re.search(rf"(?:^|[/\s]){re.escape(name.lower())}(?:[\s:]|$)", program_text(cmdline).lower()))


def iface_aliases(name) -> tuple[str, ...]:
    """What people call an interface by its kind: wlp0s20f3 is "the Wi-Fi", enp3s0 "the Ethernet"."""
    name = str(name)
    if name.startswith(("wl", "wlan")):
        return ("wi-fi", "wifi", "wireless", "wlan")
    if name.startswith(("en", "eth")):
        return ("ethernet", "wired")
    return ()


def pid_named(index, name: str, after: list[str]) -> bool:
    """"a new java process (PID 48890)": the PID stated picks the process the evidence shows after all."""
    pids = {int(w) for w in after if w.isdigit()}
    return bool(pids) and any(e.kind == "process" and e.rec.get("pid") in pids for e in index.lookup(name))
