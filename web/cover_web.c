/*
 * cover_web.c - the exact-cover playground's calls (see web.h): reading a
 * problem in Knuth's format, searching it with the engine while keeping
 * its trace, counting it to the end, and the state after any kept step.
 * The same problem can be searched in either of the engine's orders (the
 * fewest options first, or the first open item), so the page can set the
 * two searches side by side.
 *
 * The engine's trace is the only record of the search: the page steps
 * through the kept events, and the state after step K (items covered,
 * options hidden, Knuth's node table) is rebuilt by replaying the first K
 * events on dlx_dance and the node table. So stepping back is a replay from
 * the start, never an undo the engine did not do.
 */
#include "web.h"

#include "dlx_dance.h"
#include "dlx_format.h"
#include "node_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The options whose text and state the page gets; a larger problem sends its first ones. */
#define SHOWN_OPTIONS 2000
/* The options whose items the page gets (for its board and partial solutions): all, up to this. */
#define LISTED_OPTIONS 200000
/* Nodes of Knuth's table sent to the page; a larger table sends its first ones. */
#define SHOWN_NODES 6000
/* The most trace events kept, whatever the page asks. */
#define MAX_EVENTS 2000000
#define EVENT_INTS 5

struct web_cover {
	struct dlx_format *format; /* the problem read, with its names */
	bool colors;               /* some option gives a colour */
	int *events;               /* EVENT_INTS ints per kept event */
	int event_count, event_capacity, step_cap;
};

struct web_cover *web_cover_create(void)
{
	return calloc(1, sizeof(struct web_cover));
}

void web_cover_destroy(struct web_cover *cover)
{
	if (!cover)
		return;
	dlx_format_destroy(cover->format);
	free(cover->events);
	free(cover);
}

const int *web_cover_events(const struct web_cover *cover)
{
	return cover->events;
}

struct warnings {
	char first[260];
	int count;
};

static void on_warning(void *user, const struct dlx_format_error *warning)
{
	struct warnings *w = user;
	if (w->count++ == 0)
		snprintf(w->first, sizeof w->first, "line %ld: %s", warning->line, warning->message);
}

static void write_items(struct json *json, const struct dlx_format *format, int items)
{
	json_key(json, "items");
	json_printf(json, "[");
	for (int x = 0; x < items; x++) {
		json_printf(json, "%s", x ? "," : "");
		json_string(json, dlx_format_item_name(format, x));
	}
	json_printf(json, "]");
}

/* "color_names": colour 1's name first (the numbers the node table's COLOR row holds). */
static void write_color_names(struct json *json, const struct dlx_format *format)
{
	json_key(json, "color_names");
	json_printf(json, "[");
	const char *name;
	for (int color = 1; (name = dlx_format_color_name(format, color)) != NULL; color++) {
		json_printf(json, "%s", color > 1 ? "," : "");
		json_string(json, name);
	}
	json_printf(json, "]");
}

/*
 * The first LISTED_OPTIONS options as item lists, the first `shown` as
 * text; notes whether any option has a colour.
 */
static bool write_options(struct json *json, struct web_cover *cover, int shown, int items)
{
	const struct dlx_problem *problem = dlx_format_problem(cover->format);
	int *members = malloc(2 * ((size_t)items + 1) * sizeof *members), *colors = members + items + 1;
	char *text = malloc(4096);
	if (!members || !text) {
		free(members);
		free(text);
		return false;
	}
	json_key(json, "options");
	json_printf(json, "[");
	for (int k = 0; k < dlx_option_count(problem); k++) {
		int size = dlx_option_items(problem, k, members, colors, items);
		for (int j = 0; j < size; j++)
			cover->colors |= colors[j] > 0;
		if (k >= LISTED_OPTIONS)
			continue;
		json_printf(json, "%s[", k ? "," : "");
		for (int j = 0; j < size; j++)
			json_printf(json, "%s%d", j ? "," : "", members[j]);
		json_printf(json, "]");
	}
	json_printf(json, "]");
	json_key(json, "texts");
	json_printf(json, "[");
	for (int k = 0; k < shown; k++) {
		dlx_format_option_text(cover->format, k, text, 4096);
		json_printf(json, "%s", k ? "," : "");
		json_string(json, text);
	}
	json_printf(json, "]");
	free(members);
	free(text);
	return true;
}

