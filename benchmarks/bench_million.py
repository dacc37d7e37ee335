"""A save of a million rounds must stay fast (issue 31): open, History, ``verify``.

Builds a save of ``--rounds`` real video-poker rounds through the project's own code: a
TableSession deals, draws and settles each one through the Wallet, so every round goes
through the same ledger, hash chains and seed commitments as a played one (the fast path:
2,000 rounds to a transaction, their decks shuffled together as ``verify --all`` does, and
``synchronous = OFF`` while building only). Then it
measures, beside the same numbers for an empty save made in the same run:

- opening the save (``Wallet.open`` + the balance), later opens and the first open after
  an upgrade (an older checkpoint; none at all: its old rows rehashed a slice at each open):
  target within 0.3 s of an empty save's;
- a History page (50 newest entries, and 50 of one game): target <= 50 ms;
- ``verify --all`` as a command (a child process): rounds a second (target >= 5,000) and
  peak RSS (target <= 150 MB); ``verify --last 100`` and ``--last 1000``.

Prints the load average and a reference cost (SHA-256 of 1 MB, 200 times) measured in the
same run, CPU time beside wall time.

    nice python benchmarks/bench_million.py [--rounds N] [--keep DIR] [--no-fail]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import resource
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import targets  # noqa: E402
from gamelib import chain_rehash, checkpoint_record  # noqa: E402
from gamelib.autoplay import table_setup  # noqa: E402
from gamelib.cards import prepared_orders  # noqa: E402
from gamelib.cli.verify import deck_keys  # noqa: E402
from gamelib.deck_orders import shuffle_orders  # noqa: E402
from gamelib.games import find_game  # noqa: E402
from gamelib.ledger import Wallet  # noqa: E402
from gamelib.storage import database_path  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
PER_TRANSACTION = 2_000
GAME = "video-poker"


def build(data_dir: Path, rounds: int, progress: Callable[[int], None] | None = None) -> int:
    """Add real rounds until the save holds ``rounds``; returns how many it holds.

    Each round is the game's own (dealt from its seed, drawn with the default holds) and
    goes through ``Wallet.open_round`` and ``settle_round`` as a played round does (the
    table's pacing and screens left out), so the ledger, the chains and the commitments
    are the same."""
    bets, config = table_setup(GAME)
    definition = find_game(GAME)
    with Wallet.open(data_dir) as wallet:
        have = int(wallet.conn.execute("SELECT COUNT(*) FROM rounds").fetchone()[0])
        wallet.conn.execute("PRAGMA synchronous = OFF")  # building only
        while have < rounds:
            seeds = [hashlib.sha256(b"m%d" % k).digest()
                     for k in range(have, have + min(PER_TRANSACTION, rounds - have))]
            decks = shuffle_orders(key for seed in seeds for key in deck_keys(
                {"game": GAME, "seed": seed.hex(), "config": config}))  # as verify does
            with wallet.transaction(), prepared_orders(decks):
                for seed in seeds:
                    if wallet.balance < 1_000_000:
                        wallet.top_up(100_000_000)
                    rnd = definition.new_round(dict(bets), seed, dict(config))
                    ticket = wallet.open_round(GAME, "1", rnd.stakes(), rnd.seed_hash, dict(config),
                                               seed=seed)
                    rnd.start()
                    while not rnd.is_over:
                        action, params = rnd.default_action()  # type: ignore[misc]
                        rnd.act(action, **params)
                    wallet.settle_round(ticket, rnd.payouts(), rnd.record(), seed)
                    have += 1
            if progress is not None:
                progress(have)
    return have


def timed(work: Callable[[], object], runs: int = 5) -> tuple[float, float]:
    """(best wall seconds, its CPU seconds) of ``runs`` runs."""
    best = (float("inf"), 0.0)
    for _ in range(runs):
        wall, cpu = time.perf_counter(), time.process_time()
        work()
        best = min(best, (time.perf_counter() - wall, time.process_time() - cpu))
    return best


def open_save(folder: Path) -> None:
    with Wallet.open(folder) as wallet:
        _ = wallet.balance


def command(folder: Path, *args: str, code: Path = ROOT) -> tuple[float, float, float, str]:
    """(wall s, CPU s, peak RSS MB, output) of one ``feltside-cli`` command in a child
    (``code``: the source tree to run it from, e.g. an older one for a before/after)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, *args, "--data-dir", str(folder)],
                          cwd=code, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode:
        print(done.stdout[-2000:], done.stderr[-2000:])
    peak = [sum(int(v) for v in line.split()[1:]) for line in done.stderr.splitlines()
            if line.startswith("MAXRSS ")]
    said = (done.stdout + "\n".join(line for line in done.stderr.splitlines()
                                    if not line.startswith("MAXRSS "))).strip()
    return wall, cpu, (peak[0] if peak else 0) / 1024, said[-300:]


