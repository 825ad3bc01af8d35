/*
 * test_sudoku_variant.c - X, windoku, jigsaw and killer against an
 * independent brute-force counter written here (plain backtracking over the
 * cells, checking every rule directly, no exact cover), and against a
 * published killer puzzle.
 */
#include "dlx.h"
#include "sudoku.h"

#include <criterion/criterion.h>
#include <string.h>

/* ---- the independent counter ---- */

struct rules {
	int n;
	int region[SUDOKU_MAX_CELLS];
	bool x;
	int window[SUDOKU_MAX_CELLS]; /* -1: none */
	int cage[SUDOKU_MAX_CELLS];   /* -1: none */
	int cage_sum[SUDOKU_MAX_CELLS];
	int cage_cells[SUDOKU_MAX_CELLS];
};

/* Windows written out by hand from the windoku rule: 4x4 rows/cols 2-3; 6x6 rows 2-3 and 5-6, cols 2-4; 9x9 rows and cols 2-4, 6-8. */
static int window_by_hand(int n, int r, int c)
{
	if (n == 4)
		return (r == 1 || r == 2) && (c == 1 || c == 2) ? 0 : -1;
	if (n == 6) {
		if (c < 1 || c > 3)
			return -1;
		return (r == 1 || r == 2) ? 0 : (r == 4 || r == 5) ? 1 : -1;
	}
	int wr = (r >= 1 && r <= 3) ? 0 : (r >= 5 && r <= 7) ? 1 : -1;
	int wc = (c >= 1 && c <= 3) ? 0 : (c >= 5 && c <= 7) ? 1 : -1;
	return wr < 0 || wc < 0 ? -1 : wr * 2 + wc;
}

static void rules_init(struct rules *rules, int n, bool x, bool windows)
{
	memset(rules, 0, sizeof *rules);
	rules->n = n;
	rules->x = x;
	int br = n == 9 ? 3 : 2, bc = n / br;
	for (int cell = 0; cell < n * n; cell++) {
		int r = cell / n, c = cell % n;
		rules->region[cell] = (r / br) * br + c / bc;
		rules->window[cell] = windows ? window_by_hand(n, r, c) : -1;
		rules->cage[cell] = -1;
	}
}

static bool fits(const struct rules *rules, const int *grid, int cell, int d)
{
	int n = rules->n, r = cell / n, c = cell % n, cage = rules->cage[cell];
	int in_cage = 0, cage_total = d;
	for (int k = 0; k < n * n; k++) {
		if (k == cell || grid[k] == 0)
			continue;
		int kr = k / n, kc = k % n;
		bool same = kr == r || kc == c || rules->region[k] == rules->region[cell] ||
		            (rules->x && kr == kc && r == c) ||
		            (rules->x && kr + kc == n - 1 && r + c == n - 1) ||
		            (rules->window[cell] >= 0 && rules->window[k] == rules->window[cell]) ||
		            (cage >= 0 && rules->cage[k] == cage);
		if (same && grid[k] == d)
			return false;
		if (cage >= 0 && rules->cage[k] == cage)
			in_cage++, cage_total += grid[k];
	}
	if (cage < 0)
		return true;
	if (in_cage + 1 == rules->cage_cells[cage])
		return cage_total == rules->cage_sum[cage];
	return cage_total < rules->cage_sum[cage];
}

/* Counts solutions; grid holds the givens (kept) and gets filled during the walk. */
static long brute_count(const struct rules *rules, int *grid, int cell, int *first)
{
	int n = rules->n;
	if (cell == n * n) {
		if (first && first[0] == 0)
			memcpy(first, grid, sizeof(int) * (size_t)(n * n));
		return 1;
	}
	if (grid[cell])
		return fits(rules, grid, cell, grid[cell]) ? brute_count(rules, grid, cell + 1, first) : 0;
	long total = 0;
	for (int d = 1; d <= n; d++)
		if (fits(rules, grid, cell, d)) {
			grid[cell] = d;
			total += brute_count(rules, grid, cell + 1, first);
			grid[cell] = 0;
		}
	return total;
}

/* ---- the library's side ---- */

static void library_setup(const struct rules *rules, struct sudoku_shape *shape,
                          struct sudoku_cages *cages, bool jigsaw)
{
	int n = rules->n;
	cr_assert_eq(sudoku_shape_init(shape, n, 0), 0);
	shape->diagonals = rules->x;
	for (int k = 0; k < n * n; k++)
		shape->windows |= rules->window[k] >= 0;
	if (jigsaw) {
		uint8_t region[SUDOKU_MAX_CELLS];
		for (int k = 0; k < n * n; k++)
			region[k] = (uint8_t)rules->region[k];
		cr_assert_eq(sudoku_shape_set_regions(shape, region), 0);
	}
	memset(cages, 0, sizeof *cages);
	for (int k = 0; k < n * n; k++) {
		cages->cage[k] = (int16_t)rules->cage[k];
		if (rules->cage[k] >= cages->count)
			cages->count = rules->cage[k] + 1;
	}
	for (int k = 0; k < cages->count; k++)
		cages->sum[k] = rules->cage_sum[k];
}

