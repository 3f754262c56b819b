"""A readable text rendering of a tool's evidence item, for `reos tool` (the GUI has its own panels).

Data is shown, never interpreted: the same values as the JSON, in tables, with what was cut or could
not be read repeated at the end so the reader cannot miss that the evidence is partial.
"""

from __future__ import annotations

import json
from typing import Any, Callable

from reos_desktop.evidence.models import EvidenceItem


def human_bytes(value: Any) -> str:
    """Bytes in binary units (B, KiB … TiB), one decimal above bytes."""
    if not isinstance(value, (int, float)):
        return "?"
    size = float(value)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if abs(size) < 1024:
            return f"{size:.0f} B" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{size:.1f} TiB"


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, list):
        return ", ".join(str(v) for v in value) or "-"
    return " ".join(str(value).split()) if "\n" in str(value) else str(value)  # one row per line, always


def table(rows: list[dict], columns: list[tuple[str, str | Callable[[dict], Any]]], max_width: int = 60) -> str:
    """Rows as aligned columns; `columns` is (header, key or function). Wide cells are shortened."""
    if not rows:
        return "(none)"
    cells = [[_cell(col(row) if callable(col) else row.get(col)) for _, col in columns] for row in rows]
    cells = [[c if len(c) <= max_width else c[: max_width - 1] + "…" for c in line] for line in cells]
    headers = [h for h, _ in columns]
    widths = [max(len(h), *(len(line[i]) for line in cells)) for i, h in enumerate(headers)]
    out = ["  ".join(h.ljust(w) for h, w in zip(headers, widths)).rstrip()]
    out += ["  ".join(c.ljust(w) for c, w in zip(line, widths)).rstrip() for line in cells]
    return "\n".join(out)


def _processes(d: dict) -> str:
    body = table(d.get("processes", []), [
        ("PID", "pid"), ("USER", "user"), ("CPU%", lambda r: r.get("cpu_percent", "-")), ("MEM%", "memory_percent"),
        ("RSS", lambda r: human_bytes(r.get("rss_bytes"))), ("STATUS", "status"), ("STARTED", "started_at"),
        ("COMMAND", lambda r: r.get("cmdline") or f"[{r.get('name')}]")])
    return f"{body}\n{d.get('total')} matching of {d.get('total_on_system')} processes; {d.get('cpu_percent_method')}"


def _service(d: dict) -> str:
    if "units" in d:
        return table(d["units"], [("UNIT", "unit"), ("LOAD", "load_state"), ("ACTIVE", "active_state"),
                                  ("SUB", "sub_state"), ("FILE", "unit_file_state"), ("SINCE", "active_since"),
                                  ("DESCRIPTION", "description")], max_width=40)
    return "\n".join(f"{k}: {_cell(v)}" for k, v in d.items())


def _containers(d: dict) -> str:
    return f"runtime: {d.get('runtime')}\n" + table(d.get("containers", []), [
        ("ID", "id"), ("NAME", "name"), ("IMAGE", "image"), ("STATE", "state"), ("STATUS", "status"),
        ("PORTS", "ports")])


def _disks(d: dict) -> str:
    return table(d.get("filesystems", []), [
        ("DEVICE", "device"), ("MOUNTED ON", "mountpoint"), ("TYPE", "fstype"),
        ("SIZE", lambda r: human_bytes(r.get("total_bytes"))), ("USED", lambda r: human_bytes(r.get("used_bytes"))),
        ("FREE", lambda r: human_bytes(r.get("free_bytes"))), ("USE%", "percent")])


def _network(d: dict) -> str:
    parts = ["Interfaces:", table(d.get("interfaces", []), [("NAME", "name"), ("UP", "is_up"), ("MAC", "mac"),
                                                            ("ADDRESSES", "addresses")], max_width=80),
             "", "Listening:", table(d.get("listening", []), [("PROTO", "proto"), ("ADDRESS", "address"),
                                                             ("PORT", "port"), ("PID", "pid"), ("PROCESS", "process")]),
             "", "Connections:", table(d.get("connections", []), [("PROTO", "proto"), ("LOCAL", "local"),
                                                                 ("REMOTE", "remote"), ("STATUS", "status"),
                                                                 ("PID", "pid"), ("PROCESS", "process")])]
    return "\n".join(parts)


def _logs(d: dict) -> str:
    lines = [f"source: {d.get('source')}" + (f" ({', '.join(d['files'])})" if d.get("files") else "")]
    for e in d.get("entries", []):
        who = e.get("unit") or e.get("identifier") or "-"
        level = f" {e['priority']}" if e.get("priority") else ""
        lines.append(f"{e.get('time')} {who}{level}: {e.get('message')}")
    if not d.get("entries"):
        lines.append("(no entries)")
    return "\n".join(lines)


