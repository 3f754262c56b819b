"""`reos report [-o FILE] [--format html|pdf|md|json] [--session ID]`: the evidence report of a session."""

from __future__ import annotations

import argparse


def add_parser(subparsers) -> None:
    parser = subparsers.add_parser(
        "report", help="export the evidence report of a session",
        description="Write the evidence report of a session (by default the latest): the machine's identity, "
                    "each question and answer with its claims and their statuses, and every evidence item with "
                    "its time, invocation and hash. Secrets are redacted.")
    parser.add_argument("-o", "--output", metavar="FILE",
                        help="where to write it; the suffix picks the format (default: reos-report-SESSION.html "
                             "in the current folder)")
    parser.add_argument("--format", choices=["html", "pdf", "md", "json"],
                        help="html (self-contained), pdf, md (Markdown) or json (the evidence bundle)")
    parser.add_argument("--session", metavar="ID", help="the session to report (default: the latest)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import sys
    from pathlib import Path

    from reos_desktop.errors import UsageError
    from reos_desktop.report import export_session
    from reos_desktop.report.session_data import latest_session_id

    session_id = args.session or latest_session_id()
    if not session_id:
        raise UsageError("there is no session to report yet: ask a question first (reos ask \"…\" or the app)")
    if args.output:
        path = Path(args.output)
    else:
        path = Path(f"reos-report-{session_id}.{args.format or 'html'}")
    written = export_session(session_id, path, args.format)
    print(f"wrote {written}", file=sys.stderr)
    return 0
