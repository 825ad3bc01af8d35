/*
 * test_dlx_parts.c - dlx_count, which counts independent parts apart and
 * multiplies, against counts the code did not produce: n queens (OEIS
 * A000170: 4 for n = 6, 92 for n = 8), Langford pairs (OEIS A014552: 26
 * for n = 7, 52 with each pairing's reverse, which exact cover counts
 * too), 2^n for n items of two one-item options each, the products of
 * those for disjoint unions (decimal constants worked out with Python's
 * integers), and brute force on small random problems whose halves a
 * secondary item may join. Also the big integers the counts pass 2^64
 * with.
 */
#include <criterion/criterion.h>
#include <criterion/parameterized.h>

#include "count/bignum.h"
#include "count/wide.h"
#include "dlx.h"
#include "queens.h"

#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- problems with known counts ---- */

/* Langford pairs of 1..n: items the numbers, then the 2n places. */
static struct dlx_problem *langford_problem(int n)
{
	struct dlx_problem *pb = dlx_problem_create(3 * n, 0);
	for (int k = 1; pb && k <= n; k++)
		for (int i = 0; i + k + 1 < 2 * n; i++) {
			int items[3] = {k - 1, n + i, n + i + k + 1};
			cr_assert_geq(dlx_add_option(pb, items, NULL, 3), 0);
		}
	return pb;
}

/* n independent choices: item k has two options, each of item k alone; 2^n solutions. */
static struct dlx_problem *choices_problem(int n)
{
	struct dlx_problem *pb = dlx_problem_create(n, 0);
	for (int k = 0; pb && k < 2 * n; k++)
		cr_assert_geq(dlx_add_option(pb, (int[]){k / 2}, NULL, 1), 0);
	return pb;
}

/*
 * The disjoint union of `count` problems: each one's items renamed apart
 * (primary items of part 0, part 1 ..., then their secondary items in the
 * same order), its options and colours kept.
 */
static struct dlx_problem *union_of(struct dlx_problem *const *parts, int count)
{
	int primary = 0, secondary = 0;
	for (int k = 0; k < count; k++) {
		primary += dlx_primary_count(parts[k]);
		secondary += dlx_secondary_count(parts[k]);
	}
	struct dlx_problem *pb = dlx_problem_create(primary, secondary);
	cr_assert_not_null(pb);
	int first_primary = 0, first_secondary = primary;
	for (int k = 0; k < count; k++) {
		int own = dlx_primary_count(parts[k]);
		for (int o = 0; o < dlx_option_count(parts[k]); o++) {
			int items[64], colors[64];
			int size = dlx_option_items(parts[k], o, items, colors, 64);
			cr_assert(size > 0 && size <= 64);
			for (int i = 0; i < size; i++)
				items[i] += items[i] < own ? first_primary : first_secondary - own;
			cr_assert_geq(dlx_add_option(pb, items, colors, size), 0);
		}
		first_primary += own;
		first_secondary += dlx_secondary_count(parts[k]);
	}
	return pb;
}

/* `copies` disjoint copies of one problem. */
static struct dlx_problem *copies_of(struct dlx_problem *one, int copies)
{
	struct dlx_problem *parts[16];
	cr_assert_leq(copies, 16);
	for (int k = 0; k < copies; k++)
		parts[k] = one;
	return union_of(parts, copies);
}

/* dlx_count's text, checked to leave the problem as it found it. */
static void count_text(struct dlx_problem *pb, char *text, size_t capacity, struct dlx_stats *stats)
{
	cr_assert_eq(dlx_count(pb, NULL, stats, text, capacity), 0);
	cr_assert_eq(dlx_problem_check(pb), 0, "the problem ends as it started");
}

/* The plain count (dlx_search) of pb, for the counts below 2^64. */
static uint64_t plain_count(struct dlx_problem *pb)
{
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, NULL, &stats), 0);
	return stats.solutions;
}

/*
 * Counts `copies` disjoint copies of `one` into text and *stats; with
 * `plain`, checks that dlx_search counts the same. Frees both problems.
 */
static void count_copies(struct dlx_problem *one, int copies, char *text, size_t capacity,
                         struct dlx_stats *stats, bool plain)
{
	struct dlx_problem *pb = copies_of(one, copies);
	count_text(pb, text, capacity, stats);
	if (plain)
		cr_expect_eq(plain_count(pb), stats->solutions, "the plain count agrees");
	dlx_problem_destroy(pb);
	dlx_problem_destroy(one);
}

