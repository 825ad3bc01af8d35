"""Finding and loading libdlx and libsudoku, and libdlx's C declarations
(include/dlx.h, include/dlx_format.h, include/dlx_bench.h) for ctypes.

Where the shared libraries come from, first match wins:
  1. the directories in DLX_LIBRARY_PATH (separated by ':'), e.g. build/src
     of a build tree;
  2. this package's own folder (libraries copied next to it);
  3. the folder `meson install` put them in (recorded in _where.py, which
     only an installed package has);
  4. for the package in a source tree (python/dlx), that tree's build/src,
     where `meson setup build` puts them;
  5. the system's search path (ldconfig, LD_LIBRARY_PATH).
libdlx is loaded first: libsudoku needs it, and the dynamic loader matches
that need against the copy already loaded, wherever it came from.

Every call through ctypes.CDLL releases the GIL for its duration, so
searches in different threads run at once; callbacks take it back.
"""
import ctypes
import glob
import os
import threading

from ._errors import Error

_lock = threading.Lock()
_loaded = {}


def _folders():
    folders = [p for p in os.environ.get("DLX_LIBRARY_PATH", "").split(":") if p]
    folders.append(os.path.dirname(os.path.abspath(__file__)))
    try:
        from . import _where
        folders.append(_where.LIBRARY_DIR)
    except ImportError:
        pass
    package = os.path.dirname(os.path.realpath(__file__))
    folders.append(os.path.join(os.path.dirname(os.path.dirname(package)), "build", "src"))
    return folders


def _candidates(name):
    """The files to try for lib<name>, in turn: in each folder, the linker
    name, then versioned ones; last, what the system's search finds."""
    found = []
    for folder in _folders():
        found.append(os.path.join(folder, "lib%s.so" % name))
        found.extend(sorted(glob.glob(os.path.join(folder, "lib%s.so.*" % name))))
    yield from (f for f in found if os.path.isfile(f))
    # last, and only when no file above loaded: find_library runs ldconfig
    import ctypes.util
    yield ctypes.util.find_library(name) or "lib%s.so" % name


def load(name):
    """The loaded lib<name> (a ctypes.CDLL), loading it on first use."""
    with _lock:
        if name not in _loaded:
            if name == "sudoku" and "dlx" not in _loaded:
                _loaded["dlx"] = _open("dlx")
            _loaded[name] = _open(name)
        return _loaded[name]


def _open(name):
    errors = []
    for path in _candidates(name):
        try:
            return ctypes.CDLL(path)
        except OSError as error:
            errors.append(str(error))
    raise Error("cannot load lib%s: %s (set DLX_LIBRARY_PATH to the folder that holds it, "
                "e.g. build/src)" % (name, "; ".join(errors)))


# ---- dlx.h ----

c_int_p = ctypes.POINTER(ctypes.c_int)

DLX_ENOMEM = -1
DLX_EOPTION = -9
DLX_EBOUNDS = -11
DLX_EZDD = -13
DLX_MAX_PROBES = 1000000000
DLX_BENCH_MAX_RUNS = 100000

STOP_NAMES = ("exhausted", "solutions", "nodes", "time", "callback", "requested")
STOP_CALLBACK = 4   # DLX_STOP_CALLBACK
STOP_REQUESTED = 5  # DLX_STOP_REQUESTED: the stop object (dlx_interrupt) ended it


class DlxStats(ctypes.Structure):
    _fields_ = [
        ("solutions", ctypes.c_uint64),
        ("nodes", ctypes.c_uint64),
        ("updates", ctypes.c_uint64),
        ("max_level", ctypes.c_int),
        ("stop", ctypes.c_int),
        ("branches", ctypes.c_uint64),
        ("memo_hits", ctypes.c_uint64),
        ("mems", ctypes.c_uint64),
        ("splits", ctypes.c_uint64),
        ("saturated", ctypes.c_bool),
        ("explored", ctypes.c_double),
        ("inferred", ctypes.c_uint64),
        ("choice_mems", ctypes.c_uint64),
        ("solutions_low", ctypes.c_uint64),
        ("solutions_high", ctypes.c_uint64),
    ]


SOLUTION_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, c_int_p, ctypes.c_int)
PROGRESS_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(DlxStats),
                               ctypes.c_int, c_int_p, c_int_p)
TRACE_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                            ctypes.c_int, ctypes.c_int, ctypes.c_int)
PREFIX_FN = SOLUTION_FN


