"""The state words of a claim ("is running", "not enabled", "crash-looping", a ✅ or ❌ mark) with whether
each is negated; which thing each state is said of is decided later, by the state matcher.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from reos_desktop.certainty.claims import ClaimUnit
from reos_desktop.certainty.lexicon import STATE_PHRASES, STATE_RE
from reos_desktop.certainty.values import Value


@dataclass
class State:
    state: str
    negated: bool
    start: int
    end: int
    word: str
    event: bool = False     # "went down", "came up", "brought up": a change that happened, not the state now


def _states(text: str, low: str, values: list[Value]) -> list[State]:
    has_amount = any(v.kind in ("bytes", "percent", "rate") for v in values)
    out = []
    for m in STATE_RE.finditer(low):
        word = m.group(1)
        state = STATE_PHRASES[word]
        if has_amount and word in ("available", "installed", "free", "used", "up"):
            continue  # "4 GB available" is a quantity, not an existence
        after = low[m.end():m.end() + 12]
        before = low[max(0, m.start() - 12):m.start()]
        if word in ("up", "down") and any(v.kind == "rate" and (0 <= m.start() - v.end <= 3 or 0 <= v.start - m.end() <= 3)
                                          for v in values):
            continue  # "2.4 MB/s down": download, not a state
        if word == "up" and re.search(r"\b(?:comes?|coming|brings?|starts?)\s+(?:back\s+)?$", before) and \
                re.match(r"\s+(?:automatically\s+)?(?:at|on|during|after)\s+(?:each\s+|every\s+)?(?:boot|startup|reboot)", after + low[m.end() + 12:m.end() + 30]):
            out.append(State("enabled", _negated(low, m.start()), m.start(), m.end(), word))
            continue   # "it comes up at boot": enabled, not up now
        if word == "up" and (re.match(r"\s*(to|from|with|on)\b", after) or re.search(r"(set|back|clean|free|look|pick|"
                                                                                      r"speed|show|end|fill|filled|eat|eats|use|used|take|takes|"
                                                                                      r"gave|give|gives|giving|given)\s*$", before)):
            continue
        if word == "started" and re.match(r"\s+(with|using|by|via)\b", after):
            continue  # "started with -Xmx4g": how it was started, not that it is
        if word in ("failed", "failing") and re.match(r"\s+to\s+(?!be\b|start\b|come\b|run\b|stay\b)[a-z]", after):
            continue  # "Traefik failed to get a certificate": an action that failed, not the thing's state
        if word in ("running", "started") and re.match(r"\s+(ubuntu|debian|fedora|arch|centos|rhel|kernel|linux|"
                                                         r"version|v?\d)", after):
            continue  # "you're running Ubuntu 24.04" names an OS, not a state
        if word == "live" and not re.search(r"\b(is|are)\s*$", before):
            continue
        if word == "static" and "ip" in after[:6]:
            continue
        event = bool(re.search(r"\b(?:went|goes|go|came|comes|come|got|was\s+brought|were\s+brought|brought|"
                               r"was\s+taken|were\s+taken|taken)\s+(?:back\s+)?$", before)) and \
            word in ("up", "down", "offline", "online") or bool(re.search(r"\b(?:was|were)\s+last\s+$", before))
        # "it was last Ready an hour ago": when it last was, not what it is
        if word == "idle" and re.search(r"\b(?:nearly|basically|almost|mostly|practically|essentially|largely|"
                                        r"pretty\s+much|more\s+or\s+less)\s+$", before):
            state = "nearly_idle"   # "docker0 is nearly idle": little traffic, not none
        out.append(State(state, _negated(low, m.start()), m.start(), m.end(), word, event))
    out.extend(_off_states(low))
    return sorted(out, key=lambda s: s.start)


def _negated(low: str, start: int) -> bool:
    window = low[max(0, start - 30):start]
    return bool(re.search(r"\b(not|n't|never|no longer|isnt|arent|no)\b[\w\s()]{0,22}$", window)) or \
        bool(re.search(r"n['’]t\s+(?:(?:even|yet|really|actually|currently|ever|still|been|be)\s+){0,2}$", window))


# "Time sync (systemd-timesyncd) is off", "the firewall is switched off": not running ("off by 3", "off the
# network", "turned off at 14:02" are something else)
_OFF_RE = re.compile(r"\b(?:is|are|was|were|stays?|remains?|turned|switched|currently|still)\s+(?:currently\s+|still\s+)?"
                     r"(off)\b(?!\s+(?:by|from|to|the|at|on|in|for|and\s+on)\b)(?![-\w])")


def _off_states(low: str) -> list[State]:
    return [State("stopped", _negated(low, m.start(1)), m.start(1), m.end(1), "off") for m in _OFF_RE.finditer(low)]


_MARK_STATE = [("install", "installed", "absent"), ("present", "present", "absent"), ("enabled", "enabled", "disabled"),
               ("boot", "enabled", "disabled"), ("health", "healthy", "unhealthy"), ("ready", "ready", "notready"),
               ("listen", "listening", "listening"), ("", "running", "stopped")]


def _mark_states(unit: ClaimUnit) -> list[State]:
    """A ✅ or ❌ with no words says the thing is (not) in the state its column or line is about."""
    about = (unit.context + " " + unit.parse).lower()
    for key, good, bad in _MARK_STATE:
        if key in about:
            state = good if unit.mark == "+" else bad
            return [State(state, unit.mark == "-" and key == "listen", -1, -1, state)]
    return []


def _header_marked(states: list[State], unit: ClaimUnit) -> list[State]:
    """"| rere | ❌ |" under a "Ready" column: the cell is read as "rere Ready", and its ❌ denies that state."""
    if unit.mark != "-" or unit.cell != "value" or not states or STATE_RE.search(unit.text.lower()):
        return states
    if _own_words(unit.text):
        # "| 9100 | ok? | ❌ reachable from the internet |": the cross is the writer's verdict on the cell's own
        # words, not the row's thing out of the header's state; a verdict no record can settle stays open
        return [State("verdict", True, s.start, s.end, s.word, s.event) for s in states]
    return [State(s.state, not s.negated, s.start, s.end, s.word, s.event) for s in states]


_FILLER_WORDS = frozenset("yes no y n ok okay true false none na n/a not".split())


def _own_words(text: str) -> list[str]:
    return [w for w in re.findall(r"[a-z][a-z'-]+", text.lower()) if w not in _FILLER_WORDS]


def _cell_states(states: list[State], unit: ClaimUnit, text: str) -> list[State]:
    """"| corvo-bianco | Ready? | NotReady |" is read as "corvo-bianco Ready?: NotReady": the column header
    names the attribute, the cell gives its value. When the cell says a state of its own, the header's state
    words are not claimed ("What's running: Steam ... are running as lena" claims nothing of lena)."""
    if unit.cell != "value" or ": " not in text:
        return states
    cut = text.index(": ") + 2
    own = [s for s in states if s.start >= cut]
    return own if own else states
