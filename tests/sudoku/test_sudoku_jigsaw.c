/*
 * test_sudoku_jigsaw.c - generated jigsaw puzzles under a second rule
 * (X, windoku, anti-knight, anti-king, non-consecutive, and each with
 * killer) for seeds 1..20, against rules written out here: every region n
 * cells in one piece, the solution true to every rule and given, and one
 * solution by a backtracker of its own (digit masks per line, no exact
 * cover). Rule sets with no grid at a size are refused with SUDOKU_ESIZE,
 * which the backtracker confirms by finding no grid at all. 9x9 takes a
 * few seconds a rule, so SUDOKU_JIGSAW_9 (set by the slow suite) adds 9x9
 * seeds, whose uniqueness is the library's count (the backtracker would
 * take too long without givens).
 */
#include "sudoku.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define X SUDOKU_VARIANT_X
#define WINDOKU SUDOKU_VARIANT_WINDOKU
#define JIGSAW SUDOKU_VARIANT_JIGSAW
#define KILLER SUDOKU_VARIANT_KILLER
#define KNIGHT SUDOKU_VARIANT_ANTI_KNIGHT
#define KING SUDOKU_VARIANT_ANTI_KING
#define NONCONSEC SUDOKU_VARIANT_NON_CONSECUTIVE

static const unsigned second_rules[] = {X, WINDOKU, KNIGHT, KING, NONCONSEC};
#define RULES (sizeof second_rules / sizeof second_rules[0])
#define SEEDS 20

/* ---- the rules, written out ---- */

struct board {
	int n, box_rows;
	unsigned flags;
	int region[SUDOKU_MAX_CELLS];
	int cage[SUDOKU_MAX_CELLS]; /* -1: none */
	int cage_sum[SUDOKU_MAX_CELLS], cage_size[SUDOKU_MAX_CELLS];
};

/*
 * The window of cell (r, c), or -1: windows are box-sized blocks one cell
 * in from the edge with one cell between them (9x9: rows and columns 2-4
 * and 6-8; 6x6: rows 2-3 and 5-6, columns 2-4; 4x4: the centre 2x2).
 */
static int window_of(const struct board *b, int r, int c)
{
	int br = b->box_rows, bc = b->n / br;
	int wr = (r - 1) / (br + 1), wc = (c - 1) / (bc + 1), down = 0, across = 0;
	while ((down + 1) * (br + 1) <= b->n) /* window i ends at row i (br + 1) + br */
		down++;
	while ((across + 1) * (bc + 1) <= b->n)
		across++;
	if (r < 1 || c < 1 || (r - 1) % (br + 1) == br || (c - 1) % (bc + 1) == bc || wr >= down ||
	    wc >= across)
		return -1;
	return wr * across + wc;
}

/* Whether cells a and b, holding x and y, may stand together. */
static bool allowed(const struct board *b, int a, int x, int c, int y)
{
	int n = b->n, ra = a / n, ca = a % n, rc = c / n, cc = c % n;
	int dr = abs(ra - rc), dc = abs(ca - cc);
	bool shared = ra == rc || ca == cc || b->region[a] == b->region[c] ||
	              ((b->flags & X) && ra == ca && rc == cc) ||
	              ((b->flags & X) && ra + ca == n - 1 && rc + cc == n - 1) ||
	              ((b->flags & WINDOKU) && window_of(b, ra, ca) >= 0 &&
	               window_of(b, ra, ca) == window_of(b, rc, cc)) ||
	              (b->cage[a] >= 0 && b->cage[a] == b->cage[c]) ||
	              ((b->flags & KNIGHT) && dr * dc == 2) || ((b->flags & KING) && dr <= 1 && dc <= 1);
	if (shared && x == y)
		return false;
	return !((b->flags & NONCONSEC) && dr + dc == 1 && abs(x - y) == 1);
}

/* Whether digit d in cell keeps the rules with the filled cells and its cage's sum. */
static bool fits(const struct board *b, const int *grid, int cell, int d)
{
	int in_cage = 1, total = d, cage = b->cage[cell];
	for (int k = 0; k < b->n * b->n; k++) {
		if (k == cell || !grid[k])
			continue;
		if (!allowed(b, k, grid[k], cell, d))
			return false;
		if (cage >= 0 && b->cage[k] == cage)
			in_cage++, total += grid[k];
	}
	if (cage < 0)
		return true;
	int left = b->cage_size[cage] - in_cage; /* each still to come adds 1..n */
	return total + left <= b->cage_sum[cage] && total + left * b->n >= b->cage_sum[cage];
}

/* Completions of grid from `cell` on, counted up to `limit`. */
static int backtrack(const struct board *b, int *grid, int cell, int limit)
{
	if (cell == b->n * b->n)
		return 1;
	if (grid[cell])
		return fits(b, grid, cell, grid[cell]) ? backtrack(b, grid, cell + 1, limit) : 0;
	int found = 0;
	for (int d = 1; d <= b->n && found < limit; d++)
		if (fits(b, grid, cell, d)) {
			grid[cell] = d;
			found += backtrack(b, grid, cell + 1, limit - found);
			grid[cell] = 0;
		}
	return found;
}

