"""The runtime asset loader: every generated file exists and loads; sizes, caching, no-audio."""

from __future__ import annotations

import os
import subprocess
import sys
import wave
from collections.abc import Iterator
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from scenes.ui import resources as res

RANKS = "23456789TJQKA"
SUITS = "cdhs"


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> Iterator[None]:
    pygame.display.init()
    pygame.font.init()
    yield
    res.clear_caches()


def expected_files() -> list[str]:
    files = []
    for r in RANKS:
        for s in SUITS:
            files += [f"cards/large/{r}{s}.png", f"cards/mini/{r}{s}.png"]
            if s in "cd":
                files += [f"cards/large_four/{r}{s}.png", f"cards/mini_four/{r}{s}.png"]
    files += [f"backs/{b}.png" for b in res.BACK_STYLES]
    files += [f"chips/chip_{v}.png" for v in res.CHIP_VALUES]
    files += [f"chips/side_{v}.png" for v in res.CHIP_VALUES]
    files += [f"felt/{f}.png" for f in res.FELT_NAMES]
    files += [f"images/{i}.png" for i in res.IMAGE_NAMES] + ["images/icon.ico"]
    files += [f"sounds/{n}.wav" for n in res.SOUND_NAMES]
    files += [f"fonts/{f}" for f in res.FONT_FILES.values()]
    files += ["fonts/OFL-Lato.txt", "fonts/LICENSE-DejaVu.txt", "LICENSES.md"]
    return files


def test_every_expected_asset_exists() -> None:
    missing = [f for f in expected_files() if not res.asset_path(*f.split("/")).is_file()]
    assert missing == []


@pytest.mark.parametrize("rel", [f for f in expected_files() if f.endswith(".png")])
def test_every_png_loads(rel: str) -> None:
    img = pygame.image.load(str(res.asset_path(*rel.split("/"))))
    assert img.get_width() > 0 and img.get_height() > 0


def test_large_and_mini_faces_have_the_card_aspect() -> None:
    for folder in ("large", "mini"):
        img = pygame.image.load(str(res.asset_path("cards", folder, "As.png")))
        w, h = img.get_size()
        assert abs(h / w - 7 / 5) < 0.01


def test_wav_files_are_short_16_bit_and_small() -> None:
    total = 0
    for name in res.SOUND_NAMES:
        path = res.asset_path("sounds", f"{name}.wav")
        with wave.open(str(path)) as w:
            assert w.getsampwidth() == 2
            assert w.getnframes() / w.getframerate() <= (10 if name == "ambience" else 2.5)
        total += path.stat().st_size
    assert total < 2_000_000


@pytest.mark.parametrize("width", [30, 80, 200])
def test_card_image_at_several_widths(width: int) -> None:
    for cid in (0, 25, 37, 51):
        img = res.card_image(cid, width)
        assert img.get_size() == res.card_size(width)


def test_card_image_uses_mini_art_when_small_and_caches() -> None:
    small = res.card_image(51, 30)
    assert res.card_image(51, 30) is small
    assert res.card_image(51, 30, four_colour=True) is not None
    # mini art: the rank fills much more of the card than on the large face
    big_from_large = res.card_image(51, 80)
    assert big_from_large is not small


def test_four_colour_changes_only_clubs_and_diamonds() -> None:
    def colour_at_centre_of_pip(cid: int, four: bool) -> tuple[int, int, int]:
        img = res.card_image(cid, 300, four_colour=four)
        # sample the darkest/most saturated pixel of the index area
        best = (255, 255, 255)
        for x in range(10, 50):
            for y in range(10, 60):
                r, g, b, _a = img.get_at((x, y))
                if r + g + b < sum(best):
                    best = (r, g, b)
        return best

    club_std, club_four = colour_at_centre_of_pip(0, False), colour_at_centre_of_pip(0, True)
    assert club_std != club_four and club_four[1] > club_four[0]  # green
    dia_four = colour_at_centre_of_pip(1, True)
    assert dia_four[2] > dia_four[0]  # blue
    assert res.card_image(2, 200, True) is res.card_image(2, 200, False)  # hearts unchanged


def test_card_faces_made_are_kept_and_counted() -> None:
    res.clear_caches()
    before = res.made["card"]
    for cid in range(52):
        res.card_image(cid, 72)
    assert len(res._scaled) >= 52 and res.made["card"] - before == 52
    first = res.card_image(17, 72)
    assert res.card_image(17, 72) is first and res.made["card"] - before == 52  # kept: not made again


def test_a_deck_made_at_two_sizes_keeps_few_card_files_and_reads_each_once() -> None:
    """Issue 27: faces are made a card at a time, each at the sizes a table shows it in turn; the
    card files waited in the loaded files' cache (18 of 0.5 MB at the end of a deck). Only the
    last eight are kept, and a deck at two sizes still reads each card's file once."""
    res.clear_caches()
    read: list[str] = []
    real = pygame.image.load

    def load(path, *args):
        read.append(str(path))
        return real(path, *args)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pygame.image, "load", load)
        for cid in range(52):
            res.card_image(cid, 96)
            res.card_image(cid, 148)
    cards = [p for p in read if "cards" in p]
    assert len(cards) == len(set(cards)) == 52
    held = [k for lru in (res._raw, res._card_files) for k in lru.data if str(k).startswith("cards/")]
    assert len(held) <= 8