#: the command in a child that says its own peak RSS (kB) as it ends, and its helper's
#: (``verify --all`` in two processes; the two peaks added: shared pages counted twice).
#: Its own from /proc (VmHWM): ``ru_maxrss`` after exec keeps the peak of the process it was
#: forked from (this benchmark, hundreds of MB after building a large save).
CHILD = ("import atexit, resource, sys\n"
         "def peak():\n"
         "    try:\n"
         "        with open('/proc/self/status') as f:\n"
         "            return int(next(l for l in f if l.startswith('VmHWM')).split()[1])\n"
         "    except (OSError, StopIteration, ValueError):\n"
         "        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss\n"
         "atexit.register(lambda: sys.stderr.write('\\nMAXRSS %d %d\\n' % ("
         "peak(), resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)))\n"
         "from gamelib.cli import main\n"
         "sys.exit(main(sys.argv[1:]))")


def proving(folder: Path) -> bool:
    """Whether the save's checkpoint is still being proven (an older one, see gamelib.chain_checkpoint)."""
    conn = sqlite3.connect(f"file:{database_path(folder)}?mode=ro", uri=True)  # not an open
    try:
        return "schema" not in checkpoint_record.data(conn)
    finally:
        conn.close()


def no_checkpoint(folder: Path, base: tuple[float, float], before: Path | None) -> None:
    """Opens of the save with its checkpoint taken away (a save from before checkpoints: the
    first open after that upgrade): in this process, then ``balance`` as a command (and from
    ``before``, an older tree, back to back). The checkpoint is put back at the end."""
    with Wallet.open(folder) as wallet:
        kept = wallet.conn.execute("SELECT value FROM meta WHERE key = ?",
                                   (checkpoint_record.CHECKPOINT,)).fetchone()[0]

    def take_away() -> None:
        with sqlite3.connect(database_path(folder)) as conn:
            conn.execute("DELETE FROM meta WHERE key = ?", (checkpoint_record.CHECKPOINT,))
        conn.close()

    try:
        take_away()
        opens = [timed(lambda: open_save(folder), runs=1) for _ in range(3)]
        print("open with no checkpoint at all (a save from before checkpoints), three opens: "
              + ", ".join(f"{w * 1000:.0f} ms ({c * 1000:.0f} ms CPU)" for w, c in opens))
        targets.report("first open with no checkpoint beyond an empty save's",
                       opens[0][0] - base[0], "s", "<=", 0.3)
        beside_play(folder)
        for tree in ([before] if before is not None else []) + [ROOT]:
            take_away()
            wall, cpu, peak, said = command(folder, "balance", code=tree)
            print(f"balance with no checkpoint ({'BEFORE ' + str(tree) if tree != ROOT else 'now'}): "
                  f"{wall:.2f} s wall, {cpu:.2f} s CPU, {peak:.0f} MB; {said[-200:]!r}")
    finally:
        with sqlite3.connect(database_path(folder)) as conn:
            conn.execute("INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE "
                         "SET value = excluded.value", (checkpoint_record.CHECKPOINT, kept))
        conn.close()


def frame_work() -> float:
    """A stand-in frame's work (SHA-256 of 64 KB, ten times): its wall seconds."""
    blob, start = bytes(65_536), time.perf_counter()
    for _ in range(10):
        hashlib.sha256(blob).digest()
    return time.perf_counter() - start


def beside_play(folder: Path, seconds: float = 8.0) -> None:
    """The rehash beside play (gamelib.chain_rehash) of the save being rehashed: how fast it
    goes, and what it costs a frame: the same stand-in frame's work timed every 16 ms without
    it, then with it, back to back (p99 and worst, wall)."""
    def frames(until: float) -> list[float]:
        took = []
        while time.perf_counter() < until:
            took.append(frame_work())
            time.sleep(0.016)
        return sorted(took)

    alone = frames(time.perf_counter() + seconds)
    with Wallet.open(folder) as wallet:
        left = chain_rehash.unproven(wallet.conn)
        cpu = time.process_time()
        wallet.rehash_in_background()
        beside = frames(time.perf_counter() + seconds)
        wallet.close()
        cpu = time.process_time() - cpu
    conn = sqlite3.connect(f"file:{database_path(folder)}?mode=ro", uri=True)  # not an open
    try:
        after = chain_rehash.unproven(conn)
    finally:
        conn.close()
    if left is None or after is None:
        print("the rehash beside play: none under way")
        return
    done = left[0] - after[0]
    p99 = [round(t[int(len(t) * 0.99)] * 1000, 2) for t in (alone, beside)]
    print(f"the rehash beside play: {done:,} rows and {left[1] - after[1]:,} rounds in {seconds:.0f} s "
          f"(this process {cpu:.1f} s CPU, frames included): all {left[0]:,} rows in about "
          f"{left[0] / max(done, 1) * seconds / 60:.1f} min; a stand-in frame's work p99 "
          f"{p99[0]} ms alone, {p99[1]} ms beside it (worst {alone[-1] * 1000:.1f} / "
          f"{beside[-1] * 1000:.1f} ms)")


