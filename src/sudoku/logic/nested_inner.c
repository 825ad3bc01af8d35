/*
 * nested_inner.c - the inner rule of SE's nested forcing chains at levels 2
 * and 3 (9.5 and 10.0): once a branch's (+) rules are spent, SE 1.2.1 runs
 * its forcing chains and cycles (6.5-7.0) on the branch's marks, and at
 * level 3, when those find nothing, its static cell and region forcing
 * chains (8.0). Every hint of the first rule that finds any is taken:
 *
 *   - the hints are sorted as SE sorts them (difficulty, then complexity,
 *     then X before Y before XY), and one of two hints that remove the same
 *     candidates is dropped;
 *   - a hint's "rule parents" are the candidates the branch had removed that
 *     the hint needed: for each candidate its chains put on (or, in a cycle,
 *     either way) through a cell or a unit, what the branch took from that
 *     cell, or from that unit's places of the digit;
 *   - a hint without rule parents holds without the branch and is dropped;
 *     the others turn their eliminations off in the branch, with the rule
 *     parents as parents and the hint (its size, SE's complexity) attached.
 *
 * The chains themselves are static: a walk breadth first from one
 * candidate, on or off, over the branch's marks as they stand, each state
 * with one parent. A forcing chain reaches its start's opposite; a cycle
 * returns to its start "on" after four links or more.
 */
#include "potentials.h"

#include <stdlib.h>
#include <string.h>

#define NODES 32768
#define HINTS 2048
#define POOL 65536
#define BY_CELL 27 /* a cause: the cell, else the unit (0-26) a link went through */

struct node {
	uint16_t state;
	int16_t cause; /* -1: the start */
	int parent;    /* -1: the start */
};

struct hint {
	int difficulty, size, sort_key, order;
	int removed, removed_count; /* candidates, in the pool */
	int parents, parent_count;  /* "off" states, in the pool */
	uint64_t key;
};

/* One static walk of SE's multiple forcing chains: every state once, with its depth. */
struct walk {
	struct node nodes[POT_STATES + 1];
	uint8_t depth[POT_STATES + 1];
	int16_t at[POT_STATES]; /* a state's node, -1: not reached */
	uint64_t on[POT_WORDS], off[POT_WORDS];
	int count;
};

struct inner_work {
	struct node nodes[NODES];
	int node_count;
	int on_at[729], off_at[729]; /* a state's node, -1: not reached */
	int queue_on[NODES], queue_off[NODES];
	int path[NODES]; /* a hint's nodes, its target first */
	struct hint hints[HINTS];
	int hint_count;
	uint16_t pool[POOL];
	int pool_used;
	int level;
	struct walk cell_walks[9], unit_walks[9];
};

struct inner_work *inner_work_create(int level)
{
	struct inner_work *w = malloc(sizeof *w);
	if (w) {
		w->level = level;
		for (int k = 0; k < 9; k++) {
			memset(w->cell_walks[k].at, 0xff, sizeof w->cell_walks[k].at);
			memset(w->unit_walks[k].at, 0xff, sizeof w->unit_walks[k].at);
			w->cell_walks[k].count = w->unit_walks[k].count = 0;
		}
		memset(w->on_at, 0xff, sizeof w->on_at);
		memset(w->off_at, 0xff, sizeof w->off_at);
		w->node_count = 0;
	}
	return w;
}

void inner_work_destroy(struct inner_work *w)
{
	free(w);
}

static int add_node(struct inner_work *w, int state, int cause, int parent)
{
	if (w->node_count == NODES)
		return -1;
	w->nodes[w->node_count] = (struct node){(uint16_t)state, (int16_t)cause, parent};
	return w->node_count++;
}

/* What an "on" state turns off: the cell's other digits (with Y links), then the digit's peers. */
static int on_to_off(const struct branch *b, int state, bool y, int *out, int *causes)
{
	int cand = state / 2, cell = CAND_CELL(cand), digit = CAND_DIGIT(cand), n = 0;
	if (y)
		for (unsigned m = b->cand[cell] & ~BIT(digit); m; m &= m - 1) {
			causes[n] = BY_CELL;
			out[n++] = pot_state(CAND(cell, lowest_digit(m)), false);
		}
	/* box, then row and column outside the box: each peer once */
	for (int k = 0; k < 3; k++) {
		int which = pot_unit_order[k], unit = logic_cell_units[cell][which];
		for (unsigned m = b->places[unit][digit - 1] & ~pot_box_in[cell][which]; m; m &= m - 1) {
			causes[n] = unit;
			out[n++] = pot_state(CAND(logic_unit_cells[unit][__builtin_ctz(m)], digit), false);
		}
	}
	return n;
}

