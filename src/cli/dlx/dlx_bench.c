/*
 * dlx_bench.c - `dlx bench`: one table of every instance counted under
 * every configuration, each run several times in this process (an
 * instance is read once; the library restores it after each search), for
 * comparing settings of the search on one family of problems. The runs
 * and their timing are the library's (dlx_bench_run, which Python's
 * dlx.bench calls too); this file reads the command line and prints.
 * Everything is read and every run made before anything is written, so an
 * error leaves no partial table or chart.
 */
#include "bench_rows.h"
#include "dlx_main.h"

#include "common.h"
#include "options.h"

#include <stdlib.h>
#include <string.h>

static const char usage[] =
	"usage: dlx bench [OPTIONS] INSTANCE...\n"
	"\n"
	"Counts the solutions of each INSTANCE (a file in Knuth's DLX format, or .ec;\n"
	"or a glob such as 'data/queens-*.dlx') under each configuration, N times in\n"
	"this process, and prints one row per instance and configuration: instance,\n"
	"config, solutions, nodes, updates, mems (knuth, first and sharp alone count\n"
	"them), and the median, least and most seconds of the runs.\n"
	"\n";

/* The epilogue: the words come from the library's table, so a new word needs no edit here. */
static const char words_intro[] =
	"\n"
	"A configuration is a comma-separated list of words, applied left to right\n"
	"over the settings of a plain `dlx FILE` run (the default memo included):\n";
static const char exit_codes[] =
	"\n"
	"Exit codes: 0 the table printed (and the chart written); 2 bad input, bad\n"
	"usage (an unknown configuration word), gnuplot missing or failing, or I/O\n"
	"error: nothing is written then.\n";

static void write_epilogue(char *text, size_t capacity)
{
	size_t used = (size_t)snprintf(text, capacity, "%s", words_intro);
	for (int k = 0; dlx_bench_word(k) && used < capacity; k++)
		used += (size_t)snprintf(text + used, capacity - used, "  %-7s %s\n", dlx_bench_word(k),
		                         dlx_bench_word_help(k));
	if (used < capacity)
		snprintf(text + used, capacity - used, "%s", exit_codes);
}

static const char *const format_values[] = {"text", "csv", "json", NULL};
static const char *const plot_what_values[] = {"time", "nodes", NULL};

struct bench_settings {
	struct bench_list configs;
	const char *configs_path;
	int runs;
	int format;    /* enum bench_format */
	const char *plot_path;
	int plot_what; /* enum bench_plot_what */
};

/* --config CONF: one more configuration, kept in order. */
static bool read_config(const char *text, void *destination)
{
	return bench_list_add(destination, text);
}

static int parse_bench_flags(struct bench_settings *s, int argc, char **argv, int *first)
{
	const struct option_spec table[] = {
		{.name = "config", .kind = OPTION_CUSTOM, .destination = &s->configs,
		 .read = read_config, .expected = "a configuration", .value_name = "CONF",
		 .help = "a configuration (words below); repeat for more\n(default links,mrv)"},
		{.name = "configs", .kind = OPTION_PATH, .destination = &s->configs_path,
		 .value_name = "FILE", .help = "more configurations, one a line ('#' starts a comment)"},
		{.name = "runs", .kind = OPTION_INT, .destination = &s->runs, .min = 1,
		 .max = DLX_BENCH_MAX_RUNS, .value_name = "N", .help = "runs of each (default 3)"},
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &s->format,
		 .choices = format_values, .value_name = "F", .help = "text (default), csv or json"},
		{.name = "plot", .kind = OPTION_PATH, .destination = &s->plot_path, .value_name = "FILE",
		 .help = "also draw a chart, one line per configuration, as SVG\n(needs gnuplot)"},
		{.name = "plot-what", .kind = OPTION_CHOICE, .destination = &s->plot_what,
		 .choices = plot_what_values, .value_name = "W",
		 .help = "what the chart shows: time (median seconds, default) or nodes"},
	};
	char epilogue[2048];
	write_epilogue(epilogue, sizeof epilogue);
	const struct command_spec command = {"dlx bench", usage, table, OPTION_COUNT_OF(table),
	                                     epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

/* The configurations of --config and --configs, or the default; false after a message. */
static bool gather_configs(struct bench_settings *s)
{
	if (!bench_check_configs(&s->configs))
		return false;
	if (s->configs_path && !bench_read_configs(s->configs_path, &s->configs))
		return false;
	if (s->configs.count == 0 && !bench_list_add(&s->configs, "links,mrv")) {
		fprintf(stderr, "dlx bench: out of memory\n");
		return false;
	}
	return true;
}

/* Runs every configuration on one instance into rows[0 .. configs-1]. */
static bool run_instance(const struct bench_settings *s, const char *path,
                         struct dlx_format *format, struct bench_row *rows)
{
	for (int c = 0; c < s->configs.count; c++) {
		struct dlx_search_options options;
		dlx_bench_config(s->configs.items[c], &options, NULL, NULL); /* checked before */
		rows[c] = (struct bench_row){.instance = path, .config = s->configs.items[c]};
		int code = dlx_bench_run(dlx_format_problem(format), &options, s->runs, &rows[c].result);
		if (code < 0) {
			fprintf(stderr, "%s: %s: %s\n", path, s->configs.items[c], dlx_strerror(code));
			return false;
		}
	}
	return true;
}

/* Reads the instances, runs them all, then writes. Returns the exit code. */
static int bench_instances(const struct bench_settings *s, const struct bench_list *paths)
{
	int configs = s->configs.count, count = paths->count * configs;
	struct dlx_format **formats = calloc((size_t)paths->count, sizeof *formats);
	struct bench_row *rows = calloc((size_t)count, sizeof *rows);
	bool ok = formats && rows;
	if (!ok)
		fprintf(stderr, "dlx bench: out of memory\n");
	ok = ok && bench_load(paths, formats);
	for (int k = 0; ok && k < paths->count; k++)
		ok = run_instance(s, paths->items[k], formats[k], rows + k * configs);
	if (ok && s->plot_path)
		ok = bench_plot(s->plot_path, s->plot_what, rows, configs, paths);
	if (ok)
		bench_write(stdout, s->format, rows, count);
	for (int k = 0; formats && k < paths->count; k++)
		dlx_format_destroy(formats[k]);
	free(formats);
	free(rows);
	return ok ? EXIT_ALL_GOOD : EXIT_BAD_INPUT;
}

int dlx_bench_command(int argc, char **argv)
{
	struct bench_settings s = {.runs = 3};
	int first = argc, code = parse_bench_flags(&s, argc, argv, &first);
	struct bench_list paths = {0};
	if (code < 0 && first >= argc)
		code = usage_error("dlx bench", "no instance given");
	if (code < 0 && !gather_configs(&s))
		code = EXIT_BAD_INPUT;
	if (code < 0)
		code = bench_expand(argv + first, argc - first, &paths)
		               ? bench_instances(&s, &paths) : EXIT_BAD_INPUT;
	bench_list_free(&paths);
	bench_list_free(&s.configs);
	return code;
}
