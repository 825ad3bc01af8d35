/*
 * dlx_main.c - the `dlx` command: reads one exact-cover problem in Knuth's
 * DLX format, searches it, and prints the number of solutions (or the
 * solutions), with statistics, a progress estimate and limits on request.
 *
 * Output discipline: answers (count, solutions, trace, matrix) go to stdout;
 * statistics, progress, warnings and errors go to stderr, so a script can
 * pipe the answer while a person watches the rest.
 */
#include "common.h"
#include "dlx.h"
#include "dlx_best.h"
#include "dlx_format.h"
#include "dlx_watch.h"
#include "html_page.h"
#include "options.h"
#include "svg_matrix.h"
#include "split.h"
#include "stats_json.h"

#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* dlx-mpi is this file built with DLX_MPI: every search is split over the ranks. */
#ifdef DLX_MPI
#define PROGRAM "dlx-mpi"
#define ALWAYS_SPLIT true
#else
#define PROGRAM "dlx"
#define ALWAYS_SPLIT false
#endif

static const char usage[] =
	"usage: dlx [OPTIONS] [FILE]\n"
	"\n"
	"Reads an exact-cover problem in Knuth's DLX format from FILE (standard input\n"
	"when there is none, or for '-') and prints its number of solutions.\n"
	"\n"
	"Input: lines starting with '|' are comments; the first other line names the\n"
	"items, primary ones, then '|', then secondary ones; every later line is an\n"
	"option, the names of its items; a secondary item may carry a colour, x:red.\n"
	"A primary item may carry bounds (Knuth's DLX3): a:b|name is covered a to b\n"
	"times, b|name exactly b times.\n"
	"\n";

static const char epilogue[] =
	"\n"
	"With parts, --stats adds each thread's nodes and the imbalance (most / mean);\n"
	"--trace, --tree and --profile need the undivided search.\n"
	"\n"
	"Exit codes: 0 solutions found (or the matrix printed); 1 no solution, or a\n"
	"node or time limit stopped the count; 2 bad input, bad usage or I/O error.\n";

enum print_mode { PRINT_COUNT, PRINT_NAMES, PRINT_IDS };

/* What the command line asked for. */
struct settings {
	const char *path;
	uint64_t solution_limit; /* 0: all */
	enum print_mode print;
	bool stats, profile, trace, links, matrix, strict;
	double progress_every;   /* seconds; 0: no progress lines */
	uint64_t node_limit;
	double time_limit;
	bool shuffle;
	uint64_t seed;
	const char *tree_path;
	const char *svg_path;
	uint64_t step;
	const char *html_path;
	uint64_t max_steps;
	int jobs;                /* threads; 1: the undivided search */
	int split_depth;         /* --split DEPTH; -1: not asked */
	int depth;               /* --depth; -1: deep enough for the parts wanted */
	int part, parts;         /* --part I/N; parts 0: the whole */
	const char *prefix_file;
	void *runner;            /* dlx-mpi's state, passed through to split_search_mpi */
	uint64_t max_input_size; /* bytes */
	uint64_t memo_mib;       /* --memo: MiB for the engine's memo of subproblem counts */
	bool knuth;              /* --stats=knuth: the reference loop, counting as Knuth does */
	bool json;               /* --stats-format json */
	bool order_first;        /* --order first: branch on the first open item */
	int best;                /* --best K: the K cheapest solutions; 0: count */
};

/* The largest --best: each solution kept holds its options in memory. */
#define MAX_BEST 1000000

/* The deepest --split and --depth: far below what any search here reaches. */
#define MAX_DEPTH (1 << 20)

/* The memo's memory unless --memo says otherwise: room for millions of states. */
#define DEFAULT_MEMO_MIB 256
/* The most --memo takes (1 TiB): keeps the byte count far from overflowing. */
#define MAX_MEMO_MIB (UINT64_C(1) << 20)

/* Large enough for any instance shipped or generated here, small enough to fail fast. */
#define DEFAULT_MAX_INPUT_SIZE (256u << 20)

/* ---- Messages ---- */

/* Prints an error or warning of the reader as FILE:LINE:COLUMN: message. */
static void report_format(const char *name, const struct dlx_format_error *error, bool warning)
{
	fprintf(stderr, "%s:%ld:", name, error->line);
	if (error->column > 0)
		fprintf(stderr, "%d:", error->column);
	fprintf(stderr, " %s%s\n", warning ? "warning: " : "", error->message);
}

static void on_warning(void *user, const struct dlx_format_error *warning)
{
	report_format(user, warning, true);
}

/* ---- Flags ---- */

/* --part I/N into s->part and s->parts; false unless 1 <= I <= N. */
static bool read_part(const char *text, void *destination)
{
	struct settings *s = destination;
	const char *slash = strchr(text, '/');
	char first[32];
	size_t n = slash ? (size_t)(slash - text) : 0;
	if (n == 0 || n >= sizeof first)
		return false;
	memcpy(first, text, n);
	first[n] = '\0';
	uint64_t part, parts;
	if (!parse_count(first, &part) || !parse_count(slash + 1, &parts) || part < 1 ||
	    part > parts || parts > 1 << 24)
		return false;
	s->part = (int)part;
	s->parts = (int)parts;
	return true;
}

