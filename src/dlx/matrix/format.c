/*
 * format.c - Knuth's DLX text format in, a dlx_problem out (see dlx_format.h).
 *
 * The reader works line by line and keeps no line around: the item line
 * fixes the item names and creates the problem, and each option line is
 * parsed into (item, colour) pairs and handed to dlx_add_option at once.
 * Names and colours live in two name tables (a string pool plus an
 * open-addressing hash index), so lookups stay O(1) for any number of items.
 *
 * Invariants: `failure` is 0 until the first error, then that error's code,
 * and `failed_with` holds its message; the problem exists exactly when the
 * item line has been read.
 */
#include "matrix/format_lines.h"
#include "util/grow.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Create and destroy ---- */

struct dlx_format *dlx_format_create(bool strict)
{
	struct dlx_format *f = calloc(1, sizeof *f);
	if (f)
		f->strict = strict;
	return f;
}

void dlx_format_destroy(struct dlx_format *f)
{
	if (!f)
		return;
	name_table_free(&f->items);
	name_table_free(&f->colors);
	dlx_problem_destroy(f->problem);
	free(f->option_items);
	free(f->option_colors);
	free(f->first_column);
	free(f->item_line);
	free(f->item_place);
	free(f->run);
	free(f->bounds);
	free(f);
}

int dlx_format_set_syntax(struct dlx_format *f, enum dlx_format_syntax syntax)
{
	if (!f || f->line > 0 || (syntax != DLX_SYNTAX_KNUTH && syntax != DLX_SYNTAX_EC))
		return DLX_EINVAL;
	f->syntax = syntax;
	return 0;
}

/* ---- Errors ---- */

/* Remembers the first error so that later calls repeat it. */
static int sticky(struct dlx_format *f, struct dlx_format_error *error, int code)
{
	if (code < 0 && !f->failure) {
		f->failure = code;
		f->failed_with = *error;
	}
	return code;
}

/* ---- Lexing ---- */

/* Length of the UTF-8 sequence at s (at most `left` bytes), or 0 when it is not valid. */
static size_t utf8_length(const unsigned char *s, size_t left)
{
	size_t need;
	uint32_t min;
	if (s[0] >= 0xc2 && s[0] <= 0xdf) {
		need = 2;
		min = 0x80;
	} else if (s[0] >= 0xe0 && s[0] <= 0xef) {
		need = 3;
		min = 0x800;
	} else if (s[0] >= 0xf0 && s[0] <= 0xf4) {
		need = 4;
		min = 0x10000;
	} else {
		return 0;
	}
	if (left < need)
		return 0;
	uint32_t code = s[0] & (0x7f >> need);
	for (size_t k = 1; k < need; k++) {
		if ((s[k] & 0xc0) != 0x80)
			return 0;
		code = code << 6 | (s[k] & 0x3f);
	}
	if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
		return 0;
	return need;
}

/* Checks that the line is text; fails at the first byte that is not. */
static int check_text(struct dlx_format *f, const char *line, size_t length,
                      struct dlx_format_error *error)
{
	const unsigned char *s = (const unsigned char *)line;
	for (size_t k = 0; k < length;) {
		if (s[k] >= 0x80) {
			size_t n = utf8_length(s + k, length - k);
			if (n == 0)
				return format_fail(f, error, (int)k + 1, "byte 0x%02x is not valid UTF-8: the input is not text",
				            s[k]);
			k += n;
			continue;
		}
		if ((s[k] < 0x20 && !format_is_blank((char)s[k])) || s[k] == 0x7f)
			return format_fail(f, error, (int)k + 1, "control character 0x%02x: the input is not text", s[k]);
		k++;
	}
	return 0;
}

/* Whether the line holds nothing, or is a comment ('|' as its first non-blank character). */
static bool is_ignored(const char *line, size_t length)
{
	size_t k = 0;
	while (k < length && format_is_blank(line[k]))
		k++;
	return k == length || line[k] == '|';
}

/* ---- The item line ---- */

/*
 * Bounds (Knuth's DLX3): "a:b|name" or "b|name" before a primary item's
 * name. A token is read as bounds when what comes before its first '|' is
 * made of digits and ':' alone; else '|' touching a name is the separator,
 * as it always was.
 */
#define BOUND_MAX DLX_MAX_BOUND

/* Where the bounds of the token at line[start..) end (at its '|'), or 0 when it has none. */
static size_t bounds_end(const char *line, size_t length, size_t start)
{
	size_t k = start;
	while (k < length && ((line[k] >= '0' && line[k] <= '9') || line[k] == ':'))
		k++;
	return k > start && k < length && line[k] == '|' ? k : 0;
}

/*
 * Where bounds meant as such go wrong: a token with ':' before its '|' but
 * other characters than digits there. The offending byte's offset, or 0.
 */
