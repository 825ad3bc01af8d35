/*
 * dlx_flags.c - the `dlx` command line: the option table (from which --help
 * is printed) and the combinations refused before any input is read.
 */
#include "dlx_settings.h"

#include "common.h"
#include "options.h"
#include "split.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
	"usage: dlx [OPTIONS] [FILE]\n"
	"       dlx bench [OPTIONS] INSTANCE...   (configurations compared: dlx bench --help)\n"
	"       dlx zdd [OPTIONS] ZDD [PROBLEM]   (a ZDD read back: dlx zdd --help)\n"
	"\n"
	"Reads an exact-cover problem in Knuth's DLX format from FILE (standard input\n"
	"when there is none, or for '-') and prints its number of solutions.\n"
	"\n"
	"Input: lines starting with '|' are comments; the first other line names the\n"
	"items, primary ones, then '|', then secondary ones; every later line is an\n"
	"option, the names of its items; a secondary item may carry a colour, x:red.\n"
	"A primary item may carry bounds (Knuth's DLX3): a:b|name is covered a to b\n"
	"times, b|name exactly b times. With --format ec, the benchmark's format.\n"
	"\n";

static const char epilogue[] =
	"\n"
	"With parts, --stats adds each thread's nodes and the imbalance (most / mean);\n"
	"--trace, --tree and --profile need the undivided search.\n"
	"\n"
	"Exit codes: 0 solutions found (or the matrix or the estimate printed); 1 no\n"
	"solution, or a node or time limit stopped the count; 2 bad input, bad usage\n"
	"or I/O error.\n";
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

/* --wtd-increment and --wtd-growth: a float above 0, read as Knuth's sscanf %f reads it. */
static bool read_weight(const char *text, void *destination)
{
	char *end;
	float value = strtof(text, &end);
	if (end == text || *end != '\0' || !(value > 0) || !isfinite(value))
		return false;
	*(float *)destination = value;
	return true;
}

static const char *const print_values[] = {"names", "ids", NULL};
static const char *const trace_values[] = {"steps", "links", NULL};
static const char *const stats_values[] = {"fast", "knuth", NULL};
static const char *const stats_format_values[] = {"text", "json", NULL};
/* Indexed by enum dlx_order: --order and --branch take the same values. */
static const char *const order_values[] = {"mrv", "first", "sharp", "wtd", "frb", NULL};
static const char *const format_values[] = {"auto", "dlx", "ec", NULL};
static const char *const export_values[] = {"cnf", NULL};
/* in the order of enum dlx_cnf_encoding */
static const char *const cnf_encoding_values[] = {"auto", "pairwise", "sequential", NULL};
static const char *const parts_values[] = {"on", "off", NULL};
/* Indexed by enum dlx_estimate_method. */
static const char *const estimate_method_values[] = {"particles", "paths", NULL};
/* Indexed by enum dlx_algorithm. */
static const char *const algorithm_values[] = {"links", "cells", "bits", NULL};

