"""Coordinated clauses that share a subject or a verb: the second half read as a clause of its own.

"docker went to 28.0.1, and gitlab-runner to 17.10.0" says two things; the second half has no verb, so it is
read with the first half's verb: "gitlab-runner went to 17.10.0". Likewise "jonas is the only sudo user and
the only member of sambashare" (the subject and copula carried: "jonas is the only member of sambashare"),
"bob is in sudo and in docker" (a second group; "has X and the Y" is not carried: "root has uid 0 and the shell
/bin/bash" would lose the "uid" that tells the account root from the root filesystem), "you installed
podman-compose and removed gnome-software" (the subject and the words before the verb carried), "it restarted
at 18:21 and again at 18:57" (the verb carried to the second time) and "16 cores / 24 threads" (the head carried to the second measure). `gapped_parse(left, right)` returns the second half's reading, or None when
the halves are no such pair. What must stay together is left alone: a negation or an exception list in the
first half ("isn't A and B", "all but A and B"), ranges ("between 2 and 4", "from A to B") and bare names
("owned by A and B").
"""

from __future__ import annotations

import re

_PREPS = r"(?:to|at|on|in|from|with|for|by|as|under|into|onto|of)"
# the first half keeps these together with whatever follows "and"
_KEEP_TOGETHER_RE = re.compile(r"\b(?:not|n't|n’t|no|never|neither|nor|none|without|except|but|other\s+than|apart\s+from|"
                               r"besides|between|both|either|only\s+(?:one|two|three)|all|every|each)\b", re.I)
_NAME = r"[A-Za-z][\w.@+/-]*"
_SUBJECT_RE = re.compile(rf"^\s*((?:the\s+)?(?:{_NAME}['’]s\s+)?{_NAME})\s+", re.I)
# a verb chain between the subject and the preposition the second half repeats: "is set", "went", "listens"
_CHAIN_WORD_RE = re.compile(r"^(?:is|are|was|were|has|have|had|been|be|being|now|currently|still|also|just|"
                            r"got|went|moved|jumped|rose|fell|dropped|climbed|grew|stayed|sits|sat|runs|ran|"
                            r"listens|listening|bound|set|pinned|upgraded|updated|downgraded|raised|lowered|"
                            r"changed|bumped|capped|limited|configured|mounted|scheduled|running|up|down|back)$", re.I)
_RIGHT_PREP_RE = re.compile(rf"^\s*(?:(?:and\s+)?(?:again|also|then|later|once\s+more)\s+)?({_PREPS})\s+(\S.*)$", re.I | re.S)
_RIGHT_NAMED_RE = re.compile(rf"^\s*((?:the\s+)?{_NAME})\s+({_PREPS})\s+(\S.*)$", re.I | re.S)
_COPULA_RE = re.compile(r"^(.*?\b(?:is|are|was|were)\s+)(?!not\b)", re.I)
# "bob is in sudo and in docker": a second group (or place) of the same membership
_MEMBER_LEFT_RE = re.compile(rf"^(\s*(?:the\s+)?{_NAME}\s+(?:is|are|was|were)\s+(?:also\s+|still\s+)?)in\s+\S", re.I)
_MEMBER_RIGHT_RE = re.compile(rf"^\s*(?:also\s+)?in\s+(?:the\s+)?[`'\"]?{_NAME}[`'\"]?(?:\s+group)?\s*$", re.I)
_RIGHT_TOO_RE = re.compile(rf"^\s*((?:the\s+)?[`*]*{_NAME}[`*]*)\s+(?:too|as\s+well|also)\s*$", re.I)
_RIGHT_NOUN_RE = re.compile(r"^\s*(?:also\s+)?(?:the|a|an)\s+\w", re.I)
_VERB_RE = re.compile(r"^\s*(?:also\s+)?([a-z]{3,}ed)\s+\S", re.I)
_MEASURE_RE = re.compile(r"\d[\d.,]*\s*(?:[A-Za-z]{2,}|%)(?:\s+[A-Za-z]+)?\s*$")


