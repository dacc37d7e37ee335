"""Feltside's text catalogues: gettext ``.po`` (what translators edit) -> ``.mo`` (what the app reads).

One catalogue per language, ``assets/locale/<lang>/LC_MESSAGES/feltside.po``; the message
id is the key the code asks for (``table.dealer``) and the message text is what the
screen shows, with ``{name}`` placeholders filled by ``gamelib.i18n.tr``. The compiled
``.mo`` beside it is committed too, so the app and the packaged executable need no build
step; a test checks it is exactly what this tool makes from the ``.po``.

    python tools/make_catalogues.py            compile every .po to its .mo
    python tools/make_catalogues.py --check    exit 1 if a .mo is out of date

The ``.po`` files were first exported from the texts the modules used to register at
import (this tool's ``--export`` in commit 2fc9fb0, dropped since); now they are the source.

The compiler is a small msgfmt: the ``.mo`` layout is the one GNU gettext documents
(magic, count, two tables of (length, offset), no hash table, then the strings), with
the messages sorted by id so the output is the same bytes on every machine.
"""

from __future__ import annotations

import argparse
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only check the .mo files are current")
    args = parser.parse_args(argv)
    stale = []
    for lang in languages():
        mo = po_path(lang).with_suffix(".mo")
        data = mo_for(lang)
        if mo.exists() and mo.read_bytes() == data:
            continue
        if args.check:
            stale.append(str(mo.relative_to(ROOT)))
        else:
            mo.write_bytes(data)
            print(f"wrote {mo.relative_to(ROOT)} ({len(messages(read_po(po_path(lang)))) - 1} texts)")
    if stale:
        print("out of date (run python tools/make_catalogues.py):", *stale, sep="\n  ")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
