"""Where Feltside's own files are: the assets folder, wherever the program runs from, and the
cache folder for results worked out once.

The assets: four ways to run, one answer each (checked in this order):

- a PyInstaller build: ``sys._MEIPASS/assets`` (``build.spec`` puts the folder there);
- ``FELTSIDE_ASSETS=DIR``: that folder (a tool or test pointing at other art);
- the source tree (``python main.py``, ``pip install -e .``): ``assets/`` beside ``gamelib/``;
- an installed wheel (``pip install .``, ``pipx install .``): the package data
  ``feltside/assets`` beside ``gamelib/`` in site-packages (``pyproject.toml`` maps the
  top-level ``assets/`` there). Files of an installed wheel are plain files on disk, so a path
  is enough: ``importlib.resources`` is asked only if neither folder exists, since importing it
  costs the start about 0.1 s (issue 17).

The cache (:func:`cache_dir`): the user cache folder of the OS for the player's own save,
a ``cache/`` folder inside any other data folder (``--data-dir DIR``, the tests).

gamelib never imports pygame: this module is only paths.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from gamelib import storage

#: the folder holding ``gamelib/`` (the source tree's root, or site-packages)
_TOP = Path(__file__).resolve().parent.parent
#: the package whose data the installed assets are
ASSET_PACKAGE = "feltside"


def asset_root() -> Path:
    """The folder holding images, fonts, sounds, voice and locale (see the module's text)."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    env = os.environ.get("FELTSIDE_ASSETS")
    if env:
        return Path(env)
    for folder in (_TOP / "assets", _TOP / ASSET_PACKAGE / "assets"):
        if (folder / "LICENSES.md").is_file():
            return folder
    return _assets_from_package()


def cache_dir(data_dir: Path | str | None = None) -> Path:
    """Where results worked out once are kept (video poker's subset tables, about 14 MB a pay
    table): the user cache folder (platformdirs: ``~/.cache/Feltside`` on Linux,
    ``~/Library/Caches/Feltside`` on macOS, ``%LOCALAPPDATA%\\Feltside\\Cache`` on Windows) for the
    player's own save; ``DIR/cache`` for any other data folder (``--data-dir DIR``), so a run
    with its own folder writes nothing outside it."""
    if data_dir is not None:
        folder = Path(data_dir).expanduser()
        if folder.resolve() != storage.default_data_dir().resolve():
            return folder / "cache"
    return storage.user_folder("cache")


def _assets_from_package() -> Path:
    """The assets as ``importlib.resources`` finds the installed package's data (a package
    installed somewhere other than beside gamelib)."""
    from importlib.resources import files  # start-up: only here, importing it costs ~100 ms

    return Path(str(files(ASSET_PACKAGE) / "assets"))
