/*
 * test_sudoku_logic.c - the logical solver against independent answers:
 * the engine's solutions (every placement right, no elimination of the
 * solution's digit, the steps end in the solved grid), Sudoku Explainer's
 * published ratings for sample puzzles, SE's documented chain-length
 * ceilings, the geometry tables recomputed here, and a reference solver
 * with a smaller set of rules (ref_ladder.h).
 */
#include "ref_ladder.h"
#include "sudoku.h"
#include "sudoku_logic.h"
#include "sudoku/logic/logic.h"
#include "sudoku/logic/potentials.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void grid_from(struct sudoku_grid *grid, const char *text)
{
	sudoku_grid_clear(grid, 9);
	for (int k = 0; k < 81; k++)
		grid->cell[k] = (uint8_t)(text[k] == '.' || text[k] == '0' ? 0 : text[k] - '0');
}

static void engine_solution(const struct sudoku_grid *puzzle, struct sudoku_grid *solution)
{
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 9, 0);
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	struct sudoku_result result;
	cr_assert_eq(sudoku_solve(solver, puzzle, NULL, solution, &result), 0);
	cr_assert_eq(result.status, SUDOKU_SOLVED);
	sudoku_solver_destroy(solver);
}

struct replay {
	struct sudoku_grid solution;
	struct sudoku_pencil mine; /* applied here, independently of the solver's copy */
	int steps;
};

/* Checks each step against the solution and applies it by hand. */
static int check_step(void *user, const struct sudoku_pencil *before, const struct sudoku_step *step)
{
	struct replay *r = user;
	cr_assert(step->placement_count + step->elimination_count > 0, "a step that changes nothing");
	for (int k = 0; k < step->placement_count; k++) {
		int cell = step->placements[k] / 9, digit = step->placements[k] % 9 + 1;
		cr_assert_eq(r->solution.cell[cell], digit, "placement r%dc%d=%d is wrong (%s)",
		             cell / 9 + 1, cell % 9 + 1, digit, sudoku_logic_technique_name(step->technique));
		r->mine.value[cell] = (uint8_t)digit;
	}
	for (int k = 0; k < step->elimination_count; k++) {
		int cell = step->eliminations[k] / 9, digit = step->eliminations[k] % 9 + 1;
		cr_assert_neq(r->solution.cell[cell], digit, "elimination r%dc%d<>%d removes the answer (%s)",
		              cell / 9 + 1, cell % 9 + 1, digit, sudoku_logic_technique_name(step->technique));
		cr_assert(before->cand[cell] & (1u << (digit - 1)), "eliminates a candidate already gone");
	}
	r->steps++;
	return 0;
}

/*
 * The reference applies singles, locked candidates, naked and hidden pairs
 * and triples and X-wing until nothing changes. Eliminations only add up, so
 * when it stalls, the logical path must have needed a technique outside that
 * set; and when singles alone solved it, the rating is that of singles.
 */
static void check_reference(const char *line, const struct sudoku_grid *puzzle,
                            const struct sudoku_se_rating *se, int *stalled)
{
	enum ladder_rung rung = ref_rung(puzzle);
	if (rung == LADDER_STALLS) {
		++*stalled;
		cr_expect(!in_ladder(se->hardest), "%s: the reference stalls, yet %s was enough", line,
		          sudoku_logic_technique_name(se->hardest));
	}
	if (rung == LADDER_SINGLES)
		cr_expect_leq(se->rating, 23, "%s: singles suffice, SE-scale %d", line, se->rating);
}

static void check_contract(const char *line, int *stalled)
{
	struct sudoku_grid puzzle;
	grid_from(&puzzle, line);
	struct replay r = {0};
	engine_solution(&puzzle, &r.solution);
	memcpy(r.mine.value, puzzle.cell, 81);
	struct sudoku_se_rating rating;
	cr_assert_eq(sudoku_logic_rate(&puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, check_step, &r, &rating), 0,
	             "%s: not solved", line);
	for (int cell = 0; cell < 81; cell++)
		cr_assert_eq(r.mine.value[cell], r.solution.cell[cell], "%s: r%dc%d never placed", line,
		             cell / 9 + 1, cell % 9 + 1);
	cr_assert_eq(rating.steps, r.steps);
	cr_assert(rating.rating >= 10 && rating.rating <= 120); /* SE's top: 11.9 */
	check_reference(line, &puzzle, &rating, stalled);
}

Test(sudoku_logic, every_step_agrees_with_the_solution_and_the_reference_on_the_sample)
{
	/* tests/data/logic-sample.txt: puzzles of each shared data set with one solution */
	FILE *file = fopen(TEST_DATA_DIR "/logic-sample.txt", "r");
	cr_assert_not_null(file);
	char line[256];
	int count = 0, stalled = 0;
	while (fgets(line, sizeof line, file)) {
		check_contract(line, &stalled);
		count++;
	}
	fclose(file);
	cr_assert_eq(count, 83);
	cr_assert_gt(stalled, 0, "the sample holds puzzles the reference cannot finish");
}

/* From tests/data/se-rated-sample.txt, one puzzle per technique: serate's published ratings. */
Test(sudoku_logic, matches_sudoku_explainer_on_single_technique_puzzles)
{
	static const struct { const char *puzzle; int se; } known[] = {
		{"...5.3.1..179...853.42...6.....261.953..4....6.1..72..82..1.6..4.9..8.........73.", 12},
		{"................12..3..4.........3....5..36...1..7........8......6...45.7..21....", 15},
		{"..1....2.2.46.7.3573..5..6.....4............26....2..41...29...4....6.....5..4.71", 17},
		{"..............1..2.34....5..............5.3672.1..8..............9.....1.7.36....", 20},
		{"......7.47.6.......5824.......9....7..5.2.6..3.2.....9....3...88.4.......6...5.9.", 23},
		{"..8.71..25...4..3..9.8.....9.5.6......2....97......25....48....4..3..8...26......", 28},
		{"..1.8..2.397..2.......7..6.5..93..81.......46..8...3...754..6.........1....3....5", 36},
		{"...18..3..2.367..5.......7.4..5.6............7..9.41...8......9..1...2..594....1.", 40},
		{"................12..3.45...............6.3..7.45...8.....2.....2..71....9.....5..", 42},
		{"........1.......23..4..5........46...3.......78...9.......3......5.7.4...1.2.....", 44},
		{"..............1..2.34.5..6........3........512....4......43....1........7..6....8", 45},
		{"...2..5..3......1...8.....265.........94.2.....45...8....91..5.......6..16.3.52.4", 56},
		{"................12..3.45.........4.....1.......62.7..8...63...7.1.......4.....5..", 66},
		{"................12..3..4..5......3......6..7..8..2.......4.37...2.......51...7...", 71},
		{"...5......9....6...38...9.1963..2..8.2...7.......9..4...9.5..1.71.8.....3.2....6.", 83},
	};
	for (size_t k = 0; k < sizeof known / sizeof known[0]; k++) {
		struct sudoku_grid puzzle;
		grid_from(&puzzle, known[k].puzzle);
		struct sudoku_se_rating rating;
		cr_assert_eq(sudoku_logic_rate(&puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating), 0);
		cr_expect_eq(rating.rating, known[k].se, "%s: %d, SE %d", known[k].puzzle, rating.rating,
		             known[k].se);
	}
}

