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

/* A node's colour: 0 in a problem without colours, whose field is a right link there. */
M_INLINE int32_t M_NAME(color_of)(const M_NODE *nd, bool colored)
{
	return colored ? nd->color : 0;
}

/* Node q, of item x, leaves its list (x passed: the stores could alias a reload of top). */
M_INLINE void M_NAME(unlink_node)(M_NODE *node, int32_t *len, int32_t q, int32_t x)
{
	int32_t u = node[q].up, d = node[q].down;
	node[u].down = d;
	node[d].up = u;
	len[x]--;
}

M_INLINE void M_NAME(relink_node)(M_NODE *node, int32_t *len, int32_t q, int32_t x)
{
	int32_t u = node[q].up, d = node[q].down;
	node[u].down = q;
	node[d].up = q;
	len[x]++;
}

/* Takes every node of r's option but r out of its list; purified nodes stay. */
M_INLINE void M_NAME(hide)(M_NODE *node, int32_t *len, int32_t r, bool colored, uint64_t *updates)
{
	for (int32_t q = r + 1; q != r;) {
		int32_t x = node[q].top;
		if (x <= 0) {
			q = node[q].up; /* a spacer: back to the option's first node */
			continue;
		}
		if (M_NAME(color_of)(&node[q], colored) >= 0) {
			M_NAME(unlink_node)(node, len, q, x);
			++*updates;
		}
		q++;
	}
}

M_INLINE void M_NAME(unhide)(M_NODE *node, int32_t *len, int32_t r, bool colored)
{
	for (int32_t q = r + 1; q != r;) {
		int32_t x = node[q].top;
		if (x <= 0) {
			q = node[q].up;
			continue;
		}
		if (M_NAME(color_of)(&node[q], colored) >= 0)
			M_NAME(relink_node)(node, len, q, x);
		q++;
	}
}

M_INLINE void M_NAME(deactivate)(struct dlx_problem *pb, int32_t c)
{
	struct dlx_item *item = pb->item;
	int32_t l = item[c].prev, r = item[c].next;
	item[l].next = r;
	item[r].prev = l;
}

M_INLINE void M_NAME(reactivate)(struct dlx_problem *pb, int32_t c)
{
	struct dlx_item *item = pb->item;
	int32_t l = item[c].prev, r = item[c].next;
	item[l].next = c;
	item[r].prev = c;
}

/* cover(c): c leaves the active list and every option in its list leaves the others. */
M_INLINE void M_NAME(cover)(struct dlx_problem *pb, int32_t c, bool deact, bool colored,
                    uint64_t *updates)
{
	M_NODE *node = M_NODES(pb);
	if (deact)
		M_NAME(deactivate)(pb, c);
	++*updates;
	for (int32_t r = node[c].down; r != c; r = node[r].down)
		M_NAME(hide)(node, pb->len, r, colored, updates);
}

/*
 * uncover(c): the options come back top to bottom, the order cover took
 * them in; as DLX3 notes, either direction restores the links, because
 * each option's nodes lie in lists other than c's and go back in reverse
 * of their own removal.
 */
M_INLINE void M_NAME(uncover)(struct dlx_problem *pb, int32_t c, bool react, bool colored)
{
	M_NODE *node = M_NODES(pb);
	for (int32_t r = node[c].down; r != c; r = node[r].down)
		M_NAME(unhide)(node, pb->len, r, colored);
	if (react)
		M_NAME(reactivate)(pb, c);
}

/*
 * purify(p): secondary item c takes p's colour; options with another
 * colour leave the other lists, those with the same are marked -1 so that
 * hide() leaves them in c's list and they are not purified again.
 */
M_INLINE void M_NAME(purify)(struct dlx_problem *pb, int32_t p, uint64_t *updates)
{
	M_NODE *node = M_NODES(pb);
	int32_t c = node[p].top, color = node[p].color;
	pb->item[c].color = color; /* dlx_option_items reads -1 nodes' colour here */
	++*updates;
	for (int32_t r = node[c].down; r != c; r = node[r].down) {
		if (node[r].color != color)
			M_NAME(hide)(node, pb->len, r, true, updates);
		else if (r != p)
			node[r].color = -1;
	}
}

