"""The settings a configuration file read with `linux_file_read` holds, as (key, value, line) triples.

Line-based formats ("PermitRootLogin no", "max_connections = 200", "key: value") give one setting per
line; a JSON file (Docker's daemon.json, a package.json) is parsed whole and flattened to dotted keys
("log-opts.max-size" = "50m", "builder.gc.enabled" = "false"), so claims about it are checked like any other
setting. A file cut by the read limit that no longer parses falls back to reading its lines one by one.
"""

from __future__ import annotations

import json
import re

LINE_RE = re.compile(r"^\s*([A-Za-z_][\w.-]*)\s*(?:=|:|\s)\s*(.+?)\s*;?\s*$")
_JSON_LINE_RE = re.compile(r'^\s*"([^"]+)"\s*:\s*("(?:[^"\\]|\\.)*"|[-\w.]+)\s*,?\s*$')


def settings(lines: list[str]) -> list[tuple[str, str, str]]:
    text = "\n".join(lines).strip()
    if text.startswith(("{", "[")):
        try:
            data = json.loads(text)
        except ValueError:
            data = None
        if data is not None:
            out: list[tuple[str, str, str]] = []
            _flatten(data, "", out)
            return out
        if text.startswith("{"):   # cut by the read limit: its "key": value lines still say something
            return [(m.group(1), m.group(2).strip('"'), line) for line in lines
                    for m in [_JSON_LINE_RE.match(line)] if m]
    out = []   # key = value, key: value, "Key value"; an INI file's [section] lines are not settings
    for i, line in enumerate(lines):
        if str(line).lstrip().startswith(("#", ";", "//")):
            continue
        m = LINE_RE.match(str(line))
        if m:
            value = m.group(2).strip()
            block = _flat_block(lines, i + 1) if value == "{" else None
            if block is not None:   # "forwarders {" / "9.9.9.9;" / "149.112.112.112;" / "};": the lines are its value
                out.append((m.group(1), "; ".join(block), f"{str(line).strip()} {' '.join(block)} }}"))
            else:
                out.append((m.group(1), value, str(line)))
    return out


def _flat_block(lines: list, start: int) -> list[str] | None:
    """The entries of a brace block that opens on the line before `start` and holds no block of its own."""
    items = []
    for line in lines[start:start + 50]:
        text = str(line).strip()
        if text.startswith("}"):
            return items
        if "{" in text:
            return None
        if text and not text.startswith(("#", "//")):
            items.append(text.rstrip(";").strip())
    return None


def _flatten(node, prefix: str, out: list) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(value, f"{prefix}.{key}" if prefix else str(key), out)
    elif isinstance(node, list):
        if all(not isinstance(x, (dict, list)) for x in node):
            shown = ", ".join(_scalar(x) for x in node)
            out.append((prefix, shown, f'"{prefix}": [{shown}]'))
        else:
            for i, value in enumerate(node):
                _flatten(value, f"{prefix}.{i}", out)
    elif prefix:
        out.append((prefix, _scalar(node), f'"{prefix}": {json.dumps(node)}'))


def _scalar(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return "null" if value is None else str(value)
