/*
 * infer.h - inference at a node (private): options that can never be
 * chosen below the node are taken away before it branches, and put back
 * when the search backs up past it. The rules (rules.c) and the search
 * that applies them at every node (search_infer.c).
 */
#ifndef DLX_INFER_H
#define DLX_INFER_H

#include "matrix/moves.h"

/*
 * What the rules need besides the problem, allocated when the search
 * starts. Options are told apart by number (owner[] maps a node to its
 * option); the per-option counters carry the number of the test that
 * wrote them (`test`), so no test has to clear them first.
 */
struct infer {
	struct dlx_problem *pb;
	int32_t *owner;       /* node_count entries: the option of an option's node */
	uint32_t *option_test; /* options entries: the test that last counted the option */
	int32_t *option_hits;  /* how many of the tested item's options it clashed with */
	uint32_t test;        /* the current test's number */
	int32_t *taken;       /* the first nodes of the options taken away, oldest first */
	int32_t top;          /* entries in taken[] */
	int32_t *mark;        /* level_capacity + 1 entries: top when the level was entered */
	struct tally tally;   /* the links removed (the search's updates) */
	uint64_t inferred;    /* options taken away, in all */
};

/* Allocates the state for a search of pb. Returns 0 or DLX_ENOMEM (nothing kept). */
int infer_init(struct infer *in, struct dlx_problem *pb);

/* Frees what infer_init allocated. */
void infer_finish(struct infer *in);

/*
 * The tests at active primary item i; each returns whether it took any
 * option away. infer_pair, for an item of exactly two options: for an
 * item j that lies in both, the options of j without i go. infer_clashes,
 * for an item of two options or more: every option that clashes with all
 * of i's options and does not hold i goes (a superset of what the first
 * finds, at a higher cost).
 */
bool infer_pair(struct infer *in, int32_t i);
bool infer_clashes(struct infer *in, int32_t i);

/* Puts back the options taken away since taken[] held `mark` entries, newest first. */
void infer_restore(struct infer *in, int32_t mark);

/* dlx_search with options->infer (search_infer.c). */
int search_infer(struct dlx_problem *pb, const struct dlx_search_options *options,
                 struct dlx_stats *stats);

#endif
