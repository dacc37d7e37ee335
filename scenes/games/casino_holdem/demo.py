"""2 Hand Casino Hold'em's showcase: the states the catalogue draws (one or two hands, a
decision, the advisor, one hand decided, the result, an auto-fold)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gamelib.cards import Deck
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.table.coach_marks import coached

#: Stacked deals (hand 1, hand 2, the dealer, the board) for the push and the loss.
DEMO_DECKS = {
    "push": "2c 3d 9h 9d 4h 5s Ac Kc Qh Jd Ts",  # the board's straight for every hand: pushes
    "lost": "2c 3d 4c 6d Ah Ad Kc 9h 8s 7d Js",  # the dealer's aces beat both hands
    "big-win": "9h 8h 2c 3d Kc Kd 7h 6h 5h Ac 2s",  # one hand: a straight flush on the flop
}


def stacked(name: str) -> Callable[[CasinoHoldemTable], None]:
    """The round dealt from ``DEMO_DECKS[name]`` and both hands played."""
    def drive(table: CasinoHoldemTable) -> None:
        table.session._deck_source = lambda seed: Deck.stacked(DEMO_DECKS[name])
        result(table)
    return drive


def demo_bets(table: CasinoHoldemTable, hands: Sequence[int] = (1, 2)) -> None:
    slip = table.session.slip
    for h in hands:
        slip.place(f"ante{h}", 500)
    slip.place(f"bonus{hands[0]}", 100)


def demo_finish(table: CasinoHoldemTable) -> None:
    """PLAY every undecided hand."""
    rnd = table.round_in_play()
    while rnd is not None and rnd.undecided():
        table.act("play", hand=rnd.undecided()[0])
    table.player.flush()


def decide(table: CasinoHoldemTable) -> None:
    demo_bets(table)
    table.deal()
    table.player.flush()


def one_decided(table: CasinoHoldemTable) -> None:
    decide(table)
    table.act("fold", hand=2)
    table.player.flush()


def result(table: CasinoHoldemTable) -> None:
    decide(table)
    demo_finish(table)


def one_hand(table: CasinoHoldemTable) -> None:
    demo_bets(table, (2,))
    table.deal()
    table.player.flush()
    table.act("play", hand=2)
    table.player.flush()


def auto_folded(table: CasinoHoldemTable) -> None:
    decide(table)
    table.act("play", hand=1)
    rnd = table.session.round
    assert rnd is not None
    default = rnd.default_action()
    assert default is not None
    table.act(default[0], **default[1])
    table.player.flush()


def advisor(table: CasinoHoldemTable) -> None:
    table.app.update_settings(advisor="on")
    decide(table)
    table.advisor.update()


def trainer(table: CasinoHoldemTable) -> None:
    """The ADVISOR and the trainer on: hand 2 folded (worth playing), hand 1 still to decide."""
    table.app.update_settings(advisor="on", trainer=True)
    decide(table)
    table.act("fold", hand=2)
    table.player.flush()
    table.advisor.update()


def big_win(table: CasinoHoldemTable) -> None:
    """One hand with its BONUS: a straight flush on the flop (ANTE 20 to 1, BONUS 50 to 1), the
    BIG WIN celebration a second in."""
    table.session._deck_source = lambda seed: Deck.stacked(DEMO_DECKS["big-win"])
    demo_bets(table, (1,))
    table.deal()
    table.player.flush()
    demo_finish(table)
    table.celebration.update(1.0)


def demo_states() -> list[tuple[str, Callable[[CasinoHoldemTable], None]]]:
    return [("betting", demo_bets), ("decision", decide), ("advisor", advisor), ("advisor-trainer", trainer),
            ("one-decided", one_decided), ("result", result), ("one-hand", one_hand),
            ("auto-folded", auto_folded), ("push", stacked("push")), ("lost", stacked("lost")),
            ("coach-marks", coached(0)), ("big-win", big_win)]
