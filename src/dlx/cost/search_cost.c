/*
 * search_cost.c - dlx_search_best: the k cheapest solutions, Knuth's DLX5
 * with colours, on the working copy of cost_matrix.h.
 *
 * The loop is Algorithm X with costs, its steps named as Knuth's (X2 enter
 * a level, X3 choose, X4 cover, X5 try, X6 try again, X7 uncover, X8
 * leave a level), on an explicit stack. What costs add:
 *
 *  - The cutoff: the most a solution may cost and still enter the list
 *    (best_cutoff; a shared bound lowers it as other threads find
 *    solutions). A partial solution is dropped only when it must cost
 *    *more* than the cutoff: one that can reach the cutoff exactly might
 *    still win the tie on its options, and pruning it would make the
 *    answer depend on the order in which solutions were found.
 *  - The lower bound at X3: the cost so far plus, for every group of items
 *    that no option joins, the sum of their cheapest options (DLX5 takes
 *    the cheapest option of one item at a time, which is this bound for
 *    groups of one; cost_matrix.h says where the groups come from).
 *  - Options are tried cheapest first (the lists are sorted) and the tries
 *    stop at the first that the bound rules out: an option of the branch
 *    item costs its own cost plus the other items of its group. An option
 *    is skipped when it leaves open the item whose cheapest option is the
 *    dearest, without room for it.
 *  - A commit (X5) stops at the first hide that leaves an item with no
 *    option the cutoff allows, and undoes itself: the level below would
 *    find that dead end at once. Its items go shortest list first, so
 *    that a dead end comes early.
 *  - Thresholds (DLX5): an option that costs more than the cutoff leaves
 *    room for can never be chosen further down, so cover and purify leave
 *    it in place, and stop walking a sorted list there. Each level keeps
 *    the thresholds it covered with and uncovers with the same ones, as
 *    the cutoff moves on meanwhile.
 *
 * The copy is the search's own: a search stopped by a limit just drops it.
 * A problem with item bounds (multiplicities) goes to Algorithm M instead,
 * with the costs added as hooks (search_m_cost.c). options->knuth_counts
 * runs the reference loop instead, DLX5's steps (search_knuth_cost.c).
 */
#include "util/clock.h"
#include "util/inline.h"
#include "cost/best.h"
#include "matrix/cost_matrix.h"
#include "cost/search_knuth_cost.h"
#include "hooks/hooks.h"
#include "m/search_m.h"

#include <stdlib.h>

/* Options counted on an item's list before its length is taken instead (DLX5's 10). */
#define LENGTH_LOOKAHEAD 10


/* The search's state besides the matrix. */
struct cost_run {
	struct cost_matrix *m;
	struct dlx_best *best;
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	double deadline;
	/* per level */
	int32_t *choice;    /* the node tried */
	int64_t *partcost;  /* the net cost before the level's option */
	int64_t *thresh0;   /* the threshold the branch item was covered with */
	int64_t *thresh;    /* the one the rest of the option was committed with */
	int64_t *extra;     /* what the branch item's group still costs besides it */
	int64_t *top;       /* the dearest cheapest option among the items but the branch item */
	int32_t *top_item;  /* whose it is */
	int32_t *rest_at;   /* where the level's option's other nodes start in rest[] */
	int32_t *rest;      /* those nodes, level after level, in commit order */
	int *solution;      /* the options of a solution, required ones first */
	int64_t sum[COST_GROUPS]; /* choose's work space: the groups' sums */
	bool failed; /* memory ran out keeping a solution */
};

/* What the hooks return to let the search go on (else a stop reason). */
#define GO_ON (-1)

/*
 * The cutoff in net costs: the most the options still to choose may add
 * up to; below COST_HEAD, so that thresholds made from it stop at heads.
 */
static int64_t net_cutoff(const struct cost_run *run)
{
	int64_t cutoff = best_cutoff(run->best);
	return cutoff == INT64_MAX ? COST_HEAD - 1 : cutoff - run->m->base; /* base >= 0 */
}

