"""What start-up made lives as long as the app: ``App.start`` moves it out of the collector's
passes (``gc.freeze``; issue 27: each full pass walked the whole heap, 20 ms and more, the worst
frames of a 4K table). Not timed: the app and its lobby are in no generation the collector walks."""

from __future__ import annotations

import gc

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
