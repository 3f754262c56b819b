"""Cutting text into claims: sentences, clauses, enumerations and trailing asides, plus what is no claim.

Every function works on the clean text (Markdown blanked to spaces, same offsets as the answer) and returns
[start, end) offsets, so spans need no mapping back. claims.py decides what each piece is read with.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.gapping import gapped_parse
from reos_desktop.certainty.lexicon import DISCOURSE_PREFIX_RE, NON_CLAIM_OPENERS, PREDICATE_WORDS, STATE_PHRASES

_SENT_END_RE = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=\S)|(?<=[.!?])$")


_ABBREV_RE = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|ca|incl|no|Mr|Dr|St|min|max|avg|est)\.)$", re.I)


_WORD_ABBREVS = frozenset({"no.", "min.", "max.", "est.", "avg.", "ca.", "st."})

_SPLIT_ALWAYS_RE = re.compile(r"\s*;\s+|\s+[—–]\s+|\s+-\s+(?=[A-Za-z])|,?\s+followed by\s+|,\s+then\s+|,\s+so\s+|"
                              # "31.1 GiB total, 19.4 GiB available → 31.1 - 19.4 = 12.7 GiB used": the sum is a claim
                              r"\s+(?:→|->|=>)\s+(?=[^→\n]*?\d\s*(?:[kmgt]i?b\s*)?[-−+×*/]\s*\d[^→\n]*=)|"
                              r"(?<=[a-z\])\"”']):\s+(?=\S)|"
                              # "441 GB used of 500 GB, leaving roughly 95 GB free": the rest is a measure of its own
                              r",\s+(?=leaving\s+(?:(?:about|around|roughly|only|just|approximately)\s+|~\s*)?\d)|"
                              r"\s+and\s+(?=(?:its|their)\s)|"
                              r",\s+(?:and\s+|but\s+)?(?=there(?:'s|’s|\s+is|\s+are|\s+was|\s+were)\s)|"
                              # ", all but one of them ready", ", both of them in libvirt": a claim of its own
                              r",\s+(?:and\s+|but\s+)?(?=(?:all|none|most|both|each|neither|either|one|two|three|some)"
                              r"\s+(?:but\s+\w+\s+)?of\s+them\b)|"
                              # "3 IMAP connections right now, all from the same client": where they come from
                              r",\s+(?=(?:all|both|each)\s+(?:(?:are|were|coming|come)\s+)?from\s+(?:the\s+)?"
                              r"(?:same|one|a\s+single)\s)")


_SPLIT_COORD_RE = re.compile(r",?\s+(?:and|but|while|whereas|although|(?:even\s+)?though|yet)\s+(?:also\s+)?|,\s+(?:so|plus)\s+|"
                             r"(?<=[A-Za-z%])\s+/\s+(?=\d)|"
                             r",\s+(?=(?:probably|likely|possibly|maybe|perhaps|presumably)\s)|"
                             r",\s+(?=(?:something|nothing|it|they|there|this|[A-Za-z][\w.-]*)\s+(?:is|are|was|were|has|have)(?:n't|n’t)?\b)|"
                             r",\s+(?=[a-z][\w.-]*\s+(?:logs in|runs|uses|belongs|owns|listens)\s)|"
                             r",\s+(?=(?:all|both|they)\s+(?:run|use|sit|live)\s)|"   # "..., all run Debian 12"
                             r",\s+(?=(?:the|its|their|his|her|your|my|a\s+new|an?)\s+[a-z][\w.-]*(?:\s+[a-z][\w.-]*)?\s+(?:is|are|was|were|has|have)\b)|"
                             # ", the kernel package moved up to 6.14.6", ", Firefox went from ...": a clause of its own
                             r",\s+(?=(?:the\s+)?[A-Za-z][\w.@-]*(?:\s+[a-z][\w.-]*)?\s+(?:went|moved|got|grew|fell|rose|"
                             r"jumped|dropped|climbed|stayed|joined|left|appeared|vanished|disappeared)\s+(?:up|down|from|to|into|in|"
                             r"back|the|at|on|by|\d))|"
                             r",\s+(?=[A-Z][\w.-]+\s+(?:on|at|with|uses?|using)\s+(?:port\s+)?\d)")


# "restarted since the upgrade" is a time, not a cause (matchers/restart_after_upgrade.py reads it)
_SINCE_EVENT = r"(?!\s+(?:last\s+|latest\s+|recent\s+|most\s+recent\s+)?(?:upgrade|update)s?\b)"
# "..., most likely because ...", "..., probably a permissions problem": the hedge belongs to the guess after it
_GUESS = r"(?:most\s+likely|more\s+than\s+likely|very\s+likely|probably|likely|possibly|perhaps|presumably)"
_CAUSE_RE = re.compile(r"(?:,\s+" + _GUESS + r"|,?)\s+(?:because(?: of)?|due to|as a result of|since it|since its|since their|since the" + _SINCE_EVENT + r")\s+|"
                       r",\s+" + _GUESS + r"\s+(?=(?:a|an|the|from|for|in|on|caused|triggered|related|after|when)\b)|"
                       r",?(?<=[\w%)`,])\s+(?:that|which)\s+(?=(?:probably|most\s+likely|likely|possibly|presumably)\s+\w+)|"
                       r",\s+which\s+(?=(?:\w+\s+){0,2}(?:probably|likely|might|may|could|suggests?|points|usually|"
                       r"typically|seems)\b)|"
                       # ", which on this 16-thread box means it's overloaded": a reading of the values, not a value
                       r",\s+which\s+(?=(?:[\w-]+\s+){0,5}(?:means|indicates|implies|signals)\b)", re.I)


_COMMAND_START_RE = re.compile(r"^\s*`?\s*(?:sudo|systemctl|journalctl|docker|kubectl|apt|apt-get|dnf|yum|pacman|ps|"
                               r"df|du|free|top|htop|ss|netstat|ip|cat|less|tail|grep|kill|reboot|service)"
                               # a command is the word and its arguments, or the word alone: "`apt-daily.service`" and
                               # "`docker` 27.3.1 → 27.4.0" name a unit and a package
                               r"(?:[ \t]+[^`\s]|`?\s*[.!]?\s*$)")


_CONTRACTED_VERB_RE = re.compile(r"\b(?:there|that|it|he|she|here|what|who|this|everything|nothing)['’]s\b|"
                                 r"\w['’](?:re|ve)\b|\w(?:n['’]t)\b")


def has_predicate(text: str, contracted: bool = True) -> bool:
    low = f" {text.lower()} "
    if any(f" {w} " in low for w in PREDICATE_WORDS):
        return True
    if contracted and _CONTRACTED_VERB_RE.search(low):
        return True   # "there's an SSH session", "that's three connections": a verb in a contraction
    # -ed/-ing words are verbs unless they are state words ("active, enabled" describes, it does not predicate)
    return any(m.group(0).endswith("ing") or m.group(0) not in STATE_PHRASES
               for m in re.finditer(r"\b\w{3,}(?:ing|ed)\b", low))


# The openers by their first letter, in their order: a clause is tried only against those it could start with.
_OPENERS_BY_FIRST: dict[str, tuple[str, ...]] = {}
for _opener in NON_CLAIM_OPENERS:
    _OPENERS_BY_FIRST[_opener[:1]] = _OPENERS_BY_FIRST.get(_opener[:1], ()) + (_opener,)


_FAILED_READ_RE = re.compile(r"i\s+(?:could\s*(?:n['’]t|not)|was\s*(?:n['’]t|not)\s+able\s+to|was\s+unable\s+to)\s+"
                             r"(?:read|get|list|access|open|query|fetch|retrieve|load|collect)\b")


def is_non_claim(clean: str, raw: str, openers: bool = True) -> bool:
    """A question, greeting, offer, suggested command or layout remark. `openers=False` skips the imperative
    and courtesy openers: the value of a "type: LoadBalancer" line reports a field, it does not advise."""
    body = clean.strip()
    if not body:
        return True
    if body.endswith("?") or raw.rstrip().endswith("?"):
        return True
    low = DISCOURSE_PREFIX_RE.sub("", body.lower().lstrip("-*+>• ")).strip()
    if not low or not re.search(r"[a-z0-9]", low):
        return True
    if re.fullmatch(r"(?:as )?you (?:said|mentioned|noted|wrote|asked)[.,!]?", low):
        return True
    for opener in _OPENERS_BY_FIRST.get(low[:1], ()) if openers else ():
        rest = low[len(opener):]
        if not low.startswith(opener) or rest[:1].isalnum() and not opener.endswith((" ", ",")):
            continue
        if rest[:1] == "-" or re.match(r"['’]t\b", rest):
            continue   # "update-manager went to 6.1", "you can't SSH in": a name and a negated statement, no advice
        if _FAILED_READ_RE.match(low):
            return False   # "I couldn't read the package history": a read that failed, which the evidence records
        # (not yet "pull_policy is always": matchers/events.py reads TOML's ["always"] as another value)
        return True
    if _COMMAND_START_RE.match(raw) and "`" in raw[:3]:
        return True
    if re.search(r"\b(?:are|is|were|was)\s+not\s+shown\b|\b(?:are|were)\s+omitted\b|\bnot\s+listed\s+here\b", low):
        return True   # "20 older changes are not shown": about the answer's own layout, not the machine
    return False


def sentences(clean: str, start: int, end: int) -> list[tuple[int, int]]:
    out, cursor = [], start
    for m in _SENT_END_RE.finditer(clean, start, end):
        cut = m.start()
        abbrev = _ABBREV_RE.search(clean[max(cursor, cut - 8):cut])
        if abbrev and not (abbrev.group(0).lower() in _WORD_ABBREVS and re.match(r"[A-Z]", clean[m.end():m.end() + 1])):
            continue   # "e.g. nginx" goes on; "is set to no. Password..." ends: "no." is a word there
        out.append((cursor, cut))
        cursor = m.end()
    if cursor < end:
        out.append((cursor, end))
    return out


def clauses(clean: str, start: int, end: int) -> list[tuple[int, int, bool]]:
    """Cut a sentence at ';', dashes, coordinators joining two predicates, and explanations.

    Returns (start, end, is_explanation); an explanation clause keeps its cue word ("because ...")."""
    pieces = [(start, end, False)]
    for regex, kind in ((_SPLIT_ALWAYS_RE, "always"), (_CAUSE_RE, "cause"), (_SPLIT_COORD_RE, "coord")):
        next_pieces = []
        for s, e, is_cause in pieces:
            cursor, flag = s, is_cause
            for m in regex.finditer(clean, s, e):
                left, right = clean[cursor:m.start()], clean[m.end():e]
                before = clean[s:m.start()]
                if before.count("(") > before.count(")"):
                    continue  # inside parentheses
                if (before.count('"') + before.count("“") + before.count("”")) % 2 == 1:
                    continue  # inside a quotation
                # "inactive but enabled at boot": one state word, then a contrasting second state of the same subject
                lone_state = kind == "coord" and re.search(r"\b(?:but|yet)\b", m.group(0)) and \
                    _CONTRAST_STATE_RE.fullmatch(left.strip(" *`")) is not None
                if len(left.split()) < 2 and not lone_state or not right.strip():
                    continue
                if kind == "coord" and re.search(r"\bup\s*$", left, re.I) and re.match(r"running\b", right, re.I):
                    continue   # "up and running" is one state
                if kind == "coord" and _SUMMED_PAIR_RE.match(right):
                    continue   # "as much as thunderbird and signal-desktop combined": one sum of two things
                if kind == "coord" and m.group(0).strip() == "and" and _PAIR_SUBJECT_RE.match(right):
                    continue   # "that redis-server.service and redis-sentinel.service are both active": one pair
                if kind == "coord":
                    # the predicate must sit in the segment right after the cut, not in a later clause
                    upto = re.search(r",|\band\b|\bbut\b|\bwhile\b", right)
                    segment = right[:upto.start()] if upto else re.sub(r"[.!?]+\s*$", "", right)   # "she isn't."
                    if upto and upto.group(0) == "and" and not has_predicate(segment) and \
                            re.match(r"[\w.@-]+\s+and\s+[\w.@-]+\s+(?:both\s+|all\s+)?(?:are|were|have|had|run|use|\w+ed)\b",
                                     right):
                        # ", and darktable and wireguard-tools were installed": the subject itself is a pair
                        stop = re.search(r",|\bbut\b|\bwhile\b", right)
                        segment = right[:stop.start()] if stop else right
                    elliptical = m.group(0).startswith(",") and re.match(r"[A-Z][\w.-]+\s+(?:on|at|with|uses?|using)\s",
                                                                         right)
                    # ", and swap is untouched" after a list of measures: a clause with its own subject and verb
                    own_clause = re.match(r"(?:the\s+)?[A-Za-z][\w.-]*\s+(?:is|are|was|were)(?:n't|n’t)?\s+\w", right) \
                        and (m.group(0).startswith(",") and re.search(r"\d", left) or
                             re.search(r"\d\s?(?:%|[kmgt]i?b)\s*[*`]*$", left, re.I)) or \
                        m.group(0).startswith(",") and re.match(   # "plenty of free memory, and the disk is ..."
                            r"(?:the|your|its)\s+[A-Za-z][\w.-]*\s+(?:is|are|was|were)(?:n't|n’t)?\s+\w", right)
                    # "sshd is inactive (dead) but still enabled": a contrast joins a second state of the subject
                    contrast = re.search(r"\b(?:but|yet|though|although)\b", m.group(0)) and not upto and \
                        len(segment.split()) <= 4 and _CONTRAST_STATE_RE.match(segment)
                    # "docker went to 28.0.1, and gitlab-runner to 17.10.0": the second half borrows the verb
                    gapped = gapped_parse(left, segment, "/" if "/" in m.group(0) else "and") is not None
                    if "/" in m.group(0) and not gapped:
                        continue
                    # "firefox 21.3% and python3 at 21%": two things, each with its own measure
                    gapped = gapped or bool(_NAMED_MEASURE_END_RE.search(left) and _NAMED_MEASURE_RE.match(segment))
                    if not gapped and not ((has_predicate(left) or own_clause or lone_state and contrast) and
                                           (has_predicate(segment) or elliptical or contrast)):
                        continue
                next_pieces.append((cursor, m.start(), flag))
                if kind == "cause":
                    cursor, flag = m.start() + len(m.group(0)) - len(m.group(0).lstrip(", ")), True
                else:
                    cursor = m.end()
            next_pieces.append((cursor, e, flag))
        pieces = next_pieces
    return pieces


_MEASURE = r"(?:about\s+|around\s+|roughly\s+|~\s?)?\d[\d.,]*\s?(?:%|[kmgt]i?b\b)"
_NAMED_MEASURE_END_RE = re.compile(r"(?:^|,\s*)[`*]*[A-Za-z][\w.@-]*[`*]*\s+(?:at\s+|with\s+|on\s+)?" + _MEASURE + r"[`*]*\s*$", re.I)
_NAMED_MEASURE_RE = re.compile(r"^\s*(?:the\s+)?[`*]*[A-Za-z][\w.@-]*[`*]*\s+(?:at\s+|with\s+|on\s+)?" + _MEASURE +
                               r"[`*]*\s*[.!]?\s*$", re.I)
_SUMMED_PAIR_RE = re.compile(r"(?:the\s+)?[`*]*[\w.@-]+[`*]*(?:\s+[a-z][\w.-]*)?\s+(?:combined|put\s+together|together|"
                             r"between\s+them|added\s+up)\b", re.I)
# a single name then "both" ("redis-sentinel.service are both active"): the second of a pair of subjects
_PAIR_SUBJECT_RE = re.compile(r"[`*]*[\w.@-]+[`*]*\s+(?:(?:are|were|have|have\s+been)\s+)?both\b")
_CONTRAST_STATE_RE = re.compile(r"(?:(?:still|also|now|already|currently|actually|not|no\s+longer)\s+)*(?:"
                                + "|".join(re.escape(p) for p in sorted(STATE_PHRASES, key=len, reverse=True))
                                + r")(?![\w-])", re.I)


def enumerations(clean: str, clauses: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    """A clause with no verb that lists several values ("Debian 11 (bullseye), kernel 5.10.0-33, 8 cores")
    is several claims."""
    out = []
    for start, end, cause in clauses:
        body = clean[start:end]
        parts = top_level_parts(body, start)
        with_digits = [1 for a, b in parts if re.search(r"\d", clean[a:b])]
        labelled = len(parts) >= 2 and len(with_digits) == len(parts) and \
            all(len(clean[a:b].split()) <= 6 and re.search(r"[A-Za-z]{3,}", clean[a:b]) and
                re.search(r"\d\s?(?:%|[kmgt]i?b\b|[kmgt]i?b/s|[kmg]bit)", clean[a:b], re.I) for a, b in parts) and \
            not re.search(r"\b(?:is|are|was|were|has|have|had)\b", body)
        # "CPU is ~12%, load about 3.4", "10.9.0.77/24 on ens3, gateway 10.9.0.1": after the first, each part
        # is a label and its value
        # "ssh.service is enabled, main PID 1442, active since May 11": the first part may be a clause of its own
        first_clause = len(parts) >= 3 and has_predicate(clean[parts[0][0]:parts[0][1]]) and \
            len(with_digits) == len(parts) - 1 and not re.search(r"\d", clean[parts[0][0]:parts[0][1]])
        keyed = len(parts) >= 2 and (len(with_digits) == len(parts) or first_clause) and \
            all(len(clean[a:b].split()) <= 14 and _LABEL_VALUE_RE.match(clean[a:b]) for a, b in parts[1:]) and \
            not any(_PREDICATE_START_RE.match(clean[a:b]) and not _PARTICIPLE_MEASURE_RE.match(clean[a:b])
                    for a, b in parts[1:])
        if keyed:
            for a, b in parts:
                out.extend((x, y, cause) for x, y in measure_pairs(clean, a, b))
            continue
        if len(parts) >= 2 and (not has_predicate(body) or labelled) and len(with_digits) >= len(parts) - 1 and \
                all(len(clean[a:b].split()) <= 12 for a, b in parts):
            # "97% busy, writing ~210 MB/s, reading ~450 MB/s": each measure with its own word is a claim
            for a, b in parts:
                out.extend((x, y, cause) for x, y in measure_pairs(clean, a, b))
        else:
            out.extend((x, y, cause) for x, y in measure_pairs(clean, start, end))
    return out


_LABEL_VALUE_RE = re.compile(r"^\s*(?:the\s+)?[A-Za-z][\w/.-]*(?:\s+[A-Za-z][\w/.-]*){0,5}?\s+(?:is\s+|are\s+|of\s+|at\s+)?"
                             r"(?:about\s+|around\s+|roughly\s+|~\s?)?\d", re.I)
_PREDICATE_START_RE = re.compile(r"^\s*(?:and|but|so|which|that|while|who|it|they|he|she|this|these|its|their|"
                                 r"with|without|after|before|since|because|then|so|up|down|together|newer|older|compared|versus|vs|"
                                 r"\w+ing|\w+ed)\b", re.I)
# ", sending roughly 12 MB/s": a participle and one measure, said of the clause's subject
_PARTICIPLE_MEASURE_RE = re.compile(r"^\s*[a-z]+ing\s+(?:at\s+)?(?:about\s+|around\s+|roughly\s+|~\s?)?\d[\d.,]*\s?"
                                    r"(?:%|[kmgt]i?b(?:/s)?|[kmg]bit/s|[kmg]bps)[.!]?\s*$", re.I)
_MEASURE_AFTER_AND = re.compile(r"(?:\s+and|,\s+with)\s+(?=(?:about |around |roughly |~)?\d[\d.,]*\s?(?:%|[kmgt]i?b\b|[kmgt]\b|cores?\b|"
                                r"threads?\b|gb\b|mb\b|tb\b|percent\b|cpus?\b|vcpus?\b))", re.I)


_PORT_LEAD_RE = re.compile(r"^(?:[^,;:]{0,60}?\b(?:listens?|listening|is bound|are bound|bound|binds|is open|are open|"
                           r"opens|exposes|publishes)\s+on\s+(?:ports?\s+|tcp\s+|udp\s+)?|[A-Za-z][\w ]{0,24}:\s+)"
                           r"(?=\d{2,5}\b)", re.I)
_PORT_ITEM_RE = re.compile(r"\d{2,5}(?:/(?:tcp|udp))?(?:\s*\([^()]{1,40}\))?(?:\s+on\s+[\w.:*\[\] ]{1,30}?)?(?=\s*(?:,|\band\b|[.;!]?\s*$))",
                           re.I)


def port_list(clean: str, start: int, end: int) -> tuple[int, list[tuple[int, int]]] | None:
    """"k3s-server listens on 6443 (the API server), 10250 (kubelet) and 10248 on all interfaces": each port
    with its label or binding is a claim of its own, read after the lead-in (returned as its end)."""
    body = clean[start:end]
    lead = _PORT_LEAD_RE.match(body)
    if not lead or re.search(r"\b(?:only|just|not|no|n't|never|all|both|except|besides|other\s+than|apart)\b",
                             lead.group(0), re.I):
        return None   # "only listens on 80 and 443": a claim about the whole set of ports
    parts, pos = [], lead.end()
    while pos < len(body):
        m = _PORT_ITEM_RE.match(body, pos)
        if not m:
            return None
        parts.append((start + m.start(), start + m.end()))
        sep = re.match(r"\s*(?:,\s*(?:and\s+)?|\band\s+)", body[m.end():])
        if not sep:
            if body[m.end():].strip(" ."):
                return None
            break
        pos = m.end() + sep.end()
    return (start + lead.end(), parts) if len(parts) >= 2 else None


def measure_pairs(clean: str, start: int, end: int) -> list[tuple[int, int]]:
    """"a Cortex-A76 CPU (4 cores) and 16 GB of RAM": two measures joined by "and" are two claims, when
    the part before "and" measures something too (but not "ports 80 and 443")."""
    for m in _MEASURE_AFTER_AND.finditer(clean, start, end):
        left = clean[start:m.start()]
        if re.search(r"\d\s?(?:%|[kmgt]i?b\b|cores?\b|threads?\b|cpus?\b|[a-z]{2,})", left, re.I) and \
                not re.search(r"\b\d+\s*$", left) and len(left.split()) >= 2:
            rest = top_level_parts(clean[m.end():end], m.end())   # "4.8 MB/s out, flannel.1 ..." -> two
            return [(start, m.start())] + rest
    return [(start, end)]


def balance_marks(answer: str, start: int, end: int) -> tuple[int, int]:
    """Keep `code` and **bold** marks whole at the edges of a span."""
    for mark in ("**", "`"):
        n = len(mark)
        inside = answer[start:end].count(mark)
        if inside % 2 == 1:
            if answer[max(0, start - n):start] == mark:
                start -= n
            elif answer[end:end + n] == mark:
                end += n
        elif answer[max(0, start - n):start] == mark and answer[end:end + n] == mark:
            start, end = start - n, end + n   # the whole span is `code`
    return start, end


def is_date_label(key: str) -> bool:
    from reos_desktop.certainty.values import parse_values

    from datetime import datetime

    kinds = {v.kind for v in parse_values(key, datetime(2000, 1, 1))}   # any clock: "Dec 28" needs a year
    return bool(kinds) and kinds <= {"date", "time", "datetime", "ago"}


def is_label(key: str) -> bool:
    """'Memory', 'Load average', 'nginx' are labels; 'MariaDB uses the most memory' is a sentence."""
    words = key.split()
    if not words or len(words) > 5 or "," in key or words[0].lower() in ("yes", "no", "so", "well", "also", "but"):
        return False
    if re.search(r"\wn['’]t\b|\bcannot\b", key):
        return False   # "`worker-6b7c` can't be scheduled: ..." is a clause, not a label
    return not any(w.lower() in PREDICATE_WORDS for w in words)


_QUESTION_WORDS = ("is", "are", "was", "were", "do", "does", "did", "can", "could", "should", "would", "will",
                   "what", "why", "how", "which", "who", "where", "when", "have", "has", "shall", "want")


def claim_before_question(clean: str, start: int, end: int) -> int | None:
    """"With watchtower stopped, your images aren't updated anymore — want me to look?": a statement
    closed by a question after a dash or semicolon keeps its claim; returns where the statement ends."""
    body = clean[start:end].rstrip()
    if not body.endswith("?"):
        return None
    cut = None
    for m in re.finditer(r"\s+[—–]\s+|;\s+|\s+-\s+", body):
        cut = m
    if cut is None:
        return None
    head = body[:cut.start()].strip()
    first = re.sub(r"^[^A-Za-z]+", "", head).split(" ", 1)[0].lower()
    if len(head.split()) < 3 or first in _QUESTION_WORDS or "?" in head:
        return None
    return start + cut.start()


def trailing_list(clean: str, start: int, end: int, answer: str | None = None) -> list[tuple[int, int]] | None:
    """A parenthesis closing a clause that lists several values: "(6 cores, 8 threads)" -> its parts."""
    body = clean[start:end].rstrip(" .;,")
    if not body.endswith(")"):
        return None
    close = start + len(body) - 1
    depth, open_at = 0, None
    for i in range(close, start - 1, -1):
        if clean[i] == ")":
            depth += 1
        elif clean[i] == "(":
            depth -= 1
            if depth == 0:
                open_at = i
                break
    if open_at is None or open_at - start < 8:
        return None
    parts = top_level_parts(clean[open_at + 1:close], open_at + 1)
    inner = clean[open_at + 1:close]
    if answer is not None and re.fullmatch(r"\s*`[^`]+`\s*", answer[open_at + 1:close]):
        return None   # "(`proxy_read_timeout 30s`)": the code that shows the clause, kept with it
    if len(parts) == 1 and re.search(r"\d", clean[start:open_at]) and re.search(r"\d", inner) \
            and (len(inner.split()) >= 2 or ("%" in inner) != ("%" in clean[start:open_at])):
        return parts   # "uses 1.52 GiB (about 25% of total memory)", "6.3 GB used of 16 GB (62%)": a second measure
    if len(parts) == 1 and len(inner.split()) >= 3 and re.match(r"\s*[a-z][\w.-]*\s+(?:\w+\s+)?(?:created|added|made|"
                                                              r"installed|removed|ran|started|changed|set|did|wrote)\b",
                                                              inner):
        return parts   # "joined wheel (paul created her account)": an aside saying who did it is a claim of its own
    if re.match(r"\s*(?:so|which|because|meaning|i\.e\.,?|that's why|that is why|hence|thus)\s+\S", inner, re.I) \
            and has_predicate(inner) and len(inner.split()) >= 3:
        # "`pull_policy` is `always` (so every job re-pulls its image)": an explanation, not the value's words
        first = open_at + 1 + len(inner) - len(inner.lstrip())
        return [(first, close)]
    if len(inner.split()) >= 2 and re.search(r"\b(?:probably|likely|maybe|perhaps|presumably|possibly|i\s+guess|"
                                              r"i\s+think|my\s+guess)\b", inner, re.I):
        # "connected straight to postgres on 5432 (probably the reporting tool)": a guess beside the fact
        first = open_at + 1 + len(inner) - len(inner.lstrip())
        return [(first, close)]
    if len(inner.split()) >= 3 and _PAREN_CLAUSE_RE.match(inner):
        # "Uptime: a little over 6 days (last boot was Monday, March 2)": an aside with its own subject and
        # finite verb says a second thing (a boot date), checked apart from the value before it
        first = open_at + 1 + len(inner) - len(inner.lstrip())
        return [(first, close)]
    if len(parts) >= 2 and all(re.match(r"\s*(?:[\w.@-]+\s+){1,2}(?:is|are|has|have|uses|runs)(?:n't)?\s+\S",
                                        clean[a:b]) and len(clean[a:b].split()) <= 8 for a, b in parts):
        return parts   # "(jeltz is also in adm; his shell is zsh)": asides that are clauses of their own
    if len(parts) < 2 or not all(re.search(r"\d", clean[a:b]) and len(clean[a:b].split()) <= 6 for a, b in parts):
        return None
    return parts


_PAREN_CLAUSE_RE = re.compile(r"\s*(?:(?:the|its|it|this|that|he|she|they|last|first|latest|previous)\s+)?(?:[\w.-]+\s+){0,2}?"
                              r"(?:was|were|booted|rebooted|started|restarted|came\s+up)\b", re.I)


def top_level_parts(value: str, offset: int) -> list[tuple[int, int]]:
    """Comma/semicolon-separated parts, not cutting inside parentheses."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(value):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth = max(0, depth - 1)
        elif ch in ",;" and depth == 0:
            parts.append((offset + start, offset + i))
            start = i + 1
    parts.append((offset + start, offset + len(value)))
    return [(a, b) for a, b in parts if value[a - offset:b - offset].strip()]


