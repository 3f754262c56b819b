"""Clause readers for measured things: memory and swap, disk space, load and CPU, uptime, kernel, OS.

Thresholds need a comparison ("below", "at least", ">=") and a number with a unit; units.py reads them.
"""

from __future__ import annotations

import re

from reos_desktop.check.clauses import Atom, Clause, lazy
from reos_desktop.check.clauses_things import NAME, version_comparison
from reos_desktop.check.units import PoorlyPosed, Quantity, find_comparator, parse_duration, parse_quantity

_FREE = lazy(r"\b(?:free|available|avail|unused|left|remaining)\b")
_TOTAL = lazy(r"\b(?:total|installed|size|capacity|amount)\b|\b(?:has|have)\b.*\bof\s+(?:ram|memory|swap|space)\b")
_USED = lazy(r"\bused\b")


def _threshold(c: Clause, allowed: tuple[str, ...]) -> tuple[str, Quantity] | None:
    """The comparison and the quantity after it, or None when the clause has no comparison."""
    found = find_comparator(c.low)
    if found is None:
        return None
    op, _, end = found
    return op, parse_quantity(c.low[end:], allowed)


def _metric(c: Clause) -> str:
    if _FREE.search(c.low):
        return "free"
    if _TOTAL.search(c.low):
        return "total"
    if _USED.search(c.low):
        return "used"
    return "usage"


def _settle(metric: str, quantity: Quantity, what: str) -> str:
    """Turn a metric word and a unit into one measure: usage_percent, used_bytes, free_bytes, free_percent, total_bytes."""
    if quantity.kind == "number":
        if metric in ("usage", "used"):
            quantity.kind = "percent"  # "memory usage is below 80": a bare usage number is a percentage
        else:
            raise PoorlyPosed(f"'{quantity.text}' needs a unit for {what} (for example GiB, GB or %)")
    if metric == "total":
        if quantity.kind != "bytes":
            raise PoorlyPosed(f"the total {what} is a size, not a percentage")
        return "total_bytes"
    if metric == "free":
        return "free_bytes" if quantity.kind == "bytes" else "free_percent"
    return "used_bytes" if quantity.kind == "bytes" else "usage_percent"


# --------------------------------------------------------------------------------------- memory and swap
_SWAP_ON = lazy(r"^(?:the\s+)?swap(?:\s+space)?\s+(?:is\s+)?(?P<neg>not\s+)?(?P<state>enabled|on|active|"
                      r"configured|present|available|disabled|off)$")
_SWAP_THERE = lazy(r"^(?:there\s+is|the\s+(?:machine|system)\s+has|(?:machine|system)\s+has)\s+"
                         r"(?P<none>no\s+)?(?:some\s+)?swap(?:\s+space)?$")
_SWAP_IN_USE = lazy(r"^(?:the\s+)?swap\s+(?:is\s+)?(?P<neg>not\s+)?(?:in\s+use|used|being\s+used)$")


def read_memory(c: Clause) -> Atom | None:
    if not re.search(r"\b(?:memory|ram|mem|swap)\b", c.low):
        return None
    family = "swap" if re.search(r"\bswap\b", c.low) else "memory"
    if family == "swap":
        m = _SWAP_ON.match(c.low)
        if m:
            off = m.group("state") in ("disabled", "off")
            return c.atom("swap_enabled", negated=bool(m.group("neg")) != off)
        m = _SWAP_THERE.match(c.low)
        if m:
            return c.atom("swap_enabled", negated=bool(m.group("none")))
        m = _SWAP_IN_USE.match(c.low)
        if m:
            return c.atom("swap", negated=bool(m.group("neg")), measure="used_bytes", op=">",
                          quantity=Quantity(0, "bytes", "0 B"))
    found = _threshold(c, ("bytes", "percent", "number"))
    if found is None:
        return None
    op, quantity = found
    measure = _settle(_metric(c), quantity, family)
    return c.atom(family, measure=measure, op=op, quantity=quantity)


