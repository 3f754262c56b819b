"""Settings: provider, model (listed from the server), server URLs and API keys, the collector interval
and the saved checks. Saved to the config file (mode 0600: it may hold keys) with config.save_settings.
"Start at login" is not a setting in that file: it is the autostart entry itself (integration.py), read
when the dialog opens and written or removed on Save."""

from __future__ import annotations

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGroupBox, QHBoxLayout,
                               QHeaderView, QLabel, QLineEdit, QPushButton, QSpinBox, QTableWidget,
                               QTableWidgetItem, QVBoxLayout)

from reos_desktop.config import DEFAULT_MODELS, PROVIDERS
from reos_desktop.ui.check_verdicts import normalise_checks

ENV_NAMES = {"provider": "REOS_PROVIDER", "model": "REOS_MODEL", "ollama_url": "REOS_OLLAMA_URL or OLLAMA_HOST",
             "openai_url": "REOS_OPENAI_URL", "openai_api_key": "OPENAI_API_KEY",
             "anthropic_api_key": "ANTHROPIC_API_KEY"}


def list_models(settings) -> list[str]:
    """Runs on a worker: the models the chosen provider's server offers."""
    from reos_desktop.agent.providers import make_provider

    provider = make_provider(settings)
    return [] if provider is None else provider.list_models(timeout=5.0)


