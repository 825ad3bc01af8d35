/*
 * cost_matrix.c - builds the costed search's working copy (cost_matrix.h):
 * the options still open, their net costs after Knuth's taxes, item lists
 * sorted by cost, and the groups of items that no option joins.
 */
#include "matrix/cost_matrix.h"

#include <stdlib.h>
#include <string.h>

/* Work allowed for finding the groups (steps round options): beyond it, no groups. */
#define GROUP_BUDGET (INT64_C(1) << 26)

/* What the requirements fixed: per item 0 free, -1 used whole, > 0 coloured. */
struct fixed {
	int32_t *item;   /* pb->items entries, by public item number */
	bool *excluded;  /* pb->options entries */
	bool *required;
	int *items, *colors; /* one option's items and colours, read back */
};

static int64_t option_cost(const struct dlx_problem *pb, int option)
{
	return option < pb->cost_count ? pb->cost[option] : 0;
}

/* Adds b to *a unless the sum passes INT64_MAX (both >= 0). */
static bool add_cost(int64_t *a, int64_t b)
{
	if (b > INT64_MAX - *a)
		return false;
	*a += b;
	return true;
}

/* Marks what the requirements fix, and adds the required options' costs to m->base. */
static int read_requirements(struct cost_matrix *m, const struct dlx_problem *pb,
                             struct fixed *f)
{
	for (int32_t r = 0; r < pb->required_count; r++) {
		int32_t first = pb->required[r] > 0 ? pb->required[r] : -pb->required[r];
		int32_t q = first;
		while (pb->node[q].top > 0)
			q++;
		int option = -pb->node[q].top - 1;
		if (pb->required[r] < 0) {
			f->excluded[option] = true;
			continue;
		}
		f->required[option] = true;
		m->required[m->required_count++] = option;
		if (!add_cost(&m->base, option_cost(pb, option)))
			return DLX_ERANGE;
		int size = dlx_option_items(pb, option, f->items, f->colors, pb->items);
		for (int k = 0; k < size; k++)
			f->item[f->items[k]] = f->colors[k] > 0 ? f->colors[k] : -1;
	}
	return 0;
}

/*
 * Whether option `option` (its items and colours read into f) can still
 * be chosen: compatible with the requirements, and with a primary item
 * that they leave open. Returns its size, or 0.
 */
static int open_option(const struct dlx_problem *pb, struct fixed *f, int option)
{
	if (f->excluded[option] || f->required[option])
		return 0;
	int size = dlx_option_items(pb, option, f->items, f->colors, pb->items);
	int primaries = 0;
	for (int k = 0; k < size; k++) {
		int32_t fix = f->item[f->items[k]];
		if (fix < 0 || (fix > 0 && f->colors[k] != fix))
			return 0;
		primaries += f->items[k] < pb->primary;
	}
	return primaries > 0 ? size : 0;
}

/* Appends node n for item x (internal number) at the bottom of x's list. */
static void append_node(struct cost_matrix *m, int32_t n, int32_t x, int32_t color, int64_t cost)
{
	struct cost_node *node = m->node;
	int32_t bottom = node[x].up;
	node[n] = (struct cost_node){.up = bottom, .down = x, .top = x, .color = color, .cost = cost};
	node[bottom].down = n;
	node[x].up = n;
	if (x <= m->primary)
		m->len[x]++;
}

/* Copies every open option, nodes on fixed items left out. */
static int copy_options(struct cost_matrix *m, const struct dlx_problem *pb, struct fixed *f)
{
	struct cost_node *node = m->node;
	int32_t q = m->items + 1; /* the first spacer */
	node[q] = (struct cost_node){0};
	int64_t total = m->base;
	for (int o = 0; o < pb->options; o++) {
		int size = open_option(pb, f, o);
		if (size == 0)
			continue;
		int64_t cost = option_cost(pb, o);
		if (!add_cost(&total, cost))
			return DLX_ERANGE;
		int32_t spacer = q;
		for (int k = 0; k < size; k++)
			if (f->item[f->items[k]] == 0)
				append_node(m, ++q, f->items[k] + 1, f->colors[k], cost);
		node[spacer].down = q;
		q++;
		node[q] = (struct cost_node){.up = spacer + 1, .top = -(o + 1)};
	}
	m->node_count = q + 1;
	return 0;
}

