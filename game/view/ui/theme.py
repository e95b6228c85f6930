"""The look of the interface: colours, the font, and widgets built on DirectGUI.

Panels and buttons are drawn with nine-patch textures made here with PNMImage (rounded
corners, a thin gold edge), one per button state, so every screen shares one look. All
sizes are in aspect2d units: text of scale 0.045 is about 16 pixels high at 720p.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from direct.gui import DirectGuiGlobals as DGG
from direct.gui.DirectGui import (
    DirectButton, DirectEntry, DirectFrame, DirectLabel, DirectSlider,
)
from panda3d.core import PNMImage, Point3, SamplerState, TextNode, Texture

Colour = tuple[float, float, float, float]

TEXT: Colour = (0.95, 0.93, 0.88, 1.0)
MUTED: Colour = (0.66, 0.68, 0.72, 1.0)
ACCENT: Colour = (0.98, 0.80, 0.38, 1.0)
DANGER: Colour = (0.93, 0.38, 0.32, 1.0)
GOOD: Colour = (0.45, 0.85, 0.50, 1.0)
SHADOW: Colour = (0.0, 0.0, 0.0, 0.75)
BACKDROP: Colour = (0.03, 0.04, 0.06, 0.72)

PANEL = ((0.07, 0.09, 0.13, 0.92), (0.78, 0.62, 0.30, 1.0))
INSET = ((0.04, 0.05, 0.08, 0.85), (0.30, 0.30, 0.34, 1.0))
# DirectButton states: ready, pressed, rollover (hover), disabled
BUTTON = (
    ((0.16, 0.20, 0.28, 0.96), (0.55, 0.47, 0.30, 1.0)),
    ((0.10, 0.12, 0.17, 0.98), (0.98, 0.80, 0.38, 1.0)),
    ((0.25, 0.31, 0.43, 0.98), (0.98, 0.80, 0.38, 1.0)),
    ((0.12, 0.12, 0.14, 0.80), (0.28, 0.28, 0.30, 1.0)),
)
PRIMARY = (
    ((0.55, 0.36, 0.10, 0.97), (0.98, 0.80, 0.38, 1.0)),
    ((0.40, 0.26, 0.07, 0.98), (1.00, 0.90, 0.55, 1.0)),
    ((0.70, 0.47, 0.15, 0.98), (1.00, 0.90, 0.55, 1.0)),
    ((0.12, 0.12, 0.14, 0.80), (0.28, 0.28, 0.30, 1.0)),
)
BUTTON_TEXT = (TEXT, ACCENT, (1.0, 1.0, 1.0, 1.0), (0.45, 0.45, 0.48, 1.0))

BODY = 0.045
SMALL = 0.036
HEADING = 0.065
TITLE = 0.14

_textures: dict[tuple, Texture] = {}
_font = None
_click_sound = None


def font():
    """The game's font: Panda3D's own, rendered at a higher resolution so it stays sharp."""
    global _font
    if _font is None:
        _font = TextNode.getDefaultFont().makeCopy()  # a copy: others keep theirs as it is
        if hasattr(_font, "setPixelsPerUnit"):
            _font.setPixelsPerUnit(60)
            _font.setPageSize(512, 512)
    return _font


def set_click_sound(sound) -> None:
    global _click_sound
    _click_sound = sound


def frame_texture(fill: Colour, edge: Colour, size: int = 64, radius: int = 14,
                  edge_px: int = 3) -> Texture:
    """A rounded rectangle with an edge, for ``DGG.TEXTUREBORDER`` frames."""
    key = (fill, edge, size, radius, edge_px)
    if key in _textures:
        return _textures[key]
    image = PNMImage(size, size, 4)
    for j in range(size):
        for i in range(size):
            # distance from the rounded rectangle's outline, inside positive
            cx = min(max(i + 0.5, radius), size - radius)
            cy = min(max(j + 0.5, radius), size - radius)
            inside = radius - ((i + 0.5 - cx) ** 2 + (j + 0.5 - cy) ** 2) ** 0.5
            if inside <= 0:
                image.setXelA(i, j, 0, 0, 0, 0)
                continue
            cover = min(inside, 1.0)
            colour = edge if inside < edge_px else fill
            if edge_px <= inside < edge_px + 1:  # blend the edge into the fill
                t = inside - edge_px
                colour = tuple(edge[k] * (1 - t) + fill[k] * t for k in range(4))
            image.setXelA(i, j, colour[0], colour[1], colour[2], colour[3] * cover)
    texture = Texture("frame")
    texture.load(image)
    texture.setMinfilter(SamplerState.FT_linear)
    texture.setMagfilter(SamplerState.FT_linear)
    texture.setWrapU(SamplerState.WM_clamp)
    texture.setWrapV(SamplerState.WM_clamp)
    _textures[key] = texture
    return texture


def _border(style) -> dict:
    return dict(relief=DGG.TEXTUREBORDER, frameTexture=frame_texture(*style),
                frameColor=(1, 1, 1, 1), borderUvWidth=(0.3, 0.3), borderWidth=(0.03, 0.03))


def panel(parent, frame: tuple[float, float, float, float], style=PANEL, **options
          ) -> DirectFrame:
    """A framed panel; it takes the mouse, so clicks on it never reach the board."""
    settings = _border(style)
    settings.update(frameSize=frame, state=DGG.NORMAL)
    settings.update(options)
    return DirectFrame(parent=parent, **settings)


def screen_top(frame: DirectFrame) -> float:
    """How high a frame reaches on the screen (-1..1): what it covers lies below."""
    return frame.getTop().getRelativePoint(frame, Point3(0, 0, frame["frameSize"][3])).z


def backdrop(parent, colour: Colour = BACKDROP) -> DirectFrame:
    """A dark veil over the whole window, under a dialog; it takes the mouse."""
    return DirectFrame(parent=parent, frameColor=colour, frameSize=(-4, 4, -1.2, 1.2),
                       state=DGG.NORMAL, relief=DGG.FLAT)


def label(parent, text: str, pos=(0, 0), scale: float = BODY, fg: Colour = TEXT,
          align=TextNode.ALeft, wrap: float | None = None, shadow: bool = False,
          **options) -> DirectLabel:
    return DirectLabel(parent=parent, text=text, pos=(pos[0], 0, pos[1]), relief=None,
                       text_scale=scale, text_fg=fg, text_align=align, text_font=font(),
                       text_wordwrap=wrap, text_shadow=SHADOW if shadow else None,
                       **options)


def button(parent, text: str, command: Callable, pos=(0, 0), width: float = 0.5,
           height: float = 0.095, scale: float = BODY, primary: bool = False,
           extra_args: Sequence = (), enabled: bool = True, **options) -> DirectButton:
    """A framed button with a hover state; ``width`` and ``height`` in aspect2d units."""
    style = PRIMARY if primary else BUTTON
    textures = [frame_texture(*state) for state in style]
    widget = DirectButton(
        parent=parent, text=text, command=command, extraArgs=list(extra_args),
        pos=(pos[0], 0, pos[1]), relief=DGG.TEXTUREBORDER, frameTexture=textures,
        frameColor=(1, 1, 1, 1), borderUvWidth=(0.3, 0.3), borderWidth=(0.025, 0.025),
        frameSize=(-width / 2, width / 2, -height / 2, height / 2),
        text_scale=scale, text_font=font(), text_pos=(0, -scale * 0.35),
        text0_fg=BUTTON_TEXT[0], text1_fg=BUTTON_TEXT[1], text2_fg=BUTTON_TEXT[2],
        text3_fg=BUTTON_TEXT[3], clickSound=_click_sound, rolloverSound=None,
        pressEffect=1, **options)
    set_enabled(widget, enabled)
    return widget


class _Tooltip:
    """The one tooltip of the interface: a small panel over the widget under the mouse."""

    def __init__(self) -> None:
        self.frame: DirectFrame | None = None
        self.owner = None

    def show(self, widget, text: str) -> None:
        self.hide()
        from direct.showbase import ShowBaseGlobal
        top = ShowBaseGlobal.aspect2d
        self.owner = widget
        self.frame = panel(top, (0, 0, 0, 0), style=INSET, sortOrder=1000, state=DGG.DISABLED)
        words = label(self.frame, text, pos=(0, 0), scale=SMALL, align=TextNode.ACenter)
        node = words.component("text0").textNode
        half = node.getWidth() * SMALL / 2 + 0.03
        self.frame["frameSize"] = (-half, half, -0.025, SMALL + 0.02)
        left, right, bottom, above = widget["frameSize"] or widget.getBounds()
        point = top.getRelativePoint(widget, (0, 0, above))
        aspect = ShowBaseGlobal.base.getAspectRatio()
        x = min(max(point.x, -aspect + half + 0.01), aspect - half - 0.01)
        self.frame.setPos(x, 0, point.z + 0.04)

    def hide(self, widget=None) -> None:
        if self.frame is not None and widget in (None, self.owner):
            self.frame.destroy()
            self.frame = None
            self.owner = None


tooltips = _Tooltip()


def tooltip(widget, text: str):
    """Show ``text`` (what the widget does, and its key) while the mouse is over it."""
    widget.bind(DGG.ENTER, lambda _event: tooltips.show(widget, text))
    widget.bind(DGG.EXIT, lambda _event: tooltips.hide(widget))
    return widget


def text_width(text: str, scale: float) -> float:
    """How wide ``text`` (one line, no colour tags) is drawn at ``scale`` in the game's font."""
    node = TextNode("measure")
    node.setFont(font())
    return node.calcWidth(text) * scale


