/*
 * dlx_main.c - the `dlx` command: reads one exact-cover problem in Knuth's
 * DLX format, searches it, and prints the number of solutions (or the
 * solutions), with statistics, a progress estimate and limits on request.
 * This file picks the mode; each mode lives in a file of its own (see
 * dlx_settings.h). The runner says who searches the parts, so this one
 * build serves dlx (threads) and dlx-mpi (ranks).
 *
 * Output discipline: answers (count, solutions, trace, matrix) go to stdout;
 * statistics, progress, warnings and errors go to stderr, so a script can
 * pipe the answer while a person watches the rest.
 */
#include "dlx_main.h"

#include "clock.h"
#include "common.h"
#include "dlx_best.h"
#include "dlx_settings.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

/* --best K: the K cheapest solutions (dlx_best.c). */
static int run_best(const struct settings *s, struct dlx_format *format, double read_seconds)
{
	struct best_request request = {
		.format = format, .k = s->best, .jobs = s->jobs, .stats = s->stats,
		.knuth = s->knuth, .json = s->json,
		.time_limit = s->time_limit, .node_limit = s->node_limit, .read_seconds = read_seconds,
		.print = s->print == PRINT_NAMES ? BEST_PRINT_NAMES
		         : s->print == PRINT_IDS ? BEST_PRINT_IDS
		                                 : BEST_PRINT_COSTS,
	};
	return best_search(&request);
}

/*
 * Says why --algorithm bits cannot search this problem, before any search
 * or cut into parts, so that every mode (-j, --part, --split, dlx-mpi's
 * ranks) says it alike; false when it can.
 */
static bool refuse_bits(const struct settings *s, const struct dlx_format *format, const char *name)
{
	if (s->algorithm != DLX_ALGORITHM_BITS)
		return false;
	const struct dlx_problem *pb = dlx_format_problem(format);
	const char *program = s->runner->program;
	int items = dlx_primary_count(pb) + dlx_secondary_count(pb), options = dlx_option_count(pb);
	if (dlx_has_bounds(pb))
		fprintf(stderr, "%s: %s: --algorithm bits takes no item bounds (a:b|name): "
		                "use --algorithm links or cells\n", program, name);
	else if (items > DLX_BITS_MAX_ITEMS || options > DLX_BITS_MAX_OPTIONS)
		fprintf(stderr, "%s: %s: --algorithm bits takes at most %d items and %d options, "
		                "and this problem has %d items and %d options: use --algorithm links\n",
		        program, name, DLX_BITS_MAX_ITEMS, DLX_BITS_MAX_OPTIONS, items, options);
	else
		return false;
	return true;
}

static int finish_stdout(int code)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "<stdout>: write error: %s\n", strerror(errno));
		return EXIT_BAD_INPUT;
	}
	return code;
}

int dlx_command(int argc, char **argv, const struct split_runner *runner)
{
	/* a subcommand: a problem in a file named bench is read as ./bench */
	if (argc >= 2 && strcmp(argv[1], "bench") == 0)
		return finish_stdout(dlx_bench_command(argc - 1, argv + 1));
	/* a file named "zdd" is still read as ./zdd */
	if (argc >= 2 && strcmp(argv[1], "zdd") == 0 && !runner->over_ranks)
		return finish_stdout(zdd_command(argc - 1, argv + 1));
	struct settings settings = {.jobs = 1, .split_depth = -1, .depth = -1, .runner = runner,
	                            .max_input_size = DEFAULT_MAX_INPUT_SIZE,
	                            .memo_mib = DEFAULT_MEMO_MIB, .probe_seed = DEFAULT_PROBE_SEED};
	int code = parse_flags(&settings, argc, argv);
	if (code >= 0)
		return code;
	const char *name;
	double start = seconds_now();
	struct dlx_format *format = load(&settings, &name);
	if (!format)
		return EXIT_BAD_INPUT;
	double read_seconds = seconds_now() - start;
	struct dlx_problem *problem = dlx_format_problem(format);
	if (settings.best == 0 && !settings.matrix && !settings.svg_path && !settings.export_cnf &&
	    dlx_has_costs(problem))
		fprintf(stderr, "%s: note: the options have costs, which counting ignores "
		                "(--best K finds the cheapest solutions)\n", runner->program);
	if (refuse_bits(&settings, format, name)) {
		code = EXIT_BAD_INPUT;
	} else if ((settings.order == DLX_ORDER_WTD || settings.order == DLX_ORDER_FRB) &&
	           !settings.binary && !dlx_has_bounds(problem)) {
		fprintf(stderr, "%s: %s: without item bounds (a:b|name), --branch wtd|frb needs "
		                "--binary (Knuth's SSXCC-WTD and SSXCC-FRB branch two ways)\n",
		        runner->program, name);
		code = EXIT_BAD_INPUT;
	} else if (settings.zdd_path || settings.samples > 0) {
		code = run_zdd(&settings, format, name);
	} else if (settings.export_cnf) {
		code = export_cnf(&settings, format);
	} else if (settings.best > 0) {
		code = run_best(&settings, format, read_seconds);
	} else if (settings.matrix) {
		code = show_matrix(format);
	} else if (settings.shuffle &&
	           dlx_problem_shuffle(dlx_format_problem(format), settings.seed) != 0) {
		fprintf(stderr, "dlx: cannot shuffle the problem\n");
		code = EXIT_BAD_INPUT;
	} else if (settings.probes > 0) {
		code = print_estimate(&settings, problem, name); /* the shuffled tree, when asked */
	} else if (settings.svg_path) {
		code = show_svg_matrix(&settings, format); /* the shuffled search, when asked */
	} else if (settings.html_path) {
		code = show_html(&settings, format, name);
	} else if (settings.split_depth >= 0) {
		code = list_parts(&settings, dlx_format_problem(format));
	} else if (split_mode(&settings)) {
		struct session session = {.settings = &settings, .format = format};
		code = run_split(&session, read_seconds);
		dlx_checkpoint_destroy(session.keeper.checkpoint);
		watch_finish(&session.watch);
		free(session.sorted);
	} else {
		struct session session = {.settings = &settings, .format = format};
		code = search_and_report(&session, read_seconds);
		watch_finish(&session.watch);
		free(session.sorted);
	}
	dlx_format_destroy(format);
	return finish_stdout(code);
}
