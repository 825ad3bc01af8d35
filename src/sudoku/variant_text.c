/*
 * variant_text.c - reading and writing variant puzzles (the forms are listed
 * in sudoku.h, above struct sudoku_variant_reader).
 *
 * X and windoku puzzles are plain grids with more rules, so their lines go
 * to the plain reader (text.c) and every plain form works; its records get
 * the variant's shape in its queue, which is the one queue of this reader
 * too (reader.h). Jigsaw and
 * killer puzzles carry a second layer (region or cage symbols) that the
 * plain reader would take for digits, so this file reads them itself, a
 * block at a time: the puzzle's lines up to the point where it is complete
 * (or a blank line). While it does, the plain reader is fed blank lines, so
 * its line numbers stay those of the file.
 *
 * Jigsaw+killer is the killer form with the jigsaw's regions after it, as a
 * jigsaw puzzle is its cells with the regions after them. After the sums of
 * the block form, n rows are either the regions or the givens, which only
 * what follows tells: the rows go to the region layer first, and move to
 * the givens when n more rows come; a blank line ends the puzzle.
 *
 * Every symbol keeps its line and column, so a fault found only once the
 * puzzle is whole (a region of the wrong size, a cage sum no digits make,
 * two equal givens in a cage) still points at the text.
 */
#include "pairs.h"
#include "reader.h"
#include "valid.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* A symbol of the second layer (or a given), where it stood. */
struct spot {
	long line;
	int column;
	char symbol;
};

enum phase {
	PHASE_IDLE,    /* between puzzles */
	PHASE_CELLS,   /* jigsaw: reading the givens' rows */
	PHASE_REGIONS, /* jigsaw: reading region symbols */
	PHASE_CAGES,   /* killer, readable: cage rows */
	PHASE_SUMS,    /* killer, readable: SYMBOL=SUM lines */
	PHASE_GIVENS,  /* killer, readable: the givens' rows (jigsaw+killer: or the regions') */
	PHASE_SKIP,    /* after an error in a block: until a blank line */
};

struct sudoku_variant_reader {
	struct sudoku_reader *plain;
	enum sudoku_input_format format;
	unsigned flags;
	long line;

	enum phase phase;
	int n;        /* size of the puzzle being read; 0: not known yet */
	int rows;     /* rows read in this phase */
	int filled;   /* symbols read in this phase */
	enum sudoku_input_format form;
	long start;   /* the puzzle's first line */
	struct sudoku_grid grid;
	struct spot layer[SUDOKU_MAX_CELLS];  /* cage symbols */
	struct spot region[SUDOKU_MAX_CELLS]; /* region symbols */
	struct spot given[SUDOKU_MAX_CELLS];  /* where each given stood */
	int sum_of_symbol[128];               /* readable killer: the sum given for a symbol, -1 none */
	struct spot sum_spot[128];
	int sums;                             /* one-line killer: how many sums */
	int sum_value[SUDOKU_MAX_CELLS];
	struct spot sum_at[SUDOKU_MAX_CELLS];

	/* the last shape made for a wrapped plain record: long plain batches
	   need the same one every time, and making it divides for every cell */
	struct sudoku_shape last_shape;
	unsigned last_flags;
};

struct sudoku_variant_reader *sudoku_variant_reader_create(enum sudoku_input_format format,
                                                           unsigned flags)
{
	if (flags & ~VARIANT_FLAGS_KNOWN)
		return NULL;
	struct sudoku_variant_reader *reader = calloc(1, sizeof *reader);
	if (!reader)
		return NULL;
	reader->plain = sudoku_reader_create(format);
	if (!reader->plain) {
		sudoku_variant_reader_destroy(reader);
		return NULL;
	}
	reader->format = format;
	reader->flags = flags;
	return reader;
}

void sudoku_variant_reader_destroy(struct sudoku_variant_reader *reader)
{
	if (!reader)
		return;
	sudoku_reader_destroy(reader->plain);
	free(reader);
}

