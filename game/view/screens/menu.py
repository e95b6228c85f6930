"""The main menu: New game, Continue, Load game, Watch a replay, Rules & keys, Settings,
Quit, over the slowly turning board."""

from __future__ import annotations

from pathlib import Path

from direct.gui import DirectGuiGlobals as DGG
from panda3d.core import TextNode

from game import __version__, paths
from game.record import RecordError, load_record
from game.view.screens.base import Message, Screen
from game.view.ui import theme


def open_game_file(app, path: Path) -> bool:
    """Open a saved game (or the autosave) in the game screen; on a bad file say why and
    stay where we are. Returns whether the game opened."""
    return _open(app, path, "game", lambda record: show_game(app, record))


def show_game(app, record) -> None:
    """Play on in ``record`` (a GameRecord), from where it stopped."""
    from game.view.screens.game import GameScreen
    from game.view.session import GameSession
    app.show(GameScreen, GameSession(record))


def watch_replay(app, path: Path) -> bool:
    from game.record.timeline import load_timeline
    from game.view.screens.replay import ReplayScreen
    return _open(app, path, "replay", lambda timeline: app.show(ReplayScreen, timeline),
                 load=load_timeline)


def _open(app, path: Path, what: str, show, load=load_record) -> bool:
    try:
        show(load(path))
    except RecordError as error:
        if app.screen is None:
            app.show_menu()
        Message(app, f"This {what} cannot be opened", str(error), width=1.6)
        return False
    return True


class MenuScreen(Screen):
    BUTTONS = ("New game", "Continue", "Load game", "Watch a replay", "Rules & keys",
               "Settings", "Quit")

    def __init__(self, app) -> None:
        super().__init__(app)
        # the first frame shows the menu at once; the 3D board behind it comes a frame later
        app.taskMgr.doMethodLater(0.05, self._backdrop, "menu-backdrop-start")
        self.banner = theme.panel(self.root, (-0.95, 0.95, -0.13, 0.13), pos=(0, 0, 0.6),
                                  state=DGG.DISABLED)
        self.banner_lines = (
            theme.label(self.banner, "HAWKS & DOVES", pos=(0, -0.02), scale=theme.TITLE,
                        fg=theme.ACCENT, align=TextNode.ACenter, shadow=True),
            theme.label(self.banner, "power, peace and a very large chess board",
                        pos=(0, -0.095), scale=theme.BODY, fg=theme.TEXT,
                        align=TextNode.ACenter, shadow=True))
        height = 0.13 * len(self.BUTTONS) + 0.08
        self.panel = theme.panel(self.root, (-0.36, 0.36, -height / 2, height / 2),
                                 pos=(0, 0, -0.12))
        commands = {
            "New game": self.new_game, "Continue": self.resume, "Load game": self.load,
            "Watch a replay": self.replays, "Rules & keys": app.show_help,
            "Settings": app.show_settings, "Quit": app.quit,
        }
        enabled = {
            "Continue": paths.autosave_path().exists(),
            "Load game": bool(paths.record_files(paths.saves_dir())),
            "Watch a replay": bool(paths.record_files(paths.replays_dir(), nested=True)),
        }
        self.buttons = {}
        for index, name in enumerate(self.BUTTONS):
            y = height / 2 - 0.105 - index * 0.13
            self.buttons[name] = theme.button(self.panel, name, commands[name], pos=(0, y),
                                              width=0.6, height=0.1, primary=index == 0,
                                              enabled=enabled.get(name, True))
        theme.label(self.anchor("bottom-right"), f"version {__version__}", pos=(-0.04, 0.04),
                    scale=theme.SMALL, fg=theme.MUTED, align=TextNode.ARight)

    def _backdrop(self, task):
        self.app.menu_backdrop()
        return task.done

    def new_game(self) -> None:
        from game.view.screens.setup import SetupScreen
        self.app.show(SetupScreen)

    def resume(self) -> None:
        open_game_file(self.app, paths.autosave_path())

    def load(self) -> None:
        from game.view.screens.load import LoadDialog
        LoadDialog(self.app, "Load a saved game", paths.saves_dir(),
                   lambda path: open_game_file(self.app, path))

    def replays(self) -> None:
        from game.view.screens.load import LoadDialog
        LoadDialog(self.app, "Watch a replay", paths.replays_dir(),
                   lambda path: watch_replay(self.app, path), nested=True)

    def on_escape(self) -> None:
        pass

    def destroy(self) -> None:
        self.app.taskMgr.remove("menu-backdrop-start")
        super().destroy()
