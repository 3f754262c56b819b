"""`reos tools [--json]`: the registered read-only tools, their descriptions and argument schemas."""

from __future__ import annotations

import argparse


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser("tools", help="list the read-only tools and their arguments",
                                   description="List the read-only tools ReOS (and its model) can run.")
    parser.add_argument("--json", action="store_true", help="print name, description, summary template and schema")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import json

    from reos_desktop.tools.registry import get_registry

    registry = get_registry()
    if args.json:
        listing = [{"name": name, "description": spec.description, "summary_template": spec.summary_template,
                    "summary_example": spec.summary(), "sampling": spec.sampling, "parameters": spec.json_schema()}
                   for name, spec in ((n, registry.get(n)) for n in registry.names())]
        print(json.dumps(listing, indent=2, ensure_ascii=False))
        return 0
    for name in registry.names():
        spec = registry.get(name)
        print(f"{name}\n    {spec.description}")
        params = spec.json_schema().get("properties", {})
        required = set(spec.json_schema().get("required", []))
        for param, schema in params.items():
            kind = "|".join(schema["enum"]) if "enum" in schema else schema.get("type", "value")
            default = " (required)" if param in required else (
                f" (default {json.dumps(schema['default'])})" if "default" in schema else "")
            print(f"    {param}={kind}{default}: {schema.get('description', '')}")
    print("\nRun one with: reos tool NAME key=value … [--json]")
    return 0
