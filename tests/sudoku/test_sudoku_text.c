/*
 * test_sudoku_text.c - the reader (every input form, every error with its
 * position) and the writer.
 */
#include "sudoku.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

static const char wiki_line[] =
	"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

/* Reads all records of a text; returns how many, filling up to `cap`. */
static int read_all(const char *text, enum sudoku_input_format format,
                    struct sudoku_record *records, int cap)
{
	struct sudoku_reader *reader = sudoku_reader_create(format);
	cr_assert_not_null(reader);
	int count = 0;
	while (*text) {
		size_t len = strcspn(text, "\n");
		sudoku_reader_feed(reader, text, len);
		text += len + (text[len] == '\n');
		while (count < cap && sudoku_reader_next(reader, &records[count]))
			count++;
	}
	sudoku_reader_end(reader);
	while (count < cap && sudoku_reader_next(reader, &records[count]))
		count++;
	sudoku_reader_destroy(reader);
	return count;
}

static void assert_wiki(const struct sudoku_record *r)
{
	cr_assert_eq(r->error, 0, "unexpected error: %s", r->message);
	cr_assert_eq(r->grid.size, 9);
	char line[100];
	sudoku_grid_format(NULL, &r->grid, SUDOKU_OUTPUT_LINE, line, sizeof line);
	cr_assert_str_eq(line, "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n");
}

Test(sudoku_text, reads_one_puzzle_per_line_with_dots_zeros_and_comments)
{
	struct sudoku_record r[4];
	char text[400];
	char zeros[82];
	strcpy(zeros, wiki_line);
	for (char *p = zeros; *p; p++)
		if (*p == '.')
			*p = '0';
	snprintf(text, sizeof text, "# a comment\n%s\n%s\r\n\n%s  # trailing note\n", wiki_line,
	         zeros, wiki_line);
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 4), 3);
	for (int k = 0; k < 3; k++) {
		assert_wiki(&r[k]);
		cr_assert_eq(r[k].format, SUDOKU_INPUT_LINE);
	}
	cr_assert_eq(r[0].line, 2);
	cr_assert_eq(r[2].line, 5);
}

Test(sudoku_text, reads_nine_lines_of_nine_digits)
{
	const char *text = "530070000\n600195000\n098000060\n800060003\n400803001\n"
	                   "700020006\n060000280\n000419005\n000080079\n";
	struct sudoku_record r[2];
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 2), 1);
	assert_wiki(&r[0]);
	cr_assert_eq(r[0].format, SUDOKU_INPUT_GRID);
	cr_assert_eq(r[0].line, 1);
}

Test(sudoku_text, reads_its_own_pretty_output)
{
	struct sudoku_record r[2];
	cr_assert_eq(sudoku_parse_string(wiki_line, &r[0]), 0);
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 9, 0);
	char pretty[1000];
	size_t len = sudoku_grid_format(&shape, &r[0].grid, SUDOKU_OUTPUT_PRETTY, pretty, sizeof pretty);
	cr_assert_eq(len, strlen(pretty));
	cr_assert(strncmp(pretty, "+-------+-------+-------+\n| 5 3 . | . 7 . | . . . |\n", 52) == 0,
	          "got:\n%s", pretty);
	cr_assert_eq(read_all(pretty, SUDOKU_INPUT_AUTO, r, 2), 1);
	assert_wiki(&r[0]);
}

