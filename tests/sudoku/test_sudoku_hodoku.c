/*
 * test_sudoku_hodoku.c - HoDoKu's techniques beyond SE's ladder: finned and
 * sashimi fish, empty rectangle, unique rectangles 5 and 6, ALS-XZ,
 * ALS-XY-wing and ALS chains. Each is found on a puzzle that needs it (made
 * by `sudoku generate --technique NAME` and kept), every step of it is
 * replayed against the engine's solution, and its shape is checked here
 * from the technique's definition, on the marks it was found on. Type 6 is
 * checked against HoDoKu's own examples and their recorded eliminations.
 */
#include "sudoku.h"
#include "sudoku_logic.h"
#include "puzzle_helpers.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BIT(d) (1u << ((d) - 1))

static int row(int cell) { return cell / 9; }
static int col(int cell) { return cell % 9; }
static int box(int cell) { return cell / 27 * 3 + cell % 9 / 3; }
static bool see(int a, int b)
{
	return a != b && (row(a) == row(b) || col(a) == col(b) || box(a) == box(b));
}
/* The line of a cell: its row, or its column when !by_rows. */
static int line_of(int cell, bool by_rows) { return by_rows ? row(cell) : col(cell); }

/* ---- the shapes, from the definitions ---- */

/*
 * A finned fish of `size` on the digit: the causes are every candidate of
 * `size` base lines; some `size` cover lines hold them all but the fins,
 * which lie in one box; each elimination is in a cover line, in that box,
 * outside the base; sashimi when a base line keeps one body cell.
 */
static bool fish_fits(const struct sudoku_pencil *p, const struct sudoku_step *s, int d,
                      bool by_rows, int size, bool sashimi)
{
	unsigned base = 0;
	for (int k = 0; k < s->cause_count; k++)
		base |= 1u << line_of(s->causes[k] / 9, by_rows);
	if (__builtin_popcount(base) != size)
		return false;
	int causes = 0;
	for (int cell = 0; cell < 81; cell++)
		causes += (base >> line_of(cell, by_rows) & 1) && (p->cand[cell] & BIT(d));
	if (causes != s->cause_count)
		return false;
	for (unsigned cover = 0; cover < 512; cover++) {
		if (__builtin_popcount(cover) != size)
			continue;
		int fin_box = -1, body[9] = {0};
		bool fits = true;
		for (int k = 0; k < s->cause_count; k++) {
			int cell = s->causes[k] / 9;
			if (cover >> line_of(cell, !by_rows) & 1)
				body[line_of(cell, by_rows)]++;
			else if (fin_box >= 0 && box(cell) != fin_box)
				fits = false;
			else
				fin_box = box(cell);
		}
		int fewest = 9;
		for (int line = 0; line < 9; line++)
			if (base >> line & 1)
				fewest = body[line] < fewest ? body[line] : fewest;
		for (int k = 0; k < s->elimination_count && fits; k++) {
			int cell = s->eliminations[k] / 9;
			fits = box(cell) == fin_box && (cover >> line_of(cell, !by_rows) & 1) &&
			       !(base >> line_of(cell, by_rows) & 1);
		}
		if (fits && fin_box >= 0 && fewest >= 1 && (fewest < 2) == sashimi)
			return true;
	}
	return false;
}

static bool fish_shape(const struct sudoku_pencil *p, const struct sudoku_step *s, int size,
                       bool sashimi)
{
	int d = s->eliminations[0] % 9 + 1;
	for (int k = 0; k < s->cause_count; k++)
		if (s->causes[k] % 9 + 1 != d)
			return false;
	return fish_fits(p, s, d, true, size, sashimi) || fish_fits(p, s, d, false, size, sashimi);
}

/* Whether all the cells share a row (or a column, when !by_rows). */
static bool one_line(const uint8_t *cells, int count, int with, bool by_rows)
{
	for (int k = 0; k < count; k++)
		if (line_of(cells[k], by_rows) != line_of(with, by_rows))
			return false;
	return true;
}

/*
 * (d)Q=P-(group)=(group): Q and P the only places of d in a line, the
 * groups in one box B that holds d nowhere else and not on one line, the
 * first group on a line with P (outside B), the target seeing Q and every
 * cell of the second group.
 */
