/*
 * links.c - the link graph and the breadth-first walk over implications
 * described in links.h.
 */
#include "links.h"

#include <string.h>

/* ON: the cell's other candidates, then the digit in the peers, turn OFF. */
static void list_on(const struct sudoku_pencil *p, struct link_graph *g, int cell, int digit)
{
	int cand = CAND(cell, digit), n = 0;
	for (int d = 1; d <= 9; d++)
		if (d != digit && (p->cand[cell] & BIT(d)))
			g->on[cand][n++] = (int16_t)STATE(CAND(cell, d), 0);
	g->on_digit[cand] = (uint8_t)n;
	for (int k = 0; k < 20; k++) {
		int peer = logic_peers[cell][k];
		if (p->cand[peer] & BIT(digit))
			g->on[cand][n++] = (int16_t)STATE(CAND(peer, digit), 0);
	}
	g->on_count[cand] = (uint8_t)n;
}

/* OFF: a cell's last other candidate, then a unit's last other place, turn ON. */
static void list_off(const struct sudoku_pencil *p, struct link_graph *g, int cell, int digit,
                     uint16_t places[27][10])
{
	int cand = CAND(cell, digit), n = 0;
	if (bit_count(p->cand[cell]) == 2)
		g->off[cand][n++] = (int16_t)STATE(CAND(cell, lowest_digit(p->cand[cell] & ~BIT(digit))), 1);
	g->off_digit[cand] = (uint8_t)n;
	for (int u = 0; u < 3; u++) {
		int unit = logic_cell_units[cell][u];
		unsigned where = places[unit][digit];
		if (bit_count(where) != 2)
			continue;
		for (int k = 0; k < 9; k++)
			if ((where >> k & 1) && logic_unit_cells[unit][k] != cell)
				g->off[cand][n++] = (int16_t)STATE(CAND(logic_unit_cells[unit][k], digit), 1);
	}
	g->off_count[cand] = (uint8_t)n;
}

void link_graph_build(const struct sudoku_pencil *p, struct link_graph *g)
{
	uint16_t places[27][10];
	for (int unit = 0; unit < 27; unit++)
		for (int d = 1; d <= 9; d++)
			places[unit][d] = (uint16_t)unit_places(p, unit, d);
	memset(g->on_count, 0, sizeof g->on_count);
	memset(g->off_count, 0, sizeof g->off_count);
	for (int cell = 0; cell < 81; cell++)
		for (unsigned m = p->cand[cell]; m; m &= m - 1) {
			list_on(p, g, cell, lowest_digit(m));
			list_off(p, g, cell, lowest_digit(m), places);
		}
}

void walk_start(struct implications *w, int start)
{
	memset(w->depth, 0xff, sizeof w->depth);
	memset(w->reached, 0, sizeof w->reached);
	w->depth[start] = 0;
	w->parent[start] = -1;
	w->reached[start / 64] |= (uint64_t)1 << (start % 64);
	w->queue[0] = (int16_t)start;
	w->head = 0;
	w->tail = 1;
}

/*
 * Links come in contrapositive pairs (a on => b off gives b on => a off, a
 * off => b on gives b off => a on). So a walk from c on that reaches both s
 * and ~s leads from c on to s and on from s to c off, in depth(s) +
 * depth(~s) links; and on a shortest chain from c on to c off of L links,
 * the state k links in is at depth k and its negation at depth L - k. Each
 * new state is checked against its negation, and the shortest chain is
 * known once the walk has reached depth L/2 (rounded up), not L.
 */
int walk_layer(const struct link_graph *g, bool one_digit, int limit, struct implications *w)
{
	int best = limit;
	if (w->head == w->tail)
		return 0;
	int layer = w->depth[w->queue[w->head]];
	while (w->head < w->tail && w->depth[w->queue[w->head]] == layer) {
		int state = w->queue[w->head++], cand = state / 2;
		const int16_t *next = state & 1 ? g->on[cand] : g->off[cand];
		int from = !one_digit ? 0 : state & 1 ? g->on_digit[cand] : g->off_digit[cand];
		int count = state & 1 ? g->on_count[cand] : g->off_count[cand];
		for (int k = from; k < count; k++) {
			int to = next[k];
			if (w->depth[to] >= 0)
				continue;
			w->depth[to] = (int16_t)(layer + 1);
			w->parent[to] = (int16_t)state;
			w->reached[to / 64] |= (uint64_t)1 << (to % 64);
			w->queue[w->tail++] = (int16_t)to;
			if (w->depth[to ^ 1] >= 0 && layer + 1 + w->depth[to ^ 1] < best)
				best = layer + 1 + w->depth[to ^ 1];
		}
	}
	return best < limit ? best : 0;
}

void implications_follow(const struct link_graph *g, int start, bool one_digit, int stop,
                         struct implications *out)
{
	walk_start(out, start);
	while (out->head < out->tail && (stop < 0 || out->depth[stop] < 0))
		walk_layer(g, one_digit, 0, out);
}

void implications_causes(const struct implications *imp, int state, struct sudoku_step *step)
{
	for (int s = state; s >= 0; s = imp->parent[s])
		step_cause(step, CAND_CELL(s / 2), CAND_DIGIT(s / 2));
}

void chain_work_start(const struct sudoku_pencil *p, struct chain_work *w)
{
	link_graph_build(p, &w->graph);
	int live = 0;
	for (int cand = 0; cand < 729; cand++)
		w->slot[cand] = p->cand[CAND_CELL(cand)] & BIT(CAND_DIGIT(cand)) ? (int16_t)live++ : -1;
	w->walked = false;
}
