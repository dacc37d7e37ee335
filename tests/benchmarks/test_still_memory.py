"""The still-memory reference the frame benches print (benchmarks/still_memory.py)."""

from __future__ import annotations

import mmap

from benchmarks.still_memory import still_memory_ms, still_memory_said


def test_the_reference_reads_each_page_warm_and_after_a_pause() -> None:
    costs = still_memory_ms(still=0.0, size=1 << 20)
    want = {"warm", "4 KiB"} | ({"2 MiB"} if hasattr(mmap, "MADV_HUGEPAGE") else set())
    assert want <= set(costs) and all(ms >= 0.0 for ms in costs.values())


def test_the_line_says_the_pause_and_each_page_size() -> None:
    line = still_memory_said(still=0.0)
    assert line.startswith("32 MiB read a byte a page after 0 s untouched: ") and "in 4 KiB pages" in line
    assert "just read: " in line