class DlxSearchOptions(ctypes.Structure):
    _fields_ = [
        ("solution_limit", ctypes.c_uint64),
        ("node_limit", ctypes.c_uint64),
        ("time_limit", ctypes.c_double),
        ("on_solution", SOLUTION_FN),
        ("user", ctypes.c_void_p),
        ("level_nodes", ctypes.POINTER(ctypes.c_uint64)),
        ("level_nodes_length", ctypes.c_int),
        ("on_progress", PROGRESS_FN),
        ("progress_interval", ctypes.c_uint64),
        ("on_trace", TRACE_FN),
        ("memo_bytes", ctypes.c_size_t),
        ("knuth_counts", ctypes.c_bool),
        ("order", ctypes.c_int),
        ("jobs", ctypes.c_int),
        ("interrupt", ctypes.c_void_p),
        ("infer", ctypes.c_bool),
        ("algorithm", ctypes.c_int),  # enum dlx_algorithm: 0 links
        ("binary", ctypes.c_bool),  # two-way branching on the cells
        ("wtd_increment", ctypes.c_float),
        ("wtd_growth", ctypes.c_float),
        ("item_shuffle", ctypes.c_bool),
        ("item_seed", ctypes.c_int64),
    ]


class DlxBenchResult(ctypes.Structure):
    _fields_ = [
        ("stats", DlxStats),
        ("runs", ctypes.c_int),
        ("mems_counted", ctypes.c_bool),
        ("median_seconds", ctypes.c_double),
        ("min_seconds", ctypes.c_double),
        ("max_seconds", ctypes.c_double),
    ]


class DlxEstimateOptions(ctypes.Structure):
    _fields_ = [
        ("probes", ctypes.c_uint64),
        ("seed", ctypes.c_uint64),
        ("method", ctypes.c_int),
    ]


class DlxEstimateResult(ctypes.Structure):
    _fields_ = [
        ("nodes", ctypes.c_double),
        ("nodes_error", ctypes.c_double),
        ("solutions", ctypes.c_double),
        ("solutions_error", ctypes.c_double),
        ("probe_nodes", ctypes.c_uint64),
    ]


class DlxFormatError(ctypes.Structure):
    _fields_ = [
        ("line", ctypes.c_long),
        ("column", ctypes.c_int),
        ("message", ctypes.c_char * 200),
    ]


WARNING_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(DlxFormatError))

# dlx_export_cnf's sink: (user, text, length), 0 when written
WRITE_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t)

# enum dlx_cnf_encoding, in its order
CNF_ENCODINGS = ("auto", "pairwise", "sequential")


class DlxCnfOptions(ctypes.Structure):
    _fields_ = [
        ("encoding", ctypes.c_int),
        ("pairwise_limit", ctypes.c_int),
    ]


class DlxZddError(ctypes.Structure):
    _fields_ = [
        ("line", ctypes.c_long),
        ("column", ctypes.c_int),
        ("message", ctypes.c_char * 200),
    ]


DLX_FORMAT_WARNING = 1
DLX_FORMAT_EPARSE = -100
DLX_SYNTAX = {"dlx": 0, "ec": 1}  # enum dlx_format_syntax

_P = ctypes.c_void_p  # every opaque handle
_I = ctypes.c_int

