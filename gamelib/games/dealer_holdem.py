"""The dealer hold'em round: what Texas Hold'em Bonus, 2 Hand Casino Hold'em and Heads Up
Hold'em share, so that each game module holds only its own rules.

A :class:`DealerHoldemRound` deals from the round's deck in a fixed order — every player
hand's two cards (in the order of ``player_hands``), the dealer's two (face down), then
the board cards as the game calls for them — so a stacked deck reads
``"<hand cards> <dealer 2> <flop 3> <turn> <river>"``. It keeps the cards, names the hands,
compares each player hand with the dealer's and settles bet by bet with pay-table lines.

Pieces for the advisors and the simulators (plain numpy, no rule of any one game):

- :class:`PayLine` / :class:`PayTable` — "X to 1" pay tables as data (``gamelib.games.pay_tables``,
  with the settling by pay line every house round may use);
- :func:`showdown_grid` — exact enumeration of every board completion × the dealer's two
  cards, with the strengths of both sides, evaluated in one batch;
- :func:`deal_batch` — many rounds dealt at once as card-id arrays.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

import numpy as np

from gamelib.cards import Card, format_cards
from gamelib.events import Announcement, CardDealt, CardTurned, HandShown
from gamelib.games.pay_tables import PayingRound
from gamelib.games.pay_tables import (
    PayLine as PayLine,  # re-exported: the games' rules read it here
)
from gamelib.games.pay_tables import PayTable as PayTable  # re-exported
from gamelib.games.pay_tables import line_key as line_key  # re-exported
from gamelib.hands import evaluate, evaluate7_batch, name_of_cards
from gamelib.showdown_words import why

if TYPE_CHECKING:
    from gamelib.hands import HandValue

PLAYER = "player"
DEALER = "dealer"
BOARD = "board"


def partial_hand_name(cards: Sequence[Card]) -> str:
    """The name of fewer than five cards (two hole cards before the flop), worded as
    :func:`gamelib.hands.strength_name` words five (in English: the screen words a ``HandName``).

    >>> from gamelib.cards import parse_cards
    >>> partial_hand_name(parse_cards("As Ad")), partial_hand_name(parse_cards("Kd 7s"))
    ('Pair of Aces', 'King High')
    """

    name = name_of_cards(cards)
    return name.text("en") if name is not None else ""


# --- the round ------------------------------------------------------------------------------

class DealerHoldemRound(PayingRound):
    """A round of one or more player hands against the dealer's two cards and a board.

    Subclasses set ``player_hands`` (``("player",)`` or ``("hand1", "hand2")``), write the
    state machine (``_start`` and the ``_do_<action>`` methods) with the dealing and
    settling helpers below, and implement ``legal_actions``/``default_action``.
    """

    player_hands: tuple[str, ...] = (PLAYER,)

    def __init__(self, stakes: Mapping[str, int], seed: bytes,
                 config: Mapping[str, Any] | None = None, deck: Any = None) -> None:
        super().__init__(stakes, seed, config, deck)
        self.hands: dict[str, list[Card]] = {}
        self.dealer: list[Card] = []
        self.board: list[Card] = []
        self.board_face_up: list[bool] = []
        self.dealer_shown = False
        self.folded: set[str] = set()

    # --- dealing ------------------------------------------------------------------------
    def _deal_hand(self, to: str, n: int = 2, face_up: bool = True) -> list[Card]:
        cards = self.deck.deal(n)
        hand = self.hands.setdefault(to, [])
        for c in cards:
            self._emit(CardDealt(to, len(hand), c, face_up))
            hand.append(c)
        return cards

    def _deal_player_hands(self, hands: Iterable[str] | None = None) -> None:
        """Two face-up cards to each player hand, in table order."""
        for to in (self.player_hands if hands is None else hands):
            self._deal_hand(to)

    def _deal_dealer(self, n: int = 2) -> list[Card]:
        """The dealer's hole cards, face down (the events carry the card for replay; the
        screen shows a back until :meth:`_reveal_dealer`)."""
        cards = self.deck.deal(n)
        for c in cards:
            self._emit(CardDealt(DEALER, len(self.dealer), c, False))
            self.dealer.append(c)
        return cards

    def _deal_board(self, n: int, face_up: bool = True) -> list[Card]:
        cards = self.deck.deal(n)
        for c in cards:
            self._emit(CardDealt(BOARD, len(self.board), c, face_up))
            self.board.append(c)
            self.board_face_up.append(face_up)
        return cards

    def _deal_board_to(self, total: int, face_up: bool = True) -> list[Card]:
        """Deal board cards until the board holds ``total`` (no-op when it already does)."""
        return self._deal_board(max(0, total - len(self.board)), face_up)

    def _turn_board(self, upto: int | None = None) -> None:
        """Turn face-down board cards face up (Heads Up Hold'em), up to index ``upto``."""
        end = len(self.board) if upto is None else min(upto, len(self.board))
        for i in range(end):
            if not self.board_face_up[i]:
                self.board_face_up[i] = True
                self._emit(CardTurned(BOARD, i, self.board[i]))

    def _reveal_dealer(self) -> None:
        """Turn the dealer's cards and name the dealer's hand."""
        if self.dealer_shown:
            return
        self.dealer_shown = True
        for i, c in enumerate(self.dealer):
            self._emit(CardTurned(DEALER, i, c))
        self._show_hand(DEALER)

    # --- hands --------------------------------------------------------------------------
    @property
    def visible_board(self) -> list[Card]:
        return [c for c, up in zip(self.board, self.board_face_up) if up]

    def hole_cards(self, to: str) -> list[Card]:
        return list(self.dealer if to == DEALER else self.hands[to])

    def best_hand(self, to: str, board: Sequence[Card] | None = None) -> HandValue:
        """The best hand of ``to`` with the visible board (or the given one)."""

        cards = self.hole_cards(to) + list(self.visible_board if board is None else board)
        return evaluate(cards)

    def hand_name(self, to: str) -> str:
        return self.best_hand(to).name

    def _show_hand(self, to: str) -> None:
        cards = self.hole_cards(to) + self.visible_board
        if len(cards) < 5:
            self._emit(HandShown(to, name_of_cards(cards) or "", ()))
            return
        value = self.best_hand(to)
        self._emit(HandShown(to, value.hand_name, tuple(value.best_five)))

    def _show_player_hands(self) -> None:
        for to in self.player_hands:
            if to in self.hands:
                self._show_hand(to)

    def compare(self, to: str) -> int:
        """+1 if hand ``to`` beats the dealer's, 0 on equal hands, -1 if the dealer's wins
        (whole board, face-down cards included)."""
        mine = self.best_hand(to, self.board).strength
        theirs = self.best_hand(DEALER, self.board).strength
        return (mine > theirs) - (mine < theirs)

    def _explain(self, to: str) -> None:
        """Say what decided hand ``to`` against the dealer's when both are named alike (a
        kicker, or the same hand): the dealer's log and the summary show it."""
        reason = why(self.best_hand(to, self.board), self.best_hand(DEALER, self.board))
        if reason is not None:
            self._emit(Announcement(reason.key, {**reason.params, "to": to}))

    def dealt_cards(self) -> list[Card]:
        """Every card dealt so far (tests check none appears twice)."""
        out = [c for to in self.hands for c in self.hands[to]]
        return out + self.dealer + self.board

    def settled(self, spot: str) -> bool:
        """Whether ``spot`` has been settled already (a side bet settles when it is decided)."""
        return any(r.spot == spot for r in self.results)

    # --- history ---------------------------------------------------------------------------
    def _snapshot(self) -> dict[str, Any]:
        names: dict[str, str] = {}
        if self.is_over and len(self.board) == 5:
            for to in self.hands:
                names[to] = self.best_hand(to, self.board).name
            names[DEALER] = self.best_hand(DEALER, self.board).name
        return {
            "hands": {to: format_cards(cs) for to, cs in self.hands.items()},
            "dealer": format_cards(self.dealer),
            "board": format_cards(self.board),
            "folded": sorted(self.folded),
            "hand_names": names,
        }


# --- strengths to categories ------------------------------------------------------------------

#: The weakest strength of each category, high card up to royal flush (strengths 1..7462,
#: higher better: 1,277 high cards, 2,860 pairs, 858 two pairs, 858 trips, 10 straights,
#: 1,277 flushes, 156 full houses, 156 fours, 9 straight flushes, 1 royal flush).
CATEGORY_FLOORS = np.array([1, 1278, 4138, 4996, 5854, 5864, 7141, 7297, 7453, 7462])


#: Category names by index 0 (high card) .. 9 (royal flush), as the pay tables name them
#: (pay-line texts are registered under ``line_key(name)``).
CATEGORY_NAMES: tuple[str, ...] = (
    "High card", "Pair", "Two pair", "Three of a kind", "Straight", "Flush", "Full house",
    "Four of a kind", "Straight flush", "Royal flush")
HIGH_CARD, PAIR, TWO_PAIR, TRIPS, STRAIGHT, FLUSH, FULL_HOUSE, QUADS, STRAIGHT_FLUSH, ROYAL = range(10)


def category_index(strength: Any) -> Any:
    """The category index (0 high card .. 9 royal flush) of a strength or an array of them.

    >>> category_index(7462), category_index(5854), category_index(1)
    (9, 4, 0)
    """
    idx = np.searchsorted(CATEGORY_FLOORS, np.asarray(strength), side="right") - 1
    return int(idx) if np.ndim(idx) == 0 else idx.astype(np.int8)


# --- exact enumeration for advisors ------------------------------------------------------------

@dataclass(frozen=True)
class ShowdownGrid:
    """Every completion of the board × every dealer two-card hand, evaluated.

    ``runouts`` (R, k): the unordered board completions (k = 5 - known board cards);
    ``player`` (H, R): each player hand's final strength on each completion;
    ``dealer`` (R, D): the dealer's final strength for each of the D two-card hands
    possible with that completion (D is the same for every completion);
    ``player_category`` (H, R): the player's final category index (see CATEGORY_NAMES).
    """

    runouts: np.ndarray
    player: np.ndarray
    player_category: np.ndarray
    dealer: np.ndarray

    def outcome_counts(self, hand: int = 0) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Per completion: how many dealer hands the player hand beats, ties, loses to."""
        p = self.player[hand][:, None]
        wins = (p > self.dealer).sum(axis=1)
        ties = (p == self.dealer).sum(axis=1)
        return wins, ties, self.dealer.shape[1] - wins - ties


def _ids(cards: Iterable[Card | int]) -> list[int]:
    return [c.id if isinstance(c, Card) else int(c) for c in cards]


def showdown_grid(hands: Sequence[Sequence[Card | int]], board: Sequence[Card | int],
                  dead: Iterable[Card | int] = ()) -> ShowdownGrid:
    """Enumerate every way the board can finish and the dealer's two cards can fall.

    ``hands``: the player hands' hole cards; ``board``: the known board (0 to 5 cards);
    ``dead``: other cards known not to be in the deck. With 2 hole cards and a flop this is
    C(47,2) × C(45,2) = 1,070,190 dealer hands, all in one batch evaluation.
    """

    hand_ids = [_ids(h) for h in hands]
    board_ids = _ids(board)
    known = {c for h in hand_ids for c in h} | set(board_ids) | set(_ids(dead))
    unseen = np.array([c for c in range(52) if c not in known], dtype=np.int16)
    k = 5 - len(board_ids)
    n = len(unseen)
    if k:
        run_pos = np.array(list(combinations(range(n), k)), dtype=np.intp)
    else:
        run_pos = np.zeros((1, 0), dtype=np.intp)
    runouts = unseen[run_pos]
    r = len(runouts)
    # cards left for the dealer on each completion: unseen minus that completion
    mask = np.ones((r, n), dtype=bool)
    if k:
        np.put_along_axis(mask, run_pos, False, axis=1)
    left = np.broadcast_to(unseen, (r, n))[mask].reshape(r, n - k)
    pair_pos = np.array(list(combinations(range(n - k), 2)), dtype=np.intp)
    dealer_pairs = left[:, pair_pos]  # (R, D, 2)
    d = dealer_pairs.shape[1]
    full_board = np.concatenate(
        [np.broadcast_to(np.array(board_ids, dtype=np.int16), (r, len(board_ids))), runouts],
        axis=1)  # (R, 5)
    dealer7 = np.concatenate(
        [dealer_pairs, np.broadcast_to(full_board[:, None, :], (r, d, 5))], axis=2)
    dealer = evaluate7_batch(dealer7.reshape(-1, 7)).reshape(r, d)
    player = np.empty((len(hand_ids), r), dtype=dealer.dtype)
    for i, h in enumerate(hand_ids):
        seven = np.concatenate(
            [np.broadcast_to(np.array(h, dtype=np.int16), (r, 2)), full_board], axis=1)
        player[i] = evaluate7_batch(seven)
    return ShowdownGrid(runouts, player, category_index(player), dealer)


# --- vectorised dealing for simulators -----------------------------------------------------------

def deal_batch(rng: np.random.Generator, rounds: int, cards: int) -> np.ndarray:
    """``rounds`` independent deals of ``cards`` distinct cards each, as an int8 array.

    Column i is the i-th card off the top of that round's deck. Each card is drawn
    uniformly and drawn again where it repeats an earlier one (sampling without
    replacement, exactly uniform; few redraws since ``cards`` is small beside 52).
    """
    out = np.empty((rounds, cards), dtype=np.int8)
    for i in range(cards):
        col = rng.integers(0, 52, rounds, dtype=np.int8)
        clash = np.zeros(rounds, dtype=bool)
        for j in range(i):
            clash |= out[:, j] == col
        idx = np.flatnonzero(clash)
        while len(idx):
            fresh = rng.integers(0, 52, len(idx), dtype=np.int8)
            col[idx] = fresh
            again = np.zeros(len(idx), dtype=bool)
            for j in range(i):
                again |= out[idx, j] == fresh
            idx = idx[again]
        out[:, i] = col
    return out


def confidence_half_width(std: float, n: int, level: float = 0.99) -> float:
    """Half-width of the normal confidence interval of a mean (99 % by default)."""
    z = {0.95: 1.959963984540054, 0.99: 2.5758293035489004}[level]
    return z * std / math.sqrt(max(n, 1))
