/*
 * sudoku_hint.c - `sudoku hint`: the next logical step only, for a puzzle,
 * a partly filled grid, or pencil marks (the "I'm stuck" button).
 *
 * Input is split into records: a line with 729 cell symbols is a candidate
 * string; any other line with 81 or more symbols is a puzzle on one line;
 * other lines gather into a block up to a blank line, read as a 9x9
 * candidate grid when it has many blank-separated tokens (20 or more) and
 * one of them holds two digits or more, and as a puzzle grid otherwise.
 */
#include "commands.h"
#include "logic_out.h"

#include <stdlib.h>
#include <string.h>

static const char hint_usage[] =
	"usage: sudoku hint [FILE...] [-o OUT] [-f text|json] [--strict]\n"
	"\n"
	"Prints the easiest next step for each 9x9 grid read: a puzzle, a partly\n"
	"filled grid, or pencil marks, either 729 symbols on one line (for each\n"
	"cell, nine places holding its digit or '.') or the common 9x9 layout of\n"
	"candidate digits separated by spaces (box rules '|', '-', '+' ignored).\n"
	"Uniqueness techniques are used only for grids without pencil marks whose\n"
	"solution the engine proves unique.\n"
	"\n";

static const char hint_epilogue[] =
	"\n"
	"Exit codes: 0 a hint for every grid; 1 some grid is already solved,\n"
	"contradicts itself or has no single solution; 2 bad input, usage or I/O.\n";

struct hint_run {
	int format; /* an index into hint_formats */
	bool strict;
	const char *output_path;
	struct output_file out;
	struct solver_cache solvers;
	bool unread; /* an input not opened or read to its end, or without a puzzle */
};

static const char *const hint_formats[] = {"text", "json", NULL};
enum { HINT_TEXT, HINT_JSON };

static int parse_flags(struct hint_run *run, int argc, char **argv, int *first)
{
	const struct option_spec table[] = {
		OUTPUT_OPTION(&run->output_path),
		{.name = "format", .short_name = 'f', .kind = OPTION_CHOICE, .destination = &run->format,
		 .choices = hint_formats, .value_name = "F",
		 .help = "text (default): the step in standard notation;\n"
		         "json: the step as in 'sudoku explain -f json'"},
		STRICT_OPTION(&run->strict, "stop at the first bad grid"),
	};
	const struct command_spec command = {"sudoku hint", hint_usage, table,
	                                     OPTION_COUNT_OF(table), hint_epilogue, NULL};
	return options_parse(&command, argc, argv, first);
}

static int give_hint(struct hint_run *run, const char *file, long line,
                     const struct sudoku_pencil *pencil, unsigned flags)
{
	struct sudoku_step *step = malloc(sizeof *step);
	if (!step) {
		report(file, line, 0, "out of memory");
		return EXIT_BAD_INPUT;
	}
	int status = sudoku_logic_next(pencil, flags, step);
	int code = EXIT_ALL_GOOD;
	if (status == SUDOKU_ENOMEM) {
		report(file, line, 0, "out of memory");
		code = EXIT_BAD_INPUT;
	} else if (status == 1 && run->format == HINT_JSON) {
		write_step_json(run->out.stream, step);
		fputc('\n', run->out.stream);
	} else if (status == 1) {
		write_step_text(run->out.stream, step);
	} else {
		report(file, line, 0, "%s", status == 0 ? "already solved: no hint"
		                            : status == SUDOKU_ECONFLICT ? "the grid contradicts itself: no solution"
		                                                         : "no hint: the marks allow more than one solution");
		code = EXIT_UNSOLVED;
	}
	free(step);
	return code;
}

/* A puzzle or partly filled grid in text. */
static int hint_puzzle(struct hint_run *run, const char *file, long line, const char *text)
{
	struct sudoku_record record;
	if (sudoku_parse_string(text, &record) != 0 || record.error) {
		report(file, line + (record.line > 0 ? record.line - 1 : 0), record.column, "%s",
		       record.message[0] ? record.message : "not a puzzle");
		return EXIT_BAD_INPUT;
	}
	record.line = line;
	struct sudoku_pencil pencil;
	struct sudoku_grid solution;
	int code = logic_prepare(&run->solvers, file, &record, &pencil, &solution);
	if (code != EXIT_ALL_GOOD)
		return code;
	return give_hint(run, file, line, &pencil, SUDOKU_LOGIC_ASSUME_UNIQUE);
}

static int hint_pencil(struct hint_run *run, const char *file, long line, const char *text)
{
	struct sudoku_pencil pencil;
	size_t where;
	if (sudoku_pencil_parse(&pencil, text, strlen(text), &where) != 0) {
		/* the byte at fault, as line and column of the file */
		long at_line = line;
		size_t line_start = 0;
		for (size_t k = 0; k < where && text[k]; k++)
			if (text[k] == '\n') {
				at_line++;
				line_start = k + 1;
			}
		report(file, at_line, (int)(where - line_start + 1),
		       "not a pencil-mark grid: 729 symbols on a line, or 81 tokens of candidate digits");
		return EXIT_BAD_INPUT;
	}
	return give_hint(run, file, line, &pencil, 0);
}

