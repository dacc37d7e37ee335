"""Plug-in seats (--seats file.py:NAME), legal decisions for any hand, seeded determinism."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import Deck
from gamelib.clock import FakeClock
from gamelib.errors import CommandError
from gamelib.games.twister.bots import PokerBot, make_bot
from gamelib.games.twister.cli import parse_seats
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.plugins import PluginError, close_all, command_for, make_plugin
from gamelib.games.twister.runner import bot_turn, hand_over, play_tournament
from gamelib.games.twister.tournament import Entrant, Tournament
from gamelib.games.twister.view import SeatView, seat_view

ROOT = Path(__file__).resolve().parents[4]
PUSHFOLD = str(ROOT / "benchmarks" / "bots" / "pushfold_bot.py") + ":PushFold"
EXAMPLE = str(ROOT / "benchmarks" / "bots" / "example_bot.py") + ":Tight"


def plugin_file(tmp_path: Path, body: str) -> str:
    path = tmp_path / "mine.py"
    path.write_text("import random\n" + body, encoding="utf-8")
    return str(path)


def one_sentence(message: str) -> bool:
    return message.endswith(".") and "\n" not in message


# --- loading ----------------------------------------------------------------------------------

def test_the_shipped_plug_ins_load_and_play() -> None:
    assert parse_seats(f"bot:hard,{PUSHFOLD},{EXAMPLE}") == ["bot:hard", PUSHFOLD, EXAMPLE]
    places = play_tournament(["bot:hard", PUSHFOLD, EXAMPLE], random.Random(4))
    assert sorted(places) == [1, 2, 3]


@pytest.mark.parametrize("body, name, words", [
    ("", "Missing", "has no factory called Missing"),
    ("raise RuntimeError('boom')\n", "Bot", "failed to import: RuntimeError: boom"),
    ("def Bot(rng):\n    raise ValueError('no')\n", "Bot", "failed to start: ValueError: no"),
    ("def Bot(rng):\n    return object()\n", "Bot", "has no decide(view) method"),
])
def test_loading_errors_name_the_plug_in(tmp_path: Path, body: str, name: str, words: str) -> None:
    seat = plugin_file(tmp_path, body) + ":" + name
    with pytest.raises(PluginError) as err:
        make_plugin(seat, random.Random(1))
    message = str(err.value)
    assert words in message and "mine.py" in message and one_sentence(message)


def test_a_missing_file_is_refused_on_the_command_line() -> None:
    with pytest.raises(CommandError, match=r"Plug-in nowhere/bot\.py: no such file\."):
        parse_seats("bot:hard,nowhere/bot.py:Bot")
    with pytest.raises(CommandError, match="Unknown strategy"):
        parse_seats("bot:hard,bot:genius")


# --- bad decisions ------------------------------------------------------------------------------

@pytest.fixture(autouse=True)
def _end_plug_in_processes() -> Iterator[None]:
    yield
    close_all()


# --- bad decisions ------------------------------------------------------------------------------

@pytest.fixture(autouse=True)
def _end_plug_in_processes() -> Iterator[None]:
    yield
    close_all()


def heads_up_view() -> SeatView:
    hand = NoLimitHand([500, 500], button=0, small_blind=10, big_blind=20,
                       deck=Deck.shuffled(random.Random(2)))
    return seat_view(hand, 0)


def scripted(tmp_path: Path, decide_body: str, head: str = "") -> str:
    return plugin_file(tmp_path, head + f"""
class Bot:
    def decide(self, view):
        {decide_body}
def Make(rng):
    return Bot()
""") + ":Make"


@pytest.mark.parametrize("body, words", [
    ("raise KeyError('hole')", "raised KeyError in decide()"),
    ("return ('check', None)", "'check' is not one of the legal actions"),
    ("return ('raise', 5000)", "a raise to 5000 is outside 40..500"),
    ("return ('raise', None)", "a raise needs a whole number of chips"),
    ("return ('fold', 10)", "'fold' takes no amount"),
    ("return 'fold'", "not an (action, amount) pair"),
    ("return ('fold', 2.5)", "the amount 2.5 is not a whole number of chips"),
    ("return (object(), None)", "answered something that is not JSON"),
])
def test_bad_decisions_are_refused_in_one_sentence(tmp_path: Path, body: str, words: str) -> None:
    seat = make_plugin(scripted(tmp_path, body), random.Random(1))
    with pytest.raises(PluginError) as err:
        seat.decide(heads_up_view())
    assert words in str(err.value) and "mine.py:Make" in str(err.value)
    assert one_sentence(str(err.value))


def test_a_hanging_plug_in_is_killed_at_the_limit(tmp_path: Path) -> None:
    """A C-level busy loop (the interpreter lock held) cannot stall the app: the plug-in
    is in its own process, the wait is on its reply, and the process is killed."""
    seat = make_plugin(scripted(tmp_path, "while True: pass"), random.Random(1), time_limit=0.2)
    with pytest.raises(PluginError) as err:
        seat.decide(heads_up_view())
    assert str(err.value) == f"Plug-in {seat.label} took more than 0.2 s to decide; it was stopped."
    assert not seat.process.alive


SPY = """
import gc
class Bot:
    def decide(self, view):
        hidden = sorted({type(o).__name__ for o in gc.get_objects()
                         if type(o).__name__ in ('NoLimitHand', 'Deck', 'Tournament')})
        if hidden:
            return ('saw ' + ' and '.join(hidden), None)
        return ('check', None) if view.options.can_check else ('fold', None)
