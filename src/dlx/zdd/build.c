/*
 * build.c - the ZDD of every solution (dlx.h: dlx_zdd_build), after the
 * way Knuth's DLX6 makes it from Nishino et al.'s "Dancing with decision
 * diagrams" (AAAI 2017).
 *
 * The search is Algorithm X on the problem's links (x/choose.h picks the
 * item, matrix/moves.h covers), written as a loop over an explicit stack.
 * At a node that branches on item x, the options of x are tried in list
 * order; each one whose subtree holds a solution adds a branch node
 *
 *     (option ? chain so far : subtree's top)
 *
 * so the node made last stands for every solution of the subproblem: LO
 * leads to those with an earlier option of x, HI to those with this one.
 * A solution is the sink "true", a subtree without one is "false" and adds
 * nothing. Every node is made after its two children, the order zdd.h asks.
 *
 * Merging: a plain problem's state at a node is the set of items covered,
 * the key the count memo (count/memo.h) builds (with spent secondary
 * items marked too, see zdd/state.h); the memo remembers, for
 * each state whose subtree is done, the top node of that subtree (where a
 * count stores its count), and a state that comes again takes that node
 * instead of a second search. So the diagram has a node per option tried
 * with success in a state never seen before, as DLX6's has.
 *
 * With colours the state also holds the colour committed to each
 * secondary item (zdd/state.h), as DLX6's signature does, and an option's
 * secondary items are purified rather than covered (moves.h: commit).
 *
 * Invariant: each level covers its item and commits one option, and
 * undoes both, newest first, before it moves on or backs up, so the
 * problem ends as it began (moves.h: each "un" in reverse order).
 */
#include "count/memo.h"
#include "hooks/hooks.h"
#include "x/choose.h"
#include "zdd/state.h"
#include "zdd/zdd.h"

#include <stdlib.h>

/* The memo's memory when the caller names none: as the dlx command's default. */
#define DEFAULT_MEMO_BYTES ((size_t)256 << 20)

/* One level of the stack: its item, the option being tried, the chain so far. */
struct level {
	int32_t item, option_node;
	uint32_t chain;
};

struct builder {
	struct dlx_problem *pb;
	struct dlx_zdd *zdd;
	struct memo memo;
	bool merging;        /* the memo was set up */
	bool colored;        /* the problem has colours: moves.h's coloured moves */
	int covered_words;   /* the words of memo_key's part of a key; colours follow */
	struct tally tally;  /* its counts are not reported: only the links matter */
	struct level *level;
};

/* The state's top node when the memo knows it: then *top is set. */
static bool known(struct builder *b, int depth, uint32_t *top)
{
	if (!b->merging)
		return false;
	uint64_t *key = b->memo.level_key + (size_t)depth * (size_t)b->memo.words;
	uint64_t found;
	zdd_state_key(b->pb, b->covered_words, b->colored, key);
	if (!memo_find(&b->memo, key, &found))
		return false;
	*top = (uint32_t)found;
	return true;
}

static void remember(struct builder *b, int depth, uint32_t top)
{
	if (b->merging)
		memo_store(&b->memo, b->memo.level_key + (size_t)depth * (size_t)b->memo.words, top, 0);
}

/*
 * Enters a node at `depth`. Returns true when the node is settled at once
 * (a solution, a known state, a dead end), its top node in *top; else it
 * has covered its item and set the level up to try its first option.
 */
static bool enter(struct builder *b, int depth, uint32_t *top)
{
	struct dlx_problem *pb = b->pb;
	int32_t x = choose_item(pb);
	if (x == 0) {
		*top = 1;
		return true;
	}
	if (known(b, depth, top))
		return true;
	if (pb->len[x] == 0) {
		*top = 0;
		remember(b, depth, 0);
		return true;
	}
	cover(pb, x, b->colored, &b->tally);
	b->level[depth] = (struct level){.item = x, .option_node = pb->node[x].down};
	return false;
}

/*
 * The loop: `top` carries a finished subtree's top node up to the level
 * that tried it. Returns 0, DLX_ENOMEM or DLX_ERANGE; on an error the
 * levels still open are undone before it returns.
 */
static int search(struct builder *b)
{
	struct dlx_problem *pb = b->pb;
	int depth = 0, err = 0;
	uint32_t top;
	bool settled = enter(b, 0, &top);
	while (!settled || depth > 0) {
		if (settled) { /* back up: the option at depth - 1 gave `top` */
			struct level *up = &b->level[--depth];
			uncommit_rest(pb, up->option_node, b->colored, &b->tally);
			if (top != 0 && err == 0) {
				uint32_t made = zdd_add(b->zdd, option_of(pb, up->option_node), up->chain, top);
				if (made == 0)
					err = b->zdd->count - 2 >= ZDD_MAX_NODES ? DLX_ERANGE : DLX_ENOMEM;
				up->chain = made;
			}
			up->option_node = err ? up->item : pb->node[up->option_node].down;
		}
		struct level *here = &b->level[depth];
		if (here->option_node == here->item) { /* every option tried */
			uncover(pb, here->item, b->colored, &b->tally);
			top = here->chain;
			if (err == 0)
				remember(b, depth, top);
			settled = true;
			continue;
		}
		commit_rest(pb, here->option_node, b->colored, &b->tally);
		settled = enter(b, ++depth, &top);
	}
	b->zdd->root = top;
	return err;
}

int dlx_zdd_build(struct dlx_problem *pb, size_t memo_bytes, struct dlx_zdd **zdd)
{
	if (!pb || !zdd)
		return DLX_EINVAL;
	if (pb->bounded)
		return DLX_EBOUNDS;
	struct builder b = {.pb = pb, .zdd = zdd_create(), .colored = pb->has_colors,
	                    .covered_words = memo_words(pb)};
	/* a level covers at least one primary item: primary + 1 levels at most */
	b.level = malloc(((size_t)pb->primary + 1) * sizeof *b.level);
	if (!b.zdd || !b.level) {
		dlx_zdd_destroy(b.zdd);
		free(b.level);
		return DLX_ENOMEM;
	}
	int color_words = b.colored ? (pb->items - pb->primary + 1) / 2 : 0;
	b.merging = b.covered_words > 0 &&
	            memo_init_words(&b.memo, pb, b.covered_words + color_words,
	                            memo_bytes ? memo_bytes : DEFAULT_MEMO_BYTES);
	if (b.merging) {
		b.memo.first_node = 0; /* every state, from the root on */
		b.memo.always = true;  /* merging is what makes the diagram small */
	}
	int err = search(&b);
	if (b.merging)
		memo_finish(&b.memo);
	free(b.level);
	if (err != 0) {
		dlx_zdd_destroy(b.zdd);
		return err;
	}
	*zdd = b.zdd;
	return 0;
}
