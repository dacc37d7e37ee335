"""What a bot has noticed about its opponents: frequencies from their public actions."""

from __future__ import annotations

from collections.abc import Sequence

from gamelib.games.twister.view import PublicAction, SeatView

Tally = list[int]  # [chances, hits]


#: What a limper does against a raise until seen: it plays about half its hands first in
#: and, with a price to call, goes on with most of them - some all in.
LIMPER_ENTERS, LIMPER_CONTINUES, LIMPER_RESHOVES = 0.5, 0.7, 0.25


def limped(history: Sequence[PublicAction], seat: int) -> bool:
    """Did ``seat``'s first pre-flop action in ``history`` call the blind with nobody raising?"""
    for k, a in enumerate(history):
        if a.street == 0 and a.seat == seat:
            return a.kind == "call" and not any(p.kind in ("bet", "raise") for p in history[:k])
    return False


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
        self.enters: dict[int, Tally] = {}  # plays (limps or raises) when nobody raised
        self.limps: dict[int, Tally] = {}  # calls the blind when nobody raised
        self.limp_continues: dict[int, Tally] = {}  # after its own limp, continues over a raise
        self.limp_reshoves: dict[int, Tally] = {}  # after its own limp, all in over a raise
        self.bets: dict[int, Tally] = {}  # after the flop: bets when nobody has bet
        self.street_bets: dict[tuple[int, int], Tally] = {}  # the same, by (player, street)
        self.fold_to_bet: dict[int, Tally] = {}  # after the flop: folds facing a bet
        self.calls_bet: dict[int, Tally] = {}  # after the flop: just calls facing a bet
        self.check_folds: dict[int, Tally] = {}  # after the flop: folds a bet after checking

    def observe(self, view: SeatView) -> None:
        """Count the pre-flop actions of the hand being played; its actions after the flop
        count once it is over (a bet faced now must not widen the very rate that says what
        it holds: the first bet seen would read as betting every time)."""
        self.me = view.players[view.seat] if view.players else view.seat
        self.players = tuple(view.players) or tuple(range(view.seats))
        self.observe_history(view.hand_id, view.history, self.players, finished=False)

    def who(self, seat: int) -> int:
        """The player in an engine seat of the current hand."""
        return self.players[seat] if seat < len(self.players) else seat

    @staticmethod
    def _count(table: dict[int, Tally], player: int, hit: bool) -> None:
        row = table.setdefault(player, [0, 0])
        row[0] += 1
        row[1] += hit

    def observe_history(self, hand_id: int, history: Sequence[PublicAction],
                        players: Sequence[int], finished: bool = True) -> None:
        """Count the actions not seen yet (mid-hand, then the rest when the hand is over);
        not ``finished``: the pre-flop ones only."""
        if hand_id != self.hand_id:
            self.hand_id, self.seen = hand_id, 0
        self.players = tuple(players)
        end = len(history)
        if not finished:
            end = next((k for k, a in enumerate(history) if a.street > 0), end)
        for index in range(self.seen, end):
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
                    if limped(history[:index], a.seat):
                        self._count(self.limp_continues, player, a.kind != "fold")
                        self._count(self.limp_reshoves, player, a.all_in and a.kind != "fold")
                else:
                    self._count(self.first_in, player, aggressive)
                    self._count(self.shoves, player, aggressive and a.all_in)
                    self._count(self.enters, player, a.kind != "fold")
                    self._count(self.limps, player, a.kind == "call")
            elif a.street > 0:
                if facing:
                    self._count(self.fold_to_bet, player, a.kind == "fold")
                    self._count(self.calls_bet, player, a.kind == "call" and not a.all_in)
                    if any(p.seat == a.seat and p.street == a.street and p.kind == "check"
                           for p in history[:index]):
                        self._count(self.check_folds, player, a.kind == "fold")
                else:
                    self._count(self.bets, player, aggressive)
                    row = self.street_bets.setdefault((player, a.street), [0, 0])
                    row[0] += 1
                    row[1] += aggressive
        self.seen = max(self.seen, end)

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

    def bet_range(self, seat: int, default: float, street: int = 0) -> float:
        """After the flop: the share of the time it bets when nobody has; given a
        ``street`` (1 flop, 2 turn, 3 river), on that street, its rate over every street
        as the default (a player who bets only made hands bets the flop less often than
        the river, where more of its hands have paired)."""
        rate = self._rate(self.bets, self.who(seat), default)
        if street:
            chances, hits = self.street_bets.get((self.who(seat), street), (0, 0))
            rate = (hits + rate * self.prior) / (chances + self.prior)
        return min(1.0, max(0.05, rate))

    def fold_to_bet_rate(self, seat: int, default: float) -> float:
        """After the flop: how often this opponent folds facing a bet."""
        return self._rate(self.fold_to_bet, self.who(seat), default)

    def flat_call_rate(self, seat: int, default: float) -> float:
        """After the flop: how often this opponent, facing a bet, just calls (not all in):
        near none for a player who answers a bet only by folding or raising."""
        return self._rate(self.calls_bet, self.who(seat), default)

    def check_fold_rate(self, seat: int, default: float) -> float:
        """After the flop: how often this opponent, having checked, folds to a bet behind it
        (its fold-to-bet rate as the default: a check says little until seen)."""
        return self._rate(self.check_folds, self.who(seat),
                          self._rate(self.fold_to_bet, self.who(seat), default))

    def enter_share(self, player: int, default: float) -> float:
        """How much of its hands ``player`` plays (limps or raises) when nobody has raised."""
        return min(1.0, max(0.02, self._rate(self.enters, player, default)))

    def limp_share(self, player: int, default: float) -> float:
        """How much of its hands ``player`` limps (calls the blind when nobody raised)."""
        return self._rate(self.limps, player, default)

    def limper_continue_share(self, player: int, enter: float, rate: float) -> float:
        """The share of all hands ``player`` continues with against a raise after it limped:
        its entering share (default ``enter``) times how often a limp went on over a
        raise (default ``rate``). A limper has a price to call and shows a wide range."""
        return self.enter_share(player, enter) * min(1.0, self._rate(self.limp_continues,
                                                                     player, rate))

    def limper_reshove_share(self, player: int, enter: float, rate: float) -> float:
        """The share of all hands ``player`` goes all in with over a raise after it limped."""
        return min(self.limper_continue_share(player, enter, 1.0),
                   self.enter_share(player, enter) * self._rate(self.limp_reshoves, player, rate))

    def folds_to_bets(self, seats: Sequence[int], default: float) -> float:
        """After the flop: how often these opponents fold facing a bet (the least folding one)."""
        return min((self._rate(self.fold_to_bet, self.who(s), default) for s in seats),
                   default=default)

    # --- as a planner's reads (by tournament player) ---------------------------------------

    def shove_share(self, player: int, chart: float) -> float:
        """How much of its hands ``player`` raises first in, the chart's ``chart`` as default."""
        return min(1.0, max(0.02, self._rate(self.first_in, player, chart)))

    def _loose(self, player: int, share: float, chart: float) -> float:
        """A default for a share against a raise: the chart's, or more for a player seen to
        play many hands first in (its entering rate, pulled towards none, times ``share``)."""
        chances, hits = self.enters.get(player, (0, 0))
        return max(chart, share * hits / (chances + self.prior))

    def continue_share(self, player: int, chart: float) -> float:
        """How much of its hands ``player`` continues with against a raise (until seen, the
        chart's share, or more for a player who plays many hands)."""
        default = self._loose(player, LIMPER_CONTINUES, chart)
        return min(1.0, max(0.02, self._rate(self.vs_raise, player, default)))

    def reshove_share(self, player: int, chart: float) -> float:
        """How much of its hands ``player`` goes all in with against a raise (below its
        continuing share)."""
        default = self._loose(player, LIMPER_RESHOVES, chart)
        return min(self.continue_share(player, chart),
                   max(0.0, self._rate(self.reshoves, player, default)))

    def has_seen(self, player: int) -> bool:
        """Seen acting pre-flop at least once (first in, or against a raise)."""
        return bool(self.enters.get(player, (0, 0))[0] or self.vs_raise.get(player, (0, 0))[0])

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
