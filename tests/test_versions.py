"""Version ordering as dpkg orders it (checked against `dpkg --compare-versions` when it is installed)."""

from __future__ import annotations

import shutil
import subprocess

import pytest

from reos_desktop.versions import compare_versions, version_prefix_matches

PAIRS = [("1.0", "1.0", 0), ("1.0", "1.1", -1), ("1.10", "1.9", 1), ("1.0~rc1", "1.0", -1), ("1:1.0", "2.0", 1),
         ("1.24.0-2ubuntu7", "1.24.0-2ubuntu10", -1), ("5:24.0.7-1~ubuntu.24.04~noble", "5:24.0.7-1", -1),
         ("2.39-0ubuntu8", "2.39-0ubuntu8.1", -1), ("1.0a", "1.0", 1), ("1.0+b1", "1.0", 1), ("0.9", "0.10", -1),
         ("6.8.0-45-generic", "6.8.0-47-generic", -1), ("v1.28.3", "1.29.0", -1)]


@pytest.mark.parametrize("a,b,expected", PAIRS)
def test_compare_versions(a, b, expected):
    assert compare_versions(a, b) == expected
    assert compare_versions(b, a) == -expected


@pytest.mark.skipif(not shutil.which("dpkg"), reason="dpkg is not installed")
@pytest.mark.parametrize("a,b,expected", [p for p in PAIRS if not p[0].startswith("v")])
def test_agrees_with_dpkg(a, b, expected):
    op = {-1: "lt", 0: "eq", 1: "gt"}[expected]
    assert subprocess.run(["dpkg", "--compare-versions", a, op, b]).returncode == 0


def test_version_prefix_matches():
    assert version_prefix_matches("1.24.0-2ubuntu7", "1.24")
    assert version_prefix_matches("5:24.0.7-1~ubuntu.24.04~noble", "24.0.7")
    assert not version_prefix_matches("1.24.0-2ubuntu7", "1.2")
    assert not version_prefix_matches("1.24.0", "1.25")