/* ---- disjoint unions multiply ---- */

/* Arrays, not pointers: Criterion may run each case in a process of its own. */
struct union_case {
	char name[24];
	int copies;
	char count[24]; /* the product of the published counts */
};

static struct dlx_problem *named_problem(const char *name)
{
	if (strcmp(name, "queens-6") == 0)
		return queens_problem(6, false);
	if (strcmp(name, "queens-8") == 0)
		return queens_problem(8, false);
	if (strcmp(name, "queens-8-coloured") == 0)
		return queens_problem(8, true);
	if (strcmp(name, "langford-7") == 0)
		return langford_problem(7);
	return NULL;
}

ParameterizedTestParameters(parts, unions_count_the_product)
{
	static struct union_case cases[] = {
		{"queens-6", 1, "4"},
		{"queens-6", 2, "16"},
		{"queens-6", 3, "64"},
		{"queens-8", 2, "8464"},
		{"queens-8", 3, "778688"},
		{"queens-8", 4, "71639296"},
		{"langford-7", 1, "52"},
		{"langford-7", 2, "2704"},
		{"langford-7", 3, "140608"},
	};
	return cr_make_param_array(struct union_case, cases, sizeof cases / sizeof cases[0]);
}

ParameterizedTest(struct union_case *c, parts, unions_count_the_product)
{
	char text[64];
	struct dlx_stats stats;
	/* the plain count of three copies or more searches one copy per solution of the others */
	count_copies(named_problem(c->name), c->copies, text, sizeof text, &stats, c->copies <= 2);
	cr_expect_str_eq(text, c->count, "%d x %s", c->copies, c->name);
	cr_expect_eq(stats.solutions, strtoull(c->count, NULL, 10));
	cr_expect_eq(stats.saturated, false);
	cr_expect_eq(stats.splits > 0, c->copies > 1, "%" PRIu64 " splits", stats.splits);
}

Test(parts, a_mixed_union_multiplies_unlike_counts)
{
	struct dlx_problem *parts[3] = {queens_problem(6, false), langford_problem(7),
	                                queens_problem(8, false)};
	struct dlx_problem *pb = union_of(parts, 3);
	char text[32];
	struct dlx_stats stats;
	count_text(pb, text, sizeof text, &stats);
	cr_expect_str_eq(text, "19136", "4 * 52 * 92");
	cr_expect_eq(plain_count(pb), 19136);
	for (int k = 0; k < 3; k++)
		dlx_problem_destroy(parts[k]);
	dlx_problem_destroy(pb);
}

Test(parts, coloured_copies_count_the_product)
{
	/* two queens may share a diagonal when their rows have the same parity */
	struct dlx_problem *one = queens_problem(8, true);
	uint64_t single = plain_count(one);
	struct dlx_problem *pb = copies_of(one, 2);
	char text[32], expected[32];
	struct dlx_stats stats;
	count_text(pb, text, sizeof text, &stats);
	snprintf(expected, sizeof expected, "%" PRIu64, single * single);
	cr_expect_str_eq(text, expected);
	cr_expect_geq(stats.splits, 1);
	dlx_problem_destroy(pb);
	dlx_problem_destroy(one);
}

/* ---- past 2^64 ---- */

struct big_case {
	int items;  /* of the problem of independent choices: 2^items */
	int copies;
	char count[40];
};

ParameterizedTestParameters(parts, counts_past_two_to_the_64_are_exact)
{
	static struct big_case cases[] = {
		{20, 1, "1048576"},
		{20, 3, "1152921504606846976"},          /* 2^60: still fits */
		{22, 3, "73786976294838206464"},         /* 2^66 */
		{20, 4, "1208925819614629174706176"},    /* 2^80 */
		{25, 4, "1267650600228229401496703205376"}, /* 2^100 */
	};
	return cr_make_param_array(struct big_case, cases, sizeof cases / sizeof cases[0]);
}

ParameterizedTest(struct big_case *c, parts, counts_past_two_to_the_64_are_exact)
{
	char text[64];
	struct dlx_stats stats;
	count_copies(choices_problem(c->items), c->copies, text, sizeof text, &stats, false);
	cr_expect_str_eq(text, c->count);
	bool past = c->items * c->copies >= 64;
	cr_expect_eq(stats.saturated, past);
	cr_expect_eq(stats.solutions, past ? UINT64_MAX : UINT64_C(1) << (c->items * c->copies));
}

