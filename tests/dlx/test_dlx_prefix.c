/*
 * test_dlx_prefix.c - splitting a search: dlx_problem_clone, dlx_prefixes and
 * dlx_search_prefix. The parts must add up to the published n-queens counts,
 * to Knuth's example, to a brute-force count of random problems (colours
 * included), and their nodes to the undivided search's; clones must search
 * alone and side by side in threads.
 */
#include "dlx.h"
#include "queens.h"

#include <criterion/criterion.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

/* queens.h's problem, which the test needs built. */
static struct dlx_problem *queens(int n, bool coloured)
{
	struct dlx_problem *pb = queens_problem(n, coloured);
	cr_assert_not_null(pb, "%d queens: out of memory", n);
	return pb;
}

/* Published counts (OEIS A000170) for n = 4 .. 10. */
static const uint64_t queens_counts[] = {2, 10, 4, 40, 92, 352, 724};

/* The prefixes of one walk, kept for searching afterwards. */
struct prefix_list {
	int count;
	int lengths[4096];
	int options[4096][16];
};

static int keep_prefix(void *user, const int *options, int count)
{
	struct prefix_list *list = user;
	cr_assert_lt(list->count, 4096);
	cr_assert_leq(count, 16);
	memcpy(list->options[list->count], options, (size_t)count * sizeof *options);
	list->lengths[list->count++] = count;
	return 0;
}

/* Searches every prefix at `depth`; checks solutions and nodes against the whole search. */
static void check_parts_add_up(struct dlx_problem *pb, int depth, uint64_t want)
{
	struct dlx_stats whole;
	int required = dlx_required_count(pb);
	cr_assert_eq(dlx_search(pb, NULL, &whole), 0);
	cr_assert_eq(whole.solutions, want);
	struct prefix_list *list = calloc(1, sizeof *list);
	uint64_t nodes = 0, solutions = 0;
	cr_assert_eq(dlx_prefixes(pb, depth, keep_prefix, list, &nodes), 0);
	cr_assert_eq(dlx_problem_check(pb), 0, "matrix not restored after the walk");
	for (int k = 0; k < list->count; k++) {
		struct dlx_stats part;
		cr_assert_eq(dlx_search_prefix(pb, list->options[k], list->lengths[k], NULL, &part), 0);
		cr_assert_eq(part.stop, DLX_STOP_EXHAUSTED);
		solutions += part.solutions;
		nodes += part.nodes;
	}
	cr_assert_eq(dlx_problem_check(pb), 0, "matrix not restored after the parts");
	cr_assert_eq(dlx_required_count(pb), required, "the prefixes were released, no more");
	cr_assert_eq(solutions, want, "depth %d: parts give %llu, want %llu", depth,
	             (unsigned long long)solutions, (unsigned long long)want);
	cr_assert_eq(nodes, whole.nodes, "depth %d: parts visit %llu nodes, the search %llu", depth,
	             (unsigned long long)nodes, (unsigned long long)whole.nodes);
	free(list);
}

/*
 * Counting nodes per level runs the watched copy of the search loop, which
 * walks options the general way and counts every node; a node limit alone
 * runs a lean copy that compares each node with it (options of four items:
 * on node[], or on the 16-bit copy when the tally is kept). Each must visit
 * the same tree as the plain lean copy (unrolled walks, tallied dead items)
 * and find `want` solutions.
 */
