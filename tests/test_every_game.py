"""One contract every registered game passes (issue 26), parametrised over the registry — the
games found in gamelib/games/ and the toy High Card registered at test time
(tests/helpers/toy_game.py: its rules, table screen and texts, with no shared module edited):

* its texts (name, lobby card, help page, rules card) in English and Italian;
* seeded deals replay the same rounds, and every settled round passes ``verify``;
* a process killed in the middle of a round: the next start finishes it from the save, and it
  verifies;
* its table's demo states drawn at 100 % and at 150 % with no new overlap and no list at mixed
  sizes (scenes/showcase/scale_check.py);
* its HELP page and a round's HISTORY detail open and show the game's name.

No list of games is written here: a sixth game is in every test by being registered.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers import toy_game
from helpers.toy_table import HighCardTable

from gamelib import i18n
from gamelib.autoplay import autoplay, table_setup
from gamelib.cli.verify import verify_round
from gamelib.games import TABLE_GAMES, all_games, find_entry, find_game
from gamelib.ledger import FinishedRound, Wallet
from gamelib.recovery import recover_unfinished
from gamelib.session import TableSession
from scenes.showcase import catalogue, scale_check, table_demos
from scenes.table import registry

ROOT = Path(__file__).resolve().parents[1]
TOY = toy_game.DEF.game_id
#: Every table game as the registry has it at collection, and the toy registered per test.
TABLE_IDS = [*TABLE_GAMES, TOY]
ENTRY_IDS = [d.game_id for d in all_games()] + [TOY]


@pytest.fixture()
def game(request: pytest.FixtureRequest) -> Iterator[str]:
    """The game under test; the toy game (definition, texts, table screen) registered for it."""
    game_id: str = request.param
    if game_id != TOY:
        yield game_id
        return
    with toy_game.registered():
        registry.register_table(TOY, HighCardTable)
        try:
            yield game_id
        finally:
            registry.unregister_table(TOY)


def _games(ids: list[str]) -> Any:
    return pytest.mark.parametrize("game", ids, indirect=True, ids=ids)


# --- texts ------------------------------------------------------------------------------------------

@_games(ENTRY_IDS)
def test_its_texts_are_in_both_languages(game: str) -> None:
    entry = find_entry(game)
    keys = [entry.name_key, entry.card_key, entry.help_key]
    rules_key = getattr(entry, "rules_key", None)
    if rules_key:
        keys.append(rules_key)
    for lang in ("en", "it"):
        missing = [k for k in keys if not i18n.has(k, lang)]
        assert missing == [], f"{game} has no {lang} text for {missing}"
    assert i18n.tr(entry.name_key, "en") != entry.name_key


# --- rules: seeded replay, verify, kill and recovery ----------------------------------------------------

def _records(wallet: Wallet) -> list[Any]:
    return [wallet.round_detail(e["id"])["record"] for e in reversed(wallet.history())
            if e["type"] == "round"]


@_games(TABLE_IDS)
def test_seeded_deals_replay_and_every_round_verifies(game: str) -> None:
    played = []
    for _ in range(2):
        with Wallet.in_memory() as wallet:
            report = autoplay(wallet, game, 6, seed=26)
            assert report.rounds == 6
            settled = [e for e in wallet.history() if e["type"] == "round" and e["status"] == "settled"]
            assert len(settled) == 6
            for e in settled:
                verdict = verify_round(wallet.round_detail(e["id"]))
                assert verdict["ok"], verdict["problems"]
            played.append(_records(wallet))
    assert played[0] == played[1]  # the same seed: the same cards, decisions and results


KILLED_MID_ROUND = """
import os, signal, sys
sys.path.insert(0, os.path.join(os.getcwd(), "tests"))
from helpers import toy_game
from gamelib import games
from gamelib.autoplay import table_setup
from gamelib.ledger import Wallet
from gamelib.session import TableSession