Test(parts, ten_copies_of_eight_queens)
{
	char text[64];
	struct dlx_stats stats;
	count_copies(queens_problem(8, false), 10, text, sizeof text, &stats, false);
	cr_expect_str_eq(text, "43438845422363213824", "92^10");
	cr_expect(stats.saturated);
}

Test(parts, a_text_too_short_is_an_error_with_the_stats_filled)
{
	struct dlx_problem *one = choices_problem(20);
	struct dlx_problem *pb = copies_of(one, 4);
	char text[25]; /* 2^80 has 25 digits: no room for the NUL */
	struct dlx_stats stats;
	cr_expect_eq(dlx_count(pb, NULL, &stats, text, sizeof text), DLX_ERANGE);
	cr_expect(stats.saturated);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
	dlx_problem_destroy(one);
}

/* ---- zero, and what is not split ---- */

Test(parts, one_unsatisfiable_part_makes_zero)
{
	/* three queens have no solution: 92 * 0 * 92 */
	struct dlx_problem *parts[3] = {queens_problem(8, false), queens_problem(3, false),
	                                queens_problem(8, false)};
	struct dlx_problem *pb = union_of(parts, 3);
	char text[8];
	struct dlx_stats stats;
	count_text(pb, text, sizeof text, &stats);
	cr_expect_str_eq(text, "0");
	cr_expect_eq(stats.solutions, 0);
	for (int k = 0; k < 3; k++)
		dlx_problem_destroy(parts[k]);
	dlx_problem_destroy(pb);
}

Test(parts, options_the_plain_count_needs_fall_back_to_it)
{
	struct dlx_problem *one = queens_problem(6, false);
	struct dlx_problem *pb = copies_of(one, 2);
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.solution_limit = 5;
	char text[8];
	struct dlx_stats stats;
	cr_expect_eq(dlx_count(pb, &options, &stats, text, sizeof text), 0);
	cr_expect_str_eq(text, "5", "the limit is honoured");
	cr_expect_eq(stats.splits, 0);
	cr_expect_eq(stats.stop, DLX_STOP_SOLUTIONS);
	dlx_problem_destroy(pb);
	dlx_problem_destroy(one);
}

/*
 * Two halves, items 0-2 and 3-5, with options inside a half; a secondary
 * item 6 taken by the first option of each half. The halves are not
 * independent: the two options that take 6 exclude each other.
 *
 *   half A: {0 1 6} {2}  {0} {1 2}      covers of A: {0 1 6}{2}, {0}{1 2}
 *   half B: {3 4 6} {5}  {3} {4 5}      covers of B: {3 4 6}{5}, {3}{4 5}
 *
 * By hand: 2 * 2 = 4 pairs of covers, less the one that uses 6 twice: 3.
 */
Test(parts, a_shared_secondary_item_joins_the_halves)
{
	struct dlx_problem *pb = dlx_problem_create(6, 1);
	const int options[][3] = {{0, 1, 6}, {2, -1}, {0, -1}, {1, 2, -1},
	                          {3, 4, 6}, {5, -1}, {3, -1}, {4, 5, -1}};
	for (int o = 0; o < 8; o++) {
		int size = 0;
		while (size < 3 && options[o][size] >= 0)
			size++;
		cr_assert_eq(dlx_add_option(pb, options[o], NULL, size), o);
	}
	char text[8];
	struct dlx_stats stats;
	count_text(pb, text, sizeof text, &stats);
	cr_expect_str_eq(text, "3", "a product of the halves would say 4");
	dlx_problem_destroy(pb);
}

/* ---- random problems against brute force ---- */

#define RANDOM_OPTIONS 14
#define RANDOM_ITEMS 10

/* Knuth's MMIX linear congruential generator; the high bits, which are the random ones. */
static uint64_t next_random(uint64_t *state)
{
	*state = *state * 6364136223846793005u + 1442695040888963407u;
	return *state >> 33;
}

struct small_problem {
	int primary, secondary, options;
	int size[RANDOM_OPTIONS];
	int item[RANDOM_OPTIONS][RANDOM_ITEMS], color[RANDOM_OPTIONS][RANDOM_ITEMS];
};

