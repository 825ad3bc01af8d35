/*
 * read.c - a diagram from DLX6's text form (dlx.h: dlx_zdd_read).
 *
 * Three passes: every line is parsed into a record (number, option, the
 * two branches as written, and where they were written, for messages);
 * the branches are resolved to records through a table sorted by number,
 * which also finds numbers defined twice; a depth-first walk with an
 * explicit stack puts every node after its children (zdd.h) and finds a
 * cycle as a branch to a node whose walk has not finished. Nothing of the
 * text is trusted: every number is range-checked before it is used.
 */
#include "zdd/zdd.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct record {
	uint32_t number, target[2]; /* as written; then the branches resolved (see resolve) */
	int32_t option;             /* as written, counted from 1; 0 on the root line */
	long line;
	int column[2];              /* where LO and HI are written */
};

struct reader {
	const char *text;
	size_t length, at;  /* the line being parsed, from text + at */
	long line;
	struct dlx_zdd_error *error;
};

static int fail(struct dlx_zdd_error *error, long line, int column, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	error->line = line;
	error->column = column;
	vsnprintf(error->message, sizeof error->message, fmt, args);
	va_end(args);
	return DLX_EZDD;
}

/* ---- Pass 1: lines into records ---- */

struct cursor {
	const char *p, *start, *end;
};

static int column_of(const struct cursor *c)
{
	return (int)(c->p - c->start) + 1;
}

static void skip_blanks(struct cursor *c)
{
	while (c->p < c->end && (*c->p == ' ' || *c->p == '\t'))
		c->p++;
}

/* A number in base 16 or 10, below 2^31; false when there is none or it is larger. */
static bool take_number(struct cursor *c, int base, uint32_t *value)
{
	uint64_t v = 0;
	const char *first = c->p;
	for (; c->p < c->end; c->p++) {
		int d = *c->p >= '0' && *c->p <= '9' ? *c->p - '0'
		        : base == 16 && *c->p >= 'a' && *c->p <= 'f' ? *c->p - 'a' + 10
		        : base == 16 && *c->p >= 'A' && *c->p <= 'F' ? *c->p - 'A' + 10
		                                                      : -1;
		if (d < 0)
			break;
		v = v * (uint64_t)base + (uint64_t)d;
		if (v > INT32_MAX) {
			c->p = first; /* the message points at the number, not into it */
			return false;
		}
	}
	*value = (uint32_t)v;
	return c->p > first;
}

static bool take_char(struct cursor *c, char expected)
{
	if (c->p < c->end && *c->p == expected) {
		c->p++;
		return true;
	}
	return false;
}

static int syntax_error(const struct reader *r, const struct cursor *c, const char *what)
{
	return fail(r->error, r->line, column_of(c),
	            "expected %s (a line reads 'N: (~OPTION?LO:HI)', numbers of nodes in hex)", what);
}

/* Parses one line (start .. end, not blank) into *rec. */
static int parse_line(const struct reader *r, const char *start, const char *end, struct record *rec)
{
	struct cursor c = {start, start, end};
	uint32_t option;
	*rec = (struct record){.line = r->line};
	skip_blanks(&c);
	if (!take_number(&c, 16, &rec->number))
		return syntax_error(r, &c, "a node number below 80000000");
	if (!take_char(&c, ':'))
		return syntax_error(r, &c, "':' after the node number");
	skip_blanks(&c);
	if (!take_char(&c, '(') || !take_char(&c, '~'))
		return syntax_error(r, &c, "'(~'");
	if (!take_number(&c, 10, &option))
		return syntax_error(r, &c, "an option number below 2147483648");
	rec->option = (int32_t)option;
	if (!take_char(&c, '?'))
		return syntax_error(r, &c, "'?' after the option");
	for (int side = 0; side < 2; side++) {
		rec->column[side] = column_of(&c);
		if (!take_number(&c, 16, &rec->target[side]))
			return syntax_error(r, &c, side == 0 ? "the LO node number" : "the HI node number");
		if (!take_char(&c, side == 0 ? ':' : ')'))
			return syntax_error(r, &c, side == 0 ? "':' after LO" : "')' after HI");
	}
	skip_blanks(&c);
	if (c.p < c.end)
		return syntax_error(r, &c, "the end of the line");
	if (rec->number < 2)
		return fail(r->error, r->line, 1, "nodes 0 and 1 are the sinks: no line defines them");
	return 0;
}

