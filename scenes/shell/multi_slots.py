"""The places of the multi-table view: a house table or a Twister tournament, one ``Slot`` each.

A slot answers what the view needs whatever it holds: the scene to show large when it has
the focus, whether it waits for the player, its short name and a one-line state for its tab
("YOUR DECISION 0:04", "BETS OPEN 0:07", "WIN € 2.00", "1,240 chips · level 2"). The rule of
what may be added is gamelib's (:mod:`gamelib.seating`); ``scenes.ui.seating`` counts what is open.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from gamelib.i18n import has
from gamelib.money import format_amount
from scenes.ui.manager import Scene
from scenes.ui.seating import house_tables as house_tables  # re-exported: the view reads them here
from scenes.ui.seating import is_house_table as is_house_table
from scenes.ui.seating import refusals as refusals
from scenes.ui.seating import seating_of as seating_of
from scenes.ui.seating import slot_count as slot_count
from scenes.ui.seating import twister_hub as twister_hub

if TYPE_CHECKING:
    from gamelib.games.twister.table import TwisterTable
    from scenes.table.base import TableScene
    from scenes.ui.context import AppContext

#: A state line and its short form (for a narrow tab), and whether it is urgent.
State = tuple[str, str, bool]


def clock(seconds: float) -> str:
    """A countdown as the tables show it: 0:07."""
    s = max(0, math.ceil(seconds))
    return f"{s // 60}:{s % 60:02d}"


class TableSlot:
    """A house table (Texas Bonus, Casino Hold'em, Heads Up, video poker)."""

    kind = "table"

    def __init__(self, table: TableScene) -> None:
        self.table = table

    @property
    def key(self) -> Hashable:
        return ("table", id(self.table))

    def scene(self) -> Scene:
        return self.table

    def waiting(self) -> bool:
        t = self.table
        return bool(t.session.in_round and not t.player.busy and t.decision_options())

    def name(self, app: AppContext) -> str:
        key = f"multi.short.{self.table.game_id}"
        return app.tr(key) if has(key, app.lang) else app.tr(f"game.{self.table.game_id}").upper()

    def state(self, app: AppContext) -> State:
        t = self.table
        pace = t.pace
        if self.waiting():
            left = f" {clock(pace.remaining)}" if pace is not None and pace.stage == "deciding" else ""
            return (app.tr("multi.state.decide") + left, app.tr("multi.state.decide.short") + left, True)
        if t.session.in_round:
            text = app.tr("multi.state.in_play")
            return text, text, False
        last = t.session.last_round
        if t.banner.visible and last is not None and last.is_over:
            paid = sum(last.payouts().values())
            text = app.tr("multi.state.win", amount=app.money(paid)) if paid else app.tr("multi.state.no_win")
            return text, text, False
        if pace is not None and pace.stage == "betting":
            text = app.tr("multi.state.bets_open", time=clock(pace.remaining))
            return text, clock(pace.remaining), False
        staked = t.session.slip.total
        if staked:
            return f"{app.tr('table.bet')} {app.money(staked)}", app.money(staked), False
        return app.tr("multi.state.betting"), app.tr("multi.state.betting.short"), False


class TournamentSlot:
    """A Twister tournament of the open room: shown large by a table scene made when focused."""

    kind = "tournament"

    def __init__(self, hub: Any, tournament: TwisterTable, number: int) -> None:
        self.hub = hub
        self.tournament = tournament
        self.number = number
        self._scene: Scene | None = None

    @property
    def key(self) -> Hashable:
        return ("tournament", id(self.tournament))

    def scene(self) -> Scene:
        """The tournament's table, made fresh when it takes the focus (see ``forget``)."""
        if self._scene is None:
            from scenes.shell.multi_twister import (
                GridTournamentScene,  # start-up: Twister's table and numpy, 390-1070 ms
            )

            self._scene = GridTournamentScene(self.hub.app, self.hub, self.tournament)
        return self._scene

    def forget(self) -> None:
        """Out of focus: the next focus shows the table as it is then (no chips replayed)."""
        self._scene = None

    def waiting(self) -> bool:
        t = self.tournament
        return bool(t.waiting_for_player or (not t.wheel_seen and not t.is_over))

    def name(self, app: AppContext) -> str:
        return app.tr("multi.short.twister", n=self.number)

    def state(self, app: AppContext) -> State:
        t = self.tournament
        if t.finished_on_show:  # not while the last hand's all-in run-out is still shown
            text = app.tr("multi.state.over")
            return text, text, False
        if not t.wheel_seen:
            text = app.tr("multi.state.wheel")
            return text, text, True
        if t.waiting_for_player:
            left = t.decision_left
            suffix = f" {clock(left)}" if left is not None else ""
            return app.tr("twister.your_turn") + suffix, app.tr("multi.state.decide.short") + suffix, True
        seat = t.t.player_seat
        chips = t.t.stacks[seat] if seat is not None and seat < len(t.t.stacks) else 0
        shown, es = t.hand_on_show, t.engine_seat(seat) if seat is not None else None
        if t.running_out and shown is not None and es is not None:  # the stack as the run-out stands
            chips = shown.stacks[es]
        count = format_amount(chips * 100, app.lang, decimals=False)
        level = t.t.level().number
        return (app.tr("multi.state.chips", chips=count, n=level), app.tr("multi.state.chips.short", chips=count),
                False)


Slot = TableSlot | TournamentSlot