Test(sudoku_text, reads_c_and_json_rows)
{
	const char *c_rows = "int grid[9][9] = {\n"
	                     "{5, 3, 0, 0, 7, 0, 0, 0, 0},\n{6, 0, 0, 1, 9, 5, 0, 0, 0},\n"
	                     "{0, 9, 8, 0, 0, 0, 0, 6, 0},\n{8, 0, 0, 0, 6, 0, 0, 0, 3},\n"
	                     "{4, 0, 0, 8, 0, 3, 0, 0, 1},\n{7, 0, 0, 0, 2, 0, 0, 0, 6},\n"
	                     "{0, 6, 0, 0, 0, 0, 2, 8, 0},\n{0, 0, 0, 4, 1, 9, 0, 0, 5},\n"
	                     "{0, 0, 0, 0, 8, 0, 0, 7, 9}};\n";
	struct sudoku_record r[3];
	/* what stands before '=' in a declaration is not part of the grid */
	cr_assert_eq(read_all(c_rows, SUDOKU_INPUT_AUTO, r, 3), 1);
	assert_wiki(&r[0]);

	const char *json = "[[\"5\",\"3\",\".\",\".\",\"7\",\".\",\".\",\".\",\".\"],\n"
	                   "[\"6\",\".\",\".\",\"1\",\"9\",\"5\",\".\",\".\",\".\"],\n"
	                   "[\".\",\"9\",\"8\",\".\",\".\",\".\",\".\",\"6\",\".\"],\n"
	                   "[\"8\",\".\",\".\",\".\",\"6\",\".\",\".\",\".\",\"3\"],\n"
	                   "[\"4\",\".\",\".\",\"8\",\".\",\"3\",\".\",\".\",\"1\"],\n"
	                   "[\"7\",\".\",\".\",\".\",\"2\",\".\",\".\",\".\",\"6\"],\n"
	                   "[\".\",\"6\",\".\",\".\",\".\",\".\",\"2\",\"8\",\".\"],\n"
	                   "[\".\",\".\",\".\",\"4\",\"1\",\"9\",\".\",\".\",\"5\"],\n"
	                   "[\".\",\".\",\".\",\".\",\"8\",\".\",\".\",\"7\",\"9\"]]\n";
	cr_assert_eq(read_all(json, SUDOKU_INPUT_AUTO, r, 3), 1);
	assert_wiki(&r[0]);
}

Test(sudoku_text, reads_big_grids_with_letters_and_numbers)
{
	/* 16x16 on one line: 1-9 then A-G; lower case works too */
	char line[300];
	memset(line, '.', 256);
	line[256] = '\0';
	line[0] = 'G';
	line[1] = 'a';
	struct sudoku_record r[20];
	cr_assert_eq(read_all(line, SUDOKU_INPUT_AUTO, r, 2), 1);
	cr_assert_eq(r[0].error, 0, "%s", r[0].message);
	cr_assert_eq(r[0].grid.size, 16);
	cr_assert_eq(r[0].grid.cell[0], 16);
	cr_assert_eq(r[0].grid.cell[1], 10);

	/* a 16x16 grid as 16 rows of numbers */
	char rows[2000] = "";
	for (int k = 0; k < 16; k++)
		strcat(rows, k == 0 ? "16 0 0 0 0 0 0 0 0 0 0 0 0 0 0 10\n"
		                    : "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0\n");
	cr_assert_eq(read_all(rows, SUDOKU_INPUT_AUTO, r, 2), 1);
	cr_assert_eq(r[0].error, 0, "%s", r[0].message);
	cr_assert_eq(r[0].grid.size, 16);
	cr_assert_eq(r[0].grid.cell[15], 10);
}

Test(sudoku_text, tells_4x4_lines_from_16x16_rows)
{
	struct sudoku_record r[20];
	/* sixteen-cell lines of small digits, then a blank line: 4x4 puzzles */
	const char *small = "1...............\n....2...........\n\n";
	cr_assert_eq(read_all(small, SUDOKU_INPUT_AUTO, r, 20), 2);
	cr_assert_eq(r[0].grid.size, 4);
	cr_assert_eq(r[1].grid.cell[4], 2);
	cr_assert_eq(r[1].line, 2);

	/* a 16x16 grid whose first rows have only small digits: decided by row 3 */
	char grid[1000] = "";
	for (int k = 0; k < 16; k++)
		strcat(grid, k == 2 ? "G...............\n" : "1...............\n");
	int count = read_all(grid, SUDOKU_INPUT_AUTO, r, 20);
	cr_assert_eq(count, 1);
	cr_assert_eq(r[0].grid.size, 16);
	cr_assert_eq(r[0].grid.cell[32], 16);
}

