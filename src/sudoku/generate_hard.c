/*
 * generate_hard.c - extreme puzzles, found near known ones.
 *
 * A fresh grid dug at random almost never rates 9.0 or more on Sudoku
 * Explainer's scale: such puzzles are rare and cluster. So the forum's
 * generators walk: from a hard puzzle, take one given away and add a digit
 * elsewhere, keep the puzzle if it still has one solution, and go on from
 * it while it stays hard. The walk starts at a random one of the hard
 * puzzles the library carries (data/hardest-1000.txt, embedded at build
 * time) and, after WALK_MOVES moves, starts again from another.
 *
 * A move: empty one given; the puzzle then has a solution S (drawn at
 * random by the shuffled solver) and most often others. Each other
 * solution found differs from S in some cell: S's digit there rules it out
 * and keeps S. The move is kept if S is then the one solution. (Adding up
 * to three such digits kept more moves, but their puzzles rated lower: a
 * 10.5 puzzle took half as long again to find.) Everything comes from the
 * generator's RNG, so a seed gives the same puzzles.
 */
#include "sudoku_logic.h"
#include "generator.h"

#include <stdlib.h>
#include <string.h>

/* Moves tried from one start before starting from another hard puzzle. */
#define WALK_MOVES 40
/* Digits a move may add to make its puzzle unique again (see above). */
#define MOVE_ADDS 1
/* Nodes a solve may take here: 9x9 counts stay far below. */
#define MOVE_NODES 100000

extern const char sudoku_hard_seed_text[];

/* Reads the embedded puzzles, one a line, 81 cells first ('.' or '0' empty). */
static int read_hard(struct sudoku_generator *gen)
{
	int lines = 1;
	for (const char *p = sudoku_hard_seed_text; *p; p++)
		lines += *p == '\n';
	gen->hard = malloc((size_t)lines * sizeof *gen->hard);
	if (!gen->hard)
		return SUDOKU_ENOMEM;
	for (const char *line = sudoku_hard_seed_text; *line;) {
		const char *end = strchr(line, '\n');
		size_t length = end ? (size_t)(end - line) : strlen(line);
		uint8_t *cells = gen->hard[gen->hard_count];
		bool ok = length >= 81;
		for (int c = 0; ok && c < 81; c++) {
			char ch = line[c];
			ok = ch == '.' || (ch >= '0' && ch <= '9');
			cells[c] = ok && ch != '.' ? (uint8_t)(ch - '0') : 0;
		}
		gen->hard_count += ok;
		line += length + (end != NULL);
	}
	return gen->hard_count > 0 ? 0 : SUDOKU_EINVAL;
}

static bool carried(const struct sudoku_generator *gen, const uint8_t *cells)
{
	for (int k = 0; k < gen->hard_count; k++)
		if (memcmp(gen->hard[k], cells, 81) == 0)
			return true;
	return false;
}

/* A random solution of `grid` in *out, drawn by the shuffled solver; false if none came. */
static bool random_solution(struct sudoku_generator *gen, const struct sudoku_grid *grid,
                            struct sudoku_grid *out)
{
	struct sudoku_solve_options one = {.solution_limit = 1, .node_limit = MOVE_NODES};
	struct sudoku_result result;
	return sudoku_solver_shuffle(gen->filler, rng_next(&gen->rng)) == 0 &&
	       sudoku_solve(gen->filler, grid, &one, out, &result) == 0 &&
	       result.status == SUDOKU_SOLVED;
}

/* A random one of the cells where two full grids differ, or -1 when they are the same. */
static int differing_cell(struct sudoku_generator *gen, const struct sudoku_grid *a,
                          const struct sudoku_grid *b)
{
	int cells[81], count = 0;
	for (int c = 0; c < 81; c++)
		if (a->cell[c] != b->cell[c])
			cells[count++] = c;
	return count ? cells[rng_below(&gen->rng, (uint32_t)count)] : -1;
}

/*
 * One move from `grid`, in place: a random given emptied, then digits of
 * one random solution S added where another solution differs from S, each
 * ruling that other out, until S is the only one left (at most MOVE_ADDS
 * digits). True when it is, with S in *solution.
 */
static bool move(struct sudoku_generator *gen, struct sudoku_grid *grid, struct sudoku_grid *solution)
{
	int givens = sudoku_grid_count_givens(grid);
	if (givens == 0)
		return false;
	int g = (int)rng_below(&gen->rng, (uint32_t)givens);
	for (int c = 0; c < 81; c++)
		if (grid->cell[c] && g-- == 0) {
			grid->cell[c] = 0;
			break;
		}
	if (!random_solution(gen, grid, solution))
		return false;
	struct sudoku_solve_options two = {.solution_limit = 2, .node_limit = MOVE_NODES};
	for (int adds = 0; adds <= MOVE_ADDS; adds++) {
		struct sudoku_result result;
		if (sudoku_solve(gen->checker, grid, &two, NULL, &result) != 0)
			return false;
		if (result.status == SUDOKU_SOLVED)
			return true;
		struct sudoku_grid other;
		int c = -1;
		for (int tries = 0; c < 0 && tries < 4; tries++)
			if (random_solution(gen, grid, &other))
				c = differing_cell(gen, solution, &other);
		if (c < 0 || adds == MOVE_ADDS)
			return false;
		grid->cell[c] = solution->cell[c];
	}
	return false;
}

int generate_hard(struct sudoku_generator *gen, const struct sudoku_generate_options *opt,
                  struct sudoku_generated *result)
{
	if (!gen->hard) {
		int err = read_hard(gen);
		if (err)
			return err;
	}
	/* 0: the default; a 10.5 puzzle takes a few thousand moves, a 9.0 a few dozen */
	int moves = opt->attempts ? opt->attempts : SUDOKU_GENERATE_MOVES;
	/* the walk goes on from puzzles rated within 1.0 of what is wanted */
	int floor = (opt->rating_max > 0 ? opt->rating_min : 90) - 10;
	*result = (struct sudoku_generated){.found = false, .symmetry = SUDOKU_SYMMETRY_NONE};
	struct sudoku_grid current, next;
	sudoku_grid_clear(&current, 9);
	int since_start = WALK_MOVES;
	for (int a = 1; a <= moves; a++, since_start++) {
		result->attempts = a;
		if (since_start >= WALK_MOVES) {
			memcpy(current.cell, gen->hard[rng_below(&gen->rng, (uint32_t)gen->hard_count)], 81);
			since_start = 0;
		}
		next = current;
		if (!move(gen, &next, &result->solution) || carried(gen, next.cell))
			continue;
		int rating;
		bool wanted = rate_as_wanted(opt, &next, &rating);
		if (rating < 0)
			continue;
		if (wanted) {
			result->found = true;
			result->puzzle = next;
			result->clues = sudoku_grid_count_givens(&next);
			return 0;
		}
		if (rating >= floor)
			current = next;
	}
	return 0;
}
