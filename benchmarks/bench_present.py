"""What showing a frame costs, by the two ways SDL offers (issue 27): the window surface with
``pygame.display.flip()`` (the whole window) or ``pygame.display.update(rects)`` (only what
changed), and SDL's GPU renderer (``pygame._sdl2.video``: the frame as a texture, uploaded whole
or only what changed, then ``present``). Needs a real display (X11, Xvfb, Wayland, Windows,
macOS); on the dummy driver it says so. Prints CPU and wall p50 / p99 per way and window size,
beside a reference measured in the same run: one full-window copy in memory.

    DISPLAY=:99 python benchmarks/bench_present.py [--window WxH ...] [--frames N]
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from feltside.huge_pages import pages_said, start_in_huge_pages  # noqa: E402

if __name__ == "__main__":
    start_in_huge_pages()  # as the program runs (Linux: 2 MiB pages); FELTSIDE_SMALL_PAGES=1 for 4 KiB

import pygame  # noqa: E402
from pygame._sdl2.video import Renderer, Texture, Window  # noqa: E402

from benchmarks import targets  # noqa: E402
from benchmarks.windows import parse_window  # noqa: E402

#: What changes in a frame of a page with the pointer moving, or a card flying: a few small areas.
CHANGED = [pygame.Rect(400, 300, 320, 120), pygame.Rect(900, 700, 200, 280)]


def timed(frames: int, show: Callable[[int], None]) -> tuple[list[float], list[float]]:
    wall, cpu = [], []
    for i in range(frames):
        t, c = time.perf_counter(), time.thread_time()
        show(i)
        wall.append(time.perf_counter() - t)
        cpu.append(time.thread_time() - c)
    return wall, cpu


def p(samples: list[float], q: float) -> float:
    s = sorted(samples)
    return s[min(len(s) - 1, int(len(s) * q))] * 1000


def line(name: str, size: tuple[int, int], wall: list[float], cpu: list[float]) -> None:
    print(f"{size[0]}x{size[1]:<6} {name:<34} cpu p50 {p(cpu, 0.5):6.2f} ms  p99 {p(cpu, 0.99):6.2f} ms   "
          f"wall p50 {p(wall, 0.5):6.2f} ms  p99 {p(wall, 0.99):6.2f} ms")


def scaled(rects: list[pygame.Rect], size: tuple[int, int]) -> list[pygame.Rect]:
    k = size[0] / 1920
    return [pygame.Rect(round(r.x * k), round(r.y * k), round(r.w * k), round(r.h * k)) for r in rects]


def surface_ways(size: tuple[int, int], frames: int) -> None:
    window = pygame.display.set_mode(size)
    frame = pygame.Surface(size, 0, window)
    frame.fill((20, 90, 50))
    changed = scaled(CHANGED, size)

    def draw(i: int) -> None:
        for r in changed:
            window.fill((20 + i % 200, 90, 50), r)

    copies = timed(30, lambda i: window.blit(frame, (0, 0)))
    print(f"{size[0]}x{size[1]:<6} reference: one full-window copy      cpu p50 {p(copies[1], 0.5):6.2f} ms")
    line("display.flip() (whole window)", size, *timed(frames, lambda i: (draw(i), pygame.display.flip())))
    line("display.update(rects changed)", size, *timed(frames, lambda i: (draw(i), pygame.display.update(changed))))
    pygame.display.quit()
    pygame.display.init()


def renderer_ways(size: tuple[int, int], frames: int) -> None:
    window = Window("bench", size)
    renderer = Renderer(window, vsync=False)
    frame = pygame.Surface(size, pygame.SRCALPHA)
    frame.fill((20, 90, 50, 255))
    texture = Texture.from_surface(renderer, frame)
    changed = scaled(CHANGED, size)

    def whole(i: int) -> None:
        for r in changed:
            frame.fill((20 + i % 200, 90, 50, 255), r)
        texture.update(frame)
        renderer.blit(texture)
        renderer.present()

    def parts(i: int) -> None:
        for r in changed:
            frame.fill((20 + i % 200, 90, 50, 255), r)
            texture.update(frame.subsurface(r), r)
        renderer.blit(texture)
        renderer.present()

    line("renderer: texture uploaded whole", size, *timed(frames, whole))
    line("renderer: only what changed uploaded", size, *timed(frames, parts))
    window.destroy()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--window", type=parse_window, action="append", metavar="WxH")
    parser.add_argument("--frames", type=int, default=200)
    targets.add_no_fail(parser)
    args = parser.parse_args()
    print(f"load average before the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}   ({os.cpu_count()} cores); {pages_said()}")
    pygame.display.init()
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        targets.skip("presenting a frame", "no real display (the dummy driver shows nothing)")
        return targets.finish()
    print(f"video driver: {pygame.display.get_driver()}")
    for size in args.window or [(1920, 1080), (3840, 2160)]:
        surface_ways(size, args.frames)
        renderer_ways(size, args.frames)
    print(f"load average after the run: {', '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return targets.finish()


if __name__ == "__main__":
    sys.exit(main())