char *web_cover_load(struct web_cover *cover, const char *text)
{
	dlx_format_destroy(cover->format);
	cover->format = dlx_format_create(false);
	cover->event_count = 0;
	cover->colors = false;
	if (!cover->format)
		return NULL;
	struct dlx_format_error error = {0};
	struct warnings warnings = {0};
	int status = dlx_format_read(cover->format, text, strlen(text), on_warning, &warnings, &error);
	if (status < 0) {
		char message[300];
		if (status != DLX_FORMAT_EPARSE)
			snprintf(message, sizeof message, "%s", dlx_strerror(status));
		else if (error.column > 0)
			snprintf(message, sizeof message, "line %ld, column %d: %s", error.line, error.column,
			         error.message);
		else
			snprintf(message, sizeof message, "line %ld: %s", error.line, error.message);
		dlx_format_destroy(cover->format);
		cover->format = NULL;
		return json_error(message);
	}
	const struct dlx_problem *problem = dlx_format_problem(cover->format);
	int primary = dlx_primary_count(problem), items = primary + dlx_secondary_count(problem);
	int options = dlx_option_count(problem);
	int shown = options < SHOWN_OPTIONS ? options : SHOWN_OPTIONS;
	struct json json;
	json_init(&json);
	json_printf(&json, "{");
	json_key_string(&json, "status", "done");
	json_key_int(&json, "primary", primary);
	write_items(&json, cover->format, items);
	json_key_int(&json, "option_count", options);
	json_key_int(&json, "shown", shown);
	if (!write_options(&json, cover, shown, items))
		json.failed = true;
	json_key_bool(&json, "colors", cover->colors);
	write_color_names(&json, cover->format);
	json_key_bool(&json, "bounds", dlx_has_bounds(problem)); /* Algorithm M: tweaks the table has no field for */
	if (warnings.count) {
		json_key_string(&json, "warning", warnings.first);
		json_key_int(&json, "warnings", warnings.count);
	}
	json_printf(&json, "}");
	return json_finish(&json);
}

static int keep_event(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	struct web_cover *cover = user;
	if (cover->event_count >= cover->step_cap)
		return 1; /* the page asked for no more: stop the search here */
	if (cover->event_count == cover->event_capacity) {
		int capacity = cover->event_capacity ? 2 * cover->event_capacity : 1024;
		int *grown = realloc(cover->events, (size_t)capacity * EVENT_INTS * sizeof *grown);
		if (!grown)
			return 1;
		cover->events = grown;
		cover->event_capacity = capacity;
	}
	int *e = cover->events + (size_t)cover->event_count++ * EVENT_INTS;
	e[0] = (int)event;
	e[1] = level;
	e[2] = item;
	e[3] = option;
	e[4] = count;
	return 0;
}

static void write_stats(struct json *json, const struct dlx_stats *stats)
{
	json_key_int(json, "solutions", (long long)stats->solutions);
	json_key_int(json, "nodes", (long long)stats->nodes);
	json_key_int(json, "updates", (long long)stats->updates);
	json_key_int(json, "max_level", stats->max_level);
	json_key_bool(json, "finished", stats->stop == DLX_STOP_EXHAUSTED);
}

char *web_cover_run(struct web_cover *cover, int step_cap, int count_all)
{
	return web_cover_run_order(cover, step_cap, count_all, DLX_ORDER_MRV);
}

