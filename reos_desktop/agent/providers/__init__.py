"""Model providers behind one small interface. `make_provider(settings)` picks one from the settings."""

from __future__ import annotations

from reos_desktop.agent.providers.base import Provider, ProviderError, ProviderReply


def make_provider(settings) -> Provider | None:
    """The provider the settings name, or None for `offline` (answers come from the offline engine)."""
    if settings.provider == "offline":
        return None
    if settings.provider == "ollama":
        from reos_desktop.agent.providers.ollama import OllamaProvider

        return OllamaProvider(settings.ollama_url, settings.model_name, settings.temperature)
    if settings.provider == "openai":
        from reos_desktop.agent.providers.openai import OpenAIProvider

        return OpenAIProvider(settings.openai_url, settings.model_name, settings.openai_api_key, settings.temperature)
    if settings.provider == "anthropic":
        from reos_desktop.agent.providers.anthropic import AnthropicProvider

        return AnthropicProvider(settings.anthropic_url, settings.model_name, settings.anthropic_api_key, settings.temperature)
    raise ValueError(settings.provider)


__all__ = ["Provider", "ProviderError", "ProviderReply", "make_provider"]
