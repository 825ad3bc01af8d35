/*
 * ref_ladder.h - a reference logical solver for 9x9 tests, written the slow,
 * plain way: a table of candidates, every rule retried until nothing
 * changes. Eliminations only ever add up, so the state where no rule of a
 * set applies is the same whatever order the rules ran in. The rules come
 * in three rungs; a puzzle's rung is the first whose end state is a full
 * grid. The tests hold the library's logical rater and search effort
 * against it. Static functions: include it in one test file each.
 */
#ifndef REF_LADDER_H
#define REF_LADDER_H

#include "sudoku_logic.h"

#include <stdbool.h>
#include <string.h>

enum ladder_rung {
	LADDER_SINGLES, /* naked and hidden singles */
	LADDER_LOCKED,  /* + locked candidates (pointing, claiming) */
	LADDER_SUBSETS, /* + naked and hidden pairs and triples, X-wing */
	LADDER_STALLS,  /* the rules above stop before the grid is full */
};

struct ref {
	bool cand[81][10]; /* cand[cell][d]: digit d still possible; all false once placed */
	int value[81];
};

/* units[u][i]: the i-th cell of unit u; rows 0-8, columns 9-17, boxes 18-26 */
static int units[27][9];

static void make_units(void)
{
	for (int k = 0; k < 9; k++)
		for (int i = 0; i < 9; i++) {
			units[k][i] = k * 9 + i;
			units[9 + k][i] = i * 9 + k;
			units[18 + k][i] = (k / 3 * 3 + i / 3) * 9 + k % 3 * 3 + i % 3;
		}
}

static bool in(int u, int cell)
{
	for (int i = 0; i < 9; i++)
		if (units[u][i] == cell)
			return true;
	return false;
}

static bool ref_place(struct ref *s, int cell, int d)
{
	s->value[cell] = d;
	for (int e = 1; e <= 9; e++)
		s->cand[cell][e] = false;
	for (int u = 0; u < 27; u++)
		if (in(u, cell))
			for (int i = 0; i < 9; i++)
				s->cand[units[u][i]][d] = false;
	return true;
}

static bool ref_remove(struct ref *s, int cell, int d)
{
	bool was = s->cand[cell][d];
	s->cand[cell][d] = false;
	return was;
}

static int count_cand(const struct ref *s, int cell)
{
	int count = 0;
	for (int d = 1; d <= 9; d++)
		count += s->cand[cell][d];
	return count;
}

static bool ref_singles(struct ref *s)
{
	for (int cell = 0; cell < 81; cell++)
		if (!s->value[cell] && count_cand(s, cell) == 1)
			for (int d = 1; d <= 9; d++)
				if (s->cand[cell][d])
					return ref_place(s, cell, d);
	for (int u = 0; u < 27; u++)
		for (int d = 1; d <= 9; d++) {
			int places = 0, where = -1;
			for (int i = 0; i < 9; i++) {
				if (s->cand[units[u][i]][d]) {
					places++;
					where = units[u][i];
				}
			}
			if (places == 1)
				return ref_place(s, where, d);
		}
	return false;
}

/* If every place for d in unit a is also in unit b, d leaves the rest of b. */
static bool ref_confine(struct ref *s, int a, int b, int d)
{
	int places = 0;
	for (int i = 0; i < 9; i++) {
		int cell = units[a][i];
		if (s->cand[cell][d]) {
			if (!in(b, cell))
				return false;
			places++;
		}
	}
	bool changed = false;
	for (int i = 0; places > 0 && i < 9; i++)
		if (!in(a, units[b][i]))
			changed |= ref_remove(s, units[b][i], d);
	return changed;
}

static bool ref_locked(struct ref *s)
{
	for (int box = 18; box < 27; box++)
		for (int line = 0; line < 18; line++)
			for (int d = 1; d <= 9; d++)
				if (ref_confine(s, box, line, d) || ref_confine(s, line, box, d))
					return true;
	return false;
}

/* Any k cells of a unit whose candidates together are k digits. */
static bool ref_naked(struct ref *s, int k)
{
	for (int u = 0; u < 27; u++)
		for (int mask = 0; mask < 512; mask++) {
			if (__builtin_popcount((unsigned)mask) != k)
				continue;
			bool digits[10] = {false}, empty = true;
			for (int i = 0; i < 9; i++)
				if (mask >> i & 1) {
					empty = empty && !s->value[units[u][i]];
					for (int d = 1; d <= 9; d++)
						digits[d] = digits[d] || s->cand[units[u][i]][d];
				}
			int count = 0;
			for (int d = 1; d <= 9; d++)
				count += digits[d];
			if (!empty || count != k)
				continue;
			bool changed = false;
			for (int i = 0; i < 9; i++)
				for (int d = 1; !(mask >> i & 1) && d <= 9; d++)
					if (digits[d])
						changed |= ref_remove(s, units[u][i], d);
			if (changed)
				return true;
		}
	return false;
}

