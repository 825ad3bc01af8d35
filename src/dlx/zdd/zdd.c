/*
 * zdd.c - a diagram's storage (zdd.h): creating, growing, freeing, and
 * the node count dlx.h promises (DLX6's figure: branch nodes and sinks).
 */
#include "zdd/zdd.h"

#include <stdlib.h>

struct dlx_zdd *zdd_create(void)
{
	struct dlx_zdd *zdd = calloc(1, sizeof *zdd);
	if (!zdd)
		return NULL;
	zdd->capacity = 64;
	zdd->node = malloc(zdd->capacity * sizeof *zdd->node);
	if (!zdd->node) {
		free(zdd);
		return NULL;
	}
	zdd->node[0] = (struct zdd_node){.option = -1};
	zdd->node[1] = (struct zdd_node){.option = -1, .lo = 1, .hi = 1};
	zdd->count = 2;
	return zdd;
}

uint32_t zdd_add(struct dlx_zdd *zdd, int32_t option, uint32_t lo, uint32_t hi)
{
	if (zdd->count - 2 >= ZDD_MAX_NODES)
		return 0;
	if (zdd->count == zdd->capacity) {
		uint32_t capacity = zdd->capacity < ZDD_MAX_NODES ? zdd->capacity * 2 : ZDD_MAX_NODES + 2;
		struct zdd_node *node = realloc(zdd->node, capacity * sizeof *node);
		if (!node)
			return 0;
		zdd->node = node;
		zdd->capacity = capacity;
	}
	zdd->node[zdd->count] = (struct zdd_node){.option = option, .lo = lo, .hi = hi};
	return zdd->count++;
}

void dlx_zdd_destroy(struct dlx_zdd *zdd)
{
	if (!zdd)
		return;
	free(zdd->node);
	free(zdd);
}

size_t dlx_zdd_node_count(const struct dlx_zdd *zdd)
{
	return zdd ? zdd->count : 0;
}
