/*
 * sudoku_explain.c - `sudoku explain`: the logical solution of each 9x9
 * puzzle, one step a line in standard notation (text), one JSON object per
 * puzzle (json), or the grid at one step with its cells highlighted (svg).
 */
#include "commands.h"
#include "frame.h"
#include "logic_choice.h"
#include "logic_out.h"
#include "svg_page.h"

#include <stdlib.h>
#include <string.h>

static const char explain_usage[] =
	"usage: sudoku explain [FILE...] [-o OUT] [-f text|json|svg] [--candidates]\n"
	"                      [--step K] [--names hodoku|se] [--techniques LIST]\n"
	"                      [--without LIST] [--input-format auto|line|grid]\n"
	"                      [--strict]\n"
	"\n"
	"Solves each 9x9 puzzle as a person would, always taking the easiest step\n"
	"(Sudoku Explainer's rule), and writes the steps:\n"
	"\n"
	"  text  a header line '# PUZZLE rating R (HARDEST)', then one step a line,\n"
	"        e.g. 'hidden single in box 5: r4c5=7' or\n"
	"        'pointing: 3 in box 1 only in row 2 => r2c4<>3, r2c6<>3'; chains\n"
	"        in Eureka notation, 'turbot fish: (2)r5c8=r7c8-r7c2=(2)r8c1 =>\n"
	"        r5c1<>2' ('=' a strong link, '-' a weak one), forcing chains with\n"
	"        one chain a line under the step, indented by nesting\n"
	"  json  one object a line: {\"puzzle\", \"rating\", \"hardest\", \"steps\": [\n"
	"        {\"technique\", \"difficulty\", \"placements\": [{\"cell\":\"r4c5\",\n"
	"        \"digit\":7}], \"eliminations\": [...], \"causes\": [...], \"text\",\n"
	"        \"name\" (HoDoKu's, e.g. \"skyscraper\")}]};\n"
	"        a chain step adds \"chains\": [{\"depth\", \"nodes\": [{\"cell\",\n"
	"        \"digit\"} or {\"cells\": [...], \"digit\"}], \"links\": [\"strong\" or\n"
	"        \"weak\"], \"cut\", \"text\"}]\n"
	"  svg   a printable page: each puzzle's grid before step K (default 1),\n"
	"        the step's cells and candidates highlighted, a chain's links as\n"
	"        arrows (strong solid, weak dashed)\n"
	"\n";

static const char explain_epilogue[] =
	"\n"
	"Exit codes: 0 every puzzle explained; 1 some puzzle has no solution or more\n"
	"than one, or the techniques allowed cannot finish it (nothing is written\n"
	"for it; the message names the technique the next step needs); 2 bad input\n"
	"(a size other than 9x9 included), usage or I/O error.\n"
	LOGIC_TECHNIQUES_HELP;

enum explain_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_SVG };

struct explain_run {
	int format;       /* enum explain_format */
	bool candidates;
	int step_wanted;
	bool strict;
	int input_format; /* enum sudoku_input_format */
	struct logic_choice choice;
	const char *output_path;
	struct output_file out;
	struct solver_cache solvers;
	struct svg_doc svg;
	/* per puzzle */
	int step_number;
	struct svg_item *item;
};

static const char *const explain_formats[] = {"text", "json", "svg", NULL};

