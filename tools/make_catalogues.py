"""Feltside's text catalogues: gettext ``.po`` (what translators edit) -> ``.mo`` (what the app reads).

One catalogue per language, ``assets/locale/<lang>/LC_MESSAGES/feltside.po``; the message
id is the key the code asks for (``table.dealer``) and the message text is what the
screen shows, with ``{name}`` placeholders filled by ``gamelib.i18n.tr``. The compiled
``.mo`` beside it is committed too, so the app and the packaged executable need no build
step; a test checks it is exactly what this tool makes from the ``.po``.

    python tools/make_catalogues.py            compile every .po to its .mo
    python tools/make_catalogues.py --check    exit 1 if a .mo is out of date
    python tools/make_catalogues.py --split    move each game's texts into its own folder

A game's own words live in its package, ``gamelib/games/<game>/locale/<lang>.po`` (+ ``.mo``),
merged with the shared catalogue by ``gamelib.i18n``; ``--split`` moves the keys a game owns
(``game.<id>``, ``lobby.card.<id>``, ``help.section.<id>``, ``spot.<id>.*``, its rules card and
its own prefix, ``thb.`` …) out of the shared catalogue into its folder. It is idempotent: run
again, it moves nothing and leaves every file as it was.

The ``.po`` files were first exported from the texts the modules used to register at
import (this tool's ``--export`` in commit 2fc9fb0, dropped since); now they are the source.

The compiler is a small msgfmt: the ``.mo`` layout is the one GNU gettext documents
(magic, count, two tables of (length, offset), no hash table, then the strings), with
the messages sorted by id so the output is the same bytes on every machine.
"""

from __future__ import annotations

import argparse
import re
import struct
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE_DIR = ROOT / "assets" / "locale"
DOMAIN = "feltside"
MO_MAGIC = 0x950412DE


class CatalogueError(ValueError):
    """A .po file this tool cannot read, with the file and line."""


@dataclass
class Entry:
    """One message of a .po file: its id (the key), its text, and where it was."""

    key: str
    text: str
    line: int
    flags: set[str] = field(default_factory=set)
    comments: list[str] = field(default_factory=list)

    @property
    def fuzzy(self) -> bool:
        return "fuzzy" in self.flags


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def game_folders(root: Path | None = None) -> list[Path]:
    """Each game package's catalogue folder (``gamelib/games/<game>/locale``) that exists."""
    return sorted((root or ROOT).glob("gamelib/games/*/locale"))


def game_po(folder: Path, lang: str) -> Path:
    return folder / f"{lang}.po"


