/*
 * nested_trace.c - the chains of a nested forcing chain step. The rating
 * propagation (dynamic.c) places a round of singles at once and keeps no
 * reasons; once the step is chosen, its assumption is propagated again
 * here one deduction at a time, each derived state remembering the state
 * it came from (its first parent):
 *
 *   a single placed     the latest candidate of its cell, or of its digit
 *                       in its unit, to go off (a strong link);
 *   a candidate off     the placement that took it (a weak link), or, when
 *                       a locked candidates, pair, X-wing or inner chain
 *                       step took it, the latest state that went off
 *                       before that step.
 *
 * The singles and the simple steps reach the same marks in any order, so
 * each inner step meets the marks the rating's propagation met. The step
 * then holds the path of first parents from the assumption to each side of
 * the clash (as dynamic_chains.c records a contradiction), and after them,
 * one level deeper, the chains of every inner step the propagation took,
 * in order: the facts the outer chains rest on. An X-chain or AIC is shown
 * as the loop from the candidate it removes back to it; a whole lower-rung
 * contradiction (rungs 4-6) as its own two chains and inner steps, traced
 * the same way, one level deeper.
 */
#include "potentials.h"

#include <string.h>

#define TRACE_STEPS 4000 /* a propagation makes at most 729 deductions, each a few tries */

struct trace {
	struct sudoku_pencil q;
	const struct sudoku_pencil *base; /* the marks the assumption was made on */
	int order[POT_STATES];            /* 0: not reached; else when */
	int parent[POT_STATES];           /* first parent, -1 for the assumption */
	int seq;
	int last_off; /* the latest state that went off, -1 for none */
};

static void reach(struct trace *t, int state, int parent)
{
	if (t->order[state])
		return;
	t->order[state] = ++t->seq;
	t->parent[state] = parent;
	if (!(state & 1))
		t->last_off = state;
}

/* Every candidate q lost since `before` (other than a placed digit) goes off, from `parent`. */
static void note_lost(struct trace *t, const uint16_t *before, int parent)
{
	for (int cell = 0; cell < 81; cell++)
		for (unsigned m = before[cell] & ~t->q.cand[cell]; m; m &= m - 1) {
			int digit = lowest_digit(m);
			if (t->q.value[cell] != digit)
				reach(t, pot_state(CAND(cell, digit), false), parent);
		}
}

static void place(struct trace *t, int cell, int digit, int parent)
{
	uint16_t before[81];
	int state = pot_state(CAND(cell, digit), true);
	memcpy(before, t->q.cand, sizeof before);
	reach(t, state, parent);
	pencil_place(&t->q, cell, digit);
	note_lost(t, before, state);
}

/* The latest of the cells' digit `digit` to go off (cells: a unit, or cell alone for all digits). */
static int latest_off(const struct trace *t, const int *cells, int n, int digit, int skip)
{
	int best = -1;
	for (int k = 0; k < n; k++)
		for (int d = 1; d <= 9; d++) {
			int state = pot_state(CAND(cells[k], d), false);
			if ((digit && d != digit) || state == skip || !t->order[state])
				continue;
			if (best < 0 || t->order[state] > t->order[best])
				best = state;
		}
	return best;
}

/*
 * One single placed (1), none (0), or the marks broke (-1): then *clash is a
 * candidate's "on" state, not reached, whose "off" is, and *clash_parent
 * the state that would have put it on.
 */
static int one_single(struct trace *t, int *clash, int *clash_parent)
{
	for (int cell = 0; cell < 81; cell++) {
		if (t->q.value[cell] || bit_count(t->q.cand[cell]) > 1)
			continue;
		int last = latest_off(t, &cell, 1, 0, -1);
		if (!t->q.cand[cell]) { /* empty: its last candidate to go was forced on */
			*clash = last | 1;
			*clash_parent = latest_off(t, &cell, 1, 0, last);
			return -1;
		}
		place(t, cell, lowest_digit(t->q.cand[cell]), last);
		return 1;
	}
	for (int unit = 0; unit < 27; unit++)
		for (int digit = 1; digit <= 9; digit++) {
			int cells[9], n = 0, at = -1;
			for (int k = 0; k < 9; k++)
				cells[k] = logic_unit_cells[unit][k];
			for (int k = 0; k < 9; k++) {
				if (t->q.value[cells[k]] == digit)
					n = 2;
				else if (t->q.cand[cells[k]] & BIT(digit))
					n++, at = cells[k];
			}
			if (n > 1)
				continue;
			int last = latest_off(t, cells, 9, digit, -1);
			if (n == 0) {
				*clash = last | 1;
				*clash_parent = latest_off(t, cells, 9, digit, last);
				return -1;
			}
			place(t, at, digit, last);
			return 1;
		}
	return 0;
}

/* Whether the step's last chain was opened and kept whole. */
static bool last_whole(const struct sudoku_step *step, bool opened)
{
	return opened && !step->chains[step->chain_count - 1].cut;
}

