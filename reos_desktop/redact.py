"""The one redaction function: secrets are replaced before text reaches a model, a report or the screen.

Every tool result passes through `redact_data` (the registry does it once, at the end), and the tools
also call `redact` where text enters: command lines, log messages, file contents, environment values.
Patterns are specific on purpose (known token shapes, `key=value` with a secret-sounding key, URL
credentials, PEM private-key blocks): a generic "high entropy" rule would eat container ids and hashes
that answers need. The replacement names what was removed, e.g. `[REDACTED:github-token]`, so that a
reader knows something was there.
"""

from __future__ import annotations

import functools
import re
from typing import Any, Callable

MARK = "[REDACTED]"


def _mark(kind: str) -> str:
    return f"[REDACTED:{kind}]"


# A private key block, PEM or PGP. An unterminated block (output cut at a limit) is redacted to the end.
_PRIVATE_KEY = re.compile(
    r"-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----.*?(?:-----END \1-----|\Z)", re.S)

# Known token shapes, most specific first (sk-ant- before sk-).
_TOKENS: list[tuple[str, re.Pattern[str]]] = [
    ("anthropic-key", re.compile(r"\bsk-ant-[A-Za-z0-9]{2,12}-[A-Za-z0-9_\-]{20,}")),
    ("openai-key", re.compile(r"\bsk-(?:proj-|svcacct-|admin-|None-)?[A-Za-z0-9_\-]{20,}")),
    ("github-token", re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255})")),
    ("gitlab-token", re.compile(r"\b(?:glpat|glptt|gldt|glrt|glcbt|glimt|glsoat|gloas|glft)-[A-Za-z0-9_\-]{20,}"
                                r"|\bGR1348941[A-Za-z0-9_\-]{20,}")),
    ("slack-token", re.compile(r"\bxox[abposre]-[A-Za-z0-9\-]{10,}|\bxapp-\d-[A-Za-z0-9\-]{10,}")),
    ("slack-webhook", re.compile(r"https://hooks\.slack\.com/(?:services|workflows)/[A-Za-z0-9/_\-]+")),
    ("aws-access-key", re.compile(r"\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AIPA|ANPA|ANVA|AROA|APKA)[A-Z0-9]{16}\b")),
    ("google-api-key", re.compile(r"\bAIza[0-9A-Za-z_\-]{35}")),
    ("google-oauth", re.compile(r"\bya29\.[0-9A-Za-z_\-]{20,}|\bGOCSPX-[0-9A-Za-z_\-]{20,}")),
    ("jwt", re.compile(r"\beyJ[A-Za-z0-9_\-]{8,}\.eyJ[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]*")),
]

# "Authorization: Bearer abc", "Proxy-Authorization: Basic abc", and a bare "Bearer abc".
_AUTH_HEADER = re.compile(
    r"(?i)\b((?:proxy-)?authorization\s*[:=]\s*[\"']?)(?:(bearer|basic|token|digest|negotiate)\s+)?([^\s\"',;]+)")
_BEARER = re.compile(r"(?i)\b(bearer\s+)([A-Za-z0-9._~+/=\-]{8,})")

# user:password@ in any URL (https, postgres, redis, amqp …); the user name is kept.
_URL_CREDENTIALS = re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://[^/\s:@\"']+):([^/\s\"']+)@")

# Words that, ending a key, make its value a secret. "password_file" or "tokens" do not end in one.
_SECRET_WORD = (r"(?:password|passwd|passphrase|pass|secret|token|api[_\-]?key|apikey|access[_\-]?key"
                r"|secret[_\-]?key|private[_\-]?key|client[_\-]?secret|credentials?|auth)")
# key=value, key: value, "key": "value" — the key may have any prefix (DB_PASSWORD, aws_secret_access_key).
_KEY_VALUE = re.compile(
    r"(?i)(?<![A-Za-z0-9])([\"']?[A-Za-z0-9_.\-]*?" + _SECRET_WORD + r"[\"']?\s*(?:=|:(?!//))\s*)"
    r"(\"[^\"\n]*\"|'[^'\n]*'|[^\s,;&\"'}\]]+)")
