"""The lobby at a larger UI scale: the tiles' names, limits and rules cards grow (one size for
every tile) and stay inside their tiles above PLAY; the page buttons' labels grow and stay in
their buttons ('RESPONSIBLE GAMING' on two lines); the balance grows; 100 % is as designed."""

from __future__ import annotations

import pygame
import pytest
from helpers.drawn_texts import texts_drawn
from helpers.scene_app import table_app

from gamelib.games import jackpot_game
from scenes.shell import lobby_tile
from scenes.shell.lobby import LobbyScene, _tile
from scenes.showcase import scale_check
from scenes.ui import gfx


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a
        a.update_settings(ui_scale=100, large_text=False, language="en")


def lobby_drawn(app, monkeypatch, **settings) -> tuple[LobbyScene, list]:
    app.update_settings(**settings)
    lobby = LobbyScene(app)
    app.manager.push(lobby)
    for _ in range(12):  # the art from the second frame, the limits one game a frame
        app.step([], 0.016)
        lobby.draw(pygame.Surface((1920, 1080)))
    with texts_drawn(monkeypatch) as seen:
        lobby._static = None
        lobby.draw(pygame.Surface((1920, 1080)))
    return lobby, seen


def heights(app, monkeypatch, lang: str, **settings) -> tuple[LobbyScene, dict[str, tuple[int, pygame.Rect]]]:
    lobby, seen = lobby_drawn(app, monkeypatch, language=lang, **settings)
    return lobby, {d.text: (d.rect.h, d.rect) for d in seen}


@pytest.mark.parametrize(("lang", "scale", "large"), [("en", 150, False), ("it", 150, False), ("it", 125, True)])
def test_tile_texts_grow_and_stay_in_their_tiles(app, monkeypatch, lang, scale, large):
    _, normal = heights(app, monkeypatch, lang)
    app.manager.pop()
    lobby, big = heights(app, monkeypatch, lang, ui_scale=scale, large_text=large)
    tiles = [lobby.tile_rect(i) for i in range(len(lobby.games))]
    grown = 0
    in_tiles = 0
    for text, (h, rect) in big.items():
        tile = next((t for t in tiles if t.colliderect(rect)), None)
        if tile is None or text not in normal or any(b.rect.colliderect(rect) for b in lobby.buttons):
            continue  # a tile's own texts (PLAY's label is its button's)
        in_tiles += 1
        assert tile.contains(rect), text
        assert rect.bottom < lobby.play_buttons[lobby.games[tiles.index(tile)]].rect.y, text
        grown += h / normal[text][0] >= 1.25
    assert in_tiles >= len(tiles) and grown / in_tiles >= 0.8
    title_f, rules_f, limit_lines = lobby._tile_factors()
    assert title_f >= 1.3 and rules_f >= 1.3
    lay = lobby_tile.layout()
    for i, game in enumerate(lobby.games):  # every rules card fits above PLAY at the one factor
        r = lobby.tile_rect(i)
        top, room = lobby_tile.rules_room(r, lay, title_f, limit_lines)
        with gfx.box_scale(rules_f):
            lines = gfx.wrap(app.tr(lobby._names(game)[1]), lobby_tile.RULES_SIZE, r.w - 48)
            assert len(lines) * int(gfx.text_px(lobby_tile.RULES_SIZE) * lobby_tile.rules_gap()) <= room
        assert top + room < lobby.play_buttons[game].rect.y


@pytest.mark.parametrize("lang", ["en", "it"])
def test_page_buttons_and_balance_grow_at_150_percent(app, monkeypatch, lang):
    _, normal = heights(app, monkeypatch, lang)
    app.manager.pop()
    lobby, big = heights(app, monkeypatch, lang, ui_scale=150)
    labels = [app.tr(k) for k in ("lobby.history", "lobby.settings", "lobby.cashier", "lobby.help")]
    for label in labels:
        h, rect = big[label]
        assert h / normal[label][0] >= 1.25, label
    responsible = [(t, r) for t, (h, r) in big.items() if t and t in app.tr("lobby.responsible") and t != "R"]
    assert responsible and all(lobby.nav_buttons[3].rect.contains(r) for _, r in responsible)
    sizes = {big[label][0] for label in labels} | {big[t][0] for t, _ in responsible}
    assert max(sizes) - min(sizes) <= 2  # one size along the row, the two-line one too
    for b in lobby.nav_buttons:
        assert b.rect.x >= 0 and b.rect.right <= 1920 and b.rect.bottom <= 1080
    money = app.money(app.wallet.balance)
    assert big[money][0] / normal[money][0] >= 1.25
    assert lobby.balance_box().contains(big[money][1])


