"""dlx.Problem against answers it did not make: brute force over every set
of options of small random problems (colours included), Knuth's examples,
the published n-queens, Langford and 4x4 Sudoku counts, and the bad-input
corpus's messages."""
import itertools
import os
import random
import shutil
import signal
import subprocess
import sys
import threading
import time

import pytest

import dlx
from conftest import BAD_INPUT, TEST_DATA, data, run

KNUTH_ITEMS = list("abcdefg")
KNUTH_OPTIONS = [["c", "e"], ["a", "d", "g"], ["b", "c", "f"], ["a", "d", "f"], ["b", "g"],
                 ["d", "e", "g"]]

QUEENS = {1: 1, 2: 0, 3: 0, 4: 2, 5: 10, 6: 4, 7: 40, 8: 92, 9: 352, 10: 724}  # OEIS A000170


def queens(n):
    """n queens built here: rows and columns primary, diagonals secondary."""
    rows = ["r%d" % i for i in range(n)]
    cols = ["c%d" % j for j in range(n)]
    diagonals = ["a%d" % k for k in range(2 * n - 1)] + ["b%d" % k for k in range(2 * n - 1)]
    options = [["r%d" % i, "c%d" % j, "a%d" % (i + j), "b%d" % (i - j + n - 1)]
               for i in range(n) for j in range(n)]
    return dlx.Problem(rows + cols, secondary=diagonals, options=options)


def test_knuth_example_has_its_one_solution():
    p = dlx.Problem(KNUTH_ITEMS, options=KNUTH_OPTIONS)
    assert [sorted(s) for s in p.solutions()] == [[0, 3, 4]]
    assert p.count() == 1
    assert p.stats.solutions == 1 and p.stats.stop == "exhausted"


def test_the_knuth_format_files_read_as_built_by_hand():
    p = dlx.Problem.load(data("exact-cover", "knuth-example.dlx"))
    assert p.items == tuple(KNUTH_ITEMS) and p.secondary == ()
    assert [p.option(k) for k in range(p.option_count)] == KNUTH_OPTIONS
    assert [sorted(s) for s in p.solutions()] == [[0, 3, 4]]
    colours = dlx.Problem.load(data("exact-cover", "knuth-colors.dlx"))
    assert colours.count() == 1
    assert any(":" in name for k in range(colours.option_count) for name in colours.option(k))


@pytest.mark.parametrize("n", sorted(QUEENS))
def test_queens_counts_are_the_published_ones(n):
    p = queens(n)
    assert p.count() == QUEENS[n]
    assert sum(1 for _ in p.solutions()) == QUEENS[n]


def test_queens_solutions_are_n_queens_placements():
    p = queens(6)
    for solution in p.solutions():
        cells = [(int(p.option(o)[0][1:]), int(p.option(o)[1][1:])) for o in solution]
        assert sorted(r for r, _ in cells) == list(range(6))
        assert sorted(c for _, c in cells) == list(range(6))
        assert len({r + c for r, c in cells}) == 6 and len({r - c for r, c in cells}) == 6


@pytest.mark.parametrize("name,expected", [
    ("queens-8.dlx", 92), ("queens-10.dlx", 724), ("langford-3.dlx", 2), ("langford-4.dlx", 2),
    ("langford-5.dlx", 0), ("langford-7.dlx", 52), ("langford-8.dlx", 300),
    ("sudoku-empty-4x4.dlx", 288), ("pentomino-3x20.dlx", 8), ("word-squares.dlx", 24),
])
def test_bundled_instances_have_their_published_counts(name, expected):
    p = dlx.Problem.load(data("exact-cover", name))
    assert p.count() == expected
    assert p.count(jobs=3) == expected
    assert p.count(memo=0) == expected


# ---- brute force ----

def brute_force(primary, secondary, options):
    """Every set of options covering each primary item once and each
    secondary item at most once, or several times with one colour. An
    option without a primary item is never chosen (as in Knuth's DLX)."""
    found = set()
    usable = [k for k, o in enumerate(options) if any(e in primary for e in o)]
    for size in range(len(usable) + 1):
        for chosen in itertools.combinations(usable, size):
            uses = {}
            for o in chosen:
                for element in options[o]:
                    name, _, colour = element.partition(":")
                    uses.setdefault(name, []).append(colour)
            if any(len(uses.get(item, [])) != 1 for item in primary):
                continue
            if all(len(c) <= 1 or (c[0] and len(set(c)) == 1)
                   for item, c in uses.items() if item in secondary):
                found.add(frozenset(chosen))
    return found


def random_problem(rng):
    primary = ["p%d" % k for k in range(rng.randint(1, 5))]
    secondary = ["s%d" % k for k in range(rng.randint(0, 3))]
    options = []
    for _ in range(rng.randint(1, 11)):
        chosen = rng.sample(primary + secondary, rng.randint(1, min(4, len(primary + secondary))))
        options.append([name + (":" + rng.choice("AB") if name[0] == "s" and rng.random() < 0.5
                                else "") for name in chosen])
    return primary, secondary, options


def test_random_problems_agree_with_brute_force():
    rng = random.Random(20261126)
    for _ in range(300):
        primary, secondary, options = random_problem(rng)
        expected = brute_force(primary, secondary, options)
        p = dlx.Problem(primary, secondary, options)
        got = [frozenset(s) for s in p.solutions()]
        assert len(got) == len(set(got)) and set(got) == expected, (primary, secondary, options)
        assert p.count() == len(expected)
        assert p.count(jobs=2) == len(expected)
        if expected:
            limit = rng.randint(1, len(expected))
            assert p.count(limit=limit) == limit
            assert p.count(limit=limit, jobs=3) == limit
            assert set(frozenset(s) for s in p.solutions(limit=limit)) <= expected
            assert len(list(p.solutions(limit=limit))) == limit


def test_random_problems_read_from_text_agree_with_brute_force():
    rng = random.Random(7)
    for _ in range(100):
        primary, secondary, options = random_problem(rng)
        text = " ".join(primary) + (" | " + " ".join(secondary) if secondary else "") + "\n"
        kept = [o for o in options if any(e in primary for e in o)]  # the reader skips the others
        text += "".join(" ".join(o) + "\n" for o in options)
        p = dlx.Problem.parse(text)
        assert p.count() == len(brute_force(primary, secondary, kept))
        assert len(p.warnings) == len(options) - len(kept)


