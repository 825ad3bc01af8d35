/*
 * sudoku_print.c - `sudoku print`: puzzles for people, as pretty text or
 * printable pages, SVG or PDF (several puzzles a page, a title and rating
 * line over each, givens apart from solved digits, candidates on request,
 * the solutions on pages of their own after the puzzles when asked).
 * Variant puzzles are drawn with their regions, diagonals, windows and
 * cages, and solved by the variant solver; they are not rated.
 *
 * An SVG document is one page, so pages beyond the first go to files of
 * their own: -o OUT.svg gives OUT-1.svg, OUT-2.svg, ... (and OUT.svg is
 * left alone). A PDF holds every page in one file.
 */
#include "commands.h"
#include "frame.h"
#include "logic_out.h"
#include "pdf_page.h"
#include "svg_page.h"

#include <stdlib.h>
#include <string.h>

static const char print_usage[] =
	"usage: sudoku print [FILE...] [-o OUT] [-f pretty|svg|pdf] [--candidates]\n"
	"                    [--solution] [--solution-pages] [--per-page N] [--title TEXT]\n"
	"                    [--input-format auto|line|grid] [--strict] [--variant V]\n"
	"\n"
	"Writes each puzzle for a person to read or print. SVG is one file a page:\n"
	"with more than one page, -o OUT.svg writes OUT-1.svg, OUT-2.svg, ...\n"
	"PDF puts every page in one file. Variants (a '# variant: V' line, or\n"
	"--variant) are drawn by their rules: jigsaw regions, X diagonals, windoku\n"
	"windows shaded, killer cages dashed with their sums; their titles name the\n"
	"variant, not a rating.\n"
	"\n";

static const char print_epilogue[] =
	"\n"
	"Exit codes: 0 every puzzle printed; 1 some puzzle has no solution or more\n"
	"than one; 2 bad input (svg and --candidates: 9x9 only; --candidates: plain\n"
	"puzzles only), usage or I/O error.\n";

struct print_run {
	int format; /* an index into print_formats */
	bool candidates, solution, solution_pages, strict;
	int per_page;
	const char *title;
	int input_format; /* enum sudoku_input_format */
	unsigned variant; /* SUDOKU_VARIANT_* from --variant; 0 for plain */
	const char *output_path;
	char **files;      /* the inputs, for the names of the pages */
	int file_count;
	struct output_file out;
	struct solver_cache solvers;
	struct svg_doc doc;
	struct svg_doc solutions; /* --solution-pages: the same grids solved */
	bool first;
};

static const char *const print_formats[] = {"pretty", "svg", "pdf", NULL};
enum { PRINT_PRETTY, PRINT_SVG, PRINT_PDF };

