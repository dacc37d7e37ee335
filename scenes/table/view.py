"""How a table is drawn: one cached layer (felt, panels, spots, controls) redrawn only when
its key changes, then what moves each frame (cards, labels, the game's moving parts, flying
chips, the live countdown, the result banner). Tables of one game share their felt; a table
covered by the lobby or by another tab lets its layer and felt go (issue 17: memory).

A part of :class:`scenes.table.base.TableScene`: it draws the table's other parts in order;
a game adds its own panels through the table's hooks (``draw_table``, ``draw_moving``,
``table_key``), never by overriding this.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from scenes.table.controls import button_look
from scenes.table.layout import felt_ahead, spare_surface, table_background, under_text_floor
from scenes.table.lit_rows import PayTablesFirst
from scenes.ui import gfx
from scenes.ui.canvas import Canvas, Drawing
from scenes.ui.memory import give_back_freed_pixels
from scenes.ui.recording import (
    Recording,
    joined,
    lay_again,
    merged,
    outside_all,
    recorded,
    row_bands,
)
from scenes.ui.widgets.base import resolve

if TYPE_CHECKING:
    from scenes.table.base import TableScene

#: Felts in use, one per game, felt, language, UI scale and size: tables of the same game share one
#: 8 MB surface (issue 17: memory with four tables); it goes when no table holds it.
_FELTS: weakref.WeakValueDictionary[tuple[Any, ...], pygame.Surface] = weakref.WeakValueDictionary()
#: The view that drew last: when another table draws (a tab of the multi-table view), the
#: one it covers lets its layers go.
_SHOWN: list[weakref.ref[TableView]] = []
#: How many tables are drawn together (scenes/shell/multi_grid.py sets it for its grid).
SHOWN_TOGETHER = [1]
#: Something drawn over the layer every frame, kept as the window shows it while its key is unchanged
#: (a card, a video poker hand): what it is, its key (equal keys draw equal pixels), how it draws.
Piece = tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]
#: The layer's pixels laid a step while a screen change holds the old frame (``TableView.prepare``):
#: about 1 ms of copying at 3840x2160, eight steps for its 8.3 M px.
LAID_A_STEP = 1_000_000
#: How many looks each of a table's own layer parts keeps (``TableView._looks``): the spots and the rail
#: turn through betting, dealt and settled, and back, a round.
LOOKS_KEPT = 8


class TableView:
    """The drawing of a TableScene, with its cached layer and felt."""

    def __init__(self, table: TableScene) -> None:
        give_back_freed_pixels()  # its layer and felt are a window's size (issue 27: memory)
        self.table = table
        self._layer: pygame.Surface | Canvas | None = None  # a Canvas at the window's pixels
        self._layer_key: tuple[Any, ...] | None = None
        self._background: pygame.Surface | None = None
        self._bg_key: tuple[Any, ...] | None = None
        #: The recorded frame this view drew last on a window's Canvas and where in it the
        #: moving parts began: what to lay the layer back over when the window kept that frame.
        self._moved: tuple[list[pygame.Rect], int] | None = None
        #: The drawings of a Canvas layer recorded last, and the felt they lie on: the next
        #: drawing of the layer draws only where its drawings differ (issue 27).
        self._recording = Recording()
        #: Each part of the layer recorded last (``TableScene.layer_parts``): its key and drawings,
        #: kept while its key is unchanged, and the felt they were recorded over.
        self._parts: dict[str, tuple[Any, list[Drawing]]] = {}
        self._parts_felt: object = None
        #: Of every table's own parts (not the game's), the last ``LOOKS_KEPT`` looks each recorded (key:
        #: drawings, the newest last) over that felt: a part that returns to a look it had is not recorded
        #: again (issue 27: each deal turned the spots and the rail to the looks of the last deal, each
        #: result back to the betting's: 60 drawings recorded again a table).
        self._looks: dict[str, dict[Any, list[Drawing]]] = {}
        #: How many drawings the last layer drawn at the window's pixels recorded anew (the rest
        #: kept with their parts): what drawing it again cost (issue 27; tests read it).
        self.recorded_anew = 0
        #: Of those, each part recorded anew and its drawings' count (tests and benchmarks read it).
        self.parts_recorded: dict[str, int] = {}
        #: The parts the last layer drawn took back from a look they had before (``_looks``): names (tests).
        self.looks_taken: list[str] = []
        #: The layer's pixels drawn again by the last frame (a Canvas layer's, in its pixels): what a
        #: change cost (issue 27; tests and benchmarks read it).
        self.laid: list[pygame.Rect] = []
        #: Whether the last frame drew the layer again (some of it or all): a frame that changed the
        #: table (the table makes no card face ahead in it: ``TableScene.make_faces_at_rest``).
        self.layer_drawn = False
        #: The parts (``TableScene.PARTS_A_FRAME_LATE``) the last layer drawn kept at their old look, other
        #: parts changing with them: drawn at their new look by the next frame (never later).
        self.late: set[str] = set()
        self._late_at = -1  # the table's update (``TableScene.updates``) they waited in
        #: On a window's Canvas, each card as the window shows it (by ``id``): what it shows and the
        #: pixels it drew on (window px); and where the last frame's recording has the cards' drawings.
        #: A card that shows the same with nothing drawn or laid near it is left as shown, not laid
        #: over and drawn again every frame (issue 27: 2.4 ms a 4K frame for a hand at rest).
        self._cards_shown: dict[Hashable, tuple[tuple[Any, ...], list[pygame.Rect]]] = {}
        self._cards_spans: list[tuple[int, int]] = []
        #: The cards left as shown by the last frame (tests read it), and of those the cards drawn again
        #: only where the layer was laid over them.
        self.cards_kept = self.cards_mended = 0
        #: The cards and the game's pieces (``TableScene.kept_pieces``) left as shown by the last frame,
        #: and those it drew whole (what each is: tests read them).
        self.pieces_kept = 0
        self.drawn_whole: list[Hashable] = []
        #: Of the pieces left as shown by the last frame, those drawn again where the layer was laid (tests).
        self.pieces_mended: list[Hashable] = []

    @property
    def layer(self) -> pygame.Surface | Canvas | None:
        """The cached layer the table's parts are drawn on (a Canvas at the window's pixels), or None."""
        return self._layer

    def invalidate(self, felt: bool = False) -> None:
        """Draw the layer again on the next frame (and the felt, e.g. after the settings)."""
        self._layer_key = None
        if felt:
            self._background = None

    def release(self) -> None:
        """The table is covered (the lobby, another tab): its layer and felt (8 MB each) go,
        drawn again in one frame when it shows (issue 17: memory with four tables)."""
        self._layer = self._layer_key = None
        self._background = self._bg_key = None
        self._forget_recordings()

    def _shown(self, surface: pygame.Surface | None = None, titled: bool = True) -> pygame.Surface | None:
        """This table draws: the table drawn before it, if another, lets its layers go (all but
        the last SHOWN_TOGETHER[0] drawn: the tables of the multi-table grid keep theirs). What they
        let go serves this table rather than being made again (a tab of the multi-table view: ~40 ms
        at 1920x1080, most of it the felt): a felt of the look this one's would have (a table of the
        same game), and a layer's surface, returned (None: none let go)."""
        views = [v for v in (ref() for ref in _SHOWN) if v is not None]
        if self in views:
            return None
        views.append(self)
        spare: pygame.Surface | None = None
        while len(views) > SHOWN_TOGETHER[0]:
            covered = views.pop(0)
            if surface is not None and self._background is None \
                    and covered._bg_key == self._felt_key(surface, titled):
                self._background, self._bg_key = covered._background, covered._bg_key
            if isinstance(covered._layer, Canvas) and self._layer is None:
                spare = covered._layer.target
            covered.release()
        _SHOWN[:] = [weakref.ref(v) for v in views]
        return spare

    def layer_key(self) -> tuple[Any, ...]:
        """Everything the cached table layer shows. Its last item is what only parts keyed by what they
        show read (the game's ``TableScene.own_parts_key``, the dealer's messages, the game code and the
        light): when only that changed, the layer at the window's pixels records those parts again, not
        the rest. BALANCE, BET and WIN lie over the layer (``_meters``): the balance is no part of it."""
        t = self.table
        buttons = t.active_buttons()
        return (
            id(self._background), tuple(sorted(t.session.slip.amounts.items())),
            tuple(sorted(t.shown_stakes.items())), tuple(sorted(t.results.items())),
            t.betting_open(), t.player.busy if t.decisions is not None else None,  # the bar reads it
            tuple((b.hovered, b.pressed, b.enabled, b.style) for b in buttons),
            t.panels.message_log.hidden, frozenset(k[0] for k in t.cards), self._round_state(), t.app.lang,
            t.app.settings, t.controls.key(), t.table_key(),
            (t.own_parts_key(), tuple(t.panels.message_log.messages), self._code_key()),
        )

    def _round_state(self) -> tuple[Any, ...]:
        """Identity and progress of the round: game panels drawn in ``draw_table`` follow it."""
        rnd = self.table.session.round
        if rnd is None:
            return (None,)
        return (id(rnd), rnd.phase, len(rnd.operations), len(rnd.decisions), rnd.is_over)

    def draw(self, surface: pygame.Surface, titled: bool = True) -> None:
        """The cached layer, then what moves: cards, labels, the game's, chips, banner (on a felt
        with the game's printed title, or without it: ``titled``)."""
        t = self.table
        spare = self._shown(surface, titled)
        self.background(surface, titled)  # at the pixels of ``surface`` (the layer key holds its identity)
        key = self.layer_key()
        if isinstance(surface, Canvas):  # the layer at the window's pixels
            if not isinstance(self._layer, Canvas) or self._layer.target.get_size() != surface.target.get_size():
                self._layer = surface.new_layer() if spare is None or spare.get_size() != surface.target.get_size() \
                    else Canvas(spare, surface.context, surface.logical_size)  # (laid over whole: a new felt)
                self._layer_key = None
                self._forget_recordings()
        elif self._layer is None or isinstance(self._layer, Canvas):
            self._layer = pygame.Surface(gfx.LOGICAL_SIZE).convert() if pygame.display.get_surface() \
                else pygame.Surface(gfx.LOGICAL_SIZE)
            self._layer_key = None
        layer = cast(pygame.Surface, self._layer)  # a Canvas answers the Surface calls made on it
        changed: list[pygame.Rect] = []  # the layer's pixels drawn again (a Canvas layer's)
        self.laid = changed
        moved = self._moved
        # the window holds the frame this view drew last: only what moved and what changed is drawn
        kept = isinstance(surface, Canvas) and isinstance(self._layer, Canvas) and moved is not None \
            and surface.kept and surface.last_touched is moved[0]
        copied: list[pygame.Rect] = []  # the layer's areas already copied to the window, in its pixels
        self.layer_drawn = key != self._layer_key
        if key != self._layer_key:
            self._layer_key = key
            if isinstance(self._layer, Canvas) and t.LAYER_BY_PIECES:
                lay = cast(Canvas, self._layer)
                each = partial(self._copy_laid, surface, lay, copied) if kept else None
                changed = self.laid = self._draw_canvas_layer(lay, each, key[:-1], titled)
                if self.late:  # the next frame draws the layer again: the parts kept late take their look
                    self._layer_key = None
            else:
                self.draw_layer(layer, titled=titled)
                self._moved = moved = None
                kept = False
        # what is drawn over the layer and kept as the window shows it while unchanged: BALANCE, WIN and
        # BET, the game's pieces (video poker's hands), then the cards
        meters = self._meters(surface)
        pieces = [*meters, *self._pieces(surface)]
        still: set[Hashable] = set()  # the pieces left as the window shows them
        mended: dict[Hashable, list[pygame.Rect]] = {}  # of those, drawn again only where laid over (window px)
        if kept and moved is not None:
            # only where something moved last frame and where the layer changed (issue 27), each
            # pixel once: what is drawn over the layer overlaps (a 4K frame counting WIN copied
            # 2.2 M px for 0.9 M); an area laid again was copied as soon as laid (``_copy_laid``)
            canvas = cast(Canvas, surface)
            offset = canvas.target.get_abs_offset()
            done = [r.move(offset) for r in copied]
            spans = self._cards_spans
            pieces_drawn = {i for a, b in spans for i in range(a, b)}
            others = [r for i, r in enumerate(moved[0][moved[1]:], moved[1]) if i not in pieces_drawn]
            drawn_under = [canvas.rect(box.rect).move(offset)  # a meter drawn again: under the cards
                           for box, (i, key, _) in zip(t.panels.meters(), meters, strict=True)
                           if self._cards_shown.get(i, (None,))[0] != key]
            still, gone, partly = self._cards_still(surface, pieces, drawn_under)
            laid = joined(merged([r for r in others + gone + partly if not _within(r, done)]
                                 + [r.move(offset) for r in changed if r not in copied]))
            # not under the pieces about to be copied back whole over their pixels
            whole = self.table.pieces_laid_whole(surface, [i for i, _, _ in pieces if i not in still])
            canvas.restore(cast(Canvas, self._layer), outside_all(laid, whole))
            mended = self._cards_mended(still, laid + done)
        else:
            surface.blit(layer, (0, 0))
        recorded = surface.touched if isinstance(surface, Canvas) else None
        self._moved = (recorded, len(recorded)) if recorded is not None else None
        self._draw_cards(surface, pieces, recorded, still, mended)
        for to, label in t.hand_labels.items():
            if t.hand_landed(to):
                label.draw(surface)
        t.draw_moving(surface)
        for chip in t.flying:
            chip.draw(surface)
        t.panels.draw_live(surface)
        t.banner.draw(surface, t)
        t.celebration.draw(surface, t)

    def _meters(self, surface: pygame.Surface) -> list[Piece]:
        """BALANCE, WIN and BET (``InfoPanels.meters``), each a piece over the layer kept as the window
        shows it while it shows the same: a bet, a win counting up or the shared balance changing (four
        tables side by side) lays that box again only, and records nothing (issue 27: at 4K a balance
        change recorded the whole layer again, 2-4 ms a table)."""
        panels = self.table.panels
        return [(("meter", n), look, box.draw)
                for n, (box, look) in enumerate(zip(panels.meters(), panels.meter_looks(surface), strict=True))]

    def _pieces(self, surface: pygame.Surface) -> list[Piece]:
        """What is drawn over the layer, under the labels and chips, in order, each known by what it
        shows (``TableScene.kept_pieces``, then the cards)."""
        cards = [(id(sprite), card_key(sprite), sprite.draw) for sprite in self.table.cards.values()]
        return [*self.table.kept_pieces(surface), *cards]

    def _cards_still(self, surface: pygame.Surface, pieces: list[Piece], drawn_under: list[pygame.Rect]
                     ) -> tuple[set[Hashable], list[pygame.Rect], list[pygame.Rect]]:
        """The cards (``pieces``) the window shows as they are now, nothing drawn under them this frame
        near them (``drawn_under``: window px, the counting boxes), and where the others the window
        shows lie (laid over again: each drawn again whole). A card on another card drawn again whole
        is drawn again where they meet (``_cards_mended``). A piece that shows something else only
        within part of its pixels (``TableScene.piece_changed_in``: a held card in a video poker hand)
        is left as shown too, and where it changed is laid over (the third list) and it is drawn again
        there (``_cards_mended``): at 4K a hold laid 2 M px under nine hands and drew them whole."""
        shown = self._cards_shown
        still = {i for i, key, _ in pieces if i in shown and shown[i][0] == key}
        partly: list[pygame.Rect] = []
        for i, key, _ in pieces:
            if i in shown and i not in still:
                areas = self.table.piece_changed_in(surface, i, shown[i][0], key)
                box = _box(shown[i][1])
                if areas is not None and all(box.contains(a) for a in areas):
                    still.add(i)
                    partly += areas
        gone = [r for i, (_, rects) in shown.items() if i not in still for r in rects]
        for i in list(still):
            if any(r.collidelist(drawn_under) != -1 for r in shown[i][1]):
                still.discard(i)
                gone += shown[i][1]
        return still, gone, partly

    def _cards_mended(self, still: set[Hashable], laid: list[pygame.Rect]) -> dict[Hashable, list[pygame.Rect]]:
        """The cards ``still`` that the layer's pixels were laid over this frame (``laid``: window px),
        each with where (apart, within its pixels): drawn again there only, not laid over and drawn
        whole (a video poker DRAW's HOLD boxes went from under four held cards' shadows: 1.5 ms at 4K).
        Every card over laid pixels is drawn there again, in order, so cards on cards stay in order."""
        mended: dict[Hashable, list[pygame.Rect]] = {}
        for i in still:
            box = _box(self._cards_shown[i][1])
            if box.collidelist(laid) == -1:
                continue
            parts: list[pygame.Rect] = []
            for area in laid:
                part = box.clip(area)
                if part.w > 0 and part.h > 0:
                    parts = _apart(parts, part)
            if parts:
                mended[i] = parts
        return mended

    def _draw_cards(self, surface: pygame.Surface, pieces: list[Piece], recorded: list[pygame.Rect] | None,
                    still: set[Hashable], mended: dict[Hashable, list[pygame.Rect]] | None = None) -> None:
        """The cards (``pieces``) in order, those ``still`` left as shown (``mended``: drawn again only
        within these areas, window px); on a window's Canvas each card's key and pixels noted for the
        next frame."""
        shown: dict[Hashable, tuple[tuple[Any, ...], list[pygame.Rect]]] = {}
        spans: list[tuple[int, int]] = []
        kept = 0
        mended = mended or {}
        self.drawn_whole = []
        for i, key, draw in pieces:
            start = len(recorded) if recorded is not None else 0
            if i in still:
                shown[i] = (key, self._cards_shown[i][1])  # (a piece changed in part: mended there)
                kept += 1
                if i in mended:
                    self._mend(cast(Canvas, surface), draw, mended[i])
                    spans.append((start, len(recorded) if recorded is not None else 0))
                continue
            draw(surface)
            self.drawn_whole.append(i)
            if recorded is not None:
                shown[i] = (key, recorded[start:])
                spans.append((start, len(recorded)))
        self._cards_shown, self._cards_spans = shown, spans
        self.cards_kept = sum(1 for sprite in self.table.cards.values() if id(sprite) in still)
        self.cards_mended = sum(1 for sprite in self.table.cards.values() if id(sprite) in mended)
        self.pieces_kept = kept
        self.pieces_mended = [i for i, _, _ in pieces if i in still and i in mended]

    @staticmethod
    def _mend(surface: Canvas, draw: Callable[[pygame.Surface], object], areas: list[pygame.Rect]) -> None:
        """A card drawn again (``draw``) within ``areas`` (window px, apart) only: there the layer was
        laid back over it; elsewhere the window shows it as it is."""
        target = surface.target
        clip = target.get_clip()
        try:
            for area in areas:
                target.set_clip(surface.local(area).clip(clip))
                draw(cast(pygame.Surface, surface))
        finally:
            target.set_clip(clip)

    @staticmethod
    def _copy_laid(surface: Canvas, layer: Canvas, copied: list[pygame.Rect], area: pygame.Rect) -> None:
        """An area of the layer just laid again (its pixels), copied to the window while they are
        still in the processor's cache (issue 27: a 4K deal's 2.9 M px, read back later, cost 3-4 ms)."""
        surface.restore(layer, [area.move(surface.target.get_abs_offset())])
        copied.append(area)

    def _forget_recordings(self) -> None:
        self._recording.forget()
        self._parts, self._parts_felt, self._looks = {}, None, {}

    def _draw_canvas_layer(self, layer: Canvas, each: Callable[[pygame.Rect], object] | None = None,
                           shared: tuple[Any, ...] | None = None, titled: bool = True) -> list[pygame.Rect]:
        """Draw the layer at the window's pixels, costing what changed rather than the window's
        area: its drawings are recorded (``_recorded_layer``), compared with the last recording, and
        drawn (over the felt) only where they differ. Returns the layer's pixels drawn again (all of
        it when it starts on a new felt)."""
        drawings, felt, pixels = self._recorded_layer(layer, shared, titled, late=True)
        changes = self._recording.changes(drawings, felt)  # (areas lying near laid as one: fewer blits)
        return lay_again(layer.target, pixels, drawings, None if changes is None else joined(changes), each=each)

    def _recorded_layer(self, layer: Canvas, shared: tuple[Any, ...] | None, titled: bool, late: bool = False
                        ) -> tuple[list[Drawing], pygame.Surface | Canvas, pygame.Surface]:
        """The layer's drawings, each part's recorded anew or kept (a part whose key is unchanged keeps
        the drawings it recorded before), the felt they lie on and its pixels. A part keyed None is
        recorded again whenever ``shared`` (the layer's key less its last item: ``layer_key``) changed,
        or always without it. ``late``: a part the table names a frame late (``PARTS_A_FRAME_LATE``)
        keeps its old look while other parts change, unless it waited last frame (``self.late``)."""
        felt = self.background(layer, titled)  # a Canvas, or plain pixels at a pixel scale of 1.0
        pixels = felt.target if isinstance(felt, Canvas) else felt
        if felt is not self._parts_felt:
            self._parts, self._parts_felt, self._looks = {}, felt, {}
        drawings: list[Drawing] = []
        kept: dict[str, tuple[Any, list[Drawing]]] = {}
        self.recorded_anew = 0
        self.parts_recorded = {}
        self.looks_taken = []
        game = self.table.layer_parts()  # (each keeps its last look only; every table's own parts keep more)
        parts = [*game, *self._own_parts()]
        waits = self._waiting(parts) if late else set()
        self.late = waits
        for n, (name, key, draw) in enumerate(parts):
            old = self._parts.get(name)
            if name in waits and old is not None:  # its new look a frame later
                kept[name] = old
                drawings += old[1]
                continue
            looks = self._looks.setdefault(name, {}) if n >= len(game) and key is not None else None
            if key is None and shared is not None:  # (what the whole layer shows, the game's own parts aside)
                key = ("layer", shared)
            if key is None or old is None or old[0] != key:
                if looks is not None and key in looks:
                    old = (key, looks[key])
                    self.looks_taken.append(name)
                else:
                    old = (key, recorded(layer, partial(draw, cast(pygame.Surface, layer))))
                    self.recorded_anew += len(old[1])
                    self.parts_recorded[name] = len(old[1])
            if looks is not None:  # (the newest last; the oldest goes)
                looks.pop(key, None)
                looks[key] = old[1]
                if len(looks) > LOOKS_KEPT:
                    del looks[next(iter(looks))]
            kept[name] = old
            drawings += old[1]
        self._parts = kept
        return drawings, felt, pixels

    def _waiting(self, parts: list[tuple[str, Any, Callable[[pygame.Surface], None]]]) -> set[str]:
        """Of ``parts``, those the table draws a frame late (``PARTS_A_FRAME_LATE``, each keyed by what it
        shows) whose look changes in a frame where another keyed part's changes too; none that waited
        the frame before (``self.late``), and the same again when the frame is drawn again (whole, in
        the same update): the rail's ~0.65 M px at 4K laid a frame after a result's or a
        deal's spots, messages and decision window, not in the same frame (issue 27)."""
        now = self.table.updates
        if self.late and self._late_at == now:  # the frame drawn again (whole): they still wait in it
            return set(self.late)
        named = self.table.parts_a_frame_late()
        if not named:
            return set()
        changed = {name for name, key, _ in parts
                   if key is not None and (name not in self._parts or self._parts[name][0] != key)}
        waits = {name for name in changed if name in named and name in self._parts and name not in self.late}
        self._late_at = now
        return waits if changed - set(named) else set()

    def prepare(self, surface: pygame.Surface) -> Iterator[None]:
        """What the table's first frame on ``surface`` would make at once, made a part a step while a
        screen change holds the old frame (``Scene.prepare``): its felt (``felt_ahead``), then at a
        window's pixels its layer: the surface, the game's kept panels (``PayTablesFirst.parts_ahead``),
        its drawings recorded, then laid a band of rows a step. The first frame then lays the layer
        only (issue 27: at 3840x2160 it made them, 80-210 ms)."""
        yield from felt_ahead(self.table, surface)
        if isinstance(surface, Canvas) and self.table.LAYER_BY_PIECES:
            yield from under_text_floor(self._layer_ahead(surface))

    def _layer_ahead(self, surface: Canvas) -> Iterator[None]:
        """The layer at the window's pixels as the first frame would draw it, a part a step: each part
        drawn once first (unkept: what it makes as it draws is kept), then all of them recorded in one
        step (one moment of the table, the layer's key's) and laid a band a step. Should the steps stop
        half way, the first frame draws what is left (the layer's key unset; its
        recording kept as it was: the rows laid show the new drawings, the rest the old)."""
        if not isinstance(self._layer, Canvas) or self._layer.target.get_size() != surface.target.get_size():
            spare = spare_surface(surface.target.get_size())  # (laid over whole below)
            self._layer = surface.new_layer() if spare is None else Canvas(spare, surface.context, surface.logical_size)
            self._layer_key = None
            self._forget_recordings()
            yield
        layer = self._layer
        if not self.table.LAYER_AHEAD:
            return
        if isinstance(self.table, PayTablesFirst):
            yield from self.table.parts_ahead()
        self.background(surface)
        key = self.layer_key()
        if key == self._layer_key:
            return
        self._layer_key = None
        for _, _, draw in self.layer_parts():  # what each part makes as it draws (a panel, a text), a step each
            recorded(layer, partial(draw, cast(pygame.Surface, layer)))
            yield
        for box in self.table.panels.meters():  # BALANCE, WIN and BET, drawn over the layer
            recorded(layer, partial(box.draw, cast(pygame.Surface, layer)))
        yield
        drawings, felt, pixels = self._recorded_layer(layer, key[:-1], True)  # all at one moment of the table
        yield
        for band in row_bands(layer.target.get_rect(), LAID_A_STEP):
            lay_again(layer.target, pixels, drawings, [band])
            yield
        self._recording.changes(drawings, felt)
        self._layer_key, self._moved = key, None

    def layer_parts(self) -> list[tuple[str, Any, Callable[[pygame.Surface], None]]]:
        """The layer's parts in the order drawn: the game's (``TableScene.layer_parts``), then what every
        table shares: under the messages (the card places' names, the spots and LIMITS, each keyed
        by all it shows), the messages, the game code, and the parts over them
        (``_parts_over``)."""
        return [*self.table.layer_parts(), *self._own_parts()]

    def _own_parts(self) -> list[tuple[str, Any, Callable[[pygame.Surface], None]]]:
        """Every table's parts of the layer, after the game's (``layer_parts``)."""
        t, look = self.table, self._look()
        panels = t.panels
        return [("card places", ("card places", self._card_places_key(), look), self._draw_card_places),
                *((name, None if key is None else (key, look), draw) for name, key, draw in t.controls.felt_parts()),
                ("limits", ("limits", panels.limits_panel.look(), look), panels.limits_panel.draw),
                ("messages", panels.messages_key(self._layer), panels.message_log.draw),
                ("game code", ("game code", self._code_key(), look), panels.draw_over_messages),
                *self._parts_over(look)]

    def _parts_over(self, look: tuple[Any, ...]) -> list[tuple[str, Any, Callable[[pygame.Surface], None]]]:
        """Every table's parts of the layer over the dealer's messages and the game code, each keyed by
        all it shows (``look``: what every drawing is drawn at): the top buttons, the rail (the rack and
        the bet buttons: ``BetControls.rail_key``, None: recorded whenever the layer is) and the decision
        bar. DEAL turning on records the rail again, the cards stopping the bar only (issue 27: the three
        were one part, 44-60 drawings recorded again at a deal, a result and the bar showing, with four
        tables side by side at 4K on each table in one frame). BALANCE, BET and WIN lie over the layer
        (``_meters``)."""
        t = self.table
        rail = t.controls.rail_key()
        bar = t.decisions.look() if t.decisions is not None else None
        return [("top buttons", ("top buttons", tuple(button_look(b) for b in t.top_buttons), look),
                 self._draw_top_buttons),
                ("rail", None if rail is None else ("rail", rail, look), t.controls.draw_rail),
                ("decisions", ("decisions", bar, look), self._draw_decisions)]

    def _code_key(self) -> tuple[Any, ...]:
        """What the game code and (live) the light show and where: a light turning yellow records them
        again, not the layer (issue 27: with four tables dealing in live pace, each table's light
        changed at once and every table recorded its whole layer again)."""
        t = self.table
        code, light = t.panels.code_label, t.panels.light
        # (the round as the seed's SHA line follows it: hashing the seed every frame of four tables cost 0.1 ms)
        return (t.round_code, self._round_state(), t.session.in_round, resolve(code.label), resolve(code.next_label), tuple(code.rect), code.right,
                code.short_band, code.visible, t.live, t.light_state() if t.live else "", tuple(light.rect), light.visible)

    def _look(self) -> tuple[Any, ...]:
        """What every drawing of the layer is drawn at: the felt (the window's pixels), the language,
        the settings, the player's scale and text size."""
        return (id(self._background), self.table.app.lang, self.table.app.settings, gfx.ui_scale(), gfx.text_px(100))

    def draw_layer(self, surface: pygame.Surface, felt: bool = True, titled: bool = True) -> None:
        """The table without its cards: redrawn only when the layer key changes (``felt``: over
        the felt laid whole first, with the game's printed title or not: ``titled``; else over a
        felt already there)."""
        if felt:
            surface.blit(self.background(surface, titled), (0, 0))
        for _, _, draw in self.layer_parts():
            draw(surface)

    def _card_places_named(self) -> list[tuple[str, float, float, int]]:
        """The names printed over the card places that hold cards: each name, where its foot stands
        (logical px) and how wide it may be."""
        t = self.table
        held = {k[0] for k in t.cards}
        named: list[tuple[str, float, float, int]] = []
        for place_key, place in t.CARD_PLACES.items():
            if place.label and place_key in held:
                _, y, _ = place.position(0)
                named.append((str(t.app.tr(place.label)), place.x, y - place.height / 2 - 5, place.width * 3))
        return named

    def _card_places_key(self) -> tuple[Any, ...]:
        """What the card places' names show and where: the layer records them again only when this
        changes (issue 27: they were recorded again with every recording of the layer)."""
        return tuple(self._card_places_named())

    def _draw_card_places(self, surface: pygame.Surface) -> None:
        """The names of the card places that hold cards (under them: the spots, keyed by all they show,
        ``BetControls.felt_key``, and LIMITS: parts of their own, ``layer_parts``)."""
        for name, x, y, room in self._card_places_named():
            gfx.blit_text(surface, name, 20, (x, y), gfx.GOLD, "bold", anchor="midbottom", shadow=True, max_width=room)

    def _draw_top_buttons(self, surface: pygame.Surface) -> None:
        for b in self.table.top_buttons:
            b.draw(surface)

    def _draw_decisions(self, surface: pygame.Surface) -> None:
        if self.table.decisions is not None:
            self.table.decisions.draw(surface)

    def background(self, surface: pygame.Surface | Canvas | None = None, titled: bool = True) -> pygame.Surface:
        """The felt with the printed arc, title (``titled``: the multi-table view's tab strip names
        the table in focus instead), rail and the game's markings (cached), at the pixels of
        ``surface`` (a window's Canvas: a felt of its size; none: the one drawn now)."""
        if surface is None and self._background is not None:  # the felt drawn now, at its pixels
            return self._background
        key = self._felt_key(surface, titled)
        if self._background is None or self._bg_key != key:
            shared = _FELTS.get(key)
            if shared is None:
                context = surface.context if isinstance(surface, Canvas) else None
                shared = _FELTS[key] = table_background(self.table, context, titled)
            self._background, self._bg_key = shared, key
        return self._background

    def _felt_key(self, surface: pygame.Surface | Canvas | None, titled: bool) -> tuple[Any, ...]:
        """What this table's felt on ``surface`` looks like: its game, the felt, the language, the UI
        scale (the title grows with it: a felt kept by another table of the game, a tab, must not be
        handed back at the old scale), the logical size, the pixels and the title."""
        app = self.table.app
        context = surface.context if isinstance(surface, Canvas) else None
        return (type(self.table), app.settings.felt, app.lang, gfx.ui_scale(), gfx.LOGICAL_SIZE, context, titled)


def card_key(sprite: Any) -> tuple[Any, ...]:
    """What a card sprite shows where (equal keys draw equal pixels on a window's Canvas)."""
    return (sprite.card_id, sprite.x, sprite.y, sprite.width, sprite.face_up, sprite.back_style, sprite.four_colour,
            sprite.flip, sprite.alpha, sprite.highlight, sprite.dimmed, sprite.lift, sprite.label, gfx.ui_scale())


def _box(rects: list[pygame.Rect]) -> pygame.Rect:
    """The bounding box of ``rects`` (none: empty)."""
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def _apart(parts: list[pygame.Rect], new: pygame.Rect) -> list[pygame.Rect]:
    """``parts`` (apart) and the pixels of ``new`` they do not cover, all apart (a card drawn again
    twice over the same pixel would darken its shadow)."""
    return parts + outside_all([new], parts)


def _within(r: pygame.Rect, areas: list[pygame.Rect]) -> bool:
    """Whether ``r`` lies wholly inside one of ``areas``."""
    return any(a.contains(r) for a in areas)