static bool is_blank(const char *p, const char *end)
{
	for (; p < end; p++)
		if (*p != ' ' && *p != '\t')
			return false;
	return true;
}

/* Every line into *records (*count of them); 0, DLX_ENOMEM or DLX_EZDD. */
static int parse_all(struct reader *r, struct record **records, size_t *count)
{
	size_t capacity = 0;
	*records = NULL;
	*count = 0;
	while (r->at < r->length) {
		const char *start = r->text + r->at, *stop = memchr(start, '\n', r->length - r->at);
		const char *end = stop ? stop : r->text + r->length;
		r->at = (size_t)(end - r->text) + (stop ? 1 : 0);
		r->line++;
		if (end > start && end[-1] == '\r')
			end--;
		if (is_blank(start, end))
			continue;
		if (*count == capacity) {
			capacity = capacity ? capacity * 2 : 256;
			struct record *grown = realloc(*records, capacity * sizeof *grown);
			if (!grown)
				return DLX_ENOMEM;
			*records = grown;
		}
		int err = parse_line(r, start, end, &(*records)[*count]);
		if (err)
			return err;
		if (++*count > ZDD_MAX_NODES)
			return fail(r->error, r->line, 0, "more than %lu nodes", (unsigned long)ZDD_MAX_NODES);
	}
	if (*count == 0)
		return fail(r->error, 0, 0, "no lines: a ZDD ends with its root line, 'N: (~0?0:TOP)'");
	return 0;
}

/* ---- Pass 2: branches to records ---- */

struct by_number {
	uint32_t number;
	uint32_t index; /* into the records */
};

static int compare_numbers(const void *a, const void *b)
{
	const struct by_number *x = a, *y = b;
	if (x->number != y->number)
		return (x->number > y->number) - (x->number < y->number);
	return (x->index > y->index) - (x->index < y->index);
}

/* The record numbered `number`, as a target (index + 2), or 0 when none is. */
static uint32_t lookup(const struct by_number *sorted, size_t count, uint32_t number)
{
	size_t low = 0, high = count;
	while (low < high) {
		size_t mid = low + (high - low) / 2;
		if (sorted[mid].number < number)
			low = mid + 1;
		else
			high = mid;
	}
	return low < count && sorted[low].number == number ? sorted[low].index + 2 : 0;
}

/* Checks the root and the options, and turns every branch into a sink (0, 1) or index + 2. */
static int resolve(struct record *rec, size_t count, const struct by_number *sorted,
                   struct dlx_zdd_error *error)
{
	const struct record *root = &rec[count - 1];
	if (root->option != 0 || root->target[0] != 0)
		return fail(error, root->line, 0, "the last line must be the root mark, '%x: (~0?0:TOP)'",
		            (unsigned)root->number);
	for (size_t k = 0; k < count; k++) {
		if (k + 1 < count && rec[k].option == 0)
			return fail(error, rec[k].line, 0, "option 0 marks the root, which only the last line is "
			                                   "(options count from 1)");
		for (int side = 0; side < 2; side++) {
			uint32_t n = rec[k].target[side];
			if (n < 2)
				continue;
			uint32_t t = lookup(sorted, count, n);
			if (t == 0)
				return fail(error, rec[k].line, rec[k].column[side],
				            "branch to node %x, which no line defines", (unsigned)n);
			if (t == count + 1) /* the root mark's record */
				return fail(error, rec[k].line, rec[k].column[side],
				            "branch to node %x, the root mark, which is no node", (unsigned)n);
			rec[k].target[side] = t;
		}
	}
	return 0;
}

static int check_numbers(struct record *rec, size_t count, struct by_number **sorted,
                         struct dlx_zdd_error *error)
{
	*sorted = malloc(count * sizeof **sorted);
	if (!*sorted)
		return DLX_ENOMEM;
	for (size_t k = 0; k < count; k++)
		(*sorted)[k] = (struct by_number){rec[k].number, (uint32_t)k};
	qsort(*sorted, count, sizeof **sorted, compare_numbers);
	for (size_t k = 1; k < count; k++)
		if ((*sorted)[k].number == (*sorted)[k - 1].number) {
			const struct record *twice = &rec[(*sorted)[k].index];
			return fail(error, twice->line, 1, "node %x is defined twice (first on line %ld)",
			            (unsigned)twice->number, rec[(*sorted)[k - 1].index].line);
		}
	return resolve(rec, count, *sorted, error);
}