/* ---- The dance: DLX5's operations, which stop at a threshold ---- */

/*
 * Whether a node of cost `cost` is within threshold `thresh`. An item's
 * head costs COST_HEAD (cost_matrix.h), above every threshold (net_cutoff
 * never reaches it), so a walk down a list needs no test for its end. A
 * threshold below 0 (a bound shared with other threads fell between the
 * choice and a cover) lets no option in, and its undo lets in the same.
 */
static inline bool within(int64_t cost, int64_t thresh)
{
	return cost <= thresh;
}

/*
 * `plain` is a constant at every call: the search is compiled twice, and
 * the copy for problems without colours walks options by right links.
 */

/* Whether primary item y is in the active list. */
static inline bool active(const struct cost_matrix *m, int32_t y)
{
	return m->next[m->prev[y]] == y;
}

/*
 * Takes every node of p's option but p out of its list (nodes marked -1
 * stay: they agree with a purified item, whose list is never walked
 * again). With `watch`, returns true when that left an active primary
 * item whose cheapest option costs more than `limit`, or none: a dead end
 * the commit can stop at. Only a node that was first on its list can
 * change that, so the test is rare.
 */
DLX_INLINE bool hide(struct cost_matrix *m, int32_t p, bool plain, bool watch, int64_t limit,
                       uint64_t *updates)
{
	/* locals: a store to cell[] could alias the fields of *m, which would reload them */
	struct cost_cell *cell = m->cell;
	const int64_t *costs = m->costs;
	struct cost_link *link = m->link;
	int32_t *len = m->len;
	const int32_t primary = m->primary;
	bool dead = false;
	uint64_t count = 0;
	for (int32_t q = plain ? cell[p].right : p + 1; q != p;) {
		struct cost_cell *n = &cell[q];
		if (!plain && n->top <= 0) {
			q = link[q].up;
			continue;
		}
		if (plain || n->color >= 0) {
			int32_t y = n->top, u = link[q].up, d = link[q].down;
			link[u].down = d;
			link[d].up = u;
			len[y]--; /* kept for secondary items too: no test here */
			if (watch && u == y && y <= primary) /* n was first on y's list: its cheapest changed */
				dead |= (d == y || costs[d] > limit) && active(m, y);
			count++;
		}
		q = plain ? n->right : q + 1;
	}
	*updates += count;
	return dead;
}

DLX_INLINE void unhide(struct cost_matrix *m, int32_t p, bool plain)
{
	struct cost_cell *cell = m->cell;
	struct cost_link *link = m->link;
	int32_t *len = m->len;
	for (int32_t q = plain ? cell[p].right : p + 1; q != p;) {
		struct cost_cell *n = &cell[q];
		if (!plain && n->top <= 0) {
			q = link[q].up;
			continue;
		}
		if (plain || n->color >= 0) {
			link[link[q].up].down = q;
			link[link[q].down].up = q;
			len[n->top]++;
		}
		q = plain ? n->right : q + 1;
	}
}

static void deactivate(struct cost_matrix *m, int32_t x)
{
	m->next[m->prev[x]] = m->next[x];
	m->prev[m->next[x]] = m->prev[x];
}

static void reactivate(struct cost_matrix *m, int32_t x)
{
	m->next[m->prev[x]] = x;
	m->prev[m->next[x]] = x;
}

/*
 * X4's cover of the branch item x: out of the active list, and the
 * options on its list that cost at most `thresh` hidden. The dearer ones
 * can never be chosen below, so they may stay.
 */
DLX_INLINE void cost_cover(struct cost_matrix *m, int32_t x, bool plain, int64_t thresh,
                        uint64_t *updates)
{
	const int64_t *costs = m->costs;
	struct cost_link *link = m->link;
	deactivate(m, x);
	for (int32_t p = link[x].down; within(costs[p], thresh); p = link[p].down)
		hide(m, p, plain, false, 0, updates);
}

