/*
 * test_dlx.c - the exact-cover engine: known answers (Knuth's example,
 * n queens), colours, requirements, limits, the matrix restored after every
 * search, and a differential test against brute force on random problems.
 */
#include "dlx.h"
#include "random_problems.h"

#include <criterion/criterion.h>
#include <criterion/parameterized.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif


static struct dlx_problem *build(int primary, int secondary, const int *const *options,
                                 const int *sizes, int count)
{
	struct dlx_problem *pb = dlx_problem_create(primary, secondary);
	cr_assert_not_null(pb);
	for (int k = 0; k < count; k++)
		cr_assert_eq(dlx_add_option(pb, options[k], NULL, sizes[k]), k);
	return pb;
}

static uint64_t count_all(struct dlx_problem *pb)
{
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, NULL, &stats), 0);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	cr_assert_eq(dlx_problem_check(pb), 0, "matrix not restored after the search");
	return stats.solutions;
}

/* Knuth, TAOCP 7.2.2.1 (5): items a..g, six options, one solution. */
enum { A, B, C, D, E, F, G };
static const int knuth0[] = {C, E}, knuth1[] = {A, D, G}, knuth2[] = {B, C, F},
                 knuth3[] = {A, D, F}, knuth4[] = {B, G}, knuth5[] = {D, E, G};
static const int *const knuth_options[] = {knuth0, knuth1, knuth2, knuth3, knuth4, knuth5};
static const int knuth_sizes[] = {2, 3, 3, 3, 2, 3};

struct found {
	int count;
	int options[8][8];
	int sizes[8];
};

static int remember(void *user, const int *options, int count)
{
	struct found *found = user;
	if (found->count < 8) {
		memcpy(found->options[found->count], options, (size_t)count * sizeof *options);
		found->sizes[found->count] = count;
	}
	found->count++;
	return 0;
}

/* Searches pb for every solution, the first eight kept in *found. */
static void search_remembering(struct dlx_problem *pb, struct found *found,
                               struct dlx_stats *stats)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.on_solution = remember;
	opt.user = found;
	cr_assert_eq(dlx_search(pb, &opt, stats), 0);
}

