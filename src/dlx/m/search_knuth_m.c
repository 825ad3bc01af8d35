/*
 * search_knuth_m.c - the reference search for a problem with item bounds:
 * Algorithm M (TAOCP 7.2.2.1), with colours, written step by step with the
 * steps named as the book names them, and with every memory access counted
 * as Knuth's DLX3 counts it.
 *
 * Why a second Algorithm M: the fast loop (search_m.c) keeps a choice key
 * per item, copies the links to 16 bits and counts no mems; its figures are
 * its own. This loop does nothing DLX3 does not do, so on the same problem
 * it enters exactly DLX3's nodes and counts exactly its updates and its
 * search mems. It runs for options->knuth_counts, and for
 * options->order == DLX_ORDER_FIRST (branch on the first active item:
 * more nodes, the same solutions) and DLX_ORDER_SHARP (DLX3-SHARP's
 * choice), which the fast loop does not do.
 *
 * The steps:
 *     M2 enter level l; M3 choose i (no active primary item: a solution;
 *        a degree <= 0: too few options left for i's lower bound, M9);
 *     M4 x_l = i's first option, BOUND(i)--, cover i once the bound is 0;
 *     M5 tweak x_l (or, at i's head, skip i), unless too few are left: M8;
 *     M6 commit the rest of x_l, l++, M2;
 *     M7 uncommit x_l, x_l = the next option down, M5;
 *     M8 restore i (uncover, or untweak the level's tweaks), BOUND(i)++;
 *     M9 done at l = 0; else l--, and M8 after a skip, M7 after an option.
 *
 * The accounting is DLX3's without its optional randomising (`s`), which
 * adds four mems per tie:
 *   - a mem is one read or write of a 64-bit word: a node's up and down
 *     links together, its item and colour together, an item's prev and next
 *     together, its bound and slack together, a length, a link written.
 *     DLX3 reads an item's length without charging it when it chooses,
 *     and so does this loop;
 *   - an update is one node taken out of a list (by cover, purify or
 *     tweak), and one per call of cover; purify's own call is not one;
 *   - a node is each entry to a level, the root and every solution included.
 * Only the search is counted: not the setup, nor the unwinding after a
 * limit stops it (DLX3 stops without unwinding); `mems` is the second
 * figure of DLX3's "a+b mems".
 *
 * Invariants: the matrix conventions of problem.h and of search_m.c (a
 * covered item keeps its length, unlike Algorithm X's loops; a node whose
 * colour agrees with its purified item holds -1), and bound[] back at the
 * upper bounds, so the matrix this loop leaves is the one it found.
 */
#include "m/search_knuth_m.h"

#include "util/clock.h"
#include "hooks/hooks.h"

/* What the loop counts. */
struct meter {
	uint64_t mems;
	uint64_t updates;
};

/* One search: the problem, the hooks, and the meters. */
struct knuth_m {
	struct dlx_problem *pb;
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	struct meter count;   /* the search's own figures */
	struct meter scratch; /* the unwinding after a stop: thrown away */
	struct meter *m;      /* &count, then &scratch once the search stops */
	double deadline;      /* 0: none */
	uint64_t next_progress;
	int stop; /* enum dlx_stop, -1 while the search runs */
};


/* A node's colour: plain problems use the field as a right link, and have none. */
static int32_t color_of(const struct dlx_problem *pb, int32_t q)
{
	return pb->has_colors ? pb->node[q].color : 0;
}

/*
 * One step of a walk round an option that takes its nodes out of their
 * lists (or, with `restore`, puts them back); returns the next node. The
 * walks of cover, tweak and untweak read a node's item-and-colour word
 * first, so a purified node costs them one mem; purify's walks read the
 * links first, so it costs two there. A spacer sends the walk back to the
 * option's first node.
 */
static int32_t walk_step(struct dlx_problem *pb, int32_t nn, struct meter *m, bool purifying,
                         bool restore)
{
	struct dlx_node *nd = pb->node;
	int32_t color = color_of(pb, nn);
	if (!purifying && color < 0) {
		m->mems++;
		return nn + 1;
	}
	m->mems += 2;
	int32_t uu = nd[nn].up, dd = nd[nn].down, cc = nd[nn].top;
	if (cc <= 0)
		return uu;
	if (color < 0)
		return nn + 1;
	m->mems += 4; /* two links written, the length read and written */
	if (restore) {
		nd[uu].down = nn;
		nd[dd].up = nn;
		pb->len[cc]++;
	} else {
		nd[uu].down = dd;
		nd[dd].up = uu;
		pb->len[cc]--;
		m->updates++;
	}
	return nn + 1;
}

