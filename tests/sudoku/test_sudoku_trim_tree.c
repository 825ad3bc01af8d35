/*
 * test_sudoku_trim_tree.c - the rater's tree walk on bit sets
 * (src/sudoku/trim_tree.h) against the engine's search of the same trimmed
 * problem (trim.h), order by order: the same nodes (less the givens'
 * forced moves) and guesses on every tree the engine walks to its end
 * with one solution, under node limits too, and no such claim on any
 * other tree. The
 * puzzles: hard ones from data/hardest-1000.txt, generated ones with
 * givens added and taken out, a jigsaw's, and ones with a wrong given.
 */
#include "dlx.h"
#include "sudoku.h"
#include "sudoku/encode.h"
#include "sudoku/trim.h"
#include "sudoku/trim_tree.h"
#include "util/random.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#define ORDERS 8

struct rig {
	struct sudoku_shape shape;
	struct dlx_problem *problem[ORDERS];
	struct trim trim;
	struct trim_tree tree;
	int compared; /* trees compared node for node */
};

/* The shape's matrix in ORDERS shuffled orders (seeds of the test's own), trimmed and walked. */
static void rig_init(struct rig *rig, const struct sudoku_shape *shape, uint64_t seed)
{
	memset(rig, 0, sizeof *rig);
	rig->shape = *shape;
	for (int k = 0; k < ORDERS; k++) {
		rig->problem[k] = encode_problem(shape);
		cr_assert_not_null(rig->problem[k]);
		cr_assert_eq(dlx_problem_shuffle(rig->problem[k], splitmix64(&seed)), 0);
	}
	cr_assert_eq(trim_init(&rig->trim, rig->problem, ORDERS, shape->size), 0);
	cr_assert_eq(trim_tree_init(&rig->tree, &rig->trim), 0);
	cr_assert(rig->tree.applies, "the walk applies to a 9x9 shape of four-item options");
}

static void rig_finish(struct rig *rig)
{
	trim_tree_finish(&rig->tree);
	trim_finish(&rig->trim);
	for (int k = 0; k < ORDERS; k++)
		dlx_problem_destroy(rig->problem[k]);
}

/* One puzzle, every order, with and without node limits. */
static void expect_same_trees(struct rig *rig, const struct sudoku_grid *puzzle)
{
	if (sudoku_grid_check(&rig->shape, puzzle, NULL) != 0)
		return; /* the rater never trims a puzzle whose givens clash */
	trim_puzzle(&rig->trim, puzzle);
	trim_tree_puzzle(&rig->tree, puzzle);
	uint64_t givens = (uint64_t)rig->trim.givens;
	const uint64_t limits[] = {0, 1, 30, 90};
	for (int k = 0; k < ORDERS; k++)
		for (size_t l = 0; l < sizeof limits / sizeof *limits; l++) {
			uint64_t limit = limits[l];
			struct dlx_stats stats;
			cr_assert_eq(trim_search(&rig->trim, k, limit ? limit + givens : 0, &stats), 0);
			struct tree_count c = trim_tree_count(&rig->tree, k, limit);
			bool engine_one = stats.stop == DLX_STOP_EXHAUSTED && stats.solutions == 1;
			bool walk_one = !c.stopped && c.solutions == 1;
			/* the rater uses the walk's counts only here: elsewhere the engine searches */
			cr_expect_eq(walk_one, engine_one, "order %d, limit %llu: walk %d (stopped %d), engine %d",
			             k, (unsigned long long)limit, (int)walk_one, (int)c.stopped,
			             (int)engine_one);
			if (!engine_one || !walk_one)
				continue;
			cr_expect_eq(c.nodes + givens, stats.nodes,
			             "order %d, limit %llu: nodes %llu + %llu givens, engine %llu", k,
			             (unsigned long long)limit, (unsigned long long)c.nodes,
			             (unsigned long long)givens, (unsigned long long)stats.nodes);
			cr_expect_eq(c.guesses, stats.branches, "order %d: guesses %llu, engine %llu", k,
			             (unsigned long long)c.guesses, (unsigned long long)stats.branches);
			rig->compared++;
		}
}