static void check_watched_copy(struct dlx_problem *pb, uint64_t want)
{
	struct dlx_stats lean, limited, watched;
	struct dlx_search_options with_limit, with_levels;
	uint64_t level_nodes[64] = {0};
	dlx_search_options_init(&with_limit);
	with_limit.node_limit = 1000000;
	with_levels = with_limit;
	with_levels.level_nodes = level_nodes;
	with_levels.level_nodes_length = 64;
	cr_assert_eq(dlx_search(pb, NULL, &lean), 0);
	cr_assert_eq(dlx_search(pb, &with_limit, &limited), 0);
	cr_assert_eq(dlx_search(pb, &with_levels, &watched), 0);
	cr_assert_eq(lean.solutions, want);
	const struct dlx_stats *other[] = {&limited, &watched};
	for (int k = 0; k < 2; k++) {
		cr_assert_eq(other[k]->solutions, want);
		cr_assert_eq(other[k]->nodes, lean.nodes, "%s", k ? "watched" : "limited");
		cr_assert_eq(other[k]->updates, lean.updates, "%s", k ? "watched" : "limited");
	}
	cr_assert_eq(dlx_problem_check(pb), 0);
}

Test(dlx_prefix, queens_parts_add_up_to_published_counts)
{
	for (int n = 4; n <= 10; n++) {
		struct dlx_problem *pb = queens(n, false);
		for (int depth = 0; depth <= 4; depth++)
			check_parts_add_up(pb, depth, queens_counts[n - 4]);
		dlx_problem_destroy(pb);
	}
}

/*
 * Every option of n queens has four items, so the plain search runs a copy
 * with the option walks unrolled; the watched copy walks them the general
 * way. All must visit the same tree, shuffled or not.
 */
Test(dlx_prefix, unrolled_and_general_walks_visit_the_same_tree)
{
	for (int shuffled = 0; shuffled < 2; shuffled++) {
		struct dlx_problem *pb = queens(9, false);
		if (shuffled)
			cr_assert_eq(dlx_problem_shuffle(pb, 99), 0);
		check_watched_copy(pb, 352);
		dlx_problem_destroy(pb);
	}
}

Test(dlx_prefix, shuffled_queens_parts_add_up)
{
	struct dlx_problem *pb = queens(8, false);
	cr_assert_eq(dlx_problem_shuffle(pb, 12345), 0);
	for (int depth = 0; depth <= 5; depth++)
		check_parts_add_up(pb, depth, 92);
	dlx_problem_destroy(pb);
}

/* Knuth, TAOCP 7.2.2.1 (5): items a..g, six options, one solution {c e, a d f, b g}. */
static struct dlx_problem *knuth(void)
{
	static const int o0[] = {2, 4}, o1[] = {0, 3, 6}, o2[] = {1, 2, 5}, o3[] = {0, 3, 5},
	                 o4[] = {1, 6}, o5[] = {3, 4, 6};
	static const int *const options[] = {o0, o1, o2, o3, o4, o5};
	static const int sizes[] = {2, 3, 3, 3, 2, 3};
	struct dlx_problem *pb = dlx_problem_create(7, 0);
	for (int k = 0; k < 6; k++)
		cr_assert_eq(dlx_add_option(pb, options[k], NULL, sizes[k]), k);
	return pb;
}

Test(dlx_prefix, knuth_example_at_every_depth)
{
	struct dlx_problem *pb = knuth();
	for (int depth = 0; depth <= 8; depth++)
		check_parts_add_up(pb, depth, 1);
	dlx_problem_destroy(pb);
}

/*
 * More than two scan blocks of primary items, so the search keeps its tally
 * of dead items (choose.h): the empty 4x4 Sudoku (64 items, 288 grids, a
 * published count), ten copies of Knuth's example (one solution each) and
 * three two-way pairs, all independent: 288 * 2^3 = 2,304 solutions.
 */
