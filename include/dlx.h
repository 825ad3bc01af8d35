/*
 * dlx.h - exact cover by dancing links (Knuth's Algorithm X, with colours).
 *
 * The problem: a set of items and a list of options, each option a set of
 * items. Choose options so that every *primary* item lies in exactly one
 * chosen option and every *secondary* item in at most one. A secondary item
 * inside an option may carry a colour (a positive int); options that give the
 * same secondary item the same colour may then be chosen together (Knuth's
 * XCC problem). Colour 0 means "no colour": the item is used exclusively.
 *
 * Items are numbered 0 .. primary_count-1 for the primary items, then
 * primary_count .. primary_count+secondary_count-1 for the secondary ones.
 * Options are numbered 0, 1, 2 ... in the order they were added.
 *
 * Conventions: every fallible call returns 0 (or a count or index >= 0) on
 * success and a negative DLX_E* code on failure; dlx_strerror() names it. The
 * library never prints, exits or aborts, and has no global state: a problem
 * belongs to its caller, and different problems can be searched from
 * different threads at once. One problem runs one search at a time, because
 * the search relinks the problem's own arrays and restores them before it
 * returns.
 *
 * Bad arguments: a NULL problem or array where one is required, a negative
 * count, or an item or option number outside the problem gives DLX_EINVAL,
 * DLX_EITEM or DLX_EOPTION as each call says; calls that return no error
 * (destroy, release, init) then do nothing. tests/test_api_edges.c calls
 * every function here with NULL, 0, -1, INT_MAX and past-the-end values.
 */
#ifndef DLX_H
#define DLX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "dlx_export.h"
#include "dlx_version.h" /* DLX_VERSION_STRING, DLX_VERSION_NUMBER */