def reference() -> float:
    blob = bytes(1_000_000)
    start = time.process_time()
    for _ in range(200):
        hashlib.sha256(blob).digest()
    return time.process_time() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=1_000_000)
    parser.add_argument("--keep", type=Path, default=None,
                        help="build the save in DIR and keep it (rounds already there are reused)")
    parser.add_argument("--skip-verify-all", action="store_true")
    parser.add_argument("--skip-no-checkpoint", action="store_true",
                        help="leave out the opens of the save with its checkpoint taken away "
                             "(a save from before checkpoints; with --before, a full rehash once)")
    parser.add_argument("--before", type=Path, default=None,
                        help="also run verify --all (and balance with no checkpoint) from "
                             "this older source tree (before/after)")
    targets.add_no_fail(parser)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}; reference (SHA-256 of 200 MB) "
          f"{reference():.3f} s CPU")
    with tempfile.TemporaryDirectory() as tmp:
        empty, folder = Path(tmp) / "empty", args.keep or Path(tmp) / "big"
        empty.mkdir()
        folder.mkdir(parents=True, exist_ok=True)
        open_save(empty)
        wall, cpu = time.perf_counter(), time.process_time()
        step = max(PER_TRANSACTION, args.rounds // 20)
        have = build(folder, args.rounds, lambda n: n % step == 0 and print(
            f"  built {n:,} rounds, {time.perf_counter() - wall:.0f} s", flush=True))
        size = sum(p.stat().st_size for p in folder.glob("feltside.sqlite3*")) / 1e6
        print(f"save: {have:,} rounds, {size:.0f} MB; built in {time.perf_counter() - wall:.0f} s "
              f"wall, {time.process_time() - cpu:.0f} s CPU")
        base = timed(lambda: open_save(empty))
        open_save(folder)  # a checkpoint kept when one was due
        later = timed(lambda: open_save(folder))
        print(f"open: empty save {base[0] * 1000:.0f} ms ({base[1] * 1000:.0f} ms CPU); "
              f"{have:,} rounds {later[0] * 1000:.0f} ms ({later[1] * 1000:.0f} ms CPU)")
        targets.report("open beyond an empty save's", later[0] - base[0], "s", "<=", 0.3)
        with Wallet.open(folder) as wallet:  # the checkpoint as the version before kept it
            kept = json.loads(wallet.conn.execute("SELECT value FROM meta WHERE key = ?",
                                                  (checkpoint_record.CHECKPOINT,)).fetchone()[0])
            kept.pop("schema", None)
            wallet.conn.execute("UPDATE meta SET value = ? WHERE key = ?",
                                (json.dumps(kept), checkpoint_record.CHECKPOINT))
        first = timed(lambda: open_save(folder), runs=1)
        print(f"first open after an upgrade (a checkpoint with no schema cookie): "
              f"{first[0] * 1000:.0f} ms ({first[1] * 1000:.0f} ms CPU)")
        targets.report("first open beyond an empty save's", first[0] - base[0], "s", "<=", 0.3)
        steps = [first]
        while len(steps) < 50 and proving(folder):
            steps.append(timed(lambda: open_save(folder), runs=1))
        print(f"the old checkpoint proven after {len(steps)} opens, the slowest "
              f"{max(steps)[0] * 1000:.0f} ms ({max(steps)[1] * 1000:.0f} ms CPU)")
        if not args.skip_no_checkpoint:
            no_checkpoint(folder, base, args.before)
        with Wallet.open(folder) as wallet:
            page = timed(lambda: wallet.history(limit=50))
            game = timed(lambda: wallet.history(limit=50, game=GAME))
        print(f"History page: {page[0] * 1000:.1f} ms; of one game {game[0] * 1000:.1f} ms")
        targets.report("History page", max(page[0], game[0]) * 1000, "ms", "<=", 50)
        for newest in ("100", "1000"):
            last = command(folder, "verify", "--last", newest)
            print(f"verify --last {newest}: {last[0]:.2f} s wall, {last[1]:.2f} s CPU, "
                  f"{last[2]:.0f} MB; {last[3]!r}")
        if args.skip_verify_all:
            targets.skip("verify --all", "--skip-verify-all")
        else:
            every = command(folder, "verify", "--all")
            rate = have / every[0]
            print(f"verify --all: {every[0]:.0f} s wall, {every[1]:.0f} s CPU, peak {every[2]:.0f} MB, "
                  f"{rate:,.0f} rounds/s ({have / every[1]:,.0f} a CPU second; load "
                  f"{os.getloadavg()[0]:.1f}); {every[3]!r}")
            targets.report("verify --all rounds a second", rate, "rounds/s", ">=", 5_000)
            if args.before is not None:
                old = command(folder, "verify", "--all", code=args.before)
                print(f"verify --all BEFORE ({args.before}): {old[0]:.0f} s wall, {old[1]:.0f} s "
                      f"CPU, peak {old[2]:.0f} MB, {have / old[0]:,.0f} rounds/s ({have / old[1]:,.0f} "
                      f"a CPU second; load {os.getloadavg()[0]:.1f})")
            targets.report("verify --all peak RSS", every[2], "MB", "<=", 150)
    return targets.finish(args.no_fail)


if __name__ == "__main__":
    raise SystemExit(main())