_DUR_UNIT = r"(?:years?|months?|weeks?|days?|hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)"
# "4 days, 1.5 hours", "two days, three hours": an amount is a decimal or a number word, not only digits
_DUR_AMOUNT = r"(?:\d+(?:\.\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|half\s+an?)"
_DUR_END_RE = re.compile(r"(?<![\w.])" + _DUR_AMOUNT + r"\s*" + _DUR_UNIT + r"\s*$", re.I)
_DUR_START_RE = re.compile(r"^\s*(?:(?:about|around|roughly|another|and)\s+)?" + _DUR_AMOUNT + r"\s*" + _DUR_UNIT + r"\b", re.I)


_PER_CPUS_RE = re.compile(r"\s+(?=(?:on|for|across|with)\s+(?:all\s+)?\d+\s+(?:logical\s+)?(?:threads|cores|cpus|vcpus)\b)", re.I)


def split_cpu_counts(clean: str, pieces: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    """"The load average is 5.2 on 20 threads": the load and the machine's thread count are two claims."""
    out = []
    for a, b, flag in pieces:
        m = _PER_CPUS_RE.search(clean, a, b)
        if m and re.search(r"\d", clean[a:m.start()]) and not re.search(r"\d+\s*%|\bcores?\b", clean[a:m.start()]):
            out += [(a, m.start(), flag), (m.end(), b, flag)]
        else:
            out.append((a, b, flag))
    return out


def join_durations(clean: str, pieces: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    """"up for 7 days and 5 hours", "3 days, 2 hours": the parts of one duration are one claim."""
    out: list[tuple[int, int, bool]] = []
    for piece in pieces:
        if out:
            a, b, flag = out[-1]
            if re.fullmatch(r"\s*(?:,|,?\s*and)?\s*", clean[b:piece[0]]) and _DUR_END_RE.search(clean[a:b]) and \
                    _DUR_START_RE.match(clean[piece[0]:piece[1]]):
                out[-1] = (a, piece[1], flag)
                continue
        out.append(piece)
    return out


_ELLIPSIS_RE = re.compile(r"^\s*(?:,\s*)?(?:and\s+)?(?:so|as|neither|nor)\s+(is|are|was|were|does|do|has|have)\s+[`*\"']*"
                          r"([\w.@-]+)[`*\"']*\s*[.!]?\s*$|^\s*(?:and\s+)?[`*\"']*([\w.@-]+)[`*\"']*\s+"
                          r"(?:(?:is|are|was|were|does|do|has|have)\s+)?(?:too|as\s+well)\s*[.!]?\s*$",   # "hoyt is too"
                          re.I)
_SUBJECT_VERB_RE = re.compile(r"^(.*?)\s+(is|are|was|were|has|have|does|do)\b(.*)$", re.I | re.S)


# a clause with a plain verb of its own: "You use zsh as your login shell", "tom runs fish"
_DOES_RE = re.compile(r"^\W*(you|i|he|she|it|they|[`*'\"]*[\w.@-]+[`*'\"]*)\s+(uses?|runs?|owns?|gets?|belongs?|logs?)\b(.*)$",
                      re.I | re.S)
_CONTRAST_RE = re.compile(r"^\s*(?:,\s*)?(?:but\s+)?[`*\"']*([\w.@-]+)[`*\"']*\s+(is|are|was|were)(n't|n’t|\s+not)?"
                          r"\s*[.!]?\s*$", re.I)


def _contrast(text: str, prev: str) -> str | None:
    """"You're in wheel, she isn't" -> "she is not in wheel": the clause before, said (or denied) of another."""
    m = _CONTRAST_RE.match(text)
    if not m or not prev:
        return None
    said = re.sub(r"(?i)\b(you|we|they)(?:'re|’re)", r"\1 are", re.sub(r"(?i)\b(she|he|it)(?:'s|’s)", r"\1 is", prev))
    verb_m = _SUBJECT_VERB_RE.match(said)
    if not verb_m:
        return None
    rest = verb_m.group(3)
    was_negative = bool(re.match(r"\s+not\b", rest))
    if was_negative:
        rest = rest[len(re.match(r"\s+not", rest).group(0)):]
    return f"{m.group(1)} {m.group(2)}{' not' if m.group(3) else ''}{rest}"


def expand_ellipsis(text: str, prev: str, before: str = "") -> str | None:
    """"spock is in the sudo group, and so is sarek" -> "sarek is in the sudo group": the clause before,
    said of the new subject. None when the clause is no such ellipsis."""
    if (contrast := _contrast(text, prev)) is not None:
        return contrast
    cue = re.search(r"\b(so|as|nor|neither)\s*$", before, re.I)
    if cue and re.match(r"^\s*(?:is|are|was|were|does|do|has|have)\s+\S+\s*[.!]?\s*$", text, re.I):
        text = f"{cue.group(1)} {text}"   # the splitter cut at ", so": "is sarek" after "..., so"
    m = _ELLIPSIS_RE.match(text)
    if not m or not prev:
        return None
    verb_m = _SUBJECT_VERB_RE.match(prev)
    name = m.group(2) or m.group(3)
    if m.group(1) and m.group(1).lower() in ("does", "do"):
        done = _DOES_RE.match(prev)   # "You use zsh as your login shell, and so does guest"
        if done:
            verb = done.group(2).lower()
            verb = verb if verb.endswith("s") else verb + "s"
            rest = re.sub(r"\b(?:your|his|her|their|my)\b", "its", done.group(3), flags=re.I)
            return f"{name} {verb}{rest}"
    if not verb_m:
        return None
    negative = bool(re.match(r"^\s*(?:,\s*)?(?:and\s+)?(?:neither|nor)\b", text, re.I))
    rest = verb_m.group(3)
    if negative and not re.match(r"\s+(?:not\b|n't)", rest):
        rest = " not" + rest
    return f"{name} {verb_m.group(2)}{rest}"