def Make(rng):
    return Bot()
"""


def test_a_plug_in_cannot_reach_the_deck_or_hole_cards_through_gc(tmp_path: Path) -> None:
    path = plugin_file(tmp_path, SPY)
    view = heads_up_view()
    hand_alive = NoLimitHand([500, 500], button=0, small_blind=10, big_blind=20,
                             deck=Deck.shuffled(random.Random(2)))
    # in the app's own process the same code finds the hand and its deck ...
    spec = importlib.util.spec_from_file_location("spy_in_process", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert module.Make(random.Random(1)).decide(view)[0].startswith("saw ")
    # ... in its own process it finds nothing, over a whole tournament
    places = play_tournament(["bot:standard", path + ":Make"], random.Random(3))
    assert sorted(places) == [1, 2]
    del hand_alive


@pytest.mark.parametrize("body, words", [
    ("import sys\nsys.exit(0)\n", "stopped (exit status 0)"),
    ("import os\nos._exit(3)\n", "stopped (exit status 3)"),
    ("raise RuntimeError('boom')\n", "failed to import: RuntimeError: boom"),
])
def test_an_exit_at_import_is_one_sentence_and_exit_status_1(tmp_path: Path, body: str,
                                                             words: str) -> None:
    seat = plugin_file(tmp_path, body) + ":Bot"
    out = subprocess.run([sys.executable, str(ROOT / "main.py"), "simulate", "twister",
                          "--tournaments", "2", "--seats", f"bot:hard,{seat}"],
                         capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 1
    message = out.stderr.strip()
    assert message.startswith("feltside: error: Plug-in ") and words in message
    assert "mine.py:Bot" in message and one_sentence(message) and "Traceback" not in message


def test_an_exit_in_the_middle_of_a_run_names_the_plug_in(tmp_path: Path) -> None:
    seat = make_plugin(scripted(tmp_path, "import os; os._exit(5)"), random.Random(1))
    with pytest.raises(PluginError, match=r"mine\.py:Make stopped \(exit status 5\)\.$"):
        seat.decide(heads_up_view())


def test_a_program_in_any_language_sits_with_exec(tmp_path: Path) -> None:
    """An exec: seat speaks the JSON-lines protocol of PLUGINS.md (here a tiny shell-free
    program: Python without the plug-in host, reading and writing raw lines)."""
    program = tmp_path / "caller.py"
    program.write_text("""
import json, sys
print(json.dumps({"ready": True, "protocol": 1}), flush=True)
for text in sys.stdin:
    message = json.loads(text)
    if message["type"] == "new":
        print(json.dumps({"name": "raw caller"}), flush=True)
    elif message["type"] == "decide":
        kinds = message["view"]["options"]["kinds"]
        print(json.dumps({"action": "check" if "check" in kinds else "call"}), flush=True)
""", encoding="utf-8")
    seat = f"exec:{sys.executable} {program}"
    assert parse_seats(f"bot:standard,{seat}") == ["bot:standard", seat]
    places = play_tournament(["bot:standard", seat], random.Random(2))
    assert sorted(places) == [1, 2]
    assert make_plugin(seat, random.Random(1)).name == "raw caller"


def test_the_packaged_app_says_why_a_python_file_cannot_sit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    with pytest.raises(PluginError) as err:
        command_for(EXAMPLE)
    assert "packaged app cannot start a Python file" in str(err.value)
    assert one_sentence(str(err.value))


def test_a_line_that_is_not_a_decision_names_the_plug_in(tmp_path: Path) -> None:
    program = tmp_path / "chatty.py"
    program.write_text("""
