/*
 * test_sudoku_generate.c - the generator, checked by means that share
 * nothing with it: a brute-force counter (bitmask backtracking, below)
 * decides uniqueness and minimality, symmetry is checked cell by cell with
 * the formulas written out here, and clue counts are counted here. A
 * wanted rating is checked by rating again, against the bands' documented
 * ranges, and against a reference solver (ref_ladder.h).
 */
#include "ref_ladder.h"
#include "sudoku.h"
#include "sudoku_logic.h"

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <string.h>

/* ---- An independent solution counter ---- */

struct brute {
	int n, box_rows, box_cols;
	uint8_t cell[256];
	uint32_t row[16], col[16], box[16]; /* bit d: digit d used */
};

static int box_of(const struct brute *b, int cell)
{
	int r = cell / b->n, c = cell % b->n;
	return (r / b->box_rows) * b->box_rows + c / b->box_cols;
}

static void brute_set(struct brute *b, int cell, int d, bool on)
{
	uint32_t bit = 1u << d;
	int r = cell / b->n, c = cell % b->n, x = box_of(b, cell);
	b->row[r] ^= bit; /* on: the bit was clear; off: it was set */
	b->col[c] ^= bit;
	b->box[x] ^= bit;
	b->cell[cell] = (uint8_t)(on ? d : 0);
}

static uint32_t digits_for(const struct brute *b, int cell)
{
	uint32_t all = ((1u << b->n) - 1) << 1;
	return all & ~(b->row[cell / b->n] | b->col[cell % b->n] | b->box[box_of(b, cell)]);
}

/* The i-th cell of unit u: rows 0..n-1, columns n..2n-1, boxes 2n..3n-1. */
static int unit_cell(const struct brute *b, int u, int i)
{
	int n = b->n, k = u % n;
	if (u < n)
		return k * n + i;
	if (u < 2 * n)
		return i * n + k;
	int top = k / b->box_rows * b->box_rows, left = k % b->box_rows * b->box_cols;
	return (top + i / b->box_cols) * n + left + i % b->box_cols;
}

/* One way to branch: the cells to try and the digit for each. */
struct branch {
	int count;
	int cell[16];
	int digit[16];
};

/* The empty cell with fewest digits, unless some unit has a digit with fewer places. */
static bool best_branch(const struct brute *b, struct branch *best)
{
	int n = b->n;
	best->count = n + 1;
	for (int cell = 0; cell < n * n; cell++) {
		if (b->cell[cell])
			continue;
		uint32_t digits = digits_for(b, cell);
		if (__builtin_popcount(digits) >= best->count)
			continue;
		best->count = 0;
		for (int d = 1; d <= n; d++)
			if (digits >> d & 1) {
				best->cell[best->count] = cell;
				best->digit[best->count++] = d;
			}
	}
	for (int u = 0; u < 3 * n && best->count > 1; u++)
		for (int d = 1; d <= n; d++) {
			struct branch here = {0};
			bool placed = false;
			for (int i = 0; i < n && !placed; i++) {
				int cell = unit_cell(b, u, i);
				placed = b->cell[cell] == d;
				if (!b->cell[cell] && (digits_for(b, cell) >> d & 1)) {
					here.cell[here.count] = cell;
					here.digit[here.count++] = d;
				}
			}
			if (!placed && here.count < best->count)
				*best = here;
		}
	return best->count <= n;
}

/* Counts solutions up to `limit`, branching where the fewest choices are. */
static int brute_count(struct brute *b, int limit)
{
	struct branch branch;
	if (!best_branch(b, &branch))
		return 1; /* no empty cell */
	int total = 0;
	for (int k = 0; k < branch.count && total < limit; k++) {
		brute_set(b, branch.cell[k], branch.digit[k], true);
		total += brute_count(b, limit - total);
		brute_set(b, branch.cell[k], branch.digit[k], false);
	}
	return total;
}

