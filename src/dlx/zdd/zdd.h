/*
 * zdd.h - the layout of a dlx_zdd (private; dlx.h describes the diagram).
 *
 * node[0] and node[1] are the sinks "false" and "true"; node[2 ..] are
 * the branch nodes, each after both of its children, so one pass from
 * the front meets every node after what it depends on (counting needs no
 * recursion). The builder makes them in that order (a node is made when
 * its subtree is finished) and the reader sorts what it reads into it.
 * `root` is the top node the root mark points to: 0 when nothing solves
 * the problem, 1 when the empty set does.
 */
#ifndef DLX_ZDD_H
#define DLX_ZDD_H

#include "dlx.h"

#include <stdint.h>

struct zdd_node {
	int32_t option;  /* counted from 0 in input order; -1 for the sinks */
	uint32_t lo, hi; /* indices into node[] */
};

struct dlx_zdd {
	struct zdd_node *node;
	uint32_t count, capacity; /* nodes in use (the sinks included), allocated */
	uint32_t root;
};

/* An empty diagram (both sinks, root "false"), or NULL when memory runs out. */
struct dlx_zdd *zdd_create(void);

/* Appends a node; its index, or 0 (never a branch node's) when memory or indices run out. */
uint32_t zdd_add(struct dlx_zdd *zdd, int32_t option, uint32_t lo, uint32_t hi);

/*
 * Each node's paths to "true" (its solutions), saturating at UINT64_MAX:
 * an array of zdd->count, or NULL when memory runs out. Exact for the
 * root when the root's count is below UINT64_MAX, and then for every node
 * below it, as a node below the root has no more paths than the root.
 */
uint64_t *zdd_small_counts(const struct dlx_zdd *zdd);

/* The same counts as doubles (to double precision), or NULL when memory runs out. */
double *zdd_large_counts(const struct dlx_zdd *zdd);

/* The most branch nodes a diagram holds: indices and the text's numbers stay in 31 bits. */
#define ZDD_MAX_NODES (UINT32_C(1) << 31)

#endif
