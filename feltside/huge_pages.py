"""The window's pixels in huge pages: on Linux, the program starts itself again once with glibc
asked to back its large buffers with 2 MiB pages (``GLIBC_TUNABLES=glibc.malloc.hugetlb=1``).

A 3840x2160 layer is 33 MB: 8,100 pages of 4 KiB, 16 of 2 MiB. Every frame at 4K reads and writes
such layers (the table's kept felt, the window), and each 4 KiB page costs a TLB entry; on a
virtual machine with nested paging, touching a page that sat still for a moment costs far more
(the 2-core machines the quality targets are measured on, issue 27: 10-50 µs a page after 0.1-3 s
untouched, so a table's settled round that lays back a layer paid tens of ms at 4K). Measured
there, same tree, alternated: one 4K full-window copy 6.8-11.6 ms → 2.5-2.8 ms; video poker's
CPU p99 at 4K 26-85 → 9-15 ms; Twister's hands 17-29 → 4.3-6.4 ms.

The kernel gives huge pages to memory that asks for them when transparent huge pages are
``always`` or ``madvise`` (most distributions); glibc 2.35+ asks for its large blocks with the
tunable, which it reads only when a process starts, hence the one start again (``os.execve``:
same process, same arguments, about 30 ms). The packaged builds do the same: the one-folder
program starts its own executable again; the one-file program's unpacked child does, and runs
again from the folder it was unpacked to (the bootloader's ``_PYI_*`` variables go with it), so
nothing is unpacked twice. Nothing happens elsewhere (Windows, macOS, musl, older glibc, huge pages
``never``), when ``GLIBC_TUNABLES`` already names the tunable, or with ``FELTSIDE_SMALL_PAGES=1``
(the benches' before, or a machine where it misbehaves).
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping
from pathlib import Path

TUNABLE = "glibc.malloc.hugetlb"
ASK = f"{TUNABLE}=1"
#: set to 1 to keep 4 KiB pages (no start again)
SMALL_PAGES = "FELTSIDE_SMALL_PAGES"
#: the transparent huge pages mode, as the kernel shows it: "always [madvise] never"
THP_MODE = Path("/sys/kernel/mm/transparent_hugepage/enabled")
#: glibc's first release with the tunable
GLIBC_NEEDED = (2, 35)


def glibc_version(confstr: str | None) -> tuple[int, int] | None:
    """(2, 36) from ``os.confstr("CS_GNU_LIBC_VERSION")`` ("glibc 2.36"); None if not glibc.

    >>> glibc_version("glibc 2.36"), glibc_version("glibc 2.28.1"), glibc_version(None), glibc_version("musl")
    ((2, 36), (2, 28), None, None)
    """
    name, _, version = (confstr or "").partition(" ")
    parts = version.split(".")
    if name != "glibc" or len(parts) < 2 or not (parts[0].isdigit() and parts[1].isdigit()):
        return None
    return int(parts[0]), int(parts[1])


def thp_allows(mode: str | None) -> bool:
    """Whether the kernel gives huge pages to memory that asks: its mode's chosen word (in
    brackets) is ``always`` or ``madvise``.

    >>> thp_allows("always [madvise] never"), thp_allows("[always] madvise never")
    (True, True)
    >>> thp_allows("always madvise [never]"), thp_allows(None), thp_allows("")
    (False, False, False)
    """
    if not mode or "[" not in mode:
        return False
    chosen = mode.partition("[")[2].partition("]")[0]
    return chosen in ("always", "madvise")


def hugetlb_asked(tunables: str) -> str | None:
    """What ``GLIBC_TUNABLES``'s text asks of the tunable ("1", "0" …); None if it does not name it.

    >>> hugetlb_asked("glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1"), hugetlb_asked(""), hugetlb_asked("glibc.malloc.hugetlb=0")
    ('1', None, '0')
    """
    for part in tunables.split(":"):
        name, _, value = part.partition("=")
        if name == TUNABLE:
            return value
    return None


def environment_to_start_in(platform: str, environ: Mapping[str, str], *, libc: str | None,
                            thp_mode: str | None, script: str) -> dict[str, str] | None:
    """The environment to start again in, with glibc asked for huge pages; None to go on as is.

    ``libc`` is ``os.confstr("CS_GNU_LIBC_VERSION")``, ``thp_mode`` the text of ``THP_MODE``,
    ``script`` is ``sys.argv[0]``: "" or "-" when the program was read from standard input, which
    cannot be read a second time (a file, ``-c`` and ``-m`` can)."""
    if not platform.startswith("linux") or environ.get(SMALL_PAGES) == "1" or script in ("", "-"):
        return None
    tunables = environ.get("GLIBC_TUNABLES", "")
    if hugetlb_asked(tunables) is not None:
        return None  # asked already: by our own start again, or by whoever started us
    version = glibc_version(libc)
    if version is None or version < GLIBC_NEEDED or not thp_allows(thp_mode):
        return None
    return {**environ, "GLIBC_TUNABLES": f"{tunables}:{ASK}" if tunables else ASK}


def start_in_huge_pages() -> None:
    """Start this program again, once, with its large buffers in huge pages (see the module);
    returns only when that is not wanted here. Call it before anything allocates the window."""
    try:
        libc = os.confstr("CS_GNU_LIBC_VERSION")
    except (AttributeError, ValueError, OSError):
        libc = None
    try:
        thp_mode: str | None = THP_MODE.read_text(encoding="utf-8")
    except OSError:
        thp_mode = None
    environ = environment_to_start_in(sys.platform, os.environ, libc=libc, thp_mode=thp_mode, script=sys.argv[0])
    if environ is None or not sys.executable:
        return
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        os.execve(sys.executable, [sys.executable, *sys.orig_argv[1:]], environ)
    except OSError:
        return  # could not start again (a vanished interpreter): go on in small pages


def in_huge_pages() -> bool:
    """Whether this process asked glibc for huge pages (what a bench prints beside its figures)."""
    return hugetlb_asked(os.environ.get("GLIBC_TUNABLES", "")) not in (None, "0")


def pages_said() -> str:
    """How this process's large buffers are paged, as a bench prints it beside its load."""
    return f"pages 2 MiB ({ASK})" if in_huge_pages() else "pages 4 KiB"
