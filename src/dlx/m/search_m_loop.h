/*
 * search_m_loop.h - Algorithm M's link operations and loop (private),
 * included twice by search_m.c: over node[] (M_NODE struct dlx_node), and
 * over a 16-bit copy of it for the lean search of a small plain problem
 * (M_NODE struct dlx_node16, as search_compact.c does for Algorithm X:
 * half the bytes a node, half the cache lines the links touch). M_NODES(pb)
 * names the array, M_NAME(f) gives each copy's functions their own names.
 * The hooks, the item choice and the entry points are search_m.c's.
 */

/* ---- Link operations (the "dance steps") ---- */

/*
 * `len` is the array of counts the loop keeps: pb->len, or with `cut` the
 * excess of each item plus ROOM_BIAS (search_m.c), whose drops to
 * ROOM_BIAS - 1 (an excess below 0) the tally counts.
 */

/* A node's colour: 0 in a problem without colours, whose field is a right link there. */
DLX_INLINE int32_t M_NAME(color_of)(const M_NODE *nd, bool colored)
{
	return colored ? nd->color : 0;
}

/* Node q, of item x, leaves its list (x passed: the stores could alias a reload of top). */
DLX_INLINE void M_NAME(unlink_node)(M_NODE *node, int32_t *len, int32_t q, int32_t x, bool cut,
                          struct m_tally *t)
{
	int32_t u = node[q].up, d = node[q].down;
	node[u].down = d;
	node[d].up = u;
	if (!cut)
		len[x]--;
	else if (--len[x] == ROOM_BIAS - 1) {
		t->dead++;
		KEEP_BRANCH(t->dead);
	}
}

DLX_INLINE void M_NAME(relink_node)(M_NODE *node, int32_t *len, int32_t q, int32_t x)
{
	int32_t u = node[q].up, d = node[q].down;
	node[u].down = q;
	node[d].up = q;
	len[x]++;
}

/*
 * Takes every node of r's option but r out of its list; purified nodes stay.
 * Two runs, r+1 up to the spacer and the option's first node up to r, so
 * that each step tests one thing: the spacer in the first, r in the second.
 * Without colours every node goes, and the updates are counted once, from
 * the option's length.
 */
DLX_INLINE void M_NAME(hide)(M_NODE *node, int32_t *len, int32_t r, bool colored, bool cut,
                   struct m_tally *t)
{
	int32_t q = r + 1, x;
	for (; (x = node[q].top) > 0; q++)
		if (M_NAME(color_of)(&node[q], colored) >= 0) {
			M_NAME(unlink_node)(node, len, q, x, cut, t);
			t->updates += colored;
		}
	int32_t first = node[q].up;
	if (!colored)
		t->updates += (uint64_t)(q - first - 1);
	for (q = first; q != r; q++)
		if (M_NAME(color_of)(&node[q], colored) >= 0) {
			M_NAME(unlink_node)(node, len, q, node[q].top, cut, t);
			t->updates += colored;
		}
}

DLX_INLINE void M_NAME(unhide)(M_NODE *node, int32_t *len, int32_t r, bool colored)
{
	int32_t q = r + 1, x;
	for (; (x = node[q].top) > 0; q++)
		if (M_NAME(color_of)(&node[q], colored) >= 0)
			M_NAME(relink_node)(node, len, q, x);
	for (q = node[q].up; q != r; q++)
		if (M_NAME(color_of)(&node[q], colored) >= 0)
			M_NAME(relink_node)(node, len, q, node[q].top);
}

DLX_INLINE void M_NAME(deactivate)(struct dlx_problem *pb, int32_t c)
{
	struct dlx_item *item = pb->item;
	int32_t l = item[c].prev, r = item[c].next;
	item[l].next = r;
	item[r].prev = l;
}

DLX_INLINE void M_NAME(reactivate)(struct dlx_problem *pb, int32_t c)
{
	struct dlx_item *item = pb->item;
	int32_t l = item[c].prev, r = item[c].next;
	item[l].next = c;
	item[r].prev = c;
}

