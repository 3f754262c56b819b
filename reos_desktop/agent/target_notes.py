"""Notes for the model when the question or a tool call names something this machine does not have.

The planner must never invent a unit, package, process, container or user. When the user's words ("the web
server", "postgres") or a tool call's argument name a thing, the words are resolved (agent/targets.py)
against the steady state s0 and the fresh tool output in the working memory:

- a real name under another spelling ("postgres" -> postgresql@15-main.service): the note gives the real
  names, so the next call uses them;
- nothing at all, and every list was readable: the note says "There is no service named X on this
  machine" with what was searched, and asks the model to answer exactly that, citing the listing;
- a list that could not be read: the note says so, and "no such X" must not be said.

The same sentence is kept on the run (`TurnState.absent`) so that a run that ends without an answer still
states it, with its evidence, rather than saying nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reos_desktop.agent.targets import (CATEGORIES, PHRASES, AmbiguousTarget, NoSuchTarget, TargetMatch, resolve_one,
                                        split_kind)

# Tool argument that names a thing, and the kinds of thing it may name.
TOOL_TARGETS: dict[str, tuple[str, tuple[str, ...]]] = {
    "linux_service_status": ("name", ("service",)),
    "linux_recent_logs": ("unit", ("service",)),
    "linux_package_history": ("package", ("package",)),
    "linux_processes": ("name", ("process",)),
}

# Offline-engine question types that name one thing, and what that thing may be. Processes and containers
# are only known from a tool's fresh output: those kinds are checked again once that tool has run.
QUESTION_KINDS: dict[str, tuple[str, ...]] = {
    "service_status": ("service", "package"),
    "process_running": ("service", "package"),
    "process_usage": ("service", "package"),
    "package_installed": ("package",),
    "package_version": ("package",),
    "container_status": ("container",),
    "user_exists": ("user",),
    "user_groups": ("user",),
    "membership": ("user",),
    "group_members": ("group",),
}
# Question types whose thing may also be a bare process or a container: absence from the steady state's
# lists is said, but the model is asked to look at processes and containers before answering.
MAY_RUN_ELSEWHERE = frozenset({"service_status", "process_running", "process_usage"})
TOOL_OF_KIND = {"container": "linux_containers", "process": "linux_processes"}
KIND_PLURAL = {"service": "service units", "package": "installed packages", "user": "users", "group": "groups",
               "container": "containers", "process": "processes"}
STEADY_KINDS = ("service", "package", "user", "group")


@dataclass
class Target:
    words: str
    kinds: tuple[str, ...]
    elsewhere: bool = False  # may also be a process or a container (see MAY_RUN_ELSEWHERE)
    settled: bool = False    # a note was given (or the thing was found): say nothing more about it


def question_targets(question: str) -> list[Target]:
    """The things a question names, when it is one of the offline engine's question types."""
    from reos_desktop.agent.offline.intents import parse_question

    q = parse_question(question)
    kinds = QUESTION_KINDS.get(q.intent)
    if not kinds:
        return []
    found: list[Target] = []
    if q.intent == "user_exists" and q.extra.get("group"):
        return [Target(q.extra["group"], ("group",))]
    if q.name:
        found.append(Target(q.name, kinds, q.intent in MAY_RUN_ELSEWHERE))
    if q.intent == "membership" and q.second and not q.extra.get("admin"):
        found.append(Target(q.second, ("group",)))
    return found


def _tool_names(items: list) -> dict[str, Any]:
    """Fresh names from the working memory's tool results, in the shapes targets.candidate_names reads.

    Only a whole listing counts: a process listing filtered by name, or a unit that systemd reports as
    not found, proves nothing about what else exists."""
    data: dict[str, Any] = {}
    units: list[str] = []
    for item in items:
        if item.error or not isinstance(item.data, dict):
            continue
        if item.tool == "linux_service_status":
            for unit in item.data.get("units") or [item.data]:
                if isinstance(unit, dict) and unit.get("unit") and unit.get("load_state") != "not-found":
                    units.append(unit["unit"])
        elif item.tool == "linux_containers" and (item.args or {}).get("all"):
            data["linux_containers"] = item  # without all=true, stopped containers are not listed
        elif item.tool == "linux_processes" and not (item.args or {}).get("name"):
            data["linux_processes"] = item
    if units:
        data["service"] = units
    return data


