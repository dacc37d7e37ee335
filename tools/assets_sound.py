"""Sound effects for the asset generator: numpy synthesis written as 16-bit mono WAV.

Every sound is built from damped sines and filtered noise with soft attacks, kept
short and below full scale so nothing clips or sounds harsh. Fixed seeds make the
files identical on every run.
"""

from __future__ import annotations

import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np

RATE = 44100
AMBIENCE_RATE = 22050


def _t(seconds: float, rate: int = RATE) -> np.ndarray:
    return np.arange(int(seconds * rate)) / rate


def _env(n: int, attack: float, decay: float, rate: int = RATE) -> np.ndarray:
    """Linear attack then exponential decay (``decay`` = time constant in seconds)."""
    t = np.arange(n) / rate
    a = np.clip(t / max(attack, 1e-6), 0, 1)
    return a * np.exp(-np.maximum(t - attack, 0) / decay)


def _bandpass(x: np.ndarray, lo: float, hi: float, rate: int = RATE) -> np.ndarray:
    """Crude FFT band-pass with soft shoulders (fine for short effects)."""
    spec = np.fft.rfft(x)
    f = np.fft.rfftfreq(len(x), 1 / rate)
    gain = 1 / (1 + (lo / np.maximum(f, 1)) ** 4) / (1 + (f / hi) ** 4)
    return np.fft.irfft(spec * gain, len(x))


def _bell(freq: float, seconds: float, decay: float, bright: float = 1.0) -> np.ndarray:
    t = _t(seconds)
    partials = [(1.0, 1.0), (2.0, 0.35 * bright), (3.01, 0.16 * bright), (4.2, 0.07 * bright)]
    out = np.zeros_like(t)
    for mult, amp in partials:
        out += amp * np.sin(2 * np.pi * freq * mult * t) * np.exp(-t / (decay / mult**0.5))
    return out * np.clip(t / 0.004, 0, 1)


def _place(total: np.ndarray, part: np.ndarray, at: float, gain: float = 1.0) -> None:
    i = int(at * RATE)
    n = min(len(part), len(total) - i)
    total[i:i + n] += gain * part[:n]


