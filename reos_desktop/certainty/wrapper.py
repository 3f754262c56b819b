"""Public API of the certainty wrapper.

    from reos_desktop.certainty.wrapper import verify_bundle
    result = verify_bundle(bundle)          # an EvidenceBundle or the dict of evidence-bundle §1
    result.confidence                       # P(every claim is true), 0..1, calibrated (confidence.py)
    result.claims                           # [ClaimResult]: .text .span [start, end) .status .evidence .reason
    result.facts                            # the verified claims
    result.uncertainties                    # every other claim
    result.to_json()                        # exactly the shape of evidence-bundle §5 (plus "facts_count" ...)

Statuses: verified, contradicted, unsupported, stale, conflicting, inference (statuses.py says when).
The call is pure and fast: no I/O (the calibration file is read once and cached), no Qt, no clock (staleness
is judged against the bundle's `now`), a few milliseconds per answer. It is used by the agent after every
answer, by `reos verify`, by the GUI to mark claims inline and by reports.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from reos_desktop.certainty.claims import ClaimUnit, extract_claims
from reos_desktop.certainty.confidence import confidence
from reos_desktop.certainty.judge import ClaimResult, judge
from reos_desktop.certainty.lexicon import KIND_NOUNS
from reos_desktop.certainty.people import People
from reos_desktop.certainty.pinpoint import pinpoint_failures
from reos_desktop.certainty.kind_referents import KindReferents
from reos_desktop.certainty.pronoun_topics import topics_after_description
from reos_desktop.certainty.relative_times import check_relative_times
from reos_desktop.certainty.repeat_times import check_repeat_times
from reos_desktop.certainty.rest_of_list import check_rest_of_listing
from reos_desktop.certainty.riders import lend_whole_verdicts
from reos_desktop.certainty.rider_verdicts import own_rider_verdicts
from reos_desktop.certainty.splitting import expand_ellipsis
from reos_desktop.certainty.reading import Mention, read
from reos_desktop.certainty.statuses import check_citations
from reos_desktop.certainty.steady import build_index

_PRONOUN_LEAD_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?(?:it|it's|it’s|its)\s", re.I)
# a count of happenings ("lost its link three times", "twice refused connections") and its restatement by a
# pronoun later in the answer ("It has dropped 5 times in the last two hours", "It happened four times")
_TIMES_COUNT_RE = re.compile(r"\b(?:once|twice|thrice|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|"
                             r"several|many)\s+times)\b", re.I)
_RESTATED_COUNT_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+|in\s+total,?\s+)?(?:it|this|that)(?:['’]s|\s+has|\s+have)?"
                                r"(?:\s+(?:already|now|also))?\s+(?:happened|occurred|dropped|crashed|failed|died|"
                                r"disconnected|restarted|flapped|gone\s+down|went\s+down)\s+(?:once|twice|thrice|"
                                r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+times)\b", re.I)
_KIND_LEAD_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?the\s+([a-z]+)\s", re.I)
_PRONOUN_SUBJECT_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+)?(?:it|it's|it’s|they|they're|they’re)\s", re.I)
# A clause whose subject is one of the machine's own measures ("Memory is tight, too", "Overall CPU sits at 64%")
# turns to the machine: the thing named sentences before is no longer what the next clause measures.
_MACHINE_SUBJECT_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+|also\s+)?(?:the\s+)?(?:overall\s+|total\s+|system\s+)?"
                                 r"(?:memory|ram|swap|cpu|processor|load(?:\s+average)?|uptime)"
                                 r"(?:\s+(?:usage|use|pressure|utili[sz]ation))?\s*(?:[:,—–]|\s(?:is|isn't|was|wasn't|'s|"
                                 r"sits|looks|seems|stays|remains|hovers|has|hasn't|doesn't|at|around|about)\b)", re.I)


@dataclass
class VerificationResult:
    confidence: float
    claims: list[ClaimResult]
    errors: list[str] = field(default_factory=list)   # evidence items that could not run
    second_opinion: str | None = None   # what the optional model check did (second_opinion.py), when it ran

    @property
    def facts(self) -> list[ClaimResult]:
        return [c for c in self.claims if c.status == "verified"]

    @property
    def uncertainties(self) -> list[ClaimResult]:
        return [c for c in self.claims if c.status != "verified"]

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for claim in self.claims:
            out[claim.status] = out.get(claim.status, 0) + 1
        return out

    def to_json(self) -> dict[str, Any]:
        out = {"confidence": self.confidence, "claims": [c.to_json() for c in self.claims],
               "counts": self.counts(), "evidence_errors": list(self.errors)}
        if self.second_opinion:
            out["second_opinion"] = self.second_opinion
        return out


def _as_dict(bundle: Any) -> dict:
    if isinstance(bundle, dict):
        return bundle
    if hasattr(bundle, "model_dump"):
        return bundle.model_dump()
    raise TypeError("verify_bundle needs an EvidenceBundle or a dict shaped like evidence-bundle §1")


def _recheck(data: dict, result: ClaimResult, cited: set[str], inherited: dict) -> ClaimResult | None:
    """Judge a claim again against the items it cites and nothing else (for citation checks)."""
    if result.unit is None:
        return None
    sub = dict(data)
    sub["evidence"] = [e for e in data.get("evidence") or [] if isinstance(e, dict) and e.get("id") in cited]
    index = build_index(sub)
    prev = [Mention(w, -1, -1, index.lookup(w)) for w in inherited.get(id(result), []) if index.lookup(w)]
    again, _ = judge(result.unit, index, prev, People(index, data.get("question") or ""))
    return again


def _question_topic(question: str, index) -> list[Mention]:
    """The question's one named thing ("how many restarts has checkout had?"), or nothing when it names none
    or several."""
    if not question.strip():
        return []
    mentions = [m for m in read(ClaimUnit((0, len(question)), question, question), index).mentions if not m.inherited]
    if len({m.word.lower() for m in mentions}) != 1:
        return []
    return [Mention(m.word, -1, -1, m.entities, True) for m in mentions[:1]]


def _about_topic(text: str, topic: list[Mention]) -> bool:
    """Does a clause before any name of the answer's own open with "it" or "the <kind of the question's thing>"?"""
    if _PRONOUN_LEAD_RE.match(text):
        return True
    lead = _KIND_LEAD_RE.match(text)
    return bool(lead) and KIND_NOUNS.get(lead.group(1).lower()) in {e.kind for m in topic for e in m.entities}


