/*
 * search_knuth.h - the reference loop (private; see search_knuth.c).
 */
#ifndef DLX_SEARCH_KNUTH_H
#define DLX_SEARCH_KNUTH_H

#include "hooks/hooks.h"

/*
 * The reference loop: Knuth's steps one by one, counting nodes, updates
 * and mems as DLX1 and DLX2 do; every hook but the memo.
 */
void search_knuth(struct dlx_problem *pb, struct run *run);

#endif