static long library_count(const struct rules *rules, const int *givens, bool jigsaw)
{
	struct sudoku_shape shape;
	struct sudoku_cages cages;
	library_setup(rules, &shape, &cages, jigsaw);
	int error = 0;
	struct sudoku_variant_solver *solver = sudoku_variant_solver_create(&shape, &cages, &error);
	cr_assert_not_null(solver, "create: %s", sudoku_strerror(error));
	struct sudoku_grid puzzle;
	sudoku_grid_clear(&puzzle, rules->n);
	for (int k = 0; k < rules->n * rules->n; k++)
		puzzle.cell[k] = (uint8_t)givens[k];
	struct sudoku_solve_options all = {0};
	struct sudoku_result result;
	struct sudoku_grid solution;
	cr_assert_eq(sudoku_variant_solve(solver, &puzzle, &all, &solution, &result), 0);
	cr_assert(result.complete);
	if (result.solutions > 0) {
		cr_assert(sudoku_grid_is_solution(&shape, &puzzle, &solution));
		if (cages.count)
			cr_assert(sudoku_cages_satisfied(&cages, &solution));
	}
	sudoku_variant_solver_destroy(solver);
	return (long)result.solutions;
}

static long both_counts(const struct rules *rules, const int *givens, bool jigsaw)
{
	int grid[SUDOKU_MAX_CELLS];
	memcpy(grid, givens, sizeof(int) * (size_t)(rules->n * rules->n));
	long brute = brute_count(rules, grid, 0, NULL);
	long library = library_count(rules, givens, jigsaw);
	cr_assert_eq(library, brute, "library %ld, brute force %ld", library, brute);
	return brute;
}

/* A small deterministic generator, independent of the library's. */
static uint32_t lcg(uint32_t *state)
{
	*state = *state * 1664525u + 1013904223u;
	return *state >> 8;
}

/* Random cages: each cell joins a neighbour's cage (left or up) or starts one; sums from `grid`. */
static void random_cages(struct rules *rules, const int *grid, uint32_t seed)
{
	int n = rules->n, count = 0;
	for (int cell = 0; cell < n * n; cell++) {
		int r = cell / n, c = cell % n, pick = (int)(lcg(&seed) % 3), join = -1;
		if (pick == 1 && c > 0)
			join = rules->cage[cell - 1];
		if (pick == 2 && r > 0)
			join = rules->cage[cell - n];
		if (join >= 0) {
			/* distinct digits only, at most 4 cells */
			for (int k = 0; k < cell; k++)
				if (rules->cage[k] == join && grid[k] == grid[cell])
					join = -1;
		}
		if (join >= 0 && rules->cage_cells[join] >= 4)
			join = -1;
		if (join < 0)
			join = count++;
		rules->cage[cell] = join;
		rules->cage_cells[join]++;
		rules->cage_sum[join] += grid[cell];
	}
}

static const int no_givens[SUDOKU_MAX_CELLS];

Test(sudoku_variant, counts_4x4_variants_like_brute_force)
{
	struct rules rules;
	rules_init(&rules, 4, false, false);
	cr_assert_eq(both_counts(&rules, no_givens, false), 288, "the known 4x4 count");
	rules_init(&rules, 4, true, false);
	both_counts(&rules, no_givens, false);
	rules_init(&rules, 4, false, true);
	both_counts(&rules, no_givens, false);
	rules_init(&rules, 4, true, true);
	both_counts(&rules, no_givens, false);
}

Test(sudoku_variant, counts_4x4_jigsaw_like_brute_force)
{
	/* two layouts of L and S shapes; a Python brute force found 0 and 72 grids */
	static const int regions[2][16] = {{0, 0, 0, 1, 0, 2, 1, 1, 2, 2, 3, 1, 2, 3, 3, 3},
	                                   {0, 0, 1, 1, 0, 2, 1, 1, 0, 2, 2, 3, 2, 3, 3, 3}};
	struct rules rules;
	for (int layout = 0; layout < 2; layout++) {
		rules_init(&rules, 4, false, false);
		memcpy(rules.region, regions[layout], sizeof regions[layout]);
		cr_assert_eq(both_counts(&rules, no_givens, true), layout ? 72 : 0);
		rules.x = true;
		both_counts(&rules, no_givens, true);
	}
}

Test(sudoku_variant, counts_random_4x4_killers_like_brute_force)
{
	struct rules rules;
	int grid[16] = {0}, first[16] = {0};
	rules_init(&rules, 4, false, false);
	brute_count(&rules, grid, 0, first);
	for (uint32_t seed = 1; seed <= 40; seed++) {
		for (int x = 0; x < 2; x++) {
			rules_init(&rules, 4, false, false);
			random_cages(&rules, first, seed);
			cr_assert_geq(both_counts(&rules, no_givens, false), 1, "seed %u", seed);
		}
	}
}

/* Cells of a 6x6 jigsaw (docs/examples/jigsaw.txt), and a grid of it checked by hand. */
static const int jigsaw6[36] = {0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 1, 1, 2, 3, 3, 3, 3, 3,
                                2, 2, 4, 4, 4, 3, 2, 2, 4, 5, 4, 4, 2, 5, 5, 5, 5, 5};
static const char jigsaw6_grid[] = "513624245163632451124536456312361245";

