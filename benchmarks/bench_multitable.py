"""Four tables open at once: frame time and memory, at 1920×1080 or each ``--window`` size.

The four tables run in live pace at normal animation speed (bets placed again each
window, rounds dealt by the traffic light, decisions taken by the countdown), so cards
are dealt and banners shown on every table while frames are timed. Each frame is the
app's whole frame (events, update of the four tables, draw, present into the
window; in the multi-table view one table is in focus and the others in tabs, or, in a window
that gives each table 1280x720 px, the four side by side). Prints the machine's load before the
run, wall and CPU p50/p99, the process RSS (peak) in MB, and the baselines of the same run: a
Texas table alone for as many frames, before and after the four (warm caches favour the later
runs), and one full-window copy.
Targets (60-quality.md): four tables dealing at 1920x1080 p99 <= 8.3 ms (120 Hz), wall and
CPU; memory with 4 tables open <= 160 MB RSS; no table crashes. With ``--window`` sizes beside
1920x1080 (one run, one process, each size in turn; issue 27): CPU p99 at 3840x2160 and
2560x1440 <= 1.5x, and at 1280x720 <= 1.0x, 1920x1080's. (Memory at each size, each in a
process of its own: ``bench_frames.py --four-tables WxH``; here the RSS is the process's, after
every size so far.)

    python benchmarks/bench_multitable.py [--frames N] [--window WxH ...] [--worst N [--profile K]]

With ``--worst N``: the N costliest frames of the four tables at each size (CPU), each with what
it was: for each table, its CPU in update and draw, its stage and round phase and what began or
ended that frame (a deal, a settled round, the banner), the layer's pixels laid again, the
drawings it recorded (by part: ``TableView.parts_recorded``) and the pieces it drew whole (or that it
was not drawn: side by side, a table that looks as the window shows it is left as shown); then the
window's pixels drawn on and the area presented (the rectangles handed to ``pygame.display.update``, or the whole window on a
flip); and over all the frames, the layers' pixels laid again, the drawings recorded and the
window's pixels drawn on and the tables drawn (counts a busy host cannot bend). With ``--profile K`` too: a profile
(``cProfile`` on process time) of each frame, and the K costliest frames' profiles merged and
printed (the functions taking their time, how often each was called, and what called the
costliest). ``--checksums FILE``: each measured frame's window checksum (crc32), a line a
frame, to compare two trees' pixels (the same seeds, the same frames; the wallet's clock, which
times each round's game code, then counts frames, 1/60 s each).
"""

from __future__ import annotations

import argparse
import cProfile
import heapq
import io
import os
import pstats
import resource
import statistics
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
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

import pygame  # noqa: E402

from benchmarks import targets  # noqa: E402
from benchmarks.bench_frames import RSS_4K_MB, p99_of, window_copy_ms  # noqa: E402
from benchmarks.still_memory import still_memory_said  # noqa: E402
from benchmarks.windows import DESIGN, parse_window, report_ratios  # noqa: E402

FRAME_P99_MS, RSS_MB = 8.3, 160  # 60-quality.md
GAMES = ("texas-holdem-bonus", "casino-holdem", "heads-up-holdem", "video-poker")


def pct(samples: list[float]) -> str:
    return (f"p50 {statistics.median(samples) * 1000:6.2f} ms   p99 {p99_of(samples) * 1000:6.2f} ms   "
            f"max {max(samples) * 1000:6.2f} ms")


