#!/usr/bin/env python3
"""Renders the scalable app icon to PNGs at the hicolor sizes:
resources/icons/hicolor/<N>x<N>/apps/<APP_ID>.png. Run it after changing the SVG and commit the PNGs
(tests/packaging compares them with a fresh rendering, so a forgotten run is caught).

    QT_QPA_PLATFORM=offscreen .venv/bin/python packaging/render_icons.py [--check]

A build script, not part of the package: it may use Qt (QtSvg) directly.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from reos_desktop import APP_ID  # noqa: E402
from reos_desktop.integration import HICOLOR_SIZES  # noqa: E402

SVG = ROOT / "resources" / "icons" / f"{APP_ID}.svg"


def png_path(size: int, icons: Path = ROOT / "resources" / "icons") -> Path:
    return icons / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render(size: int, svg: Path = SVG):
    """The SVG drawn on a transparent size x size QImage (ARGB32, premultiplied)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    QGuiApplication.instance() or QGuiApplication([sys.argv[0]])
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"render_icons: {svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed PNGs instead of writing")
    args = parser.parse_args(argv)
    from PySide6.QtGui import QImage

    stale = []
    for size in HICOLOR_SIZES:
        image, target = render(size), png_path(size)
        if args.check:
            committed = QImage(str(target))
            same = not committed.isNull() and committed.convertToFormat(image.format()) == image
            if not same:
                stale.append(target)
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        if not image.save(str(target), "PNG"):
            raise SystemExit(f"render_icons: could not write {target}")
        print(f"{target.relative_to(ROOT)}  {size}x{size}")
    for target in stale:
        print(f"stale: {target.relative_to(ROOT)} (run packaging/render_icons.py)")
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