static const char *const print_values[] = {"names", "ids", NULL};
static const char *const trace_values[] = {"steps", "links", NULL};
static const char *const stats_values[] = {"fast", "knuth", NULL};
static const char *const stats_format_values[] = {"text", "json", NULL};
static const char *const order_values[] = {"mrv", "first", NULL};

/* What the table reads that the settings keep in another form. */
struct raw_flags {
	int print, trace;
	bool print_seen, trace_seen;
	int stats, stats_format, order; /* indices into stats_values ... order_values */
	bool stats_format_seen;
	bool limit_seen; /* --all, --first or --limit */
};

/* The option table, headings included: --help prints it in this order. */
static int parse_table(struct settings *s, struct raw_flags *raw, int argc, char **argv,
                       int *first)
{
	const struct option_spec table[] = {
		{.help = "What to look for:"},
		{.name = "all", .kind = OPTION_SETS, .destination = &s->solution_limit, .min = 0,
		 .seen = &raw->limit_seen, .help = "count every solution (the default)"},
		{.name = "first", .kind = OPTION_SETS, .destination = &s->solution_limit, .min = 1,
		 .seen = &raw->limit_seen, .help = "stop at the first solution"},
		{.name = "limit", .kind = OPTION_COUNT, .destination = &s->solution_limit, .min = 1,
		 .seen = &raw->limit_seen, .value_name = "N", .help = "stop after N solutions"},
		{.name = "print", .kind = OPTION_CHOICE, .destination = &raw->print,
		 .seen = &raw->print_seen, .choices = print_values, .value_name = "names|ids",
		 .implied = "names",
		 .help = "print each solution instead of the count: its options\n"
		         "as in the input, one per line, a blank line after each\n"
		         "solution; or (ids) one line of option numbers, counted\n"
		         "from 0 in input order"},
		{.name = "best", .kind = OPTION_INT, .destination = &s->best, .min = 1, .max = MAX_BEST,
		 .value_name = "K",
		 .help = "the K cheapest solutions by the options' costs (|n),\n"
		         "cheapest first: a line 'cost N' each, then its options\n"
		         "with --print; ties go to the smaller option numbers"},
		{.help = "Limits (the count is then partial: printed as >=N):"},
		{.name = "node-limit", .kind = OPTION_COUNT, .destination = &s->node_limit, .min = 1,
		 .value_name = "N", .help = "stop after N search nodes"},
		{.name = "time-limit", .kind = OPTION_SECONDS, .destination = &s->time_limit,
		 .value_name = "S", .help = "stop after S seconds"},
		{.name = "memo", .kind = OPTION_COUNT, .destination = &s->memo_mib, .min = 0,
		 .max = MAX_MEMO_MIB, .value_name = "MIB",
		 .help = "when counting every solution, remember the count under\n"
		         "each state searched and reuse it when another path\n"
		         "reaches that state, in at most MIB MiB (default 256);\n"
		         "0 visits every node, as Knuth's programs do"},
		{.help = "Search order:"},
		{.name = "shuffle", .kind = OPTION_COUNT, .destination = &s->seed, .seen = &s->shuffle,
		 .value_name = "SEED",
		 .help = "break ties between items, and order each item's options,\n"
		         "pseudo-randomly from SEED (the same SEED, the same run)"},
		{.name = "order", .kind = OPTION_CHOICE, .destination = &raw->order,
		 .choices = order_values, .value_name = "mrv|first",
		 .help = "the item to branch on: the one with the fewest options\n"
		         "(mrv, the default) or the first open one (first: the\n"
		         "same solutions, more nodes; runs the reference loop)"},
		{.help = "Reports on stderr:"},
		{.name = "stats", .kind = OPTION_CHOICE, .destination = &raw->stats, .seen = &s->stats,
		 .choices = stats_values, .value_name = "fast|knuth", .implied = "fast",
		 .help = "solutions, nodes, updates, time and maximum depth; with\n"
		         "knuth, the reference loop counts nodes, updates and mems\n"
		         "exactly as Knuth's DLX1 and DLX2 do (slower, no memo)"},
		{.name = "stats-format", .kind = OPTION_CHOICE, .destination = &raw->stats_format,
		 .seen = &raw->stats_format_seen, .choices = stats_format_values,
		 .value_name = "text|json",
		 .help = "the statistics as lines (text) or as one JSON object on\n"
		         "one line (json); implies --stats"},
		{.name = "profile", .kind = OPTION_FLAG, .destination = &s->profile,
		 .help = "search nodes at each level"},
		{.name = "progress", .kind = OPTION_SECONDS, .destination = &s->progress_every,
		 .value_name = "S", .implied = "1",
		 .help = "every S seconds (default 1), nodes and solutions so far\n"
		         "and an estimate of the fraction of the tree explored"},
		{.help = "Watching the search (small problems):"},
		{.name = "trace", .kind = OPTION_CHOICE, .destination = &raw->trace,
		 .seen = &raw->trace_seen, .choices = trace_values, .value_name = "steps|links",
		 .implied = "steps",
		 .help = "every step on stdout, indented by level; with links,\n"
		         "under each step every cover and uncover it makes, with\n"
		         "the options hidden or restored"},
		{.name = "tree", .kind = OPTION_PATH, .destination = &s->tree_path, .value_name = "FILE.dot",
		 .help = "the search tree as Graphviz DOT (drawn up to 10000\n"
		         "nodes; the search itself goes on)"},
		{.name = "matrix", .kind = OPTION_FLAG, .destination = &s->matrix,
		 .help = "print the problem as a 0/1 matrix and stop"},
		{.name = "svg-matrix", .kind = OPTION_PATH, .destination = &s->svg_path,
		 .value_name = "OUT.svg",
		 .help = "the matrix at step K of the search (--step K, default\n"
		         "0: before it), as SVG: covered items and hidden options\n"
		         "greyed, the partial solution highlighted; then stop"},
		{.name = "step", .kind = OPTION_COUNT, .destination = &s->step, .value_name = "K",
		 .help = "a step counts each choose, try, solution and back up"},
		{.name = "html", .kind = OPTION_PATH, .destination = &s->html_path, .value_name = "OUT.html",
		 .help = "one self-contained page that replays the search on the\n"
		         "matrix, with the search tree; prints the count"},
		{.name = "max-steps", .kind = OPTION_COUNT, .destination = &s->max_steps, .min = 1,
		 .value_name = "N", .help = "the longest search --html replays (default 20000)"},
		{.help = "One search in parts (threads, processes, machines):"},
		{.name = "jobs", .short_name = 'j', .kind = OPTION_INT, .destination = &s->jobs,
		 .max = SPLIT_MAX_WORKERS, .value_name = "N",
		 .help = "search with N threads (0: one per online CPU; default 1);\n"
		         "the tree is cut into at least 20 parts per thread, handed\n"
		         "out as threads become free"},
		{.name = "split", .kind = OPTION_INT, .destination = &s->split_depth, .max = MAX_DEPTH,
		 .value_name = "DEPTH",
		 .help = "print the parts at DEPTH, one a line: the numbers of the\n"
		         "options chosen on the first DEPTH levels (counted from 0\n"
		         "in input order), for --prefix-file; prints nothing else"},
		{.name = "part", .kind = OPTION_CUSTOM, .destination = s, .read = read_part,
		 .expected = "I/N with 1 <= I <= N", .value_name = "I/N",
		 .help = "search only part I of N (1 <= I <= N): every Nth prefix\n"
		         "from the I-th, at a depth that gives at least 20*N\n"
		         "prefixes, so the N counts add up to the whole"},
		{.name = "depth", .kind = OPTION_INT, .destination = &s->depth, .max = MAX_DEPTH,
		 .value_name = "D", .help = "cut at depth D for --jobs and --part instead"},
		{.name = "prefix-file", .kind = OPTION_PATH, .destination = &s->prefix_file,
		 .value_name = "FILE",
		 .help = "search only the prefixes listed in FILE (--split's form;\n"
		         "'#' starts a comment line)"},
		{.help = "Input checks:"},
		{.name = "strict", .kind = OPTION_FLAG, .destination = &s->strict,
		 .help = "an option without primary items is an error, not a\n"
		         "warning"},
		{.name = "max-input-size", .kind = OPTION_COUNT, .destination = &s->max_input_size,
		 .min = 1, .value_name = "B",
		 .help = "refuse an input longer than B bytes (default 268435456,\n"
		         "256 MiB)"},
	};
	const struct command_spec command = {PROGRAM, usage, table, OPTION_COUNT_OF(table), epilogue,
	                                     DLX_VERSION_STRING};
	return options_parse(&command, argc, argv, first);
}