# ---------------------------------------------------------------------------------------------- disks
_DISK_WORDS = lazy(r"\b(?:disk|disks|space|filesystems?|file\s+system|partition|storage|full|free|usage|used|"
                         r"available|capacity|mount|mountpoint|volume|drive)\b")
_PLACE_WORDS = lazy(r"\b(?:disk|disks|space|storage|filesystems?|file\s+system|partition|volume|drive)\b")
_ROOT_FS = lazy(r"\broot\s+(?:filesystem|file\s+system|partition|fs|disk|volume|mount|drive)\b")
_MOUNT = lazy(r"(?:^|\s)(?P<path>/[^\s%]*)")
_HAS_FREE = lazy(r"\b(?:has|have)\s+(?P<q>\d+(?:\.\d+)?\s*[a-z%]*)\s+(?:of\s+)?(?:free|available|left)")
_PERCENT_FULL = lazy(r"\bis\s+(?P<q>\d+(?:\.\d+)?\s*(?:%|percent))\s+full\b")


def read_disk(c: Clause) -> Atom | None:
    mount_match = _MOUNT.search(c.orig)
    root_words = _ROOT_FS.search(c.low)
    if not _DISK_WORDS.search(c.low) or not (mount_match or root_words or _PLACE_WORDS.search(c.low)):
        return None
    mount = mount_match.group("path") if mount_match else ("/" if root_words else None)
    found = _threshold(c, ("bytes", "percent", "number"))
    if found is None:
        m = _HAS_FREE.search(c.low) or _PERCENT_FULL.search(c.low)
        if not m:
            return None
        found = (">=", parse_quantity(m.group("q"), ("bytes", "percent", "number")))
    op, quantity = found
    measure = _settle(_metric(c), quantity, "disk space")
    atom = c.atom("disk", mount=mount, measure=measure, op=op, quantity=quantity)
    atom.name_text = mount_match.group("path") if mount_match else None
    return atom


# ------------------------------------------------------------------------------------------ load and CPU
_WINDOWS = [(lazy(r"\b(?:15|fifteen)[\s-]*min(?:ute)?s?\b|\bload15\b"), 2),
            (lazy(r"\b(?:5|five)[\s-]*min(?:ute)?s?\b|\bload5\b"), 1),
            (lazy(r"\b(?:1|one)[\s-]*min(?:ute)?s?\b|\bload1\b"), 0)]


def read_load_cpu(c: Clause) -> Atom | None:
    low = c.low
    percent = re.search(r"%|\bpercent\b", low)
    if re.search(r"\bload(?:1|5|15)?\b", low) and not (percent and re.search(r"\b(?:cpu|processor)\b", low)):
        window = next((index for pattern, index in _WINDOWS if pattern.search(low)), 0)
        for pattern, _ in _WINDOWS:  # "5-minute" holds a number that is not the threshold
            low = pattern.sub(lambda m: " " * len(m.group(0)), low)
        found = find_comparator(low)
        if found is None:
            return None
        op, _, end = found
        quantity = parse_quantity(low[end:], ("number", "percent"))
        if quantity.kind == "percent":
            raise PoorlyPosed("the load average is a number of waiting tasks, not a percentage "
                              "(ask about 'cpu usage' for a percentage)")
        per_core = bool(re.search(r"\bper\s+(?:core|cpu|processor)\b|\bnormali[sz]ed\b", low))
        return c.atom("load", window=window, per_core=per_core, op=op, quantity=quantity)
    if re.search(r"\b(?:cores?|threads?|cpus|vcpus|processors)\b", low) and not percent:
        found = find_comparator(low)
        if found is None:
            m = re.search(r"\b(?:has|have)\s+(?P<n>\d+)\s+(?:cpu\s+)?(?:cores?|threads?|cpus|vcpus|processors)\b", low)
            if not m:
                return None
            op, quantity = "=", Quantity(float(m.group("n")), "number", m.group("n"))
        else:
            op, _, end = found
            quantity = parse_quantity(low[end:], ("number",))
        what = "threads" if re.search(r"\b(?:threads?|vcpus|logical)\b", low) else "cores"
        return c.atom("cpu_count", what=what, op=op, quantity=quantity)
    if re.search(r"\b(?:cpu|processor)\b", low):
        found = find_comparator(low)
        if found is None:
            return None
        op, _, end = found
        quantity = parse_quantity(low[end:], ("percent", "number"))
        quantity.kind = "percent"
        return c.atom("cpu_percent", op=op, quantity=quantity)
    return None


