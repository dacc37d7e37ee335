"""A round says what a decision costs: ``stake_for(action, **params)`` equals the money the
decision really stakes (its StakePlaced events), for random legal decisions of every game,
and refuses an illegal decision as ``act`` does, changing nothing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.autoplay import table_setup
from gamelib.errors import IllegalActionError
from gamelib.events import StakePlaced
from gamelib.games import find_game
from gamelib.games.base import GameRound
from gamelib.games.casino_holdem.rules import CasinoHoldemRound
from gamelib.games.video_poker.rules import VideoPokerRound

GAMES = ("texas-holdem-bonus", "casino-holdem", "heads-up-holdem", "video-poker")


def new_round(game: str, data: st.DataObject) -> GameRound:
    """A dealt round with the usual bets, the ANTE scaled so each multiple shows."""
    hands = data.draw(st.sampled_from([1, 2])) if game == "casino-holdem" else None
    stakes, config = table_setup(game, hands=hands)
    for spot in [k for k in stakes if k.startswith("ante")]:  # each hand's ANTE its own size
        stakes[spot] *= data.draw(st.integers(1, 7))
    if game == "heads-up-holdem":
        stakes["odds"] = stakes["ante"]  # ODDS mirrors ANTE
    seed = data.draw(st.binary(min_size=32, max_size=32))
    rnd = find_game(game).new_round(stakes, seed, config)
    rnd.start()
    return rnd


def legal_decision(rnd: GameRound, data: st.DataObject) -> tuple[str, dict[str, Any]]:
    action = data.draw(st.sampled_from(sorted(rnd.legal_actions())))
    if isinstance(rnd, CasinoHoldemRound):
        params: dict[str, Any] = {"hand": data.draw(st.sampled_from(rnd.undecided()))}
        if action == "fold" and data.draw(st.booleans()):
            params["auto"] = True
        return action, params
    if isinstance(rnd, VideoPokerRound):
        return action, {"holds": data.draw(st.lists(st.integers(0, 4), unique=True, max_size=5))}
    return action, {}


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_stake_for_is_what_the_decision_stakes(game: str, data: st.DataObject) -> None:
    rnd = new_round(game, data)
    asked: list[int] = []
    while not rnd.is_over:
        action, params = legal_decision(rnd, data)
        want = rnd.stake_for(action, **params)
        decisions = len(rnd.decisions)
        assert len(rnd.decisions) == decisions  # asking plays nothing
        placed = sum(e.amount for e in rnd.act(action, **params) if isinstance(e, StakePlaced))
        assert want == placed, (action, params, rnd.phase)
        asked.append(want)
    assert sum(asked) == rnd.total_staked - sum(rnd.initial_stakes.values())


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_stake_for_refuses_what_act_refuses(game: str, data: st.DataObject) -> None:
    rnd = new_round(game, data)
    action = data.draw(st.sampled_from(["play", "fold", "check", "raise", "draw", "split"]))
    params = data.draw(st.sampled_from([{}, {"hand": 3}, {"hand": "1"}, {"holds": [5]}, {"x": 1}]))
    record = rnd.record()
    try:
        rnd.stake_for(action, **params)
    except IllegalActionError:
        with pytest.raises(IllegalActionError):
            rnd.act(action, **params)
        assert rnd.record() == record
    else:
        rnd.act(action, **params)  # what stake_for accepts, act takes


def test_the_multiples_by_street() -> None:
    """The numbers themselves, for one seed: THB PLAY 2x then 1x ANTE, Heads Up RAISE 3x/2x/1x,
    Casino Hold'em PLAY 2x the hand's own ANTE, video poker DRAW nothing."""
    seed = bytes(32)
    thb = find_game("texas-holdem-bonus").new_round({"ante": 500}, seed)
    thb.start()
    assert (thb.stake_for("play"), thb.stake_for("fold")) == (1000, 0)
    thb.act("play")
    assert (thb.stake_for("play"), thb.stake_for("check")) == (500, 0)
    hu = find_game("heads-up-holdem").new_round({"ante": 500, "odds": 500}, seed)
    hu.start()
    costs = []
    while not hu.is_over and hu.phase != "river":
        costs.append(hu.stake_for("raise"))
        hu.act("check")
    costs.append(hu.stake_for("raise"))
    assert costs == [1500, 1000, 500] and hu.stake_for("fold") == 0
    ch = find_game("casino-holdem").new_round({"ante1": 500, "ante2": 1000}, seed)
    ch.start()
    assert (ch.stake_for("play", hand=1), ch.stake_for("play", hand=2)) == (1000, 2000)
    assert ch.stake_for("fold", hand=2) == 0
    vp = find_game("video-poker").new_round({"bet": 1000}, seed, {"value": 100, "hands": 10})
    vp.start()
    assert vp.stake_for("draw", holds=[0, 1]) == 0
    with pytest.raises(IllegalActionError):
        vp.stake_for("draw", holds=[7])
