"""The application: window, drawing, the scene stack, settings, wallet, crash safety.

Screens are laid out in a 1920×1080 logical design; mouse positions are mapped back to it, so
scenes only know logical pixels. A frame whose visible scenes all draw natively
(``Scene.draws_natively``) is drawn straight into the window's own pixels through a
``scenes.ui.canvas.Canvas`` (texts at the physical font size, art at the size it appears, no
copy, no scaling); any other frame is drawn on the 1920×1080 logical canvas and scaled into the
window with letterbox bars. The window opens at the size and place the player left it (first
start: a 16:9 window at about 85 % of the desktop, centred; ``ui/window_place.py``). F11 toggles
full screen; Esc leaves full screen, closes the open pop-up, or opens the lobby.

A crash inside a scene never ends the app: the error is logged to the data directory's
log file, the scene is removed (a table leaves its round: TableSession finishes or voids
it) and a pop-up says what happened.
"""

from __future__ import annotations

import gc
import logging
import os
import sys
import time
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path
from typing import Any, cast

import pygame
from pygame._sdl2.video import Window as SDLWindow

from gamelib import warm_up
from gamelib.errors import FeltsideError, RoundVoidedError, SaveDataError, SaveTamperedError
from gamelib.i18n import tr
from gamelib.ledger import Wallet
from gamelib.money import format_money
from gamelib.recovery import recover_unfinished
from gamelib.responsible import BettingBlockedError, ResponsibleGaming
from gamelib.settings import Settings, load_settings, save_settings
from gamelib.storage import configure_logging, log_path, resolve_data_dir
from scenes.app_lifecycle import forget_pygame_objects, mark_first_frame
from scenes.shell import broken_save
from scenes.shell.lobby import LobbyScene
from scenes.shell.pages import register_pages
from scenes.shell.quitting import ask_quit
from scenes.ui import gfx, resources, sound, voice, window_place  # noqa: F401  (gfx registers the texts)
from scenes.ui.canvas import Canvas
from scenes.ui.context import OpenTable
from scenes.ui.dialog import MessageDialog, Toast, error_text
from scenes.ui.draw_context import DrawContext, for_settings
from scenes.ui.manager import Scene, SceneManager, soonest
from scenes.ui.navigation import Navigation
from scenes.ui.rest import wait_for_events
from scenes.ui.tween import SceneClock

log = logging.getLogger("feltside.app")

