/*
 * dance.c - replays the covers and uncovers of a search (see dlx_dance.h),
 * through the public API of dlx.h alone.
 *
 * The engine (hooks/hooks.c) at level L: CHOOSE item i, cover i unless it
 * has no options; for each option r of i: TRY r, commit the rest of r (its
 * items right of i, wrapping round: cover, or purify a coloured secondary
 * item unless it already is purified for that colour), go down, and on the
 * way back uncommit the rest of r in reverse; then uncover i and BACKTRACK.
 * Every uncover undoes the newest cover still standing, so a stack of covers,
 * each remembering where its hidden options start on a stack of hidden
 * options, replays it: TRY pops back to the item's cover before committing
 * the next option, BACKTRACK pops the item's cover too.
 *
 * With bounds (Algorithm M, m/search_m.c): CHOOSE lowers i's bound by the
 * option it is about to take and covers i only when that reaches the
 * upper bound; otherwise each TRY first tweaks its option (hides it, on
 * the same stack, below the try's mark, so the next TRY keeps it hidden)
 * and BACKTRACK untweaks them all. Committing an option covers its other
 * primary items only as they reach their upper bounds. SKIP pops back to
 * the item's mark like a TRY and commits nothing.
 */
#include "dlx_dance.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct dlx_dance {
	const struct dlx_problem *problem;
	int primary, items, options, depth;
	bool bounded;          /* the problem has bounds: Algorithm M's moves */
	int *first, *members, *member_colors; /* options holding each item: members[first[x]..first[x+1]) */
	bool *hidden;          /* per option */
	int *covered;          /* per item: 0 active, -1 covered, c > 0 purified for colour c */
	int *hide_stack, hide_top;        /* hidden options, oldest first */
	int *restored;                    /* options an uncover restores, for on_change */
	int *cover_item, *cover_mark, cover_top; /* covers made, and hide_top before each */
	bool *cover_tweak;                /* per cover made: a tweak, not a cover */
	int cover_capacity;               /* items + options: a cover each, a tweak each */
	int *item_mark, *try_mark;        /* per level: cover_top before the item's cover / the try */
	int *tried;                       /* per level: option being tried, or -1 */
	int length;            /* the partial solution is tried[0 .. length-1] */
	int *scratch;                     /* an option's items */
	int *scratch_colors;
	int *taken;            /* per item: options of the partial solution holding it */
	int *lower, *upper;    /* per primary item, with bounds; NULL without */
	int *bound;            /* per primary item: DLX3's BOUND, upper less what the search took */
	int *slack;            /* per primary item: DLX3's SLACK, upper less lower */
	int *chosen;           /* per level: the item its CHOOSE lowered the bound of, or -1 */
	bool *tweaking;        /* per level: its item may take more, so its tries are tweaked */
	bool lost;             /* an event disagreed with the replay (the engine changed?) */
	dlx_dance_fn on_change; /* may be NULL */
	void *user;
};

static void *table(size_t count, size_t size)
{
	return calloc(count ? count : 1, size);
}

/* Builds first/members: the options holding each item, in input order. */
static bool index_items(struct dlx_dance *d)
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

/* The bounds of a problem that has any; false when memory runs out. */
static bool keep_bounds(struct dlx_dance *d)
{
	d->bounded = dlx_has_bounds(d->problem);
	if (!d->bounded)
		return true;
	d->lower = table((size_t)d->primary, sizeof *d->lower);
	d->upper = table((size_t)d->primary, sizeof *d->upper);
	if (!d->lower || !d->upper)
		return false;
	for (int x = 0; x < d->primary; x++)
		dlx_item_bounds(d->problem, x, &d->lower[x], &d->upper[x]);
	return true;
}

