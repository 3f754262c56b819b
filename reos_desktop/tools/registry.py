"""The tool registry: typed read-only tools, their model-facing schemas, and the one way to run them.

    from reos_desktop.tools.registry import get_registry
    registry = get_registry()
    registry.names()                      # ["kubernetes_get", "linux_containers", …]
    registry.catalogue()                  # [{"name", "description", "parameters"}] for prompts
    item = registry.run("linux_processes", {"sort": "cpu", "limit": 5})

`run` validates the arguments with the tool's pydantic model and raises UsageError (one sentence) for an
unknown tool, a bad argument, shell syntax in an argument or a path outside the file sandbox. A tool
that runs but fails still returns an EvidenceItem, with `error` set and `complete` false.

The returned item's `id` is "" on purpose: ids are assigned by whoever collects evidence (the
EvidenceStore gives e1, e2 … per session; the agent numbers its working memory the same way).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from typing import Annotated, Any, Callable

from pydantic import BaseModel, BeforeValidator, ConfigDict, ValidationError

from reos_desktop.errors import ReosError, UsageError
from reos_desktop.evidence.canonical import now_iso, sha256_of
from reos_desktop.evidence.models import EvidenceItem
from reos_desktop.redact import redact, redact_data_with_count
from reos_desktop.tools.context import ToolContext, ToolError

# Characters that mean something to a shell. No tool argument needs them, and refusing them makes a
# model's attempt to smuggle a command visible as an error instead of a silent no-op.
SHELL_METACHARACTERS = frozenset(";&|$`<>\\!*?(){}[]\n\r\0")

_FAMILIES = ("system", "processes", "services", "logs", "containers", "network", "sampling", "files",
             "packages", "kubernetes")

ToolFunction = Callable[[Any, ToolContext], dict]


def _not_a_bool(value: Any) -> Any:
    if isinstance(value, bool):
        raise ValueError("must be a number, not true or false")
    return value


# A number argument: "5" from a model is fine, true is not a number.
Number = Annotated[int, BeforeValidator(_not_a_bool)]
Seconds = Annotated[float, BeforeValidator(_not_a_bool)]


class Args(BaseModel):
    """Base of every tool's argument model: unknown arguments are an error, not silently ignored."""

    model_config = ConfigDict(extra="forbid", defer_build=True)


@dataclass
class ToolSpec:
    name: str
    description: str          # one line, for the model
    summary_template: str     # one line, for humans: "top {limit} processes by {sort}[ named '{name}']"
    args_model: type[BaseModel]
    func: ToolFunction
    sampling: bool = False    # waits an interval on purpose (disk I/O, traffic)
    summary_values: Callable[[dict], dict] | None = None
    _schema: dict | None = field(default=None, repr=False)

    def summary(self, args: dict | BaseModel | None = None) -> str:
        """The human one-liner for these arguments: `top 20 processes by CPU`."""
        defaults = {name: (None if f.is_required() else f.get_default(call_default_factory=True))
                    for name, f in self.args_model.model_fields.items()}
        if args is None:
            values = defaults
        elif isinstance(args, BaseModel):
            values = args.model_dump()
        else:
            values = dict(defaults, **args)
        if self.summary_values:
            values.update(self.summary_values(values))
        return render_summary(self.summary_template, values)

    def json_schema(self) -> dict:
        if self._schema is None:
            self._schema = compact_schema(self.args_model.model_json_schema())
        return self._schema

    def validate(self, raw_args: dict | None) -> BaseModel:
        raw_args = {} if raw_args is None else raw_args
        if not isinstance(raw_args, dict):
            raise UsageError(f"{self.name}: arguments must be a JSON object of names and values")
        for key, value in raw_args.items():
            if not isinstance(key, str):
                raise UsageError(f"{self.name}: argument names must be strings")
            _refuse_shell_syntax(self.name, key, value)
        try:
            return self.args_model.model_validate(raw_args)
        except ValidationError as err:
            raise UsageError(_one_sentence(self.name, self.args_model, err)) from None


