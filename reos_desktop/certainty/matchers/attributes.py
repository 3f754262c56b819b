"""Single-valued facts about the machine from the steady state: hostname, distribution and its version and
codename, kernel, architecture, CPU model, package manager, default gateway, DNS servers, domain.

A claim names the attribute ("the hostname is ...", "kernel 6.8.0-45", "Ubuntu 24.04 (noble)", "an AMD
Ryzen 9 5900X") and a value; a value that differs from the recorded one contradicts it.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import AttrFact, FactIndex, Verdict
from reos_desktop.certainty.matchers.dns import about_dns, check_dns_address, dns_word_nearer, stub_forwarding
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.reading import Reading
from reos_desktop.versions import version_prefix_matches

_OS_ALIASES = {"rhel": "red hat", "red hat": "red hat", "alma": "almalinux", "rocky": "rocky", "suse": "suse",
               "opensuse": "opensuse", "sles": "suse", "linux mint": "mint", "archlinux": "arch", "arch linux": "arch",
               "pop!_os": "pop", "pop_os": "pop", "centos": "centos", "void linux": "void", "alpine linux": "alpine",
               "elementary os": "elementary", "amazon linux": "amazon", "oracle linux": "oracle"}
DISTROS = ("ubuntu", "debian", "fedora", "centos", "rhel", "red hat", "rocky", "almalinux", "alma", "arch linux",
           "archlinux", "manjaro", "opensuse", "suse", "sles", "linux mint", "pop!_os", "pop_os", "elementary os",
           "gentoo", "alpine linux", "alpine", "nixos", "void linux", "kali", "raspbian", "amazon linux", "oracle linux", "endeavouros",
           "zorin", "mx linux", "slackware", "clear linux")
_DISTRO_RE = re.compile(r"(?<![\w:/.-])(" + "|".join(re.escape(d) for d in DISTROS) + r")(?![\w:/-])(?:\s+enterprise linux(?: server)?|\s+gnu/linux|\s+linux|\s+leap|\s+tumbleweed|\s+stream)?(?:\s+(v?\d+(?:\.\d+)*))?",
                        re.I)
_ARCH = {"x86_64": "x86_64", "amd64": "x86_64", "x64": "x86_64", "x86-64": "x86_64", "64-bit": "64",
         "aarch64": "aarch64", "arm64": "aarch64", "armv7l": "armv7l", "armhf": "armv7l", "i686": "i686",
         "i386": "i686", "32-bit": "32", "riscv64": "riscv64", "ppc64le": "ppc64le", "s390x": "s390x"}
_PKG_FAMILY = {"apt": "dpkg", "apt-get": "dpkg", "dpkg": "dpkg", "dnf": "rpm", "yum": "rpm", "rpm": "rpm",
               "zypper": "rpm", "pacman": "pacman", "apk": "apk", "emerge": "portage", "xbps": "xbps", "nix": "nix"}
_CPU_BRANDS = {"intel", "amd", "arm", "apple", "qualcomm", "ampere", "ryzen", "epyc", "xeon", "threadripper",
               "celeron", "pentium", "athlon", "opteron", "atom", "cortex", "graviton", "neoverse"}
_HOST_RE = re.compile(r"\b(?<![/.\-])(?:host\s?name|computer name|machine name|machine(?:'s)? name|^host(?=:)|^machine(?=:)|"
                      r"^server(?=:)|(?:machine|host|computer|system|server|box)\s+is\s+(?:called|named))\b(?:\s*(?:is|of|:|set to|=))*\s*([\w.-]+)", re.I)


_UPDATE_WORDS_RE = re.compile(r"\b(?:update[sd]?|upgrade[sd]?|install(?:ed|s)?|new(?:er)?|pending)\b")


def _kernel_package_installed(reading: Reading, index: FactIndex, stated: str) -> Verdict | None:
    """"a kernel update 6.1.128 on the 17th", "new kernel 6.8.0-55 installed": a kernel package's version, which
    Debian's linux-image-6.1.0-31-amd64 (6.1.128-1) writes otherwise than the release it boots as."""
    if not _UPDATE_WORDS_RE.search(reading.low):
        return None
    names = {f.text for f in index.tfacts if f.attr in ("install", "upgrade") and "kernel" in aliases(f.text)}
    hits = [Hit(True, eid, None, f"{name} {version}") for name in sorted(names)
            for version, eid, _ in index.package_versions(name) if version_prefix_matches(str(version), stated)]
    return decide(index, hits[:1]) if hits else None


