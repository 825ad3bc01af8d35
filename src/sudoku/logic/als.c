/*
 * als.c - HoDoKu's almost locked set techniques: ALS-XZ (6.4), ALS-XY-wing
 * (6.5) and ALS chains of four to six sets (6.5).
 *
 * An almost locked set (ALS) is n cells of one unit holding n + 1 digits
 * between them: take one digit away and the rest is locked. Two sets that
 * do not share a cell are joined by a restricted common candidate x when
 * every x of one sees every x of the other: x can be true in one of them at
 * most. A chain A1 -x1- A2 -x2- ... Ak, each link on a digit other than
 * the one before, proves that a digit z of both A1 and Ak (z not x1, not
 * the last link's digit) is true in A1 or in Ak:
 *
 *   were z false in both, A1 would be locked without z, so x1 true in A1,
 *   so false in A2, which then is locked without x1, and so on down the
 *   chain until Ak is locked without its link's digit and without z:
 *   n cells left with n - 1 digits, which cannot be.
 *
 * So z goes from every cell that sees each z of A1 and of Ak. Two sets make
 * an ALS-XZ, three an ALS-XY-wing; the fewest sets are tried first. The
 * search is bounded (ALS_MAX sets listed, fewest cells first; SEARCH_LIMIT
 * links followed for one chain length), so what it finds does not depend on
 * the time it is given.
 */
#include "logic.h"

#include <stdio.h>
#include <stdlib.h>

#define ALS_MAX 512
#define SEARCH_LIMIT 200000

/* A set of cells, bit k of the two words for cell k. */
struct cells {
	uint64_t w[2];
};

static void cells_add(struct cells *s, int cell) { s->w[cell >> 6] |= (uint64_t)1 << (cell & 63); }
static bool cells_has(const struct cells *s, int cell) { return s->w[cell >> 6] >> (cell & 63) & 1; }
static bool cells_meet(const struct cells *a, const struct cells *b)
{
	return (a->w[0] & b->w[0]) || (a->w[1] & b->w[1]);
}
static void cells_keep(struct cells *a, const struct cells *b)
{
	a->w[0] &= b->w[0];
	a->w[1] &= b->w[1];
}

struct als {
	struct cells cells;
	struct cells sees[9]; /* sees[d - 1]: the cells that see every cell of the set holding d */
	uint16_t digits;
	uint8_t count;
	uint8_t list[8];
};

struct als_work {
	int count;
	struct als sets[ALS_MAX];
	uint16_t common[ALS_MAX][ALS_MAX]; /* restricted common candidates of two sets */
	int path[ALS_CHAIN_MAX], digit[ALS_CHAIN_MAX]; /* the chain so far: sets, link digits */
	long visits;
};

enum sudoku_logic_technique als_technique(int sets)
{
	return sets == 2 ? SUDOKU_LOGIC_ALS_XZ : sets == 3 ? SUDOKU_LOGIC_ALS_XY_WING
	                                                   : SUDOKU_LOGIC_ALS_CHAIN;
}

/* The set of cells `chosen` (bit k: the unit's k-th empty cell) as an ALS, its sees[] filled. */
static void als_fill(const struct sudoku_pencil *p, const int *empty, unsigned chosen,
                     struct als *a)
{
	*a = (struct als){0};
	for (int k = 0; k < 9; k++)
		if (chosen >> k & 1) {
			cells_add(&a->cells, empty[k]);
			a->digits |= p->cand[empty[k]];
			a->list[a->count++] = (uint8_t)empty[k];
		}
	for (int d = 1; d <= 9; d++) {
		struct cells *s = &a->sees[d - 1];
		s->w[0] = s->w[1] = ~(uint64_t)0;
		for (int k = 0; k < a->count; k++)
			if (p->cand[a->list[k]] & BIT(d)) {
				struct cells peers = {{0, 0}};
				for (int j = 0; j < 20; j++)
					cells_add(&peers, logic_peers[a->list[k]][j]);
				cells_keep(s, &peers);
			}
	}
}

static bool listed(const struct als_work *w, const struct cells *cells)
{
	for (int k = 0; k < w->count; k++)
		if (w->sets[k].cells.w[0] == cells->w[0] && w->sets[k].cells.w[1] == cells->w[1])
			return true;
	return false;
}

/* Every ALS of `size` cells in the unit, not listed yet (a box's line is a row's too). */
static void list_unit(const struct sudoku_pencil *p, int unit, int size, struct als_work *w)
{
	int empty[9], n = 0;
	for (int k = 0; k < 9; k++)
		if (!p->value[logic_unit_cells[unit][k]])
			empty[n++] = logic_unit_cells[unit][k];
	for (unsigned chosen = 1; chosen < 1u << n && w->count < ALS_MAX; chosen++) {
		if (bit_count(chosen) != size)
			continue;
		unsigned digits = 0;
		for (int k = 0; k < n; k++)
			if (chosen >> k & 1)
				digits |= p->cand[empty[k]];
		if (bit_count(digits) != size + 1)
			continue;
		als_fill(p, empty, chosen, &w->sets[w->count]);
		if (!listed(w, &w->sets[w->count].cells))
			w->count++;
	}
}

/* The digits joining a and b: in both, and every one in b sees every one in a. */
static uint16_t restricted_common(const struct sudoku_pencil *p, const struct als *a,
                                  const struct als *b)
{
	if (cells_meet(&a->cells, &b->cells))
		return 0;
	uint16_t common = 0, both = a->digits & b->digits;
	for (int d = 1; d <= 9; d++) {
		bool all = both & BIT(d);
		for (int k = 0; k < b->count && all; k++)
			all = !(p->cand[b->list[k]] & BIT(d)) || cells_has(&a->sees[d - 1], b->list[k]);
		if (all)
			common |= BIT(d);
	}
	return common;
}

