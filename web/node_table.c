/*
 * node_table.c - Knuth's node table, covered and uncovered as DLX1 does it
 * (see node_table.h). Every write goes through set(), which notes the field
 * so the page can mark the links a step cut or restored.
 */
#include "node_table.h"

#include <stdlib.h>

#define FIELD_SHIFT 28

/* Room for one more entry of `*array` (`count` used of `*capacity`); false when memory runs out. */
static bool make_room(void **array, int count, int *capacity, size_t size)
{
	if (count < *capacity)
		return true;
	int grown_capacity = *capacity ? 2 * *capacity : 64;
	void *grown = realloc(*array, (size_t)grown_capacity * size);
	if (!grown)
		return false;
	*array = grown;
	*capacity = grown_capacity;
	return true;
}

static void note(struct node_table *t, enum node_field field, int index, int value)
{
	if (!t->watching)
		return;
	int capacity = t->changed_capacity;
	if (!make_room((void **)&t->changed, t->changed_count, &capacity, sizeof *t->changed) ||
	    !make_room((void **)&t->written, t->changed_count, &t->changed_capacity, sizeof *t->written)) {
		t->failed = true;
		return;
	}
	t->changed[t->changed_count] = (int)field << FIELD_SHIFT | index;
	t->written[t->changed_count++] = value;
}

/* The option holding node q (not a header): its spacer below gives it as -TOP - 1. */
static int option_of(const struct node_table *t, int q)
{
	while (t->top[q] > 0)
		q++;
	return -t->top[q] - 1;
}

/* Starts a link step: the writes from here on are its own. */
static void begin_move(struct node_table *t, int node, int option)
{
	if (!t->watching)
		return;
	if (!make_room((void **)&t->moves, t->move_count, &t->move_capacity, sizeof *t->moves)) {
		t->failed = true;
		return;
	}
	t->moves[t->move_count++] = (struct node_move){.item = t->item_now, .node = node,
	                                               .option = option, .restore = t->restoring,
	                                               .first = t->changed_count};
}

static void set(struct node_table *t, enum node_field field, int index, int value)
{
	int *column[] = {t->llink, t->rlink, t->ulink, t->dlink, t->top, t->color, t->bound};
	column[field][index] = value;
	note(t, field, index, value);
}

/* Links items first..last in a circle through `head`. */
static void link_items(struct node_table *t, int head, int first, int last)
{
	int prev = head;
	for (int x = first; x <= last; x++) {
		t->llink[x] = prev;
		t->rlink[prev] = x;
		prev = x;
	}
	t->rlink[prev] = head;
	t->llink[head] = prev;
}

/* Appends node q for item x at the bottom of x's list. */
static void append_node(struct node_table *t, int q, int x)
{
	t->top[q] = x;
	t->top[x]++; /* LEN */
	t->ulink[q] = t->ulink[x];
	t->dlink[q] = x;
	t->dlink[t->ulink[x]] = q;
	t->ulink[x] = q;
}

/* BOUND and SLACK of the primary items as they start: the upper bound, and upper less lower. */
static void fill_bounds(struct node_table *t, const struct dlx_problem *problem)
{
	t->bounds = dlx_has_bounds(problem);
	for (int x = 1; x <= t->primary; x++) {
		int lower, upper;
		dlx_item_bounds(problem, x - 1, &lower, &upper);
		t->bound[x] = upper;
		t->slack[x] = upper - lower;
	}
}

static bool fill(struct node_table *t, const struct dlx_problem *problem, int *items, int *colors)
{
	int n = t->items;
	fill_bounds(t, problem);
	link_items(t, 0, 1, t->primary);
	link_items(t, n + 1, t->primary + 1, n);
	for (int x = 1; x <= n; x++) {
		t->ulink[x] = t->dlink[x] = x;
		t->top[x] = 0;
	}
	int spacer = n + 1, options = dlx_option_count(problem);
	t->top[spacer] = 0;
	for (int k = 0; k < options; k++) {
		int size = dlx_option_items(problem, k, items, colors, n);
		if (size < 0 || size > n)
			return false;
		for (int j = 0; j < size; j++) {
			append_node(t, spacer + 1 + j, items[j] + 1);
			t->color[spacer + 1 + j] = colors[j];
			t->colors |= colors[j] > 0;
		}
		t->dlink[spacer] = spacer + size; /* last node of the option after it */
		spacer += size + 1;
		t->top[spacer] = -(k + 1);
		t->ulink[spacer] = spacer - size; /* first node of the option before it */
	}
	t->dlink[spacer] = 0;
	return true;
}

