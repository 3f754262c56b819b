"""One function per tool shape of evidence-bundle §4 (and §3 for steady state) that fills a FactIndex.

Shapes are read defensively: a missing or oddly typed field costs the facts it would have given, never
an exception, because an answer must still be verified when one tool returned something unexpected.
"""

from __future__ import annotations

import re
from datetime import timedelta

from reos_desktop.certainty.facts import Entity, FactIndex, Item, Listing
from reos_desktop.certainty.names import aliases, iface_aliases, image_names, tag_release
from reos_desktop.evidence.canonical import parse_time


def _list(value) -> list:
    return value if isinstance(value, list) else []


def _dict(value) -> dict:
    return value if isinstance(value, dict) else {}


def shaped(rec: dict, **types) -> dict:
    """A copy of `rec` in which each named field has the type the matchers read it as; a field of any other
    type (a list where a number belongs, a number where a list belongs) is dropped to its empty value."""
    out = dict(rec)
    for key, kind in types.items():
        value = out.get(key)
        if value is None:
            continue
        if kind is int and (isinstance(value, bool) or not isinstance(value, (int, float))):
            out[key] = None
        elif kind is str and not isinstance(value, str):
            out[key] = None if isinstance(value, (dict, list)) else str(value)
        elif kind is list:
            out[key] = [x for x in value if isinstance(x, (str, int, float, dict))] if isinstance(value, list) else []
        elif kind is dict and not isinstance(value, dict):
            out[key] = {}
        elif kind is bool and not isinstance(value, bool):
            out[key] = None
    return out


def _ip(address: str) -> str:
    return str(address).split("/", 1)[0].strip("[]")


def endpoint_host(endpoint: str) -> str:
    """The host of a socket's end: "10.0.0.5:443", "[fe80::1]:22" and "[::ffff:10.0.0.9]:9100" (an IPv4 peer
    seen by a dual-stack socket is that IPv4 peer) give 10.0.0.5, fe80::1 and 10.0.0.9."""
    end = str(endpoint).strip()
    if end.startswith("["):
        end = end[1:].split("]", 1)[0]
    elif end.count(":") == 1:
        end = end.rsplit(":", 1)[0]
    end = end.lower()
    if end.startswith("::ffff:") and end.count(".") == 3:
        end = end[len("::ffff:"):]
    return _ip(end)


def _image_tag_version(ix: FactIndex, image_ent: Entity, image: str, eid: str, container: Entity) -> None:
    """"mariadb:10.11" runs MariaDB 10.11: a tag that is a release (major.minor at least) is the image's version,
    and the version of the container running it ("nextcloud-redis | 7.4.2"). A tag names a line of releases, so
    only what it states is known ("10.11", not "10.11.6")."""
    release = tag_release(image)
    for alias in (set(image_ent.names) | set(container.names)) if release else ():
        if ":" not in alias:
            ix.versions.setdefault(alias, []).append((release, eid, None))


def index_system_info(ix: FactIndex, item: Item, data: dict) -> None:
    e = item.id
    ix.add_q("percent", data.get("cpu_percent"), "cpu.percent", "cpu processor usage utilization load busy", e,
             qual="used")
    load = _list(data.get("load_average"))
    for i, minutes in enumerate((1, 5, 15)):
        if i < len(load):
            ix.add_q("number", load[i], f"load.{minutes}m", f"load average loadavg {minutes}", e)
    ix.add_q("seconds", data.get("uptime_seconds"), "uptime", "up uptime running booted boot", e)
    ix.add_t("boot", data.get("boot_time"), "boot booted rebooted reboot started up since", e)
    for part, words in (("memory", "memory ram mem"), ("swap", "swap")):
        block = _dict(data.get(part))
        total, used = block.get("total_bytes"), block.get("used_bytes")
        avail = block.get("available_bytes")
        if avail is None and isinstance(total, (int, float)) and isinstance(used, (int, float)):
            avail = total - used
        ix.add_q("bytes", total, f"{part}.total", words + " total", e, qual="total")
        ix.add_q("bytes", used, f"{part}.used", words + " used usage", e, qual="used")
        ix.add_q("bytes", avail, f"{part}.available", words + " available free", e, qual="free")
        pct = block.get("percent")
        ix.add_q("percent", pct, f"{part}.percent", words + " used usage", e, qual="used")
        if isinstance(pct, (int, float)):
            ix.add_q("percent", 100 - pct, f"{part}.free_percent", words + " free available", e, qual="free")
        if isinstance(total, (int, float)) and total and isinstance(avail, (int, float)):
            ix.add_q("percent", 100 * avail / total, f"{part}.available_percent", words + " free available", e,
                     qual="free")


