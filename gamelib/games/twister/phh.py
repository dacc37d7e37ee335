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

Input is bounded before it is parsed (a hand is a few kilobytes): :func:`read_file` takes
only a regular file of at most :data:`MAX_BYTES`, refused by ``stat`` before it is opened
(a FIFO or ``/dev/zero`` is never read); :func:`loads` checks the size, the nesting of
arrays and tables and the dots in a key (``tomllib`` is quadratic in them) before
``tomllib`` sees the text; numbers have at most :data:`MAX_DIGITS` digits and a hand at
most :data:`MAX_PLAYERS` players. An error quotes at most :data:`QUOTE_CHARS` characters
of the input.
"""

from __future__ import annotations

import json
import os
import re
import stat
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path
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


#: the largest PHH file read (a hand is a few kilobytes)
MAX_BYTES = 1_000_000
#: arrays and tables inside one another, and dotted parts of one key (``a.b.c``), at most
MAX_NESTING = 16
#: digits in a number of chips (15 digits are more chips than any table holds)
MAX_DIGITS = 15
#: values (items, keys, brackets) and lines in a hand: a hand has a few hundred
MAX_VALUES = 20_000
#: players in a hand: 23 players' hole cards and a board fill a deck
MAX_PLAYERS = 23
#: characters of bad input quoted in an error
QUOTE_CHARS = 80
_TOO_MANY_CHIPS = 10 ** MAX_DIGITS


def quote(value: object) -> str:
    """``'text'`` of bad input for an error, at most :data:`QUOTE_CHARS` characters."""
    text = value if isinstance(value, str) else repr(value)
    if len(text) > QUOTE_CHARS:
        text = text[:QUOTE_CHARS - 1] + "…"
    return f"'{text}'"


# --- reading --------------------------------------------------------------------------------

_NOT_REGULAR = "is not a regular file (a pipe or a device); give a .phh file saved on disk"


def read_file(path: Path) -> str:
    """The text of a PHH file: a regular UTF-8 file of at most :data:`MAX_BYTES`.

    Anything else (a folder, a FIFO, a device such as ``/dev/zero``) is refused by its
    ``stat`` before it is opened, so nothing blocks and nothing large is read.
    """
    try:
        info = path.stat()
    except FileNotFoundError as exc:
        raise PHHError(f"{path}: no such file.") from exc
    except OSError as exc:
        raise PHHError(f"Cannot read {path}: {exc.strerror or exc.__class__.__name__}.") from exc
    if stat.S_ISDIR(info.st_mode):
        raise PHHError(f"{path} is a folder, not a PHH file.")
    if not stat.S_ISREG(info.st_mode):
        raise PHHError(f"{path} {_NOT_REGULAR}.")
    if info.st_size > MAX_BYTES:
        raise PHHError(f"{path.name} is too large for a PHH hand "
                       f"({info.st_size:,} bytes; at most {MAX_BYTES:,}).")
    try:
        data = _read_regular(path)
    except OSError as exc:
        raise PHHError(f"Cannot read {path}: {exc.strerror or exc.__class__.__name__}.") from exc
    if len(data) > MAX_BYTES:  # it grew after the stat
        raise PHHError(f"{path.name} is too large for a PHH hand (at most {MAX_BYTES:,} bytes).")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise PHHError(f"{path.name}: not a PHH file (PHH is UTF-8 TOML text).") from exc


def _read_regular(path: Path) -> bytes:
    """At most ``MAX_BYTES + 1`` bytes, opened without blocking and checked again by
    ``fstat`` (the path may have been swapped for a pipe since the ``stat``)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as file:
        if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
            raise PHHError(f"{path} {_NOT_REGULAR}.")
        return file.read(MAX_BYTES + 1)


# TOML's pieces that matter for its shape: strings and comments are skipped whole, runs of
# brackets and runs of everything else are read with string methods (no loop per character)
_STRING_END = {'"""': re.compile(r'[^"\\]*+(?:(?:\\.|"(?!""))[^"\\]*+)*+"""', re.S),
               "'''": re.compile(r"[^']*+(?:'(?!'')[^']*+)*+'''"),
               '"': re.compile(r'[^"\\\n]*+(?:\\.[^"\\\n]*+)*+"'),
               "'": re.compile(r"[^'\n]*'")}
