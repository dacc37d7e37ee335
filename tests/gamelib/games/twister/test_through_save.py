"""``simulate twister --data-dir``: tournaments through the save as the window plays them
(buy-in, a save after every hand, the prize), killed mid-hand and restarted; ``history
--json`` lists them and the balance adds up to the cent."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from gamelib.cli import main
from gamelib.games.twister.desk import TwisterDesk
from gamelib.games.twister.through_save import play_through_save
from gamelib.ledger import Wallet

ROOT = Path(__file__).resolve().parents[4]

# plays through the save and kills itself (SIGKILL: no cleanup) in the middle of hand 3 of
# its second tournament, after some chips went in
KILLED_MID_HAND = r"""
import os, signal, sys
from gamelib.cli import open_wallet
from gamelib.games.twister.through_save import play_through_save

class Args:
    data_dir = sys.argv[1]

finished = []

def step(table):
    t = table.t
    if finished and t.hands_played == 2 and t.hand is not None and len(t.hand.operations) > 8:
        print("killing", t.tournament_id, flush=True)
        os.kill(os.getpid(), signal.SIGKILL)

wallet = open_wallet(Args())
play_through_save(wallet, 5, seed=7, on_step=step, on_tournament=finished.append)
"""


def _adds_up(wallet: Wallet) -> list[dict]:
    history = wallet.history()
    top_ups = sum(e["amount_cents"] for e in history if e["type"] == "top-up")
    net = sum(e["paid_cents"] - e["bet_cents"] for e in history if e["type"] == "round")
    assert wallet.balance == top_ups + net  # a fresh save's play money is its first top-up
    return [e for e in history if e["type"] == "round"]


def test_tournaments_through_the_save_add_up(tmp_path: Path) -> None:
    wallet = Wallet.open(tmp_path)
    report = play_through_save(wallet, 3, seed=1)
    assert report.tournaments == 3 and report.resumed == 0 and sum(report.places) == 3
    rounds = _adds_up(wallet)
    assert len(rounds) == 3 and all(r["game"] == "twister" and r["status"] == "settled" for r in rounds)
    assert sum(r["bet_cents"] for r in rounds) == report.bought_in == 300
    assert sum(r["paid_cents"] for r in rounds) == report.paid
    assert TwisterDesk(wallet).open_ids() == []
    wallet.close()


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_mid_hand_the_next_run_resumes_it_and_the_balance_adds_up(tmp_path: Path, capsys) -> None:
    proc = subprocess.run([sys.executable, "-c", KILLED_MID_HAND, str(tmp_path)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    killed = proc.stdout.split()[-1]
    wallet = Wallet.open(tmp_path)
    assert TwisterDesk(wallet).open_ids() == [killed]  # saved after hand 2; hand 3 is void
    saved = TwisterDesk(wallet).open_tournament(killed)
    assert saved is not None and saved.hands_played == 2
    before = _adds_up(wallet)
    assert [r["status"] for r in before].count("open") == 1  # its buy-in, still staked
    wallet.close()

    code = main(["--data-dir", str(tmp_path), "simulate", "twister", "--tournaments", "2", "--json",
                 "--seed", "8"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["tournaments"] == 2 and out["resumed"] == 1

    assert main(["--data-dir", str(tmp_path), "history", "--json", "--game", "twister"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert len(listed) == len(before) + 1 and all(e["status"] == "settled" for e in listed)
    resumed = [e for e in listed if e["id"] in {r["id"] for r in before if r["status"] == "open"}]
    assert len(resumed) == 1  # the interrupted tournament settled on its own buy-in round
    wallet = Wallet.open(tmp_path)
    _adds_up(wallet)
    assert wallet.balance == out["balance_cents"] and TwisterDesk(wallet).open_ids() == []
    wallet.close()


def test_bad_arguments_are_one_sentence(tmp_path: Path, capsys) -> None:
    code = main(["--data-dir", str(tmp_path), "simulate", "twister", "--tournaments", "1",
                 "--seats", "bot:hard,bot:random"])
    err = capsys.readouterr().err.strip().splitlines()
    assert code == 1 and len(err) == 1 and "--seats" in err[0]