struct dlx_dance *dlx_dance_create(const struct dlx_problem *problem, dlx_dance_fn on_change,
                                   void *user)
{
	if (!problem)
		return NULL;
	struct dlx_dance *d = calloc(1, sizeof *d);
	if (!d)
		return NULL;
	*d = (struct dlx_dance){.problem = problem, .on_change = on_change, .user = user};
	d->primary = dlx_primary_count(problem);
	d->items = d->primary + dlx_secondary_count(problem);
	d->options = dlx_option_count(problem);
	d->depth = dlx_max_depth(problem) + 1; /* one more level for the leaf */
	d->cover_capacity = d->items + d->options;
	size_t items = (size_t)d->items, levels = (size_t)d->depth, covers = (size_t)d->cover_capacity;
	d->scratch = table(items, sizeof *d->scratch);
	d->scratch_colors = table(items, sizeof *d->scratch_colors);
	d->hidden = table((size_t)d->options, sizeof *d->hidden);
	d->covered = table(items, sizeof *d->covered);
	d->taken = table(items, sizeof *d->taken);
	d->hide_stack = table((size_t)d->options, sizeof *d->hide_stack);
	d->restored = table((size_t)d->options, sizeof *d->restored);
	d->cover_item = table(covers, sizeof *d->cover_item);
	d->cover_mark = table(covers, sizeof *d->cover_mark);
	d->cover_tweak = table(covers, sizeof *d->cover_tweak);
	d->tweaking = table(levels, sizeof *d->tweaking);
	d->item_mark = table(levels, sizeof *d->item_mark);
	d->try_mark = table(levels, sizeof *d->try_mark);
	d->tried = table(levels, sizeof *d->tried);
	d->chosen = table(levels, sizeof *d->chosen);
	d->bound = table((size_t)d->primary, sizeof *d->bound);
	d->slack = table((size_t)d->primary, sizeof *d->slack);
	bool ok = d->chosen && d->bound && d->slack && d->scratch && d->scratch_colors && d->hidden && d->covered && d->taken &&
	          d->hide_stack && d->restored && d->cover_item && d->cover_mark && d->cover_tweak &&
	          d->tweaking && d->item_mark && d->try_mark && d->tried;
	if (!ok || !keep_bounds(d) || !index_items(d)) {
		dlx_dance_destroy(d);
		return NULL;
	}
	for (int l = 0; l < d->depth; l++)
		d->tried[l] = d->chosen[l] = -1;
	for (int x = 0; x < d->primary; x++) {
		int lower;
		dlx_item_bounds(problem, x, &lower, &d->bound[x]);
		d->slack[x] = d->bound[x] - lower;
	}
	return d;
}

void dlx_dance_destroy(struct dlx_dance *d)
{
	if (!d)
		return;
	free(d->first);
	free(d->members);
	free(d->member_colors);
	free(d->hidden);
	free(d->covered);
	free(d->hide_stack);
	free(d->restored);
	free(d->cover_item);
	free(d->cover_mark);
	free(d->cover_tweak);
	free(d->tweaking);
	free(d->lower);
	free(d->upper);
	free(d->taken);
	free(d->item_mark);
	free(d->try_mark);
	free(d->tried);
	free(d->chosen);
	free(d->bound);
	free(d->slack);
	free(d->scratch);
	free(d->scratch_colors);
	free(d);
}

/* Starts an entry on the cover stack for item x; false when full (cannot happen). */
static bool push_cover(struct dlx_dance *d, int x, bool tweak)
{
	if (d->cover_top >= d->cover_capacity) {
		d->lost = true;
		return false;
	}
	d->cover_item[d->cover_top] = x;
	d->cover_tweak[d->cover_top] = tweak;
	d->cover_mark[d->cover_top++] = d->hide_top;
	return true;
}

static void hide(struct dlx_dance *d, int o)
{
	d->hidden[o] = true;
	d->hide_stack[d->hide_top++] = o;
}

/* Covers item x (color 0) or purifies it for `color`: hides the active options that clash. */
static void cover(struct dlx_dance *d, int level, int x, int color)
{
	int start = d->hide_top;
	if (!push_cover(d, x, false))
		return;
	for (int k = d->first[x]; k < d->first[x + 1]; k++) {
		int o = d->members[k];
		if (!d->hidden[o] && !(color > 0 && d->member_colors[k] == color))
			hide(d, o);
	}
	d->covered[x] = color > 0 ? color : -1;
	if (d->on_change)
		d->on_change(d->user, DLX_DANCE_COVER, level, x, color, d->hide_stack + start,
		             d->hide_top - start);
}

/* Tweaks option o, tried on item x: hidden until the search backs up from x. */
static void tweak(struct dlx_dance *d, int level, int x, int o)
{
	int start = d->hide_top;
	if (!push_cover(d, x, true))
		return;
	if (!d->hidden[o])
		hide(d, o);
	if (d->on_change)
		d->on_change(d->user, DLX_DANCE_TWEAK, level, x, 0, d->hide_stack + start,
		             d->hide_top - start);
}

