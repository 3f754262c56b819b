"""Reading files under a root folder: `/` for this machine, or a mounted image or container root.

Symlinks are followed inside the root (an absolute link target is re-anchored at the root), so a
container's `/etc/os-release -> /usr/lib/os-release` never escapes to the host's file.
"""

from __future__ import annotations

import os
from pathlib import Path

_MAX_LINKS = 40


class Root:
    def __init__(self, path: str | os.PathLike[str] = "/"):
        self.base = Path(os.path.realpath(path))
        self.live = self.base == Path("/")

    def __repr__(self) -> str:
        return f"Root({str(self.base)!r})"

    @property
    def label(self) -> str:
        return str(self.base)

    def path(self, inside: str) -> Path:
        """The host path of `inside` (an absolute path as seen from within the root)."""
        if self.live:
            return Path(inside)
        return Path(self._resolve(inside))

    def _resolve(self, inside: str) -> str:
        parts = [p for p in inside.split("/") if p not in ("", ".")]
        resolved: list[str] = []
        hops = 0
        while parts:
            part = parts.pop(0)
            if part == "..":
                if resolved:
                    resolved.pop()
                continue
            candidate = os.path.join(str(self.base), *resolved, part)
            if os.path.islink(candidate):
                hops += 1
                if hops > _MAX_LINKS:
                    raise OSError(f"too many symbolic links under {inside}")
                target = os.readlink(candidate)
                if target.startswith("/"):
                    resolved = []
                parts = [p for p in target.split("/") if p not in ("", ".")] + parts
                continue
            resolved.append(part)
        return os.path.join(str(self.base), *resolved)

    def read_text(self, inside: str, errors: str = "replace") -> str:
        with open(self.path(inside), encoding="utf-8", errors=errors) as handle:
            return handle.read()

    def read_lines(self, inside: str) -> list[str]:
        return self.read_text(inside).splitlines()

    def exists(self, inside: str) -> bool:
        return self.path(inside).exists()

    def is_dir(self, inside: str) -> bool:
        return self.path(inside).is_dir()

    def listdir(self, inside: str) -> list[str]:
        try:
            return sorted(os.listdir(self.path(inside)))
        except (FileNotFoundError, NotADirectoryError):
            return []

    def stat_signature(self, *paths: str) -> list:
        """(mtime_ns, size) of each path, or None where it does not exist: a cheap change detector."""
        out: list = []
        for inside in paths:
            try:
                st = os.stat(self.path(inside))
                out.append([inside, st.st_mtime_ns, st.st_size])
            except OSError:
                out.append([inside, None, None])
        return out


class SourceUnavailable(Exception):
    """A whole source cannot be read here; the message says why (shown to the user as is)."""