/* Solutions of the grid (default boxes of its size), counted up to 2. */
static int solutions_of(const struct sudoku_shape *shape, const struct sudoku_grid *grid)
{
	struct brute b = {.n = shape->size, .box_rows = shape->box_rows, .box_cols = shape->box_cols};
	cr_assert_leq(b.n, 16);
	for (int cell = 0; cell < b.n * b.n; cell++) {
		int d = grid->cell[cell];
		if (!d)
			continue;
		if ((b.row[cell / b.n] | b.col[cell % b.n] | b.box[box_of(&b, cell)]) >> d & 1)
			return 0; /* clashing givens */
		brute_set(&b, cell, d, true);
	}
	return brute_count(&b, 2);
}

/* ---- Helpers ---- */

static struct sudoku_shape shape_of(int n)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, n, 0), 0);
	return shape;
}

static int givens(const struct sudoku_grid *grid)
{
	int count = 0;
	for (int k = 0; k < grid->size * grid->size; k++)
		count += grid->cell[k] != 0;
	return count;
}

/* Where each symmetry sends (r, c), written out independently of the library. */
static int mirror_cell(int n, enum sudoku_symmetry s, int r, int c)
{
	switch (s) {
	case SUDOKU_SYMMETRY_ROT180: return (n - 1 - r) * n + (n - 1 - c);
	case SUDOKU_SYMMETRY_ROT90: return c * n + (n - 1 - r);
	case SUDOKU_SYMMETRY_MIRROR: return r * n + (n - 1 - c);
	case SUDOKU_SYMMETRY_FLIP: return (n - 1 - r) * n + c;
	case SUDOKU_SYMMETRY_DIAGONAL: return c * n + r;
	default: return r * n + c;
	}
}

static void assert_symmetric(const struct sudoku_grid *grid, enum sudoku_symmetry s)
{
	int n = grid->size;
	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++)
			cr_assert_eq(grid->cell[r * n + c] != 0, grid->cell[mirror_cell(n, s, r, c)] != 0,
			             "%s: r%dc%d and its image differ", sudoku_symmetry_name(s), r + 1, c + 1);
}

/* Every given agrees with the solution, and the solution is a valid full grid. */
static void assert_consistent(const struct sudoku_shape *shape, const struct sudoku_generated *g)
{
	cr_assert(sudoku_grid_is_solution(shape, &g->puzzle, &g->solution));
	cr_assert_eq(givens(&g->puzzle), g->clues);
}

/* Whether emptying any one group of clues leaves more than one solution. */
static bool no_group_can_go(const struct sudoku_shape *shape, const struct sudoku_grid *puzzle,
                            enum sudoku_symmetry s)
{
	int n = shape->size;
	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++) {
			if (!puzzle->cell[r * n + c])
				continue;
			struct sudoku_grid less = *puzzle;
			less.cell[r * n + c] = 0;
			less.cell[mirror_cell(n, s, r, c)] = 0;
			if (s == SUDOKU_SYMMETRY_ROT90) { /* the other two cells of the quarter-turn orbit */
				less.cell[mirror_cell(n, SUDOKU_SYMMETRY_ROT180, r, c)] = 0;
				less.cell[mirror_cell(n, SUDOKU_SYMMETRY_ROT90, n - 1 - r, n - 1 - c)] = 0;
			}
			if (solutions_of(shape, &less) < 2)
				return false;
		}
	return true;
}

static struct sudoku_generator *generator(const struct sudoku_shape *shape, uint64_t seed)
{
	struct sudoku_generator *gen = sudoku_generator_create(shape, seed);
	cr_assert_not_null(gen);
	return gen;
}

/* ---- Tests ---- */

/* The counter itself, on published totals: 288 4x4 grids, 12 with the first row fixed. */
Test(sudoku_generate, the_independent_counter_knows_the_4x4_totals)
{
	struct brute b = {.n = 4, .box_rows = 2, .box_cols = 2};
	cr_assert_eq(brute_count(&b, 1000), 288);
	for (int c = 0; c < 4; c++)
		brute_set(&b, c, c + 1, true);
	cr_assert_eq(brute_count(&b, 1000), 12);
}

