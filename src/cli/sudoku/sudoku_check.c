/*
 * sudoku_check.c - `sudoku check PUZZLE STATE`: a player's mistakes so far.
 *
 * Both arguments are read by the reader every command uses (a file, or the
 * puzzle's text itself); the comparison is the library's (sudoku_check), so
 * every front end tells the same mistakes.
 */
#include "commands.h"
#include "puzzle_arg.h"
#include "puzzles.h"

#include <stdlib.h>
#include <string.h>

static const char check_usage[] =
	"usage: sudoku check PUZZLE STATE\n"
	"\n"
	"Compares a player's STATE (a grid of placed digits, or pencil marks) with\n"
	"the solution of PUZZLE, and prints one line per mistake, naming the cell\n"
	"as rNcM: a placed digit that is not the solution's, or a candidate\n"
	"eliminated from a cell's marks that is the solution's digit. Otherwise\n"
	"it prints 'no mistakes so far', or says that the puzzle has no solution\n"
	"or more than one. Each argument is a file holding the puzzle (the first\n"
	"one read), or the puzzle's text itself; '-' is standard input. A puzzle\n"
	"under a '# variant: V' line (as sudoku generate --variant writes it) is\n"
	"solved under that variant's rules.\n"
	"\n";

static const char check_epilogue[] =
	"\n"
	"Exit codes: 0 no mistakes; 1 mistakes, or a puzzle without exactly one\n"
	"solution; 2 bad input, usage or I/O error.\n";

/* Feeds lines until the reader has a record; true when it has one. */
static bool take_first(struct sudoku_variant_reader *reader,
                       struct sudoku_variant_record *record, struct line_reader *lines)
{
	const char *text;
	size_t length;
	bool cut;
	while (line_reader_next(lines, &text, &length, &cut) > 0) {
		sudoku_variant_reader_feed(reader, text, cut ? 0 : length);
		if (sudoku_variant_reader_next(reader, record))
			return true;
	}
	return false;
}

static bool take_first_text(struct sudoku_variant_reader *reader,
                            struct sudoku_variant_record *record, const char *text)
{
	for (;;) {
		size_t length = strcspn(text, "\n");
		sudoku_variant_reader_feed(reader, text, length);
		if (sudoku_variant_reader_next(reader, record))
			return true;
		if (text[length] == '\0')
			return false;
		text += length + 1;
	}
}

/*
 * The first puzzle of a file or of the argument's text into *record; false
 * (reported) when there is none. Read as a variant record, so that a
 * "# variant:" line is honoured: a variant's puzzle is checked under its
 * rules, never misread as plain.
 */
static bool read_one(const char *arg, struct sudoku_variant_record *record)
{
	struct sudoku_variant_reader *reader = sudoku_variant_reader_create(SUDOKU_INPUT_AUTO, 0);
	struct line_reader *lines = malloc(sizeof *lines); /* 128 KiB: not for the stack */
	const char *name = arg;
	bool found = false, opened = false, from_file = false;
	if (!reader || !lines) {
		fprintf(stderr, "sudoku check: out of memory\n");
	} else if (is_puzzle_argument(arg)) {
		name = PUZZLE_ARGUMENT_NAME;
		found = take_first_text(reader, record, arg);
		opened = true;
	} else if ((opened = from_file = line_reader_open(lines, arg))) {
		name = lines->name;
		found = take_first(reader, record, lines);
	}
	if (opened && !found) {
		sudoku_variant_reader_end(reader);
		found = sudoku_variant_reader_next(reader, record);
		if (!found)
			fprintf(stderr, "%s: no puzzle found\n", name);
	}
	if (found && record->error) {
		report(name, record->line, record->column, "%s", record->message);
		found = false;
	}
	if (from_file)
		line_reader_close(lines);
	free(lines);
	sudoku_variant_reader_destroy(reader);
	return found;
}

static void print_mistake(const struct sudoku_mistake *m, int n)
{
	char cell[16];
	sudoku_cell_name(n, m->cell, cell, sizeof cell);
	if (m->placed)
		printf("%s: %c is not the solution's digit\n", cell, sudoku_digit_symbol(m->digit));
	else
		printf("%s: %c was eliminated, but it is the solution's digit\n", cell,
		       sudoku_digit_symbol(m->digit));
}

static int report_check(const struct sudoku_check_result *result, int n)
{
	switch (result->status) {
	case SUDOKU_NO_SOLUTION:
		printf("the puzzle has no solution\n");
		return EXIT_UNSOLVED;
	case SUDOKU_MULTIPLE:
		printf("the puzzle has more than one solution\n");
		return EXIT_UNSOLVED;
	case SUDOKU_UNFINISHED:
		printf("the puzzle could not be solved\n");
		return EXIT_UNSOLVED;
	case SUDOKU_SOLVED:
		break;
	}
	for (int k = 0; k < result->mistakes; k++)
		print_mistake(&result->mistake[k], n);
	if (result->mistakes == 0)
		printf("no mistakes so far\n");
	return result->mistakes ? EXIT_UNSOLVED : EXIT_ALL_GOOD;
}

/* The library's comparison: under the puzzle's variant when it has one. */
static int compare(const struct sudoku_variant_record *puzzle,
                   const struct sudoku_variant_record *state, struct sudoku_check_result *result)
{
	const uint16_t *marks = state->marked ? state->marks : NULL;
	int err = puzzle->puzzle.flags
	              ? sudoku_variant_check(&puzzle->puzzle, &state->puzzle.grid, marks, result)
	              : sudoku_check(&puzzle->puzzle.grid, &state->puzzle.grid, marks, result);
	if (err == 0)
		return report_check(result, puzzle->puzzle.grid.size);
	fprintf(stderr, "sudoku check: %s\n", sudoku_strerror(err));
	return EXIT_BAD_INPUT;
}

static int check_pair(const char *puzzle_arg, const char *state_arg)
{
	struct sudoku_variant_record *puzzle = malloc(sizeof *puzzle), *state = malloc(sizeof *state);
	struct sudoku_check_result *result = malloc(sizeof *result);
	int code = EXIT_BAD_INPUT;
	if (!puzzle || !state || !result) {
		fprintf(stderr, "sudoku check: out of memory\n");
	} else if (!read_one(puzzle_arg, puzzle) || !read_one(state_arg, state)) {
		/* reported */
	} else if (puzzle->marked) {
		fprintf(stderr, "sudoku check: the puzzle is its givens, not pencil marks\n");
	} else if (state->puzzle.grid.size != puzzle->puzzle.grid.size) {
		int n = puzzle->puzzle.grid.size, m = state->puzzle.grid.size;
		fprintf(stderr, "sudoku check: the state is %dx%d, the puzzle %dx%d\n", m, m, n, n);
	} else {
		code = compare(puzzle, state, result);
	}
	free(puzzle);
	free(state);
	free(result);
	return code;
}

int command_check(int argc, char **argv)
{
	const struct command_spec command = {"sudoku check", check_usage, NULL, 0,
	                                     check_epilogue, NULL};
	int first;
	int code = options_parse(&command, argc, argv, &first);
	if (code >= 0)
		return code;
	if (argc - first != 2) {
		return usage_error("sudoku check", "takes two arguments, PUZZLE and STATE (got %d)",
		                   argc - first);
	}
	return check_pair(argv[first], argv[first + 1]);
}
