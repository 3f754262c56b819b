"""Debian's kernel package linux-image-6.1.0-31-amd64 has version 6.1.128-1 while the kernel boots as
6.1.0-31-amd64. "A kernel update 6.1.128" speaks of the package; a running kernel said so is still the release."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, steady, tool


def _history() -> dict:
    return tool("h2", "linux_package_history", {"events": [
        {"time": "2026-11-17T06:12:00+00:00", "action": "install", "package": "linux-image-6.1.0-31-amd64",
         "from_version": None, "to_version": "6.1.128-1"}]}, args={"since_days": 30})


def test_a_kernel_update_is_read_as_the_package_version():
    machine = steady(kernel="6.1.0-31-amd64")
    assert status_containing("There was a kernel update 6.1.128 on the 17th.", "6.1.128", machine, _history()) \
        == "verified"
    assert status_containing("There was a kernel update 6.1.140 on the 17th.", "6.1.140", machine, _history()) \
        == "contradicted"


def test_the_running_kernel_is_still_its_release():
    machine = steady(kernel="6.1.0-31-amd64")
    assert status_containing("You are running kernel 6.1.0-31-amd64.", "6.1.0-31", machine, _history()) == "verified"


def test_a_kernel_module_version_is_not_the_kernels():
    machine = steady(kernel="6.15.10-100.fc41.x86_64")
    assert status_containing("The loaded kernel module is 575.64.05.", "575.64.05", machine) != "contradicted"
    assert status_containing("The running kernel is 6.14.2.", "6.14.2", machine) == "contradicted"
