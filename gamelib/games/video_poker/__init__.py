"""Video Poker, 1 to 100 hands (40-video-poker.md): ``rules`` (the round), ``paytables``,
``bets`` (VALUE x HANDS), ``strategy`` (the optimal and default holds), ``analysis`` and
``simulate`` (exact returns, the vectorised simulator), ``cli`` (``analyze`` / ``simulate
video-poker``) and ``autoplay``.

``DEFINITION`` registers the game; it names those modules and imports none of them.
"""

from __future__ import annotations

from gamelib.games.definition import GameDefinition, LobbyTile

_HERE = __name__

DEFINITION = GameDefinition(
    game_id="video-poker",
    title="Video Poker",
    order=40,
    tile=LobbyTile("Th Jh Qh Kh Ah", chip=100),
    rules=f"{_HERE}.rules",  # also DEFAULT_CONFIG: pay table, VALUE and HANDS
    required_spots=("bet",),
    rules_key="rules.video_poker",
    strategy=f"{_HERE}.strategy",
    autoplay=f"{_HERE}.autoplay",
    autoplay_stakes={},  # VALUE x HANDS on "bet", chosen by autoplay.table_setup
    simulate=f"{_HERE}.cli",
    analyze=f"{_HERE}.cli",
)