#ifdef __cplusplus
extern "C" {
#endif

enum dlx_error {
	DLX_OK = 0,
	DLX_ENOMEM = -1,    /* an allocation failed */
	DLX_EINVAL = -2,    /* a NULL pointer or a negative count */
	DLX_ERANGE = -3,    /* the problem would outgrow 32-bit indices */
	DLX_EITEM = -4,     /* an item number outside the problem */
	DLX_EREPEAT = -5,   /* the same item twice in one option */
	DLX_ECOLOR = -6,    /* a colour on a primary item, or a negative colour */
	DLX_ECONFLICT = -7, /* a required option clashes with one already required */
	DLX_EBUSY = -8,     /* the problem has required options; release them first */
	DLX_EOPTION = -9,   /* an option number outside the problem */
	DLX_ECORRUPT = -10, /* dlx_problem_check found inconsistent links */
	DLX_EBOUNDS = -11,  /* bad item bounds, or bounds where a call cannot take them */
	DLX_EWRITE = -12,   /* a write callback reported a failure */
	DLX_EZDD = -13,     /* the text is not a valid ZDD; see struct dlx_zdd_error */
	DLX_ECHECKPOINT = -14, /* the text is not a valid checkpoint; see struct
	                          dlx_checkpoint_error */
};

/* A static string describing an error code (never NULL). */
DLX_API const char *dlx_strerror(int code);

/*
 * The version of the library the program runs with, which may be newer
 * than the header it was built with: "0.7.0", and 700 (as
 * DLX_VERSION_NUMBER in dlx_version.h counts).
 */
DLX_API const char *dlx_version(void);
DLX_API int dlx_version_number(void);

/* Opaque: the matrix, in Knuth's flat-array layout (see src/dlx/matrix/problem.h). */
struct dlx_problem;

/*
 * Creates an empty problem with the given numbers of items. Returns NULL when
 * a count is negative, too large, or memory runs out. The problem owns all
 * its memory; dlx_problem_destroy(NULL) does nothing.
 */
DLX_API struct dlx_problem *dlx_problem_create(int primary_count, int secondary_count);
DLX_API void dlx_problem_destroy(struct dlx_problem *problem);

/*
 * Empties a problem for reuse with new numbers of items: every option and
 * requirement is dropped, the memory kept (and grown when needed), so a
 * caller that builds many small problems allocates only while they grow.
 * Returns 0, DLX_EINVAL (a count negative or too large) or DLX_ENOMEM (the
 * problem is then unchanged).
 */
DLX_API int dlx_problem_reset(struct dlx_problem *problem, int primary_count, int secondary_count);

/*
 * Adds an option made of `count` items. `colors` may be NULL (no colours);
 * otherwise colors[k] is the colour of items[k]: 0 for none, > 0 allowed only
 * on secondary items. Returns the new option's number (>= 0) or DLX_EINVAL,
 * DLX_EITEM, DLX_EREPEAT, DLX_ECOLOR, DLX_ERANGE, DLX_ENOMEM, DLX_EBUSY (while
 * options are required). An option with no primary item is accepted; the
 * search never chooses it, but it can be required.
 */
DLX_API int dlx_add_option(struct dlx_problem *problem, const int *items, const int *colors,
                           int count);

/*
 * Adds `count` options of `size` items each, without colours: items holds
 * count * size item numbers, option after option. The checks are those of
 * dlx_add_option, made for every option before any is added, so after an
 * error the problem is as it was. Returns the first new option's number
 * (the others follow it), or an error as dlx_add_option. For callers that
 * build many problems (the Sudoku solver's reduced ones): it saves a call
 * and the growing checks per option.
 */
DLX_API int dlx_add_options(struct dlx_problem *problem, const int *items, int size, int count);

/*
 * Multiplicities (Knuth's Algorithm M, his DLX3): primary item `item` must
 * then lie in at least `lower` and at most `upper` chosen options, where
 * 0 <= lower <= upper and 1 <= upper <= DLX_MAX_BOUND. Every primary item
 * starts at 1:1 (exactly once); secondary items always keep "at most once"
 * (or one colour). Returns 0, DLX_EINVAL (NULL problem), DLX_EITEM (no such item),
 * DLX_EBOUNDS (a bad range, or a secondary item) or DLX_EBUSY (while
 * options are required).
 *
 * A problem with any bounds other than 1:1 is searched by Algorithm M:
 * at a node it branches on the primary item with the smallest degree
 * len + min(slack, bound) - bound + 1 (bound: how many more options the
 * item may take, slack: upper - lower), ties going to the smaller
 * min(slack, bound) and then to the longer list, as DLX3 chooses. Each
 * branch chooses one more option on the item, or, once the item has what
 * it needs, chooses none and leaves the item as it is (a "skip"). Each
 * set of options is found once; counts equal DLX3's. Such a problem
 * cannot take dlx_require (DLX_EBOUNDS), and the counting memo is not
 * used on it. Setting every item back to 1:1 makes it a plain problem
 * again.
 */
DLX_API int dlx_set_bounds(struct dlx_problem *problem, int item, int lower, int upper);

/*
 * Marks primary item `item` as one that DLX_ORDER_SHARP prefers (`sharp`
 * true) or not (false, as every item starts). Knuth's DLX2-SHARP and
 * DLX3-SHARP prefer the items whose names start with '#': the reader of
 * dlx_format.h marks those, since the engine knows no names. Other orders
 * ignore the mark. Returns 0, DLX_EINVAL (NULL problem) or DLX_EITEM (no
 * such primary item: secondary items are never chosen to branch on).
 */
DLX_API int dlx_set_sharp(struct dlx_problem *problem, int item, bool sharp);

/* The largest upper bound dlx_set_bounds takes. */
#define DLX_MAX_BOUND 1000000

/*
 * Item `item`'s bounds into *lower and *upper (1 and 1 for a secondary
 * item). Returns 0, DLX_EINVAL (a NULL pointer) or DLX_EITEM. Not to be
 * called from a search's callbacks (the search is lowering the bounds).
 */
DLX_API int dlx_item_bounds(const struct dlx_problem *problem, int item, int *lower, int *upper);

/*
 * Whether some primary item has bounds other than 1:1 (false for NULL):
 * such a problem is searched by Algorithm M.
 */
DLX_API bool dlx_has_bounds(const struct dlx_problem *problem);

/*
 * The most levels a search path can have, so the most options a solution
 * (or entries a prefix) can hold: the number of primary items for a plain
 * problem; with bounds, the smaller of the sum of the upper bounds and
 * options plus primary items (every level chooses a new option or skips
 * an item). For sizing a caller's buffers; 0 for NULL.
 */
DLX_API int dlx_max_depth(const struct dlx_problem *problem);

/* The counts, or DLX_EINVAL for a NULL problem. */
DLX_API int dlx_primary_count(const struct dlx_problem *problem);
DLX_API int dlx_secondary_count(const struct dlx_problem *problem);
DLX_API int dlx_option_count(const struct dlx_problem *problem);

/*
 * Copies option `option`'s items (and colours, if `colors` is not NULL) into
 * the caller's arrays of `capacity` entries, in the order they were added.
 * Returns the option's size (which may exceed capacity: then only capacity
 * entries were written), or DLX_EOPTION / DLX_EINVAL.
 */
DLX_API int dlx_option_items(const struct dlx_problem *problem, int option, int *items,
                             int *colors, int capacity);

/*
 * Requires an option before a search: its items are covered at once, as if the
 * search had chosen it (Sudoku givens work this way). Returns 0, DLX_EOPTION,
 * or DLX_ECONFLICT when the option shares an item with an option required
 * earlier (or gives a secondary item a different colour); on conflict
 * nothing changes. dlx_release_all() undoes every requirement, newest first,
 * so one matrix serves many searches without a rebuild. A problem with
 * bounds (dlx_set_bounds) refuses it with DLX_EBOUNDS.
 */
DLX_API int dlx_require(struct dlx_problem *problem, int option);
DLX_API void dlx_release_all(struct dlx_problem *problem);
DLX_API int dlx_required_count(const struct dlx_problem *problem);

/*
 * Excludes an option before a search: it is taken out of every item's list,
 * so the search never tries it (a candidate that a deduction ruled out).
 * An option that the requirements already ruled out is left as it is.
 * Returns 0 or DLX_EOPTION. dlx_release_all() undoes exclusions too, in
 * the same newest-first order; dlx_required_count() counts them.
 */
DLX_API int dlx_exclude(struct dlx_problem *problem, int option);

/*
 * Reorders every item's list of options and the order of the items in the
 * active lists, pseudo-randomly from `seed`: the same seed gives the same
 * order on every machine, whatever order an earlier shuffle left. The search then tries options, and breaks ties
 * between equally short items, in that order. Returns 0 or DLX_EBUSY.
 */
DLX_API int dlx_problem_shuffle(struct dlx_problem *problem, uint64_t seed);

/*
 * Copies the active primary items (numbered from 0, as everywhere in this
 * header) into `items`, of `capacity` entries, in the order the search
 * breaks ties between equally short items: the order of the active list,
 * the order they were added unless a shuffle changed it. Returns how many
 * are active (which may exceed capacity: then only capacity entries were
 * written), or DLX_EINVAL.
 */
DLX_API int dlx_item_order(const struct dlx_problem *problem, int *items, int capacity);

/*
 * Checks that every link is consistent with the options as added (and the
 * current requirements) and every list length is right. Returns 0 or
 * DLX_ECORRUPT. Costs time proportional to the size of the matrix; meant for
 * tests and debug builds.
 */
DLX_API int dlx_problem_check(const struct dlx_problem *problem);

/* Why a search ended. */
enum dlx_stop {
	DLX_STOP_EXHAUSTED = 0, /* the whole tree was searched: counts are exact */
	DLX_STOP_SOLUTIONS,     /* the solution limit was reached */
	DLX_STOP_NODES,         /* the node limit was reached */
	DLX_STOP_TIME,          /* the time limit was reached */
	DLX_STOP_CALLBACK,      /* the solution callback asked to stop */
	DLX_STOP_REQUESTED,     /* options->interrupt was requested (dlx_interrupt_request) */
};

struct dlx_stats {
	uint64_t solutions; /* solutions found */
	uint64_t nodes;     /* search-tree nodes entered, the root included */
	uint64_t updates;   /* nodes taken out of item lists; on options of five items or
	                       more, a search without limits or trace stops an option's
	                       commit at a dead end and so counts fewer. The reference
	                       loop (knuth_counts) counts Knuth's "updates": those, every
	                       option committed in full, and each item taken out of the
	                       active list too. With
	                       bounds, one per cover or purify and one per link
	                       removed: DLX3's count without colours; DLX3 counts
	                       a purify as a cleansing, so with colours only the
	                       reference loop gives its exact figure */
	int max_level;      /* deepest level reached (the root is level 0) */
	enum dlx_stop stop;
	uint64_t branches;  /* nodes whose chosen item had two options or more: the guesses */
	uint64_t memo_hits; /* nodes whose count came from the memo (memo_bytes) */
	uint64_t mems;      /* from the reference loop (knuth_counts, DLX_ORDER_FIRST/SHARP): the
	                       search's memory accesses as Knuth's DLX1 and DLX2 count
	                       them (with bounds, DLX3), and `updates` as they count
	                       them too; else 0. dlx_search_best with knuth_counts:
	                       as DLX5 counts them */
	/*
	 * Fields are only ever added at the end of this struct; a search
	 * zeroes the whole struct first, so a caller compiled against an
	 * older header reads the fields it knows.
	 */
	uint64_t splits;    /* dlx_count: nodes whose items fell into independent
	                       parts, counted apart and multiplied; else 0 */
	bool saturated;     /* the count passed 2^64 - 1, so solutions holds
	                       UINT64_MAX and solutions_high and solutions_low
	                       the count (below) */
	double explored;    /* in a progress call: the share of the tree searched so far,
	                       0 to 1, as Knuth estimates it (each option of a node
	                       weighs the same; see dlx_prefix_share), over every thread
	                       with jobs; 0 in the figures a search returns */
	uint64_t inferred;  /* options->infer: options the inference took away at the
	                       nodes (each time it took one, so an option put back on
	                       backtracking and taken again counts twice); else 0 */
	uint64_t choice_mems; /* DLX_ALGORITHM_CELLS with knuth_counts: the part of `mems`
	                         spent choosing the item to branch on, SSXCC's "cmems"
	                         (its "ccost" is (200 * choice_mems + mems) / (2 * mems)
	                         percent); else 0 */
	uint64_t solutions_low, solutions_high; /* with `saturated`: the count in 128 bits,
	                         solutions_high * 2^64 + solutions_low; both UINT64_MAX
	                         when it is 2^128 - 1 or more (then only dlx_count's text
	                         has it in full); 0 while the count fits `solutions`.
	                         Any search may pass 2^64 (a memo adds up whole subtrees),
	                         and so may the parts dlx_stats_add adds up: print the
	                         count with dlx_stats_count_text */
};

/*
 * Writes the count of `stats` in decimal, NUL-terminated, into `text` of
 * `capacity` bytes: `solutions`, or with `saturated` the 128-bit count of
 * solutions_high and solutions_low ("more than
 * 340282366920938463463374607431768211454" when both are UINT64_MAX).
 * DLX_COUNT_TEXT_SIZE bytes always hold it. Returns the number of
 * characters written (without the NUL), DLX_EINVAL (NULL stats or text),
 * DLX_ERANGE when the text does not fit (nothing written) or DLX_ENOMEM.
 */
DLX_API int dlx_stats_count_text(const struct dlx_stats *stats, char *text, size_t capacity);

/* Bytes that hold any text dlx_stats_count_text writes. */
#define DLX_COUNT_TEXT_SIZE 64

/*
 * Called once per solution with the chosen options (not the required ones),
 * level by level. The array is valid only during the call. Return 0 to go on,
 * non-zero to stop the search.
 */
typedef int (*dlx_solution_fn)(void *user, const int *options, int count);

/*
 * Called every `progress_interval` nodes. `position[l]` and `branches[l]` tell,
 * for each level l < level, which of the chosen item's options is being tried
 * (0-based) and how many it had; stats->explored is the estimate of how much
 * of the tree is done that the library makes of them (with jobs, of every
 * thread's). Return non-zero to stop the search (as DLX_STOP_CALLBACK).
 */
typedef int (*dlx_progress_fn)(void *user, const struct dlx_stats *stats, int level,
                               const int *position, const int *branches);

/* Steps of the search, reported to a trace callback (for teaching and tests). */
enum dlx_event {
	DLX_EVENT_CHOOSE,    /* item `item` chosen at `level`; it has `count` options */
	DLX_EVENT_TRY,       /* option `option` tried at `level`, number `count` (0-based) */
	DLX_EVENT_SOLUTION,  /* a solution of `level` options found */
	DLX_EVENT_BACKTRACK, /* all `count` options of `item` at `level` tried: back up */
	DLX_EVENT_SKIP,      /* bounds (dlx_set_bounds): `item` chosen at `level` takes no
	                        more options, branch number `count` (0-based, the last) */
};

/* Return non-zero to stop the search (as DLX_STOP_CALLBACK). */
typedef int (*dlx_trace_fn)(void *user, enum dlx_event event, int level, int item,
                            int option, int count);

/* Which primary item a search branches on. */
enum dlx_order {
	DLX_ORDER_MRV = 0, /* the fewest options left (minimum remaining values) */
	DLX_ORDER_FIRST,   /* the first active one in list order, whatever its options
	                      (Knuth's variant without MRV): the same solutions, more nodes */
	DLX_ORDER_SHARP,   /* Knuth's DLX2-SHARP (with bounds, DLX3-SHARP): an item with
	                      0 or 1 options left first, then the items marked with
	                      dlx_set_sharp, then the others; the fewest options (with
	                      bounds, the least degree, ties as DLX3 breaks them) within
	                      each group, the first in list order on ties. Searched by the
	                      reference loop, as DLX_ORDER_FIRST, and so counted as
	                      Knuth's programs count: without marked items, the nodes and
	                      updates of MRV's reference loop (knuth_counts) */
	DLX_ORDER_WTD,     /* Knuth's SSXCC-WTD, with binary branching alone (see `binary`):
	                      the fewest options divided by the item's weight, which grows
	                      by wtd_increment each time an option chosen wipes the item out
	                      (Boussemart et al.'s dom/wdeg) */
	DLX_ORDER_FRB,     /* Knuth's SSXCC-FRB, with binary branching alone: the fewest
	                      options divided by the item's failure rate, the share of the
	                      options chosen on it that wiped out another primary item
	                      (Li, Yin and Li's failure-rate branching; 1/2 before any) */
};

/* ---- Stopping a search from outside ----
 *
 * A stop object ends a search that another thread, or a signal handler
 * (Ctrl-C), decides to end: put it in options->interrupt and call
 * dlx_interrupt_request. Every search that takes options honours it
 * (dlx_search, dlx_search_prefix, dlx_search_shared, dlx_search_parts,
 * dlx_search_best, dlx_search_best_prefix; with or without jobs, bounds,
 * costs or the memo): it ends within a few thousand nodes, restores the
 * problem as after any search, and sets stats->stop to DLX_STOP_REQUESTED
 * (returning 0). A request stays until dlx_interrupt_reset, so one made
 * before the call ends the search at once, and every search that holds
 * the object ends. It is named apart from enum dlx_stop, the reason a
 * search ended, which had the name first.
 */
struct dlx_interrupt;

/* A stop object not requested; NULL when memory runs out. */
DLX_API struct dlx_interrupt *dlx_interrupt_create(void);

/* Frees it; no search may hold it any more. NULL does nothing. */
DLX_API void dlx_interrupt_destroy(struct dlx_interrupt *interrupt);

/*
 * Asks every search that holds `interrupt` to stop. One lock-free atomic
 * store: safe from any thread and from a signal handler. NULL does nothing.
 */
DLX_API void dlx_interrupt_request(struct dlx_interrupt *interrupt);

/* Withdraws a request, for the next search; NULL does nothing. */
DLX_API void dlx_interrupt_reset(struct dlx_interrupt *interrupt);

/* Whether a stop was requested and not reset since (false for NULL). */
DLX_API bool dlx_interrupt_requested(const struct dlx_interrupt *interrupt);

/*
 * The data structure a search runs on. All find the same solutions.
 *
 * DLX_ALGORITHM_LINKS: dancing links (Knuth's DLX1 and DLX2), the
 * default, with every option of dlx_search_options.
 *
 * DLX_ALGORITHM_CELLS: dancing cells, Knuth's SSXCC: each item's live
 * options are a sparse set in one array with each option's place kept
 * beside it, so hiding an option swaps it to the end of the set, and a
 * backtrack merely restores the set sizes saved at the level (no links
 * are written back). It copies the problem as it stands (after any
 * dlx_require or dlx_exclude) into arrays of its own when the search
 * starts and frees them when it ends; so it may return DLX_ENOMEM (also
 * when its stack of saved sizes cannot grow mid-search, with the figures
 * so far in *stats). It branches on the primary item with the fewest
 * options, as SSXCC does: an item with one option is taken at once (a
 * forced move), ties go to the item first in the problem's order (after
 * dlx_problem_shuffle, the shuffled order), and the items of the chosen
 * options leave the active set in SSXCC's order, so the tree, nodes and
 * updates are SSXCC's; with knuth_counts it also counts SSXCC's mems. An
 * option without primary items is left out, as SSXCC leaves it out.
 * Takes the solution and node limits, the time limit, the solution
 * callback, progress, the level profile and the stop object. Refused with
 * DLX_EINVAL: dlx_search_best, dlx_search_prefix and the searches in
 * parts, jobs > 1, a trace callback, and orders other than DLX_ORDER_MRV
 * (but DLX_ORDER_WTD and DLX_ORDER_FRB with `binary` or item bounds: see
 * there).
 * memo_bytes is ignored. With item bounds (dlx_set_bounds) it runs
 * Knuth's SSMCC instead: it branches two ways, as `binary`, on the item
 * with the fewest ways to go on (its live options plus the slack its
 * bounds leave, less what it still must take), takes the options of an
 * item that must take all of them as forced moves, and its tree, nodes,
 * updates and, with knuth_counts, mems are SSMCC's; the level profile
 * counts the nodes by options taken. `binary` changes nothing there.
 * DLX_ORDER_WTD and DLX_ORDER_FRB run Knuth's SSMCC-WTD and SSMCC-FRB:
 * that score divided by the item's weight or failure rate, learned as
 * `binary` learns them, with their trees, nodes, updates and mems.
 * Progress, with `binary` or bounds, has a level for each option taken:
 * its position is the number of options ruled out at that stage before
 * it, its branches that number plus the ways its item had left when it
 * was taken, as Knuth's print_progress weighs them.
 *
 * DLX_ALGORITHM_BITS: bitsets, for small dense problems (at most
 * DLX_BITS_MAX_ITEMS items and DLX_BITS_MAX_OPTIONS options in the
 * problem, else DLX_ERANGE): each item's live options and each option's
 * clashes (the options sharing an item with it) are sets of bits over
 * the options, so choosing an option takes its clashes out of the live
 * set a 64-bit word at a time, and each level keeps its own copy of the
 * live set and of the items' counts, so a backtrack writes nothing back.
 * It branches exactly as the links search does (the item with the fewest
 * options, by the same rule on ties and dead ends), so for the same
 * problem the solutions come in the same order and stats->nodes,
 * solutions and max_level are links' without a memo; stats->updates
 * counts the options taken out of the live set. After
 * dlx_problem_shuffle the items are chosen in the shuffled order, as
 * links chooses them, but each item's options are tried in the
 * problem's order: the same tree, its solutions in another order. It
 * copies the problem as it stands (after any dlx_require or dlx_exclude)
 * when the search starts and frees the copy when it ends (DLX_ENOMEM if
 * that fails). Takes the solution and node limits, the time limit, the
 * solution callback, progress, the level profile and the stop object.
 * With jobs > 1 its threads take whole parts of links' walk one after
 * another, as with bounds (see "Several threads"): each thread builds its
 * bitsets once, and starts each part by taking the prefix's options on
 * them, as the search would. dlx_search_prefix (which leaves the problem
 * untouched: no dlx_require) and dlx_search_parts take it too, so the
 * solutions, nodes and max_level of the parts add up to the undivided
 * search's, and its updates to those below the parts.
 * Refused: item bounds (DLX_EBOUNDS); colours, knuth_counts, a trace
 * callback, orders other than DLX_ORDER_MRV, infer, dlx_search_best,
 * dlx_search_best_prefix and dlx_search_shared (DLX_EINVAL). memo_bytes
 * is ignored.
 */
enum dlx_algorithm {
	DLX_ALGORITHM_LINKS = 0,
	DLX_ALGORITHM_CELLS,
	DLX_ALGORITHM_BITS,
};

/* The largest problem DLX_ALGORITHM_BITS takes: a 16x16 Sudoku's 1024 items, 4096 options. */
#define DLX_BITS_MAX_ITEMS 1024
#define DLX_BITS_MAX_OPTIONS 8192

/* What a search looks for. Fill with dlx_search_options_init(), then set. */
struct dlx_search_options {
	uint64_t solution_limit; /* stop after this many solutions; 0: no limit */
	uint64_t node_limit;     /* stop after entering this many nodes; 0: no limit */
	double time_limit;       /* seconds of wall-clock time; 0: no limit */
	dlx_solution_fn on_solution; /* may be NULL */
	void *user;                  /* passed to the callbacks */
	uint64_t *level_nodes;   /* if not NULL: level_nodes[l] += nodes entered at level l */
	int level_nodes_length;  /* entries in level_nodes; deeper levels are not counted */
	dlx_progress_fn on_progress; /* may be NULL */
	uint64_t progress_interval;  /* nodes between progress calls; 0 means 1000000 */
	dlx_trace_fn on_trace;       /* may be NULL; called at every step */
	/*
	 * Memory (bytes) for remembering the solution counts of subproblems
	 * already searched, so that a state reached again by another path is
	 * not searched again (Nishino et al.'s DXZ). 0: none. Used only where
	 * it is exact and the solutions need not be visited: counting every
	 * solution (no on_solution, no limits, no trace or progress) of a
	 * problem without colours or bounds and with at most 512 items. Fewer
	 * nodes are then entered; the count is the same.
	 */
	size_t memo_bytes;
	/*
	 * Run the reference loop (src/dlx/x/search_knuth.c), which takes Knuth's
	 * steps one by one and counts as his DLX1 and DLX2 do: the same nodes
	 * (every solution a node of its own), updates that include each item
	 * taken out of the active list, and stats->mems. Slower than the
	 * default loop, and never uses the memo. Without it, nodes may differ
	 * from Knuth's with a memo, on problems of more than 64 primary items
	 * (the scan stops early at an item with one option) and after a
	 * shuffle; updates count removed nodes alone, and fewer on options of
	 * five items or more (a commit stops at a dead end). On a problem
	 * with bounds the reference loop is Algorithm M's
	 * (src/dlx/m/search_knuth_m.c), which counts as DLX3 does.
	 */
	bool knuth_counts;
	/* Which item to branch on (the reference loop runs DLX_ORDER_FIRST and
	   DLX_ORDER_SHARP; DLX_ORDER_WTD and DLX_ORDER_FRB need the cells and
	   `binary` or item bounds; any other value, or those elsewhere:
	   DLX_EINVAL). */
	enum dlx_order order;
	/*
	 * Threads for dlx_search, dlx_search_best and dlx_search_parts: 0 or
	 * 1 searches in the calling thread alone (the undivided search); n > 1
	 * cuts the tree into parts and searches them with n threads, each on a
	 * clone of the problem, that share the work to the end (see "Several
	 * threads" below for what changes). Negative or above DLX_MAX_JOBS:
	 * DLX_EINVAL.
	 */
	int jobs;
	/*
	 * A stop object (dlx_interrupt_create) that ends the search once
	 * requested, as DLX_STOP_REQUESTED; NULL: none. The one-thread count
	 * with a stop object is searched as a pool of one thread would
	 * (dlx_search_shared), which looks at it every few thousand nodes.
	 * Fields are only ever added at the end of this struct, and
	 * dlx_search_options_init zeroes them, so a caller that fills the
	 * struct that way keeps working as it grows.
	 */
	struct dlx_interrupt *interrupt;
	/*
	 * Inference at every node (src/dlx/infer/): an option that clashes
	 * with every option still left on some primary item i (shares an
	 * item with each) and does not hold i can never be chosen below the
	 * node, so it is taken away, and put back when the search backs up
	 * past the node. Before branching on the item with the fewest
	 * options (two or more), the search takes every such option for that
	 * item, and for each other item i with two options the options of any
	 * item j that lies in both of i's without i (Sudoku's locked
	 * candidates); then it chooses again, until nothing more goes.
	 * The same solutions, reported the same way; fewer nodes, and
	 * stats->inferred counts the options taken away. Not for problems with
	 * colours (DLX_EINVAL) or bounds (DLX_EBOUNDS), nor with knuth_counts,
	 * an order other than DLX_ORDER_MRV or jobs > 1 (DLX_EINVAL); the memo
	 * is not used. The trace sees CHOOSE, TRY, SOLUTION and BACKTRACK as
	 * without inference, and not the options taken away. dlx_search_best
	 * refuses it (DLX_EINVAL); dlx_count with it counts as dlx_search
	 * does, without parts; dlx_search_prefix searches its prefix with it,
	 * and a pool's thread (dlx_search_shared) its pieces, giving no work
	 * away. A stop object ends it as any search. The search allocates its
	 * stack of taken options when it starts (DLX_ENOMEM if that fails)
	 * and frees it.
	 */
	bool infer;
	/* The data structure the search runs on (enum dlx_algorithm below): links by default. */
	enum dlx_algorithm algorithm;
	/*
	 * Binary branching, Knuth's SSXCC-BINARY, with DLX_ALGORITHM_CELLS
	 * alone (else DLX_EINVAL): a node takes the item to branch on, then
	 * the first option o left in its set, and branches two ways: o is in
	 * the solution, or o is ruled out (and the item stays open). The same
	 * solutions; the tree, nodes and updates are SSXCC-BINARY's (updates
	 * count the options taken out of sets, not the items leaving), and with
	 * knuth_counts its mems. The only search that takes DLX_ORDER_WTD and
	 * DLX_ORDER_FRB (besides DLX_ORDER_MRV). The level profile counts the
	 * nodes at each stage (options taken so far), as Knuth's profile does;
	 * stats->max_level is the deepest level (options taken and ruled out).
	 * Progress counts its levels by stage too (see DLX_ALGORITHM_CELLS).
	 */
	bool binary;
	/*
	 * DLX_ORDER_WTD's weights (as float, as SSXCC-WTD keeps them): every
	 * primary item starts at 1, and when a chosen option wipes item i out,
	 * i's weight grows by the increment, which is then multiplied by the
	 * growth. 0 stands for Knuth's default, 1.0, for either (his options w
	 * and W); negative: DLX_EINVAL. Weights reaching 1e32 are all scaled
	 * by 1e-20, as he scales them.
	 */
	float wtd_increment, wtd_growth;
	/*
	 * With DLX_ALGORITHM_CELLS (ignored by the links): shuffle the active
	 * items' list when the search starts, as Knuth's SSXCC programs do
	 * with their option `s`, with his GraphBase generator seeded by
	 * item_seed (its low 31 bits), so that a seed gives his programs'
	 * tree. The list's order decides which of several forced items is
	 * taken first (ties between items still go to the first in the
	 * problem's order), so many problems keep their tree; knuth_counts
	 * adds his 10 mems a swap.
	 */
	bool item_shuffle;
	int64_t item_seed;
};

/* The most threads options->jobs asks for. */
#define DLX_MAX_JOBS 1024

/* Zeroes *options (no limits, no callbacks); NULL does nothing. */
DLX_API void dlx_search_options_init(struct dlx_search_options *options);

/*
 * Runs Algorithm X from the current state (after any dlx_require calls).
 * Branches on the primary item with the fewest remaining options: ties go to
 * the lowest item number (after dlx_problem_shuffle: the first in the
 * shuffled order), and the scan may stop at a forced move (one option)
 * before it reaches a dead end further on, which the next level finds
 * (options->order and options->knuth_counts change this: see there). Fills *stats (which may be NULL)
 * and restores the matrix before returning, however the search stopped.
 * `options` may be NULL for "count all solutions".
 * Returns 0 or DLX_EINVAL (also for an order outside enum dlx_order, or
 * jobs outside 0 .. DLX_MAX_JOBS); with options->jobs > 1, which searches with threads, also
 * DLX_ENOMEM (see "Several threads" below); with options->infer, also
 * DLX_EBOUNDS and DLX_ENOMEM (see there).
 *
 * Memory: the steps of the search allocate nothing, with one exception,
 * the memo. What a search may allocate, and when:
 *   - the memo, when options->memo_bytes allows one: a table and one key
 *     per level at the start, then, during the search, the table doubled
 *     each time it is half full, until it would pass memo_bytes; all of it
 *     freed before returning;
 *   - on a problem without colours small enough for 16-bit links (at most
 *     32,767 nodes), when nothing watches (no trace, progress, profile or
 *     time limit): at the start, a 16-bit copy of the links and a copy of
 *     the item lengths and lists, kept with the problem and grown only when
 *     a later search needs more, so a caller that reuses a problem
 *     allocates on its first search alone;
 *   - with options->infer, at the start: the stack of the options taken
 *     away and the tests' counters (an entry per node, per option and per
 *     level), freed before returning; here alone a failed allocation is
 *     an error, DLX_ENOMEM.
 * Otherwise a failed allocation is no error: the search goes on without
 * the memo (or without growing it), or on the links themselves, with the
 * same results.
 *
 * A problem with bounds (dlx_set_bounds) is searched with Algorithm M
 * instead (with knuth_counts or DLX_ORDER_FIRST/SHARP, by a reference loop that
 * also counts DLX3's mems): the item choice is DLX3's, nodes and updates are counted as DLX3
 * counts them, a skip is traced as DLX_EVENT_SKIP, and a solution's options
 * leave the skips out. Its stack of dlx_max_depth levels is allocated by
 * the first such search (and grown by a later one that needs more), kept
 * with the problem; so that search may also return DLX_ENOMEM. A count of
 * a small problem without colours and with no hooks runs on a 16-bit copy
 * of the links, also kept with the problem (as Algorithm X's lean search).
 */
DLX_API int dlx_search(struct dlx_problem *problem, const struct dlx_search_options *options,
                       struct dlx_stats *stats);

/* ---- Counting independent parts apart ----
 *
 * When the items left at a node fall into groups that no live option
 * joins, every solution there is a solution of each group put together,
 * so the count is the product of the groups' counts: two disjoint copies
 * of a problem of N solutions have N^2, found by counting N twice. Items
 * are joined by each live option's items, secondary ones included (two
 * options that use a secondary item differently conflict), so colours
 * need no care. dlx_count looks for such groups at the root and, where a
 * look ahead of one level finds them lower, branches as Algorithm X
 * down to them; each group is counted by the same driver (groups of
 * groups are found), every other node by dlx_search with the caller's
 * options (the memo included). A problem without groups costs one look
 * ahead more than dlx_search, and is counted by one dlx_search.
 */

/*
 * Counts every solution from the current state, splitting independent
 * parts as above, and writes the count in decimal (NUL-terminated) into
 * `text` of `capacity` bytes; text may be NULL with capacity 0. The count
 * may pass 2^64: stats->solutions then holds UINT64_MAX and
 * stats->saturated is set, solutions_high and solutions_low hold it below
 * 2^128, and the text has it in full. stats->splits
 * counts the nodes that split; nodes, updates, branches and memo_hits add
 * up those of the searches made, plus the nodes where dlx_count branched
 * itself (the look ahead is not counted); max_level counts from the root.
 *
 * Parts are looked for only where they cannot change the answer nor miss
 * a report: with options NULL or asking for the whole count with nothing
 * watching (no limits, callbacks, trace, level_nodes, knuth_counts,
 * DLX_ORDER_FIRST, jobs above 1, stop object or infer, and the links
 * algorithm) on a problem without item bounds. Otherwise it runs dlx_search as it is. Restores the problem before returning. Allocates
 * (an array of the items, and the counts of the parts). Returns 0,
 * dlx_search's codes, DLX_ENOMEM, or DLX_ERANGE when the text does not fit
 * `capacity` (the stats are filled all the same; dlx_count_text_size
 * gives a capacity that always fits).
 */
DLX_API int dlx_count(struct dlx_problem *problem, const struct dlx_search_options *options,
                      struct dlx_stats *stats, char *text, size_t capacity);

/*
 * Bytes that hold any count of `problem` as dlx_count writes it: a
 * solution is a set of options, so it has at most 2^options, whose
 * digits this counts, with the NUL. 2 for NULL.
 */
DLX_API size_t dlx_count_text_size(const struct dlx_problem *problem);

/* ---- Splitting one search into parts (threads, processes, machines) ----
 *
 * The search tree below the first D levels falls into disjoint subtrees, one
 * per "prefix": the options chosen on levels 0 .. D-1, with the same choice
 * of item (fewest options, same tie rule) as dlx_search makes. Searching
 * every prefix and adding up the counts gives exactly dlx_search's count, so
 * the prefixes can go to different threads (each with its own clone of the
 * problem), processes or machines.
 */

/*
 * A deep copy of `problem`, current requirements and shuffled order
 * included, made by copying its arrays (nothing is rebuilt). The copy is
 * independent: it can be searched from another thread while the original
 * is searched. NULL when memory runs out or `problem` is NULL. Do not call
 * it while `problem` is being searched.
 */
DLX_API struct dlx_problem *dlx_problem_clone(const struct dlx_problem *problem);

/*
 * Called once per prefix with its options (option numbers, level by level;
 * valid only during the call). `count` is the depth asked for, or less when
 * the options already form a solution above that depth. Return 0 to go on,
 * non-zero to stop.
 */
typedef int (*dlx_prefix_fn)(void *user, const int *options, int count);

/*
 * With bounds (dlx_set_bounds), a level of Algorithm M may choose no option
 * and skip an item instead: a prefix then holds that level's choice as
 * -1 - item, and is a path of the tree rather than a set of options, so
 * dlx_search_prefix replays it choice by choice (DLX_ECONFLICT when the
 * tree has no such path). A prefix holds at most dlx_max_depth entries.
 */

/*
 * Walks the first `depth` levels of the search tree from the current state
 * (after any dlx_require calls) and reports each prefix, in the order the
 * search would reach them. Dead ends above `depth` are not reported; a
 * prefix at `depth` may still be a dead end (its search then finds
 * nothing). Depth 0 reports one empty prefix. If `nodes` is not NULL, it is
 * set to the number of tree nodes above `depth` that were not reported as
 * prefixes: those plus the nodes of every prefix's dlx_search_prefix add up
 * to the nodes of dlx_search. Restores the matrix before returning and
 * allocates one array of `depth` ints. Returns 0 when every prefix was
 * reported, 1 when the callback stopped the walk, or DLX_EINVAL (NULL
 * problem or callback, negative depth) or DLX_ENOMEM.
 */
DLX_API int dlx_prefixes(struct dlx_problem *problem, int depth, dlx_prefix_fn on_prefix, void *user,
                 uint64_t *nodes);

/*
 * Searches the subtree under a prefix: requires each of its `count`
 * options on top of the current requirements, runs dlx_search with
 * `options` (which may be NULL), then releases the prefix's options only,
 * so the problem is as it was. The solution callback gets whole solutions:
 * the prefix's options followed by the search's. A `count` above the
 * problem's number of options is DLX_EINVAL (some option would repeat).
 * Levels seen by the
 * progress, trace and level_nodes hooks count from the prefix (its own
 * level 0); stats->max_level counts from the true root. Returns 0,
 * DLX_EINVAL, DLX_EOPTION, DLX_ECONFLICT (an option clashes with the ones
 * before it or with the requirements: nothing is searched and *stats is
 * zeroed) or DLX_ENOMEM. The prefixes follow the fewest-options choice:
 * searched with DLX_ORDER_FIRST/SHARP or knuth_counts, the parts still count
 * every solution once, but their nodes, updates and mems do not add up to
 * those of one undivided search in that mode (the dlx command refuses it);
 * on a problem with bounds the parts are searched with MRV and no mems.
 */
DLX_API int dlx_search_prefix(struct dlx_problem *problem, const int *prefix, int count,
                      const struct dlx_search_options *options, struct dlx_stats *stats);

/*
 * The share of the search tree under a prefix, as Knuth's estimate weighs
 * it: at each of its levels the node's options count the same, so a
 * prefix weighs 1 / (b0 * b1 * ... ), b_l the options of the item the
 * search branches on at level l (the fewest-options choice). A progress
 * figure over parts adds the shares of the parts done. Sets *share (0
 * when the prefix meets a dead end); the problem is left as it was.
 * Returns 0, DLX_EINVAL (NULL problem or share, negative count, or bounds:
 * Algorithm M's tree branches otherwise), DLX_EOPTION or DLX_ECONFLICT.
 */
DLX_API int dlx_prefix_share(struct dlx_problem *problem, const int *prefix, int count,
                             double *share);

/* ---- Work shared between threads ----
 *
 * A fixed cut into prefixes leaves threads idle once only the few big
 * parts remain. A pool balances to the end instead: the caller starts the
 * threads, each calls dlx_search_shared() with its own clone of the problem
 * (dlx_problem_clone) and the same pool. A thread that finds the pool empty
 * waits; a busy thread notices within a few thousand nodes and gives away
 * the untried options of its shallowest level, the biggest piece it holds,
 * as prefixes for the waiting threads. The work is done when the pool is
 * empty and every thread waits: then every call returns.
 *
 * The pieces are disjoint subtrees of the search, so the threads' solutions
 * add up to dlx_search's count, and without the memo their nodes add up to
 * its nodes too (plus the nodes above the prefixes the caller added, as
 * dlx_prefixes reports them). With the memo (memo_bytes) the threads of a
 * pool share one table of counts across their pieces, of at most
 * memo_bytes: the first thread makes it, it grows as a single search's
 * does, and dlx_share_destroy frees it. The count is the same, the nodes
 * may differ, and in a free pool depend on timing (a pool that takes turns
 * gives the same on every run).
 * Problems with bounds (Algorithm M), knuth_counts and DLX_ORDER_FIRST/SHARP do
 * not share work: split those with dlx_prefixes.
 */

/* A pool of work for the threads that search one problem (opaque). */
struct dlx_share;

/* An empty pool; NULL when memory runs out. Free it with dlx_share_destroy. */
DLX_API struct dlx_share *dlx_share_create(void);

/*
 * A pool whose `threads` threads take turns: one searches at a time, for a
 * few thousand nodes, then hands on to the next (a waiting thread hands on
 * at once). Slower than a free pool, but who searches what no longer
 * depends on timing: every thread's statistics are the same on every run,
 * for reproducible tests and measurements. Exactly `threads` threads must
 * call dlx_search_shared on it. NULL when threads < 1 or memory runs out.
 */
DLX_API struct dlx_share *dlx_share_create_in_turns(int threads);

/* Frees the pool, which no thread may be using; NULL does nothing. */
DLX_API void dlx_share_destroy(struct dlx_share *share);

/*
 * Adds a part to the pool: the options of `prefix` (as dlx_search_prefix
 * takes them; the empty prefix, count 0, is the whole search). Add the
 * parts before any thread searches, or once every thread's
 * dlx_search_shared has returned with the work done: then the pool can be
 * searched again, and keeps its table of counts (memo_bytes), so a state
 * counted in one round is not searched in the next. A stopped pool stays
 * stopped. Returns 0, DLX_EINVAL (NULL pool, negative count, NULL prefix
 * with a count) or DLX_ENOMEM.
 */
DLX_API int dlx_share_add(struct dlx_share *share, const int *prefix, int count);

/*
 * Stops the pool's work: every thread returns at its next poll, and parts
 * not yet searched are dropped. Safe from any thread, a callback included.
 * NULL does nothing.
 */
DLX_API void dlx_share_stop(struct dlx_share *share);

/*
 * One thread's share of the pool's work, on `problem`, this thread's own
 * clone: takes parts, searches each below its prefix as dlx_search_prefix
 * does, gives work away when another thread waits, and returns when the
 * work is done or the pool stops. Solutions reach options->on_solution whole
 * (prefix, then the rest), from this thread. The solution, node and time
 * limits count this thread's solutions, nodes and time over all its parts, and progress
 * reports this thread's figures so far; on_trace and level_nodes are not
 * called. A limit, a callback that stops or an error stops the whole pool.
 * *stats holds this thread's figures: stop is DLX_STOP_EXHAUSTED when the
 * pool's work was all done, DLX_STOP_CALLBACK when another thread or
 * dlx_share_stop ended it, else what stopped this thread. Returns the
 * number of parts this thread searched (0 or more), DLX_EINVAL (NULL
 * problem or pool; bounds, knuth_counts or DLX_ORDER_FIRST/SHARP: see above),
 * DLX_ECONFLICT or DLX_EOPTION (a prefix added that this problem cannot
 * take) or DLX_ENOMEM.
 */
DLX_API int dlx_search_shared(struct dlx_problem *problem, struct dlx_share *share,
                              const struct dlx_search_options *options, struct dlx_stats *stats);

/* ---- Several threads: options->jobs ----
 *
 * With options->jobs = n > 1, dlx_search, dlx_search_best and
 * dlx_search_parts start n - 1 threads and search in the calling thread
 * too, each thread on its own clone of the problem (made at the start, so
 * the call allocates in proportion to the problem's size and may return
 * DLX_ENOMEM), and return once every thread has ended. The problem itself
 * is not searched and is left as it was. The tree is cut into parts
 * (dlx_parts_balance); plain exact cover, with or without colours, is
 * then searched through a pool of work (dlx_search_shared), so a thread
 * that runs dry takes a piece of a busy one's; a problem with bounds, and
 * the search on bitsets (DLX_ALGORITHM_BITS), hand their parts out one at
 * a time instead. The parts are disjoint
 * subtrees, so the count is the undivided search's. What differs:
 *   - statistics are the threads' added up (solutions, nodes, updates,
 *     branches, memo_hits, mems; max_level the deepest), plus the nodes above
 *     the parts (dlx_parts_depth). With knuth_counts or DLX_ORDER_FIRST/SHARP
 *     the parts come from the reference loop's own walk (dlx_parts_reference)
 *     and are handed out whole, and nodes, updates and mems equal one
 *     undivided reference search's exactly (no bounds: DLX_EINVAL). Without the memo the nodes
 *     equal the undivided search's; with it, they depend on timing;
 *   - on_solution gets every solution exactly once, whole, from whichever
 *     thread found it, never two calls at once; the order is not the
 *     undivided search's and changes from run to run. A solution_limit
 *     gives exactly that many calls and solutions counted;
 *   - node_limit and time_limit count all the threads' nodes together and
 *     the call's own time; the node limit is checked every few thousand
 *     nodes of each thread, so a few more may be entered;
 *   - on_progress is called with the figures of all threads so far
 *     (stats->nodes, stats->solutions and stats->explored, the share of
 *     the tree the parts hold that the threads searched; the rest 0):
 *     with bounds, at level 1 with position[0] the parts done of
 *     branches[0] (dlx_parts_count); when the threads share the work, at
 *     level 0, as a part is cut up as they share it and none is done
 *     before the end. About
 *     every progress_interval nodes of them all, from whichever thread
 *     polls, never at the same time as another callback. Returning
 *     non-zero from either callback stops every thread (DLX_STOP_CALLBACK);
 *   - on_trace and level_nodes need the undivided search: with jobs > 1
 *     they are DLX_EINVAL, as is dlx_search_parts with a list that was not
 *     walked for its loop (dlx_parts_reference for the reference loop, not
 *     for the fast one).
 * dlx_search_best with jobs > 1 takes time_limit alone of the limits
 * (solution_limit, node_limit, on_solution and knuth_counts: DLX_EINVAL);
 * each thread fills its own list, the lists share one dlx_bound and are
 * merged at the end, so `best` ends as one thread leaves it (the tie rule
 * below). dlx_search_prefix, dlx_search_best_prefix and dlx_search_shared
 * ignore jobs: they search in the calling thread.
 *
 * In a build without threads (WebAssembly without pthreads, as the web
 * pages build it) no thread can start: jobs > 1 then searches every part
 * in the calling thread, with the same results.
 */

/* A list of parts of one search: prefixes as dlx_prefixes reports them (opaque). */
struct dlx_parts;

/* An empty list; NULL when memory runs out. dlx_parts_destroy(NULL) does nothing. */
DLX_API struct dlx_parts *dlx_parts_create(void);
DLX_API void dlx_parts_destroy(struct dlx_parts *parts);

/*
 * Appends a prefix of `count` options (as dlx_search_prefix takes them,
 * so a caller can search parts read from a file or received from another
 * machine); the list's depth becomes -1 (dlx_parts_depth). The prefixes of
 * one list must be disjoint subtrees for their counts to add up; nothing
 * here checks it. Returns 0, DLX_EINVAL (NULL list, negative count, NULL
 * prefix with a count) or DLX_ENOMEM.
 */
DLX_API int dlx_parts_add(struct dlx_parts *parts, const int *prefix, int count);

/*
 * Replaces the list with the prefixes at `depth` (dlx_prefixes), in the
 * order the search reaches them. Returns 0, DLX_EINVAL (NULL list or
 * problem, negative depth) or DLX_ENOMEM (the list is then empty).
 */
DLX_API int dlx_parts_walk(struct dlx_parts *parts, struct dlx_problem *problem, int depth);

/*
 * Marks the list as the reference loop's (options->knuth_counts, or
 * DLX_ORDER_FIRST/SHARP, with `order`): the walks made after this
 * (dlx_parts_walk, dlx_parts_enough, dlx_parts_balance) follow that loop's
 * tree, whose choice of item can differ from the fast loop's, and keep the
 * nodes, updates and mems it counts above the prefixes. dlx_search_parts
 * with knuth_counts and that order then adds them to the parts' figures:
 * the same nodes, updates and mems as one undivided reference search,
 * however many threads. Such a list is searched by no other loop, and not
 * on a problem with bounds (Algorithm M's reference loop has no walk: the
 * walks return DLX_EINVAL). Returns 0 or DLX_EINVAL (NULL, or an order
 * outside enum dlx_order).
 */
DLX_API int dlx_parts_reference(struct dlx_parts *parts, enum dlx_order order);

/*
 * Marks the list as searched with `algorithm` (DLX_ALGORITHM_LINKS until
 * marked). The threads of DLX_ALGORITHM_BITS take whole parts, so for a
 * list marked with it dlx_parts_balance makes twenty parts per thread, as
 * with bounds; the prefixes are the links' either way, since bits walks
 * the same tree, and dlx_search_parts searches any list of the fast
 * loop's with either algorithm. Returns 0 or DLX_EINVAL (NULL, or
 * DLX_ALGORITHM_CELLS, which has no parts, or a value outside the enum).
 */
DLX_API int dlx_parts_algorithm(struct dlx_parts *parts, enum dlx_algorithm algorithm);

/*
 * Replaces the list with the prefixes at the smallest depth that gives at
 * least `wanted` of them, or at the deepest useful depth when the tree is
 * too small (every prefix a whole solution, or dlx_max_depth). Returns
 * dlx_parts_walk's codes; `wanted` below 1 is DLX_EINVAL.
 */
DLX_API int dlx_parts_enough(struct dlx_parts *parts, struct dlx_problem *problem, int wanted);

/*
 * The cut that options->jobs makes: dlx_parts_enough for `jobs` threads,
 * one part per thread where they share work (no bounds: a smaller cut
 * keeps each thread's memo on neighbouring states), twenty per thread
 * where they take whole parts (bounds, the reference loop's list, a list
 * marked for DLX_ALGORITHM_BITS), one for jobs 1. Returns dlx_parts_enough's codes (jobs
 * below 1: DLX_EINVAL).
 */
DLX_API int dlx_parts_balance(struct dlx_parts *parts, struct dlx_problem *problem, int jobs);

/*
 * Keeps prefixes part-1, part-1+of, part-1+2*of ... and drops the others
 * (1 <= part <= of): machine `part` of `of` searches those. The depth and
 * the nodes above it (dlx_parts_depth) stay; in a list of the reference
 * loop's (dlx_parts_reference), the figures above the parts stay with part
 * 1 alone, so that the `of` parts' figures add up to one search's.
 * Returns 0 or DLX_EINVAL.
 */
DLX_API int dlx_parts_keep(struct dlx_parts *parts, int part, int of);

/* The number of prefixes in the list, or DLX_EINVAL for NULL. */
DLX_API int dlx_parts_count(const struct dlx_parts *parts);

/*
 * Points *options at prefix `part`'s options (0 <= part < dlx_parts_count)
 * and returns how many there are, or DLX_EINVAL. The array belongs to the
 * list and is valid until the list changes.
 */
DLX_API int dlx_parts_prefix(const struct dlx_parts *parts, int part, const int **options);

/*
 * The depth the list was walked at (-1 once a prefix was added by
 * dlx_parts_add), or DLX_EINVAL for NULL. If `nodes` is not NULL it is set
 * to the tree nodes above that depth that are not prefixes (dlx_prefixes);
 * dlx_search_parts adds them to its nodes.
 */
DLX_API int dlx_parts_depth(const struct dlx_parts *parts, uint64_t *nodes);

/* What one thread of a search with jobs did (dlx_search_parts). */
struct dlx_thread_stats {
	uint64_t nodes;     /* nodes it entered */
	uint64_t solutions; /* solutions it found */
	int parts;          /* parts it searched, pieces given by other threads included */
};

/*
 * Searches every prefix of `parts` below it, with options->jobs threads
 * (0 or 1: the calling thread alone), as described above, and adds the
 * results up into *stats (may be NULL), the nodes above the parts
 * included. `threads`, if not NULL, has room for max(jobs, 1) entries:
 * entry t gets thread t's figures (entries of threads that could not
 * start are zeroed). Returns the number of threads that searched (1 or
 * more), DLX_EINVAL (NULL problem or parts, jobs outside 0 ..
 * DLX_MAX_JOBS, or what jobs > 1 refuses above, here for jobs 1 too;
 * with DLX_ALGORITHM_BITS also what it refuses, DLX_EBOUNDS and
 * DLX_ERANGE among them, before any thread starts),
 * DLX_ECONFLICT or DLX_EOPTION (a
 * prefix this problem cannot take; the other threads are stopped) or
 * DLX_ENOMEM.
 */
DLX_API int dlx_search_parts(struct dlx_problem *problem, const struct dlx_parts *parts,
                             const struct dlx_search_options *options, struct dlx_stats *stats,
                             struct dlx_thread_stats *threads);

/*
 * Adds one search's figures to a total: counts summed, the deepest level
 * kept, and a stop other than DLX_STOP_EXHAUSTED kept too (for callers
 * that search parts themselves). The solutions add up exactly in 128 bits:
 * past 2^64 - 1, `solutions` holds UINT64_MAX with `saturated` set, and
 * solutions_high and solutions_low the sum (dlx_stats_count_text prints
 * it). NULL does nothing.
 */
DLX_API void dlx_stats_add(struct dlx_stats *total, const struct dlx_stats *part);

/*
 * Receives `length` bytes of output (not NUL-terminated) to append to what
 * came before. Return 0 when they were written, non-zero on failure.
 */
typedef int (*dlx_write_fn)(void *user, const char *text, size_t length);

/* ---- Checkpoints: a search in parts that survives a restart ----
 *
 * A checkpoint lists the parts of one dlx_parts list that were searched to
 * the end, each with its figures (solutions, nodes, updates, branches,
 * memo_hits, mems, max_level), and says which search they belong to: a
 * hash of the problem, one of the search options that shape the tree or
 * its figures, and the list's depth, length and hash. A run that was
 * stopped (killed, or cut short by a limit) goes on from its last
 * checkpoint by searching only the parts not listed, and adds the figures:
 * as each part is a whole subtree searched by itself, the count and the
 * figures equal those of a run never stopped, whatever the number of
 * threads in either. A part under way when the run stopped is searched
 * again from its start, so the solutions reported before a stop may be
 * reported again: a checkpoint keeps counts, not solutions.
 *
 * The text form, version 1, one record a line, numbers in decimal but the
 * hashes (16 hexadecimal digits):
 *
 *     dlx-checkpoint 1
 *     problem HASH
 *     search HASH
 *     parts COUNT DEPTH HASH
 *     part K SOLUTIONS NODES UPDATES BRANCHES MEMO_HITS MEMS MAX_LEVEL
 *     ...
 *     end DONE
 *
 * K counts from 0 in the list's order, each at most once, in increasing
 * order; SOLUTIONS may pass 2^64 (up to 128 bits: a part counted with a
 * memo can), the other figures fit 64 bits; DEPTH is -1 for a list not
 * walked at one depth; DONE repeats the
 * number of part lines, so a file cut short is refused rather than read as
 * a run with fewer parts done. The library writes and reads the text; the
 * caller stores it (the dlx command through a temporary file, fsync and
 * rename, so a crash leaves the old checkpoint or the new one, whole).
 */

/* What a checkpoint belongs to; two runs may share one when all of it agrees. */
struct dlx_checkpoint_identity {
	uint64_t problem; /* dlx_problem_hash */
	uint64_t search;  /* dlx_search_options_hash, with whatever else the caller adds */
	uint64_t parts;   /* dlx_parts_hash */
	int count;        /* dlx_parts_count */
	int depth;        /* dlx_parts_depth */
};

/* One search's parts done and their figures (opaque). */
struct dlx_checkpoint;

/* Where and why a checkpoint text is wrong. */
struct dlx_checkpoint_error {
	long line;         /* 1-based line; 0 when the whole text is meant */
	int column;        /* 1-based byte column; 0 when the whole line is meant */
	char message[200]; /* plain English, no position prefix */
};

/*
 * A hash of the problem as it would be searched: its items (primary and
 * secondary), bounds, sharp marks, options with their items and colours,
 * in order, its current requirements, and the order of its item lists
 * (dlx_problem_shuffle changes it, and the tree). Equal problems give equal
 * hashes; a different one gives a different hash but with odds of 2^-64.
 * 0 for NULL.
 */
DLX_API uint64_t dlx_problem_hash(const struct dlx_problem *problem);

/*
 * A hash of the options that change a search's tree or its figures:
 * algorithm, order, knuth_counts, memo_bytes, infer, binary and the
 * weights. Limits, callbacks and jobs are left out (they change neither
 * a part's tree nor a finished part's figures). NULL hashes the defaults.
 */
DLX_API uint64_t dlx_search_options_hash(const struct dlx_search_options *options);

/* A hash of the prefixes of the list, in order. 0 for NULL. */
DLX_API uint64_t dlx_parts_hash(const struct dlx_parts *parts);

/* The identity of a search of `problem` in `parts` with `options` (as the three above). */
DLX_API void dlx_checkpoint_identify(struct dlx_checkpoint_identity *identity,
                                     const struct dlx_problem *problem,
                                     const struct dlx_parts *parts,
                                     const struct dlx_search_options *options);

/*
 * A checkpoint with no part done, for the search `identity` names
 * (identity->count parts, 0 to INT_MAX). NULL when memory runs out, or for
 * a NULL identity or a negative count. Free it with dlx_checkpoint_destroy.
 */
DLX_API struct dlx_checkpoint *dlx_checkpoint_create(const struct dlx_checkpoint_identity *identity);
DLX_API void dlx_checkpoint_destroy(struct dlx_checkpoint *checkpoint);

/* Copies the checkpoint's identity into *identity. */
DLX_API void dlx_checkpoint_identity(const struct dlx_checkpoint *checkpoint,
                                     struct dlx_checkpoint_identity *identity);

/* What differs between a checkpoint and a search (dlx_checkpoint_compare). */
enum dlx_checkpoint_mismatch {
	DLX_CHECKPOINT_SAME = 0,
	DLX_CHECKPOINT_OTHER_PROBLEM, /* the problem's hash */
	DLX_CHECKPOINT_OTHER_SEARCH,  /* the search options' hash */
	DLX_CHECKPOINT_OTHER_PARTS,   /* the parts: count, depth or hash */
};

/*
 * The first difference between the checkpoint's identity and `identity`,
 * in the enum's order; DLX_CHECKPOINT_OTHER_PROBLEM when either is NULL.
 */
DLX_API enum dlx_checkpoint_mismatch dlx_checkpoint_compare(const struct dlx_checkpoint *checkpoint,
                                                            const struct dlx_checkpoint_identity *identity);

/*
 * Records part `part` (0 <= part < count) as searched to the end with
 * figures *stats. Returns 0, DLX_EINVAL (NULL, a part out of range, or
 * stats whose stop is not DLX_STOP_EXHAUSTED) or DLX_EBUSY (the part is
 * recorded already).
 */
DLX_API int dlx_checkpoint_finish(struct dlx_checkpoint *checkpoint, int part,
                                  const struct dlx_stats *stats);

/* 1 when part `part` is recorded as done, 0 when not, DLX_EINVAL when out of range or NULL. */
DLX_API int dlx_checkpoint_is_done(const struct dlx_checkpoint *checkpoint, int part);

/* The number of parts done, or DLX_EINVAL for NULL. */
DLX_API int dlx_checkpoint_done(const struct dlx_checkpoint *checkpoint);

/*
 * The figures of the parts done, added up into *total (zeroed first; stop
 * DLX_STOP_EXHAUSTED; solutions exact as dlx_stats_add adds them).
 */
DLX_API void dlx_checkpoint_total(const struct dlx_checkpoint *checkpoint, struct dlx_stats *total);

/*
 * Writes the checkpoint in the text form above through `write`. Returns
 * 0, DLX_EINVAL (NULL checkpoint or write) or DLX_EWRITE.
 */
DLX_API int dlx_checkpoint_write(const struct dlx_checkpoint *checkpoint, dlx_write_fn write,
                                 void *user);

/*
 * Reads a checkpoint in the text form above from `text` (`length` bytes,
 * lines split at '\n', a final CR ignored). *checkpoint is set on success
 * only. Returns 0, DLX_EINVAL (NULL checkpoint or error, NULL text with a
 * length), DLX_ENOMEM, or
 * DLX_ECHECKPOINT with `error` (never NULL) telling where and why: another
 * version, a missing or misspelt record, a number out of range, a part
 * twice or out of order, a count that does not match.
 */
DLX_API int dlx_checkpoint_read(const char *text, size_t length,
                                struct dlx_checkpoint **checkpoint,
                                struct dlx_checkpoint_error *error);

/*
 * Called after a part was searched to the end and recorded in `checkpoint`
 * (part `part`), never two calls at once, before any thread records
 * another part: the moment to store the checkpoint. Return non-zero to
 * stop the search (as DLX_STOP_CALLBACK).
 */
typedef int (*dlx_part_done_fn)(void *user, const struct dlx_checkpoint *checkpoint, int part);

/*
 * dlx_search_parts over the parts the checkpoint does not list as done:
 * each thread takes whole parts, one at a time (no pool, so a part is
 * either done or not), and records every part it searched to the end in
 * the checkpoint, then calls on_part (may be NULL) with options->user.
 * *stats (may be NULL) holds the whole search's figures: the nodes above
 * the parts, the parts done before, and this call's; `threads` this
 * call's alone. Progress calls (options->on_progress) count the parts
 * done before as searched: level 1, position[0] the parts done of
 * branches[0]. The checkpoint must be made for `parts`: a count other
 * than dlx_parts_count is DLX_EINVAL. Returns dlx_search_parts's codes.
 */
DLX_API int dlx_search_checkpoint(struct dlx_problem *problem, const struct dlx_parts *parts,
                                  struct dlx_checkpoint *checkpoint, dlx_part_done_fn on_part,
                                  const struct dlx_search_options *options,
                                  struct dlx_stats *stats, struct dlx_thread_stats *threads);

/* ---- Costs: the cheapest solutions (Knuth's DLX5) ----
 *
 * Every option may carry a cost, an integer >= 0 (0 unless set). The cost
 * of a solution is the sum of its options' costs, the required options
 * included. dlx_search_best() keeps the k cheapest solutions instead of
 * counting them all.
 *
 * Ties are broken by the options themselves, so the answer never depends
 * on the order of the search or on how it is split between threads: of two
 * solutions of the same cost, the one whose option numbers, sorted
 * increasing, come first in lexicographic order (a proper prefix first)
 * ranks first. The k best are the first k solutions in that order.
 */

/*
 * Sets option `option`'s cost. Returns 0, DLX_EOPTION (no such option),
 * DLX_EINVAL (NULL problem or a negative cost) or DLX_ENOMEM.
 */
DLX_API int dlx_set_cost(struct dlx_problem *problem, int option, int64_t cost);

/* Option `option`'s cost into *cost. Returns 0, DLX_EOPTION or DLX_EINVAL. */
DLX_API int dlx_option_cost(const struct dlx_problem *problem, int option, int64_t *cost);

/* Whether any option has a cost above 0 (false for NULL). */
DLX_API bool dlx_has_costs(const struct dlx_problem *problem);

/* Opaque: up to k solutions, cheapest first, with their costs and options. */
struct dlx_best;

/*
 * Creates an empty list that keeps the k cheapest solutions (k >= 1; its
 * memory grows with the solutions it holds, so any k up to INT_MAX is
 * fine); NULL when k < 1 or memory runs out. dlx_best_destroy(NULL) does
 * nothing.
 */
DLX_API struct dlx_best *dlx_best_create(int k);
DLX_API void dlx_best_destroy(struct dlx_best *best);

/* Forgets every solution kept (k and any shared bound stay); NULL: nothing. */
DLX_API void dlx_best_clear(struct dlx_best *best);

/* The number of solutions kept: at most k; fewer when fewer exist (DLX_EINVAL for NULL). */
DLX_API int dlx_best_count(const struct dlx_best *best);

/* The cost of the solution of rank `rank` (0: the cheapest), or DLX_EINVAL. */
DLX_API int64_t dlx_best_cost(const struct dlx_best *best, int rank);

/*
 * Points *options at the option numbers of the solution of rank `rank`,
 * sorted increasing (required options included), and returns how many
 * there are, or DLX_EINVAL. The array belongs to the list; it is valid
 * until the list changes.
 */
DLX_API int dlx_best_options(const struct dlx_best *best, int rank, const int **options);

/*
 * Adds the solutions of `from` to `into`, which keeps its own k cheapest
 * of the two lists (a solution found in both is kept once). For searches
 * split into parts: each part fills its own list, and merging the lists
 * gives exactly the list of the undivided search. Returns 0, DLX_EINVAL or
 * DLX_ENOMEM (`into` is then unchanged).
 */
DLX_API int dlx_best_merge(struct dlx_best *into, const struct dlx_best *from);

/*
 * A cost bound shared by searches that run at once in different threads
 * (each with its own problem clone and its own list): each search lowers
 * it to its k-th cost once its list is full, and prunes every partial
 * solution that must cost more than the bound. A partial solution that can
 * still reach the bound exactly is searched on, so ties are decided by the
 * rule above and the merged lists equal the undivided search's. The bound
 * is read and lowered atomically.
 */
struct dlx_bound;

/*
 * A bound with no value yet (INT64_MAX); NULL when memory runs out.
 * dlx_bound_destroy(NULL) does nothing.
 */
DLX_API struct dlx_bound *dlx_bound_create(void);
DLX_API void dlx_bound_destroy(struct dlx_bound *bound);

/* The bound's value now: no solution costing more is wanted (INT64_MAX for NULL). */
DLX_API int64_t dlx_bound_value(const struct dlx_bound *bound);

/*
 * Makes the searches that fill `best` read and lower `bound` (NULL: stop
 * sharing). The bound must outlive those searches; one bound serves only
 * lists of the same k. Returns 0 or DLX_EINVAL.
 */
DLX_API int dlx_best_share(struct dlx_best *best, struct dlx_bound *bound);

/*
 * Searches for the cheapest solutions from the current state (after any
 * dlx_require and dlx_exclude calls) and adds them to `best`, which may
 * already hold solutions (of earlier searches of other parts): the search
 * prunes with them. A solution's options are the required ones (excluded
 * ones are never used) and those the search chose.
 *
 * Knuth's DLX5 with colours: each item's options are tried cheapest
 * first, and a partial solution is abandoned as soon as a lower bound on
 * what it must still cost (cheapest options of the remaining items, summed
 * over items no option joins) puts it above the k-th cost found so far.
 *
 * From `options` (may be NULL) it honours node_limit and time_limit (the
 * list then holds the cheapest solutions found so far, and stats->stop
 * says why it ended), solution_limit (stop after that many solutions have
 * entered the list) and on_solution (called with each solution, in search
 * order, as it enters the list; return non-zero to stop); the other hooks
 * and memo_bytes are not used. stats (may be NULL) counts nodes, updates,
 * the deepest level and the solutions that entered the list.
 *
 * options->knuth_counts runs the reference loop instead
 * (src/dlx/cost/search_knuth_cost.c), which takes DLX5's steps one by one:
 * the cheapest option of one item at a time as the only bound, DLX5's
 * item choice, and a solution must cost less than the k-th found so far.
 * It enters exactly DLX5's nodes and counts its updates and its search
 * mems (stats->mems, the M of DLX5's "A+M mems"; stats->solutions is
 * its count of solutions found). The costs in the list are the same; of
 * solutions that tie with the k-th cost, it keeps those DLX5 meets first,
 * which may not be the ones the tie rule above names. Not with item
 * bounds, nor with a list of more than DLX_KNUTH_MAX_K solutions, DLX5's
 * own limit (DLX_EINVAL).
 *
 * With item bounds (dlx_set_bounds) the search is Algorithm M with costs
 * (no program of Knuth's does both): its tree is dlx_search's, each option
 * tried in list order, and a node is abandoned when its cost so far plus,
 * for the remaining item that needs it most, the sum of the cheapest
 * options it still needs, puts it above the k-th cost. The answer is the
 * same k cheapest solutions, by the same tie rule.
 *
 * Without bounds it works on a copy of the problem, made at the start (so
 * it allocates, in proportion to the problem's size) and sorted by cost;
 * with bounds it allocates a cost per node and level and searches the
 * problem itself, which it leaves as it found it. Returns 0, DLX_EINVAL,
 * DLX_ENOMEM, or DLX_ERANGE when the costs of all options together do not
 * fit an int64_t. It never returns DLX_EBOUNDS. options->jobs > 1 searches
 * with threads, with the same answer (see "Several threads" above).
 */
DLX_API int dlx_search_best(struct dlx_problem *problem, struct dlx_best *best,
                            const struct dlx_search_options *options, struct dlx_stats *stats);

/* The largest k that dlx_search_best counts as DLX5 (knuth_counts): DLX5's own limit. */
#define DLX_KNUTH_MAX_K 15000

/*
 * dlx_search_best below a prefix, as dlx_prefixes reports it (an option
 * number per level, or with bounds -1 - item for a skip): the solutions
 * that extend it are added to `best`. Prefixes of one depth split the tree,
 * so searching each of them into lists that share a dlx_bound and merging
 * the lists gives the list of one undivided search. stats->max_level
 * counts from the root. Returns dlx_search_best's codes, and DLX_ECONFLICT
 * when the prefix is not a path of the tree (without bounds: its options
 * cannot be chosen together; nothing is added to `best` then).
 */
DLX_API int dlx_search_best_prefix(struct dlx_problem *problem, const int *prefix, int count,
                                   struct dlx_best *best,
                                   const struct dlx_search_options *options,
                                   struct dlx_stats *stats);

/* ---- Estimating a search before running it (Knuth's Monte Carlo probes) ----
 *
 * dlx_estimate() sends `probes` random paths from the root down the tree
 * that dlx_search would walk (without a memo, the figure its stats->nodes
 * gives with memo_bytes 0): at each node a path takes the item as that
 * search does (MRV, the same tie-break, the same dead-end rule, after any
 * shuffle, requirement or exclusion), then one of the item's d options at
 * random. A path with degrees d1, d2, ... dk estimates the nodes as
 * 1 + d1 + d1*d2 + ... + d1*...*dk, and the solutions as d1*...*dk when it
 * ends in a solution, 0 when it ends at a dead end (Knuth 1975; TAOCP
 * 7.2.2): unbiased figures.
 *
 * DLX_ESTIMATE_PATHS walks the paths one by one, as Knuth does. Their
 * spread is heavy-tailed: a few rare deep paths carry much of the mean,
 * so a small number of probes tends to underestimate. DLX_ESTIMATE_PARTICLES
 * (the default) sends them down together, a level at a time, the paths
 * that die early replaced by copies of those going on, each weighing its
 * share ("go with the winners", Aldous and Vazirani 1994): still unbiased,
 * with a far smaller spread on lopsided trees. Its standard error comes
 * from at least ten independent samples the probes are dealt into.
 */

/* How the probes go down the tree. */
enum dlx_estimate_method {
	DLX_ESTIMATE_PARTICLES = 0, /* together, a generation a level (the default; see above) */
	DLX_ESTIMATE_PATHS = 1,     /* one by one: Knuth's independent paths */
};

/* How an estimate is made. Fill with dlx_estimate_options_init(), then set. */
struct dlx_estimate_options {
	uint64_t probes; /* paths walked, 1 .. DLX_MAX_PROBES (init: 1000) */
	uint64_t seed;   /* the random choices: the same seed, the same figures (init: 0) */
	enum dlx_estimate_method method; /* init: DLX_ESTIMATE_PARTICLES */
};

/* The most probes dlx_estimate takes. */
#define DLX_MAX_PROBES 1000000000

/* What dlx_estimate found. */
struct dlx_estimate_result {
	double nodes;           /* the estimate of the nodes */
	double nodes_error;     /* its standard error: the sample standard deviation
	                           of the paths' figures (or, for particles, of
	                           the samples') over the square root of their
	                           number; NaN for one probe */
	double solutions;       /* the estimate of the solutions */
	double solutions_error; /* its standard error, as nodes_error */
	uint64_t probe_nodes;   /* nodes the probes entered, the roots included: the cost */
};

/* Sets probes to 1000, seed to 0 and method to particles; NULL does nothing. */
DLX_API void dlx_estimate_options_init(struct dlx_estimate_options *options);

/*
 * Estimates the size of dlx_search's tree from the problem's current state
 * (see above) into *result; options NULL means the defaults. Colours are
 * handled as the search handles them (a commit purifies). Deterministic:
 * the same problem, options and seed give the same figures on every
 * machine. The problem is left exactly as it was found (paths on the
 * links relink its arrays and put them back; the rest works on copies).
 * Returns 0, DLX_EINVAL (NULL problem or result, probes outside
 * 1 .. DLX_MAX_PROBES, an unknown method), DLX_ENOMEM, or DLX_EBOUNDS: a
 * problem with item bounds (Algorithm M, whose branching degrees count
 * skips) is not supported.
 */
DLX_API int dlx_estimate(struct dlx_problem *problem, const struct dlx_estimate_options *options,
                         struct dlx_estimate_result *result);
/*
 * ---- The problem as a SAT instance (src/dlx/sat/) ----
 *
 * dlx_export_cnf writes the problem in DIMACS CNF, so that a SAT solver can
 * decide it. Variable i (counted from 1) is option i-1 (options counted from
 * 0 in input order): a model's true variables 1 .. dlx_option_count() are
 * the chosen options. The clauses say:
 *   - each primary item lies in at least `lower` and at most `upper` chosen
 *     options (dlx_item_bounds; 1 and 1 unless bounds were set);
 *   - each secondary item in at most one, except that options giving it
 *     one colour may share it: two options that give it different
 *     colours, or a colour and none, or both none, exclude each other;
 *   - an option without a primary item is false (the search never
 *     chooses one);
 *   - an item that must be covered and that no option holds gives the
 *     empty clause, a line "0", so the instance is unsatisfiable.
 * "At most k of n" is written in one of two ways (enum dlx_cnf_encoding),
 * and "at least a of n" as "at most n-a" of their negations, except that
 * a = 1 is the one clause of all n. Auxiliary variables (the sequential
 * counters, one variable per colour shared by several options of one
 * secondary item) are numbered after the options. The text starts with two
 * comment lines naming the problem's size, then "p cnf VARIABLES CLAUSES".
 * Costs are ignored: a SAT solver looks for a solution, not the cheapest.
 */
enum dlx_cnf_encoding {
	DLX_CNF_AUTO = 0,   /* per constraint: pairwise up to pairwise_limit literals, else sequential */
	DLX_CNF_PAIRWISE,   /* a clause for each k+1 of the n literals (binomial): no new variables */
	DLX_CNF_SEQUENTIAL, /* Sinz's sequential counter: (n-1)k new variables, about 2nk clauses */
};

/* DLX_CNF_AUTO's pairwise_limit unless the options name one. */
#define DLX_CNF_PAIRWISE_LIMIT 6

/* How to write the CNF. Fill with dlx_cnf_options_init(), then set. */
struct dlx_cnf_options {
	enum dlx_cnf_encoding encoding;
	/* DLX_CNF_AUTO writes pairwise a constraint over at most this many
	   literals; 0: DLX_CNF_PAIRWISE_LIMIT. Negative: DLX_EINVAL. */
	int pairwise_limit;
};

/* Zeroes *options (DLX_CNF_AUTO with its default limit); NULL does nothing. */
DLX_API void dlx_cnf_options_init(struct dlx_cnf_options *options);

/*
 * Writes the problem as DIMACS CNF through `write` (in pieces of up to a
 * few kilobytes). `options` may be NULL (the defaults). Returns 0,
 * DLX_EINVAL (NULL problem or write, an encoding outside the enum, a
 * negative limit), DLX_EBUSY (options are required or excluded: release
 * them first, dlx_release_all),
 * DLX_ERANGE (more than INT_MAX variables or clauses: pairwise over long
 * lists with large bounds grows as a binomial), DLX_ENOMEM, or DLX_EWRITE
 * when `write` failed; the output then stops where it failed.
 */
DLX_API int dlx_export_cnf(const struct dlx_problem *problem,
                           const struct dlx_cnf_options *options, dlx_write_fn write,
                           void *user);

/* ---- Every solution as a ZDD, and uniform samples ----
 *
 * A zero-suppressed decision diagram (ZDD) holds every solution of a
 * problem at once: each branch node names an option and has two branches,
 * LO (the option is not in the solution) and HI (it is); a path from the
 * root to the sink "true" that takes HI at the options of a solution and LO
 * elsewhere spells that solution. Subproblems that the search reaches again
 * (the same items covered) share one subdiagram, as in Knuth's DLX6, so a
 * problem with millions of solutions may fit in a few thousand nodes.
 *
 * The text form is DLX6's: one line a branch node, children before the
 * nodes that point to them,
 *
 *     2: (~1?0:1)       node 2 (hex) tests option 1 (decimal, counted from 1
 *     3: (~5?0:2)       in input order): LO goes to node 0, HI to node 2
 *     5: (~0?0:4)       the last line: the root mark, option 0, HI to the top node
 *
 * where node 0 is the sink "false" and node 1 the sink "true"; node numbers
 * are hexadecimal, option numbers decimal. A diagram's node count, as DLX6
 * reports it, is its branch nodes plus the two sinks (the root mark line
 * not counted).
 */

/* Opaque: a ZDD of solutions. */
struct dlx_zdd;

/*
 * Builds the ZDD of every solution of `problem` from its current state
 * (required options stay out of the solutions, as dlx_search leaves them
 * out), merging each state the search reaches twice (the same covered
 * items, and with colours the same colours committed to the secondary
 * items still in use) into one node, in at most `memo_bytes` of memory for the table of
 * states (0: 256 MiB; when the table is full, or the problem has more than
 * 512 items, later repeats are not merged: the diagram is still right,
 * only larger). The search branches as dlx_search does (the item with the
 * fewest options, the first on ties). Restores the problem before
 * returning. *zdd is set on success only. Returns 0, DLX_EINVAL (NULL
 * pointer), DLX_EBOUNDS (item bounds),
 * DLX_ERANGE (more than 2^31 nodes) or DLX_ENOMEM.
 */
DLX_API int dlx_zdd_build(struct dlx_problem *problem, size_t memo_bytes, struct dlx_zdd **zdd);

/* Frees the diagram; NULL does nothing. */
DLX_API void dlx_zdd_destroy(struct dlx_zdd *zdd);

/* Branch nodes plus the two sinks, as DLX6 counts them; 0 for NULL. */
DLX_API size_t dlx_zdd_node_count(const struct dlx_zdd *zdd);

/*
 * Writes the diagram in the text form above through `write` (in pieces of
 * up to a few kilobytes). Returns 0, DLX_EINVAL (NULL zdd or write), or
 * DLX_EWRITE when `write` failed; the output then stops where it failed.
 */
DLX_API int dlx_zdd_write(const struct dlx_zdd *zdd, dlx_write_fn write, void *user);

/*
 * Writes the diagram as a Graphviz DOT graph through `write`, for `dot
 * -Tsvg`: a node statement for each branch node, labelled with
 * labels[option] (options counted from 0; an option at or past
 * `label_count`, or with a NULL label, shows "#" and its number counted
 * from 1, as in the text form: "#4"), its LO edge dashed and its HI edge
 * solid; and a box for each sink some edge or the root leads to, "0" and
 * "1", at the bottom. Labels are copied as they are (Graphviz reads
 * UTF-8), with '"' and '\' escaped and control characters as blanks.
 * labels may be NULL when label_count is 0. Returns 0, DLX_EINVAL (NULL
 * zdd or write, a negative label_count, NULL labels with a positive
 * count) or DLX_EWRITE.
 */
DLX_API int dlx_zdd_write_dot(const struct dlx_zdd *zdd, const char *const *labels, int label_count,
                              dlx_write_fn write, void *user);

/* Where and why a ZDD text is wrong. */
struct dlx_zdd_error {
	long line;         /* 1-based line; 0 when the whole text is meant */
	int column;        /* 1-based byte column; 0 when the whole line is meant */
	char message[200]; /* plain English, no position prefix */
};

/*
 * Reads a diagram in the text form above from `text` (`length` bytes,
 * lines split at '\n', a final CR ignored; blank lines skipped). The nodes
 * may come in any order, but every branch must lead to a sink or a node
 * some line defines, no node may be defined twice, none may lead back to
 * itself through its branches (a cycle), and the last line must be the root
 * mark (option 0, LO 0). *zdd is set on success only. Returns 0, DLX_EINVAL
 * (NULL pointer), DLX_ENOMEM, or DLX_EZDD with `error` (never NULL) telling
 * where and why.
 */
DLX_API int dlx_zdd_read(const char *text, size_t length, struct dlx_zdd **zdd,
                         struct dlx_zdd_error *error);

/*
 * Counts the solutions of the diagram exactly (the count may pass 2^64) and
 * writes it in decimal, NUL-terminated, into `text` of `capacity` bytes.
 * Returns the number of digits (without the NUL), DLX_EINVAL (NULL zdd or
 * text), DLX_ENOMEM, or DLX_ERANGE when the text does not fit `capacity`
 * (dlx_zdd_count_text_size gives a capacity that always fits).
 */
DLX_API int dlx_zdd_count(const struct dlx_zdd *zdd, char *text, size_t capacity);

/* Bytes that hold any count of `zdd` as dlx_zdd_count writes it (with the NUL). */
DLX_API size_t dlx_zdd_count_text_size(const struct dlx_zdd *zdd);

/*
 * Calls `on_solution` once per solution of the diagram with its options
 * (counted from 0 in input order, in the order the path from the root
 * meets them), until it returns non-zero. Returns 0 (every solution
 * given, or the callback stopped), DLX_EINVAL (NULL zdd or callback) or
 * DLX_ENOMEM.
 */
DLX_API int dlx_zdd_enumerate(const struct dlx_zdd *zdd, dlx_solution_fn on_solution, void *user);

/*
 * Draws `samples` solutions of the diagram uniformly at random and hands
 * each to `on_solution`, as dlx_zdd_enumerate does; the same seed gives the
 * same solutions on every machine. At each node the path takes HI with
 * probability count(HI) / (count(LO) + count(HI)): every solution is
 * equally likely, exactly while the count fits 64 bits (the choice is then
 * an unbiased integer draw), to double precision beyond. A diagram without
 * solutions gives none. Returns 0 (every sample given, or the callback
 * stopped), DLX_EINVAL (NULL zdd or callback) or DLX_ENOMEM.
 */
DLX_API int dlx_zdd_sample(const struct dlx_zdd *zdd, uint64_t samples, uint64_t seed,
                           dlx_solution_fn on_solution, void *user);

#ifdef __cplusplus
}

#endif

#endif
