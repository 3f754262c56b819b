"""Evidence: the items every answer rests on, their hashes, the store and bundle import/export."""
