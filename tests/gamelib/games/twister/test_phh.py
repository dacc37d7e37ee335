"""PHH hands: samples written by hand from the standard's documentation, random round trips."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from gamelib.cards import Deck
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.phh import PHHError, dumps, export_hand, final_stacks, loads, replay

ROOT = Path(__file__).resolve().parents[4]

# The three-handed hand of the PHH/pokerkit documentation (antes 500, blinds 1000/2000):
# Dwan's 7h6h straight beats Ivey's wheel; Antonius folds pre-flop.
DWAN_IVEY = """
variant = "NT"
ante_trimming_status = true
antes = [500, 500, 500]
blinds_or_straddles = [1000, 2000, 0]
min_bet = 2000
starting_stacks = [1125600, 2000000, 553500]
actions = [
  # Pre-flop
  "d dh p1 Ac2d",  # Ivey
  "d dh p2 ????",  # Antonius
  "d dh p3 7h6h",  # Dwan
  "p3 cbr 7000",
  "p1 cbr 23000",
  "p2 f",
  "p3 cc",
  # Flop
  "d db Jc3d5c",
  "p1 cbr 35000",
  "p3 cc",
  # Turn
  "d db 4h",
  "p1 cbr 90000",
  "p3 cbr 232600",
  "p1 cbr 1067100",
  "p3 cc",
  # River
  "d db Jh",
  "p1 sm Ac2d",
  "p3 sm 7h6h",
]
players = ["Phil Ivey", "Patrik Antonius", "Tom Dwan"]
seats = [1, 2, 3]
event = "Million Dollar Cash Game"
_my_note = "user-defined fields start with an underscore"
"""

# Heads-up: p1 is the big blind, p2 the button posting the small blind and acting first.
HEADS_UP = """
variant = "NT"
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ["d dh p1 ????", "d dh p2 ????", "p2 cbr 6", "p1 cc", "d db 2c7dTh",
           "p1 cc", "p2 cbr 8", "p1 f"]
"""

# Three all-ins: p2 (100) and p1 (300) covered by p3 (500): main pot 300, side pot 400,
# p3's 200 uncalled. p2 has the best hand, p3 beats p1 for the side pot.
SIDE_POTS = """
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [300, 100, 500]
actions = ["d dh p1 QsQd", "d dh p2 AsAd", "d dh p3 KsKd", "p3 cbr 500", "p1 cc", "p2 cc",
           "p1 sm QsQd", "p2 sm AsAd", "p3 sm KsKd", "d db 2c7h9d", "d db 3h", "d db 4c"]
"""

# A muck at the showdown: p1 gives up, p2 takes the pot without showing a better hand.
MUCK = """
variant = "NT"
antes = 0
blinds_or_straddles = [10, 20]
starting_stacks = [1000, 1000]
actions = ["d dh p1 AhAd", "d dh p2 7c2d", "p2 cc", "p1 cc", "d db KsQsJs", "p1 cc", "p2 cc",
           "d db 3c", "p1 cc", "p2 cc", "d db 4d", "p1 cc", "p2 cc", "p1 sm", "p2 sm 7c2d"]
