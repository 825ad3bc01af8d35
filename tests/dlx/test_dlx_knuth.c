/*
 * test_dlx_knuth.c - the reference loops (options.knuth_counts,
 * DLX_ORDER_FIRST and DLX_ORDER_SHARP): nodes, updates and mems equal to
 * what Knuth's DLX1, DLX2, DLX2-SHARP and (with item bounds) DLX3 and
 * DLX3-SHARP printed on the bundled instances, counts equal to brute force and
 * to the fast loop on random problems, the same tree as the fast loop where
 * both must walk one, limits and hooks, and the matrix restored every time.
 */
#include "dlx.h"
#include "queens.h"
#include "random_problems.h"
#include "dlx_format.h"

#include "knuth_records.h"

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

/* ---- Knuth's figures ---- */

/*
 * Each row: an instance, what Knuth's program printed on it (its stderr
 * line, copied into the comment), and the command that printed it. The
 * same records, with more instances, are in data/exact-cover/knuth-counts.txt.
 */
struct recorded {
	char name[32];
	uint64_t solutions, nodes, updates, mems;
	enum dlx_order order; /* searched with knuth_counts and this order */
};

static struct recorded recorded[] = {
	/* dlx1 < knuth-example.dlx:
	   Altogether 1 solution, 420+466 mems, 29 updates, 620 bytes, 6 nodes, ccost 9%. */
	{"knuth-example", 1, 6, 29, 466, DLX_ORDER_MRV},
	/* dlx1 < queens-6.dlx:
	   Altogether 4 solutions, 5624+28041 mems, 1973 updates, 4024 bytes, 111 nodes, ccost 4%. */
	{"queens-6", 4, 111, 1973, 28041, DLX_ORDER_MRV},
	/* dlx1 < langford-5.dlx:
	   Altogether 0 solutions, 2597+8595 mems, 551 updates, 2448 bytes, 39 nodes, ccost 7%. */
	{"langford-5", 0, 39, 551, 8595, DLX_ORDER_MRV},
	/* dlx1 < langford-7.dlx:
	   Altogether 52 solutions, 5938+130331 mems, 8339 updates, 4764 bytes, 607 nodes, ccost 7%. */
	{"langford-7", 52, 607, 8339, 130331, DLX_ORDER_MRV},
	/* dlx1 < sudoku-empty-4x4.dlx:
	   Altogether 288 solutions, 16593+371043 mems, 22545 updates, 7264 bytes, 2157 nodes,
	   ccost 19%. */
	{"sudoku-empty-4x4", 288, 2157, 22545, 371043, DLX_ORDER_MRV},
	/* dlx1 < sudoku-17clue-1.dlx (324 primary items):
	   Altogether 1 solution, 487442+515354 mems, 18415 updates, 58164 bytes, 1040 nodes,
	   ccost 51%. */
	{"sudoku-17clue-1", 1, 1040, 18415, 515354, DLX_ORDER_MRV},
	/* dlx2 < knuth-colors.dlx:
	   Altogether 1 solution, 363+340-24 mems, 20 updates, 3 cleansings, 504 bytes, 4 nodes,
	   ccost 5%. */
	{"knuth-colors", 1, 4, 20, 340, DLX_ORDER_MRV},
	/* dlx2 < word-squares.dlx:
	   Altogether 24 solutions, 50762+1020873-198208 mems, 68807 updates, 4248 cleansings,
	   27896 bytes, 657 nodes, ccost 0%. */
	{"word-squares", 24, 657, 68807, 1020873, DLX_ORDER_MRV},
	/* Item bounds: Algorithm M, the reference loop search_knuth_m.c. */
	/* dlx3 < motley-4-4.dlx:
	   Altogether 8 solutions, 19773+104672 mems, 7664 updates, 0 cleansings, 11080 bytes,
	   149 nodes, ccost 3%. */
	{"motley-4-4", 8, 149, 7664, 104672, DLX_ORDER_MRV},
	/* dlx3 < queendom-5-3.dlx:
	   Altogether 186 solutions, 12297+2163323 mems, 149345 updates, 0 cleansings, 7508 bytes,
	   5185 nodes, ccost 6%. */
	{"queendom-5-3", 186, 5185, 149345, 2163323, DLX_ORDER_MRV},
	/* dlx3 < redrect-3-4.dlx:
	   Altogether 2161 solutions, 13458+1834771 mems, 73816 updates, 0 cleansings, 8616 bytes,
	   23572 nodes, ccost 17%. */
	{"redrect-3-4", 2161, 23572, 73816, 1834771, DLX_ORDER_MRV},
	/* dlx3 < word-squares-bounded.dlx (bounds and colours):
	   Altogether 24 solutions, 85078+3633425 mems, 234890 updates, 10239 cleansings,
	   28540 bytes, 3825 nodes, ccost 5%. */
	{"word-squares-bounded", 24, 3825, 234890, 3633425, DLX_ORDER_MRV},
	/*
	 * DLX_ORDER_SHARP: Knuth's DLX2-SHARP and DLX3-SHARP (dlx2.w and dlx3.w
	 * with his dlx2-sharp.ch and dlx3-sharp.ch), on the instances whose names
	 * start with '#' (data/exact-cover/sharp-instances.sh made them).
	 */
	/* dlx2-sharp < queens-8-sharp.dlx:
	   Altogether 92 solutions, 11620+307233-35452 mems, 21413 updates, 0 cleansings,
	   6656 bytes, 1201 nodes, ccost 6%. */
	{"queens-8-sharp", 92, 1201, 21413, 307233, DLX_ORDER_SHARP},
	/* dlx2-sharp < langford-7-sharp.dlx:
	   Altogether 52 solutions, 6269+140714-0 mems, 8913 updates, 0 cleansings, 4764 bytes,
	   629 nodes, ccost 8%. */
	{"langford-7-sharp", 52, 629, 8913, 140714, DLX_ORDER_SHARP},
	/* dlx2-sharp < queens-8.dlx (no '#'): DLX2's nodes and updates, more mems.
	   Altogether 92 solutions, 11474+308143-35364 mems, 21375 updates, 0 cleansings,
	   6656 bytes, 1199 nodes, ccost 6%. */
	{"queens-8", 92, 1199, 21375, 308143, DLX_ORDER_SHARP},
	/* dlx3-sharp < motley-4-4-sharp.dlx:
	   Altogether 8 solutions, 19987+322874 mems, 23715 updates, 0 cleansings, 11080 bytes,
	   383 nodes, ccost 3%. */
	{"motley-4-4-sharp", 8, 383, 23715, 322874, DLX_ORDER_SHARP},
	/* dlx3-sharp < queendom-5-3-sharp.dlx:
	   Altogether 186 solutions, 12351+1015359 mems, 45098 updates, 0 cleansings, 7508 bytes,
	   6381 nodes, ccost 19%. */
	{"queendom-5-3-sharp", 186, 6381, 45098, 1015359, DLX_ORDER_SHARP},
};

