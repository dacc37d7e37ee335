"""Video poker's showcase: the states the catalogue draws (1, 10 and 100 hands dealt and
drawn, other pay tables, the EV table, the CHANGE dialog) and the frame benchmark."""

from __future__ import annotations

try:  # (not on Windows: a frame's faults and waits are then 0)
    import resource
except ImportError:  # pragma: no cover - Windows
    resource = None  # type: ignore[assignment]
import time
from collections.abc import Callable
from typing import Any, NamedTuple

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
                     clock: Callable[[], float] | None = None, faces: list[int] | None = None,
                     seen: list[FrameSeen] | None = None, draws: list[DrawSeen] | None = None) -> list[float]:
    """Seconds per frame of the table while the draw of ``hands`` animates: each a whole frame of the
    app (its update, its drawing at the window's own pixels, presented), as a player's window makes it.

    ``clock`` defaults to wall time; ``time.thread_time`` measures this thread's CPU only
    (what the frame costs when the machine is shared). ``app`` is a headless app drawing at its
    window's pixels (``scenes.showcase.catalogue.headless_app``, ``native``), given by the caller: a
    game screen does not reach up into the showcase. (Until session 19 this drew the table on the
    fixed 1920x1080 canvas, a frame no window has shown since issue 27.) ``faces``: gets the card
    faces and backs each measured frame made (``resources.made``). ``seen``: gets each measured
    frame's ``FrameSeen`` (its CPU time beside the clock's, what it showed, the memory pages it
    touched first and the times it waited or was set aside), so a bench can say which frames cost
    most and why the clock's time was more than the CPU's. ``draws``: gets each DRAW's own work (the holds
    played, every hand drawn, the round settled and saved: ``draw_hands``, which a click does in the step
    that draws the DRAW's frame; not in the frames measured)."""
    app.update_settings(animation_speed="normal")
    table = VideoPokerTable(app, seed_source=demo_seed("bench"))
    app.open_tables.append(table)
    app.manager.push(table, None)
    for _ in range(10):  # its first frames: the machine's face, the rail (not measured)
        app.step([], 1 / 60)
        app.present()
    times: list[float] = []
    now = clock or time.perf_counter
    rounds = 0
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
        holds = default_rule(rnd.paytable, rnd.dealt).positions
        usage, cpu, start = _usage(), time.thread_time(), now()
        table.draw_hands(holds, trainer=False)
        if draws is not None:
            took, cpu = now() - start, time.thread_time() - cpu
            draws.append(DrawSeen(took, cpu, *(b - a for a, b in zip(usage, _usage(), strict=True))))
        rounds += 1
        in_round = 0
        while table.revealing and len(times) < frames:
            before = _showing(table)
            made, usage, cpu, start = resources.made.total(), _usage(), time.thread_time(), now()
            app.step([], 1 / 120)
            app.present()
            times.append(now() - start)
            cpu = time.thread_time() - cpu
            if faces is not None:
                faces.append(resources.made.total() - made)
            if seen is not None:
                after = _usage()
                seen.append(FrameSeen(cpu, f"round {rounds} frame {in_round}: {_what(before, _showing(table))}",
                                      *(b - a for a, b in zip(usage, after, strict=True))))
            in_round += 1
    app.open_tables.remove(table)
    table.leave_table(pop=False)
    return times


class FrameSeen(NamedTuple):
    """One measured frame beside its clock's time: its CPU time (this thread's), what it showed, and
    (where the system counts them: 0 elsewhere) the memory pages it touched first (faults), the times
    it waited (blocking: I/O, a lock) and was set aside for another program (preempted)."""

    cpu: float
    what: str
    faults: int
    waits: int
    preempted: int


class DrawSeen(NamedTuple):
    """A DRAW's own work (``draw_hands``: the hands drawn, the round settled and saved): its clock's time,
    its CPU time, and as ``FrameSeen``'s, the pages it touched first, its waits (the save's syncs) and the
    times it was set aside."""

    took: float
    cpu: float
    faults: int
    waits: int
    preempted: int


def _usage() -> tuple[int, int, int]:
    """(page faults, voluntary, involuntary context switches) of this thread so far."""
    if resource is None or not hasattr(resource, "RUSAGE_THREAD"):
        return 0, 0, 0
    use = resource.getrusage(resource.RUSAGE_THREAD)
    return use.ru_minflt + use.ru_majflt, use.ru_nvcsw, use.ru_nivcsw


def _showing(table: VideoPokerTable) -> tuple[int, bool, bool, bool]:
    """(extra hands shown, result shown, the main hand's win framed, a main hand's card turning)."""
    turning = any(to == "main" and s.flip < 1.0 for (to, _), s in table.cards.items())
    return table.revealed, table.result_shown, table._main_won, turning


def _what(before: tuple[int, bool, bool, bool], after: tuple[int, bool, bool, bool]) -> str:
    """What a frame of the draw showed that the one before did not."""
    out = []
    if not before[0] and not after[0] and not before[3] and after[3]:
        out.append("DRAW: the holds in every hand, the main hand starts to turn")
    elif after[3]:
        out.append("the main hand turning")
    if after[0] > before[0]:
        out.append(f"hand {after[0]} shown" if after[0] - before[0] == 1 else f"hands {before[0] + 1}-{after[0]} shown")
    if after[2] and not before[2]:
        out.append("the main hand's win framed")
    if after[1] and not before[1]:
        out.append("the result (WIN, pay table, rail)")
    return ", ".join(out) or "WIN counting"