/* Every node of rr's option but rr leaves its list (or comes back), left to right. */
static void walk_option(struct dlx_problem *pb, int32_t rr, struct meter *m, bool purifying,
                        bool restore)
{
	for (int32_t nn = rr + 1; nn != rr;)
		nn = walk_step(pb, nn, m, purifying, restore);
}

static void deactivate(struct dlx_problem *pb, int32_t c, struct meter *m)
{
	struct dlx_item *item = pb->item;
	m->mems += 3;
	int32_t l = item[c].prev, r = item[c].next;
	item[l].next = r;
	item[r].prev = l;
}

static void reactivate(struct dlx_problem *pb, int32_t c, struct meter *m)
{
	struct dlx_item *item = pb->item;
	m->mems += 3;
	int32_t l = item[c].prev, r = item[c].next;
	item[l].next = c;
	item[r].prev = c;
}

/* cover(c): with `deact` c leaves the active list; every option in c's list leaves the others. */
static void cover(struct dlx_problem *pb, int32_t c, bool deact, struct meter *m)
{
	if (deact)
		deactivate(pb, c, m);
	m->updates++;
	m->mems++;
	for (int32_t rr = pb->node[c].down; rr > pb->items; rr = pb->node[rr].down) {
		walk_option(pb, rr, m, false, false);
		m->mems++;
	}
}

/* uncover(c): top down again, as DLX3 does; each option's nodes lie in lists other than c's. */
static void uncover(struct dlx_problem *pb, int32_t c, bool react, struct meter *m)
{
	m->mems++;
	for (int32_t rr = pb->node[c].down; rr > pb->items; rr = pb->node[rr].down) {
		walk_option(pb, rr, m, false, true);
		m->mems++;
	}
	if (react)
		reactivate(pb, c, m);
}

/*
 * purify(p): node p gives its secondary item colour x. Options with another
 * colour (or none) leave the other lists; the others but p's own are marked
 * -1, so that later covers leave them in place.
 */
static void purify(struct dlx_problem *pb, int32_t p, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	m->mems++;
	int32_t cc = nd[p].top, x = nd[p].color;
	pb->item[cc].color = x; /* for dlx_option_items alone: DLX3 charges nothing either */
	m->mems++;
	for (int32_t rr = nd[cc].down; rr > pb->items; rr = nd[rr].down) {
		m->mems++;
		if (nd[rr].color != x) {
			walk_option(pb, rr, m, true, false);
		} else if (rr != p) {
			m->mems++;
			nd[rr].color = -1;
		}
		m->mems++;
	}
}

/* unpurify(p), the inverse of purify(p), bottom up. */
static void unpurify(struct dlx_problem *pb, int32_t p, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	m->mems++;
	int32_t cc = nd[p].top, x = nd[p].color;
	m->mems++;
	for (int32_t rr = nd[cc].up; rr > pb->items; rr = nd[rr].up) {
		m->mems++;
		if (nd[rr].color < 0) {
			m->mems++;
			nd[rr].color = x;
		} else if (rr != p) {
			walk_option(pb, rr, m, true, true);
		}
		m->mems++;
	}
	pb->item[cc].color = 0;
}

/*
 * tweak(n): n, the top of its item's list, leaves that list, last. With
 * `block` the rest of its option leaves the other lists first; without,
 * the item was covered at M4 and its options are out of them already.
 */
static void tweak(struct dlx_problem *pb, int32_t n, bool block, struct meter *m)
{
	if (block)
		walk_option(pb, n, m, false, false);
	walk_step(pb, n, m, false, false);
}

/*
 * untweak(c, x): the run of tweaked nodes from x back into c's list. Each
 * tweaked node still points down at the next one tweaked, and the last at
 * c's present top, so resetting the up links along that run relinks them
 * all; with `unblock` their options come back into the other lists.
 */
