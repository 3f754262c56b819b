"""Typed evidence (shared/specs/evidence-bundle.md, sections 1 and 2). Extra fields are always kept."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from reos_desktop.evidence.canonical import sha256_of

EvidenceKind = Literal["steady_state", "tool", "user"]


class EvidenceItem(BaseModel):
    model_config = ConfigDict(extra="allow", defer_build=True)

    id: str
    kind: EvidenceKind
    tool: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    collected_at: str
    complete: bool = True
    error: str | None = None
    data: Any = None
    text: str | None = None
    sha256: str | None = None

    def with_hash(self) -> "EvidenceItem":
        if self.sha256 is None and self.data is not None:
            self.sha256 = sha256_of(self.data)
        return self


class EvidenceBundle(BaseModel):
    model_config = ConfigDict(extra="allow", defer_build=True)

    reos_evidence: Literal[1] = 1
    now: str
    question: str | None = None
    answer: str | None = None
    evidence: list[EvidenceItem] = Field(default_factory=list)

    def item(self, evidence_id: str) -> EvidenceItem | None:
        return next((e for e in self.evidence if e.id == evidence_id), None)