static int compare_ints(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

Test(dlx, knuth_example_has_one_solution)
{
	struct dlx_problem *pb = build(7, 0, knuth_options, knuth_sizes, 6);
	struct found found = {0};
	struct dlx_stats stats;
	search_remembering(pb, &found, &stats);
	cr_assert_eq(found.count, 1);
	cr_assert_eq(stats.solutions, 1);
	cr_assert_eq(found.sizes[0], 3);
	qsort(found.options[0], 3, sizeof(int), compare_ints);
	cr_assert_eq(found.options[0][0], 0); /* c e */
	cr_assert_eq(found.options[0][1], 3); /* a d f */
	cr_assert_eq(found.options[0][2], 4); /* b g */
	cr_assert_gt(stats.updates, 0);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

/*
 * n queens: rows and columns primary, the 2n-1 diagonals each way secondary.
 * `padding` more primary items, each with a one-option list of its own, must
 * all be chosen too: the count stays the same, the matrix grows.
 */
static struct dlx_problem *padded_queens(int n, int padding)
{
	int diagonals = 2 * n + padding; /* first secondary item */
	struct dlx_problem *pb = dlx_problem_create(2 * n + padding, 2 * (2 * n - 1));
	for (int r = 0; r < n; r++)
		for (int c = 0; c < n; c++) {
			int items[4] = {r, n + c, diagonals + r + c, diagonals + (2 * n - 1) + r - c + n - 1};
			cr_assert_geq(dlx_add_option(pb, items, NULL, 4), 0);
		}
	for (int k = 0; k < padding; k++)
		cr_assert_geq(dlx_add_option(pb, (int[]){2 * n + k}, NULL, 1), 0);
	return pb;
}

static struct dlx_problem *queens(int n)
{
	return padded_queens(n, 0);
}

struct queens_case {
	int n;
	uint64_t solutions;
};

ParameterizedTestParameters(dlx, counts_n_queens)
{
	static struct queens_case cases[] = {{4, 2}, {5, 10}, {6, 4}, {7, 40}, {8, 92}, {9, 352}, {10, 724}};
	return cr_make_param_array(struct queens_case, cases, sizeof cases / sizeof cases[0]);
}

ParameterizedTest(struct queens_case *param, dlx, counts_n_queens)
{
	struct dlx_problem *pb = queens(param->n);
	cr_assert_eq(count_all(pb), param->solutions, "%d queens", param->n);
	dlx_problem_destroy(pb);
}

Test(dlx, solution_limit_stops_early_and_restores)
{
	struct dlx_problem *pb = queens(8);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.solution_limit = 5;
	struct dlx_stats stats;
	dlx_search(pb, &opt, &stats);
	cr_assert_eq(stats.solutions, 5);
	cr_assert_eq(stats.stop, DLX_STOP_SOLUTIONS);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(count_all(pb), 92, "a stopped search must leave the matrix whole");
	dlx_problem_destroy(pb);
}

Test(dlx, node_limit_stops_and_restores)
{
	struct dlx_problem *pb = queens(8);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.node_limit = 50;
	struct dlx_stats stats;
	dlx_search(pb, &opt, &stats);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	cr_assert_eq(stats.nodes, 50);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(count_all(pb), 92);
	dlx_problem_destroy(pb);
}

/* A trace that only listens: it makes the search run its watched copy. */
static int quiet_trace(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	(void)user, (void)event, (void)level, (void)item, (void)option, (void)count;
	return 0;
}

/*
 * A node limit is checked by the lean copy of the loop too; it must stop at
 * the same node as the watched copy (a trace), with the same counts.
 */
static void check_limit_both_ways(struct dlx_problem *pb, uint64_t limit)
{
	struct dlx_search_options lean_opt, traced_opt;
	dlx_search_options_init(&lean_opt);
	lean_opt.node_limit = limit;
	traced_opt = lean_opt;
	traced_opt.on_trace = quiet_trace;
	struct dlx_stats lean, traced;
	cr_assert_eq(dlx_search(pb, &lean_opt, &lean), 0);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(dlx_search(pb, &traced_opt, &traced), 0);
	cr_assert_eq(lean.stop, traced.stop);
	cr_assert_eq(lean.nodes, traced.nodes);
	cr_assert_eq(lean.solutions, traced.solutions);
	cr_assert_eq(lean.branches, traced.branches);
	if (lean.stop == DLX_STOP_NODES)
		cr_assert_eq(lean.nodes, limit);
}

/* The empty 9x9 Sudoku: 324 items, 729 options of four, the shape of the budgeted copy. */
static struct dlx_problem *sudoku_matrix(void)
{
	struct dlx_problem *pb = dlx_problem_create(324, 0);
	for (int r = 0; r < 9; r++)
		for (int c = 0; c < 9; c++)
			for (int d = 0; d < 9; d++) {
				int items[4] = {r * 9 + c, 81 + r * 9 + d, 162 + c * 9 + d,
				                243 + (r / 3 * 3 + c / 3) * 9 + d};
				cr_assert_geq(dlx_add_option(pb, items, NULL, 4), 0);
			}
	return pb;
}

Test(dlx, node_limit_is_the_same_in_every_copy)
{
	struct dlx_problem *pb = queens(8);
	for (uint64_t limit = 1; limit < 900; limit += 37)
		check_limit_both_ways(pb, limit);
	dlx_problem_destroy(pb);
	pb = sudoku_matrix(); /* the lean copy that checks the limit itself */
	for (uint64_t limit = 1; limit < 3000; limit += 97)
		check_limit_both_ways(pb, limit);
	cr_assert_eq(dlx_problem_shuffle(pb, 7), 0);
	for (uint64_t limit = 1; limit < 3000; limit += 97)
		check_limit_both_ways(pb, limit);
	dlx_problem_destroy(pb);
}

/*
 * Items a, b, c: the option {a, b, c}, `singles` options {a} and `pairs`
 * options {b, c}, so 1 + singles * pairs solutions. Near 16,380 singles the
 * matrix crosses INT16_MAX nodes, where the lean search stops running on
 * the 16-bit copy of the links (search_compact.c) and goes back to node[].
 */
static void check_either_side_of_compact(int singles, int pairs)
{
	struct dlx_problem *pb = dlx_problem_create(3, 0);
	int all[] = {0, 1, 2}, a[] = {0}, bc[] = {1, 2};
	cr_assert_eq(dlx_add_option(pb, all, NULL, 3), 0);
	for (int k = 0; k < singles; k++)
		cr_assert_geq(dlx_add_option(pb, a, NULL, 1), 0);
	for (int k = 0; k < pairs; k++)
		cr_assert_geq(dlx_add_option(pb, bc, NULL, 2), 0);
	struct dlx_search_options traced;
	dlx_search_options_init(&traced);
	traced.on_trace = quiet_trace; /* the watched copy, always on node[] */
	struct dlx_stats lean, watched;
	cr_assert_eq(dlx_search(pb, NULL, &lean), 0);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(dlx_search(pb, &traced, &watched), 0);
	uint64_t expected = 1 + (uint64_t)singles * (uint64_t)pairs;
	cr_assert_eq(lean.solutions, expected, "%d singles, %d pairs", singles, pairs);
	cr_assert_eq(watched.solutions, expected);
	cr_assert_eq(lean.nodes, watched.nodes, "%d singles: the same tree", singles);
	/* the copy is made from the matrix as it stands: one pair left out, one single required */
	cr_assert_eq(dlx_exclude(pb, 1 + singles), 0);
	cr_assert_eq(dlx_require(pb, 1), 0);
	cr_assert_eq(dlx_search(pb, NULL, &lean), 0);
	cr_assert_eq(lean.solutions, (uint64_t)pairs - 1, "%d singles, after require", singles);
	dlx_release_all(pb);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(dlx_search(pb, NULL, &lean), 0);
	cr_assert_eq(lean.solutions, expected, "%d singles, after release", singles);
	dlx_problem_destroy(pb);
}

Test(dlx, small_and_large_matrices_count_alike, .timeout = 60)
{
	for (int singles = 16370; singles <= 16386; singles++) {
		check_either_side_of_compact(singles, 2);
		check_either_side_of_compact(singles, 3);
	}
}

/* Folds each solution's options, in the order found, into one number. */
static int fold_solution(void *user, const int *options, int count)
{
	uint64_t *hash = user;
	for (int k = 0; k < count; k++)
		*hash = (*hash ^ (uint64_t)options[k]) * 0x100000001b3u;
	*hash = (*hash ^ 0xff) * 0x100000001b3u;
	return 0;
}

/*
 * Options of one size: the tiles {0..size-1}, {size..2 size-1}, ... of
 * 12 primary items (so there is a solution), then `extra` random options,
 * a primary item first and the rest primary or secondary.
 */
static struct dlx_problem *one_size_problem(int size, int extra, uint64_t seed)
{
	enum { PRIMARY = 12, SECONDARY = 6 };
	struct dlx_problem *pb = dlx_problem_create(PRIMARY, SECONDARY);
	int items[6];
	for (int first = 0; first + size <= PRIMARY; first += size) {
		for (int k = 0; k < size; k++)
			items[k] = first + k;
		cr_assert_geq(dlx_add_option(pb, items, NULL, size), 0);
	}
	for (int n = 0; n < extra; n++) {
		bool used[PRIMARY + SECONDARY] = {false};
		for (int k = 0; k < size;) {
			int x = (int)(test_rng(&seed) % (uint64_t)(k == 0 ? PRIMARY : PRIMARY + SECONDARY));
			if (!used[x]) {
				used[x] = true;
				items[k++] = x;
			}
		}
		cr_assert_geq(dlx_add_option(pb, items, NULL, size), 0);
	}
	return pb;
}

/*
 * Options of three, four and six items run on the 16-bit copy laid out in
 * blocks (search_compact.c), walked without right links; the watched copy
 * walks node[] by its right links. Both must visit the same tree and find
 * the same solutions, named by the same option numbers, in the same order;
 * with a solution limit too, after which the matrix is as before.
 */
Test(dlx, options_in_blocks_walk_as_node_links_do)
{
	const int sizes[] = {3, 4, 6};
	for (int s = 0; s < 3; s++) {
		for (int seed = 1; seed <= 20; seed++) {
			struct dlx_problem *pb = one_size_problem(sizes[s], 60, (uint64_t)seed);
			struct dlx_search_options lean_opt, watched_opt;
			uint64_t lean_hash = 0, watched_hash = 0;
			dlx_search_options_init(&lean_opt);
			lean_opt.on_solution = fold_solution;
			lean_opt.user = &lean_hash;
			watched_opt = lean_opt;
			watched_opt.user = &watched_hash;
			watched_opt.on_trace = quiet_trace;
			struct dlx_stats lean, watched;
			cr_assert_eq(dlx_search(pb, &lean_opt, &lean), 0);
			cr_assert_eq(dlx_search(pb, &watched_opt, &watched), 0);
			cr_assert_geq(lean.solutions, 1);
			cr_assert_eq(lean.solutions, watched.solutions, "size %d seed %d", sizes[s], seed);
			cr_assert_eq(lean.nodes, watched.nodes, "size %d seed %d", sizes[s], seed);
			cr_assert_eq(lean_hash, watched_hash, "size %d seed %d: other solutions",
			             sizes[s], seed);
			lean_opt.solution_limit = 1;
			cr_assert_eq(dlx_search(pb, &lean_opt, &lean), 0);
			cr_assert_eq(lean.stop, DLX_STOP_SOLUTIONS);
			cr_assert_eq(dlx_problem_check(pb), 0, "size %d seed %d", sizes[s], seed);
			dlx_problem_destroy(pb);
		}
	}
}

/*
 * Options of six take eight nodes in the block layout where node[] takes
 * seven: from some 4,090 options on the blocks pass INT16_MAX nodes and
 * the lean search goes back to node[]. `count` copies of one option have
 * `count` solutions, option k alone being the k-th.
 */
Test(dlx, options_of_six_count_alike_either_side_of_the_blocks_limit)
{
	int six[] = {0, 1, 2, 3, 4, 5};
	for (int count = 4080; count <= 4100; count += 4) {
		struct dlx_problem *pb = dlx_problem_create(6, 0);
		for (int k = 0; k < count; k++)
			cr_assert_eq(dlx_add_option(pb, six, NULL, 6), k);
		struct found found = {0};
		struct dlx_stats stats;
		search_remembering(pb, &found, &stats);
		cr_assert_eq(stats.solutions, (uint64_t)count);
		for (int k = 0; k < 8; k++)
			cr_assert_eq(found.options[k][0], k, "%d options: solution %d", count, k);
		cr_assert_eq(dlx_problem_check(pb), 0);
		dlx_problem_destroy(pb);
	}
}

/*
 * Two items, each in two one-item options: the root branches on a (two
 * options), each child on b (two options). 1 + 2 + 4 nodes, 4 solutions,
 * 3 nodes that branch.
 */
Test(dlx, branches_count_the_choices_between_options)
{
	struct dlx_problem *pb = dlx_problem_create(2, 0);
	int a[] = {0}, b[] = {1};
	for (int k = 0; k < 2; k++) {
		cr_assert_geq(dlx_add_option(pb, a, NULL, 1), 0);
		cr_assert_geq(dlx_add_option(pb, b, NULL, 1), 0);
	}
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, NULL, &stats), 0);
	cr_assert_eq(stats.solutions, 4);
	cr_assert_eq(stats.nodes, 7);
	cr_assert_eq(stats.branches, 3);
	dlx_problem_destroy(pb);
}

