"""The showdown is seen before it is summed up (issue 14).

- the result summary covers no card and no hand name, in every demo state of every dealer
  game, at 1280x720 and 1920x1080, in English and Italian;
- driven by a fake clock (a fixed step per frame), the summary appears only after the last
  card has turned and the last chip has been paid or swept;
- a hand's name shows only once its cards have landed face up;
- the WIN box is cleared at the deal.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pygame
import pytest
from helpers import scene_app

from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.casino_holdem import demo as ch_demo
from scenes.games.casino_holdem.table import CasinoHoldemTable
from scenes.games.heads_up import demo as hu_demo
from scenes.games.heads_up.table import HeadsUpTable
from scenes.games.texas_bonus import demo as thb_demo
from scenes.games.texas_bonus.table import TexasBonusTable
from scenes.showcase import table_demos
from scenes.table.base import TableScene

FRAME = 0.05  # the fake clock's step: 50 ms a frame
GAMES: list[tuple[type[TableScene], ModuleType]] = [
    (TexasBonusTable, thb_demo), (CasinoHoldemTable, ch_demo), (HeadsUpTable, hu_demo)]
STATES = [(cls, name, state) for cls, module in GAMES for name, state in module.demo_states()]


def make_app(tmp_path, size=(1280, 720), lang="en", speed="instant") -> App:
    pygame.init()
    app = App(tmp_path, wallet=Wallet.in_memory(), headless=True, window_size=size)
    app.update_settings(animation_speed=speed, language=lang)
    return app


def open_table(app: App, cls: type[TableScene], name: str = "showdown") -> TableScene:
    return scene_app.open_table(app, cls, name, listed=False, frame=FRAME)


def spot_rect(spot) -> pygame.Rect:  # noqa: ANN001
    """A bet spot as the player sees it: its ring, its name over it, its amount (or result) under it."""
    r = spot.radius
    rect = pygame.Rect(0, 0, 2 * r, 2 * r + 30 + 40)
    rect.midtop = (spot.centre[0], spot.centre[1] - r - 30)
    return rect


def covered(scene: TableScene) -> list[str]:
    """What the shown summary lies over: card faces, hand names and bet spots (issue 28)."""
    rect = scene.banner.rect(scene)
    hit = [f"card {key}" for key, sprite in scene.cards.items() if rect.colliderect(sprite.rect)]
    hit += [f"name of {to}" for to, where in scene.shown_hand_names().items() if rect.colliderect(where)]
    hit += [f"spot {name}" for name, spot in scene.controls.spots.items() if rect.colliderect(spot_rect(spot))]
    return hit


def test_the_check_sees_a_summary_over_a_bet_spot(tmp_path):
    """The layout test can fail: the wide summary (drawn when no free area is named) lies over
    the spots."""
    app = make_app(tmp_path)
    scene = open_table(app, TexasBonusTable, "result")
    dict(thb_demo.demo_states())["result"](scene)
    scene.player.flush()
    app.step([], FRAME)
    assert scene.banner.visible and covered(scene) == []
    scene.SUMMARY_AREAS = ()  # type: ignore[misc]
    scene.banner._compact = None
    assert any(hit.startswith("spot ") for hit in covered(scene))


@pytest.mark.parametrize("lang", ["en", "it"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("cls", "name", "state"), STATES, ids=[f"{c.game_id}-{n}" for c, n, _ in STATES])
def test_the_summary_covers_no_card_and_no_hand_name(tmp_path, lang, size, cls, name,
                                                     state: Callable[[TableScene], None]):
    app = make_app(tmp_path, size, lang)
    scene = open_table(app, cls, name)
    state(scene)
    scene.player.flush()
    app.step([], FRAME)
    if not scene.banner.visible:
        return  # a state before the result (or with the summary dismissed)
    assert scene.banner.results, "a summary without its bets"
    assert covered(scene) == []
    assert app.frame_image(size).get_size() == size  # drawn logical, scaled to the window


def test_every_dealer_game_has_a_result_state_with_the_summary(tmp_path):
    """The layout test above checks something: each game shows a summary over cards and names."""
    app = make_app(tmp_path)
    for cls, module in GAMES:
        shown = []
        for name, state in module.demo_states():
            scene = open_table(app, cls, name)
            state(scene)
            scene.player.flush()
            app.step([], FRAME)
            if scene.banner.visible:
                shown.append((name, len(scene.cards), len(scene.shown_hand_names())))
            app.manager.pop()
        assert any(cards >= 4 and names >= 2 for _, cards, names in shown), (cls.game_id, shown)


def hands_moving(scene: TableScene) -> set[str]:
    """The hands with a card still sliding, turning or face down."""
    targets = {id(getattr(item, "target", None)) for item in scene.animator.items if not item.done}
    return {to for (to, _), sprite in scene.cards.items() if id(sprite) in targets or not sprite.face_up}


def play_round(app: App, scene: TableScene, decide: Callable[[TableScene], None], frames: int = 600
               ) -> list[dict[str, object]]:
    """Deal, then step the fake clock frame by frame, deciding whenever the cards are shown;
    what was on the table at each frame."""
    scene.deal()
    seen: list[dict[str, object]] = []
    for _ in range(frames):
        if scene.session.in_round and not scene.player.busy:
            decide(scene)
        app.step([], FRAME)
        seen.append({"moving": hands_moving(scene), "banner": scene.banner.visible,
                     "flying": bool(scene.flying), "names": dict(scene.shown_hand_names()),
                     "labels": set(scene.hand_labels), "covered": covered(scene) if scene.banner.visible else []})
        if scene.banner.visible and scene.banner.age > 1.0:
            break
    return seen


def thb_play(scene: TableScene) -> None:
    scene.act("play")


def ch_play(scene: TableScene) -> None:
    rnd = scene.session.round
    assert rnd is not None
    scene.act("play", hand=rnd.undecided()[0])  # type: ignore[attr-defined]


def hu_play(scene: TableScene) -> None:
    rnd = scene.session.round
    assert rnd is not None
    legal = rnd.legal_actions()
    scene.act("check" if "check" in legal else legal[0])


@pytest.mark.parametrize(("cls", "bets", "decide"), [
    (TexasBonusTable, thb_demo.demo_bets, thb_play),
    (CasinoHoldemTable, ch_demo.demo_bets, ch_play),
    (HeadsUpTable, table_demos.demo_bets, hu_play),
], ids=["texas-bonus", "casino-holdem", "heads-up"])
def test_the_summary_comes_after_the_last_card_turn_and_chip(tmp_path, cls, bets, decide):
    app = make_app(tmp_path, speed="normal")
    scene = open_table(app, cls)
    bets(scene)
    seen = play_round(app, scene, decide)
    first = next(i for i, f in enumerate(seen) if f["banner"])
    last_turn = max(i for i, f in enumerate(seen) if f["moving"] or f["flying"])
    assert last_turn < first, (last_turn, first)
    # a visible pause: the player sees the cards and the chips at rest first
    assert (first - last_turn) * FRAME >= scene.banner.HOLD_SECONDS - FRAME
    assert all(not f["covered"] for f in seen)


def test_a_hand_name_shows_only_once_its_cards_have_landed(tmp_path):
    from gamelib.hands import HandName

    app = make_app(tmp_path, speed="normal")
    scene = open_table(app, TexasBonusTable)
    thb_demo.demo_deck(scene, "result")  # type: ignore[arg-type]
    thb_demo.demo_bets(scene)  # type: ignore[arg-type]
    scene.deal()
    app.step([], FRAME)
    assert "player" in hands_moving(scene)  # the player's cards are sliding in, face down
    scene.show_hand("player", HandName("hand.flush"), ())  # the name is known (at any speed it may come now)
    landed_at = None
    for frame in range(40):
        moving = "player" in hands_moving(scene)
        named = "player" in scene.shown_hand_names()
        assert not (moving and named), frame
        if named:
            landed_at = frame
            break
        app.step([], FRAME)
    assert landed_at is not None and landed_at > 0  # hidden first, shown once landed


def test_the_win_box_is_cleared_at_the_deal(tmp_path):
    app = make_app(tmp_path)
    scene = open_table(app, TexasBonusTable)
    thb_demo.dealt(scene, "royal")  # type: ignore[arg-type]
    for _ in range(3):
        scene.act("play")
    scene.player.flush()
    assert scene.last_win > 0 and scene.banner.visible
    thb_demo.demo_deck(scene, "lost")  # type: ignore[arg-type]
    thb_demo.demo_bets(scene)  # type: ignore[arg-type]
    scene.deal()
    assert scene.last_win == 0 and not scene.banner.visible


def test_a_side_bet_line_lights_once_its_cards_have_landed(tmp_path):
    app = make_app(tmp_path, speed="normal")
    scene = open_table(app, TexasBonusTable)
    thb_demo.demo_deck(scene, "result")  # type: ignore[arg-type]  # A-K of hearts: BONUS A-K suited
    thb_demo.demo_bets(scene)  # type: ignore[arg-type]
    scene.deal()
    lit_at = None
    for frame in range(40):
        app.step([], FRAME)
        lit = getattr(scene, "lit", {})
        if "bonus" in lit:
            assert ("player", 1) in scene.cards and "player" not in hands_moving(scene), frame
            lit_at = frame
            break
    assert lit_at is not None and lit_at > 0
    assert scene.lit["bonus"] == "A-K suited"  # type: ignore[attr-defined]


def test_a_player_who_thinks_before_the_last_decision_still_sees_the_showdown_paced(tmp_path):
    """Seconds spent deciding are no credit for the event player: the cards turn and the
    win is shown in their time, not all in the first frame after the decision."""
    app = make_app(tmp_path, speed="normal")
    scene = open_table(app, TexasBonusTable)
    thb_demo.demo_deck(scene, "result")  # type: ignore[arg-type]
    thb_demo.demo_bets(scene)  # type: ignore[arg-type]
    scene.deal()
    for decision in ("play", "play", "play"):
        for _ in range(60):  # three seconds of thinking, nothing left to show
            app.step([], FRAME)
        scene.act(decision)
    app.step([], FRAME)
    assert scene.player.queue, "the whole showdown was shown in one frame"
    assert scene.last_win == 0  # the WIN box does not give the result away before the cards
