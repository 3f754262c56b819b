"""Riders: a phrase that ends a clause and adds a claim of its own about what the clause said.

"hexchat was removed on June 1", "cart-1 is in CrashLoopBackOff with 7 restarts, on roke-w2", "about 9.1 GiB
available out of 32 GB", "pgbouncer listens on 6432, but only on localhost", "There's a second job waiting,
queued about 10 minutes ago": a careful reader labels the time, the count, the owner or the whole apart from
the clause, because either may be true while the other is false. So the clause before the first rider is a
claim, and each rider is a claim whose span is the rider alone but which is read together with that clause
(the rider has no subject of its own: "on June 1" says when *hexchat was removed*). The clause's verdict no
longer depends on the rider, and the rider's verdict is what the whole clause's verdict was before.

Nothing is cut where the clause before would stop being a statement ("the last time was | at 07:32"), where
it is denied ("was not restarted | at 18:00" — the negation covers the time), where it is about one past moment
("it was last Ready | an hour ago"), where a change is said over a time ("has been filling up | since last week"),
or where a percentage needs its base ("~6% | of your 128 GB"); a day and its clock time are one rider ("since
May 1, 03:12"). A rider is judged as the answer wrote it with its clause (wrapper.py), and a citation mark after
it must say the rider itself (statuses.check_citations).
"""

from __future__ import annotations

import re

from reos_desktop.certainty.splitting import has_predicate

_MONTH = (r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
          r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)")
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_APPROX = r"(?:(?:about|around|roughly|approximately|approx\.?|almost|nearly|just|only|some|~)\s*)?"
_UNITS = r"(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?)"
_WHEN = (r"(?:" + _APPROX + r"(?:(?<![\d:.])\d{1,2}:\d{2}(?::\d{2})?(?!\.?\d|[\w:])(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?(?!\w)|\d{1,2}\s+(?=this\s|last\s|in\s+the\s)"
         r"|" + _MONTH + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTH + r"\b|" + _DAY + r"\b|"
         r"(?:yesterday|today|tonight|last\s+night|this\s+(?:morning|afternoon|evening)|earlier\s+today|last\s+week)\b|"
         r"(?:an?|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|a\s+few|a\s+couple\s+of)\s+"
         + _UNITS + r"\s+ago\b))")
# the words that open a time rider: "on March 7", "at 18:42", "since about 2:30", ", around 04:15", "yesterday"
_TIME_CUE_RE = re.compile(r"(?:,\s+(?=(?:(?:up|running|active|queued|started|installed|removed)\s+)?)|\s+)"
                          r"(?=(?:(?:up|running|active|queued|started|installed|removed)\s+)?"
                          r"(?:(?:on|at|around|since|by|shortly\s+after|just\s+after|early|late)\s+)?"
                          r"(?:(?:on|at)\s+)?" + _WHEN + r")", re.I)
# "PostgreSQL is still running (since Nov 20)": a parenthesis holding only a time closes the clause as its rider
_PAREN_TIME_RE = re.compile(r"\s+(?=\((?:(?:on|at|around|since|from|last|started|up)\s+)*" + _WHEN +
                            r"[^()]{0,24}\)[\s.!]*$)", re.I)