Test(sudoku_text, reports_bad_symbols_with_line_and_column)
{
	struct sudoku_record r[4];
	char text[300];
	char bad[82];
	strcpy(bad, wiki_line);
	bad[9] = 'x';
	snprintf(text, sizeof text, "%s\n%s\n%s\n", wiki_line, bad, wiki_line);
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 4), 3);
	cr_assert_eq(r[1].error, SUDOKU_EPARSE);
	cr_assert_eq(r[1].line, 2);
	cr_assert_eq(r[1].column, 10);
	cr_assert(strstr(r[1].message, "not a digit of a 9x9 grid"), "%s", r[1].message);
	assert_wiki(&r[2]);

	/* '*' is no cell symbol at all */
	bad[9] = '*';
	cr_assert_eq(sudoku_parse_string(bad, &r[0]), SUDOKU_EPARSE);
	cr_assert_eq(r[0].column, 10);
	cr_assert(strstr(r[0].message, "'*'"), "%s", r[0].message);

	/* a byte that is not text */
	cr_assert_eq(sudoku_parse_string("53..\x01", &r[0]), SUDOKU_EPARSE);
	cr_assert_eq(r[0].column, 5);
	cr_assert(strstr(r[0].message, "0x01"), "%s", r[0].message);
}

Test(sudoku_text, reports_wrong_lengths_and_short_grids)
{
	struct sudoku_record r[4];
	cr_assert_eq(sudoku_parse_string("123456789012345678901234567890123456789012345678901234567890"
	                                  "12345678901234567890",
	                                  &r[0]),
	             SUDOKU_EPARSE);
	cr_assert(strstr(r[0].message, "80 cells"), "%s", r[0].message);
	cr_assert_eq(r[0].column, 81, "the column just after the last cell");

	const char *short_grid = "530070000\n600195000\n098000060\n\n";
	cr_assert_eq(read_all(short_grid, SUDOKU_INPUT_AUTO, r, 4), 1);
	cr_assert_eq(r[0].error, SUDOKU_EPARSE);
	cr_assert_eq(r[0].line, 4);
	cr_assert(strstr(r[0].message, "3 of 9 rows"), "%s", r[0].message);

	const char *ragged = "530070000\n60019500\n098000060\n\n";
	cr_assert_eq(read_all(ragged, SUDOKU_INPUT_AUTO, r, 4), 1);
	cr_assert_eq(r[0].line, 2);
	cr_assert_eq(r[0].column, 9);
	cr_assert(strstr(r[0].message, "row has 8 cells"), "%s", r[0].message);

	/* a NUL byte is no separator */
	cr_assert_eq(sudoku_parse_string("53..", &r[0]), SUDOKU_EPARSE); /* sanity: too short */
	struct sudoku_reader *reader = sudoku_reader_create(SUDOKU_INPUT_AUTO);
	sudoku_reader_feed(reader, "53\0.", 4);
	cr_assert(sudoku_reader_next(reader, &r[0]));
	cr_assert_eq(r[0].column, 3);
	cr_assert(strstr(r[0].message, "0x00"), "%s", r[0].message);
	sudoku_reader_destroy(reader);
}

Test(sudoku_text, forced_formats)
{
	struct sudoku_record r[4];
	cr_assert_eq(read_all("530070000\n", SUDOKU_INPUT_LINE, r, 4), 1);
	cr_assert_eq(r[0].error, SUDOKU_EPARSE);
	char text[200];
	snprintf(text, sizeof text, "%s\n", wiki_line);
	cr_assert_eq(read_all(text, SUDOKU_INPUT_GRID, r, 4), 1);
	cr_assert_eq(r[0].error, SUDOKU_EPARSE);
}

