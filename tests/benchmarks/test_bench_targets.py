"""The benches' target lines and make bench's table (benchmarks/targets.py, run_all.py)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import pytest

from benchmarks import run_all
from benchmarks.targets import LINE, SKIPPED, Targets, add_no_fail, number, strip_no_fail


def test_a_met_target_prints_one_uniform_line(capsys: pytest.CaptureFixture[str]) -> None:
    t = Targets()
    assert t.report("advisor per decision", 0.42, "s", "<", 1) is True
    line = capsys.readouterr().out.strip()
    assert line == "TARGET advisor per decision: 0.42 s (target < 1 s) MET"
    m = LINE.match(line)
    assert m and m["what"] == "advisor per decision" and m["verdict"] == "MET"


@pytest.mark.parametrize(("value", "op", "limit", "ok"), [
    (5, "<", 5, False), (5, "<=", 5, True), (5, ">", 5, False), (5, ">=", 5, True),
    (4.9, "<", 5, True), (250_001, ">=", 200_000, True), (199_999, ">=", 200_000, False),
])
def test_each_comparison_decides_met_or_missed(value: float, op: str, limit: float, ok: bool) -> None:
    t = Targets()
    assert t.report("x", value, "", op, limit) is ok
    assert (t.met, t.missed) == ((["x"], []) if ok else ([], ["x"]))


def test_an_unknown_comparison_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown comparison"):
        Targets().report("x", 1, "s", "==", 1)


def test_a_miss_fails_the_bench_unless_no_fail(capsys: pytest.CaptureFixture[str]) -> None:
    t = Targets()
    t.report("rounds", 150_000, "rounds/s", ">=", 200_000)
    t.report("frame p99", 3.2, "ms", "<", 5)
    out = capsys.readouterr().out
    assert "TARGET rounds: 150,000 rounds/s (target >= 200,000 rounds/s) MISSED" in out
    assert t.finish(no_fail=False) == 1
    assert t.finish(no_fail=True) == 0
    assert "targets: 1 met, 1 missed (rounds)" in capsys.readouterr().out


def test_all_met_or_skipped_passes(capsys: pytest.CaptureFixture[str]) -> None:
    t = Targets()
    t.report("a", 1, "s", "<", 2)
    t.skip("eval7 ratio", "eval7 not installed")
    out = capsys.readouterr().out
    assert SKIPPED.match(out.splitlines()[-1])
    assert t.finish(no_fail=False) == 0
    assert "1 met, 0 missed, 1 skipped" in capsys.readouterr().out


def test_no_fail_comes_from_the_command_line_or_the_environment(
        monkeypatch: pytest.MonkeyPatch) -> None:
    t = Targets()
    t.report("a", 3, "s", "<", 2)
    monkeypatch.setattr(sys, "argv", ["bench"])
    monkeypatch.delenv("FELTSIDE_BENCH_NO_FAIL", raising=False)
    assert t.finish() == 1
    monkeypatch.setattr(sys, "argv", ["bench", "--no-fail"])
    assert t.finish() == 0
    monkeypatch.setattr(sys, "argv", ["bench"])
    monkeypatch.setenv("FELTSIDE_BENCH_NO_FAIL", "1")
    assert t.finish() == 0


def test_the_flag_for_argparse_and_for_plain_argv() -> None:
    parser = argparse.ArgumentParser()
    add_no_fail(parser)
    assert parser.parse_args(["--no-fail"]).no_fail is True
    assert strip_no_fail(["bench", "--no-fail", "2000"]) == ["bench", "2000"]


def test_numbers_read_as_people_read_them() -> None:
    assert [number(x) for x in (1_234_567, 123.4, 12.34, 1.234, 0.04213)] == [
        "1,234,567", "123", "12.3", "1.23", "0.0421"]


def write_bench(folder: Path, name: str, body: str) -> Path:
    path = folder / f"bench_{name}.py"
    path.write_text(f"import sys\nsys.path.insert(0, {str(Path.cwd())!r})\n"
                    "from benchmarks import targets\n" + body + "\nsys.exit(targets.finish())\n")
    return path


def test_run_all_tabulates_and_fails_on_a_miss(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    write_bench(tmp_path, "fast", "targets.report('frame p99', 3, 'ms', '<', 5)")
    write_bench(tmp_path, "slow", "targets.report('rounds', 10, 'rounds/s', '>=', 200000)\n"
                "targets.skip('eval7 ratio', 'eval7 not installed')")
    monkeypatch.setattr(run_all, "HERE", tmp_path)
    monkeypatch.delenv("FELTSIDE_BENCH_NO_FAIL", raising=False)
    assert run_all.main([]) == 1
    out = capsys.readouterr().out
    summary = out[out.rindex("bench "):]
    rows = [line.split() for line in summary.splitlines()]
    assert ["fast", "frame", "p99", "3", "ms", "<", "5", "ms", "MET"] in rows
    assert "MISSED" in summary and "skipped: eval7 not installed" in summary
    assert "1 target(s) met, 1 missed, 0 bench(es) failed" in summary
    assert run_all.main(["--no-fail"]) == 0
    assert run_all.main(["--only", "fast"]) == 0


def test_run_all_fails_on_a_crashed_bench_even_with_no_fail(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    write_bench(tmp_path, "broken", "raise SystemExit(3)")
    monkeypatch.setattr(run_all, "HERE", tmp_path)
    assert run_all.main(["--no-fail"]) == 1
    assert "FAILED: exit 3" in capsys.readouterr().out
