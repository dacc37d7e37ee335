"""ROUND DETAIL of a settled Twister tournament (headless): the multiplier, the pool, the
places with names and prizes, and every hand (the player's cards drawn as cards, the
board, the winners, the pot), scrolled by keys and the wheel, in English and Italian."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from gamelib.cards import parse_cards
from gamelib.clock import FakeClock
from gamelib.games.twister.demo import play_demo_tournament
from gamelib.games.twister.desk import TwisterDesk
from gamelib.games.twister.record import finishing_places, hand_row, player_name
from gamelib.games.twister.tournament import Entrant
from gamelib.games.twister.wheel import payouts
from gamelib.ledger import Wallet
from scenes.app import App
from scenes.games.twister.round_detail import TwisterRoundBody
from scenes.shell.history import RoundDetailScene
from scenes.ui import card_art, gfx


@pytest.fixture
def app(tmp_path: Path):
    pygame.init()
    a = App(tmp_path, wallet=Wallet.in_memory(), headless=True)
    a.lobby()
    yield a
    a.wallet.close()


@pytest.fixture
def drawn(monkeypatch):
    """Every text and card id drawn while the fixture is active."""
    texts: list[str] = []
    cards: list[int] = []
    blit_text, card_face = gfx.blit_text, card_art.card_face

    def text(surface, s, *args, **kwargs):
        texts.append(s)
        return blit_text(surface, s, *args, **kwargs)

    def face(card_id, *args, **kwargs):
        cards.append(card_id)
        return card_face(card_id, *args, **kwargs)

    monkeypatch.setattr(gfx, "blit_text", text)
    monkeypatch.setattr(card_art, "card_face", face)
    return texts, cards


def open_detail(app: App, round_id: str) -> RoundDetailScene:
    scene = RoundDetailScene(app, round_id)
    app.manager.push(scene)
    app.step([], 0.016)
    return scene


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


def test_detail_shows_the_wheel_the_places_and_every_hand(app, drawn):
    rid = play_demo_tournament(app.wallet)
    record = app.wallet.round_detail(rid)["record"]
    scene = open_detail(app, rid)
    assert isinstance(scene.body, TwisterRoundBody)
    texts, cards = drawn
    texts.clear()
    cards.clear()
    app.manager.draw(app.canvas)
    assert f"{record['multiplier']}x" in texts
    assert app.money(record["pool"]) in texts and app.money(record["buy_in"]) in texts
    for name in ("Rocco", "Lucia"):
        assert name in texts
    assert app.tr("twister.you") in texts  # the player, by the word the table uses
    first_prize = payouts(record["pool"])[0]
    assert app.money(first_prize) in texts
    for place in range(1, len(record["seating"]) + 1):
        assert app.tr(f"twister.place.{place}") in texts
    # the first hand's row: the player's hole cards and the board drawn as cards, its pot
    row = hand_row(record["hands"][0], player_name(record))
    assert row.hole is not None and set(row.hole) <= set(cards)
    assert set(row.board) <= set(cards)
    assert f"{row.pot:,}" in texts
    assert f"{app.tr('twister.detail.hands')} ({len(record['hands'])})" in texts
    # the shared page's bets and decisions columns are not drawn; the fairness footer is
    assert app.tr("history.decisions") not in texts and app.tr("history.seed_hash") in texts


def test_hand_rows_read_the_players_cards_winners_and_pot(app):
    record = app.wallet.round_detail(play_demo_tournament(app.wallet))["record"]
    you = player_name(record)
    assert you == "You"
    for data in record["hands"]:
        row = hand_row(data, you)
        names = data["players"]
        if you in names:
            k = names.index(you)
            dealt = next(a for a in data["actions"] if a.startswith(f"d dh p{k + 1} "))
            assert row.hole is not None and len(row.hole) == 2
            held = dealt.split()[3]
            assert [c.id for c in parse_cards([held[:2], held[2:]])] == list(row.hole)
        else:
            assert row.hole is None
        won = sum(chips for _, chips in row.winners)
        assert won == row.pot > 0
        gained = {n: f - s for n, s, f in zip(names, data["starting_stacks"], data["finishing_stacks"])}
        assert all(gained[who] + chips > 0 for who, chips in row.winners)  # a winner got chips back
        assert len(row.board) in (0, 3, 4, 5)
    places = finishing_places(record)
    assert [p for p, *_ in places] == list(range(1, len(places) + 1))
    assert sum(prize for *_, prize, _ in places) == record["pool"]
    assert sum(mine for *_, mine in places) == 1


def test_a_long_list_scrolls_by_keys_and_wheel(app):
    scene = open_detail(app, play_demo_tournament(app.wallet, hands_per_level=12))
    body = scene.body
    assert isinstance(body, TwisterRoundBody)
    assert len(body.hands) > body.visible_rows, "the demo tournament must be long enough to scroll"
    app.step([key(pygame.K_DOWN)], 0.016)
    assert body.first == 1
    app.step([key(pygame.K_END)], 0.016)
    assert body.first == body.last_first == len(body.hands) - body.visible_rows
    app.step([key(pygame.K_DOWN)], 0.016)
    assert body.first == body.last_first  # never past the last hand
    app.step([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 0.016)
    assert body.first == body.last_first - 2
    app.step([key(pygame.K_HOME)], 0.016)
    assert body.first == 0
    app.manager.draw(app.canvas)
    app.step([key(pygame.K_ESCAPE)], 0.016)
    assert app.manager.top is not scene


def test_italian_detail(app, drawn):
    app.update_settings(language="it")
    scene = open_detail(app, play_demo_tournament(app.wallet))
    texts, _ = drawn
    texts.clear()
    app.manager.draw(app.canvas)
    assert scene.body is not None
    for word in ("TORNEO", "CLASSIFICA FINALE", "LE TUE CARTE", "PIATTO", "1°", "Tu"):
        assert word in texts, word
    assert any(t.startswith("Premio: ") or t == "Nessun premio questa volta." for t in texts)


def test_a_hand_that_cannot_be_replayed_shows_why(app, drawn):
    scene = RoundDetailScene(app, play_demo_tournament(app.wallet))
    body = scene.body
    assert isinstance(body, TwisterRoundBody)
    body.hands[0] = {"variant": "NT", "starting_stacks": [500, 500], "actions": ["p9 f"]}
    app.manager.push(scene)
    texts, _ = drawn
    texts.clear()
    app.manager.draw(app.canvas)
    assert isinstance(body.row(0), str) and body.row(0) in texts


def test_a_running_tournament_shows_its_standing_and_abandon(app, drawn):
    from scenes.games.twister.abandon import TwisterOpenBody

    desk = TwisterDesk(app.wallet, clock=FakeClock(), seed_source=lambda: bytes([3]) * 32)
    t = desk.start(200, [Entrant("Rocco", "bot:easy"), Entrant("Lucia", "bot:easy")])
    scene = open_detail(app, str(t.ticket))
    assert isinstance(scene.body, TwisterOpenBody) and scene.widgets == [scene.body]
    texts, _ = drawn
    texts.clear()
    app.manager.draw(app.canvas)
    assert app.money(200) in texts and app.tr("twister.detail.in_play") in texts  # the buy-in
    assert app.tr("twister.abandon") in texts and "Rocco" in texts