# ---------------------------------------------------------------------------------------------- uptime
_UPTIME_WORDS = lazy(r"\buptime\b|\bup\s+for\b|\bbeen\s+up\b|\bbooted\b|\blast\s+boot\b|"
                           r"\b(?:running|been\s+running)\s+for\b")
_HOST_WORDS = lazy(r"\b(?:system|machine|server|host|computer|box|it|this)\b")


def read_uptime(c: Clause) -> Atom | None:
    if not _UPTIME_WORDS.search(c.low):
        return None
    if re.search(r"\brunning\s+for\b", c.low) and not re.search(r"\buptime\b", c.low) and \
            not _HOST_WORDS.search(c.low):
        return None  # "nginx has been running for 2 hours" is about a service, not the machine
    low = re.sub(r"\ban?\s+(hour|day|minute|week|second)\b", r"1 \1", c.low)
    ago = re.search(r"\bago\b", low) is not None
    found = find_comparator(low)
    if found is None:
        m = re.search(r"\b(?:up|running)\s+for\s+(?P<d>\d.*)$", low)
        if not m:
            return None
        op, quantity = ">=", parse_duration(m.group("d"))
    else:
        op, _, end = found
        quantity = parse_duration(low[end:])
    # "booted more than 2 days ago" is an uptime above 2 days: the same direction.
    return c.atom("uptime", op=op, quantity=quantity, ago=ago)


# ---------------------------------------------------------------------------------------------- kernel
_KERNEL_FORMS = [
    lazy(r"^(?:the\s+)?(?:running\s+|linux\s+|current\s+)?kernel(?:\s+version|\s+release)?\s+(?P<rest>.+)$"),
    lazy(r"^(?:the\s+)?(?:machine|system|host|it)\s+(?:is\s+)?(?:running|runs|has|uses)\s+(?:a\s+|the\s+)?"
               r"(?:linux\s+)?kernel\s+(?P<rest>.+)$"),
    lazy(r"^running\s+(?:linux\s+)?kernel\s+(?P<rest>.+)$"),
    lazy(r"^(?:the\s+)?(?:version|release)\s+of\s+the\s+kernel\s+(?P<rest>.+)$"),
]


def read_kernel(c: Clause) -> Atom | None:
    if not re.search(r"\bkernel\b", c.low):
        return None
    for pattern in _KERNEL_FORMS:
        m = pattern.match(c.low)
        if not m:
            continue
        found = version_comparison(m.group("rest"))
        if found is None:
            if re.search(r"\d", m.group("rest")):
                raise PoorlyPosed(f"'{c.raw}': the kernel version to compare with could not be read")
            return None
        op, version = found
        return c.atom("kernel", op=op, version=version.lstrip("vV"))
    return None


# ----------------------------------------------------------------------------------- OS, host, arch
DISTROS = ("debian", "ubuntu", "fedora", "centos", "rhel", "redhat", "red hat", "rocky", "almalinux", "alma",
           "arch", "archlinux", "manjaro", "opensuse", "suse", "sles", "alpine", "mint", "linuxmint", "pop",
           "pop_os", "pop!_os", "elementary", "gentoo", "void", "nixos", "kali", "raspbian", "zorin",
           "endeavouros", "slackware", "amazon", "oracle", "neon", "kubuntu", "xubuntu", "lubuntu", "devuan",
           "mx", "deepin", "solus", "clear", "photon", "tumbleweed", "leap", "linux")
