"""Planner protocol v1 (shared/specs/planner-protocol.md): the PlannerAction a model must answer with.

Every model turn is one JSON object. The schema sent to the model (Ollama's `format`, OpenAI's
`response_format`, Anthropic's `act` tool) is generated from these models, per mode: ask/chat mode allows
tool, attempt_completion and error; check mode allows tool, done, wait and error.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, ValidationError

MAX_WAIT_SECONDS = 30


class _Action(BaseModel):
    model_config = ConfigDict(extra="ignore")


class ToolAction(_Action):
    type: Literal["tool"]
    tool: str = Field(description="name of one registered read-only tool")
    args: dict[str, Any] = Field(default_factory=dict, description="the tool's arguments")


class CompletionAction(_Action):
    type: Literal["attempt_completion"]
    result: str = Field(description="the final answer in Markdown; cite evidence ids like [e1]")
    citations: list[str] = Field(default_factory=list, description="evidence ids the answer rests on")
    suggested_command: str | None = Field(default=None, description="optional command for the human to run")


class DoneAction(_Action):
    type: Literal["done"]
    exit_code: int | None = Field(default=None, description="0 true, 1 false, 2 poorly posed, 3 cannot determine")
    explanation: str = Field(default="", description="why, in terms of the original predicate")
    citations: list[str] = Field(default_factory=list)


class WaitAction(_Action):
    type: Literal["wait"]
    seconds: float = Field(ge=0, le=MAX_WAIT_SECONDS)
    reason: str = ""


class ErrorAction(_Action):
    type: Literal["error"]
    message: str


ASK_ACTIONS = (ToolAction, CompletionAction, ErrorAction)
CHECK_ACTIONS = (ToolAction, DoneAction, WaitAction, ErrorAction)


def _planner_model(actions: tuple[type[_Action], ...], name: str) -> type[BaseModel]:
    union = Annotated[Union[actions], Field(discriminator="type")]  # type: ignore[valid-type]
    return type(name, (BaseModel,), {
        "__annotations__": {"thought": str | None, "action": union},
        "thought": Field(default=None, description="short reasoning"),
        "model_config": ConfigDict(extra="ignore"),
    })


AskPlannerAction = _planner_model(ASK_ACTIONS, "PlannerAction")
CheckPlannerAction = _planner_model(CHECK_ACTIONS, "CheckPlannerAction")


def planner_model(mode: str) -> type[BaseModel]:
    return CheckPlannerAction if mode == "check" else AskPlannerAction


def _inline_refs(schema: dict) -> dict:
    """Replace $ref with the definitions themselves: small local models follow a flat schema better."""
    defs = schema.pop("$defs", {})

    def walk(node: Any) -> Any:
        if isinstance(node, dict):
            if "$ref" in node:
                return walk(dict(defs[node["$ref"].split("/")[-1]]))
            return {k: walk(v) for k, v in node.items() if k not in ("title", "discriminator")}
        if isinstance(node, list):
            return [walk(v) for v in node]
        return node

    return walk(schema)


_SCHEMAS: dict[str, dict] = {}


def action_schema(mode: str) -> dict:
    if mode not in _SCHEMAS:
        _SCHEMAS[mode] = _inline_refs(planner_model(mode).model_json_schema())
    return json.loads(json.dumps(_SCHEMAS[mode]))


class ActionError(Exception):
    """The model's turn cannot be executed; the message goes back to it as an observation."""


def parse_action(text: str, mode: str) -> BaseModel:
    text = text.strip()
    if text.startswith("```"):
        # Some models wrap JSON in a fence despite the schema.
        text = text.strip("`").removeprefix("json").strip()
    try:
        raw = json.loads(text)
    except json.JSONDecodeError as err:
        raise ActionError(f"your reply was not valid JSON ({err.msg} at character {err.pos})") from None
    if isinstance(raw, dict) and "action" not in raw and "type" in raw:
        raw = {"action": raw}  # a bare action object is accepted as the same thing
    try:
        return planner_model(mode).model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "reply"
        allowed = ", ".join(a.model_fields["type"].annotation.__args__[0] for a in (CHECK_ACTIONS if mode == "check" else ASK_ACTIONS))
        raise ActionError(f"your reply does not fit the PlannerAction schema: {where}: {first['msg']} "
                          f"(action types allowed now: {allowed})") from None
