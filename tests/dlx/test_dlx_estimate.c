/*
 * test_dlx_estimate.c - the estimate of a search tree (dlx_estimate), by
 * Knuth's paths and by particles. The true figures come from a
 * brute-force recursive search written here, on the options as
 * dlx_option_items reads them back, with the fast loop's item choice
 * (fewest options, the lowest item number on ties), checked against
 * Knuth's DLX1 node counts recorded in data/exact-cover/knuth-counts.txt
 * and against OEIS A000170's solutions. Many probes must land within four
 * standard errors of them, by either method.
 */
#include "dlx.h"
#include "dlx_format.h"
#include "queens.h"
#include "estimate/tree.h"
#include "util/random.h"
#include "x/choose.h"

#include <criterion/criterion.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

#define MAX_OPTIONS 128
#define MAX_ITEMS 64
#define MAX_SIZE 8

/* The problem as plain arrays, and the items in use: -1 free, 0 taken, c > 0 colour c. */
struct brute {
	int primary, items, options;
	int size[MAX_OPTIONS], item[MAX_OPTIONS][MAX_SIZE], color[MAX_OPTIONS][MAX_SIZE];
	int used[MAX_ITEMS];
	uint64_t nodes, solutions;
};

static void brute_load(struct brute *b, const struct dlx_problem *pb)
{
	*b = (struct brute){.primary = dlx_primary_count(pb), .options = dlx_option_count(pb)};
	b->items = b->primary + dlx_secondary_count(pb);
	cr_assert_leq(b->items, MAX_ITEMS);
	cr_assert_leq(b->options, MAX_OPTIONS);
	for (int o = 0; o < b->options; o++) {
		b->size[o] = dlx_option_items(pb, o, b->item[o], b->color[o], MAX_SIZE);
		cr_assert_leq(b->size[o], MAX_SIZE);
	}
	for (int x = 0; x < b->items; x++)
		b->used[x] = -1;
}

/* Whether option o can join the items in use: each item free, or purified for its colour. */
static bool fits(const struct brute *b, int o)
{
	for (int k = 0; k < b->size[o]; k++) {
		int x = b->item[o][k], c = b->color[o][k];
		if (b->used[x] != -1 && !(c > 0 && b->used[x] == c))
			return false;
	}
	return true;
}

static bool holds(const struct brute *b, int o, int x)
{
	for (int k = 0; k < b->size[o]; k++)
		if (b->item[o][k] == x)
			return true;
	return false;
}

/* The free primary item with the fewest options that fit, the lowest on ties; -1 if none. */
static int fewest(const struct brute *b)
{
	int best = -1, best_count = INT_MAX;
	for (int x = 0; x < b->primary; x++) {
		if (b->used[x] != -1)
			continue;
		int count = 0;
		for (int o = 0; o < b->options; o++)
			count += holds(b, o, x) && fits(b, o);
		if (count < best_count) {
			best = x;
			best_count = count;
		}
	}
	return best;
}

/* Counts the nodes (each entry, solutions included) and solutions below the state. */
static void brute_walk(struct brute *b)
{
	b->nodes++;
	int x = fewest(b);
	if (x < 0) {
		b->solutions++;
		return;
	}
	for (int o = 0; o < b->options; o++) {
		if (!holds(b, o, x) || !fits(b, o))
			continue;
		bool taken[MAX_SIZE];
		for (int k = 0; k < b->size[o]; k++) {
			int item = b->item[o][k];
			taken[k] = b->used[item] == -1;
			if (taken[k])
				b->used[item] = b->color[o][k];
		}
		brute_walk(b);
		for (int k = 0; k < b->size[o]; k++)
			if (taken[k])
				b->used[b->item[o][k]] = -1;
	}
}

static struct brute brute_count(const struct dlx_problem *pb)
{
	struct brute b;
	brute_load(&b, pb);
	brute_walk(&b);
	return b;
}

