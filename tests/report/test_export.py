"""Evidence reports of a real recorded session, in every format, and `reos report` as a user runs it."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest

from reos_desktop.errors import ReosError, UsageError
from reos_desktop.report import export_session
from reos_desktop.report.session_data import load_session_report

from .conftest import SECRET


def test_session_report_holds_every_turn_claim_and_evidence_item(session_id):
    report = load_session_report(session_id)
    assert [t.question for t in report.turns] == ["What is this machine?", "How full is the root disk?"]
    first = report.turns[0]
    statuses = {c["text"]: c["status"] for c in first.claims}
    assert "contradicted" in statuses.values() and "verified" in statuses.values()
    assert any(s == "inference" for s in statuses.values())
    ids = [e["id"] for e in report.evidence]
    assert ids.count("s0") == 1 and "e1" in ids and "e2" in ids  # each id once across the turns
    assert report.machine["hostname"] and report.machine["evidence_id"] == "s0"
    # Spans still point at the claims' words after redaction changed the answer's length.
    for claim in first.claims:
        start, end = claim["span"]
        assert first.answer[start:end] == claim["text"]


def test_secrets_are_redacted_everywhere(session_id, tmp_path):
    for fmt in ("html", "md", "json"):
        path = export_session(session_id, tmp_path / f"r.{fmt}")
        text = path.read_text()
        assert SECRET not in text, fmt
        assert "[REDACTED" in text, fmt


class _Collect(HTMLParser):
    def __init__(self):
        super().__init__()
        self.external, self.anchors, self.links = [], set(), []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag in ("script", "link", "img", "iframe"):
            self.external.append(tag)
        if attrs.get("id"):
            self.anchors.add(attrs["id"])
        if tag == "a" and attrs.get("href", "").startswith("#"):
            self.links.append(attrs["href"][1:])


def test_html_is_self_contained_and_its_claim_links_resolve(session_id, tmp_path):
    path = export_session(session_id, tmp_path / "report.html")
    html = path.read_text()
    parser = _Collect()
    parser.feed(html)
    assert parser.external == [] and "<style>" in html
    assert parser.links and all(link in parser.anchors for link in parser.links)
    assert "claim st-contradicted" in html and "claim st-verified" in html
    report = load_session_report(session_id)
    for item in report.evidence:
        assert item["collected_at"] in html
        if item.get("sha256"):
            assert item["sha256"] in html
    assert "uptime" in html  # the suggested command, shown, never run


def test_json_report_is_an_evidence_bundle_that_verifies(session_id, tmp_path):
    from reos_desktop.certainty.wrapper import verify_bundle

    bundle = json.loads(export_session(session_id, tmp_path / "bundle.json").read_text())
    assert bundle["reos_evidence"] == 1 and bundle["session"] == session_id
    assert bundle["question"] == "How full is the root disk?" and len(bundle["turns"]) == 2
    assert {e["id"] for e in bundle["evidence"]} >= {"s0", "e1", "e2"}
    result = verify_bundle(bundle).to_json()
    assert [c["status"] for c in result["claims"]] == [c["status"] for c in bundle["turns"][1]["claims"]]


def test_markdown_report_lists_claims_with_statuses(session_id, tmp_path):
    text = export_session(session_id, tmp_path / "report.md").read_text()
    assert text.startswith(f"# Evidence report: session {session_id}")
    assert re.search(r"\| ✗ contradicted \| The load is 9999 \|", text)
    assert "### e1 · linux_system_info" in text and "- sha256: `" in text


@pytest.mark.gui
def test_pdf_report_is_a_real_pdf(session_id, tmp_path):
    path = export_session(session_id, tmp_path / "report.pdf")
    data = path.read_bytes()
    assert data.startswith(b"%PDF-") and b"%%EOF" in data[-1024:]
    assert len(data) > 5000


def test_bad_requests_are_one_sentence_errors(session_id, tmp_path):
    with pytest.raises(UsageError, match="cannot tell the report format"):
        export_session(session_id, tmp_path / "report.txt")
    with pytest.raises(UsageError, match="unknown report format"):
        export_session(session_id, tmp_path / "report", fmt="docx")
    with pytest.raises(UsageError, match="no session 'nope'"):
        export_session("nope", tmp_path / "r.html")
    with pytest.raises(UsageError, match="does not exist"):
        export_session(session_id, tmp_path / "missing" / "r.html")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        import os

        if os.geteuid() != 0:  # root writes anywhere; the check only means something for a user
            with pytest.raises(ReosError, match="cannot write the report"):
                export_session(session_id, locked / "r.html")
    finally:
        locked.chmod(0o700)


def test_reos_report_command(session_id, run_reos, tmp_path):
    out = tmp_path / "latest.md"
    done = run_reos("report", "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert f"session {session_id}" in out.read_text()
    done = run_reos("report", "--session", session_id, "--format", "json", "-o", str(tmp_path / "b"))
    assert done.returncode == 0 and json.loads((tmp_path / "b").read_text())["session"] == session_id
    bad = run_reos("report", "--session", "nope", "-o", str(tmp_path / "x.html"))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "Traceback" not in bad.stderr


def test_reos_report_without_any_session(run_reos, tmp_path):
    done = run_reos("report", "-o", str(tmp_path / "x.html"))
    assert done.returncode == 2 and "no session to report yet" in done.stderr
