"""The optional second opinion: a local model reads the claims the deterministic checker could not read.

Off by default (the `second_opinion` setting; `reos verify --second-opinion`). Only claims the checker left
unsupported for want of anything to read ("no_data") are asked about, so its own verdicts are never overruled.
The model sees the fresh evidence (redacted, cut to a budget) as numbered `path: value` lines and the claims,
and answers each claim with a verdict, the id of the record it relies on and the exact words of that record.
A verdict is taken only when those words really are in that record and the record is fresh: a model cannot
invent its evidence, and it cannot lean on a reading past its time-to-live. Anything else leaves the claim as
the checker had it.

The calibration was fitted on the checker's statuses only, so a claim the model supports does not raise the
answer's confidence (it counts as still unsupported); a claim the model contradicts lowers it like any other.
A dead server or a reply that is not the asked-for JSON raises ProviderError: the caller keeps the checker's
result and says so in one sentence.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from typing import Any

from reos_desktop.certainty.confidence import confidence
from reos_desktop.certainty.facts import item_info
from reos_desktop.evidence.canonical import parse_time

MAX_CLAIMS = 12            # one request; the rest stay as the checker had them
ITEM_BUDGET = 4000         # characters of one evidence record shown to the model
TOTAL_BUDGET = 16000       # characters of evidence in the whole request
MIN_QUOTE = 3              # a quote shorter than this could be found anywhere

SCHEMA = {
    "type": "object",
    "properties": {"verdicts": {"type": "array", "items": {
        "type": "object",
        "properties": {"claim": {"type": "integer"},
                       "verdict": {"type": "string", "enum": ["supported", "contradicted", "unknown"]},
                       "evidence": {"type": "string"},
                       "quote": {"type": "string"}},
        "required": ["claim", "verdict"]}}},
    "required": ["verdicts"],
}

INSTRUCTIONS = """You check claims about a Linux machine against evidence records read from it.
For each numbered claim answer one verdict:
- "supported": one record states it. Give that record's id and copy the exact words of the record that say it.
- "contradicted": one record states something that cannot be true together with the claim. Give the id and copy
  the exact words that say otherwise.
