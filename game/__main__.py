"""Allow ``python -m game`` as well as the ``hawks-and-doves`` command."""

import sys

from game.cli import main

sys.exit(main())
