"""Opponents you write yourself, each in its own process (see PLUGINS.md).

``--seats path/to/file.py:NAME`` seats a Python plug-in: ``NAME`` in the file is a
factory called with a seeded ``random.Random`` that returns an object with
``decide(view) -> (action, amount)`` and optionally ``hand_over(hand_id, history,
players)``. ``--seats exec:COMMAND`` seats a program in any language that speaks the
same protocol. Either way the plug-in runs in a child process
(:mod:`gamelib.games.twister.plugin_host` for Python files) and is sent only the
serialised seat view, one JSON line per decision (:mod:`gamelib.games.twister.plugin_wire`):
it cannot reach the hand, the deck or the other seats' cards, nor change a stack.

Every decision is guarded by :class:`PluginSeat`: a reply slower than ``TIME_LIMIT``
seconds kills the child; an exit, a crash, a line that is not a decision or an
illegal action stops the run with a one-sentence :class:`PluginError` naming the
plug-in, raised before the action reaches the tournament, so its state stays as it
was after the last legal action. One child serves every seat and tournament of the
same plug-in in a run (each seat is its own bot inside it); it is closed at exit.
"""

from __future__ import annotations

import atexit
import itertools
import json
import os
import queue
import random
import re
import shlex
import subprocess
import sys
import threading
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import IO

from gamelib.errors import CommandError
from gamelib.games.twister.plugin_wire import (
    HOST_FAILURE,
    decision_from_json,
    hand_over_message,
    line,
    view_message,
)
from gamelib.games.twister.view import PublicAction, SeatView

TIME_LIMIT = 1.0  # seconds a plug-in may take for one decision
START_LIMIT = 20.0  # seconds a plug-in's process may take to start and make a bot
PLUGIN_FILE = re.compile(r"^(?P<path>.+\.py):(?P<name>[A-Za-z_]\w*)$")
EXEC = "exec:"
ROOT = Path(__file__).resolve().parents[3]

Decision = tuple[str, int | None]


class PluginError(CommandError):
    """A plug-in opponent cannot be started, stopped, or made a bad decision."""


def is_plugin_seat(text: str) -> bool:
    """True for ``path/to/file.py:NAME`` and ``exec:COMMAND``."""
    return PLUGIN_FILE.match(text) is not None or text.startswith(EXEC)


def sentence(text: str) -> str:
    """One line ending in a full stop."""
    text = " ".join(text.split())
    return text if text.endswith(".") else text + "."


def command_for(seat: str) -> list[str]:
    """The child process a seat runs in."""
    if seat.startswith(EXEC):
        try:
            command = shlex.split(seat[len(EXEC):])
        except ValueError as exc:
            raise PluginError(sentence(f"Plug-in {seat}: the command cannot be read ({exc})")) \
                from exc
        if not command:
            raise PluginError("Plug-in exec: needs a command, like exec:'./mybot --fast'.")
        return command
    match = PLUGIN_FILE.match(seat)
    if match is None:
        raise PluginError(f"Plug-in '{seat}' must be given as path/to/file.py:NAME or exec:COMMAND.")
    if not Path(match["path"]).is_file():
        raise PluginError(f"Plug-in {match['path']}: no such file.")
    if getattr(sys, "frozen", False):  # the packaged app has no Python to start a file with
        raise PluginError(f"Plug-in {seat}: the packaged app cannot start a Python file; seat it "
                          f"as exec:'python -m gamelib.games.twister.plugin_host {match['path']} "
                          f"{match['name']}' from a source checkout.")
    return [sys.executable, "-m", "gamelib.games.twister.plugin_host", match["path"],
            match["name"]]


