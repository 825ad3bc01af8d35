/*
 * moves.h - the dancing-links operations shared by the search and by
 * dlx_require / dlx_release_all: hide, cover, purify and their inverses.
 *
 * Every "un" operation undoes its partner exactly when called in the reverse
 * order of the originals; that discipline is what keeps the matrix intact.
 * `colored` is a compile-time constant at every call site, so the plain exact
 * cover search pays nothing for colours.
 *
 * A tally rides along: `updates` counts links removed, as Knuth's programs
 * count them, and `dead` the active primary items whose last option hide()
 * took away, when `track` asks for it (see choose.h: only problems whose
 * item scan is long). The search then needs no scan to spot a dead end:
 * while dead is above 0, no choice of item can succeed. Only the operations
 * that remove keep `dead`; the search restores it from its own stack when it
 * puts options back (search_loop.h, X6), so the "un" operations stay as short as
 * they were.
 */
#ifndef DLX_MOVES_H
#define DLX_MOVES_H

#include "matrix/problem.h"
#include "util/inline.h"

/*
 * The node layout the operations work on: node[] itself, unless the file
 * including this one asks for another first (search_compact.c: the 16-bit
 * copy of small plain problems).
 */
#ifndef LINK_NODE
#define LINK_NODE struct dlx_node
#define LINK_NODES(pb) ((pb)->node)
#endif

struct tally {
	uint64_t updates;
	int32_t dead; /* active primary items left without options, if tracked */
	bool track;   /* a constant in the search loop: no cost when false */
	int size;     /* plain problems whose options all have this many items: a constant
	                 in the search loop, so the walks round an option are unrolled; 0 else */
	bool limited; /* under a node limit (see walks_in_blocks): a constant too */
	int32_t primary; /* pb->primary where tracked: a copy the stores to len[] cannot alias */
};

/*
 * The walk round a plain option. On node[] every node's right link names
 * the next node of its option. On the 16-bit copy (search_compact.c),
 * where walks_in_blocks says so, each option is an aligned block of nodes
 * (four for options of three or four, eight for six) with no spacer, so the
 * next node is the next in q's block, computed from q alone: the nodes of
 * an option come without a chain of loads, each waiting for the one
 * before. The Sudoku searches that keep the dead-item tally keep the
 * right links: each search of the generator is small, and the copy into
 * blocks, which moves every link, costs more than the walks save. So do
 * the searches under a node limit, the generator's short checks: the plain
 * copy still spares them the unwinding a search on node[] does when it
 * stops. bench/NOTES.md (engine) has the measurements.
 */
static inline bool walks_in_blocks(int size, bool track, bool limited)
{
	return !limited && (((size == 3 || size == 4) && !track) || size == 6);
}

/* The nodes of a block in that layout: a power of two, the option's nodes then padding. */
static inline int block_width(int size)
{
	return size <= 4 ? 4 : 8;
}

#ifdef LINK_IN_BLOCKS
#define IN_BLOCKS true
#else
#define IN_BLOCKS false
#endif

/*
 * The k-th node of p's option after p (k = 1, 2, ...), q being the one
 * before (p itself for k = 1): what every walk round an option takes. On
 * node[] it is q's right link; in blocks, the next place in q's block,
 * round to its start. In blocks of four the other nodes of p's block are
 * p ^ 1, p ^ 2 and p ^ 3, each computed from p alone with one instruction,
 * in an order of their own; as every walk takes it, an undo still goes
 * back in reverse. That takes fewer instructions than the step round the
 * block (bench/NOTES.md, engine).
 */
DLX_INLINE int32_t option_step(const LINK_NODE *node, int32_t p, int32_t q, int k,
                               const struct tally *tally)
{
	int size = tally->size;
	if (!IN_BLOCKS || !walks_in_blocks(size, tally->track, tally->limited))
		return node[q].right;
	if (size == 4)
		return p ^ k;
	return (q & (block_width(size) - 1)) == size - 1 ? q - (size - 1) : q + 1;
}

