/*
 * unavoidable.c - the two-digit swaps of a full grid (see unavoidable.h).
 *
 * For a pair of digits a < b, every unit holds one a and one b. Joining the
 * two cells of each unit (union-find over the 2n cells involved) splits the
 * cells into parts in which every unit meets both cells or neither, so
 * swapping a and b inside a part breaks no unit: each part is unavoidable.
 * A part has at least two rows, hence four cells; there are at most n / 2
 * parts a pair, which bounds the tables.
 */
#include "unavoidable.h"

#include <stdlib.h>
#include <string.h>

int unavoidable_init(struct unavoidable *u, int size)
{
	int cells = size * size, pairs = size * (size - 1) / 2;
	*u = (struct unavoidable){.cells = cells, .words = (cells + 63) / 64};
	u->capacity = pairs * (size / 2);
	u->bits = malloc((size_t)u->capacity * (size_t)u->words * sizeof *u->bits);
	u->start = malloc(((size_t)cells + 1) * sizeof *u->start);
	/* each pair's parts share out its 2n cells */
	u->member = malloc((size_t)pairs * 2 * (size_t)size * sizeof *u->member);
	if (!u->bits || !u->start || !u->member) {
		unavoidable_finish(u);
		return SUDOKU_ENOMEM;
	}
	return 0;
}

void unavoidable_finish(struct unavoidable *u)
{
	free(u->bits);
	free(u->start);
	free(u->member);
	*u = (struct unavoidable){0};
}

static int root(int16_t *parent, int x)
{
	while (parent[x] != x)
		x = parent[x] = parent[parent[x]];
	return x;
}

/*
 * Adds the parts of the digits whose cell in each unit is a_at[unit] and
 * b_at[unit]. Units 0..n-1 are the rows, so a_at[0..n-1] lists every a.
 */
static void add_swaps(struct unavoidable *u, const struct units *units, int n,
                      const int16_t *a_at, const int16_t *b_at)
{
	int16_t parent[SUDOKU_MAX_CELLS], set_of[SUDOKU_MAX_CELLS];
	for (int r = 0; r < n; r++) {
		parent[a_at[r]] = a_at[r];
		parent[b_at[r]] = b_at[r];
		set_of[a_at[r]] = set_of[b_at[r]] = -1;
	}
	for (int x = 0; x < units->unit_count; x++)
		parent[root(parent, a_at[x])] = (int16_t)root(parent, b_at[x]);
	for (int r = 0; r < 2 * n; r++) {
		int cell = r < n ? a_at[r] : b_at[r - n], top = root(parent, cell);
		if (set_of[top] < 0) {
			set_of[top] = (int16_t)u->count++;
			memset(u->bits + set_of[top] * u->words, 0, (size_t)u->words * sizeof *u->bits);
		}
		u->bits[set_of[top] * u->words + cell / 64] |= (uint64_t)1 << (cell % 64);
	}
}

/* The cells of set k, in order, into `cells`; returns how many. */
static int cells_of(const struct unavoidable *u, int k, int *cells)
{
	int count = 0;
	for (int w = 0; w < u->words; w++)
		for (uint64_t m = u->bits[k * u->words + w]; m; m &= m - 1)
			cells[count++] = w * 64 + __builtin_ctzll(m);
	return count;
}

/* Lists, for each cell, the sets holding it. */
static void index_members(struct unavoidable *u)
{
	int cells[2 * SUDOKU_MAX_SIZE], count;
	memset(u->start, 0, ((size_t)u->cells + 1) * sizeof *u->start);
	for (int k = 0; k < u->count; k++) {
		count = cells_of(u, k, cells);
		for (int i = 0; i < count; i++)
			u->start[cells[i] + 1]++;
	}
	for (int cell = 0; cell < u->cells; cell++)
		u->start[cell + 1] += u->start[cell];
	int32_t next[SUDOKU_MAX_CELLS];
	memcpy(next, u->start, (size_t)u->cells * sizeof *next);
	for (int k = 0; k < u->count; k++) {
		count = cells_of(u, k, cells);
		for (int i = 0; i < count; i++)
			u->member[next[cells[i]]++] = k;
	}
}

void unavoidable_find(struct unavoidable *u, const struct units *units,
                      const struct sudoku_grid *full)
{
	int n = full->size;
	int16_t at[SUDOKU_MAX_SIZE + 1][MAX_UNITS]; /* at[d][x]: the cell of digit d in unit x */
	for (int x = 0; x < units->unit_count; x++)
		for (int i = 0; i < n; i++)
			at[full->cell[units->unit[x][i]]][x] = units->unit[x][i];
	u->count = 0;
	for (int a = 1; a <= n; a++)
		for (int b = a + 1; b <= n; b++)
			add_swaps(u, units, n, at[a], at[b]);
	index_members(u);
}

bool unavoidable_uncovered(const struct unavoidable *u, const uint64_t *clues, const int *cells,
                           int count)
{
	for (int k = 0; k < count; k++)
		for (int32_t j = u->start[cells[k]]; j < u->start[cells[k] + 1]; j++) {
			const uint64_t *set = u->bits + u->member[j] * u->words;
			int w = 0;
			while (w < u->words && !(set[w] & clues[w]))
				w++;
			if (w == u->words)
				return true;
		}
	return false;
}