def test_card_image_rejects_bad_ids() -> None:
    with pytest.raises(ValueError):
        res.card_image(52, 80)


def test_card_size_is_five_by_seven() -> None:
    assert res.card_size(100) == (100, 140)
    assert res.card_size(30) == (30, 42)


def test_backs_chips_felt_images_fonts() -> None:
    for style in range(len(res.BACK_STYLES) + 1):  # wraps around
        assert res.card_back(style, 80).get_size() == (80, 112)
    for v in res.CHIP_VALUES:
        assert res.chip_image(v, 48).get_size() == (48, 48)
        assert res.chip_side_image(v, 48).get_width() == 48
    assert res.chip_denomination(350) == 200
    assert res.chip_denomination(5) == 10
    for name in res.FELT_NAMES:
        assert res.felt_tile(name).get_size() == (256, 256)
    assert res.felt_tile("no such felt") is res.felt_tile("green")
    for name in res.IMAGE_NAMES:
        assert res.image(name).get_width() > 0
    assert res.image("icon", 64).get_size() == (64, 64)
    for weight in ("regular", "bold", "black", "symbols"):
        f = res.font(18, weight)
        assert f.render("€ 1,234.50 ♠♥", True, (0, 0, 0)).get_width() > 0
    with pytest.raises(ValueError):
        res.font(12, "italic")


def test_sounds_load_with_dummy_audio() -> None:
    if not res.audio_available():
        pytest.skip("no mixer even with the dummy driver")
    for name in res.SOUND_NAMES:
        assert res.sound(name) is not None


def test_loader_works_without_audio(monkeypatch: pytest.MonkeyPatch) -> None:
    res.clear_caches()
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)

    def broken_init(*_a: object, **_k: object) -> None:
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    assert res.sound("chip") is None
    assert res.sound("win") is None
    assert res.card_image(51, 80).get_width() == 80
    res.clear_caches()


def test_import_is_cheap_and_loads_nothing() -> None:
    code = (
        "import time, sys; t=time.perf_counter(); import scenes.ui.resources as r; "
        "print(time.perf_counter()-t, len(r._raw), len(r._scaled))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[3], check=True).stdout.split()
    assert out[1:] == ["0", "0"]


def _generator_modules():
    tools = str(Path(__file__).resolve().parents[3] / "tools")
    if tools not in sys.path:
        sys.path.insert(0, tools)
    import assets_cards
    import assets_sound
    import assets_table

    return assets_cards, assets_table, assets_sound


def _mean_abs_diff(a: pygame.Surface, b: pygame.Surface) -> float:
    import numpy as np

    assert a.get_size() == b.get_size()
    pa = np.concatenate([pygame.surfarray.array3d(a), pygame.surfarray.array_alpha(a)[..., None]], axis=2)
    pb = np.concatenate([pygame.surfarray.array3d(b), pygame.surfarray.array_alpha(b)[..., None]], axis=2)
    return float(np.abs(pa.astype(int) - pb.astype(int)).mean())


def test_committed_art_matches_the_generator() -> None:
    """A stale PNG (generator changed, assets not regenerated) fails here."""
    cards, table, _sound = _generator_modules()
    pairs = [
        (cards.large_face(51), "cards/large/As.png"),
        (cards.large_face(44), "cards/large/Kc.png"),
        (cards.large_face(1, True), "cards/large_four/2d.png"),
        (cards.mini_face(34), "cards/mini/Th.png"),
        (table.chip(2500), "chips/chip_2500.png"),
        (table.card_back("monogram"), "backs/monogram.png"),
    ]
    for made, rel in pairs:
        stored = pygame.image.load(str(res.asset_path(*rel.split("/"))))
        assert _mean_abs_diff(made, stored) < 1.0, rel


def test_committed_sounds_match_the_generator() -> None:
    import numpy as np

    _cards, _table, sound = _generator_modules()
    for i, (name, (fn, _rate)) in enumerate(sound.SOUNDS.items()):
        if name == "ambience":
            continue
        made = (np.clip(fn(np.random.default_rng(1000 + i)), -1, 1) * 32767).astype("<i2")
        with wave.open(str(res.asset_path("sounds", f"{name}.wav"))) as w:
            stored = np.frombuffer(w.readframes(w.getnframes()), "<i2")
        assert len(made) == len(stored), name
        assert np.abs(made.astype(int) - stored.astype(int)).max() <= 2, name


def test_felt_tiles_have_no_seam() -> None:
    import numpy as np

    for name in res.FELT_NAMES:
        px = pygame.surfarray.array3d(pygame.image.load(str(res.asset_path("felt", f"{name}.png")))).astype(int)
        inner = np.abs(np.diff(px, axis=0)).mean()
        seam_x = np.abs(px[0] - px[-1]).mean()
        seam_y = np.abs(px[:, 0] - px[:, -1]).mean()
        assert seam_x < 2 * inner + 1 and seam_y < 2 * inner + 1, name


def test_contact_sheet_draws_from_the_committed_files() -> None:
    _generator_modules()
    import assets_sheet

    sheet = assets_sheet.contact_sheet(card_w=60)
    assert sheet.get_width() > 800 and sheet.get_height() > 600