static struct dlx_problem *many_items(void)
{
	const int sudoku = 64, knuths = 10, pairs = 3;
	struct dlx_problem *pb = dlx_problem_create(sudoku + 7 * knuths + 2 * pairs, 0);
	for (int r = 0; r < 4; r++)
		for (int c = 0; c < 4; c++)
			for (int d = 0; d < 4; d++) {
				int box = (r / 2) * 2 + c / 2;
				int items[4] = {r * 4 + c, 16 + r * 4 + d, 32 + c * 4 + d, 48 + box * 4 + d};
				cr_assert_geq(dlx_add_option(pb, items, NULL, 4), 0);
			}
	static const int o0[] = {2, 4}, o1[] = {0, 3, 6}, o2[] = {1, 2, 5}, o3[] = {0, 3, 5},
	                 o4[] = {1, 6}, o5[] = {3, 4, 6};
	static const int *const options[] = {o0, o1, o2, o3, o4, o5};
	static const int sizes[] = {2, 3, 3, 3, 2, 3};
	for (int copy = 0; copy < knuths; copy++)
		for (int k = 0; k < 6; k++) {
			int items[3];
			for (int i = 0; i < sizes[k]; i++)
				items[i] = sudoku + 7 * copy + options[k][i];
			cr_assert_geq(dlx_add_option(pb, items, NULL, sizes[k]), 0);
		}
	for (int pair = 0; pair < pairs; pair++) {
		int a = sudoku + 7 * knuths + 2 * pair, both[2] = {a, a + 1};
		cr_assert_geq(dlx_add_option(pb, both, NULL, 2), 0);
		cr_assert_geq(dlx_add_option(pb, &a, NULL, 1), 0);
		cr_assert_geq(dlx_add_option(pb, &both[1], NULL, 1), 0);
	}
	return pb;
}

Test(dlx_prefix, tracked_dead_ends_keep_counts_and_nodes)
{
	struct dlx_problem *pb = many_items();
	for (int depth = 0; depth <= 3; depth++)
		check_parts_add_up(pb, depth, 2304);
	check_watched_copy(pb, 2304);
	/* a clue that leaves no room: a dead end found before any choice */
	cr_assert_eq(dlx_require(pb, 0), 0);  /* r1c1 = 1 */
	cr_assert_eq(dlx_exclude(pb, 20), 0); /* r2c2 = 1 ruled out ... */
	cr_assert_eq(dlx_exclude(pb, 24), 0); /* ... and r2c3 = 1 */
	cr_assert_eq(dlx_exclude(pb, 28), 0); /* ... and r2c4 = 1: row 2 cannot take a 1 */
	struct dlx_stats stats;
	cr_assert_eq(dlx_search(pb, NULL, &stats), 0);
	cr_assert_eq(stats.solutions, 0);
	cr_assert_eq(stats.nodes, 1, "a dead item at the start is one node, got %llu",
	             (unsigned long long)stats.nodes);
	dlx_release_all(pb);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}

/* A solution found above the depth is one prefix, shorter than the depth. */
Test(dlx_prefix, solution_above_depth_is_a_short_prefix)
{
	struct dlx_problem *pb = knuth();
	struct prefix_list *list = calloc(1, sizeof *list);
	cr_assert_eq(dlx_prefixes(pb, 7, keep_prefix, list, NULL), 0);
	cr_assert_eq(list->count, 1, "the dead ends above depth 7 are not prefixes");
	cr_assert_eq(list->lengths[0], 3);
	int sorted[3];
	memcpy(sorted, list->options[0], sizeof sorted);
	for (int i = 0; i < 3; i++)
		for (int j = i + 1; j < 3; j++)
			if (sorted[j] < sorted[i]) {
				int t = sorted[i];
				sorted[i] = sorted[j];
				sorted[j] = t;
			}
	cr_assert(sorted[0] == 0 && sorted[1] == 3 && sorted[2] == 4);
	free(list);
	dlx_problem_destroy(pb);
}

static int stop_at_first(void *user, const int *options, int count)
{
	++*(int *)user;
	return 1;
}

Test(dlx_prefix, callback_stops_the_walk)
{
	struct dlx_problem *pb = queens(6, false);
	int seen = 0;
	cr_assert_eq(dlx_prefixes(pb, 2, stop_at_first, &seen, NULL), 1);
	cr_assert_eq(seen, 1);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(dlx_prefixes(NULL, 2, stop_at_first, &seen, NULL), DLX_EINVAL);
	cr_assert_eq(dlx_prefixes(pb, -1, stop_at_first, &seen, NULL), DLX_EINVAL);
	cr_assert_eq(dlx_prefixes(pb, 2, NULL, NULL, NULL), DLX_EINVAL);
	dlx_problem_destroy(pb);
}