/* Cells of region g reached from its first cell through neighbours of g. */
static int reach(const struct board *b, int cell, bool *seen)
{
	int n = b->n, r = cell / n, c = cell % n, count = 1;
	seen[cell] = true;
	int next[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
	for (int k = 0; k < 4; k++) {
		int nr = next[k][0], nc = next[k][1], m = nr * n + nc;
		if (nr >= 0 && nr < n && nc >= 0 && nc < n && !seen[m] && b->region[m] == b->region[cell])
			count += reach(b, m, seen);
	}
	return count;
}

/* ---- the generated puzzle ---- */

static void board_of(const struct sudoku_variant_puzzle *p, struct board *b)
{
	memset(b, 0, sizeof *b);
	b->n = p->shape.size;
	b->box_rows = p->shape.box_rows;
	b->flags = p->flags;
	for (int k = 0; k < b->n * b->n; k++) {
		b->region[k] = p->shape.region[k];
		b->cage[k] = p->cages.count ? p->cages.cage[k] : -1;
		if (b->cage[k] >= 0)
			b->cage_size[b->cage[k]]++;
	}
	for (int c = 0; c < p->cages.count; c++)
		b->cage_sum[c] = p->cages.sum[c];
}

/* Every region: n cells, in one piece, not all of one box. */
static void assert_regions(const struct board *b, const char *what)
{
	int n = b->n, size[SUDOKU_MAX_SIZE] = {0}, first[SUDOKU_MAX_SIZE];
	bool seen[SUDOKU_MAX_CELLS] = {false};
	memset(first, -1, sizeof first);
	for (int k = 0; k < n * n; k++) {
		cr_assert(b->region[k] >= 0 && b->region[k] < n, "%s: region %d", what, b->region[k]);
		size[b->region[k]]++;
		if (first[b->region[k]] < 0)
			first[b->region[k]] = k;
	}
	for (int g = 0; g < n; g++) {
		cr_assert_eq(size[g], n, "%s: region %d has %d cells", what, g, size[g]);
		cr_assert_eq(reach(b, first[g], seen), n, "%s: region %d in pieces", what, g);
	}
}

/* Whether the regions are the boxes (numbered in any order). */
static bool regions_are_boxes(const struct board *b)
{
	int n = b->n, br = b->box_rows, bc = n / br;
	for (int a = 0; a < n * n; a++)
		for (int c = 0; c < n * n; c++) {
			bool same_box = (a / n) / br == (c / n) / br && (a % n) / bc == (c % n) / bc;
			if (same_box != (b->region[a] == b->region[c]))
				return false;
		}
	return true;
}

/* The solution keeps every rule and given; the puzzle has one solution (backtracker, or the library's count). */
static void assert_puzzle(const struct sudoku_variant_generated *made, const char *what, bool brute)
{
	struct board b;
	board_of(&made->puzzle, &b);
	assert_regions(&b, what);
	int n = b.n, grid[SUDOKU_MAX_CELLS];
	for (int k = 0; k < n * n; k++) {
		int given = made->puzzle.grid.cell[k];
		cr_assert(given == 0 || given == made->solution.cell[k], "%s: given %d changed", what, k);
		grid[k] = made->solution.cell[k];
		cr_assert(grid[k] >= 1 && grid[k] <= n, "%s: cell %d", what, k);
	}
	for (int k = 0; k < n * n; k++) /* each cell against every other, and its cage's sum */
		cr_assert(fits(&b, grid, k, grid[k]), "%s: cell %d breaks a rule", what, k);
	cr_assert_eq(!!(made->puzzle.flags & KILLER), made->puzzle.cages.count > 0, "%s", what);
	if (brute) {
		for (int k = 0; k < n * n; k++)
			grid[k] = made->puzzle.grid.cell[k];
		cr_assert_eq(backtrack(&b, grid, 0, 2), 1, "%s: not one solution", what);
		return;
	}
	struct sudoku_result result;
	struct sudoku_grid solution;
	cr_assert_eq(sudoku_variant_puzzle_solve(&made->puzzle, NULL, &solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED, "%s: not one solution", what);
}

/* Whether any grid of size n keeps the rules (boxes left out: any regions), by the backtracker. */
static bool any_grid(int n, unsigned flags)
{
	struct board b = {.n = n, .box_rows = n == 6 ? 2 : n == 9 ? 3 : 2, .flags = flags};
	int grid[SUDOKU_MAX_CELLS] = {0};
	for (int k = 0; k < n * n; k++) {
		b.region[k] = k / n; /* the rows again: no constraint of their own */
		b.cage[k] = -1;
	}
	return backtrack(&b, grid, 0, 1) == 1;
}

/* Generates the seeds of a rule set at size n; the layouts must differ from seed to seed. */
static void sweep(int n, unsigned flags, int seeds, bool brute)
{
	static struct sudoku_variant_generated made;
	static uint8_t layouts[SEEDS][SUDOKU_MAX_CELLS];
	char what[96], name[64];
	int boxes = 0, distinct = 0;
	sudoku_variant_name(flags, name, sizeof name);
	for (int seed = 1; seed <= seeds; seed++) {
		snprintf(what, sizeof what, "%s %dx%d seed %d", name, n, n, seed);
		cr_assert_eq(sudoku_generate_variant(n, flags, (uint64_t)seed, &made), 0, "%s", what);
		cr_assert(made.found, "%s: not found", what);
		cr_assert_eq(made.puzzle.flags, flags, "%s", what);
		assert_puzzle(&made, what, brute);
		struct board b;
		board_of(&made.puzzle, &b);
		boxes += regions_are_boxes(&b);
		memcpy(layouts[seed - 1], made.puzzle.shape.region, (size_t)(n * n));
		bool fresh = true;
		for (int s = 0; s < seed - 1 && fresh; s++)
			fresh = memcmp(layouts[s], layouts[seed - 1], (size_t)(n * n)) != 0;
		distinct += fresh;
	}
	/* 4x4 has few layouts: a repeat or the boxes now and then, but not mostly */
	cr_assert(boxes * 4 <= seeds, "%s %dx%d: the boxes %d times in %d", name, n, n, boxes, seeds);
	cr_assert(distinct * 4 >= seeds * 3 || (n == 4 && distinct * 2 >= seeds),
	          "%s %dx%d: %d layouts in %d seeds", name, n, n, distinct, seeds);
}

/* 4x4 and 6x6, seeds 1..20, each rule with and without killer, uniqueness by the backtracker. */
Test(sudoku_jigsaw, every_seed_makes_a_unique_puzzle_of_small_sizes)
{
	static struct sudoku_variant_generated made;
	for (int n = 4; n <= 6; n += 2)
		for (size_t k = 0; k < RULES; k++)
			for (unsigned killer = 0; killer <= KILLER; killer += KILLER) {
				unsigned flags = JIGSAW | second_rules[k] | killer;
				if (!any_grid(n, second_rules[k])) {
					cr_assert_eq(sudoku_generate_variant(n, flags, 1, &made), SUDOKU_ESIZE,
					             "n %d flags %u: no grid, refused", n, flags);
					continue;
				}
				sweep(n, flags, SEEDS, true);
			}
}

/*
 * The sizes refused have no grid at all: anti-king and non-consecutive on
 * 4x4 by the backtracker; X with windoku on 6x6 by the library alone (the
 * backtracker takes half a minute to search every 6x6 grid).
 */
Test(sudoku_jigsaw, refuses_only_rules_without_any_grid)
{
	static struct sudoku_variant_generated made;
	cr_assert_not(any_grid(4, KING));
	cr_assert_not(any_grid(4, NONCONSEC));
	cr_assert(any_grid(6, KING) && any_grid(6, NONCONSEC) && any_grid(4, X | WINDOKU));
	cr_assert_eq(sudoku_generate_variant(4, JIGSAW | KING, 1, &made), SUDOKU_ESIZE);
	cr_assert_eq(sudoku_generate_variant(4, KING, 1, &made), SUDOKU_ESIZE, "no jigsaw: the same");
	cr_assert_eq(sudoku_generate_variant(6, JIGSAW | X | WINDOKU, 1, &made), SUDOKU_ESIZE);
	cr_assert_eq(sudoku_generate_variant(6, X | WINDOKU | KILLER, 1, &made), SUDOKU_ESIZE);
	cr_assert_eq(sudoku_generate_variant(4, JIGSAW | X | WINDOKU, 3, &made), 0);
	cr_assert(made.found);
	assert_puzzle(&made, "jigsaw+x+windoku 4x4", true);
}

/* The same seed, the same puzzle. */
Test(sudoku_jigsaw, the_same_seed_gives_the_same_puzzle)
{
	static struct sudoku_variant_generated made;
	char first[4096], again[4096];
	cr_assert_eq(sudoku_generate_variant(6, JIGSAW | KNIGHT | KILLER, 7, &made), 0);
	cr_assert(made.found);
	cr_assert_lt(sudoku_variant_format_line(&made.puzzle, first, sizeof first), sizeof first);
	cr_assert_eq(sudoku_generate_variant(6, JIGSAW | KNIGHT | KILLER, 7, &made), 0);
	sudoku_variant_format_line(&made.puzzle, again, sizeof again);
	cr_assert_str_eq(first, again);
}

/* 9x9 when asked (the slow suite): seeds 1..5 of each rule, 1..3 with killer. */
Test(sudoku_jigsaw, every_seed_makes_a_unique_9x9_puzzle)
{
	if (!getenv("SUDOKU_JIGSAW_9"))
		return; /* the quick suite: nothing to do here */
	for (size_t k = 0; k < RULES; k++) {
		sweep(9, JIGSAW | second_rules[k], 5, false);
		sweep(9, JIGSAW | second_rules[k] | KILLER, 3, false);
	}
}
