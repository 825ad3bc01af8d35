/*
 * test_sudoku_names.c - HoDoKu's names of steps and the solver restricted
 * to some techniques. The shapes are classified on chains drawn by hand
 * (the geometry read off the cells here, not by the code); on puzzles each
 * named step is replayed against the engine's solution: no elimination
 * removes the solution's digit, every placement is it.
 */
#include "sudoku.h"
#include "sudoku_logic.h"
#include "puzzle_helpers.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#define CELL(r, c) ((r - 1) * 9 + (c - 1))
#define CAND_OF(r, c, d) ((uint16_t)(CELL(r, c) * 9 + (d) - 1))

/* A step of one chain: nodes given as {row, column, digit}, links alternating strong, weak. */
static struct sudoku_step *chain_step(enum sudoku_logic_technique t, const int (*n)[3], int count)
{
	struct sudoku_step *step = calloc(1, sizeof *step);
	cr_assert_not_null(step);
	step->technique = t;
	step->difficulty = t == SUDOKU_LOGIC_X_CHAIN ? 66 : 70;
	step->chain_count = 1;
	step->chains[0] = (struct sudoku_chain){.depth = 0, .first = 0, .node_count = count};
	step->node_count = count;
	for (int k = 0; k < count; k++) {
		step->nodes[k] = (struct sudoku_chain_node){(uint8_t)n[k][2], 1,
		                                            {(uint8_t)CELL(n[k][0], n[k][1]), 0, 0}};
		step->links[k] = k % 2 == 0 ? SUDOKU_LINK_STRONG : SUDOKU_LINK_WEAK;
	}
	return step;
}

static void expect_name(enum sudoku_logic_technique t, const int (*n)[3], int count,
                        const char *name)
{
	struct sudoku_step *step = chain_step(t, n, count);
	cr_expect_str_eq(sudoku_step_hodoku_name(step), name);
	free(step);
}

/* 7 in rows 3 and 8 twice each, the bases r3c5 and r8c5 in column 5. */
Test(names, skyscraper_is_two_rows_joined_in_a_column)
{
	const int n[4][3] = {{3, 9, 7}, {3, 5, 7}, {8, 5, 7}, {8, 8, 7}};
	expect_name(SUDOKU_LOGIC_X_CHAIN, n, 4, "skyscraper");
	const int by_columns[4][3] = {{1, 2, 4}, {6, 2, 4}, {6, 7, 4}, {2, 7, 4}};
	expect_name(SUDOKU_LOGIC_X_CHAIN, by_columns, 4, "skyscraper");
}

/* Column 6 (r4c6=r9c6), box 8 (r9c6-r8c5), row 8 (r8c5=r8c8). */
Test(names, kite_is_a_row_and_a_column_joined_in_a_box)
{
	const int n[4][3] = {{4, 6, 7}, {9, 6, 7}, {8, 5, 7}, {8, 8, 7}};
	expect_name(SUDOKU_LOGIC_X_CHAIN, n, 4, "two-string-kite");
}

/* Box 2 (r1c4=r3c5, no line shared), column 5, row 8: neither of the above. */
Test(names, turbot_fish_is_any_other_four_node_chain)
{
	const int box_first[4][3] = {{1, 4, 7}, {3, 5, 7}, {8, 5, 7}, {8, 8, 7}};
	expect_name(SUDOKU_LOGIC_X_CHAIN, box_first, 4, "turbot-fish");
	/* two rows joined in a box, not a column: a turbot fish too */
	const int rows_in_box[4][3] = {{1, 1, 5}, {1, 5, 5}, {2, 6, 5}, {2, 9, 5}};
	expect_name(SUDOKU_LOGIC_X_CHAIN, rows_in_box, 4, "turbot-fish");
	/* a row, then two links in column 5: neither shape, so a turbot fish */
	const int apart[4][3] = {{2, 1, 3}, {2, 5, 3}, {4, 5, 3}, {9, 5, 3}};
	expect_name(SUDOKU_LOGIC_X_CHAIN, apart, 4, "turbot-fish");
}

Test(names, longer_one_digit_chains_stay_x_chains)
{
	const int n[6][3] = {{1, 9, 7}, {8, 9, 7}, {9, 8, 7}, {9, 3, 7}, {5, 3, 7}, {5, 4, 7}};
	expect_name(SUDOKU_LOGIC_X_CHAIN, n, 6, "x-chain");
}