static bool empty_rectangle_shape(const struct sudoku_pencil *p, const struct sudoku_step *s)
{
	if (s->chain_count != 1 || s->chains[0].node_count != 4 || s->elimination_count != 1)
		return false;
	const struct sudoku_chain_node *n = &s->nodes[s->chains[0].first];
	int d = n[0].digit, q = n[0].cells[0], pc = n[1].cells[0], t = s->eliminations[0] / 9;
	bool rows = row(q) == row(pc);
	int places = 0;
	for (int k = 0; k < 9; k++) {
		int cell = rows ? row(q) * 9 + k : k * 9 + col(q);
		places += (p->cand[cell] & BIT(d)) != 0;
	}
	int b = box(n[2].cells[0]), in_groups = 0, in_box = 0;
	unsigned rows_used = 0, cols_used = 0;
	for (int g = 2; g < 4; g++)
		for (int k = 0; k < n[g].cell_count; k++) {
			in_groups++;
			rows_used |= 1u << row(n[g].cells[k]);
			cols_used |= 1u << col(n[g].cells[k]);
			if (box(n[g].cells[k]) != b || n[g].digit != d)
				return false;
		}
	for (int cell = 0; cell < 81; cell++)
		in_box += box(cell) == b && (p->cand[cell] & BIT(d));
	bool seen = see(t, q);
	for (int k = 0; k < n[3].cell_count; k++)
		seen &= see(t, n[3].cells[k]);
	bool line_q = rows ? row(q) == row(pc) : col(q) == col(pc);
	return n[1].digit == d && s->eliminations[0] % 9 + 1 == d && line_q && places == 2 &&
	       box(pc) != b && in_box == in_groups && __builtin_popcount(rows_used) > 1 &&
	       __builtin_popcount(cols_used) > 1 && seen &&
	       (one_line(n[2].cells, n[2].cell_count, pc, true) ||
	        one_line(n[2].cells, n[2].cell_count, pc, false));
}

/* One almost locked set as the step's text gives it: "r1c5 r1c9 {236}". */
struct set {
	int cells[9], count;
	unsigned digits;
};

/* "A=r1c5 r1c9 {236}, B=... , X=6, Z=2" into sets, links and z; the sets' count. */
static int read_sets(const char *text, struct set *sets, int *links, int *z)
{
	int n = 0;
	const char *at = text;
	while ((at = strchr(at, '=')) && at[-1] >= 'A' && at[-1] <= 'F') {
		struct set *s = &sets[n++];
		s->count = 0;
		s->digits = 0;
		at++;
		int r, c, used;
		while (sscanf(at, "r%dc%d%n", &r, &c, &used) == 2) {
			s->cells[s->count++] = (r - 1) * 9 + c - 1;
			at += used;
			at += *at == ' ';
		}
		for (at += *at == '{'; *at >= '1' && *at <= '9'; at++)
			s->digits |= BIT(*at - '0');
	}
	const char *x = strstr(text, "X=");
	for (int k = 0; x && k + 1 < n; k++)
		links[k] = x[2 + 2 * k] - '0';
	const char *zt = strstr(text, "Z=");
	*z = zt ? zt[2] - '0' : 0;
	return n;
}

static bool set_holds(const struct sudoku_pencil *p, const struct set *s)
{
	unsigned digits = 0;
	bool rows = true, cols = true, boxes = true;
	for (int k = 0; k < s->count; k++) {
		digits |= p->cand[s->cells[k]];
		rows &= row(s->cells[k]) == row(s->cells[0]);
		cols &= col(s->cells[k]) == col(s->cells[0]);
		boxes &= box(s->cells[k]) == box(s->cells[0]);
	}
	return (rows || cols || boxes) && digits == s->digits &&
	       __builtin_popcount(digits) == s->count + 1;
}

/* Whether every candidate d of set a sees every one of set b (they share no cell). */
static bool sees_all(const struct sudoku_pencil *p, const struct set *a, const struct set *b, int d)
{
	for (int i = 0; i < a->count; i++)
		for (int j = 0; j < b->count; j++) {
			if (a->cells[i] == b->cells[j])
				return false;
			if ((p->cand[a->cells[i]] & BIT(d)) && (p->cand[b->cells[j]] & BIT(d)) &&
			    !see(a->cells[i], b->cells[j]))
				return false;
		}
	return (a->digits & BIT(d)) && (b->digits & BIT(d));
}