class SettingsDialog(QDialog):
    def __init__(self, settings, parent=None):
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle("Settings")
        self.setAccessibleName("Settings")
        self.resize(620, 560)
        layout = QVBoxLayout(self)
        model_box = QGroupBox("Model")
        form = QFormLayout(model_box)
        self.provider = QComboBox()
        self.provider.addItems(list(PROVIDERS))
        self.provider.setCurrentText(settings.provider)
        self.provider.setAccessibleName("Provider")
        self.provider.currentTextChanged.connect(self._provider_changed)
        form.addRow("Provider:", self._with_origin(self.provider, "provider"))
        self.model = QComboBox()
        self.model.setEditable(True)
        self.model.setAccessibleName("Model")
        self.model.setCurrentText(settings.model or "")
        self.model.lineEdit().setPlaceholderText(DEFAULT_MODELS.get(settings.provider, ""))
        self.list_button = QPushButton("List models")
        self.list_button.setAccessibleName("List the server's models")
        self.list_button.clicked.connect(self.fetch_models)
        row = QHBoxLayout()
        row.addWidget(self.model, 1)
        row.addWidget(self.list_button)
        form.addRow("Model:", row)
        self.models_note = QLabel("")
        self.models_note.setWordWrap(True)
        form.addRow("", self.models_note)
        self.ollama_url = self._line(settings.ollama_url, "Ollama URL")
        form.addRow("Ollama URL:", self._with_origin(self.ollama_url, "ollama_url"))
        self.openai_url = self._line(settings.openai_url, "OpenAI-compatible URL")
        form.addRow("OpenAI-compatible URL:", self._with_origin(self.openai_url, "openai_url"))
        self.openai_key = self._key(settings, "openai_api_key", "OpenAI API key")
        form.addRow("OpenAI API key:", self.openai_key)
        self.anthropic_key = self._key(settings, "anthropic_api_key", "Anthropic API key")
        form.addRow("Anthropic API key:", self.anthropic_key)
        self.fallback = QCheckBox("Answer offline when the model server cannot be reached")
        self.fallback.setChecked(settings.offline_fallback)
        form.addRow("", self.fallback)
        self.second_opinion = QCheckBox("Second opinion: ask the model about claims the checker cannot read")
        self.second_opinion.setAccessibleName("Second opinion from the model")
        self.second_opinion.setToolTip("Off by default. After each answer, the claims the certainty checker found "
                                       "nothing to read in are sent to the model with the fresh evidence; its "
                                       "verdict counts only when the words it quotes are in that evidence. "
                                       "Costs one more model call per answer.")
        self.second_opinion.setChecked(settings.second_opinion)
        form.addRow("", self.second_opinion)
        layout.addWidget(model_box)
        state_box = QGroupBox("Steady state and checks")
        state_form = QFormLayout(state_box)
        self.interval = QSpinBox()
        self.interval.setRange(1, 24 * 60)
        self.interval.setSuffix(" min")
        self.interval.setValue(max(1, settings.collector_interval_seconds // 60))
        self.interval.setAccessibleName("Collector interval in minutes")
        self.interval.setToolTip("A full re-read of the steady state this often; changes are picked up sooner")
        state_form.addRow("Full re-read every:", self.interval)
        self.checks = QTableWidget(0, 2)
        self.checks.setHorizontalHeaderLabels(["Predicate (e.g. 'nginx is running')", "Every (s)"])
        self.checks.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.checks.setAccessibleName("Saved checks")
        for check in normalise_checks(settings.saved_checks):
            self._add_check(check["predicate"], check["interval_seconds"])
        buttons = QHBoxLayout()
        add, remove = QPushButton("Add check"), QPushButton("Remove check")
        add.clicked.connect(lambda: self._add_check("", 300, edit=True))
        remove.clicked.connect(lambda: self.checks.removeRow(self.checks.currentRow()))
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        state_form.addRow(self.checks)
        state_form.addRow(buttons)
        layout.addWidget(state_box)
        desktop_box = QGroupBox("Desktop")
        desktop_row = QVBoxLayout(desktop_box)
        self.autostart = QCheckBox("Start at login (in the tray)")
        self.autostart.setAccessibleName("Start at login in the tray")
        self.autostart.setToolTip("Adds ReOS to your desktop's autostart: at login it starts with only its tray "
                                  "icon, and runs your saved checks")
        self.autostart_was = self._autostart_now()
        self.autostart.setChecked(self.autostart_was)
        desktop_row.addWidget(self.autostart)
        layout.addWidget(desktop_box)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self._job = None
        self._provider_changed(settings.provider)

    def _line(self, value: str, name: str) -> QLineEdit:
        line = QLineEdit(value or "")
        line.setAccessibleName(name)
        return line

    def _key(self, settings, field: str, name: str) -> QLineEdit:
        line = QLineEdit()
        line.setEchoMode(QLineEdit.EchoMode.Password)
        line.setAccessibleName(name)
        origin = settings.origins.get(field, "default")
        if getattr(settings, field):
            line.setPlaceholderText(f"set in the environment ({ENV_NAMES[field]})" if origin == "env"
                                    else "set (hidden); type to replace")
        else:
            line.setPlaceholderText(f"not set (or set {ENV_NAMES[field]})")
        return line

    def _with_origin(self, widget, field: str):
        if self.settings.origins.get(field) not in ("env", "flag"):
            return widget
        row = QHBoxLayout()
        row.addWidget(widget, 1)
        note = QLabel(f"(now from ${ENV_NAMES[field]}, which wins over this file)")
        note.setWordWrap(True)
        row.addWidget(note)
        return row

    def _add_check(self, predicate: str, interval: int, edit: bool = False) -> None:
        row = self.checks.rowCount()
        self.checks.insertRow(row)
        self.checks.setItem(row, 0, QTableWidgetItem(predicate))
        self.checks.setItem(row, 1, QTableWidgetItem(str(interval)))
        if edit:
            self.checks.setCurrentCell(row, 0)
            self.checks.editItem(self.checks.item(row, 0))

    def _provider_changed(self, provider: str) -> None:
        self.model.lineEdit().setPlaceholderText(DEFAULT_MODELS.get(provider, ""))
        self.list_button.setEnabled(provider != "offline")
        self.model.setEnabled(provider != "offline")

    # -- listing models (on a worker) ----------------------------------------------------------
    def candidate_settings(self):
        """The settings as the dialog shows them now (not saved)."""
        import copy

        s = copy.copy(self.settings)
        s.provider = self.provider.currentText()
        s.model = self.model.currentText().strip() or None
        s.ollama_url = self.ollama_url.text().strip() or s.ollama_url
        s.openai_url = self.openai_url.text().strip() or s.openai_url
        if self.openai_key.text():
            s.openai_api_key = self.openai_key.text()
        if self.anthropic_key.text():
            s.anthropic_api_key = self.anthropic_key.text()
        return s

    def fetch_models(self) -> None:
        if self._job is not None:
            return
        from reos_desktop.ui.workers import start_call

        self.models_note.setText("Asking the server…")
        self.list_button.setEnabled(False)
        self._job = start_call(list_models, self.candidate_settings(), on_done=self._models, on_failed=self._no_models,
                               name="list-models")

    @Slot(object)
    def _models(self, models: list) -> None:
        self._job = None
        self.list_button.setEnabled(True)
        current = self.model.currentText()
        self.model.clear()
        self.model.addItems(models)
        self.model.setCurrentText(current or (models[0] if models else ""))
        self.models_note.setText(f"{len(models)} model(s) on the server." if models else "The server has no models.")

    @Slot(str)
    def _no_models(self, message: str) -> None:
        self._job = None
        self.list_button.setEnabled(True)
        self.models_note.setText(f"Could not list models: {message}")

    # -- saving --------------------------------------------------------------------------------
    def values(self) -> dict:
        """What Save writes to the config file."""
        out = {"provider": self.provider.currentText(), "model": self.model.currentText().strip() or None,
               "ollama_url": self.ollama_url.text().strip() or None, "openai_url": self.openai_url.text().strip() or None,
               "offline_fallback": self.fallback.isChecked(),
               "second_opinion": self.second_opinion.isChecked(),
               "collector_interval_seconds": self.interval.value() * 60}
        if self.openai_key.text():
            out["openai_api_key"] = self.openai_key.text()
        if self.anthropic_key.text():
            out["anthropic_api_key"] = self.anthropic_key.text()
        checks = []
        for row in range(self.checks.rowCount()):
            predicate = (self.checks.item(row, 0).text() if self.checks.item(row, 0) else "").strip()
            interval = self.checks.item(row, 1).text() if self.checks.item(row, 1) else "300"
            if predicate:
                checks.append({"predicate": predicate, "interval_seconds": interval})
        out["saved_checks"] = normalise_checks(checks)
        return out

    def save(self):
        from reos_desktop.config import save_settings

        return save_settings(self.values())

    @staticmethod
    def _autostart_now() -> bool:
        from reos_desktop.integration import autostart_enabled

        try:
            return autostart_enabled()
        except OSError:
            return False

    def apply_autostart(self):
        """Write or remove the autostart entry when the box changed; returns its path (None when off)."""
        from reos_desktop.integration import autostart_file, set_autostart

        wanted = self.autostart.isChecked()
        if wanted == self.autostart_was:
            return autostart_file() if wanted else None
        written = set_autostart(wanted)
        self.autostart_was = wanted
        return written


__all__ = ["SettingsDialog", "list_models", "Qt"]
