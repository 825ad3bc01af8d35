/*
 * output.c - the results of `sudoku bench` as a table for people, or CSV or
 * JSON for scripts, always with the compiler, flags and build type, the time
 * limit and the number of passes, so a figure never travels without them.
 */
#include "harness.h"

#include <inttypes.h>
#include <string.h>

/* Meson passes these (bench/meson.build); the fallbacks keep other builds compiling. */
#ifndef BENCH_COMPILER
#define BENCH_COMPILER "unknown compiler"
#endif
#ifndef BENCH_FLAGS
#define BENCH_FLAGS "unknown flags"
#endif
#ifndef BENCH_BUILD_TYPE
#define BENCH_BUILD_TYPE "unknown"
#endif

const struct bench_build *bench_build_info(void)
{
	static const struct bench_build build = {BENCH_COMPILER, BENCH_FLAGS, BENCH_BUILD_TYPE};
	return &build;
}

/* ---- Table ---- */

/* Prints value right-aligned in width, after `mark` ('>' or '<') when is_bound. */
static void cell(FILE *out, int width, double value, bool is_bound, char mark)
{
	char text[64];
	snprintf(text, sizeof text, "%s%.1f", is_bound ? (mark == '>' ? ">" : "<") : "", value);
	fprintf(out, " %*s", width, text);
}

static int dataset_width(const struct bench_row *rows, size_t count)
{
	int width = 7; /* "dataset" */
	for (size_t k = 0; k < count; k++) {
		int length = (int)strlen(rows[k].dataset);
		if (length > width)
			width = length;
	}
	return width;
}

static void write_table(FILE *out, const struct bench_row *rows, size_t count,
                        const struct bench_settings *settings)
{
	const struct bench_build *build = bench_build_info();
	fprintf(out, "sudoku bench: %s, flags %s, buildtype %s\n", build->compiler, build->flags,
	        build->build_type);
	if (settings->time_limit > 0)
		fprintf(out, "time limit %g s per puzzle", settings->time_limit);
	else
		fprintf(out, "no time limit");
	fprintf(out, "; %d puzzles of warm-up; best of %d pass%s per puzzle; every solver stops at "
	             "its first solution\n",
	        settings->warmup, settings->repeat, settings->repeat == 1 ? "" : "es");
	fprintf(out, "pass min, pass med: mean us per puzzle of the fastest and the median pass\n");
	fprintf(out, "nodes: placements (naive, bitmask, mrv), search nodes with the root (dlx)\n"
	             "> or <: a bound, because time-outs count at the time they had run\n\n");
	int width = dataset_width(rows, count);
	fprintf(out, "%-8s %-*s %8s %8s %8s %6s %12s %12s %12s %12s %14s %10s %10s\n", "solver",
	        width, "dataset", "puzzles", "solved", "timeouts", "failed", "puzzles/s", "mean us",
	        "median us", "p99 us", "nodes/puzzle", "pass min", "pass med");
	for (size_t k = 0; k < count; k++) {
		const struct bench_row *r = &rows[k];
		fprintf(out, "%-8s %-*s %8zu %8zu %8zu %6zu", bench_solver_name(r->solver), width,
		        r->dataset, r->puzzles, r->solved, r->timed_out, r->failed);
		cell(out, 12, bench_rate(r), r->sums_are_bounds, '<');
		cell(out, 12, r->mean_us, r->sums_are_bounds, '>');
		cell(out, 12, r->median_us, r->median_is_bound, '>');
		cell(out, 12, r->p99_us, r->p99_is_bound, '>');
		cell(out, 14, r->nodes_per_puzzle, r->sums_are_bounds, '>');
		cell(out, 10, r->pass_min_us, r->sums_are_bounds, '>');
		cell(out, 10, r->pass_median_us, r->sums_are_bounds, '>');
		fputc('\n', out);
	}
}

/* ---- CSV ---- */

/* A CSV field in double quotes, inner quotes doubled (RFC 4180). */
static void csv_text(FILE *out, const char *text)
{
	fputc('"', out);
	for (; *text; text++) {
		if (*text == '"')
			fputc('"', out);
		fputc(*text, out);
	}
	fputc('"', out);
}

static const char *yes_no(bool value)
{
	return value ? "true" : "false";
}