/* ---- Whole solutions, requirements, conflicts ---- */

struct collected {
	int count, length;
	int options[8];
};

static int collect(void *user, const int *options, int count)
{
	struct collected *c = user;
	c->count++;
	c->length = count;
	memcpy(c->options, options, (size_t)(count < 8 ? count : 8) * sizeof *options);
	return 0;
}

Test(dlx_prefix, solutions_include_the_prefix)
{
	struct dlx_problem *pb = knuth();
	struct collected c = {0};
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.on_solution = collect;
	opt.user = &c;
	int prefix[] = {0}; /* c e */
	struct dlx_stats stats;
	cr_assert_eq(dlx_search_prefix(pb, prefix, 1, &opt, &stats), 0);
	cr_assert_eq(c.count, 1);
	cr_assert_eq(c.length, 3);
	cr_assert_eq(c.options[0], 0);
	cr_assert_eq(stats.max_level, 3, "max_level counts from the root");
	int wrong[] = {1}; /* a d g is in no solution */
	c.count = 0;
	cr_assert_eq(dlx_search_prefix(pb, wrong, 1, &opt, &stats), 0);
	cr_assert_eq(c.count, 0);
	dlx_problem_destroy(pb);
}

Test(dlx_prefix, keeps_earlier_requirements_and_refuses_conflicts)
{
	struct dlx_problem *pb = queens(6, false);
	cr_assert_eq(dlx_require(pb, 1), 0); /* queen at row 0, column 1: 1 of the 4 solutions */
	struct dlx_stats stats;
	int clash[] = {2}; /* row 0 again */
	cr_assert_eq(dlx_search_prefix(pb, clash, 1, NULL, &stats), DLX_ECONFLICT);
	cr_assert_eq(stats.solutions, 0);
	int beyond[] = {36};
	cr_assert_eq(dlx_search_prefix(pb, beyond, 1, NULL, &stats), DLX_EOPTION);
	cr_assert_eq(dlx_required_count(pb), 1);
	cr_assert_eq(dlx_problem_check(pb), 0);
	check_parts_add_up(pb, 2, 1);
	cr_assert_eq(dlx_required_count(pb), 1, "the caller's requirement stays");
	dlx_release_all(pb);
	cr_assert_eq(dlx_problem_check(pb), 0);
	cr_assert_eq(dlx_search_prefix(NULL, clash, 1, NULL, &stats), DLX_EINVAL);
	cr_assert_eq(dlx_search_prefix(pb, NULL, 1, NULL, &stats), DLX_EINVAL);
	dlx_problem_destroy(pb);
}

/* ---- Random problems with colours against brute force ---- */

struct random_problem {
	int primary, secondary, options;
	int size[14];
	int items[14][5];
	int colors[14][5];
};

static uint64_t next(uint64_t *state)
{
	*state = *state * 6364136223846793005u + 1442695040888963407u;
	return *state >> 33;
}

static void make_random(struct random_problem *rp, uint64_t *state)
{
	rp->primary = 2 + (int)(next(state) % 5);
	rp->secondary = (int)(next(state) % 3);
	rp->options = 4 + (int)(next(state) % 11);
	int total = rp->primary + rp->secondary;
	for (int o = 0; o < rp->options; o++) {
		int size = 1 + (int)(next(state) % 4);
		rp->size[o] = 0;
		for (int k = 0; k < size; k++) {
			int item = (int)(next(state) % (uint64_t)total);
			bool repeat = false;
			for (int j = 0; j < rp->size[o]; j++)
				repeat = repeat || rp->items[o][j] == item;
			if (repeat)
				continue;
			rp->items[o][rp->size[o]] = item;
			rp->colors[o][rp->size[o]] = item >= rp->primary ? (int)(next(state) % 3) : 0;
			rp->size[o]++;
		}
	}
}

