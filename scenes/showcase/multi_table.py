"""Screenshot states for multi-table and live pace (added to scenes.showcase.catalogue's list).

- ``multi_table_2``: two tables; the focused one betting, the other waits for a decision
  (its tab pulses).
- ``multi_table_4_waiting``: four tables; the focused one betting, one waits for a decision,
  two show their result.
- ``multi_table_twister``: three tables and a Twister tournament waiting for the player
  (the 2×2 of issue 18), a table in focus.
- ``multi_table_twister_focus``: the same with the tournament in focus, playable.
- ``multi_table_full``: four tables and six tournaments (two rows of tabs; +TABLE greyed,
  its reason shown under the pointer).
- ``multi_table_4_waiting_it``: the four tables in Italian (longer words on the tabs).
- ``multi_table_5_machine``: four tables and a tournament (two rows of tabs), video poker in
  focus: the strip keeps above its marquee's lamps, the SHA-256 line too (also ``_it``).
- ``table_live_pace_yellow``: a table in live pace whose betting window is about to close.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

from scenes.shell.multi_table import MultiTableScene
from scenes.showcase import table_demos
from scenes.table.base import TableScene
from scenes.table.layout import demo_seed

if TYPE_CHECKING:
    from scenes.app import App


def multi_states(app: App, classes: list[tuple[str, type]]) -> Iterator[tuple[str, Callable[[], None]]]:
    house = [(g, c) for g, c in classes if _is_house(c)]
    if not house:
        return
    yield "multi_table_2", lambda: _tables(app, house, ["betting", "waiting"])
    yield "multi_table_4_waiting", lambda: _tables(app, house, ["betting", "waiting", "result", "result"])
    twister = dict(classes).get("twister")
    if twister is not None:
        yield "multi_table_twister", lambda: _tables(app, house, ["betting", "waiting", "result"], (twister, 1))
        yield "multi_table_twister_focus", lambda: _tables(app, house, ["betting", "waiting", "result"],
                                                           (twister, 1), focus_tournament=True)
        yield "multi_table_full", lambda: _tables(app, house, ["betting", "waiting", "result", "betting"],
                                                  (twister, 6), hover_plus=True)
        machine = next((i for i, (_, c) in enumerate(house) if getattr(c, "MACHINE", False)), None)
        if machine is not None:
            def five(lang: str) -> Callable[[], None]:
                def run() -> None:
                    app.update_settings(language=lang)
                    _tables(app, house, ["betting", "waiting", "result", "betting"], (twister, 1), focus_at=machine)
                return run

            yield "multi_table_5_machine", five("en")
            yield "multi_table_5_machine_it", five("it")

    def four_in_italian() -> None:
        app.update_settings(language="it")
        _tables(app, house, ["betting", "waiting", "result", "result"])

    yield "multi_table_4_waiting_it", four_in_italian
    yield "table_live_pace_yellow", lambda: _live_yellow(app, house[0][1])


def _is_house(cls: type) -> bool:
    return issubclass(cls, TableScene)


def _bet(scene: Any) -> None:
    table_demos.demo_bets(scene)  # video poker's: value x hands


def _tables(app: App, classes: list[tuple[str, type]], plan: list[str],
            tournaments: tuple[type, int] | None = None, *, focus_tournament: bool = False,
            hover_plus: bool = False, focus_at: int = 0) -> None:
    """Tables in the states of ``plan`` (betting / waiting / result) and, if asked, Twister
    tournaments (the first waits for the player), in the multi-table view, the table
    ``focus_at`` (or the first tournament) in focus."""

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
    focus: Any = opened[focus_at]
    if tournaments is not None:
        hub_cls, count = tournaments
        hub = hub_cls(app, seed_source=demo_seed("multi-shot-twister"))
        app.open_tables.append(hub)
        started = start_tournaments(hub, count)
        if focus_tournament and started:
            focus = started[0]
    view = MultiTableScene(app, focus=focus)
    app.manager.push(view)
    if hover_plus:
        _, plus = view.tab_rects()
        view.hover = "+" if plus.w > 0 else None


def start_tournaments(hub: Any, count: int) -> list[Any]:
    """``count`` tournaments past their wheel; the first one waiting for the player's decision
    (the others answered with check or call as time moves)."""
    playing = [t for t in hub.room.running() if not t.is_over]  # resumed from the save
    tables = hub.room.start(500, count, "standard") if hub.room.can_start() else []
    tables = (tables + playing)[:count]
    for t in tables:
        if not t.wheel_seen:
            t.reveal_wheel()
    if not tables:
        return []
    first = tables[0]
    for _ in range(3000):
        if first.waiting_for_player and first.t.hands_played >= 1 or first.is_over:
            break
        hub.room.update(5.0)
        for t in tables:
            if t.waiting_for_player and t is not first or (t is first and not first.t.hands_played >= 1
                                                           and t.waiting_for_player):
                hand = t.t.hand
                t.player_act("check" if hand is not None and hand.can_check() else "call")
    return tables


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
