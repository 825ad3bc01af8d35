/*
 * puzzles.c - the batch loop shared by the sudoku subcommands.
 */
#include "puzzles.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

void report(const char *file, long line, int column, const char *fmt, ...)
{
	if (column > 0)
		fprintf(stderr, "%s:%ld:%d: ", file, line, column);
	else
		fprintf(stderr, "%s:%ld: ", file, line);
	va_list args;
	va_start(args, fmt);
	vfprintf(stderr, fmt, args);
	va_end(args);
	fputc('\n', stderr);
}

/* A run over all the files: what to do with each puzzle, and how it went so far. */
struct batch {
	bool strict;
	puzzle_fn fn;
	void *user;
	int worst;    /* the worst exit code so far */
	bool stopped; /* --strict after a bad puzzle, or the callback said stop */
	bool unread;  /* an input could not be opened or read to its end */
};

static void note(struct batch *batch, int code)
{
	if (code > batch->worst)
		batch->worst = code;
	if (batch->strict && code != EXIT_ALL_GOOD)
		batch->stopped = true;
}

/* Hands out the records queued so far; counts them in *records. */
static void drain(struct batch *batch, struct sudoku_reader *reader, const char *name,
                  long *records)
{
	struct sudoku_record record;
	while (!batch->stopped && sudoku_reader_next(reader, &record)) {
		++*records;
		if (record.error) {
			report(name, record.line, record.column, "%s", record.message);
			note(batch, EXIT_BAD_INPUT);
			continue;
		}
		int code = batch->fn(batch->user, name, &record);
		if (code < 0)
			batch->stopped = true;
		else
			note(batch, code);
	}
}

/* Feeds one file's lines to a reader and its puzzles to the batch. */
static void read_lines(struct batch *batch, struct line_reader *lines,
                       struct sudoku_reader *reader)
{
	const char *text;
	size_t length;
	bool cut;
	int got;
	long records = 0, refused = 0;
	while (!batch->stopped && (got = line_reader_next(lines, &text, &length, &cut)) > 0) {
		/* past the cut only a comment may go unread: cells there would be lost */
		if (cut && !memchr(text, '#', length)) {
			report(lines->name, lines->line, 0, "line longer than %d bytes: refused",
			       LINE_MAX_BYTES);
			note(batch, EXIT_BAD_INPUT);
			refused++;
			length = 0; /* a blank line instead ends a grid in progress and keeps the count */
		}
		sudoku_reader_feed(reader, text, length);
		drain(batch, reader, lines->name, &records);
	}
	if (batch->stopped)
		return;
	if (got < 0) {
		note(batch, EXIT_BAD_INPUT);
		batch->unread = true;
	}
	sudoku_reader_end(reader);
	drain(batch, reader, lines->name, &records);
	if (got == 0 && records == 0 && refused == 0) {
		/* an empty file is far more often a mistake than a batch of nothing */
		fprintf(stderr, "%s: no puzzle found\n", lines->name);
		note(batch, EXIT_BAD_INPUT);
	}
}

static void read_file(struct batch *batch, const char *path, enum sudoku_input_format format)
{
	struct line_reader *lines = malloc(sizeof *lines); /* 128 KiB: not for the stack */
	struct sudoku_reader *reader = sudoku_reader_create(format);
	if (!lines || !reader) {
		fprintf(stderr, "out of memory\n");
		note(batch, EXIT_BAD_INPUT);
		batch->stopped = true;
	} else if (!line_reader_open(lines, path)) {
		note(batch, EXIT_BAD_INPUT);
		batch->unread = true;
	} else {
		read_lines(batch, lines, reader);
		line_reader_close(lines);
	}
	sudoku_reader_destroy(reader);
	free(lines);
}

int for_each_puzzle(char *const *files, int file_count, enum sudoku_input_format format,
                    bool strict, puzzle_fn fn, void *user)
{
	bool complete;
	return for_each_puzzle_complete(files, file_count, format, strict, fn, user, &complete);
}

int for_each_puzzle_complete(char *const *files, int file_count, enum sudoku_input_format format,
                             bool strict, puzzle_fn fn, void *user, bool *complete)
{
	static char *const standard_input[] = {"-"};
	if (file_count == 0) {
		files = standard_input;
		file_count = 1;
	}
	struct batch batch = {.strict = strict, .fn = fn, .user = user, .worst = EXIT_ALL_GOOD};
	for (int k = 0; k < file_count && !batch.stopped; k++)
		read_file(&batch, files[k], format);
	*complete = !batch.stopped && !batch.unread;
	return batch.worst;
}

int finish_output(struct output_file *out, bool complete, int code)
{
	if (!complete) {
		if (out->temp_path)
			fprintf(stderr, "%s: left unchanged: not every input was read\n", out->path);
		output_abort(out);
		return code > EXIT_ALL_GOOD ? code : EXIT_BAD_INPUT;
	}
	return output_commit(out) ? code : EXIT_BAD_INPUT;
}

struct sudoku_solver *solver_for(struct solver_cache *cache, int size)
{
	if (size < 0 || size > SUDOKU_MAX_SIZE)
		return NULL;
	if (!cache->by_size[size]) {
		struct sudoku_shape shape;
		if (sudoku_shape_init(&shape, size, 0) != 0)
			return NULL;
		cache->by_size[size] = sudoku_solver_create(&shape);
	}
	return cache->by_size[size];
}

void solver_cache_finish(struct solver_cache *cache)
{
	for (int n = 0; n <= SUDOKU_MAX_SIZE; n++)
		sudoku_solver_destroy(cache->by_size[n]);
	*cache = (struct solver_cache){0};
}

bool parse_input_format(const char *text, enum sudoku_input_format *format)
{
	static const char *const names[] = {"auto", "line", "grid"};
	for (int k = 0; k < 3; k++)
		if (strcmp(text, names[k]) == 0) {
			*format = (enum sudoku_input_format)k;
			return true;
		}
	return false;
}

bool parse_output_format(const char *text, enum sudoku_output_format *format)
{
	static const char *const names[] = {"line", "grid", "pretty"};
	for (int k = 0; k < 3; k++)
		if (strcmp(text, names[k]) == 0) {
			*format = (enum sudoku_output_format)k;
			return true;
		}
	return false;
}

void write_grid(FILE *stream, const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                enum sudoku_output_format format, bool *first)
{
	char buf[8192]; /* a 35x35 pretty grid needs about 5,200 bytes */
	size_t len = sudoku_grid_format(shape, grid, format, buf, sizeof buf);
	if (format != SUDOKU_OUTPUT_LINE && !*first)
		fputc('\n', stream);
	*first = false;
	fwrite(buf, 1, len < sizeof buf ? len : sizeof buf - 1, stream);
}
