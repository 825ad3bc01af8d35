/*
 * components.c - dlx_count: counts every solution, and where the items
 * left fall into independent parts, counts each part apart and multiplies.
 *
 * At a node, join two active primary items when a live option holds both.
 * An option that gives a secondary item s no colour, or a colour, conflicts
 * with every other live option that uses s otherwise, so s joins them too:
 * union-find over all the items, each live option uniting its items, but
 * for nodes that already agree with a purified item (colour -1), which
 * constrain nothing. No live option then spans two classes, and no two
 * classes share a secondary item, so a solution of the node is a solution
 * of each class put together: the count is the product of the classes'.
 *
 * A class C is counted by covering every active primary item outside it,
 * which hides exactly the other classes' options, counting what is left
 * (with this same driver, so parts of parts are found), and uncovering in
 * reverse order. A class that counts 0 ends the product.
 *
 * Parts often appear only after a few choices, so below the root the
 * driver also branches as Algorithm X does (the item with the fewest
 * options, each of its options) for up to LOOK_DEPTH levels. It branches
 * only where a look ahead over those levels finds a node with several
 * parts: a problem without parts then pays for the look ahead alone and is
 * counted by one plain search, whose memo sees the whole tree. Every other
 * node goes to dlx_search, the library's own count with its memo. On
 * plain problems the look ahead makes no moves at its last level: it
 * marks the chosen option's items and passes over the options that meet
 * them (count_parts_after).
 *
 * The moves are the search's (matrix/moves.h), undone in reverse order, so
 * the problem ends exactly as it started.
 */
#include "count/bignum.h"
#include "count/wide.h"
#include "matrix/moves.h"
#include "x/choose.h"

#include <stdlib.h>

/*
 * Levels below the root where the driver looks for parts and branches.
 * Each level multiplies the look ahead's nodes by the branching there; in
 * callgrind's instruction counts, against --parts=off, one level costs
 * +0.11 % on queens-11, +0.02 % on langford-11 and +0.10 % on
 * pentomino-3x20, two levels +0.97 %, +0.16 % and +1.15 %: above the 1 %
 * that a problem without parts may pay.
 */
#define LOOK_DEPTH 1

struct counter {
	struct dlx_problem *pb;
	const struct dlx_search_options *opt; /* for the plain counts */
	struct dlx_stats *stats;
	struct tally tally;                   /* the moves' tally; its updates are counted */
	int32_t *parent;                      /* union-find over items 1 .. items */
	uint32_t *mark;                       /* items 1 .. items: == stamp while taken */
	uint32_t stamp;
	bool colored;
};

static int32_t find(int32_t *parent, int32_t x)
{
	while (parent[x] != x)
		x = parent[x] = parent[parent[x]];
	return x;
}

/*
 * Joins the classes of a and b, the smaller root winning, so a class that
 * holds a primary item has a primary root. Returns whether two classes of
 * primary items became one.
 */
static bool unite(int32_t *parent, int32_t primary, int32_t a, int32_t b)
{
	a = find(parent, a);
	b = find(parent, b);
	if (a == b)
		return false;
	if (a < b)
		parent[b] = a;
	else
		parent[a] = b;
	return a <= primary && b <= primary;
}

/*
 * Unites x with every item of p's option that still constrains (with
 * `top` 0 the items up to `top` alone); *parts drops with each merge.
 */
static void join_option(struct counter *c, int32_t x, int32_t p, int32_t top, int *parts)
{
	const struct dlx_node *node = c->pb->node;
	for (int32_t q = p + 1; q != p;) {
		if (node[q].top <= 0) { /* a spacer: round to the option's first node */
			q = node[q].up;
			continue;
		}
		if (node[q].top <= top && (!c->colored || node[q].color >= 0) &&
		    unite(c->parent, c->pb->primary, x, node[q].top))
			(*parts)--;
		q++;
	}
}

