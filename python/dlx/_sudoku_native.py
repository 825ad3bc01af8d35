"""libsudoku's C declarations (include/sudoku.h, include/sudoku_logic.h) for
ctypes. The structs mirror the headers field for field; a test compares
their sizes and offsets with what the C compiler makes of the headers."""
import ctypes

from . import _native

MAX_CELLS = 35 * 35

c = ctypes


class Shape(c.Structure):
    _fields_ = [("size", c.c_int), ("box_rows", c.c_int), ("box_cols", c.c_int),
                ("diagonals", c.c_bool), ("jigsaw", c.c_bool), ("windows", c.c_bool),
                ("anti_knight", c.c_bool), ("anti_king", c.c_bool),
                ("non_consecutive", c.c_bool),
                ("region", c.c_uint8 * MAX_CELLS)]


class Grid(c.Structure):
    _fields_ = [("size", c.c_int), ("cell", c.c_uint8 * MAX_CELLS)]


class Conflict(c.Structure):
    _fields_ = [("cell_a", c.c_int), ("cell_b", c.c_int), ("digit", c.c_int),
                ("unit", c.c_char_p)]


class SolveOptions(c.Structure):
    _fields_ = [("solution_limit", c.c_uint64), ("node_limit", c.c_uint64),
                ("time_limit", c.c_double)]


class Result(c.Structure):
    _fields_ = [("status", c.c_int), ("solutions", c.c_uint64), ("nodes", c.c_uint64),
                ("complete", c.c_bool), ("conflict", Conflict), ("settled", c.c_int),
                ("guesses", c.c_uint64)]


SOLVED, NO_SOLUTION, MULTIPLE, UNFINISHED = range(4)


class Mistake(c.Structure):
    _fields_ = [("cell", c.c_int), ("digit", c.c_int), ("placed", c.c_bool)]


class CheckResult(c.Structure):
    _fields_ = [("status", c.c_int), ("mistakes", c.c_int), ("mistake", Mistake * MAX_CELLS)]


class Cages(c.Structure):
    _fields_ = [("count", c.c_int), ("cage", c.c_int16 * MAX_CELLS),
                ("sum", c.c_int * MAX_CELLS)]


class VariantPuzzle(c.Structure):
    _fields_ = [("flags", c.c_uint), ("shape", Shape), ("cages", Cages), ("grid", Grid)]


class VariantRecord(c.Structure):
    _fields_ = [("error", c.c_int), ("format", c.c_int), ("line", c.c_long),
                ("column", c.c_int), ("message", c.c_char * 200), ("puzzle", VariantPuzzle),
                ("marked", c.c_bool), ("marks", c.c_uint16 * 81)]


class SearchEffort(c.Structure):
    _fields_ = [("status", c.c_int), ("orders", c.c_int), ("nodes", c.c_uint64),
                ("guesses", c.c_uint64)]


class GenerateOptions(c.Structure):
    _fields_ = [("clues", c.c_int), ("minimal", c.c_bool), ("symmetry", c.c_int),
                ("want_band", c.c_bool), ("band", c.c_int), ("attempts", c.c_int),
                ("rating_min", c.c_int), ("rating_max", c.c_int), ("technique", c.c_char_p)]


class Generated(c.Structure):
    _fields_ = [("found", c.c_bool), ("minimal", c.c_bool), ("puzzle", Grid),
                ("solution", Grid), ("symmetry", c.c_int), ("clues", c.c_int),
                ("attempts", c.c_int)]


class VariantGenerated(c.Structure):
    _fields_ = [("found", c.c_bool), ("puzzle", VariantPuzzle), ("solution", Grid)]


class Pencil(c.Structure):
    _fields_ = [("value", c.c_uint8 * 81), ("cand", c.c_uint16 * 81), ("given", c.c_bool * 81)]


STEP_MAX_CAUSES = 96


