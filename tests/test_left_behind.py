"""What a test leaves in its worker's process is let go after it (tests/conftest.py): xdist runs
hundreds of tests in one process, and which ones share it changes with the split."""

from __future__ import annotations

import logging
import os
import subprocess
import sys
from pathlib import Path

from helpers.left_behind import let_logs_go

from gamelib.storage import configure_logging

ROOT = Path(__file__).resolve().parents[1]


def test_the_log_an_app_opened_is_closed_and_taken_off_after_the_test(tmp_path: Path) -> None:
    """Fails on the old code: each data directory's log stayed open on the root logger for the
    rest of the worker (558 open log files in one worker halfway through the scene tests)."""
    root = logging.getLogger()
    kept, level = list(root.handlers), root.level
    configure_logging(tmp_path / "a")
    configure_logging(tmp_path / "b")  # a second app's save: a second open log
    opened = [h for h in root.handlers if h not in kept]
    assert len(opened) == 2 and root.level == logging.INFO
    assert let_logs_go(kept, level) == opened
    assert root.handlers == kept and root.level == level
    assert all(isinstance(h, logging.FileHandler) and h.stream is None for h in opened)  # closed


INNER = '''
import gc
import logging

from scenes.showcase import catalogue
from scenes.ui import text_size


def test_one_starts_an_app_at_150_percent(tmp_path):
    app = catalogue.headless_app(tmp_path)
    app.update_settings(ui_scale=150)
    app.wallet.close()
    assert gc.get_freeze_count() > 0 and text_size.ui_scale() == 1.5


def test_the_next_does_not_inherit_it():
    assert gc.get_freeze_count() == 0
    assert text_size.ui_scale() == 1.0
    assert not [h for h in logging.getLogger().handlers if isinstance(h, logging.FileHandler)
                and h.baseFilename.endswith("feltside.log")]
'''


def test_the_next_test_in_the_process_starts_without_the_last_ones_app(tmp_path: Path) -> None:
    """Two tests in one process (as an xdist worker runs them) under this suite's conftest: the
    second finds nothing frozen, no log left open and the text at 100 % after the first. Fails on
    the old conftest."""
    (tmp_path / "test_inner.py").write_text(INNER, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests")])}
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                           "-p", "conftest", "--rootdir", str(tmp_path), str(tmp_path / "test_inner.py")],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "2 passed" in done.stdout
