/*
 * prefixes.c - the command's side of the parts of a split search (the
 * list itself is the library's struct dlx_parts): reading and printing
 * prefix files (`dlx --split`, `--prefix-file`), and the reports that the
 * threaded and the MPI searches share.
 */
#include "split.h"

#include "common.h"

#include <errno.h>
#include <limits.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

void prefix_set_print(const struct dlx_parts *set, FILE *out)
{
	for (int k = 0; k < dlx_parts_count(set); k++) {
		const int *options;
		int length = dlx_parts_prefix(set, k, &options);
		for (int i = 0; i < length; i++)
			fprintf(out, i ? " %d" : "%d", options[i]);
		putc('\n', out);
	}
}

/* ---- Reading a prefix file ---- */

/*
 * A prefix file is exact when every line is a node of the search tree (each
 * option one the search tries at its level, after the ones before it) and
 * no line's node lies inside another's subtree. Then the subtrees are
 * disjoint and their counts add up to no more than the whole search's: a
 * duplicate, a depth-1 line mixed with the depth-2 lines below it, or a
 * blank line (the empty prefix: the root, above every other line) would
 * count solutions twice, so they are refused at their line.
 */

struct tried {
	int option;
	bool found;
};

static int is_tried(void *user, const int *options, int count)
{
	struct tried *t = user;
	t->found = count == 1 && options[0] == t->option;
	return t->found; /* stop the walk once found */
}

/* Whether the search, from the requirements so far, tries `option` at the next level. */
static bool tried_next(struct dlx_problem *pb, int option)
{
	struct tried t = {option, false};
	return dlx_prefixes(pb, 1, is_tried, &t, NULL) >= 0 && t.found;
}

/*
 * Whether the choices of a problem with bounds replay as a path of its
 * search: a prefix there is an order of choices, not a set of options
 * (one search node is enough to tell).
 */
static bool is_path(struct dlx_problem *pb, const int *choices, int count)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.node_limit = 1;
	return dlx_search_prefix(pb, choices, count, &opt, NULL) == 0;
}

/*
 * Whether `option` is one the search tries at level `count`, below the
 * options before it on the line (required now, in order). false after a
 * message, with every requirement released.
 */
static bool check_tried(struct dlx_problem *pb, const int *before, int count, int option,
                        const struct line_reader *reader, int column)
{
	if (dlx_require(pb, option) != 0) {
		dlx_release_all(pb);
		fprintf(stderr, "%s:%ld:%d: option %d clashes with the options before it\n",
		        reader->name, reader->line, column, option);
		return false;
	}
	dlx_release_all(pb); /* asked with the options before it required, not this one */
	for (int k = 0; k < count; k++)
		dlx_require(pb, before[k]);
	if (!tried_next(pb, option)) {
		dlx_release_all(pb);
		fprintf(stderr, "%s:%ld:%d: option %d is not one the search tries at level %d "
		        "(as 'dlx --split' lists the parts)\n",
		        reader->name, reader->line, column, option, count);
		return false;
	}
	dlx_require(pb, option);
	return true;
}

/* Whether p is a blank between numbers: a space, a tab, or the CR of a CRLF line end. */
static bool is_gap(const char *p)
{
	return *p == ' ' || *p == '\t' || (*p == '\r' && p[1] == '\0');
}

