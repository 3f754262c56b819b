"""Evidence reports."""
