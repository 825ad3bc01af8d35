/*
 * cells_tests.h - what the tests of the two searches on dancing cells
 * share (test_dlx_cells.c, test_dlx_cells_bounds.c, test_dlx_binary.c):
 * Knuth's example, the collection of reported solutions as masks, and the
 * comparison of a search's solutions with brute force's. Static functions with
 * Criterion's asserts: include it after criterion.h, in one test file each.
 */
#ifndef TESTS_CELLS_TESTS_H
#define TESTS_CELLS_TESTS_H

#include "dlx.h"

#include <criterion/criterion.h>
#include <stdint.h>
#include <stdlib.h>

/* TAOCP 7.2.2.1 (5): items a..g, one solution, {a d f}, {b g}, {c e}. */
static struct dlx_problem *knuth_example(void)
{
	static const int options[6][3] = {{2, 4}, {0, 3, 6}, {1, 2, 5}, {0, 3, 5}, {1, 6}, {3, 4, 6}};
	static const int sizes[6] = {2, 3, 3, 3, 2, 3};
	struct dlx_problem *pb = dlx_problem_create(7, 0);
	cr_assert_not_null(pb);
	for (int o = 0; o < 6; o++)
		cr_assert_eq(dlx_add_option(pb, options[o], NULL, sizes[o]), o);
	return pb;
}

/* The solutions a search reports, as masks of option numbers. */
struct collected {
	unsigned *masks;
	uint64_t count;
};

static int collect(void *user, const int *options, int count)
{
	struct collected *c = user;
	unsigned mask = 0;
	for (int k = 0; k < count; k++) {
		cr_assert(!(mask >> options[k] & 1u), "option %d reported twice", options[k]);
		mask |= 1u << options[k];
	}
	c->masks[c->count++] = mask;
	return 0;
}

static int by_value(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;
	return (x > y) - (x < y);
}

/* The options of the cells search, else the defaults. */
static inline struct dlx_search_options cells_options(void)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.algorithm = DLX_ALGORITHM_CELLS;
	return opt;
}

/* The solutions of a search with options `opt` (its callback set here), sorted into masks[]; their number. */
static inline uint64_t solutions_with(struct dlx_problem *pb, struct dlx_search_options opt,
                                      unsigned *masks)
{
	struct collected c = {masks, 0};
	opt.on_solution = collect;
	opt.user = &c;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.solutions, c.count);
	qsort(masks, (size_t)c.count, sizeof *masks, by_value);
	return c.count;
}

/* The solutions of `algorithm`, sorted into masks[]; their number. */
static inline uint64_t solutions_of(struct dlx_problem *pb, enum dlx_algorithm algorithm,
                                    unsigned *masks)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.algorithm = algorithm;
	return solutions_with(pb, opt, masks);
}

/*
 * A progress callback that holds each call to what dlx.h promises (a
 * share strictly between 0 and 1, each position below its branches) and
 * counts the calls in *(int *)user.
 */
static inline int count_progress(void *user, const struct dlx_stats *stats, int level,
                                 const int *position, const int *branches)
{
	cr_assert(stats->explored > 0 && stats->explored < 1, "explored %g", stats->explored);
	for (int l = 0; l < level; l++)
		cr_assert(position[l] >= 0 && position[l] < branches[l], "level %d: %d of %d", l,
		          position[l], branches[l]);
	++*(int *)user;
	return 0;
}

/*
 * The cells search and the links search find the n solutions in want[]
 * (sorted), no more; got[] has room for as many as brute force may find.
 */
static inline void expect_brute_force(struct dlx_problem *pb, const unsigned *want, uint64_t n,
                                      unsigned *got, int round)
{
	static const enum dlx_algorithm algorithms[] = {DLX_ALGORITHM_CELLS, DLX_ALGORITHM_LINKS};
	for (int a = 0; a < 2; a++) {
		cr_assert_eq(solutions_of(pb, algorithms[a], got), n, "round %d, algorithm %d", round, a);
		for (uint64_t k = 0; k < n; k++)
			cr_assert_eq(got[k], want[k], "round %d, algorithm %d: solution %llu", round, a,
			             (unsigned long long)k);
	}
}

#endif
