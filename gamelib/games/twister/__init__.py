"""Twister Sit'n'Go: a three-player No-Limit Hold'em tournament with a prize wheel.

- ``engine`` (with ``rules``, ``pots``, ``operations``): one hand, exactly, in pokerkit's
  verify / can / act shape; ``phh`` reads, writes and replays Poker Hand History.
- ``schedule`` and ``wheel``: the blind levels and the prize wheel (table data).
- ``tournament``: seats, button, levels, places, JSON state; ``desk``: buy-ins, prizes and
  saved tournaments through the Wallet; ``verify``: a settled tournament replayed from its seed.
- ``bots`` (with ``equity``, ``preflop``, ``view``): the computer opponents, which see only
  a :class:`~gamelib.games.twister.view.SeatView`; ``table``: a tournament as the screens play it;
  ``runner`` and ``cli``: headless tournaments (``python main.py simulate twister``).
- ``room``: the open tournaments of a save (starting, replacing finished ones, the clock, the
  seeds); ``table_view``: what the player sees and may do at a table, so the screens only
  draw; ``table_talk``: the action tags, the dealer's lines and the chips that move, read
  from the hand's operations; ``record``: a settled tournament's hands read back and exported
  as PHH; ``demo``: a settled tournament and a scripted hand (all-in, side pot, showdown) for
  the screenshots and tests.
- ``cancellation``: the rules' buy-in breakdown (jackpot and tournament fees) and their scheme
  for a cancelled tournament (``desk.cancel``).
"""

from __future__ import annotations

from gamelib.games.definition import LobbyTile, TournamentDefinition

DEFINITION = TournamentDefinition(
    game_id="twister",
    title="Twister Sit'n'Go",
    order=50,
    tile=LobbyTile("7s 7d", wheel=True, limits_key="game.twister.limits"),
    simulate=f"{__name__}.cli",  # simulate twister --tournaments N
    verify=f"{__name__}.verify",
)