static struct dlx_estimate_result estimate_by(struct dlx_problem *pb, uint64_t probes,
                                              uint64_t seed, enum dlx_estimate_method method)
{
	struct dlx_estimate_options opt;
	dlx_estimate_options_init(&opt);
	opt.probes = probes;
	opt.seed = seed;
	opt.method = method;
	struct dlx_estimate_result r;
	cr_assert_eq(dlx_estimate(pb, &opt, &r), 0);
	cr_assert_eq(dlx_problem_check(pb), 0, "the probes left the matrix changed");
	return r;
}

/* The default method: particles. */
static struct dlx_estimate_result estimate(struct dlx_problem *pb, uint64_t probes, uint64_t seed)
{
	return estimate_by(pb, probes, seed, DLX_ESTIMATE_PARTICLES);
}

/* The nodes dlx_search enters without a memo: the figure the estimate aims at. */
static uint64_t search_nodes(struct dlx_problem *pb)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.memo_bytes = 0;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	return stats.nodes;
}

/*
 * An estimate within four standard errors of the truth, and with some
 * spread; or, for particles, which can cover a small tree whole, no spread
 * and the truth itself.
 */
static void expect_near(double value, double error, double truth, const char *what)
{
	if (error == 0 && value == truth)
		return;
	cr_expect_gt(error, 0, "%s: no spread", what);
	cr_expect_leq(fabs(value - truth), 4 * error, "%s: %g +- %g, truth %g", what, value, error,
	              truth);
}

/* Both methods' estimates against the truth; paths must show spread. */
static void expect_both_near(struct dlx_problem *pb, uint64_t probes, uint64_t seed, double nodes,
                             double solutions)
{
	struct dlx_estimate_result paths = estimate_by(pb, probes, seed, DLX_ESTIMATE_PATHS);
	cr_expect_gt(paths.nodes_error, 0, "paths: no spread");
	expect_near(paths.nodes, paths.nodes_error, nodes, "paths' nodes");
	expect_near(paths.solutions, paths.solutions_error, solutions, "paths' solutions");
	cr_expect_geq(paths.probe_nodes, probes, "every path enters the root");
	struct dlx_estimate_result particles = estimate(pb, probes, seed);
	expect_near(particles.nodes, particles.nodes_error, nodes, "particles' nodes");
	expect_near(particles.solutions, particles.solutions_error, solutions, "particles' solutions");
}

/* n queens: the brute force against Knuth's DLX1 node count, then the estimates against both. */
static void check_queens(int n, uint64_t dlx1_nodes, uint64_t solutions)
{
	struct dlx_problem *pb = queens_problem(n, false);
	cr_assert_not_null(pb);
	struct brute b = brute_count(pb);
	cr_assert_eq(b.nodes, dlx1_nodes, "brute force %llu nodes", (unsigned long long)b.nodes);
	cr_assert_eq(b.solutions, solutions);
	cr_assert_eq(search_nodes(pb), dlx1_nodes);
	expect_both_near(pb, 200000, 1, (double)dlx1_nodes, (double)solutions);
	struct dlx_estimate_result r = estimate_by(pb, 200000, 1, DLX_ESTIMATE_PATHS);
	cr_expect_geq(r.probe_nodes, 200000 * 2, "every path enters the root and below");
	dlx_problem_destroy(pb);
}

Test(estimate, six_queens_within_four_errors_of_dlx1)
{
	check_queens(6, 111, 4); /* dlx1 < queens-6.dlx: 111 nodes */
}

Test(estimate, eight_queens_within_four_errors_of_dlx1)
{
	check_queens(8, 1199, 92); /* dlx1 < queens-8.dlx: 1199 nodes */
}

Test(estimate, colours_within_four_errors_of_brute_force)
{
	struct dlx_problem *pb = queens_problem(6, true);
	cr_assert_not_null(pb);
	struct brute b = brute_count(pb);
	cr_assert_gt(b.solutions, 4, "colours let more queens share diagonals");
	cr_assert_eq(search_nodes(pb), b.nodes);
	expect_both_near(pb, 200000, 2, (double)b.nodes, (double)b.solutions);
	dlx_problem_destroy(pb);
}

