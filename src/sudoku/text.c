/*
 * text.c - reading puzzles in the forms people paste, and writing grids.
 *
 * Reading is line by line. Each line is first cut into cells: '#' starts a
 * comment; blanks, '|', '+', '-', '=', ',', ';', brackets and quotes only
 * separate; '.', '0' and '_' are empty cells; '1'-'9' and 'A'-'Z' (either
 * case) are digits 1..35. A line whose separated tokens are all one or two
 * digits long, some two, is read as numbers ("10 0 3 ..."), for big grids.
 *
 * Then the cells are placed (automatic mode):
 *   - a line of n*n cells, n a supported size, is a whole puzzle (line form);
 *   - a line of n cells starts (or continues) a grid of n rows of n cells;
 *   - lines with no cells (separator rules like "------+------") are skipped;
 *     a blank line ends a grid, and so does a "Grid 01" title line.
 * The one clash between the two: 16 cells are a 4x4 puzzle or a row of a
 * 16x16 grid. Rows holding a digit above 4 must be 16x16; otherwise the
 * reader holds such lines until one decides (a bigger digit: a 16x16 grid;
 * a blank line, another length or sixteen lines of small digits: 4x4
 * puzzles, one per line).
 *
 * A UTF-8 byte-order mark at the start and CR before LF are ignored.
 * Errors become records with line and column, and reading goes on: after a
 * bad grid row the reader skips to the next blank line or whole-line puzzle.
 */
#include "valid.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#define QUEUE_CAPACITY 64

/* The 16-cell clash: a line of this many cells is a 4x4 puzzle or a 16x16 row. */
#define CLASH_CELLS 16
#define CLASH_SMALL 4

struct row {
	long line;
	int count;
	uint8_t value[SUDOKU_MAX_SIZE];
	char symbol[SUDOKU_MAX_SIZE]; /* as typed, for messages; 0 for a number */
	int32_t column[SUDOKU_MAX_SIZE];
};

/* The cells of the current line. */
struct line_cells {
	int count;
	bool overflow; /* more than SUDOKU_MAX_CELLS cells */
	bool title;    /* a "Grid NN" title line */
	uint8_t value[SUDOKU_MAX_CELLS];
	char symbol[SUDOKU_MAX_CELLS]; /* as typed, for messages; 0 for a number */
	int32_t column[SUDOKU_MAX_CELLS];
};

struct sudoku_reader {
	enum sudoku_input_format format;
	long line;
	struct line_cells cells;

	int grid_size;  /* rows of n cells being collected; 0: none */
	bool ambiguous; /* the rows so far are 16-cell lines that may be 4x4 puzzles */
	bool skipping;  /* after a bad grid row: until a blank line or a line puzzle */
	int rows;
	struct row row[SUDOKU_MAX_SIZE];

	struct sudoku_record queue[QUEUE_CAPACITY];
	int head, queued;
};

struct sudoku_reader *sudoku_reader_create(enum sudoku_input_format format)
{
	if ((int)format < 0 || format > SUDOKU_INPUT_GRID)
		return NULL;
	struct sudoku_reader *reader = calloc(1, sizeof *reader);
	if (reader)
		reader->format = format;
	return reader;
}

void sudoku_reader_destroy(struct sudoku_reader *reader)
{
	free(reader);
}

bool sudoku_reader_next(struct sudoku_reader *reader, struct sudoku_record *record)
{
	if (!reader || !record || reader->queued == 0)
		return false;
	*record = reader->queue[reader->head];
	reader->head = (reader->head + 1) % QUEUE_CAPACITY;
	reader->queued--;
	return true;
}

