/*
 * test_options.c - the table-driven option parser (src/cli/common/options.c): every
 * accepted form, the operands kept in order, each kind's values and each
 * mistake's message (the same words for every command), and the help
 * printed from the table.
 */
#include "cli/common/common.h"
#include "cli/common/options.h"

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <criterion/redirect.h>
#include <string.h>

struct settings {
	bool flag, seen_choice;
	uint64_t count, limit;
	int small, choice, custom;
	double seconds, pause;
	const char *path, *text;
};

static const char *const colours[] = {"red", "green", "blue", NULL};

/* CUSTOM: an even number. */
static bool read_even(const char *text, void *destination)
{
	uint64_t v;
	if (!parse_count(text, &v) || v % 2 || v > 100)
		return false;
	*(int *)destination = (int)v;
	return true;
}

static int parse(struct settings *s, int argc, char **argv, int *first)
{
	const struct option_spec table[] = {
		{.name = "flag", .kind = OPTION_FLAG, .destination = &s->flag, .help = "a flag"},
		{.name = "count", .short_name = 'n', .kind = OPTION_COUNT, .destination = &s->count,
		 .min = 1, .max = 100, .value_name = "N", .help = "from 1 to 100"},
		{.name = "limit", .kind = OPTION_COUNT, .destination = &s->limit, .min = 1,
		 .value_name = "N", .help = "from 1 up"},
		{.name = "small", .kind = OPTION_INT, .destination = &s->small, .max = 256,
		 .value_name = "N", .help = "from 0 to 256"},
		{.name = "time", .kind = OPTION_SECONDS, .destination = &s->seconds, .value_name = "S",
		 .help = "seconds"},
		{.name = "pause", .kind = OPTION_SECONDS, .destination = &s->pause, .zero_allowed = true,
		 .value_name = "S", .help = "seconds, 0 too"},
		{.name = "colour", .short_name = 'c', .kind = OPTION_CHOICE, .destination = &s->choice,
		 .seen = &s->seen_choice, .choices = colours, .value_name = "C",
		 .help = "red, green or blue\nsecond line"},
		{.name = "output", .short_name = 'o', .kind = OPTION_PATH, .destination = &s->path,
		 .value_name = "OUT", .help = "a file"},
		{.name = "title", .kind = OPTION_TEXT, .destination = &s->text, .value_name = "TEXT",
		 .help = "any text"},
		{.name = "even", .kind = OPTION_CUSTOM, .destination = &s->custom, .read = read_even,
		 .expected = "an even number up to 100", .value_name = "E", .help = "even"},
	};
	const struct command_spec command = {"test", "usage: test\n", table, OPTION_COUNT_OF(table),
	                                     "end\n", "1.2.3"};
	return options_parse(&command, argc, argv, first);
}

Test(options, reads_every_form_and_keeps_operands_in_order)
{
	char *argv[] = {"test", "a", "--flag", "-n", "7", "b", "--time=0.5", "-cgreen",
	                "--output", "out", "--small=0", "--title", "", "--even", "42",
	                "--", "--c", "-", NULL};
	int argc = 18;
	struct settings s = {0};
	int first;
	cr_assert_eq(parse(&s, argc, argv, &first), -1);
	cr_assert(s.flag);
	cr_assert_eq(s.count, 7);
	cr_assert_float_eq(s.seconds, 0.5, 1e-12);
	cr_assert_eq(s.choice, 1);
	cr_assert(s.seen_choice);
	cr_assert_str_eq(s.path, "out");
	cr_assert_eq(s.small, 0);
	cr_assert_str_eq(s.text, "");
	cr_assert_eq(s.custom, 42);
	cr_assert_eq(argc - first, 4);
	cr_assert_str_eq(argv[first], "a");
	cr_assert_str_eq(argv[first + 1], "b");
	cr_assert_str_eq(argv[first + 2], "--c");
	cr_assert_str_eq(argv[first + 3], "-");
}

