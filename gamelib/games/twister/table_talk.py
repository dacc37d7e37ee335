"""What the table says about the hand, read from the engine's operations (``hand.operations``).

- :func:`action_tags`: the tag at each seat, as a poker client shows it: the blind it
  posted, then its last action of the street (Check, Call 20, Bet 60, Raise to 120,
  All-in 500, Fold). A new street clears the tags, except Fold and All-in, which stay
  for the rest of the hand. The part of a bet nobody called comes back with a tag of
  its own ("240 back").
- :func:`dealer_lines`: the dealer's last few words ("Rocco raises to 120", "The flop",
  "Gino wins 540 with Two Pair"), newest last.

Seats here are the hand's (engine) seats; nothing here changes the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from gamelib.cards import Card
from gamelib.games.twister.operations import (
    BetPlaced,
    BetReturned,
    BlindPosted,
    BoardDealt,
    Called,
    Checked,
    Folded,
    HandShown,
    Operation,
    PotAwarded,
)

STAYING = ("fold", "all_in", "all_in_held")  # tags a new street does not clear


@dataclass(frozen=True, slots=True)
class ActionTag:
    """The tag at a seat: ``kind`` (small_blind, big_blind, check, call, bet, raise, all_in,
    all_in_held: all-in on an earlier street, fold, returned) and its chips (0 for none)."""

    kind: str
    amount: int = 0

    @property
    def text_key(self) -> str:
        return f"twister.tag.{self.kind}"


def _tag_of(op: Operation) -> tuple[int, ActionTag] | None:
    if isinstance(op, BlindPosted):
        return op.seat, ActionTag(f"{op.kind}_blind", op.amount)
    if isinstance(op, Folded):
        return op.seat, ActionTag("fold")
    if isinstance(op, Checked):
        return op.seat, ActionTag("check")
    if isinstance(op, Called):
        return op.seat, ActionTag("all_in" if op.all_in else "call", op.amount)
    if isinstance(op, BetPlaced):
        return op.seat, ActionTag("all_in" if op.all_in else op.kind, op.to)
    if isinstance(op, BetReturned):
        return op.seat, ActionTag("returned", op.amount)
    return None


def action_tags(operations: Sequence[Operation]) -> dict[int, ActionTag]:
    """Engine seat -> its tag now (seats with nothing to show are left out)."""
    tags: dict[int, ActionTag] = {}
    for op in operations:
        if isinstance(op, BoardDealt):
            tags = {seat: (ActionTag("all_in_held") if tag.kind == "all_in" else tag)
                    for seat, tag in tags.items() if tag.kind in STAYING}
            continue
        found = _tag_of(op)
        if found is None:
            continue
        seat, tag = found
        if tag.kind == "returned" and tags.get(seat, tag).kind == "all_in":
            continue  # an all-in's unmatched part comes back: the seat stays all-in
        tags[seat] = tag
    return tags


@dataclass(frozen=True, slots=True)
class DealerLine:
    """One thing the dealer says: ``kind`` names the text (twister.dealer.<kind>, with .you
    when it is about the player); ``street`` for a board card (1 flop, 2 turn, 3 river)."""

    kind: str
    name: str = ""
    is_player: bool = False
    amount: int = 0
    street: int = 0
    cards: tuple[Card, ...] = ()
    hand_name: str = ""

    @property
    def text_key(self) -> str:
        return f"twister.dealer.{self.kind}" + (".you" if self.is_player else "")


def _line_of(op: Operation, names: Sequence[tuple[str, bool]]) -> DealerLine | None:
    if isinstance(op, BoardDealt):
        return DealerLine(("flop", "turn", "river")[op.street - 1], street=op.street, cards=op.cards)
    if isinstance(op, PotAwarded):
        if len(op.shares) != 1:  # a split pot: one line for the pot
            return DealerLine("split", amount=op.amount, hand_name=op.hand_name)
        seat, chips = op.shares[0]
        return DealerLine("wins_with" if op.hand_name else "wins", *names[seat], amount=chips,
                          hand_name=op.hand_name)
    if isinstance(op, HandShown):
        return DealerLine("shows", *names[op.seat], cards=op.cards, hand_name=op.name)
    found = _tag_of(op)
    if found is None:
        return None
    seat, tag = found
    return DealerLine(tag.kind, *names[seat], amount=tag.amount)


def dealer_lines(operations: Sequence[Operation], names: Sequence[tuple[str, bool]],
                 count: int = 3) -> tuple[DealerLine, ...]:
    """The dealer's last ``count`` lines, oldest first; ``names[seat]`` is (name, is_player)
    for each engine seat."""
    out: list[DealerLine] = []
    for op in reversed(operations):
        line = _line_of(op, names)
        if line is not None:
            out.append(line)
            if len(out) == count:
                break
    return tuple(reversed(out))


@dataclass(frozen=True, slots=True)
class ChipMove:
    """Chips that move on the felt: ``bet`` from a seat to its place in front, ``back`` (a bet
    nobody called) from there to the seat, ``gather`` from in front of a seat to the pot at
    the end of a street, ``win`` from the pot to a winner."""

    kind: str
    seat: int
    amount: int


def chip_moves(operations: Sequence[Operation], since: int = 0) -> list[ChipMove]:
    """The chip moves of ``operations[since:]`` (the earlier ones tell what is in front of
    each seat); engine seats."""
    bets: dict[int, int] = {}
    out: list[ChipMove] = []

    def gather(at: int) -> None:
        for seat, amount in sorted(bets.items()):
            if amount and at >= since:
                out.append(ChipMove("gather", seat, amount))
        bets.clear()

    for k, op in enumerate(operations):
        move: ChipMove | None = None
        if isinstance(op, BlindPosted | Called | BetPlaced):
            bets[op.seat] = bets.get(op.seat, 0) + op.amount
            move = ChipMove("bet", op.seat, op.amount)
        elif isinstance(op, BetReturned):
            bets[op.seat] = bets.get(op.seat, 0) - op.amount
            move = ChipMove("back", op.seat, op.amount)
        elif isinstance(op, BoardDealt):
            gather(k)
        elif isinstance(op, PotAwarded):
            gather(k)
            if k >= since:
                out += [ChipMove("win", seat, chips) for seat, chips in op.shares]
        if move is not None and k >= since:
            out.append(move)
    return out
