/*
 * sudoku_bench.c - `sudoku bench`: reads every puzzle of each file into
 * memory (one dataset per file), runs each chosen solver over each dataset
 * with bench/harness.c, and writes the statistics as a table, CSV or JSON.
 * Reading and checking input all happen before the first timed solve.
 */
#include "clock.h"
#include "commands.h"
#include "harness.h"
#include "puzzles.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char bench_usage[] =
	"usage: sudoku bench [--solvers naive,bitmask,mrv,dlx] [--time-limit S]\n"
	"                    [--repeat N] [--warmup N] [--format table|csv|json] [-o OUT]\n"
	"                    [FILE...]\n"
	"\n"
	"Times solvers on the 9x9 puzzles of each file (standard input when there is\n"
	"none, or for '-'); each file is one dataset. Every answer is checked, outside\n"
	"the timed region.\n"
	"\n";

static const char bench_epilogue[] =
	"\n"
	"Per solver and dataset: puzzles solved, timed out and failed, puzzles/s,\n"
	"mean, median and p99 microseconds per puzzle (nearest rank), nodes per\n"
	"puzzle, with the compiler, flags and build type. With time-outs, the sums\n"
	"are bounds: the table marks them > (too low) and < (too high).\n"
	"\n"
	"Exit codes: 0 every solver solved every puzzle; 1 some puzzle timed out or\n"
	"was not solved (a wrong answer is reported on stderr); 2 bad input (or a\n"
	"puzzle not 9x9), bad usage or I/O error.\n";

/* What a run of bench was asked to do, and the datasets it read. */
struct bench_command {
	enum bench_solver solvers[BENCH_SOLVER_COUNT];
	int solver_count;
	struct bench_settings settings;
	int format;               /* enum bench_format */
	const char *output_path;

	struct bench_dataset *sets;
	char **paths; /* the file of each dataset, for messages */
	int set_count;
	int current;  /* the dataset being read or run */
	enum bench_solver solver; /* the solver being run */
	bool show_progress;
	double last_progress;
};

/* --solvers "naive,dlx" into the command's solver list; false on an unknown or repeated name. */
static bool read_solvers(const char *list, void *destination)
{
	struct bench_command *cmd = destination;
	bool seen[BENCH_SOLVER_COUNT] = {false};
	cmd->solver_count = 0;
	for (const char *start = list;; start += strcspn(start, ",") + 1) {
		int solver = bench_solver_by_name(start, strcspn(start, ","));
		if (solver < 0 || seen[solver])
			return false;
		seen[solver] = true;
		cmd->solvers[cmd->solver_count++] = (enum bench_solver)solver;
		if (start[strcspn(start, ",")] == '\0')
			return true;
	}
}

static const char *const bench_formats[] = {"table", "csv", "json", NULL};

