"""The registry imports a tool's family module only when that tool is first needed; its table of which
module holds which tool must match what the modules define."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

from reos_desktop.tools.registry import _FAMILIES, TOOL_FAMILY

REPO = Path(__file__).resolve().parents[2]


def test_the_family_table_matches_the_modules():
    defined = {spec.name: family for family in _FAMILIES
               for spec in importlib.import_module(f"reos_desktop.tools.{family}").TOOLS}
    assert TOOL_FAMILY == defined


def test_running_one_tool_imports_one_family_and_listing_imports_all():
    code = ("import sys\nfrom reos_desktop.tools.registry import get_registry\n"
            "r = get_registry()\nitem = r.run('linux_system_info', {'cpu': False})\n"
            "assert item.error is None and 'memory' in item.data, item\n"
            "loaded = sorted(m.split('.')[-1] for m in sys.modules if m.startswith('reos_desktop.tools.')\n"
            "                and m.split('.')[-1] in " + repr(_FAMILIES) + ")\n"
            "print(','.join(loaded))\n"
            "print(len(r.names()), ','.join(sorted(m.split('.')[-1] for m in sys.modules\n"
            "      if m.split('.')[-1] in " + repr(_FAMILIES) + " and m.startswith('reos_desktop.tools.'))))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=str(REPO), timeout=60)
    assert out.returncode == 0, out.stderr
    first, second = out.stdout.splitlines()
    assert first == "system"
    count, families = second.split()
    assert int(count) == len(TOOL_FAMILY) and families.split(",") == sorted(_FAMILIES)


def test_an_unknown_name_still_gets_its_hint():
    from reos_desktop.errors import UsageError
    from reos_desktop.tools.registry import get_registry

    try:
        get_registry().get("linux_procesess")
    except UsageError as err:
        assert "did you mean linux_processes?" in str(err)
    else:
        raise AssertionError("an unknown tool was accepted")
