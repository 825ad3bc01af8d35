/*
 * html_page.c - records a search step by step and writes the replay page
 * (see html_page.h). The page is the template html_page.html with one
 * marker, the comment DLX-DATA inside its script, replaced by the record:
 *
 *     const DLX = {title, items, primary, bounds, colors, options, texts,
 *                  steps, complete, grid};
 *
 * bounds is null, or with item bounds [lower, upper] for each primary item;
 * options[o] lists [item, colour] pairs; each step is
 * [kind, level, item, option, count, changes], kind "c" choose, "t" try,
 * "k" skip (bounds: the item takes no more options), "s" solution, "b" back
 * up (the engine's event arguments), and each change [1 cover / 0 uncover
 * / 2 tweak / 3 untweak, item, colour, [options hidden or restored]].
 */
#include "html_page.h"

#include "dlx_dance.h"
#include "dlx_watch.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

extern const char html_page_template[]; /* generated from html_page.html */

#define DATA_MARKER "/*DLX-DATA*/"

struct recorder {
	struct dlx_dance *dance;
	FILE *steps;       /* the steps' JSON, in memory */
	uint64_t count, max;
	bool too_long;
	int changes;       /* in the step being written */
};

void json_string(FILE *out, const char *text)
{
	fputc('"', out);
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		/* < > & escaped too: "</script>" in a name must not end the script */
		if (*p == '"' || *p == '\\')
			fprintf(out, "\\%c", *p);
		else if (*p < 0x20 || *p == '<' || *p == '>' || *p == '&')
			fprintf(out, "\\u%04x", *p);
		else
			fputc(*p, out);
	}
	fputc('"', out);
}

static void on_change(void *user, enum dlx_dance_change change, int level, int item, int color,
                      const int *options, int count)
{
	struct recorder *r = user;
	static const int codes[] = {[DLX_DANCE_COVER] = 1, [DLX_DANCE_UNCOVER] = 0,
	                            [DLX_DANCE_TWEAK] = 2, [DLX_DANCE_UNTWEAK] = 3};
	fprintf(r->steps, "%s[%d,%d,%d,[", r->changes++ ? "," : "", codes[change], item, color);
	for (int k = 0; k < count; k++)
		fprintf(r->steps, k ? ",%d" : "%d", options[k]);
	fputs("]]", r->steps);
}

static int on_trace(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	struct recorder *r = user;
	if (r->count >= r->max) {
		r->too_long = true;
		return 1;
	}
	static const char kinds[] = {[DLX_EVENT_CHOOSE] = 'c', [DLX_EVENT_TRY] = 't',
	                             [DLX_EVENT_SOLUTION] = 's', [DLX_EVENT_BACKTRACK] = 'b',
	                             [DLX_EVENT_SKIP] = 'k'};
	fprintf(r->steps, "%s[\"%c\",%d,%d,%d,%d,[", r->count++ ? ",\n" : "", kinds[event], level,
	        item, option, count);
	r->changes = 0;
	dlx_dance_event(r->dance, event, level, item, option, count);
	fputs("]]", r->steps);
	return 0;
}

/* [lower, upper] of each primary item, or null for a problem without bounds. */
static void write_bounds(FILE *out, const struct dlx_problem *pb)
{
	if (!dlx_has_bounds(pb)) {
		fputs("null", out);
		return;
	}
	fputc('[', out);
	for (int x = 0; x < dlx_primary_count(pb); x++) {
		int lower = 1, upper = 1;
		dlx_item_bounds(pb, x, &lower, &upper);
		fprintf(out, "%s[%d,%d]", x ? "," : "", lower, upper);
	}
	fputc(']', out);
}

