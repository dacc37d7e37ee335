from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from gamelib.errors import MoneyParseError
from gamelib.money import format_chip, format_money, parse_money


@pytest.mark.parametrize(("cents", "en", "it"), [
    (0, "€ 0.00", "€ 0,00"),
    (5, "€ 0.05", "€ 0,05"),
    (123450, "€ 1,234.50", "€ 1.234,50"),
    (100_000_000, "€ 1,000,000.00", "€ 1.000.000,00"),
    (-2550, "-€ 25.50", "-€ 25,50"),
])
def test_format(cents, en, it):
    assert format_money(cents) == en
    assert format_money(cents, "it") == it


def test_floats_are_refused():
    with pytest.raises(TypeError):
        format_money(1.5)  # type: ignore[arg-type]


@pytest.mark.parametrize(("text", "lang", "cents"), [
    ("12", "en", 1200), ("12.5", "en", 1250), ("12.05", "en", 1205), ("1,234.50", "en", 123450),
    ("€ 3", "en", 300), ("1.234,50", "it", 123450), ("0,10", "it", 10), ("-4.00", "en", -400),
])
def test_parse(text, lang, cents):
    assert parse_money(text, lang) == cents


@pytest.mark.parametrize("text", ["", "abc", "1.2.3", "12.345", "1,23", "€", "--5", "1e3"])
def test_parse_errors_are_one_sentence(text):
    with pytest.raises(MoneyParseError) as err:
        parse_money(text)
    assert str(err.value).endswith(".")


@given(st.integers(min_value=-10**12, max_value=10**12), st.sampled_from(["en", "it"]))
def test_format_then_parse_round_trips(cents, lang):
    assert parse_money(format_money(cents, lang), lang) == cents


def test_chip_labels():
    assert [format_chip(c) for c in (10, 50, 100, 2500, 100_000)] == ["10c", "50c", "1", "25", "1K"]
