"""dlx.sudoku against answers it did not make: published solutions (the
Wikipedia puzzle, the killer puzzles of data/ with their published
solutions), grids checked cell by cell here, the count of 4x4 grids (288),
a brute-force count on small grids, Sudoku Explainer's published ratings,
the bad-input corpus, mistakes found against the published solution;
and, where the package only passes things
through, the same answer as the `sudoku` command."""
import json
import os
import random

import pytest

import dlx
import dlx.sudoku as sudoku
from conftest import BAD_INPUT, TEST_DATA, data, lines, run

WIKI = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
WIKI_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
SYMBOLS = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def cells(line):
    return [SYMBOLS.index(ch) if ch in SYMBOLS else 0 for ch in line.replace("0", ".")]


def boxes(n):
    rows = max(d for d in range(1, int(n ** 0.5) + 1) if n % d == 0)
    return rows, n // rows


def is_solution(puzzle, solution):
    """Every row, column and box holds 1..n once, and the givens are kept."""
    p, s = cells(puzzle), cells(solution)
    n = int(len(s) ** 0.5)
    br, bc = boxes(n)
    units = [[r * n + c for c in range(n)] for r in range(n)]
    units += [[r * n + c for r in range(n)] for c in range(n)]
    units += [[(r0 + r) * n + c0 + c for r in range(br) for c in range(bc)]
              for r0 in range(0, n, br) for c0 in range(0, n, bc)]
    return (all(sorted(s[k] for k in unit) == list(range(1, n + 1)) for unit in units)
            and all(g == 0 or g == v for g, v in zip(p, s)))


def brute_count(puzzle, n):
    """Solutions of a small grid by plain backtracking, cell by cell."""
    grid = cells(puzzle)
    br, bc = boxes(n)

    def fits(k, d):
        r, c = divmod(k, n)
        r0, c0 = r - r % br, c - c % bc
        return all(grid[r * n + j] != d and grid[i * n + c] != d for i in range(n) for j in range(n)) \
            and all(grid[(r0 + i) * n + c0 + j] != d for i in range(br) for j in range(bc))

    def search(k):
        while k < n * n and grid[k]:
            k += 1
        if k == n * n:
            return 1
        total = 0
        for d in range(1, n + 1):
            if fits(k, d):
                grid[k] = d
                total += search(k + 1)
                grid[k] = 0
        return total
    return search(0)


# ---- solve and count ----

@pytest.mark.parametrize("name", ["wiki-grid.txt", "wiki-c.txt", "wiki-json.txt", "wiki-pretty.txt"])
def test_every_input_form_solves_to_the_published_solution(name):
    with open(os.path.join(TEST_DATA, name)) as stream:
        assert sudoku.solve(stream.read()) == WIKI_SOLUTION


def test_the_line_form_and_lists_of_ints_solve_alike():
    assert sudoku.solve(WIKI) == WIKI_SOLUTION
    assert sudoku.solve(WIKI, unique=True) == WIKI_SOLUTION
    rows = [cells(WIKI)[r * 9:(r + 1) * 9] for r in range(9)]
    assert sudoku.solve(rows) == [cells(WIKI_SOLUTION)[r * 9:(r + 1) * 9] for r in range(9)]
    assert sudoku.solve(WIKI.encode()) == WIKI_SOLUTION


def test_hard_and_17_clue_puzzles_solve_to_valid_grids():
    for name in ("17clue-1000.txt", "hardest-1000.txt", "norvig-hardest.txt"):
        for puzzle in lines(data(name), 40):
            solution = sudoku.solve(puzzle, unique=True)
            assert is_solution(puzzle, solution)
            assert sudoku.count(puzzle) == 1


def test_anti_backtracking_puzzle_has_its_published_first_row():
    puzzle = lines(data("anti-backtracking.txt"))[0]
    assert sudoku.solve(puzzle)[:9] == "987654321"


def test_killer_puzzles_solve_to_their_published_solutions():
    for line in lines(data("killer-krazydad-50.txt")):
        cages, sums, published = line.split()
        assert sudoku.solve(cages + " " + sums, variant="killer") == published
        assert sudoku.solve("# variant: killer\n" + cages + " " + sums) == published