static void untweak(struct dlx_problem *pb, int32_t c, int32_t x, bool unblock, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	m->mems += 2;
	int32_t z = nd[c].down, k = 0, qq = c, rr = x;
	nd[c].down = x;
	for (; rr != z; qq = rr, rr = nd[rr].down) {
		m->mems += 2; /* the up link written, the down link read */
		nd[rr].up = qq;
		k++;
		if (unblock)
			walk_option(pb, rr, m, false, true);
	}
	m->mems += 3;
	nd[z].up = qq;
	pb->len[c] += k;
	if (!unblock)
		uncover(pb, c, false, m);
}

/* M6: every item of x's option but x's own takes it: a bound down, a cover, a purify. */
static void commit_others(struct dlx_problem *pb, int32_t x, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	for (int32_t pp = x + 1; pp != x;) {
		m->mems++;
		int32_t cc = nd[pp].top, color = color_of(pb, pp);
		if (cc <= 0) {
			m->mems++;
			pp = nd[pp].up;
			continue;
		}
		if (cc <= pb->primary) {
			m->mems += 2;
			if (--pb->bound[cc].bound == 0)
				cover(pb, cc, true, m);
		} else if (color == 0) {
			cover(pb, cc, true, m);
		} else if (color > 0) {
			purify(pb, pp, m);
		}
		pp++;
	}
}

/* M7's undoing of commit_others(x), right to left (the reverse of the commits). */
static void uncommit_others(struct dlx_problem *pb, int32_t x, struct meter *m)
{
	struct dlx_node *nd = pb->node;
	for (int32_t pp = x - 1; pp != x;) {
		m->mems++;
		int32_t cc = nd[pp].top, color = color_of(pb, pp);
		if (cc <= 0) {
			m->mems++;
			pp = nd[pp].down;
			continue;
		}
		if (cc <= pb->primary) {
			m->mems += 2; /* the bound tested, then written */
			if (pb->bound[cc].bound == 0)
				uncover(pb, cc, true, m);
			pb->bound[cc].bound++;
		} else if (color == 0) {
			uncover(pb, cc, true, m);
		} else if (color > 0) {
			unpurify(pb, pp, m);
		}
		pp--;
	}
}

/*
 * Item k's branching degree, DLX3's score len + s - bound + 1 with
 * s = min(slack, bound): how many ways are left to go on with k, the
 * "take none more" one included; <= 0 when too few options are left.
 */
static int32_t degree(const struct dlx_problem *pb, int32_t k, int32_t *s)
{
	const struct item_bound *b = &pb->bound[k];
	*s = b->slack < b->bound ? b->slack : b->bound;
	return pb->len[k] + *s - b->bound + 1;
}

/*
 * M3: the active primary item of least degree; ties go to the smaller s,
 * then to the longer list, then to the first. The whole list is looked at
 * (two mems an item, one to start). *score is INT32_MAX with none active.
 *
 * With `sharp` (DLX_ORDER_SHARP, Knuth's DLX3-SHARP) a degree above 1 of an
 * item not marked counts SHARP_BIAS more, and the mark costs a mem when read,
 * as in DLX3-SHARP: only for a degree that could still win. The ties are
 * broken as above among equal scores, and *score is the true degree.
 */
static int32_t choose_best(const struct dlx_problem *pb, bool sharp, struct meter *m,
                           int32_t *score)
{
	int32_t best = 0, best_s = 0, best_len = 0;
	int64_t least = INT64_MAX;
	*score = INT32_MAX;
	m->mems++;
	for (int32_t k = pb->item[0].next; k != 0; k = pb->item[k].next) {
		m->mems += 2;
		int32_t s, len = pb->len[k], d = degree(pb, k, &s);
		int64_t t = sharp ? sharp_score(pb, k, d, least, &m->mems) : d;
		if (t < least || (t == least && (s < best_s || (s == best_s && len > best_len)))) {
			least = t;
			*score = d;
			best = k;
			best_s = s;
			best_len = len;
		}
	}
	return best;
}

/* M3 without the heuristic: the first active primary item (its link, then its bounds). */
static int32_t choose_first(const struct dlx_problem *pb, struct meter *m, int32_t *score)
{
	int32_t k = pb->item[0].next, s;
	m->mems++;
	*score = INT32_MAX;
	if (k != 0) {
		m->mems++;
		*score = degree(pb, k, &s);
	}
	return k;
}

/* ---- The hooks ---- */

