"""Texas Hold'em Bonus Poker's showcase: stacked decks so every screenshot shows something
worth seeing, and the states the catalogue draws (scenes/showcase/table_demos.py)."""

from __future__ import annotations

from collections.abc import Callable

from gamelib.cards import Deck
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.table.coach_marks import coached

#: Cards for the demo states (player, dealer, flop, turn, river).
DEMO_DECKS = {
    "preflop": "Ah Kh 9c 9d Qh 7h 2s Jh 4c",
    "flop": "Ah Kh 9c 9d Qh 7h 2s Jh 4c",
    "turn": "Ah Kh 9c 9d Qh 7h 2s Jh 4c",
    "result": "Ah Kh 9c 9d Qh 7h 2s Jh 4c",
    "folded": "7d 2c Kc Qd As Ad 8h 5s 3c",
    "royal": "As Ks 3c 3d Qs Js Ts 2h 9d",
    "lost": "Qc Jd Ah Kd As 7c 4d 9s 2h",
    "push": "2c 3d 4h 5s Ac Kc Qh Jd Ts",  # the board's straight plays for both: every bet back
}


def demo_deck(table: TexasBonusTable, name: str) -> None:
    """Stack the next deal (screenshots and tests only)."""
    top = DEMO_DECKS[name]
    table.session._deck_source = lambda seed: Deck.stacked(top)


def demo_bets(table: TexasBonusTable) -> None:
    slip = table.session.slip
    slip.place("ante", 500)
    slip.place("bonus", 100)
    slip.place("jackpot", 100)


def dealt(table: TexasBonusTable, deck: str) -> TexasBonusTable:
    demo_deck(table, deck)
    demo_bets(table)
    table.deal()
    table.player.flush()
    table.advisor.update()
    return table


def to_phase(table: TexasBonusTable, deck: str, actions: tuple[str, ...]) -> None:
    dealt(table, deck)
    for a in actions:
        table.act(a)
        table.player.flush()
    table.advisor.update()


def _phase(deck: str, *actions: str) -> Callable[[TexasBonusTable], None]:
    return lambda t: to_phase(t, deck, actions)


def showdown(table: TexasBonusTable) -> None:
    to_phase(table, "result", ("play", "play", "play"))
    table.banner.visible = False


def with_rules(table: TexasBonusTable) -> None:
    """Bets on the felt, the rules opened over it (F1)."""
    demo_bets(table)
    table.open_rules()


def celebrating(deck: str, *actions: str) -> Callable[[TexasBonusTable], None]:
    """The round played to its result, its celebration (JACKPOT for a royal) a second in."""
    def drive(table: TexasBonusTable) -> None:
        to_phase(table, deck, actions)
        table.celebration.update(1.0)
    return drive


def advised(deck: str, *actions: str, trainer: bool = False) -> Callable[[TexasBonusTable], None]:
    """The ADVISOR on (and the trainer, scoring the decisions taken on the way)."""
    def drive(table: TexasBonusTable) -> None:
        table.app.update_settings(advisor="on", trainer=trainer)
        to_phase(table, deck, actions)
    return drive


def demo_states() -> list[tuple[str, Callable[[TexasBonusTable], None]]]:
    return [
        ("betting", demo_bets),
        ("preflop", _phase("preflop")),
        ("flop", _phase("flop", "play")),
        ("turn", _phase("turn", "play", "play")),
        ("result", _phase("result", "play", "play", "play")),
        ("showdown", showdown),
        ("folded", _phase("folded", "fold")),
        ("lost", _phase("lost", "play", "check", "check")),
        ("push", _phase("push", "play", "check", "check")),
        ("royal", _phase("royal", "play", "play", "play")),
        ("royal-celebration", celebrating("royal", "play", "play", "play")),
        ("rules", with_rules),
        ("coach-marks", coached(0)), ("coach-marks-deal", coached(2)),
        ("advisor-preflop", advised("preflop")),
        ("advisor-turn", advised("turn", "play", "play")),
        ("advisor-trainer", advised("lost", "play", "play", trainer=True)),
    ]