game = sys.argv[2]
if game == toy_game.DEF.game_id:
    games.register(toy_game.DEF)
wallet = Wallet.open(sys.argv[1])
stakes, config = table_setup(game)
table = TableSession(wallet, games.find_game(game), "1", config, seed_source=lambda: bytes(range(32)))
for spot, amount in stakes.items():
    table.slip.place(spot, amount)
table.deal()
print("open" if table.in_round else "over", flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
@_games(TABLE_IDS)
def test_a_round_killed_mid_play_is_finished_at_the_next_start_and_verifies(game: str, tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", KILLED_MID_ROUND, str(tmp_path), game], cwd=ROOT,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == -signal.SIGKILL, done.stderr[-2000:]
    with Wallet.open(tmp_path) as wallet:
        assert wallet.verify_chain() is None
        recovered = recover_unfinished(wallet)
        if done.stdout.strip() == "open":
            assert len(recovered) == 1 and isinstance(recovered[0], FinishedRound), recovered
            detail = wallet.round_detail(recovered[0].id)
            assert detail["status"] == "settled" and verify_round(detail)["ok"]
        else:  # a game whose round ends at the deal: nothing was left open
            assert recovered == []
        assert wallet.integrity_problems() == []


# --- screens ------------------------------------------------------------------------------------------

@pytest.fixture()
def app(tmp_path: Path) -> Iterator[Any]:
    a = catalogue.headless_app(tmp_path)
    a.update_settings(animation_speed="instant")
    yield a
    a.leave_all_tables()
    a.update_settings(ui_scale=100, large_text=False)
    a.wallet.close()


@_games(TABLE_IDS)
def test_its_demo_states_grow_at_150_percent_without_new_overlaps(game: str, app: Any) -> None:
    cls = registry.scene_class(game)
    assert cls is not None, f"{game} has no table screen"
    states = table_demos.demo_states(cls)
    assert states, f"{game}'s table shows no demo state"
    for name, drive in states[:3]:
        state = f"table_{game}_{name}"
        setup = catalogue._table_state(app, cls, game, name, drive)
        measured = scale_check.measure(app, state, setup, ui_scale=150, large_text=False)
        assert measured.grew, f"{state}: no text drawn"
        assert measured.new_overlaps == set(), f"{state}: {sorted(measured.new_overlaps)}"
        assert measured.mixed == [], f"{state}: rows at mixed sizes {measured.mixed}"


@_games(ENTRY_IDS)
def test_its_help_page_opens_and_names_it(game: str, app: Any) -> None:
    page = app.navigation.open("help", game)
    drawn = scale_check.record(lambda: page.draw(app.canvas))
    title = app.tr(find_entry(game).name_key)
    assert any(title.upper() in t.s.upper() for t in drawn), [t.s for t in drawn][:20]


@_games(TABLE_IDS)
def test_a_rounds_history_detail_opens_and_names_it(game: str, app: Any) -> None:
    stakes, config = table_setup(game)
    table = TableSession(app.wallet, find_game(game), "1", config, seed_source=lambda: bytes(32))
    for spot, amount in stakes.items():
        table.slip.place(spot, amount)
    table.deal()
    if table.in_round:
        table.leave()
    [entry] = [e for e in app.wallet.history() if e["type"] == "round"]
    page = app.navigation.open("round-detail", entry["id"])
    app.step([], 1 / 60)
    drawn = scale_check.record(lambda: page.draw(app.canvas))
    title = app.tr(find_entry(game).name_key)
    assert any(title.upper() in t.s.upper() for t in drawn), [t.s for t in drawn][:20]


def test_the_toy_game_stays_out_of_the_registry_after_its_tests() -> None:
    assert TOY not in TABLE_GAMES and TOY not in registry.lobby_games() and not i18n.has(f"game.{TOY}")
    assert os.environ.get("SDL_VIDEODRIVER") == "dummy"