/*
 * cover(c): c leaves the active list and every option in its list leaves
 * the others. With `stops` (and `cut`) it stops after the first hide that
 * leaves an item dead and returns that option (uncover_from undoes it);
 * else 0.
 */
DLX_INLINE int32_t M_NAME(cover)(struct dlx_problem *pb, int32_t *len, int32_t c, bool colored,
                       bool cut, bool stops, struct m_tally *t)
{
	M_NODE *node = M_NODES(pb);
	M_NAME(deactivate)(pb, c);
	t->updates++;
	for (int32_t r = node[c].down; r != c; r = node[r].down) {
		M_NAME(hide)(node, len, r, colored, cut, t);
		if (stops && t->dead > 0)
			return r;
	}
	return 0;
}

/*
 * uncover(c): the options come back top to bottom, the order cover took
 * them in; as DLX3 notes, either direction restores the links, because
 * each option's nodes lie in lists other than c's and go back in reverse
 * of their own removal.
 */
DLX_INLINE void M_NAME(uncover)(struct dlx_problem *pb, int32_t *len, int32_t c, bool react,
                      bool colored)
{
	M_NODE *node = M_NODES(pb);
	for (int32_t r = node[c].down; r != c; r = node[r].down)
		M_NAME(unhide)(node, len, r, colored);
	if (react)
		M_NAME(reactivate)(pb, c);
}

/* A cover of c that stopped after hiding option r, undone: r and the options above it. */
DLX_INLINE void M_NAME(uncover_from)(struct dlx_problem *pb, int32_t *len, int32_t c, int32_t r,
                           bool colored)
{
	M_NODE *node = M_NODES(pb);
	for (; r != c; r = node[r].up)
		M_NAME(unhide)(node, len, r, colored);
	M_NAME(reactivate)(pb, c);
}

/*
 * purify(p): secondary item c takes p's colour; options with another
 * colour leave the other lists, those with the same are marked -1 so that
 * hide() leaves them in c's list and they are not purified again. With
 * `cut`, it stops as cover() does (unpurify_from undoes it).
 */
DLX_INLINE int32_t M_NAME(purify)(struct dlx_problem *pb, int32_t *len, int32_t p, bool cut,
                        struct m_tally *t)
{
	M_NODE *node = M_NODES(pb);
	int32_t c = node[p].top, color = node[p].color;
	pb->item[c].color = color; /* dlx_option_items reads -1 nodes' colour here */
	t->updates++;
	for (int32_t r = node[c].down; r != c; r = node[r].down) {
		if (node[r].color != color) {
			M_NAME(hide)(node, len, r, true, cut, t);
			if (cut && t->dead > 0)
				return r;
		} else if (r != p) {
			node[r].color = -1;
		}
	}
	return 0;
}

/* purify(p) undone from option r of its item's list up (r: the list's last for all of it). */
DLX_INLINE void M_NAME(unpurify_from)(struct dlx_problem *pb, int32_t *len, int32_t p, int32_t r)
{
	M_NODE *node = M_NODES(pb);
	int32_t c = node[p].top, color = node[p].color;
	for (; r != c; r = node[r].up) {
		if (node[r].color < 0)
			node[r].color = color;
		else if (r != p)
			M_NAME(unhide)(node, len, r, true);
	}
	pb->item[c].color = 0;
}

/*
 * tweak(n): n, the top of its item's list, leaves that list; with `block`
 * its whole option leaves every list (the item is not covered, so its
 * options are still in the others). Without, the item was covered at M4
 * and only n itself goes.
 */
DLX_INLINE void M_NAME(tweak)(M_NODE *node, int32_t *len, int32_t n, bool block, bool colored,
                    bool cut, struct m_tally *t)
{
	if (block)
		M_NAME(hide)(node, len, n, colored, cut, t);
	M_NAME(unlink_node)(node, len, n, node[n].top, cut, t);
	t->updates++;
}