/* The next node round p's option (from a spacer, back to the option's first node). */
static int32_t next_in_option(const struct cost_node *node, int32_t q)
{
	q++;
	return node[q].top <= 0 ? node[q].up : q;
}

/*
 * Knuth's taxes: each open primary item in turn is taxed the least net
 * cost on its list, taken off every option on it (the node p included, so
 * the walk round the option ends after p itself).
 */
static void assess_taxes(struct cost_matrix *m)
{
	struct cost_node *node = m->node;
	for (int32_t x = m->next[0]; x != 0; x = m->next[x]) {
		int64_t least = INT64_MAX;
		for (int32_t p = node[x].down; p != x; p = node[p].down)
			if (node[p].cost < least)
				least = node[p].cost;
		if (least == INT64_MAX || least == 0)
			continue; /* an empty list: the search finds it dead at once */
		m->base += least; /* cannot pass the total checked in copy_options */
		for (int32_t p = node[x].down; p != x; p = node[p].down) {
			int32_t q = p;
			do {
				q = next_in_option(node, q);
				node[q].cost -= least;
			} while (q != p);
		}
	}
}

static int by_cost(const void *a, const void *b)
{
	const struct cost_node *const *x = a, *const *y = b;
	if ((*x)->cost != (*y)->cost)
		return (*x)->cost < (*y)->cost ? -1 : 1;
	return (*x < *y) ? -1 : (*x > *y); /* option order: the nodes were appended in it */
}

/* Sorts every item's list by net cost, cheapest first. 0 or DLX_ENOMEM. */
static int sort_lists(struct cost_matrix *m)
{
	struct cost_node *node = m->node;
	int32_t longest = 0;
	for (int32_t x = 1; x <= m->items; x++) {
		int32_t n = 0;
		for (int32_t p = node[x].down; p != x; p = node[p].down)
			n++;
		if (n > longest)
			longest = n;
	}
	struct cost_node **list = malloc(((size_t)longest + 1) * sizeof *list);
	if (!list)
		return DLX_ENOMEM;
	for (int32_t x = 1; x <= m->items; x++) {
		size_t n = 0;
		for (int32_t p = node[x].down; p != x; p = node[p].down)
			list[n++] = &node[p];
		qsort(list, n, sizeof *list, by_cost);
		int32_t above = x;
		for (size_t k = 0; k < n; k++) {
			int32_t p = (int32_t)(list[k] - node);
			node[above].down = p;
			node[p].up = above;
			above = p;
		}
		node[above].down = x;
		node[x].up = above;
	}
	free(list);
	return 0;
}

/*
 * Greedy groups: each open primary item, in order, joins the first group
 * that holds no item sharing an option with it (a bit mask of the groups
 * of the items met round its options); an item that fits none of the 64
 * stays out (-1). The pieces of a polyomino puzzle come first in its item
 * line, share no option, and so make group 0.
 */
static void find_groups(struct cost_matrix *m)
{
	struct cost_node *node = m->node;
	int64_t steps = 0;
	memset(m->group, -1, (size_t)m->primary + 1);
	for (int32_t x = m->next[0]; x != 0; x = m->next[x]) {
		uint64_t taken = 0;
		for (int32_t p = node[x].down; p != x; p = node[p].down)
			for (int32_t q = next_in_option(node, p); q != p; q = next_in_option(node, q)) {
				int32_t y = node[q].top;
				if (y <= m->primary && m->group[y] >= 0)
					taken |= UINT64_C(1) << m->group[y];
				steps++;
			}
		if (steps > GROUP_BUDGET)
			return;
		if (~taken == 0)
			continue;
		int g = 0;
		while (taken >> g & 1)
			g++;
		m->group[x] = (int8_t)g;
		if (g + 1 > m->groups)
			m->groups = g + 1;
	}
}

