"""The push/fold baseline as a plug-in seat: ``--seats benchmarks/bots/pushfold_bot.py:PushFold``.

It is :class:`gamelib.games.twister.pushfold.PushFoldBot` (heads-up Nash charts from
``tools/make_pushfold.py``, tightened when two opponents are still to act), seated
through the plug-in interface the way an outside bot would be.
"""

from __future__ import annotations

import random

from gamelib.games.twister.pushfold import PushFoldBot


def PushFold(rng: random.Random) -> PushFoldBot:  # noqa: N802 - the seat's name on the command line
    return PushFoldBot()
