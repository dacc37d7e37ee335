"""Bounded PHH input (issue 16): each input an adversarial pass found costly is refused in
one sentence, exit 1, quoting at most 80 characters, within 100 MB (traced here), and
without ever opening what is not a regular file.

Before the bounds: 80 KB of nested dotted keys took 30 s and 6 GB, ``/dev/zero`` and
``/dev/urandom`` 5-6 GB, a FIFO hung, deep arrays raised ``RecursionError``, a 5,000-digit
amount ``ValueError``, and a 50 MB variant string was echoed back whole.
"""

from __future__ import annotations

import builtins
import io
import os
import signal
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from gamelib.cli import main as cli_main
from gamelib.games.twister.phh import (
    MAX_BYTES,
    MAX_DIGITS,
    MAX_NESTING,
    MAX_PLAYERS,
    MAX_VALUES,
    QUOTE_CHARS,
    PHHError,
    final_stacks,
    loads,
    quote,
)

HEADER = 'variant = "NT"\nstarting_stacks = [200, 200]\nblinds_or_straddles = [1, 2]\n'
LIMIT_MB = 100


def _write_large(path: Path, head: str, fill: str, size: int, tail: str) -> None:
    """A file of ``size`` bytes written in pieces (the test itself stays small)."""
    with path.open("w", encoding="utf-8") as out:
        out.write(head)
        left = size - len(head) - len(tail)
        chunk = fill * (65536 // len(fill))
        while left > 0:
            out.write(chunk[:left])
            left -= len(chunk)
        out.write(tail)


def dotted_keys(path: Path) -> None:  # 30 s and 6 GB before
    path.write_text("a." * 40_000 + "b = 1\n")


def deep_arrays(path: Path) -> None:  # RecursionError before
    path.write_text("x = " + "[" * 5_000 + "]" * 5_000 + "\n" + HEADER)


def huge_number(path: Path) -> None:  # ValueError before
    path.write_text(HEADER.replace("[200, 200]", "[" + "9" * 5_000 + ", 200]") + "actions = []\n")


def huge_amount(path: Path) -> None:
    path.write_text(HEADER + 'actions = ["d dh p1 AsKs", "d dh p2 2c3c", "p2 cbr '
                    + "9" * 5_000 + '"]\n')


def variant_50mb(path: Path) -> None:  # echoed back whole before
    _write_large(path, 'variant = "', "X", 50_000_000, '"\n')


def variant_900kb(path: Path) -> None:  # under the size limit: quoted, cut at 80 characters
    path.write_text('variant = "' + "X" * 900_000 + '"\nstarting_stacks = [1, 2]\nactions = []\n')


def many_values(path: Path) -> None:  # tomllib would take seconds on a megabyte of them
    path.write_text("x = [" + "1," * 400_000 + "1]\n")


def many_players(path: Path) -> None:
    path.write_text('variant = "NT"\nstarting_stacks = [' + ", ".join(["5"] * 500)
                    + "]\nactions = []\n")


BAD_FILES: dict[str, tuple[Callable[[Path], None], str]] = {
    "80 KB of nested dotted keys": (dotted_keys, f"more than {MAX_NESTING} dotted parts"),
    "deep arrays": (deep_arrays, f"more than {MAX_NESTING} deep"),
    "a 5,000-digit stack": (huge_number, f"more than {MAX_DIGITS} digits"),
    "a 5,000-digit raise": (huge_amount, f"at most {MAX_DIGITS} digits"),
    "a 50 MB variant string": (variant_50mb, f"at most {MAX_BYTES:,}"),
    "a 900 KB variant string": (variant_900kb, "can be replayed, not 'XXX"),
    "a megabyte of values": (many_values, f"more than {MAX_VALUES:,} values"),
    "500 players": (many_players, f"2 to {MAX_PLAYERS} players"),
}


@pytest.fixture
def peak_memory() -> Iterator[Callable[[], float]]:
    """The peak of Python's allocations (MB) since the fixture started."""
    tracemalloc.start()
    try:
        yield lambda: tracemalloc.get_traced_memory()[1] / 1e6
    finally:
        tracemalloc.stop()


def _one_sentence(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[:500]
    assert lines[0].startswith("feltside: error: ") and "Traceback" not in err, err[:500]
    assert len(lines[0]) < 250, lines[0][:500]  # never the input echoed back
    return lines[0]


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_costly_phh_files_are_one_sentence_exit_1_within_100_mb(
        tmp_path: Path, case: str, capsys: pytest.CaptureFixture[str],
        peak_memory: Callable[[], float]) -> None:
    make, words = BAD_FILES[case]
    path = tmp_path / "hand.phh"
    make(path)
    tracemalloc.reset_peak()
    assert cli_main(["phh", str(path)]) == 1
    assert peak_memory() < LIMIT_MB
    assert words in _one_sentence(capsys.readouterr().err)


@pytest.fixture
def never_opened(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every attempt to open a file is recorded and refused, and an alarm stops a test that
    blocks anyway (a FIFO opened for reading waits for a writer forever)."""
    opened: list[str] = []

    def refuse(path: Any, *args: Any, **kwargs: Any) -> Any:
        opened.append(str(path))
        raise AssertionError(f"{path} was opened")

    for module, name in ((os, "open"), (builtins, "open"), (io, "open")):
        monkeypatch.setattr(module, name, refuse)

    def stuck(signum: int, frame: Any) -> None:
        raise TimeoutError("the FIFO was opened and blocked")

    previous = signal.signal(signal.SIGALRM, stuck)
    signal.alarm(20)
    try:
        yield opened
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_is_refused_by_stat_before_it_is_opened(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], never_opened: list[str]) -> None:
    fifo = tmp_path / "hand.phh"
    os.mkfifo(fifo)
    assert cli_main(["phh", str(fifo)]) == 1
    assert "not a regular file" in _one_sentence(capsys.readouterr().err)
    assert never_opened == []


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_endless_devices_are_refused_without_reading(
        device: str, capsys: pytest.CaptureFixture[str], never_opened: list[str]) -> None:
    if not Path(device).exists():
        pytest.skip(f"no {device} here")
    assert cli_main(["phh", device]) == 1
    assert "not a regular file" in _one_sentence(capsys.readouterr().err)
    assert never_opened == []


def test_text_is_bounded_before_tomllib_parses_it(peak_memory: Callable[[], float]) -> None:
    """``loads`` itself (used by the GUI's hand history too) refuses the same shapes."""
    texts = {
        "a." * 40_000 + "b = 1": "dotted parts",
        "x = " + "{a = " * 200 + "1" + "}" * 200: "deep",
        'variant = "' + "X" * 50_000_000 + '"': "too large",
        "x = -" + "1_2" * 10: "digits",
        "\n" * (MAX_VALUES + 1): "values or lines",
    }
    for text, words in texts.items():
        tracemalloc.reset_peak()
        with pytest.raises(PHHError, match=words):
            loads(text)
        assert peak_memory() < LIMIT_MB + len(text) / 1e6  # the text itself, nothing more
    with pytest.raises(PHHError, match=r"can be replayed, not 'Y{79}…'\.$"):
        final_stacks(loads('variant = "' + "Y" * 5_000 + '"\nstarting_stacks = [1, 2]\n'
                           "actions = []"))


def test_what_the_bounds_still_accept() -> None:
    """The limits leave ordinary hands alone: strings holding brackets, dots, digits and
    quotes are not counted, numbers up to 15 digits and keys up to 15 dots are read."""
    text = ('variant = "NT"  # a comment with [[[ and a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q\n'
            'starting_stacks = [999_999_999_999_999, 1_000]\nblinds_or_straddles = [1, 2]\n'
            f'_note = "{"[" * 50}{"9" * 50}{"." * 50}\\" still a string"\n'
            "_literal = '''\n" + "{" * 50 + "\n'''\n"
            '_table.' + ".".join("k" * 15) + ' = 1\n'
            'actions = ["d dh p1 AsKs", "d dh p2 2c3c", "p2 cbr 1000", "p1 f"]\n')
    assert final_stacks(loads(text)) == [999_999_999_999_999 - 2, 1_002]


def test_quote_keeps_at_most_80_characters() -> None:
    assert quote("p1 f") == "'p1 f'"
    assert len(quote("x" * 10_000)) == QUOTE_CHARS + 2 and quote("x" * 10_000).endswith("…'")
    assert len(quote(["a"] * 10_000)) == QUOTE_CHARS + 2
