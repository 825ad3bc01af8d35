/*
 * write.c - a diagram in DLX6's text form (dlx.h: dlx_zdd_write): a line
 * "N: (~O?L:H)" a branch node, in index order (children first), node
 * numbers in hexadecimal, option numbers in decimal from 1, then the root
 * mark, numbered one past the last node, that points to the top node.
 * Lines are gathered into a buffer and handed over a few kilobytes at a
 * time: one call a line would cost more than the formatting.
 */
#include "zdd/zdd.h"

#include <stdio.h>

#define CHUNK 4096
/* "ffffffff: (~2147483648?ffffffff:ffffffff)\n" with room to spare */
#define LINE_MAX_LENGTH 64

struct writer {
	dlx_write_fn write;
	void *user;
	char buffer[CHUNK];
	size_t used;
	int error;
};

static void flush(struct writer *w)
{
	if (w->used > 0 && w->error == 0 && w->write(w->user, w->buffer, w->used) != 0)
		w->error = DLX_EWRITE;
	w->used = 0;
}

static void put_line(struct writer *w, uint32_t number, int64_t option, uint32_t lo, uint32_t hi)
{
	if (w->used + LINE_MAX_LENGTH > CHUNK)
		flush(w);
	int n = snprintf(w->buffer + w->used, LINE_MAX_LENGTH, "%x: (~%lld?%x:%x)\n", (unsigned)number,
	                 (long long)option, (unsigned)lo, (unsigned)hi);
	w->used += (size_t)n;
}

int dlx_zdd_write(const struct dlx_zdd *zdd, dlx_write_fn write, void *user)
{
	if (!zdd || !write)
		return DLX_EINVAL;
	struct writer w = {.write = write, .user = user};
	for (uint32_t k = 2; k < zdd->count && w.error == 0; k++) {
		const struct zdd_node *n = &zdd->node[k];
		put_line(&w, k, (int64_t)n->option + 1, n->lo, n->hi);
	}
	put_line(&w, zdd->count, 0, 0, zdd->root);
	flush(&w);
	return w.error;
}