/*
 * untweak(c, first): the tweaked run first, ... back into c's list. Each
 * tweaked node still points down at the one tweaked after it, and the last
 * at what is c's top now, so one walk relinks them all.
 */
DLX_INLINE void M_NAME(untweak)(struct dlx_problem *pb, int32_t *len, int32_t c, int32_t first,
                      bool unblock, bool colored)
{
	M_NODE *node = M_NODES(pb);
	int32_t z = node[c].down, k = 0, prev = c;
	node[c].down = first;
	for (int32_t r = first; r != z; prev = r, r = node[r].down) {
		node[r].up = prev;
		k++;
		if (unblock)
			M_NAME(unhide)(node, len, r, colored);
	}
	node[z].up = prev;
	len[c] += k;
	if (!unblock)
		M_NAME(uncover)(pb, len, c, false, colored);
}

/*
 * What the item of node p (not the level's own) does when p's option is
 * chosen, its bound already lowered: a primary item at its bound is
 * covered, a secondary one covered or purified; over the excess counts,
 * stopping at a dead end. The option of the item's list where a dead end
 * stopped it, or 0.
 */
DLX_INLINE int32_t M_NAME(take)(struct dlx_problem *pb, int32_t *len, int32_t p, bool colored,
                      struct m_tally *t)
{
	M_NODE *node = M_NODES(pb);
	int32_t j = node[p].top;
	if (j <= pb->primary)
		return pb->bound[j].bound == 0 ? M_NAME(cover)(pb, len, j, colored, true, true, t) : 0;
	if (M_NAME(color_of)(&node[p], colored) == 0)
		return M_NAME(cover)(pb, len, j, colored, true, true, t);
	return node[p].color > 0 ? M_NAME(purify)(pb, len, p, true, t) : 0;
}

/* take(p) undone, from option r of its item's list up (r: the list's last for all of it). */
DLX_INLINE void M_NAME(untake)(struct dlx_problem *pb, int32_t *len, int32_t p, int32_t r,
                     bool colored)
{
	M_NODE *node = M_NODES(pb);
	int32_t j = node[p].top;
	if (j <= pb->primary ? pb->bound[j].bound == 0 : M_NAME(color_of)(&node[p], colored) == 0)
		M_NAME(uncover_from)(pb, len, j, r, colored);
	else if (j > pb->primary && node[p].color > 0)
		M_NAME(unpurify_from)(pb, len, p, r);
}

/* M6's loop: every item of x's option but x's own takes the option. */
DLX_INLINE void M_NAME(commit_others)(struct dlx_problem *pb, int32_t *len, int32_t x, bool colored,
                            struct m_tally *t)
{
	M_NODE *node = M_NODES(pb);
	const int32_t primary = pb->primary;
	for (int32_t p = x + 1; p != x;) {
		int32_t j = node[p].top;
		if (j <= 0) {
			p = node[p].up;
			continue;
		}
		if (j <= primary) {
			if (lower_bound(pb, len, j, false, t) == 0)
				M_NAME(cover)(pb, len, j, colored, false, false, t);
		} else if (M_NAME(color_of)(&node[p], colored) == 0) {
			M_NAME(cover)(pb, len, j, colored, false, false, t);
		} else if (node[p].color > 0) {
			M_NAME(purify)(pb, len, p, false, t);
		}
		p++;
	}
}

/* M7's loop: commit_others (or a whole commit_or_undo, with `cut`) undone, leftwards. */
DLX_INLINE void M_NAME(uncommit_others)(struct dlx_problem *pb, int32_t *len, int32_t x,
                              bool colored, bool cut)
{
	M_NODE *node = M_NODES(pb);
	const int32_t primary = pb->primary;
	for (int32_t p = x - 1; p != x;) {
		int32_t j = node[p].top;
		if (j <= 0) {
			p = node[p].down; /* a spacer: on to the option's last node */
			continue;
		}
		if (j <= primary) {
			if (pb->bound[j].bound == 0)
				M_NAME(uncover)(pb, len, j, true, colored);
			raise_bound(pb, len, j, cut);
		} else if (M_NAME(color_of)(&node[p], colored) == 0) {
			M_NAME(uncover)(pb, len, j, true, colored);
		} else if (node[p].color > 0) {
			M_NAME(unpurify_from)(pb, len, p, node[j].up);
		}
		p--;
	}
}