_DLX_PROTOTYPES = {
    "dlx_strerror": (ctypes.c_char_p, [_I]),
    "dlx_problem_create": (_P, [_I, _I]),
    "dlx_problem_destroy": (None, [_P]),
    "dlx_add_option": (_I, [_P, c_int_p, c_int_p, _I]),
    "dlx_primary_count": (_I, [_P]),
    "dlx_secondary_count": (_I, [_P]),
    "dlx_option_count": (_I, [_P]),
    "dlx_option_items": (_I, [_P, _I, c_int_p, c_int_p, _I]),
    "dlx_problem_shuffle": (_I, [_P, ctypes.c_uint64]),
    "dlx_problem_check": (_I, [_P]),
    "dlx_search_options_init": (None, [ctypes.POINTER(DlxSearchOptions)]),
    "dlx_search": (_I, [_P, ctypes.POINTER(DlxSearchOptions), ctypes.POINTER(DlxStats)]),
    "dlx_problem_clone": (_P, [_P]),
    "dlx_bench_word": (ctypes.c_char_p, [_I]),
    "dlx_bench_config": (_I, [ctypes.c_char_p, ctypes.POINTER(DlxSearchOptions),
                              ctypes.POINTER(ctypes.c_size_t), ctypes.POINTER(ctypes.c_size_t)]),
    "dlx_bench_run": (_I, [_P, ctypes.POINTER(DlxSearchOptions), _I,
                           ctypes.POINTER(DlxBenchResult)]),
    "dlx_prefixes": (_I, [_P, _I, PREFIX_FN, ctypes.c_void_p, ctypes.POINTER(ctypes.c_uint64)]),
    "dlx_search_prefix": (_I, [_P, c_int_p, _I, ctypes.POINTER(DlxSearchOptions),
                               ctypes.POINTER(DlxStats)]),
    "dlx_interrupt_create": (_P, []),
    "dlx_interrupt_destroy": (None, [_P]),
    "dlx_interrupt_request": (None, [_P]),
    "dlx_set_bounds": (_I, [_P, _I, _I, _I]),
    "dlx_set_sharp": (_I, [_P, _I, ctypes.c_bool]),
    "dlx_item_bounds": (_I, [_P, _I, c_int_p, c_int_p]),
    "dlx_max_depth": (_I, [_P]),
    "dlx_set_cost": (_I, [_P, _I, ctypes.c_int64]),
    "dlx_option_cost": (_I, [_P, _I, ctypes.POINTER(ctypes.c_int64)]),
    "dlx_has_costs": (ctypes.c_bool, [_P]),
    "dlx_best_create": (_P, [_I]),
    "dlx_best_destroy": (None, [_P]),
    "dlx_best_count": (_I, [_P]),
    "dlx_best_cost": (ctypes.c_int64, [_P, _I]),
    "dlx_best_options": (_I, [_P, _I, ctypes.POINTER(c_int_p)]),
    "dlx_search_best": (_I, [_P, _P, ctypes.POINTER(DlxSearchOptions), ctypes.POINTER(DlxStats)]),
    "dlx_search_best_prefix": (_I, [_P, c_int_p, _I, _P, ctypes.POINTER(DlxSearchOptions),
                                    ctypes.POINTER(DlxStats)]),
    "dlx_estimate_options_init": (None, [ctypes.POINTER(DlxEstimateOptions)]),
    "dlx_estimate": (_I, [_P, ctypes.POINTER(DlxEstimateOptions),
                          ctypes.POINTER(DlxEstimateResult)]),
    "dlx_cnf_options_init": (None, [ctypes.POINTER(DlxCnfOptions)]),
    "dlx_export_cnf": (_I, [_P, ctypes.POINTER(DlxCnfOptions), WRITE_FN, ctypes.c_void_p]),
    "dlx_zdd_build": (_I, [_P, ctypes.c_size_t, ctypes.POINTER(_P)]),
    "dlx_zdd_destroy": (None, [_P]),
    "dlx_zdd_node_count": (ctypes.c_size_t, [_P]),
    "dlx_zdd_write": (_I, [_P, WRITE_FN, ctypes.c_void_p]),
    "dlx_zdd_read": (_I, [ctypes.c_char_p, ctypes.c_size_t, ctypes.POINTER(_P),
                          ctypes.POINTER(DlxZddError)]),
    "dlx_zdd_count": (_I, [_P, ctypes.c_char_p, ctypes.c_size_t]),
    "dlx_zdd_count_text_size": (ctypes.c_size_t, [_P]),
    "dlx_zdd_enumerate": (_I, [_P, SOLUTION_FN, ctypes.c_void_p]),
    "dlx_zdd_sample": (_I, [_P, ctypes.c_uint64, ctypes.c_uint64, SOLUTION_FN, ctypes.c_void_p]),
    "dlx_format_create": (_P, [ctypes.c_bool]),
    "dlx_format_destroy": (None, [_P]),
    "dlx_format_set_syntax": (_I, [_P, _I]),
    "dlx_format_read": (_I, [_P, ctypes.c_char_p, ctypes.c_size_t, WARNING_FN, ctypes.c_void_p,
                             ctypes.POINTER(DlxFormatError)]),
    "dlx_format_problem": (_P, [_P]),
    "dlx_format_item_name": (ctypes.c_char_p, [_P, _I]),
    "dlx_format_color_name": (ctypes.c_char_p, [_P, _I]),
    "dlx_format_option_text": (ctypes.c_size_t, [_P, _I, ctypes.c_char_p, ctypes.c_size_t]),
}


def declare(lib, prototypes):
    """Gives each named function its result and argument types."""
    for name, (restype, argtypes) in prototypes.items():
        function = getattr(lib, name)
        function.restype = restype
        function.argtypes = argtypes
    return lib


_dlx = None


def dlx():
    """libdlx, declared."""
    global _dlx
    if _dlx is None:
        _dlx = declare(load("dlx"), _DLX_PROTOTYPES)
    return _dlx


def strerror(code):
    return dlx().dlx_strerror(code).decode()
