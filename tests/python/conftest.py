"""Where the tests find the source tree's data and the built commands
(meson test sets SOURCE_ROOT, DLX and SUDOKU; see tests/python/meson.build)."""
import os
import subprocess

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE_ROOT = os.environ.get("SOURCE_ROOT") or os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(SOURCE_ROOT, "data")
TEST_DATA = os.path.join(SOURCE_ROOT, "tests", "data")
BAD_INPUT = os.path.join(SOURCE_ROOT, "tests", "bad-input")


def data(*parts):
    return os.path.join(DATA, *parts)


def lines(path, count=None):
    with open(path) as stream:
        found = [line.rstrip("\n") for line in stream if line.strip() and not line.startswith("#")]
    return found[:count] if count else found


def command(name):
    """The path of a built command (DLX or SUDOKU), or a failure when not set."""
    path = os.environ.get(name)
    if not path:
        pytest.fail("%s must name the built command (meson test sets it)" % name)
    return path


def run(name, *args, input=None):
    return subprocess.run([command(name), *args], input=input, capture_output=True, text=True)
