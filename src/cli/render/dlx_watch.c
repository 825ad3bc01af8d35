/*
 * dlx_watch.c - the trace, the search-tree drawing and the matrix printout
 * of the `dlx` command (see dlx_watch.h).
 *
 * Both the trace and the tree follow the engine's trace events. A search
 * node at level L is entered either with CHOOSE (an item was picked) or with
 * SOLUTION (nothing left to cover); the option that led there is the last
 * TRY at level L-1, which is why the watch remembers the option tried and
 * the item chosen at every level. The trace prints each event indented by
 * its level:
 *
 *     choose a (2 options): cover a
 *     try a d g (option 1, 1 of 2): cover d g
 *       choose b (1 option): cover b
 *       ...
 *     uncover a, back up
 *
 * With links on, each step is followed by the covers and uncovers it makes
 * (replayed on a dlx_dance, dlx_dance.h), one a line, with the options they
 * hide or restore, named as in the input:
 *
 *     try a d g (option 1, 1 of 2): cover d g
 *       - cover d: hides d e g
 *       - cover g: hides b g
 *
 * With item bounds the steps show each chosen item's bounds and how many
 * options of the partial solution hold it, and an option tried on an item
 * that may take more is tweaked (hidden until the search backs up from it):
 *
 *     choose a (2:2, has 0): 2 branches
 *     try a b (option 0, 1 of 2)
 *       - tweak a: hides a b
 */
#include "dlx_watch.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* Caches the bounds of a problem that has any (the search lowers them as it goes). */
static bool keep_bounds(struct watch *w)
{
	const struct dlx_problem *pb = dlx_format_problem(w->format);
	int primary = dlx_primary_count(pb);
	bool bounded = false;
	for (int x = 0; x < primary; x++) {
		int lower, upper;
		dlx_item_bounds(pb, x, &lower, &upper);
		bounded |= lower != 1 || upper != 1;
	}
	if (!bounded)
		return true;
	w->lower = calloc((size_t)primary, sizeof *w->lower);
	w->upper = calloc((size_t)primary, sizeof *w->upper);
	w->taken = calloc((size_t)primary, sizeof *w->taken);
	if (!w->lower || !w->upper || !w->taken)
		return false;
	for (int x = 0; x < primary; x++)
		dlx_item_bounds(pb, x, &w->lower[x], &w->upper[x]);
	return true;
}

bool watch_init(struct watch *w, const struct dlx_format *format, FILE *trace, FILE *tree)
{
	*w = (struct watch){.format = format, .trace = trace, .tree = tree};
	/* the deepest path the search can take; one more level for the leaf */
	w->depth = dlx_max_depth(dlx_format_problem(format)) + 1;
	size_t n = (size_t)w->depth;
	w->branches = calloc(n, sizeof *w->branches);
	w->tried = calloc(n, sizeof *w->tried);
	w->chosen = calloc(n, sizeof *w->chosen);
	w->tree_node = calloc(n, sizeof *w->tree_node);
	if (!w->branches || !w->tried || !w->chosen || !w->tree_node || !keep_bounds(w)) {
		watch_finish(w);
		return false;
	}
	if (tree)
		fprintf(tree, "digraph search {\n"
		              "  node [shape=box, fontname=\"monospace\"];\n"
		              "  edge [fontname=\"monospace\", fontsize=10];\n");
	return true;
}

void watch_finish(struct watch *w)
{
	free(w->branches);
	free(w->tried);
	free(w->chosen);
	free(w->tree_node);
	free(w->text);
	free(w->lower);
	free(w->upper);
	free(w->taken);
	dlx_dance_destroy(w->dance);
	*w = (struct watch){0};
}

const char *watch_option_text(struct watch *w, int option)
{
	size_t need = dlx_format_option_text(w->format, option, NULL, 0) + 1;
	if (need > w->text_size) {
		char *bigger = realloc(w->text, need);
		if (!bigger)
			return "?";
		w->text = bigger;
		w->text_size = need;
	}
	dlx_format_option_text(w->format, option, w->text, w->text_size);
	return w->text;
}

char *option_text_copy(const struct dlx_format *format, int option)
{
	size_t size = dlx_format_option_text(format, option, NULL, 0) + 1;
	char *text = malloc(size);
	if (text)
		dlx_format_option_text(format, option, text, size);
	return text;
}

/* ---- Trace ---- */

static void indent(FILE *out, int level)
{
	for (int k = 0; k < level; k++)
		fputs("  ", out);
}