def rss_mb() -> tuple[float, float]:
    """(current, peak) resident memory in MB (Linux: /proc; elsewhere the peak twice)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if sys.platform == "darwin":
        peak /= 1024
    try:
        for row in Path("/proc/self/status").read_text().splitlines():
            if row.startswith("VmRSS:"):
                return int(row.split()[1]) / 1024, peak
    except OSError:
        pass
    return peak, peak


def mpx(rects: list[pygame.Rect] | None) -> float:
    """The area of ``rects`` in millions of pixels (overlaps counted twice)."""
    return sum(r.w * r.h for r in rects or []) / 1e6


def table_state(table: Any) -> tuple[str, ...]:
    """What a table is doing: its live pace's stage, its round's phase, cards or chips moving,
    the result banner up."""
    pace = getattr(table, "pace", None)
    rnd = table.session.round
    moving = "moving" if table.animator.busy or table.flying or table.player.busy else "still"
    return (pace.stage if pace is not None else "-", rnd.phase if rnd is not None and not rnd.is_over
            else "no round", moving, "banner" if table.banner.visible else "")


class FrameWatch:
    """What each frame of the four tables did, table by table: the CPU of its update and draw,
    its state and what changed in it, the layer's pixels laid again, the drawings recorded, the
    pieces drawn whole; and the window's pixels drawn on and presented. Its methods are wrapped
    around the tables' own (on the instances) and ``pygame.display``'s for the run."""

    def __init__(self, tables: list[Any]) -> None:
        self.tables = tables
        self.row: dict[int, dict[str, Any]] = {}
        self.states = {id(t): table_state(t) for t in tables}
        self.presented: list[str] = []
        #: over the frames noted: the layers' pixels laid again, the drawings recorded, the window's
        #: pixels drawn on (counts the host's load cannot bend)
        self.totals: dict[str, float] = {"laid Mpx": 0.0, "recorded": 0, "drawn on Mpx": 0.0, "tables drawn": 0}
        self._undo: list[Callable[[], None]] = []
        for t in tables:
            self._wrap(t, "update", "update")
            self._wrap(t, "draw", "draw")
            view = t.view
            layer = view._draw_canvas_layer

            def recording(*a: Any, _view: Any = view, _layer: Any = layer, _t: Any = t, **k: Any) -> Any:
                laid = _layer(*a, **k)
                self._of(_t)["recorded"] += _view.recorded_anew
                self._of(_t)["recordings"] += 1
                self._of(_t).setdefault("parts", {}).update(_view.parts_recorded)
                return laid

            view._draw_canvas_layer = recording
            self._undo.append(partial(view.__dict__.pop, "_draw_canvas_layer", None))
        update, flip = pygame.display.update, pygame.display.flip

        def updated(rects: Any = None) -> Any:
            self.presented.append("whole window (update)" if rects is None else f"{mpx(list(rects)):.2f} Mpx updated")
            return update(rects) if rects is not None else update()

        def flipped() -> Any:
            self.presented.append("whole window (flip)")
            return flip()

        setattr(pygame.display, "update", updated)  # noqa: B010 (the module's own, for the run)
        setattr(pygame.display, "flip", flipped)  # noqa: B010
        self._undo.append(lambda: setattr(pygame.display, "update", update))
        self._undo.append(lambda: setattr(pygame.display, "flip", flip))

    def _of(self, table: Any) -> dict[str, Any]:
        return self.row.setdefault(id(table), {"update": 0.0, "draw": 0.0, "recorded": 0, "recordings": 0})

    def _wrap(self, table: Any, name: str, field: str) -> None:
        own = getattr(table, name)

        def timed(*a: Any, **k: Any) -> Any:
            c = time.thread_time()
            try:
                return own(*a, **k)
            finally:
                self._of(table)[field] += time.thread_time() - c
                self._of(table)[f"{field} calls"] = self._of(table).get(f"{field} calls", 0) + 1

        setattr(table, name, timed)
        self._undo.append(lambda: table.__dict__.pop(name, None))

    def begin(self) -> None:
        self.row = {}
        self.presented = []

    def note(self, app: Any) -> str:
        """What the frame just made was, table by table (the costliest first)."""
        parts = []
        tables = sorted(self.tables, key=lambda t: -(self._of(t)["update"] + self._of(t)["draw"]))
        for t in tables:
            row = self._of(t)
            state = table_state(t)
            before = self.states[id(t)]
            self.states[id(t)] = state
            changed = [f"{a}->{b}" for a, b in zip(before, state, strict=True) if a != b]
            view = t.view
            drawn = bool(row.get("draw calls"))  # side by side, a table that looks as shown is not drawn
            laid = view.laid if drawn else []
            self.totals["laid Mpx"] += mpx(laid)
            self.totals["recorded"] += row["recorded"]
            self.totals["tables drawn"] += drawn
            parts.append(f"{type(t).__name__[:-5] or type(t).__name__}: upd {row['update'] * 1000:.1f} "
                         f"draw {row['draw'] * 1000:.1f} ms [{'/'.join(x for x in state if x)}"
                         f"{'; ' + ', '.join(changed) if changed else ''}] "
                         + (f"laid {mpx(laid):.2f} Mpx, recorded {row['recorded']}"
                            f"{'' if row['recordings'] else ' (layer kept)'}, whole {len(view.drawn_whole)}"
                            if drawn else "not drawn (looks as shown)")
                         + (f" {row['parts']}" if row.get("parts") else ""))
        touched = getattr(app.frame, "touched", None)
        self.totals["drawn on Mpx"] += mpx(touched)
        return "\n      ".join([f"window drawn on {mpx(touched):.2f} Mpx, presented "
                                 f"{', '.join(self.presented) or 'nothing'}", *parts])

    def close(self) -> None:
        for undo in reversed(self._undo):
            undo()


def print_worst(name: str, cpu: list[float], notes: list[str], worst: int,
                profiles: list[tuple[float, int, cProfile.Profile]]) -> None:
    """The ``worst`` costliest frames (CPU; the p99 is the len/100-th) with what each was, then
    the profiles of the costliest frames profiled, merged."""
    print(f"{name}: the {worst} costliest of {len(cpu)} frames (cpu; p99 is the {len(cpu) // 100 + 1}th)")
    for cost, i in sorted(((c, i) for i, c in enumerate(cpu)), reverse=True)[:worst]:
        print(f"  {cost * 1000:6.2f} ms  frame {i}: {notes[i]}")
    if profiles:
        out = io.StringIO()
        stats = pstats.Stats(profiles[0][2], stream=out)
        for _, _, profile in profiles[1:]:
            stats.add(profile)
        frames = sorted(i for _, i, _ in profiles)
        print(f"{name}: the {len(profiles)} costliest frames profiled (process time, profiled): {frames}")
        stats.sort_stats("tottime").print_stats(25)
        stats.print_callers(6)  # what called the six costliest
        stats.sort_stats("cumulative").print_stats(40)
        print("\n".join(row for row in out.getvalue().splitlines() if row.strip()))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--window", type=parse_window, action="append", metavar="WxH",
                        help="measure in a window of this size (repeatable; default 1920x1080)")
    parser.add_argument("--worst", type=int, default=0, metavar="N",
                        help="name the N costliest frames of the four tables at each size, with what each was")
    parser.add_argument("--profile", type=int, default=0, metavar="K",
                        help="with --worst: profile every frame, print the K costliest frames' profiles merged")
    parser.add_argument("--checksums", type=Path, metavar="FILE",
                        help="write each measured frame's window checksum (crc32) to FILE, a line a frame")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    sizes: list[tuple[int, int]] = args.window or [DESIGN]
    from gamelib import hands
    from scenes.shell.multi_table import MultiTableScene
    from scenes.showcase import catalogue, table_demos
    from scenes.table import registry as tables
    from scenes.table.layout import demo_seed

    cpu_p99: dict[tuple[int, int], float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        app = catalogue.headless_app(tmp, size=sizes[0])
        app.native = True  # at the window's own pixels, as a real window is (headless: the canvas)
        hands.prepare()  # the evaluator's tables, as the app builds them beside the lobby (gamelib.warm_up)
        app.update_settings(pace="live", betting_seconds=3, decision_seconds=3, animation_speed="normal")
        if args.checksums:  # the rounds' times (their game codes) on a clock of frames, not the wall's
            start = datetime(2026, 1, 1, 12, 0, tzinfo=UTC)
            app.wallet._clock = lambda: start + timedelta(seconds=app.frame_count / 60)
        print(f"still memory: {still_memory_said()}")
        print(f"load before the run {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores; {pages_said()}")

        def bet_again(playing: list) -> None:
            """Each open betting window gets bets (video poker: three hands, then its DEAL, as a
            closing window never deals video poker)."""
            for t in playing:
                if t.pace is None or t.pace.stage != "betting" or t.session.in_round:
                    continue
                bets = getattr(t, "bets", None)
                if bets is not None:
                    if bets.hands == 0:
                        bets.add_hands(3)
                    elif t.pace.remaining < 1.0 and bets.can_deal():
                        t.deal_or_draw()
                elif t.session.slip.is_empty:
                    table_demos.demo_bets(t)

        def frames(playing: list, watch: FrameWatch | None = None, notes: list[str] | None = None,
                   sums: list[str] | None = None) -> tuple[list[float], list[float]]:
            """Wall and main-thread CPU seconds of each frame (after 60 warm-up frames); ``watch``:
            what each was, into ``notes`` (and each profiled, the costliest kept in ``profiles``);
            ``sums``: each frame's window checksum."""
            wall: list[float] = []
            cpu: list[float] = []
            for i in range(args.frames + 60):
                bet_again(playing)
                profile = cProfile.Profile(time.process_time) if args.profile and watch is not None else None
                if watch is not None:
                    watch.begin()
                t, c = time.perf_counter(), time.thread_time()
                if profile is not None:
                    profile.enable()
                app.step([], 1 / 60)
                app.present()
                if profile is not None:
                    profile.disable()
                if i >= 60:  # warm-up frames (caches, first felts) are not counted
                    wall.append(time.perf_counter() - t)
                    cpu.append(time.thread_time() - c)
                    if watch is not None and notes is not None:
                        if i == 60:  # (the warm-up's not counted)
                            watch.totals = dict.fromkeys(watch.totals, 0.0)
                        notes.append(watch.note(app))
                    if profile is not None:
                        heapq.heappush(profiles, (cpu[-1], len(cpu) - 1, profile))
                        if len(profiles) > args.profile:
                            heapq.heappop(profiles)
                    if sums is not None:
                        sums.append(f"{zlib.crc32(pygame.image.tobytes(app.frame_image(), 'RGB')):08x}")
                elif watch is not None:
                    watch.note(app)
            return wall, cpu

        profiles: list[tuple[float, int, cProfile.Profile]] = []
        checksums: list[str] = []

        def alone(tag: str) -> tuple[list[float], list[float]]:
            """The baseline: a Texas table alone, in live pace, as the player would play it."""
            table = tables.scene_class(GAMES[0])(app, seed_source=demo_seed(f"bench-alone-{tag}"))
            app.open_tables.append(table)
            app.manager.push(table)
            measured = frames([table])
            table.leave_table(pop=False)
            app.open_lobby()
            return measured

        for size in sizes:
            app.windowed_size = size
            app._set_mode(False)
            app.open_lobby()
            name = f"{size[0]}x{size[1]}"
            print(f"--- window {name}; load {os.getloadavg()[0]:.2f}; one full-window copy "
                  f"{window_copy_ms(app):.2f} ms")
            before = alone(f"before-{name}")
            opened = []
            for i, game in enumerate(GAMES):
                cls = tables.scene_class(game)
                if cls is None:
                    continue
                table = cls(app, seed_source=demo_seed(f"bench-multi-{i}"))
                app.open_tables.append(table)
                opened.append(table)
            multi = MultiTableScene(app, focus=opened[0])
            app.manager.push(multi)
            rounds_before = len(app.wallet.history(limit=10_000))
            watch = FrameWatch(opened) if args.worst else None
            notes: list[str] = []
            profiles.clear()
            sums: list[str] | None = [] if args.checksums else None
            try:
                wall, cpu = frames(opened, watch, notes, sums)
            finally:
                if watch is not None:
                    watch.close()
            if sums is not None:
                checksums += [f"{name} {i} {crc}" for i, crc in enumerate(sums)]
            how = "side by side" if multi.grid() else "one in focus, the others in tabs"  # as last drawn
            print(f"{len(opened)} tables ({how}): {', '.join(type(t).__name__ for t in opened)}")
            rounds = len(app.wallet.history(limit=10_000)) - rounds_before
            now, peak = rss_mb()
            print(f"4 tables live, dealing   wall {pct(wall)}  (n={len(wall)})")
            print(f"{'':<24} cpu  {pct(cpu)}")
            print(f"rounds played meanwhile: {rounds}; crashes: {app.crash_count}")
            print(f"RSS {now:.0f} MB (peak {peak:.0f} MB)")
            if args.worst and watch is not None:
                print_worst(f"{name}, 4 tables", cpu, notes, args.worst, sorted(profiles, reverse=True))
                print(f"{name}, 4 tables, over the {len(cpu)} frames: layers laid again "
                      f"{watch.totals['laid Mpx']:.2f} Mpx, drawings recorded {watch.totals['recorded']:.0f}, "
                      f"window drawn on {watch.totals['drawn on Mpx']:.2f} Mpx, tables drawn "
                      f"{watch.totals['tables drawn']:.0f} of {len(opened) * len(cpu)}")
            cpu_p99[size] = p99_of(cpu) * 1000
            if size == DESIGN:
                for clock, values in (("wall", wall), ("cpu", cpu)):
                    targets.report(f"4 tables live at 1920x1080: frame p99 {clock}", p99_of(values) * 1000, "ms", "<=",
                                   FRAME_P99_MS)
            if len(sizes) == 1:  # the process held this size alone
                targets.report(f"memory with 4 tables open at {name}, peak RSS", peak, "MB", "<=", RSS_MB
                               if size[0] * size[1] <= DESIGN[0] * DESIGN[1] else RSS_4K_MB)
            targets.report(f"4 tables live at {name}: table crashes", app.crash_count, "", "<=", 0)
            app.leave_all_tables()
            app.open_lobby()
            after = alone(f"after-{name}")
            for when, (alone_wall, alone_cpu) in (("before", before), ("after", after)):
                print(f"baseline {when}: a Texas table alone, live  wall {pct(alone_wall)}")
                print(f"{'':<40} cpu  {pct(alone_cpu)}")
        app.wallet.close()
    if args.checksums:
        args.checksums.write_text("\n".join(checksums) + "\n")
        print(f"{len(checksums)} window checksums written to {args.checksums}")
    report_ratios("4 tables live", cpu_p99)
    print(f"load after the run {os.getloadavg()[0]:.2f}")
    return targets.finish()


if __name__ == "__main__":
    raise SystemExit(main())
