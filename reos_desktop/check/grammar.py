"""The boolean structure of a predicate: clauses joined by and / or / not and parentheses.

    predicate := or
    or        := and ( ("or" | "||") and )*
    and       := unary ( ("and" | "&&" | "but" | ",") unary )*
    unary     := ("not" | "!" | "it is not the case that") unary | "neither" unary "nor" unary | primary
    primary   := "(" or ")" | ("either" | "both")? clause

A clause is the run of words between operators; clauses.py reads it. A comma joins like the operator
that ends its list ("a, b or c" is an or of three). A clause that is only a name borrows the rest of a
neighbour ("nginx and apache2 are running", "os is debian or ubuntu"). Parsing never looks at the
machine; every problem with the wording is found here, before any evidence is gathered.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from reos_desktop.check.clauses import Atom, BareName, Unrecognized, parse_clause
from reos_desktop.check.units import PoorlyPosed


@dataclass
class BoolOp:
    op: str                  # and | or
    args: list[Any]
    text: str = ""

    def to_dict(self) -> dict:
        return {"type": self.op, "args": [a.to_dict() for a in self.args]}


@dataclass
class Not:
    arg: Any
    text: str = ""

    def to_dict(self) -> dict:
        return {"type": "not", "arg": self.arg.to_dict()}


@dataclass
class Bad:
    """A part that is poorly posed: exit 2, whatever the rest says."""
    text: str
    why: str

    def to_dict(self) -> dict:
        return {"type": "poorly_posed", "text": self.text, "why": self.why}


@dataclass
class _Tok:
    kind: str                # word | and | or | not | nor | neither | lparen | rparen | comma
    text: str
    start: int
    end: int
    extra: dict = field(default_factory=dict)


_TOKEN_RE = re.compile(r'"[^"]*"|\'[^\']*\'|\(|\)|&&|\|\||,|[^\s(),]+(?:,\d{3})*')
_NOT_PHRASES = (("it", "is", "not", "the", "case", "that"), ("it", "is", "not", "true", "that"),
                ("it", "is", "false", "that"), ("it's", "not", "the", "case", "that"), ("it's", "not", "true", "that"))


def _tokens(text: str) -> list[_Tok]:
    out: list[_Tok] = []
    for match in _TOKEN_RE.finditer(text):
        word = match.group(0)
        low = word.lower()
        kind = {"(": "lparen", ")": "rparen", "&&": "and", "||": "or", ",": "comma", "and": "and", "or": "or",
                "but": "and", "nor": "nor"}.get(low, "word")
        if word.startswith("!") and len(word) > 1 and kind == "word" and not word.startswith("!="):
            out.append(_Tok("not", "!", match.start(), match.start() + 1))
            out.append(_Tok("word", word[1:], match.start() + 1, match.end()))
            continue
        if word == "!":
            kind = "not"
        out.append(_Tok(kind, word, match.start(), match.end()))
    return _resolve_commas(out)


def _resolve_commas(tokens: list[_Tok]) -> list[_Tok]:
    """A comma takes the meaning of the operator ending its list; a comma before and/or is dropped."""
    out = []
    for i, tok in enumerate(tokens):
        if tok.kind != "comma":
            out.append(tok)
            continue
        depth, op = 0, "and"
        for later in tokens[i + 1:]:
            if later.kind == "lparen":
                depth += 1
            elif later.kind == "rparen":
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and later.kind in ("and", "or", "nor"):
                op = "or" if later.kind == "or" else "and"
                break
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        if following is not None and following.kind in ("and", "or", "nor"):
            continue
        out.append(_Tok(op, ",", tok.start, tok.end))
    return out


# Phrases that hold "and"/"or" without joining two clauses: read as one word before splitting.
_JOINED_PHRASES = [(re.compile(p, re.I), r) for p, r in [
    (r"\bup\s+and\s+running\b", "running"),
    (r"\b(less|lower|smaller|fewer|older|earlier)\s+than\s+or\s+equal\s+to\b", "<="),
    (r"\b(greater|more|higher|bigger|larger|newer|later)\s+than\s+or\s+equal\s+to\b", ">="),
    (r"\bsafe\s+and\s+sound\b", "fine"),
]]


def _join_phrases(text: str) -> str:
    for pattern, replacement in _JOINED_PHRASES:
        text = pattern.sub(replacement, text)
    return text


class _Parser:
    def __init__(self, text: str):
        text = _join_phrases(text)
        self.text = text
        self.toks = _tokens(text)
        self.i = 0

    def peek(self, offset: int = 0) -> _Tok | None:
        j = self.i + offset
        return self.toks[j] if j < len(self.toks) else None

    def take(self) -> _Tok:
        tok = self.toks[self.i]
        self.i += 1
        return tok

    def parse(self) -> Any:
        if not self.toks:
            raise PoorlyPosed("the predicate is empty")
        node = self.parse_or()
        if self.i < len(self.toks):
            tok = self.peek()
            if tok.kind == "rparen":
                raise PoorlyPosed("a ')' has no matching '('")
            raise PoorlyPosed(f"unexpected '{tok.text}'")
        return node

    def parse_or(self) -> Any:
        args = [self.parse_and()]
        while self.peek() is not None and self.peek().kind == "or":
            op = self.take()
            args.append(self._operand_after(op, self.parse_and))
        return args[0] if len(args) == 1 else _graft(BoolOp("or", args))

    def parse_and(self) -> Any:
        args = [self.parse_unary()]
        while self.peek() is not None and self.peek().kind == "and":
            op = self.take()
            args.append(self._operand_after(op, self.parse_unary))
        return args[0] if len(args) == 1 else _graft(BoolOp("and", args))

    def _operand_after(self, op: _Tok, parse) -> Any:
        nxt = self.peek()
        if nxt is None or nxt.kind in ("and", "or", "rparen", "nor"):
            word = "," if op.text == "," else op.text
            raise PoorlyPosed(f"'{word}' has nothing after it")
        return parse()

    def parse_unary(self) -> Any:
        tok = self.peek()
        if tok is None:
            raise PoorlyPosed("something is missing at the end")
        if tok.kind == "not":
            self.take()
            return Not(self._operand_after(tok, self.parse_unary))
        if tok.kind == "word":
            words = [t.text.lower() for t in self.toks[self.i:self.i + 6]]
            for phrase in _NOT_PHRASES:
                if tuple(words[:len(phrase)]) == phrase:
                    self.i += len(phrase)
                    return Not(self._operand_after(tok, self.parse_unary))
            if words[0] == "not" and len(words) > 1:
                self.take()
                return Not(self.parse_unary())
            if words[0] == "neither":
                self.take()
                first = self.parse_unary()
                if self.peek() is None or self.peek().kind != "nor":
                    raise PoorlyPosed("'neither' needs a 'nor'")
                nor = self.take()
                second = self._operand_after(nor, self.parse_unary)
                return _graft(BoolOp("and", [Not(first), Not(second)]))
            if words[0] in ("either", "both") and len(words) > 1:
                self.take()
        return self.parse_primary()

    def parse_primary(self) -> Any:
        tok = self.peek()
        if tok is None:
            raise PoorlyPosed("something is missing at the end")
        if tok.kind == "lparen":
            self.take()
            if self.peek() is not None and self.peek().kind == "rparen":
                raise PoorlyPosed("'()' holds nothing")
            node = self.parse_or()
            if self.peek() is None or self.peek().kind != "rparen":
                raise PoorlyPosed("a '(' is not closed")
            self.take()
            return node
        if tok.kind in ("and", "or", "nor"):
            raise PoorlyPosed(f"'{tok.text}' has nothing before it")
        if tok.kind == "rparen":
            raise PoorlyPosed("a ')' has no matching '('")
        start = self.i
        while self.peek() is not None and self.peek().kind == "word":
            self.take()
        first, last = self.toks[start], self.toks[self.i - 1]
        return parse_clause(self.text[first.start:last.end])


def _graft(node: BoolOp) -> BoolOp:
    """Give a bare name the rest of a neighbouring clause: "nginx and apache2 are running"."""
    args = node.args

    def inner(arg: Any) -> Any:
        return arg.arg if isinstance(arg, Not) else arg

    for i, arg in enumerate(args):
        short = _short_clause(inner(arg))
        if short is not None and i > 0 and isinstance(inner(args[i - 1]), Atom):
            grafted = _graft_short(short, inner(args[i - 1]))
            if grafted is not None:
                if isinstance(arg, Not):
                    arg.arg = grafted
                else:
                    args[i] = grafted
            continue
        if not isinstance(inner(arg), BareName):
            continue
        grafted = None
        for j in list(range(i + 1, len(args))) + list(range(i - 1, -1, -1)):
            other = inner(args[j])
            if isinstance(other, BareName):
                continue
            if isinstance(other, Atom):
                grafted = _graft_onto(inner(arg).text, other, forward=j > i)
            break
        if grafted is not None:
            if isinstance(arg, Not):
                arg.arg = grafted
            else:
                args[i] = grafted
    return node


_SHORT = re.compile(r"^(?P<name>[\w][\w.@:+~-]*)\s+(?:is|are|does|do|has|have)(?P<neg>\s+not)?(?:\s+too)?$", re.I)


def _short_clause(node: Any) -> tuple[str, bool] | None:
    """("nginx", True) for "nginx isn't", ("nginx", False) for "nginx is too": a clause that only says yes or no."""
    if not isinstance(node, Unrecognized):
        return None
    from reos_desktop.check.clauses import normalize

    m = _SHORT.match(normalize(node.text))
    return (m.group("name"), bool(m.group("neg"))) if m else None


_VERB_NOT = re.compile(r"\b(is|are|does|do|has|have)\s+not\b", re.I)
_VERB = re.compile(r"\b(is|are|does|do|has|have)\b", re.I)


def _graft_short(short: tuple[str, bool], previous: Atom) -> Atom | None:
    """"apache2 is installed but nginx isn't": the previous clause's test, about nginx, with this polarity."""
    name, negative = short
    plain = previous.norm
    had_not = bool(_VERB_NOT.search(plain))
    plain = _VERB_NOT.sub(r"\1", plain, count=1)
    base = Atom(previous.family, previous.text, previous.params, previous.negated != had_not, plain,
                previous.name_text, None)
    grafted = _graft_onto(name, base, forward=False, subject_only=True)
    if grafted is None:
        return None
    if negative:
        grafted.negated = not grafted.negated
        grafted.text = _VERB.sub(r"\1 not", grafted.text, count=1)
    return grafted


