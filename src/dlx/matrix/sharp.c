/*
 * sharp.c - marking the primary items that DLX_ORDER_SHARP prefers (dlx.h:
 * dlx_set_sharp). The engine knows no names: the reader marks the items
 * whose names start with '#', as Knuth's DLX2-SHARP and DLX3-SHARP look at
 * the name itself.
 */
#include "matrix/problem.h"

int dlx_set_sharp(struct dlx_problem *pb, int item, bool sharp)
{
	if (!pb)
		return DLX_EINVAL;
	if (item < 0 || item >= pb->primary)
		return DLX_EITEM;
	pb->sharp[item + 1] = sharp;
	return 0;
}