/* Whether the search is cut into parts (threads, one part, a prefix file, MPI). */
static bool split_mode(const struct settings *s)
{
	return ALWAYS_SPLIT || s->jobs > 1 || s->parts > 0 || s->prefix_file;
}

/* Refuses combinations the split search cannot honour. -1 to go on, or an exit code. */
static int check_split_flags(const struct settings *s)
{
	if (s->prefix_file && (s->parts > 0 || s->depth >= 0 || s->split_depth >= 0))
		return usage_error(PROGRAM, "--prefix-file names the parts itself: no --part, --depth or --split");
	if (s->split_depth >= 0 && s->depth >= 0)
		return usage_error(PROGRAM, "--split takes its depth itself: no --depth");
	if (split_mode(s) && s->split_depth < 0 && (s->trace || s->tree_path || s->profile))
		return usage_error(PROGRAM, "--trace, --tree and --profile need the undivided search "
		                            "(no --jobs, --part or --prefix-file)");
	if ((s->knuth || s->order_first) && (split_mode(s) || s->split_depth >= 0))
		return usage_error(PROGRAM, "--stats=knuth and --order first run the reference loop, "
		                            "which needs the undivided search (no --jobs, --part, "
		                            "--split or --prefix-file)");
	if (s->prefix_file && strcmp(s->prefix_file, "-") == 0 && strcmp(s->path, "-") == 0)
		return usage_error(PROGRAM, "the problem and the prefix file cannot both be standard input");
#ifdef DLX_MPI
	/* mpirun hands standard input to rank 0 alone, and every rank reads the input */
	if (strcmp(s->path, "-") == 0 || (s->prefix_file && strcmp(s->prefix_file, "-") == 0))
		return usage_error(PROGRAM, "standard input is not supported (every rank reads the "
		                            "input itself): name the file");
#endif
	return -1;
}

