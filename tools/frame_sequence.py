"""Frames of a dealer game's round every 100 ms of table time (a fake clock: each frame steps the
scene by exactly 0.1 s, never the wall clock), through a deal with side bets, their early
decision, the player's decisions and the showdown, at the normal animation pace.

Writes OUT/<game>/frame_NNN.png, a contact sheet OUT/<game>_sheet.png (every frame small, its
time under it) and prints, per frame, what a demanding player would object to:

* something in flight (a chip stack or a card sliding) over the title band or over a card
  face that lies still;
* a lost bet whose chips are still on its spot 1 s after it was decided (they are swept then);
* the summary over a card, a hand's name or a bet spot.

    python tools/frame_sequence.py /tmp/frames                 # the three dealer games
    python tools/frame_sequence.py /tmp/frames --game casino-holdem --lang it --size 1920x1080
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from gamelib.cards import Deck  # noqa: E402
from scenes.showcase.catalogue import headless_app  # noqa: E402
from scenes.table import registry  # noqa: E402
from scenes.table.base import TableScene  # noqa: E402
from scenes.table.layout import demo_seed  # noqa: E402
from scenes.table.summary_place import spot_area  # noqa: E402

STEP = 0.1
HEADER = pygame.Rect(0, 0, 1920, 96)
#: A deal for each game that decides a side bet early and goes to a showdown (cards in the
#: order the game deals them), and the bets placed.
ROUNDS: dict[str, tuple[str, dict[str, int]]] = {
    "texas-holdem-bonus": ("Ah Kd 9c 9d Qh 7h 2s Jh 4c", {"ante": 500, "bonus": 100, "jackpot": 100}),
    "casino-holdem": ("Qc Jd 4c 6d 7h 7d Kc 9h 8s 2d Js", {"ante1": 500, "bonus1": 100, "ante2": 500}),
    "heads-up-holdem": ("Ah Ad 9c 8d Kh 7h 2s Jh 4c", {"ante": 500, "trips": 100, "pocket": 100}),
}
STAY_IN = ("play", "raise", "call")  # decisions that go to the showdown, in preference


def decide(table: TableScene) -> str | None:
    """The player's next decision, staying in (PLAY, RAISE, else CHECK), or None."""
    decisions = table.decisions
    if decisions is None:
        return None
    decisions.sync()
    choices = [(d, b) for d, b in decisions.buttons if b.enabled]
    for wanted in (*STAY_IN, "check"):
        for d, _ in choices:
            if d.action == wanted:
                table.act(d.action, **d.params)
                return d.action
    return None


