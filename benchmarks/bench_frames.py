"""Frame time of the lobby and of the tables, headless, with animations running.

A frame is what the app's loop does for one: ``App.step`` (events, update, draw) and
``App.present`` (the frame into the window and the flip), in a 1920x1080 window (as full screen
on a 1080p monitor: the tables lay again what changed, the pages are drawn into it directly). Prints p50 / p99 / max in milliseconds, wall
and the main thread's CPU, for: the lobby (at rest, then with the pointer crossing its tiles);
a table while cards are dealt (the deal animation restarted every 40 frames); the dealing
table again in a 1280x720 window (drawn at its own pixels, as a real window is); a table at rest with a result banner; three tables in
the multi-table view; every house game playing whole rounds (its demo bets, DEAL, its demo
decisions, each animation to its end); SETTINGS and HISTORY with the pointer moving. The
load average is printed first.
Uses the first registered table scene, or the test demo table on Texas Hold'em Bonus.
Targets (60-quality.md): any screen p99 <= 6.9 ms (144 Hz), wall and CPU; memory with
4 tables open <= 160 MB RSS.

    python benchmarks/bench_frames.py [--frames N] [--rounds N]

With ``--window WxH`` (repeatable, e.g. ``--window 1280x720 --window 1920x1080 --window
3840x2160``) it measures instead, in one run, for each window size: a table dealing and
SETTINGS / HISTORY with the pointer moving (CPU p50 / p99), beside a reference cost measured
in the same run: one full-window copy. Issue 27's targets follow: CPU p99 at 3840x2160 <=
1.5x the run's 1920x1080 p99, at 1280x720 <= 1.0x. Then the memory with four tables open at
each size, each in a fresh process of its own (``--four-tables WxH``: what a player who opens
the app at that size holds; <= 320 MB at 3840x2160, <= 160 MB at 1920x1080 and below).

With ``--video-poker`` (and any ``--window``; 1920x1080 and 3840x2160 by default): ten-hand
video-poker rounds at each size in one run (video_poker_rounds), the 4K / 1080p p99 ratio.
With ``--house`` the same for whole rounds of each other house game (house_rounds).

With ``--twister`` (and any ``--window``): Twister's prize wheel through a whole spin and a
tournament table through three whole hands and the fourth's deal (the player calls up to two
big blinds and folds to more; the same seeded hands at every size, played once unmeasured first:
the art made at that size, the bots' tables built; each tournament forfeited after), in stepped
time, at each window size (twister_frames).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from feltside.huge_pages import pages_said, start_in_huge_pages  # noqa: E402

if __name__ == "__main__":
    start_in_huge_pages()  # as the program runs (Linux: 2 MiB pages); FELTSIDE_SMALL_PAGES=1 for 4 KiB

from benchmarks import targets  # noqa: E402
from benchmarks.still_memory import still_memory_said  # noqa: E402
from benchmarks.windows import parse_window  # noqa: E402

FRAME_P99_MS, RSS_MB = 6.9, 160  # 60-quality.md
RSS_4K_MB = 320  # issue 27: four tables open in a 3840x2160 window
BENCH_CALL_BLINDS = 2  # Twister's hands: the player calls up to 2 big blinds, folds to more
BENCH_DEAL_FRAMES = 60  # Twister's hands: the frames of the fourth hand's deal measured
HANDS_FRAME_LIMIT = 5000  # Twister's hands: a bound only (three hands and a deal take ~1,300)


def percentiles(samples: list[float]) -> str:
    s = sorted(samples)
    p50 = statistics.median(s)
    p99 = s[min(len(s) - 1, int(len(s) * 0.99))]
    return f"p50 {p50 * 1000:6.2f} ms   p99 {p99 * 1000:6.2f} ms   max {s[-1] * 1000:6.2f} ms  (n={len(s)})"


CPU: list[float] = []


def frame_times(app: object, frames: int, before_frame: object = None) -> list[float]:
    """Wall-clock time of each frame; the CPU time of the same frames goes to ``CPU``.

    On a shared machine the wall clock includes time the OS gave to other processes; the
    thread's CPU time is the frame's own cost, so both are printed.
    """
    out: list[float] = []
    CPU.clear()
    for i in range(frames):
        events = before_frame(i) if before_frame is not None else None  # type: ignore[operator]
        t, c = time.perf_counter(), time.thread_time()
        app.step(events or [], 1 / 60)  # type: ignore[attr-defined]
        app.present()  # type: ignore[attr-defined]
        out.append(time.perf_counter() - t)
        CPU.append(time.thread_time() - c)
    return out


def line(name: str, samples: list[float], extra: str = "") -> None:
    print(f"{name:<26} wall {percentiles(samples)}")
    print(f"{'':<26} cpu  {percentiles(CPU)}{extra}")
    for clock, values in (("wall", samples), ("cpu", CPU)):
        s = sorted(values)
        p99 = s[min(len(s) - 1, int(len(s) * 0.99))] * 1000
        targets.report(f"{name}: frame p99 {clock}", p99, "ms", "<=", FRAME_P99_MS)


def play_rounds(app: Any, cls: type, rounds: int, notes: list[str] | None = None,
                finish: Callable[[Any], object] | None = None, moving: Callable[[Any], bool] | None = None,
                settle: int = 0) -> list[float]:
    """Wall times of the frames of ``rounds`` whole rounds at a new table of ``cls`` (CPU in
    ``CPU``): the game's demo bets, DEAL, frames until the dealing ends, its demo decisions
    (``finish``: other decisions), frames until the result is shown (``moving``: what else still
    moves, then ``settle`` frames more); the table's opening frames are not counted. ``notes``:
    what each frame was (round, deal or result, frame of it, the layer's pixels laid again)."""
    from scenes.showcase import table_demos
    from scenes.table.layout import demo_seed

    table = cls(app, seed_source=demo_seed(f"bench-{getattr(cls, 'game_id', cls.__name__)}"))
    app.open_tables.append(table)
    app.manager.push(table, None)
    frame_times(app, 10)
    wall: list[float] = []
    cpu: list[float] = []
    decide = finish or table_demos.demo_finish
    for r in range(rounds):
        table_demos.demo_bets(table)
        table.deal()
        for what, act in (("deal", lambda: decide(table)), ("result", lambda: None)):
            still = -1  # frames since nothing moves
            for n in range(1, 601):  # until nothing moves (at least 6 frames), at most 10 s
                wall += frame_times(app, 1)
                cpu += CPU
                if notes is not None:
                    laid = sum(a.w * a.h for a in table.view.laid) / 1e6
                    touched = getattr(app.frame, "touched", None) or []  # (a window's Canvas: what it drew on)
                    drawn = sum(a.w * a.h for a in touched) / 1e6
                    notes.append(f"round {r + 1}, {what} frame {n}, layer laid again {laid:.2f} Mpx, "
                                 f"window drawn on {drawn:.2f} Mpx")
                still = -1 if table.player.busy or (moving is not None and moving(table)) else still + 1
                if n > 5 and still >= (settle if what == "result" else 0):
                    break
            act()
    CPU[:] = cpu
    app.open_tables.remove(table)
    table.leave_table(pop=False)
    app.open_lobby()
    return wall


def house_tables() -> list[tuple[str, type]]:
    """Every registered house game's table scene (Twister is a room, measured apart)."""
    from scenes.table import registry as tables
    from scenes.table.base import TableScene

    found = [(game, tables.scene_class(game)) for game in tables.lobby_games()]
    return [(game, cls) for game, cls in found if isinstance(cls, type) and issubclass(cls, TableScene)]


def table_class() -> type:
    from scenes.table import registry as tables

    for game in tables.LOBBY_GAMES:
        cls = tables.scene_class(game)
        if cls is not None:
            return cls
    sys.path.insert(0, str(ROOT / "tests" / "scenes"))
    from helpers.demo_table import DemoTexasTable

    return DemoTexasTable


def pointer_over_tiles(i: int) -> list[Any]:
    """The pointer moves across the lobby's tiles, 37 px a frame (a tile lights up as it enters)."""
    import pygame

    return [pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + (i * 37) % 1500, 500), rel=(37, 0),
                               buttons=(0, 0, 0))]


