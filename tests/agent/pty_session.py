"""Drive an interactive program through a real pseudo-terminal (stdlib pty): it sees a terminal, readline
works, and Ctrl+C typed at the terminal reaches it as SIGINT through the line discipline."""

from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import signal
import struct
import termios
import time

_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]|\r")


class PtySession:
    def __init__(self, argv: list[str], env: dict, cwd: str, rows: int = 40, cols: int = 160):
        pid, fd = pty.fork()
        if pid == 0:  # the child: the pty is its controlling terminal
            try:
                os.chdir(cwd)
                os.execve(argv[0], argv, env)
            finally:
                os._exit(127)
        self.pid, self.fd = pid, fd
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        self.raw = ""       # everything the program wrote, as written
        self.pos = 0        # how far expect() has consumed the cleaned text
        self.status: int | None = None

    @property
    def text(self) -> str:
        """The output without terminal control sequences."""
        return _ANSI.sub("", self.raw)

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(self.fd, 65536)
        except OSError:  # EIO: the program closed the terminal (it ended)
            return False
        if not chunk:
            return False
        self.raw += chunk.decode("utf-8", "replace")
        return True

    def expect(self, needle: str, timeout: float = 30) -> str:
        """Wait until `needle` appears after what was already consumed; return the text up to and including it."""
        deadline = time.monotonic() + timeout
        while True:
            index = self.text.find(needle, self.pos)
            if index >= 0:
                out = self.text[self.pos:index + len(needle)]
                self.pos = index + len(needle)
                return out
            left = deadline - time.monotonic()
            if left <= 0 or (not self._read(min(left, 0.5)) and not self.alive()):
                # one last read in case the program wrote and ended at once
                while self._read(0.05):
                    pass
                if self.text.find(needle, self.pos) >= 0:
                    continue
                raise AssertionError(f"{needle!r} did not appear; output after the last match:\n"
                                     f"{self.text[self.pos:][-3000:]}")

    def drain(self, seconds: float) -> str:
        """Everything written within `seconds` (from the last match on)."""
        end = time.monotonic() + seconds
        while (left := end - time.monotonic()) > 0:
            self._read(left)
        return self.text[self.pos:]

    def send(self, text: str) -> None:
        os.write(self.fd, text.encode())

    def line(self, text: str) -> None:
        self.send(text + "\r")

    def ctrl_c(self) -> None:
        self.send("\x03")

    def alive(self) -> bool:
        if self.status is not None:
            return False
        pid, status = os.waitpid(self.pid, os.WNOHANG)
        if pid == 0:
            return True
        self.status = os.waitstatus_to_exitcode(status)
        return False

    def wait(self, timeout: float = 20) -> int:
        deadline = time.monotonic() + timeout
        while self.alive():
            if time.monotonic() > deadline:
                raise AssertionError("the program did not end")
            self._read(0.1)
        return self.status

    def close(self) -> None:
        if self.alive():
            os.kill(self.pid, signal.SIGKILL)
            self.wait()
        os.close(self.fd)
