"""Deciding measured parts: memory, swap, disk space, load, CPU, uptime, kernel, OS, host name, arch."""

from __future__ import annotations

import re

from reos_desktop.check.clauses import Atom
from reos_desktop.check.evidence import Gatherer, Reading
from reos_desktop.check.outcome import Outcome, false, numeric_prefix, true, unknown, version_holds
from reos_desktop.check.units import OP_WORDS, compare, fmt_bytes, fmt_duration, fmt_number, fmt_percent, fmt_quantity


def _fails(reading: Reading, what: str) -> Outcome:
    return unknown(f"{what} could not be read: {reading.error}{reading.cite()}")


def _threshold_outcome(actual: float, atom: Atom, shown: str, cite: str) -> Outcome:
    """`shown` states the measured fact; the verdict compares it with the threshold; evidence ids go last."""
    q = atom.params["quantity"]
    holds = compare(actual, atom.params["op"], q.value)
    return Outcome(holds, f"{shown}, {'which is' if holds else 'not'} {OP_WORDS[atom.params['op']]} "
                          f"{fmt_quantity(q)}{cite}")


def _measure_value(measure: str, used: float, free: float, total: float, percent: float) -> tuple[float, str]:
    if measure == "usage_percent":
        return percent, "usage"
    if measure == "used_bytes":
        return used, "used"
    if measure == "free_bytes":
        return free, "free"
    if measure == "free_percent":
        return 100.0 - percent, "free"
    return total, "total"


def memory(atom: Atom, g: Gatherer) -> Outcome:
    r = g.tool("linux_system_info", {"cpu": False})
    if not r.ok:
        return _fails(r, "memory")
    mem = r.data.get("memory") or {}
    total, avail, used, percent = (mem.get(k) for k in ("total_bytes", "available_bytes", "used_bytes", "percent"))
    if None in (total, avail, used, percent):
        return unknown(f"the memory figures are incomplete{r.cite()}")
    measure = atom.params["measure"]
    value, _ = _measure_value(measure, used, avail, total, percent)
    if measure == "free_percent":
        value = avail / total * 100 if total else 0.0
    facts = {"usage_percent": f"memory usage is {fmt_percent(percent)} ({fmt_bytes(used)} used of {fmt_bytes(total)})",
             "used_bytes": f"{fmt_bytes(used)} of memory is used", "free_bytes": f"{fmt_bytes(avail)} of memory is available",
             "free_percent": f"{fmt_percent(value)} of memory is available", "total_bytes": f"total memory is {fmt_bytes(total)}"}
    return _threshold_outcome(value, atom, facts[measure], r.cite())


def swap(atom: Atom, g: Gatherer) -> Outcome:
    r = g.tool("linux_system_info", {"cpu": False})
    if not r.ok:
        return _fails(r, "swap")
    sw = r.data.get("swap") or {}
    total, used, percent = sw.get("total_bytes"), sw.get("used_bytes"), sw.get("percent")
    if None in (total, used, percent):
        return unknown(f"the swap figures are incomplete{r.cite()}")
    measure = atom.params["measure"]
    value, _ = _measure_value(measure, used, total - used, total, percent)
    if not total:
        fact = "there is no swap (0 B)"
    else:
        fact = f"swap usage is {fmt_percent(percent)} ({fmt_bytes(used)} used of {fmt_bytes(total)})"
    return _threshold_outcome(value, atom, fact, r.cite())


def swap_enabled(atom: Atom, g: Gatherer) -> Outcome:
    r = g.tool("linux_system_info", {"cpu": False})
    if not r.ok:
        return _fails(r, "swap")
    total = (r.data.get("swap") or {}).get("total_bytes")
    if total is None:
        return unknown(f"the swap size is not in the reading{r.cite()}")
    if total > 0:
        return true(f"swap is enabled: {fmt_bytes(total)}{r.cite()}")
    return false(f"there is no swap (0 B){r.cite()}")


_READ_ONLY_IMAGES = ("squashfs", "iso9660", "erofs", "cramfs", "udf")


