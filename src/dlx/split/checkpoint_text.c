/*
 * checkpoint_text.c - a checkpoint in its text form, version 1 (dlx.h:
 * dlx_checkpoint_write, dlx_checkpoint_read). The reader trusts nothing:
 * every record is checked for its place, every number for its range, and
 * the closing count against the part lines, so a file cut short or edited
 * by hand is refused at the line and column where it goes wrong.
 */
#include "split/checkpoint.h"
#include "count/wide.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECKPOINT_VERSION 1

/* the solutions in at most 128 bits: 39 digits */
#define WIDE_DIGITS 39

/* "part", the solutions and seven numbers of at most 20 digits, with room to spare */
#define LINE_MAX_LENGTH 256

/* ---- Writing ---- */

static int put(dlx_write_fn write, void *user, const char *fmt, ...)
{
	char line[LINE_MAX_LENGTH];
	va_list args;
	va_start(args, fmt);
	int n = vsnprintf(line, sizeof line, fmt, args);
	va_end(args);
	return n > 0 && write(user, line, (size_t)n) == 0 ? 0 : DLX_EWRITE;
}

int dlx_checkpoint_write(const struct dlx_checkpoint *checkpoint, dlx_write_fn write, void *user)
{
	if (!checkpoint || !write)
		return DLX_EINVAL;
	const struct dlx_checkpoint_identity *id = &checkpoint->identity;
	int code = put(write, user,
	               "dlx-checkpoint %d\nproblem %016" PRIx64 "\nsearch %016" PRIx64
	               "\nparts %d %d %016" PRIx64 "\n",
	               CHECKPOINT_VERSION, id->problem, id->search, id->count, id->depth, id->parts);
	for (int k = 0; k < id->count && code == 0; k++) {
		const struct part_figures *f = &checkpoint->part[k];
		char solutions[WIDE_DIGITS + 1];
		if (f->done && wide_text((struct wide){f->solutions_high, f->solutions}, solutions,
		                         sizeof solutions) < 0)
			code = DLX_ENOMEM;
		else if (f->done)
			code = put(write, user,
			           "part %d %s %" PRIu64 " %" PRIu64 " %" PRIu64 " %" PRIu64
			           " %" PRIu64 " %d\n",
			           k, solutions, f->nodes, f->updates, f->branches, f->memo_hits, f->mems,
			           f->max_level);
	}
	return code ? code : put(write, user, "end %d\n", checkpoint->done);
}

/* ---- Reading ---- */

/* One line being read: its text (without the line end) and where the next field starts. */
struct cursor {
	const char *start, *p, *end;
	long line;
	struct dlx_checkpoint_error *error;
};

static int fail(const struct cursor *c, int column, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	c->error->line = c->line;
	c->error->column = column;
	vsnprintf(c->error->message, sizeof c->error->message, fmt, args);
	va_end(args);
	return DLX_ECHECKPOINT;
}

static int column_of(const struct cursor *c)
{
	return (int)(c->p - c->start) + 1;
}

static void skip_blanks(struct cursor *c)
{
	while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
		c->p++;
}

/* The next field must be `word`. */
static int take_word(struct cursor *c, const char *word)
{
	skip_blanks(c);
	size_t n = strlen(word);
	const char *after = c->p + n;
	if ((size_t)(c->end - c->p) < n || memcmp(c->p, word, n) != 0 ||
	    (after < c->end && *after != ' ' && *after != '\t'))
		return fail(c, column_of(c), "expected '%s'", word);
	c->p = after;
	return 0;
}

/* An unsigned number in `base` (10 or 16) of at most 64 bits, named `what` in messages. */
static int take_u64(struct cursor *c, int base, const char *what, uint64_t *value)
{
	skip_blanks(c);
	int column = column_of(c);
	uint64_t v = 0;
	const char *first = c->p;
	for (; c->p < c->end && *c->p != ' ' && *c->p != '\t'; c->p++) {
		char ch = *c->p;
		int d = ch >= '0' && ch <= '9'                  ? ch - '0'
		        : base == 16 && ch >= 'a' && ch <= 'f' ? ch - 'a' + 10
		                                               : -1;
		if (d < 0)
			return fail(c, column, "expected %s", what);
		if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
			return fail(c, column, "%s is too large", what);
		v = v * (uint64_t)base + (uint64_t)d;
	}
	if (c->p == first)
		return fail(c, column, "expected %s", what);
	*value = v;
	return 0;
}