static size_t bounds_junk(const char *line, size_t length, size_t start)
{
	size_t k = start, bad = 0;
	bool colon = false;
	for (; k < length && !format_is_blank(line[k]) && line[k] != '|'; k++) {
		colon |= line[k] == ':';
		if (!bad && !(line[k] >= '0' && line[k] <= '9') && line[k] != ':')
			bad = k;
	}
	return colon && bad && k < length && line[k] == '|' ? bad : 0;
}

/*
 * Reads the decimal number at line[*k..end); false when there is none or it
 * is too large (*k then at its start).
 */
static bool read_bound(const char *line, size_t *k, size_t end, int32_t *value)
{
	size_t first = *k;
	int64_t v = 0;
	while (*k < end && line[*k] >= '0' && line[*k] <= '9') {
		v = v * 10 + (line[*k] - '0');
		if (v > BOUND_MAX) {
			*k = first; /* the message points at the number */
			return false;
		}
		(*k)++;
	}
	*value = (int32_t)v;
	return *k > first;
}

/* Parses "a:b" or "b" in line[start..end) into lower and upper, with errors at their column. */
static int parse_bounds(struct dlx_format *f, const char *line, size_t start, size_t end,
                        int32_t *lower, int32_t *upper, struct dlx_format_error *error)
{
	size_t k = start;
	if (!read_bound(line, &k, end, upper))
		return format_fail(f, error, (int)k + 1, "expected a bound of at most %d before '|'", BOUND_MAX);
	*lower = *upper;
	if (k < end) { /* a ':' */
		size_t colon = k++;
		if (!read_bound(line, &k, end, upper) || k < end)
			return format_fail(f, error, (int)k + 1, "expected a bound of at most %d after ':' (at column %d)",
			            BOUND_MAX, (int)colon + 1);
	}
	if (*upper == 0)
		return format_fail(f, error, (int)start + 1, "the upper bound is zero");
	if (*lower > *upper)
		return format_fail(f, error, (int)start + 1, "the lower bound %d exceeds the upper bound %d",
		            (int)*lower, (int)*upper);
	return 0;
}

/* Keeps item `item`'s bounds until the problem exists. 0 or DLX_ENOMEM. */
static int keep_bounds(struct dlx_format *f, int item, int32_t lower, int32_t upper)
{
	int err = grow_array((void **)&f->bounds, &f->bounds_capacity, 2 * (item + 1),
	                     sizeof *f->bounds);
	if (err)
		return err;
	f->bounds[2 * item] = lower;
	f->bounds[2 * item + 1] = upper;
	return 0;
}

/*
 * Reads bounds at the token starting at *at, if it has them, and moves *at
 * past its '|' onto the name. `secondary`: the separator came already.
 */
static int read_item_bounds(struct dlx_format *f, const char *line, size_t length, size_t *at,
                            bool secondary, struct dlx_format_error *error)
{
	size_t start = *at;
	while (start < length && format_is_blank(line[start]))
		start++;
	size_t bar = start < length ? bounds_end(line, length, start) : 0;
	size_t junk = bar ? 0 : bounds_junk(line, length, start);
	if (junk)
		return format_fail(f, error, (int)junk + 1, "bounds are decimal digits, as a:b|name or b|name");
	int32_t lower = 1, upper = 1;
	if (bar) {
		if (secondary)
			return format_fail(f, error, (int)start + 1, "bounds on a secondary item: only primary items take them");
		int code = parse_bounds(f, line, start, bar, &lower, &upper, error);
		if (code)
			return code;
		if (bar + 1 == length || format_is_blank(line[bar + 1]) || line[bar + 1] == '|')
			return format_fail(f, error, (int)bar + 2, "expected an item name after the bounds");
		*at = bar + 1;
	}
	int err = secondary ? 0 : keep_bounds(f, f->items.count, lower, upper);
	return err ? format_fail_memory(f, error, err) : 0;
}

static int read_item_name(struct dlx_format *f, const char *line, struct format_token t,
                          struct dlx_format_error *error)
{
	const char *name = line + t.start;
	int column = (int)t.start + 1;
	const char *colon = memchr(name, ':', t.length);
	if (colon)
		return format_fail(f, error, column + (int)(colon - name),
		            "item names cannot contain ':' (in '%.*s%s')",
		            format_quote_length(t.length), name, format_quote_tail(t.length));
	if (name_find(&f->items, name, t.length) >= 0)
		return format_fail(f, error, column, "item '%.*s%s' is listed twice", format_quote_length(t.length), name,
		            format_quote_tail(t.length));
	int index = name_add(&f->items, name, t.length);
	return index < 0 ? format_fail_memory(f, error, index) : 0;
}

