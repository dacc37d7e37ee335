"""Quitting the app: QUIT in the lobby, Ctrl+Q anywhere and the window's close button ask one
question when a dealt round is open at any table ("the round will be finished with the default
decisions"), and quit at once when none is. Asked again while the question shows, it quits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.ui.dialog import MessageDialog

if TYPE_CHECKING:
    from scenes.ui.context import AppContext


class QuitQuestion(MessageDialog):
    """The question itself (a second close while it shows quits)."""

    name = "quit-question"


def rounds_open(app: AppContext) -> int:
    """Tables with a dealt round still being played."""
    return sum(1 for table in app.open_tables if getattr(getattr(table, "session", None), "in_round", False))


def ask_quit(app: AppContext) -> None:
    """Quit, asking first when a dealt round would be finished with the default decisions."""
    if not rounds_open(app) or isinstance(app.manager.top, QuitQuestion):
        app.quit(0)
        return
    app.manager.push(QuitQuestion(
        app, lambda: app.tr("quit.title"), lambda: app.tr("quit.question"),
        [(lambda: app.tr("ui.cancel"), None), (lambda: app.tr("quit.quit"), lambda: app.quit(0))]))
