/*
 * dlx_search.c - the undivided search of the `dlx` command and its reports:
 * the count or the solutions on stdout; statistics, the profile, progress
 * and why a count is partial on stderr; the trace and tree through the watch.
 */
#include "dlx_settings.h"

#include "clock.h"
#include "common.h"
#include "stats_json.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

static int compare_ints(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

int print_solution(void *user, const int *options, int count)
{
	struct session *session = user;
	memcpy(session->sorted, options, (size_t)count * sizeof *options);
	qsort(session->sorted, (size_t)count, sizeof *session->sorted, compare_ints);
	if (session->settings->print == PRINT_IDS) {
		for (int k = 0; k < count; k++)
			printf(k ? " %d" : "%d", session->sorted[k]);
		putchar('\n');
	} else {
		for (int k = 0; k < count; k++)
			printf("%s\n", watch_option_text(&session->watch, session->sorted[k]));
		putchar('\n');
	}
	return 0;
}

static int on_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                       const int *branches)
{
	struct session *session = user;
	double now = seconds_now();
	if (now - session->last_progress < session->settings->progress_every)
		return 0;
	session->last_progress = now;
	double seconds = now - session->start, explored = stats->explored;
	char text[DLX_COUNT_TEXT_SIZE];
	fprintf(stderr, "progress: %.1f s, %" PRIu64 " nodes, %s solutions, %.5f explored, ",
	        seconds, stats->nodes, count_text(stats, text), explored);
	if (explored > 0)
		fprintf(stderr, "about %.0f s left, ", seconds * (1 - explored) / explored);
	fputs("at", stderr);
	for (int l = 0; l < level && l < 8; l++)
		fprintf(stderr, " %d/%d", position[l] + 1, branches[l]);
	fputs(level > 8 ? " ...\n" : "\n", stderr);
	return 0;
}

void print_stats(const struct dlx_stats *stats, bool whole, double seconds, double read_seconds)
{
	char text[DLX_COUNT_TEXT_SIZE];
	fprintf(stderr, "solutions: %s\nnodes: %" PRIu64 "\n", count_text(stats, text),
	        stats->nodes);
	if (whole)
		fprintf(stderr, "branches: %" PRIu64 "\n", stats->branches);
	fprintf(stderr,
	        "updates: %" PRIu64 "\n"
	        "time: %.6f s (reading the input: %.6f s)\n"
	        "updates/s: %.0f\n"
	        "max depth: %d\n",
	        stats->updates, seconds, read_seconds,
	        seconds > 0 ? (double)stats->updates / seconds : 0.0, stats->max_level);
	if (whole)
		fprintf(stderr, "memo hits: %" PRIu64 "\nparts: %" PRIu64 "\n", stats->memo_hits,
		        stats->splits);
	if (stats->mems) /* measured by the reference loop alone (--stats=knuth) */
		fprintf(stderr, "mems: %" PRIu64 "\n", stats->mems);
	if (stats->choice_mems) /* and by the cells search's, which counts them as SSXCC */
		fprintf(stderr, "choice mems: %" PRIu64 "\n", stats->choice_mems);
}

static void print_profile(const uint64_t *level_nodes, int max_level)
{
	fprintf(stderr, "level nodes\n");
	for (int l = 0; l <= max_level; l++)
		fprintf(stderr, "%5d %" PRIu64 "\n", l, level_nodes[l]);
}

void report_partial(enum dlx_stop stop)
{
	fprintf(stderr, "dlx: count is partial: ");
	if (stop == DLX_STOP_NODES)
		fprintf(stderr, "the node limit stopped the search\n");
	else if (stop == DLX_STOP_TIME)
		fprintf(stderr, "the time limit stopped the search\n");
	else
		fprintf(stderr, "the search was stopped\n");
}

int exit_code_for(const struct dlx_stats *stats)
{
	if (stats->stop == DLX_STOP_EXHAUSTED || stats->stop == DLX_STOP_SOLUTIONS)
		return stats->solutions > 0 ? EXIT_ALL_GOOD : EXIT_UNSOLVED;
	return EXIT_UNSOLVED;
}

/* Fills the engine's options from the settings; the callbacks get the session. */
static void search_options(struct session *session, struct dlx_search_options *opt,
                           uint64_t *level_nodes, int levels)
{
	const struct settings *s = session->settings;
	dlx_search_options_init(opt);
	opt->solution_limit = s->solution_limit;
	opt->node_limit = s->node_limit;
	opt->time_limit = s->time_limit;
	opt->user = session;
	opt->memo_bytes = (size_t)s->memo_mib << 20;
	opt->knuth_counts = s->knuth;
	opt->order = s->order;
	opt->infer = s->infer;
	opt->algorithm = s->algorithm;
	opt->binary = s->binary;
	opt->wtd_increment = s->wtd_increment;
	opt->wtd_growth = s->wtd_growth;
	opt->item_shuffle = s->item_shuffle;
	opt->item_seed = (int64_t)s->probe_seed;
	if (s->print != PRINT_COUNT)
		opt->on_solution = print_solution;
	if (s->profile) {
		opt->level_nodes = level_nodes;
		opt->level_nodes_length = levels;
	}
	if (s->progress_every > 0) {
		opt->on_progress = on_progress;
		opt->progress_interval = 1 << 16; /* a clock read per 65536 nodes costs nothing */
	}
}

