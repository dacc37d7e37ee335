"""The launcher starts itself again once on Linux, glibc asked for huge pages (feltside.huge_pages)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from feltside.huge_pages import (
    ASK,
    GLIBC_NEEDED,
    SMALL_PAGES,
    THP_MODE,
    environment_to_start_in,
    glibc_version,
    thp_allows,
)

ROOT = Path(__file__).resolve().parents[2]
LINUX = {"platform": "linux", "libc": "glibc 2.36", "thp_mode": "always [madvise] never", "script": "main.py"}


def start_in(environ: dict[str, str] | None = None, **changes: object) -> dict[str, str] | None:
    where = {**LINUX, **changes}
    return environment_to_start_in(str(where.pop("platform")), environ or {}, **where)  # type: ignore[arg-type]


def test_linux_with_glibc_and_huge_pages_starts_again_asking_for_them() -> None:
    assert start_in({"HOME": "/h"}) == {"HOME": "/h", "GLIBC_TUNABLES": ASK}
    assert start_in(thp_mode="[always] madvise never") == {"GLIBC_TUNABLES": ASK}
    assert start_in(script="-c") == start_in(script="/usr/lib/feltside/__main__.py") == {"GLIBC_TUNABLES": ASK}


def test_other_tunables_are_kept() -> None:
    assert start_in({"GLIBC_TUNABLES": "glibc.malloc.arena_max=2"}) == {
        "GLIBC_TUNABLES": f"glibc.malloc.arena_max=2:{ASK}"}


@pytest.mark.parametrize("environ, changes", [
    ({}, {"platform": "win32"}),
    ({}, {"platform": "darwin"}),
    ({SMALL_PAGES: "1"}, {}),                        # asked for 4 KiB pages
    ({"GLIBC_TUNABLES": ASK}, {}),                   # started again already: never twice
    ({"GLIBC_TUNABLES": "glibc.malloc.hugetlb=0"}, {}),  # whoever started us said no
    ({}, {"libc": None}),                            # musl
    ({}, {"libc": "glibc 2.34"}),                    # before the tunable
    ({}, {"thp_mode": "always madvise [never]"}),    # the kernel gives none
    ({}, {"thp_mode": None}),                        # no such file
    ({}, {"script": "-"}),                           # read from standard input: not twice
    ({}, {"script": ""}),                            # (python < main.py, or interactive)
])
def test_nothing_happens_where_it_cannot_help(environ: dict[str, str], changes: dict[str, object]) -> None:
    assert start_in(environ, **changes) is None


def test_the_versions_and_modes_read() -> None:
    assert glibc_version(f"glibc {GLIBC_NEEDED[0]}.{GLIBC_NEEDED[1]}") == GLIBC_NEEDED
    assert glibc_version("glibc 2") is None and glibc_version("glibc x.y") is None
    assert thp_allows("always madvise [never]") is False and thp_allows("[madvise]") is True


HUGE_PAGES_OF_A_4K_LAYER = """
import os
from feltside.huge_pages import start_in_huge_pages
start_in_huge_pages()
import pygame
layer = pygame.Surface((3840, 2160))
layer.fill((1, 2, 3))
rollup = open("/proc/self/smaps_rollup", encoding="utf-8").read().splitlines()
huge = next(int(line.split()[1]) for line in rollup if line.startswith("AnonHugePages:"))
print(huge, os.getpid(), os.environ.get("GLIBC_TUNABLES"))
"""


def huge_kib_of_a_4k_layer(small_pages: bool) -> tuple[int, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("GLIBC_TUNABLES", SMALL_PAGES)}
    if small_pages:
        env[SMALL_PAGES] = "1"
    done = subprocess.run([sys.executable, "-c", HUGE_PAGES_OF_A_4K_LAYER], cwd=ROOT, capture_output=True,
                          text=True, timeout=60, check=False, env={**env, "SDL_VIDEODRIVER": "dummy"})
    assert done.returncode == 0, done.stderr[-2000:]
    huge, _pid, tunables = done.stdout.split()
    return int(huge), tunables


@pytest.mark.skipif(not sys.platform.startswith("linux") or not THP_MODE.exists()
                    or "[madvise]" not in THP_MODE.read_text(encoding="utf-8")
                    or (glibc_version(os.confstr("CS_GNU_LIBC_VERSION")) or (0, 0)) < GLIBC_NEEDED,
                    reason="needs Linux, glibc 2.35+ and transparent huge pages on madvise")
def test_a_4k_layer_lies_in_huge_pages_once_started_again() -> None:
    """The start again is what puts a 33 MB layer in 2 MiB pages: with the kernel on ``madvise``
    nothing else asks, so the control (4 KiB pages asked) has none."""
    huge, tunables = huge_kib_of_a_4k_layer(small_pages=False)
    assert tunables == ASK and huge >= 16 * 1024  # most of the layer's 32,400 KiB
    huge, tunables = huge_kib_of_a_4k_layer(small_pages=True)
    assert tunables == "None" and huge == 0