def moving_rects(table: TableScene) -> list[tuple[str, pygame.Rect]]:
    """What is in flight now: chip stacks and cards still sliding or turning."""
    out = []
    for chip in table.flying:
        d = getattr(chip, "diameter", 60)
        out.append(("chips", pygame.Rect(int(chip.x) - d // 2, int(chip.y) - d // 2, d, d)))
    moving = {id(getattr(item, "target", None)) for item in table.animator.items if not item.done}
    for key, sprite in table.cards.items():
        if id(sprite) in moving:
            out.append((f"card {key}", sprite.rect.copy()))
    return out


def check_frame(table: TableScene, decided_at: dict[str, float], now: float) -> list[str]:
    notes = []
    flying = moving_rects(table)
    moving_ids = {id(getattr(item, "target", None)) for item in table.animator.items if not item.done}
    still_faces = [(k, s.rect) for k, s in table.cards.items() if s.face_up and id(s) not in moving_ids]
    for what, rect in flying:
        if rect.colliderect(HEADER):
            notes.append(f"{what} over the title band at {rect.topleft}")
        for key, face in still_faces:
            if what.startswith("chips") and rect.colliderect(face.inflate(-20, -20)):
                notes.append(f"{what} over the card face {key}")
    for spot, outcome in table.results.items():
        decided_at.setdefault(spot, now)
        amount = getattr(table.controls, "spot_amount", lambda _s: 0)(spot)
        if outcome == "lose" and now - decided_at[spot] > 1.0 and amount > 0:
            notes.append(f"lost {spot} still on its spot {now - decided_at[spot]:.1f} s after")
    banner = table.banner
    if banner.visible and not banner.held():
        box = banner.rect(table)
        hits = [str(k) for k, s in table.cards.items() if box.colliderect(s.rect)]
        hits += [f"name {k}" for k, r in table.shown_hand_names().items() if box.colliderect(r)]
        hits += [f"spot {k}" for k, s in table.controls.spots.items() if box.colliderect(spot_area(s))]
        if hits:
            notes.append(f"summary over {hits}")
    return notes


def sequence(game: str, out: Path, size: tuple[int, int], lang: str, seconds: float = 40.0) -> list[str]:
    """Play one round of ``game`` frame by frame; returns the frame log."""
    deck, bets = ROUNDS[game]
    cls = registry.scene_class(game)
    assert cls is not None, game
    log: list[str] = []
    with tempfile.TemporaryDirectory() as data:
        app = headless_app(data, size)
        app.update_settings(language=lang, animation_speed="normal", coach_marks_seen=",".join(ROUNDS))
        table = cls(app, seed_source=demo_seed(f"frames-{game}"))
        app.open_tables.append(table)
        app.manager.push(table)
        table.session._deck_source = lambda seed: Deck.stacked(deck)
        for spot, amount in bets.items():
            table.session.slip.place(spot, amount)
        frames: list[pygame.Surface] = []
        decided_at: dict[str, float] = {}
        target = out / game
        target.mkdir(parents=True, exist_ok=True)
        now, after_end = 0.0, None
        table.deal()
        while now < seconds:
            app.step([], STEP)
            now += STEP
            image = app.frame_image(size)
            frames.append(image)
            pygame.image.save(image, str(target / f"frame_{len(frames):03d}.png"))
            said = ""
            if table.session.in_round and not table.player.busy and not table.animator.busy:
                said = decide(table) or ""
            notes = check_frame(table, decided_at, now)
            phase = getattr(table.session.round, "phase", "") if table.session.round else "over"
            log.append(f"{game} {now:5.1f}s {phase!s:10} flying={len(table.flying)} "
                       f"banner={'shown' if table.banner.visible and not table.banner.held() else '-'}"
                       + (f" decided {said}" if said else "") + ("" if not notes else " !! " + "; ".join(notes)))
            if not table.session.in_round and after_end is None:
                after_end = now
            if after_end is not None and table.banner.visible and now - after_end > 1.5:
                break
        contact_sheet(frames, out / f"{game}_sheet.png")
        app.leave_all_tables()
        app.wallet.close()
    return log


def contact_sheet(frames: list[pygame.Surface], path: Path, columns: int = 8, width: int = 320) -> None:
    """Every frame small, in rows, its time under it."""
    if not frames:
        return
    w0, h0 = frames[0].get_size()
    h = round(h0 * width / w0)
    rows = -(-len(frames) // columns)
    sheet = pygame.Surface((columns * width, rows * (h + 20)))
    sheet.fill((20, 20, 20))
    font = pygame.font.Font(None, 20)
    for i, frame in enumerate(frames):
        x, y = (i % columns) * width, (i // columns) * (h + 20)
        sheet.blit(pygame.transform.smoothscale(frame, (width, h)), (x, y))
        sheet.blit(font.render(f"{(i + 1) * STEP:.1f} s", True, (230, 230, 230)), (x + 4, y + h + 2))
    pygame.image.save(sheet, str(path))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--game", choices=sorted(ROUNDS), action="append")
    parser.add_argument("--lang", choices=("en", "it"), default="en")
    parser.add_argument("--size", default="1280x720")
    args = parser.parse_args(argv)
    size = tuple(int(v) for v in args.size.split("x"))
    objections = 0
    for game in args.game or sorted(ROUNDS):
        for line in sequence(game, args.out, (size[0], size[1]), args.lang):
            print(line)
            objections += "!!" in line
    print(f"{objections} frames with an objection")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
