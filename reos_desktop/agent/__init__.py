"""The agent: providers, the planner loop, offline answers."""
