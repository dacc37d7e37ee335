"""The game's sounds (cards, chips, buttons, wins) at the player's volume.

Settings' sound switch and volume reach here through :func:`set_volume` (the app sets 0 when
the sound is off); a sound is played at its own loudness times that volume. Without an audio
device, or with a sound file missing, nothing is heard and nothing fails (the loss is logged
once by ``scenes.ui.resources``). The dealer's spoken lines are ``scenes.ui.voice``'s.
"""

from __future__ import annotations

from scenes.ui import resources
from scenes.ui.resources import missing

#: The player's game-sound volume (0 when muted); the app sets it from Settings.
_volume = {"master": 1.0}


def set_volume(master: float) -> None:
    _volume["master"] = max(0.0, min(1.0, master))


def play_sound(name: str, volume: float = 1.0) -> None:
    """Play a sound at ``volume`` × the player's volume; silence without audio (never an error)."""
    volume *= _volume["master"]
    if volume <= 0:
        return
    try:
        snd = resources.sound(name)
        if snd is not None:
            snd.set_volume(max(0.0, min(1.0, volume)))
            snd.play()
    except Exception as exc:
        missing(f"sound:{name}", exc)
