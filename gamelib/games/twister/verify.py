"""``python main.py verify ROUND_ID`` for a Twister tournament: replay it from its seed.

Checked against the revealed seed: the prize wheel's multiplier, the seats and the
first button; then every hand, dealt again from the seed's ``hand-N`` deck, with the
recorded actions, must deal the recorded cards and end with the recorded stacks; the
stacks carry from hand to hand, the button moves, the places follow the tie-break and
the player's prize is the one the wheel and the place give.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from gamelib.cards import Card, round_deck, round_rng
from gamelib.errors import FeltsideError
from gamelib.games.twister.cancellation import cancellation_payouts
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.tournament import STARTING_STACK, Entrant, finishing_order
from gamelib.games.twister.wheel import draw_multiplier, payouts, prize_pool


class _Mismatch(Exception):
    pass


def _cards(text: str) -> list[Card | None]:
    return [None if text[i:i + 2] == "??" else Card.parse(text[i:i + 2])
            for i in range(0, len(text), 2)]


def replay_hand(record: Mapping[str, Any], seed: bytes, number: int) -> dict[int, int]:
    """Deal hand ``number`` from the seed and play the recorded actions; the final stack of
    each tournament seat (raises _Mismatch when the record and the replay disagree)."""
    seats = [int(s) - 1 for s in record["seats"]]  # tournament seats in PHH order
    live = sorted(seats)
    n = len(live)
    engine_of = [live.index(s) for s in seats]
    stacks = [0] * n
    antes = [0] * n
    for k in range(n):
        stacks[engine_of[k]] = int(record["starting_stacks"][k])
        antes[engine_of[k]] = int(record["antes"][k])
    blinds = record["blinds_or_straddles"]
    hand = NoLimitHand(stacks, button=engine_of[-1], small_blind=int(blinds[0]),
                       big_blind=int(blinds[1]), antes=antes, min_bet=int(record["min_bet"]),
                       deck=round_deck(seed, f"hand-{number}"))
    board: list[Card | None] = []
    for action in record["actions"]:
        parts = action.split()
        if parts[0] == "d":
            if parts[1] == "dh":
                seat = engine_of[int(parts[2][1:]) - 1]
                dealt = _cards(parts[3])
                if any(c is not None and c != h for c, h in zip(dealt, hand.hole[seat])):
                    raise _Mismatch(f"hand {number}: the seed deals other hole cards")
            else:
                board += _cards(parts[2])
            continue
        seat = engine_of[int(parts[0][1:]) - 1]
        verb = parts[1]
        if verb == "sm":
            continue  # the replay shows down by itself
        if hand.actor != seat:
            raise _Mismatch(f"hand {number}: '{action}' is out of turn in the replay")
        if verb == "f":
            hand.fold()
        elif verb == "cc":
            hand.check_or_call()
        elif verb == "cbr":
            hand.bet_or_raise_to(int(parts[2]))
        else:
            raise _Mismatch(f"hand {number}: '{action}' is not an action")
    if not hand.is_over:
        raise _Mismatch(f"hand {number} does not end in the replay")
    if board != list(hand.board):
        raise _Mismatch(f"hand {number}: the seed deals another board")
    final = {seats[k]: hand.stacks[engine_of[k]] for k in range(n)}
    recorded = record.get("finishing_stacks")
    if recorded is not None and [final[s] for s in seats] != [int(x) for x in recorded]:
        raise _Mismatch(f"hand {number}: the stacks after the replay differ from the record")
    return final


def verify_record(record: Mapping[str, Any], seed: bytes) -> dict[str, Any]:
    """{"problems": [...], "payouts": {"prize": cents}} for a settled tournament."""
    problems: list[str] = []
    try:
        entrants = [Entrant(**e) for e in record["entrants"]]
        n = len(entrants)
        buy_in = int(record["buy_in"])
        multiplier = draw_multiplier(round_rng(seed, "wheel"))
        if multiplier != int(record["multiplier"]):
            problems.append("the prize wheel's multiplier is not the one the seed draws")
        seated = list(entrants)
        rng = round_rng(seed, "seats")
        rng.shuffle(seated)
        button = rng.randrange(n)
        if [e.name for e in seated] != list(record["seating"]) or button != record["first_button"]:
            problems.append("the seats or the first button are not the ones the seed draws")
        stacks = [STARTING_STACK] * n
        places: dict[int, int] = {}
        for number, hand in enumerate(record["hands"], start=1):
            live = [s for s in range(n) if s not in places]
            if button not in live:
                button = next((button + k) % n for k in range(1, n + 1) if (button + k) % n in live)
            seats = [int(s) - 1 for s in hand["seats"]]
            if sorted(seats) != live or seats[-1] != button:
                raise _Mismatch(f"hand {number}: the seats or the button are not the expected ones")
            if [int(x) for x in hand["starting_stacks"]] != [stacks[s] for s in seats]:
                raise _Mismatch(f"hand {number}: the stacks do not carry over from the hand before")
            start = list(stacks)
            for seat, chips in replay_hand(hand, seed, number).items():
                stacks[seat] = chips
            busted = finishing_order([s for s in live if stacks[s] == 0], start, button, n)
            remaining = len(live) - len(busted)
            for k, seat in enumerate(busted):
                places[seat] = remaining + 1 + k
            if remaining == 1:
                places[next(s for s in live if stacks[s] > 0)] = 1
            button = next(((button + k) % n for k in range(1, n + 1)
                           if (button + k) % n not in places), button)
        if {str(k): v for k, v in places.items()} != dict(record["places"]):
            problems.append("the finishing places differ from the replay")
        player = record.get("player_seat")
        place = places.get(int(player), 0) if player is not None else 0
        prize = payouts(prize_pool(buy_in, multiplier))[place - 1] if place else 0
        if record.get("cancelled"):  # the rules' cancellation scheme, from the last completed hand
            prize = cancellation_payouts(buy_in, payouts(prize_pool(buy_in, multiplier)), stacks=stacks,
                                         places=places, button=button).get(int(player), 0) if player is not None \
                else 0
    except _Mismatch as exc:
        return {"problems": [*problems, str(exc)], "payouts": {}}
    except (FeltsideError, KeyError, TypeError, ValueError, IndexError, StopIteration) as exc:
        return {"problems": [*problems, f"the tournament record cannot be replayed ({exc})"],
                "payouts": {}}
    return {"problems": problems, "payouts": {"prize": prize}}
