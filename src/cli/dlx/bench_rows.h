/*
 * bench_rows.h - what the files of `dlx bench` share: the command line,
 * the list of configurations, the instances read, and the rows measured,
 * which the table, CSV and JSON writers (bench_output.c) and the chart
 * (bench_plot.c) read. dlx_bench.c runs the command; bench_inputs.c reads
 * the configurations and instances.
 */
#ifndef CLI_BENCH_ROWS_H
#define CLI_BENCH_ROWS_H

#include "dlx_bench.h"
#include "dlx_format.h"

#include <stdbool.h>
#include <stdio.h>

/* -f: in the order of its values. */
enum bench_format { BENCH_TEXT, BENCH_CSV, BENCH_JSON };

/* --plot-what: in the order of its values. */
enum bench_plot_what { PLOT_TIME, PLOT_NODES };

/* A growing list of strings, each owned by the list. */
struct bench_list {
	char **items;
	int count, capacity;
};

/* One (instance, configuration) measured. */
struct bench_row {
	const char *instance;
	const char *config;
	struct dlx_bench_result result;
};

/* Appends a copy of `text`; false when memory runs out. */
bool bench_list_add(struct bench_list *list, const char *text);
void bench_list_free(struct bench_list *list);

/* Adds the configurations of FILE, one a line, '#' comments; false after a message. */
bool bench_read_configs(const char *path, struct bench_list *configs);

/* Checks every configuration's words; false after a message naming the bad word. */
bool bench_check_configs(const struct bench_list *configs);

/* The instance paths of the operands, globs expanded; false after a message. */
bool bench_expand(char **operands, int count, struct bench_list *paths);

/* Reads each path into formats[k] (the caller frees them); false after a message. */
bool bench_load(const struct bench_list *paths, struct dlx_format **formats);

/* Writes the rows as -f asks. */
void bench_write(FILE *out, enum bench_format format, const struct bench_row *rows, int count);

/*
 * Writes the chart to `path` with gnuplot; false after a message (no file
 * left). `instances` are refused as the path, so the chart never replaces one.
 */
bool bench_plot(const char *path, enum bench_plot_what what, const struct bench_row *rows,
                int configs, const struct bench_list *instances);

#endif