struct size_case {
	int size;
	enum sudoku_symmetry symmetry;
	int puzzles;
};

ParameterizedTestParameters(sudoku_generate, puzzles_have_one_solution)
{
	static struct size_case cases[] = {
		{4, SUDOKU_SYMMETRY_NONE, 50},    {4, SUDOKU_SYMMETRY_ROT90, 20},
		{6, SUDOKU_SYMMETRY_NONE, 50},    {6, SUDOKU_SYMMETRY_RANDOM, 30},
		{8, SUDOKU_SYMMETRY_NONE, 20},    {9, SUDOKU_SYMMETRY_NONE, 100},
		{9, SUDOKU_SYMMETRY_ROT180, 50},  {9, SUDOKU_SYMMETRY_RANDOM, 50},
		{12, SUDOKU_SYMMETRY_NONE, 5},    {12, SUDOKU_SYMMETRY_MIRROR, 3},
		{16, SUDOKU_SYMMETRY_NONE, 4},
	};
	return cr_make_param_array(struct size_case, cases, sizeof cases / sizeof cases[0]);
}

ParameterizedTest(struct size_case *param, sudoku_generate, puzzles_have_one_solution)
{
	struct sudoku_shape shape = shape_of(param->size);
	struct sudoku_generator *gen = generator(&shape, 42);
	struct sudoku_generate_options options = {.symmetry = param->symmetry};
	for (int k = 0; k < param->puzzles; k++) {
		struct sudoku_generated g;
		cr_assert_eq(sudoku_generate(gen, &options, &g), 0);
		cr_assert(g.found);
		assert_consistent(&shape, &g);
		cr_assert_eq(solutions_of(&shape, &g.puzzle), 1, "%dx%d puzzle %d is not unique",
		             param->size, param->size, k);
		assert_symmetric(&g.puzzle, g.symmetry);
		if (param->symmetry != SUDOKU_SYMMETRY_RANDOM)
			cr_assert_eq(g.symmetry, param->symmetry);
	}
	sudoku_generator_destroy(gen);
}

Test(sudoku_generate, every_symmetry_holds_cell_by_cell)
{
	for (int n = 6; n <= 9; n += 3) {
		struct sudoku_shape shape = shape_of(n);
		struct sudoku_generator *gen = generator(&shape, 7);
		for (int s = SUDOKU_SYMMETRY_ROT180; s <= SUDOKU_SYMMETRY_DIAGONAL; s++) {
			struct sudoku_generate_options options = {.symmetry = (enum sudoku_symmetry)s};
			for (int k = 0; k < 10; k++) {
				struct sudoku_generated g;
				sudoku_generate(gen, &options, &g);
				cr_assert(g.found);
				cr_assert_eq(g.symmetry, (enum sudoku_symmetry)s);
				assert_symmetric(&g.puzzle, g.symmetry);
			}
		}
		sudoku_generator_destroy(gen);
	}
}

Test(sudoku_generate, random_symmetry_uses_all_five)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 3);
	struct sudoku_generate_options options = {.symmetry = SUDOKU_SYMMETRY_RANDOM};
	int seen[SUDOKU_SYMMETRY_COUNT] = {0};
	for (int k = 0; k < 60; k++) {
		struct sudoku_generated g;
		sudoku_generate(gen, &options, &g);
		seen[g.symmetry]++;
	}
	cr_assert_eq(seen[SUDOKU_SYMMETRY_NONE] + seen[SUDOKU_SYMMETRY_RANDOM], 0);
	for (int s = SUDOKU_SYMMETRY_ROT180; s <= SUDOKU_SYMMETRY_DIAGONAL; s++)
		cr_assert_gt(seen[s], 0, "%s never drawn", sudoku_symmetry_name((enum sudoku_symmetry)s));
	sudoku_generator_destroy(gen);
}