Test(sudoku_text, writes_line_grid_and_pretty)
{
	struct sudoku_record r;
	cr_assert_eq(sudoku_parse_string("1234341221434321", &r), 0);
	struct sudoku_shape shape;
	sudoku_shape_init(&shape, 4, 0);
	char buf[200];
	sudoku_grid_format(&shape, &r.grid, SUDOKU_OUTPUT_GRID, buf, sizeof buf);
	cr_assert_str_eq(buf, "1234\n3412\n2143\n4321\n");
	sudoku_grid_format(&shape, &r.grid, SUDOKU_OUTPUT_PRETTY, buf, sizeof buf);
	cr_assert_str_eq(buf, "+-----+-----+\n| 1 2 | 3 4 |\n| 3 4 | 1 2 |\n+-----+-----+\n"
	                      "| 2 1 | 4 3 |\n| 4 3 | 2 1 |\n+-----+-----+\n");
	/* a short buffer: truncated, terminated, full length returned */
	char small[5];
	cr_assert_eq(sudoku_grid_format(&shape, &r.grid, SUDOKU_OUTPUT_LINE, small, sizeof small), 17);
	cr_assert_str_eq(small, "1234");
	char name[16];
	cr_assert_str_eq(sudoku_cell_name(9, 80, name, sizeof name), "r9c9");
	cr_assert_eq(sudoku_digit_symbol(16), 'G');
}

/* The wiki puzzle's rows drawn with Sudoku Explainer's and HoDoKu's rules. */
Test(sudoku_text, reads_explainer_and_hodoku_rules)
{
	char text[600] = "";
	const char *rules[] = {"*-----------*", ".---.---.---.", ":---+---+---:", "'---'---'---'"};
	for (int k = 0; k < 4; k++) {
		size_t used = strlen(text);
		snprintf(text + used, sizeof text - used, "%s\n", rules[k]);
		for (int r = 0; r < 9; r++) {
			used = strlen(text);
			snprintf(text + used, sizeof text - used, "|%.3s|%.3s|%.3s|\n", wiki_line + r * 9,
			         wiki_line + r * 9 + 3, wiki_line + r * 9 + 6);
			if (r == 2 || r == 5) {
				used = strlen(text);
				snprintf(text + used, sizeof text - used, "%s\n", rules[(k + 2) % 4]);
			}
		}
		struct sudoku_record rec[2];
		cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, rec, 2), 1, "rule %s", rules[k]);
		assert_wiki(&rec[0]);
		text[0] = '\0';
	}
}

Test(sudoku_text, reads_a_rating_or_comment_after_a_line_puzzle)
{
	const char *tails[] = {" 1.2", ";11.9;11.9;11.3", " ED=10.5/1.2/1.2", "\t7.1 hard", ",x"};
	for (int k = 0; k < 5; k++) {
		char text[200];
		snprintf(text, sizeof text, "%s%s\n", wiki_line, tails[k]);
		struct sudoku_record r[2];
		cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 2), 1, "tail '%s'", tails[k]);
		assert_wiki(&r[0]);
	}
	/* a line that makes a whole puzzle as it stands keeps that meaning */
	char text[200];
	snprintf(text, sizeof text, "%.80s %c\n", wiki_line, wiki_line[80]);
	struct sudoku_record r[2];
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 2), 1);
	assert_wiki(&r[0]);
	/* too short a puzzle before the tail is still an error */
	snprintf(text, sizeof text, "%.80s 1.2\n", wiki_line);
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 2), 1);
	cr_assert_eq(r[0].error, SUDOKU_EPARSE);
}

/* Candidate marks of the wiki puzzle: the digits no peer holds. */
static void wiki_marks(uint16_t *marks)
{
	for (int cell = 0; cell < 81; cell++) {
		int given = wiki_line[cell] == '.' ? 0 : wiki_line[cell] - '0';
		if (given) {
			marks[cell] = (uint16_t)(1u << (given - 1));
			continue;
		}
		marks[cell] = 0x1ff;
		for (int other = 0; other < 81; other++) {
			int r = cell / 9, c = cell % 9, rr = other / 9, cc = other % 9;
			bool peer = other != cell && (r == rr || c == cc || (r / 3 == rr / 3 && c / 3 == cc / 3));
			if (peer && wiki_line[other] != '.')
				marks[cell] &= (uint16_t)~(1u << (wiki_line[other] - '1'));
		}
	}
}

