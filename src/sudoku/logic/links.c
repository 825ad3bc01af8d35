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

/*
 * The walk behind implications_follow and chain_length. With `meet`, each
 * newly reached state s is checked against its negation ~s: reached too, the
 * two make a chain of depth(s) + depth(~s) links (see chain_length). Returns
 * the shortest such chain below `limit`, or 0.
 */
static bool was_reached(const struct implications *out, int state)
{
	return out->reached[state / 64] >> (state % 64) & 1;
}

/*
 * Whether a state was reached is read from the `reached` bits, so depth[]
 * and parent[] need no clearing between walks (a few hundred walks a step):
 * only reached states' entries are ever read.
 */
static int walk(const struct link_graph *g, int start, bool one_digit, int stop, bool meet,
                int limit, struct implications *out)
{
	int16_t queue[STATES];
	int head = 0, tail = 0, best = limit;
	memset(out->reached, 0, sizeof out->reached);
	out->depth[start] = 0;
	out->parent[start] = -1;
	out->reached[start / 64] |= (uint64_t)1 << (start % 64);
	queue[tail++] = (int16_t)start;
	while (head < tail) {
		int state = queue[head++], cand = state / 2, depth = out->depth[state];
		/* depths only grow along the queue: past the cut, nothing is expanded */
		if (state == stop || (meet ? depth >= best / 2 : depth >= limit - 1))
			break;
		const int16_t *next = state & 1 ? g->on[cand] : g->off[cand];
		int from = !one_digit ? 0 : state & 1 ? g->on_digit[cand] : g->off_digit[cand];
		int count = state & 1 ? g->on_count[cand] : g->off_count[cand];
		for (int k = from; k < count; k++) {
			int to = next[k];
			if (was_reached(out, to))
				continue;
			out->depth[to] = (int16_t)(depth + 1);
			out->parent[to] = (int16_t)state;
			out->reached[to / 64] |= (uint64_t)1 << (to % 64);
			queue[tail++] = (int16_t)to;
			if (meet && was_reached(out, to ^ 1) && depth + 1 + out->depth[to ^ 1] < best)
				best = depth + 1 + out->depth[to ^ 1];
		}
	}
	return best < limit ? best : 0;
}

void implications_follow(const struct link_graph *g, int start, bool one_digit, int stop,
                         int limit, struct implications *out)
{
	walk(g, start, one_digit, stop, false, limit, out);
}

/*
 * Links come in contrapositive pairs (a on => b off gives b on => a off, a
 * off => b on gives b off => a on), so a walk from c on that reaches both s
 * and ~s also leads from c on to s and on from s to c off, in depth(s) +
 * depth(~s) links; and on a shortest chain from c on to c off of L links,
 * the state k links in is at depth k and its negation at depth L - k. The
 * shortest chain is then found once the walk has reached depth L/2 (rounded
 * up), not L: the walks are much smaller.
 */
int chain_length(const struct link_graph *g, int cand, bool one_digit, int limit,
                 struct implications *out)
{
	return walk(g, STATE(cand, 1), one_digit, -1, true, limit, out);
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
