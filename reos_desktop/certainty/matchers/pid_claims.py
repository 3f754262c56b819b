"""Process IDs in claims: a PID said of a program, a list of PIDs in parentheses, a PID copied wrong."""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, QFact, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value


def pid_mistyped(reading: Reading, index: FactIndex, value: Value, dim: str, chosen: list[QFact]) -> bool:
    """"main PID: 48231" where the one PID the evidence could mean is 48213, and no item shows 48231 at all:
    the PID was copied wrong, whichever thing the line is about."""
    if dim != "pid" or len({f.value for f in chosen}) != 1 or value.text in index.text_numbers() or \
            any(p.rec.get("pid") == value.value for p in index.of_kind("process")):
        return False
    actual = str(int(chosen[0].value))
    said = str(int(value.value))
    # the same leading digits, or the same digits in another order ("661" for 611): copied, and copied wrong
    return "main" in reading.wordset | reading.context_words or (len(said) == len(actual) and (
        said[:2] == actual[:2] or sorted(said) == sorted(actual)))


def pid_said_before(reading: Reading, value: Value) -> int | None:
    """The PID written last before this value, when nothing but words stand between ("PID 48811 is at ~96%")."""
    before = [v for v in reading.values if v.end <= value.start]
    if before and before[-1].kind == "pid":
        return int(before[-1].value)
    return None


_PID_LIST_RE = re.compile(r"\(\s*\d{2,7}(?:\s*(?:,|and|&)\s*\d{2,7})*\s*\)")


def mark_pids_in_parens(reading: Reading, index: FactIndex) -> None:
    """"two workers (20331, 20332)": bare numbers in parentheses after processes are their PIDs when every one
    of them is the PID of a listed process."""
    pids = {p.rec.get("pid") for p in index.of_kind("process")}
    for m in _PID_LIST_RE.finditer(reading.text):
        inside = [v for v in reading.values if m.start() < v.start < m.end() and v.kind == "number"]
        if inside and all(int(v.value) in pids for v in inside if float(v.value).is_integer()) and \
                all(float(v.value).is_integer() for v in inside):
            for v in inside:
                v.kind = "pid"
                v.extra["listed"] = True


PLURAL_PROCESSES = frozenset({"workers", "processes", "children", "pids", "instances"})


def pid_of_same_program(reading: Reading, index: FactIndex, pid: int) -> Verdict | None:
    """A PID said of a program the claim names is verified by any listed process of that program having it."""
    names = {e.name for e in reading.scope("process")}
    for proc in index.of_kind("process"):
        if proc.rec.get("pid") == pid and proc.name in names:
            return decide(index, [Hit(True, proc.eid, None, f"{proc.name} pid={pid}")])
    return None


def pid_by_name(reading: Reading, index: FactIndex, pid: int) -> Verdict | None:
    """"the Jenkins process (PID 2201)": the process with that PID is java, started as .../jenkins.war."""
    names = {n for e in reading.scope() for n in e.names if len(n) > 3}
    for proc in index.of_kind("process"):
        if proc.rec.get("pid") == pid:
            text = f"{proc.name} {proc.rec.get('cmdline') or ''}".lower()
            if any(n in text for n in names):
                return decide(index, [Hit(True, proc.eid, None, f"pid {pid} is {proc.name}: {str(proc.rec.get('cmdline'))[:80]}")])
    # "systemd-resolved (PID 661)" where the socket listing shows systemd-resolved as 611 and nothing is 661:
    # the named program's one PID, copied with its digits swapped or one of them wrong
    known = {int(e.rec["pid"]) for e in reading.scope("process") if isinstance(e.rec.get("pid"), int)}
    if len(known) == 1 and not any(p.rec.get("pid") == pid for p in index.of_kind("process")) and \
            _copied_wrong(str(pid), str(next(iter(known)))):
        proc = next(e for e in reading.scope("process") if e.rec.get("pid") in known)
        return decide(index, [Hit(False, proc.eid, None, f"{proc.name} pid={proc.rec['pid']}")])
    return None


def _copied_wrong(said: str, actual: str) -> bool:
    """Two digits swapped, or one digit wrong, in a number of three or more digits."""
    if len(said) != len(actual) or len(said) < 3 or said == actual:
        return False
    return sorted(said) == sorted(actual) or sum(a != b for a, b in zip(said, actual)) == 1


_PID_PAREN_RE = re.compile(r"^[\s`*]*\(\s*(?:main\s+)?pid[\s:=#]*$", re.I)


def pid_owner_before(reading: Reading, value: Value) -> list:
    """"sshd and auditd (PID 1090)": a PID in parentheses is the name's right before it, not any name the
    clause lists."""
    before = [m for m in reading.mentions if not m.inherited and m.end <= value.start]
    if not before or not _PID_PAREN_RE.match(reading.text[before[-1].end:value.start]):
        return []
    return list(before[-1].entities)
