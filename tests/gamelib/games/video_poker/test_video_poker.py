"""The video poker round (decks per hand, holds, settling, replay) and the VALUE x HANDS bets."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import FULL_DECK, Deck, format_cards, parse_cards
from gamelib.errors import BetError, IllegalActionError, InsufficientFundsError
from gamelib.events import BetSettled, CardDealt, HandShown, Outcome, RoundOver
from gamelib.games import find_game
from gamelib.games.base import replay
from gamelib.games.video_poker.bets import VideoPokerBets
from gamelib.games.video_poker.paytables import PAYTABLES, classify
from gamelib.games.video_poker.rules import DEFINITION, VideoPokerRound, hand_deck, unseen
from gamelib.games.video_poker.strategy import default_hold

SEED = b"feltside-video-poker-golden"


def new_round(hands: int = 10, value: int = 100, paytable: str = "jacks-or-better",
              seed: bytes = SEED, deck: Deck | None = None) -> VideoPokerRound:
    return VideoPokerRound({"bet": value * hands}, seed,
                           {"paytable": paytable, "value": value, "hands": hands}, deck=deck)


def test_registry_finds_the_game() -> None:
    assert find_game("video-poker") is DEFINITION
    assert DEFINITION.limits.spot("bet").min_cents == 500
    assert DEFINITION.limits.spot("bet").max_cents == 100_000


def test_seeded_deal_golden() -> None:
    rnd = new_round(hands=5)
    rnd.start()
    assert format_cards(rnd.dealt) == GOLDEN_MAIN
    rnd.act("draw", holds=[0, 1])
    assert format_cards(rnd.hands[3].cards) == GOLDEN_HAND3


GOLDEN_MAIN = "3h Kh Ac 8c 3d"
GOLDEN_HAND3 = "3h Kh 2h Th 2c"


def test_start_events_and_phase() -> None:
    rnd = new_round()
    events = rnd.start()
    dealt = [e for e in events if isinstance(e, CardDealt)]
    assert [(e.to, e.index) for e in dealt] == [("main", i) for i in range(5)]
    assert any(isinstance(e, HandShown) and e.to == "main" for e in events)
    assert rnd.phase == "dealt" and rnd.legal_actions() == ("draw",)


def test_each_hand_deck_is_exactly_the_47_unseen_and_orders_differ() -> None:
    rnd = new_round(hands=100)
    rnd.start()
    expected = set(unseen(rnd.dealt))
    assert len(expected) == 47
    orders = set()
    for i in range(100):
        deck = rnd.hand_deck(i)
        assert len(deck.cards) == 47 and set(deck.cards) == expected
        orders.add(tuple(c.id for c in deck.cards))
    assert len(orders) == 100  # no two hands share an order
    assert hand_deck(SEED, 7, rnd.dealt).cards == rnd.hand_deck(7).cards  # from the seed alone


def test_held_cards_are_identical_in_every_hand_and_draws_come_from_each_deck() -> None:
    rnd = new_round(hands=100)
    rnd.start()
    holds = [1, 3]
    events = rnd.act("draw", holds=holds)
    for h in rnd.hands:
        assert [h.cards[p] for p in holds] == [rnd.dealt[p] for p in holds]
        drawn = [h.cards[p] for p in range(5) if p not in holds]
        assert drawn == rnd.hand_deck(h.index).cards[:3]
        assert len(set(h.cards)) == 5
    dealt_to = {e.to for e in events if isinstance(e, CardDealt)}
    assert dealt_to == {f"hand-{i}" for i in range(100)}
    assert len([e for e in events if isinstance(e, CardDealt)]) == 300
    assert isinstance(events[-1], RoundOver)


def test_settling_each_hand_by_its_line() -> None:
    pt = PAYTABLES["jacks-or-better"]
    rnd = new_round(hands=20, value=50)
    rnd.start()
    events = rnd.act("draw", holds=[])
    settled = [e for e in events if isinstance(e, BetSettled)]
    assert [e.spot for e in settled] == [f"hand-{i}" for i in range(20)]
    for e, h in zip(settled, rnd.hands):
        line = classify(pt, h.cards)
        assert e.stake == 50 and e.paid == (50 * line.pays if line else 0) == h.paid
        assert e.line == (line.name if line else "")
        assert e.outcome == (Outcome.LOSE if not line else Outcome.PUSH if line.pays == 1 else Outcome.WIN)
    assert rnd.total_staked == 1000
    assert rnd.total_paid == sum(h.paid for h in rnd.hands)
    counts = rnd.line_counts()
    assert list(counts) == [pl.name for pl in pt.lines]
    assert sum(counts.values()) == sum(1 for h in rnd.hands if h.line)
    assert sum(rnd.line_wins().values()) == rnd.total_paid


def test_stacked_main_hand_and_holding_all_five() -> None:
    deck = Deck.stacked(parse_cards("Ah Kh Qh Jh Th"))
    rnd = new_round(hands=3, value=100, deck=deck)
    rnd.start()
    rnd.act("draw", holds=[0, 1, 2, 3, 4])
    assert all(h.line == "Royal Flush" and h.paid == 80_000 for h in rnd.hands)
    assert rnd.total_paid == 240_000


def test_default_action_uses_the_strategy_then_the_chosen_holds() -> None:
    rnd = new_round(paytable="deuces-wild")
    assert rnd.default_action() is None  # not dealt: no bet, nothing to do
    rnd.start()
    strategy = list(default_hold(PAYTABLES["deuces-wild"], rnd.dealt))
    assert rnd.default_action() == ("draw", {"holds": strategy})
    assert rnd.toggle_hold(4) is True
    assert rnd.toggle_hold(2) is True
    assert rnd.toggle_hold(2) is False
    assert rnd.default_action() == ("draw", {"holds": [4]})
    rnd.set_holds([0, 1])
    assert rnd.default_action() == ("draw", {"holds": [0, 1]})
    rnd.play_defaults()
    assert rnd.is_over and rnd.decisions == [{"action": "draw", "params": {"holds": [0, 1]}}]
    assert rnd.default_action() is None


def test_illegal_actions_change_nothing() -> None:
    rnd = new_round()
    with pytest.raises(IllegalActionError):
        rnd.act("draw", holds=[])
    rnd.start()
    for bad in ([5], [0, 0], ["1"], "01", [True]):
        with pytest.raises(IllegalActionError):
            rnd.act("draw", holds=bad)
    with pytest.raises(IllegalActionError):
        rnd.act("fold")
    with pytest.raises(IllegalActionError):
        rnd.act("draw", cards=[1])
    with pytest.raises(IllegalActionError):
        rnd.toggle_hold(7)
    assert rnd.decisions == [] and not rnd.hands
    rnd.act("draw", holds=[0])
    with pytest.raises(IllegalActionError):
        rnd.act("draw", holds=[0])
    with pytest.raises(IllegalActionError):
        rnd.toggle_hold(0)


@pytest.mark.parametrize(("stakes", "config", "error"), [
    ({"bet": 500}, {"value": 100, "hands": 0}, BetError),
    ({"bet": 10100}, {"value": 100, "hands": 101}, BetError),
    ({"bet": 500}, {"value": 0, "hands": 5}, BetError),
    ({"bet": 400}, {"value": 100, "hands": 5}, BetError),
    ({"bet": 500}, {"value": 100, "hands": 5, "paytable": "joker"}, IllegalActionError),
])
def test_bad_config_is_refused(stakes: dict[str, int], config: dict[str, object], error: type) -> None:
    with pytest.raises(error):
        VideoPokerRound(stakes, SEED, config)


def test_replay_from_record_equals_the_round() -> None:
    rnd = new_round(hands=25, paytable="double-double-bonus")
    rnd.start()
    rnd.act("draw", holds=[2, 4])
    record = rnd.record()
    again = replay(DEFINITION, record, SEED)
    assert again.record() == record
    assert record["dealt"] == format_cards(rnd.dealt) and len(record["hands"]) == 25


@settings(max_examples=40, deadline=None)
@given(seed=st.binary(min_size=1, max_size=8), hands=st.integers(1, 100),
       value=st.sampled_from([10, 50, 100, 500]),
       holds=st.lists(st.integers(0, 4), unique=True, max_size=5),
       paytable=st.sampled_from(list(PAYTABLES)))
def test_money_and_cards_are_conserved(seed: bytes, hands: int, value: int, holds: list[int],
                                       paytable: str) -> None:
    rnd = new_round(hands=hands, value=value, paytable=paytable, seed=seed)
    events = rnd.start() + rnd.act("draw", holds=holds)
    settled = [e for e in events if isinstance(e, BetSettled)]
    assert len(settled) == hands and rnd.total_staked == value * hands
    assert sum(e.paid for e in settled) == rnd.total_paid
    over = events[-1]
    assert isinstance(over, RoundOver) and (over.staked, over.paid) == (rnd.total_staked, rnd.total_paid)
    pt = PAYTABLES[paytable]
    for h in rnd.hands:
        assert len(set(h.cards)) == 5 and set(h.cards) <= set(FULL_DECK)
        line = classify(pt, h.cards)
        assert h.paid == (value * line.pays if line else 0)


# --- bets --------------------------------------------------------------------------------------

def test_value_steps_up_and_down() -> None:
    bets = VideoPokerBets(balance=10**9, value=100)
    assert bets.value == 100
    assert bets.value_up() == 200 and bets.value_down() == 100 and bets.value_down() == 50
    bets.set_value(10)
    assert not bets.can_value_down()
    with pytest.raises(BetError, match="lowest"):
        bets.value_down()
    bets.set_value(10_000)
    with pytest.raises(BetError, match="highest"):
        bets.value_up()
    with pytest.raises(BetError):
        bets.set_value(300)


def test_hands_add_undo_max_clear() -> None:
    bets = VideoPokerBets(balance=10**9)
    assert bets.hands == 0 and not bets.can_undo()
    assert bets.add_hands(1) == 1 and bets.add_hands(10) == 10 and bets.add_hands(10) == 10
    assert bets.hands == 21
    assert bets.max_hands() == 79 and bets.hands == 100
    with pytest.raises(BetError, match="100 hands"):
        bets.add_hands(1)
    assert bets.undo() == 79 and bets.undo() == 10 and bets.hands == 11
    assert bets.undo() == 10 and bets.undo() == 1 and bets.hands == 0
    with pytest.raises(BetError, match="nothing to undo"):
        bets.undo()
    bets.add_hands(10)
    bets.add_hands(10)
    bets.clear()
    assert bets.hands == 0 and not bets.can_undo()
    bets.add_hands(95)
    assert bets.add_hands(10) == 5 and bets.hands == 100


def test_total_bet_limits_and_balance() -> None:
    balance = [100_000]
    bets = VideoPokerBets(balance=lambda: balance[0])
    err = bets.deal_blocked()
    assert err is not None and err.key == "error.vp_no_hands"
    bets.set_value(10)
    bets.add_hands(10)
    assert bets.total == 100
    with pytest.raises(BetError, match="at least"):
        bets.verify_deal()
    bets.set_value(50)
    assert bets.verify_deal() == {"bet": 500}
    bets.set_value(10_000)
    bets.add_hands(1)
    assert bets.total == 110_000
    with pytest.raises(BetError, match="at most"):
        bets.verify_deal()
    bets.set_value(5000)
    balance[0] = 50_000
    with pytest.raises(InsufficientFundsError, match="balance"):
        bets.verify_deal()
    balance[0] = 55_000
    assert bets.can_deal() and bets.config() == {"paytable": "jacks-or-better", "value": 5000,
                                                 "hands": 11}


def test_rebet_repeats_value_hands_and_paytable_unless_changed() -> None:
    bets = VideoPokerBets(balance=10**9)
    assert not bets.can_rebet()
    with pytest.raises(BetError):
        bets.rebet()
    bets.select_paytable("bonus-poker")
    bets.set_value(200)
    bets.add_hands(10)
    bets.round_dealt()
    assert bets.hands == 0 and bets.can_rebet()
    bets.set_value(50)
    bets.rebet()
    assert (bets.value, bets.hands, bets.paytable) == (200, 10, "bonus-poker")
    with pytest.raises(BetError):
        bets.rebet()  # already chose hands
    bets.round_dealt()
    bets.select_paytable("deuces-wild")
    bets.rebet()
    assert (bets.value, bets.hands, bets.paytable) == (200, 10, "deuces-wild")
    assert bets.undo() == 10 and bets.hands == 0
    with pytest.raises(BetError):
        bets.select_paytable("nope")
