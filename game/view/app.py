"""``HawksApp``: the game on a ShowBase: the settings, the sounds, the screen being shown.

One screen at a time (menu, setup, game, replay) fills the window; dialogs (settings,
rules and keys, save, victory...) stack on top of it and take the keyboard and mouse
while open. Escape closes the top dialog, else goes to the screen.

The app *uses* a ShowBase rather than being one: ``HawksApp()`` opens the window, and
``HawksApp(base=...)`` runs the game on a ShowBase that already exists (Panda3D allows one
per process; the tests share one with the asset tests). Everything the ShowBase has
(``render``, ``taskMgr``, ``accept``, ``win``...) is reached through the app.
"""

from __future__ import annotations

import importlib
import os
import sys
import time
from pathlib import Path

from panda3d.core import (
    AntialiasAttrib, Filename, GraphicsWindow, WindowProperties, loadPrcFileData,
)

from game import paths
from game.errors import GameError
from game.files import atomic_path
from game.view.scene.lights import MAIN_CAMERA_MASK
from game.view.settings import Settings, load_settings, save_settings

NO_DISPLAY = (
    "no display is available for the 3D game (is this a server or an ssh session without "
    "X forwarding?). The rules work without one: try 'hawks-and-doves new', 'moves', "
    "'apply', 'perft' or 'load' (see 'hawks-and-doves --help')."
)
BACKGROUND = (0.10, 0.12, 0.14, 1)
FIELD_OF_VIEW = 40.0
# For the benchmarks: draw offscreen; quit once the first frame is drawn.
OFFSCREEN = "HAWKS_AND_DOVES_OFFSCREEN"
QUIT_AFTER_FIRST_FRAME = "HAWKS_AND_DOVES_QUIT_AFTER_FIRST_FRAME"


def display_available() -> bool:
    """False where a window surely cannot open (Linux without X11 or Wayland)."""
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def configure(settings: Settings, offscreen: bool, size: tuple[int, int] | None,
              fullscreen: bool | None) -> None:
    """Panda3D's configuration, before ShowBase opens the window."""
    width, height = size or settings.resolution
    fullscreen = settings.fullscreen if fullscreen is None else fullscreen
    lines = [
        "window-title Hawks & Doves",
        f"win-size {width} {height}",
        f"fullscreen {'#t' if fullscreen else '#f'}",
        "textures-power-2 none",
        "sync-video #t",
        "show-frame-rate-meter #f",
        "notify-level-device fatal",  # no /dev/input in containers: not worth a warning
        "notify-level-egldisplay fatal",
        "notify-level-display error",
        "print-pipe-types #f",
    ]
    if offscreen:
        lines += ["load-display p3headlessgl", "window-type offscreen",
                  "audio-library-name null", "sync-video #f"]
    else:
        lines += ["framebuffer-multisample 1", "multisamples 4"]
    loadPrcFileData("hawks-and-doves", "\n".join(lines))


