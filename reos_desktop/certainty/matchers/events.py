"""Events and text (package history is in package_events.py): log lines ("the journal
shows 'connect() failed'"), changed files ("nginx.conf was modified") and file contents
("worker_processes is set to auto").

Text is matched by the words it shares with the evidence (after light stemming), never by paraphrase:
a log line the claim cannot be tied to leaves it unsupported rather than contradicted. Changed
files come from complete listings, so a change that is not there can contradict.
"""

from __future__ import annotations

import re
from functools import lru_cache

from reos_desktop.certainty.config_settings import settings
from reos_desktop.certainty.matchers.config_sizes import is_measure_not_setting
from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.lexicon import STOPWORDS
from reos_desktop.certainty.line_parties import names_another
from reos_desktop.certainty.matchers.times import time_agrees
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.names import aliases
from reos_desktop.certainty.text import stem
from reos_desktop.certainty.reading import Reading

_LOG_WORDS = {"log", "logs", "logged", "journal", "journalctl", "syslog", "entry", "entries", "message", "messages",
              "shows", "show", "showed", "says", "said", "reports", "reported", "recorded", "line", "lines", "error",
              "errors", "warning", "warnings", "there", "were", "was", "last", "recent", "recently", "minutes",
              "hour", "hours", "ago", "today", "contains", "mentions", "repeatedly", "several", "times", "multiple"}
# Words that describe something happening, which the logs would record.
_EVENTISH = frozenset("""crash crashed crashes crashing failed fails failure died killed kill refused denied timeout
timed connect connection aborted abort panic exception segfault oom restarted restarting rejected unreachable caused
cause reason login logins logged accepted authenticated attempts session sessions reports reported warns warned
exited exit signal
""".split())
_QUOTE_RE = re.compile(r"[\"“'‘]([^\"”'’]{4,200})[\"”'’]")


def _content(text: str, drop: set[str]) -> set[str]:
    return {stem(w) for w in re.findall(r"[a-z0-9_]+", text.lower())
            if len(w) > 2 and w not in STOPWORDS and w not in drop}


# Phrases that name the same failure in different words; both the claim and the log are read through them.
_CONCEPTS = {
    "~nospace": ("no space left", "out of space", "ran out of space", "runs out of space", "disk full", "disk is full",
                 "out of disk", "no space", "enospc", "filled up", "full disk"),
    "~oom": ("out of memory", "oom", "oom-kill", "oom killer", "oom-killer", "memory exhausted", "ran out of memory",
             "killed process", "invoked oom"),
    "~refused": ("connection refused", "refused", "econnrefused"),
    "~denied": ("permission denied", "access denied", "not permitted", "eacces", "unauthorized", "forbidden"),
    "~disconnect": ("disconnect", "dropped", "dropping", "drops out", "lost its link", "lost the link", "link down",
                    "link is down", "lost connection", "connection lost", "lost the connection", "deauthenticat",
                    "carrier lost", "lost carrier", "link timed out"),
    "~timeout": ("timed out", "timeout", "time out", "etimedout"),
    "~segfault": ("segfault", "segmentation fault", "sigsegv", "core dumped"),
    "~notfound": ("not found", "no such file", "could not find", "couldn't find", "have not found", "cannot find",
                  "can't find", "does not exist", "doesn't exist", "missing"),
    "~inuse": ("address already in use", "port already in use", "already in use", "eaddrinuse"),
    "~syntax": ("syntax error", "invalid syntax", "parse error", "unexpected token", "invalid configuration"),
    "~backoff": ("back-off", "backoff", "backing off", "crashloopbackoff", "crash loop", "crash-loop"),
    "~pubkey": ("public key", "publickey", "ssh key", "key-based", "with a key"),
    "~loginok": ("accepted", "successful login", "logged in successfully", "login succeeded", "authenticated"),
    "~loginfail": ("failed password", "failed login", "authentication failure", "invalid user", "failed root login",
                   "login attempts", "failed attempts", "wrong_password", "wrong password", "logon_failure",
                   "logon failure", "bad password", "authentication failed", "login failed"),
}
_FUNCTION = frozenset("""any all some none there here also still just only very much many more most other such than then
when this that these those with from into about have been were they them your will would could should might does
done made make because since which while what where every each again keeps keep kept seems""".split())


