/*
 * sudoku_export.c - `sudoku export --dlx`: writes a puzzle as an exact-cover
 * problem in Knuth's DLX format, for the `dlx` command or Knuth's programs.
 *
 * The items are the encoder's (src/sudoku/encode.c), in its order, named
 * with the digit symbols 1-9, A-Z for rows, columns, boxes and digits:
 *
 *     pRC   cell in row R, column C holds a digit      (p11 ... p99)
 *     rRdD  row R holds digit D                        (r1d1 ... r9d9)
 *     cCdD  column C holds digit D
 *     bBdD  box B (1 = top left, in reading order) holds digit D
 *
 * and each option "digit D in row R, column C" reads "pRC rRdD cCdD bBdD".
 * A given is applied by listing only its own digit's option for that cell
 * (the other digits' options are dropped); no further pruning is done, so
 * the search, not the export, does all the reasoning.
 *
 * `--html` writes the same problem as a page that replays its search
 * (src/cli/render/html_page.c), with the grid drawn and filled as options are
 * chosen: the problem text is built in memory and read back with the DLX
 * reader, so the page shows exactly what `--dlx` would give `dlx`.
 */
#include "batch.h"
#include "commands.h"
#include "frame.h"
#include "dlx_format.h"
#include "html_page.h"
#include "puzzles.h"
#include "dlx.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char export_usage[] =
	"usage: sudoku export --dlx|--html [FILE...] [-o OUT] [--puzzle K] [--input-format F]\n"
	"                                  [--variant V] [-j N]\n"
	"\n"
	"Writes one puzzle (the first, or the K-th) as an exact-cover problem in\n"
	"Knuth's DLX format, which 'dlx' reads: 'dlx OUT' then counts its solutions.\n"
	"\n";

static const char export_epilogue[] =
	"\n"
	"Items: pRC (cell), rRdD (row R has digit D), cCdD (column), bBdD (box B,\n"
	"numbered in reading order); rows, columns, boxes and digits are written\n"
	"1-9 then A-Z. A given keeps only its own digit's option in its cell.\n"
	"Variants add xMdD (diagonal M: 1 main, 2 anti), wWdD (window W), kK (cage\n"
	"K picks its digits) and kKdD (digit D of a big cage); a small cage's\n"
	"options place all its digits at once (see src/sudoku/killer.c).\n"
	"\n"
	"Exit codes: 0 written; 2 bad input, bad usage, fewer than K puzzles, a\n"
	"grid or search too big for --html, or an I/O error.\n";

struct export {
	bool dlx, html;
	uint64_t max_steps;
	uint64_t wanted;   /* 1-based number of the puzzle to export */
	uint64_t seen;
	bool written;
	int input_format; /* enum sudoku_input_format */
	unsigned variant;
	int jobs; /* checked and unused: one puzzle is one thread's work */
	const char *output_path;
	struct output_file out;
};

static int parse_flags(void *user, int argc, char **argv, int *first)
{
	struct export *ex = user;
	const struct option_spec table[] = {
		{.name = "dlx", .kind = OPTION_FLAG, .destination = &ex->dlx,
		 .help = "Knuth's DLX format"},
		{.name = "html", .kind = OPTION_FLAG, .destination = &ex->html,
		 .help = "a self-contained page replaying the search on the matrix,\n"
		         "the grid filled as options are chosen (small grids: 4x4,\n"
		         "6x6; at most --max-steps N steps)"},
		{.name = "max-steps", .kind = OPTION_COUNT, .destination = &ex->max_steps, .min = 1,
		 .value_name = "N", .help = "the longest search --html replays (default 20000)"},
		OUTPUT_OPTION(&ex->output_path),
		{.name = "puzzle", .kind = OPTION_COUNT, .destination = &ex->wanted, .min = 1,
		 .value_name = "K", .help = "export the K-th puzzle of the input (default 1)"},
		INPUT_FORMAT_OPTION(&ex->input_format),
		VARIANT_OPTION(&ex->variant, "x, windoku, jigsaw, killer, anti-knight, anti-king,\n"
		                             "non-consecutive, or joined by + (forms:\n"
		                             "docs/input-formats.md); '# variant: V' lines work too"),
		BATCH_JOBS_OPTION(&ex->jobs, "taken, like every batch command's, and changes nothing:\n"
		                             "export writes one puzzle, found by reading in order"),
	};
	const struct command_spec command = {"sudoku export", export_usage, table,
	                                     OPTION_COUNT_OF(table), export_epilogue, NULL};
	int code = options_parse(&command, argc, argv, first);
	if (code < 0 && ex->dlx == ex->html)
		return usage_error("sudoku export", "choose one output format: --dlx or --html");
	return code;
}

