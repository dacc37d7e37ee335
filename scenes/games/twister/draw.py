"""Drawing one Twister table at any size (the large table and the small grid tiles).

Everything drawn comes from :func:`gamelib.games.twister.table_view.table_on_show`: who
is out, which stack to show, which cards the player may see, the pots, the winners, the
level. Nothing here decides a rule or changes the game. Layout numbers are in table units
(1600 x 820) scaled to the rect.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.cards import Card
from gamelib.games.twister.schedule import BlindLevel
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.table_talk import DealerLine
from gamelib.games.twister.table_view import (
    SeatOnShow,
    Standing,
    TableOnShow,
    table_on_show,
    winning_five,
)
from scenes.games.twister.chip_route import CHIP, along
from scenes.games.twister.kept import KeptParts
from scenes.games.twister.layout import (
    BOARD_Y,
    DEALER_W,
    DEALER_X,
    DEALER_Y,
    LINE_GAP,
    PLATE_H,
    PLATE_W,
    POT_Y,
    SEAT_PLACES,
    UNIT_W,
    Scale,
    bet_place,
    board_places,
    card_width,
    fade_alpha,
    growth,
    hole_places,
    is_player_place,
    plate_rect,
    plate_size,
    plate_text_room,
    portrait_spot,
    seat_places,
    side_x,
    tag_rect,
)
from scenes.games.twister.paint import draw_table_art, lay_table
from scenes.games.twister.seat_parts import (
    blit_card,
    card_look,
    dealer_spot,
    draw_chip_stack,
    draw_dealer_button,
    draw_portrait,
    player_clock,
)
from scenes.games.twister.texts import (
    blinds_up_text,
    clock_text,
    count_text,
    hand_text,
    level_text,
    place_text,
    seat_name,
    style_text,
)
from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas, Drawing

if TYPE_CHECKING:
    from scenes.ui.context import AppContext, Texts

TILE_INFO_PX = 16  # the level and clock lines on a grid tile: readable, not scaled down
INFO_W = 440  # on a grown large table: the room of the level lines (top left) and the prize pool (top right)
DEALER_LINES = 2
TILE_PLATE_MOST = 1.4  # a grown grid tile's top lines (header, pool, level, clock) grow up to this
TILE_TEXT_MOST = 1.5  # a grid tile's other texts (the names, the pots): the player's scale up to this
SUITS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
TAG_COLOURS = {"fold": (70, 40, 40), "all_in": (150, 40, 40), "all_in_held": (150, 40, 40),
               "raise": (130, 90, 20), "bet": (130, 90, 20), "returned": (40, 70, 110)}


# --- the table --------------------------------------------------------------------------
def draw_table(surface: pygame.Surface, rect: pygame.Rect, table: TwisterTable, app: AppContext, *,
               large: bool, highlight: bool = False,
               motion: Callable[[tuple[Any, ...]], float] | None = None,
               blinds_up: BlindLevel | None = None, text_w: int = 0,
               dealer_from: tuple[int, float] | None = None,
               ways: dict[Any, list[tuple[float, float]]] | None = None,
               felt: bool = True, view: TableOnShow | None = None,
               seats_kept: KeptParts | None = None) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """Draw one tournament table into ``rect`` (its texts sized for a table ``text_w`` wide when
    given: a tile narrowed at a larger UI scale keeps its texts); ``motion(card_key)`` gives how far a card
    has slid in from the shoe (0 just dealt … 1 in place), or None for no motion;
    ``blinds_up`` is a level just reached, announced across the middle of the felt;
    ``dealer_from`` (the seat the dealer button left, how far it has moved 0 … 1) slides the
    button to its new seat; ``felt``: False when the felt (``draw_table_felt``) is already there; ``ways`` keeps the sliding cards' ways (the screen's, across frames); ``view``: the table on show, when the caller has it this frame; ``seats_kept``: on a Canvas being recorded, each seat's drawings kept from the frame before while it shows the same (``KeptParts``). Returns the cards sliding in and the cards lying in place, as drawn
    (pixels).

    The large table grows with the player's UI scale (``layout.growth``: its plates, tags and
    lines, all its texts at that one factor); a grid tile keeps its designed places, its texts
    grow inside them, up to ``TILE_TEXT_MOST``; its seat plates grow with the text size
    (``layout.plate_size``): the name over the chips, the action tag in a column of its own."""
    with gfx.box_scale(growth(True) if large else TILE_TEXT_MOST):  # a tile's texts too (up to 1.5x, inside its designed places)
        return _draw_table(surface, rect, table, app, large=large, highlight=highlight, motion=motion,
                           blinds_up=blinds_up, text_w=text_w, dealer_from=dealer_from, ways=ways, felt=felt,
                           view=view, seats_kept=seats_kept)


def _draw_table(surface: pygame.Surface, rect: pygame.Rect, table: TwisterTable, app: AppContext, *,
                large: bool, highlight: bool, motion: Callable[[tuple[Any, ...]], float] | None,
                blinds_up: BlindLevel | None, text_w: int,
                dealer_from: tuple[int, float] | None,
                ways: dict[Any, list[tuple[float, float]]] | None,
                felt: bool = True, view: TableOnShow | None = None,
                seats_kept: KeptParts | None = None) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    sc = Scale(rect, motion, still=app.settings.reduced_motion, ways=ways)
    if text_w:
        sc.text_s = text_w / UNIT_W
    view = view or table_on_show(table)
    if felt:
        _draw_felt(surface, sc, app, large=large, highlight=highlight)
    moving = dealer_from if dealer_from is not None and dealer_from[1] < 1 else None
    lit = winning_five(table) if large and not table.running_out else frozenset()
    spots: dict[int, tuple[int, int]] = {}
    opponents: list[pygame.Rect] = []  # the opponents' plates (a tile's results stay clear of them)
    ops = surface.ops if isinstance(surface, Canvas) else None
    keeping = seats_kept is not None and ops is not None
    for number, centre in seat_places(table, large).items():  # the player first, then clockwise
        seat = view.seats[number]
        clock = player_clock(table, seat)
        keep = partial(_kept_part, seats_kept, ops, sc, number)
        box = keep("plate", (seat, centre, clock, moving is None, large),
                   partial(_draw_seat_plate, surface, sc, seat, centre, app, large=large, clock=clock,
                           dealer_moving=moving[1] if moving else None))
        assert box is not None
        if seat.in_hand:  # (kept once its cards lie in place: asked only then, as its drawing asks)
            named = bool(seat.hand_name) and large and _landed(sc, seat, view)
            settled = keeping and _settled(sc, seat, view)
            keep("hand", (seat.seat, seat.cards, seat.folded, seat.bet, seat.hand_name, named, centre, lit,
                          view.hand_number, large) if settled else None,
                 partial(_draw_seat_hand, surface, sc, seat, centre, box, view, app, large=large, lit=lit,
                         named=named))
        keep("tag", (seat.tag, seat.is_player, centre, large), partial(_draw_tag, surface, sc, seat, box, app, large=large))
        if not seat.is_player:
            opponents.append(box)
        spots[number] = dealer_spot(sc, box, large, seat.is_player)
    if view.in_play:
        _draw_board(surface, sc, view, app, large=large, lit=lit)
        _draw_pots(surface, sc, view, app, large=large, top=sc.at(0, RESULTS_TOP)[1] if large else results_top(sc, opponents))
        if large:
            _draw_dealer(surface, sc, view, app)
    dealer = next((s.seat for s in view.seats if s.dealer), None)
    if moving is not None and dealer is not None and moving[0] in spots and dealer in spots:
        (x0, y0), (x1, y1), e = spots[moving[0]], spots[dealer], 1 - (1 - moving[1]) ** 3
        draw_dealer_button(surface, sc, (round(x0 + (x1 - x0) * e), round(y0 + (y1 - y0) * e)), large)
    _draw_info(surface, sc, view, app, large=large)
    if blinds_up is not None:
        _draw_blinds_up(surface, sc, blinds_up, app, large=large)
    lying = []
    for place in sc.lying:
        (left, top), (right, bottom) = sc.at(place[0], place[1]), sc.at(place[2], place[3])
        lying.append(pygame.Rect(left, top, right - left, bottom - top))
    return sc.flying, lying


def _kept_part(kept: KeptParts | None, ops: list[Drawing] | None, sc: Scale, number: int, part: str,
               looks: tuple[Any, ...] | None, draw: Callable[[], pygame.Rect | None]) -> pygame.Rect | None:
    """A seat's ``part`` ("plate", "hand", "tag"): kept as recorded while its ``looks`` stay the
    same (``KeptParts``, on a recording ``ops`` only), else drawn. Returns ``draw``'s box."""
    if kept is None:
        return draw()
    return kept.part((number, part), looks, ops, draw, sc)


