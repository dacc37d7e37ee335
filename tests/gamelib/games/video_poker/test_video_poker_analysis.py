"""Exact analysis: hold EVs against a slow brute-force enumeration, published pay-table
returns, the disk cache, and the default strategy's return."""

from __future__ import annotations

import math
from itertools import combinations
from pathlib import Path

import numpy as np
import pytest

from gamelib.cards import FULL_DECK, Card, parse_cards
from gamelib.games.video_poker import analysis as va
from gamelib.games.video_poker.paytables import OPTIMAL_RETURNS, PAYTABLES, classify

JOB, DW, DDB = PAYTABLES["jacks-or-better"], PAYTABLES["deuces-wild"], PAYTABLES["double-double-bonus"]


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("vp-cache")


def brute_ev(pt, dealt: list[Card], positions: tuple[int, ...]) -> float:  # type: ignore[no-untyped-def]
    """Average pay over every draw of the discarded cards from the 47 unseen (plain Python)."""
    kept = [dealt[p] for p in positions]
    unseen = [c for c in FULL_DECK if c not in set(dealt)]
    total = n = 0
    for draw in combinations(unseen, 5 - len(kept)):
        line = classify(pt, kept + list(draw))
        total += line.pays if line else 0
        n += 1
    assert n == math.comb(47, 5 - len(kept))
    return total / n


@pytest.mark.parametrize(("pt", "hand", "holds"), [
    (JOB, "As Ks Qs Js 9d", [(0, 1, 2, 3), (1, 2, 3), (0, 1, 2, 3, 4), (3, 4)]),
    (JOB, "Jc Jd 4h 8s 9c", [(0, 1), (0, 1, 4), (3, 4, 1)]),
    (DW, "2c 9d 9h 5s Kc", [(0, 1, 2), (0, 4), (1, 2, 4)]),
    (DDB, "Ac Ad Ah As 9c", [(0, 1, 2, 3), (0, 1, 2, 3, 4)]),
])
def test_hold_ev_matches_brute_force(cache: Path, pt, hand: str, holds) -> None:  # type: ignore[no-untyped-def]
    cards = parse_cards(hand)
    values = {h.positions: h for h in va.hold_values(pt, cards, tables=va.subset_tables(pt, cache))}
    assert len(values) == 32
    for positions in holds:
        got = values[tuple(sorted(positions))]
        assert got.ev == pytest.approx(brute_ev(pt, cards, tuple(sorted(positions))), abs=1e-12)
        assert got.numerator == round(got.ev * math.comb(47, 5 - len(positions)))


def test_known_values_and_order(cache: Path) -> None:
    tables = va.subset_tables(JOB, cache)
    cards = parse_cards("As Ks Qs Js 9d")
    holds = va.hold_values(JOB, cards, tables=tables)
    assert holds[0].positions == (0, 1, 2, 3)
    assert holds[0].ev == pytest.approx(18.553191, abs=1e-6)  # 4 to a royal, JoB 9/6
    assert [h.ev for h in holds] == sorted((h.ev for h in holds), reverse=True)
    royal = parse_cards("Ts Ks Qs Js As")
    assert va.optimal_hold(JOB, royal, tables=tables) == (0, 1, 2, 3, 4)
    assert va.hold_value(JOB, royal, (0, 1, 2, 3, 4), tables=tables) == 800
    # the positions follow the dealt order, not the sorted one
    shuffled = parse_cards("9d Js As Qs Ks")
    assert va.optimal_hold(JOB, shuffled, tables=tables) == (1, 2, 3, 4)


