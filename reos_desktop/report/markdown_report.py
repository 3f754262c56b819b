"""The Markdown evidence report: readable as plain text, renders on any Markdown viewer.

An answer is quoted as it was given; its claims follow as a table with their status, reason and the
evidence they rest on, and each evidence item has a section with its time, invocation, hash and data.
"""

from __future__ import annotations

import json
from typing import Any

from reos_desktop import APP_NAME, __version__
from reos_desktop.report.html_report import evidence_title, statistics_line
from reos_desktop.report.session_data import ReportTurn, SessionReport
from reos_desktop.report.vocabulary import (STATUS_MARKS, STATUS_MEANINGS, STATUSES, confidence_text,
                                            ending_text)


def _cell(value: Any) -> str:
    """A table cell: pipes escaped, newlines folded, so one value cannot break the table."""
    return str(value if value not in (None, "") else "unknown").replace("|", "\\|").replace("\n", " ")


def _fence(text: str, lang: str = "") -> str:
    fence = "```"
    while fence in text:
        fence += "`"
    return f"{fence}{lang}\n{text}\n{fence}"


def render_markdown(report: SessionReport) -> str:
    out = [f"# Evidence report: session {report.session_id}", ""]
    out += ["| | |", "|---|---|"]
    rows = [("Kind", report.kind), ("Title", report.title), ("Started", report.created_at),
            ("Model", f"{report.provider or 'unknown'} / {report.model or 'unknown'}"),
            ("Report written", report.generated_at),
            ("Contents", f"{len(report.turns)} question(s), {len(report.evidence)} evidence item(s)")]
    out += [f"| {k} | {_cell(v)} |" for k, v in rows if not (k == "Title" and not v)]
    out += ["", "## Machine", ""]
    m = report.machine
    if not m:
        out.append("Unknown: this session holds no steady-state evidence (the machine's identity was not read in it).")
    else:
        memory = m.get("memory_total_bytes")
        os_text = m.get("os_pretty_name") or " ".join(str(v) for v in (m.get("os_name"), m.get("os_version")) if v)
        out += ["| | |", "|---|---|"]
        for label, value in (("Hostname", m.get("hostname")), ("Machine id", m.get("machine_id")),
                             ("Operating system", os_text), ("Kernel", m.get("kernel")),
                             ("Architecture", m.get("arch")), ("CPU", m.get("cpu_model")),
                             ("Memory", f"{memory / 1024 ** 3:.1f} GiB" if isinstance(memory, int) else None)):
            out.append(f"| {label} | {_cell(value)} |")
        out += ["", f"From evidence {m['evidence_id']}, read {m.get('collected_at') or 'at an unknown time'}."]
    out += ["", "## Questions and answers", ""]
    if not report.turns:
        out.append("This session holds evidence only, no questions.")
    for turn in report.turns:
        out += _turn(turn)
    out += ["", "## Evidence", ""]
    if not report.evidence:
        out.append("No evidence was recorded in this session.")
    for item in report.evidence:
        out += _item(item)
    out += ["", "## Claim statuses", "", "| Status | Meaning |", "|---|---|"]
    out += [f"| {STATUS_MARKS[s]} {s} | {STATUS_MEANINGS[s]} |" for s in STATUSES]
    out += ["", f"Made by {APP_NAME} {__version__}. Secrets were redacted before this report was written; "
                "redactions read [REDACTED…].", ""]
    return "\n".join(out)


def _turn(turn: ReportTurn) -> list[str]:
    label = "Predicate" if turn.mode == "check" else "Question"
    uncertain = [c for c in turn.claims if c.get("status") != "verified"]
    out = [f"### {turn.number}. {label}: {turn.question}", "",
           f"**{confidence_text(turn.confidence, len(turn.claims))}** · {len(turn.evidence_ids)} evidence · "
           f"{len(turn.claims) - len(uncertain)} verified · {len(uncertain)} uncertain · "
           f"{ending_text(turn.ending, turn.task_completed)}", ""]
    out += ["> " + line if line else ">" for line in (turn.answer or "(no answer)").splitlines()]
    out.append("")
    if turn.exit_code is not None:
        out += [f"Verdict: exit code {turn.exit_code}.", ""]
    if turn.suggested_command:
        out += ["Suggested command (not run by ReOS):", "", _fence(turn.suggested_command, "sh"), ""]
    if turn.claims:
        out += ["| Status | Claim | Reason | Evidence |", "|---|---|---|---|"]
        for claim in turn.claims:
            status = str(claim.get("status") or "unsupported")
            out.append(f"| {STATUS_MARKS.get(status, '?')} {status} | {_cell(claim.get('text'))} | "
                       f"{_cell(claim.get('reason'))} | {_cell(', '.join(claim.get('evidence') or []) or 'none')} |")
    else:
        out.append("No checkable claims were found in this answer.")
    out += ["", f"*{statistics_line(turn.metadata, turn.answered_at)}*", ""]
    return out


def _item(item: dict[str, Any]) -> list[str]:
    out = [f"### {evidence_title(item)}", ""]
    out.append(f"- Read at: {item.get('collected_at') or 'unknown'}")
    if item.get("kind") == "tool":
        out.append(f"- Tool: `{item.get('tool')}` with arguments `{json.dumps(item.get('args') or {}, ensure_ascii=False)}`")
        if item.get("summary"):
            out.append(f"- Summary: {item['summary']}")
    invocation = item.get("invocation")
    out.append(f"- Invocation: {'; '.join(f'`{i}`' for i in invocation) if invocation else 'not recorded'}")
    out.append(f"- Complete: {'yes' if item.get('complete', True) else 'no (cut to a limit or partly unreadable)'}")
    if item.get("error"):
        out.append(f"- Error: {item['error']}")
    out.append(f"- sha256: `{item.get('sha256') or 'none (no data)'}`")
    if item.get("redacted_in_report"):
        out.append("- Redaction: secrets were removed for this report; the hash is of the data as read")
    body = item.get("text") if item.get("kind") == "user" else item.get("data")
    raw = body if isinstance(body, str) else json.dumps(body, indent=2, ensure_ascii=False, default=str)
    out += ["", _fence(raw, "json" if not isinstance(body, str) else ""), ""]
    return out