/* Undoes covers, newest first, until `mark` covers remain. */
static void uncover_to(struct dlx_dance *d, int level, int mark)
{
	while (d->cover_top > mark) {
		int at = --d->cover_top, x = d->cover_item[at], start = d->cover_mark[at];
		int count = d->hide_top - start, *restored = d->restored;
		for (int k = 0; k < count; k++) {
			int o = d->hide_stack[--d->hide_top];
			d->hidden[o] = false;
			restored[k] = o;
		}
		bool tweak = d->cover_tweak[at];
		int color = !tweak && d->covered[x] > 0 ? d->covered[x] : 0;
		if (!tweak)
			d->covered[x] = 0;
		if (d->on_change)
			d->on_change(d->user, tweak ? DLX_DANCE_UNTWEAK : DLX_DANCE_UNCOVER, level, x, color,
			             restored, count);
	}
}

/* The number of active options holding item x. */
static int active_options(const struct dlx_dance *d, int x)
{
	int count = 0;
	for (int k = d->first[x]; k < d->first[x + 1]; k++)
		count += !d->hidden[d->members[k]];
	return count;
}

/*
 * Item x's branching degree as Algorithm M counts it (m/search_m.c): its
 * active options, plus the "take no more" branch once its lower bound is
 * met, less those that would overshoot; never below 0.
 */
static int degree(const struct dlx_dance *d, int x)
{
	int bound = d->upper[x] - d->taken[x], slack = d->upper[x] - d->lower[x];
	int s = slack < bound ? slack : bound;
	int t = active_options(d, x) + s - bound + 1;
	return t > 0 ? t : 0;
}

/*
 * Adds `step` to the count of each item of option o (none for o < 0, a
 * skip), and takes it from the BOUND of each primary item but `item`,
 * whose bound its CHOOSE lowered.
 */
static void count_option(struct dlx_dance *d, int o, int item, int step)
{
	if (o < 0)
		return;
	int size = dlx_option_items(d->problem, o, d->scratch, NULL, d->items);
	for (int k = 0; k < size; k++) {
		int x = d->scratch[k];
		d->taken[x] += step;
		if (x < d->primary && x != item)
			d->bound[x] -= step;
	}
}

/* Whether committing an option covers item x: always, or for a primary item at its upper bound. */
static bool reaches_bound(const struct dlx_dance *d, int x)
{
	return !d->bounded || x >= d->primary || d->taken[x] >= d->upper[x];
}

/* Commits option `option` chosen for item `item`: its other items, right of item, wrapping. */
static void commit(struct dlx_dance *d, int level, int option, int item)
{
	count_option(d, option, item, 1);
	int *items = d->scratch, *colors = d->scratch_colors;
	int size = dlx_option_items(d->problem, option, items, colors, d->items);
	int at = 0;
	while (at < size && items[at] != item)
		at++;
	for (int step = 1; step < size; step++) {
		int k = (at + step) % size, x = items[k];
		if (colors[k] > 0 && d->covered[x] == colors[k])
			continue; /* already purified for this colour: the engine skips it too */
		if (reaches_bound(d, x))
			cover(d, level, x, colors[k]);
	}
}

/* CHOOSE: `item`, with `count` branches, at `level`. */
static void choose(struct dlx_dance *d, int level, int item, int count)
{
	if ((d->bounded ? degree(d, item) : active_options(d, item)) != count)
		d->lost = true;
	d->tried[level] = -1;
	d->length = level;
	d->item_mark[level] = d->cover_top;
	d->chosen[level] = count > 0 ? item : -1; /* a dead end goes back up before M4 */
	if (count > 0)
		d->bound[item]--;
	/* with bounds, the item is covered only if the option about to be taken is its last */
	d->tweaking[level] = d->bounded && d->taken[item] + 1 < d->upper[item];
	if (count > 0 && !d->tweaking[level])
		cover(d, level, item, 0);
	d->try_mark[level] = d->cover_top;
}

/* Undoes the level's last try (or skip): its commits and its count. */
static void untry(struct dlx_dance *d, int level)
{
	uncover_to(d, level, d->try_mark[level]);
	count_option(d, d->tried[level], d->chosen[level], -1);
	d->tried[level] = -1;
}