Test(sudoku_generate, default_puzzles_are_minimal)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 11);
	for (int k = 0; k < 20; k++) {
		struct sudoku_generated g;
		sudoku_generate(gen, NULL, &g);
		cr_assert(g.found);
		cr_assert(g.minimal);
		cr_assert(no_group_can_go(&shape, &g.puzzle, SUDOKU_SYMMETRY_NONE),
		          "puzzle %d keeps a clue it does not need", k);
	}
	sudoku_generator_destroy(gen);
}

Test(sudoku_generate, symmetric_minimal_means_no_group_can_go)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 12);
	enum sudoku_symmetry kinds[] = {SUDOKU_SYMMETRY_ROT180, SUDOKU_SYMMETRY_ROT90};
	for (int s = 0; s < 2; s++) {
		struct sudoku_generate_options options = {.symmetry = kinds[s], .minimal = true};
		for (int k = 0; k < 8; k++) {
			struct sudoku_generated g;
			sudoku_generate(gen, &options, &g);
			cr_assert(g.found && g.minimal);
			cr_assert(no_group_can_go(&shape, &g.puzzle, kinds[s]));
		}
	}
	sudoku_generator_destroy(gen);
}

Test(sudoku_generate, stops_at_the_clue_target)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 5);
	int targets[] = {81, 60, 40, 30};
	for (size_t t = 0; t < sizeof targets / sizeof targets[0]; t++) {
		struct sudoku_generate_options options = {.clues = targets[t]};
		struct sudoku_generated g;
		sudoku_generate(gen, &options, &g);
		cr_assert(g.found);
		cr_assert_eq(givens(&g.puzzle), targets[t]);
		cr_assert_eq(solutions_of(&shape, &g.puzzle), 1);
		assert_consistent(&shape, &g);
	}
	/* rot180 pairs and the centre cell still reach an even target */
	struct sudoku_generate_options paired = {.clues = 36, .symmetry = SUDOKU_SYMMETRY_ROT180};
	struct sudoku_generated g;
	sudoku_generate(gen, &paired, &g);
	cr_assert(g.found);
	cr_assert_eq(givens(&g.puzzle), 36);
	assert_symmetric(&g.puzzle, SUDOKU_SYMMETRY_ROT180);
	sudoku_generator_destroy(gen);
}

Test(sudoku_generate, minimal_with_a_target_has_exactly_that_many)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 6);
	struct sudoku_generate_options options = {.clues = 25, .minimal = true};
	for (int k = 0; k < 3; k++) {
		struct sudoku_generated g;
		sudoku_generate(gen, &options, &g);
		cr_assert(g.found && g.minimal);
		cr_assert_eq(givens(&g.puzzle), 25);
		cr_assert(no_group_can_go(&shape, &g.puzzle, SUDOKU_SYMMETRY_NONE));
	}
	sudoku_generator_destroy(gen);
}

/* McGuire, Tugemann and Civario (2012): no 9x9 puzzle with 16 clues has one solution. */
Test(sudoku_generate, gives_up_on_sixteen_clues)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 1);
	struct sudoku_generate_options options = {.clues = 16, .attempts = 5};
	struct sudoku_generated g;
	cr_assert_eq(sudoku_generate(gen, &options, &g), 0);
	cr_assert_not(g.found);
	cr_assert_eq(g.attempts, 5);
	sudoku_generator_destroy(gen);
}