/* What the table reads that the settings keep in another form. */
struct raw_flags {
	int print, trace;
	bool print_seen, trace_seen;
	int stats, stats_format, order, branch; /* indices into stats_values ... order_values */
	int parts;                      /* index into parts_values: 0, on, unless given */
	bool stats_format_seen;
	bool limit_seen; /* --all, --first or --limit */
	int export_format, cnf_encoding; /* indices into export_values, cnf_encoding_values */
	bool cnf_encoding_seen, jobs_seen, memo_seen, order_seen, seed_seen; /* what --estimate and --export refuse */
	bool branch_seen, parts_seen, wtd_seen, checkpoint_every_seen;
	int algorithm; /* index into algorithm_values */
	int estimate_method; /* index into estimate_method_values */
	bool estimate_method_seen;
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
		 .max = MAX_MEMO_MIB, .seen = &raw->memo_seen, .value_name = "MIB",
		 .help = "when counting every solution, remember the count under\n"
		         "each state searched and reuse it when another path\n"
		         "reaches that state, in at most MIB MiB (default 256);\n"
		         "0 visits every node, as Knuth's programs do (and\n"
		         "splits no parts unless --parts=on says so)"},
		{.name = "parts", .kind = OPTION_CHOICE, .destination = &raw->parts,
		 .seen = &raw->parts_seen, .choices = parts_values, .value_name = "on|off",
		 .help = "when counting every solution, count independent groups\n"
		         "of items apart and multiply (on, the default, but\n"
		         "with --memo 0), at the root and one level below it;\n"
		         "off: one plain count"},
		{.help = "Search order:"},
		{.name = "shuffle", .kind = OPTION_COUNT, .destination = &s->seed, .seen = &s->shuffle,
		 .value_name = "SEED",
		 .help = "break ties between items, and order each item's options,\n"
		         "pseudo-randomly from SEED (the same SEED, the same run)"},
		{.name = "branch", .kind = OPTION_CHOICE, .destination = &raw->branch,
		 .seen = &raw->branch_seen, .choices = order_values, .value_name = "mrv|first|sharp|wtd|frb",
		 .help = "the item to branch on: the one with the fewest options\n"
		         "(mrv, the default); the first open one (first: the\n"
		         "same solutions, more nodes); or Knuth's DLX2-SHARP rule\n"
		         "(sharp: forced items, then those named with '#', then\n"
		         "the rest, each by fewest options; with bounds, as\n"
		         "DLX3-SHARP). first and sharp run the reference loop,\n"
		         "so their nodes and updates are Knuth's; sharp with\n"
		         "--algorithm bits runs on bitsets, Knuth's nodes. With\n"
		         "--algorithm cells --binary alone: wtd, Knuth's SSXCC-WTD\n"
		         "(fewest options divided by a weight that grows each\n"
		         "time a choice wipes the item out), or frb, SSXCC-FRB\n"
		         "(fewest options divided by the item's failure rate);\n"
		         "with item bounds, --algorithm cells alone: SSMCC-WTD\n"
		         "and SSMCC-FRB (the ways left divided the same way)"},
		{.name = "order", .kind = OPTION_CHOICE, .destination = &raw->order,
		 .seen = &raw->order_seen, .choices = order_values, .value_name = "mrv|first|sharp|wtd|frb",
		 .help = "the same as --branch (its older name)"},
		{.name = "infer", .kind = OPTION_FLAG, .destination = &s->infer,
		 .help = "at every node, before branching on the item with the\n"
		         "fewest options, take away each option that clashes with\n"
		         "all of that item's options, and at every other item with\n"
		         "two options the options of an item in both (put back on\n"
		         "backtracking): the same solutions in fewer nodes; --stats\n"
		         "adds 'inferred: N', the options taken away. No colours or\n"
		         "bounds; one thread, MRV order, no memo"},
		{.name = "algorithm", .kind = OPTION_CHOICE, .destination = &raw->algorithm,
		 .choices = algorithm_values, .value_name = "links|cells|bits",
		 .help = "search on dancing links (links, the default), on\n"
		         "dancing cells, Knuth's SSXCC (cells: sparse sets, the\n"
		         "fewest options first, forced moves at once; its nodes\n"
		         "and updates are SSXCC's; with item bounds, SSMCC's,\n"
		         "which branches two ways, as --binary), or\n"
		         "on bitsets (bits: small problems, at most 1024 items\n"
		         "and 8192 options, no item bounds; links' tree, nodes\n"
		         "and order of solutions, or with --branch sharp\n"
		         "DLX2-SHARP's, and its parts for -j, --part and\n"
		         "--split; --stats fast only). cells: the\n"
		         "undivided search alone (no -j). Neither takes --trace,\n"
		         "--tree or pictures"},
		{.name = "binary", .kind = OPTION_FLAG, .destination = &s->binary,
		 .help = "with --algorithm cells: branch two ways, as Knuth's\n"
		         "SSXCC-BINARY, on the first option o left of the chosen\n"
		         "item: o taken, or o ruled out; --stats=knuth gives its\n"
		         "nodes, updates and mems (with item bounds, SSMCC\n"
		         "branches so already: the flag changes nothing)"},
		{.name = "wtd-increment", .kind = OPTION_CUSTOM, .destination = &s->wtd_increment,
		 .seen = &raw->wtd_seen, .read = read_weight, .expected = "a number above 0",
		 .value_name = "F",
		 .help = "--branch wtd: what a wiped-out item's weight grows by\n"
		         "(Knuth's w; default 1)"},
		{.name = "wtd-growth", .kind = OPTION_CUSTOM, .destination = &s->wtd_growth,
		 .seen = &raw->wtd_seen, .read = read_weight, .expected = "a number above 0",
		 .value_name = "F",
		 .help = "--branch wtd: what the increment is multiplied by after\n"
		         "each growth (Knuth's W; default 1)"},
		{.help = "Estimating the search instead of running it:"},
		{.name = "estimate", .kind = OPTION_COUNT, .destination = &s->probes, .min = 1,
		 .max = DLX_MAX_PROBES, .value_name = "N",
		 .help = "print Knuth's estimate of the search tree's nodes and of\n"
		         "the solutions, from N random paths down the tree of\n"
		         "--stats --memo 0 (1 to 10^9), with their standard errors\n"
		         "(six significant digits: 1199.53, 1.23457e+30); no search"},
		{.name = "estimate-method", .kind = OPTION_CHOICE, .destination = &raw->estimate_method,
		 .seen = &raw->estimate_method_seen, .choices = estimate_method_values,
		 .value_name = "particles|paths",
		 .help = "how --estimate's paths go down: together, the ones that\n"
		         "die early replaced by copies of the ones going on\n"
		         "(particles, the default), or one by one as Knuth's (paths)"},
		{.name = "seed", .kind = OPTION_COUNT, .destination = &s->probe_seed,
		 .seen = &raw->seed_seen, .value_name = "SEED",
		 .help = "the random choices of --estimate and --sample (default\n"
		         "0): the same SEED, the same figures. With --algorithm\n"
		         "cells: shuffle the item list first as Knuth's SSXCC\n"
		         "programs do with sSEED (0 to 2^31-1), for his trees"},
		{.help = "Every solution as a ZDD (Knuth's DLX6 form; dlx zdd --help reads one):"},
		{.name = "zdd", .kind = OPTION_PATH, .destination = &s->zdd_path, .value_name = "FILE",
		 .help = "write the ZDD of every solution to FILE, equal\n"
		         "subproblems merged, and print the count (no bounds)"},
		{.name = "sample", .kind = OPTION_COUNT, .destination = &s->samples, .min = 1,
		 .value_name = "N",
		 .help = "print N solutions drawn uniformly at random from that\n"
		         "ZDD (repeats allowed), in --print's form; --seed SEED\n"
		         "(default 0): the same SEED, the same solutions"},
		{.help = "Reports on stderr:"},
		{.name = "stats", .kind = OPTION_CHOICE, .destination = &raw->stats, .seen = &s->stats,
		 .choices = stats_values, .value_name = "fast|knuth", .implied = "fast",
		 .help = "solutions, nodes, updates, time and maximum depth; with\n"
		         "knuth, the reference loop counts nodes, updates and mems\n"
		         "exactly as Knuth's DLX1 and DLX2 do, or DLX3 with item\n"
		         "bounds (slower, no memo); with --algorithm cells, mems\n"
		         "as SSXCC counts them, or SSMCC with item bounds"},
		{.name = "stats-format", .kind = OPTION_CHOICE, .destination = &raw->stats_format,
		 .seen = &raw->stats_format_seen, .choices = stats_format_values,
		 .value_name = "text|json",
		 .help = "the statistics as lines (text) or as one JSON object on\n"
		         "one line (json); implies --stats"},
		{.name = "profile", .kind = OPTION_FLAG, .destination = &s->profile,
		 .help = "search nodes at each level"},
		{.name = "progress", .kind = OPTION_SECONDS, .destination = &s->progress_every,
		 .value_name = "S", .implied = "1",
		 .help = "every S seconds (default 1), nodes and solutions so far,\n"
		         "the share of the tree explored and the time left"},
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
		 .max = SPLIT_MAX_WORKERS, .seen = &raw->jobs_seen, .value_name = "N",
		 .help = "search with N threads (0: one per online CPU; default 1);\n"
		         "a thread that runs out of work takes some from a busy one\n"
		         "(with bounds: about 20 parts a thread, handed out in turn)"},
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
		{.help = "A long count that survives a restart:"},
		{.name = "checkpoint", .kind = OPTION_PATH, .destination = &s->checkpoint_path,
		 .value_name = "FILE",
		 .help = "count in parts (about 1000, or as --depth, --part or\n"
		         "--prefix-file cut) and keep the parts done, with their\n"
		         "figures, in FILE, replaced atomically as parts are done"},
		{.name = "checkpoint-every", .kind = OPTION_SECONDS, .destination = &s->checkpoint_every,
		 .zero_allowed = true, .seen = &raw->checkpoint_every_seen, .value_name = "S",
		 .help = "store the checkpoint at most every S seconds (default\n"
		         "60; 0: after every part), and at the end"},
		{.name = "resume", .kind = OPTION_PATH, .destination = &s->resume_path,
		 .value_name = "FILE",
		 .help = "go on from the checkpoint in FILE, searching only the\n"
		         "parts not done, with any --jobs or ranks, and keep it\n"
		         "there (or in --checkpoint's FILE); the count and the\n"
		         "statistics are those of a run never stopped"},
		{.help = "Input:"},
		{.name = "format", .kind = OPTION_CHOICE, .destination = &s->format,
		 .choices = format_values, .value_name = "auto|dlx|ec",
		 .help = "the input's format: Knuth's (dlx) or the exact-cover\n"
		         "benchmark's (ec: 'p ec N', then 's 1 2' a set); auto,\n"
		         "the default, takes ec for a FILE named *.ec, else dlx"},
		{.help = "Export (instead of a search):"},
		{.name = "export", .kind = OPTION_CHOICE, .destination = &raw->export_format,
		 .seen = &s->export_cnf, .choices = export_values, .value_name = "cnf",
		 .help = "write the problem as DIMACS CNF on stdout for a SAT\n"
		         "solver: variable i is option i-1 in input order, so a\n"
		         "model's true variables up to the option count are a\n"
		         "solution; prints nothing else"},
		{.name = "cnf-encoding", .kind = OPTION_CHOICE, .destination = &raw->cnf_encoding,
		 .seen = &raw->cnf_encoding_seen, .choices = cnf_encoding_values,
		 .value_name = "auto|pairwise|sequential",
		 .help = "how --export cnf writes \"at most k of these options\":\n"
		         "a clause for each k+1 of them (pairwise), Sinz's\n"
		         "sequential counter with new variables (sequential), or\n"
		         "pairwise up to 6 options and sequential above (auto,\n"
		         "the default)"},
		{.help = "Input checks:"},
		{.name = "strict", .kind = OPTION_FLAG, .destination = &s->strict,
		 .help = "an option without primary items is an error, not a\n"
		         "warning"},
		{.name = "max-input-size", .kind = OPTION_COUNT, .destination = &s->max_input_size,
		 .min = 1, .value_name = "B",
		 .help = "refuse an input longer than B bytes (default 268435456,\n"
		         "256 MiB)"},
	};
	const struct command_spec command = {s->runner->program, usage, table, OPTION_COUNT_OF(table), epilogue,
	                                     DLX_VERSION_STRING};
	return options_parse(&command, argc, argv, first);
}