static void marks_text(const uint16_t *marks, char *text, size_t len, bool hodoku)
{
	size_t used = 0;
	if (hodoku)
		used += (size_t)snprintf(text + used, len - used, ".-------.-------.-------.\n");
	for (int r = 0; r < 9; r++) {
		for (int c = 0; c < 9; c++) {
			if (c % 3 == 0 && hodoku)
				used += (size_t)snprintf(text + used, len - used, "| ");
			for (int d = 1; d <= 9; d++)
				if (marks[r * 9 + c] & (1u << (d - 1)))
					used += (size_t)snprintf(text + used, len - used, "%d", d);
			used += (size_t)snprintf(text + used, len - used, " ");
		}
		used += (size_t)snprintf(text + used, len - used, hodoku ? "|\n" : "\n");
		if (hodoku && (r == 2 || r == 5))
			used += (size_t)snprintf(text + used, len - used, ":-------+-------+-------:\n");
	}
	if (hodoku)
		snprintf(text + used, len - used, "'-------'-------'-------'\n");
}

Test(sudoku_text, reads_pencil_mark_grids)
{
	uint16_t marks[81];
	wiki_marks(marks);
	char text[2000];
	for (int hodoku = 0; hodoku < 2; hodoku++) {
		marks_text(marks, text, sizeof text, hodoku);
		struct sudoku_record r[2];
		cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 2), 1);
		cr_assert_eq(r[0].error, 0, "%s", r[0].message);
		cr_assert(r[0].marked);
		cr_assert_eq(memcmp(r[0].marks, marks, sizeof marks), 0);
		for (int cell = 0; cell < 81; cell++) { /* the cells with one mark are placed */
			unsigned m = marks[cell];
			int want = (m & (m - 1)) == 0 ? __builtin_ctz(m) + 1 : 0;
			cr_assert_eq(r[0].grid.cell[cell], want, "cell %d", cell);
		}
	}
	/* 729 symbols on one line */
	char flat[740];
	for (int k = 0; k < 729; k++)
		flat[k] = marks[k / 9] & (1u << (k % 9)) ? (char)('1' + k % 9) : '.';
	flat[729] = '\0';
	struct sudoku_record r[2];
	cr_assert_eq(read_all(flat, SUDOKU_INPUT_AUTO, r, 2), 1);
	cr_assert(r[0].marked);
	cr_assert_eq(memcmp(r[0].marks, marks, sizeof marks), 0);
	/* a plain puzzle carries no marks */
	cr_assert_eq(read_all(wiki_line, SUDOKU_INPUT_AUTO, r, 2), 1);
	cr_assert(!r[0].marked);
}

Test(sudoku_text, reports_a_pencil_mark_grid_cut_short)
{
	uint16_t marks[81];
	wiki_marks(marks);
	char text[2000];
	marks_text(marks, text, sizeof text, false);
	char *fifth = text;
	for (int k = 0; k < 5; k++)
		fifth = strchr(fifth, '\n') + 1;
	*fifth = '\0';
	struct sudoku_record r[2];
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 2), 1);
	cr_assert_eq(r[0].error, SUDOKU_EPARSE);
	cr_assert_eq(r[0].line, 5);
	cr_assert(strstr(r[0].message, "45 of 81") != NULL, "%s", r[0].message);
}

Test(sudoku_text, gives_the_real_length_of_a_line_too_long)
{
	static char text[5001];
	memset(text, '1', 5000);
	struct sudoku_record r[2];
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 2), 1);
	cr_assert_eq(r[0].error, SUDOKU_EPARSE);
	cr_assert(strstr(r[0].message, "5000 cells") != NULL, "%s", r[0].message);
}