/* Takes node q out of its item's list (hide's step). */
DLX_INLINE void unlink_node(struct dlx_problem *pb, int32_t q, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	int32_t *len = pb->len;
	int32_t u = node[q].up, d = node[q].down;
	node[u].down = d;
	node[d].up = u;
	if (!tally->track) {
		len[node[q].top]--;
	} else if (tally->size == 0) {
		/*
		 * Options of mixed sizes (fillomino, polyominoes with their
		 * borders) mostly come with secondary items, whose short lists
		 * empty at every other hide: there the branch below mispredicts
		 * where this arithmetic does not.
		 */
		int32_t x = node[q].top, left = --len[x];
		tally->dead += (left == 0) & (x <= tally->primary);
	} else {
		int32_t x = node[q].top;
		/* rarely 0: a branch costs less than arithmetic here */
		if (--len[x] == 0)
			tally->dead += x <= pb->primary;
	}
	tally->updates++;
}

/* Puts node q back where unlink_node took it from. */
DLX_INLINE void relink_node(struct dlx_problem *pb, int32_t q)
{
	LINK_NODE *node = LINK_NODES(pb);
	int32_t u = node[q].up, d = node[q].down;
	node[u].down = q;
	node[d].up = q;
	pb->len[node[q].top]++;
}

/*
 * A coloured option's node n leaves its item's list, unless it is marked as
 * agreeing with a purified item (colour -1). The counts go to locals that
 * hide() adds to the tally once an option: in memory they would make a chain
 * of loads and stores through every node.
 */
DLX_INLINE void unlink_colored(LINK_NODE *node, int32_t *len, const LINK_NODE *n, int32_t primary,
                               bool track, uint64_t *updates, int32_t *dead)
{
	if (n->color < 0)
		return;
	int32_t u = n->up, d = n->down, x = n->top;
	node[u].down = d;
	node[d].up = u;
	if (--len[x] == 0 && track) /* rarely 0: a branch costs less than arithmetic here */
		*dead += x <= primary;
	(*updates)++;
}

/* Puts node n back where unlink_colored took it from. */
DLX_INLINE void relink_colored(LINK_NODE *node, int32_t *len, const LINK_NODE *n)
{
	if (n->color < 0)
		return;
	int32_t q = (int32_t)(n - node), u = n->up, d = n->down;
	node[u].down = q;
	node[d].up = q;
	len[n->top]++;
}

/*
 * Removes every node of p's option except p from its item's list. A plain
 * option is walked round its right links; a coloured one, which has none,
 * as two runs of consecutive nodes: from p to the spacer that ends the
 * option, then from the option's first node (the spacer's up link) back to
 * p. One loop that tested every node for the spacer and for p costs more
 * instructions (bench/NOTES.md, engine).
 */
DLX_INLINE void hide(struct dlx_problem *pb, int32_t p, bool colored, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	if (!colored) {
		if (tally->size > 0) /* unrolled: the size is a constant here */
			for (int32_t k = 1, q = p; k < tally->size; k++) {
				q = option_step(node, p, q, k, tally);
				unlink_node(pb, q, tally);
			}
		else
			for (int32_t q = node[p].right; q != p; q = node[q].right)
				unlink_node(pb, q, tally);
		return;
	}
	int32_t *len = pb->len;
	const int32_t primary = pb->primary;
	uint64_t updates = 0;
	int32_t dead = 0;
	const LINK_NODE *n = node + p + 1;
	for (; n->top > 0; n++)
		unlink_colored(node, len, n, primary, tally->track, &updates, &dead);
	for (n = node + n->up; n < node + p; n++)
		unlink_colored(node, len, n, primary, tally->track, &updates, &dead);
	tally->updates += updates;
	tally->dead += dead;
}

/*
 * Puts back what hide(p) removed. The nodes of one option lie in different
 * lists, so the order within the option does not matter (only the order of
 * whole options and items does); plain problems walk right, like hide(), and
 * coloured ones in hide()'s two runs backwards.
 */
DLX_INLINE void unhide(struct dlx_problem *pb, int32_t p, bool colored,
                       const struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	if (!colored) {
		if (tally->size > 0)
			for (int32_t k = 1, q = p; k < tally->size; k++) {
				q = option_step(node, p, q, k, tally);
				relink_node(pb, q);
			}
		else
			for (int32_t q = node[p].right; q != p; q = node[q].right)
				relink_node(pb, q);
		return;
	}
	int32_t *len = pb->len;
	const LINK_NODE *n = node + p - 1;
	for (; n->top > 0; n--)
		relink_colored(node, len, n);
	for (n = node + n->down; n > node + p; n--) /* a spacer's down: the last node after it */
		relink_colored(node, len, n);
}

