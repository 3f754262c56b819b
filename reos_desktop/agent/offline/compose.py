"""Building an offline answer: Markdown lines in simple checkable forms, each fact with its evidence id.

Every sentence states one reading ("/ is 43% full: 108.2 GiB used of 252.0 GiB [e1].") so the certainty
wrapper can verify it; anything that could not be read is said to be unknown, with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from reos_desktop.check.evidence import Gatherer, Reading
from reos_desktop.check.units import fmt_bytes, fmt_duration, fmt_number, fmt_percent  # noqa: F401 (for the answers)


@dataclass
class OfflineAnswer:
    answer: str                    # Markdown
    citations: list[str]           # evidence ids the answer cites
    evidence: list[Any]            # the items it used (tool items from run_tool, the steady item)
    intent: str                    # the question type
    extra_evidence: list[Any] = field(default_factory=list)  # items the engine made itself (a state diff)


class Reply:
    def __init__(self, g: Gatherer, intent: str):
        self.g, self.intent = g, intent
        self.lines: list[str] = []
        self.extra: list[Any] = []

    def say(self, text: str) -> "Reply":
        self.lines.append(text)
        return self

    def bullet(self, text: str) -> "Reply":
        self.lines.append(f"- {text}")
        return self

    def blank(self) -> "Reply":
        if self.lines and self.lines[-1] != "":
            self.lines.append("")
        return self

    def unknown(self, what: str, reading: Reading) -> "Reply":
        """Say honestly that something could not be read, and why (worded as what ReOS could not do, so it
        is not mistaken for a claim about the machine)."""
        why = reading.error or reading.incomplete_why()
        what = what[:1].lower() + what[1:] if not what[1:2].isupper() else what
        return self.say(f"I could not read {what}: {_clean(why)}{reading.cite()}.")

    def done(self) -> OfflineAnswer:
        from reos_desktop.check.evaluate import cited_ids

        while self.lines and self.lines[-1] == "":
            self.lines.pop()
        text = "\n".join(self.lines)
        used = list(self.g.used) + [e for e in self.extra if e not in self.g.used]
        ids = [getattr(e, "id", None) for e in used]
        return OfflineAnswer(text, cited_ids(text, [i for i in ids if i]), used, self.intent, list(self.extra))


def _clean(text: str) -> str:
    return text.rstrip(". ")


def cite(reading: Reading) -> str:
    return reading.cite()


def plural(n: int, word: str, words: str | None = None) -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def listing(names: list[str], limit: int = 12) -> str:
    shown = ", ".join(names[:limit])
    return shown + (f" and {len(names) - limit} more" if len(names) > limit else "")