/*
 * Refuses what a run would silently drop: two outputs to one file, and, with
 * --matrix, --svg-matrix or --html (which replay or draw, and search on
 * nothing else), the flags of the ordinary search. -1 to go on, or an exit code.
 */
static int check_show_flags(const struct settings *s)
{
	const char *outputs[] = {s->tree_path, s->svg_path, s->html_path};
	for (int a = 0; a < 3; a++)
		for (int b = a + 1; b < 3; b++)
			if (outputs[a] && outputs[b] && strcmp(outputs[a], "-") != 0 &&
			    same_output(outputs[a], outputs[b]))
				return usage_error(PROGRAM, "%s and %s name one file: each output needs its own",
				                   outputs[a], outputs[b]);
	const char *mode = s->html_path  ? "--html"
	                   : s->svg_path ? "--svg-matrix"
	                   : s->matrix   ? "--matrix"
	                                 : NULL;
	if (s->step > 0 && !s->svg_path)
		return usage_error(PROGRAM, "--step goes with --svg-matrix");
	if (s->max_steps > 0 && !s->html_path)
		return usage_error(PROGRAM, "--max-steps goes with --html");
	if (!mode)
		return -1;
	bool split = s->jobs > 1 || s->parts > 0 || s->prefix_file || s->split_depth >= 0 ||
	             s->depth >= 0;
	const char *dropped = s->node_limit               ? "--node-limit"
	                      : s->time_limit > 0         ? "--time-limit"
	                      : s->print != PRINT_COUNT   ? "--print"
	                      : s->tree_path              ? "--tree"
	                      : s->trace                  ? "--trace"
	                      : s->profile                ? "--profile"
	                      : s->progress_every > 0     ? "--progress"
	                      : s->stats                  ? "--stats"
	                      : split                     ? "--jobs, --part, --prefix-file, --split and --depth"
	                      : s->solution_limit && !s->html_path ? "--first and --limit"
	                                                  : NULL;
	if (dropped)
		return usage_error(PROGRAM, "%s does not run the ordinary search: %s cannot go with it",
		                   mode, dropped);
	return -1;
}

/* Refuses what --best does not combine with. -1 to go on, or an exit code. */
static int check_best_flags(const struct settings *s, bool limited)
{
	if (s->best == 0)
		return -1;
	if (ALWAYS_SPLIT)
		return usage_error(PROGRAM, "--best is not spread over MPI ranks: use dlx --best K --jobs N");
	if (s->split_depth >= 0 || s->parts > 0 || s->prefix_file || s->depth >= 0)
		return usage_error(PROGRAM, "--best searches the whole tree: no --split, --part, --depth "
		                            "or --prefix-file (--jobs N splits it)");
	if (s->matrix || s->svg_path || s->html_path || s->trace || s->tree_path || s->profile ||
	    s->progress_every > 0)
		return usage_error(PROGRAM, "--best does not combine with --matrix, --svg-matrix, --html, "
		                            "--trace, --tree, --profile or --progress");
	if (limited)
		return usage_error(PROGRAM, "--best keeps K solutions: no --first, --limit or --all");
	if (s->node_limit && s->jobs > 1)
		return usage_error(PROGRAM, "--best with --jobs takes --time-limit, not --node-limit");
	return -1;
}

/* Fills *s from the command line. Returns -1 to go on, or an exit code. */
static int parse_flags(struct settings *s, int argc, char **argv)
{
	struct raw_flags raw = {0};
	int first;
	int code = parse_table(s, &raw, argc, argv, &first);
	if (code >= 0)
		return code;
	if (raw.print_seen)
		s->print = raw.print == 0 ? PRINT_NAMES : PRINT_IDS;
	s->trace = raw.trace_seen;
	s->links = raw.trace_seen && raw.trace == 1;
	s->stats = s->stats || raw.stats_format_seen;
	s->knuth = s->stats && raw.stats == 1;
	s->json = raw.stats_format_seen && raw.stats_format == 1;
	s->order_first = raw.order == 1;
	if (s->jobs == 0)
		s->jobs = online_cpus(SPLIT_MAX_WORKERS);
	if (s->max_input_size > SIZE_MAX / 4)
		s->max_input_size = SIZE_MAX / 4; /* more than memory holds anyway */
	if (argc - first > 1)
		return usage_error(PROGRAM, "one input file at most, got %d", argc - first);
	if ((s->matrix + !!s->svg_path + !!s->html_path) > 1)
		return usage_error(PROGRAM, "--matrix, --svg-matrix and --html each make their own output: "
		                            "choose one");
	s->path = first < argc ? argv[first] : "-";
	if ((s->knuth || s->order_first) && (s->links || s->svg_path || s->html_path))
		return usage_error(PROGRAM, "--stats=knuth and --order first run the reference loop: "
		                            "--trace=links, --svg-matrix and --html show the fast one");
	code = check_show_flags(s);
	if (code < 0)
		code = check_best_flags(s, raw.limit_seen);
	return code >= 0 ? code : check_split_flags(s);
}

