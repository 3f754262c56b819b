"""PySide6 user interface: the only package that imports Qt.

pydantic (through the evidence models) is imported here, before any Qt module: Qt for Python hooks every
import made after it is loaded, and a first import of pydantic on a worker thread while another thread
imports something else can then fail half-way ("partially initialized module"). Imported first, it is
already complete when the worker threads start.
"""

import reos_desktop.evidence.models  # noqa: F401  (see above; also needed by every tool and chat turn)
