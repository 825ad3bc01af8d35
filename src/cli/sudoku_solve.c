/*
 * sudoku_solve.c - `sudoku solve` and `sudoku count`: read puzzles, run the
 * solver, write answers in input order, report failures on stderr with file
 * and line, and go on with the batch.
 */
#include "commands.h"
#include "puzzles.h"

#include <getopt.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static const char solve_help[] =
	"usage: sudoku solve [FILE...] [-o OUT] [-f line|grid|pretty] [--unique] [--stats]\n"
	"                    [--input-format auto|line|grid] [--node-limit N]\n"
	"                    [--time-limit SECONDS] [--strict]\n"
	"\n"
	"Solves each puzzle read from the files (standard input when there is none,\n"
	"or for '-') and writes its solution, one per puzzle, in input order.\n"
	"\n"
	"  -o, --output OUT     write to OUT (atomically: complete or untouched)\n"
	"  -f, --format FORMAT  line: one line per puzzle; grid: n lines of digits;\n"
	"                       pretty: a readable grid. Default: line for puzzles\n"
	"                       given on one line, pretty for grids on a terminal,\n"
	"                       grid otherwise\n"
	"  --unique             also prove the solution unique; a puzzle with more\n"
	"                       than one solution is an error\n"
	"  --stats              search nodes and time per puzzle, and totals, on stderr\n"
	"  --input-format F     auto (default), line or grid\n"
	"  --node-limit N       give up on a puzzle after N search nodes\n"
	"  --time-limit S       give up on a puzzle after S seconds (fractions too)\n"
	"  --strict             stop at the first bad or unsolved puzzle\n"
	"\n"
	"Input: 81 characters a line ('.', '0' or '_' for empty), nine lines of\n"
	"nine digits, grids with | - + separators, or C/JSON rows; '#' starts a\n"
	"comment; sizes 4x4 to 35x35 (digits 1-9 then A-Z).\n"
	"\n"
	"Exit codes: 0 every puzzle solved; 1 some puzzle has no solution, more than\n"
	"one (with --unique), or hit a limit; 2 bad input, bad usage or I/O error.\n";

static const char count_help[] =
	"usage: sudoku count [FILE...] [--limit N] [-o OUT] [--input-format F]\n"
	"                    [--node-limit N] [--time-limit SECONDS] [--strict]\n"
	"\n"
	"Prints, for each puzzle, one line with its number of solutions. When a\n"
	"limit stops the count first, the line reads >=N (N solutions found so far).\n"
	"\n"
	"  --limit N            stop counting at N solutions (default: count all);\n"
	"                       reaching it is an answer (>=N, exit 0 when N > 0)\n"
	"  -o, --output OUT     write to OUT (atomically: complete or untouched)\n"
	"  --input-format F     auto (default), line or grid\n"
	"  --node-limit N       stop a puzzle's count after N search nodes\n"
	"  --time-limit S       stop a puzzle's count after S seconds (fractions too)\n"
	"  --strict             stop at the first bad puzzle\n"
	"\n"
	"Exit codes: 0 every puzzle's count is complete and not 0; 1 some puzzle has\n"
	"no solution, or a limit stopped its count (>=N); 2 bad input, bad usage or\n"
	"I/O error.\n";

/* What a run of solve or count was asked to do, and its running totals. */
struct run {
	bool counting;  /* count rather than solve */
	bool unique;
	bool stats;
	bool strict;
	bool format_given;
	enum sudoku_output_format format;
	enum sudoku_input_format input_format;
	struct sudoku_solve_options limits;
	char *output_path;
	bool stdout_terminal;

	struct output_file out;
	struct solver_cache solvers;
	bool first_grid;
	uint64_t puzzles, solved, unsolvable, multiple, unfinished, nodes;
	double seconds;
};

static double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

enum { OPT_UNIQUE = 256, OPT_STATS, OPT_INPUT_FORMAT, OPT_NODE_LIMIT, OPT_TIME_LIMIT, OPT_STRICT,
       OPT_LIMIT, OPT_HELP };

