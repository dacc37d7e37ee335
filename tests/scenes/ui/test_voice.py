"""The dealer's voice (headless, dummy audio): every line is recorded in both languages,
the voice is silent when Settings switch it off, and the tables say the right line at
the right moment (place your bets, no more bets, dealer qualifies, the result, the
prize wheel's multiplier)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from helpers import scene_app
from helpers.scene_app import catch_voice, run, spin_wheel, table_app, twister_hub, twister_table

from gamelib.games.twister.wheel import PRIZE_WHEEL
from scenes.app import App
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.twister import wheel_timing as twister_wheel
from scenes.games.twister.wheel import WheelScene
from scenes.showcase import table_demos
from scenes.table.layout import demo_seed
from scenes.ui import resources, voice


@pytest.fixture
def said(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """What reached the mixer, as (language, line)."""
    return catch_voice(monkeypatch)


@pytest.fixture
def app(tmp_path: Path):
    with table_app(tmp_path, dealer_voice=True, sound_on=True) as a:
        yield a


def open_table(app: App, cls: type, name: str = "voice"):
    return scene_app.open_table(app, cls, name)


def lines_of(said: list[tuple[str, str]]) -> list[str]:
    return [line for _, line in said]


# --- the recordings -------------------------------------------------------------------------
@pytest.mark.parametrize("lang", voice.LANGUAGES)
def test_every_line_is_recorded_in_each_language_and_plays(lang: str) -> None:
    assert resources.audio_available()  # the dummy driver
    for name in voice.LINES:
        resources.clear_caches()
        sound = resources.voice_line(lang, name)
        assert sound is not None, f"assets/voice/{lang}/{name} is missing: run tools/assets_voice.py"
        assert 0.3 < sound.get_length() < 3.0, (lang, name, sound.get_length())


def test_every_line_has_both_languages_and_the_recordings_stay_small() -> None:
    for name, texts in voice.LINES.items():
        assert set(texts) == set(voice.LANGUAGES) and all(texts.values()), name
    root = resources.asset_path("voice")
    files = [p for p in root.rglob("*") if p.is_file()]
    assert {f"{p.parent.name}/{p.stem}" for p in files} == {
        f"{lang}/{name}" for lang in voice.LANGUAGES for name in voice.LINES}  # nothing stale either
    assert sum(p.stat().st_size for p in files) < 600_000


def test_the_wheel_has_a_line_for_every_multiplier_it_can_stop_on() -> None:
    drawn = {m for m, _ in PRIZE_WHEEL}
    assert drawn == set(voice.MULTIPLIERS) == set(twister_wheel.SEGMENTS)
    assert all(voice.multiplier_line(m) in voice.LINES for m in drawn)


def test_result_lines() -> None:
    assert voice.result_line(100, 200) == "player_wins"
    assert voice.result_line(100, 700) == "big_win"
    assert voice.result_line(100, 100) == "push"
    assert voice.result_line(100, 0) == "dealer_wins"
    assert voice.result_line(0, 0) is None


# --- on and off ----------------------------------------------------------------------------
def test_silent_when_announcements_or_sound_are_off(app: App, said: list[tuple[str, str]]) -> None:
    app.update_settings(dealer_voice=False)
    assert not voice.say(app, "place_bets")
    app.update_settings(dealer_voice=True, sound_on=False)
    assert not voice.say(app, "place_bets")
    app.update_settings(sound_on=True, sound_volume=0.0)
    assert not voice.say(app, "place_bets")
    assert said == []
    app.update_settings(sound_volume=0.6, language="it")
    assert voice.say(app, "place_bets")
    assert said == [("it", "place_bets")]


def test_a_line_plays_on_its_own_channel_at_the_sound_volume_and_stops_when_switched_off(app: App) -> None:
    assert resources.audio_available()
    app.update_settings(sound_volume=0.5)
    assert voice.say(app, "big_win")  # the longest line (2.5 s): still playing at the end
    channel = resources.voice_channel()
    assert channel is not None and channel.get_busy()
    assert channel.get_volume() == pytest.approx(0.5, abs=0.01)
    app.update_settings(sound_volume=0.3)  # at once, on the line being said
    assert channel.get_volume() == pytest.approx(0.3, abs=0.01)
    app.update_settings(dealer_voice=False)
    assert not channel.get_busy()


def test_switching_announcements_off_also_silences_the_line_queued_behind(app: App) -> None:
    """A line said while another plays is queued; stopping the channel would start it."""
    assert resources.audio_available()
    assert voice.say(app, "big_win") and voice.say(app, "big_win")  # the second is queued
    channel = resources.voice_channel()
    assert channel is not None and channel.get_busy()
    app.update_settings(dealer_voice=False)
    assert not channel.get_busy()


def test_a_table_the_player_does_not_see_is_not_heard(app: App, said: list[tuple[str, str]]) -> None:
    first = open_table(app, TexasBonusTable, "a")
    second = open_table(app, TexasBonusTable, "b")  # covers the first
    assert not voice.say(app, "push", first)
    assert voice.say(app, "push", second)
    assert said == [("en", "push")]


# --- the hooks -----------------------------------------------------------------------------
def test_live_pace_says_no_more_bets_then_place_your_bets(app: App, said: list[tuple[str, str]]) -> None:
    app.update_settings(pace="live", betting_seconds=10, decision_seconds=6)
    table = open_table(app, TexasBonusTable)
    assert lines_of(said) == ["place_bets"]  # the first window opens with the table
    table_demos.demo_bets(table)
    run(app, 9)
    assert "bets_closed" not in lines_of(said)
    run(app, 1.2)  # the window closes by itself
    assert table.session.in_round and lines_of(said).count("bets_closed") == 1
    for _ in range(6):  # the decisions time out: fold
        if not table.session.in_round:
            break
        run(app, 6.1)
    assert not table.session.in_round
    assert lines_of(said).count("place_bets") == 1
    run(app, 3.5)  # the results, then the next window
    assert lines_of(said)[-1] == "place_bets" and lines_of(said).count("place_bets") == 2


@pytest.mark.parametrize("pace", ["own", "live"])
def test_the_players_deal_says_no_more_bets_once(app: App, said: list[tuple[str, str]], pace: str) -> None:
    app.update_settings(pace=pace, betting_seconds=10)
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    table.deal()
    run(app, 1)
    assert table.session.in_round
    assert lines_of(said).count("bets_closed") == 1
    assert lines_of(said).count("place_bets") == (1 if pace == "live" else 0)  # the window at the start


@pytest.mark.parametrize("lang", voice.LANGUAGES)
def test_casino_showdown_says_whether_the_dealer_qualifies_then_the_result(
        app: App, said: list[tuple[str, str]], lang: str) -> None:
    app.update_settings(language=lang)
    table = open_table(app, CasinoHoldemTable)
    table_demos.demo_bets(table)
    table.deal()
    while table.session.in_round:
        table.act("play", hand=table.session.round.undecided()[0])  # type: ignore[union-attr]
    run(app, 1)
    rnd = table.session.last_round
    spoken = lines_of(said)
    assert {lang} == {lang_ for lang_, _ in said}
    expected = "dealer_qualifies" if rnd.dealer_qualifies else "dealer_not_qualify"
    assert spoken[-2:] == [expected, voice.result_line(rnd.total_staked, rnd.total_paid)]


def test_the_dealer_says_the_result_once_when_the_player_folds(app: App, said: list[tuple[str, str]]) -> None:
    table = open_table(app, TexasBonusTable)
    table_demos.demo_bets(table)
    table.deal()
    table.act("fold")
    run(app, 1)
    rnd = table.session.last_round
    assert lines_of(said) == ["bets_closed", voice.result_line(rnd.total_staked, rnd.total_paid)]  # a side bet may win


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_the_prize_wheel_says_its_multiplier_then_shuffle_up_and_deal(
        app: App, said: list[tuple[str, str]], speed: str) -> None:
    app.update_settings(animation_speed=speed)
    wheel = spin_wheel(app, twister_hub(app))
    assert isinstance(wheel, WheelScene)
    if speed == "normal":
        assert said == []  # still spinning
    app.step([], wheel.duration + 0.1)
    assert lines_of(said) == [voice.multiplier_line(wheel.table.t.multiplier)]
    wheel.done()
    assert lines_of(said)[-1] == "shuffle_up"


def test_twister_all_in_is_called_by_the_dealer(app: App, said: list[tuple[str, str]]) -> None:
    hub, table, view = twister_table(app, "easy", waiting=True)
    app.step([], 0.1)
    assert "all_in" not in lines_of(said)
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode=""))
    app.step([], 0.1)
    assert lines_of(said).count("all_in") == 1


def test_volumes_take_effect_at_once(app: App) -> None:
    from scenes.ui import sound

    app.update_settings(sound_volume=0.3)
    assert sound._volume["master"] == pytest.approx(0.3)
    app.update_settings(sound_on=False)
    assert sound._volume["master"] == 0.0
    app.update_settings(sound_on=True, music_volume=0.5)
    ambience = resources.sound("ambience")
    assert ambience is not None
    # the last channel: never the dealer's reserved one (find_channel(True) may give that), and
    # free or not, it plays the loop (Sound.play gives None when earlier sounds hold them all)
    channel = pygame.mixer.Channel(pygame.mixer.get_num_channels() - 1)
    channel.play(ambience, loops=-1)
    app._ambience = channel  # as a windowed app starts it
    app.update_settings(music_volume=0.2)
    assert app._ambience.get_volume() == pytest.approx(0.1, abs=0.01)  # half the music volume
    app.update_settings(sound_on=False)
    assert app._ambience.get_volume() == 0.0
    app._ambience.stop()


def test_in_the_multi_table_view_only_the_focused_table_is_heard(
        app: App, said: list[tuple[str, str]]) -> None:
    from scenes.shell.multi_table import MultiTableScene

    tables = [TexasBonusTable(app, seed_source=demo_seed(f"multi-{i}")) for i in range(2)]
    app.open_tables.extend(tables)
    view = MultiTableScene(app, focus=tables[0])
    app.manager.push(view)
    app.step([], 0.016)
    assert voice.say(app, "push", tables[0]) and not voice.say(app, "push", tables[1])
    view.focus_table = tables[1]
    assert voice.say(app, "player_wins", tables[1]) and not voice.say(app, "player_wins", tables[0])
    assert lines_of(said) == ["push", "player_wins"]


def test_twister_blinds_going_up_are_called(app: App, said: list[tuple[str, str]],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    hub, table, view = twister_table(app, "easy")
    app.step([], 0.1)
    assert "blinds_up" not in lines_of(said)
    monkeypatch.setattr(hub.room, "update", lambda dt: [table])  # the room saw this table's level rise
    app.step([], 0.1)
    assert lines_of(said).count("blinds_up") == 1
