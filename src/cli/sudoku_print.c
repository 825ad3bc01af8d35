/*
 * sudoku_print.c - `sudoku print`: puzzles for people, as pretty text or a
 * printable SVG page (several puzzles a page, a title and rating line over
 * each, givens apart from solved digits, candidates on request).
 */
#include "commands.h"
#include "logic_out.h"
#include "svg_page.h"

#include <stdlib.h>
#include <string.h>

static const char print_usage[] =
	"usage: sudoku print [FILE...] [-o OUT] [-f pretty|svg] [--candidates]\n"
	"                    [--solution] [--per-page N] [--title TEXT]\n"
	"                    [--input-format auto|line|grid] [--strict]\n"
	"\n"
	"Writes each puzzle for a person to read or print.\n"
	"\n";

static const char print_epilogue[] =
	"\n"
	"Exit codes: 0 every puzzle printed; 1 some puzzle has no solution or more\n"
	"than one; 2 bad input (svg and --candidates: 9x9 only), usage or I/O error.\n";

struct print_run {
	int format; /* an index into print_formats */
	bool candidates, solution, strict;
	int per_page;
	const char *title;
	int input_format; /* enum sudoku_input_format */
	const char *output_path;
	struct output_file out;
	struct solver_cache solvers;
	struct svg_doc doc;
	bool first;
};

static const char *const print_formats[] = {"pretty", "svg", NULL};
enum { PRINT_PRETTY, PRINT_SVG };

static int parse_flags(struct print_run *run, int argc, char **argv, int *first)
{
	const struct option_spec table[] = {
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &run->format,
		 .choices = print_formats, .value_name = "F",
		 .help = "pretty (default): boxes drawn in text; svg: A4 pages\n"
		         "of 9x9 grids, givens in bold black, solved digits in\n"
		         "blue, a title line with the SE-scale rating over each"},
		{.name = "candidates", .kind = OPTION_FLAG, .destination = &run->candidates,
		 .help = "also the candidates of the empty cells"},
		{.name = "solution", .kind = OPTION_FLAG, .destination = &run->solution,
		 .help = "fill in the solution (the engine's; must be unique)"},
		{.name = "per-page", .kind = OPTION_INT, .destination = &run->per_page, .min = 1, .max = 8,
		 .value_name = "N", .help = "svg: grids per page, 1 to 8 (default 1)"},
		{.name = "title", .kind = OPTION_TEXT, .destination = &run->title, .value_name = "TEXT",
		 .help = "svg: the title over each grid (default FILE:LINE)"},
		OUTPUT_OPTION(&run->output_path),
		INPUT_FORMAT_OPTION(&run->input_format),
		STRICT_OPTION(&run->strict, "stop at the first bad puzzle"),
	};
	const struct command_spec command = {"sudoku print", print_usage, table,
	                                     OPTION_COUNT_OF(table), print_epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

/* The pencil marks to draw: the puzzle's, or with the solution filled in (givens kept apart). */
static void fill_solution(struct sudoku_pencil *pencil, const struct sudoku_grid *solution)
{
	for (int cell = 0; cell < 81; cell++)
		if (!pencil->value[cell]) {
			pencil->value[cell] = solution->cell[cell];
			pencil->cand[cell] = 0;
		}
}

static int add_svg(struct print_run *run, const char *file, const struct sudoku_record *record)
{
	struct sudoku_pencil pencil;
	struct sudoku_grid solution;
	int code = logic_prepare(&run->solvers, file, record, &pencil, &solution);
	if (code != EXIT_ALL_GOOD)
		return code;
	struct sudoku_se_rating rating;
	logic_rate_record(record, &pencil, NULL, NULL, &rating);
	struct svg_item *item = svg_doc_add(&run->doc);
	if (!item) {
		report(file, record->line, 0, "out of memory");
		return -1;
	}
	item->pencil = pencil;
	if (run->solution)
		fill_solution(&item->pencil, &solution);
	item->candidates = run->candidates;
	char where[120];
	snprintf(where, sizeof where, "%s:%ld", file, record->line);
	snprintf(item->title, sizeof item->title, "%s - rating %d.%d (%s, %s)",
	         run->title ? run->title : where, rating.rating / 10, rating.rating % 10,
	         sudoku_band_name(sudoku_band_of(rating.rating)),
	         sudoku_logic_technique_name(rating.hardest));
	return EXIT_ALL_GOOD;
}

static int write_pretty(struct print_run *run, const char *file, const struct sudoku_record *record)
{
	int n = record->grid.size;
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, n, 0);
	if (!run->candidates && !run->solution) {
		write_grid(run->out.stream, &shape, &record->grid, SUDOKU_OUTPUT_PRETTY, &run->first);
		return EXIT_ALL_GOOD;
	}
	struct sudoku_pencil pencil;
	struct sudoku_grid solution;
	int code = run->candidates ? logic_prepare(&run->solvers, file, record, &pencil, &solution)
	                           : EXIT_ALL_GOOD;
	if (code != EXIT_ALL_GOOD)
		return code;
	if (!run->candidates) {
		struct sudoku_result result;
		struct sudoku_solver *solver = solver_for(&run->solvers, n);
		int err = record->marked
		              ? sudoku_solve_marks(&record->grid, record->marks, NULL, &solution, &result)
		          : solver ? sudoku_solve(solver, &record->grid, NULL, &solution, &result)
		                   : SUDOKU_ENOMEM;
		if (err != 0 || result.status != SUDOKU_SOLVED) {
			report(file, record->line, 0, "no single solution to print");
			return EXIT_UNSOLVED;
		}
		write_grid(run->out.stream, &shape, &solution, SUDOKU_OUTPUT_PRETTY, &run->first);
		return EXIT_ALL_GOOD;
	}
	if (run->solution)
		fill_solution(&pencil, &solution);
	if (!run->first)
		fputc('\n', run->out.stream);
	run->first = false;
	write_candidates(run->out.stream, &pencil);
	return EXIT_ALL_GOOD;
}

static int on_puzzle(void *user, const char *file, const struct sudoku_record *record)
{
	struct print_run *run = user;
	return run->format == PRINT_SVG ? add_svg(run, file, record) : write_pretty(run, file, record);
}

int command_print(int argc, char **argv)
{
	struct print_run run = {.per_page = 1, .first = true};
	int first;
	int code = parse_flags(&run, argc, argv, &first);
	if (code >= 0)
		return code;
	char **files = argv + first;
	int file_count = argc - first;
	if (!output_open(&run.out, run.output_path, files, file_count))
		return EXIT_BAD_INPUT;
	code = for_each_puzzle(files, file_count, run.input_format, run.strict, on_puzzle, &run);
	if (run.format == PRINT_SVG)
		svg_doc_write(&run.doc, run.per_page, run.out.stream);
	svg_doc_finish(&run.doc);
	solver_cache_finish(&run.solvers);
	if (!output_commit(&run.out))
		return EXIT_BAD_INPUT;
	return code;
}