def _attr(index: FactIndex, name: str) -> list[AttrFact]:
    return index.attrs.get(name, [])


def _hits(facts: list[AttrFact], ok, detail) -> list[Hit]:
    return [Hit(ok(f.value), f.eid, f.field, detail(f.value)) for f in facts]


# "the old 6.12.5 kernel was removed", "kernel 6.8.0-55 was installed": a kernel package, not the running one
# (unless the clause also says it runs: "you're still running the old 6.1.0-29 kernel")
_OTHER_KERNEL_RE = re.compile(r"^(?!.*\b(?:running|runs|run|booted|boot|uname|active|loaded|in use)\b).*\b(?:removed|"
                              r"uninstalled|purged|installed|upgraded|updated|downgraded|old|older|previous|new|"
                              r"newer|newest|latest|pending|available)\b")


_RUNS_RE = re.compile(r"\b(?:running|runs|booted\s+(?:into|on)|on)\s+(?:the\s+|kernel\s+)?$")


def _build_part(release: str, stated: str) -> bool:
    """"503.22.1" of 5.14.0-503.22.1.el9_5, "-52" of 6.8.0-52-generic: the build after the upstream version."""
    stated = stated.lstrip("-")
    return "." in release and bool(re.search(rf"-{re.escape(stated)}(?:[.\-]|$)", release))


