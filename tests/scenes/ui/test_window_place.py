"""Where the window opens (issue 27): the first start's largest 16:9 window within about 85 %
of the desktop, later the size and place the player left."""

from __future__ import annotations

from gamelib.settings import Settings
from scenes.ui import window_place


def test_the_first_window_is_the_largest_16_9_within_85_percent_of_the_desktop():
    for desktop in ((3840, 2160), (2560, 1440), (1920, 1080), (3440, 1440), (2880, 1800)):
        w, h = window_place.first_size(desktop)
        assert w * 9 == h * 16
        assert w <= desktop[0] * 0.85 and h <= desktop[1] * 0.85
        assert w + 16 > min(desktop[0] * 0.85, desktop[1] * 0.85 * 16 / 9)  # the largest (in steps of 16)
    assert window_place.first_size((1366, 768)) == (1280, 720)  # never under the smallest laid out
    assert window_place.first_size((1024, 600)) == (1024, 600)


def test_the_size_and_place_left_are_opened_again_if_they_still_fit():
    left = Settings(window_width=2000, window_height=1125, window_x=100, window_y=50)
    assert window_place.remembered_size(left, (2560, 1440)) == (2000, 1125)
    assert window_place.remembered_position(left, (2000, 1125), (2560, 1440)) == (100, 50)
    assert window_place.remembered_size(left, (1920, 1080)) == window_place.first_size((1920, 1080))
    assert window_place.remembered_position(Settings(window_x=5000, window_y=50), (1280, 720), (1920, 1080)) is None
    assert window_place.remembered_size(Settings(), (2560, 1440)) == window_place.first_size((2560, 1440))