def _concepts(text: str) -> set[str]:
    low = text.lower()
    return {c for c, phrases in _CONCEPTS.items() if any(p in low for p in phrases)}


def _content_words(text: str, drop: set[str]) -> set[str]:
    low = text.lower()
    return {stem for word, stem in _word_stems(low) if word not in drop} | _concepts_and_versions(low)


# The same log lines and file lines are read again for every claim of an answer: their words are cut once.
@lru_cache(maxsize=16384)
def _word_stems(low: str) -> tuple[tuple[str, str], ...]:
    return tuple((w, stem(w)) for w in re.findall(r"[a-z0-9_]+", low)
                 if (len(w) >= 4 or w in _SHORT_TERMS) and w not in STOPWORDS and w not in _FUNCTION)


@lru_cache(maxsize=16384)
def _concepts_and_versions(low: str) -> frozenset[str]:
    versions = set(re.findall(r"\d+(?:\.\d+){2,}", low))   # "2.4.0" is one word here, not three
    return frozenset(_concepts(low) | versions)


# Three-letter words that carry meaning in system text.
_SHORT_TERMS = frozenset("cpu gpu ram oom dns ssh tls ssl vpn usb nfs ntp tcp udp lan wan api php jvm "
                         "vm ip io".split())


_CODE_RE = re.compile(r"`([^`\n]{3,120})`")


def check_quoted_code(reading: Reading, index: FactIndex) -> list[Verdict]:
    """`-Xmx4g`, `OLLAMA_KEEP_ALIVE=24h`, `JENKINS_USER=$NAME`: code the answer quotes verbatim from a command
    line, a file or a log line is verified by it (and the values inside it are explained)."""
    out = []
    for m in _CODE_RE.finditer(reading.unit.text):
        code = m.group(1).strip()
        if not re.search(r"[=\-/:$0-9]", code) or len(code) < 4:
            continue
        found = next(((eid, text) for eid, text in index.texts() if code in text), None)
        if found is None:
            continue
        for v in reading.values:
            if v.text.strip() and v.text.strip() in code:
                reading.take(v)
        low_code = code.lower()
        reading.unknown = [t for t in reading.unknown if t.low not in low_code]
        from reos_desktop.certainty.values import parse_values

        for inner in parse_values(code, index.now):   # "30 seconds (`proxy_read_timeout 30s`)"
            for v in reading.values:
                if v.kind == inner.kind and reading.value_free(v) and v.value == inner.value:
                    reading.take(v)
        out.append(decide(index, [Hit(True, found[0], None, f"says {found[1].strip()[:100]}")]))
    return [v for v in out if v is not None]


def _claim_window(reading: Reading, index: FactIndex) -> float | None:
    """Minutes of history a claim speaks about ("this week", "ever", "the first time"), if it says."""
    low = reading.low
    if any(v.kind in ("time", "datetime") for v in reading.values):
        low = re.sub(r"\bagain\b", " ", low)   # "accepting connections again at 03:18": that moment, not all history
    if re.search(r"\b(ever|never|always|before|first time|the first|again|previously|usually)\b", low):
        return float("inf")
    m = re.search(r"\b(?:last|past|previous)\s+(\d+)?\s*(minute|hour|day|week|month)s?\b", low)
    if m:
        return float(m.group(1) or 1) * {"minute": 1, "hour": 60, "day": 1440, "week": 10080, "month": 43200}[m.group(2)]
    if re.search(r"\bthis (week|month)\b", low):
        return 10080.0 if "week" in low else 43200.0
    if "yesterday" in low:
        return 2880.0
    if "today" in low and index.now is not None:
        return index.now.hour * 60 + index.now.minute
    return None


_GENERIC_EVENT = frozenset("""crash crashed crashes caused cause causes reason failed failure fails killed kill kills
process processes disk full memory error errors problem issue issues service happened happen time week system
shows showed says said logs""".split())


