"""Steady state: what changes rarely about the machine, collected fast and kept with its history."""