def check_attributes(reading: Reading, index: FactIndex) -> list[Verdict]:
    if not index.attrs:
        return []
    out: list[Verdict] = []
    host = _HOST_RE.search(reading.text)
    if host and _attr(index, "hostname"):
        claimed = host.group(1).lower().strip(".")
        # "host: kernel 6.4.0, ~31 GiB RAM": a label over the host's attributes, not its name
        label_only = re.match(r"\s*(?:kernel|os|cpu|ram|memory|uptime|disk|distro|arch|load|swap)\b",
                              reading.text[host.start(1):], re.I)
        if claimed not in ("is", "the", "this", "a", "set") and not label_only:
            domain = next((f.value for f in _attr(index, "domain")), None)
            out.append(decide(index, _hits(_attr(index, "hostname"),
                                           lambda v: claimed in (v.lower(), f"{v}.{domain}".lower()) or
                                           claimed.split(".")[0] == v.lower(), lambda v: f"hostname={v}")))
    domain = re.search(r"\b(?:domain|dns domain|search domain)\b(?:\s+(?:name\s+)?(?:is|:|=))?\s+([\w-]+(?:\.[\w-]+)+)",
                       reading.low)
    if domain and _attr(index, "domain"):
        out.append(decide(index, _hits(_attr(index, "domain"), lambda v: v.lower() == domain.group(1),
                                       lambda v: f"domain={v}")))
    if reading.wordset & {"fqdn", "hostname"} and not host:
        hosts = [m for m in reading.mentions if not m.inherited and any(e.kind == "host" for e in m.entities)]
        if hosts:
            ent = next(e for e in hosts[0].entities if e.kind == "host")
            out.append(decide(index, [Hit(True, ent.eid, ent.field, f"hostname {', '.join(ent.names)}")]))
    distro = _DISTRO_RE.search(reading.text)
    # "w3 is on Ubuntu 22.04.4" names another machine's system (node_releases.py reads it), not this one's
    elsewhere = bool(reading.own_entities("node", "container", "pod", "image")) and not reading.own_entities("host")
    if distro and (_attr(index, "os_name") or _attr(index, "os_id")) and not _names_account(reading, distro) and \
            not elsewhere:
        if _distro_behaviour(reading.text, distro):
            out.append(unknown(f"what {distro.group(1)} does in general is not in the evidence, only which system this is"))
        else:
            out.extend(_os(reading, index, distro))
    if "kernel" in reading.wordset and _attr(index, "kernel") and not _OTHER_KERNEL_RE.search(reading.low) and \
            not re.search(r"\bkernel[\s-]+(?:modules?|drivers?|headers|parameters?|params?|args|cmdline|"
                          r"command\s+line|messages?|logs?|threads?|panic)\b", reading.low):
        # (a "kernel module 575.64.05" is the driver's version, not the kernel's)
        at = reading.low.find("kernel")
        for value in reading.values:
            gap = reading.low[at:value.start]
            after = 0 <= value.start - at <= 24 and (not re.search(r"[,;(]", gap) or re.fullmatch(r"kernel,\s*", gap))
            before = 0 <= at - value.end <= 2   # "the 6.6.58-0-virt kernel"
            if value.kind in ("version", "decimal") and reading.value_free(value) and (after or before):
                reading.take(value)
                stated = value.text
                installed = _kernel_package_installed(reading, index, stated)
                if installed is not None:   # "a kernel update 6.1.128 on the 17th": the package, not the release
                    out.append(_at(installed, (value.start, value.end)))
                    continue
                out.append(_at(decide(index, _hits(_attr(index, "kernel"), lambda v: version_prefix_matches(v, stated)
                                                   or v.startswith(stated) or _build_part(v, stated),
                                                   lambda v: f"kernel={v}")), (value.start, value.end)))
    for value in reading.values:
        # "You're already running 6.13.2-arch1-1": a release written out with its flavour is the kernel's
        said = value.text.strip().lower()
        # "you're still running 6.1.0-29": a release with its build, said to run, of the running kernel's line
        built = re.fullmatch(r"\d+\.\d+(?:\.\d+)?-\d+", said) and _RUNS_RE.search(reading.low[:value.start]) and \
            any(f.value.lower().startswith(said.split("-")[0] + "-") for f in _attr(index, "kernel"))
        if value.kind == "version" and reading.value_free(value) and (built or re.search(r"\d-[a-z]", said) and \
                any(f.value.lower() == said or f.value.lower().startswith(said + ".") for f in _attr(index, "kernel"))):
            reading.take(value)
            out.append(_at(decide(index, _hits(_attr(index, "kernel"), lambda v: v.lower() == said or
                                               v.lower().startswith((said + ".", said + "-")), lambda v: f"kernel={v}")),
                           (value.start, value.end)))
    for word in reading.words:
        if word in _ARCH and _attr(index, "arch"):
            want = _ARCH[word]
            out.append(decide(index, _hits(_attr(index, "arch"), lambda v: _ARCH.get(v.lower(), v.lower()) == want
                                           or (want == "64" and "64" in v), lambda v: f"arch={v}")))
            break
    plain = _without_code(reading.text).lower()
    if (set(re.findall(r"[a-z0-9]+", plain)) & ({"cpu", "processor", "chip", "cpus"} | _CPU_BRANDS - {"arm"}) or
            re.search(r"\bcore\s+(?:i[3579]|ultra|m[357]?\b|2 duo)", plain)) and _attr(index, "cpu_model"):
        verdict = _cpu(reading, index)
        if verdict:
            out.append(verdict)
    if reading.wordset & {"package", "packages", "manager", "managed", "uses"} and _attr(index, "package_manager"):
        for tok in reading.toks:
            if tok.low in _PKG_FAMILY:
                fam = _PKG_FAMILY[tok.low]
                out.append(_at(decide(index, _hits(_attr(index, "package_manager"),
                                                   lambda v: _PKG_FAMILY.get(v.lower(), v.lower()) == fam,
                                                   lambda v: f"package_manager={v}")), (tok.start, tok.end)))
                break
    out.extend(_addresses(reading, index))
    return [v for v in out if v is not None]


_ACCOUNT_CLAUSE_RE = re.compile(r"\b(?:groups?|members?|uid|gid|shell|home|sudo|sudoers?|wheel|admins?|accounts?|"
                                r"users?|login|log\s+in)\b", re.I)


def _names_account(reading: Reading, m: re.Match) -> bool:
    """"`ubuntu` is also in the docker group": a distribution's name written lower-case or as code, with no
    version, in a clause about accounts is an account's name; only account and group evidence decides it."""
    word = reading.text[m.start(1):m.end(1)]
    as_code = reading.text[max(0, m.start(1) - 1):m.start(1)] == "`"
    rest = _DISTRO_RE.sub(" ", reading.text)
    return (as_code or word.islower()) and not m.group(2) and bool(_ACCOUNT_CLAUSE_RE.search(rest))


