"""DirectGUI widgets in the game's look: framed panels, buttons with hover states,
choosers, sliders and text entries (``theme``), and dialogs built from them."""