/* The trace callback: the watch, reached through the session. */
static int on_trace(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	struct session *session = user;
	return watch_event(&session->watch, event, level, item, option, count);
}

/*
 * Searches, and prints the count unless the solutions were printed. A
 * count of every solution goes through dlx_count (unless --parts=off),
 * which splits independent parts where nothing else is asked and may
 * pass 2^64: its text has it in full. Returns 0 or an engine error.
 */
static int run_count(struct session *session, struct dlx_problem *pb,
                     const struct dlx_search_options *opt, struct dlx_stats *stats)
{
	const struct settings *s = session->settings;
	if (s->print != PRINT_COUNT || !s->count_parts) {
		int code = dlx_search(pb, opt, stats);
		if (code != 0)
			return code;
		if (s->print == PRINT_COUNT)
			print_count(stats);
		return 0;
	}
	size_t size = dlx_count_text_size(pb);
	char *text = malloc(size);
	if (!text)
		return DLX_ENOMEM;
	int code = dlx_count(pb, opt, stats, text, size);
	if (code == 0)
		printf(stats->stop == DLX_STOP_EXHAUSTED ? "%s\n" : ">=%s\n", text);
	free(text);
	return code;
}

/*
 * Says why the engine refused the search. The flags were checked before,
 * and a problem --algorithm bits cannot take (dlx_main.c), so with
 * --infer a refusal is the problem's: colours or bounds.
 */
static void report_search_error(const struct settings *s, int code)
{
	const char *name = strcmp(s->path, "-") == 0 ? "<stdin>" : s->path;
	if (s->infer && code == DLX_EINVAL)
		fprintf(stderr, "dlx: %s: --infer takes no colours, and this problem has them\n", name);
	else if (s->infer && code == DLX_EBOUNDS)
		fprintf(stderr, "dlx: %s: --infer takes no item bounds, and this problem has them\n",
		        name);
	else
		fprintf(stderr, "dlx: %s\n", dlx_strerror(code));
}

/* Runs the search and reports it. Returns the exit code. */
static int run_search(struct session *session, double read_seconds)
{
	const struct settings *s = session->settings;
	struct dlx_problem *pb = dlx_format_problem(session->format);
	int levels = dlx_max_depth(pb) + 1;
	uint64_t *level_nodes = calloc((size_t)levels, sizeof *level_nodes);
	session->sorted = malloc((size_t)levels * sizeof *session->sorted);
	if (!level_nodes || !session->sorted) {
		free(level_nodes);
		fprintf(stderr, "dlx: out of memory\n");
		return EXIT_BAD_INPUT;
	}
	struct dlx_search_options opt;
	search_options(session, &opt, level_nodes, levels);
	if (session->watching)
		opt.on_trace = on_trace;

	struct dlx_stats stats;
	session->start = session->last_progress = seconds_now();
	int code = run_count(session, pb, &opt, &stats);
	double seconds = seconds_now() - session->start;
	watch_tree_end(&session->watch);
	if (code < 0) {
		free(level_nodes);
		report_search_error(s, code);
		return EXIT_BAD_INPUT;
	}
	if (stats.stop != DLX_STOP_EXHAUSTED && stats.stop != DLX_STOP_SOLUTIONS)
		report_partial(stats.stop);
	if (session->watch.links && dlx_dance_lost(session->watch.dance))
		fprintf(stderr, "dlx: warning: --trace=links lost track of the engine's steps; "
		                "the options shown as hidden may be wrong\n");
	if (session->watch.tree_full)
		fprintf(stderr, "dlx: --tree: the drawing stops after %d search nodes; the search went on\n",
		        TREE_NODE_LIMIT);
	if (s->json) {
		struct stats_context context = {.whole = true,
		                                .knuth = s->knuth || s->order == DLX_ORDER_FIRST ||
		                                         s->order == DLX_ORDER_SHARP, /* the reference loop */
		                                .order = s->order, .infer = s->infer, .seconds = seconds,
		                                .read_seconds = read_seconds};
		print_stats_json(stderr, &stats, &context);
	} else if (s->stats) {
		print_stats(&stats, true, seconds, read_seconds);
		if (s->infer) /* only then: the other runs' statistics stay as they were */
			fprintf(stderr, "inferred: %" PRIu64 "\n", stats.inferred);
	}
	if (s->profile) {
		int last = stats.max_level < levels ? stats.max_level : levels - 1;
		while (s->binary && last > 0 && level_nodes[last] == 0)
			last--; /* by stage: levels count the options ruled out too */
		print_profile(level_nodes, last);
	}
	free(level_nodes);
	return exit_code_for(&stats);
}

int search_and_report(struct session *session, double read_seconds)
{
	const struct settings *s = session->settings;
	struct output_file tree = {0};
	char *inputs[] = {(char *)s->path};
	if (s->tree_path && !output_open(&tree, s->tree_path, inputs, 1))
		return EXIT_BAD_INPUT;
	session->watching = s->trace || s->tree_path;
	if (!watch_init(&session->watch, session->format, s->trace ? stdout : NULL,
	                s->tree_path ? tree.stream : NULL) ||
	    (s->links && !watch_links(&session->watch))) {
		fprintf(stderr, "dlx: out of memory\n");
		if (s->tree_path)
			output_abort(&tree);
		return EXIT_BAD_INPUT;
	}
	int code = run_search(session, read_seconds);
	if (s->tree_path && !output_commit(&tree))
		code = EXIT_BAD_INPUT;
	return code;
}
