/*
 * bits.h - the bit-parallel form of a problem (private): small dense
 * problems as bitsets of uint64_t words, built from a dlx_problem as it
 * stands when the search starts (build.c) and freed when it ends.
 *
 * The live options (those with a primary item, still in that item's list)
 * are numbered 0..options-1 in the problem's order; a set of options is
 * `words` words, bit o of word o / 64. For each option:
 *
 *     clash[o]   the options sharing an item with o, o itself included,
 *                but for those giving a secondary item o's colour for it:
 *                choosing o takes them all out with one AND-NOT a word
 *     items of o its primary items, as places in count[] (place[])
 *
 * For each primary item at place k, option_set[k] holds its options. A
 * level's state is two arrays, copied when the search goes down (so a
 * backtrack merely steps back to the level above's copy):
 *
 *     live       the options still live
 *     count[k]   how many live options item k has, BITS_COVERED once covered
 *
 * count[k] is popcount(option_set[k] & live) of an active item, kept as
 * the options leave rather than recounted: a Sudoku option takes out some
 * thirty options of four items each, where recounting would read every
 * item's words at every node.
 *
 * Places follow the choice rule of the links search (x/choose.h), so both
 * walk one tree: without a shuffle, place k is item k+1 of the problem,
 * covered ones included (the scan compares items in blocks of 64 by
 * number); after dlx_problem_shuffle, the places are the active items in
 * list order and the blocks one item wide. The places run on to a whole
 * number of blocks, the last ones covered, so every block is full and
 * the choice's loops have a fixed trip count.
 */
#ifndef DLX_BITS_H
#define DLX_BITS_H

#include "matrix/problem.h"

#include <stdint.h>

/* A covered item's count: above every real one (options <= DLX_BITS_MAX_OPTIONS). */
#define BITS_COVERED UINT16_MAX

/* DLX_ORDER_SHARP's lift: above every real count, so marked items come first (as SHARP_BIAS). */
#define BITS_LIFT 0x4000

struct bits {
	int32_t options;    /* live options */
	int32_t words;      /* words in a set of options */
	int32_t places;     /* entries in count[] */
	int32_t block;      /* places compared at a time by the choice */
	int32_t levels;     /* levels the stack holds: active primary items + 1 */
	bool track_dead;    /* a node with a dead item backs up before choosing, as links */
	bool dead_at_root;  /* an active primary item has no live option at the start */
	uint64_t *clash;      /* options * words */
	uint64_t *option_set; /* places * words */
	int32_t *first_place; /* options + 1: option o's items are place[first_place[o] ..] */
	int32_t *place;
	int32_t *number;      /* the problem's number of each live option */
	uint64_t *live;       /* levels * words */
	uint16_t *count;      /* levels * places */
	uint16_t *lift;       /* per place, DLX_ORDER_SHARP: added to the count of an item
	                         not named with '#' once it has two options (BITS_LIFT) */
	bool *dead;           /* per level: an active primary item has no option */
	int32_t *item_at;     /* the place chosen at each level */
	int32_t *choice;      /* the option tried at each level */
	int32_t *solution;    /* option numbers handed to the callback: a prefix's, then the search's */
	int32_t *position, *branches; /* handed to the progress callback */
	/* the root (level 0 as built), which each part of a split search starts from */
	uint16_t *root_count;
	bool root_dead;
	int32_t *bit;            /* per problem option: its number here, -1 when not live */
	int32_t problem_options; /* entries in bit[] */
	int32_t base;            /* the options of the prefix level 0 stands below */
};

/*
 * The primary items' places, as links' choice scans them (build.c): in
 * item order, every one, compared SCAN_BLOCK at a time; after a shuffle,
 * the active ones in list order, one at a time (*block). Fills place[x]
 * for x = 0..items (-1: no place) and returns the number of places, a
 * whole number of blocks (the ones past the items stay covered). The
 * estimate's lists (estimate/sparse.c) place their items so too.
 */
int32_t place_primary_items(const struct dlx_problem *pb, int32_t *place, int32_t *block);

/*
 * Builds the bits of `pb` as it stands (requirements and exclusions
 * applied), a problem bits_check takes. Returns 0 or DLX_ENOMEM (then *b
 * holds nothing to free).
 */
int bits_build(struct bits *b, const struct dlx_problem *pb);

/* Frees what bits_build allocated. */
void bits_free(struct bits *b);

/*
 * Whether the bits search takes `pb` with `options` (search_bits.c):
 * 0, DLX_EBOUNDS (item bounds), DLX_ERANGE (too large for bitsets) or
 * DLX_EINVAL (a hook or order it lacks). The threads of
 * split/jobs.c ask before they start, so a refusal comes once, not from
 * every part; jobs is theirs, and asked about by neither.
 */
int bits_check(const struct dlx_problem *pb, const struct dlx_search_options *options);

/*
 * dlx_search with options->algorithm == DLX_ALGORITHM_BITS in the calling
 * thread (search_bits.c): jobs is not looked at. Returns 0 or bits_check's
 * codes, or DLX_ENOMEM.
 */
int search_bits(struct dlx_problem *pb, const struct dlx_search_options *options,
                struct dlx_stats *stats);

/*
 * dlx_search_prefix with bits: the search below the `count` options of
 * `prefix`, taken one by one from the root of `b`, the bits of `pb` as it
 * stands, built here when `b` is zeroed and kept for the next part (a
 * thread of split/jobs.c builds once for all its parts; bits_free when
 * done). The problem is not changed. Returns 0, bits_check's codes,
 * DLX_EOPTION (no such option), DLX_ECONFLICT (an option not live below
 * the ones before it) or DLX_ENOMEM.
 */
int search_bits_part(struct bits *b, const struct dlx_problem *pb, const int *prefix, int count,
                     const struct dlx_search_options *options, struct dlx_stats *stats);

/* Level 0 of the stack back to the root: every live option, the counts as built. */
void bits_restart(struct bits *b);

struct rng;
/* One of Knuth's random paths from the root (probe.c). */
void bits_probe(struct bits *b, struct rng *rng, bool dead_ends, double *nodes, double *solutions,
                uint64_t *entered);

/*
 * The estimate's particles on the bits (swarm.c): generations of nodes,
 * each a state of its own. bits_swarm_init makes room for `capacity`
 * particles a generation, the root its particle 0 (0 or DLX_ENOMEM, then
 * nothing to free). bits_swarm_enter gives particle i's degree: d > 0
 * options to branch on (and then in *left the sum of the active primary
 * items' counts), 0 a dead end, -1 a solution. bits_swarm_spawn
 * makes particle `slot` of the next generation: entered particle
 * `parent`'s option number `child` (0-based, the problem's order) taken.
 * bits_swarm_advance makes the next generation the one entered.
 */
struct bits_swarm {
	struct bits *b;
	bool dead_ends;      /* a dead item ends a node, as the links' tally has it */
	int now;             /* the generation being entered: 0 or 1 */
	uint64_t *live[2];   /* capacity * words each */
	uint16_t *count[2];  /* capacity * places each */
	bool *dead[2];       /* per particle: an active primary item has no option */
	int32_t *place[2];   /* per particle: the place its node branches on */
};

int bits_swarm_init(struct bits_swarm *s, struct bits *b, uint32_t capacity, bool dead_ends);
int32_t bits_swarm_enter(struct bits_swarm *s, uint32_t i, uint64_t *left);
void bits_swarm_spawn(struct bits_swarm *s, uint32_t parent, uint32_t child, uint32_t slot);
void bits_swarm_advance(struct bits_swarm *s);
void bits_swarm_free(struct bits_swarm *s);

#endif
