"""Everything Panda3D: assets, the seat palette, and the scenes the game and its tools draw."""