static int stop_at_third(void *user, const int *options, int count)
{
	(void)options;
	(void)count;
	return ++*(int *)user == 3;
}

Test(dlx, callback_can_stop_the_search)
{
	struct dlx_problem *pb = queens(6);
	int seen = 0;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.on_solution = stop_at_third;
	opt.user = &seen;
	struct dlx_stats stats;
	dlx_search(pb, &opt, &stats);
	cr_assert_eq(seen, 3);
	cr_assert_eq(stats.stop, DLX_STOP_CALLBACK);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

Test(dlx, level_profile_adds_up_to_nodes)
{
	struct dlx_problem *pb = queens(6);
	uint64_t profile[16] = {0};
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.level_nodes = profile;
	opt.level_nodes_length = 16;
	struct dlx_stats stats;
	dlx_search(pb, &opt, &stats);
	uint64_t total = 0;
	for (int l = 0; l < 16; l++)
		total += profile[l];
	cr_assert_eq(profile[0], 1);
	cr_assert_eq(total, stats.nodes);
	cr_assert_eq(stats.solutions, 4);
	dlx_problem_destroy(pb);
}

struct trace_log {
	int choose, try, solution, backtrack;
};

static int log_event(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	struct trace_log *log = user;
	(void)level, (void)item, (void)option, (void)count;
	if (event == DLX_EVENT_CHOOSE)
		log->choose++;
	else if (event == DLX_EVENT_TRY)
		log->try++;
	else if (event == DLX_EVENT_SOLUTION)
		log->solution++;
	else
		log->backtrack++;
	return 0;
}

Test(dlx, trace_reports_every_step)
{
	struct dlx_problem *pb = build(7, 0, knuth_options, knuth_sizes, 6);
	struct trace_log log = {0};
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.on_trace = log_event;
	opt.user = &log;
	struct dlx_stats stats;
	dlx_search(pb, &opt, &stats);
	cr_assert_eq(log.solution, 1);
	/* every node is a choice or a solution; every try leads to a node */
	cr_assert_eq((uint64_t)(log.choose + log.solution), stats.nodes);
	cr_assert_eq((uint64_t)log.try + 1, stats.nodes);
	dlx_problem_destroy(pb);
}

Test(dlx, rejects_bad_options)
{
	struct dlx_problem *pb = dlx_problem_create(2, 1);
	int out_of_range[] = {0, 3}, repeated[] = {1, 1}, primary_colour[] = {0}, colour[] = {5};
	int negative_colour[] = {-1}, secondary[] = {2};
	cr_assert_eq(dlx_add_option(pb, out_of_range, NULL, 2), DLX_EITEM);
	cr_assert_eq(dlx_add_option(pb, repeated, NULL, 2), DLX_EREPEAT);
	cr_assert_eq(dlx_add_option(pb, primary_colour, colour, 1), DLX_ECOLOR);
	cr_assert_eq(dlx_add_option(pb, secondary, negative_colour, 1), DLX_ECOLOR);
	cr_assert_eq(dlx_add_option(pb, secondary, NULL, 0), DLX_EINVAL);
	cr_assert_eq(dlx_add_option(pb, NULL, NULL, 1), DLX_EINVAL);
	cr_assert_eq(dlx_option_count(pb), 0);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_null(dlx_problem_create(-1, 0));
	cr_assert_str_eq(dlx_strerror(DLX_ECONFLICT), "option conflicts with a required option");
	dlx_problem_destroy(pb);
	dlx_problem_destroy(NULL);
}

Test(dlx, refuses_sizes_that_would_overflow)
{
	cr_assert_null(dlx_problem_create(INT32_MAX, 0));
	cr_assert_null(dlx_problem_create(INT32_MAX / 2, INT32_MAX / 2));
	struct dlx_problem *pb = dlx_problem_create(1, 0);
	int item = 0;
	/* 2^31 - 1 nodes would not fit the 32-bit indices: refused before the array is read */
	cr_assert_eq(dlx_add_option(pb, &item, NULL, INT32_MAX), DLX_ERANGE);
	cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), 0);
	cr_assert_eq(count_all(pb), 1);
	dlx_problem_destroy(pb);
}