_PIECE = re.compile(r"""\"\"\"|'''|"|'|#[^\n]*|[\[\]{}]+|[^"'#\[\]{}]+""")
_KEY_END = re.compile(r"[=,\n]")
_LONG_NUMBER = re.compile(rf"(?<![\w])[0-9](?:_?[0-9]){{{MAX_DIGITS},}}")


class _Shape:
    """What :func:`check_shape` counts while it reads the pieces."""

    def __init__(self) -> None:
        self.depth = self.dots = self.values = self.pieces = 0

    def count(self, values: int) -> None:
        self.values += values
        if self.values > MAX_VALUES:
            raise PHHError(f"The hand has more than {MAX_VALUES:,} values or lines.")

    def brackets(self, run: str) -> None:
        self.count(run.count("[") + run.count("{"))
        self.dots = 0
        for char in run:
            self.depth = self.depth + 1 if char in "[{" else max(0, self.depth - 1)
            if self.depth > MAX_NESTING:
                raise PHHError(f"The hand nests arrays or tables more than {MAX_NESTING} deep.")

    def other(self, run: str) -> None:
        if _LONG_NUMBER.search(run):
            raise PHHError(f"A number in the hand has more than {MAX_DIGITS} digits.")
        parts = _KEY_END.split(run)  # a key ends at = , or a new line
        self.count(len(parts) - 1)
        dots = [part.count(".") for part in parts]
        dots[0] += self.dots
        if max(dots) >= MAX_NESTING:
            raise PHHError(f"A key has more than {MAX_NESTING} dotted parts.")
        self.dots = dots[-1]


def check_shape(text: str) -> None:
    """Refuse text too large, nested too deep, with too many dots in one key, too many
    values or lines, or a number too long, before ``tomllib`` parses it (its time and
    memory grow with the square of the dots in a key; deep arrays exhaust its recursion)."""
    if len(text) > MAX_BYTES:
        raise PHHError(f"The hand is too large ({len(text):,} characters; at most {MAX_BYTES:,}).")
    shape = _Shape()
    at = 0
    while (piece := _PIECE.match(text, at)) is not None:
        token, at = piece.group(), piece.end()
        shape.pieces += 1
        if shape.pieces > 4 * MAX_VALUES:
            raise PHHError(f"The hand has more than {MAX_VALUES:,} values or lines.")
        if token in _STRING_END:
            end = _STRING_END[token].match(text, at)
            if end is None:
                return  # an unterminated string: tomllib says where
            at = end.end()
        elif token[0] == "#":
            shape.dots = 0
        elif token[0] in "[]{}":
            shape.brackets(token)
        else:
            shape.other(token)


def loads(text: str) -> dict[str, Any]:
    """Parse PHH text into its fields (user-defined ``_keys`` dropped)."""
    check_shape(text)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PHHError(f"The file is not valid TOML: {exc}.") from exc
    except (ValueError, RecursionError) as exc:  # past Python's own limits: never expected
        raise PHHError("The file holds a number or a nesting too large to read.") from exc
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
    if any(abs(v) >= _TOO_MANY_CHIPS for v in value):
        raise PHHError(f"'{key}' holds a number with more than {MAX_DIGITS} digits.")
    return list(value)


def _cards(text: str) -> list[Card | None]:
    """``AcKs`` or ``??Ks`` (two characters a card) into cards, None for unknown."""
    if len(text) % 2 or len(text) > 10:
        raise PHHError(f"{quote(text)} is not a list of cards.")
    out: list[Card | None] = []
    for i in range(0, len(text), 2):
        chunk = text[i:i + 2]
        if chunk == "??":
            out.append(None)
            continue
        try:
            out.append(Card.parse(chunk))
        except CardParseError as exc:
            raise PHHError(f"{quote(chunk)} is not a card.") from exc
    return out