/* Every primary item of x's option but x's own: its bound down (`lower`) or back up. */
DLX_INLINE void M_NAME(move_bounds)(struct dlx_problem *pb, int32_t *len, int32_t x, bool lower,
                          struct m_tally *t)
{
	M_NODE *node = M_NODES(pb);
	const int32_t primary = pb->primary;
	for (int32_t p = x + 1; p != x;) {
		int32_t j = node[p].top;
		if (j <= 0) {
			p = node[p].up;
			continue;
		}
		if (j <= primary) {
			if (lower)
				lower_bound(pb, len, j, true, t);
			else
				raise_bound(pb, len, j, true);
		}
		p++;
	}
}

/*
 * commit_others with a way out, over the excess counts (`cut`): the bounds
 * go down first, so that an item of x's option that x alone still serves
 * never looks dead; then the items take the option one by one, and the
 * first hide that leaves an item dead (the node below is a dead end) stops
 * the commit, which undoes itself and returns false. Done in full, it is
 * what commit_others does, and uncommit_others undoes it.
 */
DLX_INLINE bool M_NAME(commit_or_undo)(struct dlx_problem *pb, int32_t *len, int32_t x,
                             bool colored, struct m_tally *t)
{
	M_NODE *node = M_NODES(pb);
	M_NAME(move_bounds)(pb, len, x, true, t);
	int32_t p = x + 1, r = 0;
	if (t->dead == 0) {
		while (p != x) {
			if (node[p].top <= 0) {
				p = node[p].up;
				continue;
			}
			r = M_NAME(take)(pb, len, p, colored, t);
			if (r != 0)
				break;
			p++;
		}
		if (r == 0)
			return true;
		M_NAME(untake)(pb, len, p, r, colored);
		for (p--; p != x;) {
			int32_t j = node[p].top;
			if (j <= 0) {
				p = node[p].down;
				continue;
			}
			M_NAME(untake)(pb, len, p, node[j].up, colored);
			p--;
		}
	}
	M_NAME(move_bounds)(pb, len, x, false, t);
	return false;
}

/*
 * M6 in a watched copy, which runs without `cut` (it enters the dead end
 * below a commit as a node, so its hooks can see it): the full commit of
 * x's other items, counting the updates the lean copies count for it.
 * Both make the same removals in the same order, but commit_or_undo stops
 * at the first hide that leaves an item short of its lower bound (or makes
 * none when one is short already), and an item once short stays short
 * through the commit. So a commit that leaves no item short counts as
 * it is; after one that does, the watched copy undoes it, makes the lean
 * one over excess counts made afresh (search_m.c: fill_excess) for its
 * count, and commits in full again. The watched copies alone pay for it.
 */
DLX_INLINE void M_NAME(commit_counted)(struct dlx_problem *pb, int32_t *len, int32_t x,
                                       bool colored, struct m_tally *t)
{
	struct m_tally full = {0};
	M_NAME(commit_others)(pb, len, x, colored, &full);
	if (!any_short(pb, len)) {
		t->updates += full.updates;
		return;
	}
	M_NAME(uncommit_others)(pb, len, x, colored, false);
	struct m_tally lean = {.dead = fill_excess(pb)};
	if (M_NAME(commit_or_undo)(pb, pb->m.excess, x, colored, &lean))
		M_NAME(uncommit_others)(pb, pb->m.excess, x, colored, true); /* not reached */
	M_NAME(commit_others)(pb, len, x, colored, &full);
	t->updates += lean.updates;
}

/* ---- The loop ---- */

