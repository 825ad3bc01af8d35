/*
 * identity.c - the hashes that name one search for a checkpoint (dlx.h:
 * dlx_problem_hash, dlx_search_options_hash, dlx_parts_hash). Each value
 * is folded in with the finaliser of MurmurHash3 (fmix64), whose every
 * input bit reaches every output bit: a one-item change anywhere in a
 * problem changes the hash, and a checkpoint of a similar problem is not
 * taken for this one's. Lengths are folded in before lists, so two lists
 * cut at another place do not hash alike.
 */
#include "split/jobs.h"
#include "matrix/problem.h"

#include <string.h>

/* The start of every hash: any odd constant will do; this is the golden ratio's. */
#define HASH_SEED UINT64_C(0x9e3779b97f4a7c15)

static uint64_t fold(uint64_t hash, uint64_t value)
{
	uint64_t h = hash ^ value;
	h ^= h >> 33;
	h *= UINT64_C(0xff51afd7ed558ccd);
	h ^= h >> 33;
	h *= UINT64_C(0xc4ceb9fe1a85ec53);
	h ^= h >> 33;
	return h + UINT64_C(0x632be59bd9b4e019); /* a zero after a zero still moves the hash */
}

/* The items: counts, each primary item's bounds and sharp mark. */
static uint64_t hash_items(const struct dlx_problem *pb, uint64_t h)
{
	h = fold(h, (uint64_t)pb->primary);
	h = fold(h, (uint64_t)pb->items);
	for (int32_t x = 1; x <= pb->primary; x++) {
		h = fold(h, (uint64_t)(uint32_t)pb->bound[x].bound);
		h = fold(h, (uint64_t)(uint32_t)pb->bound[x].slack);
		h = fold(h, pb->sharp ? pb->sharp[x] : 0);
	}
	return h;
}

/*
 * The order the search meets things in: the active items' list and each
 * item's options, top to bottom (a shuffle changes both, and with them
 * the tree and its parts).
 */
static uint64_t hash_order(const struct dlx_problem *pb, uint64_t h)
{
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		h = fold(h, (uint64_t)x);
	for (int32_t x = 1; x <= pb->items; x++) {
		h = fold(h, UINT64_MAX); /* the start of item x's list */
		for (int32_t p = pb->node[x].down; p != x; p = pb->node[p].down)
			h = fold(h, (uint64_t)p);
	}
	return h;
}

/* Each option's items in order, with their colours in a coloured problem; then the requirements. */
static uint64_t hash_options(const struct dlx_problem *pb, uint64_t h)
{
	h = fold(h, (uint64_t)pb->options);
	for (int32_t o = 0; o < pb->options; o++) {
		for (int32_t p = pb->option_first[o]; pb->node[p].top > 0; p++) {
			h = fold(h, (uint64_t)pb->node[p].top);
			if (pb->has_colors)
				h = fold(h, (uint64_t)(uint32_t)pb->node[p].color);
		}
		h = fold(h, UINT64_MAX); /* the end of the option */
	}
	h = fold(h, (uint64_t)pb->required_count);
	for (int32_t k = 0; k < pb->required_count; k++)
		h = fold(h, (uint64_t)pb->required[k]);
	return h;
}

uint64_t dlx_problem_hash(const struct dlx_problem *pb)
{
	if (!pb)
		return 0;
	return hash_order(pb, hash_options(pb, hash_items(pb, HASH_SEED)));
}

static uint64_t fold_float(uint64_t h, float value)
{
	uint32_t bits;
	memcpy(&bits, &value, sizeof bits);
	return fold(h, bits);
}

uint64_t dlx_search_options_hash(const struct dlx_search_options *options)
{
	struct dlx_search_options defaults;
	if (!options) {
		dlx_search_options_init(&defaults);
		options = &defaults;
	}
	uint64_t h = fold(HASH_SEED, (uint64_t)options->algorithm);
	h = fold(h, (uint64_t)options->order);
	h = fold(h, options->knuth_counts);
	h = fold(h, (uint64_t)options->memo_bytes);
	h = fold(h, options->infer);
	h = fold(h, options->binary);
	h = fold_float(h, options->wtd_increment);
	return fold_float(h, options->wtd_growth);
}

uint64_t dlx_parts_hash(const struct dlx_parts *parts)
{
	if (!parts)
		return 0;
	uint64_t h = fold(HASH_SEED, (uint64_t)parts->count);
	for (int k = 0; k < parts->count; k++) {
		h = fold(h, (uint64_t)parts->length[k]);
		const int *prefix = parts->options + parts->start[k];
		for (int i = 0; i < parts->length[k]; i++)
			h = fold(h, (uint64_t)(uint32_t)prefix[i]);
	}
	return h;
}

void dlx_checkpoint_identify(struct dlx_checkpoint_identity *identity,
                             const struct dlx_problem *problem, const struct dlx_parts *parts,
                             const struct dlx_search_options *options)
{
	if (!identity)
		return;
	*identity = (struct dlx_checkpoint_identity){
		.problem = dlx_problem_hash(problem),
		.search = dlx_search_options_hash(options),
		.parts = dlx_parts_hash(parts),
		.count = parts ? parts->count : 0,
		.depth = parts ? parts->depth : -1,
	};
}
