"""The steady-state service: the latest snapshot, kept current by cheap change checks.

Used by the CLI, the agent and the GUI's collector thread alike.
"""

from __future__ import annotations

from pathlib import Path

from reos_desktop.state.collector import changed_sources, collect, refresh_if_changed
from reos_desktop.state.history import StateHistory
from reos_desktop.state.root import Root
from reos_desktop.state.snapshot import Snapshot

FULL_REFRESH_SECONDS = 3600  # the hourly full refresh of the seed's table


class StateService:
    def __init__(self, root: str | Root | None = None, db_path: Path | None = None):
        # No root given: the current target's (this machine, or the environment REOS_TARGET names).
        if root is None:
            from reos_desktop.target import current

            root = current().root
        self.root = root if isinstance(root, Root) else Root(root)
        self.history = StateHistory(db_path)

    def current(self, force: bool = False) -> Snapshot:
        """The latest snapshot, after re-reading what changed (everything, with `force`)."""
        latest = self.history.latest(self.root.label)
        if force or latest is None:
            snapshot = collect(self.root)
        else:
            snapshot, changed = refresh_if_changed(latest, self.root)
            if not changed and snapshot is latest:
                return latest
        self.history.save(snapshot)
        return snapshot

    def stale_sources(self, snapshot: Snapshot) -> list[str]:
        """Sources whose files changed since `snapshot` was taken: its facts about them may be out of date."""
        return changed_sources(snapshot, self.root)