bool split_mode(const struct settings *s)
{
	return s->runner->over_ranks || s->jobs > 1 || s->parts > 0 || s->prefix_file ||
	       s->checkpoint_path;
}

/*
 * Refuses what a checkpoint cannot keep: the solutions (those printed
 * before a stop would be printed again), a solution limit, the modes that
 * count nothing in parts, and files it cannot replace atomically. -1 to go
 * on, or an exit code.
 */
static int check_checkpoint_flags(const struct settings *s, const struct raw_flags *raw)
{
	if (!s->checkpoint_path)
		return raw->checkpoint_every_seen
		               ? usage_error(s->runner->program, "--checkpoint-every goes with --checkpoint or --resume")
		               : -1;
	if (strcmp(s->checkpoint_path, "-") == 0 || (s->resume_path && strcmp(s->resume_path, "-") == 0))
		return usage_error(s->runner->program, "--checkpoint and --resume need a file, not '-'");
	if (strcmp(s->path, "-") != 0 && same_output(s->checkpoint_path, s->path))
		return usage_error(s->runner->program, "the checkpoint %s is the input itself", s->checkpoint_path);
	const char *refused = s->print != PRINT_COUNT  ? "--print"
	                      : s->solution_limit       ? "--first and --limit"
	                      : s->best > 0             ? "--best"
	                      : s->split_depth >= 0     ? "--split"
	                                                : NULL;
	if (refused)
		return usage_error(s->runner->program, "a checkpoint keeps counts, not solutions (those "
		                   "printed before a stop would be printed again): %s cannot go with "
		                   "--checkpoint or --resume", refused);
	return -1;
}

