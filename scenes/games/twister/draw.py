"""Drawing one Twister table at any size (the large table and the small grid tiles),
and the Twister texts in English and Italian.

Everything is read from a :class:`gamelib.games.twister.table.TwisterTable`; nothing here
changes the game. Layout numbers are in table units (1600 x 820) scaled to the rect.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

import pygame

from gamelib.cards import RANK_NAMES, RANK_PLURALS, Card
from gamelib.games.twister.bots import PERSONALITIES
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.operations import HandShown, PotAwarded
from gamelib.games.twister.schedule import BlindLevel
from gamelib.games.twister.table import TwisterTable
from gamelib.hands import evaluate
from gamelib.money import format_amount
from scenes.ui import gfx
from scenes.ui.hand_names import hand_name as local_hand_name

UNIT_W, UNIT_H = 1600, 820
#: seat places relative to the player: (centre x, centre y) of the seat box
SEAT_PLACES = {0: (800, 690), 1: (250, 200), 2: (1350, 200)}
HEADS_UP_PLACES = {0: (800, 690), 1: (800, 120)}
BOARD_Y = 400
TILE_INFO_PX = 16  # the level and clock lines on a grid tile: readable, not scaled down


def clock_text(seconds: float) -> str:
    s = max(0, int(seconds))
    return f"{s // 60}:{s % 60:02d}"


def count_text(app: Any, n: int) -> str:
    """A whole number (chips, chances) grouped the player's way: 1,500 or 1.500."""
    return format_amount(int(n) * 100, app.settings.language, decimals=False)


def hand_text(app: Any, name: str) -> str:
    """A hand name from gamelib (English) in the player's language."""
    return local_hand_name(name, app.settings.language) if name else ""


def current_hand_name(hole: Any, board: Any) -> str:
    """The English name of the best hand the hole cards make with the board so far
    (before the flop: a pocket pair, else the high card)."""
    if not hole or any(c is None for c in hole):
        return ""
    if len(board) >= 3:
        return _best_name((*hole, *board))
    a, b = sorted(hole, key=lambda c: c.rank, reverse=True)
    return f"Pair of {RANK_PLURALS[a.rank]}" if a.rank == b.rank else f"{RANK_NAMES[a.rank]} High"


@lru_cache(maxsize=256)
def _best_name(cards: tuple[Card, ...]) -> str:
    return str(evaluate(cards).name)


def style_text(app: Any, personality: str) -> str:
    """An opponent's personality in two words: "tight · aggressive"."""
    p = PERSONALITIES.get(personality)
    if p is None:
        return ""
    loose = "loose" if p.looseness >= 0.5 else "tight"
    aggressive = "aggressive" if p.aggression >= 0.5 else "passive"
    return f"{app.tr('twister.style.' + loose)} · {app.tr('twister.style.' + aggressive)}"


def place_text(app: Any, place: int) -> str:
    return str(app.tr(f"twister.place.{place}"))


def seat_places(table: TwisterTable) -> dict[int, tuple[int, int]]:
    """Tournament seat -> centre of its seat box (the player always at the bottom)."""
    t = table.t
    me = t.player_seat or 0
    n = t.seat_count
    places = HEADS_UP_PLACES if n == 2 else SEAT_PLACES
    return {(me + k) % n: places[k] for k in range(n)}


def shown_cards(hand: NoLimitHand) -> dict[int, tuple[int, ...]]:
    return {op.seat: tuple(c.id for c in op.cards) for op in hand.operations
            if isinstance(op, HandShown)}


SHOE = (1500, -60)  # where dealt cards slide in from (table units)


