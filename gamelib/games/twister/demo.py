"""A settled Twister tournament for the screenshots and the tests: bots play every seat
(the player's too) through the desk, so the ledger holds a real, replayable record."""

from __future__ import annotations

import random

from gamelib.clock import FakeClock
from gamelib.games.twister.bots import make_bot
from gamelib.games.twister.desk import TwisterDesk, WalletLike
from gamelib.games.twister.runner import bot_turn, hand_over
from gamelib.games.twister.tournament import Entrant

DEMO_SEED = bytes([11]) * 32


def play_demo_tournament(wallet: WalletLike, seed: bytes = DEMO_SEED, hands_per_level: int = 10,
                         rng: random.Random | None = None) -> str:
    """Play one Twister tournament on ``wallet`` with bots in every seat (the player's too)
    and settle it; returns its round id. Seeded: the same seed plays the same hands."""
    rng = rng or random.Random(5)
    desk = TwisterDesk(wallet, clock=FakeClock(), seed_source=lambda: seed)
    t = desk.start(500, [Entrant("Rocco", "bot:standard"), Entrant("Lucia", "bot:hard")], "You",
                   hands_per_level=hands_per_level)
    bots = {s: make_bot("bot:standard" if e.is_player else e.kind, random.Random(rng.getrandbits(64)))
            for s, e in enumerate(t.entrants)}
    while not t.is_over:
        hand = t.start_hand()
        number = t.hands_played + 1
        while t.hand is not None:
            bot_turn(t, bots)
        hand_over(t, bots, hand, number)
    desk.finish(t)
    return str(t.ticket)
