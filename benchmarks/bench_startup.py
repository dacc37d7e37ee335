"""Start to lobby drawn: from source (python main.py) and the packaged builds in dist/.

Each run is a fresh process with a fresh data directory, on the dummy video driver; the app
writes the moment its first frame (the lobby) is drawn to FELTSIDE_BENCH_FIRST_FRAME and
exits. Prints the median and the worst of N runs, and the CPU time the process used (on a
shared machine the wall clock also counts time given to other processes). "From source" keeps the
bytecode between runs (PYTHONPYCACHEPREFIX, a temporary folder) as an installed copy does; "compiling"
starts without it (PYTHONDONTWRITEBYTECODE, as a first start). The packaged builds, each when
built: the one-folder dist/feltside/Feltside (make exe) and the one-file dist/feltside-onefile
(make exe-onefile), which unpacks itself into a temporary folder at every start; and their sizes
(the folder as the .tar.gz it is shipped in). Targets (60-quality.md, issue 17): 0.3 s from
source, 0.6 s for a packaged executable, a package under 60 MB.

The CPU is given twice: the process's until the lobby is drawn (the app writes it with the
mark) and the whole process's, its exit included. Beside them the load average and a reference
cost measured in the same run: a fresh Python that imports pygame. ``--against DIR`` runs
another checkout (e.g. the commit before a change, unpacked by ``git archive``) turn about with
this one from source: before and after back to back, under the same load, each going first in
every other round (the second of a pair reads faster), the medians given in all and by who went first.

    python benchmarks/bench_startup.py [--runs N] [--window WxH] [--against DIR] [--no-fail]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks import targets  # noqa: E402
from benchmarks.windows import parse_window  # noqa: E402

#: Start to lobby drawn (issue 17): from source, and the packaged executable; its size in MB.
TARGET, TARGET_EXE, TARGET_MB = 0.3, 0.6, 60
#: Start to lobby in a window larger than 1920x1080 (issue 27: 3840x2160).
TARGET_LARGE = 0.4
SUFFIX = ".exe" if sys.platform == "win32" else ""
#: The packaged builds: (name, the program that opens the window, what is shipped).
BUILDS = (("one-folder", ROOT / "dist" / "feltside" / f"Feltside{SUFFIX}", ROOT / "dist" / "feltside"),
          ("one-file", ROOT / "dist" / f"feltside-onefile{SUFFIX}", ROOT / "dist" / f"feltside-onefile{SUFFIX}"))


#: Bytecode of the runs (PYTHONPYCACHEPREFIX): not in the repo, gone after the benchmark.
BYTECODE = Path(tempfile.mkdtemp(prefix="feltside-bytecode-"))


#: The window the runs open (``--window``; the app's own choice when None).
WINDOW: list[str] = []


@dataclass(frozen=True)
class Start:
    """One start: wall seconds to the lobby drawn, the process's CPU seconds by then (the
    whole process's when the app does not write it) and in all, its exit included."""

    wall: float
    cpu_to_lobby: float
    cpu: float


