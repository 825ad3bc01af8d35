/*
 * test_dlx_bits_jobs.c - the search on bitsets in parts: below a prefix
 * (dlx_search_prefix), over a list of parts (dlx_search_parts, one part of
 * N), and with threads (options->jobs). Known answers: the solutions and
 * nodes Knuth's DLX1 printed (data/exact-cover/knuth-counts.txt), which
 * the parts and the threads must add up to exactly; random problems
 * against brute force; every solution once, as the links search finds
 * them; and what bits refuses, refused before any thread starts.
 */
#include "dlx.h"
#include "knuth_records.h"
#include "queens.h"
#include "random_problems.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

static struct dlx_search_options bits_options(int jobs)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.algorithm = DLX_ALGORITHM_BITS;
	opt.jobs = jobs;
	return opt;
}

/* The bundled instances DLX1 ran: "dlx1 < NAME.dlx" (knuth-counts.txt). */
static const struct {
	const char *name;
	uint64_t solutions, nodes;
} dlx1[] = {
	{"queens-8", 92, 1199},      {"queens-9", 352, 4663},       {"queens-10", 724, 16448},
	{"queens-11", 2680, 69528},  {"langford-7", 52, 607},       {"langford-8", 300, 2789},
	{"langford-10", 0, 60790},   {"pentomino-3x20", 8, 32892},  {"sudoku-17clue-1", 1, 1040},
};

Test(dlx_bits_jobs, threads_give_dlx1_solutions_and_nodes)
{
	for (size_t k = 0; k < sizeof dlx1 / sizeof dlx1[0]; k++) {
		struct dlx_format *format = load(dlx1[k].name);
		struct dlx_problem *pb = dlx_format_problem(format);
		for (int jobs = 1; jobs <= 3; jobs++) {
			struct dlx_search_options opt = bits_options(jobs);
			struct dlx_stats stats;
			cr_assert_eq(dlx_search(pb, &opt, &stats), 0, "%s", dlx1[k].name);
			cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
			cr_assert_eq(stats.solutions, dlx1[k].solutions, "%s, -j %d", dlx1[k].name, jobs);
			cr_assert_eq(stats.nodes, dlx1[k].nodes, "%s, -j %d: DLX1's nodes", dlx1[k].name, jobs);
		}
		cr_assert_eq(dlx_problem_check(pb), 0, "the problem as it was");
		dlx_format_destroy(format);
	}
}

/* Solutions as sorted lists of option numbers, one a row of `width`, -1 after the end. */
struct found {
	int *rows;
	size_t count, room;
	int width;
};

static int keep(void *user, const int *options, int count)
{
	struct found *f = user;
	if (f->count == f->room) {
		f->room = f->room ? 2 * f->room : 64;
		f->rows = realloc(f->rows, f->room * (size_t)f->width * sizeof *f->rows);
		cr_assert_not_null(f->rows);
	}
	int *row = f->rows + f->count++ * (size_t)f->width;
	cr_assert_lt(count, f->width);
	for (int k = 0; k < f->width; k++)
		row[k] = k < count ? options[k] : -1;
	for (int a = 1; a < count; a++) /* insertion sort: a solution is short */
		for (int b = a; b > 0 && row[b - 1] > row[b]; b--) {
			int t = row[b];
			row[b] = row[b - 1];
			row[b - 1] = t;
		}
	return 0;
}

static int width_of_rows;

static int compare_rows(const void *a, const void *b)
{
	return memcmp(a, b, (size_t)width_of_rows * sizeof(int));
}

/* Every solution of pb found with `opt`, sorted. */
static struct found solutions_of(struct dlx_problem *pb, struct dlx_search_options opt)
{
	struct found f = {.width = dlx_primary_count(pb) + 1};
	opt.on_solution = keep;
	opt.user = &f;
	cr_assert_eq(dlx_search(pb, &opt, NULL), 0);
	width_of_rows = f.width;
	if (f.count)
		qsort(f.rows, f.count, (size_t)f.width * sizeof *f.rows, compare_rows);
	return f;
}