/*
 * The first pass of the two functions below: whether x's first option is
 * worth joining. An item already in the class of `first`, the first item
 * of the pass, is passed
 * over: its option would find the class connected sooner, but any item it
 * brings in is still to come in the list, with an option of its own. On
 * pentominoes that leaves a third of the options of a join of every
 * item's first. Only the primary items are joined (the classes are
 * primary items'); the second pass joins everything.
 */
static bool worth_joining(struct counter *c, int32_t x, int32_t first)
{
	return x == first || find(c->parent, x) != find(c->parent, first);
}

/*
 * The number of parts at this node: classes of active primary items (0
 * when none is left), or -1 when one has no option left (a dead end).
 * Once the items are one class it stops. A first pass joins each item's
 * first option alone, which on most problems without parts, the common
 * case, already makes one class (n queens: row 1 meets every column, each
 * column meets row 1); only then are the other options joined. Only when
 * it returns 2 or more does c->parent name every item's class.
 */
static int count_parts(struct counter *c)
{
	struct dlx_problem *pb = c->pb;
	int parts = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next, parts++)
		if (pb->len[x] == 0)
			return -1;
	for (int32_t x = 1; x <= pb->items; x++)
		c->parent[x] = x;
	for (int32_t x = pb->item[0].next; x != 0 && parts > 1; x = pb->item[x].next)
		if (worth_joining(c, x, pb->item[0].next))
			join_option(c, x, pb->node[x].down, pb->primary, &parts);
	for (int32_t x = pb->item[0].next; x != 0 && parts > 1; x = pb->item[x].next)
		for (int32_t p = pb->node[x].down; p != x && parts > 1; p = pb->node[p].down)
			join_option(c, x, p, pb->items, &parts);
	return parts;
}

/*
 * Plain problems: the parts at the child of option r, without its moves.
 * The child's live options are those that share no item with r; r's
 * items are marked, and an option with a marked item is passed over.
 * The look ahead then makes none of the link updates of commit_rest,
 * which on pentominoes cost more than all the joining. As count_parts.
 */
static bool taken(const struct counter *c, int32_t p)
{
	const struct dlx_node *node = c->pb->node;
	for (int32_t q = node[p].right; q != p; q = node[q].right)
		if (c->mark[node[q].top] == c->stamp)
			return true;
	return false;
}

/* The first option of x's list from p on that shares no item with r's, or x. */
static int32_t next_free(const struct counter *c, int32_t x, int32_t p)
{
	while (p != x && taken(c, p))
		p = c->pb->node[p].down;
	return p;
}

static int count_parts_after(struct counter *c, int32_t r)
{
	struct dlx_problem *pb = c->pb;
	const struct dlx_node *node = pb->node;
	c->stamp++;
	c->mark[node[r].top] = c->stamp;
	for (int32_t q = node[r].right; q != r; q = node[q].right)
		c->mark[node[q].top] = c->stamp;
	int parts = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		parts += c->mark[x] != c->stamp;
	for (int32_t x = 1; x <= pb->items; x++)
		c->parent[x] = x;
	int32_t first = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next) {
		if (c->mark[x] == c->stamp)
			continue;
		int32_t p = next_free(c, x, node[x].down);
		if (p == x)
			return -1; /* every option of x meets r: a dead end */
		first = first ? first : x;
		if (parts > 1 && worth_joining(c, x, first))
			join_option(c, x, p, pb->primary, &parts);
	}
	for (int32_t x = pb->item[0].next; x != 0 && parts > 1; x = pb->item[x].next)
		if (c->mark[x] != c->stamp)
			for (int32_t p = next_free(c, x, node[x].down); p != x && parts > 1;
			     p = next_free(c, x, node[p].down))
				join_option(c, x, p, pb->items, &parts);
	return parts;
}