# ---- statistics ----

def dlx_stats(path):
    """`dlx --stats FILE`'s figures, from its stderr."""
    result = run("DLX", "--stats", path)
    figures = {}
    for line in result.stderr.splitlines():
        key, _, value = line.partition(": ")
        figures[key] = value
    return figures


@pytest.mark.parametrize("name", ["queens-8.dlx", "knuth-colors.dlx", "langford-7.dlx",
                                  "sudoku-empty-4x4.dlx"])
def test_stats_are_those_of_dlx_stats(name):
    path = data("exact-cover", name)
    p = dlx.Problem.load(path)
    p.count()
    s, c = p.stats, dlx_stats(path)
    assert (s.solutions, s.nodes, s.updates, s.branches, s.max_level, s.memo_hits) == (
        int(c["solutions"]), int(c["nodes"]), int(c["updates"]), int(c["branches"]),
        int(c["max depth"]), int(c["memo hits"]))


def test_stats_say_why_the_search_ended():
    p = queens(8)
    assert p.stats is None
    p.count(limit=5)
    assert p.stats.stop == "solutions" and p.stats.solutions == 5
    p.count()
    assert p.stats.stop == "exhausted"


# ---- the generator ----

def thread_names():
    return sorted(t.name for t in threading.enumerate())


def test_closing_the_generator_early_stops_the_search_thread():
    before = thread_names()
    p = dlx.Problem.load(data("exact-cover", "queens-12.dlx"))  # 14200 solutions
    stream = p.solutions()
    first = [next(stream) for _ in range(3)]
    assert "dlx-solutions" in thread_names()
    stream.close()
    assert thread_names() == before
    assert p.stats.stop == "callback" and p.stats.solutions < 14200
    assert len(first) == 3 and all(len(s) == 12 for s in first)
    assert p.count() == 14200  # the copy searched is whole again


def test_leaving_a_for_loop_or_dropping_the_generator_stops_it():
    before = thread_names()
    p = dlx.Problem.load(data("exact-cover", "queens-12.dlx"))
    for k, _ in enumerate(p.solutions()):
        if k == 10:
            break
    assert thread_names() == before
    stream = p.solutions()
    next(stream)
    del stream
    assert thread_names() == before
    with pytest.raises(ZeroDivisionError):
        for _ in p.solutions():
            1 / 0
    assert thread_names() == before
    assert p.count(limit=100) == 100


def test_the_generator_keeps_a_bounded_batch(monkeypatch):
    from dlx import _stream
    monkeypatch.setattr(_stream, "BATCH", 4)
    p = dlx.Problem.load(data("exact-cover", "queens-8.dlx"))
    stream = p.solutions()
    next(stream)
    threading.Event().wait(0.2)  # room for the search to run ahead if it could
    assert "dlx-solutions" in thread_names()  # it waits: the batch is full
    assert sum(1 for _ in stream) == 91
    assert "dlx-solutions" not in thread_names()


def test_generators_of_one_problem_interleave():
    p = queens(7)
    a, b = p.solutions(), p.solutions()
    got_a, got_b = [], []
    for x, y in itertools.zip_longest(a, b):
        got_a.append(x)
        got_b.append(y)
    assert len(got_a) == 40 and got_a == got_b
    assert len({frozenset(s) for s in got_a}) == 40


def test_an_unstarted_generator_costs_nothing():
    before = thread_names()
    p = queens(5)
    stream = p.solutions()
    del stream
    assert thread_names() == before


def test_options_added_after_a_search_count():
    p = dlx.Problem(["a", "b"], options=[["a"]])
    assert p.count() == 0
    p.add_option(["b"])
    assert p.count() == 1
    p.add_option(["a", "b"])
    assert p.count() == 2 and sorted(map(sorted, p.solutions())) == [[0, 1], [2]]


def test_ec_files_read_by_their_name_or_format_and_count_closed_forms():
    bell = dlx.Problem.load(data("exact-cover", "ec", "bell-05.ec"))
    assert bell.items == ("1", "2", "3", "4", "5")
    assert bell.option(2) == ["1", "2"]
    assert bell.count() == 52                              # the Bell number B(5)
    assert bell.count(memo=0, jobs=2) == 52
    nine = dlx.Problem.load(data("exact-cover", "ec", "bell-09.txt"), format="ec")
    assert nine.count() == 21147                           # B(9)
    pairs = dlx.Problem.parse("p ec 4\ns 1 2\ns 1 3\ns 1 4\ns 2 3\ns 2 4\ns 3 4\n", format="ec")
    assert pairs.count() == 3                              # 3!! matchings of K4


def test_the_ec_header_is_an_item_line_in_knuths_format():
    p = dlx.Problem.parse("p ec 3\np 3\nec\n")
    assert p.items == ("p", "ec", "3") and p.count() == 1
    with pytest.raises(dlx.ParseError) as caught:
        dlx.Problem.parse("p ec 3\ns 1 4\n", format="ec", source="four.ec")
    assert (caught.value.line, caught.value.column) == (2, 5)
    with pytest.raises(ValueError):
        dlx.Problem.parse("p ec 3\n", format="knuth")


# ---- bad input ----

def corpus(*commands):
    """The cases of tests/bad-input/cases.txt for these commands."""
    with open(os.path.join(BAD_INPUT, "cases.txt")) as stream:
        for line in stream:
            if line.startswith("#") or not line.strip():
                continue
            fields = [f.strip() for f in (line.rstrip("\n") + " ").split(" | ", 3)]
            if fields[0] in commands:
                yield fields[0], fields[1], int(fields[2]), fields[3]


@pytest.mark.parametrize("command,path,code,text", list(corpus("dlx", "dlx-strict")))
def test_bad_input_corpus_raises_with_the_commands_message(command, path, code, text):
    full = os.path.join(BAD_INPUT, path)
    strict = command == "dlx-strict"
    if not os.path.exists(full):
        with pytest.raises(FileNotFoundError):
            dlx.Problem.load(full, strict=strict)
        return
    if code == 2:
        with pytest.raises(dlx.ParseError) as caught:
            dlx.Problem.load(full, strict=strict)
        error = caught.value
        assert str(error).startswith(os.path.join(BAD_INPUT, os.path.dirname(path), text))
        assert isinstance(error, dlx.Error) and isinstance(error, ValueError)
        where = text.split(":")
        assert error.line == int(where[1]) and error.column == int(where[2])
        return
    p = dlx.Problem.load(full, strict=strict)
    if text:
        assert [str(w) for w in p.warnings] == [
            os.path.join(BAD_INPUT, os.path.dirname(path), text.replace("warning: ", ""))]
    assert (p.count() > 0) == (code == 0)


