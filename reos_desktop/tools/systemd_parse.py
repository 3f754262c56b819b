"""Parsers for what systemd prints: `systemctl show`, `systemctl list-units --plain`, `journalctl -o json`.

Pure functions over text, so they are tested on recorded output as well as on a real booted systemd.
"""

from __future__ import annotations

import json
import re
from datetime import datetime, timezone

SHOW_PROPERTIES = ("Id", "LoadState", "ActiveState", "SubState", "UnitFileState", "MainPID",
                   "ActiveEnterTimestamp", "Description")
PRIORITY_NAMES = ("emerg", "alert", "crit", "err", "warning", "notice", "info", "debug")
UNIT_SUFFIXES = (".service", ".socket", ".timer", ".mount", ".automount", ".target", ".path", ".scope",
                 ".slice", ".swap", ".device")

# "Sat 2026-11-22 07:47:12 UTC" (TZ=UTC is set by the runner), or "@1795340832" with --timestamp=unix.
_TIMESTAMP = re.compile(r"^(?:[A-Z][a-z]{2} )?(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})(?:\.\d+)? (UTC|GMT|[+-]\d{2}:?\d{2})$")


def unit_name(name: str) -> str:
    """`nginx` -> `nginx.service`; a name with a unit suffix stays as it is."""
    return name if name.endswith(UNIT_SUFFIXES) else f"{name}.service"


def parse_timestamp(value: str | None) -> str | None:
    """A systemd timestamp as ISO-8601 UTC, or None when systemd says it never happened."""
    if not value or value in ("n/a", "0"):
        return None
    value = value.strip()
    if value.startswith("@"):
        try:
            return datetime.fromtimestamp(float(value[1:]), timezone.utc).replace(microsecond=0).isoformat()
        except ValueError:
            return None
    match = _TIMESTAMP.match(value)
    if not match:
        return None
    moment = datetime.strptime(match.group(1), "%Y-%m-%d %H:%M:%S")
    zone = match.group(2)
    if zone in ("UTC", "GMT"):
        return moment.replace(tzinfo=timezone.utc).isoformat()
    parsed = datetime.fromisoformat(f"{moment.isoformat()}{zone[:3]}:{zone[-2:]}")
    return parsed.astimezone(timezone.utc).isoformat()


def parse_show(text: str) -> list[dict]:
    """`systemctl show -p … unit1 unit2` prints one Key=Value block per unit, blank line between."""
    units = []
    for block in re.split(r"\n\s*\n", text.strip()):
        props: dict[str, str] = {}
        for line in block.splitlines():
            key, sep, value = line.partition("=")
            if sep:
                props[key.strip()] = value
        if props.get("Id"):
            units.append(unit_from_properties(props))
    return units


def unit_from_properties(props: dict[str, str]) -> dict:
    main_pid = props.get("MainPID", "")
    return {
        "unit": props.get("Id"),
        "load_state": props.get("LoadState") or None,
        "active_state": props.get("ActiveState") or None,
        "sub_state": props.get("SubState") or None,
        "unit_file_state": props.get("UnitFileState") or None,
        "main_pid": int(main_pid) if main_pid.isdigit() and main_pid != "0" else None,
        "active_since": parse_timestamp(props.get("ActiveEnterTimestamp"))
        if props.get("ActiveState") in ("active", "reloading", "deactivating") else None,
        "description": props.get("Description") or None,
    }


def parse_list_units(text: str) -> list[dict]:
    """`systemctl list-units --all --no-legend --plain`: UNIT LOAD ACTIVE SUB DESCRIPTION per line."""
    units = []
    for line in text.splitlines():
        parts = line.split(None, 4)
        if len(parts) < 4:
            continue
        if parts[0] in ("●", "*"):  # a marker for failed units in some versions, even with --plain
            parts = line.split(None, 5)[1:]
        units.append({"unit": parts[0], "load_state": parts[1], "active_state": parts[2], "sub_state": parts[3],
                      "description": parts[4] if len(parts) > 4 else None})
    return units


def _field_text(value) -> str:
    """journal fields are strings, or byte arrays (lists of ints) when they were not valid UTF-8."""
    if isinstance(value, list):
        try:
            return bytes(value).decode("utf-8", "replace")
        except (TypeError, ValueError):
            return " ".join(str(v) for v in value)
    return "" if value is None else str(value)


def parse_journal_json(text: str) -> list[dict]:
    """`journalctl -o json`: one JSON object per line, newest last."""
    entries = []
    for line in text.splitlines():
        line = line.strip()
        if not line.startswith("{"):
            continue
        try:
            raw = json.loads(line)
        except json.JSONDecodeError:
            continue
        entries.append(journal_entry(raw))
    return entries


def journal_entry(raw: dict) -> dict:
    micros = raw.get("__REALTIME_TIMESTAMP")
    when = (datetime.fromtimestamp(int(micros) / 1e6, timezone.utc).isoformat(timespec="seconds")
            if micros and str(micros).isdigit() else None)
    priority = raw.get("PRIORITY")
    level = PRIORITY_NAMES[int(priority)] if str(priority).isdigit() and int(priority) < 8 else None
    unit = raw.get("_SYSTEMD_UNIT") or raw.get("UNIT") or raw.get("_SYSTEMD_USER_UNIT")
    pid = raw.get("_PID") or raw.get("SYSLOG_PID")
    return {"time": when, "unit": unit, "priority": level, "identifier": raw.get("SYSLOG_IDENTIFIER"),
            "pid": int(pid) if str(pid).isdigit() else None, "message": _field_text(raw.get("MESSAGE"))}