bool sudoku_variant_reader_next(struct sudoku_variant_reader *reader,
                                struct sudoku_variant_record *record)
{
	const struct sudoku_variant_record *from = reader ? reader_front(reader->plain) : NULL;
	if (!from || !record)
		return false;
	/* field by field: the cages (7 KB) only when there are any, as plain batches are long */
	record->error = from->error;
	record->format = from->format;
	record->line = from->line;
	record->column = from->column;
	memcpy(record->message, from->message, sizeof record->message);
	record->puzzle.flags = from->puzzle.flags;
	record->puzzle.shape = from->puzzle.shape;
	record->puzzle.grid = from->puzzle.grid;
	record->puzzle.cages.count = from->puzzle.cages.count;
	if (from->puzzle.cages.count > 0)
		record->puzzle.cages = from->puzzle.cages;
	record->marked = from->marked;
	memcpy(record->marks, from->marks, sizeof record->marks);
	reader_drop(reader->plain);
	return true;
}

static struct sudoku_variant_record *push(struct sudoku_variant_reader *reader)
{
	return reader_push(reader->plain);
}

#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void push_error(struct sudoku_variant_reader *reader, long line, int column,
                       const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	reader_push_error(reader->plain, line, column, fmt, args);
	va_end(args);
	/* the rest of a multi-line block is skipped; a one-line form needs no skipping */
	reader->phase = reader->form == SUDOKU_INPUT_GRID && reader->phase != PHASE_IDLE
	                    ? PHASE_SKIP
	                    : PHASE_IDLE;
}

/* ---- variant names ---- */

static const struct {
	const char *name;
	unsigned flags;
} variant_names[] = {
	{"plain", 0},
	{"classic", 0},
	{"x", SUDOKU_VARIANT_X},
	{"diagonal", SUDOKU_VARIANT_X},
	{"windoku", SUDOKU_VARIANT_WINDOKU},
	{"hyper", SUDOKU_VARIANT_WINDOKU},
	{"jigsaw", SUDOKU_VARIANT_JIGSAW},
	{"killer", SUDOKU_VARIANT_KILLER},
	{"anti-knight", SUDOKU_VARIANT_ANTI_KNIGHT},
	{"anti-king", SUDOKU_VARIANT_ANTI_KING},
	{"non-consecutive", SUDOKU_VARIANT_NON_CONSECUTIVE},
};

int sudoku_variant_parse(const char *text, size_t length, unsigned *flags)
{
	if (!text || !flags || length == 0)
		return SUDOKU_EINVAL;
	unsigned result = 0;
	size_t start = 0;
	while (start <= length) {
		size_t end = start;
		while (end < length && text[end] != '+')
			end++;
		bool known = false;
		for (size_t k = 0; k < sizeof variant_names / sizeof variant_names[0] && !known; k++)
			if (strlen(variant_names[k].name) == end - start &&
			    strncasecmp(text + start, variant_names[k].name, end - start) == 0) {
				result |= variant_names[k].flags;
				known = true;
			}
		if (!known)
			return SUDOKU_EINVAL;
		start = end + 1;
	}
	*flags = result;
	return 0;
}

char *sudoku_variant_name(unsigned flags, char *buf, size_t len)
{
	static const char *const names[] = {"x",           "windoku",  "jigsaw",         "killer",
	                                    "anti-knight", "anti-king", "non-consecutive"};
	size_t used = 0;
	if (!buf || len == 0)
		return buf;
	buf[0] = '\0';
	for (int k = 0; k < (int)(sizeof names / sizeof names[0]); k++)
		if (flags & (1u << k))
			used += (size_t)snprintf(buf + (used < len ? used : len), used < len ? len - used : 0,
			                         "%s%s", used ? "+" : "", names[k]);
	if (used == 0)
		snprintf(buf, len, "plain");
	return buf;
}

/* "# variant: NAME" (any case, blanks around the parts): true, with *name / *length set. */
static bool is_header(const char *text, size_t length, size_t *name, size_t *name_length)
{
	size_t k = 0;
	while (k < length && isspace((unsigned char)text[k]))
		k++;
	if (k == length || text[k++] != '#')
		return false;
	while (k < length && isspace((unsigned char)text[k]))
		k++;
	if (length - k < 8 || strncasecmp(text + k, "variant", 7) != 0)
		return false;
	k += 7;
	while (k < length && isspace((unsigned char)text[k]))
		k++;
	if (k == length || text[k++] != ':')
		return false;
	while (k < length && isspace((unsigned char)text[k]))
		k++;
	size_t end = k;
	while (end < length && !isspace((unsigned char)text[end]))
		end++;
	*name = k;
	*name_length = end - k;
	return true;
}

/* ---- building a puzzle ---- */

static bool shape_for(unsigned flags, int n, struct sudoku_shape *shape)
{
	if (sudoku_shape_init(shape, n, 0) != 0)
		return false;
	shape_set_rules(shape, flags);
	return true;
}