def pointer_over_play(app: Any) -> Any:
    """A pointer mover across the lobby's PLAY buttons, 37 px a frame (each lights as it enters,
    its tile's rim with it, and goes out as it leaves)."""
    import pygame

    y = next(iter(app.lobby().play_buttons.values())).rect.centery

    def moved(i: int) -> list[Any]:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=(200 + (i * 37) % 1500, y), rel=(37, 0), buttons=(0, 0, 0))]
    return moved


def pages(app: Any, frames: int) -> None:
    """SETTINGS and HISTORY drawn every frame with the pointer moving over them (a page has
    no cached layer: each of its frames draws every button and text)."""
    from scenes.shell.history import HistoryScene
    from scenes.shell.settings import SettingsScene

    for name, page in (("settings", SettingsScene), ("history", HistoryScene)):
        app.manager.push(page(app), None)
        frame_times(app, 10)
        line(f"{name}, pointer moving", frame_times(app, frames, pointer_over_tiles))
        app.open_lobby()
        frame_times(app, 10)


def gfx_size() -> tuple[int, int]:
    from scenes.ui import gfx

    return gfx.LOGICAL_SIZE


def dealing_small(app: Any, frames: int, redeal: Any) -> None:
    """The dealing table in a 1280x720 window, drawn at its own pixels as a real window is."""
    app.windowed_size = (1280, 720)
    app._set_mode(False)
    frame_times(app, 10)
    line("dealing, 1280x720 window", frame_times(app, frames, redeal))
    app.windowed_size = gfx_size()
    app._set_mode(False)
    frame_times(app, 10)


