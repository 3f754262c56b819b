"""The one redaction function: every planted secret goes, ordinary text stays."""

from __future__ import annotations

import pytest

from reos_desktop.redact import redact, redact_data, redact_lines, redact_with_count

from . import secrets_planted as planted


def test_every_planted_secret_is_removed_from_text():
    cleaned = redact(planted.TEXT)
    assert planted.leaked(cleaned) == []
    # What was removed is named, so a reader knows something was there.
    for label in ("github-token", "aws-access-key", "gitlab-token", "slack-token", "openai-key", "anthropic-key",
                  "google-api-key", "jwt", "private-key", "credential"):
        assert f"[REDACTED:{label}]" in cleaned, label
    assert "https://deployer:[REDACTED]@git.example.org" in cleaned


@pytest.mark.parametrize("secret", planted.ALL)
def test_each_secret_alone_in_a_sentence(secret):
    if secret == planted.PRIVATE_KEY_BODY:
        text = f"key follows\n{planted.PRIVATE_KEY}\nend"
    elif secret in (planted.PASSWORD,):
        text = f"mysql -u root -p{secret} shop"
    elif secret == planted.URL_PASSWORD:
        text = f"redis://default:{secret}@cache:6379/0"
    elif secret == planted.BEARER:
        text = f"Proxy-Authorization: Bearer {secret}"
    elif secret == planted.AWS_SECRET:
        text = f"aws_secret_access_key = {secret}"
    else:
        text = f"value {secret} end"
    assert secret not in redact(text)


def test_key_value_forms():
    samples = {
        "PGPASSWORD=pw-one-1 psql": "pw-one-1",
        '{"password": "pw-two-2", "user": "bob"}': "pw-two-2",
        "db_pass: 'pw-three-3'": "pw-three-3",
        "sshpass -p pw-four-4 ssh host": "pw-four-4",
        "--api-key pw-five-5": "pw-five-5",
        "client_secret=pw-six-6&grant=x": "pw-six-6",
        "X-Auth-Token: pw-seven-7": "pw-seven-7",
    }
    for text, secret in samples.items():
        assert secret not in redact(text), text


def test_an_unterminated_key_block_is_redacted_to_the_end():
    cut_short = "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\nmore"
    assert "b3BlbnNzaC1rZXktdjE" not in redact(cut_short)


def test_ordinary_text_is_left_alone():
    ordinary = [
        "sudo: alice : TTY=pts/0 ; PWD=/home/alice ; USER=root ; COMMAND=/usr/bin/apt update",
        "container 4f66ad9a0b2e sha256:3b25b682ea82b2db3cc4fd48db818be788ee3f902ac7378090cf2624ec2442df",
        "prompt tokens: 512, 14 tests passed: 14",
        "nginx: worker process",
        "/usr/sbin/sshd -D -o PasswordAuthentication=no",
        "https://example.org/path?page=2",
        "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----",
    ]
    for text in ordinary:
        assert redact(text) == text


def test_redaction_is_idempotent_and_counted():
    once, count = redact_with_count(planted.TEXT)
    assert count >= len(planted.ALL) - 1
    twice, again = redact_with_count(once)
    assert twice == once and again == 0


def test_redact_data_walks_nested_json_and_env_lists():
    data = {
        "cmd": f"app --token {planted.GITHUB}",
        "env": [{"name": "DB_PASSWORD", "value": "env-value-1"}, {"name": "LOG_LEVEL", "value": "debug"}],
        "config": {"api_key": "plain-looking-value", "nested": [f"Bearer {planted.BEARER}"]},
        "docker_env": [f"POSTGRES_PASSWORD={planted.PASSWORD}", "TZ=UTC"],
        "count": 3,
    }
    out = redact_data(data)
    flat = repr(out)
    assert planted.leaked(flat) == []
    assert "env-value-1" not in flat and "plain-looking-value" not in flat
    assert out["env"][1] == {"name": "LOG_LEVEL", "value": "debug"}
    assert "TZ=UTC" in out["docker_env"] and out["count"] == 3
    assert data["env"][0]["value"] == "env-value-1"  # the input is not changed in place


def test_a_key_block_spread_over_lines_is_blanked_line_by_line():
    lines = ["before", "app: -----BEGIN EC PRIVATE KEY-----", planted.PRIVATE_KEY_BODY, "second body line",
             "-----END EC PRIVATE KEY----- and token=abc123", "after"]
    out, count = redact_lines(lines)
    assert len(out) == len(lines) and out[0] == "before" and out[-1] == "after"
    assert out[1] == "app: -----BEGIN EC PRIVATE KEY----- [REDACTED:private-key]"
    assert out[2] == out[3] == "[REDACTED:private-key]"
    assert out[4] == "-----END EC PRIVATE KEY----- and token=[REDACTED]"
    assert planted.PRIVATE_KEY_BODY not in repr(out) and count == 4


def test_nsswitch_databases_named_like_secrets_keep_their_services():
    text = "passwd:         files systemd\nshadow:         files\ngshadow: files\nhosts: files dns"
    assert redact(text) == text
    assert redact("passwd: hunter2") == "passwd: [REDACTED]"  # a value that is no lookup service still goes


def test_package_names_that_sound_secret_keep_their_versions():
    data = {"installed_packages": {"passwd": "1:4.13+dfsg1-1", "base-passwd": "3.6.1", "xauth": "1:1.1.2-1"},
            "db_password": "s3cret", "env": [{"name": "API_TOKEN", "value": "abc123"}]}
    cleaned = redact_data(data)
    assert cleaned["installed_packages"] == data["installed_packages"]
    assert cleaned["db_password"] == "[REDACTED]" and cleaned["env"][0]["value"] == "[REDACTED]"