def index_processes(ix: FactIndex, item: Item, data: dict) -> None:
    e = item.id
    members = []
    totals: dict[str, list] = {}
    for proc in _list(data.get("processes")):
        if not isinstance(proc, dict) or not proc.get("name"):
            continue
        name = str(proc["name"])
        proc = shaped(proc, pid=int, cpu_percent=int, memory_percent=int, rss_bytes=int, cmdline=str, status=str,
                      user=str, started_at=str)
        ent = ix.add_entity(Entity("process", name, e, proc), aliases(name))
        members.append(ent)
        ix.add_q("percent", proc.get("cpu_percent"), "cpu_percent", "cpu processor", e, ent, qual="used")
        ix.add_q("percent", proc.get("memory_percent"), "memory_percent", "memory ram mem", e, ent, qual="used")
        ix.add_q("bytes", proc.get("rss_bytes"), "rss", "memory ram mem rss resident", e, ent, qual="used")
        ix.add_q("pid", proc.get("pid"), "pid", "pid process", e, ent)
        ix.add_t("started", proc.get("started_at"), "started since running up", e, ent)
        totals.setdefault(name.lower(), []).append(proc)
    for name, procs in totals.items():
        if len(procs) > 1:  # "nginx uses 120 MB" may mean all nginx processes together
            ent = next(m for m in members if m.name.lower() == name)
            for key, dim, attr, words in (("rss_bytes", "bytes", "rss(sum)", "memory ram mem rss resident"),
                                          ("cpu_percent", "percent", "cpu_percent(sum)", "cpu processor"),
                                          ("memory_percent", "percent", "memory_percent(sum)", "memory ram mem")):
                values = [p.get(key) for p in procs if isinstance(p.get(key), (int, float))]
                if values:
                    ix.add_q(dim, sum(values), attr, words, e, ent, qual="used")
    ix.add_q("count", data.get("total"), "processes.total", "processes process tasks total running", e)
    args = item.args
    ix.add_listing(Listing("processes", e, members, item.complete and not args.get("name"),
                           {"sort": args.get("sort"), "name": args.get("name"), "total": data.get("total"),
                            "item_complete": item.complete}))


def _service(ix: FactIndex, item: Item, unit: dict) -> Entity | None:
    unit = shaped(unit, unit=str, name=str, load_state=str, active_state=str, sub_state=str, unit_file_state=str,
                  main_pid=int, active_since=str, description=str, n_restarts=int, NRestarts=int, restarts=int)
    name = unit.get("unit") or unit.get("name")
    if not name:
        return None
    ent = ix.add_entity(Entity("service", str(name), item.id, unit), aliases(str(name)))
    ix.add_q("pid", unit.get("main_pid"), "main_pid", "pid main process", item.id, ent)
    # a restart is the last start: "nginx restarted this morning" is timed by when it became active
    ix.add_t("since", unit.get("active_since"), "since active running up started restarted", item.id, ent)
    # systemd's restart counter, under the name the tool gives it ("31 restarts", "restarted 31 times")
    restarts = next((unit[k] for k in ("n_restarts", "NRestarts", "restarts") if unit.get(k) is not None), None)
    ix.add_q("count", restarts, "restarts", "restarts restarted restart times", item.id, ent)
    return ent


