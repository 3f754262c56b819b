"""linux_service_status: the state of one systemd unit, or of every loaded service.

systemd is asked with `systemctl show -p …` (several units per call). Where systemd is not the running
init (a container, WSL, a chroot) there is nothing to ask, and the error says exactly that.
"""

from __future__ import annotations

import re
from typing import Literal

from pydantic import Field, field_validator

from reos_desktop.tools import systemd_parse as sp
from reos_desktop.tools.budgets import keep_head
from reos_desktop.tools.context import ToolContext, ToolError
from reos_desktop.tools.registry import Args, Number, ToolSpec

DEFAULT_LIMIT = 200
_SHOW_BATCH = 200
_UNIT_NAME = re.compile(r"^[A-Za-z0-9:_.@\-]+$")
SYSTEMD_NOT_RUNNING = "systemd is not running on this machine (no /run/systemd/system), so service states cannot be read"


class ServiceStatusArgs(Args):
    name: str | None = Field(None, max_length=256, description="unit or bare name (nginx); omit for all services")
    state: Literal["active", "inactive", "failed", "running", "exited", "activating"] | None = Field(
        None, description="all services: only those in this state")
    limit: Number = Field(DEFAULT_LIMIT, ge=1, le=2000, description="all services: most units to list")

    @field_validator("name")
    @classmethod
    def _plain_unit_name(cls, value: str | None) -> str | None:
        if value is None:
            return value
        if value.startswith("-") or not _UNIT_NAME.match(value):
            raise ValueError("must be a unit name such as nginx or nginx.service (letters, digits, :_.@-)")
        return value


def systemd_running(ctx: ToolContext) -> bool:
    """The sd_booted() test: systemd creates /run/systemd/system when it is PID 1."""
    return ctx.target.root.path("/run/systemd/system").is_dir()


def _require_systemd(ctx: ToolContext) -> None:
    if not ctx.live and not ctx.target.argv_prefix():
        raise ToolError("service states can only be read on a running system, not from files under "
                        f"{ctx.target.root.label}")
    if not systemd_running(ctx):
        raise ToolError(SYSTEMD_NOT_RUNNING)


def show_units(ctx: ToolContext, units: list[str]) -> list[dict]:
    found: list[dict] = []
    for start in range(0, len(units), _SHOW_BATCH):
        batch = units[start:start + _SHOW_BATCH]
        argv = ["systemctl", "show", "--no-pager", "-p", ",".join(sp.SHOW_PROPERTIES), "--", *batch]
        result = ctx.run(argv, timeout=15)
        if result.returncode != 0 and not result.stdout.strip():
            raise ToolError(f"systemctl show failed: {_first_line(result.stderr) or f'exit code {result.returncode}'}")
        found.extend(sp.parse_show(result.stdout))
    return found


def _first_line(text: str) -> str:
    return next((line.strip() for line in text.splitlines() if line.strip()), "")


def service_status(args: ServiceStatusArgs, ctx: ToolContext) -> dict:
    _require_systemd(ctx)
    if args.name:
        unit = sp.unit_name(args.name)
        units = show_units(ctx, [unit])
        if not units:
            raise ToolError(f"systemctl show printed nothing for {unit}")
        return units[0]
    listed = ctx.run(["systemctl", "list-units", "--type=service", "--all", "--no-legend", "--plain", "--no-pager"],
                     timeout=15)
    if listed.returncode != 0:
        raise ToolError(f"systemctl list-units failed: {_first_line(listed.stderr) or listed.returncode}")
    names = [u["unit"] for u in sp.parse_list_units(listed.stdout)]
    units = show_units(ctx, names) if names else []
    if args.state:
        units = [u for u in units if args.state in (u["active_state"], u["sub_state"])]
    # Failed units first: a cut listing must never hide a failure behind healthy units.
    units.sort(key=lambda u: (u["active_state"] != "failed", u["unit"] or ""))
    shown, marker = keep_head(units, args.limit, "units", "use state= or name= to narrow, or a larger limit=")
    ctx.cut("units", marker)
    return {"units": shown, "total": len(units),
            "scope": "services systemd has loaded (installed but never loaded unit files are not listed)"}


def _summary(values: dict) -> dict:
    if values.get("name"):
        return {"what": f"state of {sp.unit_name(values['name'])}"}
    state = f"{values['state']} " if values.get("state") else ""
    return {"what": f"state of every {state}service (up to {values.get('limit')})"}


TOOLS = [
    ToolSpec("linux_service_status",
             "State of a systemd service (active/failed, since when, main PID) or of every service if name is omitted.",
             "{what}", ServiceStatusArgs, service_status, summary_values=_summary),
]