def test_counts_agree_with_the_known_and_the_brute_force_ones():
    assert sudoku.count("." * 16, limit=None) == 288
    assert sudoku.count([[0] * 4 for _ in range(4)], limit=None) == 288
    assert sudoku.count("." * 81, limit=5) == 5
    rng = random.Random(4)
    full = sudoku.solve("." * 16)
    for _ in range(30):
        puzzle = "".join(ch if rng.random() < 0.3 else "." for ch in full)
        assert sudoku.count(puzzle, limit=None) == brute_count(puzzle, 4)
    for puzzle in lines(data("several-solutions-200.txt"), 20):
        assert sudoku.count(puzzle) == 2
        with pytest.raises(dlx.MultipleSolutionsError):
            sudoku.solve(puzzle, unique=True)
        assert is_solution(puzzle, sudoku.solve(puzzle))


def test_clashing_givens_say_where():
    with pytest.raises(dlx.NoSolutionError) as caught:
        sudoku.solve("55" + "." * 79)
    assert str(caught.value) == "no solution: r1c1 and r1c2 both hold 5 (same row)"
    assert sudoku.count("55" + "." * 79) == 0


# ---- bad input: the corpus the commands are held to ----

def sudoku_corpus():
    """The `solve` cases on files (not the missing file or the folder), but
    the binary file, which the command's file reader refuses before the
    puzzle reader sees it (a text given to dlx.sudoku has no such layer)."""
    with open(os.path.join(BAD_INPUT, "cases.txt")) as stream:
        for line in stream:
            fields = [f.strip() for f in (line.rstrip("\n") + " ").split(" | ", 3)]
            if (fields[0] == "solve" and os.path.isfile(os.path.join(BAD_INPUT, fields[1]))
                    and "not a text file" not in fields[3]):
                yield fields[1], int(fields[2]), fields[3]


@pytest.mark.parametrize("path,code,text", list(sudoku_corpus()))
def test_bad_puzzles_raise_what_the_command_reports(path, code, text):
    with open(os.path.join(BAD_INPUT, path), "rb") as stream:
        content = stream.read()
    reason = text.split(": ", 1)[1] if ": " in text else ""
    where = text.split(": ", 1)[0].split(":")[1:]
    if code == 0:
        sudoku.solve(content, unique=True)
    elif code == 1:
        error = dlx.NoSolutionError if reason.startswith("no solution") else dlx.MultipleSolutionsError
        with pytest.raises(error) as caught:
            sudoku.solve(content, unique=True)
        assert str(caught.value).startswith(reason)
    else:
        with pytest.raises(dlx.ParseError) as caught:
            sudoku.solve(content, unique=True)
        assert caught.value.reason.startswith(reason)
        if where:
            assert caught.value.line == int(where[0])
        if len(where) > 1:
            assert caught.value.column == int(where[1])


@pytest.mark.parametrize("puzzle,error", [
    ("", dlx.ParseError),
    (WIKI[:80], dlx.ParseError),
    (WIKI + "\n" + WIKI, dlx.ParseError),
    ([[0] * 5] * 5, dlx.ParseError),
    ([[0] * 4] * 3 + [[0] * 3], dlx.ParseError),
    ([[5, 0, 0, 0]] + [[0] * 4] * 3, dlx.ParseError),
    ([["1", 0, 0, 0]] + [[0] * 4] * 3, dlx.ParseError),
    (42, TypeError),
])
def test_bad_puzzles_raise(puzzle, error):
    with pytest.raises(error):
        sudoku.solve(puzzle)


def test_bad_arguments_raise():
    for call in (lambda: sudoku.count(WIKI, limit=0), lambda: sudoku.solve(WIKI, variant="sandwich"),
                 lambda: sudoku.generate(1, size=7), lambda: sudoku.generate(1, symmetry="spiral"),
                 lambda: sudoku.generate(1, size=4, rating=(1.0, 2.0)),
                 lambda: sudoku.generate(1, size=4, difficulty="gentle"),
                 lambda: sudoku.generate(1, difficulty="simple"),
                 lambda: sudoku.generate(1, variant="x", symmetry="rot180"),
                 lambda: sudoku.solve_many([WIKI], jobs=-2), lambda: sudoku.rate(WIKI, orders=0)):
        with pytest.raises(ValueError):
            call()