def index_service_status(ix: FactIndex, item: Item, data: dict) -> None:
    if isinstance(data.get("units"), list):
        members = [ent for unit in data["units"] if isinstance(unit, dict) and (ent := _service(ix, item, unit))]
        scope = {k: v for k, v in item.args.items() if k != "name"}
        ix.add_listing(Listing("services", item.id, members, item.complete and not item.args.get("name"), scope))
    elif data.get("unit") or data.get("name"):
        ent = _service(ix, item, data)
        if ent is not None:
            ix.add_listing(Listing("services", item.id, [ent], False, {"name": ent.name}))


_UP_RE = re.compile(r"\bup\s+(?:about\s+)?(an?|\d+)\s+(second|minute|hour|day|week|month|year)s?", re.I)
_EXITED_RE = re.compile(r"\b(exited|restarting)\s*\(-?\d+\)\s+(?:about\s+)?(an?|\d+)\s+(second|minute|hour|day|week|month|"
                        r"year)s?\s+ago", re.I)
_UNIT_S = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800, "month": 2629800, "year": 31557600}


def index_containers(ix: FactIndex, item: Item, data: dict) -> None:
    e = item.id
    members = []
    for box in _list(data.get("containers")):
        if not isinstance(box, dict) or not (box.get("name") or box.get("id")):
            continue
        box = shaped(box, name=str, id=str, image=str, state=str, status=str, created_at=str, ports=list)
        if not (box.get("name") or box.get("id")):
            continue
        name = str(box.get("name") or box.get("id")).lstrip("/")
        names = set(aliases(name))
        if box.get("id"):
            names.add(str(box["id"])[:12].lower())
        image = str(box.get("image") or "")
        ent = ix.add_entity(Entity("container", name, e, box), *names)
        if image:
            image_ent = ix.add_entity(Entity("image", image, e, box), *image_names(image))
            _image_tag_version(ix, image_ent, image, e, ent)
        members.append(ent)
        up = _UP_RE.search(str(box.get("status") or ""))
        if up:
            count = 1 if up.group(1).lower() in ("a", "an") else int(up.group(1))
            ix.add_q("seconds", count * _UNIT_S[up.group(2).lower()], "up", "up running uptime for", e, ent)
            if item.collected_at:
                unit_s = _UNIT_S[up.group(2).lower()]
                ix.add_t("since", item.collected_at - timedelta(seconds=count * unit_s),
                         "since up running started restarted", e, ent, slack=unit_s)
        gone = _EXITED_RE.search(str(box.get("status") or ""))
        if gone and item.collected_at:
            count = 1 if gone.group(2).lower() in ("a", "an") else int(gone.group(2))
            unit_s = _UNIT_S[gone.group(3).lower()]
            # "Restarting (1) 40 seconds ago": the last exit of a restart loop, and its last restart attempt
            words = "exited stopped died crashed killed ago" + \
                (" restarted restarting restart attempt tried" if gone.group(1).lower() == "restarting" else "")
            ix.add_t("exited", item.collected_at - timedelta(seconds=count * unit_s), words, e, ent, slack=unit_s)
            if gone.group(1).lower() == "exited":
                ix.add_q("seconds", count * unit_s, "down", "stopped exited down dead for", e, ent)
        ix.add_t("created", box.get("created_at"), "created", e, ent)
        code = re.search(r"\b(?:exited|restarting)\s*\((-?\d+)\)", str(box.get("status") or ""), re.I)
        if code:
            ix.add_q("number", int(code.group(1)), "exit_code", "exit code status last returned", e, ent)
        for port in _list(box.get("ports")):
            for host_port, cont_port in _port_pairs(str(port)):
                if cont_port is None:   # "6379/tcp": open inside the container, published on no host port
                    ix.add_q("port", host_port, "exposed_port", "port container internal exposed", e, ent)
                    continue
                ix.add_q("port", host_port, "published_port", "port ports published exposed mapped listening", e, ent)
                ix.add_q("port", cont_port, "container_port", "port container internal", e, ent)
    args = item.args
    scope = {"all": bool(args.get("all"))}
    ix.add_listing(Listing("containers", e, members, item.complete, scope))