/*
 * Whether the options in `set` form a solution, by the definition of XCC
 * (the engine never chooses an option without a primary item, so a solution
 * holds none).
 */
static bool is_solution(const struct random_problem *rp, unsigned set)
{
	int used[8] = {0}, color[8] = {0};
	for (int o = 0; o < rp->options; o++) {
		if (!(set >> o & 1))
			continue;
		bool primary = false;
		for (int k = 0; k < rp->size[o]; k++)
			primary = primary || rp->items[o][k] < rp->primary;
		if (!primary)
			return false;
		for (int k = 0; k < rp->size[o]; k++) {
			int x = rp->items[o][k], c = rp->colors[o][k];
			if (used[x] && (c == 0 || color[x] != c))
				return false;
			used[x]++;
			color[x] = c;
		}
	}
	for (int x = 0; x < rp->primary; x++)
		if (used[x] != 1)
			return false;
	return true;
}

static uint64_t brute_force(const struct random_problem *rp)
{
	uint64_t count = 0;
	for (unsigned set = 0; set < 1u << rp->options; set++)
		count += is_solution(rp, set);
	return count;
}

Test(dlx_prefix, random_coloured_problems_match_brute_force)
{
	uint64_t state = 2026;
	struct random_problem rp;
	int solvable = 0, several = 0;
	for (int round = 0; round < 300; round++) {
		make_random(&rp, &state);
		struct dlx_problem *pb = dlx_problem_create(rp.primary, rp.secondary);
		for (int o = 0; o < rp.options; o++)
			cr_assert_geq(dlx_add_option(pb, rp.items[o], rp.colors[o], rp.size[o]), 0);
		uint64_t want = brute_force(&rp);
		solvable += want > 0;
		several += want > 1;
		for (int depth = 0; depth <= 3; depth++)
			check_parts_add_up(pb, depth, want);
		dlx_problem_destroy(pb);
	}
	cr_assert_geq(solvable, 30, "too few solvable problems (%d) to test much", solvable);
	cr_assert_geq(several, 10, "too few problems with several solutions (%d)", several);
}

/* ---- Clones ---- */

Test(dlx_prefix, clone_searches_like_the_original)
{
	struct dlx_problem *pb = queens(7, false);
	cr_assert_eq(dlx_require(pb, 3), 0);
	struct dlx_stats a, b;
	cr_assert_eq(dlx_search(pb, NULL, &a), 0);
	struct dlx_problem *copy = dlx_problem_clone(pb);
	cr_assert_not_null(copy);
	cr_assert_eq(dlx_problem_check(copy), 0);
	cr_assert_eq(dlx_required_count(copy), 1);
	cr_assert_eq(dlx_search(copy, NULL, &b), 0);
	cr_assert_eq(a.solutions, b.solutions);
	cr_assert_eq(a.nodes, b.nodes);
	dlx_release_all(copy);
	cr_assert_eq(dlx_problem_check(copy), 0);
	cr_assert_eq(dlx_search(copy, NULL, &b), 0);
	cr_assert_eq(b.solutions, 40, "the clone released alone gives all of 7 queens");
	cr_assert_eq(dlx_required_count(pb), 1, "the original keeps its requirement");
	cr_assert_null(dlx_problem_clone(NULL));
	dlx_problem_destroy(copy);
	dlx_problem_destroy(pb);
}

/* Threads share one list of prefixes, each searching its own clone. */
struct shared {
	struct dlx_problem *original;
	struct prefix_list *list;
	pthread_mutex_t lock;
	int next;
	uint64_t solutions;
};

