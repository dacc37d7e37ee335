"""Start to lobby drawn: from source (python main.py) and, if built, the dist/ executable.

Each run is a fresh process with a fresh data directory, on the dummy video driver; the app
writes the moment its first frame (the lobby) is drawn to FELTSIDE_BENCH_FIRST_FRAME and
exits. Prints the median and the worst of N runs, and the CPU time the process used (on a
shared machine the wall clock also counts time given to other processes). "From source" keeps the
bytecode between runs (PYTHONPYCACHEPREFIX, a temporary folder) as an installed copy does; "compiling"
starts without it (PYTHONDONTWRITEBYTECODE, as a first start). Targets (issue 17): 0.3 s from source,
0.6 s for the packaged executable.

    python benchmarks/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Start to lobby drawn (issue 17): from source, and the packaged executable.
TARGET, TARGET_EXE = 0.3, 0.6


#: Bytecode of the runs (PYTHONPYCACHEPREFIX): not in the repo, gone after the benchmark.
BYTECODE = Path(tempfile.mkdtemp(prefix="feltside-bytecode-"))


def start_to_lobby(command: list[str], data_dir: Path | None = None,
                   compiled: bool = True) -> tuple[float, float]:
    """(wall seconds to the lobby drawn, CPU seconds the process used until then).

    A fresh save each run unless ``data_dir`` (an existing save) is given."""
    with tempfile.TemporaryDirectory() as tmp:
        mark = Path(tmp) / "first-frame"
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
               "PYGAME_HIDE_SUPPORT_PROMPT": "1", "FELTSIDE_BENCH_FIRST_FRAME": str(mark),
               "FELTSIDE_BENCH_EXIT": "1", "PYTHONPYCACHEPREFIX": str(BYTECODE)}
        if compiled:  # as an installed copy runs: the bytecode is kept (here, outside the repo)
            env.pop("PYTHONDONTWRITEBYTECODE", None)
        else:  # a first start: every module compiled from its source
            env["PYTHONDONTWRITEBYTECODE"] = "1"
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        started = time.time()
        subprocess.run([*command, "--data-dir", str(data_dir or Path(tmp) / "data")], env=env, cwd=ROOT,
                       capture_output=True, timeout=120, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        if not mark.exists():
            raise RuntimeError(f"{' '.join(command)} never drew the lobby")
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        return float(mark.read_text().strip()) - started, cpu


def report(name: str, command: list[str], runs: int, target: float, data_dir: Path | None = None,
           compiled: bool = True) -> None:
    runs_ = [start_to_lobby(command, data_dir, compiled) for _ in range(runs)]
    times = [w for w, _ in runs_]
    cpus = [c for _, c in runs_]
    median, worst = statistics.median(times), max(times)
    verdict = "ok" if median < target else "SLOW"
    print(f"{name:<24} wall median {median:5.2f} s  worst {worst:5.2f} s  (target < {target} s: {verdict})"
          f"   cpu median {statistics.median(cpus):5.2f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    print(f"load average before the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}"
          f"   ({os.cpu_count()} cores)")
    report("from source, compiling", [sys.executable, "main.py"], args.runs, TARGET, compiled=False)
    start_to_lobby([sys.executable, "main.py"])  # the bytecode, once
    report("from source", [sys.executable, "main.py"], args.runs, TARGET)
    with tempfile.TemporaryDirectory() as saved:
        start_to_lobby([sys.executable, "main.py"], Path(saved))  # make the save once
        report("from source, saved game", [sys.executable, "main.py"], args.runs, TARGET, Path(saved))
    for exe in (ROOT / "dist" / "feltside", ROOT / "dist" / "feltside.exe"):
        if exe.exists():
            report("packaged executable", [str(exe)], args.runs, TARGET_EXE)
            break
    else:
        print("packaged executable          (not built: make exe)")
    shutil.rmtree(BYTECODE, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
