"""Every scene and key state, for ``smoke``, ``screenshots`` and the tests.

``states(app)`` yields (name, setup) pairs; ``setup()`` puts the app in that state
(the stack is reset to the lobby first). Each registered table adds its
``demo_states()``, driven with seeded sessions.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame

log = logging.getLogger("feltside.catalogue")

State = tuple[str, Callable[[], None]]


def headless_app(data_dir: str | Path, size: tuple[int, int] = (1280, 720)) -> object:
    """An App on the dummy video driver (no window, no audio), started on the lobby."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    pygame.init()
    from scenes.app import App

    app = App(data_dir, headless=True, window_size=size)
    app.start()
    return app


def settle(app: object, frames: int = 4, dt: float = 1 / 60) -> None:
    """Draw a few frames, then finish every animation, then draw once more."""
    step = app.step  # type: ignore[attr-defined]
    for _ in range(frames):
        step([], dt)
    top = app.manager.top  # type: ignore[attr-defined]
    player = getattr(top, "player", None)
    if player is not None:
        player.flush()
    app.manager.transition = None  # type: ignore[attr-defined]
    step([], dt)


def reset(app: object) -> None:
    """Back to the lobby alone (open tables left properly)."""
    app.leave_all_tables()  # type: ignore[attr-defined]
    manager = app.manager  # type: ignore[attr-defined]
    lobby = app.lobby()  # type: ignore[attr-defined]
    while len(manager.stack) > 1:
        manager.pop()
    if manager.top is not lobby:  # pragma: no cover - defensive
        manager.stack[:] = [lobby]
    app.toasts.clear()  # type: ignore[attr-defined]


def play_sample_rounds(app: object, rounds: int = 4) -> int:
    """Fill history with a few seeded rounds of the first playable game (no screen needed)."""
    from gamelib.games import TABLE_GAMES, find_game
    from gamelib.session import TableSession
    from scenes.table_layout import demo_seed

    played = 0
    for game in TABLE_GAMES:
        try:
            definition = find_game(game)
            session = TableSession(app.wallet, definition, "9", seed_source=demo_seed(game))  # type: ignore[attr-defined]
            for _ in range(rounds):
                for rule in definition.limits.chip_spots:
                    if not rule.optional or rule.name in definition.required_spots:
                        session.slip.place(rule.name, max(rule.min_cents, 500))
                session.deal()
                session.leave()
                played += 1
        except Exception as exc:
            log.info("sample rounds of %s not played: %s", game, exc)
            continue
        if played:
            break
    return played


def states(app: object) -> Iterator[State]:
    """Every screen and the key states of each registered table."""
    from scenes import tables
    from scenes.cashier import CashierScene
    from scenes.dialog import MessageDialog
    from scenes.help import SECTIONS, HelpScene
    from scenes.history import HistoryScene, RoundDetailScene
    from scenes.responsible import ResponsibleScene
    from scenes.settings_scene import SettingsScene

    a = app  # type: ignore[assignment]

    def push(factory: Callable[[], object]) -> Callable[[], None]:
        return lambda: a.manager.push(factory())  # type: ignore[attr-defined]

    def language(lang: str) -> Callable[[], None]:
        return lambda: a.update_settings(language=lang)  # type: ignore[attr-defined]

    yield "lobby", lambda: None
    yield "history", push(lambda: HistoryScene(a))

    def detail() -> None:
        entries = [e for e in a.wallet.history(limit=50) if e.get("type") == "round"]  # type: ignore[attr-defined]
        if entries:
            a.manager.push(RoundDetailScene(a, entries[0]["id"]))  # type: ignore[attr-defined]
        else:
            a.manager.push(HistoryScene(a))  # type: ignore[attr-defined]

    yield "round_detail", detail
    yield "settings", push(lambda: SettingsScene(a))
    yield "cashier", push(lambda: CashierScene(a))
    yield "responsible_gaming", push(lambda: ResponsibleScene(a))
    for section in SECTIONS:
        yield f"help_{section}", push(lambda s=section: HelpScene(a, s))
    yield "dialog", push(lambda: MessageDialog(a, a.tr("notice.title"),  # type: ignore[attr-defined]
                                               a.tr("table.round_voided", amount=a.money(600))))  # type: ignore[attr-defined]
    yield "toast", lambda: a.toast(a.tr("error.double_short"))  # type: ignore[attr-defined]
    for game in tables.LOBBY_GAMES:
        cls = tables.scene_class(game)
        if cls is None:
            continue
        for name, drive in cls.demo_states():  # type: ignore[attr-defined]
            yield f"table_{game}_{name}", _table_state(a, cls, game, name, drive)
    yield "lobby_it", language("it")
    yield "settings_it", lambda: (a.update_settings(language="it"),  # type: ignore[attr-defined]
                                  a.manager.push(SettingsScene(a)))  # type: ignore[attr-defined]
    yield "help_it", lambda: (a.update_settings(language="it"),  # type: ignore[attr-defined]
                              a.manager.push(HelpScene(a, "texas-holdem-bonus")))  # type: ignore[attr-defined]


def _table_state(app: object, cls: type, game: str, name: str, drive: Callable[..., None]) -> Callable[[], None]:
    from scenes.table_layout import demo_seed

    def setup() -> None:
        scene = cls(app, seed_source=demo_seed(f"{game}-{name}"))
        app.open_tables.append(scene)  # type: ignore[attr-defined]
        app.manager.push(scene)  # type: ignore[attr-defined]
        drive(scene)

    return setup
