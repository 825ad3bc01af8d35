/*
 * sudoku_solve.c - `sudoku solve` and `sudoku count`: read puzzles, run the
 * solver, write answers in input order, report failures on stderr with file
 * and line, and go on with the batch.
 */
#include "batch.h"
#include "clock.h"
#include "commands.h"
#include "frame.h"
#include "puzzles.h"
#include "sudoku_split.h"
#include "svg_page.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char solve_usage[] =
	"usage: sudoku solve [FILE...] [-o OUT] [-f line|grid|pretty|svg] [--unique] [--stats]\n"
	"                    [--input-format auto|line|grid] [--node-limit N]\n"
	"                    [--time-limit SECONDS] [--strict] [--variant V] [-j N]\n"
	"\n"
	"Solves each puzzle read from the files (standard input when there is none,\n"
	"or for '-') and writes its solution, one per puzzle, in input order.\n"
	"\n";

static const char solve_epilogue[] =
	"\n"
	"Input: 81 characters a line ('.', '0' or '_' for empty; a rating or\n"
	"comment may follow), nine lines of nine digits, grids with | - + or\n"
	"Sudoku Explainer's and HoDoKu's *---* rules, Simple Sudoku's .ss, C/JSON\n"
	"rows, 9x9 pencil marks (the marks are constraints), or a puzzle as the\n"
	"argument, HoDoKu library lines (:CODE:TYPE:PUZZLE:...); '#' starts a\n"
	"comment; sizes 4x4 to 35x35 (digits 1-9 then A-Z; 16x16 also A-P or 0-F,\n"
	"25x25 also A-Y or 0-O, told apart by the symbols or a '# digits: A-P' line).\n"
	"Variants (a '# variant: V' line): jigsaw puzzles add their regions, killer\n"
	"puzzles their cages and sums, jigsaw+killer both (the regions last). The\n"
	"grammar of every form, with examples:\n"
	"docs/input-formats.md in the source tree.\n"
	"\n"
	"Exit codes: 0 every puzzle solved; 1 some puzzle has no solution, more than\n"
	"one (with --unique), or hit a limit; 2 bad input, bad usage or I/O error.\n";

static const char count_usage[] =
	"usage: sudoku count [FILE...] [--limit N] [-o OUT] [--input-format F]\n"
	"                    [--node-limit N] [--time-limit SECONDS] [--strict] [-j N]\n"
	"                    [--variant V]\n"
	"\n"
	"Prints, for each puzzle, one line with its number of solutions. When a\n"
	"limit stops the count first, the line reads >=N (N solutions found so far).\n"
	"\n";

static const char count_epilogue[] =
	"\n"
	"Exit codes: 0 every puzzle's count is complete and not 0; 1 some puzzle has\n"
	"no solution, or a limit stopped its count (>=N); 2 bad input, bad usage or\n"
	"I/O error.\n";

/* -f's values: sudoku_output_format's, then the SVG page. */
static const char *const output_formats[] = {"line", "grid", "pretty", "svg", NULL};
enum { FORMAT_SVG = 3 };

/* Running totals (one set per thread under -j, added up at the end). */
struct totals {
	uint64_t puzzles, solved, unsolvable, multiple, unfinished, nodes, guesses, settled;
	double seconds;
};

/* What a thread needs of its own: solvers, built once per size. */
struct worker_state {
	struct run *run;
	struct solver_cache solvers;
};

/* One puzzle's part of the totals: under -j it travels with the puzzle and is
 * added when the puzzle is written, so --stats counts what one thread would. */
struct tally_note {
	enum sudoku_status status;
	uint64_t nodes, guesses;
	int settled;
	double seconds;
};

/* What a run of solve or count was asked to do, and its running totals. */
struct run {
	bool counting;  /* count rather than solve */
	bool unique;
	bool stats;
	bool strict;
	bool format_given;
	int format;       /* an index into output_formats */
	int input_format; /* enum sudoku_input_format */
	struct sudoku_solve_options limits;
	const char *output_path;
	bool stdout_terminal;
	unsigned variant; /* SUDOKU_VARIANT_* from --variant */

	int jobs;

	struct output_file out;
	struct worker_state own; /* the single thread's */
	struct totals totals;
	bool svg;            /* -f svg: a printable page of 9x9 grids (svg_page.h) */
	struct svg_doc svg_doc;
	bool first_grid;
};

