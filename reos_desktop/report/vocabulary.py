"""How claim statuses and confidence are named, marked and coloured: shared by the reports and the UI,
so that a claim looks the same on screen and on paper."""

from __future__ import annotations

STATUSES = ("verified", "contradicted", "unsupported", "stale", "conflicting", "inference")

STATUS_MARKS = {"verified": "✓", "contradicted": "✗", "unsupported": "?", "stale": "⌛", "conflicting": "≠",
                "inference": "~"}

STATUS_MEANINGS = {
    "verified": "the evidence says so",
    "contradicted": "the evidence says otherwise",
    "unsupported": "no evidence says so",
    "stale": "only evidence older than its time-to-live says so",
    "conflicting": "two sources disagree",
    "inference": "the answer marks it as a guess",
}

# Hues per status; each has a variant for light backgrounds and one for dark ones, both chosen to keep a
# contrast ratio of at least 3:1 against the background they are meant for (tests/ui checks it).
STATUS_COLORS = {
    "verified": ("#1b7a34", "#5fd37c"),
    "contradicted": ("#b3261e", "#ff8a80"),
    "unsupported": ("#8a5a00", "#ffc857"),
    "stale": ("#5f6368", "#b0b6bd"),
    "conflicting": ("#7b3fa0", "#d3a4f5"),
    "inference": ("#1f5fbf", "#8ab4f8"),
}

CONFIDENCE_COLORS = {"high": ("#1b7a34", "#5fd37c"), "medium": ("#8a5a00", "#ffc857"),
                     "low": ("#b3261e", "#ff8a80"), "none": ("#5f6368", "#b0b6bd")}


def confidence_band(confidence: float | None) -> str:
    """high (>= 0.8, green), medium (>= 0.5, amber), low (red), none (no verification)."""
    if confidence is None:
        return "none"
    return "high" if confidence >= 0.8 else "medium" if confidence >= 0.5 else "low"


def status_color(status: str, dark: bool = False) -> str:
    light_hex, dark_hex = STATUS_COLORS.get(status, STATUS_COLORS["unsupported"])
    return dark_hex if dark else light_hex


def confidence_color(confidence: float | None, dark: bool = False) -> str:
    light_hex, dark_hex = CONFIDENCE_COLORS[confidence_band(confidence)]
    return dark_hex if dark else light_hex


def confidence_text(confidence: float | None, claim_count: int | None = None) -> str:
    """The confidence badge. An answer with no claims (a refusal, "I cannot tell") has nothing to be
    confident about, so it gets no percentage, whatever the calibration gives an empty answer."""
    if claim_count == 0:
        return "no claims to check"
    return "confidence n/a" if confidence is None else f"{confidence * 100:.0f}% confidence"


def ending_text(ending: str, task_completed: bool) -> str:
    if task_completed:
        return "completed"
    reasons = {
        "iteration_limit": "unfinished: the iteration limit was reached",
        "timeout": "unfinished: the time limit was reached",
        "token_budget": "unfinished: the token budget was used up",
        "cancelled": "unfinished: stopped by the user",
        "model_error": "unfinished: the model could not go on",
        "repeated_call": "unfinished: the model kept repeating a tool call",
        "offline": "unfinished: the offline engine could not answer",
        "error": "unfinished: an error stopped the run",
    }
    return reasons.get(ending, f"unfinished ({ending or 'no ending recorded'})")


def contrast_ratio(foreground: str, background: str) -> float:
    """WCAG contrast ratio of two #rrggbb colours (1 to 21)."""

    def luminance(hex_color: str) -> float:
        value = hex_color.lstrip("#")
        channels = [int(value[i:i + 2], 16) / 255 for i in (0, 2, 4)]
        linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    a, b = sorted((luminance(foreground), luminance(background)), reverse=True)
    return (a + 0.05) / (b + 0.05)
