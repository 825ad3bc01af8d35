/*
 * search_knuth_cost.c - the reference cost search: Knuth's DLX5 (the k
 * cheapest solutions, colours allowed), written step by step, with every
 * memory access counted as DLX5 counts it.
 *
 * Why a second cost loop: the fast one (search_cost.c) prunes harder than
 * DLX5 (bounds summed over groups of items, commits that stop at a dead
 * end, options that leave the dearest item open skipped) and keeps a
 * solution that ties the k-th cost when its options rank first. Each of
 * those changes the tree. This loop takes none of them, so on the same
 * problem it enters exactly DLX5's nodes and counts exactly its updates
 * and its search mems. It runs when options->knuth_counts asks for it.
 *
 * DLX5's search, as this loop repeats it:
 *   - the working copy is cost_matrix.h's: options without a primary item
 *     dropped, net costs after the taxes, every item list sorted by cost;
 *   - the cutoff is the largest of the k cheapest net costs found so far
 *     (a heap; "infinite" until k solutions are known), and only what
 *     costs *less* can enter: a tie with the k-th cost is pruned;
 *   - a node is abandoned when an active primary item has no option, or
 *     none cheap enough to fit under the cutoff;
 *   - the branch item is the one with the fewest options under the cutoff
 *     (counting at most 10 down a list, then taking its length), ties to
 *     the one whose cheapest option is dearest, then to the first;
 *   - options are tried cheapest first, until one would reach the cutoff;
 *   - cover and purify stop walking a list at the first option too dear to
 *     be chosen below (a threshold fixed when the level commits, and used
 *     again to undo it, however the cutoff moved since).
 *
 * The accounting, DLX5's:
 *   - a mem is one read or write of a 64-bit word: a node's up and down
 *     links together, its item and colour together, its cost alone, an
 *     item's prev and next together, a length, one of the search's own
 *     per-level or heap entries;
 *   - lengths are kept (and paid) for primary items only;
 *   - an update is an item taken out of the active list, or a node out of
 *     an item list;
 *   - a node is each entry to a level, the root included, and each
 *     solution. The k entries of the heap set to "infinite" at the start
 *     are search mems; building the copy is not.
 * DLX5 prints its mems as "A+M mems"; stats->mems is M.
 *
 * The copy is the search's own: a search stopped by a limit just drops it.
 */
#include "cost/search_knuth_cost.h"

#include "util/clock.h"
#include "cost/best.h"
#include "matrix/cost_matrix.h"
#include "hooks/hooks.h"

#include <stdlib.h>

/* DLX5's "infinite" cost, an unsigned one: its thresholds are differences from it. */
#define INFINITE_COST UINT64_MAX

/* Options counted down a list before its length stands in (DLX5's default `h`). */
#define LENGTH_LOOKAHEAD 10


/* What the hooks return to let the search go on (else a stop reason). */
#define GO_ON (-1)

struct meter {
	uint64_t mems;
	uint64_t updates;
};

/* The search's state besides the matrix. */
struct knuth_cost_run {
	struct cost_matrix *m;
	struct dlx_best *best;
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	struct meter meter;
	double deadline;
	int k;
	uint64_t *heap;     /* the k cheapest net costs found, largest on top; heap[k] = 0 */
	uint64_t cutoff;    /* heap[0]: a solution must cost less */
	/* per level */
	int32_t *choice;    /* the node tried */
	uint64_t *partcost; /* the net cost before the level's option */
	uint64_t *thresh0;  /* the threshold the branch item was covered with */
	uint64_t *thresh;   /* the one the rest of the option was committed with */
	int *solution;      /* the options of a solution, required ones first */
	bool failed;        /* memory ran out keeping a solution */
};

static uint64_t cost_of(const struct cost_matrix *m, int32_t p)
{
	return (uint64_t)m->costs[p];
}

/* ---- The dance: DLX5's operations, which stop at a threshold ---- */

/*
 * Takes the nodes of rr's option but rr out of their lists, walking right.
 * Nodes marked -1 stay: they agree with a purified item.
 */
