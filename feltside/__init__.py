"""Feltside, the installed program: ``feltside`` (the window), ``feltside-cli`` (the commands)
and ``python -m feltside``. The rules are in ``gamelib``, the screens in ``scenes``; this
package holds the launcher and, once installed, the assets (``feltside/assets``).

This module loads on any Python 3 (nothing here needs 3.11), so that an older one is told so
in one sentence instead of failing on an import (``datetime.UTC``, ``enum.StrEnum``).
"""

import sys

from gamelib import __version__

__all__ = ["__version__", "refuse_old_python"]

NEEDED = (3, 11)


def refuse_old_python() -> None:
    """Exit with one sentence on a Python older than ``NEEDED`` (``requires-python`` keeps pip
    from installing there; this is for ``python3.10 main.py`` in the source tree)."""
    if sys.version_info < NEEDED:
        sys.exit(f"Feltside needs Python {NEEDED[0]}.{NEEDED[1]} or newer; "
                 f"this is Python {sys.version.split()[0]}.")