/* Writes item `item`'s name, following the numbering of src/sudoku/encode.c. */
static void write_item_name(FILE *out, int n, int item)
{
	int group = item / (n * n), rest = item % (n * n);
	char a = sudoku_digit_symbol(rest / n + 1), b = sudoku_digit_symbol(rest % n + 1);
	if (group == 0)
		fprintf(out, "p%c%c", a, b);
	else
		fprintf(out, "%c%cd%c", "rcb"[group - 1], a, b);
}

static void write_problem(FILE *out, const struct sudoku_shape *shape,
                          const struct sudoku_grid *grid, const char *file, long line)
{
	int n = shape->size;
	char text[SUDOKU_MAX_CELLS + 2];
	size_t length = sudoku_grid_format(shape, grid, SUDOKU_OUTPUT_LINE, text, sizeof text);
	if (length > 0 && text[length - 1] == '\n')
		text[length - 1] = '\0';
	fprintf(out, "| Sudoku %dx%d (boxes %dx%d) from %s, line %ld, as exact cover:\n", n, n,
	        shape->box_rows, shape->box_cols, file, line);
	fprintf(out, "| %s\n", text);
	fprintf(out, "| items: pRC cell, rRdD row-digit, cCdD column-digit, bBdD box-digit\n");
	int items = sudoku_item_count(shape);
	for (int x = 0; x < items; x++) {
		write_item_name(out, n, x);
		fputc(x + 1 < items ? ' ' : '\n', out);
	}
	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++) {
			int given = grid->cell[r * n + c];
			for (int d = 1; d <= n; d++) {
				if (given && d != given)
					continue;
				int option[6];
				int count = sudoku_option_items(shape, r, c, d, option);
				for (int k = 0; k < count; k++) {
					write_item_name(out, n, option[k]);
					fputc(k + 1 < count ? ' ' : '\n', out);
				}
			}
		}
}

/* Where each option of write_problem's output puts which digit: row, column, digit. */
static int *placings(const struct sudoku_grid *grid, int n)
{
	int *placing = malloc((size_t)n * n * n * 3 * sizeof *placing), count = 0;
	for (int r = 0; placing && r < n; r++)
		for (int c = 0; c < n; c++)
			for (int d = 1; d <= n; d++) {
				int given = grid->cell[r * n + c];
				if (given && d != given)
					continue;
				placing[3 * count] = r;
				placing[3 * count + 1] = c;
				placing[3 * count + 2] = d;
				count++;
			}
	return placing;
}

/* Reads the problem text back as exact cover; NULL (message printed) on failure. */
static struct dlx_format *read_back(const char *text, size_t length)
{
	struct dlx_format *format = dlx_format_create(false);
	struct dlx_format_error error;
	if (!format || dlx_format_read(format, text, length, NULL, NULL, &error) != 0) {
		fprintf(stderr, "sudoku export: %s\n", format ? error.message : "out of memory");
		dlx_format_destroy(format);
		return NULL;
	}
	return format;
}

/* The --html page: the problem built in memory, read back, searched and replayed. */
static int write_html(struct export *ex, const struct sudoku_shape *shape,
                      const struct sudoku_grid *grid, const char *file, long line)
{
	char *text = NULL;
	size_t length = 0;
	FILE *memory = open_memstream(&text, &length);
	if (!memory) {
		fprintf(stderr, "sudoku export: out of memory\n");
		return EXIT_BAD_INPUT;
	}
	write_problem(memory, shape, grid, file, line);
	int failed = fclose(memory) != 0;
	int n = shape->size, givens[SUDOKU_MAX_CELLS];
	for (int k = 0; k < n * n; k++)
		givens[k] = grid->cell[k];
	int *placing = placings(grid, n);
	struct html_grid drawing = {.size = n, .box_rows = shape->box_rows, .box_cols = shape->box_cols,
	                            .givens = givens, .placing = placing};
	struct dlx_format *format = failed ? NULL : read_back(text, length);
	free(text);
	int code = EXIT_BAD_INPUT;
	struct dlx_problem *pb = format ? dlx_format_problem(format) : NULL;
	if (pb && placing && dlx_primary_count(pb) > HTML_MAX_ITEMS) {
		fprintf(stderr, "%s:%ld: --html is for small grids (up to %d items: 6x6); this %dx%d "
		                "puzzle has %d\n", file, line, HTML_MAX_ITEMS, n, n, dlx_primary_count(pb));
	} else if (pb && placing) {
		char title[64];
		snprintf(title, sizeof title, "Sudoku %dx%d", n, n);
		struct html_request request = {.title = title, .max_steps = ex->max_steps, .grid = &drawing};
		struct dlx_stats stats;
		int written = html_page_write(ex->out.stream, format, &request, &stats);
		if (written == 0)
			code = EXIT_ALL_GOOD;
		else if (written > 0)
			fprintf(stderr, "%s:%ld: --html: the search takes more than %llu steps, too many to "
			                "replay in a page; raise the limit with --max-steps N\n", file, line,
			        (unsigned long long)(ex->max_steps ? ex->max_steps : HTML_MAX_STEPS));
		else
			fprintf(stderr, "sudoku export: out of memory\n");
	} else if (format) {
		fprintf(stderr, "sudoku export: out of memory\n");
	}
	free(placing);
	dlx_format_destroy(format);
	return code;
}

