"""The ADVISOR panel and the trainer's verdict, shared by the dealer hold'em tables.

A part a table picks (Texas Hold'em Bonus, 2 Hand Casino Hold'em, Heads Up Hold'em):

    self.advisor = AdvisorPanel(self, ADVISOR_RECT, advisor.choices)

and three one-line hooks: ``update`` calls ``self.advisor.update()`` once the cards have
been shown, ``act`` goes through ``self.advisor.act(action, params, super().act)`` (so the
trainer judges the decision), ``draw_table`` calls ``self.advisor.draw(surface)`` and
``table_key`` adds ``self.advisor.key()``.

Settings: ``advisor`` on shows every choice's expected result in ANTE units at the decision
(gamelib's numbers: the game's ``advisor.choices``); ``trainer`` on scores each decision the
player takes by the EV it gave up (``gamelib.trainer.Trainer`` keeps the score) and shows
the last verdict and the session's total. With the trainer on and the advisor off, the
panel shows only the verdicts — the values are not given away before the decision.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

from gamelib.trainer import Choices, Trainer, Verdict
from scenes.ui import gfx

if TYPE_CHECKING:
    from gamelib.events import Event
    from scenes.table.model import AdvisedTable

ROW = 27          # px a choice's line takes
PAD = 12          # px inside the panel's edge
RAIL_TOP = 900    # the rail (chips, buttons, BALANCE) starts here
TOP = 40          # px from the panel's top to its first line (under the title)
FILL = (4, 14, 30, 215)
WRONG = (250, 130, 110)  # a verdict that gave EV up

#: one line of the panel: left text, right text, colour, font size, height
Line = tuple[str, str, tuple[int, int, int], int, int]


def antes(value: float, lang: str, signed: bool = False) -> str:
    """An amount of antes to three decimals, with the language's decimal mark.

    >>> antes(0.1234, "en", signed=True), antes(-1.5, "it")
    ('+0.123', '-1,500')
    """
    text = f"{value:+.3f}" if signed else f"{value:.3f}"
    return text.replace(".", ",") if lang == "it" else text


def wrapped(text: str, colour: tuple[int, int, int], size: int, step: int, width: int) -> list[Line]:
    """A centred text as lines that fit ``width``."""
    return [(line, "", colour, size, step) for line in gfx.wrap(text, size, width, "bold")]


class AdvisorPanel:
    """Every choice's expected result at the decision, and the trainer's verdicts."""

    def __init__(self, table: AdvisedTable, rect: tuple[int, int, int, int],
                 choices_of: Callable[[Any], list[Choices]]) -> None:
        self.model = table
        self.rect = rect  # x, y, width, least height
        self.choices_of = choices_of
        self.choices: list[Choices] = []
        self._key: object = None
        self.trainer = Trainer()
        #: the last verdict's words, fixed when it was given (a label may change with the street)
        self.verdict_words: tuple[str, str] = ("", "")
        #: where the panel was last drawn (None: not shown)
        self.drawn: pygame.Rect | None = None
        #: the small print under exact values ("Exact values in antes …"): a table with too little
        #: room at a larger scale leaves it out rather than draw the values small or over cards
        #: (an estimate's note stays)
        self.note = True

    # --- settings -----------------------------------------------------------------------------
    @property
    def advisor_on(self) -> bool:
        return getattr(self.model.app.settings, "advisor", "off") == "on"

    @property
    def trainer_on(self) -> bool:
        return bool(getattr(self.model.app.settings, "trainer", False))

    # --- the values ---------------------------------------------------------------------------
    def _round(self) -> Any:
        rnd = self.model.current_round
        return rnd if rnd is not None and not rnd.is_over else None

    def update(self) -> None:
        """Work the values out once per decision (and only when the advisor or trainer is on)."""
        rnd = self._round()
        if rnd is None or not (self.advisor_on or self.trainer_on):
            self.choices, self._key = [], None
            return
        key = (id(rnd), str(rnd.phase), len(rnd.decisions))
        if key != self._key:
            self.choices = self.choices_of(rnd)
            self._key = key

    def for_hand(self, params: Mapping[str, Any]) -> Choices | None:
        hand = int(params.get("hand", 0))
        return next((c for c in self.choices if c.hand == hand), None)

    def act(self, action: str, params: Mapping[str, Any],
            do: Callable[..., list[Event]]) -> list[Event]:
        """Take the decision (``do``: the table's own ``act``); in trainer mode, score it."""
        judged: tuple[Choices, str, str] | None = None
        if self.trainer_on:
            self.update()
            choices = self.for_hand(params)
            if choices is not None and action in choices.evs:
                judged = (choices, self.model.action_label(action),
                          self.model.action_label(choices.best))
        events = do(action, **params)
        if events and judged is not None:
            choices, said, best = judged
            verdict = self.trainer.score(choices, action)
            if choices.hand:
                tr = self.model.app.tr
                said, best = (tr("trainer.hand_action", hand=choices.hand, action=a) for a in (said, best))
            self.verdict_words = (said, said if verdict.right else best)
        if events:
            self._decided(int(params.get("hand", 0)))
        return events

    def _decided(self, hand: int) -> None:
        """One of several hands decided on the same street (Casino Hold'em): the others'
        values stand as they were (the cards seen are the same), so none is worked out again."""
        rnd = self._round()
        if not hand or rnd is None or not isinstance(self._key, tuple) \
                or self._key[:2] != (id(rnd), str(rnd.phase)):
            return
        self.choices = [c for c in self.choices if c.hand != hand]
        self._key = (id(rnd), str(rnd.phase), len(rnd.decisions))

    def key(self) -> tuple[Any, ...]:
        """What the panel shows (for the table's cached layer)."""
        return (tuple((c.street, c.hand, tuple(c.evs.items())) for c in self.choices),
                self.trainer.decisions, self.verdict_words, self.advisor_on, self.trainer_on)

    # --- drawing ------------------------------------------------------------------------------
    def _showing(self) -> tuple[bool, bool]:
        t = self.model
        advise = self.advisor_on and bool(self.choices) and not t.cards_moving and t.in_round
        train = self.trainer_on and (self.trainer.decisions > 0 or t.in_round)
        return advise, train

    def _layout(self, advise: bool, train: bool) -> tuple[list[Line], list[int], int, int]:
        """At the factor in force (a box's, see ``draw``): the lines, each one's height, the
        title's room and the panel's height."""
        w, least = self.rect[2], self.rect[3]
        f = gfx.ui_scale()
        lines = self._lines(advise, train, w - 2 * PAD)
        steps = [max(step, round(step * f)) for *_, step in lines]
        top = max(TOP, round(TOP * f))
        return lines, steps, top, max(least if advise else 0, top + sum(steps) + PAD)

    def factor(self, advise: bool, train: bool) -> float:
        """The one factor of the panel's texts: the player's scale, or less so that its widest
        line that is not wrapped (a choice and its value side by side) fits."""
        w = self.rect[2]
        with gfx.designed_text():
            plain = self._lines(advise, train, w - 2 * PAD)
        return gfx.box_factor([(f"{left}   {right}" if right else left, size, "bold", w - 2 * PAD)
                               for left, right, _, size, step in plain if step >= ROW])

    def height(self) -> int:
        """How tall the panel is drawn now (0: not shown), measured without drawing (a table
        that finds it too tall for its room draws it inside a smaller ``gfx.box_scale``)."""
        advise, train = self._showing()
        if not (advise or train):
            return 0
        with gfx.box_scale(self.factor(advise, train)):
            return self._layout(advise, train)[3]

    def draw(self, surface: pygame.Surface) -> None:
        """The panel at its place: nothing while the cards move or with both settings off. Its
        texts grow with the player's UI scale, all at one factor (the widest line fits)."""
        t = self.model
        advise, train = self._showing()
        self.drawn = None
        if not (advise or train):
            return
        x, y, w, _ = self.rect
        with gfx.box_scale(self.factor(advise, train)):
            lines, steps, top, h = self._layout(advise, train)
            y = max(96, min(y, self.floor() - h))  # a tall panel grows upwards, not onto the spots or rail
            surface.blit(gfx.panel((w, h), FILL, gfx.BLUE, 14, 2), (x, y))
            self.drawn = pygame.Rect(x, y, w, h)
            title = "advisor.title" if advise else "trainer.title"
            gfx.blit_text(surface, t.app.tr(title), 20, (x + w // 2, y + 10), gfx.CREAM, "black",
                          anchor="midtop", max_width=w - 2 * PAD)
            row = y + top
            for (left, right, colour, size, _), step in zip(lines, steps):
                if right:
                    end = gfx.blit_text(surface, right, size, (x + w - PAD, row), colour, "bold",
                                        anchor="topright", max_width=w - 2 * PAD)
                    gfx.blit_text(surface, left, size, (x + PAD, row), colour, "bold",
                                  max_width=end.left - x - 2 * PAD)
                elif left:
                    gfx.blit_text(surface, left, size, (x + w // 2, row), colour, "bold",
                                  anchor="midtop", max_width=w - 2 * PAD)
                row += step

    def floor(self) -> int:
        """How low the panel may reach: above the rail, and above the names of the bet spots
        under it (a panel made taller by larger texts moves up rather than over them)."""
        t = self.model
        x, _, w, _ = self.rect
        r = t.SPOT_RADIUS
        under = [sy - r - 40 for sx, sy in t.SPOTS.values() if sx + r > x and sx - r < x + w]
        if not gfx.text_scaled():  # as designed
            return RAIL_TOP - 6
        return min([RAIL_TOP - 6, *under])

    def _lines(self, advise: bool, train: bool,
               width: int) -> list[Line]:
        """(left text, right text, colour, size, height) of each line, top to bottom."""
        tr = self.model.app.tr
        lang = self.model.app.lang
        out: list[Line] = []
        if advise:
            compact = len(self.choices) > 1  # two hands: each hand's values on one line
            for c in self.choices:
                best = self.model.action_label(c.best)
                heading = tr("advisor.hand", hand=c.hand, action=best) if c.hand else \
                    tr("advisor.best", action=best)
                out.append((heading, "", gfx.GOLD_LIGHT, 21 if compact else 22, 28 if compact else 32))
                if compact:
                    values = "   ".join(f"{self.model.action_label(a)} {antes(ev, lang, True)}"
                                       for a, ev in c.ranked())
                    out.append((values, "", gfx.CREAM, 17, 30))
                    continue
                for action, ev in c.ranked():
                    colour = gfx.GOLD_LIGHT if action == c.best else gfx.CREAM
                    out.append((self.model.action_label(action), tr("advisor.ev", ev=antes(ev, lang, True)),
                                colour, 19, ROW))
            error = max(c.error for c in self.choices)
            if error > 0:  # a pre-flop table estimated, not yet exact
                text = tr("advisor.estimate", error=antes(error, lang))
            else:
                preflop = any(c.street == "preflop" for c in self.choices)
                text = tr("advisor.preflop" if preflop else "advisor.exact")
            if self.note or error > 0:  # an estimate always says so
                out += wrapped(text, gfx.MUTED, 14, 18, width)
            out.append(("", "", gfx.MUTED, 14, 6))
        if train:
            out.extend(self._trainer_lines(advise, width))
        return out

    def _trainer_lines(self, best_shown: bool, width: int) -> list[Line]:
        tr = self.model.app.tr
        lang = self.model.app.lang
        score = self.trainer
        last: Verdict | None = score.last
        out: list[Line] = []
        if last is None:
            out += wrapped(tr("trainer.waiting"), gfx.CREAM, 16, 22, width)
        elif last.right:
            out += wrapped(tr("trainer.right", action=self.verdict_words[0]), gfx.GREEN, 18, 24, width)
        else:
            said, best = self.verdict_words
            out += wrapped(tr("trainer.wrong", action=said, lost=antes(last.gave_up, lang)),
                           WRONG, 18, 24, width)
            if not best_shown:  # the advisor's lines already show the best choice
                out += wrapped(tr("trainer.best_was", action=best), gfx.CREAM, 16, 22, width)
        if score.decisions:
            out += wrapped(tr("trainer.total", best=score.best_taken, total=score.decisions,
                              lost=antes(score.given_up, lang)), gfx.MUTED, 15, 20, width)
        return out
