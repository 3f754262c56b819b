"""What "the unit" or "the pod" stands for when a sentence opens with it and names nothing of its own.

"According to the service status, elasticsearch.service has been active since 3 October. … The unit is
enabled, so it will start at boot." The last sentence names no thing, and the clause before it may be about
something else altogether (a kernel package). A writer who says "the unit" means the one unit the answer
has talked about; if the answer (or the question) has named just one thing of that kind, that is it. When it
has named several, "the unit" could be any of them and nothing is carried: the claim decides nothing rather
than being checked against a guess.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.lexicon import KIND_NOUNS

# singular nouns a writer uses for one thing it has already named ("the disk" is left out: it is usually
# the machine's storage as a whole, which the system-wide facts already answer)
_REFERRING_NOUNS = frozenset("unit service daemon container pod node process program package interface "
                             "deployment".split())
_LEAD_RE = re.compile(r"^\W*(?:and\s+|but\s+|so\s+|also\s+)?(?:the|this|that)\s+([a-z]+)\b(?!\s*[:(])", re.I)


class KindReferents:
    """The distinct things of each kind an answer has named so far, in the order it named them."""

    def __init__(self, mentions: list | None = None) -> None:
        self._named: dict[str, dict[tuple[str, str], object]] = {}
        self.note(mentions or [])

    def note(self, mentions: list) -> None:
        for mention in mentions:
            for entity in mention.entities:
                self._named.setdefault(entity.kind, {}).setdefault((entity.kind, entity.name), mention)

    def for_lead(self, text: str) -> list | None:
        """The mention "The unit …" refers to, or None when the lead names no kind or the kind is ambiguous."""
        m = _LEAD_RE.match(text)
        if not m or m.group(1).lower() not in _REFERRING_NOUNS:
            return None
        kind = KIND_NOUNS[m.group(1).lower()]
        named = self._named.get(kind, {})
        if len(named) != 1:
            return None
        (mention,) = named.values()
        return [mention]
