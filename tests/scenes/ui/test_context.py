"""The app as scenes see it (scenes.ui.context): errors reach the player by their class, a
crashed open table leaves the open tables, and a page runs on any object with the parts
its Protocol names."""

from __future__ import annotations

from gamelib.errors import FeltsideError, RoundVoidedError
from scenes.shell.lobby import LobbyScene
from scenes.shell.responsible import _span
from scenes.ui.dialog import MessageDialog
from scenes.ui.manager import Scene


class VoidedByTheDealer(RoundVoidedError):
    """A subclass is still a voided round (checked by class, not by its name)."""


def test_a_voided_round_is_a_dialog_and_a_refused_bet_a_toast(app):
    app.lobby()
    app.show_error(VoidedByTheDealer("the round was voided"))
    assert isinstance(app.manager.top, MessageDialog) and app.toasts == []
    app.manager.pop()
    app.show_error(FeltsideError("the bet is refused"))
    assert isinstance(app.manager.top, LobbyScene)
    assert [t.message for t in app.toasts] == ["the bet is refused"]


class CrashingTable(Scene):
    game_id = "crashing"

    def update(self, dt: float) -> None:
        raise RuntimeError("the table broke")

    def leave_table(self, pop: bool = True) -> None:
        raise AssertionError("a crashed table is abandoned, not left")


def test_a_crashed_open_table_leaves_the_open_tables(app):
    app.lobby()
    other, broken = CrashingTable(app), CrashingTable(app)
    app.open_tables.extend([other, broken])
    app.open_scene(broken)
    app.step([], 0.016)
    assert app.crash_count == 1
    assert app.open_tables == [other]
    assert broken not in app.manager


class WordsOnly:
    """Only the Texts Protocol: a language, tr and money (it writes back what it was asked)."""

    lang = "it"

    def tr(self, key: str, **params: object) -> str:
        return f"{key} {params}"

    def money(self, cents: int) -> str:
        return f"{cents} cents"


def test_a_text_helper_needs_only_the_texts():
    words = WordsOnly()
    assert _span(words, 15) == "settings.minutes {'n': 15}"
    assert _span(words, 120) == "rg.hours {'n': 2}"
