"""The hand evaluator's tables made beside the lobby (gamelib.warm_up), not in a first DEAL."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

from gamelib import hand_tables

ROOT = Path(__file__).resolve().parents[2]

FRESH_PROCESS = """
import sys
from gamelib import warm_up
assert "numpy" not in sys.modules, "warm_up loads no numpy until its thread does"
warm_up.start().join()
from gamelib import hand_tables, hands
assert hand_tables._built and hands._card_value, "the tables are built and bound"
built = hand_tables._build
hand_tables._build = lambda: (_ for _ in ()).throw(AssertionError("built again"))
from gamelib.cards import parse_cards
print(hands.evaluate(parse_cards("As Ks Qs Js Ts 2c 3d")).name)
"""


def test_the_thread_builds_and_binds_the_tables_before_any_hand():
    """In a fresh process: importing warm_up loads no numpy; its thread builds the tables and binds
    them, so the first hand evaluated builds nothing. Fails on the old code (no warm_up)."""
    done = subprocess.run([sys.executable, "-c", FRESH_PROCESS], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "Royal Flush"


def test_a_hand_asked_for_while_the_tables_are_built_waits_for_them(monkeypatch):
    """Two threads asking at once: one builds, the other waits and gets the same tables (with
    functools.cache both built them, each 60-100 ms). Fails on the old code."""
    calls: list[int] = []
    made = object()
    second_asks = threading.Event()

    def slow_build() -> object:
        calls.append(1)
        second_asks.wait(10)  # the other thread is on its way in while this one builds
        time.sleep(0.05)
        return made

    monkeypatch.setattr(hand_tables, "_built", [])
    monkeypatch.setattr(hand_tables, "_build", slow_build)
    got: list[object] = []

    def ask(signal: bool) -> None:
        if signal:
            second_asks.set()
        got.append(hand_tables.tables())

    first = threading.Thread(target=ask, args=(False,))
    first.start()
    while not calls:  # the first is building (an event, not a clock)
        time.sleep(0.001)
    second = threading.Thread(target=ask, args=(True,))
    second.start()
    first.join()
    second.join()
    assert calls == [1] and got == [made, made]
