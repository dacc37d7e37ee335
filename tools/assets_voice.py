"""The dealer's voice for the asset generator: Festival (English) and espeak-ng (Italian)
speech, cleaned up in numpy.

Every line of ``scenes.ui.voice.LINES`` is spoken in English by Festival's HTS voice (Debian
``festival`` + ``festvox-us-slt-hts``, permissive licences: the clearest voice measured,
``tools/voice_intelligibility.py``: 11 of 20 lines heard exactly, 40 of 52 words, against 2 and
20 from espeak-ng) and in Italian by espeak-ng (Debian ``espeak-ng``, GPL-3; its output is ours
to ship), then:

- pitch, speed and voice variant chosen for a calm male dealer (``VOICES``);
- DC removed, a high-pass under 90 Hz (rumble) and a soft low-pass from 6.8 kHz
  (the synthesizer's buzz), a slight presence lift around 2.5 kHz;
- a few quiet early reflections (a small room, not the dry synthesizer; espeak-ng's only);
- silence trimmed at both ends (a 10 ms window under -45 dB of the peak), short fades;
- loudness normalised: RMS at -19 dBFS, peaks limited (smoothly) to -2 dBFS;

and written mono at 22,050 Hz to ``assets/voice/<lang>/<line>.ogg`` with oggenc
(Debian ``vorbis-tools``; a fixed stream serial, so a run gives the same bytes), or as
16-bit WAV when oggenc is missing. The app only plays the files.

    python tools/assets_voice.py            # all lines, both languages
    python tools/assets_voice.py --check    # say which files are missing or stale
"""

from __future__ import annotations

import argparse
import hashlib
import io
import os
import shutil
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from scenes.ui.voice import LANGUAGES, LINES  # noqa: E402

OUT = ROOT / "assets" / "voice"
RATE = 22050
RMS_DBFS = -19.0
PEAK_DBFS = -2.0  # Vorbis overshoots peaks by up to 1 dB: room so nothing clips
OGG_QUALITY = "2"  # oggenc -q: about 48 kbit/s mono, plenty for speech


@dataclass(frozen=True)
class VoiceStyle:
    """How espeak-ng speaks a language: voice+variant, words a minute, pitch 0-99."""

    voice: str
    speed: int
    pitch: int
    gap: int = 1  # pause between words, 10 ms units


VOICES: dict[str, VoiceStyle] = {
    "en": VoiceStyle("en-gb-x-rp+m3", speed=150, pitch=38),
    "it": VoiceStyle("it+m3", speed=145, pitch=40),
}


#: Words the synthesizer would misread, written as a dealer says them: Italian players
#: say the English "all in" ("òl in"), which espeak's Italian reads "al in".
SPOKEN_AS: dict[tuple[str, str], str] = {("it", "all_in"): "Òl in!"}


def espeak(text: str, style: VoiceStyle) -> np.ndarray:
    """espeak-ng's speech of ``text`` as float samples at its own rate (22,050 Hz)."""
    exe = shutil.which("espeak-ng")
    if exe is None:
        raise SystemExit("espeak-ng is missing: apt-get install espeak-ng")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "espeak.wav"
        subprocess.run(
            [exe, "-v", style.voice, "-s", str(style.speed), "-p", str(style.pitch),
             "-g", str(style.gap), "-a", "120", "-z", "-w", str(path), text],
            check=True, capture_output=True)
        if not path.is_file():  # espeak-ng exits 0 even on a bad option
            raise SystemExit(f"espeak-ng wrote nothing for {text!r} ({style.voice})")
        with wave.open(str(path)) as w:
            if w.getnchannels() != 1 or w.getsampwidth() != 2 or w.getframerate() != RATE:
                raise SystemExit(f"espeak-ng gave {w.getnchannels()} ch at {w.getframerate()} Hz: "
                                 f"expected mono at {RATE}")
            data = w.readframes(w.getnframes())
    return np.frombuffer(data, dtype="<i2").astype(np.float64) / 32768


#: The languages spoken by Festival's HTS voice instead of espeak-ng: the clearer one where it
#: was measured (tools/voice_intelligibility.py: English heard 2 of 20 lines exactly with
#: espeak-ng, see the issue 28 note for Festival's score). Italian stays with espeak-ng.
FESTIVAL_VOICES: dict[str, str] = {"en": "voice_cmu_us_slt_arctic_hts"}


def festival(text: str, voice: str) -> np.ndarray:
    """Festival's speech of ``text`` (text2wave with ``voice``) as float samples at RATE
    (resampled in numpy from the voice's own rate)."""
    exe = shutil.which("text2wave")
    if exe is None:
        raise SystemExit("festival is missing: apt-get install festival festvox-us-slt-hts")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "festival.wav"
        subprocess.run([exe, "-eval", f"({voice})", "-o", str(path)], input=text.encode(), check=True,
                       capture_output=True)
        with wave.open(str(path)) as w:
            rate, data = w.getframerate(), w.readframes(w.getnframes())
    x = np.frombuffer(data, dtype="<i2").astype(np.float64) / 32768
    t = np.arange(0, len(x) / rate, 1 / RATE)
    return np.interp(t, np.arange(len(x)) / rate, x)


def shape(x: np.ndarray) -> np.ndarray:
    """High-pass, soft low-pass and a slight presence lift, in one FFT (with padding so the
    filter's ring does not wrap around)."""
    pad = int(0.05 * RATE)
    y = np.concatenate([np.zeros(pad), x - x.mean(), np.zeros(pad)])
    spec = np.fft.rfft(y)
    f = np.maximum(np.fft.rfftfreq(len(y), 1 / RATE), 1.0)
    gain = 1 / (1 + (90 / f) ** 4)  # rumble out
    gain /= np.sqrt(1 + (f / 6800) ** 6)  # the buzz softened
    gain *= 1 + 0.25 * np.exp(-(((f - 2500) / 900) ** 2))  # presence
    return np.fft.irfft(spec * gain, len(y))


