"""The draw context: how a frame is drawn now, as one immutable value handed to drawing code.

Layout stays in logical units (the 1920×1080 design); a frame is drawn at the window's own
pixels. ``pixel_scale`` is how many physical pixels one logical pixel covers (the window's
letterboxed area ÷ 1920×1080: 2.0 in a 3840×2160 window, 2/3 in 1280×720), ``ui_scale`` the
player's text scale (Settings: UI scale and larger text), and the rest what a drawing depends
on (language, reduced motion, the deck's colours). Caches of drawn art key on the values they
use (``font_px``, ``px``), so two contexts never share a render of another size.

A context is made by the App for each window size and setting (``for_window``); a scene gets
it with the canvas it draws on (``scenes.ui.canvas.Canvas.context``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scenes.ui.text_size import LARGE_TEXT_FACTOR, MOST_TEXT_SCALE

#: The size every layout is designed at.
LOGICAL_SIZE = (1920, 1080)


@dataclass(frozen=True)
class DrawContext:
    """Everything a drawing depends on besides its own state; immutable, hashable (a cache key)."""

    pixel_scale: float = 1.0
    ui_scale: float = 1.0
    language: str = "en"
    reduced_motion: bool = False
    four_colour: bool = False

    def px(self, n: float) -> int:
        """``n`` logical px as physical px (at least 1 for anything drawn)."""
        return max(1, round(n * self.pixel_scale)) if n > 0 else 0

    def font_px(self, logical_px: int) -> int:
        """The physical pixel size of a font drawn ``logical_px`` logical px tall (its UI scale
        already applied): the text is rendered at it, never scaled."""
        return max(1, round(logical_px * self.pixel_scale))

    def with_window(self, size: tuple[int, int]) -> DrawContext:
        """This context for a window of ``size`` physical pixels (letterboxed, aspect kept)."""
        return replace(self, pixel_scale=window_scale(size))

    @property
    def native(self) -> bool:
        """Drawn at a scale other than the design's (the window is not 1920×1080)."""
        return self.pixel_scale != 1.0


def window_scale(size: tuple[int, int]) -> float:
    """Physical px per logical px in a window of ``size``: the largest that fits the design whole."""
    return min(size[0] / LOGICAL_SIZE[0], size[1] / LOGICAL_SIZE[1])


def for_settings(settings: object, window: tuple[int, int] | None = None) -> DrawContext:
    """The context for ``settings`` (gamelib.settings.Settings) in a window of ``window`` px."""
    scale = getattr(settings, "ui_scale", 100) / 100
    if getattr(settings, "large_text", False):
        scale *= LARGE_TEXT_FACTOR
    return DrawContext(
        pixel_scale=window_scale(window) if window is not None else 1.0,
        ui_scale=min(MOST_TEXT_SCALE, scale),
        language=str(getattr(settings, "language", "en")),
        reduced_motion=bool(getattr(settings, "reduced_motion", False)),
        four_colour=bool(getattr(settings, "four_colour_deck", False)),
    )
