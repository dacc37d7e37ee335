"""TABLE OPEN on a lobby tile covers nothing of its art: the cards and the chips lie above it
(it covered the foot of the cards and the chip, at 150 % half the picture), at every window
size in both languages; and the jackpot meter, read after the lobby's first frames, has the
cards fan out under it at a larger scale (the tiles kept the art drawn before it was known)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest
from helpers.scene_app import native_app

from gamelib.games import jackpot_game
from scenes.shell import lobby_tile
from scenes.shell.lobby import LobbyScene, _tile
from scenes.table import registry as tables
from scenes.ui import gfx
from scenes.ui.canvas import Canvas

SIZES = [(1280, 720), (1920, 1080), (2560, 1440), (3840, 2160)]
LOOKS = [("en", 100), ("it", 100), ("en", 150), ("it", 150)]


def house_games() -> list[str]:
    return [g for g in tables.lobby_games() if tables.is_available(g) and g != "twister"]


def settled_lobby(app, size: tuple[int, int]) -> tuple[LobbyScene, Canvas]:
    """The lobby drawn at the window's pixels after its first frames (art, limits, jackpot)."""
    lobby = app.manager.top
    assert isinstance(lobby, LobbyScene)
    canvas = Canvas(pygame.Surface(size), app.draw_context.with_window(size))
    for _ in range(12):
        lobby.update(0.5)
        lobby.draw(canvas)
    return lobby, canvas


def bare_felt(app, lobby: LobbyScene, game: str, size: tuple[int, int]) -> pygame.Surface:
    tile = _tile(game)
    return lobby_tile.tile_art(tile.cards, tile.chip, tile.wheel, size, app.settings.felt,
                               app.settings.four_colour_deck, True, True)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("lang", "scale"), LOOKS)
def test_table_open_covers_no_card_or_chip(tmp_path, monkeypatch, size, lang, scale):
    with native_app(tmp_path, size, language=lang, ui_scale=scale) as app:
        games = house_games()
        fake = [SimpleNamespace(game_id=g, leave_table=lambda pop=False: None) for g in games]
        app.open_tables.extend(fake)  # the lobby reads only which games are open
        try:
            lobby, canvas = settled_lobby(app, size)
            badges: list[pygame.Rect] = []
            arts: dict[str, pygame.Surface] = {}
            rect, tile_art = gfx.rect, lobby._tile_art

            def spy_rect(surface, colour, r, width=0, **kwargs):  # noqa: ANN001, ANN202
                if tuple(colour) == tuple(gfx.GREEN_DARK) and width == 0:
                    badges.append(pygame.Rect(r))
                return rect(surface, colour, r, width, **kwargs)

            def spy_art(game, art_size, *args):  # noqa: ANN001, ANN202
                arts[game] = art = tile_art(game, art_size, *args)
                return art

            monkeypatch.setattr(gfx, "rect", spy_rect)
            monkeypatch.setattr(lobby, "_tile_art", spy_art)
            lobby._static = None
            lobby.draw(canvas)
            k = canvas.scale
            lay = lobby_tile.layout()
            assert len(badges) == len(games)
            for i, game in enumerate(lobby.games):
                if game not in games:
                    continue
                r = lobby.tile_rect(i)
                badge = next(b for b in badges if r.contains(b))
                art = arts[game]
                origin = (r.x + 12, r.y + 12)
                band = badge.inflate(4, 4).move(-origin[0], -origin[1])  # 2 px of felt round it
                band = pygame.Rect(round(band.x * k), round(band.y * k), round(band.w * k), round(band.h * k))
                band = band.clip(art.get_rect())
                assert band.h > 0 and badge.bottom <= lobby_tile.text_top(r, lay), (game, badge)  # above the name
                felt = bare_felt(app, lobby, game, art.get_size())
                assert pygame.image.tobytes(art.subsurface(band), "RGBA") == \
                    pygame.image.tobytes(felt.subsurface(band), "RGBA"), (game, size, lang, scale)
        finally:
            app.open_tables[:] = [t for t in app.open_tables if t not in fake]


@pytest.mark.parametrize("size", [(2560, 1440), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_jackpot_meter_read_after_the_first_frames_covers_no_card(tmp_path, monkeypatch, size, lang):
    """The meter is read a few frames after the lobby shows; at 150 % the tiles were not drawn
    again then, so the cards drawn before it was known lay under it (the aces' tops covered)."""
    with native_app(tmp_path, size, language=lang, ui_scale=150) as app:
        game = jackpot_game()
        lobby = app.manager.top
        assert isinstance(lobby, LobbyScene) and game in lobby.games
        arts: list[pygame.Surface] = []
        tile_art = lobby._tile_art

        def spy_art(g, art_size, *args):  # noqa: ANN001, ANN202
            art = tile_art(g, art_size, *args)
            if g == game:
                arts.append(art)
            return art

        monkeypatch.setattr(lobby, "_tile_art", spy_art)
        lobby.jackpot = None  # as the lobby opens: the meter not read yet
        lobby._jackpot_age = 0.0
        lobby._static = None
        _, canvas = settled_lobby(app, size)
        assert lobby.jackpot is not None
        r = lobby.tile_rect(lobby.games.index(game))
        below = lobby.under_jackpot(game, r.y + 12)
        assert below > 0
        art = arts[-1]  # the art the lobby's tiles show now
        band = pygame.Rect(0, 0, art.get_width(), round(below * canvas.scale))
        felt = bare_felt(app, lobby, game, art.get_size())
        assert pygame.image.tobytes(art.subsurface(band), "RGBA") == pygame.image.tobytes(felt.subsurface(band), "RGBA")



@pytest.mark.parametrize(("lang", "scale"), LOOKS)
def test_the_jackpot_tiles_cards_stay_large_with_its_table_open(tmp_path, lang, scale):
    """With its table open, the jackpot game's tile carries the meter at its art's top and
    TABLE OPEN at its foot: its cards keep at least three quarters of the width they have under
    the meter alone (at 150 % they shrank to 23 px of 54 between the two badges)."""
    with native_app(tmp_path, (1920, 1080), language=lang, ui_scale=scale) as app:
        game = jackpot_game()
        lobby, _ = settled_lobby(app, (1920, 1080))
        i = lobby.games.index(game)
        r, lay = lobby.tile_rect(i), lobby_tile.layout()
        n = len(_tile(game).cards.split())
        app.open_tables.append(SimpleNamespace(game_id=game, leave_table=lambda pop=False: None))
        try:
            below = max(lobby.under_jackpot(game, r.y + 12), 1)
            above = lobby.over_open_badge(i, game, r.y + 12 + lay.art_h)
            alone, _ = lobby_tile.fan_place(n, lay.art_h, below, 0)
            with_badge, _ = lobby_tile.fan_place(n, lay.art_h, below, above)
        finally:
            app.open_tables.clear()
        assert with_badge >= 0.75 * alone, (with_badge, alone)
