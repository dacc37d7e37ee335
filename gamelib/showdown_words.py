"""Why a showdown went as it did, in words: what decided it when both hands are named alike.

Two hands named differently ("Flush" against "Pair of Kings") need no reason: their names
say it. Two hands of one name do: "Pair of Eights: the dealer's Ace kicker beats your Queen
kicker",
or "Same hand, Pair of Eights: push". The reason is a catalogue key and plain values (the
hand's strength and two ranks), so a round's record and the dealer's log keep it as JSON and
word it in either language later.

>>> from gamelib.cards import parse_cards
>>> from gamelib.hands import evaluate
>>> you = evaluate(parse_cards("8c 8d Qh 5s 3c 2d 9h"))
>>> dealer = evaluate(parse_cards("8h 8s Ac 5s 3c 2d 9h"))
>>> reason = why(you, dealer)
>>> reason.key, reason.params["win"], reason.params["lose"]
('why.kicker_dealer', 14, 12)
>>> said(reason.key, reason.params, "en")
"Pair of Eights: the dealer's Ace kicker beats your Queen kicker."
>>> said(reason.key, reason.params, "it")
'Coppia di Otto: il kicker Asso del banco batte il tuo kicker Donna.'
>>> why(you, you).key
'why.same'
>>> why(evaluate(parse_cards("Kc Kd Qh 5s 3c 2d 9h")), dealer) is None
True
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gamelib.hands import HandValue, name_of_strength, strength_ranks
from gamelib.i18n import tr

__all__ = ["Reason", "KEYS", "why", "said"]

#: The reasons' catalogue keys.
KEYS = ("why.kicker_player", "why.kicker_dealer", "why.same")
_RANK_CHARS = "..23456789TJQKA"


@dataclass(frozen=True)
class Reason:
    """A reason's key and its values: ``hand`` a strength (1..7462), ``win``/``lose`` ranks 2..14."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)


def why(player: HandValue, dealer: HandValue) -> Reason | None:
    """The reason the player's hand won, lost or tied against the dealer's, when both are
    named alike (same name: decided by a kicker, or the very same hand); None when the names
    already tell it."""
    if player.strength == dealer.strength:
        return Reason("why.same", {"hand": int(player.strength)})
    if name_of_strength(player.strength) != name_of_strength(dealer.strength):
        return None
    mine, theirs = strength_ranks(player.strength), strength_ranks(dealer.strength)
    for a, b in zip(mine, theirs):
        if a != b:
            winner = "player" if a > b else "dealer"
            hand = player if a > b else dealer
            return Reason(f"why.kicker_{winner}", {"hand": int(hand.strength), "win": max(a, b),
                                                    "lose": min(a, b)})
    return None


def said(key: str, params: dict[str, Any], lang: str) -> str:
    """A reason in ``lang``: the hand's name and the rank words filled in."""
    words: dict[str, Any] = {}
    hand = params.get("hand")
    if isinstance(hand, int):
        words["hand"] = name_of_strength(hand).text(lang)
    for slot in ("win", "lose"):
        rank = params.get(slot)
        if isinstance(rank, int) and 2 <= rank <= 14:
            words[slot] = tr(f"rank.{_RANK_CHARS[rank]}", lang)
    return tr(key, lang, **words)
