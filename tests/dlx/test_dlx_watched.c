/*
 * test_dlx_watched.c - watching a search changes none of its figures. A
 * level profile, a progress callback, a time limit, a trace or a node limit
 * the lean copies do not take each run a watched copy of the search loop;
 * each must give the nodes, updates, branches, depth, solutions and
 * solution order of the same search unwatched, on problems of every shape
 * of the loop (search_loop.h, shapes.h): options of three, four, six and
 * mixed sizes, few items and many (the dead-item tally), long options whose
 * commits stop at a dead end, with and without colours. The known answers
 * are the unwatched search's, checked against Knuth's DLX1 where a bundled
 * instance has its figures (the watched figures were once DLX1's figures
 * plus the nodes below cut dead ends), and the profile's rows add up to
 * the nodes. The same for Algorithm M (item bounds), whose lean copies
 * also stop a commit at a dead end: the bundled instances with bounds,
 * their nodes DLX3's where Knuth's run is recorded, and random problems.
 */
#include "dlx.h"
#include "knuth_records.h"
#include "queens.h"
#include "random_problems.h"

#include <criterion/criterion.h>
#include <stdlib.h>

#define PROFILE_LEVELS 256

/* What one search gives: its figures and its solutions in order, hashed. */
struct outcome {
	struct dlx_stats stats;
	uint64_t order; /* the options of every solution, in the order found */
	uint64_t profile[PROFILE_LEVELS];
	uint64_t progress_calls;
	uint64_t traced_nodes; /* CHOOSE and SOLUTION events: one a node */
	int open[PROFILE_LEVELS]; /* per level: a CHOOSE of an item with options not yet backtracked */
	bool unbalanced;          /* a TRY or BACKTRACK at a level with no item chosen */
};

/* FNV-1a over the options of each solution and their number: the solutions in order. */
static int hash_solution(void *user, const int *options, int count)
{
	struct outcome *o = user;
	for (int k = 0; k < count; k++)
		o->order = (o->order ^ (uint64_t)options[k]) * 0x100000001b3u;
	o->order = (o->order ^ (uint64_t)count) * 0x100000001b3u;
	return 0;
}

static int count_progress(void *user, const struct dlx_stats *stats, int level,
                          const int *position, const int *branches)
{
	(void)stats, (void)level, (void)position, (void)branches;
	((struct outcome *)user)->progress_calls++;
	return 0;
}

/*
 * Counts the nodes the trace shows and checks its events pair up: an item
 * with options chosen at a level is tried there, then backtracked.
 */
static int check_trace(void *user, enum dlx_event event, int level, int item, int option,
                       int count)
{
	(void)item, (void)option;
	struct outcome *o = user;
	if (level < 0 || level >= PROFILE_LEVELS)
		return o->unbalanced = true;
	switch (event) {
	case DLX_EVENT_CHOOSE:
		o->traced_nodes++;
		o->unbalanced |= o->open[level] != 0;
		o->open[level] = count > 0;
		break;
	case DLX_EVENT_SOLUTION: o->traced_nodes++; break;
	case DLX_EVENT_TRY: /* Algorithm M's branch that leaves the item: a try of no option */
	case DLX_EVENT_SKIP: o->unbalanced |= !o->open[level]; break;
	case DLX_EVENT_BACKTRACK:
		o->unbalanced |= !o->open[level];
		o->open[level] = 0;
		break;
	default: o->unbalanced = true;
	}
	return 0;
}

/* The ways to watch a search; 0 is none. */
enum watch { UNWATCHED, PROFILE, PROGRESS, TIME_LIMIT, TRACE, NODE_LIMIT, EVERYTHING, WATCHES };

static struct outcome search_watched(struct dlx_problem *pb, enum watch watch)
{
	struct outcome o = {.order = 0xcbf29ce484222325u};
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.memo_bytes = 0; /* the memo skips nodes, and only an unwatched search may use it */
	opt.on_solution = hash_solution;
	opt.user = &o;
	if (watch == PROFILE || watch == EVERYTHING) {
		opt.level_nodes = o.profile;
		opt.level_nodes_length = PROFILE_LEVELS;
	}
	if (watch == PROGRESS || watch == EVERYTHING) {
		opt.on_progress = count_progress;
		opt.progress_interval = 7;
	}
	if (watch == TIME_LIMIT || watch == EVERYTHING)
		opt.time_limit = 1000;
	if (watch == TRACE || watch == EVERYTHING)
		opt.on_trace = check_trace;
	if (watch == NODE_LIMIT || watch == EVERYTHING)
		opt.node_limit = UINT64_MAX;
	cr_assert_eq(dlx_search(pb, &opt, &o.stats), 0);
	cr_assert_eq(dlx_problem_check(pb), 0, "the matrix restored");
	return o;
}

