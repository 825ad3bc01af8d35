/*
 * test_dlx_sat.c - dlx_export_cnf (the problem as DIMACS CNF): the header's
 * variable and clause counts of each encoding on small problems, worked out
 * by hand in the comments from the formulas of src/dlx/sat/cardinality.c
 * (pairwise "at most k of n": C(n, k+1) clauses; Sinz's counter: (n-1)k
 * variables, 2nk + n - 3k - 1 clauses), one text written out in full, and
 * every error path. Whether the clauses mean the problem is checked by SAT
 * solvers in tests/cli/sat.sh.
 */
#include "dlx.h"

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

/* What the sink received. */
struct text {
	char *data;
	size_t length, longest_piece;
	int pieces, fail_at; /* fail_at > 0: the fail_at-th piece fails */
};

static int collect(void *user, const char *piece, size_t length)
{
	struct text *t = user;
	if (++t->pieces == t->fail_at)
		return -1;
	t->data = realloc(t->data, t->length + length + 1);
	cr_assert_not_null(t->data);
	memcpy(t->data + t->length, piece, length);
	t->length += length;
	t->data[t->length] = '\0';
	if (length > t->longest_piece)
		t->longest_piece = length;
	return 0;
}

/* Each option given as items (primary first), -1 ending it; colours alongside. */
static struct dlx_problem *build(int primary, int secondary, const int (*items)[4],
                                 const int (*colors)[4], int count)
{
	struct dlx_problem *pb = dlx_problem_create(primary, secondary);
	cr_assert_not_null(pb);
	for (int o = 0; o < count; o++) {
		int size = 0;
		while (size < 4 && items[o][size] >= 0)
			size++;
		cr_assert_eq(dlx_add_option(pb, items[o], colors ? colors[o] : NULL, size), o);
	}
	return pb;
}

/* One primary item in each of `count` options of one item each. */
static struct dlx_problem *one_item(int count, int lower, int upper)
{
	struct dlx_problem *pb = dlx_problem_create(1, 0);
	cr_assert_not_null(pb);
	for (int o = 0; o < count; o++)
		cr_assert_eq(dlx_add_option(pb, (const int[]){0}, NULL, 1), o);
	cr_assert_eq(dlx_set_bounds(pb, 0, lower, upper), 0);
	return pb;
}

/* Exports with `encoding` (and `limit`), checks that the clause lines match the header. */
static void expect_counts(struct dlx_problem *pb, enum dlx_cnf_encoding encoding, int limit,
                          int vars, int clauses)
{
	struct dlx_cnf_options options;
	dlx_cnf_options_init(&options);
	options.encoding = encoding;
	options.pairwise_limit = limit;
	struct text t = {0};
	cr_assert_eq(dlx_export_cnf(pb, &options, collect, &t), 0);
	const char *header = strstr(t.data, "\np cnf ");
	cr_assert_not_null(header);
	int v = -1, c = -1, lines = 0;
	cr_assert_eq(sscanf(header, "\np cnf %d %d", &v, &c), 2);
	for (const char *p = strchr(header + 1, '\n') + 1; *p; p = strchr(p, '\n') + 1)
		lines++;
	cr_expect_eq(v, vars, "variables: %d, expected %d", v, vars);
	cr_expect_eq(c, clauses, "clauses: %d, expected %d", c, clauses);
	cr_expect_eq(lines, c, "%d clause lines under a header of %d", lines, c);
	free(t.data);
}

/* a b; options a, b, a b. */
static struct dlx_problem *two_items(void)
{
	static const int items[][4] = {{0, -1}, {1, -1}, {0, 1, -1}};
	return build(2, 0, items, NULL, 3);
}

Test(dlx_sat, writes_two_items_as_worked_by_hand)
{
	/* a: options 1 and 3, exactly one: (1 3) (-1 -3); b: options 2 and 3 likewise */
	static const char expected[] =
		"c exact cover: primary items 2, secondary items 0, options 3\n"
		"c variable i is option i-1 in input order; above 3: auxiliary\n"
		"p cnf 3 4\n"
		"1 3 0\n"
		"-1 -3 0\n"
		"2 3 0\n"
		"-2 -3 0\n";
	struct dlx_problem *pb = two_items();
	struct text t = {0};
	cr_assert_eq(dlx_export_cnf(pb, NULL, collect, &t), 0);
	cr_expect_str_eq(t.data, expected);
	free(t.data);
	dlx_problem_destroy(pb);
}

