/*
 * test_sudoku_pairs.c - anti-knight, anti-king and non-consecutive against
 * a checker and a brute-force counter written here: both look at every
 * pair of cells and ask the rules directly (no exact cover, no numbering).
 */
#include "dlx.h"
#include "sudoku.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#define KNIGHT SUDOKU_VARIANT_ANTI_KNIGHT
#define KING SUDOKU_VARIANT_ANTI_KING
#define NONCONSEC SUDOKU_VARIANT_NON_CONSECUTIVE

/* ---- the independent rules ---- */

/* Whether digits x in cell a and y in cell b may stand together on an n x n grid of boxes br x bc. */
static bool pair_allowed(int n, int br, unsigned flags, int a, int x, int b, int y)
{
	int bc = n / br, ra = a / n, ca = a % n, rb = b / n, cb = b % n;
	int dr = abs(ra - rb), dc = abs(ca - cb);
	bool unit = ra == rb || ca == cb || (ra / br == rb / br && ca / bc == cb / bc) ||
	            ((flags & SUDOKU_VARIANT_X) && ra == ca && rb == cb) ||
	            ((flags & SUDOKU_VARIANT_X) && ra + ca == n - 1 && rb + cb == n - 1);
	bool knight = (dr == 1 && dc == 2) || (dr == 2 && dc == 1);
	bool king = dr <= 1 && dc <= 1;
	if (x == y && (unit || ((flags & KNIGHT) && knight) || ((flags & KING) && king)))
		return false;
	return !((flags & NONCONSEC) && dr + dc == 1 && abs(x - y) == 1);
}

/* Whether a full grid keeps every rule: every pair of cells looked at. */
static bool obeys(const struct sudoku_grid *grid, int br, unsigned flags)
{
	int n = grid->size;
	for (int a = 0; a < n * n; a++) {
		if (grid->cell[a] < 1 || grid->cell[a] > n)
			return false;
		for (int b = a + 1; b < n * n; b++)
			if (!pair_allowed(n, br, flags, a, grid->cell[a], b, grid->cell[b]))
				return false;
	}
	return true;
}

/* Grids completing `grid` (0: empty) from `cell` on, trying every digit in every empty cell. */
static long brute_count(int n, int br, unsigned flags, int *grid, int cell)
{
	if (cell == n * n)
		return 1;
	long total = 0;
	int given = grid[cell], low = given ? given : 1, high = given ? given : n;
	for (int d = low; d <= high; d++) {
		bool fits = true;
		for (int k = 0; k < n * n && fits; k++)
			if (k != cell && grid[k])
				fits = pair_allowed(n, br, flags, k, grid[k], cell, d);
		if (!fits)
			continue;
		grid[cell] = d;
		total += brute_count(n, br, flags, grid, cell + 1);
		grid[cell] = given;
	}
	return total;
}

/* ---- the library's side ---- */

static void puzzle_for(struct sudoku_variant_puzzle *p, int n, unsigned flags)
{
	memset(p, 0, sizeof *p);
	p->flags = flags;
	cr_assert_eq(sudoku_shape_init(&p->shape, n, 0), 0);
	p->shape.diagonals = flags & SUDOKU_VARIANT_X;
	p->shape.anti_knight = flags & KNIGHT;
	p->shape.anti_king = flags & KING;
	p->shape.non_consecutive = flags & NONCONSEC;
	sudoku_grid_clear(&p->grid, n);
}

static long library_count(const struct sudoku_variant_puzzle *p)
{
	struct sudoku_solve_options all = {0};
	struct sudoku_result result;
	struct sudoku_grid solution;
	cr_assert_eq(sudoku_variant_puzzle_solve(p, &all, &solution, &result), 0);
	cr_assert(result.complete);
	if (result.solutions > 0)
		cr_assert(obeys(&solution, p->shape.box_rows, p->flags));
	return (long)result.solutions;
}

static const unsigned kinds[] = {KNIGHT,        KING,          NONCONSEC,
                                 KNIGHT | KING, KNIGHT | NONCONSEC, SUDOKU_VARIANT_X | NONCONSEC};
#define KINDS (sizeof kinds / sizeof kinds[0])

Test(sudoku_pairs, counts_4x4_grids_like_brute_force)
{
	for (size_t k = 0; k < KINDS; k++) {
		struct sudoku_variant_puzzle p;
		puzzle_for(&p, 4, kinds[k]);
		int grid[16] = {0};
		long brute = brute_count(4, 2, kinds[k], grid, 0);
		cr_assert_eq(library_count(&p), brute, "flags %u: brute force %ld", kinds[k], brute);
		if (kinds[k] == KNIGHT) /* a separate Python brute force found 24 too */
			cr_assert_eq(brute, 24);
	}
}