/*
 * Undoes cost_cover(x, thresh). The list walked is the same as cover's (nothing
 * on a covered item's list moves meanwhile), and going down it again, not
 * up, still restores every link (Knuth's remark in DLX5).
 */
DLX_INLINE void cost_uncover(struct cost_matrix *m, int32_t x, bool plain, int64_t thresh)
{
	const int64_t *costs = m->costs;
	struct cost_link *link = m->link;
	for (int32_t p = link[x].down; within(costs[p], thresh); p = link[p].down)
		unhide(m, p, plain);
	reactivate(m, x);
}

/*
 * Commits the item of node q as q's option uses it: without colour it is
 * covered (every option on its list that costs at most `thresh` hidden);
 * with colour c it is purified (those that give it another colour hidden,
 * those that agree marked -1). Returns 0, or the node of the list whose
 * hiding met a dead end (see hide): the walk stopped there.
 */
DLX_INLINE int32_t commit_item(struct cost_matrix *m, int32_t q, bool plain, int64_t thresh,
                                 uint64_t *updates)
{
	struct cost_cell *cell = m->cell;
	const int64_t *costs = m->costs;
	struct cost_link *link = m->link;
	int32_t x = cell[q].top, c = plain ? 0 : cell[q].color;
	if (c < 0)
		return 0; /* agrees with an item purified above */
	for (int32_t r = link[x].down; within(costs[r], thresh); r = link[r].down) {
		if (c > 0 && cell[r].color == c) {
			if (r != q)
				cell[r].color = -1;
		} else if (hide(m, r, plain, true, thresh, updates)) {
			return r;
		}
	}
	return 0;
}

/*
 * Undoes commit_item(q) up to node `end` of the list, not included: x,
 * q's item, after a whole commit, or the node after the one where a
 * commit stopped (x's list itself never changes meanwhile).
 */
DLX_INLINE void uncommit_item(struct cost_matrix *m, int32_t q, bool plain, int64_t thresh,
                                int32_t end)
{
	struct cost_cell *cell = m->cell;
	const int64_t *costs = m->costs;
	struct cost_link *link = m->link;
	int32_t x = cell[q].top, c = plain ? 0 : cell[q].color;
	if (c < 0)
		return;
	for (int32_t r = link[x].down; r != end && within(costs[r], thresh); r = link[r].down) {
		if (c > 0 && cell[r].color < 0)
			cell[r].color = c;
		else if (c == 0 || (cell[r].color != c))
			unhide(m, r, plain);
	}
}

/* The node after q round its option (from the spacer back to the first). */
static inline int32_t step_right(const struct cost_cell *cell, const struct cost_link *link,
                                 int32_t q)
{
	q++;
	return cell[q].top <= 0 ? link[q].up : q;
}

/* Options longer than this are committed in their own order, unsorted. */
#define SORTED_REST 32

/*
 * The other nodes of option p into rest[], in the order commit_rest takes
 * them: shortest list first, so that a dead end comes after as little
 * work as can be (secondary items, whose lengths are not kept, last).
 * Returns how many.
 */
DLX_INLINE int order_rest(const struct cost_matrix *m, int32_t p, bool plain, int32_t *rest)
{
	const struct cost_cell *cell = m->cell;
	const struct cost_link *link = m->link;
	int count = 0;
	for (int32_t q = plain ? cell[p].right : step_right(cell, link, p); q != p;
	     q = plain ? cell[q].right : step_right(cell, link, q))
		rest[count++] = q;
	if (count > SORTED_REST)
		return count;
	for (int k = 1; k < count; k++) {
		int32_t q = rest[k];
		int32_t key = cell[q].top <= m->primary ? m->len[cell[q].top] : INT32_MAX;
		int at = k;
		for (; at > 0; at--) {
			int32_t y = cell[rest[at - 1]].top;
			if ((y <= m->primary ? m->len[y] : INT32_MAX) <= key)
				break;
			rest[at] = rest[at - 1];
		}
		rest[at] = q;
	}
	return count;
}