def _has_verb(text: str) -> bool:
    from reos_desktop.certainty.splitting import has_predicate

    return has_predicate(text)


def gapped_parse(left: str, right: str, joiner: str = "and") -> str | None:
    """The second half of a coordination read with the first half's subject and verb; None when it isn't one."""
    left, right = left.strip(), re.sub(r"[.!;]+\s*$", "", right.strip())
    if not left or not right or _KEEP_TOGETHER_RE.search(left) or len(right.split()) > 10:
        return None
    if joiner == "/":
        # "16 cores / 24 threads": the head carried to the second measure
        m = re.search(r"(\d[\d.,]*\s*(?:[A-Za-z]{2,}|%)(?:\s+[A-Za-z]+)?)\s*$", left)
        if m and re.fullmatch(r"\d[\d.,]*\s*(?:[A-Za-z]{2,}|%)(?:\s+[A-Za-z]+)?", right) and len(right.split()) <= 3:
            return left[:m.start()] + right
        return None
    if _VERB_RE.match(right) and not _has_verb(right):
        # (a right half read as a verb already, "and failed twice", keeps its own reading with the clause before)
        # "you installed podman-compose and removed gnome-software": the words before the first verb carried
        verb = re.search(r"\b[a-z]{3,}ed\b", left)
        if verb and verb.start() > 0 and len(left[:verb.start()].split()) <= 5 and \
                not re.search(r"[,:]", left[:verb.start()]):
            return left[:verb.start()] + right.lstrip()
        return None
    if _has_verb(right):
        return None   # a clause with its own verb is read as it is
    too = _RIGHT_TOO_RE.match(right)
    subject = _SUBJECT_RE.match(left)
    if too and subject and _has_verb(left[subject.end():]):
        # "qbittorrent has exited and watchtower too": the first half said of another subject
        return too.group(1) + " " + left[subject.end():]
    member = _MEMBER_LEFT_RE.match(left)
    if member and _MEMBER_RIGHT_RE.match(right):
        return member.group(1) + re.sub(r"^\s*also\s+", "", right.strip())
    m = _RIGHT_PREP_RE.match(right)
    if m:
        # "it restarted at 18:21 and again at 18:57": the same verb at a second place or time
        prep, rest = m.group(1), m.group(2)
        at = [p for p in re.finditer(rf"\s{prep}\s", left, re.I)]
        if not at or not re.search(r"\d", rest) or not re.search(r"\d", left[at[-1].end():]):
            return None
        return left[:at[-1].start()] + f" {prep} " + rest
    m = _RIGHT_NAMED_RE.match(right)
    if m and (re.search(r"\d|/", m.group(3))):
        # "and gitlab-runner to 17.10.0": another subject with the first half's verb
        subject = _SUBJECT_RE.match(left)
        if not subject:
            return None
        prep = m.group(2)
        at = re.search(rf"\s{prep}\s", left[subject.end() - 1:], re.I)
        if not at:
            return None
        chain = left[subject.end():subject.end() - 1 + at.start()].split()
        if not chain or len(chain) > 3 or not all(_CHAIN_WORD_RE.match(w) for w in chain):
            return None
        return f"{m.group(1)} {' '.join(chain)} {prep} {m.group(3)}"
    if _RIGHT_NOUN_RE.match(right) and not re.match(r"^\s*(?:the|a|an)\s+\w+\s+(?:of|in)\s*$", right, re.I):
        # "jonas is the only sudo user and the only member of sambashare": the subject and copula carried
        cop = _COPULA_RE.match(left)
        if cop and _SUBJECT_RE.match(left) and len(cop.group(1).split()) <= 4:
            return cop.group(1) + re.sub(r"^\s*also\s+", "", right)
        return None
    return None
