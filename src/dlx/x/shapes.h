/*
 * shapes.h - every compiled copy of Algorithms X and C's loop, named, in
 * one table (private). A shape is the set of constants one copy of
 * run_search (search_loop.h) is compiled for; each flag a copy does not
 * have costs it nothing, since the loop's steps are inlined and the tests
 * of a false constant fold away.
 *
 *   colored  Algorithm C: secondary items with colours (purify, not hide)
 *   watched  a hook at every node: a trace, progress, a time limit, the
 *            level profile, a node limit the lean copies do not take.
 *            The watched shapes that track also cut, or not, at run time
 *            (watched_cutting), by the rule that picks the lean copy: what a
 *            cut-short commit saves changes the updates, and which item a
 *            commit leaves dead can change the tree (choose.h: the scan
 *            stops at a forced move before a dead end in a later block),
 *            so a watched search must cut exactly where the lean one does
 *   track    the tally of dead items: a node with an item left without
 *            options backs up with no scan (problems with many items)
 *   cut      a commit stops at the first item it leaves dead (long options)
 *   limited  a node budget, one comparison a node, without the other hooks
 *   size     every option has this many items (3, 4 or 6), so the walks
 *            along an option are unrolled; 0: any
 *
 * Each of these copies is compiled twice more: once for a thread of a
 * pool of work, which polls the pool (search_loop.h: `shared`), and for
 * AVX2 beside plain x86-64 (DLX_MULTIVERSION). The plain lean copies run
 * over node[] and over its 16-bit copy (search_compact.c). A copy stays
 * when the instances it serves are measurably slower without it
 * (bench/NOTES.md, engine).
 */
#ifndef DLX_SHAPES_H
#define DLX_SHAPES_H

#include <stdbool.h>

struct loop_shape {
	bool colored, watched, track, cut, limited;
	int size;
};

static const struct loop_shape
	/* watched: every hook, the general walk */
	WATCHED = {.watched = true},
	WATCHED_TRACKED = {.watched = true, .track = true},
	COLORED_WATCHED = {.colored = true, .watched = true},
	COLORED_WATCHED_TRACKED = {.colored = true, .watched = true, .track = true},
	/* Algorithm C, lean */
	COLORED = {.colored = true},
	COLORED_TRACKED = {.colored = true, .track = true},
	COLORED_CUT = {.colored = true, .track = true, .cut = true},
	/* a node budget alone, on options of four items: the generator and the rater */
	BUDGETED_4 = {.limited = true, .size = 4},
	BUDGETED_4_TRACKED = {.limited = true, .track = true, .size = 4},
	/* Algorithm X, lean, by option size: Langford pairs (3), Sudoku and queens (4), pentominoes (6) */
	LEAN_3 = {.size = 3},
	LEAN_3_TRACKED = {.track = true, .size = 3},
	LEAN_4 = {.size = 4},
	LEAN_4_TRACKED = {.track = true, .size = 4},
	LEAN_6_CUT = {.track = true, .cut = true, .size = 6},
	LEAN = {0},
	LEAN_TRACKED = {.track = true},
	LEAN_CUT = {.track = true, .cut = true};

/*
 * A tracked watched shape (the cut-short commit needs the tally), cutting
 * when the lean copy for the same problem does: `cut` is known at run time
 * alone in these copies, a test a commit in a loop that already calls a
 * hook at every node, where named shapes would be two copies more (eight
 * with the pool's and AVX2's).
 */
static inline struct loop_shape watched_cutting(struct loop_shape tracked, bool cut)
{
	tracked.cut = cut;
	return tracked;
}

#endif
