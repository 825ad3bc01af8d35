/*
 * fuzz_sudoku_variant.c - libFuzzer target: the variant reader ("# variant:"
 * headers, jigsaw and killer forms) on any bytes, then the variant solver
 * with a node limit on every puzzle it accepts.
 *
 * The first byte picks the variant named on the "command line". A record is
 * a puzzle or an error with a message and a line inside the input; a
 * solution the solver reports must obey every rule of the puzzle, cages
 * included (checked by the library's own non-search checks).
 */
#include "sudoku.h"

#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void solve(const struct sudoku_variant_puzzle *p)
{
	int error = 0;
	struct sudoku_variant_solver *solver = sudoku_variant_solver_create(&p->shape, &p->cages, &error);
	if (!solver)
		return; /* cages too big to encode, or out of memory */
	struct sudoku_solve_options options = {.solution_limit = 2, .node_limit = 2000};
	struct sudoku_grid solution;
	struct sudoku_result result;
	if (sudoku_variant_solve(solver, &p->grid, &options, &solution, &result) != 0)
		abort();
	if (result.solutions > 0 && (!sudoku_grid_is_solution(&p->shape, &p->grid, &solution) ||
	                             (p->cages.count && !sudoku_cages_satisfied(&p->cages, &solution))))
		abort();
	sudoku_variant_solver_destroy(solver);
}

static void drain(struct sudoku_variant_reader *reader, long lines)
{
	static struct sudoku_variant_record record;
	while (sudoku_variant_reader_next(reader, &record)) {
		if (record.error && (record.message[0] == '\0' || record.line < 1 || record.line > lines + 1))
			abort();
		if (!record.error && record.puzzle.shape.size <= 16)
			solve(&record.puzzle);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size == 0)
		return 0;
	static const unsigned flags[] = {0, SUDOKU_VARIANT_X, SUDOKU_VARIANT_WINDOKU,
	                                 SUDOKU_VARIANT_JIGSAW, SUDOKU_VARIANT_KILLER,
	                                 SUDOKU_VARIANT_X | SUDOKU_VARIANT_KILLER,
	                                 SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_KILLER};
	struct sudoku_variant_reader *reader = sudoku_variant_reader_create(
	    SUDOKU_INPUT_AUTO, flags[data[0] % (sizeof flags / sizeof flags[0])]);
	if (!reader)
		return 0;
	const char *text = (const char *)data + 1;
	size_t left = size - 1;
	long lines = 0;
	while (left > 0) {
		const char *newline = memchr(text, '\n', left);
		size_t length = newline ? (size_t)(newline - text) : left;
		sudoku_variant_reader_feed(reader, text, length);
		lines++;
		drain(reader, lines);
		text += length + (newline != NULL);
		left -= length + (newline != NULL);
	}
	sudoku_variant_reader_end(reader);
	drain(reader, lines);
	sudoku_variant_reader_destroy(reader);
	return 0;
}
