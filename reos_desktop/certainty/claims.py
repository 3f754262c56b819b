"""Claim extraction: a Markdown answer cut into atomic claims, each with its [start, end) span in the answer.

Paragraphs and list items are cut into sentences, sentences into clauses ("nginx is running and listening
on port 80" is two claims; "nginx and redis are running" is one). Table cells are claims of their own,
read together with their row's first cell and their column's header. Questions, greetings, offers,
suggested commands, code blocks and headings are not claims; headings, lead-in lines ("Running
containers:") and parent list items are kept as the context their children are read in.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from reos_desktop.certainty.lexicon import DISCOURSE_PREFIX_RE, NON_CLAIM_OPENERS, PREDICATE_WORDS
from reos_desktop.certainty.text import find_citations, marks_in, neutralize, strip_span


@dataclass
class ClaimUnit:
    span: tuple[int, int]
    text: str                 # the answer's own characters
    parse: str                # what is read (a table cell is read as "row-key header: cell")
    context: str = ""         # heading, lead-in, parent item, column header
    prev: str = ""            # the clause before, for "it"/"its" and subject-less clauses
    citations: list[str] = field(default_factory=list)
    sentence: int = 0
    mark: str = ""            # status emoji: + - !
    cell: str = ""            # "", "key" (a table row's first cell), "value", "paren" (a trailing aside)
    cause: bool = False       # an explanation clause ("because ...", "due to ...")


# Column headers that say nothing about what the cell is ("| Item | Value |").
_GENERIC_HEADERS = frozenset({"value", "values", "details", "detail", "info", "information", "description", "result",
                              "notes", "note", "data", "output", "", "-", "comment", "comments", "observation"})
_FENCE_RE = re.compile(r"^\s*(```|~~~)")
_HEADING_RE = re.compile(r"^\s{0,3}(#{1,6})\s+(.*)$")
_ITEM_RE = re.compile(r"^(\s*)([-*+•]|\d{1,2}[.)])\s+")
_TABLE_SEP_RE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_SENT_END_RE = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=\S)|(?<=[.!?])$")
_ABBREV_RE = re.compile(r"(?:\b(?:e\.g|i\.e|etc|vs|approx|ca|incl|no|Mr|Dr|St|min|max|avg|est)\.)$", re.I)
_SPLIT_ALWAYS_RE = re.compile(r"\s*;\s+|\s+[—–]\s+|\s+-\s+(?=[A-Za-z])|,?\s+followed by\s+|,\s+then\s+|,\s+so\s+|"
                              r"(?<=[a-z\])\"”']):\s+(?=\S)|"
                              r"\s+and\s+(?=(?:its|their)\s)")
_SPLIT_COORD_RE = re.compile(r",?\s+(?:and|but|while|whereas|although|though|yet)\s+(?:also\s+)?|,\s+(?:so|plus)\s+|"
                             r",\s+(?=(?:something|nothing|it|they|there|this|[a-z][\w.-]*)\s+(?:is|are|was|has|have)\b)|"
                             r",\s+(?=[A-Z][\w.-]+\s+(?:on|at|with|uses?|using)\s+(?:port\s+)?\d)")
_CAUSE_RE = re.compile(r",?\s+(?:because(?: of)?|due to|as a result of|since it|since the)\s+|"
                       r",\s+which\s+(?=(?:\w+\s+){0,2}(?:probably|likely|might|may|could|suggests?|points|usually|"
                       r"typically|seems)\b)", re.I)
_COMMAND_START_RE = re.compile(r"^\s*`?\s*(?:sudo|systemctl|journalctl|docker|kubectl|apt|apt-get|dnf|yum|pacman|ps|"
                               r"df|du|free|top|htop|ss|netstat|ip|cat|less|tail|grep|kill|reboot|service)\b")


def _has_predicate(text: str) -> bool:
    low = f" {text.lower()} "
    if any(f" {w} " in low for w in PREDICATE_WORDS):
        return True
    return bool(re.search(r"\b\w{3,}(?:ing|ed)\b", low))


def _is_non_claim(clean: str, raw: str) -> bool:
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
    for opener in NON_CLAIM_OPENERS:
        if low.startswith(opener) and (len(low) == len(opener) or not low[len(opener)].isalnum()
                                       or opener.endswith((" ", ","))):
            return True
    if _COMMAND_START_RE.match(raw) and "`" in raw[:3]:
        return True
    return False


def _sentences(clean: str, start: int, end: int) -> list[tuple[int, int]]:
    out, cursor = [], start
    for m in _SENT_END_RE.finditer(clean, start, end):
        cut = m.start()
        if _ABBREV_RE.search(clean[max(cursor, cut - 8):cut]):
            continue
        out.append((cursor, cut))
        cursor = m.end()
    if cursor < end:
        out.append((cursor, end))
    return out


def _clauses(clean: str, start: int, end: int) -> list[tuple[int, int, bool]]:
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
                if len(left.split()) < 2 or not right.strip():
                    continue
                if kind == "coord":
                    # the predicate must sit in the segment right after the cut, not in a later clause
                    upto = re.search(r",|\band\b|\bbut\b|\bwhile\b", right)
                    segment = right[:upto.start()] if upto else right
                    elliptical = m.group(0).startswith(",") and re.match(r"[A-Z][\w.-]+\s+(?:on|at|with|uses?|using)\s",
                                                                         right)
                    if not (_has_predicate(left) and (_has_predicate(segment) or elliptical)):
                        continue
                next_pieces.append((cursor, m.start(), flag))
                if kind == "cause":
                    cursor, flag = m.start() + len(m.group(0)) - len(m.group(0).lstrip(", ")), True
                else:
                    cursor = m.end()
            next_pieces.append((cursor, e, flag))
        pieces = next_pieces
    return pieces


class _Builder:
    def __init__(self, answer: str, evidence_ids: set[str]):
        self.answer = answer
        self.citations = find_citations(answer, evidence_ids)
        self.clean = neutralize(answer, self.citations)
        self.claims: list[ClaimUnit] = []
        self.sentence = 0

    def cites_between(self, start: int, end: int) -> list[str]:
        ids: list[str] = []
        for s, e, parts in self.citations:
            if start <= s and e <= end + 1:
                ids.extend(p for p in parts if p not in ids)
        return ids

    def clause_cites(self, s_start: int, s_end: int, c_start: int, c_end: int, next_start: int) -> list[str]:
        """Citation marks belong to the clause they follow; one mark ending the sentence covers every clause
        of it when it is the sentence's only mark."""
        marks = [(s, e, parts) for s, e, parts in self.citations if s_start <= s and e <= s_end + 1]
        if len(marks) <= 1:
            return [p for _, _, parts in marks for p in parts]
        mine = [p for s, e, parts in marks if c_start <= s < max(next_start, c_end + 1) for p in parts]
        return list(dict.fromkeys(mine))

    def add(self, start: int, end: int, context: str, prev: str, cites: list[str], cell: str = "",
            parse: str | None = None, cause: bool = False) -> ClaimUnit | None:
        raw_start, raw_end = start, end
        start, end = strip_span(self.clean, start, end)
        m = DISCOURSE_PREFIX_RE.match(self.clean[start:end])
        if m and m.end() < end - start:
            start += m.end()
        start, end = strip_span(self.clean, start, end)
        if end <= start:
            raw = self.answer[raw_start:raw_end]
            if not marks_in(raw) or cell != "value":
                return None
            start = raw_start + len(raw) - len(raw.lstrip())   # a cell holding only ✅ or ❌
            end = raw_start + len(raw.rstrip())
        start, end = _balance_marks(self.answer, start, end)
        unit = ClaimUnit((start, end), self.answer[start:end], parse if parse is not None else self.clean[start:end],
                         context, prev, cites, self.sentence, marks_in(self.answer[raw_start:raw_end]), cell, cause)
        self.claims.append(unit)
        return unit

    def region(self, start: int, end: int, context: str) -> str:
        """Claims of one paragraph or list item; returns its text for children to use as context."""
        text = self.clean[start:end]
        key = re.match(r"^\s*([^:\n]{1,60}?):\s+(?=\S)", text)
        if key and _is_label(key.group(1)) and not re.search(r"\d:\d", text[:key.end() + 1]):
            value_start = start + key.end()
            label = key.group(1).strip()
            first_end = _sentences(self.clean, value_start, end)[0][1]
            first = self.clean[value_start:first_end]
            if _has_predicate(first) and len(first.split()) > 3:
                # "Nov 5: kernel upgraded to ..." - a date or number in the label belongs to the claim
                self.sentences(value_start, end, f"{context} {label}".strip(),
                               prefix=f"{label}: " if re.search(r"\d", label) else "")
            else:
                self.key_value(start, first_end, value_start, label, context)
                if first_end < end:
                    self.sentences(first_end, end, context)
            return text
        self.sentences(start, end, context)
        return text

    def sentences(self, start: int, end: int, context: str, prefix: str = "") -> None:
        prev = ""
        for s_start, s_end in _sentences(self.clean, start, end):
            self.sentence += 1
            raw = self.answer[s_start:s_end]
            sent = self.clean[s_start:s_end]
            if _is_non_claim(sent, raw):
                continue
            last_end = s_start
            pieces = _enumerations(self.clean, _clauses(self.clean, s_start, s_end))
            for n, (c_start, c_end, cause) in enumerate(pieces):
                next_start = pieces[n + 1][0] if n + 1 < len(pieces) else s_end + 1
                cites = self.clause_cites(s_start, s_end, c_start, c_end, next_start)
                clause = self.clean[c_start:c_end]
                # "two units failed: fail2ban and backup" - what follows a colon is read under what led to it
                ctx = f"{context} {prev}".strip() if ":" in self.clean[last_end:c_start] and prev else context
                last_end = c_end
                if _is_non_claim(clause, self.answer[c_start:c_end]) and not cause:
                    continue
                paren = _trailing_list(self.clean, c_start, c_end, self.answer)
                main_end = paren[0][0] - 1 if paren else c_end
                parse = prefix + self.clean[c_start:main_end] if prefix else None
                if self.add(c_start, main_end, ctx, prev, cites, cause=cause, parse=parse):
                    prev = self.clean[c_start:main_end]
                for p_start, p_end in paren or ():
                    self.add(p_start, p_end, f"{context} {self.clean[c_start:main_end]}".strip(), prev, cites,
                             cell="paren")

    def key_value(self, start: int, end: int, value_start: int, key: str, context: str) -> None:
        """'**Memory:** 12 GiB used of 31 GiB' and 'nginx: active, enabled, PID 1234'."""
        self.sentence += 1
        while end > value_start and self.clean[end - 1] in " .":
            end -= 1
        value = self.clean[value_start:end]
        if _is_non_claim(value, self.answer[value_start:end]):
            return
        cites = self.cites_between(start, end)
        label_claim = bool(re.search(r"\d", key)) and not _is_date_label(key)
        if label_claim:
            # "5 pods in namespace web: 3 frontend and 2 api" - the label says something itself
            self.add(start, value_start, context, "", cites, parse=key)
        parts = _top_level_parts(value, value_start)
        short = all(len(self.clean[s:e].split()) <= 6 for s, e in parts) and len(parts) > 1
        if not short or "(" in value and value.count("(") != value.count(")"):
            parts = [(value_start, end)]
        parts = [(a, b) for s0, e0 in parts for a, b, _ in _clauses(self.clean, s0, e0)]
        ctx = f"{context} {key}".strip()
        prefix_key = not label_claim
        for s, e in parts:
            paren = _trailing_list(self.clean, s, e, self.answer)
            main_end = paren[0][0] - 1 if paren else e
            self.add(s, main_end, ctx, key, cites,
                     parse=f"{key}: {self.clean[s:main_end]}" if prefix_key else self.clean[s:main_end])
            for p_start, p_end in paren or ():
                self.add(p_start, p_end, f"{ctx} {self.clean[s:main_end]}", key, cites, cell="paren")

    def table(self, rows: list[tuple[int, int]], context: str) -> None:
        cells_of = [self._cells(s, e) for s, e in rows]
        header: list[str] = []
        body = cells_of
        if len(rows) > 1 and _TABLE_SEP_RE.match(self.clean[rows[1][0]:rows[1][1]]):
            header = [self.clean[s:e].strip() for s, e in cells_of[0]]
            body = cells_of[2:]
        for cells in body:
            if not cells:
                continue
            self.sentence += 1
            key_start, key_end = cells[0]
            key = self.clean[key_start:key_end].strip()
            row_cites = self.cites_between(cells[0][0], cells[-1][1])
            head0 = header[0] if header else ""
            self.add(key_start, key_end, f"{context} {head0}".strip(), "", row_cites, cell="key",
                     parse=f"{key}")
            for i, (s, e) in enumerate(cells[1:], start=1):
                text = self.clean[s:e].strip()
                if not text or text in ("-", "—", "–", "n/a", "N/A", "?", "none", "None") and not marks_in(self.answer[s:e]):
                    if not marks_in(self.answer[s:e]):
                        continue
                head = header[i] if i < len(header) else ""
                shown_head = "" if head.lower().strip(" :") in _GENERIC_HEADERS else head
                paren = _trailing_list(self.clean, s, e, self.answer)
                main_end = paren[0][0] - 1 if paren else e
                main = self.clean[s:main_end].strip()
                self.add(s, main_end, f"{context} {head}".strip(), key, row_cites, cell="value",
                         parse=f"{key} {shown_head}: {main}".replace(" :", ":").strip())
                for p_start, p_end in paren or ():
                    self.add(p_start, p_end, f"{context} {head}".strip(), key, row_cites, cell="value",
                             parse=f"{key} {shown_head}: {self.clean[p_start:p_end]}".replace(" :", ":").strip())

    def _cells(self, start: int, end: int) -> list[tuple[int, int]]:
        line = self.clean[start:end]
        raw = self.answer[start:end]
        bars = [i for i, ch in enumerate(raw) if ch == "|" and (i == 0 or raw[i - 1] != "\\")]
        if not bars:
            return []
        if raw[:bars[0]].strip():
            bars = [-1] + bars
        if raw[bars[-1] + 1:].strip():
            bars = bars + [len(line)]
        return [(start + a + 1, start + b) for a, b in zip(bars, bars[1:])]


