"""A restart set against an upgrade: "pgbouncer was restarted after its upgrade", "gitlab-runner hasn't been
restarted since the update", "nginx was never restarted after the upgrade to 1.26".

The service's own start time (systemd's ActiveEnterTimestamp, `active_since`) is compared with the newest
upgrade or install event of its package in the package history. Started after that event: restarted since
it. Started before it: not. The package is the service's name without its ".service" and instance
("postgresql@16-main" is postgresql), or, failing an exact name, every package named after it
("postgresql-16", "postgresql-common"): the service must have started after all of them, or before all of
them, for the claim to be decided.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.reading import Reading
from reos_desktop.evidence.canonical import parse_time

_CLAIM_RE = re.compile(r"\b(?:re)?start(?:ed)?\b[^.;]{0,40}?\b(?:after|since)\s+(?:its|the|that|this|their|his)\s+"
                       r"(?:(?:last|latest|recent|most\s+recent)\s+)?(?:upgrade|update|package\s+update)s?\b")
_NEG_RE = re.compile(r"\b(?:not|never|no)\b|n[o']t\b")
_EVENT_ACTIONS = ("upgrade", "install", "reinstall", "downgrade")


def _base(service: str) -> str:
    return re.split(r"[@.]", service.lower().removesuffix(".service"), maxsplit=1)[0]


def _upgrades(index: FactIndex, base: str) -> list[tuple[object, str, str]]:
    """(time, package, evidence id) of the upgrade events of the service's package."""
    events = [(ev, lst.eid) for lst in index.listings.get("package_events", ()) for ev in lst.members
              if str(ev.get("action") or "").lower() in _EVENT_ACTIONS]
    exact = [(ev, eid) for ev, eid in events if str(ev.get("package", "")).lower() == base]
    named = exact or [(ev, eid) for ev, eid in events if str(ev.get("package", "")).lower().startswith(base + "-")]
    out = []
    for ev, eid in named:
        when = parse_time(ev.get("time")) if isinstance(ev.get("time"), str) else None
        if when is not None:
            out.append((when, str(ev["package"]), eid))
    return out


def check_restart_after_upgrade(reading: Reading, index: FactIndex) -> list[Verdict]:
    m = _CLAIM_RE.search(reading.low)
    if m is None or reading.hedged:
        return []
    services = {e.name: e for e in reading.scope("service")}
    if len(services) != 1:
        return []
    service = next(iter(services.values()))
    started = parse_time(service.rec.get("active_since")) if isinstance(service.rec.get("active_since"), str) else None
    if started is None:
        return []
    events = _upgrades(index, _base(service.name))
    if not events:
        return []
    after = [started > when for when, _, _ in events]
    if any(after) and not all(after):
        return []   # started between two of its packages' upgrades: which one is "its" upgrade is not said
    restarted_since = all(after)
    negated = bool(_NEG_RE.search(reading.low[:m.start()] + " " + reading.low[m.start():m.end()]))
    ok = restarted_since != negated
    when, package, pkg_eid = max(events)
    word = "after" if restarted_since else "before"
    detail = f"{service.name} started at {started.isoformat()}, {word} the {package} event at {when.isoformat()}"
    reading.used_states.update(range(len(reading.states)))
    return [v for v in [decide(index, [Hit(ok, service.eid, None, detail), Hit(ok, pkg_eid, None, detail)])] if v]
