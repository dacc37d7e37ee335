"""How every screen keeps to a larger UI scale: per screenshot state, how many of its texts grew,
the lists whose rows came out at mixed sizes, and the texts that overlap only at the larger size.

    python tools/scale_report.py [--scale 150] [--large-text] [--verbose] [NAME_PART ...]

Headless; a temporary save of its own. Exits 1 when any state has a new overlap or mixed rows.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from scenes.showcase import catalogue, scale_check  # noqa: E402


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
        all_growth: list[float] = []
        try:
            for name, setup in catalogue.states(app):
                if args.only and not any(o in name for o in args.only):
                    continue
                catalogue.reset(app)
                app.update_settings(ui_scale=100, large_text=False, language="it" if "_it" in name else "en")
                setup()
                catalogue.settle(app)
                normal = scale_check.draw_now(app)
                large = scale_check.draw_now(app, ui_scale=args.scale, large_text=args.large_text)
                grew = scale_check.growth(normal, large)
                new = scale_check.overlaps(large) - scale_check.overlaps(normal)
                mixed = scale_check.mixed_rows(normal, large)
                ratios = list(grew.values())
                all_growth += ratios
                share = sum(r >= 1.25 for r in ratios) / max(1, len(ratios))
                med = statistics.median(ratios) if ratios else 0.0
                flag = "  " if not new and not mixed else "!!"
                bad += bool(new or mixed)
                print(f"{flag} {name:44s} texts {len(ratios):4d}  grew>=1.25x {share:4.0%}  median {med:.2f}"
                      f"  mixed {len(mixed)}  overlaps {len(new)}")
                for rows in mixed:
                    print(f"     mixed rows: {rows[:6]}")
                for pair in sorted(new):
                    print(f"     overlap: {pair}")
                if args.verbose:
                    small = sorted(s for s, r in grew.items() if r < 1.25)
                    print(f"     did not grow: {small}")
        finally:
            app.leave_all_tables()
            app.update_settings(ui_scale=100, large_text=False)
            app.wallet.close()
        if all_growth:
            share = sum(r >= 1.25 for r in all_growth) / len(all_growth)
            print(f"ALL: {len(all_growth)} texts, {share:.0%} grew by 1.25x or more, "
                  f"median {statistics.median(all_growth):.2f}; {bad} states with a problem")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