Test(sudoku_text, pencil_marks_keep_going_past_comments)
{
	uint16_t marks[81];
	wiki_marks(marks);
	char text[2000], with[2100];
	marks_text(marks, text, sizeof text, true);
	/* "# note" after the grid's second line, and a comment at the end of its third */
	char *second = strchr(strchr(text, '\n') + 1, '\n') + 1;
	char *third_end = strchr(second, '\n');
	snprintf(with, sizeof with, "%.*s# note\n%.*s  # row two\n%s", (int)(second - text), text,
	         (int)(third_end - second), second, third_end + 1);
	struct sudoku_record r[2];
	cr_assert_eq(read_all(with, SUDOKU_INPUT_AUTO, r, 2), 1);
	cr_assert_eq(r[0].error, 0, "%s", r[0].message);
	cr_assert(r[0].marked);
	cr_assert_eq(memcmp(r[0].marks, marks, sizeof marks), 0);
}

/* ---- 16x16 and 25x25 digits in three forms; HoDoKu's library lines ---- */

/* A one-line n x n puzzle: `head` at its start, '.' for the rest. */
static void big_line(char *line, int n, const char *head)
{
	memset(line, '.', (size_t)(n * n));
	line[n * n] = '\0';
	memcpy(line, head, strlen(head));
}

/* Reads one record of `text`; it must be a puzzle of size n. */
static void read_big(const char *text, int n, struct sudoku_record *r)
{
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 1), 1);
	cr_assert_eq(r->error, 0, "unexpected error: %s", r->message);
	cr_assert_eq(r->grid.size, n);
}

/* Reads one record of `text`; it must be an error at line and column saying `what`. */
static void read_error(const char *text, long line, int column, const char *what)
{
	struct sudoku_record r;
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, &r, 1), 1);
	cr_assert_eq(r.error, SUDOKU_EPARSE);
	cr_assert_eq(r.line, line, "line %ld: %s", r.line, r.message);
	cr_assert_eq(r.column, column, "column %d: %s", r.column, r.message);
	cr_assert(strstr(r.message, what), "%s", r.message);
}

/*
 * Reads `header` (may be "") then a one-line n x n puzzle starting with
 * `head`, the rest `fill`; its first cells must be `want`.
 */
static void expect_digits(const char *header, int n, const char *head, char fill,
                          const int *want, int count)
{
	char line[700], text[800];
	big_line(line, n, head);
	memset(line + strlen(head), fill, (size_t)(n * n) - strlen(head));
	snprintf(text, sizeof text, "%s%s\n", header, line);
	struct sudoku_record r;
	read_big(text, n, &r);
	for (int k = 0; k < count; k++)
		cr_assert_eq(r.grid.cell[k], want[k], "%s: cell %d is %d", head, k, r.grid.cell[k]);
}

Test(sudoku_text, reads_16x16_digits_written_a_to_p)
{
	/* '0' with no '.' beside it: an empty cell */
	expect_digits("", 16, "AJp", '0', (int[]){1, 10, 16, 0}, 4);
	/* G is A-P's 7 when a later letter says A-P */
	expect_digits("", 16, "GH", '.', (int[]){7, 8}, 2);
}

Test(sudoku_text, reads_16x16_digits_written_0_to_f)
{
	expect_digits("", 16, "0F9a", '.', (int[]){1, 16, 10, 11}, 4);
	/* '0' with no '.' beside it is an empty cell, as ever */
	expect_digits("", 16, "G", '0', (int[]){16, 0}, 2);
}

Test(sudoku_text, reads_16x16_digits_as_a_header_says)
{
	expect_digits("# Digits : 0-F\n", 16, "1F", '.', (int[]){2, 16}, 2);
	expect_digits("# digits: a-p\n", 16, "ABC", '.', (int[]){1, 2, 3}, 3);
	expect_digits("# digits: 1-G\n", 16, "ABC", '.', (int[]){10, 11, 12}, 3);
	/* the header stays in force for the puzzles after it; auto ends it */
	char line[300], text[400];
	big_line(line, 16, "ABC");
	snprintf(text, sizeof text, "# digits: A-P\n# digits: auto\n%s\n", line);
	read_error(text, 3, 1, "16x16 digits undecided");
}