M_INLINE void M_NAME(unpurify)(struct dlx_problem *pb, int32_t p)
{
	M_NODE *node = M_NODES(pb);
	int32_t c = node[p].top, color = node[p].color;
	for (int32_t r = node[c].up; r != c; r = node[r].up) {
		if (node[r].color < 0)
			node[r].color = color;
		else if (r != p)
			M_NAME(unhide)(node, pb->len, r, true);
	}
	pb->item[c].color = 0;
}

/*
 * tweak(n): n, the top of its item's list, leaves that list; with `block`
 * its whole option leaves every list (the item is not covered, so its
 * options are still in the others). Without, the item was covered at M4
 * and only n itself goes.
 */
M_INLINE void M_NAME(tweak)(M_NODE *node, int32_t *len, int32_t n, bool block, bool colored,
                    uint64_t *updates)
{
	if (block)
		M_NAME(hide)(node, len, n, colored, updates);
	M_NAME(unlink_node)(node, len, n, node[n].top);
	++*updates;
}

/*
 * untweak(c, first): the tweaked run first, ... back into c's list. Each
 * tweaked node still points down at the one tweaked after it, and the last
 * at what is c's top now, so one walk relinks them all.
 */
M_INLINE void M_NAME(untweak)(struct dlx_problem *pb, int32_t c, int32_t first, bool unblock,
                      bool colored)
{
	M_NODE *node = M_NODES(pb);
	int32_t z = node[c].down, k = 0, prev = c;
	node[c].down = first;
	for (int32_t r = first; r != z; prev = r, r = node[r].down) {
		node[r].up = prev;
		k++;
		if (unblock)
			M_NAME(unhide)(node, pb->len, r, colored);
	}
	node[z].up = prev;
	pb->len[c] += k;
	if (!unblock)
		M_NAME(uncover)(pb, c, false, colored);
}

/* M6's loop: every item of x's option but x's own takes the option. */
M_INLINE void M_NAME(commit_others)(struct dlx_problem *pb, int32_t x, bool colored, uint64_t *updates)
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
			if (lower_bound(pb, j) == 0)
				M_NAME(cover)(pb, j, true, colored, updates);
		} else if (M_NAME(color_of)(&node[p], colored) == 0) {
			M_NAME(cover)(pb, j, true, colored, updates);
		} else if (node[p].color > 0) {
			M_NAME(purify)(pb, p, updates);
		}
		p++;
	}
}

/* M7's loop: commit_others undone, leftwards. */
M_INLINE void M_NAME(uncommit_others)(struct dlx_problem *pb, int32_t x, bool colored)
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
				M_NAME(uncover)(pb, j, true, colored);
			raise_bound(pb, j);
		} else if (M_NAME(color_of)(&node[p], colored) == 0) {
			M_NAME(uncover)(pb, j, true, colored);
		} else if (node[p].color > 0) {
			M_NAME(unpurify)(pb, p);
		}
		p--;
	}
}


/* ---- The loop ---- */

/*
 * Algorithm M from the current state. `colored` and `watched` are
 * constants at each call, so the compiler makes four copies: the one that
 * counts a problem without colours has no colour tests and no hooks.
 */
