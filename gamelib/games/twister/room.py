"""The Twister room: the open tournaments of one save, as the screens play them.

:class:`TwisterRoom` keeps the tables, starts new tournaments (a finished one the player
has not closed gives its place in the grid to a new one), moves every table's time,
says which tables wait for the player and which just raised their blinds. Its clock,
random source and seed source are injected; :meth:`TwisterRoom.open` supplies the real
ones (the system clock, fresh seeds from ``secrets``).
"""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Callable
from dataclasses import dataclass

from gamelib.cards import new_seed
from gamelib.clock import Clock, SystemClock
from gamelib.errors import FeltsideError
from gamelib.games.twister.desk import MAX_OPEN, TwisterDesk, WalletLike
from gamelib.games.twister.forfeit import Forfeited, forfeit
from gamelib.games.twister.schedule import BlindLevel
from gamelib.games.twister.table import TwisterTable, resume_tables, start_tables

#: the animation speed setting -> the pace factor of the tables (1 normal, 0 instant)
SPEEDS = {"normal": 1.0, "fast": 0.45, "instant": 0.0}
BLINDS_UP_SECONDS = 3.0  # how long a table shows "Blinds up: 20/40"


def speed_factor(animation_speed: str) -> float:
    """The pace factor of an animation speed setting (an unknown one plays at normal speed).

    >>> speed_factor("fast"), speed_factor("instant"), speed_factor("?")
    (0.45, 0.0, 1.0)
    """
    return SPEEDS.get(animation_speed, 1.0)


@dataclass(frozen=True, slots=True)
class Pace:
    """How the tables move: the opponents' thinking pauses, and the speed factor."""

    thinking: bool = True
    speed: float = 1.0  # 1.0 normal, smaller is faster, 0 instant
    decision: float | None = None  # live pace: seconds for each of the player's decisions
    time_bank: float | None = None  # own pace, when set: seconds for the player's decisions in a hand

    @classmethod
    def of(cls, bot_thinking: bool, animation_speed: str, decision: float | None = None,
           time_bank: float | None = None) -> Pace:
        return cls(bool(bot_thinking), speed_factor(animation_speed), decision, time_bank)


def distinct_seeds(source: Callable[[], bytes]) -> Callable[[], bytes]:
    """A fixed seed source (screenshots, tests) made to give each tournament its own seed:
    a repeated seed would give every tournament the same id, wheel and cards."""
    seen: set[bytes] = set()

    def draw() -> bytes:
        seed = source()
        while seed in seen:
            seed = hashlib.sha256(seed + b"next").digest()
        seen.add(seed)
        return seed

    return draw


