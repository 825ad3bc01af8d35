/*
 * svg_matrix.c - the matrix at one step of the search, as SVG (see
 * svg_matrix.h). The search runs with a trace callback that replays each
 * step on a dlx_dance and stops the engine at step K; the picture is drawn
 * from the replay's state: one column per item (a gap before the secondary
 * ones), one row per option, labelled with its number and text.
 *
 * Every row is a <g class="option STATE" data-option="N">, STATE one of
 * active, hidden, chosen (in the partial solution) or current (tried at
 * this step), and every covered item a <rect class="covered-item"
 * data-item="X">, so tests and scripts can read the picture. With item
 * bounds each primary item's name is followed by <tspan class="bounds"
 * data-item="X">taken/lower..upper</tspan>: how many options of the
 * partial solution hold it, and its bounds.
 */
#include "svg_matrix.h"

#include "xml_text.h"

#include "dlx_dance.h"
#include "dlx_watch.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#define CELL 22       /* side of a matrix cell, px */
/* of the monospace font at 13px, bold or not: DejaVu Sans Mono and Liberation Mono advance 7.8 */
#define CHAR_WIDTH 8
#define MARGIN 4      /* left and right of the title */
#define GAP 12        /* between primary and secondary items */
#define TITLE 28      /* height of the title line */

struct snapshot {
	const struct dlx_format *format;
	struct dlx_dance *dance;
	int *partial, length;  /* the replay's partial solution, read before drawing */
	uint64_t step, seen;
	uint64_t solutions;
	enum dlx_event event; /* the last step replayed */
	int level, item, option;
};

static int on_trace(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	struct snapshot *s = user;
	dlx_dance_event(s->dance, event, level, item, option, count);
	s->solutions += event == DLX_EVENT_SOLUTION;
	s->event = event;
	s->level = level;
	s->item = item;
	s->option = option;
	return ++s->seen >= s->step;
}

typedef void write_text_fn(FILE *out, const char *text);

static void write_plain(FILE *out, const char *text)
{
	fputs(text, out);
}

/* The title's text, which step this is and what it did, the names written by `names`. */
static void write_title_text(FILE *out, const struct snapshot *s, write_text_fn *names)
{
	fprintf(out, "step %llu: ", (unsigned long long)s->seen);
	const char *item = s->item >= 0 ? dlx_format_item_name(s->format, s->item) : "";
	if (s->seen == 0) {
		fputs("before the search", out);
	} else if (s->event == DLX_EVENT_CHOOSE) {
		fprintf(out, "level %d: choose ", s->level);
		names(out, item);
	} else if (s->event == DLX_EVENT_TRY) {
		char *text = option_text_copy(s->format, s->option);
		fprintf(out, "level %d: try option %d, ", s->level, s->option);
		names(out, text ? text : "?");
		free(text);
	} else if (s->event == DLX_EVENT_SOLUTION) {
		fprintf(out, "solution %llu", (unsigned long long)s->solutions);
	} else if (s->event == DLX_EVENT_SKIP) {
		fprintf(out, "level %d: skip ", s->level);
		names(out, item);
		fputs(", it takes no more options", out);
	} else {
		fprintf(out, "level %d: all options of ", s->level);
		names(out, item);
		fputs(" tried, back up", out);
	}
}

static void write_title(FILE *out, const struct snapshot *s)
{
	fprintf(out, "<text x=\"%d\" y=\"18\" class=\"title\">", MARGIN);
	write_title_text(out, s, xml_escaped);
	fputs("</text>\n", out);
}

/*
 * The width the title needs, in px. A monospace character of
 * CHAR_WIDTH px per byte of the text's UTF-8 is an upper bound: a
 * character outside ASCII takes two bytes or more, and one drawn two
 * cells wide (CJK) takes three.
 */
static int title_width(const struct snapshot *s)
{
	char *text = NULL;
	size_t length = 0;
	FILE *memory = open_memstream(&text, &length);
	if (!memory)
		return 0;
	write_title_text(memory, s, write_plain);
	fclose(memory);
	free(text);
	return 2 * MARGIN + (int)length * CHAR_WIDTH;
}

static const char *row_state(const struct snapshot *s, int option)
{
	for (int l = 0; l < s->length; l++)
		if (s->partial[l] == option)
			return s->event == DLX_EVENT_TRY && l == s->level ? "current" : "chosen";
	return dlx_dance_hidden(s->dance, option) ? "hidden" : "active";
}

static int column_x(int label_width, int primary, int x)
{
	return label_width + x * CELL + (x >= primary ? GAP : 0);
}

/* One option's row: background, label, and a cell per item it holds. */
static void write_row(FILE *out, const struct snapshot *s, int o, int y, int label_width,
                      int *items, int *colors)
{
	const struct dlx_problem *pb = dlx_format_problem(s->format);
	int primary = dlx_primary_count(pb), total = primary + dlx_secondary_count(pb);
	char *text = option_text_copy(s->format, o);
	fprintf(out, "<g class=\"option %s\" data-option=\"%d\">\n", row_state(s, o), o);
	fprintf(out, "<rect class=\"row\" x=\"0\" y=\"%d\" width=\"%d\" height=\"%d\"/>\n", y,
	        column_x(label_width, primary, total), CELL);
	fprintf(out, "<text x=\"4\" y=\"%d\">%d: ", y + 15, o);
	xml_escaped(out, text ? text : "?");
	fputs("</text>\n", out);
	free(text);
	int size = dlx_option_items(pb, o, items, colors, total);
	for (int k = 0; k < size; k++) {
		int x = column_x(label_width, primary, items[k]);
		fprintf(out, "<rect class=\"cell\" x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\"/>", x + 2,
		        y + 2, CELL - 4, CELL - 4);
		fprintf(out, "<text class=\"mark\" x=\"%d\" y=\"%d\">", x + CELL / 2, y + 15);
		xml_escaped(out, colors[k] > 0 ? dlx_format_color_name(s->format, colors[k]) : "1");
		fputs("</text>\n", out);
	}
	fputs("</g>\n", out);
}