/*
 * A decimal count of solutions of at most 128 bits (a part counted with a
 * memo may pass 2^64), named `what` in messages.
 */
static int take_count(struct cursor *c, const char *what, struct wide *value)
{
	skip_blanks(c);
	int column = column_of(c);
	struct wide v = {0, 0};
	const char *first = c->p;
	for (; c->p < c->end && *c->p != ' ' && *c->p != '\t'; c->p++) {
		if (*c->p < '0' || *c->p > '9')
			return fail(c, column, "expected %s", what);
		if (!wide_push_digit(&v, (unsigned)(*c->p - '0')))
			return fail(c, column, "%s: more than 128 bits", what);
	}
	if (c->p == first)
		return fail(c, column, "expected %s", what);
	*value = v;
	return 0;
}

/* A decimal number from `low` to `high` (low may be -1: a leading '-' then). */
static int take_int(struct cursor *c, const char *what, int low, int high, int *value)
{
	skip_blanks(c);
	int column = column_of(c);
	bool negative = c->p < c->end && *c->p == '-' && low < 0;
	if (negative)
		c->p++;
	uint64_t v;
	int code = take_u64(c, 10, what, &v);
	if (code)
		return code;
	int64_t number = v > INT32_MAX ? INT64_MAX : (int64_t)v;
	if (negative)
		number = -number;
	if (number < low || number > high)
		return fail(c, column, "%s must be %d to %d", what, low, high);
	*value = (int)number;
	return 0;
}

static int take_end(struct cursor *c)
{
	skip_blanks(c);
	return c->p < c->end ? fail(c, column_of(c), "expected the end of the line") : 0;
}

/* Moves to the next line of the text; false at its end. */
static bool next_line(struct cursor *c, const char *text, size_t length, size_t *at)
{
	if (*at >= length)
		return false;
	c->start = c->p = text + *at;
	const char *newline = memchr(c->start, '\n', length - *at);
	c->end = newline ? newline : text + length;
	*at = (size_t)(c->end - text) + (newline != NULL);
	if (c->end > c->start && c->end[-1] == '\r')
		c->end--;
	c->line++;
	return true;
}

/* What follows the word of header line k (0: the version, 1 and 2: hashes, 3: the parts). */
static int read_fields(struct cursor *c, int k, struct dlx_checkpoint_identity *id)
{
	int version, code;
	switch (k) {
	case 0:
		code = take_int(c, "a version", 0, INT32_MAX, &version);
		if (code == 0 && version != CHECKPOINT_VERSION)
			return fail(c, 0, "version %d: this library reads version %d", version,
			            CHECKPOINT_VERSION);
		return code;
	case 1: return take_u64(c, 16, "the problem's hash", &id->problem);
	case 2: return take_u64(c, 16, "the search's hash", &id->search);
	default:
		code = take_int(c, "the number of parts", 0, INT32_MAX, &id->count);
		if (code == 0)
			code = take_int(c, "the depth", -1, INT32_MAX, &id->depth);
		return code ? code : take_u64(c, 16, "the parts' hash", &id->parts);
	}
}

/* The four lines before the parts: version, problem, search, parts. */
static int read_header(struct cursor *c, const char *text, size_t length, size_t *at,
                       struct dlx_checkpoint_identity *id)
{
	static const char *const words[] = {"dlx-checkpoint", "problem", "search", "parts"};
	for (int k = 0; k < 4; k++) {
		if (!next_line(c, text, length, at))
			return fail(c, 0, "the text ends before its '%s' line", words[k]);
		int code = take_word(c, words[k]);
		if (code == 0)
			code = read_fields(c, k, id);
		if (code == 0)
			code = take_end(c);
		if (code)
			return code;
	}
	return 0;
}