class TwisterRoom:
    """The open tournaments of this save and the desk that saves and pays them."""

    def __init__(self, wallet: WalletLike, *, clock: Clock, rng: random.Random,
                 seed_source: Callable[[], bytes], pace: Callable[[], Pace] = Pace,
                 player_name: Callable[[], str] = lambda: "You") -> None:
        self.desk = TwisterDesk(wallet, clock=clock, seed_source=seed_source)
        self.rng = rng
        self.pace = pace
        self.player_name = player_name
        # a resumed tournament that has not finished a hand shows its wheel again first
        self.tables: list[TwisterTable] = resume_tables(self.desk, self.rng, **self._pace())
        self._numbers: dict[TwisterTable, int] = {}  # a table's number in the grid, kept until closed
        self._levels: dict[TwisterTable, int] = {}  # the level each table was last seen at
        self._blinds_up: dict[TwisterTable, tuple[BlindLevel, float]] = {}  # level, seconds shown

    @classmethod
    def open(cls, wallet: WalletLike, *, seed_source: Callable[[], bytes] | None = None,
             rng: random.Random | None = None, clock: Clock | None = None,
             pace: Callable[[], Pace] = Pace,
             player_name: Callable[[], str] = lambda: "You") -> TwisterRoom:
        """The room with the real clock and fresh seeds, or with what is given: a fixed
        ``seed_source`` still gives each tournament its own seed, and seeds ``rng``."""
        if rng is None:
            rng = random.Random(int.from_bytes(seed_source()[:8], "big") if seed_source
                                else secrets.randbits(64))
        return cls(wallet, clock=clock or SystemClock(), rng=rng,
                   seed_source=distinct_seeds(seed_source) if seed_source else new_seed,
                   pace=pace, player_name=player_name)

    def _pace(self) -> dict[str, float | bool]:
        pace = self.pace()
        return {"thinking": pace.thinking, "pace": pace.speed}

    # --- the tournaments ----------------------------------------------------------------
    def start(self, buy_in: int, count: int, difficulty: str) -> list[TwisterTable]:
        """Start up to ``count`` tournaments; finished ones the player has not closed give
        their place in the grid to new ones (their results stay in History)."""
        self.numbered()  # the tables open so far keep their numbers
        room = MAX_OPEN - len(self.playing())
        new = start_tables(self.desk, buy_in, min(count, room), difficulty, self.rng,
                           self.player_name(), **self._pace()) if room > 0 else []
        finished = [t for t in self.running() if t.is_over]
        for table in finished[:max(0, len(self.running()) + len(new) - MAX_OPEN)]:
            table.acknowledged = True
        self.tables = self.running() + new
        self.numbered()
        return new

    def can_start(self) -> bool:
        """Room for one more tournament (six may be played at once)."""
        return len(self.playing()) < MAX_OPEN

    def playing(self) -> list[TwisterTable]:
        """Tournaments still being played (a finished one only waits to be closed)."""
        return [t for t in self.running() if not t.is_over]

    def running(self) -> list[TwisterTable]:
        """The tables in the grid: every one the player has not closed."""
        return [t for t in self.tables if not t.acknowledged]

    def waiting(self) -> list[TwisterTable]:
        """Tables waiting for the player: a decision, or a wheel not yet watched."""
        return [t for t in self.tables if t.waiting_for_player or not t.wheel_seen]

    def number_of(self, table: TwisterTable) -> int:
        """The table's number in the grid (1-6), 0 when it is not in the grid. A table keeps
        its number until it is closed; a new one takes the lowest number free."""
        return dict(self.numbered()).get(table, 0)

    def numbered(self) -> list[tuple[TwisterTable, int]]:
        """The tables in the grid with their numbers, by number."""
        running = self.running()
        self._numbers = {t: n for t, n in self._numbers.items() if t in running}
        for table in running:
            if table not in self._numbers:
                used = set(self._numbers.values())
                self._numbers[table] = next(n for n in range(1, len(running) + MAX_OPEN + 1) if n not in used)
        return sorted(self._numbers.items(), key=lambda item: item[1])

    def abandon(self, tournament_id: str) -> Forfeited | None:
        """The player leaves a tournament (from History): its table leaves the grid (a hand
        in play is void) and the tournament is forfeited — played to its end at once with
        the seat sitting out (see :func:`gamelib.games.twister.forfeit.forfeit`)."""
        for table in self.tables:
            if table.t.tournament_id == tournament_id:
                table.abandoned = True  # a scene still holding it can no longer play it
        self.tables = [t for t in self.tables if t.t.tournament_id != tournament_id]
        return forfeit(self.desk, tournament_id)

    def play_out_hands(self) -> None:
        """Leaving (closing Twister, quitting): every hand in play is finished with the
        player's default decisions (check, else fold) and saved."""
        for table in self.tables:
            try:
                table.play_out_hand()
            except FeltsideError:  # pragma: no cover - the hand stays void, as after a crash
                continue

    # --- time ---------------------------------------------------------------------------
    def update(self, dt: float) -> list[TwisterTable]:
        """Advance every table; returns the tables whose blinds just went up."""
        pace = self.pace()
        for table in self.tables:
            table.thinking, table.pace, table.decision_seconds = pace.thinking, pace.speed, pace.decision
            table.time_bank_seconds = pace.time_bank
            table.update(dt)
        return self._watch_levels(dt)

    def _watch_levels(self, dt: float) -> list[TwisterTable]:
        """A table's level rising (on the clock between hands, or as the next hand is dealt)
        starts its "Blinds up" notice; a resumed or new table only sets the starting mark."""
        self._blinds_up = {t: (level, age + dt) for t, (level, age) in self._blinds_up.items()
                           if age + dt < BLINDS_UP_SECONDS and t in self.tables}
        raised = []
        for table in self.tables:
            if not table.wheel_seen or table.is_over:  # the clock starts after the wheel
                self._levels.pop(table, None)
                continue
            level = table.t.level()
            seen = self._levels.get(table)
            self._levels[table] = level.number
            if seen is not None and level.number > seen:
                self._blinds_up[table] = (level, 0.0)
                raised.append(table)
        return raised

    def next_event(self) -> float | None:
        """Seconds until :meth:`update` changes a table by itself or a "Blinds up" notice
        ends; None when every table waits for the player (or is over)."""
        changes = [t.next_event() for t in self.tables]
        changes += [BLINDS_UP_SECONDS - age for _, age in self._blinds_up.values()]
        scheduled = [c for c in changes if c is not None]
        return max(0.0, min(scheduled)) if scheduled else None

    def prizes_on_hold(self) -> int:
        """Prizes credited to the balance whose last hand is still being run out on screen."""
        return sum(t.prize_on_hold for t in self.tables)

    def blinds_up(self, table: TwisterTable) -> BlindLevel | None:
        """The new level while its notice shows (a few seconds after the blinds rose)."""
        shown = self._blinds_up.get(table)
        return shown[0] if shown else None
