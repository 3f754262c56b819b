"""Read-only volatile tools."""
