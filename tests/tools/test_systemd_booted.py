"""The systemd and journal tools against a real booted systemd: a Debian container under systemd-nspawn.

This machine has no systemd as PID 1, so these are the only tests where linux_service_status and
linux_recent_logs read a live service manager and journal (through the environment's target: nsenter
into the container, files through /proc/PID/root). One container serves the module; its setup script
makes a failed unit that logged an error, a running unit, a masked and a disabled one.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

SETUP = r"""set -e
cat > /etc/systemd/system/reos-broken.service <<'UNIT'
[Service]
Type=oneshot
ExecStart=/bin/sh -c 'echo "<3>reos-broken: cannot open /srv/db: permission denied" >&2; exit 3'
UNIT
cat > /etc/systemd/system/reos-web.service <<'UNIT'
[Service]
ExecStart=/bin/sleep infinity
[Install]
WantedBy=multi-user.target
UNIT
cat > /etc/systemd/system/reos-batch.service <<'UNIT'
[Service]
Type=oneshot
ExecStart=/bin/true
[Install]
WantedBy=multi-user.target
UNIT
systemctl daemon-reload
systemctl start reos-broken.service || true
systemctl enable --now reos-web.service
systemctl mask reos-old.service
"""
SHARED_CACHE = Path(os.environ.get("REOS_ENV_CACHE")
                    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "reos" / "envs")


@pytest.fixture(scope="module")
def booted(tmp_path_factory):
    if os.geteuid() != 0:
        pytest.skip("systemd-nspawn needs root")
    for binary, package in (("systemd-nspawn", "systemd-container"), ("debootstrap", "debootstrap")):
        if not shutil.which(binary):
            pytest.skip(f"{binary} is not installed (apt-get install {package})")
    saved = os.environ.get("REOS_ENV_CACHE")
    os.environ["REOS_ENV_CACHE"] = str(SHARED_CACHE)
    from reos_desktop.envs.nspawn import NspawnEnvironment

    task = tmp_path_factory.mktemp("task") / "environment"
    task.mkdir()
    (task / "setup.sh").write_text(SETUP)
    environment = NspawnEnvironment(task, "systemd-booted", f"t{os.getpid()}")
    try:
        environment.start()
        yield environment
    finally:
        environment.stop()
        if saved is None:
            os.environ.pop("REOS_ENV_CACHE", None)
        else:
            os.environ["REOS_ENV_CACHE"] = saved


def _run(environment, tool: str, **args):
    from reos_desktop.tools.registry import get_registry

    item = get_registry().run(tool, args, target=environment.target())
    assert item.error is None, item.error
    return item


def _services(data) -> dict:
    return {row["unit"]: row for row in data["units"]}


def test_failed_units_are_listed(booted):
    item = _run(booted, "linux_service_status", state="failed")
    names = _services(item.data)
    assert names["reos-broken.service"]["active_state"] == "failed"
    assert "reos-web.service" not in names and data_total(item) == len(names)
    assert any("systemctl" in call for call in item.invocation)


def test_status_of_a_running_enabled_unit(booted):
    item = _run(booted, "linux_service_status", name="reos-web")
    text = str(item.data)
    assert "running" in text and "enabled" in text
    main_pid = _find(item.data, "main_pid")
    assert isinstance(main_pid, int) and main_pid > 1  # a PID as the container numbers it


def test_status_of_failed_masked_and_disabled_units(booted):
    assert "failed" in str(_run(booted, "linux_service_status", name="reos-broken").data)
    assert "masked" in str(_run(booted, "linux_service_status", name="reos-old").data)
    batch = str(_run(booted, "linux_service_status", name="reos-batch").data)
    assert "disabled" in batch and "running" not in batch


def test_journal_errors_of_a_unit(booted):
    item = _run(booted, "linux_recent_logs", unit="reos-broken", priority="err", since_minutes=30)
    text = str(item.data)
    assert "cannot open /srv/db: permission denied" in text
    assert any("journalctl" in call for call in item.invocation)
    quiet = _run(booted, "linux_recent_logs", unit="reos-web", priority="err", since_minutes=30)
    assert "permission denied" not in str(quiet.data)


def _find(data, key):
    """The first value of `key` anywhere in nested tool data."""
    if isinstance(data, dict):
        if key in data:
            return data[key]
        values = data.values()
    elif isinstance(data, list):
        values = data
    else:
        return None
    for value in values:
        found = _find(value, key)
        if found is not None:
            return found
    return None


def data_total(item) -> int:
    return item.data["total"]
