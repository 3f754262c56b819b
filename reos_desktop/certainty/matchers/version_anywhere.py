"""The last resort for a stated version no name could be tied to: "containerd.io went to 1.7.27 at the same
time", "kernel 5.15.0-134 installed", "You're running 6.15.6-arch1-1", "| 0.5.17-1 |".

`check_versions` binds a version to the name written right before it; when the words between them are not
a plain link, or the version stands alone, nothing owns it. Then the version is looked for in the records
the clause is about — the versions of the things it names or inherits (package lists and histories, node
kubelets), the names that carry one (the package "linux-image-5.15.0-134-generic"), the machine's own
kernel and OS release — or, when it names no thing, in every version the evidence records. Found, the
version is verified; not found, it stays unsupported. This never contradicts: a version that was not tied
to its owner cannot be held against that owner. Claims about releases outside the machine ("the latest
patch release", "available upstream") and comparisons are left alone.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide
from reos_desktop.certainty.names import same_version
from reos_desktop.certainty.reading import Reading
from reos_desktop.certainty.values import Value

# words that make a version claim about releases in the world, not what this machine has
_OUTSIDE = frozenset("""latest newest release released releases available upstream patch stable lts fixes fixed
cve security recommended supported eol deprecated""".split())
_COMPARE = re.compile(r"\b(newer|older|later|earlier|above|below|greater|higher|lower|less|behind|ahead|before|"
                      r"after|at least|at most)\b|[<>≥≤]", re.I)
_MACHINE_ATTRS = ("kernel", "os_version", "kubelet_version", "kernel_version")
# "running 6.12.16", "booted into 6.8.0-49", "6.6.85 (running)": the version of what runs
_RUNNING_BEFORE_RE = re.compile(r"\b(?:running|runs|run|booted(?:\s+into)?|loaded|active)\s+(?:kernel\s+)?[`*]*v?$")
_RUNNING_AFTER_RE = re.compile(r"[`*]*\s*\(?(?:is\s+)?(?:running|booted|loaded|active)\b")


def _records(index: FactIndex, reading: Reading, stated: tuple[str, ...], scoped: bool = True,
             running: bool = False) -> list[tuple[str, str, str | None]]:
    """(evidence id, version, field) of the records the clause may be about (`scoped=False`: of every record)."""
    scope = [e for e in reading.scope() if e.kind not in ("user", "group", "host")] if scoped else []
    out: list[tuple[str, str, str | None]] = []
    listed = "installed_packages"   # the field a package list's version is read from
    if scope:
        for ent in scope:
            for name in ent.names:
                out.extend((eid, version, listed) for version, eid, _ in index.package_versions(name) if version)
            out.extend((ent.eid, part, ent.field) for part in _versions_in_name(ent.name))
        names = {n for e in scope for n in e.names}
        out.extend((soft.eid, str(soft.rec.get("version") or ""), soft.field) for soft in index.of_kind("software")
                   if names & set(soft.names))   # k3s.service's release is the k3s kubelet's "v1.31.4+k3s1"
        for lst in index.listings.get("package_events", ()):
            for ev in lst.members:
                if str(ev.get("package", "")).lower() in names:
                    out.extend((lst.eid, str(ev[k]), None) for k in ("from_version", "to_version") if ev.get(k))
        if any(n.startswith(("kernel", "linux")) for n in names):   # "Kernel: running 6.12.9": the machine's own
            out.extend((fact.eid, fact.value, fact.field) for fact in index.attrs.get("kernel", ()))
        return out
    for package, records in index.versions.items():
        out.extend((eid, version, listed) for version, eid, _ in records if version)
        out.extend((eid, part, listed) for _, eid, _ in records[:1] for part in _versions_in_name(package))
    for lst in index.listings.get("package_events", ()):
        for ev in lst.members:
            out.extend((lst.eid, str(ev[k]), None) for k in ("from_version", "to_version") if ev.get(k))
            out.extend((lst.eid, part, None) for part in _versions_in_name(str(ev.get("package", ""))))
    for attr in _MACHINE_ATTRS:
        out.extend((fact.eid, fact.value, fact.field) for fact in index.attrs.get(attr, ()))
    # a kubelet's whole release ("v1.31.4+k3s1"): the version map keeps only its number
    out.extend((ent.eid, str(ent.rec.get("version") or ""), ent.field) for ent in index.of_kind("software"))
    # the installed package lists last, only the names and versions that hold the stated one's digits (a list
    # has thousands: "6.8.0-51 installed" is linux-image-6.8.0-51-generic)
    heads = [m.group(1) for said in stated if (m := re.match(r"v?(\d+(?:[.:]\d+)*)", said.strip()))]
    if running:
        heads = []   # "Running 6.12.16": what runs, which an installed package does not show
    for table in index.package_tables if heads else ():
        for name, version in dict.fromkeys(pair for head in heads for pair in table.holding(head)):
            out.append((table.eid, version, table.field))
            out.extend((table.eid, part, table.field) for part in _versions_in_name(name))
    return out


def _versions_in_name(name: str) -> list[str]:
    """"linux-image-5.15.0-134-generic" carries 5.15.0-134-generic (and, by prefix, 5.15.0-134)."""
    found = re.search(r"(?<![\w.])(\d+\.\d+[\w.+~-]*)", name)
    return [found.group(1)] if found else []


def version_anywhere(reading: Reading, index: FactIndex, value: Value) -> Verdict | None:
    if reading.negated or reading.hedged or reading.quantifier or reading.superlative:
        return None
    if set(reading.words) & _OUTSIDE or _COMPARE.search(reading.text):
        return None
    stated = value.text.strip().rstrip(".,;")
    running = bool(_RUNNING_BEFORE_RE.search(reading.low[:value.start]) or _RUNNING_AFTER_RE.match(reading.low[value.end:]))
    found = [(eid, version, field) for eid, version, field in _records(index, reading, (stated,), running=running)
             if same_version(version, stated) or same_version(version, stated.lstrip("vV"))]
    # a fresh record that holds it verifies; one found only in stale records is stale (decide)
    fresh = [r for r in found if not index.is_stale(r[0], r[2])]
    for eid, version, field in (fresh or found)[:1]:
        if re.search(r"\bfrom\s+$", reading.low[:value.start]):
            # "changed from 6.8.0-49 to ...": what was, which a superseded record is the evidence of
            return Verdict("verified", (eid,), f"version {version}")
        return decide(index, [Hit(True, eid, field, f"version {version}")])
    return None


_ORDER_RE = re.compile(r"\b(?:is|are|was|'s)\s+(?:still\s+|also\s+|a\s+bit\s+|slightly\s+|much\s+)?(newer|older|later|"
                       r"earlier|higher|lower)\s+than\s+(?:the\s+)?(?:running\s+|installed\s+|current\s+|old\s+|new\s+)?",
                       re.I)


def two_versions_ordered(reading: Reading, index: FactIndex) -> Verdict | None:
    """"560.35.03 is newer than 550.120", "6.8.0-60 is newer than the running 6.8.0-58": two releases the
    evidence records, put in order. The order is dpkg's; both must be versions the evidence holds, so the
    claim is about this machine's releases, not about releases in general."""
    from reos_desktop.versions import compare_versions

    m = _ORDER_RE.search(reading.text)
    if m is None or reading.hedged or reading.negated:
        return None
    before = [v for v in reading.values if v.kind in ("version", "decimal") and v.end <= m.start()]
    after = [v for v in reading.values if v.kind in ("version", "decimal") and v.start >= m.end()]
    if not before or not after or after[0].start - m.end() > 2:
        return None
    first, second = before[-1], after[0]
    if reading.text[first.end:m.start()].strip(" `*"):
        return None   # "nginx 1.26 on this box is newer than 1.24": a thing's version, read by check_versions
    held = [(eid, said) for eid, version, _ in _records(index, reading, (first.text, second.text), scoped=False)
            for said in (first.text, second.text) if same_version(version, said.strip().lstrip("vV"))]
    if len({said for _, said in held}) < 2:
        return None   # one of them is no release the evidence records
    order = compare_versions(first.text.strip().lstrip("vV"), second.text.strip().lstrip("vV"))
    newer = m.group(1).lower() in ("newer", "later", "higher")
    reading.take(first)
    reading.take(second)
    ok = order > 0 if newer else order < 0
    eids = tuple(dict.fromkeys(eid for eid, _ in held))
    word = "newer" if order > 0 else "older" if order < 0 else "the same as"
    return Verdict("verified" if ok else "contradicted", eids,
                   f"{first.text.strip()} is {word} {'' if order == 0 else 'than '}{second.text.strip()}")

