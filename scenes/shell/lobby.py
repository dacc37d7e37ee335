"""LOBBY: a tile per game (limits, short rules card, PLAY), the balance, and the way to
HISTORY, SETTINGS, CASHIER, RESPONSIBLE GAMING and HELP.

Game definitions (for the limits) are imported one per frame after the first frame,
so the lobby is on screen within a second.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from gamelib.errors import FeltsideError
from gamelib.games import find_entry, find_game, jackpot_game
from gamelib.games.definition import GameDefinition, GameEntry, LobbyTile
from scenes.shell import lobby_tile, multi_slots
from scenes.shell.lobby_tile import TILE_GAP, TILE_W, TOP_BAR_H, NavButton, PlayButton
from scenes.shell.quitting import ask_quit
from scenes.table import registry as tables
from scenes.ui import felt_backdrop, gfx, pointer_looks
from scenes.ui.canvas import Canvas, rim_bands
from scenes.ui.dialog import error_text
from scenes.ui.manager import Scene
from scenes.ui.widgets.base import Button

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

log = logging.getLogger("feltside.lobby")
#: px the jackpot meter's badge keeps inside its tile's edges, at every scale.
JACKPOT_MARGIN = 8
#: px of felt TABLE OPEN keeps between itself and its tile's cards and chips.
OPEN_BADGE_CLEAR = 4
#: The gold rim lit round a tile whose PLAY the pointer is on: its corners' radius, and the band
#: along the tile's edges it lies in (the line and its rounded corners: drawn again when it comes or goes)
GLOW_RADIUS = 19
GLOW_BAND = 10
#: The most TABLE OPEN's words grow at a larger scale: none (grown at 150 % the badge took half
#: the picture's height from the cards).
OPEN_BADGE_SCALE = 1.0
#: the page buttons' label size, and the room each side of a label on one line (px at 100 %)
NAV_SIZE, NAV_PAD = 24, 22

def _entry(game: str) -> GameEntry | None:
    """A game's definition (its tile, name and card keys), None if it is not registered."""
    try:
        return find_entry(game)
    except FeltsideError:
        return None


def _is_house_table_class(cls: type) -> bool:
    """A house game's table (the multi-table view's kind of table), not a room like Twister's;
    told by its decisions, without importing the shared table at start."""
    return callable(getattr(cls, "decision_options", None))


def _tile(game: str) -> LobbyTile:
    entry = _entry(game)
    return entry.tile if entry is not None and entry.tile is not None else LobbyTile("As Ks")


def _top_bar(scale: float) -> pygame.Surface:
    """The lobby's top bar (a dark fade with a gold foot) at ``scale`` physical px per logical px."""
    w, h = round(gfx.LOGICAL_SIZE[0] * scale), round(TOP_BAR_H * scale)
    key = ("lobby-bar", w, h)
    bar = gfx.surface_cache.get(key)
    if bar is None:
        bar = pygame.Surface((w, h), pygame.SRCALPHA)
        for y in range(h):  # a row filled: the pixels a line gave, at a fraction of the cost at 4K
            bar.fill((6, 12, 9, int(235 - 60 * y / h)), (0, y, w, 1))
        gold = max(1, round(2 * scale))
        foot = max(1, round(scale))
        pygame.draw.line(bar, gfx.GOLD, (0, h - round(3 * scale)), (w, h - round(3 * scale)), gold)
        pygame.draw.line(bar, gfx.GOLD_DARK, (0, h - foot), (w, h - foot), foot)
        gfx.surface_cache.put(key, bar)
    return bar


def nav_widths(labels: list[str], width: int) -> list[int]:
    """The page buttons' widths: ``width`` each, but a label too long for one line at the row's
    size takes what its line needs from the others, which stay one width, as long as theirs still
    fit (RESPONSIBLE GAMING on one line, centred like its neighbours, not on two squeezed to the
    button's top edge); else ``width`` each (the label goes on two lines, ``NavButton``)."""
    need = [gfx.font(NAV_SIZE, "bold").size(label)[0] + 2 * gfx.ui_px(NAV_PAD) for label in labels]
    total = width * len(labels)
    wide = [i for i, w in enumerate(need) if w > width]
    if not wide:
        return [width] * len(labels)
    rest = (total - sum(need[i] for i in wide)) // (len(labels) - len(wide))
    if any(need[i] > rest for i in range(len(labels)) if i not in wide):
        return [width] * len(labels)
    widths = [need[i] if i in wide else rest for i in range(len(labels))]
    widths[wide[0]] += total - sum(widths)  # (what the division left over: the row keeps its width)
    return widths