def test_cache_is_written_reused_and_rebuilt_when_damaged(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    va.forget_tables()
    first = va.subset_tables(JOB, tmp_path)
    files = sorted(p.name for p in tmp_path.glob("*.npy"))
    assert len(files) == 2 and all(f.startswith("vp-jacks-or-better-") for f in files)
    builds: list[str] = []

    def counted_build(pt):  # type: ignore[no-untyped-def]
        builds.append(pt.name)
        return first

    monkeypatch.setattr(va, "build_tables", counted_build)
    va.forget_tables()
    again = va.subset_tables(JOB, tmp_path)
    assert builds == []  # read back from disk
    assert np.array_equal(first.flat, again.flat) and np.array_equal(first.lines, again.lines)
    main = next(p for p in tmp_path.glob("*.npy") if not p.name.endswith("-lines.npy"))
    main.write_bytes(b"not an array")
    va.forget_tables()
    va.subset_tables(JOB, tmp_path)
    assert builds == ["jacks-or-better"]  # the damaged file was rebuilt and saved again
    assert np.load(main, allow_pickle=False).shape == (va.OFFSETS[-1],)


def test_table_sums_are_counts(cache: Path) -> None:
    tables = va.subset_tables(JOB, cache)  # already in memory from the other tests, or built
    # the empty set: every hand's pay; a single card: the hands holding it
    assert tables.flat[0] == int(JOB.pays[tables.lines].sum())
    assert int(tables.flat[va.OFFSETS[5]:].sum()) == int(tables.flat[0])


def test_deal_classes_cover_every_deal() -> None:
    classes = va.deal_classes()
    assert len(classes.weights) == 134_459
    assert int(classes.weights.sum()) == 2_598_960


PUBLISHED = {
    # (pay table, optimal return) published for these exact pays
    "jacks-or-better": 0.995439,  # 9/6 Jacks or Better
    "bonus-poker": 0.991660,  # 8/5 Bonus Poker
    "double-double-bonus": 0.989808,  # 9/6 Double Double Bonus
    "deuces-wild": 0.989131,  # 800/200/25/15/9/4/4/3/2/1 ("Illinois Deuces")
}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(PAYTABLES))
def test_exact_optimal_returns(cache: Path, name: str) -> None:
    result = va.exact_return(PAYTABLES[name], "optimal", cache_dir=cache)
    assert sum(result.lines.values()) + result.nothing == pytest.approx(1.0, abs=1e-9)
    by_lines = sum(p * PAYTABLES[name].line(k).pays for k, p in
                   ((pl.key, result.lines[pl.name]) for pl in PAYTABLES[name].lines))
    assert by_lines == pytest.approx(result.return_, abs=1e-9)
    if name in PUBLISHED:
        assert round(result.return_, 6) == PUBLISHED[name]
    else:
        assert round(result.return_, 6) == 0.979598  # Tens or Better with Four of a kind 20
    assert round(result.return_, 6) == OPTIMAL_RETURNS[name]  # the figure the screen shows


#: The default strategies read literally (spec 40): exact returns over all 2,598,960 deals.
DEFAULT_RETURNS = {"jacks-or-better": 0.966498, "tens-or-better": 0.944649, "deuces-wild": 0.919032,
                   "bonus-poker": 0.961278, "double-double-bonus": 0.963292}


@pytest.mark.slow
@pytest.mark.parametrize("name", list(DEFAULT_RETURNS))
def test_default_strategy_returns_less_than_optimal(cache: Path, name: str) -> None:
    result = va.exact_return(PAYTABLES[name], "default", cache_dir=cache)
    assert round(result.return_, 6) == DEFAULT_RETURNS[name]
    assert result.return_ < OPTIMAL_RETURNS[name]
    assert sum(result.lines.values()) + result.nothing == pytest.approx(1.0, abs=1e-9)


def test_custom_chooser_hold_everything_is_the_deal_distribution(cache: Path) -> None:
    result = va.exact_return(JOB, lambda cards: (0, 1, 2, 3, 4), cache_dir=cache)
    assert result.lines["Royal Flush"] == pytest.approx(4 / 2_598_960)
    assert result.lines["Jacks or Better"] == pytest.approx(337_920 / 2_598_960)


def test_bad_hand_is_refused(cache: Path) -> None:
    with pytest.raises(ValueError):
        va.hold_values(JOB, parse_cards("As Ks Qs Js"), tables=va.subset_tables(JOB, cache))


def test_mask_helpers() -> None:
    assert va.mask_positions(0b10011) == (0, 1, 4)
    assert va.positions_mask([4, 0, 1]) == 0b10011
    assert len(va.combinations_of(range(5))) == 32


def test_simulator_agrees_with_the_exact_default_return() -> None:
    """Seeded, so not flaky: the simulated return lies within its 99 % interval of the exact one."""
    from gamelib.games.video_poker.simulate import simulate

    result = simulate(JOB, 4000, 10, "default", np.random.default_rng(12))
    assert 0 < result.half_width < 0.1
    assert abs(result.return_ - DEFAULT_RETURNS["jacks-or-better"]) < result.half_width  # the exact default-strategy return
    assert sum(result.lines.values()) < 40_000


@pytest.mark.slow
def test_full_pay_deuces_wild_matches_the_published_return(cache: Path) -> None:
    """The same Deuces Wild reader with the full-pay table (800/200/25/15/9/5/3/2/2/1): 100.7620 %."""
    from dataclasses import replace

    from gamelib.games.video_poker.paytables import PayLine

    pays = (800, 200, 25, 15, 9, 5, 3, 2, 2, 1)
    full = replace(DW, name="deuces-wild-full-pay",
                   lines=tuple(PayLine(pl.key, pl.name, p) for pl, p in zip(DW.lines, pays)))
    assert round(va.exact_return(full, "optimal", cache_dir=cache).return_, 6) == 1.007620