static void hide(struct cost_matrix *m, int32_t rr, struct meter *c)
{
	struct cost_link *ln = m->link;
	struct cost_cell *cl = m->cell;
	for (int32_t nn = rr + 1; nn != rr;) {
		c->mems++; /* item and colour share a word */
		if (cl[nn].color >= 0) {
			c->mems++;
			int32_t uu = ln[nn].up, dd = ln[nn].down, cc = cl[nn].top;
			if (cc <= 0) { /* a spacer: its up link is the option's first node */
				nn = uu;
				continue;
			}
			c->mems += 2;
			ln[uu].down = dd;
			ln[dd].up = uu;
			c->updates++;
			if (cc <= m->primary) {
				c->mems += 2;
				m->len[cc]--;
			}
		}
		nn++;
	}
}

/* Puts back what hide(rr) took, walking right again, as DLX5 does. */
static void unhide(struct cost_matrix *m, int32_t rr, struct meter *c)
{
	struct cost_link *ln = m->link;
	struct cost_cell *cl = m->cell;
	for (int32_t nn = rr + 1; nn != rr;) {
		c->mems++;
		if (cl[nn].color >= 0) {
			c->mems++;
			int32_t uu = ln[nn].up, dd = ln[nn].down, cc = cl[nn].top;
			if (cc <= 0) {
				nn = uu;
				continue;
			}
			c->mems += 2;
			ln[uu].down = nn;
			ln[dd].up = nn;
			if (cc <= m->primary) {
				c->mems += 2;
				m->len[cc]++;
			}
		}
		nn++;
	}
}

/*
 * The next option of a list walk that stops at the threshold: the node
 * after p, or 0 at the list's end or at an option that costs `thresh` or
 * more (it can never be chosen below, so it may stay in place).
 */
static int32_t walk_on(const struct cost_matrix *m, int32_t p, uint64_t thresh, struct meter *c)
{
	c->mems++;
	int32_t rr = m->link[p].down;
	if (rr <= m->items)
		return 0;
	c->mems++;
	return cost_of(m, rr) < thresh ? rr : 0;
}

/* cover(x): out of the active list, and its options under `thresh` hidden, top down. */
static void cover(struct cost_matrix *m, int32_t x, uint64_t thresh, struct meter *c)
{
	c->mems += 3;
	m->next[m->prev[x]] = m->next[x];
	m->prev[m->next[x]] = m->prev[x];
	c->updates++;
	for (int32_t rr = walk_on(m, x, thresh, c); rr; rr = walk_on(m, rr, thresh, c))
		hide(m, rr, c);
}

/*
 * uncover(x) with cover's threshold. Going down the list again, not up,
 * still restores every link (Knuth's remark in DLX5); and it is the way
 * a walk that stops at a threshold can go.
 */
static void uncover(struct cost_matrix *m, int32_t x, uint64_t thresh, struct meter *c)
{
	for (int32_t rr = walk_on(m, x, thresh, c); rr; rr = walk_on(m, rr, thresh, c))
		unhide(m, rr, c);
	c->mems += 3;
	m->next[m->prev[x]] = x;
	m->prev[m->next[x]] = x;
}

/*
 * purify(p): node p gives its secondary item colour x. The options under
 * `thresh` that give it another colour are hidden; the others that agree
 * are marked -1. p itself keeps its colour: uncommit finds by it that the
 * item needs unpurify.
 */
static void purify(struct cost_matrix *m, int32_t p, uint64_t thresh, struct meter *c)
{
	struct cost_cell *cl = m->cell;
	c->mems++;
	int32_t cc = cl[p].top, x = cl[p].color;
	for (int32_t rr = walk_on(m, cc, thresh, c); rr; rr = walk_on(m, rr, thresh, c)) {
		c->mems++;
		if (cl[rr].color != x) {
			hide(m, rr, c);
		} else if (rr != p) {
			c->mems++;
			cl[rr].color = -1;
		}
	}
}