/* Parses one line's option numbers into *set, checking each. false after a message. */
static bool read_line(struct dlx_parts *set, struct dlx_problem *pb, const char *text,
                      const struct line_reader *reader, int *scratch)
{
	int count = 0, options = dlx_option_count(pb);
	bool bounded = dlx_has_bounds(pb);
	long lowest = bounded ? -(long)dlx_primary_count(pb) : 0;
	const char *p = text;
	for (;;) {
		while (is_gap(p))
			p++;
		if (!*p)
			break;
		int column = (int)(p - text) + 1;
		char *end;
		errno = 0;
		/* with bounds, -1 - item stands for a skip of the item (dlx_prefixes) */
		bool number = (*p >= '0' && *p <= '9') || (bounded && *p == '-');
		long value = number ? strtol(p, &end, 10) : LONG_MIN;
		if (!number || value < lowest || errno || (*end && !is_gap(end))) {
			fprintf(stderr, "%s:%ld:%d: expected an option number\n", reader->name, reader->line,
			        column);
			return false;
		}
		if (value >= options || count >= dlx_max_depth(pb)) {
			fprintf(stderr, "%s:%ld:%d: %s (the problem has %d options)\n", reader->name,
			        reader->line, column,
			        value >= options ? "no such option" : "more options than the problem has items",
			        options);
			return false;
		}
		/* with bounds the whole line is replayed as a path below, after the loop */
		if (!bounded && !check_tried(pb, scratch, count, (int)value, reader, column))
			return false;
		scratch[count++] = (int)value;
		p = end;
	}
	dlx_release_all(pb);
	if (bounded && !is_path(pb, scratch, count)) {
		fprintf(stderr, "%s:%ld: these choices are not a path of the search (see dlx --split)\n",
		        reader->name, reader->line);
		return false;
	}
	if (dlx_parts_add(set, scratch, count) != 0) {
		fprintf(stderr, "%s: out of memory\n", reader->name);
		return false;
	}
	return true;
}

/* One prefix of the file, for sorting. */
struct listed {
	const int *options;
	int length;
	long line;
};

/* Orders prefixes by their options, level by level; a prefix sorts before its extensions. */
static int compare_prefixes(const void *a, const void *b)
{
	const struct listed *x = a, *y = b;
	for (int k = 0; k < x->length && k < y->length; k++)
		if (x->options[k] != y->options[k])
			return x->options[k] < y->options[k] ? -1 : 1;
	if (x->length != y->length)
		return x->length < y->length ? -1 : 1;
	return (x->line > y->line) - (x->line < y->line);
}

/* Whether a's options begin b's (a's node is b's, or above it). */
static bool starts(const struct listed *a, const struct listed *b)
{
	size_t bytes = (size_t)a->length * sizeof *a->options;
	return a->length <= b->length && (bytes == 0 || memcmp(a->options, b->options, bytes) == 0);
}

/*
 * Refuses two prefixes of which one lies inside the other's subtree. Sorted,
 * a prefix comes just before its extensions, so neighbours tell all. The
 * message names the later line of the two. false after a message.
 */
static bool check_disjoint(const struct dlx_parts *set, const long *lines, const char *name)
{
	int count = dlx_parts_count(set);
	struct listed *order = malloc((size_t)count * sizeof *order + 1);
	if (!order) {
		fprintf(stderr, "%s: out of memory\n", name);
		return false;
	}
	for (int k = 0; k < count; k++) {
		order[k] = (struct listed){.line = lines[k]};
		order[k].length = dlx_parts_prefix(set, k, &order[k].options);
	}
	qsort(order, (size_t)count, sizeof *order, compare_prefixes);
	bool ok = true;
	for (int k = 1; k < count && ok; k++) {
		const struct listed *a = &order[k - 1], *b = &order[k];
		if (!starts(a, b))
			continue;
		long early = a->line < b->line ? a->line : b->line;
		long late = a->line < b->line ? b->line : a->line;
		if (a->length == 0)
			fprintf(stderr, "%s:%ld: a blank line is the empty prefix, the whole search: it "
			        "overlaps line %ld, whose solutions would be counted twice\n",
			        name, a->line, b->line);
		else if (a->length == b->length)
			fprintf(stderr, "%s:%ld: the same prefix as line %ld: its solutions would be "
			        "counted twice\n", name, late, early);
		else
			fprintf(stderr, "%s:%ld: one of this line and line %ld lies inside the other's part: "
			        "their solutions would be counted twice\n", name, late, early);
		ok = false;
	}
	free(order);
	return ok;
}

