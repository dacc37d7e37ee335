"""What the table says, read from the engine's operations: the tag at each seat, the dealer's
lines, and the pots in the middle (only real pots: the engine's, once a street is gathered)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import Deck
from gamelib.games.twister.engine import NoLimitHand
from gamelib.games.twister.table_talk import ActionTag, action_tags, chip_moves, dealer_lines
from gamelib.games.twister.table_view import middle_pots

NAMES = (("You", True), ("Rocco", False), ("Gino", False))


def hand(stacks: tuple[int, ...] = (500, 500, 500), seed: int = 1) -> NoLimitHand:
    """Seat 0 (the player) on the button, seat 1 small blind 10, seat 2 big blind 20."""
    return NoLimitHand(list(stacks), button=0, small_blind=10, big_blind=20, deck=Deck.shuffled(random.Random(seed)))


def tags(h: NoLimitHand) -> dict[int, tuple[str, int]]:
    return {seat: (tag.kind, tag.amount) for seat, tag in action_tags(h.operations).items()}


def test_each_action_tags_its_seat_until_the_next_street() -> None:
    h = hand()
    assert tags(h) == {1: ("small_blind", 10), 2: ("big_blind", 20)}
    h.raise_to(60)
    assert tags(h) == {0: ("raise", 60), 1: ("small_blind", 10), 2: ("big_blind", 20)}
    h.call()  # the small blind adds 50
    h.fold()
    assert tags(h) == {2: ("fold", 0)}  # the flop: only the fold stays
    assert len(h.board) == 3
    h.check()  # the small blind speaks first after the flop
    assert tags(h) == {1: ("check", 0), 2: ("fold", 0)}
    h.bet(40)
    assert tags(h) == {0: ("bet", 40), 1: ("check", 0), 2: ("fold", 0)}
    h.call()
    assert tags(h) == {2: ("fold", 0)} and len(h.board) == 4
    assert ActionTag("raise", 60).text_key == "twister.tag.raise"


def test_an_all_in_stays_tagged_for_the_rest_of_the_hand() -> None:
    h = hand(stacks=(100, 500, 500))
    h.all_in()  # the player: 100
    assert tags(h)[0] == ("all_in", 100)
    h.call()
    h.raise_to(300)  # the big blind raises
    assert tags(h)[2] == ("raise", 300)
    h.call()  # the small blind calls: the flop
    assert tags(h) == {0: ("all_in_held", 0)}
    h.bet(100)
    h.fold()  # the big blind folds: Rocco's bet comes back, the board is run out to the showdown
    assert h.is_over
    assert tags(h) == {0: ("all_in_held", 0), 2: ("fold", 0)}
    assert ("returned", "Rocco", 100) in [(line.kind, line.name, line.amount)
                                          for line in dealer_lines(h.operations, NAMES, count=100)]


def test_the_dealer_says_the_last_things_that_happened() -> None:
    h = hand()
    assert [(line.kind, line.name, line.amount) for line in dealer_lines(h.operations, NAMES)] == [
        ("small_blind", "Rocco", 10), ("big_blind", "Gino", 20)]
    h.raise_to(60)
    h.call()
    h.call()
    lines = dealer_lines(h.operations, NAMES)
    assert [line.kind for line in lines] == ["call", "call", "flop"]
    assert lines[-1].cards == tuple(h.board) and lines[-1].street == 1
    h.check()  # Rocco
    h.check()  # Gino
    h.bet(40)
    h.fold()
    h.fold()  # the player's 40 comes back and they win the 180
    last = dealer_lines(h.operations, NAMES, count=1)
    assert [(line.kind, line.is_player, line.amount) for line in last] == [("wins", True, 180)]
    assert last[0].text_key == "twister.dealer.wins.you"
    assert dealer_lines(h.operations, NAMES, count=100)[0].text_key == "twister.dealer.small_blind"


@settings(max_examples=200, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.integers(1, 1500), min_size=2, max_size=3), st.integers(0, 2))
def test_the_pots_shown_are_the_engines_pots(seed: int, stacks: list[int], button: int) -> None:
    """Random legal actions to the end of a hand; after each one still in play: every chip is
    in a pot in the middle or in front of a seat, every pot is contested (a bet nobody has
    called is never a pot), and a gathered street shows exactly the engine's pots."""
    rng = random.Random(seed)
    h = NoLimitHand(stacks, button=button % len(stacks), small_blind=10, big_blind=20,
                    deck=Deck.shuffled(rng))
    gathered = 0
    while not h.is_over and h.actor is not None:
        options = h.options()
        kind = rng.choice(options.kinds)
        h.act(kind, rng.randint(options.min_to, options.max_to) if kind in ("bet", "raise") else None)
        if h.is_over:
            break
        shown = middle_pots(h)
        assert sum(amount for amount, _ in shown) + sum(h.bets) == h.pot_total
        assert all(len(eligible) >= 2 for _, eligible in shown)
        if not any(h.bets):
            gathered += 1
            assert shown == [(p.amount, p.eligible) for p in h.pots()]


def test_chips_move_in_front_back_to_the_pot_and_to_the_winner() -> None:
    h = hand()
    assert [(m.kind, m.seat, m.amount) for m in chip_moves(h.operations)] == [("bet", 1, 10), ("bet", 2, 20)]
    start = len(h.operations)
    h.raise_to(60)
    h.fold()
    h.call()  # the big blind adds 40: the flop, the street's bets go to the pot
    assert [(m.kind, m.seat, m.amount) for m in chip_moves(h.operations, start)] == [
        ("bet", 0, 60), ("bet", 2, 40), ("gather", 0, 60), ("gather", 1, 10), ("gather", 2, 60)]
    start = len(h.operations)
    h.bet(100)  # the big blind bets, the player folds: the bet comes back, the pot is won
    h.fold()
    assert [(m.kind, m.seat, m.amount) for m in chip_moves(h.operations, start)] == [
        ("bet", 2, 100), ("back", 2, 100), ("win", 2, 130)]