/* Refuses combinations the split search cannot honour. -1 to go on, or an exit code. */
static int check_split_flags(const struct settings *s)
{
	if (s->prefix_file && (s->parts > 0 || s->depth >= 0 || s->split_depth >= 0))
		return usage_error(s->runner->program, "--prefix-file names the parts itself: no --part, --depth or --split");
	if (s->split_depth >= 0 && s->depth >= 0)
		return usage_error(s->runner->program, "--split takes its depth itself: no --depth");
	if (split_mode(s) && s->split_depth < 0 && (s->trace || s->tree_path || s->profile))
		return usage_error(s->runner->program, "--trace, --tree and --profile need the undivided search "
		                            "(no --jobs, --part or --prefix-file)");
	if (s->knuth && s->best > 0 && (split_mode(s) || s->split_depth >= 0))
		return usage_error(s->runner->program, "--best --stats=knuth counts as DLX5 does, in one "
		                                       "search: no --jobs, --part or --split");
	if ((s->knuth || s->order != DLX_ORDER_MRV) && (s->prefix_file || s->runner->over_ranks))
		return usage_error(s->runner->program, "--stats=knuth and --branch first|sharp run the reference loop, "
		                            "whose parts come from its own walk: no --prefix-file, "
		                            "and not over MPI ranks");
	if (s->prefix_file && strcmp(s->prefix_file, "-") == 0 && strcmp(s->path, "-") == 0)
		return usage_error(s->runner->program, "the problem and the prefix file cannot both be standard input");
	/* mpirun hands standard input to rank 0 alone, and every rank reads the input */
	if (s->runner->over_ranks && (strcmp(s->path, "-") == 0 || (s->prefix_file && strcmp(s->prefix_file, "-") == 0)))
		return usage_error(s->runner->program, "standard input is not supported (every rank reads the "
		                                       "input itself): name the file");
	return -1;
}

