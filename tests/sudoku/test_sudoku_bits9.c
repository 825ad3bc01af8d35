/*
 * test_sudoku_bits9.c - the bit-parallel 9x9 search against answers it did
 * not make: the links engine (sudoku_solve with a node limit, which keeps
 * the engine's search) on every bundled puzzle set, and a plain
 * backtracking count on random partial grids; then what sudoku_solve
 * reports when it uses the bit-parallel search.
 */
#include "sudoku.h"
#include "sudoku/bits9.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define DATA_DIR TEST_DATA_DIR "/../../data/"

/* ---- an independent count: backtracking over row, column and box masks ---- */

struct brute {
	uint8_t cell[81];
	uint16_t row[9], col[9], box[9]; /* digits used, bit d */
	int solutions;
	uint8_t first[81];
};

static int box_of(int cell)
{
	return cell / 27 * 3 + cell % 9 / 3;
}

static void brute_search(struct brute *b)
{
	int best = -1, fewest = 10;
	uint16_t best_free = 0;
	for (int cell = 0; cell < 81; cell++) {
		if (b->cell[cell])
			continue;
		uint16_t free = (uint16_t)(0x3FE & ~(b->row[cell / 9] | b->col[cell % 9] | b->box[box_of(cell)]));
		int n = __builtin_popcount(free);
		if (n < fewest) {
			fewest = n;
			best = cell;
			best_free = free;
		}
	}
	if (best < 0) {
		if (b->solutions++ == 0)
			memcpy(b->first, b->cell, 81);
		return;
	}
	for (int d = 1; d <= 9 && b->solutions < 2; d++) {
		if (!((best_free >> d) & 1))
			continue;
		uint16_t bit = (uint16_t)(1u << d);
		b->cell[best] = (uint8_t)d;
		b->row[best / 9] |= bit, b->col[best % 9] |= bit, b->box[box_of(best)] |= bit;
		brute_search(b);
		b->row[best / 9] &= (uint16_t)~bit, b->col[best % 9] &= (uint16_t)~bit;
		b->box[box_of(best)] &= (uint16_t)~bit;
		b->cell[best] = 0;
	}
}

/* Counts to two; a clash among the givens counts none. */
static int brute_count(const uint8_t *cells, uint8_t *first)
{
	struct brute b = {0};
	for (int cell = 0; cell < 81; cell++) {
		int d = cells[cell];
		if (!d)
			continue;
		uint16_t bit = (uint16_t)(1u << d);
		if ((b.row[cell / 9] | b.col[cell % 9] | b.box[box_of(cell)]) & bit)
			return 0;
		b.cell[cell] = (uint8_t)d;
		b.row[cell / 9] |= bit, b.col[cell % 9] |= bit, b.box[box_of(cell)] |= bit;
	}
	brute_search(&b);
	memcpy(first, b.first, 81);
	return b.solutions;
}

/* A full grid that keeps the givens and breaks no rule. */
static void expect_solution_of(const uint8_t *grid, const uint8_t *givens, const char *what)
{
	for (int i = 0; i < 81; i++) {
		cr_assert(grid[i] >= 1 && grid[i] <= 9, "%s: cell %d empty", what, i);
		cr_assert(!givens[i] || givens[i] == grid[i], "%s: given %d changed", what, i);
		for (int j = i + 1; j < 81; j++)
			if (i / 9 == j / 9 || i % 9 == j % 9 || box_of(i) == box_of(j))
				cr_assert_neq(grid[i], grid[j], "%s: cells %d and %d", what, i, j);
	}
}

static struct bits9 *room(void)
{
	static struct bits9 *r;
	if (!r) {
		r = malloc(sizeof *r);
		cr_assert_not_null(r);
		bits9_init(r);
	}
	return r;
}

/* A puzzle line into 81 digits; false for anything else. */
static bool parse(const char *line, uint8_t *cells)
{
	for (int i = 0; i < 81; i++) {
		char c = line[i];
		if (c >= '1' && c <= '9')
			cells[i] = (uint8_t)(c - '0');
		else if (c == '.' || c == '0')
			cells[i] = 0;
		else
			return false;
	}
	return true;
}

/* ---- the bundled sets against the links engine ---- */

