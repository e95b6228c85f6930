"""The ``hawks-and-doves`` command: one entry point, one small module per sub-command.

Each sub-command lives in ``game/commands/<name>.py`` and provides ``configure(parser)``
and ``run(args) -> int``. Only the chosen command's module is imported, so the rules
commands (``new``, ``moves``, ``apply``, ``perft``) start fast and never load Panda3D.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence

from game import __version__
from game.errors import GameError

PROG = "hawks-and-doves"

# Command name -> (module, one-line help). The first one is the default.
COMMANDS: dict[str, tuple[str, str]] = {
    "play": ("game.commands.play", "open the game (the default command)"),
    "new": ("game.commands.new", "print the start position of a new game (HDN)"),
    "moves": ("game.commands.moves", "list the legal actions of a position"),
    "apply": ("game.commands.apply", "play actions from a position and print the result"),
    "perft": ("game.commands.perft", "count the action sequences of a given length"),
    "load": ("game.commands.load", "check a saved game or replay and print its position"),
    "replay": ("game.commands.replay", "watch a recorded game in the replay viewer"),
    "render": ("game.commands.render", "draw offscreen: the gallery of pieces and buildings, "
                                       "or a replay as a video"),
    "think": ("game.commands.think", "print the action the AI chooses in a position"),
    "arena": ("game.commands.arena", "play AI players against each other and measure them"),
}
DEFAULT_COMMAND = "play"
_TOP_LEVEL_OPTIONS = ("-h", "--help", "--version")


def build_parser(chosen: str | None) -> argparse.ArgumentParser:
    """A parser that knows every command's name but only the chosen command's options
    (the chosen command's own parser is ``parser.chosen``, to report its errors)."""
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Hawks & Doves, a turn-based strategy game rooted in chess.",
        epilog=f"Without a command, '{DEFAULT_COMMAND}' opens the game.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    parser.chosen = parser
    for name, (module_name, help_text) in COMMANDS.items():
        command_parser = sub.add_parser(name, help=help_text, description=help_text)
        if name == chosen:
            importlib.import_module(module_name).configure(command_parser)
            parser.chosen = command_parser
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return the process exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or (argv[0].startswith("-") and argv[0] not in _TOP_LEVEL_OPTIONS):
        argv = [DEFAULT_COMMAND, *argv]  # `hawks-and-doves --windowed` means `play --windowed`
    chosen = argv[0] if argv[0] in COMMANDS else None
    parser = build_parser(chosen)
    try:
        args, extra = parser.parse_known_args(argv)
        if extra:  # said with the command's own usage line, not the top level's
            parser.chosen.error(f"unrecognized arguments: {' '.join(extra)}")
    except SystemExit as exit_:  # argparse has printed its message; 2 for usage errors
        return int(exit_.code or 0)
    if args.command is None:
        parser.print_help()
        return 0
    try:
        status = importlib.import_module(COMMANDS[args.command][0]).run(args)
        sys.stdout.flush()  # a full disk shows here, inside the handlers, not at exit
        return status
    except GameError as error:
        print(f"{PROG} {args.command}: error: {error}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (as with `| head`): stop quietly, as the Python docs advise.
        _discard_stdout()
        return 0
    except OSError as error:  # the system refused a write: say what, in one line
        _discard_stdout()
        print(f"{PROG} {args.command}: error: {_os_message(error)}", file=sys.stderr)
        return 1


def _os_message(error: OSError) -> str:
    """``out/x.png: No space left on device``: an OSError for a person (the file named
    when the system names one)."""
    reason = error.strerror or str(error)
    if error.filename is None:
        return f"{reason} (writing the output)"
    return f"{error.filename}: {reason}"


def _discard_stdout() -> None:
    """Point standard output at the null device, so that what is still buffered for it
    cannot fail again when Python exits."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
