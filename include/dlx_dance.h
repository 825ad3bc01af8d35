/*
 * dlx_dance.h - the dance itself, followed from outside the engine: which
 * items are covered and which options are hidden after every step of a
 * search, rebuilt from the engine's trace events (dlx_trace_fn) and the
 * options' items.
 *
 * The engine reports only choose / try / skip / solution / backtrack. What
 * it does to the links in between is fixed by Algorithm X (or, with item
 * bounds, Algorithm M), so it can be replayed on a plain record of "active"
 * options: covering item x hides every active option that contains x
 * (purifying x for colour c hides those that give x another colour), and
 * uncovering restores exactly those, newest first. With bounds a primary
 * item is covered only when the options chosen so far reach its upper
 * bound, and an option tried on an item that may still take more is
 * "tweaked": hidden until the search backs up from that item, so that no
 * later branch takes it again. The replay never touches the engine's
 * links; it is for teaching (a readable trace, pictures of the matrix, a
 * page that steps through the search), not for speed.
 *
 * Use: create a replay of a problem, pass every event of one search of
 * that problem to dlx_dance_event (from the trace callback, or later from
 * a record of the events), and read the state between events. A replay
 * starts from the problem with nothing covered, so the problem should have
 * no required options (dlx_require) when it is searched.
 *
 * Conventions are dlx.h's: no printing, no global state; a NULL replay or
 * an item or option outside the problem gives DLX_EINVAL, DLX_EITEM or
 * DLX_EOPTION as each call says (calls without an error code return the
 * harmless answer each names). tests/test_api_edges.c calls each of them
 * with such values.
 */
#ifndef DLX_DANCE_H
#define DLX_DANCE_H

#include <stdbool.h>
#include <stddef.h>

#include "dlx.h"
#include "dlx_export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Opaque: the record of active options, covered items and covers made. */
struct dlx_dance;

/* What a cover or uncover did, as told to a dlx_dance_fn. */
enum dlx_dance_change {
	DLX_DANCE_COVER,   /* `item` covered (or purified for `color`): `options` hidden */
	DLX_DANCE_UNCOVER, /* that cover undone: `options` restored, newest first */
	DLX_DANCE_TWEAK,   /* bounds: the one option tried on `item` hidden */
	DLX_DANCE_UNTWEAK, /* that tweak undone: the option restored */
};

/*
 * Told about every cover and uncover: `item` (with `color` > 0 for a purify)
 * and the options it hid or restored, `count` of them (possibly 0), in the
 * order the engine hides them (restored ones newest first). `level` is the
 * level of the step that caused it. `options` is the replay's own array,
 * valid only during the call. The callback must not call dlx_dance_event
 * or dlx_dance_destroy on the replay that called it.
 */
typedef void (*dlx_dance_fn)(void *user, enum dlx_dance_change change, int level, int item,
                             int color, const int *options, int count);

/*
 * Prepares a replay of a search of `problem` from its start. `on_change`
 * may be NULL (then the state is only read between events); `user` is
 * handed to it. The problem must outlive the replay and keep its options
 * and bounds while the replay lives (the replay reads its options' items).
 * Returns NULL for a NULL problem or when memory runs out.
 * dlx_dance_destroy(NULL) does nothing.
 */
DLX_API struct dlx_dance *dlx_dance_create(const struct dlx_problem *problem,
                                           dlx_dance_fn on_change, void *user);
DLX_API void dlx_dance_destroy(struct dlx_dance *dance);

/*
 * Replays one trace event of the engine (the arguments a dlx_trace_fn is
 * given), telling on_change about each cover and uncover it causes.
 * Returns 0, or refuses the event, changing nothing but marking the replay
 * lost (dlx_dance_lost): DLX_EINVAL for a NULL replay, an event outside
 * enum dlx_event, or a level outside 0 .. dlx_max_depth(problem);
 * DLX_EITEM when a choose, try or skip names no primary item; DLX_EOPTION
 * when a try names no option. An event out of the engine's order is
 * replayed as well as it can be and marks the replay lost.
 */
DLX_API int dlx_dance_event(struct dlx_dance *dance, enum dlx_event event, int level, int item,
                            int option, int count);

/*
 * Whether the replay lost track of the engine: an event disagreed with it
 * (a choose counted other options than the replay has, a skip without
 * bounds) or was refused. Once lost, it stays lost. False for NULL.
 */
DLX_API bool dlx_dance_lost(const struct dlx_dance *dance);

/*
 * Item `item`'s state now: 0 while it is active, -1 once covered, or a
 * colour c > 0 while it is purified for c (a secondary item). Returns
 * DLX_EINVAL for a NULL replay and DLX_EITEM for no such item.
 */
DLX_API int dlx_dance_item_state(const struct dlx_dance *dance, int item);

/* Whether option `option` is hidden now; false for a NULL replay or no such option. */
DLX_API bool dlx_dance_hidden(const struct dlx_dance *dance, int option);

/*
 * The partial solution now: the option tried at each level from 0, or -1
 * for a level whose item was skipped (bounds), into the caller's array of
 * `capacity` entries. Returns its length (which may exceed capacity: then
 * only capacity entries were written; at most dlx_max_depth(problem) + 1),
 * or DLX_EINVAL for a NULL replay, a negative capacity, or a NULL array
 * with capacity > 0.
 */
DLX_API int dlx_dance_partial(const struct dlx_dance *dance, int *options, int capacity);

/*
 * How many options of the partial solution hold item `item` (a primary or
 * secondary item). Returns DLX_EINVAL for a NULL replay and DLX_EITEM for
 * no such item.
 */
DLX_API int dlx_dance_taken(const struct dlx_dance *dance, int item);

/*
 * Primary item `item`'s count so far and its bounds, as "taken/lower..upper"
 * (e.g. "1/2..3"), into buf (NUL-terminated when size > 0; buf may be NULL
 * when size is 0, to measure); "" for a problem without bounds or a
 * secondary item. Returns the length of the whole text (as snprintf does:
 * size or more means it was cut), or DLX_EINVAL (a NULL replay, or a NULL
 * buf with size > 0) or DLX_EITEM (no such item).
 */
DLX_API int dlx_dance_bounds_text(const struct dlx_dance *dance, int item, char *buf, size_t size);

/*
 * Primary item `item`'s BOUND and SLACK as Knuth's DLX3 keeps them
 * (Algorithm M, TAOCP 7.2.2.1): SLACK is its upper bound less its lower
 * bound, fixed; BOUND starts at the upper bound and is one less for each
 * option of the partial solution that holds the item, and one less again
 * from a CHOOSE of the item (step M4) until its BACKTRACK, so while the
 * item is skipped too. A problem without bounds has 1..1 for every item:
 * BOUND 1 or 0, SLACK 0. Either pointer may be NULL. Returns 0, DLX_EINVAL
 * for a NULL replay, or DLX_EITEM for a secondary item or no such item.
 */
DLX_API int dlx_dance_bound(const struct dlx_dance *dance, int item, int *bound, int *slack);

#ifdef __cplusplus
}
#endif

#endif
