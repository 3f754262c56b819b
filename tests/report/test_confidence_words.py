"""How an answer's confidence is put in words, in reports, the terminal and the app."""

from __future__ import annotations

from reos_desktop.report.vocabulary import confidence_text


class _Verification:
    def __init__(self, confidence, claims):
        self._data = {"confidence": confidence, "claims": claims}

    def to_json(self):
        return self._data


def test_an_answer_without_claims_gets_no_percentage():
    assert confidence_text(0.9, 0) == "no claims to check"
    assert confidence_text(0.9, 3) == "90% confidence"
    assert confidence_text(None, 2) == "confidence n/a"


def test_the_terminal_badges_say_there_was_nothing_to_check():
    from reos_desktop.cli.terminal import badges

    empty = badges(_Verification(0.9, []), 1, completed=False, color=False)
    assert empty.startswith("[no claims to check · 1 evidence") and "%" not in empty
    full = badges(_Verification(0.42, [{"status": "verified"}, {"status": "unsupported"}]), 2, True, False)
    assert full == "[confidence 42% · 2 evidence · 1 verified · 1 uncertain]"
