/*
 * dlx_zdd.c - the ZDD of every solution on the command line: `dlx --zdd
 * FILE` writes it (through a temporary file, renamed into place, so a
 * failure never leaves half a diagram) and prints the count; `dlx --sample
 * N` prints N solutions drawn uniformly from it; `dlx zdd FILE` reads one
 * back and counts, lists or samples its solutions, or draws the diagram
 * for Graphviz (--dot). Solutions print as --print prints them
 * (print_solution), so the forms agree.
 */
#include "dlx_settings.h"

#include "common.h"
#include "options.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

static int write_zdd(const void *zdd, dlx_write_fn write, void *user)
{
	return dlx_zdd_write(zdd, write, user);
}

/* The diagram with the labels dlx_zdd_write_dot takes: NULL, or the option texts. */
struct labelled_zdd {
	const struct dlx_zdd *zdd;
	const char *const *labels;
	int count;
};

static int write_dot(const void *object, dlx_write_fn write, void *user)
{
	const struct labelled_zdd *dot = object;
	return dlx_zdd_write_dot(dot->zdd, dot->labels, dot->count, write, user);
}

/* The count of the diagram's solutions in decimal (to free), or NULL after a message. */
static char *count_text(const struct dlx_zdd *zdd, const char *program)
{
	size_t size = dlx_zdd_count_text_size(zdd);
	char *text = malloc(size);
	int digits = text ? dlx_zdd_count(zdd, text, size) : DLX_ENOMEM;
	if (digits >= 0)
		return text;
	fprintf(stderr, "%s: cannot count: %s\n", program, dlx_strerror(digits));
	free(text);
	return NULL;
}

/* The exit code for a diagram: 0 with solutions, 1 without, 2 when it cannot be counted. */
static int exit_code_of(const struct dlx_zdd *zdd, const char *program, bool print)
{
	char *text = count_text(zdd, program);
	if (!text)
		return EXIT_BAD_INPUT;
	if (print)
		printf("%s\n", text);
	int code = strcmp(text, "0") != 0 ? EXIT_ALL_GOOD : EXIT_UNSOLVED;
	free(text);
	return code;
}

/*
 * A solution on its way to print_solution: a diagram read from a file may
 * name options the problem given beside it does not have (the diagram of
 * another problem), and those have no text to print.
 */
struct checked_print {
	struct session *session;
	int options;     /* the problem's; INT_MAX without one (numbers print as they are) */
	int beyond;      /* the first option out of range, or -1 */
};

static int print_checked(void *user, const int *options, int count)
{
	struct checked_print *p = user;
	for (int k = 0; k < count; k++)
		if (options[k] >= p->options) {
			p->beyond = options[k];
			return 1;
		}
	return print_solution(p->session, options, count);
}

/* Hands `samples` solutions, or every one (samples 0), to print_solution. */
static bool print_solutions(const struct dlx_zdd *zdd, struct session *session, uint64_t samples,
                            uint64_t seed, const char *program)
{
	const struct dlx_format *format = session->watch.format;
	struct checked_print p = {session, format ? dlx_option_count(dlx_format_problem(format)) : INT_MAX,
	                          -1};
	session->sorted = malloc(dlx_zdd_node_count(zdd) * sizeof *session->sorted);
	int code = !session->sorted ? DLX_ENOMEM
	           : samples > 0    ? dlx_zdd_sample(zdd, samples, seed, print_checked, &p)
	                            : dlx_zdd_enumerate(zdd, print_checked, &p);
	if (code != 0)
		fprintf(stderr, "%s: %s\n", program, dlx_strerror(code));
	else if (p.beyond >= 0)
		fprintf(stderr, "%s: the diagram names option %d (counted from 1), but the problem has %d "
		                "options: is it another problem's diagram?\n",
		        program, p.beyond + 1, p.options);
	free(session->sorted);
	session->sorted = NULL;
	return code == 0 && p.beyond < 0;
}

