"""The Video Poker table, 1 to 100 hands: the extra hands in a grid across the upper half,
the main hand large below with HOLD/HELD, the hint line, the pay table with this round's
count per line, and VALUE / HANDS / REBET / CHANGE (pay table) / EV / DEAL-DRAW on the rail.

Only showing lives here: the rules, the bets and the analysis are gamelib's
(gamelib/games/video_poker: rules, bets, strategy, analysis). The draw is animated hand by hand from
the finished round (the game never waits on the screen); "instant" shows all at once.
The grid is one cached surface, updated one hand at a time, so a frame stays a few blits.
The grid, the pay table panel and the CHANGE dialog are in ``widgets``; the hints, the
EV table and the trainer in ``advice``; VALUE × HANDS and the rail's buttons in ``controls``
(the table's bet controls part); where each part lies at the player's UI scale in
``layout``; the screenshot states in ``demo``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, Any, cast

import pygame

from gamelib.cards import Card
from gamelib.games.video_poker.bets import VideoPokerBets
from gamelib.games.video_poker.paytables import PAYTABLES, PayTable
from gamelib.games.video_poker.rules import VideoPokerRound
from gamelib.hands import HandName
from scenes.games.video_poker.advice import WARNING, HoldAdvice
from scenes.games.video_poker.controls import ValueHands
from scenes.games.video_poker.kept_looks import KeptLooks
from scenes.games.video_poker.layout import (
    GAP,
    GRID,
    LOG_TOP,
    MAIN,
    RIGHT_EDGE,
    SINGLE,
    Layout,
    layout,
)
from scenes.games.video_poker.made_ahead import make_ahead
from scenes.games.video_poker.pay_table import (
    PaytableDialog,
    draw_paytable,
    paytable_figures,
    paytable_key,
)
from scenes.games.video_poker.widgets import HandGrid, grid_card_width
from scenes.table import coach_marks, felt_art
from scenes.table.base import TableScene
from scenes.table.events import flip_card
from scenes.ui import card_art, gfx
from scenes.ui.canvas import Canvas, context_of
from scenes.ui.draw_context import DrawContext

if TYPE_CHECKING:
    from scenes.ui.context import AppContext

# --- layout: scenes/games/video_poker/layout.py (where each part lies at the player's scale) ---
#: the advice under the main hand ends above the rail's labels (at a larger scale)
ADVICE_BOTTOM = 900
#: seconds per extra hand while the draw is shown, and the most the whole draw may take
REVEAL_PACE = {"normal": (0.06, 1.6), "fast": (0.025, 0.7)}
#: seconds per extra hand turning face down at a deal, and the most all may take: a quick sweep
#: as on a ten-play machine (reduced motion or instant: all at once)
TURN_PACE = {"normal": (0.016, 0.15), "fast": (0.008, 0.08)}


class VideoPokerTable(TableScene, HoldAdvice):
    """Video Poker: value x hands, one deal, the same holds, every hand its own draw."""

    game_id = "video-poker"
    DEALER_VOICE = False  # a machine: no dealer speaks
    SPOTS = {}  # no chip spots: the bet is VALUE x HANDS
    CARD_PLACES = {"main": MAIN}
    #: One hand: large cards centred between the pay table and the dealer's messages (no grid;
    #: at a larger scale it stands high, ``layout``).
    SINGLE = SINGLE
    FELT_ARC = None
    MACHINE = True  # a machine's face: screen, bezel, marquee and button deck (felt_art.machine_face_steps)
    SHOE = (MAIN.x, -160)  # cards fall in from above the screen
    LIMITS_RECT = (1476, 690, 420, 0)
    LOG_RECT = (1476, 504, 420, 170)
    controls: ValueHands

    def enter(self) -> None:
        super().enter()
        coach_marks.first_visit(self)  # the first visit to the game: its coach marks (issue 28)

    def __init__(self, app: AppContext, *, seed_source: Callable[[], bytes] | None = None,
                 config: dict[str, Any] | None = None) -> None:
        self.bets = VideoPokerBets(balance=lambda: 0)
        self.grid = HandGrid()
        self._grid_key: tuple[Any, ...] | None = None
        #: While the draw is shown, the grid over the felt as one opaque picture: a plain blit a
        #: frame instead of blending 1872x392 alpha pixels (issue 17); None: compose it again.
        self._grid_view: pygame.Surface | None = None
        self._paytable: tuple[Any, pygame.Surface] | None = None  # (key, the felt with it, opaque)
        #: the pay table's figures as pieces over the layer, and what they were made for (``_pay_figures``)
        self._figures: tuple[tuple[Any, ...], list[Any]] | None = None
        #: those figures as the window showed them, a deal's look and a result's each (``_kept_figures``)
        self._figure_looks = KeptLooks(looks=2)
        #: This frame's kept pieces that may be copied back whole, each with where it would (``pieces_laid_whole``).
        self._covers: dict[Hashable, Callable[[], list[pygame.Rect]]] = {}
        #: the pixels the table is drawn at (None: logical px): the grid is drawn at them too
        self._context: DrawContext | None = None
        #: the table is drawn on a window's Canvas, its layer by pieces: the grid lies in the layer
        #: while its hands turn too, each hand turned laid again alone (issue 27), not the grid's
        #: whole picture over the layer every frame and laid into it again at the draw's end
        self._in_layer = False
        self.revealed = 0  # extra hands shown after the draw
        #: while the draw is shown: the main hand's win framed and counted in WIN (``_show_main_win``)
        self._main_won = False
        self.reveal_time = 0.0
        self.revealing = False
        self.result_shown = False
        self.main_line = ""
        #: While a draw is shown: its frames drawn, the main hand's cards still to be made as each will lie
        #: once turned, and the round whose result line was made (``_made_ahead``).
        self._reveal_frames = 0
        self._cards_ahead: list[int] = []
        self._line_ahead: VideoPokerRound | None = None
        #: the pay table's figures as the result will show them, each to be drawn ahead (``made_ahead``)
        self._figures_ahead: list[Callable[[pygame.Surface], object]] | None = None
        #: updates since the round's result showed: at the second (its frame drawn) the next deal's
        #: face-down grid is made ahead (``_prepare_deal``)
        self._rest_updates = 0
        self._init_advice()
        super().__init__(app, seed_source=seed_source, config=config)
        self.bets.balance = self.session.available
        self.celebration.area = self.celebration_area  # its words keep off the card faces

    # --- the parts this table picks ----------------------------------------------------------
    def make_controls(self) -> ValueHands:
        """VALUE × HANDS, REBET, CHANGE, EV TABLE and DEAL / DRAW (no chips, no DOUBLE)."""
        return ValueHands(self)

    def make_decisions(self) -> None:
        """No decision bar: DRAW is the DEAL button, the holds are the cards themselves."""
        return None

    def betting_open(self) -> bool:
        """Bets can be built: no round in play and the last draw fully shown."""
        return not self.session.in_round and not self.revealing

    def refresh_grid_later(self) -> None:
        """The grid of hands is drawn again on the next frame (the bet or the holds changed)."""
        self._grid_key = None

    @property
    def paytable(self) -> PayTable:
        rnd = self.round
        return rnd.paytable if rnd is not None and self.shown_stakes else PAYTABLES[self.bets.paytable]

    @property
    def round(self) -> VideoPokerRound | None:
        rnd = self.session.round
        return rnd if isinstance(rnd, VideoPokerRound) else None

    @property
    def hand_count(self) -> int:
        rnd = self.round
        return rnd.hand_count if rnd is not None and self.shown_stakes else self.bets.hands

    def line_name(self, name: str) -> str:
        key = "vp.line." + name
        text: str = self.app.tr(key)
        return name if text == key else text

    # --- the round ---------------------------------------------------------------------------
    def deal_or_draw(self) -> None:
        if self.session.in_round:
            rnd = self.round
            if rnd is not None and not self.player.busy:
                self.draw_hands(tuple(sorted(rnd.held)), trainer=True)
        else:
            self.deal()

    def deal(self) -> None:
        """DEAL (VALUE × HANDS handed to the slip by the controls); the analysis starts. The faces
        the bet shows not made yet are made first (none once the table rested a moment)."""
        self._want_faces()
        self.faces.make()
        super().deal()
        if self.session.in_round:
            self._prepare_analysis()
        self._grid_key = None

    def act(self, action: str, **params: Any) -> list[Any]:
        """Decisions that do not come from the DRAW button (the live countdown's default)."""
        if action != "draw":
            return super().act(action, **params)
        return self.draw_hands(tuple(sorted(params.get("holds", ()))), trainer=False)

    def draw_hands(self, holds: tuple[int, ...], trainer: bool = True) -> list[Any]:
        """DRAW with these holds (the trainer may first warn), then show it hand by hand."""
        rnd = self.round
        if rnd is None or rnd.is_over:
            return []
        if trainer and not self._trainer_allows(holds):
            return []
        events = self.guard(lambda: self.session.act("draw", holds=list(holds)))
        if events is None:
            return []
        self.ev_open = False
        self._start_reveal(rnd)
        return events

    def _start_reveal(self, rnd: VideoPokerRound) -> None:
        main = rnd.hands[0]
        for p, card in enumerate(main.cards):
            sprite = self.cards.get(("main", p))
            if sprite is not None and p not in rnd.held:
                flip_card(self, sprite, card.id)
        self.revealed = 0
        self.reveal_time = 0.0
        self._main_won = False
        self._reveal_frames, self._figures_ahead = 0, None  # the cards that turn first, then (a win framing all
        # five) the held ones
        self._cards_ahead = [p for p in range(5) if p not in rnd.held] + (sorted(rnd.held) if main.line else [])
        self.revealing = True  # the grid keeps its face-down picture; hands are drawn in one by one
        self.app.sound("card_deal", 0.6)
        if self.animator.speed == "instant":
            self._finish_reveal()

    def _show_main_win(self, rnd: VideoPokerRound | None) -> None:
        """The main hand's cards framed when it won (once they have turned), its pay in WIN."""
        if self._main_won or rnd is None or not rnd.hands or not rnd.hands[0].line:
            return
        self._main_won = True
        for p in range(5):
            sprite = self.cards.get(("main", p))
            if sprite is not None:
                sprite.highlight = True

    def show_whole_draw(self) -> None:
        """The draw being shown hand by hand, shown whole at once."""
        if self.revealing:
            self._finish_reveal()

    def _finish_reveal(self) -> None:
        """Show the whole result at once (end of the animation, instant speed, leaving)."""
        rnd = self.round
        self.revealing = False
        if rnd is None or not rnd.hands or self.result_shown:
            return
        if self.grid.n == rnd.hand_count - 1 and self._grid_key is not None:
            while self.revealed < rnd.hand_count - 1:  # only the hands not shown yet
                self.revealed += 1
                self.grid.draw_hand(self, self.revealed - 1)
        else:
            self.revealed = rnd.hand_count - 1
            self._grid_key = None
        for p, card in enumerate(rnd.hands[0].cards):
            sprite = self.cards.get(("main", p))
            if sprite is not None:
                sprite.card_id, sprite.face_up, sprite.flip = card.id, True, 1.0
                sprite.highlight = bool(rnd.hands[0].line)
        self.main_line = rnd.hands[0].line or ""
        self._round_result(rnd.total_staked, rnd.total_paid)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.revealing:
            rnd = self.round
            extra = (rnd.hand_count - 1) if rnd is not None else 0
            per, most = REVEAL_PACE.get(self.animator.speed, (0.0, 0.0))
            per = min(per, most / max(1, extra))
            self.reveal_time += dt
            target = extra if per <= 0 else min(extra, int(self.reveal_time / per))
            # the result shows in the frame after the last hand's: each its own frame (issue 27)
            all_shown = self.revealed >= extra
            if self.revealed < target:
                self._refresh_grid()
            while self.revealed < target:
                self.revealed += 1
                self.grid.draw_hand(self, self.revealed - 1)
                if not self._in_layer and self._grid_view is not None:  # its picture, when shown: a
                    self._compose_grid(self.revealed - 1)  # table not drawn (a tab) makes no felt for it
            if not self.animator.busy:  # the main hand turned: its win shows first, as on a machine
                self._show_main_win(rnd)
            if rnd is not None and rnd.hands:  # WIN counts up as the hands turn; BALANCE with it
                self.last_win = sum(h.paid for h in rnd.hands[0 if self._main_won else 1:self.revealed + 1])
            if all_shown and not self.animator.busy:
                self._finish_reveal()
        elif self.grid.turning:
            per, most = self.turn_pace()
            self.grid.turn_on(dt, min(per, most / max(1, self.grid.n)))
        elif self.result_shown and not self.session.in_round:
            self._rest_updates += 1
            if self._rest_updates == 2:
                self._prepare_deal()

    def turn_pace(self) -> tuple[float, float]:
        """(seconds per extra hand, the most for all) as the hands turn face down at a deal; (0, 0):
        all at once (reduced motion, instant)."""
        anim = self.animator
        if anim.reduced_motion:
            return 0.0, 0.0
        return TURN_PACE.get(anim.speed, (0.0, 0.0))

    def next_change(self) -> float | None:
        """Moving while the deal's hands turn face down one by one."""
        return 0.0 if self.grid.turning else super().next_change()

    def _prepare_deal(self) -> None:
        """At rest after a result (its frame drawn): the grid a deal of the bet now shows (every hand
        face down) made ahead, so the deal's frame does not draw it (issue 27: 2.4 ms at 4K). No hands
        bet yet: the last round's, as DEAL or REBET bets them again."""
        bets = self.bets
        hands = bets.hands or (bets.last.hands if bets.last is not None else 0)
        lay = layout(PAYTABLES[bets.paytable])
        self.grid.prepare_deal(self, max(0, hands - 1), lay.hands, lay.notch, self._context)
        self._want_faces(again=True)  # (kept while this table is seen: other art may have pushed some out)

    def _want_faces(self, again: bool = False) -> None:
        """The faces the bet shows (``face_widths``) at the pixels the table is drawn at, to be made
        at rest ahead of the frames of a round (issue 27: a 4K 10-hand draw's frames made 25 faces,
        up to 8 ms a frame). ``again``: those kept are looked up again (other art may have pushed
        some out)."""
        self.want_faces(self._context.pixel_scale if self._context is not None else 1.0, again)

    def face_widths(self) -> list[float]:
        """The main hand's cards and the grid's for the bet now (none bet yet: the last round's;
        nothing bet ever: none, the first bet lays them out)."""
        last = self.bets.last
        n = self.hand_count or (last.hands if last is not None else 0)
        lay = layout(self.paytable, n)
        widths: list[float] = [] if n < 1 else [lay.place(n).width]
        if n > 1:
            widths.append(grid_card_width(n - 1, lay.hands, lay.notch))
        return widths

    # --- what the grid shows -------------------------------------------------------------------
    def grid_cards(self, index: int) -> tuple[list[Card | None], tuple[str, int] | None]:
        """Hand ``index``'s five cards (None: face down) and its (line, paid) once shown."""
        rnd = self.round
        if rnd is None or not self.shown_stakes:
            return [None] * 5, None
        if rnd.hands and index <= self.revealed and index < len(rnd.hands):
            h = rnd.hands[index]
            return list(h.cards), (h.line or "", h.paid)
        held = rnd.held
        return [rnd.dealt[p] if p in held else None for p in range(5)], None

    def grid_alike(self) -> bool:
        """Whether every extra hand shows the same (``grid_cards``): no hand's draw shown yet."""
        rnd = self.round
        return rnd is None or not self.shown_stakes or not rnd.hands or self.revealed < 1

    def _refresh_grid(self) -> None:
        rnd = self.round
        lay = self.layout
        key = (self.hand_count, id(rnd), tuple(sorted(rnd.held)) if rnd else (), bool(self.shown_stakes),
               self.app.lang, self.app.settings.card_back, self.app.settings.four_colour_deck, tuple(lay.hands),
               lay.notch and tuple(lay.notch), gfx.ui_scale(), self._context)
        if key != self._grid_key:
            self._grid_key = key
            self.grid.rebuild(self, max(0, self.hand_count - 1), lay.hands, lay.notch, self._context,
                              turn=self.turn_pace()[0] > 0)
            self._grid_view = None

    # --- holds -----------------------------------------------------------------------------------
    def toggle_hold(self, position: int) -> None:
        rnd = self.round
        if rnd is None or rnd.is_over or self.player.busy or not self.session.in_round:
            return
        # journaled with the round, so a crash before DRAW keeps the player's holds
        self.guard(lambda: self.session.choose("holds", positions=sorted(rnd.held ^ {position})))
        self.trainer_warning = ""
        self.app.sound("button", 0.4)
        self._grid_key = None

    def handle_game_key(self, event: pygame.event.Event) -> bool:
        """Keys 1–5 hold and release the cards."""
        key = event.key
        if pygame.K_1 <= key <= pygame.K_5:
            self.toggle_hold(key - pygame.K_1)
            return True
        return False  # Enter / Space, R, P, E: the controls' keys

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.session.in_round:
            for p in range(5):
                x, y, w = self.card_position("main", p)
                cw, ch = card_art.card_size(w)
                if pygame.Rect(x - cw / 2, y - ch / 2, cw, ch + 60).collidepoint(event.pos):
                    self.toggle_hold(p)
                    return True
        return super().handle_event(event)

    # --- showing events --------------------------------------------------------------------------
    def clear_table(self) -> None:
        super().clear_table()
        self.revealed = 0
        self._main_won = False
        self.revealing = False
        self.result_shown = False
        self.main_line = ""
        self.trainer_warning = ""
        self._warned_holds = None
        self._grid_key = None
        self._evs = None

    def main_hand_shown(self) -> bool:
        """Whether the five cards of the main hand show their faces (the deal over): the hint
        and its marks wait for it."""
        sprites = [self.cards.get(("main", p)) for p in range(5)]
        return all(s is not None and s.face_up and s.card_id is not None for s in sprites)

    def show_card_dealt(self, to: str, index: int, card_id: int, face_up: bool) -> None:
        if to == "main":
            super().show_card_dealt(to, index, card_id, face_up)
        # the draw of every hand is shown by the reveal, not card by card

    def show_hand(self, to: str, name: HandName | str, best_five: tuple[int, ...]) -> None:
        if to == "main":
            self.main_line = str(name)  # video poker names a hand by its pay line

    def show_bet_settled(self, event: Any) -> None:
        """Each hand's result is shown in the grid and the pay table."""

    def show_round_over(self, staked: int, paid: int) -> None:
        """A RoundOver that came through the event player (leaving mid-round)."""
        self._finish_reveal()

    def counting(self) -> bool:
        return (self.revealing and not self.result_shown) or super().counting()

    def win_to_come(self) -> int:
        """While the hands turn one by one, what WIN has not counted yet of the whole draw."""
        rnd = self.round
        if not self.revealing or self.result_shown or rnd is None or not rnd.hands:
            return super().win_to_come()
        return max(0, rnd.total_paid - self.shown_win())

    def _round_result(self, staked: int, paid: int) -> None:
        self.result_shown = True
        self._rest_updates = 0
        self.last_win = paid
        rnd = self.round  # a big draw gets its tier's celebration too (a royal: JACKPOT)
        royal = rnd is not None and any("royal" in (h.line or "").casefold() for h in rnd.hands)
        self.celebrate(staked, paid, royal=royal)
        self.announce_result(staked, paid)

    # --- drawing -----------------------------------------------------------------------------------
    def table_key(self) -> tuple[Any, ...]:
        """What the pay table, the holds, the hint, the EV table and the grid at rest show (the grid
        made ready first: it lies in the layer unless its hands are turning)."""
        self._refresh_grid()
        rnd = self.round
        s = self.app.settings
        return (tuple(sorted(rnd.held)) if rnd else (), self.result_shown, self.main_line, self.ev_open,
                self.trainer_warning, self.trainer_total, s.vp_hint, s.trainer, self.revealing,
                bool(self._evs), tuple(self._tables), self.main_hand_shown())

    def own_parts_key(self) -> tuple[Any, ...]:
        """The grid's pixels while it lies in the layer (its part's key has them too): a hand turned
        records the grid's part again, not the whole layer. At the window's pixels it lies over the
        layer (``kept_pieces``): none."""
        return (None if self._moving_grid() or self._grid_over_layer() else self.grid.version,)

    def _grid_over_layer(self) -> bool:
        """Whether the grid's hands are drawn over the layer as pieces kept while unchanged (on a
        window's Canvas, the layer by pieces), not in it: a hold or a deal draws the hands that
        changed over the felt the layer shows there, not the layer's felt, those hands and the layer
        into the window (issue 27: a 4K DRAW laid 1.5 M px of hands three times)."""
        return self._in_layer and not self.ev_open

    def _moving_grid(self) -> bool:
        """Whether the grid is drawn over the layer (as its hands turn, on a plain surface), not in it."""
        return self.revealing and not self._in_layer

    @property
    def layout(self) -> Layout:
        """Where the pay table, the grid and the main hand lie at the player's scale now."""
        return layout(self.paytable, self.hand_count)

    def card_position(self, to: str, index: int) -> tuple[float, float, int]:
        if to == "main":
            return self.layout.place(self.hand_count).position(index)
        return super().card_position(to, index)

    def celebration_area(self) -> pygame.Rect:
        """Where a big win shows (its win display, the words at its centre): one hand at 100 %, in
        the open felt above it (the pay table's title gives it up meanwhile); else (many hands, or
        one hand at a larger scale, which fills the felt left of them) over the dealer's messages
        and LIMITS right of the main hand (their panel's own show / hide button with them: any
        click ends the celebration meanwhile), down to the rail — never over a card, a hand's
        name, a bet or the rail's buttons."""
        lay, n = self.layout, self.hand_count
        if n > 1 or lay.scale != 1.0:
            left = RIGHT_EDGE + GAP
            return pygame.Rect(left, LOG_TOP, GRID.right - left, self.RAIL_Y - 16 - LOG_TOP)
        place = lay.place(n)
        left, right = lay.hand_room()
        cx, cy = place.x, round(place.y - place.height / 2) - 8 - 160  # (160: the skip line's bottom)
        half = min(cx - left, right - cx)
        return pygame.Rect(cx - half, cy - 160, 2 * half, 2 * 160)  # centred on the words' centre

    def main_x(self) -> int:
        """The centre of the main hand (the single hand stands a little left, in the open felt)."""
        return self.layout.place(self.hand_count).x

    def language_changed(self) -> None:
        """The language or the player's scale changed: the main hand's cards move to where the
        layout now puts them, and the grid and the pay table are drawn again."""
        super().language_changed()
        for (to, p), sprite in self.cards.items():
            if to == "main":
                sprite.x, sprite.y, sprite.width = self.card_position("main", p)
        self._grid_key = None
        self._grid_view = None
        self._paytable = None

    def draw(self, surface: pygame.Surface, titled: bool = True) -> None:
        """The table at the pixels of ``surface``: the grid of hands is made at them too."""
        # at the window's pixels at every scale, 1.0 too (a 1920x1080 window, a table of four side by side
        # at 3840x2160): the grid a picture of each hand, as at every other size
        self._context = context_of(surface)
        self._in_layer = isinstance(surface, Canvas) and self.LAYER_BY_PIECES
        super().draw(surface, titled)

    def layer_parts(self) -> list[tuple[str, Any, Callable[[pygame.Surface], None]]]:
        """The pay table behind its glass and the grid at rest each keep their drawings while what
        they show is unchanged (a hold, a message, DRAW turning on record neither again); the
        main hand's boxes and lines are recorded with the rest of the layer."""
        context = self._context
        grid = self.grid
        return [
            ("pay table", (paytable_key(self, not self._figures_over_layer()), tuple(self.layout.pay), gfx.ui_scale(),
                           context, self._ev_over_pay()), self._draw_pay_part),
            ("main hand", None, self._draw_main_part),
            ("grid", (self.ev_open, self._moving_grid(), self._grid_over_layer() or grid.version, grid.n,
                      tuple(grid.rect), context), self._draw_grid_part),
        ]

    def draw_table(self, surface: pygame.Surface) -> None:
        for _, _, draw in self.layer_parts():
            draw(surface)

    def _ev_over_pay(self) -> bool:
        """Whether the EV table stands in the pay table's place (one hand at a larger scale)."""
        return self.ev_open and self.layout.pay_columns == 2

    def _draw_pay_part(self, surface: pygame.Surface) -> None:
        if self._ev_over_pay():  # (the pay table's edges showed either side of the narrower EV table)
            return
        if self._figures_over_layer():  # (its figures: kept_pieces)
            draw_paytable(surface, self, self.layout.pay, figures=False)
        else:
            self._draw_paytable(surface)
        felt_art.glass_frame(surface, self.layout.pay)  # the pay table behind the machine's glass

    def _draw_grid_part(self, surface: pygame.Surface) -> None:
        if not self.ev_open and not self._moving_grid() and not self._grid_over_layer() and self.grid.n:
            self.grid.lay(surface)  # (else: draw_moving, kept_pieces)

    def kept_pieces(self, surface: pygame.Surface
                    ) -> list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]]:
        """At the window's pixels the pay table's figures and the grid's hands, each a piece over the
        layer (``_figures_over_layer``, ``_grid_over_layer``)."""
        self._covers = {}
        if not isinstance(surface, Canvas) or not self.kept_over_layer():
            return []
        figures = self._kept_figures(surface) if self._figures_over_layer() else []
        hands = self.grid.pieces(surface) if self._grid_over_layer() and self.grid.n else []
        buttons = self.controls.button_pieces(surface)
        looks = self.controls.kept_looks
        self._covers.update({i: partial(looks.cover, i[1], key, surface) for i, key, _ in buttons})
        return [*figures, *hands, *buttons]

    def pieces_laid_whole(self, surface: pygame.Surface, pieces: list[Hashable]) -> list[pygame.Rect]:
        """The rail's buttons and the pay table's figures among ``pieces`` that turn back to a look kept
        (``kept_looks``): the window's pixels they copy back whole (a deal's nine buttons and cleared
        figures, 0.6 M px at 3840x2160, were laid back from the layer first, then covered)."""
        return [r for i in pieces if i in self._covers for r in self._covers[i]()]

    def kept_over_layer(self) -> bool:
        """Whether the table is drawn on a window's Canvas, its layer by pieces: the pay table's figures,
        the grid's hands and the rail's buttons then lie over the layer as pieces (``kept_pieces``)."""
        return self._in_layer

    def _figures_over_layer(self) -> bool:
        """Whether the pay table's figures are drawn over the layer as pieces kept while unchanged (on a
        window's Canvas, the layer by pieces), not in it with its box: a deal or a result draws the
        figures that changed, not the box's columns laid again over the felt (issue 27)."""
        return self._in_layer and not self._ev_over_pay()

    def _pay_figures(self, surface: Canvas) -> list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]]:
        """``paytable_figures``, made again only when what the pay table shows changed (asked every frame)."""
        key = (paytable_key(self), tuple(self.layout.pay), gfx.ui_scale(), gfx.text_px(100), surface.context)
        if self._figures is None or self._figures[0] != key:
            self._figures = (key, paytable_figures(self, self.layout.pay, surface))
        return self._figures[1]

    def _kept_figures(self, surface: Canvas) -> list[tuple[Hashable, tuple[Any, ...], Callable[[pygame.Surface], object]]]:
        """``_pay_figures``, each laid as it was drawn when it turns back to a look it had over the same
        layer (a deal's counts and amounts cleared, a result's lit lines): ``kept_looks``."""
        kept = self._figure_looks
        kept.forget_under(self.view.laid)  # (the layer laid again this frame: what lay under them)
        at = (surface.target.get_abs_offset(), surface.target.get_size())
        figures = self._pay_figures(surface)
        self._covers.update({i: partial(kept.cover, i, (key, at), surface) for i, key, _ in figures})
        return [(i, key, partial(kept.draw, i, (key, at), draw)) for i, key, draw in figures]

    def piece_changed_in(self, surface: pygame.Surface, piece: Hashable, old: tuple[Any, ...],
                         new: tuple[Any, ...]) -> list[pygame.Rect] | None:
        """A grid hand that shows other cards in the same place: only where those cards lie (a hold)."""
        if not isinstance(surface, Canvas):
            return None
        return self.grid.changed_in(surface, piece, old, new)

    def _draw_main_part(self, surface: pygame.Surface) -> None:
        """Where the main hand will lie, the title, HOLD / HELD, the result and hint lines, the EV table."""
        rnd = self.round
        lay, n = self.layout, self.hand_count
        left, right = lay.hand_room()
        if not self.cards:  # before the deal: where the main hand will lie
            for p in range(5):
                x, y, w = self.card_position("main", p)
                cw, ch = card_art.card_size(w)
                r = pygame.Rect(0, 0, cw, ch)
                r.center = (int(x), int(y))
                gfx.draw_panel(surface, r, (0, 0, 0, 60), gfx.GOLD_DARK, 12, 2)
        if n <= 1 and not self.ev_open and lay.scale == 1.0 and not self.celebration.active:  # (larger, the
            # one hand stands there; a big win's words stand there while it lasts)
            gfx.blit_text(surface, self.paytable.title.upper(), 48, (self.main_x(), 320), gfx.GOLD_DARK, "black",
                          anchor="center", shadow=True)
        if rnd is not None and self.shown_stakes:
            self._draw_holds(surface, rnd, lay)
            hold_y, hint_y = lay.hold_y(n), lay.hint_y(n)
            if self.result_shown and not self.session.in_round:
                # under the cards' shadows: the words laid in the layer leave the cards as the window
                # shows them (issue 27: 8 px over three cards' shadows redrew them, 1.3 ms at 4K)
                top = max([hold_y + 4, *(s.shadow_bottom for (to, _), s in self.cards.items() if to == "main")])
                self._draw_result_line(surface, rnd, top if lay.scale == 1.0 or n > 1 else max(hint_y, top))
            if lay.scale == 1.0:
                self._draw_advice(surface, hint_y)
            else:  # wrapped under the main hand
                self.draw_advice_scaled(surface, (left + right) // 2, hint_y, right - left, ADVICE_BOTTOM)
        if self.ev_open:
            grid = lay.grid
            if lay.scale == 1.0:
                self._draw_ev_table(surface, (MAIN.x, grid.centery))
            else:  # (one hand: the felt under it, layout._one_hand)
                self._draw_ev_table(surface, grid.center, grid)

    def _draw_result_line(self, surface: pygame.Surface | Canvas, rnd: VideoPokerRound, y: int) -> None:
        """The main hand's result under it, its top at ``y``: its pay line and win, or no win (at a larger
        scale one hand's stands under its HOLD boxes' place, left of the dealer's messages)."""
        tr, lay = self.app.tr, self.layout
        main = rnd.hands[0] if rnd.hands else None
        text = (f"{self.line_name(main.line)} · {tr('table.win')} {self.app.money(main.paid)}"
                if main is not None and main.line else tr("vp.no_win"))
        colour = gfx.GOLD_LIGHT if main and main.line else gfx.MUTED
        if lay.scale == 1.0:
            gfx.blit_text(surface, text, 30, (self.main_x(), y), colour, "black", anchor="midtop", shadow=True)
            return
        left, right = lay.hand_room()
        gfx.blit_text(surface, text, 30, ((left + right) // 2, y), colour, "black", anchor="midtop", shadow=True,
                      max_width=right - left)

    def _made_ahead(self, surface: pygame.Surface) -> None:
        """At rest each hand's card boxes, and while a draw is shown, a piece a frame, the cards, words and
        figures its last frames and its result's will show (``made_ahead.make_ahead``)."""
        if not self.revealing and isinstance(surface, Canvas) and self._grid_over_layer() and self.grid.n:
            self.grid.card_boxes(surface)  # (at rest: what a hold or DRAW reads of every hand it changes)
        make_ahead(self, surface)

    def _draw_advice(self, surface: pygame.Surface, hint_y: int) -> None:
        """At 100 %: the hint line, and the trainer's warning or score under it."""
        tr = self.app.tr
        if self.session.in_round:
            hint, _ = self.hint_text()
            if self.main_line:
                hint = tr("vp.dealt", line=self.line_name(self.main_line)) + " · " + hint
            gfx.blit_text(surface, hint, 24, (self.main_x(), hint_y), gfx.CREAM, "bold", anchor="midtop",
                          max_width=940)
        if self.trainer_warning:
            gfx.blit_text(surface, self.trainer_warning, 22, (MAIN.x, hint_y + 36), WARNING, "bold",
                          anchor="midtop", max_width=940)
        elif self.app.settings.trainer and self.trainer_total:
            pct = 100 * self.trainer_optimal / self.trainer_total
            gfx.blit_text(surface, tr("vp.trainer_score", optimal=self.trainer_optimal, total=self.trainer_total,
                                      pct=f"{pct:.0f}", lost=f"{self.trainer_lost:.4f}"),
                          20, (MAIN.x, hint_y + 38), gfx.MUTED, "bold", anchor="midtop")

    def _draw_holds(self, surface: pygame.Surface, rnd: VideoPokerRound, lay: Layout) -> None:
        """HOLD / HELD under each card of the main hand (all at one size), the hint's marks and
        the cards' key numbers 1–5."""
        if not self.session.in_round:
            return
        tr = self.app.tr
        _, marked = self.hint_text()
        place = lay.place(self.hand_count)
        step = place.step[0] if place.step is not None else place.width + 16
        box_w = place.width - 20 if lay.scale == 1.0 else min(step - 10, gfx.ui_px(place.width - 20))
        words = (tr("vp.hold"), tr("vp.held"))
        factor = gfx.box_factor([(word, 22, "black", box_w - 12) for word in words])
        hold_y = lay.hold_y(self.hand_count)
        with gfx.box_scale(factor):
            for p in range(5):
                x, _, w = self.card_position("main", p)
                held = p in rnd.held
                r = pygame.Rect(0, 0, box_w, lay.hold_h)
                r.midtop = (int(x), hold_y)
                gfx.draw_panel(surface, r, (200, 160, 40, 235) if held else (0, 0, 0, 150),
                               gfx.GOLD_LIGHT if held else gfx.GOLD_DARK, 10, 2)
                gfx.blit_text(surface, words[1] if held else words[0], 22, r.center,
                              gfx.INK if held else gfx.MUTED, "black", anchor="center", max_width=box_w - 8)
                if p in marked:
                    gfx.line(surface, gfx.GOLD_LIGHT, (r.x + 8, r.bottom + 6), (r.right - 8, r.bottom + 6), 4)
                top = self.card_position("main", p)[1] - card_art.card_size(w)[1] / 2
                gfx.blit_text(surface, str(p + 1), 18, (int(x), int(top) - 8), gfx.MUTED, "bold",
                              anchor="midbottom")

    def _draw_paytable(self, surface: pygame.Surface) -> None:
        """The pay table on the bare felt (drawn first in the layer). On a plain surface it is kept
        as the opaque picture of its corner, laid again in one blit while what it shows is
        unchanged (issue 17); on a window's Canvas it is drawn as drawings like the rest of the
        layer, which is drawn again only where they change (issue 27)."""
        rect = self.layout.pay
        if isinstance(surface, Canvas):
            draw_paytable(surface, self, rect)
            return
        area = rect.inflate(8, 8).clip(surface.get_rect())
        key = (paytable_key(self), id(self.view.background()), surface.get_size(), tuple(rect))
        if self._paytable is not None and self._paytable[0] == key:
            surface.blit(self._paytable[1], area)
            return
        draw_paytable(surface, self, rect)
        self._paytable = (key, surface.subsurface(area).copy())

    def draw_moving(self, surface: pygame.Surface) -> None:
        """While the hands turn on a plain surface, the grid of extra hands over the felt (one opaque
        picture, updated a hand at a time); at rest, and on a window's Canvas always, it lies in the layer."""
        self._refresh_grid()
        if self._moving_grid() and self.grid.n and not self.ev_open:  # nothing flies over it meanwhile
            surface.blit(self._grid_view or self._compose_grid(), self.grid.rect)
        self._made_ahead(surface)

    def _compose_grid(self, index: int | None = None) -> pygame.Surface:
        """The opaque grid picture: the felt with the hands on it; ``index``: only that hand
        changed (its cell is laid again), else the whole grid."""
        felt, view, rect = self.view.background(), self._grid_view, self.grid.rect
        self.grid.fill_in()  # (its pixels read whole)
        grid = cast(pygame.Surface, self.grid.surface)  # a Canvas over the window's pixels answers alike
        if view is None or index is None:
            view = felt.subsurface(rect).copy()
            if self.layout.notch is not None:  # the pay table reaches into its corner
                pay = self.layout.pay.move(-rect.x, -rect.y)
                draw_paytable(view, self, pay)
                felt_art.glass_frame(view, pay, k=1.0)  # and its glass's chrome frame, as in the layer
            view.blit(grid, (0, 0))
        else:
            cell = self.grid.cell(index)
            view.blit(felt, cell, area=cell.move(rect.topleft))
            view.blit(grid, cell, area=cell)
        self._grid_view = view
        return view

    # --- pay table dialog -----------------------------------------------------------------------
    def open_paytables(self) -> None:
        if self.betting_open() and not self.revealing:
            self.app.manager.push(PaytableDialog(self.app, self))

    def select_paytable(self, name: str) -> None:
        def select() -> bool:
            self.bets.select_paytable(name)
            return True

        self.controls.bet(select)
        self._prepare_analysis()
