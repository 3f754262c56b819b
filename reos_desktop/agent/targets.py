"""Target matching: the user's words ("the web server", "postgres", "nextcloud containers") against the
names that really exist on this machine.

Names come from the steady state (available_services, installed_packages, users, groups) and from
fresh tool output (containers, processes). A word matches a name in one of these ways, best first:

    exact        the name itself ("nginx" package, "docker" group)
    unit_suffix  a bare name for a unit ("nginx" -> nginx.service)
    alias        another name of the same software ("sshd" -> ssh.service, "postgres" -> postgresql@15-main)
                 or a category ("web server" -> nginx, apache2, httpd, caddy, lighttpd)
    token        every word of the phrase is a part of the name ("nextcloud" -> nextcloud-app-1)
    related      software that goes with it but is not it ("docker" -> containerd): shown, never identity
    fuzzy        a near spelling ("ngnix" -> nginx), difflib ratio >= 0.8 on words of 5+ letters

When nothing matches, the answer is a NoSuchTarget that carries the lists it searched, so a caller can
say "There is no service named X on this machine" with those lists as evidence instead of guessing.
A list that could not be read makes the NoSuchTarget incomplete: then "no such X" must not be said.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from typing import Any, Iterable

KINDS = ("service", "package", "container", "user", "group", "process")

# How much a way of matching is worth; resolve_one keeps the best tier only.
SCORES = {"exact": 1.0, "unit_suffix": 0.97, "alias": 0.9, "token": 0.8, "related": 0.5}
FUZZY_MIN_RATIO = 0.8
FUZZY_MIN_LENGTH = 5
# Ways of matching that name the thing itself (checks and "is X running" accept only these).
IDENTITY = frozenset({"exact", "unit_suffix", "alias"})

# Names of one piece of software: saying any of them means all of them. Patterns are fnmatch globs on
# the bare name (unit suffix removed), lower case.
SAME_SOFTWARE: dict[str, tuple[str, ...]] = {
    "ssh": ("ssh", "sshd", "openssh-server", "openssh"),
    "docker": ("docker", "docker-ce", "docker.io", "docker-engine", "moby-engine", "dockerd"),
    "postgres": ("postgres", "postgresql", "postgresql-[0-9]*", "postgresql@*"),
    "mysql": ("mysql", "mysqld", "mysql-server", "mysql-server-[0-9]*"),
    "mariadb": ("mariadb", "mariadbd", "mariadb-server", "mariadb-server-[0-9]*"),
    "nginx": ("nginx", "nginx-core", "nginx-full", "nginx-light", "nginx-extras", "nginx-mainline"),
    "apache": ("apache", "apache2", "httpd", "apache2-bin"),
    "cron": ("cron", "crond", "cronie"),
    "ntp": ("ntp", "ntpd", "ntpsec", "chrony", "chronyd", "systemd-timesyncd"),
    "network manager": ("networkmanager", "network-manager"),
    "redis": ("redis", "redis-server"),
    "mongodb": ("mongodb", "mongod", "mongodb-org", "mongodb-server"),
    "cups": ("cups", "cupsd", "cups-daemon"),
    "node": ("node", "nodejs"),
    "samba": ("samba", "smbd", "nmbd"),
    "bind": ("bind9", "named", "bind"),
    "wireguard": ("wireguard", "wireguard-tools", "wg-quick@*"),
    "openvpn": ("openvpn", "openvpn@*", "openvpn-client@*", "openvpn-server@*"),
    "kubernetes": ("kubelet", "kubectl", "kubeadm", "k3s", "microk8s"),
    "podman": ("podman",),
    "containerd": ("containerd", "containerd.io"),
}

# Words for a kind of software: only the phrase itself leads here (saying "apache2" is not "any web server").
CATEGORIES: dict[str, tuple[str, ...]] = {
    "web server": ("nginx", "apache2", "httpd", "caddy", "lighttpd"),
    "database": ("postgresql", "postgresql-*", "postgresql@*", "mariadb", "mariadb-server", "mysql", "mysqld",
                 "mysql-server", "mongod", "redis-server"),
    "firewall": ("ufw", "firewalld", "nftables", "iptables", "netfilter-persistent"),
    "dns server": ("bind9", "named", "dnsmasq", "unbound", "systemd-resolved", "pdns-server"),
    "mail server": ("postfix", "exim4", "sendmail", "dovecot", "opensmtpd"),
    "display manager": ("gdm", "gdm3", "sddm", "lightdm", "display-manager"),
    "container runtime": ("docker", "docker-ce", "docker.io", "podman", "containerd", "containerd.io", "cri-o"),
    "time sync": ("systemd-timesyncd", "chrony", "chronyd", "ntp", "ntpd", "ntpsec"),
    "printing": ("cups", "cupsd", "cups-daemon"),
    "bluetooth": ("bluetooth", "bluez"),
    "vpn": ("openvpn", "openvpn@*", "wg-quick@*", "wireguard", "strongswan*", "openconnect"),
}

# Software that goes with the named one without being it ("is docker running?" is not "is containerd").
RELATED: dict[str, tuple[str, ...]] = {
    "docker": ("containerd", "containerd.io", "docker-ce-cli", "docker-compose", "docker-compose-plugin"),
    "postgres": ("postgresql-client*", "postgresql-common", "libpq*"),
    "mysql": ("mysql-client*", "mysql-common", "mariadb-server", "mariadb"),
    "mariadb": ("mariadb-client*", "mariadb-common"),
    "nginx": ("nginx-common", "libnginx-mod-*"),
    "ssh": ("openssh-client", "ssh-askpass", "openssh-sftp-server"),
}

# Other ways people write the keys above.
PHRASES: dict[str, str] = {
    "webserver": "web server", "web-server": "web server", "http server": "web server", "web servers": "web server",
    "www server": "web server", "httpd server": "web server",
    "db": "database", "database server": "database", "databases": "database", "db server": "database",
    "sql server": "database", "sql database": "database",
    "postgresql": "postgres", "pg": "postgres", "psql": "postgres", "postgre": "postgres", "pgsql": "postgres",
    "mysqld": "mysql", "mariadbd": "mariadb",
    "openssh": "ssh", "sshd": "ssh", "ssh server": "ssh", "openssh server": "ssh", "secure shell": "ssh",
    "dockerd": "docker", "docker engine": "docker", "docker daemon": "docker", "moby": "docker",
    "apache2": "apache", "httpd": "apache", "apache httpd": "apache",
    "crond": "cron", "cronie": "cron",
    "chrony": "ntp", "chronyd": "ntp", "ntpd": "ntp", "timesyncd": "ntp",
    "networkmanager": "network manager", "nm": "network manager",
    "redis-server": "redis", "mongo": "mongodb", "mongod": "mongodb", "nodejs": "node", "node.js": "node",
    "smb": "samba", "smbd": "samba", "named": "bind", "bind9": "bind", "wg": "wireguard",
    "k8s": "kubernetes", "kubelet": "kubernetes",
    "mail": "mail server", "smtp server": "mail server", "mta": "mail server",
    "dns": "dns server", "resolver": "dns server", "name server": "dns server",
    "login manager": "display manager", "dm": "display manager",
    "container engine": "container runtime", "containers runtime": "container runtime",
    "printer": "printing", "print server": "printing", "cupsd": "cups",
    "clock sync": "time sync", "ntp server": "ntp",
}

# Nouns that say which kind of thing is meant ("the nginx service", "nextcloud containers").
KIND_NOUNS: dict[str, str] = {
    "service": "service", "services": "service", "unit": "service", "units": "service", "daemon": "service",
    "daemons": "service",
    "package": "package", "packages": "package", "pkg": "package", "deb": "package",
    "container": "container", "containers": "container",
    "user": "user", "users": "user", "account": "user", "accounts": "user",
    "group": "group", "groups": "group",
    "process": "process", "processes": "process", "program": "process", "programs": "process",
}
_LEADING = re.compile(r"^(?:the|a|an|my|our|this|that|any|some|all)\s+")
_SPLIT = re.compile(r"[-_.@:+/\s]+")


@dataclass
class TargetMatch:
    kind: str          # service | package | container | user | group | process
    name: str          # the real name on this machine
    how: str           # exact | unit_suffix | alias | token | related | fuzzy
    score: float
    source: str        # "steady_state" or the tool whose output held the name
    via: str | None = None  # the alias group or category ("web server"), when how is alias or related

    @property
    def is_identity(self) -> bool:
        return self.how in IDENTITY

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "how": self.how, "score": round(self.score, 3),
                "source": self.source, "via": self.via}


@dataclass
class NoSuchTarget:
    words: str
    kinds: tuple[str, ...]
    searched: dict[str, list[str]]                       # kind -> the names searched
    unknown: dict[str, str] = field(default_factory=dict)  # kind -> why its list could not be read
    near: list[TargetMatch] = field(default_factory=list)  # fuzzy or related names worth suggesting

    @property
    def complete(self) -> bool:
        """True when every list was read: only then may one say that no such thing exists."""
        return not self.unknown

    def sentence(self) -> str:
        kinds = _kinds_text(self.kinds)
        if self.complete:
            text = f"There is no {kinds} named {self.words} on this machine."
        else:
            unread = "; ".join(f"the {k} list could not be read ({why})" for k, why in self.unknown.items())
            text = f"No {kinds} named {self.words} was found, but {unread}."
        if self.near:
            names = ", ".join(dict.fromkeys(m.name for m in self.near[:3]))
            text += f" Close names: {names}."
        return text

    def to_dict(self) -> dict[str, Any]:
        return {"no_such_target": self.words, "kinds": list(self.kinds), "complete": self.complete,
                "searched": {k: len(v) for k, v in self.searched.items()}, "unknown": dict(self.unknown),
                "near": [m.to_dict() for m in self.near], "sentence": self.sentence()}


@dataclass
class AmbiguousTarget:
    words: str
    candidates: list[TargetMatch]

    def sentence(self) -> str:
        names = ", ".join(f"{m.name} ({m.kind})" for m in self.candidates[:6])
        return f"'{self.words}' could mean more than one thing here: {names}."

    def to_dict(self) -> dict[str, Any]:
        return {"ambiguous": self.words, "candidates": [m.to_dict() for m in self.candidates],
                "sentence": self.sentence()}


def _kinds_text(kinds: Iterable[str]) -> str:
    kinds = list(kinds)
    if len(kinds) <= 1:
        return kinds[0] if kinds else "thing"
    return ", ".join(kinds[:-1]) + " or " + kinds[-1]


def split_kind(words: str) -> tuple[str, str | None]:
    """("the nginx service") -> ("nginx", "service"); a kind noun at either end names the kind."""
    text = " ".join(words.strip().strip("\"'`").split())
    low = text.lower()
    while True:
        stripped = _LEADING.sub("", low)
        if stripped == low:
            break
        text, low = text[len(text) - len(stripped):], stripped
    kind = None
    parts = text.split()
    if len(parts) > 1 and parts[-1].lower() in KIND_NOUNS:
        kind = KIND_NOUNS[parts[-1].lower()]
        parts = parts[:-1]
    elif len(parts) > 1 and parts[0].lower() in KIND_NOUNS:
        kind = KIND_NOUNS[parts[0].lower()]
        parts = parts[1:]
        if len(parts) > 1 and parts[0].lower() in ("named", "called"):
            parts = parts[1:]
    return " ".join(parts), kind


def _same_software_key(word: str) -> str | None:
    """The SAME_SOFTWARE group a word names: its key, another phrase for it, or one of its literal names."""
    low = " ".join(word.lower().split())
    low = PHRASES.get(low, low)
    if low in SAME_SOFTWARE:
        return low
    for key, names in SAME_SOFTWARE.items():
        if low in names:
            return key
    return None


def alias_key(word: str) -> str | None:
    """The SAME_SOFTWARE or CATEGORIES key a word names, if any."""
    low = " ".join(word.lower().split())
    if PHRASES.get(low, low) in CATEGORIES:
        return PHRASES.get(low, low)
    return _same_software_key(low)


def _bare(kind: str, name: str) -> str:
    low = name.lower()
    return low[:-len(".service")] if kind == "service" and low.endswith(".service") else low


# ----------------------------------------------------------------------------------------- candidate lists
def candidate_names(snapshot_fields: dict | None, tool_data: dict | None,
                    kinds: Iterable[str]) -> tuple[dict[str, list[tuple[str, str]]], dict[str, str]]:
    """kind -> [(name, source)] for every requested kind, and kind -> why its list is unknown or partial."""
    fields = snapshot_fields or {}
    unavailable = dict(fields.get("unavailable") or {})
    tool_data = tool_data or {}
    names: dict[str, list[tuple[str, str]]] = {}
    unknown: dict[str, str] = {}
    for kind in kinds:
        found: list[tuple[str, str]] = []
        if kind == "service":
            if "available_services" in fields and "available_services" not in unavailable and \
                    fields.get("available_services") is not None:
                found += [(n, "steady_state") for n in fields["available_services"]]
            else:
                unknown[kind] = unavailable.get("available_services", "the steady state was not given")
            data, why = _tool_part(tool_data, "linux_service_status", "service")
            if data is not None:
                units = data.get("units") if isinstance(data, dict) and "units" in data else [data]
                found += [(u["unit"], "linux_service_status") for u in units if isinstance(u, dict) and u.get("unit")]
        elif kind == "package":
            if fields.get("installed_packages") is not None and "installed_packages" not in unavailable:
                found += [(n, "steady_state") for n in fields["installed_packages"]]
                for extra in ("flatpak_apps", "snap_packages"):
                    found += [(n, "steady_state") for n in (fields.get(extra) or {})]
            else:
                unknown[kind] = unavailable.get("installed_packages", "the steady state was not given")
        elif kind in ("user", "group"):
            key = kind + "s"
            if fields.get(key) is not None and key not in unavailable:
                found += [(e["name"], "steady_state") for e in fields[key] if e.get("name")]
            else:
                unknown[kind] = unavailable.get(key, "the steady state was not given")
        elif kind == "container":
            data, why = _tool_part(tool_data, "linux_containers", "container")
            if data is None:
                unknown[kind] = why
            else:
                found += [(c["name"], "linux_containers") for c in data.get("containers") or [] if c.get("name")]
                if why:
                    unknown[kind] = why
        elif kind == "process":
            data, why = _tool_part(tool_data, "linux_processes", "process")
            if data is None:
                unknown[kind] = why
            else:
                found += [(p["name"], "linux_processes") for p in data.get("processes") or [] if p.get("name")]
                if why:
                    unknown[kind] = why
        names[kind] = list(dict.fromkeys(found))
    return names, unknown


def _tool_part(tool_data: dict, tool: str, kind: str) -> tuple[Any, str | None]:
    """(data, None) for a complete reading; (data, why) when partial; (None, why) when missing or failed.

    tool_data values may be a tool's data dict, an EvidenceItem (its `complete` and `error` count), or a
    plain list of names under the kind's name."""
    if kind in tool_data and isinstance(tool_data[kind], list):
        return {"containers" if kind == "container" else "processes": [{"name": n} for n in tool_data[kind]],
                "units": [{"unit": n} for n in tool_data[kind]]}, None
    value = tool_data.get(tool)
    if value is None:
        return None, f"{tool} was not run"
    if hasattr(value, "data") and hasattr(value, "complete"):
        if value.error:
            return None, value.error
        data, complete = value.data, value.complete
    else:
        data, complete = value, True
    if not isinstance(data, dict):
        return None, f"{tool} returned nothing"
    if data.get("truncated") or data.get("unreadable"):
        complete = False
    return data, None if complete else f"the {tool} listing was cut or partly unreadable"