/* A record the plain reader made, in its queue: the variant in force and its shape. */
static void wrap_plain(void *user, struct sudoku_variant_record *record)
{
	struct sudoku_variant_reader *reader = user;
	const struct sudoku_grid *grid = &record->puzzle.grid;
	record->puzzle.flags = reader->flags;
	record->puzzle.cages.count = 0;
	if (record->marked && reader->flags != 0) {
		record->error = SUDOKU_EPARSE;
		snprintf(record->message, sizeof record->message,
		         "pencil marks are read for plain puzzles only, not with a variant");
		return;
	}
	if (record->error)
		return;
	if (reader->last_shape.size == grid->size && reader->last_flags == reader->flags) {
		record->puzzle.shape = reader->last_shape;
	} else if (shape_for(reader->flags, grid->size, &record->puzzle.shape)) {
		reader->last_shape = record->puzzle.shape;
		reader->last_flags = reader->flags;
	} else {
		record->error = SUDOKU_EPARSE;
		snprintf(record->message, sizeof record->message, "no %dx%d shape for this variant",
		         grid->size, grid->size);
	}
}

static void drain_plain(struct sudoku_variant_reader *reader)
{
	reader_wrap_fresh(reader->plain, wrap_plain, reader);
}

/* Region symbols to region numbers, first appearance first; false (error pushed) on a bad layout. */
static bool build_regions(struct sudoku_variant_reader *reader, struct sudoku_shape *shape)
{
	int n = reader->n, id[128], size[SUDOKU_MAX_SIZE] = {0}, first[SUDOKU_MAX_SIZE], count = 0;
	uint8_t region[SUDOKU_MAX_CELLS];
	memset(id, -1, sizeof id);
	for (int k = 0; k < n * n; k++) {
		const struct spot *s = &reader->region[k];
		if (!isalnum((unsigned char)s->symbol)) { /* a jigsaw+killer's rows after the sums take '.' */
			push_error(reader, s->line, s->column,
			           "'%c' is not a region symbol (letters and digits): the regions follow "
			           "the givens", s->symbol);
			return false;
		}
		if (id[(int)s->symbol] < 0) {
			if (count == n) {
				push_error(reader, s->line, s->column,
				           "region '%c' is one too many: a %dx%d jigsaw has %d regions", s->symbol,
				           n, n, n);
				return false;
			}
			first[count] = k;
			id[(int)s->symbol] = count++;
		}
		region[k] = (uint8_t)id[(int)s->symbol];
		size[region[k]]++;
	}
	for (int g = 0; g < count; g++)
		if (size[g] != n || count != n) {
			const struct spot *s = &reader->region[first[g]];
			push_error(reader, s->line, s->column,
			           "region '%c' has %d cells; a %dx%d jigsaw needs %d regions of %d", s->symbol,
			           size[g], n, n, n, n);
			return false;
		}
	return sudoku_shape_set_regions(shape, region) == 0;
}

/* Gives each cage its sum and where the sum stood; false (error pushed) when one is missing. */
static bool attach_sums(struct sudoku_variant_reader *reader, struct sudoku_cages *cages,
                        const int *first, bool one_line, const struct spot **sum_spot)
{
	for (int c = 0; c < cages->count; c++) {
		const struct spot *s = &reader->layer[first[c]];
		if (one_line && c >= reader->sums) {
			push_error(reader, s->line, s->column, "cage '%c' has no sum (%d sums for %d cages)",
			           s->symbol, reader->sums, cages->count);
			return false;
		}
		if (!one_line && reader->sum_of_symbol[(int)s->symbol] < 0) {
			push_error(reader, s->line, s->column, "cage '%c' has no sum: add %c=SUM", s->symbol,
			           s->symbol);
			return false;
		}
		cages->sum[c] = one_line ? reader->sum_value[c] : reader->sum_of_symbol[(int)s->symbol];
		sum_spot[c] = one_line ? &reader->sum_at[c] : &reader->sum_spot[(int)s->symbol];
	}
	if (one_line && reader->sums > cages->count) {
		const struct spot *s = &reader->sum_at[cages->count];
		push_error(reader, s->line, s->column, "%d sums for %d cages", reader->sums,
		           cages->count);
		return false;
	}
	return true;
}

