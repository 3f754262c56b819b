"""When a person's session started: "her shell started at 20:38", "he logged in at about 2:58 pm today",
"his session started around 19:49".

An account has no start time of its own; the processes it runs do. A clause about one account (named, or a
pronoun people.py resolved) that speaks of its login, session, desktop or shell is about the start of that
account's session programs (gnome-shell, cinnamon, plasmashell, a login shell, sshd, ...). Those starts are
the candidates; they decide the claim only when the account runs exactly one such program of the kind said
(one desktop shell), so a second session elsewhere cannot be the one meant. Any other clause about the
account ("he's been playing Minecraft since 2:30") is about the starts of every program the account runs,
and those only verify.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.facts import FactIndex, TFact
from reos_desktop.certainty.lexicon import STOPWORDS
from reos_desktop.certainty.reading import Reading

_SESSION_WORDS = frozenset({"session", "sessions", "login", "logged", "logon", "shell", "desktop", "signed"})
# programs that start with a graphical or remote session (their start is the session's)
_DESKTOP_RE = re.compile(r"^(?:gnome-shell|gnome-session[\w-]*|cinnamon(?:-session)?|plasmashell|ksmserver|kwin[\w-]*|"
                         r"xfce4-session|xfwm4|mate-session|lxsession|lxqt-session|budgie-wm|sway|hyprland|"
                         r"weston|i3|openbox|xwayland|xorg|sshd)$", re.I)
_LOGIN_SHELL_RE = re.compile(r"^-?(?:bash|zsh|fish|sh|dash|ksh|tcsh)$", re.I)
_GENERIC = frozenset("""playing running using started since about around been has have with into from this that
than today yesterday morning evening afternoon night still program programs process processes""".split())
_EXTRA_WORDS = frozenset({"logged", "login", "session", "shell", "started", "since", "signed"})


def user_session_facts(reading: Reading, index: FactIndex) -> tuple[list[TFact], bool] | None:
    """(candidate start times, whether they may contradict) for a clause about one account, or None."""
    users = [e for e in reading.scope() if e.kind == "user"]
    if len({u.name.lower() for u in users}) != 1 or any(e.kind not in ("user", "group") for e in reading.scope()):
        return None
    who = users[0].name.lower()
    own = [f for f in index.tfacts if f.attr == "started" and f.entity is not None and f.entity.kind == "process"
           and str(f.entity.rec.get("user") or "").lower() == who]
    if not own:
        return None
    if not reading.wordset & _SESSION_WORDS:
        # "he's playing Minecraft since 2:30": the programs whose name or command line carries a word the clause
        # says (minecraft-launcher, java ... .minecraft); with none, any of the account's programs only verifies
        said = {w for w in re.findall(r"[a-z][a-z0-9]{3,}", reading.low) if w not in STOPWORDS and w != who and
                w not in _GENERIC}
        named = [f for f in own if any(w in f.entity.name.lower() or w in str(f.entity.rec.get("cmdline") or "").lower()
                                       for w in said)]
        return (named, True) if named else (own, False)
    desktop = [f for f in own if _DESKTOP_RE.match(f.entity.name)]
    shells = [f for f in own if _LOGIN_SHELL_RE.match(f.entity.name)]
    picked = desktop or shells
    if not picked:
        return own, False
    # one desktop session: its shell and its X server start within seconds of each other
    starts = sorted(f.when for f in picked)
    one = (starts[-1] - starts[0]).total_seconds() <= 120 and not (desktop and shells and not
                                                                   reading.wordset & {"desktop", "session", "login",
                                                                                      "logged", "logon", "signed"})
    keyed = [TFact(f.attr, f.when, f.words | _EXTRA_WORDS, f.eid, f.entity, f.text, f.slack) for f in picked]
    return keyed, one
