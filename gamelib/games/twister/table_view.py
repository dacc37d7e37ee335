"""What the player sees at a Twister table, decided here so the screens only draw it.

- :func:`player_choices`: the player's own seat when it is their turn (like the bots'
  :class:`~gamelib.games.twister.view.SeatView`): the legal actions, the call amount,
  the smallest and largest raise, the ½ POT / POT / ALL-IN presets, all in whole chips.
- :func:`table_on_show`: every seat (name, chips or finishing place, the button, the
  cards the player may see, the bet in front), the board, the pots or the winners of
  the hand just over, the blind level and the clock.
- :func:`final_standings`: the finishing places and prizes of a tournament.

Opponents' hole cards are left out unless they were shown down; nothing here changes
the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any

from gamelib.cards import Card
from gamelib.errors import FeltsideError
from gamelib.games.twister.bots import PERSONALITIES
from gamelib.games.twister.engine import NoLimitHand, Options
from gamelib.games.twister.hand_steps import betting_closed
from gamelib.games.twister.operations import HandShown, PotAwarded
from gamelib.games.twister.phh import replay
from gamelib.games.twister.pots import build_pots
from gamelib.games.twister.schedule import BlindLevel
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_talk import ActionTag, DealerLine, action_tags, dealer_lines
from gamelib.hands import HandName, evaluate, name_of_cards


# --- the player's decision --------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PlayerChoices:
    """The player's seat when the hand waits for them: what they may do, for how much."""

    options: Options
    big_blind: int
    presets: tuple[tuple[str, int], ...]  # ("half", to), ("pot", to), ("all_in", to)

    @property
    def kinds(self) -> tuple[str, ...]:
        return self.options.kinds

    @property
    def to_call(self) -> int:
        return self.options.to_call

    @property
    def min_to(self) -> int:
        return self.options.min_to

    @property
    def max_to(self) -> int:
        return self.options.max_to

    def can(self, kind: str) -> bool:
        return kind in self.options.kinds

    @property
    def may_raise(self) -> bool:
        """A bet or a raise is open to the player (the slider and the presets work)."""
        return self.options.can_bet or self.options.can_raise

    @property
    def call_action(self) -> str:
        """C: check when there is nothing to call, else call."""
        return "check" if self.can("check") else "call"

    @property
    def raise_action(self) -> str:
        """R: bet when nobody has bet this street, else raise."""
        return "bet" if self.can("bet") else "raise"

    @property
    def call_key(self) -> str:
        return "twister.call" if self.options.can_call else "twister.check"

    @property
    def raise_key(self) -> str:
        return "twister.bet" if self.options.can_bet else "twister.raise"

    def preset(self, key: str) -> int | None:
        """The raise-to amount of a preset ("half", "pot", "all_in"), None when closed."""
        return dict(self.presets).get(key)

    def raise_to(self, asked: int) -> int:
        """The amount a bet or raise goes to when ``asked`` (0: the smallest), kept within
        the legal range; 0 when no bet or raise is open."""
        if not self.may_raise:
            return 0
        return max(self.min_to, min(self.max_to, asked or self.min_to))

    def nudged(self, asked: int, steps: int) -> int:
        """The amount moved by ``steps`` big blinds (Up/Down, the mouse wheel)."""
        if not self.may_raise:
            return asked
        return max(self.min_to, min(self.max_to, self.raise_to(asked) + steps * self.big_blind))

    def typed(self, digits: str) -> tuple[int, str]:
        """A typed amount as the bet or raise it makes, and what was said about it: "" when
        it stands, "min" when it was below the smallest bet or raise (so it is the smallest),
        "max" when it was above all-in (so it is all-in). (0, "") when no bet or raise is open
        or nothing was typed."""
        if not self.may_raise or not digits.isdigit():
            return 0, ""
        asked = int(digits[:12])
        if asked < self.min_to:
            return self.min_to, "min"
        if asked > self.max_to:
            return self.max_to, "max"
        return asked, ""

    def raise_at(self, fraction: float) -> int:
        """The amount at ``fraction`` (0 … 1) of the way from the smallest to all-in."""
        f = max(0.0, min(1.0, fraction))
        return int(self.min_to + f * (self.max_to - self.min_to))

    def fraction_of(self, asked: int) -> float:
        """Where the amount sits between the smallest (0) and all-in (1)."""
        return (self.raise_to(asked) - self.min_to) / max(1, self.max_to - self.min_to)


