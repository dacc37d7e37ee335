"""Poker Hand History (PHH): the open TOML format for a hand, read and written here.

A No-Limit Texas Hold'em hand (``variant = "NT"``) lists its players from the first
seat left of the button (``p1``) to the button (``pn``); heads-up, ``p1`` is the big
blind and ``p2`` the button posting the small blind. Actions are strings:
``d dh p1 AcKs`` (hole cards, ``????`` when unknown), ``d db 7h8d9c`` (board),
``p2 cbr 60`` (bet or raise *to* 60), ``p1 cc`` (check or call), ``p3 f`` (fold),
``p1 sm AcKs`` (show) and ``p1 sm`` (muck).

:func:`replay` plays a PHH hand through :class:`~gamelib.games.twister.engine.NoLimitHand`;
:func:`export_hand` writes one the engine played. Reading uses ``tomllib``; writing is
by hand (the format needs only strings, integers, booleans and arrays). Keys starting
with an underscore are the user's own and are ignored.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping, Sequence
from typing import Any

from gamelib.cards import Card
from gamelib.errors import CardParseError, FeltsideError, IllegalActionError
from gamelib.games.twister.engine import NoLimitHand, Phase
from gamelib.games.twister.operations import (
    BetPlaced,
    BoardDealt,
    Called,
    Checked,
    Folded,
    HandMucked,
    HandShown,
    HoleDealt,
)


class PHHError(FeltsideError, ValueError):
    """A PHH hand that is malformed or breaks the rules."""


# the fields a replay needs; every other standard field (players, seats, event, time …) is
# accepted and ignored, as are user-defined keys starting with an underscore
REQUIRED = ("variant", "starting_stacks", "actions")


# --- reading --------------------------------------------------------------------------------

def loads(text: str) -> dict[str, Any]:
    """Parse PHH text into its fields (user-defined ``_keys`` dropped)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PHHError(f"The file is not valid TOML: {exc}.") from exc
    return {k: v for k, v in data.items() if not k.startswith("_")}


def _int_list(data: Mapping[str, Any], key: str, n: int, default: int | None = None) -> list[int]:
    value = data.get(key)
    if value is None:
        if default is None:
            raise PHHError(f"The hand has no '{key}'.")
        return [default] * n
    if isinstance(value, int) and not isinstance(value, bool):
        return [value] * n
    if (not isinstance(value, list) or len(value) != n
            or any(not isinstance(v, int) or isinstance(v, bool) for v in value)):
        raise PHHError(f"'{key}' must list {n} whole numbers, one per player.")
    return list(value)


def _cards(text: str) -> list[Card | None]:
    """``AcKs`` or ``??Ks`` (two characters a card) into cards, None for unknown."""
    if len(text) % 2:
        raise PHHError(f"'{text}' is not a list of cards.")
    out: list[Card | None] = []
    for i in range(0, len(text), 2):
        chunk = text[i:i + 2]
        if chunk == "??":
            out.append(None)
            continue
        try:
            out.append(Card.parse(chunk))
        except CardParseError as exc:
            raise PHHError(f"'{chunk}' is not a card.") from exc
    return out


def _player(token: str, n: int) -> int:
    if len(token) < 2 or token[0] != "p" or not token[1:].isdigit() or not 1 <= int(token[1:]) <= n:
        raise PHHError(f"'{token}' is not a player of this hand (p1 to p{n}).")
    return int(token[1:]) - 1