_DISTRO = r"(?P<value>" + "|".join(re.escape(d).replace(r"\ ", r"\s+") for d in sorted(DISTROS, key=len, reverse=True)) + ")"
_ARCHES = r"(?P<value>x86_64|x86-64|amd64|aarch64|arm64|i386|i686|x86|armhf|armv7l|armv7|arm|riscv64|ppc64le|s390x)"
_OS_SUBJECT = r"(?:the\s+)?(?:os|operating\s+system|distro|distribution|linux\s+distribution|linux\s+distro|platform)"
_OS_FORMS = [
    (lazy(r"^(?:the\s+)?(?:hostname|host\s+name|machine\s+name|computer\s+name|host)\s+is\s+(?P<neg>not\s+)?"
                r"(?P<value>" + NAME + ")$"), "hostname"),
    (lazy(r"^(?:the\s+)?(?:this\s+)?(?:machine|host|computer|system)\s+is\s+(?P<neg>not\s+)?(?:called|named)\s+"
                r"(?P<value>" + NAME + ")$"), "hostname"),
    (lazy(r"^(?:the\s+)?(?:cpu\s+|machine\s+|system\s+)?(?:architecture|arch)\s+is\s+(?P<neg>not\s+)?" + _ARCHES
                + "$"), "arch"),
    (lazy(r"^(?:the\s+)?(?:os\s+|release\s+|distro\s+|debian\s+|ubuntu\s+)?(?:codename|code\s+name)\s+is\s+"
                r"(?P<neg>not\s+)?(?P<value>" + NAME + ")$"), "codename"),
    (lazy(r"^" + _OS_SUBJECT + r"\s+is\s+(?P<neg>not\s+)?(?:an?\s+)?(?P<value>" + NAME + r"(?:\s+" + NAME +
                r")?)(?:\s+linux)?$"), "os"),
    (lazy(r"^(?:this|it)\s+is\s+(?P<neg>not\s+)?(?:an?\s+)?" + _DISTRO +
                r"(?:\s+linux)?(?:\s+(?:machine|system|box|host|server|computer|install))?$"), "os"),
    (lazy(r"^(?:this\s+machine|the\s+machine|the\s+system|this\s+system|this\s+computer|it|we)\s+(?:is\s+|are\s+)?"
                r"(?:does\s+)?(?P<neg>not\s+)?(?:running|runs|run|using|uses|use)\s+(?:on\s+)?" + _DISTRO +
                r"(?:\s+linux)?$"), "os"),
    (lazy(r"^running\s+on\s+" + _DISTRO + r"(?:\s+linux)?$"), "os"),
]
_OS_VERSION = lazy(r"^(?:the\s+)?(?:(?P<subject>os|operating\s+system|distro|distribution|system)|" + _DISTRO +
                         r")\s+(?:version|release)\s+(?P<rest>.+)$")


def read_os(c: Clause) -> Atom | None:
    m = _OS_VERSION.match(c.low)
    if m:
        found = version_comparison(m.group("rest"))
        if found is None:
            raise PoorlyPosed(f"'{c.raw}': the version to compare with could not be read")
        op, version = found
        distro = None if m.group("subject") else " ".join(m.group("value").split())
        return c.atom("os_version", m, value="value" if distro else None, distro=distro, op=op,
                      version=version.lstrip("vV"))
    for pattern, family in _OS_FORMS:
        m = pattern.match(c.low)
        if not m:
            continue
        value = " ".join(c.take(m, "value").split())
        negated = bool(m.groupdict().get("neg"))
        if family == "os":
            parts = value.split()
            if len(parts) == 2 and re.match(r"^\d[\w.]*$", parts[1]):
                return c.atom("os", m, negated=negated, value="value", name_value=parts[0], version=parts[1])
            return c.atom("os", m, negated=negated, value="value", name_value=value, version=None)
        return c.atom(family, m, negated=negated, value="value", name_value=value)
    return None
