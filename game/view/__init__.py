"""The 3D client: everything that imports Panda3D lives under this package.

``session``, ``settings``, ``paths``, ``describe``, ``camera`` (its math half) and
``picking`` need no Panda3D, so that the game's logic and geometry can be tested without
a window. ``app.HawksApp`` is the ShowBase; ``screens`` are what it shows; ``scene``,
``animator``, ``camera``, ``minimap`` and ``hud`` are reusable pieces that know nothing of
a game session, so the replay viewer can drive them from any state.
"""
