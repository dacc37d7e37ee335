"""Hand names in the player's language.

gamelib names hands in English ("Full House, Queens over Fours", see gamelib.hands);
this turns those names into Italian for the screen. A name it does not know is shown
as it is.

>>> hand_name("Full House, Queens over Fours", "it")
'Full di Donne con Quattro'
>>> hand_name("Pair of Aces", "it"), hand_name("Ace High", "it")
('Coppia di Assi', 'Carta alta: Asso')
>>> hand_name("Two Pair, Kings and Fives", "en")
'Two Pair, Kings and Fives'
"""

from __future__ import annotations

import re

_SINGULAR = {"Two": "Due", "Three": "Tre", "Four": "Quattro", "Five": "Cinque", "Six": "Sei",
             "Seven": "Sette", "Eight": "Otto", "Nine": "Nove", "Ten": "Dieci", "Jack": "Fante",
             "Queen": "Donna", "King": "Re", "Ace": "Asso"}
_PLURAL = {"Twos": "Due", "Threes": "Tre", "Fours": "Quattro", "Fives": "Cinque", "Sixes": "Sei",
           "Sevens": "Sette", "Eights": "Otto", "Nines": "Nove", "Tens": "Dieci", "Jacks": "Fanti",
           "Queens": "Donne", "Kings": "Re", "Aces": "Assi"}
_CATEGORY = {"High Card": "Carta alta", "Pair": "Coppia", "Two Pair": "Doppia coppia",
             "Three of a Kind": "Tris", "Straight": "Scala", "Flush": "Colore", "Full House": "Full",
             "Four of a Kind": "Poker", "Straight Flush": "Scala colore", "Royal Flush": "Scala reale"}

_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"^Royal Flush$"), "Scala reale"),
    (re.compile(r"^(Straight Flush|Straight|Flush), (\w+) High$"), "{c0}, carta alta: {s1}"),
    (re.compile(r"^Full House, (\w+) over (\w+)$"), "Full di {p0} con {p1}"),
    (re.compile(r"^Four of a Kind, (\w+)$"), "Poker di {p0}"),
    (re.compile(r"^Three of a Kind, (\w+)$"), "Tris di {p0}"),
    (re.compile(r"^Two Pair, (\w+) and (\w+)$"), "Doppia coppia, {p0} e {p1}"),
    (re.compile(r"^Pair of (\w+)$"), "Coppia di {p0}"),
    (re.compile(r"^(\w+) High$"), "Carta alta: {s0}"),
)


def hand_name(name: str, lang: str) -> str:
    """``name`` (gamelib's English hand name) in ``lang``; unknown names unchanged."""
    if lang != "it" or not name:
        return name
    if name in _CATEGORY:
        return _CATEGORY[name]
    for pattern, template in _PATTERNS:
        m = pattern.match(name)
        if m is None:
            continue
        groups = m.groups()
        values: dict[str, str] = {}
        for i, g in enumerate(groups):
            values[f"c{i}"] = _CATEGORY.get(g, g)
            values[f"s{i}"] = _SINGULAR.get(g, g)
            values[f"p{i}"] = _PLURAL.get(g, g)
        try:
            return template.format(**values)
        except (KeyError, IndexError):
            return name
    return name
