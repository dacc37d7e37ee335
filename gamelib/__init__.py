"""Feltside game logic: rules, money, randomness, persistence and analysis.

Nothing in this package imports pygame; every rule can be driven headless.
"""

__all__ = ["__version__"]
__version__ = "0.1.0"
