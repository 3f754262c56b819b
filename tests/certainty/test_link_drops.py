"""A Wi-Fi or link drop is one happening however many lines tell of it ("supplicant ... disconnected" and
"state change ... 'supplicant-disconnect'" two seconds apart), and the lines of reconnecting are not drops."""

from __future__ import annotations

from tests.certainty._bundles import status_containing, tool


def _journal() -> dict:
    def line(clock: str, message: str) -> dict:
        return {"time": f"2026-11-22T{clock}+00:00", "unit": "NetworkManager.service", "priority": "info",
                "message": message}
    return tool("l1", "linux_recent_logs", {"unit": "NetworkManager.service", "entries": [
        line("07:10:01", "device (wlan0): supplicant interface state: completed -> disconnected"),
        line("07:10:03", "device (wlan0): state change: activated -> failed (reason 'supplicant-disconnect')"),
        line("07:10:12", "device (wlan0): Activation: successful, device activated."),
        line("09:30:44", "device (wlan0): supplicant interface state: completed -> disconnected"),
        line("09:30:45", "device (wlan0): state change: activated -> failed (reason 'supplicant-disconnect')"),
        line("09:31:20", "dhcp4 (wlan0): state changed new lease, address=192.168.1.100")]},
        args={"unit": "NetworkManager.service", "since_minutes": 240})


def test_each_drop_is_counted_once():
    assert status_containing("wlan0 dropped twice.", "twice", _journal()) == "verified"
    # the four hours read may not hold every drop: more than two is not shown, nor ruled out
    assert status_containing("wlan0 dropped four times.", "four", _journal()) == "unsupported"
    assert status_containing("wlan0 dropped once.", "once", _journal()) == "contradicted"