bool prefix_set_read(struct dlx_parts *set, struct dlx_problem *pb, const char *path)
{
	struct line_reader *reader = malloc(sizeof *reader);
	int *scratch = malloc(((size_t)dlx_max_depth(pb) + 1) * sizeof *scratch);
	bool ok = reader && scratch;
	if (!ok)
		fprintf(stderr, "%s: out of memory\n", path);
	ok = ok && line_reader_open(reader, path);
	if (!ok) {
		free(reader);
		free(scratch);
		return false;
	}
	const char *text;
	size_t length;
	bool cut;
	int status;
	long *lines = NULL; /* the line of each prefix, for the overlap check's messages */
	size_t room = 0;
	while (ok && (status = line_reader_next(reader, &text, &length, &cut)) == 1) {
		if (cut) {
			fprintf(stderr, "%s:%ld: line too long\n", reader->name, reader->line);
			ok = false;
		} else if (text[0] != '#') {
			ok = read_line(set, pb, text, reader, scratch);
			size_t count = (size_t)dlx_parts_count(set);
			if (ok && count > room) {
				room = 2 * count + 256;
				long *grown = realloc(lines, room * sizeof *lines);
				if (!grown)
					fprintf(stderr, "%s: out of memory\n", reader->name);
				ok = grown != NULL;
				lines = grown ? grown : lines;
			}
			if (ok)
				lines[count - 1] = reader->line;
		}
	}
	if (ok && status < 0)
		ok = false;
	ok = ok && check_disjoint(set, lines, reader->name);
	free(lines);
	line_reader_close(reader);
	free(reader);
	free(scratch);
	return ok;
}

/* ---- Reports ---- */

void split_print_balance(const struct split_result *result, FILE *out)
{
	uint64_t most = 0, sum = 0;
	int shown = result->workers < SPLIT_MAX_WORKERS ? result->workers : SPLIT_MAX_WORKERS;
	for (int w = 0; w < shown; w++) {
		fprintf(out, "%s %d: %" PRIu64 " nodes, %d parts\n", result->worker_name, w + 1,
		        result->worker_nodes[w], result->worker_parts[w]);
		sum += result->worker_nodes[w];
		if (result->worker_nodes[w] > most)
			most = result->worker_nodes[w];
	}
	/* Imbalance: the busiest worker against the mean; 1.00 is perfect. */
	double mean = shown > 0 ? (double)sum / shown : 0;
	fprintf(out, "imbalance: %.2f (most nodes / mean)\n", mean > 0 ? (double)most / mean : 1.0);
}

void split_print_progress(double seconds, uint64_t nodes, const struct dlx_stats *solutions,
                          double explored, double before, int done, int parts)
{
	char text[DLX_COUNT_TEXT_SIZE];
	if (dlx_stats_count_text(solutions, text, sizeof text) < 0) /* no memory for the digits */
		snprintf(text, sizeof text, "%" PRIu64, solutions->solutions);
	fprintf(stderr, "progress: %.1f s, %" PRIu64 " nodes, %s solutions, %.5f explored",
	        seconds, nodes, text, explored);
	if (explored > before)
		fprintf(stderr, ", about %.0f s left", seconds * (1 - explored) / (explored - before));
	if (done >= 0)
		fprintf(stderr, ", %d of %d parts done", done, parts);
	fputc('\n', stderr);
}

double *split_part_shares(const struct dlx_parts *set, struct dlx_problem *pb, double *whole)
{
	int count = dlx_parts_count(set);
	double *shares = dlx_has_bounds(pb) ? NULL : malloc(((size_t)count + 1) * sizeof *shares);
	*whole = 0;
	for (int k = 0; shares && k < count; k++) {
		const int *prefix;
		int length = dlx_parts_prefix(set, k, &prefix);
		if (dlx_prefix_share(pb, prefix, length, &shares[k]) != 0)
			shares[k] = 0;
		*whole += shares[k];
	}
	return shares;
}
