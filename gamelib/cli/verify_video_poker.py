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

import hashlib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from json.encoder import encode_basestring_ascii as _text
from typing import Any

import numpy as np

from gamelib.cards import FULL_DECK, format_cards, round_deck, round_deck_top, stream_number
from gamelib.deck_orders import shuffled_decks
from gamelib.events import Outcome
from gamelib.games.video_poker import DEFINITION
from gamelib.games.video_poker.paytables import PAYTABLES, PayTable, classify, classify_batch
from gamelib.games.video_poker.rules import DEFAULT_CONFIG, MAX_HANDS
from gamelib.round_opening import opening_note

GAME = DEFINITION.game_id
_NAMES = [str(card) for card in FULL_DECK]
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
    draw = _draw_of(record)
    if draw is None:
        return None
    name, value, hands, holds, with_params = draw
    paytable = PAYTABLES[name]
    dealt = round_deck(seed).cards[:5]
    held = sorted(set(holds))
    drawn = [p for p in _POSITIONS if p not in held]
    gone = {card.id for card in dealt}
    unseen = [card for card in FULL_DECK if card.id not in gone]
    shown: list[tuple[str, str, int]] = []
    for i in range(hands):
        cards = list(dealt)
        for pos, card in zip(drawn, round_deck_top(seed, f"hand-{i}", unseen, len(drawn)), strict=True):
            cards[pos] = card
        line = classify(paytable, cards)
        shown.append((format_cards(cards), line.name if line else "", value * line.pays if line else 0))
    return Redealt(*_redone(name, value, holds, with_params, format_cards(dealt), shown))


Draw = tuple[str, int, int, list[int], bool]


def _draw_of(record: Mapping[str, Any]) -> Draw | None:
    """(pay table, coin value, hands, holds, whether the draw named its holds) of a record
    of one DRAW of a valid round, else ``None``."""
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
    return name, value, hands, holds, bool(params)


def _redone(name: str, value: int, holds: list[int], with_params: bool, dealt: str,
            shown: list[tuple[str, str, int]]) -> tuple[dict[str, Any], dict[str, int]]:
    """The record and payouts of a round dealt again: ``shown`` each hand's cards, line
    and payout in order."""
    results: list[dict[str, Any]] = []
    hands: list[dict[str, Any]] = []
    payouts: dict[str, int] = {}
    for i, (cards, line, paid) in enumerate(shown):
        to = f"hand-{i}"
        outcome = Outcome.LOSE if paid == 0 else Outcome.PUSH if paid == value else Outcome.WIN
        results.append({"spot": to, "stake": value, "paid": paid, "outcome": str(outcome), "line": line})
        hands.append({"cards": cards, "line": line, "paid": paid})
        payouts[to] = paid
    record = {
        "game": GAME,
        "config": {"paytable": name, "value": value, "hands": len(shown)},
        "stakes": {"bet": value * len(shown)},
        "decisions": [{"action": "draw", "params": {"holds": list(holds)}} if with_params
                      else {"action": "draw"}],
        "results": results,
        "total_staked": value * len(shown),
        "total_paid": sum(payouts.values()),
        "dealt": dealt,
        "held": sorted(set(holds)),
        "hands": hands,
    }
    return record, payouts


# --- a batch of stored rounds at once ------------------------------------------------------------
#
# ``verify --all`` on a million rounds: redeal's per-round Python (each hand's deck, its cards,
# its line, the record rebuilt, the stored record decoded) was most of its time. So a batch
# of stored rounds is judged at once: every deck of the batch shuffled together, each hand's
# cards and line found for all hands together (numpy), and each round's record written as
# the save writes it and compared with the stored text as it is. A round passes here only
# when everything verify_round compares is exactly as a played round stores it: the seed and
# its commitment, the journaled settings, the stored record (as text: equal text, equal
# record) and its ledger rows (the stake, one payout a paying hand, no other row). Anything
# else is left to verify_round, which words the problem: this only says yes sooner. The
# record is written by :func:`_stored_text` (as ``json.dumps(_redone(...), sort_keys=True)``
# writes it, a tenth of the time; tests compare the two), its holds read from the stored
# text, which is not decoded: a text that does not have the one form is left to verify_round.

#: The stored record's one draw: {"action":"draw"}, or with its holds (card positions).
_DRAW = re.compile(r'"decisions":\[\{"action":"draw"(,"params":\{"holds":\[([0-4](?:,[0-4]){0,4})?\]\})?\}\]')

@dataclass(frozen=True, slots=True)
class _Stored:
    """A stored round read for the batch: where it is in the batch, its seed and settings,
    its holds as its record says them and whether the draw named them."""

    at: int
    seed: bytes
    name: str
    value: int
    hands: int
    holds: list[int]
    with_params: bool