class HawksApp:
    def __init__(self, *, base=None, offscreen: bool = False,
                 size: tuple[int, int] | None = None, fullscreen: bool | None = None,
                 settings: Settings | None = None) -> None:
        """Open a window (or an offscreen buffer), or use ``base``, an existing ShowBase."""
        self.settings = settings or load_settings()
        if base is None:
            configure(self.settings, offscreen, size, fullscreen)
            from direct.showbase.ShowBase import ShowBase

            from game.view.quiet import quiet_startup
            try:
                with quiet_startup():  # no sound device: one line, not a screenful
                    base = ShowBase()
            except Exception as error:  # Panda3D raises a bare Exception for "no window"
                raise GameError(NO_DISPLAY) from error
        else:
            loadPrcFileData("hawks-and-doves", "textures-power-2 none")
        self.base = base
        self.offscreen = offscreen or base.win is None or not base.win.isOfType(
            GraphicsWindow.getClassType())
        base.disableMouse()
        self.camLens.setMinFov(FIELD_OF_VIEW)  # the narrower side of the window sees this
        self.camLens.setNearFar(0.5, 2000)
        self.cam.node().setCameraMask(MAIN_CAMERA_MASK)
        self.setBackgroundColor(*BACKGROUND)
        self.render.setAntialias(AntialiasAttrib.MAuto)
        self.assets = importlib.import_module("game.view.assets")
        self.palette = importlib.import_module("game.view.palette")
        self._sounds: dict[str, object] = {}
        self.screen = None
        self.dialogs: list = []
        self.backdrop = None
        from game.view.ui import theme
        theme.set_click_sound(self.sound_for("click"))
        self.apply_volume()
        for key in ("f1", "shift-/", "?"):
            self.accept(key, self.show_help)
        self.accept("escape", self.on_escape)
        self.accept("f12", self.screenshot_key)

    def __getattr__(self, name: str):
        """What the app does not have, its ShowBase has (``render``, ``taskMgr``...)."""
        if name == "base":  # not set yet: no recursion
            raise AttributeError(name)
        return getattr(self.base, name)

    def close(self) -> None:
        """Leave the ShowBase as it was found (the tests share one)."""
        self._clear()
        self.release_backdrop()
        for key in ("f1", "shift-/", "?", "escape", "f12"):
            self.base.ignore(key)
    # ------------------------------------------------------------ screens

    def show(self, screen_class, *args, **kwargs):
        """Replace the current screen (and close every dialog)."""
        self._clear()
        self.screen = screen_class(self, *args, **kwargs)
        return self.screen

    def _clear(self) -> None:
        """Close every dialog and the screen."""
        while self.dialogs:
            self.dialogs[-1].close()
        if self.screen is not None:
            self.screen.destroy()
            self.screen = None

    def show_menu(self):
        from game.view.screens.menu import MenuScreen
        return self.show(MenuScreen)

    def open_dialog(self, dialog) -> None:
        self.dialogs.append(dialog)

    def dialog_closed(self, dialog) -> None:
        if dialog in self.dialogs:
            self.dialogs.remove(dialog)

    @property
    def modal(self) -> bool:
        """True while a dialog is open: the screen below takes no input."""
        return bool(self.dialogs)

    def board_mouse(self) -> tuple[float, float] | None:
        """The mouse position (-1..1) when it is over the 3D view: not over a panel, not
        under a dialog, and in the window (None offscreen)."""
        watcher = getattr(self, "mouseWatcherNode", None)
        if watcher is None or self.modal or not watcher.hasMouse() or watcher.isOverRegion():
            return None
        return watcher.getMouseX(), watcher.getMouseY()

    def on_escape(self) -> None:
        if self.dialogs:
            self.dialogs[-1].cancel()
        elif self.screen is not None and hasattr(self.screen, "on_escape"):
            self.screen.on_escape()

    def show_help(self) -> None:
        from game.view.screens.help import HelpDialog
        if not any(isinstance(dialog, HelpDialog) for dialog in self.dialogs):
            HelpDialog(self, getattr(self.screen, "help_tab", "Keys"))

    def show_settings(self) -> None:
        from game.view.screens.settings import SettingsDialog
        SettingsDialog(self)

    def menu_backdrop(self):
        """The slowly turning board behind the menus (made on first use)."""
        if self.backdrop is None:
            from game.view.screens.backdrop import Backdrop
            self.backdrop = Backdrop(self)
        return self.backdrop

    def release_backdrop(self) -> None:
        if self.backdrop is not None:
            self.backdrop.destroy()
            self.backdrop = None

    # ------------------------------------------------------------ settings

    def apply_settings(self, settings: Settings) -> None:
        """Use and remember new settings (the window changes at once)."""
        old = self.settings
        self.settings = settings.validated()
        save_settings(self.settings)
        self.apply_volume()
        if self.win is not None and not self.offscreen and (
                old.resolution != settings.resolution or old.fullscreen != settings.fullscreen):
            properties = WindowProperties()
            properties.setSize(*settings.resolution)
            properties.setFullscreen(settings.fullscreen)
            self.win.requestProperties(properties)
        if self.screen is not None and hasattr(self.screen, "settings_changed"):
            self.screen.settings_changed(self.settings)

    def apply_volume(self) -> None:
        for manager in getattr(self, "sfxManagerList", []) or []:
            manager.setVolume(self.settings.volume)

    # ------------------------------------------------------------ sounds

    def sound_for(self, name: str):
        """The sound effect ``name`` (loaded once), or None if there is none."""
        if name not in self._sounds:
            try:
                self._sounds[name] = self.assets.load_sound(self.loader, name)
            except OSError:  # a missing or unreadable sound never stops the game
                self._sounds[name] = None
        return self._sounds[name]

    def play_sound(self, name: str) -> None:
        sound = self.sound_for(name)
        if sound is not None:
            sound.play()

    # ------------------------------------------------------------ misc

    def screenshot(self, path: str | Path | None = None) -> Path:
        """Save the window as a PNG (by default into the data folder's screenshots), whole
        or not at all; ``OSError`` if it cannot be written."""
        if path is None:
            path = _new_screenshot_path(paths.screenshots_dir())
        path = Path(path)
        self.graphicsEngine.renderFrame()
        with atomic_path(path) as partial:
            if not self.win.saveScreenshot(Filename.fromOsSpecific(str(partial))):
                raise OSError(f"could not write {path}")
        return path

    def screenshot_key(self) -> None:
        """F12: a screenshot, and a word about it on the screen's message bar if it has one."""
        try:
            text, kind = f"Screenshot saved: {self.screenshot().name}", "info"
        except (OSError, GameError) as error:
            text, kind = f"No screenshot: {error}", "error"
        messages = getattr(self.screen, "messages", None)
        if messages is not None:
            messages.say(text, kind)

    def quit(self) -> None:
        if self.screen is not None and hasattr(self.screen, "on_quit"):
            self.screen.on_quit()
        self.base.userExit()


def _new_screenshot_path(folder: Path) -> Path:
    """``hawks-and-doves-DATE-TIME.png`` in ``folder``, numbered ``-2``, ``-3``... after a
    second screenshot in the same second, so that none replaces another."""
    stem = f"hawks-and-doves-{time.strftime('%Y%m%d-%H%M%S')}"
    path, number = folder / f"{stem}.png", 1
    while path.exists():
        number += 1
        path = folder / f"{stem}-{number}.png"
    return path


def run(record=None, size: tuple[int, int] | None = None, fullscreen: bool | None = None,
        replay=None) -> int:
    """Open the window and play until the player quits (the ``play`` command): at the
    menu, or in ``record`` (a GameRecord, checked by the caller); with ``replay`` (a
    Timeline), watch it (the ``replay`` command)."""
    offscreen = bool(os.environ.get(OFFSCREEN))
    if not offscreen and not display_available():
        raise GameError(NO_DISPLAY)
    app = HawksApp(size=size, fullscreen=fullscreen, offscreen=offscreen)
    if replay is not None:
        from game.view.screens.replay import ReplayScreen
        app.show(ReplayScreen, replay)
    elif record is not None:
        from game.view.screens.menu import show_game
        show_game(app, record)
    else:
        app.show_menu()
    if os.environ.get(QUIT_AFTER_FIRST_FRAME):  # the startup benchmark
        app.graphicsEngine.renderFrame()
        app.graphicsEngine.renderFrame()
        return 0
    app.run()
    return 0