/* No colour left in the copy: every colour field becomes the right link. */
static void link_right(struct cost_matrix *m)
{
	struct cost_node *node = m->node;
	for (int32_t q = m->items + 2; q < m->node_count; q++)
		if (node[q].color != 0)
			return;
	for (int32_t q = m->items + 2; q < m->node_count; q++)
		if (node[q].top > 0)
			node[q].right = next_in_option(node, q);
	m->plain = true;
}

/* Links the primary items that no requirement covered into the active list. */
static void link_active(struct cost_matrix *m, const struct fixed *f)
{
	int32_t last = 0;
	m->active = 0;
	for (int32_t x = 1; x <= m->primary; x++) {
		if (f->item[x - 1] != 0)
			continue;
		m->next[last] = x;
		m->prev[x] = last;
		last = x;
		m->active++;
	}
	m->next[last] = 0;
	m->prev[0] = last;
}

static int allocate(struct cost_matrix *m, const struct dlx_problem *pb, struct fixed *f)
{
	size_t items = (size_t)pb->items + 2, options = (size_t)pb->options + 1;
	*m = (struct cost_matrix){.primary = pb->primary, .items = pb->items};
	m->node = malloc((size_t)pb->node_count * sizeof *m->node);
	m->prev = malloc(items * sizeof *m->prev);
	m->next = malloc(items * sizeof *m->next);
	m->len = calloc(items, sizeof *m->len);
	m->group = malloc(items);
	m->required = malloc(((size_t)pb->required_count + 1) * sizeof *m->required);
	f->item = calloc(items, sizeof *f->item);
	f->excluded = calloc(options, sizeof *f->excluded);
	f->required = calloc(options, sizeof *f->required);
	f->items = malloc(items * sizeof *f->items);
	f->colors = malloc(items * sizeof *f->colors);
	if (!m->node || !m->prev || !m->next || !m->len || !m->group || !m->required || !f->item ||
	    !f->excluded || !f->required || !f->items || !f->colors)
		return DLX_ENOMEM;
	for (int32_t x = 1; x <= m->items; x++)
		m->node[x] = (struct cost_node){.up = x, .down = x, .top = x};
	return 0;
}

/*
 * node[] as built, split into the arrays the searches dance on (spacers
 * too), then freed: the searches read link[], cell[] and costs[] alone.
 */
static int split_nodes(struct cost_matrix *m)
{
	size_t count = (size_t)m->node_count;
	m->link = malloc(count * sizeof *m->link);
	m->cell = malloc(count * sizeof *m->cell);
	m->costs = malloc(count * sizeof *m->costs);
	if (!m->link || !m->cell || !m->costs)
		return DLX_ENOMEM;
	for (size_t q = 0; q < count; q++) {
		const struct cost_node *n = &m->node[q];
		m->link[q] = (struct cost_link){.up = n->up, .down = n->down};
		m->cell[q] = (struct cost_cell){.top = n->top, .color = n->color};
		m->costs[q] = q >= 1 && q <= (size_t)m->items ? COST_HEAD : n->cost;
	}
	free(m->node);
	m->node = NULL;
	return 0;
}

int cost_matrix_build(struct cost_matrix *m, const struct dlx_problem *pb)
{
	struct fixed f = {0};
	int err = allocate(m, pb, &f);
	if (!err)
		err = read_requirements(m, pb, &f);
	if (!err)
		err = copy_options(m, pb, &f);
	if (!err) {
		link_active(m, &f);
		assess_taxes(m);
		err = sort_lists(m);
	}
	if (!err) {
		find_groups(m);
		link_right(m);
		err = split_nodes(m);
	}
	free(f.item);
	free(f.excluded);
	free(f.required);
	free(f.items);
	free(f.colors);
	if (err)
		cost_matrix_free(m);
	return err;
}

void cost_matrix_free(struct cost_matrix *m)
{
	free(m->node);
	free(m->link);
	free(m->cell);
	free(m->costs);
	free(m->prev);
	free(m->next);
	free(m->len);
	free(m->group);
	free(m->required);
	*m = (struct cost_matrix){0};
}