"""


def test_dwan_ivey_final_stacks() -> None:
    assert final_stacks(loads(DWAN_IVEY)) == [572100, 1997500, 1109500]


def test_dwan_ivey_showdown_before_the_river() -> None:
    text = DWAN_IVEY.replace('  "d db Jh",\n', "").replace(
        '  "p3 sm 7h6h",\n', '  "p3 sm 7h6h",\n  "d db Jh",\n')
    assert final_stacks(loads(text)) == [572100, 1997500, 1109500]


def test_heads_up_sample() -> None:
    assert final_stacks(loads(HEADS_UP)) == [194, 206]


def test_side_pots_sample() -> None:
    assert final_stacks(loads(SIDE_POTS)) == [0, 300, 600]


def test_muck_sample() -> None:
    assert final_stacks(loads(MUCK)) == [980, 1020]


@pytest.mark.parametrize("text, message", [
    ("variant = 'FT'\nstarting_stacks = [1, 2]\nactions = []", "Only No-Limit"),
    ("variant = 'NT'\nactions = []", "starting_stacks"),
    ("variant = 'NT'\nstarting_stacks = [100, 100]\nblinds_or_straddles = [1, 2]", "actions"),
    ("variant = 'NT' starting", "not valid TOML"),
    (HEADS_UP.replace('"p2 cbr 6"', '"p2 cbr 3"'), "smallest raise is to 4"),
    (HEADS_UP.replace('"p2 cbr 6"', '"p1 cbr 6"'), "p2's turn"),
    (HEADS_UP.replace('"p2 cbr 6"', '"p2 xx"'), "not a No-Limit"),
    (HEADS_UP.replace('"p2 cbr 6"', '"p9 f"'), "not a player"),
    (HEADS_UP.replace('"d db 2c7dTh"', '"d db 2c7d"'), "needs 3 board"),
    (HEADS_UP.replace(', "p1 f"]', "]"), "stops before its end"),
    (HEADS_UP.replace('"p2 cbr 6"', '"p2 cbr 201"'), "only 200 chips"),
    (SIDE_POTS.replace('"p2 sm AsAd"', '"p2 sm AsKd"'), "not"),
    (MUCK.replace('"p2 sm 7c2d"', '"p2 sm ZZ2d"'), "not a card"),
    (HEADS_UP.replace("[1, 2]", "[1, 2, 4]"), "one per player"),
    (DWAN_IVEY.replace("[1000, 2000, 0]", "[1000, 2000, 4000]"), "Straddles"),
])
def test_bad_hands_give_one_clear_error(text: str, message: str) -> None:
    with pytest.raises(PHHError, match=message):
        replay(loads(text))


def _random_hand(rng: random.Random) -> NoLimitHand:
    n = rng.choice((2, 3, 3, 4))
    stacks = [rng.randint(1, 1500) for _ in range(n)]
    hand = NoLimitHand(stacks, button=rng.randrange(n), small_blind=10, big_blind=20,
                       antes=rng.choice((0, 0, 2)), deck=Deck.shuffled(rng))
    while not hand.is_over:
        opts = hand.options()
        kind = rng.choice(opts.kinds)
        hand.act(kind, rng.randint(opts.min_to, opts.max_to) if kind in ("bet", "raise") else None)
    return hand


def test_random_hands_round_trip_through_phh() -> None:
    rng = random.Random(2024)
    for _ in range(300):
        hand = _random_hand(rng)
        data = export_hand(hand, names=[f'Seat "{i}"' for i in range(hand.seats)])
        text = dumps(data)
        again = loads(text)
        assert again == data
        replayed = replay(again)
        assert replayed.stacks == again["finishing_stacks"]
        assert sorted(replayed.stacks) == sorted(hand.stacks)


def test_hidden_hole_cards_are_written_unknown_unless_shown() -> None:
    rng = random.Random(7)
    hand = _random_hand(rng)
    data = export_hand(hand, hidden=range(1, hand.seats))
    deals = [a for a in data["actions"] if a.startswith("d dh")]
    assert any("????" in a for a in deals) or all(
        any(a.startswith(f"p{k}") and " sm " in a for a in data["actions"])
        for k in range(1, hand.seats + 1))


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=60)


def test_phh_command(tmp_path: Path) -> None:
    good = tmp_path / "hand.phh"
    good.write_text(DWAN_IVEY, encoding="utf-8")
    out = _cli("phh", str(good), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == {"final_stacks": [572100, 1997500, 1109500]}
    plain = _cli("phh", str(good))
    assert plain.stdout.split() == ["572100", "1997500", "1109500"]
    bad = tmp_path / "bad.phh"
    bad.write_text(HEADS_UP.replace('"p2 cbr 6"', '"p2 cbr 3"'), encoding="utf-8")
    out = _cli("phh", str(bad))
    assert out.returncode != 0
    assert len(out.stderr.strip().splitlines()) == 1 and "Action 3" in out.stderr


def test_phh_command_names_unreadable_files_plainly(tmp_path: Path) -> None:
    import argparse

    from gamelib.cli import phh as phh_command
    from gamelib.errors import CommandError

    binary = tmp_path / "photo.phh"
    binary.write_bytes(bytes(range(256)) * 4)
    cases = {tmp_path / "missing.phh": "no such file", tmp_path: "is a folder",
             binary: "not a PHH file (PHH is UTF-8 TOML text)"}
    for path, words in cases.items():
        with pytest.raises(CommandError) as err:
            phh_command.run(argparse.Namespace(file=str(path), json=False))
        assert words in str(err.value) and "Error" not in str(err.value)
