/*
 * singles.c - full house (1.0), hidden single in a box (1.2) or a line
 * (1.5), naked single (2.3), and the check behind SE's "direct" techniques:
 * whether some eliminations leave a hidden single behind.
 */
#include "logic.h"
#include "../../util/bytes8.h"

#include <string.h>

void empties_init(struct empties *e)
{
	memset(e->value_of, 0, sizeof e->value_of);
	memset(e->count, 9, sizeof e->count);
	e->one = 0;
}

/* Cell's value is now `value`: its units gain or lose an empty cell if it was filled or emptied. */
static void empties_move(struct empties *e, int cell, int value)
{
	int by = (value == 0) - (e->value_of[cell] == 0);
	e->value_of[cell] = (uint8_t)value;
	for (int u = 0; by && u < 3; u++) {
		int unit = logic_cell_units[cell][u];
		e->count[unit] = (uint8_t)(e->count[unit] + by);
		e->one = (e->one & ~((uint32_t)1 << unit)) | (uint32_t)(e->count[unit] == 1) << unit;
	}
}

uint32_t empties_one(struct empties *e, const struct sudoku_pencil *p)
{
	for (int first = 0; first < 80; first += 8) { /* eight cells compared at once */
		uint64_t was = bytes8_load(e->value_of + first), now = bytes8_load(p->value + first);
		for (uint64_t diff = was ^ now; diff;) {
			int byte = __builtin_ctzll(diff) / 8;
			diff &= ~(UINT64_C(0xff) << byte * 8);
			empties_move(e, first + byte, p->value[first + byte]);
		}
	}
	if (e->value_of[80] != p->value[80])
		empties_move(e, 80, p->value[80]);
	return e->one;
}

bool find_full_house(const struct sudoku_pencil *p, uint32_t units, struct sudoku_step *step)
{
	for (; units; units &= units - 1) {
		int unit = __builtin_ctz(units), empty = -1;
		for (int k = 0; k < 9 && empty < 0; k++)
			if (p->value[logic_unit_cells[unit][k]] == 0)
				empty = logic_unit_cells[unit][k];
		if (empty < 0 || bit_count(p->cand[empty]) != 1)
			continue;
		step_begin_in(step, SUDOKU_LOGIC_FULL_HOUSE, 10, unit);
		step_place(step, empty, lowest_digit(p->cand[empty]));
		return true;
	}
	return false;
}

/* Places lists (8 at once) whose one bit is set: their lanes all ones, the rest zero. */
typedef uint16_t places8 __attribute__((vector_size(16)));

/*
 * The index of the first of the n places lists at `at` with exactly one
 * place, or -1. The lists are read as bytes of the whole table, so a run
 * may cross from one unit's row into the next.
 */
static int first_single(const unsigned char *at, int n)
{
	int k = 0;
	for (; k + 8 <= n; k += 8) {
		places8 x;
		memcpy(&x, at + k * sizeof(uint16_t), sizeof x);
		places8 one = (places8)((x != 0) & ((x & (x - 1)) == 0));
		uint64_t half[2];
		memcpy(half, &one, sizeof half);
		if (half[0] | half[1]) { /* the lanes in memory order, whatever the byte order */
			for (int lane = 0; lane < 8; lane++)
				if (one[lane])
					return k + lane;
		}
	}
	for (; k < n; k++) {
		uint16_t places;
		memcpy(&places, at + k * sizeof(uint16_t), sizeof places);
		if (bit_count(places) == 1)
			return k;
	}
	return -1;
}

/*
 * The first hidden single in units [first, last), by unit then digit: the
 * places lists in memory order (a unit's slot 0 is always empty), eight
 * tested at once.
 */
static bool hidden_single_in(const struct places *pl, int first, int last,
                             enum sudoku_logic_technique technique, int difficulty,
                             struct sudoku_step *step)
{
	int k = first_single((const unsigned char *)pl->at + first * sizeof pl->at[0],
	                     (last - first) * 10);
	if (k < 0)
		return false;
	int unit = first + k / 10, digit = k % 10;
	int cell = logic_unit_cells[unit][__builtin_ctz(pl->at[unit][digit])];
	step_begin_in(step, technique, difficulty, unit);
	step_place(step, cell, digit);
	return true;
}

bool find_hidden_single(const struct sudoku_pencil *p, const struct places *pl, bool boxes,
                        struct sudoku_step *step)
{
	(void)p; /* the places say it all */
	if (boxes)
		return hidden_single_in(pl, 18, 27, SUDOKU_LOGIC_HIDDEN_SINGLE_BOX, 12, step);
	return hidden_single_in(pl, 0, 18, SUDOKU_LOGIC_HIDDEN_SINGLE_LINE, 15, step);
}

bool find_naked_single(const struct sudoku_pencil *p, struct sudoku_step *step)
{
	for (int cell = 0; cell < 81; cell++)
		if (p->value[cell] == 0 && bit_count(p->cand[cell]) == 1) {
			step_start(step, SUDOKU_LOGIC_NAKED_SINGLE, 23);
			step_place(step, cell, lowest_digit(p->cand[cell]));
			return true;
		}
	return false;
}

/* A hidden single of `digit` in a unit through `cell`, if the marks hold one. */
static int single_through(const struct sudoku_pencil *p, int cell, int digit, int only)
{
	for (int u = 2; u >= 0; u--) { /* box first, as SE prefers it */
		int unit = logic_cell_units[cell][u];
		if (only >= 0 ? unit != only : only == DIRECT_IN_BOX ? unit < 18 : only == DIRECT_IN_LINE ? unit >= 18 : false)
			continue;
		unsigned places = unit_places(p, unit, digit);
		if (bit_count(places) == 1)
			return logic_unit_cells[unit][__builtin_ctz(places)];
	}
	return -1;
}

/*
 * SE's direct techniques count only a hidden single of an eliminated digit
 * in a unit through an eliminated cell (or only in unit `only`, when >= 0):
 * the single the step directly made.
 */
bool add_direct_single(const struct sudoku_pencil *p, int only, struct sudoku_step *step)
{
	struct sudoku_pencil after;
	memcpy(after.value, p->value, sizeof after.value);
	memcpy(after.cand, p->cand, sizeof after.cand);
	for (int k = 0; k < step->elimination_count; k++)
		after.cand[CAND_CELL(step->eliminations[k])] &=
			(uint16_t)~BIT(CAND_DIGIT(step->eliminations[k]));
	for (int k = 0; k < step->elimination_count; k++) {
		int digit = CAND_DIGIT(step->eliminations[k]);
		int cell = single_through(&after, CAND_CELL(step->eliminations[k]), digit, only);
		if (cell >= 0) {
			/* SE's direct steps only place the single: the pattern's other
			 * eliminations are left for later steps to find */
			step->elimination_count = 0;
			step_place(step, cell, digit);
			return true;
		}
	}
	return false;
}