@pytest.mark.parametrize("call,error", [
    (lambda: sudoku.solve(WIKI, variant=5), TypeError),
    (lambda: sudoku.solve(WIKI, unique="yes"), TypeError),
    (lambda: sudoku.count(WIKI, limit="2"), TypeError),
    (lambda: sudoku.count(WIKI, limit=2 ** 64), ValueError),
    (lambda: sudoku.solve_many(WIKI), TypeError),
    (lambda: sudoku.solve_many([WIKI], jobs=1.0), TypeError),
    (lambda: sudoku.solve_many([WIKI], variant=["x"]), TypeError),
    (lambda: sudoku.generate(clues=-1), ValueError),
    (lambda: sudoku.generate(clues=82), ValueError),
    (lambda: sudoku.generate(clues="30"), TypeError),
    (lambda: sudoku.generate(attempts=-1), ValueError),
    (lambda: sudoku.generate(attempts=2 ** 31), ValueError),
    (lambda: sudoku.generate(n=-1), ValueError),
    (lambda: sudoku.generate(n=1.0), TypeError),
    (lambda: sudoku.generate(seed=-1), ValueError),
    (lambda: sudoku.generate(seed="1"), TypeError),
    (lambda: sudoku.generate(size="9"), TypeError),
    (lambda: sudoku.generate(symmetry=None), TypeError),
    (lambda: sudoku.generate(difficulty=3), TypeError),
    (lambda: sudoku.generate(rating=4.5), TypeError),
    (lambda: sudoku.generate(rating=("2", "4")), TypeError),
    (lambda: sudoku.generate(rating=(2.0, float("nan"))), ValueError),
    (lambda: sudoku.generate(minimal="no"), TypeError),
    (lambda: sudoku.rate(WIKI, node_limit=-1), ValueError),
    (lambda: sudoku.rate(WIKI, node_limit=2 ** 64), ValueError),
    (lambda: sudoku.rate(WIKI, orders=65), ValueError),
    (lambda: sudoku.rate(WIKI, orders="8"), TypeError),
    (lambda: sudoku.hint(WIKI, level="3"), TypeError),
    (lambda: sudoku.hint(WIKI, level=4), ValueError),
    (lambda: sudoku.hint(pencil=5), TypeError),
    (lambda: sudoku.explain(42), TypeError),
    (lambda: sudoku.check(WIKI, 42), TypeError),
])
def test_arguments_raise_pythons_errors(call, error):
    # a wrong type is a TypeError, a wrong value a ValueError, both dlx.Error
    # too: never AttributeError, ctypes' errors, or the library's "invalid argument"
    with pytest.raises(error) as caught:
        call()
    assert isinstance(caught.value, dlx.Error)


# ---- batches ----

def test_solve_many_keeps_the_input_order_with_threads():
    puzzles = lines(data("17clue-1000.txt"), 300) + lines(data("several-solutions-200.txt"), 5)
    one = sudoku.solve_many(puzzles)
    assert all(is_solution(p, s) for p, s in zip(puzzles[:300], one))
    assert sudoku.solve_many(puzzles, jobs=3) == one
    unique = sudoku.solve_many(puzzles, jobs=2, unique=True)
    assert unique[:300] == one[:300] and unique[300:] == [None] * 5


def test_solve_many_takes_every_form_in_one_batch():
    with open(os.path.join(TEST_DATA, "wiki-grid.txt")) as stream:
        grid_text = stream.read()
    rows = [cells(WIKI)[r * 9:(r + 1) * 9] for r in range(9)]
    solved_rows = [cells(WIKI_SOLUTION)[r * 9:(r + 1) * 9] for r in range(9)]
    cages, sums, published = lines(data("killer-krazydad-50.txt"), 1)[0].split()
    mixed = [WIKI, grid_text, rows, WIKI.encode(), "55" + "." * 79, "# variant: killer\n" + cages
             + " " + sums, "." * 16, WIKI]
    want = [WIKI_SOLUTION, WIKI_SOLUTION, solved_rows, WIKI_SOLUTION, None, published,
            sudoku.solve("." * 16), WIKI_SOLUTION]
    assert sudoku.solve_many(mixed) == want
    assert sudoku.solve_many(mixed * 20, jobs=3) == want * 20
    for bad, index in (([WIKI[:9], WIKI], 0), ([WIKI, WIKI[:9]], 1), ([WIKI, "", WIKI], 1)):
        with pytest.raises(dlx.ParseError) as caught:
            sudoku.solve_many(bad)
        assert caught.value.index == index


