"""Hand names from gamelib shown in Italian."""

from __future__ import annotations

import pytest

from gamelib.cards import parse_cards
from scenes.ui.hand_names import hand_name


@pytest.mark.parametrize(("english", "italian"), [
    ("Royal Flush", "Scala reale"),
    ("Straight Flush, Nine High", "Scala colore, carta alta: Nove"),
    ("Four of a Kind, Aces", "Poker di Assi"),
    ("Full House, Queens over Fours", "Full di Donne con Quattro"),
    ("Flush, Ace High", "Colore, carta alta: Asso"),
    ("Three of a Kind, Sixes", "Tris di Sei"),
    ("Two Pair, Kings and Fives", "Doppia coppia, Re e Cinque"),
    ("Pair of Jacks", "Coppia di Fanti"),
    ("Queen High", "Carta alta: Donna"),
])
def test_italian_names(english, italian):
    assert hand_name(english, "it") == italian
    assert hand_name(english, "en") == english


def test_unknown_text_passes_through():
    assert hand_name("A-K suited", "it") == "A-K suited"


def test_every_name_gamelib_makes_is_translated():
    from gamelib.hands import evaluate

    for text in ("As Ks Qs Js Ts", "9h 8h 7h 6h 5h", "Ac Ad Ah As 2c", "Qc Qd Qh 4s 4c", "Ah 9h 7h 4h 2h",
                 "9c 8d 7h 6s 5c", "6c 6d 6h Ks 2c", "Kc Kd 5h 5s 2c", "Jc Jd 5h 4s 2c", "Qc Jd 5h 4s 2c"):
        name = evaluate(parse_cards(text)).name
        assert hand_name(name, "it") != name, name