/* The rows both commands have; solve's alone come first in its table. */
#define SHARED_OPTIONS(run, what)                                                             \
	{.name = "node-limit", .kind = OPTION_COUNT, .destination = &(run)->limits.node_limit,     \
	 .min = 1, .value_name = "N", .help = what " after N search nodes"},                      \
	{.name = "time-limit", .kind = OPTION_SECONDS, .destination = &(run)->limits.time_limit,   \
	 .value_name = "S", .help = what " after S seconds (fractions too)"}

/* Reads the command line into *run. Returns -1 to go on, or an exit code. */
static int parse_solve(struct run *run, int argc, char **argv, int *first)
{
	const struct option_spec table[] = {
		OUTPUT_OPTION(&run->output_path),
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &run->format,
		 .seen = &run->format_given, .choices = output_formats, .value_name = "FORMAT",
		 .help = "line: one line per puzzle; grid: n lines of digits;\n"
		         "pretty: a readable grid; svg: a printable page per\n"
		         "9x9 grid, givens bold, variants drawn by their\n"
		         "rules as print draws them. Default: line for puzzles\n"
		         "given on one line, pretty for grids on a terminal,\n"
		         "grid otherwise"},
		{.name = "unique", .kind = OPTION_FLAG, .destination = &run->unique,
		 .help = "also prove the solution unique; a puzzle with more\n"
		         "than one solution is an error"},
		{.name = "stats", .kind = OPTION_FLAG, .destination = &run->stats,
		 .help = "cells settled before the search, search nodes and time per\n"
		         "puzzle, and totals, on stderr"},
		INPUT_FORMAT_OPTION(&run->input_format),
		SHARED_OPTIONS(run, "give up on a puzzle"),
		STRICT_OPTION(&run->strict, "stop at the first bad or unsolved puzzle"),
		BATCH_JOBS_OPTION(&run->jobs, "solve with N threads (0: one per online CPU); the\n"
		                              "output is the same, in input order (not with -f svg)"),
		VARIANT_OPTION(&run->variant,
		               "x, windoku, jigsaw, killer, anti-knight, anti-king,\n"
		               "non-consecutive, or joined by + (x+windoku);\n"
		               "a '# variant: V' line in a file sets it from there on"),
	};
	const struct command_spec command = {"sudoku solve", solve_usage, table,
	                                     OPTION_COUNT_OF(table), solve_epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

static int parse_count_flags(struct run *run, int argc, char **argv, int *first)
{
	const struct option_spec table[] = {
		{.name = "limit", .kind = OPTION_COUNT, .destination = &run->limits.solution_limit,
		 .min = 1, .value_name = "N",
		 .help = "stop counting at N solutions (default: count all);\n"
		         "reaching it is an answer (>=N, exit 0 when N > 0)"},
		OUTPUT_OPTION(&run->output_path),
		INPUT_FORMAT_OPTION(&run->input_format),
		SHARED_OPTIONS(run, "stop a puzzle's count"),
		STRICT_OPTION(&run->strict, "stop at the first bad puzzle"),
		BATCH_JOBS_OPTION(&run->jobs, "count with N threads (0: one per online CPU); the\n"
		                              "output is the same, in input order; one puzzle alone\n"
		                              "is one search split over the threads"),
		VARIANT_OPTION(&run->variant, "x, windoku, jigsaw, killer, anti-knight, anti-king,\n"
		                              "non-consecutive, or joined by + (see solve)"),
	};
	const struct command_spec command = {"sudoku count", count_usage, table,
	                                     OPTION_COUNT_OF(table), count_epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

/* Parses the flags into *run. Returns -1 to go on, or an exit code. */
static int parse_flags(void *user, int argc, char **argv, int *first)
{
	struct run *run = user;
	int code = run->counting ? parse_count_flags(run, argc, argv, first)
	                         : parse_solve(run, argc, argv, first);
	if (code >= 0)
		return code;
	run->svg = run->format == FORMAT_SVG;
	if (run->jobs == 0)
		run->jobs = online_cpus(BATCH_MAX_JOBS);
	if (run->svg && run->jobs > 1)
		return usage_error("sudoku solve", "-f svg makes one page: it takes no --jobs");
	if (!run->counting)
		run->limits.solution_limit = run->unique ? 2 : 1;
	return -1;
}

/* Two givens that cannot both stand: in one unit, or breaking a pair rule. */
static void report_conflict(FILE *err, const char *file, const struct sudoku_variant_record *record,
                            const struct sudoku_conflict *c)
{
	char a[16], b[16];
	const struct sudoku_grid *grid = &record->puzzle.grid;
	int n = grid->size;
	sudoku_cell_name(n, c->cell_a, a, sizeof a);
	sudoku_cell_name(n, c->cell_b, b, sizeof b);
	if (strcmp(c->unit, "consecutive") == 0)
		report_to(err, file, record->line, 0, "no solution: %s and %s hold %c and %c (consecutive)",
		          a, b, sudoku_digit_symbol(grid->cell[c->cell_a]), sudoku_digit_symbol(c->digit));
	else if (strstr(c->unit, "move")) /* anti-knight, anti-king */
		report_to(err, file, record->line, 0, "no solution: %s and %s both hold %c (a %s apart)", a,
		          b, sudoku_digit_symbol(c->digit), c->unit);
	else
		report_to(err, file, record->line, 0, "no solution: %s and %s both hold %c (same %s)", a, b,
		          sudoku_digit_symbol(c->digit), c->unit);
}

static void report_unsolved(FILE *err, const char *file, const struct sudoku_variant_record *record,
                            const struct sudoku_result *result)
{
	const struct sudoku_conflict *c = &result->conflict;
	switch (result->status) {
	case SUDOKU_NO_SOLUTION:
		if (c->unit)
			report_conflict(err, file, record, c);
		else
			report_to(err, file, record->line, 0, "no solution");
		break;
	case SUDOKU_MULTIPLE:
		report_to(err, file, record->line, 0, "more than one solution");
		break;
	case SUDOKU_UNFINISHED:
		report_to(err, file, record->line, 0, "gave up: the node or time limit came before an answer");
		break;
	case SUDOKU_SOLVED: break;
	}
}

static enum sudoku_output_format format_for(const struct run *run,
                                            const struct sudoku_variant_record *record)
{
	if (run->format_given)
		return (enum sudoku_output_format)run->format;
	if (record->format == SUDOKU_INPUT_LINE)
		return SUDOKU_OUTPUT_LINE;
	return run->stdout_terminal ? SUDOKU_OUTPUT_PRETTY : SUDOKU_OUTPUT_GRID;
}

static void write_count(FILE *out, const struct sudoku_result *result)
{
	if (result->complete)
		fprintf(out, "%" PRIu64 "\n", result->solutions);
	else
		fprintf(out, ">=%" PRIu64 "\n", result->solutions);
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

static void add_tally(struct totals *t, const struct tally_note *one)
{
	t->puzzles++;
	t->nodes += one->nodes;
	t->guesses += one->guesses;
	t->settled += (uint64_t)one->settled;
	t->seconds += one->seconds;
	switch (one->status) {
	case SUDOKU_SOLVED: t->solved++; break;
	case SUDOKU_NO_SOLUTION: t->unsolvable++; break;
	case SUDOKU_MULTIPLE: t->multiple++; break;
	case SUDOKU_UNFINISHED: t->unfinished++; break;
	}
}

/* A puzzle's result into the totals now (-j 1), or into its note (-j). */
static void tally(struct worker_state *state, struct puzzle_sink *sink,
                  const struct sudoku_result *result, double seconds)
{
	struct tally_note one = {.status = result->status, .nodes = result->nodes,
	                         .guesses = result->guesses,
	                         .settled = result->settled, .seconds = seconds};
	if (sink->note)
		memcpy(sink->note, &one, sizeof one);
	else
		add_tally(&state->run->totals, &one);
}

/*
 * Solves one puzzle: plain ones with the cached plain solver, variants with
 * a variant solver made for the puzzle (a killer's cages are its own).
 * 0, or -1 when out of memory / the cages fail (reported).
 */
static int solve_one(struct worker_state *state, FILE *err, const char *file,
                     const struct sudoku_variant_record *record, struct sudoku_grid *solution,
                     struct sudoku_result *result)
{
	const struct run *run = state->run;
	const struct sudoku_variant_puzzle *p = &record->puzzle;
	if (record->marked) /* the reader allows marks only on plain 9x9 grids */
		return sudoku_solve_marks(&p->grid, record->marks, &run->limits, solution, result);
	if (p->flags == 0) {
		struct sudoku_solver *solver = solver_for(&state->solvers, p->grid.size);
		int code = solver ? sudoku_solve(solver, &p->grid, &run->limits, solution, result)
		                  : SUDOKU_ENOMEM;
		if (code == 0)
			return 0;
		if (code != SUDOKU_ENOMEM) {
			report_to(err, file, record->line, 0, "cannot solve this puzzle: %s",
			          sudoku_strerror(code));
			return -1;
		}
	} else {
		int error = sudoku_variant_puzzle_solve(p, &run->limits, solution, result);
		if (error == 0)
			return 0;
		if (error != SUDOKU_ENOMEM) {
			report_to(err, file, record->line, 0, "cannot encode this puzzle: %s",
			          sudoku_strerror(error));
			return -1;
		}
	}
	report_to(err, file, record->line, 0, "out of memory for a %dx%d solver", p->grid.size, p->grid.size);
	return -1;
}

/* -f svg: the solved grid joins the page (a variant's drawn by its rules); false (reported) if not 9x9. */
static bool add_svg(struct run *run, const char *file, const struct sudoku_variant_record *record,
                    const struct sudoku_grid *solution)
{
	char title[160];
	snprintf(title, sizeof title, "%s:%ld", file, record->line);
	const struct sudoku_variant_puzzle *p = &record->puzzle;
	if (p->flags ? svg_doc_add_variant(&run->svg_doc, p, solution, title) != NULL
	             : svg_doc_add_solved(&run->svg_doc, &p->grid, solution, title))
		return true;
	report(file, record->line, 0, "-f svg draws 9x9 grids only");
	return false;
}

/* One puzzle, by one thread's solvers, into a sink. Returns the exit code, or -1 to stop. */
static int answer(struct worker_state *state, const char *file,
                  const struct sudoku_variant_record *record, struct puzzle_sink *sink)
{
	const struct run *run = state->run;
	struct sudoku_grid solution;
	struct sudoku_result result;
	double start = run->stats ? seconds_now() : 0;
	if (solve_one(state, sink->err, file, record, &solution, &result) != 0)
		return EXIT_BAD_INPUT;
	double seconds = run->stats ? seconds_now() - start : 0;
	tally(state, sink, &result, seconds);
	if (run->stats)
		report_to(sink->err, file, record->line, 0,
		          "%d cells settled before search, %" PRIu64 " nodes, %" PRIu64 " guesses, %.1f us",
		          result.settled, result.nodes, result.guesses, seconds * 1e6);

	if (run->counting) {
		write_count(sink->out, &result);
		if (count_cut_short(run, &result))
			report_to(sink->err, file, record->line, 0,
			          "count is partial: the node or time limit stopped the search");
	} else if (result.status == SUDOKU_SOLVED && run->svg) {
		/* -f svg runs on one thread (parse_flags refuses it with -j) */
		return add_svg(state->run, file, record, &solution) ? exit_code_for(run, &result) : EXIT_BAD_INPUT;
	} else if (result.status == SUDOKU_SOLVED) {
		sink_write_variant_grid(sink, &record->puzzle, &solution, format_for(run, record));
	} else {
		report_unsolved(sink->err, file, record, &result);
	}
	if (result.status == SUDOKU_NO_SOLUTION && run->counting && result.conflict.unit)
		report_unsolved(sink->err, file, record, &result);
	return exit_code_for(run, &result);
}

static int on_puzzle(void *user, const char *file, const struct sudoku_variant_record *record)
{
	struct run *run = user;
	struct puzzle_sink sink = {.out = run->out.stream, .err = stderr, .first = &run->first_grid,
	                           .lead = -1};
	return answer(&run->own, file, record, &sink);
}

/* ---- -j: the same per puzzle, in worker threads (batch.c keeps the order) ---- */

static void *start_worker(void *shared)
{
	struct worker_state *state = calloc(1, sizeof *state);
	if (state)
		state->run = shared;
	return state;
}

static void finish_worker(void *shared, void *arg)
{
	(void)shared;
	struct worker_state *state = arg;
	solver_cache_finish(&state->solvers);
	free(state);
}

static void before_write(void *shared, const void *note, FILE *out)
{
	struct run *run = shared;
	(void)out;
	add_tally(&run->totals, note);
}

static int work(void *state, const char *file, const struct sudoku_variant_record *record,
                struct puzzle_sink *sink)
{
	return answer(state, file, record, sink);
}

/*
 * count -j N when the batch is one plain puzzle: one search over N threads.
 * Messages about a puzzle without solutions come from the solver, as with
 * -j 1, so that case (and clashing givens) goes back to answer().
 */
static int count_alone(void *state, const char *file, const struct sudoku_variant_record *record,
                       struct puzzle_sink *sink, int jobs)
{
	struct worker_state *mine = state;
	struct sudoku_result result;
	if (record->puzzle.flags != 0 || record->marked ||
	    !sudoku_count_split(&record->puzzle.grid, mine->run->limits.solution_limit, jobs,
	                        &result) ||
	    result.solutions == 0)
		return answer(mine, file, record, sink);
	tally(mine, sink, &result, 0);
	write_count(sink->out, &result);
	if (count_cut_short(mine->run, &result))
		report_to(sink->err, file, record->line, 0,
		          "count is partial: the node or time limit stopped the search");
	return exit_code_for(mine->run, &result);
}

static int solve_all(struct run *run, char **files, int file_count, bool *complete)
{
	if (run->jobs <= 1)
		return for_each_variant_puzzle(files, file_count, run->input_format, run->variant,
		                               run->strict, on_puzzle, run, complete);
	struct batch_spec batch = {
		.jobs = run->jobs, .strict = run->strict, .note_size = sizeof(struct tally_note),
		.start = start_worker, .finish = finish_worker, .before_write = before_write,
		.shared = run, .out = run->out.stream, .first = &run->first_grid,
		.variants = true, .variant_flags = run->variant, .work = work,
	};
	/* Node and time limits, and --stats, count the solver's own nodes: keep its search. */
	if (run->counting && !run->stats && !run->limits.node_limit && !run->limits.time_limit)
		batch.work_alone = count_alone;
	return for_each_puzzle_parallel(files, file_count, run->input_format, &batch, complete);
}

static void print_totals(const struct totals *run)
{
	double per = run->puzzles ? run->seconds * 1e6 / (double)run->puzzles : 0;
	double nodes = run->puzzles ? (double)run->nodes / (double)run->puzzles : 0;
	double guesses = run->puzzles ? (double)run->guesses / (double)run->puzzles : 0;
	double settled = run->puzzles ? (double)run->settled / (double)run->puzzles : 0;
	fprintf(stderr,
	        "total: %" PRIu64 " puzzles: %" PRIu64 " solved, %" PRIu64 " without solution, %" PRIu64
	        " with several, %" PRIu64 " unfinished\n"
	        "total: %.1f cells per puzzle settled before search (singles, locked candidates)\n"
	        "total: %" PRIu64 " nodes (%.1f per puzzle), %" PRIu64 " guesses (%.1f per puzzle)\n"
	        "total: %.3f s solving (%.1f us per puzzle)\n",
	        run->puzzles, run->solved, run->unsolvable, run->multiple, run->unfinished, settled,
	        run->nodes, nodes, run->guesses, guesses, run->seconds, per);
}

static int loop(void *user, char **files, int file_count, bool *complete)
{
	struct run *run = user;
	run->stdout_terminal = stream_is_terminal(run->out.stream);
	run->first_grid = true;
	return solve_all(run, files, file_count, complete);
}

static int finish(void *user, bool complete, int code)
{
	(void)complete;
	(void)code;
	struct run *run = user;
	if (run->svg)
		svg_doc_write(&run->svg_doc, 1, run->out.stream);
	svg_doc_finish(&run->svg_doc);
	solver_cache_finish(&run->own.solvers);
	if (run->stats)
		print_totals(&run->totals);
	return -1;
}

static int run_command(struct run *run, int argc, char **argv)
{
	const struct command_frame frame = {parse_flags, loop, finish, &run->out, &run->output_path};
	return frame_run(&frame, run, argc, argv);
}

int command_solve(int argc, char **argv)
{
	struct run run = {.counting = false, .jobs = 1};
	run.own.run = &run;
	return run_command(&run, argc, argv);
}

int command_count(int argc, char **argv)
{
	struct run run = {.counting = true, .jobs = 1};
	run.own.run = &run;
	return run_command(&run, argc, argv);
}