Test(dlx_bits_jobs, threads_report_every_solution_once)
{
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	struct dlx_search_options links;
	dlx_search_options_init(&links);
	struct found want = solutions_of(pb, links);
	cr_assert_eq(want.count, 92, "OEIS A000170");
	for (int jobs = 2; jobs <= 3; jobs++) {
		struct found got = solutions_of(pb, bits_options(jobs));
		cr_assert_eq(got.count, want.count);
		cr_assert_eq(memcmp(got.rows, want.rows, want.count * (size_t)want.width * sizeof(int)), 0,
		             "-j %d: the links search's solutions", jobs);
		free(got.rows);
	}
	free(want.rows);
	dlx_problem_destroy(pb);
}

/* A random problem (random_problems.h, every other one with colours) as the engine's. */
static struct dlx_problem *build(const struct random_problem *rp)
{
	struct dlx_problem *pb = dlx_problem_create(rp->primary, rp->secondary);
	cr_assert_not_null(pb);
	for (int o = 0; o < rp->options; o++)
		cr_assert_geq(dlx_add_option(pb, rp->item[o], rp->color[o], rp->size[o]), 0);
	return pb;
}

Test(dlx_bits_jobs, parts_and_threads_count_random_problems_as_brute_force)
{
	uint64_t seed = 0x5eed0b175ull;
	for (int trial = 0; trial < 300; trial++) {
		struct random_problem rp;
		make_random(&rp, &seed, trial % 2);
		struct dlx_problem *pb = build(&rp);
		uint64_t want = brute_force(&rp);
		for (int jobs = 2; jobs <= 3; jobs++) {
			struct dlx_search_options opt = bits_options(jobs);
			struct dlx_stats stats;
			cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
			cr_assert_eq(stats.solutions, want, "trial %d, -j %d", trial, jobs);
		}
		/* a list at each depth, searched part by part: the parts add up */
		struct dlx_stats one;
		struct dlx_search_options opt = bits_options(1);
		cr_assert_eq(dlx_search(pb, &opt, &one), 0);
		for (int depth = 0; depth <= 3; depth++) {
			struct dlx_parts *parts = dlx_parts_create();
			cr_assert_eq(dlx_parts_algorithm(parts, DLX_ALGORITHM_BITS), 0);
			cr_assert_eq(dlx_parts_walk(parts, pb, depth), 0);
			uint64_t solutions = 0, nodes;
			dlx_parts_depth(parts, &nodes);
			for (int k = 0; k < dlx_parts_count(parts); k++) {
				const int *prefix;
				int count = dlx_parts_prefix(parts, k, &prefix);
				struct dlx_stats st;
				cr_assert_eq(dlx_search_prefix(pb, prefix, count, &opt, &st), 0);
				solutions += st.solutions;
				nodes += st.nodes;
			}
			cr_assert_eq(solutions, want, "trial %d, depth %d", trial, depth);
			cr_assert_eq(nodes, one.nodes, "trial %d, depth %d: the walk and the parts' nodes",
			             trial, depth);
			dlx_parts_destroy(parts);
		}
		cr_assert_eq(dlx_problem_check(pb), 0);
		dlx_problem_destroy(pb);
	}
}

