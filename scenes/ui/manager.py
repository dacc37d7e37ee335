"""The scene stack (Tuxemon's state manager): push / pop / replace, with transitions.

Each screen is a :class:`Scene`. Only the top scene gets events and updates; the
scenes beneath it are paused. A ``transparent`` scene (a pop-up) is drawn over the
scene beneath it, so a dialog floats over the table it belongs to.

Lifecycle order: ``push`` pauses the old top then enters the new one; ``pop``
exits the top then resumes the one beneath; ``replace`` exits the top then enters
the new one. Transitions ("reveal", "fade", "slide": ``scenes.ui.transition``) are drawn
from a snapshot of the old frame and advance only in ``update(dt)``.
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any, cast

import pygame

from scenes.ui import pointer_looks
from scenes.ui.canvas import Canvas
from scenes.ui.transition import AHEAD_SECONDS, Transition
from scenes.ui.widgets.focus import FocusRing, FocusTarget, buttons_targets

if TYPE_CHECKING:
    from scenes.ui.context import AppContext
    from scenes.ui.widgets.base import Widget


class Scene:
    """One screen. Subclasses override the lifecycle methods they need."""

    #: Drawn over the scene beneath it (pop-ups, dialogs).
    transparent: bool = False
    #: Esc closes this scene (pop-ups) instead of opening the lobby.
    closes_on_escape: bool = False
    #: A short name for screenshots and logs.
    name: str = "scene"
    #: It draws at the window's own pixels when given a ``scenes.ui.canvas.Canvas``: every line,
    #: shape, text and picture through the primitives of ``scenes.ui.gfx`` (``blit_text``,
    #: ``draw_panel``, ``rect``, ``line``, ``draw_card`` …), no ``pygame.draw`` on the surface.
    #: A frame is drawn natively only when every visible scene does (else on the logical canvas).
    draws_natively: bool = False
    #: In a window of the design's size too it draws on a Canvas (over the window's pixels): it
    #: draws by what changed there (the Twister table), where a plain surface is drawn whole.
    draws_by_what_changed: bool = False

    def __init__(self, app: AppContext) -> None:
        self.app = app
        self.manager: SceneManager | None = None

    # lifecycle -------------------------------------------------------------------------
    def enter(self) -> None:
        """Became part of the stack (pushed or replaced in)."""

    def exit(self) -> None:
        """Left the stack for good (popped or replaced)."""

    def pause(self) -> None:
        """Another scene was pushed on top (``manager.top`` is that scene)."""

    def resume(self) -> None:
        """The scene on top was popped; this one is on top again."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle one event (mouse positions already in logical pixels); True if used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas (or a Canvas, if ``draws_natively``)."""

    def changed_by_pointer(self) -> list[pygame.Rect] | None:
        """After events that only moved the pointer: the logical areas that now look different
        (an empty list: none), or None when it cannot tell (the whole frame is drawn)."""
        return None

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """A transparent scene's part that stays while it is open (a pop-up's veil and panel):
        the manager keeps it with the still scenes beneath in one layer (``draw_content`` after)."""

    def changes_beneath(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` (not the pointer moving) may change what the manager keeps under this
        pop-up: the scenes beneath and ``draw_backdrop``. By default any may (a click, a key)."""
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        """Everything but ``draw_backdrop`` (by default: ``draw``)."""
        self.draw(surface)

    def next_change(self) -> float | None:
        """Seconds until this scene looks different without an event: 0.0 while something
        moves (a tween, a flying chip, a clock showing seconds, a pulse), a number for the
        next scheduled change, None when it stays as it is until an event. The app's loop
        sleeps at rest on this answer, so the default is the safe one: always moving."""
        return 0.0

    def focus_targets(self) -> list[FocusTarget]:
        """What the keyboard focus moves between on this screen, in Tab order: by default its
        ``buttons`` list, if it has one. The focus gets only the keys the scene did not use
        (SceneManager.handle_event), so a screen's own hotkeys always come first."""
        buttons = getattr(self, "buttons", None)
        return buttons_targets("button", buttons) if isinstance(buttons, list) else []

    #: Its first frames make its parts ahead while the window keeps the frame before (the app's
    #: loop then runs frames back to back: ``SceneManager.preparing``).
    preparing = False

    def prepare(self, surface: pygame.Surface) -> Iterator[None]:
        """What this scene's first frame on ``surface`` would make at once, a part a step (a
        table's felt at the window's pixels): a transition to it runs these first, a few ms of
        them a frame, while the window keeps the old frame. By default: nothing."""
        return iter(())

    def language_changed(self) -> None:
        """The language switched: drop cached texts."""

    def abandon(self) -> None:
        """The scene crashed and is removed: release what it holds (a table leaves)."""
        self.exit()


class PopUp(Scene):
    """A scene drawn over the one beneath it that Esc closes: a page, a box, a dialog."""

    transparent = True
    closes_on_escape = True

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        #: ``pointer_widgets``' looks as last drawn (``looks_drawn``), None before
        self._drawn_looks: list[pointer_looks.Look] | None = None

    def draw(self, surface: pygame.Surface) -> None:
        """Its backdrop, then what a frame draws over it (the manager keeps the backdrop with the
        scenes beneath in one layer and draws ``draw_content`` alone over it)."""
        self.draw_backdrop(surface)
        self.draw_content(surface)

    #: Its backdrop is made ahead a part a step (``backdrop_steps``) while the window holds the frame
    #: before, rather than all in its first frame (``SceneManager._beneath_layer``).
    backdrop_ahead = False

    def backdrop_steps(self, surface: pygame.Surface) -> Iterator[None]:
        """``draw_backdrop`` a part a step (with ``backdrop_ahead``), and whatever else its first frame
        would make: by default all in one step."""
        self.draw_backdrop(surface)
        yield

    def close(self) -> None:
        """Take the pop-up off the screen (wherever it stands among the scenes)."""
        if self.manager is not None and self in self.manager:
            self.manager.remove(self)

    def pointer_widgets(self) -> list[Widget] | None:
        """The widgets through which alone this pop-up shows the pointer (their hover and press),
        or None: it shows it otherwise too (a lit row), and a frame the pointer moved in is drawn
        whole."""
        return None

    def looks_drawn(self) -> None:
        """Note the looks of ``pointer_widgets`` as just drawn (a pop-up calls it when it has
        drawn them): after the pointer moves, only those that look different are drawn again."""
        widgets = self.pointer_widgets()
        self._drawn_looks = None if widgets is None else pointer_looks.looks_of(widgets)

    def changed_by_pointer(self) -> list[pygame.Rect] | None:
        """The widgets the pointer lit or left since they were drawn (``pointer_looks.changed``)."""
        widgets = self.pointer_widgets()
        if widgets is None:
            return None
        return pointer_looks.changed(self._drawn_looks, pointer_looks.looks_of(widgets))


def soonest(changes: Iterable[float | None]) -> float | None:
    """The smallest of the changes that are scheduled (None: none is)."""
    scheduled = [c for c in changes if c is not None]
    return max(0.0, min(scheduled)) if scheduled else None


class SceneManager:
    """The stack of scenes; the app routes events, updates and drawing through it."""

    def __init__(self, size: tuple[int, int] = (1920, 1080)) -> None:
        self.stack: list[Scene] = []
        self.size = size
        self.transition: Transition | None = None
        #: The transition that ended since the last frame (its buffer holds the new scene's last frame).
        self._ended: Transition | None = None
        self.transition_seconds = 0.3
        #: Reduced motion (Settings): a reveal, which sweeps across the screen, is a fade instead.
        self.reduced_motion = False
        self._last_frame: pygame.Surface | None = None
        #: The scenes under a transparent top and its backdrop, as one layer: they are paused
        #: (no update, no event), so they look the same until the stack, the window, the
        #: settings or an event other than the pointer moving changes (``_beneath_version``).
        self._beneath: tuple[tuple[Any, ...], pygame.Surface | Canvas] | None = None
        self._beneath_version = 0
        #: A pop-up's layer made ahead (``PopUp.backdrop_ahead``): its key and the steps left
        self._making: tuple[tuple[Any, ...], Iterator[None]] | None = None
        #: The layer last laid under a pop-up, onto which pixels, and how many of their drawings
        #: recorded then were its own (the rest drew over it: laid back over next frame)
        self._laid: tuple[pygame.Surface | Canvas, pygame.Surface, int] | None = None
        #: The keyboard focus of the top scene (a new top starts without one).
        self.focus = FocusRing()
        self._focus_of: Scene | None = None

    # the stack ---------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def __len__(self) -> int:
        return len(self.stack)

    def __contains__(self, scene: object) -> bool:
        return scene in self.stack

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of a class (e.g. the lobby), or None."""
        for scene in reversed(self.stack):
            if isinstance(scene, kind):
                return scene
        return None

    def push(self, scene: Scene, transition: str | None = None) -> Scene:
        self._start_transition(transition)
        covered = self.stack[-1] if self.stack else None
        scene.manager = self
        self.stack.append(scene)
        if covered is not None:  # (told once the new scene is on top: it may ask what covers it)
            covered.pause()
        scene.enter()
        return scene

    def pop(self, transition: str | None = None) -> Scene | None:
        if not self.stack:
            return None
        self._start_transition(transition)
        scene = self.stack.pop()
        scene.exit()
        scene.manager = None
        if self.stack:
            self.stack[-1].resume()
        return scene

    def replace(self, scene: Scene, transition: str | None = None) -> Scene:
        self._start_transition(transition)
        if self.stack:
            old = self.stack.pop()
            old.exit()
            old.manager = None
        scene.manager = self
        self.stack.append(scene)
        scene.enter()
        return scene

    def remove(self, scene: Scene, crashed: bool = False) -> None:
        """Take a scene out wherever it is (a crashed scene: ``abandon`` instead of ``exit``)."""
        if scene not in self.stack:
            return
        was_top = scene is self.top
        self.stack.remove(scene)
        try:
            scene.abandon() if crashed else scene.exit()
        finally:
            scene.manager = None
            if was_top and self.stack:
                self.stack[-1].resume()

    def pop_to(self, scene: Scene) -> None:
        """Pop every scene above ``scene`` (it becomes the top)."""
        while self.stack and self.stack[-1] is not scene:
            self.pop()

    def _start_transition(self, kind: str | None) -> None:
        if kind == "reveal" and self.reduced_motion:
            kind = "fade"
        self._ended = None
        if kind and self._last_frame is not None and self.transition_seconds > 0:
            self.transition = Transition(kind, self._last_frame.copy(), self.transition_seconds)
        elif kind:
            self.transition = None

    # the frame ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        """The top scene's event; a key it did not use may move or press the keyboard focus."""
        top = self.top
        if top is None:
            return False
        if top is not self._focus_of:
            self.focus, self._focus_of = FocusRing(), top
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.focus.visible = False
        if event.type != pygame.MOUSEMOTION and top.changes_beneath(event):  # a click or a key may
            self.invalidate_beneath()  # change what lies beneath
        if top.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and top is self.top:
            return self.focus.handle_event(event, top.focus_targets())
        return False

    def update(self, dt: float) -> None:
        if self.transition is not None:
            self.transition.update(dt)
            if self.transition.done:
                self._ended, self.transition = self.transition, None
        top = self.top
        if top is not None:
            top.update(dt)

    @property
    def preparing(self) -> bool:
        """A transition holds the old frame while the new scene's parts are made ahead, or the top
        scene does so itself (``Scene.preparing``), or a pop-up's layer is made ahead
        (``PopUp.backdrop_ahead``)."""
        top = self.top
        return (self.transition is not None and not self.transition.shown) or (top is not None and top.preparing) \
            or self._making is not None

    def next_change(self) -> float | None:
        """The top scene's next change (0.0 during a transition); the scenes beneath it are
        paused (no update), so they do not change by themselves."""
        if self.transition is not None or self._making is not None:
            return 0.0
        top = self.top
        return top.next_change() if top is not None else None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top and every scene under transparent ones."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].transparent:
            start -= 1
        return self.stack[max(0, start):]

    def invalidate_beneath(self) -> None:
        """The scenes under a pop-up are drawn again on the next frame (the settings changed)."""
        self._beneath_version += 1
        self._beneath = None

    def _draw_scenes(self, surface: pygame.Surface) -> None:
        visible = self.visible()
        if len(visible) > 1 and visible[-1].transparent:  # the still part from its layer: one copy
            layer = self._beneath_layer(surface, visible)
            if layer is None:
                return  # made ahead: the window keeps the frame it shows meanwhile
            self._lay_beneath(surface, layer, visible[-1])
            visible[-1].draw_content(surface)
        else:
            self._beneath = self._making = self._laid = None  # no pop-up: the layer under one goes
            for scene in visible:
                scene.draw(surface)
        if self.focus.visible and self._focus_of is self.top and self.top is not None:
            self.focus.draw(surface, self.top.focus_targets())

    def _lay_beneath(self, surface: pygame.Surface, layer: pygame.Surface | Canvas, top: Scene) -> None:
        """The layer under a pop-up laid on ``surface``: whole, or, for a pop-up that draws by what
        changed over a window that keeps the frame it laid this layer in, only where the last frame
        drew over it (its content, a toast, the focus): the wheel over the rules at 3840x2160 laid
        the whole window again at every notch."""
        window = surface.target if isinstance(surface, Canvas) else surface
        if isinstance(surface, Canvas) and isinstance(layer, Canvas) and top.draws_by_what_changed \
                and surface.kept and surface.last_touched is not None and self._laid is not None \
                and self._laid[0] is layer and self._laid[1] is window:
            surface.restore(layer, surface.last_touched[self._laid[2]:])
        else:
            surface.blit(cast(pygame.Surface, layer), (0, 0))
        touched = surface.touched if isinstance(surface, Canvas) else None
        self._laid = (layer, window, len(touched)) if touched is not None else None

    def _beneath_layer(self, surface: pygame.Surface, visible: list[Scene]) -> pygame.Surface | Canvas | None:
        """The scenes under the top one and the top one's backdrop, drawn once into a layer of
        ``surface``'s pixels and kept while they cannot change. A pop-up that makes its backdrop
        ahead (``PopUp.backdrop_ahead``) over a window that holds its last frame: the layer made a
        part a step, ``AHEAD_SECONDS`` of them a frame, None until made (nothing drawn)."""
        key = self._beneath_key(surface, visible)
        if self._beneath is not None and self._beneath[0] == key:
            self._making = None
            return self._beneath[1]
        self._beneath = None  # the old layer goes before the new one is made (memory)
        top = visible[-1]
        if isinstance(top, PopUp) and top.backdrop_ahead and isinstance(surface, Canvas) \
                and surface.last_touched is not None:
            if self._making is None or self._making[0] != key:
                self._making = None
                self._making = (key, self._layer_steps(surface, visible, key))
            until = time.perf_counter() + AHEAD_SECONDS
            for _ in self._making[1]:
                if time.perf_counter() >= until:
                    break
            return None  # (its last step made: the first frame is the next one's)
        self._making = None
        layer: pygame.Surface | Canvas
        if isinstance(surface, Canvas):
            layer = surface.new_layer()
        else:
            layer = pygame.Surface(surface.get_size(), 0, surface)
        drawn_on = cast(pygame.Surface, layer)  # a Canvas answers the Surface calls a scene makes
        drawn_on.fill((0, 0, 0))
        for scene in visible[:-1]:
            scene.draw(drawn_on)
        visible[-1].draw_backdrop(drawn_on)
        self._beneath = (key, layer)
        return layer

    def _beneath_key(self, surface: pygame.Surface, visible: list[Scene]) -> tuple[Any, ...]:
        """What the layer under a pop-up on ``surface`` is kept by: the scenes, the pixels' size and
        draw context, and the version of what lies beneath."""
        target = surface.target if isinstance(surface, Canvas) else surface
        context = surface.context if isinstance(surface, Canvas) else None
        return tuple(id(s) for s in visible), target.get_size(), context, self._beneath_version

    def _beneath_ahead(self, surface: pygame.Surface) -> Iterator[None]:
        """The layer under the pop-up a transition opens, made a part a step while it holds the
        old frame (``Transition.holds``), so the frame that first shows the pop-up lays it: at
        3840x2160 a fresh 33 MB layer, the lobby and the backdrop drawn on it cost that frame
        ~25 ms (a page opened from the lobby)."""
        visible = self.visible()
        if len(visible) < 2 or not visible[-1].transparent or not isinstance(visible[-1], PopUp):
            return
        key = self._beneath_key(surface, visible)
        if self._beneath is None or self._beneath[0] != key:
            self._beneath = None  # (the old one goes first: memory)
            yield from self._layer_steps(surface, visible, key)

    def _layer_steps(self, surface: pygame.Surface, visible: list[Scene], key: tuple[Any, ...]) -> Iterator[None]:
        """The layer under a pop-up made a part a step: a blank layer, the scenes beneath drawn on
        it, the pop-up's ``backdrop_steps``; then kept under ``key``. The pop-up's looks are forgotten:
        the frame that shows the layer is drawn whole, not for the pointer alone under clips (which
        would show the new layer there only)."""
        top = visible[-1]
        assert isinstance(top, PopUp)
        top._drawn_looks = None
        layer = surface.new_layer() if isinstance(surface, Canvas) else pygame.Surface(surface.get_size(), 0, surface)
        yield
        drawn_on = cast(pygame.Surface, layer)
        drawn_on.fill((0, 0, 0))
        for scene in visible[:-1]:
            scene.draw(drawn_on)
        yield
        yield from top.backdrop_steps(drawn_on)
        self._beneath = (key, layer)

    def draw(self, surface: pygame.Surface) -> None:
        if self.transition is not None:
            if not self.transition.holds(surface, self.top, self._beneath_ahead):  # (the new scene made ahead first)
                self.transition.draw(surface, self._draw_scenes)
                self.transition.scenes = list(self.stack)
        else:
            if self._ended is not None and self._ended.scenes == self.stack:
                self._ended.hand_over(surface)  # the window takes the new scene's last frame
            self._ended = None
            self._draw_scenes(surface)
        self._last_frame = surface