Test(options, leaves_what_is_not_given_alone)
{
	char *argv[] = {"test", "file", NULL};
	struct settings s = {.count = 9, .choice = 2};
	int first;
	cr_assert_eq(parse(&s, 2, argv, &first), -1);
	cr_assert_eq(s.count, 9);
	cr_assert_eq(s.choice, 2);
	cr_assert_not(s.seen_choice);
	cr_assert_eq(first, 1);
}

/* Runs `test A [B]` and returns the exit code (-1: go on). */
static int parse_one(const char *a, const char *b)
{
	char *argv[] = {"test", (char *)a, (char *)b, NULL};
	struct settings s = {0};
	int first;
	return parse(&s, b ? 3 : 2, argv, &first);
}

/* Each mistake: exit 2, one message, then the pointer to --help. Criterion
 * copies parameters into the test's own process: arrays, not pointers. */
struct mistake {
	char a[24], b[24];
	bool one; /* a alone, no b */
	char message[96];
};

ParameterizedTestParameters(options, refuses_each_mistake_with_one_message)
{
	static struct mistake mistakes[] = {
		{"--nope", "", true, "unknown option '--nope'"},
		{"-x", "", true, "unknown option '-x'"},
		{"--fla", "", true, "unknown option '--fla'"}, /* no abbreviations */
		{"--nope=1", "", true, "unknown option '--nope'"},
		{"--flag=1", "", true, "option '--flag' takes no value"},
		{"--count", "", true, "option '--count' needs a value"},
		{"-n", "", true, "option '-n' needs a value"},
		{"--count", "0", false, "--count needs a whole number from 1 to 100, not '0'"},
		{"-n", "101", false, "--count needs a whole number from 1 to 100, not '101'"},
		{"--count", "0x10", false, "--count needs a whole number from 1 to 100, not '0x10'"},
		{"--count", "1.5", false, "--count needs a whole number from 1 to 100, not '1.5'"},
		{"--small", "-1", false, "--small needs a whole number from 0 to 256, not '-1'"},
		{"--small", "257", false, "--small needs a whole number from 0 to 256, not '257'"},
		{"--limit", "18446744073709551616", false,
		 "--limit needs a whole number from 1 to 2^64-1, not '18446744073709551616'"},
		{"--time", "0x10", false, "--time needs a positive number of seconds, not '0x10'"},
		{"--time", "1e3", false, "--time needs a positive number of seconds, not '1e3'"},
		{"--time", "0", false, "--time needs a positive number of seconds, not '0'"},
		{"--time=inf", "", true, "--time needs a positive number of seconds, not 'inf'"},
		{"--pause", "-1", false, "--pause needs a number of seconds, not '-1'"},
		{"--colour", "pink", false, "--colour needs one of red, green, blue, not 'pink'"},
		{"-c", "", false, "--colour needs one of red, green, blue, not ''"},
		{"-o", "", false, "--output needs a file name, not ''"},
		{"--even=7", "", true, "--even needs an even number up to 100, not '7'"},
	};
	return cr_make_param_array(struct mistake, mistakes, sizeof mistakes / sizeof mistakes[0]);
}

ParameterizedTest(struct mistake *m, options, refuses_each_mistake_with_one_message,
                  .init = cr_redirect_stderr)
{
	cr_assert_eq(parse_one(m->a, m->one ? NULL : m->b), EXIT_BAD_INPUT, "%s %s", m->a, m->b);
	fflush(stderr);
	char expected[256];
	snprintf(expected, sizeof expected, "test: %s\n(see 'test --help')\n", m->message);
	cr_assert_stderr_eq_str(expected, "%s %s", m->a, m->b);
}

