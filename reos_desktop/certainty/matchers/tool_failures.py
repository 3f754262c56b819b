"""Claims about a read that failed: "the pod listing for longhorn-system timed out", "I couldn't read the update
history", "the containers read failed: no container engine was found", "reading /proc/diskstats was denied".

The evidence says which reads failed and why: an item whose `error` is set. Such a claim is verified by the one
failed read it is about (named by its tool's words, a path, or, when the bundle holds a single failed read, by
that read alone); a cause it gives that the error does not ("timed out" for "permission denied") contradicts
it. A read the claim says failed that the evidence holds whole, with no failed read of its kind, contradicts it
too. Claims about a program's own failures ("Redis could not open appendonly.aof") are not about a read and are
left to the log matchers.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.reading import Reading

# who failed: the assistant, a read, a tool, a listing (not a service or a program of the machine)
_SUBJECT_RE = re.compile(
    r"^\W*(?:(?:but|and|so|also|however,?)\s+)?(?:"
    r"i\s+(?:could\s*(?:n['’]t|not)|was\s*(?:n['’]t|not)\s+able\s+to|was\s+unable\s+to|failed\s+to)\s+"
    r"(?:read|get|list|access|open|query|fetch|retrieve|load|collect|reach)\b|"
    r"(?:the|my|this|that|an?)\s+(?:[\w/.:`'-]+\s+){0,4}?(?:read|reads|reading|tool|listing|list|query|lookup|"
    r"scan|sample|sampling)\b|"
    r"(?P<passive>(?:the|my|this|that|your)\s+(?:[\w/.:`'-]+\s+){1,4}?(?:could\s*(?:n['’]t|not)|can(?:no|['’])t)\s+"
    r"be\s+(?:read|listed|accessed|opened|queried|fetched|retrieved|loaded|collected)\b)|"
    r"no\s+package(?:\s+manager)?\s+log\s+(?:was\s+|is\s+|could\s+be\s+)?found\b|"
    r"reading\s+\S+|listing\s+\S+|querying\s+\S+|"
    r"(?:there\s+(?:is|was)\s+)?no\s+container\s+(?:engine|runtime)\b)", re.I)
_FAILED_RE = re.compile(r"\b(?:fail(?:ed|s|ing)?|error(?:ed)?|could\s*(?:n['’]t|not)|can(?:no|['’])t|unable|not\s+able|"
                        r"timed?\s*out|denied|unauthori[sz]ed|forbidden|not\s+allowed|refused|no\s+container\s+"
                        r"(?:engine|runtime)|does\s*(?:n['’]t|\s+not)\s+exist|no\s+such\s+file|was\s*(?:n['’]t|not)\s+found|not\s+(?:available|installed|readable)|"
                        r"found\s+no|no\s+[\w\s]{0,24}?log\s+(?:file\s+)?(?:was\s+|is\s+|could\s+be\s+)?found)\b",
                        re.I)
_REPORTS_RE = re.compile(r"\b(?:shows?|showed|says?|said|lists?|listed|reports?|reported|contains?|indicates?|has|have|"
                        r"had|includes?|mentions?|records?|recorded)\b", re.I)
# causes a writer names, and the words of an error message that say each
_CAUSES = {
    "permission": (r"permission|denied|not\s+allowed|access\s+denied", r"permission|denied|errno 13|not\s+readable"),
    "unauthorized": (r"unauthori[sz]ed|credentials|forbidden|not\s+allowed\s+to\s+list",
                     r"unauthori[sz]ed|credentials|forbidden|cannot\s+list"),
    "timeout": (r"timed?\s*out|time-?out|too\s+long", r"timed?\s*out|time\s+allotted|deadline|timeout"),
    "missing": (r"not\s+found|no\s+such|does\s*(?:n['’]t|\s+not)\s+exist|missing|no\s+(?:package\s+)?log",
                r"not\s+found|no\s+such|does\s+not\s+exist|could\s+not\s+be\s+found|no\s+package\s+(?:manager\s+)?log|"
                r"keeps\s+none"),
    "engine": (r"no\s+container\s+(?:engine|runtime)|(?:docker|podman)\s+(?:is\s+)?not\s+installed|"
               r"neither\s+docker\s+nor\s+podman", r"no\s+container\s+engine|neither\s+docker\s+nor\s+podman|"
               r"not\s+installed|cannot\s+connect\s+to\s+the\s+docker\s+daemon"),
}
# what each tool's read is called
_TOOL_WORDS = {
    "linux_package_history": r"package|history|update|upgrade|dpkg|apt|dnf|pacman|zypper",
    "linux_containers": r"container|docker|podman|engine",
    "kubernetes_get": r"pod|node|event|deployment|kube|cluster|namespace|api\s*server|service\s+account",
    "linux_recent_logs": r"\blogs?\b|journal",
    "linux_file_read": r"\bfile\b|config",
    "linux_service_status": r"service|unit|systemctl|systemd",
    "linux_processes": r"process",
    "linux_disk_io": r"disk\s*i/?o|diskstats|block\s+device|i/o",
    "linux_disk_usage": r"disk\s+usage|filesystems?|\bdf\b",
    "linux_network_info": r"socket|\bss\b|network|connection|listen",
    "linux_network_traffic": r"traffic|bandwidth",
    "linux_file_changes": r"file\s+changes|changed\s+files|scan",
    "linux_system_info": r"system\s+info|memory|uptime|/proc\b",
}


def check_tool_failures(reading: Reading, index: FactIndex) -> list[Verdict]:
    text = reading.text
    if reading.unit.cause and _is_failure_claim(reading.unit.prev):
        return _check_cause(reading, index)
    subject = _SUBJECT_RE.match(text)
    subject_end = subject.end() if subject else _failed_path_end(reading.low, index)
    failure = _FAILED_RE.search(text)
    if subject_end is None or not failure or _REPORTS_RE.search(text[subject_end:failure.start()]):
        return []   # "the unit list (e4) shows fwupd.service in a failed state": what the read found failed
    failed = index.errors()
    if subject and subject.group("passive") and not failed:
        return []   # "the certificate could not be read": a program's own failure, told by its logs
    low = reading.low
    said = _causes_said(low)
    about = [item for item in failed if _names_read(low, item)]
    if not about and len(failed) == 1 and not _names_any_tool(low):
        about = failed   # "the read failed with a permission denied error": the one read that did
    reading.used_states.update(range(len(reading.states)))
    reading.quantifier = None   # "no container engine was found": no claim over the containers listed
    for v in reading.values:
        reading.take(v)
    if about:
        return [_judge_causes(index, about, said)]
    whole = [item for item in index.items.values() if item.kind == "tool" and not item.error and item.tool and
             re.search(_TOOL_WORDS.get(item.tool, r"(?!)"), low) and not failed]
    if whole and _names_any_tool(low) and re.match(r"\W*(?:i|the|my)\b", low):
        return [decide(index, [Hit(False, item.id, None, f"{item.label()} was read without an error")
                               for item in whole[:2]])]
    return [unknown("no failed read in the evidence says this")]


def _failed_path_end(low: str, index: FactIndex) -> int | None:
    """"access to /var/log/apt/history.log was denied": a path a failed read's error names is what failed; where
    the path ends, or None."""
    for m in re.finditer(r"/[\w./@-]{3,}", low):
        if any(m.group(0).rstrip(".") in str(item.error).lower() for item in index.errors()):
            return m.end()
    return None


def _is_failure_claim(text: str) -> bool:
    return bool(text) and bool(_SUBJECT_RE.match(text)) and bool(_FAILED_RE.search(text))


def _causes_said(low: str) -> set[str]:
    return {cause for cause, (claim_rx, _) in _CAUSES.items() if re.search(claim_rx, low)}


def _causes_told(item) -> set[str]:
    error = str(item.error).lower()
    return {cause for cause, (_, error_rx) in _CAUSES.items() if re.search(error_rx, error)}


def _check_cause(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"I couldn't read the journal | because of a permission error": the cause said of the failed read the
    clause before is about, checked against that read's error."""
    said = _causes_said(reading.low)
    failed = index.errors()
    prev = reading.unit.prev.lower()
    about = [item for item in failed if _names_read(prev, item)] or (failed if len(failed) == 1 else [])
    if not said or not about:
        return []
    reading.used_states.update(range(len(reading.states)))
    for v in reading.values:
        reading.take(v)
    return [_judge_causes(index, about, said)]


def _judge_causes(index: FactIndex, about: list, said: set[str]) -> Verdict:
    """The failed reads a claim is about, each agreeing unless its error tells another cause than the claim."""
    hits = []
    for item in about:
        told = _causes_told(item)
        hits.append(Hit(not said or bool(said & told) or not told, item.id, None,
                        f"{item.label()} failed: {str(item.error)[:100]}"))
    return decide(index, [h for h in hits if h.ok] or hits)


def _names_read(low: str, item) -> bool:
    """Does the claim name this failed read: its tool's words, or a path or name its error or arguments hold?"""
    if item.tool and re.search(_TOOL_WORDS.get(item.tool, r"(?!)"), low):
        return True
    error = str(item.error).lower()
    targets = re.findall(r"/[\w./@-]{3,}", error) + [str(v).lower() for v in (item.args or {}).values()
                                                      if isinstance(v, str) and len(v) > 3]
    return any(t and t in low for t in targets)


def _names_any_tool(low: str) -> bool:
    return any(re.search(words, low) for words in _TOOL_WORDS.values())
