"""Terminal output for answers: light Markdown, the certainty badges and the list of uncertainties."""

from __future__ import annotations

import os
import re
import sys

STATUS_MARKS = {"verified": "✓", "contradicted": "✗", "unsupported": "?", "stale": "⌛", "conflicting": "≠",
                "inference": "~"}


def use_color(stream=sys.stdout) -> bool:
    return stream.isatty() and not os.environ.get("NO_COLOR") and os.environ.get("TERM") != "dumb"


def _style(text: str, code: str, color: bool) -> str:
    return f"\033[{code}m{text}\033[0m" if color else text


def render_markdown(text: str, color: bool) -> str:
    """Headings and bold in bold, code in cyan, tables and lists as they are; nothing is dropped."""
    out = []
    for line in text.splitlines():
        if re.match(r"^#{1,6} ", line):
            line = _style(line.lstrip("#").strip(), "1", color)
        else:
            line = re.sub(r"\*\*(.+?)\*\*", lambda m: _style(m.group(1), "1", color), line)
            line = re.sub(r"`([^`]+)`", lambda m: _style(m.group(1), "36", color), line)
        out.append(line)
    return "\n".join(out)


def confidence_color(confidence: float | None) -> str:
    if confidence is None:
        return "37"
    return "32" if confidence >= 0.8 else "33" if confidence >= 0.5 else "31"


def badges(verification, evidence_count: int, completed: bool, color: bool) -> str:
    if verification is None:
        return ""
    data = verification.to_json()
    confidence = data.get("confidence")
    claims = data.get("claims", [])
    uncertain = [c for c in claims if c["status"] != "verified"]
    if not claims:
        shown = _style("no claims to check", confidence_color(None), color)
    else:
        shown = _style(f"confidence {confidence * 100:.0f}%" if confidence is not None else "confidence n/a",
                       confidence_color(confidence), color)
    parts = [shown,
             f"{evidence_count} evidence", f"{len(claims) - len(uncertain)} verified",
             f"{len(uncertain)} uncertain"]
    if not completed:
        parts.append(_style("unfinished", "33", color))
    return "[" + " · ".join(parts) + "]"


def claim_lines(verification, color: bool, verbose: bool = False) -> list[str]:
    if verification is None:
        return []
    lines = []
    for claim in verification.to_json().get("claims", []):
        if claim["status"] == "verified" and not verbose:
            continue
        mark = STATUS_MARKS.get(claim["status"], "?")
        code = {"verified": "32", "contradicted": "31"}.get(claim["status"], "33")
        cites = f" [{', '.join(claim['evidence'])}]" if claim.get("evidence") else ""
        lines.append(f"  {_style(mark, code, color)} {claim['text']} — {claim['status']}: {claim.get('reason') or ''}{cites}")
    return lines