Test(sudoku_pairs, counts_6x6_with_a_given_row_like_brute_force)
{
	/* a first row each rule allows on its own: 1..6 has neighbours d, d+1 */
	static const int row[2][6] = {{1, 2, 3, 4, 5, 6}, {1, 3, 5, 2, 4, 6}};
	for (size_t k = 0; k < KINDS; k++) {
		struct sudoku_variant_puzzle p;
		puzzle_for(&p, 6, kinds[k]);
		int grid[36] = {0};
		for (int c = 0; c < 6; c++)
			grid[c] = p.grid.cell[c] = (uint8_t)row[(kinds[k] & NONCONSEC) != 0][c];
		long brute = brute_count(6, 2, kinds[k], grid, 0);
		cr_assert_eq(library_count(&p), brute, "flags %u: brute force %ld", kinds[k], brute);
	}
}

/*
 * Mitchell Lee's "Miracle Sudoku" (2020, solved on Cracking the Cryptic):
 * anti-knight, anti-king and non-consecutive with two givens, 1 in r5c3
 * and 2 in r6c7, and its published solution.
 */
static const char miracle_solution[] = "483726159726159483159483726837261594261594837"
                                       "594837261372615948615948372948372615";

Test(sudoku_pairs, solves_the_miracle_sudoku)
{
	struct sudoku_variant_puzzle p;
	unsigned flags = KNIGHT | KING | NONCONSEC;
	puzzle_for(&p, 9, flags);
	p.grid.cell[4 * 9 + 2] = 1;
	p.grid.cell[5 * 9 + 6] = 2;
	struct sudoku_grid published, solution;
	sudoku_grid_clear(&published, 9);
	for (int c = 0; c < 81; c++)
		published.cell[c] = (uint8_t)(miracle_solution[c] - '0');
	cr_assert(obeys(&published, 3, flags), "the checker takes the published solution");
	struct sudoku_result result;
	cr_assert_eq(sudoku_variant_puzzle_solve(&p, NULL, &solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	cr_assert_eq(memcmp(solution.cell, published.cell, 81), 0);
}

Test(sudoku_pairs, generated_puzzles_keep_every_rule)
{
	static struct sudoku_variant_generated made;
	for (int n = 4; n <= 9; n += n == 4 ? 2 : 3)
		for (size_t k = 0; k < KINDS; k++)
			for (uint64_t seed = 1; seed <= 2; seed++) {
				if (n == 9 && (k >= 3 || seed > 1))
					continue; /* 9x9: the single rules, once (the others take seconds) */
				int err = sudoku_generate_variant(n, kinds[k], seed, &made);
				if (err == SUDOKU_ESIZE) { /* some small rule sets have no grid at all */
					int empty[SUDOKU_MAX_CELLS] = {0};
					cr_assert_eq(brute_count(n, 2, kinds[k], empty, 0), 0, "flags %u n %d: refused",
					             kinds[k], n);
					continue;
				}
				cr_assert_eq(err, 0);
				cr_assert(made.found, "flags %u n %d seed %llu", kinds[k], n, (unsigned long long)seed);
				int br = made.puzzle.shape.box_rows;
				cr_assert(obeys(&made.solution, br, kinds[k]), "flags %u n %d", kinds[k], n);
				for (int c = 0; c < n * n; c++)
					cr_assert(made.puzzle.grid.cell[c] == 0 ||
					          made.puzzle.grid.cell[c] == made.solution.cell[c]);
				if (n == 9)
					continue; /* the brute force is for the small grids */
				int grid[SUDOKU_MAX_CELLS];
				for (int c = 0; c < n * n; c++)
					grid[c] = made.puzzle.grid.cell[c];
				cr_assert_eq(brute_count(n, br, kinds[k], grid, 0), 1, "flags %u n %d", kinds[k], n);
			}
}

Test(sudoku_pairs, a_killer_with_a_pair_rule_keeps_both)
{
	static struct sudoku_variant_generated made;
	unsigned flags = SUDOKU_VARIANT_KILLER | NONCONSEC;
	cr_assert_eq(sudoku_generate_variant(6, flags, 3, &made), 0);
	cr_assert(made.found);
	cr_assert(obeys(&made.solution, 2, flags));
	cr_assert(sudoku_cages_satisfied(&made.puzzle.cages, &made.solution));
}

/* ---- checks, names and numbering ---- */

static struct sudoku_conflict check(unsigned flags, int a, int x, int b, int y)
{
	struct sudoku_variant_puzzle p;
	puzzle_for(&p, 9, flags);
	p.grid.cell[a] = (uint8_t)x;
	p.grid.cell[b] = (uint8_t)y;
	struct sudoku_conflict conflict = {0};
	cr_assert_eq(sudoku_grid_check(&p.shape, &p.grid, &conflict), SUDOKU_ECONFLICT);
	return conflict;
}

Test(sudoku_pairs, givens_that_break_a_rule_are_named)
{
	struct sudoku_conflict c = check(KNIGHT, 2, 5, 13, 5); /* r1c3 and r2c5, in two boxes */
	cr_assert_str_eq(c.unit, "knight's move");
	cr_assert_eq(c.cell_a, 2);
	cr_assert_eq(c.cell_b, 13);
	cr_assert_eq(c.digit, 5);
	c = check(KING, 20, 1, 30, 1); /* r3c3 and r4c4: diagonal, in different boxes */
	cr_assert_str_eq(c.unit, "king's move");
	c = check(NONCONSEC, 40, 4, 49, 5); /* r5c5 and r6c5 */
	cr_assert_str_eq(c.unit, "consecutive");
	cr_assert_eq(c.digit, 5);
	c = check(KING, 0, 1, 10, 1); /* r1c1 and r2c2 share a box: the box is named first */
	cr_assert_str_eq(c.unit, "box");

	struct sudoku_variant_puzzle p;
	puzzle_for(&p, 9, KNIGHT | KING | NONCONSEC);
	p.grid.cell[0] = 4, p.grid.cell[1] = 6, p.grid.cell[2] = 8; /* two apart: allowed */
	cr_assert_eq(sudoku_grid_check(&p.shape, &p.grid, NULL), 0);
}

Test(sudoku_pairs, secondary_items_count_every_pair_once)
{
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_variant_puzzle p;
		puzzle_for(&p, 9, kinds[k]);
		int error = 0;
		struct dlx_problem *problem = sudoku_variant_encode(&p.shape, NULL, NULL, &error);
		cr_assert_not_null(problem);
		cr_assert_eq(dlx_primary_count(problem), 324);
		/* knight pairs on an n x n board: 4(n-1)(n-2); diagonal neighbours 2(n-1)^2;
		   orthogonal neighbours 2n(n-1), each with n-1 digit pairs */
		static const int expected[3] = {4 * 8 * 7 * 9, 2 * 8 * 8 * 9, 2 * 9 * 8 * 8};
		cr_assert_eq(dlx_secondary_count(problem), expected[k]);
		dlx_problem_destroy(problem);
	}
	struct sudoku_variant_puzzle p;
	puzzle_for(&p, 9, KNIGHT);
	char name[32];
	/* the worked example of the encoder: r1c1 and r2c3 holding 5 */
	cr_assert_str_eq(sudoku_variant_item_name(&p.shape, NULL, 832, name, sizeof name), "an1123d5");
	cr_assert_str_eq(sudoku_variant_item_name(&p.shape, NULL, 324 + 2016, name, sizeof name), "?");
	puzzle_for(&p, 9, NONCONSEC);
	cr_assert_str_eq(sudoku_variant_item_name(&p.shape, NULL, 324, name, sizeof name), "nc1112d1");
}

Test(sudoku_pairs, names_parse_and_print_back)
{
	unsigned flags = 0;
	const char *text = "anti-knight+ANTI-KING+non-consecutive";
	cr_assert_eq(sudoku_variant_parse(text, strlen(text), &flags), 0);
	cr_assert_eq(flags, KNIGHT | KING | NONCONSEC);
	char name[64];
	cr_assert_str_eq(sudoku_variant_name(flags | SUDOKU_VARIANT_X, name, sizeof name),
	                 "x+anti-knight+anti-king+non-consecutive");
	cr_assert_eq(sudoku_variant_parse("anti-bishop", 11, &flags), SUDOKU_EINVAL);
}

Test(sudoku_pairs, the_plain_solver_refuses_pair_rules)
{
	struct sudoku_variant_puzzle p;
	puzzle_for(&p, 9, KING);
	cr_assert_null(sudoku_solver_create(&p.shape));
}
