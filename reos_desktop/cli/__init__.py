"""The `reos` command. Nothing here imports Qt; `reos gui` loads it only when asked."""