def start_to_lobby(command: list[str], data_dir: Path | None = None,
                   compiled: bool = True, cwd: Path = ROOT) -> Start:
    """One start of ``command`` (run in ``cwd``) to the lobby drawn.

    A fresh save each run unless ``data_dir`` (an existing save) is given."""
    with tempfile.TemporaryDirectory() as tmp:
        mark = Path(tmp) / "first-frame"
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PYGAME_HIDE_SUPPORT_PROMPT": "1", "FELTSIDE_BENCH_FIRST_FRAME": str(mark),
               "FELTSIDE_BENCH_EXIT": "1", "PYTHONPYCACHEPREFIX": str(BYTECODE)}
        if WINDOW:
            env["FELTSIDE_WINDOW"] = WINDOW[0]
        if compiled:  # as an installed copy runs: the bytecode is kept (here, outside the repo)
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        else:  # a first start: every module compiled from its source
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.time()
        done = subprocess.run([*command, "--data-dir", str(data_dir or Path(tmp) / "data")], env=env,
                              cwd=cwd, capture_output=True, text=True, timeout=120, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if not mark.exists():
            said = done.stderr.strip().splitlines()[-3:]
            raise RuntimeError(f"{' '.join(command)} never drew the lobby (exit {done.returncode}): "
                               + " | ".join(said))
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        said = mark.read_text().split()
        return Start(float(said[0]) - started, float(said[1]) if len(said) > 1 else cpu, cpu)


def summary(name: str, runs: list[Start]) -> float:
    """Print the runs' medians (and the worst wall); the median wall."""
    median = statistics.median(r.wall for r in runs)
    print(f"{name:<30} wall median {median:5.2f} s  worst {max(r.wall for r in runs):5.2f} s"
          f"   cpu to the lobby median {statistics.median(r.cpu_to_lobby for r in runs):5.3f} s"
          f"   cpu in all {statistics.median(r.cpu for r in runs):5.3f} s")
    return median


def report(name: str, command: list[str], runs: int, target: float, data_dir: Path | None = None,
           compiled: bool = True) -> None:
    median = summary(name, [start_to_lobby(command, data_dir, compiled) for _ in range(runs)])
    targets.report(f"start to lobby, {name} (median of {runs})", median, "s", "<=", target)


def reference(runs: int) -> float:
    """The reference cost: CPU seconds of a fresh Python that imports pygame (median)."""
    cpus = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run([sys.executable, "-c", "import pygame"], env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
                       check=True, capture_output=True)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return statistics.median(cpus)


def against(other: Path, runs: int) -> None:
    """This checkout and ``other`` from source, turn about (bytecode kept for both), each going
    first in every other round: the second start of a pair reads ~0.02-0.04 s faster (the first
    warms the disk cache and the CPU for it), so which checkout goes first is alternated and the
    medians are given both in all and by who went first."""
    command = [sys.executable, "main.py"]
    start_to_lobby(command, cwd=other)  # the bytecode, once each
    start_to_lobby(command)
    mine: dict[bool, list[Start]] = {True: [], False: []}  # by whether this checkout went first
    theirs: dict[bool, list[Start]] = {True: [], False: []}
    for turn in range(runs):
        first = turn % 2 == 1
        if first:
            mine[True].append(start_to_lobby(command))
            theirs[True].append(start_to_lobby(command, cwd=other))
        else:
            theirs[False].append(start_to_lobby(command, cwd=other))
            mine[False].append(start_to_lobby(command))
    summary(f"before ({other.name})", theirs[True] + theirs[False])
    summary("after (this checkout)", mine[True] + mine[False])
    for this_first in (False, True):
        if mine[this_first]:
            print(f"  {'after' if this_first else 'before'} going first ({len(mine[this_first])} rounds):")
            summary(f"    before ({other.name})", theirs[this_first])
            summary("    after (this checkout)", mine[this_first])


def shipped_mb(path: Path) -> tuple[float, float]:
    """(MB on disk, MB as shipped): a file as it is; a folder as a .tar.gz of it."""
    if path.is_file():
        size = path.stat().st_size / 1e6
        return size, size
    on_disk = sum(p.lstat().st_size for p in path.rglob("*") if not p.is_symlink() and p.is_file()) / 1e6
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "feltside.tar.gz"
        with tarfile.open(archive, "w:gz") as tar:
            tar.add(path, arcname=path.name)
        return on_disk, archive.stat().st_size / 1e6


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--window", type=parse_window, metavar="WxH",
                        help="open a window of this size (issue 27: 3840x2160 <= 0.4 s from source)")
    parser.add_argument("--against", type=Path, metavar="DIR",
                        help="another checkout run turn about with this one (before and after a change)")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    global TARGET
    if args.window:
        WINDOW[:] = [f"{args.window[0]}x{args.window[1]}"]
        print(f"window {WINDOW[0]}")
        if args.window[0] * args.window[1] > 1920 * 1080:
            TARGET = TARGET_LARGE
    print(f"load average before the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}"
          f"   ({os.cpu_count()} cores)")
    print(f"reference: a fresh Python importing pygame, cpu median {reference(args.runs):5.3f} s")
    if args.against:
        against(args.against.resolve(), args.runs)
        print(f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
        return 0
    report("from source, compiling", [sys.executable, "main.py"], args.runs, TARGET, compiled=False)
    start_to_lobby([sys.executable, "main.py"])  # the bytecode, once
    report("from source", [sys.executable, "main.py"], args.runs, TARGET)
    with tempfile.TemporaryDirectory() as saved:
        start_to_lobby([sys.executable, "main.py"], Path(saved))  # make the save once
        report("from source, saved game", [sys.executable, "main.py"], args.runs, TARGET, Path(saved))
    for (name, program, shipped), make in zip(BUILDS, ("make exe", "make exe-onefile")):
        if not program.exists():
            targets.skip(f"start to lobby, {name} executable", f"not built: {make}")
            continue
        report(f"{name} executable", [str(program)], args.runs, TARGET_EXE)
        on_disk, packed = shipped_mb(shipped)
        print(f"{name} size: {on_disk:.0f} MB on disk")
        targets.report(f"{name} package size{' (.tar.gz)' if shipped.is_dir() else ''}", packed,
                       "MB", "<", TARGET_MB)
    shutil.rmtree(BYTECODE, ignore_errors=True)
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