/* Searches pb with `opt` and compares the figures with *want; the matrix must come back. */
static struct dlx_stats expect_figures(struct dlx_problem *pb, const struct dlx_search_options *opt,
                                       const struct recorded *want)
{
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, opt, &stats), 0);
	cr_expect_eq(stats.solutions, want->solutions, "%s solutions", want->name);
	cr_expect_eq(stats.nodes, want->nodes, "%s nodes", want->name);
	cr_expect_eq(stats.updates, want->updates, "%s updates", want->name);
	cr_expect_eq(stats.mems, want->mems, "%s mems", want->name);
	cr_expect_eq(stats.stop, DLX_STOP_EXHAUSTED);
	cr_expect_eq(dlx_problem_check(pb), 0, "%s: matrix not restored", want->name);
	return stats;
}

ParameterizedTestParameters(dlx_knuth, counts_as_knuths_programs)
{
	return cr_make_param_array(struct recorded, recorded, sizeof recorded / sizeof recorded[0]);
}

ParameterizedTest(struct recorded *want, dlx_knuth, counts_as_knuths_programs)
{
	struct dlx_format *format = load(want->name);
	struct dlx_problem *pb = dlx_format_problem(format);
	struct dlx_search_options opt = knuth_options();
	opt.order = want->order;
	struct dlx_stats stats = expect_figures(pb, &opt, want);
	/* a second search starts from the matrix the first left: the same figures */
	struct dlx_stats again;
	cr_assert_eq(dlx_search(pb, &opt, &again), 0);
	cr_expect_eq(again.mems, stats.mems);
	cr_expect_eq(again.nodes, stats.nodes);
	dlx_format_destroy(format);
}

