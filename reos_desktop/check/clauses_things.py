"""Clause readers for named things: ports, services, processes, containers, packages, users, groups,
files and logs. Each returns an Atom, None (not mine), or raises PoorlyPosed."""

from __future__ import annotations

import re

from reos_desktop.check.clauses import Atom, Clause, lazy
from reos_desktop.check.units import PoorlyPosed, find_comparator, parse_duration, parse_quantity

NAME = r"(?:\"[^\"]+\"|'[^']+'|[\w][\w.@:+~-]*)"
# Words that are never the name of a thing (so "is running" has no subject rather than one called "is").
STOPWORDS = frozenset({"is", "are", "not", "the", "a", "an", "it", "this", "that", "there", "and", "or", "no",
                       "any", "some", "all", "every", "none", "nothing", "something", "anything", "has", "have",
                       "does", "do", "of", "in", "on", "to", "be", "was", "were", "if", "whether", "what", "which",
                       "who", "service", "services", "process", "processes", "container", "containers",
                       "package", "packages", "user", "users", "group", "groups", "file", "port", "ports",
                       # the machine itself: "the system is up" is not about a service called "system"
                       "system", "machine", "computer", "server", "host", "box", "everything", "network",
                       "internet", "world", "we", "i", "you"})
_NEG = r"(?P<neg>not\s+|no\s+longer\s+|never\s+)?"
_EXISTS = r"(?:(?P<neg1>does\s+not\s+exist|do\s+not\s+exist|is\s+missing|is\s+absent|is\s+not\s+present)|" \
          r"(?:exists|exist|is\s+present|is\s+there|is\s+defined))"



def _name_ok(name: str | None) -> bool:
    return bool(name) and name.lower() not in STOPWORDS


# ---------------------------------------------------------------------------------------- failed services
_SVC = r"(?:systemd\s+)?(?:services?|units?|daemons?)"
_FAILED = r"(?:failed|failing|crashed|errored)"
_FAILED_FORMS = [
    (lazy(r"^(?:there\s+(?:are|is)\s+)?(?:no|zero)\s+" + _SVC + r"\s+(?:has\s+|have\s+|are\s+|is\s+)?"
                + _FAILED + r"$"), "none"),
    (lazy(r"^(?:there\s+(?:are|is)\s+)?(?:no|zero)\s+" + _FAILED + r"\s+" + _SVC + r"(?:\s+exist)?$"), "none"),
    (lazy(r"^none\s+of\s+the\s+" + _SVC + r"\s+(?:has|have|is|are)\s+" + _FAILED + "$"), "none"),
    (lazy(r"^(?:there\s+(?:are|is)\s+)?(?:some|any|a|one\s+or\s+more|at\s+least\s+one)\s+" + _SVC +
                r"\s+(?:has\s+|have\s+|are\s+|is\s+)?" + _FAILED + "$"), "some"),
    (lazy(r"^(?:there\s+(?:are|is)\s+)?(?:some\s+|any\s+|a\s+)?" + _FAILED + r"\s+" + _SVC +
                r"(?:\s+exists?)?$"), "some"),
    (lazy(r"^(?:all\s+)?" + _SVC + r"\s+(?:are\s+)?(?:healthy|ok|fine)$"), "none"),
]
_FAILED_COUNT = lazy(r"^(?:the\s+)?(?:number|count)\s+of\s+" + _FAILED + r"\s+" + _SVC + r"\s+(?:is\s+)?(?P<rest>.+)$")


def read_failed_services(c: Clause) -> Atom | None:
    if not re.search(_FAILED, c.low) or not re.search(_SVC, c.low):
        return None
    for pattern, form in _FAILED_FORMS:
        if pattern.match(c.low):
            return c.atom("failed_services", negated=form == "none")
    m = _FAILED_COUNT.match(c.low)
    if m:
        op = find_comparator(m.group("rest"))
        count = parse_quantity(m.group("rest"), ("number",))
        return c.atom("failed_services_count", op=op[0] if op else "=", count=int(count.value))
    return None


