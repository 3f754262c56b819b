"""Errors that reach the user as one clear sentence and an exit code, never a traceback."""


class ReosError(Exception):
    """A problem the user can act on. `str(err)` is the one sentence shown."""

    exit_code = 2

    def __init__(self, message: str, exit_code: int | None = None):
        super().__init__(message)
        if exit_code is not None:
            self.exit_code = exit_code


class UsageError(ReosError):
    """Bad input: an unknown name, a malformed argument, a path outside the sandbox."""

    exit_code = 2
