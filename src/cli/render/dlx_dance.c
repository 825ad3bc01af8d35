/*
 * dlx_dance.c - replays the covers and uncovers of a search (see dlx_dance.h).
 *
 * The engine (src/dlx/search.c) at level L: CHOOSE item i, cover i unless it
 * has no options; for each option r of i: TRY r, commit the rest of r (its
 * items right of i, wrapping round: cover, or purify a coloured secondary
 * item unless it already is purified for that colour), go down, and on the
 * way back uncommit the rest of r in reverse; then uncover i and BACKTRACK.
 * Every uncover undoes the newest cover still standing, so a stack of covers,
 * each remembering where its hidden options start on a stack of hidden
 * options, replays it: TRY pops back to the item's cover before committing
 * the next option, BACKTRACK pops the item's cover too.
 */
#include "dlx_dance.h"

#include <stdlib.h>
#include <string.h>

static void *table(size_t count, size_t size)
{
	return calloc(count ? count : 1, size);
}

/* Builds first/members: the options holding each item, in input order. */
static bool index_items(struct dance *d)
{
	const struct dlx_problem *pb = d->problem;
	int total = 0;
	d->first = table((size_t)d->items + 1, sizeof *d->first);
	if (!d->first)
		return false;
	for (int o = 0; o < d->options; o++) {
		int size = dlx_option_items(pb, o, d->scratch, NULL, d->items);
		for (int k = 0; k < size; k++)
			d->first[d->scratch[k] + 1]++;
		total += size;
	}
	for (int x = 0; x < d->items; x++)
		d->first[x + 1] += d->first[x];
	d->members = table((size_t)total, sizeof *d->members);
	d->member_colors = table((size_t)total, sizeof *d->member_colors);
	int *fill = table((size_t)d->items, sizeof *fill);
	bool ok = d->members && d->member_colors && fill;
	for (int o = 0; ok && o < d->options; o++) {
		int size = dlx_option_items(pb, o, d->scratch, d->scratch_colors, d->items);
		for (int k = 0; k < size; k++) {
			int x = d->scratch[k], at = d->first[x] + fill[x]++;
			d->members[at] = o;
			d->member_colors[at] = d->scratch_colors[k];
		}
	}
	free(fill);
	return ok;
}

bool dance_init(struct dance *d, const struct dlx_problem *problem, dance_fn on_change, void *user)
{
	*d = (struct dance){.problem = problem, .on_change = on_change, .user = user};
	d->items = dlx_primary_count(problem) + dlx_secondary_count(problem);
	d->options = dlx_option_count(problem);
	d->depth = dlx_primary_count(problem) + 1;
	size_t items = (size_t)d->items, levels = (size_t)d->depth;
	d->scratch = table(items, sizeof *d->scratch);
	d->scratch_colors = table(items, sizeof *d->scratch_colors);
	d->hidden = table((size_t)d->options, sizeof *d->hidden);
	d->covered = table(items, sizeof *d->covered);
	d->hide_stack = table((size_t)d->options, sizeof *d->hide_stack);
	d->restored = table((size_t)d->options, sizeof *d->restored);
	d->cover_item = table(items, sizeof *d->cover_item);
	d->cover_mark = table(items, sizeof *d->cover_mark);
	d->item_mark = table(levels, sizeof *d->item_mark);
	d->try_mark = table(levels, sizeof *d->try_mark);
	d->tried = table(levels, sizeof *d->tried);
	bool ok = d->scratch && d->scratch_colors && d->hidden && d->covered && d->hide_stack && d->restored &&
	          d->cover_item && d->cover_mark && d->item_mark && d->try_mark && d->tried;
	if (!ok || !index_items(d)) {
		dance_finish(d);
		return false;
	}
	return true;
}

