"""The evaluation harness: tasks (tasks.py), one trial (trial.py), a run of many (harness.py)."""
