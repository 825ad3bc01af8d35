/*
 * test_api_edges.c - every public function of dlx.h, dlx_format.h,
 * dlx_dance.h, dlx_bench.h, sudoku.h and sudoku_logic.h, called with NULL pointers, 0, -1, INT_MAX and values
 * one past the end. Each must give its documented error (or, for calls
 * without an error return, the documented harmless result) and never read
 * or write out of bounds: the sanitizer build runs this file too.
 *
 * The table `calls` at the bottom names every public function once;
 * tests/check_api_table.sh fails when a function declared in the headers
 * is missing from it, so a new function comes with its edge cases.
 */
#include "dlx.h"
#include "dlx_bench.h"
#include "dlx_dance.h"
#include "dlx_format.h"
#include "sudoku.h"
#include "sudoku_logic.h"

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The bad counts and indexes every call is given. */
static const int bad_ints[] = {-1, INT_MAX, INT_MIN};
/* Error codes no call returns (-1 is an out-of-memory code). */
static const int bad_codes[] = {1, INT_MAX, INT_MIN};
/* Cage numbers of no cage (-1 is SUDOKU_NO_CAGE, a valid "none"). */
static const int16_t bad_cages[] = {-2, INT16_MIN, INT16_MAX};

/* ---- fixtures ---- */

/* Knuth's 7-item example: one solution, 6 options. */
static struct dlx_problem *knuth_problem(void)
{
	static const int options[][4] = {{2, 4, -1}, {0, 3, 6, -1}, {1, 2, 5, -1},
	                                 {0, 3, 5, -1}, {1, 6, -1}, {3, 4, 6, -1}};
	struct dlx_problem *pb = dlx_problem_create(7, 0);
	cr_assert_not_null(pb);
	for (size_t k = 0; k < sizeof options / sizeof options[0]; k++) {
		int count = 0;
		while (options[k][count] >= 0)
			count++;
		cr_assert_eq(dlx_add_option(pb, options[k], NULL, count), (int)k);
	}
	return pb;
}

static struct dlx_format *knuth_format(void)
{
	static const char text[] = "a b c d e f g | x\nc e\na d g\nb c f\na d f x:red\nb g\nd e g\n";
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_assert_not_null(f);
	cr_assert_eq(dlx_format_read(f, text, sizeof text - 1, NULL, NULL, &error), 0);
	return f;
}

static struct sudoku_shape shape9(void)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 9, 0), 0);
	return shape;
}

/* The first puzzle of data/hardest-1000.txt's kind: a valid 9x9 puzzle. */
static struct sudoku_grid puzzle9(void)
{
	struct sudoku_record record;
	cr_assert_eq(sudoku_parse_string("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5"
	                                 "..2.....1.4......",
	                                 &record),
	             0);
	return record.grid;
}

/* Grids whose size field is out of range. */
static struct sudoku_grid grid_of_size(int size)
{
	struct sudoku_grid grid;
	memset(&grid, 0, sizeof grid);
	grid.size = size;
	return grid;
}

/* ---- dlx.h ---- */

static void edges_dlx_strerror(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_str_eq(dlx_strerror(bad_codes[k]), "unknown error");
	cr_expect_str_eq(dlx_strerror(DLX_ECHECKPOINT - 1), "unknown error");
	cr_expect_str_eq(dlx_strerror(DLX_OK), "success");
}

static void edges_dlx_problem_create(void)
{
	for (size_t k = 0; k < 3; k++) {
		cr_expect_null(dlx_problem_create(bad_ints[k], 0));
		cr_expect_null(dlx_problem_create(0, bad_ints[k]));
	}
	cr_expect_null(dlx_problem_create(INT_MAX / 2, INT_MAX / 2));
	struct dlx_problem *empty = dlx_problem_create(0, 0);
	cr_expect_not_null(empty);
	dlx_problem_destroy(empty);
}

static void edges_dlx_problem_destroy(void) { dlx_problem_destroy(NULL); }

