"""Feltside: a desktop casino. No arguments opens the lobby; sub-commands are headless tools.

    python main.py                      the GUI
    python main.py --data-dir DIR ...   keep save data in DIR
    python main.py smoke | screenshots OUT | analyze ... | simulate ... | verify ROUND_ID

The same program is ``python -m feltside``, and once installed ``feltside`` (the window) and
``feltside-cli`` (the commands): ``feltside/launcher.py``.
"""

from feltside import refuse_old_python

refuse_old_python()  # one sentence on Python 3.10, before anything that needs 3.11 loads

from feltside.launcher import SCREEN_COMMANDS, lobby_data_dir, main, run  # noqa: E402

__all__ = ["SCREEN_COMMANDS", "lobby_data_dir", "main"]

if __name__ == "__main__":
    run()