def new_hand(data: Mapping[str, Any]) -> NoLimitHand:
    """The engine hand described by a PHH header (before its actions)."""
    for key in REQUIRED:
        if key not in data:
            raise PHHError(f"The hand has no '{key}'.")
    if data["variant"] != "NT":
        raise PHHError(f"Only No-Limit Texas Hold'em (variant \"NT\") can be replayed, "
                       f"not \"{data['variant']}\".")
    stacks = data["starting_stacks"]
    if not isinstance(stacks, list) or len(stacks) < 2:
        raise PHHError("'starting_stacks' must list at least two players.")
    n = len(stacks)
    stacks = _int_list(data, "starting_stacks", n)
    antes = _int_list(data, "antes", n, default=0)
    blinds = _int_list(data, "blinds_or_straddles", n, default=0)
    if any(blinds[2:]):
        raise PHHError("Straddles are not supported; only a small and a big blind.")
    if any(s <= 0 for s in stacks):
        raise PHHError("Every starting stack must be positive.")
    if blinds[1] <= 0:
        raise PHHError("The hand needs a big blind.")
    min_bet = data.get("min_bet", blinds[1])
    if not isinstance(min_bet, int) or isinstance(min_bet, bool) or min_bet <= 0:
        raise PHHError("'min_bet' must be a positive whole number.")
    try:
        return NoLimitHand(stacks, button=n - 1, small_blind=blinds[0], big_blind=blinds[1],
                           antes=antes, min_bet=min_bet)
    except IllegalActionError as exc:
        raise PHHError(str(exc)) from exc


def apply_action(hand: NoLimitHand, text: str) -> None:
    """Play one PHH action string on ``hand``."""
    line = text.split("#", 1)[0].strip()
    parts = line.split()
    n = hand.seats
    if not parts:
        raise PHHError("An action is empty.")
    if parts[0] == "d":
        if len(parts) >= 3 and parts[1] == "dh":
            if len(parts) != 4:
                raise PHHError(f"'{text}': deal hole cards as 'd dh p1 AcKs'.")
            hand.deal_hole(_player(parts[2], n), _cards(parts[3]))
        elif len(parts) == 3 and parts[1] == "db":
            board = _cards(parts[2])
            if any(c is None for c in board):
                raise PHHError(f"'{text}': board cards must be known.")
            hand.deal_board([c for c in board if c is not None])
        else:
            raise PHHError(f"'{text}' is not a dealing action (d dh … or d db …).")
        return
    seat = _player(parts[0], n)
    verb, args = (parts[1] if len(parts) > 1 else ""), parts[2:]
    if verb in ("f", "cc", "cbr") and hand.actor != seat:
        who = "nobody" if hand.actor is None else f"p{hand.actor + 1}"
        raise PHHError(f"'{text}': it is {who}'s turn to act, not {parts[0]}'s.")
    if verb == "f" and not args:
        hand.fold()
    elif verb == "cc" and not args:
        hand.check_or_call()
    elif verb == "cbr" and len(args) == 1 and args[0].isdigit():
        hand.bet_or_raise_to(int(args[0]))
    elif verb == "sm" and len(args) <= 1:
        if not args or args[0] == "-":
            hand.muck(seat)
        else:
            shown = _cards(args[0])
            if len(shown) != 2:
                raise PHHError(f"'{text}': a player shows exactly two hole cards.")
            if all(c is None for c in shown):
                hand.muck(seat)
            elif any(c is None for c in shown):
                raise PHHError(f"'{text}': shown cards must be known.")
            else:
                hand.show(seat, [c for c in shown if c is not None])
    else:
        _bad(text)


def _bad(text: str) -> None:
    raise PHHError(f"'{text}' is not a No-Limit Hold'em action (f, cc, cbr N, sm).")


def replay(data: Mapping[str, Any]) -> NoLimitHand:
    """Replay a whole PHH hand; the returned hand is over (its ``stacks`` are final)."""
    hand = new_hand(data)
    actions = data["actions"]
    if not isinstance(actions, list) or any(not isinstance(a, str) for a in actions):
        raise PHHError("'actions' must be a list of strings.")
    for number, action in enumerate(actions, start=1):
        try:
            apply_action(hand, action)
        except PHHError as exc:
            raise PHHError(f"Action {number}: {exc}") from exc
        except IllegalActionError as exc:
            raise PHHError(f"Action {number} ('{action}') is illegal: {exc}") from exc
    if hand.phase == Phase.SHOWDOWN:
        try:
            hand.finish_showdown()
        except IllegalActionError as exc:
            raise PHHError(str(exc)) from exc
    if not hand.is_over:
        missing = {Phase.HOLE: "hole cards", Phase.BOARD: "board cards",
                   Phase.BETTING: "actions"}.get(hand.phase, "actions")
        raise PHHError(f"The hand stops before its end: {missing} are missing.")
    return hand