def extract_claims(answer: str, evidence_ids: set[str] | None = None) -> list[ClaimUnit]:
    """Every claim in `answer`, in order."""
    b = _Builder(answer or "", set(evidence_ids or ()))
    lines: list[tuple[int, int]] = []
    pos = 0
    for line in (answer or "").split("\n"):
        lines.append((pos, pos + len(line)))
        pos += len(line) + 1
    headings: dict[int, str] = {}
    stack: list[tuple[int, str]] = []   # (indent, text) of open list items
    lead_in = ""
    in_fence = False
    i = 0
    while i < len(lines):
        s, e = lines[i]
        raw = b.answer[s:e]
        clean = b.clean[s:e]
        if _FENCE_RE.match(raw):
            in_fence = not in_fence
            i += 1
            continue
        if in_fence or not clean.strip():
            if not clean.strip() and not in_fence and i + 1 < len(lines) and not _ITEM_RE.match(b.answer[slice(*lines[i + 1])]):
                if not b.answer[slice(*lines[i + 1])].lstrip().startswith("|"):
                    stack = []
            i += 1
            continue
        heading = _HEADING_RE.match(raw)
        if heading:
            level = len(heading.group(1))
            headings = {k: v for k, v in headings.items() if k < level}
            headings[level] = b.clean[s + heading.start(2):e].strip()
            stack, lead_in = [], ""
            i += 1
            continue
        head_ctx = " ".join(headings[k] for k in sorted(headings))
        if raw.lstrip().startswith("|"):
            rows = []
            while i < len(lines) and b.answer[slice(*lines[i])].lstrip().startswith("|"):
                rows.append(lines[i])
                i += 1
            b.table(rows, f"{head_ctx} {lead_in}".strip())
            lead_in = ""
            continue
        item = _ITEM_RE.match(raw)
        if item:
            indent = len(item.group(1).expandtabs(4))
            stack = [(d, t) for d, t in stack if d < indent]
            parent = " ".join(t for _, t in stack)
            start = s + item.end()
            end = e
            while i + 1 < len(lines) and _is_continuation(b.answer[slice(*lines[i + 1])], indent):
                i += 1
                end = lines[i][1]
            context = " ".join(x for x in (head_ctx, lead_in, parent) if x)
            text = b.clean[start:end].strip()
            if text.endswith(":") or re.fullmatch(r"[^.!?]{1,80}:", text):
                stack.append((indent, text.rstrip(":")))
            else:
                b.region(start, end, context)
                stack.append((indent, _subject_of(text)))
            i += 1
            continue
        # A paragraph: this line and the lines that continue it.
        end = e
        while i + 1 < len(lines) and _is_paragraph_line(b.answer[slice(*lines[i + 1])]):
            i += 1
            end = lines[i][1]
        text = b.clean[s:end].strip()
        stack = []
        if text.endswith(":"):
            lead_in = text.rstrip(":")
            last = re.split(r"(?<=[.!?])\s+", lead_in)
            if len(last) > 1:  # "nginx is fine. The failed units are:" -> claims, then lead-in
                b.region(s, s + b.clean[s:end].rfind(last[-1]), head_ctx)
                lead_in = last[-1]
        else:
            b.region(s, end, head_ctx)
            lead_in = ""
        i += 1
    return b.claims


