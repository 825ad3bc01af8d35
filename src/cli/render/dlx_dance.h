/*
 * dlx_dance.h - the dance itself, followed from outside the engine: which
 * items are covered and which options are hidden after every step of a
 * search, rebuilt from the engine's trace events and the options' items.
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
 * links; it is for teaching (--trace=links, --svg-matrix, --html), not for
 * speed.
 */
#ifndef CLI_DLX_DANCE_H
#define CLI_DLX_DANCE_H

#include "dlx.h"

#include <stdbool.h>
#include <stddef.h>

enum dance_change { DANCE_COVER, DANCE_UNCOVER, DANCE_TWEAK, DANCE_UNTWEAK };

/*
 * Told about every cover and uncover: `item` (with `color` > 0 for a purify)
 * and the options it hid or restored, `count` of them, in the order the
 * engine hides them (restored ones newest first). `level` is the level of
 * the step that caused it. A tweak hides the one option tried on `item`,
 * and an untweak restores it.
 */
typedef void (*dance_fn)(void *user, enum dance_change change, int level, int item, int color,
                         const int *options, int count);

struct dance {
	const struct dlx_problem *problem;
	int items, options, depth;
	int *first, *members, *member_colors; /* options holding each item: members[first[x]..first[x+1]) */
	bool *hidden;          /* per option */
	int *covered;          /* per item: 0 active, -1 covered, c > 0 purified for colour c */
	int *hide_stack, hide_top;        /* hidden options, oldest first */
	int *restored;                    /* options an uncover restores, for on_change */
	int *cover_item, *cover_mark, cover_top; /* covers made, and hide_top before each */
	bool *cover_tweak;                /* per cover made: a tweak, not a cover */
	int cover_capacity;               /* items + options: a cover each, a tweak each */
	int *item_mark, *try_mark;        /* per level: cover_top before the item's cover / the try */
	int *tried;                       /* per level: option being tried, or -1 */
	int length;            /* the partial solution is tried[0 .. length-1] */
	int *scratch;                     /* an option's items */
	int *scratch_colors;
	/*
	 * Problems with bounds: each primary item's bounds, and how many options
	 * of the partial solution hold it; NULL for a problem without bounds.
	 */
	int *lower, *upper, *taken;
	bool *tweaking;        /* per level: its item may take more, so its tries are tweaked */
	bool lost;             /* an event disagreed with the replay (the engine changed?) */
	dance_fn on_change;    /* may be NULL */
	void *user;
};

/* Prepares a replay of a search of `problem` from its start. False when memory runs out. */
bool dance_init(struct dance *dance, const struct dlx_problem *problem, dance_fn on_change,
                void *user);
void dance_finish(struct dance *dance);

/*
 * Primary item x's count so far and its bounds, as "taken/lower..upper"
 * (e.g. "1/2..3"), into buf; "" for a problem without bounds or a
 * secondary item. Returns what snprintf returns.
 */
int dance_bounds_text(const struct dance *dance, int x, char *buf, size_t size);

/* Replays one trace event of the engine (same arguments as a dlx_trace_fn). */
void dance_event(struct dance *dance, enum dlx_event event, int level, int item, int option,
                 int count);

#endif