/* Gives the problem the bounds read with the item line. */
static int set_bounds(struct dlx_format *f, int primary, struct dlx_format_error *error)
{
	for (int x = 0; x < primary; x++) {
		int32_t lower = f->bounds[2 * x], upper = f->bounds[2 * x + 1];
		if ((lower != 1 || upper != 1) && dlx_set_bounds(f->problem, x, lower, upper) != 0)
			return format_fail_memory(f, error, DLX_EINVAL); /* parse_bounds made them valid */
	}
	return 0;
}

/*
 * Marks the primary items whose names start with '#', which DLX_ORDER_SHARP
 * prefers as Knuth's DLX2-SHARP and DLX3-SHARP do.
 */
static void mark_sharp(struct dlx_format *f, int primary)
{
	for (int x = 0; x < primary; x++)
		if (name_at(&f->items, x)[0] == '#')
			dlx_set_sharp(f->problem, x, true); /* x is a primary item: cannot fail */
}

static int read_item_line(struct dlx_format *f, const char *line, size_t length,
                          struct dlx_format_error *error)
{
	size_t at = 0;
	struct format_token t;
	int primary = -1, code;
	while ((code = read_item_bounds(f, line, length, &at, primary >= 0, error)) == 0 &&
	       format_next_token(line, length, &at, true, &t)) {
		if (line[t.start] == '|') {
			if (primary >= 0)
				return format_fail(f, error, (int)t.start + 1, "'|' appears twice in the item line");
			primary = f->items.count;
		} else if ((code = read_item_name(f, line, t, error)) != 0) {
			return code;
		}
	}
	if (code)
		return code;
	if (primary < 0)
		primary = f->items.count;
	if (primary == 0)
		return format_fail(f, error, 1, "the item line names no primary item");
	int count = f->items.count;
	f->problem = dlx_problem_create(primary, count - primary);
	f->option_items = malloc((size_t)count * sizeof *f->option_items);
	f->option_colors = malloc((size_t)count * sizeof *f->option_colors);
	f->first_column = malloc((size_t)count * sizeof *f->first_column);
	if (!f->problem || !f->option_items || !f->option_colors || !f->first_column)
		return format_fail_memory(f, error, DLX_ENOMEM);
	mark_sharp(f, primary);
	return set_bounds(f, primary, error);
}

/* ---- Option lines ---- */

/* Splits "name:colour" and finds both. Returns 0 with *item and *color set, or an error. */
static int read_option_item(struct dlx_format *f, const char *line, struct format_token t, int *item,
                            int *color, struct dlx_format_error *error)
{
	const char *name = line + t.start;
	int column = (int)t.start + 1;
	const char *colon = memchr(name, ':', t.length);
	size_t name_length = colon ? (size_t)(colon - name) : t.length;
	if (memchr(name, '|', t.length))
		return format_fail(f, error, column + (int)((const char *)memchr(name, '|', t.length) - name),
		            "'|' cannot touch an item name: a cost is an entry of its own, as in 'a |5'");
	if (name_length == 0)
		return format_fail(f, error, column, "missing item name before ':'");
	*item = name_find(&f->items, name, name_length);
	if (*item < 0)
		return format_fail(f, error, column, "unknown item '%.*s%s'", format_quote_length(name_length), name,
		            format_quote_tail(name_length));
	*color = 0;
	if (!colon)
		return 0;
	int colon_column = column + (int)name_length;
	if (*item < dlx_primary_count(f->problem))
		return format_fail(f, error, colon_column, "primary item '%.*s%s' cannot have a colour",
		            format_quote_length(name_length), name, format_quote_tail(name_length));
	const char *colour = colon + 1;
	size_t colour_length = t.length - name_length - 1;
	if (colour_length == 0)
		return format_fail(f, error, colon_column, "missing colour after ':'");
	if (memchr(colour, ':', colour_length))
		return format_fail(f, error, colon_column, "more than one ':' in '%.*s%s'", format_quote_length(t.length),
		            name, format_quote_tail(t.length));
	int found = name_find(&f->colors, colour, colour_length);
	if (found < 0 && (found = name_add(&f->colors, colour, colour_length)) < 0)
		return format_fail_memory(f, error, found);
	*color = found + 1;
	return 0;
}

/*
 * A cost entry of an option line, "|n" (Knuth's DLX5): adds n to *cost.
 * Digits only, no sign; the option's entries must add up to an int64_t.
 */
static int read_cost(struct dlx_format *f, const char *line, struct format_token t, int64_t *cost,
                     struct dlx_format_error *error)
{
	const char *text = line + t.start;
	int column = (int)t.start + 1;
	if (t.length == 1)
		return format_fail(f, error, column, "'|' must be followed by a cost, as in '|5'");
	int64_t n = 0;
	for (size_t k = 1; k < t.length; k++) {
		int digit = text[k] - '0';
		if (digit < 0 || digit > 9)
			return format_fail(f, error, column + (int)k,
			            "a cost is a non-negative integer: '%.*s%s' is not", format_quote_length(t.length),
			            text, format_quote_tail(t.length));
		if (n > (INT64_MAX - digit) / 10)
			return format_fail(f, error, column, "cost '%.*s%s' is too large (at most %" PRId64 ")",
			            format_quote_length(t.length), text, format_quote_tail(t.length), INT64_MAX);
		n = n * 10 + digit;
	}
	if (n > INT64_MAX - *cost)
		return format_fail(f, error, column, "the option's costs add up to more than %" PRId64, INT64_MAX);
	*cost += n;
	return 0;
}

