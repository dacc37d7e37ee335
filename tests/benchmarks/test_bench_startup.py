"""bench_startup's before/after mode: which checkout starts first alternates round by round."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import bench_startup
from benchmarks.bench_startup import ROOT, Start


def test_against_alternates_which_checkout_goes_first_and_reports_both_orders(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    order: list[str] = []

    def fake_start(command: list[str], data_dir: Path | None = None, compiled: bool = True,
                   cwd: Path = ROOT) -> Start:
        order.append("other" if cwd == tmp_path else "this")
        return Start(0.5 if cwd == tmp_path else 0.4, 0.3, 0.35)

    monkeypatch.setattr(bench_startup, "start_to_lobby", fake_start)
    bench_startup.against(tmp_path, 4)
    pairs = [tuple(order[i:i + 2]) for i in range(2, len(order), 2)]  # after the two warm-ups
    assert pairs == [("other", "this"), ("this", "other"), ("other", "this"), ("this", "other")]
    said = capsys.readouterr().out
    assert "before going first (2 rounds)" in said and "after going first (2 rounds)" in said