static void write_csv(FILE *out, const struct bench_row *rows, size_t count,
                      const struct bench_settings *settings)
{
	const struct bench_build *build = bench_build_info();
	fprintf(out, "solver,dataset,puzzles,solved,timed_out,failed,puzzles_per_s,mean_us,median_us,"
	             "p99_us,nodes_per_puzzle,sums_are_bounds,median_is_bound,p99_is_bound,"
	             "time_limit_s,repeat,compiler,flags,build_type,warmup,pass_min_us,"
	             "pass_median_us\n");
	for (size_t k = 0; k < count; k++) {
		const struct bench_row *r = &rows[k];
		fprintf(out, "%s,", bench_solver_name(r->solver));
		csv_text(out, r->dataset);
		fprintf(out, ",%zu,%zu,%zu,%zu,%.1f,%.3f,%.3f,%.3f,%.1f,%s,%s,%s,%g,%d,", r->puzzles,
		        r->solved, r->timed_out, r->failed, bench_rate(r), r->mean_us, r->median_us,
		        r->p99_us, r->nodes_per_puzzle, yes_no(r->sums_are_bounds),
		        yes_no(r->median_is_bound), yes_no(r->p99_is_bound), settings->time_limit,
		        settings->repeat);
		csv_text(out, build->compiler);
		fputc(',', out);
		csv_text(out, build->flags);
		fputc(',', out);
		csv_text(out, build->build_type);
		fprintf(out, ",%d,%.3f,%.3f\n", settings->warmup, r->pass_min_us, r->pass_median_us);
	}
}

/* ---- JSON ---- */

/* A JSON string: quotes, backslashes and control characters escaped. */
static void json_text(FILE *out, const char *text)
{
	fputc('"', out);
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '"' || *p == '\\')
			fprintf(out, "\\%c", *p);
		else if (*p < 0x20)
			fprintf(out, "\\u%04x", *p);
		else
			fputc(*p, out);
	}
	fputc('"', out);
}

static void write_json_row(FILE *out, const struct bench_row *r)
{
	fprintf(out, "    {\"solver\": \"%s\", \"dataset\": ", bench_solver_name(r->solver));
	json_text(out, r->dataset);
	fprintf(out,
	        ", \"puzzles\": %zu, \"solved\": %zu, \"timed_out\": %zu, \"failed\": %zu,\n"
	        "     \"puzzles_per_s\": %.1f, \"mean_us\": %.3f, \"median_us\": %.3f, \"p99_us\": %.3f,"
	        " \"nodes_per_puzzle\": %.1f,\n"
	        "     \"pass_min_us\": %.3f, \"pass_median_us\": %.3f,\n"
	        "     \"sums_are_bounds\": %s, \"median_is_bound\": %s, \"p99_is_bound\": %s}",
	        r->puzzles, r->solved, r->timed_out, r->failed, bench_rate(r), r->mean_us,
	        r->median_us, r->p99_us, r->nodes_per_puzzle, r->pass_min_us, r->pass_median_us,
	        yes_no(r->sums_are_bounds), yes_no(r->median_is_bound), yes_no(r->p99_is_bound));
}

static void write_json(FILE *out, const struct bench_row *rows, size_t count,
                       const struct bench_settings *settings)
{
	const struct bench_build *build = bench_build_info();
	fprintf(out, "{\n  \"build\": {\"compiler\": ");
	json_text(out, build->compiler);
	fprintf(out, ", \"flags\": ");
	json_text(out, build->flags);
	fprintf(out, ", \"build_type\": ");
	json_text(out, build->build_type);
	fprintf(out, "},\n  \"time_limit_s\": %g,\n  \"repeat\": %d,\n  \"warmup\": %d,\n"
	             "  \"first_solution_only\": true,\n  \"results\": [\n",
	        settings->time_limit, settings->repeat, settings->warmup);
	for (size_t k = 0; k < count; k++) {
		write_json_row(out, &rows[k]);
		fputs(k + 1 < count ? ",\n" : "\n", out);
	}
	fprintf(out, "  ]\n}\n");
}

void bench_write(FILE *out, enum bench_format format, const struct bench_row *rows, size_t count,
                 const struct bench_settings *settings)
{
	switch (format) {
	case BENCH_TABLE: write_table(out, rows, count, settings); break;
	case BENCH_CSV: write_csv(out, rows, count, settings); break;
	case BENCH_JSON: write_json(out, rows, count, settings); break;
	}
}
