"""The child process a Python plug-in seat runs in: ``python -m gamelib.games.twister.plugin_host FILE NAME``.

It imports ``FILE``, checks that ``NAME`` is a factory, says it is ready, then answers the
protocol's lines on stdin (``PLUGINS.md``): ``new`` makes a bot from the factory with a
seeded ``random.Random`` and answers its name; ``decide`` rebuilds the seat view and
answers the bot's decision; ``hand_over`` passes the public history on and answers
nothing. It never sees more than those lines: the hand, the deck and the other seats'
cards live in another process. Anything that goes wrong is one line on stderr and an
exit status of 2, which the app turns into one sentence naming the plug-in.
"""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from pathlib import Path
from typing import Any

from gamelib.games.twister.plugin_wire import (
    HOST_FAILURE,
    PROTOCOL,
    history_from_json,
    line,
    view_from_json,
)


def fail(message: str) -> None:
    sys.stderr.write(HOST_FAILURE + " ".join(message.split()).rstrip(".") + ".\n")
    sys.stderr.flush()
    sys.exit(2)


def load(path: str, name: str) -> Any:
    file = Path(path)
    if not file.is_file():
        fail("no such file")
    spec = importlib.util.spec_from_file_location("twister_plugin", file)
    if spec is None or spec.loader is None:
        fail("not a Python file that can be imported")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["twister_plugin"] = module  # dataclasses look their module up by name
    try:
        spec.loader.exec_module(module)
    except Exception as exc:  # the plug-in's own code failed: say so, in one line
        fail(f"failed to import: {type(exc).__name__}: {exc}")
    factory = getattr(module, name, None)
    if not callable(factory):
        fail(f"the file has no factory called {name}")
    return factory


def serve(factory: Any, stdin: Any, stdout: Any) -> None:
    bots: dict[int, Any] = {}
    stdout.write(line({"ready": True, "protocol": PROTOCOL}))
    stdout.flush()
    for text in stdin:
        message = json.loads(text)
        kind, key = message["type"], int(message["bot"])
        if kind == "new":
            try:
                bot = factory(random.Random(int(message["seed"])))
            except Exception as exc:
                fail(f"failed to start: {type(exc).__name__}: {exc}")
            if not callable(getattr(bot, "decide", None)):
                fail("the factory's object has no decide(view) method")
            bots[key] = bot
            reply: dict[str, Any] = {"name": str(getattr(bot, "name", ""))}
        elif kind == "decide":
            try:
                decision = bots[key].decide(view_from_json(message["view"]))
            except Exception as exc:
                fail(f"raised {type(exc).__name__} in decide(): {exc}")
            if not (isinstance(decision, tuple) and len(decision) == 2):
                fail(f"decide() returned {decision!r}, not an (action, amount) pair")
            reply = {"action": decision[0], "amount": decision[1]}
        else:
            tell = getattr(bots[key], "hand_over", None)
            if tell is not None:
                try:
                    tell(int(message["hand_id"]), history_from_json(message["history"]),
                         tuple(message["players"]))
                except Exception as exc:
                    fail(f"raised {type(exc).__name__} in hand_over(): {exc}")
            continue
        try:
            stdout.write(line(reply))
        except TypeError as exc:  # an action or name JSON cannot carry
            fail(f"answered something that is not JSON: {exc}")
        stdout.flush()


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        fail("usage: python -m gamelib.games.twister.plugin_host FILE NAME")
    protocol = sys.stdout.buffer
    sys.stdout = sys.stderr  # a plug-in's print() must not break the protocol's lines
    factory = load(argv[0], argv[1])
    serve(factory, sys.stdin, protocol)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
