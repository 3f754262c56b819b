"""Relations between two named things: a user in a group (or with admin rights), a user's shell and home,
the user a process runs as, the image a container runs, the device and filesystem type of a mount, the
node a pod runs on; and ports and addresses (matchers/network.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from reos_desktop.certainty.facts import Entity, FactIndex, Verdict
from reos_desktop.certainty.matchers import Hit, decide, unknown
from reos_desktop.certainty.matchers.account_claims import (
    BUT_NOT_RE as _BUT_NOT_RE, JOINT_RE as _JOINT_RE, absent_group as _absent_group, admin as _admin,
    groups_after as _groups_after, membership as _membership, user_paths as _user_paths,
)
from reos_desktop.certainty.matchers.network import check_network
from reos_desktop.certainty.people import accounts_said_before, pronoun_subject
from reos_desktop.certainty.reading import Reading

_FSTYPES = {"ext2", "ext3", "ext4", "xfs", "btrfs", "zfs", "vfat", "fat32", "exfat", "ntfs", "tmpfs", "overlay",
            "nfs", "nfs4", "f2fs", "jfs", "reiserfs", "squashfs", "cifs", "fuse", "devtmpfs"}
# what a claim's type word names, by the kernel's name of the driver ("NTFS" is read by ntfs3 or ntfs-3g/fuseblk)
_FS_FAMILY = {"ntfs": {"ntfs", "ntfs3", "ntfs-3g", "fuseblk"}, "vfat": {"vfat", "fat", "fat32", "msdos"},
              "fat32": {"vfat", "fat", "fat32"}, "nfs": {"nfs", "nfs4"}, "exfat": {"exfat", "fuseblk"}}


def same_fstype(word: str, fstype) -> bool:
    return str(fstype or "").lower() in _FS_FAMILY.get(word, {word})


_MEMBER_RE = re.compile(r"\b(in the|in|members? of|belongs? to|part of|added to)\b", re.I)
_ADMIN_RE = re.compile(r"\b(sudo (?:rights|access|privileges)|admin(?:istrator)? (?:rights|access|privileges)|"
                       r"is (?:also |still |not |n't )?an? (?:admin|administrator|sudoer)|can (?:use )?sudo|has sudo|sudoers?)\b", re.I)


def _own(reading: Reading, kind: str) -> list[Entity]:
    return [e for m in reading.mentions if not m.inherited for e in m.entities if e.kind == kind]


def _scoped(reading: Reading, kind: str) -> list[Entity]:
    return [e for e in reading.scope(kind)]


def _you(reading: Reading, index: FactIndex) -> list[Entity]:
    """"you"/"your" is the machine's one human account, when there is exactly one."""
    if not reading.wordset & {"you", "your", "you're", "yourself", "you've"}:
        return []
    humans = [u for u in index.of_kind("user") if isinstance(u.rec.get("uid"), int) and 1000 <= u.rec["uid"] < 65534]
    return humans if len(humans) == 1 else []


_NAMED_RE = re.compile(r"\b(user|account|group)\s+(?:named|called)\s+[`*\"']*([\w.-]+)")


def _named_account(reading: Reading, index: FactIndex) -> Verdict | None:
    """"there is a user named backup": the complete list of users (or groups) decides."""
    m = _NAMED_RE.search(reading.low)
    if not m:
        return None
    cls = "users" if m.group(1) in ("user", "account") else "groups"
    name = m.group(2)
    lists = [lst for lst in index.listings.get(cls, ()) if lst.complete and lst.members]
    if not lists:
        return None
    found = any(name in m2.names for lst in lists for m2 in lst.members)
    holds = found != reading.negated
    return decide(index, [Hit(holds, lst.eid, lst.field, f"{cls}: {', '.join(x.name for x in lst.members)}")
                          for lst in lists])


_SUBJECT_MEMBER_RE = re.compile(r"^[`*\"']*([\w.-]+)[`*\"']*\s+(?:is|isn't|is\s+not|was)\s+(?:also\s+|only\s+)?"
                                r"(?:in|a\s+member\s+of|member\s+of|part\s+of)\b")


def _subject_account(reading: Reading, index: FactIndex) -> list[Entity]:
    """"root is in group root": a word that names both an account and a group ("root", "postgres") is the
    account when it is the subject of "is in"."""
    m = _SUBJECT_MEMBER_RE.match(reading.text.strip().lower())
    return [e for e in index.lookup(m.group(1)) if e.kind == "user"] if m else []