/* Cage symbols to cages (first appearance first) with their sums; emits the record or an error. */
static void emit_killer(struct sudoku_variant_reader *reader, bool one_line)
{
	struct sudoku_variant_puzzle p = {.flags = reader->flags, .grid = reader->grid};
	int n = reader->n, id[128], first[SUDOKU_MAX_CELLS];
	const struct spot *sum_spot[SUDOKU_MAX_CELLS];
	memset(id, -1, sizeof id);
	shape_for(reader->flags, n, &p.shape);
	if ((reader->flags & SUDOKU_VARIANT_JIGSAW) && !build_regions(reader, &p.shape))
		return;
	for (int k = 0; k < n * n; k++) {
		int ch = reader->layer[k].symbol;
		if (id[ch] < 0) {
			first[p.cages.count] = k;
			id[ch] = p.cages.count++;
		}
		p.cages.cage[k] = (int16_t)id[ch];
	}
	if (!attach_sums(reader, &p.cages, first, one_line, sum_spot))
		return;
	struct sudoku_cage_fault fault;
	if (sudoku_cages_check(&p.shape, &p.cages, &p.grid, &fault) != 0) {
		const struct spot *s = sum_spot[fault.cage];
		if (fault.cell >= 0)
			s = p.grid.cell[fault.cell] ? &reader->given[fault.cell] : &reader->layer[fault.cell];
		push_error(reader, s->line, s->column, "cage '%c': %s",
		           reader->layer[first[fault.cage]].symbol, fault.message);
		return;
	}
	struct sudoku_variant_record *record = push(reader);
	record->format = reader->form;
	record->line = reader->start;
	record->puzzle = p;
	reader->phase = PHASE_IDLE;
}

static void emit_jigsaw(struct sudoku_variant_reader *reader)
{
	struct sudoku_shape shape;
	shape_for(reader->flags, reader->n, &shape);
	if (!build_regions(reader, &shape))
		return;
	struct sudoku_variant_record *record = push(reader);
	record->format = reader->form;
	record->line = reader->start;
	record->puzzle.flags = reader->flags;
	record->puzzle.shape = shape;
	record->puzzle.cages.count = 0;
	record->puzzle.grid = reader->grid;
	reader->phase = PHASE_IDLE;
}

/* ---- cutting lines ---- */

static bool separates(unsigned char ch)
{
	return isspace(ch) || (ch != 0 && strchr("|+-=,;", ch) != NULL);
}

/* A given's value: 0 for . 0 _, 1-9, A-Z / a-z; -1 for anything else. */
static int given_value(unsigned char ch)
{
	if (ch == '.' || ch == '0' || ch == '_')
		return 0;
	if (isdigit(ch))
		return ch - '0';
	if (isalpha(ch))
		return toupper(ch) - 'A' + 10;
	return -1;
}

/* The symbols of a piece of line (separators dropped), with their columns. */
struct piece {
	int count;
	char symbol[SUDOKU_MAX_CELLS];
	int column[SUDOKU_MAX_CELLS];
};

/* Cuts text[from..to) into symbols; false (error pushed) on a symbol that is not alnum or `extra`. */
static bool cut(struct sudoku_variant_reader *reader, const char *text, size_t from, size_t to,
                const char *extra, struct piece *piece)
{
	piece->count = 0;
	for (size_t k = from; k < to; k++) {
		unsigned char ch = (unsigned char)text[k];
		if (separates(ch))
			continue;
		if (!isalnum(ch) && !(ch && strchr(extra, ch))) {
			if (ch >= 0x21 && ch < 0x7f)
				push_error(reader, reader->line, (int)k + 1, "unexpected character '%c'", ch);
			else
				push_error(reader, reader->line, (int)k + 1, "unexpected byte 0x%02x", ch);
			return false;
		}
		if (piece->count == SUDOKU_MAX_CELLS) {
			push_error(reader, reader->line, (int)k + 1, "more than %d symbols", SUDOKU_MAX_CELLS);
			return false;
		}
		piece->symbol[piece->count] = (char)ch;
		piece->column[piece->count++] = (int)k + 1;
	}
	return true;
}

/* Keeps a piece's symbols, where they stood, in a layer (givens, cages, regions) from `into` on. */
static void take_spots(struct sudoku_variant_reader *reader, const struct piece *piece,
                       struct spot *into)
{
	for (int k = 0; k < piece->count; k++)
		into[k] = (struct spot){reader->line, piece->column[k], piece->symbol[k]};
}