/* What an "off" state turns on: a cell's last other digit (Y), a unit's last other place (X). */
static int off_to_on(const struct branch *b, int state, bool y, bool x, int *out, int *causes)
{
	int cand = state / 2, cell = CAND_CELL(cand), digit = CAND_DIGIT(cand), n = 0;
	if (y && bit_count(b->cand[cell]) == 2) {
		causes[n] = BY_CELL;
		out[n++] = pot_state(CAND(cell, lowest_digit(b->cand[cell] & ~BIT(digit))), true);
	}
	for (int k = 0; x && k < 3; k++) {
		int which = pot_unit_order[k], unit = logic_cell_units[cell][which];
		unsigned others = b->places[unit][digit - 1] & ~pot_bit_in[cell][which];
		if (!others || others & (others - 1))
			continue;
		int s = pot_state(CAND(logic_unit_cells[unit][__builtin_ctz(others)], digit), true), j = 0;
		while (j < n && out[j] != s)
			j++;
		if (j == n) {
			causes[n] = unit;
			out[n++] = s;
		}
	}
	return n;
}

/* Forgets the last walk's states: only those it reached, as most walks are short. */
static void reset_reach(struct inner_work *w)
{
	for (int k = 0; k < w->node_count; k++) {
		int cand = w->nodes[k].state / 2;
		w->on_at[cand] = w->off_at[cand] = -1;
	}
	w->node_count = 0;
}

/* Whether `state` is on node k's path of parents (k itself excluded). */
static bool on_path(const struct inner_work *w, int k, int state)
{
	for (k = w->nodes[k].parent; k >= 0; k = w->nodes[k].parent)
		if (w->nodes[k].state == state)
			return true;
	return false;
}

/*
 * The states out[0..n) derived from node `from`: the first to reach `goal`
 * becomes *target; each not yet reached its way (at[], by candidate) gets a
 * node and joins the queue.
 */
static void reach(struct inner_work *w, const int *out, const int *causes, int n, int from, int goal,
                  int *target, int *at, int *queue, int *tail)
{
	for (int i = 0; i < n; i++) {
		int cand = out[i] / 2;
		if (*target < 0 && out[i] == goal)
			*target = add_node(w, out[i], causes[i], from);
		if (at[cand] < 0 && (at[cand] = add_node(w, out[i], causes[i], from)) >= 0)
			queue[(*tail)++] = at[cand];
	}
}

/* A forcing chain from `start` (SE's doForcingChains): the node reaching its opposite, or -1. */
static int forcing_chain(const struct branch *b, struct inner_work *w, int start, bool y)
{
	int out[32], causes[32], target = -1, head_on = 0, tail_on = 0, head_off = 0, tail_off = 0;
	reset_reach(w);
	int root = add_node(w, start, -1, -1);
	if (start & 1) {
		w->on_at[start / 2] = root;
		w->queue_on[tail_on++] = root;
	} else {
		w->off_at[start / 2] = root;
		w->queue_off[tail_off++] = root;
	}
	while (head_on < tail_on || head_off < tail_off) {
		while (head_on < tail_on) {
			int k = w->queue_on[head_on++], n = on_to_off(b, w->nodes[k].state, y, out, causes);
			reach(w, out, causes, n, k, start ^ 1, &target, w->off_at, w->queue_off, &tail_off);
		}
		while (head_off < tail_off) {
			int k = w->queue_off[head_off++], n = off_to_on(b, w->nodes[k].state, y, true, out, causes);
			reach(w, out, causes, n, k, start ^ 1, &target, w->on_at, w->queue_on, &tail_on);
		}
	}
	return target;
}

/* The nodes of the path from node k to the start, k first: their count. */
static int path_of(const struct inner_work *w, int k, int *path)
{
	int n = 0;
	for (; k >= 0; k = w->nodes[k].parent)
		path[n++] = k;
	return n;
}