/* ---- Input ---- */

/* Where a byte sits in text, as 1-based line and column, for messages. */
static void locate(const char *text, size_t offset, long *line, size_t *column)
{
	*line = 1;
	size_t line_start = 0;
	for (size_t k = 0; k < offset; k++)
		if (text[k] == '\n') {
			++*line;
			line_start = k + 1;
		}
	*column = offset - line_start + 1;
}

/* A byte no text holds: a control character other than the blanks, or DEL. */
static bool is_control(unsigned char byte)
{
	/* strchr also finds the terminating NUL, hence the test for 0 */
	return byte == 0 || (byte < 0x20 && !strchr("\t\n\v\f\r", byte)) || byte == 0x7f;
}

/*
 * Checks a block just read: a control byte (NUL, say) stops the reading at
 * once, so an endless binary stream (/dev/zero) fails in its first block
 * instead of filling memory. The message is the format reader's own.
 */
static bool text_so_far(const char *buffer, size_t checked, size_t used, const char *name)
{
	size_t k = checked;
	while (k < used && !is_control((unsigned char)buffer[k]))
		k++;
	if (k == used)
		return true;
	long line;
	size_t column;
	locate(buffer, k, &line, &column);
	fprintf(stderr, "%s:%ld:%zu: control character 0x%02x: the input is not text\n", name, line,
	        column, (unsigned char)buffer[k]);
	return false;
}

/* Reads a whole stream into memory, at most `limit` bytes; false, with a message, on
 * failure, a NUL byte or a longer input. */
static bool read_all(FILE *file, const char *name, uint64_t limit, char **text, size_t *length)
{
	size_t used = 0, capacity = 1 << 16;
	char *buffer = malloc(capacity);
	while (buffer) {
		size_t before = used, room = capacity - used;
		if (room > limit + 1 - used)
			room = (size_t)(limit + 1 - used); /* one byte past the limit tells it was passed */
		used += fread(buffer + used, 1, room, file);
		if (!text_so_far(buffer, before, used, name) || used > limit) {
			if (used > limit)
				fprintf(stderr, "%s: input larger than %" PRIu64 " bytes: refused "
				        "(--max-input-size raises the limit)\n", name, limit);
			free(buffer);
			return false;
		}
		if (used < before + room || used < capacity)
			break;
		char *bigger = capacity < SIZE_MAX / 2 ? realloc(buffer, capacity * 2) : NULL;
		if (!bigger) {
			free(buffer);
			buffer = NULL;
			break;
		}
		buffer = bigger;
		capacity *= 2;
	}
	if (!buffer) {
		fprintf(stderr, "%s: out of memory reading the input\n", name);
		return false;
	}
	if (ferror(file)) {
		fprintf(stderr, "%s: read error: %s\n", name, strerror(errno));
		free(buffer);
		return false;
	}
	*text = buffer;
	*length = used;
	return true;
}

/* Reads and parses the input. Returns the reader, or NULL after printing why. */
static struct dlx_format *load(const struct settings *s, const char **name)
{
	bool is_stdin = strcmp(s->path, "-") == 0;
	*name = is_stdin ? "<stdin>" : s->path;
	FILE *file = is_stdin ? stdin : fopen(s->path, "rb");
	if (!file) {
		fprintf(stderr, "%s: cannot open: %s\n", s->path, strerror(errno));
		return NULL;
	}
	char *text = NULL;
	size_t length = 0;
	bool ok = read_all(file, *name, s->max_input_size, &text, &length);
	if (!is_stdin)
		fclose(file);
	if (!ok)
		return NULL;
	struct dlx_format *format = dlx_format_create(s->strict);
	struct dlx_format_error error;
	int code = format ? dlx_format_read(format, text, length, on_warning, (void *)*name, &error)
	                  : DLX_ENOMEM;
	free(text);
	if (code < 0) {
		if (format)
			report_format(*name, &error, false);
		else
			fprintf(stderr, "%s: out of memory\n", *name);
		dlx_format_destroy(format);
		return NULL;
	}
	return format;
}

/* ---- The search and its reports ---- */

/* Everything the callbacks need while the search runs. */
struct session {
	const struct settings *settings;
	struct dlx_format *format;
	struct watch watch;
	bool watching;           /* trace or tree */
	int *sorted;             /* a solution's options in input order */
	double start, last_progress;
};