Test(dlx, required_options_cover_and_release)
{
	struct dlx_problem *pb = queens(8);
	/* queen in row 0 column 0: the 92 solutions with that queen number 4 */
	cr_assert_eq(dlx_require(pb, 0), 0);
	cr_assert_eq(count_all(pb), 4);
	/* same row, same column, same diagonal: each clashes and changes nothing */
	cr_assert_eq(dlx_require(pb, 3), DLX_ECONFLICT);
	cr_assert_eq(dlx_require(pb, 8 * 5), DLX_ECONFLICT);
	cr_assert_eq(dlx_require(pb, 8 * 2 + 2), DLX_ECONFLICT);
	cr_assert_eq(dlx_require(pb, 0), DLX_ECONFLICT);
	cr_assert_eq(dlx_required_count(pb), 1);
	cr_assert_eq(dlx_add_option(pb, (int[]){0}, NULL, 1), DLX_EBUSY);
	cr_assert_eq(dlx_problem_shuffle(pb, 1), DLX_EBUSY);
	cr_assert_eq(dlx_require(pb, 64), DLX_EOPTION);
	dlx_release_all(pb);
	cr_assert_eq(dlx_required_count(pb), 0);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(count_all(pb), 92);
	dlx_problem_destroy(pb);
}

/*
 * dlx_release_all either uncovers the requirements one by one or copies the
 * whole matrix back, depending on how much they changed. Padding makes one
 * requirement small next to the matrix, so both ways get exercised.
 */
Test(dlx, release_restores_by_either_path)
{
	for (int padding = 0; padding <= 400; padding += 400) {
		struct dlx_problem *pb = padded_queens(8, padding);
		for (int round = 0; round < 3; round++) {
			cr_assert_eq(dlx_require(pb, 0), 0);
			if (round > 0)
				cr_assert_eq(dlx_require(pb, 8 + 4), 0);
			/* the four solutions with a queen at (0,0) are 15863724, 16837425,
			   17468253, 17582463; only the first has its second queen at (1,4) */
			cr_assert_eq(count_all(pb), round > 0 ? 1 : 4);
			dlx_release_all(pb);
			cr_assert_eq(dlx_problem_check(pb), 0, "padding %d, round %d", padding, round);
			cr_assert_eq(count_all(pb), 92);
		}
		dlx_problem_destroy(pb);
	}
}

Test(dlx, shuffle_keeps_the_count)
{
	/* 10 queens: 20 primary items, so both the block scan and the list walk are used */
	for (uint64_t seed = 1; seed <= 5; seed++) {
		struct dlx_problem *pb = queens(10);
		cr_assert_eq(dlx_problem_shuffle(pb, seed), 0);
		cr_assert_eq(dlx_problem_check(pb), 0);
		cr_assert_eq(count_all(pb), 724);
		dlx_problem_destroy(pb);
	}
}

struct first_found {
	int *options;
	int count;
};

static int keep_first(void *user, const int *options, int count)
{
	struct first_found *found = user;
	memcpy(found->options, options, (size_t)count * sizeof *options);
	found->count = count;
	return 1;
}

/* The first solution found, its options in the order chosen, in first[] (returns how many). */
static int first_solution(struct dlx_problem *pb, int *first)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.solution_limit = 1;
	struct first_found found = {.options = first};
	opt.on_solution = keep_first;
	opt.user = &found;
	struct dlx_stats st;
	cr_assert_eq(dlx_search(pb, &opt, &st), 0);
	return found.count;
}