_EMPTY_GROUP_RE = re.compile(r"\b(?:group\s+[`*\"']*([\w.-]+)[`*\"']*|[`*\"']*([\w.-]+)[`*\"']*\s+group)\s+(?:holds|has|"
                             r"contains|lists)\s+no\s+(?:one|members?|users?|accounts?|body)\b")


def _empty_group(reading: Reading, index: FactIndex) -> Verdict | None:
    """"group sudo holds no one (not root)": no account lists it as a supplementary group. A primary group
    is not a listed member, so only the group's member list decides."""
    m = _EMPTY_GROUP_RE.search(reading.low)
    groups = [e for e in index.lookup(m.group(1) or m.group(2)) if e.kind == "group"] if m else []
    if not groups:
        return None
    return decide(index, [Hit(not g.rec.get("members"), g.eid, g.field,
                              f"group {g.name} members={', '.join(g.rec.get('members') or []) or 'none'}") for g in groups])


def check_relations(reading: Reading, index: FactIndex) -> list[Verdict]:
    out = check_network(reading, index)
    named = _named_account(reading, index)
    if named is not None:
        return [named]
    empty = _empty_group(reading, index)
    if empty is not None:
        return [empty]
    users = _scoped(reading, "user") or _you(reading, index) or _subject_account(reading, index)
    user_words = {m.word for m in reading.mentions if any(e.kind == "user" for e in m.entities)}
    group_mentions = [m for m in reading.mentions if not m.inherited and any(e.kind == "group" for e in m.entities)]
    # "bob is in the docker group": the group is the name next to "group", not bob's own private group
    named = [m for m in group_mentions if re.search(rf"{re.escape(m.word)}\W+group\b|group\W+{re.escape(m.word)}\b",
                                                   reading.low)]
    chosen = named or [m for m in group_mentions if m.word not in user_words]
    groups = [e for m in chosen[:1] for e in m.entities if e.kind == "group"]
    if users and groups and (_MEMBER_RE.search(reading.low) or "group" in reading.wordset):
        said = _MEMBER_RE.search(reading.low)
        # "katniss, who is also in libvirt, and prim, ...": the member is who the predicate is said of
        members = (accounts_said_before(reading, said.start(), users) if said else users) or \
            ([] if said and pronoun_subject(reading.text[:said.start()]) else users)
        # "in sudo and in media", "in docker and sudo": every group named after the predicate is a claim of its
        # own, so a true first one never verifies a false second one
        later = [m for m in chosen[1:4] if said and m.start > said.start() and
                 not re.search(r"\b(?:with|together|along|like|than|unlike|except|but|not)\b", reading.low[said.start():m.start])]
        # "katarina is in lpadmin but not in sambashare": the group after "but not" is denied, the first is not
        denied = [m for m in chosen[1:4] if said and m.start > said.start() and m not in later and
                  _BUT_NOT_RE.search(reading.low[chosen[0].end:m.start])]
        for mention in [chosen[0]] + later + denied:
            named_groups = [e for e in mention.entities if e.kind == "group"]
            negated = mention in denied or (reading.negated and not denied)
            for member in members[:4]:   # "jenkins and gitlab-runner are members of docker"
                if member.name.lower() != named_groups[0].name.lower() or named:   # "root is in group root"
                    # every snapshot's record of that group: the freshest one decides (decide)
                    verdict = _membership(reading, index, member,
                                          [g for g in named_groups if g.name == named_groups[0].name], negated)
                    # each group named stands where its name does ("in lpadmin ✓ | but not in sambashare ✗")
                    start = mention.start
                    if mention in denied:   # the denial and its group are one piece: "but not in sambashare"
                        start = chosen[0].end + _BUT_NOT_RE.search(reading.low[chosen[0].end:mention.start]).start()
                    elif mention is not chosen[0] and (joint := _JOINT_RE.search(reading.low[:mention.start])):
                        start = joint.start()   # "... in docker | and in sudo"
                    out.append(replace(verdict, at=(start, mention.end)) if verdict is not None and
                               (later or denied) else verdict)
        if said:
            out.extend(_groups_after(reading, index, max([chosen[0]] + later + denied, key=lambda m: m.end), members))
    elif users and _ADMIN_RE.search(reading.low) and not re.search(r"\b(?:drop-?ins?|files?|rules?|entr(?:y|ies)|lines?)\b",
                                                                     reading.low):
        out.append(_admin(reading, index, users[0]))
    elif users and not groups:
        missing = _absent_group(reading, index, users[0])
        if missing is not None:
            out.append(missing)
    if users:
        shell = re.search(r"\b(?:shell|home)\b", reading.low)
        # "katniss, who is in libvirt, and prim, whose shell is zsh": the shell is the one named last before it
        owner = (accounts_said_before(reading, shell.start(), users) if shell else users) or users
        out.extend(_user_paths(reading, index, owner[-1] if shell and owner is not users else users[0]))
    runs_as = re.search(r"\b(runs? as|running as|owned by|as user|under user|user)\b", reading.low)
    if runs_as:
        # the process is the subject, named before "runs as" (or the thing before); a service by its main PID
        before = [e for m in reading.mentions if (m.inherited or m.end <= runs_as.start()) for e in m.entities]
        if not before and not re.sub(r"\b(and|but|also|it|which|that)\b|\W", "", reading.low[:runs_as.start()]):
            before = [e for m in reading.prev for e in m.entities]   # "... and runs as caddy": the thing before
        procs = [e for e in before if e.kind == "process"]
        pids = {e.rec.get("main_pid") for e in before if e.kind == "service" and e.rec.get("main_pid")}
        # "PID 6011 runs as vernius", "| PID | User |" rows: a PID written before it names the process
        pids |= {v.value for v in reading.values if v.kind == "pid" and v.end <= runs_as.start()}
        procs += [p for p in index.of_kind("process") if p.rec.get("pid") in pids and p not in procs]
        if procs:
            out.extend(_process_user(reading, index, procs))
    boxes = _scoped(reading, "container")
    if boxes:
        out.extend(_image(reading, index, boxes))
    mounts = _scoped(reading, "fs")
    if mounts:
        out.extend(_filesystem(reading, index, mounts))
    elif reading.wordset & (_FSTYPES - _PROTOCOL_FS):
        out.extend(_fstype_unscoped(reading, index))
    pods, nodes = _scoped(reading, "pod"), _own(reading, "node")
    node = nodes[0].name if nodes else None
    if pods and not nodes:
        # "redis-0 runs on geo-3" with only the pod listing read: the node names the pods carry
        known = {str((p.rec.get("spec") or {}).get("nodeName")) for p in index.of_kind("pod")}
        # "redis-0 is also on geo-3", "stuck in ContainerCreating on geo-2": "on" a name only pods give as a node
        # ... or a name numbered like theirs ("victoria-w2" beside w1 and w3): a node no pod read runs on
        stems = {re.sub(r"\d+$", "", k) for k in known if re.search(r"\D\d+$", k)}
        on = [m.group(1) for m in re.finditer(r"\b(?:on|onto)\s+(?:the\s+)?(?:node\s+)?[`*'\"]*([\w.-]+)", reading.low)
              if m.group(1) in known or re.search(r"\D\d+$", m.group(1)) and re.sub(r"\d+$", "", m.group(1)) in stems]
        node = on[0] if len(set(on)) == 1 else None
    if pods and node and nodes and not _placed_on(reading, nodes[0]):
        node = None   # "one node has the taint (that's hades)", "more than hermes has free": no placement said
    if pods and node:
        def on_node(group: list) -> list[Hit]:
            return [Hit(str((p.rec.get("spec") or {}).get("nodeName")) == node, p.eid, None,
                        f"{p.name} runs on {(p.rec.get('spec') or {}).get('nodeName')}") for p in group]
        placed = decide(index, on_node(pods))
        # "Prometheus and Grafana both run on beetle-w1": every name's pods, not any one name's
        pair = _BOTH_RE.search(reading.low)
        for mention in [m for m in reading.mentions if not m.inherited and pair and m.word in pair.groups()]:
            own = [p for p in mention.entities if p in pods and (p.rec.get("spec") or {}).get("nodeName")]
            if own and placed is not None and placed.outcome == "verified" and not any(h.ok for h in on_node(own)):
                placed = decide(index, on_node(own))
        where = re.search(rf"(?<![\w-]){re.escape(node.lower())}(?![\w-])", reading.low)
        if placed is not None and where:   # "stuck in Pending on tezcatlipoca": only the node is wrong
            placed = replace(placed, at=(where.start(), where.end()))
        out.append(placed)
    return [v for v in out if v is not None]