LOGICAL_SIZE = gfx.LOGICAL_SIZE
FPS = 60
#: The longest the loop sleeps at rest: then it updates the scenes (a reality check may be
#: due) and draws only if that changed the stack or started a movement.
IDLE_WAIT_SECONDS = 1.0
#: At rest, one quiet wake in this many draws a frame anyway (every 5 s at most).
QUIET_WAKES_PER_FRAME = 5
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class App:
    """One running Feltside: the wallet, the settings and the stack of scenes."""

    def __init__(self, data_dir: str | Path, *, wallet: Wallet | None = None,
                 window_size: tuple[int, int] | None = None, headless: bool = False) -> None:
        self.data_dir = Path(data_dir)
        self.log_file = configure_logging(self.data_dir)
        self.wallet = wallet if wallet is not None else Wallet.open(self.data_dir)
        self.settings: Settings = load_settings(self.wallet)
        self.headless = headless
        self.manager = SceneManager(LOGICAL_SIZE)
        self.navigation = Navigation(self)
        register_pages(self.navigation)
        #: the logical frame (``canvas``): None until read (a window drawn natively never needs it)
        self._canvas: pygame.Surface | None = None
        #: drawn on, then scaled into a window of another size; None until such a window needs it
        self._own_canvas: pygame.Surface | None = None
        self.window: pygame.Surface | None = None
        self._drawn_size = (0, 0)  # the window's size the caches hold texts and art for
        self._windowed_size = window_size or (1280, 720)
        #: the window size was given (tests, screenshots): not the player's remembered one
        self._size_given = window_size is not None
        self._scaled: pygame.Surface | None = None
        #: Draw natively (the window's own pixels) whenever every visible scene can: a real
        #: window always; headless only when asked (tests of the logical canvas read ``canvas``).
        self.native = not headless
        #: What the last frame was drawn on (``frame``): the logical ``canvas`` or a Canvas on the window.
        self._frame: pygame.Surface | Canvas | None = None
        self._window_canvas: Canvas | None = None
        #: The last frame drawn whole (on what, over which stack), and the logical areas drawn
        #: since (None: the whole frame): a frame that only moved the pointer draws and shows
        #: only what changed (``Scene.changed_by_pointer``).
        self._last_target: pygame.Surface | Canvas | None = None
        self._drawn_stack: list[Scene] = []
        self._dirty: list[pygame.Rect] | None = None
        self._last_whole = False  # the last frame was drawn whole, not under a transition
        self.maximised = False
        self.toasts: list[Toast] = []
        self.running = True
        self.exit_code = 0
        #: The session's time (moved by ``step(dt)``); responsible gaming decides on it. A window
        #: follows the real time too; headless (tests, demos) only the frame times given to step.
        self.clock = SceneClock(follow_real_time=not headless)
        self.rg = ResponsibleGaming(self.wallet, clock=self.clock, **_rg_settings(self.settings))
        self._crashes: list[float] = []
        #: Scene crashes caught so far (smoke fails if any).
        self.crash_count = 0
        #: Tables kept open while the player is elsewhere (the lobby, the multi-table view).
        self.open_tables: list[OpenTable] = []
        self.frame_count = 0
        self._quiet_wakes = 0  # wakes at rest without a frame since the last frame
        self._ambience: pygame.mixer.Channel | None = None
        sound.set_volume(self.settings.sound_volume if self.settings.sound_on else 0.0)
        gfx.set_text_settings(self.settings)  # UI scale and larger text
        self.draw_context: DrawContext = for_settings(self.settings)
        self._apply_speed()

    # --- texts and settings ----------------------------------------------------------------
    @property
    def lang(self) -> str:
        return self.settings.language

    def tr(self, key: str, **params: Any) -> str:
        return tr(key, self.lang, **params)

    def money(self, cents: int) -> str:
        return format_money(cents, self.lang)

    def update_settings(self, **changes: Any) -> Settings:
        """Change settings (checked by gamelib), save them at once, apply what shows."""
        old = self.settings
        new = old.replace(**changes)
        save_settings(self.wallet, new)
        self.settings = new
        self._refresh_context()
        if gfx.set_text_settings(new) or new.language != old.language:  # texts drawn again
            for scene in dict.fromkeys(list(self.manager.stack) + list(self.open_tables)):
                scene.language_changed()
            if pygame.display.get_init():
                pygame.display.set_caption(self.tr("app.title"))
        self.manager.invalidate_beneath()  # a felt, a deck, a language: the still scenes again
        if new.fullscreen != old.fullscreen and self.window is not None and not self.headless:
            self._set_mode(new.fullscreen)
        if (new.animation_speed, new.reduced_motion) != (old.animation_speed, old.reduced_motion):
            self._apply_speed()
        if (new.sound_on, new.music_volume) != (old.sound_on, old.music_volume):
            self.update_ambience()
        sound.set_volume(new.sound_volume if new.sound_on else 0.0)
        voice.settings_changed(self)  # a line being said follows the volume, or stops
        if _rg_settings(new) != _rg_settings(old):
            self.rg.configure(**_rg_settings(new))
        return new

    def update_ambience(self) -> None:
        """The room's ambience loop at the music volume (silent when muted or without audio)."""
        volume = self.settings.music_volume if self.settings.sound_on else 0.0
        try:
            if self._ambience is None:
                if volume <= 0 or self.headless:
                    return
                snd = resources.sound("ambience")
                if snd is None:
                    return
                self._ambience = snd.play(loops=-1, fade_ms=1500)
            if self._ambience is not None:
                self._ambience.set_volume(volume * 0.5)
        except Exception as exc:  # audio is never worth a crash
            log.info("ambience unavailable: %s", exc)

    def _apply_speed(self) -> None:
        self.manager.transition_seconds = {"normal": 0.28, "fast": 0.14}.get(self.settings.animation_speed, 0.0)
        self.manager.reduced_motion = bool(self.settings.reduced_motion)  # a fade, not a reveal

    def sound(self, name: str, loud: float = 1.0) -> None:
        """Play a game sound at the player's volume (nothing when muted)."""
        sound.play_sound(name, loud)  # at the volume set from Settings (nothing when muted)

    # --- messages ------------------------------------------------------------------------
    def toast(self, message: str, tone: str = "error") -> None:
        self.toasts = [t for t in self.toasts if t.message != message][-2:]
        self.toasts.append(Toast(message, tone=tone))

    def show_error(self, exc: BaseException) -> None:
        """An expected error (a refused bet, a voided round): one translated sentence."""
        if isinstance(exc, RoundVoidedError):
            self.dialog(self.tr("notice.title"), error_text(exc, self.lang), tone="error")
        else:
            self.toast(error_text(exc, self.lang))
            self.sound("error", 0.6)

    def dialog(self, title: str, body: str, tone: str = "info") -> MessageDialog:
        dlg = MessageDialog(self, title, body, tone=tone)
        self.manager.push(dlg)
        return dlg

    # --- navigation -------------------------------------------------------------------------
    def lobby(self) -> Scene:
        found = self.manager.find(LobbyScene)
        if found is None:
            found = LobbyScene(self)
            self.manager.stack.insert(0, found)
            found.manager = self.manager
            found.enter()
        return found

    def open_lobby(self) -> None:
        """Esc / LOBBY: pop back to the lobby (open tables stay open)."""
        lobby = self.lobby()
        self.manager.pop_to(lobby)

    def open_scene(self, scene: Scene, transition: str | None = "reveal") -> None:
        self.manager.push(scene, transition)

    def quit(self, code: int = 0) -> None:
        self.running = False
        self.exit_code = code

    def leave_all_tables(self) -> None:
        """Closing the app: undealt bets come back, dealt rounds finish with the defaults."""
        for table in list(self.open_tables):
            try:
                table.leave_table(pop=False)
            except Exception:
                log.exception("leaving a table on quit failed")
        self.open_tables.clear()

    # --- window ---------------------------------------------------------------------------
    @property
    def windowed_size(self) -> tuple[int, int]:
        """The window's size when not full screen (physical px)."""
        return self._windowed_size

    @windowed_size.setter
    def windowed_size(self, size: tuple[int, int]) -> None:
        self._windowed_size = size
        self._size_given = True  # chosen (a resize, a test): kept over the remembered one

    def _refresh_context(self) -> None:
        """The draw context for the settings and the window now; the window canvas follows it."""
        size = self.window.get_size() if self.window is not None else None
        context = for_settings(self.settings, size)
        if context != self.draw_context:
            self.draw_context = context
            self._window_canvas = None

    def open_window(self) -> None:
        if not pygame.get_init():
            pygame.init()
        if not self.headless and not self._size_given:
            desktop = _desktop_size()
            self._windowed_size = window_place.remembered_size(self.settings, desktop)
            window_place.place_next_window(
                window_place.remembered_position(self.settings, self._windowed_size, desktop))
        pygame.display.set_caption(self.tr("app.title"))
        if not self.headless:
            icon = gfx.image("icon")
            if icon is not None:
                pygame.display.set_icon(icon)
        self._set_mode(self.settings.fullscreen and not self.headless)
        if self.window is not None:  # made when a window of another size needs it (issue 17: 8 MB)
            self._own_canvas = None
            direct = self.window.get_size() == LOGICAL_SIZE
            self._canvas = self.window if direct else None  # the canvas for scaling: when first read

    @property
    def canvas(self) -> pygame.Surface:
        """The logical 1920×1080 frame: the window itself when it is that size, else a surface
        scaled into it, made when first read (8 MB and ~5 ms a start drawn natively does without)."""
        if self._canvas is None:
            self._canvas = self._canvas_for_scaling()
        return self._canvas

    @canvas.setter
    def canvas(self, surface: pygame.Surface) -> None:
        self._canvas = surface

    @property
    def frame(self) -> pygame.Surface | Canvas:
        """What the last frame was drawn on (the logical ``canvas`` before any)."""
        return self.canvas if self._frame is None else self._frame

    @frame.setter
    def frame(self, target: pygame.Surface | Canvas) -> None:
        self._frame = target

    def _canvas_for_scaling(self) -> pygame.Surface:
        """The logical canvas scaled into the window, made in the window's format (no convert copy)."""
        if self._own_canvas is None:
            self._own_canvas = pygame.Surface(LOGICAL_SIZE, 0, self.window) if self.window is not None \
                else pygame.Surface(LOGICAL_SIZE)
        return self._own_canvas

    def _set_mode(self, fullscreen: bool) -> None:
        if self.headless:
            self.window = pygame.display.set_mode(self.windowed_size)
        elif fullscreen:
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            if self.settings.window_maximised and not self.maximised:
                _sdl_window_call("maximize")
        self._scaled = None
        self._window_resized()

    def _window_resized(self) -> None:
        """The window has a new size: a new draw context, bars cleared; the next frame is drawn
        at the new size (no stretched frame)."""
        surface = pygame.display.get_surface()
        if surface is not None:
            if self.window is not None and surface.get_size() != self._drawn_size:
                gfx.forget_sizes()  # what was made at the old size's pixels (issue 27: memory)
            self._drawn_size = surface.get_size()
            self.window = surface
            self.window.fill((0, 0, 0))
        self._scaled = None
        self._refresh_context()

    def remember_window(self) -> None:
        """Keep the windowed size, place and maximised state for the next start (Settings)."""
        if self.headless or self.window is None or not pygame.display.get_init():
            return
        changes: dict[str, Any] = {"window_maximised": self.maximised}
        if not self.settings.fullscreen and not self.maximised:
            w, h = self.windowed_size
            changes.update(window_width=min(16384, w), window_height=min(16384, h))
            try:
                x, y = pygame.display.get_window_position()
                changes.update(window_x=max(-32768, min(32768, x)), window_y=max(-32768, min(32768, y)))
            except pygame.error:
                pass
        try:
            if any(getattr(self.settings, k) != v for k, v in changes.items()):
                self.update_settings(**changes)
        except FeltsideError as exc:  # a window size the settings refuse: not worth a word
            log.info("window not remembered: %s", exc)

    def toggle_fullscreen(self) -> None:
        self.update_settings(fullscreen=not self.settings.fullscreen)

    def viewport(self) -> pygame.Rect:
        """Where the canvas lands in the window (letterboxed, aspect kept)."""
        if self.window is None:
            return pygame.Rect(0, 0, *LOGICAL_SIZE)
        ww, wh = self.window.get_size()
        scale = min(ww / LOGICAL_SIZE[0], wh / LOGICAL_SIZE[1])
        w, h = max(1, round(LOGICAL_SIZE[0] * scale)), max(1, round(LOGICAL_SIZE[1] * scale))
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        view = self.viewport()
        x = (pos[0] - view.x) * LOGICAL_SIZE[0] / view.w
        y = (pos[1] - view.y) * LOGICAL_SIZE[1] / view.h
        return int(x), int(y)

    def present(self) -> None:
        """Scale the canvas into the window (unless the frame was drawn in it) and flip."""
        if self.window is None:
            return
        view = self.viewport()
        if self._dirty is not None and (isinstance(self.frame, Canvas) or self.canvas is self.window):
            shown = [self.frame.rect(r).move(view.topleft) if isinstance(self.frame, Canvas) else r
                     for r in self._dirty]
            pygame.display.update(shown)  # only what changed reaches the screen
            return
        if isinstance(self.frame, Canvas) and self.frame.kept and self.frame.touched is not None:
            drawn = [r.clip(view) for r in self.frame.touched]
            if sum(r.w * r.h for r in drawn) < view.w * view.h // 2:
                pygame.display.update(drawn)  # only what was drawn on reaches the screen
                return
        if isinstance(self.frame, Canvas) or self.canvas is self.window:
            pass  # drawn straight into the window
        elif view.size == LOGICAL_SIZE:
            self.window.blit(self.canvas, view)
        else:  # scaled straight into the window's letterboxed area: no copy of it (issue 17)
            if self._scaled is None or self._scaled.get_size() != view.size \
                    or self._scaled.get_parent() is not self.window:
                self.window.fill((0, 0, 0))
                self._scaled = self.window.subsurface(view)
            try:
                pygame.transform.smoothscale(self.canvas, view.size, self._scaled)
            except ValueError:  # the canvas and the window differ in format (a new display)
                self.window.blit(pygame.transform.smoothscale(self.canvas, view.size), view)
        pygame.display.flip()

    def frame_image(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The current frame at ``size`` (screenshots): a natively drawn frame as the window's own
        pixels when ``size`` is the window's (else scaled to ``size``)."""
        if isinstance(self.frame, Canvas):
            drawn = self.frame.target
            if self.window is not None and size is not None and tuple(size) == self.window.get_size():
                return self.window.copy()  # the window's own pixels, its letterbox bars too
            if size is None or tuple(size) == drawn.get_size():
                return drawn.copy()
            return pygame.transform.smoothscale(drawn, size)
        if size is None or tuple(size) == LOGICAL_SIZE:
            return self.canvas.copy()
        return pygame.transform.smoothscale(self.canvas, size)

    # --- the loop ---------------------------------------------------------------------------
    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        if event.type in _MOUSE_EVENTS and self.window is not None:
            data = dict(event.dict)
            data["pos"] = self.to_logical(event.pos)
            return pygame.event.Event(event.type, data)
        return event

    def handle_global(self, event: pygame.event.Event) -> bool:
        """App-wide keys: F11 and Esc; window resize and close."""
        if event.type == pygame.QUIT or (event.type == pygame.KEYDOWN and event.key == pygame.K_q
                                         and event.mod & pygame.KMOD_CTRL):  # house (#28): Ctrl+Q
            ask_quit(self)  # with a round open it asks first (house, #28)
            return True
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen and not self.headless:
            if not self.maximised:
                self.windowed_size = (max(640, event.w), max(360, event.h))
            self._window_resized()
            return True
        if event.type in (pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED) and not self.headless:
            self.maximised = event.type == pygame.WINDOWMAXIMIZED
            self._window_resized()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return True
        return False

    def escape(self) -> None:
        """Close the open pop-up; else open the lobby (in full screen too: F11 leaves it)."""
        top = self.manager.top
        if top is not None and top.closes_on_escape:  # full screen too: F11 leaves it (house, #28)
            self.manager.pop()
        else:
            if not isinstance(top, LobbyScene):
                self.open_lobby()

    def step(self, events: Iterable[pygame.event.Event], dt: float, rest: float = 0.0,
             quiet: bool = False) -> bool:
        """One frame: events, update, draw (each guarded against a scene's crash). ``rest``:
        seconds the loop slept with nothing moving, passed on before the events that woke it
        (so a tween a click starts does not jump by the time slept). ``quiet``: the loop woke
        with no event and no announced change; the frame is drawn only if the update changed
        the stack (a reality check) or started a movement, or at every QUIET_WAKES_PER_FRAME-th
        such wake (a change nobody announced, e.g. a break that ended, shows within seconds).
        True when a frame was drawn."""
        stack = list(self.manager.stack) if quiet else []
        events = list(events)
        pointer_only = bool(events) and all(raw.type == pygame.MOUSEMOTION for raw in events)
        if rest > 0:
            self._advance(rest)
        for raw in events:
            event = self.map_event(raw)
            if self.handle_global(event):
                continue
            self._guard(partial(self.manager.handle_event, event))
        self._advance(dt)
        if quiet and self.manager.stack == stack and self.next_change() != 0.0 \
                and self._quiet_wakes < QUIET_WAKES_PER_FRAME - 1:
            self._quiet_wakes += 1
            return False
        self._quiet_wakes = 0
        changed = self._changed_by_pointer() if pointer_only else None
        if changed is not None and not changed:
            return False  # the pointer moved over nothing that shows it: the frame stays
        self._guard(partial(self._draw, changed))
        self.frame_count += 1
        return True

    def _changed_by_pointer(self) -> list[pygame.Rect] | None:
        """After events that only moved the pointer: the logical areas that look different
        (``Scene.changed_by_pointer``), when the last frame was drawn whole on the same stack
        and nothing else moves; None: draw the whole frame."""
        top = self.manager.top
        if top is None or self.toasts or self.manager.transition is not None or not self._last_whole \
                or self._drawn_stack != self.manager.stack \
                or self.frame is not self._last_target or self.manager.focus.visible:
            return None
        return top.changed_by_pointer()

    def _advance(self, dt: float) -> None:
        self._guard(lambda: self.manager.update(dt))
        for t in self.toasts:
            t.update(dt)
        self.toasts = [t for t in self.toasts if not t.done]
        self.clock.update(dt)
        self._reality_check()
        broken_save.tell_when_safe(self)  # issue 31: a break found beside play (money helper)

    def next_change(self) -> float | None:
        """Seconds until the screen changes without an event: 0.0 while anything moves (a
        toast, a transition, the top scene's animation), None when nothing is scheduled
        (Scene.next_change). The loop sleeps at rest on it."""
        if self.toasts:  # a toast stands still until it fades (issue 27: every frame drawn for 3 s)
            return soonest([min(t.still_for() for t in self.toasts), self.manager.next_change()])
        return self.manager.next_change()

    def draws_natively(self) -> bool:
        """Whether this frame goes straight into the window's pixels: a window of another size
        than the design, and every visible scene draws natively (else the logical canvas)."""
        if not self.native or self.window is None:
            return False
        if self.window.get_size() == LOGICAL_SIZE:  # straight into it: natively only to draw by what changed
            return all(scene.draws_by_what_changed for scene in self.manager.visible())
        return all(scene.draws_natively for scene in self.manager.visible())

    def window_canvas(self) -> Canvas:
        """The window's letterboxed area as a Canvas (made again when the window or context changes)."""
        assert self.window is not None
        view = self.viewport()
        made = self._window_canvas
        if made is None or made.target.get_parent() is not self.window or made.target.get_size() != view.size \
                or made.target.get_offset() != view.topleft:
            context = self.draw_context.with_window(self.window.get_size())
            made = self._window_canvas = Canvas(self.window.subsurface(view), context)
        return made

    def _draw(self, only: list[pygame.Rect] | None = None) -> None:
        """The frame: whole, or only the logical areas ``only`` (the rest stays as drawn)."""
        target: pygame.Surface | Canvas
        if self.draws_natively():
            target = self.window_canvas()
            target.scaled_blits = 0  # counted for this frame
            # the window still holds the last frame of this stack: a screen may draw what moves only
            target.kept = only is None and self._last_target is target and self._drawn_stack == self.manager.stack \
                and self.manager.transition is None and self._last_whole
            target.last_touched, target.touched = target.touched, ([] if only is None else None)
        else:
            # a window of the logical size is drawn into directly: no copy of the frame (issue 17)
            direct = self.window is not None and self.window.get_size() == LOGICAL_SIZE
            self.canvas = self.window if direct and self.window is not None else self._canvas_for_scaling()
            target = self.canvas
        self.frame = target
        drawn_on = cast(pygame.Surface, target)  # a Canvas answers the Surface calls a scene makes
        self._dirty = None
        self._last_whole = self.manager.transition is None
        if only is not None and self._last_target is target:
            for area in only:  # each area drawn again under a clip: what lies outside is skipped
                drawn_on.set_clip(area)
                self.manager.draw(drawn_on)
            drawn_on.set_clip(None)
            self._dirty = only
            return
        if not self.manager.stack or self.manager.visible()[0].transparent:
            target.fill((0, 0, 0))
        self.manager.draw(drawn_on)
        for i, t in enumerate(self.toasts):
            t.draw(drawn_on, 40 + i * 76)
        self._last_target, self._drawn_stack = target, list(self.manager.stack)

    def _guard(self, step: Callable[[], object]) -> None:
        scene = self.manager.top
        try:
            step()
        except FeltsideError as exc:
            log.info("expected error shown to the player: %s", exc)
            self.show_error(exc)
        except Exception as exc:
            self.report_crash(scene, exc)

    def report_crash(self, scene: Scene | None, exc: BaseException) -> None:
        """Log, remove the failing scene, tell the player; stop only on a crash storm."""
        log.error("scene %s crashed", getattr(scene, "name", scene), exc_info=exc)
        self.crash_count += 1
        now = time.monotonic()
        self._crashes = [t for t in self._crashes if now - t < 2.0] + [now]
        if len(self._crashes) > 4:
            log.critical("repeated crashes; closing the app")
            self.quit(1)
            return

        if scene is not None:
            self.open_tables[:] = [t for t in self.open_tables if t is not scene]
            try:
                self.manager.remove(scene, crashed=True)
            except Exception:
                log.exception("cleaning up the crashed scene failed")
        if isinstance(scene, LobbyScene) or not self.manager.stack:
            self.manager.stack.clear()
        self.lobby()
        self.manager.push(MessageDialog(
            self, lambda: self.tr("error.crash.title"),
            lambda: self.tr("error.crash") + "\n" + self.tr("error.crash.log", path=str(self.log_file)),
            tone="error"))

    def _reality_check(self) -> None:
        """gamelib.responsible says when; the pop-up shows its summary."""
        if self.rg.reality_check_due():
            summary = self.rg.acknowledge_reality_check()
            self.dialog(self.tr("rg.reality.title"),
                        self.tr("rg.reality.text", minutes=summary.minutes_played,
                                net=self.money(summary.net_cents)))

    def betting_block(self) -> str | None:
        """Why betting is blocked (a break, a session limit: gamelib.responsible), or None."""
        try:
            self.rg.verify_can_bet()
        except BettingBlockedError as exc:
            return error_text(exc, self.lang)
        return None

    def start(self) -> None:
        """Open the window and the lobby; show the save notice and recovered rounds once."""
        self.open_window()
        self.lobby()
        notes: list[str] = []
        if self.wallet.notice:
            notes.append(self.wallet.notice)
        try:
            voided = recover_unfinished(self.wallet)
        except Exception:
            log.exception("recovering unfinished rounds failed")
            voided = []
        if voided:
            notes.append(self.tr("notice.recovered"))
            notes.extend(v.message(self.lang) for v in voided)
        if notes:
            self.dialog(self.tr("notice.title"), "\n".join(notes))
        # what start-up made lives as long as the app: the collector's full passes skip it (each
        # walked the whole heap, 20 ms and more, the worst frames of a 4K table; issue 27)
        gc.freeze()

    def run(self) -> int:
        self.start()
        clock = pygame.time.Clock()
        first = True
        try:
            while self.running:
                change = 0.0 if first else self.next_change()
                if change is None or change > 0:  # at rest: no frame until an event or the change
                    events = wait_for_events(IDLE_WAIT_SECONDS if change is None else min(change, IDLE_WAIT_SECONDS))
                    slept = min(clock.tick() / 1000.0, IDLE_WAIT_SECONDS)
                    announced = change is not None and change <= IDLE_WAIT_SECONDS
                    drawn = self.step(events, 0.0, rest=slept, quiet=not events and not announced)
                else:
                    dt = clock.tick(0 if first or self.manager.preparing else FPS) / 1000.0  # the lobby, nor a still frame, waits for its turn
                    drawn = self.step(pygame.event.get(), 0.0 if first else min(dt, 0.1))
                if drawn:
                    self.present()
                if first:
                    first = False
                    mark_first_frame()
                    self.update_ambience()  # after the lobby shows: decoding the loop took ~20 ms
                    warm_up.start()  # the hand evaluator's tables, beside the lobby, not in the first DEAL
        finally:
            self.remember_window()
            self.leave_all_tables()
            self.wallet.close()
            pygame.quit()
            forget_pygame_objects()
        return self.exit_code


def _desktop_size() -> tuple[int, int]:
    """The first desktop's size (its pixels), or 1920×1080 if the display cannot say."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        sizes = []
    return tuple(sizes[0]) if sizes else (1920, 1080)  # type: ignore[return-value]


def _sdl_window_call(name: str) -> None:
    """Call ``name`` (maximize, restore) on the display module's window; nothing if unavailable."""
    try:
        getattr(SDLWindow.from_display_module(), name)()
    except (pygame.error, AttributeError) as exc:
        log.info("window %s unavailable: %s", name, exc)


def _rg_settings(s: Settings) -> dict[str, Any]:
    """The responsible-gaming settings as ResponsibleGaming takes them."""
    return {"reality_check_minutes": s.reality_check_minutes, "loss_limit_cents": s.session_loss_limit_cents,
            "time_limit_minutes": s.session_time_limit_minutes,
            "loss_day": s.daily_loss_limit_cents, "loss_week": s.weekly_loss_limit_cents,
            "loss_month": s.monthly_loss_limit_cents, "top_up_day": s.daily_top_up_limit_cents,
            "top_up_week": s.weekly_top_up_limit_cents, "top_up_month": s.monthly_top_up_limit_cents,
            "time_day": s.daily_time_limit_minutes}


def run_app(data_dir: str | Path | None = None, *, fresh: bool = False) -> int:
    """Open the GUI on the lobby; returns the process exit code."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    window_place.enable_high_dpi()  # before the display starts
    path = resolve_data_dir(data_dir)
    configure_logging(path)
    try:  # a busy, full-and-new, read-only-and-new or tampered save: one sentence, no traceback
        try:
            wallet = Wallet.start_fresh(path) if fresh else Wallet.open(path)
        except SaveTamperedError as exc:  # the player may go on with a fresh save
            if not broken_save.ask_for_a_fresh_save(path, App):
                print(f"feltside: {exc}", file=sys.stderr)
                return 3
            wallet = Wallet.start_fresh(path)  # the old save kept aside, never deleted
    except SaveDataError as exc:
        print(f"feltside: {exc}", file=sys.stderr)
        return 1
    wallet.rehash_in_background()  # an older save's history, checked beside play (issue 31)
    pygame.init()
    app = App(path, wallet=wallet)
    try:
        code = app.run()
        return run_app(path, fresh=True) if code == broken_save.FRESH_SAVE else code
    except SystemExit as exc:
        return int(exc.code or 0)
    except Exception:
        logging.getLogger("feltside").exception("the app stopped")
        print(f"Feltside stopped after an internal error; details in {log_path(path)}")
        return 1
