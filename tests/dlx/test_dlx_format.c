/*
 * test_dlx_format.c - the reader of Knuth's DLX format: problems read right
 * (Knuth's two examples, counted by the engine), names of any length,
 * colours, comments and line endings, and every error and warning with the
 * line and column it points at. Then the exact-cover benchmark's .ec format
 * (suite dlx_format_ec): sets read as options over items named "1" .. "N",
 * counted against closed forms (Bell numbers, perfect matchings), comments
 * and line ends, where options came from, and that Knuth's format still
 * reads "p ec 3" as an item line (why the syntax is chosen, not guessed).
 */
#include "dlx_format.h"

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

static struct dlx_format *read_as(const char *text, bool strict, enum dlx_format_syntax syntax)
{
	struct dlx_format *f = dlx_format_create(strict);
	cr_assert_not_null(f);
	cr_assert_eq(dlx_format_set_syntax(f, syntax), 0);
	struct dlx_format_error error;
	int code = dlx_format_read(f, text, strlen(text), NULL, NULL, &error);
	cr_assert_eq(code, 0, "read failed at %ld:%d: %s", error.line, error.column, error.message);
	return f;
}

static struct dlx_format *read_text(const char *text, bool strict)
{
	return read_as(text, strict, DLX_SYNTAX_KNUTH);
}

