"""The text catalogues: gettext .po/.mo files, complete in Italian, and every key the code asks for."""

from __future__ import annotations

import ast
import gettext
import re
import string
import sys
from pathlib import Path

import pytest

from gamelib import i18n
from tools import make_catalogues as mc

ROOT = Path(__file__).resolve().parents[2]


def catalogue(lang: str) -> dict[str, str]:
    """The texts of a language: the shared .po and every game's own, merged as the app merges
    them, header left out (raises if a key is defined twice within a file)."""
    return mc.all_messages(lang)


def shared_catalogue(lang: str) -> dict[str, str]:
    """The texts of the shared .po alone (the games' own are in their folders), header left out."""
    texts = mc.messages(mc.read_po(mc.po_path(lang)))
    texts.pop("", None)
    return texts


def po_files(lang: str) -> list[Path]:
    """The shared .po of ``lang`` and every game's own."""
    games = [mc.game_po(folder, lang) for folder in mc.game_folders(mc.ROOT)]
    return [mc.po_path(lang), *(po for po in games if po.exists())]


def placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def test_there_is_a_catalogue_per_language() -> None:
    assert mc.languages() == sorted(i18n.LANGUAGES)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_committed_mo_is_what_the_po_compiles_to(lang: str) -> None:
    mo = mc.po_path(lang).with_suffix(".mo")
    assert mo.read_bytes() == mc.mo_for(lang), "run python tools/make_catalogues.py"


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_standard_library_reads_the_mo(lang: str) -> None:
    with open(mc.po_path(lang).with_suffix(".mo"), "rb") as fp:
        translations = gettext.GNUTranslations(fp)
    assert translations.info()["content-type"] == "text/plain; charset=UTF-8"
    for key, text in shared_catalogue(lang).items():
        assert translations.gettext(key) == text


def test_every_key_has_italian_text_with_the_same_placeholders() -> None:
    english, italian = catalogue("en"), catalogue("it")
    assert set(english) == set(italian)
    entries = {e.key: e for po in po_files("it") for e in mc.read_po(po)}
    for key, text in english.items():
        assert italian[key].strip() and not entries[key].fuzzy, key
        assert placeholders(italian[key]) == placeholders(text), key


def test_a_key_defined_twice_is_refused(tmp_path: Path) -> None:
    po = tmp_path / "twice.po"
    po.write_text('msgid ""\nmsgstr "x"\n\nmsgid "a.b"\nmsgstr "one"\n\nmsgid "a.b"\nmsgstr "two"\n',
                  encoding="utf-8")
    with pytest.raises(mc.CatalogueError, match="defined twice"):
        mc.messages(mc.read_po(po))


def test_po_round_trip_keeps_every_character(tmp_path: Path) -> None:
    texts = {"a.quote": 'He said "hi" \\ ok', "a.lines": "# Heading\n" + "word " * 40 + "\nrow | 1 to 1",
             "a.tab": "x\ty", "a.it": "Più € 1.000,00 — è"}
    po = tmp_path / "it" / "LC_MESSAGES" / "feltside.po"
    mc.write_po(po, "it", [("section", texts)])
    assert {k: v for k, v in mc.messages(mc.read_po(po)).items() if k} == texts
    po.with_suffix(".mo").write_bytes(mc.compile_mo(mc.messages(mc.read_po(po))))
    assert i18n.load_catalogue("it", tmp_path) == texts


# --- the keys the code uses -----------------------------------------------------------------

_KEY = re.compile(r"^[a-z][a-z0-9_]*(\.[A-Za-z0-9_\-]+)+$")


def _optional_error_keys(tree: ast.AST) -> set[int]:
    """ids of the ``key="..."`` literals given to an error: it carries its own English
    message, shown when the key has no text."""
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name.endswith("Error"):
                out |= {id(kw.value) for kw in node.keywords if kw.arg == "key"}
    return out