/* Lists the sets, fewest cells first (so a full list keeps the small ones), and their links. */
static void als_list(const struct sudoku_pencil *p, struct als_work *w)
{
	w->count = 0;
	for (int size = 1; size <= 8; size++)
		for (int unit = 0; unit < 27; unit++)
			list_unit(p, unit, size, w);
	for (int i = 0; i < w->count; i++) {
		w->common[i][i] = 0;
		for (int j = i + 1; j < w->count; j++)
			w->common[i][j] = w->common[j][i] = restricted_common(p, &w->sets[i], &w->sets[j]);
	}
}

/* What a chain of `sets` sets ending in set `last` removes on digit z: into step. */
static void eliminate_z(const struct sudoku_pencil *p, const struct als *first,
                        const struct als *last, int z, struct sudoku_step *step)
{
	struct cells target = first->sees[z - 1];
	cells_keep(&target, &last->sees[z - 1]);
	for (int cell = 0; cell < 81; cell++)
		if (cells_has(&target, cell))
			step_eliminate(step, p, cell, z);
}

/* Appends to the step's text, like snprintf; a full text stays cut. */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void put(struct sudoku_step *step, size_t *used, const char *fmt, ...)
{
	size_t room = sizeof step->detail;
	if (*used >= room)
		return;
	va_list args;
	va_start(args, fmt);
	int n = vsnprintf(step->detail + *used, room - *used, fmt, args);
	va_end(args);
	*used += n > 0 ? (size_t)n : 0;
}

/* "A=r1c2 r1c5 {123}, B=r3c1 {45}, X=4, Z=6": the sets, the links' digits, z. */
static void describe(const struct als_work *w, int sets, int z, struct sudoku_step *step)
{
	size_t used = 0;
	for (int k = 0; k < sets; k++) {
		const struct als *a = &w->sets[w->path[k]];
		put(step, &used, "%s%c=", k ? ", " : "", 'A' + k);
		for (int c = 0; c < a->count; c++)
			put(step, &used, "%sr%dc%d", c ? " " : "", a->list[c] / 9 + 1, a->list[c] % 9 + 1);
		put(step, &used, " {");
		for (int d = 1; d <= 9; d++)
			if (a->digits & BIT(d))
				put(step, &used, "%d", d);
		put(step, &used, "}");
	}
	put(step, &used, ", X=");
	for (int k = 0; k + 1 < sets; k++)
		put(step, &used, "%s%d", k ? "," : "", w->digit[k]);
	put(step, &used, ", Z=%d", z);
}

/* The step of the chain w->path of `sets` sets, on a z that removes something; else false. */
static bool try_chain(const struct sudoku_pencil *p, struct als_work *w, int sets,
                      struct sudoku_step *step)
{
	const struct als *first = &w->sets[w->path[0]], *last = &w->sets[w->path[sets - 1]];
	unsigned zs = first->digits & last->digits & ~BIT(w->digit[0]) & ~BIT(w->digit[sets - 2]);
	for (int z = 1; z <= 9; z++) {
		if (!(zs & BIT(z)))
			continue;
		step_start(step, als_technique(sets), sets == 2 ? 64 : 65);
		eliminate_z(p, first, last, z, step);
		if (!step_changes(step))
			continue;
		for (int k = 0; k < sets; k++) {
			const struct als *a = &w->sets[w->path[k]];
			for (int c = 0; c < a->count; c++)
				for (int d = 1; d <= 9; d++)
					if (p->cand[a->list[c]] & BIT(d))
						step_cause(step, a->list[c], d);
		}
		describe(w, sets, z, step);
		return true;
	}
	return false;
}

/* Whether set j shares a cell with a set of the chain's first `depth`. */
static bool overlaps(const struct als_work *w, int depth, int j)
{
	for (int k = 0; k < depth; k++)
		if (w->path[k] == j || cells_meet(&w->sets[w->path[k]].cells, &w->sets[j].cells))
			return true;
	return false;
}

/* Extends the chain of `depth` sets to `sets`, each link on a digit other than the last. */
static bool extend(const struct sudoku_pencil *p, struct als_work *w, int depth, int sets,
                   struct sudoku_step *step)
{
	if (depth >= sets || depth >= ALS_CHAIN_MAX)
		return try_chain(p, w, sets, step);
	int from = w->path[depth - 1];
	for (int j = 0; j < w->count && w->visits < SEARCH_LIMIT; j++) {
		unsigned links = w->common[from][j];
		if (depth >= 2)
			links &= ~BIT(w->digit[depth - 2]);
		/* an ALS-XZ is found from either end alike: once, from the lower */
		if (!links || (sets == 2 && j < from) || overlaps(w, depth, j))
			continue;
		w->visits++;
		w->path[depth] = j;
		for (int x = 1; x <= 9; x++) {
			if (!(links & BIT(x)))
				continue;
			w->digit[depth - 1] = x;
			if (extend(p, w, depth + 1, sets, step))
				return true;
		}
	}
	return false;
}

struct als_work *als_work_create(void) { return malloc(sizeof(struct als_work)); }

void als_work_destroy(struct als_work *w) { free(w); }

bool find_als_chain(const struct sudoku_pencil *p, int min_sets, int max_sets,
                    struct als_work *w, struct sudoku_step *step)
{
	als_list(p, w);
	bool found = false;
	for (int sets = min_sets; sets <= max_sets && !found; sets++) {
		w->visits = 0;
		for (int i = 0; i < w->count && !found; i++) {
			w->path[0] = i;
			found = extend(p, w, 1, sets, step);
		}
	}
	return found;
}