/* Each step of a rating, found again from the same marks by a fresh sudoku_logic_next. */
static int same_as_fresh(void *user, const struct sudoku_pencil *before, const struct sudoku_step *step)
{
	struct sudoku_step *fresh = user;
	cr_assert_eq(sudoku_logic_next(before, SUDOKU_LOGIC_ASSUME_UNIQUE, fresh), 1);
	char mine[512], theirs[512];
	sudoku_step_format(step, mine, sizeof mine);
	sudoku_step_format(fresh, theirs, sizeof theirs);
	cr_assert_str_eq(mine, theirs);
	cr_assert_eq(step->difficulty, fresh->difficulty, "%s", mine);
	cr_assert_eq(step->cause_count, fresh->cause_count, "%s", mine);
	cr_assert_arr_eq(step->causes, fresh->causes, sizeof step->causes[0] * (size_t)step->cause_count);
	return 0;
}

/*
 * sudoku_logic_rate keeps what the ladder found nothing in from step to step
 * and looks again only where the marks changed, and keeps the chain walks no
 * changed link touched; a fresh sudoku_logic_next remembers nothing. Both
 * must take the same steps, on puzzles of every band.
 */
Test(sudoku_logic, remembered_failures_give_the_steps_of_a_fresh_ladder)
{
	FILE *file = fopen(TEST_DATA_DIR "/se-rated-sample.txt", "r");
	cr_assert_not_null(file);
	struct sudoku_step *fresh = malloc(sizeof *fresh);
	char line[256];
	int count = 0;
	while (fgets(line, sizeof line, file)) {
		struct sudoku_grid puzzle;
		grid_from(&puzzle, line);
		struct sudoku_se_rating rating;
		cr_assert_eq(sudoku_logic_rate(&puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, same_as_fresh, fresh, &rating),
		             0, "%s", line);
		count++;
	}
	fclose(file);
	free(fresh);
	cr_assert_gt(count, 100);
}

Test(sudoku_logic, a_grid_with_one_hole_is_a_full_house)
{
	const char *solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
	struct sudoku_grid puzzle;
	grid_from(&puzzle, solved);
	puzzle.cell[40] = 0;
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	struct sudoku_step step;
	cr_assert_eq(sudoku_logic_next(&pencil, 0, &step), 1);
	cr_assert_eq(step.technique, SUDOKU_LOGIC_FULL_HOUSE);
	cr_assert_eq(step.difficulty, 10);
	cr_assert_eq(step.placement_count, 1);
	cr_assert_eq(step.placements[0], 40 * 9 + 5 - 1);
	char text[100];
	sudoku_step_format(&step, text, sizeof text);
	cr_assert_str_eq(text, "full house in row 5: r5c5=5");
	sudoku_logic_apply(&pencil, &step);
	cr_assert_eq(sudoku_logic_next(&pencil, 0, &step), 0, "solved: no further step");
}

/*
 * The rating loop skips the check for broken marks while they hold a
 * solution that singles found (witness.c); marks whose singles fill a grid
 * that breaks a rule hold no solution, and must still be an error.
 */
Test(sudoku_logic, singles_witness_only_from_marks_that_hold_it)
{
	static const char full[] =
		"981752643752643819463198275514867932629431758837529164348976521296315487175284396";
	struct sudoku_grid puzzle, witness, solution;
	grid_from(&puzzle, full);
	puzzle.cell[0] = 0;
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	cr_assert(witness_by_singles(&pencil, &witness));
	grid_from(&solution, full);
	cr_assert_eq(memcmp(witness.cell, solution.cell, 81), 0);
	pencil.cand[0] = BIT(8); /* r1c2 holds the 8: a single that repeats it */
	cr_assert_not(witness_by_singles(&pencil, &witness));
	struct sudoku_se_rating rating;
	cr_assert_eq(sudoku_logic_rate_pencil(&pencil, 0, NULL, NULL, &rating), SUDOKU_ECONFLICT);

	const char *easy = "..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..";
	grid_from(&puzzle, easy);
	engine_solution(&puzzle, &solution);
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	cr_assert(witness_by_singles(&pencil, &witness));
	cr_assert_eq(memcmp(witness.cell, solution.cell, 81), 0);
	grid_from(&puzzle, "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.");
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	cr_assert_not(witness_by_singles(&pencil, &witness), "singles stall on a hard puzzle");
}

Test(sudoku_logic, clashing_givens_and_broken_marks_are_errors)
{
	struct sudoku_grid puzzle;
	grid_from(&puzzle, "55...............................................................................");
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), SUDOKU_ECONFLICT);
	grid_from(&puzzle, ".................................................................................");
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	pencil.cand[0] = 0;
	struct sudoku_step step;
	cr_assert_eq(sudoku_logic_next(&pencil, 0, &step), SUDOKU_ECONFLICT);
	struct sudoku_grid small;
	sudoku_grid_clear(&small, 4);
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &small), SUDOKU_ESIZE);
}

