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
 *   - lines with no cells (separator rules like "------+------") are skipped,
 *     and so are the rules of Sudoku Explainer and HoDoKu ("*-----*",
 *     ".---.---.", ":---+---:", "'---'---'"), whose dots are no cells;
 *     a blank line ends a grid, and so does a "Grid 01" title line.
 *   - a HoDoKu library line, ":CODE:TYPE:PUZZLE:...", is its puzzle.
 *   - a line that starts with a whole one-line puzzle (more than 16 cells)
 *     and goes on after a blank, ';' or ',' with text that makes no puzzle
 *     of the whole line is that puzzle with a rating or comment after it
 *     ("PUZZLE 1.2", "PUZZLE;11.9;11.9;11.3", "PUZZLE ED=10.5/1.2/1.2").
 *
 * Pencil marks (9x9 only) are the one form with several digits a cell: rows
 * of nine tokens of candidate digits ("127 4 39 ..."), the tokens split by
 * blanks and rules (| + - : * ,), or all 81 tokens on one line, or 729
 * symbols on one line (cell by cell, digit d or '.' at place d of nine).
 * Such a grid starts with a line of 9 or 81 tokens, one of them two digits
 * or more (rows of one-digit tokens before it join the grid); it is a
 * record with `marked` set.
 * The one clash between the two: 16 cells are a 4x4 puzzle or a row of a
 * 16x16 grid. Rows holding a digit above 4 must be 16x16; otherwise the
 * reader holds such lines until one decides (a bigger digit: a 16x16 grid;
 * a blank line, another length or sixteen lines of small digits: 4x4
 * puzzles, one per line).
 *
 * 16x16 and 25x25 puzzles also write digits as letters A-P (A-Y) or from 0
 * (0-F, 0-O): a whole puzzle's symbols, or a "# digits:" line, decide which
 * (digits.c) when it is placed, since one row alone rarely can.
 *
 * A UTF-8 byte-order mark at the start and CR before LF are ignored.
 * Errors become records with line and column, and reading goes on: after a
 * bad grid row the reader skips to the next blank line or whole-line puzzle.
 * Records wait in one queue (reader.h), which the variant reader shares.
 */
#include "digits.h"
#include "nine_line.h"
#include "reader.h"
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
	bool mark_row; /* nine one-digit tokens: may open a pencil-mark grid */
	uint8_t value[SUDOKU_MAX_SIZE];
	char symbol[SUDOKU_MAX_SIZE]; /* as typed, for messages; 0 for a number */
	int32_t column[SUDOKU_MAX_SIZE];
};

/* The cells of the current line. */
struct line_cells {
	int count;
	int total;     /* cells on the line, those past SUDOKU_MAX_CELLS included */
	bool overflow; /* more than SUDOKU_MAX_CELLS cells */
	bool mark_row; /* nine one-digit candidate tokens */
	uint8_t value[SUDOKU_MAX_CELLS];
	char symbol[SUDOKU_MAX_CELLS]; /* as typed, for messages; 0 for a number */
	int32_t column[SUDOKU_MAX_CELLS];
};

/* A whole puzzle's cells, gathered from its line or its rows, before they are placed. */
struct puzzle_cells {
	uint8_t value[SUDOKU_MAX_CELLS];
	char symbol[SUDOKU_MAX_CELLS]; /* as typed; 0 for a number */
	long line[SUDOKU_MAX_CELLS];
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

	/* a pencil-mark grid being read */
	int marks;       /* cells read so far; 0: none */
	long marks_line; /* where it starts */
	uint16_t mark[81];

	struct digit_headers digits; /* "# digits:" lines so far */
	struct puzzle_cells puzzle;  /* the cells of the puzzle being placed */

	/* why the line could not be cut into cells (cut_line) */
	int fault_column;
	char fault[200];

	bool general_only; /* no fast path (read_nine_line): for tests that compare the two */

	struct slot *queue; /* QUEUE_CAPACITY slots, a ring from head */
	int head, queued;
};