def player_choices(table: TwisterTable) -> PlayerChoices | None:
    """The player's choices now, or None when the hand is not waiting for them."""
    hand = table.t.hand
    if not table.waiting_for_player or hand is None:
        return None
    return PlayerChoices(hand.options(), hand.big_blind, tuple(table.presets().items()))


# --- the seats --------------------------------------------------------------------------
class Standing(StrEnum):
    """What a seat's plate says under the name."""

    CHIPS = "chips"  # its stack
    WINNER = "winner"  # 1st: the tournament is won
    OUT = "out"  # knocked out, with its place


@dataclass(frozen=True, slots=True)
class SeatOnShow:
    """One seat as the player sees it."""

    seat: int  # tournament seat
    name: str
    is_player: bool
    personality: str
    to_act: bool
    standing: Standing
    chips: int  # the stack (in the hand on show, else the tournament's)
    place: int  # the finishing place, 0 while still playing
    dealer: bool
    in_hand: bool  # dealt into the hand on show
    folded: bool
    cards: tuple[Card | None, ...]  # two while in front of the seat; None = face down
    bet: int  # chips in front this street (0 once the hand is over)
    hand_name: HandName | None  # the player's best hand so far (None: folded, or not the player)
    tag: ActionTag | None = None  # the seat's last action this street (Fold, All-in: the hand)


@dataclass(frozen=True, slots=True)
class PotWin:
    """One share of a pot won in the hand just over."""

    name: str
    is_player: bool
    chips: int
    hand_name: str  # "" when everybody else folded
    pot: int = 0  # 0 the main pot, 1… the side pots
    pots: int = 1  # how many pots the hand awarded (more than one: each line names its pot)

    @property
    def pot_key(self) -> str | None:
        """The text naming the pot ("Main pot", "Side pot"), None when there was one pot."""
        if self.pots <= 1:
            return None
        return "twister.pot_name.main" if self.pot == 0 else "twister.pot_name.side"

    @property
    def text_key(self) -> str:
        return ("twister.wins_with" if self.hand_name else "twister.wins") + (".you" if self.is_player else "")


@dataclass(frozen=True, slots=True)
class PotOnShow:
    """A pot in the middle: its chips and the tournament seats that can win it."""

    amount: int
    seats: tuple[int, ...]
    names: tuple[tuple[str, bool], ...]  # (name, is_player) of each of those seats


@dataclass(frozen=True, slots=True)
class TableOnShow:
    """A tournament table as the player sees it now."""

    seats: tuple[SeatOnShow, ...]
    board: tuple[Card, ...]
    pots: tuple[PotOnShow, ...]  # in the middle (gathered): the main pot, then each side pot
    pot_total: int  # every chip in the hand: the pots and the bets in front of the seats
    dealer: tuple[DealerLine, ...]  # the dealer's last words, oldest first
    wins: tuple[PotWin, ...]  # the hand just over: who won what
    level: BlindLevel
    next_level_in: float | None  # seconds; None when levels count hands or it is over
    prize_pool: int  # cents
    hand_number: int  # the hand on show, 1 the first (tells one deal's cards from the next)
    in_play: bool  # a hand is on show (in play or just finished)


def current_hand_name(hole: Sequence[Card | None], board: Sequence[Card]) -> HandName | None:
    """The best hand the hole cards make with the board so far (before the flop: a pocket
    pair, else the high card); None without both hole cards.

    >>> from gamelib.cards import parse_cards
    >>> current_hand_name(parse_cards("Ks Kd"), []).text(), current_hand_name(parse_cards("As 7d"), []).text()
    ('Pair of Kings', 'Ace High')
    """
    if len(hole) < 2 or any(c is None for c in hole):
        return None
    return _best_name((*(c for c in hole if c is not None), *board))


@lru_cache(maxsize=256)
def _best_name(cards: tuple[Card, ...]) -> HandName | None:
    return name_of_cards(cards)


