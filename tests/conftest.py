"""Shared test setup: headless SDL, hypothesis profiles, and no test ever touches the real
user data directory.

Hypothesis runs derandomised in CI (the ``CI`` environment variable, which ``make test``
sets): the same examples every run, so a failure found once is found every time. Locally it
stays random, to keep finding new cases (``HYPOTHESIS_PROFILE=ci`` forces the CI one).
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the launcher starts itself again in huge pages on Linux (feltside.huge_pages): a test that
# calls it must not start pytest again; tests/feltside/test_huge_pages.py clears this to try it
os.environ["FELTSIDE_SMALL_PAGES"] = "1"

settings.register_profile(
    "ci", derandomize=True, deadline=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", derandomize=False, deadline=None)


from helpers.hypothesis_profiles import hypothesis_profile  # noqa: E402
from helpers.left_behind import let_frozen_go, let_logs_go, put_text_size_back  # noqa: E402

settings.load_profile(hypothesis_profile())


@pytest.fixture(autouse=True)
def apps_let_go() -> Iterator[None]:
    """What an app a test made leaves in the process goes with the test: the app itself (``App.start``
    freezes it for the collector: a worker kept each one, up to 7 GB by the end of the suite, and
    the machine's memory then decided which worker the kernel killed), and the log file it opened
    on the root logger (one open file an app, each written by every later record), and the text
    size its settings set for the whole process (a widget drawn in the next test had it)."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    let_frozen_go()
    let_logs_go(handlers, level)
    put_text_size_back()


@pytest.fixture(autouse=True, scope="session")
def no_real_user_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The user data directory (the save, and the video poker cache a test builds without a
    cache dir) is a temporary folder for the whole run: in this process, and through
    ``XDG_DATA_HOME`` in the commands the tests start (platformdirs reads it on Linux)."""
    home = tmp_path_factory.mktemp("user-data")
    patch = pytest.MonkeyPatch()
    patch.setenv("XDG_DATA_HOME", str(home))
    patch.setenv("XDG_CACHE_HOME", str(home / "cache-home"))  # the video poker tables' cache
    patch.setenv("LANGUAGE", "en")  # a fresh save's language follows the locale: English here
    patch.setattr("gamelib.storage.default_data_dir", lambda: home / "Feltside")
    yield home / "Feltside"
    patch.undo()