static const struct option long_options[] = {
	{"output", required_argument, NULL, 'o'},
	{"format", required_argument, NULL, 'f'},
	{"unique", no_argument, NULL, OPT_UNIQUE},
	{"stats", no_argument, NULL, OPT_STATS},
	{"input-format", required_argument, NULL, OPT_INPUT_FORMAT},
	{"node-limit", required_argument, NULL, OPT_NODE_LIMIT},
	{"time-limit", required_argument, NULL, OPT_TIME_LIMIT},
	{"strict", no_argument, NULL, OPT_STRICT},
	{"limit", required_argument, NULL, OPT_LIMIT},
	{"help", no_argument, NULL, 'h'},
	{NULL, 0, NULL, 0},
};

/* Parses the flags into *run. Returns -1 to go on, or an exit code. */
static int parse_flags(struct run *run, int argc, char **argv)
{
	const char *name = run->counting ? "sudoku count" : "sudoku solve";
	int ch;
	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":o:f:h", long_options, NULL)) != -1) {
		switch (ch) {
		case 'o': run->output_path = optarg; break;
		case 'f':
			if (run->counting || !parse_output_format(optarg, &run->format))
				return usage_error(name, "unknown output format '%s' (line, grid, pretty)", optarg);
			run->format_given = true;
			break;
		case OPT_UNIQUE:
			if (run->counting)
				return usage_error(name, "unknown option '%s'", "--unique");
			run->unique = true;
			break;
		case OPT_STATS: run->stats = true; break;
		case OPT_STRICT: run->strict = true; break;
		case OPT_INPUT_FORMAT:
			if (!parse_input_format(optarg, &run->input_format))
				return usage_error(name, "unknown input format '%s' (auto, line, grid)", optarg);
			break;
		case OPT_NODE_LIMIT:
			if (!parse_count(optarg, &run->limits.node_limit) || run->limits.node_limit == 0)
				return usage_error(name, "--node-limit needs a positive whole number, not '%s'", optarg);
			break;
		case OPT_TIME_LIMIT:
			if (!parse_seconds(optarg, &run->limits.time_limit) || run->limits.time_limit <= 0)
				return usage_error(name, "--time-limit needs a positive number of seconds, not '%s'",
				                   optarg);
			break;
		case OPT_LIMIT:
			if (!run->counting)
				return usage_error(name, "unknown option '%s'", "--limit");
			if (!parse_count(optarg, &run->limits.solution_limit) || run->limits.solution_limit == 0)
				return usage_error(name, "--limit needs a positive whole number, not '%s'", optarg);
			break;
		case 'h':
			fputs(run->counting ? count_help : solve_help, stdout);
			return EXIT_ALL_GOOD;
		case ':': return usage_error(name, "option '%s' needs a value", argv[optind - 1]);
		default: return usage_error(name, "unknown option '%s'", argv[optind - 1]);
		}
	}
	return -1;
}

static void report_unsolved(const char *file, const struct sudoku_record *record,
                            const struct sudoku_result *result)
{
	char a[16], b[16];
	int n = record->grid.size;
	const struct sudoku_conflict *c = &result->conflict;
	switch (result->status) {
	case SUDOKU_NO_SOLUTION:
		if (c->unit)
			report(file, record->line, 0, "no solution: %s and %s both hold %c (same %s)",
			       sudoku_cell_name(n, c->cell_a, a, sizeof a),
			       sudoku_cell_name(n, c->cell_b, b, sizeof b), sudoku_digit_symbol(c->digit),
			       c->unit);
		else
			report(file, record->line, 0, "no solution");
		break;
	case SUDOKU_MULTIPLE:
		report(file, record->line, 0, "more than one solution");
		break;
	case SUDOKU_UNFINISHED:
		report(file, record->line, 0, "gave up: the node or time limit came before an answer");
		break;
	case SUDOKU_SOLVED: break;
	}
}

static enum sudoku_output_format format_for(const struct run *run,
                                            const struct sudoku_record *record)
{
	if (run->format_given)
		return run->format;
	if (record->format == SUDOKU_INPUT_LINE)
		return SUDOKU_OUTPUT_LINE;
	return run->stdout_terminal ? SUDOKU_OUTPUT_PRETTY : SUDOKU_OUTPUT_GRID;
}

static void write_count(struct run *run, const struct sudoku_result *result)
{
	if (result->complete)
		fprintf(run->out.stream, "%" PRIu64 "\n", result->solutions);
	else
		fprintf(run->out.stream, ">=%" PRIu64 "\n", result->solutions);
}

