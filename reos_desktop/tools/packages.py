"""linux_package_history: installs, upgrades and removals, from the package managers' own logs.

dpkg.log (Debian, Ubuntu; apt's history.log where dpkg.log is gone), dnf.rpm.log (Fedora, RHEL) and
pacman.log (Arch). Rotated files (.1, .2.gz …) are read while the window reaches back into them.
Times without a zone (dpkg) are the machine's local time.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta, timezone

from pydantic import Field, field_validator

from reos_desktop.tools import logfiles
from reos_desktop.tools.budgets import keep_tail
from reos_desktop.tools.context import ToolContext, ToolError
from reos_desktop.tools.registry import Args, Number, ToolSpec

DEFAULT_LIMIT = 200
_MAX_ROTATED = 6
_PACKAGE_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9+._:\-]*$")

_DPKG = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d) (install|upgrade|remove|purge) (\S+) (\S+) (\S+)$")
_APT_ITEM = re.compile(r"([^\s,()]+) \(([^)]*)\)")
_DNF = re.compile(r"^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:Z|[+-]\d\d:?\d\d)) \w+ "
                  r"(Installed|Upgrade|Upgraded|Downgrade|Downgraded|Erase|Reinstall|Reinstalled|Obsoleted|Obsolete): (\S+)$")
_PACMAN = re.compile(r"^\[(\d{4}-\d\d-\d\d[ T]\d\d:\d\d(?::\d\d)?(?:Z|[+-]\d{4})?)\] \[ALPM\] "
                     r"(installed|upgraded|downgraded|removed|reinstalled) (\S+) \(([^)]*)\)$")
_NEVRA = re.compile(r"^(?P<name>.+)-(?P<version>(?:\d+:)?[^-]+-[^-]+)\.(?P<arch>[^.]+)$")


class PackageHistoryArgs(Args):
    since_days: Number = Field(30, ge=1, le=3650, description="how many days back")
    package: str | None = Field(None, max_length=200, description="only this package (exact name)")
    limit: Number = Field(DEFAULT_LIMIT, ge=1, le=5000, description="most events (the newest are kept)")

    @field_validator("package")
    @classmethod
    def _plain(cls, value: str | None) -> str | None:
        if value is not None and not _PACKAGE_NAME.match(value):
            raise ValueError("must be a package name such as nginx or libssl3")
        return value


def _local(text: str, fmt: str) -> str:
    moment = datetime.strptime(text, fmt).replace(tzinfo=datetime.now().astimezone().tzinfo)
    return moment.astimezone(timezone.utc).isoformat()


def _aware(text: str) -> str:
    text = text.replace(" ", "T")
    if text.endswith("Z"):
        text = text[:-1] + "+00:00"
    elif re.search(r"[+-]\d{4}$", text):
        text = f"{text[:-2]}:{text[-2:]}"
    moment = datetime.fromisoformat(text)
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.now().astimezone().tzinfo)
    return moment.astimezone(timezone.utc).isoformat()


def _version(value: str) -> str | None:
    return None if value in ("<none>", "") else value


def parse_dpkg_log(lines: list[str]) -> list[dict]:
    events: list[dict] = []
    for line in lines:
        match = _DPKG.match(line)
        if not match:
            continue
        stamp, action, package, old, new = match.groups()
        name = package.split(":", 1)[0]
        if action == "purge":
            # dpkg logs "remove" then "purge" for one `apt purge`: keep one removal.
            if events and events[-1]["package"] == name and events[-1]["action"] == "remove":
                continue
            action = "remove"
        if action == "upgrade" and old == new:
            action = "reinstall"
        events.append({"time": _local(stamp, "%Y-%m-%d %H:%M:%S"), "action": action, "package": name,
                       "from_version": _version(old), "to_version": _version(new) if action != "remove" else None})
    return events


def parse_apt_history(lines: list[str]) -> list[dict]:
    events: list[dict] = []
    when = None
    for line in lines:
        key, _, value = line.partition(": ")
        if key == "Start-Date":
            when = _local(" ".join(value.split()), "%Y-%m-%d %H:%M:%S")
        elif key in ("Install", "Upgrade", "Downgrade", "Remove", "Purge", "Reinstall") and when:
            action = {"Purge": "remove", "Downgrade": "downgrade"}.get(key, key.lower())
            for package, versions in _APT_ITEM.findall(value):
                parts = [v.strip() for v in versions.split(",") if v.strip() != "automatic"]
                name = package.split(":", 1)[0]
                old = parts[0] if action in ("upgrade", "downgrade", "remove") and parts else None
                new = parts[-1] if action in ("install", "upgrade", "downgrade", "reinstall") and parts else None
                events.append({"time": when, "action": action, "package": name, "from_version": old, "to_version": new})
    return events


def parse_dnf_rpm_log(lines: list[str]) -> list[dict]:
    """dnf.rpm.log: "Upgrade: new-NEVRA" and "Upgraded: old-NEVRA" come as a pair for one package."""
    events: list[dict] = []
    pending_old: dict[str, str] = {}
    for line in lines:
        match = _DNF.match(line)
        if not match:
            continue
        stamp, verb, nevra = match.groups()
        parts = _NEVRA.match(nevra)
        if not parts:
            continue
        name, version = parts.group("name"), parts.group("version")
        if verb in ("Upgraded", "Downgraded"):
            pending_old[name] = version
            for event in reversed(events):  # the old version may be logged after the new one
                if event["package"] == name and event["from_version"] is None and \
                        event["action"] in ("upgrade", "downgrade"):
                    event["from_version"] = version
                    pending_old.pop(name)
                    break
            continue
        if verb in ("Reinstalled", "Obsoleted"):
            continue
        action = {"Installed": "install", "Upgrade": "upgrade", "Downgrade": "downgrade", "Erase": "remove",
                  "Reinstall": "reinstall", "Obsolete": "remove"}[verb]
        events.append({"time": _aware(stamp), "action": action, "package": name,
                       "from_version": version if action == "remove" else pending_old.pop(name, None),
                       "to_version": None if action == "remove" else version})
    return events


def parse_pacman_log(lines: list[str]) -> list[dict]:
    events = []
    for line in lines:
        match = _PACMAN.match(line)
        if not match:
            continue
        stamp, verb, name, versions = match.groups()
        old, _, new = versions.partition(" -> ")
        action = {"installed": "install", "upgraded": "upgrade", "downgraded": "downgrade", "removed": "remove",
                  "reinstalled": "reinstall"}[verb]
        if action in ("install", "reinstall"):
            old, new = "", old
        events.append({"time": _aware(stamp), "action": action, "package": name, "from_version": old or None,
                       "to_version": None if action == "remove" else (new or None)})
    return events


# (log file, parser, source name), first family present wins.
SOURCES = [("/var/log/dpkg.log", parse_dpkg_log, "dpkg"), ("/var/log/apt/history.log", parse_apt_history, "apt"),
           ("/var/log/dnf.rpm.log", parse_dnf_rpm_log, "dnf"), ("/var/log/pacman.log", parse_pacman_log, "pacman")]


def _rotations(root, path: str) -> list[str]:
    """The file and its rotations, newest first: x, x.1, x.2.gz …"""
    out = [path] if root.exists(path) else []
    for n in range(1, _MAX_ROTATED + 1):
        for candidate in (f"{path}.{n}", f"{path}.{n}.gz"):
            if root.exists(candidate):
                out.append(candidate)
                break
    return out


def package_history(args: PackageHistoryArgs, ctx: ToolContext) -> dict:
    root = ctx.target.root
    since = (datetime.now(timezone.utc) - timedelta(days=args.since_days)).replace(microsecond=0)
    chosen = next(((p, parse, name) for p, parse, name in SOURCES if _rotations(root, p)), None)
    if chosen is None:
        looked = ", ".join(p for p, _, _ in SOURCES)
        raise ToolError(f"no package manager log found (looked for {looked})")
    path, parse, source = chosen
    events: list[dict] = []
    for attempt in _rotations(root, path):
        try:
            tail = logfiles.read_tail(str(root.path(attempt)), max_bytes=32 * 1024 * 1024)
        except OSError as err:
            ctx.unreadable_part(attempt, err.strerror or str(err))
            break
        ctx.record(f"read {attempt}")
        parsed = parse(tail.lines)
        events = [e for e in parsed if e["time"] >= since.isoformat()] + events
        if not tail.reached_start:
            ctx.cut(attempt, f"(only the end of {attempt} was read; use a smaller since_days=)")
            break
        if parsed and parsed[0]["time"] < since.isoformat():
            break  # this file already starts before the window: older rotations are not needed
    if args.package:
        events = [e for e in events if e["package"] == args.package]
    events.sort(key=lambda e: e["time"])
    events, marker = keep_tail(events, args.limit, "events", "use a smaller since_days= or package= to narrow")
    ctx.cut("events", marker)
    return {"source": source, "since": since.isoformat(), "events": events}


TOOLS = [
    ToolSpec("linux_package_history",
             "Package installs, upgrades and removals of the last since_days (dpkg/apt, dnf or pacman logs).",
             "package changes of the past {since_days} days[ for {package}]", PackageHistoryArgs, package_history),
]