/* unpurify(p), the inverse of purify(p), with its threshold. */
static void unpurify(struct cost_matrix *m, int32_t p, uint64_t thresh, struct meter *c)
{
	struct cost_cell *cl = m->cell;
	c->mems++;
	int32_t cc = cl[p].top, x = cl[p].color;
	for (int32_t rr = walk_on(m, cc, thresh, c); rr; rr = walk_on(m, rr, thresh, c)) {
		c->mems++;
		if (cl[rr].color < 0) {
			c->mems++;
			cl[rr].color = x;
		} else if (rr != p) {
			unhide(m, rr, c);
		}
	}
}

/* Covers or purifies every item of option r but r's own, left to right. */
static void commit_rest(struct cost_matrix *m, int32_t r, uint64_t thresh, struct meter *c)
{
	struct cost_link *ln = m->link;
	struct cost_cell *cl = m->cell;
	for (int32_t pp = r + 1; pp != r;) {
		c->mems++;
		int32_t cc = cl[pp].top;
		if (cc <= 0) {
			c->mems++;
			pp = ln[pp].up;
			continue;
		}
		if (cl[pp].color == 0)
			cover(m, cc, thresh, c);
		else if (cl[pp].color > 0)
			purify(m, pp, thresh, c);
		pp++;
	}
}

/*
 * Undoes commit_rest(r), right to left: uncovering item a can bring back
 * nodes of item b that b's uncover must find in place.
 */
static void uncommit_rest(struct cost_matrix *m, int32_t r, uint64_t thresh, struct meter *c)
{
	struct cost_link *ln = m->link;
	struct cost_cell *cl = m->cell;
	c->mems++; /* the level's threshold, fetched once */
	for (int32_t pp = r - 1; pp != r;) {
		c->mems++;
		int32_t cc = cl[pp].top;
		if (cc <= 0) {
			c->mems++;
			pp = ln[pp].down;
			continue;
		}
		if (cl[pp].color == 0)
			uncover(m, cc, thresh, c);
		else if (cl[pp].color > 0)
			unpurify(m, pp, thresh, c);
		pp--;
	}
}

/* ---- The choice ---- */

/*
 * How many options of x's list cost less than `room`, the first (p, known
 * to fit) included. Counting stops when there are more than `enough`
 * (*more is set: x cannot win) and at LENGTH_LOOKAHEAD (the list's length
 * stands in, an upper bound).
 */
static int32_t usable(struct cost_matrix *m, int32_t x, int32_t p, uint64_t room,
                      int32_t enough, bool *more, struct meter *c)
{
	int32_t s = 1;
	*more = false;
	for (c->mems++, p = m->link[p].down;; c->mems++, p = m->link[p].down, s++) {
		if (p <= m->items)
			return s;
		c->mems++;
		if (cost_of(m, p) >= room)
			return s;
		if (s == enough) {
			*more = true;
			return s;
		}
		if (s >= LENGTH_LOOKAHEAD) {
			c->mems++;
			return m->len[x];
		}
	}
}

/*
 * X3 with DLX5's rule: returns the item to branch on, or 0 when an active
 * item has no option that fits under the cutoff (a dead end).
 */
static int32_t choose(struct knuth_cost_run *run, uint64_t curcost)
{
	struct cost_matrix *m = run->m;
	struct meter *c = &run->meter;
	uint64_t room = run->cutoff - curcost, chosen_least = 0;
	int32_t chosen = 0, fewest = INT32_MAX;
	c->mems++;
	for (int32_t x = m->next[0]; x != 0; c->mems++, x = m->next[x]) {
		c->mems++;
		int32_t p = m->link[x].down;
		if (p == x)
			return 0;
		c->mems++;
		uint64_t least = cost_of(m, p);
		if (least >= room)
			return 0;
		bool more;
		int32_t s = usable(m, x, p, room, fewest, &more, c);
		if (!more && (s < fewest || (s == fewest && least > chosen_least))) {
			fewest = s;
			chosen = x;
			chosen_least = least;
		}
	}
	return chosen;
}

