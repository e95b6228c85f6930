"""The asset generator: every model, animation, texture and sound of the game, made by code.

Run ``python -m game.art`` to rewrite ``game/assets``; the output is deterministic, and a test
checks that the committed files are what the code makes. Modules, from the bottom up:
``geometry`` (vectors, transforms), ``shapes`` (lathes, capsules, boxes, plates), ``mesh``
(jointed, grouped polygons), ``egg`` (the egg writer), ``figure`` / ``wear`` / ``props`` /
``pieces`` (the pieces), ``motion`` (their animations), ``buildings``, ``raster`` / ``png`` /
``font`` / ``textures``, ``sounds`` and ``pipeline`` (writes them all).
"""
