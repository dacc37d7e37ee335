"""A hand rebuilt part way from its operations, and the all-in run-out shown street by street."""

from __future__ import annotations

import random

from gamelib.cards import round_deck
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.hand_steps import betting_closed, hand_at, run_out_stops
from gamelib.games.twister.operations import BoardDealt, HandShown


def _random_hand(rng: random.Random, k: int) -> NoLimitHand:
    seats = rng.choice((2, 3))
    stacks = [rng.randint(1, 60) * 10 for _ in range(seats)]
    hand = NoLimitHand(stacks, button=rng.randrange(seats), small_blind=10, big_blind=20,
                       antes=rng.choice((0, 0, 5)), deck=round_deck(bytes([k % 256]) * 32, f"hand-{k}"))
    while not hand.is_over:
        kinds = hand.legal_actions()
        kind = rng.choice(kinds)
        if kind in ("bet", "raise"):
            opts = hand.options()
            hand.act(kind, rng.randint(opts.min_to, opts.max_to))
        else:
            hand.act(kind)
    return hand


def test_every_step_of_a_hand_is_the_engines_own_state() -> None:
    rng = random.Random(3)
    for k in range(300):
        hand = _random_hand(rng, k)
        again = hand_at(hand, len(hand.operations))
        assert again.operations == hand.operations
        assert again.stacks == hand.stacks and again.is_over
        for upto in range(len(hand.operations)):
            part = hand_at(hand, upto)
            assert part.operations[:upto] == hand.operations[:upto]
            assert sum(part.stacks) + part.pot_total == sum(hand.starting_stacks)


def test_an_all_in_run_out_stops_before_the_flop_and_at_each_street() -> None:
    # the button (200) shoves pre-flop and the big blind calls: the whole board is a run-out
    hand = NoLimitHand([200, 500], button=0, small_blind=10, big_blind=20, deck=round_deck(b"\x05" * 32))
    hand.all_in()
    since = len(hand.operations)
    hand.call()
    ops = hand.operations
    stops = run_out_stops(ops, since)
    boards = [k for k, op in enumerate(ops) if isinstance(op, BoardDealt)]
    assert stops == [boards[0], boards[0] + 1, boards[1] + 1, boards[2] + 1]
    steps = [hand_at(hand, upto) for upto in stops]
    assert [len(s.board) for s in steps] == [0, 3, 4, 5]
    assert all(betting_closed(s) for s in steps)  # the cards stay face up through the run-out
    assert not any(isinstance(op, HandShown) for op in steps[-1].operations)  # the showdown last
    assert steps[0].pot_total == 400 and steps[0].stacks == [0, 300]


def test_a_hand_won_by_a_fold_or_bet_to_the_river_has_no_run_out() -> None:
    hand = NoLimitHand([500, 500], button=0, small_blind=10, big_blind=20, deck=round_deck(b"\x06" * 32))
    hand.call()
    since = len(hand.operations)
    hand.check()
    assert run_out_stops(hand.operations, since) == []  # the flop is dealt, the betting goes on
    while hand.actor is not None:
        since = len(hand.operations)
        hand.check()
    assert hand.is_over and run_out_stops(hand.operations, since) == []  # checked down
    assert not betting_closed(hand)
    folded = NoLimitHand([500, 500], button=0, small_blind=10, big_blind=20, deck=round_deck(b"\x07" * 32))
    folded.all_in()
    since = len(folded.operations)
    folded.fold()
    assert run_out_stops(folded.operations, since) == []


def test_an_all_in_on_the_turn_runs_out_the_river_alone() -> None:
    hand = NoLimitHand([500, 500], button=0, small_blind=10, big_blind=20, deck=round_deck(b"\x08" * 32))
    hand.call()
    hand.check()  # the flop
    hand.check()
    hand.check()  # the turn
    hand.all_in()
    since = len(hand.operations)
    hand.call()
    ops = hand.operations
    (river,) = [k for k in range(since, len(ops)) if isinstance(ops[k], BoardDealt)]
    stops = run_out_stops(ops, since)
    assert stops == [river, river + 1]
    assert [len(hand_at(hand, upto).board) for upto in stops] == [4, 5]
    assert betting_closed(hand_at(hand, stops[0]))
