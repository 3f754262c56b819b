"""The HTML evidence report: one self-contained file (inline CSS, no scripts, no external resources).

The answer is shown as its exact text with each claim marked at its span, so the marks point at the
words the certainty wrapper checked. `for_print` gives the variant the PDF writer lays out (Qt's rich
text understands a subset of CSS: no <details>, table borders as attributes, raw data cut to a page).
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from reos_desktop import APP_NAME, __version__
from reos_desktop.report.session_data import ReportTurn, SessionReport, non_overlapping_claims
from reos_desktop.report.vocabulary import (CONFIDENCE_COLORS, STATUS_MARKS, STATUS_MEANINGS, STATUSES, confidence_band, confidence_text,
                                            ending_text, status_color)

PRINT_DATA_LINES = 80  # raw data lines per evidence item in the PDF; the JSON report has all of it

_CSS = """
:root { color-scheme: light dark; }
body { font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; margin: 2em auto; max-width: 60em;
       line-height: 1.45; padding: 0 1em; }
h1 { margin-bottom: 0.2em; } h2 { border-bottom: 1px solid #8884; padding-bottom: 0.2em; margin-top: 2em; }
table { border-collapse: collapse; margin: 0.5em 0; } td, th { border: 1px solid #8886; padding: 0.25em 0.6em;
       text-align: left; vertical-align: top; }
th { background: #8881; } code, pre { font-family: "DejaVu Sans Mono", monospace; font-size: 0.9em; }
pre { background: #8881; padding: 0.6em; overflow-x: auto; white-space: pre-wrap; }
.meta { color: #666; } .answer { white-space: pre-wrap; border-left: 4px solid #8886; padding: 0.5em 1em;
       margin: 0.6em 0; }
.turn.unfinished .answer { border-left: 4px dashed #8a5a00; }
.badge { display: inline-block; border: 1px solid currentColor; border-radius: 1em; padding: 0 0.6em;
       margin-right: 0.4em; font-size: 0.9em; }
.claim { text-decoration: underline; text-decoration-thickness: 2px; text-underline-offset: 3px; }
.claim sup { font-weight: bold; } a { color: inherit; }
"""


def _status_css(dark: bool) -> str:
    rules = []
    for status in STATUSES:
        color = status_color(status, dark)
        rules.append(f".st-{status} {{ color: {color}; text-decoration-color: {color}; }}")
    for band in ("high", "medium", "low", "none"):
        rules.append(f".conf-{band} {{ color: {CONFIDENCE_COLORS[band][1 if dark else 0]}; }}")
    return "\n".join(rules)


_PRINT_CSS = """
body { font-family: "DejaVu Sans", "Noto Sans", Arial, sans-serif; font-size: 10pt; }
h1 { font-size: 18pt; } h2 { font-size: 14pt; margin-top: 18px; } h3 { font-size: 11pt; }
th { background-color: #eeeeee; text-align: left; } td, th { vertical-align: top; }
pre { font-family: "DejaVu Sans Mono", monospace; font-size: 8pt; background-color: #f4f4f4; }
code { font-family: "DejaVu Sans Mono", monospace; }
.meta { color: #555555; } .badge { font-weight: bold; }
"""


def render_html(report: SessionReport, for_print: bool = False) -> str:
    css = (_PRINT_CSS if for_print else _CSS) + _status_css(False)
    if not for_print:
        css += "\n@media (prefers-color-scheme: dark) {\n" + _status_css(True) + "\n.meta { color: #aaa; }\n}"
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>Evidence report: session {escape(report.session_id)}</title>",
        f"<style>{css}</style></head><body>",
        "<h1>Evidence report</h1>",
        _header(report),
        _machine(report),
        _turns(report, for_print),
        _evidence(report, for_print),
        _legend(),
        f'<p class="meta">Made by {escape(APP_NAME)} {escape(__version__)}. Secrets were redacted before this '
        "report was written; redactions read [REDACTED…].</p>",
        "</body></html>",
    ]
    return "\n".join(parts)


def _header(report: SessionReport) -> str:
    rows = [("Session", report.session_id), ("Kind", report.kind), ("Started", report.created_at or "unknown"),
            ("Model", f"{report.provider or 'unknown'} / {report.model or 'unknown'}"),
            ("Report written", report.generated_at),
            ("Contents", f"{len(report.turns)} question(s), {len(report.evidence)} evidence item(s)")]
    if report.title:
        rows.insert(1, ("Title", report.title))
    return _table(rows, border=True)


def _machine(report: SessionReport) -> str:
    m = report.machine
    if not m:
        return ('<h2 id="machine">Machine</h2><p>Unknown: this session holds no steady-state evidence '
                "(the machine's identity was not read in it).</p>")
    memory = m.get("memory_total_bytes")
    rows = [("Hostname", m.get("hostname")), ("Machine id", m.get("machine_id")),
            ("Operating system", m.get("os_pretty_name") or " ".join(str(v) for v in (m.get("os_name"), m.get("os_version")) if v)),
            ("Kernel", m.get("kernel")), ("Architecture", m.get("arch")), ("CPU", m.get("cpu_model")),
            ("Memory", f"{memory / 1024 ** 3:.1f} GiB" if isinstance(memory, int) else None)]
    rows = [(label, value if value not in (None, "") else "unknown") for label, value in rows]
    source = f"From evidence {_ev_link(m['evidence_id'])}, read {escape(str(m.get('collected_at') or 'at an unknown time'))}."
    return '<h2 id="machine">Machine</h2>' + _table(rows, border=True) + f'<p class="meta">{source}</p>'


def _turns(report: SessionReport, for_print: bool) -> str:
    if not report.turns:
        return '<h2 id="turns">Questions and answers</h2><p>This session holds evidence only, no questions.</p>'
    out = ['<h2 id="turns">Questions and answers</h2>']
    for turn in report.turns:
        out.append(_turn(turn, for_print))
    return "\n".join(out)


def _turn(turn: ReportTurn, for_print: bool) -> str:
    state = "completed" if turn.task_completed else "unfinished"
    uncertain = [c for c in turn.claims if c.get("status") != "verified"]
    band = confidence_band(turn.confidence)
    badges = [f'<span class="badge conf-{band}">{escape(confidence_text(turn.confidence, len(turn.claims)))}</span>',
              f'<span class="badge">{len(turn.evidence_ids)} evidence</span>',
              f'<span class="badge">{len(turn.claims) - len(uncertain)} verified</span>',
              f'<span class="badge st-unsupported">{len(uncertain)} uncertain</span>' if uncertain
              else '<span class="badge">0 uncertain</span>',
              f'<span class="badge{"" if turn.task_completed else " st-unsupported"}">'
              f"{escape(ending_text(turn.ending, turn.task_completed))}</span>"]
    label = "Predicate" if turn.mode == "check" else "Question"
    out = [f'<div class="turn {state}" id="turn-{turn.number}">',
           f"<h3>{turn.number}. {escape(label)}: {escape(turn.question)}</h3>",
           f'<p>{"&nbsp;".join(badges) if for_print else " ".join(badges)}</p>']
    if for_print:
        border = "#1b7a34" if turn.task_completed else "#8a5a00"
        out.append(f'<table width="100%" border="0" cellpadding="8"><tr><td style="border-left: 4px solid {border};">'
                   f'<div style="white-space: pre-wrap;">{_marked_answer(turn)}</div></td></tr></table>')
    else:
        out.append(f'<div class="answer">{_marked_answer(turn)}</div>')
    if turn.exit_code is not None:
        out.append(f"<p>Verdict: exit code {turn.exit_code}.</p>")
    if turn.suggested_command:
        out.append(f"<p>Suggested command (not run by ReOS): <code>{escape(turn.suggested_command)}</code></p>")
    if turn.claims:
        rows = []
        for claim in turn.claims:
            status = str(claim.get("status") or "unsupported")
            evidence = ", ".join(_ev_link(e) for e in claim.get("evidence") or []) or "none"
            rows.append(f'<tr><td class="st-{escape(status)}">{STATUS_MARKS.get(status, "?")} {escape(status)}</td>'
                        f"<td>{escape(str(claim.get('text') or ''))}</td><td>{escape(str(claim.get('reason') or ''))}</td>"
                        f"<td>{evidence}</td></tr>")
        out.append('<table border="1" cellpadding="4" cellspacing="0"><tr><th>Status</th><th>Claim</th><th>Reason</th>'
                   "<th>Evidence</th></tr>" + "".join(rows) + "</table>")
    else:
        out.append('<p class="meta">No checkable claims were found in this answer.</p>')
    out.append(f'<p class="meta">{escape(statistics_line(turn.metadata, turn.answered_at))}</p>')
    out.append("</div>")
    return "\n".join(out)


def statistics_line(metadata: dict[str, Any], answered_at: str | None = None) -> str:
    """Iterations, time, tools, tokens: the run's statistics in one line."""
    parts = []
    if metadata.get("iterations") is not None:
        parts.append(f"{metadata['iterations']} iteration(s)")
    if metadata.get("execution_time") is not None:
        parts.append(f"{float(metadata['execution_time']):.1f} s")
    if metadata.get("tool_count") is not None:
        parts.append(f"{metadata['tool_count']} tool call(s)")
    tokens = (metadata.get("prompt_tokens") or 0) + (metadata.get("completion_tokens") or 0)
    if metadata.get("prompt_tokens") is not None:
        parts.append(f"{tokens} tokens ({metadata.get('prompt_tokens')} in, {metadata.get('completion_tokens')} out)")
    if metadata.get("provider"):
        parts.append(f"{metadata['provider']} / {metadata.get('model')}")
    if answered_at:
        parts.append(f"answered {answered_at}")
    return " · ".join(parts) or "no statistics recorded"


def _marked_answer(turn: ReportTurn) -> str:
    text = turn.answer
    out, pos = [], 0
    for start, end, index in non_overlapping_claims(turn.claims, len(text)):
        claim = turn.claims[index]
        status = str(claim.get("status") or "unsupported")
        out.append(escape(text[pos:start]))
        cites = " ".join(claim.get("evidence") or [])
        title = f"{status}: {claim.get('reason') or STATUS_MEANINGS.get(status, '')}"
        target = f"#ev-{escape((claim.get('evidence') or [''])[0])}" if claim.get("evidence") else f"#turn-{turn.number}"
        out.append(f'<a href="{target}" class="claim st-{escape(status)}" title="{escape(title)}">'
                   f"<u>{escape(text[start:end])}</u><sup>{STATUS_MARKS.get(status, '?')}"
                   f"{(' ' + escape(cites)) if cites else ''}</sup></a>")
        pos = end
    out.append(escape(text[pos:]))
    return "".join(out)


def _evidence(report: SessionReport, for_print: bool) -> str:
    out = ['<h2 id="evidence">Evidence</h2>']
    if not report.evidence:
        out.append("<p>No evidence was recorded in this session.</p>")
    for item in report.evidence:
        out.append(_evidence_item(item, for_print))
    return "\n".join(out)


def evidence_title(item: dict[str, Any]) -> str:
    kind = item.get("kind")
    if kind == "tool":
        return f"{item.get('id')} · {item.get('tool')}"
    if kind == "steady_state":
        return f"{item.get('id')} · steady state (snapshot {(item.get('data') or {}).get('snapshot_id', '?')})"
    return f"{item.get('id')} · {kind}"


def _evidence_item(item: dict[str, Any], for_print: bool) -> str:
    rows = [("Kind", item.get("kind")), ("Read at", item.get("collected_at"))]
    if item.get("kind") == "tool":
        rows += [("Tool", item.get("tool")), ("Arguments", json.dumps(item.get("args") or {}, ensure_ascii=False)),
                 ("Summary", item.get("summary"))]
    invocation = item.get("invocation")
    rows.append(("Invocation", "; ".join(str(i) for i in invocation) if invocation else "not recorded"))
    rows.append(("Complete", "yes" if item.get("complete", True) else "no: cut to a limit or partly unreadable"))
    if item.get("error"):
        rows.append(("Error", item.get("error")))
    if item.get("duration_ms") is not None:
        rows.append(("Took", f"{item['duration_ms']} ms"))
    rows.append(("sha256", item.get("sha256") or "none (no data)"))
    if item.get("redacted_in_report"):
        rows.append(("Redaction", "secrets were removed for this report; the hash is of the data as read"))
    rows = [(k, v if v not in (None, "") else "unknown") for k, v in rows]
    body = item.get("text") if item.get("kind") == "user" else item.get("data")
    raw = body if isinstance(body, str) else json.dumps(body, indent=2, ensure_ascii=False, default=str)
    if for_print:
        lines = raw.splitlines()
        if len(lines) > PRINT_DATA_LINES:
            raw = "\n".join(lines[:PRINT_DATA_LINES]) + (f"\n… {len(lines) - PRINT_DATA_LINES} more lines: "
                                                         "export the JSON report for all of it")
        data_html = f"<pre>{escape(raw)}</pre>"
    else:
        data_html = f"<details><summary>Raw data ({len(raw):,} characters)</summary><pre>{escape(raw)}</pre></details>"
    anchor = escape(str(item.get("id")))
    return (f'<div class="evidence"><h3 id="ev-{anchor}"><a name="ev-{anchor}"></a>{escape(evidence_title(item))}</h3>'
            + _table(rows, border=True) + data_html + "</div>")


def _legend() -> str:
    rows = "".join(f'<tr><td class="st-{s}">{STATUS_MARKS[s]} {s}</td><td>{escape(STATUS_MEANINGS[s])}</td></tr>'
                   for s in STATUSES)
    return ('<h2 id="legend">Claim statuses</h2><table border="1" cellpadding="4" cellspacing="0">' + rows + "</table>"
            '<p class="meta">Confidence is the probability that every claim of an answer is true: green from 80 %, '
            "amber from 50 %, red below.</p>")


def _ev_link(evidence_id: str) -> str:
    safe = escape(str(evidence_id))
    return f'<a href="#ev-{safe}">{safe}</a>'


def _table(rows: list[tuple[str, Any]], border: bool = False) -> str:
    attrs = ' border="1" cellpadding="4" cellspacing="0"' if border else ""
    body = "".join(f"<tr><th>{escape(str(k))}</th><td>{escape(str(v))}</td></tr>" for k, v in rows)
    return f"<table{attrs}>{body}</table>"