def check_text_evidence(reading: Reading, index: FactIndex, strict: bool = False) -> list[Verdict]:
    """Log lines, changed files and file contents for a claim nothing else could place.

    `strict` is set when other matchers found the claim's parts but no evidence for them: the text must
    then share more with a log line to count."""
    out = _file_changes(reading, index)
    if out:
        return out
    config = _config_keys(reading, index)
    if config is not None:
        return [config]
    files = [e for e in reading.scope("file") if e.rec.get("lines")]
    if files:
        verdict = _file_lines(reading, index, files)
        if verdict is not None:
            return [verdict]
    entries = [(lst, e) for lst in index.listings.get("log_entries", ()) for e in lst.members]
    if not entries:
        return _other_text(reading, index)
    quoted = [q.group(1) for q in _QUOTE_RE.finditer(reading.unit.text)]
    for text in quoted:
        for lst, e in entries:
            if text.lower() in str(e.get("message", "")).lower():
                return [decide(index, [Hit(True, lst.eid, None, f"{_at(e)}: {str(e.get('message'))[:100]}")])]
    logish = bool(reading.wordset & (_LOG_WORDS - {"there", "were", "was", "last", "times", "show", "shows"})) or \
        reading.unit.cause or bool(quoted) or bool(reading.wordset & _EVENTISH) or reading.quoted_values
    units = {n for m in reading.mentions for e in m.entities if e.kind in ("service", "log_unit", "unit_file")
             for n in e.names}
    # names stay wanted (they are what tells one log line from another); a line's unit counts as saying them
    wanted = _content_words(reading.text, set(_LOG_WORDS) | _GENERIC_EVENT)
    if not wanted:
        return []
    window = _claim_window(reading, index)
    spans = [float(lst.scope.get("since_minutes") or 0) for lst in index.listings.get("log_entries", ())
             if lst.scope.get("since_minutes")]
    if window is not None and spans and window > max(spans) + 1:
        return [unknown("the logs read do not reach back as far as the claim does",
                        *dict.fromkeys(lst.eid for lst, _ in entries))]
    scoped = [(lst, e) for lst, e in entries if units and aliases(str(e.get("unit") or "")) & units]
    best, best_score, best_shared = None, 0.0, set()
    accounts = {e.name.lower() for e in reading.own_entities("user")}
    for lst, e in scoped or entries:
        if names_another(reading.unit.parse, str(e.get("message", "")), accounts):
            continue
        have = _content_words(str(e.get("message", "")), set()) | {stem(a) for a in aliases(str(e.get("unit") or ""))}
        have |= {stem(a) for a in units} if scoped else set()
        shared = wanted & have
        score = len(shared) / len(wanted)
        if score > best_score:
            best, best_score, best_shared = (lst, e), score, shared
    concept = any(w.startswith("~") for w in best_shared)
    if logish and not strict:
        ok = (best_score >= 0.5 and (len(best_shared) >= 2 or concept)) or (len(wanted) == 1 and best_score == 1.0)
    else:
        ok = (best_score >= 0.6 and len(best_shared) >= 3) or (concept and len(best_shared) >= 2)
    if best is not None and ok and not time_agrees(reading, index, best[1]):
        # "the JVM ran out of heap at 10:40": the line says the event, its time says when — not then
        return [unknown(f"the log line that says this is from {best[1].get('time')}", best[0].eid)]
    if best is not None and ok:
        lst, e = best
        # "There are no checkpoint warnings" where a line warns of checkpoints: the line says the opposite
        agrees = not (_said_negatively(reading) and not _line_negated(str(e.get("message", ""))))
        return [decide(index, [Hit(agrees, lst.eid, None, f"{_at(e)}: {str(e.get('message'))[:100]}")])]
    other = _other_text(reading, index)
    if other:
        return other
    if not logish:
        return []
    return [unknown("no log entry in the evidence says this", *dict.fromkeys(lst.eid for lst, _ in entries))]


_LINE_NEGATION_RE = re.compile(r"\b(?:not|no|never|cannot|unable|without|none|insufficient|lacks?|missing|unavailable)\b|n't\b|\b0/\d", re.I)