def test_parse_without_a_file_names_line_and_column():
    with pytest.raises(dlx.ParseError) as caught:
        dlx.Problem.parse("a b | x\na x:red\nb y\n")
    assert (caught.value.line, caught.value.column) == (3, 3)
    assert str(caught.value) == "3:3: unknown item 'y'"


@pytest.mark.parametrize("build,error", [
    (lambda: dlx.Problem(["a"], options=[["b"]]), dlx.Error),
    (lambda: dlx.Problem(["a", "a"]), dlx.Error),
    (lambda: dlx.Problem(["a", "b"], options=[["a", "a"]]), dlx.Error),
    (lambda: dlx.Problem(["a"], options=[["a:red"]]), dlx.Error),
    (lambda: dlx.Problem(["a"], options=["a"]), dlx.Error),
    (lambda: dlx.Problem([("a", 2, 1)]), dlx.Error),
    (lambda: dlx.Problem([("a", 0, 0)]), dlx.Error),
    (lambda: dlx.Problem([("a", 1)]), dlx.Error),
    (lambda: dlx.Problem([("a", 1, "2")]), dlx.Error),
    (lambda: dlx.Problem(["a"]).add_option(["a"], cost=-3), ValueError),
    (lambda: dlx.Problem(["a"]).add_option(["a"], cost=1.5), TypeError),
    (lambda: dlx.Problem(["a"]).best(0), ValueError),
    (lambda: dlx.Problem(["a"], ["x"]).bounds("y"), dlx.Error),
    (lambda: dlx.Problem(["a"]).count(limit=0), ValueError),
    (lambda: dlx.Problem(["a"]).count(jobs=-1), ValueError),
    (lambda: dlx.Problem(["a"]).count(memo=-1), ValueError),
    (lambda: dlx.Problem(["a"]).solutions(limit="2"), TypeError),
    (lambda: dlx.Problem(["a"]).option(5), dlx.Error),
])
def test_bad_problems_raise(build, error):
    with pytest.raises(error):
        build()


def three_options():
    return dlx.Problem("ab", options=[["a"], ["b"], ["a", "b"]])


# Every argument of the public methods: a wrong type raises TypeError, a
# wrong value ValueError, both also dlx.Error; never ctypes' own error, and
# never a number wrapped round to another option.
@pytest.mark.parametrize("call,error", [
    (lambda: three_options().option(2 ** 70), ValueError),
    (lambda: three_options().option(2 ** 32 + 1), ValueError),
    (lambda: three_options().option(-1), ValueError),
    (lambda: three_options().cost(2 ** 64), ValueError),
    (lambda: three_options().cost(3), ValueError),
    (lambda: three_options().option(None), TypeError),
    (lambda: three_options().option(1.0), TypeError),
    (lambda: three_options().cost("0"), TypeError),
    (lambda: three_options().count(limit=2 ** 64), ValueError),
    (lambda: three_options().count(limit=1.5), TypeError),
    (lambda: three_options().count(jobs="2"), TypeError),
    (lambda: three_options().count(memo=None), TypeError),
    (lambda: three_options().count(memo=2 ** 64), ValueError),
    (lambda: three_options().best(2 ** 40), ValueError),
    (lambda: three_options().best("1"), TypeError),
    (lambda: three_options().add_option(["a"], cost=2 ** 63), ValueError),
    (lambda: three_options().add_option(["a"], cost=True), TypeError),
    (lambda: three_options().add_option(5), TypeError),
    (lambda: three_options().add_option("ab"), TypeError),
    (lambda: dlx.Problem(5), TypeError),
    (lambda: dlx.Problem("ab", options=3), TypeError),
    (lambda: three_options().bounds("z"), ValueError),
    (lambda: dlx.Problem([("a", 1, 2.0)]), TypeError),
    (lambda: dlx.Problem([("a", 2, 1)]), ValueError),
    (lambda: dlx.Problem(["a", "a"]), ValueError),
    (lambda: dlx.Problem(["a"], options=[["b"]]), ValueError),
    (lambda: dlx.Problem.parse(5), TypeError),
    (lambda: dlx.Problem.parse("a\na\n", strict="yes"), TypeError),
])
def test_arguments_raise_pythons_errors(call, error):
    with pytest.raises(error) as caught:
        call()
    assert isinstance(caught.value, dlx.Error)


def test_an_option_number_past_32_bits_is_out_of_range_as_any_other():
    p = three_options()
    with pytest.raises(dlx.Error) as small:
        p.option(99)
    for number in (2 ** 70, 2 ** 64, 2 ** 32, 2 ** 32 + 2):
        with pytest.raises(dlx.Error) as big:
            p.option(number)
        assert big.value.code == small.value.code
        assert str(big.value).endswith("option number out of range")
        with pytest.raises(dlx.Error):
            p.cost(number)


def test_engine_errors_carry_the_c_code_and_message():
    with pytest.raises(dlx.Error) as caught:
        dlx.Problem(["a", "b"], options=[["a", "b", "a"]])
    assert caught.value.code == -5  # DLX_EREPEAT
    with pytest.raises(dlx.Error) as caught:
        dlx.Problem(["a"], options=[["a:red"]])
    assert caught.value.code == -6  # DLX_ECOLOR


def test_items_may_be_any_hashable_and_bounds_of_one_are_exact_cover():
    p = dlx.Problem([1, 2, ("c", 1, 1)], secondary=[(5, 5)],
                    options=[[1, 2], ["c", ((5, 5), "x")], [1], [2, "c"]])
    assert p.count() == 2
    assert p.option(1) == ["c", "(5, 5):x"]


# ---- finding the libraries ----

def copy_package(tmp_path):
    """A copy of the package (not an installed one's _where.py) in tmp_path/pkg."""
    package = os.path.dirname(os.path.abspath(dlx.__file__))
    folder = tmp_path / "pkg" / "dlx"
    shutil.copytree(package, folder, ignore=shutil.ignore_patterns("_where.py", "__pycache__"))
    return folder