def _player(token: str, n: int) -> int:
    if len(token) < 2 or token[0] != "p" or not token[1:].isdigit() or not 1 <= int(token[1:]) <= n:
        raise PHHError(f"{quote(token)} is not a player of this hand (p1 to p{n}).")
    return int(token[1:]) - 1


def new_hand(data: Mapping[str, Any]) -> NoLimitHand:
    """The engine hand described by a PHH header (before its actions)."""
    for key in REQUIRED:
        if key not in data:
            raise PHHError(f"The hand has no '{key}'.")
    if data["variant"] != "NT":
        raise PHHError(f"Only No-Limit Texas Hold'em (variant 'NT') can be replayed, "
                       f"not {quote(data['variant'])}.")
    stacks = data["starting_stacks"]
    if not isinstance(stacks, list) or not 2 <= len(stacks) <= MAX_PLAYERS:
        raise PHHError(f"'starting_stacks' must list 2 to {MAX_PLAYERS} players.")
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
    if (not isinstance(min_bet, int) or isinstance(min_bet, bool)
            or not 0 < min_bet < _TOO_MANY_CHIPS):
        raise PHHError(f"'min_bet' must be a positive whole number of at most {MAX_DIGITS} digits.")
    try:
        return NoLimitHand(stacks, button=n - 1, small_blind=blinds[0], big_blind=blinds[1],
                           antes=antes, min_bet=min_bet)
    except IllegalActionError as exc:
        raise PHHError(str(exc)) from exc


def apply_action(hand: NoLimitHand, text: str) -> None:
    """Play one PHH action string on ``hand``."""
    line = text.split("#", 1)[0].strip()
    parts = line.split(maxsplit=4)
    n = hand.seats
    if not parts:
        raise PHHError("An action is empty.")
    if parts[0] == "d":
        if len(parts) >= 3 and parts[1] == "dh":
            if len(parts) != 4:
                raise PHHError(f"{quote(text)}: deal hole cards as 'd dh p1 AcKs'.")
            hand.deal_hole(_player(parts[2], n), _cards(parts[3]))
        elif len(parts) == 3 and parts[1] == "db":
            board = _cards(parts[2])
            if any(c is None for c in board):
                raise PHHError(f"{quote(text)}: board cards must be known.")
            hand.deal_board([c for c in board if c is not None])
        else:
            raise PHHError(f"{quote(text)} is not a dealing action (d dh … or d db …).")
        return
    seat = _player(parts[0], n)
    verb, args = (parts[1] if len(parts) > 1 else ""), parts[2:]
    if verb in ("f", "cc", "cbr") and hand.actor != seat:
        who = "nobody" if hand.actor is None else f"p{hand.actor + 1}"
        raise PHHError(f"{quote(text)}: it is {who}'s turn to act, not {parts[0]}'s.")
    if verb == "f" and not args:
        hand.fold()
    elif verb == "cc" and not args:
        hand.check_or_call()
    elif verb == "cbr" and len(args) == 1 and args[0].isdigit():
        if len(args[0]) > MAX_DIGITS:
            raise PHHError(f"{quote(text)}: an amount has at most {MAX_DIGITS} digits.")
        hand.bet_or_raise_to(int(args[0]))
    elif verb == "sm" and len(args) <= 1:
        if not args or args[0] == "-":
            hand.muck(seat)
        else:
            shown = _cards(args[0])
            if len(shown) != 2:
                raise PHHError(f"{quote(text)}: a player shows exactly two hole cards.")
            if all(c is None for c in shown):
                hand.muck(seat)
            elif any(c is None for c in shown):
                raise PHHError(f"{quote(text)}: shown cards must be known.")
            else:
                hand.show(seat, [c for c in shown if c is not None])
    else:
        _bad(text)


def _bad(text: str) -> None:
    raise PHHError(f"{quote(text)} is not a No-Limit Hold'em action (f, cc, cbr N, sm).")


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
            raise PHHError(f"Action {number} ({quote(action)}) is illegal: {exc}") from exc
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
