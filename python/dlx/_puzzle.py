"""Puzzles in and out: text in any form `sudoku solve` reads (through the
library's variant reader, so "# variant:" lines, jigsaw regions and killer
cages work too) or a list of lists of ints; answers in the form given.
And the solvers, one per grid size and thread, made on first use."""
import ctypes
import threading

from . import _sudoku_native as native
from ._args import ArgumentTypeError, ArgumentValueError, text as text_arg
from ._errors import Error, ParseError


def variant_flags(variant):
    """"x", "windoku", "jigsaw", "killer", "anti-knight", "anti-king",
    "non-consecutive" or some joined by "+" into flags."""
    if not text_arg(variant, "variant", none=True):
        return 0
    flags = ctypes.c_uint()
    text = variant.encode()
    if native.lib().sudoku_variant_parse(text, len(text), ctypes.byref(flags)) != 0:
        raise ArgumentValueError("unknown variant %r: x, windoku, jigsaw, killer, anti-knight, "
                                 "anti-king, non-consecutive, or some joined by +" % (variant,))
    return flags.value


class Puzzle:
    """One puzzle as the library holds it, and how to answer in kind."""

    def __init__(self, record, as_rows):
        self.record = record          # a VariantRecord (its puzzle and line)
        self.as_rows = as_rows        # given as a list of lists

    @property
    def c(self):
        return self.record.puzzle

    @property
    def size(self):
        return self.record.puzzle.grid.size

    def answer(self, grid):
        """A grid in the form the puzzle came in: a list of rows, or one line."""
        n = grid.size
        if self.as_rows:
            return [list(grid.cell[r * n:(r + 1) * n]) for r in range(n)]
        return line_of(self.c.shape, grid)

    def line(self):
        return line_of(self.c.shape, self.c.grid)


def line_of(shape, grid):
    """The grid on one line, as `sudoku solve` writes it."""
    n = grid.size
    buffer = ctypes.create_string_buffer(n * n + 2)
    native.lib().sudoku_grid_format(ctypes.byref(shape), ctypes.byref(grid), native.OUTPUT_LINE,
                                    buffer, len(buffer))
    return buffer.value.decode().rstrip("\n")


def read_all(text, flags=0):
    """Every record of a text (VariantRecords, errors included), in order."""
    lib = native.lib()
    reader = lib.sudoku_variant_reader_create(native.INPUT_AUTO, flags)
    if not reader:
        raise MemoryError("libsudoku: cannot create a reader")
    records = []
    try:
        record = native.VariantRecord()
        data = text.encode() if isinstance(text, str) else bytes(text)
        split = data.split(b"\n")
        if split[-1] == b"":
            split.pop()  # the text's final newline ends its last line
        for line in split:
            lib.sudoku_variant_reader_feed(reader, line, len(line))
            while lib.sudoku_variant_reader_next(reader, ctypes.byref(record)):
                records.append(record)
                record = native.VariantRecord()
        lib.sudoku_variant_reader_end(reader)
        while lib.sudoku_variant_reader_next(reader, ctypes.byref(record)):
            records.append(record)
            record = native.VariantRecord()
    finally:
        lib.sudoku_variant_reader_destroy(reader)
    return records


def parse_error(record, source=None):
    return ParseError(record.message.decode(errors="replace"), record.line, record.column, source,
                      record.error)