/* Undoes the commits of rest[0 .. done), last first, then the deactivations. */
DLX_INLINE void undo_commits(struct cost_matrix *m, const int32_t *rest, int count, int done,
                              bool plain, int64_t thresh)
{
	const struct cost_cell *cell = m->cell;
	while (done > 0) {
		done--;
		uncommit_item(m, rest[done], plain, thresh, cell[rest[done]].top);
	}
	while (count > 0) {
		int32_t y = cell[rest[--count]].top;
		if (y <= m->primary)
			reactivate(m, y);
	}
}

/*
 * X5's commit of option p but its branch item, in the order of rest[]
 * (order_rest): p's primary items leave the active list first, then each
 * item is committed. As soon as a hide leaves another active item with no
 * option the cutoff allows, it stops, undoes what it did and returns
 * false: the level below would find that dead end at once, after the
 * whole commit (SSXCC stops its commits the same way).
 */
DLX_INLINE bool cost_commit_rest(struct cost_matrix *m, const int32_t *rest, int count, bool plain,
                              int64_t thresh, uint64_t *updates)
{
	const struct cost_cell *cell = m->cell;
	for (int k = 0; k < count; k++)
		if (cell[rest[k]].top <= m->primary)
			deactivate(m, cell[rest[k]].top);
	for (int k = 0; k < count; k++) {
		int32_t dead = commit_item(m, rest[k], plain, thresh, updates);
		if (dead) {
			uncommit_item(m, rest[k], plain, thresh, m->link[dead].down);
			undo_commits(m, rest, count, k, plain, thresh);
			return false;
		}
	}
	return true;
}

/* Whether option p covers item y. */
DLX_INLINE bool covers(const struct cost_matrix *m, int32_t p, bool plain, int32_t y)
{
	const struct cost_cell *cell = m->cell;
	const struct cost_link *link = m->link;
	if (cell[p].top == y)
		return true;
	for (int32_t q = plain ? cell[p].right : step_right(cell, link, p); q != p;
	     q = plain ? cell[q].right : step_right(cell, link, q))
		if (cell[q].top == y)
			return true;
	return false;
}

/* ---- X3: the bound and the choice ---- */

/*
 * How many options of x's list after its first cost at most `room`,
 * counting up to `enough` (more than that: `enough`); past
 * LENGTH_LOOKAHEAD, the list's length stands in (DLX5's `lenthresh`).
 */
static int32_t usable(const struct cost_matrix *m, int32_t x, int64_t room, int32_t enough)
{
	const int64_t *costs = m->costs;
	const struct cost_link *link = m->link;
	int32_t s = 1;
	for (int32_t p = link[link[x].down].down; within(costs[p], room); p = link[p].down) {
		if (s == enough)
			return enough + 1;
		if (s >= LENGTH_LOOKAHEAD)
			return m->len[x];
		s++;
	}
	return s;
}

/* The two dearest cheapest options seen by choose, with their items, dearest first. */
struct dearest {
	int64_t cost[2];
	int32_t item[2];
};

static inline void offer_dear(struct dearest *d, int64_t cost, int32_t item)
{
	if (cost > d->cost[0]) {
		d->cost[1] = d->cost[0];
		d->item[1] = d->item[0];
		d->cost[0] = cost;
		d->item[0] = item;
	} else if (cost > d->cost[1]) {
		d->cost[1] = cost;
		d->item[1] = item;
	}
}

/*
 * Returns the item to branch on, or 0 when the partial solution cannot
 * end in the list: an item with no option left, or one of the lower
 * bounds above the `room` the cutoff leaves. The item chosen has the
 * fewest options that fit the room (DLX5's rule), ties going to the one
 * whose cheapest option costs most (it must be paid somehow), then to the
 * first. Keeps for the level what its tries need: what the rest of the
 * branch item's group must cost besides it, and the item other than the
 * branch item whose cheapest option is the dearest (an option that leaves
 * it open must leave room for it).
 */