Test(dlx_sat, counts_two_items_in_each_encoding)
{
	struct dlx_problem *pb = two_items();
	/* per item: 1 clause "at least one", 1 pair */
	expect_counts(pb, DLX_CNF_PAIRWISE, 0, 3, 2 * 2);
	expect_counts(pb, DLX_CNF_AUTO, 0, 3, 2 * 2);
	/* per item: 1 clause, Sinz n=2 k=1: 1 variable, 3*2-4 = 2 clauses */
	expect_counts(pb, DLX_CNF_SEQUENTIAL, 0, 3 + 2 * 1, 2 * 3);
	dlx_problem_destroy(pb);
}

/* One primary item in `options` options of that item alone, with bounds. */
struct one_item_case {
	int options, lower, upper;
	enum dlx_cnf_encoding encoding;
	int limit, vars, clauses;
};

static const struct one_item_case one_item_cases[] = {
	/* exactly one of 4: 1 clause, and C(4,2) = 6 pairs */
	{4, 1, 1, DLX_CNF_PAIRWISE, 0, 4, 1 + 6},
	/* the same by Sinz n=4 k=1: 3 variables, 3*4-4 = 8 clauses */
	{4, 1, 1, DLX_CNF_SEQUENTIAL, 0, 4 + 3, 1 + 8},
	/* 7 > DLX_CNF_PAIRWISE_LIMIT (6): auto is sequential, 6 variables, 3*7-4 = 17 clauses */
	{7, 1, 1, DLX_CNF_AUTO, 0, 7 + 6, 1 + 17},
	/* a limit of 7 keeps it pairwise: C(7,2) = 21 pairs */
	{7, 1, 1, DLX_CNF_AUTO, 7, 7, 1 + 21},
	/* 2 to 3 of 5: at least 2 = at most 3 of the negations, C(5,4) = 5; at most 3, 5 more */
	{5, 2, 3, DLX_CNF_PAIRWISE, 0, 5, 5 + 5},
	/* each of the two by Sinz n=5 k=3: 4*3 = 12 variables, 30+5-9-1 = 25 clauses */
	{5, 2, 3, DLX_CNF_SEQUENTIAL, 0, 5 + 24, 25 + 25},
	/* all of 3: at most 0 of the negations, 3 units; at most 3 of 3 needs nothing */
	{3, 3, 3, DLX_CNF_PAIRWISE, 0, 3, 3},
	{3, 3, 3, DLX_CNF_SEQUENTIAL, 0, 3, 3},
	/* 0 to 20 of 40 by Sinz: 39*20 = 780 variables, 2*40*20+40-60-1 = 1579 clauses */
	{40, 0, 20, DLX_CNF_SEQUENTIAL, 0, 40 + 780, 1579},
};

ParameterizedTestParameters(dlx_sat, counts_one_item_as_worked_by_hand)
{
	return cr_make_param_array(struct one_item_case, one_item_cases,
	                           sizeof one_item_cases / sizeof one_item_cases[0]);
}

ParameterizedTest(const struct one_item_case *c, dlx_sat, counts_one_item_as_worked_by_hand)
{
	struct dlx_problem *pb = one_item(c->options, c->lower, c->upper);
	expect_counts(pb, c->encoding, c->limit, c->vars, c->clauses);
	dlx_problem_destroy(pb);
}

Test(dlx_sat, counts_colours_on_a_secondary_item)
{
	/* p1..p5 one in each option; s: red, red, blue, none, none */
	static const int items[][4] = {{0, 5, -1}, {1, 5, -1}, {2, 5, -1}, {3, 5, -1}, {4, 5, -1}};
	static const int colors[][4] = {{0, 1}, {0, 1}, {0, 2}, {0, 0}, {0, 0}};
	struct dlx_problem *pb = build(5, 1, items, colors, 5);
	/* 5 primary clauses; s: the 10 pairs but the red one, 9 */
	expect_counts(pb, DLX_CNF_PAIRWISE, 0, 5, 5 + 9);
	/*
	 * s sorted: none, none, red, red, blue; red's two share a new variable g
	 * (2 clauses -o v g); Sinz k=1 over 4 blocks: 3 variables, 8 clauses
	 */
	expect_counts(pb, DLX_CNF_SEQUENTIAL, 0, 5 + 1 + 3, 5 + 2 + 8);
	dlx_problem_destroy(pb);
}