def _settled(sc: Scale, seat: SeatOnShow, view: TableOnShow) -> bool:
    """Every card of the seat lies in place (whole, not fading in): asked in the order the seat
    draws them, as its drawing asks (a card first asked about joins the cards dealt)."""
    if not seat.in_hand or sc.motion is None:
        return True
    return all(sc.motion(("hole", view.hand_number, seat.seat, k)) >= 1.0 for k in range(len(seat.cards)))


def _landed(sc: Scale, seat: SeatOnShow, view: TableOnShow) -> bool:
    """The cards a seat's hand name names lie in place: its hole cards, then the board's (asked in
    the order their drawings ask). The name does not come before the cards it names: a pair made
    on the flop is named once the flop has landed."""
    if sc.motion is None:
        return True
    keys: list[tuple[Any, ...]] = [("hole", view.hand_number, seat.seat, k) for k in range(len(seat.cards))]
    keys += [("board", view.hand_number, k) for k in range(len(view.board))]
    return all(sc.motion(key) >= 1.0 for key in keys)


def draw_table_felt(surface: pygame.Surface, rect: pygame.Rect, app: AppContext, *, large: bool) -> None:
    """The table ``draw_table`` lays first (its felt, rail and shadow: ``table_art``) on ``rect``
    and the room over the whole of ``surface``, alone: a screen keeping it
    (``scenes.games.twister.backdrop``) draws the table over it with ``felt=False``. On a kept
    layer's Canvas it is made straight into its pixels (``paint.lay_table``), else made at the
    pixels it covers and kept."""
    window = pygame.Rect((0, 0), surface.logical_size if isinstance(surface, Canvas) else surface.get_size())
    if isinstance(surface, Canvas) and surface.ops is None:
        lay_table(surface, window, rect, app.settings.felt, large)
        return
    draw_table_art(surface, window, rect, app.settings.felt, large)