static uint64_t count_solutions(struct dlx_format *f)
{
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(dlx_format_problem(f), NULL, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	return stats.solutions;
}

static void expect_option(struct dlx_format *f, int option, const char *text)
{
	char buffer[256];
	size_t length = dlx_format_option_text(f, option, buffer, sizeof buffer);
	cr_assert_str_eq(buffer, text);
	cr_assert_eq(length, strlen(text));
}

/* TAOCP 7.2.2.1 (5): one solution, options 0, 3 and 4. */
static const char knuth_example[] = "| Knuth's example\n"
                                    "a b c d e f g\n"
                                    "c e\n"
                                    "a d g\n"
                                    "b c f\n"
                                    "a d f\n"
                                    "b g\n"
                                    "d e g\n";

Test(dlx_format, reads_knuths_example)
{
	struct dlx_format *f = read_text(knuth_example, false);
	struct dlx_problem *pb = dlx_format_problem(f);
	cr_assert_eq(dlx_primary_count(pb), 7);
	cr_assert_eq(dlx_secondary_count(pb), 0);
	cr_assert_eq(dlx_option_count(pb), 6);
	cr_assert_str_eq(dlx_format_item_name(f, 0), "a");
	cr_assert_str_eq(dlx_format_item_name(f, 6), "g");
	cr_assert_null(dlx_format_item_name(f, 7));
	expect_option(f, 1, "a d g");
	cr_assert_eq(dlx_format_option_line(f, 0), 3);
	cr_assert_eq(dlx_format_option_line(f, 5), 8);
	cr_assert_eq(count_solutions(f), 1);
	dlx_format_destroy(f);
}

/* TAOCP 7.2.2.1 (49): colours make 'q x:A' and 'p r x:A y' compatible. */
Test(dlx_format, reads_colours_and_counts_knuths_colour_example)
{
	struct dlx_format *f = read_text("p q r | x y\n"
	                                 "p q x y:A\n"
	                                 "p r x:A y\n"
	                                 "p x:B\n"
	                                 "q x:A\n"
	                                 "r y:B\n",
	                                 false);
	struct dlx_problem *pb = dlx_format_problem(f);
	cr_assert_eq(dlx_primary_count(pb), 3);
	cr_assert_eq(dlx_secondary_count(pb), 2);
	int items[4], colors[4];
	cr_assert_eq(dlx_option_items(pb, 0, items, colors, 4), 4);
	cr_assert_eq(colors[2], 0, "x without colour");
	cr_assert_gt(colors[3], 0, "y:A has a colour");
	cr_assert_str_eq(dlx_format_color_name(f, colors[3]), "A");
	cr_assert_eq(dlx_option_items(pb, 2, items, colors, 4), 2);
	cr_assert_str_eq(dlx_format_color_name(f, colors[1]), "B");
	cr_assert_null(dlx_format_color_name(f, 3), "only two colours");
	expect_option(f, 1, "p r x:A y");
	cr_assert_eq(count_solutions(f), 1);
	dlx_format_destroy(f);
}

Test(dlx_format, keeps_names_longer_than_eight_characters)
{
	char name[101];
	memset(name, 'n', 100);
	name[100] = '\0';
	char text[400];
	snprintf(text, sizeof text, "%s short | colour_item\n%s colour_item:a_long_colour_name\nshort\n",
	         name, name);
	struct dlx_format *f = read_text(text, false);
	cr_assert_str_eq(dlx_format_item_name(f, 0), name);
	cr_assert_eq(dlx_format_find_item(f, name, 100), 0);
	cr_assert_eq(dlx_format_find_item(f, name, 99), -1, "a prefix is another name");
	cr_assert_eq(dlx_format_find_item(f, "colour_item", 11), 2);
	char expected[200];
	snprintf(expected, sizeof expected, "%s colour_item:a_long_colour_name", name);
	expect_option(f, 0, expected);
	cr_assert_eq(count_solutions(f), 1);
	dlx_format_destroy(f);
}

Test(dlx_format, reads_thousands_of_items)
{
	/* enough names to make the hash index grow several times */
	size_t size = 20000 * 8 + 100;
	char *text = malloc(size);
	cr_assert_not_null(text);
	size_t used = 0;
	for (int k = 0; k < 20000; k++)
		used += (size_t)snprintf(text + used, size - used, "i%d ", k);
	used += (size_t)snprintf(text + used, size - used, "\ni19999 i0\n");
	struct dlx_format *f = read_text(text, false);
	cr_assert_eq(dlx_primary_count(dlx_format_problem(f)), 20000);
	cr_assert_eq(dlx_format_find_item(f, "i12345", 6), 12345);
	expect_option(f, 0, "i19999 i0");
	free(text);
	dlx_format_destroy(f);
}

Test(dlx_format, skips_comments_blank_lines_and_carriage_returns)
{
	struct dlx_format *f = read_text("\xef\xbb\xbf| comment first\r\n"
	                                 "\r\n"
	                                 "  a\tb  \r\n"
	                                 "   | an indented comment | with bars\n"
	                                 "a\r\n"
	                                 "\n"
	                                 "b",
	                                 false);
	struct dlx_problem *pb = dlx_format_problem(f);
	cr_assert_eq(dlx_primary_count(pb), 2, "no '|': every item is primary");
	cr_assert_eq(dlx_option_count(pb), 2);
	cr_assert_eq(dlx_format_option_line(f, 1), 7, "a last line without a newline counts");
	expect_option(f, 0, "a");
	dlx_format_destroy(f);
}

Test(dlx_format, a_bar_on_the_item_line_may_touch_names)
{
	struct dlx_format *f = read_text("a b|x\na x\nb\n", false);
	cr_assert_eq(dlx_primary_count(dlx_format_problem(f)), 2);
	cr_assert_eq(dlx_secondary_count(dlx_format_problem(f)), 1);
	cr_assert_eq(count_solutions(f), 1);
	dlx_format_destroy(f);
}

Test(dlx_format, writes_option_text_like_snprintf)
{
	struct dlx_format *f = read_text(knuth_example, false);
	char small[4];
	cr_assert_eq(dlx_format_option_text(f, 1, small, sizeof small), 5);
	cr_assert_str_eq(small, "a d");
	cr_assert_eq(dlx_format_option_text(f, 1, NULL, 0), 5);
	cr_assert_eq(dlx_format_option_text(f, 6, small, sizeof small), 0, "no option 6");
	cr_assert_str_eq(small, "");
	dlx_format_destroy(f);
}

/* ---- Warnings ---- */

static int warnings_seen;
static long warning_line;

static void count_warning(void *user, const struct dlx_format_error *warning)
{
	(void)user;
	warnings_seen++;
	warning_line = warning->line;
}

/* Options on runs of consecutive lines, broken by comments, blanks and a skipped option. */
Test(dlx_format, gives_each_option_its_line_across_gaps)
{
	const char text[] = "a b | x\na\nb\n| note\n\na\nx\nb\na\n| end\nb\n";
	static const long lines[] = {2, 3, 6, 8, 9, 11};
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_read(f, text, strlen(text), NULL, NULL, &error), 0);
	cr_assert_eq(dlx_option_count(dlx_format_problem(f)), 6);
	for (int o = 0; o < 6; o++)
		cr_expect_eq(dlx_format_option_line(f, o), lines[o], "option %d: line %ld", o,
		             dlx_format_option_line(f, o));
	cr_expect_eq(dlx_format_option_line(f, 6), 0, "past the last option");
	dlx_format_destroy(f);
}