def _enumerations(clean: str, clauses: list[tuple[int, int, bool]]) -> list[tuple[int, int, bool]]:
    """A clause with no verb that lists several values ("Debian 11 (bullseye), kernel 5.10.0-33, 8 cores")
    is several claims."""
    out = []
    for start, end, cause in clauses:
        body = clean[start:end]
        parts = _top_level_parts(body, start)
        with_digits = [1 for a, b in parts if re.search(r"\d", clean[a:b])]
        if len(parts) >= 2 and not _has_predicate(body) and len(with_digits) >= len(parts) - 1 and \
                all(len(clean[a:b].split()) <= 12 for a, b in parts):
            for a, b in parts:
                out.extend((x, y, cause) for x, y in _measure_pairs(clean, a, b))
        else:
            out.extend((x, y, cause) for x, y in _measure_pairs(clean, start, end))
    return out


_MEASURE_AFTER_AND = re.compile(r"\s+and\s+(?=(?:about |around |roughly |~)?\d[\d.,]*\s?(?:%|[kmgt]i?b\b|[kmgt]\b|cores?\b|"
                                r"threads?\b|gb\b|mb\b|tb\b|percent\b|cpus?\b|vcpus?\b))", re.I)


def _measure_pairs(clean: str, start: int, end: int) -> list[tuple[int, int]]:
    """"a Cortex-A76 CPU (4 cores) and 16 GB of RAM": two measures joined by "and" are two claims, when
    the part before "and" measures something too (but not "ports 80 and 443")."""
    for m in _MEASURE_AFTER_AND.finditer(clean, start, end):
        left = clean[start:m.start()]
        if re.search(r"\d\s?(?:%|[kmgt]i?b\b|cores?\b|threads?\b|cpus?\b|[a-z]{2,})", left, re.I) and \
                not re.search(r"\b\d+\s*$", left) and len(left.split()) >= 2:
            rest = _top_level_parts(clean[m.end():end], m.end())   # "4.8 MB/s out, flannel.1 ..." -> two
            return [(start, m.start())] + rest
    return [(start, end)]