def draw_table(surface: pygame.Surface, rect: pygame.Rect, table: TwisterTable, app: Any, *,
               large: bool, highlight: bool = False,
               motion: Callable[[tuple[Any, ...]], float] | None = None,
               blinds_up: BlindLevel | None = None) -> None:
    """Draw one tournament table into ``rect``; ``motion(card_key)`` gives how far a card
    has slid in from the shoe (0 just dealt … 1 in place), or None for no motion;
    ``blinds_up`` is a level just reached, announced across the middle of the felt."""
    s = rect.w / UNIT_W

    def at(x: float, y: float) -> tuple[int, int]:
        return int(rect.x + x * s), int(rect.y + y * s)

    def slide(key: tuple[Any, ...], x: float, y: float) -> tuple[int, int]:
        f = 1.0 if motion is None else motion(key)
        if f >= 1.0:
            return at(x, y)
        e = 1 - (1 - f) ** 3
        return at(SHOE[0] + (x - SHOE[0]) * e, SHOE[1] + (y - SHOE[1]) * e)

    def size(v: float) -> int:
        return max(10, int(v * s))

    t = table.t
    felt = gfx.felt_background(rect.size, app.settings.felt, spotlight=large)
    surface.blit(felt, rect)
    oval = pygame.Rect(0, 0, int(1300 * s), int(560 * s))
    oval.center = at(800, 410)
    pygame.draw.ellipse(surface, gfx.GOLD_DARK, oval, max(1, int(4 * s)))
    if highlight:
        pygame.draw.rect(surface, gfx.GOLD_LIGHT, rect, max(3, int(8 * s)), border_radius=size(20))
    hand = table.hand
    places = seat_places(table)
    shown = shown_cards(hand) if hand is not None else {}
    card_w = size(110 if large else 88)
    four = app.settings.four_colour_deck
    actor_seat = t.seat_to_act()
    for seat, (cx, cy) in places.items():
        entrant = t.entrants[seat]
        box = pygame.Rect(0, 0, size(330), size(112))
        box.center = at(cx, cy)
        out = seat in t.places and (t.stacks[seat] == 0 or t.is_over)
        active = seat == actor_seat
        surface.blit(gfx.panel(box.size, (8, 14, 11, 225), gfx.GOLD_LIGHT if active else gfx.GOLD_DARK,
                               size(16), 3 if active else 2, glow=active), box)
        name = app.tr("twister.you") if entrant.is_player else entrant.name
        gfx.blit_text(surface, name, size(30), (box.x + size(18), box.y + size(10)), gfx.CREAM, "bold",
                      max_width=box.w - size(36))
        es = table.engine_seat(seat) if hand is not None else None
        in_hand = hand is not None and es is not None and seat in t.hand_seats
        stack = hand.stacks[es] if in_hand and hand is not None and es is not None else t.stacks[seat]
        if seat in t.places and t.places[seat] == 1:
            info, colour = place_text(app, 1), gfx.GOLD_LIGHT
        elif out and not in_hand or (out and hand is not None and hand.is_over):
            info = app.tr("twister.out", place=place_text(app, t.places[seat]))
            colour = gfx.MUTED
        else:
            info = count_text(app, stack)
            colour = gfx.GOLD_LIGHT
        gfx.blit_text(surface, info, size(34), (box.x + size(18), box.y + size(56)), colour, "black")
        if large and not entrant.is_player and entrant.personality:
            gfx.blit_text(surface, style_text(app, entrant.personality), size(20),
                          (box.right - size(16), box.y + size(16)), gfx.MUTED, anchor="topright")
        if active and not entrant.is_player:
            gfx.blit_text(surface, app.tr("twister.thinking"), size(22), (box.right - size(16), box.y + size(66)),
                          gfx.MUTED, anchor="topright")
        # dealer button
        if hand is not None and in_hand and es == hand.button:
            bx, by = box.right + size(26), box.y + size(20)
            pygame.draw.circle(surface, gfx.CREAM, (bx, by), size(22))
            pygame.draw.circle(surface, gfx.INK, (bx, by), size(22), max(1, int(3 * s)))
            gfx.blit_text(surface, "D", size(26), (bx, by), gfx.INK, "black", anchor="center")
        if hand is None or not in_hand or es is None:
            continue
        if entrant.is_player and large and not hand.folded[es]:
            name = hand_text(app, current_hand_name(hand.hole[es], hand.board))
            if name:
                gfx.blit_text(surface, name, size(28), (box.centerx, box.bottom + size(8)), gfx.GOLD_LIGHT,
                              "bold", anchor="midtop", max_width=size(700))
        # hole cards
        folded = hand.folded[es]
        cards_y = (cy - 150 if large else cy - 130) if cy > 400 else cy + 150
        gap = 124 if large else 100
        if not (folded and not entrant.is_player):
            for k in range(2):
                x, y = slide(("hole", t.hands_played, seat, k), cx - gap / 2 + k * gap, cards_y)
                card = hand.hole[es][k] if hand.hole[es] else None
                face_up = entrant.is_player or es in shown
                img = gfx.card_face(card.id, card_w, four) if (face_up and card is not None) else \
                    gfx.card_back(app.settings.card_back, card_w)
                if folded:
                    img = img.copy()
                    img.set_alpha(90)
                surface.blit(img, img.get_rect(center=(x, y)))
        # bet in front
        bet = hand.bets[es] if not hand.is_over else 0
        if bet:
            if cy > 400:  # the player: right of the hole cards
                bx, by = at(cx + 200, cards_y)
            else:
                bx, by = at(cx + (0 if cx == 800 else (200 if cx < 800 else -200)), cy + 250)
            chip = gfx.chip(2500 if bet >= 100 else 500, size(46))
            surface.blit(chip, chip.get_rect(center=(bx - size(40), by)))
            gfx.blit_text(surface, count_text(app, bet), size(28), (bx, by), gfx.CREAM, "black", anchor="midleft")
    # board
    if hand is not None:
        for k, card in enumerate(hand.board):
            x, y = slide(("board", t.hands_played, k), 800 - 2 * 124 + k * 124, BOARD_Y)
            img = gfx.card_face(card.id, card_w, four)
            surface.blit(img, img.get_rect(center=(x, y)))
        _draw_pots(surface, hand, table, app, at, size)
    # tournament info
    level = t.level()
    line = app.tr("twister.level", n=level.number, sb=level.small_blind, bb=level.big_blind)
    if level.ante:
        line += " · " + app.tr("twister.ante", ante=level.ante)
    # a tile keeps its info lines at a readable size (its header label sits top centre)
    px = size(26) if large else TILE_INFO_PX
    drawn = gfx.blit_text(surface, line, px, at(24, 14), gfx.CREAM, "bold",
                          max_width=None if large else rect.w // 2 - 130)
    left = t.seconds_to_next_level()
    if left is not None and not t.is_over:
        clock_line = app.tr("twister.next_level", time=clock_text(left))
        if large:
            gfx.blit_text(surface, clock_line, size(24), at(24, 48), gfx.MUTED)
        else:
            gfx.blit_text(surface, clock_line, TILE_INFO_PX, (drawn.x, drawn.bottom + 2), gfx.CREAM)
    gfx.blit_text(surface, app.tr("twister.pool", pool=app.money(t.prize_pool)), size(28),
                  at(UNIT_W - 24, 14), gfx.GOLD_LIGHT, "black", anchor="topright")
    if blinds_up is not None:
        _draw_blinds_up(surface, blinds_up, app, at, size, large)


def blinds_up_text(app: Any, level: BlindLevel) -> str:
    """"Blinds up: 20/40" (with the ante when the level has one)."""
    text = str(app.tr("twister.blinds_up", sb=level.small_blind, bb=level.big_blind))
    if level.ante:
        text += " · " + app.tr("twister.ante", ante=level.ante)
    return text


def _draw_blinds_up(surface: pygame.Surface, level: BlindLevel, app: Any, at: Any, size: Any,
                    large: bool) -> None:
    """A banner across the board (empty when a new hand starts), clear of the pot line above
    and of the opponents' bets below."""
    band = pygame.Rect(0, 0, size(760), max(size(84), 36))
    band.center = at(800, BOARD_Y - 25)
    surface.blit(gfx.panel(band.size, (8, 14, 11, 235), gfx.GOLD_LIGHT, size(18), 3, glow=large), band)
    gfx.blit_text(surface, blinds_up_text(app, level), max(size(52), 24), band.center, gfx.GOLD_LIGHT,
                  "black", anchor="center", max_width=band.w - 16)


def _draw_pots(surface: pygame.Surface, hand: NoLimitHand, table: TwisterTable, app: Any,
               at: Any, size: Any) -> None:
    y = BOARD_Y - 130
    if hand.is_over:
        names = [table.t.entrants[s] for s in table.t.hand_seats]
        for award in [op for op in hand.operations if isinstance(op, PotAwarded)]:
            for seat, chips in award.shares:
                e = names[seat]
                who = app.tr("twister.you") if e.is_player else e.name
                amount = count_text(app, chips)
                key = ("twister.wins_with" if award.hand_name else "twister.wins") + (".you" if e.is_player else "")
                text = app.tr(key, name=who, amount=amount, hand=hand_text(app, award.hand_name))
                gfx.blit_text(surface, text, size(32), at(800, y), gfx.GOLD_LIGHT, "black",
                              anchor="center", shadow=True)
                y += 44
        return
    pots = hand.pots()
    in_middle = hand.pot_total - sum(hand.bets)
    if len(pots) <= 1 or not any(hand.is_all_in(s) for s in range(hand.seats)):
        if in_middle or hand.pot_total:
            gfx.blit_text(surface, app.tr("twister.pot", amount=count_text(app, hand.pot_total)), size(32), at(800, y),
                          gfx.GOLD_LIGHT, "black", anchor="center", shadow=True)
        return
    for k, pot in enumerate(pots):
        key = "twister.pot" if k == 0 else "twister.side_pot"
        gfx.blit_text(surface, app.tr(key, amount=count_text(app, pot.amount)), size(28),
                      at(800, y - 18 * (len(pots) - 1) + 36 * k), gfx.GOLD_LIGHT, "black",
                      anchor="center", shadow=True)