/* The record of `name` searched with `order`. */
static const struct recorded *find_recorded(const char *name, enum dlx_order order)
{
	for (size_t k = 0; k < sizeof recorded / sizeof recorded[0]; k++)
		if (strcmp(recorded[k].name, name) == 0 && recorded[k].order == order)
			return &recorded[k];
	cr_assert_fail("no record of %s", name);
	return NULL;
}

/* DLX_ORDER_SHARP alone (no knuth_counts) runs the reference loop: Knuth's figures. */
static void expect_sharp_figures(struct dlx_problem *pb, const char *name)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.order = DLX_ORDER_SHARP;
	expect_figures(pb, &opt, find_recorded(name, DLX_ORDER_SHARP));
}

/* The marks are the engine's (dlx_set_sharp): rows marked by number count as rows named '#r'. */
Test(dlx_knuth, sharp_marks_set_by_number_as_by_name)
{
	struct dlx_format *format = load("queens-8");
	struct dlx_problem *pb = dlx_format_problem(format);
	for (int row = 0; row < 8; row++) /* queens-8's items r1 .. r8 come first */
		cr_assert_eq(dlx_set_sharp(pb, row, true), 0);
	expect_sharp_figures(pb, "queens-8-sharp");
	struct dlx_problem *copy = dlx_problem_clone(pb);
	cr_assert_not_null(copy);
	expect_sharp_figures(copy, "queens-8-sharp"); /* a clone keeps the marks */
	dlx_problem_destroy(copy);
	for (int row = 0; row < 8; row++)
		cr_assert_eq(dlx_set_sharp(pb, row, false), 0);
	expect_sharp_figures(pb, "queens-8"); /* no marks: DLX2's nodes */
	dlx_format_destroy(format);
}

/*
 * The fast Algorithm M loop (search_m.c) on two of the bounded instances
 * above, where its tree is DLX3's (no two items of degree 1 compete): the
 * lean copy walks DLX3's nodes and cuts commits short at dead ends, so it
 * counts fewer updates than DLX3 recorded; a node limit never reached
 * runs the watched copy, which commits in full (its hooks see the dead
 * ends) and counts as the lean copy.
 */
static void fast_m_loop_counts(const char *name)
{
	const struct recorded *want = find_recorded(name, DLX_ORDER_MRV);
	struct dlx_format *format = load(name);
	struct dlx_problem *pb = dlx_format_problem(format);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.node_limit = UINT64_MAX;
	struct dlx_stats watched, lean;
	cr_assert_eq(dlx_search(pb, &opt, &watched), 0);
	cr_expect_eq(watched.solutions, want->solutions, "%s solutions", name);
	cr_expect_eq(watched.nodes, want->nodes, "%s nodes", name);
	cr_assert_eq(dlx_search(pb, NULL, &lean), 0);
	cr_expect_eq(lean.solutions, want->solutions, "%s solutions (lean)", name);
	cr_expect_eq(lean.nodes, want->nodes, "%s nodes (lean)", name);
	cr_expect_lt(lean.updates, want->updates, "%s updates (lean): commits cut short", name);
	cr_expect_eq(watched.updates, lean.updates, "%s updates (watched): the lean copy's", name);
	cr_expect_eq(dlx_problem_check(pb), 0, "%s: matrix not restored", name);
	dlx_format_destroy(format);
}

