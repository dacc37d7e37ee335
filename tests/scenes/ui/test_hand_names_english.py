"""English hand names read back without naming all 7462 strengths (issue 17: the first result
row shown froze ~100 ms while they were named)."""

from __future__ import annotations

from gamelib.hands import N_CLASSES, name_of_strength, strength_name
from scenes.ui import hand_names


def test_every_strength_s_english_name_is_read_back_to_its_hand_name() -> None:
    names = hand_names._english_names()
    for s in range(1, N_CLASSES + 1):
        assert names[strength_name(s)] == name_of_strength(s), s


def test_a_saved_english_name_is_worded_in_italian() -> None:
    assert hand_names.hand_name("Full House, Queens over Fours", "it") == "Full di Donne con Quattro"
    assert hand_names.hand_name("AA+ Bonus", "it") == "AA+ Bonus"  # not a hand: as it is