def _said_negatively(reading: Reading) -> bool:
    """"There are no checkpoint warnings", "No offline-uncorrectable sectors have been logged": the clause says no
    such line exists ("no other ..." leaves some aside, and is not read so)."""
    return reading.quantifier == "none" and "other" not in reading.wordset and "else" not in reading.wordset


def _line_negated(message: str) -> bool:
    return bool(_LINE_NEGATION_RE.search(message))


_YES = {"enabled", "on", "yes", "true", "allowed", "permitted", "active", "enable", "allow", "permit"}
_NO = {"disabled", "off", "no", "false", "denied", "forbidden", "prohibited", "blocked", "disable", "disallowed"}


def _config_keys(reading: Reading, index: FactIndex) -> Verdict | None:
    """"root login is disabled" against "PermitRootLogin no"; "max_connections is 200" against its line.

    Every key the clause names is checked; the values stated with them are taken as explained."""
    files = [f for f in index.of_kind("file") if f.rec.get("lines")]
    if not files:
        return None
    words = [re.sub(r"[^a-z0-9]", "", t.low) for t in reading.toks]
    phrases = set()
    for size in (1, 2, 3):
        for i in range(len(words) - size + 1):
            joined = "".join(words[i:i + size])
            if len(joined) >= 6:
                phrases.add(joined)
    polarity = "yes" if reading.wordset & _YES else "no" if reading.wordset & _NO else None
    if polarity and reading.negated and not reading.wordset & {"no", "off", "false"}:
        polarity = "no" if polarity == "yes" else "yes"
    raw = reading.unit.text.lower()
    hits: list[Hit] = []
    unclear = None
    named = phrases | set(reading.words)
    # keys the clause names in full: "work_mem" is that setting, not maintenance_work_mem, whose tail it is
    exact = {k for f in files for n, _, _ in settings(f.rec["lines"]) for k in [re.sub(r"[^a-z0-9]", "", n.lower())]
             if len(k) >= 4 and k in named}
    for f in files:
        for name, setting, line in settings(f.rec["lines"]):
            key = re.sub(r"[^a-z0-9]", "", name.lower())
            if key not in exact and any(k in key for k in exact):
                continue
            parts = [x for x in re.split(r"[_.-]", name.lower()) if x]
            tails = {"".join(parts[-n:]) for n in (1, 2) if len(parts) > n}   # proxy_read_timeout -> timeout
            head = stem(parts[0]) if len(parts) in (2, 3) and len(parts[0]) >= 5 else None
            if len(key) < 4 or not (any(p == key or (p in key and len(p) >= 0.75 * len(key)) or
                                        (p in tails and len(p) >= 5) for p in phrases | set(reading.words)) or
                                    # "WAL archiving is off" against "archive_mode = off"
                                    (polarity and head and any(stem(w) == head for w in reading.words))):
                continue
            # "printer" names PrinterId only in part: a number said near it may be another thing's
            partial = not any(p == key or (p in tails and len(p) >= 5) for p in phrases | set(reading.words))
            value = setting.strip().lower()
            bare = value.strip("\"'")
            detail = f"{f.name}: {str(line).strip()[:100]}"
            items = {x.strip("\"'").lower() for x in re.split(r"[;,\s{}]+", bare) if x.strip("\"'")}
            simple = bool(re.search(r"[;,{]", bare)) and all(re.fullmatch(r"[\w.-]+(?:/\d{1,3})?", x) for x in items)
            items |= {x.split("/")[0] for x in items}   # "192.168.10.0/24" is said as "192.168.10.0" too
            listed = [v for v in reading.values if v.kind in ("address", "port")]
            if len(items) > 1 and simple and listed:
                # "Forwarders: 9.9.9.9 and 149.112.112.112" against a block of both: each address said is one of them
                for v in listed:
                    reading.take(v)
                hits.append(Hit(all(v.text.strip().lower() in items for v in listed), f.eid, None, detail))
                continue
            stated = [v for v in reading.values if v.text.lower().replace(" ", "") == bare.replace(" ", "")] or \
                [t for t in reading.toks if t.low == bare]
            from reos_desktop.certainty.values import parse_values

            line_values = parse_values(bare, index.now)
            same_kind = [(v, w) for v in reading.values for w in line_values if v.kind == w.kind and
                         v.kind in ("duration", "bytes", "percent", "number", "count") and
                         not (v.kind == "bytes" and is_measure_not_setting(reading, v))]
            if same_kind and not stated:   # "set to 30 seconds" against "30s"
                agree = any(abs(v.value * (v.scales[0] if v.scales else 1) - w.value * (w.scales[0] if w.scales else 1))
                            < 1e-6 + 0.01 * abs(w.value * (w.scales[0] if w.scales else 1)) for v, w in same_kind)
                if partial and not agree:
                    unclear = unknown(f"{detail} (the claim's value is not clear)", f.eid)
                    continue
                for v, _ in same_kind:
                    reading.take(v)
                hits.append(Hit(agree, f.eid, None, detail))
                continue
            literal = bool(bare) and re.search(rf"(?<![\w]){re.escape(value)}(?![\w])", raw)
            said_as_word = not polarity and bare in ("yes", "no") and key.isalpha() and key in reading.wordset
            if said_as_word:   # "it's accepting jobs" against "Accepting Yes": the flag named by its own word
                hits.append(Hit(("no" if reading.negated else "yes") == bare, f.eid, None, detail))
            elif polarity and bare in _YES | _NO | {"1", "0"}:
                hits.append(Hit(("yes" if bare in _YES | {"1"} else "no") == polarity, f.eid, None, detail))
            elif stated or literal:
                for v in reading.values:
                    if v.text.lower().replace(" ", "") == bare.replace(" ", ""):
                        reading.take(v)
                hits.append(Hit(True, f.eid, None, detail))
            elif bare.startswith("/") and [t for t in reading.toks if t.text.startswith("/") and len(t.text) > 1
                                           and t.text.rstrip(".,") not in f.names]:
                hits.append(Hit(False, f.eid, None, detail))   # "the data root is /var/lib/docker": another path
            elif (said := _value_said(reading, key)) is not None and said != bare:
                # "PermitRootLogin is set to yes" against "PermitRootLogin prohibit-password": the key itself
                # is named and given another value
                hits.append(Hit(False, f.eid, None, detail))
            else:
                unclear = unknown(f"{detail} (the claim's value is not clear)", f.eid)
    if not hits and polarity:
        hits = _config_flags(files, phrases, polarity)
    if hits:
        bad = [h for h in hits if not h.ok]
        if not bad:   # "... with 50m × 3 rotation": values the file sets, stated beside the keys it names
            values = {v.strip("\"'").lower() for f in files for _, v, _ in settings(f.rec["lines"])}
            for v in reading.values:
                if reading.value_free(v) and v.text.strip().lower() in values:
                    reading.take(v)
        return decide(index, bad or hits)
    return unclear


