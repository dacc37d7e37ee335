"""2 Hand Casino Hold'em in a round: a hand's PLAY spot is lit only when that hand has its ANTE
(with ANTE 1 alone, PLAY 2 stood lit beside the dim ANTE 2 as if hand 2 were in play)."""

from __future__ import annotations

import pytest
from helpers import scale

from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import CasinoHoldemTable

app = scale.app_fixture()


@pytest.mark.parametrize(("played", "idle"), [((1,), 2), ((2,), 1)])
def test_only_the_played_hands_play_spot_is_lit(app, played: tuple[int, ...], idle: int) -> None:
    table = scale.table_in_demo_state(app, CasinoHoldemTable, casino_demo, "betting", "en")
    table.clear_table()
    table.session.slip.clear()
    casino_demo.demo_bets(table, played)
    table.deal()
    table.player.flush()
    assert table.session.in_round
    controls = table.controls
    assert controls.spot_enabled(f"play{played[0]}") and controls.spot_enabled(f"ante{played[0]}")
    assert not controls.spot_enabled(f"play{idle}") and not controls.spot_enabled(f"ante{idle}")


def test_both_play_spots_are_lit_when_both_hands_play(app) -> None:
    table = scale.table_in_demo_state(app, CasinoHoldemTable, casino_demo, "decision", "en")
    assert table.session.in_round
    assert table.controls.spot_enabled("play1") and table.controls.spot_enabled("play2")