def peak_reset() -> bool:
    """Start the process's peak memory (VmHWM) again from what it holds now (Linux), so the
    peak read next is that of what follows, not of the screens measured before."""
    try:
        Path("/proc/self/clear_refs").write_text("5", encoding="ascii")
        return True
    except OSError:
        return False


def memory_mb() -> tuple[float, float]:
    """(resident now, the peak since ``peak_reset``) in MB; the peak is the whole run's where
    it cannot be reset."""
    try:
        status = Path("/proc/self/status").read_text(encoding="ascii").split("\n")
        kb = {line.split(":")[0]: int(line.split()[1]) for line in status if line.startswith(("VmRSS", "VmHWM"))}
        return kb["VmRSS"] / 1024, kb["VmHWM"] / 1024
    except (OSError, KeyError, IndexError, ValueError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        return peak, peak


def four_tables(app: Any, cls: Any, limit: float, where: str) -> None:
    """Memory with four tables open: three in the multi-table view (one betting, one dealt, one
    with its result) and a fourth dealt, drawn for a second; the peak from before they open (the
    screens measured earlier left out: they are closed), beside the whole run's."""
    from scenes.showcase import table_demos
    from scenes.showcase.catalogue import _multi_table
    from scenes.table.layout import demo_seed

    app.leave_all_tables()
    app.open_lobby()
    frame_times(app, 10)
    whole_run = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    reset = peak_reset()
    _multi_table(app, [(cls.game_id, cls)])
    fourth = cls(app, seed_source=demo_seed("bench-4"))
    app.open_tables.append(fourth)
    table_demos.demo_bets(fourth)
    fourth.deal()
    frame_times(app, 60)
    now, peak = memory_mb()
    print(f"memory with {len(app.open_tables)} tables open{where}: RSS {now:.0f} MB, peak {peak:.0f} MB"
          f"{' since they opened' if reset else ' (whole run)'}; the whole run's peak before them {whole_run:.0f} MB")
    targets.report(f"memory with 4 tables open{where}, peak RSS", peak, "MB", "<=", limit)


def four_tables_alone(size: tuple[int, int]) -> None:
    """The child of :func:`four_tables_in_own_process`: a fresh app in a window of ``size``, its
    lobby drawn, then four tables open (:func:`four_tables`); prints its RSS line."""
    from scenes.showcase import catalogue

    with tempfile.TemporaryDirectory() as tmp:
        app = catalogue.headless_app(tmp, size=size)
        app.native = True
        app.windowed_size = size
        app._set_mode(False)
        app.open_lobby()
        four_tables(app, table_class(), RSS_4K_MB if size[0] * size[1] > 1920 * 1080 else RSS_MB,
                    f" at {size[0]}x{size[1]}")
        now, peak = memory_mb()
        print(f"FOUR TABLES RSS {now:.1f} {peak:.1f}")
        app.leave_all_tables()
        app.wallet.close()


def four_tables_in_own_process(size: tuple[int, int]) -> tuple[float, float] | None:
    """RSS with four tables open in a window of ``size``, in a fresh process of its own (in the
    process that drew larger windows first, their freed pages stay counted: 182 MB at 1280x720
    after 4K, issue 27): (resident now, the process's peak) in MB, None if it failed."""
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--four-tables", f"{size[0]}x{size[1]}",
                           "--no-fail"], capture_output=True, text=True, env=dict(os.environ), check=False)
    for row in done.stdout.splitlines():
        if row.startswith("FOUR TABLES RSS "):
            now, peak = (float(x) for x in row.split()[3:5])
            return now, peak
    print(f"four tables at {size[0]}x{size[1]}: the child failed: {done.stderr.strip()[-300:]}")
    return None


def p99_of(samples: list[float]) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(len(s) * 0.99))]


def window_copy_ms(app: Any, copies: int = 30) -> float:
    """The reference: one full-window copy (a blit of a window-sized surface into the window), ms."""
    import pygame

    window = app.window
    source = pygame.Surface(window.get_size(), 0, window)
    source.fill((30, 90, 50))
    times = []
    for _ in range(copies):
        t = time.thread_time()
        window.blit(source, (0, 0))
        times.append(time.thread_time() - t)
    return statistics.median(times) * 1000