def run_python(tmp_path, code, library_path=None):
    """Runs code on the copied package with no library path, but
    DLX_LIBRARY_PATH=library_path when given."""
    env = {k: v for k, v in os.environ.items() if k not in ("LD_LIBRARY_PATH", "DLX_LIBRARY_PATH")}
    env["PYTHONPATH"] = str(tmp_path / "pkg")
    if library_path:
        env["DLX_LIBRARY_PATH"] = library_path
    return subprocess.run([sys.executable, "-c", code], env=env, cwd=tmp_path,
                          capture_output=True, text=True)


def built_library(name):
    folder = os.environ.get("DLX_LIBRARY_PATH", "").split(":")[0]
    path = os.path.join(folder, "lib%s.so" % name)
    if not os.path.exists(path):
        pytest.fail("DLX_LIBRARY_PATH must name the build's library folder (meson test sets it)")
    return path


def test_the_package_finds_libraries_next_to_itself(tmp_path):
    code = ("import dlx, dlx.sudoku, dlx._native as n\n"
            "print(dlx.Problem([1], options=[[1]]).count(), dlx.sudoku.count('.' * 16, limit=None))\n"
            "print(n.load('dlx')._name)\nprint(n.load('sudoku')._name)")
    folder = copy_package(tmp_path)
    if run_python(tmp_path, code).returncode == 0:
        pytest.skip("the system has the libraries installed")
    shutil.copy(built_library("dlx"), folder / "libdlx.so")
    shutil.copy(built_library("sudoku"), folder / "libsudoku.so")
    result = run_python(tmp_path, code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["1 288", str(folder / "libdlx.so"),
                                          str(folder / "libsudoku.so")]


def test_a_missing_library_is_a_dlx_error_that_says_what_to_set(tmp_path):
    copy_package(tmp_path)
    result = run_python(tmp_path, "import dlx\ntry:\n    dlx.Problem(['a'])\n"
                        "except dlx.Error as e:\n    print('dlx.Error:', e)\n",
                        library_path=str(tmp_path / "nowhere"))
    assert result.returncode == 0, result.stderr
    if not result.stdout:
        pytest.skip("the system has the libraries installed")
    assert result.stdout.startswith("dlx.Error: cannot load libdlx")
    assert "DLX_LIBRARY_PATH" in result.stdout


# ---- bounds (Knuth's multiplicities, DLX3) ----

def brute_bounded(bounds, options):
    """The sets of options (as sorted tuples) covering each primary item i
    between bounds[i][0] and bounds[i][1] times, by trying every subset."""
    found = []
    for size in range(len(options) + 1):
        for chosen in itertools.combinations(range(len(options)), size):
            times = {item: 0 for item in bounds}
            for k in chosen:
                for item in options[k]:
                    times[item] += 1
            if all(lo <= times[item] <= hi for item, (lo, hi) in bounds.items()):
                found.append(chosen)
    return sorted(found)


def random_bounded(rng):
    names = "abcd"[:rng.randint(2, 4)]
    bounds = {}
    for name in names:
        lower = rng.randint(0, 2)
        bounds[name] = (lower, rng.randint(max(lower, 1), 3))
    options = []
    while len(options) < rng.randint(3, 9):
        option = sorted(rng.sample(names, rng.randint(1, len(names))))
        if option not in options:
            options.append(option)
    return bounds, options


def test_bounded_problems_count_as_brute_force_with_any_jobs():
    rng = random.Random(3)
    checked = 0
    for _ in range(60):
        bounds, options = random_bounded(rng)
        want = brute_bounded(bounds, options)
        if not want or want == [()]:
            continue
        p = dlx.Problem([(n, lo, hi) for n, (lo, hi) in bounds.items()], options=options)
        assert p.count() == len(want)
        assert p.count(jobs=2) == len(want)
        assert sorted(tuple(sorted(s)) for s in p.solutions()) == want
        assert [p.bounds(n) for n in bounds] == list(bounds.values())
        checked += 1
    assert checked > 20


def expected_count(path):
    with open(path) as stream:
        for line in stream:
            if line.startswith("| expected:"):
                return int(line.split()[2])
    raise AssertionError("%s states no count" % path)


@pytest.mark.parametrize("name", ["motley-4-4", "motley-5-5", "queendom-5-3", "queendom-6-3",
                                  "redrect-3-4"])
def test_knuths_bounded_instances_have_dlx3s_counts(name):
    path = data("exact-cover", name + ".dlx")
    want = expected_count(path)  # Knuth's DLX3, recorded in the file
    p = dlx.Problem.load(path)
    assert p.count() == want
    assert p.count(jobs=3) == want
    assert p.count(algorithm="cells") == want  # Knuth's SSMCC on dancing cells
    assert any(p.bounds(item) != (1, 1) for item in p.items)


def test_cells_search_bounds_as_ssmcc():
    # ssmcc < motley-4-4.dlx: "8 solutions, 23009+105032 mems, 7491 updates, ... 135 nodes"
    # (data/exact-cover/knuth-counts.txt)
    p = dlx.Problem.load(data("exact-cover", "motley-4-4.dlx"))
    assert p.count(algorithm="cells", knuth=True) == 8
    assert (p.stats.nodes, p.stats.updates, p.stats.mems) == (135, 7491, 105032)
    assert sorted(map(sorted, p.solutions(algorithm="cells"))) == \
        sorted(map(sorted, p.solutions()))


def test_cells_search_bounds_as_ssmcc_wtd_and_ssmcc_frb():
    # ssmcc-wtd < motley-4-4.dlx: "8 solutions, 23009+115197 mems, 7923 updates, ... 142 nodes",
    # ssmcc-frb < motley-4-4.dlx: "8 solutions, 23031+129485 mems, 9179 updates, ... 144 nodes"
    # (data/exact-cover/knuth-counts.txt); ssmcc-wtd w0.5 W1.1 < motley-4-4.dlx:
    # "8 solutions, 23009+142898 mems, 10032 updates, ... 162 nodes"
    p = dlx.Problem.load(data("exact-cover", "motley-4-4.dlx"))
    for keywords, want in [(dict(branch="wtd"), (142, 7923, 115197)),
                           (dict(branch="frb", binary=True), (144, 9179, 129485)),
                           (dict(order="wtd", wtd_increment=0.5, wtd_growth=1.1),
                            (162, 10032, 142898))]:
        assert p.count(algorithm="cells", knuth=True, **keywords) == 8
        assert (p.stats.nodes, p.stats.updates, p.stats.mems) == want, keywords
    assert sorted(map(sorted, p.solutions(algorithm="cells", branch="frb"))) == \
        sorted(map(sorted, p.solutions()))


def test_bounds_read_from_text():
    p = dlx.Problem.parse("2:3|a 0:1|b c | x\na b\na c\na\nb c x\n")
    assert p.items == ("a", "b", "c") and p.secondary == ("x",)
    assert [p.bounds(n) for n in ("a", "b", "c", "x")] == [(2, 3), (0, 1), (1, 1), (0, 1)]
    options = [["a", "b"], ["a", "c"], ["a"], ["b", "c"]]
    want = brute_bounded({"a": (2, 3), "b": (0, 1), "c": (1, 1)}, options)
    assert p.count() == len(want)


# ---- the problem as DIMACS CNF ----

def two_items_cnf(encoding):
    """The CNF of tests/data/two-items.dlx, worked out by hand (tests/data/README.md)."""
    with open(os.path.join(TEST_DATA, "two-items-%s.cnf" % encoding)) as text:
        return text.read()


def cnf_models(text, variables):
    """The assignments of variables 1..variables that satisfy every clause
    of a CNF without auxiliary variables, each as the set of true ones."""
    clauses = [[int(w) for w in line.split()[:-1]] for line in text.splitlines()
               if line and line[0] not in "cp"]
    models = []
    for bits in range(1 << variables):
        true = {v for v in range(1, variables + 1) if bits >> (v - 1) & 1}
        if all(any((lit > 0) == (abs(lit) in true) for lit in clause) for clause in clauses):
            models.append(true)
    return models


def test_export_cnf_of_two_items_is_the_text_worked_by_hand(tmp_path):
    p = dlx.Problem(["a", "b"], options=[["a"], ["b"], ["a", "b"]])
    assert p.export_cnf() == two_items_cnf("pairwise")
    assert p.export_cnf("pairwise") == two_items_cnf("pairwise")
    assert p.export_cnf(encoding="sequential") == two_items_cnf("sequential")
    out = tmp_path / "two.cnf"
    assert p.export_cnf(path=str(out)) is None
    assert out.read_text() == two_items_cnf("pairwise")


def test_export_cnf_models_are_the_solutions_of_knuths_example():
    p = dlx.Problem(KNUTH_ITEMS, options=KNUTH_OPTIONS)
    assert cnf_models(p.export_cnf("pairwise"), 6) == [{1, 4, 5}]


def test_export_cnf_models_respect_colours():
    # x shared by options 0 and 1 (both red), refused to 2 (blue) and 3 (none)
    p = dlx.Problem(["a", "b", "c", "d"], secondary=["x"],
                    options=[["a", "x:red"], ["b", "x:red"], ["c", "x:blue"], ["d", "x"],
                             ["c"], ["d"]])
    assert cnf_models(p.export_cnf("pairwise"), 6) == [{1, 2, 5, 6}]


@pytest.mark.parametrize("encoding", ["Pairwise", "binomial", "", None, 1])
def test_export_cnf_refuses_other_encodings(encoding):
    p = dlx.Problem(["a"], options=[["a"]])
    with pytest.raises(ValueError):
        p.export_cnf(encoding)


# ---- costs and the k cheapest solutions (Knuth's DLX5) ----

def brute_cheapest(items, options, costs, k):
    """The k cheapest exact covers, ties to the smaller sorted option numbers."""
    covers = []
    for size in range(1, len(options) + 1):
        for chosen in itertools.combinations(range(len(options)), size):
            covered = sorted(item for k_ in chosen for item in options[k_])
            if covered == sorted(items):
                covers.append((sum(costs[k_] for k_ in chosen), list(chosen)))
    return sorted(covers)[:k]


def test_best_is_a_brute_force_minimiser():
    rng = random.Random(11)
    checked = 0
    for _ in range(40):
        items = list("abcde")[:rng.randint(3, 5)]
        options = [sorted(rng.sample(items, rng.randint(1, 2))) for _ in range(rng.randint(5, 10))]
        options = [list(o) for o in dict.fromkeys(tuple(o) for o in options)]
        costs = [rng.choice([0, 1, 2, 3, 3, 5]) for _ in options]
        want = brute_cheapest(items, options, costs, 4)
        p = dlx.Problem(items)
        for option, cost in zip(options, costs):
            p.add_option(option, cost=cost)
        assert [p.cost(k) for k in range(len(options))] == costs
        assert p.best(4) == want
        assert p.best(1) == want[:1]
        assert p.best(4, jobs=2) == want and p.best(2, jobs=3) == want[:2]
        checked += bool(want)
    assert checked > 20


def dlx_best_ids(path, k):
    """`dlx --best K --print=ids FILE` as [(cost, [ids])]."""
    result = run("DLX", "--best", str(k), "--print=ids", path)
    assert result.returncode == 0, result.stderr
    found = []
    for line in result.stdout.splitlines():
        if line.startswith("cost "):
            found.append((int(line.split()[1]), []))
        elif line.strip():
            found[-1][1].extend(int(word) for word in line.split())
    return found


@pytest.mark.parametrize("name", ["cheapest-cover", "pentomino-3x20-costs", "word-squares-costs"])
def test_best_is_dlx5s_list_and_the_commands(name):
    path = data("exact-cover", name + ".dlx")
    with open(path) as stream:
        line = next(l for l in stream if l.startswith("| cheapest (Knuth's DLX5, k"))
    k = int(line.split(", k")[1].split(")")[0])
    dlx5 = [int(word) for word in line.split(": ", 1)[1].split()]  # recorded from Knuth's DLX5
    p = dlx.Problem.load(path)
    assert p.has_costs
    best = p.best(k)
    assert [cost for cost, _ in best] == dlx5
    assert best == dlx_best_ids(path, k)
    assert all(cost == sum(p.cost(o) for o in chosen) for cost, chosen in best)
    assert p.best(3) == best[:3]
    assert p.best(k, jobs=2) == best and p.best(k, jobs=3) == best


def test_cheapest_cover_ties_go_to_the_smaller_numbers():
    # the file's covers, worked out by hand in its comment: two of cost 5
    p = dlx.Problem.load(data("exact-cover", "cheapest-cover.dlx"))
    assert p.best(2) == [(5, [2, 3]), (5, [2, 5, 7])]
    assert p.count() == 7 and len(p.best(100)) == 7


# ---- Ctrl-C ----

def interrupted_after(call, seconds):
    """Runs call() with a SIGINT sent `seconds` in; how long until
    KeyboardInterrupt came (the test fails if it never does)."""
    timer = threading.Timer(seconds, lambda: os.kill(os.getpid(), signal.SIGINT))
    start = time.monotonic()
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt):
            call()
    finally:
        timer.cancel()
    return time.monotonic() - start - seconds


