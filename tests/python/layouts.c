/*
 * layouts.c - prints the size of each public struct that the Python
 * package mirrors with ctypes, and the offset of each field, one
 * "NAME VALUE" a line (NAME is "struct" or "struct.field"), so a test can
 * hold the package's declarations to what the C compiler makes of the
 * headers.
 */
#include "dlx.h"
#include "dlx_bench.h"
#include "dlx_format.h"
#include "sudoku.h"
#include "sudoku_logic.h"

#include <stddef.h>
#include <stdio.h>

#define SIZE(type) printf("%s %zu\n", #type, sizeof(struct type))
#define FIELD(type, field) printf("%s.%s %zu\n", #type, #field, offsetof(struct type, field))

int main(void)
{
	SIZE(dlx_stats);
	FIELD(dlx_stats, branches);
	FIELD(dlx_stats, memo_hits);
	FIELD(dlx_stats, mems);
	FIELD(dlx_stats, splits);
	FIELD(dlx_stats, saturated);
	FIELD(dlx_stats, choice_mems);
	FIELD(dlx_stats, solutions_low);
	FIELD(dlx_stats, solutions_high);
	SIZE(dlx_search_options);
	FIELD(dlx_search_options, on_solution);
	FIELD(dlx_search_options, level_nodes_length);
	FIELD(dlx_search_options, on_trace);
	FIELD(dlx_search_options, memo_bytes);
	FIELD(dlx_search_options, knuth_counts);
	FIELD(dlx_search_options, order);
	FIELD(dlx_search_options, jobs);
	SIZE(dlx_estimate_options);
	FIELD(dlx_estimate_options, seed);
	FIELD(dlx_estimate_options, method);
	SIZE(dlx_bench_result);
	FIELD(dlx_bench_result, runs);
	FIELD(dlx_bench_result, mems_counted);
	FIELD(dlx_bench_result, median_seconds);
	FIELD(dlx_bench_result, max_seconds);
	SIZE(dlx_estimate_result);
	FIELD(dlx_estimate_result, solutions_error);
	FIELD(dlx_estimate_result, probe_nodes);
	FIELD(dlx_search_options, interrupt);
	FIELD(dlx_search_options, algorithm);
	SIZE(dlx_format_error);
	FIELD(dlx_format_error, message);
	SIZE(sudoku_shape);
	FIELD(sudoku_shape, region);
	SIZE(sudoku_grid);
	SIZE(sudoku_conflict);
	FIELD(sudoku_conflict, unit);
	SIZE(sudoku_solve_options);
	SIZE(sudoku_result);
	FIELD(sudoku_result, complete);
	FIELD(sudoku_result, conflict);
	FIELD(sudoku_result, settled);
	FIELD(sudoku_result, guesses);
	SIZE(sudoku_cages);
	FIELD(sudoku_cages, sum);
	SIZE(sudoku_variant_puzzle);
	FIELD(sudoku_variant_puzzle, cages);
	FIELD(sudoku_variant_puzzle, grid);
	SIZE(sudoku_variant_record);
	FIELD(sudoku_variant_record, message);
	FIELD(sudoku_variant_record, puzzle);
	FIELD(sudoku_variant_record, marks);
	SIZE(sudoku_mistake);
	FIELD(sudoku_mistake, placed);
	SIZE(sudoku_check_result);
	FIELD(sudoku_check_result, mistakes);
	FIELD(sudoku_check_result, mistake);
	SIZE(sudoku_search_effort);
	FIELD(sudoku_search_effort, guesses);
	SIZE(sudoku_generate_options);
	FIELD(sudoku_generate_options, band);
	FIELD(sudoku_generate_options, attempts);
	SIZE(sudoku_generated);
	FIELD(sudoku_generated, solution);
	FIELD(sudoku_generated, attempts);
	SIZE(sudoku_variant_generated);
	FIELD(sudoku_variant_generated, solution);
	SIZE(sudoku_pencil);
	FIELD(sudoku_pencil, given);
	SIZE(sudoku_step);
	FIELD(sudoku_step, eliminations);
	FIELD(sudoku_step, causes);
	FIELD(sudoku_step, detail);
	FIELD(sudoku_step, chain_count);
	FIELD(sudoku_step, chains);
	FIELD(sudoku_step, node_count);
	FIELD(sudoku_step, nodes);
	FIELD(sudoku_step, links);
	SIZE(sudoku_chain);
	FIELD(sudoku_chain, first);
	FIELD(sudoku_chain, node_count);
	FIELD(sudoku_chain, cut);
	SIZE(sudoku_se_rating);
	FIELD(sudoku_se_rating, steps);
	FIELD(sudoku_se_rating, pearl);
	FIELD(sudoku_se_rating, diamond);
	return 0;
}