/* Random cages over jigsaw regions (crossing them as they like), with givens and without. */
Test(sudoku_variant, counts_random_jigsaw_killers_like_brute_force)
{
	static const int l_and_s[16] = {0, 0, 1, 1, 0, 2, 1, 1, 0, 2, 2, 3, 2, 3, 3, 3};
	struct rules rules;
	int first[36] = {0}, crossing = 0;
	rules_init(&rules, 4, false, false);
	memcpy(rules.region, l_and_s, sizeof l_and_s);
	int grid[16] = {0};
	brute_count(&rules, grid, 0, first);
	for (uint32_t seed = 1; seed <= 30; seed++) {
		struct rules killer = rules;
		random_cages(&killer, first, seed);
		cr_assert_geq(both_counts(&killer, no_givens, true), 1, "seed %u", seed);
	}
	rules_init(&rules, 6, false, false);
	memcpy(rules.region, jigsaw6, sizeof jigsaw6);
	for (int k = 0; k < 36; k++)
		first[k] = jigsaw6_grid[k] - '0';
	for (uint32_t seed = 1; seed <= 6; seed++) {
		struct rules killer = rules;
		random_cages(&killer, first, seed);
		for (int k = 0; k + 1 < 36; k++)
			crossing += killer.cage[k] == killer.cage[k + 1] && jigsaw6[k] != jigsaw6[k + 1];
		int givens[36] = {0};
		givens[seed] = first[seed];
		cr_assert_geq(both_counts(&killer, givens, true), 1, "seed %u", seed);
	}
	cr_assert_gt(crossing, 0, "some cage crosses a region border");
}

/*
 * A jigsaw+killer made by hand on jigsaw6: dominoes and one L of three,
 * nine of them across region borders, sums added up from jigsaw6_grid. The
 * brute force finds that grid and no other, and so must the library.
 */
Test(sudoku_variant, solves_a_hand_made_jigsaw_killer)
{
	static const char layout[] = "aabbccdeeffgdhiijgkhlmjnkolmpnqorrpp";
	struct rules rules;
	rules_init(&rules, 6, false, false);
	memcpy(rules.region, jigsaw6, sizeof jigsaw6);
	for (int k = 0; k < 36; k++) {
		rules.cage[k] = layout[k] - 'a';
		rules.cage_cells[rules.cage[k]]++;
		rules.cage_sum[rules.cage[k]] += jigsaw6_grid[k] - '0';
	}
	cr_assert_eq(rules.cage_sum['p' - 'a'], 10);
	int grid[36] = {0}, first[36] = {0};
	cr_assert_eq(brute_count(&rules, grid, 0, first), 1);
	for (int k = 0; k < 36; k++)
		cr_assert_eq(first[k], jigsaw6_grid[k] - '0', "cell %d", k);
	cr_assert_eq(library_count(&rules, no_givens, true), 1);
}

/* A 6x6 grid with some givens blanked, counted under each variant (with its cages). */
Test(sudoku_variant, counts_6x6_variants_with_givens_like_brute_force)
{
	for (int variant = 0; variant < 4; variant++) {
		struct rules rules;
		rules_init(&rules, 6, variant & 1, variant & 2);
		int grid[36] = {0}, first[36] = {0};
		grid[1] = 1, grid[8] = 2, grid[15] = 3; /* keeps the brute force short */
		if (both_counts(&rules, grid, false) == 0)
			continue; /* (X + windoku on 6x6 has no grid with these three) */
		brute_count(&rules, grid, 0, first);
		for (uint32_t seed = 1; seed <= 6; seed++) {
			int givens[36];
			uint32_t state = seed * 7919u;
			for (int k = 0; k < 36; k++)
				givens[k] = lcg(&state) % 3 == 0 ? first[k] : 0;
			both_counts(&rules, givens, false);
			struct rules killer = rules;
			random_cages(&killer, first, seed);
			memset(givens, 0, sizeof givens);
			givens[seed] = first[seed];
			cr_assert_geq(both_counts(&killer, givens, false), 1);
		}
	}
}

Test(sudoku_variant, windows_follow_the_windoku_rule)
{
	struct sudoku_shape s;
	for (int n = 4; n <= 9; n += (n == 4 ? 2 : 3)) {
		sudoku_shape_init(&s, n, 0);
		for (int cell = 0; cell < n * n; cell++)
			cr_assert_eq(sudoku_shape_window(&s, cell), window_by_hand(n, cell / n, cell % n),
			             "n %d cell %d", n, cell);
	}
	sudoku_shape_init(&s, 9, 0);
	cr_assert_eq(sudoku_window_count(&s), 4);
	s.windows = true;
	cr_assert_eq(sudoku_item_count(&s), 324 + 36);
	int items[SUDOKU_OPTION_MAX_ITEMS];
	/* digit 5 in r7c7: window 3 -> item 324 + 3*9 + 4 */
	cr_assert_eq(sudoku_option_items(&s, 6, 6, 5, items), 5);
	cr_assert_eq(items[4], 324 + 27 + 4);
}

Test(sudoku_variant, windoku_givens_clash_in_a_window)
{
	struct sudoku_shape s;
	sudoku_shape_init(&s, 9, 0);
	s.windows = true;
	struct sudoku_grid g;
	sudoku_grid_clear(&g, 9);
	g.cell[1 * 9 + 1] = 4; /* r2c2 */
	g.cell[3 * 9 + 3] = 4; /* r4c4: other box, row and column, same window */
	struct sudoku_conflict conflict;
	cr_assert_eq(sudoku_grid_check(&s, &g, &conflict), SUDOKU_ECONFLICT);
	cr_assert_str_eq(conflict.unit, "window");
}

