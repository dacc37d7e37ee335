"""A save whose ledger was changed outside Feltside: say so, and offer a fresh save.

Shown before the lobby opens, in the app's window, over nothing: what happened (the
broken hash chain means the money in the file cannot be trusted), and two choices. An older
save's history is checked beside play (``gamelib.chain_rehash``); a break found there is
offered the same way at the next safe point, the lobby (:func:`tell_when_safe`).
QUIT leaves everything exactly as it is (exit 3, as for commands). START A FRESH SAVE
keeps the old file aside (renamed, never deleted; :meth:`Wallet.start_fresh`) and goes on
with a new save, whose notice names the kept file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import pygame

from gamelib.ledger import Wallet
from scenes.shell.lobby import LobbyScene
from scenes.ui.context import AppContext
from scenes.ui.dialog import MessageDialog

FPS = 30
#: what ``App.run`` returns when the player chose a fresh save after a break found in play
#: (``run_app`` then keeps the save aside and goes on with a fresh one)
FRESH_SAVE = 75


class Window(AppContext, Protocol):
    """The app's window as the dialog runs it before the lobby (``scenes.app.App``)."""

    @property
    def running(self) -> bool: ...

    def open_window(self) -> None: ...

    def step(self, events: list[pygame.event.Event], dt: float) -> bool: ...

    def present(self) -> None: ...


def ask_for_a_fresh_save(data_dir: Path, window: Callable[..., Window], *,
                         events: Callable[[], list[pygame.event.Event]] = pygame.event.get,
                         headless: bool = False) -> bool:
    """Show the broken-save dialog until the player chooses; True to start a fresh save.

    ``window`` makes the app (``scenes.app.App``: given by it, so no page imports the app).
    Closing the window or Esc is QUIT. The dialog runs on a throw-away in-memory wallet
    (the app's texts and settings need one; nothing is played on it)."""

    app = window(data_dir, wallet=Wallet.in_memory(), headless=headless)
    answer: list[bool] = []
    try:
        app.open_window()
        dialog = MessageDialog(
            app, lambda: app.tr("broken_save.title"),
            lambda: f"{app.tr('error.save_tampered')}\n\n{app.tr('broken_save.body')}",
            buttons=[(lambda: app.tr("broken_save.quit"), lambda: answer.append(False)),
                     (lambda: app.tr("broken_save.fresh"), lambda: answer.append(True))],
            tone="error")
        app.manager.push(dialog)
        clock = pygame.time.Clock()
        while app.running and not answer and dialog in app.manager:
            app.step(events(), min(clock.tick(FPS) / 1000.0, 0.1))
            app.present()
    finally:
        app.wallet.close()
    return answer == [True]


def tell_when_safe(app: AppContext) -> None:
    """A break the rehash beside play found (``Wallet.break_found``), offered with the same
    two choices once the lobby is on top (no round under way, no pop-up): QUIT leaves the
    save exactly as it is (exit 3), START A FRESH SAVE ends the app with :data:`FRESH_SAVE`.
    Closed another way, it comes back the next time the lobby is on top."""
    if app.wallet.break_found is None or not isinstance(app.manager.top, LobbyScene):
        return
    app.manager.push(MessageDialog(
        app, lambda: app.tr("broken_save.title"),
        lambda: f"{app.tr('error.save_tampered')}\n\n{app.tr('broken_save.body')}",
        buttons=[(lambda: app.tr("broken_save.quit"), lambda: app.quit(3)),
                 (lambda: app.tr("broken_save.fresh"), lambda: app.quit(FRESH_SAVE))],
        tone="error"))
