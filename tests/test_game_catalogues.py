"""Texts per game (issue 26): a game's words may live in its own folder,
``gamelib/games/<game>/locale/<lang>.po`` + ``.mo``, merged with the shared catalogue by
gamelib.i18n; ``tools/make_catalogues.py --split`` moves each game's keys there, idempotently
(tried here on a copy: the coordinator runs it on the real catalogues). The toy game's texts
are such a folder (tests/helpers/toy_locale)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from helpers import toy_game

from gamelib import i18n
from gamelib.games import all_games
from tools import make_catalogues as mc

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture()
def copy(tmp_path: Path) -> Path:
    """The shared catalogues and the games' __init__ files (their ids and rules keys), copied."""
    for po in ROOT.glob("assets/locale/*/LC_MESSAGES/feltside.po"):
        target = tmp_path / po.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(po, target)
    for path in [*ROOT.glob("gamelib/games/*/__init__.py"), *ROOT.glob("gamelib/games/*/locale/*.po")]:
        target = tmp_path / path.relative_to(ROOT)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, target)
    return tmp_path


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*.[mp]o"))}


def _plant_a_word_per_game(root: Path) -> None:
    """A new word of every game written into the shared catalogues, as a change that landed
    after the split would leave it (the real catalogues are split already)."""
    for lang in i18n.LANGUAGES:
        po = root / "assets" / "locale" / lang / "LC_MESSAGES" / "feltside.po"
        with po.open("a", encoding="utf-8") as out:
            for game_id, _ in mc.game_ids(root).values():
                out.write(f'\nmsgid "spot.{game_id}.planted"\nmsgstr "{lang} {game_id}"\n')


def test_the_split_moves_each_games_words_into_its_folder_and_loses_none(copy: Path) -> None:
    _plant_a_word_per_game(copy)
    before = {lang: mc.all_messages(lang, copy) for lang in i18n.LANGUAGES}
    moved = mc.split(copy)
    packages = set(mc.game_ids(copy))  # every game package: the five and any new one
    assert set(moved) == packages and all(n > 0 for n in moved.values())
    for lang in i18n.LANGUAGES:
        assert mc.all_messages(lang, copy) == before[lang]  # every text kept, none changed
        shared = mc.messages(mc.read_po(copy / "assets" / "locale" / lang / "LC_MESSAGES" / "feltside.po"))
        for d in all_games():
            assert d.name_key not in shared and d.help_key not in shared
        twister = copy / "gamelib" / "games" / "twister" / "locale"
        own = i18n.load_mo(twister / f"{lang}.mo")
        assert own["game.twister"] == before[lang]["game.twister"]
        assert not any(k.startswith("twister.") for k in shared) and "table.balance" in shared


def test_the_split_run_again_changes_nothing(copy: Path) -> None:
    mc.split(copy)
    once = _files(copy)
    assert mc.split(copy) == {}
    assert _files(copy) == once


def test_a_game_folder_is_merged_into_its_language(tmp_path: Path) -> None:
    folder = tmp_path / "locale"
    folder.mkdir()
    (folder / "it.mo").write_bytes(mc.compile_mo({"": mc.header("it"), "mine.hello": "Ciao"}))
    assert not i18n.has("mine.hello", "it")
    i18n.add_catalogue_folder(folder)
    try:
        assert i18n.tr("mine.hello", "it") == "Ciao" and i18n.tr("table.balance", "it") == "SALDO"
    finally:
        i18n.remove_catalogue_folder(folder)
    assert not i18n.has("mine.hello", "it")


def test_the_game_packages_folders_are_found_on_disk() -> None:
    found = i18n.game_catalogue_folders()
    assert all(f.parent.parent == ROOT / "gamelib" / "games" and f.name == "locale" for f in found)
    assert found == mc.game_folders()


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_each_game_catalogue_is_compiled_and_complete(lang: str) -> None:
    """The games' folders (and the toy's) hold a current .mo and Italian for every key."""
    for folder in [*mc.game_folders(), toy_game.LOCALE]:
        po = mc.game_po(folder, lang)
        assert po.exists(), f"{folder} has no {lang}.po"
        assert po.with_suffix(".mo").read_bytes() == mc.compile_mo(mc.messages(mc.read_po(po)))
        assert set(mc.messages(mc.read_po(po))) == set(mc.messages(mc.read_po(mc.game_po(folder, "en"))))


def test_the_toy_games_words_come_from_its_folder() -> None:
    assert not i18n.has("game.high-card", "it")
    with toy_game.registered():
        assert i18n.tr("game.high-card", "it") == "Carta Alta"
        assert i18n.tr("help.section.high-card", "en").startswith("# High Card")
    assert not i18n.has("game.high-card", "it")
