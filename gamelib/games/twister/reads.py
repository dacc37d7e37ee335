"""What a bot has noticed about its opponents: frequencies from their public actions."""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.games.twister.view import PublicAction, SeatView

Tally = list[int]  # [chances, hits]


class OpponentReads:
    """What a bot has noticed about each opponent's public actions over the tournament.

    Pre-flop it counts how often each opponent raises when first in (its opening or
    shoving range is about that share of hands), how often it goes all in first in,
    how often it continues against a raise (its calling range) and how often that
    continue is all in. After the flop: how often it bets when checked to, and how
    often it folds or raises facing a bet. Rates are pulled towards a default by
    ``PRIOR`` imaginary observations, so a few hands move them and many settle them.

    As the reads of a :class:`~gamelib.games.twister.shortstack.PreflopPlanner`
    (``shove_share`` / ``continue_share``), a chart's share is the default.
    """

    PRIOR = 6  # imaginary observations of the default before real ones count

    def __init__(self, me: int | None = None, prior: float = PRIOR) -> None:
        self.prior = prior
        self.hand_id = -1
        self.seen = 0
        self.me = me
        self.players: tuple[int, ...] = ()
        self.aggressive: dict[int, int] = {}
        self.passive: dict[int, int] = {}
        self.folds: dict[int, int] = {}
        self.first_in: dict[int, Tally] = {}  # raises (all in or not) when nobody raised
        self.shoves: dict[int, Tally] = {}  # all in when nobody raised
        self.vs_raise: dict[int, Tally] = {}  # continues (call or raise) against a raise
        self.reshoves: dict[int, Tally] = {}  # all in against a raise
        self.bets: dict[int, Tally] = {}  # after the flop: bets when nobody has bet
        self.fold_to_bet: dict[int, Tally] = {}  # after the flop: folds facing a bet

    def observe(self, view: SeatView) -> None:
        self.me = view.players[view.seat] if view.players else view.seat
        self.players = tuple(view.players) or tuple(range(view.seats))
        self.observe_history(view.hand_id, view.history, self.players)

    def who(self, seat: int) -> int:
        """The player in an engine seat of the current hand."""
        return self.players[seat] if seat < len(self.players) else seat

    @staticmethod
    def _count(table: dict[int, Tally], player: int, hit: bool) -> None:
        row = table.setdefault(player, [0, 0])
        row[0] += 1
        row[1] += hit

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
            aggressive = a.kind in ("bet", "raise")
            book = self.aggressive if aggressive else self.folds if a.kind == "fold" else self.passive
            book[player] = book.get(player, 0) + 1
            facing = any(p.kind in ("bet", "raise") for p in history[:index] if p.street == a.street)
            if a.street == 0 and a.kind != "check":
                if facing:
                    self._count(self.vs_raise, player, a.kind != "fold")
                    self._count(self.reshoves, player, a.all_in and a.kind != "fold")
                else:
                    self._count(self.first_in, player, aggressive)
                    self._count(self.shoves, player, aggressive and a.all_in)
            elif a.street > 0:
                if facing:
                    self._count(self.fold_to_bet, player, a.kind == "fold")
                else:
                    self._count(self.bets, player, aggressive)
        self.seen = max(self.seen, len(history))

    def _counts(self, seat: int) -> tuple[int, int, int]:
        p = self.who(seat)
        return self.aggressive.get(p, 0), self.passive.get(p, 0), self.folds.get(p, 0)

    def _rate(self, table: dict[int, Tally], player: int, default: float) -> float:
        chances, hits = table.get(player, (0, 0))
        return (hits + default * self.prior) / (chances + self.prior)

    def seen_chances(self, table: dict[int, Tally], seat: int) -> int:
        return table.get(self.who(seat), (0, 0))[0]

    def raise_range(self, seat: int, default: float) -> float:
        """The range behind a first-in raise or shove: the share of hands it raises first in."""
        return min(1.0, max(0.05, self._rate(self.first_in, self.who(seat), default)))

    def continue_range(self, seat: int, default: float) -> float:
        """The share of hands it continues with against a raise."""
        return min(1.0, max(0.05, self._rate(self.vs_raise, self.who(seat), default)))

    def reshove_range(self, seat: int, default: float) -> float:
        """The share of hands it goes all in with against a raise."""
        return min(1.0, max(0.0, self._rate(self.reshoves, self.who(seat), default)))

    def bet_range(self, seat: int, default: float) -> float:
        """After the flop: the share of the time it bets when nobody has."""
        return min(1.0, max(0.05, self._rate(self.bets, self.who(seat), default)))

    def fold_to_bet_rate(self, seat: int, default: float) -> float:
        """After the flop: how often this opponent folds facing a bet."""
        return self._rate(self.fold_to_bet, self.who(seat), default)

    def folds_to_bets(self, seats: Sequence[int], default: float) -> float:
        """After the flop: how often these opponents fold facing a bet (the least folding one)."""
        return min((self._rate(self.fold_to_bet, self.who(s), default) for s in seats),
                   default=default)

    # --- as a planner's reads (by tournament player) ---------------------------------------

    def shove_share(self, player: int, chart: float) -> float:
        """How much of its hands ``player`` raises first in, the chart's ``chart`` as default."""
        return min(1.0, max(0.02, self._rate(self.first_in, player, chart)))

    def continue_share(self, player: int, chart: float) -> float:
        """How much of its hands ``player`` continues with against a raise."""
        return min(1.0, max(0.02, self._rate(self.vs_raise, player, chart)))

    def reshove_share(self, player: int, chart: float) -> float:
        """How much of its hands ``player`` goes all in with against a raise (below its
        continuing share)."""
        return min(self.continue_share(player, chart),
                   max(0.0, self._rate(self.reshoves, player, chart)))

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