LINK_STRONG = 1
NAMES_HODOKU = 1  # enum sudoku_names: the words the commands write
STEP_MAX_CHAINS = 256
STEP_MAX_NODES = 2048


class ChainNode(c.Structure):
    _fields_ = [("digit", c.c_uint8), ("cell_count", c.c_uint8), ("cells", c.c_uint8 * 3)]


class Chain(c.Structure):
    _fields_ = [("depth", c.c_int), ("first", c.c_int), ("node_count", c.c_int),
                ("cut", c.c_bool)]


class Step(c.Structure):
    _fields_ = [("technique", c.c_int), ("difficulty", c.c_int),
                ("placement_count", c.c_int), ("placements", c.c_uint16 * 81),
                ("elimination_count", c.c_int), ("eliminations", c.c_uint16 * 729),
                ("cause_count", c.c_int), ("causes", c.c_uint16 * STEP_MAX_CAUSES),
                ("detail", c.c_char * 160), ("chain_count", c.c_int), ("node_count", c.c_int),
                ("chains", Chain * STEP_MAX_CHAINS),
                ("nodes", ChainNode * STEP_MAX_NODES), ("links", c.c_uint8 * STEP_MAX_NODES)]


class SeRating(c.Structure):
    _fields_ = [("rating", c.c_int), ("hardest", c.c_int), ("uses", c.c_int * 43),
                ("steps", c.c_int), ("pearl", c.c_int), ("diamond", c.c_int)]


LOGIC_TECHNIQUE_COUNT = 43
SYMMETRY_COUNT = 7
BAND_COUNT = 6
LOGIC_ASSUME_UNIQUE = 1
VARIANT_X, VARIANT_WINDOKU, VARIANT_JIGSAW, VARIANT_KILLER = 1, 2, 4, 8
VARIANT_ANTI_KNIGHT, VARIANT_ANTI_KING, VARIANT_NON_CONSECUTIVE = 16, 32, 64
OUTPUT_LINE = 0
INPUT_AUTO = 0
SUDOKU_ENOMEM = -1
SUDOKU_ECONFLICT = -5
SUDOKU_EPARSE = -7

STEP_FN = c.CFUNCTYPE(c.c_int, c.c_void_p, c.POINTER(Pencil), c.POINTER(Step))

_P = c.c_void_p
_I = c.c_int
_G = c.POINTER(Grid)
_S = c.POINTER(Shape)

