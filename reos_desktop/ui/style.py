"""Colours, icons and fonts, derived from the system palette so the app reads in light and dark mode.

Status and confidence colours come from report/vocabulary.py (the same hues the reports use), in the
variant meant for the current background.
"""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QIcon, QPalette

from reos_desktop import paths
from reos_desktop.report import vocabulary


def is_dark(palette: QPalette | None = None) -> bool:
    """True when the window background is dark (the system's dark mode, or a dark theme)."""
    app = QGuiApplication.instance()
    if palette is None and app is not None:
        hints = app.styleHints()
        scheme = getattr(hints, "colorScheme", None)
        if scheme is not None:
            value = scheme()
            if value == Qt.ColorScheme.Dark:
                return True
            if value == Qt.ColorScheme.Light:
                return False
    palette = palette or (app.palette() if app is not None else QPalette())
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def use_dark_palette(app) -> None:
    """The Fusion style with a dark palette: what a dark desktop theme hands the app (for screenshots and
    for checking that every colour here reads on dark)."""
    from PySide6.QtWidgets import QStyleFactory

    app.setStyle(QStyleFactory.create("Fusion"))
    palette = QPalette()
    roles = QPalette.ColorRole
    for role, color in ((roles.Window, "#2b2b2b"), (roles.WindowText, "#e6e6e6"), (roles.Base, "#1f1f1f"),
                        (roles.AlternateBase, "#262626"), (roles.Text, "#e6e6e6"), (roles.Button, "#353535"),
                        (roles.ButtonText, "#e6e6e6"), (roles.Highlight, "#3d6fb6"), (roles.HighlightedText, "#ffffff"),
                        (roles.ToolTipBase, "#353535"), (roles.ToolTipText, "#e6e6e6"), (roles.Link, "#8ab4f8"),
                        (roles.PlaceholderText, "#9a9a9a"), (roles.Mid, "#444444"), (roles.Dark, "#1a1a1a")):
        palette.setColor(role, QColor(color))
    palette.setColor(QPalette.ColorGroup.Disabled, roles.ButtonText, QColor("#7a7a7a"))
    palette.setColor(QPalette.ColorGroup.Disabled, roles.Text, QColor("#7a7a7a"))
    app.setPalette(palette)


def status_color(status: str, palette: QPalette | None = None) -> QColor:
    return QColor(vocabulary.status_color(status, is_dark(palette)))


def confidence_color(confidence: float | None, palette: QPalette | None = None) -> QColor:
    return QColor(vocabulary.confidence_color(confidence, is_dark(palette)))


def tint(color: QColor, palette: QPalette | None = None, alpha: int = 40) -> QColor:
    """A faint background of `color` that text in the palette's own text colour still reads on."""
    out = QColor(color)
    out.setAlpha(alpha)
    return out


def muted_text(palette: QPalette | None = None) -> QColor:
    app = QGuiApplication.instance()
    palette = palette or (app.palette() if app is not None else QPalette())
    return palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.PlaceholderText)


def monospace_font() -> QFont:
    font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
    return font


# Fonts that carry the hourglass; without one of them it would show as an empty box.
_HOURGLASS_FONTS = ("Noto Color Emoji", "Noto Emoji", "Noto Sans Symbols", "Noto Sans Symbols 2", "Symbola",
                    "Twemoji", "Segoe UI Symbol", "Apple Color Emoji", "JoyPixels")
HOURGLASS_FALLBACK = "◷"


@lru_cache(maxsize=None)
def hourglass_renders() -> bool:
    from PySide6.QtGui import QFontMetrics

    if QFontMetrics(QFont()).inFontUcs4(0x231B):
        return True
    families = set(QFontDatabase.families())
    return any(name in families for name in _HOURGLASS_FONTS)


def status_mark(status: str) -> str:
    """The status sign (✓ ✗ ? ⌛ ≠ ~), with a clock face for ⌛ where no installed font can draw it."""
    mark = vocabulary.STATUS_MARKS.get(status, "?")
    if mark == "⌛" and not hourglass_renders():
        return HOURGLASS_FALLBACK
    return mark


def screen_text(text: str) -> str:
    """Text with the status signs this machine can draw."""
    return text if hourglass_renders() else text.replace("⌛", HOURGLASS_FALLBACK)


def icon_path(name: str) -> str:
    return str(paths.resources_dir() / "icons" / name)


@lru_cache(maxsize=None)
def app_icon() -> QIcon:
    icon = QIcon.fromTheme("io.github.reos_desktop.ReOS")
    if icon.isNull():
        icon = QIcon(icon_path("io.github.reos_desktop.ReOS.svg"))
    return icon


@lru_cache(maxsize=None)
def tray_icon(state: str = "idle") -> QIcon:
    """The symbolic tray icon: idle, working (a question or check is running) or failing (a check says no,
    or the model is unreachable)."""
    return QIcon(icon_path(f"reos-tray-{state}-symbolic.svg"))


def badge_style(color: QColor) -> str:
    """A pill-shaped label in `color`: a coloured border and text on a faint tint of it."""
    return (f"QLabel, QToolButton {{ color: {color.name()}; border: 1px solid {color.name()}; border-radius: 9px;"
            f" padding: 1px 8px; background: rgba({color.red()}, {color.green()}, {color.blue()}, 28); }}")