_BOTH_RE = re.compile(r"[`*'\"]*([\w.-]+)[`*'\"]*\s+and\s+[`*'\"]*([\w.-]+)[`*'\"]*\s+(?:(?:are|were)\s+)?both\b")
_PLACED_ON_RE = re.compile(r"\b(?:on|onto|to|at)\s+(?:the\s+)?(?:node\s+)?[`'\"*]*$")


def _placed_on(reading: Reading, node: Entity) -> bool:
    """Is the node said as where the pod runs ("on hermes", "scheduled to hades", "hades runs redis-0")?"""
    for m in reading.mentions:
        if m.inherited or node not in m.entities:
            continue
        if _PLACED_ON_RE.search(reading.low[max(0, m.start - 24):m.start]) or re.match(
                r"[`'\"*]*\s+(?:is\s+|'s\s+)?(?:runs?|running|hosts?|hosting|carries|carrying)\b", reading.low[m.end:]):
            return True
    return False


def _process_user(reading: Reading, index: FactIndex, procs: list[Entity]) -> list[Verdict]:
    m = re.search(r"\b(?:runs? as|running as|owned by|as user|under user|under|user:?)\s+(?:the\s+)?[`*]*([\w.-]+)",
                  reading.text, re.I)
    if not m:
        return []
    claimed = m.group(1).lower()
    # a name is an account if the evidence lists it, or any process in it runs as that name
    known_users = {u.name.lower() for u in index.of_kind("user")} | \
        {str(p.rec.get("user") or "").lower() for p in (*procs, *index.of_kind("process"))}
    if claimed not in known_users and claimed not in ("root", "nobody", "www-data"):
        return []
    hits = [Hit(str(p.rec.get("user") or "").lower() == claimed, p.eid, p.field, f"{p.name} runs as {p.rec.get('user')}")
            for p in procs if p.rec.get("user")]
    # "nginx and redis-server run as www-data": each program named must run as it (any of one program's
    # processes may: nginx's master runs as root, its workers as www-data)
    named = {str(e.name).lower() for m in reading.mentions if not m.inherited for e in m.entities if e.kind == "process"}
    by_name: dict[str, list[Hit]] = {}
    for p, hit in zip([p for p in procs if p.rec.get("user")], hits):
        by_name.setdefault(p.name.lower(), []).append(hit)
    if len(by_name) > 1 and set(by_name) <= named:
        wrong = [group for group in by_name.values() if not any(h.ok for h in group)]
        if wrong:
            return [decide(index, wrong[0])]
    return [decide(index, hits)] if hits else []


