"""A Twister tournament's recorded hands: read from the settled record
(``Tournament.settle_record()``) for the round detail page (the finishing places with
prizes, each hand as one list row), and written out as PHH files for the player.

A hand is replayed from its PHH record (:func:`gamelib.games.twister.phh.replay`);
opponents' hole cards never leave here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamelib.games.twister.operations import PotAwarded
from gamelib.games.twister.phh import dumps, export_hand, replay
from gamelib.games.twister.table import TwisterTable
from gamelib.games.twister.wheel import payouts


@dataclass(frozen=True, slots=True)
class HandRow:
    """One hand as the list shows it (card ids, chips; ``hole`` is None when the player was out)."""

    number: int
    blinds: tuple[int, int]
    hole: tuple[int, ...] | None
    board: tuple[int, ...]
    winners: tuple[tuple[str, int], ...]  # (name, chips won), biggest share first
    hand: str  # the winning hand's name ("" when everybody else folded)
    pot: int


def is_tournament_record(record: Any) -> bool:
    """A settled Twister record (a voided or running tournament has none)."""
    return isinstance(record, Mapping) and isinstance(record.get("hands"), list) \
        and isinstance(record.get("seating"), list)


def player_name(record: Mapping[str, Any]) -> str:
    """The player's name as seated (the hands name players by it)."""
    seat = record.get("player_seat")
    seating = record.get("seating") or []
    return str(seating[seat]) if isinstance(seat, int) and 0 <= seat < len(seating) else ""


def finishing_places(record: Mapping[str, Any]) -> list[tuple[int, str, int, bool]]:
    """(place, name, prize in cents, is the player) for every entrant, best place first."""
    seating = [str(n) for n in record.get("seating", [])]
    prizes = payouts(int(record.get("pool", 0)))
    mine = record.get("player_seat")
    rows = []
    for seat_text, place in dict(record.get("places", {})).items():
        seat, place = int(seat_text), int(place)
        if 0 <= seat < len(seating):
            prize = prizes[place - 1] if 1 <= place <= len(prizes) else 0
            rows.append((place, seating[seat], prize, seat == mine))
    return sorted(rows)


@dataclass(frozen=True, slots=True)
class CancelledShare:
    """What one entrant got when a tournament was cancelled: ``place`` when already out (0
    while still in), ``refund`` the buy-in back (still in only), ``cents`` in all."""

    name: str
    is_player: bool
    place: int
    cents: int
    refund: int


def cancelled_shares(names: Sequence[str], player_seat: int | None, places: Mapping[int, int],
                     paid: Mapping[int, int], buy_in: int) -> list[CancelledShare]:
    """Every entrant's share of a cancellation, those still in first (biggest share first),
    then the ones already out by place."""
    rows = [CancelledShare(str(name), seat == player_seat, int(places.get(seat, 0)), int(paid.get(seat, 0)),
                           0 if seat in places else buy_in)
            for seat, name in enumerate(names)]
    return sorted(rows, key=lambda r: (r.place, -r.cents))


def record_cancelled_shares(record: Mapping[str, Any]) -> list[CancelledShare]:
    """The shares of a cancelled tournament's settled record (empty when it was played out)."""
    paid = record.get("cancellation")
    if not record.get("cancelled") or not isinstance(paid, Mapping):
        return []
    seat = record.get("player_seat")
    return cancelled_shares([str(n) for n in record.get("seating", [])], seat if isinstance(seat, int) else None,
                            {int(k): int(v) for k, v in dict(record.get("places", {})).items()},
                            {int(k): int(v) for k, v in paid.items()}, int(record.get("buy_in", 0)))


def hand_row(data: Mapping[str, Any], you: str) -> HandRow:
    """Replay one recorded hand into its list row (raises PHHError when it cannot be replayed)."""
    hand = replay(data)
    names = [str(n) for n in data.get("players", [])] or [f"p{k + 1}" for k in range(hand.seats)]
    hole = next((tuple(c.id for c in hand.hole[k] if c is not None)
                 for k, name in enumerate(names) if name == you), None)
    won: dict[str, int] = {}
    best = ""
    pot = 0
    for op in hand.operations:
        if isinstance(op, PotAwarded):
            pot += op.amount
            best = best or op.hand_name
            for seat, chips in op.shares:
                won[names[seat]] = won.get(names[seat], 0) + chips
    blinds = data.get("blinds_or_straddles") or [0, 0]
    return HandRow(number=int(data.get("hand", 0)), blinds=(int(blinds[0]), int(blinds[1])), hole=hole,
                   board=tuple(c.id for c in hand.board),
                   winners=tuple(sorted(won.items(), key=lambda kv: -kv[1])), hand=best, pot=pot)


def export_tournament(table: TwisterTable, folder: Path, player_name: str) -> Path:
    """Write every hand of a tournament as ``hand-N.phh`` (opponents' unshown cards hidden)."""
    out = folder / f"twister-{table.t.tournament_id}"
    out.mkdir(parents=True, exist_ok=True)
    for record in table.t.history:
        hand = replay(record)
        names = [str(n) for n in record.get("players", [])]
        hidden = [k for k, n in enumerate(names) if n != player_name]
        extra = {k: v for k, v in record.items() if k in ("hand", "seats")}
        data = export_hand(hand, names=names, hidden=hidden, extra=extra)
        (out / f"hand-{record.get('hand', 0)}.phh").write_text(dumps(data), encoding="utf-8")
    return out
