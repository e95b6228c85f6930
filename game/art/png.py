"""A minimal PNG encoder (8-bit RGB or RGBA), so textures need no imaging library.

Each row gets the filter (none, Sub or Up) with the smallest sum of absolute bytes, the usual
heuristic; the chunk layout is fixed, so the output depends only on the pixels.
"""

from __future__ import annotations

import struct
import zlib


def _chunk(kind: bytes, data: bytes) -> bytes:
    return (
        struct.pack(">I", len(data))
        + kind
        + data
        + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    )


def _score(row: bytes) -> int:
    return sum(b if b < 128 else 256 - b for b in row)


def encode(width: int, height: int, channels: int, pixels: bytes) -> bytes:
    """PNG bytes of top-to-bottom rows of ``channels`` (3 or 4) bytes per pixel."""
    stride = width * channels
    raw = bytearray()
    previous = bytes(stride)
    for y in range(height):
        row = pixels[y * stride : (y + 1) * stride]
        sub = bytes(
            (row[i] - (row[i - channels] if i >= channels else 0)) & 0xFF for i in range(stride)
        )
        up = bytes((row[i] - previous[i]) & 0xFF for i in range(stride))
        kind, data = min(((0, row), (1, sub), (2, up)), key=lambda c: _score(c[1]))
        raw.append(kind)
        raw += data
        previous = row
    colour_type = 6 if channels == 4 else 2
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + _chunk(b"IHDR", header)
        + _chunk(b"IDAT", zlib.compress(bytes(raw), 9))
        + _chunk(b"IEND", b"")
    )