_PROTOTYPES = {
    "sudoku_strerror": (c.c_char_p, [_I]),
    "sudoku_size_supported": (c.c_bool, [_I]),
    "sudoku_shape_init": (_I, [_S, _I, _I]),
    "sudoku_grid_check": (_I, [_S, _G, c.POINTER(Conflict)]),
    "sudoku_digit_symbol": (c.c_char, [_I]),
    "sudoku_cell_name": (c.c_char_p, [_I, _I, c.c_char_p, c.c_size_t]),
    "sudoku_grid_format": (c.c_size_t, [_S, _G, _I, c.c_char_p, c.c_size_t]),
    "sudoku_solver_create": (_P, [_S]),
    "sudoku_solver_destroy": (None, [_P]),
    "sudoku_solve": (_I, [_P, _G, c.POINTER(SolveOptions), _G, c.POINTER(Result)]),
    "sudoku_variant_puzzle_solve": (_I, [c.POINTER(VariantPuzzle), c.POINTER(SolveOptions), _G,
                                         c.POINTER(Result)]),
    "sudoku_variant_reader_create": (_P, [_I, c.c_uint]),
    "sudoku_variant_reader_destroy": (None, [_P]),
    "sudoku_variant_reader_feed": (None, [_P, c.c_char_p, c.c_size_t]),
    "sudoku_variant_reader_end": (None, [_P]),
    "sudoku_variant_reader_next": (c.c_bool, [_P, c.POINTER(VariantRecord)]),
    "sudoku_variant_parse": (_I, [c.c_char_p, c.c_size_t, c.POINTER(c.c_uint)]),
    "sudoku_variant_format_line": (c.c_size_t, [c.POINTER(VariantPuzzle), c.c_char_p, c.c_size_t]),
    "sudoku_symmetry_name": (c.c_char_p, [_I]),
    "sudoku_rater_create": (_P, [_S, _I]),
    "sudoku_rater_destroy": (None, [_P]),
    "sudoku_rate_search": (_I, [_P, _G, c.c_uint64, c.POINTER(SearchEffort)]),
    "sudoku_generator_create": (_P, [_S, c.c_uint64]),
    "sudoku_generator_destroy": (None, [_P]),
    "sudoku_generator_reseed": (None, [_P, c.c_uint64]),
    "sudoku_seed_for": (c.c_uint64, [c.c_uint64, c.c_uint64]),
    "sudoku_generate": (_I, [_P, c.POINTER(GenerateOptions), c.POINTER(Generated)]),
    "sudoku_generate_walks": (c.c_bool, [_S, c.POINTER(GenerateOptions)]),
    "sudoku_generate_variant": (_I, [_I, c.c_uint, c.c_uint64, c.POINTER(VariantGenerated)]),
    "sudoku_logic_technique_name": (c.c_char_p, [_I]),
    "sudoku_logic_techniques_named": (c.c_uint64, [c.c_char_p]),
    "sudoku_pencil_from_grid": (_I, [c.POINTER(Pencil), _G]),
    "sudoku_pencil_parse": (_I, [c.POINTER(Pencil), c.c_char_p, c.c_size_t,
                                 c.POINTER(c.c_size_t)]),
    "sudoku_solve_marks": (_I, [_G, c.POINTER(c.c_uint16), c.POINTER(SolveOptions), _G,
                                c.POINTER(Result)]),
    "sudoku_check": (_I, [_G, _G, c.POINTER(c.c_uint16), c.POINTER(CheckResult)]),
    "sudoku_variant_check": (_I, [c.POINTER(VariantPuzzle), _G, c.POINTER(c.c_uint16),
                                  c.POINTER(CheckResult)]),
    "sudoku_pencil_from_marks": (_I, [c.POINTER(Pencil), c.POINTER(c.c_uint16)]),
    "sudoku_logic_rate_pencil": (_I, [c.POINTER(Pencil), c.c_uint, STEP_FN, c.c_void_p,
                                      c.POINTER(SeRating)]),
    "sudoku_step_format_hint": (c.c_size_t, [c.POINTER(Step), _I, c.c_char_p, c.c_size_t]),
    "sudoku_logic_next": (_I, [c.POINTER(Pencil), c.c_uint, c.POINTER(Step)]),
    "sudoku_step_format": (c.c_size_t, [c.POINTER(Step), c.c_char_p, c.c_size_t]),
    "sudoku_step_format_named": (c.c_size_t, [c.POINTER(Step), _I, _I, c.c_char_p,
                                              c.c_size_t]),
    "sudoku_step_hodoku_name": (c.c_char_p, [c.POINTER(Step)]),
    "sudoku_chain_format": (c.c_size_t, [c.POINTER(Step), c.c_int, c.c_char_p, c.c_size_t]),
    "sudoku_band_of": (_I, [_I]),
    "sudoku_band_name": (c.c_char_p, [_I]),
    "sudoku_logic_rate": (_I, [_G, c.c_uint, STEP_FN, c.c_void_p, c.POINTER(SeRating)]),
}

_lib = None


def lib():
    """libsudoku, declared."""
    global _lib
    if _lib is None:
        _lib = _native.declare(_native.load("sudoku"), _PROTOTYPES)
    return _lib


def strerror(code):
    return lib().sudoku_strerror(code).decode()


def name(function, value):
    """A name from one of the library's name tables, as str."""
    return getattr(lib(), function)(value).decode()
