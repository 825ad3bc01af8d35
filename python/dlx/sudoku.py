"""dlx.sudoku: solve, count, generate, rate, explain and hint Sudoku puzzles
with libsudoku, as the `sudoku` command does.

A puzzle is a str in any form `sudoku solve` reads (81 characters a line,
'.', '0' or '_' for empty; nine lines of nine; grids with | - + rules; C or
JSON rows; other sizes from 4x4 to 35x35; "# variant: x" lines and the
jigsaw and killer forms), or a list of n lists of n ints (0 for empty).
Answers come back in the same kind: a one-line str, or a list of lists.
A 9x9 grid of pencil marks (nine rows of candidate digits, or 729 symbols
on a line) is read too: solve and count take its marks as constraints,
rate, explain and hint start from them, as the command does.
"""
import ctypes
import os
import secrets
import threading

from . import _logic
from . import _puzzle
from . import _sudoku_native as native
from ._args import INT_MAX, UINT64_MAX, ArgumentTypeError, ArgumentValueError, flag, text, whole
from ._args import items as listed
from ._errors import Error, MultipleSolutionsError, NoSolutionError, ParseError

__all__ = ["solve", "count", "solve_many", "generate", "rate", "explain", "hint", "check",
           "Error", "ParseError", "NoSolutionError", "MultipleSolutionsError"]


def _raise_unsolved(puzzle, result, unique):
    if result.status == native.NO_SOLUTION:
        raise NoSolutionError(_puzzle.conflict_text(puzzle, result))
    if result.status == native.MULTIPLE:
        raise MultipleSolutionsError("more than one solution")
    if result.status == native.UNFINISHED:
        raise Error("gave up: a limit came before an answer")


def solve(puzzle, unique=False, variant=None):
    """The solution of `puzzle`, in the form it was given. With unique=True
    the solver also proves there is no other. Raises NoSolutionError, or
    MultipleSolutionsError (unique=True), or ParseError for bad text.
    `variant` ("x", "windoku", "jigsaw", "killer", "anti-knight",
    "anti-king", "non-consecutive", "x+windoku" ...) is the
    variant of a puzzle whose text does not say it with "# variant:"."""
    p = _puzzle.read(puzzle, variant)
    solution = native.Grid()
    result = _puzzle.solve(p, 2 if flag(unique, "unique") else 1, solution)
    _raise_unsolved(p, result, unique)
    return p.answer(solution)


def count(puzzle, limit=2, variant=None):
    """The number of solutions, counted up to `limit` (None: all of them).
    The default, 2, tells none / one / several apart."""
    whole(limit, "limit", 1, UINT64_MAX, none=True)
    p = _puzzle.read(puzzle, variant)
    result = _puzzle.solve(p, limit or 0)
    if result.status == native.UNFINISHED:
        raise Error("gave up: a limit came before an answer")
    return result.solutions


# ---- batches ----

CHUNK = 64  # puzzles a thread takes at a time


def solve_many(puzzles, jobs=1, unique=False, variant=None):
    """Solves every puzzle of an iterable, with `jobs` threads (0: one per
    CPU), and returns the solutions in input order; None for a puzzle with
    no solution (or, with unique=True, more than one). A puzzle that cannot
    be read raises ParseError, whose `index` says which one."""
    puzzles = listed(puzzles, "puzzles")
    limit = 2 if flag(unique, "unique") else 1
    flags = _puzzle.variant_flags(variant)
    jobs = whole(jobs, "jobs (0: one per CPU)", 0, none=True) or os.cpu_count() or 1
    if jobs == 1 or len(puzzles) <= CHUNK:
        results = _puzzle.solve_batch(puzzles, limit, flags)
    else:
        results = _solve_threads(puzzles, jobs, limit, flags)
    for k, result in enumerate(results):
        if isinstance(result, ParseError):
            result.index = k
            result.args = ("puzzle %d: %s" % (k, result.args[0]),)
            raise result
    return results