# --password value, --api-key value, -password value (a flag ending in a secret word, then a space).
_FLAG_VALUE = re.compile(r"(?i)(?<!\S)(--?[A-Za-z0-9\-]*?" + _SECRET_WORD + r")(\s+)(?!-)(\S+)")
# mysql -pSECRET and sshpass -p SECRET: the password glued to or following -p.
_MYSQL_P = re.compile(r"(?i)\b((?:mysql|mysqldump|mysqladmin|mariadb|mariadb-dump)\b[^\n]*?\s-p)([^\s-]\S*)")
_SSHPASS_P = re.compile(r"(?i)\b(sshpass\b[^\n]*?\s-p\s*)(\S+)")


def _keep_quotes(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[0] + MARK + value[0]
    return MARK


# nsswitch.conf says "passwd: files systemd": the databases named like secrets, their values the
# lookup services. Those service words are never redacted after those keys.
_NSS_DATABASES = {"passwd", "shadow", "gshadow"}
_NSS_SERVICES = {"files", "compat", "systemd", "sss", "ldap", "nis", "nisplus", "db", "winbind", "altfiles",
                 "cache", "extrausers", "mymachines", "resolve", "myhostname", "dns", "usrfiles"}


def _sub_key_value(match: re.Match[str]) -> str:
    value = match.group(2)
    if value.startswith("[REDACTED") or value in ("''", '""'):
        return match.group(0)
    key = match.group(1).strip(" \t\"':=").lower()
    if key in _NSS_DATABASES and value.lower() in _NSS_SERVICES:
        return match.group(0)
    return match.group(1) + _keep_quotes(value)


def _sub_auth(match: re.Match[str]) -> str:
    scheme = match.group(2)
    if match.group(3).startswith("[REDACTED"):
        return match.group(0)
    return match.group(1) + (f"{scheme} " if scheme else "") + _mark("credential")


def _sub_bearer(match: re.Match[str]) -> str:
    if match.group(2).startswith("[REDACTED"):
        return match.group(0)
    return match.group(1) + _mark("credential")


def _sub_flag(match: re.Match[str]) -> str:
    if match.group(3).startswith("[REDACTED"):
        return match.group(0)
    return match.group(1) + match.group(2) + MARK


# A cheap pre-check: text with none of these fragments cannot match any rule, so most strings
# (process names, paths, plain log lines) skip the regexes entirely.
_HINTS = re.compile(
    r"(?i)private key|sk-|gh[pousr]_|github_pat|gl[a-z]{2,4}-|GR1348941|xox|xapp-|hooks\.slack|AKIA|ASIA|A[BCGINP][A-Z]{2}[A-Z0-9]{16}"
    r"|AIza|ya29\.|GOCSPX|eyJ|auth|bearer|://[^/\s]*@|pass|secret|token|key|credential|sshpass|-p")


def redact_with_count(text: str) -> tuple[str, int]:
    """`redact`, also returning how many secrets were replaced (tools report it in their data)."""
    if not text:
        return text, 0
    if len(text) <= _CACHED_LENGTH:
        return _redact_cached(text)
    return _redact_uncached(text)


# The same short strings (process names, unit names, paths, log prefixes) come through again and again,
# every turn; remembering their result keeps redaction off the agent loop's profile. Long texts (file
# pages) are not kept.
_CACHED_LENGTH = 2048


@functools.lru_cache(maxsize=16384)
def _redact_cached(text: str) -> tuple[str, int]:
    return _redact_uncached(text)


def _redact_uncached(text: str) -> tuple[str, int]:
    if not _HINTS.search(text):
        return text, 0
    count = 0

    def counted(replacement: str | Callable[[re.Match[str]], str]):
        def sub(match: re.Match[str]) -> str:
            nonlocal count
            out = replacement(match) if callable(replacement) else match.expand(replacement)
            if out != match.group(0):
                count += 1
            return out
        return sub

    text = _PRIVATE_KEY.sub(counted(lambda m: f"-----BEGIN {m.group(1)}-----{_mark('private-key')}"
                                              f"-----END {m.group(1)}-----"), text)
    for kind, pattern in _TOKENS:
        text = pattern.sub(counted(_mark(kind)), text)
    text = _URL_CREDENTIALS.sub(counted(lambda m: m.group(0) if m.group(2).startswith("[REDACTED")
                                        else f"{m.group(1)}:{MARK}@"), text)
    text = _AUTH_HEADER.sub(counted(_sub_auth), text)
    text = _BEARER.sub(counted(_sub_bearer), text)
    text = _MYSQL_P.sub(counted(lambda m: m.group(0) if m.group(2).startswith("[REDACTED")
                                else m.group(1) + MARK), text)
    text = _SSHPASS_P.sub(counted(lambda m: m.group(0) if m.group(2).startswith("[REDACTED")
                                  else m.group(1) + MARK), text)
    text = _FLAG_VALUE.sub(counted(_sub_flag), text)
    text = _KEY_VALUE.sub(counted(_sub_key_value), text)
    return text, count


def redact(text: str) -> str:
    """Replace passwords, tokens, credentials in URLs and private-key blocks in `text`."""
    return redact_with_count(text)[0]


_BLOCK_START = re.compile(r"-----BEGIN ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----")
_BLOCK_END = re.compile(r"-----END ((?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?)-----")
_MAX_KEY_LINES = 120  # a 4096-bit RSA key in PEM is about 50 lines; past this a lone BEGIN was only a mention


def redact_lines(lines: list[str]) -> tuple[list[str], int]:
    """`redact` for a sequence of lines (a file page, log messages): a private-key block spread over
    several lines has each of its lines replaced, so the body never survives and line numbers stay."""
    out: list[str] = []
    count = 0
    inside = 0  # lines left to blank; 0 when not inside a block
    for line in lines:
        if inside:
            end = _BLOCK_END.search(line)
            if end:
                inside = 0
                before = line[:end.start()]
                tail, n = redact_with_count(line[end.start():])
                out.append((_mark("private-key") + " " if before.strip() else before) + tail)
                count += n + bool(before.strip())
            else:
                inside -= 1
                out.append(_mark("private-key"))
                count += 1
            continue
        start = _BLOCK_START.search(line)
        if start and not _BLOCK_END.search(line, start.end()):
            inside = _MAX_KEY_LINES
            out.append(redact(line[:start.start()]) + start.group(0) + " " + _mark("private-key"))
            count += 1
            continue
        cleaned, n = redact_with_count(line)
        out.append(cleaned)
        count += n
    return out, count


_SECRET_KEY_NAME = re.compile(r"(?i)(?:^|[_.\-])?" + _SECRET_WORD + r"$")
# Keys that end in a secret word but hold no secret value.
_HARMLESS_KEYS = {"passed", "bypass", "compass", "author", "keyboard", "monkey", "hotkey", "pubkey", "public_key",
                  "publickey", "key_id", "keyid", "tokenizer"}


def _is_secret_key(name: str) -> bool:
    lowered = name.lower()
    return lowered not in _HARMLESS_KEYS and bool(_SECRET_KEY_NAME.search(lowered))


def redact_data(obj: Any) -> Any:
    """`redact` applied to every string of a JSON-like value; values under secret-sounding keys go too.

    Environment lists ({"name": "DB_PASSWORD", "value": "…"}, as Kubernetes and Docker give them) have
    their value redacted when the name sounds secret.
    """
    return _redact_data(obj)[0]


def redact_data_with_count(obj: Any) -> tuple[Any, int]:
    return _redact_data(obj)


# Maps whose keys are names of things (packages), not settings: "passwd" or "xauth" there is a package
# name and its value a version, so the secret-key rule does not apply to their entries.
_NAME_MAPS = {"installed_packages", "packages", "package_versions", "versions"}


def _redact_data(obj: Any, names_not_keys: bool = False) -> tuple[Any, int]:
    if isinstance(obj, str):
        return redact_with_count(obj)
    if isinstance(obj, list):
        total = 0
        out = []
        for value in obj:
            new, n = _redact_data(value)
            out.append(new)
            total += n
        return out, total
    if isinstance(obj, tuple):
        new, n = _redact_data(list(obj))
        return tuple(new), n
    if isinstance(obj, dict):
        total = 0
        out_dict: dict = {}
        env_name = obj.get("name") if isinstance(obj.get("name"), str) else None
        for key, value in obj.items():
            secret_slot = isinstance(key, str) and not names_not_keys and (
                (_is_secret_key(key) and isinstance(value, str) and value != "")
                or (key == "value" and env_name is not None and _is_secret_key(env_name)
                    and isinstance(value, str) and value != ""))
            if secret_slot and not value.startswith("[REDACTED"):
                out_dict[key] = MARK
                total += 1
                continue
            new, n = _redact_data(value, isinstance(key, str) and key in _NAME_MAPS)
            out_dict[key] = new
            total += n
        return out_dict, total
    return obj, 0
