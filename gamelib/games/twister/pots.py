"""Main and side pots from what each seat put in, and how a pot is split.

Each all-in player can win only what every other player matched up to his all-in,
so the chips are cut in layers at each all-in amount (``build_pots``). A pot shared by
equal hands is split evenly; the odd chips go one by one to the winners in seat order
starting left of the button (``split_pot``).

>>> [(p.amount, p.eligible) for p in build_pots([100, 300, 300], [False, False, False])]
[(300, (0, 1, 2)), (400, (1, 2))]
>>> split_pot(101, [0, 2], button=0, seats=3)
{2: 51, 0: 50}
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Pot:
    """A pot: its chips and the seats that can still win it."""

    amount: int
    eligible: tuple[int, ...]


def build_pots(committed: Sequence[int], folded: Sequence[bool]) -> list[Pot]:
    """The main pot then the side pots, from each seat's chips in the hand.

    Chips of folded seats are dead money in the layers they reached. Consecutive layers
    with the same eligible seats are merged.
    """
    remaining = [int(c) for c in committed]
    if any(c < 0 for c in remaining):
        raise ValueError("A seat cannot put in a negative amount.")
    pots: list[Pot] = []
    while any(remaining):
        live = [i for i, c in enumerate(remaining) if c > 0 and not folded[i]]
        if not live:  # only dead money is left: it joins the last pot
            dead = sum(remaining)
            if pots:
                pots[-1] = Pot(pots[-1].amount + dead, pots[-1].eligible)
            else:
                pots.append(Pot(dead, ()))
            break
        level = min(remaining[i] for i in live)
        amount = 0
        for i, c in enumerate(remaining):
            take = min(c, level)
            amount += take
            remaining[i] = c - take
        eligible = tuple(live)
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible)
        else:
            pots.append(Pot(amount, eligible))
    return pots


def seats_from_button(button: int, seats: int) -> list[int]:
    """Seat order starting with the first seat left of the button (the button last)."""
    return [(button + k) % seats for k in range(1, seats + 1)]


def split_pot(amount: int, winners: Sequence[int], button: int, seats: int) -> dict[int, int]:
    """Share ``amount`` among ``winners``; odd chips go first to the winner left of the button."""
    if not winners:
        raise ValueError("A pot needs at least one winner.")
    order = [s for s in seats_from_button(button, seats) if s in set(winners)]
    share, odd = divmod(amount, len(order))
    return {s: share + (1 if k < odd else 0) for k, s in enumerate(order)}
