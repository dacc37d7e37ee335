"""The screenshots' PNG writer (scenes/showcase/screenshots.py): files any PNG reader opens,
with every pixel within 2 of 255 of the frame, or exact with --lossless."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pygame
import pytest

from scenes.showcase.screenshots import png_bytes, six_bits, write_png


def a_frame(width: int = 64, height: int = 40) -> pygame.Surface:
    """A frame with a gradient, fine grain and a solid block, as a felt table has."""
    rng = np.random.default_rng(3)
    x = np.linspace(0, 255, width)[:, None, None]
    grain = rng.integers(0, 6, size=(width, height, 3))
    pixels = np.clip(np.broadcast_to(x, (width, height, 3)) + grain, 0, 255).astype(np.uint8)
    pixels[10:20, 5:15] = (200, 30, 40)
    pixels[0, 0], pixels[1, 0] = (0, 0, 0), (255, 255, 255)
    return pygame.surfarray.make_surface(pixels)


def loaded(path: Path) -> np.ndarray:
    return pygame.surfarray.array3d(pygame.image.load(str(path)))


def test_png_bytes_is_a_png_that_reads_back_exactly(tmp_path: Path) -> None:
    rng = np.random.default_rng(1)
    pixels = rng.integers(0, 256, size=(7, 5, 3), dtype=np.uint8)  # height 7, width 5
    path = tmp_path / "x.png"
    path.write_bytes(png_bytes(pixels))
    image = pygame.image.load(str(path))
    assert image.get_size() == (5, 7)
    assert np.array_equal(pygame.surfarray.array3d(image).transpose(1, 0, 2), pixels)


def test_six_bits_moves_no_channel_more_than_two() -> None:
    values = np.arange(256, dtype=np.uint8)
    cut = six_bits(values)
    assert np.abs(cut.astype(int) - values).max() == 2
    assert len(np.unique(cut)) == 64
    assert cut.min() == 2 and cut.max() == 254


def test_a_screenshot_is_within_two_of_the_frame_and_smaller(tmp_path: Path) -> None:
    frame = a_frame()
    write_png(frame, tmp_path / "compact.png")
    write_png(frame, tmp_path / "exact.png", lossless=True)
    exact = pygame.surfarray.array3d(frame)
    assert np.array_equal(loaded(tmp_path / "exact.png"), exact)
    compact = loaded(tmp_path / "compact.png")
    assert compact.shape == exact.shape
    assert np.abs(compact.astype(int) - exact).max() <= 2
    assert (tmp_path / "compact.png").stat().st_size < (tmp_path / "exact.png").stat().st_size


def test_a_size_given_saves_the_frame_drawn_at_the_windows_own_pixels(tmp_path):
    """Issue 27: ``screenshots --size 2560x1440`` plays the states in a window of that size and
    saves its own pixels: the lobby's heading drawn in a font of the physical size (its ink is
    as tall as the 1280x720 one's times two), not the 1920x1080 frame scaled."""
    import argparse

    from scenes.showcase import screenshots

    parser = argparse.ArgumentParser()
    screenshots.configure(parser)
    heights = {}
    for size in ("1280x720", "2560x1440"):
        out = tmp_path / size
        assert screenshots.run(parser.parse_args([str(out), "--only", "lobby", "--size", size, "--lossless"])) == 0
        shot = pygame.image.load(str(out / f"lobby_{size}.png"))
        assert shot.get_size() == screenshots.window_size(size)
        gold = pygame.mask.from_threshold(shot, (212, 175, 55), (40, 40, 40))  # FELTSIDE in gold, top left
        heights[size] = gold.get_bounding_rects()[0].h if gold.count() else 0
    assert heights["1280x720"] > 0
    assert abs(heights["2560x1440"] / heights["1280x720"] - 2.0) < 0.15


@pytest.mark.parametrize("text", ["3840", "10x10", "99999x2160", "wide"])
def test_a_size_out_of_reach_is_one_sentence(text):
    import argparse

    from scenes.showcase import screenshots

    with pytest.raises(argparse.ArgumentTypeError, match="a size is"):
        screenshots.window_size(text)