Test(dlx, shuffle_depends_on_the_seed_alone)
{
	/* a matrix shuffled with 9 then 4 searches as one shuffled with 4 only */
	struct dlx_problem *once = queens(10), *twice = queens(10);
	cr_assert_eq(dlx_problem_shuffle(once, 4), 0);
	cr_assert_eq(dlx_problem_shuffle(twice, 9), 0);
	cr_assert_eq(dlx_problem_shuffle(twice, 4), 0);
	int a[64], b[64];
	int na = first_solution(once, a), nb = first_solution(twice, b);
	cr_assert_eq(na, nb);
	cr_assert_arr_eq(a, b, (size_t)na * sizeof *a);
	struct dlx_stats sa, sb;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	dlx_search(once, &opt, &sa);
	dlx_search(twice, &opt, &sb);
	cr_assert_eq(sa.updates, sb.updates, "the same search, step for step");
	dlx_problem_destroy(once);
	dlx_problem_destroy(twice);
}

Test(dlx, option_items_read_back)
{
	struct dlx_problem *pb = dlx_problem_create(2, 2);
	int items[] = {3, 0, 2}, colors[] = {7, 0, 0}, got[3], got_colors[3];
	cr_assert_eq(dlx_add_option(pb, items, colors, 3), 0);
	cr_assert_eq(dlx_option_items(pb, 0, got, got_colors, 3), 3);
	cr_assert_arr_eq(got, items, sizeof items);
	cr_assert_arr_eq(got_colors, colors, sizeof colors);
	cr_assert_eq(dlx_option_items(pb, 0, got, NULL, 1), 3, "size even when capacity is short");
	cr_assert_eq(dlx_option_items(pb, 1, got, NULL, 3), DLX_EOPTION);
	dlx_problem_destroy(pb);
}

/*
 * Colours: options p1 = {x, s:red}, p2 = {y, s:red}, p3 = {y, s:blue},
 * p4 = {x, s} (s uncoloured, exclusive), p5 = {y}.
 * Covers of {x, y}: p1+p2 (both red: allowed), p1+p5, p4+p5; not p1+p3 (red
 * against blue), not p4+p2 or p4+p3 (s used twice). So three solutions.
 */
Test(dlx, colours_let_agreeing_options_share)
{
	struct dlx_problem *pb = dlx_problem_create(2, 1);
	enum { X, Y, S };
	enum { RED = 1, BLUE = 2 };
	cr_assert_eq(dlx_add_option(pb, (int[]){X, S}, (int[]){0, RED}, 2), 0);
	cr_assert_eq(dlx_add_option(pb, (int[]){Y, S}, (int[]){0, RED}, 2), 1);
	cr_assert_eq(dlx_add_option(pb, (int[]){Y, S}, (int[]){0, BLUE}, 2), 2);
	cr_assert_eq(dlx_add_option(pb, (int[]){X, S}, NULL, 2), 3);
	cr_assert_eq(dlx_add_option(pb, (int[]){Y}, NULL, 1), 4);
	cr_assert_eq(count_all(pb), 3);
	/* requiring p1 (red) leaves p2 and p5 for y; p3 (blue) now clashes */
	cr_assert_eq(dlx_require(pb, 0), 0);
	cr_assert_eq(dlx_require(pb, 2), DLX_ECONFLICT);
	cr_assert_eq(count_all(pb), 2);
	cr_assert_eq(dlx_require(pb, 1), 0, "an agreeing colour may be required too");
	cr_assert_eq(count_all(pb), 1);
	dlx_release_all(pb);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(count_all(pb), 3);
	dlx_problem_destroy(pb);
}

/* ---- differential test against brute force ---- */

static void differential(bool colors)
{
	uint64_t seed = colors ? 0x9e3779b97f4a7c15u : 0x2545f4914f6cdd1du;
	for (int round = 0; round < 3000; round++) {
		struct random_problem rp;
		make_random(&rp, &seed, colors);
		struct dlx_problem *pb = dlx_problem_create(rp.primary, rp.secondary);
		for (int o = 0; o < rp.options; o++)
			cr_assert_eq(dlx_add_option(pb, rp.item[o], rp.color[o], rp.size[o]), o);
		uint64_t expected = brute_force(&rp);
		cr_assert_eq(count_all(pb), expected, "round %d", round);
		cr_assert_eq(dlx_problem_shuffle(pb, (uint64_t)round), 0);
		cr_assert_eq(count_all(pb), expected, "round %d, shuffled", round);
		dlx_problem_destroy(pb);
	}
}

Test(dlx, matches_brute_force_on_random_problems)
{
	differential(false);
}

Test(dlx, matches_brute_force_on_random_coloured_problems)
{
	differential(true);
}

/*
 * Long options: `items` primary items cut into random blocks twice (two
 * planted solutions), then random options of `low`..`high` items. With
 * five items an option or more on average the plain search runs the copy
 * that stops a commit at the first dead end (choose.h: cuts_dead_ends).
 */
static void make_long(struct random_problem *rp, uint64_t *seed, int items, int low, int high,
                      int secondary)
{
	*rp = (struct random_problem){.primary = items, .secondary = secondary};
	for (int plant = 0; plant < 2; plant++) {
		int order[MAX_RANDOM_ITEMS];
		for (int x = 0; x < items; x++)
			order[x] = x;
		for (int x = items - 1; x > 0; x--) {
			int y = (int)(test_rng(seed) % (uint64_t)(x + 1)), t = order[x];
			order[x] = order[y];
			order[y] = t;
		}
		for (int at = 0; at < items; rp->options++) {
			int size = low + (int)(test_rng(seed) % (uint64_t)(high - low + 1));
			size = size < items - at ? size : items - at;
			rp->size[rp->options] = size;
			for (int k = 0; k < size; k++)
				rp->item[rp->options][k] = order[at++];
		}
	}
	while (rp->options < MAX_RANDOM_OPTIONS) {
		int o = rp->options++, size = low + (int)(test_rng(seed) % (uint64_t)(high - low + 1));
		bool used[MAX_RANDOM_ITEMS] = {0};
		rp->size[o] = 0;
		while (rp->size[o] < size) {
			/* with secondary items, two of an option's items are secondary: colour 0, 1 or 2 */
			bool second = secondary > 0 && rp->size[o] >= size - 2;
			int x = second ? items + (int)(test_rng(seed) % (uint64_t)secondary)
			               : (int)(test_rng(seed) % (uint64_t)items);
			if (!used[x]) {
				used[x] = true;
				rp->color[o][rp->size[o]] = second ? (int)(test_rng(seed) % 3) : 0;
				rp->item[o][rp->size[o]++] = x;
			}
		}
	}
}