/* Whether cells a and b share the unit named `unit`, by the rules written here. */
static bool share(const struct rules *rules, int a, int b, const char *unit)
{
	int n = rules->n, ra = a / n, ca = a % n, rb = b / n, cb = b % n;
	if (!strcmp(unit, "row"))
		return ra == rb;
	if (!strcmp(unit, "column"))
		return ca == cb;
	if (!strcmp(unit, "box"))
		return rules->region[a] == rules->region[b];
	if (!strcmp(unit, "diagonal"))
		return rules->x && ((ra == ca && rb == cb) || (ra + ca == n - 1 && rb + cb == n - 1));
	return !strcmp(unit, "window") && rules->window[a] >= 0 && rules->window[a] == rules->window[b];
}

/*
 * The clash reported is the first in reading order: cell_b the first given
 * that meets its digit in an earlier given's unit, cell_a such a given, and
 * the unit named one they share.
 */
static void check_conflict(const struct rules *rules, const int *givens,
                           const struct sudoku_conflict *conflict, int round)
{
	int n = rules->n, first = -1;
	for (int b = 0; b < n * n && first < 0; b++) {
		int before[SUDOKU_MAX_CELLS];
		memcpy(before, givens, sizeof(int) * (size_t)b);
		memset(before + b, 0, sizeof(int) * (size_t)(n * n - b));
		if (givens[b] && !fits(rules, before, b, givens[b]))
			first = b;
	}
	cr_assert_eq(conflict->cell_b, first, "round %d", round);
	cr_assert_lt(conflict->cell_a, conflict->cell_b, "round %d", round);
	cr_assert_eq(givens[conflict->cell_a], givens[conflict->cell_b], "round %d", round);
	cr_assert_eq(conflict->digit, givens[first], "round %d", round);
	cr_assert(share(rules, conflict->cell_a, conflict->cell_b, conflict->unit), "round %d: %s",
	          round, conflict->unit);
}

/* Random givens, a few clashing: the check finds a clash exactly when the rules written here do. */
Test(sudoku_variant, givens_clash_exactly_when_the_rules_say)
{
	static const int sizes[] = {4, 6, 9};
	uint64_t seed = 2026;
	int clashing = 0, fine = 0;
	for (int round = 0; round < 3000; round++) {
		int n = sizes[round % 3];
		bool x = round / 3 % 2, windows = round / 6 % 2;
		struct rules rules;
		rules_init(&rules, n, x, windows);
		struct sudoku_shape shape;
		struct sudoku_cages cages;
		library_setup(&rules, &shape, &cages, false);
		struct sudoku_grid grid;
		sudoku_grid_clear(&grid, n);
		int givens[SUDOKU_MAX_CELLS] = {0};
		for (int k = 0; k < n + round % n; k++) {
			seed = seed * 6364136223846793005u + 1442695040888963407u;
			int cell = (int)((seed >> 33) % (uint64_t)(n * n));
			int d = 1 + (int)((seed >> 20) % (uint64_t)n);
			grid.cell[cell] = (uint8_t)d;
			givens[cell] = d;
		}
		bool clash = false;
		for (int cell = 0; cell < n * n && !clash; cell++)
			clash = givens[cell] && !fits(&rules, givens, cell, givens[cell]);
		struct sudoku_conflict conflict = {0};
		int err = sudoku_grid_check(&shape, &grid, &conflict);
		cr_assert_eq(err, clash ? SUDOKU_ECONFLICT : 0, "round %d", round);
		if (clash)
			check_conflict(&rules, givens, &conflict, round);
		clashing += clash;
		fine += !clash;
	}
	cr_assert_gt(clashing, 300);
	cr_assert_gt(fine, 300);
}

/* A digit past the size, and a clash: whichever comes first in reading order is the answer. */
Test(sudoku_variant, a_bad_digit_and_a_clash_in_reading_order)
{
	struct sudoku_shape s;
	sudoku_shape_init(&s, 4, 0);
	struct sudoku_grid g;
	sudoku_grid_clear(&g, 4);
	g.cell[0] = g.cell[1] = 2; /* r1c1 and r1c2 */
	g.cell[5] = 7;             /* r2c2: no digit of a 4x4 grid */
	struct sudoku_conflict conflict;
	cr_assert_eq(sudoku_grid_check(&s, &g, &conflict), SUDOKU_ECONFLICT);
	cr_assert_eq(conflict.cell_a, 0);
	cr_assert_eq(conflict.cell_b, 1);
	cr_assert_str_eq(conflict.unit, "row");
	g.cell[5] = 0;
	g.cell[0] = 7;
	cr_assert_eq(sudoku_grid_check(&s, &g, &conflict), SUDOKU_EINVAL);
}