char *web_cover_run_order(struct web_cover *cover, int step_cap, int count_all, int order)
{
	if (!cover->format)
		return json_error("no problem loaded");
	if (order != DLX_ORDER_MRV && order != DLX_ORDER_FIRST)
		return json_error("no such order");
	struct dlx_problem *problem = dlx_format_problem(cover->format);
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.order = (enum dlx_order)order;
	options.on_trace = keep_event;
	options.user = cover;
	cover->event_count = 0;
	cover->step_cap = step_cap < 0 || step_cap > MAX_EVENTS ? MAX_EVENTS : step_cap;
	struct dlx_stats traced, counted;
	int status = dlx_search(problem, &options, &traced);
	bool complete = status == 0 && traced.stop == DLX_STOP_EXHAUSTED;
	if (status == 0 && count_all && !complete) {
		/* the whole search, without a trace (no memo either: its nodes are dlx --memo 0's) */
		options.on_trace = NULL;
		options.user = NULL;
		status = dlx_search(problem, &options, &counted);
	}
	if (status < 0) {
		cover->event_count = 0;
		return json_error(dlx_strerror(status));
	}
	struct json json;
	json_init(&json);
	json_printf(&json, "{");
	json_key_string(&json, "status", "done");
	json_key_string(&json, "order", order == DLX_ORDER_FIRST ? "first" : "mrv");
	json_key_int(&json, "steps", cover->event_count);
	json_key_bool(&json, "complete", complete);
	if (complete || count_all)
		write_stats(&json, complete ? &traced : &counted);
	json_printf(&json, "}");
	return json_finish(&json);
}

struct replay {
	struct node_table table;
	bool with_table;
	struct dlx_dance *dance; /* set once made: its BOUND fields are read into the table */
};

/*
 * Brings the table's BOUND fields to the replay's (dlx_dance_bound), each
 * change a link step. Called before each cover and after the step, so a
 * BOUND lowered before a cover (M4, or a commit reaching the bound) comes
 * before it, as in DLX3.
 */
static void sync_bounds(struct replay *replay)
{
	if (!replay->with_table || !replay->table.bounds || !replay->dance)
		return;
	for (int x = 0; x < replay->table.primary; x++) {
		int bound;
		if (dlx_dance_bound(replay->dance, x, &bound, NULL) == 0)
			node_table_bound(&replay->table, x + 1, bound);
	}
}

static void on_change(void *user, enum dlx_dance_change change, int level, int item, int color,
                      const int *options, int count)
{
	struct replay *replay = user;
	if (!replay->with_table)
		return;
	sync_bounds(replay);
	/* a tweak (item bounds) hides one option, which Knuth's table of DLX1 and DLX2 has no step for */
	if (change == DLX_DANCE_COVER && color > 0)
		node_table_purify(&replay->table, item + 1, color);
	else if (change == DLX_DANCE_COVER)
		node_table_cover(&replay->table, item + 1);
	else if (change == DLX_DANCE_UNCOVER && color > 0)
		node_table_unpurify(&replay->table, item + 1, color);
	else if (change == DLX_DANCE_UNCOVER)
		node_table_uncover(&replay->table, item + 1);
}

static void write_ints(struct json *json, const char *key, const int *values, int count)
{
	json_key(json, key);
	json_printf(json, "[");
	for (int k = 0; k < count; k++)
		json_printf(json, "%s%d", k ? "," : "", values[k]);
	json_printf(json, "]");
}

/*
 * The step's writes, [field, index, value] each, in the order Knuth's cover
 * and uncover make them, and its link steps, [restore, item, node, option,
 * first write] each (struct node_move), so a page can take them one by one.
 */
static void write_changes(struct json *json, const struct node_table *t)
{
	json_key(json, "changed");
	json_printf(json, "[");
	for (int k = 0; k < t->changed_count; k++)
		json_printf(json, "%s[%d,%d,%d]", k ? "," : "", t->changed[k] >> 28,
		            t->changed[k] & ((1 << 28) - 1), t->written[k]);
	json_printf(json, "]");
	json_key(json, "moves");
	json_printf(json, "[");
	for (int k = 0; k < t->move_count; k++) {
		const struct node_move *m = &t->moves[k];
		json_printf(json, "%s[%d,%d,%d,%d,%d]", k ? "," : "", m->restore, m->item, m->node,
		            m->option, m->first);
	}
	json_printf(json, "]");
}

/*
 * The table: items [LLINK,RLINK] (with bounds [LLINK,RLINK,BOUND,SLACK]),
 * nodes [TOP,ULINK,DLINK] (the first SHOWN_NODES), the step's changes.
 */
