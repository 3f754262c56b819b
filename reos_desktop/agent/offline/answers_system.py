"""Offline answers about the machine itself: disk space, memory, swap, load, uptime, CPU, kernel, OS, host
name, network traffic and disk I/O."""

from __future__ import annotations

from reos_desktop.agent.offline.compose import Reply, fmt_bytes, fmt_duration, fmt_number, fmt_percent
from reos_desktop.agent.offline.intents import Question
from reos_desktop.check.evidence import Gatherer


def disk_space(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "disk_space")
    path = q.path if q.path and q.path.startswith("/") and not q.path.startswith("/dev/") else None
    r = g.tool("linux_disk_usage", {"path": path} if path else {})
    if not r.ok:
        return reply.unknown(f"The disk usage of {path}" if path else "Disk usage", r)
    systems = r.data.get("filesystems") or []
    if q.path and q.path.startswith("/dev/"):
        systems = [fs for fs in systems if fs.get("device") == q.path]
    if not systems:
        return reply.say(f"No mounted filesystem was found for {q.path or 'this machine'}{r.cite()}.")
    for fs in systems:
        where = fs["mountpoint"]
        if path and path != where:
            reply.say(f"{path} is on the filesystem mounted at {where} ({fs['device']}, {fs['fstype']}){r.cite()}.")
        reply.say(f"{where} is {fmt_percent(fs['percent'])} full: {fmt_bytes(fs['used_bytes'])} used of "
                  f"{fmt_bytes(fs['total_bytes'])}, {fmt_bytes(fs['free_bytes'])} free{r.cite()}.")
    unread = (r.data.get("unreadable") or {})
    if unread:
        reply.say("Could not be read: " + "; ".join(f"{k} ({v})" for k, v in unread.items()) + f"{r.cite()}.")
    return reply


def memory(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "memory")
    r = g.tool("linux_system_info", {"cpu": False})
    if not r.ok:
        return reply.unknown("Memory usage", r)
    mem = r.data.get("memory") or {}
    reply.say(f"Memory usage is {fmt_percent(mem.get('percent'))}: {fmt_bytes(mem.get('used_bytes'))} used of "
              f"{fmt_bytes(mem.get('total_bytes'))}{r.cite()}.")
    reply.say(f"{fmt_bytes(mem.get('available_bytes'))} of memory is available{r.cite()}.")
    _swap_line(reply, r)
    return reply


def _swap_line(reply: Reply, r) -> None:
    sw = r.data.get("swap") or {}
    if not sw.get("total_bytes"):
        reply.say(f"The swap total is 0 bytes{r.cite()}.")
    else:
        reply.say(f"Swap usage is {fmt_percent(sw.get('percent'))}: {fmt_bytes(sw.get('used_bytes'))} used of "
                  f"{fmt_bytes(sw.get('total_bytes'))}{r.cite()}.")


def swap(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "swap")
    r = g.tool("linux_system_info", {"cpu": False})
    if not r.ok:
        return reply.unknown("Swap usage", r)
    _swap_line(reply, r)
    return reply


def load(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "load")
    r = g.tool("linux_system_info")
    if not r.ok:
        return reply.unknown("The load average", r)
    for minutes, value in zip((1, 5, 15), (r.data.get("load_average") or [])[:3]):
        reply.say(f"The {minutes}-minute load average is {fmt_number(value)}{r.cite()}.")
    threads, _ = g.steady("cpu_threads")
    if threads:
        reply.say(f"The machine has {threads} CPU threads{g.steady_cite()}.")
    if r.data.get("cpu_percent") is not None:
        reply.say(f"CPU usage is {fmt_percent(r.data['cpu_percent'])}{_sample(r)}{r.cite()}.")
    return reply


def _sample(r) -> str:
    seconds = r.data.get("cpu_sample_seconds")
    return f" (measured over {fmt_number(seconds)} s)" if seconds else ""


def cpu_usage(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "cpu_usage")
    r = g.tool("linux_system_info")
    if not r.ok:
        return reply.unknown("CPU usage", r)
    reply.say(f"CPU usage is {fmt_percent(r.data.get('cpu_percent'))}{_sample(r)}{r.cite()}.")
    one = (r.data.get("load_average") or [None])[0]
    if one is not None:
        reply.say(f"The 1-minute load average is {fmt_number(one)}{r.cite()}.")
    return reply