Test(dlx_format, skips_an_option_without_primary_items_with_a_warning)
{
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	const char text[] = "a | x\nx\na x\n";
	warnings_seen = 0;
	cr_assert_eq(dlx_format_read(f, text, strlen(text), count_warning, NULL, &error), 0);
	cr_assert_eq(warnings_seen, 1);
	cr_assert_eq(warning_line, 2);
	cr_assert_eq(dlx_option_count(dlx_format_problem(f)), 1);
	cr_assert_eq(dlx_format_option_line(f, 0), 3);
	dlx_format_destroy(f);
}

Test(dlx_format, feed_reports_the_warning_and_goes_on)
{
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_feed(f, "a | x", 5, &error), 0);
	cr_assert_eq(dlx_format_feed(f, "x", 1, &error), DLX_FORMAT_WARNING);
	cr_assert_eq(error.line, 2);
	cr_assert_str_eq(error.message, "option has no primary item; skipped");
	cr_assert_eq(dlx_format_feed(f, "a", 1, &error), 0);
	cr_assert_eq(dlx_format_end(f, &error), 0);
	dlx_format_destroy(f);
}

Test(dlx_format, errors_stick)
{
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_feed(f, "a b a", 5, &error), DLX_FORMAT_EPARSE);
	cr_assert_eq(dlx_format_feed(f, "a b", 3, &error), DLX_FORMAT_EPARSE);
	cr_assert_eq(error.line, 1, "the first error is repeated");
	cr_assert_eq(dlx_format_end(f, &error), DLX_FORMAT_EPARSE);
	cr_assert_null(dlx_format_problem(f));
	dlx_format_destroy(f);
	dlx_format_destroy(NULL);
}

/* ---- Errors: each with its line, column and message ---- */

struct bad_input {
	char text[64];
	size_t length; /* 0: strlen(text) */
	bool strict;
	long line;
	int column;
	char message[100];
};

static struct bad_input bad_inputs[] = {
	{"a b\na c\n", 0, false, 2, 3, "unknown item 'c'"},
	{"a b\nb a b\n", 0, false, 2, 5, "item 'b' appears twice in this option (first at column 1)"},
	{"a b a\n", 0, false, 1, 5, "item 'a' is listed twice"},
	{"a | b | c\n", 0, false, 1, 7, "'|' appears twice in the item line"},
	{"a | x\nx a:red\n", 0, false, 2, 4, "primary item 'a' cannot have a colour"},
	{"a | x\nx\n", 0, true, 2, 1, "option has no primary item"},
	{"", 0, false, 1, 1, "empty input: no item line"},
	{"| only\n\n| comments\n", 0, false, 3, 1,
	 "no item line: the input holds only comments and blank lines"},
	{"a b\na \0b\n", 9, false, 2, 3, "control character 0x00: the input is not text"},
	{"a b\n\x01\n", 0, false, 2, 1, "control character 0x01: the input is not text"},
	{"a b\na\fb\n", 0, false, 2, 2, "control character 0x0c: the input is not text"},
	{"a\vb\n", 0, false, 1, 2, "control character 0x0b: the input is not text"},
	{"a \xff\n", 0, false, 1, 3, "byte 0xff is not valid UTF-8: the input is not text"},
	{"a \xc3\n", 0, false, 1, 3, "byte 0xc3 is not valid UTF-8: the input is not text"},
	{"a b:c\n", 0, false, 1, 4, "item names cannot contain ':' (in 'b:c')"},
	{"a | x\na x:\n", 0, false, 2, 4, "missing colour after ':'"},
	{"a | x\na x:r:g\n", 0, false, 2, 4, "more than one ':' in 'x:r:g'"},
	{"a | x\na :r\n", 0, false, 2, 3, "missing item name before ':'"},
	{"a b\na |b\n", 0, false, 2, 4, "a cost is a non-negative integer: '|b' is not"},
	{"a b\na|1 b\n", 0, false, 2, 2,
	 "'|' cannot touch an item name: a cost is an entry of its own, as in 'a |5'"},
	{"a b\na b |\n", 0, false, 2, 5, "'|' must be followed by a cost, as in '|5'"},
	{"a b\na |+1\n", 0, false, 2, 4, "a cost is a non-negative integer: '|+1' is not"},
	{"a b\na |1.5\n", 0, false, 2, 5, "a cost is a non-negative integer: '|1.5' is not"},
	{"a b\na |9223372036854775808\n", 0, false, 2, 3,
	 "cost '|9223372036854775808' is too large (at most 9223372036854775807)"},
	{"a b\na |4611686018427387904 |4611686018427387904\n", 0, false, 2, 24,
	 "the option's costs add up to more than 9223372036854775807"},
};

