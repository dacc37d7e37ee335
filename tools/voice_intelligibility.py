"""How well the dealer's English lines are understood: an open-vocabulary recogniser
(pocketsphinx, from PyPI, its bundled US English model) hears each recording, and the words it
heard are compared with the line's words. Prints each line, what was heard, and the score:
lines heard exactly and words heard (in order, by longest common subsequence).

    python -m venv /tmp/asr && /tmp/asr/bin/pip install pocketsphinx numpy
    /tmp/asr/bin/python tools/voice_intelligibility.py [assets/voice/en]

Needs ``oggdec`` (Debian ``vorbis-tools``) for the .ogg files. Not part of the app or its tests:
a measure for choosing the voice generator (issue 28).
"""

from __future__ import annotations

import re
import subprocess
import sys
import tempfile
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def words(text: str) -> list[str]:
    return re.findall(r"[a-z']+", text.lower().replace("-", " "))


def lcs(a: list[str], b: list[str]) -> int:
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            table[i + 1][j + 1] = table[i][j] + 1 if x == y else max(table[i][j + 1], table[i + 1][j])
    return table[-1][-1]


def samples_16k(path: Path) -> bytes:
    """The recording as 16 kHz mono 16-bit PCM (decoded with oggdec, resampled in numpy)."""
    with tempfile.TemporaryDirectory() as tmp:
        wav = Path(tmp) / "line.wav"
        if path.suffix == ".ogg":
            subprocess.run(["oggdec", "-Q", "-o", str(wav), str(path)], check=True)
        else:
            wav = path
        with wave.open(str(wav)) as w:
            rate, n, ch = w.getframerate(), w.getnframes(), w.getnchannels()
            x = np.frombuffer(w.readframes(n), dtype=np.int16).astype(np.float32)
    if ch > 1:
        x = x.reshape(-1, ch).mean(axis=1)
    t = np.arange(0, len(x) / rate, 1 / 16000)
    y = np.interp(t, np.arange(len(x)) / rate, x)
    pad = np.zeros(3200, dtype=np.float32)  # 0.2 s of silence either side
    return np.concatenate([pad, y, pad]).clip(-32768, 32767).astype(np.int16).tobytes()


def hear(decoder, pcm: bytes) -> str:  # noqa: ANN001
    decoder.start_utt()
    decoder.process_raw(pcm, full_utt=True)
    decoder.end_utt()
    hyp = decoder.hyp()
    return hyp.hypstr if hyp is not None else ""


def main(argv: list[str]) -> int:
    from pocketsphinx import Decoder  # the measuring venv's, not the app's

    from scenes.ui.voice import LINES

    folder = Path(argv[0]) if argv else ROOT / "assets" / "voice" / "en"
    decoder = Decoder(loglevel="FATAL")
    exact = heard_words = total_words = 0
    for name, texts in LINES.items():
        path = next((folder / f"{name}{ext}" for ext in (".ogg", ".wav") if (folder / f"{name}{ext}").exists()), None)
        if path is None:
            continue
        said, heard = words(texts["en"]), words(hear(decoder, samples_16k(path)))
        exact += said == heard
        heard_words += lcs(said, heard)
        total_words += len(said)
        print(f"{name:22} {texts['en']!r:36} -> {' '.join(heard)!r}")
    print(f"lines heard exactly: {exact} of {len(LINES)}; words: {heard_words} of {total_words}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