@pytest.mark.skipif(threading.current_thread() is not threading.main_thread(),
                    reason="signals reach the main thread only")
def test_ctrl_c_stops_a_long_count_and_leaves_the_problem_usable():
    # queens-16 (14,772,512 solutions) takes a minute; a SIGINT 1.5 s in once
    # raised nothing until the count was done
    p = dlx.Problem.load(data("exact-cover", "queens-16.dlx"))
    late = interrupted_after(lambda: p.count(memo=0), 1.5)
    assert late < 1.0, "KeyboardInterrupt came %.2f s after SIGINT" % late
    assert interrupted_after(lambda: p.count(), 0.5) < 1.0  # with the memo too
    assert p.count(limit=7) == 7
    # with bounds (Algorithm M): x takes 0 to 26 of its 26 options, 2**26 solutions
    bounded = dlx.Problem([("x", 0, 26)], options=[["x"]] * 26)
    assert interrupted_after(bounded.count, 0.5) < 1.0
    assert bounded.count(limit=100) == 100
    eight = dlx.Problem.load(data("exact-cover", "queens-8.dlx"))
    assert eight.count() == 92  # OEIS A000170



# ---- The estimate of the search tree: particles and Knuth's paths ----

@pytest.mark.parametrize("method", ["particles", "paths"])
def test_estimate_of_8_queens_is_near_dlx1s_nodes_and_the_count(method):
    # dlx1 < queens-8.dlx: 1199 nodes (data/exact-cover/knuth-counts.txt)
    e = queens(8).estimate(50000, seed=3, method=method)
    assert isinstance(e, dlx.Estimate)
    assert 0 < e.nodes_error and abs(e.nodes - 1199) <= 4 * e.nodes_error
    assert 0 < e.solutions_error and abs(e.solutions - 92) <= 4 * e.solutions_error
    if method == "paths":  # each path enters the root and a node below it
        assert e.probe_nodes >= 2 * 50000


