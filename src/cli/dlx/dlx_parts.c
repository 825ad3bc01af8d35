/*
 * dlx_parts.c - the `dlx` search cut into parts: the parts the flags ask
 * for (a depth, enough for the workers, one part of N, a prefix file), listed
 * by --split or searched by the runner (threads or MPI ranks), and the
 * report of the whole.
 */
#include "dlx_settings.h"

#include "clock.h"
#include "common.h"
#include "split.h"
#include "stats_json.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static void print_whole(void *user, const int *options, int count)
{
	print_solution(user, options, count);
}

/* The prefixes the settings ask for. false after a message. */
static bool make_parts(const struct settings *s, struct dlx_problem *pb, struct prefix_set *set)
{
	int code;
	if (s->prefix_file)
		return prefix_set_read(set, pb, s->prefix_file);
	if (s->split_depth >= 0)
		code = prefix_set_walk(set, pb, s->split_depth);
	else if (s->depth >= 0)
		code = prefix_set_walk(set, pb, s->depth);
	else if (s->parts > 0) /* the same depth for every part, whatever its --jobs */
		code = prefix_set_enough(set, pb, 20 * s->parts);
	else
		code = prefix_set_enough(set, pb, s->runner->parts_wanted(s->jobs, pb));
	if (code != 0) {
		fprintf(stderr, "%s: cannot cut the search into parts: %s\n", s->runner->program, dlx_strerror(code));
		return false;
	}
	if (s->parts > 0)
		prefix_set_keep_part(set, s->part, s->parts);
	return true;
}

int list_parts(const struct settings *s, struct dlx_problem *pb)
{
	struct prefix_set set = {0};
	if (!make_parts(s, pb, &set))
		return EXIT_BAD_INPUT;
	prefix_set_print(&set, stdout);
	if (s->json)
		fprintf(stderr, "{\"parts\": %d, \"depth\": %d}\n", set.count, set.depth);
	else if (s->stats)
		fprintf(stderr, "parts: %d at depth %d\n", set.count, set.depth);
	prefix_set_finish(&set);
	return EXIT_ALL_GOOD;
}

/* Prints the count and the statistics of a split search. Returns the exit code. */
static int report_split(const struct settings *s, const struct prefix_set *set,
                        const struct split_result *result, double seconds, double read_seconds)
{
	if (result->failed) {
		fprintf(stderr, "%s: the search failed: out of memory%s\n", s->runner->program,
		        s->runner->over_ranks ? ", or another rank could not start" : "");
		return EXIT_BAD_INPUT;
	}
	const struct dlx_stats *stats = &result->total;
	if (s->print == PRINT_COUNT)
		printf(stats->stop == DLX_STOP_EXHAUSTED ? "%" PRIu64 "\n" : ">=%" PRIu64 "\n",
		       stats->solutions);
	if (stats->stop != DLX_STOP_EXHAUSTED && stats->stop != DLX_STOP_SOLUTIONS)
		report_partial(stats->stop);
	if (s->json) {
		struct stats_context context = {.seconds = seconds, .read_seconds = read_seconds,
		                                .parts = set->count, .depth = set->depth};
		print_stats_json(stderr, stats, &context);
	} else if (s->stats) {
		print_stats(stats, false, seconds, read_seconds);
		if (set->depth >= 0)
			fprintf(stderr, "parts: %d at depth %d\n", set->count, set->depth);
		else
			fprintf(stderr, "parts: %d from %s\n", set->count, s->prefix_file);
		split_print_balance(result, stderr);
	}
	return exit_code_for(stats);
}

int run_split(struct session *session, double read_seconds)
{
	const struct settings *s = session->settings;
	struct dlx_problem *pb = dlx_format_problem(session->format);
	struct prefix_set set = {0};
	session->sorted = malloc(((size_t)dlx_max_depth(pb) + 1) * sizeof *session->sorted);
	if (!session->sorted) {
		fprintf(stderr, "%s: out of memory\n", s->runner->program);
		return EXIT_BAD_INPUT;
	}
	session->start = seconds_now();
	if (!watch_init(&session->watch, session->format, NULL, NULL)) {
		fprintf(stderr, "%s: out of memory\n", s->runner->program);
		return EXIT_BAD_INPUT;
	}
	if (!make_parts(s, pb, &set))
		return EXIT_BAD_INPUT;
	struct split_request req = {
		.pb = pb, .set = &set, .jobs = s->jobs, .solution_limit = s->solution_limit,
		.node_limit = s->node_limit, .time_limit = s->time_limit,
		.progress_every = s->progress_every,
		.print = s->print != PRINT_COUNT ? print_whole : NULL, .user = session,
		.runner = s->runner->state, .memo_bytes = (size_t)s->memo_mib << 20,
	};
	struct split_result *result = calloc(1, sizeof *result);
	if (!result) {
		prefix_set_finish(&set);
		fprintf(stderr, "%s: out of memory\n", s->runner->program);
		return EXIT_BAD_INPUT;
	}
	s->runner->search(&req, result);
	double seconds = seconds_now() - session->start;
	int code = report_split(s, &set, result, seconds, read_seconds);
	free(result);
	prefix_set_finish(&set);
	return code;
}