/* Adds the "off" states the branch took from a node's cell or unit to the pool; the new count. */
static int add_rule_parents(const struct branch *b, struct inner_work *w, const struct node *nd,
                            int first, int n)
{
	int cand = nd->state / 2, cell = CAND_CELL(cand), digit = CAND_DIGIT(cand);
	uint16_t found[9];
	int count = 0;
	if (first + n + 9 > POOL)
		return n;
	if (nd->cause == BY_CELL) {
		for (unsigned m = b->src_cand[cell] & ~b->cand[cell]; m; m &= m - 1)
			found[count++] = (uint16_t)pot_state(CAND(cell, lowest_digit(m)), false);
	} else if (nd->cause >= 0) {
		int unit = nd->cause;
		for (unsigned m = b->src_places[unit][digit - 1] & ~b->places[unit][digit - 1]; m; m &= m - 1)
			found[count++] = (uint16_t)pot_state(CAND(logic_unit_cells[unit][__builtin_ctz(m)], digit), false);
	}
	for (int i = 0; i < count; i++) {
		int j = 0;
		while (j < n && w->pool[first + j] != found[i])
			j++;
		if (j == n && first + n < POOL && n < 255)
			w->pool[first + n++] = found[i];
	}
	return n;
}

static uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ull; }

/*
 * Starts a hint removing removed[0..r), its rule parents to follow in the
 * pool (at most `parents_max`): NULL when the tables are full or it removes
 * nothing.
 */
static struct hint *hint_start(struct inner_work *w, const uint16_t *removed, int r, int parents_max)
{
	if (w->hint_count == HINTS || w->pool_used + r + parents_max > POOL || !r)
		return NULL;
	struct hint *h = &w->hints[w->hint_count];
	h->removed = w->pool_used;
	h->removed_count = r;
	memcpy(w->pool + w->pool_used, removed, (size_t)r * sizeof *removed);
	w->pool_used += r;
	h->parents = w->pool_used;
	return h;
}

/* Ends the hint hint_start began: its parents' count, size, SE's difficulty and key. */
static void hint_finish(struct inner_work *w, struct hint *h, int parents, int size, int base,
                        int sort_key, uint64_t key)
{
	h->parent_count = parents;
	w->pool_used += parents;
	h->size = size;
	h->difficulty = base + chain_length_bonus(size - 2);
	h->sort_key = sort_key;
	h->order = w->hint_count;
	h->key = key;
	w->hint_count++;
}

/*
 * Records a hint whose chain is path[0..n) (the target first): its removed
 * candidates removed[0..r), SE's complexity, and its rule parents, from the
 * "on" nodes (every node but the start for a cycle).
 */
static void add_hint(const struct branch *b, struct inner_work *w, const int *path, int n, bool cycle,
                     int base, int sort_key, const uint16_t *removed, int r)
{
	struct hint *h = hint_start(w, removed, r, 255);
	if (!h)
		return;
	int size = cycle ? n - 1 : n; /* a cycle's end is its start */
	uint64_t key = cycle ? 0x9e3779b97f4a7c15ull : 0xcbf29ce484222325ull;
	int count = 0;
	/* the chain to the target, on states; a cycle's reversed chain adds its off states */
	for (int i = 0; i < n - 1 || (!cycle && i < n); i++) {
		key = mix(key, w->nodes[path[i]].state);
		if (w->nodes[path[i]].state & 1)
			count = add_rule_parents(b, w, &w->nodes[path[i]], h->parents, count);
	}
	for (int i = n - 2; cycle && i >= 0; i--)
		if (!(w->nodes[path[i]].state & 1))
			count = add_rule_parents(b, w, &w->nodes[path[i]], h->parents, count);
	hint_finish(w, h, count, size, base, sort_key, key);
}