Test(estimate, shuffled_problem_follows_the_shuffled_search)
{
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	cr_assert_eq(dlx_problem_shuffle(pb, 5), 0);
	uint64_t nodes = search_nodes(pb);
	expect_both_near(pb, 200000, 3, (double)nodes, 92);
	dlx_problem_destroy(pb);
}

/*
 * A 17-clue Sudoku: 324 primary items, where the fast loop keeps its tally
 * of dead items and ends a node at any item left without options, even
 * where the scan would stop first at a forced move. Its tree has 1040
 * nodes, DLX1's count too (data/exact-cover/knuth-counts.txt); a probe
 * that followed the scan alone would estimate about 1280.
 */
/* data/exact-cover/NAME read, in a format to destroy when done. */
static struct dlx_format *read_data(const char *name)
{
	char path[512];
	snprintf(path, sizeof path, "%s/../../data/exact-cover/%s", TEST_DATA_DIR, name);
	FILE *file = fopen(path, "rb");
	cr_assert_not_null(file, "%s", path);
	static char text[1 << 16];
	size_t length = fread(text, 1, sizeof text, file);
	fclose(file);
	cr_assert_lt(length, sizeof text);
	struct dlx_format *format = dlx_format_create(false);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_read(format, text, length, NULL, NULL, &error), 0);
	return format;
}

Test(estimate, many_items_follow_the_dead_item_tally)
{
	struct dlx_format *format = read_data("sudoku-17clue-1.dlx");
	struct dlx_problem *pb = dlx_format_problem(format);
	cr_assert_gt(dlx_primary_count(pb), 192, "enough items for the tally");
	cr_assert_eq(search_nodes(pb), 1040);
	expect_both_near(pb, 100000, 4, 1040, 1);
	dlx_format_destroy(format);
}

Test(estimate, required_option_estimates_what_is_left)
{
	struct dlx_problem *pb = queens_problem(6, false);
	cr_assert_not_null(pb);
	cr_assert_eq(dlx_require(pb, 1), 0); /* a queen at row 1, column 2 */
	uint64_t nodes = search_nodes(pb);
	/* of the four 6-queens solutions, exactly one has its first queen in column 2 */
	expect_both_near(pb, 100000, 5, (double)nodes, 1);
	cr_expect_eq(dlx_required_count(pb), 1);
	dlx_problem_destroy(pb);
}

Test(estimate, forced_chain_is_exact)
{
	/* three items, one option each: root, three forced levels, the last a solution */
	struct dlx_problem *pb = dlx_problem_create(3, 0);
	for (int x = 0; x < 3; x++)
		cr_assert_eq(dlx_add_option(pb, &x, NULL, 1), x);
	for (int method = DLX_ESTIMATE_PARTICLES; method <= DLX_ESTIMATE_PATHS; method++) {
		struct dlx_estimate_result r = estimate_by(pb, 50, 1, method);
		cr_expect_eq(r.nodes, 4);
		cr_expect_eq(r.nodes_error, 0);
		cr_expect_eq(r.solutions, 1);
		cr_expect_eq(r.solutions_error, 0);
		/* paths: four nodes each; particles: ten samples of one particle a level */
		cr_expect_eq(r.probe_nodes, method == DLX_ESTIMATE_PATHS ? 50 * 4 : 10 * 4);
	}
	dlx_problem_destroy(pb);
}