static int parse_flags(void *user, int argc, char **argv, int *first)
{
	struct explain_run *run = user;
	const struct option_spec table[] = {
		OUTPUT_OPTION(&run->output_path),
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &run->format,
		 .choices = explain_formats, .value_name = "F", .help = "text (default), json or svg"},
		{.name = "candidates", .kind = OPTION_FLAG, .destination = &run->candidates,
		 .help = "text: the candidate grid before each step harder\n"
		         "than a single"},
		{.name = "step", .kind = OPTION_INT, .destination = &run->step_wanted, .min = 1,
		 .max = 10000, .value_name = "K", .help = "svg: which step to draw (1 = the first)"},
		LOGIC_NAMES_OPTION(&run->choice),
		LOGIC_TECHNIQUE_OPTIONS(&run->choice),
		INPUT_FORMAT_OPTION(&run->input_format),
		STRICT_OPTION(&run->strict, "stop at the first bad or unsolvable puzzle"),
	};
	const struct command_spec command = {"sudoku explain", explain_usage, table,
	                                     OPTION_COUNT_OF(table), explain_epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

static int on_step(void *user, const struct sudoku_pencil *before, const struct sudoku_step *step)
{
	struct explain_run *run = user;
	FILE *out = run->out.stream;
	run->step_number++;
	switch ((enum explain_format)run->format) {
	case FORMAT_TEXT:
		if (run->candidates && step->difficulty > 23)
			write_candidates(out, before);
		write_step_text(out, step, logic_choice_names(&run->choice));
		break;
	case FORMAT_JSON:
		fputs(run->step_number > 1 ? "," : "", out);
		write_step_json(out, step, logic_choice_names(&run->choice));
		break;
	case FORMAT_SVG:
		if (run->step_number == run->step_wanted) {
			run->item->pencil = *before;
			svg_item_mark_step(run->item, step);
			char text[120];
			sudoku_step_format_named(step, 3, logic_choice_names(&run->choice), text,
			                         sizeof text);
			size_t used = strlen(run->item->title);
			snprintf(run->item->title + used, sizeof run->item->title - used,
			         ", step %d: %s%s", run->step_number, text,
			         strlen(text) == sizeof text - 1 ? "..." : "");
		}
		break;
	}
	return 0;
}

static void write_header(struct explain_run *run, const char *line,
                         const struct sudoku_se_rating *rating)
{
	FILE *out = run->out.stream;
	if (run->format == FORMAT_TEXT) {
		fprintf(out, "# %s rating ", line);
		write_tenths(out, rating->rating);
		fprintf(out, " (%s)\n", hardest_name(rating));
	} else if (run->format == FORMAT_JSON) {
		fprintf(out, "{\"puzzle\":\"%s\",\"rating\":", line);
		write_tenths(out, rating->rating);
		fprintf(out, ",\"hardest\":\"%s\",\"steps\":[", hardest_name(rating));
	}
}

/*
 * The rating with the techniques allowed, before anything is written: a
 * puzzle they cannot finish is reported, and no part of it written.
 */
static int rate_first(struct explain_run *run, const char *file,
                      const struct sudoku_record *record, const struct sudoku_pencil *pencil,
                      struct sudoku_se_rating *rating)
{
	struct sudoku_step *needed = malloc(sizeof *needed);
	int rated = needed ? logic_rate_record(record, pencil, logic_choice_allowed(&run->choice),
	                                       NULL, NULL, rating, needed)
	                   : SUDOKU_ENOMEM;
	int code = EXIT_ALL_GOOD;
	if (rated == SUDOKU_ENOMEM) {
		report(file, record->line, 0, "out of memory");
		code = EXIT_BAD_INPUT;
	} else if (rated == SUDOKU_LOGIC_STUCK) {
		report_stuck(stderr, file, record->line, rating->steps, needed);
		code = EXIT_UNSOLVED;
	}
	free(needed);
	return code;
}

static int on_puzzle(void *user, const char *file, const struct sudoku_record *record)
{
	struct explain_run *run = user;
	struct sudoku_pencil pencil;
	struct sudoku_grid solution;
	struct sudoku_se_rating rating; /* rated first (no output) so the header can carry it */
	int code = logic_prepare(&run->solvers, file, record, &pencil, &solution);
	if (code != EXIT_ALL_GOOD)
		return code;
	code = rate_first(run, file, record, &pencil, &rating);
	if (code != EXIT_ALL_GOOD)
		return code;
	char line[100];
	sudoku_grid_format(&(struct sudoku_shape){.size = 9, .box_rows = 3, .box_cols = 3}, &record->grid,
	                   SUDOKU_OUTPUT_LINE, line, sizeof line);
	line[strcspn(line, "\n")] = '\0';
	write_header(run, line, &rating);
	run->step_number = 0;
	if (run->format == FORMAT_SVG) {
		run->item = svg_doc_add(&run->svg);
		if (!run->item) {
			report(file, record->line, 0, "out of memory");
			return -1;
		}
		run->item->pencil = pencil;
		run->item->candidates = true;
		snprintf(run->item->title, sizeof run->item->title, "%s:%ld, rating %d.%d", file,
		         record->line, rating.rating / 10, rating.rating % 10);
	}
	int rated = logic_rate_record(record, &pencil, logic_choice_allowed(&run->choice), on_step,
	                              run, &rating, NULL);
	if (run->format == FORMAT_JSON)
		fputs("]}\n", run->out.stream);
	if (rated == SUDOKU_ENOMEM) {
		report(file, record->line, 0, "out of memory: the steps stop short");
		return EXIT_BAD_INPUT;
	}
	if (run->format == FORMAT_SVG && run->step_number < run->step_wanted) {
		run->svg.count--; /* no page of a bare grid: the step asked for is not there */
		report(file, record->line, 0, "--step %d: the solution has only %d steps",
		       run->step_wanted, run->step_number);
		return EXIT_BAD_INPUT;
	}
	return EXIT_ALL_GOOD;
}

static int explain_all(void *user, char **files, int file_count, bool *complete)
{
	struct explain_run *run = user;
	return for_each_puzzle_complete(files, file_count, run->input_format, run->strict, on_puzzle,
	                                run, complete);
}

static int finish(void *user, bool complete, int code)
{
	(void)complete;
	(void)code;
	struct explain_run *run = user;
	if (run->format == FORMAT_SVG)
		svg_doc_write(&run->svg, 1, run->out.stream);
	svg_doc_finish(&run->svg);
	solver_cache_finish(&run->solvers);
	return -1;
}

int command_explain(int argc, char **argv)
{
	struct explain_run run = {.step_wanted = 1};
	const struct command_frame frame = {parse_flags, explain_all, finish, &run.out, &run.output_path};
	return frame_run(&frame, &run, argc, argv);
}
