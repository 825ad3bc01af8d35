/*
 * test_dlx_bits.c - the search on bitsets (DLX_ALGORITHM_BITS): known
 * counts (n queens, Langford pairs), a Sudoku and its published solution,
 * random problems, plain and coloured, against brute force and against
 * the links search (the same solutions in the same order, the same nodes), larger random
 * problems whose item choice crosses links' blocks of 64 items,
 * requirements, exclusions, a shuffle, limits, hooks, and what it refuses
 * (its parts and threads: test_dlx_bits_jobs.c).
 */
#include "dlx.h"
#include "queens.h"
#include "random_problems.h"

#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

static struct dlx_search_options options_for(enum dlx_algorithm algorithm)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.algorithm = algorithm;
	return opt;
}

static struct dlx_stats search_with(struct dlx_problem *pb, const struct dlx_search_options *opt)
{
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, opt, &stats), 0);
	return stats;
}

static struct dlx_stats bits_stats(struct dlx_problem *pb)
{
	struct dlx_search_options opt = options_for(DLX_ALGORITHM_BITS);
	return search_with(pb, &opt);
}

/* The links search without a memo: the tree bits walks. */
static struct dlx_stats links_stats(struct dlx_problem *pb)
{
	struct dlx_search_options opt = options_for(DLX_ALGORITHM_LINKS);
	return search_with(pb, &opt);
}

/* Every solution in the order found, option numbers flat with -1 after each. */
struct trail {
	int *at;
	size_t length, capacity;
};

static int record(void *user, const int *options, int count)
{
	struct trail *t = user;
	if (t->length + (size_t)count + 1 > t->capacity) {
		t->capacity = 2 * (t->length + (size_t)count + 1);
		t->at = realloc(t->at, t->capacity * sizeof *t->at);
		cr_assert_not_null(t->at);
	}
	for (int k = 0; k < count; k++)
		t->at[t->length++] = options[k];
	t->at[t->length++] = -1;
	return 0;
}

/* The search under `order` with `algorithm`, its solutions in *t. */
static struct dlx_stats ordered_trail(struct dlx_problem *pb, enum dlx_algorithm algorithm,
                                     enum dlx_order order, struct trail *t)
{
	struct dlx_search_options opt = options_for(algorithm);
	opt.order = order;
	opt.on_solution = record;
	opt.user = t;
	t->length = 0;
	return search_with(pb, &opt);
}

static struct dlx_stats trail_of(struct dlx_problem *pb, enum dlx_algorithm algorithm,
                                 struct trail *t)
{
	return ordered_trail(pb, algorithm, DLX_ORDER_MRV, t);
}

/*
 * Under `order`, bits walks links' tree (with DLX_ORDER_SHARP, the
 * reference loop's): nodes, solutions, depth, and the solutions in order.
 * Bits' figures.
 */
static struct dlx_stats assert_same_tree(struct dlx_problem *pb, enum dlx_order order,
                                         const char *what)
{
	struct trail a = {0}, b = {0};
	struct dlx_stats links = ordered_trail(pb, DLX_ALGORITHM_LINKS, order, &a);
	struct dlx_stats bits = ordered_trail(pb, DLX_ALGORITHM_BITS, order, &b);
	cr_assert_eq(bits.solutions, links.solutions, "%s: solutions", what);
	cr_assert_eq(bits.nodes, links.nodes, "%s: nodes", what);
	cr_assert_eq(bits.max_level, links.max_level, "%s: depth", what);
	cr_assert_eq(b.length, a.length, "%s", what);
	cr_assert(a.length == 0 || memcmp(a.at, b.at, a.length * sizeof *a.at) == 0,
	          "%s: the solutions in links' order", what);
	free(a.at);
	free(b.at);
	return bits;
}

static void assert_as_links(struct dlx_problem *pb, const char *what)
{
	assert_same_tree(pb, DLX_ORDER_MRV, what);
}