Test(sudoku_generate, the_same_seed_gives_the_same_puzzles)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *a = generator(&shape, 2024), *b = generator(&shape, 2024),
	                        *c = generator(&shape, 2025);
	struct sudoku_generate_options options = {.symmetry = SUDOKU_SYMMETRY_RANDOM};
	int differ = 0;
	for (int k = 0; k < 20; k++) {
		struct sudoku_generated ga, gb, gc;
		sudoku_generate(a, &options, &ga);
		sudoku_generate(b, &options, &gb);
		sudoku_generate(c, &options, &gc);
		cr_assert_arr_eq(ga.puzzle.cell, gb.puzzle.cell, 81);
		cr_assert_arr_eq(ga.solution.cell, gb.solution.cell, 81);
		differ += memcmp(ga.puzzle.cell, gc.puzzle.cell, 81) != 0;
	}
	cr_assert_eq(differ, 20, "another seed should give other puzzles");
	sudoku_generator_destroy(a);
	sudoku_generator_destroy(b);
	sudoku_generator_destroy(c);
}

Test(sudoku_generate, a_reseeded_generator_repeats_a_fresh_one)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *used = generator(&shape, 99);
	struct sudoku_generate_options options = {.symmetry = SUDOKU_SYMMETRY_RANDOM, .clues = 26};
	struct sudoku_generated g;
	for (int k = 0; k < 3; k++) /* some history: shuffles, several attempts */
		sudoku_generate(used, &options, &g);
	for (uint64_t seed = 1; seed <= 4; seed++) {
		struct sudoku_generator *fresh = generator(&shape, seed);
		sudoku_generator_reseed(used, seed);
		for (int k = 0; k < 3; k++) {
			struct sudoku_generated a, b;
			cr_assert_eq(sudoku_generate(fresh, &options, &a), 0);
			cr_assert_eq(sudoku_generate(used, &options, &b), 0);
			cr_assert_eq(a.found, b.found);
			cr_assert_eq(a.attempts, b.attempts, "seed %llu, puzzle %d", (unsigned long long)seed, k);
			cr_assert_arr_eq(a.puzzle.cell, b.puzzle.cell, 81);
			cr_assert_arr_eq(a.solution.cell, b.solution.cell, 81);
		}
		sudoku_generator_destroy(fresh);
	}
	sudoku_generator_destroy(used);
}

Test(sudoku_generate, item_seeds_follow_splitmix64)
{
	/* splitmix64's first outputs from state 0 (Vigna's reference code) */
	cr_assert_eq(sudoku_seed_for(0, 0), 0xe220a8397b1dcdafu);
	cr_assert_eq(sudoku_seed_for(0, 1), 0x6e789e6aa1b965f4u);
	cr_assert_eq(sudoku_seed_for(0, 2), 0x06c45d188009454fu);
	cr_assert_neq(sudoku_seed_for(1, 0), sudoku_seed_for(0, 0));
}

/*
 * Property: every puzzle made for a band's rating range rates in that band
 * when rated again here, has one solution (the engine counts to 2), and is
 * consistent with the reference solver: when the hardest technique is one
 * of the reference's rules, the reference finishes the puzzle too.
 */
static void check_band(const struct sudoku_shape *shape, const struct sudoku_grid *puzzle,
                       int min, int max)
{
	cr_assert_eq(solutions_of(shape, puzzle), 1); /* so the uniqueness techniques may be used */
	struct sudoku_se_rating rating;
	cr_assert_eq(sudoku_logic_rate(puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating), 0);
	cr_assert(rating.rating >= min && rating.rating <= max, "rated %d, not in %d-%d",
	          rating.rating, min, max);
	if (in_ladder(rating.hardest))
		cr_assert_neq(ref_rung(puzzle), LADDER_STALLS);
}