/* (9=8)r1c9-(8)r1c3=r2c3-(8=9)r2c6: two {8,9} cells and a strong link on 8. */
Test(names, w_wing_is_two_pairs_joined_by_a_strong_link)
{
	const int n[6][3] = {{1, 9, 9}, {1, 9, 8}, {1, 3, 8}, {2, 3, 8}, {2, 6, 8}, {2, 6, 9}};
	expect_name(SUDOKU_LOGIC_AIC, n, 6, "w-wing");
}

/* (1=6)r2c1-(6=3)r2c7-(3=4)r3c9-(4=1)r2c8: every strong link inside a cell. */
Test(names, xy_chain_is_bivalue_cells_only)
{
	const int n[8][3] = {{2, 1, 1}, {2, 1, 6}, {2, 7, 6}, {2, 7, 3},
	                     {3, 9, 3}, {3, 9, 4}, {2, 8, 4}, {2, 8, 1}};
	expect_name(SUDOKU_LOGIC_AIC, n, 8, "xy-chain");
}

/* Four cells all {2,5}: (2=5)r1c1-(5=2)r1c6-(2=5)r5c6-(5=2)r5c9. */
Test(names, remote_pair_is_an_xy_chain_of_one_pair)
{
	const int n[8][3] = {{1, 1, 2}, {1, 1, 5}, {1, 6, 5}, {1, 6, 2},
	                     {5, 6, 2}, {5, 6, 5}, {5, 9, 5}, {5, 9, 2}};
	expect_name(SUDOKU_LOGIC_AIC, n, 8, "remote-pair");
}

/* (7=1)r1c6-(1)r1c1=r7c1-(7)r7c1=(7)r7c2: a strong link in a unit, not a W-wing. */
Test(names, other_chains_stay_aic)
{
	const int n[6][3] = {{1, 6, 7}, {1, 6, 1}, {1, 1, 1}, {7, 1, 1}, {7, 1, 7}, {7, 2, 7}};
	expect_name(SUDOKU_LOGIC_AIC, n, 6, "aic");
	/* a skyscraper's shape found as an AIC (X-chains left out) is no x-chain step */
	const int one_digit[4][3] = {{3, 9, 7}, {3, 5, 7}, {8, 5, 7}, {8, 8, 7}};
	expect_name(SUDOKU_LOGIC_AIC, one_digit, 4, "aic");
}

/* A rectangle on {a,b} = {2,9} at r4c3 r4c9 r6c3 r6c9, with what each type removes. */
static const char *rectangle(int difficulty, const uint16_t *gone, int count)
{
	static struct sudoku_step step;
	memset(&step, 0, sizeof step);
	step.technique = SUDOKU_LOGIC_UNIQUE_RECTANGLE;
	step.difficulty = difficulty;
	const int corners[4][2] = {{4, 3}, {4, 9}, {6, 3}, {6, 9}};
	for (int k = 0; k < 4; k++) {
		step.causes[step.cause_count++] = CAND_OF(corners[k][0], corners[k][1], 2);
		step.causes[step.cause_count++] = CAND_OF(corners[k][0], corners[k][1], 9);
	}
	memcpy(step.eliminations, gone, (size_t)count * sizeof *gone);
	step.elimination_count = count;
	return sudoku_step_hodoku_name(&step);
}

Test(names, unique_rectangle_types_as_hodoku_numbers_them)
{
	const uint16_t one[2] = {CAND_OF(4, 3, 2), CAND_OF(4, 3, 9)};
	cr_expect_str_eq(rectangle(45, one, 2), "unique-rectangle-1");
	const uint16_t two[2] = {CAND_OF(4, 1, 5), CAND_OF(4, 5, 5)};
	cr_expect_str_eq(rectangle(45, two, 2), "unique-rectangle-2");
	const uint16_t three[1] = {CAND_OF(4, 5, 7)};
	cr_expect_str_eq(rectangle(46, three, 1), "unique-rectangle-3");
	const uint16_t four[2] = {CAND_OF(4, 3, 9), CAND_OF(4, 9, 9)};
	cr_expect_str_eq(rectangle(45, four, 2), "unique-rectangle-4");
}

Test(names, other_steps_keep_their_short_name)
{
	struct sudoku_step *step = calloc(1, sizeof *step);
	cr_assert_not_null(step);
	step->technique = SUDOKU_LOGIC_XY_WING;
	cr_expect_str_eq(sudoku_step_hodoku_name(step), "xy-wing");
	step->technique = SUDOKU_LOGIC_BUG_PLUS_ONE;
	cr_expect_str_eq(sudoku_step_hodoku_name(step), "bug-plus-one");
	step->technique = SUDOKU_LOGIC_X_CHAIN; /* no chain recorded: no shape to name */
	cr_expect_str_eq(sudoku_step_hodoku_name(step), "x-chain");
	cr_expect_str_eq(sudoku_step_hodoku_name(NULL), "?");
	free(step);
}

