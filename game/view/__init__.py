"""Everything Panda3D: assets, the seat palette, and the scenes the game and its tools draw.

``assets`` and ``palette`` load the generated models, textures and sounds. The client:
``session``, ``settings``, ``describe``, the math half of ``camera`` and
``picking`` need no window, so the game's logic and geometry are tested without one.
``app.HawksApp`` is the ShowBase; ``screens`` are what it shows; ``scene``, ``animator``,
``camera``, ``minimap`` and ``hud`` are reusable pieces that know nothing of a game
session, so the replay viewer can drive them from any state.
"""