Test(sudoku_generate, every_puzzle_lies_in_the_wanted_band, .timeout = 600)
{
	/* the bands' ranges as sudoku_logic.h documents them, in tenths */
	static const struct { enum sudoku_band band; int min, max, count; } bands[] = {
		{SUDOKU_BAND_GENTLE, 10, 25, 8},   {SUDOKU_BAND_MODERATE, 26, 39, 8},
		{SUDOKU_BAND_TOUGH, 40, 59, 4},    {SUDOKU_BAND_FIENDISH, 60, 74, 2},
		{SUDOKU_BAND_DIABOLICAL, 75, 89, 2},
	};
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 9);
	for (size_t b = 0; b < sizeof bands / sizeof bands[0]; b++) {
		struct sudoku_generate_options options = {.want_band = true, .band = bands[b].band};
		for (int k = 0; k < bands[b].count; k++) {
			struct sudoku_generated g;
			cr_assert_eq(sudoku_generate(gen, &options, &g), 0);
			cr_assert(g.found, "no %s puzzle", sudoku_band_name(bands[b].band));
			check_band(&shape, &g.puzzle, bands[b].min, bands[b].max);
		}
	}
	sudoku_generator_destroy(gen);
}

/* Whether a puzzle is one of data/hardest-1000.txt's (the walk's starting points). */
static bool in_hardest(const struct sudoku_grid *puzzle)
{
	FILE *file = fopen(TEST_DATA_DIR "/../../data/hardest-1000.txt", "r");
	cr_assert_not_null(file);
	char line[256], text[82];
	for (int c = 0; c < 81; c++)
		text[c] = puzzle->cell[c] ? (char)('0' + puzzle->cell[c]) : '.';
	text[81] = '\0';
	bool found = false;
	while (!found && fgets(line, sizeof line, file))
		found = strncmp(line, text, 81) == 0;
	fclose(file);
	return found;
}

/*
 * Extreme puzzles come from the walk near the hard puzzles the library
 * carries: each is unique (by the brute-force counter), rated in range, new,
 * and the same seed gives the same one.
 */
Test(sudoku_generate, extreme_puzzles_come_from_near_hard_ones, .timeout = 600)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 5), *again = generator(&shape, 5);
	struct sudoku_generate_options band = {.want_band = true, .band = SUDOKU_BAND_EXTREME};
	struct sudoku_generate_options range = {.rating_min = 100, .rating_max = 120};
	for (int k = 0; k < 3; k++) {
		struct sudoku_generated g, h;
		const struct sudoku_generate_options *o = k < 2 ? &band : &range;
		cr_assert_eq(sudoku_generate(gen, o, &g), 0);
		cr_assert(g.found, "no extreme puzzle %d in %d moves", k, g.attempts);
		check_band(&shape, &g.puzzle, o->rating_max ? 100 : 90, 120);
		assert_consistent(&shape, &g);
		cr_expect_eq(g.symmetry, SUDOKU_SYMMETRY_NONE);
		cr_expect(!in_hardest(&g.puzzle), "puzzle %d is one the walk starts from", k);
		cr_assert_eq(sudoku_generate(again, o, &h), 0);
		cr_expect(memcmp(g.puzzle.cell, h.puzzle.cell, 81) == 0, "the same seed, another puzzle");
	}
	sudoku_generator_destroy(gen);
	sudoku_generator_destroy(again);
}

/* --technique: the step that sets the rating is of that technique; unknown names are refused. */
Test(sudoku_generate, the_hardest_step_is_the_technique_asked)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 3);
	struct sudoku_generate_options options = {.technique = "xy-wing"};
	for (int k = 0; k < 2; k++) {
		struct sudoku_generated g;
		cr_assert_eq(sudoku_generate(gen, &options, &g), 0);
		cr_assert(g.found);
		cr_assert_eq(solutions_of(&shape, &g.puzzle), 1);
		struct sudoku_se_rating rating;
		cr_assert_eq(sudoku_logic_rate(&g.puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating), 0);
		cr_expect_eq(rating.hardest, SUDOKU_LOGIC_XY_WING);
	}
	struct sudoku_generated g;
	options.technique = "chute-remote-pair";
	cr_expect_eq(sudoku_generate(gen, &options, &g), SUDOKU_EINVAL);
	struct sudoku_shape small = shape_of(4);
	struct sudoku_generator *small_gen = generator(&small, 1);
	options.technique = "x-wing";
	cr_expect_eq(sudoku_generate(small_gen, &options, &g), SUDOKU_EINVAL);
	sudoku_generator_destroy(small_gen);
	sudoku_generator_destroy(gen);
}