/* A cycle's eliminations (SE's createCycleHint): a digit seen by one of its "on" and "off" nodes. */
static int cycle_removed(const struct branch *b, const struct inner_work *w, const int *path, int n,
                         uint16_t *removed)
{
	bool in_cycle[81] = {false};
	uint16_t forw[81] = {0}, back[81] = {0};
	for (int i = 0; i < n - 1; i++)
		in_cycle[CAND_CELL(w->nodes[path[i]].state / 2)] = true;
	for (int i = 0; i < n - 1; i++) {
		int state = w->nodes[path[i]].state, cell = CAND_CELL(state / 2), digit = CAND_DIGIT(state / 2);
		for (int k = 0; k < 20; k++) {
			int c = logic_peers[cell][k];
			if (in_cycle[c] || !(b->cand[c] & BIT(digit)))
				continue;
			if (state & 1)
				forw[c] |= (uint16_t)BIT(digit);
			else
				back[c] |= (uint16_t)BIT(digit);
		}
	}
	int r = 0;
	for (int c = 0; c < 81; c++)
		for (unsigned m = forw[c] & back[c]; m; m &= m - 1)
			removed[r++] = (uint16_t)CAND(c, lowest_digit(m));
	return r;
}

/* SE's doCycles from `start` ("on"): each cycle found becomes a hint. */
static void cycles(const struct branch *b, struct inner_work *w, int start, bool y, bool x, int base,
                   int sort_key)
{
	int out[32], causes[32], head_on = 0, tail_on = 0, head_off = 0, tail_off = 0, length = 0;
	int found[64], found_count = 0;
	reset_reach(w);
	w->on_at[start / 2] = add_node(w, start, -1, -1);
	w->queue_on[tail_on++] = 0;
	while (head_on < tail_on || head_off < tail_off) {
		length++;
		while (head_on < tail_on) {
			int k = w->queue_on[head_on++], n = on_to_off(b, w->nodes[k].state, y, out, causes);
			for (int i = 0; i < n; i++) {
				int node;
				if (on_path(w, k, out[i]) || tail_off == NODES || (node = add_node(w, out[i], causes[i], k)) < 0)
					continue;
				w->queue_off[tail_off++] = node;
			}
		}
		length++;
		while (head_off < tail_off) {
			int k = w->queue_off[head_off++], n = off_to_on(b, w->nodes[k].state, y, x, out, causes);
			for (int i = 0; i < n; i++) {
				int cand = out[i] / 2, node;
				if (length >= 4 && out[i] == start && found_count < 64 &&
				    (node = add_node(w, out[i], causes[i], k)) >= 0)
					found[found_count++] = node;
				if (w->on_at[cand] < 0 && (w->on_at[cand] = add_node(w, out[i], causes[i], k)) >= 0)
					w->queue_on[tail_on++] = w->on_at[cand];
			}
		}
	}
	uint16_t removed[729];
	for (int i = 0; i < found_count; i++) {
		int n = path_of(w, found[i], w->path), r = cycle_removed(b, w, w->path, n, removed);
		add_hint(b, w, w->path, n, true, base, sort_key, removed, r);
	}
}

/* SE's doUnaryChaining for one candidate: its cycles, then its forcing chains. */
static void unary(const struct branch *b, struct inner_work *w, int cand, bool y, bool x)
{
	int cell = CAND_CELL(cand), base = x && y ? 70 : 65, key = x && y ? 4 : y ? 3 : 2;
	if (!x && bit_count(b->cand[cell]) > 2)
		return;
	cycles(b, w, pot_state(cand, true), y, x, base, key);
	if (!x)
		return;
	uint16_t removed[9];
	for (int on = 1; on >= 0; on--) {
		int target = forcing_chain(b, w, pot_state(cand, on), y);
		if (target < 0)
			continue;
		int n = path_of(w, target, w->path), r = 0;
		if (on) {
			removed[r++] = (uint16_t)cand;
		} else {
			for (unsigned m = b->cand[cell] & ~BIT(CAND_DIGIT(cand)); m; m &= m - 1)
				removed[r++] = (uint16_t)CAND(cell, lowest_digit(m));
		}
		add_hint(b, w, w->path, n, false, x && y ? 70 : 66, key, removed, r);
	}
}

static int by_difficulty(const void *a, const void *b)
{
	const struct hint *x = a, *y = b;
	if (x->difficulty != y->difficulty)
		return x->difficulty - y->difficulty;
	if (x->size != y->size)
		return x->size - y->size;
	if (x->sort_key != y->sort_key)
		return x->sort_key - y->sort_key;
	return x->order - y->order;
}