/* Takes item x out of its active list and hides every option that uses it. */
DLX_INLINE void cover(struct dlx_problem *pb, int32_t x, bool colored, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	struct dlx_item *item = pb->item;
	for (int32_t p = node[x].down; p != x; p = node[p].down)
		hide(pb, p, colored, tally);
	int32_t l = item[x].prev, r = item[x].next;
	item[l].next = r;
	item[r].prev = l;
	if (tally->track && pb->len[x] == 0) /* a dead item covered is no longer active */
		tally->dead -= x <= pb->primary;
	pb->len[x] += DLX_COVERED;
}

DLX_INLINE void uncover(struct dlx_problem *pb, int32_t x, bool colored,
                        const struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	struct dlx_item *item = pb->item;
	int32_t l = item[x].prev, r = item[x].next;
	item[l].next = x;
	item[r].prev = x;
	pb->len[x] -= DLX_COVERED;
	for (int32_t p = node[x].up; p != x; p = node[p].up)
		unhide(pb, p, colored, tally);
}

/* Takes every node of the option starting at `first` out of its list (an exclusion). */
static inline void hide_all(struct dlx_problem *pb, int32_t first, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	for (int32_t q = first; node[q].top > 0; q++) {
		if (pb->has_colors && node[q].color < 0)
			continue; /* agrees with a purified item: hide() leaves these too */
		int32_t u = node[q].up, d = node[q].down, x = node[q].top;
		node[u].down = d;
		node[d].up = u;
		if (--pb->len[x] == 0 && tally->track)
			tally->dead += x <= pb->primary;
		tally->updates++;
	}
}

/* Undoes hide_all(first). Nodes of one option are in different lists: any order works. */
static inline void unhide_all(struct dlx_problem *pb, int32_t first)
{
	LINK_NODE *node = LINK_NODES(pb);
	for (int32_t q = first; node[q].top > 0; q++) {
		if (pb->has_colors && node[q].color < 0)
			continue;
		int32_t u = node[q].up, d = node[q].down;
		node[u].down = q;
		node[d].up = q;
		pb->len[node[q].top]++;
	}
}

/*
 * Node p gives secondary item x colour c: hide every option that gives x
 * another colour, and mark the ones that agree (-1) so they need no work.
 */
static inline void purify(struct dlx_problem *pb, int32_t p, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	int32_t x = node[p].top, c = node[p].color;
	pb->item[x].color = c;
	for (int32_t q = node[x].down; q != x; q = node[q].down) {
		if (node[q].color != c)
			hide(pb, q, true, tally);
		else if (q != p)
			node[q].color = -1;
	}
}

static inline void unpurify(struct dlx_problem *pb, int32_t p, const struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	int32_t x = node[p].top, c = node[p].color;
	for (int32_t q = node[x].up; q != x; q = node[q].up) {
		if (node[q].color < 0)
			node[q].color = c;
		else if (q != p)
			unhide(pb, q, true, tally);
	}
	pb->item[x].color = 0;
}

/* Uses node p's item as p's option demands: exclusively, or with p's colour. */
DLX_INLINE void commit(struct dlx_problem *pb, int32_t p, bool colored, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	if (!colored || node[p].color == 0)
		cover(pb, node[p].top, colored, tally);
	else if (node[p].color > 0)
		purify(pb, p, tally);
}

DLX_INLINE void uncommit(struct dlx_problem *pb, int32_t p, bool colored,
                         const struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	if (!colored || node[p].color == 0)
		uncover(pb, node[p].top, colored, tally);
	else if (node[p].color > 0)
		unpurify(pb, p, tally);
}