/* Sets each an ALS, joined by restricted common digits that change each link, z removed. */
static bool als_shape(const struct sudoku_pencil *p, const struct sudoku_step *s, int min, int max)
{
	struct set sets[6];
	int links[6] = {0}, z;
	int n = read_sets(s->detail, sets, links, &z);
	if (n < min || n > max || n < 2)
		return false;
	for (int k = 0; k < n; k++)
		if (!set_holds(p, &sets[k]) || (k + 1 < n && !sees_all(p, &sets[k], &sets[k + 1], links[k])) ||
		    (k > 0 && k + 1 < n && links[k] == links[k - 1]))
			return false;
	if (!(sets[0].digits & sets[n - 1].digits & BIT(z)) || z == links[0] || z == links[n - 2])
		return false;
	for (int k = 0; k < s->elimination_count; k++) {
		int t = s->eliminations[k] / 9;
		if (s->eliminations[k] % 9 + 1 != z)
			return false;
		for (int e = 0; e < n; e += n - 1)
			for (int c = 0; c < sets[e].count; c++)
				if ((p->cand[sets[e].cells[c]] & BIT(z)) && !see(t, sets[e].cells[c]))
					return false;
	}
	return true;
}

/* ---- on puzzles ---- */

struct hunt {
	enum sudoku_logic_technique technique;
	struct sudoku_grid solution;
	int found, shaped;
};

static bool shape_of(const struct sudoku_pencil *p, const struct sudoku_step *s)
{
	switch (s->technique) {
	case SUDOKU_LOGIC_EMPTY_RECTANGLE: return empty_rectangle_shape(p, s);
	case SUDOKU_LOGIC_FINNED_X_WING: return fish_shape(p, s, 2, false);
	case SUDOKU_LOGIC_SASHIMI_X_WING: return fish_shape(p, s, 2, true);
	case SUDOKU_LOGIC_FINNED_SWORDFISH: return fish_shape(p, s, 3, false);
	case SUDOKU_LOGIC_SASHIMI_SWORDFISH: return fish_shape(p, s, 3, true);
	case SUDOKU_LOGIC_FINNED_JELLYFISH: return fish_shape(p, s, 4, false);
	case SUDOKU_LOGIC_SASHIMI_JELLYFISH: return fish_shape(p, s, 4, true);
	case SUDOKU_LOGIC_ALS_XZ: return als_shape(p, s, 2, 2);
	case SUDOKU_LOGIC_ALS_XY_WING: return als_shape(p, s, 3, 3);
	case SUDOKU_LOGIC_ALS_CHAIN: return als_shape(p, s, 4, 6);
	default: return true; /* the uniqueness types: checked on HoDoKu's examples below */
	}
}

static int check_step(void *user, const struct sudoku_pencil *before, const struct sudoku_step *step)
{
	struct hunt *h = user;
	for (int k = 0; k < step->elimination_count; k++) {
		int cand = step->eliminations[k];
		cr_expect_neq(h->solution.cell[cand / 9], cand % 9 + 1, "%s removes the answer at r%dc%d",
		              sudoku_logic_technique_name(step->technique), cand / 9 / 9 + 1,
		              cand / 9 % 9 + 1);
	}
	for (int k = 0; k < step->placement_count; k++)
		cr_expect_eq(h->solution.cell[step->placements[k] / 9], step->placements[k] % 9 + 1);
	if (step->technique != h->technique)
		return 0;
	h->found++;
	cr_expect_str_eq(sudoku_step_hodoku_name(step), sudoku_logic_technique_name(h->technique));
	bool shaped = shape_of(before, step);
	/* a fish's kind is told apart: the other kind's shape does not fit it */
	int fish = (int)step->technique - SUDOKU_LOGIC_FINNED_X_WING;
	if (fish >= 0 && fish < 6)
		cr_expect(!fish_shape(before, step, 2 + fish / 2, fish % 2 == 0), "%s", step->detail);
	h->shaped += shaped;
	cr_expect(shaped, "not the shape of %s: %s", sudoku_logic_technique_name(step->technique),
	          step->detail);
	return 0;
}