static double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int compare_ints(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;
	return (x > y) - (x < y);
}

/* Prints one solution, its options sorted into input order (so search order does not show). */
static int on_solution(void *user, const int *options, int count)
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

/*
 * Knuth's estimate of the fraction of the tree explored: at level l the
 * search is in branch position[l] of branches[l], and each branch is taken
 * to weigh the same, so finished branches at level l count
 * position[l] / (branches[0] * ... * branches[l]); the branch in progress
 * at the deepest level counts half.
 */
static double explored_fraction(int level, const int *position, const int *branches)
{
	double fraction = 0, weight = 1;
	for (int l = 0; l < level; l++) {
		if (branches[l] <= 0)
			break;
		weight /= branches[l];
		fraction += position[l] * weight;
	}
	return fraction + weight / 2;
}

static int on_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                       const int *branches)
{
	struct session *session = user;
	double now = now_seconds();
	if (now - session->last_progress < session->settings->progress_every)
		return 0;
	session->last_progress = now;
	fprintf(stderr, "progress: %.1f s, %" PRIu64 " nodes, %" PRIu64 " solutions, %.5f explored, at",
	        now - session->start, stats->nodes, stats->solutions,
	        explored_fraction(level, position, branches));
	for (int l = 0; l < level && l < 8; l++)
		fprintf(stderr, " %d/%d", position[l] + 1, branches[l]);
	fputs(level > 8 ? " ...\n" : "\n", stderr);
	return 0;
}

/*
 * `whole`: one search made the figures. A search cut into parts does not
 * count the branches of the walk that made the parts, so it shows none.
 */
static void print_stats(const struct dlx_stats *stats, bool whole, double seconds,
                        double read_seconds)
{
	fprintf(stderr, "solutions: %" PRIu64 "\nnodes: %" PRIu64 "\n", stats->solutions,
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
		fprintf(stderr, "memo hits: %" PRIu64 "\n", stats->memo_hits);
	if (stats->mems) /* measured by the reference loop alone (--stats=knuth) */
		fprintf(stderr, "mems: %" PRIu64 "\n", stats->mems);
}

static void print_profile(const uint64_t *level_nodes, int max_level)
{
	fprintf(stderr, "level nodes\n");
	for (int l = 0; l <= max_level; l++)
		fprintf(stderr, "%5d %" PRIu64 "\n", l, level_nodes[l]);
}

static void report_partial(enum dlx_stop stop)
{
	fprintf(stderr, "dlx: count is partial: ");
	if (stop == DLX_STOP_NODES)
		fprintf(stderr, "the node limit stopped the search\n");
	else if (stop == DLX_STOP_TIME)
		fprintf(stderr, "the time limit stopped the search\n");
	else
		fprintf(stderr, "the search was stopped\n");
}

static int exit_code_for(const struct dlx_stats *stats)
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
	opt->order = s->order_first ? DLX_ORDER_FIRST : DLX_ORDER_MRV;
	if (s->print != PRINT_COUNT)
		opt->on_solution = on_solution;
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
	session->start = session->last_progress = now_seconds();
	dlx_search(pb, &opt, &stats);
	double seconds = now_seconds() - session->start;
	watch_tree_end(&session->watch);

	if (s->print == PRINT_COUNT)
		printf(stats.stop == DLX_STOP_EXHAUSTED ? "%" PRIu64 "\n" : ">=%" PRIu64 "\n",
		       stats.solutions);
	if (stats.stop != DLX_STOP_EXHAUSTED && stats.stop != DLX_STOP_SOLUTIONS)
		report_partial(stats.stop);
	if (session->watch.links && session->watch.dance.lost)
		fprintf(stderr, "dlx: warning: --trace=links lost track of the engine's steps; "
		                "the options shown as hidden may be wrong\n");
	if (session->watch.tree_full)
		fprintf(stderr, "dlx: --tree: the drawing stops after %d search nodes; the search went on\n",
		        TREE_NODE_LIMIT);
	if (s->json) {
		struct stats_context context = {.whole = true,
		                                .knuth = s->knuth || s->order_first,
		                                .first = s->order_first, .seconds = seconds,
		                                .read_seconds = read_seconds};
		print_stats_json(stderr, &stats, &context);
	} else if (s->stats) {
		print_stats(&stats, true, seconds, read_seconds);
	}
	if (s->profile)
		print_profile(level_nodes, stats.max_level < levels ? stats.max_level : levels - 1);
	free(level_nodes);
	return exit_code_for(&stats);
}

/* ---- The search in parts ---- */

static void print_whole(void *user, const int *options, int count)
{
	on_solution(user, options, count);
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
		code = prefix_set_enough(set, pb, ALWAYS_SPLIT ? split_parts_wanted_mpi()
		                                               : split_parts_wanted(s->jobs));
	if (code != 0) {
		fprintf(stderr, "%s: cannot cut the search into parts: %s\n", PROGRAM, dlx_strerror(code));
		return false;
	}
	if (s->parts > 0)
		prefix_set_keep_part(set, s->part, s->parts);
	return true;
}

