"""ReOS Desktop: answers about a Linux machine, grounded in evidence read from it."""

__version__ = "0.1.0"

# One application id, used for the desktop entry, AppStream, icons and the single-instance socket.
APP_ID = "io.github.reos_desktop.ReOS"
APP_NAME = "ReOS Desktop"