def _from_rows(rows, flags):
    n = len(rows)
    lib = native.lib()
    if n > 35 or not lib.sudoku_size_supported(n):
        raise ParseError("a grid of %d rows is not a size of Sudoku (4 to 35, not prime)" % n)
    record = native.VariantRecord()
    puzzle = record.puzzle
    lib.sudoku_shape_init(ctypes.byref(puzzle.shape), n, 0)
    if flags & (native.VARIANT_JIGSAW | native.VARIANT_KILLER):
        raise ParseError("jigsaw and killer puzzles need their regions or cages: give them as text")
    puzzle.flags = flags
    puzzle.shape.diagonals = bool(flags & native.VARIANT_X)
    puzzle.shape.windows = bool(flags & native.VARIANT_WINDOKU)
    puzzle.shape.anti_knight = bool(flags & native.VARIANT_ANTI_KNIGHT)
    puzzle.shape.anti_king = bool(flags & native.VARIANT_ANTI_KING)
    puzzle.shape.non_consecutive = bool(flags & native.VARIANT_NON_CONSECUTIVE)
    puzzle.grid.size = n
    for r, row in enumerate(rows):
        row = list(row)
        if len(row) != n:
            raise ParseError("row %d has %d cells, not %d" % (r + 1, len(row), n), r + 1)
        for col, value in enumerate(row):
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= n:
                raise ParseError("row %d, column %d: %r is not a digit 0..%d (0: empty)"
                                 % (r + 1, col + 1, value, n), r + 1, col + 1)
            puzzle.grid.cell[r * n + col] = value
    record.line = 1
    return record


def read(puzzle, variant=None):
    """A Puzzle from text (str, or bytes as a file holds them; exactly one
    puzzle) or a list of lists of ints."""
    return read_with(puzzle, variant_flags(variant))


def read_with(puzzle, flags):
    """read() with the variant as flags."""
    if isinstance(puzzle, (str, bytes)):
        records = read_all(puzzle, flags)
        for record in records:
            if record.error:
                raise parse_error(record)
        if not records:
            raise ParseError("no puzzle found")
        if len(records) > 1:
            raise ParseError("the text holds %d puzzles, not one (solve_many takes several)"
                             % len(records), records[1].line)
        return Puzzle(records[0], False)
    if isinstance(puzzle, (list, tuple)):
        return Puzzle(_from_rows(puzzle, flags), True)
    raise ArgumentTypeError("a puzzle is a str or a list of lists of ints, not %s"
                            % type(puzzle).__name__)


class _Solvers(threading.local):
    """This thread's plain solvers, one per size, freed with the thread."""

    def __init__(self):
        self.by_size = {}

    def get(self, size):
        solver = self.by_size.get(size)
        if solver is None:
            shape = native.Shape()
            native.lib().sudoku_shape_init(ctypes.byref(shape), size, 0)
            solver = native.lib().sudoku_solver_create(ctypes.byref(shape))
            if not solver:
                raise MemoryError("libsudoku: cannot create a %dx%d solver" % (size, size))
            self.by_size[size] = _Owned(solver)
        return self.by_size[size].handle


class _Owned:
    def __init__(self, handle):
        self.handle = handle

    def __del__(self):
        native.lib().sudoku_solver_destroy(self.handle)


_solvers = _Solvers()


def solve(puzzle, limit, solution=None):
    """Runs the solver on a Puzzle with a solution limit (0: all): the
    Result. Plain puzzles use this thread's cached solver; a variant gets
    a solver of its own, as `sudoku solve` does; pencil marks are
    constraints (a cell may hold only a digit of its marks)."""
    lib = native.lib()
    options = native.SolveOptions(limit, 0, 0.0)
    result = native.Result()
    grid = ctypes.byref(solution) if solution is not None else None
    p = puzzle.c
    if puzzle.record.marked:  # the reader takes marks on plain 9x9 grids only
        code = lib.sudoku_solve_marks(ctypes.byref(p.grid), puzzle.record.marks,
                                      ctypes.byref(options), grid, ctypes.byref(result))
    elif p.flags == 0:
        code = lib.sudoku_solve(_solvers.get(p.grid.size), ctypes.byref(p.grid),
                                ctypes.byref(options), grid, ctypes.byref(result))
    else:
        code = lib.sudoku_variant_puzzle_solve(ctypes.byref(p), ctypes.byref(options), grid,
                                               ctypes.byref(result))
        if code == native.SUDOKU_ENOMEM:
            raise MemoryError("libsudoku: cannot create a solver")
        if code != 0:  # as `sudoku solve` says it
            raise Error("cannot encode this puzzle: %s" % native.strerror(code), code)
    if code != 0:
        raise Error(native.strerror(code), code)
    return result


