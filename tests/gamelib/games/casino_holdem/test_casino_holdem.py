"""2 Hand Casino Hold'em rounds on stacked decks: every settlement row, every pay line."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import Deck, parse_cards
from gamelib.errors import BetError, IllegalActionError
from gamelib.events import Announcement, BetSettled, Outcome
from gamelib.games.base import replay
from gamelib.games.casino_holdem.rules import (
    DEALER_QUALIFIES_FROM,
    DEFINITION,
    CasinoHoldemRound,
)
from gamelib.hands import evaluate

SEED = b"casino-test-seed-0123456789abcdef"


def deal(cards: str, **stakes: int) -> CasinoHoldemRound:
    """A started round on a stacked deck: "<hands> <dealer 2> <flop 3> <turn> <river>"."""
    rnd = CasinoHoldemRound(stakes or {"ante1": 100}, SEED, deck=Deck.stacked(cards))
    rnd.start()
    return rnd


def results(rnd: CasinoHoldemRound) -> dict[str, tuple[int, Outcome, str]]:
    return {r.spot: (r.paid, r.outcome, r.line) for r in rnd.results}


def test_dealer_threshold_is_the_weakest_pair_of_fours() -> None:
    assert evaluate(parse_cards("4c 4d 5h 3s 2c")).strength == DEALER_QUALIFIES_FROM
    assert evaluate(parse_cards("3c 3d Ah Ks Qc")).strength == DEALER_QUALIFIES_FROM - 1


# --- settlement table -------------------------------------------------------------------------

def test_dealer_does_not_qualify_player_wins_ante_pays_play_pushes() -> None:
    rnd = deal("As Kd 3c 2d 9h 7s 5c Jd Qh")
    rnd.act("play", hand=1)
    res = results(rnd)
    assert res["ante1"] == (200, Outcome.WIN, "Straight or Lower")
    assert res["play1"][:2] == (200, Outcome.PUSH)
    assert rnd.net == 100


def test_dealer_does_not_qualify_even_when_higher_ante_still_pays() -> None:
    rnd = deal("Tc 3d Ac 2d 9h 7s 5c Jd Qh")
    rnd.act("play", hand=1)
    assert not rnd.dealer_qualifies and rnd.compare("hand1") < 0
    res = results(rnd)
    assert res["ante1"][:2] == (200, Outcome.WIN)
    assert res["play1"][:2] == (200, Outcome.PUSH)


def test_pair_of_threes_does_not_qualify_pair_of_fours_does() -> None:
    low = deal("Kc 2d 3c 3d As 9h 7c 4s Jd")
    low.act("play", hand=1)
    assert not low.dealer_qualifies
    assert results(low)["play1"][1] is Outcome.PUSH
    fours = deal("Kc 2d 4c 4d As 9h 7c 3s Jd")
    fours.act("play", hand=1)
    assert fours.dealer_qualifies
    res = results(fours)
    assert res["ante1"][:2] == (0, Outcome.LOSE) and res["play1"][:2] == (0, Outcome.LOSE)
    assert fours.net == -300


def test_dealer_qualifies_player_loses_everything() -> None:
    rnd = deal("7c 2d Ac Ad Kh 9s 5c 3d Jh", ante1=100, bonus1=100)
    rnd.act("play", hand=1)
    res = results(rnd)
    assert res["ante1"][:2] == (0, Outcome.LOSE)
    assert res["play1"][:2] == (0, Outcome.LOSE)
    assert res["bonus1"][:2] == (0, Outcome.LOSE)
    assert rnd.net == -400


def test_equal_hands_with_qualifying_dealer_push() -> None:
    rnd = deal("2c 3d 2h 3s 9h Ts Jc Qd Kh")
    rnd.act("play", hand=1)
    res = results(rnd)
    assert res["ante1"][:2] == (100, Outcome.PUSH)
    assert res["play1"][:2] == (200, Outcome.PUSH)
    assert rnd.net == 0


def test_fold_loses_ante_and_nothing_more() -> None:
    rnd = deal("7c 2d Ac Ad Kh 9s 5c 3d Jh")
    events = rnd.act("fold", hand=1)
    assert rnd.is_over and rnd.stakes() == {"ante1": 100}
    assert results(rnd) == {"ante1": (0, Outcome.FOLDED, "")}
    assert len(rnd.board) == 5 and rnd.dealer_shown  # the round still shows its cards
    assert Announcement("casino.folded", {"hand": 1}) in events


# --- ANTE pay table (dealer qualifies, player wins) ------------------------------------------------

@pytest.mark.parametrize(("cards", "line", "paid"), [
    ("As Ks 5c 5d Qs Js Ts 2c 8h", "Royal flush", 100 * 101),
    ("9s 8s Kc Kd 7s 6s 5s 2c Kh", "Straight flush", 100 * 21),
    ("9c 9d Kc Kd 9h 9s 2c 5d Kh", "Four of a kind", 100 * 11),
    ("9c 9d Kc Qd 9h 5s 5c 2d Kh", "Full house", 100 * 4),
    ("Ah 3h Kc Kd Kh 8h 2h 5c 9d", "Flush", 100 * 3),
    ("9c 8d Kc Ks 7h 6s 5c Kd 2h", "Straight or Lower", 200),
    ("Ac Kd Qc Qd Ah Ks 7c 3d 2s", "Straight or Lower", 200),
])
def test_ante_pay_lines(cards: str, line: str, paid: int) -> None:
    rnd = deal(cards)
    rnd.act("play", hand=1)
    assert rnd.dealer_qualifies and rnd.compare("hand1") > 0
    res = results(rnd)
    assert res["ante1"] == (paid, Outcome.WIN, line)
    assert res["play1"][:2] == (400, Outcome.WIN)


# --- BONUS pay table (first five cards) ---------------------------------------------------------------

@pytest.mark.parametrize(("hand", "flop", "line", "paid"), [
    ("As Ks", "Qs Js Ts", "Royal flush", 10 * 101),
    ("9s 8s", "7s 6s 5s", "Straight flush", 10 * 51),
    ("9c 9d", "9h 9s 2c", "Four of a kind", 10 * 41),
    ("9c 9d", "9h 5s 5c", "Full house", 10 * 31),
    ("Ah 3h", "Kh 8h 2h", "Flush", 10 * 21),
    ("9c 8d", "7h 6s 5c", "Straight", 10 * 8),
    ("9c 9d", "9h 5s 2c", "Three of a kind", 10 * 8),
    ("9c 9d", "5h 5s 2c", "Two pair", 10 * 8),
    ("Ac Ad", "9h 5s 2c", "Pair of Aces", 10 * 8),
    ("Kc Kd", "9h 5s 2c", "", 0),
    ("Ac Jd", "9h 5s 2c", "", 0),
])
def test_bonus_pay_lines_even_after_a_fold(hand: str, flop: str, line: str, paid: int) -> None:
    rnd = deal(f"{hand} 3d 4c {flop} Td Qc", ante1=100, bonus1=10)
    rnd.act("fold", hand=1)
    bonus = results(rnd)["bonus1"]
    assert bonus == (paid, Outcome.WIN if paid else Outcome.LOSE, line)


def test_bonus_ignores_the_turn_and_river() -> None:
    rnd = deal("Ac Kd 3d 4c 9h 5s 2c Ah As", ante1=100, bonus1=10)
    rnd.act("play", hand=1)
    assert results(rnd)["bonus1"][:2] == (0, Outcome.LOSE)


# --- two hands, one hand -----------------------------------------------------------------------------

def test_two_hands_decide_differently() -> None:
    rnd = deal("As Ks 7c 2d 5c 5d Qs Js Ts 2c 8h", ante1=100, ante2=50, bonus2=10)
    assert [c.id for c in rnd.hands["hand2"]] == [c.id for c in Deck.stacked("7c 2d").cards[:2]]
    rnd.act("fold", hand=2)
    assert not rnd.is_over and rnd.legal_actions() == ("play", "fold")
    assert len(rnd.board) == 3
    rnd.act("play", hand=1)
    assert rnd.is_over
    res = results(rnd)
    assert res["ante1"] == (10_100, Outcome.WIN, "Royal flush")
    assert res["play1"][:2] == (400, Outcome.WIN)
    assert res["ante2"][:2] == (0, Outcome.FOLDED)
    assert res["bonus2"][:2] == (0, Outcome.LOSE)
    assert "play2" not in rnd.stakes()


def test_both_hands_play_against_the_same_dealer() -> None:
    rnd = deal("As Kd 7c 2d Ac Ad Kh 9s 5c 3d Jh", ante1=100, ante2=100)
    rnd.act("play", hand=2)
    rnd.act("play", hand=1)
    res = results(rnd)
    assert res["ante1"][:2] == (0, Outcome.LOSE)  # A-K: pair of kings vs trips aces
    assert res["ante2"][:2] == (0, Outcome.LOSE)
    assert rnd.net == -600


@pytest.mark.parametrize("hand", [1, 2])
def test_one_hand_only(hand: int) -> None:
    rnd = deal("As Kd 3c 2d 9h 7s 5c Jd Qh", **{f"ante{hand}": 100})
    assert list(rnd.hands) == [f"hand{hand}"]
    other = 3 - hand
    with pytest.raises(IllegalActionError):
        rnd.act("play", hand=other)
    rnd.act("play", hand=hand)
    assert results(rnd)[f"ante{hand}"][:2] == (200, Outcome.WIN)


def test_timeout_auto_folds_every_undecided_hand() -> None:
    rnd = deal("As Kd 7c 2d Ac Ad Kh 9s 5c 3d Jh", ante1=100, ante2=100)
    rnd.act("play", hand=1)
    events = rnd.play_defaults()
    assert Announcement("casino.auto_folded", {"hand": 2}) in events
    assert rnd.auto_folded == [2] and rnd.is_over
    assert results(rnd)["ante2"][1] is Outcome.FOLDED


# --- illegal actions -----------------------------------------------------------------------------

@pytest.mark.parametrize(("action", "params"), [
    ("play", {"hand": 3}), ("play", {"hand": "1"}), ("play", {"hand": True}), ("play", {}),
    ("play", {"hand": 1.0}), ("fold", {"hand": None}),
    ("fold", {"hand": 1, "auto": "yes"}), ("play", {"hand": 1, "extra": 2}),
    ("raise", {}), ("check", {}),
])
def test_illegal_actions_change_nothing(action: str, params: dict[str, object]) -> None:
    rnd = deal("As Kd 3c 2d 9h 7s 5c Jd Qh")
    before = rnd.record()
    assert not rnd.can(action, **params)
    with pytest.raises(IllegalActionError):
        rnd.act(action, **params)
    assert rnd.record() == before and not rnd.is_over


def test_a_hand_decides_once_and_a_finished_round_takes_nothing() -> None:
    rnd = deal("As Kd 7c 2d Ac Ad Kh 9s 5c 3d Jh", ante1=100, ante2=100)
    rnd.act("play", hand=1)
    with pytest.raises(IllegalActionError, match="already decided"):
        rnd.act("fold", hand=1)
    rnd.act("fold", hand=2)
    with pytest.raises(IllegalActionError):
        rnd.act("play", hand=2)


@pytest.mark.parametrize("stakes", [{}, {"bonus1": 10}, {"ante1": 100, "bonus2": 10},
                                    {"ante1": 100, "raise": 10}])
def test_bad_stakes_are_refused(stakes: dict[str, int]) -> None:
    with pytest.raises(BetError):
        CasinoHoldemRound(stakes, SEED)


# --- money and replay -----------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(seed=st.binary(min_size=8, max_size=8),
       ante1=st.integers(0, 3) .map(lambda n: n * 35),
       ante2=st.integers(0, 3).map(lambda n: n * 55),
       bonus=st.booleans(),
       choices=st.lists(st.sampled_from(["play", "fold"]), min_size=2, max_size=2),
       order=st.booleans())
def test_money_is_conserved(seed: bytes, ante1: int, ante2: int, bonus: bool,
                            choices: list[str], order: bool) -> None:
    stakes = {"ante1": ante1, "ante2": ante2}
    if not ante1 and not ante2:
        stakes["ante1"] = 10
    if bonus:
        for h in (1, 2):
            if stakes[f"ante{h}"]:
                stakes[f"bonus{h}"] = 25
    rnd = DEFINITION.new_round(stakes, seed)
    rnd.start()
    hands = list(rnd.active)
    if order:
        hands.reverse()
    for h, choice in zip(hands, choices):
        rnd.act(choice, hand=h)
    rnd.play_defaults()
    assert rnd.is_over
    settled = [r for r in rnd.results if isinstance(r, BetSettled)]
    assert {r.spot for r in settled} == set(rnd.stakes())  # every bet settled once
    assert len(settled) == len(rnd.stakes())
    assert sum(r.stake for r in settled) == rnd.total_staked
    assert all(r.paid >= 0 for r in settled)
    assert sum(rnd.payouts().values()) == rnd.total_paid
    cards = rnd.dealt_cards()
    assert len({c.id for c in cards}) == len(cards) == 2 * len(hands) + 7


def test_replay_from_record_gives_the_same_round() -> None:
    rnd = DEFINITION.new_round({"ante1": 100, "bonus1": 50, "ante2": 200}, SEED)
    rnd.start()
    rnd.act("fold", hand=2)
    rnd.act("play", hand=1)
    again = replay(DEFINITION, rnd.record(), SEED)
    assert again.record() == rnd.record()
    assert again.operations == rnd.operations
