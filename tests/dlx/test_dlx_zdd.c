/*
 * test_dlx_zdd.c - the ZDD of every solution (dlx_zdd_*). Known answers:
 * OEIS A000170's n-queens counts; every listed solution checked as an
 * exact cover by a checker written here (each primary item once, each
 * secondary at most once), all distinct; the text form read back to the
 * same count; bad texts refused at their line and column; a count of
 * 2^70 worked out by hand; the Graphviz drawing of DLX6's diagram of
 * Knuth's example written out by hand; and the samples of queens-7 (40 solutions)
 * against a uniform distribution by a chi-square test that fails only
 * when p < 1e-6 (a fixed seed: the same outcome on every run).
 */
#include "dlx.h"
#include "queens.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

#define MAX_SOLUTIONS 1000
#define MAX_CHOSEN 32

/* Every solution handed over, as a 0/1 mark per option (queens: at most 256 options). */
struct listing {
	int n; /* queens */
	int count;
	unsigned char chosen[MAX_SOLUTIONS][256];
	bool all_covers;
};

/* Whether options[] cover rows and columns once and each diagonal at most once. */
static bool is_queens_cover(int n, const int *options, int count)
{
	int used[4][64] = {{0}};
	if (count != n)
		return false;
	for (int k = 0; k < count; k++) {
		int r = options[k] / n, c = options[k] % n; /* queens.h's option order: r * n + c */
		if (options[k] < 0 || options[k] >= n * n)
			return false;
		if (used[0][r]++ || used[1][c]++ || used[2][r + c]++ || used[3][r - c + n - 1]++)
			return false;
	}
	return true;
}

static int collect(void *user, const int *options, int count)
{
	struct listing *l = user;
	if (!is_queens_cover(l->n, options, count))
		l->all_covers = false;
	if (l->count < MAX_SOLUTIONS) {
		for (int k = 0; k < count; k++)
			l->chosen[l->count][options[k]] = 1;
	}
	l->count++;
	return 0;
}

static struct dlx_zdd *queens_zdd(int n)
{
	struct dlx_problem *pb = queens_problem(n, false);
	cr_assert_not_null(pb);
	struct dlx_zdd *zdd = NULL;
	cr_assert_eq(dlx_zdd_build(pb, 0, &zdd), 0);
	dlx_problem_destroy(pb);
	return zdd;
}

static void expect_count(const struct dlx_zdd *zdd, const char *expected)
{
	char text[64];
	cr_assert_gt(dlx_zdd_count(zdd, text, sizeof text), 0);
	cr_expect_str_eq(text, expected);
}

Test(dlx_zdd, counts_n_queens_as_oeis_a000170)
{
	const char *counts[] = {"", "1", "0", "0", "2", "10", "4", "40", "92", "352", "724"};
	for (int n = 1; n <= 10; n++) {
		struct dlx_zdd *zdd = queens_zdd(n);
		expect_count(zdd, counts[n]);
		dlx_zdd_destroy(zdd);
	}
}

Test(dlx_zdd, lists_distinct_valid_covers_as_many_as_the_count)
{
	static struct listing l;
	l = (struct listing){.n = 8, .all_covers = true};
	struct dlx_zdd *zdd = queens_zdd(8);
	cr_assert_eq(dlx_zdd_enumerate(zdd, collect, &l), 0);
	cr_expect_eq(l.count, 92);
	cr_expect(l.all_covers);
	for (int a = 0; a < l.count; a++)
		for (int b = a + 1; b < l.count; b++)
			cr_expect_neq(memcmp(l.chosen[a], l.chosen[b], sizeof l.chosen[a]), 0,
			              "solutions %d and %d are the same", a, b);
	dlx_zdd_destroy(zdd);
}

/* Appends to a growing string. */
struct text {
	char *data;
	size_t length;
};

static int append(void *user, const char *piece, size_t length)
{
	struct text *t = user;
	char *grown = realloc(t->data, t->length + length + 1);
	if (!grown)
		return -1;
	memcpy(grown + t->length, piece, length);
	t->data = grown;
	t->length += length;
	t->data[t->length] = '\0';
	return 0;
}

Test(dlx_zdd, reads_back_what_it_writes)
{
	struct dlx_zdd *zdd = queens_zdd(8), *back = NULL;
	struct text t = {0};
	struct dlx_zdd_error error;
	cr_assert_eq(dlx_zdd_write(zdd, append, &t), 0);
	cr_assert_eq(dlx_zdd_read(t.data, t.length, &back, &error), 0, "%s", error.message);
	expect_count(back, "92");
	cr_expect_eq(dlx_zdd_node_count(back), dlx_zdd_node_count(zdd));
	free(t.data);
	dlx_zdd_destroy(zdd);
	dlx_zdd_destroy(back);
}