def _rates(key: str, name: str, fields: list[tuple[str, str]]) -> Callable[[dict], str]:
    def render(d: dict) -> str:
        cols = [(name.upper(), name)] + [(h, (lambda k: lambda r: human_bytes(r.get(k)) + "/s")(k))
                                         if k.endswith("bytes_per_s") else (h, k) for h, k in fields]
        return f"measured over {d.get('interval_seconds')} s\n" + table(d.get(key, []), cols)
    return render


def _file_read(d: dict) -> str:
    first = d.get("offset", 0) + 1
    width = len(str(first + len(d.get("lines", []))))
    numbered = [f"{str(first + i).rjust(width)}  {line}" for i, line in enumerate(d.get("lines", []))]
    return "\n".join([d.get("header", "")] + numbered)


def _file_changes(d: dict) -> str:
    return f"under {d.get('root')} since {d.get('since')} ({d.get('scanned')} entries scanned)\n" + table(
        d.get("files", []), [("MODIFIED", "mtime"), ("SIZE", lambda r: human_bytes(r.get("size_bytes"))),
                             ("PATH", "path")], max_width=100)


def _packages(d: dict) -> str:
    return f"source: {d.get('source')} since {d.get('since')}\n" + table(d.get("events", []), [
        ("TIME", "time"), ("ACTION", "action"), ("PACKAGE", "package"), ("FROM", "from_version"),
        ("TO", "to_version")])


def _kubernetes(d: dict) -> str:
    def status(obj: dict) -> Any:
        st = obj.get("status") or {}
        return st.get("phase") or (f"{st.get('readyReplicas', 0)}/{st.get('replicas', 0)} ready"
                                   if "replicas" in st else None)
    rows = [{"kind": o.get("kind"), "namespace": (o.get("metadata") or {}).get("namespace"),
             "name": (o.get("metadata") or {}).get("name"), "status": status(o)} for o in d.get("items", [])]
    return f"context: {d.get('context')}, namespace: {d.get('namespace') or 'all'}\n" + table(
        rows, [("KIND", "kind"), ("NAMESPACE", "namespace"), ("NAME", "name"), ("STATUS", "status")])


def _system(d: dict) -> str:
    mem, swap = d.get("memory", {}), d.get("swap", {})
    cpu = (f"CPU: {d['cpu_percent']}% of {d.get('cpu_count')} CPUs (sampled over {d.get('cpu_sample_seconds')} s)"
           if d.get("cpu_percent") is not None else f"CPU: {d.get('cpu_count')} CPUs (usage not sampled)")
    return "\n".join([
        cpu,
        f"load average: {' '.join(str(x) for x in d.get('load_average', []))}",
        f"memory: {human_bytes(mem.get('used_bytes'))} used, {human_bytes(mem.get('available_bytes'))} available "
        f"of {human_bytes(mem.get('total_bytes'))} ({mem.get('percent')}%)",
        f"swap: {human_bytes(swap.get('used_bytes'))} used of {human_bytes(swap.get('total_bytes'))}",
        f"up {d.get('uptime_seconds')} s, since {d.get('boot_time')}"])


RENDERERS: dict[str, Callable[[dict], str]] = {
    "linux_processes": _processes, "linux_service_status": _service, "linux_containers": _containers,
    "linux_disk_usage": _disks, "linux_network_info": _network, "linux_recent_logs": _logs,
    "linux_disk_io": _rates("devices", "device", [("READ", "read_bytes_per_s"), ("WRITE", "write_bytes_per_s"),
                                                  ("BUSY%", "busy_percent")]),
    "linux_network_traffic": _rates("interfaces", "name", [("RX", "rx_bytes_per_s"), ("TX", "tx_bytes_per_s")]),
    "linux_file_read": _file_read, "linux_file_changes": _file_changes, "linux_package_history": _packages,
    "kubernetes_get": _kubernetes, "linux_system_info": _system,
}


def render_item(item: EvidenceItem) -> str:
    extra = item.model_extra or {}
    head = extra.get("summary") or item.tool or item.kind
    status = "complete" if item.complete else "INCOMPLETE"
    lines = [f"{head}", f"{item.id or '(no id)'} · collected {item.collected_at} · "
                        f"{extra.get('duration_ms', '?')} ms · {status}"]
    if item.error:
        lines.append(f"error: {item.error}")
    data = item.data
    if isinstance(data, dict):
        render = RENDERERS.get(item.tool or "")
        try:
            body = render(data) if render else json.dumps(data, indent=2, ensure_ascii=False)
        except (KeyError, TypeError, AttributeError, ValueError):
            body = json.dumps(data, indent=2, ensure_ascii=False)
        lines += ["", body]
        for field, marker in (data.get("truncated") or {}).items():
            lines.append(f"cut: {field}: {marker}")
        for what, why in (data.get("unreadable") or {}).items():
            lines.append(f"unreadable: {what}: {why}")
        if data.get("redactions"):
            lines.append(f"redacted: {data['redactions']} secret(s) replaced by [REDACTED]")
    elif data is not None:
        lines += ["", json.dumps(data, indent=2, ensure_ascii=False)]
    return "\n".join(lines)