# ---------------------------------------------------------------------------------------------- matching
class _Word:
    """What a word means, worked out once per search rather than once per candidate name."""

    __slots__ = ("text", "same_key", "same", "category", "categories", "parts", "related_key", "related")

    def __init__(self, word: str):
        self.text = word
        self.same_key = _same_software_key(word)
        self.same = SAME_SOFTWARE.get(self.same_key, ()) if self.same_key else ()
        self.category = PHRASES.get(word, word)
        self.categories = CATEGORIES.get(self.category, ())
        self.parts = [p for p in _SPLIT.split(word) if p]
        self.related_key = alias_key(word) or word
        self.related = RELATED.get(self.related_key, ())


def _match_one(w: _Word, kind: str, name: str) -> tuple[str, float, str | None] | None:
    """How (if at all) the word names `name` of `kind`."""
    word = w.text
    low, bare = name.lower(), _bare(kind, name)
    if word == low:
        return "exact", SCORES["exact"], None
    if kind == "service" and word == bare:
        return "unit_suffix", SCORES["unit_suffix"], None
    if w.same and any(fnmatchcase(bare, p) for p in w.same):
        return "alias", SCORES["alias"], w.same_key
    if w.categories and any(fnmatchcase(bare, p) for p in w.categories):
        return "alias", SCORES["alias"], w.category
    if w.parts and len(word) >= 3 and w.parts[0] in bare and all(p in _SPLIT.split(bare) for p in w.parts):
        return "token", SCORES["token"], None
    if w.related and any(fnmatchcase(bare, p) for p in w.related):
        return "related", SCORES["related"], w.related_key
    # A ratio of 0.8 needs the shorter name to be at least 2/3 of the longer: skip the rest unbuilt.
    if len(word) >= FUZZY_MIN_LENGTH and 3 * min(len(word), len(bare)) >= 2 * max(len(word), len(bare)):
        matcher = difflib.SequenceMatcher(None, word, bare)
        if matcher.real_quick_ratio() >= FUZZY_MIN_RATIO and matcher.quick_ratio() >= FUZZY_MIN_RATIO:
            ratio = matcher.ratio()
            if ratio >= FUZZY_MIN_RATIO:
                return "fuzzy", round(ratio * 0.6, 3), None
    return None


