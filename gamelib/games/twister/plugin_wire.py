"""The plug-in protocol's messages: a seat view and a hand's history as JSON, and back.

A plug-in seat runs in its own process (:mod:`gamelib.games.twister.plugins`) and is
sent only what :func:`view_message` writes: the public facts of the hand and its own
two cards, as one JSON object per line. :func:`view_from_json` rebuilds the frozen
:class:`~gamelib.games.twister.view.SeatView` a Python plug-in's ``decide`` expects.
The format is documented in ``PLUGINS.md`` (protocol 1).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from gamelib.cards import Card
from gamelib.games.twister.rules import Options
from gamelib.games.twister.view import PublicAction, SeatView

PROTOCOL = 1
HOST_FAILURE = "plug-in: "  # how plugin_host starts the stderr line saying why it stopped

_OPTION_FIELDS = ("seat", "stack", "to_call", "can_fold", "can_check", "can_call", "can_bet",
                  "can_raise", "min_to", "max_to")


def card_text(card: Card) -> str:
    return card.rank_char + card.suit_char


def action_json(a: PublicAction) -> dict[str, Any]:
    return {"street": a.street, "seat": a.seat, "kind": a.kind, "to": a.to, "all_in": a.all_in}


def view_json(view: SeatView) -> dict[str, Any]:
    """Everything the seat may know, as plain JSON values."""
    opts = view.options
    options: dict[str, Any] = {name: getattr(opts, name) for name in _OPTION_FIELDS}
    options["kinds"] = list(opts.kinds)
    return {
        "seat": view.seat, "seats": view.seats, "button": view.button,
        "hole": [card_text(c) for c in view.hole], "board": [card_text(c) for c in view.board],
        "street": view.street, "stacks": list(view.stacks), "bets": list(view.bets),
        "committed": list(view.committed), "folded": list(view.folded), "pot": view.pot,
        "small_blind": view.small_blind, "big_blind": view.big_blind, "options": options,
        "history": [action_json(a) for a in view.history], "hand_id": view.hand_id,
        "players": list(view.players),
    }


def line(message: dict[str, Any]) -> bytes:
    """One protocol line: compact JSON and a newline."""
    return (json.dumps(message, separators=(",", ":")) + "\n").encode("utf-8")


def view_message(bot: int, view: SeatView) -> bytes:
    return line({"type": "decide", "bot": bot, "view": view_json(view)})


def hand_over_message(bot: int, hand_id: int, history: Sequence[PublicAction],
                      players: Sequence[int]) -> bytes:
    return line({"type": "hand_over", "bot": bot, "hand_id": hand_id,
                 "history": [action_json(a) for a in history], "players": list(players)})


def history_from_json(items: Sequence[dict[str, Any]]) -> tuple[PublicAction, ...]:
    return tuple(PublicAction(int(a["street"]), int(a["seat"]), str(a["kind"]), int(a["to"]),
                              bool(a["all_in"])) for a in items)


def view_from_json(data: dict[str, Any]) -> SeatView:
    """The frozen seat view a Python plug-in is given, rebuilt from its JSON."""
    o = data["options"]
    options = Options(**{name: o[name] for name in _OPTION_FIELDS})
    return SeatView(
        seat=data["seat"], seats=data["seats"], button=data["button"],
        hole=tuple(Card.parse(c) for c in data["hole"]),
        board=tuple(Card.parse(c) for c in data["board"]), street=data["street"],
        stacks=tuple(data["stacks"]), bets=tuple(data["bets"]),
        committed=tuple(data["committed"]), folded=tuple(data["folded"]), pot=data["pot"],
        small_blind=data["small_blind"], big_blind=data["big_blind"], options=options,
        history=history_from_json(data["history"]), hand_id=data["hand_id"],
        players=tuple(data["players"]))


def decision_from_json(text: str) -> tuple[str, int | None]:
    """A decision line ``{"action": "raise", "amount": 120}``; ValueError when it is not one."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise ValueError(f"the line {text.strip()[:60]!r} is not JSON") from exc
    if not isinstance(data, dict) or not isinstance(data.get("action"), str):
        raise ValueError(f"the line {text.strip()[:60]!r} has no \"action\"")
    amount = data.get("amount")
    if amount is not None and (not isinstance(amount, int) or isinstance(amount, bool)):
        raise ValueError(f"the amount {amount!r} is not a whole number of chips")
    return data["action"], amount