def _draw_felt(surface: pygame.Surface, sc: Scale, app: AppContext, *, large: bool, highlight: bool) -> None:
    """The table in its room over the rect and (on a grid tile waiting for the player) a gold frame."""
    rect = sc.rect
    draw_table_art(surface, rect, rect, app.settings.felt, large)
    if highlight:
        gfx.rect(surface, gfx.GOLD_LIGHT, rect, sc.line(8, 3), border_radius=sc.size(20))


def _draw_seat_plate(surface: pygame.Surface, sc: Scale, seat: SeatOnShow, centre: tuple[int, int],
                     app: AppContext, *, large: bool, clock: tuple[float, float] | None = None,
                     dealer_moving: float | None = None) -> pygame.Rect:
    """The seat's box: its portrait (on the large table, ringed while it is to act: the player's
    ``clock`` (seconds left, of how many) runs down round it), name, chips (or place), the
    opponent's style, "thinking…", the dealer button (unless it is ``dealer_moving``). Returns
    the box."""
    f = growth(large)

    def size(v: float) -> int:  # a place inside the plate, grown with it
        return sc.size(v * f)

    box = plate_rect(sc, centre, large)
    active = seat.to_act
    gfx.draw_panel(surface, box, (8, 14, 11, 225), gfx.GOLD_LIGHT if active else gfx.GOLD_DARK,
                   size(16), 3 if active else 2, glow=active)
    style = style_text(app, seat.personality) if large and not seat.is_player and seat.personality else ""
    if seat.standing is Standing.WINNER:
        info, colour = place_text(app, 1), gfx.GOLD_LIGHT
    elif seat.standing is Standing.OUT:
        info, colour = app.tr("twister.out", place=place_text(app, seat.place)), gfx.MUTED
    else:
        info, colour = count_text(app, seat.chips), gfx.GOLD_LIGHT
    thinking = active and not seat.is_player
    if not large and gfx.text_scaled():  # a grown tile's plate: name and chips left, the tag its own column
        _draw_tile_plate_texts(surface, sc, seat, box, app, info, colour, thinking)
    else:
        _draw_plate_texts(surface, sc, box, app, seat_name(app, seat.name, seat.is_player), info, colour,
                          large=large, style=style, thinking=thinking, gone=large and f > 1 and seat.standing is Standing.OUT)
    spot = portrait_spot(sc, box, large)
    if spot is not None:
        draw_portrait(surface, sc, seat, spot, clock)
    if seat.dealer:
        bx, by = dealer_spot(sc, box, large, seat.is_player)
        if dealer_moving is None:
            draw_dealer_button(surface, sc, (bx, by), large)
    return box


