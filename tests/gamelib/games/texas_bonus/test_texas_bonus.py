"""Texas Hold'em Bonus Poker on stacked decks: every settlement row, every BONUS and FIRST 5
line, folds, ties, illegal actions, replay, and money/cards conservation for any play.

A stacked deck reads: player 2, dealer 2, flop 3, turn, river.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import Deck, parse_cards
from gamelib.errors import BetError, IllegalActionError
from gamelib.events import BetSettled, CardDealt, CardTurned, HandShown, Outcome, StakePlaced
from gamelib.games import find_game
from gamelib.games.base import replay
from gamelib.games.texas_bonus.jackpot import JACKPOT_BASE
from gamelib.games.texas_bonus.rules import (
    BONUS_TABLE,
    DEFINITION,
    LIMITS,
    Phase,
    TexasBonusRound,
    bonus_line,
    first5_line,
)
from gamelib.hands import HandName

SEED = bytes(range(32))


def deal(top: str, stakes=None, config=None) -> TexasBonusRound:
    rnd = TexasBonusRound(stakes or {"ante": 100}, SEED, config, deck=Deck.stacked(top))
    rnd.start()
    return rnd


def results(rnd: TexasBonusRound) -> dict[str, tuple[int, str]]:
    return {r.spot: (r.paid, str(r.outcome)) for r in rnd.results}


def play_all(rnd: TexasBonusRound, actions=("play", "play", "play")) -> list:
    events = []
    for a in actions:
        events += rnd.act(a)
    return events


# --- the settlement table -----------------------------------------------------------------

def test_player_higher_with_a_straight_wins_every_bet():
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h")
    play_all(rnd)
    assert results(rnd) == {"ante": (200, "win"), "flop": (400, "win"),
                            "turn": (200, "win"), "river": (200, "win")}
    assert rnd.net == 500 and rnd.total_staked == 500


def test_player_higher_below_a_straight_pushes_the_ante():
    rnd = deal("Ah Kd Qc Jd As 7c 4d 9s 2h")
    play_all(rnd)
    assert results(rnd) == {"ante": (100, "push"), "flop": (400, "win"),
                            "turn": (200, "win"), "river": (200, "win")}


def test_dealer_higher_takes_everything():
    rnd = deal("Qc Jd Ah Kd As 7c 4d 9s 2h")
    play_all(rnd)
    assert results(rnd) == {"ante": (0, "lose"), "flop": (0, "lose"),
                            "turn": (0, "lose"), "river": (0, "lose")}
    assert rnd.net == -500


def test_equal_hands_push_everything():
    # both play the board's straight
    rnd = deal("Kd Qd Kc Qh 2c 3d 4h 5s 6c")
    play_all(rnd)
    assert results(rnd) == {"ante": (100, "push"), "flop": (200, "push"),
                            "turn": (100, "push"), "river": (100, "push")}
    assert rnd.net == 0


def test_equal_straights_with_the_player_above_a_straight_still_push():
    rnd = deal("Ad 2d Ac 2h 3c 4d 5h Ks Qs")
    play_all(rnd, ("play", "check", "check"))
    assert results(rnd) == {"ante": (100, "push"), "flop": (200, "push")}


def test_checks_leave_turn_and_river_empty():
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h")
    play_all(rnd, ("play", "check", "check"))
    assert rnd.stakes() == {"ante": 100, "flop": 200}
    assert results(rnd) == {"ante": (200, "win"), "flop": (400, "win")}


def test_check_then_play_at_the_turn_bets_the_river():
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h")
    play_all(rnd, ("play", "check", "play"))
    assert rnd.stakes() == {"ante": 100, "flop": 200, "river": 100}


def test_fold_loses_the_ante_only():
    rnd = deal("7d 2c Ah Kd As 7c 4d 9s 2h")
    events = rnd.act("fold")
    assert rnd.is_over and rnd.phase == Phase.OVER
    assert results(rnd) == {"ante": (0, "folded")}
    assert rnd.stakes() == {"ante": 100}
    # the board and the dealer's cards still come
    assert len(rnd.board) == 5
    assert sum(isinstance(e, CardTurned) for e in events) == 2


def test_fold_then_side_bets_still_resolve():
    # A-A folded (silly, but legal): BONUS pays 30 to 1, FIRST 5 pays trips
    rnd = deal("As Ad Kc Qh Ac 7d 2s 9h 3c", {"ante": 100, "bonus": 100, "jackpot": 100})
    rnd.act("fold")
    assert results(rnd) == {"ante": (0, "folded"), "bonus": (3100, "win"),
                            "jackpot": (300, "win")}
    lines = {r.spot: r.line for r in rnd.results}
    assert lines["bonus"] == "A-A" and lines["jackpot"] == "Three of a kind"


def test_stakes_follow_the_decisions():
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h", {"ante": 250})
    assert rnd.act("play")[0] == StakePlaced("flop", 500)
    assert rnd.act("play")[0] == StakePlaced("turn", 250)
    assert rnd.act("play")[0] == StakePlaced("river", 250)


# --- BONUS ------------------------------------------------------------------------------

@pytest.mark.parametrize("hole,dealer,line", [
    ("As Ad", "Ac Ah", "A-A vs dealer A-A"),
    ("As Ad", "Ac Kh", "A-A"),
    ("Ah Kh", "2c 3c", "A-K suited"),
    ("Qd Ad", "2c 3c", "A-Q or A-J suited"),
    ("As Js", "2c 3c", "A-Q or A-J suited"),
    ("Ac Kd", "2c 3h", "A-K offsuit"),
    ("Ks Kd", "2c 3h", "K-K, Q-Q or J-J"),
    ("Qs Qd", "2c 3h", "K-K, Q-Q or J-J"),
    ("Js Jd", "2c 3h", "K-K, Q-Q or J-J"),
    ("Ah Qd", "2c 3h", "A-Q or A-J offsuit"),
    ("Jh As", "2c 3h", "A-Q or A-J offsuit"),
    ("Th Ts", "2c 3h", "10-10 to 2-2"),
    ("2h 2s", "3c 3h", "10-10 to 2-2"),
    ("Ah Ts", "2c 3h", None),
    ("Ah Th", "2c 3h", None),
    ("Kh Qh", "2c 3h", None),
    ("7h 2s", "Ac Ah", None),
])
def test_bonus_lines(hole, dealer, line):
    assert bonus_line(parse_cards(hole), parse_cards(dealer)) == line
    rest = [c for c in parse_cards("4d 5d 6d 8c 9c") if c not in parse_cards(hole + " " + dealer)]
    rnd = deal(" ".join([hole, dealer] + [str(c) for c in rest]),
               {"ante": 100, "bonus": 200})
    rnd.play_defaults()
    bonus = next(r for r in rnd.results if r.spot == "bonus")
    if line is None:
        assert (bonus.paid, bonus.outcome) == (0, Outcome.LOSE)
    else:
        pays = BONUS_TABLE.line(line).to
        assert (bonus.paid, bonus.outcome, bonus.line) == (200 + 200 * pays, Outcome.WIN, line)


def test_bonus_a_a_against_a_a_pays_1000_to_1():
    rnd = deal("As Ad Ac Ah Ks Qs Js 2d 3c", {"ante": 100, "bonus": 100})
    play_all(rnd)
    assert results(rnd)["bonus"] == (100_100, "win")


# --- FIRST 5 JACKPOT ---------------------------------------------------------------------------

@pytest.mark.parametrize("first5,line,paid", [
    ("9h 8h 7h 6h 5h", "Straight flush", 250_000),
    ("9h 9d 9c 9s 2h", "Four of a kind", 25_000),
    ("9h 9d 9c 2s 2h", "Full house", 5_000),
    ("Ah 3h 7h 9h Jh", "Flush", 2_500),
    ("9h 8d 7c 6s 5h", "Straight", 1_000),
    ("Ah 2d 3c 4s 5h", "Straight", 1_000),
    ("9h 9d 9c 2s 4h", "Three of a kind", 300),
    ("9h 9d 2c 2s 4h", None, 0),
    ("Ah Kd 2c 7s 4h", None, 0),
])
def test_first5_lines(first5, line, paid):
    cards = first5.split()
    rnd = deal(" ".join(cards[:2] + ["Kc", "Qc"] + cards[2:] + ["Tc", "Jc"]),
               {"ante": 100, "jackpot": 100})
    assert first5_line(parse_cards(first5)) == line
    rnd.act("fold")
    jp = next(r for r in rnd.results if r.spot == "jackpot")
    assert jp.paid == paid and jp.line == (line or "")
    assert jp.outcome == (Outcome.WIN if paid else Outcome.LOSE)
    assert not rnd.won_progressive


def test_royal_on_the_first_five_takes_the_progressive():
    rnd = deal("As Ks 2c 3d Qs Js Ts 4h 5h", {"ante": 100, "jackpot": 100},
               {"jackpot_amount": 1_234_567})
    play_all(rnd)
    assert results(rnd)["jackpot"] == (1_234_567, "win")
    assert rnd.won_progressive and rnd.record()["won_progressive"]


def test_royal_without_a_jackpot_amount_pays_the_base():
    rnd = deal("As Ks 2c 3d Qs Js Ts 4h 5h", {"ante": 100, "jackpot": 100})
    rnd.act("fold")
    assert results(rnd)["jackpot"] == (JACKPOT_BASE, "win")


def test_a_royal_made_on_the_turn_is_not_a_first5_hand():
    rnd = deal("As Ks 2c 3d Qs Js 4h Ts 5h", {"ante": 100, "jackpot": 100})
    play_all(rnd)
    assert results(rnd)["jackpot"] == (0, "lose")
    assert results(rnd)["ante"] == (200, "win")


# --- errors, defaults, replay ------------------------------------------------------------------

@pytest.mark.parametrize("phase_actions,bad", [
    ((), "check"), (("play",), "fold"), (("play", "check"), "fold"), ((), "raise"),
])
def test_illegal_actions_are_refused_and_change_nothing(phase_actions, bad):
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h")
    play_all(rnd, phase_actions)
    before = (rnd.phase, rnd.stakes(), list(rnd.decisions), list(rnd.board), rnd.deck.position)
    with pytest.raises(IllegalActionError):
        rnd.act(bad)
    assert not rnd.can(bad)
    assert (rnd.phase, rnd.stakes(), list(rnd.decisions), list(rnd.board),
            rnd.deck.position) == before


def test_actions_take_no_details_and_end_with_the_round():
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h")
    with pytest.raises(IllegalActionError):
        rnd.act("play", amount=3)
    assert rnd.decisions == []
    play_all(rnd)
    with pytest.raises(IllegalActionError, match="over"):
        rnd.act("play")
    assert rnd.legal_actions() == () and rnd.default_action() is None


def test_nothing_before_the_deal():
    rnd = TexasBonusRound({"ante": 100}, SEED)
    with pytest.raises(IllegalActionError):
        rnd.act("play")


@pytest.mark.parametrize("stakes", [{"bonus": 100}, {"ante": 100, "flop": 200}, {}])
def test_bad_initial_stakes(stakes):
    with pytest.raises(BetError):
        TexasBonusRound(stakes, SEED)


def test_timeout_defaults_fold_preflop_and_check_later():
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h")
    assert rnd.default_action() == ("fold", {})
    rnd.act("play")
    assert rnd.default_action() == ("check", {})
    rnd.play_defaults()
    assert [d["action"] for d in rnd.decisions] == ["play", "check", "check"]
    assert rnd.stakes() == {"ante": 100, "flop": 200}


def test_deal_order_and_face_down_dealer_cards():
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h")
    assert [str(c) for c in rnd.hands["player"]] == ["9h", "8h"]
    assert [str(c) for c in rnd.dealer] == ["2c", "3d"]
    dealt = [e for e in rnd.operations if isinstance(e, CardDealt)]
    assert [(e.to, e.face_up) for e in dealt] == [("player", True)] * 2 + [("dealer", False)] * 2
    shown = [e for e in rnd.operations if isinstance(e, HandShown)]
    assert shown[-1].name == HandName("hand.high_card", (("rank", "rank.9"),))  # "Nine High"


def test_hand_names_and_best_five_at_showdown():
    rnd = deal("9h 8h 2c 3d 7c 6d 5s Kh 2h")
    events = play_all(rnd)
    shown = {e.to: e for e in events if isinstance(e, HandShown)}
    assert isinstance(shown["player"].name, HandName) and shown["player"].name.key == "hand.straight"
    assert sorted(str(c) for c in shown["player"].best_five) == sorted(["9h", "8h", "7c", "6d", "5s"])
    assert isinstance(shown["dealer"].name, HandName) and shown["dealer"].name.key == "hand.pair"
    rec = rnd.record()
    assert rec["hands"] == {"player": "9h 8h"} and rec["board"] == "7c 6d 5s Kh 2h"


@given(seed=st.binary(min_size=32, max_size=32), choices=st.lists(st.integers(0, 1), max_size=3))
@settings(max_examples=40, deadline=None)
def test_replay_from_record_gives_the_same_round(seed, choices):
    rnd = TexasBonusRound({"ante": 300, "bonus": 100, "jackpot": 100}, seed)
    rnd.start()
    for c in choices:
        if rnd.is_over:
            break
        rnd.act(rnd.legal_actions()[c])
    rnd.play_defaults()
    again = replay(DEFINITION, rnd.record(), seed)
    assert again.record() == rnd.record()
    assert again.payouts() == rnd.payouts()


@given(seed=st.binary(min_size=32, max_size=32),
       choices=st.lists(st.integers(0, 1), min_size=3, max_size=3),
       ante=st.integers(10, 100_000), bonus=st.integers(0, 1000), jackpot=st.booleans())
@settings(max_examples=60, deadline=None)
def test_money_and_cards_are_conserved(seed, choices, ante, bonus, jackpot):
    stakes = {"ante": ante, "bonus": bonus, "jackpot": 100 if jackpot else 0}
    rnd = TexasBonusRound(stakes, seed)
    events = rnd.start()
    for c in choices:
        if rnd.is_over:
            break
        events += rnd.act(rnd.legal_actions()[c])
    assert rnd.is_over
    cards = rnd.dealt_cards()
    assert len(cards) == len(set(cards)) == 9
    # staked = initial bets + every StakePlaced; each staked spot settled exactly once
    placed = sum(e.amount for e in events if isinstance(e, StakePlaced))
    assert rnd.total_staked == sum(v for v in stakes.values() if v) + placed
    settled = [e for e in events if isinstance(e, BetSettled)]
    assert sorted(e.spot for e in settled) == sorted(rnd.stakes())
    for e in settled:
        assert e.stake == rnd.stakes()[e.spot] and e.paid >= 0
        if e.outcome == Outcome.PUSH:
            assert e.paid == e.stake
        if e.outcome in (Outcome.LOSE, Outcome.FOLDED):
            assert e.paid == 0
    assert rnd.total_paid == sum(e.paid for e in settled)
    assert rnd.net == rnd.total_paid - rnd.total_staked


def test_registry_and_limits():
    assert find_game("texas-holdem-bonus") is DEFINITION
    assert LIMITS.spot("ante").min_cents == 10 and LIMITS.spot("ante").max_cents == 100_000
    assert LIMITS.spot("bonus").needs == "ante"
    assert LIMITS.spot("jackpot").fixed == 100 and LIMITS.spot("jackpot").needs == "ante"
    assert all(LIMITS.spot(s).by_decision for s in ("flop", "turn", "river"))
