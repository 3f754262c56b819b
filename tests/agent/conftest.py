"""The scripted model server fixture lives in tests/conftest.py; settings_for in model_server.py."""

from .model_server import settings_for  # noqa: F401  (tests import it from here)