/* Whether some node 1 .. levels below this one (which has one part) has several. */
static bool parts_below(struct counter *c, int levels)
{
	struct dlx_problem *pb = c->pb;
	int32_t x = choose_item(pb);
	bool found = false;
	if (!c->colored && levels == 1) { /* no moves: r's marks take x and its options out */
		for (int32_t r = pb->node[x].down; r != x && !found; r = pb->node[r].down)
			found = count_parts_after(c, r) > 1;
		return found;
	}
	cover(pb, x, c->colored, &c->tally);
	for (int32_t r = pb->node[x].down; r != x && !found; r = pb->node[r].down) {
		int parts = c->colored ? 2 : count_parts_after(c, r);
		if (parts < 2 && (parts < 1 || levels == 1))
			continue; /* a dead end, a solution, or one part and no look further */
		commit_rest(pb, r, c->colored, &c->tally);
		if (c->colored)
			parts = count_parts(c);
		found = parts > 1 || (parts == 1 && levels > 1 && parts_below(c, levels - 1));
		uncommit_rest(pb, r, c->colored, &c->tally);
	}
	uncover(pb, x, c->colored, &c->tally);
	return found;
}

/* parts_below, its moves left out of the updates: they search nothing. */
static bool looks_split(struct counter *c, int levels)
{
	uint64_t updates = c->tally.updates;
	bool found = parts_below(c, levels);
	c->tally.updates = updates;
	return found;
}

static int count_node(struct counter *c, int level, struct bignum *count);

/* The plain count of this node, by the library's own search. */
static int count_plain(struct counter *c, int level, struct bignum *count)
{
	struct dlx_stats st;
	int code = dlx_search(c->pb, c->opt, &st);
	if (code < 0)
		return code;
	st.max_level += level; /* its levels count from this node */
	dlx_stats_add(c->stats, &st);
	return wide_to_bignum(wide_of(&st), count);
}

/* Algorithm X's branching at this node: the sum of its children's counts. */
static int sum_children(struct counter *c, int level, struct bignum *count)
{
	struct dlx_problem *pb = c->pb;
	int32_t x = choose_item(pb);
	struct bignum child = BIGNUM_ZERO;
	int code = bignum_set(count, 0);
	c->stats->nodes++;
	c->stats->branches += pb->len[x] > 1;
	cover(pb, x, c->colored, &c->tally);
	for (int32_t r = pb->node[x].down; r != x && code == 0; r = pb->node[r].down) {
		commit_rest(pb, r, c->colored, &c->tally);
		code = count_node(c, level + 1, &child);
		if (code == 0)
			code = bignum_add(count, &child);
		uncommit_rest(pb, r, c->colored, &c->tally);
	}
	uncover(pb, x, c->colored, &c->tally);
	bignum_finish(&child);
	return code;
}

/* The count of class `root` alone: the active items[] of other classes covered meanwhile. */
static int count_class(struct counter *c, int level, const int32_t *items, const int32_t *roots,
                       int active, int32_t root, struct bignum *count)
{
	struct dlx_problem *pb = c->pb;
	for (int k = 0; k < active; k++)
		if (roots[k] != root)
			cover(pb, items[k], c->colored, &c->tally);
	int code = count_node(c, level, count);
	for (int k = active; k > 0; k--)
		if (roots[k - 1] != root)
			uncover(pb, items[k - 1], c->colored, &c->tally);
	return code;
}

/*
 * The product of the parts' counts, c->parent naming the classes. The
 * active items and their roots are kept first: counting a class reuses
 * c->parent.
 */
static int multiply_parts(struct counter *c, int level, struct bignum *count)
{
	struct dlx_problem *pb = c->pb;
	int active = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		active++;
	int32_t *items = malloc(2 * (size_t)active * sizeof *items);
	if (!items)
		return DLX_ENOMEM;
	int32_t *roots = items + active;
	int k = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next, k++) {
		items[k] = x;
		roots[k] = find(c->parent, x);
	}
	c->stats->splits++;
	struct bignum part = BIGNUM_ZERO;
	int code = bignum_set(count, 1);
	for (k = 0; k < active && code == 0 && !bignum_is_zero(count); k++) {
		if (roots[k] != items[k])
			continue; /* each class once, at its root */
		code = count_class(c, level, items, roots, active, items[k], &part);
		if (code == 0)
			code = bignum_multiply(count, &part);
	}
	bignum_finish(&part);
	free(items);
	return code;
}