static void grid_from(struct sudoku_grid *grid, const char *text)
{
	sudoku_grid_clear(grid, 9);
	for (int k = 0; k < 81; k++)
		grid->cell[k] = (uint8_t)(text[k] >= '1' && text[k] <= '9' ? text[k] - '0' : 0);
}

/* A generated puzzle, then with givens added from its solution, taken out, and a wrong one. */
static void expect_same_variants(struct rig *rig, struct sudoku_generated *g, int k)
{
	expect_same_trees(rig, &g->puzzle);
	struct sudoku_grid more = g->puzzle;
	for (int cell = k % 5; cell < 81; cell += 5)
		more.cell[cell] = g->solution.cell[cell];
	expect_same_trees(rig, &more);
	struct sudoku_grid fewer = g->puzzle;
	for (int cell = 0; cell < 81; cell++)
		if (fewer.cell[cell] && (cell + k) % 4 == 0)
			fewer.cell[cell] = 0;
	expect_same_trees(rig, &fewer);
	struct sudoku_grid wrong = g->puzzle;
	for (int cell = 0; cell < 81; cell++)
		if (!wrong.cell[cell]) {
			wrong.cell[cell] = (uint8_t)(g->solution.cell[cell] % 9 + 1);
			if (sudoku_grid_check(&rig->shape, &wrong, NULL) == 0)
				break;
			wrong.cell[cell] = 0;
		}
	expect_same_trees(rig, &wrong);
}

Test(sudoku_trim_tree, counts_the_engines_trees_on_hard_puzzles)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 9, 0), 0);
	struct rig rig;
	rig_init(&rig, &shape, 0x7ee);
	FILE *f = fopen(TEST_DATA_DIR "/../../data/hardest-1000.txt", "r");
	cr_assert_not_null(f);
	char line[256];
	struct sudoku_grid puzzle;
	for (int n = 0; n < 60 && fgets(line, sizeof line, f); n++) {
		if (strlen(line) < 81)
			continue;
		grid_from(&puzzle, line);
		expect_same_trees(&rig, &puzzle);
	}
	fclose(f);
	cr_expect_geq(rig.compared, 60 * ORDERS, "compared %d trees", rig.compared);
	rig_finish(&rig);
}

/* `count` puzzles the generator makes on `shape`, each with its variants; the trees compared. */
static int compare_generated(const struct sudoku_shape *shape, uint64_t seed, int count)
{
	struct rig rig;
	rig_init(&rig, shape, seed);
	struct sudoku_generator *gen = sudoku_generator_create(shape, seed + 1);
	cr_assert_not_null(gen);
	for (int k = 0; k < count; k++) {
		struct sudoku_generated g;
		cr_assert_eq(sudoku_generate(gen, NULL, &g), 0);
		expect_same_variants(&rig, &g, k);
	}
	sudoku_generator_destroy(gen);
	rig_finish(&rig);
	return rig.compared;
}

Test(sudoku_trim_tree, counts_the_engines_trees_on_generated_puzzles)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 9, 0), 0);
	int compared = compare_generated(&shape, 0xface, 40);
	cr_expect_gt(compared, 100 * ORDERS, "compared %d trees", compared);
}

/* Regions other than boxes: each band's boxes shifted by a column, row by row. */
Test(sudoku_trim_tree, counts_the_engines_trees_on_a_jigsaw)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 9, 0), 0);
	uint8_t region[81];
	for (int r = 0; r < 9; r++)
		for (int c = 0; c < 9; c++)
			region[r * 9 + c] = (uint8_t)(r / 3 * 3 + (c + 9 - r % 3) % 9 / 3);
	cr_assert_eq(sudoku_shape_set_regions(&shape, region), 0);
	int compared = compare_generated(&shape, 0xbead, 10);
	cr_expect_geq(compared, 30 * ORDERS, "compared %d trees", compared);
}