/*
 * Refuses what --infer, which runs a loop of its own on one thread,
 * cannot take: the parts, the reference loop's order and counts, the k
 * best, the memo, and the pictures and link trace that replay the plain
 * loop. -1 to go on, or an exit code.
 */
static int check_infer_flags(const struct settings *s, const struct raw_flags *raw)
{
	if (!s->infer)
		return -1;
	const char *refused = split_mode(s) || s->split_depth >= 0 || s->depth >= 0
	                              ? "--jobs, --part, --split, --depth and --prefix-file"
	                      : s->knuth                   ? "--stats=knuth"
	                      : s->order != DLX_ORDER_MRV  ? "--branch (--order) first or sharp"
	                      : s->best > 0                ? "--best"
	                      : raw->memo_seen && s->memo_mib > 0 ? "--memo"
	                      : s->links                   ? "--trace=links"
	                      : s->matrix || s->svg_path || s->html_path
	                              ? "--matrix, --svg-matrix and --html"
	                              : NULL;
	if (refused)
		return usage_error(s->runner->program, "--infer searches one undivided tree with the "
		                   "fewest-options order and no memo: %s cannot go with it", refused);
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
				return usage_error(s->runner->program, "%s and %s name one file: each output needs its own",
				                   outputs[a], outputs[b]);
	const char *mode = s->html_path  ? "--html"
	                   : s->svg_path ? "--svg-matrix"
	                   : s->matrix   ? "--matrix"
	                                 : NULL;
	if (s->step > 0 && !s->svg_path)
		return usage_error(s->runner->program, "--step goes with --svg-matrix");
	if (s->max_steps > 0 && !s->html_path)
		return usage_error(s->runner->program, "--max-steps goes with --html");
	if (!mode)
		return -1;
	bool split = s->jobs > 1 || s->parts > 0 || s->prefix_file || s->split_depth >= 0 ||
	             s->depth >= 0 || s->checkpoint_path;
	const char *dropped = s->node_limit               ? "--node-limit"
	                      : s->time_limit > 0         ? "--time-limit"
	                      : s->print != PRINT_COUNT   ? "--print"
	                      : s->tree_path              ? "--tree"
	                      : s->trace                  ? "--trace"
	                      : s->profile                ? "--profile"
	                      : s->progress_every > 0     ? "--progress"
	                      : s->stats                  ? "--stats"
	                      : split                     ? "--jobs, --part, --prefix-file, --split, --depth and --checkpoint"
	                      : s->solution_limit && !s->html_path ? "--first and --limit"
	                                                  : NULL;
	if (dropped)
		return usage_error(s->runner->program, "%s does not run the ordinary search: %s cannot go with it",
		                   mode, dropped);
	return -1;
}