def _port_pairs(text: str) -> list[tuple[int, int | None]]:
    out = []
    for match in re.finditer(r"(?:[\d.:\[\]*]*:)?(\d{1,5})(?:-\d+)?->(\d{1,5})", text):
        out.append((int(match.group(1)), int(match.group(2))))
    if not out:
        match = re.match(r"^(\d{1,5})/(?:tcp|udp)$", text.strip())
        if match:
            out.append((int(match.group(1)), None))
    return out


def index_disk_usage(ix: FactIndex, item: Item, data: dict) -> None:
    e = item.id
    members = []
    for fs in _list(data.get("filesystems")):
        if not isinstance(fs, dict):
            continue
        fs = shaped(fs, mountpoint=str, device=str, fstype=str, total_bytes=int, used_bytes=int, free_bytes=int,
                    percent=int)
        if not (fs.get("mountpoint") or fs.get("device")):
            continue
        ent = _filesystem(ix, e, fs)
        members.append(ent)
        words = "disk filesystem partition space storage drive volume"
        total, used, free = fs.get("total_bytes"), fs.get("used_bytes"), fs.get("free_bytes")
        ix.add_q("bytes", total, "total", words + " total size capacity", e, ent, qual="total")
        ix.add_q("bytes", used, "used", words + " used usage", e, ent, qual="used")
        ix.add_q("bytes", free, "free", words + " free available", e, ent, qual="free")
        pct = fs.get("percent")
        ix.add_q("percent", pct, "percent", words + " used usage full", e, ent, qual="used")
        if isinstance(pct, (int, float)):
            ix.add_q("percent", 100 - pct, "free_percent", words + " free available", e, ent, qual="free")
        if isinstance(total, (int, float)) and total:
            if isinstance(free, (int, float)):
                ix.add_q("percent", 100 * free / total, "free_percent", words + " free available", e, ent, qual="free")
            if isinstance(used, (int, float)):
                ix.add_q("percent", 100 * used / total, "percent", words + " used usage full", e, ent, qual="used")
    ix.add_listing(Listing("filesystems", e, members, item.complete and not item.args.get("path")))


def _filesystem(ix: FactIndex, eid: str, fs: dict, field: str | None = None) -> Entity:
    mount = str(fs.get("mountpoint") or fs.get("device"))
    names = {mount, str(fs.get("device") or "")}
    if mount == "/":
        names |= {"root", "root filesystem", "root partition", "rootfs", "system drive", "os drive"}
    device = str(fs.get("device") or "")
    if device.startswith("/dev/"):
        names.add(device[5:])
    if mount.startswith("/") and mount.rstrip("/").rsplit("/", 1)[-1]:
        names.add(mount.rstrip("/").rsplit("/", 1)[-1])   # "the docker fs" is /var/lib/docker
    return ix.add_entity(Entity("fs", mount, eid, fs, field=field), *names)


def _interface(ix: FactIndex, eid: str, iface: dict, field: str | None = None) -> Entity | None:
    if not isinstance(iface, dict):
        return None
    iface = shaped(iface, name=str, mac=str, addresses=list, is_up=bool)
    if not iface.get("name"):
        return None
    ent = ix.add_entity(Entity("iface", str(iface["name"]), eid, iface, field=field), *iface_aliases(iface["name"]))
    for address in _list(iface.get("addresses")):
        ix.add_entity(Entity("address", _ip(address), eid, {"iface": iface["name"], "cidr": address}, field=field),
                      str(address))
    if iface.get("mac"):
        ix.add_entity(Entity("address", str(iface["mac"]).lower(), eid, {"iface": iface["name"], "mac": True},
                             field=field))
    return ent


_LOCAL_HOSTS = frozenset({"127.0.0.1", "::1", "0.0.0.0", "::", "*", "localhost", ""})