/* The solutions below the current state into *count. */
static int count_node(struct counter *c, int level, struct bignum *count)
{
	int parts = count_parts(c);
	if (parts < 0)
		return bignum_set(count, 0);
	if (parts > 1)
		return multiply_parts(c, level, count);
	if (parts == 1 && level < LOOK_DEPTH && looks_split(c, LOOK_DEPTH - level))
		return sum_children(c, level, count);
	return count_plain(c, level, count);
}

/*
 * Whether the driver may count with these options: it needs the whole
 * tree counted with nothing watching it, one thread, the fewest-options
 * order, no item bounds (Algorithm M's skips are not Algorithm X's
 * branches), and the links search (on dancing cells the count is SSXCC's
 * own, figures and all). Inference (options->infer) counts in one search
 * of its own, so that its figures are those of dlx_search.
 */
static bool splits_apply(const struct dlx_problem *pb, const struct dlx_search_options *opt)
{
	return !pb->bounded &&
	       (!opt || (!opt->solution_limit && !opt->node_limit && opt->time_limit <= 0 &&
	                 !opt->on_solution && !opt->on_progress && !opt->on_trace &&
	                 !opt->level_nodes && opt->level_nodes_length == 0 && !opt->knuth_counts &&
	                 opt->order == DLX_ORDER_MRV && (opt->jobs == 0 || opt->jobs == 1) &&
	                 opt->algorithm == DLX_ALGORITHM_LINKS &&
	                 !opt->interrupt && !opt->infer));
}

/* The driver from the root; *total gets the count. */
static int count_split(struct dlx_problem *pb, const struct dlx_search_options *options,
                       struct dlx_stats *stats, struct bignum *total)
{
	struct counter c = {.pb = pb, .opt = options, .stats = stats, .colored = pb->has_colors};
	c.parent = malloc(((size_t)pb->items + 1) * sizeof *c.parent);
	c.mark = calloc((size_t)pb->items + 1, sizeof *c.mark);
	int code = c.parent && c.mark ? count_node(&c, 0, total) : DLX_ENOMEM;
	stats->updates += c.tally.updates;
	free(c.mark);
	free(c.parent);
	return code;
}

size_t dlx_count_text_size(const struct dlx_problem *problem)
{
	/*
	 * A solution is a set of options, so there are at most 2^options:
	 * floor(options * log10 2) + 1 digits, log10 2 rounded up here.
	 */
	size_t options = problem ? (size_t)problem->options : 0;
	return options * 30103 / 100000 + 2;
}

int dlx_count(struct dlx_problem *problem, const struct dlx_search_options *options,
              struct dlx_stats *stats, char *text, size_t capacity)
{
	struct dlx_stats local;
	if (!problem || (!text && capacity > 0))
		return DLX_EINVAL;
	if (!stats)
		stats = &local;
	*stats = (struct dlx_stats){0};
	struct bignum total = BIGNUM_ZERO;
	int code;
	if (splits_apply(problem, options)) {
		code = count_split(problem, options, stats, &total);
		if (code == 0) /* the searches' counts were added up into stats: the product instead */
			wide_put(stats, wide_from_bignum(&total));
	} else {
		code = dlx_search(problem, options, stats);
		if (code == 0)
			code = wide_to_bignum(wide_of(stats), &total);
	}
	if (code == 0 && capacity > 0) {
		int digits = bignum_text(&total, text, capacity);
		code = digits < 0 ? digits : (size_t)digits < capacity ? 0 : DLX_ERANGE;
	}
	bignum_finish(&total);
	return code;
}
