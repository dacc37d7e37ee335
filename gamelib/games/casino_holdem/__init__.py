"""2 Hand Casino Hold'em (31-casino-holdem-2-hands.md): ``rules`` (one or two hands against
the dealer), ``strategy`` (the built-in PLAY/FOLD rule, the advisor, the simulator), ``cli``
(``analyze`` / ``simulate casino-holdem``) and ``autoplay``.

``DEFINITION`` registers the game; it names those modules and imports none of them.
"""

from __future__ import annotations

from gamelib.games.definition import GameDefinition, LobbyTile

_HERE = __name__

DEFINITION = GameDefinition(
    game_id="casino-holdem",
    title="2 Hand Casino Hold'em",
    order=20,
    tile=LobbyTile("Kh Kd Qs Jc"),
    rules=f"{_HERE}.rules",
    required_spots=(),  # ANTE on hand 1, hand 2 or both: the round checks one is there
    rules_key="casino.rules",
    strategy=f"{_HERE}.strategy",
    autoplay=f"{_HERE}.autoplay",
    autoplay_stakes={"ante1": 100, "bonus1": 100, "ante2": 100},
    simulate=f"{_HERE}.cli",
    analyze=f"{_HERE}.cli",
)