def test_at_100_percent_the_designed_layout(app):
    lobby = LobbyScene(app)
    assert lobby_tile.layout() == lobby_tile.Layout(176, 676, 232, 896, 78, 262, 22, 70, 1030)
    row = lobby.nav_buttons  # (RESPONSIBLE GAMING takes the width its one line needs from the others)
    assert lobby.tile_rect(0).y == 176 and {b.rect.h for b in row} == {78}
    assert (row[0].rect.x, row[-1].rect.right) == ((1920 - 6 * 262 - 5 * 22) // 2, (1920 + 6 * 262 + 5 * 22) // 2)


@pytest.mark.parametrize(("lang", "scale", "large"), [("en", 150, False), ("it", 150, False), ("it", 125, True),
                                                      ("en", 100, False)])
def test_the_jackpot_badge_lies_inside_its_tile(app, monkeypatch, lang, scale, large):
    """The progressive jackpot's badge across the top of its tile's art stays inside the tile at
    every scale (at 150 % it stuck out past both edges), a large meter too."""
    real = gfx.draw_panel
    badges: list[pygame.Rect] = []

    def spy(surface, rect, fill, *args, **kwargs):  # noqa: ANN001, ANN202
        if tuple(fill) == (*gfx.GOLD_LIGHT, 245):
            badges.append(pygame.Rect(rect))
        return real(surface, rect, fill, *args, **kwargs)

    monkeypatch.setattr(gfx, "draw_panel", spy)
    lobby, _ = lobby_drawn(app, monkeypatch, language=lang, ui_scale=scale, large_text=large)
    for amount in (500_000, 123_456_789):
        lobby.jackpot = amount
        badges.clear()
        lobby._static = None
        lobby.draw(pygame.Surface((1920, 1080)))
        assert badges, "the jackpot meter was drawn"
        tile = lobby.tile_rect(lobby.games.index(jackpot_game() or lobby.games[0]))
        assert tile.inflate(-8, 0).contains(badges[-1]), (amount, badges[-1], tile)


@pytest.mark.parametrize(("scale", "large"), [(150, False), (125, True), (125, False), (100, True), (100, False)])
def test_a_tiles_picture_keeps_a_picture_s_proportion(app, scale, large):
    """A tile's art gives up height to the grown texts only as far as about 2:1 (its width over
    its height): at 150 % it was a 312 x 116 strip (2.7:1), its cards and chip shrunk with it."""
    app.update_settings(ui_scale=scale, large_text=large)
    lobby = LobbyScene(app)
    width = lobby.tile_rect(0).w - 24  # the art's width (12 px inside the tile each side)
    assert width / lobby_tile.layout().art_h <= 2.2


@pytest.mark.parametrize(("lang", "scale", "large"), [("en", 150, False), ("it", 150, False), ("it", 125, True)])
def test_the_jackpot_badge_covers_no_card_of_its_tiles_art(app, monkeypatch, lang, scale, large):
    """At a larger scale the grown jackpot meter across the top of its tile's art covered the
    top of both aces (their indices): the cards fan out under it, the band it covers is felt."""
    lobby, _ = lobby_drawn(app, monkeypatch, language=lang, ui_scale=scale, large_text=large)
    lobby.jackpot = 500_000
    game = jackpot_game() or lobby.games[0]
    r = lobby.tile_rect(lobby.games.index(game))
    below = lobby.under_jackpot(game, r.y + 12)
    assert below > 0
    size = (r.w - 24, lobby_tile.layout().art_h)
    tile = _tile(game)
    felt = lobby_tile.tile_art(tile.cards, tile.chip, tile.wheel, size, app.settings.felt, False, True, True)
    art = lobby._tile_art(game, size, below)
    band = pygame.Rect(0, 0, size[0], below)
    assert pygame.image.tobytes(art.subsurface(band), "RGBA") == pygame.image.tobytes(felt.subsurface(band), "RGBA")


@pytest.mark.parametrize(("lang", "scale", "large"), [("en", 150, False), ("it", 150, False), ("it", 125, True)])
def test_the_footer_has_room_under_the_page_buttons(app, monkeypatch, lang, scale, large):
    """At a larger scale the play-money line stood 8 px under the page buttons and 11 px over the
    window's foot: it is centred in its band now, 12 px or more from each."""
    lobby, _ = lobby_drawn(app, monkeypatch, language=lang, ui_scale=scale, large_text=large)
    lobby._static = None
    texts = scale_check.record(lambda: lobby.draw(pygame.Surface((1920, 1080))))
    foot = next(t.ink for t in texts if t.s == app.tr("lobby.footer"))
    assert foot.top - max(b.rect.bottom for b in lobby.nav_buttons) >= 12
    assert gfx.LOGICAL_SIZE[1] - foot.bottom >= 12
