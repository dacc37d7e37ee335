"""CPU while nothing moves: the real app loop, headless, 10 s on each screen at rest.

Runs ``App.run()`` (the dummy video driver, a 1280×720 window unless ``--window`` names one
or more sizes, each drawn at its own pixels) on the lobby, a table at rest with bets on it,
SETTINGS, HISTORY and GRID: four tables in the multi-table view (the showcase's
``multi_table_4_waiting``: one betting, one waiting for a decision, two showing their result),
side by side 2×2 on a window of 2560×1440 or more, the focused one with tabs below that. Each is measured once at rest: after its entrance (1.5 s), once the app says
nothing moves or is due to within the measured seconds (``App.next_change``) and no frame was drawn for 0.5 s (the lobby fills in its
tiles' limits first, and on a loaded machine a 4K window's first frames come late). For each screen it prints the process CPU time over the measured
seconds as a percentage of one core, and the frames drawn; then the same screen with the
loop kept awake (a frame every 1/60 s, as before the loop slept at rest) as the baseline
of this run. The load average is printed first: the machine may be shared.
Target (issue 17): at most 3 % of a core at rest.

    python benchmarks/bench_idle.py [--seconds S] [--screens lobby,table,settings,history,grid]
                                    [--window 2560x1440,3840x2160]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from feltside.huge_pages import pages_said, start_in_huge_pages  # noqa: E402

if __name__ == "__main__":
    start_in_huge_pages()  # as the program runs (Linux: 2 MiB pages); FELTSIDE_SMALL_PAGES=1 for 4 KiB

import pygame  # noqa: E402

from benchmarks import targets  # noqa: E402
from benchmarks.windows import parse_window  # noqa: E402
from scenes.app import App  # noqa: E402

TARGET_PERCENT = 3.0
SETTLE_SECONDS = 1.5
#: After the entrance, the longest wait for the screen to say nothing moves (``App.next_change``).
REST_WAIT_SECONDS = 10.0
#: At rest: nothing moves or is due to move within the measured seconds (``App.next_change``: a
#: result banner still shown ends with frames of its own) and no frame was drawn for this long.
STILL_SECONDS = 0.5


def open_table(app: App) -> None:
    from scenes.showcase import table_demos
    from scenes.table import registry as tables
    from scenes.table.layout import demo_seed

    game = next(g for g in tables.lobby_games() if tables.scene_class(g) is not None)
    cls = tables.scene_class(game)
    assert cls is not None
    table = cls(app, seed_source=demo_seed("bench-idle"))
    app.open_tables.append(table)
    app.manager.push(table)
    table_demos.demo_bets(table)


def open_settings(app: App) -> None:
    from scenes.shell.settings import SettingsScene

    app.manager.push(SettingsScene(app))


def open_history(app: App) -> None:
    from scenes.shell.history import HistoryScene

    app.manager.push(HistoryScene(app))


def open_grid(app: App) -> None:
    """Four tables in the multi-table view, as the screenshots show them (side by side 2×2 when
    the window gives each 1280×720 of its own pixels: scenes/shell/multi_grid.py)."""
    from scenes.showcase.multi_table import multi_states
    from scenes.table import registry as tables

    classes = [(g, c) for g in tables.lobby_games() if (c := tables.scene_class(g)) is not None]
    dict(multi_states(app, classes))["multi_table_4_waiting"]()


SCREENS: dict[str, Callable[[App], None]] = {
    "lobby": lambda app: None,
    "table": open_table,
    "settings": open_settings,
    "history": open_history,
    "grid": open_grid,
}


#: Seconds from the start until each screen was at rest (the measurement began then).
SETTLED: dict[str, float] = {}
#: The window the runs open (``--window``), drawn at its own pixels as a real window is.
WINDOW = [(1280, 720)]


def idle_cpu(screen: str, seconds: float, awake: bool) -> tuple[float, int]:
    """(process CPU % of one core, frames drawn) over ``seconds`` of ``App.run()`` on ``screen``."""
    with tempfile.TemporaryDirectory() as tmp:
        pygame.init()
        app = App(tmp, headless=True, window_size=WINDOW[0])
        app.native = True  # as a real window draws (issue 27)
        start = app.start

        def start_on_screen() -> None:
            start()
            SCREENS[screen](app)

        app.start = start_on_screen  # type: ignore[method-assign]
        asked = app.next_change
        #: What the loop was last told (asked on the main thread: a table's answer reads the save).
        told: list[float | None] = [0.0]

        def next_change() -> float | None:
            told[0] = 0.0 if awake else asked()  # awake, the baseline: a frame every 1/60 s
            return told[0]

        app.next_change = next_change  # type: ignore[method-assign]
        measured: dict[str, float] = {}

        def measure() -> None:
            time.sleep(SETTLE_SECONDS)  # the screen's entrance (transition, first loads)
            waited = time.monotonic()
            frames, still_since = app.frame_count, time.monotonic()
            while not awake and time.monotonic() - waited < REST_WAIT_SECONDS:
                soon = told[0] is not None and told[0] < seconds  # a change due within the measurement
                if app.frame_count != frames or soon:  # still moving or drawing, or about to (a banner's end)
                    frames, still_since = app.frame_count, time.monotonic()
                elif time.monotonic() - still_since >= STILL_SECONDS:
                    break
                time.sleep(0.05)
            measured["settled"] = SETTLE_SECONDS + time.monotonic() - waited
            measured["cpu"], measured["frames"] = time.process_time(), app.frame_count
            time.sleep(seconds)
            measured["cpu"] = time.process_time() - measured["cpu"]
            measured["frames"] = app.frame_count - measured["frames"]
            for _ in range(2):  # a round open (GRID) asks first: the second answers (quitting.ask_quit)
                pygame.event.post(pygame.event.Event(pygame.QUIT))

        watcher = threading.Thread(target=measure, daemon=True)
        watcher.start()
        app.run()
        watcher.join()
        SETTLED[screen] = measured["settled"]
        return 100.0 * measured["cpu"] / seconds, int(measured["frames"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument("--no-baseline", action="store_true", help="skip the always-awake loop")
    parser.add_argument("--window", type=lambda text: [parse_window(w) for w in text.split(",")],
                        default=[(1280, 720)], metavar="WxH[,WxH...]",
                        help="the window's size, or sizes one after the other (drawn at its own pixels)")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average before the run: {load}   ({os.cpu_count()} cores); {pages_said()}")
    worst = 0.0
    for window in args.window:
        WINDOW[0] = window
        size = f"{window[0]}x{window[1]}"
        print(f"window {size}")
        for screen in args.screens.split(","):
            cpu, frames = idle_cpu(screen, args.seconds, awake=False)
            worst = max(worst, cpu)
            line = (f"{screen:<10} at rest: cpu {cpu:5.1f} % of a core, {frames:4d} frames in {args.seconds:g} s"
                    f" (at rest {SETTLED[screen]:.1f} s after the start)")
            if not args.no_baseline:
                base, base_frames = idle_cpu(screen, args.seconds, awake=True)
                line += f"   | awake loop: {base:5.1f} %, {base_frames} frames"
            print(line, flush=True)
            targets.report(f"{screen} at rest at {size}, CPU", cpu, "% of a core", "<=", TARGET_PERCENT)
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"load average after the run: {load}")
    print(f"worst screen at rest: {worst:.1f} % of a core")
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
