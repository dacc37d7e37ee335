"""Work made a part a step: generators that yield between parts (a felt's rows, a table's art)
and return what they made, so a frame can run a few of them and the next frame the rest
(``Scene.prepare``, made ahead while the window holds a still frame)."""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")


def run_all(steps: Generator[None, None, T]) -> T:
    """What ``steps`` makes, every step of it run now."""
    while True:
        try:
            next(steps)
        except StopIteration as made:
            return made.value