/* M4: x_l = i's first option; i's bound goes down by one; a bound of 0 covers i. */
DLX_INLINE void M_NAME(prepare)(struct dlx_problem *pb, int32_t *len, int32_t i, int level,
                              bool colored, bool cut, struct m_tally *t)
{
	int32_t *x = pb->m.choice;
	const struct item_bound *bd = pb->bound;
	x[level] = M_NODES(pb)[i].down;
	lower_bound(pb, len, i, cut, t);
	pb->m.first_tweak[level] = bd[i].bound == 0 && bd[i].slack == 0 ? 0 : x[level];
	if (bd[i].bound == 0)
		M_NAME(cover)(pb, len, i, colored, cut, false, t);
}

/*
 * M5: tweak x_l out of i's list, or at i's head, skip i (it keeps the
 * options it has). False, for M8, when i's options are all tried or too
 * few are left for its lower bound.
 */
DLX_INLINE bool M_NAME(tweak_step)(struct dlx_problem *pb, int32_t *len, int32_t i, int level,
                                 bool colored, bool cut, struct m_tally *t)
{
	const struct item_bound *bd = pb->bound;
	int32_t x = pb->m.choice[level];
	if (bd[i].bound == 0 && bd[i].slack == 0)
		return x != i;
	if (too_few(pb, len, i, cut))
		return false;
	if (x != i)
		M_NAME(tweak)(M_NODES(pb), len, x, bd[i].bound != 0, colored, cut, t);
	else if (bd[i].bound != 0)
		M_NAME(deactivate)(pb, i);
	return true;
}

/*
 * M6: commit x_l's other items (a skip commits none). False when `cut`
 * stopped the commit at a dead end, which undid itself. Without `cut` (the
 * watched copies) the commit is made in full, counted as with it.
 */
DLX_INLINE bool M_NAME(try_step)(struct dlx_problem *pb, int32_t *len, int32_t i, int level,
                               bool colored, bool cut, struct m_tally *t)
{
	int32_t x = pb->m.choice[level];
	if (x == i)
		return true;
	if (!cut) {
		M_NAME(commit_counted)(pb, len, x, colored, t);
		return true;
	}
	pb->m.dead_before[level] = t->dead;
	return M_NAME(commit_or_undo)(pb, len, x, colored, t);
}

/*
 * M7 with nothing more tried at this level (a stop, or the prefix's one
 * branch done): an item covered at M4 with slack left was deactivated, as
 * a skip would have been; M8 wants it active.
 */
DLX_INLINE void M_NAME(end_level)(struct dlx_problem *pb, int32_t i)
{
	if (pb->bound[i].bound == 0 && pb->bound[i].slack != 0)
		M_NAME(reactivate)(pb, i);
}

/* M8: restore i, covered at M4 or tweaked at M5, and its bound. */
DLX_INLINE void M_NAME(restore)(struct dlx_problem *pb, int32_t *len, int32_t i, int level,
                              bool colored, bool cut)
{
	const struct item_bound *bd = pb->bound;
	if (bd[i].bound == 0 && bd[i].slack == 0)
		M_NAME(uncover)(pb, len, i, true, colored);
	else
		M_NAME(untweak)(pb, len, i, pb->m.first_tweak[level], bd[i].bound != 0, colored);
	raise_bound(pb, len, i, cut);
}

/*
 * Algorithm M from the current state, its labels the book's steps (see the
 * top of search_m.c). `colored`, `watched` and `cut` are constants at each
 * call, so the compiler makes a copy for each: the one that counts a
 * problem without colours has no colour tests and no hooks. With `cut`
 * (unwatched copies only) the loop keeps excess counts and the dead-item
 * tally (search_m.c): a node the tally knows dead backs up with no scan,
 * and a commit stops at the first dead end it makes; the node below is
 * counted, not entered, so the nodes are those of the full steps. The
 * tally is restored, not undone: before a commit it is saved, and the
 * "un" steps, which leave it alone, put back the state it was saved in;
 * before M4 it is 0, since M3 found no dead item.
 */