Test(sudoku_generate, rejects_bad_options)
{
	struct sudoku_shape shape = shape_of(9);
	struct sudoku_generator *gen = generator(&shape, 1);
	struct sudoku_generated g;
	struct sudoku_generate_options too_many = {.clues = 82};
	struct sudoku_generate_options negative = {.clues = -1};
	struct sudoku_generate_options symmetry = {.symmetry = (enum sudoku_symmetry)SUDOKU_SYMMETRY_COUNT};
	struct sudoku_generate_options past_bands = {.want_band = true, .band = SUDOKU_BAND_COUNT};
	struct sudoku_generate_options negative_band = {.want_band = true, .band = -1};
	cr_assert_eq(sudoku_generate(gen, &too_many, &g), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_generate(gen, &negative, &g), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_generate(gen, &symmetry, &g), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_generate(gen, &past_bands, &g), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_generate(gen, &negative_band, &g), SUDOKU_EINVAL);
	struct sudoku_generate_options upside_down = {.rating_min = 50, .rating_max = 40};
	cr_assert_eq(sudoku_generate(gen, &upside_down, &g), SUDOKU_EINVAL);
	/* the SE-scale rater reads plain 9x9 grids only */
	struct sudoku_generate_options rated = {.want_band = true, .band = SUDOKU_BAND_GENTLE};
	struct sudoku_shape small = shape_of(4), x = shape_of(9);
	x.diagonals = true;
	struct sudoku_generator *small_gen = generator(&small, 1), *x_gen = generator(&x, 1);
	cr_assert_eq(sudoku_generate(small_gen, &rated, &g), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_generate(x_gen, &rated, &g), SUDOKU_EINVAL);
	struct sudoku_generate_options extreme = {.rating_min = 90, .rating_max = 120};
	cr_assert_eq(sudoku_generate(small_gen, &extreme, &g), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_generate(gen, &rated, &g), 0);
	sudoku_generator_destroy(small_gen);
	sudoku_generator_destroy(x_gen);
	cr_assert_eq(sudoku_generate(NULL, NULL, &g), SUDOKU_EINVAL);
	cr_assert_eq(sudoku_generate(gen, NULL, NULL), SUDOKU_EINVAL);
	sudoku_generator_destroy(gen);
	sudoku_generator_destroy(NULL);
	cr_assert_null(sudoku_generator_create(NULL, 1));
}

Test(sudoku_generate, orbits_of_a_nine_by_nine_grid)
{
	int cells[4];
	cr_assert_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_ROT90, 40, cells), 1, "the centre");
	cr_assert_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_ROT90, 0, cells), 4);
	cr_assert_eq(cells[0], 0);
	cr_assert_eq(cells[1], 8);  /* r1c9 */
	cr_assert_eq(cells[2], 80); /* r9c9 */
	cr_assert_eq(cells[3], 72); /* r9c1 */
	cr_assert_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_ROT180, 1, cells), 2);
	cr_assert_eq(cells[1], 79);
	cr_assert_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_MIRROR, 4, cells), 1, "middle column");
	cr_assert_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_FLIP, 0, cells), 2);
	cr_assert_eq(cells[1], 72);
	cr_assert_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_DIAGONAL, 10, cells), 1, "r2c2");
	cr_assert_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_DIAGONAL, 1, cells), 2);
	cr_assert_eq(cells[1], 9);
	cr_assert_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_NONE, 5, cells), 1);
	cr_assert_str_eq(sudoku_symmetry_name(SUDOKU_SYMMETRY_MIRROR), "mirror");
	cr_assert_str_eq(sudoku_symmetry_name((enum sudoku_symmetry)99), "?");
}