# "Fedora keeps the last three kernels", "which on Fedora means full sudo", "Ubuntu enables it by default": the
# distribution's habits, which a reading of this machine does not show (only that it runs that distribution)
_HABIT_VERBS = (r"keeps?|ships?|gives?|grants?|sets?|enables?|disables?|defaults?|puts?|installs?|comes?|"
                r"provides?|requires?|uses?|means|handles?|treats?|configures?|adds?|creates?|limits?|allows?|"
                r"doesn't|does\s+not|only\s+\w+s")
_BY_DEFAULT_RE = re.compile(r"\b(?:by\s+default|out\s+of\s+the\s+box|default\s+(?:on|in|for)\b)", re.I)


def _distro_behaviour(text: str, m: re.Match) -> bool:
    after = text[m.end():m.end() + 40]
    before = text[max(0, m.start() - 12):m.start()].lower()
    if _BY_DEFAULT_RE.search(text):
        return True
    if re.match(r"\s*(?:\d[\w.]*\s+)?(?:" + _HABIT_VERBS + r")\b", after, re.I):
        return True   # "Fedora keeps ...", "Fedora 41 ships ..."
    return bool(re.search(r"\b(?:on|in|for)\s+$", before)) and bool(re.match(r"\s*(?:\d[\w.]*)?,?\s*(?:that\s+|this\s+|it\s+)?means\b", after, re.I))


def _os(reading: Reading, index: FactIndex, m: re.Match) -> list[Verdict]:
    claimed = m.group(1).lower()
    # "Ubuntu 24.04.1 LTS is installed / is running": the words are the OS, not a package or a service
    reading.unknown = [t for t in reading.unknown if not (m.start() <= t.start <= m.end() + 12)]
    reading.used_states.update(i for i, st in enumerate(reading.states) if st.state in ("installed", "running",
                                                                                        "present", "active"))
    names = _attr(index, "os_name") + _attr(index, "os_id") + _attr(index, "os_pretty_name")
    key = _OS_ALIASES.get(claimed, claimed.split()[0])
    known = " ".join(f.value.lower() for f in names)
    out = [_at(decide(index, [Hit(key in known or claimed in known, names[0].eid, names[0].field, f"os={names[0].value}")]),
               m.span(1))]
    stated = m.group(2)
    version_value = next((v for v in reading.values if v.start == m.start(2)), None) if stated else None
    if stated and _attr(index, "os_version"):
        if version_value is not None:
            reading.take(version_value)
        pretty = " ".join(f.value for f in _attr(index, "os_pretty_name"))
        out.append(_at(decide(index, _hits(_attr(index, "os_version"),
                                           lambda v: version_prefix_matches(v, stated) or v.split()[0] == stated or
                                           stated in pretty, lambda v: f"os_version={v}")), m.span(2)))
    codename = _attr(index, "os_codename")
    if codename:
        after = reading.text[m.end():m.end() + 40]
        paren = re.match(r"\s*(?:lts\s*)?[(,]?\s*\(?([A-Za-z]+)(?:\s+[A-Za-z]+)?\)", after, re.I) or \
            re.search(r"\bcodename(?:d)?\s+(?:is\s+)?[\"“]?([A-Za-z]+)", reading.text, re.I)
        if paren and paren.group(1).lower() not in ("lts", "linux", "gnu", "workstation", "server", "edition"):
            word = paren.group(1).lower()
            shift = m.end() if paren.string is after else 0   # found right after the name, or anywhere
            where = (shift + paren.start(1), shift + paren.end(1))
            out.append(_at(decide(index, _hits(codename, lambda v: word in v.lower().split() or v.lower() == word,
                                               lambda v: f"codename={v}")), where))
    return [v for v in out if v is not None]


def _at(verdict: Verdict | None, where: tuple[int, int] | None) -> Verdict | None:
    """The verdict on the words at `where` of the clause (pinpoint.py)."""
    return replace(verdict, at=where) if verdict is not None and where is not None else verdict


_CODE_RE = re.compile(r"`[^`]*`|(?<![\w.])/[\w.@:+~/-]+|(?<!\w)--?[a-z][\w-]*(?:[= ][\w.:/,-]+)?|\w+\.(?:py|sh|js|rb|pl|jar)\b|"
                      r"\([^()]*(?:--?[a-z]|/)[^()]*\)", re.I)


def _without_code(text: str) -> str:
    """The clause without command lines, paths, options and code spans, which name no machine attribute:
    "python3 train.py --device cpu" says nothing about the CPU model, "/etc/hostname" nothing about the name."""
    return _CODE_RE.sub(lambda m: " " * len(m.group(0)), text)