/* ---- Solutions ---- */

/* DLX5's cutoff update: the new net cost replaces the heap's largest, sifted down. */
static void lower_cutoff(struct knuth_cost_run *run, uint64_t cost)
{
	uint64_t *heap = run->heap;
	int h = 0;
	for (int hh = 2; hh <= run->k; hh = h + h + 2) {
		run->meter.mems += 2;
		int bigger = heap[hh] > heap[hh - 1] ? hh : hh - 1;
		if (cost >= heap[bigger])
			break;
		run->meter.mems++;
		heap[h] = heap[bigger];
		h = bigger;
	}
	run->meter.mems += 2;
	heap[h] = cost;
	run->cutoff = heap[0];
}

/* Limits, checked as a node is entered. A stop reason, or GO_ON. */
static int enter_node(struct knuth_cost_run *run, int level)
{
	struct dlx_stats *stats = run->stats;
	int stop = node_or_time_stop(run->opt, stats->nodes, run->deadline);
	if (stop >= 0)
		return stop;
	stats->nodes++;
	if (level > stats->max_level)
		stats->max_level = level;
	return GO_ON;
}

/*
 * The options chosen at levels 0..level (and the required ones) make a
 * solution of net cost `net`: the cutoff falls, the list is offered it.
 * Returns a stop reason, or GO_ON.
 */
static int visit(struct knuth_cost_run *run, int level, uint64_t net)
{
	struct cost_matrix *m = run->m;
	int stop = enter_node(run, level + 1);
	if (stop != GO_ON)
		return stop;
	lower_cutoff(run, net);
	int count = m->required_count;
	for (int k = 0; k < count; k++)
		run->solution[k] = m->required[k];
	for (int l = 0; l <= level; l++)
		run->solution[count++] = cost_option_of(m, run->choice[l]);
	int entered = best_offer_unsorted(run->best, (int64_t)net + m->base, run->solution, count);
	if (entered < 0)
		run->failed = true;
	if (entered <= 0)
		return entered == 0 ? GO_ON : DLX_STOP_CALLBACK;
	const struct dlx_search_options *opt = run->opt;
	run->stats->solutions++;
	if (opt->on_solution && opt->on_solution(opt->user, run->solution, count))
		return DLX_STOP_CALLBACK;
	if (opt->solution_limit && run->stats->solutions >= opt->solution_limit)
		return DLX_STOP_SOLUTIONS;
	return GO_ON;
}

/* ---- The loop ---- */

/* DLX5's steps, from the root. A stop reason, or GO_ON when the tree is done. */
static int dance(struct knuth_cost_run *run)
{
	struct cost_matrix *m = run->m;
	struct cost_link *ln = m->link;
	struct cost_cell *cl = m->cell;
	struct meter *c = &run->meter;
	int level = 0, stop;
	uint64_t curcost = 0, nextcost = 0;
	int32_t x, r;
enter: /* a node of the tree: `level` options chosen, costing `curcost` */
	if ((stop = enter_node(run, level)) != GO_ON)
		return stop;
	x = choose(run, curcost);
	if (x == 0)
		goto leave;
	c->mems += 5; /* the level's cost kept, the first option (two), its cost, the threshold */
	run->partcost[level] = curcost;
	r = run->choice[level] = ln[x].down;
	nextcost = curcost + cost_of(m, r);
	run->thresh0[level] = run->cutoff - nextcost;
	cover(m, x, run->thresh0[level], c);
advance: /* option r at this level: commit the rest of it */
	c->mems++;
	run->thresh[level] = run->cutoff - nextcost;
	commit_rest(m, r, run->thresh[level], c);
	c->mems++;
	if (m->next[0] == 0) { /* every primary item covered */
		if ((stop = visit(run, level, nextcost)) != GO_ON)
			return stop;
		goto next;
	}
	level++;
	curcost = nextcost;
	goto enter;
backup: /* every option of x tried */
	c->mems++;
	uncover(m, x, run->thresh0[level], c);
leave: /* back to the level above */
	if (level == 0)
		return GO_ON;
	level--;
	c->mems += 3;
	r = run->choice[level];
	x = cl[r].top;
	curcost = run->partcost[level];
next: /* undo option r, then the next one on x's list if it costs less than the cutoff */
	uncommit_rest(m, r, run->thresh[level], c);
	c->mems += 2;
	r = run->choice[level] = ln[r].down;
	if (r == x)
		goto backup;
	c->mems++;
	nextcost = curcost + cost_of(m, r);
	if (nextcost >= run->cutoff)
		goto backup;
	goto advance;
}

