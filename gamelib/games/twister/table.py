"""One open tournament as the screens play it (no pygame here).

:class:`TwisterTable` waits for the player's decisions, lets the computer opponents act
after a short, varied thinking pause, pauses between hands so the result can be seen,
saves the tournament after every completed hand and pays the prize at the end. Time
moves only through :meth:`update`, so tests drive it with fake seconds.
"""

from __future__ import annotations

import random
from datetime import datetime
from typing import Any

from gamelib.clock import Clock
from gamelib.errors import FeltsideError, IllegalActionError
from gamelib.games.twister.bots import PERSONALITIES, SKILLS, Bot, PokerBot, make_bot
from gamelib.games.twister.desk import TwisterDesk
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.equity import Foresight, Unfinished
from gamelib.games.twister.hand_steps import hand_at, run_out_stops
from gamelib.games.twister.operations import Operation
from gamelib.games.twister.tournament import Entrant, Tournament
from gamelib.games.twister.view import public_history, seat_view

BETWEEN_HANDS = 2.2  # seconds the finished hand stays on show
THINKING = (0.5, 1.6)  # a bot's pause, seconds
RUN_OUT_PAUSE = 1.4  # seconds between the streets of an all-in run-out
WATCH_PAUSE = 0.7  # seconds between the opponents' actions when the player, out, watches


class StoppedClock:
    """The level clock of a tournament the player is out of: it no longer moves (the wall
    clock still tells the time)."""

    def __init__(self, clock: Clock) -> None:
        self.running = clock
        self._now = clock.now()

    def now(self) -> float:
        return self._now

    def wall(self) -> datetime:
        return self.running.wall()


def pick_opponents(difficulty: str, rng: random.Random) -> list[Entrant]:
    """Two computer opponents of one difficulty with different personalities."""
    if difficulty not in SKILLS:
        raise IllegalActionError(f"Unknown difficulty '{difficulty}'.")
    keys = rng.sample(sorted(PERSONALITIES), 2)
    return [Entrant(PERSONALITIES[k].name, f"bot:{difficulty}", k) for k in keys]