ParameterizedTestParameters(dlx_format, reports_bad_input_where_it_is)
{
	return cr_make_param_array(struct bad_input, bad_inputs,
	                           sizeof bad_inputs / sizeof bad_inputs[0]);
}

ParameterizedTest(struct bad_input *bad, dlx_format, reports_bad_input_where_it_is)
{
	struct dlx_format *f = dlx_format_create(bad->strict);
	struct dlx_format_error error;
	size_t length = bad->length ? bad->length : strlen(bad->text);
	int code = dlx_format_read(f, bad->text, length, NULL, NULL, &error);
	cr_expect_eq(code, DLX_FORMAT_EPARSE);
	cr_expect_eq(error.line, bad->line, "line %ld, expected %ld (%s)", error.line, bad->line,
	             error.message);
	cr_expect_eq(error.column, bad->column, "column %d, expected %d (%s)", error.column,
	             bad->column, error.message);
	cr_expect_str_eq(error.message, bad->message);
	dlx_format_destroy(f);
}

Test(dlx_format, cuts_long_names_in_messages)
{
	char text[200];
	char name[61];
	memset(name, 'z', 60);
	name[60] = '\0';
	snprintf(text, sizeof text, "a\na %s\n", name);
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_read(f, text, strlen(text), NULL, NULL, &error), DLX_FORMAT_EPARSE);
	char expected[100];
	snprintf(expected, sizeof expected, "unknown item '%.40s...'", name);
	cr_assert_str_eq(error.message, expected);
	dlx_format_destroy(f);
}

Test(dlx_format, accepts_utf8_names)
{
	struct dlx_format *f = read_text("caf\xc3\xa9 \xe2\x98\x83 | \xf0\x9f\x8e\xb2\n"
	                                 "caf\xc3\xa9 \xf0\x9f\x8e\xb2:\xc3\xa9t\xc3\xa9\n"
	                                 "\xe2\x98\x83\n",
	                                 false);
	cr_assert_str_eq(dlx_format_item_name(f, 1), "\xe2\x98\x83");
	cr_assert_eq(count_solutions(f), 1);
	dlx_format_destroy(f);
}

Test(dlx_format, rejects_encoded_surrogates_and_overlong_forms)
{
	const char *bad[] = {"a \xed\xa0\x80\n", "a \xc0\xaf\n", "a \xe0\x80\xaf\n"};
	for (size_t k = 0; k < 3; k++) {
		struct dlx_format *f = dlx_format_create(false);
		struct dlx_format_error error;
		cr_expect_eq(dlx_format_read(f, bad[k], strlen(bad[k]), NULL, NULL, &error),
		             DLX_FORMAT_EPARSE, "case %zu", k);
		cr_expect_eq(error.column, 3);
		dlx_format_destroy(f);
	}
}

/* ---- Multiplicities: a:b|name and b|name on primary items (Knuth's DLX3) ---- */

static void expect_bounds(struct dlx_format *f, int item, int lower, int upper)
{
	int a, b;
	cr_assert_eq(dlx_item_bounds(dlx_format_problem(f), item, &a, &b), 0);
	cr_assert_eq(a, lower, "item %d: lower %d, expected %d", item, a, lower);
	cr_assert_eq(b, upper, "item %d: upper %d, expected %d", item, b, upper);
}

/* DLX3's own example: its documentation gives the one solution. */
Test(dlx_format, reads_bounds_and_counts_knuths_dlx3_example)
{
	struct dlx_format *f = read_text("| A simple example of color controls\n"
	                                 "A B 2:3|C | X Y\n"
	                                 "A B X:0 Y:0\n"
	                                 "A C X:1 Y:1\n"
	                                 "C X:0\n"
	                                 "B X:1\n"
	                                 "C Y:1\n",
	                                 false);
	cr_assert_str_eq(dlx_format_item_name(f, 2), "C");
	expect_bounds(f, 0, 1, 1);
	expect_bounds(f, 2, 2, 3);
	expect_bounds(f, 3, 1, 1);
	cr_assert_eq(count_solutions(f), 1);
	dlx_format_destroy(f);
}

