/*
 * cnf.h - the parts of the CNF export (dlx_export_cnf in dlx.h): a clause
 * writer (clauses.c) and the cardinality constraints written through it
 * (cardinality.c). Private to the room.
 *
 * The export runs twice over the same problem: once with no sink, to learn
 * how many variables and clauses the header must announce, then for real.
 * Both runs take the same steps in the same order, so the auxiliary
 * variables get the same numbers and the counts agree with the text.
 */
#ifndef DLX_SAT_CNF_H
#define DLX_SAT_CNF_H

#include "dlx.h"

#include <stddef.h>
#include <stdint.h>

/* Output is handed to the sink in pieces of at most this many bytes. */
#define CNF_BUFFER_SIZE 4096

struct cnf_writer {
	dlx_write_fn write;   /* NULL: the counting run, nothing is written */
	void *user;
	int vars;             /* variables so far: the options, then auxiliaries */
	int clauses;          /* clauses so far */
	int error;            /* the first error (DLX_ERANGE, DLX_EWRITE), or 0 */
	enum dlx_cnf_encoding encoding;
	int pairwise_limit;   /* DLX_CNF_AUTO: pairwise up to this many literals */
	int *index, *clause;  /* scratch of longest + 1 entries each, for the pairwise subsets */
	int *negated;         /* scratch of longest entries, for "at least" */
	size_t used;
	char buffer[CNF_BUFFER_SIZE];
};

/*
 * Numbers `count` new auxiliary variables in a row and returns the first
 * (0 after an error, or when they would outgrow an int).
 */
int cnf_new_vars(struct cnf_writer *w, int64_t count);

/* Writes the clause of `count` literals (count 0: the empty clause). */
void cnf_clause(struct cnf_writer *w, const int *literals, int count);

/* The same for two literals, the most common kind. */
void cnf_clause2(struct cnf_writer *w, int a, int b);

/* Writes raw text (the header lines) through the buffer. */
void cnf_text(struct cnf_writer *w, const char *text, size_t length);

/* Hands what the buffer holds to the sink. */
void cnf_flush(struct cnf_writer *w);

/* At most k of the n literals true (k >= 0). */
void cnf_at_most(struct cnf_writer *w, const int *literals, int n, int k);

/* At least a of the n literals true; a > n gives the empty clause. */
void cnf_at_least(struct cnf_writer *w, const int *literals, int n, int a);

/* An option on an item: its variable, and the colour it gives the item (0: none). */
struct cnf_use {
	int literal, color;
};

/* The options on one secondary item, sorted by colour (0, no colour, first). */
struct cnf_colored {
	const struct cnf_use *uses;
	int n;
};

/*
 * At most one colour on the item: options of one colour > 0 may go
 * together, any other two exclude each other.
 */
void cnf_at_most_one_color(struct cnf_writer *w, const struct cnf_colored *item);

#endif