def index_network_info(ix: FactIndex, item: Item, data: dict) -> None:
    e = item.id
    ifaces = [ent for i in _list(data.get("interfaces")) if (ent := _interface(ix, e, i))]
    ix.add_listing(Listing("interfaces", e, ifaces, item.complete))
    ports = []
    for sock in _list(data.get("listening")):
        if not isinstance(sock, dict):
            continue
        sock = shaped(sock, port=int, address=str, process=str, pid=int, proto=str)
        if sock.get("port") is None:
            continue
        ports.append(sock)
        proc = sock.get("process")
        owner = None
        if proc:
            owner = ix.add_entity(Entity("process", str(proc), e, {"name": proc, "pid": sock.get("pid"),
                                                                    "listening": True}), aliases(str(proc)))
        ix.add_q("port", sock.get("port"), "listening_port", "port ports listening listens open bound", e, owner)
    ix.add_listing(Listing("ports", e, ports, item.complete))
    conns = [shaped(c, local=str, remote=str, status=str, process=str, pid=int)
             for c in _list(data.get("connections")) if isinstance(c, dict)]
    ix.add_listing(Listing("connections", e, conns, item.complete))
    for conn in conns:
        remote = str(conn.get("remote") or "")
        if remote:
            peer = ix.add_entity(Entity("address", endpoint_host(remote), e, {"connection": conn}))
            if peer.name not in _LOCAL_HOSTS:
                # "the SSH session from 198.51.100.77 is owned by PID 1450": the process holding the connection
                # (a loopback peer is one of many local sockets: it names no one connection)
                ix.add_q("pid", conn.get("pid"), "pid", "pid process owned owner session", e, peer)


_UNIT_END_RE = re.compile(r"\bFailed with result\b|\bStopped\b|\bDeactivated successfully\b|\bFailed to start\b")
_UNIT_START_RE = re.compile(r"\bStarted\b|\bStarting\b")
_EXIT_STATUS_RE = re.compile(r"\bcode=(?:exited|killed|dumped),\s*status=(\d+)")


def index_recent_logs(ix: FactIndex, item: Item, data: dict) -> None:
    entries = [shaped(x, time=str, unit=str, priority=str, message=str)
               for x in _list(data.get("entries")) if isinstance(x, dict)]
    scope = {k: item.args.get(k) for k in ("unit", "since_minutes", "priority", "grep")}
    scope["unit"] = scope["unit"] or data.get("unit")
    ix.add_listing(Listing("log_entries", item.id, entries, item.complete, scope))
    units = {str(x.get("unit")) for x in entries if x.get("unit")} | ({str(scope["unit"])} if scope["unit"] else set())
    unit_entities = {}
    for unit in units:
        ent = ix.add_entity(Entity("log_unit", unit, item.id, {"unit": unit}), aliases(unit))
        unit_entities[unit] = ent
        # "It failed with exit status 2": the status systemd logged when the unit's process last exited
        exits = [m for x in entries if x.get("unit") == unit for m in [_EXIT_STATUS_RE.search(str(x.get("message")))] if m]
        if exits:
            ix.add_q("number", int(exits[-1].group(1)), "exit_code", "exit code status last returned exited failed",
                     item.id, ent)
        # "It's been down for about 3 hours": since the unit last failed or stopped, when nothing started it after
        ends = [x for x in entries if x.get("unit") == unit and _UNIT_END_RE.search(str(x.get("message")))]
        last = parse_time(ends[-1].get("time")) if ends else None
        if last is not None and ix.now is not None and not any(
                _UNIT_START_RE.search(str(x.get("message"))) and (parse_time(x.get("time")) or last) > last
                for x in entries if x.get("unit") == unit):
            ix.add_q("seconds", (ix.now - last).total_seconds(), "down", "down stopped failed dead offline", item.id,
                     ent)
    for entry in entries:
        # a line is its unit's event ("Starting Gitea nightly dump..." under gitea-backup.service), named or not
        ix.add_t("event", entry.get("time"), "at logged", item.id, unit_entities.get(str(entry.get("unit") or "")),
                 str(entry.get("message") or ""))


def _interval(ix: FactIndex, item: Item, data: dict) -> None:
    ix.add_q("seconds", data.get("interval_seconds"), "interval", "measured interval sampled sample sampling window",
             item.id)


