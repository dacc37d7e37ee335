"""Pay lines and bet results in the player's language, shared by the dealer games' tables:
a pay line's name ("Straight or lower", "Scala o meno"), a bad beat ("Bad beat: Poker"), and
where the dealer's hand name stands (beside the dealer's cards)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from gamelib.events import BetSettled
from gamelib.games.dealer_holdem import line_key
from scenes.ui import gfx
from scenes.ui.context import Texts

if TYPE_CHECKING:
    from scenes.table.base import TableScene

DEALER_LABEL_GAP = 18  # px between the dealer's cards and the dealer's hand name beside them
BAD_BEAT_PREFIX = "Bad beat: "


def line_label(app: Texts, name: str) -> str:
    """A pay-line name in the player's language (registered key ``line.<name>``)."""
    key = line_key(name)
    text: str = app.tr(key)
    return name if text == key else text


def beside_dealer(scene: TableScene) -> None:
    """Put the dealer's hand name to the right of the dealer's cards, centred on them: under
    them it would cover the top of the board's cards (their rank corners)."""
    label = scene.hand_labels.get("dealer")
    place = scene.CARD_PLACES.get("dealer")
    if label is None or place is None or not label.text:
        return
    x, y, w = scene.card_position("dealer", place.count - 1)
    text = gfx.text(label.text, label.size, weight="bold")
    pill_w, pill_h = text.get_width() + 32, text.get_height() + 12
    label.pos = (int(x + w / 2 + DEALER_LABEL_GAP + pill_w / 2), int(y - pill_h / 2 + 6))


def settled_in_words(app: Texts, event: BetSettled) -> BetSettled:
    """The bet result with its pay line in the player's language ("Straight or lower",
    "Scala o meno", "Bad beat: Poker"); hand names are left for the banner to translate."""
    line = event.line
    if not line:
        return event
    if line.startswith(BAD_BEAT_PREFIX):
        inner = line[len(BAD_BEAT_PREFIX):]
        return replace(event, line=app.tr("line.bad_beat_of", line=line_label(app, inner)))
    text = line_label(app, line)
    return event if text == line else replace(event, line=text)
