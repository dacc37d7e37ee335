"""The dealer's message log says every sentence whole: each game's longest result sentence, in
English and Italian, at 1280x720, 1920x1080 and 3840x2160 and at 150 %, wraps to more rows
inside the log's panel; none runs past its edge ("…the dealer's Ace kicker beats your Ja").

Each text the log draws on its panel (at the window's own pixels) is caught as it is laid: its
physical rectangle must lie inside the panel and clear of its hide button, and the newest
message's rows, read in order, must say the whole sentence."""

from __future__ import annotations

import functools
from typing import Any

import pygame
import pytest
from helpers.scene_app import native_app, open_table

from gamelib import showdown_words
from gamelib.hands import name_of_strength
from scenes.table import registry
from scenes.table.events import translate
from scenes.table.layout import TEXT_FLOOR
from scenes.ui import gfx
from scenes.ui.canvas import Canvas

GAMES = [g for g in registry.lobby_games() if g != "twister"]
BIG = 99_999_999  # € 999,999.99: the widest amount a result says
RANKS = range(2, 15)


@functools.cache
def hand_names() -> dict[str, int]:
    """One strength for every hand name (7,462 strengths, a few hundred names)."""
    found: dict[str, int] = {}
    for strength in range(1, 7463):
        found.setdefault(name_of_strength(strength).text("en"), strength)
    return found


def widest(sentences: list[str]) -> str:
    font = gfx.font_at_px(19)
    return max(sentences, key=lambda s: font.size(s)[0])


@functools.cache
def longest_result(game: str, lang: str) -> str:
    """The widest sentence the dealer says at a result of ``game`` in ``lang``."""
    said = [translate("msg.money_back", lang, {"amount": BIG, "lost": BIG}),
            translate("msg.you_win", lang, {"amount": BIG}),
            translate("msg.push", lang, {"amount": BIG})]
    extra: dict[str, list[str]] = {
        "texas-holdem-bonus": ["thb.folded", "thb.jackpot_won"],
        "casino-holdem": ["casino.auto_folded", "casino.folded", "casino.dealer_qualifies",
                          "casino.dealer_not_qualify"],
        "heads-up-holdem": ["headsup.folded", "headsup.dealer_qualifies", "headsup.dealer_not_qualify"],
    }
    said += [translate(key, lang, {"amount": BIG, "hand": 2}) for key in extra.get(game, [])]
    if game != "video-poker":  # the machine has no dealer to beat
        to = {"to": "hand2"} if game == "casino-holdem" else {}
        names = [widest([showdown_words.said("why.same", {"hand": s}, lang) for s in hand_names().values()])]
        for key in ("why.kicker_player", "why.kicker_dealer"):
            names.append(widest([translate(key, lang, {"hand": s, "win": w, "lose": lo, **to})
                                 for s in hand_names().values() for w, lo in ((14, 13), (12, 11), (13, 12))]))
        said += names
    return widest(said)


def test_the_sentences_are_the_long_ones():
    assert "kicker" in longest_result("texas-holdem-bonus", "en")
    assert longest_result("casino-holdem", "it").startswith("MANO 2")
    assert len(longest_result("heads-up-holdem", "it")) > 60


def laid_on_the_log(log: Any, canvas: Canvas, monkeypatch: pytest.MonkeyPatch) -> tuple[list[tuple[str, pygame.Rect]], pygame.Rect]:
    """The log drawn afresh on ``canvas``: the texts laid on its panel (words, physical rect) in
    order, and the panel's physical area."""
    words: dict[int, str] = {}
    laid: list[tuple[str, pygame.Rect]] = []
    panel: list[pygame.Rect] = []
    real_text, real_blit = gfx.text_at_scale, Canvas.blit_physical

    def text(s: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        out = real_text(s, *args, **kwargs)
        words[id(out)] = s
        return out

    def blit(self: Canvas, art: pygame.Surface, rect: pygame.Rect, *args: Any) -> None:
        if self.logical_size == tuple(log.rect.size) and id(art) in words:
            laid.append((words[id(art)], pygame.Rect(pygame.Rect(rect).topleft, art.get_size())))
            panel[:] = [self.target.get_rect()]
        real_blit(self, art, rect, *args)

    monkeypatch.setattr(gfx, "text_at_scale", text)
    monkeypatch.setattr(Canvas, "blit_physical", blit)
    log.forget()
    with gfx.text_floor(TEXT_FLOOR):  # as the table draws it
        log.draw(canvas)
    monkeypatch.undo()
    return laid, panel[0]


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("game", GAMES)
def test_the_longest_result_is_said_whole(tmp_path, monkeypatch, game, size, lang, scale):
    with native_app(tmp_path, size, language=lang, ui_scale=scale, animation_speed="instant") as app:
        table = open_table(app, registry.scene_class(game))
        sentence = longest_result(game, lang)
        log = table.panels.message_log
        log.add("short")
        log.add(sentence)
        laid, panel = laid_on_the_log(log, app.window_canvas(), monkeypatch)
        assert laid, "the log drew no text"
        s = panel.w / log.rect.w
        button = table.panels.log_button.rect.move(-log.rect.x, -log.rect.y)
        button = pygame.Rect(round(button.x * s), round(button.y * s), round(button.w * s), round(button.h * s))
        for words, rect in laid:
            assert panel.contains(rect), (words, rect, panel)
            if words != laid[0][0]:  # a message's row: clear of the hide button in the corner
                assert not rect.colliderect(button), (words, rect, button)
        texts = [w for w, _ in laid]
        start = max(i for i, w in enumerate(texts) if sentence.startswith(w))  # the newest's first row
        assert " ".join(texts[start:]) == sentence