/* Candidates written both ways read back as the pencil marks they came from. */
Test(sudoku_logic, pencil_marks_read_back_in_both_layouts)
{
	struct sudoku_grid puzzle;
	grid_from(&puzzle, "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
	struct sudoku_pencil from_grid, parsed;
	cr_assert_eq(sudoku_pencil_from_grid(&from_grid, &puzzle), 0);
	char flat[730], tokens[1200];
	size_t used = 0;
	for (int cell = 0; cell < 81; cell++) {
		unsigned mask = from_grid.value[cell] ? 1u << (from_grid.value[cell] - 1) : from_grid.cand[cell];
		for (int d = 1; d <= 9; d++)
			flat[cell * 9 + d - 1] = (char)(mask >> (d - 1) & 1 ? '0' + d : '.');
		for (int d = 1; d <= 9; d++)
			if (mask >> (d - 1) & 1)
				tokens[used++] = (char)('0' + d);
		tokens[used++] = cell % 9 == 8 ? '\n' : cell % 3 == 2 ? '|' : ' ';
	}
	flat[729] = '\0';
	tokens[used] = '\0';
	for (int layout = 0; layout < 2; layout++) {
		const char *text = layout ? tokens : flat;
		cr_assert_eq(sudoku_pencil_parse(&parsed, text, strlen(text), NULL), 0);
		cr_assert_eq(memcmp(parsed.value, from_grid.value, sizeof parsed.value), 0);
		cr_assert_eq(memcmp(parsed.cand, from_grid.cand, sizeof parsed.cand), 0);
	}
	size_t where = 0;
	cr_assert_eq(sudoku_pencil_parse(&parsed, "12 x", 4, &where), SUDOKU_EPARSE);
	cr_assert_eq(where, 3);
	flat[5] = '2'; /* digit 2 in digit 6's place */
	cr_assert_eq(sudoku_pencil_parse(&parsed, flat, 729, &where), SUDOKU_EPARSE);
	cr_assert_eq(where, 5);
}

/* SE's ceilings: 4, 6, 8, 12, 16, 24, 32 ... a tenth more past each. */
Test(sudoku_logic, chain_length_bonus_follows_se_ceilings)
{
	static const int ceilings[] = {4, 6, 8, 12, 16, 24, 32, 48};
	for (int length = 1; length <= 48; length++) {
		int expected = 0;
		for (size_t k = 0; k < sizeof ceilings / sizeof ceilings[0]; k++)
			expected += length > ceilings[k];
		cr_assert_eq(chain_length_bonus(length), expected, "length %d", length);
	}
}

Test(sudoku_logic, tables_match_the_geometry)
{
	for (int cell = 0; cell < 81; cell++) {
		int r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3;
		cr_assert_eq(logic_cell_units[cell][0], r);
		cr_assert_eq(logic_cell_units[cell][1], 9 + c);
		cr_assert_eq(logic_cell_units[cell][2], 18 + b);
		int peers = 0;
		for (int other = 0; other < 81; other++) {
			bool see = other != cell && (other / 9 == r || other % 9 == c ||
			                             (other / 27 * 3 + other % 9 / 3) == b);
			bool listed = false;
			for (int k = 0; k < 20; k++)
				listed |= logic_peers[cell][k] == other;
			cr_assert_eq(see, listed, "cell %d, other %d", cell, other);
			cr_assert_eq(see, logic_peer_bits[cell][other / 64] >> (other % 64) & 1,
			             "cell %d, other %d as a set", cell, other);
			peers += see;
		}
		cr_assert_eq(peers, 20);
		for (int k = 1; k < 20; k++)
			cr_assert_lt(logic_peers[cell][k - 1], logic_peers[cell][k], "cell %d", cell);
		cr_assert_eq(logic_peer_bits[cell][1] >> 17, 0u, "cell %d", cell);
		for (int u = 0; u < 3; u++) {
			bool found = false;
			for (int k = 0; k < 9; k++)
				found |= logic_unit_cells[logic_cell_units[cell][u]][k] == cell;
			cr_assert(found);
		}
	}
	for (unsigned mask = 0; mask < 512; mask++)
		cr_assert_eq(logic_bit_count[mask], __builtin_popcount(mask));
}

Test(sudoku_logic, bands_cover_the_documented_ranges)
{
	cr_assert_str_eq(sudoku_band_name(sudoku_band_of(10)), "gentle");
	cr_assert_str_eq(sudoku_band_name(sudoku_band_of(25)), "gentle");
	cr_assert_str_eq(sudoku_band_name(sudoku_band_of(26)), "moderate");
	cr_assert_str_eq(sudoku_band_name(sudoku_band_of(40)), "tough");
	cr_assert_str_eq(sudoku_band_name(sudoku_band_of(66)), "fiendish");
	cr_assert_str_eq(sudoku_band_name(sudoku_band_of(75)), "diabolical");
	cr_assert_str_eq(sudoku_band_name(sudoku_band_of(90)), "extreme");
	cr_assert_str_eq(sudoku_band_name(sudoku_band_of(110)), "extreme");
}

/* ---- each_locked_set against every subset, tried one by one ---- */

struct locked_log {
	unsigned chosen[512], covered[512];
	int count, stop_at; /* stop_at: the call that answers true (-1: none) */
};

static bool log_locked(unsigned chosen, unsigned covered, void *ctx)
{
	struct locked_log *log = ctx;
	log->chosen[log->count] = chosen;
	log->covered[log->count] = covered;
	return log->count++ == log->stop_at;
}

/* Sets of one size in the walk's order: by their lowest member, then the next, ... */
static int by_members(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	while (x && y && (x & -x) == (y & -y)) {
		x &= x - 1;
		y &= y - 1;
	}
	unsigned lx = x & -x, ly = y & -y; /* the first members that differ */
	return lx == ly ? 0 : lx && (!ly || lx < ly) ? -1 : 1;
}

Test(locked_sets, every_locked_set_in_order_and_no_other)
{
	srand(12345);
	for (int trial = 0; trial < 2000; trial++) {
		unsigned cover[9], pool = (unsigned)rand() & 0x1ff;
		for (int k = 0; k < 9; k++)
			cover[k] = (unsigned)rand() & (unsigned)rand() & 0x1ff; /* sparse masks */
		int size = 2 + trial % 3;
		struct locked_log got = {.stop_at = -1}, want = {.stop_at = -1};
		cr_assert(!each_locked_set(pool, size, cover, log_locked, &got));
		unsigned sets[512];
		int count = 0;
		for (unsigned set = 1; set < 512; set++)
			sets[count++] = set;
		qsort(sets, (size_t)count, sizeof *sets, by_members);
		for (int n = 0; n < count; n++) {
			unsigned set = sets[n];
			if ((set & ~pool) || __builtin_popcount(set) != size)
				continue;
			unsigned covered = 0;
			for (int k = 0; k < 9; k++)
				if (set >> k & 1)
					covered |= cover[k];
			if (__builtin_popcount(covered) == size)
				log_locked(set, covered, &want);
		}
		cr_assert_eq(got.count, want.count, "trial %d", trial);
		for (int k = 0; k < want.count; k++) {
			cr_assert_eq(got.chosen[k], want.chosen[k], "trial %d set %d", trial, k);
			cr_assert_eq(got.covered[k], want.covered[k], "trial %d set %d", trial, k);
		}
		if (want.count > 1) { /* a true answer stops the walk there */
			struct locked_log stopped = {.stop_at = want.count / 2};
			cr_assert(each_locked_set(pool, size, cover, log_locked, &stopped));
			cr_assert_eq(stopped.count, want.count / 2 + 1);
		}
	}
}

/* ---- places kept from step to step against places listed afresh ---- */

Test(places, forgetting_lost_candidates_gives_the_places_listed_afresh)
{
	srand(777);
	for (int trial = 0; trial < 200; trial++) {
		struct sudoku_pencil p = {0};
		for (int cell = 0; cell < 81; cell++)
			p.cand[cell] = (uint16_t)(rand() & 0x1ff);
		struct places kept, fresh;
		places_fill(&p, &kept);
		for (int round = 0; round < 5; round++) {
			uint16_t old[81];
			memcpy(old, p.cand, sizeof old);
			for (int cell = 0; cell < 81; cell++)
				if (rand() % 4 == 0)
					p.cand[cell] &= (uint16_t)rand(); /* some cells lose some candidates */
			places_forget(&kept, old, &p);
			places_fill(&p, &fresh);
			cr_assert_eq(memcmp(&kept, &fresh, sizeof kept), 0, "trial %d round %d", trial, round);
		}
	}
}

Test(sudoku_logic, hint_levels_grow_from_technique_to_whole_step)
{
	struct sudoku_step step = {.technique = SUDOKU_LOGIC_NAKED_SINGLE, .difficulty = 23,
	                           .placement_count = 1};
	step.placements[0] = (uint16_t)((8 * 9 + 7) * 9 + 8); /* r9c8=9 */
	char text[200];
	sudoku_step_format_hint(&step, 1, text, sizeof text);
	cr_assert_str_eq(text, "naked single");
	sudoku_step_format_hint(&step, 2, text, sizeof text);
	cr_assert_str_eq(text, "naked single at r9c8");
	sudoku_step_format_hint(&step, 3, text, sizeof text);
	cr_assert_str_eq(text, "naked single: r9c8=9");
	/* with a unit in the detail, level 2 names the unit, not the cell */
	step.technique = SUDOKU_LOGIC_HIDDEN_SINGLE_BOX;
	snprintf(step.detail, sizeof step.detail, "in box 9");
	sudoku_step_format_hint(&step, 2, text, sizeof text);
	cr_assert_str_eq(text, "hidden single in box 9");
}

/* ---- serate's three figures: ER, EP (pearl), ED (diamond) ---- */

struct figures {
	int er, ep, ed, steps;
};

/* The figures by their definitions, from the steps as they come. */
static int figures_by_hand(void *user, const struct sudoku_pencil *before,
                           const struct sudoku_step *step)
{
	(void)before;
	struct figures *f = user;
	if (step->difficulty > f->er)
		f->er = step->difficulty;
	if (f->steps++ == 0)
		f->ed = step->difficulty; /* the first step */
	if (!f->ep && step->placement_count > 0)
		f->ep = f->er; /* the hardest up to the first placement, that one included */
	return 0;
}

Test(se_figures, pearl_and_diamond_follow_their_definitions_on_the_sample)
{
	FILE *in = fopen(TEST_DATA_DIR "/logic-sample.txt", "r");
	cr_assert_not_null(in);
	char line[256];
	int puzzles = 0, apart = 0;
	while (fgets(line, sizeof line, in)) {
		struct sudoku_grid puzzle;
		grid_from(&puzzle, line);
		struct figures f = {0};
		struct sudoku_se_rating rating;
		cr_assert_eq(sudoku_logic_rate(&puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, figures_by_hand, &f,
		                               &rating), 0);
		cr_expect_eq(rating.rating, f.er, "%.81s", line);
		cr_expect_eq(rating.pearl, f.ep, "%.81s", line);
		cr_expect_eq(rating.diamond, f.ed, "%.81s", line);
		puzzles++;
		apart += f.ep != f.ed || f.er != f.ep;
	}
	fclose(in);
	cr_assert_gt(puzzles, 80);
	cr_assert_gt(apart, 10, "the sample tells the three figures apart");
}

Test(se_figures, a_single_hole_is_one_full_house_and_a_full_grid_needs_no_step)
{
	const char *solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
	struct sudoku_grid puzzle;
	grid_from(&puzzle, solved);
	struct sudoku_se_rating rating;
	cr_assert_eq(sudoku_logic_rate(&puzzle, 0, NULL, NULL, &rating), 0);
	cr_expect(rating.rating == 0 && rating.pearl == 0 && rating.diamond == 0 && rating.steps == 0);
	puzzle.cell[40] = 0;
	cr_assert_eq(sudoku_logic_rate(&puzzle, 0, NULL, NULL, &rating), 0);
	cr_expect(rating.rating == 10 && rating.pearl == 10 && rating.diamond == 10);
}

/* serate's ER/EP/ED, from tests/data/se-erpd-sample.txt: ED below EP below ER, and others */
Test(se_figures, match_serate_where_the_first_steps_are_no_singles)
{
	static const struct {
		const char *puzzle;
		int er, ep, ed;
	} cases[] = {
		{"..1...5.....2.9......8..3..53..4...........726.........2.1...894...3.............", 45, 34, 26},
		{"........92...6.5...5.72..4.87....6.11.....9.8.......5..4..........612.....3.5....", 36, 26, 26},
		{".2.........678.1.......2.....1..5..4....4....9..32.6.5........8..7....3..6.2.3957", 30, 20, 20},
		{"..............1..2.34....5..............6.73.8.1..4.........1.8.7.63....2........", 66, 15, 15},
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		struct sudoku_grid puzzle;
		grid_from(&puzzle, cases[k].puzzle);
		struct sudoku_se_rating r;
		cr_assert_eq(sudoku_logic_rate(&puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &r), 0);
		cr_expect(r.rating == cases[k].er && r.pearl == cases[k].ep && r.diamond == cases[k].ed,
		          "%s: %d/%d/%d, serate %d/%d/%d", cases[k].puzzle, r.rating, r.pearl, r.diamond,
		          cases[k].er, cases[k].ep, cases[k].ed);
	}
}

/* ---- chains in Eureka notation ---- */

/* The step's one chain from "digit cell link digit cell ...": "6 51 = 6 55 - ..." with cells 0-based. */
static void chain_of(struct sudoku_step *step, const int *spec, int nodes)
{
	memset(step, 0, sizeof *step);
	step->chain_count = 1;
	step->chains[0].node_count = step->node_count = nodes;
	for (int k = 0; k < nodes; k++) {
		step->nodes[k] = (struct sudoku_chain_node){(uint8_t)spec[3 * k], 1, {(uint8_t)spec[3 * k + 1], 0, 0}};
		if (k + 1 < nodes)
			step->links[k] = (uint8_t)spec[3 * k + 2];
	}
}

/* Node k of a chain of the step, and the link after it. */
static const struct sudoku_chain_node *node_at(const struct sudoku_step *step,
                                               const struct sudoku_chain *chain, int k)
{
	return &step->nodes[chain->first + k];
}

static int link_at(const struct sudoku_step *step, const struct sudoku_chain *chain, int k)
{
	return step->links[chain->first + k];
}

#define RC(r, c) (((r) - 1) * 9 + (c) - 1)
#define S SUDOKU_LINK_STRONG
#define W SUDOKU_LINK_WEAK

Test(chain_format, writes_x_chains_xy_chains_and_groups_as_forum_users_do)
{
	char text[256];
	static struct sudoku_step c; /* a step is too big for a test's stack to hold lightly */
	/* the X-chain forum users write "(6)r6c1=r6c5-r2c5=r2c8-r8c8=(6)r8c1" */
	const int x[] = {6, RC(6, 1), S, 6, RC(6, 5), W, 6, RC(2, 5), S,
	                 6, RC(2, 8), W, 6, RC(8, 8), S, 6, RC(8, 1), 0};
	chain_of(&c, x, 6);
	cr_expect_eq(sudoku_chain_format(&c, 0, text, sizeof text), strlen("(6)r6c1=r6c5-r2c5=r2c8-r8c8=(6)r8c1"));
	cr_expect_str_eq(text, "(6)r6c1=r6c5-r2c5=r2c8-r8c8=(6)r8c1");
	/* an XY-chain: each cell's strong link inside one node */
	const int xy[] = {4, RC(1, 2), S, 7, RC(1, 2), W, 7, RC(3, 2), S,
	                  2, RC(3, 2), W, 2, RC(3, 5), S, 4, RC(3, 5), 0};
	chain_of(&c, xy, 6);
	sudoku_chain_format(&c, 0, text, sizeof text);
	cr_expect_str_eq(text, "(4=7)r1c2-(7=2)r3c2-(2=4)r3c5");
	/* an AIC through a cell, then on the new digit's places */
	const int aic[] = {9, RC(4, 1), S, 9, RC(4, 2), W, 9, RC(7, 2), S,
	                   4, RC(7, 2), W, 4, RC(7, 5), S, 4, RC(4, 5), 0};
	chain_of(&c, aic, 6);
	sudoku_chain_format(&c, 0, text, sizeof text);
	cr_expect_str_eq(text, "(9)r4c1=r4c2-(9=4)r7c2-(4)r7c5=(4)r4c5");
	/* groups on a row and on a column; a cut chain ends in "..." */
	chain_of(&c, x, 2);
	c.nodes[0] = (struct sudoku_chain_node){3, 3, {RC(4, 1), RC(4, 2), RC(4, 3)}};
	c.nodes[1] = (struct sudoku_chain_node){3, 2, {RC(5, 6), RC(6, 6), 0}};
	c.chains[0].cut = true;
	sudoku_chain_format(&c, 0, text, sizeof text);
	cr_expect_str_eq(text, "(3)r4c123=(3)r56c6...");
	/* snprintf's contract: the whole length, whatever the room */
	cr_expect_eq(sudoku_chain_format(&c, 0, text, 5), strlen("(3)r4c123=(3)r56c6..."));
	cr_expect_str_eq(text, "(3)r");
}

/*
 * The step's pool: chains follow each other in it, each read from its own
 * first node; a chain that outgrows the pool keeps what fits and is cut,
 * and so is every chain opened after it; the chains themselves run out too.
 */
Test(chain_pool, chains_share_the_pool_and_a_full_pool_cuts)
{
	char text[256];
	static struct sudoku_step step;
	step_start(&step, SUDOKU_LOGIC_NESTED_FORCING, 0);
	cr_assert(chain_open(&step, 0));
	chain_add(&step, RC(6, 1), 6, W);
	chain_add(&step, RC(6, 5), 6, S);
	chain_add(&step, RC(2, 5), 6, W);
	cr_assert(chain_open(&step, 1));
	chain_add(&step, RC(1, 2), 4, W);
	chain_add(&step, RC(1, 2), 7, S);
	chain_add(&step, RC(3, 2), 7, W);
	cr_expect_eq(step.node_count, 6);
	cr_expect(step.chains[1].first == 3 && step.chains[1].node_count == 3 && step.chains[1].depth == 1);
	sudoku_chain_format(&step, 0, text, sizeof text);
	cr_expect_str_eq(text, "(6)r6c1=r6c5-(6)r2c5");
	sudoku_chain_format(&step, 1, text, sizeof text);
	cr_expect_str_eq(text, "(4=7)r1c2-(7)r3c2");

	for (int k = step.node_count; k < SUDOKU_STEP_MAX_NODES + 5; k++)
		chain_add(&step, RC(3, 2), 7, W); /* the second chain runs into the pool's end */
	cr_expect_eq(step.node_count, SUDOKU_STEP_MAX_NODES);
	cr_expect_eq(step.chains[1].node_count, SUDOKU_STEP_MAX_NODES - 3);
	cr_expect(step.chains[1].cut && !step.chains[0].cut);
	size_t len = sudoku_chain_format(&step, 1, NULL, 0);
	char *whole = malloc(len + 1);
	cr_assert_not_null(whole);
	sudoku_chain_format(&step, 1, whole, len + 1);
	cr_expect_eq(strncmp(whole, "(4=7)r1c2-(7)r3c2-", 18), 0, "%.40s", whole);
	cr_expect_str_eq(whole + len - 3, "...");
	free(whole);
	cr_assert(chain_open(&step, 0));
	chain_add(&step, RC(1, 1), 1, W);
	cr_expect(step.chains[2].node_count == 0 && step.chains[2].cut);
	sudoku_chain_format(&step, 2, text, sizeof text);
	cr_expect_str_eq(text, "...");

	while (step.chain_count < SUDOKU_STEP_MAX_CHAINS)
		cr_assert(chain_open(&step, 0));
	cr_expect_not(chain_open(&step, 0), "no room for chain %d", SUDOKU_STEP_MAX_CHAINS + 1);
	cr_expect_eq(step.chain_count, SUDOKU_STEP_MAX_CHAINS);
}

/* Whether two chain nodes of one cell each are one cell, or one digit in cells that see each other. */
static bool related(const struct sudoku_chain_node *a, const struct sudoku_chain_node *b)
{
	int x = a->cells[0], y = b->cells[0];
	bool peers = x / 9 == y / 9 || x % 9 == y % 9 || (x / 27 == y / 27 && x % 9 / 3 == y % 9 / 3);
	return x == y || (a->digit == b->digit && peers);
}

/*
 * The first of the hardest puzzles opens with a nested forcing chain (SE 11.0
 * with serate): two chains from its assumption r1c3=2 to one candidate, true
 * at one end and false at the other.
 */
Test(sudoku_logic, a_nested_step_records_its_two_chains)
{
	struct sudoku_grid puzzle;
	grid_from(&puzzle, "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6");
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	struct sudoku_step step;
	cr_assert_eq(sudoku_logic_next(&pencil, 0, &step), 1);
	cr_assert_eq(step.technique, SUDOKU_LOGIC_NESTED_FORCING);
	cr_assert_eq(step.elimination_count, 1);
	cr_assert_eq(step.eliminations[0], (0 * 9 + 2) * 9 + 2 - 1, "r1c3<>2");
	cr_assert_eq(step.chain_count, 2, "its branch's two paths (the inner chains are not listed)");
	const struct sudoku_chain *a = &step.chains[0], *b = &step.chains[1];
	cr_assert(a->depth == 0 && b->depth == 0 && !a->cut && !b->cut);
	for (int c = 0; c < 2; c++) {
		const struct sudoku_chain *ch = &step.chains[c];
		cr_assert(node_at(&step, ch, 0)->cells[0] == 2 && node_at(&step, ch, 0)->digit == 2,
		          "starts at r1c3=2");
		for (int k = 0; k + 1 < ch->node_count; k++) /* on, then off: a weak link of related nodes */
			if ((k == 0 || link_at(&step, ch, k - 1) == SUDOKU_LINK_STRONG) &&
			    link_at(&step, ch, k) == SUDOKU_LINK_WEAK)
				cr_assert(related(node_at(&step, ch, k), node_at(&step, ch, k + 1)), "chain %d link %d", c, k);
	}
	const struct sudoku_chain_node *ea = node_at(&step, a, a->node_count - 1),
	                               *eb = node_at(&step, b, b->node_count - 1);
	cr_assert(ea->cells[0] == eb->cells[0] && ea->digit == eb->digit, "both end on one candidate");
	cr_assert_neq(link_at(&step, a, a->node_count - 2), link_at(&step, b, b->node_count - 2),
	              "true at one end, false at the other");
}

/* ---- pencil_broken against the rule read cell by cell ---- */

/* Broken: an open cell with no candidate, a digit twice in a unit, or a unit missing a digit. */
static bool broken_by_rule(const struct sudoku_pencil *p)
{
	for (int cell = 0; cell < 81; cell++)
		if (!p->value[cell] && !p->cand[cell])
			return true;
	for (int unit = 0; unit < 27; unit++) {
		for (int d = 1; d <= 9; d++) {
			int placed = 0, somewhere = 0;
			for (int k = 0; k < 9; k++) {
				int cell = logic_unit_cells[unit][k];
				placed += p->value[cell] == d;
				somewhere += p->value[cell] == d || (p->cand[cell] >> (d - 1) & 1);
			}
			if (placed > 1 || somewhere == 0)
				return true;
		}
	}
	return false;
}

Test(pencil, broken_marks_are_found_as_the_rule_says)
{
	srand(4242);
	int broken = 0;
	for (int trial = 0; trial < 3000; trial++) {
		struct sudoku_pencil p = {0};
		for (int cell = 0; cell < 81; cell++) {
			if (rand() % 3 == 0)
				p.value[cell] = (uint8_t)(1 + rand() % 9);
			else
				p.cand[cell] = (uint16_t)(0x1ff & ~(rand() % 64 == 0 ? 0x1ff : 1u << rand() % 9));
		}
		cr_assert_eq(pencil_broken(&p), broken_by_rule(&p), "trial %d", trial);
		broken += broken_by_rule(&p);
	}
	/* a solved grid with one value changed, and the same grid whole */
	struct sudoku_pencil p = {0};
	for (int cell = 0; cell < 81; cell++)
		p.value[cell] = (uint8_t)((cell / 9 * 3 + cell / 27 + cell % 9) % 9 + 1);
	cr_assert(!pencil_broken(&p) && !broken_by_rule(&p));
	p.value[40] = (uint8_t)(p.value[40] % 9 + 1);
	cr_assert(pencil_broken(&p) && broken_by_rule(&p));
	cr_assert(broken > 0 && broken < 3000, "both answers were tried (%d broken)", broken);
}

/* ---- a dynamic branch's saved parents answer as the run did ---- */

Test(potentials, a_loaded_branch_has_the_ancestors_of_the_run)
{
	static const char *puzzles[] = {
		"9..7..1...2..1...7...5..6........56......32..1...5...824..813...1542...6..9.....2",
		"....7.9....2..1.5.....6..8.5.......963.........9....16.5.9.76..3....4...4...8.1.2",
	};
	struct branch *run = calloc(1, sizeof *run), *loaded = calloc(1, sizeof *loaded);
	uint16_t *saved = malloc(BRANCH_SAVED_MAX * sizeof *saved);
	cr_assert(run && loaded && saved);
	int checked = 0;
	for (int k = 0; k < 2; k++) {
		struct sudoku_grid grid;
		grid_from(&grid, puzzles[k]);
		struct sudoku_pencil p;
		cr_assert_eq(sudoku_pencil_from_grid(&p, &grid), 0);
		for (int cand = 0; cand < 729; cand++) {
			if (!(p.cand[CAND_CELL(cand)] & BIT(CAND_DIGIT(cand))))
				continue;
			branch_run(&p, pot_state(cand, true), cand % 2 == 0, run);
			int n = branch_save(run, saved);
			cr_assert(n > 0 && n <= BRANCH_SAVED_MAX);
			memset(loaded, 0xee, sizeof *loaded); /* nothing left over from a run */
			branch_load(loaded, saved, run->on, run->off);
			for (int state = 0; state < POT_STATES; state++) {
				if (!pot_has(state & 1 ? run->on : run->off, state / 2))
					continue;
				cr_assert_eq(branch_ancestors(loaded, state), branch_ancestors(run, state),
				             "puzzle %d cand %d state %d", k, cand, state);
				cr_assert_eq(branch_parent(loaded, state), branch_parent(run, state));
				checked++;
			}
		}
	}
	cr_assert(checked > 1000, "%d states checked", checked);
	free(run);
	free(loaded);
	free(saved);
}

/* ---- SE's size of a nested conclusion, counted by hand ---- */

/* Gives state `s` of b the parents pars[0..n) and inner hint `hint` (-1: none). */
static void hand_state(struct branch *b, int s, const int *pars, int n, int hint)
{
	b->first[s] = b->used;
	b->count[s] = (uint8_t)n;
	for (int k = 0; k < n; k++)
		b->pool[b->used++] = (uint16_t)pars[k];
	b->hint_of[s] = (int16_t)hint;
}

/*
 * Two branches made by hand. Branch 1: A the start; B from A; C from B and
 * A; D from B and C, put off by inner hint h (size 5). Branch 2: G the
 * start; F from G by inner hint k (size 3); E from F by a hint equal to h
 * (same chains, so the same key). The conclusion on D (branch 1) and E
 * (branch 2) has the ancestors {D, C, B, A} and {E, F, G}: 4 + 3, and the
 * distinct inner hints h and k among them: 5 + 3; 15 in all. Either side
 * alone: 4 + 5 = 9, and 3 + 5 + 3 = 11.
 */
Test(potentials, a_conclusion_counts_ancestors_and_distinct_inner_hints)
{
	struct branch *one = calloc(1, sizeof *one), *two = calloc(1, sizeof *two);
	cr_assert(one && two);
	enum { A = 10, B = 21, C = 30, D = 41, E = 50, F = 61, G = 70 };
	one->hint_count = 1;
	one->hints[0] = (struct inner_hint){0x1234, 5};
	hand_state(one, A, NULL, 0, -1);
	hand_state(one, B, (int[]){A}, 1, -1);
	hand_state(one, C, (int[]){B, A}, 2, -1);
	hand_state(one, D, (int[]){B, C}, 2, 0);
	two->hint_count = 2;
	two->hints[0] = (struct inner_hint){0x5678, 3};
	two->hints[1] = (struct inner_hint){0x1234, 5};
	hand_state(two, G, NULL, 0, -1);
	hand_state(two, F, (int[]){G}, 1, 0);
	hand_state(two, E, (int[]){F}, 1, 1);
	const struct branch *both[2] = {one, two};
	cr_assert_eq(branch_size(both, (int[]){D, E}, 2), 15);
	cr_assert_eq(branch_size(both, (int[]){D}, 1), 9);
	cr_assert_eq(branch_size(both + 1, (int[]){E}, 1), 11);
	cr_assert_eq(branch_ancestors(one, D), 4, "the ancestors alone");
	/* without inner hints the size is the ancestors, as at 8.5 and 9.0 */
	one->hint_count = 0;
	cr_assert_eq(branch_size(both, (int[]){D}, 1), 4);
	free(one);
	free(two);
}

/* An inner rule that, once, puts one candidate off from the start with a hint of size 7. */
struct fake_inner {
	int cand, start, calls;
};

static bool fake_rule(struct branch *b, void *ctx)
{
	struct fake_inner *f = ctx;
	if (f->calls++ || pot_has(b->off, f->cand) || !(b->cand[CAND_CELL(f->cand)] & BIT(CAND_DIGIT(f->cand))))
		return false;
	uint16_t start = (uint16_t)f->start;
	int hint = branch_hint(b, 99, 7);
	return branch_off(b, f->cand, &start, 1, hint);
}

/*
 * Easter Monster, r1c2's first candidate on: once the (+) rules are spent,
 * an inner rule puts r9c8's last candidate off from the start alone. That
 * state's size is itself and the start (2) plus the hint's 7.
 */
Test(potentials, an_inner_elimination_counts_its_hint_once)
{
	struct sudoku_grid grid;
	grid_from(&grid, "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1");
	struct sudoku_pencil p;
	cr_assert_eq(sudoku_pencil_from_grid(&p, &grid), 0);
	struct branch *b = calloc(1, sizeof *b);
	cr_assert(b);
	int start = pot_state(CAND(1, lowest_digit(p.cand[1])), true), target = -1;
	for (int d = 1; d <= 9; d++)
		if (p.cand[79] & BIT(d))
			target = CAND(79, d);
	cr_assert(target >= 0);
	struct fake_inner f = {target, start, 0};
	b->inner = fake_rule;
	b->inner_ctx = &f;
	branch_run(&p, start, true, b);
	cr_assert(f.calls >= 1, "the (+) rules were spent");
	cr_assert_eq(b->hint_of[pot_state(target, false)], 0, "put off by the inner rule");
	const struct branch *one[1] = {b};
	cr_assert_eq(branch_size(one, (int[]){pot_state(target, false)}, 1), 2 + 7);
	cr_assert_eq(branch_ancestors(b, pot_state(target, false)), 2);
	free(b);
}

/*
 * Level 4's inner rule lists every hint of a dynamic search, one per set
 * of removals, sorted as SE sorts them: the first is the step the search
 * alone takes (the same size, so the same rating, and the same removal),
 * and no two remove the same candidates. On the first marks of a puzzle
 * of the Kaggle set (1.9 on SE's scale: a branch soon breaks them).
 */
Test(sudoku_logic, the_inner_dynamic_hints_start_with_the_search_step)
{
	struct sudoku_grid puzzle;
	grid_from(&puzzle, "....7..3......3.2..562...89....64..1..7.......9..8...59....5.......3791.28.......");
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
	struct sudoku_step *step = malloc(sizeof *step);
	struct dynamic_hint *hints = malloc(POT_STATES * sizeof *hints);
	struct dynamic_work *w = dynamic_work_create();
	cr_assert(step && hints && w);
	cr_assert(find_dynamic_chain(&pencil, false, w, step), "the search takes a step");
	int n = dynamic_hints(&pencil, 0, w, hints);
	cr_assert_gt(n, 1);
	cr_assert_eq(85 + chain_length_bonus(hints[0].size - 2), step->difficulty);
	int cand = hints[0].effect / 2, cell = CAND_CELL(cand);
	unsigned removed = hints[0].effect & 1 ? pencil.cand[cell] & ~BIT(CAND_DIGIT(cand)) : BIT(CAND_DIGIT(cand));
	cr_assert_eq(step->elimination_count, bit_count(removed));
	for (int k = 0; k < step->elimination_count; k++)
		cr_assert(CAND_CELL(step->eliminations[k]) == cell &&
		          removed & BIT(CAND_DIGIT(step->eliminations[k])), "the same removals");
	for (int k = 1; k < n; k++) {
		cr_assert_geq(hints[k].size, hints[k - 1].size, "sorted by size");
		cr_assert_neq(hints[k].effect, hints[k - 1].effect);
	}
	dynamic_work_destroy(w);
	free(hints);
	free(step);
}

/* ---- the per-step helpers against answers worked out here ---- */

/* The k-th cell of unit u (rows 0-8, columns 9-17, boxes 18-26), by arithmetic. */
static int cell_of_unit(int u, int k)
{
	if (u < 9)
		return u * 9 + k;
	if (u < 18)
		return k * 9 + u - 9;
	int b = u - 18;
	return (b / 3 * 3 + k / 3) * 9 + b % 3 * 3 + k % 3;
}

static bool see_by_geometry(int a, int b)
{
	int ra = a / 9, ca = a % 9, rb = b / 9, cb = b % 9;
	return a != b && (ra == rb || ca == cb || (ra / 3 == rb / 3 && ca / 3 == cb / 3));
}

Test(sudoku_logic, marks_of_a_grid_are_the_digits_no_peer_holds)
{
	srand(2718);
	int clashes = 0;
	for (int trial = 0; trial < 3000; trial++) {
		struct sudoku_grid puzzle;
		sudoku_grid_clear(&puzzle, 9);
		for (int givens = rand() % 40; givens > 0; givens--)
			puzzle.cell[rand() % 81] = (uint8_t)(1 + rand() % 9);
		bool clash = false;
		for (int a = 0; a < 81; a++)
			for (int b = a + 1; b < 81; b++)
				clash |= puzzle.cell[a] && puzzle.cell[a] == puzzle.cell[b] && see_by_geometry(a, b);
		struct sudoku_pencil p;
		int err = sudoku_pencil_from_grid(&p, &puzzle);
		cr_assert_eq(err, clash ? SUDOKU_ECONFLICT : 0, "trial %d", trial);
		clashes += clash;
		if (clash)
			continue;
		for (int cell = 0; cell < 81; cell++) {
			unsigned held = 0;
			for (int other = 0; other < 81; other++)
				if (other != cell && puzzle.cell[other] && see_by_geometry(cell, other))
					held |= 1u << (puzzle.cell[other] - 1);
			cr_assert_eq(p.value[cell], puzzle.cell[cell], "trial %d, cell %d", trial, cell);
			cr_assert_eq(p.given[cell], puzzle.cell[cell] != 0, "trial %d, cell %d", trial, cell);
			cr_assert_eq(p.cand[cell], puzzle.cell[cell] ? 0 : 0x1ffu & ~held, "trial %d, cell %d",
			             trial, cell);
		}
	}
	cr_assert(clashes > 100 && clashes < 2900, "both kinds were tried (%d clashed)", clashes);
}

Test(step_text, unit_names_and_their_cuts_are_printf_s)
{
	static const char *const kinds[3] = {"row", "column", "box"};
	for (int unit = 0; unit < 27; unit++)
		for (size_t len = 0; len <= 12; len++) {
			char mine[16], printed[16];
			memset(mine, 'x', sizeof mine);
			memset(printed, 'x', sizeof printed);
			snprintf(printed, len, "%s %d", kinds[unit / 9], unit % 9 + 1);
			cr_assert_eq(unit_name(unit, mine, len), mine);
			cr_assert(memcmp(mine, printed, sizeof mine) == 0, "unit %d, room %zu", unit, len);
		}
}

Test(step, eliminate_seeing_all_takes_each_candidate_that_sees_every_cell)
{
	srand(2718);
	int taken = 0;
	for (int trial = 0; trial < 2000; trial++) {
		struct sudoku_pencil p = {0};
		for (int cell = 0; cell < 81; cell++)
			p.cand[cell] = (uint16_t)(rand() & 0x1ff);
		int digit = 1 + rand() % 9, count = 1 + rand() % 3, cells[3];
		for (int k = 0; k < count; k++)
			cells[k] = rand() % 81;
		struct sudoku_step step;
		step_start(&step, SUDOKU_LOGIC_XY_WING, 42);
		eliminate_seeing_all(&step, &p, digit, cells, count);
		int n = 0;
		for (int target = 0; target < 81; target++) {
			bool all = (p.cand[target] >> (digit - 1)) & 1;
			for (int k = 0; k < count && all; k++)
				all = see_by_geometry(target, cells[k]);
			if (!all)
				continue;
			cr_assert_lt(n, step.elimination_count, "trial %d: r%dc%d missed", trial,
			             target / 9 + 1, target % 9 + 1);
			cr_assert_eq(step.eliminations[n], target * 9 + digit - 1, "trial %d, elimination %d",
			             trial, n);
			n++;
		}
		cr_assert_eq(step.elimination_count, n, "trial %d: more eliminations than expected", trial);
		taken += n;
	}
	cr_assert_gt(taken, 1000, "the trials eliminated something (%d)", taken);
}

Test(sudoku_logic, a_full_house_is_the_first_unit_left_one_cell_with_one_candidate)
{
	const char *solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
	static const char *const kinds[3] = {"row", "column", "box"};
	srand(1414);
	int found = 0;
	/* one count of empty cells for all trials: each grid fills some cells and empties others */
	struct empties empties;
	empties_init(&empties);
	for (int trial = 0; trial < 2000; trial++) {
		struct sudoku_grid puzzle;
		grid_from(&puzzle, solved);
		for (int holes = 1 + rand() % 30; holes > 0; holes--)
			puzzle.cell[rand() % 81] = 0;
		struct sudoku_pencil p;
		cr_assert_eq(sudoku_pencil_from_grid(&p, &puzzle), 0);
		uint32_t one_empty = 0;
		for (int u = 0; u < 27; u++) {
			int count = 0;
			for (int k = 0; k < 9; k++)
				count += !puzzle.cell[cell_of_unit(u, k)];
			one_empty |= (uint32_t)(count == 1) << u;
		}
		cr_assert_eq(empties_one(&empties, &p), one_empty, "trial %d: the units with one empty cell",
		             trial);
		int unit = 0, empty = -1;
		for (; unit < 27; unit++) {
			int count = 0;
			for (int k = 0; k < 9; k++)
				if (!puzzle.cell[cell_of_unit(unit, k)]) {
					empty = cell_of_unit(unit, k);
					count++;
				}
			if (count == 1 && __builtin_popcount(p.cand[empty]) == 1)
				break;
		}
		struct sudoku_step step;
		bool mine = find_full_house(&p, one_empty, &step);
		cr_assert_eq(mine, unit < 27, "trial %d", trial);
		if (!mine)
			continue;
		found++;
		char detail[32];
		snprintf(detail, sizeof detail, "in %s %d", kinds[unit / 9], unit % 9 + 1);
		cr_assert_str_eq(step.detail, detail, "trial %d", trial);
		cr_assert_eq(step.placement_count, 1);
		cr_assert_eq(step.placements[0], empty * 9 + solved[empty] - '1', "trial %d", trial);
	}
	cr_assert(found > 100 && found < 2000, "both answers were tried (%d found)", found);
}