def style_of(personality: str) -> tuple[str, str] | None:
    """An opponent's personality in two words: ("tight" or "loose", "passive" or
    "aggressive"); None for an unknown personality."""
    p = PERSONALITIES.get(personality)
    if p is None:
        return None
    return ("loose" if p.looseness >= 0.5 else "tight", "aggressive" if p.aggression >= 0.5 else "passive")


def _shown(hand: NoLimitHand) -> set[int]:
    """Engine seats whose cards are face up: shown down, or all in for a run-out."""
    shown = {op.seat for op in hand.operations if isinstance(op, HandShown)}
    if betting_closed(hand):
        shown.update(s for s in range(hand.seats) if not hand.folded[s] and not hand.mucked[s])
    return shown


def _seat_on_show(table: TwisterTable, seat: int, shown: set[int]) -> SeatOnShow:
    t, hand = table.t, table.hand_on_show
    entrant = t.entrants[seat]
    es = table.engine_seat(seat) if hand is not None else None
    live = hand if es is not None else None  # the hand, when this seat is dealt into it
    out = seat in t.places and (t.stacks[seat] == 0 or t.is_over)
    if t.places.get(seat) == 1 and (live is None or live.is_over):  # not before its run-out ends
        standing = Standing.WINNER
    elif out and (live is None or (hand is not None and hand.is_over)):
        standing = Standing.OUT
    else:
        standing = Standing.CHIPS
    folded, bet, hand_name, tag = False, 0, None, None
    cards: tuple[Card | None, ...] = ()
    if live is not None and es is not None:
        folded = live.folded[es]
        if not (folded and not entrant.is_player):
            face_up = entrant.is_player or es in shown
            cards = tuple((live.hole[es][k] if live.hole[es] else None) if face_up else None for k in range(2))
        bet = live.bets[es] if not live.is_over else 0
        tag = action_tags(live.operations).get(es)
        if entrant.is_player and not folded:
            hand_name = current_hand_name(live.hole[es], live.board)
    return SeatOnShow(
        seat=seat, name=entrant.name, is_player=entrant.is_player, personality=entrant.personality,
        to_act=seat == t.seat_to_act(), standing=standing,
        chips=live.stacks[es] if live is not None and es is not None else t.stacks[seat],
        place=t.places.get(seat, 0), dealer=live is not None and es == live.button,
        in_hand=live is not None, folded=folded, cards=cards, bet=bet, hand_name=hand_name, tag=tag)


def _wins(table: TwisterTable, hand: NoLimitHand) -> tuple[PotWin, ...]:
    entrants = [table.t.entrants[s] for s in table.t.hand_seats]
    awards = [op for op in hand.operations if isinstance(op, PotAwarded)]
    return tuple(PotWin(entrants[seat].name, entrants[seat].is_player, chips, award.hand_name,
                        award.index, len(awards))
                 for award in awards for seat, chips in award.shares)


def _names(table: TwisterTable) -> tuple[tuple[str, bool], ...]:
    """(name, is_player) of each engine seat of the hand on show."""
    return tuple((table.t.entrants[s].name, table.t.entrants[s].is_player) for s in table.t.hand_seats)


def middle_pots(hand: NoLimitHand) -> list[tuple[int, tuple[int, ...]]]:
    """The pots in the middle as (chips, engine seats that can win them): the chips of the
    streets already gathered, this street's bets left in front of the seats. So a bet
    nobody has called yet is never a pot; once a street is gathered (its uncalled part
    back with its owner) these are exactly the engine's pots."""
    gathered = [c - b for c, b in zip(hand.committed, hand.bets)]
    folded = [f or m for f, m in zip(hand.folded, hand.mucked)]
    return [(p.amount, p.eligible) for p in build_pots(gathered, folded)]


def _pots(table: TwisterTable, hand: NoLimitHand) -> tuple[PotOnShow, ...]:
    seats, names = table.t.hand_seats, _names(table)
    return tuple(PotOnShow(amount, tuple(seats[s] for s in eligible), tuple(names[s] for s in eligible))
                 for amount, eligible in middle_pots(hand))


