"""Money is integer cents. Formatting and parsing in English and Italian style.

>>> format_money(123450)
'€ 1,234.50'
>>> format_money(123450, "it")
'€ 1.234,50'
>>> format_money(-5)
'-€ 0.05'
>>> parse_money("1,234.50")
123450
>>> parse_money("€ 1.234,50", "it")
123450
>>> parse_money("12")
1200
"""

from __future__ import annotations

import re

from gamelib.errors import MoneyParseError

Cents = int
CURRENCY = "\u20ac"
_SEPARATORS = {"en": (",", "."), "it": (".", ",")}


def cents(euros: int, cents_part: int = 0) -> Cents:
    """Build an amount from whole euros and cents: ``cents(5, 50) == 550``."""
    return euros * 100 + cents_part


def _separators(lang: str) -> tuple[str, str]:
    return _SEPARATORS.get(lang, _SEPARATORS["en"])


def format_amount(amount: Cents, lang: str = "en", decimals: bool = True) -> str:
    """``1,234.50`` (no currency sign). ``decimals=False`` drops ``.00`` on whole euros."""
    if not isinstance(amount, int):
        raise TypeError("money is integer cents")
    thousands, point = _separators(lang)
    sign = "-" if amount < 0 else ""
    whole, frac = divmod(abs(amount), 100)
    text = f"{whole:,}".replace(",", thousands)
    if decimals or frac:
        text += f"{point}{frac:02d}"
    return sign + text


def format_money(amount: Cents, lang: str = "en", decimals: bool = True) -> str:
    """``€ 1,234.50`` (English) or ``€ 1.234,50`` (Italian); negatives as ``-€ 5.00``."""
    text = format_amount(amount, lang, decimals)
    if text.startswith("-"):
        return f"-{CURRENCY} {text[1:]}"
    return f"{CURRENCY} {text}"


def format_chip(amount: Cents, lang: str = "en") -> str:
    """Short label for a chip: ``50c``, ``1``, ``25``, ``1K``."""
    if amount < 100:
        return f"{amount}c"
    if amount % 100_000 == 0:
        return f"{amount // 100_000}K"
    return format_amount(amount, lang, decimals=False)


_NUMBER = re.compile(r"^\d{1,3}(?:[T]\d{3})*(?:[P]\d{1,2})?$|^\d+(?:[P]\d{1,2})?$")


def parse_money(text: str, lang: str = "en") -> Cents:
    """Read an amount typed by a person (``12``, ``12.5``, ``1,234.50``, ``€ 3``) into cents."""
    if not isinstance(text, str):
        raise MoneyParseError("An amount must be text such as 12.50.")
    raw = text.strip().replace(CURRENCY, "").replace("EUR", "").strip()
    negative = raw.startswith("-")
    if negative:
        raw = raw[1:].strip()
    thousands, point = _separators(lang)
    pattern = raw.replace(thousands, "T").replace(point, "P")
    if not raw or not _NUMBER.match(pattern):
        raise MoneyParseError(f"'{text}' is not an amount; write it like 12{point}50.")
    whole, _, frac = pattern.replace("T", "").partition("P")
    value = int(whole) * 100 + (int(frac.ljust(2, "0")) if frac else 0)
    return -value if negative else value
