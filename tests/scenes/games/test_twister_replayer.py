"""The hand replayer on screen: opened from a hand of History (a click on its row), from the
table's hand history (R) and from a PHH file; arrows and buttons step it; a bad file is one
sentence."""

from __future__ import annotations

from pathlib import Path

import pygame

from gamelib.games.twister.demo import SIDE_POT_HAND, play_demo_tournament, side_pot_table
from gamelib.games.twister.phh import dumps, export_hand
from gamelib.games.twister.table_view import table_on_show
from scenes.app import App
from scenes.games.twister.hand_history import HandHistoryScene
from scenes.games.twister.replayer import ReplayerScene
from scenes.games.twister.round_detail import LIST_X, TwisterRoundBody
from scenes.shell.history import RoundDetailScene


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_a_click_on_a_hand_of_history_replays_it_and_the_arrows_step(app: App) -> None:
    detail = RoundDetailScene(app, play_demo_tournament(app.wallet))
    app.manager.push(detail)
    body = detail.body
    assert isinstance(body, TwisterRoundBody)
    r = body.rect
    row = pygame.Rect(r.x + LIST_X, r.y + 80, 400, 40)
    assert body.row_at(row.center) == 0 and body.row_at((r.x + 10, r.y + 80)) is None
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=row.center)], 0.05)
    replayer = app.manager.top
    assert isinstance(replayer, ReplayerScene) and replayer.replay.step == 0
    app.step([key(pygame.K_RIGHT)], 0.05)
    assert replayer.replay.step == 1
    app.step([key(pygame.K_END)], 0.05)
    assert replayer.replay.step_name == "result" and table_on_show(replayer.replay.table).wins
    app.step([key(pygame.K_LEFT)], 0.05)
    assert replayer.replay.step == replayer.replay.steps - 2
    assert replayer.next_change() is None  # still between steps: nothing drawn at rest
    replayer.close()
    assert app.manager.top is detail


def test_r_in_the_tables_hand_history_replays_the_chosen_hand(app: App) -> None:
    table = side_pot_table(len(SIDE_POT_HAND))
    table.t.history.append(export_hand(table.hand, names=["You", "Rocco", "Gino"], extra={"hand": 1}))
    history = HandHistoryScene(app, table)
    app.manager.push(history)
    history.handle_event(key(pygame.K_r))
    replayer = app.manager.top
    assert isinstance(replayer, ReplayerScene) and replayer.replay.number == 1
    replayer.next_b.click()
    assert replayer.replay.step == 1
    before = replayer.replay.upto
    app.step([key(pygame.K_DOWN)], 0.05)  # one action
    assert replayer.replay.upto > before and replayer.step_text() == app.tr("twister.replay.flop")
    app.step([key(pygame.K_UP)], 0.05)
    assert replayer.replay.upto == before


def test_a_phh_file_replays_and_a_bad_one_is_one_sentence(app: App, tmp_path: Path) -> None:
    table = side_pot_table(len(SIDE_POT_HAND))
    good = tmp_path / "hand.phh"
    good.write_text(dumps(export_hand(table.hand, names=["Ann", "Bob", "Cy"])), encoding="utf-8")
    scene = ReplayerScene.of_file(app, good)
    assert scene is not None and scene.replay.steps == 6 and scene.title == "hand.phh"
    app.manager.push(scene)
    app.step([], 0.05)
    bad = tmp_path / "bad.phh"
    bad.write_text('variant = "NT"\nstarting_stacks = [500, 500]\nactions = ["p9 f"]\n', encoding="utf-8")
    assert ReplayerScene.of_file(app, bad) is None
    said = app.toasts[-1].message
    assert said.startswith("bad.phh: ") and "\n" not in said
