"""HTML to PDF with Qt's rich-text engine: the PDF evidence report is laid out by QTextDocument and
written by QPdfWriter (A4, real text, fonts embedded), so the PDF reads like the HTML report.

`reos_desktop.report` calls this lazily, only when a PDF is asked for: the report package itself stays
Qt-free. Outside the GUI there is no QGuiApplication yet; one is made on the offscreen platform (no
display is needed to write a PDF).
"""

from __future__ import annotations

_APP = None  # the application made here, kept alive for the process


def _ensure_gui_application():
    global _APP
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    app = QCoreApplication.instance()
    if app is None:
        # A QApplication, not just a QGuiApplication: Qt allows one application object per process, and
        # widgets made later in the same process (the main window after an export) need the full one.
        app = _APP = QApplication(["reos-report", "-platform", "offscreen"])
    return app


def html_to_pdf(html: str, path: str, title: str = "") -> None:
    _ensure_gui_application()
    from PySide6.QtCore import QMarginsF, QSizeF
    from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

    from reos_desktop import APP_NAME

    writer = QPdfWriter(path)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(96)
    writer.setTitle(title)
    writer.setCreator(APP_NAME)
    document = QTextDocument()
    document.setDocumentMargin(0)
    from reos_desktop.ui.style import screen_text

    document.setHtml(screen_text(html))
    layout = writer.pageLayout()
    rect = layout.paintRectPixels(writer.resolution())
    document.setPageSize(QSizeF(rect.width(), rect.height()))
    document.print_(writer)
