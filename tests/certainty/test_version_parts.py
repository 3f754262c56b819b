"""Versions in a clause about several packages: "upgraded A and B from X to Y" reads X as the version they left,
and a wrong version fails where it stands, the rest of the clause keeping what held."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, steady, tool


def _history() -> dict:
    return tool("e6", "linux_package_history", {"events": [
        {"time": "2026-11-20T08:01:10+00:00", "action": "upgrade", "package": "libvirt0", "from_version": "9.0.0-2",
         "to_version": "9.0.0-4+deb12u2"},
        {"time": "2026-11-20T08:01:12+00:00", "action": "upgrade", "package": "libvirt-daemon",
         "from_version": "9.0.0-2", "to_version": "9.0.0-4+deb12u2"},
        {"time": "2026-11-20T08:02:40+00:00", "action": "upgrade", "package": "qemu-system-x86",
         "from_version": "1:7.2+dfsg-7+deb12u6", "to_version": "1:7.2+dfsg-7+deb12u7"}]}, args={"since_days": 7})


def _installed() -> dict:
    return steady(installed_packages={"libvirt0": "9.0.0-4+deb12u2", "libvirt-daemon": "9.0.0-4+deb12u2",
                                      "qemu-system-x86": "1:7.2+dfsg-7+deb12u7"})


def test_the_version_after_from_is_the_one_the_packages_left():
    claims = dict(claim_list("It upgraded libvirt-daemon and libvirt0 from 9.0.0-2 to 9.0.0-4+deb12u2.",
                             _installed(), _history()))
    assert set(claims.values()) == {"verified"}, claims
    claims = dict(claim_list("It upgraded libvirt-daemon and libvirt0 from 8.0.0-1 to 9.0.0-4+deb12u2.",
                             _installed(), _history()))
    assert "contradicted" in claims.values(), claims


def test_a_wrong_version_fails_where_it_stands():
    claims = claim_list("It upgraded libvirt0 from 9.0.0-2 to 9.0.0-4+deb12u2 and qemu-system-x86 to "
                        "1:7.2+dfsg-7+deb12u5.", _installed(), _history())
    wrong = [text for text, status in claims if status == "contradicted"]
    assert wrong and all("deb12u5" in text and "libvirt0" not in text for text in wrong), claims
    assert any("libvirt0" in text and status == "verified" for text, status in claims), claims


def test_a_debian_revision_after_a_plus_is_part_of_the_version():
    claims = dict(claim_list("qemu-system-x86 is at 1:7.2+dfsg-7+deb12u5.", _installed()))
    assert "contradicted" in claims.values(), claims
    claims = dict(claim_list("qemu-system-x86 is at 1:7.2+dfsg-7+deb12u7.", _installed()))
    assert set(claims.values()) == {"verified"}, claims


def test_the_version_before_an_arrow_is_the_one_left():
    claims = dict(claim_list("qemu-system-x86 1:7.2+dfsg-7+deb12u6 → 1:7.2+dfsg-7+deb12u7 on Nov 20.",
                             _installed(), _history()))
    assert "contradicted" not in claims.values(), claims