static void write_table(struct json *json, const struct node_table *t)
{
	json_key(json, "table");
	json_printf(json, "{");
	json_key_int(json, "primary", t->primary);
	json_key_int(json, "node_count", t->nodes);
	json_key(json, "items");
	json_printf(json, "[");
	for (int x = 0; x <= t->items + 1; x++) {
		json_printf(json, "%s[%d,%d", x ? "," : "", t->llink[x], t->rlink[x]);
		json_printf(json, t->bounds ? ",%d,%d]" : "]", t->bound[x], t->slack[x]);
	}
	json_printf(json, "]");
	json_key_bool(json, "bounds", t->bounds);
	json_key(json, "nodes");
	json_printf(json, "[");
	int shown = t->nodes < SHOWN_NODES ? t->nodes : SHOWN_NODES;
	for (int q = 0; q < shown; q++) {
		json_printf(json, "%s[%d,%d,%d", q ? "," : "", t->top[q], t->ulink[q], t->dlink[q]);
		json_printf(json, t->colors ? ",%d]" : "]", t->color[q]);
	}
	json_printf(json, "]");
	json_key_bool(json, "colors", t->colors);
	write_changes(json, t);
	json_printf(json, "}");
}

/* "hidden": a 0/1 flag for each of the first `count` options. */
static void write_hidden(struct json *json, const struct dlx_dance *dance, int count)
{
	json_key(json, "hidden");
	json_printf(json, "\"");
	for (int k = 0; k < count; k++)
		json_printf(json, "%c", dlx_dance_hidden(dance, k) ? '1' : '0');
	json_printf(json, "\"");
}

/* The replay's state; false when memory runs out. */
static bool write_view(struct json *json, const struct dlx_problem *problem,
                       const struct dlx_dance *dance, const struct replay *replay)
{
	int items = dlx_primary_count(problem) + dlx_secondary_count(problem);
	int options = dlx_option_count(problem), length = dlx_dance_partial(dance, NULL, 0);
	int *partial = malloc((size_t)(length > 0 ? length : 1) * sizeof *partial);
	if (!partial)
		return false;
	dlx_dance_partial(dance, partial, length);
	json_printf(json, "{");
	json_key_string(json, "status", "done");
	json_key(json, "covered");
	json_printf(json, "\"");
	for (int x = 0; x < items; x++)
		json_printf(json, "%c", dlx_dance_item_state(dance, x) != 0 ? '1' : '0');
	json_printf(json, "\"");
	write_hidden(json, dance, options < SHOWN_OPTIONS ? options : SHOWN_OPTIONS);
	write_ints(json, "partial", partial, length);
	free(partial);
	json_key_bool(json, "lost", dlx_dance_lost(dance));
	if (replay->with_table)
		write_table(json, &replay->table);
	json_printf(json, "}");
	return true;
}

char *web_cover_view(struct web_cover *cover, int step)
{
	if (!cover->format)
		return json_error("no problem loaded");
	if (step < 0 || step > cover->event_count)
		return json_error("no such step");
	const struct dlx_problem *problem = dlx_format_problem(cover->format);
	struct replay replay = {.with_table = true};
	if (replay.with_table && !node_table_init(&replay.table, problem))
		return NULL;
	struct dlx_dance *dance = dlx_dance_create(problem, on_change, &replay);
	if (!dance) {
		node_table_finish(&replay.table);
		return NULL;
	}
	for (int k = 0; k < step; k++) {
		const int *e = cover->events + (size_t)k * EVENT_INTS;
		if (k == step - 1 && replay.with_table) {
			replay.dance = dance; /* BOUNDs are read from here on, at most a few times a cover */
			sync_bounds(&replay);
			node_table_watch(&replay.table); /* mark only what the last step changes */
		}
		dlx_dance_event(dance, (enum dlx_event)e[0], e[1], e[2], e[3], e[4]);
	}
	sync_bounds(&replay);
	struct json json;
	json_init(&json);
	if (!write_view(&json, problem, dance, &replay) || replay.table.failed)
		json.failed = true;
	dlx_dance_destroy(dance);
	node_table_finish(&replay.table);
	return json_finish(&json);
}