def _refuse_shell_syntax(tool: str, key: str, value: Any) -> None:
    if isinstance(value, str):
        bad = sorted({c for c in value if c in SHELL_METACHARACTERS})
        if bad:
            shown = ", ".join(repr(c) for c in bad)
            raise UsageError(f"{tool}: argument '{key}' contains shell syntax ({shown}); tools take plain values, "
                             "and nothing is ever run through a shell")
    elif isinstance(value, (list, tuple)):
        for inner in value:
            _refuse_shell_syntax(tool, key, inner)
    elif isinstance(value, dict):
        for inner_key, inner in value.items():
            _refuse_shell_syntax(tool, f"{key}.{inner_key}", inner)


def _one_sentence(tool: str, model: type[BaseModel], err: ValidationError) -> str:
    first = err.errors()[0]
    loc = ".".join(str(part) for part in first.get("loc", ())) or "arguments"
    kind = first.get("type", "")
    if kind == "missing":
        return f"{tool}: missing required argument '{loc}'"
    if kind == "extra_forbidden":
        known = ", ".join(model.model_fields) or "no arguments"
        return f"{tool}: unknown argument '{loc}' (it takes: {known})"
    message = first.get("msg", "is invalid")
    message = message[0].lower() + message[1:] if message else message
    message = message.removeprefix("value error, ")
    got = first.get("input")
    got_text = f" (got {got!r})" if isinstance(got, (str, int, float, bool)) or got is None else ""
    return f"{tool}: argument '{loc}': {message}{got_text}"


_OPTIONAL = re.compile(r"\[([^\[\]]*)\]")
_FIELD = re.compile(r"\{(\w+)\}")


def render_summary(template: str, values: dict) -> str:
    """Fill `{field}`s; a `[...]` part appears only when every field in it has a value."""
    def present(name: str) -> bool:
        value = values.get(name)
        return value is not None and value != "" and value is not False

    def optional(match: re.Match[str]) -> str:
        part = match.group(1)
        return part if all(present(n) for n in _FIELD.findall(part)) else ""

    text = _OPTIONAL.sub(optional, template)
    return _FIELD.sub(lambda m: _show(values.get(m.group(1))), text)


def _show(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value)