Test(dlx_knuth, fast_m_loop_removes_dlx3s_links)
{
	fast_m_loop_counts("motley-4-4");
	fast_m_loop_counts("redrect-3-4");
}

/* ---- Random problems: brute force, and the fast loop ---- */

/*
 * Each item joins an option with probability 1/3; colours 0..2 on secondary
 * items; up to 6 primary and 3 secondary items (random_problems.h has room).
 */
static void make_random_knuth(struct random_problem *rp, uint64_t *seed, bool colors)
{
	*rp = (struct random_problem){0}; /* bounds unset: 1:1 */
	rp->primary = 1 + (int)(test_rng(seed) % 6);
	rp->secondary = (int)(test_rng(seed) % 4);
	rp->options = 1 + (int)(test_rng(seed) % MAX_RANDOM_OPTIONS);
	int items = rp->primary + rp->secondary;
	for (int o = 0; o < rp->options; o++) {
		rp->size[o] = 0;
		for (int x = 0; x < items; x++)
			if (test_rng(seed) % 3 == 0) {
				int k = rp->size[o]++;
				rp->item[o][k] = x;
				rp->color[o][k] = colors && x >= rp->primary ? (int)(test_rng(seed) % 3) : 0;
			}
		if (rp->size[o] == 0) {
			rp->item[o][0] = (int)(test_rng(seed) % (uint64_t)rp->primary);
			rp->color[o][0] = 0;
			rp->size[o] = 1;
		}
	}
}

static struct dlx_problem *build(const struct random_problem *rp)
{
	struct dlx_problem *pb = dlx_problem_create(rp->primary, rp->secondary);
	cr_assert_not_null(pb);
	for (int o = 0; o < rp->options; o++)
		cr_assert_eq(dlx_add_option(pb, rp->item[o], rp->color[o], rp->size[o]), o);
	return pb;
}

static struct dlx_stats search(struct dlx_problem *pb, bool knuth, enum dlx_order order)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.knuth_counts = knuth;
	opt.order = order;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	cr_assert_eq(dlx_problem_check(pb), 0, "matrix not restored");
	return stats;
}

/*
 * The fast loop and the reference loop walk the same tree where the fast
 * one takes none of its short cuts: at most 64 primary items (its scan then
 * finds the same first shortest item) and options of fewer than five items
 * on average (so no commit stops at a dead end), unshuffled. The figures
 * they count differently (updates, mems) are checked against Knuth's above.
 */
static void differential(bool colors, uint64_t seed)
{
	for (int round = 0; round < 3000; round++) {
		struct random_problem rp;
		make_random_knuth(&rp, &seed, colors);
		struct dlx_problem *pb = build(&rp);
		uint64_t expected = brute_force(&rp);
		struct dlx_stats fast = search(pb, false, DLX_ORDER_MRV);
		struct dlx_stats knuth = search(pb, true, DLX_ORDER_MRV);
		struct dlx_stats first = search(pb, false, DLX_ORDER_FIRST);
		cr_assert_eq(knuth.solutions, expected, "round %d", round);
		cr_assert_eq(fast.solutions, expected, "round %d", round);
		cr_assert_eq(first.solutions, expected, "round %d, first open item", round);
		cr_assert_eq(knuth.nodes, fast.nodes, "round %d: another tree", round);
		cr_assert_eq(knuth.max_level, fast.max_level, "round %d", round);
		cr_assert_eq(knuth.branches, fast.branches, "round %d", round);
		cr_assert_eq(fast.mems, 0, "the fast loop measures no mems");
		cr_assert(knuth.mems > 0);
		dlx_problem_destroy(pb);
	}
}

