"""Every texture loads and is a power of two; every sound is a short, gentle 16-bit WAV;
the ambient loop runs into its own start without a click."""

from __future__ import annotations

import struct
import wave

import pytest

from game.view import assets


def is_power_of_two(n: int) -> bool:
    return n > 0 and n & (n - 1) == 0


def samples(name: str) -> tuple[int, list[int]]:
    with wave.open(str(assets.sound_path(name))) as wav:
        assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
        data = wav.readframes(wav.getnframes())
        return wav.getframerate(), list(struct.unpack(f"<{len(data) // 2}h", data))


def test_every_texture_file_is_listed():
    on_disk = {p.stem for p in (assets.asset_root() / "textures").glob("*.png")}
    assert on_disk == set(assets.TEXTURES)


@pytest.mark.parametrize("name", assets.TEXTURES)
def test_texture_loads_with_power_of_two_sides(base, name):
    tex = assets.texture(name)
    assert tex is not None
    assert is_power_of_two(tex.getXSize()) and is_power_of_two(tex.getYSize())


@pytest.mark.parametrize(
    "name", [n for n in assets.TEXTURES if n.startswith("highlight") or n == "shadow"]
)
def test_overlays_are_see_through(base, name):
    assert assets.texture(name).getNumComponents() == 4


def test_tiles_have_detail_not_flat_colour(base):
    from panda3d.core import PNMImage

    for name in ("tile_light", "tile_dark"):
        image = PNMImage()
        assert assets.texture(name).store(image)
        values = {
            round(image.getBright(x, y), 3) for x in range(0, 256, 4) for y in range(0, 256, 4)
        }
        assert len(values) > 40, name


def test_every_sound_file_is_listed():
    assert {p.stem for p in (assets.asset_root() / "sounds").glob("*.wav")} == set(assets.SOUNDS)


@pytest.mark.parametrize("name", assets.SOUNDS)
def test_sound_is_short_and_gentle(base, name):
    rate, data = samples(name)
    assert rate in (22050, 44100)
    seconds = len(data) / rate
    assert 0.03 < seconds <= (10.0 if name == "ambient" else 3.0)
    peak = max(abs(s) for s in data)
    assert 0.1 * 32767 < peak < 0.9 * 32767  # audible, never at full scale
    assert abs(sum(data) / len(data)) < 0.01 * 32767  # no DC offset
    assert assets.load_sound(base.loader, name) is not None


def test_ambient_loop_is_seamless():
    _, data = samples("ambient")
    steps = sorted(abs(a - b) for a, b in zip(data, data[1:], strict=False))
    assert abs(data[-1] - data[0]) <= steps[int(len(steps) * 0.999)]
    assert max(abs(s) for s in data) < 0.4 * 32767  # quiet: it plays under everything