Test(names, names_stand_for_their_techniques)
{
	cr_expect_eq(sudoku_logic_techniques_named("x-wing"), 1u << SUDOKU_LOGIC_X_WING);
	cr_expect_eq(sudoku_logic_techniques_named("skyscraper"), 1u << SUDOKU_LOGIC_X_CHAIN);
	cr_expect_eq(sudoku_logic_techniques_named("2-string-kite"), 1u << SUDOKU_LOGIC_X_CHAIN);
	cr_expect_eq(sudoku_logic_techniques_named("w-wing"), 1u << SUDOKU_LOGIC_AIC);
	cr_expect_eq(sudoku_logic_techniques_named("unique-rectangle-3"),
	             1u << SUDOKU_LOGIC_UNIQUE_RECTANGLE);
	cr_expect_eq(sudoku_logic_techniques_named("hidden-single"),
	             1u << SUDOKU_LOGIC_HIDDEN_SINGLE_BOX | 1u << SUDOKU_LOGIC_HIDDEN_SINGLE_LINE);
	cr_expect_eq(sudoku_logic_techniques_named("Skyscraper"), 0u);
	cr_expect_eq(sudoku_logic_techniques_named(""), 0u);
	cr_expect_eq(sudoku_logic_techniques_named(NULL), 0u);
}

Test(names, words_open_the_text_as_asked)
{
	const int n[4][3] = {{3, 9, 7}, {3, 5, 7}, {8, 5, 7}, {8, 8, 7}};
	struct sudoku_step *step = chain_step(SUDOKU_LOGIC_X_CHAIN, n, 4);
	step->eliminations[step->elimination_count++] = CAND_OF(2, 8, 7);
	char text[200];
	sudoku_step_format_named(step, 3, SUDOKU_NAMES_HODOKU, text, sizeof text);
	cr_expect_str_eq(text, "skyscraper: (7)r3c9=r3c5-r8c5=(7)r8c8 => r2c8<>7");
	sudoku_step_format_named(step, 3, SUDOKU_NAMES_SE, text, sizeof text);
	cr_expect_str_eq(text, "X-chain: (7)r3c9=r3c5-r8c5=(7)r8c8 => r2c8<>7");
	sudoku_step_format_named(step, 1, SUDOKU_NAMES_HODOKU, text, sizeof text);
	cr_expect_str_eq(text, "skyscraper");
	free(step);
}

/* ---- on puzzles: the step is found, and right by the engine's solution ---- */

struct hunt {
	const char *name;
	struct sudoku_grid solution;
	int found;
};

static int check_named(void *user, const struct sudoku_pencil *before,
                       const struct sudoku_step *step)
{
	(void)before;
	struct hunt *h = user;
	if (strcmp(sudoku_step_hodoku_name(step), h->name) != 0)
		return 0;
	h->found++;
	cr_expect_gt(step->elimination_count + step->placement_count, 0);
	for (int k = 0; k < step->elimination_count; k++) {
		int cand = step->eliminations[k];
		cr_expect_neq(h->solution.cell[cand / 9], cand % 9 + 1, "%s removes the answer at r%dc%d",
		              h->name, cand / 9 / 9 + 1, cand / 9 % 9 + 1);
	}
	for (int k = 0; k < step->placement_count; k++) {
		int cand = step->placements[k];
		cr_expect_eq(h->solution.cell[cand / 9], cand % 9 + 1);
	}
	return 0;
}

/*
 * Puzzles where the easiest-step solution takes each named step: 17-clue
 * puzzles from data/17clue-1000.txt and puzzles from SE-rated lists.
 */