int run_zdd(const struct settings *s, const struct dlx_format *format, const char *name)
{
	struct dlx_zdd *zdd = NULL;
	/* --memo 0 merges nothing (the diagram is then the search tree): one byte holds no table */
	size_t memo_bytes = s->memo_mib > 0 ? (size_t)s->memo_mib << 20 : 1;
	int code = dlx_zdd_build(dlx_format_problem(format), memo_bytes, &zdd);
	if (code != 0) {
		fprintf(stderr, "%s: cannot build the ZDD: %s%s\n", name, dlx_strerror(code),
		        code == DLX_EBOUNDS ? " (item bounds: --zdd takes exact covers, with colours or not)"
		                            : "");
		return EXIT_BAD_INPUT;
	}
	char *inputs[] = {(char *)s->path};
	bool ok = !s->zdd_path || save_text(s->zdd_path, inputs, 1, write_zdd, zdd);
	struct session session = {.settings = s};
	if (ok && s->samples > 0) {
		ok = watch_init(&session.watch, format, NULL, NULL) &&
		     print_solutions(zdd, &session, s->samples, s->probe_seed, "dlx");
		watch_finish(&session.watch);
	}
	/* --zdd alone prints the count, as a plain count does; --sample prints the samples */
	code = ok ? exit_code_of(zdd, "dlx", s->samples == 0) : EXIT_BAD_INPUT;
	dlx_zdd_destroy(zdd);
	return code;
}

/* ---- dlx zdd: a diagram read back ---- */

static const char zdd_usage[] =
	"usage: dlx zdd [OPTIONS] ZDD [PROBLEM]\n"
	"\n"
	"Reads a ZDD of solutions in Knuth's DLX6 text form (as dlx --zdd writes it)\n"
	"and prints its number of solutions and of nodes (branch nodes and the two\n"
	"sinks, as DLX6 counts them); or its solutions, every one or samples; or\n"
	"draws it for Graphviz. PROBLEM, the problem the diagram was made from,\n"
	"gives the options' names.\n"
	"\n";

static const char zdd_epilogue[] =
	"\n"
	"Exit codes: 0 solutions found; 1 none; 2 bad ZDD file (its line and column\n"
	"are named), bad usage or I/O error.\n";

static const char *const zdd_print_values[] = {"names", "ids", NULL};

/* Reads the diagram at `path`; NULL after a message (FILE:LINE:COLUMN for a bad file). */
static struct dlx_zdd *load_zdd(const char *path)
{
	const char *name;
	size_t length = 0;
	char *text = load_text(path, &name, &length);
	if (!text)
		return NULL;
	struct dlx_zdd *zdd = NULL;
	struct dlx_zdd_error error;
	int code = dlx_zdd_read(text, length, &zdd, &error);
	free(text);
	if (code == DLX_EZDD)
		report_text_error(name, error.line, error.column, error.message);
	else if (code != 0)
		fprintf(stderr, "%s: %s\n", name, dlx_strerror(code));
	return zdd;
}

/* What `dlx zdd` was asked. */
struct zdd_request {
	int print; /* index into zdd_print_values */
	bool print_seen, seed_seen;
	uint64_t samples, seed;
	const char *zdd_path, *problem_path, *dot_path;
};

static int parse_zdd_flags(struct zdd_request *r, int argc, char **argv)
{
	const struct option_spec table[] = {
		{.name = "print", .kind = OPTION_CHOICE, .destination = &r->print,
		 .seen = &r->print_seen, .choices = zdd_print_values, .value_name = "names|ids",
		 .implied = "names",
		 .help = "list every solution, as dlx --print does: its options as\n"
		         "in PROBLEM, one a line, a blank line after each; or (ids)\n"
		         "one line of option numbers, counted from 0"},
		{.name = "sample", .kind = OPTION_COUNT, .destination = &r->samples, .min = 1,
		 .value_name = "N",
		 .help = "print N solutions drawn uniformly at random (repeats\n"
		         "allowed), in --print's form (names unless --print=ids)"},
		{.name = "seed", .kind = OPTION_COUNT, .destination = &r->seed, .seen = &r->seed_seen,
		 .value_name = "SEED", .help = "the random draws of --sample (default 0)"},
		{.name = "dot", .kind = OPTION_PATH, .destination = &r->dot_path, .value_name = "OUT",
		 .help = "write the diagram to OUT (- for standard output) as a\n"
		         "Graphviz graph instead of printing the counts: LO edges\n"
		         "dashed, HI solid, nodes named by their options in\n"
		         "PROBLEM (numbered from 1 without it)"},
	};
	const struct command_spec command = {"dlx zdd", zdd_usage, table, OPTION_COUNT_OF(table),
	                                     zdd_epilogue, DLX_VERSION_STRING};
	int first;
	int code = options_parse(&command, argc, argv, &first);
	if (code >= 0)
		return code;
	if (argc - first < 1 || argc - first > 2)
		return usage_error("dlx zdd", "one ZDD file and at most one problem file, got %d files",
		                   argc - first);
	r->zdd_path = argv[first];
	r->problem_path = argc - first == 2 ? argv[first + 1] : NULL;
	if (r->seed_seen && r->samples == 0)
		return usage_error("dlx zdd", "--seed goes with --sample");
	if (r->dot_path && (r->print_seen || r->samples > 0))
		return usage_error("dlx zdd", "--dot draws the diagram: not with --print or --sample");
	bool names = r->samples > 0 ? !(r->print_seen && r->print == 1) : r->print_seen && r->print == 0;
	if (names && !r->problem_path)
		return usage_error("dlx zdd", "the options' names come from the problem: name PROBLEM, "
		                              "or use --print=ids");
	return -1;
}

