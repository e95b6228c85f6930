"""The command line run in-process for the tests (imported as ``command_line``)."""

from game.cli import main


def run(capsys, *argv: str) -> tuple[int, str, str]:
    """``hawks-and-doves ARGV...``: its exit status, standard output and standard error."""
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err