def _graft_onto(name: str, atom: Atom, forward: bool, subject_only: bool = False) -> Atom | None:
    """The neighbour's clause with its subject (or, looking back, its value) replaced by `name`."""
    tries = []
    if not forward and atom.value_text and not subject_only:
        tries.append(atom.value_text)
    if atom.name_text:
        tries.append(atom.name_text)
    if forward and atom.value_text and not subject_only:
        tries.append(atom.value_text)
    for old in tries:
        index = atom.norm.find(old)
        if index < 0:
            continue
        candidate = atom.norm[:index] + name + atom.norm[index + len(old):]
        try:
            parsed = parse_clause(candidate)
        except PoorlyPosed:
            continue
        if isinstance(parsed, Atom) and parsed.family == atom.family:
            parsed.text = candidate
            parsed.grafted_from = name
            return parsed
    return None


def parse_predicate(text: str) -> Any:
    """The tree of a predicate; PoorlyPosed for wording that cannot be read as meant (exit 2)."""
    return _finish(_Parser(text.strip()).parse())


def _finish(node: Any) -> Any:
    """A bare name left over says nothing to decide: poorly posed."""
    if isinstance(node, BareName):
        return Bad(node.text, f"'{node.text}' says nothing that can be true or false; "
                              f"say what should hold, e.g. '{node.text} is running'")
    if isinstance(node, BoolOp):
        node.args = [_finish(a) for a in node.args]
    elif isinstance(node, Not):
        node.arg = _finish(node.arg)
    return node


def walk(node: Any):
    yield node
    if isinstance(node, BoolOp):
        for arg in node.args:
            yield from walk(arg)
    elif isinstance(node, Not):
        yield from walk(node.arg)


__all__ = ["Atom", "Bad", "BareName", "BoolOp", "Not", "PoorlyPosed", "Unrecognized", "parse_predicate", "walk"]
