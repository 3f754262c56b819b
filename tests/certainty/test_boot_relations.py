"""The boot set against other times: a service "running since the box booted" started within minutes of the
boot; "hasn't been rebooted since the kernel update" compares the boot with the kernel package's install."""

from __future__ import annotations

from tests.certainty._bundles import bundle, nginx_status, system_info, tool
from reos_desktop.certainty.wrapper import verify_bundle


def _status(answer: str, fragment: str, *evidence: dict) -> str:
    claims = verify_bundle(bundle(answer, *evidence)).claims
    return next(c.status for c in claims if fragment in answer[c.span[0]:c.span[1]])


def test_running_since_boot_means_started_with_it():
    # the machine booted at 07:46:35 and nginx became active at 07:47:12
    assert _status("nginx has been running since the machine booted.", "since", system_info(), nginx_status()) \
        == "verified"
    late = nginx_status()
    late["data"]["active_since"] = "2026-11-22T09:15:00+00:00"
    assert _status("nginx has been running since the machine booted.", "since", system_info(), late) \
        == "contradicted"


def _kernel_installed(clock: str) -> dict:
    return tool("h1", "linux_package_history", {"events": [
        {"time": clock, "action": "install", "package": "linux-image-6.8.0-55-generic", "from_version": None,
         "to_version": "6.8.0-55.57"}]}, args={"since_days": 14})


def test_rebooted_since_the_kernel_update():
    before_boot = _kernel_installed("2026-11-21T22:00:00+00:00")   # the machine booted at 07:46 on the 22nd
    after_boot = _kernel_installed("2026-11-22T09:00:00+00:00")
    answer = "The machine hasn't been rebooted since the kernel update."
    assert _status(answer, "since", system_info(), after_boot) == "verified"
    assert _status(answer, "since", system_info(), before_boot) == "contradicted"
