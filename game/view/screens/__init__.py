"""What the app shows: full screens (menu, setup, game, replay) and dialogs over them."""