/* The givens' spots at cells start.. as digits; false (error pushed) on one not a digit 0..n. */
static bool read_givens(struct sudoku_variant_reader *reader, int start, int count)
{
	int n = reader->n;
	for (int k = start; k < start + count; k++) {
		const struct spot *s = &reader->given[k];
		int v = given_value((unsigned char)s->symbol);
		if (v < 0 || v > n) {
			push_error(reader, s->line, s->column,
			           "'%c' is not a digit of a %dx%d grid (digits are 1-%c, or . for empty)",
			           s->symbol, n, n, sudoku_digit_symbol(n));
			return false;
		}
		reader->grid.cell[k] = (uint8_t)v;
	}
	return true;
}

/* Stores givens from a piece at cells start..; false (error pushed) on a digit above n. */
static bool take_givens(struct sudoku_variant_reader *reader, const struct piece *piece, int start)
{
	take_spots(reader, piece, reader->given + start);
	return read_givens(reader, start, piece->count);
}

/* n when count is n*n (as_square) or n, for a supported size; else 0. */
static int size_of(int count, bool as_square)
{
	for (int n = SUDOKU_MIN_SIZE; n <= SUDOKU_MAX_SIZE; n++)
		if ((as_square ? n * n : n) == count && sudoku_size_supported(n))
			return n;
	return 0;
}

/* Starts a block: the first line of a puzzle, with `count` symbols. False (error pushed) if neither form. */
static bool start_block(struct sudoku_variant_reader *reader, int count, int column)
{
	int line_n = reader->format == SUDOKU_INPUT_GRID ? 0 : size_of(count, true);
	int grid_n = reader->format == SUDOKU_INPUT_LINE ? 0 : size_of(count, false);
	reader->n = line_n ? line_n : grid_n;
	reader->form = line_n ? SUDOKU_INPUT_LINE : SUDOKU_INPUT_GRID;
	reader->start = reader->line;
	reader->rows = 0;
	reader->filled = 0;
	if (!reader->n) {
		push_error(reader, reader->line, column,
		           "line has %d symbols: not a row (4 to 35) nor a whole grid (16, 36, 81, ...)",
		           count);
		return false;
	}
	sudoku_grid_clear(&reader->grid, reader->n);
	return true;
}

/*
 * Adds a piece of n or n*n symbols to the layer `into` (the givens are read
 * as digits), whose cell filled % n*n is next: a jigsaw+killer's rows after
 * its sums fill two layers in turn. False (error pushed) on a bad count.
 */
static bool fill(struct sudoku_variant_reader *reader, const struct piece *piece, struct spot *into)
{
	int n = reader->n, at = reader->filled % (n * n), left = n * n - at;
	if (piece->count != n && piece->count != left) {
		push_error(reader, reader->line, piece->count ? piece->column[0] : 1,
		           "line has %d symbols; %d are due (%d, or one row of %d)", piece->count, left,
		           left, n);
		return false;
	}
	take_spots(reader, piece, into + at);
	if (into == reader->given && !read_givens(reader, at, piece->count))
		return false;
	reader->filled += piece->count;
	return true;
}

/* ---- jigsaw ---- */

/* The most fields a one-line form has (jigsaw+killer: four), and one more to tell too many. */
#define MAX_FIELDS 5
static int fields(const char *text, size_t length, size_t *start, size_t *end);

/* The regions' field text[from..to) of a one-line form; false (error pushed) unless n*n symbols. */
static bool take_regions(struct sudoku_variant_reader *reader, const char *text, size_t from,
                         size_t to)
{
	struct piece piece;
	if (!cut(reader, text, from, to, "", &piece))
		return false;
	if (piece.count != reader->n * reader->n) {
		push_error(reader, reader->line, (int)from + 1, "regions: %d symbols, not %d",
		           piece.count, reader->n * reader->n);
		return false;
	}
	take_spots(reader, &piece, reader->region);
	return true;
}

/* "CELLS REGIONS" on one line, as the generator writes it. */
static void jigsaw_one_line(struct sudoku_variant_reader *reader, const char *text,
                            const size_t *start, const size_t *end)
{
	struct piece piece;
	if (!cut(reader, text, start[0], end[0], "._", &piece) ||
	    !start_block(reader, piece.count, (int)start[0] + 1))
		return;
	if (reader->form != SUDOKU_INPUT_LINE) {
		push_error(reader, reader->line, (int)start[0] + 1,
		           "a jigsaw on one line needs n*n cells, not %d", piece.count);
		return;
	}
	if (take_givens(reader, &piece, 0) && take_regions(reader, text, start[1], end[1]))
		emit_jigsaw(reader);
}

