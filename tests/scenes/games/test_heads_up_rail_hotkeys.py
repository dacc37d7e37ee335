"""Heads Up's six bet buttons at 100 %: each hotkey's words lie inside their button with room
to spare (UNDO's "Del / Ctrl+Z" ran within 3 px of both edges of its 104 px button)."""

from __future__ import annotations

import pytest
from helpers import scale

from scenes.games.heads_up.table import BET_BUTTONS, HeadsUpTable
from scenes.table.layout import TEXT_FLOOR
from scenes.ui import gfx

app = scale.app_fixture()


@scale.in_both_languages
@pytest.mark.parametrize("name", BET_BUTTONS)
def test_each_hotkey_and_label_fits_its_button(app, lang, name):
    table = scale.table_at(app, HeadsUpTable, lang)
    button = table.controls.by_name[name]
    # as Button draws it, never under the table's smallest text (a window's own pixels keep to it)
    hotkey = gfx.text(button.hotkey, max(12, button.font_size * 5 // 9, TEXT_FLOOR), gfx.WHITE, "bold")
    label = gfx.text(button.label() if callable(button.label) else button.label, button.font_size, gfx.WHITE, "bold")
    assert hotkey.get_width() <= button.rect.w - 16, (name, hotkey.get_width(), button.rect.w)
    assert label.get_width() <= button.rect.w - 16, (name, label.get_width(), button.rect.w)
