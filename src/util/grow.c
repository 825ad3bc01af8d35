/*
 * grow.c - growing an array by doubling, within 32-bit indices.
 */
#include "grow.h"

#include "dlx.h"

#include <stdlib.h>

int grow_array(void **array, int32_t *capacity, int32_t needed, size_t size)
{
	if (needed <= *capacity)
		return 0;
	if (needed > MAX_INDEX)
		return DLX_ERANGE;
	int64_t wanted = (int64_t)*capacity * 2;
	if (wanted < needed)
		wanted = needed;
	if (wanted > MAX_INDEX)
		wanted = MAX_INDEX;
	void *bigger = realloc(*array, (size_t)wanted * size);
	if (!bigger)
		return DLX_ENOMEM;
	*array = bigger;
	*capacity = (int32_t)wanted;
	return 0;
}