static int read_option_line(struct dlx_format *f, const char *line, size_t length,
                            struct dlx_format_error *error)
{
	size_t at = 0;
	struct format_token t;
	int count = 0, primaries = 0, code;
	int64_t cost = 0;
	int primary_count = dlx_primary_count(f->problem);
	if ((code = format_make_stamps(f)) != 0)
		return format_fail_memory(f, error, code);
	while (format_next_token(line, length, &at, false, &t)) {
		int item = -1, color = 0;
		if (line[t.start] == '|') { /* a cost: never first, where it starts a comment */
			if ((code = read_cost(f, line, t, &cost, error)) != 0)
				return code;
			continue;
		}
		if ((code = read_option_item(f, line, t, &item, &color, error)) != 0)
			return code;
		int k = format_earlier_place(f, item, count);
		if (k >= 0)
			return format_fail(f, error, (int)t.start + 1,
			            "item '%s' appears twice in this option (first at column %d)",
			            name_at(&f->items, item), f->first_column[k]);
		f->option_items[count] = item;
		f->option_colors[count] = color;
		f->first_column[count] = (int)t.start + 1;
		count++;
		primaries += item < primary_count;
	}
	if (primaries == 0) {
		code = format_fail(f, error, 1, f->strict ? "option has no primary item"
		                                   : "option has no primary item; skipped");
		return f->strict ? code : DLX_FORMAT_WARNING;
	}
	int option = dlx_add_option(f->problem, f->option_items, f->option_colors, count);
	if (option < 0)
		return format_fail_memory(f, error, option);
	if ((code = format_remember_option_line(f, option)) != 0 ||
	    (code = dlx_set_cost(f->problem, option, cost)) != 0)
		return format_fail_memory(f, error, code);
	return 0;
}

/* ---- Public entry points ---- */

int dlx_format_feed(struct dlx_format *f, const char *line, size_t length,
                    struct dlx_format_error *error)
{
	if (!f || !error || (!line && length > 0))
		return DLX_EINVAL;
	if (f->failure) {
		*error = f->failed_with;
		return f->failure;
	}
	f->line++;
	if (length > 0 && line[length - 1] == '\r')
		length--;
	/* A byte-order mark some editors put first is not part of the first name. */
	int skipped = 0;
	if (f->line == 1 && length >= 3 && memcmp(line, "\xef\xbb\xbf", 3) == 0)
		skipped = 3;
	line += skipped;
	length -= (size_t)skipped;
	int code = check_text(f, line, length, error);
	if (code == 0 && f->syntax == DLX_SYNTAX_EC)
		code = format_read_ec_line(f, line, length, error);
	else if (code == 0 && !is_ignored(line, length))
		code = f->problem ? read_option_line(f, line, length, error)
		                  : read_item_line(f, line, length, error);
	if (code != 0 && error->column > 0)
		error->column += skipped;
	return sticky(f, error, code);
}

int dlx_format_end(struct dlx_format *f, struct dlx_format_error *error)
{
	if (!f || !error)
		return DLX_EINVAL;
	if (f->failure) {
		*error = f->failed_with;
		return f->failure;
	}
	if (f->problem)
		return 0;
	const char *missing = f->syntax == DLX_SYNTAX_EC ? "no 'p ec N' line" : "no item line";
	int code = f->line == 0 ? format_fail(f, error, 1, "empty input: %s", missing)
	                        : format_fail(f, error, 1, "%s: the input holds only comments and blank lines",
	                                      missing);
	error->line = f->line > 0 ? f->line : 1;
	return sticky(f, error, code);
}

int dlx_format_read(struct dlx_format *f, const char *text, size_t length,
                    dlx_format_warning_fn on_warning, void *user, struct dlx_format_error *error)
{
	if (!f || !error || (!text && length > 0))
		return DLX_EINVAL;
	size_t at = 0;
	while (at < length) {
		const char *newline = memchr(text + at, '\n', length - at);
		size_t end = newline ? (size_t)(newline - text) : length;
		int code = dlx_format_feed(f, text + at, end - at, error);
		if (code == DLX_FORMAT_WARNING && on_warning)
			on_warning(user, error);
		else if (code < 0)
			return code;
		at = end + 1;
	}
	return dlx_format_end(f, error);
}