Test(options, accepts_the_ends_of_each_range)
{
	cr_assert_eq(parse_one("--count", "1"), -1);
	cr_assert_eq(parse_one("--count", "100"), -1);
	cr_assert_eq(parse_one("--limit", "18446744073709551615"), -1);
	cr_assert_eq(parse_one("--small", "256"), -1);
	cr_assert_eq(parse_one("--time", "2"), -1);
	cr_assert_eq(parse_one("--time", ".25"), -1);
	cr_assert_eq(parse_one("--pause", "0"), -1);
	cr_assert_eq(parse_one("-o", "-"), -1);
}

Test(options, prints_help_and_version_and_stops, .init = cr_redirect_stdout)
{
	cr_assert_eq(parse_one("--version", "--nope"), EXIT_ALL_GOOD);
	fflush(stdout);
	cr_assert_stdout_eq_str("test 1.2.3\n");
}

Test(options, takes_help_as_h_too, .init = cr_redirect_stdout)
{
	cr_assert_eq(parse_one("-h", NULL), EXIT_ALL_GOOD);
	fflush(stdout);
	cr_assert_stdout_neq_str("");
}

Test(options, prints_the_option_list_from_the_table)
{
	const struct option_spec table[] = {
		{.help = "Heading:"},
		{.name = "flag", .kind = OPTION_FLAG, .help = "a flag"},
		{.name = "colour", .short_name = 'c', .kind = OPTION_CHOICE, .choices = colours,
		 .value_name = "C", .help = "one\ntwo"},
		{.name = "progress", .kind = OPTION_SECONDS, .value_name = "S", .implied = "1",
		 .help = "optional"},
		{.name = "a-rather-long-name", .kind = OPTION_COUNT, .value_name = "N", .help = "below"},
	};
	const struct command_spec command = {"test", "usage: test\n", table, OPTION_COUNT_OF(table),
	                                     "end\n", NULL};
	char buffer[1024] = {0};
	FILE *stream = fmemopen(buffer, sizeof buffer - 1, "w");
	options_print_help(stream, &command);
	fclose(stream);
	cr_assert_str_eq(buffer, "usage: test\n"
	                         "Heading:\n"
	                         "  --flag               a flag\n"
	                         "  -c, --colour C       one\n"
	                         "                       two\n"
	                         "  --progress[=S]       optional\n"
	                         "  --a-rather-long-name N\n"
	                         "                       below\n"
	                         "end\n");
}

Test(options, sets_a_fixed_value_last_one_winning_and_takes_optional_values_only_after_equals)
{
	uint64_t limit = 0;
	double every = 0;
	const struct option_spec table[] = {
		{.name = "all", .kind = OPTION_SETS, .destination = &limit, .min = 0, .help = "all"},
		{.name = "first", .kind = OPTION_SETS, .destination = &limit, .min = 1, .help = "first"},
		{.name = "progress", .kind = OPTION_SECONDS, .destination = &every, .value_name = "S",
		 .implied = "1", .help = "every S"},
	};
	const struct command_spec command = {"test", "", table, OPTION_COUNT_OF(table), "", NULL};
	char *argv[] = {"test", "--all", "--first", "--progress", "file", NULL};
	int first;
	cr_assert_eq(options_parse(&command, 5, argv, &first), -1);
	cr_assert_eq(limit, 1);
	cr_assert_float_eq(every, 1.0, 1e-12);
	cr_assert_eq(first, 4); /* "file" is an operand, not the value of --progress */
	cr_assert_str_eq(argv[first], "file");
	char *again[] = {"test", "--first", "--progress=0.25", "--all", NULL};
	cr_assert_eq(options_parse(&command, 4, again, &first), -1);
	cr_assert_eq(limit, 0);
	cr_assert_float_eq(every, 0.25, 1e-12);
}

Test(options, refuses_version_when_the_command_has_none, .init = cr_redirect_stderr)
{
	const struct command_spec command = {"test", "", NULL, 0, "", NULL};
	char *argv[] = {"test", "--version", NULL};
	int first;
	cr_assert_eq(options_parse(&command, 2, argv, &first), EXIT_BAD_INPUT);
}