/*
 * Two halves of primary items, each option inside one half; secondary
 * items, with colours when asked, that options of either half may take,
 * so that some problems split and some are joined by a secondary item.
 */
static void make_halves(struct small_problem *sp, uint64_t *state, bool colors)
{
	sp->primary = 2 + (int)(next_random(state) % 5);
	sp->secondary = (int)(next_random(state) % 3);
	sp->options = 2 + (int)(next_random(state) % (RANDOM_OPTIONS - 1));
	int half = sp->primary / 2;
	for (int o = 0; o < sp->options; o++) {
		bool low = next_random(state) % 2;
		int from = low ? 0 : half, to = low ? half : sp->primary, n = 0;
		sp->item[o][n] = from + (int)(next_random(state) % (uint64_t)(to - from));
		sp->color[o][n++] = 0;
		for (int x = from; x < to; x++)
			if (x != sp->item[o][0] && next_random(state) % 3 == 0) {
				sp->item[o][n] = x;
				sp->color[o][n++] = 0;
			}
		for (int s = 0; s < sp->secondary; s++)
			if (next_random(state) % 4 == 0) {
				sp->item[o][n] = sp->primary + s;
				sp->color[o][n++] = colors ? (int)(next_random(state) % 3) : 0;
			}
		sp->size[o] = n;
	}
}

/*
 * Solutions by brute force: every set of options whose primary items are
 * each taken once and whose secondary items are taken by one option
 * without colour, or by options that all give the same colour.
 */
static uint64_t count_by_brute_force(const struct small_problem *sp)
{
	uint64_t count = 0;
	for (unsigned set = 0; set < 1u << sp->options; set++) {
		int taken[RANDOM_ITEMS] = {0}, colour[RANDOM_ITEMS] = {0};
		bool ok = true;
		for (int o = 0; o < sp->options && ok; o++)
			for (int k = 0; set >> o & 1u && k < sp->size[o] && ok; k++) {
				int x = sp->item[o][k], c = sp->color[o][k];
				ok = taken[x] == 0 || (c > 0 && colour[x] == c);
				taken[x]++;
				colour[x] = c;
			}
		for (int x = 0; x < sp->primary && ok; x++)
			ok = taken[x] == 1;
		count += ok;
	}
	return count;
}

static void against_brute_force(bool colors)
{
	uint64_t state = colors ? 0x853c49e6748fea9bu : 0xda3e39cb94b95bdbu;
	uint64_t splits = 0;
	for (int round = 0; round < 2000; round++) {
		struct small_problem sp;
		make_halves(&sp, &state, colors);
		struct dlx_problem *pb = dlx_problem_create(sp.primary, sp.secondary);
		for (int o = 0; o < sp.options; o++)
			cr_assert_eq(dlx_add_option(pb, sp.item[o], sp.color[o], sp.size[o]), o);
		char text[16], expected[16];
		struct dlx_stats stats;
		count_text(pb, text, sizeof text, &stats);
		snprintf(expected, sizeof expected, "%" PRIu64, count_by_brute_force(&sp));
		cr_assert_str_eq(text, expected, "round %d", round);
		splits += stats.splits;
		dlx_problem_destroy(pb);
	}
	cr_expect_gt(splits, 100, "the halves split often enough to test it: %" PRIu64, splits);
}

Test(parts, random_halves_agree_with_brute_force)
{
	against_brute_force(false);
}

Test(parts, random_coloured_halves_agree_with_brute_force)
{
	against_brute_force(true);
}

/* ---- the big integers ---- */

static void expect_text(const struct bignum *b, const char *expected)
{
	char text[128];
	cr_assert_eq(bignum_text(b, text, sizeof text), (int)strlen(expected));
	cr_expect_str_eq(text, expected);
}

