"""Autoplay (gamelib.autoplay): every table game played round by round through the
TableSession and the wallet with its built-in strategy, as ``simulate GAME --data-dir``."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gamelib.autoplay import TOP_UP, autoplay, player_for, table_setup
from gamelib.cards import Deck, parse_cards
from gamelib.cli import main as cli_main
from gamelib.errors import CommandError
from gamelib.games import find_game
from gamelib.games.base import GameRound
from gamelib.games.heads_up.autoplay import player as heads_up_player
from gamelib.games.video_poker.autoplay import player as video_poker_player
from gamelib.games.video_poker.rules import VideoPokerRound
from gamelib.ledger import START_BALANCE, Wallet
from gamelib.recovery import recover_unfinished
from gamelib.session import VOID_REASON
from gamelib.storage import open_memory_database

GAMES = ("texas-holdem-bonus", "casino-holdem", "heads-up-holdem", "video-poker")


def books_balance(wallet: Wallet) -> None:
    """balance = start + top-ups + Σ settled results; voids refunded exactly."""
    entries = wallet.history()
    rounds = [e for e in entries if e["type"] == "round"]
    top_ups = sum(e["amount_cents"] for e in entries if e["type"] in ("top-up", "reset"))
    settled = sum(r["paid_cents"] - r["bet_cents"] for r in rounds if r["status"] == "settled")
    assert wallet.balance == top_ups + settled
    assert all(r["paid_cents"] == r["bet_cents"] for r in rounds if r["status"] == "void")
    assert wallet.integrity_problems() == [] and wallet.open_round_ids() == []


@pytest.mark.parametrize("game", GAMES)
def test_autoplay_plays_every_round_through_the_wallet(game: str) -> None:
    wallet = Wallet.in_memory()
    report = autoplay(wallet, game, 15, seed=11)
    assert report.rounds == 15 and report.voided == 0
    rounds = [e for e in wallet.history() if e["type"] == "round"]
    assert len(rounds) == 15 and {r["status"] for r in rounds} == {"settled"}
    assert {r["game"] for r in rounds} == {game}
    assert sum(r["bet_cents"] for r in rounds) == report.staked
    assert sum(r["paid_cents"] for r in rounds) == report.paid
    assert wallet.balance == START_BALANCE + report.top_ups * TOP_UP + report.paid - report.staked
    books_balance(wallet)
    assert report.as_json()["rounds"] == 15 and report.as_json()["persistent"] is True


@pytest.mark.parametrize("game", GAMES)
def test_the_built_in_strategy_decides_not_the_timeout_default(game: str) -> None:
    """Over a few rounds the strategy makes a money decision (PLAY/RAISE or a hold)."""
    wallet = Wallet.in_memory()
    autoplay(wallet, game, 20, seed=5)
    decisions = [d for e in wallet.history() if e["type"] == "round"
                 for d in wallet.round_detail(e["id"])["record"]["decisions"]]
    actions = {d["action"] for d in decisions}
    if game == "video-poker":
        assert any(d["params"]["holds"] for d in decisions)
    else:
        assert actions & {"play", "raise"}, actions


def test_same_seed_same_rounds() -> None:
    a, b = Wallet.in_memory(), Wallet.in_memory()
    ra = autoplay(a, "heads-up-holdem", 10, seed=3)
    rb = autoplay(b, "heads-up-holdem", 10, seed=3)
    assert (ra.staked, ra.paid) == (rb.staked, rb.paid) and a.balance == b.balance


def test_a_short_balance_is_topped_up_before_the_deal() -> None:
    wallet = Wallet(open_memory_database(), start_balance=0)
    report = autoplay(wallet, "texas-holdem-bonus", 3, seed=1)
    assert report.top_ups >= 1 and report.rounds == 3
    books_balance(wallet)


# --- what autoplay bets ---------------------------------------------------------------------------


def test_video_poker_bets_value_times_hands() -> None:
    assert table_setup("video-poker") == (
        {"bet": 500}, {"paytable": "jacks-or-better", "value": 100, "hands": 5})
    stakes, config = table_setup("video-poker", hands=1)
    assert stakes == {"bet": 500} and config["value"] == 500  # the table minimum is € 5.00
    stakes, config = table_setup("video-poker", hands=100, paytable="deuces-wild")
    assert stakes == {"bet": 10_000} and config == {"paytable": "deuces-wild", "value": 100,
                                                    "hands": 100}


def test_casino_holdem_plays_one_or_two_hands() -> None:
    assert table_setup("casino-holdem")[0] == {"ante1": 100, "bonus1": 100, "ante2": 100}
    assert table_setup("casino-holdem", hands=1)[0] == {"ante1": 100, "bonus1": 100}


@pytest.mark.parametrize("kwargs", [
    {"game_id": "video-poker", "hands": 0}, {"game_id": "video-poker", "hands": 101},
    {"game_id": "video-poker", "paytable": "Nope"}, {"game_id": "casino-holdem", "hands": 3},
])
def test_bad_table_settings_are_a_command_error(kwargs: dict[str, Any]) -> None:
    with pytest.raises(CommandError):
        table_setup(**kwargs)


def test_unknown_game_and_negative_rounds_are_refused() -> None:
    wallet = Wallet.in_memory()
    with pytest.raises(CommandError, match="table games"):
        autoplay(wallet, "twister", 1)
    with pytest.raises(CommandError, match="0 or more"):
        autoplay(wallet, "video-poker", -1)
    assert wallet.history() and wallet.balance == START_BALANCE


def test_a_hundred_hand_round() -> None:
    wallet = Wallet.in_memory()
    report = autoplay(wallet, "video-poker", 2, seed=9, hands=100)
    assert report.rounds == 2 and report.staked == 20_000
    rid = next(e["id"] for e in wallet.history() if e["type"] == "round")
    assert len(wallet.round_detail(rid)["record"]["hands"]) == 100


# --- players --------------------------------------------------------------------------------------------


def test_players_follow_their_strategy_modules() -> None:
    from gamelib.games.video_poker.strategy import default_hold

    rnd = VideoPokerRound({"bet": 500}, b"s", {"value": 100, "hands": 5},
                          deck=Deck.stacked(parse_cards("Ah Ad 7c 9s 3h")))
    rnd.start()
    action, params = video_poker_player(rnd)
    assert action == "draw" and params["holds"] == list(default_hold(rnd.paytable, rnd.dealt))
    assert params["holds"] == [0, 1]
    with pytest.raises(TypeError):
        heads_up_player(rnd)


def test_player_for_an_unknown_game_takes_the_timeout_default() -> None:
    rnd = find_game("video-poker").new_round({"bet": 500}, b"q", {"value": 100, "hands": 5})
    rnd.start()
    assert player_for("no-such-game")(rnd) == rnd.default_action()


# --- a malfunction, an interruption ------------------------------------------------------------------


def test_a_malfunction_voids_that_round_and_play_goes_on(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"n": 0}
    original = VideoPokerRound._do_draw

    def sometimes_broken(self: VideoPokerRound, holds: Any = ()) -> None:
        calls["n"] += 1
        if calls["n"] == 3:
            raise RuntimeError("a bug in the draw")
        original(self, holds)

    monkeypatch.setattr(VideoPokerRound, "_do_draw", sometimes_broken)
    wallet = Wallet.in_memory()
    report = autoplay(wallet, "video-poker", 5, seed=2)
    assert report.voided == 1 and report.rounds == 4
    voids = [e for e in wallet.history() if e["type"] == "round" and e["status"] == "void"]
    assert len(voids) == 1 and voids[0]["void_reason"] == VOID_REASON
    books_balance(wallet)


def test_ctrl_c_mid_round_finishes_it_with_the_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = {"n": 0}

    def impatient(rnd: GameRound) -> tuple[str, dict[str, Any]]:
        calls["n"] += 1
        if calls["n"] == 3:
            raise KeyboardInterrupt
        return video_poker_player(rnd)

    monkeypatch.setattr("gamelib.autoplay.player_for", lambda game: impatient)
    wallet = Wallet.in_memory()
    with pytest.raises(KeyboardInterrupt):
        autoplay(wallet, "video-poker", 10, seed=4)
    rounds = [e for e in wallet.history() if e["type"] == "round"]
    assert len(rounds) == 3 and {r["status"] for r in rounds} == {"settled"}
    books_balance(wallet)


# --- the command --------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_simulate_with_a_data_dir_plays_through_the_save(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str) -> None:
    assert cli_main(["--data-dir", str(tmp_path), "simulate", game, "--rounds", "4", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["rounds"] == 4 and report["persistent"] is True
    # the option may also follow the command; the same save goes on
    assert cli_main(["simulate", game, "--data-dir", str(tmp_path), "--rounds", "2", "--json"]) == 0
    again = json.loads(capsys.readouterr().out)
    with Wallet.open(tmp_path) as wallet:
        assert again["balance_cents"] == wallet.balance
        assert len([e for e in wallet.history() if e["type"] == "round"]) == 6
        books_balance(wallet)


# ``simulate --rounds 1000000`` whose fourth round sends itself SIGINT at its first decision:
# the interruption lands mid-round whatever the machine's load (no polling, no sleeps)
CTRL_C_IN_ROUND_FOUR = """
import os, runpy, signal, sys
from gamelib.session import TableSession
deals, act = [0], TableSession.act
def dealt(self, *args, _deal=TableSession.deal, **kwargs):
    deals[0] += 1
    return _deal(self, *args, **kwargs)
def acting(self, *args, **kwargs):
    if deals[0] == 4 and self.round is not None and not self.round.decisions:
        os.kill(os.getpid(), signal.SIGINT)
    return act(self, *args, **kwargs)
TableSession.deal, TableSession.act = dealt, acting
sys.argv[0] = "main.py"
runpy.run_path("main.py", run_name="__main__")
"""


def test_ctrl_c_on_the_command_finishes_the_round_and_exits_130(tmp_path: Path) -> None:
    """SIGINT (Ctrl+C) is quitting, not a crash: the round in play ends with the defaults."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run([sys.executable, "-c", CTRL_C_IN_ROUND_FOUR, "--data-dir", str(tmp_path),
                           "simulate", "heads-up-holdem", "--rounds", "1000000"], cwd=root,
                          capture_output=True, text=True, timeout=300)
    err = proc.stderr
    assert proc.returncode == 130 and err.strip().endswith("interrupted"), err
    with Wallet.open(tmp_path) as wallet:
        assert recover_unfinished(wallet) == []  # nothing was left open to void
        rounds = [e for e in wallet.history() if e["type"] == "round"]
        assert len(rounds) == 4 and {r["status"] for r in rounds} == {"settled"}
        books_balance(wallet)