static void jigsaw_line(struct sudoku_variant_reader *reader, const char *text, size_t length)
{
	size_t start[MAX_FIELDS], end[MAX_FIELDS];
	int count = reader->phase == PHASE_IDLE ? fields(text, length, start, end) : 0;
	if (count == 2) {
		jigsaw_one_line(reader, text, start, end);
		return;
	}
	struct piece piece;
	bool regions = reader->phase == PHASE_REGIONS;
	if (!cut(reader, text, 0, length, regions ? "" : "._", &piece) || piece.count == 0)
		return;
	if (reader->phase == PHASE_IDLE) {
		if (!start_block(reader, piece.count, piece.column[0]))
			return;
		reader->phase = PHASE_CELLS;
	}
	if (!fill(reader, &piece, regions ? reader->region : reader->given))
		return;
	if (reader->filled < reader->n * reader->n)
		return;
	reader->filled = 0;
	if (regions)
		emit_jigsaw(reader);
	else
		reader->phase = PHASE_REGIONS;
}

/* ---- killer ---- */

/* The largest sum a cage can have: every cell of a 35x35 grid, each 1..35. */
#define MAX_CAGE_SUM (SUDOKU_MAX_CELLS * (SUDOKU_MAX_SIZE + 1) / 2)

/*
 * Reads the digits at text[*k..to) as one sum, however many there are;
 * -1 (error pushed) when it is larger than any cage can hold.
 */
static int read_sum(struct sudoku_variant_reader *reader, const char *text, size_t *k, size_t to)
{
	size_t start = *k;
	long value = 0;
	for (; *k < to && isdigit((unsigned char)text[*k]); ++*k)
		if (value <= MAX_CAGE_SUM)
			value = value * 10 + (text[*k] - '0');
	if (value > MAX_CAGE_SUM) {
		push_error(reader, reader->line, (int)start + 1,
		           "cage sum %.*s is larger than any cage can hold (%d at most)",
		           (int)(*k - start), text + start, MAX_CAGE_SUM);
		return -1;
	}
	return (int)value;
}

/* "15,13,9": the sums of a one-line killer, each with its column. */
static bool take_sums(struct sudoku_variant_reader *reader, const char *text, size_t from, size_t to)
{
	reader->sums = 0;
	size_t k = from;
	while (k < to) {
		if (text[k] == ',' && k > from && text[k - 1] != ',' && k + 1 < to) {
			k++;
			continue;
		}
		if (text[k] == ',') {
			push_error(reader, reader->line, (int)k + 1,
			           "a cage sum is missing here: sums are numbers split by single commas");
			return false;
		}
		if (!isdigit((unsigned char)text[k])) {
			push_error(reader, reader->line, (int)k + 1, "a cage sum is a number, not '%c'",
			           text[k]);
			return false;
		}
		size_t start = k;
		int value = read_sum(reader, text, &k, to);
		if (value < 0)
			return false;
		if (reader->sums == SUDOKU_MAX_CELLS) {
			push_error(reader, reader->line, (int)start + 1, "more sums than cells");
			return false;
		}
		reader->sum_at[reader->sums] = (struct spot){reader->line, (int)start + 1, 0};
		reader->sum_value[reader->sums++] = value;
	}
	return true;
}

/* The whitespace-separated fields of a line: up to MAX_FIELDS, as [start, end) pairs. */
static int fields(const char *text, size_t length, size_t *start, size_t *end)
{
	int count = 0;
	size_t k = 0;
	while (k < length && count < MAX_FIELDS) {
		while (k < length && isspace((unsigned char)text[k]))
			k++;
		if (k == length)
			break;
		start[count] = k;
		while (k < length && !isspace((unsigned char)text[k]))
			k++;
		end[count++] = k;
	}
	return count;
}

static bool joined(unsigned flags)
{
	return (flags & SUDOKU_VARIANT_JIGSAW) && (flags & SUDOKU_VARIANT_KILLER);
}