Test(sudoku_variant, cage_faults_are_found)
{
	struct sudoku_shape s;
	sudoku_shape_init(&s, 4, 0);
	struct sudoku_cages cages = {.count = 1};
	for (int k = 0; k < 16; k++)
		cages.cage[k] = SUDOKU_NO_CAGE;
	cages.cage[0] = cages.cage[1] = 0;
	struct sudoku_cage_fault fault;
	cages.sum[0] = 8; /* two distinct digits of 1..4 make 3..7 */
	cr_assert_eq(sudoku_cages_check(&s, &cages, NULL, &fault), SUDOKU_ECAGE);
	cr_assert(strstr(fault.message, "3 to 7"), "%s", fault.message);
	cages.sum[0] = 5;
	cr_assert_eq(sudoku_cages_check(&s, &cages, NULL, &fault), 0);
	struct sudoku_grid g;
	sudoku_grid_clear(&g, 4);
	g.cell[0] = 2;
	g.cell[1] = 2;
	cr_assert_eq(sudoku_cages_check(&s, &cages, &g, &fault), SUDOKU_ECAGE);
	cr_assert_eq(fault.cell, 1);
	g.cell[1] = 0;
	g.cell[0] = 3; /* 5 = 1 + 4 or 2 + 3: 3 fits */
	cr_assert_eq(sudoku_cages_check(&s, &cages, &g, &fault), 0);
	cages.sum[0] = 4; /* 4 = 1 + 3 only */
	g.cell[0] = 2;
	cr_assert_eq(sudoku_cages_check(&s, &cages, &g, &fault), SUDOKU_ECAGE);
	for (int k = 2; k < 7; k++)
		cages.cage[k] = 0;
	cages.sum[0] = 20;
	cr_assert_eq(sudoku_cages_check(&s, &cages, NULL, &fault), SUDOKU_ECAGE, "7 cells > 4 digits");
}

