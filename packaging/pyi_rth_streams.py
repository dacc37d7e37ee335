"""PyInstaller runtime hook (build.spec): streams for a program without a console.

The windowed Feltside (console=False) starts on Windows with sys.stdout and sys.stderr set
to None, so a line written there (a warning, a notice meant for a terminal) would raise
instead of being dropped; they become the null device. The app's own log file is untouched.
The console program (feltside-cli) has real streams and is left as it is.
"""

import os
import sys

for _name in ("stdout", "stderr"):
    if getattr(sys, _name) is None:
        setattr(sys, _name, open(os.devnull, "w", encoding="utf-8"))  # noqa: SIM115 (kept open)