/* Prints the items of `option` that committing it covers: all but `item`, in the engine's order. */
static void print_rest(FILE *out, const struct dlx_format *format, int option, int item)
{
	struct dlx_problem *pb = dlx_format_problem(format);
	int size = dlx_option_items(pb, option, NULL, NULL, 0);
	int *items = malloc((size_t)size * sizeof *items), *colors = malloc((size_t)size * sizeof *colors);
	if (!items || !colors) {
		free(items);
		free(colors);
		return;
	}
	dlx_option_items(pb, option, items, colors, size);
	int at = 0;
	while (at < size && items[at] != item)
		at++;
	/* the engine walks right from the chosen item and wraps round to the option's start */
	for (int step = 1; step < size; step++) {
		int k = (at + step) % size;
		fprintf(out, " %s", dlx_format_item_name(format, items[k]));
		if (colors[k] > 0)
			fprintf(out, ":%s", dlx_format_color_name(format, colors[k]));
	}
	free(items);
	free(colors);
}

/* ---- Bounds: how often each item is covered so far ---- */

/* Adds `step` to taken[] of option's primary items. */
static void count_option(struct watch *w, int option, int step)
{
	const struct dlx_problem *pb = dlx_format_problem(w->format);
	int size = dlx_option_items(pb, option, NULL, NULL, 0), primary = dlx_primary_count(pb);
	if (size <= 0)
		return;
	int *items = malloc((size_t)size * sizeof *items);
	if (!items)
		return;
	dlx_option_items(pb, option, items, NULL, size);
	for (int k = 0; k < size; k++)
		if (items[k] < primary)
			w->taken[items[k]] += step;
	free(items);
}

/* Forgets the choices of levels >= level: the search has come back above them. */
static void unwind_to(struct watch *w, int level)
{
	for (; w->recorded > level; w->recorded--)
		if (w->tried[w->recorded - 1] >= 0)
			count_option(w, w->tried[w->recorded - 1], -1);
}

/* Keeps taken[] in step with the event (before it is printed). */
static void follow_bounds(struct watch *w, enum dlx_event event, int level, int option)
{
	if (!w->taken)
		return;
	unwind_to(w, level);
	if (event == DLX_EVENT_TRY)
		count_option(w, option, 1);
	if (event == DLX_EVENT_TRY || event == DLX_EVENT_SKIP)
		w->recorded = level + 1;
}

/* The trace of a problem with bounds: the bounds and the count so far shown at each step. */
static void trace_bounded(struct watch *w, enum dlx_event event, int level, int item, int option,
                          int count)
{
	FILE *out = w->trace;
	const char *name = item >= 0 ? dlx_format_item_name(w->format, item) : "";
	switch (event) {
	case DLX_EVENT_CHOOSE:
		fprintf(out, "choose %s (%d:%d, has %d): %d branch%s%s\n", name, w->lower[item],
		        w->upper[item], w->taken[item], count, count == 1 ? "" : "es",
		        count == 0 ? ", dead end, back up" : "");
		break;
	case DLX_EVENT_TRY:
		fprintf(out, "try %s (option %d, %d of %d)\n", watch_option_text(w, option), option,
		        count + 1, w->branches[level]);
		break;
	case DLX_EVENT_SKIP:
		fprintf(out, "skip %s: no more options (has %d of %d:%d; %d of %d)\n", name,
		        w->taken[item], w->lower[item], w->upper[item], count + 1, w->branches[level]);
		break;
	case DLX_EVENT_SOLUTION:
		fprintf(out, "solution %" PRIu64 ":", w->solutions);
		for (int l = 0, shown = 0; l < level; l++)
			if (w->tried[l] >= 0)
				fprintf(out, "%s %s", shown++ ? ";" : "", watch_option_text(w, w->tried[l]));
		fputc('\n', out);
		break;
	case DLX_EVENT_BACKTRACK:
		fprintf(out, "back up from %s\n", name);
		break;
	}
}

static void trace_event(struct watch *w, enum dlx_event event, int level, int item, int option,
                        int count)
{
	FILE *out = w->trace;
	const char *name = item >= 0 ? dlx_format_item_name(w->format, item) : "";
	indent(out, level);
	if (w->taken) {
		trace_bounded(w, event, level, item, option, count);
		return;
	}
	switch (event) {
	case DLX_EVENT_SKIP: /* only in problems with bounds */
		break;
	case DLX_EVENT_CHOOSE:
		if (count == 0)
			fprintf(out, "choose %s (0 options): dead end, back up\n", name);
		else
			fprintf(out, "choose %s (%d option%s): cover %s\n", name, count, count == 1 ? "" : "s",
			        name);
		break;
	case DLX_EVENT_TRY:
		fprintf(out, "try %s (option %d, %d of %d):", watch_option_text(w, option), option,
		        count + 1, w->branches[level]);
		if (dlx_option_items(dlx_format_problem(w->format), option, NULL, NULL, 0) > 1) {
			fputs(" cover", out);
			print_rest(out, w->format, option, item);
		} else {
			fputs(" nothing else to cover", out);
		}
		fputc('\n', out);
		break;
	case DLX_EVENT_SOLUTION:
		fprintf(out, "solution %" PRIu64 ":", w->solutions);
		for (int l = 0; l < level; l++)
			fprintf(out, "%s %s", l ? ";" : "", watch_option_text(w, w->tried[l]));
		fputc('\n', out);
		break;
	case DLX_EVENT_BACKTRACK:
		fprintf(out, "uncover %s, back up\n", name);
		break;
	}
}

