/*
 * format_text.c - a read problem's items and options back as text, as the
 * input named them (dlx_format.h), and where each option stood.
 */
#include "matrix/format_lines.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct dlx_problem *dlx_format_problem(const struct dlx_format *f)
{
	return f ? f->problem : NULL;
}

const char *dlx_format_item_name(const struct dlx_format *f, int item)
{
	return !f ? NULL : name_at(&f->items, item);
}

const char *dlx_format_color_name(const struct dlx_format *f, int color)
{
	return !f || color < 1 ? NULL : name_at(&f->colors, color - 1);
}

int dlx_format_find_item(const struct dlx_format *f, const char *name, size_t length)
{
	return !f || (!name && length > 0) ? -1 : name_find(&f->items, name, length);
}

long dlx_format_option_line(const struct dlx_format *f, int option)
{
	if (!f || !f->problem || option < 0 || option >= dlx_option_count(f->problem) ||
	    f->run_count == 0)
		return 0;
	int32_t low = 0, high = f->run_count - 1; /* the last run that starts at or before option */
	while (low < high) {
		int32_t mid = low + (high - low + 1) / 2;
		if (f->run[mid].option <= option)
			low = mid;
		else
			high = mid - 1;
	}
	return f->run[low].line + (option - f->run[low].option);
}

/* Appends text to buffer[0..size) at *used, as far as it fits; *used counts it all. */
static void append(char *buffer, size_t size, size_t *used, const char *text)
{
	size_t length = strlen(text);
	if (*used < size) {
		size_t room = size - *used - 1;
		size_t n = length < room ? length : room;
		memcpy(buffer + *used, text, n);
		buffer[*used + n] = '\0';
	}
	*used += length;
}

/*
 * Writes the option's names from items/colors (count entries), then its
 * cost as "|n" when it has one; returns the full length.
 */
static size_t write_option(const struct dlx_format *f, const int *items, const int *colors,
                           int count, int64_t cost, char *buffer, size_t size)
{
	size_t used = 0;
	for (int k = 0; k < count; k++) {
		if (k > 0)
			append(buffer, size, &used, " ");
		append(buffer, size, &used, name_at(&f->items, items[k]));
		if (colors[k] > 0) {
			append(buffer, size, &used, ":");
			append(buffer, size, &used, name_at(&f->colors, colors[k] - 1));
		}
	}
	if (cost > 0) {
		char text[32];
		snprintf(text, sizeof text, " |%" PRId64, cost);
		append(buffer, size, &used, text);
	}
	return used;
}

size_t dlx_format_option_text(const struct dlx_format *f, int option, char *buffer, size_t size)
{
	if (!buffer)
		size = 0;
	if (size > 0)
		buffer[0] = '\0';
	if (!f || !f->problem || option < 0 || option >= dlx_option_count(f->problem))
		return 0;
	/* Most options are short: a stack buffer, and the heap only for long ones. */
	enum { SHORT = 64 };
	int short_items[SHORT], short_colors[SHORT];
	int64_t cost = 0;
	dlx_option_cost(f->problem, option, &cost);
	int count = dlx_option_items(f->problem, option, short_items, short_colors, SHORT);
	if (count <= SHORT)
		return write_option(f, short_items, short_colors, count, cost, buffer, size);
	int *items = malloc((size_t)count * sizeof *items);
	int *colors = malloc((size_t)count * sizeof *colors);
	size_t used = 0;
	if (items && colors) {
		dlx_option_items(f->problem, option, items, colors, count);
		used = write_option(f, items, colors, count, cost, buffer, size);
	}
	free(items);
	free(colors);
	return used;
}

size_t dlx_format_item_text(const struct dlx_format *f, int item, char *buffer, size_t size)
{
	if (!buffer)
		size = 0;
	if (size > 0)
		buffer[0] = '\0';
	const char *name = f ? name_at(&f->items, item) : NULL;
	int lower = 1, upper = 1;
	if (!name || (f->problem && dlx_item_bounds(f->problem, item, &lower, &upper) != 0))
		return 0;
	char bounds[32] = "";
	if (lower != upper)
		snprintf(bounds, sizeof bounds, "%d:%d|", lower, upper);
	else if (upper != 1)
		snprintf(bounds, sizeof bounds, "%d|", upper);
	size_t used = 0;
	append(buffer, size, &used, bounds);
	append(buffer, size, &used, name);
	return used;
}
