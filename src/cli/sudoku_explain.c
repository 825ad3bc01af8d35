/*
 * sudoku_explain.c - `sudoku explain`: the logical solution of each 9x9
 * puzzle, one step a line in standard notation (text), one JSON object per
 * puzzle (json), or the grid at one step with its cells highlighted (svg).
 */
#include "commands.h"
#include "logic_out.h"
#include "svg_page.h"

#include <getopt.h>
#include <stdlib.h>
#include <string.h>

static const char explain_help[] =
	"usage: sudoku explain [FILE...] [-o OUT] [-f text|json|svg] [--candidates]\n"
	"                      [--step K] [--input-format auto|line|grid] [--strict]\n"
	"\n"
	"Solves each 9x9 puzzle as a person would, always taking the easiest step\n"
	"(Sudoku Explainer's rule), and writes the steps:\n"
	"\n"
	"  text  a header line '# PUZZLE rating R (HARDEST)', then one step a line,\n"
	"        e.g. 'hidden single in box 5: r4c5=7' or\n"
	"        'pointing: 3 in box 1 only in row 2 => r2c4<>3, r2c6<>3'\n"
	"  json  one object a line: {\"puzzle\", \"rating\", \"hardest\", \"steps\": [\n"
	"        {\"technique\", \"difficulty\", \"placements\": [{\"cell\":\"r4c5\",\n"
	"        \"digit\":7}], \"eliminations\": [...], \"causes\": [...], \"text\"}]}\n"
	"  svg   a printable page: each puzzle's grid before step K (default 1),\n"
	"        the step's cells and candidates highlighted\n"
	"\n"
	"  -o, --output OUT     write to OUT (atomically: complete or untouched)\n"
	"  --candidates         text: the candidate grid before each step harder\n"
	"                       than a single\n"
	"  --step K             svg: which step to draw (1 = the first)\n"
	"  --input-format F     auto (default), line or grid\n"
	"  --strict             stop at the first bad or unsolvable puzzle\n"
	"\n"
	"Exit codes: 0 every puzzle explained; 1 some puzzle has no solution or more\n"
	"than one; 2 bad input (a size other than 9x9 included), usage or I/O error.\n";

enum explain_format { FORMAT_TEXT, FORMAT_JSON, FORMAT_SVG };

struct explain_run {
	enum explain_format format;
	bool candidates;
	int step_wanted;
	bool strict;
	enum sudoku_input_format input_format;
	const char *output_path;
	struct output_file out;
	struct solver_cache solvers;
	struct svg_doc svg;
	/* per puzzle */
	int step_number;
	struct svg_item *item;
};

enum { OPT_CANDIDATES = 256, OPT_STEP, OPT_INPUT_FORMAT, OPT_STRICT };

static const struct option long_options[] = {
	{"output", required_argument, NULL, 'o'},
	{"format", required_argument, NULL, 'f'},
	{"candidates", no_argument, NULL, OPT_CANDIDATES},
	{"step", required_argument, NULL, OPT_STEP},
	{"input-format", required_argument, NULL, OPT_INPUT_FORMAT},
	{"strict", no_argument, NULL, OPT_STRICT},
	{"help", no_argument, NULL, 'h'},
	{NULL, 0, NULL, 0},
};

static int parse_flags(struct explain_run *run, int argc, char **argv)
{
	int ch;
	uint64_t value;
	optind = 1;
	opterr = 0;
	while ((ch = getopt_long(argc, argv, ":o:f:h", long_options, NULL)) != -1) {
		switch (ch) {
		case 'o': run->output_path = optarg; break;
		case 'f':
			if (strcmp(optarg, "text") == 0) run->format = FORMAT_TEXT;
			else if (strcmp(optarg, "json") == 0) run->format = FORMAT_JSON;
			else if (strcmp(optarg, "svg") == 0) run->format = FORMAT_SVG;
			else return usage_error("sudoku explain", "unknown format '%s' (text, json, svg)", optarg);
			break;
		case OPT_CANDIDATES: run->candidates = true; break;
		case OPT_STEP:
			if (!parse_count(optarg, &value) || value < 1 || value > 10000)
				return usage_error("sudoku explain", "--step needs a whole number from 1 to 10000, not '%s'", optarg);
			run->step_wanted = (int)value;
			break;
		case OPT_INPUT_FORMAT:
			if (!parse_input_format(optarg, &run->input_format))
				return usage_error("sudoku explain", "unknown input format '%s' (auto, line, grid)", optarg);
			break;
		case OPT_STRICT: run->strict = true; break;
		case 'h': fputs(explain_help, stdout); return EXIT_ALL_GOOD;
		case ':': return usage_error("sudoku explain", "option '%s' needs a value", argv[optind - 1]);
		default: return usage_error("sudoku explain", "unknown option '%s'", argv[optind - 1]);
		}
	}
	return -1;
}

static int on_step(void *user, const struct sudoku_pencil *before, const struct sudoku_step *step)
{
	struct explain_run *run = user;
	FILE *out = run->out.stream;
	run->step_number++;
	switch (run->format) {
	case FORMAT_TEXT:
		if (run->candidates && step->difficulty > 23)
			write_candidates(out, before);
		write_step_text(out, step);
		break;
	case FORMAT_JSON:
		fputs(run->step_number > 1 ? "," : "", out);
		write_step_json(out, step);
		break;
	case FORMAT_SVG:
		if (run->step_number == run->step_wanted) {
			run->item->pencil = *before;
			svg_item_mark_step(run->item, step);
			char text[120];
			sudoku_step_format(step, text, sizeof text);
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
		fprintf(out, " (%s)\n", sudoku_logic_technique_name(rating->hardest));
	} else if (run->format == FORMAT_JSON) {
		fprintf(out, "{\"puzzle\":\"%s\",\"rating\":", line);
		write_tenths(out, rating->rating);
		fprintf(out, ",\"hardest\":\"%s\",\"steps\":[", sudoku_logic_technique_name(rating->hardest));
	}
}

static int on_puzzle(void *user, const char *file, const struct sudoku_record *record)
{
	struct explain_run *run = user;
	struct sudoku_pencil pencil;
	struct sudoku_grid solution;
	int code = logic_prepare(&run->solvers, file, record, &pencil, &solution);
	if (code != EXIT_ALL_GOOD)
		return code;
	/* rate first (no output) so the header can carry the rating */
	struct sudoku_se_rating rating;
	sudoku_logic_rate(&record->grid, SUDOKU_LOGIC_ASSUME_UNIQUE, NULL, NULL, &rating);
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
	sudoku_logic_rate(&record->grid, SUDOKU_LOGIC_ASSUME_UNIQUE, on_step, run, &rating);
	if (run->format == FORMAT_JSON)
		fputs("]}\n", run->out.stream);
	return EXIT_ALL_GOOD;
}

int command_explain(int argc, char **argv)
{
	struct explain_run run = {.step_wanted = 1};
	int code = parse_flags(&run, argc, argv);
	if (code >= 0)
		return code;
	char **files = argv + optind;
	int file_count = argc - optind;
	if (!output_open(&run.out, run.output_path, files, file_count))
		return EXIT_BAD_INPUT;
	code = for_each_puzzle(files, file_count, run.input_format, run.strict, on_puzzle, &run);
	if (run.format == FORMAT_SVG)
		svg_doc_write(&run.svg, 1, run.out.stream);
	svg_doc_finish(&run.svg);
	solver_cache_finish(&run.solvers);
	if (!output_commit(&run.out))
		return EXIT_BAD_INPUT;
	return code;
}
