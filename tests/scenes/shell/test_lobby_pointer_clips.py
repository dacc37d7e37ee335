"""A PLAY lit or left draws the lobby again only under the clips of what changed (the button, its
tile's rim: ``LobbyScene.changed_by_pointer``); under each, the lobby draws only what meets it. The
jackpot badge and a lit tile's glow were drawn under every clip, a third of such a frame's cost at
1280x720 (issue 27: the lobby's pointer frames cost more there than at 1920x1080)."""

from __future__ import annotations

import pygame
from helpers.pointer_sweep import motion_to, opened
from helpers.scene_app import started_app

from scenes.shell import lobby as lobby_module


def test_a_play_lit_far_from_the_jackpot_draws_no_badge(tmp_path, monkeypatch):
    with started_app(tmp_path, size=(1280, 720)) as app:
        app.native = True
        opened(app, "lobby")
        lobby = app.manager.top
        assert lobby.jackpot is not None, "the jackpot meter is shown"
        panels: list[pygame.Rect] = []
        real = lobby_module.gfx.draw_panel
        monkeypatch.setattr(lobby_module.gfx, "draw_panel",
                            lambda surface, box, *a, **k: (panels.append(pygame.Rect(box)), real(surface, box, *a, **k))[1])
        far = lobby.play_buttons[lobby.games[-1]]  # the last tile's PLAY; the badge is on the first tile
        app.step([motion_to(app, far.rect.center)], 1 / 60)
        assert far.hovered and app._dirty, "drawn under the clips of what the pointer changed"
        assert panels == [], "the badge drawn under clips that miss it"
        app.step([motion_to(app, (5, 5))], 1 / 60)
        assert not far.hovered and panels == []
