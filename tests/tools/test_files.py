"""The file sandbox, paginated reads and recently changed files, on files the test makes."""

from __future__ import annotations

import os
import time

import pytest

from reos_desktop.errors import UsageError
from reos_desktop.tools.registry import get_registry

from . import secrets_planted as planted


def _read(**args):
    return get_registry().run("linux_file_read", args)


def test_pagination_header_in_the_seed_style(tmp_path):
    log = tmp_path / "big.log"
    log.write_text("".join(f"line {n}\n" for n in range(1, 12035)))
    first = _read(path=str(log))
    assert first.data["header"] == f"[{log}: lines 1–500 of 12,034] (11,534 more lines, use offset=500 to continue)"
    assert first.data["lines"][0] == "line 1" and first.data["lines"][-1] == "line 500"
    assert first.data["total_lines"] == 12034 and first.complete is False
    assert first.data["truncated"]["lines"] == first.data["header"]

    last = _read(path=str(log), offset=12000, limit=500)
    assert last.data["header"] == f"[{log}: lines 12,001–12,034 of 12,034]"
    assert last.data["lines"][-1] == "line 12034" and len(last.data["lines"]) == 34

    beyond = _read(path=str(log), offset=20000)
    assert beyond.data["lines"] == [] and beyond.data["header"] == f"[{log}: no lines at offset 20000 of 12,034]"


def test_a_whole_small_file_is_complete(tmp_path):
    conf = tmp_path / "app.conf"
    conf.write_text("listen 8080\nworkers 4")  # no newline at the end
    item = _read(path=str(conf))
    assert item.complete and item.data["lines"] == ["listen 8080", "workers 4"] and item.data["total_lines"] == 2


@pytest.mark.parametrize("path, reason", [
    ("/etc/shadow", "it holds password hashes"),
    ("/etc/gshadow", "it holds password hashes"),
    ("/proc/self/environ", "environment and memory"),
    ("/proc/kcore", "kernel memory"),
    ("/dev/null", "it is a device"),
    ("/usr/bin/ps", "outside the readable folders"),
    ("/etc/ssh/ssh_host_ed25519_key", "SSH host private key"),
    ("/root/.ssh/id_rsa", "SSH private key"),
    ("/home/alice/.gnupg/pubring.kbx", "GPG keyring"),
    ("/home/alice/.local/share/keyrings/login.keyring", "keyring"),
    ("/home/alice/.mozilla/firefox/abc.default/logins.json", "browser profile"),
    ("/home/alice/.config/google-chrome/Default/Cookies", "browser profile"),
    ("/srv/app/.env", "environment file"),
    ("/root/.netrc", "credentials file"),
    ("/etc/ssl/private/server.key", "private-key folder"),
    ("/opt/app/tls/server-key.pem", "key file"),
])
def test_secret_stores_and_outside_paths_are_refused(path, reason):
    with pytest.raises(UsageError, match=reason) as caught:
        _read(path=path)
    assert str(caught.value).startswith(f"linux_file_read: reading {path}")


def test_symlinks_and_dotdot_are_resolved_before_the_check(tmp_path):
    link = tmp_path / "innocent.txt"
    link.symlink_to("/etc/shadow")
    with pytest.raises(UsageError, match=rf"reading {link} \(which is /etc/shadow\) is refused"):
        _read(path=str(link))
    with pytest.raises(UsageError, match=r"\(which is /etc/gshadow\) is refused"):
        _read(path=str(tmp_path) + "/.." * len(tmp_path.parts) + "/etc/gshadow")
    env_link = tmp_path / "env"
    env_link.symlink_to(f"/proc/{os.getpid()}/environ")
    with pytest.raises(UsageError, match="environment and memory"):
        _read(path=str(env_link))


def test_binary_files_folders_and_missing_files_are_errors(tmp_path):
    blob = tmp_path / "blob.bin"
    blob.write_bytes(b"\x7fELF\x00\x01\x02" * 100)
    assert _read(path=str(blob)).error == f"{blob} is a binary file; only text files are read"
    assert _read(path=str(tmp_path)).error.endswith("is a folder; linux_file_changes lists what is in one")
    missing = _read(path=str(tmp_path / "nope"))
    assert missing.error == f"{tmp_path / 'nope'} does not exist" and missing.complete is False


def test_secrets_in_a_file_are_redacted_and_key_blocks_keep_line_numbers(tmp_path):
    conf = tmp_path / "deploy.conf"
    conf.write_text(planted.TEXT + "\nlast line\n")
    item = _read(path=str(conf))
    assert planted.leaked(item.model_dump_json()) == []
    lines = item.data["lines"]
    assert len(lines) == item.data["total_lines"] == len((planted.TEXT + "\nlast line").splitlines())
    assert lines[-1] == "last line"
    begin = next(i for i, line in enumerate(lines) if "-----BEGIN RSA PRIVATE KEY-----" in line)
    assert lines[begin + 1] == lines[begin + 2] == "[REDACTED:private-key]"
    assert lines[begin + 3] == "-----END RSA PRIVATE KEY-----"
    # A page that starts inside the block still shows no key material.
    middle = _read(path=str(conf), offset=begin + 1, limit=1)
    assert middle.data["lines"] == ["[REDACTED:private-key]"]


def test_proc_files_are_readable(tmp_path):
    item = _read(path="/proc/meminfo", limit=3)
    assert item.data["lines"][0].startswith("MemTotal:") and item.data["total_lines"] > 3


def test_file_changes_lists_recent_files_newest_first(tmp_path):
    old = tmp_path / "old.conf"
    old.write_text("old")
    two_hours_ago = time.time() - 7200
    os.utime(old, (two_hours_ago, two_hours_ago))
    (tmp_path / "sub").mkdir()
    first = tmp_path / "sub" / "first.conf"
    first.write_text("1")
    os.utime(first, (time.time() - 60, time.time() - 60))
    second = tmp_path / "second.conf"
    second.write_text("22")
    item = get_registry().run("linux_file_changes", {"root": str(tmp_path), "since_minutes": 30})
    assert [f["path"] for f in item.data["files"]] == [str(second), str(first)]
    assert item.data["files"][0]["size_bytes"] == 2 and item.complete
    cut = get_registry().run("linux_file_changes", {"root": str(tmp_path), "since_minutes": 30, "limit": 1})
    assert [f["path"] for f in cut.data["files"]] == [str(second)] and cut.complete is False
    assert cut.data["truncated"]["files"] == ("(1 more changed files not shown; use a smaller since_minutes= "
                                              "or a narrower root=)")


def test_file_changes_refuses_virtual_and_outside_roots():
    with pytest.raises(UsageError, match="virtual file system"):
        get_registry().run("linux_file_changes", {"root": "/proc"})
    with pytest.raises(UsageError, match="outside the readable folders"):
        get_registry().run("linux_file_changes", {"root": "/usr/bin"})