class TwisterTable:
    """Drives one tournament: the player's turn, the bots' turns, the hands, the end."""

    def __init__(self, tournament: Tournament, desk: TwisterDesk | None, rng: random.Random, *,
                 thinking: bool = True, pace: float = 1.0) -> None:
        self.t = tournament
        self.desk = desk
        self.rng = rng
        self.thinking = thinking
        self.pace = pace  # 1.0 normal, smaller is faster, 0 instant
        self.decision_seconds: float | None = None  # live pace: the player's time for a decision
        self.decision_left: float | None = None  # seconds left on the player's decision clock
        self.time_bank_seconds: float | None = None  # own pace, when set: the player's seconds a hand
        self.bank_left: float | None = None  # seconds left in the player's time bank this hand
        self._bank_hand = 0
        self._decision_mark: tuple[int, int] | None = None
        self.bots: dict[int, Bot] = {
            seat: make_bot(e.kind, random.Random(rng.getrandbits(64)), e.personality or None,
                           prizes=tournament.prizes)
            for seat, e in enumerate(tournament.entrants) if not e.is_player}
        self.last_hand: NoLimitHand | None = None  # the hand on show (in play or just finished)
        self.operations: list[Operation] = []  # everything that happened at this table
        self.wheel_seen = tournament.hands_played > 0
        self.prize: int | None = None
        self.acknowledged = False  # the player has seen the finishing screen
        self.abandoned = False  # cancelled from History: the table stops (nothing more is saved)
        self._wait = 0.0
        self._hand_id = 0
        self.messages: list[tuple[str, dict[str, Any]]] = []
        self._stops: list[int] = []  # an all-in run-out: the operations on show at each step
        #: the player is out and the screen asks WATCH or SKIP TO RESULT: the table waits
        self.on_hold = False
        #: the player is out and chose WATCH: the opponents' hands are shown at a watching pace
        self.watching = False
        self._at: tuple[NoLimitHand, int, NoLimitHand] | None = None  # hand, step, hand at that step
        #: an opponent's decision taken ahead (``think_ahead``): the hand, its operations then, the decision
        self._ahead: tuple[NoLimitHand, int, tuple[str, int | None]] | None = None
        #: an opponent's decision being thought out a few equities at a time (``think_ahead``): the
        #: hand, its operations then, the seat, and the equities worked out so far
        self._thought: tuple[NoLimitHand, int, int, Foresight] | None = None

    # --- reading ------------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.t.is_over

    @property
    def waiting_for_player(self) -> bool:
        seat = self.t.seat_to_act()
        return seat is not None and seat == self.t.player_seat and self.wheel_seen and not self.abandoned

    @property
    def hand(self) -> NoLimitHand | None:
        return self.t.hand or self.last_hand

    @property
    def difficulty(self) -> str:
        """The opponents' difficulty chosen in the lobby (easy, standard, hard); "" when
        they are not the built-in opponents of one difficulty."""
        kinds = {e.kind.removeprefix("bot:") for e in self.t.entrants if not e.is_player}
        return kinds.pop() if len(kinds) == 1 and kinds <= set(SKILLS) else ""

    @property
    def hand_number(self) -> int:
        """The number of the hand on show (in play or just finished); 0 before the first."""
        return self._hand_id

    @property
    def running_out(self) -> bool:
        """An all-in run-out is being shown street by street (the hand itself is over)."""
        return bool(self._stops)

    @property
    def finished_on_show(self) -> bool:
        """The tournament is over and its last hand has been shown to the end."""
        return self.is_over and not self._stops

    @property
    def prize_on_hold(self) -> int:
        """The prize already credited (cents) while the last hand's run-out is still shown:
        a balance on screen leaves it out until the river, so it does not tell the result."""
        return (self.prize or 0) if self._stops else 0

    @property
    def hand_on_show(self) -> NoLimitHand | None:
        """The hand as the table shows it: during an all-in run-out, as it stood at the
        street being shown; else the hand itself."""
        hand = self.hand
        if hand is None or not self._stops:
            return hand
        upto = self._stops[0]
        if self._at is None or self._at[0] is not hand or self._at[1] != upto:
            self._at = (hand, upto, hand_at(hand, upto))
        return self._at[2]

    def engine_seat(self, seat: int) -> int | None:
        """The engine seat of a tournament seat in the hand on show (None if not in it)."""
        hand_seats = self.t.hand_seats
        return hand_seats.index(seat) if seat in hand_seats else None

    # --- time ---------------------------------------------------------------------------

    def update(self, dt: float) -> list[Operation]:
        """Advance the table; returns the operations that happened."""
        if self.abandoned:
            return []
        if self._stops:
            self._run_out(dt)
            return []
        if not self.wheel_seen or self.is_over or self.on_hold:
            return []
        if self._decision_clock(dt) or self._time_bank(dt):  # time ran out: the default decision
            hand = self.t.hand
            assert hand is not None
            return self._act("check" if hand.can_check() else "fold", None)
        self._wait -= dt
        if self._wait > 0:
            return []
        if self.t.hand is None:
            return self._deal()
        seat = self.t.seat_to_act()
        if seat is None or seat == self.t.player_seat:
            return []
        return self._bot_turn(seat)

    def _decision_clock(self, dt: float) -> bool:
        """Live pace: the player's decision has ``decision_seconds``; True when they ran out
        (the rules' default then: check, else fold). Each decision gets a fresh clock."""
        hand = self.t.hand
        if not self.decision_seconds or not self.waiting_for_player or hand is None:
            self.decision_left, self._decision_mark = None, None
            return False
        mark = (self._hand_id, len(hand.operations))
        if mark != self._decision_mark or self.decision_left is None:
            self._decision_mark, self.decision_left = mark, float(self.decision_seconds)
        self.decision_left -= dt
        return self.decision_left <= 0

    def next_event(self) -> float | None:
        """Seconds until :meth:`update` changes the table by itself: a bot acts, the next
        hand is dealt, a run-out street comes, the player's clock or time bank runs out
        (0.0: at the next update). None while it waits for the player with no clock, before
        the wheel has shown, or once it is over. The clocks' seconds on show are the
        screen's to tick."""
        if self._stops:
            return max(0.0, self._wait)
        if not self.wheel_seen or self.is_over or self.abandoned or self.on_hold:
            return None
        if self.waiting_for_player:
            if not self.decision_seconds and not self.time_bank_seconds:
                return None
            left = self.decision_left if self.decision_seconds else self.bank_left
            return 0.0 if left is None else max(0.0, left)
        if self.t.hand is None or self.t.seat_to_act() is not None:
            return max(0.0, self._wait)
        return None

    def _run_out(self, dt: float) -> None:
        """The next street of an all-in run-out after a pause; after the last, the showdown
        stays on show for the pause between hands."""
        self._wait -= dt
        if self._wait > 0:
            return
        self._stops.pop(0)
        self._wait = (RUN_OUT_PAUSE if self._stops else BETWEEN_HANDS) * self.pace

    def _time_bank(self, dt: float) -> bool:
        """Own pace with a time bank: the player's decisions in a hand share
        ``time_bank_seconds``, running only while the table waits for them; True when it is
        spent (the default decision then: check, else fold). A new hand fills it again."""
        if not self.time_bank_seconds or self.decision_seconds:
            self.bank_left = None
            return False
        if self._bank_hand != self._hand_id or self.bank_left is None:
            self._bank_hand, self.bank_left = self._hand_id, float(self.time_bank_seconds)
        if not self.waiting_for_player or self.t.hand is None:
            return False
        self.bank_left = max(0.0, self.bank_left - dt)
        return self.bank_left <= 0

    def reveal_wheel(self) -> None:
        """The wheel has shown the prize pool: the first hand may start (and the blind clock)."""
        self.wheel_seen = True
        self._wait = 0.0
        self.t.start_clock()

    def _deal(self) -> list[Operation]:
        hand = self.t.start_hand()
        self._hand_id = self.t.hands_played + (0 if hand.is_over else 1)
        self.last_hand = hand
        ops = list(hand.operations)
        self.operations += ops
        if hand.is_over:
            self._hand_finished(hand, 0)
        else:
            self._wait = self._think_time()
        return ops

    @property
    def player_in_hand(self) -> bool:
        """The player is dealt into the hand on show (False once knocked out: the opponents
        then play the tournament out at once, with no pauses to watch)."""
        return self.t.player_seat is not None and self.t.player_seat in self.t.hand_seats

    @property
    def player_out(self) -> bool:
        """The player has been knocked out (the tournament may still be played on)."""
        seat = self.t.player_seat
        return seat is not None and seat in self.t.places

    def _think_time(self) -> float:
        if self.watching and self.player_out:  # a fixed pause: no random draw, so watching plays as skipping
            return WATCH_PAUSE * self.pace
        if not self.thinking or self.pace <= 0 or not self.player_in_hand:
            return 0.0
        return self.rng.uniform(*THINKING) * self.pace

    def think_ahead(self, equities: int | None = None) -> bool:
        """The opponent whose turn it is decides now, while its pause runs (nothing it sees can
        change before it acts: the player and the other opponent wait for it); its turn then
        takes that decision. A screen calls it in a frame with nothing else to do, so the
        decision's cost (a few ms) is not paid in a frame that also draws. The same decisions
        as without it: each is taken once, from the same view. True when one was taken.

        ``equities``: a decision needing more Monte Carlo equities than this is thought out over
        several calls, this many more worked out in each (a copy of the opponent decides with
        them, and is thrown away until one decides with all of them: it then takes the
        opponent's place, as if the opponent had decided in one go); ``thinking_ahead`` tells
        that it goes on."""
        hand = self.t.hand
        if (self._ahead is not None or self.abandoned or self._stops or not self.wheel_seen or self.is_over
                or self.on_hold or hand is None or hand.actor is None):
            return False
        seat = self.t.seat_to_act()
        if seat is None or seat == self.t.player_seat:
            return False
        bot = self.bots[seat]
        if equities is None or not isinstance(bot, PokerBot):
            self._ahead = (hand, len(hand.operations), self._decide(seat))
            return True
        foresight = self._foresight(seat)
        if foresight is None:
            foresight = Foresight()
            self._thought = (hand, len(hand.operations), seat, foresight)
        thinker = bot.thinker()
        try:
            with foresight.thinking(equities):
                decision = self._decide(seat, thinker)
        except Unfinished:
            return False
        self.bots[seat], self._thought = thinker, None
        self._ahead = (hand, len(hand.operations), decision)
        return True

    @property
    def thinking_ahead(self) -> bool:
        """An opponent's decision is being thought out (``think_ahead`` with ``equities``), unfinished."""
        thought = self._thought
        return thought is not None and self._foresight(thought[2]) is not None

    def _foresight(self, seat: int) -> Foresight | None:
        """The equities worked out ahead for ``seat``'s decision now (None: none)."""
        thought, hand = self._thought, self.t.hand
        if thought is None or thought[0] is not hand or hand is None or thought[1] != len(hand.operations) \
                or thought[2] != seat:
            return None
        return thought[3]

    def _decide(self, seat: int, bot: Bot | None = None) -> tuple[str, int | None]:
        hand = self.t.hand
        assert hand is not None and hand.actor is not None
        view = seat_view(hand, hand.actor, self._hand_id, tuple(self.t.hand_seats))
        return (bot or self.bots[seat]).decide(view)

    def _bot_turn(self, seat: int) -> list[Operation]:
        hand, ahead, self._ahead = self.t.hand, self._ahead, None
        assert hand is not None
        foresight, self._thought = self._foresight(seat), None
        if ahead is not None and ahead[0] is hand and ahead[1] == len(hand.operations):
            kind, amount = ahead[2]  # decided ahead, from this same view (think_ahead)
        elif foresight is not None:
            with foresight.thinking(None):  # part thought out: with the equities worked out
                kind, amount = self._decide(seat)
        else:
            kind, amount = self._decide(seat)
        return self._act(kind, amount)

    def player_act(self, action: str, amount: int | None = None) -> list[Operation]:
        """The player's decision; an illegal one raises and changes nothing."""
        if not self.waiting_for_player:
            raise IllegalActionError("It is not your turn.", key="twister.error.not_your_turn")
        return self._act(action, amount)

    def play_out_hand(self) -> list[Operation]:
        """Leaving mid-hand (closing Twister, quitting): the hand is finished with the player's
        default decisions (check, else fold) and the opponents' own, then saved, so leaving
        never voids a hand the way a crash does."""
        ops: list[Operation] = []
        for _ in range(1000):
            hand = self.t.hand
            seat = self.t.seat_to_act()
            if hand is None or seat is None:
                break
            if seat == self.t.player_seat:
                ops += self._act("check" if hand.can_check() else "fold", None)
            else:
                ops += self._bot_turn(seat)
        return ops

    def _act(self, action: str, amount: int | None) -> list[Operation]:
        hand = self.t.hand
        assert hand is not None
        since = len(hand.operations)
        ops = self.t.act(action, amount)
        self.operations += ops
        if hand.is_over:
            self._hand_finished(hand, since)
        else:
            self._wait = self._think_time()
        return ops

    def _hand_finished(self, hand: NoLimitHand, since: int) -> None:
        """The hand is booked at once; when the player watches (in the hand, not instant),
        an all-in run-out from ``operations[since:]`` is shown street by street first."""
        history = public_history(hand)
        for bot in self.bots.values():
            bot.hand_over(self._hand_id, history, tuple(self.t.hand_seats))
        watched = (self.player_in_hand or self.watching) and self.pace > 0
        self._stops = run_out_stops(hand.operations, since) if watched else []
        self._wait = (RUN_OUT_PAUSE if self._stops else BETWEEN_HANDS) * self.pace if watched else 0.0
        if self.player_out and not isinstance(self.t.clock, StoppedClock):
            # out: the level clock stops where it is, so the hands left are the same whether
            # they are watched at the table's pace or played at once (SKIP TO RESULT)
            self.t.clock = StoppedClock(self.t.clock)
        if self.desk is not None:
            self.desk.save(self.t)
        if self.t.is_over:
            self.prize = self.desk.finish(self.t) if self.desk is not None else \
                self.t.prize_of(self.t.player_seat or 0)

    # --- helpers for the screen ---------------------------------------------------------

    def presets(self) -> dict[str, int]:
        """Raise-to amounts for the ½ POT, POT and ALL-IN buttons (within the legal range)."""
        hand = self.t.hand
        if hand is None or hand.actor is None:
            return {}
        opts = hand.options()
        if not (opts.can_bet or opts.can_raise):
            return {}
        seat = hand.actor
        pot_after_call = hand.pot_total + opts.to_call
        out = {}
        for key, share in (("half", 2), ("pot", 1)):  # chips are integers: no float here
            to = hand.bets[seat] + opts.to_call + pot_after_call // share
            out[key] = max(opts.min_to, min(opts.max_to, to))
        out["all_in"] = opts.max_to
        return out


def resume_tables(desk: TwisterDesk, rng: random.Random, **kwargs: Any) -> list[TwisterTable]:
    return [TwisterTable(t, desk, random.Random(rng.getrandbits(64)), **kwargs)
            for t in desk.resume_all()]


def start_tables(desk: TwisterDesk, buy_in: int, count: int, difficulty: str,
                 rng: random.Random, player_name: str = "You", **kwargs: Any) -> list[TwisterTable]:
    """Start up to ``count`` tournaments (each takes its buy-in). When the balance (or the
    six-table limit) stops them part way, the ones already paid for are returned; only when
    none could start is the error raised."""
    out: list[TwisterTable] = []
    for _ in range(count):
        try:
            t = desk.start(buy_in, pick_opponents(difficulty, rng), player_name)
        except FeltsideError:
            if not out:
                raise
            break
        out.append(TwisterTable(t, desk, random.Random(rng.getrandbits(64)), **kwargs))
    return out