Test(dlx_zdd, reads_nodes_in_any_order)
{
	/* {1, 3} and {2, 3} (options 0-based: {0, 2}, {1, 2}), parents before children */
	const char *text = "4: (~0?0:3)\n3: (~1?2:2)\n2: (~3?0:1)\n";
	const char *rooted = "3: (~1?2:2)\n2: (~3?0:1)\n5: (~2?3:2)\n6: (~0?0:3)\n";
	struct dlx_zdd *zdd = NULL;
	struct dlx_zdd_error error;
	cr_assert_eq(dlx_zdd_read(text, strlen(text), &zdd, &error), DLX_EZDD);
	cr_expect_eq(error.line, 3); /* the root mark must come last */
	cr_assert_eq(dlx_zdd_read(rooted, strlen(rooted), &zdd, &error), 0, "%s", error.message);
	expect_count(zdd, "2");
	dlx_zdd_destroy(zdd);
}

/* Reads a diagram text that the test knows to be good. */
static struct dlx_zdd *read_good(const char *text)
{
	struct dlx_zdd *zdd = NULL;
	struct dlx_zdd_error error;
	cr_assert_eq(dlx_zdd_read(text, strlen(text), &zdd, &error), 0, "%s", error.message);
	return zdd;
}

Test(dlx_zdd, draws_a_diagram_for_graphviz)
{
	/* Knuth's DLX6 on his example (data/exact-cover/knuth-example.zdd): the options
	 * 1, 5, 4 counted from 1 up a chain whose every LO fails; two labels with a quote
	 * and a backslash, as Graphviz must read them back */
	struct dlx_zdd *zdd = read_good("2: (~1?0:1)\n3: (~5?0:2)\n4: (~4?0:3)\n5: (~0?0:4)\n");
	const char *labels[] = {"c \"e\"", "a d g", "b c f", "a\\d f", "b g", "d e g"};
	struct text t = {0};
	cr_assert_eq(dlx_zdd_write_dot(zdd, labels, 6, append, &t), 0);
	cr_expect_str_eq(t.data, "digraph zdd {\n"
	                         "  node [fontname=\"monospace\"];\n"
	                         "  n0 [label=\"0\", shape=box];\n"
	                         "  n1 [label=\"1\", shape=box];\n"
	                         "  n2 [label=\"c \\\"e\\\"\"];\n"
	                         "  n2 -> n0 [style=dashed];\n"
	                         "  n2 -> n1;\n"
	                         "  n3 [label=\"b g\"];\n"
	                         "  n3 -> n0 [style=dashed];\n"
	                         "  n3 -> n2;\n"
	                         "  n4 [label=\"a\\\\d f\"];\n"
	                         "  n4 -> n0 [style=dashed];\n"
	                         "  n4 -> n3;\n"
	                         "  { rank=sink; n0; n1; }\n"
	                         "}\n");
	free(t.data);
	dlx_zdd_destroy(zdd);
}

Test(dlx_zdd, draws_labels_longer_than_its_buffer_whole)
{
	struct dlx_zdd *zdd = read_good("2: (~1?0:1)\n3: (~0?0:2)\n");
	enum { LONG = 10000 };
	char *label = malloc(LONG + 1);
	cr_assert_not_null(label);
	memset(label, 'x', LONG);
	label[LONG] = '\0';
	const char *labels[] = {label};
	struct text t = {0};
	cr_assert_eq(dlx_zdd_write_dot(zdd, labels, 1, append, &t), 0);
	cr_expect_not_null(strstr(t.data, label), "the label in one piece");
	cr_expect_not_null(strstr(t.data, "\n}\n"), "and the graph closed after it");
	free(t.data);
	free(label);
	dlx_zdd_destroy(zdd);
}

Test(dlx_zdd, draws_no_sink_that_nothing_reaches)
{
	struct text t = {0};
	struct dlx_zdd *none = read_good("2: (~0?0:0)\n"), *empty = read_good("2: (~0?0:1)\n");
	cr_assert_eq(dlx_zdd_write_dot(none, NULL, 0, append, &t), 0);
	cr_expect_str_eq(t.data, "digraph zdd {\n"
	                         "  node [fontname=\"monospace\"];\n"
	                         "  n0 [label=\"0\", shape=box];\n"
	                         "  { rank=sink; n0; }\n"
	                         "}\n",
	                 "no solution: the sink 0 alone");
	t.length = 0;
	cr_assert_eq(dlx_zdd_write_dot(empty, NULL, 0, append, &t), 0);
	cr_expect_not_null(strstr(t.data, "n1 [label=\"1\", shape=box]"), "the empty set: the sink 1");
	cr_expect_null(strstr(t.data, "n0"), "and no sink 0");
	free(t.data);
	dlx_zdd_destroy(none);
	dlx_zdd_destroy(empty);
}

