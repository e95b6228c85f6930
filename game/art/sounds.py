"""Sound effects synthesised from sines, soft harmonics and filtered noise.

Everything is gentle on purpose (soft attacks, no hard clipping, peaks well below full
scale): these sounds repeat hundreds of times a game. The ambient loop uses only
frequencies that complete whole cycles in its length, and noise filtered around the loop,
so it repeats without a click.
"""

from __future__ import annotations

import io
import math
import random
import struct
import wave
from collections.abc import Callable

RATE = 22050  # ample: the brightest partial (G7's bell overtone, 8.7 kHz) is under 11 kHz
RELEASE = 0.03  # seconds
TAU = 2 * math.pi


def note(name: str) -> float:
    """Frequency of a note such as 'A4' or 'C#5' (equal temperament, A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    steps += name.count("#") - name.count("b")
    octave = int(name[-1])
    return 440.0 * 2 ** ((steps + 12 * (octave - 4)) / 12)


class Track:
    """A mono buffer that voices are mixed into."""

    def __init__(self, seconds: float, rate: int = RATE):
        self.rate = rate
        self.samples = [0.0] * int(seconds * rate)

    def add(
        self,
        start: float,
        seconds: float,
        voice: Callable[[float], float],
        gain: float = 1.0,
        fade_out: bool = True,
    ) -> None:
        """Mix ``gain * voice(t)`` (t in seconds from its start) for ``seconds`` from ``start``,
        fading out over the last 30 ms so that a voice cut short never clicks (a loop's voice,
        whose end runs into its start, is not faded)."""
        first = int(start * self.rate)
        count = int(seconds * self.rate)
        release = max(1, int(RELEASE * self.rate)) if fade_out else 1
        for k in range(min(count, len(self.samples) - first)):
            self.samples[first + k] += gain * min(1.0, (count - k) / release) * voice(k / self.rate)

    def wav(self, peak: float, fades: bool = True) -> bytes:
        """16-bit mono WAV, normalised to ``peak`` of full scale, with 4 ms fades at the ends
        (none for a loop, whose end runs into its start)."""
        top = max(abs(s) for s in self.samples) or 1.0
        fade = int(0.004 * self.rate) if fades else 0
        n = len(self.samples)
        frames = bytearray()
        for i, s in enumerate(self.samples):
            k = min(1.0, i / fade, (n - 1 - i) / fade) if fade else 1.0
            frames += struct.pack("<h", int(round(s / top * peak * k * 32767)))
        return _wav_bytes(bytes(frames), self.rate)


def _wav_bytes(frames: bytes, rate: int) -> bytes:
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(frames)
    return buffer.getvalue()


def bell(freq: float, decay: float, brightness: float = 0.35) -> Callable[[float], float]:
    """A soft bell: a sine with a quieter inharmonic partial, quick attack, exponential decay."""

    def voice(t: float) -> float:
        attack = min(1.0, t / 0.004)
        overtone = brightness * math.exp(-t / (decay * 0.4)) * math.sin(TAU * freq * 2.76 * t)
        return attack * math.exp(-t / decay) * (math.sin(TAU * freq * t) + overtone)

    return voice


def brass(freq: float, length: float, vibrato: float = 0.004) -> Callable[[float], float]:
    """A mellow brass-like tone: harmonics falling off as 1/n^1.5, a swell and a release."""

    def voice(t: float) -> float:
        env = min(1.0, t / 0.05) * min(1.0, max(0.0, (length - t) / 0.12))
        phase = TAU * freq * t + vibrato * freq * math.sin(TAU * 5.0 * t) / 5.0
        return env * sum(math.sin(phase * n) / n**1.5 for n in range(1, 7))

    return voice


def thump(start_freq: float, end_freq: float, decay: float) -> Callable[[float], float]:
    """A drum-like hit whose pitch falls quickly."""

    def voice(t: float) -> float:  # the phase is the integral of the falling frequency
        phase = TAU * (end_freq * t + (start_freq - end_freq) * 0.03 * (1 - math.exp(-t / 0.03)))
        return math.exp(-t / decay) * math.sin(phase)

    return voice


def noise(seed: int, decay: float, smooth: float) -> Callable[[float], float]:
    """Decaying noise through a one-pole low-pass (``smooth`` near 1 is darker)."""
    rng = random.Random(seed)
    state = [0.0]

    def voice(t: float) -> float:
        state[0] = state[0] * smooth + (rng.random() * 2 - 1) * (1 - smooth)
        return state[0] * math.exp(-t / decay)

    return voice


def looped_low_pass(signal: list[float], cutoff: float, rate: int) -> list[float]:
    """A one-pole low-pass run twice round a loop, so that its state at the start is the
    state the end leaves: the filtered loop repeats without a seam."""
    a = math.exp(-TAU * cutoff / rate)
    state, out = 0.0, [0.0] * len(signal)
    for _ in range(2):
        for i, x in enumerate(signal):
            state = a * state + (1 - a) * x
            out[i] = state
    return out


def move() -> bytes:
    """Two soft wooden taps: a piece set down."""
    track = Track(0.26)
    for start, freq, gain in ((0.0, 520.0, 1.0), (0.07, 410.0, 0.6)):
        track.add(start, 0.18, bell(freq, 0.035, 0.5), gain)
        track.add(start, 0.18, noise(7, 0.01, 0.6), gain * 0.6)
    return track.wav(0.55)


def capture() -> bytes:
    """A low thump with a short metallic ring: a piece taken."""
    track = Track(0.65)
    track.add(0.0, 0.4, thump(180.0, 60.0, 0.12))
    track.add(0.0, 0.3, noise(11, 0.05, 0.85), 0.5)
    for freq, gain in ((620.0, 0.25), (1010.0, 0.18), (1580.0, 0.1)):
        track.add(0.02, 0.6, bell(freq, 0.16, 0.2), gain)
    return track.wav(0.7)


def pacify() -> bytes:
    """A rising major chime: a Hawk piece turns peaceful."""
    track = Track(1.2)
    for k, name in enumerate(("C6", "E6", "G6", "C7")):
        track.add(k * 0.09, 1.0, bell(note(name), 0.35, 0.25), 0.6)
    track.add(
        0.0, 1.1, lambda t: math.sin(TAU * note("C5") * t) * math.sin(math.pi * t / 1.1), 0.15
    )
    return track.wav(0.55)


def generate() -> bytes:
    """An upward 'bloop' with a sparkle: a new piece appears."""
    track = Track(0.75)

    def sweep(t: float) -> float:
        phase = TAU * (300.0 * t + 0.5 * 1200.0 * t * t)  # 300 Hz rising 1200 Hz per second
        return math.sin(phase) * math.sin(math.pi * min(1.0, t / 0.4)) * math.exp(-t / 0.5)

    track.add(0.0, 0.4, sweep)
    for k, name in enumerate(("C7", "E7", "G7")):
        track.add(0.25 + k * 0.06, 0.45, bell(note(name), 0.12, 0.1), 0.3)
    return track.wav(0.5)


def eliminate() -> bytes:
    """A falling minor line over a low gong: a player is out."""
    track = Track(1.8)
    for k, name in enumerate(("A3", "F3", "D3")):
        track.add(k * 0.22, 0.6 if k < 2 else 1.3, brass(note(name), 0.6 if k < 2 else 1.3))
    track.add(0.44, 1.3, bell(note("D2"), 0.6, 0.5), 0.8)
    return track.wav(0.6)


def victory() -> bytes:
    """A short fanfare ending on a held major chord."""
    track = Track(2.7)
    for k, name in enumerate(("C4", "E4", "G4")):
        track.add(k * 0.13, 0.14, brass(note(name), 0.14))
    track.add(0.39, 0.3, brass(note("C5"), 0.3))
    track.add(0.72, 0.14, brass(note("G4"), 0.14))
    for name in ("C4", "E4", "G4", "C5"):
        track.add(0.88, 1.8, brass(note(name), 1.8, 0.006), 0.7)
    for k, name in enumerate(("C6", "E6", "G6")):
        track.add(0.88 + k * 0.05, 1.2, bell(note(name), 0.4), 0.25)
    return track.wav(0.6)


def click() -> bytes:
    """A short soft tick for buttons."""
    track = Track(0.06)
    track.add(0.0, 0.05, bell(2200.0, 0.008, 0.2))
    track.add(0.0, 0.05, noise(3, 0.004, 0.3), 0.3)
    return track.wav(0.45)


def ambient() -> bytes:
    """Eight seconds of a quiet pad and a breeze that loop seamlessly."""
    seconds = 8.0
    track = Track(seconds, RATE)

    def whole(freq: float) -> float:  # nearest frequency with whole cycles in the loop
        return round(freq * seconds) / seconds

    chord = [
        (whole(note(n)), g) for n, g in (("D3", 0.5), ("A3", 0.35), ("F#4", 0.22), ("E4", 0.18))
    ]

    def pad(t: float) -> float:
        swell = 0.75 + 0.25 * math.sin(TAU * t / seconds)
        return swell * sum(
            g
            * (math.sin(TAU * f * t) + 0.2 * math.sin(TAU * 2 * f * t))
            * (0.8 + 0.2 * math.sin(TAU * (k + 1) * t / seconds + k))
            for k, (f, g) in enumerate(chord)
        )

    track.add(0.0, seconds, pad, fade_out=False)
    # A breeze: noise band-passed to about 150-800 Hz, swelling twice per loop.
    rng = random.Random(5)
    raw = [rng.random() * 2 - 1 for _ in track.samples]
    high, low = looped_low_pass(raw, 800.0, RATE), looped_low_pass(raw, 150.0, RATE)
    breeze = [h - lo for h, lo in zip(high, low, strict=True)]
    level = 0.12 / math.sqrt(sum(x * x for x in breeze) / len(breeze))
    for i, x in enumerate(breeze):
        t = i / RATE
        track.samples[i] += level * x * (0.6 + 0.4 * math.sin(TAU * 2 * t / seconds))
    return track.wav(0.3, fades=False)


SOUNDS: dict[str, Callable[[], bytes]] = {
    "move": move,
    "capture": capture,
    "pacify": pacify,
    "generate": generate,
    "eliminate": eliminate,
    "victory": victory,
    "click": click,
    "ambient": ambient,
}
