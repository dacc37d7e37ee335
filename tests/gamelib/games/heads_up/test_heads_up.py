"""Heads Up Hold'em rounds on stacked decks: settlement, ODDS and BAD BEAT lines, raises on
every street, side bets (also after a fold), money and replay."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import Deck
from gamelib.errors import BetError, IllegalActionError
from gamelib.events import CardTurned, Outcome, StakePlaced
from gamelib.games.base import replay
from gamelib.games.heads_up.rules import DEFINITION, LIMITS, HeadsUpRound, Phase

SEED = b"heads-up-test-seed-0123456789abc"


def deal(cards: str, ante: int = 100, **side: int) -> HeadsUpRound:
    """A started round on a stacked deck: "<player 2> <dealer 2> <board 5>"."""
    rnd = HeadsUpRound({"ante": ante, "odds": ante, **side}, SEED, deck=Deck.stacked(cards))
    rnd.start()
    return rnd


def results(rnd: HeadsUpRound) -> dict[str, tuple[int, Outcome, str]]:
    return {r.spot: (r.paid, r.outcome, r.line) for r in rnd.results}


def raise_preflop(cards: str, **side: int) -> HeadsUpRound:
    rnd = deal(cards, **side)
    rnd.act("raise")
    return rnd


# --- main bets ----------------------------------------------------------------------------------

def test_dealer_not_qualifying_player_wins() -> None:
    rnd = raise_preflop("Ac Kd 7c 2d Qh 9s 5c 3d Jh")
    res = results(rnd)
    assert res["ante"][:2] == (100, Outcome.PUSH)
    assert res["raise"][:2] == (600, Outcome.WIN)
    assert res["odds"][:2] == (100, Outcome.PUSH)
    assert rnd.net == 300


def test_dealer_not_qualifying_player_loses() -> None:
    rnd = raise_preflop("8c 2d Ac 3s Kh 9s 5c 4d Jh")
    res = results(rnd)
    assert res["ante"][:2] == (100, Outcome.PUSH)
    assert res["raise"][:2] == (0, Outcome.LOSE)
    assert res["odds"][:2] == (0, Outcome.LOSE)
    assert rnd.net == -400


def test_dealer_qualifies_and_wins() -> None:
    rnd = raise_preflop("7c 2d Ac Ad Kh 9s 5c 3d Jh")
    assert {s: r[1] for s, r in results(rnd).items()} == {
        "ante": Outcome.LOSE, "raise": Outcome.LOSE, "odds": Outcome.LOSE}
    assert rnd.net == -500


def test_dealer_qualifies_player_wins_below_a_straight() -> None:
    rnd = raise_preflop("Ac Ad 7c 7d Kh 9s 5c 3d Jh")
    res = results(rnd)
    assert res["ante"][:2] == (200, Outcome.WIN)
    assert res["raise"][:2] == (600, Outcome.WIN)
    assert res["odds"] == (100, Outcome.PUSH, "Below a straight")


def test_equal_hands_push_everything() -> None:
    rnd = raise_preflop("2c 3d 2h 3s 9h Ts Jc Qd Kh")
    assert {s: r[:2] for s, r in results(rnd).items()} == {
        "ante": (100, Outcome.PUSH), "raise": (300, Outcome.PUSH), "odds": (100, Outcome.PUSH)}


# --- ODDS table (player wins) and BAD BEAT table (player loses with a straight or better) ---------

@pytest.mark.parametrize(("cards", "line", "paid"), [
    ("As Ks 5c 5d Qs Js Ts 2c 8h", "Royal flush", 100 * 501),
    ("9s 8s Kc Kd 7s 6s 5s 2c Kh", "Straight flush", 100 * 51),
    ("9c 9d Kc Kd 9h 9s 2c 5d Kh", "Four of a kind", 100 * 11),
    ("9c 9d Kc Qd 9h 5s 5c 2d Kh", "Full house", 100 * 4),
    ("Ah 3h Kc Kd Kh 8h 2h 5c 9d", "Flush", 250),
    ("9c 8d Kc Ks 7h 6s 5c Kd 2h", "Straight", 200),
])
def test_odds_lines(cards: str, line: str, paid: int) -> None:
    rnd = raise_preflop(cards)
    assert results(rnd)["odds"] == (paid, Outcome.WIN, line)
    assert results(rnd)["raise"][:2] == (600, Outcome.WIN)


def test_flush_pays_three_to_two_rounding_down() -> None:
    rnd = deal("Ah 3h Kc Kd Kh 8h 2h 5c 9d", ante=15)
    rnd.act("raise")
    assert results(rnd)["odds"][0] == 15 + 22  # 22.5 to the house's advantage: 22


@pytest.mark.parametrize(("cards", "line", "paid"), [
    ("4s 3s 9s 8s 5s 6s 7s 2c Kd", "Straight flush", 100 * 501),
    ("9c 9d Js Ts 9h 9s 8s 7s Kd", "Four of a kind", 100 * 51),
    ("Kc Kd 5c 5s Ks 5h 5d 2c 7s", "Full house", 100 * 11),
    ("2h 3h Ah 7h Kh 9h 5h 4c Qd", "Flush", 100 * 9),
    ("9c 8d Ah 3h 7h 6h 5c 2h Kd", "Straight", 100 * 6),
    ("2c 3d Tc Jd 5h 6s 7c 8d 9h", "Straight", 100 * 6),  # only community cards
])
def test_bad_beat_lines(cards: str, line: str, paid: int) -> None:
    rnd = raise_preflop(cards)
    assert rnd.compare("player") < 0
    res = results(rnd)
    assert res["odds"] == (paid, Outcome.WIN, f"Bad beat: {line}")
    assert res["ante"][:2] == (0, Outcome.LOSE) and res["raise"][:2] == (0, Outcome.LOSE)


# --- raises on each street, checks, fold -------------------------------------------------------

def test_raise_on_each_street_costs_three_two_one() -> None:
    cards = "Ac Ad 7c 7d Kh 9s 5c 3d Jh"
    pre = deal(cards)
    assert pre.raise_amount() == 300
    assert StakePlaced("raise", 300) in pre.act("raise")
    flop = deal(cards)
    events = flop.act("check")
    assert [e.index for e in events if isinstance(e, CardTurned)] == [0, 1, 2]
    assert flop.phase == Phase.FLOP and flop.legal_actions() == ("raise", "check")
    assert StakePlaced("raise", 200) in flop.act("raise")
    river = deal(cards)
    river.act("check")
    events = river.act("check")
    assert [e.index for e in events if isinstance(e, CardTurned)] == [3, 4]
    assert river.phase == Phase.RIVER and river.legal_actions() == ("raise", "fold")
    assert StakePlaced("raise", 100) in river.act("raise")
    for rnd, raised in ((pre, 300), (flop, 200), (river, 100)):
        assert rnd.is_over and rnd.stakes()["raise"] == raised
        assert results(rnd)["raise"][:2] == (2 * raised, Outcome.WIN)
        assert all(rnd.board_face_up)


def test_fold_at_the_river_side_bets_still_pay() -> None:
    rnd = deal("Ac Kc Qd Qh Kh Ks 5c 3d Kd", trips=100, pocket=50)
    rnd.act("check")
    rnd.act("check")
    rnd.act("fold")
    res = results(rnd)
    assert res["ante"][:2] == (0, Outcome.FOLDED) and res["odds"][:2] == (0, Outcome.FOLDED)
    assert res["trips"] == (100 * 31, Outcome.WIN, "Four of a kind")
    assert res["pocket"] == (50 * 21, Outcome.WIN, "Ace with K/Q/J suited")
    assert "raise" not in rnd.stakes()


def test_timeout_defaults_check_check_fold() -> None:
    rnd = deal("7c 2d Ac Ad Kh 9s 5c 3d Jh")
    assert rnd.default_action() == ("check", {})
    rnd.act("check")
    assert rnd.default_action() == ("check", {})
    rnd.act("check")
    assert rnd.default_action() == ("fold", {})
    rnd.play_defaults()
    assert rnd.is_over and rnd.net == -200 and rnd.default_action() is None


# --- side bets ---------------------------------------------------------------------------------------

@pytest.mark.parametrize(("cards", "line", "pays"), [
    ("As Ks 5c 5d Qs Js Ts 2c 8h", "Royal flush", 100),
    ("9s 8s Kc Kd 7s 6s 5s 2c Kh", "Straight flush", 40),
    ("9c 9d Kc Kd 9h 9s 2c 5d Kh", "Four of a kind", 30),
    ("9c 9d Kc Qd 9h 5s 5c 2d Kh", "Full house", 8),
    ("Ah 3h Kc Kd Kh 8h 2h 5c 9d", "Flush", 7),
    ("9c 8d Kc Ks 7h 6s 5c Kd 2h", "Straight", 4),
    ("9c 2d Kc Ks 9h 6s 9s Jd 3h", "Three of a kind", 3),
    ("Ac Kd Qc Qd Ah Ks 7c 3d 2s", None, 0),
])
def test_trips_plus_lines(cards: str, line: str | None, pays: int) -> None:
    rnd = raise_preflop(cards, trips=10)
    expected = (10 * (pays + 1), Outcome.WIN, line) if line else (0, Outcome.LOSE, "")
    assert results(rnd)["trips"] == expected


@pytest.mark.parametrize(("hole", "line", "pays"), [
    ("Ac Ad", "Pair of Aces", 30), ("As Ks", "Ace with K/Q/J suited", 20),
    ("Jh Ah", "Ace with K/Q/J suited", 20), ("Ac Qd", "Ace with K/Q/J offsuit", 10),
    ("7c 7d", "Any other pair", 5), ("2c 2d", "Any other pair", 5), ("Ac Td", None, 0),
    ("Kc Qc", None, 0),
])
def test_pocket_bonus_lines(hole: str, line: str | None, pays: int) -> None:
    rnd = deal(f"{hole} 3h 4h 5s 8d 9c Th 6c", pocket=20)
    rnd.play_defaults()  # check, check, fold: the pocket bonus still stands
    expected = (20 * (pays + 1), Outcome.WIN, line) if line else (0, Outcome.LOSE, "")
    assert results(rnd)["pocket"] == expected


# --- bets and illegal actions ---------------------------------------------------------------------------

def test_odds_mirrors_ante_on_the_slip() -> None:
    from gamelib.bets import BetSlip

    slip = BetSlip(LIMITS, 100_000)
    slip.place("ante", 500)
    slip.place("trips", 100)
    assert slip.stakes() == {"ante": 500, "odds": 500, "trips": 100}
    assert slip.verify_ready(DEFINITION.required_spots) == slip.stakes()
    assert not slip.can_place("odds", 100) and not slip.can_place("raise", 100)


@pytest.mark.parametrize("stakes", [{"ante": 100}, {"ante": 100, "odds": 50},
                                    {"odds": 100}, {"ante": 100, "odds": 100, "raise": 300}])
def test_bad_stakes_are_refused(stakes: dict[str, int]) -> None:
    with pytest.raises(BetError):
        HeadsUpRound(stakes, SEED)


@pytest.mark.parametrize(("setup", "action", "params"), [
    ([], "fold", {}), ([], "raise", {"times": 4}), (["check"], "fold", {}),
    (["check", "check"], "check", {}), ([], "play", {}),
])
def test_illegal_actions_change_nothing(setup: list[str], action: str,
                                        params: dict[str, object]) -> None:
    rnd = deal("7c 2d Ac Ad Kh 9s 5c 3d Jh")
    for a in setup:
        rnd.act(a)
    before = rnd.record()
    assert not rnd.can(action, **params)
    with pytest.raises(IllegalActionError):
        rnd.act(action, **params)
    assert rnd.record() == before


def test_nothing_after_the_round() -> None:
    rnd = raise_preflop("7c 2d Ac Ad Kh 9s 5c 3d Jh")
    assert rnd.legal_actions() == ()
    with pytest.raises(IllegalActionError):
        rnd.act("check")


# --- money and replay --------------------------------------------------------------------------------

@settings(max_examples=60, deadline=None)
@given(seed=st.binary(min_size=8, max_size=8), ante=st.integers(10, 2000),
       trips=st.sampled_from([0, 10, 77]), pocket=st.sampled_from([0, 10, 33]),
       plan=st.lists(st.sampled_from(["raise", "check", "fold"]), max_size=3))
def test_money_is_conserved(seed: bytes, ante: int, trips: int, pocket: int,
                            plan: list[str]) -> None:
    rnd = DEFINITION.new_round({"ante": ante, "odds": ante, "trips": trips, "pocket": pocket},
                               seed)
    rnd.start()
    for action in plan:
        if rnd.can(action):
            rnd.act(action)
    rnd.play_defaults()
    assert rnd.is_over
    assert {r.spot for r in rnd.results} == set(rnd.stakes())
    assert len(rnd.results) == len(rnd.stakes())
    assert sum(r.stake for r in rnd.results) == rnd.total_staked
    assert all(r.paid >= 0 for r in rnd.results)
    if "raise" in rnd.stakes():
        assert rnd.stakes()["raise"] in (ante, 2 * ante, 3 * ante)
    assert len({c.id for c in rnd.dealt_cards()}) == 9


def test_replay_from_record_gives_the_same_round() -> None:
    rnd = DEFINITION.new_round({"ante": 100, "odds": 100, "trips": 50, "pocket": 10}, SEED)
    rnd.start()
    rnd.act("check")
    rnd.act("raise")
    again = replay(DEFINITION, rnd.record(), SEED)
    assert again.record() == rnd.record() and again.operations == rnd.operations
    assert rnd.record()["raised_on"] == "flop"