/* "CAGES SUMS [GIVENS]" on one line; jigsaw+killer: "CAGES SUMS [GIVENS] REGIONS". */
static void killer_one_line(struct sudoku_variant_reader *reader, const char *text,
                            size_t length)
{
	size_t start[MAX_FIELDS], end[MAX_FIELDS];
	int count = fields(text, length, start, end);
	bool join = joined(reader->flags);
	int most = join ? 4 : 3, least = join ? 3 : 2;
	if (count > most) {
		push_error(reader, reader->line, (int)start[most] + 1,
		           join ? "a jigsaw+killer line has four fields at most: cages, sums, givens, "
		                  "regions"
		                : "a killer line has three fields at most: cages, sums, givens");
		return;
	}
	if (count < least) {
		push_error(reader, reader->line, (int)end[count - 1] + 1,
		           "the regions are missing: a jigsaw+killer line is cages, sums, [givens,] "
		           "regions");
		return;
	}
	struct piece piece;
	if (!cut(reader, text, start[0], end[0], "", &piece) ||
	    !start_block(reader, piece.count, (int)start[0] + 1))
		return;
	if (reader->form != SUDOKU_INPUT_LINE) {
		push_error(reader, reader->line, 1, "cages on one line need n*n symbols, not %d",
		           piece.count);
		return;
	}
	take_spots(reader, &piece, reader->layer);
	if (!take_sums(reader, text, start[1], end[1]))
		return;
	if (count == least + 1) {
		if (!cut(reader, text, start[2], end[2], "._", &piece))
			return;
		if (piece.count != reader->n * reader->n) {
			push_error(reader, reader->line, (int)start[2] + 1, "givens: %d symbols, not %d",
			           piece.count, reader->n * reader->n);
			return;
		}
		if (!take_givens(reader, &piece, 0))
			return;
	}
	if (!join || take_regions(reader, text, start[count - 1], end[count - 1]))
		emit_killer(reader, true);
}

/* "A=15 B=13": sums of the readable form. */
static void killer_sums(struct sudoku_variant_reader *reader, const char *text, size_t length)
{
	size_t k = 0;
	while (k < length) {
		while (k < length && (isspace((unsigned char)text[k]) || text[k] == ','))
			k++;
		if (k == length)
			break;
		size_t at = k;
		unsigned char symbol = (unsigned char)text[k++];
		int value = 0;
		bool ok = isalnum(symbol) && k < length && text[k++] == '=' && k < length &&
		          isdigit((unsigned char)text[k]);
		if (ok && (value = read_sum(reader, text, &k, length)) < 0)
			return;
		if (!ok || (k < length && !isspace((unsigned char)text[k]) && text[k] != ',')) {
			push_error(reader, reader->line, (int)at + 1, "expected SYMBOL=SUM, like A=15");
			return;
		}
		if (reader->sum_of_symbol[symbol] >= 0) {
			const struct spot *first = &reader->sum_spot[symbol];
			push_error(reader, reader->line, (int)at + 1,
			           "cage '%c' has a sum already (line %ld, column %d)", symbol, first->line,
			           first->column - 2);
			return;
		}
		reader->sum_of_symbol[symbol] = value;
		reader->sum_spot[symbol] = (struct spot){reader->line, (int)at + 3, (char)symbol};
	}
}

/* Jigsaw+killer, after the sums: n rows of regions, or n rows of givens and then n of regions. */
static void joined_tail(struct sudoku_variant_reader *reader, const struct piece *piece)
{
	int whole = reader->n * reader->n;
	if (reader->filled == whole) /* n more rows: the first n were the givens */
		memcpy(reader->given, reader->region, sizeof reader->given[0] * (size_t)whole);
	if (fill(reader, piece, reader->region) && reader->filled == 2 * whole &&
	    read_givens(reader, 0, whole))
		emit_killer(reader, false);
}

static void killer_line(struct sudoku_variant_reader *reader, const char *text, size_t length)
{
	size_t start[MAX_FIELDS], end[MAX_FIELDS];
	if (reader->phase == PHASE_IDLE && fields(text, length, start, end) >= 2 &&
	    !memchr(text, '=', length)) {
		killer_one_line(reader, text, length);
		return;
	}
	if (reader->phase == PHASE_SUMS && !memchr(text, '=', length))
		reader->phase = PHASE_GIVENS;
	if (reader->phase == PHASE_SUMS) {
		killer_sums(reader, text, length);
		return;
	}
	struct piece piece;
	bool givens = reader->phase == PHASE_GIVENS;
	if (!cut(reader, text, 0, length, givens ? "._" : "", &piece) || piece.count == 0)
		return;
	if (givens && joined(reader->flags)) {
		joined_tail(reader, &piece);
		return;
	}
	if (reader->phase == PHASE_IDLE) {
		if (!start_block(reader, piece.count, piece.column[0]))
			return;
		memset(reader->sum_of_symbol, -1, sizeof reader->sum_of_symbol);
		reader->phase = PHASE_CAGES;
	}
	if (!fill(reader, &piece, givens ? reader->given : reader->layer) ||
	    reader->filled < reader->n * reader->n)
		return;
	reader->filled = 0;
	if (givens)
		emit_killer(reader, false);
	else
		reader->phase = PHASE_SUMS;
}