def compact_schema(schema: dict) -> dict:
    """The pydantic schema without titles, $defs or `anyOf [X, null]`: fewer prompt tokens, same meaning."""
    defs = schema.get("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                return walk(defs[node["$ref"].rsplit("/", 1)[-1]])
            options = node.get("anyOf")
            if options and any(o.get("type") == "null" for o in options):
                rest = [o for o in options if o.get("type") != "null"]
                merged = dict(walk(rest[0]) if len(rest) == 1 else {"anyOf": [walk(o) for o in rest]})
                for key in ("description", "default"):
                    if key in node and node[key] is not None:
                        merged[key] = node[key]
                return merged
            out = {}
            renamed = {"ge": "minimum", "le": "maximum", "gt": "exclusiveMinimum", "lt": "exclusiveMaximum"}
            for key, value in node.items():
                key = renamed.get(key, key)
                # Length limits are still enforced by validation; the model does not need to read them.
                if key in ("title", "$defs", "maxLength", "minLength") or (key == "default" and value is None):
                    continue
                out[key] = walk(value)
            return out
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    compact = walk(schema)
    compact.setdefault("properties", {})
    if not compact.get("required"):
        compact.pop("required", None)
    compact.pop("additionalProperties", None)
    return compact


# The family module of each tool, so that running one tool imports one module: a `reos check` process
# runs one or two tools, and importing all ten families (each builds its pydantic argument models) was a
# good share of its start-up. A name missing here still works: the registry then loads every family.
# tests/agent/test_registry_families.py keeps this table equal to what the modules define.
TOOL_FAMILY = {
    "linux_system_info": "system", "linux_disk_usage": "system", "linux_processes": "processes",
    "linux_service_status": "services", "linux_recent_logs": "logs", "linux_containers": "containers",
    "linux_network_info": "network", "linux_disk_io": "sampling", "linux_network_traffic": "sampling",
    "linux_file_read": "files", "linux_file_changes": "files", "linux_package_history": "packages",
    "kubernetes_get": "kubernetes",
}


class Registry:
    def __init__(self, families: tuple[str, ...] = ()) -> None:
        import threading

        self._tools: dict[str, ToolSpec] = {}
        self._families = families            # modules reos_desktop.tools.<family>, loaded on first need
        self._loaded: set[str] = set()
        self._lock = threading.Lock()        # the GUI asks from worker threads

    def add(self, spec: ToolSpec) -> None:
        if spec.name in self._tools:
            raise ValueError(f"tool {spec.name} registered twice")
        self._tools[spec.name] = spec

    def _load(self, family: str) -> None:
        import importlib

        with self._lock:
            if family in self._loaded:
                return
            module = importlib.import_module(f"reos_desktop.tools.{family}")
            for spec in module.TOOLS:
                self.add(spec)
            self._loaded.add(family)

    def load_all(self) -> None:
        for family in self._families:
            self._load(family)

    def names(self) -> list[str]:
        self.load_all()
        return sorted(self._tools)

    def get(self, name: str) -> ToolSpec:
        spec = self._tools.get(name) if isinstance(name, str) else None
        if spec is None and isinstance(name, str) and self._families:
            family = TOOL_FAMILY.get(name)
            if family in self._families:
                self._load(family)
            spec = self._tools.get(name)
            if spec is None:
                self.load_all()
                spec = self._tools.get(name)
        if spec is None:
            import difflib

            close = difflib.get_close_matches(str(name), self.names(), n=1)
            hint = f"; did you mean {close[0]}?" if close else "; run 'reos tools' to list them"
            raise UsageError(f"unknown tool '{name}'{hint}")
        return spec

    def catalogue(self) -> list[dict]:
        return [{"name": s.name, "description": s.description, "parameters": s.json_schema()}
                for s in (self._tools[n] for n in self.names())]

    def run(self, name: str, raw_args: dict | None = None, target=None) -> EvidenceItem:
        """Validate and run one tool; the item's id is "" (the caller numbers evidence)."""
        from reos_desktop import target as targets

        spec = self.get(name)
        args = spec.validate(raw_args)
        ctx = ToolContext(target if target is not None else targets.current())
        collected_at = now_iso()
        started = time.perf_counter()
        data: Any = None
        error: str | None = None
        try:
            data = spec.func(args, ctx)
        except UsageError:
            raise
        except ToolError as err:
            error, data = str(err), err.data
        except ReosError as err:  # CommandUnavailable and friends: the tool could not run here
            error = str(err)
        except Exception as err:  # a bug or an odd machine: still an answer, never a crash of the caller
            error = f"{name} failed: {type(err).__name__}: {err}"
        duration_ms = round((time.perf_counter() - started) * 1000, 1)
        if isinstance(data, dict):
            if ctx.truncated:
                data["truncated"] = dict(ctx.truncated)
            if ctx.unreadable:
                data["unreadable"] = dict(ctx.unreadable)
        data, late_redactions = redact_data_with_count(data)
        redactions = ctx.redactions + late_redactions
        if redactions and isinstance(data, dict):
            data["redactions"] = redactions
        item = EvidenceItem(
            id="", kind="tool", tool=spec.name, args=args.model_dump(mode="json"), collected_at=collected_at,
            complete=error is None and ctx.complete, error=redact(error) if error else None, data=data,
            sha256=sha256_of(data) if data is not None else None,
            duration_ms=duration_ms, invocation=list(ctx.invocations), summary=spec.summary(args))
        return item


_registry: Registry | None = None


def get_registry() -> Registry:
    """The registry of every tool family. Families are imported when first needed: `get` imports the one
    family of that tool, `names` and `catalogue` import them all."""
    global _registry
    if _registry is None:
        _registry = Registry(_FAMILIES)
    return _registry
