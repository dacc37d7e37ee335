"""packaging/pyi_rth_streams.py: a program started without a console can still write."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import pytest

HOOK = Path(__file__).resolve().parents[2] / "packaging" / "pyi_rth_streams.py"


def test_missing_streams_become_the_null_device(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    runpy.run_path(str(HOOK))
    try:
        sys.stderr.write("dropped\n")
        print("dropped too")
        assert sys.stdout is not None and sys.stdout.writable()
    finally:
        sys.stdout.close()
        sys.stderr.close()


def test_real_streams_are_left_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    out, err = sys.stdout, sys.stderr
    runpy.run_path(str(HOOK))
    assert sys.stdout is out and sys.stderr is err