def _cpu_phrase(low: str) -> str:
    """The part of a clause that names the CPU: from the first brand or CPU word to the next break."""
    m = re.search(r"\b(" + "|".join(sorted(_CPU_BRANDS | {"cpu", "processor", "chip"}, key=len, reverse=True)) +
                  r"|core(?=\s+(?:i[3579]|ultra|m[357]?\b|2 duo)))\b", low)
    if not m:
        return ""
    gen = re.search(r"\d+(?:st|nd|rd|th)[- ]gen(?:eration)?\s+(?:intel\s+)?$", low[:m.start()])
    rest = low[gen.start() if gen else m.start():]   # "13th-gen Core i7-13700K"
    cut = re.search(r",|;|\(|\bwith\b|\band\b|\bat\b|\brunning\b|\bon\b(?! the)|\.\s", rest)
    return rest[:cut.start()] if cut else rest


def _cpu(reading: Reading, index: FactIndex) -> Verdict | None:
    facts = _attr(index, "cpu_model")
    model_words = set(re.findall(r"[a-z0-9]+", facts[0].value.lower()))
    phrase = _cpu_phrase(_without_code(reading.text).lower())
    claimed = [w for w in re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)?", phrase)
               if w in _CPU_BRANDS or (re.search(r"\d", w) and re.search(r"[a-z]", w) and not re.fullmatch(
                   r"\d+-?(core|cores|thread|threads|ghz|mhz|gb|bit|s)", w))]
    if not claimed:
        return None
    def ok(value: str) -> bool:
        have = set(re.findall(r"[a-z0-9]+", value.lower()))
        return all(all(p in have for p in w.split("-")) for w in claimed)
    for value in reading.values:  # "Ryzen 9", "i7-12700": numbers inside the model name are part of it
        if value.kind in ("number", "decimal") and reading.value_free(value) and value.text.lower() in model_words:
            reading.take(value)
    explained = {p for w in claimed for p in w.split("-")} | set(claimed)
    reading.unknown = [t for t in reading.unknown if t.low not in explained and
                       not set(t.low.split("-")) <= explained]
    if reading.subject_unknown and not reading.unknown:
        reading.subject_unknown = False   # the unknown words were the CPU model
    verdict = decide(index, _hits(facts, ok, lambda v: f"cpu_model={v!r}"))
    if verdict and verdict.outcome == "contradicted":
        brands = {w for w in claimed if w in _CPU_BRANDS}
        if brands and brands <= model_words:  # same brand, a model detail we cannot read: not a contradiction
            if not any(re.search(r"\d", w) for w in claimed):
                return unknown(f"cpu_model is {facts[0].value!r}")
    del model_words
    low = _without_code(reading.text).lower()
    found = [m for w in claimed for m in [re.search(rf"(?<![a-z0-9]){re.escape(w)}(?![a-z0-9])", low)] if m]
    if verdict is not None and found:
        # "Intel Xeon E-2246G with 6 cores": a wrong model is wrong where it stands, not in the core count
        verdict = replace(verdict, at=(min(m.start() for m in found), max(m.end() for m in found)))
    return verdict


def _addresses(reading: Reading, index: FactIndex) -> list[Verdict]:
    out = []
    # "containers get 9.9.9.9 as DNS server": the host's resolvers and gateway are not theirs to contradict
    hosts_own = not (reading.kinds & {"container", "pod", "deployment", "namespace"} or
                     reading.own_entities("container", "pod", "image"))
    for value in reading.values:
        if value.kind != "address" or not reading.value_free(value):
            continue
        near = set(reading.near_words(value.start, value.end, 5)) | reading.context_words
        if near & {"gateway", "route", "router"} and _attr(index, "default_gateway") and \
                not dns_word_nearer(reading, value, {"gateway", "route", "router"}):
            reading.take(value)
            out.append(decide(index, _hits(_attr(index, "default_gateway"), lambda v: v == value.value,
                                           lambda v: f"default_gateway={v}"), contradict=hosts_own))
        elif about_dns(reading, near):
            verdict = check_dns_address(reading, index, value, hosts_own)   # dns.py
            if verdict is not None:
                reading.take(value)
                out.append(verdict)
    forwarding = stub_forwarding(reading, index)
    if forwarding is not None:
        out.append(forwarding)
    return out
