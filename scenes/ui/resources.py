"""Runtime loader for Feltside's images, fonts and sounds.

Everything is loaded lazily on first use and cached, so importing this module
costs nothing and the lobby can appear within a second. Paths work both from
the source tree and from a PyInstaller one-file bundle (``sys._MEIPASS``).

The art itself is made by ``tools/make_assets.py`` (see ``assets/LICENSES.md``).
"""

from __future__ import annotations

import logging
from collections import Counter
from pathlib import Path

import pygame

from gamelib.paths import asset_root
from scenes.ui.lru import LRU

log = logging.getLogger("feltside.scenes")
_missing_logged: set[str] = set()


def missing(what: str, exc: BaseException) -> None:
    """An asset that could not be loaded: said once in the log; the caller draws a stand-in."""
    if what not in _missing_logged:
        _missing_logged.add(what)
        log.warning("asset %s unavailable (%s); drawing a stand-in", what, exc)

# --- what exists ------------------------------------------------------------------

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"

#: Card back designs, in the order Settings offers them (``card_back(style)``).
BACK_STYLES: tuple[str, ...] = ("red", "blue", "green", "monogram")
#: Felt colours Settings offers (``felt_tile(name)``).
FELT_NAMES: tuple[str, ...] = ("green", "blue", "red", "purple")
#: Chip denominations in cents, lowest first (``chip_image(value_cents, d)``).
CHIP_VALUES: tuple[int, ...] = (10, 50, 100, 200, 500, 1000, 2500, 10000, 50000, 100000)
#: Short sound names (``sound(name)``).
SOUND_NAMES: tuple[str, ...] = (
    "card_deal", "card_flip", "chip", "chips_stack", "button", "win", "big_win",
    "error", "tick", "ambience",
)
#: The dealer's recordings: assets/voice/<lang>/<line>.ogg (WAV where no Vorbis encoder made them).
VOICE_SUFFIXES: tuple[str, ...] = (".ogg", ".wav")
#: The mixer channel kept for the dealer's voice (game sounds never take it).
VOICE_CHANNEL = 0
#: Single images under assets/images (``image(name)``).
IMAGE_NAMES: tuple[str, ...] = ("shoe", "dealer_button", "icon", "rail")
FONT_FILES: dict[str, str] = {
    "regular": "Lato-Regular.ttf",
    "bold": "Lato-Bold.ttf",
    "black": "Lato-Black.ttf",
    "symbols": "DejaVuSans.ttf",
    "symbols_bold": "DejaVuSans-Bold.ttf",
}

#: Below this width a card is drawn from its "mini" art (big rank + big suit).
MINI_CARD_MAX_WIDTH = 60
CARD_ASPECT = 7 / 5  # height / width


