"""Every scene and key state, for ``smoke``, ``screenshots`` and the tests.

``states(app)`` yields (name, setup) pairs; ``setup()`` puts the app in that state
(the stack is reset to the lobby first). Each registered table adds its
``demo_states()``, driven with seeded sessions.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.errors import CommandError
from gamelib.games import TABLE_GAMES, find_game, jackpot_game
from gamelib.games.twister.demo import play_demo_tournament
from gamelib.session import TableSession
from scenes.app import App
from scenes.shell.cashier import CashierScene
from scenes.shell.help import HelpScene, sections
from scenes.shell.history import HistoryScene, RoundDetailScene
from scenes.shell.multi_table import MultiTableScene
from scenes.shell.responsible import ResponsibleScene
from scenes.shell.settings import SettingsScene
from scenes.showcase import table_demos
from scenes.showcase.multi_table import multi_states
from scenes.table import registry as tables
from scenes.table.layout import demo_seed
from scenes.ui.dialog import MessageDialog

if TYPE_CHECKING:
    from scenes.app import App
    from scenes.ui.manager import Scene

log = logging.getLogger("feltside.catalogue")

State = tuple[str, Callable[[], Any]]


def require_every_table() -> None:
    """Load every lobby game's table screens; raise CommandError (one sentence, exit 1) naming
    each that fails to import and why: ``smoke`` and ``screenshots`` would otherwise report
    success with that game's states missing (registry.load_all)."""
    broken = tables.load_all()
    if broken:
        which = "; ".join(f"{game} ({why})" for game, why in broken.items())
        raise CommandError(f"The table screens of {which} could not be loaded, so their states cannot be "
                           "drawn: fix the import and run again.")


