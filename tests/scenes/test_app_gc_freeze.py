"""What start-up made lives as long as the app: ``App.start`` moves it out of the collector's
passes (``gc.freeze``; issue 27: each full pass walked the whole heap, 20 ms and more, the worst
frames of a 4K table). Not timed: the app and its lobby are in no generation the collector walks."""

from __future__ import annotations

import gc
import weakref

from helpers.left_behind import let_frozen_go

from scenes.showcase import catalogue


def test_the_app_freezes_what_start_up_made(tmp_path) -> None:  # type: ignore[no-untyped-def]
    gc.unfreeze()  # (an app started before in this process froze its own)
    app = catalogue.headless_app(tmp_path)
    try:
        assert gc.get_freeze_count() > 1000
        walked = gc.get_objects()  # every generation the collector's passes walk
        assert not any(o is app or o is app.manager for o in walked)
    finally:
        app.wallet.close()


def test_an_app_a_test_started_does_not_outlive_the_test(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Frozen, the app survives every collection (a test worker kept each one it started: +22 MB
    an app at 2560x1440); tests/conftest.py lets it go after each test (``let_frozen_go``)."""
    app = catalogue.headless_app(tmp_path)
    app.wallet.close()
    app.leave_all_tables()
    kept = weakref.ref(app)
    del app
    gc.collect()
    assert kept() is not None  # frozen: what the old tests left for the rest of the worker
    assert let_frozen_go()
    assert kept() is None and gc.get_freeze_count() == 0