_BYTES = r"(?:[kmgtp]i?b|[kmgt]|bytes)\b"
_OTHER_CUE_RE = re.compile(
    # ", with about 390 GB left", "with 7 restarts", ", with swap unused"
    r"(?P<with>,?\s+with\s+(?!(?:main\s+)?pids?\b)(?=(?:no\s|about\s|around\s|roughly\s|only\s|just\s|~|a\s+\d|an?\s+[\w-]+\s+of\s+\d|"
    r"[\w.-]+\s+(?:unused|idle|off|on|disabled|enabled|degraded)\b)|\d|(?:\w+\s+){0,3}\d))|"
    # ", running as root", ", using about 38 seconds of CPU time", ", up from 3.10 over 15 minutes"
    r"(?P<part>,\s+(?=(?:all\s+|both\s+)?(?:[a-z]+ing|owned|run|up|down|queued|started)\s+(?:[\w.~/-]+\s+){0,5}?"
    r"(?:as\s+[a-z_][\w.-]*\b|(?:from|to|at|for|by)?\s*(?:about\s+|around\s+|roughly\s+|~\s*)?\d[\d.,]*\s*"
    r"(?:%|[kmgt]i?b\b|" + _UNITS + r"\b|times\b|over\b|in\b))))|"
    # "..., 2 times", "(connection timed out), three times": how often, said after what happened
    r"(?P<often>,\s+(?=(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten)\s+times|once|twice)\s*[.!]?\s*$))|"
    # ", but only on localhost", ", but only for 192.168.10.40"
    r"(?P<only>,?\s+but\s+only\s+(?=\S))|"
    # "out of 32 GB", "of your 15.4 GiB", "on a 1.5 TiB volume", "after ~4 minutes"
    r"(?P<whole>\s+(?=(?:out\s+of|of\s+(?:your|the|a|an|its)|on\s+(?:a|an|the|your))\s+(?:about\s+|around\s+|roughly\s+|~\s*)?"
    r"\d[\d.,]*\s*" + _BYTES + r")|,?\s+(?=out\s+of\s+(?:about\s+|around\s+|~\s*)?\d[\d.,]*\s*" + _BYTES + r"))|"
    r"(?P<after>\s+(?=after\s+" + _APPROX + r"\d+\s*" + _UNITS + r"\b))|"
    # ", right after the upgrade to 17.6.1", ", since before the new kernel was installed": a time told by
    # another event, which may be wrong while the clause holds
    r"(?P<anchor>,\s+(?=(?:right\s+|just\s+|shortly\s+|soon\s+|ever\s+|well\s+)?(?:after|before|since)\s+"
    r"(?:before\s+|after\s+)?(?:the|a|an|its|his|her|your|my|this|that|their)\s+[a-z]))", re.I)
_OPEN_END_RE = re.compile(r"(?:\b(?:is|are|was|were|be|been|being|has|have|had|the|a|an|of|to|in|on|at|for|with|by|"
                          r"from|and|or|but|than|that|which|who|last|first|next|latest|earliest|only|just|again|"
                          r"happened|occurred|came|began|started|finished|ended|since|until|between|it|this|that|about|around|roughly|"
                          r"approximately|almost|nearly|some|after|before|till|again|once|twice|more)|[,:;(~])\s*$",
                          re.I)
_NEGATION_RE = re.compile(r"\b(?:not|no|never|none|nothing|nobody|neither|nor|without|n't)\b|n['’]t\b", re.I)
_TIME_END_RE = re.compile(_WHEN + r"\s*$|\d{1,2}:\d{2}(?::\d{2})?\s*$", re.I)
_TIME_WORDS_RE = re.compile(r"\s*(?:(?:up|running|active|queued|started|installed|removed|on|at|around|since|by|about|"
                            r"roughly|approximately|almost|nearly|just|only|some|shortly|after|early|late|~)\s*)*", re.I)
_DATE_END_RE = re.compile(r"(?:" + _MONTH + r"\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+" + _MONTH + r"|" + _DAY +
                          r"|yesterday|today)\s*$", re.I)
_CLOCK_START_RE = re.compile(r",?\s+(?:at\s+)?(?:about\s+|around\s+|~\s*)?\d{1,2}(?::\d{2}|\s*[ap]\.?m\.?(?!\w))", re.I)
_STATE_END_RE = re.compile(r"(?:\d[\w.%]*|%|\b[A-Z][a-z]+[A-Z]\w*|\b(?:full|free|used|ready|running|active|up|down|degraded|"
                           r"online|offline|idle|busy|available|healthy|unhealthy|pending|failed|bound|enabled|disabled))\)?\s*$")
_WITH_VERB_RE = re.compile(r"\b(?:exited|failed|ended|crashed|terminated|killed|died|returned|stopped|finished|completed|"
                           r"aborted|errored|logged\s+in|connected|authenticated|signed|replaced|compressed|built|mounted|"
                           r"started|restarted|shared|filled|configured|set\s+up)\s*$", re.I)
# an adverb that makes the clause a statement about one past moment, which its time names
_ONLY_WITH_TIME_RE = re.compile(r"\b(?:last|first|most\s+recently|previously|initially|originally|once)\b"
                                r"(?!\s+(?:night|week|month|year|boot|reboot|time|hours?|minutes?|days?|\d))", re.I)
_COMPOUND_HEAD_RE = re.compile(r"\b(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*"
                               r"(?:weeks?|days?|d|hours?|hrs?|h|minutes?|mins?)(?:\s+and|,)?\s*$", re.I)
