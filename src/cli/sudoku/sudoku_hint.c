/*
 * sudoku_hint.c - `sudoku hint`: the next logical step only, for a puzzle,
 * a partly filled grid, or pencil marks (the "I'm stuck" button).
 *
 * Input goes through the reader every command uses (text.c): puzzles in
 * every form, and pencil-mark grids, whose marks are the state the hint
 * starts from.
 */
#include "commands.h"
#include "frame.h"
#include "logic_choice.h"
#include "logic_out.h"

#include <stdlib.h>
#include <string.h>

static const char hint_usage[] =
	"usage: sudoku hint [FILE...] [-o OUT] [-f text|json] [--level 1|2|3]\n"
	"                   [--names hodoku|se] [--techniques LIST] [--without LIST]\n"
	"                   [--strict]\n"
	"\n"
	"Prints the easiest next step for each 9x9 grid read: a puzzle, a partly\n"
	"filled grid, or pencil marks, either 729 symbols on one line (for each\n"
	"cell, nine places holding its digit or '.') or the common 9x9 layout of\n"
	"candidate digits separated by spaces (box rules '|', '-', '+' ignored).\n"
	"Uniqueness techniques are used only for grids without pencil marks whose\n"
	"solution the engine proves unique. A FILE that does not exist but reads\n"
	"as a puzzle is that puzzle.\n"
	"\n";

static const char hint_epilogue[] =
	"\n"
	"Exit codes: 0 a hint for every grid; 1 some grid is already solved,\n"
	"contradicts itself or has no single solution, or no technique allowed\n"
	"finds a step (the message names the one the step needs); 2 bad input,\n"
	"usage or I/O.\n"
	LOGIC_TECHNIQUES_HELP;

struct hint_run {
	int format; /* an index into hint_formats */
	int level;  /* 1: the technique; 2: and where; 3: the whole step */
	bool strict;
	struct logic_choice choice;
	const char *output_path;
	struct output_file out;
	struct solver_cache solvers;
};

static const char *const hint_formats[] = {"text", "json", NULL};
enum { HINT_TEXT, HINT_JSON };

static int parse_flags(void *user, int argc, char **argv, int *first)
{
	struct hint_run *run = user;
	const struct option_spec table[] = {
		OUTPUT_OPTION(&run->output_path),
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &run->format,
		 .choices = hint_formats, .value_name = "F",
		 .help = "text (default): the step in standard notation;\n"
		         "json: the step as in 'sudoku explain -f json'"},
		{.name = "level", .kind = OPTION_INT, .destination = &run->level, .min = 1, .max = 3,
		 .value_name = "LEVEL",
		 .help = "text: 1 names the technique; 2 adds the unit or cells\n"
		         "to look at; 3 (default) gives the whole step, and a\n"
		         "forcing chain's chains one a line under it"},
		LOGIC_NAMES_OPTION(&run->choice),
		LOGIC_TECHNIQUE_OPTIONS(&run->choice),
		STRICT_OPTION(&run->strict, "stop at the first bad grid"),
	};
	const struct command_spec command = {"sudoku hint", hint_usage, table,
	                                     OPTION_COUNT_OF(table), hint_epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

static int give_hint(struct hint_run *run, const char *file, const struct sudoku_record *record,
                     const struct sudoku_pencil *pencil, unsigned flags)
{
	long line = record->line;
	struct sudoku_step *step = malloc(sizeof *step);
	if (!step) {
		report(file, line, 0, "out of memory");
		return EXIT_BAD_INPUT;
	}
	int status = sudoku_logic_next_allowed(pencil, flags, logic_choice_allowed(&run->choice), step);
	enum sudoku_names names = logic_choice_names(&run->choice);
	int code = EXIT_ALL_GOOD;
	if (status == SUDOKU_ENOMEM) {
		report(file, line, 0, "out of memory");
		code = EXIT_BAD_INPUT;
	} else if (status == 1 && run->format == HINT_JSON) {
		write_step_json_hints(run->out.stream, step, names);
		fputc('\n', run->out.stream);
	} else if (status == 1) {
		write_step_hint(run->out.stream, step, run->level, names);
	} else if (status == SUDOKU_LOGIC_STUCK) {
		report_stuck(stderr, file, line, -1, step);
		code = EXIT_UNSOLVED;
	} else {
		report(file, line, 0, "%s",
		       status == 0 ? "already solved: no hint"
		       : status != SUDOKU_ECONFLICT ? "no hint: the marks allow more than one solution"
		       : record->marked ? "the pencil marks contradict themselves: no solution"
		                        : "the grid contradicts itself: no solution");
		code = EXIT_UNSOLVED;
	}
	free(step);
	return code;
}

static int on_puzzle(void *user, const char *file, const struct sudoku_record *record)
{
	struct hint_run *run = user;
	struct sudoku_pencil pencil;
	struct sudoku_grid solution;
	/*
	 * Marks too must leave one solution, as explain asks: on marks that allow
	 * several the step search has no end in sight (every technique, chains and
	 * nesting included, fails on the empty grid's marks before it gives up).
	 */
	int code = logic_prepare(&run->solvers, file, record, &pencil, &solution);
	if (code != EXIT_ALL_GOOD)
		return code;
	/* uniqueness techniques only on a puzzle the engine proved unique, as the usage says */
	return give_hint(run, file, record, &pencil, record->marked ? 0 : SUDOKU_LOGIC_ASSUME_UNIQUE);
}

static int hint_all(void *user, char **files, int file_count, bool *complete)
{
	struct hint_run *run = user;
	return for_each_puzzle_complete(files, file_count, SUDOKU_INPUT_AUTO, run->strict, on_puzzle,
	                                run, complete);
}

static int finish(void *user, bool complete, int code)
{
	(void)complete;
	(void)code;
	struct hint_run *run = user;
	solver_cache_finish(&run->solvers);
	return -1;
}

int command_hint(int argc, char **argv)
{
	struct hint_run run = {.level = 3};
	const struct command_frame frame = {parse_flags, hint_all, finish, &run.out, &run.output_path};
	return frame_run(&frame, &run, argc, argv);
}