def _image(reading: Reading, index: FactIndex, boxes: list[Entity]) -> list[Verdict]:
    images = [m for m in reading.mentions if not m.inherited and any(e.kind == "image" for e in m.entities)]
    tokens = [t.low for t in reading.toks if ":" in t.low and not t.low.startswith(("/", "0.0.0.0"))
              and re.match(r"^[a-z0-9][\w./-]*:[\w.-]+$", t.low) and not re.match(r"^(?:[\d.]+|localhost|ip6-localhost):\d+$", t.low)
              and not any(v.start <= t.start < v.end and v.kind in ("address", "port", "time") for v in reading.values)]
    if not (images or tokens) or "image" not in reading.wordset and not tokens:
        return []
    claimed = tokens or [m.word for m in images]
    box_names = {n for b in boxes for n in b.names}
    claimed = [c for c in claimed if c not in box_names]
    if not claimed:
        return []
    def runs(image: str, c: str) -> bool:
        return c in image or image.endswith("/" + c) or (c.split(":")[0] in image and
                                                           (":" not in c or c.split(":", 1)[1] in image))

    images = {box.name: str(box.rec.get("image") or "").lower() for box in boxes}
    if not any(images.values()):
        return []
    # "devdb (postgres:16) and cache (redis:7.4)": each stated image must be some named container's image
    hits = []
    for c in claimed:
        owners = [name for name, image in images.items() if image and runs(image, c)]
        box = next(b for b in boxes if images.get(b.name))
        hits.append(Hit(bool(owners), box.eid, None,
                        f"{', '.join(owners) or 'no named container'} runs {c}; images: "
                        + ", ".join(f"{n}={i}" for n, i in images.items())))
    return [decide(index, hits)]


