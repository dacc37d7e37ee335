"""Screenshot states for multi-table and live pace (added to scenes.showcase.catalogue's list).

- ``multi_table_2``: two tables side by side (1×2), one betting, one dealt.
- ``multi_table_4_waiting``: four tables (2×2); an unfocused one waits for a decision
  (pulsing gold frame), the focused one is betting, one shows its result, one is dealt.
- ``table_live_pace_yellow``: a table in live pace whose betting window is about to close.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from scenes.showcase import table_demos
from scenes.table.layout import demo_seed

if TYPE_CHECKING:
    from scenes.app import App


def multi_states(app: App, classes: list[tuple[str, type]]) -> Iterator[tuple[str, Callable[[], None]]]:
    if not classes:
        return
    yield "multi_table_2", lambda: _tables(app, classes, 2)
    yield "multi_table_4_waiting", lambda: _tables(app, classes, 4)
    yield "table_live_pace_yellow", lambda: _live_yellow(app, classes[0][1])


def _bet(scene: Any) -> None:
    table_demos.demo_bets(scene)  # video poker's: value x hands


def _tables(app: App, classes: list[tuple[str, type]], count: int) -> None:
    from scenes.shell.multi_table import MultiTableScene

    # what each tile shows: the 2nd waits for a decision; with four, the 3rd has its result
    plan = ["betting", "waiting"] if count == 2 else ["betting", "waiting", "result", "result"]
    opened = []
    for i, state in enumerate(plan):
        game, cls = classes[i % len(classes)]
        scene = cls(app, seed_source=demo_seed(f"multi-shot-{game}-{i}"))
        app.open_tables.append(scene)
        opened.append(scene)
        _bet(scene)
        if state != "betting":
            scene.deal()
        if state == "result":
            table_demos.demo_finish(scene)
        scene.player.flush()
    app.manager.push(MultiTableScene(app, focus=opened[0]))


def _live_yellow(app: App, cls: type) -> None:
    """A table in live pace (shown without changing the player's pace setting)."""
    live_cls = type(cls.__name__, (cls,), {"live": property(lambda self: True)})
    scene = live_cls(app, seed_source=demo_seed("live-yellow"))
    app.open_tables.append(scene)
    app.manager.push(scene)
    _bet(scene)
    scene.enter()
    pace = scene.live_pace()
    app.step([], 0.0)
    # the catalogue settles one more second before the picture: stop 2.5 s before the close
    left = pace.remaining - 3.5
    while left > 0:
        app.step([], min(0.5, left))
        left -= 0.5
