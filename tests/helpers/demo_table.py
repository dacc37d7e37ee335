"""A minimal table scene on Texas Hold'em Bonus, used by the scene tests only."""

from __future__ import annotations

import pygame

from scenes.table.base import CardPlace, Decision, TableScene


class DemoTexasTable(TableScene):
    game_id = "texas-holdem-bonus"
    SPOTS = {"ante": (960, 700), "flop": (1110, 640), "turn": (1250, 600), "river": (1390, 560),
             "bonus": (810, 640), "jackpot": (670, 600)}
    CARD_PLACES = {
        "dealer": CardPlace(960, 230, 110, label="table.dealer"),
        "board": CardPlace(960, 430, 110, count=5),
        "player": CardPlace(960, 760, 110, label="table.player"),
    }
    DECISIONS = (
        Decision("fold", "action.fold", pygame.K_f, "F", style="red"),
        Decision("check", "action.check", pygame.K_c, "C", style="dark"),
        Decision("play", "action.play", pygame.K_p, "P"),
    )
