"""Reusable pieces of every screen: buttons, labels, panels, chips, bet spots, cards, dialogs.

Widgets only SHOW gamelib's state and forward clicks; the rules live in gamelib.
"""

from scenes.ui.widgets.base import Button, Label, Panel, Widget
from scenes.ui.widgets.cards import CardSprite
from scenes.ui.widgets.chips import BetSpot, ChipRack
from scenes.ui.widgets.info import (
    CountdownBar,
    GameCode,
    HandLabel,
    LimitsPanel,
    MessageLog,
    TrafficLight,
    ValueBox,
)

__all__ = [
    "BetSpot", "Button", "CardSprite", "ChipRack", "CountdownBar", "GameCode", "HandLabel", "Label",
    "LimitsPanel", "MessageLog", "Panel", "TrafficLight", "ValueBox", "Widget",
]
