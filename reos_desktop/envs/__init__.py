"""Isolated environments and the evaluation harness."""