def uptime(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "uptime")
    r = g.tool("linux_system_info", {"cpu": False})
    if not r.ok:
        return reply.unknown("The uptime", r)
    reply.say(f"The system has been up for {fmt_duration(r.data.get('uptime_seconds'))}{r.cite()}.")
    if r.data.get("boot_time"):
        reply.say(f"It booted at {r.data['boot_time']}{r.cite()}.")
    return reply


def cpu_info(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "cpu_info")
    model, why = g.steady("cpu_model")
    cores, _ = g.steady("cpu_cores")
    threads, _ = g.steady("cpu_threads")
    arch, _ = g.steady("arch")
    if model is None and cores is None:
        return reply.say(f"I could not read the CPU: {why}.")
    cite = g.steady_cite()
    if model:
        reply.say(f"The CPU is {model}{cite}.")
    if cores is not None:
        reply.say(f"It has {cores} cores and {threads} threads{cite}." if threads else f"It has {cores} cores{cite}.")
    if arch:
        reply.say(f"The architecture is {arch}{cite}.")
    return reply


def kernel(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "kernel")
    release, why = g.steady("kernel")
    if release is None:
        return reply.say(f"I could not read the kernel version: {why}.")
    arch, _ = g.steady("arch")
    reply.say(f"The kernel is {release}{g.steady_cite()}.")
    if arch:
        reply.say(f"The architecture is {arch}{g.steady_cite()}.")
    return reply


def os_version(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "os_version")
    pretty, why = g.steady("os_pretty_name")
    name, _ = g.steady("os_name")
    version, _ = g.steady("os_version")
    codename, _ = g.steady("os_codename")
    os_id, _ = g.steady("os_id")
    if not (pretty or name):
        return reply.say(f"I could not read the operating system: {why}.")
    cite = g.steady_cite()
    reply.say(f"The OS is {pretty or name}{cite}.")
    if not pretty and version:
        reply.say(f"The OS version is {version}{cite}.")
    return reply


def hostname(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "hostname")
    host, why = g.steady("hostname")
    if host is None:
        return reply.say(f"I could not read the host name: {why}.")
    domain = (g.steady_fields() or {}).get("domain")
    reply.say(f"The host name is {host}{g.steady_cite()}.")
    if domain:
        reply.say(f"The domain is {domain}, so the full name is {host}.{domain}{g.steady_cite()}.")
    return reply


def network_traffic(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "network_traffic")
    r = g.tool("linux_network_traffic", {"interval_seconds": 1.0})
    if not r.ok:
        return reply.unknown("Network traffic", r)
    interval = fmt_number(round(r.data.get("interval_seconds") or 1.0, 1))
    interfaces = r.data.get("interfaces") or []
    reply.say(f"Network traffic measured over {interval} s{r.cite()}:")
    for nic in interfaces:
        reply.bullet(f"{nic['name']}: receiving {fmt_bytes(nic.get('rx_bytes_per_s'))}/s, sending "
                     f"{fmt_bytes(nic.get('tx_bytes_per_s'))}/s{r.cite()}")
    if not interfaces:
        reply.say(f"No network interface was found{r.cite()}.")
    return reply


def disk_io(q: Question, g: Gatherer) -> Reply:
    reply = Reply(g, "disk_io")
    r = g.tool("linux_disk_io", {"interval_seconds": 1.0})
    if not r.ok:
        return reply.unknown("Disk I/O", r)
    interval = fmt_number(round(r.data.get("interval_seconds") or 1.0, 1))
    devices = [d for d in r.data.get("devices") or [] if not str(d.get("device", "")).startswith(("loop", "ram"))] \
        or list(r.data.get("devices") or [])
    reply.say(f"Disk I/O measured over {interval} s{r.cite()}:")
    for dev in devices[:10]:
        busy = f", {fmt_percent(dev['busy_percent'])} busy" if dev.get("busy_percent") is not None else ""
        reply.bullet(f"{dev['device']}: reading {fmt_bytes(dev.get('read_bytes_per_s'))}/s, writing "
                     f"{fmt_bytes(dev.get('write_bytes_per_s'))}/s{busy}{r.cite()}")
    if not devices:
        reply.say(f"No block device was found{r.cite()}.")
    return reply


HANDLERS = {"disk_space": disk_space, "memory": memory, "swap": swap, "load": load, "cpu_usage": cpu_usage,
            "uptime": uptime, "cpu_info": cpu_info, "kernel": kernel, "os_version": os_version, "hostname": hostname,
            "network_traffic": network_traffic, "disk_io": disk_io}