import json, sys
print(json.dumps({"ready": True, "protocol": 1}), flush=True)
for text in sys.stdin:
    if json.loads(text)["type"] != "hand_over":
        print("thinking...", flush=True)
""", encoding="utf-8")
    seat = make_plugin(f"exec:{sys.executable} {program}", random.Random(1))
    with pytest.raises(PluginError) as err:
        seat.decide(heads_up_view())
    assert "chatty.py sent a bad line: the line 'thinking...' is not JSON" in str(err.value)
    assert one_sentence(str(err.value)) and not seat.process.alive


def test_a_failing_plug_in_leaves_the_tournament_as_it_was(tmp_path: Path) -> None:
    """The error comes before the action: the hand in play keeps every chip, the saved
    state is the one after the last completed hand, and the tournament plays on."""
    seat = plugin_file(tmp_path, """
class Bot:
    def __init__(self):
        self.turns = 0
    def decide(self, view):
        self.turns += 1
        if self.turns == 6:
            raise RuntimeError('tilt')
        return ('check', None) if view.options.can_check else ('call', None)
def Make(rng):
    return Bot()
""") + ":Make"
    t = Tournament.new([Entrant("#0", "bot:standard"), Entrant("#1", seat)], 100, b"x" * 32,
                       hands_per_level=10, keep_history=False, clock=FakeClock())
    bots = {s: make_bot(e.kind, random.Random(s)) for s, e in enumerate(t.entrants)}
    with pytest.raises(PluginError, match="raised RuntimeError in decide"):
        while not t.is_over:
            hand = t.start_hand()
            before = t.to_state()
            while t.hand is not None:
                bot_turn(t, bots)
            hand_over(t, bots, hand, t.hands_played)
    assert t.hand is not None
    assert sum(t.hand.stacks) + t.hand.pot_total == 1000
    assert t.to_state() == before
    plugin = next(s for s, e in enumerate(t.entrants) if e.kind == seat)
    bots[plugin] = make_bot("bot:calling-station", random.Random(9))
    while not t.is_over:
        while t.hand is not None:
            bot_turn(t, bots)
        if not t.is_over:
            t.start_hand()
    assert sorted(t.places.values()) == [1, 2]


# --- every bot, any hand: legal, and reproducible -------------------------------------------------

KINDS = ["bot:easy", "bot:standard", "bot:hard", "bot:calling-station", "bot:random", PUSHFOLD]


@settings(max_examples=40, deadline=None)
@given(stacks=st.lists(st.integers(15, 1500), min_size=2, max_size=3),
       blinds=st.sampled_from([(10, 20), (40, 80), (100, 200)]),
       kinds=st.lists(st.sampled_from(KINDS), min_size=3, max_size=3),
       button=st.integers(0, 2), seed=st.integers(0, 2 ** 32))
def test_bots_only_take_legal_actions(stacks: list[int], blinds: tuple[int, int],
                                      kinds: list[str], button: int, seed: int) -> None:
    rng = random.Random(seed)
    hand = NoLimitHand(stacks, button=button % len(stacks), small_blind=blinds[0],
                       big_blind=blinds[1], deck=Deck.shuffled(rng))
    bots = [make_bot(k, random.Random(rng.getrandbits(32))) for k in kinds]
    while not hand.is_over:
        seat = hand.actor
        assert seat is not None
        action, amount = bots[seat].decide(seat_view(hand, seat, 1, tuple(range(hand.seats))))
        hand.verify(action, amount)
        hand.act(action, amount)
    assert sum(hand.stacks) == sum(stacks)


def test_seeded_tournaments_repeat_exactly() -> None:
    seats = ["bot:hard", PUSHFOLD, "bot:standard"]
    first = [play_tournament(seats, random.Random(s)) for s in range(4)]
    again = [play_tournament(seats, random.Random(s)) for s in range(4)]
    assert first == again


def test_easy_stays_easy_and_only_hard_reads_closely() -> None:
    rng = random.Random(1)
    easy, standard, hard = (make_bot(f"bot:{k}", rng) for k in ("easy", "standard", "hard"))
    assert isinstance(easy, PokerBot) and easy.planner is None and easy.chart_reads is None
    assert isinstance(standard, PokerBot) and isinstance(hard, PokerBot)
    assert standard.planner is not None and standard.planner.reads is standard.reads
    assert hard.planner is not None and hard.planner.reads is hard.reads
    assert hard.reads.prior < standard.reads.prior  # Hard believes what it sees sooner
    assert hard.adapts and not standard.adapts  # and only Hard adapts after the flop