/* One line per cover or uncover, under the step that made it: see the top of the file. */
static void trace_change(void *user, enum dlx_dance_change change, int level, int item, int color,
                         const int *options, int count)
{
	struct watch *w = user;
	FILE *out = w->trace;
	indent(out, level + 1);
	static const char *const verbs[][2] = {[DLX_DANCE_COVER] = {"cover", "purify"},
	                                       [DLX_DANCE_UNCOVER] = {"uncover", "unpurify"},
	                                       [DLX_DANCE_TWEAK] = {"tweak", "tweak"},
	                                       [DLX_DANCE_UNTWEAK] = {"untweak", "untweak"}};
	fprintf(out, "- %s %s", verbs[change][color != 0], dlx_format_item_name(w->format, item));
	if (color)
		fprintf(out, ":%s", dlx_format_color_name(w->format, color));
	fputs(change == DLX_DANCE_COVER || change == DLX_DANCE_TWEAK ? ": hides" : ": restores", out);
	if (count == 0)
		fputs(" nothing", out);
	for (int k = 0; k < count; k++)
		fprintf(out, "%s %s", k ? ";" : "", watch_option_text(w, options[k]));
	fputc('\n', out);
}

bool watch_links(struct watch *w)
{
	w->dance = dlx_dance_create(dlx_format_problem(w->format), trace_change, w);
	w->links = w->dance != NULL;
	return w->links;
}

/* ---- Tree ---- */

/* Writes text as the inside of a DOT string: quotes and backslashes escaped. */
static void dot_escaped(FILE *out, const char *text)
{
	for (; *text; text++) {
		if (*text == '"' || *text == '\\')
			fputc('\\', out);
		fputc(*text, out);
	}
}

/*
 * Starts the DOT node for the search node entered at `level`: labelled with
 * the option that led there and joined to its parent by an edge labelled
 * with the item the parent branched on. The caller finishes the label.
 */
static void tree_node_start(struct watch *w, int level)
{
	FILE *out = w->tree;
	uint64_t id = w->tree_nodes++;
	w->tree_node[level] = id;
	fprintf(out, "  n%" PRIu64 " [label=\"", id);
	if (level == 0) {
		fputs("start", out);
	} else if (w->tried[level - 1] < 0) { /* a skip (bounds) */
		fputs("skip ", out);
		dot_escaped(out, dlx_format_item_name(w->format, w->chosen[level - 1]));
	} else {
		dot_escaped(out, watch_option_text(w, w->tried[level - 1]));
	}
	fputs("\\n", out);
}

static void tree_edge(struct watch *w, int level)
{
	if (level == 0)
		return;
	fprintf(w->tree, "  n%" PRIu64 " -> n%" PRIu64 " [label=\"", w->tree_node[level - 1],
	        w->tree_node[level]);
	dot_escaped(w->tree, dlx_format_item_name(w->format, w->chosen[level - 1]));
	fputs("\"];\n", w->tree);
}

/* Adds a search node to the drawing; past TREE_NODE_LIMIT it only notes that the drawing is cut. */
static void tree_event(struct watch *w, enum dlx_event event, int level, int item, int count)
{
	if (event != DLX_EVENT_CHOOSE && event != DLX_EVENT_SOLUTION)
		return;
	if (w->tree_nodes >= TREE_NODE_LIMIT) {
		/* the search goes on: its count and exit code must not depend on the drawing */
		w->tree_full = true;
		return;
	}
	FILE *out = w->tree;
	tree_node_start(w, level);
	if (event == DLX_EVENT_SOLUTION) {
		fprintf(out, "solution %" PRIu64 "\", shape=doubleoctagon, style=filled, "
		             "fillcolor=palegreen];\n", w->solutions);
	} else {
		fputs("choose ", out);
		dot_escaped(out, dlx_format_item_name(w->format, item));
		fprintf(out, " (%d)\"%s];\n", count, count == 0 ? ", style=filled, fillcolor=mistyrose" : "");
	}
	tree_edge(w, level);
}

