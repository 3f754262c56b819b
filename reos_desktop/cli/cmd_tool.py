"""`reos tool NAME key=value … [--json]`: run one read-only tool and print its evidence item.

Values are read as JSON scalars when they parse as one (limit=5 is a number, all=true a boolean,
name=null nothing) and as text otherwise. The item is saved in the evidence store (a session of kind
`tool`), so `reos report` can export it.
"""

from __future__ import annotations

import argparse


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser("tool", help="run one read-only tool and print its evidence",
                                   description="Run one read-only tool and print its evidence item.")
    parser.add_argument("name", metavar="NAME", help="tool name (see 'reos tools')")
    parser.add_argument("arguments", nargs="*", metavar="KEY=VALUE", help="tool arguments, e.g. limit=5")
    parser.add_argument("--json", action="store_true", help="print the evidence item as JSON")
    parser.add_argument("--no-store", action="store_true", help="do not save the item in the evidence store")
    parser.set_defaults(run=run)


def parse_assignments(pairs: list[str]) -> dict:
    """`["limit=5", "name=nginx"]` -> `{"limit": 5, "name": "nginx"}`."""
    import json

    from reos_desktop.errors import UsageError

    out: dict = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise UsageError(f"tool arguments are KEY=VALUE, not {pair!r}")
        if key in out:
            raise UsageError(f"argument {key!r} is given twice")
        try:
            value = json.loads(raw)
        except ValueError:
            value = raw
        if isinstance(value, (dict, list)):
            value = raw  # only scalars are read as JSON; anything else stays the text that was typed
        out[key] = value
    return out


def run(args: argparse.Namespace) -> int:
    import json

    from reos_desktop.tools.registry import get_registry
    from reos_desktop.tools.render import render_item

    registry = get_registry()
    item = registry.run(args.name, parse_assignments(args.arguments))
    if not args.no_store:
        from reos_desktop.evidence.store import EvidenceStore

        with EvidenceStore() as store:
            session = store.new_session("tool", f"reos tool {args.name}")
            item = store.add(session, item)
    if args.json:
        print(json.dumps(item.model_dump(mode="json"), indent=2, ensure_ascii=False))
    else:
        print(render_item(item))
    return 1 if item.error else 0
