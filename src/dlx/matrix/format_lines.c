/*
 * format_lines.c - what both grammars of the reader share (format.c for
 * Knuth's, format_ec.c for the .ec benchmark's): errors at a line and
 * column, the tokens of a line, and for each option its source line and
 * the stamps that find an item named twice in it.
 */
#include "matrix/format_lines.h"
#include "util/grow.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- Errors ---- */

int format_fail(struct dlx_format *f, struct dlx_format_error *error, int column, const char *fmt,
                ...)
{
	error->line = f->line;
	error->column = column;
	va_list args;
	va_start(args, fmt);
	vsnprintf(error->message, sizeof error->message, fmt, args);
	va_end(args);
	return DLX_FORMAT_EPARSE;
}

int format_fail_memory(struct dlx_format *f, struct dlx_format_error *error, int code)
{
	error->line = f->line;
	error->column = 0;
	snprintf(error->message, sizeof error->message, "%s", dlx_strerror(code));
	return code;
}

/* ---- Tokens ---- */

/*
 * The next token at or after *at, or false at the end of the line. On the
 * item line '|' is a token of its own even when it touches a name.
 */
bool format_next_token(const char *line, size_t length, size_t *at, bool split_bar,
                       struct format_token *token)
{
	size_t k = *at;
	while (k < length && format_is_blank(line[k]))
		k++;
	if (k == length)
		return false;
	token->start = k;
	if (split_bar && line[k] == '|') {
		k++;
	} else {
		while (k < length && !format_is_blank(line[k]) && !(split_bar && line[k] == '|'))
			k++;
	}
	token->length = k - token->start;
	*at = k;
	return true;
}

/* ---- Options ---- */

/* Notes that `option` (the last added) stands on the current line: a new run only when the last breaks. */
int format_remember_option_line(struct dlx_format *f, int option)
{
	if (f->run_count > 0) {
		const struct line_run *last = &f->run[f->run_count - 1];
		if (f->line - last->line == (long)option - last->option)
			return 0;
	}
	int err = grow_array((void **)&f->run, &f->run_capacity, f->run_count + 1, sizeof *f->run);
	if (err)
		return err;
	f->run[f->run_count++] = (struct line_run){.option = option, .line = f->line};
	return 0;
}

/*
 * Where `item` already stands in the option on the current line (its place
 * k), or -1, recording it at place `k` otherwise: one look-up per item, so
 * an option of n items costs O(n), not O(n^2). Stamped with the line
 * number, so nothing is cleared between options.
 */
int format_earlier_place(struct dlx_format *f, int item, int k)
{
	if (f->item_line[item] == f->line)
		return f->item_place[item];
	f->item_line[item] = f->line;
	f->item_place[item] = k;
	return -1;
}

/* The stamp arrays, made with the first option. 0 or DLX_ENOMEM. */
int format_make_stamps(struct dlx_format *f)
{
	if (f->item_line)
		return 0;
	size_t items = (size_t)dlx_primary_count(f->problem) + (size_t)dlx_secondary_count(f->problem);
	f->item_line = calloc(items + 1, sizeof *f->item_line); /* line 0: never seen */
	f->item_place = malloc((items + 1) * sizeof *f->item_place);
	return f->item_line && f->item_place ? 0 : DLX_ENOMEM;
}