def test_estimate_methods_are_the_commands():
    path = data("exact-cover", "queens-10.dlx")
    p = dlx.Problem.load(path)
    assert p.estimate(300, seed=5) == p.estimate(300, seed=5, method="particles")
    for method in ("particles", "paths"):
        e = p.estimate(300, seed=5, method=method)
        out = run("DLX", "--estimate", "300", "--seed", "5", "--estimate-method", method,
                  path).stdout
        assert out == ("estimated nodes: %.6g (standard error %.6g)\n"
                       "estimated solutions: %.6g (standard error %.6g)\n"
                       % (e.nodes, e.nodes_error, e.solutions, e.solutions_error))
    assert p.estimate(300, seed=5) != p.estimate(300, seed=5, method="paths")


def test_estimate_repeats_with_its_seed_and_is_the_commands():
    p = dlx.Problem.load(data("exact-cover", "queens-10.dlx"))
    assert p.estimate(300, seed=5) == p.estimate(300, seed=5)
    assert p.estimate(300, seed=5) != p.estimate(300, seed=6)
    assert p.estimate(300) == p.estimate(300, seed=0)
    e = p.estimate(300, seed=5)
    out = run("DLX", "--estimate", "300", "--seed", "5",
              data("exact-cover", "queens-10.dlx")).stdout
    assert out == ("estimated nodes: %.6g (standard error %.6g)\n"
                   "estimated solutions: %.6g (standard error %.6g)\n"
                   % (e.nodes, e.nodes_error, e.solutions, e.solutions_error))


def test_estimate_of_a_tree_without_branching_is_exact():
    e = dlx.Problem(["a", "b"], options=[["a"], ["b"]]).estimate(10)
    assert (e.nodes, e.nodes_error, e.solutions, e.solutions_error) == (3, 0, 1, 0)
    assert e.probe_nodes == 30


def test_estimate_refuses_bad_probes_and_bounds():
    p = queens(4)
    for probes in (0, 10**9 + 1, -1):
        with pytest.raises(ValueError):
            p.estimate(probes)
    with pytest.raises(TypeError):
        p.estimate(1.5)
    with pytest.raises(ValueError):
        p.estimate(10, method="knuth")
    with pytest.raises(TypeError):
        p.estimate(10, method=1)
    bounded = dlx.Problem([("a", 1, 2)], options=[["a"], ["a"]])
    with pytest.raises(dlx.UnsupportedError):
        bounded.estimate(10)


# A child process that a real SIGINT reaches from outside, as Ctrl-C in a
# terminal does: it builds 16 queens (14,772,512 solutions, a minute or more
# of search; with every option costing 1 every solution ties, so best(3)
# searches the whole tree too), says "ready", and runs the call; after the
# interrupt it counts on the same problem.
CTRL_C_CHILD = r"""
import sys
import dlx
n, call, jobs = 16, sys.argv[1], int(sys.argv[2])
rows = ["r%d" % i for i in range(n)]
cols = ["c%d" % j for j in range(n)]
diagonals = ["a%d" % k for k in range(2 * n - 1)] + ["b%d" % k for k in range(2 * n - 1)]
p = dlx.Problem(rows + cols, secondary=diagonals)
for i in range(n):
    for j in range(n):
        p.add_option(["r%d" % i, "c%d" % j, "a%d" % (i + j), "b%d" % (i - j + n - 1)], cost=1)
print("ready", flush=True)
try:
    p.count(jobs=jobs) if call == "count" else p.best(3, jobs=jobs)
    print("finished", flush=True)
except KeyboardInterrupt:
    print("interrupted", flush=True)
print(p.count(limit=100000), flush=True)
eight = dlx.Problem(["r%d" % i for i in range(8)] + ["c%d" % j for j in range(8)],
                    secondary=["a%d" % k for k in range(15)] + ["b%d" % k for k in range(15)],
                    options=[["r%d" % i, "c%d" % j, "a%d" % (i + j), "b%d" % (i - j + 7)]
                             for i in range(8) for j in range(8)])
print(eight.count(jobs=jobs), flush=True)
"""


