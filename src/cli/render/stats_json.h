/*
 * stats_json.h - a search's statistics as one JSON object on one line
 * (`dlx --stats-format json`), for notebooks and scripts.
 */
#ifndef STATS_JSON_H
#define STATS_JSON_H

#include "dlx.h"

#include <stdbool.h>
#include <stdio.h>

/* What the object says besides the engine's figures. */
struct stats_context {
	bool whole;          /* one search made the figures (not parts): branches and memo hits */
	bool knuth;          /* counted by the reference loop: mems, and Knuth's updates */
	enum dlx_order order; /* the item choice (--order, --branch): its name is printed */
	bool infer;          /* --infer ran: "inferred" is printed (else left out) */
	double seconds;      /* the search */
	double read_seconds; /* reading the input */
	int parts;           /* parts searched, or 0 for the undivided search */
	int depth;           /* their depth, -1 when they came from a file */
};

/* The stop reason as the object names it: "exhausted", "solutions", ... */
const char *stop_name(enum dlx_stop stop);

/*
 * The count of `stats` in decimal into `text`, which it returns: exact
 * past 2^64, as the one-thread count prints it (dlx_stats_count_text).
 */
const char *count_text(const struct dlx_stats *stats, char text[DLX_COUNT_TEXT_SIZE]);

/* Prints the count on stdout, after ">=" when the search stopped before its end. */
void print_count(const struct dlx_stats *stats);

/* Writes the object and a newline. */
void print_stats_json(FILE *out, const struct dlx_stats *stats, const struct stats_context *context);

#endif
