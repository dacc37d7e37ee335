"""OPEN PHH in the table's hand history: the save's PHH files (its phh folder and the
exported hands), newest first; Enter or a click replays the chosen one; a bad file is said
in one sentence."""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from gamelib.games.twister.demo import SIDE_POT_HAND, side_pot_table
from gamelib.games.twister.phh import dumps, export_hand
from scenes.app import App
from scenes.games.twister.hand_history import HandHistoryScene
from scenes.games.twister.phh_files import PhhFilesScene, phh_files
from scenes.games.twister.replayer import ReplayerScene


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_open_phh_lists_the_files_and_replays_the_chosen_one(app: App) -> None:
    table = side_pot_table(len(SIDE_POT_HAND))
    folder = Path(app.data_dir) / "phh"
    exported = Path(app.data_dir) / "exports" / "twister-x"
    folder.mkdir(parents=True)
    exported.mkdir(parents=True)
    (exported / "hand-1.phh").write_text(dumps(export_hand(table.hand)), encoding="utf-8")
    (folder / "broken.phh").write_text("variant = 'NT'\n", encoding="utf-8")
    os.utime(exported / "hand-1.phh", (1_000_000, 1_000_000))  # older than the broken one
    assert [p.name for p in phh_files(Path(app.data_dir))] == ["broken.phh", "hand-1.phh"]

    history = HandHistoryScene(app, table)
    app.manager.push(history)
    history.handle_event(key(pygame.K_o))
    files = app.manager.top
    assert isinstance(files, PhhFilesScene) and files.selected == 0
    app.step([key(pygame.K_RETURN)], 0.05)  # the broken one: one sentence, the list stays
    assert app.manager.top is files and app.toasts[-1].message.startswith("broken.phh: ")
    app.step([key(pygame.K_DOWN), key(pygame.K_RETURN)], 0.05)
    replayer = app.manager.top
    assert isinstance(replayer, ReplayerScene) and replayer.title == "hand-1.phh"
    assert replayer.replay.steps == 6
    assert files.next_change() is None


def test_with_no_files_the_list_says_where_to_put_them(app: App) -> None:
    files = PhhFilesScene(app)
    app.manager.push(files)
    assert files.files == [] and (Path(app.data_dir) / "phh").is_dir()
    files.open_selected()  # nothing to open: nothing happens
    assert app.manager.top is files
    app.step([], 0.05)
