"""Which hypothesis profile a run uses (tests/conftest.py loads it)."""

from __future__ import annotations

import os


def hypothesis_profile(env: dict[str, str] | os._Environ[str] = os.environ) -> str:
    """``ci`` when the CI variable is set (or the profile is named), else ``dev`` (random)."""
    named = env.get("HYPOTHESIS_PROFILE")
    if named:
        return named
    return "ci" if env.get("CI", "").lower() not in ("", "0", "false") else "dev"
