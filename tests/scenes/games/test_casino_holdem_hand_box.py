"""2 Hand Casino Hold'em's hand boxes at a larger UI scale: each hand's cards keep their designed
size (not visibly smaller than the board's), PLAY and FOLD stand beside them with their words
clear of the buttons' edges, nothing in a box touches anything else; the printed "DEALER
QUALIFIES …" line keeps clear of the dealer's cards and the board's."""

from __future__ import annotations

import pygame
from helpers import scale

from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import (
    BOX_BOTTOM,
    BOX_TOP,
    BOX_W,
    HAND_X,
    RULE_ARC,
    CasinoHoldemTable,
)
from scenes.table import felt_art
from scenes.table.show import hand_label_rect
from scenes.ui import card_art

app = scale.app_fixture()

#: px of felt kept between a button's edge and its words' ink, and around the printed rule.
CLEAR = 6
RULE_CLEAR = 10


def decision_table(app, lang: str, settings: dict) -> CasinoHoldemTable:
    return scale.table_in_demo_state(app, CasinoHoldemTable, casino_demo, "decision", lang, **settings)


def hand_cards(table: CasinoHoldemTable) -> dict[str, pygame.Rect]:
    out = {}
    for (to, i), sprite in table.cards.items():
        rect = pygame.Rect((0, 0), card_art.card_size(sprite.width))
        rect.center = (int(sprite.x), int(sprite.y))
        out[f"{to} {i}"] = rect
    return out


@scale.in_both_languages
@scale.at_every_larger_setting
def test_the_hands_cards_keep_their_designed_size(app, lang, settings):
    table = decision_table(app, lang, settings)
    cards = hand_cards(table)
    board = cards["board 0"].w
    for name, rect in cards.items():
        if name.startswith("hand"):
            assert rect.w >= board - 4, (name, rect.w, board)  # was 76 px against the board's 100


@scale.in_both_languages
@scale.at_every_larger_setting
def test_play_and_fold_words_keep_clear_of_their_buttons_edges(app, lang, settings):
    table = decision_table(app, lang, settings)
    texts = scale.recorded(app, table, **settings)
    words = {app.tr("casino.play"), app.tr("casino.fold")}
    buttons = [b.rect for _, b in table.decisions.buttons]
    assert len(buttons) == 4
    for rect in buttons:
        inks = [t.ink for t in texts if t.s in words and rect.collidepoint(t.ink.center)]
        assert len(inks) == 1, (rect, inks)
        assert rect.inflate(-2 * CLEAR, -2 * CLEAR).contains(inks[0]), (rect, inks[0])  # the top was 2 px


@scale.in_both_languages
@scale.at_every_larger_setting
def test_buttons_cards_names_and_spots_stand_clear_in_their_boxes(app, lang, settings):
    table = decision_table(app, lang, settings)
    buttons = {f"{d.action} {d.params['hand']}": b.rect for d, b in table.decisions.buttons}
    plates = {f"{to} name": hand_label_rect(label) for to, label in table.hand_labels.items()}
    taken = {**hand_cards(table), **plates, **scale.spot_rects(table)}
    scale.assert_stand_clear(buttons, taken)
    for name, rect in buttons.items():
        box = pygame.Rect(0, BOX_TOP, BOX_W, BOX_BOTTOM - BOX_TOP)
        box.centerx = HAND_X[int(name[-1])]
        assert box.contains(rect), name
    scale.assert_stand_clear(plates, {k: v for k, v in taken.items() if not k.endswith("name")})


def rule_rows(columns: pygame.Rect) -> tuple[int, int]:
    """The top and bottom rows of the printed rule's ink over ``columns`` (designed px)."""
    print_ = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    centre, width, bend, size = RULE_ARC
    felt_art.arc_text(print_, "DEALER QUALIFIES WITH A PAIR OF FOURS OR BETTER", centre, width, bend, size)
    mask = pygame.mask.from_surface(print_.subsurface(columns), 40)
    rows = [y for rect in mask.get_bounding_rects() for y in (rect.top, rect.bottom)]
    return columns.y + min(rows), columns.y + max(rows)


def test_the_printed_rule_keeps_clear_of_the_dealers_cards_and_the_board(app):
    table = scale.table_at(app, CasinoHoldemTable, "en")
    cards = scale.card_rects(table)
    dealer = cards["dealer 0"].union(cards["dealer 1"])
    board = cards["board 0"].unionall([cards[f"board {i}"] for i in range(5)])
    top, _ = rule_rows(pygame.Rect(dealer.x, 0, dealer.w, 1080))
    _, bottom = rule_rows(pygame.Rect(board.x, 0, board.w, 1080))
    assert top - dealer.bottom >= RULE_CLEAR  # was 6 px under the dealer's cards
    assert board.top - bottom >= RULE_CLEAR


@scale.in_both_languages
@scale.at_every_larger_setting
def test_folded_stands_clear_of_the_cards_the_name_and_the_spots(app, lang, settings):
    """FOLDED under a folded hand's name, over its spots' names (it was drawn across the cards,
    hidden under them)."""
    table = scale.table_in_demo_state(app, CasinoHoldemTable, casino_demo, "one-decided", lang, **settings)
    texts = scale.recorded(app, table, **settings)
    tag = [t.ink for t in texts if t.s == app.tr("casino.folded_tag") and t.ink.y > BOX_TOP]  # (placed)
    assert len(tag) == 1
    plates = {f"{to} name": hand_label_rect(label) for to, label in table.hand_labels.items()}
    spot_names = {f"{t.s} {t.ink.x}": t.ink for t in texts if t.s.startswith("ANTE")}
    scale.assert_stand_clear({"folded": tag[0].inflate(0, 2 * CLEAR)}, {**hand_cards(table), **plates, **spot_names})
