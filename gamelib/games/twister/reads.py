"""What a bot has noticed about its opponents: frequencies from their public actions."""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.games.twister.view import PublicAction, SeatView


class OpponentReads:
    """What a bot has noticed about each opponent's public actions over the tournament.

    Pre-flop it counts how often each opponent raises when first in (its opening or
    shoving range is about that share of hands) and how often it continues against a
    raise (its calling range); over all streets, how often it folds.
    """

    PRIOR = 6  # imaginary observations of the default before real ones count

    def __init__(self, me: int | None = None) -> None:
        self.hand_id = -1
        self.seen = 0
        self.me = me
        self.players: tuple[int, ...] = ()
        self.aggressive: dict[int, int] = {}
        self.passive: dict[int, int] = {}
        self.folds: dict[int, int] = {}
        self.first_in: dict[int, list[int]] = {}  # seat -> [chances, raises]
        self.vs_raise: dict[int, list[int]] = {}  # seat -> [chances, continues]

    def observe(self, view: SeatView) -> None:
        self.me = view.players[view.seat] if view.players else view.seat
        self.players = tuple(view.players) or tuple(range(view.seats))
        self.observe_history(view.hand_id, view.history, self.players)

    def who(self, seat: int) -> int:
        """The player in an engine seat of the current hand."""
        return self.players[seat] if seat < len(self.players) else seat

    def observe_history(self, hand_id: int, history: Sequence[PublicAction],
                        players: Sequence[int]) -> None:
        """Count the actions not seen yet (mid-hand, then the rest when the hand is over)."""
        if hand_id != self.hand_id:
            self.hand_id, self.seen = hand_id, 0
        self.players = tuple(players)
        for index in range(self.seen, len(history)):
            a = history[index]
            player = self.who(a.seat)
            if player == self.me:
                continue
            book = (self.aggressive if a.kind in ("bet", "raise")
                    else self.folds if a.kind == "fold" else self.passive)
            book[player] = book.get(player, 0) + 1
            if a.street == 0 and a.kind != "check":
                facing = any(p.kind in ("bet", "raise") for p in history[:index] if p.street == 0)
                table = self.vs_raise if facing else self.first_in
                row = table.setdefault(player, [0, 0])
                row[0] += 1
                row[1] += a.kind in (("call", "raise", "bet") if facing else ("raise", "bet"))
        self.seen = max(self.seen, len(history))

    def _counts(self, seat: int) -> tuple[int, int, int]:
        p = self.who(seat)
        return self.aggressive.get(p, 0), self.passive.get(p, 0), self.folds.get(p, 0)

    def _rate(self, table: dict[int, list[int]], seat: int, default: float) -> float:
        chances, hits = table.get(self.who(seat), (0, 0))
        return (hits + default * self.PRIOR) / (chances + self.PRIOR)

    def raise_range(self, seat: int, default: float) -> float:
        """The range behind a first-in raise or shove: the share of hands it raises first in."""
        return min(1.0, max(0.05, self._rate(self.first_in, seat, default)))

    def continue_range(self, seat: int, default: float) -> float:
        """The share of hands it continues with against a raise."""
        return min(1.0, max(0.05, self._rate(self.vs_raise, seat, default)))

    def fold_rate(self, seats: list[int]) -> float:
        """How often these opponents fold (0.3 until enough is seen)."""
        agg = pas = fold = 0
        for seat in seats:
            a, p, f = self._counts(seat)
            agg, pas, fold = agg + a, pas + p, fold + f
        total = agg + pas + fold
        return fold / total if total >= 8 else 0.3

    def call_range(self, seat: int, default: float) -> float:
        """The range behind a call: wider for an opponent who hardly ever folds."""
        agg, pas, fold = self._counts(seat)
        total = agg + pas + fold
        if total < 8:
            return default
        return min(1.0, max(default, 1.0 - fold / total * 1.5))