Test(dlx_bits_jobs, one_part_of_n_adds_up)
{
	/* dlx1 < langford-8.dlx: 300 solutions, 2789 nodes (knuth-counts.txt) */
	struct dlx_format *format = load("langford-8");
	struct dlx_problem *pb = dlx_format_problem(format);
	uint64_t solutions = 0, nodes = 0;
	for (int part = 1; part <= 3; part++) {
		struct dlx_parts *parts = dlx_parts_create();
		cr_assert_eq(dlx_parts_algorithm(parts, DLX_ALGORITHM_BITS), 0);
		cr_assert_eq(dlx_parts_balance(parts, pb, 2), 0);
		cr_assert_geq(dlx_parts_count(parts), 2 * 20, "twenty parts a thread: they go whole");
		uint64_t above;
		dlx_parts_depth(parts, &above);
		if (part == 1)
			nodes += above;
		cr_assert_eq(dlx_parts_keep(parts, part, 3), 0);
		struct dlx_search_options opt = bits_options(2);
		struct dlx_stats stats;
		cr_assert_geq(dlx_search_parts(pb, parts, &opt, &stats, NULL), 1);
		solutions += stats.solutions;
		nodes += stats.nodes - above;
		dlx_parts_destroy(parts);
	}
	cr_assert_eq(solutions, 300);
	cr_assert_eq(nodes, 2789);
	dlx_format_destroy(format);
}

Test(dlx_bits_jobs, refuses_before_any_thread_starts)
{
	struct dlx_problem *pb = queens_problem(6, false);
	cr_assert_not_null(pb);
	struct dlx_search_options opt = bits_options(2);
	struct dlx_stats stats;
	opt.order = DLX_ORDER_FIRST;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "an order bits lacks");
	struct dlx_parts *parts = dlx_parts_create();
	cr_assert_eq(dlx_parts_walk(parts, pb, 1), 0);
	cr_assert_eq(dlx_search_parts(pb, parts, &opt, &stats, NULL), DLX_EINVAL,
	             "an order bits lacks, in parts");
	dlx_problem_destroy(pb);
	opt = bits_options(2);

	pb = queens_problem(6, false);
	cr_assert_not_null(pb);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 2), 0);
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EBOUNDS, "bounds");
	int prefix[1] = {0};
	cr_assert_eq(dlx_search_prefix(pb, prefix, 1, &opt, &stats), DLX_EBOUNDS, "bounds, a prefix");
	dlx_problem_destroy(pb);

	pb = dlx_problem_create(DLX_BITS_MAX_ITEMS + 1, 0);
	cr_assert_not_null(pb);
	int item = 0;
	cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), 0);
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_ERANGE, "items");
	cr_assert_eq(dlx_search_parts(pb, parts, &opt, &stats, NULL), DLX_ERANGE, "items, in parts");
	dlx_problem_destroy(pb);
	dlx_parts_destroy(parts);

	pb = queens_problem(6, false);
	cr_assert_not_null(pb);
	struct dlx_best *best = dlx_best_create(1);
	struct dlx_share *pool = dlx_share_create();
	cr_assert(best && pool);
	cr_assert_eq(dlx_search_best(pb, best, &opt, NULL), DLX_EINVAL, "the k best");
	cr_assert_eq(dlx_search_best_prefix(pb, prefix, 1, best, &opt, NULL), DLX_EINVAL);
	cr_assert_eq(dlx_search_shared(pb, pool, &opt, NULL), DLX_EINVAL, "a pool: bits has no poll");
	/* queens_problem: option 6r + c puts a queen on row r, column c */
	cr_assert_eq(dlx_search_prefix(pb, (const int[]){0, 1}, 2, &opt, NULL), DLX_ECONFLICT,
	             "two queens on row 0");
	cr_assert_eq(dlx_search_prefix(pb, (const int[]){0, 7}, 2, &opt, NULL), DLX_ECONFLICT,
	             "two queens on one diagonal");
	cr_assert_eq(dlx_search_prefix(pb, (const int[]){36}, 1, &opt, NULL), DLX_EOPTION);
	cr_assert_eq(dlx_search_prefix(pb, (const int[]){-1}, 1, &opt, NULL), DLX_EOPTION);
	opt.algorithm = DLX_ALGORITHM_CELLS;
	cr_assert_eq(dlx_search_prefix(pb, prefix, 1, &opt, NULL), DLX_EINVAL, "the cells: no parts");
	dlx_share_destroy(pool);
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}