/*
 * The updates of rp's search with options of one fresh secondary item added,
 * enough to bring the average below five items an option: the search never
 * tries them nor hides them, so it walks the same tree (`nodes`, checked),
 * but its commits are not cut short.
 */
static uint64_t uncut_updates(const struct random_problem *rp, uint64_t nodes)
{
	struct dlx_problem *pb = dlx_problem_create(rp->primary, rp->secondary + 1);
	int entries = 0;
	for (int o = 0; o < rp->options; o++) {
		cr_assert_eq(dlx_add_option(pb, rp->item[o], rp->color[o], rp->size[o]), o);
		entries += rp->size[o];
	}
	int fresh[1] = {rp->primary + rp->secondary};
	for (int o = rp->options; entries >= 5 * o; o++, entries++)
		cr_assert_eq(dlx_add_option(pb, fresh, NULL, 1), o);
	struct dlx_stats padded;
	cr_assert_eq(dlx_search(pb, NULL, &padded), 0);
	cr_assert_eq(padded.nodes, nodes, "padding changes nothing of the tree");
	dlx_problem_destroy(pb);
	return padded.updates;
}

/*
 * Counts with the lean copy and with the watched one (a node limit): the same
 * tree and the same updates, as the watched copy cuts its commits short
 * wherever the lean one does. That the cut saves links shows against the
 * same problem padded below five items an option on average, which does
 * not cut (uncut_updates).
 */
static void check_long_options(int items, int low, int high, int secondary, uint64_t seed)
{
	bool cuts = low >= 5; /* choose.h: cuts_dead_ends, five items an option on average */
	uint64_t lean_updates = 0, padded_updates = 0;
	for (int round = 0; round < 500; round++) {
		struct random_problem rp;
		make_long(&rp, &seed, items, low, high, secondary);
		struct dlx_problem *pb = dlx_problem_create(rp.primary, rp.secondary);
		for (int o = 0; o < rp.options; o++)
			cr_assert_eq(dlx_add_option(pb, rp.item[o], rp.color[o], rp.size[o]), o);
		struct dlx_stats lean, watched;
		struct dlx_search_options limited;
		dlx_search_options_init(&limited);
		limited.node_limit = 1000000;
		cr_assert_eq(dlx_search(pb, NULL, &lean), 0);
		cr_assert_eq(dlx_problem_check(pb), 0, "round %d: matrix not restored", round);
		cr_assert_eq(dlx_search(pb, &limited, &watched), 0);
		uint64_t expected = brute_force(&rp);
		cr_assert_geq(expected, 1, "round %d: the planted solutions", round);
		cr_assert_eq(lean.solutions, expected, "round %d", round);
		cr_assert_eq(watched.solutions, expected, "round %d", round);
		cr_assert_eq(lean.nodes, watched.nodes, "round %d: the same tree", round);
		cr_assert_eq(lean.updates, watched.updates, "round %d: the same cuts", round);
		lean_updates += lean.updates;
		padded_updates += uncut_updates(&rp, lean.nodes);
		for (uint64_t limit = 1; round < 100 && limit <= lean.nodes; limit++)
			check_limit_both_ways(pb, limit); /* stops beside cut dead ends too */
		dlx_problem_destroy(pb);
	}
	if (cuts)
		cr_assert_lt(lean_updates, padded_updates);
	else
		cr_assert_eq(lean_updates, padded_updates);
}

Test(dlx, long_options_stop_at_dead_ends_and_match_brute_force)
{
	check_long_options(12, 5, 7, 0, 0x5bd1e995u); /* mixed sizes: the general walk */
	check_long_options(12, 6, 6, 0, 0x27d4eb2fu); /* all of six items: the unrolled walk */
	/* all of four items, few primary items: the 16-bit copy walks from each option's first node */
	check_long_options(12, 4, 4, 0, 0x9e3779b9u);
	check_long_options(8, 5, 8, 4, 0x165667b1u);  /* colours: cover and purify cut short */
}

/* Brute force over the options not in `excluded` (a mask). */
static uint64_t brute_force_without(const struct random_problem *rp, unsigned excluded)
{
	struct random_problem kept = *rp;
	kept.options = 0;
	for (int o = 0; o < rp->options; o++) {
		if (excluded >> o & 1u)
			continue;
		kept.size[kept.options] = rp->size[o];
		memcpy(kept.item[kept.options], rp->item[o], sizeof rp->item[o]);
		memcpy(kept.color[kept.options], rp->color[o], sizeof rp->color[o]);
		kept.options++;
	}
	return brute_force(&kept);
}

/*
 * Excluding options counts what the problem without them counts, and
 * dlx_release_all brings the full count back. One problem is reset and
 * rebuilt for every round, so reuse is checked too.
 */
