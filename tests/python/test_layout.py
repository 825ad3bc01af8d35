"""The package's ctypes structs against the C headers: every size and the
offsets of the fields after arrays and mixed types, as printed by
tests/python/layouts.c (built from the same headers by meson)."""
import ctypes
import os
import subprocess

import pytest

from dlx import _native, _sudoku_native as sn

MIRRORS = {
    "dlx_stats": _native.DlxStats,
    "dlx_search_options": _native.DlxSearchOptions,
    "dlx_estimate_options": _native.DlxEstimateOptions,
    "dlx_estimate_result": _native.DlxEstimateResult,
    "dlx_bench_result": _native.DlxBenchResult,
    "dlx_format_error": _native.DlxFormatError,
    "sudoku_shape": sn.Shape,
    "sudoku_grid": sn.Grid,
    "sudoku_conflict": sn.Conflict,
    "sudoku_solve_options": sn.SolveOptions,
    "sudoku_result": sn.Result,
    "sudoku_cages": sn.Cages,
    "sudoku_variant_puzzle": sn.VariantPuzzle,
    "sudoku_variant_record": sn.VariantRecord,
    "sudoku_mistake": sn.Mistake,
    "sudoku_check_result": sn.CheckResult,
    "sudoku_search_effort": sn.SearchEffort,
    "sudoku_generate_options": sn.GenerateOptions,
    "sudoku_generated": sn.Generated,
    "sudoku_variant_generated": sn.VariantGenerated,
    "sudoku_pencil": sn.Pencil,
    "sudoku_step": sn.Step,
    "sudoku_chain": sn.Chain,
    "sudoku_se_rating": sn.SeRating,
}


def c_layout():
    program = os.environ.get("PYTHON_LAYOUTS")
    if not program:
        pytest.fail("PYTHON_LAYOUTS must name the layouts program (meson test sets it)")
    lines = subprocess.run([program], check=True, capture_output=True, text=True).stdout
    return dict((name, int(value)) for name, value in (line.split() for line in lines.splitlines()))


def test_every_mirrored_struct_has_the_size_and_offsets_of_the_header():
    layout = c_layout()
    assert set(name for name in layout if "." not in name) == set(MIRRORS)
    for name, value in layout.items():
        struct, _, field = name.partition(".")
        mirror = MIRRORS[struct]
        got = getattr(mirror, field).offset if field else ctypes.sizeof(mirror)
        assert got == value, "%s: C says %d, ctypes %d" % (name, value, got)