/*
 * The first flag given that asks for a search, shapes its tree, reports on
 * it, draws it or splits it (--shuffle aside), or NULL: what --export and
 * --estimate, which search nothing, refuse.
 */
static const char *search_flag(const struct settings *s, const struct raw_flags *raw)
{
	const struct {
		bool given;
		const char *name;
	} flags[] = {
		{raw->limit_seen, "--all, --first and --limit"}, {s->print != PRINT_COUNT, "--print"},
		{s->best > 0, "--best"}, {s->node_limit > 0, "--node-limit"},
		{s->time_limit > 0, "--time-limit"}, {raw->memo_seen, "--memo"},
		{raw->order_seen, "--order"}, {raw->branch_seen, "--branch"}, {s->infer, "--infer"},
		{s->stats, "--stats"},
		{s->profile, "--profile"}, {s->progress_every > 0, "--progress"}, {s->trace, "--trace"},
		{!!s->tree_path, "--tree"}, {s->matrix, "--matrix"}, {!!s->svg_path, "--svg-matrix"},
		{s->step > 0, "--step"}, {!!s->html_path, "--html"}, {s->max_steps > 0, "--max-steps"},
		{raw->jobs_seen, "--jobs"}, {s->split_depth >= 0, "--split"}, {s->parts > 0, "--part"},
		{s->depth >= 0, "--depth"}, {!!s->prefix_file, "--prefix-file"},
		{s->checkpoint_path || s->resume_path, "--checkpoint and --resume"},
		{s->algorithm != DLX_ALGORITHM_LINKS, "--algorithm"},
	};
	for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++)
		if (flags[k].given)
			return flags[k].name;
	return NULL;
}

/*
 * Refuses, with --export, every flag of a search or a picture, and the
 * estimate's: the export searches nothing, and a flag it dropped silently
 * would mislead. -1 to go on, or an exit code.
 */
static int check_export_flags(const struct settings *s, const struct raw_flags *raw)
{
	if (!s->export_cnf)
		return raw->cnf_encoding_seen ? usage_error(s->runner->program, "--cnf-encoding goes with --export cnf")
		                              : -1;
	const char *dropped = s->probes > 0 || raw->seed_seen ? "--estimate and --seed"
	                      : s->shuffle                    ? "--shuffle"
	                                                      : search_flag(s, raw);
	if (dropped)
		return usage_error(s->runner->program, "--export writes the problem and searches nothing: "
		                   "%s cannot go with it", dropped);
	return -1;
}

/*
 * Refuses what the cells and bits searches do not do: pictures, traces,
 * the k best, other branching orders, for the cells parts (their tree is
 * not the links' walk), and for bits Knuth's counts. -1 to go on, or an
 * exit code.
 */