def _normalise(x: np.ndarray, peak: float) -> np.ndarray:
    m = np.abs(x).max() or 1.0
    y = x / m * peak
    fade = min(len(y) // 4, int(0.006 * RATE))
    y[-fade:] *= np.linspace(1, 0, fade)
    return y


def card_deal(rng: np.random.Generator) -> np.ndarray:
    """A card sliding over felt (swish) ending in a light snap."""
    n = int(0.16 * RATE)
    noise = rng.standard_normal(n)
    t = np.arange(n) / RATE
    swish = _bandpass(noise, 900, 4500) * np.sin(np.pi * np.clip(t / 0.12, 0, 1)) ** 2
    snap = _bandpass(rng.standard_normal(n), 1500, 6000) * _env(n, 0.001, 0.008)
    out = swish * 0.6
    _place(out, snap, 0.11, 1.2)
    return _normalise(out, 0.55)


def card_flip(rng: np.random.Generator) -> np.ndarray:
    """A card turned over: a quick double flick."""
    out = np.zeros(int(0.11 * RATE))
    for at, g in ((0.0, 0.7), (0.045, 1.0)):
        m = int(0.05 * RATE)
        burst = _bandpass(rng.standard_normal(m), 1200, 5000) * _env(m, 0.002, 0.012)
        _place(out, burst, at, g)
    return _normalise(out, 0.5)


def _clack(rng: np.random.Generator, pitch: float = 1.0) -> np.ndarray:
    n = int(0.09 * RATE)
    t = np.arange(n) / RATE
    tone = sum(a * np.sin(2 * np.pi * f * pitch * t + rng.uniform(0, 6.28)) * np.exp(-t / d)
               for f, a, d in ((2650, 1.0, 0.018), (4130, 0.6, 0.012), (5870, 0.35, 0.008)))
    click = _bandpass(rng.standard_normal(n), 2500, 10000) * _env(n, 0.0005, 0.003)
    return np.asarray(tone * np.clip(t / 0.0008, 0, 1) + 0.5 * click)


def chip(rng: np.random.Generator) -> np.ndarray:
    """One clay chip set down on another: a short bright clack."""
    out = np.zeros(int(0.12 * RATE))
    _place(out, _clack(rng, 1.0), 0.0)
    _place(out, _clack(rng, 1.07), 0.018, 0.35)
    return _normalise(out, 0.5)


def chips_stack(rng: np.random.Generator) -> np.ndarray:
    """A small stack settling: a run of clacks getting quicker and softer."""
    out = np.zeros(int(0.4 * RATE))
    at = 0.0
    for k in range(6):
        _place(out, _clack(rng, rng.uniform(0.92, 1.1)), at, 0.9 ** k)
        at += 0.055 * 0.82 ** k + rng.uniform(0, 0.01)
    return _normalise(out, 0.5)


def button(rng: np.random.Generator) -> np.ndarray:
    """A soft UI click."""
    n = int(0.05 * RATE)
    t = np.arange(n) / RATE
    out = np.sin(2 * np.pi * 1400 * t) * _env(n, 0.001, 0.006) + 0.5 * np.sin(2 * np.pi * 220 * t) * _env(n, 0.001, 0.01)
    return _normalise(out, 0.4)


def tick(rng: np.random.Generator) -> np.ndarray:
    """A wood-block tick for the decision timer."""
    n = int(0.04 * RATE)
    t = np.arange(n) / RATE
    out = np.sin(2 * np.pi * 1900 * t) * _env(n, 0.0006, 0.006) + 0.4 * np.sin(2 * np.pi * 950 * t) * _env(n, 0.0006, 0.009)
    return _normalise(out, 0.35)


def win(rng: np.random.Generator) -> np.ndarray:
    """A gentle rising chime (C major arpeggio)."""
    out = np.zeros(int(1.0 * RATE))
    for i, f in enumerate((523.25, 659.25, 783.99)):
        _place(out, _bell(f, 0.8, 0.32), 0.09 * i, 0.8)
    return _normalise(out, 0.5)


def big_win(rng: np.random.Generator) -> np.ndarray:
    """A brighter, longer arpeggio over two octaves with a sparkle on top."""
    out = np.zeros(int(1.8 * RATE))
    notes = (523.25, 659.25, 783.99, 1046.5, 1318.5, 1568.0)
    for i, f in enumerate(notes):
        _place(out, _bell(f, 1.1, 0.45, bright=1.3), 0.075 * i, 0.7)
    _place(out, _bell(2093.0, 1.2, 0.5, bright=1.5), 0.5, 0.5)
    sparkle = (2093.0, 2349.3, 2637.0, 3136.0, 3520.0, 4186.0)  # C major pentatonic, two octaves up
    for k in range(10):
        _place(out, _bell(sparkle[int(rng.integers(len(sparkle)))], 0.25, 0.06), 0.55 + 0.07 * k, 0.12)
    return _normalise(out, 0.55)


def error(rng: np.random.Generator) -> np.ndarray:
    """A soft, low two-step 'no' — rounded, not a harsh buzzer."""
    out = np.zeros(int(0.32 * RATE))
    for at, f in ((0.0, 196.0), (0.13, 164.8)):
        n = int(0.16 * RATE)
        t = np.arange(n) / RATE
        tone = np.sin(2 * np.pi * f * t) + 0.3 * np.sin(4 * np.pi * f * t) + 0.12 * np.sin(6 * np.pi * f * t)
        _place(out, tone * _env(n, 0.01, 0.07), at)
    return _normalise(out, 0.45)


def ambience(rng: np.random.Generator) -> np.ndarray:
    """A quiet, seamlessly looping room murmur with a few distant chips (22.05 kHz, 8 s)."""
    n = 8 * AMBIENCE_RATE
    spec = np.fft.rfft(rng.standard_normal(n))
    f = np.fft.rfftfreq(n, 1 / AMBIENCE_RATE)
    shape = 1 / np.sqrt(np.maximum(f, 20)) / (1 + (f / 900) ** 2) * (1 / (1 + (120 / np.maximum(f, 1)) ** 2))
    murmur = np.fft.irfft(spec * shape, n)  # periodic by construction: the loop has no seam
    murmur /= np.abs(murmur).max()
    slow = 0.75 + 0.25 * np.sin(2 * np.pi * np.arange(n) / n * 3)
    out = murmur * slow
    for _ in range(7):
        m = int(0.06 * AMBIENCE_RATE)
        t = np.arange(m) / AMBIENCE_RATE
        clack = np.sin(2 * np.pi * rng.uniform(2400, 3200) * t) * np.exp(-t / 0.01)
        i = int(rng.uniform(0.2, 7.7) * AMBIENCE_RATE)
        out[i:i + m] += 0.25 * clack
    return out / (np.abs(out).max() or 1.0) * 0.12


SOUNDS: dict[str, tuple[Callable[[np.random.Generator], np.ndarray], int]] = {
    "card_deal": (card_deal, RATE),
    "card_flip": (card_flip, RATE),
    "chip": (chip, RATE),
    "chips_stack": (chips_stack, RATE),
    "button": (button, RATE),
    "win": (win, RATE),
    "big_win": (big_win, RATE),
    "error": (error, RATE),
    "tick": (tick, RATE),
    "ambience": (ambience, AMBIENCE_RATE),
}


def write_wav(samples: np.ndarray, path: Path, rate: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    pcm = (np.clip(samples, -1, 1) * 32767).astype("<i2")
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(pcm.tobytes())


def make_all(out_dir: Path) -> list[Path]:
    written = []
    for i, (name, (fn, rate)) in enumerate(SOUNDS.items()):
        rng = np.random.default_rng(1000 + i)
        path = out_dir / f"{name}.wav"
        write_wav(fn(rng), path, rate)
        written.append(path)
    return written
