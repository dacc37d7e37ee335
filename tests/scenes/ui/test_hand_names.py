"""Hand names from gamelib shown in English and Italian."""

from __future__ import annotations

import pytest

from gamelib.cards import parse_cards
from gamelib.hands import (
    N_CLASSES,
    HandName,
    evaluate,
    name_of_cards,
    name_of_strength,
    strength_name,
)
from scenes.ui.hand_names import hand_name

NAMES = [  # cards, English, Italian
    ("As Ks Qs Js Ts", "Royal Flush", "Scala reale"),
    ("9h 8h 7h 6h 5h", "Straight Flush, Nine High", "Scala colore, carta alta: Nove"),
    ("Ac Ad Ah As 2c", "Four of a Kind, Aces", "Poker di Assi"),
    ("Qc Qd Qh 4s 4c", "Full House, Queens over Fours", "Full di Donne con Quattro"),
    ("Ah 9h 7h 4h 2h", "Flush, Ace High", "Colore, carta alta: Asso"),
    ("9c 8d 7h 6s 5c", "Straight, Nine High", "Scala, carta alta: Nove"),
    ("5c 4d 3h 2s Ac", "Straight, Five High", "Scala, carta alta: Cinque"),
    ("6c 6d 6h Ks 2c", "Three of a Kind, Sixes", "Tris di Sei"),
    ("Kc Kd 5h 5s 2c", "Two Pair, Kings and Fives", "Doppia coppia, Re e Cinque"),
    ("Jc Jd 5h 4s 2c", "Pair of Jacks", "Coppia di Fanti"),
    ("Qc Jd 5h 4s 2c", "Queen High", "Carta alta: Donna"),
]


@pytest.mark.parametrize(("cards", "english", "italian"), NAMES)
def test_gamelib_names_a_hand_by_key_and_the_screen_words_it(cards, english, italian):
    name = evaluate(parse_cards(cards)).hand_name
    assert isinstance(name, HandName) and name.key.startswith("hand.")
    assert hand_name(name, "en") == english
    assert hand_name(name, "it") == italian
    assert evaluate(parse_cards(cards)).name == english  # the English the command line prints


def test_the_key_and_rank_words_of_a_full_house():
    name = evaluate(parse_cards("Qc Qd Qh 4s 4c")).hand_name
    assert name == HandName("hand.full_house", (("high", "rank.Q.plural"), ("low", "rank.4.plural")))


@pytest.mark.parametrize(("cards", "english", "italian"), [
    ("As Ad", "Pair of Aces", "Coppia di Assi"),
    ("Kd 7s", "King High", "Carta alta: Re"),
    ("Kd Ks 7s 7c", "Two Pair, Kings and Sevens", "Doppia coppia, Re e Sette"),
    ("9d 9s 9c", "Three of a Kind, Nines", "Tris di Nove"),
])
def test_fewer_than_five_cards_are_named_as_five_would_be(cards, english, italian):
    name = name_of_cards(parse_cards(cards))
    assert name is not None
    assert (hand_name(name, "en"), hand_name(name, "it")) == (english, italian)
    assert name_of_cards(()) is None


def test_every_strength_has_an_italian_name_unlike_its_english_one():
    for s in range(1, N_CLASSES + 1):
        name = name_of_strength(s)
        italian = name.text("it")
        assert italian != name.text("en") and "{" not in italian and "rank." not in italian, s


@pytest.mark.parametrize(("cards", "english", "italian"), NAMES)
def test_english_names_saved_in_older_records_are_still_worded(cards, english, italian):
    assert hand_name(english, "it") == italian
    assert hand_name(english, "en") == english


@pytest.mark.parametrize(("line", "italian"), [
    ("Full House", "Full"), ("Four of a Kind", "Poker"), ("Two Pair", "Doppia coppia"),
    ("Jacks or Better", "Jacks or Better"), ("A-K suited", "A-K suited"),
])
def test_pay_lines_named_after_a_category_show_the_category(line, italian):
    assert hand_name(line, "it") == italian
    assert hand_name(line, "en") == line


def test_keys_are_translated_and_unknown_text_passes_through():
    assert hand_name("table.balance", "it") == "SALDO"
    assert hand_name("A-K suited", "it") == "A-K suited"
    assert hand_name("", "it") == "" and hand_name(None, "it") == ""


def test_strength_name_is_the_english_catalogue_entry():
    assert strength_name(evaluate(parse_cards("Qc Qd Qh 4s 4c")).strength) == "Full House, Queens over Fours"