def _solve_threads(puzzles, jobs, limit, flags):
    """Threads take CHUNK puzzles at a time and put the answers in place."""
    results = [None] * len(puzzles)
    lock = threading.Lock()
    state = {"next": 0, "error": None}

    def work():
        try:
            while True:
                with lock:
                    start = state["next"]
                    state["next"] += CHUNK
                if start >= len(puzzles) or state["error"]:
                    return
                end = min(start + CHUNK, len(puzzles))
                results[start:end] = _puzzle.solve_batch(puzzles[start:end], limit, flags)
        except BaseException as error:
            state["error"] = error

    threads = [threading.Thread(target=work, name="dlx-solve-many") for _ in range(jobs)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if state["error"] is not None:
        raise state["error"]
    return results


# ---- generating ----

def _choice(function, count, value, what):
    text(value, what)
    names = [native.name(function, k) for k in range(count)]
    if value not in names:
        raise ArgumentValueError("unknown %s %r: one of %s" % (what, value, ", ".join(names)))
    return names.index(value)


def _tenths(value):
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        raise ArgumentTypeError("a rating is a number, not %s" % type(value).__name__)
    if not 0 <= value <= 100:  # NaN fails too
        raise ArgumentValueError("a rating is 0 to 100 on SE's scale, got %r" % (value,))
    return int(round(float(value) * 10))


def generate(n=1, seed=None, size=9, symmetry="none", rating=None, variant=None, clues=0,
             minimal=False, difficulty=None, attempts=0, technique=None):
    """`n` puzzles with one solution each, as one-line strs, the same as
    `sudoku generate -n N --seed SEED` writes with the same options: puzzle
    k comes from a seed made of `seed` and k. seed=None draws a fresh one.
    symmetry: "none", "rot180", "rot90", "mirror", "flip", "diagonal",
    "random". rating=(min, max) keeps 9x9 puzzles whose SE rating lies in
    that range (e.g. (2.0, 4.5)), trying up to `attempts` (default 1000)
    grids per puzzle; extreme ones (from 9.0 up, or difficulty "extreme",
    without symmetry, clues or minimal) come from a walk near hard puzzles,
    `attempts` moves (default 20000), as `sudoku generate` does. difficulty: a band of SE ratings, "gentle" (1.0-2.5),
    "moderate" (2.6-3.9), "tough" (4.0-5.9), "fiendish" (6.0-7.4),
    "diabolical" (7.5-8.9) or "extreme" (9.0 and up), for 9x9 puzzles only;
    not with rating. technique: 9x9 puzzles whose hardest step is of that
    technique, a name `sudoku generate --technique` takes ("x-wing",
    "xy-wing", HoDoKu's "skyscraper" ...). variant: "x", "windoku", "jigsaw", "killer",
    "anti-knight", "anti-king", "non-consecutive" or some joined by "+", in the one-line form `sudoku solve
    --variant V` reads; it combines with none of the other choices."""
    whole(n, "n", 0)
    if seed is None:
        seed = secrets.randbits(64)
    whole(seed, "seed", 0, UINT64_MAX)
    whole(size, "size")
    if size > 35 or not native.lib().sudoku_size_supported(size):
        raise ArgumentValueError("size must be 4 to 35 and not prime, got %r" % (size,))
    options = native.GenerateOptions()
    options.symmetry = _choice("sudoku_symmetry_name", native.SYMMETRY_COUNT, symmetry, "symmetry")
    options.clues = whole(clues, "clues (0: as few as can be)", 0, size * size)
    options.minimal = flag(minimal, "minimal")
    options.attempts = whole(attempts, "attempts (0: 1000)", 0, INT_MAX)
    if text(difficulty, "difficulty", none=True) is not None:
        options.want_band = True
        options.band = _choice("sudoku_band_name", native.BAND_COUNT, difficulty, "difficulty")
        if size != 9 or rating is not None:
            raise ArgumentValueError("difficulty rates 9x9 puzzles only, and not with rating")
    if text(technique, "technique", none=True) is not None:
        if size != 9 or not native.lib().sudoku_logic_techniques_named(technique.encode()):
            raise ArgumentValueError("technique: a technique's name, for 9x9 puzzles only, got %r"
                                     % (technique,))
        options.technique = technique.encode()
    span = None
    if rating is not None:
        if not isinstance(rating, (tuple, list)) or len(rating) != 2:
            raise ArgumentTypeError("rating is a pair (min, max), not %r" % (rating,))
        span = (_tenths(rating[0]), _tenths(rating[1]))
        if size != 9 or not 0 <= span[0] <= span[1] or span[1] == 0:
            raise ArgumentValueError("rating=(min, max) on SE's scale, for 9x9 puzzles only, got %r"
                             % (rating,))
    flags = _puzzle.variant_flags(variant)
    if flags:
        if clues or minimal or options.symmetry or difficulty is not None or span or technique:
            raise ArgumentValueError("variant combines with none of clues, minimal, symmetry, "
                             "difficulty, rating and technique")
        return [_generate_variant(size, flags, seed, k) for k in range(n)]
    return _generate_plain(n, seed, size, options, span)


def _generate_plain(n, seed, size, options, span):
    lib = native.lib()
    shape = native.Shape()
    lib.sudoku_shape_init(ctypes.byref(shape), size, 0)
    generator = lib.sudoku_generator_create(ctypes.byref(shape), seed)
    if not generator:
        raise MemoryError("libsudoku: cannot create a generator")
    try:
        puzzles = []
        made = native.Generated()
        if span:
            options.rating_min, options.rating_max = span
        for k in range(n):
            lib.sudoku_generator_reseed(generator, lib.sudoku_seed_for(seed, k))
            code = lib.sudoku_generate(generator, ctypes.byref(options), ctypes.byref(made))
            if code != 0:
                raise Error(native.strerror(code), code)
            if not made.found:
                walks = lib.sudoku_generate_walks(ctypes.byref(shape), ctypes.byref(options))
                raise Error("no such puzzle came in %d %s (try other targets or more attempts)"
                            % (options.attempts or (20000 if walks else 1000),
                               "moves near hard puzzles" if walks else "%dx%d grids" % (size, size)))
            puzzles.append(_puzzle.line_of(shape, made.puzzle))
        return puzzles
    finally:
        lib.sudoku_generator_destroy(generator)


_NO_SUCH_SIZE = -3  # SUDOKU_ESIZE: no grid of the size keeps the rules


def _generate_variant(size, flags, seed, k):
    lib = native.lib()
    made = native.VariantGenerated()
    code = lib.sudoku_generate_variant(size, flags, lib.sudoku_seed_for(seed, k),
                                       ctypes.byref(made))
    if code == _NO_SUCH_SIZE:
        raise Error("no %dx%d grid keeps every rule of this variant (try another size, or "
                    "fewer rules)" % (size, size), code)
    if code != 0:
        raise Error(native.strerror(code), code)
    if not made.found:
        raise Error("no puzzle of this variant and size was found within the node budgets "
                    "(try another seed or size)")
    buffer = ctypes.create_string_buffer(4 * native.MAX_CELLS + 8192)
    lib.sudoku_variant_format_line(ctypes.byref(made.puzzle), buffer, len(buffer))
    return buffer.value.decode().rstrip("\n")


# ---- rating and the logical solver ----

def _plain(puzzle, what):
    p = _puzzle.read(puzzle)
    if p.c.flags:
        raise Error("%s takes plain puzzles, not variants" % what)
    return p


def rate(puzzle, orders=8, node_limit=1000000):
    """How hard a puzzle is, as `sudoku rate -f json` gives it: a dict with
    "puzzle", "rating" (SE scale, e.g. 4.2), "ep" and "ed" (as serate's
    pearl and diamond: the hardest step up to the first placement, the
    first step), "hardest" (the technique of the hardest step) and "level"
    (the rating's band), these five None for sizes other than 9x9, "nodes" and
    "guesses" (the engine's effort, mean over `orders` search orders) and
    "steps" ({technique: count}). A pencil-mark grid is rated from its
    marks, with nodes and guesses None. Raises NoSolutionError or
    MultipleSolutionsError for a puzzle without exactly one solution."""
    whole(orders, "orders", 1, 64)
    whole(node_limit, "node_limit (0: none)", 0, UINT64_MAX)
    p = _plain(puzzle, "rate")
    if p.record.marked:
        return _rate_marks(p)
    lib = native.lib()
    rater = lib.sudoku_rater_create(ctypes.byref(p.c.shape), orders)
    if not rater:
        raise MemoryError("libsudoku: cannot create a rater")
    effort = native.SearchEffort()
    try:
        code = lib.sudoku_rate_search(rater, ctypes.byref(p.c.grid), node_limit, ctypes.byref(effort))
    finally:
        lib.sudoku_rater_destroy(rater)
    if code != 0:
        raise Error(native.strerror(code), code)
    _raise_effort(effort)
    rated = {"puzzle": p.line()}
    if p.size == 9:
        se, code = _logic.rate_steps(p.c.grid, native.LOGIC_ASSUME_UNIQUE)
        if code != 0:
            raise NoSolutionError("no solution")
        rated.update(_se_fields(se))
        steps = rated.pop("steps")
    else:
        rated.update(rating=None, ep=None, ed=None, hardest=None, level=None)
        steps = {}
    rated.update(nodes=_mean(effort.nodes, effort.orders),
                 guesses=_mean(effort.guesses, effort.orders), steps=steps)
    return rated


def _se_fields(se):
    """rating, hardest, level and steps of a rate() dict, from an SeRating."""
    hardest = "none" if se.steps == 0 else native.name("sudoku_logic_technique_name", se.hardest)
    steps = {native.name("sudoku_logic_technique_name", t): se.uses[t]
             for t in range(native.LOGIC_TECHNIQUE_COUNT) if se.uses[t]}
    return {"rating": _logic.tenths(se.rating), "ep": _logic.tenths(se.pearl),
            "ed": _logic.tenths(se.diamond), "hardest": hardest,
            "level": native.name("sudoku_band_name", native.lib().sudoku_band_of(se.rating)),
            "steps": steps}


def _rate_marks(p):
    """rate() of a pencil-mark grid: rated from its marks once they are
    known to leave one solution. The search effort is the engine's over
    givens, so nodes and guesses are None, as the command's null."""
    result = _puzzle.solve(p, 2)
    if result.status == native.MULTIPLE:
        raise MultipleSolutionsError("more than one solution: not rated")
    if result.status != native.SOLVED:
        raise NoSolutionError("no solution: not rated")
    se, code = _logic.rate_steps(None, 0, pencil=_pencil_of(p))
    if code != 0:
        raise NoSolutionError("no solution: not rated")
    fields = _se_fields(se)
    steps = fields.pop("steps")
    return dict({"puzzle": p.line()}, **fields, nodes=None, guesses=None, steps=steps)


def _pencil_of(p):
    """The pencil marks of a pencil-mark grid, as the logical solver holds them."""
    marks = native.Pencil()
    native.lib().sudoku_pencil_from_marks(ctypes.byref(marks), p.record.marks)
    return marks


def _marks_line(marks):
    """Pencil marks as one line of 729 symbols, the form the reader takes them in."""
    return "".join(str(d) if (marks.value[cell] == d if marks.value[cell]
                              else marks.cand[cell] >> (d - 1) & 1) else "."
                   for cell in range(81) for d in range(1, 10))


def _mean(total, count):
    """total / count with one decimal, rounded half up from integers, as the command prints it."""
    return ((total * 10 + count // 2) // count) / 10


def _raise_effort(effort):
    if effort.status == native.MULTIPLE:
        raise MultipleSolutionsError("more than one solution: not rated")
    if effort.status == native.NO_SOLUTION:
        raise NoSolutionError("no solution: not rated")
    if effort.status == native.UNFINISHED:
        raise Error("gave up: the node limit came first")


def _prepared(puzzle, what):
    """A 9x9 puzzle checked to have exactly one solution (as the commands do)."""
    p = _plain(puzzle, what)
    if p.size != 9:
        raise Error("%dx%d: the logical solver handles 9x9 puzzles only" % (p.size, p.size))
    result = _puzzle.solve(p, 2)
    if p.record.marked and result.status == native.MULTIPLE:
        raise MultipleSolutionsError("the pencil marks allow more than one solution")
    if p.record.marked and result.status == native.NO_SOLUTION:
        raise NoSolutionError("the pencil marks contradict themselves: no solution")
    _raise_unsolved(p, result, True)
    return p


def explain(puzzle):
    """The logical solution of a 9x9 puzzle, one dict per step, easiest step
    first each time, with the fields of `sudoku explain -f json`: technique,
    difficulty, placements, eliminations, causes ([{"cell": "r4c5",
    "digit": 7}, ...]) and text."""
    p = _prepared(puzzle, "explain")
    steps = []
    on_step = lambda step: steps.append(_logic.step_dict(step))  # noqa: E731
    if p.record.marked:
        _logic.rate_steps(None, 0, on_step, _pencil_of(p))
    else:
        _logic.rate_steps(p.c.grid, native.LOGIC_ASSUME_UNIQUE, on_step)
    return steps


def hint(puzzle=None, pencil=None, level=None):
    """The easiest next step for a 9x9 puzzle, a partly filled grid or a
    pencil-mark grid (from its marks), or for pencil marks given as `pencil`
    (729 symbols, or 81 tokens of candidate digits): the dict of
    `sudoku hint -f json`, explain's fields and "hints", the step as hints
    of levels 1 (the technique), 2 (where to look) and 3 (the whole step).
    With `level` (1, 2 or 3), the text of that level only, as
    `sudoku hint --level N` prints it. None when the grid is already solved.
    Contradictory marks raise NoSolutionError."""
    lib = native.lib()
    marks = native.Pencil()
    flags = 0
    if (puzzle is None) == (pencil is None):
        raise ArgumentTypeError("hint takes a puzzle or pencil marks (pencil=...), one of the two")
    whole(level, "level", 1, 3, none=True)
    marked = pencil is not None
    if puzzle is not None:
        # marks too must leave one solution: on marks that allow several, the
        # step search has no end in sight (as `sudoku hint`)
        p = _prepared(puzzle, "hint")
        marked = bool(p.record.marked)
        if marked:
            marks = _pencil_of(p)
        else:
            lib.sudoku_pencil_from_grid(ctypes.byref(marks), ctypes.byref(p.c.grid))
            flags = native.LOGIC_ASSUME_UNIQUE
    else:
        data = text(pencil, "pencil").encode()
        where = ctypes.c_size_t()
        if lib.sudoku_pencil_parse(ctypes.byref(marks), data, len(data), ctypes.byref(where)) != 0:
            before = data[:where.value]
            line = before.count(b"\n") + 1
            column = where.value - (before.rfind(b"\n") + 1) + 1
            raise ParseError("not a pencil-mark grid: 729 symbols on a line, or 81 tokens of "
                             "candidate digits", line, column, None, native.SUDOKU_EPARSE)
        _prepared(_marks_line(marks), "hint")
    step = native.Step()
    status = lib.sudoku_logic_next(ctypes.byref(marks), flags, ctypes.byref(step))
    if status == 1:
        texts = _logic.hint_texts(step)
        if level is not None:
            return texts[level - 1]
        return dict(_logic.step_dict(step), hints=texts)
    if status == 0:
        return None
    if status == native.SUDOKU_ENOMEM:
        raise MemoryError("libsudoku: out of memory looking for a step")
    raise NoSolutionError("the pencil marks contradict themselves: no solution" if marked
                          else "the grid contradicts itself: no solution")


# ---- checking a player's progress ----

def check(puzzle, state, variant=None):
    """A player's mistakes so far, as `sudoku check PUZZLE STATE` tells them
    (under the puzzle's variant, named by a "# variant:" line or `variant`):
    `state` is the puzzle's grid with digits placed, or a 9x9 pencil-mark
    grid (a cell with one mark counts as placed). A list, in cell order, of
    dicts {"cell": "r4c5", "digit": 7, "kind": K}: K is "placed" (a digit
    placed that is not the solution's) or "eliminated" (the solution's digit
    missing from the cell's marks). [] when there is no mistake. Raises
    NoSolutionError or MultipleSolutionsError when the puzzle does not have
    exactly one solution, Error when the sizes differ."""
    p = _puzzle.read(puzzle, variant)
    if p.record.marked:
        raise Error("the puzzle is its givens, not pencil marks")
    s = _puzzle.read(state)
    if s.size != p.size:
        raise Error("the state is %dx%d, the puzzle %dx%d" % (s.size, s.size, p.size, p.size))
    lib = native.lib()
    result = native.CheckResult()
    marks = s.record.marks if s.record.marked else None
    if p.c.flags:
        code = lib.sudoku_variant_check(ctypes.byref(p.c), ctypes.byref(s.c.grid), marks,
                                        ctypes.byref(result))
    else:
        code = lib.sudoku_check(ctypes.byref(p.c.grid), ctypes.byref(s.c.grid), marks,
                                ctypes.byref(result))
    if code == native.SUDOKU_ENOMEM:
        raise MemoryError("libsudoku: out of memory checking the grid")
    if code != 0:
        raise Error(native.strerror(code), code)
    if result.status == native.NO_SOLUTION:
        raise NoSolutionError("the puzzle has no solution")
    if result.status == native.MULTIPLE:
        raise MultipleSolutionsError("the puzzle has more than one solution")
    if result.status != native.SOLVED:
        raise Error("the puzzle could not be solved")
    name = ctypes.create_string_buffer(16)
    mistakes = []
    for m in result.mistake[:result.mistakes]:
        lib.sudoku_cell_name(p.size, m.cell, name, len(name))
        mistakes.append({"cell": name.value.decode(), "digit": m.digit,
                         "kind": "placed" if m.placed else "eliminated"})
    return mistakes