def match_targets(words: str, snapshot_fields: dict | None, tool_data: dict | None = None,
                  kinds: Iterable[str] = KINDS) -> list[TargetMatch]:
    """Every real name the words could mean, best first (score, then the order of `kinds`)."""
    word, kind_hint = split_kind(words)
    kinds = tuple(kinds)
    if kind_hint and kind_hint in kinds:
        kinds = (kind_hint,)
    word = word.lower()
    if not word:
        return []
    names, _ = candidate_names(snapshot_fields, tool_data, kinds)
    info = _Word(word)
    matches: list[TargetMatch] = []
    seen: set[tuple[str, str]] = set()
    for kind in kinds:
        for name, source in names.get(kind, []):
            if (kind, name) in seen:
                continue
            found = _match_one(info, kind, name)
            if found:
                seen.add((kind, name))
                how, score, via = found
                matches.append(TargetMatch(kind, name, how, score, source, via))
    order = {k: i for i, k in enumerate(kinds)}
    matches.sort(key=lambda m: (-m.score, order[m.kind], m.name))
    return matches


def resolve_one(words: str, snapshot_fields: dict | None, tool_data: dict | None = None,
                kinds: Iterable[str] = KINDS, identity_only: bool = False
                ) -> TargetMatch | NoSuchTarget | AmbiguousTarget:
    """The one thing the words name, or why there is none (NoSuchTarget) or more than one (AmbiguousTarget).

    With identity_only, token, related and fuzzy matches are never taken as the thing (they are offered
    as `near` names instead)."""
    word, kind_hint = split_kind(words)
    kinds = tuple(kinds)
    if kind_hint and kind_hint in kinds:
        kinds = (kind_hint,)
    matches = match_targets(words, snapshot_fields, tool_data, kinds)
    accepted = [m for m in matches if m.how in IDENTITY or (not identity_only and m.how == "token")]
    if accepted:
        best = accepted[0].score
        tier = [m for m in accepted if m.score == best]
        # The same name under several kinds (a docker package, group and service) is one thing, kind order wins.
        distinct = list(dict.fromkeys(_bare(m.kind, m.name) for m in tier))
        if len(distinct) == 1:
            return tier[0]
        same_kind = [m for m in tier if m.kind == tier[0].kind]
        if len(same_kind) == 1:
            return same_kind[0]
        return AmbiguousTarget(word or words, tier)
    if not identity_only:
        fuzzy = [m for m in matches if m.how == "fuzzy"]
        if len(fuzzy) == 1:
            return fuzzy[0]
    names, unknown = candidate_names(snapshot_fields, tool_data, kinds)
    near = [m for m in matches if m.how in ("fuzzy", "related", "token")]
    return NoSuchTarget(word or words, kinds, {k: [n for n, _ in v] for k, v in names.items()}, unknown, near)