class LobbyScene(Scene):
    """The first screen: choose a game; the balance always on show."""

    name = "lobby"
    draws_natively = True

    def __init__(self, app: AppContext) -> None:
        super().__init__(app)
        self.limits: dict[str, tuple[int, int] | None] = {}
        #: the games with a tile, in lobby order (from their definitions)
        self.games: tuple[str, ...] = tables.lobby_games()
        self._pending = self._table_games(self.games)
        self.buttons: list[Button] = []
        self.play_buttons: dict[str, Button] = {}
        self._art: dict[Any, pygame.Surface] = {}
        self._t = 0.0
        self._drawn = 0
        self.adding = False
        self.jackpot: int | None = None
        self._static: tuple[Any, pygame.Surface] | None = None  # (key, the drawn layer)
        self._drawn_looks: list[pointer_looks.Look] | None = None  # the buttons' looks as last drawn
        self._jackpot_age = 3.0
        #: the broken games the player has been told of (tell_broken)
        self._told: set[str] = set()
        self._build()

    # --- layout ----------------------------------------------------------------------------
    @staticmethod
    def _table_games(games: tuple[str, ...]) -> list[str]:
        """The games whose limits come from a table definition (loaded one per frame)."""
        return [g for g in games if isinstance(_entry(g), GameDefinition)]

    def tile_rect(self, i: int) -> pygame.Rect:
        n = len(self.games)
        w = min(TILE_W, (gfx.LOGICAL_SIZE[0] - 2 * TILE_GAP - (n - 1) * TILE_GAP) // max(n, 1))
        x0 = (gfx.LOGICAL_SIZE[0] - (n * w + (n - 1) * TILE_GAP)) // 2
        lay = lobby_tile.layout()
        return pygame.Rect(x0 + i * (w + TILE_GAP), lay.tile_y, w, lay.tile_h)

    def _build(self) -> None:
        tr = self.app.tr
        lay = lobby_tile.layout()
        self.play_buttons = {}
        for i, game in enumerate(self.games):
            r = self.tile_rect(i)
            available = tables.is_available(game)
            self.play_buttons[game] = PlayButton(
                (r.x + 28, r.bottom - lay.play_gap - lay.play_h, r.w - 56, lay.play_h),
                partial(self._play_label, game), partial(self.play, game),
                style="gold" if available else "dark", enabled=available, font_size=28)
        nav: list[tuple[str, Callable[[], None] | None, str]] = [
            ("lobby.history", self.open_history, "H"),
            ("lobby.settings", self.open_settings, "S"),
            ("lobby.cashier", self.open_cashier, "C"),
            ("lobby.responsible", self.open_responsible, "R"),
            ("lobby.help", self.open_help, "F1"),
            ("lobby.add_table", self.add_table, "T"),
        ]
        n = len(nav)
        x = (gfx.LOGICAL_SIZE[0] - (n * lay.nav_w + (n - 1) * lay.nav_gap)) // 2
        self.nav_buttons: list[Button] = []
        for (key, action, hotkey), w in zip(nav, nav_widths([tr(k) for k, _, _ in nav], lay.nav_w), strict=True):
            b = NavButton((x, lay.nav_y, w, lay.nav_h), partial(tr, key),
                          action, hotkey=hotkey, style="dark", enabled=action is not None, font_size=NAV_SIZE)
            self.nav_buttons.append(b)
            x += w + lay.nav_gap
        self.add_button = self.nav_buttons[-1]
        self.add_button.enabled = lambda: multi_slots.seating_of(self.app).can_add("table")
        self.add_button.highlight = self.adding
        box = self.balance_box()  # QUIT in the top bar, left of the balance (as Ctrl+Q anywhere)
        self.quit_button = NavButton((box.x - 24 - gfx.ui_px(170), box.y, gfx.ui_px(170), box.h),
                                     partial(tr, "lobby.quit"), self.quit, hotkey="Ctrl+Q", style="dark",
                                     font_size=24)
        self.buttons = [*self.play_buttons.values(), *self.nav_buttons, self.quit_button]

    def _open_games(self) -> list[str]:
        return [str(getattr(t, "game_id", "")) for t in self.app.open_tables]

    def _unbuilt_label(self, game: str) -> str:
        """A greyed tile's word: UNAVAILABLE when its screens failed to load, else COMING SOON."""
        return self.app.tr("lobby.unavailable" if game in tables.failures() else "lobby.coming_soon")

    def _play_label(self, game: str) -> str:
        if not tables.is_available(game):
            return self._unbuilt_label(game)
        if game in self._open_games():
            return self.app.tr("lobby.return")
        return self.app.tr("lobby.play")

    # --- actions ----------------------------------------------------------------------------
    def add_refusal(self) -> str | None:
        """Why +TABLE cannot add a table now (gamelib.seating's sentence), None when it can."""
        refused = multi_slots.seating_of(self.app).refusal("table")
        return error_text(refused.error(), self.app.lang) if refused is not None else None

    def add_table(self) -> None:
        """+TABLE: the next PLAY opens another table beside the open ones (up to four)."""
        refused = self.add_refusal()
        if refused:
            self.app.toast(refused)
            return
        self.adding = True
        self.add_button.highlight = True
        self.app.toast(self.app.tr("lobby.add_table_hint"), tone="info")

    def play(self, game: str) -> None:
        """PLAY: back to the game's open table (or room), or a new table when +TABLE was
        pressed or none is open; refused with gamelib.seating's sentence past the limit."""
        app = self.app
        adding, self.adding = self.adding, False
        self.add_button.highlight = False
        if adding:  # the game is chosen: "Choose the game of the new table" goes, not over the table
            hint, toasts = app.tr("lobby.add_table_hint"), getattr(app, "toasts", [])
            toasts[:] = [t for t in toasts if t.message != hint]
        cls = tables.scene_class(game)
        room = cls is not None and not _is_house_table_class(cls)  # Twister: a room, not a table
        if not adding or room:
            for table in app.open_tables:
                if getattr(table, "game_id", None) == game:
                    if room and isinstance(table, Scene):
                        self._open(table)
                    else:
                        self._show(table)
                    return
        if cls is None:  # (screens that fail to load: the notice, or its words again)
            if not self.tell_broken():
                app.toast(app.tr("lobby.game_broken", games=app.tr(self._names(game)[0]))
                          if game in tables.failures() else app.tr("lobby.coming_soon"))
            return
        refused = None if room else self.add_refusal()
        if refused:
            app.toast(refused)
            return
        scene = cls(app)
        app.open_tables.append(scene)
        if adding and not room:
            self._show(scene)
        else:
            self._open(scene)

    def _open(self, scene: Scene) -> None:
        """A table or a page covers the lobby (``pause``): its tile art is let go until it shows again."""
        self._art.clear()
        self.app.open_scene(scene)

    def _show(self, table: Any) -> None:
        """An open table: alone, or with the other tables and tournaments in the multi-table view."""
        if multi_slots.slot_count(self.app) >= 2:
            self._open(self.app.navigation.make("multi-table", focus=table))
        else:
            self._open(table)

    def open_history(self) -> None:
        self._open(self.app.navigation.make("history"))

    def open_settings(self) -> None:
        self._open(self.app.navigation.make("settings"))

    def open_cashier(self) -> None:
        self._open(self.app.navigation.make("cashier"))

    def open_responsible(self) -> None:
        self._open(self.app.navigation.make("responsible"))

    def quit(self) -> None:
        """QUIT: as Ctrl+Q and the window's close (asks first with a round open)."""
        ask_quit(self.app)

    def open_help(self) -> None:
        self._open(self.app.navigation.make("help"))

    # --- scene ------------------------------------------------------------------------------
    def pause(self) -> None:
        """Covered by a table: its window-sized layer goes (issue 17: memory at a table), drawn again
        when it shows. Under a pop-up it stays: the pop-up's first frame lays it under its veil and
        closing it shows it again (issue 27: at 3840x2160 making it again cost ~55 ms of each)."""
        top = self.manager.top if self.manager is not None else None
        if top is None or top is self or not top.transparent:
            self._static = None

    def language_changed(self) -> None:
        """The language or the UI scale changed: the tiles' art and the buttons anew."""
        self._art.clear()
        self._static = None
        self._build()

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        if event.type == pygame.MOUSEMOTION:  # the whole tile lights up, not just its button
            for game, b in self.play_buttons.items():
                i = self.games.index(game)
                b.hovered = self.tile_rect(i).collidepoint(event.pos) and tables.is_available(game)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, game in enumerate(self.games):
                if self.tile_rect(i).collidepoint(event.pos) and tables.is_available(game):
                    self.play(game)  # a click anywhere on a tile opens its game
                    return True
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_h: self.open_history, pygame.K_s: self.open_settings, pygame.K_t: self.add_table,
                    pygame.K_c: self.open_cashier, pygame.K_r: self.open_responsible,
                    pygame.K_F1: self.open_help}
            if event.key in keys:
                keys[event.key]()
                return True
            if pygame.K_1 <= event.key <= pygame.K_1 + min(len(self.games), 9) - 1:
                game = self.games[event.key - pygame.K_1]
                if tables.is_available(game):
                    self.play(game)
                return True
        return False

    def tell_broken(self) -> bool:
        """The games whose screens failed to load and the player was not told of yet: one notice
        naming them (the other games play on; the details are in the log). True if told now."""
        broken = [g for g in tables.failures() if g not in self._told]
        if not broken:
            return False
        self._told.update(broken)
        tables.log_failures()
        tr = self.app.tr
        names = ", ".join(tr(self._names(g)[0]) for g in broken)
        self.app.dialog(tr("notice.title"), tr("lobby.game_broken", games=names) + "\n"
                        + tr("error.crash.log", path=str(self.app.log_file)), tone="error")
        return True

    def update(self, dt: float) -> None:
        self._t += dt
        if self._drawn and not self._told:
            self.tell_broken()
        games = tables.lobby_games()
        if games != self.games:  # a game registered (or taken out) since: new tiles
            self.games = games
            self._pending = [g for g in self._table_games(games) if g not in self.limits]
            self._build()
        for b in self.buttons:
            b.update(dt)
        self._jackpot_age += dt
        if not self._pending and self._jackpot_age >= 3.0:
            self._jackpot_age = 0.0
            self.refresh_jackpot()
        if self._pending and self._drawn >= 2:  # after the first frames: the lobby shows at once
            game = self._pending.pop(0)
            try:
                spots = find_game(game).limits.spots
                main = spots[0]
                self.limits[game] = (main.min_cents, main.max_cents)
            except Exception:
                log.info("no definition yet for %s", game)
                self.limits[game] = None

    def next_change(self) -> float | None:
        """Still between the jackpot's reads (every 3 s), once the limits are loaded."""
        if self._pending:
            return 0.0
        held = [c for c in (b.next_change() for b in self.buttons) if c is not None]
        return max(0.0, min([3.0 - self._jackpot_age, *held]))

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._drawn += 1
        if self._drawn == 1 and isinstance(surface, Canvas):
            self._draw_static(surface)  # the first frame's tiles are bare: its layer is never used again
        else:
            surface.blit(self._static_layer(surface), (0, 0))
        clip = surface.get_clip()  # under a clip (the pointer lit or left a button): what lies in it
        whole = clip.contains(pygame.Rect((0, 0), surface.get_size()))
        for i, game in enumerate(self.games):  # the lit tile: its glow over the layer, which stays
            if self.play_buttons[game].hovered:  # (redrawing it took ~7 ms a tile entered; issue 17)
                glow = self.tile_rect(i).inflate(-6, -6)
                if whole or clip.colliderect(glow):
                    gfx.rect(surface, gfx.GOLD_LIGHT, glow, 2, border_radius=GLOW_RADIUS)
        if whole or clip.colliderect(self.balance_box()):
            self._draw_balance(surface)
        self._draw_jackpot(surface, None if whole else clip)
        for b in self.buttons:
            if whole or clip.colliderect(pointer_looks.reach(b)):
                b.draw(surface)
        self._drawn_looks = pointer_looks.looks_of(self.buttons)
        refused = self.add_refusal()
        if refused:  # +TABLE greyed: why, under the buttons
            lay = lobby_tile.layout()
            if lay.footer_y != lobby_tile.FOOTER_Y:  # larger: in the footer's place, over a band
                band = pygame.Rect(0, lay.nav_y + lay.nav_h + 4, gfx.LOGICAL_SIZE[0], gfx.LOGICAL_SIZE[1])
                surface.fill((8, 20, 14), band)
                gfx.blit_text(surface, refused, 20, (band.centerx, lay.footer_y), gfx.GOLD_LIGHT, "bold",
                              anchor="center", max_width=gfx.LOGICAL_SIZE[0] - 80)
            else:
                gfx.blit_text(surface, refused, 20, (gfx.LOGICAL_SIZE[0] // 2, lay.nav_y + lay.nav_h + 12),
                              gfx.GOLD_LIGHT, "bold", anchor="midtop", max_width=gfx.LOGICAL_SIZE[0] - 80)

    def changed_by_pointer(self) -> list[pygame.Rect] | None:
        """The lobby shows the pointer only through its buttons and the glow round the tile whose
        PLAY is lit: the buttons lit or left, and such a tile's rim (issue 27: a pointer crossing
        the lobby at 3840x2160 drew every frame whole, ~10 ms each)."""
        changed = pointer_looks.changed(self._drawn_looks, pointer_looks.looks_of(self.buttons))
        if changed is None:
            return None
        for i, game in enumerate(self.games):
            if any(area.colliderect(self.play_buttons[game].rect) for area in changed):
                changed += rim_bands(self.tile_rect(i).inflate(-6, -6), GLOW_BAND)
        return changed

    def _static_layer(self, surface: pygame.Surface | Canvas | None = None) -> pygame.Surface:
        """Felt, top bar, tiles and footer in one opaque surface, redrawn only when they change
        (at the pixels of ``surface``: a window's Canvas gets a layer of its own size)."""
        s = self.app.settings
        scale = surface.scale if isinstance(surface, Canvas) else 1.0
        key = (self.app.lang, gfx.ui_scale(), scale, s.felt, s.four_colour_deck, tuple(sorted(self.limits.items())),
               self.games, tuple(tables.is_available(g) for g in self.games),
               self._drawn <= 1,
               tuple(self._open_games()),
               self.under_jackpot(jackpot_game() or "", 0))  # the meter known (read after the first frames)
        cached = self._static
        if cached is not None and cached[0] == key:
            return cached[1]
        if isinstance(surface, Canvas):  # the felt and everything on it at the window's pixels
            made = surface.new_layer()
            layer = cast(pygame.Surface, made)  # a Canvas answers the Surface calls made on a layer
        else:
            layer = felt_backdrop.felt_background(gfx.LOGICAL_SIZE, s.felt)
            if felt_backdrop.kept(gfx.LOGICAL_SIZE):
                layer = layer.copy()  # (a shared felt: the lobby's own copy to draw on)
        self._draw_static(layer)
        self._static = (key, layer)
        return layer

    def _draw_static(self, surface: pygame.Surface | Canvas) -> None:
        """Felt (a plain surface has it already), top bar, tiles and footer on ``surface``:
        the static layer's pixels, or the first frame's straight in the window (at 3840×2160 a
        33 MB layer fresh from the system and its copy into the window, ~30 ms of the start)."""
        if isinstance(surface, Canvas):
            felt_backdrop.felt_background(surface.target.get_size(), self.app.settings.felt, into=surface.target)
            surface.touch(surface.target.get_rect())
        on = cast(pygame.Surface, surface)  # a Canvas answers the Surface calls made on it
        self._draw_top_bar(on)
        factors = self._tile_factors()
        for i, game in enumerate(self.games):
            self._draw_tile(on, i, game, factors)
        gfx.blit_text(on, self.app.tr("lobby.footer"), 22, (gfx.LOGICAL_SIZE[0] // 2, lobby_tile.layout().footer_y),
                      gfx.MUTED, anchor="center", max_width=gfx.LOGICAL_SIZE[0] - 80)

    def _draw_top_bar(self, surface: pygame.Surface) -> None:
        app = self.app
        w = gfx.LOGICAL_SIZE[0]
        gfx.blit_art(surface, _top_bar, (w, TOP_BAR_H), (0, 0))
        gfx.blit_text(surface, "FELTSIDE", 68, (64, 18), gfx.GOLD, "black", shadow=True)
        gfx.blit_text(surface, "♠ ♥ ♦ ♣", 30, (430, 38), gfx.GOLD_LIGHT)
        box = self.balance_box()
        gfx.draw_panel(surface, box, (0, 0, 0, 150), gfx.GOLD, 16, 2)
        if gfx.ui_scale() == 1.0:
            gfx.blit_text(surface, app.tr("app.tagline"), 22, (68, 96), gfx.CREAM)
            gfx.blit_text(surface, app.tr("lobby.balance"), 20, (box.x + 24, box.y + 10), gfx.MUTED, "bold")
        else:  # larger: BALANCE beside the amount, the tagline grown into the bar's foot
            gfx.blit_text(surface, app.tr("app.tagline"), 22, (68, TOP_BAR_H - 8), gfx.CREAM, anchor="bottomleft",
                          max_width=box.x - 68 - 40)
            gfx.blit_text(surface, app.tr("lobby.balance"), 20, (box.x + 24, box.centery), gfx.MUTED, "bold",
                          anchor="midleft", max_width=box.w // 3 - 24)

    def balance_box(self) -> pygame.Rect:
        """The balance's box, top right: wider at a larger UI scale (its label beside the amount)."""
        w = gfx.LOGICAL_SIZE[0]
        if gfx.ui_scale() == 1.0:
            return pygame.Rect(w - 470, 22, 410, 88)
        bw = min(gfx.ui_px(410), 620)
        return pygame.Rect(w - 60 - bw, 22, bw, 88)

    def refresh_jackpot(self) -> None:
        """The progressive jackpot, read from the save for the tile that shows its meter."""
        try:
            game = jackpot_game()
            hooks = find_game(game).hooks if game is not None else None
            self.jackpot = int(hooks.jackpot(self.app.wallet).amount) if hooks is not None else None
        except Exception:  # the lobby never breaks over a meter
            self.jackpot = None

    def _draw_jackpot(self, surface: pygame.Surface, clip: pygame.Rect | None = None) -> None:
        """The jackpot meter's badge on its game's tile; under a ``clip`` that misses it, nothing
        (a PLAY lit or left draws the lobby under several clips: the badge cost a third of each)."""
        game = jackpot_game()
        if self.jackpot is None or game not in self.games:
            return
        words = f"{self.app.tr('lobby.jackpot')}  {self.app.money(self.jackpot)}"
        size = self.jackpot_size(words)
        label = gfx.text(words, size, gfx.INK, "black")
        box = self.jackpot_badge(label)
        if clip is not None and not clip.colliderect(box):
            return
        gfx.draw_panel(surface, box, (*gfx.GOLD_LIGHT, 245), gfx.GOLD_DARK, box.h // 2, 2)
        gfx.draw_text(surface, words, size, box.center, gfx.INK, "black", anchor="center")

    def jackpot_size(self, words: str) -> int:
        """The jackpot meter's text size: 21 designed, grown at a larger scale only as far as its
        badge stays inside its tile (JACKPOT_MARGIN px each side)."""
        r = self.tile_rect(self.games.index(jackpot_game() or self.games[0]))
        return gfx.fit_size(words, 21, r.w - 2 * JACKPOT_MARGIN - 26, 10_000, "black")

    def jackpot_badge(self, label: pygame.Surface) -> pygame.Rect:
        """Where the jackpot meter sits: across the top of its game's tile art; on a shorter
        art (a larger scale) JACKPOT_MARGIN px under the tile's top as from its sides, over the
        art's top edge, so that the cards keep their size under it."""
        r = self.tile_rect(self.games.index(jackpot_game() or self.games[0]))
        if lobby_tile.layout().art_h < lobby_tile.ART_H:
            return label.get_rect(midtop=(r.centerx, r.y + JACKPOT_MARGIN + 5)).inflate(26, 10)
        return label.get_rect(midtop=(r.centerx, r.y + 22)).inflate(26, 10)

    def open_badge(self, i: int, badge: pygame.Surface) -> pygame.Rect:
        """Where TABLE OPEN sits: at the foot of the tile art, clear of the jackpot meter above;
        on a shorter art (a larger scale) across its foot's edge, half on the tile below it, so
        that the cards keep their size between it and the meter (at 150 % they shrank to 23 px)."""
        r, lay = self.tile_rect(i), lobby_tile.layout()
        foot = r.y + 12 + lay.art_h
        if lay.art_h < lobby_tile.ART_H:
            return badge.get_rect(center=(r.centerx, foot)).inflate(22, 10)
        return badge.get_rect(midbottom=(r.centerx, foot - 14)).inflate(22, 10)

    def _draw_balance(self, surface: pygame.Surface) -> None:
        box = self.balance_box()
        amount = self.app.money(self.app.wallet.balance)
        if gfx.ui_scale() == 1.0:
            gfx.blit_text(surface, amount, 44, (box.right - 24, box.y + 36), gfx.GOLD_LIGHT, "black",
                          anchor="topright", max_width=box.w - 48)
            return
        size = gfx.fit_size(amount, 44, box.w * 2 // 3 - 24, box.h - 4, "black")  # its height: the box's
        gfx.blit_text(surface, amount, size, (box.right - 24, box.centery), gfx.GOLD_LIGHT, "black",
                      anchor="midright", max_width=box.w * 2 // 3 - 24)

    def _names(self, game: str) -> tuple[str, str]:
        """A game's name and rules card keys."""
        entry = _entry(game)
        return ((entry.name_key, entry.card_key) if entry is not None
                else (f"game.{game}", f"lobby.card.{game}"))

    def _tile_factors(self) -> tuple[float, float, int]:
        """The one factor of every tile's name and of every tile's rules card (1.0 at 100 %), and
        the lines every tile keeps for its limits (two when one tile's would shrink on one)."""
        if gfx.ui_scale() == 1.0 or not self.games:
            return 1.0, 1.0, 1
        lay = lobby_tile.layout()
        r = self.tile_rect(0)
        names = [self.app.tr(self._names(g)[0]) for g in self.games]
        title_f = lobby_tile.title_factor(names, r.w - 40)
        lines = max(len(lobby_tile.limit_lines(self._limits_text(g), r.w - 18, title_f)) for g in self.games)
        _, room = lobby_tile.rules_room(r, lay, title_f, lines)
        cards = [self.app.tr(self._names(g)[1]) for g in self.games]
        return title_f, lobby_tile.rules_factor(cards, r.w - 48, [room] * len(cards)), lines

    def _draw_tile(self, surface: pygame.Surface, i: int, game: str,
                   factors: tuple[float, float, int] = (1.0, 1.0, 1)) -> None:
        app = self.app
        r = self.tile_rect(i)
        lay = lobby_tile.layout()
        available = tables.is_available(game)
        gfx.draw_shadow(surface, (r.x - 14, r.y - 6), r.size, 22, 150, 14)
        gfx.draw_panel(surface, r, (10, 20, 15, 236), gfx.GOLD if available else gfx.GOLD_DARK,
                       22, 3 if available else 2)
        below = self.under_jackpot(game, r.y + 12)
        above = self.over_open_badge(i, game, r.y + 12 + lay.art_h)
        gfx.blit_art(surface, lambda k: self._tile_art(game, (round((r.w - 24) * k), round(lay.art_h * k)),
                                                       round(below * k), round(above * k)),
                     (r.w - 24, lay.art_h), (r.x + 12, r.y + 12))  # made at the pixels it covers
        name_key, card_key = self._names(game)
        card = app.tr(card_key) if self._drawn > 1 else None  # the rules card from the second frame on (issue 17)
        lobby_tile.draw_texts(surface, r, lay, app.tr(name_key), self._limits_text(game), card, available, factors)
        if game in self._open_games():
            br = self.open_badge(i, self.open_label())
            with gfx.box_scale(OPEN_BADGE_SCALE):
                gfx.rect(surface, gfx.GREEN_DARK, br, border_radius=12)
                gfx.rect(surface, gfx.GOLD, br, 2, border_radius=12)
                gfx.draw_text(surface, app.tr("lobby.open_table"), 20, br.center, gfx.WHITE, "black", anchor="center")
        if not available:
            word = self._unbuilt_label(game)
            badge = gfx.text(word, 20, gfx.INK, "black")
            br = badge.get_rect(topright=(r.right - 22, r.y + 24)).inflate(22, 10)
            gfx.rect(surface, gfx.GOLD, br, border_radius=12)
            gfx.draw_text(surface, word, 20, br.center, gfx.INK, "black", anchor="center")

    def _limits_text(self, game: str) -> str:
        limits_key = _tile(game).limits_key
        if limits_key:
            return self.app.tr(limits_key)
        lim = self.limits.get(game)
        if lim is None:
            return " "
        return self.app.tr("lobby.limits", low=self.app.money(lim[0]), high=self.app.money(lim[1]))

    def under_jackpot(self, game: str, art_top: int) -> int:
        """How far down from ``art_top`` the jackpot meter covers ``game``'s tile art at a larger
        scale or above TABLE OPEN (its cards then fan out under it), else 0 (at 100 % the cards
        lie clear of it)."""
        if (gfx.ui_scale() == 1.0 and game not in self._open_games()) or self.jackpot is None \
                or game != jackpot_game():
            return 0
        words = f"{self.app.tr('lobby.jackpot')}  {self.app.money(self.jackpot)}"
        return self.jackpot_badge(gfx.text(words, self.jackpot_size(words), gfx.INK, "black")).bottom - art_top

    def over_open_badge(self, i: int, game: str, art_bottom: int) -> int:
        """How far up from ``art_bottom`` TABLE OPEN covers the ``i``-th tile's art, ``game``'s,
        with OPEN_BADGE_CLEAR px of room (its cards and chips lie above it), else 0."""
        if game not in self._open_games():
            return 0
        return art_bottom - self.open_badge(i, self.open_label()).top + OPEN_BADGE_CLEAR

    def open_label(self) -> pygame.Surface:
        """TABLE OPEN's words as drawn (grown at a larger scale only to OPEN_BADGE_SCALE)."""
        with gfx.box_scale(OPEN_BADGE_SCALE):
            return gfx.text(self.app.tr("lobby.open_table"), 20, gfx.WHITE, "black")

    def _tile_art(self, game: str, size: tuple[int, int], below: int = 0, above: int = 0) -> pygame.Surface:
        s = self.app.settings
        available = tables.is_available(game)
        bare = self._drawn <= 1  # the very first frame: no card art yet (it decodes ~15 PNGs)
        # bare, every game's art is the same felt: made once for the first frame, not kept after
        key = ("bare" if bare else game, size, s.four_colour_deck, s.felt, available, below, above)
        art = self._art.get(key)
        if art is not None:
            return art
        tile = _tile(game)
        art = lobby_tile.tile_art(tile.cards, tile.chip, tile.wheel, size, s.felt, s.four_colour_deck, available,
                                  bare, below, above)
        if not bare:
            self._art = {k: v for k, v in self._art.items() if k[0] != "bare"}
        self._art[key] = art
        return art
