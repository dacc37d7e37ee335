"""What decided a showdown, in words (issue 28): a kicker named, the same hand a push, nothing
said when the hands' names already tell it; the dealer games announce it at the showdown."""

from __future__ import annotations

import pytest

from gamelib.cards import parse_cards
from gamelib.events import Announcement
from gamelib.hands import evaluate
from gamelib.showdown_words import KEYS, said, why


def hand(text: str):
    return evaluate(parse_cards(text))


def test_a_kicker_decides_between_two_pairs_of_eights():
    you, dealer = hand("8c 8d Qh 5s 3c 2d 9h"), hand("8h 8s Ac 5s 3c 2d 9h")
    reason = why(you, dealer)
    assert reason is not None and reason.key == "why.kicker_dealer"
    assert said(reason.key, reason.params, "en") == "Pair of Eights: the dealer's Ace kicker beats your Queen kicker."
    back = why(dealer, you)
    assert back is not None and back.key == "why.kicker_player"
    assert "your Ace kicker beats the dealer's Queen kicker" in said(back.key, back.params, "en")


def test_the_same_hand_is_a_push_in_both_languages():
    board = "Ah Kd Qc Js 9h"
    reason = why(hand(f"2c 3d {board}"), hand(f"4c 5d {board}"))
    assert reason is not None and reason.key == "why.same"
    assert said(reason.key, reason.params, "en") == "Same hand, Ace High: push."
    assert said(reason.key, reason.params, "it").startswith("Stessa mano")


@pytest.mark.parametrize("you, dealer", [
    ("Kc Kd Qh 5s 3c 2d 9h", "8h 8s Ac 5s 3c 2d 9h"),       # pairs of different ranks
    ("Kc Kd 5h 5s 3c 2d 9h", "Kh Ks 4c 4d 3c 2d 9h"),       # two pair, second pair differs
    ("Ac Kc 9c 5c 2c 3d 4h", "Ah Kh Qh Jd 2d 3s 4s"),       # flush against high card
])
def test_hands_named_apart_need_no_reason(you, dealer):
    assert why(hand(you), hand(dealer)) is None


def test_every_reason_is_worded_in_both_catalogues():
    from gamelib.i18n import has
    assert all(has(k, "en") and has(k, "it") for k in KEYS)


@pytest.mark.parametrize("game", ["heads_up", "texas_bonus", "casino_holdem"])
def test_the_dealer_games_announce_what_decided_a_tied_name(game):
    """Played to the showdown on many seeds: the reason is announced exactly when the two best
    hands are named alike, and is the one ``why`` gives."""
    import importlib

    module = importlib.import_module(f"gamelib.games.{game}.rules")
    stakes, first, to = {"heads_up": ({"ante": 100, "odds": 100}, ("raise", {}), "player"),
                         "texas_bonus": ({"ante": 100}, ("play", {}), "player"),
                         "casino_holdem": ({"ante1": 100}, ("play", {"hand": 1}), "hand1")}[game]
    announced = 0
    for n in range(300):
        rnd = module.new_round(stakes, n.to_bytes(4, "big") * 8)
        events = rnd.start() + rnd.act(first[0], **first[1])
        while not rnd.is_over:
            events += rnd.act(rnd.legal_actions()[-1] if game == "texas_bonus" else "check")
        reason = why(rnd.best_hand(to, rnd.board), rnd.best_hand("dealer", rnd.board))
        if game == "casino_holdem" and not rnd.dealer_qualifies:
            reason = None  # the ANTE is paid by its table, PLAY pushed: no showdown to explain
        said_it = [e for e in events if isinstance(e, Announcement) and e.key in KEYS]
        assert [(e.key, {k: v for k, v in e.params.items() if k != "to"}) for e in said_it] == \
            ([(reason.key, reason.params)] if reason else []), n
        announced += bool(said_it)
    assert announced > 3  # the test saw ties of a name, not only hands named apart