/* Parses the flags into *cmd. Returns -1 to go on, or an exit code. */
static int parse_flags(struct bench_command *cmd, int argc, char **argv, int *first)
{
	const struct option_spec table[] = {
		{.name = "solvers", .kind = OPTION_CUSTOM, .destination = cmd, .read = read_solvers,
		 .expected = "some of naive, bitmask, mrv, dlx, each once, joined by commas",
		 .value_name = "LIST",
		 .help = "comma-separated, in the order wanted (default all):\n"
		         "naive    backtracking in reading order, scanning\n"
		         "         row, column and box for each digit\n"
		         "bitmask  the same order, with row/column/box bitmasks\n"
		         "mrv      bitmasks, fewest-candidates cell first\n"
		         "dlx      this project's dancing-links solver\n"
		         "All stop at the first solution."},
		{.name = "time-limit", .kind = OPTION_SECONDS, .destination = &cmd->settings.time_limit,
		 .zero_allowed = true, .value_name = "S",
		 .help = "give up on a puzzle after S seconds, fractions allowed\n"
		         "(default 1; 0: no limit). Time-outs are counted and shown"},
		{.name = "repeat", .kind = OPTION_INT, .destination = &cmd->settings.repeat, .min = 1,
		 .max = 1000, .value_name = "N",
		 .help = "N passes; each puzzle's best time counts (default 1); the\n"
		         "fastest and median pass are shown too (the spread)"},
		{.name = "warmup", .kind = OPTION_INT, .destination = &cmd->settings.warmup,
		 .max = BENCH_MAX_PUZZLES, .value_name = "N",
		 .help = "solve the first N puzzles untimed first (default 100)"},
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &cmd->format,
		 .choices = bench_formats, .value_name = "F", .help = "table (default), csv or json"},
		OUTPUT_OPTION(&cmd->output_path),
	};
	const struct command_spec command = {"sudoku bench", bench_usage, table,
	                                     OPTION_COUNT_OF(table), bench_epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

/* ---- Reading the datasets ---- */

static const char *base_name(const char *path)
{
	if (strcmp(path, "-") == 0)
		return "stdin";
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

static int on_puzzle(void *user, const char *file, const struct sudoku_record *record)
{
	struct bench_command *cmd = user;
	if (record->marked) {
		report(file, record->line, 0, "pencil marks: bench times puzzles given as givens");
		return EXIT_BAD_INPUT;
	}
	int err = bench_dataset_add(&cmd->sets[cmd->current], &record->grid, record->line);
	switch (err) {
	case 0: return EXIT_ALL_GOOD;
	case BENCH_ESIZE:
		report(file, record->line, 0, "a %dx%d puzzle: bench takes 9x9 puzzles only "
		       "(the baselines are 9x9 only)", record->grid.size, record->grid.size);
		return EXIT_BAD_INPUT;
	case BENCH_EFULL:
		report(file, record->line, 0, "more than %d puzzles: bench keeps them all in memory; "
		       "take a sample (head -n 100000)", BENCH_MAX_PUZZLES);
		return EXIT_BAD_INPUT;
	default:
		report(file, record->line, 0, "out of memory");
		return EXIT_BAD_INPUT;
	}
}

/* Reads every file into its dataset; stops at the first bad puzzle. Returns an exit code. */
static int read_datasets(struct bench_command *cmd, char **files, int file_count)
{
	cmd->sets = calloc((size_t)file_count, sizeof *cmd->sets);
	if (!cmd->sets) {
		fprintf(stderr, "sudoku bench: out of memory\n");
		return EXIT_BAD_INPUT;
	}
	cmd->paths = files;
	for (cmd->current = 0; cmd->current < file_count; cmd->current++) {
		bench_dataset_init(&cmd->sets[cmd->current], base_name(files[cmd->current]));
		cmd->set_count++;
		int code = for_each_puzzle(&files[cmd->current], 1, SUDOKU_INPUT_AUTO, true, on_puzzle, cmd);
		if (code != EXIT_ALL_GOOD)
			return EXIT_BAD_INPUT;
	}
	return EXIT_ALL_GOOD;
}

/* ---- Running ---- */

/* A progress line on stderr (a terminal only), at most five times a second. */
static void on_progress(void *user, size_t done, size_t total)
{
	struct bench_command *cmd = user;
	double now = seconds_now();
	if (done < total && now - cmd->last_progress < 0.2)
		return;
	cmd->last_progress = now;
	if (done == total)
		fputs("\r\033[K", stderr); /* erase the line: the results follow */
	else
		fprintf(stderr, "\r%s on %s: %zu/%zu puzzles\033[K", bench_solver_name(cmd->solver),
		        cmd->sets[cmd->current].name, done, total);
}

static void on_failure(void *user, size_t index, const char *why)
{
	struct bench_command *cmd = user;
	const struct bench_dataset *set = &cmd->sets[cmd->current];
	report(cmd->paths[cmd->current], set->lines[index], 0, "%s %s",
	       bench_solver_name(cmd->solver), why);
}

/* Runs every solver on every dataset into rows[]. Returns an exit code. */
static int run_all(struct bench_command *cmd, struct bench_row *rows)
{
	int code = EXIT_ALL_GOOD, count = 0;
	cmd->settings.user = cmd;
	cmd->settings.on_failure = on_failure;
	cmd->settings.on_progress = cmd->show_progress ? on_progress : NULL;
	for (cmd->current = 0; cmd->current < cmd->set_count; cmd->current++)
		for (int s = 0; s < cmd->solver_count; s++) {
			cmd->solver = cmd->solvers[s];
			struct bench_row *row = &rows[count++];
			if (bench_run(cmd->solver, &cmd->sets[cmd->current], &cmd->settings, row) != 0) {
				fprintf(stderr, "sudoku bench: out of memory\n");
				return EXIT_BAD_INPUT;
			}
			if (row->timed_out)
				fprintf(stderr, "sudoku bench: %s timed out on %zu of %zu puzzles of %s\n",
				        bench_solver_name(cmd->solver), row->timed_out, row->puzzles, row->dataset);
			if (row->solved < row->puzzles)
				code = EXIT_UNSOLVED;
		}
	return code;
}

static void finish(struct bench_command *cmd)
{
	for (int k = 0; k < cmd->set_count; k++)
		bench_dataset_finish(&cmd->sets[k]);
	free(cmd->sets);
}

int command_bench(int argc, char **argv)
{
	struct bench_command cmd = {
		.solvers = {BENCH_NAIVE, BENCH_BITMASK, BENCH_MRV, BENCH_DLX},
		.solver_count = BENCH_SOLVER_COUNT,
		.settings = {.time_limit = 1.0, .repeat = 1, .warmup = 100},
		.format = BENCH_TABLE,
	};
	int first;
	int code = parse_flags(&cmd, argc, argv, &first);
	if (code >= 0)
		return code;
	static char *standard_input[] = {"-"};
	char **files = argc > first ? argv + first : standard_input;
	int file_count = argc > first ? argc - first : 1;
	struct output_file out;
	if (!output_open(&out, cmd.output_path, files, file_count))
		return EXIT_BAD_INPUT;
	code = read_datasets(&cmd, files, file_count);
	struct bench_row *rows = calloc((size_t)(cmd.set_count * cmd.solver_count), sizeof *rows);
	if (code == EXIT_ALL_GOOD && !rows) {
		fprintf(stderr, "sudoku bench: out of memory\n");
		code = EXIT_BAD_INPUT;
	}
	if (code == EXIT_ALL_GOOD) {
		cmd.show_progress = stream_is_terminal(stderr);
		code = run_all(&cmd, rows);
	}
	if (code != EXIT_BAD_INPUT) {
		bench_write(out.stream, (enum bench_format)cmd.format, rows, (size_t)(cmd.set_count * cmd.solver_count),
		            &cmd.settings);
		if (!output_commit(&out))
			code = EXIT_BAD_INPUT;
	} else {
		output_abort(&out);
	}
	free(rows);
	finish(&cmd);
	return code;
}