def fitted(text: str, scale: float, width: float) -> str:
    """``text``, cut short with "..." if it is wider than ``width`` at ``scale``."""
    if text_width(text, scale) <= width:
        return text
    while text and text_width(text + "...", scale) > width:
        text = text[:-1]
    return text.rstrip() + "..."


def set_enabled(widget, enabled: bool) -> None:
    widget["state"] = DGG.NORMAL if enabled else DGG.DISABLED


def slider(parent, value: float, command: Callable, pos=(0, 0), width: float = 0.6,
           value_range=(0.0, 1.0)) -> DirectSlider:
    widget = DirectSlider(
        parent=parent, range=value_range, value=value, pageSize=0.1, command=command,
        pos=(pos[0], 0, pos[1]), frameSize=(-width / 2, width / 2, -0.012, 0.012),
        frameColor=(0.30, 0.30, 0.34, 1), relief=DGG.FLAT,
        thumb_relief=DGG.TEXTUREBORDER, thumb_frameTexture=frame_texture(*BUTTON[2]),
        thumb_frameColor=(1, 1, 1, 1), thumb_frameSize=(-0.022, 0.022, -0.04, 0.04),
        thumb_borderUvWidth=(0.3, 0.3), thumb_borderWidth=(0.01, 0.01))
    return widget