/* M2's hooks, in the fast loop's order: limits, the profile, progress. A stop reason or -1. */
static int enter_node(struct knuth_m *k, int level)
{
	const struct dlx_search_options *opt = k->opt;
	struct dlx_stats *stats = k->stats;
	int stop = node_or_time_stop(opt, stats->nodes, k->deadline);
	if (stop >= 0)
		return stop;
	stats->nodes++;
	if (level > stats->max_level)
		stats->max_level = level;
	if (level < opt->level_nodes_length)
		opt->level_nodes[level]++;
	if (opt->on_progress && stats->nodes >= k->next_progress) {
		k->next_progress += opt->progress_interval ? opt->progress_interval : 1000000;
		stats->mems = k->count.mems;
		stats->updates = k->count.updates;
		stats->explored = explored_share(level, k->pb->m.position, k->pb->m.branches);
		if (opt->on_progress(opt->user, stats, level, k->pb->m.position, k->pb->m.branches))
			return DLX_STOP_CALLBACK;
	}
	return -1;
}

/* A trace event (`item` inside numbering, 0 for none); false when the callback stops. */
static bool trace(struct knuth_m *k, enum dlx_event event, int level, int32_t item, int option,
                  int count)
{
	const struct dlx_search_options *opt = k->opt;
	if (!opt->on_trace || opt->on_trace(opt->user, event, level, item - 1, option, count) == 0)
		return true;
	k->stop = DLX_STOP_CALLBACK;
	return false;
}

/* M6's event: the option tried at `level`, or the skip of item i. */
static bool trace_branch(struct knuth_m *k, int level, int32_t i)
{
	const struct dlx_problem *pb = k->pb;
	int32_t x = pb->m.choice[level];
	if (!k->opt->on_trace)
		return true;
	if (x <= pb->items)
		return trace(k, DLX_EVENT_SKIP, level, i, -1, pb->m.position[level]);
	return trace(k, DLX_EVENT_TRY, level, i, option_of(pb, x), pb->m.position[level]);
}

/* A solution at `level`: its options (the skips left out) to the hooks. false: stop. */
static bool report_m_solution(struct knuth_m *k, int level)
{
	struct dlx_problem *pb = k->pb;
	const struct dlx_search_options *opt = k->opt;
	int count = 0;
	for (int l = 0; l < level; l++)
		if (pb->m.choice[l] > pb->items)
			pb->m.solution[count++] = option_of(pb, pb->m.choice[l]);
	k->stats->solutions++;
	if (!trace(k, DLX_EVENT_SOLUTION, level, 0, -1, count))
		return false;
	if (opt->on_solution && opt->on_solution(opt->user, pb->m.solution, count)) {
		k->stop = DLX_STOP_CALLBACK;
		return false;
	}
	if (opt->solution_limit && k->stats->solutions >= opt->solution_limit) {
		k->stop = DLX_STOP_SOLUTIONS;
		return false;
	}
	return true;
}

/* ---- The loop ---- */

/* M4 and M5's test: whether item i (its bound already lowered) is searched as Algorithm X does. */
static bool exact(const struct item_bound *b)
{
	return b->bound == 0 && b->slack == 0;
}

/*
 * M5: tweak x_l, or skip i at its head. false when too few options are
 * left for i's lower bound (then M8).
 */
static bool m5_tweak(struct dlx_problem *pb, int level, int32_t i, struct meter *m)
{
	const struct item_bound *b = &pb->bound[i];
	int32_t x = pb->m.choice[level];
	m->mems++;
	if (exact(b))
		return x != i;
	m->mems += 2;
	if (pb->len[i] <= b->bound - b->slack)
		return false;
	if (x != i)
		tweak(pb, x, b->bound != 0, m);
	else if (b->bound != 0)
		deactivate(pb, i, m); /* a skip: i takes no more options and keeps what it has */
	return true;
}

/* M8: restore i as M4 and M5 changed it, and give back its bound. */
static void m8_restore(struct dlx_problem *pb, int level, int32_t i, struct meter *m)
{
	struct item_bound *b = &pb->bound[i];
	m->mems++;
	if (exact(b)) {
		uncover(pb, i, true, m);
	} else {
		m->mems++;
		untweak(pb, i, pb->m.first_tweak[level], b->bound != 0, m);
	}
	m->mems += 2;
	b->bound++;
}

