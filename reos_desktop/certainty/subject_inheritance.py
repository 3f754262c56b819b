"""Who a subject-less clause is about: the subject of the clause before it, or of its heading, lead-in or table
row ("it is listening on port 80", "Status: active", "All three run v1.31.2"), and when a plain word in subject
position is a name the evidence does not know ("Redis is stopped"). Split from reading.py, which calls
`inherit` last when it reads a claim."""

from __future__ import annotations

from reos_desktop.certainty.facts import FactIndex
from reos_desktop.certainty.lexicon import (
    ATTRIBUTE_WORDS, COMMON_WORDS, FIELD_WORDS, GENERIC_SUBJECTS, HEDGE_WORDS, KIND_NOUNS, NEGATIONS, NOT_NAMES,
    NUMBER_WORDS, PREDICATE_WORDS, PRONOUNS, REPORTING_VERBS, STATE_PHRASES, STOPWORDS,
)
from reos_desktop.certainty.reading import NAME_RE, Mention, Reading, link_names
from reos_desktop.certainty.text import Token, tokens

_SYSTEM_NOUNS = frozenset("memory ram swap disk disks cpu load uptime kernel network storage space filesystem "
                          "partition volume drive traffic bandwidth".split())


def _inherit_related(reading: Reading, index: FactIndex, prev: list[Mention], kind: str) -> None:
    """"its deployment", "its container": the thing of that kind named like the one before, if any."""
    names = {n for m in prev for e in m.entities for n in e.names}
    related = [e for e in index.of_kind(kind) if set(e.names) & names]
    if related:
        reading.mentions.append(Mention(related[0].name, -1, -1, related, True))
    else:
        reading.subject_unknown = True


def _subject_tokens(reading: Reading) -> list[Token]:
    """Tokens before the first verb or state word; none when the clause has no verb at all."""
    out = []
    for tok in reading.toks:
        if tok.low in PREDICATE_WORDS or tok.low in STATE_PHRASES or (len(tok.low) > 4 and tok.low.endswith("ed")
                                                                     and tok.low.isalpha()):
            return out
        out.append(tok)
    return []


def _counted(reading: Reading, subject: list[Token], tok: Token) -> bool:
    """"the three compilers", "2 workers": a word right after a count of two or more names a class of things."""
    i = subject.index(tok)
    if i == 0:
        return False
    count = subject[i - 1]
    return (count.low.isdigit() and int(count.low) >= 2 or count.low in NUMBER_WORDS and
            count.low not in ("no", "none", "zero", "one", "a", "an", "single")) and \
        not reading.text[count.end:tok.start].strip()


def _reporter_of_it(reading: Reading) -> Mention | None:
    """"Docker shows it as ...", "systemd lists them as failed": the named program that reports, if the clause
    opens with one, a reporting verb and a pronoun."""
    own = [m for m in reading.mentions if not m.inherited]
    if not own or own[0].start > 2:
        return None
    after = [t.low for t in reading.toks if t.start >= own[0].end][:2]
    return own[0] if len(after) == 2 and after[0] in REPORTING_VERBS and after[1] in ("it", "them") else None