def keys_in_code() -> dict[str, str]:
    """Every string literal in gamelib/ and scenes/ shaped like a key of a catalogue section
    (``table.dealer``, ``thb.action.fold``…) -> where it is first used."""
    prefixes = {key.split(".")[0] for key in catalogue("en")}
    found: dict[str, str] = {}
    for path in sorted([*ROOT.glob("gamelib/**/*.py"), *ROOT.glob("scenes/**/*.py"), ROOT / "main.py"]):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        optional = _optional_error_keys(tree)
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in optional
                    and _KEY.match(node.value) and node.value.split(".")[0] in prefixes):
                found.setdefault(node.value, f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


def test_every_key_the_code_uses_has_text() -> None:
    english = catalogue("en")
    used = keys_in_code()
    assert len(used) > 250  # the scan sees the code's keys (it would pass vacuously otherwise)
    assert {key: where for key, where in used.items() if key not in english} == {}


def test_the_scan_finds_a_missing_key(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    fake = tmp_path / "gamelib"
    fake.mkdir()
    (fake / "m.py").write_text('X = tr("table.no_such_text")\nY = tr("table.balance")\n'
                               'raise IllegalActionError("x", key="table.no_such_error")\n')
    (tmp_path / "main.py").write_text("")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    assert set(keys_in_code()) == {"table.no_such_text", "table.balance"}


# --- the loader -------------------------------------------------------------------------------

def test_texts_come_from_the_catalogues() -> None:
    assert i18n.tr("table.balance", "it") == "SALDO"
    assert i18n.tr("table.balance", "en") == "BALANCE"
    assert i18n.missing_keys("it") == set()
    assert i18n.has("table.balance", "it") and not i18n.has("table.no_such_text", "it")
    assert i18n.keys("en") >= set(catalogue("en"))


def test_a_game_added_at_run_time_registers_its_texts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "_registered", {lang: {} for lang in i18n.LANGUAGES})  # left clean
    i18n.register({"en": {"toytest.hello": "Hello {name}"}, "it": {"toytest.hello": "Ciao {name}"}})
    assert i18n.tr("toytest.hello", "it", name="Anna") == "Ciao Anna"
    assert i18n.has("toytest.hello", "it") and "toytest.hello" not in i18n.missing_keys("it")
    i18n.register({"en": {"toytest.only_en": "Only English"}})
    assert i18n.tr("toytest.only_en", "it") == "Only English"  # falls back to English
    assert "toytest.only_en" in i18n.missing_keys("it")


def test_wrong_parameters_show_the_text_unfilled() -> None:
    assert i18n.tr("pace.timeout", "en") == "Time is up: {action}."
    assert i18n.tr("pace.timeout", "en", other=1) == "Time is up: {action}."
    assert i18n.tr("no.such.key", "it", x=1) == "no.such.key"


def test_the_catalogues_are_found_in_the_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert i18n.locale_dir() == tmp_path / "assets" / "locale"
    target = tmp_path / "assets" / "locale" / "it" / "LC_MESSAGES"
    target.mkdir(parents=True)
    (target / "feltside.mo").write_bytes(mc.compile_mo({"": mc.header("it"), "x.y": "zeta"}))
    assert i18n.load_catalogue("it") == {"x.y": "zeta"}
    assert i18n.load_catalogue("fr") == {}


def test_the_catalogues_are_found_beside_the_assets(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setenv("FELTSIDE_ASSETS", "/somewhere/assets")
    assert i18n.locale_dir() == Path("/somewhere/assets/locale")
    monkeypatch.delenv("FELTSIDE_ASSETS")
    assert i18n.locale_dir() == ROOT / "assets" / "locale"


def test_the_bundle_carries_the_catalogues() -> None:
    spec = (ROOT / "build.spec").read_text(encoding="utf-8")
    assert '(str(ROOT / "assets"), "assets")' in spec  # assets/ whole, locale/ included
