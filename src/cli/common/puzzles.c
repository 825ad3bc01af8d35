/*
 * puzzles.c - the batch loop shared by the sudoku subcommands.
 */
#include "puzzles.h"

#include "puzzle_arg.h"

#include <assert.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void report_args(FILE *stream, const char *file, long line, int column, const char *fmt,
                        va_list args)
{
	if (column > 0)
		fprintf(stream, "%s:%ld:%d: ", file, line, column);
	else
		fprintf(stream, "%s:%ld: ", file, line);
	vfprintf(stream, fmt, args);
	fputc('\n', stream);
}

void report(const char *file, long line, int column, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	report_args(stderr, file, line, column, fmt, args);
	va_end(args);
}

void report_to(FILE *stream, const char *file, long line, int column, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	report_args(stream, file, line, column, fmt, args);
	va_end(args);
}

/*
 * A reader of puzzles: the variant one (which adds "# variant:" headers,
 * jigsaw and killer forms), handing on variant records or, for the plain
 * commands, plain ones. The batch loop below works through these few calls.
 */
struct batch;
struct reader_ops {
	void *(*create)(enum sudoku_input_format format, unsigned flags);
	void (*destroy)(void *reader);
	void (*feed)(void *reader, const char *line, size_t length);
	void (*end)(void *reader);
	/* Takes the next record and hands it on; false when there is none. */
	bool (*take)(struct batch *batch, void *reader, const char *name);
};

/* A run over all the files: what to do with each puzzle, and how it went so far. */
struct batch {
	bool strict;
	puzzle_fn fn;          /* plain records */
	variant_puzzle_fn vfn; /* variant records */
	void *user;
	unsigned flags;        /* the variant named on the command line */
	const struct reader_ops *ops;
	int worst;    /* the worst exit code so far */
	bool stopped; /* --strict after a bad puzzle, or the callback said stop */
	puzzle_message_fn message; /* may be NULL: messages go to stderr (-j queues them) */
	bool unread;  /* an input could not be opened or read to its end */
};

