/*
 * search_compact.h - the lean search of small plain problems on a 16-bit
 * copy of node[] (private; see search_compact.c).
 */
#ifndef DLX_SEARCH_COMPACT_H
#define DLX_SEARCH_COMPACT_H

#include "hooks/hooks.h"

/*
 * The lean search of a plain problem (no colours, nobody watching) on a
 * 16-bit copy of node[], when the problem is small enough and the copy
 * could be made; false (nothing searched) otherwise.
 */
bool search_compact(struct dlx_problem *pb, struct run *run, bool track);

#endif
