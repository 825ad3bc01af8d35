/*
 * sudoku_print.c - `sudoku print`: puzzles for people, as pretty text or a
 * printable SVG page (several puzzles a page, a title and rating line over
 * each, givens apart from solved digits, candidates on request).
 */
#include "commands.h"
#include "logic_out.h"
#include "svg_page.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

static const char print_help[] =
	"usage: sudoku print [FILE...] [-o OUT] [-f pretty|svg] [--candidates]\n"
	"                    [--solution] [--per-page N] [--title TEXT]\n"
	"                    [--input-format auto|line|grid] [--strict]\n"
	"\n"
	"Writes each puzzle for a person to read or print.\n"
	"\n"
	"  -f, --format F       pretty (default): boxes drawn in text; svg: A4 pages\n"
	"                       of 9x9 grids, givens in bold black, solved digits in\n"
	"                       blue, a title line with the SE-scale rating over each\n"
	"  --candidates         also the candidates of the empty cells\n"
	"  --solution           fill in the solution (the engine's; must be unique)\n"
	"  --per-page N         svg: grids per page, 1 to 8 (default 1)\n"
	"  --title TEXT         svg: the title over each grid (default FILE:LINE)\n"
	"  -o, --output OUT     write to OUT (atomically: complete or untouched)\n"
	"  --input-format F     auto (default), line or grid\n"
	"  --strict             stop at the first bad puzzle\n"
	"\n"
	"Exit codes: 0 every puzzle printed; 1 some puzzle has no solution or more\n"
	"than one; 2 bad input (svg and --candidates: 9x9 only), usage or I/O error.\n";

struct print_run {
	bool svg, candidates, solution, strict;
	int per_page;
	const char *title;
	enum sudoku_input_format input_format;
	const char *output_path;
	struct output_file out;
	struct solver_cache solvers;
	struct svg_doc doc;
	bool first;
};

enum { OPT_CANDIDATES = 256, OPT_SOLUTION, OPT_PER_PAGE, OPT_TITLE, OPT_INPUT_FORMAT, OPT_STRICT };

static const struct option long_options[] = {
	{"output", required_argument, NULL, 'o'},
	{"format", required_argument, NULL, 'f'},
	{"candidates", no_argument, NULL, OPT_CANDIDATES},
	{"solution", no_argument, NULL, OPT_SOLUTION},
	{"per-page", required_argument, NULL, OPT_PER_PAGE},
	{"title", required_argument, NULL, OPT_TITLE},
	{"input-format", required_argument, NULL, OPT_INPUT_FORMAT},
	{"strict", no_argument, NULL, OPT_STRICT},
	{"help", no_argument, NULL, 'h'},
	{NULL, 0, NULL, 0},
};

static int parse_flags(struct print_run *run, int argc, char **argv)
{
	int ch;
	uint64_t value;
	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":o:f:h", long_options, NULL)) != -1) {
		switch (ch) {
		case 'o': run->output_path = optarg; break;
		case 'f':
			if (strcmp(optarg, "pretty") != 0 && strcmp(optarg, "svg") != 0)
				return usage_error("sudoku print", "unknown format '%s' (pretty, svg)", optarg);
			run->svg = strcmp(optarg, "svg") == 0;
			break;
		case OPT_CANDIDATES: run->candidates = true; break;
		case OPT_SOLUTION: run->solution = true; break;
		case OPT_PER_PAGE:
			if (!parse_count(optarg, &value) || value < 1 || value > 8)
				return usage_error("sudoku print", "--per-page needs a whole number from 1 to 8, not '%s'", optarg);
			run->per_page = (int)value;
			break;
		case OPT_TITLE: run->title = optarg; break;
		case OPT_INPUT_FORMAT:
			if (!parse_input_format(optarg, &run->input_format))
				return usage_error("sudoku print", "unknown input format '%s' (auto, line, grid)", optarg);
			break;
		case OPT_STRICT: run->strict = true; break;
		case 'h': fputs(print_help, stdout); return EXIT_ALL_GOOD;
		case ':': return usage_error("sudoku print", "option '%s' needs a value", argv[optind - 1]);
		default: return usage_error("sudoku print", "unknown option '%s'", argv[optind - 1]);
		}
	}
	return -1;
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
	sudoku_logic_rate(&record->grid, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating);
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
		if (!solver || sudoku_solve(solver, &record->grid, NULL, &solution, &result) != 0 ||
		    result.status != SUDOKU_SOLVED) {
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
	return run->svg ? add_svg(run, file, record) : write_pretty(run, file, record);
}

int command_print(int argc, char **argv)
{
	struct print_run run = {.per_page = 1, .first = true};
	int code = parse_flags(&run, argc, argv);
	if (code >= 0)
		return code;
	char **files = argv + optind;
	int file_count = argc - optind;
	if (!output_open(&run.out, run.output_path, files, file_count))
		return EXIT_BAD_INPUT;
	code = for_each_puzzle(files, file_count, run.input_format, run.strict, on_puzzle, &run);
	if (run.svg)
		svg_doc_write(&run.doc, run.per_page, run.out.stream);
	svg_doc_finish(&run.doc);
	solver_cache_finish(&run.solvers);
	if (!output_commit(&run.out))
		return EXIT_BAD_INPUT;
	return code;
}
