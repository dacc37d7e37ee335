"""Twister played through the save, headless, the way the GUI's Twister screen plays it.

Twister has no ``simulate --data-dir`` path (``simulate twister`` plays bots in memory), so
the kill test drives the same objects the screen drives: :class:`TwisterRoom` on the save
(``Wallet.open``, crash recovery first, as the app starts), the wheel revealed, the
player's decisions taken at random among the legal ones, the tables moved on by a clock
this script advances (no waiting: the pace is instant). It plays tournament after
tournament until it is killed, or ``--tournaments N`` are finished.

    python tests/helpers/twister_player.py DATA_DIR SEED [--tournaments N]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from gamelib.clock import FakeClock  # noqa: E402
from gamelib.games.twister.room import Pace, TwisterRoom  # noqa: E402
from gamelib.games.twister.table import TwisterTable  # noqa: E402
from gamelib.ledger import Wallet  # noqa: E402
from gamelib.recovery import recover_unfinished

BUY_IN = 100  # € 1
TOP_UP = 100_000
STEP = 0.25  # seconds of table time a step


def decide(table: TwisterTable, rng: random.Random) -> None:
    """A legal decision for the player: mostly check or call, sometimes fold or raise."""
    hand = table.t.hand
    assert hand is not None
    opts = hand.options()
    choice = rng.random()
    if choice < 0.15 and (opts.can_bet or opts.can_raise):
        table.player_act("raise" if opts.can_raise else "bet", rng.randint(opts.min_to, opts.max_to))
    elif choice < 0.25 and not hand.can_check():
        table.player_act("fold")
    else:
        table.player_act("check" if hand.can_check() else "call")


def play(data_dir: Path, seed: int, tournaments: int | None) -> int:
    rng = random.Random(seed)
    finished = 0
    with Wallet.open(data_dir) as wallet:
        recover_unfinished(wallet)  # as the app does at start (Twister resumes by itself)
        clock = FakeClock()
        room = TwisterRoom.open(wallet, rng=random.Random(rng.getrandbits(64)), clock=clock,
                                seed_source=lambda: rng.randbytes(32),
                                pace=lambda: Pace(thinking=False, speed=0.0))
        while tournaments is None or finished < tournaments:
            if not room.playing():
                if wallet.balance < BUY_IN:
                    wallet.top_up(TOP_UP)
                room.start(BUY_IN, 1, rng.choice(("easy", "standard", "hard")))
            for table in room.running():
                if not table.wheel_seen:
                    table.reveal_wheel()
                if table.waiting_for_player:
                    decide(table, rng)
                if table.is_over and not table.acknowledged:
                    table.acknowledged = True  # the player closes the finishing screen
                    finished += 1
            clock.advance(STEP)
            room.update(STEP)
    return finished


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", type=Path)
    parser.add_argument("seed", type=int)
    parser.add_argument("--tournaments", type=int, default=None)
    args = parser.parse_args()
    done = play(args.data_dir, args.seed, args.tournaments)
    print(f"{done} tournaments played through the save")
    return 0


if __name__ == "__main__":
    sys.exit(main())