/* ---- Setting up ---- */

/*
 * What this loop needs of the copy besides what the fast loop does. The
 * copy without colours keeps right links in the colour field
 * (cost_matrix.h); this loop walks by spacers, as DLX5, and reads colour 0.
 * And cover() takes a secondary item out of a list too, as DLX5 does: the
 * secondary items get a circular list of their own, headed by items + 1
 * (prev and next have room for it), apart from the active list.
 */
static void prepare_copy(struct cost_matrix *m)
{
	if (m->plain) {
		for (int32_t q = m->items + 2; q < m->node_count; q++)
			if (m->cell[q].top > 0)
				m->cell[q].color = 0;
		m->plain = false;
	}
	int32_t head = m->items + 1, last = head;
	for (int32_t x = m->primary + 1; x <= m->items; x++) {
		m->next[last] = x;
		m->prev[x] = last;
		last = x;
	}
	m->next[last] = head;
	m->prev[head] = last;
}

static int alloc_knuth_cost_run(struct knuth_cost_run *run)
{
	size_t levels = (size_t)run->m->active + 1;
	run->heap = calloc((size_t)run->k + 1, sizeof *run->heap);
	run->choice = malloc(levels * sizeof *run->choice);
	run->partcost = malloc(levels * sizeof *run->partcost);
	run->thresh0 = malloc(levels * sizeof *run->thresh0);
	run->thresh = malloc(levels * sizeof *run->thresh);
	run->solution = malloc((levels + (size_t)run->m->required_count) * sizeof *run->solution);
	return run->heap && run->choice && run->partcost && run->thresh0 && run->thresh &&
	               run->solution
	           ? 0
	           : DLX_ENOMEM;
}

/* No solution known yet: k "infinite" costs, paid as search mems (DLX5 counts them so). */
static void clear_heap(struct knuth_cost_run *run)
{
	for (int k = 0; k < run->k; k++)
		run->heap[k] = INFINITE_COST;
	run->meter.mems += (uint64_t)run->k;
	run->cutoff = INFINITE_COST;
}

static void finish(struct knuth_cost_run *run)
{
	free(run->heap);
	free(run->choice);
	free(run->partcost);
	free(run->thresh0);
	free(run->thresh);
	free(run->solution);
}

int search_knuth_cost(struct dlx_problem *pb, struct dlx_best *best,
                      const struct dlx_search_options *options, struct dlx_stats *stats)
{
	struct cost_matrix m;
	int err = cost_matrix_build(&m, pb);
	if (err)
		return err;
	prepare_copy(&m);
	struct knuth_cost_run run = {.m = &m, .best = best, .opt = options, .stats = stats,
	                             .k = best->k};
	if (options->time_limit > 0)
		run.deadline = seconds_now() + options->time_limit;
	err = alloc_knuth_cost_run(&run);
	if (!err) {
		clear_heap(&run);
		/* no primary item open: the required options alone, a tree of one node */
		int stop = m.active == 0 ? visit(&run, -1, 0) : dance(&run);
		stats->stop = stop == GO_ON ? DLX_STOP_EXHAUSTED : (enum dlx_stop)stop;
		stats->mems = run.meter.mems;
		stats->updates = run.meter.updates;
	}
	finish(&run);
	cost_matrix_free(&m);
	return err ? err : run.failed ? DLX_ENOMEM : 0;
}