/* Whether a node or time limit, not --limit, cut the count short. */
static bool count_cut_short(const struct run *run, const struct sudoku_result *result)
{
	uint64_t wanted = run->limits.solution_limit;
	return !result->complete && !(wanted > 0 && result->solutions >= wanted);
}

static int exit_code_for(const struct run *run, const struct sudoku_result *result)
{
	if (run->counting) /* the one rule: a limit that stopped the search first is exit 1 */
		return !count_cut_short(run, result) && result->solutions > 0 ? EXIT_ALL_GOOD
		                                                              : EXIT_UNSOLVED;
	return result->status == SUDOKU_SOLVED ? EXIT_ALL_GOOD : EXIT_UNSOLVED;
}

static void tally(struct run *run, const struct sudoku_result *result, double seconds)
{
	run->puzzles++;
	run->nodes += result->nodes;
	run->seconds += seconds;
	switch (result->status) {
	case SUDOKU_SOLVED: run->solved++; break;
	case SUDOKU_NO_SOLUTION: run->unsolvable++; break;
	case SUDOKU_MULTIPLE: run->multiple++; break;
	case SUDOKU_UNFINISHED: run->unfinished++; break;
	}
}

static int on_puzzle(void *user, const char *file, const struct sudoku_record *record)
{
	struct run *run = user;
	struct sudoku_solver *solver = solver_for(&run->solvers, record->grid.size);
	if (!solver) {
		report(file, record->line, 0, "out of memory for a %dx%d solver", record->grid.size,
		       record->grid.size);
		return -1;
	}
	struct sudoku_grid solution;
	struct sudoku_result result;
	double start = run->stats ? now_seconds() : 0;
	sudoku_solve(solver, &record->grid, &run->limits, &solution, &result);
	double seconds = run->stats ? now_seconds() - start : 0;
	tally(run, &result, seconds);
	if (run->stats)
		report(file, record->line, 0, "%" PRIu64 " nodes, %.1f us", result.nodes, seconds * 1e6);

	if (run->counting) {
		write_count(run, &result);
		if (count_cut_short(run, &result))
			report(file, record->line, 0,
			       "count is partial: the node or time limit stopped the search");
	} else if (result.status == SUDOKU_SOLVED) {
		write_grid(run->out.stream, sudoku_solver_shape(solver), &solution,
		           format_for(run, record), &run->first_grid);
	} else {
		report_unsolved(file, record, &result);
	}
	if (result.status == SUDOKU_NO_SOLUTION && run->counting && result.conflict.unit)
		report_unsolved(file, record, &result);
	return exit_code_for(run, &result);
}

static void print_totals(const struct run *run)
{
	double per = run->puzzles ? run->seconds * 1e6 / (double)run->puzzles : 0;
	double nodes = run->puzzles ? (double)run->nodes / (double)run->puzzles : 0;
	fprintf(stderr,
	        "total: %" PRIu64 " puzzles: %" PRIu64 " solved, %" PRIu64 " without solution, %" PRIu64
	        " with several, %" PRIu64 " unfinished\n"
	        "total: %" PRIu64 " nodes (%.1f per puzzle), %.3f s solving (%.1f us per puzzle)\n",
	        run->puzzles, run->solved, run->unsolvable, run->multiple, run->unfinished, run->nodes,
	        nodes, run->seconds, per);
}

static int run_command(struct run *run, int argc, char **argv)
{
	int code = parse_flags(run, argc, argv);
	if (code >= 0)
		return code;
	if (!run->counting)
		run->limits.solution_limit = run->unique ? 2 : 1;
	char **files = argv + optind;
	int file_count = argc - optind;
	if (!output_open(&run->out, run->output_path, files, file_count))
		return EXIT_BAD_INPUT;
	run->stdout_terminal = stream_is_terminal(run->out.stream);
	run->first_grid = true;

	bool complete;
	code = for_each_puzzle_complete(files, file_count, run->input_format, run->strict, on_puzzle,
	                                run, &complete);
	solver_cache_finish(&run->solvers);
	if (run->stats)
		print_totals(run);
	return finish_output(&run->out, complete, code);
}

int command_solve(int argc, char **argv)
{
	struct run run = {.counting = false};
	return run_command(&run, argc, argv);
}

int command_count(int argc, char **argv)
{
	struct run run = {.counting = true};
	return run_command(&run, argc, argv);
}
