/*
 * test_sudoku_line_reader.c - the reader's fast path for a line of 81 9x9
 * cell symbols against its general path (reader_use_general_only), which
 * reads every line the way it did before the fast path existed: the same
 * texts fed to both must give the same records, field by field, on lines
 * built to hit the fast path's edges (one cell short or long, a bad byte
 * at each place, CR, trailing blanks, comments, a byte-order mark) and
 * after lines that leave the reader half way through something else.
 */
#include "sudoku.h"
#include "sudoku/reader.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#define MAX_RECORDS 8

static const char wiki[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/* The records of `lines` (each fed as a line, with its length) read in `format`. */
static int read_lines(const char *const *lines, const size_t *lengths, int count,
                      enum sudoku_input_format format, bool general,
                      struct sudoku_record *records)
{
	struct sudoku_reader *reader = sudoku_reader_create(format);
	cr_assert_not_null(reader);
	if (general)
		reader_use_general_only(reader);
	int got = 0;
	for (int k = 0; k < count; k++) {
		sudoku_reader_feed(reader, lines[k], lengths[k]);
		while (got < MAX_RECORDS && sudoku_reader_next(reader, &records[got]))
			got++;
	}
	sudoku_reader_end(reader);
	while (got < MAX_RECORDS && sudoku_reader_next(reader, &records[got]))
		got++;
	sudoku_reader_destroy(reader);
	return got;
}

static void expect_same_record(const struct sudoku_record *fast, const struct sudoku_record *slow,
                               const char *what)
{
	cr_assert_eq(fast->error, slow->error, "%s: error", what);
	cr_assert_eq(fast->format, slow->format, "%s: format", what);
	cr_assert_eq(fast->line, slow->line, "%s: line", what);
	cr_assert_eq(fast->column, slow->column, "%s: column", what);
	cr_assert_str_eq(fast->message, slow->message, "%s: message", what);
	cr_assert_eq(fast->grid.size, slow->grid.size, "%s: size", what);
	cr_assert_arr_eq(fast->grid.cell, slow->grid.cell, sizeof fast->grid.cell, "%s: cells", what);
	cr_assert_eq(fast->marked, slow->marked, "%s: marked", what);
	cr_assert_arr_eq(fast->marks, slow->marks, sizeof fast->marks, "%s: marks", what);
}

/* Reads the lines both ways in every input format and compares; returns the auto records. */
static int expect_same(const char *const *lines, const size_t *lengths, int count,
                       const char *what)
{
	static const enum sudoku_input_format formats[] = {SUDOKU_INPUT_AUTO, SUDOKU_INPUT_LINE,
	                                                   SUDOKU_INPUT_GRID};
	int auto_records = 0;
	for (size_t f = 0; f < sizeof formats / sizeof formats[0]; f++) {
		struct sudoku_record fast[MAX_RECORDS], slow[MAX_RECORDS];
		memset(fast, 0, sizeof fast);
		memset(slow, 0, sizeof slow);
		int got = read_lines(lines, lengths, count, formats[f], false, fast);
		cr_assert_eq(got, read_lines(lines, lengths, count, formats[f], true, slow),
		             "%s (format %zu): record count", what, f);
		for (int k = 0; k < got; k++)
			expect_same_record(&fast[k], &slow[k], what);
		if (formats[f] == SUDOKU_INPUT_AUTO)
			auto_records = got;
	}
	return auto_records;
}

/* One line alone, of `length` bytes. */
static int expect_same_line(const char *line, size_t length, const char *what)
{
	const char *lines[] = {line};
	const size_t lengths[] = {length};
	return expect_same(lines, lengths, 1, what);
}

Test(sudoku_line_reader, reads_a_plain_line_as_the_general_reader_does)
{
	cr_assert_eq(expect_same_line(wiki, 81, "wiki"), 1);
	char line[100];
	for (const char *fill = ".0_123456789"; *fill; fill++) {
		memset(line, *fill, 81);
		char what[32];
		snprintf(what, sizeof what, "81 of '%c'", *fill);
		cr_assert_eq(expect_same_line(line, 81, what), 1);
	}
	/* every digit at every place, the rest empty in each of the three ways */
	for (const char *empty = ".0_"; *empty; empty++)
		for (int at = 0; at < 81; at++) {
			memset(line, *empty, 81);
			line[at] = (char)('1' + at % 9);
			expect_same_line(line, 81, "one digit");
		}
}

Test(sudoku_line_reader, one_cell_short_or_long_goes_the_general_way)
{
	char line[100];
	memcpy(line, wiki, 81);
	line[81] = '1';
	cr_assert_eq(expect_same_line(line, 80, "80 cells"), 1, "an error record");
	expect_same_line(line, 82, "82 cells");
	expect_same_line(line, 0, "empty line");
	expect_same_line(line, 1, "one cell");
	/* 16 cells: a 4x4 puzzle or a 16x16 row, held until the next line decides */
	expect_same_line(line, 16, "16 cells");
}

Test(sudoku_line_reader, a_bad_byte_at_each_place_reads_the_same)
{
	/* letters are digits of bigger grids; the rest separate, comment or are errors */
	static const char bad[] = {'x', 'A', 'j', 'Z', '#', ' ', '\t', '|', '-', '+', ',', ';', '=',
	                           '*', ':', '\r', '\0', '\x80', '\xff', '/', '\x7f', '`'};
	char line[100];
	for (size_t b = 0; b < sizeof bad; b++)
		for (int at = 0; at < 81; at++) {
			memcpy(line, wiki, 81);
			line[at] = bad[b];
			char what[48];
			snprintf(what, sizeof what, "byte 0x%02x at %d", (unsigned char)bad[b], at);
			expect_same_line(line, 81, what);
		}
}

Test(sudoku_line_reader, every_byte_at_the_edges_of_eight_byte_words_reads_the_same)
{
	/* the fast path tests eight bytes a word: the first and last of each, and the 81st */
	static const int places[] = {0, 7, 8, 15, 39, 40, 63, 64, 72, 79, 80};
	char line[100];
	for (int byte = 0; byte < 256; byte++)
		for (size_t p = 0; p < sizeof places / sizeof places[0]; p++) {
			memcpy(line, wiki, 81);
			line[places[p]] = (char)byte;
			char what[48];
			snprintf(what, sizeof what, "byte 0x%02x at %d", byte, places[p]);
			expect_same_line(line, 81, what);
		}
}

Test(sudoku_line_reader, line_ends_blanks_and_comments_read_the_same)
{
	static const char *const tails[] = {"\r", "\r\r", " ", "  ", "\t", " \r", " # a comment",
	                                    "#", "# digits: A-P", " 1.2", ";11.9;11.9;11.3",
	                                    " ED=10.5/1.2/1.2", ",", "|"};
	char line[200];
	for (size_t t = 0; t < sizeof tails / sizeof tails[0]; t++) {
		int length = snprintf(line, sizeof line, "%s%s", wiki, tails[t]);
		cr_assert_eq(expect_same_line(line, (size_t)length, tails[t]), 1, "'%s'", tails[t]);
		length = snprintf(line, sizeof line, "%s%s", tails[t], wiki);
		expect_same_line(line, (size_t)length, "the same in front");
	}
	/* a byte-order mark before the first line's cells, and before a later line's */
	int length = snprintf(line, sizeof line, "\xef\xbb\xbf%s", wiki);
	cr_assert_eq(expect_same_line(line, (size_t)length, "BOM"), 1);
	const char *lines[] = {wiki, line};
	const size_t lengths[] = {81, (size_t)length};
	expect_same(lines, lengths, 2, "BOM on line 2");
}

Test(sudoku_line_reader, a_line_after_unfinished_business_reads_the_same)
{
	static const char row9[] = "53..7....", row16[] = "1234123412341234",
	                  big16[] = "123456789ABCDEFG", marks[] = "127 4 39 5 6 8 1 2 3",
	                  bad_row[] = "53..7...", pair[] = "12 10 3 4", digits[] = "# digits: 1-G",
	                  variant[] = "# variant: x", title[] = "Grid 01";
	const char *const before[] = {row9, row16, big16, marks, bad_row, pair, digits, variant,
	                              title, "", "# comment"};
	for (size_t b = 0; b < sizeof before / sizeof before[0]; b++) {
		/* the state the line leaves, then the puzzle, then the same again after a second */
		const char *lines[] = {before[b], wiki, before[b], before[b], wiki, wiki};
		size_t lengths[6];
		for (int k = 0; k < 6; k++)
			lengths[k] = strlen(lines[k]);
		expect_same(lines, lengths, 6, before[b]);
	}
	/* a bad grid row makes the reader skip to the next line puzzle */
	const char *lines[] = {row9, row9, bad_row, row9, wiki, row9};
	const size_t lengths[] = {9, 9, 8, 9, 81, 9};
	expect_same(lines, lengths, 6, "skipping");
}