def _value_said(reading: Reading, key: str) -> str | None:
    """The value a claim gives a config key it names in full: "PermitRootLogin is set to yes" -> "yes"."""
    for i, tok in enumerate(reading.toks):
        if re.sub(r"[^a-z0-9]", "", tok.low) != key:
            continue
        rest = [t.low for t in reading.toks[i + 1:i + 6]]
        linked = False
        while rest and rest[0] in ("is", "was", "are", "set", "to", "=", ":", "currently", "still", "now", "being"):
            rest, linked = rest[1:], True
        if not linked and re.fullmatch(r"[a-z]+", tok.text) and f"`{tok.text}" not in reading.unit.text:
            continue   # "it's accepting jobs": an ordinary word used as a verb, not "Accepting jobs" set as a value
        if len(rest) == 1 or (len(rest) > 1 and rest[1] in (",", ".", ";", "and", "but", "so", "which", "(")):
            return rest[0].strip("`\"'.,")
    return None


def _config_flags(files, phrases: set[str], polarity: str) -> list[Hit]:
    """Option flags inside lines: "(rw,sync,no_root_squash)" turns root squashing off."""
    stems = {re.sub(r"(ing|ed)$", "", p) for p in phrases} | phrases
    hits = []
    for f in files:
        for line in f.rec["lines"]:
            if str(line).lstrip().startswith(("#", ";")):
                continue
            for flag in re.split(r"[\s,()=;]+", str(line).lower()):
                norm = re.sub(r"[^a-z0-9]", "", flag)
                on = not re.match(r"^no[_-]?", flag) or len(norm) < 6
                key = norm[2:] if not on else norm
                if len(key) >= 6 and key in stems:
                    hits.append(Hit(("yes" if on else "no") == polarity, f.eid, None,
                                    f"{f.name}: {str(line).strip()[:100]}"))
    return hits


