/*
 * clauses.c - the clause writer of the CNF export: numbers new variables,
 * counts clauses, and formats them as DIMACS lines ("1 -3 0") into a
 * buffer that goes to the caller's sink when full. In the counting run
 * (no sink) it only counts.
 *
 * Invariant: after the first error nothing more is counted or written, so
 * the export stops at the first failed write and reports that error.
 * DIMACS solvers read variable numbers and clause counts as int, hence the
 * limits at INT_MAX.
 */
#include "sat/cnf.h"

#include <limits.h>
#include <string.h>

/* The longest literal as text: a sign, ten digits and a blank. */
#define LITERAL_CHARS 12

int cnf_new_vars(struct cnf_writer *w, int64_t count)
{
	if (w->error)
		return 0;
	if (count > INT_MAX - w->vars) {
		w->error = DLX_ERANGE;
		return 0;
	}
	int first = w->vars + 1;
	w->vars += (int)count;
	return first;
}

void cnf_flush(struct cnf_writer *w)
{
	if (w->write && w->used > 0 && !w->error && w->write(w->user, w->buffer, w->used) != 0)
		w->error = DLX_EWRITE;
	w->used = 0;
}

void cnf_text(struct cnf_writer *w, const char *text, size_t length)
{
	while (length > 0 && !w->error) {
		size_t room = sizeof w->buffer - w->used;
		size_t n = length < room ? length : room;
		memcpy(w->buffer + w->used, text, n);
		w->used += n;
		text += n;
		length -= n;
		if (w->used == sizeof w->buffer)
			cnf_flush(w);
	}
}

/* Appends the literal and a blank; the buffer has room for it. */
static void put_literal(struct cnf_writer *w, int literal)
{
	char digits[LITERAL_CHARS];
	int n = 0;
	/* as unsigned, so that -INT_MIN cannot overflow (no literal is INT_MIN) */
	unsigned value = literal < 0 ? 0u - (unsigned)literal : (unsigned)literal;
	do {
		digits[n++] = (char)('0' + value % 10);
		value /= 10;
	} while (value > 0);
	if (literal < 0)
		w->buffer[w->used++] = '-';
	while (n > 0)
		w->buffer[w->used++] = digits[--n];
	w->buffer[w->used++] = ' ';
}

void cnf_clause(struct cnf_writer *w, const int *literals, int count)
{
	if (w->error)
		return;
	if (w->clauses == INT_MAX) {
		w->error = DLX_ERANGE;
		return;
	}
	w->clauses++;
	if (!w->write)
		return;
	for (int k = 0; k < count && !w->error; k++) {
		if (sizeof w->buffer - w->used < LITERAL_CHARS)
			cnf_flush(w);
		put_literal(w, literals[k]);
	}
	cnf_text(w, "0\n", 2);
}

void cnf_clause2(struct cnf_writer *w, int a, int b)
{
	const int literals[2] = {a, b};
	cnf_clause(w, literals, 2);
}
