/*
 * links.c - the breadth-first walk over implications described in links.h.
 */
#include "links.h"

#include <string.h>

struct walk {
	const struct sudoku_pencil *p;
	struct implications *out;
	int16_t queue[STATES];
	int head, tail;
};

static void visit(struct walk *w, int from, int cand, int on)
{
	int state = STATE(cand, on);
	if (w->out->depth[state] >= 0)
		return;
	w->out->depth[state] = (int16_t)(w->out->depth[from] + 1);
	w->out->parent[state] = (int16_t)from;
	w->queue[w->tail++] = (int16_t)state;
}

/* ON: the cell's other candidates and the digit in the peers turn OFF. */
static void follow_on(struct walk *w, int from, int cell, int digit, bool one_digit)
{
	const struct sudoku_pencil *p = w->p;
	if (!one_digit)
		for (int d = 1; d <= 9; d++)
			if (d != digit && (p->cand[cell] & BIT(d)))
				visit(w, from, CAND(cell, d), 0);
	for (int k = 0; k < 20; k++) {
		int peer = logic_peers[cell][k];
		if (p->cand[peer] & BIT(digit))
			visit(w, from, CAND(peer, digit), 0);
	}
}

/* OFF: a cell's last other candidate, a unit's last other place turn ON. */
static void follow_off(struct walk *w, int from, int cell, int digit, bool one_digit)
{
	const struct sudoku_pencil *p = w->p;
	if (!one_digit && bit_count(p->cand[cell]) == 2)
		visit(w, from, CAND(cell, lowest_digit(p->cand[cell] & ~BIT(digit))), 1);
	for (int u = 0; u < 3; u++) {
		int unit = logic_cell_units[cell][u];
		unsigned places = unit_places(p, unit, digit);
		if (bit_count(places) != 2)
			continue;
		for (int k = 0; k < 9; k++)
			if ((places >> k & 1) && logic_unit_cells[unit][k] != cell)
				visit(w, from, CAND(logic_unit_cells[unit][k], digit), 1);
	}
}

void implications_follow(const struct sudoku_pencil *p, int start, bool one_digit, int stop,
                         struct implications *out)
{
	struct walk w = {.p = p, .out = out};
	memset(out->depth, 0xff, sizeof out->depth);
	out->depth[start] = 0;
	out->parent[start] = -1;
	w.queue[w.tail++] = (int16_t)start;
	while (w.head < w.tail) {
		int state = w.queue[w.head++];
		if (state == stop)
			return;
		int cand = state / 2;
		if (state & 1)
			follow_on(&w, state, CAND_CELL(cand), CAND_DIGIT(cand), one_digit);
		else
			follow_off(&w, state, CAND_CELL(cand), CAND_DIGIT(cand), one_digit);
	}
}

void implications_causes(const struct implications *imp, int state, struct sudoku_step *step)
{
	for (int s = state; s >= 0; s = imp->parent[s])
		step_cause(step, CAND_CELL(s / 2), CAND_DIGIT(s / 2));
}