def _other_text(reading: Reading, index: FactIndex) -> list[Verdict]:
    """File lines and command lines, matched like log lines but more strictly (they are not events)."""
    names = {n for m in reading.mentions for e in m.entities for n in e.names if "/" not in n}
    wanted = _content_words(reading.text, set(_LOG_WORDS) | names | _GENERIC_EVENT)
    if len(wanted) < 2:
        return []
    best, best_score, best_shared = None, 0.0, set()
    for eid, text in index.texts():
        if names_another(reading.unit.text, text):
            continue
        have = _content_words(text, set())
        shared = wanted & have
        score = len(shared) / len(wanted)
        if score > best_score:
            best, best_score, best_shared = (eid, text), score, shared
    if best is not None and best_score >= 0.6 and len(best_shared) >= 3:
        if _NUMBER_RE.findall(reading.low.replace(",", "")) and \
                set(_NUMBER_RE.findall(reading.low.replace(",", ""))) - set(_NUMBER_RE.findall(best[1].lower())):
            return []   # "exited with code 1" is not said by "Exited (137)": the words agree, a number does not
        return [decide(index, [Hit(True, best[0], None, f"says {best[1].strip()[:100]}")])]
    return []


_NUMBER_RE = re.compile(r"(?<![\w.:/-])\d+(?:\.\d+)?(?![\w.:/-]*\w)")


def _file_changes(reading: Reading, index: FactIndex) -> list[Verdict]:
    if not reading.wordset & {"modified", "changed", "edited", "touched", "written", "altered", "updated"}:
        return []
    lists = index.listings.get("files", [])
    if not lists:
        return []
    paths = [t.text for t in reading.toks if t.text.startswith("/") and len(t.text) > 1]
    files = reading.own_entities("file")
    if files:
        return [decide(index, [Hit(not reading.negated, f.eid, None, f"{f.name} changed at {f.rec.get('mtime')}")
                               for f in files])]
    out = []
    for path in paths:
        covering = [lst for lst in lists if lst.complete and path.startswith(str(lst.scope.get("root") or "/"))]
        if covering:
            out.append(decide(index, [Hit(reading.negated, lst.eid, None, f"{path} is not among the changed files")
                                      for lst in covering]))
    return out


def _file_lines(reading: Reading, index: FactIndex, files: list[Entity]) -> Verdict | None:
    names = {n for f in files for n in f.names}
    tokens = [t.low for t in reading.toks if t.low not in STOPWORDS and t.low not in names and len(t.low) > 1
              and t.low not in ("set", "file", "config", "configuration", "says", "contains", "line", "value",
                                "configured", "sets", "setting", "option", "contain")]
    if not tokens:
        return None
    for f in files:
        lines = [str(x).lower() for x in f.rec.get("lines") or []]
        for line in lines:
            if all(tok in line for tok in tokens):
                return decide(index, [Hit(True, f.eid, None, f"{f.name}: {line.strip()[:100]}")])
        key = next((tok for tok in tokens if "_" in tok or any(c.isupper() for c in tok)), tokens[0])
        keyed = [line for line in lines if re.search(rf"(^|\s){re.escape(key)}\b", line.strip()) and
                 not line.strip().startswith(("#", ";"))]
        if keyed:
            return decide(index, [Hit(False, f.eid, None, f"{f.name}: {keyed[0].strip()[:100]}")])
    return unknown("the file lines read do not say this", *(f.eid for f in files))


def _at(entry: dict) -> str:
    return f"log at {entry['time']}" if entry.get("time") else f"status of {entry.get('unit') or 'an object'}"
