"""The scene stack: push / pop / replace lifecycle order, transparent overlays, transitions."""

from __future__ import annotations

import pygame
import pytest

from scenes.ui.manager import Scene, SceneManager


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], transparent: bool = False) -> None:
        super().__init__(app=None)  # type: ignore[arg-type]
        self.name = name
        self.log = log
        self.transparent = transparent
        self.updates = 0.0
        self.events: list[int] = []

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.events.append(event.type)
        return True

    def update(self, dt: float) -> None:
        self.updates += dt

    def draw(self, surface: pygame.Surface) -> None:
        self.log.append(f"draw {self.name}")


def test_push_pop_replace_lifecycle_order():
    log: list[str] = []
    m = SceneManager()
    a, b, c = Recorder("a", log), Recorder("b", log), Recorder("c", log)
    m.push(a)
    m.push(b)
    m.replace(c)
    popped = m.pop()
    assert popped is c
    assert log == ["enter a", "pause a", "enter b", "exit b", "enter c", "exit c", "resume a"]
    assert m.top is a and len(m) == 1


def test_only_the_top_scene_gets_events_and_updates():
    log: list[str] = []
    m = SceneManager()
    a, b = Recorder("a", log), Recorder("b", log)
    m.push(a)
    m.push(b)
    m.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    m.update(0.5)
    assert b.events and not a.events
    assert b.updates == 0.5 and a.updates == 0.0


def test_transparent_scene_draws_over_the_one_beneath():
    log: list[str] = []
    m = SceneManager()
    base, table, popup = Recorder("base", log), Recorder("table", log), Recorder("popup", log, transparent=True)
    for s in (base, table, popup):
        m.push(s)
    log.clear()
    m.draw(pygame.Surface((64, 36)))
    assert log == ["draw table", "draw popup"]  # not the base: the table is opaque
    m.pop()
    log.clear()
    m.draw(pygame.Surface((64, 36)))
    assert log == ["draw table"]


def test_two_transparent_layers_reach_down_to_the_first_opaque_scene():
    log: list[str] = []
    m = SceneManager()
    for s in (Recorder("a", log), Recorder("b", log, True), Recorder("c", log, True)):
        m.push(s)
    log.clear()
    m.draw(pygame.Surface((8, 8)))
    assert log == ["draw a", "draw b", "draw c"]


def test_remove_and_find():
    log: list[str] = []
    m = SceneManager()
    a, b = Recorder("a", log), Recorder("b", log)
    m.push(a)
    m.push(b)
    assert m.find(Recorder) is b
    m.remove(a)
    assert m.stack == [b] and "exit a" in log


def changing_to(new: Scene, kind: str) -> tuple[SceneManager, pygame.Surface]:
    """A stack whose scene "a" was drawn, ``new`` pushed on it with a ``kind`` transition."""
    m = SceneManager()
    m.transition_seconds = 0.3
    surface = pygame.Surface((32, 18))
    m.push(Recorder("a", []))
    m.draw(surface)
    m.push(new, transition=kind)
    assert m.transition is not None
    return m, surface


def test_fade_transition_advances_only_with_update():
    m, surface = changing_to(Recorder("b", []), "fade")
    m.draw(surface)
    m.draw(surface)
    assert m.transition is not None  # drawing alone never moves time
    m.update(0.2)  # (the time the first frame held: not the fade's)
    m.update(0.2)
    assert m.transition is not None
    m.update(0.2)
    assert m.transition is None


def test_the_time_the_first_frame_held_is_not_the_transitions():
    """The first frame makes the new screen whole (at 4K a table: 0.1-0.4 s); the update after
    it (its time) does not move the change, which would jump a third of its way. Fails on the
    old code."""
    m, surface = changing_to(Recorder("b", []), "reveal")
    change = m.transition
    assert change is not None
    m.update(0.1)  # the frame the change starts in: nothing drawn yet
    m.draw(surface)
    m.update(0.1)  # the time the first frame held
    assert change.elapsed == 0.0
    m.update(0.1)
    assert change.elapsed == pytest.approx(0.1)


def test_slide_transition_draws_old_and_new():
    log: list[str] = []
    m = SceneManager()
    surface = pygame.Surface((32, 18))
    m.push(Recorder("a", log))
    m.draw(surface)
    m.replace(Recorder("b", log), transition="slide")
    log.clear()
    m.update(0.1)
    m.draw(surface)
    assert log == ["draw b"]  # a is gone: only its snapshot is shown


def test_no_transition_when_disabled():
    m = SceneManager()
    m.transition_seconds = 0
    m.push(Recorder("a", []))
    m.draw(pygame.Surface((8, 8)))
    m.push(Recorder("b", []), transition="fade")
    assert m.transition is None


def test_a_pop_up_closes_itself_and_only_itself():
    from scenes.ui.manager import PopUp

    log: list[str] = []
    m = SceneManager()
    base, above = Recorder("base", log), Recorder("above", log)
    popup = PopUp(app=None)  # type: ignore[arg-type]
    assert popup.transparent and popup.closes_on_escape
    m.push(base)
    m.push(popup)
    m.push(above)
    popup.close()  # under another scene: that one stays on top
    assert m.stack == [base, above] and popup.manager is None
    popup.close()  # closed already: nothing happens
    assert m.stack == [base, above]
    m.push(popup)
    popup.close()
    assert m.stack == [base, above] and log[-1] == "resume above"


class Preparing(Recorder):
    """A scene whose first frame has parts to make ahead (a table's felt)."""

    def __init__(self, name: str, log: list[str], parts: int) -> None:
        super().__init__(name, log)
        self.parts = parts

    def prepare(self, surface):
        for i in range(self.parts):
            self.log.append(f"part {i}")
            yield


def test_a_transition_holds_the_old_frame_while_the_new_scene_makes_its_parts_ahead():
    """Before its first frame, a step a frame (given no time for more), the transition runs the
    new scene's parts (``Scene.prepare``) and draws the old frame; time does not move meanwhile.
    Then the new scene is drawn. Fails on the old code (the new scene drawn at once)."""
    log: list[str] = []
    m, surface = changing_to(Preparing("b", log, 3), "reveal")
    change = m.transition
    assert change is not None
    change.ahead_seconds = 0.0  # a part a frame
    log.clear()
    for _ in range(3):
        m.update(0.1)
        m.draw(surface)
    assert log == ["part 0", "part 1", "part 2"] and change.elapsed == 0.0 and not change.shown
    assert m.preparing  # (the app's loop runs these frames back to back)
    m.update(0.1)
    m.draw(surface)  # none left: the first frame
    assert log[-1] == "draw b" and change.shown and not m.preparing