void dance_finish(struct dance *d)
{
	free(d->first);
	free(d->members);
	free(d->member_colors);
	free(d->hidden);
	free(d->covered);
	free(d->hide_stack);
	free(d->restored);
	free(d->cover_item);
	free(d->cover_mark);
	free(d->item_mark);
	free(d->try_mark);
	free(d->tried);
	free(d->scratch);
	free(d->scratch_colors);
	*d = (struct dance){0};
}

/* Covers item x (color 0) or purifies it for `color`: hides the active options that clash. */
static void cover(struct dance *d, int level, int x, int color)
{
	if (d->cover_top >= d->items)
		return; /* cannot happen: an item is covered once at a time */
	int start = d->hide_top;
	for (int k = d->first[x]; k < d->first[x + 1]; k++) {
		int o = d->members[k];
		if (d->hidden[o] || (color > 0 && d->member_colors[k] == color))
			continue;
		d->hidden[o] = true;
		d->hide_stack[d->hide_top++] = o;
	}
	d->covered[x] = color > 0 ? color : -1;
	d->cover_item[d->cover_top] = x;
	d->cover_mark[d->cover_top++] = start;
	if (d->on_change)
		d->on_change(d->user, DANCE_COVER, level, x, color, d->hide_stack + start,
		             d->hide_top - start);
}

/* Undoes covers, newest first, until `mark` covers remain. */
static void uncover_to(struct dance *d, int level, int mark)
{
	while (d->cover_top > mark) {
		int at = --d->cover_top, x = d->cover_item[at], start = d->cover_mark[at];
		int count = d->hide_top - start, *restored = d->restored;
		for (int k = 0; k < count; k++) {
			int o = d->hide_stack[--d->hide_top];
			d->hidden[o] = false;
			restored[k] = o;
		}
		int color = d->covered[x] > 0 ? d->covered[x] : 0;
		d->covered[x] = 0;
		if (d->on_change)
			d->on_change(d->user, DANCE_UNCOVER, level, x, color, restored, count);
	}
}

/* The number of active options holding item x. */
static int active_options(const struct dance *d, int x)
{
	int count = 0;
	for (int k = d->first[x]; k < d->first[x + 1]; k++)
		count += !d->hidden[d->members[k]];
	return count;
}

/* Commits option `option` chosen for item `item`: its other items, right of item, wrapping. */
static void commit(struct dance *d, int level, int option, int item)
{
	int *items = d->scratch, *colors = d->scratch_colors;
	int size = dlx_option_items(d->problem, option, items, colors, d->items);
	int at = 0;
	while (at < size && items[at] != item)
		at++;
	for (int step = 1; step < size; step++) {
		int k = (at + step) % size, x = items[k];
		if (colors[k] > 0 && d->covered[x] == colors[k])
			continue; /* already purified for this colour: the engine skips it too */
		cover(d, level, x, colors[k]);
	}
}

void dance_event(struct dance *d, enum dlx_event event, int level, int item, int option, int count)
{
	if (level < 0 || level >= d->depth) {
		d->lost = true;
		return;
	}
	switch (event) {
	case DLX_EVENT_CHOOSE:
		if (active_options(d, item) != count)
			d->lost = true;
		d->tried[level] = -1;
		d->length = level;
		d->item_mark[level] = d->cover_top;
		if (count > 0)
			cover(d, level, item, 0);
		d->try_mark[level] = d->cover_top;
		break;
	case DLX_EVENT_TRY:
		uncover_to(d, level, d->try_mark[level]);
		d->tried[level] = option;
		d->length = level + 1;
		commit(d, level, option, item);
		break;
	case DLX_EVENT_SOLUTION:
		d->length = level;
		break;
	case DLX_EVENT_BACKTRACK:
		uncover_to(d, level, d->item_mark[level]);
		d->tried[level] = -1;
		d->length = level;
		break;
	case DLX_EVENT_SKIP: /* Algorithm M's: the replay follows Algorithm X alone */
		d->lost = true;
		break;
	}
}
