"""Synthesise the program's sound effects into ``data/sounds/`` (``python -m tools.make_sounds``).

Every effect is made here from sine waves, a sawtooth and seeded noise, so the files are the
project's own and the same on every run (a test compares them with the ones shipped). Mono,
16-bit, 22,050 samples a second: each file is a few kilobytes.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable, Iterable
from pathlib import Path

RATE = 22_050
PEAK = 0.8
"""The loudest sample of every effect, as a share of full scale: effects are levelled alike."""

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(seconds * RATE)


def mix(into: Samples, sound: Samples, at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds, growing it when needed."""
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value * gain


def tone(frequency: float, seconds: float, decay: float, partials: Iterable[tuple[float, float]] = ((1.0, 1.0),),
         attack: float = 0.004) -> Samples:
    """A struck tone: partials (ratio to ``frequency``, loudness) dying away with time constant ``decay``."""
    partials = list(partials)
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        envelope = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(envelope * sum(level * math.sin(2 * math.pi * frequency * ratio * t) for ratio, level in partials))
    return out


def noise(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> Samples:
    """Seeded white noise dying away; ``smooth`` (0 to 1) takes off the highest hiss."""
    chooser = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(seconds * RATE)):
        last = smooth * last + (1 - smooth) * chooser.uniform(-1, 1)
        out.append(last * math.exp(-i / RATE / decay))
    return out


def glide(start: float, end: float, seconds: float, wave_of: Callable[[float], float], decay: float) -> Samples:
    """A tone sliding from ``start`` Hz to ``end`` Hz; ``wave_of`` maps a phase (in turns) to a sample."""
    out, phase = [], 0.0
    count = int(seconds * RATE)
    for i in range(count):
        frequency = start + (end - start) * i / count
        phase += frequency / RATE
        t = i / RATE
        out.append(wave_of(phase % 1.0) * min(1.0, t / 0.01) * math.exp(-t / decay))
    return out


def sawtooth(phase: float) -> float:
    return 2 * phase - 1


def soften(samples: Samples, smooth: float) -> Samples:
    """A one-pole low-pass: rounds off a sawtooth or a click."""
    out, last = [], 0.0
    for value in samples:
        last = smooth * last + (1 - smooth) * value
        out.append(last)
    return out


BELL = ((1.0, 1.0), (2.0, 0.35), (2.76, 0.18), (5.4, 0.06))
"""The partials of a small bell: the program's chimes."""
WOOD = ((1.0, 1.0), (2.9, 0.45), (4.1, 0.2))
"""The partials of a knock on wood."""


def die_roll() -> Samples:
    """A die tumbling on the table: quick knocks growing apart and softer, then the settle."""
    out = silence(0.6)
    at = 0.0
    for n, gap in enumerate((0.07, 0.065, 0.06, 0.055, 0.05, 0.05, 0.045)):
        knock = tone(1500 + 180 * (n % 3), 0.05, 0.009, WOOD)
        mix(out, knock, at, 0.9 - 0.08 * n)
        mix(out, noise(0.02, 0.004, seed=n, smooth=0.3), at, 0.35)
        at += gap
    mix(out, tone(1250, 0.09, 0.02, WOOD), at + 0.02, 0.7)
    return out


def card_draw() -> Samples:
    """A card slid off the deck: a soft rising swish."""
    out = noise(0.2, 0.08, seed=11, smooth=0.75)
    return [value * min(1.0, i / (0.05 * RATE)) for i, value in enumerate(out)]


def card_play() -> Samples:
    """A card laid on the table: a short snap over a low thud."""
    out = noise(0.03, 0.006, seed=12, smooth=0.2)
    mix(out, tone(150, 0.12, 0.035), 0.0, 0.9)
    return out


def piece_down() -> Samples:
    """A wooden piece set down."""
    out = tone(430, 0.16, 0.03, WOOD)
    mix(out, noise(0.01, 0.002, seed=13), 0.0, 0.4)
    return out


def refusal() -> Samples:
    """Two low, soft notes going down: not that."""
    out = silence(0.3)
    for n, frequency in enumerate((233.0, 196.0)):
        mix(out, soften(glide(frequency, frequency, 0.13, sawtooth, 0.06), 0.85), 0.14 * n)
    return out


def your_turn() -> Samples:
    """A two-note chime, rising: the table is yours."""
    out = tone(659.3, 0.7, 0.22, BELL)
    mix(out, tone(880.0, 0.7, 0.25, BELL), 0.16)
    return out


def kill() -> Samples:
    """A falling growl: an Alien strikes."""
    out = soften(glide(520, 70, 0.5, sawtooth, 0.2), 0.7)
    mix(out, noise(0.25, 0.08, seed=14, smooth=0.6), 0.0, 0.5)
    return out


def worker_out() -> Samples:
    """The lift's bell: someone leaves."""
    out = tone(1046.5, 0.8, 0.3, BELL)
    mix(out, tone(1318.5, 0.6, 0.2, BELL), 0.0, 0.4)
    return out


def win() -> Samples:
    """A rising major arpeggio."""
    out = silence(1.3)
    for n, frequency in enumerate((523.3, 659.3, 784.0, 1046.5)):
        mix(out, tone(frequency, 0.9, 0.3, BELL), 0.13 * n)
    return out


def loss() -> Samples:
    """A falling minor line, slow."""
    out = silence(1.4)
    for n, frequency in enumerate((392.0, 311.1, 261.6)):
        mix(out, tone(frequency, 0.9, 0.35, BELL), 0.25 * n)
    return out


EFFECTS: dict[str, Callable[[], Samples]] = {
    "die_roll": die_roll,
    "card_draw": card_draw,
    "card_play": card_play,
    "piece_down": piece_down,
    "refusal": refusal,
    "your_turn": your_turn,
    "kill": kill,
    "worker_out": worker_out,
    "win": win,
    "loss": loss,
}
"""Every effect, by the name the program plays it by (``ui.sound``)."""


def wav_bytes(samples: Samples) -> array:
    """Levelled to ``PEAK`` and faded out over the last 10 ms, as 16-bit samples."""
    loudest = max(abs(value) for value in samples) or 1.0
    fade = int(0.01 * RATE)
    count = len(samples)
    out = array("h")
    for i, value in enumerate(samples):
        tail = min(1.0, (count - i) / fade)
        out.append(round(value / loudest * PEAK * tail * 32767))
    if sys.byteorder == "big":
        out.byteswap()
    return out


def write(folder: Path, name: str) -> Path:
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as file:
        file.setnchannels(1)
        file.setsampwidth(2)
        file.setframerate(RATE)
        file.writeframes(wav_bytes(EFFECTS[name]()).tobytes())
    return path


def main(argv: list[str] | None = None) -> int:
    folder = Path(argv[0]) if argv else Path(__file__).resolve().parents[1] / "data" / "sounds"
    folder.mkdir(parents=True, exist_ok=True)
    for name in EFFECTS:
        print(write(folder, name))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