/* TRY `option` on `item` (option < 0: SKIP the item) at `level`. */
static void try_option(struct dlx_dance *d, int level, int item, int option)
{
	untry(d, level);
	d->length = level + 1;
	if (option < 0)
		return;
	if (d->tweaking[level]) {
		tweak(d, level, item, option);
		d->try_mark[level] = d->cover_top; /* the next try keeps this one hidden */
	}
	d->tried[level] = option;
	commit(d, level, option, item);
}

/* Whether the event's arguments name what it needs: 0, or the code that refuses it. */
static int check_event(const struct dlx_dance *d, enum dlx_event event, int level, int item,
                       int option)
{
	if (level < 0 || level >= d->depth)
		return DLX_EINVAL;
	switch (event) {
	case DLX_EVENT_CHOOSE:
	case DLX_EVENT_SKIP:
		return item >= 0 && item < d->primary ? 0 : DLX_EITEM;
	case DLX_EVENT_TRY:
		if (item < 0 || item >= d->primary)
			return DLX_EITEM;
		return option >= 0 && option < d->options ? 0 : DLX_EOPTION;
	case DLX_EVENT_SOLUTION:
	case DLX_EVENT_BACKTRACK:
		return 0;
	}
	return DLX_EINVAL;
}

int dlx_dance_event(struct dlx_dance *d, enum dlx_event event, int level, int item, int option,
                    int count)
{
	if (!d)
		return DLX_EINVAL;
	int code = check_event(d, event, level, item, option);
	if (code != 0) {
		d->lost = true;
		return code;
	}
	switch (event) {
	case DLX_EVENT_CHOOSE:
		choose(d, level, item, count);
		break;
	case DLX_EVENT_TRY:
		try_option(d, level, item, option);
		break;
	case DLX_EVENT_SKIP:
		if (!d->bounded)
			d->lost = true; /* only a problem with bounds skips */
		try_option(d, level, item, -1);
		break;
	case DLX_EVENT_SOLUTION:
		d->length = level;
		break;
	case DLX_EVENT_BACKTRACK:
		untry(d, level);
		uncover_to(d, level, d->item_mark[level]);
		if (d->chosen[level] >= 0)
			d->bound[d->chosen[level]]++; /* M8 gives the item its bound back */
		d->chosen[level] = -1;
		d->length = level;
		break;
	}
	return 0;
}

bool dlx_dance_lost(const struct dlx_dance *d)
{
	return d && d->lost;
}

/* 0 when `item` is an item of the replay's problem, or the code that refuses it. */
static int check_item(const struct dlx_dance *d, int item)
{
	if (!d)
		return DLX_EINVAL;
	return item >= 0 && item < d->items ? 0 : DLX_EITEM;
}

int dlx_dance_item_state(const struct dlx_dance *d, int item)
{
	int code = check_item(d, item);
	return code ? code : d->covered[item];
}

bool dlx_dance_hidden(const struct dlx_dance *d, int option)
{
	return d && option >= 0 && option < d->options && d->hidden[option];
}

int dlx_dance_partial(const struct dlx_dance *d, int *options, int capacity)
{
	if (!d || capacity < 0 || (!options && capacity > 0))
		return DLX_EINVAL;
	int count = d->length < capacity ? d->length : capacity;
	if (count > 0)
		memcpy(options, d->tried, (size_t)count * sizeof *options);
	return d->length;
}

int dlx_dance_taken(const struct dlx_dance *d, int item)
{
	int code = check_item(d, item);
	return code ? code : d->taken[item];
}

int dlx_dance_bounds_text(const struct dlx_dance *d, int item, char *buf, size_t size)
{
	if (!buf && size > 0)
		return DLX_EINVAL;
	int code = check_item(d, item);
	if (code)
		return code;
	if (!d->bounded || item >= d->primary)
		return snprintf(buf, size, "%s", "");
	return snprintf(buf, size, "%d/%d..%d", d->taken[item], d->lower[item], d->upper[item]);
}

int dlx_dance_bound(const struct dlx_dance *d, int item, int *bound, int *slack)
{
	int code = check_item(d, item);
	if (code)
		return code;
	if (item >= d->primary)
		return DLX_EITEM;
	if (bound)
		*bound = d->bound[item];
	if (slack)
		*slack = d->slack[item];
	return 0;
}
