/*
 * dlx_watch.h - ways to watch a search, for the `dlx` command: a readable
 * trace of every step, the search tree as Graphviz DOT, and the problem as a
 * 0/1 matrix. All of them name items and options as the input did.
 */
#ifndef CLI_DLX_WATCH_H
#define CLI_DLX_WATCH_H

#include "dlx.h"
#include "dlx_format.h"
#include "dlx_dance.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* The tree drawing stops after this many nodes (the search goes on): a bigger drawing helps nobody. */
#define TREE_NODE_LIMIT 10000

/* The matrix is printed only for problems up to this size. */
#define MATRIX_MAX_ITEMS 200
#define MATRIX_MAX_OPTIONS 5000

struct watch {
	const struct dlx_format *format;
	FILE *trace;            /* where the trace goes; NULL: no trace */
	FILE *tree;             /* where the DOT goes; NULL: no tree */
	int depth;              /* levels the arrays below can hold */
	int *branches;          /* options of the item chosen at each level */
	int *tried;             /* option tried at each level */
	int *chosen;            /* item chosen at each level */
	uint64_t *tree_node;    /* DOT node number of the search node at each level */
	uint64_t tree_nodes;    /* DOT nodes written */
	bool tree_full;         /* TREE_NODE_LIMIT was reached: the drawing is cut */
	uint64_t solutions;
	bool links;             /* the trace also lists the options each cover hides */
	struct dlx_dance *dance; /* the replay behind `links` */
	char *text;             /* scratch for option texts */
	size_t text_size;
	/*
	 * Problems with bounds (dlx_set_bounds): each primary item's bounds,
	 * and how many options chosen so far hold it, kept from the TRY and
	 * SKIP events (a skip is tried[level] = -1); NULL for plain problems.
	 */
	int *lower, *upper, *taken;
	int recorded;           /* levels whose choice is counted in taken[] */
};

/*
 * Prepares a watch over the problem read by `format` (its item line read).
 * `trace` and `tree` may be NULL. Returns false when memory runs out.
 */
bool watch_init(struct watch *watch, const struct dlx_format *format, FILE *trace, FILE *tree);
void watch_finish(struct watch *watch);

/*
 * Makes the trace list, under each step, every cover and uncover it causes
 * and the options hidden or restored (--trace=links). False when memory runs out.
 */
bool watch_links(struct watch *watch);

/* A dlx_trace_fn: prints the step and/or adds it to the tree. `user` is the watch. */
int watch_event(void *user, enum dlx_event event, int level, int item, int option, int count);

/* Closes the DOT graph (call once, after the search). */
void watch_tree_end(struct watch *watch);

/*
 * Option `option`'s text as in the input, in a buffer owned by the watch
 * (valid until the next call), or "?" when memory runs out.
 */
const char *watch_option_text(struct watch *watch, int option);

/* Option `option`'s text as in the input, in a new string the caller frees; NULL when memory runs out. */
char *option_text_copy(const struct dlx_format *format, int option);

/*
 * Prints the problem as a 0/1 matrix: one column per item (headed by its
 * name; a colour shows as its name), one row per option. The caller keeps
 * to the MATRIX_MAX_* limits. Returns false, printing nothing, when memory
 * runs out.
 */
bool print_matrix(FILE *out, const struct dlx_format *format);

#endif
