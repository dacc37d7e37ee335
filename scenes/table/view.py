"""How a table is drawn: one cached layer (felt, panels, spots, controls) redrawn only when
``layer_key()`` changes, then what moves each frame (cards, labels, flying chips, banner).

A mixin of :class:`scenes.table.base.TableScene`; game scenes override these methods there.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from scenes.table.layout import table_background
from scenes.ui import gfx


class TableView:
    """Drawing of a TableScene (uses its widgets and state)."""

    def layer_key(self) -> tuple[Any, ...]:
        """Everything the cached table layer shows; a game scene extends it for its own panels."""
        slip = self.session.slip
        buttons = [*self.top_buttons, *self._active_buttons()]
        return (
            id(self.background()), tuple(sorted(slip.amounts.items())), tuple(sorted(self.shown_stakes.items())),
            tuple(sorted(self.results.items())), tuple(sorted(self._states.items(), key=repr)),
            self.rack.current(), self.rack.hover, self.betting_open(), self.player.busy,
            tuple((b.hovered, b.pressed, b.enabled, b.style) for b in buttons),
            tuple(s.hovered for s in self.spots.values()), tuple(self.message_log.messages),
            self.message_log.hidden, self.round_code, self.app.wallet.balance, self.last_win,
            self.light_state() if self.live else "", frozenset(k[0] for k in self.cards),
            self._round_state(), self.app.lang, self.app.settings,
        )

    def _round_state(self) -> tuple[Any, ...]:
        """Identity and progress of the round: game panels drawn in ``draw_table`` follow it."""
        rnd = self.session.round
        if rnd is None:
            return (None,)
        return (id(rnd), rnd.phase, len(rnd.operations), len(rnd.decisions), rnd.is_over)

    def draw(self, surface: pygame.Surface) -> None:
        """The cached layer (felt, panels, spots, controls), then what moves: cards, labels, banner."""
        key = self.layer_key()
        if self._layer is None or key != self._layer_key:
            if self._layer is None:
                self._layer = pygame.Surface(gfx.LOGICAL_SIZE).convert() if pygame.display.get_surface() \
                    else pygame.Surface(gfx.LOGICAL_SIZE)
            self._layer_key = key
            self.draw_layer(self._layer)
        surface.blit(self._layer, (0, 0))
        for sprite in self.cards.values():
            sprite.draw(surface)
        for label in self.hand_labels.values():
            label.draw(surface)
        self.draw_dynamic(surface)
        self.banner.draw(surface, self)

    def draw_dynamic(self, surface: pygame.Surface) -> None:
        """Drawn every frame over the cards (flying chips, countdown bar; games may add more)."""
        for chip in self.flying:
            chip.draw(surface)
        if self.deciding_live() and not self.player.busy:
            total = 4 * self.CONTROL_W + 3 * self.CONTROL_GAP
            self.countdown.rect = pygame.Rect(self.CONTROLS_X + 40, self.RAIL_Y + 40, total - 80, 12)
            self.countdown.draw(surface)
        pace = self.pace
        if pace is not None and self.live and (pace.stage == "betting" or self.deciding_live()):
            # live pace: the seconds left (betting window, or the decision) under the traffic light
            light = self.light.rect
            colour = {"green": gfx.GREEN, "yellow": gfx.YELLOW}.get(self.light_state(), gfx.CREAM)
            gfx.blit_text(surface, str(math.ceil(pace.remaining)), 30, (light.centerx, light.bottom + 8),
                          colour, "black", anchor="midtop", shadow=True)

    def draw_layer(self, surface: pygame.Surface) -> None:
        """The table without its cards: redrawn only when ``layer_key()`` changes."""
        surface.blit(self.background(), (0, 0))
        self.draw_table(surface)
        for place_key, place in self.CARD_PLACES.items():
            if place.label and any(k[0] == place_key for k in self.cards):
                x, y, w = place.position(0)
                gfx.blit_text(surface, self.app.tr(place.label), 20, (place.x, y - place.height / 2 - 12),
                              gfx.GOLD, "bold", anchor="midbottom", shadow=True)
        for spot in self.spots.values():
            spot.draw(surface)
        self.limits_panel.draw(surface)
        self.message_log.draw(surface)
        self.code_label.draw(surface)
        if self.live:
            self.light.draw(surface)
        for b in self.top_buttons:
            b.draw(surface)
        self._draw_rail(surface)

    def _draw_rail(self, surface: pygame.Surface) -> None:
        betting = self.betting_open()
        self.rack.draw(surface)
        if not betting:
            veil = gfx._surf_cache.get(("rack-veil", self.rack.rect.size))
            if veil is None:
                veil = pygame.Surface(self.rack.rect.inflate(20, 10).size, pygame.SRCALPHA)
                veil.fill((10, 6, 4, 150))
                gfx._surf_cache.put(("rack-veil", self.rack.rect.size), veil)
            surface.blit(veil, self.rack.rect.inflate(20, 10))
        if self.session.in_round:
            self._sync_decisions()
            x = self.CONTROLS_X
            total = 4 * self.CONTROL_W + 3 * self.CONTROL_GAP
            if self.decision_buttons and not self.player.busy:
                gfx.blit_text(surface, self.app.tr("table.make_decision"), 20, (x + total // 2, self.RAIL_Y + 12),
                              gfx.GOLD, "black", anchor="midtop")
                for _, b in self.decision_buttons:
                    b.draw(surface)
        else:
            for b in self.bet_buttons:
                b.draw(surface)
        self.balance_box.draw(surface)
        self.bet_box.draw(surface)
        self.win_box.draw(surface)

    def background(self) -> pygame.Surface:
        """The felt with the printed arc, title, rail and the game's markings (cached)."""
        key = (self.app.settings.felt, self.app.lang)
        if self._background is None or getattr(self, "_bg_key", None) != key:
            self._background, self._bg_key = table_background(self), key
        return self._background
