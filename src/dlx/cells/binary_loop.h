/*
 * binary_loop.h - the loop of the searches that branch two ways on
 * dancing cells (binary.h), with Knuth's step names, written once for
 * SSXCC-BINARY (search_binary.c) and SSMCC (search_bounds.c). Each of
 * those files includes it once, after defining the steps where the two
 * differ, as static inline functions of these names:
 *
 *   step_choose   the item to branch on into *best, its score into *t
 *                 (NO_SIZE: a solution); true when it is a forced move;
 *                 `scored`: by WTD's or FRB's scores, where a file has a
 *                 copy of the loop for them;
 *   step_save     push the stage's state; false when the stack cannot grow;
 *   step_include  include the option at node cur of item best; false at a
 *                 dead end;
 *   step_restore  pop the stage's state;
 *   step_rule_out rule the option at node cur out; false at a dead end.
 *
 * step_choose, step_include and step_rule_out also take `mixed`: false
 * only in a copy of the loop a file keeps for problems whose items are
 * all primary, where its steps may leave out their tests of an item's
 * kind (SSMCC's option removal makes one at every update). step_save,
 * step_restore, step_include and step_rule_out take `large`: true only in
 * a copy a file keeps for large problems (cells.h), whose save point is
 * a trail of the sizes changed since.
 *
 * So each copy is one function with its steps inlined, as a loop written
 * out by hand would be. The steps:
 *   forward   enter a node; a forced item, or choose; none left: a solution;
 *             else save the state at the stage;
 *   advance   include o; a dead end goes on at tryagain, else up a stage;
 *   tryagain  no right branch after a forced move: back up;
 *   backup    down a stage, to the level where its option was included;
 *   purge     restore the stage's state, rule that option out, go on at
 *             the next level, same stage.
 */
#ifndef DLX_CELLS_BINARY_LOOP_H
#define DLX_CELLS_BINARY_LOOP_H

#include "cells/binary.h"

/*
 * The loop. Returns 0, or DLX_ENOMEM when the save stack cannot grow.
 * `scored`, `mixed`, `large` and `knuth` are constants at each call, handed to the steps.
 */
DLX_INLINE int binary_loop(struct binary_run *r, struct dancer *d, bool scored, bool mixed, bool large,
                           bool knuth)
{
	int32_t *set = d->set;
	int32_t best, t, cur, top = 0;
	int level = 0, stage = 0, maxl = 0, stop = DLX_STOP_EXHAUSTED, code = 0;
	uint64_t nodes = 0, branches = 0;
	r->levelstage[0] = 0;
forward:
	if (r->watched) {
		int s = binary_watch(r, nodes, stage);
		if (s >= 0) {
			stop = s;
			goto done;
		}
	}
	nodes++;
	if (pop_forced(d, &best, knuth) || step_choose(d, r, &best, &t, scored, mixed, knuth))
		goto forced;
	if (t == NO_SIZE) {
		int s = binary_visit(r, stage);
		if (s >= 0) {
			stop = s;
			goto done;
		}
		goto backup;
	}
	branches++;
	if (!step_save(d, r, &top, stage, large, knuth)) {
		code = DLX_ENOMEM;
		goto done;
	}
	goto advance;
forced:
	r->saved[stage] = top; /* nothing saved: a forced move has no right branch */
	MEMS(1);
	t = 1;
advance:
	cur = r->choice[level] = set[best];
	r->deg[level] = t;
	MEMS(3);
	if (!step_include(d, r, cur, best, scored, mixed, large, knuth)) {
		if (t == 1) /* tryagain */
			goto prebackup;
		goto purge;
	}
	climb(d, r, &level, &stage, &maxl, true, knuth);
	goto forward;
prebackup:
	top = r->saved[stage];
	MEMS(1);
backup:
	if (--stage < 0)
		goto done;
	level = r->levelstage[stage];
	MEMS(1);
purge:
	MEMS(1);
	if (r->deg[level] == 1)
		goto prebackup;
	step_restore(d, r, &top, stage, large, knuth);
	cur = r->choice[level];
	MEMS(1);
	if (!step_rule_out(d, r, cur, mixed, large, knuth))
		goto prebackup;
	climb(d, r, &level, &stage, &maxl, false, knuth);
	goto forward;
done:
	binary_report(r, d, nodes, branches, maxl, stop);
	return code;
}

#endif