Test(dlx_knuth, matches_brute_force_and_the_fast_tree)
{
	differential(false, 0x2545f4914f6cdd1du);
}

Test(dlx_knuth, matches_brute_force_and_the_fast_tree_with_colours)
{
	differential(true, 0x9e3779b97f4a7c15u);
}

/* With requirements in place the reference loop starts from them, as the fast one does. */
Test(dlx_knuth, searches_under_requirements)
{
	uint64_t seed = 0x853c49e6748fea9bu;
	int searched = 0;
	for (int round = 0; round < 2000; round++) {
		struct random_problem rp;
		make_random_knuth(&rp, &seed, true);
		struct dlx_problem *pb = build(&rp);
		if (dlx_require(pb, 0) == 0) {
			searched++;
			struct dlx_stats fast = search(pb, false, DLX_ORDER_MRV);
			struct dlx_stats knuth = search(pb, true, DLX_ORDER_MRV);
			cr_assert_eq(knuth.solutions, fast.solutions, "round %d", round);
			cr_assert_eq(knuth.nodes, fast.nodes, "round %d", round);
			dlx_release_all(pb);
			cr_assert_eq(dlx_problem_check(pb), 0);
		}
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(searched, 500);
}

/* ---- MRV against the first open item ---- */

/* queens.h's problem, which the test needs built. */
static struct dlx_problem *queens(int n, bool coloured)
{
	struct dlx_problem *pb = queens_problem(n, coloured);
	cr_assert_not_null(pb, "%d queens: out of memory", n);
	return pb;
}

Test(dlx_knuth, first_open_item_keeps_counts_and_costs_nodes)
{
	/* OEIS A000170 */
	static const uint64_t published[] = {0, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724};
	for (int n = 4; n <= 10; n++) {
		struct dlx_problem *pb = queens(n, false);
		struct dlx_stats mrv = search(pb, true, DLX_ORDER_MRV);
		struct dlx_stats first = search(pb, true, DLX_ORDER_FIRST);
		cr_expect_eq(mrv.solutions, published[n], "queens %d", n);
		cr_expect_eq(first.solutions, published[n], "queens %d, first open item", n);
		/* on 4 queens both walk the same 17 nodes; from 5 on MRV saves some */
		if (n > 4)
			cr_expect_gt(first.nodes, mrv.nodes, "queens %d: MRV saves nothing?", n);
		else
			cr_expect_eq(first.nodes, mrv.nodes);
		dlx_problem_destroy(pb);
	}
}

/*
 * Knuth's example by hand, branching on the first open item: a (options
 * 'a d g', 'a d f'). Under 'a d g' only 'c e' and 'b c f' are left; b takes
 * 'b c f', which leaves e without options: a dead end. Under 'a d f', b
 * takes 'b g', then c takes 'c e': the solution. Nodes: the root, the two
 * under a, the dead end, the one under 'b g', the solution: 6. MRV walks
 * the same tree (a, then b, are first among the shortest every time), so
 * the updates are DLX1's 29 as well.
 */
Test(dlx_knuth, first_open_item_on_knuths_example)
{
	struct dlx_format *format = load("knuth-example");
	struct dlx_problem *pb = dlx_format_problem(format);
	struct dlx_stats first = search(pb, false, DLX_ORDER_FIRST);
	cr_expect_eq(first.solutions, 1);
	cr_expect_eq(first.nodes, 6);
	cr_expect_eq(first.updates, 29);
	cr_expect_eq(first.max_level, 3);
	dlx_format_destroy(format);
}

Test(dlx_knuth, refuses_an_unknown_order)
{
	struct dlx_problem *pb = queens(4, false);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.order = (enum dlx_order)7;
	cr_expect_eq(dlx_search(pb, &opt, NULL), DLX_EINVAL);
	dlx_problem_destroy(pb);
}

/* ---- Limits and hooks ---- */

struct log {
	int solutions, chooses, tries, backtracks;
	int stop_after; /* solutions; 0: never stop */
};

static int on_solution(void *user, const int *options, int count)
{
	(void)options;
	(void)count;
	struct log *log = user;
	return ++log->solutions == log->stop_after;
}

static int on_trace(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	(void)level;
	(void)item;
	(void)option;
	(void)count;
	struct log *log = user;
	log->chooses += event == DLX_EVENT_CHOOSE;
	log->tries += event == DLX_EVENT_TRY;
	log->backtracks += event == DLX_EVENT_BACKTRACK;
	return 0;
}

Test(dlx_knuth, limits_stop_and_restore)
{
	struct dlx_problem *pb = queens(8, false);
	struct dlx_search_options opt = knuth_options();
	struct dlx_stats stats;
	opt.solution_limit = 5;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_expect_eq(stats.solutions, 5);
	cr_expect_eq(stats.stop, DLX_STOP_SOLUTIONS);
	cr_expect_eq(dlx_problem_check(pb), 0);

	opt = knuth_options();
	opt.node_limit = 100;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_expect_eq(stats.nodes, 100);
	cr_expect_eq(stats.stop, DLX_STOP_NODES);
	cr_expect_eq(dlx_problem_check(pb), 0);

	struct log log = {.stop_after = 3};
	opt = knuth_options();
	opt.on_solution = on_solution;
	opt.user = &log;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_expect_eq(log.solutions, 3);
	cr_expect_eq(stats.stop, DLX_STOP_CALLBACK);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

Test(dlx_knuth, profile_and_trace_add_up)
{
	struct dlx_problem *pb = queens(8, false);
	uint64_t level_nodes[17] = {0};
	struct log log = {0};
	struct dlx_search_options opt = knuth_options();
	opt.level_nodes = level_nodes;
	opt.level_nodes_length = 17;
	opt.on_trace = on_trace;
	opt.on_solution = on_solution;
	opt.user = &log;
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	uint64_t sum = 0;
	for (int l = 0; l < 17; l++)
		sum += level_nodes[l];
	cr_expect_eq(sum, stats.nodes);
	cr_expect_eq(level_nodes[8], 92, "the solutions are the nodes of level 8");
	cr_expect_eq(level_nodes[0], 1);
	/* every node but a solution chooses an item; every try is an edge down the tree */
	cr_expect_eq((uint64_t)log.chooses, stats.nodes - stats.solutions);
	cr_expect_eq((uint64_t)log.tries, stats.nodes - 1);
	cr_expect_eq(log.solutions, 92);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

/* ---- Parts ---- */

#define MAX_PARTS 128

struct parts {
	int count;
	int option[MAX_PARTS][2];
	int length[MAX_PARTS];
};

/* Keeps each prefix: the walk has the matrix in hand, so the searches come after it. */
static int keep_part(void *user, const int *options, int count)
{
	struct parts *parts = user;
	cr_assert(parts->count < MAX_PARTS && count <= 2);
	memcpy(parts->option[parts->count], options, (size_t)count * sizeof *options);
	parts->length[parts->count++] = count;
	return 0;
}

/* dlx.h's promise for dlx_search_prefix: the parts, searched without MRV, count every solution once. */
Test(dlx_knuth, parts_searched_without_mrv_count_every_solution)
{
	struct dlx_problem *pb = queens(8, false);
	struct parts parts = {0};
	cr_assert_eq(dlx_prefixes(pb, 2, keep_part, &parts, NULL), 0);
	cr_assert_gt(parts.count, 1);
	uint64_t solutions = 0;
	for (int k = 0; k < parts.count; k++) {
		struct dlx_search_options opt;
		dlx_search_options_init(&opt);
		opt.order = DLX_ORDER_FIRST;
		struct dlx_stats stats;
		cr_assert_eq(dlx_search_prefix(pb, parts.option[k], parts.length[k], &opt, &stats), 0);
		solutions += stats.solutions;
	}
	cr_expect_eq(solutions, 92);
	cr_expect_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}