def disk(atom: Atom, g: Gatherer) -> Outcome:
    mount = atom.params.get("mount")
    by_device = bool(mount and mount.startswith("/dev/"))
    r = g.tool("linux_disk_usage", {} if (mount is None or by_device) else {"path": mount})
    if not r.ok:
        return _fails(r, f"the disk usage of {mount}" if mount else "disk usage")
    systems = r.data.get("filesystems") or []
    if by_device:
        systems = [fs for fs in systems if fs.get("device") == mount]
        if not systems:
            return unknown(f"{mount} is not among the mounted device-backed filesystems{r.cite()}")
    skipped = []
    if mount is None:
        # Read-only images (snaps, ISOs) are always full by design: "disk usage is below 90%" is not about them.
        skipped = [fs["mountpoint"] for fs in systems if fs.get("fstype") in _READ_ONLY_IMAGES]
        systems = [fs for fs in systems if fs.get("fstype") not in _READ_ONLY_IMAGES]
    if not systems:
        return unknown(f"no filesystem was found for {mount or 'this machine'}{r.cite()}")
    results = []
    for fs in systems:
        used, free, total, percent = fs["used_bytes"], fs["free_bytes"], fs["total_bytes"], fs["percent"]
        value, _ = _measure_value(atom.params["measure"], used, free, total, percent)
        where = fs["mountpoint"]
        if mount and not by_device and mount != where:
            where = f"{where} (the filesystem holding {mount})"
        fact = {"usage_percent": f"{where} is {fmt_percent(percent)} full: {fmt_bytes(used)} used of {fmt_bytes(total)}",
                "used_bytes": f"{where} has {fmt_bytes(used)} used of {fmt_bytes(total)}",
                "free_bytes": f"{where} has {fmt_bytes(free)} free of {fmt_bytes(total)}",
                "free_percent": f"{where} has {fmt_percent(value)} free ({fmt_bytes(free)})",
                "total_bytes": f"{where} is {fmt_bytes(total)} in size"}[atom.params["measure"]]
        results.append(_threshold_outcome(value, atom, fact, ""))
    cite = r.cite()
    if len(results) == 1:
        return Outcome(results[0].value, results[0].reason + cite)
    failing = [o for o in results if o.value is False]
    if failing:
        return false("; ".join(o.reason for o in failing) + cite)
    if not r.complete:
        return unknown(f"every filesystem read holds, but some could not be read ({r.incomplete_why()}){cite}")
    aside = f" (read-only images not counted: {', '.join(skipped[:5])})" if skipped else ""
    return true("every filesystem holds: " + "; ".join(o.reason for o in results) + aside + cite)


def load(atom: Atom, g: Gatherer) -> Outcome:
    r = g.tool("linux_system_info", {"cpu": False})
    if not r.ok:
        return _fails(r, "the load average")
    loads = r.data.get("load_average") or []
    window = atom.params["window"]
    if len(loads) <= window:
        return unknown(f"the load average is not in the reading{r.cite()}")
    value = loads[window]
    minutes = (1, 5, 15)[window]
    fact = f"the {minutes}-minute load average is {fmt_number(value)}"
    if atom.params["per_core"]:
        cpus = r.data.get("cpu_count")
        if not cpus:
            return unknown(f"the number of CPUs is not in the reading{r.cite()}")
        value = round(value / cpus, 2)
        fact += f", {fmt_number(value)} per CPU over {cpus} CPUs"
    return _threshold_outcome(value, atom, fact, r.cite())


def cpu_percent(atom: Atom, g: Gatherer) -> Outcome:
    r = g.tool("linux_system_info")
    if not r.ok or r.data.get("cpu_percent") is None:
        return _fails(r, "CPU usage") if not r.ok else unknown(f"CPU usage is not in the reading{r.cite()}")
    sample = r.data.get("cpu_sample_seconds")
    over = f" (measured over {fmt_number(sample)} s)" if sample else ""
    return _threshold_outcome(r.data["cpu_percent"], atom, f"CPU usage is {fmt_percent(r.data['cpu_percent'])}{over}",
                              r.cite())


def cpu_count(atom: Atom, g: Gatherer) -> Outcome:
    field = "cpu_threads" if atom.params["what"] == "threads" else "cpu_cores"
    value, why = g.steady(field)
    if value is None:
        return unknown(f"the number of CPU {atom.params['what']} is unknown: {why}")
    return _threshold_outcome(value, atom, f"the machine has {value} CPU {atom.params['what']}", g.steady_cite())


def uptime(atom: Atom, g: Gatherer) -> Outcome:
    r = g.tool("linux_system_info", {"cpu": False})
    if not r.ok or r.data.get("uptime_seconds") is None:
        return _fails(r, "the uptime") if not r.ok else unknown(f"the uptime is not in the reading{r.cite()}")
    seconds = r.data["uptime_seconds"]
    return _threshold_outcome(seconds, atom, f"the machine has been up for {fmt_duration(seconds)}", r.cite())


def kernel(atom: Atom, g: Gatherer) -> Outcome:
    release, why = g.steady("kernel")
    if release is None:
        return unknown(f"the kernel version is unknown: {why}")
    op, stated = atom.params["op"], atom.params["version"]
    if op in ("=", "!="):
        holds = version_holds(release, op, stated)
    else:
        ours = numeric_prefix(release) if numeric_prefix(stated) == stated else release
        holds = version_holds(ours or release, op, stated)
    return Outcome(holds, f"the kernel is {release}{g.steady_cite()}")


