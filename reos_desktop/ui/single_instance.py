"""One instance per user (and per REOS_HOME): a second launch hands its wish ("show", "quick-ask", "run-checks", "minimized") to
the running app over a local socket and exits.

The socket name comes from the APP_ID, the user id and a short hash of the data folder, so tests with
their own REOS_HOME never meet the user's real instance.
"""

from __future__ import annotations

import hashlib
import os

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from reos_desktop import APP_ID, paths

MESSAGES = ("show", "quick-ask", "minimized", "run-checks")


def server_name() -> str:
    folder = str(paths.data_dir().resolve())
    return f"{APP_ID}-{os.getuid()}-{hashlib.sha256(folder.encode()).hexdigest()[:10]}"


def send_to_running(message: str, timeout_ms: int = 500) -> bool:
    """True when an instance is running and took the message."""
    socket = QLocalSocket()
    socket.connectToServer(server_name())
    if not socket.waitForConnected(timeout_ms):
        return False
    socket.write(message.encode() + b"\n")
    socket.waitForBytesWritten(timeout_ms)  # False when flushed already: the answer below is what counts
    # The running app answers "ok" once it has taken the message.
    acknowledged = socket.waitForReadyRead(timeout_ms) and bytes(socket.readAll().data()).startswith(b"ok")
    socket.disconnectFromServer()
    return acknowledged


class InstanceServer(QObject):
    message = Signal(str)   # one of MESSAGES

    def __init__(self, parent=None):
        super().__init__(parent)
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._connection)

    def listen(self) -> bool:
        name = server_name()
        if self.server.listen(name):
            return True
        # A socket file left by an instance that crashed: nobody answers on it, so it can go.
        QLocalServer.removeServer(name)
        return self.server.listen(name)

    def close(self) -> None:
        self.server.close()

    def _connection(self) -> None:
        socket = self.server.nextPendingConnection()
        if socket is None:
            return
        socket.readyRead.connect(lambda: self._read(socket))
        socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        while socket.canReadLine():
            text = bytes(socket.readLine()).decode(errors="replace").strip()
            if text in MESSAGES:
                socket.write(b"ok\n")
                socket.flush()
                self.message.emit(text)
