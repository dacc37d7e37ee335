"""A video-poker round dealt again for ``verify`` straight from its seed, without the table.

``verify --all`` replays every settled round; a video-poker round replayed through the
game's own ``VideoPokerRound`` makes every card's event, every hand's event and the
round's record on the way (most of its time). The round's record follows from far less:
the five dealt cards, the holds and each hand's draw from its own deck, read by the pay
table. :func:`redeal` recomputes exactly what ``replay(...)`` would give ``verify`` (the
record, the stakes, the payouts), from the same decks (``round_deck``: the prepared orders
when a batch was shuffled at once), for the one shape every played round has: one DRAW
whose holds are card positions. Any other record (no draw, two, an unknown setting, holds
that are not positions) returns ``None``: the game's own replay judges it and words the
problem, so a verdict never depends on which way the round was dealt again. Tests compare
the two on many rounds, tampered ones included.

>>> from gamelib.games import find_game
>>> from gamelib.games.base import replay
>>> rnd = find_game("video-poker").new_round({"bet": 300}, b"seed", {"value": 100, "hands": 3})
>>> _ = rnd.start(); _ = rnd.act("draw", holds=[0, 1])
>>> again = redeal(rnd.record(), b"seed")
>>> again is not None and again.record() == replay(find_game("video-poker"), rnd.record(), b"seed").record()
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gamelib.cards import FULL_DECK, format_cards, round_deck, round_deck_top
from gamelib.events import Outcome
from gamelib.games.video_poker import DEFINITION
from gamelib.games.video_poker.paytables import PAYTABLES, classify
from gamelib.games.video_poker.rules import DEFAULT_CONFIG, MAX_HANDS

GAME = DEFINITION.game_id
_POSITIONS = range(5)


class Redealt:
    """What ``verify`` reads of a replayed round: its record, stakes and payouts."""

    __slots__ = ("_record", "_payouts", "total_staked")

    def __init__(self, record: dict[str, Any], payouts: dict[str, int]) -> None:
        self._record, self._payouts = record, payouts
        self.total_staked: int = record["total_staked"]

    def record(self) -> dict[str, Any]:
        return self._record

    def stakes(self) -> dict[str, int]:
        return dict(self._record["stakes"])

    def payouts(self) -> dict[str, int]:
        return dict(self._payouts)


def _count(value: Any) -> bool:
    return type(value) is int and value > 0


def redeal(record: Mapping[str, Any], seed: bytes) -> Redealt | None:
    """The round of ``record`` dealt again from ``seed`` as the game's replay deals it, or
    ``None`` when the record is not one DRAW of a valid round (the game's replay judges it)."""
    stakes, config, decisions = record.get("stakes", {}), record.get("config", {}), record.get("decisions", [])
    if type(stakes) is not dict or type(config) is not dict or type(decisions) is not list \
            or len(decisions) != 1 or type(decisions[0]) is not dict:
        return None
    decision = decisions[0]
    params = decision.get("params", {})
    if decision.get("action") != "draw" or type(params) is not dict or not set(params) <= {"holds"}:
        return None
    holds = params.get("holds", [])
    if type(holds) is not list or any(type(p) is not int or p not in _POSITIONS for p in holds) \
            or len(set(holds)) != len(holds):
        return None
    cfg = {**DEFAULT_CONFIG, **config}
    name, value, hands = cfg["paytable"], cfg["value"], cfg["hands"]
    if type(name) is not str or name not in PAYTABLES or not _count(value) or not _count(hands) \
            or hands > MAX_HANDS or any(type(v) is not int for v in stakes.values()):
        return None
    initial = {k: v for k, v in stakes.items() if v}
    if initial != {"bet": value * hands}:
        return None
    paytable = PAYTABLES[name]
    dealt = round_deck(seed).cards[:5]
    held = sorted(set(holds))
    drawn = [p for p in _POSITIONS if p not in held]
    results: list[dict[str, Any]] = []
    shown: list[dict[str, Any]] = []
    payouts: dict[str, int] = {}
    paid_in_all = 0
    gone = {card.id for card in dealt}
    unseen = [card for card in FULL_DECK if card.id not in gone]
    for i in range(hands):
        to = f"hand-{i}"
        cards = list(dealt)
        for pos, card in zip(drawn, round_deck_top(seed, to, unseen, len(drawn)), strict=True):
            cards[pos] = card
        line = classify(paytable, cards)
        paid = value * line.pays if line else 0
        line_name = line.name if line else ""
        outcome = Outcome.LOSE if paid == 0 else Outcome.PUSH if paid == value else Outcome.WIN
        results.append({"spot": to, "stake": value, "paid": paid, "outcome": str(outcome),
                        "line": line_name})
        shown.append({"cards": format_cards(cards), "line": line_name, "paid": paid})
        payouts[to] = payouts.get(to, 0) + paid
        paid_in_all += paid
    redone = {
        "game": GAME,
        "config": {"paytable": name, "value": value, "hands": hands},
        "stakes": initial,
        "decisions": [{"action": "draw", "params": {"holds": list(holds)}} if params
                      else {"action": "draw"}],
        "results": results,
        "total_staked": value * hands,
        "total_paid": paid_in_all,
        "dealt": format_cards(dealt),
        "held": held,
        "hands": shown,
    }
    return Redealt(redone, payouts)
