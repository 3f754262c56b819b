"""Settings layering: flags > environment > config file > defaults."""

from __future__ import annotations

import argparse

import pytest

from reos_desktop.config import load_settings, read_config_file, save_settings
from reos_desktop.errors import UsageError


def test_defaults(reos_home):
    s = load_settings(environ={})
    assert (s.provider, s.model_name, s.ollama_url, s.max_iterations, s.timeout) == \
        ("ollama", "qwen2.5:3b", "http://localhost:11434", 8, 120.0)
    assert s.origins["provider"] == "default"


def test_file_then_env_then_flags(reos_home):
    (reos_home / "config.toml").write_text('provider = "openai"\nmodel = "from-file"\ntimeout = 30\n'
                                           '[[saved_checks]]\npredicate = "nginx is running"\ninterval_seconds = 60\n')
    s = load_settings(environ={})
    assert (s.provider, s.model, s.timeout, s.origins["model"]) == ("openai", "from-file", 30.0, "file")
    assert s.saved_checks == [{"predicate": "nginx is running", "interval_seconds": 60}]
    s = load_settings(environ={"REOS_MODEL": "from-env", "OLLAMA_HOST": "0.0.0.0:9999"})
    assert (s.model, s.origins["model"], s.ollama_url) == ("from-env", "env", "http://127.0.0.1:9999")
    flags = argparse.Namespace(provider="offline", model="from-flag", max_iterations=3, timeout=None, config=None)
    s = load_settings(flags, environ={"REOS_MODEL": "from-env"})
    assert (s.provider, s.model, s.max_iterations, s.timeout) == ("offline", "from-flag", 3, 30.0)


def test_reos_ollama_url_wins_over_ollama_host(reos_home):
    s = load_settings(environ={"REOS_OLLAMA_URL": "http://127.0.0.1:1234/", "OLLAMA_HOST": "other:1"})
    assert s.ollama_url == "http://127.0.0.1:1234"


@pytest.mark.parametrize("text,needle", [("provider = 'nope'\n", "unknown provider"), ("bogus = 1\n", "unknown setting"),
                                         ("timeout = 'abc'\n", "must be a float"), ("provider = \n", "not valid TOML")])
def test_bad_config_is_one_clear_sentence(reos_home, text, needle):
    (reos_home / "config.toml").write_text(text)
    with pytest.raises(UsageError, match=needle):
        load_settings(environ={})


def test_save_settings_round_trips_and_keeps_other_keys(reos_home):
    (reos_home / "config.toml").write_text('timeout = 45\n')
    path = save_settings({"provider": "anthropic", "anthropic_api_key": "sk-ant-x",
                          "saved_checks": [{"predicate": "a \"b\"", "interval_seconds": 10}]})
    data = read_config_file(path)
    assert data["timeout"] == 45 and data["provider"] == "anthropic"
    assert data["saved_checks"][0]["predicate"] == 'a "b"'
    assert (path.stat().st_mode & 0o777) == 0o600
    assert load_settings(environ={}).public_dict()["anthropic_api_key"] == "set (hidden)"
