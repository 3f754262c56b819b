"""AppStream metainfo: valid for appstreamcli, and everything it names (desktop id, binary, screenshots,
release) matches the app."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from urllib.parse import urlparse

from reos_desktop import APP_ID, __version__
from reos_desktop.cli.main import build_parser

from .conftest import PACKAGING, REPO, need, png_size

METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"


def test_appstreamcli_validates_it():
    result = subprocess.run([need("appstreamcli", "appstream"), "validate", "--no-net", str(METAINFO)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    # Errors (E:) and warnings (W:) fail; infos and pedantic notes about newer tags may stay.
    assert not [line for line in result.stdout.splitlines() if line.startswith(("E:", "W:"))], result.stdout


def test_identity_launchable_and_provides():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert (PACKAGING / root.findtext("launchable")).is_file()
    assert root.findtext("provides/binary") == "reos" == build_parser().prog
    assert root.find("developer/name").text.strip()
    assert root.find("content_rating").get("type").startswith("oars-")
    assert [p for p in root.iterfind("description/p") if p.text and p.text.strip()]


def test_newest_release_is_this_version():
    root = ET.parse(METAINFO).getroot()
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == __version__
    assert releases[0].get("date")


def test_screenshots_are_the_rendered_ones_in_docs_with_their_real_size():
    root = ET.parse(METAINFO).getroot()
    images = root.findall("screenshots/screenshot/image")
    assert len(images) >= 3
    assert [s.get("type") for s in root.findall("screenshots/screenshot")].count("default") == 1
    for image in images:
        url = urlparse(image.text.strip())
        assert url.scheme == "https"
        relative = url.path.split("/main/", 1)[1]  # .../<owner>/<repo>/main/docs/screenshots/x.png
        local = REPO / relative
        assert local.is_file() and local.parent == REPO / "docs" / "screenshots", relative
        assert png_size(local) == (int(image.get("width")), int(image.get("height"))), relative
