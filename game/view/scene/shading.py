"""The scene's shader: vertex colour x texture (or a texture's rectangle in an atlas, see
``atlas.py``), ambient light, two directional lights, and soft shadows from the first one
(a percentage-closer filter over the shadow map).

Panda3D's automatic shader generator writes Cg, which some drivers (headless EGL among
them) cannot compile; this GLSL runs alike in a window, offscreen and in the tests.
"""

from __future__ import annotations

from functools import cache

from panda3d.core import NodePath, Shader

LIGHTS = """
uniform struct p3d_LightSourceParameters {
    vec4 color;
    vec4 position;
    sampler2DShadow shadowMap;
    mat4 shadowViewMatrix;
} p3d_LightSource[2];
"""

VERTEX = """
#version 130
uniform mat4 p3d_ModelViewProjectionMatrix;
uniform mat4 p3d_ModelViewMatrix;
uniform mat3 p3d_NormalMatrix;
{lights}in vec4 p3d_Vertex;
in vec3 p3d_Normal;
in vec4 p3d_Color;
in vec2 p3d_MultiTexCoord0;
out vec3 v_normal;
out vec4 v_color;
out vec2 v_uv;
#ifdef ATLAS
in vec4 atlas;
out vec4 v_atlas;
#endif
out vec4 v_shadow;
out float v_depth;
void main() {
    vec4 view = p3d_ModelViewMatrix * p3d_Vertex;
    gl_Position = p3d_ModelViewProjectionMatrix * p3d_Vertex;
    v_normal = normalize(p3d_NormalMatrix * p3d_Normal);
    v_color = p3d_Color;
    v_uv = p3d_MultiTexCoord0;
#ifdef ATLAS
    v_atlas = atlas;
#endif
    v_shadow = p3d_LightSource[0].shadowViewMatrix * view;
    v_depth = -view.z;
}
"""

FRAGMENT = """
#version 130
uniform sampler2D p3d_Texture0;
uniform vec4 p3d_ColorScale;
uniform struct p3d_LightModelParameters { vec4 ambient; } p3d_LightModel;
{lights}uniform float shadow_on;
uniform vec2 shadow_texel;
in vec3 v_normal;
in vec4 v_color;
in vec2 v_uv;
#ifdef ATLAS
in vec4 v_atlas;
#endif
in vec4 v_shadow;
in float v_depth;
out vec4 colour;

float sun_visibility() {
    if (shadow_on < 0.5) return 1.0;
    vec4 coord = v_shadow;
    coord.z -= 0.0015 * coord.w;
    // four taps, each filtered 2x2 by the hardware: a soft edge for the price of four
    float sum = 0.0;
    for (int i = 0; i < 4; i++) {
        vec4 c = coord;
        c.xy += vec2(i == 1 || i == 3 ? 1.0 : -1.0, i >= 2 ? 1.0 : -1.0)
                * shadow_texel * 0.9 * coord.w;
        sum += textureProj(p3d_LightSource[0].shadowMap, c);
    }
    return sum / 4.0;
}

void main() {
#ifdef ATLAS
    // a texture packed in an atlas repeats inside its rectangle (see atlas.py); its
    // mipmap level follows the unwrapped coordinates, so the wrap leaves no seam
    vec4 texel = textureGrad(p3d_Texture0, v_atlas.xy + fract(v_uv) * v_atlas.zw,
                             dFdx(v_uv) * v_atlas.zw, dFdy(v_uv) * v_atlas.zw);
#else
    vec4 texel = texture(p3d_Texture0, v_uv);
#endif
    vec4 base = v_color * texel * p3d_ColorScale;
    vec3 n = normalize(v_normal);
    if (!gl_FrontFacing) n = -n;
    vec3 light = p3d_LightModel.ambient.rgb;
    vec3 sun = normalize(p3d_LightSource[0].position.xyz);
    light += p3d_LightSource[0].color.rgb * max(dot(n, sun), 0.0) * sun_visibility();
    vec3 fill = normalize(p3d_LightSource[1].position.xyz);
    light += p3d_LightSource[1].color.rgb * max(dot(n, fill), 0.0);
    colour = vec4(base.rgb * light, base.a);
}
"""

VERTEX = VERTEX.replace("{lights}", LIGHTS)
FRAGMENT = FRAGMENT.replace("{lights}", LIGHTS)

DEPTH_VERTEX = """
#version 130
uniform mat4 p3d_ModelViewProjectionMatrix;
in vec4 p3d_Vertex;
void main() {
    gl_Position = p3d_ModelViewProjectionMatrix * p3d_Vertex;
}
"""

DEPTH_FRAGMENT = """
#version 130
void main() {
}
"""

@cache
def shader(atlas: bool = False) -> Shader:
    """The scene's shader; with ``atlas``, the variant for Geoms whose textures lie in an
    atlas (see ``atlas.py``): its lookup costs a software renderer more, so the rest (the
    board's many pixels among them) keeps the plain one."""
    define = "#version 130\n#define ATLAS\n" if atlas else "#version 130\n"
    return Shader.make(Shader.SL_GLSL, VERTEX.replace("#version 130\n", define),
                       FRAGMENT.replace("#version 130\n", define))


@cache
def depth_shader() -> Shader:
    """The shadow pass's shader: positions only (the pass writes depth, not colour)."""
    return Shader.make(Shader.SL_GLSL, DEPTH_VERTEX, DEPTH_FRAGMENT)


def apply_shading(root: NodePath, shadow_map_size: int, shadows: bool) -> None:
    """Shade everything under ``root`` (unless a node turns the shader off)."""
    root.setShader(shader())
    set_shadows(root, shadow_map_size, shadows)


def set_shadows(root: NodePath, shadow_map_size: int, shadows: bool) -> None:
    root.setShaderInput("shadow_on", 1.0 if shadows else 0.0)
    root.setShaderInput("shadow_texel", (1.0 / shadow_map_size, 1.0 / shadow_map_size))