/* A fresh record at the end of the queue (the oldest is dropped if the caller never drains). */
static struct sudoku_record *push(struct sudoku_reader *reader)
{
	if (reader->queued == QUEUE_CAPACITY) {
		reader->head = (reader->head + 1) % QUEUE_CAPACITY;
		reader->queued--;
	}
	int slot = (reader->head + reader->queued++) % QUEUE_CAPACITY;
	struct sudoku_record *record = &reader->queue[slot];
	record->error = 0;
	record->column = 0;
	record->message[0] = '\0';
	return record;
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void push_error(struct sudoku_reader *reader, long line, int column, const char *fmt, ...)
{
	struct sudoku_record *record = push(reader);
	record->error = SUDOKU_EPARSE;
	record->line = line;
	record->column = column;
	record->grid.size = 0;
	va_list args;
	va_start(args, fmt);
	vsnprintf(record->message, sizeof record->message, fmt, args);
	va_end(args);
}

/* ---- cutting a line into cells ---- */

static bool is_separator(unsigned char ch)
{
	/* a switch, not strchr: this runs once per character read */
	switch (ch) {
	case ' ': case '\t': case '\v': case '\f': case '\r':
	case '|': case '+': case '-': case '=': case ',': case ';':
	case '[': case ']': case '{': case '}': case '(': case ')': case '"': case '\'':
		return true;
	default:
		return false;
	}
}

/* 0..35 for a cell symbol, -1 for anything else. */
static int symbol_value(unsigned char ch)
{
	if (ch == '.' || ch == '0' || ch == '_')
		return 0;
	if (ch >= '1' && ch <= '9')
		return ch - '0';
	if (ch >= 'A' && ch <= 'Z')
		return ch - 'A' + 10;
	if (ch >= 'a' && ch <= 'z')
		return ch - 'a' + 10;
	return -1;
}

static void add_cell(struct line_cells *cells, int value, char symbol, size_t index)
{
	if (cells->count == SUDOKU_MAX_CELLS) {
		cells->overflow = true;
		return;
	}
	cells->value[cells->count] = (uint8_t)value;
	cells->symbol[cells->count] = symbol;
	cells->column[cells->count++] = (int32_t)(index + 1);
}

/* Whether every token is one or two digits long and at least one is two. */
static bool numbers_mode(const char *text, size_t length)
{
	bool some_two = false;
	size_t k = 0;
	while (k < length) {
		if (is_separator((unsigned char)text[k])) {
			k++;
			continue;
		}
		size_t start = k;
		while (k < length && !is_separator((unsigned char)text[k]))
			k++;
		size_t len = k - start;
		if (len > 2)
			return false;
		for (size_t j = start; j < k; j++)
			if (!isdigit((unsigned char)text[j]) && !(len == 1 && text[j] == '.'))
				return false;
		some_two |= len == 2;
	}
	return some_two;
}

static bool is_title(const char *text, size_t length)
{
	size_t k = 0;
	while (k < length && (text[k] == ' ' || text[k] == '\t'))
		k++;
	return length - k >= 4 && strncasecmp(text + k, "grid", 4) == 0 &&
	       (length - k == 4 || text[k + 4] == ' ' || text[k + 4] == '\t');
}

/*
 * Where the cells start: after the last '=' when a letter stands before it,
 * as in "int grid[9][9] = {" or "grid = [[...". A '=' with no letter before
 * it is a rule ("=====") and separates like '-'.
 */
static size_t declaration_end(const char *text, size_t length)
{
	size_t equals = length;
	for (size_t k = length; k-- > 0;)
		if (text[k] == '=') {
			equals = k;
			break;
		}
	for (size_t k = 0; k < equals && equals < length; k++)
		if (isalpha((unsigned char)text[k]))
			return equals + 1;
	return 0;
}

/*
 * Cuts a line of cell symbols alone, the usual one-line puzzle, in one
 * pass; false for any other line (the caller then starts over). With no separator,
 * '#' or '=' there is no comment or declaration to skip, and a line longer
 * than two bytes is no list of two-digit numbers (numbers_mode).
 */
static bool cut_symbols(struct line_cells *cells, const char *text, size_t length)
{
	if (length <= 2 || length > SUDOKU_MAX_CELLS)
		return false;
	for (size_t k = 0; k < length; k++) {
		int value = symbol_value((unsigned char)text[k]);
		if (value < 0)
			return false;
		add_cell(cells, value, text[k], k);
	}
	return true;
}

/* Cuts a line into cells. Returns false, with an error queued, on a byte that is no cell. */
static bool cut_line(struct sudoku_reader *reader, const char *text, size_t length)
{
	struct line_cells *cells = &reader->cells;
	cells->count = 0;
	cells->overflow = false;
	cells->title = is_title(text, length);
	if (cells->title || cut_symbols(cells, text, length))
		return true;
	cells->count = 0;
	const char *hash = memchr(text, '#', length);
	if (hash)
		length = (size_t)(hash - text);
	size_t skip = declaration_end(text, length);
	if (numbers_mode(text + skip, length - skip)) {
		for (size_t k = skip; k < length;) {
			if (is_separator((unsigned char)text[k])) {
				k++;
				continue;
			}
			size_t start = k;
			int value = 0;
			for (; k < length && !is_separator((unsigned char)text[k]); k++)
				value = text[k] == '.' ? 0 : value * 10 + (text[k] - '0');
			if (value > SUDOKU_MAX_SIZE) {
				push_error(reader, reader->line, (int)start + 1,
				           "number %d is too large for a cell (at most %d)", value,
				           SUDOKU_MAX_SIZE);
				return false;
			}
			add_cell(cells, value, 0, start);
		}
		return true;
	}
	for (size_t k = skip; k < length; k++) {
		unsigned char ch = (unsigned char)text[k];
		if (is_separator(ch))
			continue;
		int value = symbol_value(ch);
		if (value < 0) {
			if (ch >= 0x21 && ch < 0x7f)
				push_error(reader, reader->line, (int)k + 1,
				           "unexpected character '%c' (cells are 1-9, A-Z, or . 0 _ for empty)",
				           ch);
			else
				push_error(reader, reader->line, (int)k + 1,
				           "unexpected byte 0x%02x: not a text cell symbol", ch);
			return false;
		}
		add_cell(cells, value, (char)ch, k);
	}
	return true;
}

/* ---- placing cells ---- */

/* n when count == n*n for a supported size n, else 0. */
static int line_puzzle_size(int count)
{
	for (int n = SUDOKU_MIN_SIZE; n <= SUDOKU_MAX_SIZE; n++)
		if (n * n == count && sudoku_size_supported(n))
			return n;
	return 0;
}

/* Puts one cell into a record's grid, or turns the record into a range error. */
static bool place(struct sudoku_record *record, int cell, int value, char symbol, long line,
                  int column)
{
	int n = record->grid.size;
	if (value <= n) {
		record->grid.cell[cell] = (uint8_t)value;
		return true;
	}
	record->error = SUDOKU_EPARSE;
	record->line = line;
	record->column = column;
	if (symbol)
		snprintf(record->message, sizeof record->message,
		         "'%c' is not a digit of a %dx%d grid (digits are 1-%c)", symbol, n, n,
		         sudoku_digit_symbol(n));
	else
		snprintf(record->message, sizeof record->message,
		         "%d is not a digit of a %dx%d grid (digits are 1-%d)", value, n, n, n);
	return false;
}

static void emit_line_puzzle(struct sudoku_reader *reader, int n, const uint8_t *value,
                             const char *symbol, const int32_t *column, long line)
{
	struct sudoku_record *record = push(reader);
	record->format = SUDOKU_INPUT_LINE;
	record->line = line;
	sudoku_grid_clear(&record->grid, n);
	for (int k = 0; k < n * n; k++)
		if (!place(record, k, value[k], symbol[k], line, column[k]))
			return;
}

static void emit_grid_puzzle(struct sudoku_reader *reader)
{
	int n = reader->grid_size;
	struct sudoku_record *record = push(reader);
	record->format = SUDOKU_INPUT_GRID;
	record->line = reader->row[0].line;
	sudoku_grid_clear(&record->grid, n);
	for (int r = 0; r < n; r++) {
		const struct row *row = &reader->row[r];
		for (int c = 0; c < n; c++)
			if (!place(record, r * n + c, row->value[c], row->symbol[c], row->line,
			           row->column[c]))
				goto done;
	}
done:
	reader->grid_size = 0;
	reader->rows = 0;
}

/* The 16-cell lines held back turn out to be 4x4 puzzles, one per line. */
static void flush_ambiguous(struct sudoku_reader *reader)
{
	for (int r = 0; r < reader->rows; r++) {
		const struct row *row = &reader->row[r];
		emit_line_puzzle(reader, CLASH_SMALL, row->value, row->symbol, row->column, row->line);
	}
	reader->rows = 0;
	reader->grid_size = 0;
	reader->ambiguous = false;
}

static void hold_row(struct sudoku_reader *reader)
{
	struct row *row = &reader->row[reader->rows++];
	row->line = reader->line;
	row->count = reader->cells.count;
	memcpy(row->value, reader->cells.value, (size_t)row->count);
	memcpy(row->symbol, reader->cells.symbol, (size_t)row->count);
	memcpy(row->column, reader->cells.column, (size_t)row->count * sizeof *row->column);
}

/* A blank line, a title or the end of input: nothing may stay half read. */
static void end_block(struct sudoku_reader *reader)
{
	if (reader->ambiguous)
		flush_ambiguous(reader);
	else if (reader->rows > 0)
		push_error(reader, reader->line, 0,
		           "incomplete grid: %d of %d rows (the grid starts at line %ld)", reader->rows,
		           reader->grid_size, reader->row[0].line);
	reader->rows = 0;
	reader->grid_size = 0;
	reader->skipping = false;
}

static bool has_big_digit(const struct line_cells *cells)
{
	for (int k = 0; k < cells->count; k++)
		if (cells->value[k] > CLASH_SMALL)
			return true;
	return false;
}

static void add_grid_row(struct sudoku_reader *reader)
{
	hold_row(reader);
	if (reader->rows == reader->grid_size)
		emit_grid_puzzle(reader);
}

/*
 * The column to blame when a line has `count` cells but `wanted` were due:
 * the first cell too many, or just after the last cell when some are missing.
 */
static int blame_column(const struct line_cells *cells, int wanted)
{
	if (cells->count > wanted)
		return cells->column[wanted];
	return cells->count > 0 ? cells->column[cells->count - 1] + 1 : 1;
}

/* A row that does not fit the grid being read: report it and resynchronise. */
static void bad_row(struct sudoku_reader *reader, int line_size)
{
	int n = reader->grid_size;
	push_error(reader, reader->line, blame_column(&reader->cells, n),
	           "row has %d cells, but the %dx%d grid started at line %ld needs %d",
	           reader->cells.count, n, n, reader->row[0].line, n);
	reader->rows = 0;
	reader->grid_size = 0;
	if (line_size)
		emit_line_puzzle(reader, line_size, reader->cells.value, reader->cells.symbol,
		                 reader->cells.column, reader->line);
	else
		reader->skipping = true;
}

/* The one-line puzzle size nearest to `count` cells (81 for 80 or 82). */
static int nearest_line_size(int count)
{
	int best = SUDOKU_MIN_SIZE;
	for (int n = SUDOKU_MIN_SIZE; n <= SUDOKU_MAX_SIZE; n++)
		if (sudoku_size_supported(n) && abs(n * n - count) < abs(best * best - count))
			best = n;
	return best;
}

/* A line that is neither a whole puzzle nor a grid row. */
static void bad_line(struct sudoku_reader *reader)
{
	int count = reader->cells.count;
	if (count <= SUDOKU_MAX_SIZE && reader->format != SUDOKU_INPUT_LINE) {
		push_error(reader, reader->line, 0,
		           "line has %d cells: not a grid row (4 to 35 cells, a size with boxes) "
		           "nor a one-line puzzle (16, 36, 64, 81, ... cells)",
		           count);
		return;
	}
	int n = nearest_line_size(count), wanted = n * n;
	push_error(reader, reader->line, blame_column(&reader->cells, wanted),
	           "line has %d cells: %d %s than a %dx%d puzzle on one line (%d cells)", count,
	           abs(count - wanted), count < wanted ? "fewer" : "more", n, n, wanted);
}

static void start_or_emit(struct sudoku_reader *reader)
{
	int count = reader->cells.count, line_size = line_puzzle_size(count);
	if (count == CLASH_CELLS && reader->format == SUDOKU_INPUT_AUTO) {
		reader->grid_size = CLASH_CELLS;
		if (has_big_digit(&reader->cells)) {
			add_grid_row(reader);
		} else {
			reader->ambiguous = true;
			hold_row(reader);
		}
	} else if (line_size && reader->format != SUDOKU_INPUT_GRID) {
		emit_line_puzzle(reader, line_size, reader->cells.value, reader->cells.symbol,
		                 reader->cells.column, reader->line);
	} else if (sudoku_size_supported(count) && reader->format != SUDOKU_INPUT_LINE) {
		reader->grid_size = count;
		add_grid_row(reader);
	} else {
		bad_line(reader);
	}
}

static void place_cells(struct sudoku_reader *reader)
{
	int count = reader->cells.count, line_size = line_puzzle_size(count);
	if (reader->skipping) {
		if (!line_size || reader->format == SUDOKU_INPUT_GRID)
			return;
		reader->skipping = false;
	}
	if (reader->ambiguous) {
		if (count == CLASH_CELLS && has_big_digit(&reader->cells)) {
			reader->ambiguous = false; /* it was a 16x16 grid all along */
			add_grid_row(reader);
			return;
		}
		if (count == CLASH_CELLS) {
			hold_row(reader);
			if (reader->rows == CLASH_CELLS)
				flush_ambiguous(reader);
			return;
		}
		flush_ambiguous(reader);
	}
	if (reader->grid_size == 0)
		start_or_emit(reader);
	else if (count == reader->grid_size)
		add_grid_row(reader);
	else
		bad_row(reader, reader->format == SUDOKU_INPUT_GRID ? 0 : line_size);
}

static bool is_blank(const char *text, size_t length)
{
	for (size_t k = 0; k < length; k++)
		if (!isspace((unsigned char)text[k]))
			return false;
	return true;
}

void sudoku_reader_feed(struct sudoku_reader *reader, const char *text, size_t length)
{
	if (!reader || (!text && length > 0))
		return;
	reader->line++;
	if (reader->line == 1 && length >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0) {
		text += 3; /* a UTF-8 byte-order mark, as some editors write */
		length -= 3;
	}
	if (length > 0 && text[length - 1] == '\r')
		length--;
	if (is_blank(text, length)) {
		end_block(reader);
		return;
	}
	if (!cut_line(reader, text, length))
		return; /* the error is queued; the line counts as nothing */
	if (reader->cells.title) {
		end_block(reader);
		return;
	}
	if (reader->cells.overflow) {
		push_error(reader, reader->line, 0, "line has more than %d cells", SUDOKU_MAX_CELLS);
		return;
	}
	if (reader->cells.count > 0)
		place_cells(reader);
}

void sudoku_reader_end(struct sudoku_reader *reader)
{
	if (!reader)
		return;
	end_block(reader);
}

int sudoku_parse_string(const char *text, struct sudoku_record *record)
{
	if (!text || !record)
		return SUDOKU_EINVAL;
	struct sudoku_reader *reader = sudoku_reader_create(SUDOKU_INPUT_AUTO);
	if (!reader)
		return SUDOKU_ENOMEM;
	bool found = false;
	while (*text && !found) {
		size_t length = strcspn(text, "\n");
		sudoku_reader_feed(reader, text, length);
		text += length + (text[length] == '\n');
		found = sudoku_reader_next(reader, record);
	}
	if (!found) {
		sudoku_reader_end(reader);
		found = sudoku_reader_next(reader, record);
	}
	sudoku_reader_destroy(reader);
	if (!found) {
		*record = (struct sudoku_record){.error = SUDOKU_EPARSE, .line = 1};
		snprintf(record->message, sizeof record->message, "no puzzle in the text");
	}
	return record->error;
}

/* ---- writing ---- */

/* An snprintf-like appender: counts everything, writes what fits. */
struct out {
	char *buf;
	size_t len, used;
};

static void put(struct out *out, char ch)
{
	if (out->used + 1 < out->len)
		out->buf[out->used] = ch;
	out->used++;
}

static void put_rule(struct out *out, const struct sudoku_shape *shape)
{
	int groups = shape->jigsaw ? 1 : shape->size / shape->box_cols;
	int width = shape->jigsaw ? shape->size : shape->box_cols;
	for (int g = 0; g < groups; g++) {
		put(out, '+');
		for (int k = 0; k < 2 * width + 1; k++)
			put(out, '-');
	}
	put(out, '+');
	put(out, '\n');
}

static void put_pretty(struct out *out, const struct sudoku_shape *shape,
                       const struct sudoku_grid *grid)
{
	int n = shape->size;
	int band = shape->jigsaw ? n : shape->box_rows, width = shape->jigsaw ? n : shape->box_cols;
	for (int r = 0; r < n; r++) {
		if (r % band == 0)
			put_rule(out, shape);
		for (int c = 0; c < n; c++) {
			if (c % width == 0) {
				if (c > 0)
					put(out, ' ');
				put(out, '|');
			}
			put(out, ' ');
			put(out, sudoku_digit_symbol(grid->cell[r * n + c]));
		}
		put(out, ' ');
		put(out, '|');
		put(out, '\n');
	}
	put_rule(out, shape);
}

size_t sudoku_grid_format(const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                          enum sudoku_output_format format, char *buf, size_t len)
{
	if (!buf)
		len = 0;
	struct out out = {buf, len, 0};
	if (!grid_valid(grid) || (shape && !shape_valid(shape))) {
		if (len > 0)
			buf[0] = '\0';
		return 0;
	}
	int n = grid->size;
	if (format == SUDOKU_OUTPUT_PRETTY && shape && shape->size == n) {
		put_pretty(&out, shape, grid);
	} else {
		for (int k = 0; k < n * n; k++) {
			put(&out, sudoku_digit_symbol(grid->cell[k]));
			if (format != SUDOKU_OUTPUT_LINE && k % n == n - 1)
				put(&out, '\n');
		}
		if (format == SUDOKU_OUTPUT_LINE)
			put(&out, '\n');
	}
	if (len > 0)
		buf[out.used < len ? out.used : len - 1] = '\0';
	return out.used;
}