DLX_INLINE void M_NAME(run_m)(struct m_run *r, bool colored, bool watched, bool cut)
{
	struct dlx_problem *pb = r->pb;
	int32_t *x = pb->m.choice, *len = cut ? pb->m.excess : pb->len;
	const bool reports = r->opt->on_solution || r->opt->solution_limit || r->opt->on_trace ||
	                     r->cost;
	uint64_t nodes = 0, guesses = 0;
	struct m_tally t = {.dead = cut ? start_excess(pb) : 0};
	const int base = r->base;
	int level = base, max_level = base;
	int32_t i = 0, score;
	bool stopping = false;
	if (watched && r->unwind) {
		level = r->replay;
		goto stop;
	}
m2_enter:
	if (!watched)
		nodes++;
	else switch (enter_node(r, level, t.updates)) {
		case M_ENTRY_GO: break;
		case M_ENTRY_STOP: goto stop;
		case M_ENTRY_LEAVE: goto m9_leave;
		case M_ENTRY_PAUSE: goto done;
	}
	if (level > max_level)
		max_level = level;
	if (cut && t.dead > 0)
		goto m9_leave; /* what M3 would find: an item that cannot reach its lower bound */
m3_choose: __attribute__((unused))
	i = choose(pb, len, cut, &score);
	if (score == INT32_MAX) {
		if (watched && level < r->replay)
			goto m9_leave; /* the prefix goes on past a solution: not a path */
		if (!reports)
			r->stats->solutions++;
		else if (!report_solution_m(r, level))
			goto stop;
		goto m9_leave;
	}
	pb->m.position[level] = 0;
	pb->m.branches[level] = score > 0 ? score : 0;
	guesses += score > 1 && (!watched || level >= r->replay); /* the prefix's are not */
	if (watched && !trace(r, DLX_EVENT_CHOOSE, level, i, -1, pb->m.branches[level]))
		goto stop;
	if (score <= 0)
		goto m9_leave;
m4_prepare: __attribute__((unused))
	M_NAME(prepare)(pb, len, i, level, colored, cut, &t);
m5_tweak:
	if (!M_NAME(tweak_step)(pb, len, i, level, colored, cut, &t))
		goto m8_restore;
m6_try: __attribute__((unused))
	if (!M_NAME(try_step)(pb, len, i, level, colored, cut, &t)) {
		nodes++; /* the dead end below, counted as M2 would */
		if (level + 1 > max_level)
			max_level = level + 1;
		goto m7_next;
	}
	if (watched) switch (on_branch(r, level, i)) {
		case M_BRANCH_TAKE: break;
		case M_BRANCH_SKIP: goto m9_back; /* undone as a tried one */
		case M_BRANCH_STOP: level++; goto stop;
	}
	level++;
	goto m2_enter;
stop:
	stopping = true;
m9_leave:
	if (level == base)
		goto done;
	level--;
m9_back:
	if (x[level] <= pb->items) { /* a skip */
		i = x[level];
		M_NAME(reactivate)(pb, i);
		goto m8_restore;
	}
m7_again: __attribute__((unused)) /* undo x_l's commit, then try its successor in i's list */
	M_NAME(uncommit_others)(pb, len, x[level], colored, cut);
m7_next:
	if (cut)
		t.dead = pb->m.dead_before[level];
	i = M_NODES(pb)[x[level]].top;
	if (stopping || (watched && level < r->replay && choice_entry(pb, level) == r->prefix[level])) {
		M_NAME(end_level)(pb, i);
		goto m8_restore;
	}
	x[level] = M_NODES(pb)[x[level]].down;
	pb->m.position[level]++;
	goto m5_tweak;
m8_restore:
	M_NAME(restore)(pb, len, i, level, colored, cut);
	t.dead = 0;
	if (watched && !stopping)
		stopping = backtrack_stops(r, level, i);
	goto m9_leave;
done:
	finish_m(r, watched, nodes, guesses, t.updates, max_level);
}
