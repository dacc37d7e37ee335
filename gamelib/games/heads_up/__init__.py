"""Heads Up Hold'em (32-heads-up-holdem.md): ``rules`` (ANTE, ODDS, TRIPS PLUS, POCKET BONUS
against the dealer), ``strategy`` (the built-in RAISE/CHECK/FOLD rule), ``analysis`` and
``cli`` (``analyze`` / ``simulate heads-up-holdem``) and ``autoplay``.

``DEFINITION`` registers the game; it names those modules and imports none of them.
"""

from __future__ import annotations

from gamelib.games.definition import GameDefinition, LobbyTile

_HERE = __name__

DEFINITION = GameDefinition(
    game_id="heads-up-holdem",
    title="Heads Up Hold'em",
    order=30,
    tile=LobbyTile("Ac Kc"),
    rules=f"{_HERE}.rules",
    required_spots=("ante", "odds"),
    rules_key="headsup.rules",
    strategy=f"{_HERE}.strategy",
    autoplay=f"{_HERE}.autoplay",
    autoplay_stakes={"ante": 100, "trips": 100, "pocket": 100},
    simulate=f"{_HERE}.cli",
    analyze=f"{_HERE}.cli",
)