def replay_text(text: str) -> NoLimitHand:
    return replay(loads(text))


# --- writing ------------------------------------------------------------------------------

def phh_order(hand: NoLimitHand) -> list[int]:
    """Engine seats in PHH player order: p1 left of the button … pn the button."""
    return [(hand.button + k) % hand.seats for k in range(1, hand.seats + 1)]


def _card_text(cards: Sequence[Card | None]) -> str:
    return "".join("??" if c is None else str(c) for c in cards)


def hand_actions(hand: NoLimitHand, hidden: Sequence[int] = ()) -> list[str]:
    """The PHH action strings of a hand; hole cards of seats in ``hidden`` written as ``????``
    unless shown down."""
    p = {seat: k + 1 for k, seat in enumerate(phh_order(hand))}
    shown = {op.seat for op in hand.operations if isinstance(op, HandShown)}
    out: list[str] = []
    for op in hand.operations:
        if isinstance(op, HoleDealt):
            cards = op.cards if op.seat not in hidden or op.seat in shown else (None, None)
            out.append(f"d dh p{p[op.seat]} {_card_text(cards)}")
        elif isinstance(op, BoardDealt):
            out.append(f"d db {_card_text(op.cards)}")
        elif isinstance(op, Folded):
            out.append(f"p{p[op.seat]} f")
        elif isinstance(op, Checked | Called):
            out.append(f"p{p[op.seat]} cc")
        elif isinstance(op, BetPlaced):
            out.append(f"p{p[op.seat]} cbr {op.to}")
        elif isinstance(op, HandShown):
            out.append(f"p{p[op.seat]} sm {_card_text(op.cards)}")
        elif isinstance(op, HandMucked):
            out.append(f"p{p[op.seat]} sm")
    return out


def export_hand(hand: NoLimitHand, names: Sequence[str] | None = None,
                hidden: Sequence[int] = (), extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The PHH fields of a hand the engine played (``names`` in engine seat order)."""
    order = phh_order(hand)
    blinds = [0] * hand.seats
    if hand.seats == 2:
        blinds = [hand.small_blind, hand.big_blind]
    else:
        blinds[0], blinds[1] = hand.small_blind, hand.big_blind
    data: dict[str, Any] = {
        "variant": "NT",
        "ante_trimming_status": True,
        "antes": [hand.antes[s] for s in order],
        "blinds_or_straddles": blinds,
        "min_bet": hand.min_bet,
        "starting_stacks": [hand.starting_stacks[s] for s in order],
        "actions": hand_actions(hand, hidden),
    }
    if names is not None:
        data["players"] = [str(names[s]) for s in order]
    if hand.is_over:
        data["finishing_stacks"] = [hand.stacks[s] for s in order]
    for key, value in (extra or {}).items():
        data[key] = value
    return data


def _toml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list | tuple):
        return "[" + ", ".join(_toml_value(v) for v in value) + "]"
    raise PHHError(f"A PHH field cannot hold {type(value).__name__}.")


def dumps(data: Mapping[str, Any]) -> str:
    """TOML text of PHH fields (one ``key = value`` a line; actions one a line)."""
    lines = []
    for key, value in data.items():
        if not key.replace("_", "").isalnum():
            raise PHHError(f"'{key}' is not a valid PHH field name.")
        if key == "actions":
            body = "".join(f"  {_toml_value(a)},\n" for a in value)
            lines.append(f"actions = [\n{body}]")
        else:
            lines.append(f"{key} = {_toml_value(value)}")
    return "\n".join(lines) + "\n"


def final_stacks(data: Mapping[str, Any]) -> list[int]:
    """The stacks after replaying a PHH hand, in player order (p1 … pn)."""
    hand = replay(data)
    return list(hand.stacks)