def _draw_plate_texts(surface: pygame.Surface, sc: Scale, box: pygame.Rect, app: AppContext, who: str, info: str,
                      colour: tuple[int, int, int], *, large: bool, style: str, thinking: bool, gone: bool) -> None:
    """A plate's texts on the large table (grown with it) and on a tile at the designed size: the
    name ``who`` on top, the chips (or place) ``info`` under it, the opponent's style, "thinking…"
    (``gone``: a grown out seat, its place taking the row)."""
    f = growth(large)

    def size(v: float) -> int:  # a place inside the plate, grown with it
        return sc.size(v * f)

    left, right = plate_text_room(sc, box, large)
    room = right - left - size(36)
    half = large  # grown texts share the plate's bottom row: each keeps to its half
    name = gfx.blit_text(surface, who, sc.px(30), (left + size(18), box.y + size(10)), gfx.CREAM, "bold",
                         max_width=room)
    chips = gfx.blit_text(surface, info, sc.px(34), (left + size(18), box.y + size(56)), colour, "black",
                          max_width=room if gone else (right - left) // 2 - size(18) if half else None)
    if style and large and f > 1 and not thinking and not gone:  # grown: its two words right of the name and chips
        rows = [(word, y) for word, y in zip(style.split(" · "), (name.centery, chips.centery), strict=False)]
        room = right - size(16) - max(name.right, chips.right) - size(16)
        with gfx.box_scale(gfx.box_factor((word, sc.px(20), "regular", room) for word, _ in rows)):
            for word, y in rows:
                gfx.blit_text(surface, word, sc.px(20), (right - size(16), y), gfx.MUTED, anchor="midright",
                              max_width=room)
    elif style and not (large and f > 1):  # right of the name on the top row
        gfx.blit_text(surface, style, sc.px(20), (right - size(16), name.centery), gfx.MUTED, anchor="midright",
                      max_width=right - size(16) - (name.right + size(16)))
    if thinking:  # grown, in the style's place while it lasts
        gfx.blit_text(surface, app.tr("twister.thinking"), sc.px(22), (right - size(16), box.y + size(66)),
                      gfx.MUTED, anchor="topright", max_width=(right - left) // 2 - size(24) if half else None)


#: A grown tile plate's action tag (or "thinking…") column has at least this share of the plate
#: (the rest of its width once the name and the chips have theirs).
TILE_TAG_LEAST = 0.45


def _draw_tile_plate_texts(surface: pygame.Surface, sc: Scale, seat: SeatOnShow, box: pygame.Rect,
                           app: AppContext, info: str, colour: tuple[int, int, int], thinking: bool) -> None:
    """A grid tile's plate at a larger text size (it grew with it, ``layout.plate_size``): the
    name over the chips (or place) in the left column, at one factor as large as their rows
    fit up to the player's; the action tag in its own column on the right, a pill as large as
    the plate's height lets it (or, with no tag, "thinking…" there). Nothing shares a row."""
    pad = max(2, box.h // 9)
    inner = box.inflate(-2 * pad, -2 * pad)
    who = seat_name(app, seat.name, seat.is_player)
    f = gfx.ui_scale()
    while f > 1.0 and (_line_height(f, sc.px(30)) + _line_height(f, sc.px(34), "black")) * 0.7 + pad > inner.h:
        f = max(1.0, f - 0.05)  # the two rows' ink (about 0.7 of a line each) in the plate's height
    with gfx.box_scale(f):  # the left column's need: the wider of the name and the chips
        need = max(gfx.font(sc.px(30), "bold").size(who)[0], gfx.font(sc.px(34), "black").size(info)[0]) + pad
    most = max(round(inner.w * TILE_TAG_LEAST), inner.w - need - pad)  # the right column's room
    column = 0
    if seat.tag is not None:
        words = str(app.tr(seat.tag.text_key, amount=count_text(app, seat.tag.amount)))
        base, tag_f = tile_tag_px(sc), gfx.ui_scale()
        while tag_f > 1.0 and _line_height(tag_f, base) + 2 > inner.h:  # the pill no taller than the plate's room
            tag_f = max(1.0, tag_f - 0.05)
        with gfx.box_scale(tag_f):
            font = gfx.font(base, "bold")
            pill = pygame.Rect(0, 0, 0, min(inner.h, font.get_height() + 2))
            wide = font.size(words)[0]
            pill.w = min(most, wide + pill.h)
            one_line = gfx.text_px(base) * min(1.0, (pill.w - pill.h // 2) / max(1, wide))  # as drawn, fitted
        two = _tag_on_two_lines(words, base, inner, most)
        if two is not None and round(base * two[0]) > 1.1 * one_line:  # larger on two lines
            pill = _draw_two_line_pill(surface, inner, seat.tag.kind, base, *two)
        else:
            pill.midright = inner.midright
            with gfx.box_scale(tag_f):
                _draw_pill(surface, pill, seat.tag.kind, words, base, pill.w - pill.h // 2, 1)
        column = pill.w + pad
    elif thinking:  # as large as the name, in all the room the name and the chips leave (on two lines if larger)
        column, words = most, str(app.tr("twister.thinking"))
        with gfx.box_scale(f):
            one_line = gfx.text_px(sc.px(30)) * min(1.0, (column - pad) / max(1, gfx.font(sc.px(30)).size(words)[0]))
        two = _tag_on_two_lines(words, sc.px(30), inner, column - pad, "regular")
        g, lines, pitch = two if two is not None and round(sc.px(30) * two[0]) > 1.1 * one_line else (f, [words], 0)
        with gfx.box_scale(g):
            for k, line in enumerate(lines):
                gfx.blit_text(surface, line, sc.px(30), (inner.right, inner.centery + round((k - (len(lines) - 1) / 2) * pitch)),
                              gfx.MUTED, anchor="midright", max_width=column - pad)
    room = inner.w - column - pad
    with gfx.box_scale(f):
        gfx.blit_text(surface, who, sc.px(30), (inner.x + pad, inner.y + inner.h // 4), gfx.CREAM, "bold",
                      anchor="midleft", max_width=room)
        gfx.blit_text(surface, info, sc.px(34), (inner.x + pad, inner.bottom - inner.h // 4), colour, "black",
                      anchor="midleft", max_width=room)


def _tag_on_two_lines(words: str, px: int, inner: pygame.Rect, most: int,
                      weight: str = "bold") -> tuple[float, list[str], int] | None:
    """A grown tile's long action tag ("Rilancia a 50") on two even lines in a box the plate's
    height: the largest factor (the player's scale down to 1.0) at which they fit ``most`` px
    wide, the two lines and their pitch; None for one word or when they fit at none."""
    if " " not in words:
        return None
    f = gfx.ui_scale()
    while f >= 1.0 - 1e-9:
        with gfx.box_scale(f):
            font = gfx.font(px, weight)
            lines = gfx.two_even_lines(words, font, 0)
            pitch = round(font.get_height() * 0.8)
            if pitch + round(font.get_height() * 0.8) <= inner.h and \
                    max(font.size(line)[0] for line in lines) + inner.h // 3 <= most:
                return f, lines, pitch
        f -= 0.05
    return None


def _draw_two_line_pill(surface: pygame.Surface, inner: pygame.Rect, kind: str, px: int, f: float,
                        lines: list[str], pitch: int) -> pygame.Rect:
    """A long tag's two lines (``_tag_on_two_lines``) in a box of its action's colour as high as
    the plate's inside, at its right. Returns the box."""
    with gfx.box_scale(f):
        font = gfx.font(px, "bold")
        box = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + inner.h // 3, inner.h)
        box.midright = inner.midright
        gfx.draw_panel(surface, box, (*TAG_COLOURS.get(kind, (40, 60, 50)), 240), gfx.GOLD_DARK, box.h // 4, 1)
        for k, line in enumerate(lines):
            gfx.blit_text(surface, line, px, (box.centerx, box.centery + (k - 0.5) * pitch), gfx.CREAM, "bold",
                          anchor="center", max_width=box.w - box.h // 6)
    return box


def _line_height(f: float, px: int, weight: str = "bold") -> int:
    """A font's line height at the text factor ``f``."""
    with gfx.box_scale(f):
        return int(gfx.font(px, weight).get_height())


def tile_tag_px(sc: Scale) -> int:
    """A tile's action tag's designed text size (px): its pill at 100 % is half the plate high (a
    tile narrowed at a larger text size keeps its designed tile's: ``Scale.text_s``)."""
    return max(10, sc.px(PLATE_H) // 2 - 4)


def _draw_seat_hand(surface: pygame.Surface, sc: Scale, seat: SeatOnShow, centre: tuple[int, int],
                    box: pygame.Rect, view: TableOnShow, app: AppContext, *, large: bool,
                    lit: frozenset[Card] = frozenset(), named: bool = True) -> None:
    """A seat dealt into the hand: its hand name (``named``: once the cards it names have landed),
    the hole cards, the bet in front."""
    size = sc.size
    if seat.hand_name and large and named:
        gfx.blit_text(surface, hand_text(app, seat.hand_name), sc.px(28), (box.centerx, box.bottom + size(8)),
                      gfx.GOLD_LIGHT, "bold", anchor="midtop", max_width=size(700))
    card_w = card_width(sc, large)
    for k, (card, (x0, y0)) in enumerate(zip(seat.cards, hole_places(centre, large))):
        key = ("hole", view.hand_number, seat.seat, k)
        x, y = sc.slide(key, x0, y0)
        alpha = 90 if seat.folded else fade_alpha(sc, key)
        blit_card(surface, card_look(app, card, card_w, alpha), card_w, (x, y), card, lit)
    if seat.bet:
        bx, by = sc.at(*bet_place(centre, large))
        draw_chip_stack(surface, (bx - size(40), by), size(46), seat.bet)
        gfx.blit_text(surface, count_text(app, seat.bet), sc.px(28), (bx, by), gfx.CREAM, "black",
                      anchor="midleft")


def _draw_board(surface: pygame.Surface, sc: Scale, view: TableOnShow, app: AppContext, *, large: bool,
                lit: frozenset[Card] = frozenset()) -> None:
    card_w = card_width(sc, large)
    for k, (card, (x0, y0)) in enumerate(zip(view.board, board_places(len(view.board)))):
        key = ("board", view.hand_number, k)
        x, y = sc.slide(key, x0, y0)
        blit_card(surface, card_look(app, card, card_w, fade_alpha(sc, key)), card_w, (x, y), card, lit)


def pot_lines(view: TableOnShow, app: Texts) -> list[str]:
    """The pot lines above the board: the whole pot (bets in front included); with more
    than one pot in the middle, the main pot and each side pot with who can win it."""
    if not view.pot_total:
        return []
    lines = [str(app.tr("twister.pot", amount=count_text(app, view.pot_total)))]
    if len(view.pots) > 1:
        for k, pot in enumerate(view.pots):
            key = "twister.main_pot" if k == 0 else "twister.side_pot"
            names = ", ".join(seat_name(app, name, is_player) for name, is_player in pot.names)
            lines.append(str(app.tr("twister.pot_seats", pot=app.tr(key, amount=count_text(app, pot.amount)),
                                    names=names)))
    return lines


def dealer_text(app: Texts, line: DealerLine) -> str:
    """One of the dealer's lines in the player's language."""
    return str(app.tr(line.text_key, name=line.name, amount=count_text(app, line.amount),
                      cards=card_text(line.cards), hand=hand_text(app, line.hand_name)))


def card_text(cards: tuple[Card, ...]) -> str:
    """Cards as a player reads them: ``10♦ A♠``."""
    return " ".join(f"{str(c)[0].replace('T', '10')}{SUITS[str(c)[1]]}" for c in cards)


def _draw_pots(surface: pygame.Surface, sc: Scale, view: TableOnShow, app: AppContext, *, large: bool,
               top: int) -> None:
    """Above the board: the winners of the hand just over, else the pot (and, with more than
    one, each pot in the middle with who is in it). The lines of one size share one factor
    (the longest fits between the side seats' plates). At a larger text size results that
    would not grow go on two lines each, no higher than ``top`` (px)."""
    size = sc.size
    f = growth(large)
    wins = [(f"{app.tr(win.pot_key)}: " if win.pot_key else "")
            + str(app.tr(win.text_key, name=seat_name(app, win.name, win.is_player),
                         amount=count_text(app, win.chips), hand=hand_text(app, win.hand_name)))
            for win in view.wins]
    lines = [(text, True) for text in wins] + [(text, k == 0) for k, text in enumerate(pot_lines(view, app))]
    room = size(min(700 * f, UNIT_W - 2 * (side_x(large) + plate_size(SEAT_PLACES[1], large)[0] / 2) - 20))  # between the side plates
    factors = {big: gfx.box_factor((text, sc.px(32 if big else 24), "black" if big else "bold", room)
                                   for text, b in lines if b is big) for big in (True, False)}
    rows, pitch = [(text, big, 0) for text, big in lines], 0  # pitch: the wrapped rows' (px), else the designed gap
    # results that would not grow on one line (a tile's, between its grown side plates, shrank
    # under their 100 % size): on two lines, on a tile when that makes them larger
    least = WRAP_BELOW if large else factors[True] + 0.05
    if wins and (large or gfx.text_scaled()) and factors[True] < min(gfx.ui_scale(), least if large else 2):
        wrapped = _wrapped_wins(sc, lines, room, f if large else gfx.ui_scale(), top, least)
        if wrapped is not None:
            rows, factors[True], pitch = wrapped
    y = sc.at(0, POT_Y)[1]
    whole = pot_lines(view, app)[:1] if not wins else []  # the line of the whole pot gets its chips
    for k, (text, big, gap) in enumerate(reversed(rows)):  # the last line just above the board
        x, designed_y = sc.at(UNIT_W / 2, POT_Y - LINE_GAP * f * k)
        with gfx.box_scale(factors[big]):
            drawn = gfx.blit_text(surface, text, sc.px(32 if big else 24), (x, y if pitch else designed_y),
                                  gfx.GOLD_LIGHT if big else gfx.CREAM, "black" if big else "bold", anchor="center",
                                  shadow=True, max_width=room)
        if large and whole and text == whole[0]:  # the pot's chips left of its line
            draw_chip_stack(surface, (drawn.x - size(34), drawn.centery), size(40), view.pot_total)
        y -= pitch + gap


#: On a grown large table a hand's results that would grow less than this on one line each go
#: on two lines each (at the table's growth, or as large as the rows fit above the board).
WRAP_BELOW = 1.25
RESULTS_TOP = 56  # table units: the highest a result's row may reach (clear of the table's title line)


def results_top(sc: Scale, opponents: list[pygame.Rect]) -> int:
    """The highest a grid tile's result rows may reach (px): the side opponents' plates' top
    (the rows stand between them, under the tile's level line), under a heads-up opponent's
    plate above the pot line."""
    middle = sc.at(UNIT_W / 2, 0)[0]
    return max((box.bottom if box.left <= middle <= box.right else box.top for box in opponents),
               default=sc.at(0, RESULTS_TOP)[1])


def _wrapped_wins(sc: Scale, lines: list[tuple[str, bool]], room: int,
                  most: float, top: int, least: float = WRAP_BELOW) -> tuple[list[tuple[str, bool, int]], float, int] | None:
    """The hand's results (``lines``' big ones) each on two lines at one factor up to ``most``,
    as large as fits between the side plates and above the board: (rows as (text, big, the extra
    gap above the next row), factor, row pitch in px), or None when they fit at no factor of
    ``least`` or more (``WRAP_BELOW``), or none reaching no higher than ``top`` (px). A result's
    two lines stand closer than two results."""
    bottom = sc.at(0, POT_Y)[1]
    f = most
    while f >= min(least, most) - 1e-9:  # (100 % with larger text: at its 1.2x)
        with gfx.box_scale(f):
            font = gfx.font(sc.px(32), "black")
            parts = [gfx.two_even_lines(text, font, room) if big else [text] for text, big in lines]
            widest = max(font.size(part)[0] for part in (p for ps in parts for p in ps))
            pitch = round(font.get_linesize() * 0.86)
        gap = pitch // 4
        rows = [(part, big, gap if i == 0 and k > 0 else 0)
                for k, ((_, big), ps) in enumerate(zip(lines, parts, strict=True)) for i, part in enumerate(ps)]
        height = pitch * (len(rows) - 1) + sum(g for *_, g in rows) + pitch // 2
        if widest <= room and bottom - height >= top:
            return rows, f, pitch
        f -= 0.05
    return None


def _draw_dealer(surface: pygame.Surface, sc: Scale, view: TableOnShow, app: AppContext) -> None:
    """The dealer's last words, newest at the bottom, in the felt below the board. Grown, the
    newest line too long for its room at the table's factor goes on two even lines (it said
    the hand's result at under 1.1x), the older one above it."""
    lines = view.dealer[-DEALER_LINES:]
    f = growth(True)
    room = sc.size(min(DEALER_W, DEALER_X - (UNIT_W / 2 + plate_size(SEAT_PLACES[0], True)[0] / 2) - 20))  # right of the player's plate
    x, y = sc.at(DEALER_X, DEALER_Y)
    for k, line in enumerate(reversed(lines)):  # the newest first, at the bottom
        newest = k == 0
        text, size = dealer_text(app, line), sc.px(24 if newest else 20)
        weight = "bold" if newest else "regular"
        font = gfx.font(size, weight)
        rows = gfx.two_even_lines(text, font, room) if newest and f > 1 else [text]
        pitch = round(font.get_linesize() * 0.86)
        for i, row in enumerate(reversed(rows)):
            gfx.blit_text(surface, row, size, (x, y - i * pitch), gfx.CREAM if newest else gfx.MUTED, weight,
                          anchor="midright", max_width=room)
        y -= pitch * (len(rows) - 1) + sc.size(30 * f)


def _draw_tag(surface: pygame.Surface, sc: Scale, seat: SeatOnShow, box: pygame.Rect, app: AppContext, *,
              large: bool) -> None:
    """A seat's action tag: above (the player's: left of) the large table's plate; on a tile at
    the designed size inside the plate, top right (a grown tile's plate draws its own)."""
    if seat.tag is None or (not large and gfx.text_scaled()):
        return
    rect = tag_rect(sc, box, seat.is_player, large)
    words = str(app.tr(seat.tag.text_key, amount=count_text(app, seat.tag.amount)))
    if large:
        _draw_pill(surface, rect, seat.tag.kind, words, sc.px(24), rect.w - 8, 2)
        return
    with gfx.designed_text():
        _draw_pill(surface, rect, seat.tag.kind, words, max(10, rect.h - 4), rect.w - 8, 1)


def _draw_pill(surface: pygame.Surface, rect: pygame.Rect, kind: str, words: str, px: int, room: int,
               edge: int) -> None:
    """An action tag's pill in its action's colour, its words centred (``px`` at the text scale in force)."""
    gfx.draw_panel(surface, rect, (*TAG_COLOURS.get(kind, (40, 60, 50)), 240), gfx.GOLD_DARK, rect.h // 2, edge)
    gfx.blit_text(surface, words, px, rect.center, gfx.CREAM, "bold", anchor="center", max_width=room)


def _draw_info(surface: pygame.Surface, sc: Scale, view: TableOnShow, app: AppContext, *, large: bool) -> None:
    """Top left the level and the clock to the next one; top right the prize pool. A tile
    keeps its info lines at a readable size (its header label sits top centre)."""
    if not large and gfx.text_scaled():
        return  # a grown tile's top is drawn with its header (draw_tile_top)
    px = sc.px(26) if large else TILE_INFO_PX
    f = growth(large)
    room = sc.size(INFO_W) if f > 1 else None  # a grown line keeps clear of the table's line at the top
    drawn = gfx.blit_text(surface, level_text(app, view.level), px, sc.at(24, 14), gfx.CREAM, "bold",
                          max_width=room if large else sc.rect.w // 2 - 130)
    if view.next_level_in is not None:
        clock_line = app.tr("twister.next_level", time=clock_text(view.next_level_in))
        if large:
            gfx.blit_text(surface, clock_line, sc.px(24), sc.at(24, 14 + 34 * f), gfx.MUTED, max_width=room)
        else:
            gfx.blit_text(surface, clock_line, TILE_INFO_PX, (drawn.x, drawn.bottom + 2), gfx.CREAM)
    if view.prize_pool:  # none for a hand replayed from a PHH file
        gfx.blit_text(surface, app.tr("twister.pool", pool=app.money(view.prize_pool)), sc.px(28),
                      sc.at(UNIT_W - 24, 14), gfx.GOLD_LIGHT, "black", anchor="topright", max_width=room)


def draw_tile_top(surface: pygame.Surface, rect: pygame.Rect, felt: pygame.Rect, table: TwisterTable,
                  app: AppContext, header: str) -> None:
    """A grid tile's top at a larger UI scale: in the band above its ``felt`` its ``header``
    (number, buy-in, opponents) left and the prize pool right; on the felt above the opponents'
    plates the level left and the clock to the next right. All four at one factor (up to
    ``TILE_PLATE_MOST``), as large as they fit side by side in their rows (at the designed
    places the level line shrank under the centred header while the clock grew)."""
    view = table_on_show(table)
    rows = [[(header, 18, "bold", gfx.CREAM)], [(level_text(app, view.level), TILE_INFO_PX, "bold", gfx.CREAM)]]
    if view.prize_pool:
        rows[0].append((str(app.tr("twister.pool", pool=app.money(view.prize_pool))), TILE_INFO_PX, "black",
                        gfx.GOLD_LIGHT))
    if view.next_level_in is not None:
        rows[1].append((str(app.tr("twister.next_level", time=clock_text(view.next_level_in))), TILE_INFO_PX,
                        "regular", gfx.CREAM))
    sc = Scale(felt)
    pad, gap = sc.line(40, 12), sc.line(60, 16)
    rooms = [felt.y - rect.y, tile_strip(rect, felt, table).bottom - felt.y]  # each row's height

    def heights(f: float) -> list[int] | None:
        """The rows' heights at ``f``, or None when they do not fit."""
        with gfx.box_scale(f):
            hs = [max(gfx.font(size, weight).get_linesize() for _, size, weight, _ in row) for row in rows]
            ws = [sum(gfx.font(size, weight).size(s)[0] for s, size, weight, _ in row) for row in rows]
        wide = any(w + gap * (len(row) - 1) > rect.w - 2 * pad for w, row in zip(ws, rows, strict=True))
        return None if wide or any(h > room + 4 for h, room in zip(hs, rooms, strict=True)) else hs

    f = min(gfx.ui_scale(), TILE_PLATE_MOST)
    while f > 1.0 and heights(f) is None:
        f = max(1.0, f - 0.05)
    with gfx.box_scale(f):
        for row, top, room in zip(rows, (rect.y, felt.y), rooms, strict=True):
            y = top + room // 2
            left = gfx.blit_text(surface, row[0][0], row[0][1], (rect.x + pad, y), row[0][3], row[0][2],
                                 anchor="midleft", max_width=rect.w - 2 * pad)
            for s, size, weight, colour in row[1:]:
                gfx.blit_text(surface, s, size, (rect.right - pad, y), colour, weight, anchor="midright",
                              max_width=rect.right - pad - left.right - gap)


def tile_strip(rect: pygame.Rect, felt: pygame.Rect, table: TwisterTable) -> pygame.Rect:
    """A grid tile's top strip: its band (if any) and the felt above the opponents' plates."""
    sc = Scale(felt)
    plates = [plate_rect(sc, centre, False) for centre in seat_places(table, False).values()
              if not is_player_place(centre)]
    return pygame.Rect(rect.x, rect.y, rect.w, min((p.top for p in plates), default=felt.centery) - 2 - rect.y)


def blinds_band(sc: Scale, large: bool) -> pygame.Rect:
    """The blinds-up banner's place: across the board; grown, between the side plates and a
    little lower (under the pot line)."""
    f = growth(large)
    plate_w = plate_size(SEAT_PLACES[1], large)[0]
    wide = 760 if plate_w == PLATE_W else min(760 * f, UNIT_W - 2 * (side_x(large) + plate_w / 2) - 20)
    band = pygame.Rect(0, 0, sc.size(wide), max(sc.size(84 * f), 36))
    band.center = sc.at(UNIT_W / 2, BOARD_Y - 25 + 30 * (f - 1))
    return band


def _draw_blinds_up(surface: pygame.Surface, sc: Scale, level: BlindLevel, app: AppContext, *, large: bool) -> None:
    """A banner across the board (empty when a new hand starts), clear of the pot line above
    and of the opponents' bets below."""
    draw_blinds_banner(surface, blinds_band(sc, large), blinds_up_text(app, level), max(sc.px(52), 24),
                       radius=sc.size(18), glow=large)


def draw_blinds_banner(surface: pygame.Surface, band: pygame.Rect, text: str, size: int, *, radius: int = 18,
                       glow: bool = True) -> None:
    """"Blinds up: 20/40" on its gold-edged banner filling ``band``."""
    gfx.draw_panel(surface, band, (8, 14, 11, 235), gfx.GOLD_LIGHT, radius, 3, glow=glow)
    gfx.blit_text(surface, text, size, band.center, gfx.GOLD_LIGHT, "black", anchor="center", max_width=band.w - 16)


def draw_flying_chip(surface: pygame.Surface, rect: pygame.Rect, path: list[tuple[float, float]], f: float,
                     amount: int) -> None:
    """A chip on its way along ``path`` (table units, round the cards), ``f`` of the way (eased)."""

    sc = Scale(rect)
    e = 1 - (1 - max(0.0, min(1.0, f))) ** 3
    card_art.draw_chip(surface, 2500 if amount >= 100 else 500, sc.size(CHIP), sc.at(*along(path, e)))