def _known_to_tool(item, kind: str) -> bool | None:
    """What the tool's own answer says about the thing it was asked for: True it exists, False it does
    not, None when the answer does not tell (a failure, or a kind the tool cannot settle)."""
    if item is None or item.error or not isinstance(item.data, dict):
        return None
    if item.tool == "linux_service_status":
        state = item.data.get("load_state")
        if state == "not-found":
            return False
        return True if state else None
    if item.tool == "linux_processes":
        if item.data.get("processes"):
            return True
        return False if item.complete else None
    return None


def absent_sentence(result: NoSuchTarget, words: str) -> str:
    """'There is no service named X on this machine.', or for a kind of software ('the web server') the
    names it stands for."""
    word = split_kind(words)[0]
    category = PHRASES.get(word.lower(), word.lower())
    if result.complete and category in CATEGORIES:
        kinds = " or ".join(result.kinds)
        members = ", ".join(p for p in CATEGORIES[category] if "*" not in p)
        text = f"There is no {category} {kinds} ({members}) on this machine."
        if result.near:
            text += f" Close names: {', '.join(dict.fromkeys(m.name for m in result.near[:3]))}."
        return text
    return result.sentence()


def _searched(result: NoSuchTarget, steady_id: str, fresh: dict[str, str]) -> str:
    parts = []
    for kind, names in result.searched.items():
        if kind in result.unknown:
            continue
        source = steady_id if kind in STEADY_KINDS else fresh.get(kind, "the tool output")
        parts.append(f"{len(names)} {KIND_PLURAL.get(kind, kind)} in {source}")
    return "; ".join(parts)


def note_for(words: str, kinds: tuple[str, ...], steady_fields: dict | None, items: list,
             steady_id: str = "s0", elsewhere: bool = False) -> tuple[str | None, str | None, bool]:
    """(note for the model or None, the 'no such' sentence when the thing surely does not exist, settled).

    `settled` is False when a list the answer needs has not been read yet (containers, processes), so the
    same words are looked at again after the next tool call."""
    if _plainly_there(words, kinds, steady_fields):
        return None, None, True
    tool_data = _tool_names(items)
    fresh = {kind: next((i.id for i in reversed(items) if i.tool == tool and not i.error), "")
             for kind, tool in TOOL_OF_KIND.items()}
    result = resolve_one(words, steady_fields, tool_data, kinds)
    if isinstance(result, AmbiguousTarget):
        # A template unit (postgresql@.service) never runs itself: with a real unit beside it, that unit is meant.
        real = [m for m in result.candidates if not m.name.endswith("@.service")]
        if len(real) == 1:
            result = real[0]
        elif real:
            result = AmbiguousTarget(result.words, real)
    if isinstance(result, TargetMatch):
        if result.how in ("exact", "unit_suffix"):
            return None, None, True
        source = steady_id if result.source == "steady_state" else _id_of(items, result.source)
        if result.how in ("fuzzy", "token"):
            return (f"'{words}' is not a name on this machine; the closest real name is {result.name} "
                    f"({result.kind}, {_how(result)}) [{source}]. If that is what was meant, use it; otherwise "
                    f"say that nothing named {words} exists here."), None, True
        return (f"'{words}' is not a name on this machine; it means {result.name} ({result.kind}, "
                f"{_how(result)}) [{source}]. Use that name in tool calls and in the answer."), None, True
    if isinstance(result, AmbiguousTarget):
        names = ", ".join(f"{m.name} ({m.kind})" for m in result.candidates[:8])
        return (f"'{words}' is not one name on this machine; it could mean: {names} [{steady_id}]. Look at each, "
                f"or say which ones exist."), None, True
    unread = [k for k in kinds if k in result.unknown]
    waiting = [k for k in unread if k in TOOL_OF_KIND and f"{TOOL_OF_KIND[k]} was not run" == result.unknown[k]]
    if waiting and len(waiting) == len(unread):
        # Only lists that a tool would give are missing: nothing to say until that tool has run.
        return None, None, False
    sentence = absent_sentence(result, words)
    searched = _searched(result, steady_id, fresh)
    if result.complete and elsewhere:
        return (f"{sentence} (searched {searched}) [{steady_id}]. It may still run as a process or in a container: "
                f"look with linux_processes (name={split_kind(words)[0]}) and linux_containers; if neither has it, "
                f"answer that there is no such thing on this machine, citing [{steady_id}] and those results."), \
            sentence, True
    if result.complete:
        cites = " ".join(f"[{c}]" for c in dict.fromkeys(
            [steady_id for k in kinds if k in STEADY_KINDS] + [fresh[k] for k in kinds if fresh.get(k)]))
        return (f"{sentence} (searched {searched}) {cites}. Answer exactly that, citing that listing; do not "
                f"guess a state, a version or a name for it."), sentence, True
    return (f"{sentence} So it cannot be said that it does not exist; say what could not be read."
            + (f" (searched {searched})" if searched else "")), None, True


