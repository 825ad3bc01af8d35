/*
 * checkpoint.h - the parts of one search done so far (struct
 * dlx_checkpoint, private): the state (checkpoint.c), its text form
 * (checkpoint_text.c) and the hashes that name the search (identity.c).
 */
#ifndef DLX_SPLIT_CHECKPOINT_H
#define DLX_SPLIT_CHECKPOINT_H

#include "dlx.h"

#include <stdbool.h>
#include <stdint.h>

/*
 * What a finished part's search counted: the fields of dlx_stats that add
 * up over parts. The solutions in 128 bits: solutions_high * 2^64 + solutions.
 */
struct part_figures {
	uint64_t solutions, nodes, updates, branches, memo_hits, mems;
	uint64_t solutions_high;
	int max_level;
	bool done;
};

struct dlx_checkpoint {
	struct dlx_checkpoint_identity identity;
	int done;                   /* parts with figures */
	struct part_figures *part;  /* identity.count entries */
};

/* Records a part's figures; the caller checked the part is in range and not done. */
void checkpoint_record(struct dlx_checkpoint *checkpoint, int part, const struct part_figures *figures);

#endif
