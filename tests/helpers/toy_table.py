"""The toy game's table screen (tests only): a plain TableScene that only declares layout."""

from __future__ import annotations

import pygame

from scenes.table.base import CardPlace, Decision, TableScene


class HighCardTable(TableScene):
    game_id = "high-card"
    SPOTS = {"ante": (880, 700), "play": (1040, 700)}
    CARD_PLACES = {
        "dealer": CardPlace(960, 260, 110, count=1, label="table.dealer"),
        "player": CardPlace(960, 520, 110, count=1, label="table.player"),
    }
    DECISIONS = (
        Decision("fold", "action.fold", pygame.K_f, "F", style="red"),
        Decision("play", "action.play", pygame.K_p, "P"),
    )