# a clock time the answer tells in UTC ("05:49 UTC"), not a record's stamp it quotes ("2026-11-22T09:05:12Z")
_UTC_TIME_RE = re.compile(r"(?<![T\d:])\d{1,2}:\d\d(?::\d\d)?\s*(?:UTC\b|Z\b)")
# "— i.e. 08:51 UTC", "which is 07:17 UTC": one time said again on the other clock, no clock for the paragraph
_RESTATING_RE = re.compile(r"(?:\bi\.?e\.?|\bthat(?:'s|’s|\s+is)|\bwhich\s+is|\bor|=|→)\s*$", re.I)
_LOCAL_RE = re.compile(r"\blocal\b|\byour time\b", re.I)


def _utc_said_before(answer: str, start: int) -> bool:
    """Did the paragraph tell a clock time in UTC before `start`? An aside in parentheses ("10:47 (07:17 UTC)") or
    a restatement ("08:51:09 — i.e. 08:51 UTC") converts one time and sets no clock, and a paragraph that speaks
    of local time sets none either."""
    paragraph = answer[answer.rfind("\n\n", 0, start) + 1:start]
    told = [m for m in _UTC_TIME_RE.finditer(paragraph) if paragraph.rfind("(", 0, m.start()) <=
            paragraph.rfind(")", 0, m.start()) and not _RESTATING_RE.search(paragraph[max(0, m.start() - 16):m.start()])]
    return bool(told) and not _LOCAL_RE.search(paragraph)