def test_solve_many_names_the_puzzle_it_cannot_read():
    puzzles = [WIKI] * 100 + ["12345"] + [WIKI] * 100
    with pytest.raises(dlx.ParseError) as caught:
        sudoku.solve_many(puzzles, jobs=2)
    assert caught.value.index == 100
    assert sudoku.solve_many(iter([WIKI, "55" + "." * 79])) == [WIKI_SOLUTION, None]


# ---- generating ----

def test_generate_makes_what_the_command_makes_from_the_same_seed():
    assert sudoku.generate(4, seed=11) == run("SUDOKU", "generate", "-n", "4", "--seed", "11").stdout.split()
    assert sudoku.generate(2, seed=5, size=6, symmetry="rot180") == run(
        "SUDOKU", "generate", "-n", "2", "--seed", "5", "--size", "6", "--symmetry", "rot180").stdout.split()


def test_generated_puzzles_are_unique_and_symmetric():
    for size, symmetry in ((9, "rot180"), (4, "mirror"), (6, "none")):
        puzzles = sudoku.generate(3, seed=8, size=size, symmetry=symmetry)
        assert len(set(puzzles)) == 3
        for puzzle in puzzles:
            assert sudoku.count(puzzle) == 1
            if size == 4:
                assert brute_count(puzzle, 4) == 1
            n = size
            clue = [ch != "." for ch in puzzle]
            for r in range(n):
                for c in range(n):
                    mirror = {"rot180": (n - 1 - r, n - 1 - c), "mirror": (r, n - 1 - c),
                              "none": (r, c)}[symmetry]
                    assert clue[r * n + c] == clue[mirror[0] * n + mirror[1]]


def test_generate_is_reproducible_and_seeds_differ():
    assert sudoku.generate(2, seed=3) == sudoku.generate(2, seed=3)
    assert sudoku.generate(2, seed=3) != sudoku.generate(2, seed=4)
    assert len(sudoku.generate(2)) == 2


def test_generate_with_a_rating_range_keeps_to_it():
    for puzzle in sudoku.generate(2, seed=21, rating=(2.6, 4.0)):
        assert 2.6 <= sudoku.rate(puzzle)["rating"] <= 4.0


def test_generate_extreme_walks_as_the_command_does():
    made = sudoku.generate(2, seed=7, rating=(9.0, 12))
    assert made == run("SUDOKU", "generate", "-n", "2", "--seed", "7", "--rating",
                       "9.0-12").stdout.split()
    for puzzle in made:
        assert sudoku.rate(puzzle)["rating"] >= 9.0
    with pytest.raises(dlx.Error, match="in 1 moves near hard puzzles"):
        sudoku.generate(1, seed=7, rating=(9.0, 12), attempts=1)


def test_generate_for_a_technique_as_the_command_does():
    made = sudoku.generate(2, seed=3, technique="xy-wing")
    assert made == run("SUDOKU", "generate", "-n", "2", "--seed", "3", "--technique",
                       "xy-wing").stdout.split()
    assert all(sudoku.rate(puzzle)["hardest"] == "xy-wing" for puzzle in made)
    with pytest.raises(ValueError, match="technique"):
        sudoku.generate(1, technique="chute")
    with pytest.raises(ValueError, match="technique"):
        sudoku.generate(1, size=4, technique="x-wing")


def test_generate_with_a_difficulty_and_clues():
    for puzzle in sudoku.generate(2, seed=2, difficulty="moderate"):
        rated = sudoku.rate(puzzle)
        assert 2.6 <= rated["rating"] <= 3.9 and rated["level"] == "moderate"
    assert sudoku.generate(2, seed=4, difficulty="gentle") == run(
        "SUDOKU", "generate", "-n", "2", "--seed", "4", "--difficulty", "gentle").stdout.split()
    puzzle, = sudoku.generate(1, seed=2, clues=30)
    assert sum(ch != "." for ch in puzzle) == 30


def test_jigsaw_with_a_second_rule_is_found_and_sizes_without_a_grid_refused():
    # regions drawn around a grid of the rules: found on every seed
    (puzzle,) = sudoku.generate(1, seed=1, variant="jigsaw+anti-knight", size=6)
    assert sudoku.count(puzzle, variant="jigsaw+anti-knight") == 1
    with pytest.raises(dlx.Error, match="no 4x4 grid keeps every rule"):
        sudoku.generate(1, seed=1, variant="jigsaw+anti-king", size=4)