/* Commits every item of r's option except r's own, left to right. */
DLX_INLINE void commit_rest(struct dlx_problem *pb, int32_t r, bool colored, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	if (!colored) { /* right links: the spacer walk's order below, r+1 ... last, first ... */
		if (tally->size > 0)
			for (int32_t k = 1, q = r; k < tally->size; k++) {
				q = option_step(node, r, q, k, tally);
				cover(pb, node[q].top, false, tally);
			}
		else
			for (int32_t q = node[r].right; q != r; q = node[q].right)
				cover(pb, node[q].top, false, tally);
		return;
	}
	for (int32_t q = r + 1; q != r;) {
		if (node[q].top <= 0) {
			q = node[q].up;
			continue;
		}
		commit(pb, q, colored, tally);
		q++;
	}
}

/* Options up to this size are walked through their right links by uncommit_rest. */
#define SHORT_OPTION 16

/*
 * The other nodes of plain option r into rest[], in the order every walk
 * takes them (option_step); returns how many, or SHORT_OPTION when there
 * are at least that many (only that many are written).
 */
DLX_INLINE int plain_rest(const LINK_NODE *node, int32_t r, int32_t *rest,
                          const struct tally *tally)
{
	int count = 0;
	if (tally->size > 0) /* 3, 4 or 6: below SHORT_OPTION */
		for (int32_t k = 1, q = r; k < tally->size; k++)
			rest[count++] = q = option_step(node, r, q, k, tally);
	else
		for (int32_t q = node[r].right; q != r && count < SHORT_OPTION; q = node[q].right)
			rest[count++] = q;
	return count;
}

/* Puts back the options of x's list from p up to the first, the last hidden first. */
DLX_INLINE void unhide_from(struct dlx_problem *pb, int32_t x, int32_t p, const struct tally *tally)
{
	for (; p != x; p = LINK_NODES(pb)[p].up)
		unhide(pb, p, false, tally);
}

/* Takes item x out of the active list, as cover() does after hiding x's options. */
DLX_INLINE void deactivate(struct dlx_problem *pb, int32_t x, struct tally *tally)
{
	struct dlx_item *item = pb->item;
	int32_t l = item[x].prev, r = item[x].next;
	item[l].next = r;
	item[r].prev = l;
	if (pb->len[x] == 0) /* no option left but r, which covers it: not a dead end */
		tally->dead -= x <= pb->primary;
	pb->len[x] += DLX_COVERED;
}

/* Undoes deactivate(x) but for the tally, which the search restores itself. */
DLX_INLINE void reactivate(struct dlx_problem *pb, int32_t x)
{
	struct dlx_item *item = pb->item;
	int32_t l = item[x].prev, r = item[x].next;
	item[l].next = x;
	item[r].prev = x;
	pb->len[x] -= DLX_COVERED;
}

/*
 * Undoes a commit_rest_or_undo that stopped in the options of item x at
 * option p: p and those above it in x's list, the options of r's items
 * before x, then the items of r taken out of the active list. Forced
 * inline although it runs at dead ends only: compiled on its own, its walks
 * lose the option size the unrolled copies know, and on pentominoes a third
 * of the search's instructions were spent here (bench/NOTES.md, engine).
 */
DLX_INLINE void undo_partial_commit(struct dlx_problem *pb, int32_t r, int32_t x, int32_t p,
                                    const struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	int32_t rest[SHORT_OPTION];
	int count = plain_rest(node, r, rest, tally), done = -1;
	for (int k = 0; k < count; k++) {
		rest[k] = node[rest[k]].top;
		if (rest[k] == x)
			done = k;
	}
	if (done >= 0)
		unhide_from(pb, x, p, tally);
	for (int k = done; k > 0; k--)
		unhide_from(pb, rest[k - 1], node[rest[k - 1]].up, tally);
	for (int k = count; k > 0; k--)
		reactivate(pb, rest[k - 1]);
}

/*
 * commit_rest for plain problems that keep the tally, with a way out: it
 * gives up as soon as an item is left without options, undoing what it did,
 * and returns false. The covers that a dead end makes pointless are most of
 * the work on puzzles like pentominoes (a fifth of the links removed), and
 * Knuth's SSXCC stops the same way.
 *
 * The items of r's option are taken out of the active list first, their
 * options hidden after: an item of r that r alone still covers then never
 * looks dead, so the first item whose length reaches 0 is a true dead end.
 * Lists and lengths end as commit_rest leaves them, so uncommit_rest undoes
 * a finished commit; the search restores the tally itself (search_loop.h, X6).
 * Options longer than SHORT_OPTION take the plain way.
 */