/* items, primary, bounds, colors, options and texts: the problem itself. */
static void write_problem(FILE *out, const struct dlx_format *format, int *items, int *colors)
{
	const struct dlx_problem *pb = dlx_format_problem(format);
	int primary = dlx_primary_count(pb), total = primary + dlx_secondary_count(pb);
	fputs("items: [", out);
	for (int x = 0; x < total; x++) {
		fputs(x ? "," : "", out);
		json_string(out, dlx_format_item_name(format, x));
	}
	fprintf(out, "],\nprimary: %d,\nbounds: ", primary);
	write_bounds(out, pb);
	fputs(",\ncolors: [\"\"", out);
	for (int c = 1; dlx_format_color_name(format, c); c++) {
		fputc(',', out);
		json_string(out, dlx_format_color_name(format, c));
	}
	fputs("],\noptions: [", out);
	for (int o = 0; o < dlx_option_count(pb); o++) {
		int size = dlx_option_items(pb, o, items, colors, total);
		fputs(o ? ",[" : "[", out);
		for (int k = 0; k < size; k++)
			fprintf(out, "%s[%d,%d]", k ? "," : "", items[k], colors[k]);
		fputc(']', out);
	}
	fputs("],\ntexts: [", out);
	for (int o = 0; o < dlx_option_count(pb); o++) {
		char *text = option_text_copy(format, o);
		fputs(o ? ",\n" : "", out);
		json_string(out, text ? text : "?");
		free(text);
	}
	fputs("],\n", out);
}

static void write_grid(FILE *out, const struct html_grid *grid, int options)
{
	if (!grid) {
		fputs("grid: null\n", out);
		return;
	}
	fprintf(out, "grid: {size: %d, boxRows: %d, boxCols: %d, givens: [", grid->size,
	        grid->box_rows, grid->box_cols);
	for (int k = 0; k < grid->size * grid->size; k++)
		fprintf(out, k ? ",%d" : "%d", grid->givens[k]);
	fputs("],\nplacing: [", out);
	for (int o = 0; o < options; o++)
		fprintf(out, "%s[%d,%d,%d]", o ? "," : "", grid->placing[3 * o], grid->placing[3 * o + 1],
		        grid->placing[3 * o + 2]);
	fputs("]}\n", out);
}

static void write_page(FILE *out, const struct dlx_format *format, const struct html_request *request,
                       const struct dlx_stats *stats, const char *steps, int *items, int *colors)
{
	const char *marker = strstr(html_page_template, DATA_MARKER);
	size_t head = marker ? (size_t)(marker - html_page_template) : strlen(html_page_template);
	fwrite(html_page_template, 1, head, out);
	fputs("const DLX = {\ntitle: ", out);
	json_string(out, request->title);
	fputs(",\n", out);
	write_problem(out, format, items, colors);
	fprintf(out, "steps: [\n%s],\ncomplete: %s,\n", steps,
	        stats->stop == DLX_STOP_EXHAUSTED ? "true" : "false");
	write_grid(out, request->grid, dlx_option_count(dlx_format_problem(format)));
	fputs("};\n", out);
	if (marker)
		fputs(marker + strlen(DATA_MARKER), out);
}

int html_page_write(FILE *out, const struct dlx_format *format, const struct html_request *request,
                    struct dlx_stats *stats)
{
	struct dlx_problem *pb = dlx_format_problem(format);
	struct recorder r = {.max = request->max_steps ? request->max_steps : HTML_MAX_STEPS};
	char *steps = NULL;
	size_t length = 0;
	size_t total = (size_t)(dlx_primary_count(pb) + dlx_secondary_count(pb)) + 1;
	int *items = malloc(total * sizeof *items), *colors = malloc(total * sizeof *colors);
	r.steps = open_memstream(&steps, &length);
	int code = DLX_ENOMEM;
	if (items && colors && r.steps && (r.dance = dlx_dance_create(pb, on_change, &r))) {
		struct dlx_search_options opt;
		dlx_search_options_init(&opt);
		opt.on_trace = on_trace;
		opt.user = &r;
		opt.solution_limit = request->solution_limit;
		dlx_search(pb, &opt, stats);
		dlx_dance_destroy(r.dance);
		code = r.too_long ? 1 : 0;
	}
	if (r.steps && fclose(r.steps) != 0 && code == 0)
		code = DLX_ENOMEM;
	if (code == 0)
		write_page(out, format, request, stats, steps, items, colors);
	free(steps);
	free(items);
	free(colors);
	return code;
}
