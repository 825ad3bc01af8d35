/*
 * dot.c - a diagram as a Graphviz graph (dlx.h: dlx_zdd_write_dot), drawn
 * as ZDDs are drawn in the literature: one node a branch node, labelled
 * with its option; its LO branch dashed, its HI branch solid; the sinks as
 * boxes "0" and "1", side by side at the bottom. Node n<K> is node K of
 * zdd->node (children before parents, so the text reads bottom up).
 *
 * A sink that nothing leads to is left out (the lone "0" is the diagram of
 * a problem without solutions), so every node drawn belongs to the picture.
 */
#include "zdd/out.h"
#include "zdd/zdd.h"

#include <stdbool.h>
#include <string.h>

/* A label as the inside of a DOT string: '"' and '\' escaped, a control byte a blank. */
static void put_escaped(struct zdd_out *out, const char *text)
{
	while (*text) {
		size_t plain = strcspn(text, "\"\\\n\r\t");
		out_text(out, text, plain);
		text += plain;
		if (*text == '"' || *text == '\\')
			out_format(out, "\\%c", *text++);
		else if (*text) {
			out_text(out, " ", 1);
			text++;
		}
	}
}

static void put_branch(struct zdd_out *out, const struct dlx_zdd *zdd, uint32_t k,
                       const char *const *labels, int label_count)
{
	const struct zdd_node *n = &zdd->node[k];
	out_format(out, "  n%x [label=\"", (unsigned)k);
	if (n->option < label_count && labels[n->option])
		put_escaped(out, labels[n->option]);
	else
		out_format(out, "#%ld", (long)n->option + 1);
	out_format(out, "\"];\n  n%x -> n%x [style=dashed];\n  n%x -> n%x;\n", (unsigned)k,
	           (unsigned)n->lo, (unsigned)k, (unsigned)n->hi);
}

/* Which sinks some branch (or the root mark) leads to. */
static void sinks_used(const struct dlx_zdd *zdd, bool used[2])
{
	used[0] = used[1] = false;
	if (zdd->root < 2)
		used[zdd->root] = true;
	for (uint32_t k = 2; k < zdd->count; k++) {
		const struct zdd_node *n = &zdd->node[k];
		if (n->lo < 2)
			used[n->lo] = true;
		if (n->hi < 2)
			used[n->hi] = true;
	}
}

int dlx_zdd_write_dot(const struct dlx_zdd *zdd, const char *const *labels, int label_count,
                      dlx_write_fn write, void *user)
{
	if (!zdd || !write || label_count < 0 || (label_count > 0 && !labels))
		return DLX_EINVAL;
	struct zdd_out out = {.write = write, .user = user};
	bool used[2];
	sinks_used(zdd, used);
	out_format(&out, "digraph zdd {\n  node [fontname=\"monospace\"];\n");
	for (uint32_t sink = 0; sink < 2; sink++)
		if (used[sink])
			out_format(&out, "  n%x [label=\"%x\", shape=box];\n", (unsigned)sink, (unsigned)sink);
	for (uint32_t k = 2; k < zdd->count && out.error == 0; k++)
		put_branch(&out, zdd, k, labels, label_count);
	/* the sinks on one rank, below every branch node */
	out_format(&out, "  { rank=sink;%s%s }\n}\n", used[0] ? " n0;" : "", used[1] ? " n1;" : "");
	return out_finish(&out);
}