/* Every way of watching pb's search against the search unwatched. */
static void check_watches(struct dlx_problem *pb, const char *name)
{
	struct outcome lean = search_watched(pb, UNWATCHED);
	cr_assert_eq(lean.stats.stop, DLX_STOP_EXHAUSTED, "%s", name);
	for (int watch = PROFILE; watch < WATCHES; watch++) {
		struct outcome o = search_watched(pb, (enum watch)watch);
		const struct dlx_stats *a = &lean.stats, *b = &o.stats;
		cr_assert_eq(b->stop, DLX_STOP_EXHAUSTED, "%s, watch %d", name, watch);
		cr_assert_eq(b->solutions, a->solutions, "%s, watch %d: solutions", name, watch);
		cr_assert_eq(b->nodes, a->nodes, "%s, watch %d: nodes", name, watch);
		cr_assert_eq(b->updates, a->updates, "%s, watch %d: updates", name, watch);
		cr_assert_eq(b->branches, a->branches, "%s, watch %d: branches", name, watch);
		cr_assert_eq(b->max_level, a->max_level, "%s, watch %d: depth", name, watch);
		cr_assert_eq(o.order, lean.order, "%s, watch %d: solution order", name, watch);
		if (watch == PROFILE || watch == EVERYTHING) {
			uint64_t sum = 0;
			for (int l = 0; l < PROFILE_LEVELS; l++)
				sum += o.profile[l];
			cr_assert_eq(sum, a->nodes, "%s: the profile adds up to the nodes", name);
			cr_assert_eq(o.profile[0], 1, "%s: one root", name);
		}
		if (watch == TRACE || watch == EVERYTHING) {
			cr_assert_eq(o.traced_nodes, a->nodes, "%s: the trace shows every node", name);
			cr_assert_not(o.unbalanced, "%s: the trace's events pair up", name);
			for (int l = 0; l < PROFILE_LEVELS; l++)
				cr_assert_eq(o.open[l], 0, "%s: every choice backtracked", name);
		}
		if (watch == PROGRESS) /* Algorithm M calls on the 7th node, 14th...; X on the one after */
			cr_assert_eq(o.progress_calls, (a->nodes - !dlx_has_bounds(pb)) / 7,
			             "%s: a call every 7 nodes", name);
	}
}

/*
 * A random problem: `plants` partitions of the primary items into options
 * of low..high items (so it has solutions), then `extra` random options of
 * that many items; with secondary items, each random option also takes one
 * of them with colour 1 or 2.
 */
static struct dlx_problem *random_long(int primary, int secondary, int low, int high, int plants,
                                       int extra, uint64_t seed)
{
	struct dlx_problem *pb = dlx_problem_create(primary, secondary);
	int *order = malloc((size_t)primary * sizeof *order), items[64], colors[64];
	bool *used = calloc((size_t)primary, sizeof *used);
	cr_assert(pb && order && used);
	for (int plant = 0; plant < plants; plant++) {
		for (int x = 0; x < primary; x++)
			order[x] = x;
		for (int x = primary - 1; x > 0; x--) {
			int y = (int)(test_rng(&seed) % (uint64_t)(x + 1)), t = order[x];
			order[x] = order[y];
			order[y] = t;
		}
		for (int at = 0; at < primary;) {
			int size = low + (int)(test_rng(&seed) % (uint64_t)(high - low + 1));
			size = size < primary - at ? size : primary - at;
			cr_assert_geq(dlx_add_option(pb, order + at, NULL, size), 0);
			at += size;
		}
	}
	for (int o = 0; o < extra; o++) {
		int size = low + (int)(test_rng(&seed) % (uint64_t)(high - low + 1)), count = 0;
		while (count < size) {
			int x = (int)(test_rng(&seed) % (uint64_t)primary);
			if (!used[x]) {
				used[x] = true;
				colors[count] = 0;
				items[count++] = x;
			}
		}
		for (int k = 0; k < count; k++)
			used[items[k]] = false;
		if (secondary > 0) {
			colors[count] = 1 + (int)(test_rng(&seed) % 2);
			items[count++] = primary + (int)(test_rng(&seed) % (uint64_t)secondary);
		}
		cr_assert_geq(dlx_add_option(pb, items, secondary > 0 ? colors : NULL, count), 0);
	}
	free(order);
	free(used);
	return pb;
}

/* The shapes (shapes.h) the problems below reach, by what decides them. */
struct case_spec {
	const char *name;
	int primary, secondary, low, high, plants, extra;
};