/* How PROBLEM is read: as dlx reads a problem, printed as --print asks. */
static struct settings problem_settings(const struct zdd_request *r)
{
	return (struct settings){.path = r->problem_path ? r->problem_path : "-",
	                         .max_input_size = DEFAULT_MAX_INPUT_SIZE,
	                         .print = r->print_seen && r->print == 1 ? PRINT_IDS : PRINT_NAMES};
}

/* Lists or samples the solutions, with the names of PROBLEM when given. */
static int zdd_solutions(const struct zdd_request *r, const struct dlx_zdd *zdd)
{
	struct settings s = problem_settings(r);
	struct session session = {.settings = &s};
	struct dlx_format *format = NULL;
	const char *name;
	if (r->problem_path) {
		format = load(&s, &name);
		if (!format || !watch_init(&session.watch, format, NULL, NULL)) {
			dlx_format_destroy(format);
			return EXIT_BAD_INPUT;
		}
	}
	bool ok = print_solutions(zdd, &session, r->samples, r->seed, "dlx zdd");
	if (format)
		watch_finish(&session.watch);
	dlx_format_destroy(format);
	return ok ? exit_code_of(zdd, "dlx zdd", false) : EXIT_BAD_INPUT;
}

/* Frees the first `count` labels and the array. */
static void free_labels(char **labels, int count)
{
	for (int k = 0; k < count && labels; k++)
		free(labels[k]);
	free(labels);
}

/*
 * The text of each option of `format`, as the file writes it, to free with
 * free_labels; NULL after a message.
 */
static char **option_labels(const struct dlx_format *format, int count)
{
	char **labels = calloc((size_t)count + 1, sizeof *labels);
	for (int k = 0; k < count && labels; k++)
		if (!(labels[k] = option_text_copy(format, k))) {
			free_labels(labels, k);
			labels = NULL;
		}
	if (!labels)
		fprintf(stderr, "dlx zdd: out of memory\n");
	return labels;
}

/* Draws the diagram into r->dot_path, the options named from PROBLEM when given. */
static int zdd_dot(const struct zdd_request *r, const struct dlx_zdd *zdd)
{
	struct settings s = problem_settings(r);
	struct dlx_format *format = NULL;
	char **labels = NULL;
	int count = 0;
	const char *name;
	if (r->problem_path) {
		format = load(&s, &name);
		count = format ? dlx_option_count(dlx_format_problem(format)) : 0;
		labels = format ? option_labels(format, count) : NULL;
		if (!labels) {
			dlx_format_destroy(format);
			return EXIT_BAD_INPUT;
		}
	}
	char *inputs[] = {(char *)r->zdd_path, (char *)r->problem_path};
	struct labelled_zdd dot = {zdd, (const char *const *)labels, count};
	bool ok = save_text(r->dot_path, inputs, r->problem_path ? 2 : 1, write_dot, &dot);
	free_labels(labels, count);
	dlx_format_destroy(format);
	return ok ? exit_code_of(zdd, "dlx zdd", false) : EXIT_BAD_INPUT;
}

int zdd_command(int argc, char **argv)
{
	struct zdd_request r = {0};
	int code = parse_zdd_flags(&r, argc, argv);
	if (code >= 0)
		return code;
	struct dlx_zdd *zdd = load_zdd(r.zdd_path);
	if (!zdd)
		return EXIT_BAD_INPUT;
	if (r.dot_path) {
		code = zdd_dot(&r, zdd);
	} else if (r.print_seen || r.samples > 0) {
		code = zdd_solutions(&r, zdd);
	} else {
		char *text = count_text(zdd, "dlx zdd");
		if (text)
			printf("solutions: %s\nnodes: %zu\n", text, dlx_zdd_node_count(zdd));
		code = !text ? EXIT_BAD_INPUT : strcmp(text, "0") != 0 ? EXIT_ALL_GOOD : EXIT_UNSOLVED;
		free(text);
	}
	dlx_zdd_destroy(zdd);
	return code;
}
