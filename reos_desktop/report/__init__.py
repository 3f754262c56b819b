"""Evidence reports of a session: HTML (self-contained), PDF, Markdown and JSON (the evidence bundle).

    from reos_desktop.report import export_session
    export_session("3f9a1c2b7d4e", "/tmp/report.html")        # the format comes from the suffix
    export_session(session_id, "/tmp/report", fmt="json")

Everything in a report (questions, answers, claims, evidence data, errors, invocations) passes through
`reos_desktop.redact` first. This package is Qt-free; only the PDF writer borrows Qt's text layout, and
imports it when a PDF is asked for.
"""

from __future__ import annotations

from pathlib import Path

from reos_desktop.errors import ReosError, UsageError

FORMATS = ("html", "pdf", "md", "json")
_SUFFIXES = {".html": "html", ".htm": "html", ".pdf": "pdf", ".md": "md", ".markdown": "md", ".json": "json"}


def format_for(path: str | Path, fmt: str | None = None) -> str:
    """The report format: the one named, else the one the file's suffix says."""
    if fmt:
        fmt = fmt.lower().lstrip(".")
        fmt = {"markdown": "md", "htm": "html"}.get(fmt, fmt)
        if fmt not in FORMATS:
            raise UsageError(f"unknown report format {fmt!r}: choose one of {', '.join(FORMATS)}")
        return fmt
    suffix = Path(path).suffix.lower()
    if suffix not in _SUFFIXES:
        raise UsageError(f"cannot tell the report format from {str(path)!r}: end the name in .html, .pdf, .md "
                         "or .json, or give --format")
    return _SUFFIXES[suffix]


def render_session(session_id: str, fmt: str, db_path: Path | None = None) -> str | bytes:
    """The report's content (text for html/md/json; PDF bytes are written by `export_session` only)."""
    import json

    from reos_desktop.report.session_data import load_session_report

    report = load_session_report(session_id, db_path)
    if fmt == "html":
        from reos_desktop.report.html_report import render_html

        return render_html(report)
    if fmt == "md":
        from reos_desktop.report.markdown_report import render_markdown

        return render_markdown(report)
    if fmt == "json":
        from reos_desktop.report.bundle_report import render_bundle

        return json.dumps(render_bundle(report), indent=2, ensure_ascii=False, default=str) + "\n"
    raise UsageError(f"render_session does not make {fmt!r} reports; use export_session")


def export_session(session_id: str, path: str | Path, fmt: str | None = None, db_path: Path | None = None) -> Path:
    """Write the report of `session_id` to `path`; returns the path written."""
    fmt = format_for(path, fmt)
    target = Path(path).expanduser()
    if target.is_dir():
        raise UsageError(f"{target} is a folder: give a file name for the report")
    if not target.parent.is_dir():
        raise UsageError(f"cannot write the report to {target}: the folder {target.parent} does not exist")
    if fmt == "pdf":
        from reos_desktop.report.html_report import render_html
        from reos_desktop.report.session_data import load_session_report

        report = load_session_report(session_id, db_path)
        _probe_writable(target)
        _write_pdf(render_html(report, for_print=True), target, f"Evidence report: session {session_id}")
        return target
    content = render_session(session_id, fmt, db_path)
    try:
        target.write_text(content, encoding="utf-8")
    except OSError as err:
        raise ReosError(f"cannot write the report to {target}: {err.strerror or err}") from None
    return target


def _probe_writable(target: Path) -> None:
    try:
        with open(target, "ab"):
            pass
    except OSError as err:
        raise ReosError(f"cannot write the report to {target}: {err.strerror or err}") from None


def _write_pdf(html: str, target: Path, title: str) -> None:
    try:
        from reos_desktop.ui.pdf_writer import html_to_pdf
    except ImportError:
        raise ReosError("PDF reports need PySide6 (pip install PySide6-Essentials); HTML, Markdown and JSON "
                        "reports work without it") from None
    html_to_pdf(html, str(target), title)
    if not target.exists() or target.stat().st_size == 0:
        raise ReosError(f"the PDF report could not be written to {target}")


__all__ = ["FORMATS", "export_session", "format_for", "render_session"]