/* Any variant, from the encoder's own matrix: every option, items named. 0 or an error. */
static int write_variant_problem(FILE *out, const struct sudoku_variant_puzzle *p,
                                 const char *file, long line)
{
	int error = 0;
	const struct sudoku_shape *shape = &p->shape;
	struct dlx_problem *problem = sudoku_variant_encode(shape, &p->cages, &p->grid, &error);
	if (!problem)
		return error;
	char text[2 * SUDOKU_MAX_CELLS + 8192], name[64];
	sudoku_variant_format_line(p, text, sizeof text);
	text[strcspn(text, "\n")] = '\0';
	fprintf(out, "| %s Sudoku %dx%d from %s, line %ld, as exact cover:\n| %s\n",
	        sudoku_variant_name(p->flags, name, sizeof name), shape->size, shape->size, file, line,
	        text);
	int items = dlx_primary_count(problem), option[SUDOKU_MAX_CELLS * SUDOKU_OPTION_MAX_ITEMS];
	int all = items + dlx_secondary_count(problem);
	for (int x = 0; x < all; x++) /* the pair rules' secondary items after a '|' */
		fprintf(out, "%s%s%c", x == items ? "| " : "",
		        sudoku_variant_item_name(shape, &p->cages, x, name, sizeof name),
		        x + 1 < all ? ' ' : '\n');
	for (int o = 0; o < dlx_option_count(problem); o++) {
		int count = dlx_option_items(problem, o, option, NULL,
		                             (int)(sizeof option / sizeof option[0]));
		for (int k = 0; k < count; k++)
			fprintf(out, "%s%c", sudoku_variant_item_name(shape, &p->cages, option[k], name,
			                                               sizeof name),
			        k + 1 < count ? ' ' : '\n');
	}
	dlx_problem_destroy(problem);
	return 0;
}

static int on_puzzle(void *user, const char *file, const struct sudoku_variant_record *record)
{
	struct export *ex = user;
	if (++ex->seen < ex->wanted)
		return EXIT_ALL_GOOD;
	const struct sudoku_variant_puzzle *p = &record->puzzle;
	if (record->marked) {
		report(file, record->line, 0,
		       "pencil marks are not exported: export takes a puzzle's givens");
		return EXIT_BAD_INPUT;
	}
	if (ex->html) {
		if (p->flags != 0) {
			report(file, record->line, 0, "--html takes plain puzzles, not variants");
			return EXIT_BAD_INPUT;
		}
		int code = write_html(ex, &p->shape, &p->grid, file, record->line);
		if (code != EXIT_ALL_GOOD)
			return code;
	} else if (p->flags == 0) {
		write_problem(ex->out.stream, &p->shape, &p->grid, file, record->line);
	} else {
		int error = write_variant_problem(ex->out.stream, p, file, record->line);
		if (error) {
			report(file, record->line, 0, "cannot encode this puzzle: %s", sudoku_strerror(error));
			return EXIT_BAD_INPUT;
		}
	}
	ex->written = true;
	return -1; /* done: the rest of the input is not needed */
}

/* Reads up to the puzzle wanted; once it is written, the rest do not matter. */
static int export_one(void *user, char **files, int file_count, bool *complete)
{
	struct export *ex = user;
	int code = for_each_variant_puzzle(files, file_count, ex->input_format, ex->variant, true,
	                                   on_puzzle, ex, NULL);
	*complete = true;
	return ex->written ? EXIT_ALL_GOOD : code;
}

static int finish(void *user, bool complete, int code)
{
	(void)complete;
	struct export *ex = user;
	if (ex->written)
		return -1;
	if (code == EXIT_ALL_GOOD)
		fprintf(stderr, "sudoku export: asked for puzzle %llu, the input has %llu\n",
		        (unsigned long long)ex->wanted, (unsigned long long)ex->seen);
	output_abort(&ex->out);
	return EXIT_BAD_INPUT;
}

int command_export(int argc, char **argv)
{
	struct export ex = {.wanted = 1};
	const struct command_frame frame = {parse_flags, export_one, finish, &ex.out, &ex.output_path};
	return frame_run(&frame, &ex, argc, argv);
}
