"""A block of "**Field:** value" lines is about the thing its first line names: "**State:** failed" under
"**Unit:** backup.service" is the unit's state."""

from __future__ import annotations

from tests.certainty._bundles import bundle, tool
from reos_desktop.certainty.wrapper import verify_bundle


def _units() -> dict:
    def unit(name: str, active: str, sub: str) -> dict:
        return {"unit": name, "load_state": "loaded", "active_state": active, "sub_state": sub,
                "unit_file_state": "static"}
    return tool("s1", "linux_service_status", {"units": [unit("backup.service", "failed", "failed"),
                                                         unit("colord.service", "active", "running")]})


def _state(answer: str) -> str:
    claims = verify_bundle(bundle(answer, _units())).claims
    return next(c.status for c in claims if "State" in answer[c.span[0]:c.span[1]] or
                answer[c.span[0]:c.span[1]].strip("* ") in ("failed", "running"))


def test_a_field_is_said_of_the_block_thing():
    assert _state("**Unit:** backup.service\n**State:** failed\n") == "verified"
    assert _state("**Unit:** colord.service\n**State:** failed\n") == "contradicted"
