"""What a stack is worth in prize money: the Independent Chip Model (Malmuth-Harville).

Each player's chance to finish first is his share of the chips; given who won, the
chance to finish second is his share of the chips left, and so on. Winner-takes-all
makes a stack worth exactly its chip share, so chip-EV and ICM agree; with the
biggest pools paid 80/10/10, three-handed all-ins get tighter.

>>> [round(x, 3) for x in icm_values([500, 500, 500], [80, 10, 10])]
[33.333, 33.333, 33.333]
>>> [round(x, 2) for x in icm_values([1000, 500, 0], [80, 10, 10])]
[56.67, 33.33, 10.0]
"""

from __future__ import annotations

from collections.abc import Sequence


def icm_values(stacks: Sequence[float], prizes: Sequence[float]) -> list[float]:
    """Each stack's expected prize; a stack of 0 is out and takes the best prize the
    players still in leave over (busted players are paid in the order given by the
    caller's prizes, last first)."""
    alive = [k for k, s in enumerate(stacks) if s > 0]
    paid = [float(p) for p in prizes] + [0.0] * max(0, len(stacks) - len(prizes))
    out = [0.0] * len(stacks)
    for k, s in enumerate(stacks):
        if s <= 0:  # out now: the place just behind the ones still in
            out[k] = float(paid[len(alive)]) if len(alive) < len(paid) else 0.0
    _finish(stacks, alive, paid, 0, 1.0, out)
    return out


def _finish(stacks: Sequence[float], alive: list[int], paid: list[float], place: int,
            chance: float, out: list[float]) -> None:
    """Spread the prizes from ``place`` down among ``alive`` (reached with ``chance``)."""
    if not alive or place >= len(paid) or chance <= 0.0:
        return
    if len(alive) == 1:
        out[alive[0]] += chance * paid[place]
        return
    total = float(sum(stacks[k] for k in alive))
    for k in alive:
        p = chance * stacks[k] / total
        out[k] += p * paid[place]
        _finish(stacks, [j for j in alive if j != k], paid, place + 1, p, out)


def stack_value(stacks: Sequence[float], me: int, prizes: Sequence[float] | None) -> float:
    """What ``me``'s stack is worth: its ICM share of ``prizes``, or its chip share when
    the winner takes all (no prizes given)."""
    if not prizes or all(p == 0 for p in prizes[1:]):
        total = sum(stacks)
        return stacks[me] / total if total else 0.0
    values = icm_values(stacks, prizes)
    return values[me] / float(sum(prizes))