def index_disk_io(ix: FactIndex, item: Item, data: dict) -> None:
    _interval(ix, item, data)
    for dev in _list(data.get("devices")):
        if not isinstance(dev, dict):
            continue
        dev = shaped(dev, device=str, read_bytes_per_s=int, write_bytes_per_s=int, busy_percent=int)
        if not dev.get("device"):
            continue
        name = str(dev["device"])
        ent = ix.add_entity(Entity("device", name, item.id, dev), name.rsplit("/", 1)[-1])
        ix.add_q("rate", dev.get("read_bytes_per_s"), "read", "read reads reading", item.id, ent)
        ix.add_q("rate", dev.get("write_bytes_per_s"), "write", "write writes writing written", item.id, ent)
        rd, wr = dev.get("read_bytes_per_s"), dev.get("write_bytes_per_s")
        if isinstance(rd, (int, float)) and isinstance(wr, (int, float)):
            ix.add_q("rate", rd + wr, "read+write", "total combined together both sum throughput", item.id, ent,
                     qual="total")
        ix.add_q("percent", dev.get("busy_percent"), "busy", "busy utilization util utilised io load", item.id, ent,
                 qual="used")


def index_file_changes(ix: FactIndex, item: Item, data: dict) -> None:
    files = [shaped(f, path=str, mtime=str, size_bytes=int) for f in _list(data.get("files")) if isinstance(f, dict)]
    files = [f for f in files if f.get("path")]
    for f in files:
        path = str(f["path"])
        ent = ix.add_entity(Entity("file", path, item.id, f), path.rsplit("/", 1)[-1])
        ix.add_t("mtime", f.get("mtime"), "modified changed edited updated written touched", item.id, ent)
        ix.add_q("bytes", f.get("size_bytes"), "size", "size big", item.id, ent, qual="total")
    scope = {"root": data.get("root") or item.args.get("root"), "since": data.get("since"),
             "since_minutes": item.args.get("since_minutes")}
    ix.add_listing(Listing("files", item.id, files, item.complete, scope))


def index_file_read(ix: FactIndex, item: Item, data: dict) -> None:
    path = str(data.get("path") or item.args.get("path") or "")
    if not path:
        return
    lines = [str(x) for x in _list(data.get("lines"))]
    ent = ix.add_entity(Entity("file", path, item.id, {"path": path, "lines": lines,
                                                       "total_lines": data.get("total_lines")}),
                        path.rsplit("/", 1)[-1])
    ix.add_q("count", data.get("total_lines"), "total_lines", "lines line long", item.id, ent)


def index_package_history(ix: FactIndex, item: Item, data: dict) -> None:
    events = [shaped(x, time=str, action=str, package=str, from_version=str, to_version=str)
              for x in _list(data.get("events")) if isinstance(x, dict)]
    events = [x for x in events if x.get("package")]
    ix.add_listing(Listing("package_events", item.id, events, item.complete,
                           {"since_days": item.args.get("since_days")}))
    for ev in events:
        name = str(ev["package"])
        when = parse_time(ev.get("time"))
        ix.add_entity(Entity("package", name, item.id, {"event": ev}), aliases(name))
        action = str(ev.get("action") or "")
        ix.add_t(action or "event", when, f"{action} {action}ed installed upgraded updated removed", item.id,
                 None, name)
        if action in ("install", "upgrade") and ev.get("to_version"):
            ix.versions.setdefault(name.lower(), []).append((str(ev["to_version"]), item.id, when))
        elif action == "remove":
            ix.versions.setdefault(name.lower(), []).append(("", item.id, when))


def index_user(ix: FactIndex, item: Item, raw: dict) -> None:
    text = raw.get("text")
    if isinstance(text, str) and text.strip():
        ix.user_texts.append((item.id, text))


def uptime_from_boot(ix: FactIndex) -> None:
    """Services active since T have been up for (now - T); give that as a duration too."""
    if ix.now is None:
        return
    for fact in list(ix.tfacts):
        if fact.attr in ("since", "started", "boot") and fact.entity is not None or fact.attr == "boot":
            seconds = (ix.now - fact.when) / timedelta(seconds=1)
            if seconds >= 0:
                ix.add_q("seconds", seconds, f"{fact.attr}.duration", "up running active for since uptime",
                         fact.eid, fact.entity)