/* A bad text, the line and column it must be refused at, and a word of the message. */
struct bad_case {
	const char *text;
	long line;
	int column;
	const char *says;
};

Test(dlx_zdd, refuses_bad_texts_where_they_are_wrong)
{
	const struct bad_case cases[] = {
		{"2: (~1?0:7)\n3: (~0?0:2)\n", 1, 10, "no line defines"},
		{"2: (~1?0:3)\n3: (~2?0:2)\n4: (~0?0:3)\n", 2, 10, "cycle"},
		{"2: (~1?2:1)\n3: (~0?0:2)\n", 1, 8, "cycle"},
		{"2: (~1?0:1)\n2: (~2?0:1)\n3: (~0?0:2)\n", 2, 1, "twice"},
		{"2: (~1?0:1)\n3: (~1?0:2)\n", 2, 0, "root"},
		{"2: (~1?0:1)\n3: (~0?0:2)\n", 0, 0, "no lines"}, /* replaced by "" below */
		{"2: (~1?0:1\n3: (~0?0:2)\n", 1, 11, "')'"},
		{"1: (~1?0:1)\n3: (~0?0:1)\n", 1, 1, "sinks"},
		{"2: (~1?0:1)\n3: (~0?0:3)\n", 2, 10, "root mark"},
		{"2: (~99999999999?0:1)\n3: (~0?0:2)\n", 1, 6, "option number"},
	};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		const char *text = k == 5 ? "\n  \n" : cases[k].text;
		struct dlx_zdd *zdd = NULL;
		struct dlx_zdd_error error;
		cr_expect_eq(dlx_zdd_read(text, strlen(text), &zdd, &error), DLX_EZDD, "case %zu", k);
		cr_expect_null(zdd);
		cr_expect_eq(error.line, cases[k].line, "case %zu: line %ld", k, error.line);
		cr_expect_eq(error.column, cases[k].column, "case %zu: column %d", k, error.column);
		cr_expect_not_null(strstr(error.message, cases[k].says), "case %zu: %s", k, error.message);
	}
}

/*
 * Coloured queens (queens.h: two queens may share a diagonal when their
 * rows have the same parity): the diagram's count against the search's,
 * and its listed solutions each a valid placement under that rule,
 * checked here.
 */
static bool is_coloured_cover(int n, const int *options, int count)
{
	int used[2][32] = {{0}}, parity[2][64];
	for (int d = 0; d < 64; d++)
		parity[0][d] = parity[1][d] = -1;
	if (count != n)
		return false;
	for (int k = 0; k < count; k++) {
		int r = options[k] / n, c = options[k] % n, diag[2] = {r + c, r - c + n - 1};
		if (used[0][r]++ || used[1][c]++)
			return false;
		for (int t = 0; t < 2; t++) {
			if (parity[t][diag[t]] >= 0 && parity[t][diag[t]] != r % 2)
				return false;
			parity[t][diag[t]] = r % 2;
		}
	}
	return true;
}

struct coloured_listing {
	int n, count;
	bool all_valid;
};

static int check_coloured(void *user, const int *options, int count)
{
	struct coloured_listing *l = user;
	l->all_valid = l->all_valid && is_coloured_cover(l->n, options, count);
	l->count++;
	return 0;
}

Test(dlx_zdd, takes_colours_as_the_search_does)
{
	for (int n = 4; n <= 7; n++) {
		struct dlx_problem *pb = queens_problem(n, true);
		struct dlx_stats stats;
		cr_assert_eq(dlx_search(pb, NULL, &stats), 0);
		struct dlx_zdd *zdd = NULL;
		cr_assert_eq(dlx_zdd_build(pb, 0, &zdd), 0);
		struct coloured_listing l = {.n = n, .all_valid = true};
		cr_assert_eq(dlx_zdd_enumerate(zdd, check_coloured, &l), 0);
		cr_expect_eq((uint64_t)l.count, stats.solutions, "%d queens: %d listed, %llu searched", n,
		             l.count, (unsigned long long)stats.solutions);
		cr_expect(l.all_valid, "%d queens: every listed solution obeys the colours", n);
		dlx_zdd_destroy(zdd);
		dlx_problem_destroy(pb);
	}
}

/* Which of the listed solutions each sample is. */
struct tally {
	const struct listing *list;
	long hits[MAX_SOLUTIONS];
	bool all_listed;
};

