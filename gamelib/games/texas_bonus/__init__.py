"""Texas Hold'em Bonus Poker (30-texas-holdem-bonus.md): ``rules`` (the round, limits, pay
tables), ``strategy`` (the built-in PLAY/FOLD/CHECK rule and its advice), ``analysis`` and
``cli`` (``analyze`` / ``simulate texas-holdem-bonus``), ``autoplay``, and the progressive
FIRST 5 JACKPOT (``jackpot``: its prizes; ``hooks``: its money path through the session).

``DEFINITION`` registers the game; it names those modules and imports none of them.
"""

from __future__ import annotations

from gamelib.games.definition import GameDefinition, LobbyTile

_HERE = __name__

DEFINITION = GameDefinition(
    game_id="texas-holdem-bonus",
    title="Texas Hold'em Bonus Poker",
    order=10,
    tile=LobbyTile("As Ah", jackpot_meter=True),
    rules=f"{_HERE}.rules",
    required_spots=("ante",),
    rules_key="thb.rules",
    strategy=f"{_HERE}.strategy",
    autoplay=f"{_HERE}.autoplay",
    autoplay_stakes={"ante": 100, "bonus": 100, "jackpot": 100},
    session_hooks=f"{_HERE}.hooks:HOOKS",
    simulate=f"{_HERE}.cli",
    analyze=f"{_HERE}.cli",
)
