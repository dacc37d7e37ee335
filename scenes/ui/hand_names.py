"""Hand names in the player's language.

gamelib names a hand with a ``HandName`` (a catalogue key and its rank words); this words
it. A plain string is a catalogue key, a pay line called after a hand category ("Full
House"), or an English name as older records and the command line keep them; anything
else is shown as it is.

>>> from gamelib.hands import HandName
>>> hand_name(HandName("hand.full_house", (("high", "rank.Q.plural"), ("low", "rank.4.plural"))), "it")
'Full di Donne con Quattro'
>>> hand_name(HandName("hand.pair", (("rank", "rank.A.plural"),)), "it")
'Coppia di Assi'
>>> hand_name("Full House", "it"), hand_name("Two Pair, Kings and Fives", "en")
('Full', 'Two Pair, Kings and Fives')
"""

from __future__ import annotations

import functools

from gamelib.hand_tables import Category
from gamelib.hands import HandName
from gamelib.hands import _name as _named  # a category and its ranks named, as for a strength
from gamelib.i18n import has, tr

#: A pay line named exactly as a hand category -> the category's key.
_CATEGORY_KEYS = {c.label: f"hand.category.{c.name.lower()}" for c in Category}


@functools.cache
def _english_names() -> dict[str, HandName]:
    """Every English hand name -> its HandName (built once, for names saved in English).

    Each category with each rank (and second rank) it may name, ~350 names worded once:
    naming all 7462 strengths to find their 309 names, with the strength tables loaded for
    it, froze the first result row shown for ~100 ms (issue 17). A few combinations no hand
    has ("Straight, 2 High") are in it too; no saved name is one of them.

    >>> from gamelib.hands import N_CLASSES, name_of_strength, strength_name
    >>> all(_english_names()[strength_name(s)] == name_of_strength(s) for s in range(1, N_CLASSES + 1))
    True
    """
    ranks = range(2, 15)
    names = [_named(category, (high, low)) for category in Category for high in ranks for low in ranks
             if high != low]
    return {name.text("en"): name for name in dict.fromkeys(names)}


def hand_name(name: HandName | str | None, lang: str) -> str:
    """``name`` in ``lang``: a HandName worded, a key translated, a known English name
    reworded; anything else unchanged."""
    if isinstance(name, HandName):
        return name.text(lang)
    if not name:
        return ""
    if has(name, "en"):
        return tr(name, lang)
    if name in _CATEGORY_KEYS:
        return tr(_CATEGORY_KEYS[name], lang)
    known = _english_names().get(name)
    return known.text(lang) if known is not None else name