static void against_engine(const char *name, int *puzzles, int *several)
{
	char path[512];
	snprintf(path, sizeof path, DATA_DIR "%s", name);
	FILE *f = fopen(path, "r");
	cr_assert_not_null(f, "cannot open %s", path);
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 9, 0), 0);
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	cr_assert_not_null(solver);
	char line[1024];
	while (fgets(line, sizeof line, f)) {
		struct sudoku_grid puzzle = {.size = 9}, engine_grid, solved;
		if (!parse(line, puzzle.cell))
			continue;
		(*puzzles)++;
		struct sudoku_solve_options engine;
		sudoku_solve_options_init(&engine);
		engine.node_limit = UINT64_MAX; /* a node limit keeps the engine's search */
		struct sudoku_result want, got;
		cr_assert_eq(sudoku_solve(solver, &puzzle, &engine, &engine_grid, &want), 0);
		uint8_t first[81];
		struct bits9_count count;
		bits9_count(room(), puzzle.cell, first, &count);
		cr_assert_eq((uint64_t)count.solutions, want.solutions, "%s: %.81s", name, line);
		if (count.solutions == 1)
			cr_assert_arr_eq(first, engine_grid.cell, 81, "%s: %.81s", name, line);
		if (count.solutions > 0)
			expect_solution_of(first, puzzle.cell, line);
		*several += count.solutions == 2;

		/* sudoku_solve on this search prints the engine's first grid, with one limit or two */
		for (uint64_t limit = 1; limit <= 2; limit++) {
			struct sudoku_solve_options options;
			sudoku_solve_options_init(&options);
			options.solution_limit = limit;
			engine.solution_limit = limit;
			cr_assert_eq(sudoku_solve(solver, &puzzle, &engine, &engine_grid, &want), 0);
			cr_assert_eq(sudoku_solve(solver, &puzzle, &options, &solved, &got), 0);
			cr_assert_eq(got.status, want.status, "%s limit %d: %.81s", name, (int)limit, line);
			cr_assert_eq(got.solutions, want.solutions);
			if (got.status == SUDOKU_SOLVED || got.status == SUDOKU_MULTIPLE)
				cr_assert_arr_eq(solved.cell, engine_grid.cell, 81, "%s limit %d: %.81s", name,
				                 (int)limit, line);
		}
	}
	fclose(f);
	sudoku_solver_destroy(solver);
}

Test(bits9, agrees_with_the_engine_on_every_bundled_set)
{
	static const char *const sets[] = {
	    "17clue-1000.txt", "easy-1000.txt",        "hardest-1000.txt",
	    "norvig-hardest.txt", "se_rated_hard.txt", "anti-backtracking.txt",
	    "several-solutions-200.txt",
	};
	int puzzles = 0, several = 0;
	for (size_t k = 0; k < sizeof sets / sizeof sets[0]; k++)
		against_engine(sets[k], &puzzles, &several);
	cr_expect_geq(puzzles, 3262, "every puzzle read (%d)", puzzles);
	cr_expect_eq(several, 200, "the 200 puzzles of several solutions found so (%d)", several);
}

/* ---- random partial grids against the backtracking count ---- */

static uint64_t next(uint64_t *state)
{
	*state ^= *state << 13;
	*state ^= *state >> 7;
	*state ^= *state << 17;
	return *state;
}

/* Whether two equal givens share a row, a column or a box, pair by pair. */
static bool givens_clash(const uint8_t *cells)
{
	for (int a = 0; a < 81; a++)
		for (int b = a + 1; b < 81; b++)
			if (cells[a] && cells[a] == cells[b] &&
			    (a / 9 == b / 9 || a % 9 == b % 9 || box_of(a) == box_of(b)))
				return true;
	return false;
}

Test(bits9, agrees_with_backtracking_on_random_partial_grids)
{
	/* full grids: solutions of bundled puzzles, by the backtracking count */
	FILE *f = fopen(DATA_DIR "easy-1000.txt", "r");
	cr_assert_not_null(f);
	uint8_t grids[20][81];
	char line[1024];
	int n = 0;
	while (n < 20 && fgets(line, sizeof line, f)) {
		uint8_t cells[81];
		if (parse(line, cells) && brute_count(cells, grids[n]) == 1)
			n++;
	}
	fclose(f);
	cr_assert_eq(n, 20);

	uint64_t rng = 0x9E3779B97F4A7C15u;
	int by_count[3] = {0}, by_clash[2] = {0};
	for (int trial = 0; trial < 3000; trial++) {
		const uint8_t *full = grids[next(&rng) % 20];
		int keep = 20 + (int)(next(&rng) % 40); /* draws of a cell, repeats included */
		uint8_t cells[81] = {0};
		for (int k = 0; k < keep; k++) {
			int cell = (int)(next(&rng) % 81);
			cells[cell] = full[cell];
		}
		if (trial % 3 == 0) { /* one given changed: often no solution, sometimes a clash */
			int cell = (int)(next(&rng) % 81);
			cells[cell] = (uint8_t)(1 + next(&rng) % 9);
		}
		uint8_t want[81], first[81];
		int solutions = brute_count(cells, want);
		struct bits9_count count;
		int clash = givens_clash(cells);
		cr_assert_eq(bits9_count(room(), cells, first, &count), clash ? -1 : 0, "trial %d", trial);
		by_clash[clash]++;
		cr_assert_eq(count.solutions, solutions, "trial %d", trial);
		if (solutions == 1)
			cr_assert_arr_eq(first, want, 81, "trial %d", trial);
		if (solutions > 0)
			expect_solution_of(first, cells, "a random partial grid");
		by_count[solutions]++;
	}
	/* each kind of answer came up often */
	for (int k = 0; k < 3; k++)
		cr_expect_geq(by_count[k], 100, "%d solutions: %d grids", k, by_count[k]);
	cr_expect_geq(by_clash[1], 100, "clashing givens: %d grids", by_clash[1]);
}

