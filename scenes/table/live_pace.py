"""Scenes on gamelib's clock: live pace and responsible gaming read the scene time.

- :class:`SceneClock` (in ``scenes.ui.tween``, re-exported here) is the scene's timer clock (``scenes.ui.tween.Clock``, moved only by
  ``update(dt)``) that is also a :class:`gamelib.clock.Clock`: ``now()`` is the seconds
  advanced so far, so scene tests drive gamelib's rules with fake frame times.
- :class:`PacedScene` lets a :class:`gamelib.pace.LivePace` drive a table *scene*: the
  deal and the decisions go through the scene (which shows them), the rules stay in
  gamelib (when the window closes, what a time-out takes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from gamelib.errors import FeltsideError
from gamelib.events import Announcement, Event
from gamelib.pace import PaceTimes
from scenes.ui import voice
from scenes.ui.dialog import error_text
from scenes.ui.tween import SceneClock as SceneClock  # re-exported: it lives with the timers
from scenes.ui.widgets.base import TextSource

if TYPE_CHECKING:
    from scenes.table.base import TableScene


#: gamelib.pace's announcements, said with the table's own dealer words.
PACE_MESSAGES = {
    "pace.bets_closed": "msg.bets_closed",
    "pace.round_skipped": "table.skipped",
    "pace.place_bets": "msg.place_bets",
}


class PaceTurns:
    """Tables shown side by side take turns acting on their live pace, one a frame: four tables
    opened together close their betting windows, deal and settle in the same frame, and that
    frame drew three deals at once (issue 27: 48 ms at 3840x2160). A table whose deadline passed
    while another acted this frame acts at the next frame it is given the turn, first among
    those waiting (``first``); 1/60 s later, which no player sees."""

    def __init__(self) -> None:
        self.taken = False  # a table acted this frame
        self.waiting: list[int] = []  # the tables (ids) whose deadline passed, oldest first

    def new_frame(self) -> None:
        self.taken = False

    def may_act(self, table: object) -> bool:
        """``table``'s live pace is due: True when it may act this frame (then no other may)."""
        key = id(table)
        if self.taken:
            if key not in self.waiting:
                self.waiting.append(key)
            return False
        self.taken = True
        if key in self.waiting:
            self.waiting.remove(key)
        return True

    def first(self, tables: list[TableScene]) -> list[TableScene]:
        """``tables`` in the order they are moved this frame: those waiting for their turn first."""
        alive = {id(t) for t in tables}
        self.waiting = [k for k in self.waiting if k in alive]
        rank = {k: i for i, k in enumerate(self.waiting)}
        return sorted(tables, key=lambda t: rank.get(id(t), len(rank)))


class PacedScene:
    """A table scene as gamelib.pace sees it (the PacedTable protocol).

    The deal and the decisions go through the scene so the cards are shown; they return
    no events because the scene has already played them."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.dealt = False  # the last window's close started a round (the scene said "bets closed")
        self.refused: str = ""  # why bets on the table could not be dealt (a limit, a break)
        #: shown side by side with other tables (the multi-table view's): they act one a frame
        self.turns: PaceTurns | None = None

    @property
    def in_round(self) -> bool:
        return self.scene.session.in_round

    @property
    def phase(self) -> str:
        return self.scene.session.phase

    # --- driving the table's LivePace once a frame ------------------------------------------------
    def times(self) -> PaceTimes:
        """The betting window and decision seconds from the settings."""
        s = self.scene.app.settings
        return PaceTimes(betting=s.betting_seconds, yellow=min(5.0, s.betting_seconds / 3),
                         decision=s.decision_seconds, results=3.0)

    def tick(self) -> None:
        """Once a frame: live pace follows the settings, ticks, and its messages are said."""
        scene = self.scene
        if not scene.live:
            scene.pace = None
            return
        pace = scene.live_pace()
        times = self.times()
        if pace.times != times:
            pace.times = times
        if scene.player.busy and pace.stage == "deciding":
            pace.hold_countdown()  # the countdown starts when the cards are on the table
        if self.turns is not None and pace.due and not self.turns.may_act(scene):
            return  # another table acts this frame: this one at its next turn
        for line in self.messages(pace.tick()):
            scene.say(line)
        if pace.error is not None:
            error, pace.error = pace.error, None
            if not scene.session.void_notice:
                scene.app.show_error(error)

    def time_out(self) -> None:
        """The decision countdown runs out now: live pace takes the defaults (gamelib's rule)."""
        for line in self.messages(self.scene.live_pace().time_out()):
            self.scene.say(line)

    # --- the PacedTable protocol ----------------------------------------------------------------
    def can_deal(self) -> bool:
        ready = self.scene.controls.pace_can_deal()
        session = self.scene.session
        if not ready and not session.slip.is_empty:
            try:
                session.verify_deal()
            except FeltsideError as exc:  # bets are on the table: say why they were not dealt
                self.refused = error_text(exc, self.scene.app.lang)
        return ready

    def deal(self) -> list[Event]:
        self.scene.deal()
        self.dealt = self.scene.session.in_round
        return []

    def act(self, action: str, **params: Any) -> list[Event]:
        self.scene.act(action, **params)
        return []

    def default_action(self) -> tuple[str, dict[str, Any]] | None:
        return self.scene.session.default_action()

    def messages(self, events: list[Event]) -> list[TextSource]:
        """The dealer messages for what live pace did this frame (translated); "bets
        closed" only once when the scene's deal already said it; bets that could not be
        dealt say why instead of "no bets"."""
        refused, self.refused = self.refused, ""
        for event in events:  # the dealer says "place your bets", "no more bets" (Settings' voice)
            if isinstance(event, Announcement) and not (self.dealt and event.key == "pace.bets_closed"):
                voice.announce(self.scene.app, event.key, self.scene)  # (the deal said it)
        shown = [e for e in events if not (isinstance(e, Announcement) and (
            (self.dealt and e.key == "pace.bets_closed") or (refused and e.key == "pace.round_skipped")))]
        self.dealt = False
        lines: list[TextSource] = [*pace_lines(self.scene, shown)]
        return lines + ([refused] if refused else [])


def pace_lines(scene: TableScene, events: list[Event]) -> list[Callable[[], str]]:
    """The dealer messages for live pace's announcements: each says itself in the player's
    language of the moment (the log says it again when the language changes)."""
    lines: list[Callable[[], str]] = []
    for event in events:
        if isinstance(event, Announcement):
            lines.append(_pace_line(scene, event.key, dict(event.params)))
    return lines


def _pace_line(scene: TableScene, key: str, params: dict[str, Any]) -> Callable[[], str]:
    tr = scene.app.tr

    def said() -> str:
        if key == "pace.timeout":
            return tr("table.auto_default", action=scene.action_label(str(params.get("action", ""))))
        if key in PACE_MESSAGES:
            return tr(PACE_MESSAGES[key])
        return tr(key, **params)
    return said