/* ---- Pass 3: children first ---- */

/* A walk's frame: the record, and the branch to look at next (0 LO, 1 HI, 2 none left). */
struct frame {
	uint32_t record;
	int side;
};

enum { UNSEEN = 0, OPEN = 1, PLACED = 2 };

/*
 * Places the records reachable from `start` (and start itself) after their
 * children: place[k] is record k's index in the diagram, *next the next
 * index free. A branch to an OPEN record closes a cycle.
 */
static int place_from(const struct record *rec, uint32_t start, uint32_t *place, uint8_t *state,
                      struct frame *stack, uint32_t *next, struct dlx_zdd_error *error)
{
	size_t depth = 0;
	stack[depth++] = (struct frame){start, 0};
	state[start] = OPEN;
	while (depth > 0) {
		struct frame *f = &stack[depth - 1];
		if (f->side == 2) {
			state[f->record] = PLACED;
			place[f->record] = (*next)++;
			depth--;
			continue;
		}
		uint32_t t = rec[f->record].target[f->side++];
		if (t < 2 || state[t - 2] == PLACED)
			continue;
		if (state[t - 2] == OPEN)
			return fail(error, rec[f->record].line, rec[f->record].column[f->side - 1],
			            "node %x lies on a cycle: its branches lead back to it",
			            (unsigned)rec[t - 2].number);
		state[t - 2] = OPEN;
		stack[depth++] = (struct frame){t - 2, 0};
	}
	return 0;
}

/* The records (but the root mark) as a diagram in zdd.h's order. */
static int order(const struct record *rec, size_t count, struct dlx_zdd *zdd,
                 struct dlx_zdd_error *error)
{
	size_t nodes = count - 1;
	uint32_t *place = malloc((nodes + 1) * sizeof *place);
	uint8_t *state = calloc(nodes + 1, 1);
	struct frame *stack = malloc((nodes + 1) * sizeof *stack);
	struct zdd_node *node = realloc(zdd->node, (nodes + 2) * sizeof *node);
	int err = place && state && stack && node ? 0 : DLX_ENOMEM;
	if (node) {
		zdd->node = node;
		zdd->capacity = (uint32_t)nodes + 2;
	}
	uint32_t next = 2;
	for (uint32_t k = 0; k < nodes && err == 0; k++)
		if (state[k] == UNSEEN)
			err = place_from(rec, k, place, state, stack, &next, error);
	for (uint32_t k = 0; k < nodes && err == 0; k++) {
		uint32_t side[2];
		for (int s = 0; s < 2; s++) {
			uint32_t t = rec[k].target[s];
			side[s] = t < 2 ? t : place[t - 2];
		}
		zdd->node[place[k]] = (struct zdd_node){rec[k].option - 1, side[0], side[1]};
	}
	if (err == 0) {
		uint32_t top = rec[nodes].target[1];
		zdd->count = (uint32_t)nodes + 2;
		zdd->root = top < 2 ? top : place[top - 2];
	}
	free(place);
	free(state);
	free(stack);
	return err;
}

int dlx_zdd_read(const char *text, size_t length, struct dlx_zdd **zdd, struct dlx_zdd_error *error)
{
	if ((!text && length > 0) || !zdd || !error)
		return DLX_EINVAL;
	*error = (struct dlx_zdd_error){0};
	struct reader r = {.text = text, .length = length, .error = error};
	struct record *rec;
	struct by_number *sorted = NULL;
	size_t count;
	struct dlx_zdd *made = NULL;
	int err = parse_all(&r, &rec, &count);
	if (err == 0)
		err = check_numbers(rec, count, &sorted, error);
	if (err == 0)
		err = (made = zdd_create()) ? order(rec, count, made, error) : DLX_ENOMEM;
	free(rec);
	free(sorted);
	if (err != 0) {
		dlx_zdd_destroy(made);
		if (err == DLX_ENOMEM)
			fail(error, 0, 0, "out of memory");
		return err;
	}
	*zdd = made;
	return 0;
}