/*
 * Copies the line's first blank-separated token into buf and returns how
 * many cell symbols it holds: a puzzle or candidate string on one line is
 * one token (a rating or comment may follow it), a row of a grid is not.
 */
static int first_token(const char *text, char *buf, size_t size)
{
	text += strspn(text, " \t");
	size_t len = strcspn(text, " \t\r");
	if (len >= size)
		len = size - 1;
	memcpy(buf, text, len);
	buf[len] = '\0';
	int count = 0;
	for (size_t k = 0; k < len; k++)
		count += (buf[k] >= '0' && buf[k] <= '9') || buf[k] == '.' || buf[k] == '_';
	return count;
}

/*
 * Whether a block looks like candidate tokens: many blank-separated tokens
 * (a grid row of pencil marks has nine), one of them two digits or more.
 * A grid of single digits, or rows written without blanks, is a puzzle.
 */
static bool looks_like_pencil_marks(const char *text)
{
	int run = 0, tokens = 0;
	bool long_token = false, in_token = false;
	for (const char *p = text; *p; p++) {
		bool blank = *p == ' ' || *p == '\t' || *p == '\n' || *p == '\r';
		tokens += !blank && !in_token;
		in_token = !blank;
		run = *p >= '1' && *p <= '9' ? run + 1 : 0;
		long_token |= run >= 2;
	}
	return long_token && tokens >= 20;
}

struct block {
	char text[8192];
	size_t len;
	long first_line;
};

static int flush_block(struct hint_run *run, const char *file, struct block *b)
{
	if (b->len == 0)
		return -1;
	b->text[b->len] = '\0';
	b->len = 0;
	return looks_like_pencil_marks(b->text) ? hint_pencil(run, file, b->first_line, b->text)
	                               : hint_puzzle(run, file, b->first_line, b->text);
}

static int worse(int a, int b) { return a > b ? a : b; }

static int hint_file(struct hint_run *run, const char *path)
{
	struct line_reader *lines = malloc(sizeof *lines);
	struct block *b = calloc(1, sizeof *b);
	int worst = -1;
	if (!lines || !b)
		fprintf(stderr, "%s: out of memory\n", path);
	if (!lines || !b || !line_reader_open(lines, path)) {
		free(lines);
		free(b);
		run->unread = true;
		return EXIT_BAD_INPUT;
	}
	const char *text;
	size_t len;
	bool cut;
	int got;
	while ((got = line_reader_next(lines, &text, &len, &cut)) == 1 &&
	       !(run->strict && worst > EXIT_ALL_GOOD)) {
		char first[800];
		int symbols = first_token(text, first, sizeof first);
		if (symbols >= 81 && b->len == 0) {
			worst = worse(worst, symbols == 729 ? hint_pencil(run, lines->name, lines->line, first)
			                                    : hint_puzzle(run, lines->name, lines->line, first));
		} else if (strspn(text, " \t\r") == len) {
			worst = worse(worst, flush_block(run, lines->name, b));
		} else if (b->len + len + 2 > sizeof b->text) {
			report(lines->name, lines->line, 0, "grid too long");
			worst = EXIT_BAD_INPUT;
			b->len = 0;
		} else {
			if (b->len == 0)
				b->first_line = lines->line;
			memcpy(b->text + b->len, text, len);
			b->len += len;
			b->text[b->len++] = '\n';
		}
	}
	worst = worse(worst, flush_block(run, lines->name, b));
	if (got < 0)
		worst = EXIT_BAD_INPUT, run->unread = true;
	if (worst < 0) {
		fprintf(stderr, "%s: no puzzle found\n", lines->name);
		worst = EXIT_BAD_INPUT, run->unread = true;
	}
	line_reader_close(lines);
	free(lines);
	free(b);
	return worst;
}

int command_hint(int argc, char **argv)
{
	struct hint_run run = {0};
	int first;
	int code = parse_flags(&run, argc, argv, &first);
	if (code >= 0)
		return code;
	char **files = argv + first;
	int file_count = argc - first;
	if (!output_open(&run.out, run.output_path, files, file_count))
		return EXIT_BAD_INPUT;
	code = file_count ? EXIT_ALL_GOOD : hint_file(&run, "-");
	for (int k = 0; k < file_count && !(run.strict && code > EXIT_ALL_GOOD); k++)
		code = worse(code, hint_file(&run, files[k]));
	solver_cache_finish(&run.solvers);
	/* as for_each_puzzle_complete: --strict stopping at a bad grid leaves the file too */
	bool complete = !run.unread && !(run.strict && code > EXIT_ALL_GOOD);
	return finish_output(&run.out, complete, code);
}
