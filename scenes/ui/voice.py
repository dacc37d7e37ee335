"""The dealer's voice: short spoken lines in the player's language.

Settings' "Dealer announcements" (``dealer_voice``) switches it; it is heard only while
the sound is on, at the game-sound volume, on a mixer channel of its own (a line never
cuts a card or chip sound, and two lines never talk over each other: the next one waits
its turn). The recordings are made offline by ``tools/assets_voice.py`` (espeak-ng, then
trimmed, filtered and normalised) into ``assets/voice/<lang>/<line>.ogg``; the app needs
no speech synthesizer.

A table says a line through :func:`say` (or :func:`announce` for a gamelib
``Announcement`` key whose last part names a line: ``casino.dealer_qualifies``), with
itself as ``source``: only a table the player sees is heard (the top scenes, or the
focused table of the multi-table view).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenes.ui import resources

if TYPE_CHECKING:
    import pygame

    from scenes.ui.context import AppContext

#: The multipliers the Twister prize wheel can stop on (gamelib.games.twister.wheel).
MULTIPLIERS: tuple[int, ...] = (2, 4, 6, 10, 20, 50, 100, 200, 1000)
_TIMES_IT = {2: "due", 4: "quattro", 6: "sei", 10: "dieci", 20: "venti", 50: "cinquanta",
             100: "cento", 200: "duecento", 1000: "mille"}
_TIMES_EN = {2: "two", 4: "four", 6: "six", 10: "ten", 20: "twenty", 50: "fifty",
             100: "one hundred", 200: "two hundred", 1000: "one thousand"}

#: Every line the dealer says: name -> what is said in each language (as a dealer at
#: these tables says it; the Italian in the casino's words, as the dealer log writes them).
LINES: dict[str, dict[str, str]] = {
    "place_bets": {"en": "Place your bets, please.", "it": "Fate il vostro gioco."},
    "bets_closed": {"en": "No more bets.", "it": "Rien ne va plus."},  # as the table shows it (house, #28)
    "dealer_qualifies": {"en": "Dealer qualifies.", "it": "Il banco si qualifica."},
    "dealer_not_qualify": {"en": "Dealer does not qualify.", "it": "Il banco non si qualifica."},
    "player_wins": {"en": "Player wins.", "it": "Vince il giocatore."},
    "big_win": {"en": "Big winner! Congratulations.", "it": "Grande vincita! Complimenti."},
    "dealer_wins": {"en": "Dealer wins.", "it": "Vince il banco."},
    "push": {"en": "Push.", "it": "Parità."},
    "shuffle_up": {"en": "Shuffle up and deal!", "it": "Mescolate e distribuite!"},
    "all_in": {"en": "All in!", "it": "All in!"},
    "blinds_up": {"en": "Blinds are going up.", "it": "I bui aumentano."},
    **{f"times_{m}": {"en": f"Times {_TIMES_EN[m]}!", "it": f"Per {_TIMES_IT[m]}!"} for m in MULTIPLIERS},
}
LANGUAGES: tuple[str, ...] = ("en", "it")


def multiplier_line(multiplier: int) -> str:
    """The line for a prize wheel multiplier: ``times_10`` for 10."""
    return f"times_{int(multiplier)}"


def result_line(staked: int, paid: int) -> str | None:
    """What the dealer says at a round's end: a win (a big one above 5× the stake), a push,
    or the dealer's win; None when nothing was staked."""
    if staked <= 0 and paid <= 0:
        return None
    if paid > staked:
        return "big_win" if paid > staked * 5 else "player_wins"
    if paid == staked:
        return "push"
    return "dealer_wins"


def speaks(app: AppContext) -> bool:
    """The dealer is heard: announcements on, sound on, a volume above nothing."""
    s = app.settings
    return bool(s.dealer_voice and s.sound_on and s.sound_volume > 0)


def heard(app: AppContext, source: Any) -> bool:
    """A table is heard while the player sees it: one of the top scenes (a pop-up may
    cover it), or the focused table of a view that shows several (the multi-table view)."""
    if source is None:
        return True
    manager = getattr(app, "manager", None)
    if manager is None:
        return True
    for scene in manager.visible():
        if scene is source or getattr(scene, "focused", None) is source:
            return True
    return False


def say(app: AppContext, line: str, source: Any = None) -> bool:
    """Say ``line`` (a name in LINES) in the player's language; True when it went to the
    mixer. Silent when announcements or the sound are off, the source is not seen, or
    there is no audio device."""
    if line not in LINES or not speaks(app) or not heard(app, source):
        return False
    return _play(app.settings.language, line, float(app.settings.sound_volume))


def announce(app: AppContext, key: str, source: Any = None) -> bool:
    """Say the line an Announcement key names by its last part (``pace.place_bets``,
    ``headsup.dealer_not_qualify``); other keys are not spoken."""
    line = key.rsplit(".", 1)[-1]
    return line in LINES and say(app, line, source)


def _play(lang: str, line: str, volume: float) -> bool:
    """Play a recording on the voice channel: at once when it is free, else next in line
    (a newer line replaces one still waiting)."""
    try:
        sound = resources.voice_line(lang, line)
        channel = resources.voice_channel()
        if sound is None or channel is None:
            return False
        if channel.get_busy():
            channel.queue(sound)
        else:
            channel.play(sound)
        channel.set_volume(max(0.0, min(1.0, volume)))
        return True
    except Exception:  # a voice is never worth a crash  # noqa: BLE001
        return False


def settings_changed(app: AppContext) -> None:
    """Settings changed: a line being said follows the volume at once, and stops when
    announcements or the sound are switched off."""
    try:
        channel = resources.voice_channel(start=False)
        if channel is None:
            return
        if speaks(app):
            channel.set_volume(max(0.0, min(1.0, float(app.settings.sound_volume))))
        else:
            silence(channel)
    except Exception:  # noqa: BLE001
        return


def silence(channel: pygame.mixer.Channel) -> None:
    """Stop the line being said and the line queued after it: stopping a channel starts
    its queued sound (pygame's end-of-sound callback), so a second stop ends that too."""
    channel.stop()
    if channel.get_busy():
        channel.stop()
