"""2 Hand Casino Hold'em and Heads Up Hold'em through the wallet: money conserved for any
bets and decisions (hypothesis), and every stored round verifies from its revealed seed."""

from __future__ import annotations

import hashlib
import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.cli.verify import verify_round
from gamelib.games.casino_holdem.rules import DEFINITION as CASINO
from gamelib.games.heads_up.rules import DEFINITION as HEADS_UP
from gamelib.ledger import Wallet
from gamelib.session import TableSession


def seeds() -> object:
    counter = itertools.count()
    return lambda: hashlib.sha256(f"session-{next(counter)}".encode()).digest()


def assert_stored_and_verified(wallet: Wallet, game_id: str, rounds: int) -> None:
    """The game's ``rounds`` rounds are in the history and each one verifies."""
    stored = wallet.history(game=game_id)
    assert len(stored) == rounds
    for row in stored:
        assert verify_round(wallet.round_detail(row["id"]))["ok"]


@settings(max_examples=25, deadline=None)
@given(rounds=st.lists(st.tuples(st.sampled_from([(1,), (2,), (1, 2)]), st.booleans(),
                                 st.lists(st.sampled_from(["play", "fold"]), min_size=2,
                                          max_size=2)), min_size=1, max_size=4))
def test_casino_money_is_conserved_and_rounds_verify(rounds: list) -> None:
    wallet = Wallet.in_memory()
    try:
        start = wallet.balance
        s = TableSession(wallet, CASINO, seed_source=seeds())
        net = 0
        for hands, bonus, choices in rounds:
            for h in hands:
                s.slip.place(f"ante{h}", 100)
                if bonus:
                    s.slip.place(f"bonus{h}", 50)
            s.deal()
            for h, choice in zip(hands, choices):
                s.act(choice, hand=h)
            assert s.round is not None and s.round.is_over
            net += s.round.net
            assert wallet.balance == start + net
        assert_stored_and_verified(wallet, s.definition.game_id, len(rounds))
    finally:
        wallet.close()


@settings(max_examples=25, deadline=None)
@given(rounds=st.lists(st.tuples(st.booleans(), st.booleans(),
                                 st.lists(st.sampled_from(["raise", "check", "fold"]),
                                          max_size=3)), min_size=1, max_size=4))
def test_heads_up_money_is_conserved_and_rounds_verify(rounds: list) -> None:
    wallet = Wallet.in_memory()
    try:
        start = wallet.balance
        s = TableSession(wallet, HEADS_UP, seed_source=seeds())
        net = 0
        for trips, pocket, plan in rounds:
            s.slip.place("ante", 200)
            if trips:
                s.slip.place("trips", 50)
            if pocket:
                s.slip.place("pocket", 50)
            s.deal()
            for action in plan:
                if s.in_round and s.can_act(action):
                    s.act(action)
            s.leave()  # finishes the round with the defaults
            assert s.round is not None and s.round.is_over
            net += s.round.net
            assert wallet.balance == start + net
        assert_stored_and_verified(wallet, s.definition.game_id, len(rounds))
    finally:
        wallet.close()


_ANY = st.one_of(st.none(), st.booleans(), st.integers(-3, 5), st.floats(allow_nan=False),
                 st.text(max_size=3))


@settings(max_examples=80, deadline=None)
@given(game=st.sampled_from(["casino", "heads-up"]),
       action=st.sampled_from(["play", "fold", "raise", "check", "deal", "", "PLAY"]),
       params=st.dictionaries(st.sampled_from(["hand", "auto", "times", "x"]), _ANY, max_size=2))
def test_fuzzed_actions_are_legal_or_change_nothing(game: str, action: str,
                                                    params: dict[str, object]) -> None:
    from gamelib.errors import IllegalActionError

    if game == "casino":
        rnd = CASINO.new_round({"ante1": 100, "ante2": 100}, b"fuzz")
    else:
        rnd = HEADS_UP.new_round({"ante": 100, "odds": 100}, b"fuzz")
    rnd.start()
    before = rnd.record()
    if rnd.can(action, **params):
        rnd.act(action, **params)  # legal: it must work
        return
    try:
        rnd.act(action, **params)
    except IllegalActionError as exc:
        assert str(exc) and rnd.record() == before
    else:
        raise AssertionError("an action refused by can() went through")


@pytest.mark.parametrize("hands", [1, 2])
def test_casino_simulator_matches_the_game_round_by_round(hands: int) -> None:
    import numpy as np

    from gamelib.cards import Card, Deck
    from gamelib.games.casino_holdem.rules import CasinoHoldemRound
    from gamelib.games.casino_holdem.strategy import plays, simulate_chunk
    from gamelib.games.dealer_holdem import deal_batch

    n = 300
    net, _ = simulate_chunk(np.random.default_rng(42), n, hands)
    cards = deal_batch(np.random.default_rng(42), n, 2 * hands + 7)
    for row, expected in zip(cards, net):
        deck = Deck.stacked([Card.from_id(int(c)) for c in row])
        rnd = CasinoHoldemRound({f"ante{h}": 100 for h in range(1, hands + 1)}, b"s", deck=deck)
        rnd.start()
        for h in rnd.active:
            choice = "play" if plays(rnd.hands[f"hand{h}"], rnd.board[:3]) else "fold"
            rnd.act(choice, hand=h)
        assert rnd.net / (100 * hands) == pytest.approx(expected)


def test_heads_up_simulator_matches_the_game_round_by_round() -> None:
    import numpy as np

    from gamelib.cards import Card, Deck
    from gamelib.games.dealer_holdem import deal_batch
    from gamelib.games.heads_up.rules import HeadsUpRound
    from gamelib.games.heads_up.strategy import simulate_chunk, strategy_action

    n = 300
    net, _ = simulate_chunk(np.random.default_rng(43), n, "exact")  # the river as autoplay plays it
    cards = deal_batch(np.random.default_rng(43), n, 9)
    for row, expected in zip(cards, net):
        deck = Deck.stacked([Card.from_id(int(c)) for c in row])
        rnd = HeadsUpRound({"ante": 100, "odds": 100}, b"s", deck=deck)
        rnd.start()
        while not rnd.is_over:
            rnd.act(strategy_action(rnd.hands["player"], rnd.visible_board))
        assert rnd.net / 100 == pytest.approx(expected)