static int check_room_flags(const struct settings *s, const struct raw_flags *raw)
{
	bool scored = s->order == DLX_ORDER_WTD || s->order == DLX_ORDER_FRB;
	if (raw->wtd_seen && s->order != DLX_ORDER_WTD)
		return usage_error(s->runner->program, "--wtd-increment and --wtd-growth go with --branch wtd");
	if ((s->binary || scored) && s->algorithm != DLX_ALGORITHM_CELLS)
		return usage_error(s->runner->program, "--binary and --branch wtd|frb go together with "
		                                       "--algorithm cells (--binary, Knuth's SSXCC-BINARY; "
		                                       "with item bounds, SSMCC)");
	if (s->algorithm == DLX_ALGORITHM_LINKS)
		return -1;
	bool split = split_mode(s) || s->split_depth >= 0;
	bool bits = s->algorithm == DLX_ALGORITHM_BITS;
	const char *refused = split && s->algorithm == DLX_ALGORITHM_CELLS
	                              ? "--jobs, --part, --split, --prefix-file, --checkpoint and --resume"
	                      : s->best > 0                         ? "--best"
	                      : s->infer                            ? "--infer"
	                      : s->order == DLX_ORDER_FIRST         ? "--branch first"
	                      : s->order == DLX_ORDER_SHARP && !bits ? "--branch sharp"
	                      : s->trace || s->tree_path            ? "--trace and --tree"
	                      : s->matrix || s->svg_path || s->html_path
	                              ? "--matrix, --svg-matrix and --html"
	                      : s->knuth && s->algorithm == DLX_ALGORITHM_BITS ? "--stats=knuth"
	                                                                       : NULL;
	if (refused)
		return usage_error(s->runner->program, "--algorithm %s does not take %s",
		                   algorithm_values[s->algorithm], refused);
	return -1;
}

/* Refuses what --best does not combine with. -1 to go on, or an exit code. */
static int check_best_flags(const struct settings *s, bool limited)
{
	if (s->best == 0)
		return -1;
	if (s->runner->over_ranks)
		return usage_error(s->runner->program, "--best is not spread over MPI ranks: use dlx --best K --jobs N");
	if (s->split_depth >= 0 || s->parts > 0 || s->prefix_file || s->depth >= 0)
		return usage_error(s->runner->program, "--best searches the whole tree: no --split, --part, --depth "
		                            "or --prefix-file (--jobs N splits it)");
	if (s->matrix || s->svg_path || s->html_path || s->trace || s->tree_path || s->profile ||
	    s->progress_every > 0)
		return usage_error(s->runner->program, "--best does not combine with --matrix, --svg-matrix, --html, "
		                            "--trace, --tree, --profile or --progress");
	if (limited)
		return usage_error(s->runner->program, "--best keeps K solutions: no --first, --limit or --all");
	if (s->order != DLX_ORDER_MRV)
		return usage_error(s->runner->program, "--best chooses its items its own way (DLX5's, or DLX3's with bounds): "
		                                       "no --branch (--order) first or sharp");
	if (s->node_limit && s->jobs > 1)
		return usage_error(s->runner->program, "--best with --jobs takes --time-limit, not --node-limit");
	return -1;
}

/*
 * --estimate walks random paths of the one tree --stats --memo 0 counts
 * (after any --shuffle): refuses every flag that would change that tree,
 * run a search, or split it, and --seed without it. -1 to go on, or an exit code.
 */
static int check_estimate_flags(const struct settings *s, const struct raw_flags *raw)
{
	if (s->probes == 0 && raw->estimate_method_seen)
		return usage_error(s->runner->program, "--estimate-method goes with --estimate");
	if (s->probes == 0)
		return raw->seed_seen && s->samples == 0 && s->algorithm != DLX_ALGORITHM_CELLS
		               ? usage_error(s->runner->program, "--seed goes with --estimate, --sample or "
		                                                 "--algorithm cells")
		               : -1;
	if (s->runner->over_ranks)
		return usage_error(s->runner->program, "--estimate is not spread over MPI ranks: use dlx --estimate N");
	const char *refused = search_flag(s, raw);
	if (refused)
		return usage_error(s->runner->program, "--estimate runs no search: %s cannot go with it", refused);
	return -1;
}

