"""`reos state`: the steady-state snapshot, its history and the block the model sees."""

from __future__ import annotations

import argparse

from reos_desktop.cli.common import add_root_option


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser(
        "state", help="the steady-state snapshot of this machine",
        description="Show the steady-state snapshot: identity, OS, hardware, network, packages, services, users. "
                    "It comes from the store, re-reading only the sources that changed; --refresh reads everything now.")
    parser.add_argument("--json", action="store_true", help="print the snapshot (or the diff) as JSON")
    parser.add_argument("--refresh", action="store_true", help="read every source now instead of reusing unchanged ones")
    parser.add_argument("--diff", nargs="?", const="previous", metavar="SNAPSHOT_ID",
                        help="what changed since snapshot SNAPSHOT_ID (default: the one before the latest)")
    parser.add_argument("--context", action="store_true", help="print the compact block the model sees in every prompt")
    parser.add_argument("--history", action="store_true", help="list the stored snapshots")
    add_root_option(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import json
    import os

    from reos_desktop.errors import UsageError
    from reos_desktop.state.service import StateService

    if not os.path.isdir(args.root):
        raise UsageError(f"--root {args.root} is not a folder")
    service = StateService(root=args.root)
    if args.history:
        rows = service.history.list(service.root.label)
        if args.json:
            print(json.dumps(rows, indent=2))
        else:
            for row in rows:
                print(f"{row['id']:>5}  collected {row['collected_at']}  last checked {row['checked_at']}")
        return 0
    snapshot = service.current(force=args.refresh)
    if args.diff is not None:
        from reos_desktop.state.diff import diff_snapshots, render_diff

        if args.diff == "previous":
            older = service.history.previous(snapshot)
            if older is None:
                note = f"Snapshot {snapshot.id} is the only one so far for {snapshot.root}: nothing has changed since it."
                print(json.dumps({"from": None, "to": {"snapshot_id": snapshot.id, "collected_at": snapshot.collected_at},
                                  "note": note}, indent=2) if args.json else note)
                return 0
        else:
            if not args.diff.isdigit():
                raise UsageError(f"snapshot id must be a number, not {args.diff!r} (see 'reos state --history')")
            older = service.history.get(int(args.diff))
            if older is None or older.root != snapshot.root:
                raise UsageError(f"there is no snapshot {args.diff} for root {snapshot.root} (see 'reos state --history')")
        diff = diff_snapshots(older, snapshot)
        print(json.dumps(diff, indent=2, ensure_ascii=False) if args.json else render_diff(diff))
        return 0
    if args.context:
        from reos_desktop.state.context import render_context

        print(render_context(snapshot))
        return 0
    if args.json:
        print(json.dumps(snapshot.to_json(), indent=2, ensure_ascii=False))
        return 0
    from reos_desktop.state.render import render_text

    print(render_text(snapshot))
    return 0
