"""kubernetes_get: Kubernetes objects as `kubectl get -o json` gives them, for the current context.

kubectl runs through the runner, whose guard (tools/guards.py) parses the argv and lets only read-only
verbs through. Secret objects keep their keys but lose their values; managedFields and the
last-applied annotation are dropped (they repeat the object and cost many tokens), and the data says so.
"""

from __future__ import annotations

import json
import re

from pydantic import Field, field_validator

from reos_desktop.tools.budgets import keep_head
from reos_desktop.tools.context import ToolContext, ToolError
from reos_desktop.tools.registry import Args, Number, ToolSpec

DEFAULT_LIMIT = 50
_RESOURCE = re.compile(r"^[a-z][a-z0-9.\-]*(/[a-z0-9.\-]+)?$")
_NAME = re.compile(r"^[a-z0-9]([a-z0-9.\-]*[a-z0-9])?$")
_LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration"


class KubernetesGetArgs(Args):
    resource: str = Field(..., max_length=100, description="kind, e.g. pods, deployments, services, nodes, events")
    namespace: str | None = Field(None, max_length=63, description="namespace (default: the context's)")
    all_namespaces: bool = Field(False, description="every namespace")
    name: str | None = Field(None, max_length=253, description="one object by name")
    limit: Number = Field(DEFAULT_LIMIT, ge=1, le=1000, description="most objects to return")

    @field_validator("resource")
    @classmethod
    def _resource(cls, value: str) -> str:
        value = value.strip().lower()
        if not _RESOURCE.match(value):
            raise ValueError("must be a resource type such as pods or deployments.apps")
        return value

    @field_validator("name", "namespace")
    @classmethod
    def _dns_name(cls, value: str | None) -> str | None:
        if value is None:
            return value
        if not _NAME.match(value):
            raise ValueError("must be a Kubernetes name (lower-case letters, digits, '-' and '.')")
        return value


def _kubectl(ctx: ToolContext, args: list[str], cache_dir: str) -> str:
    result = ctx.run(["kubectl", *args, f"--cache-dir={cache_dir}", "--request-timeout=10s"], timeout=30,
                     max_bytes=16 * 1024 * 1024)
    if result.truncated:
        raise ToolError("kubectl printed more than 16 MiB; use namespace= or name= to narrow")
    if result.returncode != 0:
        raise ToolError(_explain(result.stderr))
    return result.stdout


def _explain(stderr: str) -> str:
    lines = [line.strip() for line in stderr.splitlines() if line.strip() and not line.startswith("I")]
    first = lines[0] if lines else "kubectl failed without a message"
    if "localhost:8080" in first and "refused" in first:
        return "kubectl has no cluster configured (no kubeconfig, so it tried localhost:8080)"
    if "current-context" in first or "no configuration has been provided" in first:
        return "kubectl has no current context (no kubeconfig, or none chosen with kubectl config use-context)"
    return f"kubectl: {first[:300]}"


def _slim(obj: dict, kind_is_secret: bool) -> dict:
    meta = obj.get("metadata")
    if isinstance(meta, dict):
        meta.pop("managedFields", None)
        annotations = meta.get("annotations")
        if isinstance(annotations, dict):
            annotations.pop(_LAST_APPLIED, None)
    if kind_is_secret or obj.get("kind") == "Secret":
        for field in ("data", "stringData"):
            if isinstance(obj.get(field), dict):
                obj[field] = {key: "[REDACTED]" for key in obj[field]}
    return obj


def kubernetes_get(args: KubernetesGetArgs, ctx: ToolContext) -> dict:
    from reos_desktop.paths import cache_dir

    cache = str(cache_dir() / "kube")
    config = json.loads(_kubectl(ctx, ["config", "view", "--minify", "-o", "json"], cache) or "{}")
    context = config.get("current-context") or None
    contexts = config.get("contexts") or [{}]
    default_ns = ((contexts[0] or {}).get("context") or {}).get("namespace") or "default"
    argv = ["get", args.resource]
    if args.name:
        argv.append(args.name)
    if args.all_namespaces:
        argv.append("--all-namespaces")
        namespace = None
    else:
        namespace = args.namespace or default_ns
        argv += ["-n", namespace]
    argv += ["-o", "json"]
    try:
        listed = json.loads(_kubectl(ctx, argv, cache))
    except json.JSONDecodeError:
        raise ToolError("kubectl did not print JSON") from None
    items = listed.get("items") if listed.get("kind", "").endswith("List") or "items" in listed else [listed]
    is_secret = args.resource.split(".")[0] in ("secret", "secrets")
    items = [_slim(obj, is_secret) for obj in items or [] if isinstance(obj, dict)]
    shown, marker = keep_head(items, args.limit, "objects", "use name= or namespace= to narrow, or a larger limit=")
    ctx.cut("items", marker)
    return {"context": context, "namespace": namespace, "items": shown,
            "removed": ["metadata.managedFields", f"metadata.annotations[{_LAST_APPLIED}]"]
            + (["the values of data and stringData"] if is_secret else [])}


def _summary(values: dict) -> dict:
    ns = values.get("namespace")
    where = "in every namespace" if values.get("all_namespaces") else (f"in namespace {ns}" if ns else "in the current namespace")
    return {"where": where}


TOOLS = [
    ToolSpec("kubernetes_get", "Kubernetes objects (kubectl get -o json, read-only) of the current context.",
             "Kubernetes {resource}[ named {name}] {where}", KubernetesGetArgs, kubernetes_get, summary_values=_summary),
]