bool node_table_init(struct node_table *table, const struct dlx_problem *problem)
{
	struct node_table *t = table;
	*t = (struct node_table){0};
	t->primary = dlx_primary_count(problem);
	t->items = t->primary + dlx_secondary_count(problem);
	size_t items = (size_t)t->items + 2;
	int *scratch = calloc(2 * items, sizeof *scratch);
	int options = dlx_option_count(problem), size = 0;
	for (int k = 0; k < options && scratch; k++)
		size += dlx_option_items(problem, k, scratch, NULL, t->items);
	t->nodes = t->items + 2 + size + options;
	size_t nodes = (size_t)t->nodes;
	t->llink = calloc(items, sizeof *t->llink);
	t->rlink = calloc(items, sizeof *t->rlink);
	t->bound = calloc(items, sizeof *t->bound);
	t->slack = calloc(items, sizeof *t->slack);
	t->ulink = calloc(nodes, sizeof *t->ulink);
	t->dlink = calloc(nodes, sizeof *t->dlink);
	t->top = calloc(nodes, sizeof *t->top);
	t->color = calloc(nodes, sizeof *t->color);
	bool ok = t->llink && t->rlink && t->bound && t->slack && t->ulink && t->dlink && t->top && t->color && scratch &&
	          fill(t, problem, scratch, scratch + items);
	free(scratch);
	if (!ok)
		node_table_finish(t);
	return ok;
}

void node_table_finish(struct node_table *table)
{
	free(table->llink);
	free(table->rlink);
	free(table->bound);
	free(table->slack);
	free(table->ulink);
	free(table->dlink);
	free(table->top);
	free(table->color);
	free(table->changed);
	free(table->written);
	free(table->moves);
	*table = (struct node_table){0};
}

/*
 * Takes option p's nodes other than p out of their lists (Knuth's hide; as
 * DLX2's, it leaves a node marked by a purify in place: its item is
 * purified, out of the list of items, and the node has the colour wanted).
 */
static void hide(struct node_table *t, int p)
{
	for (int q = p + 1; q != p;) {
		int x = t->top[q], u = t->ulink[q], d = t->dlink[q];
		if (x <= 0) {
			q = u; /* a spacer: back to the option's first node */
			continue;
		}
		if (t->color[q] < 0) {
			q++;
			continue;
		}
		begin_move(t, q, option_of(t, q));
		set(t, FIELD_DLINK, u, d);
		set(t, FIELD_ULINK, d, u);
		set(t, FIELD_TOP, x, t->top[x] - 1);
		q++;
	}
}

/* Puts them back in the reverse order (Knuth's unhide). */
static void unhide(struct node_table *t, int p)
{
	for (int q = p - 1; q != p;) {
		int x = t->top[q], u = t->ulink[q], d = t->dlink[q];
		if (x <= 0) {
			q = d; /* a spacer: on to the option's last node */
			continue;
		}
		if (t->color[q] < 0) {
			q--;
			continue;
		}
		begin_move(t, q, option_of(t, q));
		set(t, FIELD_DLINK, u, q);
		set(t, FIELD_ULINK, d, q);
		set(t, FIELD_TOP, x, t->top[x] + 1);
		q--;
	}
}

void node_table_cover(struct node_table *t, int item)
{
	t->item_now = item;
	t->restoring = false;
	for (int p = t->dlink[item]; p != item; p = t->dlink[p])
		hide(t, p);
	int l = t->llink[item], r = t->rlink[item];
	begin_move(t, item, -1);
	set(t, FIELD_RLINK, l, r);
	set(t, FIELD_LLINK, r, l);
}

void node_table_uncover(struct node_table *t, int item)
{
	t->item_now = item;
	t->restoring = true;
	int l = t->llink[item], r = t->rlink[item];
	begin_move(t, item, -1);
	set(t, FIELD_RLINK, l, item);
	set(t, FIELD_LLINK, r, item);
	for (int p = t->ulink[item]; p != item; p = t->ulink[p])
		unhide(t, p);
}

void node_table_purify(struct node_table *t, int item, int color)
{
	t->item_now = item;
	t->restoring = false;
	for (int p = t->dlink[item]; p != item; p = t->dlink[p]) {
		if (t->color[p] == color) {
			begin_move(t, p, option_of(t, p));
			set(t, FIELD_COLOR, p, -1);
		} else {
			hide(t, p);
		}
	}
}

/* Purify undone in the reverse order, from the bottom of the list up. */
void node_table_unpurify(struct node_table *t, int item, int color)
{
	t->item_now = item;
	t->restoring = true;
	for (int p = t->ulink[item]; p != item; p = t->ulink[p]) {
		if (t->color[p] < 0) {
			begin_move(t, p, option_of(t, p));
			set(t, FIELD_COLOR, p, color);
		} else {
			unhide(t, p);
		}
	}
}

void node_table_bound(struct node_table *t, int item, int bound)
{
	if (t->bound[item] == bound)
		return;
	t->item_now = item;
	t->restoring = bound > t->bound[item];
	begin_move(t, item, -2);
	set(t, FIELD_BOUND, item, bound);
}

void node_table_watch(struct node_table *table)
{
	table->changed_count = 0;
	table->move_count = 0;
	table->watching = true;
}