Test(dlx_format, reads_every_form_of_bounds)
{
	struct dlx_format *f = read_text("0:2|a 3|b c 10:12|d 0:1|e|x\na b c d e\n", false);
	cr_assert_eq(dlx_primary_count(dlx_format_problem(f)), 5);
	cr_assert_eq(dlx_secondary_count(dlx_format_problem(f)), 1);
	expect_bounds(f, 0, 0, 2);
	expect_bounds(f, 1, 3, 3);
	expect_bounds(f, 2, 1, 1);
	expect_bounds(f, 3, 10, 12);
	expect_bounds(f, 4, 0, 1);
	cr_assert_str_eq(dlx_format_item_name(f, 5), "x");
	dlx_format_destroy(f);
}

/* The item text writes the bounds back as they read: a file round-trips. */
Test(dlx_format, writes_item_bounds_back)
{
	struct dlx_format *f = read_text("0:2|a 3|b c 2:3|d | x\na b c d x\n", false);
	const char *want[] = {"0:2|a", "3|b", "c", "2:3|d", "x"};
	char line[128] = "";
	for (int x = 0; x < 5; x++) {
		char buffer[16];
		size_t length = dlx_format_item_text(f, x, buffer, sizeof buffer);
		cr_assert_str_eq(buffer, want[x]);
		cr_assert_eq(length, strlen(want[x]));
		strcat(line, buffer);
		strcat(line, x == 3 ? " | " : " ");
	}
	cr_assert_eq(dlx_format_item_text(f, 5, NULL, 0), 0);
	char cut[4];
	cr_assert_eq(dlx_format_item_text(f, 0, cut, sizeof cut), 5);
	cr_assert_str_eq(cut, "0:2");
	strcat(line, "\na b c d x\n");
	struct dlx_format *again = read_text(line, false);
	for (int x = 0; x < 4; x++) {
		int lower, upper;
		cr_assert_eq(dlx_item_bounds(dlx_format_problem(f), x, &lower, &upper), 0);
		expect_bounds(again, x, lower, upper);
	}
	dlx_format_destroy(again);
	dlx_format_destroy(f);
}

static struct bad_input bad_bounds[] = {
	{"3:2|a b\n", 0, false, 1, 1, "the lower bound 3 exceeds the upper bound 2"},
	{"a 0|b\n", 0, false, 1, 3, "the upper bound is zero"},
	{"a 0:0|b\n", 0, false, 1, 3, "the upper bound is zero"},
	{"a | 2|x\n", 0, false, 1, 5, "bounds on a secondary item: only primary items take them"},
	{"a | 1:2|x\n", 0, false, 1, 5, "bounds on a secondary item: only primary items take them"},
	{"a 1:|b\n", 0, false, 1, 5, "expected a bound of at most 1000000 after ':' (at column 4)"},
	{"a :2|b\n", 0, false, 1, 3, "expected a bound of at most 1000000 before '|'"},
	{"a 1:2:3|b\n", 0, false, 1, 6, "expected a bound of at most 1000000 after ':' (at column 4)"},
	{"a 99999999999|b\n", 0, false, 1, 3, "expected a bound of at most 1000000 before '|'"},
	{"a 1000001|b\n", 0, false, 1, 3, "expected a bound of at most 1000000 before '|'"},
	{"a 1:4294967297|b\n", 0, false, 1, 5,
	 "expected a bound of at most 1000000 after ':' (at column 4)"},
	{"a 2| b\n", 0, false, 1, 5, "expected an item name after the bounds"},
	{"a 2|\n", 0, false, 1, 5, "expected an item name after the bounds"},
	{"a 2||b\n", 0, false, 1, 5, "expected an item name after the bounds"},
	{"1:x|a\n", 0, false, 1, 3, "bounds are decimal digits, as a:b|name or b|name"},
	{"a -1:2|b\n", 0, false, 1, 3, "bounds are decimal digits, as a:b|name or b|name"},
	{"a 1:x\n", 0, false, 1, 4, "item names cannot contain ':' (in '1:x')"},
};

