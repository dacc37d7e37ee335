"""CPU of the Twister screens at rest: the real app loop, headless, a 1280×720 window.

A Twister table waiting for the player's decision (own pace), the room with six tournaments
running and the grid of those six tables (ALL TABLES), all waiting, each measured for ``--seconds`` through :func:`benchmarks.bench_idle.idle_cpu`
(process CPU over the measured seconds as a percentage of one core, and the frames drawn),
then with the loop kept awake as the baseline. At rest only the level clocks' seconds
change: about one frame a second. Target (issues 17, 27): at most 3 % of a core at rest, at
any window size (drawn at the window's own pixels).

The screens are set up on the loop's first frame (the tournaments played on to the player's
turn: 1-3 s of CPU on a loaded machine), so the measurement starts ``ENTRANCE_SECONDS`` after
the start, when they are drawn and at rest (with bench_idle's 1.5 s, the setup's tail was
counted as rest: about 5 % where the rest itself costs under 2 %).

    python benchmarks/bench_twister_idle.py [--seconds S] [--no-baseline] [--window WxH]
"""

from __future__ import annotations

import argparse
import itertools
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from feltside.huge_pages import pages_said, start_in_huge_pages  # noqa: E402

if __name__ == "__main__":
    start_in_huge_pages()  # as the program runs (Linux: 2 MiB pages); FELTSIDE_SMALL_PAGES=1 for 4 KiB

from benchmarks import bench_idle, targets  # noqa: E402
from benchmarks.windows import parse_window  # noqa: E402
from scenes.app import App  # noqa: E402


def _waiting_room(app: App, count: int):  # type: ignore[no-untyped-def]
    from scenes.games.twister.scene import TwisterScene

    counter = itertools.count(1)
    hub = TwisterScene(app, seed_source=lambda: next(counter).to_bytes(32, "big"))
    app.manager.push(hub)
    tables = hub.room.start(100, count, "standard")
    for table in tables:
        table.reveal_wheel()
    for _ in range(2000):  # the opponents act until every table waits for the player
        if all(t.waiting_for_player or t.is_over for t in tables):
            break
        hub.room.update(5.0)
    return hub, tables


def open_twister_table(app: App) -> None:
    from scenes.games.twister.table import TwisterTableScene

    app.update_settings(animation_speed="instant")
    hub, (table,) = _waiting_room(app, 1)
    app.manager.push(TwisterTableScene(app, hub, table))


def open_twister_room(app: App) -> None:
    app.update_settings(animation_speed="instant")
    _waiting_room(app, 6)


def open_twister_grid(app: App) -> None:
    app.update_settings(animation_speed="instant")
    hub, _ = _waiting_room(app, 6)
    hub.show_grid()


SCREENS = {"twister-table": open_twister_table, "twister-room": open_twister_room, "twister-grid": open_twister_grid}
#: seconds from the start to the measured rest (the setup above runs on the loop's first frame)
ENTRANCE_SECONDS = 4.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--no-baseline", action="store_true", help="skip the always-awake loop")
    parser.add_argument("--window", type=parse_window, default=(1280, 720), metavar="WxH",
                        help="the window's size (drawn at its own pixels)")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    bench_idle.SCREENS.update(SCREENS)
    bench_idle.WINDOW[0] = args.window
    bench_idle.SETTLE_SECONDS = max(bench_idle.SETTLE_SECONDS, ENTRANCE_SECONDS)
    print(f"window {args.window[0]}x{args.window[1]}, measured from {bench_idle.SETTLE_SECONDS:g} s after the start")
    print(f"load average before the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}; {pages_said()}"
          f"   ({os.cpu_count()} cores)")
    for screen in SCREENS:
        cpu, frames = bench_idle.idle_cpu(screen, args.seconds, awake=False)
        line = f"{screen:<14} at rest: cpu {cpu:5.1f} % of a core, {frames:4d} frames in {args.seconds:g} s"
        if not args.no_baseline:
            base, base_frames = bench_idle.idle_cpu(screen, args.seconds, awake=True)
            line += f"   | awake loop: {base:5.1f} %, {base_frames} frames"
        print(line, flush=True)
        targets.report(f"{screen} at rest, CPU", cpu, "% of a core", "<=", bench_idle.TARGET_PERCENT)
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