def _filesystem(reading: Reading, index: FactIndex, mounts: list[Entity]) -> list[Verdict]:
    out = []
    fstype = next((w for w in reading.words if w in _FSTYPES), None)
    if fstype:
        hits = [Hit(same_fstype(fstype, m.rec.get("fstype")), m.eid, m.field, f"{m.name} fstype={m.rec.get('fstype')}")
                for m in mounts if m.rec.get("fstype")]
        if hits:
            out.append(decide(index, hits))
    own = [m for m in reading.mentions if not m.inherited and any(e.kind == "fs" for e in m.entities)]
    shared = len(own) >= 2 and _SHARE_DEVICE_RE.search(reading.low[own[1].end:] + " " + reading.low[:own[0].start])
    # "/dev/sda1 on /data": the two are joined by "on"/"at" themselves, not two mounts of one sentence
    joined = len(own) >= 2 and _ON_RE.fullmatch(reading.low[own[0].end:own[1].start])
    if len(own) >= 2 and (joined or shared):
        first = [e for e in own[0].entities if e.kind == "fs"]
        second = [e for e in own[1].entities if e.kind == "fs"]
        # "`/` and `/home` share the same btrfs partition": one device, two mount points
        same = any(a.rec is b.rec or (a.rec.get("device") == b.rec.get("device") and
                                      (shared or a.rec.get("mountpoint") == b.rec.get("mountpoint")))
                   for a in first for b in second)
        detail = ", ".join(f"{e.rec.get('device')} on {e.rec.get('mountpoint')}" for e in first[:2])
        out.append(decide(index, [Hit(same, first[0].eid, first[0].field, detail)]))
    return out


_ON_RE = re.compile(r"[\s`*'\"()]*(?:(?:is|are|was|lives?|sits?|resides?)\s+)?(?:mounted\s+|located\s+)?(?:on|at|as|from)\s+"
                    r"(?:the\s+)?[\s`*'\"()]*")
_SHARE_DEVICE_RE = re.compile(r"\b(?:share|shares|sharing)\s+(?:the\s+)?(?:same|one|a|a\s+single)\s+(?:\w+\s+)?(?:partition|"
                              r"device|disk|drive|filesystem|volume|subvolume|pool)\b|\b(?:are|live|sit)\s+on\s+the\s+same\s+"
                              r"(?:\w+\s+)?(?:partition|device|disk|drive|filesystem|volume)\b")


# Also the names of protocols and services ("something on port 2049 (NFS)"): a type only with a mount named.
_PROTOCOL_FS = frozenset({"nfs", "nfs4", "cifs", "fuse", "overlay"})
_VIRTUAL_FS = frozenset({"tmpfs", "devtmpfs", "overlay", "squashfs", "proc", "sysfs", "efivarfs", "vfat", "fuse"})


def _fstype_unscoped(reading: Reading, index: FactIndex) -> list[Verdict]:
    """"Disk: 512 GB NVMe, Btrfs" names no mount: some filesystem of that type settles it; it is contradicted
    only when every real filesystem read is of one other type (a machine with one kind of disk)."""
    fstype = next(w for w in reading.words if w in _FSTYPES - _PROTOCOL_FS)
    mounts = [e for e in index.of_kind("fs") if e.rec.get("fstype")]
    if not mounts:
        return []
    same = [Hit(True, m.eid, m.field, f"{m.name} fstype={m.rec.get('fstype')}") for m in mounts
            if same_fstype(fstype, m.rec.get("fstype"))]
    if same:
        return [decide(index, same)]
    real = [m for m in mounts if str(m.rec.get("fstype")).lower() not in _VIRTUAL_FS]
    if real and len({str(m.rec.get("fstype")).lower() for m in real}) == 1 and fstype not in _VIRTUAL_FS:
        return [decide(index, [Hit(False, m.eid, m.field, f"{m.name} fstype={m.rec.get('fstype')}") for m in real])]
    return [unknown(f"no filesystem read is {fstype}", *{m.eid for m in mounts})]


def groups_of_account(reading: Reading, index: FactIndex, value, equal) -> Verdict | None:
    """"postgres is in 2 groups": the groups that list the account as a member plus its primary group."""
    m = re.match(r"^[`*\"']*([\w.-]+)[`*\"']*\s+(?:is|was|belongs)\s+(?:also\s+|only\s+)?(?:in|a\s+member\s+of|"
                 r"member\s+of|to)\s+$", reading.low[:value.start].strip() + " ")
    users = [e for e in index.lookup(m.group(1)) if e.kind == "user"] if m else []
    lists = [lst for lst in index.listings.get("groups", ()) if lst.members]
    if not users or not lists:
        return None
    user = users[0]
    hits = []
    for lst in lists:
        mine = [g for g in lst.members if user.name in (g.rec.get("members") or []) or
                (user.rec.get("gid") is not None and g.rec.get("gid") == user.rec.get("gid"))]
        detail = f"{user.name} is in {len(mine)} groups: {', '.join(g.name for g in mine) or 'none'}"
        if lst.complete:
            hits.append(Hit(equal(value, len(mine)), lst.eid, lst.field, detail))
    return decide(index, hits) or unknown("the list of groups is incomplete")