struct slot {
	struct sudoku_variant_record record;
	bool fresh; /* made by this reader from its lines; see reader_wrap_fresh */
};

/* The tokens of a line of candidate digits. */
struct mark_tokens {
	int count;
	bool wide; /* some token has two digits or more */
	uint16_t mask[81];
	int32_t column[81];
};

struct sudoku_reader *sudoku_reader_create(enum sudoku_input_format format)
{
	if ((int)format < 0 || format > SUDOKU_INPUT_GRID)
		return NULL;
	struct sudoku_reader *reader = calloc(1, sizeof *reader);
	if (!reader)
		return NULL;
	reader->queue = calloc(QUEUE_CAPACITY, sizeof *reader->queue);
	if (!reader->queue) {
		free(reader);
		return NULL;
	}
	reader->format = format;
	return reader;
}

void sudoku_reader_destroy(struct sudoku_reader *reader)
{
	if (reader)
		free(reader->queue);
	free(reader);
}

/* ---- the queue ---- */

const struct sudoku_variant_record *reader_front(const struct sudoku_reader *reader)
{
	return reader->queued ? &reader->queue[reader->head].record : NULL;
}

void reader_drop(struct sudoku_reader *reader)
{
	if (reader->queued == 0)
		return;
	reader->head = (reader->head + 1) % QUEUE_CAPACITY;
	reader->queued--;
}

bool sudoku_reader_next(struct sudoku_reader *reader, struct sudoku_record *record)
{
	if (!reader || !record || reader->queued == 0)
		return false;
	const struct sudoku_variant_record *from = reader_front(reader);
	record->error = from->error;
	record->format = from->format;
	record->line = from->line;
	record->column = from->column;
	memcpy(record->message, from->message, sizeof record->message);
	record->grid = from->puzzle.grid;
	record->marked = from->marked;
	memcpy(record->marks, from->marks, sizeof record->marks);
	reader_drop(reader);
	return true;
}

static struct sudoku_variant_record *push_slot(struct sudoku_reader *reader, bool fresh)
{
	if (reader->queued == QUEUE_CAPACITY) /* the caller never drains: drop the oldest */
		reader_drop(reader);
	struct slot *slot = &reader->queue[(reader->head + reader->queued++) % QUEUE_CAPACITY];
	slot->fresh = fresh;
	struct sudoku_variant_record *record = &slot->record;
	record->error = 0;
	record->column = 0;
	record->message[0] = '\0';
	record->puzzle.flags = 0;
	record->puzzle.cages.count = 0;
	record->marked = false;
	memset(record->marks, 0, sizeof record->marks);
	return record;
}

struct sudoku_variant_record *reader_push(struct sudoku_reader *reader)
{
	return push_slot(reader, false);
}

/* A record made here from the lines read. */
static struct sudoku_variant_record *push(struct sudoku_reader *reader)
{
	return push_slot(reader, true);
}

static void error_at(struct sudoku_variant_record *record, long line, int column, const char *fmt,
                     va_list args)
{
	record->error = SUDOKU_EPARSE;
	record->line = line;
	record->column = column;
	record->puzzle.grid.size = 0;
	vsnprintf(record->message, sizeof record->message, fmt, args);
}