static void run_loop(struct knuth_m *k)
{
	struct dlx_problem *pb = k->pb;
	struct item_bound *bd = pb->bound;
	int32_t *x = pb->m.choice, *ft = pb->m.first_tweak;
	int32_t *position = pb->m.position, *branches = pb->m.branches;
	const bool first = k->opt->order == DLX_ORDER_FIRST;
	const bool sharp = k->opt->order == DLX_ORDER_SHARP;
	int level = 0;
	int32_t i = 0, score;

m2: /* M2, enter level l */
	if ((k->stop = enter_node(k, level)) >= 0)
		goto stopped;
	/* M3, choose i */
	i = first ? choose_first(pb, k->m, &score) : choose_best(pb, sharp, k->m, &score);
	if (score == INT32_MAX) { /* no active primary item: a solution */
		if (!report_m_solution(k, level))
			goto stopped;
		goto m9;
	}
	position[level] = 0;
	branches[level] = score > 0 ? score : 0;
	k->stats->branches += score > 1;
	if (!trace(k, DLX_EVENT_CHOOSE, level, i, -1, branches[level]))
		goto stopped;
	if (score <= 0)
		goto m9;
	/* M4, prepare to branch on i */
	k->m->mems += 3;
	x[level] = pb->node[i].down;
	bd[i].bound--;
	ft[level] = 0;
	if (!exact(&bd[i])) {
		k->m->mems++;
		ft[level] = x[level];
	}
	if (bd[i].bound == 0)
		cover(pb, i, true, k->m);
m5: /* M5, possibly tweak x_l */
	if (!m5_tweak(pb, level, i, k->m))
		goto m8;
	/* M6, try x_l */
	if (x[level] > pb->items)
		commit_others(pb, x[level], k->m);
	level++;
	if (!trace_branch(k, level - 1, i))
		goto stopped;
	goto m2;
m7: /* M7, try again */
	uncommit_others(pb, x[level], k->m);
	if (k->stop >= 0) { /* unwinding: i's remaining options are not tried */
		if (bd[i].bound == 0 && bd[i].slack != 0)
			reactivate(pb, i, k->m); /* covered at M4, where a skip would reactivate it */
		goto m8;
	}
	k->m->mems += 2;
	x[level] = pb->node[x[level]].down;
	position[level]++;
	goto m5;
m8: /* M8, restore i */
	m8_restore(pb, level, i, k->m);
	if (k->stop < 0 && !trace(k, DLX_EVENT_BACKTRACK, level, i, -1, branches[level]))
		k->m = &k->scratch;
m9: /* M9, leave level l */
	if (level == 0)
		return;
	level--;
	k->m->mems += 2;
	if (x[level] <= pb->items) { /* a skip */
		i = x[level];
		reactivate(pb, i, k->m);
		goto m8;
	}
	i = pb->node[x[level]].top;
	goto m7;
stopped:
	k->m = &k->scratch;
	goto m9;
}

/* Each of Algorithm M's per-level arrays (problem.h) to hold dlx_max_depth levels. */
static int size_stack(struct dlx_problem *pb)
{
	struct m_stack *m = &pb->m;
	int32_t need = (int32_t)dlx_max_depth(pb) + 1, least = INT32_MAX;
	int32_t **arrays[] = {&m->choice, &m->first_tweak, &m->position, &m->branches, &m->solution};
	for (size_t a = 0; a < sizeof arrays / sizeof *arrays; a++) {
		int32_t capacity = m->capacity; /* every array holds at least this many */
		if (grow_array((void **)arrays[a], &capacity, need, sizeof(int32_t)) != 0)
			return DLX_ENOMEM;
		least = capacity < least ? capacity : least;
	}
	m->capacity = least;
	return 0;
}

int search_knuth_m(struct dlx_problem *pb, const struct dlx_search_options *options,
                   struct dlx_stats *stats)
{
	int err = size_stack(pb);
	if (err)
		return err;
	struct knuth_m k = {.pb = pb, .opt = options, .stats = stats, .stop = -1};
	k.m = &k.count;
	if (options->time_limit > 0)
		k.deadline = seconds_now() + options->time_limit;
	k.next_progress = options->progress_interval ? options->progress_interval : 1000000;
	run_loop(&k);
	stats->mems = k.count.mems;
	stats->updates = k.count.updates;
	stats->stop = k.stop >= 0 ? (enum dlx_stop)k.stop : DLX_STOP_EXHAUSTED;
	return 0;
}