static int32_t choose(struct cost_run *run, int level, int64_t room)
{
	struct cost_matrix *m = run->m;
	const int64_t *costs = m->costs;
	const struct cost_link *link = m->link;
	int64_t *sum = run->sum;
	for (int g = 0; g < m->groups; g++)
		sum[g] = 0;
	int32_t chosen = 0, fewest = INT32_MAX;
	int64_t chosen_least = -1;
	struct dearest dear = {{0, 0}, {0, 0}};
	for (int32_t x = m->next[0]; x != 0; x = m->next[x]) {
		int64_t least = costs[link[x].down];
		if (!within(least, room)) /* an empty list too */
			return 0;
		int g = m->group[x];
		if (g >= 0 && (sum[g] += least) > room)
			return 0;
		offer_dear(&dear, least, x);
		int32_t s = usable(m, x, room, fewest);
		if (s < fewest || (s == fewest && least > chosen_least)) {
			fewest = s;
			chosen = x;
			chosen_least = least;
		}
	}
	int g = m->group[chosen];
	run->extra[level] = g >= 0 ? sum[g] - chosen_least : 0;
	int other = dear.item[0] == chosen; /* the branch item is covered by every try */
	run->top[level] = dear.cost[other];
	run->top_item[level] = dear.item[other];
	return chosen;
}

/* ---- Hooks outside the steps ---- */

/*
 * A solution of `level` options costing `net` above the base: offered to
 * the list. Returns a stop reason or GO_ON.
 */
