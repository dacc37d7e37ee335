"""The No-Limit Hold'em engine against each pitfall of the rules."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cards import Deck
from gamelib.errors import IllegalActionError
from gamelib.games.twister.engine import NoLimitHand, Phase, Street, stacked_deck
from gamelib.games.twister.operations import BetPlaced, BetReturned, BlindPosted, PotAwarded


def deck(seed: int = 1) -> Deck:
    return Deck.shuffled(random.Random(seed))


# --- blinds and order -----------------------------------------------------------------------

def test_heads_up_button_posts_small_blind_and_acts_first_preflop_last_after() -> None:
    hand = NoLimitHand([500, 500], button=1, small_blind=10, big_blind=20, deck=deck())
    blinds = [op for op in hand.operations if isinstance(op, BlindPosted)]
    assert [(b.seat, b.amount, b.kind) for b in blinds] == [(1, 10, "small"), (0, 20, "big")]
    assert hand.actor == 1  # the button first pre-flop
    hand.call()
    assert hand.actor == 0  # big blind's option
    assert hand.options().can_raise and hand.options().can_check
    hand.check()
    assert hand.street == Street.FLOP and len(hand.board) == 3
    assert hand.actor == 0  # after the flop the big blind first, the button last
    hand.check()
    assert hand.actor == 1


def test_three_handed_order() -> None:
    hand = NoLimitHand([500, 500, 500], button=0, small_blind=10, big_blind=20, deck=deck())
    assert (hand.sb_seat, hand.bb_seat) == (1, 2)
    assert hand.actor == 0  # the button is left of the big blind
    hand.call()
    hand.call()
    assert hand.actor == 2
    hand.check()
    assert hand.street == Street.FLOP and hand.actor == 1  # first seat left of the button


def test_short_blinds_post_what_they_have() -> None:
    hand = NoLimitHand([500, 500, 15], button=0, small_blind=10, big_blind=20, deck=deck())
    assert hand.committed == [0, 10, 15] and hand.stacks[2] == 0
    hand2 = NoLimitHand([500, 5, 500], button=0, small_blind=10, big_blind=20, deck=deck())
    assert hand2.committed[1] == 5 and hand2.stacks[1] == 0


# --- amounts ------------------------------------------------------------------------------

def test_min_bet_is_big_blind_and_min_raise_after_a_raise() -> None:
    hand = NoLimitHand([1000, 1000, 1000], button=0, small_blind=10, big_blind=20, deck=deck())
    opts = hand.options()
    assert opts.min_to == 40 and opts.max_to == 1000
    with pytest.raises(IllegalActionError, match="smallest raise is to 40"):
        hand.raise_to(39)
    hand.raise_to(70)  # a raise of 50
    assert hand.options().min_to == 120  # 70 + 50
    assert not hand.can_raise_to(119)
    hand.raise_to(200)  # a raise of 130
    assert hand.options().min_to == 330
    hand.fold()
    hand.call()
    assert hand.street == Street.FLOP
    assert hand.options().min_to == 20 and hand.options().can_bet
    with pytest.raises(IllegalActionError):
        hand.bet(19)
    with pytest.raises(IllegalActionError, match="raise instead|bet instead"):
        hand.raise_to(40)


def test_illegal_action_changes_nothing() -> None:
    hand = NoLimitHand([500, 500, 500], button=0, small_blind=10, big_blind=20, deck=deck())
    before = (list(hand.stacks), list(hand.bets), hand.actor, len(hand.operations))
    for bad in (lambda: hand.check(), lambda: hand.raise_to(25), lambda: hand.bet(40),
                lambda: hand.raise_to(501), lambda: hand.act("dance")):
        with pytest.raises(IllegalActionError):
            bad()
    assert (list(hand.stacks), list(hand.bets), hand.actor, len(hand.operations)) == before


def test_fold_is_refused_when_check_is_free() -> None:
    hand = NoLimitHand([500, 500], button=0, small_blind=10, big_blind=20, deck=deck())
    hand.call()
    assert not hand.can_fold()
    assert hand.legal_actions() == ("check", "raise", "all_in")


# --- short all-in -------------------------------------------------------------------------

def test_short_all_in_does_not_reopen_betting_to_who_acted() -> None:
    # seat 0 button 1000, seat 1 SB 1000, seat 2 BB 130
    hand = NoLimitHand([1000, 1000, 130], button=0, small_blind=10, big_blind=20, deck=deck())
    hand.raise_to(100)  # button raises 80 (full)
    hand.call()  # small blind calls 100
    assert hand.actor == 2
    hand.all_in()  # big blind all-in to 130: a raise of 30 < 80 (short)
    op = [o for o in hand.operations if isinstance(o, BetPlaced)][-1]
    assert op.to == 130 and op.all_in and not op.full
    assert hand.actor == 0
    opts = hand.options()
    assert opts.can_call and opts.to_call == 30 and not opts.can_raise
    assert "raise" not in hand.legal_actions() and "all_in" not in hand.legal_actions()
    with pytest.raises(IllegalActionError, match="not open to you again"):
        hand.raise_to(300)
    hand.call()
    assert not hand.options().can_raise  # the small blind acted too
    hand.call()
    assert hand.street == Street.FLOP


def test_short_all_in_lets_who_has_not_acted_raise() -> None:
    hand = NoLimitHand([1000, 130, 1000], button=0, small_blind=10, big_blind=20, deck=deck())
    hand.raise_to(100)  # button
    hand.all_in()  # small blind all-in 130 (short)
    assert hand.actor == 2
    opts = hand.options()
    assert opts.can_raise and opts.min_to == 210  # 130 + the last full raise of 80
    hand.raise_to(300)
    assert hand.options().can_raise  # a full raise reopens it for the button


def test_cumulative_short_all_ins_reopen() -> None:
    hand = NoLimitHand([1000, 1000, 1000, 150, 190], button=0, small_blind=10, big_blind=20,
                       deck=deck())
    # order: seat 3 acts first (left of BB seat 2)
    hand.fold()  # seat 3 folds; seat 4 next
    hand.fold()
    hand.raise_to(100)  # button: a raise of 80
    hand.fold()  # SB
    hand.call()  # BB calls 100: acted at 100
    assert hand.street == Street.FLOP
    # flop: seat 1 folded, seat 2 first
    hand.bet(100)
    hand.raise_to(300)
    assert hand.options().can_raise


# --- uncalled bets and side pots ------------------------------------------------------------

def test_uncalled_bet_is_returned() -> None:
    hand = NoLimitHand([1000, 300], button=0, small_blind=10, big_blind=20, deck=deck())
    hand.all_in()  # button shoves 1000
    hand.call()  # big blind calls all-in 300
    returned = [op for op in hand.operations if isinstance(op, BetReturned)]
    assert returned == [BetReturned(0, 700)]
    assert hand.is_over
    assert sum(hand.stacks) == 1300


def test_uncalled_raise_when_everybody_folds() -> None:
    hand = NoLimitHand([500, 500, 500], button=0, small_blind=10, big_blind=20, deck=deck())
    hand.raise_to(60)
    hand.fold()
    hand.fold()
    assert hand.is_over and hand.stacks == [530, 490, 480]
    assert BetReturned(0, 40) in hand.operations


def test_three_way_all_in_two_side_pots() -> None:
    # seats from the button's left: 1, 2, 0. Seat 0 (button) has the nuts, seat 1 second, seat 2 third.
    d = stacked_deck(["Kh Kd", "Qh Qd", "Ah Ad"], "2c 7s 9d 3h 4s")
    hand = NoLimitHand([1000, 300, 600], button=0, small_blind=10, big_blind=20, deck=d)
    hand.all_in()  # button 1000
    hand.all_in()  # SB 300
    hand.all_in()  # BB 600
    assert hand.is_over
    pots = [op for op in hand.operations if isinstance(op, PotAwarded)]
    assert [(p.amount, p.shares) for p in pots] == [(900, ((0, 900),)), (600, ((0, 600),))]
    assert BetReturned(0, 400) in hand.operations
    assert hand.stacks == [1900, 0, 0]


def test_side_pot_goes_to_the_covered_player() -> None:
    # seat 1 (short, best hand) wins the main pot; seat 2 beats the button for the side pot
    d = stacked_deck(["Ah Ad", "Kh Kd", "Qh Qd"], "2c 7s 9d 3h 4s")
    hand = NoLimitHand([1000, 300, 600], button=0, small_blind=10, big_blind=20, deck=d)
    hand.all_in()
    hand.all_in()
    hand.all_in()
    assert hand.stacks == [400, 900, 600]
    assert [p.amount for p in hand.pots_awarded] == [900, 600]


def test_split_pot_odd_chip_goes_left_of_the_button() -> None:
    # the board plays for both; the pot is 2 * 20 plus the folded button's dead ante chip
    d = stacked_deck(["2c 3d", "2d 3c", "4h 4s"], "Ts Js Qd Kh Ac")
    hand = NoLimitHand([500, 500, 500], button=2, small_blind=10, big_blind=20, antes=[0, 0, 1],
                       deck=d)
    # seat 0 SB, seat 1 BB, seat 2 button (posted an ante of 1)
    hand.fold()  # button folds
    hand.call()  # SB completes
    hand.check()
    while not hand.is_over:
        hand.check()
    pots = hand.pots_awarded
    assert len(pots) == 1 and pots[0].amount == 41
    assert dict(pots[0].shares) == {0: 21, 1: 20}  # seat 0 is first left of the button


def test_showdown_hand_names_and_winner() -> None:
    d = stacked_deck(["As Ks", "7c 2d"], "Qs Js Ts 3c 4d")
    hand = NoLimitHand([500, 500], button=1, small_blind=10, big_blind=20, deck=d)
    hand.call()
    hand.check()
    while not hand.is_over:
        hand.check()
    assert hand.stacks == [520, 480]
    award = hand.pots_awarded[0]
    assert "Royal" in award.hand_name or "Straight Flush" in award.hand_name


# --- manual dealing (PHH replay) ----------------------------------------------------------

def test_manual_dealing_waits_for_cards() -> None:
    hand = NoLimitHand([200, 200], button=1, small_blind=1, big_blind=2)
    assert hand.phase == Phase.HOLE and hand.actor is None
    with pytest.raises(IllegalActionError):
        hand.call()
    from gamelib.cards import parse_cards

    hand.deal_hole(0, parse_cards("Ac Ad"))
    hand.deal_hole(1, (None, None))
    assert hand.phase == Phase.BETTING and hand.actor == 1
    hand.fold()
    assert hand.is_over and hand.stacks == [201, 199]


# --- properties ---------------------------------------------------------------------------

@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.integers(1, 900), min_size=2, max_size=4),
       st.integers(0, 3), st.integers(0, 5))
def test_chips_conserved_under_random_play(seed: int, stacks: list[int], button: int,
                                           ante: int) -> None:
    rng = random.Random(seed)
    button %= len(stacks)
    hand = NoLimitHand(stacks, button=button, small_blind=10, big_blind=20, antes=ante,
                       deck=Deck.shuffled(rng))
    total = sum(stacks)
    steps = 0
    while not hand.is_over:
        opts = hand.options()
        kind = rng.choice(opts.kinds)
        if kind in ("bet", "raise"):
            hand.act(kind, rng.randint(opts.min_to, opts.max_to))
        else:
            hand.act(kind)
        assert sum(hand.stacks) + hand.pot_total == total
        assert all(s >= 0 for s in hand.stacks)
        steps += 1
        assert steps < 200
    assert sum(hand.stacks) == total
    assert sum(p.amount for p in hand.pots_awarded) == sum(hand.committed)
    # nobody wins more than what every seat matched up to his own stake in the hand
    won = [0] * len(stacks)
    for award in hand.pots_awarded:
        for seat, chips in award.shares:
            won[seat] += chips
    for seat, mine in enumerate(hand.committed):
        assert won[seat] <= sum(min(mine, c) for c in hand.committed)
        if hand.folded[seat]:
            assert won[seat] == 0
