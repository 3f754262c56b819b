"""Judging one claim: read it, run the matchers in order, and decide whether it was a claim at all.

Matchers run from the most structured statement to the least (a claim over a whole listing before its
parts, a count before a bare number, a version before a decimal), each taking the values and states it
understood. What no matcher took is still part of the claim: a value or a state with nothing behind it
makes the claim unsupported. A clause with nothing checkable in it and no system subject is not a claim.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field, replace

from reos_desktop.certainty.claims import ClaimUnit
from reos_desktop.certainty.corroborate import corroborate
from reos_desktop.certainty.diff_facts import check_diff
from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import unknown
from reos_desktop.certainty.matchers.admin_counts import check_admin_counts
from reos_desktop.certainty.matchers.all_but import check_all_but
from reos_desktop.certainty.matchers.attributes import check_attributes
from reos_desktop.certainty.matchers.connection_counts import check_all_from
from reos_desktop.certainty.matchers.peer_counts import check_peer_counts
from reos_desktop.certainty.matchers.counts import check_counts
from reos_desktop.certainty.matchers.event_counts import check_nothing_changed
from reos_desktop.certainty.matchers.kernel_currency import check_kernel_currency
from reos_desktop.certainty.matchers.kernel_packages import check_kernel_packages
from reos_desktop.certainty.matchers.same_version import check_same_version
from reos_desktop.certainty.causal_claims import unproven_cause
from reos_desktop.certainty.matchers.events import check_quoted_code, check_text_evidence
from reos_desktop.certainty.matchers.package_events import check_package_events
from reos_desktop.certainty.matchers.package_repeats import check_package_repeats
from reos_desktop.certainty.matchers.existence import check_existence
from reos_desktop.certainty.matchers.fs_devices import check_fs_devices
from reos_desktop.certainty.matchers.fs_sharing import check_fs_sharing
from reos_desktop.certainty.matchers.kube_placement import check_placement
from reos_desktop.certainty.matchers.node_counts import check_node_counts
from reos_desktop.certainty.matchers.load_trend import check_load_trend
from reos_desktop.certainty.matchers.kube_replicas import check_replicas
from reos_desktop.certainty.matchers.kube_roles import check_node_roles
from reos_desktop.certainty.matchers.node_releases import check_node_releases
from reos_desktop.certainty.matchers.membership import check_membership
from reos_desktop.certainty.matchers.negation import check_listing_claims
from reos_desktop.certainty.matchers.numbers import check_quantities
from reos_desktop.certainty.matchers.oom_sizes import check_oom_sizes
from reos_desktop.certainty.matchers.past_readings import check_past_readings
from reos_desktop.certainty.matchers.qualitative import check_qualitative
from reos_desktop.certainty.matchers.ram_shares import check_ram_shares
from reos_desktop.certainty.matchers.regular_accounts import check_regular_accounts
from reos_desktop.certainty.matchers.repo_currency import check_repo_currency
from reos_desktop.certainty.matchers.relations import check_relations
from reos_desktop.certainty.matchers.restart_after_upgrade import check_restart_after_upgrade
from reos_desktop.certainty.matchers.restarts import check_restarts
from reos_desktop.certainty.matchers.scope_of_all import check_scope_of_all
from reos_desktop.certainty.matchers.states import check_states
from reos_desktop.certainty.matchers.state_counts import check_state_counts
from reos_desktop.certainty.matchers.boot_relations import check_boot_relations
from reos_desktop.certainty.matchers.comparatives import check_comparatives
from reos_desktop.certainty.matchers.state_tallies import check_state_tallies
from reos_desktop.certainty.matchers.superlatives import check_superlatives
from reos_desktop.certainty.matchers.times import check_times
from reos_desktop.certainty.matchers.tool_failures import check_tool_failures
from reos_desktop.certainty.matchers.weekdays import check_weekdays
from reos_desktop.certainty.matchers.user import check_user_words
from reos_desktop.certainty.matchers.versions import check_versions
from reos_desktop.certainty.reading import Mention, Reading, read
from reos_desktop.certainty.lexicon import PREDICATE_WORDS
from reos_desktop.certainty.statuses import combine

MATCHERS = (check_quoted_code, check_tool_failures, check_diff, check_repo_currency, check_membership, check_admin_counts, check_regular_accounts, check_ram_shares, check_restart_after_upgrade, check_boot_relations, check_kernel_currency, check_kernel_packages, check_all_from, check_peer_counts, check_restarts, check_scope_of_all, check_node_counts, check_placement, check_replicas, check_node_roles, check_same_version, check_node_releases, check_listing_claims, check_superlatives, check_comparatives, check_all_but, check_state_tallies, check_state_counts, check_package_repeats, check_nothing_changed, check_counts,
            check_package_events, check_load_trend,
            check_attributes, check_fs_devices, check_fs_sharing,
            check_versions, check_relations, check_past_readings, check_times, check_weekdays, check_oom_sizes, check_quantities, check_qualitative, check_states,
            check_existence)

# Words that make a subject-less sentence a statement about the machine all the same.
_SYSTEM_WORDS = frozenset("""
memory ram cpu disk disks swap load uptime kernel network hostname system machine server services service
processes process containers container packages package logs log errors error storage filesystem space
healthy unhealthy normal fine problem problems issue issues wrong broken slow overloaded stable secure
vulnerable misconfigured outdated leak leaking crash crashed crashing restarted reboot rebooted updated
broke breaks caused causes fixed restarts restarted swap
""".split())
# The assistant telling what it did or would do ("I looked at the service", "From what I can see", "Let me
# check"), or the user's question said back ("You asked who can use sudo"): not statements about the machine.
_NARRATION_RE = re.compile(r"^(?:(?:so|and|but|then|first|from what|what|while|when|here's what)\s+)?"
                           r"(?:i|i'm|i've|i'd|i'll|let me|let's)\b|^(?:you|you've)\s+(?:asked|want|wanted|were asking)\b")
_ANY_FIRST_PERSON_RE = re.compile(r"(?:^|\W)(?:i|i'm|i've|i'd|i'll|me|my|let's)(?:\W|$)")
_DEFINITION_RE = re.compile(r"^[\w\s.@-]{1,40}\b(?:is|are)\s+(?:a|an)\s+(?!\d)", re.I)


@dataclass
class ClaimResult:
    text: str
    span: tuple[int, int]
    status: str
    evidence: list[str]
    reason: str
    citations: list[str] = field(default_factory=list)
    sentence: int = 0
    parts: list[Verdict] = field(default_factory=list)
    unit: ClaimUnit | None = field(default=None, repr=False)
    left_to_clause: bool = False   # a rider whose clause's own failure was left to the clause (_own_words)

    def to_json(self) -> dict:
        return {"text": self.text, "span": [self.span[0], self.span[1]], "status": self.status,
                "evidence": list(self.evidence), "reason": self.reason}


_ASKED_BACK_RE = re.compile(r"^(?:so\s+)?(?:you're|you are|you were)\s+(?:asking|wondering)\s+(?:whether|if|about|why|what|"
                            r"which|how|when|who)\b")
_ECHO_RE = re.compile(r"^(?:as\s+)?you(?:'ve)?\s+(?:said|mentioned|told me|noted|wrote|stated|indicated|explained|"
                      r"reported|described)\b", re.I)


def judge(unit: ClaimUnit, index: FactIndex, prev: list[Mention], people=None) -> tuple[ClaimResult | None, Reading]:
    reading = read(unit, index, prev)
    if people is not None:   # "she", "you", "both" in a clause about accounts (people.py)
        people.apply(reading)
    if _ASKED_BACK_RE.match(reading.low.strip()):
        # "You're asking whether a reboot is needed": the question said back is no claim (its names still
        # tell what the clauses after it are about)
        return None, reading
    if _ECHO_RE.match(reading.text.strip()):
        # "You said the app listens on 3000": a claim about the user's words, checked against them only
        verdicts = check_user_words(reading, index) or [unknown("the user's words in the evidence do not say this")]
        status, eids, reason = combine(verdicts, False)
        return ClaimResult(unit.text, unit.span, status, eids, reason, list(unit.citations), unit.sentence,
                           verdicts, unit), reading
    verdicts: list[Verdict] = []
    for matcher in MATCHERS:
        try:
            taken = set(reading.consumed) if reading.values else set()
            found = matcher(reading, index)
            verdicts.extend(_placed(found, reading, taken, matcher in _ONE_VALUE_MATCHERS) if found else found)
        except (TypeError, ValueError, AttributeError, KeyError, IndexError, ZeroDivisionError) as err:
            # evidence in an unexpected shape must not take the answer down with it
            if os.environ.get("REOS_DEBUG"):
                raise
            verdicts.append(unknown(f"could not check this part ({type(err).__name__} in {matcher.__name__})"))
    unused_states = any(i not in reading.used_states for i in range(len(reading.states)))
    if ((not verdicts or all(v.outcome == "unknown" for v in verdicts)) and not reading.listing_claim
            and not reading.counted) or \
            (not verdicts and reading.quoted_values) or \
            (reading.event_verified and (unused_states or any(v.outcome == "unknown" for v in verdicts))):
        strict = bool(verdicts) and not reading.event_verified and not (
            reading.text_may_decide and all(v.outcome == "unknown" for v in verdicts))
        text = check_text_evidence(reading, index, strict)
        if text and (not verdicts or text[0].outcome != "unknown"):
            # a matched line settles what it says, never a count it does not say (_count_untold)
            kept = [v for v in verdicts if v.outcome == "unknown" and _count_untold(v, text)]
            verdicts = [v for v in verdicts if v.outcome != "unknown"] + text + kept
            if text[0].outcome == "verified":   # the log line carries the event the state words describe
                reading.used_states.update(range(len(reading.states)))
    verdicts.extend(_leftovers(reading, index))
    cause = unproven_cause(reading, index, verdicts)   # "the snapper upgrade is the cause of the failure"
    if cause is not None:
        verdicts.append(cause)
    heard = len(verdicts)
    verdicts = _own_cell(verdicts, unit, reading)
    left_to_clause = unit.rides is not None and len(verdicts) < heard
    if not verdicts:
        user = check_user_words(reading, index)
        if user:
            verdicts.extend(user)
        elif not _is_claim(reading):
            return None, reading
    elif any(v.outcome == "unknown" for v in verdicts):
        user = check_user_words(reading, index)
        if user and all(v.outcome == "verified" for v in user):
            verdicts = [v for v in verdicts if v.outcome != "unknown"] + user
    status, eids, reason = combine(verdicts, reading.hedged)
    if status == "unsupported" and not os.environ.get("REOS_NO_CORROBORATE"):
        # what no matcher settled, one evidence record may still say in full (corroborate.py)
        said = corroborate(reading, index)
        if said is not None:
            verdicts = [v for v in verdicts if v.outcome == "verified"] + [said]
            status, eids, reason = combine(verdicts, reading.hedged)
    return ClaimResult(unit.text, unit.span, status, eids, reason, list(unit.citations), unit.sentence,
                       verdicts, unit, left_to_clause), reading


# Matchers whose verdict is about the one value they took (a version, a time, a restart count, an attribute)
_ONE_VALUE_MATCHERS = frozenset({check_versions, check_attributes, check_restarts, check_times, check_relations,
                                 check_package_events, check_quoted_code, check_load_trend})


def _placed(found: list[Verdict], reading: Reading, taken: set[int], trusted: bool) -> list[Verdict]:
    """Where each verdict's value stands in the clause (pinpoint.py): a trusted matcher's one verdict over the one
    value it took stands there; any other verdict stands where the one value its reason names stands."""
    took = [v for v in reading.values if id(v) in reading.consumed and id(v) not in taken]
    if len(found) == 1 and len(took) == 1 and trusted and found[0].at is None:
        return [replace(found[0], at=(took[0].start, took[0].end))]
    if len(took) > 1 and trusted and all(v.at is None for v in found) and _one_phrase(took, reading.text):
        # "since 2 April 18:26": a date and its time read together stand where the two stand
        at = (min(v.start for v in took), max(v.end for v in took))
        return [replace(v, at=at) for v in found]
    out = []
    for verdict in found:   # other verdicts must name the value: a matcher may read a value in passing
        named = [v for v in took if _names_value(verdict, v.text)]
        out.append(replace(verdict, at=(named[0].start, named[0].end)) if len(named) == 1 and verdict.at is None
                   else verdict)
    return out


def _own_cell(verdicts: list[Verdict], unit: ClaimUnit, reading: Reading) -> list[Verdict]:
    """The failures that are this claim's own. A table cell is read after its row's first cell ("nextcloud-db
    (MariaDB 10.11) Status: Up 6 days"); a failure placed on a release that first cell states is the first
    cell's own claim, judged there, not this one's. (A port or address in the first cell is what the row is
    about: "8000/tcp | python3" is one claim.) A rider is handled by _own_words."""
    if not unit.cell:
        return _own_words(verdicts, unit, reading)
    if unit.cell != "value":
        return verdicts
    own = unit.parse.rfind(unit.text.strip())
    if own <= 0:
        return verdicts
    releases = {(v.start, v.end) for v in reading.values if v.kind in ("version", "decimal") and v.end <= own}
    words = {w for w in re.findall(r"[a-z0-9][\w.-]+", unit.text.lower()) if len(w) > 1}

    def about_this_cell(verdict: Verdict) -> bool:   # "port 8000 is held by nginx": names this cell's value
        reason = verdict.reason.lower()
        return any(re.search(r"(?<![\w.-])" + re.escape(w) + r"(?![\w-])", reason) for w in words)
    return [v for v in verdicts if v.outcome == "verified" or v.at is None or v.at not in releases
            or about_this_cell(v)]


def _own_words(verdicts: list[Verdict], unit: ClaimUnit, reading: Reading) -> list[Verdict]:
    """A rider is read with its clause ("11.5 GiB | of your 15.4 GiB", riders.py): when the rider's own value
    holds, a wrong amount in the clause is the clause's own failure, judged there, not the rider's."""
    if unit.rides is None:
        return verdicts
    own = len(unit.parse) - (unit.span[1] - unit.span[0])
    if own <= 0 or not any(v.outcome == "verified" and v.at is not None and v.at[0] >= own for v in verdicts):
        return verdicts   # the rider decides nothing by itself: what failed may be its own ("but only on localhost")
    amounts = {(v.start, v.end) for v in reading.values if v.kind in ("bytes", "percent", "rate") and v.end <= own}
    return [v for v in verdicts if v.outcome != "contradicted" or v.at not in amounts]


def _one_phrase(values: list, text: str) -> bool:
    """Are the values a written date and its time side by side, joined by at most a comma or "at" ("2 April
    18:26", "Mar 3, 09:12")?"""
    kinds = sorted(v.kind for v in values)
    if kinds != ["date", "time"] or not any(c.isdigit() for v in values if v.kind == "date" for c in v.text):
        return False   # a written date and its clock time, not "today" or a count beside a time
    ordered = sorted(values, key=lambda v: v.start)
    return all(re.fullmatch(r"[\s,]*(?:at|@)?[\s,]*", text[a.end:b.start]) for a, b in zip(ordered, ordered[1:]))


def _names_value(verdict: Verdict, said: str) -> bool:
    """The verdict's reason is about this value: "no evidence for 2375", "no connection with 10.0.0.4",
    "kernel=6.13.2-arch1-1". A contradiction that names it gives the evidence's own value, so that value is not
    what failed, unless the reason denies it ("no connection with 10.0.0.4")."""
    said = said.strip().lower()
    reason = verdict.reason.lower()
    at = reason.find(said) if said else -1
    while at >= 0:   # the value as a whole word: "22" is not named by "2022" or "22.04"
        before = reason[at - 1] if at else " "
        after = reason[at + len(said)] if at + len(said) < len(reason) else " "
        if not (before.isalnum() or before in "._") and not (after.isalnum() or after in "._"):
            break
        at = reason.find(said, at + 1)
    if at < 0:
        return False
    return verdict.outcome in ("unknown", "verified") or re.search(r"\b(?:no|not|nothing|never|none)\b",
                                                                     reason[:at]) is not None


_COUNT_UNKNOWN_RE = re.compile(r"^no evidence for (?P<v>\S+) times\b")


def _count_untold(verdict: Verdict, text: list[Verdict]) -> bool:
    """'restarted it 3 times before giving up with "Start request repeated too quickly"': the quoted line
    holds, the count of restarts does not follow from one line. A count no matcher found stays unknown
    unless the line that verified the rest says that number itself."""
    m = _COUNT_UNKNOWN_RE.match(verdict.reason)
    if m is None:
        return False
    said = " ".join(v.reason.lower() for v in text)
    return re.search(r"(?<![\w.])" + re.escape(m.group("v").lower()) + r"(?![\w.])", said) is None


# "the only member of wheel", "the only unit that failed": what the listings of accounts, units, interfaces,
# processes and nodes decide when they are read (negation.py, membership.py, ...)
_ONLY_DECIDED = frozenset("member members sudoer sudoers sudo wheel admin administrator account accounts user users "
                          "unit units service services interface interfaces process processes node control-plane "
                          "container containers pod pods checkpoint checkpoints file files two three four".split())
_THE_ONLY_RE = re.compile(r"\b(?:is|are|was|were|'s)\s+(?:still\s+)?(?:the|its|your|their)\s+only\s+(?!one\b)[a-z]")


def _leftovers(reading: Reading, index: FactIndex) -> list[Verdict]:
    """Values and states no matcher could place are still claimed: they make the claim unsupported."""
    out = []
    for value in reading.values:
        if reading.value_free(value) and value.kind not in ("number", "decimal"):
            out.append(unknown(f"no evidence for {value.text.strip()}"))
        elif reading.value_free(value) and value.kind in ("number", "decimal") and _claims_number(reading, value, index):
            out.append(unknown(f"no evidence for {value.text.strip()}"))
    only = _THE_ONLY_RE.search(reading.low)
    if only and not reading.listing_claim and not set(reading.low[only.end() - 1:].split()[:3]) & _ONLY_DECIDED \
            and not re.search(r"\b(?:make\s+sure|ensure|check|verify|confirm)\b", reading.low[:only.start()]):
        out.append(unknown("nothing read says whether no other one is"))   # "ixdb is the only database"
    has_verb = bool(re.search(r"\b(is|are|was|were|has|have|had|been|seems?|looks?|remains?|keeps?)\b|n't", reading.low))
    for i, st in enumerate(reading.states):
        if i not in reading.used_states and st.state not in ("listening", "fine") and \
                (reading.mentions or reading.unknown or has_verb):
            out.append(unknown(f"no evidence about what is {st.word}"))
    return out


def _claims_number(reading: Reading, value, index: FactIndex) -> bool:
    """A bare number is a claim unless it is part of a name or an ordinal ("top 5", "step 2"), or a code the
    claim quotes from evidence text ("error 11" from a log line)."""
    before = reading.text[max(0, value.start - 10):value.start].lower()
    if re.search(r"(top|step|first|last|#|no\.|number|version|v)\s*$", before):
        return False
    return value.text not in index.text_numbers()


def _is_claim(reading: Reading) -> bool:
    if reading.unit.cause or reading.unit.cell == "paren" and reading.hedged:
        return True   # an explanation, or a guess in an aside: "(probably your Shelly plugs)"
    if reading.unit.cell == "key":
        return False
    if _NARRATION_RE.search(reading.low) or (_NARRATION_RE.search((reading.unit.prev or "").lower().strip())
                                             and not reading.values and len(reading.words) <= 3):
        return False   # "I looked at the service and its logs": both parts narrate
    if _DEFINITION_RE.match(reading.text) and not reading.values:
        return False
    own = [m for m in reading.mentions if not m.inherited]
    predicate = re.search(r"\b(is|are|was|were|has|have|had|uses|runs|shows|looks|seems|appears|got|keeps|"
                          r"n't|not|will|would|can|could|should|might|may)\b|\w+ed\b|\w+ing\b", reading.low)
    if own or reading.subject_unknown:
        return bool(predicate) or bool(reading.wordset & PREDICATE_WORDS)
    first = reading.words[0] if reading.words else ""
    if reading.mentions and first in ("it", "its", "it's", "they", "their", "this", "that", "he", "she", "his",
                                      "her", "whose", "who", "which", "all", "both", "each", "none", "neither",
                                      "either") and len(reading.words) >= 3:
        return True   # "it is not reachable from other machines": still a claim about the thing before
    if reading.mentions and predicate and (first in ("then", "and", "also", "but", "still") or
                                          reading.words and reading.words[0].endswith("ed")):
        return True   # "... and then aborted": the subject carries over
    if reading.hedged and predicate and len(reading.words) >= 4:
        return True   # "it is unlikely to be related": a guess is still said about the machine
    if bool(reading.wordset & _SYSTEM_WORDS) and len(reading.words) >= 2:
        return True
    # A full clause with a verb says something even when it names nothing the evidence knows ("so the app
    # crashes on boot", "nobody has logged in during the last week"): it is a claim, left unsupported. Not
    # the assistant telling what it did or would do, nor the user's question said back.
    return bool(predicate) and len(reading.words) >= 4 and not _ANY_FIRST_PERSON_RE.search(reading.low)