def room(x: np.ndarray) -> np.ndarray:
    """A few quiet early reflections: the dealer stands at a table, not in a box."""
    out = np.concatenate([x, np.zeros(int(0.08 * RATE))])
    for ms, g in ((13, 0.10), (23, 0.07), (37, 0.05), (53, 0.03)):
        d = int(ms * RATE / 1000)
        out[d:d + len(x)] += g * x
    return out


def trim(x: np.ndarray, floor_db: float = -45.0) -> np.ndarray:
    """Cut the silence before and after the words (10 ms windows), keeping a breath."""
    win = int(0.01 * RATE)
    n = len(x) // win
    if n == 0:
        return x
    rms = np.sqrt((x[: n * win].reshape(n, win) ** 2).mean(axis=1))
    loud = np.nonzero(rms > rms.max() * 10 ** (floor_db / 20))[0]
    if len(loud) == 0:
        return x
    start = max(0, (loud[0] - 3) * win)
    end = min(len(x), (loud[-1] + 8) * win)
    return x[start:end]


def _spread_max(x: np.ndarray, n: int) -> np.ndarray:
    """The largest value within ``n`` samples either side of each sample."""
    out = x.copy()
    for k in range(1, n + 1):
        out[k:] = np.maximum(out[k:], x[:-k])
        out[:-k] = np.maximum(out[:-k], x[k:])
    return out


def limit(x: np.ndarray, ceiling: float) -> np.ndarray:
    """A smooth look-ahead peak limiter: the gain each peak needs to stay under ``ceiling``,
    held 5 ms either side, then eased over the same 5 ms (the average of gains held that
    long never exceeds a peak's own), so the few loud syllables come down without clicks
    and the whole line can be as loud as the others."""
    span = int(0.005 * RATE)
    need = np.minimum(1.0, ceiling / np.maximum(np.abs(x), 1e-9))
    held = -_spread_max(-need, span)  # the lowest gain near each sample
    gain = np.convolve(np.pad(held, span, mode="edge"), np.ones(2 * span + 1) / (2 * span + 1), "valid")
    return x * gain


def normalise(x: np.ndarray) -> np.ndarray:
    """RMS at RMS_DBFS, the peaks limited to PEAK_DBFS (so every line is as loud); short
    fades at the ends."""
    rms = float(np.sqrt((x**2).mean())) or 1.0
    y = limit(x * 10 ** (RMS_DBFS / 20) / rms, 10 ** (PEAK_DBFS / 20))
    peak = float(np.abs(y).max()) or 1.0
    y *= min(1.0, 10 ** (PEAK_DBFS / 20) / peak)  # whatever the easing let through
    fade_in, fade_out = int(0.005 * RATE), int(0.03 * RATE)
    y[:fade_in] *= np.linspace(0, 1, fade_in)
    y[-fade_out:] *= np.linspace(1, 0, fade_out)
    return y


def speech(text: str, lang: str) -> np.ndarray:
    """A finished line: spoken, shaped, roomed, trimmed and normalised."""
    voice = FESTIVAL_VOICES.get(lang)
    if voice:  # Festival's recorded voice has its own room: no reflections added (heard better)
        return normalise(trim(shape(festival(text, voice))))
    return normalise(trim(room(shape(espeak(text, VOICES[lang])))))


def wav_bytes(x: np.ndarray) -> bytes:
    pcm = np.clip(np.round(x * 32767), -32768, 32767).astype("<i2").tobytes()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm)
    return buf.getvalue()


def write_line(x: np.ndarray, out: Path) -> Path:
    """Write ``out``.ogg with oggenc (a serial from the name: the same bytes every run),
    else ``out``.wav; the other format's old file is removed."""
    out.parent.mkdir(parents=True, exist_ok=True)
    oggenc = shutil.which("oggenc")
    target = out.with_suffix(".ogg" if oggenc else ".wav")
    if oggenc:
        serial = int.from_bytes(hashlib.sha256(str(out.relative_to(OUT)).encode()).digest()[:3], "big")
        with tempfile.TemporaryDirectory() as tmp:
            src = Path(tmp) / "line.wav"
            src.write_bytes(wav_bytes(x))
            subprocess.run([oggenc, "-Q", "-q", OGG_QUALITY, "-s", str(serial), "-o", str(target), str(src)],
                           check=True)
    else:
        target.write_bytes(wav_bytes(x))
    for other in (out.with_suffix(".ogg"), out.with_suffix(".wav")):
        if other != target and other.exists():
            other.unlink()
    return target


def make_all(out: Path = OUT) -> list[Path]:
    """Every line in every language; returns the files written."""
    written = []
    for lang in LANGUAGES:
        for name, texts in LINES.items():
            text = SPOKEN_AS.get((lang, name), texts[lang])
            written.append(write_line(speech(text, lang), out / lang / name))
    return written


def missing(out: Path = OUT) -> list[str]:
    """Lines with no recording (``lang/name``)."""
    return [f"{lang}/{name}" for lang in LANGUAGES for name in LINES
            if not any((out / lang / f"{name}{s}").is_file() for s in (".ogg", ".wav"))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only list the lines with no recording")
    args = ap.parse_args(argv)
    if args.check:
        gone = missing()
        print("\n".join(gone) if gone else "every line has a recording")
        return 1 if gone else 0
    files = make_all()
    total = sum(f.stat().st_size for f in files)
    print(f"voice   {len(files)} files, {total / 1024:.0f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
