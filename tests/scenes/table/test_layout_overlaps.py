"""No text box lies over a card face or over another text (issue 14, "Done when").

Every demo state of every house table (Texas Bonus, Casino Hold'em, Heads Up, video poker) is
drawn at 1280x720 and 1920x1080, in English and Italian. While the scene draws, the ink of each
text ``gfx.blit_text`` draws is recorded with the surface it lands on, and so is each card face
(a face-up ``CardSprite`` and the cards of video poker's grid of extra hands). The table's
full-screen layers and the grid are put in window coordinates; a text drawn into a smaller
surface (a button, a panel) is compared only with the texts of that surface. A card's own index
is part of the card image, not a text; its label (HELD) is drawn below it.

The text floor (nothing under 12 px at 1280x720) is tests/scenes/table/test_text_sizes.py.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.games.video_poker import widgets as vp_widgets
from scenes.games.video_poker.table import VideoPokerTable
from scenes.showcase import table_demos
from scenes.table.base import TableScene
from scenes.table.layout import demo_seed
from scenes.ui import gfx
from scenes.ui.widgets.cards import CardSprite

TABLES = [TexasBonusTable, CasinoHoldemTable, HeadsUpTable, VideoPokerTable]
SIZES = [(1280, 720), (1920, 1080)]
Ink = tuple[object, str, pygame.Rect]  # (where, text, ink): where is "table" or a surface key


class Recording:
    """The texts and card faces one frame draws, in the coordinates of where they land."""

    def __init__(self) -> None:
        self.texts: list[Ink] = []
        self.cards: list[tuple[object, pygame.Rect]] = []
        self.offsets: dict[int, tuple[int, int]] = {}  # surfaces drawn onto the table at an offset

    def where(self, surface: pygame.Surface) -> tuple[object, tuple[int, int]]:
        if id(surface) in self.offsets:
            return "table", self.offsets[id(surface)]
        if surface.get_size() == gfx.LOGICAL_SIZE:  # the canvas or a full-screen layer
            return "table", (0, 0)
        return id(surface), (0, 0)

    def text(self, surface: pygame.Surface, s: str, ink: pygame.Rect) -> None:
        where, (dx, dy) = self.where(surface)
        self.texts.append((where, s, ink.move(dx, dy)))

    def card(self, surface: pygame.Surface, face: pygame.Rect) -> None:
        where, (dx, dy) = self.where(surface)
        self.cards.append((where, face.move(dx, dy)))


def spy(monkeypatch: pytest.MonkeyPatch, rec: Recording) -> None:
    """Record blit_text's ink, the face-up card sprites and video poker's grid cards."""
    real_blit, real_text = gfx.blit_text, gfx.text

    def blit_text(surface, s, *args, **kwargs):  # type: ignore[no-untyped-def]
        last: list[pygame.Surface] = []

        def text(*a, **k):  # type: ignore[no-untyped-def]
            out = real_text(*a, **k)
            last.append(out)
            return out

        monkeypatch.setattr(gfx, "text", text)
        try:
            rect = real_blit(surface, s, *args, **kwargs)
        finally:
            monkeypatch.setattr(gfx, "text", real_text)
        if s.strip() and last:
            rec.text(surface, s, last[-1].get_bounding_rect().move(rect.topleft))
        return rect

    real_sprite = CardSprite.draw

    def sprite_draw(self: CardSprite, surface: pygame.Surface) -> None:
        if self.face_up and self.card_id is not None and self.alpha > 0 and self.flip > 0.5:
            r = self.rect
            w = int(r.w * min(1.0, self.flip))  # as CardSprite.draw narrows a turning card
            rec.card(surface, pygame.Rect(r.centerx - w // 2, r.y, w, r.h))
        real_sprite(self, surface)

    real_hand = vp_widgets.HandGrid.draw_hand

    def draw_hand(self: vp_widgets.HandGrid, scene: VideoPokerTable, i: int) -> None:
        rec.offsets[id(self.surface)] = vp_widgets.GRID.topleft
        real_hand(self, scene, i)
        cell, w = self.cell(i), self.card_w  # the grid's cards: where draw_hand puts them
        h, step = round(w * 1.4), w * vp_widgets.OVERLAP
        x0 = cell.centerx - (w + 4 * step) / 2
        y0 = cell.y + (cell.h - self.label_h - h) / 2
        cards, _ = scene.grid_cards(i + 1)
        for p, card in enumerate(cards):
            if card is not None:
                rec.card(self.surface, pygame.Rect(int(x0 + p * step), int(y0), w, h))

    monkeypatch.setattr(gfx, "blit_text", blit_text)
    monkeypatch.setattr(CardSprite, "draw", sprite_draw)
    monkeypatch.setattr(vp_widgets.HandGrid, "draw_hand", draw_hand)


def text_over_card(rec: Recording) -> set[tuple[str, tuple[int, int, int, int]]]:
    """Texts whose ink lies over a card face drawn before or after them on the table."""
    return {(s, tuple(face)) for where, s, ink in rec.texts for at, face in rec.cards
            if where == at and _clip(ink, face)}


def text_over_text(rec: Recording) -> set[tuple[str, str]]:
    """Pairs of different texts on one surface whose ink overlaps by more than a sliver."""
    found = set()
    for i, (where, s, ink) in enumerate(rec.texts):
        for where2, s2, ink2 in rec.texts[i + 1:]:
            if where == where2 and s != s2 and _clip(ink, ink2):
                found.add((min(s, s2), max(s, s2)))
    return found


def _clip(a: pygame.Rect, b: pygame.Rect) -> bool:
    clip = a.clip(b)
    return clip.w > 1 and clip.h > 1


def draw_state(tmp_path: Path, cls: type[TableScene], name: str,
               drive: Callable[[TableScene], object], size: tuple[int, int], lang: str) -> Recording:
    """The table in one demo state, drawn whole (caches dropped), recorded."""
    pygame.init()
    app = App(tmp_path / f"{cls.game_id}-{name}", wallet=Wallet.in_memory(), headless=True, window_size=size)
    app.update_settings(animation_speed="instant", language=lang)
    scene = cls(app, seed_source=demo_seed(name))
    app.manager.push(scene)
    drive(scene)
    scene.player.flush()
    for dt in (0.05, 0.7, 0.5):  # past the pause before the result summary, which then shows
        app.step([], dt)
    rec = Recording()
    with pytest.MonkeyPatch.context() as mp:  # the spies only, the test's own patches stay
        spy(mp, rec)
        for s in app.manager.stack:  # cached panels and layers: drawn again, recorded
            s.language_changed()
        if isinstance(scene, VideoPokerTable):
            scene._grid_key = None  # the grid of hands drawn again too
        for i, s in enumerate(app.manager.visible()):  # a pop-up is compared with itself only
            mark = len(rec.texts), len(rec.cards)
            s.draw(app.canvas)
            if i:
                rec.texts[mark[0]:] = [((i, w), t, r) for w, t, r in rec.texts[mark[0]:]]
                rec.cards[mark[1]:] = [((i, w), r) for w, r in rec.cards[mark[1]:]]
    app.frame_image(size)
    app.leave_all_tables()
    app.wallet.close()
    return rec


def findings(tmp_path, cls, size, lang) -> dict[str, list[str]]:  # noqa: ANN001
    found: dict[str, list[str]] = {}
    cards = texts = 0
    for name, drive in table_demos.demo_states(cls):
        rec = draw_state(tmp_path / f"{size[0]}-{lang}", cls, name, drive, size, lang)
        cards, texts = cards + len(rec.cards), texts + len(rec.texts)
        bad = [f"text {s!r} over card {r}" for s, r in sorted(text_over_card(rec))]
        bad += [f"text {a!r} over text {b!r}" for a, b in sorted(text_over_text(rec))]
        if bad:
            found[name] = bad
    assert cards > 0 and texts > 0, "nothing recorded: the spies see no card or no text"
    return found


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("cls", TABLES, ids=[c.game_id for c in TABLES])
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