def stored_as_dealt(batch: Sequence[Mapping[str, Any]]) -> list[bool]:
    """For each settled round of ``batch`` (as ``verify.settled_batches`` reads it stored:
    ``record`` the stored JSON text, ``rows`` its ledger rows as (kind, amount, spot, note)),
    whether it is a video-poker round stored exactly as :func:`redeal` deals it again, with
    the ledger rows a played round has; ``False``: left to ``verify_round``."""
    stored = [s for at, detail in enumerate(batch) if (s := _stored(at, detail)) is not None]
    passed = [False] * len(batch)
    if not stored:
        return passed
    dealt, whole = shuffled_decks(52, [stream_number(s.seed, "deck") for s in stored])
    dealt = dealt[:, :5]
    counts = np.array([s.hands for s in stored])
    owner = np.repeat(np.arange(len(stored)), counts)
    draws, drawn_whole = shuffled_decks(47, [stream_number(s.seed, f"hand-{i}")
                                             for s in stored for i in range(s.hands)])
    whole &= np.logical_and.reduceat(drawn_whole, np.cumsum(counts) - counts)
    cards = _hands(dealt, draws[:, :5], stored, owner)
    lines = np.zeros(len(owner), dtype=np.int16)
    names = np.array([s.name for s in stored])[owner]
    for name in set(names.tolist()):
        rows = np.flatnonzero(names == name)
        lines[rows] = classify_batch(PAYTABLES[name], cards[rows])
    first = 0
    for s, dealt_ids, ok in zip(stored, dealt.tolist(), whole.tolist(), strict=True):
        ids, found = cards[first:first + s.hands].tolist(), lines[first:first + s.hands].tolist()
        first += s.hands
        if ok:
            passed[s.at] = _as_stored(batch[s.at], s, dealt_ids, ids, found)
    return passed


def _stored(at: int, detail: Mapping[str, Any]) -> _Stored | None:
    """A stored round the batch can judge, or ``None`` (left to ``verify_round``)."""
    config, text = detail["config"], detail["record"]
    if detail["game"] != GAME or type(text) is not str or type(config) is not dict \
            or config.keys() != {"hands", "paytable", "value"}:
        return None
    name, value, hands = config["paytable"], config["value"], config["hands"]
    if type(name) is not str or name not in PAYTABLES or not _count(value) or not _count(hands) \
            or hands > MAX_HANDS:
        return None
    draw = _DRAW.search(text)
    if draw is None:
        return None
    holds = [int(p) for p in draw.group(2).split(",")] if draw.group(2) else []
    try:
        seed = bytes.fromhex(str(detail["seed"] or ""))
    except ValueError:
        return None
    if len(set(holds)) != len(holds) or not seed \
            or hashlib.sha256(seed).hexdigest() != detail["seed_hash"]:
        return None
    return _Stored(at, seed, name, value, hands, holds, draw.group(1) is not None)


def _hands(dealt: np.ndarray, tops: np.ndarray, stored: list[_Stored], owner: np.ndarray) -> np.ndarray:
    """Every hand's five card ids: the dealt cards held, the others from its own deck's top
    (a deck of the 47 cards not dealt, in id order: a position there is an id past the dealt
    ones below it)."""
    drawn = tops.astype(np.int16)
    low = np.sort(dealt, axis=1)[owner]
    for k in range(5):
        drawn += drawn >= low[:, k:k + 1]
    held = np.zeros((len(stored), 5), dtype=bool)
    for row, s in enumerate(stored):
        held[row, s.holds] = True
    taken = np.cumsum(~held, axis=1) - ~held  # a drawn position's place among the drawn
    return np.where(held[owner], dealt[owner], np.take_along_axis(drawn, taken[owner], axis=1))


def _as_stored(detail: Mapping[str, Any], s: _Stored, dealt: list[int], hands: list[list[int]],
               lines: list[int]) -> bool:
    """Whether the round's stored record and ledger rows are exactly the dealt-again ones."""
    paytable = PAYTABLES[s.name]
    shown = [(" ".join([_NAMES[c] for c in cards]), *_line(paytable, line, s.value))
             for cards, line in zip(hands, lines, strict=True)]
    if _stored_text(s.name, s.value, s.holds, s.with_params, " ".join([_NAMES[c] for c in dealt]),
                    shown) != detail["record"]:
        return False
    rows = detail["rows"]
    paid = [("payout", amount, f"hand-{i}", None) for i, (_, _, amount) in enumerate(shown) if amount]
    return (len(rows) == 1 + len(paid) and rows[1:] == paid
            and rows[0][:3] == ("bet", -s.value * s.hands, "bet")
            and rows[0][3] in (None, opening_note(str(detail["seed_hash"]))))


def _stored_text(name: str, value: int, holds: list[int], with_params: bool, dealt: str,
                 shown: list[tuple[str, str, int]]) -> str:
    """The JSON text the save stores for the record :func:`_redone` makes of the same
    arguments (keys sorted, no spaces, ASCII)."""
    staked = value * len(shown)
    draw = ('{"action":"draw","params":{"holds":[' + ",".join(map(str, holds)) + "]}}"
            if with_params else '{"action":"draw"}')
    hands, results = [], []
    for i, (cards, line, paid) in enumerate(shown):
        said = _text(line)
        outcome = "lose" if paid == 0 else "push" if paid == value else "win"
        hands.append(f'{{"cards":{_text(cards)},"line":{said},"paid":{paid}}}')
        results.append(f'{{"line":{said},"outcome":"{outcome}","paid":{paid},"spot":"hand-{i}",'
                       f'"stake":{value}}}')
    return (f'{{"config":{{"hands":{len(shown)},"paytable":{_text(name)},"value":{value}}},'
            f'"dealt":{_text(dealt)},"decisions":[{draw}],"game":"{GAME}",'
            f'"hands":[{",".join(hands)}],"held":[{",".join(map(str, sorted(set(holds))))}],'
            f'"results":[{",".join(results)}],"stakes":{{"bet":{staked}}},'
            f'"total_paid":{sum(paid for _, _, paid in shown)},"total_staked":{staked}}}')


def _line(paytable: PayTable, index: int, value: int) -> tuple[str, int]:
    if index >= len(paytable.lines):
        return "", 0
    line = paytable.lines[index]
    return line.name, value * line.pays
