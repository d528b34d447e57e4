"""Terraforming Mars (base game + Corporate Era, Tharsis, solo and draft): the rules engine.

Spec: ``../shared/specs/terraforming-mars.md``; facts: ``../shared/reference/terraforming-mars/``.
"""