def all_messages(lang: str, root: Path | None = None) -> dict[str, str]:
    """The shared catalogue and every game's, merged as ``gamelib.i18n`` merges them (header out)."""
    base = root or ROOT
    texts = messages(read_po(base / "assets" / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"))
    for folder in game_folders(base):
        if game_po(folder, lang).exists():
            texts.update(messages(read_po(game_po(folder, lang))))
    texts.pop("", None)
    return texts


def languages() -> list[str]:
    """The languages that have a catalogue, from the folders."""
    return sorted(p.parent.parent.name for p in LOCALE_DIR.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


# --- reading .po ------------------------------------------------------------------------------

_ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r"}


def _unquote(token: str, where: str) -> str:
    if len(token) < 2 or not token.startswith('"') or not token.endswith('"'):
        raise CatalogueError(f"{where}: expected a quoted string, got {token!r}")
    out: list[str] = []
    chars = iter(token[1:-1])
    for ch in chars:
        if ch != "\\":
            out.append(ch)
            continue
        nxt = next(chars, "")
        if nxt not in _ESCAPES:
            raise CatalogueError(f"{where}: unknown escape \\{nxt}")
        out.append(_ESCAPES[nxt])
    return "".join(out)


def read_po(path: Path) -> list[Entry]:
    """The entries of a .po file in file order (the header, id "", included).

    Only what Feltside uses: comments, flags, ``msgid``/``msgstr`` and continued strings;
    contexts and plurals are refused rather than misread.
    """
    entries: list[Entry] = []
    key: str | None = None
    text: str | None = None
    target = ""
    start = 0
    flags: set[str] = set()
    comments: list[str] = []

    def finish() -> None:
        nonlocal key, text, flags, comments
        if key is not None:
            if text is None:
                raise CatalogueError(f"{path}:{start}: msgid without msgstr")
            entries.append(Entry(key, text, start, flags, comments))
        key, text, flags, comments = None, None, set(), []

    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        line = raw.strip()
        where = f"{path}:{n}"
        if not line:
            continue
        if line.startswith("#"):
            if key is not None and text is not None:
                finish()
            if line.startswith("#,"):
                flags |= {f.strip() for f in line[2:].split(",") if f.strip()}
            else:
                comments.append(line)
            continue
        word, _, rest = line.partition(" ")
        if word == "msgid":
            finish()
            key, target, start = _unquote(rest.strip(), where), "id", n
        elif word == "msgstr":
            if key is None or text is not None:
                raise CatalogueError(f"{where}: msgstr without its msgid")
            text, target = _unquote(rest.strip(), where), "str"
        elif line.startswith('"'):
            if target == "id" and key is not None and text is None:
                key += _unquote(line, where)
            elif target == "str" and text is not None:
                text += _unquote(line, where)
            else:
                raise CatalogueError(f"{where}: a string outside an entry")
        else:
            raise CatalogueError(f"{where}: Feltside's catalogues do not use {word!r}")
    finish()
    return entries


def messages(entries: list[Entry]) -> dict[str, str]:
    """What msgfmt keeps: translated, not fuzzy (the header always). Raises on a repeated id."""
    out: dict[str, str] = {}
    seen: dict[str, int] = {}
    for e in entries:
        if e.key in seen:
            raise CatalogueError(f"{e.key!r} is defined twice (lines {seen[e.key]} and {e.line})")
        seen[e.key] = e.line
        if e.text and (e.key == "" or not e.fuzzy):
            out[e.key] = e.text
    return out


# --- writing .po ------------------------------------------------------------------------------

def _quote(text: str) -> str:
    for raw, esc in (("\\", "\\\\"), ('"', '\\"'), ("\n", "\\n"), ("\t", "\\t"), ("\r", "\\r")):
        text = text.replace(raw, esc)
    return f'"{text}"'


def _chunks(text: str, width: int = 76) -> Iterator[str]:
    """``text`` cut after each newline and, in long lines, after spaces (as msgcat wraps)."""
    for part in text.splitlines(keepends=True):
        while len(part) > width:
            cut = part.rfind(" ", 0, width)
            if cut <= 0:
                break
            yield part[: cut + 1]
            part = part[cut + 1 :]
        yield part


def _po_string(word: str, text: str) -> list[str]:
    pieces = list(_chunks(text))
    if len(pieces) <= 1 and len(text) <= 70:
        return [f"{word} {_quote(text)}"]
    return [f'{word} ""', *(_quote(p) for p in pieces)]


def header(lang: str) -> str:
    return (f"Project-Id-Version: Feltside\nLanguage: {lang}\nMIME-Version: 1.0\n"
            "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: 8bit\n")


def write_po(path: Path, lang: str, groups: list[tuple[str, dict[str, str]]]) -> None:
    """A .po of ``(section comment, {key: text})`` groups, in that order."""
    lines = [f"# Feltside texts: {lang}. The id is the key the code uses; {{name}} is filled in.",
             'msgid ""', 'msgstr ""', *(_quote(h) for h in _chunks(header(lang))), ""]
    for section, texts in groups:
        first = True
        for key, text in texts.items():
            if first:
                lines.append(f"# {section}")
                first = False
            lines += _po_string("msgid", key)
            lines += _po_string("msgstr", text)
            lines.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


# --- compiling .mo ----------------------------------------------------------------------------

def compile_mo(catalogue: dict[str, str]) -> bytes:
    """The GNU .mo bytes of ``{id: text}`` (ids sorted, no hash table)."""
    keys = sorted(catalogue, key=lambda k: k.encode("utf-8"))
    ids = [k.encode("utf-8") for k in keys]
    strs = [catalogue[k].encode("utf-8") for k in keys]
    n = len(keys)
    originals_at = 7 * 4
    translations_at = originals_at + n * 8
    data_at = translations_at + n * 8
    table: list[int] = []
    blob = bytearray()
    for s in (*ids, *strs):
        table += [len(s), data_at + len(blob)]
        blob += s + b"\0"
    head = struct.pack("<7I", MO_MAGIC, 0, n, originals_at, translations_at, 0, data_at)
    return head + struct.pack(f"<{4 * n}I", *table) + bytes(blob)


def mo_for(lang: str) -> bytes:
    return compile_mo(messages(read_po(po_path(lang))))


# --- each game's texts in its own folder ------------------------------------------------------

#: Prefixes of the keys a game owns besides those its id and rules card give (the five games
#: the shared catalogue started with; a new game writes its own folder from the start).
OWN_PREFIXES = {"texas_bonus": ("thb.",), "casino_holdem": ("casino.",), "heads_up": ("headsup.",),
                "video_poker": ("vp.",), "twister": ("twister.",)}


def game_ids(root: Path) -> dict[str, tuple[str, str]]:
    """Package folder name -> (game id, rules card key), read from each ``__init__.py``."""
    found = {}
    for init in sorted((root / "gamelib" / "games").glob("*/__init__.py")):
        text = init.read_text(encoding="utf-8")
        game = re.search(r'game_id\s*=\s*"([^"]+)"', text)
        if "DEFINITION" in text and game:
            rules = re.search(r'rules_key\s*=\s*"([^"]+)"', text)
            found[init.parent.name] = (game.group(1), rules.group(1) if rules else "")
    return found


def owns(package: str, game_id: str, rules_key: str, key: str) -> bool:
    """Whether ``key`` is one of the game's own words."""
    if key in (f"game.{game_id}", f"lobby.card.{game_id}", f"help.section.{game_id}", rules_key):
        return True
    return key.startswith((f"spot.{game_id}.", *OWN_PREFIXES.get(package, ())))


def _blocks(path: Path) -> list[list[str]]:
    """A .po file as its blank-line-separated blocks of lines (the header is the first)."""
    blocks: list[list[str]] = [[]]
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            blocks[-1].append(line)
        elif blocks[-1]:
            blocks.append([])
    return [b for b in blocks if b]


def _block_key(block: list[str]) -> str | None:
    for n, line in enumerate(block):
        if line.startswith("msgid "):
            key = _unquote(line[6:].strip(), "")
            for more in block[n + 1:]:
                if not more.startswith('"'):
                    break
                key += _unquote(more, "")
            return key
    return None


def split(root: Path | None = None) -> dict[str, int]:
    """Move each game's keys from the shared catalogues into ``gamelib/games/<game>/locale``
    (both languages), then compile; returns the keys moved per game (none on a second run)."""
    base = root or ROOT
    moved: dict[str, int] = {}
    for lang in sorted(p.parent.parent.name for p in (base / "assets" / "locale").glob(f"*/LC_MESSAGES/{DOMAIN}.po")):
        shared = base / "assets" / "locale" / lang / "LC_MESSAGES" / f"{DOMAIN}.po"
        blocks = _blocks(shared)
        kept: list[list[str]] = []
        carried: list[str] = []  # a section comment of a moved block goes to the next kept one
        taken: dict[str, dict[str, str]] = {}
        texts = messages(read_po(shared))
        for block in blocks:
            key = _block_key(block)
            owner = next((pkg for pkg, (gid, rules) in game_ids(base).items()
                          if key and owns(pkg, gid, rules, key)), None)
            if owner is None:
                comments = [ln for ln in carried if ln not in block]
                kept.append(comments + block if key is not None else block)
                carried = []
                continue
            carried += [ln for ln in block if ln.startswith("# ")]
            taken.setdefault(owner, {})[str(key)] = texts[str(key)]
        if not taken:
            continue
        shared.write_text("\n".join("\n".join(b) + "\n" for b in kept), encoding="utf-8")
        for package, own in taken.items():
            po = game_po(base / "gamelib" / "games" / package / "locale", lang)
            before = messages(read_po(po)) if po.exists() else {}
            before.pop("", None)
            write_po(po, lang, [(f"{package}: its own texts", {**before, **own})])
            moved[package] = moved.get(package, 0) + len(own)
    _compile(base, check=False)
    return moved


def _catalogue_files(base: Path) -> list[Path]:
    shared = sorted((base / "assets" / "locale").glob(f"*/LC_MESSAGES/{DOMAIN}.po"))
    return [*shared, *(po for folder in game_folders(base) for po in sorted(folder.glob("*.po")))]


def _compile(base: Path, *, check: bool) -> list[str]:
    """Compile every catalogue (shared and each game's); the stale ones when ``check``."""
    stale = []
    for po in _catalogue_files(base):
        mo = po.with_suffix(".mo")
        data = compile_mo(messages(read_po(po)))
        if mo.exists() and mo.read_bytes() == data:
            continue
        if check:
            stale.append(str(mo.relative_to(base)))
        else:
            mo.write_bytes(data)
            print(f"wrote {mo.relative_to(base)} ({len(messages(read_po(po))) - 1} texts)")
    return stale


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check the .mo files are current")
    parser.add_argument("--split", action="store_true",
                        help="move each game's texts from the shared catalogues into its own folder")
    args = parser.parse_args(argv)
    if args.split:
        for package, count in split().items():
            print(f"moved {count} texts to gamelib/games/{package}/locale")
        return 0
    stale = _compile(ROOT, check=args.check)
    if stale:
        print("out of date (run python tools/make_catalogues.py):", *stale, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