_OS_SYNONYMS = {"rhel": "rhel", "redhat": "rhel", "red hat": "rhel", "arch": "arch", "archlinux": "arch",
                "alma": "almalinux", "mint": "linuxmint", "pop_os": "pop", "pop!_os": "pop", "suse": "sles",
                "rocky": "rocky", "amazon": "amzn", "oracle": "ol"}


def _os_is(name: str, g: Gatherer) -> tuple[bool | None, str]:
    os_id, why = g.steady("os_id")
    os_name, _ = g.steady("os_name")
    if os_id is None and os_name is None:
        return None, f"the OS is unknown: {why}"
    wanted = name.lower()
    tokens = set(re.split(r"[\s/]+", (os_name or "").lower()))
    ids = {(os_id or "").lower(), (os_id or "").lower().split("-")[0]}
    holds = wanted in ids or _OS_SYNONYMS.get(wanted) in ids or wanted in tokens or \
        (wanted == "opensuse" and any(i.startswith("opensuse") for i in ids))
    return holds, f"the OS is {os_name or os_id} (id {os_id})"


def os_name(atom: Atom, g: Gatherer) -> Outcome:
    holds, fact = _os_is(atom.params["name_value"], g)
    if holds is None:
        return unknown(fact)
    version = atom.params.get("version")
    if holds and version:
        return os_version_check(g, "=", version, fact)
    return Outcome(holds, fact + g.steady_cite())


def os_version(atom: Atom, g: Gatherer) -> Outcome:
    distro = atom.params.get("distro")
    fact = ""
    if distro:
        holds, fact = _os_is(distro, g)
        if holds is None:
            return unknown(fact)
        if not holds:
            return false(f"{fact}, not {distro}{g.steady_cite()}")
    return os_version_check(g, atom.params["op"], atom.params["version"], fact)


def os_version_check(g: Gatherer, op: str, stated: str, fact: str) -> Outcome:
    version, why = g.steady("os_version")
    if version is None:
        return unknown(f"the OS version is unknown: {why}")
    shown = f"version {version}{g.steady_cite()}"
    os_id, _ = g.steady("os_id")
    if os_id == "debian":
        # os-release says only "12"; the point release is in /etc/debian_version.
        r = g.tool("linux_file_read", {"path": "/etc/debian_version", "limit": 1})
        line = (r.data.get("lines") or [""])[0].strip() if r.ok else ""
        if re.match(r"^\d+(?:\.\d+)*$", line) and line.split(".")[0] == version.split(".")[0]:
            version, shown = line, f"version {line} (/etc/debian_version){r.cite()}"
    if stated.count(".") > version.count(".") and stated.startswith(version + "."):
        # Known "12", asked about "12.5": what is known does not say.
        return unknown(f"{fact}, {shown}: that does not say whether it is {stated}".lstrip(", "))
    holds = version_holds(version, op, stated)
    return Outcome(holds, f"{fact}, {shown}".lstrip(", "))


def hostname(atom: Atom, g: Gatherer) -> Outcome:
    host, why = g.steady("hostname")
    if host is None:
        return unknown(f"the host name is unknown: {why}")
    domain = (g.steady_fields() or {}).get("domain")
    wanted = atom.params["name_value"].lower()
    names = {host.lower()} | ({f"{host}.{domain}".lower()} if domain else set())
    return Outcome(wanted in names, f"the host name is {host}{g.steady_cite()}")


_ARCH_SYNONYMS = [{"x86_64", "amd64", "x86-64"}, {"aarch64", "arm64"}, {"i386", "i686"}, {"armhf", "armv7l", "armv7"},
                  {"riscv64"}, {"ppc64le"}, {"s390x"}]


def arch(atom: Atom, g: Gatherer) -> Outcome:
    value, why = g.steady("arch")
    if value is None:
        return unknown(f"the architecture is unknown: {why}")
    wanted = atom.params["name_value"].lower()
    fact = f"the architecture is {value}{g.steady_cite()}"
    if wanted in ("x86", "arm"):
        if value.lower() == wanted:
            return true(fact)
        return unknown(f"{fact}; '{wanted}' names a family of architectures, say which one")
    same = next((s for s in _ARCH_SYNONYMS if value.lower() in s), {value.lower()})
    return Outcome(wanted in same, fact)


def codename(atom: Atom, g: Gatherer) -> Outcome:
    value, why = g.steady("os_codename")
    if value is None:
        return unknown(f"the release code name is unknown: {why}")
    return Outcome(value.lower() == atom.params["name_value"].lower(),
                   f"the release code name is {value}{g.steady_cite()}")


DECIDERS = {"memory": memory, "swap": swap, "swap_enabled": swap_enabled, "disk": disk, "load": load,
            "cpu_percent": cpu_percent, "cpu_count": cpu_count, "uptime": uptime, "kernel": kernel, "os": os_name,
            "os_version": os_version, "hostname": hostname, "arch": arch, "codename": codename}
