"""A hand's name never covers a card: in every demo state of the dealer games, at 100 %, at
UI scale 150 % and at 125 % with larger text, no hand name's pill (it grows with the text)
lies over any card on the table, so every card's corner index stays readable."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from helpers.scene_app import demo_state_scene

from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.showcase import scale_check, table_demos
from scenes.table.base import TableScene
from scenes.ui import card_art
from scenes.ui.widgets.base import resolve

TABLES = [TexasBonusTable, CasinoHoldemTable, HeadsUpTable]
SCALES = [{"ui_scale": 100, "large_text": False}, {"ui_scale": 150, "large_text": False},
          {"ui_scale": 125, "large_text": True}]


def card_rect(sprite) -> pygame.Rect:  # noqa: ANN001 - a CardSprite (centre x, y and width)
    r = pygame.Rect((0, 0), card_art.card_size(sprite.width))
    r.center = (int(sprite.x), int(sprite.y))
    return r


def in_demo_states(tmp_path: Path, cls: type[TableScene], settings: dict,
                   over: Callable[[TableScene], list[str]]) -> dict[str, list[str]]:
    """{state: what ``over`` finds} for every demo state of ``cls`` where it finds something."""
    found: dict[str, list[str]] = {}
    for name, drive in table_demos.demo_states(cls):
        app, scene = demo_state_scene(tmp_path / f"{cls.game_id}-{name}", cls, name, drive, **settings)
        try:
            if seen := over(scene):
                found[name] = seen
        finally:
            app.update_settings(ui_scale=100, large_text=False)
    return found


def plates_over_cards(tmp_path: Path, cls: type[TableScene], settings: dict) -> dict[str, list[str]]:
    """{state: ["<hand> name over <where> card <i>"]} for every demo state of ``cls``."""
    return in_demo_states(tmp_path, cls, settings, lambda scene: [
        f"{to} name over {where} card {i}" for to, plate in scene.shown_hand_names().items()
        for (where, i), sprite in scene.cards.items() if card_rect(sprite).colliderect(plate)])


@pytest.mark.parametrize("settings", SCALES, ids=["100", "150", "125_large"])
@pytest.mark.parametrize("cls", TABLES, ids=[c.game_id for c in TABLES])
def test_no_hand_name_covers_a_card(tmp_path, cls, settings):
    assert plates_over_cards(tmp_path, cls, settings) == {}


def test_a_plate_over_the_cards_is_found(tmp_path, monkeypatch):
    """The control: with the pill put back over the cards' lower edge (as before), it is found."""
    monkeypatch.setattr("scenes.table.show.plate_under",
                        lambda label, bottom, gap=2: setattr(label, "pos", (label.pos[0], bottom - 6)))
    assert plates_over_cards(tmp_path, TexasBonusTable, SCALES[1])


def plates_over_spot_names(tmp_path: Path, cls: type[TableScene], settings: dict) -> dict[str, list[str]]:
    """{state: ["<hand> name over <spot name>"]}: a hand name's pill over (or within 2 px of)
    the ink of a spot's name (drawn over its ring when it holds chips), in every demo state."""

    def over(scene: TableScene) -> list[str]:
        frame = pygame.Surface((1920, 1080))
        scene.view.invalidate(felt=True)  # every part drawn again, the spots' names too
        texts = scale_check.record(lambda: scene.draw(frame))
        names = {resolve(s.label) for s in scene.controls.spots.values()}
        return [f"{to} name over {t.s}" for to, plate in scene.shown_hand_names().items()
                for t in texts if t.s in names and t.ink.colliderect(plate.inflate(0, 4))]  # 2 px clear

    return in_demo_states(tmp_path, cls, settings, over)


@pytest.mark.parametrize("settings", SCALES, ids=["100", "150", "125_large"])
@pytest.mark.parametrize("cls", TABLES, ids=[c.game_id for c in TABLES])
def test_no_hand_name_covers_a_spots_name(tmp_path, cls, settings):
    """At 150 % Heads Up's grown pill under the player's cards covered the top of ANTE and ODDS."""
    assert plates_over_spot_names(tmp_path, cls, settings) == {}
