/*
 * state.h - the key of a search state for merging equal subproblems in a
 * ZDD (private; zdd/build.c uses it).
 */
#ifndef DLX_ZDD_STATE_H
#define DLX_ZDD_STATE_H

#include "matrix/problem.h"

#include <stdbool.h>
#include <stdint.h>

/*
 * Writes the key of pb's current state: memo_key's covered set in the
 * first `covered_words` words, with spent secondary items marked as
 * covered; with `colored`, then the colour committed to each secondary
 * item still in use, 32 bits an item, in (secondary + 1) / 2 more words.
 */
void zdd_state_key(const struct dlx_problem *pb, int covered_words, bool colored, uint64_t *key);

#endif
