"""The shared ADVISOR panel and the trainer at the three dealer hold'em tables, headless:
the trainer scores the decisions taken at the table, and the panel stands clear of the
cards, the hand names and the rail in every advisor state, in English and Italian."""

from __future__ import annotations

import pygame
import pytest
from helpers import scene_app
from helpers.scene_app import table_app

from scenes.games.casino_holdem import demo as casino_demo
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up import demo as heads_up_demo
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus import demo as texas_demo
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.ui import card_art, gfx

RAIL_TOP = 900


@pytest.fixture
def app(tmp_path):
    with table_app(tmp_path, lobby=False) as a:
        yield a


def open_table(app, cls, name="advisor-test"):
    return scene_app.open_table(app, cls, name, listed=False)


def test_the_trainer_scores_each_decision_by_the_ev_given_up(app):
    app.update_settings(trainer=True)  # the advisor stays off: values are not shown
    scene = open_table(app, TexasBonusTable)
    texas_demo.dealt(scene, "lost")  # Q-J against A-K, flop A-7-4
    (pre,) = scene.advisor.choices
    scene.act("play")
    scene.player.flush()
    app.step([], 0.016)  # the cards shown, the panel works out the flop's values
    assert scene.advisor.trainer.last is not None and scene.advisor.trainer.last.right
    (flop,) = scene.advisor.choices
    assert flop.best == "check"
    scene.act("play")
    verdict = scene.advisor.trainer.last
    assert verdict is not None and not verdict.right and verdict.street == "flop"
    assert verdict.gave_up == pytest.approx(flop.evs["check"] - flop.evs["play"])
    score = scene.advisor.trainer
    assert (score.decisions, score.best_taken) == (2, 1)
    assert score.given_up == pytest.approx(verdict.gave_up)
    # the verdict names the choices as the buttons did when they were taken
    assert scene.advisor.verdict_words == (app.tr("action.play1x"), app.tr("thb.action.check"))
    scene.player.flush()
    app.step([], 0.016)
    assert scene.advisor.drawn is not None  # the verdict and the total show
    shown = " ".join(line[0] for line in scene.advisor._lines(False, True, 400))
    assert app.tr("trainer.best_was", action=app.tr("thb.action.check")) in shown
    assert "0.000" not in shown and f"{verdict.gave_up:.3f}" in shown


def test_no_trainer_no_score(app):
    scene = open_table(app, TexasBonusTable)
    texas_demo.dealt(scene, "lost")
    scene.act("play")
    assert scene.advisor.trainer.decisions == 0
    app.step([], 0.016)
    assert scene.advisor.drawn is None  # advisor and trainer off: no panel


def test_casino_holdem_verdicts_name_the_hand(app):
    app.update_settings(trainer=True, language="it")
    scene = open_table(app, CasinoHoldemTable)
    casino_demo.decide(scene)
    app.step([], 0.016)
    (_, second) = scene.advisor.choices
    scene.act("fold", hand=2)
    verdict = scene.advisor.trainer.last
    assert verdict is not None and verdict.hand == 2 and verdict.chosen == "fold"
    assert verdict.gave_up == pytest.approx(second.gave_up("fold"))
    assert scene.advisor.verdict_words[0] == app.tr("trainer.hand_action", hand=2,
                                                    action=app.tr("action.fold"))


def covered(scene) -> dict[str, pygame.Rect]:
    """The rects of the cards and hand names on the table."""
    out = {}
    for (where, i) in scene.cards:
        x, y, w = scene.card_position(where, i)
        cw, ch = card_art.card_size(w)
        out[f"{where}{i}"] = pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch)
    for to, label in scene.hand_labels.items():
        if label.text:
            pill = gfx.text(label.text, label.size, weight="bold").get_rect(midtop=label.pos)
            out[f"label-{to}"] = pill.inflate(32, 12)
    return out


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("cls,demo", [(TexasBonusTable, texas_demo), (HeadsUpTable, heads_up_demo),
                                      (CasinoHoldemTable, casino_demo)])
def test_the_panel_stands_clear_in_every_advisor_state(app, cls, demo, lang):
    app.update_settings(language=lang)
    states = [(n, d) for n, d in demo.demo_states() if n.startswith("advisor")]
    assert len(states) >= 2
    for name, drive in states:
        app.update_settings(advisor="off", trainer=False)
        scene = open_table(app, cls, f"{cls.__name__}-{name}")
        drive(scene)
        scene.player.flush()
        scene.draw(app.canvas)
        panel = scene.advisor.drawn
        assert panel is not None, name
        assert panel.bottom < RAIL_TOP and panel.left >= 24 and panel.right <= 1900, (name, panel)
        for what, rect in covered(scene).items():
            assert not panel.colliderect(rect), (name, what)
        app.manager.pop()


def test_a_second_hand_keeps_its_values_when_the_first_decides(app):
    """Casino Hold'em: after hand 2 is decided, hand 1's values stand (no new enumeration)."""
    app.update_settings(advisor="on")
    scene = open_table(app, CasinoHoldemTable)
    casino_demo.decide(scene)
    app.step([], 0.016)
    first, _ = scene.advisor.choices
    calls = []
    inner = scene.advisor.choices_of
    scene.advisor.choices_of = lambda rnd: calls.append(rnd) or inner(rnd)
    scene.act("fold", hand=2)
    scene.player.flush()
    app.step([], 0.016)
    assert scene.advisor.choices == [first] and calls == []
    scene.act("play", hand=1)
    scene.player.flush()
    app.step([], 0.016)
    assert scene.advisor.choices == []