/* The first puzzle of krazydad's killer collection (killer_krazydad_500.txt, data/README.md). */
Test(sudoku_variant, solves_a_published_killer)
{
	static const char layout[] =
		"AABCDEFFFGGBCDEHHIJKBLDMMNIJKOLPPQNQRROSSSQQQTUOVWWQXQTUYVZaaXbccYdZeffbggYdZehhh";
	static const int sums[] = {15, 13, 13, 9,  13, 13, 5,  10, 9,  7,  15, 9,
	                           9,  15, 18, 12, 28, 10, 16, 7,  13, 5,  13, 9,
	                           14, 23, 7,  8,  7,  12, 4,  14, 11, 19};
	static const char published[] =
		"872456139146937825395812764468175293739628541251349687587294316614783952923561478";
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 9, 0);
	struct sudoku_cages cages = {0};
	int symbol_cage[128];
	memset(symbol_cage, -1, sizeof symbol_cage);
	for (int k = 0; k < 81; k++) {
		int ch = layout[k];
		if (symbol_cage[ch] < 0)
			symbol_cage[ch] = cages.count++;
		cages.cage[k] = (int16_t)symbol_cage[ch];
	}
	cr_assert_eq(cages.count, (int)(sizeof sums / sizeof sums[0]));
	memcpy(cages.sum, sums, sizeof sums);
	struct sudoku_variant_solver *solver = sudoku_variant_solver_create(&shape, &cages, NULL);
	cr_assert_not_null(solver);
	struct sudoku_grid puzzle, solution;
	sudoku_grid_clear(&puzzle, 9);
	struct sudoku_result result;
	cr_assert_eq(sudoku_variant_solve(solver, &puzzle, NULL, &solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	for (int k = 0; k < 81; k++)
		cr_assert_eq(solution.cell[k], published[k] - '0', "cell %d", k);
	sudoku_variant_solver_destroy(solver);
}

/* ---- generated puzzles, re-counted by the brute force ---- */

static void rules_of(const struct sudoku_variant_puzzle *p, struct rules *rules)
{
	int n = p->shape.size;
	rules_init(rules, n, p->flags & SUDOKU_VARIANT_X, p->flags & SUDOKU_VARIANT_WINDOKU);
	for (int k = 0; k < n * n; k++) {
		rules->region[k] = p->shape.region[k];
		rules->cage[k] = p->cages.count ? p->cages.cage[k] : -1;
		if (rules->cage[k] >= 0)
			rules->cage_cells[rules->cage[k]]++;
	}
	for (int c = 0; c < p->cages.count; c++)
		rules->cage_sum[c] = p->cages.sum[c];
}

Test(sudoku_variant, generated_puzzles_have_one_solution_by_brute_force)
{
	static const unsigned kinds[] = {SUDOKU_VARIANT_X, SUDOKU_VARIANT_WINDOKU,
	                                 SUDOKU_VARIANT_JIGSAW, SUDOKU_VARIANT_KILLER,
	                                 SUDOKU_VARIANT_X | SUDOKU_VARIANT_JIGSAW,
	                                 SUDOKU_VARIANT_X | SUDOKU_VARIANT_KILLER,
	                                 SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_KILLER,
	                                 SUDOKU_VARIANT_WINDOKU | SUDOKU_VARIANT_JIGSAW |
	                                     SUDOKU_VARIANT_KILLER};
	static struct sudoku_variant_generated made;
	for (int n = 4; n <= 6; n += 2)
		for (size_t kind = 0; kind < sizeof kinds / sizeof kinds[0]; kind++)
			for (uint64_t seed = 1; seed <= 3; seed++) {
				cr_assert_eq(sudoku_generate_variant(n, kinds[kind], seed, &made), 0);
				cr_assert(made.found, "n %d kind %u seed %llu", n, kinds[kind],
				          (unsigned long long)seed);
				struct rules rules;
				rules_of(&made.puzzle, &rules);
				int grid[SUDOKU_MAX_CELLS], first[SUDOKU_MAX_CELLS] = {0};
				for (int k = 0; k < n * n; k++)
					grid[k] = made.puzzle.grid.cell[k];
				cr_assert_eq(brute_count(&rules, grid, 0, first), 1, "n %d kind %u seed %llu", n,
				             kinds[kind], (unsigned long long)seed);
				for (int k = 0; k < n * n; k++)
					cr_assert_eq(first[k], made.solution.cell[k]);
			}
	/* 9x9 X, windoku and jigsaw are found (killer 9x9 is left to the e2e test) */
	for (int kind = 0; kind < 3; kind++) {
		cr_assert_eq(sudoku_generate_variant(9, kinds[kind], 7, &made), 0);
		cr_assert(made.found);
	}
}

/* ---- reading ---- */

/* Feeds text line by line; returns the records (at most `capacity`). */
static int read_all(const char *text, unsigned flags, struct sudoku_variant_record *records,
                    int capacity)
{
	struct sudoku_variant_reader *reader = sudoku_variant_reader_create(SUDOKU_INPUT_AUTO, flags);
	cr_assert_not_null(reader);
	int count = 0;
	while (*text) {
		size_t length = strcspn(text, "\n");
		sudoku_variant_reader_feed(reader, text, length);
		text += length + (text[length] == '\n');
		while (count < capacity && sudoku_variant_reader_next(reader, &records[count]))
			count++;
	}
	sudoku_variant_reader_end(reader);
	while (count < capacity && sudoku_variant_reader_next(reader, &records[count]))
		count++;
	sudoku_variant_reader_destroy(reader);
	return count;
}

static struct sudoku_variant_record records[8];

Test(sudoku_variant_text, reads_killer_forms_and_headers)
{
	const char *text = "# variant: killer\n"
	                   "AABB AACC DDCC DDEE\n" /* not a killer: four fields, 4 symbols each */
	                   "AABBAACCDDCCDDEE 10,7,3,10,3\n"
	                   "\n"
	                   "AABB\nCCBB\nCDDE\nFFDE\nA=3 B=10\nC=9, D=8 E=3 F=7\n"
	                   "# variant: x\n"
	                   "1...............\n";
	int count = read_all(text, 0, records, 8);
	cr_assert_eq(count, 4);
	cr_assert_eq(records[0].error, SUDOKU_EPARSE);
	cr_assert_eq(records[0].line, 2);
	cr_assert_eq(records[1].error, SUDOKU_EPARSE, "sum 3 for the 4-cell cage C");
	cr_assert_eq(records[1].line, 3);
	cr_assert_eq(records[1].column, 23, "%s", records[1].message);
	cr_assert(strstr(records[1].message, "cage 'C': no 4 distinct digits add up to 3 (10 to 10 can)"),
	          "%s", records[1].message);
	cr_assert_eq(records[2].error, 0, "%s", records[2].message);
	cr_assert_eq(records[2].line, 5);
	cr_assert_eq(records[2].puzzle.cages.count, 6);
	cr_assert_eq(records[2].puzzle.cages.sum[3], 8);
	cr_assert_eq(records[2].puzzle.cages.cage[9], 3);
	cr_assert_eq(records[3].error, 0);
	cr_assert_eq(records[3].puzzle.flags, SUDOKU_VARIANT_X);
	cr_assert(records[3].puzzle.shape.diagonals);
	cr_assert_eq(records[3].line, 12);
}

Test(sudoku_variant_text, reads_jigsaw_forms_and_blames_bad_regions)
{
	const char *text = "1...............\n"
	                   "AABBACBBACCDCDDD\n"
	                   "1...............  AABBACBBACCDCDD\n"
	                   "1 . . .\n. . . .\n. . . .\n. . . .\nA A B B\nA C B B\nA C C D\nC D D D\n";
	/* line 3's regions are one short */
	cr_assert_eq(read_all(text, SUDOKU_VARIANT_JIGSAW, records, 8), 3);
	cr_assert_eq(records[0].error, 0, "%s", records[0].message);
	cr_assert_eq(records[1].error, SUDOKU_EPARSE);
	cr_assert_eq(records[1].line, 3);
	cr_assert_eq(records[1].column, 19);
	cr_assert(strstr(records[1].message, "regions: 15 symbols, not 16"), "%s", records[1].message);
	cr_assert_eq(records[2].error, 0, "%s", records[2].message);
	cr_assert_eq(records[2].line, 4);
	cr_assert_eq(records[2].format, SUDOKU_INPUT_GRID);
}

Test(sudoku_variant_text, jigsaw_regions_of_the_wrong_size_are_named)
{
	const char *text = "1...............\n"
	                   "AABBACBBACCDCDDA\n";
	cr_assert_eq(read_all(text, SUDOKU_VARIANT_JIGSAW, records, 8), 1);
	cr_assert_eq(records[0].error, SUDOKU_EPARSE);
	cr_assert_eq(records[0].line, 2);
	cr_assert(strstr(records[0].message, "region 'A' has 5 cells"), "%s", records[0].message);
	cr_assert_eq(records[0].column, 1);
	const char *good = "1...............\n"
	                   "AABBACBBACCDCDDD\n"
	                   "1...............  AABBACBBACCDCDDD\n";
	cr_assert_eq(read_all(good, SUDOKU_VARIANT_JIGSAW, records, 8), 2);
	for (int k = 0; k < 2; k++) {
		cr_assert_eq(records[k].error, 0, "%s", records[k].message);
		cr_assert(records[k].puzzle.shape.jigsaw);
		cr_assert_eq(records[k].puzzle.shape.region[5], 2); /* 'C', the third symbol seen */
		cr_assert_eq(records[k].puzzle.grid.cell[0], 1);
	}
}

Test(sudoku_variant_text, a_cage_across_a_clash_points_at_the_given)
{
	/* cage A holds r1c1 and r1c2, both given 1 */
	const char *text = "AABBAACCDDCCDDEE 10,7,10,10,3 11..............\n";
	cr_assert_eq(read_all(text, SUDOKU_VARIANT_KILLER, records, 8), 1);
	cr_assert_eq(records[0].error, SUDOKU_EPARSE);
	cr_assert_eq(records[0].column, 32, "%s", records[0].message);
	cr_assert(strstr(records[0].message, "two givens 1 in one cage"), "%s", records[0].message);
}

Test(sudoku_variant_text, an_unknown_variant_header_is_an_error)
{
	cr_assert_eq(read_all("# variant: sandwich\n", 0, records, 8), 1);
	cr_assert_eq(records[0].error, SUDOKU_EPARSE);
	cr_assert_eq(records[0].column, 12);
	unsigned flags;
	cr_assert_eq(sudoku_variant_parse("x+windoku", 9, &flags), 0);
	cr_assert_eq(flags, SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU);
	char name[40];
	cr_assert_str_eq(sudoku_variant_name(flags, name, sizeof name), "x+windoku");
	cr_assert_eq(sudoku_variant_parse("x+", 2, &flags), SUDOKU_EINVAL);
}

Test(sudoku_variant_text, the_one_line_form_reads_back)
{
	static struct sudoku_variant_generated made;
	char line[512];
	unsigned kinds[] = {SUDOKU_VARIANT_JIGSAW, SUDOKU_VARIANT_KILLER,
	                    SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_KILLER};
	for (int k = 0; k < 3; k++) {
		cr_assert_eq(sudoku_generate_variant(6, kinds[k], 5, &made), 0);
		cr_assert(made.found);
		sudoku_variant_format_line(&made.puzzle, line, sizeof line);
		cr_assert_eq(read_all(line, kinds[k], records, 8), 1);
		cr_assert_eq(records[0].error, 0, "%s: %s", line, records[0].message);
		cr_assert_eq(memcmp(records[0].puzzle.grid.cell, made.puzzle.grid.cell, 36), 0);
		for (int a = 0; a < 36; a++) /* the same partition (numbers may differ) */
			for (int b = 0; b < 36; b++)
				cr_assert_eq(records[0].puzzle.shape.region[a] == records[0].puzzle.shape.region[b],
				             made.puzzle.shape.region[a] == made.puzzle.shape.region[b]);
		cr_assert_eq(records[0].puzzle.cages.count, made.puzzle.cages.count);
		for (int c = 0; c < made.puzzle.cages.count; c++)
			cr_assert_eq(records[0].puzzle.cages.sum[c], made.puzzle.cages.sum[c]);
	}
}

/* The hand-made jigsaw+killer above in its parts, as the reader takes them. */
#define JK_CAGES "aabbcc\ndeeffg\ndhiijg\nkhlmjn\nkolmpn\nqorrpp\n"
#define JK_SUMS "a=6 b=9 c=6 d=8 e=9 f=7 g=4 h=5 i=6\nj=8 k=5 l=10 m=8 n=8 o=11 p=10 q=3 r=3\n"
#define JK_GIVENS "5.....\n......\n......\n......\n......\n.....5\n"
#define JK_REGIONS "AAAABB\nAABBBB\nCDDDDD\nCCFFFD\nCCFEFF\nCEEEEE\n"
#define JK_LINE                                                                           \
	"aabbccdeeffgdhiijgkhlmjnkolmpnqorrpp 6,9,6,8,9,7,4,5,6,8,5,10,8,8,11,10,3,3"
#define JK_LINE_REGIONS "AAAABBAABBBBCDDDDDCCFFFDCCFEFFCEEEEE"

/* The record is the hand-made puzzle: its regions, 18 cages, givens r1c1 = r6c6 = 5 or none. */
static void assert_hand_made(const struct sudoku_variant_record *record, bool givens)
{
	cr_assert_eq(record->error, 0, "line %ld: %s", record->line, record->message);
	cr_assert_eq(record->puzzle.flags, SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_KILLER);
	cr_assert(record->puzzle.shape.jigsaw);
	for (int k = 0; k < 36; k++)
		cr_assert_eq(record->puzzle.shape.region[k], jigsaw6[k], "region of cell %d", k);
	cr_assert_eq(record->puzzle.cages.count, 18);
	cr_assert_eq(record->puzzle.cages.sum[14], 11, "cage o");
	cr_assert_eq(record->puzzle.grid.cell[0], givens ? 5 : 0);
	cr_assert_eq(record->puzzle.grid.cell[35], givens ? 5 : 0);
	cr_assert_eq(sudoku_grid_count_givens(&record->puzzle.grid), givens ? 2 : 0);
}

Test(sudoku_variant_text, reads_jigsaw_killer_forms)
{
	const char *text = "# variant: jigsaw+killer\n"
	                   JK_LINE " " JK_LINE_REGIONS "\n"
	                   JK_LINE " 5..................................5 " JK_LINE_REGIONS "\n"
	                   "\n" JK_CAGES JK_SUMS JK_REGIONS "\n"          /* lines 5-18 */
	                   JK_CAGES JK_SUMS JK_GIVENS JK_REGIONS          /* lines 20-39 */
	                   "aabbccdeeffgdhiijgkhlmjnkolmpnqorrpp\n" JK_SUMS
	                   JK_LINE_REGIONS "  # regions on one line\n"; /* lines 40-43 */
	cr_assert_eq(read_all(text, 0, records, 8), 5);
	static const long lines[] = {2, 3, 5, 20, 40};
	for (int k = 0; k < 5; k++) {
		assert_hand_made(&records[k], k == 1 || k == 3);
		cr_assert_eq(records[k].line, lines[k], "record %d", k);
	}
	struct sudoku_grid solution;
	struct sudoku_result result;
	cr_assert_eq(sudoku_variant_puzzle_solve(&records[0].puzzle, NULL, &solution, &result), 0);
	cr_assert_eq(result.solutions, 1);
	for (int k = 0; k < 36; k++)
		cr_assert_eq(solution.cell[k], jigsaw6_grid[k] - '0');
}

Test(sudoku_variant_text, jigsaw_killer_faults_point_at_the_text)
{
	unsigned flags = SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_KILLER;
	/* the regions missing, one field too many, a region of 7 cells, two 5s in cage a */
	const char *text = JK_LINE "\n"
	                   JK_LINE " 5..................................5 " JK_LINE_REGIONS " A\n"
	                   JK_LINE " AAAAABAABBBBCDDDDDCCFFFDCCFEFFCEEEEE\n"
	                   JK_LINE " 55.................................. " JK_LINE_REGIONS "\n";
	cr_assert_eq(read_all(text, flags, records, 8), 4);
	int regions_at = (int)strlen(JK_LINE) + 2;
	static const char *const why[] = {"the regions are missing", "four fields at most",
	                                  "region 'A' has 7 cells", "two givens 5 in one cage"};
	int columns[] = {regions_at - 1, regions_at + 74, regions_at, regions_at + 1};
	for (int k = 0; k < 4; k++) {
		cr_assert_eq(records[k].error, SUDOKU_EPARSE, "record %d", k);
		cr_assert_eq(records[k].line, k + 1);
		cr_assert_eq(records[k].column, columns[k], "record %d: %s", k, records[k].message);
		cr_assert(strstr(records[k].message, why[k]), "%s", records[k].message);
	}
	/* six rows after the sums and then the end: givens taken for regions ('.' is not one) */
	cr_assert_eq(read_all(JK_CAGES JK_SUMS JK_GIVENS, flags, records, 8), 1);
	cr_assert_eq(records[0].line, 9);
	cr_assert_eq(records[0].column, 2);
	cr_assert(strstr(records[0].message, "'.' is not a region symbol"), "%s", records[0].message);
	/* the sums and then a blank line: no regions at all */
	cr_assert_eq(read_all(JK_CAGES JK_SUMS "\n", flags, records, 8), 1);
	cr_assert(strstr(records[0].message, "has no regions"), "%s", records[0].message);
	/* a sum no two digits make, where it stands */
	const char *thirteen = JK_CAGES "a=13 b=9 c=6 d=8 e=9 f=7 g=4 h=5 i=6\n"
	                       "j=8 k=5 l=10 m=8 n=8 o=11 p=10 q=3 r=3\n" JK_REGIONS;
	cr_assert_eq(read_all(thirteen, flags, records, 8), 1);
	cr_assert_eq(records[0].line, 7);
	cr_assert_eq(records[0].column, 3);
	cr_assert(strstr(records[0].message, "cage 'a'"), "%s", records[0].message);
}

/* The worked example at the top of src/sudoku/killer.c. */
Test(sudoku_variant, killer_encoding_matches_the_worked_example)
{
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 9, 0);
	struct sudoku_cages cages = {.count = 3};
	for (int k = 0; k < 81; k++)
		cages.cage[k] = SUDOKU_NO_CAGE;
	cages.cage[0] = 0, cages.sum[0] = 5;
	cages.cage[1] = 1, cages.sum[1] = 6;
	cages.cage[3] = cages.cage[4] = 2, cages.sum[2] = 4;
	int error = 0;
	struct dlx_problem *problem = sudoku_variant_encode(&shape, &cages, NULL, &error);
	cr_assert_not_null(problem, "%s", sudoku_strerror(error));
	/* 77 free cells x 9 digits, then one placement each for cages 0 and 1, then cage 2's */
	cr_assert_eq(dlx_option_count(problem), 77 * 9 + 1 + 1 + 2);
	int items[16];
	static const int want[] = {326, 3, 81, 189, 252, 4, 83, 200, 254};
	cr_assert_eq(dlx_option_items(problem, 77 * 9 + 2, items, NULL, 16), 9);
	for (int k = 0; k < 9; k++)
		cr_assert_eq(items[k], want[k], "item %d: %d", k, items[k]);
	dlx_problem_destroy(problem);
}