static void differential_exclusions(bool colors)
{
	uint64_t seed = colors ? 0x51af3c9e2d7b4a61u : 0x7f4a7c159e3779b9u;
	struct dlx_problem *pb = dlx_problem_create(0, 0);
	cr_assert_not_null(pb);
	for (int round = 0; round < 2000; round++) {
		struct random_problem rp;
		make_random(&rp, &seed, colors);
		cr_assert_eq(dlx_problem_reset(pb, rp.primary, rp.secondary), 0);
		for (int o = 0; o < rp.options; o++)
			cr_assert_eq(dlx_add_option(pb, rp.item[o], rp.color[o], rp.size[o]), o);
		unsigned excluded = 0;
		for (int k = 0; k < 3; k++) {
			int o = (int)(test_rng(&seed) % (uint64_t)rp.options);
			if (excluded >> o & 1u)
				continue;
			cr_assert_eq(dlx_exclude(pb, o), 0);
			excluded |= 1u << o;
		}
		cr_assert_eq(dlx_problem_check(pb), 0);
		cr_assert_eq(count_all(pb), brute_force_without(&rp, excluded), "round %d", round);
		dlx_release_all(pb);
		cr_assert_eq(dlx_required_count(pb), 0);
		cr_assert_eq(count_all(pb), brute_force(&rp), "round %d, released", round);
	}
	dlx_problem_destroy(pb);
}

Test(dlx, exclusions_match_brute_force_on_random_problems)
{
	differential_exclusions(false);
}

Test(dlx, exclusions_match_brute_force_on_random_coloured_problems)
{
	differential_exclusions(true);
}

