"""Put a claim's failure where it stands.

One clause often holds several checkable parts: "`Cyberpunk2077.exe` (PID 48211) at about 11.8 GiB",
"PostgreSQL 16.6 on AlmaLinux 9.4", "CrashLoopBackOff, restarted 143 times". When some parts are verified
and the others fail on one stated value each, the whole clause marked wrong tells the reader less than the
answer knows: the PID and the process are right, the size is not. So such a claim is cut at the clause
marks around each failing value ("at", "on", "(", ",", "and" ...): the piece holding the value keeps the
failure and its reason, the pieces before it are verified by the parts that held. A piece after it is cut
off only when a verified part stands in it ("..., with kernel 6.13.2"); otherwise it stays with the failing
value, since what follows ("..., by the unattended-upgrades run") was never checked by itself.

Nothing is cut unless every failing part names the value it judged (`Verdict.at`), something verified is
left over, and the claim's read text lines up with its characters in the answer.
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.statuses import combine

# where a piece holding a value may begin: after a clause mark or before a linking word
_LEFT_RE = re.compile(r"[,;()\[\]]\s*|\s[—–-]\s+|\s[→⇒]\s+|:\s+|\s(?=(?:and|but|while|whereas|with|on|of|at|from|after|"
                      r"before|since|for|via|in|to|that|which|who)\s)", re.I)
# where it ends: at a clause mark or the next joined part
_RIGHT_RE = re.compile(r"\s*[,;)\]]|\s[—–-]\s|\s[→⇒]\s|\s(?:and|but|while|whereas|with|which|running)\s|"
                       r"\s(?:out\s+of|of)\s(?=(?:the\s+|a\s+|about\s+|around\s+|roughly\s+|[~≈]\s?)?\d)|\s\(|"
                       # "from 9.16.44 | to 9.16.50": the two ends of a change are two parts
                       r"\s(?=to\s+v?\d)", re.I)
# a clause of its own after the failing piece ("..., and 3.8.0 loads the ledger") was never checked by itself
_NEW_CLAUSE_RE = re.compile(r"^\W*(?:and|but|while|whereas|so|which|so that|because)\s+\S+\s+\w+", re.I)
_VERBS = frozenset("is are was were be been being has have had sits sit runs run answers answer listens listen "
                   "uses use using serves serve binds bind lives live stays stay remains remain went goes go".split())
_WORD_RE = re.compile(r"[A-Za-z0-9]{2,}|\d")   # a word, or a number however short ("3.1%")
_CITE_RE = re.compile(r"[\[(](?:evidence:?\s*)?\^?e\d{1,4}(?:\s*(?:,|;|&|and)\s*\^?e\d{1,4})*[\])]")
_FILLER = frozenset({"and", "but", "or", "so", "with", "on", "of", "at", "in", "to", "for", "the", "a", "an",
                     "while", "whereas", "from", "via", "after", "before", "since"})


def pinpoint_failures(results: list, answer: str) -> list:
    out = []
    for result in results:
        out.extend(_cut(result, answer) or [result])
    return out


def _cut(result, answer: str) -> list | None:
    unit = result.unit
    parts = result.parts
    if unit is None or unit.rides is not None or unit.shown or unit.cell or result.status == "verified":
        return None
    failing = [v for v in parts if v.outcome != "verified"]
    held = [v for v in parts if v.outcome == "verified"]
    apart = not held and len({v.outcome for v in failing}) > 1
    if apart:
        # "came back up at 20:58 (...) and ran for about 15 minutes": a wrong time and a duration nothing
        # measured; the wrong value's piece is contradicted, the rest only unchecked
        held = [v for v in failing if v.outcome != "contradicted"]
        failing = [v for v in failing if v.outcome == "contradicted"]
        if any(v.at is None for v in held):
            return None
    if not failing or not held or any(v.at is None for v in failing):
        return None
    if combine(parts, False)[0] != result.status:
        return None   # a later check changed the claim's status: the parts no longer explain it
    # citation marks ("[e8]") are blanked in what the claim was read from: blank them here too, in place
    text = _CITE_RE.sub(lambda m: " " * len(m.group(0)), answer[result.span[0]:result.span[1]])
    shift = len(unit.parse) - len(text)
    if shift < 0 or _letters(unit.parse[shift:]) != _letters(text):
        return None   # the claim was read as other words than it has (a subject carried in, an ellipsis)
    merged = _failing_pieces(failing, text, shift, held)
    if merged is None:
        return None
    out = []
    cursor = 0
    base = result.span[0]
    for left, right, verdicts in merged:
        before = text[cursor:left].split()
        piece = text[left:right].split()
        # (a long participle clause, "using about four times as much memory as ...", is a claim of its own)
        stated = bool(piece) and piece[0].lower().strip("`*") in _VERBS and not re.search(r"\d", " ".join(piece)) \
            and len(piece) <= 5
        unchecked = apart and not any(cursor <= v.at[0] - shift < left for v in held)
        if before and before[-1].lower().strip("`*") in _VERBS or stated or unchecked:
            # "The exporter is | on 0.0.0.0:9187": a subject and its verb say nothing alone; nor does a subject
            # without its wrong state ("`blender` (PID 4242) is stopped" fails as a whole)
            left = cursor
        out.extend(_held_piece(result, text, cursor, left, held, base, shift))
        status, eids, reason = combine(verdicts, False)
        out.append(_piece(result, text, left, right, base, status, eids, reason, verdicts))
        cursor = right
    tail = _held_piece(result, text, cursor, len(text), held, base, shift, placed_only=True)
    if tail or not _WORD_RE.search(text[cursor:]):
        out.extend(tail)
    elif out:   # what follows the failing value names nothing checked on its own: it stays with that value
        last = out[-1]
        out[-1] = _piece(result, text, last.span[0] - base, len(text), base, last.status, last.evidence,
                         last.reason, last.parts)
    failed = [p for p in out if p.status != "verified"]
    if apart:
        return out if len(out) > 1 and len({p.status for p in out}) > 1 else None
    if len(out) < 2 or not failed or len({p.status for p in out}) < 2:
        return None   # (a stale piece and a contradicted one are still told apart)
    return out


def _failing_pieces(failing: list, text: str, shift: int, held: list) -> list[list] | None:
    """[start, end, verdicts] of the clause pieces holding each failing value, overlapping pieces joined."""
    pieces = []
    for verdict in failing:
        start, end = verdict.at[0] - shift, verdict.at[1] - shift
        if start < 0 or end > len(text):
            return None
        while end > start + 1 and text[end - 1].isspace():
            end -= 1   # a value read with the space after it ("20:58 ") still ends at its last character
        # (the search runs a little past the value so that "and", "but" starting its piece are seen as marks)
        left = max((m.end() for m in _LEFT_RE.finditer(text, 0, min(len(text), start + 12)) if m.end() <= start),
                   default=0)
        right = next((m.start() for m in _RIGHT_RE.finditer(text, end)), len(text))
        if _NEW_CLAUSE_RE.match(text[right:]) and not _ends_checked(text, right, shift, held):
            right = len(text)
        pieces.append([left, right, verdict])
    pieces.sort(key=lambda p: p[0])
    merged: list[list] = []
    for left, right, verdict in pieces:
        if merged and left < merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], right)
            merged[-1][2].append(verdict)
        else:
            merged.append([left, right, [verdict]])
    return merged


def _ends_checked(text: str, start: int, shift: int, held: list) -> bool:
    """Does the clause after `start` end on a value that was checked ("... and Immich's Postgres at about 1.1
    GiB")? Then it is a checked part of its own; one that goes on past it ("and 3.8.0 loads the whole ledger
    into memory") says more than was checked."""
    ends = [v.at[1] - shift for v in held if v.at is not None and v.at[0] - shift >= start]
    rest = re.sub(r"\s*\([^()]*\)\W*$", "", text[max(ends):]) if ends else ""   # an aside after it is its own
    return bool(ends) and len(_WORD_RE.findall(rest)) <= 1


def _held_piece(result, text: str, start: int, end: int, held: list, base: int, shift: int,
                placed_only: bool = False) -> list:
    words = [w.lower() for w in _WORD_RE.findall(text[start:end])]
    if not [w for w in words if w not in _FILLER]:
        return []
    inside = [v for v in held if v.at is not None and start <= v.at[0] - shift < end]
    if placed_only:   # after the failing value: only what was checked there holds it
        held = inside
        if not held:
            return []
    else:   # the parts that stand in this piece, and those that stand nowhere in particular (a state, a name)
        held = inside + [v for v in held if v.at is None] or held
    status, eids, reason = combine(held, False)
    return [_piece(result, text, start, end, base, status, eids, reason, held)]


def _piece(result, text: str, start: int, end: int, base: int, status: str, eids: list, reason: str, parts: list):
    while start < end and text[start] in " \t,;:—–-()":
        start += 1
    while end > start and text[end - 1] in " \t,;:—–-(":
        end -= 1
    if text[end - 1:end] == ")" and text.count("(", start, end) < text.count(")", start, end):
        end -= 1   # an aside's own close: "(86%)" cut after its opening is "86%"
    return replace(result, text=text[start:end], span=(base + start, base + end), status=status,
                   evidence=list(eids), reason=reason, parts=list(parts))


def _letters(text: str) -> str:
    return re.sub(r"\W", "", text)