static int parse_table(struct print_run *run, int argc, char **argv, int *first)
{
	const struct option_spec table[] = {
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &run->format,
		 .choices = print_formats, .value_name = "F",
		 .help = "pretty (default): boxes drawn in text; svg: A4 pages\n"
		         "of 9x9 grids, givens in bold black, solved digits in\n"
		         "blue, a title line with the SE-scale rating over each,\n"
		         "one file a page; pdf: the same pages in one PDF"},
		{.name = "candidates", .kind = OPTION_FLAG, .destination = &run->candidates,
		 .help = "also the candidates of the empty cells"},
		{.name = "solution", .kind = OPTION_FLAG, .destination = &run->solution,
		 .help = "fill in the solution (the engine's; must be unique)"},
		{.name = "solution-pages", .kind = OPTION_FLAG, .destination = &run->solution_pages,
		 .help = "svg, pdf: the puzzles, then their solutions on pages\n"
		         "of their own"},
		{.name = "per-page", .kind = OPTION_INT, .destination = &run->per_page, .min = 1, .max = 8,
		 .value_name = "N", .help = "svg, pdf: grids per page, 1 to 8 (default 1)"},
		{.name = "title", .kind = OPTION_TEXT, .destination = &run->title, .value_name = "TEXT",
		 .help = "svg, pdf: the title over each grid (default FILE:LINE)"},
		OUTPUT_OPTION(&run->output_path),
		INPUT_FORMAT_OPTION(&run->input_format),
		STRICT_OPTION(&run->strict, "stop at the first bad puzzle"),
		VARIANT_OPTION(&run->variant, "x, windoku, jigsaw, killer, anti-knight, anti-king,\n"
		                              "non-consecutive, or joined by + (see solve);\n"
		                              "a '# variant: V' line in a file sets it from there on"),
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

/* --solution-pages: the puzzle's solved grid, for the pages after the puzzles. */
static int add_solution_page(struct print_run *run, const char *file,
                             const struct sudoku_record *record, const struct svg_item *puzzle,
                             const struct sudoku_grid *solution)
{
	struct svg_item *item = svg_doc_add(&run->solutions);
	if (!item) {
		report(file, record->line, 0, "out of memory");
		return -1;
	}
	item->pencil = puzzle->pencil;
	item->rules = puzzle->rules; /* a variant's solution drawn by its rules too */
	fill_solution(&item->pencil, solution);
	snprintf(item->title, sizeof item->title, "solution: %.140s", puzzle->title);
	return EXIT_ALL_GOOD;
}

static int add_svg(struct print_run *run, const char *file, const struct sudoku_record *record)
{
	struct sudoku_pencil pencil;
	struct sudoku_grid solution;
	struct sudoku_se_rating rating;
	int code = logic_prepare_rated(&run->solvers, file, record, &pencil, &solution, &rating);
	if (code != EXIT_ALL_GOOD)
		return code;
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
	         hardest_name(&rating));
	return run->solution_pages ? add_solution_page(run, file, record, item, &solution)
	                           : EXIT_ALL_GOOD;
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
		if (err == SUDOKU_ENOMEM) {
			report(file, record->line, 0, "out of memory");
			return EXIT_BAD_INPUT;
		}
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

static int on_plain(struct print_run *run, const char *file, const struct sudoku_record *record)
{
	return run->format != PRINT_PRETTY ? add_svg(run, file, record)
	                                   : write_pretty(run, file, record);
}

/* A variant's one solution into *solution: an exit code, reported when not 0. */
static int solve_variant(const char *file, const struct sudoku_variant_record *record,
                         struct sudoku_grid *solution)
{
	const struct sudoku_variant_puzzle *p = &record->puzzle;
	struct sudoku_result result;
	int error = sudoku_variant_puzzle_solve(p, NULL, solution, &result);
	if (error) {
		report(file, record->line, 0, "%s", sudoku_strerror(error));
		return EXIT_BAD_INPUT;
	}
	if (result.status != SUDOKU_SOLVED) {
		report(file, record->line, 0, "%s",
		       result.status == SUDOKU_MULTIPLE ? "more than one solution" : "no solution");
		return EXIT_UNSOLVED;
	}
	return EXIT_ALL_GOOD;
}

/*
 * A variant's grid on the pages: the givens, the solution when asked, the
 * variant's marks, and a title naming the variant where a plain puzzle's
 * names its rating (the logical rater knows the classic rules only).
 */
static int add_variant_svg(struct print_run *run, const char *file,
                           const struct sudoku_variant_record *record,
                           const struct sudoku_grid *solution)
{
	const struct sudoku_variant_puzzle *p = &record->puzzle;
	char where[120], variant[64], title[200];
	snprintf(where, sizeof where, "%s:%ld", file, record->line);
	snprintf(title, sizeof title, "%.150s - %s", run->title ? run->title : where,
	         sudoku_variant_name(p->flags, variant, sizeof variant));
	struct svg_item *item =
	    svg_doc_add_variant(&run->doc, p, run->solution ? solution : NULL, title);
	if (!item) { /* the grid is 9x9 (on_variant): memory ran out */
		report(file, record->line, 0, "out of memory");
		return -1;
	}
	if (!run->solution_pages)
		return EXIT_ALL_GOOD;
	struct sudoku_record plain;
	plain_record_of(record, &plain);
	return add_solution_page(run, file, &plain, item, solution);
}

/*
 * A variant puzzle: drawn by its own rules in every form. Candidates are
 * left out: they would be the classic rules' candidates, wrong for a variant.
 */
static int on_variant(struct print_run *run, const char *file,
                      const struct sudoku_variant_record *record)
{
	const struct sudoku_variant_puzzle *p = &record->puzzle;
	int n = p->grid.size;
	if (run->candidates) {
		report(file, record->line, 0, "--candidates: plain puzzles only, not variant %s",
		       sudoku_variant_name(p->flags, (char[64]){0}, 64));
		return EXIT_BAD_INPUT;
	}
	if (run->format != PRINT_PRETTY && n != 9) {
		report(file, record->line, 0, "%dx%d: svg and pdf pages draw 9x9 grids only", n, n);
		return EXIT_BAD_INPUT;
	}
	struct sudoku_grid solution;
	bool solve = run->solution || run->format != PRINT_PRETTY;
	int code = solve ? solve_variant(file, record, &solution) : EXIT_ALL_GOOD;
	if (code != EXIT_ALL_GOOD)
		return code;
	if (run->format != PRINT_PRETTY)
		return add_variant_svg(run, file, record, &solution);
	write_variant_grid(run->out.stream, p, run->solution ? &solution : &p->grid,
	                   SUDOKU_OUTPUT_PRETTY, &run->first);
	return EXIT_ALL_GOOD;
}

static int on_puzzle(void *user, const char *file, const struct sudoku_variant_record *record)
{
	struct print_run *run = user;
	if (record->puzzle.flags)
		return on_variant(run, file, record);
	struct sudoku_record plain;
	plain_record_of(record, &plain);
	return on_plain(run, file, &plain);
}

/* OUT.svg's page k file: OUT-k.svg (OUT-k when OUT does not end in .svg); false when too long. */
static bool page_path(const char *path, int page, char *buf, size_t len)
{
	size_t stem = strlen(path);
	if (stem > 4 && strcmp(path + stem - 4, ".svg") == 0)
		stem -= 4;
	int n = snprintf(buf, len, "%.*s-%d%s", (int)stem, path, page,
	                 stem < strlen(path) ? ".svg" : "");
	return n > 0 && (size_t)n < len;
}

/* Writes every SVG page to its own file, all or none. */
static bool write_page_files(struct print_run *run, char *const *files, int file_count)
{
	const struct svg_doc *docs[2] = {&run->doc, &run->solutions};
	int counts[2] = {page_count(run->doc.count, run->per_page),
	                 run->solution_pages ? page_count(run->solutions.count, run->per_page) : 0};
	struct output_file *outs = calloc((size_t)(counts[0] + counts[1]), sizeof *outs);
	int opened = 0;
	bool ok = outs != NULL;
	for (int d = 0; d < 2 && ok; d++)
		for (int page = 0; page < counts[d] && ok; page++) {
			char path[4096];
			ok = page_path(run->output_path, opened + 1, path, sizeof path) &&
			     output_open(&outs[opened], path, files, file_count);
			if (ok)
				svg_doc_write_page(docs[d], run->per_page, page, outs[opened++].stream);
		}
	for (int k = 0; k < opened; k++)
		if (ok)
			ok = output_commit(&outs[k]);
		else
			output_abort(&outs[k]);
	free(outs);
	return ok;
}

/* The pages at the end of the run: false (reported) when they cannot be written. */
static bool write_pages(struct print_run *run, char *const *files, int file_count)
{
	if (run->format == PRINT_PDF) {
		const struct svg_doc *docs[2] = {&run->doc, &run->solutions};
		if (pdf_write(docs, run->solution_pages ? 2 : 1, run->per_page, run->out.stream))
			return true;
		fprintf(stderr, "sudoku print: the PDF could not be written\n");
		return false;
	}
	int pages = page_count(run->doc.count, run->per_page) +
	            (run->solution_pages ? page_count(run->solutions.count, run->per_page) : 0);
	if (pages == 1) {
		svg_doc_write(run->solution_pages && run->doc.count == 0 ? &run->solutions : &run->doc,
		              run->per_page, run->out.stream);
		return true;
	}
	if (!run->out.path) {
		fprintf(stderr,
		        "sudoku print: %d SVG pages need -o OUT.svg (one file a page: OUT-1.svg ...)\n",
		        pages);
		return false;
	}
	if (!run->out.temp_path) { /* written directly: a device, a FIFO or a shell's stream */
		fprintf(stderr,
		        "sudoku print: %s: not a file, and %d SVG pages need one file each "
		        "(-o OUT.svg writes OUT-1.svg ...; -f pdf puts them in one stream)\n",
		        run->out.path, pages);
		return false;
	}
	output_abort(&run->out); /* OUT.svg itself stays as it was */
	return write_page_files(run, files, file_count);
}

/* The flags, and the combinations refused before any input is read. */
static int parse_flags(void *user, int argc, char **argv, int *first)
{
	struct print_run *run = user;
	int code = parse_table(run, argc, argv, first);
	if (code >= 0)
		return code;
	if (run->format == PRINT_PDF && !pdf_available())
		return usage_error("sudoku print", "-f pdf is not available: this sudoku was built "
		                                   "without cairo (meson option pdf), or cannot load it");
	if (run->solution_pages && run->format == PRINT_PRETTY)
		return usage_error("sudoku print", "--solution-pages makes pages: use -f svg or -f pdf");
	return -1;
}

static int print_all(void *user, char **files, int file_count, bool *complete)
{
	struct print_run *run = user;
	run->files = files;
	run->file_count = file_count;
	return for_each_variant_puzzle(files, file_count, run->input_format, run->variant,
	                               run->strict, on_puzzle, run, complete);
}

static int finish(void *user, bool complete, int code)
{
	struct print_run *run = user;
	/*
	 * An input not read whole leaves every output as it was: no pages are
	 * written. So does one whose every grid was refused: its document would
	 * be a blank page in place of the old file.
	 */
	bool refused = run->format != PRINT_PRETTY && code != EXIT_ALL_GOOD &&
	               run->doc.count == 0 && run->solutions.count == 0;
	if (complete && refused) {
		output_abort(&run->out);
		complete = false;
	}
	bool written = !complete || run->format == PRINT_PRETTY ||
	               write_pages(run, run->files, run->file_count);
	svg_doc_finish(&run->doc);
	svg_doc_finish(&run->solutions);
	solver_cache_finish(&run->solvers);
	if (!written) {
		output_abort(&run->out);
		return EXIT_BAD_INPUT;
	}
	if (refused || (complete && !run->out.stream))
		return code; /* nothing written, or the pages went to files of their own */
	return -1;
}

int command_print(int argc, char **argv)
{
	struct print_run run = {.per_page = 1, .first = true};
	const struct command_frame frame = {parse_flags, print_all, finish, &run.out, &run.output_path};
	return frame_run(&frame, &run, argc, argv);
}