static void *worker(void *arg)
{
	struct shared *sh = arg;
	struct dlx_problem *mine = dlx_problem_clone(sh->original);
	uint64_t found = 0;
	for (;;) {
		pthread_mutex_lock(&sh->lock);
		int k = sh->next++;
		pthread_mutex_unlock(&sh->lock);
		if (k >= sh->list->count)
			break;
		struct dlx_stats part;
		if (dlx_search_prefix(mine, sh->list->options[k], sh->list->lengths[k], NULL, &part) == 0)
			found += part.solutions;
	}
	dlx_problem_destroy(mine);
	pthread_mutex_lock(&sh->lock);
	sh->solutions += found;
	pthread_mutex_unlock(&sh->lock);
	return NULL;
}

Test(dlx_prefix, clones_search_side_by_side_in_threads)
{
	struct shared sh = {.original = queens(9, false)};
	sh.list = calloc(1, sizeof *sh.list);
	pthread_mutex_init(&sh.lock, NULL);
	cr_assert_eq(dlx_prefixes(sh.original, 3, keep_prefix, sh.list, NULL), 0);
	pthread_t threads[4];
	for (int t = 0; t < 4; t++)
		cr_assert_eq(pthread_create(&threads[t], NULL, worker, &sh), 0);
	for (int t = 0; t < 4; t++)
		pthread_join(threads[t], NULL);
	cr_assert_eq(sh.solutions, 352);
	pthread_mutex_destroy(&sh.lock);
	free(sh.list);
	dlx_problem_destroy(sh.original);
}

/* Shares derived by hand: the root branches on a (2 options), then b and c have one each. */
Test(dlx_prefix, shares_of_knuth_example_prefixes)
{
	struct dlx_problem *pb = knuth();
	double share = -1;
	cr_assert_eq(dlx_prefix_share(pb, NULL, 0, &share), 0);
	cr_assert_float_eq(share, 1.0, 1e-12, "the empty prefix is the whole tree");
	cr_assert_eq(dlx_prefix_share(pb, (const int[]){1}, 1, &share), 0);
	cr_assert_float_eq(share, 0.5, 1e-12, "one of a's two options");
	cr_assert_eq(dlx_prefix_share(pb, (const int[]){3, 4, 0}, 3, &share), 0);
	cr_assert_float_eq(share, 0.5, 1e-12, "b and then c are forced below 'a d f'");
	cr_assert_eq(dlx_prefix_share(pb, (const int[]){1, 3}, 2, &share), DLX_ECONFLICT);
	cr_assert_eq(dlx_required_count(pb), 0);
	cr_assert_eq(dlx_problem_check(pb), 0, "matrix not restored");
	cr_assert_eq(dlx_prefix_share(pb, NULL, -1, &share), DLX_EINVAL);
	dlx_problem_destroy(pb);
}

/* The prefixes at one depth of a tree without dead ends above it share the whole tree. */
Test(dlx_prefix, shares_of_a_level_add_up_to_one)
{
	struct dlx_problem *pb = queens(8, false);
	struct prefix_list *list = calloc(1, sizeof *list);
	cr_assert_eq(dlx_prefixes(pb, 1, keep_prefix, list, NULL), 0);
	cr_assert_eq(list->count, 8);
	double sum = 0, share;
	for (int k = 0; k < list->count; k++) {
		cr_assert_eq(dlx_prefix_share(pb, list->options[k], list->lengths[k], &share), 0);
		sum += share;
	}
	cr_assert_float_eq(sum, 1.0, 1e-12);
	cr_assert_eq(dlx_prefixes(pb, 3, keep_prefix, list, NULL), 0);
	for (int k = 8, n = list->count; k < n; k++) { /* deeper: dead ends above may take a share */
		cr_assert_eq(dlx_prefix_share(pb, list->options[k], list->lengths[k], &share), 0);
		cr_assert(share > 0 && share <= 1.0 / 8, "three levels down in queens 8: %g", share);
	}
	free(list);
	dlx_problem_destroy(pb);
}