Test(sudoku_text, reads_16x16_grids_in_every_form)
{
	char text[2000] = "";
	for (int k = 0; k < 16; k++)
		strcat(text, k == 1 ? "..|.... J.........\n" : "................\n");
	struct sudoku_record r;
	read_big(text, 16, &r);
	cr_assert_eq(r.grid.cell[16 + 6], 10);
	cr_assert_eq(r.format, SUDOKU_INPUT_GRID);
}

Test(sudoku_text, reports_16x16_digits_that_decide_nothing)
{
	char line[300];
	/* 1-9 and A-F with '.' empties: 1-G short of G or 0-F short of 0 */
	big_line(line, 16, "..5A");
	read_error(line, 1, 3, "16x16 digits undecided");
	/* the first given of a grid, on its own line */
	char text[2000] = "";
	for (int k = 0; k < 16; k++)
		strcat(text, k == 2 ? "... ...... 7......\n" : "................\n");
	read_error(text, 3, 12, "16x16 digits undecided");
	/* an empty grid reads the same in every form */
	struct sudoku_record r;
	big_line(line, 16, "");
	read_big(line, 16, &r);
}

Test(sudoku_text, reports_16x16_digits_that_clash)
{
	char line[300];
	/* G says 1-G, '0' beside '.' says 0-F: the later one is blamed */
	big_line(line, 16, "G..0");
	read_error(line, 1, 4, "'0' beside '.' empties means 0-F, but 'G' means 1-G");
	big_line(line, 16, "0.J");
	read_error(line, 1, 3, "a letter H-P means A-P, but '0' beside '.' empties means 0-F");
	/* a decimal digit among letters A-P */
	big_line(line, 16, "J.5");
	read_error(line, 1, 3, "'5' is not a digit of a 16x16 grid written A-P");
	/* a header that the digits do not fit */
	char text[400];
	big_line(line, 16, "G");
	snprintf(text, sizeof text, "# digits: 0-F\n%s\n", line);
	read_error(text, 2, 1, "'G' is not a digit of a 16x16 grid written 0-F");
	read_error("# digits: 1-Z\n", 1, 11, "unknown digits");
}

Test(sudoku_text, reads_25x25_digits_in_every_form)
{
	expect_digits("", 25, "AY", '.', (int[]){1, 25}, 2);
	expect_digits("", 25, "AP", '.', (int[]){10, 25}, 2);
	expect_digits("", 25, "0O", '.', (int[]){1, 25}, 2);
	expect_digits("# digits: 0-O\n", 25, ".7O", '.', (int[]){0, 8, 25}, 3);
	char line[700], text[800];
	big_line(line, 25, ".7O");
	read_error(line, 1, 2, "25x25 digits undecided");
	/* a 16x16 header leaves 25x25 puzzles alone */
	snprintf(text, sizeof text, "# digits: 0-F\n%s\n", line);
	read_error(text, 2, 2, "25x25 digits undecided");
}

Test(sudoku_text, reads_hodoku_library_lines)
{
	char text[300];
	struct sudoku_record r[3];
	snprintf(text, sizeof text, ":0000:x:%s:::\n:0901-1:5:%s:213 414:415::\n", wiki_line,
	         wiki_line);
	/* a placed digit: "+7" */
	memmove(text + 8 + 5, text + 8 + 4, strlen(text + 8 + 4) + 1);
	text[8 + 4] = '+';
	cr_assert_eq(read_all(text, SUDOKU_INPUT_AUTO, r, 3), 2);
	assert_wiki(&r[0]);
	assert_wiki(&r[1]);
	cr_assert_eq(r[1].line, 2);
	snprintf(text, sizeof text, ":0000:x:%s?:::\n", wiki_line);
	read_error(text, 1, 90, "unexpected character '?'");
}