def _balance_marks(answer: str, start: int, end: int) -> tuple[int, int]:
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


def _is_date_label(key: str) -> bool:
    from reos_desktop.certainty.values import parse_values

    kinds = {v.kind for v in parse_values(key)}
    return bool(kinds) and kinds <= {"date", "time", "datetime"}


def _is_label(key: str) -> bool:
    """'Memory', 'Load average', 'nginx' are labels; 'MariaDB uses the most memory' is a sentence."""
    words = key.split()
    if not words or len(words) > 5 or "," in key or words[0].lower() in ("yes", "no", "so", "well", "also", "but"):
        return False
    return not any(w.lower() in PREDICATE_WORDS for w in words)


def _trailing_list(clean: str, start: int, end: int, answer: str | None = None) -> list[tuple[int, int]] | None:
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
    parts = _top_level_parts(clean[open_at + 1:close], open_at + 1)
    inner = clean[open_at + 1:close]
    if answer is not None and re.fullmatch(r"\s*`[^`]+`\s*", answer[open_at + 1:close]):
        return None   # "(`proxy_read_timeout 30s`)": the code that shows the clause, kept with it
    if len(parts) == 1 and re.search(r"\d", clean[start:open_at]) and re.search(r"\d", inner) \
            and (len(inner.split()) >= 2 or ("%" in inner) != ("%" in clean[start:open_at])):
        return parts   # "uses 1.52 GiB (about 25% of total memory)", "6.3 GB used of 16 GB (62%)": a second measure
    if len(parts) < 2 or not all(re.search(r"\d", clean[a:b]) and len(clean[a:b].split()) <= 6 for a, b in parts):
        return None
    return parts


def _top_level_parts(value: str, offset: int) -> list[tuple[int, int]]:
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


def _is_continuation(line: str, indent: int) -> bool:
    if not line.strip() or _ITEM_RE.match(line) or line.lstrip().startswith(("|", "#", "```")):
        return False
    return len(line) - len(line.lstrip()) > indent


def _is_paragraph_line(line: str) -> bool:
    if re.match(r"^\s*(\*\*|__)?[A-Za-z][\w ./-]{0,40}:(\*\*|__)?\s", line):
        return False   # "**Load:** 0.42" starts a line of its own, like a list item
    return bool(line.strip()) and not _ITEM_RE.match(line) and not line.lstrip().startswith(("|", "#", "```", "~~~"))


def _subject_of(item_text: str) -> str:
    """The part of a list item its children are about: "**nginx** (web server)" -> "nginx (web server)"."""
    return re.split(r":\s|\s[—–-]\s", item_text, maxsplit=1)[0][:80]
