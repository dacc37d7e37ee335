"""One least-recently-used cache for the drawing code: rendered texts, drawn and scaled surfaces,
fonts, fitted sizes. A cache of surfaces may also hold to a byte budget, so a larger UI scale
(each text 2.25 times the pixels at 150 %) does not hold more memory than the budget."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Generic, TypeVar

V = TypeVar("V")


def _bytes(value: object) -> int:
    """The pixels' bytes of a surface (0 for anything else)."""
    try:
        return int(value.get_width() * value.get_height() * value.get_bytesize())  # type: ignore[attr-defined]
    except AttributeError:
        return 0


class LRU(Generic[V]):
    """Values by key, the least recently used dropped first when there are more than ``capacity``
    or, with ``budget_bytes``, when the surfaces held take more bytes than that (the value just
    put is always kept)."""

    def __init__(self, capacity: int, budget_bytes: int | None = None) -> None:
        self.capacity = capacity
        self.budget_bytes = budget_bytes
        self.bytes = 0
        self.data: OrderedDict[Hashable, V] = OrderedDict()

    def get(self, key: Hashable) -> V | None:
        value = self.data.get(key)
        if value is not None:
            self.data.move_to_end(key)
        return value

    def put(self, key: Hashable, value: V) -> V:
        old = self.data.pop(key, None)
        if old is not None and self.budget_bytes is not None:
            self.bytes -= _bytes(old)
        self.data[key] = value
        if self.budget_bytes is not None:
            self.bytes += _bytes(value)
        while len(self.data) > 1 and (len(self.data) > self.capacity or (
                self.budget_bytes is not None and self.bytes > self.budget_bytes)):
            _, dropped = self.data.popitem(last=False)
            if self.budget_bytes is not None:
                self.bytes -= _bytes(dropped)
        return value

    def get_or_make(self, key: Hashable, make: Callable[[], V]) -> V:
        value = self.get(key)
        return value if value is not None else self.put(key, make())

    def clear(self) -> None:
        self.data.clear()
        self.bytes = 0

    def __len__(self) -> int:
        return len(self.data)