- "unknown": no record settles it, or you would have to guess. Prefer "unknown" whenever in doubt.
Copy quotes character for character from one line of the record (a value, or "path: value"). Reply with JSON only:
{"verdicts": [{"claim": 1, "verdict": "unknown", "evidence": "", "quote": ""}]}"""


def candidates(result) -> list[int]:
    """Indexes of the claims the checker had nothing to read in."""
    return [n for n, claim in enumerate(result.claims)
            if claim.status == "unsupported" and claim.reason == "no_data"][:MAX_CLAIMS]


def _flatten(value: Any, path: str, out: list[str]) -> None:
    if isinstance(value, dict):
        for key, inner in value.items():
            _flatten(inner, f"{path}.{key}" if path else str(key), out)
    elif isinstance(value, list) and any(isinstance(v, (dict, list)) for v in value):
        for n, inner in enumerate(value):
            _flatten(inner, f"{path}[{n}]", out)
    else:
        shown = ", ".join(str(v) for v in value) if isinstance(value, list) else value
        out.append(f"{path}: {shown}")


def render_record(raw: dict, leave_out: frozenset = frozenset()) -> str:
    """One evidence record as `path: value` lines (redacted, cut to ITEM_BUDGET), without the top-level
    fields in `leave_out` (a steady state's fields whose source went stale)."""
    from reos_desktop.redact import redact

    lines: list[str] = []
    body = raw.get("text") if raw.get("kind") == "user" else raw.get("data")
    if isinstance(body, dict) and leave_out:
        body = {k: v for k, v in body.items() if k not in leave_out}
    _flatten(body if body is not None else {}, "", lines)
    text = redact("\n".join(lines))
    if len(text) > ITEM_BUDGET:
        text = text[:ITEM_BUDGET].rsplit("\n", 1)[0] + "\n(cut)"
    return text


def fresh_records(bundle: dict) -> dict[str, str]:
    """id -> rendered text of every record the model may rely on: fresh, without an error, within the budget."""
    now = parse_time(bundle["now"]) if isinstance(bundle.get("now"), str) else None
    out: dict[str, str] = {}
    used = 0
    for raw in bundle.get("evidence") or []:
        if not isinstance(raw, dict) or not raw.get("id"):
            continue
        info = item_info(raw, now)
        if info.stale or info.error:
            continue
        text = render_record(raw, info.stale_fields)
        if used + len(text) > TOTAL_BUDGET:
            break
        out[str(raw["id"])] = text
        used += len(text)
    return out


def build_messages(result, bundle: dict, asked: list[int], records: dict[str, str]) -> list[dict]:
    from reos_desktop.redact import redact

    shown = "\n\n".join(f"[{eid}] ({_label(bundle, eid)})\n{text}" for eid, text in records.items())
    claims = "\n".join(f"{k}. {redact(' '.join(result.claims[n].text.split()))}" for k, n in enumerate(asked, start=1))
    return [{"role": "system", "content": INSTRUCTIONS},
            {"role": "user", "content": f"Evidence records:\n\n{shown}\n\nClaims:\n{claims}"}]


def _label(bundle: dict, eid: str) -> str:
    for raw in bundle.get("evidence") or []:
        if isinstance(raw, dict) and raw.get("id") == eid:
            return str(raw.get("tool") or raw.get("kind") or "record")
    return "record"


def _normal(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace('"', "").replace("`", "")).strip().lower()


def quote_holds(quote: str, record_text: str) -> bool:
    said = _normal(quote).strip(" .,;:'")
    return len(said) >= MIN_QUOTE and said in _normal(record_text)


def parse_reply(text: str) -> list[dict]:
    from reos_desktop.agent.providers.base import ProviderError

    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise ProviderError("the model's second opinion was not valid JSON", "bad_reply") from None
    verdicts = data.get("verdicts") if isinstance(data, dict) else None
    if not isinstance(verdicts, list):
        raise ProviderError("the model's second opinion had no list of verdicts", "bad_reply")
    return [v for v in verdicts if isinstance(v, dict)]


def apply(result, verdicts: list[dict], asked: list[int], records: dict[str, str], who: str):
    """The result with the grounded verdicts taken; returns (result, summary sentence)."""
    claims = list(result.claims)
    taken = {"supported": 0, "contradicted": 0}
    for verdict in verdicts:
        k, said = verdict.get("claim"), verdict.get("verdict")
        if not isinstance(k, int) or not 1 <= k <= len(asked) or said not in taken:
            continue
        eid, quote = str(verdict.get("evidence") or "").strip(), str(verdict.get("quote") or "")
        if eid not in records or not quote_holds(quote, records[eid]):
            continue   # ungrounded: the quoted words are not in a fresh record
        n = asked[k - 1]
        status = "verified" if said == "supported" else "contradicted"
        quote_shown = " ".join(quote.split())[:160]
        claims[n] = replace(claims[n], status=status, evidence=[eid],
                            reason=f"second opinion ({who}): {eid} says \"{quote_shown}\"")
        taken[said] += 1
    # The calibration knows only the checker's statuses: a model's "supported" does not raise confidence.
    statuses = [c.status if not (c.status == "verified" and c.reason.startswith("second opinion"))
                else "unsupported" for c in claims]
    summary = (f"second opinion from {who} on {len(asked)} claim(s) the checker could not read: "
               f"{taken['supported']} supported, {taken['contradicted']} contradicted, "
               f"{len(asked) - sum(taken.values())} left unsupported")
    return replace(result, claims=claims, confidence=confidence(statuses)), summary


def second_opinion(result, bundle: Any, provider, timeout: float = 60.0):
    """Ask `provider` about the claims the checker could not read. Returns (result, summary or None).

    Raises ProviderError when the model cannot be asked or answers something else than the asked-for JSON."""
    data = bundle if isinstance(bundle, dict) else bundle.model_dump()
    asked = candidates(result)
    if not asked:
        return result, None
    records = fresh_records(data)
    if not records:
        return result, None
    who = f"{provider.name} {provider.model}"
    reply = provider.complete(build_messages(result, data, asked, records), SCHEMA, timeout=timeout)
    new, summary = apply(result, parse_reply(reply.text), asked, records, who)
    new.second_opinion = summary
    return new, summary
