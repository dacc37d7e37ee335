"""One way for every bench to say whether it met its targets (issue 20).

A bench reports each target through :func:`report`, which prints one uniform line

    TARGET advisor per decision: 0.42 s (target < 1 s) MET

and remembers the misses; ``main`` ends with ``return targets.finish()``, which prints how
many were met and returns 1 when one was missed, unless the bench was given ``--no-fail``
(add it to an argparse parser with :func:`add_no_fail`) or FELTSIDE_BENCH_NO_FAIL=1 is set.
A target that cannot be measured on this machine (eval7 missing, no executable built) is
:func:`skip`-ped: it says so and counts as neither met nor missed.

``benchmarks/run_all.py`` (``make bench``) runs every bench and tabulates these lines.
"""

from __future__ import annotations

import argparse
import operator
import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field

NO_FAIL_FLAG = "--no-fail"
NO_FAIL_ENV = "FELTSIDE_BENCH_NO_FAIL"

OPERATORS: dict[str, Callable[[float, float], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}

# The printed line, read back by run_all.py: what, the measured text, op, limit, verdict.
LINE = re.compile(r"^TARGET (?P<what>.+?): (?P<value>.+) \(target (?P<op><=|>=|<|>) "
                  r"(?P<limit>.+)\) (?P<verdict>MET|MISSED)$")
SKIPPED = re.compile(r"^TARGET (?P<what>.+?): skipped \((?P<why>.*)\)$")


def number(x: float) -> str:
    """A measurement as people read it: 1,234,567 / 123 / 12.3 / 1.23 / 0.0421."""
    if abs(x) >= 1000:
        return f"{x:,.0f}"
    return f"{x:.3g}"


def _with_unit(x: float, unit: str) -> str:
    return f"{number(x)} {unit}" if unit else number(x)


@dataclass
class Targets:
    """The targets one bench run has reported."""

    met: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)

    def report(self, what: str, value: float, unit: str, op: str, limit: float) -> bool:
        """Print the target's line; True when ``value op limit`` holds."""
        if op not in OPERATORS:
            raise ValueError(f"unknown comparison {op!r}: use one of {', '.join(OPERATORS)}")
        ok = OPERATORS[op](value, limit)
        (self.met if ok else self.missed).append(what)
        print(f"TARGET {what}: {_with_unit(value, unit)} (target {op} {_with_unit(limit, unit)}) "
              f"{'MET' if ok else 'MISSED'}", flush=True)
        return ok

    def skip(self, what: str, why: str) -> None:
        """Say a target was not measured, and why."""
        self.skipped.append(what)
        print(f"TARGET {what}: skipped ({why})", flush=True)

    def finish(self, no_fail: bool | None = None) -> int:
        """Print the tally; the exit status: 1 when a target was missed (0 with --no-fail)."""
        if no_fail is None:
            no_fail = NO_FAIL_FLAG in sys.argv[1:] or os.environ.get(NO_FAIL_ENV, "") not in ("", "0")
        tally = f"targets: {len(self.met)} met, {len(self.missed)} missed"
        if self.skipped:
            tally += f", {len(self.skipped)} skipped"
        if self.missed:
            tally += " (" + "; ".join(self.missed) + ")"
        print(tally, flush=True)
        return 1 if self.missed and not no_fail else 0


_RUN = Targets()


def report(what: str, value: float, unit: str, op: str, limit: float) -> bool:
    """Report one target of this bench run (see :meth:`Targets.report`)."""
    return _RUN.report(what, value, unit, op, limit)


def skip(what: str, why: str) -> None:
    """Say one target of this bench run was not measured (see :meth:`Targets.skip`)."""
    _RUN.skip(what, why)


def finish(no_fail: bool | None = None) -> int:
    """The bench's exit status (see :meth:`Targets.finish`)."""
    return _RUN.finish(no_fail)


def add_no_fail(parser: argparse.ArgumentParser) -> None:
    """Give an argparse parser the --no-fail flag that finish() reads."""
    parser.add_argument(NO_FAIL_FLAG, action="store_true",
                        help="exit 0 even when a target is missed (for exploring)")


def strip_no_fail(argv: list[str]) -> list[str]:
    """The arguments without --no-fail, for a bench that reads sys.argv itself."""
    return [a for a in argv if a != NO_FAIL_FLAG]
