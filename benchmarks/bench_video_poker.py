"""Video poker speed: the subset-table build, optimal hold + 32 EVs per dealt hand (after the
cached build), one whole pay table's exact return (optimal and default strategy), and the
100-hand screen's frame time while the draw animates.
Targets (60-quality.md): the build < 6 s; optimal hold + 32 EVs < 1 ms a hand (the median);
a pay table's exact optimal return < 10 s; the 100-hand screen p99 <= 5 ms headless.

    .venv/bin/python benchmarks/bench_video_poker.py [PAYTABLE] [--screen-only] [--window WxH] [--worst N] [--no-fail]

The 100-hand screen is drawn as a window shows it: at the window's own pixels, whole frames of the
app (1920x1080, the designed size, unless ``--window`` names others). Each frame's wall and CPU time
are taken in the same run (they were two runs until session 23: the first, wall, paid the process's
first frames at that size, and the other programs on the machine differed between them); ``--worst N``
lists the N frames that cost most, each with what it showed, the memory pages it touched first, and
the times it waited (I/O, a lock) or was set aside for another program (preempted).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from feltside.huge_pages import pages_said, start_in_huge_pages  # noqa: E402

if __name__ == "__main__":
    start_in_huge_pages()  # as the program runs (Linux: 2 MiB pages); FELTSIDE_SMALL_PAGES=1 for 4 KiB

import numpy as np  # noqa: E402

from benchmarks import targets, windows  # noqa: E402
from gamelib.cards import Card  # noqa: E402
from gamelib.games.video_poker import analysis as va  # noqa: E402
from gamelib.games.video_poker.paytables import PAYTABLES  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("paytable", nargs="?", default="jacks-or-better", choices=sorted(PAYTABLES),
                        help="the pay table to build and analyse (default: jacks-or-better)")
    parser.add_argument("--screen-only", action="store_true", help="only the 100-hand screen's frames")
    parser.add_argument("--window", action="append", type=windows.parse_window, metavar="WxH",
                        help="the 100-hand screen at this window size (repeatable; default 1920x1080)")
    parser.add_argument("--worst", type=int, default=0, metavar="N",
                        help="list the N costliest frames of the 100-hand screen (wall), with what each showed")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    print(f"load average before the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}; {pages_said()}"
          f"   ({os.cpu_count()} cores)")
    if not args.screen_only:
        analysis(args.paytable)
    bench_screen(args.window or [(1920, 1080)], args.worst)
    return targets.finish()


def analysis(name: str) -> None:
    """The subset tables, the hold EVs and the exact returns of pay table ``name``, timed."""
    pt = PAYTABLES[name]
    va._all_hands()  # the 2,598,960 hands themselves are shared by every pay table
    start, cpu = time.perf_counter(), time.thread_time()
    tables = va.build_tables(pt)
    wall = time.perf_counter() - start
    print(f"{name}: subset-table build {wall:.2f} s wall, {time.thread_time() - cpu:.2f} s CPU")
    targets.report(f"video poker subset-table build ({name})", wall, "s", "<", 6)

    with tempfile.TemporaryDirectory() as tmp:
        va.forget_tables()
        va.subset_tables(pt, tmp)  # builds and saves
        va.forget_tables()
        start = time.perf_counter()
        tables = va.subset_tables(pt, tmp)
        print(f"load from the disk cache: {(time.perf_counter() - start) * 1000:.1f} ms")

        rng = np.random.default_rng(1)
        hands = [[Card(int(i)) for i in rng.choice(52, 5, replace=False)] for _ in range(3000)]
        for h in hands[:50]:
            va.hold_values(pt, h, tables=tables)
        times = []
        cpu = time.thread_time()
        for h in hands:
            t = time.perf_counter()
            va.hold_values(pt, h, tables=tables)
            times.append(time.perf_counter() - t)
        cpu_ms = (time.thread_time() - cpu) / len(hands) * 1000
        print(f"optimal hold + 32 EVs: {cpu_ms:.3f} ms CPU per hand")
        ms = np.array(times) * 1000
        print(f"optimal hold + 32 EVs: mean {ms.mean():.3f} ms, median {np.median(ms):.3f} ms, "
              f"p99 {np.percentile(ms, 99):.3f} ms")
        targets.report("optimal hold + 32 EVs, median per hand", float(np.median(ms)), "ms", "<", 1)

        start = time.perf_counter()
        va.deal_classes()
        print(f"suit classes of the deals (once per process): {time.perf_counter() - start:.2f} s")
        start, cpu = time.perf_counter(), time.thread_time()
        result = va.exact_return(pt, "optimal", cache_dir=tmp)
        wall = time.perf_counter() - start
        print(f"exact optimal return {result.return_ * 100:.4f} % in "
              f"{wall:.2f} s wall, {time.thread_time() - cpu:.2f} s CPU")
        targets.report(f"video poker exact optimal return ({name})", wall, "s", "<", 10)
        start = time.perf_counter()
        result = va.exact_return(pt, "default", cache_dir=tmp)
        print(f"exact default-strategy return {result.return_ * 100:.4f} % in "
              f"{time.perf_counter() - start:.2f} s")


def bench_screen(sizes: list[tuple[int, int]], worst: int = 0) -> None:
    try:
        from scenes.games.video_poker import demo as table_video_poker
        from scenes.showcase import catalogue
    except ImportError:
        targets.skip("100-hand screen p99", "the scene is not built yet")
        return
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    for size in sizes:
        where = f"{size[0]}x{size[1]}"
        with tempfile.TemporaryDirectory() as tmp:
            app = catalogue.headless_app(tmp, size=size)
            app.native = True  # at the window's own pixels, as a real window is
            faces: list[int] = []
            seen: list[table_video_poker.FrameSeen] = []
            draws: list[table_video_poker.DrawSeen] = []
            try:
                frames = table_video_poker.benchmark_frames(app, hands=100, frames=600, faces=faces, seen=seen,
                                                            draws=draws)
            finally:
                app.wallet.close()
        wall = np.array(frames) * 1000
        cpu = np.array([f.cpu for f in seen]) * 1000
        print(f"100-hand screen while the draw animates, {where}, load {os.getloadavg()[0]:.2f}: "
              f"wall p50 {np.percentile(wall, 50):.2f} ms, p99 {np.percentile(wall, 99):.2f} ms; "
              f"CPU of this thread p50 {np.percentile(cpu, 50):.2f} ms, p99 {np.percentile(cpu, 99):.2f} ms "
              f"over {len(wall)} frames; card faces made in them {sum(faces)} (in {sum(1 for n in faces if n)} frames)")
        late = [(w, f) for w, f in zip(wall, seen, strict=True) if w - f.cpu * 1000 > 0.5]
        print(f"  frames whose wall time passed their CPU time by over 0.5 ms: {len(late)}; of them "
              f"{sum(1 for _, f in late if f.waits)} waited (I/O, a lock), "
              f"{sum(1 for _, f in late if f.preempted)} were set aside for another program")
        if draws:  # (what a DRAW click does before its frame, in the same step: not in the frames above)
            took = sorted(d.took * 1000 for d in draws)
            print(f"  each DRAW's own work before its frame (the hands drawn, the round settled and saved), "
                  f"{len(draws)} DRAWs: wall median {took[len(took) // 2]:.2f} ms, most {took[-1]:.2f} ms; "
                  f"CPU median {sorted(d.cpu for d in draws)[len(draws) // 2] * 1000:.2f} ms; "
                  f"waits {sum(d.waits for d in draws)} (blocking: the save's syncs among them)")
        if worst:
            print(f"  the {worst} costliest frames (wall):")
            for i in np.argsort(-wall, kind="stable")[:worst]:
                f = seen[i]
                print(f"    {wall[i]:6.2f} ms wall, {f.cpu * 1000:6.2f} ms CPU, {f.faults} pages touched first, "
                      f"waited {f.waits}, set aside {f.preempted}: {f.what}")
        for label, ms in (("wall", wall), ("CPU of this thread", cpu)):
            targets.report(f"100-hand screen while the draw animates, {where}, p99 {label}",
                           float(np.percentile(ms, 99)), "ms", "<=", 5)


if __name__ == "__main__":
    sys.exit(main())
