"""The copy an opponent thinks a decision out with (``PokerBot.thinker``, ``TwisterTable.think_ahead``):
as deep as ``copy.deepcopy`` (nothing it draws or reads reaches the opponent), its generators
copied by their states, not number by number (the Mersenne Twister's 625 numbers were a fifth of
the quiet frame a decision is thought out in), so it draws what the opponent would draw."""

from __future__ import annotations

import copy
import random

from gamelib.games.twister.bots import PokerBot


def _bot() -> PokerBot:
    bot = PokerBot("hard", "rocco", random.Random(11), prizes=(1000, 0, 0))
    bot.rng.random()
    bot.gen.random(3)  # (a generator part way along, an odd 32-bit half kept)
    bot.gen.integers(0, 10, dtype="uint32")
    return bot


def test_the_thinker_draws_what_the_opponent_and_its_deep_copy_would_draw() -> None:
    bot = _bot()
    thinker, deep = bot.thinker(), copy.deepcopy(bot)
    draws = [(b.rng.random(), b.rng.getrandbits(63), tuple(b.gen.random(4)), int(b.gen.integers(0, 10, dtype="uint32")))
             for b in (thinker, deep, bot)]
    assert draws[0] == draws[1] == draws[2]


def test_the_thinker_shares_nothing_the_opponent_changes_and_keeps_its_own_links() -> None:
    bot = _bot()
    thinker = bot.thinker()
    assert thinker.rng is not bot.rng and thinker.gen is not bot.gen and thinker.reads is not bot.reads
    assert thinker.planner is not None and bot.planner is not None and thinker.planner is not bot.planner
    assert thinker.planner.gen is thinker.gen and thinker.planner.reads is thinker.reads  # as the opponent's are
    before = (bot.rng.getstate(), bot.gen.bit_generator.state)
    thinker.rng.random()
    thinker.gen.random(5)
    assert (bot.rng.getstate(), bot.gen.bit_generator.state) == before
    assert thinker.skill is bot.skill and thinker.style is bot.style  # frozen: shared
