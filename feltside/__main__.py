"""``python -m feltside``: the same program as ``python main.py`` (no arguments: the lobby)."""

from feltside import refuse_old_python

refuse_old_python()

from feltside.launcher import run  # noqa: E402  (after the check: it needs Python 3.11)

if __name__ == "__main__":
    run()
