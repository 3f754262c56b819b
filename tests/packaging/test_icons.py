"""Icons: the scalable SVG, the symbolic ones, and PNG renderings at every hicolor size that match a fresh
rendering of the SVG (so a changed SVG without re-running packaging/render_icons.py is caught)."""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET

import pytest

from reos_desktop import APP_ID
from reos_desktop.integration import HICOLOR_SIZES, icon_files

from .conftest import REPO, png_size

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ICONS = REPO / "resources" / "icons"


def test_every_installed_icon_exists():
    for source, _ in icon_files():
        assert source.is_file(), source


@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_png_at_each_hicolor_size_has_that_size(size):
    png = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert png_size(png) == (size, size)


def test_hicolor_folder_has_no_strays():
    folders = sorted(p.name for p in (ICONS / "hicolor").iterdir())
    assert folders == sorted(f"{s}x{s}" for s in HICOLOR_SIZES)


@pytest.mark.parametrize("name", [f"{APP_ID}-symbolic.svg"] + [f"reos-tray-{state}-symbolic.svg"
                                                               for state in ("idle", "working", "failing")])
def test_symbolic_icons_are_16px_single_colour_svgs(name):
    root = ET.parse(ICONS / name).getroot()
    assert root.get("viewBox") == "0 0 16 16"
    colours = {el.get(attr) for el in root.iter() for attr in ("fill", "stroke") if el.get(attr) not in (None, "none")}
    # Themes recolour #bebebe to the panel's foreground; only the failing tray state keeps a red mark on top.
    assert "#bebebe" in colours
    assert colours <= ({"#bebebe", "#e5484d"} if "failing" in name else {"#bebebe"}), colours


@pytest.mark.gui
@pytest.mark.parametrize("size", HICOLOR_SIZES)
def test_committed_png_matches_a_fresh_rendering_of_the_svg(qapp, size):
    import importlib.util

    from PySide6.QtGui import QImage

    spec = importlib.util.spec_from_file_location("render_icons", REPO / "packaging" / "render_icons.py")
    render_icons = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(render_icons)
    fresh = render_icons.render(size).convertToFormat(QImage.Format.Format_RGBA8888)
    committed = QImage(str(render_icons.png_path(size))).convertToFormat(QImage.Format.Format_RGBA8888)
    assert (committed.width(), committed.height()) == (fresh.width(), fresh.height()) == (size, size)
    a, b = bytes(fresh.constBits()), bytes(committed.constBits())
    # Small differences come from antialiasing in other Qt versions; a changed drawing moves many pixels far.
    far = sum(1 for x, y in zip(a, b) if abs(x - y) > 24)
    assert far <= len(a) * 0.01, f"{far} of {len(a)} channel values differ: run packaging/render_icons.py"