void watch_tree_end(struct watch *w)
{
	if (!w->tree)
		return;
	if (w->tree_full)
		fprintf(w->tree, "  cut [label=\"drawing stopped after %d nodes\", shape=plaintext];\n",
		        TREE_NODE_LIMIT);
	fputs("}\n", w->tree);
}

/* ---- Both ---- */

int watch_event(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	struct watch *w = user;
	if (level >= w->depth)
		return 1; /* cannot happen: dlx_max_depth levels at most */
	follow_bounds(w, event, level, option); /* before tried[level] changes */
	switch (event) {
	case DLX_EVENT_CHOOSE:
		w->branches[level] = count;
		w->chosen[level] = item;
		break;
	case DLX_EVENT_TRY: w->tried[level] = option; break;
	case DLX_EVENT_SKIP: w->tried[level] = -1; break;
	case DLX_EVENT_SOLUTION: w->solutions++; break;
	case DLX_EVENT_BACKTRACK: break;
	}
	if (w->tree)
		tree_event(w, event, level, item, count);
	if (w->trace)
		trace_event(w, event, level, item, option, count);
	if (w->links)
		dlx_dance_event(w->dance, event, level, item, option, count);
	return 0;
}

/* ---- Matrix ---- */

/* The text of one matrix cell: "1", "." or a colour name. */
static const char *cell_text(const struct dlx_format *format, const int *items, const int *colors,
                             int size, int item)
{
	for (int k = 0; k < size; k++)
		if (items[k] == item)
			return colors[k] > 0 ? dlx_format_color_name(format, colors[k]) : "1";
	return ".";
}

/* Column widths: each item's heading, or a longer colour shown in its column. */
static void column_widths(const struct dlx_format *format, int *width, int *items, int *colors,
                          char *const *heading)
{
	struct dlx_problem *pb = dlx_format_problem(format);
	int total = dlx_primary_count(pb) + dlx_secondary_count(pb);
	for (int x = 0; x < total; x++)
		width[x] = (int)strlen(heading[x]);
	for (int o = 0; o < dlx_option_count(pb); o++) {
		int size = dlx_option_items(pb, o, items, colors, total);
		for (int k = 0; k < size; k++) {
			int w = colors[k] > 0 ? (int)strlen(dlx_format_color_name(format, colors[k])) : 1;
			if (w > width[items[k]])
				width[items[k]] = w;
		}
	}
}

static void print_row(FILE *out, const char *label, int label_width, int primary, int total,
                      const int *width, const char *const *cells)
{
	fprintf(out, "%*s", label_width, label);
	for (int x = 0; x < total; x++)
		fprintf(out, "%s%*s", x == primary ? " | " : " ", width[x], cells[x]);
	fputc('\n', out);
}

/* The items as the item line writes them ("2:3|c" for bounds), or NULL when memory runs out. */
static char **headings(const struct dlx_format *format, int total)
{
	char **heading = calloc((size_t)total, sizeof *heading);
	for (int x = 0; heading && x < total; x++) {
		size_t size = dlx_format_item_text(format, x, NULL, 0) + 1;
		if (!(heading[x] = malloc(size))) {
			while (x-- > 0)
				free(heading[x]);
			free(heading);
			return NULL;
		}
		dlx_format_item_text(format, x, heading[x], size);
	}
	return heading;
}

bool print_matrix(FILE *out, const struct dlx_format *format)
{
	struct dlx_problem *pb = dlx_format_problem(format);
	int primary = dlx_primary_count(pb), total = primary + dlx_secondary_count(pb);
	int options = dlx_option_count(pb);
	int *width = malloc((size_t)total * sizeof *width);
	int *items = malloc((size_t)total * sizeof *items), *colors = malloc((size_t)total * sizeof *colors);
	const char **cells = malloc((size_t)total * sizeof *cells);
	char **heading = headings(format, total);
	bool ok = width && items && colors && cells && heading;
	if (ok) {
		column_widths(format, width, items, colors, heading);
		int label_width = snprintf(NULL, 0, "%d", options > 0 ? options - 1 : 0);
		for (int x = 0; x < total; x++)
			cells[x] = heading[x];
		print_row(out, "", label_width, primary, total, width, cells);
		for (int o = 0; o < options; o++) {
			int size = dlx_option_items(pb, o, items, colors, total);
			for (int x = 0; x < total; x++)
				cells[x] = cell_text(format, items, colors, size, x);
			char label[16];
			snprintf(label, sizeof label, "%d", o);
			print_row(out, label, label_width, primary, total, width, cells);
		}
	}
	free(width);
	free(items);
	free(colors);
	free(cells);
	for (int x = 0; heading && x < total; x++)
		free(heading[x]);
	free(heading);
	return ok;
}
