"""Headless play: bots play whole tournaments (the simulator, benchmarks, slow tests), and
SKIP TO RESULT: the rest of a tournament the player is out of, played at once."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from gamelib.games.twister.bots import Bot, make_bot
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.schedule import SIMULATION_HANDS_PER_LEVEL
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.tournament import Entrant, Tournament
from gamelib.games.twister.view import public_history, seat_view


def bot_turn(t: Tournament, bots: dict[int, Bot], timings: list[float] | None = None) -> None:
    """Let the bot in the seat to act decide, and act."""
    hand = t.hand
    seat = t.seat_to_act()
    assert hand is not None and seat is not None and hand.actor is not None
    view = seat_view(hand, hand.actor, t.hands_played + 1, tuple(t.hand_seats))
    started = time.perf_counter()
    kind, amount = bots[seat].decide(view)
    if timings is not None:
        timings.append(time.perf_counter() - started)
    t.act(kind, amount)


def hand_over(t: Tournament, bots: dict[int, Bot], hand: NoLimitHand, hand_id: int) -> None:
    """Tell each bot the public actions of the finished hand (in its engine seat numbers)."""
    history = public_history(hand)
    players = tuple(t.hand_seats)
    for seat in t.hand_seats:
        bots[seat].hand_over(hand_id, history, players)


def play_tournament(kinds: Sequence[str], rng: random.Random,
                    hands_per_level: int = SIMULATION_HANDS_PER_LEVEL,
                    timings: list[float] | None = None) -> list[int]:
    """Play one tournament of bots; returns the place of each entry of ``kinds`` (1 = winner)."""
    entrants = [Entrant(f"#{i}", kind) for i, kind in enumerate(kinds)]
    seed = rng.getrandbits(256).to_bytes(32, "big")
    t = Tournament.new(entrants, 100, seed, hands_per_level=hands_per_level, keep_history=False)
    bots = {seat: make_bot(e.kind, random.Random(rng.getrandbits(64)), prizes=t.prizes)
            for seat, e in enumerate(t.entrants)}
    while not t.is_over:
        hand = t.start_hand()
        hand_id = t.hands_played + 1
        while t.hand is not None:
            bot_turn(t, bots, timings)
        hand_over(t, bots, hand, hand_id)
    places = [0] * len(kinds)
    for seat, e in enumerate(t.entrants):
        places[int(e.name[1:])] = t.places[seat]
    return places


def play_to_the_end(table: TwisterTable, most_steps: int = 100_000) -> None:
    """SKIP TO RESULT: the player is out; the opponents play the tournament to its end at once,
    with the same seeds and the same decisions watching would show (the level clock stopped
    when the player went out; no pause draws a random number). Any run-out on show ends."""
    table.on_hold = False
    table.watching = False
    for _ in range(most_steps):
        if table.is_over and not table.running_out:
            return
        table.update(BIG_STEP)
    raise RuntimeError("The tournament did not end.")  # pragma: no cover - bots always finish


#: one step of SKIP TO RESULT: longer than any pause (a run-out street, the pause between hands)
BIG_STEP = 60.0