Test(bignum, multiplies_and_adds_past_64_bits)
{
	struct bignum a = BIGNUM_ZERO, b = BIGNUM_ZERO;
	expect_text(&a, "0");
	cr_assert_eq(bignum_set(&a, UINT64_MAX), 0);
	cr_assert_eq(bignum_set(&b, UINT64_MAX), 0);
	cr_assert_eq(bignum_multiply(&a, &b), 0);
	expect_text(&a, "340282366920938463426481119284349108225"); /* (2^64 - 1)^2 */
	cr_assert_eq(bignum_set(&b, 1000000000), 0);
	cr_assert_eq(bignum_add(&a, &b), 0);
	expect_text(&a, "340282366920938463426481119285349108225");
	struct wide words = wide_from_bignum(&a); /* (2^64 - 2) * 2^64 + 1 + 10^9 */
	cr_expect_eq(words.high, UINT64_MAX - 1);
	cr_expect_eq(words.low, 1000000001);
	cr_assert_eq(wide_to_bignum(words, &b), 0);
	expect_text(&b, "340282366920938463426481119285349108225");
	cr_assert_eq(bignum_multiply(&b, &b), 0);
	words = wide_from_bignum(&b);
	cr_expect(words.high == UINT64_MAX && words.low == UINT64_MAX, "past 2^128: saturated");
	cr_assert_eq(bignum_set(&b, 0), 0);
	cr_assert_eq(bignum_multiply(&a, &b), 0);
	cr_expect(bignum_is_zero(&a));
	bignum_finish(&a);
	bignum_finish(&b);
}

Test(bignum, writes_inner_groups_of_nine_digits_with_their_zeros)
{
	struct bignum a = BIGNUM_ZERO, b = BIGNUM_ZERO;
	cr_assert_eq(bignum_set(&a, UINT64_C(1000000000000000000)), 0); /* 10^18 */
	cr_assert_eq(bignum_set(&b, 1000), 0);
	cr_assert_eq(bignum_multiply(&a, &b), 0);
	expect_text(&a, "1000000000000000000000");
	cr_assert_eq(bignum_set(&b, 7), 0);
	cr_assert_eq(bignum_add(&a, &b), 0);
	expect_text(&a, "1000000000000000000007");
	cr_assert_eq(bignum_set(&b, 12345), 0);
	struct wide words = wide_from_bignum(&b);
	cr_expect(words.high == 0 && words.low == 12345);
	char small[3];
	cr_expect_eq(bignum_text(&a, small, sizeof small), 22, "the digits, written or not");
	bignum_finish(&a);
	bignum_finish(&b);
}

/* ---- counts of parts added up past 2^64 ---- */

Test(stats_add, adds_counts_past_2_64_exactly_and_saturates_past_2_128)
{
	struct dlx_stats total = {.solutions = UINT64_MAX - 1}, part = {.solutions = 3};
	dlx_stats_add(&total, &part); /* 2^64 + 1 */
	cr_expect_eq(total.solutions, UINT64_MAX);
	cr_expect(total.saturated);
	cr_expect(total.solutions_high == 1 && total.solutions_low == 1);
	char text[DLX_COUNT_TEXT_SIZE];
	cr_expect_eq(dlx_stats_count_text(&total, text, sizeof text), 20);
	cr_expect_str_eq(text, "18446744073709551617");
	cr_expect_eq(dlx_stats_count_text(&total, text, 20), DLX_ERANGE, "no room for the NUL");
	for (int k = 0; k < 64; k++) /* doubled 64 times: 2^128 + 2^64 */
		dlx_stats_add(&total, &total);
	cr_expect(total.solutions_high == UINT64_MAX && total.solutions_low == UINT64_MAX);
	cr_expect_gt(dlx_stats_count_text(&total, text, sizeof text), 0);
	cr_expect_str_eq(text, "more than 340282366920938463463374607431768211454");
	struct dlx_stats small = {.solutions = 12};
	cr_expect_eq(dlx_stats_count_text(&small, text, sizeof text), 2);
	cr_expect_str_eq(text, "12");
}

Test(stats_add, reads_decimal_digits_into_128_bits)
{
	struct wide v = {0, 0};
	const char *max = "340282366920938463463374607431768211455"; /* 2^128 - 1 */
	for (const char *p = max; *p; p++)
		cr_assert(wide_push_digit(&v, (unsigned)(*p - '0')), "at %s", p);
	cr_expect(v.high == UINT64_MAX && v.low == UINT64_MAX);
	cr_expect_not(wide_push_digit(&v, 0), "2^128 - 1 times ten does not fit");
	cr_expect(v.high == UINT64_MAX && v.low == UINT64_MAX, "unchanged");
	v = (struct wide){0, UINT64_MAX};
	cr_assert(wide_push_digit(&v, 9)); /* (2^64 - 1) * 10 + 9 = 9 * 2^64 + 2^64 - 1 */
	cr_expect(v.high == 9 && v.low == UINT64_MAX);
}