/* The first parents from the assumption to `state`, then `end` if >= 0, as one chain at depth 0. */
static bool record_path(struct sudoku_step *step, const struct trace *t, int state, int end)
{
	int path[POT_STATES + 1], n = 0;
	if (end >= 0)
		path[n++] = end;
	for (int s = state; s >= 0 && n <= POT_STATES; s = t->parent[s])
		path[n++] = s;
	bool opened = chain_open(step, 0);
	while (opened && n-- > 0)
		chain_add(step, CAND_CELL(path[n] / 2), CAND_DIGIT(path[n] / 2),
		          path[n] & 1 ? SUDOKU_LINK_STRONG : SUDOKU_LINK_WEAK);
	return last_whole(step, opened);
}

/* Appends the nodes and links of chain k of `from` to the step's last chain, after `link`. */
static void copy_nodes(struct sudoku_step *step, const struct sudoku_step *from, int k,
                       enum sudoku_link link)
{
	const struct sudoku_chain *c = &from->chains[k];
	for (int j = 0; j < c->node_count; j++)
		chain_add_node(step, &from->nodes[c->first + j], j ? from->links[c->first + j - 1] : link);
}

/*
 * An X-chain or AIC step as the loop that proves its one elimination, its
 * target joined weakly to both ends: "(1)r8c2-r3c2=r3c7-r7c7=r7c3-(1)r8c2".
 */
static bool add_loop(struct sudoku_step *step, const struct sudoku_step *inner, int deeper)
{
	const struct sudoku_chain *aic = &inner->chains[0];
	int cell = CAND_CELL(inner->eliminations[0]), digit = CAND_DIGIT(inner->eliminations[0]);
	bool opened = !aic->cut && chain_open(step, aic->depth + deeper);
	if (opened) {
		chain_add(step, cell, digit, SUDOKU_LINK_WEAK);
		copy_nodes(step, inner, 0, SUDOKU_LINK_WEAK);
		chain_add(step, cell, digit, SUDOKU_LINK_WEAK);
	}
	return last_whole(step, opened);
}

/* Appends copies of the chains of `from`, `deeper` levels deeper; false if they do not fit. */
static bool append_chains(struct sudoku_step *step, const struct sudoku_step *from, int deeper)
{
	for (int k = 0; k < from->chain_count; k++) {
		bool opened = !from->chains[k].cut && chain_open(step, from->chains[k].depth + deeper);
		if (opened)
			copy_nodes(step, from, k, SUDOKU_LINK_WEAK);
		if (!last_whole(step, opened))
			return false;
	}
	return true;
}

/* An inner step's chains, one level deeper: an X-chain or AIC as its loop. */
static bool add_inner(struct sudoku_step *inners, const struct sudoku_step *inner)
{
	bool aic = inner->technique == SUDOKU_LOGIC_X_CHAIN || inner->technique == SUDOKU_LOGIC_AIC;
	if (aic && inner->chain_count == 1 && inner->elimination_count == 1)
		return add_loop(inners, inner, 1);
	return append_chains(inners, inner, 1);
}

/* Runs the assumption to its clash; false if it never broke. */
static bool trace_run(struct trace *t, int start, bool plus, nested_inner_fn *inner, void *ctx,
                      struct sudoku_step *inners, int *clash, int *clash_parent)
{
	uint16_t before[81];
	struct sudoku_step s;
	int cell = CAND_CELL(start / 2), digit = CAND_DIGIT(start / 2);
	if (start & 1) {
		place(t, cell, digit, -1);
	} else {
		reach(t, start, -1);
		t->q.cand[cell] &= (uint16_t)~BIT(digit);
	}
	for (int tries = 0; tries < TRACE_STEPS; tries++) {
		int single = one_single(t, clash, clash_parent);
		if (single < 0)
			return true;
		if (single > 0)
			continue;
		memcpy(before, t->q.cand, sizeof before);
		int from = t->last_off;
		if (plus && plus_step(&t->q)) {
			note_lost(t, before, from);
			continue;
		}
		if (!inner || !inner(&t->q, ctx, &s) || !add_inner(inners, &s))
			return false;
		note_lost(t, before, from);
		for (int c = 0; c < 81; c++) /* an inner placement: from its cell's other candidates */
			if (t->q.value[c] && !t->order[pot_state(CAND(c, t->q.value[c]), true)] &&
			    !t->base->value[c])
				reach(t, pot_state(CAND(c, t->q.value[c]), true), latest_off(t, &c, 1, 0, -1));
	}
	return false;
}

bool nested_trace(const struct sudoku_pencil *p, const struct contradiction *c, bool plus,
                  nested_inner_fn *inner, void *ctx, struct sudoku_step *step)
{
	struct trace t;
	struct sudoku_step inners;
	int start = pot_state(c->cand, c->on), clash = -1, clash_parent = -1;
	memset(t.order, 0, sizeof t.order);
	t.q = *p;
	t.base = p;
	t.seq = 0;
	t.last_off = -1;
	inners.chain_count = inners.node_count = 0;
	step->chain_count = step->node_count = 0;
	bool ok = trace_run(&t, start, plus, inner, ctx, &inners, &clash, &clash_parent) &&
	          clash >= 0 && clash_parent >= 0 && record_path(step, &t, clash_parent, clash) &&
	          record_path(step, &t, clash & ~1, -1) && append_chains(step, &inners, 0);
	if (!ok)
		step->chain_count = step->node_count = 0;
	return ok;
}