/* The numbers of a part line after "part": its number, then its figures. */
static int read_part(struct cursor *c, struct dlx_checkpoint *checkpoint, int *last)
{
	int part, column;
	skip_blanks(c);
	column = column_of(c);
	int code = take_int(c, "a part number", 0, INT32_MAX, &part);
	if (code)
		return code;
	if (part >= checkpoint->identity.count)
		return fail(c, column, "part %d: the search has %d parts", part,
		            checkpoint->identity.count);
	if (part <= *last)
		return fail(c, column, "part %d comes after part %d: parts go in increasing order, once each",
		            part, *last);
	struct part_figures f = {0};
	struct wide solutions = {0, 0};
	code = take_count(c, "the solutions", &solutions);
	f.solutions = solutions.low;
	f.solutions_high = solutions.high;
	uint64_t *fields[] = {&f.nodes, &f.updates, &f.branches, &f.memo_hits, &f.mems};
	static const char *const names[] = {"the nodes", "the updates", "the branches",
	                                    "the memo hits", "the mems"};
	for (int k = 0; k < 5 && code == 0; k++)
		code = take_u64(c, 10, names[k], fields[k]);
	if (code == 0)
		code = take_int(c, "the deepest level", 0, INT32_MAX, &f.max_level);
	if (code == 0)
		code = take_end(c);
	if (code == 0) {
		checkpoint_record(checkpoint, part, &f);
		*last = part;
	}
	return code;
}

/* Whether the next field is `word`, without taking it. */
static bool looks_at(struct cursor *c, const char *word)
{
	skip_blanks(c);
	size_t n = strlen(word);
	return (size_t)(c->end - c->p) >= n && memcmp(c->p, word, n) == 0 &&
	       (c->p + n == c->end || c->p[n] == ' ' || c->p[n] == '\t');
}

/* The closing line after "end": the number of parts done, which must match the part lines. */
static int read_end(struct cursor *c, const struct dlx_checkpoint *checkpoint)
{
	int done, code = take_word(c, "end");
	skip_blanks(c);
	int column = column_of(c);
	if (code == 0)
		code = take_int(c, "the number of parts done", 0, INT32_MAX, &done);
	if (code == 0 && done != checkpoint->done)
		return fail(c, column, "%d parts done, but %d part lines", done, checkpoint->done);
	return code ? code : take_end(c);
}

/* The part lines and the closing "end DONE", the last line of the text. */
static int read_parts(struct cursor *c, const char *text, size_t length, size_t *at,
                      struct dlx_checkpoint *checkpoint)
{
	int last = -1;
	while (next_line(c, text, length, at)) {
		if (looks_at(c, "end")) {
			int code = read_end(c, checkpoint);
			if (code == 0 && next_line(c, text, length, at))
				return fail(c, 1, "text after the 'end' line");
			return code;
		}
		int code = take_word(c, "part");
		if (code == 0)
			code = read_part(c, checkpoint, &last);
		if (code)
			return code;
	}
	return fail(c, 0, "the text ends without its 'end' line: cut short?");
}

int dlx_checkpoint_read(const char *text, size_t length, struct dlx_checkpoint **checkpoint,
                        struct dlx_checkpoint_error *error)
{
	if ((!text && length > 0) || !checkpoint || !error)
		return DLX_EINVAL;
	*error = (struct dlx_checkpoint_error){0};
	struct cursor c = {.error = error};
	struct dlx_checkpoint_identity id;
	size_t at = 0;
	int code = read_header(&c, text, length, &at, &id);
	if (code)
		return code;
	struct dlx_checkpoint *read = dlx_checkpoint_create(&id);
	if (!read)
		return DLX_ENOMEM;
	code = read_parts(&c, text, length, &at, read);
	if (code) {
		dlx_checkpoint_destroy(read);
		return code;
	}
	*checkpoint = read;
	return 0;
}
