"""A Twister Sit'n'Go: three entrants, 500 chips each, rising blinds, one winner.

Everything random comes from the tournament's fairness seed: the prize wheel
(``stream "wheel"``, drawn before the first hand), the seats and the first button
(``"seats"``) and each hand's deck (``"hand-N"``). The state after every completed
hand is plain JSON (:meth:`Tournament.to_state`); :meth:`Tournament.from_state`
resumes from it, so a hand interrupted by a crash is void (stacks as at its start).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from gamelib.cards import round_deck, round_rng, seed_commitment
from gamelib.clock import Clock, SystemClock
from gamelib.errors import IllegalActionError
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.operations import Operation
from gamelib.games.twister.phh import export_hand
from gamelib.games.twister.schedule import TWISTER_SCHEDULE, BlindLevel, BlindSchedule
from gamelib.games.twister.wheel import draw_multiplier, payouts, prize_pool

SEATS = 3
STARTING_STACK = 500
STATE_VERSION = 1


@dataclass(frozen=True, slots=True)
class Entrant:
    """Who sits down: the player (``kind="player"``) or a computer opponent (``"bot:hard"``…)."""

    name: str
    kind: str = "player"
    personality: str = ""

    @property
    def is_player(self) -> bool:
        return self.kind == "player"


@dataclass(slots=True)
class HandSummary:
    """What a completed hand changed: who went out, in which place."""

    number: int
    stacks: list[int]
    busted: list[int] = field(default_factory=list)  # seats, best place first
    places: dict[int, int] = field(default_factory=dict)


def finishing_order(busted: Sequence[int], start_chips: Sequence[int], button: int,
                    seats: int = SEATS) -> list[int]:
    """Seats out in the same hand, best place first: more chips at the start of the hand
    first; equal chips, the one closer to the button (the button, then its left…)."""
    return sorted(busted, key=lambda s: (-start_chips[s], (s - button) % seats))


class Tournament:
    """One Sit'n'Go: seats, stacks, button, level, places, prizes and the hand in play."""

    def __init__(self, *, tournament_id: str, seed: bytes, buy_in: int, entrants: list[Entrant],
                 stacks: list[int], button: int, multiplier: int,
                 schedule: BlindSchedule = TWISTER_SCHEDULE, hands_per_level: int | None = None,
                 clock: Clock | None = None, elapsed: float = 0.0, hands_played: int = 0,
                 places: dict[int, int] | None = None, history: list[dict[str, Any]] | None = None,
                 ticket: str | None = None, keep_history: bool = True,
                 entry_order: list[Entrant] | None = None, first_button: int | None = None) -> None:
        self.tournament_id = tournament_id
        self.seed = seed
        self.buy_in = buy_in
        self.entrants = entrants
        self.stacks = stacks
        self.button = button
        self.multiplier = multiplier
        self.schedule = schedule
        self.hands_per_level = hands_per_level
        self.clock: Clock = clock or SystemClock()
        self._elapsed_base = elapsed
        self._clock_mark = self.clock.now()
        self.hands_played = hands_played
        self.places: dict[int, int] = dict(places or {})
        self.history: list[dict[str, Any]] = list(history or [])
        self.ticket = ticket  # the ledger round holding the buy-in
        self.entry_order = list(entry_order or entrants)  # before the seats were drawn
        self.first_button = button if first_button is None else first_button
        self.keep_history = keep_history
        self.hand: NoLimitHand | None = None
        self.hand_seats: list[int] = []  # engine seat -> tournament seat
        self.hand_level: BlindLevel | None = None
        self.last_summary: HandSummary | None = None

    # --- a new tournament ---------------------------------------------------------------

    @classmethod
    def new(cls, entrants: Sequence[Entrant], buy_in: int, seed: bytes, *,
            tournament_id: str | None = None, schedule: BlindSchedule = TWISTER_SCHEDULE,
            hands_per_level: int | None = None, clock: Clock | None = None,
            keep_history: bool = True) -> Tournament:
        """Draw the prize wheel, the seats and the first button from ``seed``."""
        if not 2 <= len(entrants) <= SEATS:
            raise IllegalActionError("A Twister tournament seats three players (two heads-up).")
        multiplier = draw_multiplier(round_rng(seed, "wheel"))
        rng = round_rng(seed, "seats")
        seated = list(entrants)
        rng.shuffle(seated)
        button = rng.randrange(len(seated))
        return cls(tournament_id=tournament_id or seed_commitment(seed)[:16], seed=seed,
                   buy_in=buy_in, entrants=seated, stacks=[STARTING_STACK] * len(seated), button=button,
                   multiplier=multiplier, schedule=schedule, hands_per_level=hands_per_level,
                   clock=clock, keep_history=keep_history, entry_order=list(entrants))

    # --- reading ------------------------------------------------------------------------

    @property
    def prize_pool(self) -> int:
        return prize_pool(self.buy_in, self.multiplier)

    @property
    def prizes(self) -> list[int]:
        """Prize in cents for 1st, 2nd and 3rd."""
        return payouts(self.prize_pool)

    @property
    def live_seats(self) -> list[int]:
        return [s for s in range(self.seat_count) if s not in self.places]

    @property
    def seat_count(self) -> int:
        return len(self.entrants)

    @property
    def is_over(self) -> bool:
        return len(self.live_seats) <= 1 and self.hand is None

    @property
    def player_seat(self) -> int | None:
        return next((s for s, e in enumerate(self.entrants) if e.is_player), None)

    def prize_of(self, seat: int) -> int:
        place = self.places.get(seat)
        return self.prizes[place - 1] if place else 0

    @property
    def elapsed(self) -> float:
        """Seconds of play so far (the live clock; kept across restarts)."""
        return self._elapsed_base + max(0.0, self.clock.now() - self._clock_mark)

    def start_clock(self) -> None:
        """The blind clock starts with the first hand, not when the tournament was bought
        (wheels shown one after another must not eat into level 1)."""
        if self.hands_played == 0 and self.hand is None:
            self._elapsed_base = 0.0
            self._clock_mark = self.clock.now()

    def level(self) -> BlindLevel:
        """The level of the next hand (or of the hand in play)."""
        if self.hand_level is not None and self.hand is not None:
            return self.hand_level
        if self.hands_per_level:
            return self.schedule.level_at_hand(self.hands_played + 1, self.hands_per_level)
        return self.schedule.level_at_seconds(self.elapsed)

    def seconds_to_next_level(self) -> float | None:
        """None when levels count hands (simulation)."""
        if self.hands_per_level:
            return None
        return self.schedule.seconds_to_next_level(self.elapsed)

    def seat_to_act(self) -> int | None:
        """The tournament seat whose decision the hand waits for."""
        if self.hand is None or self.hand.actor is None:
            return None
        return self.hand_seats[self.hand.actor]

    # --- playing ------------------------------------------------------------------------

    def start_hand(self) -> NoLimitHand:
        """Deal the next hand at the current level (from the seed's ``hand-N`` deck)."""
        if self.hand is not None:
            raise IllegalActionError("A hand is already in play.")
        if len(self.live_seats) <= 1:
            raise IllegalActionError("The tournament is over.")
        level = self.level()
        self.hand_level = level
        live = self.live_seats
        if self.button not in live:
            self.button = self._next_live(self.button)
        self.hand_seats = live
        number = self.hands_played + 1
        hand = NoLimitHand([self.stacks[s] for s in live], button=live.index(self.button),
                           small_blind=level.small_blind, big_blind=level.big_blind,
                           antes=level.ante, deck=round_deck(self.seed, f"hand-{number}"))
        self.hand = hand
        if hand.is_over:  # everyone was all-in from the forced bets
            self._complete_hand()
        return hand

    def act(self, action: str, amount: int | None = None) -> list[Operation]:
        """The seat to act decides; a finished hand is booked at once."""
        if self.hand is None:
            raise IllegalActionError("No hand is in play.")
        ops = self.hand.act(action, amount)
        if self.hand.is_over:
            self._complete_hand()
        return ops

    def _next_live(self, seat: int) -> int:
        n = self.seat_count
        for k in range(1, n + 1):
            if (seat + k) % n not in self.places:
                return (seat + k) % n
        return seat

    def _complete_hand(self) -> HandSummary:
        hand = self.hand
        assert hand is not None and hand.is_over
        start = [0] * self.seat_count
        for engine_seat, seat in enumerate(self.hand_seats):
            start[seat] = hand.starting_stacks[engine_seat]
            self.stacks[seat] = hand.stacks[engine_seat]
        self.hands_played += 1
        busted = [s for s in self.hand_seats if self.stacks[s] == 0]
        ordered = finishing_order(busted, start, self.button, self.seat_count)
        remaining = len(self.hand_seats) - len(busted)
        summary = HandSummary(self.hands_played, list(self.stacks), ordered)
        for k, seat in enumerate(ordered):
            self.places[seat] = remaining + 1 + k
            summary.places[seat] = remaining + 1 + k
        if remaining == 1:
            (winner,) = [s for s in self.hand_seats if self.stacks[s] > 0]
            self.places[winner] = 1
            summary.places[winner] = 1
        if self.keep_history:
            self.history.append(self._hand_record(hand))
        self.button = self._next_live(self.button)
        self.hand = None
        self.last_summary = summary
        return summary

    def _hand_record(self, hand: NoLimitHand) -> dict[str, Any]:
        names = [self.entrants[s].name for s in self.hand_seats]
        level = self.hand_level
        # PHH lists players from the button's left; "seats" keeps each one's tournament seat
        order = [(hand.button + k) % hand.seats for k in range(1, hand.seats + 1)]
        return export_hand(hand, names=names, extra={
            "hand": self.hands_played,
            "seats": [self.hand_seats[s] + 1 for s in order],
            "_level": level.number if level else 0,
        })

    # --- saving -------------------------------------------------------------------------

    def settle_record(self) -> dict[str, Any]:
        """The story kept in the ledger when the tournament ends (``verify`` replays it)."""
        seat = self.player_seat
        return {
            "tournament": self.tournament_id, "buy_in": self.buy_in, "multiplier": self.multiplier,
            "pool": self.prize_pool, "entrants": [asdict(e) for e in self.entry_order],
            "seating": [e.name for e in self.entrants], "first_button": self.first_button,
            "player_seat": seat, "place": self.places.get(seat, 0) if seat is not None else 0,
            "prize": self.prize_of(seat) if seat is not None else 0,
            "places": {str(k): v for k, v in self.places.items()},
            "hands": self.history,
        }

    def to_state(self) -> dict[str, Any]:
        """JSON of the tournament after its last completed hand (the hand in play is left out)."""
        return {
            "version": STATE_VERSION,
            "id": self.tournament_id,
            "seed": self.seed.hex(),
            "buy_in": self.buy_in,
            "entrants": [asdict(e) for e in self.entrants],
            "stacks": list(self.stacks),
            "button": self.button,
            "multiplier": self.multiplier,
            "schedule": {"levels": [list(x) for x in self.schedule.levels],
                         "level_seconds": self.schedule.level_seconds,
                         "ante_from_level": self.schedule.ante_from_level},
            "hands_per_level": self.hands_per_level,
            "elapsed": round(self.elapsed, 3),
            "hands_played": self.hands_played,
            "places": {str(k): v for k, v in self.places.items()},
            "history": self.history,
            "ticket": self.ticket,
            "entry_order": [asdict(e) for e in self.entry_order],
            "first_button": self.first_button,
        }

    @classmethod
    def from_state(cls, state: dict[str, Any] | None, clock: Clock | None = None) -> Tournament:
        """Resume from :meth:`to_state` (a hand that was in play is void)."""
        try:
            if state is None:  # e.g. a listed tournament whose state is gone
                raise TypeError("no saved state")
            if state.get("version") != STATE_VERSION:
                raise ValueError("unknown version")
            sched = state["schedule"]
            schedule = BlindSchedule(tuple((int(a), int(b), int(c)) for a, b, c in sched["levels"]),
                                     int(sched["level_seconds"]), sched["ante_from_level"])
            t = cls(tournament_id=str(state["id"]), seed=bytes.fromhex(state["seed"]),
                    buy_in=int(state["buy_in"]),
                    entrants=[Entrant(**e) for e in state["entrants"]],
                    stacks=[int(s) for s in state["stacks"]], button=int(state["button"]),
                    multiplier=int(state["multiplier"]), schedule=schedule,
                    hands_per_level=state["hands_per_level"], clock=clock,
                    elapsed=float(state["elapsed"]), hands_played=int(state["hands_played"]),
                    places={int(k): int(v) for k, v in state["places"].items()},
                    history=list(state["history"]), ticket=state.get("ticket"),
                    entry_order=[Entrant(**e) for e in state.get("entry_order", state["entrants"])],
                    first_button=state.get("first_button"))
        except (KeyError, TypeError, ValueError) as exc:
            raise IllegalActionError(f"The saved tournament cannot be read ({exc}).") from exc
        if not 2 <= len(t.entrants) <= SEATS or len(t.stacks) != len(t.entrants):
            raise IllegalActionError("The saved tournament's seats do not match its stacks.")
        return t
