/*
 * enumerate.c - every solution of a diagram (dlx.h: dlx_zdd_enumerate):
 * a depth-first walk from the root over an explicit stack, LO before HI,
 * that hands over the options taken HI on each path to "true". Nodes
 * without solutions are skipped, so the walk's work grows with the
 * solutions it gives, not with the dead ends of the diagram.
 */
#include "zdd/zdd.h"

#include <stdlib.h>

/* A node on the path, and what it tried: 0 nothing yet, 1 LO, 2 HI. */
struct step {
	uint32_t node;
	int tried;
};

/*
 * The walk itself. A path visits each node at most once (children come
 * before parents in node[], so indices fall along it): zdd->count entries
 * bound both the path and the options taken.
 */
static int walk(const struct dlx_zdd *zdd, const uint64_t *count, struct step *path, int *chosen,
                dlx_solution_fn on_solution, void *user)
{
	size_t depth = 0;
	int taken = 0;
	path[depth++] = (struct step){zdd->root, 0};
	while (depth > 0) {
		struct step *s = &path[depth - 1];
		if (s->node < 2) {
			if (s->node == 1 && on_solution(user, chosen, taken) != 0)
				return 0;
			depth--;
			continue;
		}
		const struct zdd_node *n = &zdd->node[s->node];
		if (s->tried == 2) { /* both done: leave, and drop this node's option */
			taken--;
			depth--;
			continue;
		}
		uint32_t next = s->tried == 0 ? n->lo : n->hi;
		if (s->tried++ == 1)
			chosen[taken++] = n->option; /* from here on the path takes it */
		if (count[next] > 0)
			path[depth++] = (struct step){next, 0};
	}
	return 0;
}

int dlx_zdd_enumerate(const struct dlx_zdd *zdd, dlx_solution_fn on_solution, void *user)
{
	if (!zdd || !on_solution)
		return DLX_EINVAL;
	uint64_t *count = zdd_small_counts(zdd);
	struct step *path = malloc(zdd->count * sizeof *path);
	int *chosen = malloc(zdd->count * sizeof *chosen);
	int err = count && path && chosen ? 0 : DLX_ENOMEM;
	if (err == 0 && count[zdd->root] > 0)
		err = walk(zdd, count, path, chosen, on_solution, user);
	free(count);
	free(path);
	free(chosen);
	return err;
}
