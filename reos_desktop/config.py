"""Layered settings: command-line flags > environment variables > config file > defaults.

The config file is TOML (`$REOS_HOME/config.toml` or `$XDG_CONFIG_HOME/reos/config.toml`), flat keys:

    provider = "ollama"
    model = "qwen2.5:3b"
    ollama_url = "http://localhost:11434"
    collector_interval_seconds = 3600

    [[saved_checks]]
    predicate = "nginx is running"
    interval_seconds = 300
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from reos_desktop import paths
from reos_desktop.errors import UsageError

PROVIDERS = ("ollama", "openai", "anthropic", "offline")
DEFAULT_MODELS = {"ollama": "qwen2.5:3b", "openai": "gpt-4o-mini", "anthropic": "claude-3-5-haiku-latest",
                  "offline": "offline"}
REMOTE_PROVIDERS = ("openai", "anthropic")


@dataclass
class Settings:
    provider: str = "ollama"
    model: str | None = None
    ollama_url: str = "http://localhost:11434"
    openai_url: str = "https://api.openai.com/v1"
    openai_api_key: str | None = None
    anthropic_url: str = "https://api.anthropic.com"
    anthropic_api_key: str | None = None
    max_iterations: int = 8
    timeout: float = 120.0
    token_budget: int = 24000
    temperature: float = 0.0
    offline_fallback: bool = True
    collector_interval_seconds: int = 3600
    second_opinion: bool = False  # the optional NLI check of the certainty wrapper, off by default
    autostart: bool = False
    saved_checks: list[dict[str, Any]] = field(default_factory=list)
    # Where each value came from ("default", "file", "env", "flag"), for `reos chat /context` and the dialog.
    origins: dict[str, str] = field(default_factory=dict, repr=False)

    @property
    def model_name(self) -> str:
        return self.model or DEFAULT_MODELS[self.provider]

    @property
    def is_remote(self) -> bool:
        return self.provider in REMOTE_PROVIDERS

    def public_dict(self) -> dict[str, Any]:
        """The settings with keys masked, safe to show or save in a report."""
        out = {k: v for k, v in asdict(self).items() if k != "origins"}
        for key in ("openai_api_key", "anthropic_api_key"):
            if out.get(key):
                out[key] = "set (hidden)"
        return out


_ENV = {
    "provider": ("REOS_PROVIDER",),
    "model": ("REOS_MODEL",),
    "ollama_url": ("REOS_OLLAMA_URL", "OLLAMA_HOST"),
    "openai_url": ("REOS_OPENAI_URL",),
    "openai_api_key": ("OPENAI_API_KEY",),
    "anthropic_api_key": ("ANTHROPIC_API_KEY",),
}
_FLAGS = ("provider", "model", "max_iterations", "timeout")


def _normalise_ollama_url(value: str) -> str:
    # OLLAMA_HOST is often "0.0.0.0:11434" or "localhost" with no scheme.
    value = value.strip().rstrip("/")
    if "://" not in value:
        value = "http://" + value
    if value.startswith("http://0.0.0.0"):
        value = value.replace("0.0.0.0", "127.0.0.1", 1)
    if value.count(":") == 1:
        value += ":11434"
    return value


def _coerce(name: str, value: Any, source: str) -> Any:
    kinds = {f.name: f.type for f in fields(Settings)}
    kind = kinds[name]
    try:
        if kind == "int":
            return int(value)
        if kind == "float":
            return float(value)
        if kind == "bool":
            if isinstance(value, bool):
                return value
            return str(value).lower() in ("1", "true", "yes", "on")
    except (TypeError, ValueError):
        raise UsageError(f"{name} from {source} must be a {kind}, not {value!r}") from None
    return value


def read_config_file(path: Path) -> dict[str, Any]:
    try:
        with open(path, "rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        return {}
    except tomllib.TOMLDecodeError as err:
        raise UsageError(f"the config file {path} is not valid TOML: {err}") from None
    except OSError as err:
        raise UsageError(f"cannot read the config file {path}: {err.strerror}") from None


def load_settings(flags: Any = None, config_path: str | Path | None = None, environ: dict | None = None) -> Settings:
    environ = os.environ if environ is None else environ
    settings = Settings()
    settings.origins = {f.name: "default" for f in fields(Settings) if f.name != "origins"}
    path = Path(config_path or getattr(flags, "config", None) or paths.config_file())
    explicit = bool(config_path or getattr(flags, "config", None))
    if explicit and not path.exists():
        raise UsageError(f"the config file {path} does not exist")
    known = {f.name for f in fields(Settings)} - {"origins"}
    for key, value in read_config_file(path).items():
        if key not in known:
            raise UsageError(f"unknown setting {key!r} in {path} (known: {', '.join(sorted(known))})")
        setattr(settings, key, value if key == "saved_checks" else _coerce(key, value, str(path)))
        settings.origins[key] = "file"
    for key, names in _ENV.items():
        for name in names:
            if environ.get(name):
                setattr(settings, key, environ[name])
                settings.origins[key] = "env"
                break
    for key in _FLAGS:
        value = getattr(flags, key, None) if flags is not None else None
        if value is not None:
            setattr(settings, key, value)
            settings.origins[key] = "flag"
    settings.ollama_url = _normalise_ollama_url(settings.ollama_url)
    if settings.provider not in PROVIDERS:
        raise UsageError(f"unknown provider {settings.provider!r}: choose one of {', '.join(PROVIDERS)}")
    if settings.max_iterations < 1:
        raise UsageError("--max-iterations must be at least 1")
    if settings.timeout <= 0:
        raise UsageError("--timeout must be a positive number of seconds")
    return settings


def save_settings(values: dict[str, Any], path: Path | None = None) -> Path:
    """Write the given settings to the config file, keeping the keys already there."""
    path = path or paths.config_file()
    current = read_config_file(path)
    current.update({k: v for k, v in values.items() if v is not None})
    paths.ensure_dir(path.parent)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(dump_toml(current))
    os.chmod(tmp, 0o600)  # it may hold API keys
    tmp.replace(path)
    return path


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    text = str(value).replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{text}"'


def dump_toml(data: dict[str, Any]) -> str:
    lines = [f"{k} = {_toml_value(v)}" for k, v in data.items() if not (isinstance(v, list) and v and isinstance(v[0], dict))]
    for key, value in data.items():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            for table in value:
                lines += ["", f"[[{key}]]"] + [f"{k} = {_toml_value(v)}" for k, v in table.items()]
    return "\n".join(lines) + "\n"