static void edges_dlx_problem_reset(void)
{
	struct dlx_problem *pb = knuth_problem();
	cr_expect_eq(dlx_problem_reset(NULL, 1, 1), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		cr_expect_eq(dlx_problem_reset(pb, bad_ints[k], 0), DLX_EINVAL);
		cr_expect_eq(dlx_problem_reset(pb, 0, bad_ints[k]), DLX_EINVAL);
	}
	cr_expect_eq(dlx_option_count(pb), 6, "a refused reset keeps the problem");
	cr_expect_eq(dlx_problem_reset(pb, 0, 0), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_add_option(void)
{
	struct dlx_problem *pb = dlx_problem_create(2, 1);
	int items[] = {0, 2}, colors[] = {0, 1};
	cr_expect_eq(dlx_add_option(NULL, items, NULL, 2), DLX_EINVAL);
	cr_expect_eq(dlx_add_option(pb, NULL, NULL, 2), DLX_EINVAL);
	cr_expect_eq(dlx_add_option(pb, items, NULL, 0), DLX_EINVAL);
	cr_expect_eq(dlx_add_option(pb, items, NULL, -1), DLX_EINVAL);
	cr_expect_eq(dlx_add_option(pb, items, NULL, INT_MIN), DLX_EINVAL);
	cr_expect_eq(dlx_add_option(pb, items, NULL, INT_MAX), DLX_ERANGE);
	for (size_t k = 0; k < 3; k++) {
		int bad[] = {0, bad_ints[k]};
		cr_expect_eq(dlx_add_option(pb, bad, NULL, 2), DLX_EITEM);
	}
	int past[] = {0, 3}; /* items 0..2 */
	cr_expect_eq(dlx_add_option(pb, past, NULL, 2), DLX_EITEM);
	int negative[] = {0, -1}, on_primary[] = {1, 0};
	cr_expect_eq(dlx_add_option(pb, items, negative, 2), DLX_ECOLOR);
	cr_expect_eq(dlx_add_option(pb, items, on_primary, 2), DLX_ECOLOR);
	cr_expect_eq(dlx_option_count(pb), 0);
	cr_expect_eq(dlx_add_option(pb, items, colors, 2), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_add_options(void)
{
	struct dlx_problem *pb = dlx_problem_create(4, 0);
	int items[] = {0, 1, 2, 3};
	cr_expect_eq(dlx_add_options(NULL, items, 2, 2), DLX_EINVAL);
	cr_expect_eq(dlx_add_options(pb, NULL, 2, 2), DLX_EINVAL);
	cr_expect_eq(dlx_add_options(pb, items, 0, 2), DLX_EINVAL);
	cr_expect_eq(dlx_add_options(pb, items, -1, 2), DLX_EINVAL);
	cr_expect_eq(dlx_add_options(pb, items, 2, -1), DLX_EINVAL);
	/* size + 1 once overflowed an int here and passed the range check */
	cr_expect_eq(dlx_add_options(pb, items, INT_MAX, 1), DLX_ERANGE);
	cr_expect_eq(dlx_add_options(pb, items, 1, INT_MAX), DLX_ERANGE);
	cr_expect_eq(dlx_add_options(pb, items, INT_MAX, INT_MAX), DLX_ERANGE);
	int past[] = {0, 1, 2, 4}, below[] = {-1, 1, 2, 3};
	cr_expect_eq(dlx_add_options(pb, past, 4, 1), DLX_EITEM);
	cr_expect_eq(dlx_add_options(pb, below, 2, 2), DLX_EITEM);
	cr_expect_eq(dlx_add_options(pb, items, 2, 0), 0);
	cr_expect_eq(dlx_option_count(pb), 0);
	cr_expect_eq(dlx_add_options(pb, items, 2, 2), 0);
	cr_expect_eq(dlx_option_count(pb), 2);
	dlx_problem_destroy(pb);
}

static void edges_dlx_primary_count(void) { cr_expect_eq(dlx_primary_count(NULL), DLX_EINVAL); }
static void edges_dlx_secondary_count(void)
{
	cr_expect_eq(dlx_secondary_count(NULL), DLX_EINVAL);
}
static void edges_dlx_option_count(void) { cr_expect_eq(dlx_option_count(NULL), DLX_EINVAL); }
static void edges_dlx_required_count(void) { cr_expect_eq(dlx_required_count(NULL), DLX_EINVAL); }

static void edges_dlx_set_bounds(void)
{
	struct dlx_problem *pb = dlx_problem_create(2, 1);
	cr_expect_eq(dlx_set_bounds(NULL, 0, 1, 2), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		cr_expect_eq(dlx_set_bounds(pb, bad_ints[k], 1, 2), DLX_EITEM);
		cr_expect_eq(dlx_set_bounds(pb, 0, bad_ints[k], 2), DLX_EBOUNDS);
		cr_expect_eq(dlx_set_bounds(pb, 0, 0, bad_ints[k]), DLX_EBOUNDS);
	}
	cr_expect_eq(dlx_set_bounds(pb, 3, 1, 2), DLX_EITEM, "one past the end");
	cr_expect_eq(dlx_set_bounds(pb, 2, 1, 2), DLX_EBOUNDS, "a secondary item");
	cr_expect_eq(dlx_set_bounds(pb, 0, 2, 1), DLX_EBOUNDS, "lower above upper");
	cr_expect_eq(dlx_set_bounds(pb, 0, 0, 0), DLX_EBOUNDS, "upper 0");
	cr_expect_eq(dlx_set_bounds(pb, 0, 0, DLX_MAX_BOUND + 1), DLX_EBOUNDS);
	cr_expect_eq(dlx_set_bounds(pb, 0, 0, DLX_MAX_BOUND), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_set_sharp(void)
{
	struct dlx_problem *pb = dlx_problem_create(2, 1);
	cr_expect_eq(dlx_set_sharp(NULL, 0, true), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_set_sharp(pb, bad_ints[k], true), DLX_EITEM);
	cr_expect_eq(dlx_set_sharp(pb, 2, true), DLX_EITEM, "a secondary item");
	cr_expect_eq(dlx_set_sharp(pb, 3, true), DLX_EITEM, "one past the end");
	cr_expect_eq(dlx_set_sharp(pb, 1, true), 0);
	cr_expect_eq(dlx_set_sharp(pb, 1, false), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_item_bounds(void)
{
	struct dlx_problem *pb = dlx_problem_create(2, 1);
	int lower = -5, upper = -5;
	cr_expect_eq(dlx_item_bounds(NULL, 0, &lower, &upper), DLX_EINVAL);
	cr_expect_eq(dlx_item_bounds(pb, 0, NULL, &upper), DLX_EINVAL);
	cr_expect_eq(dlx_item_bounds(pb, 0, &lower, NULL), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_item_bounds(pb, bad_ints[k], &lower, &upper), DLX_EITEM);
	cr_expect_eq(dlx_item_bounds(pb, 3, &lower, &upper), DLX_EITEM, "one past the end");
	cr_expect_eq(dlx_item_bounds(pb, 2, &lower, &upper), 0);
	cr_expect(lower == 1 && upper == 1, "a secondary item reads as 1:1");
	dlx_problem_destroy(pb);
}

static void edges_dlx_has_bounds(void)
{
	cr_expect_not(dlx_has_bounds(NULL));
	struct dlx_problem *pb = knuth_problem();
	cr_expect_not(dlx_has_bounds(pb));
	cr_expect_eq(dlx_set_bounds(pb, 0, 0, 3), 0);
	cr_expect(dlx_has_bounds(pb));
	cr_expect_eq(dlx_set_bounds(pb, 0, 1, 1), 0);
	cr_expect_not(dlx_has_bounds(pb), "back to 1:1 is a plain problem again");
	dlx_problem_destroy(pb);
}

static void edges_dlx_max_depth(void)
{
	cr_expect_eq(dlx_max_depth(NULL), 0);
	struct dlx_problem *pb = knuth_problem();
	cr_expect_eq(dlx_max_depth(pb), 7);
	cr_expect_eq(dlx_set_bounds(pb, 0, 0, 3), 0);
	cr_expect_leq(dlx_max_depth(pb), 6 + 7, "a path chooses each option once or skips an item");
	dlx_problem_destroy(pb);
}

static void edges_dlx_option_items(void)
{
	struct dlx_problem *pb = knuth_problem();
	int items[8], colors[8];
	cr_expect_eq(dlx_option_items(NULL, 0, items, colors, 8), DLX_EINVAL);
	cr_expect_eq(dlx_option_items(pb, 0, NULL, colors, 8), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_option_items(pb, bad_ints[k], items, colors, 8), DLX_EOPTION);
	cr_expect_eq(dlx_option_items(pb, 6, items, colors, 8), DLX_EOPTION);
	/* no room: only the size comes back */
	cr_expect_eq(dlx_option_items(pb, 1, NULL, NULL, 0), 3);
	cr_expect_eq(dlx_option_items(pb, 1, NULL, NULL, -1), 3);
	cr_expect_eq(dlx_option_items(pb, 1, items, colors, 1), 3);
	cr_expect_eq(items[0], 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_require(void)
{
	struct dlx_problem *pb = knuth_problem();
	cr_expect_eq(dlx_require(NULL, 0), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_require(pb, bad_ints[k]), DLX_EOPTION);
	cr_expect_eq(dlx_require(pb, 6), DLX_EOPTION);
	cr_expect_eq(dlx_required_count(pb), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_release_all(void) { dlx_release_all(NULL); }

static void edges_dlx_exclude(void)
{
	struct dlx_problem *pb = knuth_problem();
	cr_expect_eq(dlx_exclude(NULL, 0), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_exclude(pb, bad_ints[k]), DLX_EOPTION);
	cr_expect_eq(dlx_exclude(pb, 6), DLX_EOPTION);
	cr_expect_eq(dlx_required_count(pb), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_problem_shuffle(void)
{
	struct dlx_problem *pb = knuth_problem();
	cr_expect_eq(dlx_problem_shuffle(NULL, 1), DLX_EINVAL);
	cr_expect_eq(dlx_problem_shuffle(pb, UINT64_MAX), 0);
	cr_expect_eq(dlx_require(pb, 0), 0);
	cr_expect_eq(dlx_problem_shuffle(pb, 0), DLX_EBUSY);
	dlx_problem_destroy(pb);
}

/* The trace's first choice, into *user. */
static int first_choice(void *user, enum dlx_event event, int level, int item, int option,
                        int count)
{
	(void)level, (void)option, (void)count;
	int *chosen = user;
	if (event == DLX_EVENT_CHOOSE && *chosen < 0)
		*chosen = item;
	return 0;
}

static void edges_dlx_item_order(void)
{
	struct dlx_problem *pb = knuth_problem();
	int items[8];
	cr_expect_eq(dlx_item_order(NULL, items, 8), DLX_EINVAL);
	cr_expect_eq(dlx_item_order(pb, NULL, 8), DLX_EINVAL);
	/* no room: only the count comes back */
	cr_expect_eq(dlx_item_order(pb, NULL, 0), 7);
	cr_expect_eq(dlx_item_order(pb, items, -1), 7);
	cr_expect_eq(dlx_item_order(pb, items, 8), 7);
	for (int k = 0; k < 7; k++)
		cr_expect_eq(items[k], k, "unshuffled: the order they were added");
	cr_expect_eq(dlx_require(pb, 1), 0); /* a d g */
	cr_expect_eq(dlx_item_order(pb, items, 8), 4);
	cr_expect(items[0] == 1 && items[1] == 2 && items[2] == 4 && items[3] == 5);
	dlx_problem_destroy(pb);

	/* four items of two options each: the root's choice is a tie, broken by the order */
	static const int pairs[][2] = {{0, 1}, {2, 3}, {0, 2}, {1, 3}};
	for (uint64_t seed = 1; seed <= 8; seed++) {
		pb = dlx_problem_create(4, 0);
		for (int k = 0; k < 4; k++)
			cr_assert_eq(dlx_add_option(pb, pairs[k], NULL, 2), k);
		cr_assert_eq(dlx_problem_shuffle(pb, seed), 0);
		cr_expect_eq(dlx_item_order(pb, items, 8), 4);
		int seen = 0, chosen = -1;
		for (int k = 0; k < 4; k++)
			seen |= 1 << items[k];
		cr_expect_eq(seen, 15, "each item once");
		struct dlx_search_options options;
		dlx_search_options_init(&options);
		options.on_trace = first_choice;
		options.user = &chosen;
		struct dlx_stats stats;
		cr_expect_eq(dlx_search(pb, &options, &stats), 0);
		cr_expect_eq(chosen, items[0], "seed %llu", (unsigned long long)seed);
		dlx_problem_destroy(pb);
	}
}

static void edges_dlx_problem_check(void) { cr_expect_eq(dlx_problem_check(NULL), DLX_EINVAL); }

static void edges_dlx_search_options_init(void) { dlx_search_options_init(NULL); }

static void edges_dlx_version(void)
{
	cr_expect_str_eq(dlx_version(), DLX_VERSION_STRING);
	cr_expect_eq(dlx_version_number(), DLX_VERSION_NUMBER);
	/* the number and the string name one version */
	char text[32];
	snprintf(text, sizeof text, "%d.%d.%d", dlx_version_number() / 10000,
	         dlx_version_number() / 100 % 100, dlx_version_number() % 100);
	cr_expect_str_eq(text, dlx_version());
}

static void edges_dlx_version_number(void) { cr_expect_gt(dlx_version_number(), 0); }

static void edges_sudoku_solve_options_init(void)
{
	sudoku_solve_options_init(NULL);
	struct sudoku_solve_options options = {.node_limit = 7, .time_limit = 1};
	sudoku_solve_options_init(&options);
	cr_expect_eq(options.solution_limit, 2);
	cr_expect_eq(options.node_limit, 0);
	cr_expect_eq(options.time_limit, 0);
}

static void edges_sudoku_generate_options_init(void)
{
	sudoku_generate_options_init(NULL);
	struct sudoku_generate_options options = {.clues = 30, .minimal = true, .attempts = 5};
	sudoku_generate_options_init(&options);
	cr_expect_eq(options.clues, 0);
	cr_expect(!options.minimal);
	cr_expect_eq(options.attempts, 0);
}

static void edges_dlx_search(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_search_options options;
	struct dlx_stats stats;
	cr_expect_eq(dlx_search(NULL, NULL, &stats), DLX_EINVAL);
	dlx_search_options_init(&options);
	for (size_t k = 0; k < 3; k++) {
		options.level_nodes_length = bad_ints[k];
		cr_expect_eq(dlx_search(pb, &options, &stats), DLX_EINVAL);
	}
	options.level_nodes_length = 0;
	for (size_t k = 0; k < 3; k++) {
		options.jobs = bad_ints[k];
		cr_expect_eq(dlx_search(pb, &options, &stats), DLX_EINVAL);
	}
	options.jobs = DLX_MAX_JOBS + 1;
	cr_expect_eq(dlx_search(pb, &options, &stats), DLX_EINVAL);
	options.jobs = 0;
	options.node_limit = UINT64_MAX;
	options.solution_limit = UINT64_MAX;
	cr_expect_eq(dlx_search(pb, &options, NULL), 0);
	cr_expect_eq(dlx_search(pb, NULL, &stats), 0);
	cr_expect_eq(stats.solutions, 1);
	dlx_problem_destroy(pb);
}

static void edges_dlx_problem_clone(void) { cr_expect_null(dlx_problem_clone(NULL)); }

static int count_prefix(void *user, const int *options, int count)
{
	(void)options;
	(void)count;
	++*(int *)user;
	return 0;
}

static void edges_dlx_prefixes(void)
{
	struct dlx_problem *pb = knuth_problem();
	int seen = 0;
	cr_expect_eq(dlx_prefixes(NULL, 1, count_prefix, &seen, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_prefixes(pb, 1, NULL, &seen, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_prefixes(pb, -1, count_prefix, &seen, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_prefixes(pb, INT_MIN, count_prefix, &seen, NULL), DLX_EINVAL);
	cr_expect_eq(seen, 0);
	cr_expect_eq(dlx_prefixes(pb, INT_MAX, count_prefix, &seen, NULL), 0);
	cr_expect_eq(seen, 1, "the whole tree has one path to its one solution");
	dlx_problem_destroy(pb);
}

static void edges_dlx_search_prefix(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_stats stats;
	int one[] = {0};
	cr_expect_eq(dlx_search_prefix(NULL, one, 1, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_prefix(pb, NULL, 1, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_prefix(pb, one, -1, NULL, &stats), DLX_EINVAL);
	/* more options than the problem has: the array cannot be that long and be valid */
	cr_expect_eq(dlx_search_prefix(pb, one, INT_MAX, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_prefix(pb, one, 7, NULL, &stats), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		int bad[] = {bad_ints[k]};
		cr_expect_eq(dlx_search_prefix(pb, bad, 1, NULL, &stats), DLX_EOPTION);
	}
	int past[] = {6};
	cr_expect_eq(dlx_search_prefix(pb, past, 1, NULL, &stats), DLX_EOPTION);
	cr_expect_eq(dlx_required_count(pb), 0);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

/* ---- dlx.h: work shared between threads ---- */

static void edges_dlx_share_create(void)
{
	struct dlx_share *pool = dlx_share_create();
	cr_expect_not_null(pool);
	dlx_share_destroy(pool);
}

static void edges_dlx_share_create_in_turns(void)
{
	for (size_t k = 0; k < 3; k++)
		if (bad_ints[k] < 1)
			cr_expect_null(dlx_share_create_in_turns(bad_ints[k]));
	cr_expect_null(dlx_share_create_in_turns(0));
	struct dlx_share *pool = dlx_share_create_in_turns(1);
	cr_expect_not_null(pool);
	dlx_share_destroy(pool);
}

static void edges_dlx_share_destroy(void) { dlx_share_destroy(NULL); }

static void edges_dlx_share_stop(void) { dlx_share_stop(NULL); }

static void edges_dlx_interrupt_create(void)
{
	struct dlx_interrupt *stop = dlx_interrupt_create();
	cr_assert_not_null(stop);
	cr_expect_not(dlx_interrupt_requested(stop));
	dlx_interrupt_destroy(stop);
}

static void edges_dlx_interrupt_destroy(void) { dlx_interrupt_destroy(NULL); }

static void edges_dlx_interrupt_request(void) { dlx_interrupt_request(NULL); }

static void edges_dlx_interrupt_reset(void) { dlx_interrupt_reset(NULL); }

static void edges_dlx_interrupt_requested(void) { cr_expect_not(dlx_interrupt_requested(NULL)); }

static void edges_dlx_share_add(void)
{
	struct dlx_share *pool = dlx_share_create();
	int one[] = {0};
	cr_expect_eq(dlx_share_add(NULL, one, 1), DLX_EINVAL);
	cr_expect_eq(dlx_share_add(pool, NULL, 1), DLX_EINVAL);
	cr_expect_eq(dlx_share_add(pool, one, -1), DLX_EINVAL);
	cr_expect_eq(dlx_share_add(pool, one, INT_MIN), DLX_EINVAL);
	cr_expect_eq(dlx_share_add(pool, NULL, 0), 0, "the empty prefix: the whole search");
	dlx_share_destroy(pool);
}

static void edges_dlx_search_shared(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_share *pool = dlx_share_create();
	struct dlx_search_options options;
	struct dlx_stats stats;
	dlx_search_options_init(&options);
	cr_expect_eq(dlx_search_shared(NULL, pool, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_shared(pb, NULL, NULL, &stats), DLX_EINVAL);
	options.knuth_counts = true;
	cr_expect_eq(dlx_search_shared(pb, pool, &options, &stats), DLX_EINVAL, "no poll in that loop");
	options.knuth_counts = false;
	options.order = DLX_ORDER_FIRST;
	cr_expect_eq(dlx_search_shared(pb, pool, &options, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_shared(pb, pool, NULL, NULL), 0, "an empty pool: nothing to search");
	int past[] = {6}, clash[] = {0, 0};
	cr_expect_eq(dlx_share_add(pool, past, 1), 0);
	cr_expect_eq(dlx_search_shared(pb, pool, NULL, &stats), DLX_EOPTION);
	dlx_share_destroy(pool);
	pool = dlx_share_create();
	cr_expect_eq(dlx_share_add(pool, clash, 2), 0);
	cr_expect_eq(dlx_search_shared(pb, pool, NULL, &stats), DLX_ECONFLICT);
	dlx_share_destroy(pool);
	pool = dlx_share_create();
	cr_expect_eq(dlx_share_add(pool, NULL, 0), 0);
	cr_expect_eq(dlx_search_shared(pb, pool, NULL, &stats), 1, "one part: the whole search");
	cr_expect_eq(stats.solutions, 1);
	cr_expect_eq(dlx_required_count(pb), 0);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_share_destroy(pool);
	dlx_problem_destroy(pb);
}

/* ---- dlx.h: several threads (options->jobs) ---- */

static void edges_dlx_parts_create(void)
{
	struct dlx_parts *parts = dlx_parts_create();
	cr_expect_not_null(parts);
	cr_expect_eq(dlx_parts_count(parts), 0);
	cr_expect_eq(dlx_parts_depth(parts, NULL), -1);
	dlx_parts_destroy(parts);
}

static void edges_dlx_parts_destroy(void) { dlx_parts_destroy(NULL); }

static void edges_dlx_parts_add(void)
{
	struct dlx_parts *parts = dlx_parts_create();
	int one[] = {0};
	cr_expect_eq(dlx_parts_add(NULL, one, 1), DLX_EINVAL);
	cr_expect_eq(dlx_parts_add(parts, NULL, 1), DLX_EINVAL);
	cr_expect_eq(dlx_parts_add(parts, one, -1), DLX_EINVAL);
	cr_expect_eq(dlx_parts_add(parts, one, INT_MIN), DLX_EINVAL);
	cr_expect_eq(dlx_parts_add(parts, NULL, 0), 0, "the empty prefix: the whole search");
	cr_expect_eq(dlx_parts_add(parts, one, 1), 0);
	cr_expect_eq(dlx_parts_count(parts), 2);
	dlx_parts_destroy(parts);
}

/* Depth 0 and a depth past the tree's, on Knuth's example; frees both. */
static void walk_extremes(struct dlx_parts *parts, struct dlx_problem *pb)
{
	cr_expect_eq(dlx_parts_walk(parts, pb, 0), 0);
	cr_expect_eq(dlx_parts_count(parts), 1, "depth 0: the empty prefix");
	cr_expect_eq(dlx_parts_walk(parts, pb, INT_MAX), 0, "deeper than the tree: the solutions");
	cr_expect_eq(dlx_parts_count(parts), 1);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_parts_destroy(parts);
	dlx_problem_destroy(pb);
}

static void edges_dlx_parts_walk(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_parts *parts = dlx_parts_create();
	cr_expect_eq(dlx_parts_walk(NULL, pb, 1), DLX_EINVAL);
	cr_expect_eq(dlx_parts_walk(parts, NULL, 1), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		if (bad_ints[k] < 0)
			cr_expect_eq(dlx_parts_walk(parts, pb, bad_ints[k]), DLX_EINVAL);
	walk_extremes(parts, pb);
}

static void edges_dlx_parts_reference(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_parts *parts = dlx_parts_create();
	cr_expect_eq(dlx_parts_reference(NULL, DLX_ORDER_MRV), DLX_EINVAL);
	cr_expect_eq(dlx_parts_reference(parts, (enum dlx_order)-1), DLX_EINVAL);
	cr_expect_eq(dlx_parts_reference(parts, (enum dlx_order)INT_MAX), DLX_EINVAL);
	cr_expect_eq(dlx_parts_reference(parts, DLX_ORDER_FIRST), 0);
	walk_extremes(parts, pb);
}

static void edges_dlx_parts_algorithm(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_parts *parts = dlx_parts_create();
	cr_expect_eq(dlx_parts_algorithm(NULL, DLX_ALGORITHM_BITS), DLX_EINVAL);
	cr_expect_eq(dlx_parts_algorithm(parts, DLX_ALGORITHM_CELLS), DLX_EINVAL, "no parts");
	cr_expect_eq(dlx_parts_algorithm(parts, (enum dlx_algorithm)-1), DLX_EINVAL);
	cr_expect_eq(dlx_parts_algorithm(parts, (enum dlx_algorithm)INT_MAX), DLX_EINVAL);
	cr_expect_eq(dlx_parts_algorithm(parts, DLX_ALGORITHM_BITS), 0);
	walk_extremes(parts, pb);
}

static void edges_dlx_prefix_share(void)
{
	struct dlx_problem *pb = knuth_problem();
	double share;
	int one[] = {0};
	cr_expect_eq(dlx_prefix_share(NULL, one, 1, &share), DLX_EINVAL);
	cr_expect_eq(dlx_prefix_share(pb, one, 1, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_prefix_share(pb, NULL, 1, &share), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		if (bad_ints[k] < 0)
			cr_expect_eq(dlx_prefix_share(pb, one, bad_ints[k], &share), DLX_EINVAL);
	cr_expect_eq(dlx_prefix_share(pb, (const int[]){INT_MAX}, 1, &share), DLX_EOPTION);
	cr_expect_eq(dlx_prefix_share(pb, (const int[]){-1}, 1, &share), DLX_EOPTION);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_parts_enough(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_parts *parts = dlx_parts_create();
	cr_expect_eq(dlx_parts_enough(NULL, pb, 1), DLX_EINVAL);
	cr_expect_eq(dlx_parts_enough(parts, NULL, 1), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		if (bad_ints[k] < 1)
			cr_expect_eq(dlx_parts_enough(parts, pb, bad_ints[k]), DLX_EINVAL);
	cr_expect_eq(dlx_parts_enough(parts, pb, INT_MAX), 0, "as many as the tree has");
	cr_expect_geq(dlx_parts_count(parts), 1);
	dlx_parts_destroy(parts);
	dlx_problem_destroy(pb);
}

static void edges_dlx_parts_balance(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_parts *parts = dlx_parts_create();
	cr_expect_eq(dlx_parts_balance(NULL, pb, 2), DLX_EINVAL);
	cr_expect_eq(dlx_parts_balance(parts, NULL, 2), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		if (bad_ints[k] < 1)
			cr_expect_eq(dlx_parts_balance(parts, pb, bad_ints[k]), DLX_EINVAL);
	cr_expect_eq(dlx_parts_balance(parts, pb, INT_MAX), 0);
	cr_expect_eq(dlx_parts_depth(parts, NULL) >= 1, true);
	dlx_parts_destroy(parts);
	dlx_problem_destroy(pb);
}

static void edges_dlx_parts_keep(void)
{
	struct dlx_parts *parts = dlx_parts_create();
	int one[] = {0};
	for (int k = 0; k < 5; k++)
		dlx_parts_add(parts, one, 1);
	cr_expect_eq(dlx_parts_keep(NULL, 1, 1), DLX_EINVAL);
	cr_expect_eq(dlx_parts_keep(parts, 0, 2), DLX_EINVAL);
	cr_expect_eq(dlx_parts_keep(parts, 3, 2), DLX_EINVAL);
	cr_expect_eq(dlx_parts_keep(parts, 1, 0), DLX_EINVAL);
	cr_expect_eq(dlx_parts_keep(parts, INT_MIN, INT_MAX), DLX_EINVAL);
	cr_expect_eq(dlx_parts_keep(parts, INT_MAX, INT_MAX), 0, "past the end: none kept");
	cr_expect_eq(dlx_parts_count(parts), 0);
	dlx_parts_destroy(parts);
}

static void edges_dlx_parts_count(void) { cr_expect_eq(dlx_parts_count(NULL), DLX_EINVAL); }

static void edges_dlx_parts_prefix(void)
{
	struct dlx_parts *parts = dlx_parts_create();
	const int *options = NULL;
	int two[] = {3, 4};
	cr_expect_eq(dlx_parts_add(parts, two, 2), 0);
	cr_expect_eq(dlx_parts_prefix(NULL, 0, &options), DLX_EINVAL);
	cr_expect_eq(dlx_parts_prefix(parts, 0, NULL), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_parts_prefix(parts, bad_ints[k], &options), DLX_EINVAL);
	cr_expect_eq(dlx_parts_prefix(parts, 1, &options), DLX_EINVAL, "past the end");
	cr_expect_eq(dlx_parts_prefix(parts, 0, &options), 2);
	cr_expect_eq(options[1], 4);
	dlx_parts_destroy(parts);
}

static void edges_dlx_parts_depth(void)
{
	uint64_t nodes = 7;
	cr_expect_eq(dlx_parts_depth(NULL, &nodes), DLX_EINVAL);
	struct dlx_parts *parts = dlx_parts_create();
	cr_expect_eq(dlx_parts_depth(parts, &nodes), -1);
	cr_expect_eq(nodes, 0);
	dlx_parts_destroy(parts);
}

static void edges_dlx_search_parts(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_parts *parts = dlx_parts_create();
	struct dlx_search_options options;
	struct dlx_stats stats;
	dlx_search_options_init(&options);
	cr_expect_eq(dlx_search_parts(NULL, parts, NULL, &stats, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_search_parts(pb, NULL, NULL, &stats, NULL), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		options.jobs = bad_ints[k];
		cr_expect_eq(dlx_search_parts(pb, parts, &options, &stats, NULL), DLX_EINVAL);
	}
	options.jobs = 2;
	options.knuth_counts = true;
	cr_expect_eq(dlx_search_parts(pb, parts, &options, &stats, NULL), DLX_EINVAL);
	options.knuth_counts = false;
	options.order = DLX_ORDER_FIRST;
	cr_expect_eq(dlx_search_parts(pb, parts, &options, &stats, NULL), DLX_EINVAL);
	options.order = DLX_ORDER_MRV;
	cr_expect_geq(dlx_search_parts(pb, parts, &options, NULL, NULL), 1, "no parts: nothing to search");
	int past[] = {6}, clash[] = {0, 0};
	cr_expect_eq(dlx_parts_add(parts, past, 1), 0);
	cr_expect_eq(dlx_search_parts(pb, parts, &options, &stats, NULL), DLX_EOPTION);
	dlx_parts_destroy(parts);
	parts = dlx_parts_create();
	cr_expect_eq(dlx_parts_add(parts, clash, 2), 0);
	cr_expect_eq(dlx_search_parts(pb, parts, &options, &stats, NULL), DLX_ECONFLICT);
	dlx_parts_destroy(parts);
	parts = dlx_parts_create();
	cr_expect_eq(dlx_parts_add(parts, NULL, 0), 0);
	struct dlx_thread_stats threads[2];
	cr_expect_geq(dlx_search_parts(pb, parts, &options, &stats, threads), 1);
	cr_expect_eq(stats.solutions, 1, "one part: the whole search");
	cr_expect_eq(threads[0].parts + threads[1].parts, 1);
	cr_expect_eq(dlx_required_count(pb), 0);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_parts_destroy(parts);
	dlx_problem_destroy(pb);
}

static void edges_dlx_stats_count_text(void)
{
	struct dlx_stats stats = {.solutions = 42};
	char text[DLX_COUNT_TEXT_SIZE];
	cr_expect_eq(dlx_stats_count_text(NULL, text, sizeof text), DLX_EINVAL);
	cr_expect_eq(dlx_stats_count_text(&stats, NULL, 0), DLX_EINVAL);
	cr_expect_eq(dlx_stats_count_text(&stats, text, 0), DLX_ERANGE);
	cr_expect_eq(dlx_stats_count_text(&stats, text, 2), DLX_ERANGE);
	cr_expect_eq(dlx_stats_count_text(&stats, text, 3), 2);
	cr_expect_str_eq(text, "42");
	stats = (struct dlx_stats){.solutions = UINT64_MAX, .saturated = true,
	                           .solutions_high = UINT64_MAX, .solutions_low = UINT64_MAX - 1};
	cr_expect_eq(dlx_stats_count_text(&stats, text, SIZE_MAX), 39);
	cr_expect_str_eq(text, "340282366920938463463374607431768211454"); /* 2^128 - 2 */
}

static void edges_dlx_stats_add(void)
{
	struct dlx_stats total = {.solutions = 1, .max_level = 2};
	struct dlx_stats part = {.solutions = 2, .max_level = 5, .stop = DLX_STOP_NODES};
	dlx_stats_add(NULL, &part);
	dlx_stats_add(&total, NULL);
	dlx_stats_add(&total, &part);
	cr_expect_eq(total.solutions, 3);
	cr_expect_eq(total.max_level, 5);
	cr_expect_eq(total.stop, DLX_STOP_NODES);
}

static void edges_dlx_count(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_stats stats;
	char text[8];
	cr_expect_eq(dlx_count(NULL, NULL, &stats, text, sizeof text), DLX_EINVAL);
	cr_expect_eq(dlx_count(pb, NULL, &stats, NULL, 1), DLX_EINVAL, "no text, yet a capacity");
	cr_expect_eq(dlx_count(pb, NULL, NULL, NULL, 0), 0, "no stats, no text");
	cr_expect_eq(dlx_count(pb, NULL, &stats, text, 1), DLX_ERANGE, "\"1\" needs two bytes");
	cr_expect_eq(stats.solutions, 1, "the stats are filled all the same");
	cr_expect_eq(dlx_count(pb, NULL, &stats, text, sizeof text), 0);
	cr_expect_str_eq(text, "1");
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.jobs = -1;
	cr_expect_eq(dlx_count(pb, &options, &stats, text, sizeof text), DLX_EINVAL,
	             "what dlx_search refuses");
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_count_text_size(void)
{
	cr_expect_eq(dlx_count_text_size(NULL), 2);
	struct dlx_problem *pb = knuth_problem();
	cr_expect_eq(dlx_count_text_size(pb), 3, "6 options: at most 64 solutions, 2 digits");
	dlx_problem_destroy(pb);
}

/* ---- dlx.h: costs and the k cheapest solutions ---- */

static void edges_dlx_set_cost(void)
{
	struct dlx_problem *pb = knuth_problem();
	cr_expect_eq(dlx_set_cost(NULL, 0, 1), DLX_EINVAL);
	cr_expect_eq(dlx_set_cost(pb, 0, -1), DLX_EINVAL, "a negative cost");
	cr_expect_eq(dlx_set_cost(pb, 0, INT64_MIN), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_set_cost(pb, bad_ints[k], 1), DLX_EOPTION);
	cr_expect_eq(dlx_set_cost(pb, 6, 1), DLX_EOPTION, "one past the end");
	cr_expect_not(dlx_has_costs(pb), "a refused cost is not set");
	cr_expect_eq(dlx_set_cost(pb, 5, INT64_MAX), 0);
	int64_t cost = 0;
	cr_expect_eq(dlx_option_cost(pb, 5, &cost), 0);
	cr_expect_eq(cost, INT64_MAX);
	dlx_problem_destroy(pb);
}

static void edges_dlx_option_cost(void)
{
	struct dlx_problem *pb = knuth_problem();
	int64_t cost = -5;
	cr_expect_eq(dlx_option_cost(NULL, 0, &cost), DLX_EINVAL);
	cr_expect_eq(dlx_option_cost(pb, 0, NULL), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_option_cost(pb, bad_ints[k], &cost), DLX_EOPTION);
	cr_expect_eq(dlx_option_cost(pb, 6, &cost), DLX_EOPTION, "one past the end");
	cr_expect_eq(cost, -5, "a refused call writes nothing");
	cr_expect_eq(dlx_set_cost(pb, 2, 7), 0);
	/* an option added after the last cost was set lies past the costs kept */
	static const int item[] = {0};
	cr_expect_eq(dlx_add_option(pb, item, NULL, 1), 6);
	cr_expect_eq(dlx_option_cost(pb, 6, &cost), 0);
	cr_expect_eq(cost, 0);
	cr_expect_eq(dlx_option_cost(pb, 7, &cost), DLX_EOPTION);
	dlx_problem_destroy(pb);
}

static void edges_dlx_has_costs(void)
{
	cr_expect_not(dlx_has_costs(NULL));
	struct dlx_problem *pb = knuth_problem();
	cr_expect_not(dlx_has_costs(pb));
	cr_expect_eq(dlx_set_cost(pb, 0, 0), 0);
	cr_expect_not(dlx_has_costs(pb), "cost 0 is no cost");
	cr_expect_eq(dlx_set_cost(pb, 0, 3), 0);
	cr_expect(dlx_has_costs(pb));
	cr_expect_eq(dlx_set_cost(pb, 0, 0), 0);
	cr_expect_not(dlx_has_costs(pb));
	dlx_problem_destroy(pb);
}

static void edges_dlx_best_create(void)
{
	cr_expect_null(dlx_best_create(0));
	cr_expect_null(dlx_best_create(-1));
	cr_expect_null(dlx_best_create(INT_MIN));
	/* a list takes memory for the solutions it holds, not for all k */
	struct dlx_best *best = dlx_best_create(INT_MAX);
	cr_expect_not_null(best);
	cr_expect_eq(dlx_best_count(best), 0);
	dlx_best_destroy(best);
	best = dlx_best_create(1);
	cr_expect_not_null(best);
	cr_expect_eq(dlx_best_count(best), 0);
	dlx_best_destroy(best);
}

static void edges_dlx_best_destroy(void) { dlx_best_destroy(NULL); }

/* A list of the k cheapest solutions of Knuth's problem, option 3 costing 5. */
static struct dlx_best *knuth_best(int k)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_best *best = dlx_best_create(k);
	cr_assert_not_null(best);
	cr_assert_eq(dlx_set_cost(pb, 3, 5), 0);
	cr_assert_eq(dlx_search_best(pb, best, NULL, NULL), 0);
	dlx_problem_destroy(pb);
	return best;
}

static void edges_dlx_best_clear(void)
{
	dlx_best_clear(NULL);
	struct dlx_best *best = knuth_best(2);
	cr_expect_eq(dlx_best_count(best), 1);
	dlx_best_clear(best);
	cr_expect_eq(dlx_best_count(best), 0);
	cr_expect_eq(dlx_best_cost(best, 0), DLX_EINVAL, "a cleared list has no rank 0");
	dlx_best_destroy(best);
}

static void edges_dlx_best_count(void) { cr_expect_eq(dlx_best_count(NULL), DLX_EINVAL); }

static void edges_dlx_best_cost(void)
{
	struct dlx_best *best = knuth_best(3);
	cr_expect_eq(dlx_best_cost(NULL, 0), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_best_cost(best, bad_ints[k]), DLX_EINVAL);
	cr_expect_eq(dlx_best_cost(best, 1), DLX_EINVAL, "one past the last solution kept");
	cr_expect_eq(dlx_best_cost(best, 3), DLX_EINVAL, "rank k");
	/* the one solution is options 0, 3 and 4 (Knuth's answer), option 3 costing 5 */
	cr_expect_eq(dlx_best_cost(best, 0), 5);
	dlx_best_destroy(best);
}

static void edges_dlx_best_options(void)
{
	struct dlx_best *best = knuth_best(3);
	const int *options = NULL;
	cr_expect_eq(dlx_best_options(NULL, 0, &options), DLX_EINVAL);
	cr_expect_eq(dlx_best_options(best, 0, NULL), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_best_options(best, bad_ints[k], &options), DLX_EINVAL);
	cr_expect_eq(dlx_best_options(best, 1, &options), DLX_EINVAL, "one past the end");
	cr_expect_null(options, "a refused call writes nothing");
	cr_assert_eq(dlx_best_options(best, 0, &options), 3);
	cr_expect(options[0] == 0 && options[1] == 3 && options[2] == 4);
	dlx_best_destroy(best);
}

static void edges_dlx_best_merge(void)
{
	struct dlx_best *one = knuth_best(1), *empty = dlx_best_create(1);
	cr_assert_not_null(empty);
	cr_expect_eq(dlx_best_merge(NULL, one), DLX_EINVAL);
	cr_expect_eq(dlx_best_merge(one, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_best_merge(NULL, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_best_merge(one, one), 0, "a list merged into itself");
	cr_expect_eq(dlx_best_count(one), 1, "keeps each solution once");
	cr_expect_eq(dlx_best_merge(one, empty), 0);
	cr_expect_eq(dlx_best_count(one), 1);
	cr_expect_eq(dlx_best_merge(empty, one), 0);
	cr_expect_eq(dlx_best_count(empty), 1);
	cr_expect_eq(dlx_best_cost(empty, 0), 5);
	/* a list of k = INT_MAX takes a short one's solution without room for all k */
	struct dlx_best *wide = dlx_best_create(INT_MAX);
	cr_assert_not_null(wide);
	cr_expect_eq(dlx_best_merge(wide, one), 0);
	cr_expect_eq(dlx_best_count(wide), 1);
	cr_expect_eq(dlx_best_merge(wide, one), 0);
	cr_expect_eq(dlx_best_count(wide), 1, "a solution found in both is kept once");
	cr_expect_eq(dlx_best_merge(one, wide), 0);
	cr_expect_eq(dlx_best_count(one), 1);
	dlx_best_destroy(wide);
	dlx_best_destroy(empty);
	dlx_best_destroy(one);
}

static void edges_dlx_bound_create(void)
{
	struct dlx_bound *bound = dlx_bound_create();
	cr_assert_not_null(bound);
	cr_expect_eq(dlx_bound_value(bound), INT64_MAX);
	dlx_bound_destroy(bound);
}

static void edges_dlx_bound_destroy(void) { dlx_bound_destroy(NULL); }

static void edges_dlx_bound_value(void) { cr_expect_eq(dlx_bound_value(NULL), INT64_MAX); }

static void edges_dlx_best_share(void)
{
	struct dlx_bound *bound = dlx_bound_create();
	cr_assert_not_null(bound);
	cr_expect_eq(dlx_best_share(NULL, bound), DLX_EINVAL);
	cr_expect_eq(dlx_best_share(NULL, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_bound_value(bound), INT64_MAX);
	struct dlx_best *full = knuth_best(1);
	cr_expect_eq(dlx_best_share(full, bound), 0);
	cr_expect_eq(dlx_bound_value(bound), 5, "a full list lowers the bound to its k-th cost");
	cr_expect_eq(dlx_best_share(full, NULL), 0, "stops sharing");
	dlx_best_destroy(full);
	dlx_bound_destroy(bound);
}

static void edges_dlx_search_best(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_best *best = dlx_best_create(2);
	struct dlx_stats stats;
	cr_assert_not_null(best);
	cr_expect_eq(dlx_search_best(NULL, best, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_best(pb, NULL, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_best(NULL, NULL, NULL, NULL), DLX_EINVAL);
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.node_limit = UINT64_MAX;
	options.solution_limit = UINT64_MAX;
	cr_expect_eq(dlx_search_best(pb, best, &options, &stats), 0);
	cr_expect_eq(dlx_best_count(best), 1);
	cr_expect_eq(stats.solutions, 1);
	options.jobs = 2; /* threads take the time limit alone */
	cr_expect_eq(dlx_search_best(pb, best, &options, &stats), DLX_EINVAL);
	dlx_search_options_init(&options);
	for (size_t k = 0; k < 3; k++) {
		options.jobs = bad_ints[k];
		cr_expect_eq(dlx_search_best(pb, best, &options, &stats), DLX_EINVAL);
	}
	/* two options of cost INT64_MAX: their sum does not fit an int64_t */
	dlx_best_clear(best);
	cr_expect_eq(dlx_set_cost(pb, 0, INT64_MAX), 0);
	cr_expect_eq(dlx_set_cost(pb, 1, INT64_MAX), 0);
	cr_expect_eq(dlx_search_best(pb, best, NULL, &stats), DLX_ERANGE);
	options.jobs = 2;
	cr_expect_eq(dlx_search_best(pb, best, &options, &stats), DLX_ERANGE, "as one thread");
	cr_expect_eq(dlx_best_count(best), 0);
	dlx_problem_destroy(pb);
	/* bounds: item a may go uncovered, which lets {2, 5} in beside {0, 3, 4} */
	pb = knuth_problem();
	cr_expect_eq(dlx_set_bounds(pb, 0, 0, 2), 0);
	cr_expect_eq(dlx_search_best(pb, best, NULL, &stats), 0);
	cr_expect_eq(dlx_best_count(best), 2);
	const int *first;
	cr_expect_eq(dlx_best_options(best, 1, &first), 2);
	cr_expect(first[0] == 2 && first[1] == 5, "the tie goes to {0, 3, 4}");
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
	dlx_best_destroy(best);
}

static void edges_dlx_search_best_prefix(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_best *best = dlx_best_create(2);
	struct dlx_stats stats;
	cr_assert_not_null(best);
	int one[] = {0}, clash[] = {0, 5};
	cr_expect_eq(dlx_search_best_prefix(NULL, one, 1, best, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_best_prefix(pb, one, 1, NULL, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_best_prefix(pb, NULL, 1, best, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_best_prefix(pb, one, -1, best, NULL, &stats), DLX_EINVAL);
	cr_expect_eq(dlx_search_best_prefix(pb, one, INT_MAX, best, NULL, &stats), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		int bad[] = {bad_ints[k]};
		cr_expect_eq(dlx_search_best_prefix(pb, bad, 1, best, NULL, &stats), DLX_EOPTION);
	}
	cr_expect_eq(dlx_search_best_prefix(pb, clash, 2, best, NULL, &stats), DLX_ECONFLICT,
	             "options 0 and 5 share item e");
	cr_expect_eq(dlx_search_best_prefix(pb, one, 1, best, NULL, NULL), 0);
	cr_expect_eq(dlx_best_count(best), 1, "the one solution has option 0");
	cr_expect_eq(dlx_required_count(pb), 0);
	cr_expect_eq(dlx_problem_check(pb), 0);
	/* with bounds a skip is -1 - item; a prefix off the tree is refused */
	cr_expect_eq(dlx_set_bounds(pb, 0, 0, 2), 0);
	dlx_best_clear(best);
	int skip[] = {-1}, two[] = {2};
	cr_expect_eq(dlx_search_best_prefix(pb, skip, 1, best, NULL, &stats), DLX_ECONFLICT,
	             "the root branches on b (degree 2), not on a (degree 3)");
	cr_expect_eq(dlx_best_count(best), 0);
	cr_expect_eq(dlx_search_best_prefix(pb, two, 1, best, NULL, &stats), 0);
	const int *found;
	cr_expect_eq(dlx_best_count(best), 1);
	cr_expect_eq(dlx_best_options(best, 0, &found), 2);
	cr_expect(found[0] == 2 && found[1] == 5, "b by option 2, then d e g by option 5");
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
	dlx_best_destroy(best);
}

static void edges_dlx_estimate_options_init(void) { dlx_estimate_options_init(NULL); }

static void edges_dlx_estimate(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_estimate_options opt;
	struct dlx_estimate_result r;
	dlx_estimate_options_init(&opt);
	cr_expect_eq(dlx_estimate(NULL, &opt, &r), DLX_EINVAL);
	cr_expect_eq(dlx_estimate(pb, &opt, NULL), DLX_EINVAL);
	const uint64_t bad_probes[] = {0, DLX_MAX_PROBES + UINT64_C(1), UINT64_MAX};
	for (size_t k = 0; k < 3; k++) {
		opt.probes = bad_probes[k];
		cr_expect_eq(dlx_estimate(pb, &opt, &r), DLX_EINVAL);
	}
	/*
	 * The root branches on a: a path through option 1 enters 3 nodes and
	 * ends dead (estimates 5 and 0), one through option 3 enters 4 and
	 * ends in the solution (7 and 2).
	 */
	opt.probes = 7;
	opt.seed = UINT64_MAX;
	cr_expect_eq(dlx_estimate(pb, &opt, &r), 0);
	cr_expect(r.solutions >= 0 && r.solutions <= 2 && fabs(r.nodes - 5 - r.solutions) < 1e-9,
	          "%g solutions, %g nodes", r.solutions, r.nodes);
	cr_expect(r.probe_nodes >= 21 && r.probe_nodes <= 28);
	cr_expect_eq(dlx_set_bounds(pb, 0, 0, 2), 0);
	cr_expect_eq(dlx_estimate(pb, NULL, &r), DLX_EBOUNDS, "Algorithm M's branching is not estimated");
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_cnf_options_init(void)
{
	dlx_cnf_options_init(NULL);
	struct dlx_cnf_options options = {.encoding = DLX_CNF_SEQUENTIAL, .pairwise_limit = 9};
	dlx_cnf_options_init(&options);
	cr_expect(options.encoding == DLX_CNF_AUTO && options.pairwise_limit == 0);
}

/* Counts the bytes written into *(size_t *)user. */
static int count_bytes(void *user, const char *text, size_t length)
{
	(void)text;
	size_t *total = user;
	*total += length;
	return 0;
}

static int fail_write(void *user, const char *text, size_t length)
{
	(void)user, (void)text, (void)length;
	return 1;
}

static void edges_dlx_export_cnf(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_cnf_options options;
	dlx_cnf_options_init(&options);
	size_t total = 0;
	cr_expect_eq(dlx_export_cnf(NULL, NULL, count_bytes, &total), DLX_EINVAL);
	cr_expect_eq(dlx_export_cnf(pb, NULL, NULL, &total), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		options.pairwise_limit = bad_ints[k];
		cr_expect_eq(dlx_export_cnf(pb, &options, count_bytes, &total),
		             bad_ints[k] < 0 ? DLX_EINVAL : 0);
		options.pairwise_limit = 0;
		options.encoding = (enum dlx_cnf_encoding)bad_ints[k];
		cr_expect_eq(dlx_export_cnf(pb, &options, count_bytes, &total), DLX_EINVAL);
		options.encoding = DLX_CNF_AUTO;
	}
	cr_expect_eq(dlx_export_cnf(pb, NULL, fail_write, NULL), DLX_EWRITE);
	total = 0;
	cr_expect_eq(dlx_export_cnf(pb, NULL, count_bytes, &total), 0);
	cr_expect_gt(total, 0);
	struct dlx_problem *empty = dlx_problem_create(0, 0);
	cr_expect_eq(dlx_export_cnf(empty, NULL, count_bytes, &total), 0, "no item, no option");
	dlx_problem_destroy(empty);
	cr_expect_eq(dlx_require(pb, 0), 0);
	cr_expect_eq(dlx_export_cnf(pb, NULL, count_bytes, &total), DLX_EBUSY);
	dlx_problem_destroy(pb);
}

/* Knuth's example's ZDD: one solution, options 0, 3 and 4, three branch nodes. */
static struct dlx_zdd *knuth_zdd(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_zdd *zdd = NULL;
	cr_assert_eq(dlx_zdd_build(pb, 0, &zdd), 0);
	dlx_problem_destroy(pb);
	return zdd;
}

static void edges_dlx_zdd_build(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_zdd *zdd = NULL;
	cr_expect_eq(dlx_zdd_build(NULL, 0, &zdd), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_build(pb, 0, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_build(pb, 1, &zdd), 0, "too little memory for merging: still built");
	cr_expect_eq(dlx_zdd_node_count(zdd), 5);
	dlx_zdd_destroy(zdd);
	zdd = NULL;
	cr_expect_eq(dlx_problem_check(pb), 0, "the problem is restored");
	struct dlx_format *coloured = knuth_format();
	cr_expect_eq(dlx_zdd_build(dlx_format_problem(coloured), 0, &zdd), 0, "colours are taken");
	cr_expect_eq(dlx_zdd_node_count(zdd), 5, "the same one solution, a d f x:red taken");
	dlx_zdd_destroy(zdd);
	zdd = NULL;
	dlx_format_destroy(coloured);
	struct dlx_problem *bounded = knuth_problem();
	cr_assert_eq(dlx_set_bounds(bounded, 0, 1, 2), 0);
	cr_expect_eq(dlx_zdd_build(bounded, 0, &zdd), DLX_EBOUNDS);
	cr_expect_null(zdd);
	dlx_problem_destroy(bounded);
	dlx_problem_destroy(pb);
}

static void edges_dlx_zdd_destroy(void) { dlx_zdd_destroy(NULL); }

static void edges_dlx_zdd_node_count(void)
{
	cr_expect_eq(dlx_zdd_node_count(NULL), 0);
	struct dlx_problem *none = dlx_problem_create(1, 0);
	struct dlx_zdd *zdd = NULL;
	cr_assert_eq(dlx_zdd_build(none, 0, &zdd), 0);
	cr_expect_eq(dlx_zdd_node_count(zdd), 2, "no solution: the sinks alone");
	dlx_zdd_destroy(zdd);
	dlx_problem_destroy(none);
}

static void edges_dlx_zdd_write(void)
{
	struct dlx_zdd *zdd = knuth_zdd();
	size_t total = 0;
	cr_expect_eq(dlx_zdd_write(NULL, count_bytes, &total), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_write(zdd, NULL, &total), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_write(zdd, fail_write, NULL), DLX_EWRITE);
	cr_expect_eq(dlx_zdd_write(zdd, count_bytes, &total), 0);
	/* "2: (~1?0:1)\n3: (~5?0:2)\n4: (~4?0:3)\n5: (~0?0:4)\n", as DLX6 writes it */
	cr_expect_eq(total, 48);
	dlx_zdd_destroy(zdd);
}

static void edges_dlx_zdd_write_dot(void)
{
	struct dlx_zdd *zdd = knuth_zdd();
	const char *labels[] = {"c e", NULL};
	size_t total = 0;
	cr_expect_eq(dlx_zdd_write_dot(NULL, NULL, 0, count_bytes, &total), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_write_dot(zdd, NULL, 0, NULL, &total), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_write_dot(zdd, labels, -1, count_bytes, &total), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_write_dot(zdd, NULL, 1, count_bytes, &total), DLX_EINVAL);
	cr_expect_eq(total, 0, "nothing written before a refusal");
	cr_expect_eq(dlx_zdd_write_dot(zdd, labels, 2, fail_write, NULL), DLX_EWRITE);
	cr_expect_eq(dlx_zdd_write_dot(zdd, NULL, 0, count_bytes, &total), 0, "numbers for labels");
	cr_expect_gt(total, 0);
	total = 0;
	cr_expect_eq(dlx_zdd_write_dot(zdd, labels, 2, count_bytes, &total), 0,
	             "fewer labels than options: the rest numbered");
	cr_expect_gt(total, 0);
	dlx_zdd_destroy(zdd);
}

static void edges_dlx_zdd_read(void)
{
	struct dlx_zdd *zdd = NULL;
	struct dlx_zdd_error error;
	const char text[] = "2: (~1?0:1)\n3: (~0?0:2)\n";
	cr_expect_eq(dlx_zdd_read(NULL, 5, &zdd, &error), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_read(text, sizeof text - 1, NULL, &error), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_read(text, sizeof text - 1, &zdd, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_read(NULL, 0, &zdd, &error), DLX_EZDD, "nothing: no root line");
	cr_expect_eq(dlx_zdd_read(text, 5, &zdd, &error), DLX_EZDD, "cut inside the first line");
	cr_expect_eq(error.line, 1);
	cr_expect_null(zdd);
	cr_expect_eq(dlx_zdd_read(text, sizeof text - 1, &zdd, &error), 0);
	cr_expect_eq(dlx_zdd_node_count(zdd), 3);
	dlx_zdd_destroy(zdd);
}

static void edges_dlx_zdd_count(void)
{
	struct dlx_zdd *zdd = knuth_zdd();
	char text[8];
	cr_expect_eq(dlx_zdd_count(NULL, text, sizeof text), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_count(zdd, NULL, 0), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_count(zdd, text, 1), DLX_ERANGE, "no room for \"1\" and its NUL");
	cr_expect_eq(dlx_zdd_count(zdd, text, sizeof text), 1);
	cr_expect_str_eq(text, "1");
	dlx_zdd_destroy(zdd);
}

static void edges_dlx_zdd_count_text_size(void)
{
	cr_expect_geq(dlx_zdd_count_text_size(NULL), 2, "room for \"0\"");
}

/* Keeps the options of the last solution handed over, and counts the calls. */
struct zdd_seen {
	int options[8], count, calls;
};

static int see_solution(void *user, const int *options, int count)
{
	struct zdd_seen *seen = user;
	seen->calls++;
	seen->count = count;
	for (int k = 0; k < count && k < 8; k++)
		seen->options[k] = options[k];
	return 0;
}

static void edges_dlx_zdd_enumerate(void)
{
	struct dlx_zdd *zdd = knuth_zdd();
	struct zdd_seen seen = {0};
	cr_expect_eq(dlx_zdd_enumerate(NULL, see_solution, &seen), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_enumerate(zdd, NULL, &seen), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_enumerate(zdd, see_solution, &seen), 0);
	cr_expect_eq(seen.calls, 1);
	cr_expect_eq(seen.count, 3);
	cr_expect_eq(seen.options[0] + seen.options[1] + seen.options[2], 0 + 3 + 4);
	dlx_zdd_destroy(zdd);
}

static void edges_dlx_zdd_sample(void)
{
	struct dlx_zdd *zdd = knuth_zdd();
	struct zdd_seen seen = {0};
	cr_expect_eq(dlx_zdd_sample(NULL, 1, 0, see_solution, &seen), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_sample(zdd, 1, 0, NULL, &seen), DLX_EINVAL);
	cr_expect_eq(dlx_zdd_sample(zdd, 0, 0, see_solution, &seen), 0);
	cr_expect_eq(seen.calls, 0, "no sample asked, none given");
	cr_expect_eq(dlx_zdd_sample(zdd, 3, UINT64_MAX, see_solution, &seen), 0);
	cr_expect_eq(seen.calls, 3);
	cr_expect_eq(seen.count, 3);
	dlx_zdd_destroy(zdd);
}

/* ---- dlx_format.h ---- */

static void edges_dlx_format_create(void)
{
	struct dlx_format *f = dlx_format_create(true);
	cr_expect_not_null(f);
	cr_expect_null(dlx_format_problem(f));
	dlx_format_destroy(f);
}

static void edges_dlx_format_destroy(void) { dlx_format_destroy(NULL); }

static void edges_dlx_format_feed(void)
{
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_expect_eq(dlx_format_feed(NULL, "a b", 3, &error), DLX_EINVAL);
	cr_expect_eq(dlx_format_feed(f, "a b", 3, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_format_feed(f, NULL, 3, &error), DLX_EINVAL);
	cr_expect_eq(dlx_format_feed(f, NULL, 0, &error), 0, "an empty line is blank");
	cr_expect_eq(dlx_format_feed(f, "a b", 3, &error), 0);
	dlx_format_destroy(f);
}

static void edges_dlx_format_set_syntax(void)
{
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_expect_eq(dlx_format_set_syntax(NULL, DLX_SYNTAX_EC), DLX_EINVAL);
	cr_expect_eq(dlx_format_set_syntax(f, (enum dlx_format_syntax)-1), DLX_EINVAL);
	cr_expect_eq(dlx_format_set_syntax(f, (enum dlx_format_syntax)2), DLX_EINVAL);
	cr_expect_eq(dlx_format_set_syntax(f, (enum dlx_format_syntax)INT_MAX), DLX_EINVAL);
	cr_expect_eq(dlx_format_set_syntax(f, DLX_SYNTAX_EC), 0);
	cr_expect_eq(dlx_format_feed(f, "p ec 2", 6, &error), 0);
	cr_expect_eq(dlx_format_set_syntax(f, DLX_SYNTAX_KNUTH), DLX_EINVAL, "fed already");
	cr_expect_eq(dlx_primary_count(dlx_format_problem(f)), 2);
	dlx_format_destroy(f);
}

static void edges_dlx_format_end(void)
{
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_expect_eq(dlx_format_end(NULL, &error), DLX_EINVAL);
	cr_expect_eq(dlx_format_end(f, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_format_end(f, &error), DLX_FORMAT_EPARSE, "no item line");
	dlx_format_destroy(f);
}

static void edges_dlx_format_read(void)
{
	struct dlx_format *f = dlx_format_create(false);
	struct dlx_format_error error;
	cr_expect_eq(dlx_format_read(NULL, "a\na\n", 4, NULL, NULL, &error), DLX_EINVAL);
	cr_expect_eq(dlx_format_read(f, NULL, 4, NULL, NULL, &error), DLX_EINVAL);
	cr_expect_eq(dlx_format_read(f, "a\na\n", 4, NULL, NULL, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_format_read(f, NULL, 0, NULL, NULL, &error), DLX_FORMAT_EPARSE);
	dlx_format_destroy(f);
}

static void edges_dlx_format_problem(void) { cr_expect_null(dlx_format_problem(NULL)); }

static void edges_dlx_format_item_name(void)
{
	struct dlx_format *f = knuth_format();
	cr_expect_null(dlx_format_item_name(NULL, 0));
	for (size_t k = 0; k < 3; k++)
		cr_expect_null(dlx_format_item_name(f, bad_ints[k]));
	cr_expect_null(dlx_format_item_name(f, 8));
	cr_expect_str_eq(dlx_format_item_name(f, 7), "x");
	dlx_format_destroy(f);
}

static void edges_dlx_format_color_name(void)
{
	struct dlx_format *f = knuth_format();
	cr_expect_null(dlx_format_color_name(NULL, 1));
	for (size_t k = 0; k < 3; k++)
		cr_expect_null(dlx_format_color_name(f, bad_ints[k]));
	cr_expect_null(dlx_format_color_name(f, 0));
	cr_expect_null(dlx_format_color_name(f, 2));
	cr_expect_str_eq(dlx_format_color_name(f, 1), "red");
	dlx_format_destroy(f);
}

static void edges_dlx_format_find_item(void)
{
	struct dlx_format *f = knuth_format();
	cr_expect_eq(dlx_format_find_item(NULL, "a", 1), -1);
	cr_expect_eq(dlx_format_find_item(f, NULL, 1), -1);
	cr_expect_eq(dlx_format_find_item(f, "", 0), -1);
	cr_expect_eq(dlx_format_find_item(f, "x", 1), 7);
	dlx_format_destroy(f);
}

static void edges_dlx_format_option_line(void)
{
	struct dlx_format *f = knuth_format();
	cr_expect_eq(dlx_format_option_line(NULL, 0), 0);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_format_option_line(f, bad_ints[k]), 0);
	cr_expect_eq(dlx_format_option_line(f, 6), 0);
	cr_expect_eq(dlx_format_option_line(f, 5), 7);
	dlx_format_destroy(f);
}

static void edges_dlx_format_item_text(void)
{
	struct dlx_format *f = knuth_format();
	char buffer[16] = "junk";
	cr_expect_eq(dlx_format_item_text(NULL, 0, buffer, sizeof buffer), 0);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_format_item_text(f, bad_ints[k], buffer, sizeof buffer), 0);
	cr_expect_eq(dlx_format_item_text(f, 8, buffer, sizeof buffer), 0, "one past the end");
	cr_expect_eq(dlx_format_item_text(f, 0, NULL, 100), 1);
	cr_expect_eq(dlx_format_item_text(f, 7, buffer, 0), 1);
	cr_expect_eq(dlx_format_item_text(f, 7, buffer, sizeof buffer), 1);
	cr_expect_str_eq(buffer, "x");
	dlx_format_destroy(f);
}

static void edges_dlx_format_option_text(void)
{
	struct dlx_format *f = knuth_format();
	char buffer[16] = "junk";
	cr_expect_eq(dlx_format_option_text(NULL, 0, buffer, sizeof buffer), 0);
	cr_expect_str_eq(buffer, "");
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_format_option_text(f, bad_ints[k], buffer, sizeof buffer), 0);
	cr_expect_eq(dlx_format_option_text(f, 6, buffer, sizeof buffer), 0);
	cr_expect_eq(dlx_format_option_text(f, 3, NULL, 100), strlen("a d f x:red"));
	cr_expect_eq(dlx_format_option_text(f, 3, buffer, 4), strlen("a d f x:red"));
	cr_expect_str_eq(buffer, "a d");
	dlx_format_destroy(f);
}

/* ---- dlx_dance.h ---- */

/* A replay of Knuth's problem after "choose a (2 options)" at level 0: options 1 and 3 hidden. */
static struct dlx_dance *dance_after_choose(struct dlx_problem *pb)
{
	struct dlx_dance *dance = dlx_dance_create(pb, NULL, NULL);
	cr_assert_not_null(dance);
	cr_assert_eq(dlx_dance_event(dance, DLX_EVENT_CHOOSE, 0, 0, -1, 2), 0);
	cr_assert_not(dlx_dance_lost(dance));
	return dance;
}

static void edges_dlx_dance_create(void)
{
	cr_expect_null(dlx_dance_create(NULL, NULL, NULL));
	struct dlx_problem *pb = knuth_problem();
	struct dlx_dance *dance = dlx_dance_create(pb, NULL, NULL);
	cr_assert_not_null(dance);
	cr_expect_not(dlx_dance_lost(dance));
	cr_expect_eq(dlx_dance_partial(dance, NULL, 0), 0, "no partial solution yet");
	for (int x = 0; x < 7; x++)
		cr_expect_eq(dlx_dance_item_state(dance, x), 0, "item %d active", x);
	for (int o = 0; o < 6; o++)
		cr_expect_not(dlx_dance_hidden(dance, o), "option %d active", o);
	dlx_dance_destroy(dance);
	dlx_problem_destroy(pb);
	/* a problem without items or options has a replay too: level 0 only */
	struct dlx_problem *empty = dlx_problem_create(0, 0);
	cr_assert_not_null(empty);
	dance = dlx_dance_create(empty, NULL, NULL);
	cr_assert_not_null(dance);
	cr_expect_eq(dlx_dance_event(dance, DLX_EVENT_SOLUTION, 0, -1, -1, 0), 0);
	cr_expect_eq(dlx_dance_event(dance, DLX_EVENT_CHOOSE, 0, 0, -1, 0), DLX_EITEM);
	dlx_dance_destroy(dance);
	dlx_problem_destroy(empty);
}

static void edges_dlx_dance_destroy(void) { dlx_dance_destroy(NULL); }

static void edges_dlx_dance_event(void)
{
	struct dlx_problem *pb = knuth_problem();
	cr_expect_eq(dlx_dance_event(NULL, DLX_EVENT_CHOOSE, 0, 0, -1, 2), DLX_EINVAL);
	struct dlx_dance *dance;
	/* each refusal marks a fresh replay lost */
#define REFUSED(code, ...)                                                                  \
	do {                                                                                 \
		dance = dlx_dance_create(pb, NULL, NULL);                                    \
		cr_assert_not_null(dance);                                                   \
		cr_expect_eq(dlx_dance_event(dance, __VA_ARGS__), code, "%s", #__VA_ARGS__); \
		cr_expect(dlx_dance_lost(dance), "refused: %s", #__VA_ARGS__);               \
		dlx_dance_destroy(dance);                                                    \
	} while (0)
	for (size_t k = 0; k < 3; k++) {
		REFUSED(DLX_EINVAL, DLX_EVENT_CHOOSE, bad_ints[k], 0, -1, 2);
		REFUSED(DLX_EINVAL, DLX_EVENT_SOLUTION, bad_ints[k], -1, -1, 0);
		REFUSED(DLX_EITEM, DLX_EVENT_CHOOSE, 0, bad_ints[k], -1, 2);
		REFUSED(DLX_EITEM, DLX_EVENT_TRY, 0, bad_ints[k], 1, 0);
		REFUSED(DLX_EITEM, DLX_EVENT_SKIP, 0, bad_ints[k], -1, 0);
		REFUSED(DLX_EOPTION, DLX_EVENT_TRY, 0, 0, bad_ints[k], 0);
	}
	/* one past the end: level dlx_max_depth + 1, item 7, option 6 */
	REFUSED(DLX_EINVAL, DLX_EVENT_BACKTRACK, dlx_max_depth(pb) + 1, 0, -1, 0);
	REFUSED(DLX_EITEM, DLX_EVENT_CHOOSE, 0, 7, -1, 2);
	REFUSED(DLX_EOPTION, DLX_EVENT_TRY, 0, 0, 6, 0);
	REFUSED(DLX_EINVAL, (enum dlx_event)-1, 0, 0, -1, 0);
	REFUSED(DLX_EINVAL, (enum dlx_event)(DLX_EVENT_SKIP + 1), 0, 0, -1, 0);
#undef REFUSED
	/* the last level is dlx_max_depth: a solution there is taken */
	dance = dlx_dance_create(pb, NULL, NULL);
	cr_assert_not_null(dance);
	cr_expect_eq(dlx_dance_event(dance, DLX_EVENT_SOLUTION, dlx_max_depth(pb), -1, -1, 0), 0);
	cr_expect_not(dlx_dance_lost(dance));
	dlx_dance_destroy(dance);
	/* a refused event changes nothing else */
	dance = dance_after_choose(pb);
	cr_expect_eq(dlx_dance_event(dance, DLX_EVENT_TRY, 0, 0, 6, 0), DLX_EOPTION);
	cr_expect(dlx_dance_lost(dance));
	cr_expect(dlx_dance_hidden(dance, 1) && dlx_dance_hidden(dance, 3));
	cr_expect_eq(dlx_dance_item_state(dance, 0), -1);
	cr_expect_eq(dlx_dance_partial(dance, NULL, 0), 0);
	dlx_dance_destroy(dance);
	/* a choose that counts other options than the replay has: lost, but replayed */
	dance = dlx_dance_create(pb, NULL, NULL);
	cr_assert_not_null(dance);
	cr_expect_eq(dlx_dance_event(dance, DLX_EVENT_CHOOSE, 0, 0, -1, 3), 0);
	cr_expect(dlx_dance_lost(dance));
	cr_expect_eq(dlx_dance_item_state(dance, 0), -1);
	dlx_dance_destroy(dance);
	/* a skip without bounds: lost; a backtrack's item is not read */
	dance = dance_after_choose(pb);
	cr_expect_eq(dlx_dance_event(dance, DLX_EVENT_BACKTRACK, 0, INT_MIN, -1, 2), 0);
	cr_expect_not(dlx_dance_lost(dance));
	cr_expect_eq(dlx_dance_item_state(dance, 0), 0, "the backtrack uncovered a");
	cr_expect_eq(dlx_dance_event(dance, DLX_EVENT_SKIP, 0, 0, -1, 0), 0);
	cr_expect(dlx_dance_lost(dance));
	dlx_dance_destroy(dance);
	dlx_problem_destroy(pb);
}

static void edges_dlx_dance_lost(void) { cr_expect_not(dlx_dance_lost(NULL)); }

/* An item accessor on a replay of knuth_format()'s problem (a..g, x): no replay, no such item. */
static void expect_items_refused(int (*call)(const struct dlx_dance *, int),
                                 const struct dlx_dance *dance)
{
	cr_expect_eq(call(NULL, 0), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(call(dance, bad_ints[k]), DLX_EITEM);
	cr_expect_eq(call(dance, 8), DLX_EITEM, "one past x");
}

static void edges_dlx_dance_item_state(void)
{
	struct dlx_format *f = knuth_format(); /* items a..g, x; option 3 is a d f x:red */
	struct dlx_problem *pb = dlx_format_problem(f);
	struct dlx_dance *dance = dance_after_choose(pb);
	expect_items_refused(dlx_dance_item_state, dance);
	cr_expect_eq(dlx_dance_item_state(dance, 0), -1, "a covered");
	cr_expect_eq(dlx_dance_item_state(dance, 7), 0, "x active");
	cr_assert_eq(dlx_dance_event(dance, DLX_EVENT_TRY, 0, 0, 3, 1), 0);
	cr_expect_eq(dlx_dance_item_state(dance, 3), -1, "d covered");
	cr_expect_eq(dlx_dance_item_state(dance, 7), 1, "x purified for red, colour 1");
	cr_assert_eq(dlx_dance_event(dance, DLX_EVENT_BACKTRACK, 0, 0, -1, 2), 0);
	for (int x = 0; x < 8; x++)
		cr_expect_eq(dlx_dance_item_state(dance, x), 0, "item %d active again", x);
	cr_expect_not(dlx_dance_lost(dance));
	dlx_dance_destroy(dance);
	dlx_format_destroy(f);
}

static void edges_dlx_dance_hidden(void)
{
	struct dlx_problem *pb = knuth_problem();
	cr_expect_not(dlx_dance_hidden(NULL, 0));
	struct dlx_dance *dance = dance_after_choose(pb);
	for (size_t k = 0; k < 3; k++)
		cr_expect_not(dlx_dance_hidden(dance, bad_ints[k]));
	cr_expect_not(dlx_dance_hidden(dance, 6), "one past the last option");
	for (int o = 0; o < 6; o++)
		cr_expect_eq(dlx_dance_hidden(dance, o), o == 1 || o == 3, "option %d", o);
	dlx_dance_destroy(dance);
	dlx_problem_destroy(pb);
}

static void edges_dlx_dance_partial(void)
{
	struct dlx_problem *pb = knuth_problem();
	int options[8] = {-7, -7, -7, -7, -7, -7, -7, -7};
	cr_expect_eq(dlx_dance_partial(NULL, options, 8), DLX_EINVAL);
	struct dlx_dance *dance = dance_after_choose(pb);
	cr_expect_eq(dlx_dance_partial(dance, options, -1), DLX_EINVAL);
	cr_expect_eq(dlx_dance_partial(dance, options, INT_MIN), DLX_EINVAL);
	cr_expect_eq(dlx_dance_partial(dance, NULL, 1), DLX_EINVAL);
	cr_expect_eq(dlx_dance_partial(dance, NULL, 0), 0);
	cr_assert_eq(dlx_dance_event(dance, DLX_EVENT_TRY, 0, 0, 3, 1), 0);
	cr_expect_eq(dlx_dance_partial(dance, NULL, 0), 1, "the length alone");
	cr_expect_eq(dlx_dance_partial(dance, options, 0), 1);
	cr_expect_eq(options[0], -7, "capacity 0: nothing written");
	cr_expect_eq(dlx_dance_partial(dance, options, INT_MAX), 1, "only the length is written");
	cr_expect_eq(options[0], 3);
	cr_expect_eq(options[1], -7);
	dlx_dance_destroy(dance);
	dlx_problem_destroy(pb);
}

static void edges_dlx_dance_taken(void)
{
	struct dlx_format *f = knuth_format();
	struct dlx_problem *pb = dlx_format_problem(f);
	struct dlx_dance *dance = dance_after_choose(pb);
	expect_items_refused(dlx_dance_taken, dance);
	cr_expect_eq(dlx_dance_taken(dance, 0), 0, "chosen, not yet taken");
	cr_assert_eq(dlx_dance_event(dance, DLX_EVENT_TRY, 0, 0, 3, 1), 0); /* a d f x:red */
	static const int taken[8] = {1, 0, 0, 1, 0, 1, 0, 1};
	for (int x = 0; x < 8; x++)
		cr_expect_eq(dlx_dance_taken(dance, x), taken[x], "item %d", x);
	dlx_dance_destroy(dance);
	dlx_format_destroy(f);
}

/* BOUND and SLACK of knuth_format()'s problem with a given 0:2 (worked by hand: M4, then a d f's commit). */
static void edges_dlx_dance_bound(void)
{
	struct dlx_format *f = knuth_format();
	struct dlx_problem *pb = dlx_format_problem(f);
	int bound = -7, slack = -7;
	cr_expect_eq(dlx_dance_bound(NULL, 0, &bound, &slack), DLX_EINVAL);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 2), 0);
	struct dlx_dance *dance = dlx_dance_create(pb, NULL, NULL);
	cr_assert_not_null(dance);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_dance_bound(dance, bad_ints[k], &bound, &slack), DLX_EITEM);
	cr_expect_eq(dlx_dance_bound(dance, 7, &bound, &slack), DLX_EITEM, "x is secondary");
	cr_expect_eq(dlx_dance_bound(dance, 8, &bound, &slack), DLX_EITEM, "one past x");
	cr_expect_eq(bound, -7, "a refused call writes nothing");
	cr_expect_eq(dlx_dance_bound(dance, 0, NULL, NULL), 0, "both pointers may be NULL");
	cr_expect_eq(dlx_dance_bound(dance, 0, &bound, &slack), 0);
	cr_expect(bound == 2 && slack == 2, "a is 0:2: BOUND 2, SLACK 2 (%d %d)", bound, slack);
	cr_expect_eq(dlx_dance_bound(dance, 3, &bound, &slack), 0);
	cr_expect(bound == 1 && slack == 0, "d is 1:1 (%d %d)", bound, slack);
	/* a's degree: 2 options + min(2, 2) - 2 + 1 = 3 */
	cr_assert_eq(dlx_dance_event(dance, DLX_EVENT_CHOOSE, 0, 0, -1, 3), 0);
	dlx_dance_bound(dance, 0, &bound, NULL);
	cr_expect_eq(bound, 1, "M4 lowers the chosen item's BOUND");
	cr_assert_eq(dlx_dance_event(dance, DLX_EVENT_TRY, 0, 0, 3, 0), 0); /* a d f x:red */
	static const int after_try[7] = {1, 1, 1, 0, 1, 0, 1};
	for (int x = 0; x < 7; x++) {
		dlx_dance_bound(dance, x, &bound, NULL);
		cr_expect_eq(bound, after_try[x], "item %d after a d f", x);
	}
	cr_assert_eq(dlx_dance_event(dance, DLX_EVENT_BACKTRACK, 0, 0, -1, 3), 0);
	for (int x = 0; x < 7; x++) {
		dlx_dance_bound(dance, x, &bound, NULL);
		cr_expect_eq(bound, x == 0 ? 2 : 1, "item %d back at its upper bound", x);
	}
	cr_expect_not(dlx_dance_lost(dance));
	dlx_dance_destroy(dance);
	dlx_format_destroy(f);
}

static void edges_dlx_dance_bounds_text(void)
{
	struct dlx_format *f = knuth_format();
	struct dlx_problem *pb = dlx_format_problem(f);
	char buf[16] = "?";
	cr_expect_eq(dlx_dance_bounds_text(NULL, 0, buf, sizeof buf), DLX_EINVAL);
	struct dlx_dance *dance = dlx_dance_create(pb, NULL, NULL);
	cr_assert_not_null(dance);
	cr_expect_eq(dlx_dance_bounds_text(dance, 0, NULL, 4), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_dance_bounds_text(dance, bad_ints[k], buf, sizeof buf), DLX_EITEM);
	cr_expect_eq(dlx_dance_bounds_text(dance, 8, buf, sizeof buf), DLX_EITEM, "one past x");
	cr_expect_eq(dlx_dance_bounds_text(dance, 0, buf, sizeof buf), 0, "no bounds: no text");
	cr_expect_str_eq(buf, "");
	dlx_dance_destroy(dance);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 2), 0);
	dance = dlx_dance_create(pb, NULL, NULL);
	cr_assert_not_null(dance);
	cr_expect_eq(dlx_dance_bounds_text(dance, 0, buf, sizeof buf), 6);
	cr_expect_str_eq(buf, "0/0..2");
	cr_expect_eq(dlx_dance_bounds_text(dance, 0, NULL, 0), 6, "measured");
	cr_expect_eq(dlx_dance_bounds_text(dance, 0, buf, 3), 6, "cut");
	cr_expect_str_eq(buf, "0/");
	cr_expect_eq(dlx_dance_bounds_text(dance, 1, buf, sizeof buf), 6);
	cr_expect_str_eq(buf, "0/1..1", "an item without bounds of its own is 1..1");
	cr_expect_eq(dlx_dance_bounds_text(dance, 7, buf, sizeof buf), 0, "a secondary item: no text");
	cr_expect_str_eq(buf, "");
	dlx_dance_destroy(dance);
	dlx_format_destroy(f);
}

/* ---- sudoku.h: shapes and grids ---- */

static void edges_sudoku_strerror(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_str_eq(sudoku_strerror(bad_codes[k]), "unknown error");
	cr_expect_str_eq(sudoku_strerror(SUDOKU_ERANGE - 1), "unknown error");
}

static void edges_sudoku_size_supported(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_not(sudoku_size_supported(bad_ints[k]));
	cr_expect_not(sudoku_size_supported(0));
	cr_expect_not(sudoku_size_supported(SUDOKU_MAX_SIZE + 1));
	cr_expect(sudoku_size_supported(SUDOKU_MAX_SIZE));
}

static void edges_sudoku_shape_init(void)
{
	struct sudoku_shape shape;
	cr_expect_eq(sudoku_shape_init(NULL, 9, 0), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		cr_expect_eq(sudoku_shape_init(&shape, bad_ints[k], 0), SUDOKU_ESIZE);
		cr_expect_eq(sudoku_shape_init(&shape, 9, bad_ints[k]), SUDOKU_ESIZE);
	}
	cr_expect_eq(sudoku_shape_init(&shape, 0, 0), SUDOKU_ESIZE);
	cr_expect_eq(sudoku_shape_init(&shape, 36, 0), SUDOKU_ESIZE);
	cr_expect_eq(sudoku_shape_init(&shape, 9, 9), SUDOKU_ESIZE);
}

static void edges_sudoku_shape_set_regions(void)
{
	struct sudoku_shape shape = shape9();
	uint8_t region[SUDOKU_MAX_CELLS];
	memcpy(region, shape.region, sizeof region);
	cr_expect_eq(sudoku_shape_set_regions(NULL, region), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_shape_set_regions(&shape, NULL), SUDOKU_EINVAL);
	region[80] = 9;
	cr_expect_eq(sudoku_shape_set_regions(&shape, region), SUDOKU_EREGION);
	region[80] = 255;
	cr_expect_eq(sudoku_shape_set_regions(&shape, region), SUDOKU_EREGION);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_shape bad = shape9();
		bad.size = bad_ints[k];
		cr_expect_eq(sudoku_shape_set_regions(&bad, shape.region), SUDOKU_EINVAL);
	}
}

static void edges_sudoku_grid_clear(void)
{
	struct sudoku_grid grid;
	sudoku_grid_clear(NULL, 9);
	for (size_t k = 0; k < 3; k++) {
		sudoku_grid_clear(&grid, bad_ints[k]);
		cr_expect_eq(grid.size, 0, "a size out of range leaves an empty grid of size 0");
	}
	sudoku_grid_clear(&grid, SUDOKU_MAX_SIZE + 1);
	cr_expect_eq(grid.size, 0);
}

static void edges_sudoku_grid_count_givens(void)
{
	cr_expect_eq(sudoku_grid_count_givens(NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid grid = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_grid_count_givens(&grid), SUDOKU_EINVAL);
	}
	struct sudoku_grid grid = grid_of_size(0);
	cr_expect_eq(sudoku_grid_count_givens(&grid), 0);
}

static void edges_sudoku_grid_check(void)
{
	struct sudoku_shape shape = shape9(), bad_shape = shape9();
	struct sudoku_grid grid = puzzle9();
	struct sudoku_conflict conflict;
	cr_expect_eq(sudoku_grid_check(NULL, &grid, &conflict), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_grid_check(&shape, NULL, &conflict), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_grid_check(&shape, &bad, &conflict), SUDOKU_EINVAL);
		bad_shape.size = bad_ints[k];
		bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_grid_check(&bad_shape, &bad, NULL), SUDOKU_EINVAL);
	}
	struct sudoku_grid small = grid_of_size(4);
	cr_expect_eq(sudoku_grid_check(&shape, &small, NULL), SUDOKU_EMISMATCH);
	grid.cell[80] = 10;
	cr_expect_eq(sudoku_grid_check(&shape, &grid, NULL), SUDOKU_EINVAL);
	grid.cell[80] = 255;
	cr_expect_eq(sudoku_grid_check(&shape, &grid, NULL), SUDOKU_EINVAL);
}

static void edges_sudoku_grid_is_solution(void)
{
	struct sudoku_shape shape = shape9();
	struct sudoku_grid grid = puzzle9();
	cr_expect_not(sudoku_grid_is_solution(NULL, &grid, &grid));
	cr_expect_not(sudoku_grid_is_solution(&shape, &grid, NULL));
	cr_expect_not(sudoku_grid_is_solution(&shape, NULL, &grid), "not full");
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_not(sudoku_grid_is_solution(&shape, &grid, &bad));
		cr_expect_not(sudoku_grid_is_solution(&shape, &bad, &grid));
	}
	grid.cell[0] = 200;
	cr_expect_not(sudoku_grid_is_solution(&shape, NULL, &grid));
}

/* ---- sudoku.h: the encoding ---- */

static void edges_sudoku_item_count(void)
{
	struct sudoku_shape shape = shape9();
	cr_expect_eq(sudoku_item_count(NULL), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_item_count(&shape), 324);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_shape bad = shape9();
		bad.size = bad_ints[k];
		cr_expect_eq(sudoku_item_count(&bad), SUDOKU_EINVAL);
		bad = shape9();
		bad.box_rows = bad_ints[k];
		cr_expect_eq(sudoku_item_count(&bad), SUDOKU_EINVAL);
	}
}

static void edges_sudoku_option_index(void)
{
	struct sudoku_shape shape = shape9();
	cr_expect_eq(sudoku_option_index(NULL, 0, 0, 1), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		cr_expect_eq(sudoku_option_index(&shape, bad_ints[k], 0, 1), SUDOKU_EINVAL);
		cr_expect_eq(sudoku_option_index(&shape, 0, bad_ints[k], 1), SUDOKU_EINVAL);
		cr_expect_eq(sudoku_option_index(&shape, 0, 0, bad_ints[k]), SUDOKU_EINVAL);
	}
	cr_expect_eq(sudoku_option_index(&shape, 9, 0, 1), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_option_index(&shape, 0, 9, 1), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_option_index(&shape, 0, 0, 0), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_option_index(&shape, 0, 0, 10), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_option_index(&shape, 8, 8, 9), 728);
}

static void edges_sudoku_option_items(void)
{
	struct sudoku_shape shape = shape9();
	int items[SUDOKU_OPTION_MAX_ITEMS];
	cr_expect_eq(sudoku_option_items(NULL, 0, 0, 1, items), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_option_items(&shape, 0, 0, 1, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		cr_expect_eq(sudoku_option_items(&shape, bad_ints[k], 0, 1, items), SUDOKU_EINVAL);
		cr_expect_eq(sudoku_option_items(&shape, 0, bad_ints[k], 1, items), SUDOKU_EINVAL);
		cr_expect_eq(sudoku_option_items(&shape, 0, 0, bad_ints[k], items), SUDOKU_EINVAL);
	}
	cr_expect_eq(sudoku_option_items(&shape, 9, 0, 1, items), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_option_items(&shape, 0, 0, 10, items), SUDOKU_EINVAL);
	shape.region[0] = 9;
	cr_expect_eq(sudoku_option_items(&shape, 0, 0, 1, items), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_option_items(&shape, 8, 8, 9, items), 4);
}

/* ---- sudoku.h: solving ---- */

static void edges_sudoku_solver_create(void)
{
	cr_expect_null(sudoku_solver_create(NULL));
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_shape bad = shape9();
		bad.size = bad_ints[k];
		cr_expect_null(sudoku_solver_create(&bad));
		bad = shape9();
		bad.box_cols = bad_ints[k];
		cr_expect_null(sudoku_solver_create(&bad));
	}
	struct sudoku_shape bad = shape9();
	bad.region[40] = 200;
	cr_expect_null(sudoku_solver_create(&bad));
}

static void edges_sudoku_solver_destroy(void) { sudoku_solver_destroy(NULL); }
static void edges_sudoku_solver_shape(void) { cr_expect_null(sudoku_solver_shape(NULL)); }
static void edges_sudoku_solver_shuffle(void)
{
	cr_expect_eq(sudoku_solver_shuffle(NULL, 1), SUDOKU_EINVAL);
}

static void edges_sudoku_solve(void)
{
	struct sudoku_shape shape = shape9();
	struct sudoku_solver *solver = sudoku_solver_create(&shape);
	struct sudoku_grid puzzle = puzzle9(), solution;
	struct sudoku_result result;
	cr_expect_eq(sudoku_solve(NULL, &puzzle, NULL, &solution, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_solve(solver, NULL, NULL, &solution, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_solve(solver, &puzzle, NULL, &solution, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_solve(solver, &bad, NULL, NULL, &result), SUDOKU_EINVAL);
	}
	struct sudoku_grid small = grid_of_size(4);
	cr_expect_eq(sudoku_solve(solver, &small, NULL, NULL, &result), SUDOKU_EMISMATCH);
	puzzle.cell[1] = 10;
	cr_expect_eq(sudoku_solve(solver, &puzzle, NULL, NULL, &result), SUDOKU_EINVAL);
	struct sudoku_solve_options limits = {UINT64_MAX, UINT64_MAX, 0};
	puzzle = puzzle9();
	cr_expect_eq(sudoku_solve(solver, &puzzle, &limits, NULL, &result), 0);
	cr_expect_eq(result.status, SUDOKU_SOLVED);
	sudoku_solver_destroy(solver);
}

/* ---- sudoku.h: text ---- */

static void edges_sudoku_digit_symbol(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(sudoku_digit_symbol(bad_ints[k]), '?');
	cr_expect_eq(sudoku_digit_symbol(36), '?');
	cr_expect_eq(sudoku_digit_symbol(35), 'Z');
}

static void edges_sudoku_cell_name(void)
{
	char buf[16];
	/* size 0 once divided by zero */
	cr_expect_str_eq(sudoku_cell_name(0, 0, buf, sizeof buf), "?");
	for (size_t k = 0; k < 3; k++) {
		cr_expect_str_eq(sudoku_cell_name(bad_ints[k], 0, buf, sizeof buf), "?");
		cr_expect_str_eq(sudoku_cell_name(9, bad_ints[k], buf, sizeof buf), "?");
	}
	cr_expect_str_eq(sudoku_cell_name(9, 81, buf, sizeof buf), "?");
	cr_expect_str_eq(sudoku_cell_name(9, 80, buf, sizeof buf), "r9c9");
	cr_expect_null(sudoku_cell_name(9, 0, NULL, 16));
	buf[0] = 'x';
	cr_expect_eq(sudoku_cell_name(9, 0, buf, 0), buf);
	cr_expect_eq(buf[0], 'x', "len 0 writes nothing");
	cr_expect_str_eq(sudoku_cell_name(9, 80, buf, 3), "r9");
}

static void edges_sudoku_grid_format(void)
{
	struct sudoku_shape shape = shape9();
	struct sudoku_grid grid = puzzle9();
	char buf[256] = "junk";
	cr_expect_eq(sudoku_grid_format(&shape, NULL, SUDOKU_OUTPUT_LINE, buf, sizeof buf), 0);
	cr_expect_str_eq(buf, "");
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_grid_format(&shape, &bad, SUDOKU_OUTPUT_PRETTY, buf, sizeof buf), 0);
		cr_expect_eq(sudoku_grid_format(NULL, &bad, SUDOKU_OUTPUT_LINE, buf, sizeof buf), 0);
		/* a format out of range is written as a grid of rows */
		cr_expect_eq(sudoku_grid_format(&shape, &grid, (enum sudoku_output_format)bad_ints[k],
		                                buf, sizeof buf),
		             90);
	}
	cr_expect_eq(sudoku_grid_format(&shape, &grid, SUDOKU_OUTPUT_LINE, NULL, 100), 82);
	cr_expect_eq(sudoku_grid_format(NULL, &grid, SUDOKU_OUTPUT_PRETTY, buf, 2), 90);
	cr_expect_str_eq(buf, "4");
}

static void edges_sudoku_reader_create(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_null(sudoku_reader_create((enum sudoku_input_format)bad_ints[k]));
	cr_expect_null(sudoku_reader_create((enum sudoku_input_format)(SUDOKU_INPUT_GRID + 1)));
}

static void edges_sudoku_reader_destroy(void) { sudoku_reader_destroy(NULL); }

static void edges_sudoku_reader_feed(void)
{
	struct sudoku_reader *reader = sudoku_reader_create(SUDOKU_INPUT_AUTO);
	struct sudoku_record record;
	sudoku_reader_feed(NULL, "1", 1);
	sudoku_reader_feed(reader, NULL, 81);
	sudoku_reader_feed(reader, NULL, SIZE_MAX);
	sudoku_reader_feed(reader, NULL, 0);
	sudoku_reader_end(reader);
	cr_expect_not(sudoku_reader_next(reader, &record));
	sudoku_reader_destroy(reader);
}

static void edges_sudoku_reader_end(void) { sudoku_reader_end(NULL); }

static void edges_sudoku_reader_next(void)
{
	struct sudoku_reader *reader = sudoku_reader_create(SUDOKU_INPUT_AUTO);
	struct sudoku_record record;
	cr_expect_not(sudoku_reader_next(NULL, &record));
	sudoku_reader_feed(reader, "12", 2);
	cr_expect_not(sudoku_reader_next(reader, NULL));
	sudoku_reader_destroy(reader);
}

static void edges_sudoku_parse_string(void)
{
	struct sudoku_record record;
	cr_expect_eq(sudoku_parse_string(NULL, &record), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_parse_string("1234", NULL), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_parse_string("", &record), SUDOKU_EPARSE);
}

static void edges_sudoku_solve_marks(void)
{
	struct sudoku_grid puzzle = puzzle9(), solution;
	struct sudoku_result result;
	uint16_t marks[81];
	cr_expect_eq(sudoku_solve_marks(NULL, NULL, NULL, &solution, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_solve_marks(&puzzle, NULL, NULL, &solution, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_solve_marks(&bad, NULL, NULL, NULL, &result), SUDOKU_EMISMATCH);
	}
	struct sudoku_grid small = grid_of_size(4);
	cr_expect_eq(sudoku_solve_marks(&small, NULL, NULL, NULL, &result), SUDOKU_EMISMATCH);
	puzzle.cell[1] = 10;
	cr_expect_eq(sudoku_solve_marks(&puzzle, NULL, NULL, NULL, &result), SUDOKU_EINVAL);
	puzzle = puzzle9();
	/* bits above digit 9 are no digits */
	for (int cell = 0; cell < 81; cell++)
		marks[cell] = UINT16_MAX;
	struct sudoku_solve_options limits = {UINT64_MAX, UINT64_MAX, 0};
	cr_expect_eq(sudoku_solve_marks(&puzzle, marks, &limits, NULL, &result), 0);
	cr_expect_eq(result.status, SUDOKU_SOLVED);
	/* no marks at all: no cell can hold a digit */
	memset(marks, 0, sizeof marks);
	cr_expect_eq(sudoku_solve_marks(&puzzle, marks, NULL, &solution, &result), 0);
	cr_expect_eq(result.status, SUDOKU_NO_SOLUTION);
}

static void edges_sudoku_check(void)
{
	struct sudoku_grid puzzle = puzzle9(), state = puzzle9();
	struct sudoku_check_result *result = malloc(sizeof *result);
	uint16_t marks[81];
	cr_assert_not_null(result);
	cr_expect_eq(sudoku_check(NULL, &state, NULL, result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_check(&puzzle, NULL, NULL, result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_check(&puzzle, &state, NULL, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_check(&bad, &bad, NULL, result), SUDOKU_ESIZE);
		cr_expect_eq(sudoku_check(&puzzle, &bad, NULL, result), SUDOKU_EMISMATCH);
	}
	struct sudoku_grid small = grid_of_size(4);
	cr_expect_eq(sudoku_check(&puzzle, &small, NULL, result), SUDOKU_EMISMATCH);
	cr_expect_eq(sudoku_check(&small, &small, marks, result), SUDOKU_EINVAL, "marks on 4x4");
	state.cell[80] = 10;
	cr_expect_eq(sudoku_check(&puzzle, &state, NULL, result), SUDOKU_EINVAL);
	state.cell[80] = 255;
	cr_expect_eq(sudoku_check(&puzzle, &state, NULL, result), SUDOKU_EINVAL);
	/* a 4 next to the given 4 of row 1 is wrong whatever the solution */
	state = puzzle9();
	state.cell[1] = 4;
	cr_expect_eq(sudoku_check(&puzzle, &state, NULL, result), 0);
	cr_expect_eq(result->status, SUDOKU_SOLVED);
	cr_expect_eq(result->mistakes, 1);
	cr_expect(result->mistake[0].cell == 1 && result->mistake[0].digit == 4 &&
	          result->mistake[0].placed);
	/* every bit set: no cell holds one mark, every solution digit is marked */
	for (int cell = 0; cell < 81; cell++)
		marks[cell] = UINT16_MAX;
	state = puzzle9();
	cr_expect_eq(sudoku_check(&puzzle, &state, marks, result), 0);
	cr_expect_eq(result->mistakes, 0);
	/* no marks: each of the 64 open cells misses its digit */
	memset(marks, 0, sizeof marks);
	cr_expect_eq(sudoku_check(&puzzle, &state, marks, result), 0);
	cr_expect_eq(result->mistakes, 81 - 17);
	free(result);
}

static void edges_sudoku_variant_check(void)
{
	struct sudoku_variant_puzzle *p = calloc(1, sizeof *p);
	struct sudoku_check_result *result = malloc(sizeof *result);
	cr_assert(p && result);
	p->flags = SUDOKU_VARIANT_X;
	cr_assert_eq(sudoku_shape_init(&p->shape, 9, 0), 0);
	p->shape.diagonals = true;
	p->grid = grid_of_size(9);
	struct sudoku_grid state = grid_of_size(9);
	cr_expect_eq(sudoku_variant_check(NULL, &state, NULL, result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_check(p, NULL, NULL, result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_check(p, &state, NULL, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_variant_check(p, &bad, NULL, result), SUDOKU_EMISMATCH);
		p->shape.size = bad_ints[k];
		cr_expect_eq(sudoku_variant_check(p, &state, NULL, result), SUDOKU_EMISMATCH);
		p->shape.size = 9;
	}
	state.cell[80] = 10;
	cr_expect_eq(sudoku_variant_check(p, &state, NULL, result), SUDOKU_EINVAL);
	/* an empty X grid: many solutions, no mistakes to name */
	state.cell[80] = 0;
	cr_expect_eq(sudoku_variant_check(p, &state, NULL, result), 0);
	cr_expect_eq(result->status, SUDOKU_MULTIPLE);
	cr_expect_eq(result->mistakes, 0);
	free(p);
	free(result);
}

static void edges_sudoku_variant_puzzle_solve(void)
{
	struct sudoku_variant_puzzle *p = calloc(1, sizeof *p);
	cr_assert(p);
	p->flags = SUDOKU_VARIANT_X;
	cr_assert_eq(sudoku_shape_init(&p->shape, 9, 0), 0);
	p->shape.diagonals = true;
	p->grid = grid_of_size(9);
	struct sudoku_result result;
	cr_expect_eq(sudoku_variant_puzzle_solve(NULL, NULL, NULL, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_puzzle_solve(p, NULL, NULL, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		p->shape.size = bad_ints[k];
		cr_expect_neq(sudoku_variant_puzzle_solve(p, NULL, NULL, &result), 0);
	}
	p->shape.size = 9;
	p->grid.cell[80] = 10;
	cr_expect_neq(sudoku_variant_puzzle_solve(p, NULL, NULL, &result), 0);
	free(p);
}

/* ---- sudoku.h: generating and rating ---- */

static void edges_sudoku_symmetry_name(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_str_eq(sudoku_symmetry_name((enum sudoku_symmetry)bad_ints[k]), "?");
	cr_expect_str_eq(sudoku_symmetry_name((enum sudoku_symmetry)SUDOKU_SYMMETRY_COUNT), "?");
}

static void edges_sudoku_symmetry_orbit(void)
{
	int cells[4];
	cr_expect_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_ROT90, 0, NULL), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_symmetry_orbit(0, SUDOKU_SYMMETRY_ROT90, 0, cells), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		cr_expect_eq(sudoku_symmetry_orbit(bad_ints[k], SUDOKU_SYMMETRY_ROT90, 0, cells),
		             SUDOKU_EINVAL);
		cr_expect_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_ROT90, bad_ints[k], cells),
		             SUDOKU_EINVAL);
		cr_expect_eq(sudoku_symmetry_orbit(9, (enum sudoku_symmetry)bad_ints[k], 0, cells),
		             SUDOKU_EINVAL);
	}
	cr_expect_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_ROT90, 81, cells), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_RANDOM, 0, cells), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_symmetry_orbit(9, SUDOKU_SYMMETRY_ROT90, 0, cells), 4);
}

static void edges_sudoku_rater_create(void)
{
	struct sudoku_shape shape = shape9();
	cr_expect_null(sudoku_rater_create(NULL, 1));
	for (size_t k = 0; k < 3; k++)
		cr_expect_null(sudoku_rater_create(&shape, bad_ints[k]));
	cr_expect_null(sudoku_rater_create(&shape, 0));
	cr_expect_null(sudoku_rater_create(&shape, 65));
	shape.box_rows = 0;
	cr_expect_null(sudoku_rater_create(&shape, 1));
}

static void edges_sudoku_rater_destroy(void) { sudoku_rater_destroy(NULL); }

static void edges_sudoku_rate_search(void)
{
	struct sudoku_shape shape = shape9();
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 1);
	struct sudoku_grid grid = puzzle9();
	struct sudoku_search_effort effort;
	cr_expect_eq(sudoku_rate_search(NULL, &grid, 0, &effort), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_rate_search(rater, NULL, 0, &effort), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_rate_search(rater, &grid, 0, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_rate_search(rater, &bad, 0, &effort), SUDOKU_EINVAL);
	}
	struct sudoku_grid small = grid_of_size(4);
	cr_expect_eq(sudoku_rate_search(rater, &small, 0, &effort), SUDOKU_EMISMATCH);
	cr_expect_eq(sudoku_rate_search(rater, &grid, UINT64_MAX, &effort), 0);
	cr_expect_eq(effort.status, SUDOKU_SOLVED);
	sudoku_rater_destroy(rater);
}

static void edges_sudoku_rater_solution(void)
{
	struct sudoku_shape shape = shape9();
	struct sudoku_rater *rater = sudoku_rater_create(&shape, 2);
	struct sudoku_grid grid = puzzle9();
	cr_expect_not(sudoku_rater_solution(NULL, &grid));
	cr_expect_not(sudoku_rater_solution(rater, NULL));
	cr_expect_not(sudoku_rater_solution(rater, &grid), "nothing searched yet");
	sudoku_rater_destroy(rater);
}

static void edges_sudoku_generator_create(void)
{
	cr_expect_null(sudoku_generator_create(NULL, 1));
	struct sudoku_shape bad = shape9();
	bad.size = INT_MAX;
	cr_expect_null(sudoku_generator_create(&bad, 1));
	bad = shape9();
	bad.box_rows = -1;
	cr_expect_null(sudoku_generator_create(&bad, 1));
}

static void edges_sudoku_generator_destroy(void) { sudoku_generator_destroy(NULL); }
static void edges_sudoku_generator_reseed(void) { sudoku_generator_reseed(NULL, UINT64_MAX); }

static void edges_sudoku_seed_for(void)
{
	cr_expect_eq(sudoku_seed_for(UINT64_MAX, UINT64_MAX), sudoku_seed_for(UINT64_MAX, UINT64_MAX));
	cr_expect_neq(sudoku_seed_for(0, 0), sudoku_seed_for(0, 1));
}

static void edges_sudoku_generate(void)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 4, 0), 0);
	struct sudoku_generator *gen = sudoku_generator_create(&shape, 1);
	struct sudoku_generated result;
	struct sudoku_generate_options options = {0};
	cr_expect_eq(sudoku_generate(NULL, &options, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_generate(gen, &options, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		options = (struct sudoku_generate_options){.clues = bad_ints[k]};
		cr_expect_eq(sudoku_generate(gen, &options, &result), SUDOKU_EINVAL);
		options = (struct sudoku_generate_options){.symmetry = (enum sudoku_symmetry)bad_ints[k]};
		cr_expect_eq(sudoku_generate(gen, &options, &result), SUDOKU_EINVAL);
		options = (struct sudoku_generate_options){.want_band = true, .band = bad_ints[k]};
		cr_expect_eq(sudoku_generate(gen, &options, &result), SUDOKU_EINVAL);
	}
	options = (struct sudoku_generate_options){.clues = 17};
	cr_expect_eq(sudoku_generate(gen, &options, &result), SUDOKU_EINVAL, "4x4 has 16 cells");
	options = (struct sudoku_generate_options){.attempts = -1};
	cr_expect_eq(sudoku_generate(gen, &options, &result), SUDOKU_EINVAL);
	options = (struct sudoku_generate_options){.rating_min = INT_MAX, .rating_max = INT_MAX};
	cr_expect_eq(sudoku_generate(gen, &options, &result), SUDOKU_EINVAL, "4x4 has no rating");
	cr_expect_eq(sudoku_generate(gen, NULL, &result), 0);
	cr_expect(result.found);
	sudoku_generator_destroy(gen);
}

static void edges_sudoku_generate_walks(void)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 9, 0), 0);
	struct sudoku_generate_options options = {.rating_min = 90, .rating_max = INT_MAX};
	cr_expect(!sudoku_generate_walks(NULL, &options));
	cr_expect(!sudoku_generate_walks(&shape, NULL));
	cr_expect(sudoku_generate_walks(&shape, &options));
	options.rating_min = INT_MIN;
	cr_expect(!sudoku_generate_walks(&shape, &options));
}

/* ---- sudoku.h: variants ---- */

static void edges_sudoku_window_count(void)
{
	struct sudoku_shape shape = shape9();
	cr_expect_eq(sudoku_window_count(NULL), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_window_count(&shape), 4);
	shape.box_rows = -1; /* once a division by zero */
	cr_expect_eq(sudoku_window_count(&shape), SUDOKU_EINVAL);
}

static void edges_sudoku_shape_window(void)
{
	struct sudoku_shape shape = shape9();
	cr_expect_eq(sudoku_shape_window(NULL, 10), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(sudoku_shape_window(&shape, bad_ints[k]), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_shape_window(&shape, 81), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_shape_window(&shape, 0), -1);
	cr_expect_eq(sudoku_shape_window(&shape, 10), 0);
	shape.size = 0;
	cr_expect_eq(sudoku_shape_window(&shape, 0), SUDOKU_EINVAL);
}

/* A 4x4 killer: every cell its own cage, sums the digits of one solution. */
static struct sudoku_cages single_cages(void)
{
	static const int solution[16] = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
	struct sudoku_cages cages = {.count = 16};
	for (int k = 0; k < 16; k++)
		cages.cage[k] = (int16_t)k, cages.sum[k] = solution[k];
	return cages;
}

static struct sudoku_shape shape4(void)
{
	struct sudoku_shape shape;
	cr_assert_eq(sudoku_shape_init(&shape, 4, 0), 0);
	return shape;
}

static void edges_sudoku_cages_check(void)
{
	struct sudoku_shape shape = shape4();
	struct sudoku_cages cages = single_cages();
	struct sudoku_grid grid = grid_of_size(4);
	struct sudoku_cage_fault fault;
	cr_expect_eq(sudoku_cages_check(NULL, &cages, NULL, &fault), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_cages_check(&shape, NULL, NULL, &fault), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_cages_check(&shape, &cages, &grid, &fault), 0);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_cages bad = single_cages();
		bad.count = bad_ints[k];
		cr_expect_eq(sudoku_cages_check(&shape, &bad, NULL, &fault), SUDOKU_EINVAL);
		bad = single_cages();
		bad.cage[3] = bad_cages[k];
		cr_expect_eq(sudoku_cages_check(&shape, &bad, NULL, &fault), SUDOKU_EINVAL);
	}
	grid.cell[0] = 200; /* once shifted a 64-bit mask by 200 */
	cr_expect_eq(sudoku_cages_check(&shape, &cages, &grid, &fault), SUDOKU_EINVAL);
	struct sudoku_grid other = grid_of_size(9);
	cr_expect_eq(sudoku_cages_check(&shape, &cages, &other, &fault), SUDOKU_EINVAL);
}

static void edges_sudoku_cages_satisfied(void)
{
	static const int solution[16] = {1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1};
	struct sudoku_cages cages = single_cages();
	struct sudoku_grid grid = grid_of_size(4);
	for (int k = 0; k < 16; k++)
		grid.cell[k] = (uint8_t)solution[k];
	cr_expect_not(sudoku_cages_satisfied(NULL, &grid));
	cr_expect_not(sudoku_cages_satisfied(&cages, NULL));
	cr_expect(sudoku_cages_satisfied(&cages, &grid));
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_cages bad = single_cages();
		bad.cage[5] = bad_cages[k];
		cr_expect_not(sudoku_cages_satisfied(&bad, &grid));
		bad = single_cages();
		bad.count = bad_ints[k];
		cr_expect_not(sudoku_cages_satisfied(&bad, &grid));
		struct sudoku_grid wrong = grid_of_size(bad_ints[k]);
		cr_expect_not(sudoku_cages_satisfied(&cages, &wrong));
	}
	grid.cell[0] = 99;
	cr_expect_not(sudoku_cages_satisfied(&cages, &grid));
}

static void edges_sudoku_variant_encode(void)
{
	struct sudoku_shape shape = shape4();
	struct sudoku_cages cages = single_cages();
	struct sudoku_grid other = grid_of_size(9);
	int error = 0;
	cr_expect_null(sudoku_variant_encode(NULL, NULL, NULL, &error));
	cr_expect_eq(error, SUDOKU_EINVAL);
	cr_expect_null(sudoku_variant_encode(NULL, &cages, NULL, NULL));
	cr_expect_null(sudoku_variant_encode(&shape, NULL, &other, &error));
	cr_expect_eq(error, SUDOKU_EINVAL);
	cages.count = -1;
	cr_expect_null(sudoku_variant_encode(&shape, &cages, NULL, &error));
	cr_expect_eq(error, SUDOKU_EINVAL);
	struct dlx_problem *pb = sudoku_variant_encode(&shape, NULL, NULL, &error);
	cr_expect_not_null(pb);
	dlx_problem_destroy(pb);
}

static void edges_sudoku_variant_item_name(void)
{
	struct sudoku_shape shape = shape4();
	struct sudoku_cages cages = single_cages();
	char buf[32];
	cr_expect_null(sudoku_variant_item_name(&shape, NULL, 0, NULL, 32));
	cr_expect_str_eq(sudoku_variant_item_name(NULL, NULL, 0, buf, sizeof buf), "?");
	for (size_t k = 0; k < 3; k++) {
		cr_expect_str_eq(sudoku_variant_item_name(&shape, NULL, bad_ints[k], buf, sizeof buf), "?");
		cr_expect_str_eq(sudoku_variant_item_name(&shape, &cages, bad_ints[k], buf, sizeof buf), "?");
	}
	/* 64 items without cages: item 64 is past the end, not a cage */
	cr_expect_str_eq(sudoku_variant_item_name(&shape, NULL, 64, buf, sizeof buf), "?");
	cr_expect_str_eq(sudoku_variant_item_name(&shape, NULL, 0, buf, sizeof buf), "p11");
	cr_expect_str_eq(sudoku_variant_item_name(&shape, &cages, 64, buf, sizeof buf), "k1");
	cages.cage[0] = 300;
	cr_expect_str_eq(sudoku_variant_item_name(&shape, &cages, 64, buf, sizeof buf), "?");
}

static void edges_sudoku_variant_solver_create(void)
{
	struct sudoku_shape shape = shape4();
	struct sudoku_cages cages = single_cages();
	int error = 0;
	cr_expect_null(sudoku_variant_solver_create(NULL, NULL, &error));
	cr_expect_eq(error, SUDOKU_EINVAL);
	cages.count = INT_MAX;
	cr_expect_null(sudoku_variant_solver_create(&shape, &cages, &error));
	cr_expect_eq(error, SUDOKU_EINVAL);
	shape.box_cols = INT_MAX;
	cr_expect_null(sudoku_variant_solver_create(&shape, NULL, NULL));
}

static void edges_sudoku_variant_solver_destroy(void) { sudoku_variant_solver_destroy(NULL); }
static void edges_sudoku_variant_solver_shuffle(void)
{
	cr_expect_eq(sudoku_variant_solver_shuffle(NULL, 1), SUDOKU_EINVAL);
}

static void edges_sudoku_variant_solve(void)
{
	struct sudoku_shape shape = shape4();
	struct sudoku_variant_solver *solver = sudoku_variant_solver_create(&shape, NULL, NULL);
	struct sudoku_grid grid = grid_of_size(4);
	struct sudoku_result result;
	cr_expect_eq(sudoku_variant_solve(NULL, &grid, NULL, NULL, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_solve(solver, NULL, NULL, NULL, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_solve(solver, &grid, NULL, NULL, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_variant_solve(solver, &bad, NULL, NULL, &result), SUDOKU_EINVAL);
	}
	cr_expect_eq(sudoku_variant_solve(solver, &grid, NULL, NULL, &result), 0);
	cr_expect_eq(result.status, SUDOKU_MULTIPLE);
	sudoku_variant_solver_destroy(solver);
}

static void edges_sudoku_variant_parse(void)
{
	unsigned flags;
	cr_expect_eq(sudoku_variant_parse(NULL, 1, &flags), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_parse("x", 1, NULL), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_parse("x", 0, &flags), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_parse("x+", 2, &flags), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_variant_parse("x+windoku", 9, &flags), 0);
	cr_expect_eq(flags, SUDOKU_VARIANT_X | SUDOKU_VARIANT_WINDOKU);
}

static void edges_sudoku_variant_name(void)
{
	char buf[8];
	cr_expect_null(sudoku_variant_name(1, NULL, 8));
	cr_expect_str_eq(sudoku_variant_name(UINT_MAX, buf, sizeof buf), "x+windo");
	cr_expect_str_eq(sudoku_variant_name(0, buf, sizeof buf), "plain");
	buf[0] = 'q';
	cr_expect_eq(sudoku_variant_name(1, buf, 0), buf);
	cr_expect_eq(buf[0], 'q');
}

static void edges_sudoku_variant_reader_create(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_null(sudoku_variant_reader_create((enum sudoku_input_format)bad_ints[k], 0));
	cr_expect_null(sudoku_variant_reader_create(SUDOKU_INPUT_AUTO, 128));
	cr_expect_null(sudoku_variant_reader_create(SUDOKU_INPUT_AUTO, UINT_MAX));
}

static void edges_sudoku_variant_reader_destroy(void) { sudoku_variant_reader_destroy(NULL); }

static void edges_sudoku_variant_reader_feed(void)
{
	struct sudoku_variant_reader *reader =
		sudoku_variant_reader_create(SUDOKU_INPUT_AUTO, SUDOKU_VARIANT_KILLER);
	struct sudoku_variant_record record;
	sudoku_variant_reader_feed(NULL, "1", 1);
	sudoku_variant_reader_feed(reader, NULL, 16);
	sudoku_variant_reader_feed(reader, NULL, SIZE_MAX);
	sudoku_variant_reader_end(reader);
	cr_expect_not(sudoku_variant_reader_next(reader, &record));
	sudoku_variant_reader_destroy(reader);
}

static void edges_sudoku_variant_reader_end(void) { sudoku_variant_reader_end(NULL); }

static void edges_sudoku_variant_reader_next(void)
{
	struct sudoku_variant_reader *reader = sudoku_variant_reader_create(SUDOKU_INPUT_AUTO, 0);
	struct sudoku_variant_record record;
	cr_expect_not(sudoku_variant_reader_next(NULL, &record));
	sudoku_variant_reader_feed(reader, "12", 2);
	cr_expect_not(sudoku_variant_reader_next(reader, NULL));
	sudoku_variant_reader_destroy(reader);
}

static void edges_sudoku_variant_draw(void)
{
	struct sudoku_shape shape = shape4();
	struct sudoku_cages cages = single_cages();
	struct sudoku_grid grid = grid_of_size(4);
	char buf[512] = "junk";
	cr_expect_eq(sudoku_variant_draw(NULL, NULL, &grid, buf, sizeof buf), 0);
	cr_expect_str_eq(buf, "");
	cr_expect_eq(sudoku_variant_draw(&shape, NULL, NULL, buf, sizeof buf), 0);
	size_t whole = sudoku_variant_draw(&shape, &cages, &grid, NULL, 100);
	cr_expect_gt(whole, 0);
	cr_expect_eq(sudoku_variant_draw(&shape, &cages, &grid, buf, sizeof buf), whole);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_cages bad = single_cages();
		bad.cage[7] = bad_cages[k];
		cr_expect_eq(sudoku_variant_draw(&shape, &bad, &grid, buf, sizeof buf), 0);
		struct sudoku_grid wrong = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_variant_draw(&shape, NULL, &wrong, buf, sizeof buf), 0);
	}
	shape.region[3] = 250;
	cr_expect_eq(sudoku_variant_draw(&shape, NULL, &grid, buf, sizeof buf), 0);
}

static void edges_sudoku_variant_format_line(void)
{
	struct sudoku_variant_puzzle puzzle = {.flags = SUDOKU_VARIANT_JIGSAW};
	char buf[128] = "junk";
	cr_expect_eq(sudoku_variant_format_line(NULL, buf, sizeof buf), 0);
	cr_expect_str_eq(buf, "");
	puzzle.shape = shape4();
	puzzle.shape.jigsaw = true;
	puzzle.grid = grid_of_size(4);
	cr_expect_eq(sudoku_variant_format_line(&puzzle, buf, sizeof buf), 34);
	cr_expect_str_eq(buf, "................ AABBAABBCCDDCCDD\n");
	puzzle.shape.region[15] = 250; /* once read past the table of region symbols */
	cr_expect_eq(sudoku_variant_format_line(&puzzle, buf, sizeof buf), 0);
	puzzle.shape = shape4();
	puzzle.cages = single_cages();
	puzzle.cages.count = INT_MAX;
	cr_expect_eq(sudoku_variant_format_line(&puzzle, buf, sizeof buf), 0);
	puzzle.cages = single_cages();
	puzzle.grid.size = INT_MAX;
	cr_expect_eq(sudoku_variant_format_line(&puzzle, buf, sizeof buf), 0);
}

static void edges_sudoku_generate_variant(void)
{
	struct sudoku_variant_generated result;
	cr_expect_eq(sudoku_generate_variant(4, 0, 1, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(sudoku_generate_variant(bad_ints[k], 0, 1, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_generate_variant(0, 0, 1, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_generate_variant(4, 128, 1, &result), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_generate_variant(4, UINT_MAX, 1, &result), SUDOKU_EINVAL);
}

/* ---- sudoku_logic.h ---- */

static void edges_sudoku_logic_technique_name(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_str_eq(sudoku_logic_technique_name((enum sudoku_logic_technique)bad_ints[k]), "?");
	cr_expect_str_eq(
		sudoku_logic_technique_name((enum sudoku_logic_technique)SUDOKU_LOGIC_TECHNIQUE_COUNT), "?");
}

static void edges_sudoku_pencil_from_grid(void)
{
	struct sudoku_pencil pencil;
	struct sudoku_grid grid = puzzle9();
	cr_expect_eq(sudoku_pencil_from_grid(NULL, &grid), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_pencil_from_grid(&pencil, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_pencil_from_grid(&pencil, &bad), SUDOKU_ESIZE);
	}
	grid.cell[80] = 10;
	cr_expect_eq(sudoku_pencil_from_grid(&pencil, &grid), SUDOKU_EINVAL);
}

static void edges_sudoku_pencil_parse(void)
{
	struct sudoku_pencil pencil;
	size_t where;
	cr_expect_eq(sudoku_pencil_parse(NULL, "1", 1, &where), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_pencil_parse(&pencil, NULL, 1, &where), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_pencil_parse(&pencil, "", 0, NULL), SUDOKU_EPARSE);
	cr_expect_eq(sudoku_pencil_parse(&pencil, "123", 3, &where), SUDOKU_EPARSE);
	cr_expect_leq(where, 3);
}

static void edges_sudoku_pencil_from_marks(void)
{
	struct sudoku_pencil pencil;
	uint16_t marks[81];
	for (int cell = 0; cell < 81; cell++)
		marks[cell] = UINT16_MAX;
	cr_expect_eq(sudoku_pencil_from_marks(NULL, marks), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_pencil_from_marks(&pencil, NULL), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_pencil_from_marks(&pencil, marks), 0);
	for (int cell = 0; cell < 81; cell++)
		cr_expect(pencil.value[cell] == 0 && pencil.cand[cell] == 0x1ff,
		          "bits above digit 9 are ignored");
	/* bit 9 alone (a tenth digit) is no mark: the cell is open with none */
	marks[0] = 1u << 9;
	cr_expect_eq(sudoku_pencil_from_marks(&pencil, marks), 0);
	cr_expect(pencil.value[0] == 0 && pencil.cand[0] == 0);
	cr_expect_not(sudoku_pencil_solved(&pencil));
}

static void edges_sudoku_pencil_solved(void) { cr_expect_not(sudoku_pencil_solved(NULL)); }

static struct sudoku_pencil pencil9(void)
{
	struct sudoku_pencil pencil;
	struct sudoku_grid grid = puzzle9();
	cr_assert_eq(sudoku_pencil_from_grid(&pencil, &grid), 0);
	return pencil;
}

static void edges_sudoku_logic_next(void)
{
	struct sudoku_pencil pencil = pencil9();
	struct sudoku_step step;
	cr_expect_eq(sudoku_logic_next(NULL, 0, &step), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_logic_next(&pencil, 0, NULL), SUDOKU_EINVAL);
	pencil.value[0] = 10;
	cr_expect_eq(sudoku_logic_next(&pencil, 0, &step), SUDOKU_EINVAL);
	pencil = pencil9();
	pencil.cand[1] = UINT16_MAX;
	cr_expect_eq(sudoku_logic_next(&pencil, 0, &step), SUDOKU_EINVAL);
	pencil = pencil9();
	cr_expect_eq(sudoku_logic_next(&pencil, UINT_MAX, &step), 1);
}

/* A step whose counts and candidates are all out of range, its detail unterminated. */
static struct sudoku_step garbage_step(int count)
{
	struct sudoku_step step;
	memset(&step, 0xff, sizeof step);
	step.placement_count = count;
	step.elimination_count = count;
	step.cause_count = count;
	return step;
}

static void edges_sudoku_logic_apply(void)
{
	struct sudoku_pencil pencil = pencil9(), before = pencil9();
	sudoku_logic_apply(NULL, NULL);
	sudoku_logic_apply(&pencil, NULL);
	struct sudoku_step step = garbage_step(INT_MAX);
	sudoku_logic_apply(NULL, &step);
	for (size_t k = 0; k < 3; k++) {
		step = garbage_step(bad_ints[k]);
		sudoku_logic_apply(&pencil, &step);
	}
	cr_expect_eq(memcmp(&pencil, &before, sizeof pencil), 0, "candidates past 728 change nothing");
}

static void edges_sudoku_step_format(void)
{
	char buf[64];
	cr_expect_eq(sudoku_step_format(NULL, buf, sizeof buf), 0);
	cr_expect_str_eq(buf, "");
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_step step = garbage_step(bad_ints[k]);
		size_t whole = sudoku_step_format(&step, NULL, 100);
		cr_expect_eq(sudoku_step_format(&step, buf, sizeof buf), whole);
		cr_expect_eq(strlen(buf), whole < sizeof buf ? whole : sizeof buf - 1);
	}
	/* INT_MAX placements: bounded by the 81 the step holds */
	struct sudoku_step step = garbage_step(INT_MAX);
	size_t whole = sudoku_step_format(&step, NULL, 0);
	cr_expect_lt(whole, 81 * 16 + 729 * 16 + 400);
}

static void edges_sudoku_step_shows_chain(void)
{
	cr_expect_not(sudoku_step_shows_chain(NULL));
	struct sudoku_step *step = calloc(1, sizeof *step);
	cr_assert_not_null(step);
	step->technique = SUDOKU_LOGIC_X_CHAIN;
	for (size_t k = 0; k < sizeof bad_ints / sizeof bad_ints[0]; k++) {
		step->chain_count = bad_ints[k];
		cr_expect_not(sudoku_step_shows_chain(step), "chain_count %d", bad_ints[k]);
	}
	step->technique = (enum sudoku_logic_technique)SUDOKU_LOGIC_TECHNIQUE_COUNT;
	step->chain_count = 1;
	cr_expect_not(sudoku_step_shows_chain(step));
	free(step);
}

static void edges_sudoku_chain_format(void)
{
	char buf[64];
	strcpy(buf, "x");
	cr_expect_eq(sudoku_chain_format(NULL, 0, buf, sizeof buf), 0);
	cr_expect_str_eq(buf, "");
	static struct sudoku_step step; /* cells and digits out of range, any cell count */
	memset(&step, 0xff, sizeof step);
	for (int k = 0; k < SUDOKU_STEP_MAX_CHAINS; k++)
		step.chains[k].cut = true; /* a bool holds 0 or 1 only: 0xff is no value of it */
	step.chain_count = SUDOKU_STEP_MAX_CHAINS;
	static const int chains[] = {-1, SUDOKU_STEP_MAX_CHAINS, INT_MAX, INT_MIN};
	for (size_t k = 0; k < sizeof chains / sizeof chains[0]; k++)
		cr_expect_eq(sudoku_chain_format(&step, chains[k], buf, sizeof buf), 0, "chain %d", chains[k]);
	step.chain_count = INT_MAX; /* still no chain past the array */
	cr_expect_eq(sudoku_chain_format(&step, SUDOKU_STEP_MAX_CHAINS, buf, sizeof buf), 0);
	/* a chain's first node and count anywhere: only nodes of the pool are read */
	static const int values[] = {-1, 0, 1, 64, SUDOKU_STEP_MAX_NODES - 1, SUDOKU_STEP_MAX_NODES,
	                             INT_MAX, INT_MIN};
	const int n = (int)(sizeof values / sizeof values[0]);
	for (int f = 0; f < n; f++)
		for (int c = 0; c < n; c++) {
			step.chains[0].first = values[f];
			step.chains[0].node_count = values[c];
			size_t whole = sudoku_chain_format(&step, 0, NULL, 0);
			cr_expect_eq(sudoku_chain_format(&step, 0, buf, sizeof buf), whole);
			cr_expect_eq(strlen(buf), whole < sizeof buf ? whole : sizeof buf - 1);
			cr_expect_lt(whole, (size_t)SUDOKU_STEP_MAX_NODES * 40, "bounded by the pool");
		}
}

static void edges_sudoku_step_format_hint(void)
{
	char buf[64];
	static const int levels[] = {-1, 0, 1, 2, 3, INT_MAX, INT_MIN};
	for (size_t l = 0; l < sizeof levels / sizeof levels[0]; l++) {
		strcpy(buf, "x");
		cr_expect_eq(sudoku_step_format_hint(NULL, levels[l], buf, sizeof buf), 0);
		cr_expect_str_eq(buf, "");
		for (size_t k = 0; k < 3; k++) {
			struct sudoku_step step = garbage_step(bad_ints[k]);
			size_t whole = sudoku_step_format_hint(&step, levels[l], NULL, 100);
			cr_expect_eq(sudoku_step_format_hint(&step, levels[l], buf, sizeof buf), whole);
			cr_expect_eq(strlen(buf), whole < sizeof buf ? whole : sizeof buf - 1);
			/* no detail: level 2 lists the cells, none of them real */
			step.detail[0] = '\0';
			whole = sudoku_step_format_hint(&step, levels[l], NULL, 0);
			cr_expect_eq(sudoku_step_format_hint(&step, levels[l], buf, sizeof buf), whole);
		}
	}
	/* level 1 or less: the technique alone, which the whole step starts with */
	struct sudoku_pencil pencil = pencil9();
	struct sudoku_step step;
	char technique[64], whole[256];
	cr_assert_eq(sudoku_logic_next(&pencil, 0, &step), 1);
	sudoku_step_format_hint(&step, 1, technique, sizeof technique);
	sudoku_step_format(&step, whole, sizeof whole);
	cr_expect_gt(strlen(technique), 0);
	cr_expect_eq(strncmp(whole, technique, strlen(technique)), 0);
	for (size_t l = 0; l < sizeof levels / sizeof levels[0]; l++) {
		sudoku_step_format_hint(&step, levels[l], buf, sizeof buf);
		if (levels[l] <= 1)
			cr_expect_str_eq(buf, technique);
		else if (levels[l] >= 3)
			cr_expect_eq(strncmp(buf, whole, sizeof buf - 1), 0);
	}
}

static void edges_sudoku_band_of(void)
{
	for (size_t k = 0; k < 3; k++) {
		int band = (int)sudoku_band_of(bad_ints[k]);
		cr_expect(band >= 0 && band < SUDOKU_BAND_COUNT);
	}
}

static void edges_sudoku_band_name(void)
{
	for (size_t k = 0; k < 3; k++)
		cr_expect_str_eq(sudoku_band_name((enum sudoku_band)bad_ints[k]), "?");
	cr_expect_str_eq(sudoku_band_name((enum sudoku_band)SUDOKU_BAND_COUNT), "?");
}

static void edges_sudoku_logic_rate_pencil(void)
{
	struct sudoku_pencil pencil = pencil9();
	struct sudoku_se_rating rating;
	cr_expect_eq(sudoku_logic_rate_pencil(NULL, 0, NULL, NULL, &rating), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_logic_rate_pencil(&pencil, 0, NULL, NULL, NULL), SUDOKU_EINVAL);
	pencil.value[0] = 10;
	cr_expect_eq(sudoku_logic_rate_pencil(&pencil, 0, NULL, NULL, &rating), SUDOKU_EINVAL);
	pencil = pencil9();
	pencil.value[40] = 255;
	cr_expect_eq(sudoku_logic_rate_pencil(&pencil, 0, NULL, NULL, &rating), SUDOKU_EINVAL);
	pencil = pencil9();
	pencil.cand[1] = UINT16_MAX;
	cr_expect_eq(sudoku_logic_rate_pencil(&pencil, 0, NULL, NULL, &rating), SUDOKU_EINVAL);
	/* a solved grid needs no step */
	uint16_t marks[81];
	for (int cell = 0; cell < 81; cell++)
		marks[cell] = (uint16_t)(1u << ((cell / 9 * 3 + cell / 27 + cell % 9) % 9));
	cr_assert_eq(sudoku_pencil_from_marks(&pencil, marks), 0);
	cr_assert(sudoku_pencil_solved(&pencil));
	cr_expect_eq(sudoku_logic_rate_pencil(&pencil, UINT_MAX, NULL, NULL, &rating), 0);
	cr_expect_eq(rating.steps, 0);
	cr_expect_eq(rating.rating, 0);
}

static void edges_sudoku_logic_next_allowed(void)
{
	struct sudoku_pencil pencil = pencil9();
	struct sudoku_step step;
	cr_expect_eq(sudoku_logic_next_allowed(NULL, 0, UINT64_MAX, &step), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_logic_next_allowed(&pencil, 0, UINT64_MAX, NULL), SUDOKU_EINVAL);
	pencil.value[0] = 10;
	cr_expect_eq(sudoku_logic_next_allowed(&pencil, 0, 0, &step), SUDOKU_EINVAL);
	pencil = pencil9();
	/* bits past the last technique mean nothing; none allowed: stuck, the step named */
	cr_expect_eq(sudoku_logic_next_allowed(&pencil, UINT_MAX, UINT64_MAX, &step), 1);
	cr_expect_eq(sudoku_logic_next_allowed(&pencil, UINT_MAX, 0, &step), SUDOKU_LOGIC_STUCK);
	cr_expect_lt((unsigned)step.technique, SUDOKU_LOGIC_TECHNIQUE_COUNT);
}

static void edges_sudoku_logic_rate_allowed(void)
{
	struct sudoku_pencil pencil = pencil9();
	struct sudoku_se_rating rating;
	cr_expect_eq(sudoku_logic_rate_allowed(NULL, 0, 0, NULL, NULL, &rating, NULL), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_logic_rate_allowed(&pencil, 0, 0, NULL, NULL, NULL, NULL), SUDOKU_EINVAL);
	pencil.cand[1] = UINT16_MAX;
	cr_expect_eq(sudoku_logic_rate_allowed(&pencil, 0, UINT64_MAX, NULL, NULL, &rating, NULL),
	             SUDOKU_EINVAL);
	pencil = pencil9();
	/* stuck at once, with nowhere to say what was needed */
	cr_expect_eq(sudoku_logic_rate_allowed(&pencil, 0, 0, NULL, NULL, &rating, NULL),
	             SUDOKU_LOGIC_STUCK);
	cr_expect_eq(rating.steps, 0);
}

static void edges_sudoku_logic_rate_solved(void)
{
	struct sudoku_pencil pencil = pencil9();
	struct sudoku_se_rating rating;
	struct sudoku_grid wrong = grid_of_size(4); /* not a 9x9 grid: ignored */
	cr_expect_eq(sudoku_logic_rate_solved(NULL, 0, 0, NULL, NULL, NULL, &rating, NULL),
	             SUDOKU_EINVAL);
	cr_expect_eq(sudoku_logic_rate_solved(&pencil, 0, 0, &wrong, NULL, NULL, NULL, NULL),
	             SUDOKU_EINVAL);
	cr_expect_eq(sudoku_logic_rate_solved(&pencil, 0, 0, &wrong, NULL, NULL, &rating, NULL),
	             SUDOKU_LOGIC_STUCK);
	cr_expect_eq(rating.steps, 0);
}

static void edges_sudoku_step_hodoku_name(void)
{
	cr_expect_str_eq(sudoku_step_hodoku_name(NULL), "?");
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_step step = garbage_step(bad_ints[k]);
		cr_expect_not_null(sudoku_step_hodoku_name(&step));
		step.technique = SUDOKU_LOGIC_X_CHAIN; /* chains and nodes all out of range */
		cr_expect_not_null(sudoku_step_hodoku_name(&step));
		step.technique = SUDOKU_LOGIC_UNIQUE_RECTANGLE;
		cr_expect_not_null(sudoku_step_hodoku_name(&step));
	}
}

static void edges_sudoku_step_format_named(void)
{
	char buf[64];
	static const int names[] = {SUDOKU_NAMES_SE, SUDOKU_NAMES_HODOKU, -1, INT_MAX};
	for (size_t n = 0; n < sizeof names / sizeof names[0]; n++) {
		strcpy(buf, "x");
		cr_expect_eq(sudoku_step_format_named(NULL, 3, (enum sudoku_names)names[n], buf,
		                                      sizeof buf), 0);
		cr_expect_str_eq(buf, "");
		for (size_t k = 0; k < 3; k++) {
			struct sudoku_step step = garbage_step(bad_ints[k]);
			step.technique = SUDOKU_LOGIC_AIC;
			enum sudoku_names as = (enum sudoku_names)names[n];
			size_t whole = sudoku_step_format_named(&step, INT_MIN, as, NULL, 100);
			cr_expect_eq(sudoku_step_format_named(&step, INT_MIN, as, buf, sizeof buf), whole);
			whole = sudoku_step_format_named(&step, INT_MAX, as, NULL, 0);
			cr_expect_eq(sudoku_step_format_named(&step, INT_MAX, as, buf, sizeof buf), whole);
		}
	}
}

static void edges_sudoku_logic_techniques_named(void)
{
	cr_expect_eq(sudoku_logic_techniques_named(NULL), 0u);
	cr_expect_eq(sudoku_logic_techniques_named(""), 0u);
	cr_expect_eq(sudoku_logic_techniques_named("x-chain,aic"), 0u);
	cr_expect_eq(sudoku_logic_techniques_named("?"), 0u);
}

static void edges_sudoku_logic_rate(void)
{
	struct sudoku_grid grid = puzzle9();
	struct sudoku_se_rating rating;
	cr_expect_eq(sudoku_logic_rate(NULL, 0, NULL, NULL, &rating), SUDOKU_EINVAL);
	cr_expect_eq(sudoku_logic_rate(&grid, 0, NULL, NULL, NULL), SUDOKU_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		struct sudoku_grid bad = grid_of_size(bad_ints[k]);
		cr_expect_eq(sudoku_logic_rate(&bad, 0, NULL, NULL, &rating), SUDOKU_ESIZE);
	}
	grid.cell[3] = 77;
	cr_expect_eq(sudoku_logic_rate(&grid, 0, NULL, NULL, &rating), SUDOKU_EINVAL);
}

/* ---- the table: one entry per public function (tests/check_api_table.sh) ---- */

struct api_call {
	const char *name;
	void (*run)(void);
};

/* ---- dlx_bench.h ---- */

static void edges_dlx_bench_word(void)
{
	cr_expect_str_eq(dlx_bench_word(0), "links");
	for (size_t k = 0; k < sizeof bad_ints / sizeof bad_ints[0]; k++)
		cr_expect_null(dlx_bench_word(bad_ints[k]), "word %d", bad_ints[k]);
}

static void edges_dlx_bench_word_help(void)
{
	cr_expect_not_null(dlx_bench_word_help(0));
	for (size_t k = 0; k < sizeof bad_ints / sizeof bad_ints[0]; k++)
		cr_expect_null(dlx_bench_word_help(bad_ints[k]), "word %d", bad_ints[k]);
}

static void edges_dlx_bench_config(void)
{
	struct dlx_search_options opt;
	size_t offset = 99, length = 99;
	cr_expect_eq(dlx_bench_config(NULL, &opt, &offset, &length), DLX_EINVAL);
	cr_expect_eq(dlx_bench_config("mrv", NULL, &offset, &length), DLX_EINVAL);
	cr_expect_eq(dlx_bench_config("", &opt, &offset, &length), DLX_EINVAL, "no word at all");
	cr_expect(offset == 0 && length == 0);
	cr_expect_eq(dlx_bench_config("mrv,,first", &opt, &offset, &length), DLX_EINVAL);
	cr_expect(offset == 4 && length == 0, "the empty word between the commas");
	cr_expect_eq(dlx_bench_config("knuth,mrv,", &opt, NULL, NULL), DLX_EINVAL, "a trailing comma");
	cr_expect_eq(dlx_bench_config("knuth,Mrv", &opt, &offset, &length), DLX_EINVAL);
	cr_expect(offset == 6 && length == 3, "words are matched exactly, case included");
	cr_expect_eq(dlx_bench_config("first,knuth,nomemo", &opt, NULL, NULL), 0);
	cr_expect(opt.order == DLX_ORDER_FIRST && opt.knuth_counts && opt.memo_bytes == 0);
}

static void edges_dlx_bench_run(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_bench_result r;
	cr_expect_eq(dlx_bench_run(NULL, NULL, 1, &r), DLX_EINVAL);
	cr_expect_eq(dlx_bench_run(pb, NULL, 1, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_bench_run(pb, NULL, 0, &r), DLX_EINVAL);
	cr_expect_eq(dlx_bench_run(pb, NULL, DLX_BENCH_MAX_RUNS + 1, &r), DLX_EINVAL);
	for (size_t k = 0; k < sizeof bad_ints / sizeof bad_ints[0]; k++)
		cr_expect_eq(dlx_bench_run(pb, NULL, bad_ints[k], &r), DLX_EINVAL, "runs %d", bad_ints[k]);
	cr_expect_eq(dlx_bench_run(pb, NULL, 2, &r), 0);
	cr_expect(r.runs == 2 && r.stats.solutions == 1, "Knuth's example has one solution");
	cr_expect(r.min_seconds <= r.median_seconds && r.median_seconds <= r.max_seconds);
	dlx_problem_destroy(pb);
}

/* ---- Checkpoints ---- */

/* A checkpoint of two parts of Knuth's problem, the first done. */
static struct dlx_checkpoint *two_part_checkpoint(void)
{
	const struct dlx_checkpoint_identity identity = {.problem = 1, .search = 2, .parts = 3,
	                                                 .count = 2, .depth = 1};
	struct dlx_checkpoint *checkpoint = dlx_checkpoint_create(&identity);
	const struct dlx_stats done = {.solutions = 1, .nodes = 4};
	cr_assert_eq(dlx_checkpoint_finish(checkpoint, 0, &done), 0);
	return checkpoint;
}

static void edges_dlx_problem_hash(void)
{
	cr_expect_eq(dlx_problem_hash(NULL), 0);
	struct dlx_problem *pb = knuth_problem();
	cr_expect_neq(dlx_problem_hash(pb), 0);
	dlx_problem_destroy(pb);
}

static void edges_dlx_search_options_hash(void)
{
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	cr_expect_eq(dlx_search_options_hash(NULL), dlx_search_options_hash(&options),
	             "NULL: the defaults");
	options.jobs = INT_MAX;
	options.node_limit = UINT64_MAX;
	cr_expect_eq(dlx_search_options_hash(NULL), dlx_search_options_hash(&options),
	             "jobs and limits change no part's tree");
	options.memo_bytes = 1;
	cr_expect_neq(dlx_search_options_hash(NULL), dlx_search_options_hash(&options));
}

static void edges_dlx_parts_hash(void)
{
	cr_expect_eq(dlx_parts_hash(NULL), 0);
	struct dlx_parts *parts = dlx_parts_create();
	uint64_t empty = dlx_parts_hash(parts);
	cr_expect_eq(dlx_parts_add(parts, NULL, 0), 0);
	cr_expect_neq(dlx_parts_hash(parts), empty, "one empty prefix is not no prefix");
	dlx_parts_destroy(parts);
}

static void edges_dlx_checkpoint_identify(void)
{
	struct dlx_checkpoint_identity identity;
	dlx_checkpoint_identify(NULL, NULL, NULL, NULL); /* does nothing */
	dlx_checkpoint_identify(&identity, NULL, NULL, NULL);
	cr_expect_eq(identity.problem, 0);
	cr_expect_eq(identity.parts, 0);
	cr_expect_eq(identity.count, 0);
	cr_expect_eq(identity.depth, -1);
}

static void edges_dlx_checkpoint_create(void)
{
	cr_expect_null(dlx_checkpoint_create(NULL));
	struct dlx_checkpoint_identity identity = {.count = -1};
	cr_expect_null(dlx_checkpoint_create(&identity));
	identity.count = INT_MIN;
	cr_expect_null(dlx_checkpoint_create(&identity));
	identity.count = 0;
	struct dlx_checkpoint *checkpoint = dlx_checkpoint_create(&identity);
	cr_expect_not_null(checkpoint, "no parts at all");
	cr_expect_eq(dlx_checkpoint_done(checkpoint), 0);
	dlx_checkpoint_destroy(checkpoint);
}

static void edges_dlx_checkpoint_destroy(void) { dlx_checkpoint_destroy(NULL); }

static void edges_dlx_checkpoint_identity(void)
{
	struct dlx_checkpoint_identity identity = {.count = 7};
	dlx_checkpoint_identity(NULL, &identity);
	cr_expect_eq(identity.count, 7, "NULL: left as it was");
	struct dlx_checkpoint *checkpoint = two_part_checkpoint();
	dlx_checkpoint_identity(checkpoint, NULL);
	dlx_checkpoint_identity(checkpoint, &identity);
	cr_expect_eq(identity.count, 2);
	dlx_checkpoint_destroy(checkpoint);
}

static void edges_dlx_checkpoint_compare(void)
{
	struct dlx_checkpoint *checkpoint = two_part_checkpoint();
	struct dlx_checkpoint_identity identity;
	dlx_checkpoint_identity(checkpoint, &identity);
	cr_expect_eq(dlx_checkpoint_compare(NULL, &identity), DLX_CHECKPOINT_OTHER_PROBLEM);
	cr_expect_eq(dlx_checkpoint_compare(checkpoint, NULL), DLX_CHECKPOINT_OTHER_PROBLEM);
	cr_expect_eq(dlx_checkpoint_compare(checkpoint, &identity), DLX_CHECKPOINT_SAME);
	identity.depth = INT_MAX;
	cr_expect_eq(dlx_checkpoint_compare(checkpoint, &identity), DLX_CHECKPOINT_OTHER_PARTS);
	dlx_checkpoint_destroy(checkpoint);
}

static void edges_dlx_checkpoint_finish(void)
{
	struct dlx_checkpoint *checkpoint = two_part_checkpoint();
	const struct dlx_stats done = {0}, stopped = {.stop = DLX_STOP_NODES};
	cr_expect_eq(dlx_checkpoint_finish(NULL, 1, &done), DLX_EINVAL);
	cr_expect_eq(dlx_checkpoint_finish(checkpoint, 1, NULL), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_checkpoint_finish(checkpoint, bad_ints[k], &done), DLX_EINVAL);
	cr_expect_eq(dlx_checkpoint_finish(checkpoint, 2, &done), DLX_EINVAL, "past the end");
	cr_expect_eq(dlx_checkpoint_finish(checkpoint, 1, &stopped), DLX_EINVAL, "not searched to the end");
	cr_expect_eq(dlx_checkpoint_finish(checkpoint, 0, &done), DLX_EBUSY, "done already");
	cr_expect_eq(dlx_checkpoint_done(checkpoint), 1);
	dlx_checkpoint_destroy(checkpoint);
}

static void edges_dlx_checkpoint_is_done(void)
{
	struct dlx_checkpoint *checkpoint = two_part_checkpoint();
	cr_expect_eq(dlx_checkpoint_is_done(NULL, 0), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++)
		cr_expect_eq(dlx_checkpoint_is_done(checkpoint, bad_ints[k]), DLX_EINVAL);
	cr_expect_eq(dlx_checkpoint_is_done(checkpoint, 2), DLX_EINVAL, "past the end");
	cr_expect_eq(dlx_checkpoint_is_done(checkpoint, 0), 1);
	cr_expect_eq(dlx_checkpoint_is_done(checkpoint, 1), 0);
	dlx_checkpoint_destroy(checkpoint);
}

static void edges_dlx_checkpoint_done(void) { cr_expect_eq(dlx_checkpoint_done(NULL), DLX_EINVAL); }

static void edges_dlx_checkpoint_total(void)
{
	struct dlx_stats total = {.nodes = 9};
	dlx_checkpoint_total(NULL, NULL);
	dlx_checkpoint_total(NULL, &total);
	cr_expect_eq(total.nodes, 0, "NULL: no parts done");
	struct dlx_checkpoint *checkpoint = two_part_checkpoint();
	dlx_checkpoint_total(checkpoint, &total);
	cr_expect_eq(total.solutions, 1);
	cr_expect_eq(total.nodes, 4);
	dlx_checkpoint_destroy(checkpoint);
}

static int refuse_write(void *user, const char *text, size_t length)
{
	(void)user, (void)text, (void)length;
	return -1;
}

static void edges_dlx_checkpoint_write(void)
{
	struct dlx_checkpoint *checkpoint = two_part_checkpoint();
	cr_expect_eq(dlx_checkpoint_write(NULL, refuse_write, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_checkpoint_write(checkpoint, NULL, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_checkpoint_write(checkpoint, refuse_write, NULL), DLX_EWRITE);
	dlx_checkpoint_destroy(checkpoint);
}

static void edges_dlx_checkpoint_read(void)
{
	struct dlx_checkpoint *checkpoint = NULL;
	struct dlx_checkpoint_error error;
	const char text[] = "dlx-checkpoint 1\nproblem 1\nsearch 2\nparts 0 -1 3\nend 0\n";
	cr_expect_eq(dlx_checkpoint_read(NULL, 5, &checkpoint, &error), DLX_EINVAL);
	cr_expect_eq(dlx_checkpoint_read(text, sizeof text - 1, NULL, &error), DLX_EINVAL);
	cr_expect_eq(dlx_checkpoint_read(text, sizeof text - 1, &checkpoint, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_checkpoint_read(NULL, 0, &checkpoint, &error), DLX_ECHECKPOINT, "nothing");
	cr_expect_eq(dlx_checkpoint_read(text, 5, &checkpoint, &error), DLX_ECHECKPOINT,
	             "cut inside the first line");
	cr_expect_eq(error.line, 1);
	cr_expect_null(checkpoint);
	cr_expect_eq(dlx_checkpoint_read(text, sizeof text - 1, &checkpoint, &error), 0);
	cr_expect_eq(dlx_checkpoint_done(checkpoint), 0);
	dlx_checkpoint_destroy(checkpoint);
}

static void edges_dlx_search_checkpoint(void)
{
	struct dlx_problem *pb = knuth_problem();
	struct dlx_parts *parts = dlx_parts_create();
	cr_assert_eq(dlx_parts_walk(parts, pb, 1), 0);
	struct dlx_checkpoint_identity identity;
	dlx_checkpoint_identify(&identity, pb, parts, NULL);
	struct dlx_checkpoint *checkpoint = dlx_checkpoint_create(&identity);
	struct dlx_search_options options;
	struct dlx_stats stats;
	dlx_search_options_init(&options);
	cr_expect_eq(dlx_search_checkpoint(NULL, parts, checkpoint, NULL, NULL, &stats, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_search_checkpoint(pb, NULL, checkpoint, NULL, NULL, &stats, NULL), DLX_EINVAL);
	cr_expect_eq(dlx_search_checkpoint(pb, parts, NULL, NULL, NULL, &stats, NULL), DLX_EINVAL);
	for (size_t k = 0; k < 3; k++) {
		options.jobs = bad_ints[k];
		cr_expect_eq(dlx_search_checkpoint(pb, parts, checkpoint, NULL, &options, &stats, NULL),
		             DLX_EINVAL);
	}
	options.jobs = 0;
	options.solution_limit = 1;
	cr_expect_eq(dlx_search_checkpoint(pb, parts, checkpoint, NULL, &options, &stats, NULL),
	             DLX_EINVAL, "a checkpoint keeps counts, not solutions");
	cr_expect_eq(dlx_checkpoint_done(checkpoint), 0, "nothing searched");
	cr_expect_geq(dlx_search_checkpoint(pb, parts, checkpoint, NULL, NULL, NULL, NULL), 1);
	cr_expect_eq(dlx_checkpoint_done(checkpoint), dlx_parts_count(parts));
	cr_expect_geq(dlx_search_checkpoint(pb, parts, checkpoint, NULL, NULL, &stats, NULL), 1,
	              "every part done: nothing left");
	cr_expect_eq(stats.solutions, 1, "Knuth's problem has one solution");
	dlx_checkpoint_destroy(checkpoint);
	dlx_parts_walk(parts, pb, 2);
	identity.count = dlx_parts_count(parts) + 1;
	checkpoint = dlx_checkpoint_create(&identity);
	cr_expect_eq(dlx_search_checkpoint(pb, parts, checkpoint, NULL, NULL, &stats, NULL), DLX_EINVAL,
	             "made for another list");
	dlx_checkpoint_destroy(checkpoint);
	dlx_parts_destroy(parts);
	dlx_problem_destroy(pb);
}

#define CALL(function) {#function, edges_##function}

static const struct api_call calls[] = {
	CALL(dlx_strerror),
	CALL(dlx_problem_create),
	CALL(dlx_problem_destroy),
	CALL(dlx_problem_reset),
	CALL(dlx_add_option),
	CALL(dlx_add_options),
	CALL(dlx_primary_count),
	CALL(dlx_secondary_count),
	CALL(dlx_option_count),
	CALL(dlx_set_bounds),
	CALL(dlx_set_sharp),
	CALL(dlx_item_bounds),
	CALL(dlx_has_bounds),
	CALL(dlx_max_depth),
	CALL(dlx_option_items),
	CALL(dlx_require),
	CALL(dlx_release_all),
	CALL(dlx_required_count),
	CALL(dlx_exclude),
	CALL(dlx_problem_shuffle),
	CALL(dlx_item_order),
	CALL(dlx_problem_check),
	CALL(dlx_search_options_init),
	CALL(dlx_version),
	CALL(dlx_version_number),
	CALL(sudoku_solve_options_init),
	CALL(sudoku_generate_options_init),
	CALL(dlx_search),
	CALL(dlx_problem_clone),
	CALL(dlx_prefixes),
	CALL(dlx_search_prefix),
	CALL(dlx_share_create),
	CALL(dlx_share_create_in_turns),
	CALL(dlx_share_destroy),
	CALL(dlx_share_add),
	CALL(dlx_share_stop),
	CALL(dlx_interrupt_create),
	CALL(dlx_interrupt_destroy),
	CALL(dlx_interrupt_request),
	CALL(dlx_interrupt_reset),
	CALL(dlx_interrupt_requested),
	CALL(dlx_search_shared),
	CALL(dlx_parts_create),
	CALL(dlx_parts_destroy),
	CALL(dlx_parts_add),
	CALL(dlx_parts_walk),
	CALL(dlx_parts_reference),
	CALL(dlx_parts_algorithm),
	CALL(dlx_prefix_share),
	CALL(dlx_parts_enough),
	CALL(dlx_parts_balance),
	CALL(dlx_parts_keep),
	CALL(dlx_parts_count),
	CALL(dlx_parts_prefix),
	CALL(dlx_parts_depth),
	CALL(dlx_search_parts),
	CALL(dlx_stats_add),
	CALL(dlx_stats_count_text),
	CALL(dlx_problem_hash),
	CALL(dlx_search_options_hash),
	CALL(dlx_parts_hash),
	CALL(dlx_checkpoint_identify),
	CALL(dlx_checkpoint_create),
	CALL(dlx_checkpoint_destroy),
	CALL(dlx_checkpoint_identity),
	CALL(dlx_checkpoint_compare),
	CALL(dlx_checkpoint_finish),
	CALL(dlx_checkpoint_is_done),
	CALL(dlx_checkpoint_done),
	CALL(dlx_checkpoint_total),
	CALL(dlx_checkpoint_write),
	CALL(dlx_checkpoint_read),
	CALL(dlx_search_checkpoint),
	CALL(dlx_set_cost),
	CALL(dlx_option_cost),
	CALL(dlx_has_costs),
	CALL(dlx_best_create),
	CALL(dlx_best_destroy),
	CALL(dlx_best_clear),
	CALL(dlx_best_count),
	CALL(dlx_best_cost),
	CALL(dlx_best_options),
	CALL(dlx_best_merge),
	CALL(dlx_bound_create),
	CALL(dlx_bound_destroy),
	CALL(dlx_bound_value),
	CALL(dlx_best_share),
	CALL(dlx_search_best),
	CALL(dlx_search_best_prefix),
	CALL(dlx_estimate_options_init),
	CALL(dlx_estimate),
	CALL(dlx_zdd_build),
	CALL(dlx_zdd_destroy),
	CALL(dlx_zdd_node_count),
	CALL(dlx_zdd_write),
	CALL(dlx_zdd_write_dot),
	CALL(dlx_zdd_read),
	CALL(dlx_zdd_count),
	CALL(dlx_zdd_count_text_size),
	CALL(dlx_zdd_enumerate),
	CALL(dlx_zdd_sample),
	CALL(dlx_cnf_options_init),
	CALL(dlx_export_cnf),
	CALL(dlx_count),
	CALL(dlx_bench_word),
	CALL(dlx_bench_word_help),
	CALL(dlx_bench_config),
	CALL(dlx_bench_run),
	CALL(dlx_count_text_size),
	CALL(dlx_format_create),
	CALL(dlx_format_destroy),
	CALL(dlx_format_set_syntax),
	CALL(dlx_format_feed),
	CALL(dlx_format_end),
	CALL(dlx_format_read),
	CALL(dlx_format_problem),
	CALL(dlx_format_item_name),
	CALL(dlx_format_color_name),
	CALL(dlx_format_find_item),
	CALL(dlx_format_option_line),
	CALL(dlx_format_item_text),
	CALL(dlx_format_option_text),
	CALL(dlx_dance_create),
	CALL(dlx_dance_destroy),
	CALL(dlx_dance_event),
	CALL(dlx_dance_lost),
	CALL(dlx_dance_item_state),
	CALL(dlx_dance_hidden),
	CALL(dlx_dance_partial),
	CALL(dlx_dance_taken),
	CALL(dlx_dance_bounds_text),
	CALL(dlx_dance_bound),
	CALL(sudoku_strerror),
	CALL(sudoku_size_supported),
	CALL(sudoku_shape_init),
	CALL(sudoku_shape_set_regions),
	CALL(sudoku_grid_clear),
	CALL(sudoku_grid_count_givens),
	CALL(sudoku_grid_check),
	CALL(sudoku_grid_is_solution),
	CALL(sudoku_item_count),
	CALL(sudoku_option_index),
	CALL(sudoku_option_items),
	CALL(sudoku_solver_create),
	CALL(sudoku_solver_destroy),
	CALL(sudoku_solver_shape),
	CALL(sudoku_solver_shuffle),
	CALL(sudoku_solve),
	CALL(sudoku_digit_symbol),
	CALL(sudoku_cell_name),
	CALL(sudoku_grid_format),
	CALL(sudoku_reader_create),
	CALL(sudoku_reader_destroy),
	CALL(sudoku_reader_feed),
	CALL(sudoku_reader_end),
	CALL(sudoku_reader_next),
	CALL(sudoku_parse_string),
	CALL(sudoku_solve_marks),
	CALL(sudoku_check),
	CALL(sudoku_variant_check),
	CALL(sudoku_symmetry_name),
	CALL(sudoku_symmetry_orbit),
	CALL(sudoku_rater_create),
	CALL(sudoku_rater_destroy),
	CALL(sudoku_rate_search),
	CALL(sudoku_rater_solution),
	CALL(sudoku_generator_create),
	CALL(sudoku_generator_destroy),
	CALL(sudoku_generator_reseed),
	CALL(sudoku_seed_for),
	CALL(sudoku_generate),
	CALL(sudoku_generate_walks),
	CALL(sudoku_window_count),
	CALL(sudoku_shape_window),
	CALL(sudoku_cages_check),
	CALL(sudoku_cages_satisfied),
	CALL(sudoku_variant_encode),
	CALL(sudoku_variant_item_name),
	CALL(sudoku_variant_solver_create),
	CALL(sudoku_variant_solver_destroy),
	CALL(sudoku_variant_solver_shuffle),
	CALL(sudoku_variant_solve),
	CALL(sudoku_variant_puzzle_solve),
	CALL(sudoku_variant_parse),
	CALL(sudoku_variant_name),
	CALL(sudoku_variant_reader_create),
	CALL(sudoku_variant_reader_destroy),
	CALL(sudoku_variant_reader_feed),
	CALL(sudoku_variant_reader_end),
	CALL(sudoku_variant_reader_next),
	CALL(sudoku_variant_draw),
	CALL(sudoku_variant_format_line),
	CALL(sudoku_generate_variant),
	CALL(sudoku_logic_technique_name),
	CALL(sudoku_pencil_from_grid),
	CALL(sudoku_pencil_parse),
	CALL(sudoku_pencil_from_marks),
	CALL(sudoku_pencil_solved),
	CALL(sudoku_logic_next),
	CALL(sudoku_logic_apply),
	CALL(sudoku_step_format),
	CALL(sudoku_step_format_hint),
	CALL(sudoku_step_shows_chain),
	CALL(sudoku_chain_format),
	CALL(sudoku_band_of),
	CALL(sudoku_band_name),
	CALL(sudoku_logic_rate_pencil),
	CALL(sudoku_logic_rate),
	CALL(sudoku_logic_next_allowed),
	CALL(sudoku_logic_rate_allowed),
	CALL(sudoku_logic_rate_solved),
	CALL(sudoku_step_hodoku_name),
	CALL(sudoku_step_format_named),
	CALL(sudoku_logic_techniques_named),
};

#define CALL_COUNT (sizeof calls / sizeof calls[0])

/* The parameter is an index into `calls`: plain data, whatever the test runner copies. */
ParameterizedTestParameters(api_edges, refuses_bad_arguments)
{
	static size_t indexes[CALL_COUNT];
	for (size_t k = 0; k < CALL_COUNT; k++)
		indexes[k] = k;
	return cr_make_param_array(size_t, indexes, CALL_COUNT);
}

ParameterizedTest(size_t *index, api_edges, refuses_bad_arguments)
{
	cr_log_info("%s", calls[*index].name);
	calls[*index].run();
}

/* Each name once, so a copied entry cannot hide a missing one. */
Test(api_edges, names_each_function_once)
{
	for (size_t a = 0; a < CALL_COUNT; a++)
		for (size_t b = a + 1; b < CALL_COUNT; b++)
			cr_expect_str_neq(calls[a].name, calls[b].name);
}