static int tally_sample(void *user, const int *options, int count)
{
	struct tally *t = user;
	unsigned char mark[256] = {0};
	for (int k = 0; k < count; k++)
		mark[options[k]] = 1;
	for (int s = 0; s < t->list->count; s++)
		if (memcmp(mark, t->list->chosen[s], sizeof mark) == 0) {
			t->hits[s]++;
			return 0;
		}
	t->all_listed = false;
	return 0;
}

Test(dlx_zdd, samples_every_solution_alike)
{
	static struct listing l;
	static struct tally t;
	l = (struct listing){.n = 7, .all_covers = true};
	struct dlx_zdd *zdd = queens_zdd(7);
	cr_assert_eq(dlx_zdd_enumerate(zdd, collect, &l), 0);
	cr_assert_eq(l.count, 40);
	t = (struct tally){.list = &l, .all_listed = true};
	const long samples = 40000; /* 1000 a solution expected */
	cr_assert_eq(dlx_zdd_sample(zdd, (uint64_t)samples, 12345, tally_sample, &t), 0);
	cr_expect(t.all_listed);
	double expected = (double)samples / l.count, chi2 = 0;
	for (int s = 0; s < l.count; s++)
		chi2 += (t.hits[s] - expected) * (t.hits[s] - expected) / expected;
	/*
	 * 39 degrees of freedom: P(chi2 > 96.6) is about 1e-6 (Wilson and
	 * Hilferty's cube-root approximation, z = 4.75), so a fair sampler
	 * fails this once in a million seeds; a sampler that favours some
	 * solutions by 10% lands near 39 + 40 * 100 * 0.01 / 2 and above.
	 */
	cr_expect_lt(chi2, 96.6, "chi-square %.1f", chi2);
	dlx_zdd_destroy(zdd);
}

static int keep_first(void *user, const int *options, int count)
{
	int *first = user;
	for (int k = 0; k < count && k < MAX_CHOSEN; k++)
		first[k] = options[k];
	return 1; /* one is enough */
}

Test(dlx_zdd, the_same_seed_draws_the_same_samples)
{
	struct dlx_zdd *zdd = queens_zdd(8);
	int a[MAX_CHOSEN] = {0}, b[MAX_CHOSEN] = {0};
	cr_assert_eq(dlx_zdd_sample(zdd, 1, 99, keep_first, a), 0);
	cr_assert_eq(dlx_zdd_sample(zdd, 1, 99, keep_first, b), 0);
	cr_expect_eq(memcmp(a, b, sizeof a), 0);
	cr_expect(is_queens_cover(8, a, 8));
	dlx_zdd_destroy(zdd);
}

/* 70 items, each with two options of its own: 2^70 solutions in 140 branch nodes. */
static struct dlx_problem *pairs_problem(int items)
{
	struct dlx_problem *pb = dlx_problem_create(items, 0);
	cr_assert_not_null(pb);
	for (int x = 0; x < items; x++)
		for (int twice = 0; twice < 2; twice++)
			cr_assert_geq(dlx_add_option(pb, &x, NULL, 1), 0);
	return pb;
}

static int count_calls(void *user, const int *options, int count)
{
	long *calls = user;
	(void)options;
	cr_expect_eq(count, 70, "a sample takes one option of every item");
	++*calls;
	return 0;
}

Test(dlx_zdd, counts_past_two_to_the_64)
{
	struct dlx_problem *pb = pairs_problem(70);
	struct dlx_zdd *zdd = NULL;
	cr_assert_eq(dlx_zdd_build(pb, 0, &zdd), 0);
	/* 2^70, by hand: 2^10 = 1024 and 1024^7 = 1180591620717411303424 */
	expect_count(zdd, "1180591620717411303424");
	cr_expect_eq(dlx_zdd_node_count(zdd), 2 * 70 + 2, "each state met once: two nodes an item");
	long calls = 0;
	cr_expect_eq(dlx_zdd_sample(zdd, 5, 1, count_calls, &calls), 0);
	cr_expect_eq(calls, 5);
	dlx_zdd_destroy(zdd);
	dlx_problem_destroy(pb);
}

Test(dlx_zdd, refuses_item_bounds)
{
	struct dlx_problem *pb = pairs_problem(2);
	cr_assert_eq(dlx_set_bounds(pb, 0, 1, 2), 0);
	struct dlx_zdd *zdd = NULL;
	cr_expect_eq(dlx_zdd_build(pb, 0, &zdd), DLX_EBOUNDS);
	cr_expect_null(zdd);
	dlx_problem_destroy(pb);
}