/*
 * A blank line, a header or the end: a readable killer may end here, after
 * its sums or givens, and a jigsaw+killer after its regions; anything else
 * is cut short.
 */
static void end_block(struct sudoku_variant_reader *reader)
{
	bool join = joined(reader->flags);
	bool after_sums = reader->phase == PHASE_SUMS ||
	                  (reader->phase == PHASE_GIVENS && reader->filled == 0);
	if (!join && after_sums)
		emit_killer(reader, false);
	else if (join && reader->phase == PHASE_GIVENS && reader->filled == reader->n * reader->n)
		emit_killer(reader, false);
	else if (join && after_sums)
		push_error(reader, reader->line, 0,
		           "the jigsaw+killer puzzle of line %ld has no regions: %d rows of region "
		           "symbols follow the sums (or the givens)", reader->start, reader->n);
	else if (reader->phase != PHASE_IDLE && reader->phase != PHASE_SKIP)
		push_error(reader, reader->line, 0, "incomplete %s puzzle (it starts at line %ld)",
		           join ? "jigsaw+killer" : reader->flags & SUDOKU_VARIANT_KILLER ? "killer" : "jigsaw",
		           reader->start);
	reader->phase = PHASE_IDLE;
}

/* ---- feeding ---- */

static bool is_blank(const char *text, size_t length)
{
	for (size_t k = 0; k < length; k++)
		if (!isspace((unsigned char)text[k]))
			return false;
	return true;
}

static bool own_reading(unsigned flags)
{
	return flags & (SUDOKU_VARIANT_JIGSAW | SUDOKU_VARIANT_KILLER);
}

static void set_variant(struct sudoku_variant_reader *reader, const char *text, size_t at,
                        size_t length)
{
	unsigned flags;
	end_block(reader);
	sudoku_reader_end(reader->plain);
	drain_plain(reader);
	if (sudoku_variant_parse(text + at, length, &flags) != 0)
		push_error(reader, reader->line, (int)at + 1,
		           "unknown variant '%.*s' (x, windoku, jigsaw, killer, anti-knight, "
		           "anti-king, non-consecutive, plain, joined by +)",
		           (int)length, text + at);
	else
		reader->flags = flags;
}

void sudoku_variant_reader_feed(struct sudoku_variant_reader *reader, const char *text,
                                size_t length)
{
	size_t name, name_length;
	if (!reader || (!text && length > 0))
		return;
	reader->line++;
	if (is_header(text, length, &name, &name_length)) {
		sudoku_reader_feed(reader->plain, "", 0);
		set_variant(reader, text, name, name_length);
		return;
	}
	if (!own_reading(reader->flags)) {
		sudoku_reader_feed(reader->plain, text, length);
		drain_plain(reader);
		return;
	}
	/* a comment line goes to the plain reader too, which keeps the "# digits:" lines in force */
	size_t first = 0;
	while (first < length && isspace((unsigned char)text[first]))
		first++;
	sudoku_reader_feed(reader->plain, first < length && text[first] == '#' ? text : "",
	                   first < length && text[first] == '#' ? length : 0);
	drain_plain(reader);
	if (reader->line == 1 && length >= 3 && memcmp(text, "\xef\xbb\xbf", 3) == 0)
		text += 3, length -= 3;
	const char *hash = memchr(text, '#', length);
	if (hash)
		length = (size_t)(hash - text);
	if (is_blank(text, length)) {
		if (!hash)
			end_block(reader);
		return;
	}
	if (reader->phase == PHASE_SKIP)
		return;
	if (reader->flags & SUDOKU_VARIANT_KILLER)
		killer_line(reader, text, length);
	else
		jigsaw_line(reader, text, length);
}

void sudoku_variant_reader_end(struct sudoku_variant_reader *reader)
{
	if (!reader)
		return;
	end_block(reader);
	sudoku_reader_end(reader->plain);
	drain_plain(reader);
}
