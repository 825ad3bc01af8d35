/*
 * singles.c - fill a grid by naked and hidden singles alone (see singles.h).
 *
 * State is one bitmask per unit: the digits already placed in it. A cell's
 * candidates are the digits no unit of the cell holds. A sweep over the
 * cells places every naked single (one candidate); a sweep over the units
 * places every hidden single (a digit with one possible cell), found with
 * the once/twice mask trick: OR-ing each cell's candidates into `once`
 * after OR-ing `once & cand` into `twice` leaves in once & ~twice the
 * digits seen in exactly one cell.
 */
#include "singles.h"

#include <string.h>

struct work {
	int empty;
	uint8_t value[SUDOKU_MAX_CELLS];
	uint64_t used[MAX_UNITS]; /* bit d: digit d placed in the unit */
};

void singles_init(struct singles *t, const struct sudoku_shape *shape)
{
	t->n = shape->size;
	t->all = (((uint64_t)1 << t->n) - 1) << 1;
	units_build(&t->units, shape);
}

static uint64_t candidates(const struct singles *t, const struct work *w, int cell)
{
	uint64_t used = 0;
	for (int k = 0; k < t->units.units_of_count[cell]; k++)
		used |= w->used[t->units.units_of[cell][k]];
	return t->all & ~used;
}

static void put(const struct singles *t, struct work *w, int cell, int digit)
{
	w->value[cell] = (uint8_t)digit;
	w->empty--;
	for (int k = 0; k < t->units.units_of_count[cell]; k++)
		w->used[t->units.units_of[cell][k]] |= (uint64_t)1 << digit;
}

/* Places every naked single. Returns how many, or -1 when a cell has no candidate. */
static int naked_sweep(const struct singles *t, struct work *w)
{
	int placed = 0;
	for (int cell = 0; cell < t->n * t->n; cell++) {
		if (w->value[cell])
			continue;
		uint64_t cand = candidates(t, w, cell);
		if (cand == 0)
			return -1;
		if ((cand & (cand - 1)) == 0) {
			put(t, w, cell, __builtin_ctzll(cand));
			placed++;
		}
	}
	return placed;
}

/* Places the hidden singles of unit u. Returns how many, or -1 when a digit has no place. */
static int hidden_in_unit(const struct singles *t, struct work *w, int u)
{
	uint64_t once = 0, twice = 0;
	const int16_t *cells = t->units.unit[u];
	for (int i = 0; i < t->n; i++) {
		if (w->value[cells[i]])
			continue;
		uint64_t cand = candidates(t, w, cells[i]);
		twice |= once & cand;
		once |= cand;
	}
	uint64_t missing = t->all & ~w->used[u];
	if ((once & missing) != missing)
		return -1;
	int placed = 0;
	for (uint64_t hidden = once & ~twice & missing; hidden; hidden &= hidden - 1) {
		int d = __builtin_ctzll(hidden);
		for (int i = 0; i < t->n; i++) {
			int cell = cells[i];
			if (!w->value[cell] && (candidates(t, w, cell) >> d & 1)) {
				put(t, w, cell, d);
				placed++;
				break;
			}
		}
	}
	return placed;
}

static int hidden_sweep(const struct singles *t, struct work *w)
{
	int placed = 0;
	for (int u = 0; u < t->units.unit_count; u++) {
		int got = hidden_in_unit(t, w, u);
		if (got < 0)
			return -1;
		placed += got;
	}
	return placed;
}

bool singles_solve(const struct singles *t, const struct sudoku_grid *puzzle)
{
	struct work w = {.empty = 0};
	memset(w.used, 0, sizeof w.used[0] * (size_t)t->units.unit_count);
	for (int cell = 0; cell < t->n * t->n; cell++) {
		w.value[cell] = 0;
		w.empty++;
		if (puzzle->cell[cell])
			put(t, &w, cell, puzzle->cell[cell]);
	}
	for (;;) {
		int placed = naked_sweep(t, &w);
		if (placed < 0)
			return false;
		if (placed == 0 && w.empty > 0)
			placed = hidden_sweep(t, &w);
		if (w.empty == 0)
			return true;
		if (placed <= 0)
			return false;
	}
}