def conflict_text(puzzle, result):
    """Why a puzzle has no solution, as `sudoku solve` says it."""
    c = result.conflict
    if not c.unit:
        return "no solution"
    lib = native.lib()
    a, b = ctypes.create_string_buffer(16), ctypes.create_string_buffer(16)
    n = puzzle.size
    lib.sudoku_cell_name(n, c.cell_a, a, 16)
    lib.sudoku_cell_name(n, c.cell_b, b, 16)
    digit = lib.sudoku_digit_symbol(c.digit).decode()
    cells, unit = (a.value.decode(), b.value.decode()), c.unit.decode()
    if unit == "consecutive":
        other = lib.sudoku_digit_symbol(puzzle.record.puzzle.grid.cell[c.cell_a]).decode()
        return "no solution: %s and %s hold %s and %s (consecutive)" % (cells + (other, digit))
    if unit.endswith("move"):
        return "no solution: %s and %s both hold %s (a %s apart)" % (cells + (digit, unit))
    return "no solution: %s and %s both hold %s (same %s)" % (cells + (digit, unit))


def solve_batch(puzzles, limit, flags):
    """solve_many's work on a run of puzzles: the solution of each (in the
    form given), None when it has none (or, with limit 2, several), or the
    ParseError it raised.

    One-line puzzles (the common batch) go through one reader fed line
    after line, as the command reads a file, with the record, solution and
    buffers reused and the C functions bound once (this loop is the whole
    cost of the package over the command's). Anything else, and any line
    that does not make a whole puzzle by itself, goes through read() alone,
    which also gives a bad puzzle's error the position within its own text."""
    lib = native.lib()
    feed, next_record = lib.sudoku_variant_reader_feed, lib.sudoku_variant_reader_next
    solve_c, write = lib.sudoku_solve, lib.sudoku_grid_format
    record, solution, result = native.VariantRecord(), native.Grid(), native.Result()
    options = native.SolveOptions(limit, 0, 0.0)
    text = ctypes.create_string_buffer(4 * native.MAX_CELLS + 2)
    by = ctypes.byref
    record_p, grid_p, shape_p = by(record), by(record.puzzle.grid), by(record.puzzle.shape)
    solution_p, result_p, options_p = by(solution), by(result), by(options)
    puzzle, solvers = record.puzzle, {}
    answers = []
    reader = None
    try:
        for given in puzzles:
            if reader is None:
                reader = lib.sudoku_variant_reader_create(native.INPUT_AUTO, flags)
            line = _one_line(given)
            if line is not None and reader:
                feed(reader, line, len(line))
                whole = next_record(reader, record_p) and not record.error
                if whole and puzzle.flags == 0 and not record.marked:
                    size = puzzle.grid.size
                    solver = solvers.get(size) or solvers.setdefault(size, _solvers.get(size))
                    solve_c(solver, grid_p, options_p, solution_p, result_p)
                    if result.status == native.SOLVED:
                        write(shape_p, solution_p, native.OUTPUT_LINE, text, len(text))
                        answers.append(text.value[:-1].decode())
                    else:
                        answers.append(None)
                    continue
            if reader:  # the reader may hold part of a puzzle: start afresh
                lib.sudoku_variant_reader_destroy(reader)
                reader = None
            answers.append(_solve_alone(given, limit, flags))
    finally:
        if reader:
            lib.sudoku_variant_reader_destroy(reader)
    return answers


def _one_line(puzzle):
    if isinstance(puzzle, str) and "\n" not in puzzle:
        return puzzle.encode()
    if isinstance(puzzle, bytes) and b"\n" not in puzzle:
        return puzzle
    return None


def _solve_alone(puzzle, limit, flags):
    try:
        p = read_with(puzzle, flags)
    except ParseError as error:
        return error
    solution = native.Grid()
    result = solve(p, limit, solution)
    return p.answer(solution) if result.status == native.SOLVED else None