def in_window(app: Any, mover: Any) -> Any:
    """A pointer mover in logical px, as the window's own pixels (the app maps them back)."""
    import pygame

    def moved(i: int) -> list[Any]:
        out = []
        for event in mover(i):
            view = app.viewport()
            x, y = event.pos
            out.append(pygame.event.Event(event.type, pos=(view.x + x * view.w // 1920, view.y + y * view.h // 1080),
                                          rel=event.rel, buttons=event.buttons))
        return out
    return moved


def window_sizes(sizes: list[tuple[int, int]], frames: int, ui_scale: int, native: bool = True,
                 worst: int = 0) -> None:
    """Each window size in turn, in one run: dealing, the lobby, SETTINGS, HISTORY with the pointer moving (CPU), and the reference.
    ``native``: drawn at the window's pixels as a real window is (else every frame on the logical
    canvas, scaled into the window: the way before issue 27). ``worst``: that many costliest
    dealing frames at each size, with what each was (``dealing_note``)."""
    from scenes.shell.history import HistoryScene
    from scenes.shell.settings import SettingsScene
    from scenes.showcase import catalogue, table_demos
    from scenes.table.layout import demo_seed
    from scenes.ui.canvas import Canvas

    how: dict[tuple[int, int], str] = {}
    results: dict[tuple[int, int], dict[str, tuple[float, float]]] = {}
    refs: dict[tuple[int, int], float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = catalogue.headless_app(tmp, size=sizes[0])
        app.native = native
        app.update_settings(ui_scale=ui_scale)
        print("drawn " + ("at the window's own pixels (native)" if native else "on the 1920x1080 canvas, scaled"))
        cls = table_class()
        table = cls(app, seed_source=demo_seed("bench"))
        app.open_tables.append(table)
        table_demos.demo_bets(table)
        for size in sizes:
            refs[size] = lobby_at(app, size)
            row: dict[str, tuple[float, float]] = {}
            app.manager.push(table, None)

            def redeal(i: int) -> None:
                if i % 40 == 0:
                    table.clear_table()
                    for k in range(2):
                        table.show_card_dealt("player", k, 48 + k, True)
                        table.show_card_dealt("dealer", k, 40 + k, False)
                    for k in range(5):
                        table.show_card_dealt("board", k, 4 * k + 1, True)

            frame_times(app, 10)
            cpu: list[float] = []
            notes: list[str] = []
            for i in range(frames):
                frame_times(app, 1, lambda _, i=i: redeal(i))
                cpu += CPU
                notes.append(dealing_note(app, table, i))
            CPU[:] = cpu
            row["table dealing"] = (statistics.median(CPU), p99_of(CPU))
            worst_frames(f"{size[0]}x{size[1]} table dealing", cpu, notes, worst)
            how[size] = "native" if isinstance(app.frame, Canvas) else \
                "direct" if size == (1920, 1080) else "scaled"
            app.open_lobby()
            frame_times(app, 10)
            frame_times(app, frames, in_window(app, pointer_over_play(app)))
            row["lobby, pointer moving"] = (statistics.median(CPU), p99_of(CPU))
            for name, page in (("settings, pointer moving", SettingsScene), ("history, pointer moving", HistoryScene)):
                app.manager.push(page(app), None)
                frame_times(app, 10)
                frame_times(app, frames, in_window(app, pointer_over_tiles))
                row[name] = (statistics.median(CPU), p99_of(CPU))
                app.open_lobby()
            results[size] = row
        app.leave_all_tables()
        app.wallet.close()
    print(f"{'window':<11} {'what':<26} {'cpu p50':>9} {'cpu p99':>9}   full-window copy   table drawn")
    for size in sizes:
        for name, (p50, p99) in results[size].items():
            print(f"{size[0]}x{size[1]:<6} {name:<26} {p50 * 1000:7.2f} ms {p99 * 1000:7.2f} ms   {refs[size]:.2f} ms"
                  f"            {how[size]}")
    base = results.get((1920, 1080))
    for size, limit in (((3840, 2160), 1.5), ((2560, 1440), 1.5), ((1280, 720), 1.0)):
        if base is None or size not in results:
            continue
        for name, (_, p99) in results[size].items():
            targets.report(f"{name}, {size[0]}x{size[1]}: cpu p99 / 1920x1080's", p99 / base[name][1], "x", "<=", limit)
    for size in sizes:
        for name, (_, p99) in results[size].items():
            targets.report(f"{name}, {size[0]}x{size[1]}: cpu p99", p99 * 1000, "ms", "<=", FRAME_P99_MS)
    for size in sizes:  # each in a fresh process: what a player who opens at that size holds
        rss = four_tables_in_own_process(size)
        if rss is None:
            targets.skip(f"memory with 4 tables open at {size[0]}x{size[1]}, peak RSS", "the child process failed")
            continue
        print(f"memory with 4 tables open at {size[0]}x{size[1]}, in a process of its own: RSS {rss[0]:.0f} MB, "
              f"peak since they opened {rss[1]:.0f} MB")
        targets.report(f"memory with 4 tables open at {size[0]}x{size[1]} (own process), peak RSS", rss[1], "MB",
                       "<=", RSS_4K_MB if size[0] * size[1] > 1920 * 1080 else RSS_MB)


def dealing_note(app: Any, table: Any, frame: int) -> str:
    """What a dealing frame was: its frame of the deal (the deal starts again every 40), the cards
    moving, the layer's pixels laid again, the window's pixels drawn on and in how many drawings,
    and the cards drawn whole, left as shown (kept) and drawn again only where laid over (mended)."""
    view = table.view
    laid = sum(a.w * a.h for a in view.laid) / 1e6
    touched = getattr(app.frame, "touched", None) or []
    drawn = sum(a.w * a.h for a in touched) / 1e6
    whole = sum(1 for sprite in table.cards.values() if id(sprite) in view.drawn_whole)
    return (f"deal frame {frame % 40 + 1}, {len(table.cards)} cards ({whole} whole, {view.cards_kept} kept, "
            f"{view.cards_mended} mended), layer laid again {laid:.2f} Mpx, window drawn on {drawn:.2f} Mpx "
            f"in {len(touched)} drawings")


def draw_as_played(table: Any) -> None:
    """The built-in strategy's holds and DRAW, the hands then shown at the app's speed as a player
    sees them (the showcase's ``demo_finish`` shows the whole draw at once, as instant speed does)."""
    from scenes.games.video_poker import demo

    demo.hold_and_draw(table)


def vp_moving(table: Any) -> bool:
    """Video poker's hands still turning (at a deal, face down; at a draw, their results)."""
    return bool(table.revealing or getattr(table.grid, "turning", False))


def video_poker_rounds(sizes: list[tuple[int, int]], rounds: int, worst: int = 0) -> None:
    """Ten-hand video-poker rounds (VALUE x 10, DEAL, the built-in strategy's holds, DRAW, each
    animation to its end, the hands shown one by one as a player sees them, five frames at rest
    after the result) at each window size (``rounds_at_sizes``)."""
    from scenes.table import registry as tables

    rounds_at_sizes([("video poker 10-hand", tables.scene_class("video-poker"),
                      {"finish": draw_as_played, "moving": vp_moving, "settle": 5})], sizes, rounds, worst)


def house_rounds(sizes: list[tuple[int, int]], rounds: int, worst: int = 0) -> None:
    """Whole rounds of each house table game but video poker (``--video-poker``: its own), their
    demo bets, DEAL, the demo decisions, each animation to its end, the result and a win's
    celebration as they come, at each window size (``rounds_at_sizes``)."""
    rounds_at_sizes([(game, cls, {}) for game, cls in house_tables() if game != "video-poker"], sizes, rounds,
                    worst)


def lobby_at(app: Any, size: tuple[int, int]) -> float:
    """The app's window made ``size``, the lobby shown there (20 frames): the reference measured
    at that size, one full-window copy (ms)."""
    app.windowed_size = size
    app._set_mode(False)
    app.open_lobby()
    frame_times(app, 20)
    return window_copy_ms(app)


def rounds_at_sizes(games: list[tuple[str, Any, dict[str, Any]]], sizes: list[tuple[int, int]], rounds: int,
                    worst: int = 0) -> None:
    """Whole rounds at each of ``games`` (a name, its table class, ``play_rounds``' ways of playing)
    at each window size in turn, in one run, at the window's pixels, the same seeded rounds at every
    size (one unmeasured first: the art at that size): CPU p50 / p99 beside the reference (one
    full-window copy); issue 27's ratios to 1920x1080 follow, a game at a time, and each p99.
    ``worst``: that many costliest frames of each, with what each was (the p99 is the
    len/100-th costliest)."""
    from gamelib import hands
    from scenes.showcase import catalogue

    results: dict[tuple[str, tuple[int, int]], tuple[float, float]] = {}
    refs: dict[tuple[int, int], float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = catalogue.headless_app(tmp, size=sizes[0])
        app.native = True
        hands.prepare()  # the evaluator's tables, as the app builds them beside the lobby (gamelib.warm_up)
        for size in sizes:
            refs[size] = lobby_at(app, size)
            for name, cls, how in games:
                play_rounds(app, cls, 1, **how)  # unmeasured: the table's art at this size
                notes: list[str] = []
                play_rounds(app, cls, rounds, notes, **how)
                results[name, size] = (statistics.median(CPU), p99_of(CPU))
                if worst:
                    print(f"{size[0]}x{size[1]} {name}: the {worst} costliest of {len(CPU)} frames (cpu)")
                    for cost, note in sorted(zip(CPU, notes, strict=True), reverse=True)[:worst]:
                        print(f"  {cost * 1000:7.2f} ms  {note}")
        app.leave_all_tables()
        app.wallet.close()
    print(f"{'window':<11} {'what':<32} {'cpu p50':>9} {'cpu p99':>9}   full-window copy")
    for (name, size), (p50, p99) in results.items():
        print(f"{size[0]}x{size[1]:<6} {name + ' rounds':<32} {p50 * 1000:7.2f} ms {p99 * 1000:7.2f} ms   "
              f"{refs[size]:.2f} ms")
    for name, _, _ in games:
        base = results.get((name, (1920, 1080)))
        for size, limit in (((3840, 2160), 1.5), ((2560, 1440), 1.5), ((1280, 720), 1.0)):
            if base is not None and (name, size) in results:
                targets.report(f"{name} rounds, {size[0]}x{size[1]}: cpu p99 / 1920x1080's",
                               results[name, size][1] / base[1], "x", "<=", limit)
        for size in sizes:
            targets.report(f"{name} rounds, {size[0]}x{size[1]}: cpu p99", results[name, size][1] * 1000, "ms",
                           "<=", FRAME_P99_MS)


def bench_player_acts(view: Any) -> None:
    """The bench's Twister player, when asked: checks or calls a bet of up to ``BENCH_CALL_BLINDS``
    big blinds, folds to a bigger one."""
    choices = view.choices()
    if choices is not None:
        if choices.to_call > BENCH_CALL_BLINDS * choices.big_blind:
            view.act("fold")
        else:
            view.check_or_call()


def twister_hands(app: Any, notes: list[str] | None = None,
                  limit: int = HANDS_FRAME_LIMIT) -> tuple[float, float, int, float]:
    """A tournament table through three whole hands (the same hands at every window size, seeded),
    then the fourth's deal: each hand's new-hand frames, its streets, its showdown and its result.
    The player checks or calls a bet of up to ``BENCH_CALL_BLINDS`` big blinds as soon as asked and
    folds to a bigger one (calling every bet, the seeded tournament is decided in its first hand
    by the player's all-in). CPU p50, p99, frames and wall p99. Every frame is drawn; a frame's
    CPU includes all its update does (an opponent's decision, taken in a quiet frame ahead of its
    turn or in the turn itself: ``TwisterTable.think_ahead``). ``notes``: what each frame was
    (hand, board cards, who acts, the table's operations). ``limit``: frames at most, a bound
    only (the wheel's ``--frames`` once cut the hands short, at 600 frames of about 1,300)."""
    from scenes.games.twister.scene import TwisterScene
    from scenes.games.twister.table import TwisterTableScene
    from scenes.table.layout import demo_seed

    hub = TwisterScene(app, seed_source=demo_seed("bench-twister"))
    app.manager.replace(hub, None)
    (table,) = hub.room.start(100, 1, "standard")
    table.reveal_wheel()
    view = TwisterTableScene(app, hub, table)
    app.manager.push(view, None)
    cpu: list[float] = []
    wall: list[float] = []
    played, after = table.t.hands_played, 0
    for _ in range(limit):
        bench_player_acts(view)
        ops = len(table.operations)
        wall += frame_times(app, 1)
        cpu += CPU
        if notes is not None:
            hand = table.t.hand
            notes.append(f"frame {len(cpu)}, hand {table.hand_number}, board {len(hand.board) if hand else '-'}, "
                         f"ops {ops}->{len(table.operations)}{', player to act' if table.waiting_for_player else ''}"
                         f"{', over' if table.is_over else ''}")
        dealt = table.t.hands_played >= played + 3 and table.hand_number > table.t.hands_played
        after = after + 1 if dealt else 0
        if table.is_over or after > BENCH_DEAL_FRAMES:  # the fourth hand's cards dealt
            break
    hub.room.abandon(table.t.tournament_id)  # over: no table of it resumed, playing, in the next run
    app.leave_all_tables()
    app.open_lobby()
    CPU[:] = cpu
    return statistics.median(cpu), p99_of(cpu), len(cpu), p99_of(wall)


def worst_frames(what: str, cpu: list[float], notes: list[str], worst: int) -> None:
    """The ``worst`` costliest frames (CPU) with what each was (the p99 is the len/100-th)."""
    if worst:
        print(f"{what}: the {worst} costliest of {len(cpu)} frames (cpu)")
        for cost, note in sorted(zip(cpu, notes, strict=True), reverse=True)[:worst]:
            print(f"  {cost * 1000:7.2f} ms  {note}")


def twister_frames(sizes: list[tuple[int, int]], frames: int, worst: int = 0) -> None:
    """Twister (issue 29), each window size in turn in one run, drawn at the window's pixels, in
    stepped time (1/60 s a frame, not the wall clock): the prize wheel through a whole spin (its
    rim lights, ticks, zoom, count and the 1,000x fanfare, and the large table's still part made
    ahead meanwhile, as over the room) and a tournament table through hands
    at normal animation speed (cards sliding in, chips flying, the opponents' thinking, the
    player calling small bets at once, folding to big ones). CPU p50 / p99 beside the run's full-window copy.
    ``worst``: that many costliest frames of each at each size, with what each was."""
    from gamelib.games.twister.demo import wheel_table
    from scenes.games.twister.scene import TwisterScene
    from scenes.games.twister.wheel import WheelScene
    from scenes.showcase import catalogue
    from scenes.table.layout import demo_seed

    results: dict[tuple[int, int], dict[str, tuple[float, float, int, float]]] = {}
    refs: dict[tuple[int, int], float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = catalogue.headless_app(tmp, size=sizes[0])
        app.native = True
        app.update_settings(animation_speed="normal")
        for size in sizes:
            refs[size] = lobby_at(app, size)
            row: dict[str, tuple[float, float, int, float]] = {}
            # over the tournaments' room, as START shows it: the large table's still part is made
            # ahead in the wheel's quiet frames (``TwisterScene.ground_ahead``), measured with them
            hub = TwisterScene(app, seed_source=demo_seed("bench-twister-wheel"))
            app.manager.replace(hub, None)
            frame_times(app, 5)
            wheel = WheelScene(app, wheel_table(1000), number=1, ahead=hub.ground_ahead)
            hub._backdrop.release()  # as START does (TwisterScene.spin): the room's pixels become the wheel's
            app.manager.push(wheel, None)
            cpu: list[float] = []
            wall: list[float] = []
            notes: list[str] = []
            for _ in range(frames):  # the whole spin and its fanfare, then PLAY waits
                wall += frame_times(app, 1)
                cpu += CPU
                notes.append(f"frame {len(cpu)}, {wheel.elapsed:.2f} s{', stopped' if wheel.stopped else ''}")
                if wheel.stopped and wheel.next_change() != 0.0:
                    break
            row["twister wheel spin"] = (statistics.median(cpu), p99_of(cpu), len(cpu), p99_of(wall))
            worst_frames(f"{size[0]}x{size[1]} wheel", cpu, notes, worst)
            # once unmeasured: the bots' and the hand names' tables are built on first use (1.3 s
            # once), the cards, faces and words made at this window's size on first sight
            twister_hands(app)
            notes = []
            row["twister hands"] = twister_hands(app, notes)
            worst_frames(f"{size[0]}x{size[1]} hands", CPU, notes, worst)
            results[size] = row
            app.leave_all_tables()
            app.open_lobby()
        app.wallet.close()
    print(f"load average {os.getloadavg()[0]:.2f}")
    print(f"{'window':<11} {'what':<22} {'cpu p50':>9} {'cpu p99':>9} {'wall p99':>9} {'frames':>7}   full-window copy")
    for size in sizes:
        for name, (p50, p99, n, wall_p99) in results[size].items():
            print(f"{size[0]}x{size[1]:<6} {name:<22} {p50 * 1000:7.2f} ms {p99 * 1000:7.2f} ms "
                  f"{wall_p99 * 1000:7.2f} ms {n:7d}   {refs[size]:.2f} ms")
    base = results.get((1920, 1080))
    for size, limit in (((3840, 2160), 1.5), ((2560, 1440), 1.5), ((1280, 720), 1.0)):
        if base is None or size not in results:
            continue
        for name, (_, p99, _, _) in results[size].items():
            targets.report(f"{name}, {size[0]}x{size[1]}: cpu p99 / 1920x1080's", p99 / base[name][1], "x", "<=", limit)
    for size in sizes:
        for name, (_, p99, _, wall_p99) in results[size].items():
            targets.report(f"{name}, {size[0]}x{size[1]}: cpu p99", p99 * 1000, "ms", "<=", FRAME_P99_MS)
            targets.report(f"{name}, {size[0]}x{size[1]}: wall p99", wall_p99 * 1000, "ms", "<=", FRAME_P99_MS)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600)
    parser.add_argument("--rounds", type=int, default=6, help="rounds played at each house game")
    parser.add_argument("--ui-scale", type=int, default=100, choices=(100, 125, 150),
                        help="the player's UI scale (Settings) the screens are drawn at")
    parser.add_argument("--window", type=parse_window, action="append", metavar="WxH",
                        help="measure dealing, SETTINGS and HISTORY in a window of this size (repeatable)")
    parser.add_argument("--scaled-canvas", action="store_true",
                        help="with --window: draw every frame on the 1920x1080 canvas and scale it (before issue 27)")
    parser.add_argument("--twister", action="store_true",
                        help="Twister's wheel spin and hands instead, at each --window (default 1920x1080)")
    parser.add_argument("--house", action="store_true",
                        help="whole rounds of each house game but video poker instead, at each --window "
                             "(default 1920x1080 and 3840x2160)")
    parser.add_argument("--video-poker", action="store_true",
                        help="ten-hand video-poker rounds instead, at each --window (default 1920x1080 and 3840x2160)")
    parser.add_argument("--worst", type=int, default=0, metavar="N",
                        help="with --window, --video-poker or --twister: the N costliest frames at each size, with what each was")
    parser.add_argument("--four-tables", type=parse_window, metavar="WxH",
                        help="only the memory with four tables open in a window of this size (this process)")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    if args.four_tables:
        four_tables_alone(args.four_tables)
        return targets.finish()
    print(f"still memory: {still_memory_said()}")
    print(f"load average before the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}; {pages_said()}"
          f"   ({os.cpu_count()} cores)")
    if args.house:
        house_rounds(args.window or [(1920, 1080), (3840, 2160)], args.rounds, args.worst)
        print(f"load average after the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return targets.finish()
    if args.video_poker:
        video_poker_rounds(args.window or [(1920, 1080), (3840, 2160)], args.rounds, args.worst)
        print(f"load average after the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return targets.finish()
    if args.twister:
        twister_frames(args.window or [(1920, 1080)], args.frames, args.worst)
        print(f"load average after the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return targets.finish()
    if args.window:
        window_sizes(args.window, args.frames, args.ui_scale, native=not args.scaled_canvas, worst=args.worst)
        print(f"load average after the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return targets.finish()
    from scenes.showcase import catalogue, table_demos
    from scenes.table.layout import demo_seed

    with tempfile.TemporaryDirectory() as tmp:
        app = catalogue.headless_app(tmp, size=gfx_size())
        app.native = True  # as a real window draws (headless: every frame on the 1920x1080 canvas, scaled)
        app.update_settings(ui_scale=args.ui_scale)
        print(f"UI scale {args.ui_scale} %")
        frame_times(app, 30)
        line("lobby", frame_times(app, args.frames))
        line("lobby, pointer over the tiles", frame_times(app, args.frames, pointer_over_tiles))
        cls = table_class()
        table = cls(app, seed_source=demo_seed("bench"))
        app.open_tables.append(table)
        app.manager.push(table)
        table_demos.demo_bets(table)
        frame_times(app, 10)
        line("table betting (at rest)", frame_times(app, args.frames))

        def redeal(i: int) -> None:
            if i % 40 == 0:
                table.clear_table()
                for k in range(2):
                    table.show_card_dealt("player", k, 48 + k, True)
                    table.show_card_dealt("dealer", k, 40 + k, False)
                for k in range(5):
                    table.show_card_dealt("board", k, 4 * k + 1, True)
                table.rebet() if table.session.slip.is_empty else None

        line("table dealing (animating)", frame_times(app, args.frames, redeal))
        dealing_small(app, args.frames, redeal)
        table.deal()
        table_demos.demo_finish(table)
        table.player.flush()
        frame_times(app, 30)
        line("table result banner", frame_times(app, args.frames), f"  [{cls.__name__}]")
        app.leave_all_tables()
        app.open_lobby()
        from scenes.showcase.catalogue import _multi_table

        _multi_table(app, [(cls.game_id, cls)])
        frame_times(app, 10)
        line("multi-table (3 at rest)", frame_times(app, args.frames))
        four_tables(app, cls, RSS_MB, "")
        app.leave_all_tables()
        app.open_lobby()
        for game, house in house_tables():
            line(f"{game} rounds", play_rounds(app, house, args.rounds))
        app.leave_all_tables()
        pages(app, args.frames)  # after the memory: a page's full-screen layers are no table's
        app.wallet.close()
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