# In check mode the model decides a predicate (`done`), it does not write an answer.
_CHECK_WORDING = {
    "Answer exactly that, citing that listing": "Decide the predicate from that, citing that listing",
    "answer that there is no such thing on this machine": "decide the predicate knowing there is no such thing "
                                                          "on this machine",
    "Use that name in tool calls and in the answer.": "Use that name in tool calls and in the explanation.",
    "say what could not be read.": "the predicate may need exit code 3.",
}


def for_mode(note: str, mode: str) -> str:
    if mode != "check":
        return note
    for ask_words, check_words in _CHECK_WORDING.items():
        note = note.replace(ask_words, check_words)
    return note


def _plainly_there(words: str, kinds: tuple[str, ...], fields: dict | None) -> bool:
    """The name itself is in a steady-state list: no matching needed (the common case, kept cheap)."""
    if not fields:
        return False
    word = words.strip()
    for kind in kinds:
        if kind == "service" and word in (fields.get("available_services") or ()) or \
                kind == "service" and f"{word}.service" in (fields.get("available_services") or ()):
            return True
        if kind == "package" and word in (fields.get("installed_packages") or {}):
            return True
        if kind in ("user", "group") and any(e.get("name") == word for e in fields.get(kind + "s") or ()):
            return True
    return False


def _how(match: TargetMatch) -> str:
    if match.how == "alias" and match.via:
        return f"another name for {match.via}" if match.via not in CATEGORIES else f"a {match.via}"
    return {"token": "its name contains these words", "fuzzy": "a near spelling"}.get(match.how, match.how)


def _id_of(items: list, tool: str) -> str:
    return next((i.id for i in reversed(items) if i.tool == tool), "s0")


def tool_call_note(tool: str, args: dict, item, steady_fields: dict | None, items: list,
                   steady_id: str = "s0") -> tuple[str | None, str | None]:
    """After a tool ran: a note when its argument names a thing that does not exist here under that name."""
    target = TOOL_TARGETS.get(tool)
    if target is None:
        return None, None
    arg, kinds = target
    words = args.get(arg)
    if not isinstance(words, str) or not words.strip():
        return None, None
    told = _known_to_tool(item, kinds[0])
    if told is True:
        return None, None  # the fresh reading found it: the steady state may simply be older
    if kinds == ("process",):
        if told is not False:
            return None, None
        # A filtered listing that came back empty: that is the evidence; point at names it may go by.
        result = resolve_one(words, steady_fields, None, ("service", "package"))
        if isinstance(result, TargetMatch) and result.how not in ("exact", "unit_suffix"):
            return (f"No process whose name contains '{words}' runs [{item.id}]; '{words}' here is "
                    f"{result.name} ({result.kind}) [{steady_id}], whose processes may have another name."), None
        return None, None
    note, sentence, _ = note_for(words, kinds, steady_fields, [i for i in items if i is not item], steady_id)
    if note is None:
        return None, None
    if told is False and item is not None:
        note = f"{tool} found no {kinds[0]} named {words} [{item.id}]. " + note
    return note, sentence