Test(estimate, no_solution_estimates_none)
{
	struct dlx_problem *pb = queens_problem(3, false); /* three queens cannot be placed */
	cr_assert_not_null(pb);
	struct brute b = brute_count(pb);
	cr_assert_eq(b.solutions, 0);
	for (int method = DLX_ESTIMATE_PARTICLES; method <= DLX_ESTIMATE_PATHS; method++) {
		struct dlx_estimate_result r = estimate_by(pb, 10000, 7, method);
		cr_expect_eq(r.solutions, 0);
		cr_expect_eq(r.solutions_error, 0);
		expect_near(r.nodes, r.nodes_error, (double)b.nodes, "nodes");
	}
	dlx_problem_destroy(pb);
}

Test(estimate, no_primary_item_is_one_solution_at_the_root)
{
	struct dlx_problem *pb = dlx_problem_create(0, 1);
	struct dlx_estimate_result r = estimate(pb, 3, 0);
	cr_expect_eq(r.nodes, 1);
	cr_expect_eq(r.solutions, 1);
	cr_expect_eq(r.probe_nodes, 3);
	dlx_problem_destroy(pb);
}

Test(estimate, same_seed_same_figures_other_seed_others)
{
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	struct dlx_estimate_result a = estimate(pb, 1000, 42), b = estimate(pb, 1000, 42),
	                           c = estimate(pb, 1000, 43);
	cr_expect_eq(a.nodes, b.nodes);
	cr_expect_eq(a.nodes_error, b.nodes_error);
	cr_expect_eq(a.solutions, b.solutions);
	cr_expect_eq(a.probe_nodes, b.probe_nodes);
	cr_expect_neq(a.nodes, c.nodes);
	dlx_problem_destroy(pb);
}

Test(estimate, one_probe_has_no_error)
{
	struct dlx_problem *pb = queens_problem(6, false);
	cr_assert_not_null(pb);
	struct dlx_estimate_result r = estimate(pb, 1, 9);
	cr_expect_geq(r.nodes, 1);
	cr_expect(isnan(r.nodes_error));
	cr_expect(isnan(r.solutions_error));
	dlx_problem_destroy(pb);
}

Test(estimate, refuses_bounds_and_bad_arguments)
{
	struct dlx_problem *pb = queens_problem(4, false);
	cr_assert_not_null(pb);
	struct dlx_estimate_options opt;
	dlx_estimate_options_init(&opt);
	cr_expect_eq(opt.probes, 1000);
	cr_expect_eq(opt.seed, 0);
	cr_expect_eq(opt.method, DLX_ESTIMATE_PARTICLES);
	struct dlx_estimate_result r;
	cr_expect_eq(dlx_estimate(NULL, &opt, &r), DLX_EINVAL);
	cr_expect_eq(dlx_estimate(pb, &opt, NULL), DLX_EINVAL);
	opt.probes = 0;
	cr_expect_eq(dlx_estimate(pb, &opt, &r), DLX_EINVAL);
	opt.probes = DLX_MAX_PROBES + UINT64_C(1);
	cr_expect_eq(dlx_estimate(pb, &opt, &r), DLX_EINVAL);
	opt.probes = 10;
	opt.method = (enum dlx_estimate_method)2;
	cr_expect_eq(dlx_estimate(pb, &opt, &r), DLX_EINVAL, "no such method");
	cr_expect_eq(dlx_estimate(pb, NULL, &r), 0, "NULL options: the defaults");
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 1), 0);
	cr_expect_eq(dlx_estimate(pb, NULL, &r), DLX_EBOUNDS);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

/* ---- Particles (particles.c) on the bits and on the lists ---- */

/* The tree of `pb` on the bits (bits built) or on the lists (sparse built). */
static struct tree tree_of(struct dlx_problem *pb, struct bits *bits, struct sparse *sparse)
{
	struct tree t = {.pb = pb, .track = tracks_dead(pb) || cuts_dead_ends(pb)};
	if (bits) {
		cr_assert_eq(bits_build(bits, pb), 0);
		t.bits = bits;
	} else {
		cr_assert_eq(sparse_build(sparse, pb), 0);
		t.sparse = sparse;
	}
	return t;
}