DLX_INLINE bool commit_rest_or_undo(struct dlx_problem *pb, int32_t r, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	int steps = tally->size - 1; /* a constant in the unrolled copies */
	if (tally->size == 0) {
		steps = 0;
		for (int32_t q = node[r].right; q != r; q = node[q].right)
			steps++;
		if (steps > SHORT_OPTION) {
			commit_rest(pb, r, false, tally);
			return true;
		}
	}
	for (int32_t k = 1, q = r; k <= steps; k++) {
		q = option_step(node, r, q, k, tally);
		deactivate(pb, node[q].top, tally);
	}
	if (tally->dead > 0) {
		undo_partial_commit(pb, r, 0, 0, tally);
		return false;
	}
	for (int32_t k = 1, q = r; k <= steps; k++) {
		q = option_step(node, r, q, k, tally);
		int32_t x = node[q].top;
		for (int32_t p = node[x].down; p != x; p = node[p].down) {
			hide(pb, p, false, tally);
			if (tally->dead > 0) { /* rare: the exit costs one branch per option */
				undo_partial_commit(pb, r, x, p, tally);
				return false;
			}
		}
	}
	return true;
}

/*
 * Coloured options cut short the same way. commit(q) for one node q of r,
 * stopping right after the hide that left an item without options: returns
 * that option of q's item list, or 0 when the commit is complete. r's
 * primary items were taken out of the active list before (see below).
 */
static inline int32_t commit_until_dead(struct dlx_problem *pb, int32_t q, struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	int32_t x = node[q].top, c = node[q].color;
	if (c < 0)
		return 0; /* agrees with an item purified before */
	if (c > 0)
		pb->item[x].color = c;
	for (int32_t p = node[x].down; p != x; p = node[p].down) {
		if (c > 0 && node[p].color == c) {
			if (p != q)
				node[p].color = -1;
			continue;
		}
		hide(pb, p, true, tally);
		if (tally->dead > 0)
			return p;
	}
	if (c == 0 && x > pb->primary) { /* a secondary item used without colour: cover()'s end */
		struct dlx_item *item = pb->item;
		int32_t l = item[x].prev, n = item[x].next;
		item[l].next = n;
		item[n].prev = l;
		pb->len[x] += DLX_COVERED;
	}
	return 0;
}

/* Undoes commit_until_dead(q) from option p of q's item list up to the first. */
static inline void uncommit_from(struct dlx_problem *pb, int32_t q, int32_t p,
                                 const struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	int32_t x = node[q].top, c = node[q].color;
	if (c < 0)
		return;
	for (; p != x; p = node[p].up) {
		if (c > 0 && node[p].color < 0)
			node[p].color = c;
		else if (c == 0 || node[p].color != c)
			unhide(pb, p, true, tally);
	}
	if (c > 0)
		pb->item[x].color = 0;
}

/* Undoes commit_rest(r): the same items, right to left. */
DLX_INLINE void uncommit_rest(struct dlx_problem *pb, int32_t r, bool colored,
                              const struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	if (!colored) {
		/*
		 * plain_rest gives the items in commit order; keep them and
		 * undo backwards. For options of one size the loops run the same
		 * number of times at every node, where the spacer test of the
		 * walk below mispredicts once per option.
		 */
		int32_t rest[SHORT_OPTION];
		int count = plain_rest(node, r, rest, tally);
		if (count < SHORT_OPTION) {
			while (count > 0)
				uncover(pb, node[rest[--count]].top, false, tally);
			return;
		}
	}
	for (int32_t q = r - 1; q != r;) {
		if (node[q].top <= 0) {
			q = node[q].down;
			continue;
		}
		uncommit(pb, q, colored, tally);
		q--;
	}
}

/* The nodes of r's option but r, in the order commit_rest visits them; their number. */
static inline int option_rest(const struct dlx_problem *pb, int32_t r, int32_t *rest)
{
	LINK_NODE *node = LINK_NODES(pb);
	int count = 0;
	for (int32_t q = r + 1; q != r;) {
		if (node[q].top <= 0) {
			q = node[q].up;
			continue;
		}
		if (count < SHORT_OPTION)
			rest[count] = q;
		count++;
		q++;
	}
	return count;
}

