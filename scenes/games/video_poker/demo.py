"""Video poker's showcase: the states the catalogue draws (1, 10 and 100 hands dealt and
drawn, other pay tables, the EV table, the CHANGE dialog) and the frame benchmark."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from gamelib.cards import Deck
from gamelib.games.video_poker.strategy import default_rule
from scenes.games.video_poker.table import VideoPokerTable
from scenes.table.coach_marks import coached
from scenes.table.layout import demo_seed
from scenes.ui import resources


def demo_hands(table: VideoPokerTable, n: int = 10, paytable: str = "jacks-or-better") -> None:
    """VALUE × HANDS for ``n`` hands (a value that keeps the total within the limits)."""
    bets = table.bets
    bets.select_paytable(paytable)
    bets.set_value(500 if n == 1 else 100 if n <= 10 else 10 if n > 50 else 20)
    bets.clear()
    bets.add_hands(n)


def demo_bets(table: VideoPokerTable) -> None:
    bets = table.bets
    bets.set_value(100)
    bets.add_hands(10)


def demo_ev(table: VideoPokerTable) -> None:
    table.player.flush()
    table.analysis_tables(table.paytable.name, wait=True)
    table.ev_open = True


def demo_finish(table: VideoPokerTable) -> None:
    """Hold what the built-in strategy holds and draw; the whole result shown."""
    hold_and_draw(table)
    table.player.flush()
    table.animator.finish_all()
    table.show_whole_draw()


def hold_and_draw(table: VideoPokerTable) -> None:
    """The deal shown, hold what the built-in strategy holds and DRAW: the hands then shown at the
    table's speed (``demo_finish`` shows them whole at once)."""
    table.player.flush()
    rnd = table.round
    if rnd is not None and not rnd.is_over:
        for p in default_rule(rnd.paytable, rnd.dealt).positions:
            rnd.toggle_hold(p)
        table.draw_hands(tuple(sorted(rnd.held)), trainer=False)


def big_win(table: VideoPokerTable) -> None:
    """One hand of Bonus Poker dealt four aces: 80 for 1, the HUGE WIN celebration a second in."""
    table.session._deck_source = lambda seed: Deck.stacked("As Ad Ah Ac 9d")
    demo_hands(table, 1, "bonus-poker")
    table.deal()
    demo_finish(table)
    table.celebration.update(1.0)


def big_win_hands(table: VideoPokerTable) -> None:
    """Ten hands of Bonus Poker, four aces dealt and held: 80 for 1 in every hand, the HUGE WIN
    celebration a second in (its win display keeps off the grid, the main hand and the buttons)."""
    table.session._deck_source = lambda seed: Deck.stacked("As Ad Ah Ac 9d")
    demo_hands(table, 10, "bonus-poker")
    table.deal()
    demo_finish(table)
    table.celebration.update(1.0)


def drive(n: int, step: str, paytable: str = "jacks-or-better") -> Callable[[VideoPokerTable], None]:
    def run(table: VideoPokerTable) -> None:
        if step == "paytables":
            table.open_paytables()
            return
        demo_hands(table, n, paytable)
        if step != "betting":
            table.deal()
        if step == "drawn":
            demo_finish(table)
        elif step == "ev":
            demo_ev(table)
    return run


def demo_states() -> list[tuple[str, Callable[[VideoPokerTable], None]]]:
    out = [("betting", drive(10, "betting"))]
    for n in (1, 10, 100):
        out += [(f"{n}_hands_dealt", drive(n, "dealt")), (f"{n}_hands_drawn", drive(n, "drawn"))]
    out += [("25_hands_drawn_ddb", drive(25, "drawn", "double-double-bonus")),
            ("5_hands_deuces", drive(5, "drawn", "deuces-wild")),
            ("ev_table", drive(5, "ev")), ("paytables", drive(0, "paytables")),
            ("coach-marks", coached(0)), ("coach-marks-paytable", coached(1)), ("big-win", big_win),
            ("big-win-10-hands", big_win_hands)]
    return out


def benchmark_frames(app: Any, hands: int = 100, frames: int = 600,
                     clock: Callable[[], float] | None = None, faces: list[int] | None = None) -> list[float]:
    """Seconds per frame of the table while the draw of ``hands`` animates: each a whole frame of the
    app (its update, its drawing at the window's own pixels, presented), as a player's window makes it.

    ``clock`` defaults to wall time; ``time.thread_time`` measures this thread's CPU only
    (what the frame costs when the machine is shared). ``app`` is a headless app drawing at its
    window's pixels (``scenes.showcase.catalogue.headless_app``, ``native``), given by the caller: a
    game screen does not reach up into the showcase. (Until session 19 this drew the table on the
    fixed 1920x1080 canvas, a frame no window has shown since issue 27.) ``faces``: gets the card
    faces and backs each measured frame made (``resources.made``)."""
    app.update_settings(animation_speed="normal")
    table = VideoPokerTable(app, seed_source=demo_seed("bench"))
    app.open_tables.append(table)
    app.manager.push(table, None)
    for _ in range(10):  # its first frames: the machine's face, the rail (not measured)
        app.step([], 1 / 60)
        app.present()
    times: list[float] = []
    now = clock or time.perf_counter
    while len(times) < frames:
        demo_hands(table, hands)
        table.deal()
        table.player.flush()
        table.animator.finish_all()
        for _ in range(3):  # the dealt hands shown
            app.step([], 1 / 60)
            app.present()
        rnd = table.round
        assert rnd is not None
        table.draw_hands(default_rule(rnd.paytable, rnd.dealt).positions, trainer=False)
        while table.revealing and len(times) < frames:
            made, start = resources.made.total(), now()
            app.step([], 1 / 120)
            app.present()
            times.append(now() - start)
            if faces is not None:
                faces.append(resources.made.total() - made)
    app.open_tables.remove(table)
    table.leave_table(pop=False)
    return times