/* --split: prints the parts and stops. */
static int list_parts(const struct settings *s, struct dlx_problem *pb)
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
		fprintf(stderr, "%s: the search failed: out of memory%s\n", PROGRAM,
		        ALWAYS_SPLIT ? ", or another rank could not start" : "");
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

/* Searches the parts (threads, or ranks in dlx-mpi) and reports as run_search does. */
static int run_split(struct session *session, double read_seconds)
{
	const struct settings *s = session->settings;
	struct dlx_problem *pb = dlx_format_problem(session->format);
	struct prefix_set set = {0};
	session->sorted = malloc(((size_t)dlx_max_depth(pb) + 1) * sizeof *session->sorted);
	if (!session->sorted) {
		fprintf(stderr, "%s: out of memory\n", PROGRAM);
		return EXIT_BAD_INPUT;
	}
	session->start = now_seconds();
	if (!watch_init(&session->watch, session->format, NULL, NULL)) {
		fprintf(stderr, "%s: out of memory\n", PROGRAM);
		return EXIT_BAD_INPUT;
	}
	if (!make_parts(s, pb, &set))
		return EXIT_BAD_INPUT;
	struct split_request req = {
		.pb = pb, .set = &set, .jobs = s->jobs, .solution_limit = s->solution_limit,
		.node_limit = s->node_limit, .time_limit = s->time_limit,
		.progress_every = s->progress_every,
		.print = s->print != PRINT_COUNT ? print_whole : NULL, .user = session,
		.runner = s->runner, .memo_bytes = (size_t)s->memo_mib << 20,
	};
	struct split_result *result = calloc(1, sizeof *result);
	if (!result) {
		prefix_set_finish(&set);
		fprintf(stderr, "%s: out of memory\n", PROGRAM);
		return EXIT_BAD_INPUT;
	}
#ifdef DLX_MPI
	split_search_mpi(&req, result);
#else
	split_search(&req, result);
#endif
	double seconds = now_seconds() - session->start;
	int code = report_split(s, &set, result, seconds, read_seconds);
	free(result);
	prefix_set_finish(&set);
	return code;
}

/* Whether the problem is small enough for `flag`'s picture; says why not. */
static bool small_enough(const struct dlx_format *format, const char *flag, int max_items,
                         int max_options)
{
	struct dlx_problem *pb = dlx_format_problem(format);
	int items = dlx_primary_count(pb) + dlx_secondary_count(pb), options = dlx_option_count(pb);
	if (items <= max_items && options <= max_options)
		return true;
	fprintf(stderr, "dlx: %s is for small problems (up to %d items and %d options); "
	                "this one has %d items and %d options\n",
	        flag, max_items, max_options, items, options);
	return false;
}

/* Prints the matrix (the --matrix mode). */
static int show_matrix(const struct dlx_format *format)
{
	if (!small_enough(format, "--matrix", MATRIX_MAX_ITEMS, MATRIX_MAX_OPTIONS))
		return EXIT_BAD_INPUT;
	if (!print_matrix(stdout, format)) {
		fprintf(stderr, "dlx: out of memory\n");
		return EXIT_BAD_INPUT;
	}
	return EXIT_ALL_GOOD;
}

/* Writes the matrix at step K as SVG (the --svg-matrix mode), atomically. */
static int show_svg_matrix(const struct settings *s, const struct dlx_format *format)
{
	if (!small_enough(format, "--svg-matrix", SVG_MAX_ITEMS, SVG_MAX_OPTIONS))
		return EXIT_BAD_INPUT;
	struct output_file out = {0};
	char *inputs[] = {(char *)s->path};
	if (!output_open(&out, s->svg_path, inputs, 1))
		return EXIT_BAD_INPUT;
	uint64_t steps = 0;
	int code = svg_matrix_write(out.stream, format, s->step, &steps);
	if (code != 0) {
		if (code > 0)
			fprintf(stderr, "dlx: --step %" PRIu64 ": the search has only %" PRIu64 " steps\n",
			        s->step, steps);
		else
			fprintf(stderr, "dlx: out of memory\n");
		output_abort(&out);
		return EXIT_BAD_INPUT;
	}
	return output_commit(&out) ? EXIT_ALL_GOOD : EXIT_BAD_INPUT;
}

/* The last part of a path, for a page's title. */
static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash && slash[1] ? slash + 1 : path;
}