static bool same_removed(const struct inner_work *w, const struct hint *x, const struct hint *y)
{
	return x->removed_count == y->removed_count &&
	       !memcmp(w->pool + x->removed, w->pool + y->removed, (size_t)x->removed_count * sizeof *w->pool);
}

/* The hints found, sorted and without repeats, turned off in b: whether any was. */
static bool apply_hints(struct branch *b, struct inner_work *w)
{
	bool any = false;
	qsort(w->hints, (size_t)w->hint_count, sizeof *w->hints, by_difficulty);
	for (int i = 0; i < w->hint_count; i++) {
		const struct hint *h = &w->hints[i];
		int j = 0;
		while (j < i && !same_removed(w, &w->hints[j], h))
			j++;
		if (j < i || !h->parent_count || !branch_any_on(b, w->pool + h->removed, h->removed_count))
			continue;
		int id = branch_hint(b, h->key, h->size);
		for (int k = 0; k < h->removed_count; k++)
			any |= branch_off(b, w->pool[h->removed + k], w->pool + h->parents, h->parent_count, id);
	}
	return any;
}

/* SE's forcing chains and cycles on the branch's marks: X, then Y, then both. */
static bool chains_rule(struct branch *b, struct inner_work *w)
{
	static const bool ys[3] = {false, true, true}, xs[3] = {true, false, true};
	w->hint_count = 0;
	w->pool_used = 0;
	for (int pass = 0; pass < 3; pass++)
		for (int cell = 0; cell < 81; cell++) {
			if (bit_count(b->cand[cell]) < 2)
				continue;
			for (unsigned m = b->cand[cell]; m; m &= m - 1)
				unary(b, w, CAND(cell, lowest_digit(m)), ys[pass], xs[pass]);
		}
	return apply_hints(b, w);
}


/* SE's static doChaining from `start`: stops at the first state reached both ways. */
static void static_walk(const struct branch *b, struct walk *k, int start)
{
	int out[32], causes[32], queue_on[POT_STATES], queue_off[POT_STATES];
	int head_on = 0, tail_on = 0, head_off = 0, tail_off = 0;
	for (int i = 0; i < k->count; i++)
		k->at[k->nodes[i].state] = -1;
	memset(k->on, 0, sizeof k->on);
	memset(k->off, 0, sizeof k->off);
	k->nodes[0] = (struct node){(uint16_t)start, -1, -1};
	k->depth[0] = 0;
	k->count = 1;
	k->at[start] = 0;
	if (start & 1) {
		k->on[start / 128] |= 1ull << (start / 2 & 63);
		queue_on[tail_on++] = 0;
	} else {
		k->off[start / 128] |= 1ull << (start / 2 & 63);
		queue_off[tail_off++] = 0;
	}
	for (;;) {
		int from, n;
		if (head_on < tail_on) {
			from = queue_on[head_on++];
			n = on_to_off(b, k->nodes[from].state, true, out, causes);
		} else if (head_off < tail_off) {
			from = queue_off[head_off++];
			n = off_to_on(b, k->nodes[from].state, true, true, out, causes);
		} else {
			return;
		}
		for (int i = 0; i < n; i++) {
			int s = out[i];
			if (k->at[s ^ 1] >= 0)
				return; /* a contradiction: SE stops the walk there */
			if (k->at[s] >= 0)
				continue;
			int node = k->count++;
			k->nodes[node] = (struct node){(uint16_t)s, (int16_t)causes[i], from};
			k->depth[node] = (uint8_t)(k->depth[from] < 254 ? k->depth[from] + 1 : 255);
			k->at[s] = (int16_t)node;
			if (s & 1) {
				k->on[s / 128] |= 1ull << (s / 2 & 63);
				queue_on[tail_on++] = node;
			} else {
				k->off[s / 128] |= 1ull << (s / 2 & 63);
				queue_off[tail_off++] = node;
			}
		}
	}
}

/*
 * A cell or region forcing chain: every walk of ws[0..n) reaches `state`.
 * Its rule parents start with what the branch took from the origin (the
 * cell's candidates, or the unit's places of the digit: origin_cause).
 */
