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
 */
#include "batch.h"
#include "commands.h"
#include "puzzles.h"

#include <getopt.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char export_help[] =
	"usage: sudoku export --dlx [FILE...] [-o OUT] [--puzzle K] [--input-format F]\n"
	"\n"
	"Writes one puzzle (the first, or the K-th) as an exact-cover problem in\n"
	"Knuth's DLX format, which 'dlx' reads: 'dlx OUT' then counts its solutions.\n"
	"\n"
	"  --dlx                Knuth's DLX format (the only format so far)\n"
	"  -o, --output OUT     write to OUT (atomically: complete or untouched)\n"
	"  --puzzle K           export the K-th puzzle of the input (default 1)\n"
	"  --input-format F     auto (default), line or grid\n"
	"  -j, --jobs N         accepted like the other commands' -j; one puzzle is\n"
	"                       written, so it changes nothing\n"
	"\n"
	"Items: pRC (cell), rRdD (row R has digit D), cCdD (column), bBdD (box B,\n"
	"numbered in reading order); rows, columns, boxes and digits are written\n"
	"1-9 then A-Z. A given keeps only its own digit's option in its cell.\n"
	"\n"
	"Exit codes: 0 written; 2 bad input, bad usage, fewer than K puzzles or\n"
	"an I/O error.\n";

struct export {
	bool dlx;
	uint64_t wanted;   /* 1-based number of the puzzle to export */
	uint64_t seen;
	bool written;
	enum sudoku_input_format input_format;
	char *output_path;
	struct output_file out;
};

enum { OPT_DLX = 256, OPT_PUZZLE, OPT_INPUT_FORMAT };

static const struct option long_options[] = {
	{"dlx", no_argument, NULL, OPT_DLX},
	{"output", required_argument, NULL, 'o'},
	{"puzzle", required_argument, NULL, OPT_PUZZLE},
	{"input-format", required_argument, NULL, OPT_INPUT_FORMAT},
	{"jobs", required_argument, NULL, 'j'},
	{"help", no_argument, NULL, 'h'},
	{NULL, 0, NULL, 0},
};

static int parse_flags(struct export *ex, int argc, char **argv)
{
	int ch;
	optind = 1;
	opterr = 0;
	int jobs;
	while ((ch = getopt_long(argc, argv, ":o:hj:", long_options, NULL)) != -1) {
		switch (ch) {
		case OPT_DLX: ex->dlx = true; break;
		case 'o': ex->output_path = optarg; break;
		case 'j': /* one puzzle: nothing to share out, but the value must make sense */
			if (!parse_jobs(optarg, &jobs))
				return usage_error("sudoku export", "--jobs needs a number of threads from 0 to 256, not '%s'",
				                   optarg);
			break;
		case OPT_PUZZLE:
			if (!parse_count(optarg, &ex->wanted) || ex->wanted == 0)
				return usage_error("sudoku export", "--puzzle needs a positive whole number, not '%s'", optarg);
			break;
		case OPT_INPUT_FORMAT:
			if (!parse_input_format(optarg, &ex->input_format))
				return usage_error("sudoku export", "unknown input format '%s' (auto, line, grid)", optarg);
			break;
		case 'h': fputs(export_help, stdout); return EXIT_ALL_GOOD;
		case ':': return usage_error("sudoku export", "option '%s' needs a value", argv[optind - 1]);
		default: return usage_error("sudoku export", "unknown option '%s'", argv[optind - 1]);
		}
	}
	if (!ex->dlx)
		return usage_error("sudoku export", "choose the output format: --dlx");
	return -1;
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

static int on_puzzle(void *user, const char *file, const struct sudoku_record *record)
{
	struct export *ex = user;
	if (++ex->seen < ex->wanted)
		return EXIT_ALL_GOOD;
	struct sudoku_shape shape;
	if (sudoku_shape_init(&shape, record->grid.size, 0) != 0) {
		report(file, record->line, 0, "no box shape for size %d", record->grid.size);
		return EXIT_BAD_INPUT;
	}
	write_problem(ex->out.stream, &shape, &record->grid, file, record->line);
	ex->written = true;
	return -1; /* done: the rest of the input is not needed */
}

int command_export(int argc, char **argv)
{
	struct export ex = {.wanted = 1};
	int code = parse_flags(&ex, argc, argv);
	if (code >= 0)
		return code;
	char **files = argv + optind;
	int file_count = argc - optind;
	if (!output_open(&ex.out, ex.output_path, files, file_count))
		return EXIT_BAD_INPUT;
	code = for_each_puzzle(files, file_count, ex.input_format, true, on_puzzle, &ex);
	if (!ex.written) {
		if (code == EXIT_ALL_GOOD)
			fprintf(stderr, "sudoku export: asked for puzzle %llu, the input has %llu\n",
			        (unsigned long long)ex.wanted, (unsigned long long)ex.seen);
		output_abort(&ex.out);
		return EXIT_BAD_INPUT;
	}
	if (!output_commit(&ex.out))
		return EXIT_BAD_INPUT;
	return EXIT_ALL_GOOD;
}
