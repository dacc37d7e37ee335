"""A settled Twister tournament for the screenshots and the tests: bots play every seat
(the player's too) through the desk, so the ledger holds a real, replayable record."""

from __future__ import annotations

import random

from gamelib.clock import FakeClock
from gamelib.games.twister.bots import make_bot
from gamelib.games.twister.desk import TwisterDesk, WalletLike
from gamelib.games.twister.runner import bot_turn, hand_over
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.tournament import Entrant, Tournament

DEMO_SEED = bytes([11]) * 32


def play_demo_tournament(wallet: WalletLike, seed: bytes = DEMO_SEED, hands_per_level: int = 10,
                         rng: random.Random | None = None) -> str:
    """Play one Twister tournament on ``wallet`` with bots in every seat (the player's too)
    and settle it; returns its round id. Seeded: the same seed plays the same hands."""
    rng = rng or random.Random(1)  # 21 hands at 10 or 12 a level: long enough to scroll its history
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


# --- one whole hand, for the screenshots: an all-in, a side pot, a showdown -------------------
#: (who acts, action, amount) in order. The player (800 chips, on the button) raises, Rocco
#: (200, small blind) moves all-in, Gino (600, big blind) calls, the player calls: one pot of
#: 600 on the flop. The player bets 150 and Gino calls: a side pot between the two. Both check
#: the turn, Gino bets 100 on the river and the player calls: the showdown.
SIDE_POT_HAND: tuple[tuple[str, str, int | None], ...] = (
    ("You", "raise", 60), ("Rocco", "all_in", None), ("Gino", "call", None), ("You", "call", None),
    ("Gino", "check", None), ("You", "bet", 150), ("Gino", "call", None),
    ("Gino", "check", None), ("You", "check", None),
    ("Gino", "bet", 100), ("You", "call", None),
)
#: how many of those actions are played for each moment worth a picture
SIDE_POT_MOMENTS = {"preflop": 2, "flop": 6, "turn": 7, "river": 10, "showdown": 11}


def side_pot_table(actions: int, seed: bytes = DEMO_SEED) -> TwisterTable:
    """A three-handed table (no desk, a fake clock) with the first ``actions`` of
    :data:`SIDE_POT_HAND` played; the cards come from ``seed``."""
    entrants = [Entrant("You"), Entrant("Rocco", "bot:standard", "rocco"), Entrant("Gino", "bot:standard", "gino")]
    t = Tournament(tournament_id="demo", seed=seed, buy_in=500, entrants=entrants, stacks=[800, 200, 600],
                   button=0, multiplier=2, clock=FakeClock())
    table = TwisterTable(t, None, random.Random(1), thinking=False)
    table.reveal_wheel()
    table.update(0)
    for name, action, amount in SIDE_POT_HAND[:actions]:
        seat = t.seat_to_act()
        assert seat is not None and t.entrants[seat].name == name, (name, action)
        table.operations += t.act(action, amount)
    return table


def run_out_table(seed: bytes = DEMO_SEED) -> TwisterTable:
    """A three-handed table (no desk, a fake clock) where the player on the button has just
    moved all-in and both opponents (calling stations) called: the all-in run-out is about
    to be shown street by street."""
    entrants = [Entrant("You"), Entrant("Rocco", "bot:calling-station", "rocco"),
                Entrant("Gino", "bot:calling-station", "gino")]
    t = Tournament(tournament_id="demo-run-out", seed=seed, buy_in=500, entrants=entrants,
                   stacks=[500, 300, 700], button=0, multiplier=2, clock=FakeClock())
    table = TwisterTable(t, None, random.Random(1), thinking=False)
    table.reveal_wheel()
    table.update(0)
    table.player_act("all_in")
    while t.hand is not None:
        table.update(0)
    return table


def wheel_table(multiplier: int, buy_in: int = 200, seed: bytes = DEMO_SEED) -> TwisterTable:
    """A new three-handed table (no desk, a fake clock) whose wheel, still to show, stops on
    ``multiplier`` (a picture of that moment: the seed did not draw it)."""
    entrants = [Entrant("You"), Entrant("Lucia", "bot:hard", "lucia"), Entrant("Teo", "bot:hard", "teo")]
    t = Tournament(tournament_id=f"demo-wheel-{multiplier}", seed=seed, buy_in=buy_in, entrants=entrants,
                   stacks=[500, 500, 500], button=0, multiplier=multiplier, clock=FakeClock())
    return TwisterTable(t, None, random.Random(1), thinking=False)
