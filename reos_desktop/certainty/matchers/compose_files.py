"""The services a Docker Compose file read with `linux_file_read` defines ("the file defines 6 services").

A Compose file's services are the keys one indent under its top-level `services:`. Only a file read in full
counts: a file cut by the read limit may define more.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex


def compose_services(index: FactIndex) -> tuple[int, str] | None:
    """(how many services, evidence id) of the one Compose file read in full, or None."""
    files = [f for f in index.of_kind("file") if re.search(r"(?:^|/)(?:docker-)?compose(?:\.[\w-]+)?\.ya?ml$", f.name)
             and f.rec.get("lines")]
    if len(files) != 1 or not (index.items.get(files[0].eid) and index.items[files[0].eid].complete):
        return None
    names, inside, indent = [], False, None
    for line in (str(x) for x in files[0].rec["lines"]):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        depth = len(line) - len(line.lstrip())
        if depth == 0:
            inside = line.strip() == "services:"
            continue
        if inside:
            indent = depth if indent is None else indent
            if depth == indent and re.match(r"^\s*[\w.-]+:\s*$", line):
                names.append(line.strip()[:-1])
    return (len(names), files[0].eid) if names else None