_POINTER_START_RE = re.compile(r"^\s*(?:it|that|this|which|they|he|she)\b", re.I)


def _inside(text: str, pos: int) -> bool:
    before = text[:pos]
    return before.count("(") > before.count(")") or before.count("[") > before.count("]") or \
        (before.count('"') + before.count("“") + before.count("”")) % 2 == 1


def riders(clean: str, start: int, end: int) -> tuple[int, list[tuple[int, int]]] | None:
    """(end of the clause before the first rider, [(cue start, rider start, rider end)]) or None."""
    body = clean[start:end]
    cues: list[tuple[int, int, str]] = []   # (cut, rider start, kind)
    for m in _TIME_CUE_RE.finditer(body):
        cues.append((m.start(), m.end(), "time"))
    for m in _PAREN_TIME_RE.finditer(body):
        cues.append((m.start(), m.end(), "time"))
    for m in _OTHER_CUE_RE.finditer(body):
        cues.append((m.start(), m.end(), m.lastgroup or ""))
    cues = sorted((cut, cut + len(re.match(r",?\s*", body[cut:]).group(0)), kind) for cut, _, kind in cues)
    cuts: list[tuple[int, int, str]] = []
    for cut, rider_at, kind in cues:
        if cuts and (cut < cuts[-1][1] + 1 or kind == "time" and _TIME_WORDS_RE.fullmatch(body[cuts[-1][1]:cut])):
            continue   # "queued about | 10 minutes ago": still the rider before
        left = body[:cut]
        if kind == "time" and _COMPOUND_HEAD_RE.search(left) and \
                re.match(r"[\s,]*(?:and\s+)?(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s*[a-z]+\s+ago\b",
                         body[cut:], re.I):
            continue   # "about 9 hours | 10 minutes ago": one span of time said in two units
        if kind == "time" and re.search(r"[\"“”]", left):
            continue   # 'k3s logged "Failed to update lease" at 09:31': the time picks the quoted line
        if kind == "time" and not body[cut:].startswith(",") and \
                re.match(r"\s+(?:up|running|active|queued|started|installed|removed)\s", body[cut:], re.I):
            continue   # "bash (PID 520) | started at 07:27": the verb is the clause's own, its time the claim
        # "is at 95% (it's the 2 TB NVMe) with only ~5 GB left": an aside between a measure and its rider
        if kind == "with" and not body[cut:].startswith(",") and \
                not _STATE_END_RE.search(re.sub(r"\s*\([^()]*\)\s*$", "", left)) or \
                kind == "with" and _WITH_VERB_RE.search(left):
            continue   # "exited with code 1": the verb's own complement; "is in CrashLoopBackOff with 7 restarts" rides
        if _inside(body, cut) or len(left.split()) < 2 or _OPEN_END_RE.search(left):
            continue
        if kind == "time" and cuts and cuts[-1][2] == "time" and _DATE_END_RE.search(left) and \
                re.match(r"\s+at\s", body[cut:], re.I) and _CLOCK_START_RE.match(body[cut:]) and \
                not re.search(r"\bsince\s+\S+\s+\S+\s*$", left, re.I):
            # "upgraded on March 7 | at about 08:24": two phrases, the day may hold while the clock time is off (a
            # time zone read wrong), so the clock is a rider of its own, read with the day before it (kind
            # "clock"); "on Tuesday, 08:41" and "since May 1, 03:12" name one moment and stay one rider
            cuts.append((cut, cut + len(re.match(r",?\s*", body[cut:]).group(0)), "clock"))
            continue
        if kind in ("time", "after") and _TIME_END_RE.search(left) and not re.match(r",\s", body[cut:]):
            continue   # "since 19:20 on March 11": one time said in two parts
        if kind == "time" and re.search(r"\b(?:has|have|had)\s+been\s+\w+ing\b(?:\s+up)?\s*$", left) and \
                re.match(r",?\s+since\b", body[cut:], re.I):
            continue   # "has been filling up since last week": a change over a time, said as one thing
        if kind == "time" and _DATE_END_RE.search(left) and _CLOCK_START_RE.match(body[cut:]):
            continue   # "up since May 1, 03:12": a day and its clock time are one time
        if kind == "time" and re.match(r"\s", body[cut:cut + 1]) and re.search(r"\d\s*$", left) and \
                re.match(r"\s+\d", body[cut:]):
            continue
        if kind == "whole" and re.search(r"\d\s*%\s*$", left):
            continue   # "~6% of your 128 GB": the share needs its base
        cuts.append((cut, rider_at, kind))
    if not cuts:
        return None
    first_left = body[:cuts[0][0]]
    while cuts and cuts[0][2] in ("time", "clock") and any(k == "anchor" for _, _, k in cuts) and \
            _POINTER_START_RE.match(first_left):
        # "It was restarted at 18:52 today, right after the upgrade": the time stays with the pointer clause
        # (alone it would say nothing), the event it is told by is still a rider
        cuts = cuts[1:]
        first_left = body[:cuts[0][0]]
    often = all(kind == "often" for _, _, kind in cuts)   # "is not answering (connection timed out), 2 times"
    if _NEGATION_RE.search(first_left) and not often or \
            not (has_predicate(first_left) or re.search(r"\d", first_left)):
        return None   # a denied clause keeps its time; a clause with no statement of its own has nothing to leave
    if _ONLY_WITH_TIME_RE.search(first_left) and any(kind in ("time", "after") for _, _, kind in cuts):
        return None   # "it was last Ready | an hour ago": 'last' without its time says nothing of now
    if _POINTER_START_RE.match(first_left) and not often and not re.search(r"(?<!^)\b[A-Z]|[\d_./-]", first_left.strip()):
        return None   # "It happened | at 14:12": what is left says nothing by itself
    spans = []
    for n, (cut, rider_at, kind) in enumerate(cuts):
        rider_end = cuts[n + 1][0] if n + 1 < len(cuts) else len(body)
        if not _only_rides(body[rider_at:rider_end], "time" if kind == "clock" else kind):
            return None   # "at 22:14 yesterday, /etc/x.toml": a new thing follows; the clause is a list, not a rider
        # a clock time is read with its day: its cue is the day rider's, so the two are judged as one time
        spans.append((spans[-1][0] if kind == "clock" else start + cut, start + rider_at, start + rider_end))
    return start + cuts[0][0], spans


