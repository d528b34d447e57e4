"""The scenario runner of ``shared/specs/tmdice-scenario-format.md``."""