def entry(parent, text: str, pos=(0, 0), width: float = 0.5, command: Callable | None = None,
          max_chars: int = 24, **options) -> DirectEntry:
    """A one-line text field ``width`` units wide; ``command`` runs on Enter."""
    scale = BODY
    widget = DirectEntry(
        parent=parent, initialText=text, pos=(pos[0] - width / 2 + 0.02, 0,
                                              pos[1] - scale * 0.35),
        scale=scale, width=(width - 0.04) / scale, numLines=1, focus=0,
        command=command or (lambda _text: None), text_fg=TEXT, text_font=font(),
        relief=DGG.TEXTUREBORDER, frameTexture=frame_texture(*INSET), frameColor=(1, 1, 1, 1),
        borderUvWidth=(0.3, 0.3), borderWidth=(0.4, 0.4),
        frameSize=(-0.4, (width - 0.04) / scale + 0.4, -0.6, 1.15),
        cursorKeys=1, autoCapitalize=0, **options)
    widget.guiItem.setMaxChars(max_chars)
    return widget


class Chooser:
    """``<  Standard 24x24  >``: a value picked by stepping through options, the way game
    menus do (never a drop-down that hides the screen)."""

    def __init__(self, parent, options: Callable[[], list[str]] | list[str], value: str,
                 command: Callable[[str], None] | None = None, pos=(0, 0),
                 width: float = 0.5) -> None:
        self._options = options if callable(options) else (lambda: list(options))
        self.value = value
        self.command = command
        self.enabled = True
        self.frame = DirectFrame(parent=parent, pos=(pos[0], 0, pos[1]), relief=None)
        arrow = 0.075
        self.left = button(self.frame, "<", self.step, pos=(-width / 2 + arrow / 2, 0),
                           width=arrow, extra_args=[-1])
        self.right = button(self.frame, ">", self.step, pos=(width / 2 - arrow / 2, 0),
                            width=arrow, extra_args=[1])
        self.text = label(self.frame, value, pos=(0, -BODY * 0.35), align=TextNode.ACenter)
        self.set_enabled(True)

    def options(self) -> list[str]:
        return self._options()

    def step(self, direction: int) -> None:
        options = self.options()
        if not options:
            return
        index = options.index(self.value) if self.value in options else -1
        self.set(options[(index + direction) % len(options)])
        if self.command is not None:
            self.command(self.value)

    def set(self, value: str) -> None:
        self.value = value
        self.text["text"] = value
        self.set_enabled(self.enabled)

    def set_enabled(self, enabled: bool) -> None:
        """Arrows work only when enabled and there is something else to choose."""
        self.enabled = enabled
        choice = enabled and len(self.options()) > 1
        set_enabled(self.left, choice)
        set_enabled(self.right, choice)
        self.text["text_fg"] = TEXT if enabled else MUTED

    def destroy(self) -> None:
        self.frame.destroy()