/* TAOCP 7.2.2.1 (5): items a..g, one solution, {a d f}, {b g}, {c e}. */
Test(dlx_bits, solves_knuths_example)
{
	static const int options[6][3] = {{2, 4}, {0, 3, 6}, {1, 2, 5}, {0, 3, 5}, {1, 6}, {3, 4, 6}};
	static const int sizes[6] = {2, 3, 3, 3, 2, 3};
	struct dlx_problem *pb = dlx_problem_create(7, 0);
	cr_assert_not_null(pb);
	for (int o = 0; o < 6; o++)
		cr_assert_eq(dlx_add_option(pb, options[o], NULL, sizes[o]), o);
	struct trail t = {0};
	struct dlx_stats stats = trail_of(pb, DLX_ALGORITHM_BITS, &t);
	cr_assert_eq(stats.solutions, 1);
	/* dlx1 < knuth-example.dlx: "1 solution, ..., 6 nodes" (data/exact-cover/knuth-counts.txt) */
	cr_assert_eq(stats.nodes, 6);
	cr_assert_eq(stats.max_level, 3);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	int want[] = {3, 4, 0, -1}; /* a's {a d g} fails, {a d f} then {b g}, {c e}: by hand */
	cr_assert_eq(t.length, 4);
	for (int k = 0; k < 4; k++)
		cr_assert_eq(t.at[k], want[k], "place %d", k);
	cr_assert_eq(dlx_problem_check(pb), 0, "the links are untouched");
	free(t.at);
	dlx_problem_destroy(pb);
}

/*
 * n queens where two queens in rows of the same parity may share a
 * diagonal (queens.h): a coloured problem, on links' tree; 6 queens so
 * (rows 0, 2, 4 and 1, 3, 5 each free of each other's diagonals) has more
 * solutions than the 4 of plain 6 queens.
 */
Test(dlx_bits, searches_coloured_queens_as_links)
{
	for (int n = 1; n <= 7; n++) {
		struct dlx_problem *pb = queens_problem(n, true);
		cr_assert_not_null(pb);
		char what[48];
		snprintf(what, sizeof what, "%d coloured queens", n);
		assert_as_links(pb, what);
		if (n == 6)
			cr_assert_gt(bits_stats(pb).solutions, 4);
		dlx_problem_destroy(pb);
	}
}

Test(dlx_bits, counts_n_queens)
{
	static const uint64_t known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352}; /* OEIS A000170 */
	for (int n = 1; n <= 9; n++) {
		struct dlx_problem *pb = queens_problem(n, false);
		cr_assert_not_null(pb);
		cr_assert_eq(bits_stats(pb).solutions, known[n - 1], "%d queens", n);
		char what[32];
		snprintf(what, sizeof what, "%d queens", n);
		assert_as_links(pb, what);
		dlx_problem_destroy(pb);
	}
}

/*
 * Langford pairs of 1..n as exact cover (TAOCP 7.2.2.1 (1)): items the
 * numbers 1..n, then the slots 1..2n; option "i s_j s_k" for k = j + i + 1.
 */
static struct dlx_problem *langford(int n)
{
	struct dlx_problem *pb = dlx_problem_create(3 * n, 0);
	cr_assert_not_null(pb);
	for (int i = 1; i <= n; i++)
		for (int j = 0; j + i + 1 < 2 * n; j++) {
			int items[3] = {i - 1, n + j, n + j + i + 1};
			cr_assert_geq(dlx_add_option(pb, items, NULL, 3), 0);
		}
	return pb;
}

Test(dlx_bits, counts_langford_pairs)
{
	/* OEIS A014552 (1, 0, 0, 1, 1, 0, 0, 26, 150), twice over: each pairing and its mirror */
	static const uint64_t known[] = {0, 0, 2, 2, 0, 0, 52, 300};
	for (int n = 1; n <= 8; n++) {
		struct dlx_problem *pb = langford(n);
		cr_assert_eq(bits_stats(pb).solutions, known[n - 1], "n = %d", n);
		char what[32];
		snprintf(what, sizeof what, "Langford %d", n);
		assert_as_links(pb, what);
		dlx_problem_destroy(pb);
	}
	struct dlx_problem *pb = langford(7);
	/* dlx1 < langford-7.dlx: "52 solutions, ..., 607 nodes" (data/exact-cover/knuth-counts.txt) */
	cr_assert_eq(bits_stats(pb).nodes, 607);
	dlx_problem_destroy(pb);
}

