"""Twister tournaments played through the save, as the window plays them: what
``simulate twister --data-dir DIR --tournaments N`` runs.

The same path as the screens: :class:`~gamelib.games.twister.desk.TwisterDesk` takes the
buy-in (one ledger round a tournament), :class:`~gamelib.games.twister.table.TwisterTable`
plays it and saves it after every completed hand, the desk credits the prize at the end.
The player's seat is played by a built-in bot through ``player_act``, as a player would.
So the process can be killed at any moment: the next run first resumes the interrupted
tournaments from their last completed hand (the hand in play is void), then starts new
ones until ``tournaments`` have finished in this run.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamelib.clock import FakeClock
from gamelib.errors import CommandError
from gamelib.games.twister.bots import SKILLS, make_bot
from gamelib.games.twister.desk import TwisterDesk, WalletLike
from gamelib.games.twister.room import distinct_seeds
from gamelib.games.twister.schedule import SIMULATION_HANDS_PER_LEVEL
from gamelib.games.twister.table import TwisterTable, pick_opponents, resume_tables
from gamelib.games.twister.tournament import Entrant
from gamelib.games.twister.view import seat_view
from gamelib.games.twister.wheel import BUY_INS

TOP_UP = 100_000  # play money added when the balance cannot cover the next buy-in
PLAYER_BOT = "bot:standard"  # plays the player's seat


@dataclass
class SaveRunReport:
    """One run through the save: tournaments finished (the resumed ones among them), the
    buy-ins taken and prizes paid by them in cents, the player's places, the top-ups."""

    tournaments: int = 0
    resumed: int = 0
    bought_in: int = 0
    paid: int = 0
    top_ups: int = 0
    places: list[int] = field(default_factory=lambda: [0, 0, 0])  # the player's 1st, 2nd, 3rd

    def as_json(self) -> dict[str, Any]:
        return {"game": "twister", "tournaments": self.tournaments, "resumed": self.resumed,
                "bought_in_cents": self.bought_in, "paid_cents": self.paid, "top_ups": self.top_ups,
                "first": self.places[0], "second": self.places[1], "third": self.places[2],
                "persistent": True}


Step = Callable[[TwisterTable], None]


def _seeds(seed: int | None, start: int) -> Callable[[], bytes]:
    """Fresh seeds, or with ``seed`` reproducible ones that differ from the tournaments
    already in the save (numbered on from ``start``)."""
    if seed is None:
        return lambda: secrets.token_bytes(32)
    counter = iter(range(start, 1 << 62))
    return distinct_seeds(lambda: hashlib.sha256(f"twister:{seed}:{next(counter)}".encode()).digest())


def play_through_save(wallet: WalletLike, tournaments: int, *, buy_in: int = 100,
                      difficulty: str = "standard", seed: int | None = None,
                      hands_per_level: int = SIMULATION_HANDS_PER_LEVEL,
                      on_step: Step | None = None,
                      on_tournament: Callable[[int], None] | None = None) -> SaveRunReport:
    """Resume the tournaments left open in the save, then start new ones, until
    ``tournaments`` have finished. ``on_step(table)`` is called after every decision (tests
    kill the process there); ``on_tournament(n)`` after the n-th finished (0-based)."""
    if tournaments < 0:
        raise CommandError("--tournaments must be 0 or more.")
    if buy_in not in BUY_INS:
        raise CommandError("The buy-in must be 1, 2, 5 or 10 (euros).")
    if difficulty not in SKILLS:
        raise CommandError(f"Unknown difficulty '{difficulty}'; choose from {', '.join(SKILLS)}.")
    rng = random.Random(seed if seed is not None else secrets.randbits(64))
    history = getattr(wallet, "history", None)
    already = len(history(game="twister")) if callable(history) else 0
    desk = TwisterDesk(wallet, clock=FakeClock(), seed_source=_seeds(seed, already))
    report = SaveRunReport()
    waiting = resume_tables(desk, rng, thinking=False, pace=0.0)
    while report.tournaments < tournaments:
        if waiting:
            table = waiting.pop(0)
            report.resumed += 1
        else:
            table = _start(desk, buy_in, difficulty, rng, hands_per_level, report)
        _play(table, random.Random(rng.getrandbits(64)), on_step)
        report.bought_in += table.t.buy_in
        report.paid += table.prize or 0
        place = table.t.places.get(table.t.player_seat or 0, 0)
        if 1 <= place <= 3:
            report.places[place - 1] += 1
        if on_tournament is not None:
            on_tournament(report.tournaments)
        report.tournaments += 1
    return report


def _start(desk: TwisterDesk, buy_in: int, difficulty: str, rng: random.Random, hands_per_level: int,
           report: SaveRunReport) -> TwisterTable:
    """A new tournament, as the lobby's START does (play money topped up when short)."""
    if desk.wallet.balance < buy_in:
        top_up = getattr(desk.wallet, "top_up", None)
        if top_up is None:
            raise CommandError("The balance cannot cover the buy-in.")
        top_up(TOP_UP)
        report.top_ups += 1
    opponents: list[Entrant] = pick_opponents(difficulty, rng)
    t = desk.start(buy_in, opponents, "You", hands_per_level=hands_per_level)
    return TwisterTable(t, desk, random.Random(rng.getrandbits(64)), thinking=False, pace=0.0)


def _play(table: TwisterTable, rng: random.Random, on_step: Step | None) -> None:
    """Play the tournament to its end; the player's decisions come from a built-in bot."""
    player = make_bot(PLAYER_BOT, rng, prizes=table.t.prizes)
    if not table.wheel_seen:
        table.reveal_wheel()
    while not table.is_over:
        table.update(0.0)
        hand = table.t.hand
        if table.waiting_for_player and hand is not None and hand.actor is not None:
            view = seat_view(hand, hand.actor, table.hand_number, tuple(table.t.hand_seats))
            table.player_act(*player.decide(view))
        if on_step is not None:
            on_step(table)
