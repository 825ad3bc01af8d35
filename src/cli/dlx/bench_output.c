/*
 * bench_output.c - the rows of `dlx bench` as a table, CSV or JSON, with
 * the same columns in each: instance, configuration, the counts of the
 * search (every run counts the same) and the median, least and most
 * seconds of its runs. mems are counted by the reference loop alone
 * (knuth, first, sharp): elsewhere the table shows "-", CSV an empty
 * field and JSON null, as `dlx --stats-format json` does.
 */
#include "bench_rows.h"

#include "html_page.h"
#include "stats_json.h"

#include <inttypes.h>
#include <string.h>

#define COLUMNS 9

static const char *const names[COLUMNS] = {"instance", "config", "solutions", "nodes", "updates",
                                           "mems", "median_s", "min_s", "max_s"};

/* The cells of a row after the first two, as text; `none` for mems not measured. */
struct cells {
	char text[COLUMNS][DLX_COUNT_TEXT_SIZE];
};

static void fill_cells(const struct bench_row *row, const char *none, struct cells *c)
{
	const struct dlx_bench_result *r = &row->result;
	count_text(&r->stats, c->text[2]);
	snprintf(c->text[3], sizeof c->text[3], "%" PRIu64, r->stats.nodes);
	snprintf(c->text[4], sizeof c->text[4], "%" PRIu64, r->stats.updates);
	if (r->mems_counted)
		snprintf(c->text[5], sizeof c->text[5], "%" PRIu64, r->stats.mems);
	else
		snprintf(c->text[5], sizeof c->text[5], "%s", none);
	snprintf(c->text[6], sizeof c->text[6], "%.6f", r->median_seconds);
	snprintf(c->text[7], sizeof c->text[7], "%.6f", r->min_seconds);
	snprintf(c->text[8], sizeof c->text[8], "%.6f", r->max_seconds);
}

static const char *cell(const struct bench_row *row, const struct cells *c, int k)
{
	return k == 0 ? row->instance : k == 1 ? row->config : c->text[k];
}

/* The table: text columns to the left, numbers to the right, two spaces apart. */
static void write_text(FILE *out, const struct bench_row *rows, int count)
{
	size_t width[COLUMNS];
	struct cells c;
	for (int k = 0; k < COLUMNS; k++)
		width[k] = strlen(names[k]);
	for (int r = 0; r < count; r++) {
		fill_cells(&rows[r], "-", &c);
		for (int k = 0; k < COLUMNS; k++)
			if (strlen(cell(&rows[r], &c, k)) > width[k])
				width[k] = strlen(cell(&rows[r], &c, k));
	}
	for (int k = 0; k < COLUMNS; k++)
		fprintf(out, k < 2 ? "%-*s  " : k < COLUMNS - 1 ? "%*s  " : "%*s\n", (int)width[k], names[k]);
	for (int r = 0; r < count; r++) {
		fill_cells(&rows[r], "-", &c);
		for (int k = 0; k < COLUMNS; k++)
			fprintf(out, k < 2 ? "%-*s  " : k < COLUMNS - 1 ? "%*s  " : "%*s\n", (int)width[k],
			        cell(&rows[r], &c, k));
	}
}

/* A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
static void csv_field(FILE *out, const char *text)
{
	if (!strpbrk(text, ",\"\r\n")) {
		fputs(text, out);
		return;
	}
	fputc('"', out);
	for (const char *p = text; *p; p++) {
		if (*p == '"')
			fputc('"', out);
		fputc(*p, out);
	}
	fputc('"', out);
}

static void write_csv(FILE *out, const struct bench_row *rows, int count)
{
	for (int k = 0; k < COLUMNS; k++)
		fprintf(out, k ? ",%s" : "%s", names[k]);
	fputc('\n', out);
	struct cells c;
	for (int r = 0; r < count; r++) {
		fill_cells(&rows[r], "", &c);
		for (int k = 0; k < COLUMNS; k++) {
			if (k)
				fputc(',', out);
			csv_field(out, cell(&rows[r], &c, k));
		}
		fputc('\n', out);
	}
}

/* An array of objects, one a line; the numbers bare, the two names as strings. */
static void write_json(FILE *out, const struct bench_row *rows, int count)
{
	struct cells c;
	fputs("[", out);
	for (int r = 0; r < count; r++) {
		fill_cells(&rows[r], "null", &c);
		fputs(r ? ",\n {" : "\n {", out);
		for (int k = 0; k < COLUMNS; k++) {
			fprintf(out, "%s\"%s\": ", k ? ", " : "", names[k]);
			if (k < 2)
				json_string(out, cell(&rows[r], &c, k));
			else
				fputs(c.text[k], out);
		}
		fputs("}", out);
	}
	fputs(count ? "\n]\n" : "]\n", out);
}

void bench_write(FILE *out, enum bench_format format, const struct bench_row *rows, int count)
{
	if (format == BENCH_CSV)
		write_csv(out, rows, count);
	else if (format == BENCH_JSON)
		write_json(out, rows, count);
	else
		write_text(out, rows, count);
}