/* Item names, written upwards above their columns, and the covered items' grey bands. */
static void write_columns(FILE *out, const struct snapshot *s, int label_width, int header,
                          int bottom)
{
	const struct dlx_problem *pb = dlx_format_problem(s->format);
	int primary = dlx_primary_count(pb), total = primary + dlx_secondary_count(pb);
	for (int x = 0; x < total; x++) {
		int cx = column_x(label_width, primary, x) + CELL / 2 + 5, y = TITLE + header - 4;
		bool covered = dlx_dance_item_state(s->dance, x) != 0;
		fprintf(out, "<text class=\"item%s\" transform=\"rotate(-90 %d %d)\" x=\"%d\" y=\"%d\">",
		        covered ? " covered" : "", cx, y, cx, y);
		xml_escaped(out, dlx_format_item_name(s->format, x));
		char bounds[48];
		if (dlx_dance_bounds_text(s->dance, x, bounds, sizeof bounds) > 0)
			fprintf(out, " <tspan class=\"bounds\" data-item=\"%d\">%s</tspan>", x, bounds);
		fputs("</text>\n", out);
		if (covered)
			fprintf(out, "<rect class=\"covered-item\" data-item=\"%d\" x=\"%d\" y=\"%d\" "
			             "width=\"%d\" height=\"%d\"/>\n",
			        x, column_x(label_width, primary, x), TITLE, CELL, bottom - TITLE);
	}
}

static void write_svg(FILE *out, const struct snapshot *s, int *items, int *colors)
{
	const struct dlx_problem *pb = dlx_format_problem(s->format);
	int primary = dlx_primary_count(pb), total = primary + dlx_secondary_count(pb);
	int options = dlx_option_count(pb), label = 0, header = 0, lower, upper;
	bool bounded = dlx_has_bounds(pb);
	for (int o = 0; o < options; o++) {
		int length = (int)dlx_format_option_text(s->format, o, NULL, 0) + 8;
		label = length > label ? length : label;
	}
	for (int x = 0; x < total; x++) { /* the name, and "taken/lower..upper" at their widest */
		int length = (int)strlen(dlx_format_item_name(s->format, x)) + 1;
		if (bounded && x < primary && dlx_item_bounds(pb, x, &lower, &upper) == 0)
			length += snprintf(NULL, 0, " %d/%d..%d", upper, lower, upper);
		header = length > header ? length : header;
	}
	label *= CHAR_WIDTH;
	header *= CHAR_WIDTH;
	int width = column_x(label, primary, total) + 8, top = TITLE + header;
	int title = title_width(s);
	width = title > width ? title : width;
	int height = top + options * CELL + 8;
	fprintf(out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
	             "viewBox=\"0 0 %d %d\" font-family=\"monospace\" font-size=\"13\">\n",
	        width, height, width, height);
	fputs("<style>\n"
	      ".row { fill: white; } .cell { fill: #4a7ebb; } .mark { fill: white; text-anchor: middle; }\n"
	      ".hidden .row { fill: #eeeeee; } .hidden text { fill: #aaaaaa; } .hidden .cell { fill: #cccccc; }\n"
	      ".chosen .row { fill: #ffe680; } .current .row { fill: #ffb347; }\n"
	      ".covered-item { fill: #888888; fill-opacity: 0.35; } .item.covered { fill: #999999; }\n"
	      ".title { font-weight: bold; }\n",
	      out);
	fputs(bounded ? ".bounds { fill: #a04000; }\n</style>\n" : "</style>\n", out);
	fprintf(out, "<rect x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"white\"/>\n", width, height);
	write_title(out, s);
	for (int o = 0; o < options; o++)
		write_row(out, s, o, top + o * CELL, label, items, colors);
	write_columns(out, s, label, header, top + options * CELL);
	fputs("</svg>\n", out);
}

int svg_matrix_write(FILE *out, const struct dlx_format *format, uint64_t step, uint64_t *steps)
{
	struct dlx_problem *pb = dlx_format_problem(format);
	struct snapshot s = {.format = format, .step = step, .item = -1, .option = -1};
	size_t total = (size_t)(dlx_primary_count(pb) + dlx_secondary_count(pb)) + 1;
	int *items = malloc(total * sizeof *items), *colors = malloc(total * sizeof *colors);
	int levels = dlx_max_depth(pb) + 1;
	s.partial = malloc((size_t)levels * sizeof *s.partial);
	s.dance = dlx_dance_create(pb, NULL, NULL);
	if (!items || !colors || !s.partial || !s.dance) {
		dlx_dance_destroy(s.dance);
		free(s.partial);
		free(items);
		free(colors);
		return DLX_ENOMEM;
	}
	if (step > 0) {
		struct dlx_search_options opt;
		dlx_search_options_init(&opt);
		opt.on_trace = on_trace;
		opt.user = &s;
		dlx_search(pb, &opt, NULL);
	}
	int code = 1;
	*steps = s.seen;
	if (s.seen == step) {
		s.length = dlx_dance_partial(s.dance, s.partial, levels);
		write_svg(out, &s, items, colors);
		code = 0;
	}
	dlx_dance_destroy(s.dance);
	free(s.partial);
	free(items);
	free(colors);
	return code;
}
