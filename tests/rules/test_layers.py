"""The layers below the view never import Panda3D: the rules, records and the AI run on a
server, in the arena's worker processes and in scripts that must start fast."""

import subprocess
import sys

HEADLESS_PACKAGES = ("game.rules", "game.record", "game.ai", "game.paths", "game.files")


def test_rules_records_and_ai_import_nothing_from_panda3d():
    code = f"""
import importlib, pkgutil, sys
for name in {HEADLESS_PACKAGES!r}:
    module = importlib.import_module(name)
    for info in pkgutil.walk_packages(getattr(module, "__path__", []), name + "."):
        importlib.import_module(info.name)
loaded = sorted(n for n in sys.modules if n.startswith(("panda3d", "direct")))
print(len([n for n in sys.modules if n.startswith("game.")]), loaded)
sys.exit(1 if loaded else 0)
"""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    modules = int(done.stdout.split()[0])
    assert modules > 20  # every module was imported, not only the packages
