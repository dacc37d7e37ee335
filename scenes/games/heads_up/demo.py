"""Heads Up Hold'em's showcase: the states the catalogue draws, street by street."""

from __future__ import annotations

from collections.abc import Callable

from gamelib.cards import Deck
from scenes.games.heads_up.table import HeadsUpTable
from scenes.table.coach_marks import coached

#: Stacked deals (the player, the dealer, the board) for the push and the loss.
DEMO_DECKS = {
    "push": "2c 3d 4h 5s Ac Kc Qh Jd Ts",  # the board's straight for both: pushes, TRIPS PLUS paid
    "lost": "2c 3d Ah Ad Kc 9h 8s 7d Js",  # the dealer's aces
    "big-win": "9h 8h Kc 2d 7h 6h 5h Ks 2s",  # a straight flush: ODDS 50 to 1, TRIPS PLUS 40 to 1
}


def stacked(name: str, *actions: str) -> Callable[[HeadsUpTable], None]:
    """The round dealt from ``DEMO_DECKS[name]``, played with ``actions``."""
    def drive(table: HeadsUpTable) -> None:
        table.session._deck_source = lambda seed: Deck.stacked(DEMO_DECKS[name])
        steps(*actions)(table)
    return drive


def demo_bets(table: HeadsUpTable) -> None:
    slip = table.session.slip
    slip.place("ante", 500)
    slip.place("trips", 100)
    slip.place("pocket", 100)


def preflop(table: HeadsUpTable) -> None:
    demo_bets(table)
    table.deal()
    table.player.flush()


def steps(*actions: str) -> Callable[[HeadsUpTable], None]:
    def drive(table: HeadsUpTable) -> None:
        preflop(table)
        for a in actions:
            table.act(a)
            table.player.flush()
    return drive


def advised(*actions: str, trainer: bool = False) -> Callable[[HeadsUpTable], None]:
    """The ADVISOR on (and the trainer, scoring the decisions taken on the way)."""
    def drive(table: HeadsUpTable) -> None:
        table.app.update_settings(advisor="on", trainer=trainer)
        steps(*actions)(table)
        table.advisor.update()
    return drive


def celebrating(name: str, *actions: str) -> Callable[[HeadsUpTable], None]:
    """The stacked round played out, its celebration a second in."""
    def drive(table: HeadsUpTable) -> None:
        stacked(name, *actions)(table)
        table.celebration.update(1.0)
    return drive


def demo_states() -> list[tuple[str, Callable[[HeadsUpTable], None]]]:
    return [("betting", demo_bets), ("preflop", preflop), ("flop", steps("check")),
            ("advisor", advised("check")), ("advisor-preflop", advised()),
            ("advisor-river", advised("check", "check")),
            ("advisor-trainer", advised("check", "check", trainer=True)), ("river", steps("check", "check")), ("raise-result", steps("raise")),
            ("flop-raise-result", steps("check", "raise")),
            ("fold-result", steps("check", "check", "fold")), ("limits", HeadsUpTable.open_limits),
            ("push", stacked("push", "check", "check", "raise")), ("lost", stacked("lost", "check", "check", "raise")),
            ("coach-marks", coached(3)), ("big-win", celebrating("big-win", "check", "check", "raise"))]
