/*
 * format_ec.c - the exact-cover benchmark's .ec format in, a dlx_problem
 * out (grammar in dlx_format.h). It shares the reader of Knuth's format:
 * the same struct, the same checks that the input is text, the same line
 * numbers in errors and the same names for items, so that `--print` and
 * the Python package show a set as its element numbers, "1 2 5".
 *
 * Invariants: `header_line` is 0 until the 'p ec N' line, then that line;
 * the problem exists exactly when header_line > 0, with N primary items
 * named "1" .. "N" in order, so element e is item e - 1.
 */
#include "matrix/format_lines.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool token_is(const char *line, struct format_token t, const char *word)
{
	return t.length == strlen(word) && memcmp(line + t.start, word, t.length) == 0;
}

/*
 * The decimal number in token t, into *value. Digits only: a sign or any
 * other character, or a value above INT32_MAX (every count here is an
 * int), is an error at its column.
 */
static int read_number(struct dlx_format *f, const char *line, struct format_token t,
                       const char *what, int32_t *value, struct dlx_format_error *error)
{
	const char *text = line + t.start;
	int64_t n = 0;
	for (size_t k = 0; k < t.length; k++) {
		if (text[k] < '0' || text[k] > '9')
			return format_fail(f, error, (int)(t.start + k) + 1, "%s is a whole number: '%.*s%s' is not",
			                   what, format_quote_length(t.length), text, format_quote_tail(t.length));
		n = n * 10 + (text[k] - '0');
		if (n > INT32_MAX)
			return format_fail(f, error, (int)t.start + 1, "number '%.*s%s' overflows (at most %" PRId32 ")",
			                   format_quote_length(t.length), text, format_quote_tail(t.length), INT32_MAX);
	}
	*value = (int32_t)n;
	return 0;
}

/* Makes the problem of n primary items named "1" .. "n", and the per-option buffers. */
static int make_problem(struct dlx_format *f, int32_t n, struct dlx_format_error *error)
{
	char name[16];
	for (int32_t e = 1; e <= n; e++) {
		int length = snprintf(name, sizeof name, "%" PRId32, e);
		int index = name_add(&f->items, name, (size_t)length);
		if (index < 0)
			return format_fail_memory(f, error, index);
	}
	f->problem = dlx_problem_create(n, 0);
	f->option_items = malloc((size_t)n * sizeof *f->option_items);
	f->first_column = malloc((size_t)n * sizeof *f->first_column);
	if (!f->problem || !f->option_items || !f->first_column || format_make_stamps(f) != 0)
		return format_fail_memory(f, error, DLX_ENOMEM);
	return 0;
}

/* "p ec N", `at` just past the 'p'. */
static int read_header(struct dlx_format *f, const char *line, size_t length, size_t at,
                       struct dlx_format_error *error)
{
	if (f->header_line > 0)
		return format_fail(f, error, 1, "a second 'p' line (the first is line %ld)", f->header_line);
	struct format_token t = {.start = length};
	if (!format_next_token(line, length, &at, false, &t) || !token_is(line, t, "ec"))
		return format_fail(f, error, (int)t.start + 1, "expected 'p ec N' (N the number of elements)");
	if (!format_next_token(line, length, &at, false, &t))
		return format_fail(f, error, (int)length + 1, "expected the number of elements after 'p ec'");
	int32_t n;
	int code = read_number(f, line, t, "the number of elements", &n, error);
	if (code)
		return code;
	if (n == 0)
		return format_fail(f, error, (int)t.start + 1, "the number of elements is 0: at least 1 is needed");
	if (n > DLX_EC_MAX_ITEMS)
		return format_fail(f, error, (int)t.start + 1, "%" PRId32 " elements are too many (at most %d)",
		                   n, DLX_EC_MAX_ITEMS);
	if (format_next_token(line, length, &at, false, &t))
		return format_fail(f, error, (int)t.start + 1, "unexpected '%.*s%s' after 'p ec N'",
		                   format_quote_length(t.length), line + t.start, format_quote_tail(t.length));
	f->header_line = f->line;
	return make_problem(f, n, error);
}

/* "s e1 e2 ...", `at` just past the 's': one option. */
static int read_set(struct dlx_format *f, const char *line, size_t length, size_t at,
                    struct dlx_format_error *error)
{
	if (f->header_line == 0)
		return format_fail(f, error, 1, "a set before the 'p ec N' line");
	int32_t n = dlx_primary_count(f->problem);
	int count = 0, code;
	struct format_token t;
	while (format_next_token(line, length, &at, false, &t)) {
		int32_t element;
		if ((code = read_number(f, line, t, "an element", &element, error)) != 0)
			return code;
		if (element < 1 || element > n)
			return format_fail(f, error, (int)t.start + 1, "element %" PRId32 " is outside 1..%" PRId32,
			                   element, n);
		int k = format_earlier_place(f, element - 1, count);
		if (k >= 0)
			return format_fail(f, error, (int)t.start + 1,
			                   "element %" PRId32 " appears twice in this set (first at column %d)",
			                   element, f->first_column[k]);
		f->option_items[count] = element - 1;
		f->first_column[count++] = (int)t.start + 1;
	}
	if (count == 0)
		return format_fail(f, error, 1, "a set with no elements");
	int option = dlx_add_option(f->problem, f->option_items, NULL, count);
	if (option < 0)
		return format_fail_memory(f, error, option);
	code = format_remember_option_line(f, option);
	return code ? format_fail_memory(f, error, code) : 0;
}

int format_read_ec_line(struct dlx_format *f, const char *line, size_t length,
                        struct dlx_format_error *error)
{
	size_t at = 0;
	struct format_token t;
	if (!format_next_token(line, length, &at, false, &t) || token_is(line, t, "c"))
		return 0; /* blank, or a comment */
	if (token_is(line, t, "p"))
		return read_header(f, line, length, at, error);
	if (token_is(line, t, "s"))
		return read_set(f, line, length, at, error);
	return format_fail(f, error, (int)t.start + 1,
	                   "unknown line type '%.*s%s': a line of the .ec format starts with c, p or s",
	                   format_quote_length(t.length), line + t.start, format_quote_tail(t.length));
}
