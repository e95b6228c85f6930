"""Textures packed into one, so that parts with different textures can share one Geom
(one draw call): the walls, signs and plain parts of a building.

Each texture keeps its own repeating: a vertex's ``atlas`` column holds where its texture
lies in the atlas (u, v, width, height), and the scene's shader wraps the texture
coordinates into that rectangle (``fract``), so coordinates that run over 1 (a facade
of repeated windows) look as they did. Every texture is framed by a border of its own
opposite edges, so that filtering across the wrap is seamless, and the shader picks the
mipmap level from the unwrapped coordinates; the border is wide enough for the first
``MIPMAPS`` levels, the coarsest ones used. That lookup costs a software renderer more
than a plain one, so only what is packed is drawn with that variant of the shader
(``shading.shader(atlas=True)``). Plain parts point at a white patch.
"""

from __future__ import annotations

from panda3d.core import (
    ColorAttrib, Geom, GeomVertexArrayFormat, GeomVertexData, GeomVertexFormat,
    GeomVertexWriter, InternalName, NodePath, PNMImage, RenderState, SamplerState, Texture,
    TextureAttrib,
)

MIPMAPS = 3  # levels of mipmaps used: each halves the texels of the border
GUTTER = 2 ** MIPMAPS  # texels of each texture's opposite edges around it
WHITE = "white"
Rect = tuple[float, float, float, float]


class Atlas:
    """``images`` (name -> PNMImage) side by side in one texture, in one row."""

    def __init__(self, name: str, images: dict[str, PNMImage]) -> None:
        images = dict(images)
        images[WHITE] = _white(GUTTER)
        width = sum(image.getXSize() + 2 * GUTTER for image in images.values())
        height = max(image.getYSize() for image in images.values()) + 2 * GUTTER
        channels = max(image.getNumChannels() for image in images.values())
        sheet = PNMImage(width, height, channels)
        if sheet.hasAlpha():
            sheet.alphaFill(1)  # opaque where an image without alpha lies
        self.rects: dict[str, Rect] = {}
        x = 0
        for key, image in images.items():
            w, h, g = image.getXSize(), image.getYSize(), GUTTER
            # the image, then its border: each strip is the image's opposite edge
            for into_x, from_x, size_x in ((g, 0, w), (0, w - g, g), (g + w, 0, g)):
                for into_y, from_y, size_y in ((g, 0, h), (0, h - g, g), (g + h, 0, g)):
                    sheet.copySubImage(image, x + into_x, into_y, from_x, from_y,
                                       size_x, size_y)
            # texture v runs up from the bottom row of the image
            self.rects[key] = ((x + GUTTER) / width, (height - GUTTER - h) / height,
                               w / width, h / height)
            x += w + 2 * GUTTER
        self.texture = Texture(name)
        self.texture.load(sheet)
        sampler = SamplerState()
        sampler.setMinfilter(SamplerState.FT_linear_mipmap_linear)
        sampler.setMagfilter(SamplerState.FT_linear)
        sampler.setMaxLod(MIPMAPS)
        sampler.setWrapU(SamplerState.WM_clamp)
        sampler.setWrapV(SamplerState.WM_clamp)
        self.texture.setDefaultSampler(sampler)

    def rect(self, name: str | None) -> Rect:
        """Where texture ``name`` lies (None: the white patch)."""
        return self.rects[WHITE if name is None else name]


def _white(size: int) -> PNMImage:
    image = PNMImage(size, size, 3)
    image.fill(1, 1, 1)
    return image


ATLAS = InternalName.make("atlas")


def atlas_array() -> GeomVertexArrayFormat:
    """The extra vertex array: each vertex's texture rectangle in the atlas."""
    array = GeomVertexArrayFormat()
    array.addColumn(ATLAS, 4, Geom.NT_float32, Geom.C_other)
    return array


def with_atlas(data: GeomVertexData, rect: Rect) -> GeomVertexData:
    """``data`` with colours, texture coordinates and the ``atlas`` column, in one format
    for every part (so that they merge): a part without colours is white, one without
    texture coordinates samples the middle of its rectangle."""
    old = data.getFormat()
    main = GeomVertexArrayFormat()
    main.addColumn(InternalName.getVertex(), 3, Geom.NT_float32, Geom.C_point)
    main.addColumn(InternalName.getNormal(), 3, Geom.NT_float32, Geom.C_normal)
    main.addColumn(InternalName.getColor(), 4, Geom.NT_uint8, Geom.C_color)
    main.addColumn(InternalName.getTexcoord(), 2, Geom.NT_float32, Geom.C_texcoord)
    layout = GeomVertexFormat()
    layout.addArray(main)
    layout.addArray(atlas_array())
    for index in range(old.getNumArrays()):  # the joints' blend indices, if animated
        array = old.getArray(index)
        if array.hasColumn(InternalName.getTransformBlend()):
            layout.addArray(array)
    layout.setAnimation(old.getAnimation())
    converted = GeomVertexData(data.convertTo(GeomVertexFormat.registerFormat(layout)))
    colour = GeomVertexWriter(converted, InternalName.getColor())
    uv = GeomVertexWriter(converted, InternalName.getTexcoord())
    atlas = GeomVertexWriter(converted, ATLAS)
    had_colour = old.hasColumn(InternalName.getColor())
    had_uv = old.hasColumn(InternalName.getTexcoord())
    for _ in range(converted.getNumRows()):
        if not had_colour:
            colour.setData4(1, 1, 1, 1)
        if not had_uv:
            uv.setData2(0.5, 0.5)
        atlas.setData4(*rect)
    return converted



def textures_of(parts: list[NodePath]) -> list[Texture]:
    """The textures the Geoms of ``parts`` (GeomNodes) are drawn with, each once."""
    found: dict[str, Texture] = {}
    for part in parts:
        for _, texture in _geom_textures(part):
            if texture is not None:
                found.setdefault(texture.getName(), texture)
    return list(found.values())


def atlas_of(name: str, textures: list[Texture]) -> Atlas:
    """An atlas of ``textures`` (loaded ones, with their images in memory)."""
    images = {}
    for texture in textures:
        image = PNMImage()
        texture.store(image)
        images[texture.getName()] = image
    return Atlas(name, images)


def pack(parts: list[NodePath], atlas: Atlas) -> None:
    """Draw the Geoms of ``parts`` (GeomNodes, textured on themselves, on their Geoms or not
    at all) with ``atlas``, which holds their textures: then every Geom has the same state,
    and a flatten merges them."""
    state = RenderState.make(ColorAttrib.makeVertex(), TextureAttrib.make(atlas.texture))
    for part in parts:
        node = part.node()
        for index, texture in _geom_textures(part):
            geom = node.modifyGeom(index)
            rect = atlas.rect(texture.getName() if texture is not None else None)
            geom.setVertexData(with_atlas(geom.getVertexData(), rect))
            node.setGeomState(index, state)
        part.clearTexture()


def _geom_textures(part: NodePath) -> list[tuple[int, Texture | None]]:
    node = part.node()
    found = []
    for index in range(node.getNumGeoms()):
        attrib = part.getNetState().compose(node.getGeomState(index)).getAttrib(TextureAttrib)
        found.append((index, attrib.getTexture() if attrib is not None else None))
    return found
