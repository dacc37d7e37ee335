"""Reusable pieces of every screen: buttons, labels, panels, chips, bet spots, cards, dialogs.

Widgets only SHOW gamelib's state and forward clicks; the rules live in gamelib.
The names below are imported when first asked for (``from scenes.ui.widgets import
ChipRack``): the lobby, drawn first, needs only ``base``, not the table's widgets.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

_MODULES = {
    "Button": "base", "Label": "base", "Panel": "base", "Widget": "base", "CardSprite": "cards",
    "BetSpot": "chips", "ChipRack": "chips", "CountdownBar": "info", "GameCode": "info",
    "HandLabel": "info", "LimitsPanel": "info", "MessageLog": "info", "TrafficLight": "info",
    "ValueBox": "info",
}

__all__ = [
    "BetSpot", "Button", "CardSprite", "ChipRack", "CountdownBar", "GameCode", "HandLabel", "Label",
    "LimitsPanel", "MessageLog", "Panel", "TrafficLight", "ValueBox", "Widget",
]


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f"{__name__}.{module}"), name)