/* Made by `sudoku generate --technique NAME --seed 1`: the puzzle's hardest step is NAME. */
static const struct {
	enum sudoku_logic_technique technique;
	const char *puzzle;
} needs[] = {
	{SUDOKU_LOGIC_EMPTY_RECTANGLE, "..1.3..84.3............52.952..1.............16..83..........58.54..2.97.1.9..3.."},
	{SUDOKU_LOGIC_FINNED_X_WING, "1...6...4..5...92......4.7..8..3...1...9...4....4...89.....23....1..6...52.7....."},
	{SUDOKU_LOGIC_SASHIMI_X_WING, "..1.3..84.3............52.952..1.............16..83..........58.54..2.97.1.9..3.."},
	{SUDOKU_LOGIC_FINNED_SWORDFISH, "....4.5.3..3.85..29...6..8.479..........9.1...6...2...2....18..7..........1.3.4.."},
	{SUDOKU_LOGIC_SASHIMI_SWORDFISH, "5.6.......9.5.2..3.....4...62....985.....8.........17.......71..7.9..5.2.84......"},
	{SUDOKU_LOGIC_FINNED_JELLYFISH, "..79.2..3.......1.5..4...8.8....5...9...4.7........9......31.7...6.5.....3.7..52."},
	{SUDOKU_LOGIC_SASHIMI_JELLYFISH, "..79.2..3.......1.5..4...8.8....5...9...4.7........9......31.7...6.5.....3.7..52."},
	{SUDOKU_LOGIC_ALS_XZ, ".....148..3..48......27..1..48.1.9..7........6.......841..8.67...679.....8..5...."},
	{SUDOKU_LOGIC_ALS_XY_WING, ".....148..3..48......27..1..48.1.9..7........6.......841..8.67...679.....8..5...."},
	{SUDOKU_LOGIC_ALS_CHAIN, ".....148..3..48......27..1..48.1.9..7........6.......841..8.67...679.....8..5...."},
	{SUDOKU_LOGIC_UNIQUE_RECTANGLE_6, "47....1.3.........18.....6......8.4..2.34...5..76.5....6.712.5...1..3......9....6"},
};

Test(hodoku, each_technique_is_found_right_and_of_its_shape)
{
	for (size_t k = 0; k < sizeof needs / sizeof needs[0]; k++) {
		struct sudoku_grid puzzle;
		struct hunt h = {.technique = needs[k].technique};
		grid_from(&puzzle, needs[k].puzzle);
		engine_solution(&puzzle, &h.solution);
		struct sudoku_pencil pencil;
		cr_assert_eq(sudoku_pencil_from_grid(&pencil, &puzzle), 0);
		struct sudoku_se_rating rating;
		sudoku_technique_mask allowed = SUDOKU_LOGIC_SE_TECHNIQUES | (sudoku_technique_mask)1 << h.technique;
		cr_assert_eq(sudoku_logic_rate_allowed(&pencil, SUDOKU_LOGIC_ASSUME_UNIQUE, allowed,
		                                       check_step, &h, &rating, NULL), 0);
		const char *name = sudoku_logic_technique_name(h.technique);
		cr_expect_gt(h.found, 0, "no %s step in %s", name, needs[k].puzzle);
		cr_expect_eq(h.shaped, h.found, "%s", name);
		cr_expect_eq(rating.uses[h.technique], h.found);
	}
}

/* SE's ladder alone never takes them: the ratings stay SE's. */
Test(hodoku, the_default_ladder_leaves_them_out)
{
	for (size_t k = 0; k < sizeof needs / sizeof needs[0]; k++) {
		struct sudoku_grid puzzle;
		grid_from(&puzzle, needs[k].puzzle);
		struct sudoku_se_rating rating;
		cr_assert_eq(sudoku_logic_rate(&puzzle, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating), 0);
		for (int t = SUDOKU_LOGIC_SE_TECHNIQUE_COUNT; t < SUDOKU_LOGIC_TECHNIQUE_COUNT; t++)
			cr_expect_eq(rating.uses[t], 0);
	}
}

Test(hodoku, names_choose_each_technique_alone)
{
	for (int t = SUDOKU_LOGIC_SE_TECHNIQUE_COUNT; t < SUDOKU_LOGIC_TECHNIQUE_COUNT; t++)
		cr_expect_eq(sudoku_logic_techniques_named(
		                 sudoku_logic_technique_name((enum sudoku_logic_technique)t)),
		             (sudoku_technique_mask)1 << t);
	cr_expect_eq(sudoku_logic_techniques_named("se"), SUDOKU_LOGIC_SE_TECHNIQUES);
	cr_expect_eq(sudoku_logic_techniques_named("finned-x-wing"),
	             (sudoku_technique_mask)1 << SUDOKU_LOGIC_FINNED_X_WING);
}

/* ---- the uniqueness types on marks ---- */

/* The only step of `technique` on the marks, with the uniqueness tests allowed. */
static void only_step(const struct sudoku_pencil *pencil, enum sudoku_logic_technique technique,
                      struct sudoku_step *step)
{
	cr_assert_eq(sudoku_logic_next_allowed(pencil, SUDOKU_LOGIC_ASSUME_UNIQUE,
	                                       (sudoku_technique_mask)1 << technique, step), 1);
	cr_expect_eq(step->technique, technique);
}

static void only_step_text(const char *marks, enum sudoku_logic_technique technique,
                           struct sudoku_step *step)
{
	struct sudoku_pencil pencil;
	cr_assert_eq(sudoku_pencil_parse(&pencil, marks, strlen(marks), NULL), 0);
	only_step(&pencil, technique, step);
}