@pytest.mark.parametrize("call,jobs", [("count", 2), ("best", 1), ("best", 2)])
def test_ctrl_c_from_outside_stops_every_long_call(call, jobs):
    child = subprocess.Popen([sys.executable, "-c", CTRL_C_CHILD, call, str(jobs)],
                             stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "ready"
        time.sleep(0.5)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        assert child.stdout.readline().strip() == "interrupted"
        late = time.monotonic() - sent
        assert late < 1.5, "KeyboardInterrupt came %.2f s after SIGINT" % late
        assert child.stdout.readline().split() == ["100000"]  # the problem is whole again
        assert child.stdout.readline().strip() == "92"  # OEIS A000170
    finally:
        child.kill()
        child.wait()


def sharp_queens(n):
    """queens(n) with the row items named #r0, #r1 ...: order="sharp" branches on rows."""
    p = queens(n)
    items = ["#" + name if name.startswith("r") else name for name in p.items]
    options = [[("#" + x if x.startswith("r") else x) for x in p.option(k)]
               for k in range(p.option_count)]
    return dlx.Problem(items, secondary=p.secondary, options=options)


def test_order_sharp_counts_as_knuths_dlx2_sharp():
    # dlx2-sharp < queens-8-sharp.dlx (data/exact-cover/knuth-counts.txt):
    # Altogether 92 solutions, ... 21413 updates, ... 1201 nodes
    for p in (dlx.Problem.load(data("exact-cover", "queens-8-sharp.dlx")), sharp_queens(8)):
        assert p.count(order="sharp") == 92
        assert (p.stats.nodes, p.stats.updates) == (1201, 21413)
        assert len(list(p.solutions(order="sharp"))) == 92
    # without '#' names, sharp is MRV: DLX2's 1199 nodes and 21375 updates (dlx2 < queens-8.dlx)
    p = queens(8)
    assert p.count(order="sharp") == 92
    assert (p.stats.nodes, p.stats.updates) == (1199, 21375)
    assert p.count(order="first") == 92 and p.stats.nodes > 1199


def test_order_is_checked():
    p = queens(4)
    with pytest.raises(ValueError, match="order must be one of mrv, first, sharp"):
        p.count(order="fewest")
    with pytest.raises(TypeError):
        p.count(order=2)



def test_knuth_counts_with_threads_add_up():
    # DLX1 on queens-8 (data/exact-cover/knuth-counts.txt): 1199 nodes, 21375 updates;
    # the threads search the reference loop's own parts, and the walk above them counts too
    p = queens(8)
    assert p.count(knuth=True, jobs=2) == 92
    assert (p.stats.nodes, p.stats.updates) == (1199, 21375)
    assert p.count(order="sharp", jobs=3) == 92
    assert (p.stats.nodes, p.stats.updates) == (1199, 21375)
    assert sorted(map(sorted, p.solutions(order="first", jobs=2))) == \
        sorted(map(sorted, p.solutions()))


def test_cells_and_inference_count_as_the_links_search():
    # 8 queens: 92 (OEIS A000170); SSXCC's 947 nodes and 20078 updates on the same
    # problem in its file order are in knuth-counts.txt; here the counts and solutions
    p = queens(8)
    want = sorted(map(sorted, p.solutions()))
    assert p.count(algorithm="cells") == 92
    assert sorted(map(sorted, p.solutions(algorithm="cells"))) == want
    assert p.count(infer=True, memo=False) == 92
    assert p.stats.nodes < 1199  # DLX1's tree, without inference (knuth-counts.txt)
    assert sorted(map(sorted, p.solutions(infer=True))) == want
    with pytest.raises(ValueError, match="algorithm must be one of links, cells"):
        p.count(algorithm="sparse")
    with pytest.raises(dlx.Error, match="invalid argument"):
        p.count(algorithm="cells", jobs=2)  # the cells search is one thread's
    with pytest.raises(dlx.Error, match="invalid argument"):
        p.count(algorithm="cells", infer=True)


def test_bits_walk_the_links_search_tree():
    # 8 queens: 92 (OEIS A000170) in DLX1's 1199 nodes (knuth-counts.txt), the
    # solutions in the links search's order
    p = queens(8)
    assert p.count(algorithm="bits") == 92
    assert p.stats.nodes == 1199
    assert list(p.solutions(algorithm="bits")) == list(p.solutions(memo=False))


def test_bits_take_colours_and_dlx2_sharp_order():
    # DLX2's records (knuth-counts.txt): word-squares.dlx 24 solutions in 657
    # nodes; DLX2-SHARP's: queens-8-sharp.dlx 92 in 1201 nodes
    p = dlx.Problem.load(data("exact-cover", "word-squares.dlx"))
    assert p.count(algorithm="bits") == 24
    assert p.stats.nodes == 657
    assert list(p.solutions(algorithm="bits")) == list(p.solutions(memo=False))
    p = dlx.Problem.load(data("exact-cover", "queens-8-sharp.dlx"))
    for jobs in (1, 2):
        assert p.count(algorithm="bits", order="sharp", jobs=jobs) == 92
        assert p.stats.nodes == 1201


def test_bits_with_threads_count_as_one_thread():
    # 9 queens: 352 (OEIS A000170); the threads' nodes add up to one thread's,
    # and every solution comes once
    p = queens(9)
    assert p.count(algorithm="bits") == 352
    nodes = p.stats.nodes
    for jobs in (2, 3):
        assert p.count(algorithm="bits", jobs=jobs) == 352
        assert p.stats.nodes == nodes
    one = sorted(sorted(s) for s in p.solutions(algorithm="bits"))
    assert sorted(sorted(s) for s in p.solutions(algorithm="bits", jobs=2)) == one
    assert len(one) == 352


# ---- dancing cells: binary branching, its orders, the item shuffle ----

# (solutions, nodes, updates, mems) of Knuth's programs, the last line of
# `PROGRAM < FILE` (data/exact-cover/knuth-counts.txt: "Altogether S solutions,
# A+M mems, U updates, ..., N nodes"), and the keywords that search as each.
BINARY = {"ssxcc-binary": {}, "ssxcc-wtd": {"branch": "wtd"}, "ssxcc-frb": {"branch": "frb"}}
BINARY_FLAGS = {"ssxcc-binary": [], "ssxcc-wtd": ["--branch", "wtd"],
                "ssxcc-frb": ["--branch", "frb"]}
BINARY_RECORDS = {
    ("ssxcc-binary", "queens-8.dlx"): (92, 1280, 15035, 302490),
    ("ssxcc-binary", "langford-7.dlx"): (52, 658, 6029, 108827),
    ("ssxcc-binary", "knuth-example.dlx"): (1, 6, 12, 372),
    ("ssxcc-wtd", "queens-8.dlx"): (92, 1258, 15079, 305596),
    ("ssxcc-wtd", "langford-7.dlx"): (52, 770, 7274, 136515),
    ("ssxcc-wtd", "knuth-example.dlx"): (1, 6, 12, 387),
    ("ssxcc-frb", "queens-8.dlx"): (92, 1201, 13546, 282918),
    ("ssxcc-frb", "langford-7.dlx"): (52, 845, 7784, 151431),
    ("ssxcc-frb", "knuth-example.dlx"): (1, 6, 12, 405),
}


def command_stats(*args):
    """The figures `dlx ARGS` prints on stderr (--stats), as ints by name."""
    result = run("DLX", *args)
    assert result.returncode == 0, result.stderr
    pairs = (line.partition(": ") for line in result.stderr.splitlines())
    return {key: int(value) for key, _, value in pairs if value.isdigit()}


def same_as_command(stats, figures):
    assert (stats.solutions, stats.nodes, stats.updates, stats.branches, stats.max_level,
            stats.mems) == (figures["solutions"], figures["nodes"], figures["updates"],
                            figures["branches"], figures["max depth"], figures["mems"])


@pytest.mark.parametrize("program, name", sorted(BINARY_RECORDS))
def test_binary_orders_count_as_knuths_programs_and_the_command(program, name):
    path = data("exact-cover", name)
    p = dlx.Problem.load(path)
    p.count(algorithm="cells", binary=True, knuth=True, **BINARY[program])
    s = p.stats
    assert (s.solutions, s.nodes, s.updates, s.mems) == BINARY_RECORDS[program, name]
    same_as_command(s, command_stats("--algorithm", "cells", "--binary", *BINARY_FLAGS[program],
                                     "--stats=knuth", path))
    # without knuth: the same tree, no mems; the solutions are the links search's
    p.count(algorithm="cells", binary=True, **BINARY[program])
    assert (p.stats.nodes, p.stats.updates, p.stats.mems) == (s.nodes, s.updates, 0)
    assert sorted(map(sorted, p.solutions(algorithm="cells", binary=True, **BINARY[program]))) \
        == sorted(map(sorted, p.solutions()))


def test_wtd_weights_and_the_item_shuffle_are_knuths():
    # ssxcc-wtd w0.5 W1.1 < langford-7.dlx: 52 solutions, 848 nodes, 8410 updates, 157058 mems
    path = data("exact-cover", "langford-7.dlx")
    p = dlx.Problem.load(path)
    p.count(algorithm="cells", binary=True, branch="wtd", wtd_increment=0.5, wtd_growth=1.1,
            knuth=True)
    assert (p.stats.solutions, p.stats.nodes, p.stats.updates, p.stats.mems) == \
        (52, 848, 8410, 157058)
    # ssxcc s1 < langford-7.dlx: 52 solutions, 466 nodes, 7734 updates, 94441 mems
    # (the unseeded run's mems are 94241: the shuffle's 10 mems a swap)
    p.count(algorithm="cells", seed=1, knuth=True)
    assert (p.stats.solutions, p.stats.nodes, p.stats.updates, p.stats.mems) == \
        (52, 466, 7734, 94441)
    same_as_command(p.stats, command_stats("--algorithm", "cells", "--seed", "1",
                                           "--stats=knuth", path))
    # ssxcc-wtd s7 < sudoku-17clue-1.dlx: 1 solution, 316 nodes, 4356 updates, 93895 mems
    p = dlx.Problem.load(data("exact-cover", "sudoku-17clue-1.dlx"))
    assert p.count(algorithm="cells", binary=True, order="wtd", seed=7, knuth=True) == 1
    assert (p.stats.nodes, p.stats.updates, p.stats.mems) == (316, 4356, 93895)


@pytest.mark.parametrize("keywords, error, message", [
    ({"seed": 1}, ValueError, "seed shuffles the items of algorithm=\"cells\""),
    ({"algorithm": "cells", "seed": 1 << 31}, ValueError, "seed must be from 0 to 2147483647"),
    ({"algorithm": "cells", "seed": "1"}, TypeError, "seed must be an int"),
    ({"algorithm": "cells", "binary": True, "wtd_increment": 2}, ValueError,
     "go with order \\(branch\\) \"wtd\""),
    ({"algorithm": "cells", "binary": True, "branch": "wtd", "wtd_growth": 0}, ValueError,
     "wtd_growth must be a finite number above 0"),
    ({"algorithm": "cells", "binary": "yes"}, TypeError, "binary must be True or False"),
    ({"binary": True}, dlx.Error, "invalid argument"),  # the links branch one way
    ({"algorithm": "cells", "branch": "frb"}, dlx.Error, "invalid argument"),  # frb needs binary or bounds
])
def test_cells_keywords_are_checked(keywords, error, message):
    p = queens(4)
    with pytest.raises(error, match=message):
        p.count(**keywords)
    with pytest.raises(error, match=message):
        list(p.solutions(**keywords))


def doubled_items(n):
    """n items, each with two options of itself alone: 2**n solutions."""
    items = ["a%d" % i for i in range(n)]
    return dlx.Problem(items, options=[[item] for item in items for _ in range(2)])


@pytest.mark.parametrize("jobs", [1, 2, 3])
def test_count_past_2_64_is_a_python_int(jobs):
    # one search (the memo's hits carry its count past 2**64) and threads' parts
    assert doubled_items(70).count(jobs=jobs) == 2**70
    assert doubled_items(100).count(jobs=jobs) == 2**100


def test_count_past_2_128_is_refused_not_wrapped():
    with pytest.raises(OverflowError):
        doubled_items(130).count()