void reader_push_error(struct sudoku_reader *reader, long line, int column, const char *fmt,
                       va_list args)
{
	error_at(reader_push(reader), line, column, fmt, args);
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void push_error(struct sudoku_reader *reader, long line, int column, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	error_at(push(reader), line, column, fmt, args);
	va_end(args);
}

void reader_wrap_fresh(struct sudoku_reader *reader,
                       void (*wrap)(void *user, struct sudoku_variant_record *record), void *user)
{
	for (int k = 0; k < reader->queued; k++) {
		struct slot *slot = &reader->queue[(reader->head + k) % QUEUE_CAPACITY];
		if (slot->fresh)
			wrap(user, &slot->record);
		slot->fresh = false;
	}
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
	cells->total++;
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

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static bool fault(struct sudoku_reader *reader, int column, const char *fmt, ...)
{
	reader->fault_column = column;
	va_list args;
	va_start(args, fmt);
	vsnprintf(reader->fault, sizeof reader->fault, fmt, args);
	va_end(args);
	return false;
}

static void clear_cells(struct line_cells *cells)
{
	cells->count = 0;
	cells->total = 0;
	cells->overflow = false;
}

/*
 * Cuts a line (not cut_symbols') into cells. Returns false, with the fault
 * kept in the reader, on a byte that is no cell.
 */
static bool cut_line(struct sudoku_reader *reader, const char *text, size_t length)
{
	struct line_cells *cells = &reader->cells;
	clear_cells(cells);
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
			if (value > SUDOKU_MAX_SIZE)
				return fault(reader, (int)start + 1,
				             "number %d is too large for a cell (at most %d)", value,
				             SUDOKU_MAX_SIZE);
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
				return fault(reader, (int)k + 1,
				             "unexpected character '%c' (cells are 1-9, A-Z, or . 0 _ for empty)",
				             ch);
			return fault(reader, (int)k + 1, "unexpected byte 0x%02x: not a text cell symbol",
			             ch);
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
static bool place(struct sudoku_variant_record *record, int cell, int value, char symbol, long line,
                  int column)
{
	int n = record->puzzle.grid.size;
	if (value <= n) {
		record->puzzle.grid.cell[cell] = (uint8_t)value;
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

/* The form of a 16x16 or 25x25 puzzle's digits; false (error pushed) when it is not clear. */
static bool decide_digits(struct sudoku_reader *reader, struct sudoku_variant_record *record,
                          int n, enum digit_form *form)
{
	*form = DIGITS_FROM_ONE;
	if (n != 16 && n != 25) /* one form only: no need to look */
		return true;
	const struct puzzle_cells *p = &reader->puzzle;
	struct digit_scan scan;
	digits_scan_init(&scan, n);
	for (int k = 0; k < n * n; k++)
		digits_scan_add(&scan, k, p->symbol[k]);
	enum digit_form header = n == 16   ? reader->digits.size16
	                         : n == 25 ? reader->digits.size25
	                                   : DIGITS_UNSET;
	int blame = 0;
	*form = digits_decide(&scan, header, &blame, record->message, sizeof record->message);
	if (*form != DIGITS_UNSET)
		return true;
	record->error = SUDOKU_EPARSE;
	record->line = p->line[blame];
	record->column = p->column[blame];
	return false;
}

/* A symbol that is no digit of the (A-P or 0-F) form the puzzle is written in. */
static bool not_in_form(struct sudoku_variant_record *record, enum digit_form form, int k,
                        const struct puzzle_cells *p)
{
	int n = record->puzzle.grid.size;
	record->error = SUDOKU_EPARSE;
	record->line = p->line[k];
	record->column = p->column[k];
	snprintf(record->message, sizeof record->message,
	         "'%c' is not a digit of a %dx%d grid written %s (%s for empty)", p->symbol[k], n,
	         n, digits_range(form, n), form == DIGITS_FROM_ZERO ? ". _" : ". 0 _");
	return false;
}

/* Places the gathered cells of an n x n puzzle into a new record. */
static void emit_puzzle(struct sudoku_reader *reader, enum sudoku_input_format format, int n,
                        long line)
{
	const struct puzzle_cells *p = &reader->puzzle;
	struct sudoku_variant_record *record = push(reader);
	record->format = format;
	record->line = line;
	sudoku_grid_clear(&record->puzzle.grid, n);
	enum digit_form form;
	if (!decide_digits(reader, record, n, &form))
		return;
	for (int k = 0; k < n * n; k++) {
		if (form == DIGITS_FROM_ONE || p->symbol[k] == 0) {
			if (!place(record, k, p->value[k], p->symbol[k], p->line[k], p->column[k]))
				return;
			continue;
		}
		int value = digits_value(form, n, p->symbol[k]);
		if (value < 0) {
			not_in_form(record, form, k, p);
			return;
		}
		record->puzzle.grid.cell[k] = (uint8_t)value;
	}
}

static void emit_line_puzzle(struct sudoku_reader *reader, int n, const uint8_t *value,
                             const char *symbol, const int32_t *column, long line)
{
	if (n != 16 && n != 25) { /* one way to write the digits: placed as read, no copy */
		struct sudoku_variant_record *record = push(reader);
		record->format = SUDOKU_INPUT_LINE;
		record->line = line;
		sudoku_grid_clear(&record->puzzle.grid, n);
		for (int k = 0; k < n * n; k++)
			if (!place(record, k, value[k], symbol[k], line, column[k]))
				return;
		return;
	}
	struct puzzle_cells *p = &reader->puzzle;
	size_t cells = (size_t)(n * n);
	memcpy(p->value, value, cells);
	memcpy(p->symbol, symbol, cells);
	memcpy(p->column, column, cells * sizeof *column);
	for (size_t k = 0; k < cells; k++)
		p->line[k] = line;
	emit_puzzle(reader, SUDOKU_INPUT_LINE, n, line);
}

static void emit_grid_puzzle(struct sudoku_reader *reader)
{
	int n = reader->grid_size;
	struct puzzle_cells *p = &reader->puzzle;
	for (int r = 0; r < n; r++) {
		const struct row *row = &reader->row[r];
		memcpy(p->value + r * n, row->value, (size_t)n);
		memcpy(p->symbol + r * n, row->symbol, (size_t)n);
		memcpy(p->column + r * n, row->column, (size_t)n * sizeof *row->column);
		for (int c = 0; c < n; c++)
			p->line[r * n + c] = row->line;
	}
	emit_puzzle(reader, SUDOKU_INPUT_GRID, n, reader->row[0].line);
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
	row->mark_row = reader->cells.mark_row;
	memcpy(row->value, reader->cells.value, (size_t)row->count);
	memcpy(row->symbol, reader->cells.symbol, (size_t)row->count);
	memcpy(row->column, reader->cells.column, (size_t)row->count * sizeof *row->column);
}

/* A pencil-mark grid cut short: reported, and forgotten. */
static void end_marks(struct sudoku_reader *reader)
{
	if (reader->marks == 0)
		return;
	push_error(reader, reader->line, 0,
	           "incomplete pencil-mark grid: %d of 81 cells (the grid starts at line %ld)",
	           reader->marks, reader->marks_line);
	reader->marks = 0;
}

/* A blank line, a title or the end of input: nothing may stay half read. */
static void end_block(struct sudoku_reader *reader)
{
	end_marks(reader);
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

/* ---- pencil marks ---- */

static bool is_mark_filler(unsigned char ch)
{
	switch (ch) {
	case ' ': case '\t': case '\v': case '\f': case '|': case '+': case '-': case ':': case '*':
	case ',':
		return true;
	default:
		return false;
	}
}

/*
 * Cuts a line of candidate tokens (runs of 1-9 between fillers, up to a
 * '#'); there may be none. False when the line holds anything else, or more
 * than 81 tokens.
 */
static bool cut_marks(const char *text, size_t length, struct mark_tokens *t)
{
	t->count = 0;
	t->wide = false;
	const char *hash = memchr(text, '#', length); /* a comment ends the marks */
	if (hash)
		length = (size_t)(hash - text);
	size_t k = 0;
	while (k < length) {
		unsigned char ch = (unsigned char)text[k];
		if (is_mark_filler(ch)) {
			k++;
			continue;
		}
		if (ch < '1' || ch > '9' || t->count == 81)
			return false;
		size_t start = k;
		uint16_t mask = 0;
		for (; k < length && text[k] >= '1' && text[k] <= '9'; k++)
			mask |= (uint16_t)(1u << (text[k] - '1'));
		if (k < length && !is_mark_filler((unsigned char)text[k]))
			return false;
		t->wide |= k - start > 1;
		t->mask[t->count] = mask;
		t->column[t->count++] = (int32_t)(start + 1);
	}
	return true;
}

static void emit_marks(struct sudoku_reader *reader, enum sudoku_input_format form, long line)
{
	struct sudoku_variant_record *record = push(reader);
	record->format = form;
	record->line = line;
	record->marked = true;
	sudoku_grid_clear(&record->puzzle.grid, 9);
	for (int cell = 0; cell < 81; cell++) {
		uint16_t mask = reader->mark[cell];
		record->marks[cell] = mask;
		if (mask && (mask & (mask - 1)) == 0)
			record->puzzle.grid.cell[cell] = (uint8_t)(__builtin_ctz(mask) + 1);
	}
	reader->marks = 0;
}

/* Whether the rows held so far could be the first rows of a pencil-mark grid. */
static bool rows_are_marks(const struct sudoku_reader *reader)
{
	if (reader->grid_size != 9 || reader->ambiguous)
		return false;
	for (int r = 0; r < reader->rows; r++)
		if (!reader->row[r].mark_row)
			return false;
	return true;
}

/* A pencil-mark grid opens: one-digit rows held so far become its first cells. */
static void open_marks(struct sudoku_reader *reader)
{
	reader->marks_line = reader->rows > 0 ? reader->row[0].line : reader->line;
	for (int r = 0; r < reader->rows; r++)
		for (int c = 0; c < 9; c++)
			reader->mark[reader->marks++] = (uint16_t)(1u << (reader->row[r].value[c] - 1));
	reader->rows = 0;
	reader->grid_size = 0;
}

/*
 * Reads the line as pencil marks when it opens or continues a pencil-mark
 * grid; false leaves it to the cell reader. A grid in progress that the line
 * does not continue is reported as incomplete.
 */
static bool read_marks(struct sudoku_reader *reader, const char *text, size_t length)
{
	struct mark_tokens t;
	bool marks = reader->format != SUDOKU_INPUT_LINE && cut_marks(text, length, &t);
	reader->cells.mark_row = marks && t.count == 9 && !t.wide;
	if (!marks) {
		end_marks(reader);
		return false;
	}
	if (t.count == 0) /* a comment or a rule: inside a grid, nothing */
		return reader->marks > 0;
	if (reader->marks == 0) {
		if (!t.wide || (t.count != 9 && t.count != 81) || reader->skipping ||
		    (reader->grid_size != 0 && !rows_are_marks(reader)))
			return false;
		open_marks(reader);
	}
	for (int k = 0; k < t.count; k++) {
		if (reader->marks == 81) {
			push_error(reader, reader->line, t.column[k],
			           "pencil-mark grid has more than 81 cells (it starts at line %ld)",
			           reader->marks_line);
			reader->marks = 0;
			reader->skipping = true;
			return true;
		}
		reader->mark[reader->marks++] = t.mask[k];
	}
	if (reader->marks == 81)
		emit_marks(reader, SUDOKU_INPUT_GRID, reader->marks_line);
	return true;
}

/* 729 symbols, cell by cell: digit d or '.'/'0' at place d of each nine. */
static bool read_flat_marks(struct sudoku_reader *reader, const char *text, size_t length)
{
	if (length != 729 || reader->format == SUDOKU_INPUT_GRID)
		return false;
	for (size_t k = 0; k < length; k++)
		if (text[k] != '.' && text[k] != '0' && text[k] - '0' != (int)(k % 9) + 1)
			return false;
	memset(reader->mark, 0, sizeof reader->mark);
	for (size_t k = 0; k < length; k++)
		if (text[k] != '.' && text[k] != '0')
			reader->mark[k / 9] |= (uint16_t)(1u << (k % 9));
	emit_marks(reader, SUDOKU_INPUT_LINE, reader->line);
	return true;
}

/* ---- rules and trailers ---- */

/*
 * A rule of box borders drawn with dots, colons, quotes or stars as well as
 * dashes (".---.---.", ":---+---:", "'---'---'", "*-----*"): no cells.
 */
static bool is_rule(const char *text, size_t length)
{
	bool dashes = false;
	for (size_t k = 0; k < length; k++) {
		switch (text[k]) {
		case '-':
			dashes |= k + 2 < length && text[k + 1] == '-' && text[k + 2] == '-';
			break;
		case ' ': case '\t': case '.': case ':': case '\'': case '*': case '+': case '|':
		case '=':
			break;
		default:
			return false;
		}
	}
	return dashes;
}

/* Whether the cells just cut make sense as they stand. */
static bool cells_fit(const struct sudoku_reader *reader)
{
	int count = reader->cells.count;
	return !reader->cells.overflow &&
	       (count == 0 || count == reader->grid_size || line_puzzle_size(count) ||
	        sudoku_size_supported(count));
}

/*
 * A whole one-line puzzle first, then a blank, ';' or ',' and anything (a
 * rating, a comment): the puzzle alone, cut into cells. False otherwise.
 */
static bool cut_leading_puzzle(struct sudoku_reader *reader, const char *text, size_t length)
{
	if (reader->format == SUDOKU_INPUT_GRID)
		return false;
	size_t start = 0;
	while (start < length && (text[start] == ' ' || text[start] == '\t'))
		start++;
	size_t end = start;
	while (end < length && symbol_value((unsigned char)text[end]) >= 0)
		end++;
	int count = (int)(end - start);
	if (end == length || count <= CLASH_CELLS || !line_puzzle_size(count) ||
	    text[end] == '\0' || !strchr(" \t;,", text[end]))
		return false;
	clear_cells(&reader->cells);
	for (size_t k = start; k < end; k++)
		add_cell(&reader->cells, symbol_value((unsigned char)text[k]), text[k], k);
	return true;
}

static bool is_blank(const char *text, size_t length)
{
	for (size_t k = 0; k < length; k++)
		if (!isspace((unsigned char)text[k]))
			return false;
	return true;
}

/*
 * A line of HoDoKu's library, ":CODE:TYPE:PUZZLE:..." (technique code, the
 * digits it acts on, the puzzle, then candidates deleted and other fields,
 * all ignored): the puzzle's cells, or an error at a bad symbol. False for
 * any other line. In the puzzle '+' marks a digit placed rather than given;
 * it is read as given, as the solution is the same.
 */
static bool read_hodoku(struct sudoku_reader *reader, const char *text, size_t length)
{
	const char *field[3]; /* the colons before the code, the type and the puzzle */
	size_t at = 0;
	for (int f = 0; f < 3; f++) {
		const char *colon = at < length ? memchr(text + at, ':', length - at) : NULL;
		if (!colon || (f == 0 && colon != text))
			return false;
		field[f] = colon;
		at = (size_t)(colon - text) + 1;
	}
	if (field[1] - field[0] < 2) /* an empty code: no library line */
		return false;
	size_t end = at;
	while (end < length && text[end] != ':')
		end++;
	clear_cells(&reader->cells);
	for (size_t k = at; k < end; k++) {
		int value = text[k] == '+' ? -2 : symbol_value((unsigned char)text[k]);
		if (value == -1) {
			push_error(reader, reader->line, (int)k + 1,
			           "unexpected character '%c' in the puzzle of a HoDoKu line", text[k]);
			return true;
		}
		if (value >= 0)
			add_cell(&reader->cells, value, text[k], k);
	}
	if (reader->cells.overflow || !line_puzzle_size(reader->cells.count))
		bad_line(reader);
	else
		place_cells(reader);
	return true;
}

/* A line that is not cell symbols alone: rules, pencil marks, separated cells, trailers. */
static void feed_other(struct sudoku_reader *reader, const char *text, size_t length)
{
	if (read_hodoku(reader, text, length) || is_rule(text, length))
		return;
	if (read_marks(reader, text, length))
		return;
	bool cut = cut_line(reader, text, length);
	if (!(cut && cells_fit(reader)) && cut_leading_puzzle(reader, text, length))
		cut = true;
	if (!cut) {
		push_error(reader, reader->line, reader->fault_column, "%s", reader->fault);
		return; /* the line counts as nothing */
	}
	if (reader->cells.overflow) {
		push_error(reader, reader->line, 0, "line has %d cells: too long (at most %d)",
		           reader->cells.total, SUDOKU_MAX_CELLS);
		return;
	}
	if (reader->cells.count > 0)
		place_cells(reader);
}

/* ---- the usual line: a 9x9 puzzle's 81 symbols alone ---- */

/*
 * A line of exactly 81 9x9 cell symbols, read in automatic or line mode
 * with nothing half read (no grid rows, held 16-cell rows or pencil
 * marks): the puzzle, eight bytes a word (nine_line.h). The general reader makes
 * the same record of such a line (cut_symbols, then emit_line_puzzle), and
 * a line puzzle ends a skip after a bad grid row there too. false, with
 * nothing changed, for any other line or state.
 */
static bool read_nine_line(struct sudoku_reader *reader, const char *text, size_t length)
{
	/* held 16-cell rows (ambiguous) have set grid_size too */
	if (length != NINE_LINE_CELLS || reader->format == SUDOKU_INPUT_GRID ||
	    reader->grid_size != 0 || reader->marks != 0 || reader->general_only)
		return false;
	uint8_t value[NINE_LINE_CELLS];
	if (!nine_line_read(text, value))
		return false;
	reader->skipping = false;
	struct sudoku_variant_record *record = push(reader);
	record->format = SUDOKU_INPUT_LINE;
	record->line = reader->line;
	sudoku_grid_clear(&record->puzzle.grid, 9);
	memcpy(record->puzzle.grid.cell, value, sizeof value);
	return true;
}

void reader_use_general_only(struct sudoku_reader *reader)
{
	reader->general_only = true;
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
	if (read_nine_line(reader, text, length))
		return;
	if (is_blank(text, length) || is_title(text, length)) {
		end_block(reader);
		return;
	}
	int column = 0, header = digits_header(text, length, &reader->digits, &column);
	if (header < 0)
		push_error(reader, reader->line, column,
		           "unknown digits: 1-G, A-P or 0-F (16x16), 1-P, A-Y or 0-O (25x25), or auto");
	if (header != 0)
		return;
	struct line_cells *cells = &reader->cells;
	clear_cells(cells);
	cells->mark_row = false;
	if (!cut_symbols(cells, text, length)) {
		feed_other(reader, text, length);
		return;
	}
	end_marks(reader);
	if (!read_flat_marks(reader, text, length))
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

/*
 * A grid on one line into a buffer known to hold it and its end, without a
 * put a cell (the line is most of what `solve -f line` writes): the usual
 * digits 1-9 as '0' + digit, which the compiler makes vectors of, bigger
 * grids' letters by sudoku_digit_symbol.
 */
static size_t format_line(const struct sudoku_grid *grid, char *buf)
{
	int cells = grid->size * grid->size;
	uint8_t most = 0;
	for (int k = 0; k < cells; k++)
		most = grid->cell[k] > most ? grid->cell[k] : most;
	for (int k = 0; k < cells && most <= 9; k++)
		buf[k] = grid->cell[k] ? (char)('0' + grid->cell[k]) : '.';
	for (int k = 0; k < cells && most > 9; k++)
		buf[k] = sudoku_digit_symbol(grid->cell[k]);
	buf[cells] = '\n';
	buf[cells + 1] = '\0';
	return (size_t)cells + 1;
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
	if (format == SUDOKU_OUTPUT_LINE && len > (size_t)(n * n) + 1)
		return format_line(grid, buf);
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