/*
 * A 9x9 Sudoku as exact cover: option 81r + 9c + d puts digit d+1 in
 * row r, column c, covering cell (r, c), row r with d, column c with d,
 * box with d (324 items). The givens are required.
 */
static struct dlx_problem *sudoku(const char *grid)
{
	struct dlx_problem *pb = dlx_problem_create(324, 0);
	cr_assert_not_null(pb);
	for (int r = 0; r < 9; r++)
		for (int c = 0; c < 9; c++)
			for (int d = 0; d < 9; d++) {
				int b = r / 3 * 3 + c / 3;
				int items[4] = {9 * r + c, 81 + 9 * r + d, 162 + 9 * c + d, 243 + 9 * b + d};
				cr_assert_eq(dlx_add_option(pb, items, NULL, 4), 81 * r + 9 * c + d);
			}
	for (int k = 0; k < 81; k++)
		if (grid[k] != '.')
			cr_assert_eq(dlx_require(pb, 9 * k + grid[k] - '1'), 0);
	return pb;
}

static int into_grid(void *user, const int *options, int count)
{
	char *grid = user;
	for (int k = 0; k < count; k++)
		grid[options[k] / 9] = (char)('1' + options[k] % 9);
	return 0;
}

/* Wikipedia's "Sudoku" article: the puzzle pictured and its published solution. */
Test(dlx_bits, solves_a_sudoku_as_published)
{
	const char *puzzle = "53..7....6..195....98....6.8...6...34..8.3..17...2...6"
	                     ".6....28....419..5....8..79";
	const char *solution = "534678912672195348198342567859761423426853791713924856"
	                       "961537284287419635345286179";
	struct dlx_problem *pb = sudoku(puzzle);
	char grid[82];
	memcpy(grid, puzzle, sizeof grid);
	struct dlx_search_options opt = options_for(DLX_ALGORITHM_BITS);
	opt.on_solution = into_grid;
	opt.user = grid;
	struct dlx_stats stats = search_with(pb, &opt);
	cr_assert_eq(stats.solutions, 1);
	cr_assert_str_eq(grid, solution);
	assert_as_links(pb, "Wikipedia's Sudoku");
	dlx_release_all(pb);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

/* Arto Inkala's "world's hardest" Sudoku, many nodes deep: links' tree over 324 items. */
Test(dlx_bits, walks_links_tree_on_a_hard_sudoku)
{
	struct dlx_problem *pb = sudoku("8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..");
	struct dlx_stats stats = bits_stats(pb);
	cr_assert_eq(stats.solutions, 1);
	cr_assert_gt(stats.nodes, 100);
	assert_as_links(pb, "Inkala's Sudoku");
	dlx_problem_destroy(pb);
}

/* The random problem as the engine's, with its colours when `colors` says so. */
static struct dlx_problem *build_random(const struct random_problem *rp, bool colors)
{
	struct dlx_problem *pb = dlx_problem_create(rp->primary, rp->secondary);
	cr_assert_not_null(pb);
	for (int o = 0; o < rp->options; o++)
		cr_assert_eq(dlx_add_option(pb, rp->item[o], colors ? rp->color[o] : NULL, rp->size[o]),
		             o);
	return pb;
}

/* Brute force's count with every colour taken away: each item then takes one option. */
static uint64_t brute_force_uncoloured(const struct random_problem *rp)
{
	struct random_problem plain = *rp;
	memset(plain.color, 0, sizeof plain.color);
	return brute_force(&plain);
}

/*
 * 3000 random problems (secondary items; with `colors`, coloured too):
 * brute force's count, the definition, and links' tree, also shuffled.
 * How many had solutions, and in *shared how many of those had a count
 * their colours changed (options sharing an item by agreeing on it).
 */
static uint64_t compare_random(uint64_t seed, bool colors, uint64_t *shared)
{
	uint64_t nonzero = 0;
	*shared = 0;
	for (int round = 0; round < 3000; round++) {
		struct random_problem rp;
		make_random(&rp, &seed, colors);
		struct dlx_problem *pb = build_random(&rp, colors);
		uint64_t n = brute_force(&rp);
		nonzero += n > 0;
		*shared += n > 0 && n != brute_force_uncoloured(&rp);
		cr_assert_eq(bits_stats(pb).solutions, n, "round %d", round);
		assert_as_links(pb, colors ? "a random coloured problem" : "a random problem");
		cr_assert_eq(dlx_problem_shuffle(pb, (uint64_t)round + 1), 0);
		struct dlx_stats shuffled = bits_stats(pb);
		cr_assert_eq(shuffled.solutions, n, "round %d, shuffled", round);
		cr_assert_eq(shuffled.nodes, links_stats(pb).nodes, "round %d: links' tree, shuffled", round);
		dlx_problem_destroy(pb);
	}
	return nonzero;
}

Test(dlx_bits, finds_the_solutions_of_brute_force_on_random_problems)
{
	uint64_t shared;
	cr_assert_gt(compare_random(0x9e3779b97f4a7c15u, false, &shared), 300,
	             "enough rounds have solutions to test something");
}

/* Colours: options that give a secondary item the same colour go together, as in Algorithm C. */
Test(dlx_bits, finds_the_solutions_of_brute_force_on_random_coloured_problems)
{
	uint64_t shared;
	cr_assert_gt(compare_random(0x6a09e667f3bcc908u, true, &shared), 300,
	             "enough rounds have solutions to test something");
	cr_assert_gt(shared, 50, "enough rounds where colours let options share an item");
}

/*
 * DLX2-SHARP's choice (items marked sharp first, forced moves before
 * them): on random problems, some coloured, a random half of the primary
 * items marked, bits walks the reference loop's tree, which is Knuth's
 * (tests/cli/sharp.sh checks it against DLX2-SHARP's records).
 */
Test(dlx_bits, chooses_as_dlx2_sharp_on_random_problems)
{
	uint64_t seed = 0xbb67ae8584caa73bu, marked = 0;
	for (int round = 0; round < 3000; round++) {
		struct random_problem rp;
		bool colors = round % 2;
		make_random(&rp, &seed, colors);
		struct dlx_problem *pb = build_random(&rp, colors);
		for (int x = 0; x < rp.primary; x++) {
			bool sharp = test_rng(&seed) % 2;
			marked += sharp;
			cr_assert_eq(dlx_set_sharp(pb, x, sharp), 0);
		}
		char what[48];
		snprintf(what, sizeof what, "round %d, sharp", round);
		cr_assert_eq(assert_same_tree(pb, DLX_ORDER_SHARP, what).solutions, brute_force(&rp),
		             "%s", what);
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(marked, 1000);
}

/* Adds the primary items, shuffled, cut into options of `size` (the last shorter): one solution. */
static void plant_solution(struct dlx_problem *pb, int primary, int size, uint64_t *seed)
{
	int order[260];
	for (int x = 0; x < primary; x++)
		order[x] = x;
	for (int x = primary - 1; x > 0; x--) {
		int y = (int)(test_rng(seed) % (uint64_t)(x + 1)), t = order[x];
		order[x] = order[y];
		order[y] = t;
	}
	for (int x = 0; x < primary; x += size)
		cr_assert_geq(dlx_add_option(pb, order + x, NULL, primary - x < size ? primary - x : size), 0);
}

/* An option of `size` distinct items drawn from `items`. */
static void add_random_option(struct dlx_problem *pb, int items, int size, uint64_t *seed)
{
	int chosen[8], k = 0;
	while (k < size) {
		int x = (int)(test_rng(seed) % (uint64_t)items);
		bool seen = false;
		for (int j = 0; j < k; j++)
			seen = seen || chosen[j] == x;
		if (!seen)
			chosen[k++] = x;
	}
	cr_assert_geq(dlx_add_option(pb, chosen, NULL, size), 0);
}

/*
 * Problems of 40 to 260 primary items, several planted solutions among
 * random options: links compares item lengths in blocks of 64, stops at
 * the first block holding 0 or 1, and above 192 items (or with options of
 * five items or more) backs up at any item left without options; bits
 * must follow each rule to count the same nodes.
 */
Test(dlx_bits, chooses_as_links_across_blocks_of_items)
{
	uint64_t seed = 0x2545f4914f6cdd1du, nodes = 0, solutions = 0;
	for (int round = 0; round < 60; round++) {
		int primary = 40 + (int)(test_rng(&seed) % 221), secondary = (int)(test_rng(&seed) % 20);
		int size = 4 + round % 4;
		struct dlx_problem *pb = dlx_problem_create(primary, secondary);
		cr_assert_not_null(pb);
		for (int o = 0; o < primary; o++)
			if (o % (primary / 3) == 0)
				plant_solution(pb, primary, size, &seed);
			else if (o % 2)
				add_random_option(pb, primary + secondary, size, &seed);
		char what[64];
		snprintf(what, sizeof what, "round %d: %d primary items, options of %d", round, primary,
		         size);
		assert_as_links(pb, what);
		struct dlx_stats stats = links_stats(pb);
		nodes += stats.nodes;
		solutions += stats.solutions;
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(nodes, 60 * 100, "trees worth comparing");
	cr_assert_geq(solutions, 60, "every planted solution found");
}

/*
 * Requires (or, with `exclude`, excludes) option o of a random problem:
 * bits then counts brute force's solutions with (without) o, on links'
 * tree. Whether the option could be required (it has a primary item and
 * clashes with nothing required).
 */
static bool search_without_or_with(struct dlx_problem *pb, const struct random_problem *rp, int o,
                                   bool exclude, uint64_t want)
{
	bool primary = options_with_primary(rp) >> o & 1u;
	int code = exclude ? dlx_exclude(pb, o) : primary ? dlx_require(pb, o) : DLX_EOPTION;
	if (code == 0) {
		cr_assert_eq(bits_stats(pb).solutions, want, "option %d %s", o,
		             exclude ? "excluded" : "required");
		assert_as_links(pb, exclude ? "an exclusion" : "a requirement");
		dlx_release_all(pb);
	}
	return code == 0;
}

/* A requirement is as if chosen first; an exclusion leaves the solutions without it. */
Test(dlx_bits, searches_after_requirements_and_exclusions)
{
	unsigned *masks = malloc(sizeof(unsigned) << MAX_RANDOM_OPTIONS);
	cr_assert_not_null(masks);
	uint64_t seed = 0x14057b7ef767814fu;
	int required = 0;
	for (int round = 0; round < 2000; round++) {
		struct random_problem rp;
		bool colors = round % 2;
		make_random(&rp, &seed, colors);
		struct dlx_problem *pb = build_random(&rp, colors);
		uint64_t all = brute_force_masks(&rp, masks), holding = 0;
		int o = (int)(test_rng(&seed) % (uint64_t)rp.options);
		for (uint64_t k = 0; k < all; k++)
			holding += masks[k] >> o & 1u;
		required += search_without_or_with(pb, &rp, o, false, holding);
		cr_assert(search_without_or_with(pb, &rp, o, true, all - holding), "round %d", round);
		cr_assert_eq(dlx_problem_check(pb), 0);
		dlx_problem_destroy(pb);
	}
	cr_assert_gt(required, 500);
	free(masks);
}

static int stop_at_third(void *user, const int *options, int count)
{
	(void)options, (void)count;
	return ++*(int *)user == 3;
}

static int stop_progress(void *user, const struct dlx_stats *stats, int level, const int *position,
                         const int *branches)
{
	(void)stats;
	for (int l = 0; l < level; l++)
		cr_assert(position[l] >= 0 && position[l] < branches[l], "level %d", l);
	return ++*(int *)user == 2;
}

Test(dlx_bits, stops_at_its_limits)
{
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	struct dlx_search_options opt = options_for(DLX_ALGORITHM_BITS);
	opt.solution_limit = 5;
	struct dlx_stats stats = search_with(pb, &opt);
	cr_assert_eq(stats.solutions, 5);
	cr_assert_eq(stats.stop, DLX_STOP_SOLUTIONS);
	opt = options_for(DLX_ALGORITHM_BITS);
	opt.node_limit = 100;
	stats = search_with(pb, &opt);
	cr_assert_eq(stats.nodes, 100);
	cr_assert_eq(stats.stop, DLX_STOP_NODES);
	int calls = 0;
	opt = options_for(DLX_ALGORITHM_BITS);
	opt.on_solution = stop_at_third;
	opt.user = &calls;
	stats = search_with(pb, &opt);
	cr_assert_eq(calls, 3);
	cr_assert_eq(stats.stop, DLX_STOP_CALLBACK);
	calls = 0;
	opt = options_for(DLX_ALGORITHM_BITS);
	opt.on_progress = stop_progress;
	opt.progress_interval = 100;
	opt.user = &calls;
	stats = search_with(pb, &opt);
	cr_assert_eq(calls, 2);
	cr_assert_eq(stats.stop, DLX_STOP_CALLBACK);
	dlx_problem_destroy(pb);
}

Test(dlx_bits, profiles_the_levels)
{
	struct dlx_problem *pb = queens_problem(8, false);
	cr_assert_not_null(pb);
	uint64_t levels[10] = {0};
	struct dlx_search_options opt = options_for(DLX_ALGORITHM_BITS);
	opt.level_nodes = levels;
	opt.level_nodes_length = 10;
	struct dlx_stats stats = search_with(pb, &opt);
	uint64_t sum = 0;
	for (int l = 0; l < 10; l++)
		sum += levels[l];
	cr_assert_eq(sum, stats.nodes);
	cr_assert_eq(stats.nodes, links_stats(pb).nodes);
	cr_assert_eq(levels[0], 1, "the root");
	dlx_problem_destroy(pb);
}

static int no_trace(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	(void)user, (void)event, (void)level, (void)item, (void)option, (void)count;
	return 0;
}

Test(dlx_bits, refuses_what_it_cannot_search)
{
	struct dlx_problem *pb = queens_problem(6, false);
	cr_assert_not_null(pb);
	struct dlx_search_options opt = options_for(DLX_ALGORITHM_BITS);
	struct dlx_stats stats;
	opt.knuth_counts = true;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "knuth_counts");
	opt = options_for(DLX_ALGORITHM_BITS);
	opt.order = DLX_ORDER_FIRST;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "order");
	opt = options_for(DLX_ALGORITHM_BITS);
	opt.on_trace = no_trace;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "trace");
	opt = options_for(DLX_ALGORITHM_BITS);
	opt.infer = true;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EINVAL, "infer");
	dlx_problem_destroy(pb);

	pb = queens_problem(6, false);
	cr_assert_not_null(pb);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 2), 0);
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_EBOUNDS, "bounds");
	dlx_problem_destroy(pb);
}

