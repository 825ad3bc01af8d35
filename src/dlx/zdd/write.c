/*
 * write.c - a diagram in DLX6's text form (dlx.h: dlx_zdd_write): a line
 * "N: (~O?L:H)" a branch node, in index order (children first), node
 * numbers in hexadecimal, option numbers in decimal from 1, then the root
 * mark, numbered one past the last node, that points to the top node.
 */
#include "zdd/out.h"
#include "zdd/zdd.h"

static void put_line(struct zdd_out *out, uint32_t number, int64_t option, uint32_t lo, uint32_t hi)
{
	out_format(out, "%x: (~%lld?%x:%x)\n", (unsigned)number, (long long)option, (unsigned)lo,
	           (unsigned)hi);
}

int dlx_zdd_write(const struct dlx_zdd *zdd, dlx_write_fn write, void *user)
{
	if (!zdd || !write)
		return DLX_EINVAL;
	struct zdd_out out = {.write = write, .user = user};
	for (uint32_t k = 2; k < zdd->count && out.error == 0; k++) {
		const struct zdd_node *n = &zdd->node[k];
		put_line(&out, k, (int64_t)n->option + 1, n->lo, n->hi);
	}
	put_line(&out, zdd->count, 0, 0, zdd->root);
	return out_finish(&out);
}