Test(dlx, exclusion_and_requirement_meet_cleanly)
{
	struct dlx_problem *pb = build(7, 0, knuth_options, knuth_sizes, 6);
	/* the one solution uses options 0, 3 and 4: without option 3 there is none */
	cr_assert_eq(dlx_exclude(pb, 3), 0);
	cr_assert_eq(count_all(pb), 0);
	cr_assert_eq(dlx_require(pb, 3), DLX_ECONFLICT, "an excluded option cannot be required");
	cr_assert_eq(dlx_exclude(pb, 6), DLX_EOPTION);
	dlx_release_all(pb);
	cr_assert_eq(count_all(pb), 1);
	/* an option the requirements already ruled out is left alone */
	cr_assert_eq(dlx_require(pb, 0), 0);
	cr_assert_eq(dlx_exclude(pb, 2), 0); /* shares item c with option 0 */
	cr_assert_eq(dlx_required_count(pb), 1);
	cr_assert_eq(count_all(pb), 1);
	dlx_release_all(pb);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

/* The options of the empty 9x9 Sudoku, option after option, as sudoku_matrix() adds them. */
static void sudoku_options(int *items)
{
	for (int r = 0; r < 9; r++)
		for (int c = 0; c < 9; c++)
			for (int d = 0; d < 9; d++, items += 4) {
				items[0] = r * 9 + c;
				items[1] = 81 + r * 9 + d;
				items[2] = 162 + c * 9 + d;
				items[3] = 243 + (r / 3 * 3 + c / 3) * 9 + d;
			}
}

/* Whether two problems hold the same options, item for item, and search alike. */
static void assert_same_problem(struct dlx_problem *a, struct dlx_problem *b)
{
	cr_assert_eq(dlx_option_count(a), dlx_option_count(b));
	for (int option = 0; option < dlx_option_count(a); option++) {
		int ia[16], ib[16];
		int na = dlx_option_items(a, option, ia, NULL, 16);
		cr_assert_eq(na, dlx_option_items(b, option, ib, NULL, 16), "option %d", option);
		cr_assert_eq(memcmp(ia, ib, (size_t)na * sizeof *ia), 0, "option %d", option);
	}
	cr_assert_eq(dlx_problem_check(a), 0);
	cr_assert_eq(dlx_problem_check(b), 0);
	struct dlx_search_options first;
	dlx_search_options_init(&first);
	first.solution_limit = 3;
	struct dlx_stats sa, sb;
	cr_assert_eq(dlx_search(a, &first, &sa), 0);
	cr_assert_eq(dlx_search(b, &first, &sb), 0);
	cr_assert_eq(sa.solutions, sb.solutions);
	cr_assert_eq(sa.nodes, sb.nodes, "the same lists in the same order: the same tree");
}

Test(dlx, options_added_in_one_call_are_those_added_one_by_one)
{
	static int items[729 * 4];
	sudoku_options(items);
	struct dlx_problem *one_by_one = sudoku_matrix(), *bulk = dlx_problem_create(324, 0);
	cr_assert_eq(dlx_add_options(bulk, items, 4, 729), 0);
	assert_same_problem(one_by_one, bulk);
	dlx_problem_destroy(bulk);
	dlx_problem_destroy(one_by_one);

	/* another size, in two calls after a single add: numbers follow on */
	const int langford3[][3] = {{0, 3, 5}, {0, 4, 6}, {0, 5, 7}, {0, 6, 8}, {1, 3, 6},
	                            {1, 4, 7}, {1, 5, 8}, {2, 3, 7}, {2, 4, 8}};
	struct dlx_problem *single = dlx_problem_create(9, 0);
	bulk = dlx_problem_create(9, 0);
	for (int k = 0; k < 9; k++)
		cr_assert_eq(dlx_add_option(single, langford3[k], NULL, 3), k);
	cr_assert_eq(dlx_add_option(bulk, langford3[0], NULL, 3), 0);
	cr_assert_eq(dlx_add_options(bulk, langford3[1], 3, 4), 1);
	cr_assert_eq(dlx_add_options(bulk, langford3[5], 3, 4), 5);
	assert_same_problem(single, bulk);
	cr_assert_eq(count_all(bulk), count_all(single));
	dlx_problem_destroy(single);
	dlx_problem_destroy(bulk);
}

/* Options of 4 items have a check of their own (all at once): every kind of bad option. */
Test(dlx, options_of_four_refused_like_the_others)
{
	struct dlx_problem *pb = dlx_problem_create(6, 0);
	static const int pairs[6][2] = {{0, 1}, {0, 2}, {0, 3}, {1, 2}, {1, 3}, {2, 3}};
	for (int p = 0; p < 6; p++) {
		int items[12] = {0, 1, 2, 3, 2, 3, 4, 5, 0, 1, 4, 5};
		items[8 + pairs[p][1]] = items[8 + pairs[p][0]];
		cr_assert_eq(dlx_add_options(pb, items, 4, 3), DLX_EREPEAT, "positions %d and %d",
		             pairs[p][0], pairs[p][1]);
	}
	int negative[8] = {0, 1, 2, 3, 4, 5, -1, 0}, beyond[8] = {0, 1, 2, 3, 4, 5, 0, 6};
	cr_assert_eq(dlx_add_options(pb, negative, 4, 2), DLX_EITEM);
	cr_assert_eq(dlx_add_options(pb, beyond, 4, 2), DLX_EITEM);
	/* an item out of range before a repeat is named first, as check_option meets it */
	int both[4] = {0, 7, 1, 1};
	cr_assert_eq(dlx_add_options(pb, both, 4, 1), DLX_EITEM);
	cr_assert_eq(dlx_option_count(pb), 0, "nothing added");
	int fine[8] = {0, 1, 2, 3, 4, 5, 0, 1};
	cr_assert_eq(dlx_add_options(pb, fine, 4, 2), 0);
	cr_assert_eq(dlx_option_count(pb), 2);
	dlx_problem_destroy(pb);
}

/* Options added in one call after a coloured option take colour 0 (no colour) */
Test(dlx, options_in_one_call_after_a_coloured_option)
{
	struct dlx_problem *pb = dlx_problem_create(2, 1);
	int coloured[2] = {0, 2}, colour[2] = {0, 7}, plain[4] = {1, 2, 0, 1};
	cr_assert_eq(dlx_add_option(pb, coloured, colour, 2), 0);
	cr_assert_eq(dlx_add_options(pb, plain, 2, 2), 1);
	int items[2], colors[2];
	cr_assert_eq(dlx_option_items(pb, 0, items, colors, 2), 2);
	cr_assert_eq(colors[1], 7);
	cr_assert_eq(dlx_option_items(pb, 1, items, colors, 2), 2);
	cr_assert(items[0] == 1 && items[1] == 2 && colors[0] == 0 && colors[1] == 0);
	/* {0, 2:7} with {1, 2} clashes on the uncoloured 2; {0, 1} alone covers both */
	cr_assert_eq(count_all(pb), 1);
	dlx_problem_destroy(pb);
}

Test(dlx, options_refused_in_one_call_leave_the_problem_as_it_was)
{
	struct dlx_problem *pb = dlx_problem_create(4, 0);
	int good_then_repeated[] = {0, 1, 2, 3, 1, 1}, good_then_out[] = {0, 1, 2, 3, 1, 4};
	cr_assert_eq(dlx_add_options(pb, good_then_repeated, 2, 3), DLX_EREPEAT);
	cr_assert_eq(dlx_add_options(pb, good_then_out, 2, 3), DLX_EITEM);
	cr_assert_eq(dlx_option_count(pb), 0, "nothing added before the bad option");
	cr_assert_eq(dlx_add_options(pb, NULL, 2, 1), DLX_EINVAL);
	cr_assert_eq(dlx_add_options(pb, good_then_out, 0, 1), DLX_EINVAL);
	cr_assert_eq(dlx_add_options(pb, good_then_out, 2, -1), DLX_EINVAL);
	cr_assert_eq(dlx_add_options(pb, good_then_out, 2, INT32_MAX), DLX_ERANGE);
	cr_assert_eq(dlx_add_options(pb, good_then_out, 2, 0), 0);
	cr_assert_eq(dlx_add_options(pb, good_then_out, 2, 2), 0);
	cr_assert_eq(count_all(pb), 1);
	cr_assert_eq(dlx_require(pb, 0), 0);
	cr_assert_eq(dlx_add_options(pb, good_then_out, 2, 1), DLX_EBUSY);
	dlx_release_all(pb);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

Test(dlx, reset_gives_an_empty_problem_of_the_new_size)
{
	struct dlx_problem *pb = queens(8);
	cr_assert_eq(count_all(pb), 92);
	cr_assert_eq(dlx_problem_reset(pb, 7, 0), 0);
	cr_assert_eq(dlx_option_count(pb), 0);
	cr_assert_eq(dlx_primary_count(pb), 7);
	for (int k = 0; k < 6; k++)
		cr_assert_eq(dlx_add_option(pb, knuth_options[k], NULL, knuth_sizes[k]), k);
	cr_assert_eq(count_all(pb), 1);
	cr_assert_eq(dlx_problem_reset(pb, -1, 0), DLX_EINVAL);
	cr_assert_eq(count_all(pb), 1, "a refused reset leaves the problem as it was");
	dlx_problem_destroy(pb);
}

/*
 * A long option is checked by sorting a copy: the same answers as pair by
 * pair (found here by a direct count), and no quadratic cost.
 */
Test(dlx, long_options_are_checked_whole)
{
	enum { N = 5000 };
	struct dlx_problem *pb = dlx_problem_create(N, 0);
	int *items = malloc(N * sizeof *items);
	cr_assert_not_null(pb);
	cr_assert_not_null(items);
	for (int k = 0; k < N; k++)
		items[k] = N - 1 - k; /* descending: a sort has work to do */
	cr_expect_eq(dlx_add_option(pb, items, NULL, N), 0);
	items[N - 1] = items[0]; /* the last repeats the first */
	cr_expect_eq(dlx_add_option(pb, items, NULL, N), DLX_EREPEAT);
	items[N - 1] = N; /* past the last item */
	cr_expect_eq(dlx_add_option(pb, items, NULL, N), DLX_EITEM);
	items[N - 1] = 0;
	cr_expect_eq(dlx_add_options(pb, items, N, 1), 1, "the whole option again");
	items[1] = items[2];
	cr_expect_eq(dlx_add_options(pb, items, N / 2, 2), DLX_EREPEAT);
	cr_expect_eq(dlx_option_count(pb), 2);
	struct dlx_stats stats;
	cr_expect_eq(dlx_search(pb, NULL, &stats), 0);
	cr_expect_eq(stats.solutions, 2, "either copy of the one option covers every item");
	free(items);
	dlx_problem_destroy(pb);
}