def rows_and_columns_hold_every_digit(solution):
    s = cells(solution)
    return all(sorted(s[r * 9:(r + 1) * 9]) == list(range(1, 10)) for r in range(9)) and \
        all(sorted(s[c::9]) == list(range(1, 10)) for c in range(9))


@pytest.mark.parametrize("variant", ["x", "windoku", "jigsaw", "killer", "x+windoku",
                                     "jigsaw+killer"])
def test_generated_variants_have_one_solution(variant):
    for puzzle in sudoku.generate(2, seed=9, variant=variant):
        assert sudoku.count(puzzle, variant=variant) == 1
        solution = sudoku.solve(puzzle, variant=variant)
        fields = puzzle.split()
        assert rows_and_columns_hold_every_digit(solution)
        if "killer" in variant:  # cage symbols, then each cage's sum in order of appearance
            order = list(dict.fromkeys(fields[0]))
            sums = [int(x) for x in fields[1].split(",")]
            for symbol, total in zip(order, sums):
                assert sum(d for d, c in zip(cells(solution), fields[0]) if c == symbol) == total
            if "jigsaw" in variant:  # the regions last, each holding every digit once
                for symbol in set(fields[-1]):
                    assert sorted(d for d, c in zip(cells(solution), fields[-1])
                                  if c == symbol) == list(range(1, 10))
        elif variant == "jigsaw":  # givens, then the regions
            assert all(g in ".0" or g == v for g, v in zip(fields[0], solution))
        else:
            assert is_solution(fields[0], solution)
            rows = [cells(fields[0])[r * 9:(r + 1) * 9] for r in range(9)]
            assert sudoku.solve(rows, variant=variant) == [cells(solution)[r * 9:(r + 1) * 9]
                                                         for r in range(9)]
            if "x" in variant:
                s = cells(solution)
                assert sorted(s[k * 10] for k in range(9)) == list(range(1, 10))
                assert sorted(s[8 + k * 8] for k in range(9)) == list(range(1, 10))


# Mitchell Lee's Miracle Sudoku (2020) and its published solution
MIRACLE = "......................................1............2............................."
MIRACLE_SOLUTION = ("483726159726159483159483726837261594261594837"
                    "594837261372615948615948372948372615")
PAIR_RULES = "anti-knight+anti-king+non-consecutive"