def table_on_show(table: TwisterTable) -> TableOnShow:
    """The table as the player sees it now."""
    t, hand = table.t, table.hand_on_show
    shown = _shown(hand) if hand is not None else set()
    over = hand is not None and hand.is_over
    return TableOnShow(
        seats=tuple(_seat_on_show(table, seat, shown) for seat in range(t.seat_count)),
        board=tuple(hand.board) if hand is not None else (),
        pots=_pots(table, hand) if hand is not None and not over else (),
        pot_total=hand.pot_total if hand is not None and not over else 0,
        dealer=dealer_lines(hand.operations, _names(table)) if hand is not None else (),
        wins=_wins(table, hand) if hand is not None and over else (),
        level=t.level(), next_level_in=None if t.is_over else t.seconds_to_next_level(),
        prize_pool=t.prize_pool, hand_number=table.hand_number, in_play=hand is not None)


# --- the end ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class FinishingPlace:
    place: int
    name: str
    is_player: bool
    prize: int  # cents


def final_standings(table: TwisterTable) -> tuple[FinishingPlace, ...]:
    """Every placed seat, best place first, with its prize."""
    t = table.t
    return tuple(FinishingPlace(t.places[s], t.entrants[s].name, t.entrants[s].is_player, t.prize_of(s))
                 for s in sorted(t.places, key=lambda k: t.places[k]))


def dealer_seat(table: TwisterTable) -> int | None:
    """The tournament seat holding the dealer button in the hand on show (None before a hand)."""
    hand = table.hand_on_show
    seats = table.t.hand_seats
    if hand is None or not 0 <= hand.button < len(seats):
        return None
    return seats[hand.button]


def winning_five(table: TwisterTable) -> frozenset[Card]:
    """The cards that won the hand on show at its showdown: each pot winner's best five of the
    hole cards and the whole board (empty before the river is shown, or when a pot went
    uncontested)."""
    hand = table.hand_on_show
    if hand is None or not hand.is_over or len(hand.board) < 5:
        return frozenset()
    shown = _shown(hand)
    winners = {seat for op in hand.operations if isinstance(op, PotAwarded) and op.hand_name
               for seat, _ in op.shares}
    lit: set[Card] = set()
    for seat in winners & shown:
        hole = [c for c in hand.hole[seat] if c is not None]
        if len(hole) == 2:
            lit.update(evaluate((*hole, *hand.board)).best_five)
    return frozenset(lit)


@dataclass(frozen=True, slots=True)
class FinishOnShow:
    """The player's tournament as the finishing screen sums it up."""

    place: int  # 0 when the player was not seated
    prize: int  # cents
    hands_played: int
    biggest_pot: int  # chips: the biggest pot of the whole tournament (its recorded hands)
    buy_in: int  # cents: PLAY AGAIN buys in at this


def finish_on_show(table: TwisterTable) -> FinishOnShow:
    """Place, prize, hands played and the biggest pot of the tournament on ``table``."""
    t = table.t
    seat = t.player_seat
    biggest = max(biggest_recorded_pot((t.tournament_id, t.seed), t.history), biggest_pot_in(table.operations))
    return FinishOnShow(place=t.places.get(seat, 0) if seat is not None else 0, prize=table.prize or 0,
                        hands_played=t.hands_played, biggest_pot=biggest, buy_in=t.buy_in)


def biggest_pot_in(operations: Sequence[object]) -> int:
    """The biggest pot awarded in ``operations`` (one hand's pots are awarded one after another)."""
    biggest, run = 0, 0
    for op in operations:
        if isinstance(op, PotAwarded):
            run += op.amount
            biggest = max(biggest, run)
        else:
            run = 0
    return biggest


#: tournament id -> (hands read, the biggest pot among them): the finishing screen asks every frame
_biggest: dict[tuple[str, bytes], tuple[int, int]] = {}


def biggest_recorded_pot(key: tuple[str, bytes], history: Sequence[Mapping[str, Any]]) -> int:
    """The biggest pot among a tournament's recorded hands (each replayed once, from its PHH
    record: the hands played before the app was last started too); a hand that cannot be
    replayed counts as none."""
    read, biggest = _biggest.get(key, (0, 0))
    if read > len(history):  # a history cut short: read again
        read, biggest = 0, 0
    for data in history[read:]:
        try:
            biggest = max(biggest, biggest_pot_in(replay(data).operations))
        except FeltsideError:
            continue
    _biggest[key] = (len(history), biggest)
    return biggest