/* ---- edge cases ---- */

Test(bits9, the_empty_grid_has_several)
{
	uint8_t cells[81] = {0}, first[81];
	struct bits9_count count;
	bits9_count(room(), cells, first, &count);
	cr_assert_eq(count.solutions, 2);
	expect_solution_of(first, cells, "the empty grid");
	cr_assert_gt(count.nodes, 1);
	cr_assert_gt(count.guesses, 0);
}

Test(bits9, sixteen_givens_have_several)
{
	/* the 17-clue below without its last given */
	uint8_t cells[81], first[81], want[81];
	cr_assert(parse(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...", cells));
	cr_assert_eq(brute_count(cells, want), 1, "the 17-clue is unique");
	int last = 80;
	while (!cells[last])
		last--;
	cells[last] = 0;
	int givens = 0;
	for (int i = 0; i < 81; i++)
		givens += cells[i] != 0;
	cr_assert_eq(givens, 16);
	cr_assert_eq(brute_count(cells, want), 2);
	struct bits9_count count;
	bits9_count(room(), cells, first, &count);
	cr_assert_eq(count.solutions, 2);
	expect_solution_of(first, cells, "16 givens");
}

Test(bits9, clashing_or_contradictory_givens_have_none)
{
	uint8_t cells[81] = {0}, first[81];
	struct bits9_count count;
	cells[0] = cells[8] = 5; /* one row, one digit twice */
	cr_assert_eq(bits9_count(room(), cells, first, &count), -1, "a clash is reported");
	cr_assert_eq(count.solutions, 0);
	cr_assert_eq(count.nodes, 0);
	cells[8] = 0;
	cells[72] = 5; /* one column */
	cr_assert_eq(bits9_count(room(), cells, first, &count), -1);
	cells[72] = 0;
	cells[20] = 5; /* one box */
	cr_assert_eq(bits9_count(room(), cells, first, &count), -1);

	/* no two givens clash, but r1c9 can take nothing: its row holds 1-8 and its column 9 */
	memset(cells, 0, sizeof cells);
	for (int c = 0; c < 8; c++)
		cells[c] = (uint8_t)(c + 1);
	cells[80] = 9;
	uint8_t want[81];
	cr_assert_eq(brute_count(cells, want), 0);
	cr_assert_eq(bits9_count(room(), cells, first, &count), 0, "no clash: a count of none");
	cr_assert_eq(count.solutions, 0);
	cr_assert_eq(count.nodes, 0, "the root's inference sees the dead cell");
}

Test(bits9, equal_digits_clash_in_every_shared_unit_and_nowhere_else)
{
	/* every pair of cells, each band and word boundary of the root's scan included */
	for (int x = 0; x < 81; x++)
		for (int y = x + 1; y < 81; y++) {
			uint8_t cells[81] = {0}, first[81];
			cells[x] = cells[y] = (uint8_t)(1 + (x + y) % 9);
			bool shared = x / 9 == y / 9 || x % 9 == y % 9 ||
			              (x / 27 == y / 27 && x % 9 / 3 == y % 9 / 3);
			struct bits9_count count;
			int got = bits9_count(room(), cells, first, &count);
			cr_assert_eq(got, shared ? -1 : 0, "cells %d and %d", x, y);
			cr_assert_eq(count.solutions, shared ? 0 : 2, "cells %d and %d", x, y);
		}
}

Test(bits9, a_digit_past_nine_is_refused_wherever_it_stands)
{
	static const uint8_t past[] = {10, 15, 16, 17, 255};
	for (size_t k = 0; k < sizeof past; k++)
		for (int cell = 0; cell < 81; cell++) {
			uint8_t cells[81] = {0}, first[81];
			cells[(cell + 40) % 81] = 3;
			cells[cell] = past[k];
			struct bits9_count count;
			cr_assert_eq(bits9_count(room(), cells, first, &count), -1, "%d at %d", past[k], cell);
			cr_assert_eq(count.solutions, 0);
		}
}

Test(bits9, a_grid_the_root_fills_takes_no_node)
{
	/* an easy puzzle: singles alone fill it */
	uint8_t cells[81], first[81], want[81];
	cr_assert(parse("..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..", cells));
	cr_assert_eq(brute_count(cells, want), 1);
	struct bits9_count count;
	bits9_count(room(), cells, first, &count);
	cr_assert_eq(count.solutions, 1);
	cr_assert_eq(count.nodes, 0);
	cr_assert_eq(count.guesses, 0);
	int givens = 0;
	for (int i = 0; i < 81; i++)
		givens += cells[i] != 0;
	cr_assert_eq(count.settled, 81 - givens);
	cr_assert_arr_eq(first, want, 81);
}