/* Writes the replay page (the --html mode), atomically, and prints the count. */
static int show_html(const struct settings *s, const struct dlx_format *format, const char *name)
{
	if (!small_enough(format, "--html", HTML_MAX_ITEMS, HTML_MAX_OPTIONS))
		return EXIT_BAD_INPUT;
	struct output_file out = {0};
	char *inputs[] = {(char *)s->path};
	if (!output_open(&out, s->html_path, inputs, 1))
		return EXIT_BAD_INPUT;
	struct html_request request = {.title = base_name(name), .max_steps = s->max_steps,
	                               .solution_limit = s->solution_limit};
	struct dlx_stats stats;
	int code = html_page_write(out.stream, format, &request, &stats);
	if (code != 0) {
		if (code > 0)
			fprintf(stderr, "dlx: --html: the search takes more than %" PRIu64 " steps, too many "
			                "to replay in a page; raise the limit with --max-steps N\n",
			        s->max_steps ? s->max_steps : HTML_MAX_STEPS);
		else
			fprintf(stderr, "dlx: out of memory\n");
		output_abort(&out);
		return EXIT_BAD_INPUT;
	}
	if (!output_commit(&out))
		return EXIT_BAD_INPUT;
	printf(stats.stop == DLX_STOP_EXHAUSTED ? "%" PRIu64 "\n" : ">=%" PRIu64 "\n", stats.solutions);
	return exit_code_for(&stats);
}

/* --best K: the K cheapest solutions (dlx_best.c). */
static int run_best(const struct settings *s, struct dlx_format *format, double read_seconds)
{
	struct best_request request = {
		.format = format, .k = s->best, .jobs = s->jobs, .stats = s->stats,
		.time_limit = s->time_limit, .node_limit = s->node_limit, .read_seconds = read_seconds,
		.print = s->print == PRINT_NAMES ? BEST_PRINT_NAMES
		         : s->print == PRINT_IDS ? BEST_PRINT_IDS
		                                 : BEST_PRINT_COSTS,
	};
	return best_search(&request);
}

/* Opens the tree file (atomically written) and runs the search. */
static int search_and_report(struct session *session, double read_seconds)
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

static int finish_stdout(int code)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "<stdout>: write error: %s\n", strerror(errno));
		return EXIT_BAD_INPUT;
	}
	return code;
}

/*
 * Whether the pictures that replay Algorithm X's links (--trace=links,
 * --svg-matrix, --html) can show this problem: not one with item bounds,
 * whose search (Algorithm M) moves the links in steps of its own. Says why not.
 */
static bool replays_fit(const struct settings *s, const struct dlx_problem *pb)
{
	const char *flag = s->links ? "--trace=links" : s->svg_path ? "--svg-matrix"
	                                               : s->html_path ? "--html" : NULL;
	if (!flag)
		return true;
	for (int x = 0; x < dlx_primary_count(pb); x++) {
		int lower, upper;
		if (dlx_item_bounds(pb, x, &lower, &upper) == 0 && (lower != 1 || upper != 1)) {
			fprintf(stderr, "%s: %s does not show problems with item bounds (a:b|name); "
			                "--trace and --tree do\n", PROGRAM, flag);
			return false;
		}
	}
	return true;
}

#ifndef DLX_MPI
int main(int argc, char **argv)
{
	return dlx_command(argc, argv, NULL);
}
#endif

int dlx_command(int argc, char **argv, void *runner)
{
	struct settings settings = {.jobs = 1, .split_depth = -1, .depth = -1, .runner = runner,
	                            .max_input_size = DEFAULT_MAX_INPUT_SIZE,
	                            .memo_mib = DEFAULT_MEMO_MIB};
	int code = parse_flags(&settings, argc, argv);
	if (code >= 0)
		return code;
	const char *name;
	double start = now_seconds();
	struct dlx_format *format = load(&settings, &name);
	if (!format)
		return EXIT_BAD_INPUT;
	double read_seconds = now_seconds() - start;
	struct dlx_problem *problem = dlx_format_problem(format);
	if (settings.best == 0 && !settings.matrix && !settings.svg_path && dlx_has_costs(problem))
		fprintf(stderr, "%s: note: the options have costs, which counting ignores "
		                "(--best K finds the cheapest solutions)\n", PROGRAM);
	if (!replays_fit(&settings, problem)) {
		code = EXIT_BAD_INPUT;
	} else if ((settings.knuth || settings.order_first || settings.best > 0) &&
	           dlx_has_bounds(problem)) {
		fprintf(stderr, "%s: %s searches each item once, but this problem has bounds (Algorithm "
		                "M, counted as DLX3 counts)\n", PROGRAM,
		        settings.best > 0 ? "--best" : settings.knuth ? "--stats=knuth" : "--order first");
		code = EXIT_BAD_INPUT;
	} else if (settings.best > 0) {
		code = run_best(&settings, format, read_seconds);
	} else if (settings.matrix) {
		code = show_matrix(format);
	} else if (settings.shuffle &&
	           dlx_problem_shuffle(dlx_format_problem(format), settings.seed) != 0) {
		fprintf(stderr, "dlx: cannot shuffle the problem\n");
		code = EXIT_BAD_INPUT;
	} else if (settings.svg_path) {
		code = show_svg_matrix(&settings, format); /* the shuffled search, when asked */
	} else if (settings.html_path) {
		code = show_html(&settings, format, name);
	} else if (settings.split_depth >= 0) {
		code = list_parts(&settings, dlx_format_problem(format));
	} else if (split_mode(&settings)) {
		struct session session = {.settings = &settings, .format = format};
		code = run_split(&session, read_seconds);
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
