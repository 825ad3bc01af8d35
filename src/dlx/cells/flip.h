/*
 * flip.h - Knuth's Stanford GraphBase generator (gb_flip: the subtractive
 * method of TAOCP 3.6, a[n] = a[n-24] - a[n-55] mod 2^31) and the shuffle
 * of the item list that his SSXCC programs make with it under their `s`
 * option (private). It is here beside the project's own generator
 * (util/random.h) for one reason: the same seed must give his programs'
 * trees, nodes and mems, and only his numbers do that.
 */
#ifndef DLX_CELLS_FLIP_H
#define DLX_CELLS_FLIP_H

#include "cells/cells.h"

#include <stdint.h>

struct flip {
	int32_t a[56]; /* a[1..55] the state; a[0] = -1 marks the end of a batch */
	int next;      /* the next number is a[next]; a[0] means a new batch first */
};

/* gb_init_rand: the generator for `seed` (any value: its low 31 bits count). */
void flip_seed(struct flip *f, int64_t seed);

/* gb_next_rand: the next number, 0 .. 2^31-1. */
int32_t flip_next(struct flip *f);

/* gb_unif_rand: uniform in 0 .. m-1 (0 < m <= 2^31), without bias. */
int32_t flip_uniform(struct flip *f, int32_t m);

/*
 * Shuffles the cells' active items as SSXCC's "Randomize the item list"
 * does from `seed`, item[] and the items' positions together. Returns the
 * mems Knuth charges for it (10 a swap), which his programs count with
 * the search's.
 */
uint64_t cells_shuffle_items(struct cells *c, int64_t seed);

#endif