def breaks_a_pair_rule(solution, variant):
    """Every pair of cells against the rules named in `variant`."""
    s = cells(solution)
    for a in range(81):
        for b in range(a + 1, 81):
            dr, dc = abs(a // 9 - b // 9), abs(a % 9 - b % 9)
            if "anti-knight" in variant and s[a] == s[b] and {dr, dc} == {1, 2}:
                return True
            if "anti-king" in variant and s[a] == s[b] and dr <= 1 and dc <= 1:
                return True
            if "non-consecutive" in variant and dr + dc == 1 and abs(s[a] - s[b]) == 1:
                return True
    return False


def test_the_pair_rules_solve_the_miracle_sudoku():
    assert sudoku.solve(MIRACLE, variant=PAIR_RULES) == MIRACLE_SOLUTION
    assert sudoku.solve("# variant: %s\n%s\n" % (PAIR_RULES, MIRACLE)) == MIRACLE_SOLUTION
    assert not breaks_a_pair_rule(MIRACLE_SOLUTION, PAIR_RULES)
    rows = [cells(MIRACLE)[r * 9:(r + 1) * 9] for r in range(9)]
    assert sudoku.solve(rows, variant=PAIR_RULES)[4] == cells(MIRACLE_SOLUTION)[36:45]
    assert sudoku.count(MIRACLE, variant="anti-knight+anti-king") > 1


@pytest.mark.parametrize("variant", ["anti-knight", "anti-king", "non-consecutive"])
def test_generated_pair_rule_puzzles_keep_their_rule(variant):
    puzzle = sudoku.generate(1, seed=1, variant=variant)[0]
    assert sudoku.count(puzzle, variant=variant) == 1
    solution = sudoku.solve(puzzle, variant=variant)
    assert is_solution(puzzle, solution)
    assert not breaks_a_pair_rule(solution, variant)
    assert sudoku.check(puzzle, solution, variant=variant) == []


def test_givens_breaking_a_pair_rule_are_named():
    with pytest.raises(dlx.NoSolutionError) as caught:
        sudoku.solve("..5" + "." * 10 + "5" + "." * 67, variant="anti-knight")
    assert str(caught.value) == "no solution: r1c3 and r2c5 both hold 5 (a knight's move apart)"
    with pytest.raises(dlx.NoSolutionError) as caught:
        sudoku.solve("45" + "." * 79, variant="non-consecutive")
    assert str(caught.value) == "no solution: r1c1 and r1c2 hold 4 and 5 (consecutive)"


# ---- rating and the logical solver ----

def test_rate_gives_what_sudoku_rate_json_gives():
    puzzles = lines(os.path.join(TEST_DATA, "logic-sample.txt"), 12)[::3] + ["." * 4 + "1234" + "." * 8]
    puzzles[-1] = sudoku.generate(1, seed=1, size=4)[0]
    command = run("SUDOKU", "rate", "-f", "json", input="\n".join(puzzles) + "\n")
    assert [sudoku.rate(p) for p in puzzles] == [json.loads(line) for line in command.stdout.splitlines()]


def test_rate_agrees_with_sudoku_explainer_on_simple_puzzles():
    # SE's ratings up to 2.0 are singles and direct techniques: exact agreement expected
    rows = [line.split() for line in lines(os.path.join(TEST_DATA, "se-rated-sample.txt"))]
    simple = [(p, float(r)) for p, r in rows if float(r) <= 2.0]
    assert len(simple) >= 10
    agree = sum(sudoku.rate(p, orders=1)["rating"] == r for p, r in simple)
    assert agree >= 0.8 * len(simple)


def test_rate_refuses_puzzles_without_one_solution():
    with pytest.raises(dlx.MultipleSolutionsError):
        sudoku.rate("." * 81)
    with pytest.raises(dlx.NoSolutionError):
        sudoku.rate("55" + "." * 79)


def test_explain_gives_what_sudoku_explain_json_gives():
    for puzzle in lines(os.path.join(TEST_DATA, "logic-sample.txt"), 30)[::6]:
        command = json.loads(run("SUDOKU", "explain", "-f", "json", input=puzzle + "\n").stdout)
        assert sudoku.explain(puzzle) == command["steps"]


def test_explain_gives_chains_as_sudoku_explain_json_gives_them():
    puzzle = "................12..1..3.......1..3..4...5...23......6....2...4...6..7....5.....8"
    command = json.loads(run("SUDOKU", "explain", "-f", "json", input=puzzle + "\n").stdout)
    steps = sudoku.explain(puzzle)
    assert steps == command["steps"]
    chained = [s for s in steps if "chains" in s]
    assert chained and chained[0]["chains"][0]["text"] == "(7)r2c2=r4c2-r6c3=(7)r6c6"
    assert chained[0]["chains"][0]["links"] == ["strong", "weak", "strong"]


def test_rate_gives_serates_pearl_and_diamond():
    # serate's ED=4.5/3.4/2.6 (tests/data/se-erpd-sample.txt)
    rated = sudoku.rate("..1...5.....2.9......8..3..53..4...........726.........2.1...894...3.............")
    assert (rated["rating"], rated["ep"], rated["ed"]) == (4.5, 3.4, 2.6)


def test_explained_steps_lead_to_the_solution():
    """Each placement is the solution's digit; no elimination removes it."""
    for puzzle in lines(os.path.join(TEST_DATA, "logic-sample.txt"))[::8]:
        solution = cells(sudoku.solve(puzzle))
        grid = cells(puzzle)
        for step in sudoku.explain(puzzle):
            for p in step["placements"]:
                k = (int(p["cell"][1]) - 1) * 9 + int(p["cell"][3]) - 1
                assert solution[k] == p["digit"], step["text"]
                grid[k] = p["digit"]
            for e in step["eliminations"]:
                k = (int(e["cell"][1]) - 1) * 9 + int(e["cell"][3]) - 1
                assert solution[k] != e["digit"], step["text"]
        assert grid == solution


def test_hint_is_the_first_step_and_none_when_solved():
    step = sudoku.hint(WIKI)
    hints = step.pop("hints")
    assert step == sudoku.explain(WIKI)[0]
    assert hints[2] == step["text"] and len(hints) == 3
    assert sudoku.hint(WIKI_SOLUTION) is None
    command = json.loads(run("SUDOKU", "hint", "-f", "json", input=WIKI + "\n").stdout)
    assert sudoku.hint(WIKI) == command


def test_hint_levels_are_the_commands():
    for level in (1, 2, 3):
        command = run("SUDOKU", "hint", "--level", str(level), input=WIKI + "\n")
        assert command.returncode == 0
        assert sudoku.hint(WIKI, level=level) == command.stdout.rstrip("\n")
    # the first step of the Wikipedia puzzle, found by hand: 8 has one place in box 2
    assert sudoku.hint(WIKI, level=3) == "hidden single in box 2: r1c6=8"
    for bad in (0, 4):
        with pytest.raises(ValueError):
            sudoku.hint(WIKI, level=bad)
    for bad in ("2", True):
        with pytest.raises(TypeError):
            sudoku.hint(WIKI, level=bad)


# ---- pencil marks ----

def marks_of(puzzle, allowed=None):
    """Pencil marks in 729 symbols: a given's digit alone, or the digits
    `allowed` gives the cell (all nine by default)."""
    out = []
    for k, v in enumerate(cells(puzzle)):
        digits = [v] if v else (allowed(k) if allowed else range(1, 10))
        out.append("".join(str(d) if d in digits else "." for d in range(1, 10)))
    return "".join(out)


def test_pencil_marks_are_constraints_for_solve_and_count():
    free = marks_of(WIKI)
    assert sudoku.solve(free) == WIKI_SOLUTION
    assert sudoku.count(free, limit=None) == 1
    # marks keeping r1c3 (solution 4) to {1, 2}: the published solution is ruled out
    wrong = marks_of(WIKI, lambda k: (1, 2) if k == 2 else range(1, 10))
    assert sudoku.count(wrong, limit=None) == 0
    with pytest.raises(dlx.NoSolutionError):
        sudoku.solve(wrong)
    # every open cell marked with its published digit alone
    solved = marks_of(WIKI, lambda k: (cells(WIKI_SOLUTION)[k],))
    assert sudoku.solve(solved) == WIKI_SOLUTION
    assert sudoku.solve_many([free, wrong]) == [WIKI_SOLUTION, None]


def command_json(*args, input):
    result = run("SUDOKU", *args, "-f", "json", "-", input=input)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_rate_explain_and_hint_start_from_the_marks_as_the_command_does():
    free = marks_of(WIKI) + "\n"
    rated = sudoku.rate(free)
    assert rated == command_json("rate", input=free)
    assert rated["puzzle"] == WIKI and rated["nodes"] is None
    assert sudoku.explain(free) == command_json("explain", input=free)["steps"]
    assert sudoku.hint(free) == command_json("hint", input=free)
    # marks that already rule out 1 and 2 in r1c3 leave its 4 a naked single
    narrowed = marks_of(WIKI, lambda k: (4,) if k == 2 else range(1, 10)) + "\n"
    assert sudoku.hint(narrowed) == command_json("hint", input=narrowed)


def test_contradictory_marks_raise_no_solution_everywhere():
    path = os.path.join(BAD_INPUT, "sudoku", "marks-contradict.txt")
    with open(path) as stream:
        text = stream.read()
    for call in (sudoku.solve, sudoku.rate, sudoku.explain, sudoku.hint):
        with pytest.raises(dlx.NoSolutionError):
            call(text)
        command = run("SUDOKU", call.__name__, path)
        assert command.returncode == 1 and "no solution" in command.stderr
    assert sudoku.count(text) == 0


# ---- a player's progress ----

def published_mistakes(state):
    """The mistakes of a one-line state or 729-symbol marks against the
    published solution of the Wikipedia puzzle."""
    solution = cells(WIKI_SOLUTION)
    found = []
    for k in range(81):
        name = "r%dc%d" % (k // 9 + 1, k % 9 + 1)
        if len(state) == 729:
            digits = [d for d in range(1, 10) if state[9 * k + d - 1] != "."]
            if len(digits) == 1 and digits[0] != solution[k]:
                found.append({"cell": name, "digit": digits[0], "kind": "placed"})
            elif len(digits) > 1 and solution[k] not in digits:
                found.append({"cell": name, "digit": solution[k], "kind": "eliminated"})
        elif cells(state)[k] and cells(state)[k] != solution[k]:
            found.append({"cell": name, "digit": cells(state)[k], "kind": "placed"})
    return found


def command_mistakes(state):
    result = run("SUDOKU", "check", WIKI, state)
    assert result.returncode == (1 if "digit" in result.stdout else 0), result.stderr
    return result.stdout


def test_check_names_the_mistakes_the_command_prints():
    rng = random.Random(5)
    states = [WIKI, WIKI_SOLUTION]
    for _ in range(6):
        state = list(WIKI)
        for k in rng.sample(range(81), 12):
            if state[k] == ".":
                state[k] = str(rng.randint(1, 9))
        states.append("".join(state))
    for _ in range(4):
        marks = list(marks_of(WIKI))
        for k in rng.sample(range(729), 60):
            if WIKI[k // 9] == ".":
                marks[k] = "."
        states.append("".join(marks))
    kinds = set()
    for state in states:
        mistakes = sudoku.check(WIKI, state)
        assert mistakes == published_mistakes(state)
        kinds |= {m["kind"] for m in mistakes}
        printed = command_mistakes(state).splitlines()
        if not mistakes:
            assert printed == ["no mistakes so far"]
        else:
            assert [line.split(":")[0] for line in printed] == [m["cell"] for m in mistakes]
            assert [line.split(": ")[1][0] for line in printed] == [str(m["digit"]) for m in mistakes]
            assert ["not the solution" in line for line in printed] == \
                [m["kind"] == "placed" for m in mistakes]
    assert kinds == {"placed", "eliminated"}
    wrong = WIKI_SOLUTION[:3] + "9" + WIKI_SOLUTION[4:]  # r1c4 holds 6 in the published grid
    assert sudoku.check(WIKI, wrong) == [{"cell": "r1c4", "digit": 9, "kind": "placed"}]


def test_check_refuses_what_the_command_refuses():
    with pytest.raises(dlx.MultipleSolutionsError):
        sudoku.check("." * 81, WIKI)
    with pytest.raises(dlx.NoSolutionError):
        sudoku.check("55" + "." * 79, WIKI)
    with pytest.raises(dlx.Error):
        sudoku.check(WIKI, "." * 16)
    with pytest.raises(dlx.Error):
        sudoku.check(marks_of(WIKI), WIKI)


def test_check_holds_a_variant_to_its_rules():
    # a 4x4 X puzzle: one grid under the diagonals (checked by hand), six without them
    puzzle, solution = "12......4.......", "1234341243212143"
    assert sudoku.check("# variant: x\n" + puzzle, solution) == []
    assert sudoku.check(puzzle, solution[:15] + "1", variant="x") == \
        [{"cell": "r4c4", "digit": 1, "kind": "placed"}]
    with pytest.raises(dlx.MultipleSolutionsError):
        sudoku.check(puzzle, solution)


def test_hint_reads_pencil_marks():
    marks = "".join("".join(str(d) if d == v else "." for d in range(1, 10)) if v else "123456789"
                    for v in cells(WIKI))
    step = sudoku.hint(pencil=marks)
    assert step["technique"] and step["text"]
    with pytest.raises(dlx.ParseError):
        sudoku.hint(pencil="12x")
    contradiction = "." * 9 + marks[9:]  # r1c1 with no candidate
    with pytest.raises(dlx.NoSolutionError):
        sudoku.hint(pencil=contradiction)
    with pytest.raises(TypeError):
        sudoku.hint()


def test_hint_on_marks_of_several_solutions_says_so_at_once():
    # every digit in every cell: the empty grid's marks, which have many solutions
    every = "123456789" * 81
    for call in (lambda: sudoku.hint(every), lambda: sudoku.hint(pencil=every)):
        with pytest.raises(dlx.MultipleSolutionsError):
            call()


def test_the_logical_solver_refuses_other_sizes_and_several_solutions():
    with pytest.raises(dlx.Error):
        sudoku.explain("." * 16)
    with pytest.raises(dlx.MultipleSolutionsError):
        sudoku.explain("." * 81)
    with pytest.raises(dlx.NoSolutionError):
        sudoku.hint("55" + "." * 79)