/* The same seed gives the same samples on the bits and on the lists: one tree, one order. */
static void expect_bits_and_lists_agree(struct dlx_problem *pb)
{
	struct bits bits = {0};
	struct sparse sparse = {0};
	struct tree on_bits = tree_of(pb, &bits, NULL), on_lists = tree_of(pb, NULL, &sparse);
	const uint32_t particles[] = {1, 2, 7, 100, 1000};
	for (size_t k = 0; k < sizeof particles / sizeof *particles; k++) {
		struct rng a, b;
		rng_seed(&a, 40 + k);
		rng_seed(&b, 40 + k);
		struct sample x, y;
		uint64_t entered_x = 0, entered_y = 0;
		cr_assert_eq(particles_sample(&on_bits, particles[k], &a, &x, &entered_x), 0);
		cr_assert_eq(particles_sample(&on_lists, particles[k], &b, &y, &entered_y), 0);
		cr_expect_eq(x.nodes, y.nodes, "%u particles: %g nodes on the bits, %g on the lists",
		             particles[k], x.nodes, y.nodes);
		cr_expect_eq(x.solutions, y.solutions);
		cr_expect_eq(entered_x, entered_y);
	}
	bits_free(&bits);
	sparse_free(&sparse);
	cr_expect_eq(dlx_problem_check(pb), 0);
}

Test(particles, bits_and_lists_agree)
{
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	expect_bits_and_lists_agree(pb);
	cr_assert_eq(dlx_require(pb, 3), 0);
	expect_bits_and_lists_agree(pb);
	dlx_problem_destroy(pb);
	pb = queens_problem(6, true);
	cr_assert_not_null(pb);
	expect_bits_and_lists_agree(pb); /* colours: purify's options stay */
	dlx_problem_destroy(pb);
	struct dlx_format *format = read_data("sudoku-17clue-1.dlx"); /* the dead-item tally */
	expect_bits_and_lists_agree(dlx_format_problem(format));
	dlx_format_destroy(format);
	format = read_data("langford-9.dlx"); /* no secondary item */
	expect_bits_and_lists_agree(dlx_format_problem(format));
	dlx_format_destroy(format);
}

/*
 * Small samples, where the resampling does the most: the mean of many
 * independent samples of `particles` each must land within four standard
 * errors of the brute force's figures.
 */
static void expect_unbiased(struct tree *t, uint32_t particles, double nodes, double solutions)
{
	struct rng rng;
	rng_seed(&rng, 99);
	const int samples = 20000;
	double sum = 0, squares = 0, sum_solutions = 0, squares_solutions = 0;
	uint64_t entered = 0;
	for (int k = 0; k < samples; k++) {
		struct sample s;
		cr_assert_eq(particles_sample(t, particles, &rng, &s, &entered), 0);
		sum += s.nodes, squares += s.nodes * s.nodes;
		sum_solutions += s.solutions, squares_solutions += s.solutions * s.solutions;
	}
	double mean = sum / samples, error = sqrt((squares / samples - mean * mean) / (samples - 1));
	expect_near(mean, error, nodes, "nodes");
	mean = sum_solutions / samples;
	error = sqrt((squares_solutions / samples - mean * mean) / (samples - 1));
	expect_near(mean, error, solutions, "solutions");
}

Test(particles, small_samples_are_unbiased)
{
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	struct bits bits = {0};
	struct tree t = tree_of(pb, &bits, NULL);
	for (uint32_t particles = 1; particles <= 4; particles++)
		expect_unbiased(&t, particles, 1199, 92);
	bits_free(&bits);
	dlx_problem_destroy(pb);

	pb = queens_problem(6, true);
	cr_assert_not_null(pb);
	struct brute b = brute_count(pb);
	struct sparse sparse = {0};
	t = tree_of(pb, NULL, &sparse);
	expect_unbiased(&t, 3, (double)b.nodes, (double)b.solutions);
	sparse_free(&sparse);
	dlx_problem_destroy(pb);
}