def headless_app(data_dir: str | Path, size: tuple[int, int] = (1280, 720)) -> App:
    """An App on the dummy video driver (no window, no audio), started on the lobby."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    pygame.init()

    app = App(data_dir, headless=True, window_size=size)
    app.start()
    return app


def settle(app: App, frames: int = 4, dt: float = 1 / 60) -> None:
    """Draw a few frames, then finish every animation, then draw once more."""
    step = app.step
    for _ in range(frames):
        step([], dt)
    top = app.manager.top
    player = getattr(top, "player", None)
    if player is not None:
        player.flush()
    app.manager.transition = None
    step([], dt)


def reset(app: App) -> None:
    """Back to the lobby alone (open tables left properly)."""
    app.leave_all_tables()
    manager = app.manager
    lobby = app.lobby()
    while len(manager.stack) > 1:
        manager.pop()
    if manager.top is not lobby:  # pragma: no cover - defensive
        manager.stack[:] = [lobby]
    app.toasts.clear()
    if app.settings.advisor != "off" or app.settings.trainer:  # a demo's advice stays with it
        app.update_settings(advisor="off", trainer=False)
    if app.settings.ui_scale != 100 or app.settings.large_text:  # a state at 150 % keeps it to itself
        app.update_settings(ui_scale=100, large_text=False)


def play_sample_rounds(app: App, rounds: int = 4) -> int:
    """Fill history with a few seeded rounds of the first playable game (no screen needed)."""

    played = 0
    for game in TABLE_GAMES:
        try:
            definition = find_game(game)
            session = TableSession(app.wallet, definition, "9", seed_source=demo_seed(game))
            for _ in range(rounds):
                for rule in definition.limits.chip_spots:
                    if not rule.optional or rule.name in definition.required_spots:
                        session.slip.place(rule.name, max(rule.min_cents, 500))
                session.deal()
                _play_out(session)
                played += 1
        except Exception as exc:
            log.info("sample rounds of %s not played: %s", game, exc)
            continue
        if played:
            break
    return played


def _play_out(session: Any) -> None:
    """Finish a round staying in (any action but FOLD when possible), so history shows a showdown."""
    for _ in range(30):
        rnd = session.round
        if rnd is None or rnd.is_over:
            return
        default = rnd.default_action()
        choices = [a for a in rnd.legal_actions() if a != "fold"]
        for action in choices + [None]:
            try:
                if action is None:
                    if default is None:
                        return
                    session.act(default[0], **default[1])
                else:
                    session.act(action)
                break
            except Exception:
                continue


#: States shown again at UI scale 150 % ("<name>_150"): a page, a table of each kind, the
#: multi-table view, in English and Italian (the others are measured at 150 % by
#: tools/scale_report.py and tests/scenes/table/test_text_scale_layout.py).
AT_150 = ("lobby", "lobby_table_open", "settings", "table_texas-holdem-bonus_flop", "table_casino-holdem_decision",
          "table_heads-up-holdem_flop", "table_video-poker_10_hands_drawn", "table_twister_hand_flop",
          "table_texas-holdem-bonus_flop_it", "table_casino-holdem_decision_it", "table_casino-holdem_result",
          "table_heads-up-holdem_flop_it", "table_video-poker_1_hands_drawn_it",
          "multi_table_twister", "multi_table_full", "multi_table_4_waiting_it", "settings_it", "table_twister_hand_river_it", "help_it",
          "table_twister_room", "table_twister_room_it", "table_twister_wheel_1000x", "table_twister_wheel_2x_it",
          "table_twister_bust", "table_twister_finished_it", "table_twister_table", "table_twister_decision_clock_it",
          "table_twister_grid", "table_twister_grid_it", "table_twister_lobby",
          "multi_table_5_machine_it", "table_video-poker_1_hands_dealt", "table_video-poker_big-win",
          "table_video-poker_ev_table")

#: The house tables' states shown again in Italian ("<name>_it"): a decision and a result of
#: each, where the longer words meet the printed felt, the buttons and the pay tables.
HOUSE_IT = ("table_texas-holdem-bonus_flop", "table_texas-holdem-bonus_result",
            "table_casino-holdem_decision", "table_casino-holdem_result",
            "table_heads-up-holdem_flop", "table_heads-up-holdem_raise-result",
            "table_video-poker_1_hands_drawn", "table_video-poker_10_hands_drawn")


def states(app: App) -> Iterator[State]:
    """Every screen and the key states of each registered table, then a few of them at UI scale
    150 % (AT_150; the catalogue's ``reset`` puts the scale back to 100 %)."""
    kept: dict[str, Callable[[], Any]] = {}
    for name, setup in _states(app):
        if name in AT_150:
            kept[name] = setup
        yield name, setup
    for name in AT_150:
        if name in kept:
            yield f"{name}_150", _at_150(app, kept[name])


def _at_150(app: App, setup: Callable[[], Any]) -> Callable[[], None]:
    def run() -> None:
        app.update_settings(ui_scale=150, large_text=False)
        setup()

    return run


def _states(app: App) -> Iterator[State]:
    """Every screen and the key states of each registered table."""

    a = app

    def push(factory: Callable[[], Scene]) -> Callable[[], object]:
        return lambda: a.manager.push(factory())

    def language(lang: str) -> Callable[[], object]:
        return lambda: a.update_settings(language=lang)

    def in_italian(setup: Callable[[], object]) -> Callable[[], None]:
        def run() -> None:
            a.update_settings(language="it")
            setup()
        return run

    yield "lobby", lambda: None
    yield "history", push(lambda: HistoryScene(a))
    yield "history_chart", push(lambda: HistoryScene(a, chart=True))

    def detail() -> None:
        entries = [e for e in a.wallet.history(limit=50) if e.get("type") == "round"]
        if entries:
            a.manager.push(RoundDetailScene(a, entries[0]["id"]))
        else:
            a.manager.push(HistoryScene(a))

    yield "round_detail", detail
    twister_rounds: list[str] = []

    def twister_detail() -> None:
        if not twister_rounds:  # one seeded tournament, settled once per app
            twister_rounds.append(play_demo_tournament(a.wallet))
        a.manager.push(RoundDetailScene(a, twister_rounds[0]))

    yield "round_detail_twister", twister_detail
    yield "round_detail_twister_it", in_italian(twister_detail)
    yield "settings", push(lambda: SettingsScene(a))
    yield "cashier", push(lambda: CashierScene(a))
    yield "responsible_gaming", push(lambda: ResponsibleScene(a))
    help_pages = tuple(sections())
    for section in help_pages:
        yield f"help_{section}", push(partial(HelpScene, a, section))
    yield "dialog", push(lambda: MessageDialog(a, a.tr("notice.title"),
                                               a.tr("table.round_voided", amount=a.money(600))))
    yield "toast", lambda: a.toast(a.tr("error.double_short"))
    yield "crash_dialog", lambda: a.manager.push(MessageDialog(
        a, a.tr("error.crash.title"),
        a.tr("error.crash") + "\n" + a.tr("error.crash.log", path=str(a.log_file)), tone="error"))
    for game in tables.lobby_games():
        cls = tables.scene_class(game)
        if cls is None:
            continue
        for name, drive in table_demos.demo_states(cls):  # scenes/games/<game>/demo.py
            yield f"table_{game}_{name}", _table_state(a, cls, game, name, drive)
            if f"table_{game}_{name}" in HOUSE_IT:
                yield f"table_{game}_{name}_it", in_italian(_table_state(a, cls, game, name, drive))
    classes = [(g, c) for g in tables.lobby_games() if (c := tables.scene_class(g)) is not None]
    if classes:
        yield "multi_table", lambda: _multi_table(a, classes)
        yield "lobby_table_open", lambda: _lobby_with_a_table(a, classes)

    yield from multi_states(a, classes)
    yield "lobby_it", language("it")
    yield "settings_it", lambda: (a.update_settings(language="it"),
                                  a.manager.push(SettingsScene(a)))
    yield "help_it", lambda: (a.update_settings(language="it"),
                              a.manager.push(HelpScene(a, help_pages[1] if len(help_pages) > 1 else "general")))


def _table_state(app: App, cls: type, game: str, name: str, drive: Callable[..., Any]) -> Callable[[], None]:
    def setup() -> None:
        scene = cls(app, seed_source=demo_seed(f"{game}-{name}"))
        app.open_tables.append(scene)
        app.manager.push(scene)
        drive(scene)

    return setup


def _lobby_with_a_table(app: App, classes: list[tuple[str, type]]) -> None:
    """The lobby with a table open: TABLE OPEN on its tile (the jackpot game's, under its meter)."""
    game, cls = next(((g, c) for g, c in classes if g == jackpot_game()), classes[0])
    app.open_tables.append(cls(app, seed_source=demo_seed(f"lobby-{game}")))


def _multi_table(app: App, classes: list[tuple[str, type]]) -> None:
    """Three tables in the 2x2 view: one betting, one dealt, one with its result."""

    opened = []
    for i in range(3):
        game, cls = classes[i % len(classes)]
        scene = cls(app, seed_source=demo_seed(f"multi-{game}-{i}"))
        app.open_tables.append(scene)
        opened.append(scene)
        table_demos.demo_bets(scene)
        if i >= 1:
            scene.deal()
        if i == 2:
            table_demos.demo_finish(scene)
        scene.player.flush()
    app.manager.push(MultiTableScene(app, focus=opened[1]))
