"""What this machine charges to touch memory that sat still: a reference a frame bench prints
beside its load and its full-window copy, so a reader can weigh the run.

On the virtual machines the targets are measured on (issue 27, session 18), the first touch of a
4 KiB page left untouched for 0.1-3 s costs 10-50 µs, more or less as the host is loaded, and no
page fault shows in the process: a table's event frame lays back layers that sat still since the
last event, so its cost rises with the window's area on such a host and not on a desktop. The
program asks for 2 MiB pages (``feltside.huge_pages``), which this reference measures too.
"""

from __future__ import annotations

import mmap
import time

PAGE = 4096
#: as large as a 3840x2160 layer, near enough (32 MiB: 8,192 pages of 4 KiB, 16 of 2 MiB)
SIZE = 32 << 20


def _read_each_page(buffer: mmap.mmap) -> float:
    """Milliseconds of process time to read one byte of each 4 KiB page of ``buffer``."""
    start = time.process_time()
    sum(memoryview(buffer)[::PAGE])
    return (time.process_time() - start) * 1000


def still_memory_ms(still: float = 0.5, size: int = SIZE) -> dict[str, float]:
    """Reading a byte of each page of ``size`` bytes: ``warm`` (read just before), and after
    ``still`` seconds untouched in 4 KiB pages and (where the kernel gives them) in 2 MiB pages."""
    buffers = {"4 KiB": mmap.mmap(-1, size)}
    if hasattr(mmap, "MADV_HUGEPAGE"):
        huge = mmap.mmap(-1, size)
        try:
            huge.madvise(mmap.MADV_HUGEPAGE)
            buffers["2 MiB"] = huge
        except OSError:
            huge.close()
    try:
        for buffer in buffers.values():
            memoryview(buffer)[::PAGE] = bytes(len(range(0, size, PAGE)))  # every page in memory
        costs = {"warm": min(_read_each_page(buffers["4 KiB"]) for _ in range(3))}
        time.sleep(still)
        costs.update((name, _read_each_page(buffer)) for name, buffer in buffers.items())
        return costs
    finally:
        for buffer in buffers.values():
            buffer.close()


def still_memory_said(still: float = 0.5) -> str:
    """The reference as a bench prints it."""
    costs = still_memory_ms(still)
    pages = ", ".join(f"{costs[name]:.1f} ms in {name} pages" for name in ("4 KiB", "2 MiB") if name in costs)
    return (f"32 MiB read a byte a page after {still:g} s untouched: {pages} (just read: "
            f"{costs['warm']:.1f} ms)")
