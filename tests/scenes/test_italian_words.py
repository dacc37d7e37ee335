"""The casino's Italian words (issue 14): one word means one thing across the house.

VEDI is CHECK everywhere (with an amount at Twister, the call), LASCIA is FOLD, and PASSA, which
a player may read as either, is nowhere; the words of the issue's list, each on its button.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from gamelib.i18n import tr

ROOT = Path(__file__).resolve().parents[2]
WORDS = {
    "thb.action.check": "VEDI", "headsup.check": "VEDI", "twister.check": "VEDI",
    "action.check": "VEDI",
    "thb.action.fold": "LASCIA", "headsup.fold": "LASCIA", "casino.fold": "LASCIA",
    "twister.fold": "LASCIA", "action.fold": "LASCIA",
    "thb.action.play.preflop": "GIOCA 2x", "thb.action.play": "GIOCA 1x",
    "table.rebet": "RIPETI",
    "table.deal": "DAI CARTE", "action.deal": "DAI CARTE",  # the seed's word (spec 00-product)
    "headsup.rebet_deal": "RIPETI E DAI CARTE",
    "casino.make_decision": "PRENDI UNA DECISIONE",
    "casino.auto_folded_tag": "HAI LASCIATO AUTOMATICAMENTE",
    "vp.draw": "ESTRAI", "action.draw": "ESTRAI",
    "vp.select": "SELEZIONA", "vp.selected": "SELEZIONATA",  # the seed's words (issue 28)
    "vp.choose_paytable": "SELEZIONA LA TABELLA DEI PAGAMENTI",
}


@pytest.mark.parametrize(("key", "word"), sorted(WORDS.items()))
def test_the_italian_word(key, word):
    assert tr(key, "it") == word


def test_passa_is_no_italian_word_of_the_house():
    catalogue = (ROOT / "assets/locale/it/LC_MESSAGES/feltside.po").read_text(encoding="utf-8")
    strings = re.findall(r'^msgstr "(.*)"$', catalogue, flags=re.MULTILINE)
    assert strings, "no strings read"
    assert [s for s in strings if re.search(r"\b(passa|passi)\b", s, flags=re.IGNORECASE)] == []


def test_rebet_is_ripeti_everywhere():
    """REBET is RIPETI on its button, in HELP and at Heads Up's RIPETI E DAI CARTE (issue 28)."""
    catalogue = (ROOT / "assets/locale/it/LC_MESSAGES/feltside.po").read_text(encoding="utf-8")
    catalogue += (ROOT / "gamelib/games/heads_up/locale/it.po").read_text(encoding="utf-8")
    assert re.findall(r"ripunt", catalogue, flags=re.IGNORECASE) == []


def test_video_poker_says_draw_with_one_word():
    """ESTRAI is the DRAW button; no Italian video poker text calls it CAMBIA (which is CAMBIA
    TABELLA, the pay table's change), and SELEZIONA is the pay table's choice (issue 28)."""
    catalogue = (ROOT / "gamelib/games/video_poker/locale/it.po").read_text(encoding="utf-8")
    text = " ".join(re.findall(r'"(.*)"', catalogue))
    assert re.findall(r"\bCAMBIA\b(?! TABELLA)", text, flags=re.IGNORECASE) == []
    assert "SCEGLI" not in text


def test_seme_is_a_suit_never_the_seed():
    """In cards "seme" is a suit ("A-K dello stesso seme"); the deck's random seed, committed before
    the deal and revealed after it, is "seed" (as provably fair casinos say it), never "seme"."""
    catalogue = (ROOT / "assets/locale/it/LC_MESSAGES/feltside.po").read_text(encoding="utf-8")
    pairs = re.findall(r'^msgid "(.*)"\nmsgstr ((?:".*"\n?)+)', catalogue, flags=re.MULTILINE)
    seed_texts = {key: text for key, text in pairs if "seed" in key}
    assert len(seed_texts) >= 3, "the seed's texts are read"
    assert [k for k, text in seed_texts.items() if re.search(r"\bseme\b", text, flags=re.IGNORECASE)] == []
    assert "seme casuale" not in catalogue and "seme registrato" not in catalogue  # HELP
    assert tr("table.next_round", "it") == "PROSSIMA MANO · seed fissato"
