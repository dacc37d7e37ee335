"""The one rule for adding tables and tournaments (gamelib.seating), each refusal a sentence."""

from __future__ import annotations

import pytest

from gamelib.errors import FeltsideError
from gamelib.games.twister.desk import MAX_OPEN
from gamelib.i18n import has, tr
from gamelib.seating import MAX_TABLES, MAX_TOURNAMENTS, Seating, SeatingError


def test_limits_are_the_rules():
    assert MAX_TABLES == 4
    assert MAX_TOURNAMENTS == MAX_OPEN == 6


@pytest.mark.parametrize("tables", range(0, 6))
def test_tables_open_up_to_four_whatever_the_tournaments(tables):
    for tournaments in (0, 3, 6):
        seating = Seating(tables=tables, tournaments=tournaments)
        assert seating.can_add("table") == (tables < 4)
        assert seating.room_for("table") == max(0, 4 - tables)


@pytest.mark.parametrize("tournaments", range(0, 8))
def test_tournaments_up_to_six_whatever_the_tables(tournaments):
    for tables in (0, 2, 4):
        seating = Seating(tables=tables, tournaments=tournaments)
        assert seating.can_add("tournament") == (tournaments < 6)
        assert seating.room_for("tournament") == max(0, 6 - tournaments)


def test_each_refusal_is_one_sentence_in_both_languages():
    full = Seating(tables=4, tournaments=6)
    for kind, limit in (("table", 4), ("tournament", 6)):
        refused = full.refusal(kind)
        assert refused is not None and str(limit) in refused.sentence
        assert refused.sentence.endswith(".") and "\n" not in refused.sentence
        for lang in ("en", "it"):
            assert has(refused.key, lang)
            assert str(limit) in tr(refused.key, lang, limit=limit)
    assert tr("seating.tables_full", "it", limit=4) != tr("seating.tables_full", "en", limit=4)


def test_verify_raises_the_refusal_and_allows_otherwise():
    Seating(tables=3).verify_add("table")
    with pytest.raises(SeatingError) as caught:
        Seating(tables=4).verify_add("table")
    assert isinstance(caught.value, FeltsideError)
    assert caught.value.key == "seating.tables_full" and caught.value.params == {"limit": 4}
    assert "4 house tables are open" in str(caught.value)


def test_room_for_something_while_either_kind_fits():
    assert Seating(tables=4, tournaments=5).can_add_any()
    assert Seating(tables=3, tournaments=6).can_add_any()
    assert not Seating(tables=4, tournaments=6).can_add_any()


def test_bad_counts_and_kinds_are_refused_clearly():
    with pytest.raises(ValueError):
        Seating(tables=-1)
    with pytest.raises(ValueError, match="tables and tournaments"):
        Seating().can_add("bar")  # type: ignore[arg-type]


def test_the_twister_desk_refuses_a_seventh_tournament_by_the_same_rule():
    import random

    from gamelib.clock import FakeClock
    from gamelib.games.twister.desk import TwisterDesk
    from gamelib.games.twister.table import start_tables
    from gamelib.ledger import Wallet

    wallet = Wallet.in_memory()
    counter = iter(range(1, 100))
    desk = TwisterDesk(wallet, clock=FakeClock(), seed_source=lambda: next(counter).to_bytes(32, "big"))
    assert len(start_tables(desk, 100, 6, "standard", random.Random(1), thinking=False, pace=0.0)) == 6
    balance = wallet.balance
    with pytest.raises(SeatingError) as caught:
        start_tables(desk, 100, 1, "standard", random.Random(2), thinking=False, pace=0.0)
    assert caught.value.key == "seating.tournaments_full"
    assert str(caught.value) == Seating(tournaments=6).refusal("tournament").sentence
    assert wallet.balance == balance and len(desk.open_ids()) == 6  # nothing taken, nothing opened
    wallet.close()