class PluginProcess:
    """One running plug-in: its child process and the lines it answers.

    A thread reads the child's stdout into a queue (the decision waits on it with a time
    limit, on every platform) and another keeps the last lines of its stderr, which say
    why it stopped.
    """

    def __init__(self, label: str, command: Sequence[str]) -> None:
        self.label = label
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
        env["PYTHONUNBUFFERED"] = "1"
        try:
            self.proc = subprocess.Popen(list(command), stdin=subprocess.PIPE,
                                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        except OSError as exc:
            raise PluginError(sentence(f"Plug-in {label} could not be started: "
                                       f"{exc.strerror or exc}")) from exc
        self.replies: queue.Queue[str | None] = queue.Queue()
        self.errors: deque[str] = deque(maxlen=8)
        assert self.proc.stdout is not None and self.proc.stderr is not None
        threading.Thread(target=self._read, args=(self.proc.stdout, self.replies.put),
                         name=f"plug-in {label} out", daemon=True).start()
        threading.Thread(target=self._read, args=(self.proc.stderr, self._note),
                         name=f"plug-in {label} err", daemon=True).start()
        ready = self.ask(None, START_LIMIT, "start")
        if '"ready"' not in ready:
            self.kill()
            raise PluginError(sentence(f"Plug-in {label} did not say it was ready: its first "
                                       f"line was {ready.strip()[:60]!r}"))

    @staticmethod
    def _read(stream: IO[bytes], put: object) -> None:
        for raw in iter(stream.readline, b""):
            put(raw.decode("utf-8", "replace"))  # type: ignore[operator]
        put(None)  # type: ignore[operator]

    def _note(self, text: str | None) -> None:
        if text is not None and text.strip():
            self.errors.append(text.strip())

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def send(self, data: bytes) -> None:
        assert self.proc.stdin is not None
        try:
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        except OSError:  # the child has gone: say why
            raise self.failure() from None

    def ask(self, data: bytes | None, limit: float, what: str) -> str:
        """Send ``data`` (if any) and wait up to ``limit`` seconds for the reply line."""
        if data is not None:
            self.send(data)
        try:
            reply = self.replies.get(timeout=limit)
        except queue.Empty:
            self.kill()
            raise PluginError(f"Plug-in {self.label} took more than {limit:g} s to {what}; "
                              "it was stopped.") from None
        if reply is None:
            raise self.failure()
        return reply

    def failure(self) -> PluginError:
        """The sentence for a child that stopped: its own reason when it gave one."""
        try:
            status = self.proc.wait(timeout=2.0)
        except subprocess.TimeoutExpired:
            self.kill()
            status = self.proc.returncode
        for _ in range(20):  # the stderr thread may still be reading the last line
            if self.errors or self.proc.stderr is None or self.proc.stderr.closed:
                break
            threading.Event().wait(0.01)
        last = self.errors[-1] if self.errors else ""
        if last.startswith(HOST_FAILURE):
            return PluginError(sentence(f"Plug-in {self.label} {last[len(HOST_FAILURE):]}"))
        said = f": {last}" if last else ""
        return PluginError(sentence(f"Plug-in {self.label} stopped (exit status {status}){said}"))

    def kill(self) -> None:
        if self.alive:
            self.proc.kill()
        self.proc.wait()

    def close(self) -> None:
        """End the child: close its stdin (it should exit), kill it if it does not."""
        try:
            if self.proc.stdin is not None:
                self.proc.stdin.close()
            self.proc.wait(timeout=2.0)
        except (OSError, subprocess.TimeoutExpired):
            self.kill()


_RUNNING: dict[str, PluginProcess] = {}
_BOT_IDS = itertools.count(1)


def process_for(seat: str) -> PluginProcess:
    """The running child of a seat string, started (and checked ready) when needed."""
    process = _RUNNING.get(seat)
    if process is None or not process.alive:
        process = PluginProcess(seat, command_for(seat))
        _RUNNING[seat] = process
    return process


def check_seat(seat: str) -> None:
    """Start a plug-in now, so a missing file or a failing import is reported before play."""
    process_for(seat)


@atexit.register
def close_all() -> None:
    """End every plug-in process of this run."""
    while _RUNNING:
        _RUNNING.popitem()[1].close()


def make_plugin(seat: str, rng: random.Random, time_limit: float = TIME_LIMIT) -> PluginSeat:
    """A plug-in opponent for one tournament seat (a new bot in the seat's child process)."""
    return PluginSeat(seat, process_for(seat), rng.getrandbits(64), time_limit)


def illegal_reason(view: SeatView, decision: object) -> str | None:
    """Why a decision is not legal in this view (None when it is)."""
    if not (isinstance(decision, tuple) and len(decision) == 2):
        return f"decide() returned {decision!r}, not an (action, amount) pair"
    kind, amount = decision
    opts = view.options
    if kind not in opts.kinds:
        return f"'{kind}' is not one of the legal actions {', '.join(opts.kinds)}"
    if kind in ("bet", "raise"):
        if not isinstance(amount, int) or isinstance(amount, bool):
            return f"a {kind} needs a whole number of chips, not {amount!r}"
        if not opts.min_to <= amount <= opts.max_to:
            return f"a {kind} to {amount} is outside {opts.min_to}..{opts.max_to}"
    elif amount is not None:
        return f"'{kind}' takes no amount, got {amount!r}"
    return None


class PluginSeat:
    """One seat's plug-in bot, behind the guard: time limit, replies and legality checked."""

    def __init__(self, label: str, process: PluginProcess, seed: int,
                 time_limit: float = TIME_LIMIT) -> None:
        self.label = label
        self.process = process
        self.time_limit = time_limit
        self.bot = next(_BOT_IDS)
        reply = self._ask(line({"type": "new", "bot": self.bot, "seed": seed}), START_LIMIT,
                          "start")
        try:
            said = json.loads(reply)
        except ValueError:
            said = {}
        self.name = str(said.get("name") or label) if isinstance(said, dict) else label

    def _ask(self, data: bytes, limit: float, what: str) -> str:
        try:
            return self.process.ask(data, limit, what)
        except PluginError:
            _RUNNING.pop(self.label, None)
            raise

    def decide(self, view: SeatView) -> Decision:
        text = self._ask(view_message(self.bot, view), self.time_limit, "decide")
        try:
            decision = decision_from_json(text)
        except ValueError as exc:
            self.process.kill()
            raise PluginError(sentence(f"Plug-in {self.label} sent a bad line: {exc}")) from exc
        reason = illegal_reason(view, decision)
        if reason is not None:
            raise PluginError(sentence(f"Plug-in {self.label} made an illegal decision: {reason}"))
        return decision

    def hand_over(self, hand_id: int, history: Sequence[PublicAction],
                  players: Sequence[int]) -> None:
        try:
            self.process.send(hand_over_message(self.bot, hand_id, history, players))
        except PluginError:
            _RUNNING.pop(self.label, None)
            raise