/* A message of the batch's own (a whole line): printed, or handed to the hook, which may stop the batch. */
static void say_text(struct batch *batch, const char *text)
{
	if (!batch->message)
		fputs(text, stderr);
	else if (batch->message(batch->user, text))
		batch->stopped = true;
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void say(struct batch *batch, const char *fmt, ...)
{
	char text[4608]; /* a path (PATH_MAX) and a reason */
	va_list args;
	va_start(args, fmt);
	vsnprintf(text, sizeof text, fmt, args);
	va_end(args);
	say_text(batch, text);
}

static void note(struct batch *batch, int code)
{
	if (code > batch->worst)
		batch->worst = code;
	if (batch->strict && code != EXIT_ALL_GOOD)
		batch->stopped = true;
}

/* A record read: its error reported, or the callback's verdict noted. */
static void handle(struct batch *batch, const char *name, int error, long line, int column,
                   const char *message, int code)
{
	if (error) {
		if (column > 0)
			say(batch, "%s:%ld:%d: %s\n", name, line, column, message);
		else
			say(batch, "%s:%ld: %s\n", name, line, message);
		note(batch, EXIT_BAD_INPUT);
	} else if (code < 0) {
		batch->stopped = true;
	} else {
		note(batch, code);
	}
}

void variant_refusal(unsigned flags, char *message, size_t size)
{
	char variant[64];
	snprintf(message, size,
	         "variant %s is not handled (a '# variant:' line above): rate, explain, hint "
	         "and bench take classic puzzles only; solve, count, check and print take variants",
	         sudoku_variant_name(flags, variant, sizeof variant));
}

void plain_record_of(const struct sudoku_variant_record *v, struct sudoku_record *record)
{
	*record = (struct sudoku_record){.error = v->error, .format = v->format, .line = v->line,
	                                 .column = v->column, .grid = v->puzzle.grid,
	                                 .marked = v->marked};
	memcpy(record->message, v->message, sizeof record->message);
	memcpy(record->marks, v->marks, sizeof record->marks);
}

/*
 * The plain commands read through the variant reader too, so that a
 * "# variant:" line (sudoku generate --variant writes one) is honoured: the
 * puzzles after it, regions and cages included, are read as what they are
 * and refused by name, never misread as plain ones.
 */
static bool take_plain_of_variant(struct batch *batch, void *reader, const char *name)
{
	struct sudoku_variant_record v;
	if (!sudoku_variant_reader_next(reader, &v))
		return false;
	struct sudoku_record record;
	plain_record_of(&v, &record);
	if (!v.error && v.puzzle.flags) {
		record.error = SUDOKU_EPARSE;
		record.column = 0;
		variant_refusal(v.puzzle.flags, record.message, sizeof record.message);
	}
	handle(batch, name, record.error, record.line, record.column, record.message,
	       record.error ? 0 : batch->fn(batch->user, name, &record));
	return true;
}

static bool take_variant(struct batch *batch, void *reader, const char *name)
{
	static_assert(sizeof(struct sudoku_variant_record) < 65536, "a record fits on the stack");
	struct sudoku_variant_record record;
	if (!sudoku_variant_reader_next(reader, &record))
		return false;
	handle(batch, name, record.error, record.line, record.column, record.message,
	       record.error ? 0 : batch->vfn(batch->user, name, &record));
	return true;
}

static void *create_variant(enum sudoku_input_format format, unsigned flags)
{
	return sudoku_variant_reader_create(format, flags);
}

static void destroy_variant(void *reader) { sudoku_variant_reader_destroy(reader); }
static void feed_variant(void *reader, const char *line, size_t length) { sudoku_variant_reader_feed(reader, line, length); }
static void end_variant(void *reader) { sudoku_variant_reader_end(reader); }

static const struct reader_ops variant_ops = {create_variant, destroy_variant, feed_variant,
                                              end_variant, take_variant};
static const struct reader_ops plain_of_variant_ops = {create_variant, destroy_variant,
                                                       feed_variant, end_variant,
                                                       take_plain_of_variant};

/* Hands out the records queued so far; counts them in *records. */
static void drain(struct batch *batch, void *reader, const char *name, long *records)
{
	while (!batch->stopped && batch->ops->take(batch, reader, name))
		++*records;
}

/* Feeds one file's lines to a reader and its puzzles to the batch. */
static void read_lines(struct batch *batch, struct line_reader *lines, void *reader)
{
	const char *text;
	size_t length;
	bool cut;
	int got;
	long records = 0, refused = 0;
	while (!batch->stopped && (got = line_reader_next(lines, &text, &length, &cut)) > 0) {
		/* past the cut only a comment may go unread: cells there would be lost */
		if (cut && !memchr(text, '#', length)) {
			say(batch, "%s:%ld: line longer than %d bytes: refused\n", lines->name, lines->line,
			    LINE_MAX_BYTES);
			note(batch, EXIT_BAD_INPUT);
			refused++;
			length = 0; /* a blank line instead ends a grid in progress and keeps the count */
		}
		batch->ops->feed(reader, text, length);
		drain(batch, reader, lines->name, &records);
	}
	if (batch->stopped)
		return;
	if (got < 0) {
		say_text(batch, lines->message);
		note(batch, EXIT_BAD_INPUT);
		batch->unread = true;
	}
	batch->ops->end(reader);
	drain(batch, reader, lines->name, &records);
	if (got == 0 && records == 0 && refused == 0 && !batch->stopped) {
		/* an empty file is far more often a mistake than a batch of nothing */
		say(batch, "%s: no puzzle found\n", lines->name);
		note(batch, EXIT_BAD_INPUT);
		batch->unread = true; /* nothing to write: the output stays as it was */
	}
}

/* A puzzle typed as an argument: its lines, as a file's would be. */
static void read_argument(struct batch *batch, const char *text, void *reader)
{
	long records = 0;
	while (!batch->stopped) {
		size_t length = strcspn(text, "\n");
		batch->ops->feed(reader, text, length);
		drain(batch, reader, PUZZLE_ARGUMENT_NAME, &records);
		if (text[length] == '\0')
			break;
		text += length + 1;
	}
	if (batch->stopped)
		return;
	batch->ops->end(reader);
	drain(batch, reader, PUZZLE_ARGUMENT_NAME, &records);
}

static void read_file(struct batch *batch, const char *path, enum sudoku_input_format format)
{
	if (is_puzzle_argument(path)) {
		void *reader = batch->ops->create(format, batch->flags);
		if (reader)
			read_argument(batch, path, reader);
		else
			batch->stopped = true;
		if (reader)
			batch->ops->destroy(reader);
		return;
	}
	struct line_reader *lines = malloc(sizeof *lines); /* 128 KiB: not for the stack */
	void *reader = batch->ops->create(format, batch->flags);
	if (!lines || !reader) {
		say(batch, "out of memory\n");
		note(batch, EXIT_BAD_INPUT);
		batch->stopped = true;
	} else if (!line_reader_open_held(lines, path)) {
		say_text(batch, lines->message);
		note(batch, EXIT_BAD_INPUT);
		batch->unread = true;
	} else {
		read_lines(batch, lines, reader);
		line_reader_close(lines);
	}
	if (reader)
		batch->ops->destroy(reader);
	free(lines);
}

/* *complete (may be NULL): every input read to its end, nothing stopped the run. */
static int run_batch(struct batch *batch, char *const *files, int file_count,
                     enum sudoku_input_format format, bool *complete)
{
	static char *const standard_input[] = {"-"};
	if (file_count == 0) {
		files = standard_input;
		file_count = 1;
	}
	for (int k = 0; k < file_count && !batch->stopped; k++)
		read_file(batch, files[k], format);
	if (complete)
		*complete = !batch->stopped && !batch->unread;
	return batch->worst;
}

int for_each_puzzle(char *const *files, int file_count, enum sudoku_input_format format,
                    bool strict, puzzle_fn fn, void *user)
{
	return for_each_puzzle_hooked(files, file_count, format, strict, fn, NULL, user, NULL);
}

int for_each_puzzle_complete(char *const *files, int file_count, enum sudoku_input_format format,
                             bool strict, puzzle_fn fn, void *user, bool *complete)
{
	return for_each_puzzle_hooked(files, file_count, format, strict, fn, NULL, user, complete);
}

int for_each_puzzle_hooked(char *const *files, int file_count, enum sudoku_input_format format,
                           bool strict, puzzle_fn fn, puzzle_message_fn message, void *user,
                           bool *complete)
{
	struct batch batch = {.strict = strict, .fn = fn, .user = user, .ops = &plain_of_variant_ops,
	                      .worst = EXIT_ALL_GOOD, .message = message};
	return run_batch(&batch, files, file_count, format, complete);
}

int for_each_variant_puzzle(char *const *files, int file_count, enum sudoku_input_format format,
                            unsigned flags, bool strict, variant_puzzle_fn fn, void *user,
                            bool *complete)
{
	return for_each_variant_puzzle_hooked(files, file_count, format, flags, strict, fn, NULL,
	                                      user, complete);
}

int for_each_variant_puzzle_hooked(char *const *files, int file_count,
                                   enum sudoku_input_format format, unsigned flags, bool strict,
                                   variant_puzzle_fn fn, puzzle_message_fn message,
                                   void *user, bool *complete)
{
	struct batch batch = {.strict = strict, .vfn = fn, .user = user, .flags = flags,
	                      .ops = &variant_ops, .worst = EXIT_ALL_GOOD, .message = message};
	return run_batch(&batch, files, file_count, format, complete);
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

const char *const input_format_names[] = {"auto", "line", "grid", NULL};

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

bool read_variant(const char *text, void *flags)
{
	return sudoku_variant_parse(text, strlen(text), flags) == 0;
}

void write_variant_grid(FILE *stream, const struct sudoku_variant_puzzle *puzzle,
                        const struct sudoku_grid *grid, enum sudoku_output_format format,
                        bool *first)
{
	if (format != SUDOKU_OUTPUT_PRETTY || puzzle->flags == 0) {
		write_grid(stream, &puzzle->shape, grid, format, first);
		return;
	}
	char buf[16384]; /* a 35x35 picture needs about 10,200 bytes */
	size_t len = sudoku_variant_draw(&puzzle->shape, &puzzle->cages, grid, buf, sizeof buf);
	if (!*first)
		fputc('\n', stream);
	*first = false;
	fwrite(buf, 1, len < sizeof buf ? len : sizeof buf - 1, stream);
}