/*
 * Undoes a commit_colored_or_undo that stopped at option p of the list of
 * node sorted[stop] (p 0: before any commit), the nodes committed before it
 * backwards, then the primary items taken out of the active list.
 */
static void undo_colored_commit(struct dlx_problem *pb, const int32_t *sorted, int count,
                                int stop, int32_t p, const struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	if (p)
		uncommit_from(pb, sorted[stop], p, tally);
	for (int k = stop; k > 0; k--) {
		int32_t q = sorted[k - 1], x = node[q].top;
		if (node[q].color == 0 && x > pb->primary)
			reactivate(pb, x);
		uncommit_from(pb, q, node[x].up, tally);
	}
	for (int k = count; k > 0; k--)
		if (node[sorted[k - 1]].top <= pb->primary)
			reactivate(pb, node[sorted[k - 1]].top);
}

/*
 * The order in which commit_colored_or_undo takes the `count` nodes of
 * rest[]: the shortest item list first, nodes already agreeing with a
 * purified item (nothing to do) before all. Returned as four bits a place,
 * the first place lowest; sorted[] gets the nodes in that order.
 */
static inline uint64_t order_by_length(const struct dlx_problem *pb, const int32_t *rest, int count,
                                    int32_t *sorted)
{
	LINK_NODE *node = LINK_NODES(pb);
	uint64_t key[SHORT_OPTION];
	for (int k = 0; k < count; k++) {
		int32_t q = rest[k];
		uint64_t length = node[q].color < 0 ? 0 : (uint64_t)pb->len[node[q].top] + 1;
		uint64_t here = length << 4 | (uint64_t)k; /* ties keep the option's order */
		int at = k;
		for (; at > 0 && key[at - 1] > here; at--)
			key[at] = key[at - 1];
		key[at] = here;
	}
	uint64_t order = 0;
	for (int k = 0; k < count; k++) {
		order |= (key[k] & 15) << (4 * k);
		sorted[k] = rest[key[k] & 15];
	}
	return order;
}

/*
 * commit_rest_or_undo for coloured problems: r's primary items leave the
 * active list first, then each item of r is committed (covered or
 * purified), stopping at the first dead end. The items go shortest list
 * first: a dead end then comes after less work, and when it comes it is
 * most often from a short list, so fewer links are removed.
 * *order keeps the order for uncommit_colored. Options longer than
 * SHORT_OPTION take commit_rest's way, which uncommit_colored also spots.
 */
static inline bool commit_colored_or_undo(struct dlx_problem *pb, int32_t r, uint64_t *order,
                                          struct tally *tally)
{
	LINK_NODE *node = LINK_NODES(pb);
	int32_t rest[SHORT_OPTION], sorted[SHORT_OPTION];
	int count = option_rest(pb, r, rest);
	if (count > SHORT_OPTION) {
		commit_rest(pb, r, true, tally);
		return true;
	}
	*order = order_by_length(pb, rest, count, sorted);
	for (int k = 0; k < count; k++)
		if (node[sorted[k]].top <= pb->primary)
			deactivate(pb, node[sorted[k]].top, tally);
	if (tally->dead > 0) {
		undo_colored_commit(pb, sorted, count, 0, 0, tally);
		return false;
	}
	for (int k = 0; k < count; k++) {
		int32_t p = commit_until_dead(pb, sorted[k], tally);
		if (p) {
			undo_colored_commit(pb, sorted, count, k, p, tally);
			return false;
		}
	}
	return true;
}

/* Undoes a complete commit_colored_or_undo(r) that chose `order`: its items backwards. */
static inline void uncommit_colored(struct dlx_problem *pb, int32_t r, uint64_t order,
                                    const struct tally *tally)
{
	int32_t rest[SHORT_OPTION];
	int count = option_rest(pb, r, rest);
	if (count > SHORT_OPTION) {
		uncommit_rest(pb, r, true, tally);
		return;
	}
	for (int k = count; k > 0; k--)
		uncommit(pb, rest[order >> (4 * (k - 1)) & 15], true, tally);
}

#endif
