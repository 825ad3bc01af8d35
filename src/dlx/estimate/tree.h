/*
 * tree.h - the parts of dlx_estimate (private): the tree both of its
 * methods walk, on the links, the bits or lists, what one sample of it
 * gives, and the lists particles walk where the bits do not serve.
 */
#ifndef DLX_ESTIMATE_TREE_H
#define DLX_ESTIMATE_TREE_H

#include "bits/bits.h"
#include "matrix/problem.h"

struct rng;

/*
 * The tree of the search without a memo (search_loop.h), walked on the
 * problem's bits when it fits them, else on its links (paths) or on lists
 * (particles): the same tree, its options in the same order (estimate.c).
 */
struct tree {
	struct dlx_problem *pb;
	struct bits *bits;     /* NULL: paths walk the links */
	struct sparse *sparse; /* where bits is NULL: the lists the particles go down */
	bool track;            /* a dead item ends a node at once, as the loop's tally has it */
};

/* One sample's estimates of the tree's nodes and solutions. */
struct sample {
	double nodes, solutions;
};

/* One of Knuth's random paths from the root, the tree left as found (paths.c). */
struct sample path_sample(struct tree *t, struct rng *rng, uint64_t *entered);

/*
 * One sample of `particles` particles sent down the tree generation by
 * generation (particles.c), the tree left as found. Returns 0 or
 * DLX_ENOMEM.
 */
int particles_sample(struct tree *t, uint32_t particles, struct rng *rng, struct sample *out,
                     uint64_t *entered);

/* An item or an option, with the colour the option gives the item (0: it clashes with all). */
struct tinted {
	int32_t id, color;
};

/* A covered place's count: above every real one. */
#define SPARSE_COVERED UINT32_MAX

/*
 * A problem as lists (sparse.c), for particles where the bits do not take
 * it: places as the links' choice scans the primary items, each live
 * option's items, each item's live options (a primary item's in its list's
 * order), and the root's live options and counts.
 */
struct sparse {
	int32_t words;           /* words in a set of the problem's options */
	int32_t places, block;   /* entries in a count array; places compared at a time */
	int32_t primary;         /* items 1..primary are primary */
	int32_t *place_of;       /* per item: its place, or -1 */
	int32_t *item_at;        /* per place: its item, 0 past the last */
	int32_t *first_entry;    /* options + 1: option o's items are entry[first_entry[o] ..] */
	struct tinted *entry;    /* id an item */
	int32_t *first_member;   /* items + 2: item x's root list is member[first_member[x] ..] */
	struct tinted *member;   /* id an option */
	uint64_t *root_live;
	uint32_t *root_count;
	bool root_dead;          /* an active primary item has no live option at the root */
};

/* Builds the lists of `pb` as it stands: 0 or DLX_ENOMEM (then nothing to free). */
int sparse_build(struct sparse *sp, const struct dlx_problem *pb);
void sparse_free(struct sparse *sp);

/*
 * The particles on the lists (sparse_swarm.c), with the calls of
 * bits_swarm (bits.h) and their meanings.
 */
struct sparse_swarm {
	struct sparse *sp;
	bool dead_ends;
	int now;
	uint64_t *live[2];
	uint32_t *count[2];
	bool *dead[2];
	int32_t *place[2];
};

int sparse_swarm_init(struct sparse_swarm *s, struct sparse *sp, uint32_t capacity, bool dead_ends);
int32_t sparse_swarm_enter(struct sparse_swarm *s, uint32_t i, uint64_t *left);
void sparse_swarm_spawn(struct sparse_swarm *s, uint32_t parent, uint32_t child, uint32_t slot);
void sparse_swarm_advance(struct sparse_swarm *s);
void sparse_swarm_free(struct sparse_swarm *s);

#endif
