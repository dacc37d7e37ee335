"""No text box lies over a card face or over another text (issue 14, "Done when").

Every demo state of every house table (Texas Bonus, Casino Hold'em, Heads Up, video poker) and
of the Twister screens (lobby, wheel, tables, hand history, replayer) is drawn at 1280x720 and
1920x1080, in English and Italian. While the scene draws, the ink of each text (a gfx.text
render) is recorded with the surface it lands on, and so is each card face (card_art.card_face's
renders and the face-up ``CardSprite``s). Every surface the scene makes is
tracked, so a text drawn into a layer, a panel, a button or video poker's grid of hands is seen
where that surface lands in the window. A pop-up is compared with itself only. A card's own index
is part of the card image, not a text; its label (HELD) is drawn below it.

The text floor (nothing under 12 px at 1280x720) is tests/scenes/table/test_text_sizes.py.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from helpers.scene_app import demo_state_scene

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.twister.scene import TwisterScene
from scenes.games.video_poker.table import VideoPokerTable
from scenes.showcase import table_demos
from scenes.table.layout import TEXT_FLOOR, demo_seed
from scenes.ui import card_art, gfx
from scenes.ui.manager import Scene
from scenes.ui.widgets.cards import CardSprite

TABLES: list[type[Scene]] = [TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable, TwisterScene]
SIZES = [(1280, 720), (1920, 1080)]
Ink = tuple[object, str, pygame.Rect]  # (where, text, ink): where is the scene drawn (0: the table)
Mark = tuple[str, pygame.Rect]  # (text, ink) or ("", card face)


class Book:
    """What each surface holds, in its own coordinates: the texts (gfx.text renders, their ink)
    and the card faces blitted onto it. A surface blitted onto another brings its marks along,
    so the canvas ends with every text and face in window coordinates, through the table's
    layers, panels, buttons and video poker's grid."""

    def __init__(self) -> None:
        self.texts: dict[int, tuple[str, pygame.Surface]] = {}
        self.faces: dict[int, pygame.Surface] = {}
        #: A card over its shadow as one picture (card_art.card_on_shadow): where its face lies in it.
        self.on_shadow: dict[int, pygame.Rect] = {}
        self.marks: dict[int, tuple[pygame.Surface, list[Mark]]] = {}

    def add(self, target: pygame.Surface, mark: Mark) -> None:
        self.marks.setdefault(id(target), (target, []))[1].append(mark)

    def blitted(self, target: pygame.Surface, source: pygame.Surface, dest, area) -> None:  # noqa: ANN001
        x, y = int(dest[0]), int(dest[1])
        if area is not None:
            area = pygame.Rect(area)
            x, y = x - area.x, y - area.y
        sid = id(source)
        if sid not in self.texts and sid not in self.faces and sid not in self.on_shadow:  # a text under a card counts too
            self.cover(target, source, x, y)
        if sid in self.texts:  # a text: its ink, not its box
            s, surf = self.texts[sid]
            ink = surf.get_bounding_rect().move(x, y)
            if s.strip() and ink.w and ink.h:
                self.add(target, (s, ink))
        elif sid in self.faces:  # a card face: its own index is part of it, not a text
            self.add(target, ("", source.get_rect().move(x, y)))
        elif sid in self.on_shadow:  # the same, over its shadow
            self.add(target, ("", self.on_shadow[sid].move(x, y)))
        elif sid in self.marks and source is not target:
            for s, r in self.marks[sid][1]:
                if area is None or area.colliderect(r):
                    self.add(target, (s, r.move(x, y)))

    def cover(self, target: pygame.Surface, source: pygame.Surface, x: int, y: int) -> None:
        """Marks the blitted surface hides (mostly opaque over most of their ink) are gone: a
        pop-up panel over the felt's printed words is not a text over a text."""
        held = self.marks.get(id(target))
        if not held:
            return
        box = source.get_rect().move(x, y)
        kept = []
        for s, r in held[1]:
            clip = r.clip(box)
            if clip.w * clip.h * 2 >= r.w * r.h:
                part = source.subsurface(clip.move(-x, -y))
                if pygame.mask.from_surface(part, 150).count() * 2 >= clip.w * clip.h:
                    continue
            kept.append((s, r))
        held[1][:] = kept

    def filled(self, target: pygame.Surface, rect) -> None:  # noqa: ANN001
        held = self.marks.get(id(target))
        if held is None:
            return
        if rect is None:
            held[1].clear()
        else:
            held[1][:] = [(s, r) for s, r in held[1] if not pygame.Rect(rect).contains(r)]

    def copied(self, out: pygame.Surface, source: pygame.Surface) -> pygame.Surface:
        sid = id(source)
        if sid in self.texts:
            self.texts[id(out)] = (self.texts[sid][0], out)
        if sid in self.faces:
            self.faces[id(out)] = out
        if sid in self.marks:
            self.marks[id(out)] = (out, list(self.marks[sid][1]))
        return out