ParameterizedTestParameters(dlx_format, reports_bad_bounds_where_they_are)
{
	return cr_make_param_array(struct bad_input, bad_bounds, sizeof bad_bounds / sizeof bad_bounds[0]);
}

ParameterizedTest(struct bad_input *bad, dlx_format, reports_bad_bounds_where_they_are)
{
	struct dlx_format *f = dlx_format_create(bad->strict);
	struct dlx_format_error error;
	int code = dlx_format_read(f, bad->text, strlen(bad->text), NULL, NULL, &error);
	cr_expect_eq(code, DLX_FORMAT_EPARSE, "%s", bad->text);
	cr_expect_eq(error.line, bad->line);
	cr_expect_eq(error.column, bad->column, "column %d, expected %d (%s)", error.column,
	             bad->column, error.message);
	cr_expect_str_eq(error.message, bad->message);
	dlx_format_destroy(f);
}

/* ---- Costs (Knuth's DLX5): |n entries, added up, written back ---- */

static int64_t cost_of(struct dlx_format *f, int option)
{
	int64_t cost = -1;
	cr_assert_eq(dlx_option_cost(dlx_format_problem(f), option, &cost), 0);
	return cost;
}

Test(dlx_format, reads_costs_and_adds_them_up)
{
	struct dlx_format *f = read_text("a b c | x\n"
	                                 "a b |3 |4\n"
	                                 "c x:red |9223372036854775807\n"
	                                 "a |0\n"
	                                 "b |2 c\n"
	                                 "a |007\n",
	                                 false);
	cr_assert_eq(cost_of(f, 0), 7);
	cr_assert_eq(cost_of(f, 1), INT64_MAX);
	cr_assert_eq(cost_of(f, 2), 0);
	cr_assert_eq(cost_of(f, 3), 2, "a cost between items counts too");
	cr_assert_eq(cost_of(f, 4), 7);
	cr_assert_eq(dlx_option_count(dlx_format_problem(f)), 5);
	expect_option(f, 0, "a b |7");
	expect_option(f, 1, "c x:red |9223372036854775807");
	expect_option(f, 2, "a");
	expect_option(f, 3, "b c |2");
	dlx_format_destroy(f);
}

Test(dlx_format, costed_options_round_trip)
{
	static const char text[] = "p q r | x y\n"
	                           "p q x y:A |5\n"
	                           "p r x:A y |12\n"
	                           "p x:B\n"
	                           "q x:A |1\n"
	                           "r y:B |30\n";
	struct dlx_format *f = read_text(text, false);
	char written[512] = "p q r | x y\n";
	for (int o = 0; o < 5; o++) {
		char line[64];
		dlx_format_option_text(f, o, line, sizeof line);
		strcat(written, line);
		strcat(written, "\n");
	}
	cr_assert_str_eq(written, text);
	struct dlx_format *again = read_text(written, false);
	for (int o = 0; o < 5; o++)
		cr_assert_eq(cost_of(again, o), cost_of(f, o));
	dlx_format_destroy(again);
	dlx_format_destroy(f);
}

/* ---- The .ec format ---- */

static struct dlx_format *read_ec(const char *text)
{
	return read_as(text, false, DLX_SYNTAX_EC);
}

/* The benchmark's bell-03: every nonempty subset of {1, 2, 3}, so B(3) = 5 partitions. */
static const char bell3[] = "c n = 3, m = 7\n"
                            "p ec 3\n"
                            "s 1\n"
                            "s 2\n"
                            "s 1 2\n"
                            "s 3\n"
                            "s 1 3\n"
                            "s 2 3\n"
                            "s 1 2 3\n";

Test(dlx_format_ec, reads_bell_3_and_counts_its_five_partitions)
{
	struct dlx_format *f = read_ec(bell3);
	struct dlx_problem *pb = dlx_format_problem(f);
	cr_assert_eq(dlx_primary_count(pb), 3);
	cr_assert_eq(dlx_secondary_count(pb), 0);
	cr_assert_eq(dlx_option_count(pb), 7);
	cr_assert_eq(count_solutions(f), 5);
	dlx_format_destroy(f);
}

