/*
 * unavoidable.c - the two-digit unavoidable sets of a full grid (see
 * unavoidable.h).
 *
 * For digits a and b, each unit has one a cell and one b cell; joining
 * those two for every unit splits the 2n cells holding a or b into groups
 * (union-find), and each group closed under the joins is a set whose a and
 * b can be swapped. The group of all 2n cells is left out: it is too large
 * ever to run out of clues while a puzzle stays near minimal.
 */
#include "unavoidable.h"

#include <string.h>

struct groups {
	int16_t parent[SUDOKU_MAX_CELLS];
};

static int root_of(struct groups *g, int cell)
{
	while (g->parent[cell] != cell) {
		g->parent[cell] = g->parent[g->parent[cell]]; /* halve the path */
		cell = g->parent[cell];
	}
	return cell;
}

static void join(struct groups *g, int x, int y)
{
	x = root_of(g, x);
	y = root_of(g, y);
	if (x != y)
		g->parent[x] = (int16_t)y;
}

/* Keeps `set` of `size` cells, or drops the largest kept one for it when full. */
static void keep(struct unavoidable *u, int *sizes, const struct cell_set *set, int size)
{
	int at = u->count;
	if (at == UNAVOIDABLE_MAX) {
		at = 0;
		for (int k = 1; k < u->count; k++)
			if (sizes[k] > sizes[at])
				at = k;
		if (sizes[at] <= size)
			return;
	} else {
		u->count++;
	}
	u->set[at] = *set;
	sizes[at] = size;
}

/* The groups for digits a and b; `where[u][d]` is unit u's cell holding d. */
static void pair_groups(const struct units *units, int n, int16_t (*where)[SUDOKU_MAX_SIZE + 1],
                        int a, int b, struct unavoidable *u, int *sizes)
{
	struct groups g;
	int cells[2 * SUDOKU_MAX_SIZE];
	for (int row = 0; row < n; row++) {
		cells[2 * row] = where[row][a];
		cells[2 * row + 1] = where[row][b];
	}
	for (int k = 0; k < 2 * n; k++)
		g.parent[cells[k]] = (int16_t)cells[k];
	for (int unit = 0; unit < units->unit_count; unit++)
		join(&g, where[unit][a], where[unit][b]);
	for (int k = 0; k < 2 * n; k++) {
		int root = root_of(&g, cells[k]);
		if (root != cells[k])
			continue; /* each group once, from its root */
		struct cell_set set = {{0}};
		int size = 0;
		for (int j = 0; j < 2 * n; j++)
			if (root_of(&g, cells[j]) == root) {
				cell_set_add(&set, cells[j]);
				size++;
			}
		if (size < 2 * n)
			keep(u, sizes, &set, size);
	}
}

void unavoidable_find(const struct units *units, const struct sudoku_grid *full,
                      struct unavoidable *u)
{
	int n = full->size, sizes[UNAVOIDABLE_MAX];
	int16_t where[MAX_UNITS][SUDOKU_MAX_SIZE + 1];
	u->words = (n * n + 63) / 64;
	u->count = 0;
	for (int unit = 0; unit < units->unit_count; unit++)
		for (int k = 0; k < n; k++) {
			int cell = units->unit[unit][k];
			where[unit][full->cell[cell]] = (int16_t)cell;
		}
	for (int a = 1; a <= n; a++)
		for (int b = a + 1; b <= n; b++)
			pair_groups(units, n, where, a, b, u, sizes);
}

bool unavoidable_emptied(const struct unavoidable *u, const struct cell_set *clues)
{
	for (int k = 0; k < u->count; k++) {
		uint64_t left = 0;
		for (int w = 0; w < u->words; w++)
			left |= u->set[k].word[w] & clues->word[w];
		if (!left)
			return true;
	}
	return false;
}