/* Any k digits missing from a unit that fit only in the same k cells. */
static bool ref_hidden(struct ref *s, int k)
{
	for (int u = 0; u < 27; u++)
		for (int mask = 0; mask < 1024; mask += 2) {
			if (__builtin_popcount((unsigned)mask) != k)
				continue;
			bool cells[9] = {false}, missing = true;
			for (int d = 1; d <= 9; d++)
				if (mask >> d & 1)
					for (int i = 0; i < 9; i++) {
						missing = missing && s->value[units[u][i]] != d;
						cells[i] = cells[i] || s->cand[units[u][i]][d];
					}
			int count = 0;
			for (int i = 0; i < 9; i++)
				count += cells[i];
			if (!missing || count != k)
				continue;
			bool changed = false;
			for (int i = 0; i < 9; i++)
				for (int d = 1; cells[i] && d <= 9; d++)
					if (!(mask >> d & 1))
						changed |= ref_remove(s, units[u][i], d);
			if (changed)
				return true;
		}
	return false;
}

static bool holds(const struct ref *s, int u, int d)
{
	for (int i = 0; i < 9; i++)
		if (s->value[units[u][i]] == d)
			return true;
	return false;
}

/*
 * Two lines (rows, base 0, or columns, base 9) still missing d and holding
 * it only in the same two crossing lines.
 */
static bool ref_x_wing(struct ref *s, int base)
{
	int cross = base == 0 ? 9 : 0;
	for (int d = 1; d <= 9; d++)
		for (int a = 0; a < 9; a++)
			for (int b = a + 1; b < 9; b++)
				for (int p = 0; p < 9; p++)
					for (int q = p + 1; q < 9; q++) {
						bool fits = !holds(s, base + a, d) && !holds(s, base + b, d);
						for (int i = 0; i < 9; i++)
							if (i != p && i != q)
								fits = fits && !s->cand[units[base + a][i]][d] &&
								       !s->cand[units[base + b][i]][d];
						if (!fits)
							continue;
						bool changed = false;
						for (int j = 0; j < 9; j++)
							if (j != a && j != b) {
								/* both removals must happen: no short circuit */
								changed |= ref_remove(s, units[cross + p][j], d);
								changed |= ref_remove(s, units[cross + q][j], d);
							}
						if (changed)
							return true;
					}
	return false;
}

/* Runs the rules of the rungs up to `rung` until none applies. Returns the empty cells left. */
static int ref_solve(struct ref *s, const struct sudoku_grid *puzzle, enum ladder_rung rung)
{
	make_units();
	memset(s, 0, sizeof *s);
	for (int cell = 0; cell < 81; cell++)
		for (int d = 1; d <= 9; d++)
			s->cand[cell][d] = true;
	for (int cell = 0; cell < 81; cell++)
		if (puzzle->cell[cell])
			ref_place(s, cell, puzzle->cell[cell]);
	for (;;) {
		if (ref_singles(s))
			continue;
		if (rung >= LADDER_LOCKED && ref_locked(s))
			continue;
		if (rung >= LADDER_SUBSETS &&
		    (ref_naked(s, 2) || ref_hidden(s, 2) || ref_naked(s, 3) || ref_hidden(s, 3) ||
		     ref_x_wing(s, 0) || ref_x_wing(s, 9)))
			continue;
		break;
	}
	int empty = 0;
	for (int cell = 0; cell < 81; cell++)
		empty += s->value[cell] == 0;
	return empty;
}

/* The lowest rung whose rules fill the whole grid, or LADDER_STALLS. */
static inline enum ladder_rung ref_rung(const struct sudoku_grid *puzzle)
{
	struct ref s;
	for (int rung = LADDER_SINGLES; rung < LADDER_STALLS; rung++)
		if (ref_solve(&s, puzzle, (enum ladder_rung)rung) == 0)
			return (enum ladder_rung)rung;
	return LADDER_STALLS;
}

/* Whether an SE technique is one of the ladder's rules or a special case of one. */
static inline bool in_ladder(enum sudoku_logic_technique t)
{
	return t <= SUDOKU_LOGIC_HIDDEN_TRIPLE && t != SUDOKU_LOGIC_SWORDFISH;
}

#endif
