/*
 * stats_json.c - the statistics of `dlx --stats-format json`. One object on
 * one line, so a reader can take the last line of stderr. Every key is
 * always there, with null where a figure was not measured (mems outside
 * the reference loop, branches, memo hits and splits of a search in parts),
 * so a table built from many runs keeps its columns; "inferred" alone comes
 * only with --infer, so that every other object stays as it was.
 */
#include "stats_json.h"

#include <inttypes.h>

const char *stop_name(enum dlx_stop stop)
{
	switch (stop) {
	case DLX_STOP_EXHAUSTED: return "exhausted";
	case DLX_STOP_SOLUTIONS: return "solutions";
	case DLX_STOP_NODES: return "nodes";
	case DLX_STOP_TIME: return "time";
	case DLX_STOP_CALLBACK: return "callback";
	case DLX_STOP_REQUESTED: return "requested";
	}
	return "unknown";
}

/* "key": N, or "key": null when the figure was not measured. */
static void count_or_null(FILE *out, const char *key, uint64_t value, bool measured)
{
	if (measured)
		fprintf(out, ", \"%s\": %" PRIu64, key, value);
	else
		fprintf(out, ", \"%s\": null", key);
}

/* The names --order and --branch take, in enum dlx_order's order. */
static const char *order_name(enum dlx_order order)
{
	return order == DLX_ORDER_FIRST ? "first" : order == DLX_ORDER_SHARP ? "sharp" : "mrv";
}

const char *count_text(const struct dlx_stats *stats, char text[DLX_COUNT_TEXT_SIZE])
{
	if (dlx_stats_count_text(stats, text, DLX_COUNT_TEXT_SIZE) < 0) /* no memory for the digits */
		snprintf(text, DLX_COUNT_TEXT_SIZE,
		         stats->saturated ? "more than %" PRIu64 : "%" PRIu64, stats->solutions);
	return text;
}

void print_count(const struct dlx_stats *stats)
{
	char text[DLX_COUNT_TEXT_SIZE];
	printf(stats->stop == DLX_STOP_EXHAUSTED ? "%s\n" : ">=%s\n", count_text(stats, text));
}

void print_stats_json(FILE *out, const struct dlx_stats *stats, const struct stats_context *context)
{
	char text[DLX_COUNT_TEXT_SIZE];
	count_text(stats, text);
	/* a JSON number has as many digits as it needs; past 2^128 the count is not known here */
	fprintf(out, "{\"solutions\": %s, \"exact\": %s, \"nodes\": %" PRIu64
	             ", \"updates\": %" PRIu64,
	        text[0] == 'm' ? "null" : text, stats->stop == DLX_STOP_EXHAUSTED ? "true" : "false",
	        stats->nodes, stats->updates);
	count_or_null(out, "mems", stats->mems, context->knuth);
	fprintf(out, ", \"measure\": \"%s\", \"order\": \"%s\", \"max_level\": %d",
	        context->knuth ? "knuth" : "fast", order_name(context->order), stats->max_level);
	count_or_null(out, "branches", stats->branches, context->whole);
	count_or_null(out, "memo_hits", stats->memo_hits, context->whole);
	count_or_null(out, "splits", stats->splits, context->whole);
	if (context->infer) /* only then, so the other runs' objects stay as they were */
		fprintf(out, ", \"inferred\": %" PRIu64, stats->inferred);
	fprintf(out, ", \"stop\": \"%s\", \"seconds\": %.6f, \"read_seconds\": %.6f",
	        stop_name(stats->stop), context->seconds, context->read_seconds);
	if (context->parts > 0) {
		fprintf(out, ", \"parts\": %d, \"depth\": ", context->parts);
		if (context->depth >= 0)
			fprintf(out, "%d", context->depth);
		else
			fputs("null", out);
	}
	fputs("}\n", out);
}