static const struct case_spec cases[] = {
	/* options of three, few items then over 192 (the tally): LEAN_3, LEAN_3_TRACKED */
	{"threes", 60, 0, 3, 3, 3, 40},
	{"threes, many items", 240, 0, 3, 3, 3, 70},
	/* mixed sizes under five on average: LEAN, LEAN_TRACKED */
	{"short mixed", 90, 0, 2, 5, 3, 60},
	{"short mixed, many items", 240, 0, 2, 5, 3, 100},
	/*
	 * long options, cut at dead ends: six items (LEAN_6_CUT) and mixed
	 * (LEAN_CUT), on more than one block of 64 items without the tally,
	 * where the scan stops at a forced move before a later dead item
	 */
	{"sixes", 120, 0, 6, 6, 4, 150},
	{"long mixed", 120, 0, 5, 8, 4, 150},
	{"long mixed, many items", 240, 0, 5, 8, 4, 250},
	/* colours: COLORED, COLORED_TRACKED, COLORED_CUT */
	{"coloured short", 90, 12, 3, 4, 2, 40},
	{"coloured short, many items", 240, 12, 3, 4, 2, 40},
	{"coloured long", 120, 6, 5, 7, 4, 150},
};

/*
 * Seeds a case. Under AddressSanitizer (GCC's __SANITIZE_ADDRESS__) the
 * test runs several times slower, and three seeds still reach each case's
 * shapes: the release build runs all twelve.
 */
#ifdef __SANITIZE_ADDRESS__
#define SEEDS 3
#else
#define SEEDS 12
#endif

Test(dlx_watched, every_watch_gives_the_unwatched_figures_on_random_problems)
{
	for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
		const struct case_spec *s = &cases[c];
		for (uint64_t seed = 1; seed <= SEEDS; seed++) {
			struct dlx_problem *pb = random_long(s->primary, s->secondary, s->low, s->high,
			                                     s->plants, s->extra, seed * 0x9e3779b97f4a7c15u);
			check_watches(pb, s->name);
			dlx_problem_destroy(pb);
		}
	}
}

Test(dlx_watched, every_watch_gives_the_unwatched_figures_on_queens)
{
	/* dlx1 < queens-8.dlx: 92 solutions, 1199 nodes (data/exact-cover/knuth-counts.txt) */
	struct dlx_problem *pb = queens_problem(8, false);
	struct outcome lean = search_watched(pb, UNWATCHED);
	cr_assert_eq(lean.stats.solutions, 92);
	cr_assert_eq(lean.stats.nodes, 1199);
	check_watches(pb, "queens-8");
	dlx_problem_destroy(pb);
	pb = queens_problem(8, true);
	check_watches(pb, "queens-8, coloured");
	dlx_problem_destroy(pb);
}

/*
 * A random bounded problem's tree runs from tens of nodes to millions. The
 * large ones add minutes under the checking builds and no shape the small
 * ones lack: they are left out.
 */
static bool tree_is_small(struct dlx_problem *pb)
{
	struct dlx_search_options opt;
	struct dlx_stats stats;
	dlx_search_options_init(&opt);
	opt.memo_bytes = 0;
	opt.node_limit = 500000;
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	return stats.stop == DLX_STOP_EXHAUSTED;
}

/* Bounds lower:upper on every primary item, upper 1 to 3 and lower 0 to upper. */
static void bound_items(struct dlx_problem *pb, uint64_t seed)
{
	for (int x = 0; x < dlx_primary_count(pb); x++) {
		int upper = 1 + (int)(test_rng(&seed) % 3);
		cr_assert_eq(dlx_set_bounds(pb, x, (int)(test_rng(&seed) % (uint64_t)(upper + 1)), upper), 0);
	}
}

Test(dlx_watched, every_watch_gives_the_unwatched_figures_with_bounds)
{
	/* dlx3 < NAME.dlx: the nodes of data/exact-cover/knuth-counts.txt (0: not recorded) */
	static const struct {
		const char *name;
		uint64_t nodes;
	} instances[] = {{"motley-4-4", 149}, {"queendom-5-3", 5185}, {"redrect-3-4", 23572},
	                 {"word-squares-bounded", 3825}, {"motley-5-5", 0}};
	for (size_t k = 0; k < sizeof instances / sizeof instances[0]; k++) {
		struct dlx_format *format = load(instances[k].name);
		struct dlx_problem *pb = dlx_format_problem(format);
		cr_assert(dlx_has_bounds(pb), "%s", instances[k].name);
		if (instances[k].nodes)
			cr_assert_eq(search_watched(pb, UNWATCHED).stats.nodes, instances[k].nodes, "%s: DLX3's nodes",
			             instances[k].name);
		check_watches(pb, instances[k].name);
		dlx_format_destroy(format);
	}
	int checked = 0;
	for (uint64_t seed = 1; seed <= 12; seed++) {
		struct dlx_problem *pb = random_long(40, seed % 3 ? 0 : 6, 2, 6, 3, 60, seed * 0x9e3779b97f4a7c15u);
		bound_items(pb, seed);
		if (tree_is_small(pb)) {
			check_watches(pb, "random, bounds");
			checked++;
		}
		dlx_problem_destroy(pb);
	}
	cr_assert_geq(checked, 8, "most random bounded trees are small enough to check");
}