static void add_multiple_hint(const struct branch *b, struct inner_work *w, struct walk *const *ws,
                              int n, int state, int origin_state, int origin_cause, int sort_key)
{
	uint16_t removed[9];
	int r = 0, cand = state / 2, cell = CAND_CELL(cand);
	if (state & 1) {
		for (unsigned m = b->cand[cell] & ~BIT(CAND_DIGIT(cand)); m; m &= m - 1)
			removed[r++] = (uint16_t)CAND(cell, lowest_digit(m));
	} else {
		removed[r++] = (uint16_t)cand;
	}
	struct hint *h = hint_start(w, removed, r, 9 * 255);
	if (!h)
		return;
	struct node origin = {(uint16_t)origin_state, (int16_t)origin_cause, -1};
	int count = add_rule_parents(b, w, &origin, h->parents, 0), size = 0;
	uint64_t key = 0x84222325cbf29ce4ull + (uint64_t)sort_key;
	for (int i = 0; i < n; i++) {
		const struct walk *k = ws[i];
		int node = k->at[state];
		size += k->depth[node] + 1;
		for (; node >= 0; node = k->nodes[node].parent) {
			key = mix(key, k->nodes[node].state);
			if (k->nodes[node].state & 1 && k->nodes[node].parent >= 0)
				count = add_rule_parents(b, w, &k->nodes[node], h->parents, count);
		}
	}
	hint_finish(w, h, count, size, 80, sort_key, key);
}

/* The states all walks reach, as hints: "on" states first, in the first walk's order. */
static void common_hints(const struct branch *b, struct inner_work *w, struct walk *const *ws, int n,
                         int origin_state, int origin_cause, int sort_key)
{
	uint64_t on[POT_WORDS], off[POT_WORDS];
	memcpy(on, ws[0]->on, sizeof on);
	memcpy(off, ws[0]->off, sizeof off);
	for (int i = 1; i < n; i++)
		for (int j = 0; j < POT_WORDS; j++) {
			on[j] &= ws[i]->on[j];
			off[j] &= ws[i]->off[j];
		}
	for (int pass = 1; pass >= 0; pass--)
		for (int k = 0; k < ws[0]->count; k++) {
			int s = ws[0]->nodes[k].state;
			if ((s & 1) == pass && pot_has(pass ? on : off, s / 2))
				add_multiple_hint(b, w, ws, n, s, origin_state, origin_cause, sort_key);
		}
}

/* Region forcing chains of digit in the units of `cell` where it is the first place. */
static void region_chains(const struct branch *b, struct inner_work *w, int cell, int digit,
                          struct walk *own)
{
	for (int k = 0; k < 3; k++) {
		int unit = logic_cell_units[cell][pot_unit_order[k]], n = 0;
		unsigned places = b->places[unit][digit - 1];
		if (bit_count(places) < 2 || logic_unit_cells[unit][__builtin_ctz(places)] != cell)
			continue;
		struct walk *ws[9] = {NULL};
		for (unsigned m = places; m; m &= m - 1) {
			int c = logic_unit_cells[unit][__builtin_ctz(m)];
			if (c == cell) {
				ws[n++] = own;
				continue;
			}
			static_walk(b, &w->unit_walks[n], pot_state(CAND(c, digit), true));
			ws[n] = &w->unit_walks[n];
			n++;
		}
		common_hints(b, w, ws, n, pot_state(CAND(cell, digit), true), unit, 6);
	}
}

/* SE's static cell and region forcing chains from the cells of three candidates or more. */
static bool multiple_rule(struct branch *b, struct inner_work *w)
{
	w->hint_count = 0;
	w->pool_used = 0;
	for (int cell = 0; cell < 81; cell++) {
		if (bit_count(b->cand[cell]) < 3)
			continue;
		struct walk *ws[9] = {NULL};
		int n = 0;
		for (unsigned m = b->cand[cell]; m; m &= m - 1, n++) {
			ws[n] = &w->cell_walks[n];
			static_walk(b, ws[n], pot_state(CAND(cell, lowest_digit(m)), true));
			region_chains(b, w, cell, lowest_digit(m), ws[n]);
		}
		common_hints(b, w, ws, n, pot_state(CAND(cell, lowest_digit(b->cand[cell])), true), BY_CELL, 5);
	}
	return apply_hints(b, w);
}

bool nested_inner(struct branch *b, void *ctx)
{
	struct inner_work *w = ctx;
	return chains_rule(b, w) || (w->level >= 3 && multiple_rule(b, w));
}