def inherit(reading: Reading, index: FactIndex, prev_mentions: list[Mention]) -> None:
    """Give a subject-less clause the subject of the clause before it, or of its context (soft: matchers
    may still fall back to system-wide facts for an inherited subject)."""
    words = [w for w in reading.words[:3] if w not in ("and", "but", "also", "so", "then")]
    if len(words) > 1 and words[0] in ("all", "both", "each") and (words[1] in NUMBER_WORDS or words[1] == "of") \
            and prev_mentions and not any(not m.inherited for m in reading.mentions):
        # "All three run v1.31.2", "both are Ready": the things named before, all of them
        reading.mentions.extend(Mention(m.word, -1, -1, m.entities, True) for m in prev_mentions)
        return
    if words and words[0] in ("it", "they", "it's", "its", "who", "which", "whose", "he", "she") and prev_mentions and \
            not any(not m.inherited and m.start < 12 for m in reading.mentions):
        # "It runs image jellyfin/jellyfin:10.10.3": the subject is the thing before, whatever the object is
        if words[0] == "its" and len(words) > 1 and words[1] in KIND_NOUNS and words[1] not in ATTRIBUTE_WORDS:
            _inherit_related(reading, index, prev_mentions, KIND_NOUNS[words[1]])
            return
        if words[0] != "its" or len(words) < 2 or words[1] in ATTRIBUTE_WORDS:
            reading.mentions.extend(Mention(m.word, -1, -1, m.entities, True) for m in prev_mentions)
            return
    reporter = _reporter_of_it(reading)
    if prev_mentions and reporter is not None:
        # "Docker shows it as Restarting (1)": the program that reports is not what the clause is about
        reading.mentions[:] = [m for m in reading.mentions if m is not reporter]
        reading.mentions.extend(Mention(m.word, -1, -1, m.entities, True) for m in prev_mentions)
        return
    if any(not m.inherited for m in reading.mentions):
        return
    subject = _subject_tokens(reading)
    head = [t.low for t in subject if t.low not in ("the", "a", "an", "and", "but", "also", "so", "which", "its")]
    first = subject[0].low if subject else ""
    lead = [w for w in reading.words[:3] if w not in ("and", "but", "also", "so")]
    if lead and lead[0] in ("its", "their") and len(lead) > 1 and lead[1] in KIND_NOUNS and \
            lead[1] not in ATTRIBUTE_WORDS and prev_mentions:
        _inherit_related(reading, index, prev_mentions, KIND_NOUNS[lead[1]])
        return
    if lead and lead[0] in ("its", "their") and len(lead) > 1 and lead[1] not in ATTRIBUTE_WORDS:
        # "its web helper uses 620 MiB": a part of the thing before, not the thing itself
        reading.subject_unknown = True
        return
    named_unknown = [t for t in reading.unknown if subject and t.start <= subject[-1].start]
    pronoun_like = not head or first in PRONOUNS or head[0] in PRONOUNS or head[0] in GENERIC_SUBJECTS or \
        all(any(v.start <= t.start < v.end and v.kind not in ("version", "time", "date", "datetime", "address")
                for v in reading.values) or t.low in ("about", "around", "roughly", "only",
                                                                             "just", "still", "~", "approximately")
            for t in subject)   # "about 90 GiB is still free": a measure with the thing before as subject
    if first in ("this", "that", "these", "those") and not (len(head) > 1 and head[1] in GENERIC_SUBJECTS):
        pronoun_like = False   # "This usually means ...": the situation, not the thing named before
    key = (reading.unit.prev or "").strip().lower()
    if key and not reading.unit.cell and reading.unit.parse.strip().lower().startswith(key + ":") and \
            set(key.split()) <= ATTRIBUTE_WORDS | FIELD_WORDS:
        # "**Unit:** dnf-makecache.service / **State:** failed": a field of the block is the block's thing's
        pronoun_like = True
    if reading.unit.cell == "paren":
        # "(95 MiB)" after "dockerd (180 MiB) and containerd": about the last thing named before it
        reading.mentions.extend(Mention(m.word, -1, -1, m.entities, True) for m in prev_mentions[-1:])
        return
    system_subject = any(t.low in _SYSTEM_NOUNS for t in subject)
    reported = len(subject) < len(reading.toks) and reading.toks[len(subject)].low in REPORTING_VERBS
    pronoun_like = pronoun_like or reported and not named_unknown   # "Docker lists it as Up": of the thing before
    if not named_unknown and not pronoun_like and subject and not system_subject:
        # "Redis is stopped": a plain word in subject position that no evidence knows is still a name
        plain = [t for t in subject[:3] if not any(v.start <= t.start < v.end for v in reading.values)
                 and not any(ch.isdigit() for ch in t.low) and t.low not in STOPWORDS and t.low not in COMMON_WORDS and t.low not in KIND_NOUNS
                 and t.low not in HEDGE_WORDS and t.low not in NEGATIONS and NAME_RE.match(t.low)
                 and not t.low.endswith("ly") and t.low not in NOT_NAMES]
        # "the three compilers": a word counted is a class of things, not one thing's name
        plain = [t for t in plain if not _counted(reading, subject, t)]
        if plain and len(head) <= 3 and not reported:
            reading.unknown.extend(plain[-1:])
            named_unknown = plain[-1:]
    if named_unknown and not pronoun_like:
        reading.subject_unknown = True
        return
    source: list[Mention] = prev_mentions if pronoun_like else []
    if not source and (pronoun_like or reading.unit.context or reading.unit.cell):
        ctx_toks = tokens(reading.unit.context)
        ctx_mentions, _ = link_names(index, ctx_toks, set(), lambda i: set(KIND_NOUNS.values()))
        source = ctx_mentions[-1:]
    reading.mentions.extend(Mention(m.word, -1, -1, m.entities, True) for m in source)
