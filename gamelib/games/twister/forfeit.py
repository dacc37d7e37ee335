"""Leaving a Twister tournament is forfeiting it (spec 50, Leaving).

The rules' cancellation scheme (buy-in back plus an equal share of the pool left,
``gamelib.games.twister.cancellation``) is for a tournament cancelled for technical
reasons. A player who leaves forfeits instead: the seat sits out — it posts its blinds and
folds (it checks when checking is free, as a sitting-out seat does) — and the tournament
is played to its end at once, from its last completed hand, with the same seeds: the
hands' cards come from the tournament's seed and the opponents decide with a generator
drawn from it too, so the same forfeit always ends the same way. The prize follows the
finishing place, through the same desk path as a tournament played out. Leaving can so
never pay more than playing on with the same passive decisions; measured over the wheel,
forfeiting right after the spin returns far less than the cancellation scheme did.

Only a tournament whose saved state cannot be read, or cannot be played on, is cancelled
(the state unreadable: the buy-in comes back; unplayable: the rules' scheme).
"""

from __future__ import annotations

import hashlib
import logging
import random
from dataclasses import dataclass

from gamelib.errors import FeltsideError, IllegalActionError
from gamelib.games.twister.desk import TwisterDesk
from gamelib.games.twister.table import TwisterTable

log = logging.getLogger(__name__)

#: decisions and deals a forfeited tournament may take before it is called unplayable
MAX_STEPS = 200_000


@dataclass(frozen=True)
class Forfeited:
    """How a forfeited tournament ended for the player: the finishing place (1, 2, 3) and
    the prize paid (cents); ``cancelled`` when it could not be played on and the rules'
    cancellation scheme paid instead (``place`` is then 0)."""

    place: int
    prize: int
    cancelled: bool = False


def sit_out_rng(seed: bytes) -> random.Random:
    """The opponents' decisions in a forfeited tournament: drawn from its own seed."""
    return random.Random(int.from_bytes(hashlib.sha256(b"forfeit\n" + seed).digest()[:8], "big"))


def forfeit(desk: TwisterDesk, tournament_id: str) -> Forfeited | None:
    """The player leaves an open tournament: its seat sits out and it is played to its end
    now; returns how it ended. ``None`` when its state could not be read (the buy-in came
    back, the round voided)."""
    if tournament_id not in desk.open_ids():
        raise IllegalActionError("This tournament is no longer open.", key="twister.error.not_open")
    t = desk.open_tournament(tournament_id)
    if t is None:
        desk.abandon(tournament_id)  # unreadable: the buy-in back
        return None
    seat = t.player_seat
    table = TwisterTable(t, desk, sit_out_rng(t.seed), thinking=False, pace=0.0)
    table.wheel_seen = True
    try:
        for _ in range(MAX_STEPS):
            if table.is_over:
                break
            hand = t.hand
            if table.waiting_for_player and hand is not None:
                table.player_act("check" if hand.can_check() else "fold")
            else:
                table.update(1.0)
    except FeltsideError:
        log.exception("forfeited tournament %s could not be played on", tournament_id)
    if not table.is_over:  # cannot be played on: cancelled by the rules from its last save
        saved = desk.open_tournament(tournament_id)
        if saved is None:
            desk.abandon(tournament_id)
            return None
        return Forfeited(0, desk.cancel(saved), cancelled=True)
    place = t.places.get(seat, 0) if seat is not None else 0
    return Forfeited(place, table.prize or 0)