def card_code(card_id: int) -> str:
    """'As' for 51, '2c' for 0 — the file stem of a card's art."""
    if not isinstance(card_id, int) or not 0 <= card_id < 52:
        raise ValueError(f"A card id must be 0 to 51, not {card_id!r}.")
    return RANK_CHARS[card_id // 4] + SUIT_CHARS[card_id % 4]


# --- where things are ---------------------------------------------------------------


ASSET_ROOT = asset_root()  # gamelib.paths: source tree, bundle or installed package


def asset_path(*parts: str) -> Path:
    """Absolute path of a file under ``assets/`` (source tree or bundle)."""
    return ASSET_ROOT.joinpath(*parts)


# --- a small bounded cache ------------------------------------------------------------




#: Unscaled files as loaded: only the last few (every size a table uses is kept in ``_scaled``;
#: a new size reads the file again).
_raw: LRU[pygame.Surface] = LRU(24)
#: The card files as loaded, the last eight only: a large card file is 0.5 MB, and faces are made
#: a card at a time, each at the sizes a table shows it one after another (issue 27: 18 of them,
#: 9 MB, waited in ``_raw``). Eight, not two: four tables side by side make their faces in turn
#: (at 3840x2160 two kept read 351 files in bench_multitable, eight 246, 24 in ``_raw`` 223).
_card_files: LRU[pygame.Surface] = LRU(8)
#: (kind, name, size) -> scaled surface: at most 900 and 64 MB (art made at a 4K window's pixels is
#: four times the design's).
_scaled: LRU[pygame.Surface] = LRU(900, budget_bytes=64_000_000)
_fonts: LRU[pygame.font.Font] = LRU(32)  # about 0.3 MB each with its glyphs: 32 sizes in use at 150 %
_sounds: dict[str, pygame.mixer.Sound | None] = {}
_voices: dict[tuple[str, str], pygame.mixer.Sound | None] = {}
_audio_state: dict[str, bool] = {}
_voice_channel: list[pygame.mixer.Channel] = []


def forget_sizes() -> None:
    """Art scaled to the sizes of a window no longer drawn goes (the decoded files stay)."""
    _scaled.clear()


def clear_caches() -> None:
    """Forget every cached surface, font and sound (after a display-mode change, in tests)."""
    _raw.clear()
    _card_files.clear()
    _scaled.clear()
    _fonts.clear()
    _sounds.clear()
    _voices.clear()
    _audio_state.clear()
    _voice_channel.clear()


def _convert(surface: pygame.Surface) -> pygame.Surface:
    """convert_alpha() when a display exists (fast blits), the surface as is otherwise."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        try:
            return surface.convert_alpha()
        except pygame.error:
            return surface
    return surface


def _load(rel: str, files: LRU[pygame.Surface] = _raw) -> pygame.Surface:
    """The file ``rel`` under assets/ as loaded (kept in ``files``)."""
    def make() -> pygame.Surface:
        path = asset_path(*rel.split("/"))
        if not path.is_file():
            raise FileNotFoundError(f"Missing asset {rel}: run tools/make_assets.py")
        return _convert(pygame.image.load(str(path)))

    return files.get_or_make(rel, make)


def _scale(surface: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    if surface.get_size() == size:
        return surface
    w, h = size
    src = surface
    # Halve first when shrinking a lot: smoothscale stays crisp and fast.
    while src.get_width() >= 2 * w and src.get_height() >= 2 * h and src.get_width() > 64:
        src = pygame.transform.smoothscale(src, (src.get_width() // 2, src.get_height() // 2))
    return _convert(pygame.transform.smoothscale(src, size))


# --- cards ----------------------------------------------------------------------------


#: The card pictures made (faces and backs, scaled from their files) since the process started:
#: a count a test reads to see a frame make none (``card_art.FacesAhead`` makes them ahead).
made: Counter[str] = Counter()


def _card_art(kind: str, path: str, size: tuple[int, int]) -> pygame.Surface:
    """A card picture (``kind``: a face or a back) scaled from its file to ``size``, counted in ``made``."""
    made[kind] += 1
    return _scale(_load(path, _card_files), size)


def card_size(width: int) -> tuple[int, int]:
    """(width, height) of a card drawn ``width`` pixels wide; cards are 5:7."""
    w = max(1, int(width))
    return w, max(1, round(w * CARD_ASPECT))


def card_image(card_id: int, width: int, four_colour: bool = False) -> pygame.Surface:
    """A card's face ``width`` px wide; mini art (big rank, big suit) below 60 px.

    ``card_id`` is ``gamelib.cards.Card.id`` (0 = 2c … 51 = As); a ``Card`` is accepted too.
    """
    cid = getattr(card_id, "id", card_id)
    code = card_code(cid)
    size = card_size(width)
    mini = size[0] < MINI_CARD_MAX_WIDTH
    # Only clubs and diamonds change colour in the four-colour deck.
    four = bool(four_colour) and code[1] in "cd"
    folder = ("mini" if mini else "large") + ("_four" if four else "")

    return _scaled.get_or_make(
        ("card", folder, code, size),
        lambda: _card_art("card", f"cards/{folder}/{code}.png", size),
    )


def card_back(style: int, width: int) -> pygame.Surface:
    """A card back ``width`` px wide; ``style`` indexes BACK_STYLES (wraps around)."""
    name = BACK_STYLES[int(style) % len(BACK_STYLES)]
    size = card_size(width)
    return _scaled.get_or_make(("back", name, size), lambda: _card_art("back", f"backs/{name}.png", size))


# --- chips, felt, single images -------------------------------------------------------


def chip_denomination(value_cents: int) -> int:
    """The chip that shows ``value_cents``: the largest denomination not above it."""
    best = CHIP_VALUES[0]
    for v in CHIP_VALUES:
        if v <= value_cents:
            best = v
    return best


def chip_image(value_cents: int, diameter: int) -> pygame.Surface:
    """A chip seen from above, ``diameter`` px across.

    An amount that is not a denomination shows the largest chip not above it.
    """
    v = chip_denomination(int(value_cents))
    d = max(1, int(diameter))
    return _scaled.get_or_make(("chip", v, d), lambda: _scale(_load(f"chips/chip_{v}.png"), (d, d)))


def chip_side_image(value_cents: int, diameter: int) -> pygame.Surface:
    """A chip seen edge-on (for drawing stacks), ``diameter`` px wide."""
    v = chip_denomination(int(value_cents))
    src = _load(f"chips/side_{v}.png")
    d = max(1, int(diameter))
    h = max(1, round(src.get_height() * d / src.get_width()))
    return _scaled.get_or_make(("chip_side", v, d), lambda: _scale(src, (d, h)))


def felt_tile(name: str) -> pygame.Surface:
    """A 256x256 tileable felt texture; ``name`` is one of FELT_NAMES (unknown -> green)."""
    if name not in FELT_NAMES:
        name = FELT_NAMES[0]
    return _load(f"felt/{name}.png")


def image(name: str, width: int | None = None) -> pygame.Surface:
    """One of IMAGE_NAMES (shoe, dealer_button, icon, rail), optionally scaled to ``width``."""
    surf = _load(f"images/{name}.png")
    if width is None:
        return surf
    w = max(1, int(width))
    h = max(1, round(surf.get_height() * w / surf.get_width()))
    return _scaled.get_or_make(("image", name, w), lambda: _scale(surf, (w, h)))


# --- fonts ----------------------------------------------------------------------------


def font(size: int, weight: str = "regular") -> pygame.font.Font:
    """Lato at ``size`` px; weight "regular", "bold", "black", or "symbols" (DejaVu: € ♠ ♥)."""
    if weight not in FONT_FILES:
        raise ValueError(f"Unknown font weight {weight!r}; use one of {', '.join(FONT_FILES)}.")
    if not pygame.font.get_init():
        pygame.font.init()
    px = max(1, int(size))
    return _fonts.get_or_make(
        (weight, px), lambda: pygame.font.Font(str(asset_path("fonts", FONT_FILES[weight])), px)
    )


# --- sounds ---------------------------------------------------------------------------


def audio_available() -> bool:
    """True when the mixer works; tries to start it once and remembers a failure.

    The first time it answers yes it keeps a channel for the dealer's voice, before any
    sound has been played (a sound already on that channel would be cut by a line)."""
    if not pygame.mixer.get_init():
        if "failed" in _audio_state:
            return False
        try:
            pygame.mixer.init()
        except pygame.error:
            _audio_state["failed"] = True
            return False
        if not pygame.mixer.get_init():
            return False
    if "reserved" not in _audio_state:
        pygame.mixer.set_reserved(VOICE_CHANNEL + 1)
        _audio_state["reserved"] = True
    return True


def sound(name: str) -> pygame.mixer.Sound | None:
    """A short sound by name (SOUND_NAMES), or None when there is no audio device."""
    if name in _sounds:
        return _sounds[name]
    if not audio_available():
        return None
    path = asset_path("sounds", f"{name}.wav")
    try:
        snd: pygame.mixer.Sound | None = pygame.mixer.Sound(str(path))
    except (pygame.error, FileNotFoundError):
        snd = None
    _sounds[name] = snd
    return snd


def voice_line(lang: str, line: str) -> pygame.mixer.Sound | None:
    """The dealer's recording of ``line`` in ``lang`` (scenes.ui.voice.LINES), or None
    without an audio device or the file."""
    key = (lang, line)
    if key in _voices:
        return _voices[key]
    if not audio_available():
        return None
    snd: pygame.mixer.Sound | None = None
    for suffix in VOICE_SUFFIXES:
        path = asset_path("voice", lang, line + suffix)
        if path.is_file():
            try:
                snd = pygame.mixer.Sound(str(path))
            except pygame.error:
                snd = None
            break
    _voices[key] = snd
    return snd


def voice_channel(start: bool = True) -> pygame.mixer.Channel | None:
    """The channel reserved for the dealer's voice (``start``: start the mixer if needed)."""
    if _voice_channel and pygame.mixer.get_init():
        return _voice_channel[0]
    if not start and not pygame.mixer.get_init():
        return None
    if not audio_available():
        return None
    _voice_channel[:] = [pygame.mixer.Channel(VOICE_CHANNEL)]
    return _voice_channel[0]