Test(dlx_format_ec, names_the_items_by_their_numbers)
{
	struct dlx_format *f = read_ec(bell3);
	cr_assert_str_eq(dlx_format_item_name(f, 0), "1");
	cr_assert_str_eq(dlx_format_item_name(f, 2), "3");
	cr_assert_null(dlx_format_item_name(f, 3));
	cr_assert_eq(dlx_format_find_item(f, "2", 1), 1);
	char text[32];
	cr_assert_eq(dlx_format_option_text(f, 6, text, sizeof text), 5);
	cr_assert_str_eq(text, "1 2 3");
	cr_assert_eq(dlx_format_option_line(f, 0), 3);
	cr_assert_eq(dlx_format_option_line(f, 6), 9);
	dlx_format_destroy(f);
}

Test(dlx_format_ec, counts_the_perfect_matchings_of_k6)
{
	/* every pair of 1..6: the perfect matchings of K6, 5!! = 5 * 3 * 1 = 15 */
	char text[512] = "p ec 6\n";
	for (int i = 1; i <= 6; i++)
		for (int j = i + 1; j <= 6; j++)
			snprintf(text + strlen(text), sizeof text - strlen(text), "s %d %d\n", i, j);
	struct dlx_format *f = read_ec(text);
	cr_assert_eq(dlx_option_count(dlx_format_problem(f)), 15);
	cr_assert_eq(count_solutions(f), 15);
	dlx_format_destroy(f);
}

Test(dlx_format_ec, skips_comments_and_blank_lines_and_takes_tabs_and_crlf)
{
	struct dlx_format *f = read_ec("\xef\xbb\xbf"
	                               "c a comment\r\n"
	                               "\r\n"
	                               "  p\tec  2 \r\n"
	                               "c between sets\n"
	                               "s\t2 1\r\n"
	                               "\t\n"
	                               "s 1\n"
	                               "s 2\n");
	cr_assert_eq(dlx_option_count(dlx_format_problem(f)), 3);
	cr_assert_eq(dlx_format_option_line(f, 0), 5);
	cr_assert_eq(dlx_format_option_line(f, 1), 7);
	cr_assert_eq(count_solutions(f), 2, "{1,2} alone, or {1} with {2}");
	dlx_format_destroy(f);
}

Test(dlx_format_ec, an_element_no_set_holds_leaves_no_solution)
{
	struct dlx_format *f = read_ec("p ec 3\ns 1 2\n");
	cr_assert_eq(count_solutions(f), 0);
	dlx_format_destroy(f);
}

Test(dlx_format_ec, errors_stick_and_name_their_line)
{
	struct dlx_format *f = dlx_format_create(false);
	cr_assert_eq(dlx_format_set_syntax(f, DLX_SYNTAX_EC), 0);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_feed(f, "p ec 2", 6, &error), 0);
	cr_assert_eq(dlx_format_feed(f, "s 3", 3, &error), DLX_FORMAT_EPARSE);
	cr_assert_eq(error.line, 2);
	cr_assert_eq(error.column, 3);
	cr_assert_str_eq(error.message, "element 3 is outside 1..2");
	cr_assert_eq(dlx_format_feed(f, "s 1", 3, &error), DLX_FORMAT_EPARSE, "the error sticks");
	cr_assert_eq(error.line, 2);
	dlx_format_destroy(f);
}

Test(dlx_format_ec, an_empty_input_has_no_header)
{
	struct dlx_format *f = dlx_format_create(false);
	cr_assert_eq(dlx_format_set_syntax(f, DLX_SYNTAX_EC), 0);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_read(f, "", 0, NULL, NULL, &error), DLX_FORMAT_EPARSE);
	cr_assert_eq(error.line, 1);
	cr_assert_str_eq(error.message, "empty input: no 'p ec N' line");
	dlx_format_destroy(f);
}

Test(dlx_format_ec, knuths_format_reads_the_header_as_three_items)
{
	/* why the caller must say which format: this is valid Knuth's format too */
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	const char text[] = "p ec 3\np 3\nec\n";
	cr_assert_eq(dlx_format_read(f, text, strlen(text), NULL, NULL, &error), 0);
	cr_assert_eq(dlx_primary_count(dlx_format_problem(f)), 3);
	cr_assert_str_eq(dlx_format_item_name(f, 1), "ec");
	cr_assert_eq(count_solutions(f), 1);
	dlx_format_destroy(f);
}