static const struct {
	const char *name, *puzzle;
} named_puzzles[] = {
	{"skyscraper", ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5"},
	{"two-string-kite", ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5"},
	{"turbot-fish", ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5"},
	{"x-chain", ".................1..2..3..4.......5......4.....3..678.....9.2...1.5.....64.1....."},
	{"w-wing", ".................1..2..3..4.......5.....3..6247..1.........7.8...6...9...1.8....."},
	{"xy-chain", ".4...6..2..9.7...5.......8.96.1.....2.4.675...5..2.1....1...4...9....25.425....9."},
	{"aic", ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3"},
	{"unique-rectangle-1", ".................1.....2.34.....56....7....8..8..1.7.....8.....3..6.....9.5.....3"},
	{"unique-rectangle-2", "........1.....2.....3.4..5.........6.....17.2.45.........35..8.2........7...8...."},
	{"unique-rectangle-3", ".................1..2.34.................526..7.8........98...7..6....3.2.51....."},
	{"unique-rectangle-4", ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5"},
	{"bug-plus-one", "................12..3.45...............1.2..546.7.........5.73.2........8.....4.."},
	{"xy-wing", ".................1....23.4......4.2...5........67..1...4........8.1..9..32....8.."},
	{"xyz-wing", ".................1.....234.....5......3...6....7.1...8.5...3....9...6...18......5"},
	{"x-wing", ".................1..2..3.4........2..5..6.3..16..7.........8.....4..2....7..1...6"},
	{"swordfish", "2..9.....8......3....582...4.....1....5..9..8..7...29.....2.7........5.6.32.68..1"},
	{"jellyfish", "................12..3.45.........4.....1.......62.7..8...63...7.1.......4.....5.."},
};

Test(names, each_named_step_is_found_and_right)
{
	for (size_t k = 0; k < sizeof named_puzzles / sizeof named_puzzles[0]; k++) {
		struct sudoku_grid puzzle;
		struct hunt h = {.name = named_puzzles[k].name};
		grid_from(&puzzle, named_puzzles[k].puzzle);
		engine_solution(&puzzle, &h.solution);
		struct sudoku_se_rating rating;
		cr_assert_eq(sudoku_logic_rate(&puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, check_named, &h,
		                               &rating), 0);
		cr_expect_gt(h.found, 0, "no %s step in %s", h.name, named_puzzles[k].puzzle);
	}
}

/* ---- the solver restricted ---- */

static int no_chain_step(void *user, const struct sudoku_pencil *before,
                         const struct sudoku_step *step)
{
	(void)before;
	(void)user;
	cr_expect_neq(step->technique, SUDOKU_LOGIC_X_CHAIN);
	return 0;
}

/* The skyscraper puzzle without X-chains: other steps take their place, and the grid is solved. */
Test(allowed, a_technique_left_out_is_never_used)
{
	struct sudoku_grid puzzle;
	grid_from(&puzzle, named_puzzles[0].puzzle);
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	struct sudoku_se_rating rating;
	sudoku_technique_mask allowed =
		SUDOKU_LOGIC_SE_TECHNIQUES & ~((sudoku_technique_mask)1 << SUDOKU_LOGIC_X_CHAIN);
	cr_expect_eq(sudoku_logic_rate_allowed(&pencil, SUDOKU_LOGIC_ASSUME_UNIQUE, allowed,
	                                       no_chain_step, NULL, &rating, NULL), 0);
	cr_expect_eq(rating.uses[SUDOKU_LOGIC_X_CHAIN], 0);
}

/* Singles alone cannot finish the X-wing puzzle; what stops them is named. */
Test(allowed, stuck_names_the_step_that_was_needed)
{
	struct sudoku_grid puzzle;
	grid_from(&puzzle, named_puzzles[14].puzzle);
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	uint32_t singles = 1u << SUDOKU_LOGIC_FULL_HOUSE | 1u << SUDOKU_LOGIC_HIDDEN_SINGLE_BOX |
	                   1u << SUDOKU_LOGIC_HIDDEN_SINGLE_LINE | 1u << SUDOKU_LOGIC_NAKED_SINGLE;
	struct sudoku_se_rating rating;
	struct sudoku_step *needed = malloc(sizeof *needed);
	cr_assert_not_null(needed);
	cr_expect_eq(sudoku_logic_rate_allowed(&pencil, SUDOKU_LOGIC_ASSUME_UNIQUE, singles, NULL,
	                                       NULL, &rating, needed), SUDOKU_LOGIC_STUCK);
	cr_expect_eq(singles >> needed->technique & 1, 0u);
	cr_expect_gt(rating.steps, 0);
	cr_expect_leq(rating.rating, 23);
	/* nothing allowed: the very first step is named as needed */
	int status = sudoku_logic_next_allowed(&pencil, SUDOKU_LOGIC_ASSUME_UNIQUE, 0, needed);
	cr_expect_eq(status, SUDOKU_LOGIC_STUCK);
	free(needed);
}