# ------------------------------------------------------------------------------------------------- logs
_LOG_WORDS = lazy(r"\b(?:errors?|warnings?|critical|failures?)\b")
_LOG_FORMS = [
    lazy(r"^(?:there\s+(?:are|is|were|was)\s+)?(?P<neg>no\s+)?(?P<level>errors?|warnings?|critical\s+errors?)"
               r"\s+(?:were\s+|was\s+)?(?:logged\s+|in\s+the\s+(?:logs?|journal)|in\s+(?P<unit1>" + NAME +
               r")(?:'s)?\s+logs?)(?P<rest>.*)$"),
    lazy(r"^(?:the\s+)?(?:(?P<unit2>" + NAME + r")(?:'s)?\s+)?(?:logs?|journal)\s+(?:has|have|contains?|shows?)\s+"
               r"(?P<neg>no\s+)?(?P<level>errors?|warnings?|critical\s+errors?)(?P<rest>.*)$"),
    lazy(r"^(?P<unit3>" + NAME + r")\s+(?:has\s+|have\s+)?(?P<neg>not\s+)?(?:logged|reported)\s+(?:any\s+)?"
               r"(?P<level>errors?|warnings?|critical\s+errors?)(?P<rest>.*)$"),
]


def read_logs(c: Clause) -> Atom | None:
    if not _LOG_WORDS.search(c.low) or not re.search(r"\b(?:logs?|logged|journal|reported)\b", c.low):
        return None
    for pattern in _LOG_FORMS:
        m = pattern.match(c.low)
        if not m:
            continue
        level = m.group("level")
        priority = "crit" if level.startswith("critical") else "warning" if level.startswith("warning") else "err"
        unit_group = next((g for g in ("unit1", "unit2", "unit3") if m.groupdict().get(g)), None)
        unit = c.take(m, unit_group) if unit_group else None
        if unit is not None and (not _name_ok(unit) or unit.lower() in ("system", "the")):
            unit = None
        minutes = 60
        rest = m.group("rest").strip()
        if rest:
            window = re.match(r"^(?:in|during|within|for|over)\s+the\s+(?:last|past)\s+(?P<d>.+)$", rest)
            if not window:
                return None
            spec = re.sub(r"^(hour|day|minute|week)$", r"1 \1", window.group("d"))
            minutes = max(1, int(parse_duration(spec).value // 60))
        return c.atom("logs", m, negated=bool(m.group("neg")), name=unit_group, unit=unit, priority=priority,
                      since_minutes=minutes)
    return None


# -------------------------------------------------------------------------------------------- containers
_CSTATE = r"(?P<state>running|up|started|alive|stopped|down|exited|dead|paused|restarting|created|healthy|unhealthy)"
_CONTAINER_NAMED = [
    lazy(r"^(?:is\s+)?(?:the\s+)?container\s+(?:named\s+|called\s+)?(?P<name>" + NAME + r")\s+(?:is\s+|are\s+)?"
               + _NEG + _CSTATE + "$"),
    lazy(r"^(?:is\s+)?(?:the\s+)?(?P<name>" + NAME + r")\s+container\s+(?:is\s+)?" + _NEG + _CSTATE + "$"),
    lazy(r"^(?:the\s+)?container\s+(?:named\s+|called\s+)?(?P<name>" + NAME + r")\s+" + _EXISTS + "$"),
    lazy(r"^(?:the\s+)?(?P<name>" + NAME + r")\s+container\s+" + _EXISTS + "$"),
    lazy(r"^there\s+is\s+(?:a|an|(?P<neg1>no))\s+container\s+(?:named\s+|called\s+)?(?P<name>" + NAME + ")$"),
]
_CONTAINERS_ANY = [
    (lazy(r"^(?:there\s+(?:are|is)\s+)?(?:no|zero)\s+containers?(?:\s+at\s+all|\s+exist)?$"), "all", "none"),
    (lazy(r"^(?:there\s+(?:are|is)\s+)?(?:no|zero)\s+(?:running\s+)?containers?(?:\s+(?:are|is)\s+running|"
                r"\s+running)?$"), "running", "none"),
    (lazy(r"^none\s+of\s+the\s+containers\s+(?:are|is)\s+running$"), "running", "none"),
    (lazy(r"^(?:there\s+(?:are|is)\s+)?(?:some\s+|any\s+|a\s+|at\s+least\s+one\s+)?(?:running\s+containers?|"
                r"containers?\s+(?:are\s+|is\s+)?running)$"), "running", "some"),
    (lazy(r"^(?:there\s+(?:are|is)\s+)?(?:some\s+|any\s+)?containers?\s+exists?$"), "all", "some"),
]
_CONTAINERS_COUNT = [
    lazy(r"^(?:the\s+)?(?:number|count)\s+of\s+(?P<running>running\s+)?containers\s+(?:is\s+)?(?P<rest>.+)$"),
    lazy(r"^(?:there\s+(?:are|is)\s+)?(?P<rest>.*?\d+)\s+(?P<running>running\s+)?containers?"
               r"(?P<running2>\s+(?:are\s+|is\s+)?running)?(?:\s+exists?)?$"),
]


def read_containers(c: Clause) -> Atom | None:
    if "container" not in c.low:
        return None
    for pattern, scope, form in _CONTAINERS_ANY:
        if pattern.match(c.low):
            return c.atom("containers_count", op=">", count=0, scope=scope, negated=form == "none")
    for pattern in _CONTAINERS_COUNT:
        m = pattern.match(c.low)
        if m:
            op = find_comparator(m.group("rest"))
            count = parse_quantity(m.group("rest"), ("number",))
            running = bool(m.group("running") or m.groupdict().get("running2"))
            return c.atom("containers_count", op=op[0] if op else "=", count=int(count.value),
                          scope="running" if running else "all")
    for pattern in _CONTAINER_NAMED:
        m = pattern.match(c.low)
        if m and _name_ok(c.take(m, "name")):
            state = m.groupdict().get("state")
            negated = bool(m.groupdict().get("neg") or m.groupdict().get("neg1"))
            if state is None:
                return c.atom("container_exists", m, negated=negated, name="name", name_value=c.take(m, "name"))
            state = {"up": "running", "started": "running", "alive": "running", "down": "stopped",
                     "dead": "stopped"}.get(state, state)
            return c.atom("container", m, negated=negated, name="name", value=None, name_value=c.take(m, "name"),
                          state=state)
    return None


# ------------------------------------------------------------------------------------------- processes
_PROC = r"(?:process(?:es)?|instances?|copies|programs?)"
_PROC_COUNT = [
    lazy(r"^(?:the\s+)?(?:number\s+of\s+processes|process\s+count|count\s+of\s+processes|processes)\s+"
               r"(?:is\s+|are\s+)?(?P<rest>.*\d.*)$"),
    lazy(r"^(?:there\s+are\s+)?(?P<rest>[^\d]*\d+)\s+processes(?:\s+(?:are\s+)?running)?$"),
    lazy(r"^(?:the\s+)?(?:number|count)\s+of\s+(?P<name>" + NAME + r")\s+" + _PROC + r"\s+(?:is\s+)?(?P<rest>.+)$"),
    lazy(r"^(?:the\s+)?(?:process\s+count|number\s+of\s+processes)\s+(?:of|for)\s+(?P<name>" + NAME +
               r")\s+(?:is\s+)?(?P<rest>.+)$"),
    lazy(r"^(?:there\s+are\s+)?(?P<rest>.*?\d+)\s+(?P<name>" + NAME + r")\s+" + _PROC +
               r"(?:\s+(?:are\s+|is\s+)?running)?$"),
    lazy(r"^(?:there\s+are\s+)?(?P<rest>.*?\d+)\s+" + _PROC + r"\s+(?:named|called|of)\s+(?P<name>" + NAME +
               r")(?:\s+(?:are\s+|is\s+)?running)?$"),
    lazy(r"^(?P<name>" + NAME + r")\s+(?:has|runs)\s+(?P<rest>.*?\d+)\s+" + _PROC + r"(?:\s+running)?$"),
]
_PROC_NAMED = [
    lazy(r"^(?:is\s+)?(?:the\s+|a\s+)?process\s+(?:named\s+|called\s+)?(?P<name>" + NAME + r")\s+(?:is\s+)?"
               + _NEG + r"(?P<state>running|alive|up|exists|present)$"),
    lazy(r"^(?:is\s+)?(?:the\s+|a\s+)?(?P<name>" + NAME + r")\s+process(?:es)?\s+(?:is\s+|are\s+)?" + _NEG +
               r"(?P<state>running|alive|up|exists|exist|present)$"),
    lazy(r"^(?:(?:is|are)\s+there\s+|there\s+(?:is|are)\s+)(?:a\s+|any\s+|(?P<neg>no\s+))?process(?:es)?\s+"
               r"(?:named|called)\s+(?P<name>" + NAME + r")(?:\s+running)?$"),
    lazy(r"^(?:a|some|(?P<neg>no))\s+process(?:es)?\s+(?:named|called)\s+(?P<name>" + NAME +
               r")\s+(?:is\s+|are\s+)?(?:running|alive)$"),
    lazy(r"^(?:the\s+)?process\s+(?:named\s+|called\s+)?(?P<name>" + NAME + r")\s+(?P<neg>does\s+not\s+exist)$"),
]


def read_process_count(c: Clause) -> Atom | None:
    if not re.search(r"\b" + _PROC + r"\b", c.low):
        return None
    for pattern in _PROC_NAMED:
        m = pattern.match(c.low)
        if m and _name_ok(c.take(m, "name")):
            return c.atom("process", m, negated=bool(m.groupdict().get("neg")), name="name",
                          name_value=c.take(m, "name"))
    for pattern in _PROC_COUNT:
        m = pattern.match(c.low)
        if not m:
            continue
        name = c.take(m, "name") if m.groupdict().get("name") else None
        if name is not None and not _name_ok(name):
            continue
        op = find_comparator(m.group("rest"))
        count = parse_quantity(m.group("rest"), ("number",))
        family = "process_count" if name else "process_total"
        return c.atom(family, m, name="name" if name else None, name_value=name, op=op[0] if op else "=",
                      count=int(count.value))
    return None


# ------------------------------------------------------------------------------------------------ files
_PATH = r"(?P<path>/[^\s]*|~[^\s]*|\.{1,2}/[^\s]*)"
_FKIND = r"(?:(?P<fkind>file|directory|folder|dir|path|socket|symlink)\s+)?"
_FILE_FORMS = [
    lazy(r"^(?:the\s+|a\s+)?" + _FKIND + _PATH + r"\s+" + _EXISTS + "$"),
    lazy(r"^there\s+is\s+(?:a|an|(?P<neg1>no))\s+" + _FKIND + _PATH + "$"),
    lazy(r"^(?:the\s+)?(?:file\s+|path\s+)?" + _PATH + r"\s+is\s+(?P<neg1>not\s+)?an?\s+(?P<fkind2>file|directory|"
               r"folder|dir|regular\s+file)$"),
]


_RELATIVE = lazy(r"^(?:the\s+)?(?:file|directory|folder|dir|path)?\s*(?P<path>[\w.~-]+/[^\s]*)\s+" + _EXISTS + "$")


def read_file(c: Clause) -> Atom | None:
    relative = _RELATIVE.match(c.low)
    if relative:
        raise PoorlyPosed(f"'{c.take(relative, 'path')}' is not an absolute path; write it from / (for example /etc/hosts)")
    if not re.search(r"(?:^|\s)(?:/|~|\./|\.\./)", c.low):
        return None
    for pattern in _FILE_FORMS:
        m = pattern.match(c.low)
        if not m:
            continue
        path = c.take(m, "path")
        if not path.startswith("/"):
            raise PoorlyPosed(f"'{path}' is not an absolute path; write it from / (for example /etc/hosts)")
        kind = (m.groupdict().get("fkind") or m.groupdict().get("fkind2") or "path").split()[-1]
        kind = {"folder": "directory", "dir": "directory"}.get(kind, kind)
        return c.atom("file", m, negated=bool(m.groupdict().get("neg1")), name="path", path=path, kind=kind)
    return None


# --------------------------------------------------------------------------------------- package versions
VERSION = r"(?P<version>v?\d+(?:[.\-+~:][\w]+)*)"
_VERSION_WORDS = [
    (r"(?:is\s+)?(?:newer|later|more\s+recent)\s+than\s+or\s+equal\s+to", ">="),
    (r"(?:is\s+)?(?:older|earlier)\s+than\s+or\s+equal\s+to", "<="),
    (r"(?:is\s+)?(?:newer|later|more\s+recent)\s+than|(?:is\s+)?after", ">"),
    (r"(?:is\s+)?(?:older|earlier)\s+than|(?:is\s+)?before|(?:is\s+)?prior\s+to", "<"),
]


def version_comparison(rest: str) -> tuple[str, str] | None:
    """('>=', '1.22') from 'is at least 1.22', 'newer than 1.22', '>= 1.22', 'is 1.22', 'version 1.22'."""
    rest = rest.strip()
    for words, op in _VERSION_WORDS:
        m = re.match(r"^(?P<not>(?:is\s+)?not\s+)?(?:" + words + r")\s+(?:version\s+)?" + VERSION + "$", rest)
        if m:
            return (_flip(op) if m.group("not") else op), m.group("version")
    comparator = find_comparator(rest)
    if comparator:
        op, start, end = comparator
        head = rest[:start].strip()
        if head in ("", "is", "is not", "not"):
            m = re.match(r"^(?:version\s+)?" + VERSION + "$", rest[end:].strip())
            if m:
                return op, m.group("version")
    m = re.match(r"^(?:is\s+)?(?P<not>not\s+)?(?:at\s+)?(?:version\s+)?" + VERSION + "$", rest)
    if m:
        return ("!=" if m.group("not") else "="), m.group("version")
    return None


def _flip(op: str) -> str:
    return {">": "<=", ">=": "<", "<": ">=", "<=": ">", "=": "!=", "!=": "="}[op]


_PKG_VERSION_FORMS = [
    lazy(r"^(?:the\s+)?(?:installed\s+)?(?:package\s+)?(?P<name>" + NAME + r")(?:\s+package)?(?:'s)?\s+version\s+"
               r"(?P<rest>.+)$"),
    lazy(r"^(?:the\s+)?(?:installed\s+)?version\s+of\s+(?:package\s+)?(?P<name>" + NAME + r")(?:\s+package)?\s+"
               r"(?P<rest>.+)$"),
    lazy(r"^(?:package\s+)?(?P<name>" + NAME + r")\s+(?P<rest>(?:is\s+)?(?:not\s+)?(?:newer|older|later|earlier|"
               r"more\s+recent|at\s+least|at\s+most|at\s+version|version|after|before|prior)\b.+)$"),
    lazy(r"^(?:package\s+)?(?P<name>" + NAME + r")\s+(?P<rest>(?:>=|<=|==|!=|=|<|>|≥|≤).+)$"),
]


def read_package_version(c: Clause) -> Atom | None:
    if not re.search(r"\d", c.low):
        return None
    for pattern in _PKG_VERSION_FORMS:
        m = pattern.match(c.low)
        if not m or not _name_ok(c.take(m, "name")):
            continue
        found = version_comparison(m.group("rest"))
        if found is None:
            if "version" in c.low:
                raise PoorlyPosed(f"'{c.raw}': the version to compare with is missing or not a version number")
            continue
        op, version = found
        return c.atom("package_version", m, name="name", name_value=c.take(m, "name"), op=op,
                      version=version.lstrip("vV"))
    m = re.match(r"^(?:package\s+)?(?P<name>" + NAME + r")\s+" + VERSION + r"\s+is\s+(?P<neg>not\s+)?installed$", c.low)
    if m and _name_ok(c.take(m, "name")):
        return c.atom("package_version", m, negated=bool(m.group("neg")), name="name", name_value=c.take(m, "name"),
                      op="=", version=m.group("version").lstrip("vV"))
    return None


# ------------------------------------------------------------------------------- "X is <state>" (generic)
_STATES = {
    "running": ("running", False), "up": ("running", False), "alive": ("running", False), "started": ("running", False),
    "online": ("running", False), "live": ("running", False), "working": ("running", False),
    "stopped": ("running", True), "down": ("running", True), "dead": ("running", True), "offline": ("running", True),
    "halted": ("running", True), "not running": ("running", True),
    "active": ("active", False), "inactive": ("active", True),
    "failed": ("failed", False), "failing": ("failed", False), "crashed": ("failed", False),
    "enabled": ("enabled", False), "disabled": ("enabled", True), "masked": ("masked", False),
    "enabled at boot": ("enabled", False), "started at boot": ("enabled", False),
    "installed": ("installed", False), "uninstalled": ("installed", True), "missing": ("installed", True),
    "exists": ("exists", False), "exist": ("exists", False), "present": ("exists", False),
}
_STATE_RE = "|".join(sorted((re.escape(s).replace(r"\ ", r"\s+") for s in _STATES), key=len, reverse=True))
_KIND = r"(?:service|unit|daemon|process|program|package|container|systemd\s+service|systemd\s+unit)"
_STATE_FORMS = [
    lazy(r"^(?:is\s+|are\s+)?(?:the\s+)?(?:(?P<k1>" + _KIND + r")\s+)?(?:(?:named|called)\s+)?(?P<name>" + NAME +
               r"(?:\s+(?!(?:is|are|has|have|was|were|not|does|do|will|no|service|unit|daemon|process|program|package|container|systemd)\b)" + NAME + r")?)(?:\s+(?P<k2>" + _KIND + r"))?\s+(?:is\s+|are\s+|has\s+|have\s+|was\s+|were\s+)?"
               + _NEG + r"(?:been\s+)?(?P<state>" + _STATE_RE + r")$"),
    lazy(r"^(?:the\s+)?(?:(?P<k1>" + _KIND + r")\s+)?(?P<name>" + NAME + r")(?:\s+(?P<k2>" + _KIND + r"))?\s+"
               r"(?P<neg>does\s+not\s+|do\s+not\s+|will\s+not\s+)?(?:starts?|start)\s+(?:at|on)\s+boot$"),
    lazy(r"^(?:the\s+)?(?:(?P<k1>" + _KIND + r")\s+)?(?P<name>" + NAME + r")(?:\s+(?P<k2>" + _KIND + r"))?\s+"
               r"(?P<neg>does\s+not\s+|do\s+not\s+)(?P<state>exist)$"),
]
_KIND_WORDS = {"service": "service", "unit": "service", "daemon": "service", "systemd service": "service",
               "systemd unit": "service", "process": "process", "program": "process", "package": "package",
               "container": "container"}


def read_state(c: Clause) -> Atom | None:
    for pattern in _STATE_FORMS:
        m = pattern.match(c.low)
        if not m:
            continue
        name = c.take(m, "name")
        parts = name.split()
        if not all(_name_ok(p) or p.lower() in ("web", "server") for p in parts) or not _name_ok(parts[0]):
            continue
        state_word = " ".join((m.groupdict().get("state") or "enabled at boot").split())
        test, flip = _STATES[state_word]
        kind_word = m.group("k1") or m.group("k2")
        kind = _KIND_WORDS.get(" ".join(kind_word.split())) if kind_word else None
        negated = bool(m.group("neg")) != flip
        if test == "installed":
            return c.atom("package", m, negated=negated, name="name", name_value=name)
        if kind == "package":
            if test == "exists":
                return c.atom("package", m, negated=negated, name="name", name_value=name)
            raise PoorlyPosed(f"a package is installed or not; '{state_word}' does not apply to package {name}")
        if kind == "container":
            if test in ("exists",):
                return c.atom("container_exists", m, negated=negated, name="name", name_value=name)
            if test == "running":
                return c.atom("container", m, negated=negated, name="name", name_value=name, state="running")
            return None
        if kind == "process":
            if test in ("running", "exists"):
                return c.atom("process", m, negated=negated, name="name", name_value=name)
            return None
        if test == "exists" and kind is None:
            return c.atom("exists_any", m, negated=negated, name="name", name_value=name)
        return c.atom("service" if kind == "service" or test != "running" else "running", m, negated=negated,
                      name="name", value="state", name_value=name, test=test, explicit_kind=kind)
    return None
