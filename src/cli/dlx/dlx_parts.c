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

/*
 * The prefixes the settings ask for, into an empty list; `resumed`: the
 * depth of the checkpoint to go on from, or -2. A checkpointed search is
 * cut the same way whatever its threads or ranks, so another run can go
 * on with others. false after a message.
 */
static bool make_parts(const struct settings *s, struct dlx_problem *pb, struct dlx_parts *set,
                       int resumed)
{
	int code;
	if (s->prefix_file)
		return prefix_set_read(set, pb, s->prefix_file);
	bool reference = s->knuth || s->order != DLX_ORDER_MRV; /* its own tree, and its figures */
	if (reference && dlx_has_bounds(pb)) {
		fprintf(stderr, "%s: --stats=knuth and --branch first|sharp on a problem with bounds "
		                "(Algorithm M) need the undivided search: no --jobs, --part or --split\n",
		        s->runner->program);
		return false;
	}
	if (reference && (code = dlx_parts_reference(set, s->order)) != 0)
		;
	else if ((code = dlx_parts_algorithm(set, s->algorithm)) != 0) /* bits: whole parts */
		;
	else if (s->split_depth >= 0)
		code = dlx_parts_walk(set, pb, s->split_depth);
	else if (s->depth >= 0)
		code = dlx_parts_walk(set, pb, s->depth);
	else if (resumed >= 0)
		code = dlx_parts_walk(set, pb, resumed);
	else if (s->parts > 0) /* the same depth for every part, whatever its --jobs */
		code = dlx_parts_enough(set, pb, 20 * s->parts);
	else if (s->checkpoint_path)
		code = dlx_parts_enough(set, pb, CHECKPOINT_PARTS);
	else
		code = s->runner->cut(set, pb, s->jobs);
	if (code == 0 && s->parts > 0)
		code = dlx_parts_keep(set, s->part, s->parts);
	if (code != 0) {
		fprintf(stderr, "%s: cannot cut the search into parts: %s\n", s->runner->program, dlx_strerror(code));
		return false;
	}
	return true;
}

/* An empty list of parts; NULL after a message. */
static struct dlx_parts *new_parts(const struct settings *s)
{
	struct dlx_parts *set = dlx_parts_create();
	if (!set)
		fprintf(stderr, "%s: out of memory\n", s->runner->program);
	return set;
}

int list_parts(const struct settings *s, struct dlx_problem *pb)
{
	struct dlx_parts *set = new_parts(s);
	if (!set || !make_parts(s, pb, set, -2)) {
		dlx_parts_destroy(set);
		return EXIT_BAD_INPUT;
	}
	prefix_set_print(set, stdout);
	if (s->json)
		fprintf(stderr, "{\"parts\": %d, \"depth\": %d}\n", dlx_parts_count(set),
		        dlx_parts_depth(set, NULL));
	else if (s->stats)
		fprintf(stderr, "parts: %d at depth %d\n", dlx_parts_count(set), dlx_parts_depth(set, NULL));
	dlx_parts_destroy(set);
	return EXIT_ALL_GOOD;
}

/* Prints the count and the statistics of a split search. Returns the exit code. */
static int report_split(const struct settings *s, const struct dlx_parts *set,
                        const struct split_result *result, double seconds, double read_seconds)
{
	if (result->failed) {
		fprintf(stderr, "%s: the search failed: out of memory%s\n", s->runner->program,
		        s->runner->over_ranks ? ", or another rank could not start" : "");
		return EXIT_BAD_INPUT;
	}
	const struct dlx_stats *stats = &result->total;
	if (s->print == PRINT_COUNT)
		print_count(stats);
	if (stats->stop != DLX_STOP_EXHAUSTED && stats->stop != DLX_STOP_SOLUTIONS)
		report_partial(stats->stop);
	if (s->json) {
		struct stats_context context = {.seconds = seconds, .read_seconds = read_seconds,
		                                .parts = dlx_parts_count(set),
		                                .depth = dlx_parts_depth(set, NULL)};
		print_stats_json(stderr, stats, &context);
	} else if (s->stats) {
		print_stats(stats, false, seconds, read_seconds);
		int depth = dlx_parts_depth(set, NULL);
		if (depth >= 0)
			fprintf(stderr, "parts: %d at depth %d\n", dlx_parts_count(set), depth);
		else
			fprintf(stderr, "parts: %d from %s\n", dlx_parts_count(set), s->prefix_file);
		split_print_balance(result, stderr);
	}
	return exit_code_for(stats);
}

/*
 * Checks the checkpoint read against this search, or makes a new one. Its
 * search options are those of split_search's engine options that shape the
 * tree or its figures. false after a message.
 */
static bool keep_parts(struct session *session, struct dlx_problem *pb, const struct dlx_parts *set)
{
	const struct settings *s = session->settings;
	struct dlx_search_options shape;
	dlx_search_options_init(&shape);
	shape.memo_bytes = (size_t)s->memo_mib << 20;
	shape.knuth_counts = s->knuth;
	shape.order = s->order;
	if (!keeper_check(session, pb, set, &shape))
		return false;
	/*
	 * A new checkpoint is stored at once, so a file that cannot be written
	 * is said before the search, not a minute into it. Over MPI every rank
	 * gets here and rank 0 alone may write: its first store comes later.
	 */
	return s->resume_path || s->runner->over_ranks || keeper_store(session);
}

int run_split(struct session *session, double read_seconds)
{
	const struct settings *s = session->settings;
	struct dlx_problem *pb = dlx_format_problem(session->format);
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
	struct dlx_parts *set = new_parts(s);
	struct split_result *result = set ? calloc(1, sizeof *result) : NULL;
	if (set && !result)
		fprintf(stderr, "%s: out of memory\n", s->runner->program);
	if (!result || !keeper_read(session) || !make_parts(s, pb, set, keeper_depth(session)) ||
	    (s->checkpoint_path && !keep_parts(session, pb, set))) {
		free(result);
		dlx_parts_destroy(set);
		return EXIT_BAD_INPUT;
	}
	struct split_request req = {
		.pb = pb, .set = set, .jobs = s->jobs, .solution_limit = s->solution_limit,
		.node_limit = s->node_limit, .time_limit = s->time_limit,
		.progress_every = s->progress_every,
		.print = s->print != PRINT_COUNT ? print_whole : NULL, .user = session,
		.runner = s->runner->state, .memo_bytes = (size_t)s->memo_mib << 20,
		.knuth = s->knuth, .order = s->order, .algorithm = s->algorithm,
		.checkpoint = session->keeper.checkpoint, .on_part = keeper_on_part,
	};
	s->runner->search(&req, result);
	double seconds = seconds_now() - session->start;
	/* the last parts done since the last store; rank 0 alone keeps the file */
	bool kept = !req.checkpoint || result->helper || session->keeper.failed || keeper_store(session);
	int code = report_split(s, set, result, seconds, read_seconds);
	if (!kept || session->keeper.failed)
		code = EXIT_BAD_INPUT;
	free(result);
	dlx_parts_destroy(set);
	return code;
}
