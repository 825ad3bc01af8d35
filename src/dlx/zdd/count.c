/*
 * count.c - the solutions of a diagram (dlx.h: dlx_zdd_count): the paths
 * from each node to "true" are those of its LO child plus those of its HI
 * child, so one pass over the nodes in zdd.h's order (children first)
 * counts them all. Exact counts go through count/bignum.h, since a
 * diagram of a few hundred nodes can hold more than 2^64 solutions; the
 * sampler's counts (64-bit or double) come from the same pass.
 */
#include "count/bignum.h"
#include "zdd/zdd.h"

#include <stdlib.h>

uint64_t *zdd_small_counts(const struct dlx_zdd *zdd)
{
	uint64_t *count = malloc(zdd->count * sizeof *count);
	if (!count)
		return NULL;
	count[0] = 0;
	count[1] = 1;
	for (uint32_t k = 2; k < zdd->count; k++) {
		uint64_t lo = count[zdd->node[k].lo], hi = count[zdd->node[k].hi];
		count[k] = lo > UINT64_MAX - hi ? UINT64_MAX : lo + hi;
	}
	return count;
}

static void free_exact(struct bignum *count, uint32_t n)
{
	for (uint32_t k = 0; k < n; k++)
		bignum_finish(&count[k]);
	free(count);
}

/* Every node's count in full: an array of zdd->count, or NULL when memory runs out. */
static struct bignum *exact_counts(const struct dlx_zdd *zdd)
{
	struct bignum *count = calloc(zdd->count, sizeof *count);
	if (!count)
		return NULL;
	int err = bignum_set(&count[1], 1);
	for (uint32_t k = 2; k < zdd->count && err == 0; k++) {
		err = bignum_add(&count[k], &count[zdd->node[k].lo]);
		if (err == 0)
			err = bignum_add(&count[k], &count[zdd->node[k].hi]);
	}
	if (err == 0)
		return count;
	free_exact(count, zdd->count);
	return NULL;
}

double *zdd_large_counts(const struct dlx_zdd *zdd)
{
	struct bignum *exact = exact_counts(zdd);
	double *count = exact ? malloc(zdd->count * sizeof *count) : NULL;
	for (uint32_t k = 0; count && k < zdd->count; k++)
		count[k] = bignum_to_double(&exact[k]);
	if (exact)
		free_exact(exact, zdd->count);
	return count;
}

int dlx_zdd_count(const struct dlx_zdd *zdd, char *text, size_t capacity)
{
	if (!zdd || !text)
		return DLX_EINVAL;
	struct bignum *count = exact_counts(zdd);
	if (!count)
		return DLX_ENOMEM;
	int digits = bignum_text(&count[zdd->root], text, capacity);
	free_exact(count, zdd->count);
	if (digits >= 0 && (size_t)digits >= capacity)
		return DLX_ERANGE;
	return digits;
}

size_t dlx_zdd_count_text_size(const struct dlx_zdd *zdd)
{
	/* a node's count is at most twice its larger child's: a bit a node, ~0.302 digits a bit */
	size_t nodes = zdd ? zdd->count : 0;
	return nodes * 31 / 100 + 3;
}