static bool removes(const struct sudoku_step *step, int r, int c, int d)
{
	for (int k = 0; k < step->elimination_count; k++)
		if (step->eliminations[k] == ((r - 1) * 9 + c - 1) * 9 + d - 1)
			return true;
	return false;
}

/* HoDoKu's two examples of its uniqueness test 6, with the eliminations HoDoKu gives. */
static const struct {
	const char *marks;
	int removed[2][3]; /* row, column, digit */
} type6[] = {
	{"5 4 1 26 3 28 7 68 9  89 39 36 16 7 18 2 4 5  78 27 26 9 4 5 1 68 3 "
	 "47 237 235 25 6 24 8 9 1  49 29 25 125 8 124 3 7 6  6 1 8 3 9 7 4 5 2 "
	 "2 6 7 4 1 9 5 3 8  1 8 9 7 5 3 6 2 4  3 5 4 8 2 6 9 1 7",
	 {{4, 3, 5}, {5, 4, 5}}},
	{"2 3 9 5 4 7 6 1 8  5 7 4 8 6 1 3 9 2  8 1 6 3 2 9 4 5 7 "
	 "7 4 1 9 3 5 28 28 6  9 8 5 6 7 2 1 3 4  36 26 23 4 1 8 5 7 9 "
	 "34 25 8 12 9 6 7 24 135  46 256 27 127 58 3 9 248 15  1 9 237 27 58 4 28 6 35",
	 {{8, 4, 7}, {9, 3, 7}}},
};

Test(hodoku, unique_rectangle_6_as_hodoku_shows_it)
{
	struct sudoku_step *step = malloc(sizeof *step);
	cr_assert_not_null(step);
	for (size_t k = 0; k < sizeof type6 / sizeof type6[0]; k++) {
		only_step_text(type6[k].marks, SUDOKU_LOGIC_UNIQUE_RECTANGLE_6, step);
		cr_expect_eq(step->elimination_count, 2);
		for (int e = 0; e < 2; e++)
			cr_expect(removes(step, type6[k].removed[e][0], type6[k].removed[e][1],
			                  type6[k].removed[e][2]));
	}
	free(step);
}

/*
 * Type 5 on marks made by hand from a solution grid: every cell solved but
 * the rectangle r1c1 r1c4 r2c1 r2c4 ({1,5} on one diagonal, {1,5,6} on the
 * other, where the solution has its 6s) and r1c2 ({3,6}, its answer 3),
 * which sees both corners holding 6: it loses 6, and nothing else goes.
 */
Test(hodoku, unique_rectangle_5_on_a_diagonal)
{
	static const char solution[] = "534678912672195348198342567859761423426853791"
	                               "713924856961537284287419635345286179";
	struct sudoku_pencil pencil;
	memset(&pencil, 0, sizeof pencil);
	for (int cell = 0; cell < 81; cell++)
		pencil.value[cell] = (uint8_t)(solution[cell] - '0');
	const int open[5] = {0, 12, 3, 9, 1};
	const uint16_t marks[5] = {BIT(1) | BIT(5), BIT(1) | BIT(5), BIT(1) | BIT(5) | BIT(6),
	                           BIT(1) | BIT(5) | BIT(6), BIT(3) | BIT(6)};
	for (int k = 0; k < 5; k++) {
		pencil.value[open[k]] = 0;
		pencil.cand[open[k]] = marks[k];
	}
	struct sudoku_step *step = malloc(sizeof *step);
	cr_assert_not_null(step);
	only_step(&pencil, SUDOKU_LOGIC_UNIQUE_RECTANGLE_5, step);
	cr_expect_eq(step->elimination_count, 1);
	cr_expect(removes(step, 1, 2, 6));
	cr_expect_str_eq(sudoku_step_hodoku_name(step), "unique-rectangle-5");
	char text[200];
	sudoku_step_format_named(step, 3, SUDOKU_NAMES_HODOKU, text, sizeof text);
	cr_expect_str_eq(text, "unique rectangle type 5 on 1,5, r1c1 r1c4 r2c1 r2c4 => r1c2<>6");
	/* three corners with the 6: r2c5 ({6,9}, its answer 9) sees all three, r1c2 does not */
	pencil.cand[12] = BIT(1) | BIT(5) | BIT(6);
	pencil.value[13] = 0;
	pencil.cand[13] = BIT(6) | BIT(9);
	only_step(&pencil, SUDOKU_LOGIC_UNIQUE_RECTANGLE_5, step);
	cr_expect_eq(step->elimination_count, 1);
	cr_expect(removes(step, 2, 5, 6));
	free(step);
}