M_INLINE void M_NAME(run_m)(struct m_run *r, bool colored, bool watched)
{
	struct dlx_problem *pb = r->pb;
	M_NODE *node = M_NODES(pb);
	struct item_bound *bd = pb->bound;
	int32_t *x = pb->m.choice, *ft = pb->m.first_tweak;
	int32_t *position = pb->m.position, *branches = pb->m.branches;
	const int32_t items = pb->items;
	const bool reports = r->opt->on_solution || r->opt->solution_limit || r->opt->on_trace ||
	                     r->cost;
	uint64_t nodes = 0, updates = 0, guesses = 0;
	int level = 0, max_level = 0;
	int32_t i = 0;
	bool stopping = false;

m2_enter:
	if (watched) {
		r->updates = updates;
		int entered = enter_node(r, level);
		if (entered == 1)
			goto stop;
		if (entered == 2)
			goto m9_leave;
	} else {
		nodes++;
	}
	if (level > max_level)
		max_level = level;
	{
		int32_t score;
		i = choose(pb, &score);
		if (score == INT32_MAX) {
			if (watched && level < r->replay)
				goto m9_leave; /* the prefix goes on past a solution: not a path */
			if (!reports)
				r->stats->solutions++;
			else if (!report_solution_m(r, level))
				goto stop;
			goto m9_leave;
		}
		position[level] = 0;
		branches[level] = score > 0 ? score : 0;
		guesses += score > 1 && (!watched || level >= r->replay); /* the prefix's are not */
		if (watched && !trace(r, DLX_EVENT_CHOOSE, level, i, -1, branches[level]))
			goto stop;
		if (score <= 0)
			goto m9_leave;
	}
	/* m4_prepare: */
	x[level] = node[i].down;
	lower_bound(pb, i);
	ft[level] = bd[i].bound == 0 && bd[i].slack == 0 ? 0 : x[level];
	if (bd[i].bound == 0)
		M_NAME(cover)(pb, i, true, colored, &updates);

m5_tweak:
	if (bd[i].bound == 0 && bd[i].slack == 0) {
		if (x[level] == i)
			goto m8_restore;
	} else if (pb->len[i] <= bd[i].bound - bd[i].slack) {
		goto m8_restore;
	} else if (x[level] != i) {
		M_NAME(tweak)(node, pb->len, x[level], bd[i].bound != 0, colored, &updates);
	} else if (bd[i].bound != 0) {
		M_NAME(deactivate)(pb, i); /* a skip: the item keeps the options it has */
	}
	/* m6_try: */
	if (x[level] != i)
		M_NAME(commit_others)(pb, x[level], colored, &updates);
	if (watched) {
		int go = on_branch(r, level, i);
		if (go == 1)
			goto m9_back; /* not the prefix's branch: undone as a finished one */
		if (go == 2) {
			level++;
			goto stop;
		}
	}
	level++;
	goto m2_enter;

stop:
	stopping = true;
m9_leave:
	if (level == 0)
		goto done;
	level--;
m9_back:
	if (x[level] <= items) { /* a skip */
		i = x[level];
		M_NAME(reactivate)(pb, i);
		goto m8_restore;
	}
	/* m7_again: */
	M_NAME(uncommit_others)(pb, x[level], colored);
	i = node[x[level]].top;
	if (stopping || (watched && level < r->replay && choice_entry(pb, level) == r->prefix[level])) {
		if (bd[i].bound == 0 && bd[i].slack != 0)
			M_NAME(reactivate)(pb, i); /* covered at M4; a skip would have reactivated it */
		goto m8_restore;
	}
	x[level] = node[x[level]].down;
	position[level]++;
	goto m5_tweak;

m8_restore:
	if (bd[i].bound == 0 && bd[i].slack == 0)
		M_NAME(uncover)(pb, i, true, colored);
	else
		M_NAME(untweak)(pb, i, ft[level], bd[i].bound != 0, colored);
	raise_bound(pb, i);
	if (watched && !stopping) {
		if (level < r->replay)
			stopping = true; /* the prefix's level is done: nothing else of it is searched */
		else if (!trace(r, DLX_EVENT_BACKTRACK, level, i, -1, branches[level]))
			stopping = true;
	}
	goto m9_leave;

done:
	if (!watched)
		r->nodes = nodes;
	r->stats->branches = guesses;
	r->updates = updates;
	r->max_level = max_level;
}

