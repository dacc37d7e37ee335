"""The trainer's score (gamelib.trainer) and each dealer game's ADVISOR choices at every
decision (gamelib.games.<game>.advisor)."""

from __future__ import annotations

import pytest

from gamelib.cards import Deck
from gamelib.games.casino_holdem import advisor as casino_advisor
from gamelib.games.casino_holdem.rules import CasinoHoldemRound
from gamelib.games.heads_up import advisor as heads_up_advisor
from gamelib.games.heads_up.rules import HeadsUpRound
from gamelib.games.texas_bonus import advisor as texas_advisor
from gamelib.games.texas_bonus.rules import TexasBonusRound
from gamelib.trainer import Choices, Trainer

SEED = bytes(32)
DECK = "8h 7h Ac Kd 9h 6c 2h Kh 3s"  # player 8h 7h, dealer Ac Kd, board 9h 6c 2h Kh 3s


# --- the score ---------------------------------------------------------------------------------

def test_each_decision_is_scored_by_the_ev_it_gave_up():
    trainer = Trainer()
    flop = Choices("flop", {"play": 0.40, "check": 0.15})
    wrong = trainer.score(flop, "check")
    assert not wrong.right and wrong.best == "play" and wrong.gave_up == pytest.approx(0.25)
    right = trainer.score(Choices("turn", {"play": -0.5, "check": -0.2}), "check")
    assert right.right and right.gave_up == 0.0
    assert trainer.decisions == 2 and trainer.best_taken == 1
    assert trainer.given_up == pytest.approx(0.25) and trainer.last == right
    assert trainer.share_best == 0.5
    trainer.reset()
    assert (trainer.decisions, trainer.best_taken, trainer.given_up, trainer.last) == (0, 0, 0.0, None)


def test_equal_choices_are_both_right():
    verdict = Trainer().score(Choices("river", {"raise": -2.0, "fold": -2.0}), "fold")
    assert verdict.right and verdict.best == "fold"


def test_a_choice_not_offered_is_an_error_and_scores_nothing():
    trainer = Trainer()
    with pytest.raises(ValueError, match="not one of the choices"):
        trainer.score(Choices("flop", {"play": 0.1, "fold": -1.0}), "raise")
    assert trainer.decisions == 0
    with pytest.raises(ValueError):
        Choices("flop", {})


# --- the games' choices ---------------------------------------------------------------------------

def test_texas_bonus_choices_at_every_decision():
    from gamelib.games.texas_bonus import preflop, strategy

    rnd = TexasBonusRound({"ante": 100}, SEED, deck=Deck.stacked(DECK))
    rnd.start()
    hole = rnd.hands["player"]
    (pre,) = texas_advisor.choices(rnd)
    assert pre.street == "preflop" and pre.evs == preflop.preflop_evs(hole)
    rnd.act("play")
    (flop,) = texas_advisor.choices(rnd)
    assert flop.street == "flop" and flop.exact
    assert flop.evs == strategy.flop_evs(hole, rnd.board[:3])
    rnd.act("play")  # the turn's values count the 1x already on TURN
    (turn,) = texas_advisor.choices(rnd)
    assert turn.street == "turn" and turn.evs == strategy.turn_evs(hole, rnd.board[:4], 1)
    assert turn.evs != strategy.turn_evs(hole, rnd.board[:4], 0)
    rnd.act("check")
    assert texas_advisor.choices(rnd) == []


def test_heads_up_choices_at_every_decision():
    from gamelib.games.dealer_holdem import showdown_grid
    from gamelib.games.heads_up import preflop
    from gamelib.games.heads_up.strategy import raise_values

    rnd = HeadsUpRound({"ante": 100, "odds": 100}, SEED, deck=Deck.stacked(DECK))
    rnd.start()
    hole = rnd.hands["player"]
    (pre,) = heads_up_advisor.choices(rnd)
    assert pre.street == "preflop" and pre.evs == preflop.preflop_evs(hole)
    rnd.act("check")
    (flop,) = heads_up_advisor.choices(rnd)
    grid = showdown_grid([hole], rnd.visible_board)
    assert flop.street == "flop" and set(flop.evs) == {"raise", "check"}
    assert flop.evs["raise"] == pytest.approx(float(raise_values(grid, 2).mean()))
    rnd.act("check")
    (river,) = heads_up_advisor.choices(rnd)
    assert river.street == "river" and river.evs["fold"] == -2.0
    rnd.act("raise")
    assert heads_up_advisor.choices(rnd) == []


def test_casino_holdem_choices_for_each_hand_still_to_decide():
    from gamelib.games.casino_holdem.strategy import advise

    rnd = CasinoHoldemRound({"ante1": 100, "ante2": 100}, SEED,
                            deck=Deck.stacked("8h 7h Qs 4d Ac Kd 9h 6c 2h Kh 3s"))
    rnd.start()
    both = casino_advisor.choices(rnd)
    assert [c.hand for c in both] == [1, 2] and {c.street for c in both} == {"flop"}
    one = advise(rnd.hands["hand1"], rnd.board[:3], rnd.hands["hand2"])
    assert both[0].evs == {"play": one.ev_play, "fold": -1.0}
    rnd.act("fold", hand=1)
    assert [c.hand for c in casino_advisor.choices(rnd)] == [2]
    rnd.act("play", hand=2)
    assert casino_advisor.choices(rnd) == []
