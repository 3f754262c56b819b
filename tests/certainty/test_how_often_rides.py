"""", 2 times" after what happened is how often: a wrong count does not make what happened wrong."""

from __future__ import annotations

from tests.certainty._bundles import claim_list, tool


def _log() -> dict:
    lines = [{"time": f"2026-11-22T0{h}:02:15+00:00", "unit": "postfix.service", "priority": "info",
              "message": f"postfix/smtp[177{h}]: 9F2A14C0B21: to=<h.virtanen@oldpartner.fi>, relay=none, "
                         f"status=deferred (connect to mail.oldpartner.fi[192.0.2.10]:25: Connection timed out)"}
             for h in (5, 6, 7)]
    return tool("e4", "linux_recent_logs", {"source": "journal", "entries": lines}, args={"since_minutes": 300})


def test_a_wrong_count_after_what_happened():
    claims = claim_list("- mail.oldpartner.fi is not answering (connection timed out), 2 times", _log())
    assert claims[0][1] == "verified" and claims[-1] == ("2 times", "contradicted"), claims
    claims = claim_list("- mail.oldpartner.fi is not answering (connection timed out), 3 times", _log())
    assert [s for _, s in claims] == ["verified", "verified"], claims
