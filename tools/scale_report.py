"""How every screen keeps to a larger UI scale: per screenshot state, how many of its texts grew,
the lists whose rows came out at mixed sizes, and the texts that overlap only at the larger size;
then per family of states (a table's game, the multi-table view, a page) and for all.

    python tools/scale_report.py [--scale 150] [--large-text] [--verbose] [NAME_PART ...]

Headless; a temporary save of its own. Exits 1 when any state has a new overlap or mixed rows.
The families' shares are what tests/scenes/table/test_text_scale_layout.py holds as its floor.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from collections import defaultdict
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scenes.showcase import catalogue, scale_check  # noqa: E402


def _line(ratios: list[float]) -> str:
    share = sum(r >= 1.25 for r in ratios) / max(1, len(ratios))
    med = statistics.median(ratios) if ratios else 0.0
    return f"texts {len(ratios):4d}  grew>=1.25x {share:4.0%} ({share:.2f})  median {med:.2f}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("only", nargs="*", help="only the states whose name contains one of these")
    ap.add_argument("--scale", type=int, default=150, choices=(125, 150))
    ap.add_argument("--large-text", action="store_true")
    ap.add_argument("--verbose", "-v", action="store_true", help="list the texts that did not grow")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        app = catalogue.headless_app(Path(tmp))
        app.update_settings(animation_speed="instant")
        bad = 0
        families: dict[str, list[float]] = defaultdict(list)
        try:
            for name, setup in catalogue.states(app):
                if args.only and not any(o in name for o in args.only) or name.endswith("_150"):
                    continue  # a state shown at 150 % is measured as its own at 100 %
                m = scale_check.measure(app, name, setup, ui_scale=args.scale, large_text=args.large_text)
                ratios = list(m.grew.values())
                families[scale_check.family(name)] += ratios
                flag = "  " if not m.new_overlaps and not m.mixed else "!!"
                bad += bool(m.new_overlaps or m.mixed)
                print(f"{flag} {name:44s} {_line(ratios)}  mixed {len(m.mixed)}  overlaps {len(m.new_overlaps)}")
                for rows in m.mixed:
                    print(f"     mixed rows: {rows[:6]}")
                for pair in sorted(m.new_overlaps):
                    print(f"     overlap: {pair}")
                if args.verbose:
                    small = sorted(s for s, r in m.grew.items() if r < 1.25)
                    print(f"     did not grow: {small}")
        finally:
            app.leave_all_tables()
            app.update_settings(ui_scale=100, large_text=False)
            app.wallet.close()
        for fam, ratios in sorted(families.items()):
            print(f"FAMILY {fam:36s} {_line(ratios)}")
        everything = [r for ratios in families.values() for r in ratios]
        if everything:
            share = sum(r >= 1.25 for r in everything) / len(everything)
            print(f"ALL: {len(everything)} texts, {share:.0%} grew by 1.25x or more, "
                  f"median {statistics.median(everything):.2f}; {bad} states with a problem")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
