"""examples/python/queens.py runs and prints the published n-queens
counts; it plots with matplotlib when there is one (a stand-in module
checks that branch here) and says plainly when there is not."""
import importlib.util
import os
import subprocess
import sys

import dlx
from conftest import SOURCE_ROOT
from test_exact_cover import QUEENS

SCRIPT = os.path.join(SOURCE_ROOT, "examples", "python", "queens.py")
MORE_QUEENS = {**QUEENS, 11: 2680, 12: 14200}  # OEIS A000170

STAND_IN = {
    "__init__.py": "def use(backend):\n    pass\n",
    "pyplot.py": (
        "class Axes:\n"
        "    def __getattr__(self, name):\n"
        "        return lambda *args, **kwargs: None\n"
        "class Figure:\n"
        "    def savefig(self, path):\n"
        "        open(path, 'w').write('stand-in plot')\n"
        "def subplots():\n"
        "    return Figure(), Axes()\n"),
}


def run_example(tmp_path, extra_path=None):
    env = dict(os.environ)
    package = os.path.dirname(os.path.dirname(os.path.abspath(dlx.__file__)))
    env["PYTHONPATH"] = os.pathsep.join(p for p in (extra_path, package) if p)
    plot = tmp_path / "queens.png"
    result = subprocess.run([sys.executable, SCRIPT, str(plot)], env=env, capture_output=True,
                            text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines(), plot


def check_counts(out):
    assert out[:12] == ["%2d queens: %6d solutions" % (n, MORE_QUEENS[n]) for n in range(1, 13)]


def test_the_example_counts_and_plots_or_says_it_cannot(tmp_path):
    out, plot = run_example(tmp_path)
    check_counts(out)
    if importlib.util.find_spec("matplotlib"):
        assert out[12:] == ["plot written to %s" % plot] and plot.exists()
    else:
        assert out[12:] == ["matplotlib is not installed, so there is no plot "
                            "(Debian: apt-get install python3-matplotlib)"]
        assert not plot.exists()


def test_the_example_plots_when_matplotlib_is_there(tmp_path):
    stand_in = tmp_path / "modules" / "matplotlib"
    stand_in.mkdir(parents=True)
    for name, text in STAND_IN.items():
        (stand_in / name).write_text(text)
    out, plot = run_example(tmp_path, str(tmp_path / "modules"))
    check_counts(out)
    assert out[12:] == ["plot written to %s" % plot]
    assert plot.read_text() == "stand-in plot"