static int visit(struct cost_run *run, int level, int64_t net)
{
	struct cost_matrix *m = run->m;
	int count = m->required_count;
	for (int k = 0; k < count; k++)
		run->solution[k] = m->required[k];
	for (int l = 0; l < level; l++)
		run->solution[count++] = cost_option_of(m, run->choice[l]);
	int entered = best_offer_unsorted(run->best, net + m->base, run->solution, count);
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

/* Returns 0 or DLX_ENOMEM; stats->stop says why it ended. */
DLX_INLINE int dance_with(struct cost_run *run, bool plain)
{
	struct cost_matrix *m = run->m;
	struct cost_cell *cell = m->cell;
	const int64_t *costs = m->costs;
	struct cost_link *link = m->link;
	struct dlx_stats *stats = run->stats;
	int level = 0, stop = GO_ON;
	int64_t cur = 0; /* the net cost of the options chosen above this level */
	int32_t x, p, *rest;
	int count;
	run->rest_at[0] = 0;
	if (net_cutoff(run) < 0)
		goto done; /* the required options alone cost more than the cutoff */
enter: /* X2: a node of the tree, `level` options chosen, costing `cur` */
	if ((stop = node_or_time_stop(run->opt, run->stats->nodes, run->deadline)) != GO_ON)
		goto done;
	stats->nodes++;
	if (level > stats->max_level)
		stats->max_level = level;
	if (m->next[0] == 0) {
		stop = visit(run, level, cur);
		if (stop != GO_ON)
			goto done;
		goto leave;
	}
	/* X3: bound and choose */
	x = choose(run, level, net_cutoff(run) - cur);
	if (x == 0)
		goto leave;
	p = link[x].down;
	run->partcost[level] = cur;
	/* X4: cover x; only options that leave room after x's cheapest matter below */
	run->thresh0[level] = net_cutoff(run) - cur - costs[p];
	cost_cover(m, x, plain, run->thresh0[level], &stats->updates);
	goto check;
try: /* X5: try option p at this level */
	run->choice[level] = p;
	run->thresh[level] = net_cutoff(run) - cur - costs[p];
	rest = run->rest + run->rest_at[level];
	count = order_rest(m, p, plain, rest);
	if (!cost_commit_rest(m, rest, count, plain, run->thresh[level], &stats->updates))
		goto next; /* a dead end met on the way: the level below is never entered */
	run->rest_at[level + 1] = run->rest_at[level] + count;
	cur += costs[p];
	level++;
	goto enter;
leave: /* X8: back to the level above */
	if (level == 0)
		goto done;
	level--;
	p = run->choice[level];
	cur = run->partcost[level];
	rest = run->rest + run->rest_at[level];
	count = run->rest_at[level + 1] - run->rest_at[level];
	undo_commits(m, rest, count, count, plain, run->thresh[level]);
next: /* X6: try again, with the next option if the bound still lets it in */
	x = cell[p].top;
	p = link[p].down;
check:
	if (p != x) {
		int64_t room = net_cutoff(run) - cur - costs[p];
		if (run->extra[level] <= room) { /* else no option further down x's list fits either */
			if (run->top[level] <= room || covers(m, p, plain, run->top_item[level]))
				goto try;
			goto next; /* it leaves the dearest other item open, without room for it */
		}
	}
	/* X7: every option of x tried */
	cost_uncover(m, x, plain, run->thresh0[level]);
	goto leave;
done:
	stats->stop = stop == GO_ON ? DLX_STOP_EXHAUSTED : (enum dlx_stop)stop;
	return run->failed ? DLX_ENOMEM : 0;
}

static int dance(struct cost_run *run)
{
	return run->m->plain ? dance_with(run, true) : dance_with(run, false);
}

static int alloc_cost_run(struct cost_run *run)
{
	size_t levels = (size_t)run->m->active + 1;
	run->choice = malloc(levels * sizeof *run->choice);
	run->partcost = malloc(levels * sizeof *run->partcost);
	run->thresh0 = malloc(levels * sizeof *run->thresh0);
	run->thresh = malloc(levels * sizeof *run->thresh);
	run->extra = malloc(levels * sizeof *run->extra);
	run->top = malloc(levels * sizeof *run->top);
	run->top_item = malloc(levels * sizeof *run->top_item);
	run->rest_at = malloc((levels + 1) * sizeof *run->rest_at);
	run->rest = malloc((size_t)run->m->node_count * sizeof *run->rest);
	run->solution = malloc((levels + (size_t)run->m->required_count) * sizeof *run->solution);
	return run->choice && run->partcost && run->thresh0 && run->thresh && run->extra &&
	               run->top && run->top_item &&
	               run->rest_at && run->rest && run->solution
	               ? 0
	               : DLX_ENOMEM;
}

static void finish(struct cost_run *run)
{
	free(run->choice);
	free(run->partcost);
	free(run->thresh0);
	free(run->thresh);
	free(run->extra);
	free(run->top);
	free(run->top_item);
	free(run->rest_at);
	free(run->rest);
	free(run->solution);
}

int search_best_alone(struct dlx_problem *pb, struct dlx_best *best,
                      const struct dlx_search_options *options, struct dlx_stats *stats)
{
	struct dlx_search_options defaults;
	struct dlx_stats local;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	if (!pb || !best)
		return DLX_EINVAL;
	if (pb->bounded && options && options->knuth_counts)
		return DLX_EINVAL; /* no program of Knuth's has both costs and bounds to count as */
	if (pb->bounded) /* this loop is Algorithm X's: each item covered once */
		return search_m_best(pb, NULL, 0, best, options, stats);
	if (!options) {
		dlx_search_options_init(&defaults);
		options = &defaults;
	}
	if (options->knuth_counts) /* DLX5's heap of k costs is set up whole: k as DLX5 allows */
		return best->k > DLX_KNUTH_MAX_K ? DLX_EINVAL : search_knuth_cost(pb, best, options, stats);
	struct cost_matrix m;
	int err = cost_matrix_build(&m, pb);
	if (err)
		return err;
	struct cost_run run = {.m = &m, .best = best, .opt = options, .stats = stats};
	if (options->time_limit > 0)
		run.deadline = seconds_now() + options->time_limit;
	err = alloc_cost_run(&run);
	if (!err)
		err = dance(&run);
	finish(&run);
	cost_matrix_free(&m);
	return err;
}
