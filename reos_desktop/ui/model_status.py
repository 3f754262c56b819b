"""Which model answers, and whether it can be reached: checked on a worker at start, every few minutes,
after a settings change and after a turn reports the server unreachable."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, QTimer, Signal, Slot

CHECK_EVERY_MS = 120_000


@dataclass
class ModelState:
    provider: str
    model: str
    url: str
    reachable: bool | None      # None: not checked yet, or nothing to reach (offline provider)
    message: str                # one line for the status bar
    offline: bool = False       # answers come from the offline engine

    @property
    def summary(self) -> str:
        if self.offline:
            return "Offline mode: answers come from the built-in offline engine, without a model"
        where = f"{self.provider} · {self.model}"
        if self.reachable is None:
            return f"{where} · checking…"
        return f"{where} · {'reachable' if self.reachable else 'unreachable'}"


def check_model(settings) -> ModelState:
    """Runs on a worker: ask the provider's server whether it answers (a short timeout)."""
    from reos_desktop.agent.providers import make_provider

    if settings.provider == "offline":
        return ModelState("offline", "offline", "", None, "offline mode", offline=True)
    url = {"ollama": settings.ollama_url, "openai": settings.openai_url,
           "anthropic": settings.anthropic_url}.get(settings.provider, "")
    try:
        provider = make_provider(settings)
        problem = provider.health(timeout=3.0)
    except Exception as err:
        from reos_desktop.ui.workers import one_sentence

        problem = one_sentence(err)
    if problem:
        fallback = " — questions are answered offline until it is back" if settings.offline_fallback else ""
        return ModelState(settings.provider, settings.model_name, url, False, problem + fallback)
    return ModelState(settings.provider, settings.model_name, url, True, f"{settings.provider} at {url} answers")


class ModelStatus(QObject):
    changed = Signal(object)   # ModelState

    def __init__(self, settings_source, parent=None):
        super().__init__(parent)
        self._settings_source = settings_source
        self._job = None
        self._again = False
        settings = settings_source()
        self.state = ModelState(settings.provider, settings.model_name, "", None, "checking…",
                                offline=settings.provider == "offline")
        self._timer = QTimer(self)
        self._timer.setInterval(CHECK_EVERY_MS)
        self._timer.timeout.connect(self.check)

    def start(self) -> None:
        self.check()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def check(self) -> None:
        if self._job is not None:
            self._again = True
            return
        from reos_desktop.ui.workers import start_call

        settings = self._settings_source()
        self.state = ModelState(settings.provider, settings.model_name, "", None, "checking…",
                                offline=settings.provider == "offline")
        self.changed.emit(self.state)
        self._job = start_call(check_model, settings, on_done=self._done, on_failed=self._failed, name="model-health")

    @Slot(object)
    def _done(self, state: ModelState) -> None:
        self._job = None
        self.state = state
        self.changed.emit(state)
        if self._again:
            self._again = False
            self.check()

    @Slot(str)
    def _failed(self, message: str) -> None:
        settings = self._settings_source()
        self._done(ModelState(settings.provider, settings.model_name, "", False, message))