Test(dlx_bits, refuses_a_problem_past_its_limits)
{
	struct dlx_problem *pb = dlx_problem_create(DLX_BITS_MAX_ITEMS + 1, 0);
	cr_assert_not_null(pb);
	int item = 0;
	cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), 0);
	struct dlx_search_options opt = options_for(DLX_ALGORITHM_BITS);
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_ERANGE, "items");
	dlx_problem_destroy(pb);

	pb = dlx_problem_create(1, 0);
	cr_assert_not_null(pb);
	for (int o = 0; o <= DLX_BITS_MAX_OPTIONS; o++)
		cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), o);
	cr_assert_eq(dlx_search(pb, &opt, &stats), DLX_ERANGE, "options");
	dlx_problem_destroy(pb);

	/* at the limits: one item, DLX_BITS_MAX_OPTIONS options, each a solution */
	pb = dlx_problem_create(1, 0);
	cr_assert_not_null(pb);
	for (int o = 0; o < DLX_BITS_MAX_OPTIONS; o++)
		cr_assert_eq(dlx_add_option(pb, &item, NULL, 1), o);
	cr_assert_eq(bits_stats(pb).solutions, DLX_BITS_MAX_OPTIONS);
	dlx_problem_destroy(pb);
}

Test(dlx_bits, refuses_the_k_best)
{
	struct dlx_problem *pb = queens_problem(6, false);
	cr_assert_not_null(pb);
	struct dlx_search_options opt = options_for(DLX_ALGORITHM_BITS);
	struct dlx_best *best = dlx_best_create(1);
	cr_assert_not_null(best);
	cr_assert_eq(dlx_search_best(pb, best, &opt, NULL), DLX_EINVAL);
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
}
