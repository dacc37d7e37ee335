"""Run every bench and tabulate its targets (``make bench``, issue 20).

    python benchmarks/run_all.py [--no-fail] [--only WORD ...]

Each ``benchmarks/bench_*.py`` runs in turn with its output shown as it comes; its
``TARGET ...`` lines (see targets.py) are collected into a table at the end: every target
MET, MISSED or skipped, and each bench that stopped with an error. Exits 1 when a target
was missed or a bench failed; with --no-fail only a failed bench makes it exit 1.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.targets import LINE, NO_FAIL_ENV, SKIPPED  # noqa: E402

HERE = Path(__file__).resolve().parent


@dataclass
class BenchRun:
    """What one bench printed about its targets, and how it ended."""

    name: str
    rows: list[tuple[str, str, str, str]] = field(default_factory=list)  # what, value, target, verdict
    status: int = 0
    seconds: float = 0.0

    def read(self, line: str) -> None:
        """Collect a TARGET line (other lines are ignored)."""
        line = line.rstrip("\n")
        if m := LINE.match(line):
            self.rows.append((m["what"], m["value"], f"{m['op']} {m['limit']}", m["verdict"]))
        elif m := SKIPPED.match(line):
            self.rows.append((m["what"], "-", "-", f"skipped: {m['why']}"))

    @property
    def missed(self) -> int:
        return sum(r[3] == "MISSED" for r in self.rows)

    @property
    def failed(self) -> bool:
        """Stopped with an error that is not just its missed targets."""
        return self.status != 0 and not (self.status == 1 and self.missed)


def run(path: Path, no_fail: bool) -> BenchRun:
    """Run one bench, echoing its output, and collect its targets."""
    result = BenchRun(path.stem)
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    if no_fail:
        env[NO_FAIL_ENV] = "1"
    print(f"\n=== {path.name}", flush=True)
    start = time.perf_counter()
    with subprocess.Popen([sys.executable, str(path)], stdout=subprocess.PIPE, text=True,
                          env=env, cwd=HERE.parent) as proc:
        assert proc.stdout is not None
        for line in proc.stdout:
            print(line, end="", flush=True)
            result.read(line)
    result.status = proc.returncode
    result.seconds = time.perf_counter() - start
    return result


def table(runs: list[BenchRun]) -> str:
    """The summary: one row per target, one per bench that failed."""
    rows = [("bench", "target", "measured", "target", "verdict")]
    for r in runs:
        for what, value, limit, verdict in r.rows:
            rows.append((r.name.removeprefix("bench_"), what, value, limit, verdict))
        if r.failed:
            rows.append((r.name.removeprefix("bench_"), "(the bench itself)", "-", "-",
                         f"FAILED: exit {r.status}"))
        elif not r.rows:
            rows.append((r.name.removeprefix("bench_"), "(no targets: numbers only)", "-", "-", "-"))
    widths = [max(len(row[i]) for row in rows) for i in range(4)]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths)) + "  " + row[4]
                     for row in rows)


def _load() -> str:
    return f"{os.getloadavg()[0]:.1f}" if hasattr(os, "getloadavg") else "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-fail", action="store_true",
                        help="exit 0 even when a target is missed (a failed bench still fails)")
    parser.add_argument("--only", nargs="+", metavar="WORD", default=[],
                        help="run only the benches whose file name contains one of these words")
    args = parser.parse_args(argv)
    benches = sorted(p for p in HERE.glob("bench_*.py")
                     if not args.only or any(w in p.stem for w in args.only))
    if not benches:
        parser.error(f"no bench matches {' '.join(args.only)}")
    load_before = _load()
    runs = [run(p, args.no_fail) for p in benches]
    missed = sum(r.missed for r in runs)
    failed = [r.name for r in runs if r.failed]
    met = sum(row[3] == "MET" for r in runs for row in r.rows)
    print("\n" + table(runs))
    print(f"\n{met} target(s) met, {missed} missed, {len(failed)} bench(es) failed"
          f" in {sum(r.seconds for r in runs) / 60:.1f} min"
          + (" (--no-fail: misses do not fail)" if args.no_fail and missed else ""))
    print(f"load average (1 min) {load_before} before, {_load()} after, on {os.cpu_count()} cores: "
          "wall-clock targets count the time other processes take")
    return 1 if failed or (missed and not args.no_fail) else 0


if __name__ == "__main__":
    sys.exit(main())