def verify_bundle(bundle: Any) -> VerificationResult:
    data = _as_dict(bundle)
    index = build_index(data)
    answer = data.get("answer") or ""
    units = extract_claims(answer, set(index.items))
    results: list[ClaimResult] = []
    last_mentions: list = []
    inherited: dict[int, list[str]] = {}
    last_sentence = -1
    people = People(index, data.get("question") or "")
    # until the answer names a thing of its own, "It runs on empire-w3" is about the one thing the question named
    topic = _question_topic(data.get("question") or "", index)
    named_yet = False
    referents = KindReferents(topic)   # "The unit is enabled": the one unit named so far
    last_counted = ""
    for unit in units:
        if unit.cell == "value" and unit.prev and unit.sentence != last_sentence:
            # the first claim of a table row whose subject is a later cell ("| Oct 31 | sudo 1.9 → 1.9.1 |"):
            # it is about that cell's names, not the row before
            last_mentions = [m for m in read(replace(unit, parse=unit.prev, prev="", cell="key"), index).mentions
                             if not m.inherited]
        last_sentence = unit.sentence
        said = expand_ellipsis(unit.parse, unit.prev, answer[max(0, unit.span[0] - 12):unit.span[0]])
        if said is not None:   # "and so is sarek": the clause before, said of sarek
            unit = replace(unit, parse=said, prev="")
        if _RESTATED_COUNT_RE.match(unit.parse or unit.text) and last_counted:
            unit = replace(unit, counted_before=last_counted)   # "It has dropped 5 times in the last two hours"
        elif _TIMES_COUNT_RE.search(unit.parse or unit.text):
            last_counted = unit.parse or unit.text
        if _utc_said_before(answer, unit.span[0]):
            unit = replace(unit, utc_before=True)
        prev = last_mentions if unit.prev else []
        if not named_yet and not prev and topic and _about_topic(unit.parse or unit.text, topic):
            prev = topic
        elif not prev and named_yet and last_mentions and not unit.context.strip() and \
                _PRONOUN_LEAD_RE.match(unit.parse or unit.text):
            prev = last_mentions   # "`/mnt/games` is 98% full.\n- It's the fullest filesystem": the thing just named
        if not prev and (referred := referents.for_lead(unit.parse or unit.text)) is not None:
            prev = referred
        # a rider ("on June 1") is judged as the answer wrote its clause and it, Markdown and all
        result, reading = judge(replace(unit, text=unit.shown) if unit.shown else unit, index, prev, people)
        if result is not None and unit.shown:
            result.text = unit.text
        people.update(reading)
        if result is not None:
            inherited[id(result)] = [m.word for m in prev]
            results.append(result)
        own = [m for m in reading.mentions if not m.inherited]
        named_yet = named_yet or bool(own)
        referents.note(own)
        if unit.cell == "paren":
            continue   # an aside does not change what the next clause is about
        carried = [m for m in reading.mentions if m.inherited]
        if carried and _PRONOUN_SUBJECT_RE.match(unit.parse or unit.text):
            # "It forwards to port 8080 on the web pods, and it also has NodePort 31443": the second 'it' is
            # the first one's thing; the names after the verb are its objects, not the new topic
            last_mentions = carried
        elif own or not unit.prev:
            last_mentions = own or carried
        elif _MACHINE_SUBJECT_RE.match(unit.parse or unit.text):
            last_mentions = []
        elif (narrowed := topics_after_description(reading.low, last_mentions)) is not None:
            last_mentions = narrowed   # "... before the node dropped off: it's been NotReady": 'it' is that node
    results = own_rider_verdicts(results)   # 'X GB free | out of 3.9 TB': the free space's error is not the size's
    results = lend_whole_verdicts(results)   # 'hexchat was removed | on June 1' holding holds the clause
    results = check_relative_times(results, index.now)   # 'That was about three hours ago.'
    results = check_repeat_times(results, index)   # 'It happened once more at 21:13.'
    results = check_rest_of_listing(results, index, answer)   # 'Nothing else is listening.'
    check_citations(results, index, lambda result, cited: _recheck(data, result, cited, inherited))
    results = pinpoint_failures(results, answer)   # '(PID 48211) at about 11.8 GiB': only the size is wrong
    errors = [f"{item.id} ({item.label()}): {item.error}" for item in index.errors()]
    return VerificationResult(confidence([r.status for r in results]), results, errors)