/* Exports with the defaults and expects `part` in the text; destroys the problem. */
static void expect_text_has(struct dlx_problem *pb, const char *part)
{
	struct text t = {0};
	cr_assert_eq(dlx_export_cnf(pb, NULL, collect, &t), 0);
	cr_expect_not_null(strstr(t.data, part), "expected:\n%s\ngot:\n%s", part, t.data);
	free(t.data);
	dlx_problem_destroy(pb);
}

Test(dlx_sat, an_item_no_option_holds_gives_the_empty_clause)
{
	/* a b; option a: a gives (1), b the empty clause */
	static const int items[][4] = {{0, -1}};
	expect_text_has(build(2, 0, items, NULL, 1), "p cnf 1 2\n1 0\n0\n");
}

Test(dlx_sat, an_option_without_primary_items_is_false)
{
	/* a | x; options a, x: a gives (1), x alone in its option is a unit (-2) */
	static const int items[][4] = {{0, -1}, {1, -1}};
	expect_text_has(build(1, 1, items, NULL, 2), "p cnf 2 2\n1 0\n-2 0\n");
}

Test(dlx_sat, hands_long_output_over_in_pieces)
{
	/* 200 options: 1 + C(200,2) = 19901 clause lines, far beyond one piece */
	struct dlx_problem *pb = one_item(200, 1, 1);
	expect_counts(pb, DLX_CNF_PAIRWISE, 0, 200, 19901);
	struct dlx_cnf_options options = {.encoding = DLX_CNF_PAIRWISE};
	struct text t = {0};
	cr_assert_eq(dlx_export_cnf(pb, &options, collect, &t), 0);
	cr_expect_gt(t.pieces, 1);
	cr_expect_leq(t.longest_piece, 4096);
	free(t.data);
	dlx_problem_destroy(pb);
}

Test(dlx_sat, refuses_bad_arguments)
{
	struct dlx_problem *pb = two_items();
	struct text t = {0};
	struct dlx_cnf_options options = {.encoding = (enum dlx_cnf_encoding)3};
	cr_expect_eq(dlx_export_cnf(NULL, NULL, collect, &t), DLX_EINVAL);
	cr_expect_eq(dlx_export_cnf(pb, NULL, NULL, &t), DLX_EINVAL);
	cr_expect_eq(dlx_export_cnf(pb, &options, collect, &t), DLX_EINVAL);
	options = (struct dlx_cnf_options){.pairwise_limit = -1};
	cr_expect_eq(dlx_export_cnf(pb, &options, collect, &t), DLX_EINVAL);
	cr_expect_eq(t.pieces, 0, "nothing written");
	cr_assert_eq(dlx_require(pb, 0), 0);
	cr_expect_eq(dlx_export_cnf(pb, NULL, collect, &t), DLX_EBUSY);
	dlx_problem_destroy(pb);
}

Test(dlx_sat, reports_a_failed_write)
{
	struct dlx_problem *pb = one_item(200, 1, 1);
	struct dlx_cnf_options options = {.encoding = DLX_CNF_PAIRWISE};
	struct text t = {.fail_at = 2};
	cr_expect_eq(dlx_export_cnf(pb, &options, collect, &t), DLX_EWRITE);
	cr_expect_eq(t.pieces, 2, "the export stops at the failed piece");
	free(t.data);
	dlx_problem_destroy(pb);
}

Test(dlx_sat, refuses_a_binomial_beyond_int)
{
	/* at most 20 of 40 pairwise: C(40,21), about 1.3e11 clauses */
	struct dlx_problem *pb = one_item(40, 0, 20);
	struct dlx_cnf_options options = {.encoding = DLX_CNF_PAIRWISE};
	struct text t = {0};
	cr_expect_eq(dlx_export_cnf(pb, &options, collect, &t), DLX_ERANGE);
	cr_expect_eq(t.pieces, 0, "the counting run fails before anything is written");
	dlx_problem_destroy(pb);
}