/*
 * --zdd and --sample build the diagram with the memo and no other search:
 * refuses every flag of a search but --print (the samples' form) and
 * --memo (the diagram's table), and the other modes. -1 to go on, or an exit code.
 */
static int check_zdd_flags(const struct settings *s, const struct raw_flags *raw)
{
	if (!s->zdd_path && s->samples == 0)
		return -1;
	struct settings plain = *s;
	struct raw_flags plain_raw = *raw;
	plain.print = PRINT_COUNT;
	plain_raw.memo_seen = false;
	const char *refused = s->probes > 0  ? "--estimate"
	                      : s->export_cnf ? "--export"
	                      : s->shuffle    ? "--shuffle"
	                      : s->print != PRINT_COUNT && s->samples == 0 ? "--print (without --sample)"
	                                                                   : search_flag(&plain, &plain_raw);
	if (refused)
		return usage_error(s->runner->program, "--zdd and --sample build the ZDD and run no other "
		                   "search: %s cannot go with them", refused);
	if (s->runner->over_ranks)
		return usage_error(s->runner->program, "--zdd and --sample are not spread over MPI ranks");
	return -1;
}

int parse_flags(struct settings *s, int argc, char **argv)
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
	if (raw.order_seen && raw.branch_seen && raw.order != raw.branch)
		return usage_error(s->runner->program, "--order and --branch are one setting: given %s and %s",
		                   order_values[raw.order], order_values[raw.branch]);
	s->order = (enum dlx_order)(raw.branch_seen ? raw.branch : raw.order);
	s->algorithm = (enum dlx_algorithm)raw.algorithm;
	s->item_shuffle = raw.seed_seen && s->algorithm == DLX_ALGORITHM_CELLS;
	if (s->item_shuffle && s->probe_seed > INT32_MAX)
		return usage_error(s->runner->program, "--seed with --algorithm cells is Knuth's: 0 to 2147483647");
	s->cnf_encoding = (enum dlx_cnf_encoding)raw.cnf_encoding;
	s->estimate_method = (enum dlx_estimate_method)raw.estimate_method;
	/* --memo 0 is Knuth's tree, node for node: no shortcut of either kind */
	s->count_parts = raw.parts == 0 && (s->memo_mib > 0 || raw.parts_seen) &&
	                 s->algorithm == DLX_ALGORITHM_LINKS; /* cells, bits: their own tree, undivided */
	if (s->jobs == 0)
		s->jobs = online_cpus(SPLIT_MAX_WORKERS);
	if (s->max_input_size > SIZE_MAX / 4)
		s->max_input_size = SIZE_MAX / 4; /* more than memory holds anyway */
	if (argc - first > 1)
		return usage_error(s->runner->program, "one input file at most, got %d", argc - first);
	if ((s->matrix + !!s->svg_path + !!s->html_path) > 1)
		return usage_error(s->runner->program, "--matrix, --svg-matrix and --html each make their own output: "
		                            "choose one");
	s->path = first < argc ? argv[first] : "-";
	if (s->resume_path && !s->checkpoint_path)
		s->checkpoint_path = s->resume_path; /* goes on keeping it where it was */
	if (!raw.checkpoint_every_seen)
		s->checkpoint_every = DEFAULT_CHECKPOINT_EVERY;
	code = check_checkpoint_flags(s, &raw);
	if (code >= 0)
		return code;
	code = check_zdd_flags(s, &raw);
	if (code >= 0)
		return code;
	code = check_estimate_flags(s, &raw);
	if (code < 0)
		code = check_room_flags(s, &raw);
	if (code >= 0)
		return code;
	if ((s->knuth || s->order != DLX_ORDER_MRV) && (s->links || s->svg_path || s->html_path))
		return usage_error(s->runner->program, "--stats=knuth and --branch first|sharp run the reference loop: "
		                            "--trace=links, --svg-matrix and --html show the fast one");
	code = check_export_flags(s, &raw);
	if (code < 0)
		code = check_infer_flags(s, &raw);
	if (code < 0)
		code = check_show_flags(s);
	if (code < 0)
		code = check_best_flags(s, raw.limit_seen);
	return code >= 0 ? code : check_split_flags(s);
}