_TIME_FILLER = frozenset("""on at around about roughly approximately almost nearly just only some since by shortly after
early late in the this last morning afternoon evening night today yesterday tonight local time utc ago of up running active
queued started installed removed o'clock""".split())


def _only_rides(text: str, kind: str) -> bool:
    """A rider says one more thing about the clause and nothing else: a time is only a time, a 'with'
    phrase one count or state, a share's base only the base."""
    words = re.findall(r"[A-Za-z][\w'’-]*|\d", text)
    if not words:
        return False
    if kind in ("time", "after"):
        rest = re.sub(r"\([^()]*\)", " ", re.sub(_WHEN, " ", text, flags=re.I))
        rest = re.sub(r"\b\d+\s*" + _UNITS + r"\b|\b(?:a|an)\b", " ", rest, flags=re.I)
        return all(w.lower() in _TIME_FILLER for w in re.findall(r"[A-Za-z][\w'’-]*", rest)) and \
            not re.search(r"\d", re.sub(r"\([^()]*\)", " ", rest))
    if kind == "whole":
        return len(text.split()) <= 7 and not has_predicate(text)
    if kind == "only":
        return len(text.split()) <= 6
    if kind == "anchor":
        return len(re.sub(r"\([^()]*\)?", " ", text).split()) <= 9
    return len(text.split()) <= 9   # "with 7 restarts", "running as root", "using about 38 s of CPU time"


def lend_whole_verdicts(results: list) -> list:
    """A rider verified with its clause verifies the clause: "hexchat was removed on June 1" holding means
    "hexchat was removed" holds, even when the clause alone names no record (an event is found by its time).
    A rider verified only once its clause's own failure was set aside ("11.5 GiB | of your 15.4 GiB") lends
    nothing: the clause's value is what failed."""
    from dataclasses import replace

    by_span = {r.span: i for i, r in enumerate(results)}
    out = list(results)
    for result in results:
        unit = result.unit
        if unit is None or unit.rides is None or result.status != "verified" or result.left_to_clause:
            continue
        i = by_span.get(unit.rides)
        if i is not None and out[i].status == "unsupported":
            out[i] = replace(out[i], status="verified", evidence=list(result.evidence),
                             reason=f"with what follows it: {result.reason}")
    return out