BOOK = Book()


class Tracked(pygame.Surface):
    """A surface that tells BOOK what is blitted onto it (made wherever the scenes make one)."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):  # type: ignore[no-untyped-def, override]
        out = super().blit(source, dest, area, special_flags)
        BOOK.blitted(self, source, dest, area)
        return out

    def fill(self, color, rect=None, special_flags=0):  # type: ignore[no-untyped-def, override]
        out = super().fill(color, rect, special_flags)
        BOOK.filled(self, rect)
        return out

    def copy(self):  # type: ignore[no-untyped-def, override]
        return BOOK.copied(super().copy(), self)

    def convert(self, *args):  # type: ignore[no-untyped-def, override]
        return BOOK.copied(super().convert(*args), self)

    def convert_alpha(self, *args):  # type: ignore[no-untyped-def, override]
        return BOOK.copied(super().convert_alpha(*args), self)


def spy(mp: pytest.MonkeyPatch) -> None:
    """Every surface the scenes make is Tracked; texts and card faces are known by their renders;
    a face-up card sprite (turned or faded: a new image) and blit_text onto a surface made
    before (the app's) mark themselves."""
    real_text, real_face, real_blit = gfx.text, card_art.card_face, gfx.blit_text
    real_on_shadow = card_art.card_on_shadow

    def text(s, *a, **k):  # type: ignore[no-untyped-def]
        out = real_text(s, *a, **k)
        BOOK.texts[id(out)] = (s, out)
        return out

    def card_face(*a, **k):  # type: ignore[no-untyped-def]
        out = real_face(*a, **k)
        BOOK.faces[id(out)] = out
        return out

    def card_on_shadow(face, shows, size, radius, spread, at):  # type: ignore[no-untyped-def]
        out = real_on_shadow(face, shows, size, radius, spread, at)
        if id(face) in BOOK.faces:
            BOOK.on_shadow[id(out)] = face.get_rect(topleft=at)
        return out

    def blit_text(surface, s, *a, **k):  # type: ignore[no-untyped-def]
        last: list[pygame.Surface] = []

        def text_seen(*ta, **tk):  # type: ignore[no-untyped-def]
            last.append(text(*ta, **tk))
            return last[-1]

        mp.setattr(gfx, "text", text_seen)
        try:
            rect = real_blit(surface, s, *a, **k)
        finally:
            mp.setattr(gfx, "text", text)
        if not isinstance(surface, Tracked) and s.strip() and last:
            BOOK.add(surface, (s, last[-1].get_bounding_rect().move(rect.topleft)))
        return rect

    real_sprite = CardSprite.draw

    def sprite_draw(self: CardSprite, surface: pygame.Surface) -> None:
        if self.face_up and self.card_id is not None and self.alpha > 0 and self.flip > 0.5:
            r = self.rect
            w = int(r.w * min(1.0, self.flip))  # as CardSprite.draw narrows a turning card
            BOOK.add(surface, ("", pygame.Rect(r.centerx - w // 2, r.y, w, r.h)))
        real_sprite(self, surface)

    mp.setattr(pygame, "Surface", Tracked)
    mp.setattr(gfx, "text", text)
    mp.setattr(card_art, "card_face", card_face)
    mp.setattr(card_art, "card_on_shadow", card_on_shadow)
    mp.setattr(gfx, "blit_text", blit_text)
    mp.setattr(CardSprite, "draw", sprite_draw)


class Recording:
    """The texts and card faces of one frame, by the scene that drew them."""

    def __init__(self) -> None:
        self.texts: list[Ink] = []
        self.cards: list[tuple[object, pygame.Rect]] = []


def text_over_card(rec: Recording) -> set[tuple[str, tuple[int, int, int, int]]]:
    """Texts whose ink lies over a card face drawn before or after them on the table."""
    return {(s, tuple(face)) for where, s, ink in rec.texts for at, face in rec.cards
            if where == at and _clip(ink, face)}


def text_over_text(rec: Recording) -> set[tuple[str, str]]:
    """Pairs of texts drawn by one scene whose ink overlaps by more than a sliver (a text drawn
    again in the very same place, as BALANCE over its cached layer while it counts, is one)."""
    found = set()
    for i, (where, s, ink) in enumerate(rec.texts):
        for where2, s2, ink2 in rec.texts[i + 1:]:
            if where == where2 and (s, ink) != (s2, ink2) and _clip(ink, ink2):
                found.add((min(s, s2), max(s, s2)))
    return found


def _clip(a: pygame.Rect, b: pygame.Rect) -> bool:
    clip = a.clip(b)
    return clip.w > 1 and clip.h > 1


def drop_caches(obj: object, seen: set[int]) -> None:
    """``_cache = None`` on every scene object reachable from ``obj`` (not through the app)."""
    if id(obj) in seen or isinstance(obj, App):
        return
    seen.add(id(obj))
    if isinstance(obj, (list, tuple)):
        items: list[object] = list(obj)
    elif isinstance(obj, dict):
        items = list(obj.values())
    elif type(obj).__module__.startswith("scenes.") and hasattr(obj, "__dict__"):
        if "_cache" in vars(obj):
            obj._cache = None  # type: ignore[attr-defined]
        items = list(vars(obj).values())
    else:
        return
    for item in items:
        drop_caches(item, seen)


def draw_state(tmp_path: Path, cls: type[Scene], name: str,
               drive: Callable[[Any], object], size: tuple[int, int], lang: str) -> Recording:
    """The table in one demo state, drawn whole (caches dropped), recorded."""
    # stepped past the pause before the result summary, which then shows
    app, scene = demo_state_scene(tmp_path / f"{cls.__name__}-{name}", cls, name, drive, size=size,
                                  steps=(0.05, 0.7, 0.5), language=lang)
    rec = Recording()
    with pytest.MonkeyPatch.context() as mp:  # the spies only, the test's own patches stay
        BOOK.__init__()
        spy(mp)
        gfx.clear_caches()  # every text and card face rendered afresh, so known
        for s in app.manager.stack:  # cached panels and layers: drawn again, recorded
            s.language_changed()
        if hasattr(scene, "view"):
            scene.view._layer = scene.view._background = None  # the felt's print too
        drop_caches(scene, set())  # the widgets' cached panels (BALANCE, LIMITS …)
        if isinstance(scene, VideoPokerTable):  # the grid of hands (made with the table) drawn again
            scene.grid.surface = Tracked(scene.grid.surface.get_size(), pygame.SRCALPHA)
            scene._grid_key = None
        canvas = Tracked(gfx.LOGICAL_SIZE)
        for i, s in enumerate(app.manager.visible()):  # a pop-up is compared with itself only
            BOOK.filled(canvas, None)
            s.draw(canvas)
            for text, r in BOOK.marks.get(id(canvas), (canvas, []))[1]:
                if text:
                    rec.texts.append((i, text, r))
                else:
                    rec.cards.append((i, r))
        BOOK.__init__()
        gfx.clear_caches()  # no tracked surface stays in the caches for the tests after
    app.frame_image(size)
    app.leave_all_tables()
    app.wallet.close()
    return rec


def findings(tmp_path, cls, size, lang) -> dict[str, list[str]]:  # noqa: ANN001
    found: dict[str, list[str]] = {}
    cards = texts = 0
    for name, drive in table_demos.demo_states(cls):
        if "celebration" in name:  # a celebration lies over the board for at most 3 s, then the same
            continue  # state without it is checked ('royal'); test_celebration_keeps_off_spots_and_summary
        rec = draw_state(tmp_path / f"{size[0]}-{lang}", cls, name, drive, size, lang)
        cards, texts = cards + len(rec.cards), texts + len(rec.texts)
        bad = [f"text {s!r} over card {r}" for s, r in sorted(text_over_card(rec))]
        bad += [f"text {a!r} over text {b!r}" for a, b in sorted(text_over_text(rec))]
        if bad:
            found[name] = bad
    assert cards > 0 and texts > 0, "nothing recorded: the spies see no card or no text"
    return found


@pytest.mark.slow  # 20 cases, ~22 s on one core
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("cls", TABLES, ids=[c.__name__ for c in TABLES])
def test_no_text_over_a_card_face_or_another_text(tmp_path, cls, size, lang):
    found = findings(tmp_path, cls, size, lang)
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


def test_the_checks_catch_a_text_over_a_card_and_over_a_text(tmp_path, monkeypatch):
    """The test above can fail: a word drawn on the first card's face, and a word drawn on the
    table's own DEALER label, are both found (and the untouched state is clean)."""
    name, drive = next((n, d) for n, d in table_demos.demo_states(TexasBonusTable) if n == "result")
    clean = draw_state(tmp_path / "clean", TexasBonusTable, name, drive, (1280, 720), "en")
    assert text_over_card(clean) == set() and text_over_text(clean) == set()
    dealer = next(ink for _, s, ink in clean.texts if s == "DEALER")
    real_draw = TexasBonusTable.draw

    def draw(self: TexasBonusTable, surface: pygame.Surface) -> None:
        real_draw(self, surface)
        card = next(iter(self.cards.values())).rect
        gfx.blit_text(surface, "OVER", 30, card.center, gfx.CREAM, anchor="center")
        gfx.blit_text(surface, "UNDER", 30, dealer.center, gfx.CREAM, anchor="center")

    monkeypatch.setattr(TexasBonusTable, "draw", draw)
    rec = draw_state(tmp_path / "spoilt", TexasBonusTable, name, drive, (1280, 720), "en")
    assert {s for s, _ in text_over_card(rec)} == {"OVER"}
    assert text_over_text(rec) == {("DEALER", "UNDER")}


def test_a_text_inside_a_cached_panel_is_seen_where_the_panel_lands(tmp_path, monkeypatch):
    """The BALANCE box (a cached panel in the table's cached layer) moved onto the player's
    first card: its amount is found over the card (the test follows a text through two caches)."""
    name, drive = next((n, d) for n, d in table_demos.demo_states(TexasBonusTable) if n == "result")
    real_draw = TexasBonusTable.draw

    def draw(self: TexasBonusTable, surface: pygame.Surface) -> None:
        box = self.panels.balance_box
        box.rect = box.rect.copy()
        box.rect.center = self.cards[("player", 0)].rect.center
        real_draw(self, surface)

    monkeypatch.setattr(TexasBonusTable, "draw", draw)
    rec = draw_state(tmp_path, TexasBonusTable, name, drive, (1280, 720), "en")
    balance = {s for s, _ in text_over_card(rec)}
    assert balance == {balance_amount(rec)}


def balance_amount(rec: Recording) -> str:
    """The amount in the BALANCE box: the text drawn right after its label."""
    texts = [s for _, s, _ in rec.texts]
    return texts[texts.index("BALANCE") + 1]


def test_a_summary_line_too_wide_at_the_text_floor_is_cut_short(tmp_path):
    """The finding this test made (Heads Up in Italian): 'POCKET BONUS · Qualsiasi altra coppia'
    ran into VINTA beside it; now it ends with … inside its room, and a line that fits is kept."""
    from scenes.table.events import ResultBanner

    pygame.init()
    line, size = "POCKET BONUS · Qualsiasi altra coppia", ResultBanner.ROW_SIZE
    probe = pygame.Surface((1, 1), pygame.SRCALPHA)
    with gfx.text_floor(TEXT_FLOOR):
        room = gfx.blit_text(probe, line, size, (0, 0), weight="bold").w // 2
        short = ResultBanner.fitted(line, size, room)
        assert short.endswith("…") and short.startswith("POCKET BONUS")
        assert gfx.blit_text(probe, short, size, (0, 0), weight="bold", max_width=room).w <= room
        assert ResultBanner.fitted("ANTE", size, room) == "ANTE"


@pytest.mark.parametrize("lang", ["en", "it"])
def test_celebration_keeps_off_spots_and_summary(tmp_path, lang):
    """A JACKPOT celebration covers no bet spot, and the result summary (which lies on the free
    felt, in the celebration's band) waits until it is over (issue 28)."""
    from scenes.table.celebration import BAND

    name, drive = next((n, d) for n, d in table_demos.demo_states(TexasBonusTable) if n == "royal-celebration")
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    app.update_settings(language=lang)
    table = TexasBonusTable(app, seed_source=demo_seed(name))
    app.manager.push(table)
    drive(table)
    table.banner.show()
    assert table.celebration.tier == "jackpot"
    for spot in table.controls.spots.values():
        ring = pygame.Rect(0, 0, spot.radius * 2, spot.radius * 2)
        ring.center = spot.centre
        assert not BAND.colliderect(ring), spot.name
    assert table.banner.held(), "the summary drawn under the celebration"
    age = table.banner.age
    table.banner.update(0.5)
    assert table.banner.age == age  # it waits: its seconds start once the stage is free
    table.celebration.update(table.celebration.seconds + 0.1)
    assert not table.celebration.active and not table.banner.held()
    app.wallet.close()


@pytest.mark.parametrize("state", ["big-win", "big-win-10-hands"])
def test_a_big_video_poker_win_covers_no_button_card_hand_name_or_bet(tmp_path, state):
    """Issue 28: a big win's celebration at the machine (one hand and many) draws its words, and
    hides what it hides, only where no button, card, hand's name or bet lies: the same state is
    drawn with the celebration and without it; what only the first shows (its words) touches no
    card face, no button and no text of the second but those it may cover, inside the room the
    table gives it (many hands: the dealer's messages); every text it hides lies in that room.
    (Before, with many hands, its amount and skip line stood over DEAL and the rail's buttons.)"""
    drive = dict(table_demos.demo_states(VideoPokerTable))[state]
    seen: list[VideoPokerTable] = []

    def with_it(table: VideoPokerTable) -> None:
        drive(table)
        seen.append(table)

    def without_it(table: VideoPokerTable) -> None:
        drive(table)
        table.celebration.skip()

    shown = draw_state(tmp_path / "with", VideoPokerTable, state, with_it, (1280, 720), "en")
    plain = draw_state(tmp_path / "without", VideoPokerTable, state, without_it, (1280, 720), "en")
    table = seen[0]
    assert table.celebration.active
    room = table.celebration_area()
    # (the messages' own show / hide button goes with the messages the room covers: a click on it
    # would end the celebration, as any click does)
    buttons = [b.rect for b in [*table.active_buttons(), *table.top_buttons] if b is not table.panels.log_button]
    # (a text is known by where its ink lies: the round's code, a clock, reads a second later)
    words = [(s, ink) for where, s, ink in shown.texts if (where, tuple(ink)) not in {(w, tuple(i)) for w, _, i in plain.texts}]
    assert words, "the celebration drew no words"
    hidden = [(s, ink) for where, s, ink in plain.texts if (where, tuple(ink)) not in {(w, tuple(i)) for w, _, i in shown.texts}]
    bad = [f"{s!r} over a card at {tuple(face)}" for s, ink in words for _, face in plain.cards if _clip(ink, face)]
    bad += [f"{s!r} over a button at {tuple(b)}" for s, ink in words for b in buttons if _clip(ink, b)]
    bad += [f"{s!r} over {t!r}" for s, ink in words for _, t, other in plain.texts
            if _clip(ink, other) and not room.contains(other)]
    bad += [f"{t!r} hidden outside the room {tuple(room)}" for t, other in hidden if not room.contains(other)]
    bad += [f"the room over a button at {tuple(b)}" for b in buttons if _clip(room, b)]
    bad += [f"the room over a card at {tuple(face)}" for _, face in plain.cards if _clip(room, face)]
    assert bad == []
