/*
 * test_dlx_bounds.c - multiplicities (dlx_set_bounds, Algorithm M). The
 * engine's counts are compared with a brute-force counter written here,
 * which shares nothing with it: a walk over every subset of the options
 * (include or leave each in turn, cut as soon as an item is over its upper
 * bound or a secondary item clashes), checking the lower bounds at the end.
 * On seeded random problems with bounds and colours it checks the count,
 * every solution handed to the callback, the solution and node limits,
 * clones, shuffled orders, and prefixes at depths 1 and 2 adding up to the
 * whole; each prefix searched as a part by the lean loop and by the
 * watched one. With random costs as well, the k cheapest solutions of
 * dlx_search_best, whole and cut into prefixes, must equal the brute
 * force's k cheapest.
 */
#include "dlx.h"
#include "m/choose_m.h"

#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

#define MAX_ITEMS 10
#define MAX_OPTIONS 20

/* A small problem, kept in plain arrays for the brute force. */
struct instance {
	int primary, secondary, options;
	int lower[MAX_ITEMS], upper[MAX_ITEMS];
	int size[MAX_OPTIONS];
	int items[MAX_OPTIONS][MAX_ITEMS];
	int colors[MAX_OPTIONS][MAX_ITEMS];
};

/* splitmix64: a seeded generator of the test's own. */
static uint64_t next_random(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static int below(uint64_t *state, int n)
{
	return (int)(next_random(state) % (uint64_t)n);
}

/* Options of one to four items, each with a primary item; bounds 0..2 : 1..3; colours 1..2. */
static void random_instance(struct instance *in, uint64_t seed, int max_options)
{
	uint64_t rng = seed;
	memset(in, 0, sizeof *in);
	in->primary = 1 + below(&rng, 5);
	in->secondary = below(&rng, 4);
	in->options = 1 + below(&rng, max_options);
	for (int x = 0; x < in->primary; x++) {
		in->lower[x] = below(&rng, 3);
		in->upper[x] = in->lower[x] + below(&rng, 3);
		if (in->upper[x] == 0)
			in->upper[x] = 1;
	}
	int total = in->primary + in->secondary;
	for (int o = 0; o < in->options; o++) {
		int want = 1 + below(&rng, 4);
		in->items[o][in->size[o]++] = below(&rng, in->primary);
		for (int tries = 0; in->size[o] < want && tries < 8; tries++) {
			int x = below(&rng, total);
			bool seen = false;
			for (int k = 0; k < in->size[o]; k++)
				seen |= in->items[o][k] == x;
			if (seen)
				continue;
			int k = in->size[o]++;
			in->items[o][k] = x;
			in->colors[o][k] = x >= in->primary && below(&rng, 2) ? 1 + below(&rng, 2) : 0;
		}
	}
}

static struct dlx_problem *build(const struct instance *in)
{
	struct dlx_problem *pb = dlx_problem_create(in->primary, in->secondary);
	cr_assert_not_null(pb);
	for (int x = 0; x < in->primary; x++)
		cr_assert_eq(dlx_set_bounds(pb, x, in->lower[x], in->upper[x]), 0);
	for (int o = 0; o < in->options; o++)
		cr_assert_eq(dlx_add_option(pb, in->items[o], in->colors[o], in->size[o]), o);
	return pb;
}

/* ---- The brute force ---- */

struct tally {
	int count[MAX_ITEMS]; /* options chosen on each item */
	int color[MAX_ITEMS]; /* secondary items: the colour taken, 0 for exclusive use */
};

/* Adds option o to the tally; false (tally unchanged) when it breaks a rule. */
static bool take(const struct instance *in, struct tally *t, int o)
{
	for (int k = 0; k < in->size[o]; k++) {
		int x = in->items[o][k], c = in->colors[o][k];
		if (x < in->primary ? t->count[x] == in->upper[x]
		                    : t->count[x] > 0 && (c == 0 || t->color[x] != c))
			return false;
	}
	for (int k = 0; k < in->size[o]; k++) {
		int x = in->items[o][k];
		t->count[x]++;
		t->color[x] = in->colors[o][k];
	}
	return true;
}

static void give_back(const struct instance *in, struct tally *t, int o)
{
	for (int k = 0; k < in->size[o]; k++)
		t->count[in->items[o][k]]--;
}

static bool lower_bounds_met(const struct instance *in, const struct tally *t)
{
	for (int x = 0; x < in->primary; x++)
		if (t->count[x] < in->lower[x])
			return false;
	return true;
}

static uint64_t brute_count(const struct instance *in, struct tally *t, int o)
{
	if (o == in->options)
		return lower_bounds_met(in, t);
	uint64_t n = brute_count(in, t, o + 1);
	if (take(in, t, o)) {
		n += brute_count(in, t, o + 1);
		give_back(in, t, o);
	}
	return n;
}

static uint64_t brute(const struct instance *in)
{
	struct tally t = {0};
	return brute_count(in, &t, 0);
}

/* ---- Solutions the engine reports ---- */

struct seen {
	const struct instance *in;
	uint32_t sets[1 << 16]; /* each solution as a set of options */
	int count;
	bool bad;
};

static int check_solution(void *user, const int *options, int count)
{
	struct seen *s = user;
	struct tally t = {0};
	uint32_t set = 0;
	for (int k = 0; k < count; k++) {
		if (options[k] < 0 || options[k] >= s->in->options || (set >> options[k] & 1) ||
		    !take(s->in, &t, options[k]))
			s->bad = true;
		else
			set |= UINT32_C(1) << options[k];
	}
	s->bad |= !lower_bounds_met(s->in, &t);
	for (int k = 0; k < s->count; k++)
		s->bad |= s->sets[k] == set;
	if (s->count < (int)(sizeof s->sets / sizeof *s->sets))
		s->sets[s->count++] = set;
	return 0;
}

/* ---- Prefixes ---- */

struct prefixes {
	int count;
	int length[4096];
	int entries[4096][8];
};

static int keep_prefix(void *user, const int *entries, int count)
{
	struct prefixes *p = user;
	cr_assert_lt(p->count, 4096);
	cr_assert_leq(count, 8);
	memcpy(p->entries[p->count], entries, (size_t)count * sizeof *entries);
	p->length[p->count++] = count;
	return 0;
}

/* The prefixes at `depth` add up to the whole search, in solutions and in nodes. */
static void check_prefixes(struct dlx_problem *pb, int depth, const struct dlx_stats *whole)
{
	static struct prefixes p;
	p.count = 0;
	uint64_t nodes = 0, solutions = 0;
	cr_assert_eq(dlx_prefixes(pb, depth, keep_prefix, &p, &nodes), 0);
	cr_assert_eq(dlx_problem_check(pb), 0);
	for (int k = 0; k < p.count; k++) {
		struct dlx_stats part;
		cr_assert_eq(dlx_search_prefix(pb, p.entries[k], p.length[k], NULL, &part), 0,
		             "prefix %d of %d at depth %d", k, p.count, depth);
		nodes += part.nodes;
		solutions += part.solutions;
		cr_assert_eq(dlx_problem_check(pb), 0);
	}
	cr_assert_eq(solutions, whole->solutions, "depth %d", depth);
	cr_assert_eq(nodes, whole->nodes, "depth %d", depth);
}

/* ---- The random comparison ---- */

/* ---- The reference loop (search_knuth_m.c) ---- */

/* Trace events folded into one number, to tell two walks of a tree apart; stops at stop_at. */
struct walk {
	uint64_t hash, events, stop_at;
};

static int fold_event(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	struct walk *w = user;
	int64_t step[] = {event, level, item, option, count};
	for (size_t k = 0; k < sizeof step / sizeof *step; k++)
		w->hash = (w->hash ^ (uint64_t)step[k]) * 0x100000001b3u;
	return ++w->events == w->stop_at;
}

/*
 * knuth_counts: the brute force's count (the fast loop may take another item
 * among those with one branch, so its tree is not DLX3's; test_dlx_knuth
 * holds the reference loop's nodes to DLX3's own records); a stop at a step
 * the seed picks leaves the matrix as it was, so a whole search after it
 * counts the same. The first-item order: the same count.
 */
static void check_reference(struct dlx_problem *pb, uint64_t want, uint64_t seed)
{
	struct dlx_search_options opt;
	struct dlx_stats ref, st;
	struct walk b = {0};
	dlx_search_options_init(&opt);
	opt.on_trace = fold_event;
	opt.user = &b;
	opt.knuth_counts = true;
	cr_assert_eq(dlx_search(pb, &opt, &ref), 0);
	cr_assert_eq(ref.solutions, want, "seed %llu: the reference loop", (unsigned long long)seed);
	cr_assert_eq(dlx_problem_check(pb), 0);
	struct walk c = {.stop_at = 1 + seed % b.events};
	opt.user = &c;
	cr_assert_eq(dlx_search(pb, &opt, &st), 0);
	cr_assert_eq(st.stop, DLX_STOP_CALLBACK);
	cr_assert_eq(dlx_problem_check(pb), 0);
	opt.on_trace = NULL;
	cr_assert_eq(dlx_search(pb, &opt, &st), 0);
	cr_assert(st.mems == ref.mems && st.updates == ref.updates && st.nodes == ref.nodes,
	          "seed %llu: the figures after a stop", (unsigned long long)seed);
	opt.order = DLX_ORDER_FIRST;
	cr_assert_eq(dlx_search(pb, &opt, &st), 0);
	cr_assert_eq(st.solutions, want, "seed %llu: the first item", (unsigned long long)seed);
	cr_assert_eq(dlx_problem_check(pb), 0);
}

/*
 * Whether the lean loop stopped a commit at a dead end in pb's search,
 * whose figures are `lean`: where the reference loop walks the same tree
 * (DLX3's, which commits in full), the lean loop removed fewer links.
 */
static bool cuts_commits(struct dlx_problem *pb, const struct dlx_stats *lean)
{
	struct dlx_search_options opt;
	struct dlx_stats ref;
	dlx_search_options_init(&opt);
	opt.knuth_counts = true;
	cr_assert_eq(dlx_search(pb, &opt, &ref), 0);
	return ref.nodes == lean->nodes && lean->updates < ref.updates;
}

/*
 * The count against the brute force, with the hooks, limits, copies and
 * prefixes; the watched loop's figures, its updates too, the lean loop's.
 * True when the lean loop stopped a commit at a dead end (cuts_commits).
 */
static bool compare(uint64_t seed, int max_options)
{
	struct instance in;
	random_instance(&in, seed, max_options);
	uint64_t want = brute(&in);
	struct dlx_problem *pb = build(&in);
	struct dlx_stats whole;
	cr_assert_eq(dlx_search(pb, NULL, &whole), 0);
	cr_assert_eq(whole.solutions, want, "seed %llu: %llu, brute force %llu",
	             (unsigned long long)seed, (unsigned long long)whole.solutions,
	             (unsigned long long)want);
	cr_assert_eq(whole.stop, DLX_STOP_EXHAUSTED);
	cr_assert_eq(dlx_problem_check(pb), 0);

	static struct seen seen;
	seen.in = &in;
	seen.count = 0;
	seen.bad = false;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.on_solution = check_solution;
	opt.user = &seen;
	struct dlx_stats st;
	cr_assert_eq(dlx_search(pb, &opt, &st), 0);
	cr_assert(!seen.bad, "seed %llu: a reported solution breaks a bound or repeats",
	          (unsigned long long)seed);
	cr_assert_eq((uint64_t)seen.count, want);

	if (want > 1) { /* a solution limit stops at exactly the limit */
		dlx_search_options_init(&opt);
		opt.solution_limit = want - 1;
		cr_assert_eq(dlx_search(pb, &opt, &st), 0);
		cr_assert_eq(st.solutions, want - 1);
		cr_assert_eq(st.stop, DLX_STOP_SOLUTIONS);
		cr_assert_eq(dlx_problem_check(pb), 0);
	}
	if (whole.nodes > 2) { /* a node limit stops at exactly the limit */
		dlx_search_options_init(&opt);
		opt.node_limit = whole.nodes / 2;
		cr_assert_eq(dlx_search(pb, &opt, &st), 0);
		cr_assert_eq(st.nodes, whole.nodes / 2);
		cr_assert_eq(st.stop, DLX_STOP_NODES);
		cr_assert_leq(st.solutions, want);
		cr_assert_eq(dlx_problem_check(pb), 0);
	}
	struct dlx_problem *copy = dlx_problem_clone(pb);
	cr_assert_not_null(copy);
	cr_assert_eq(dlx_search(copy, NULL, &st), 0);
	cr_assert_eq(st.solutions, want);
	cr_assert_eq(dlx_problem_shuffle(copy, seed), 0); /* another order, the same count */
	cr_assert_eq(dlx_search(copy, NULL, &st), 0);
	cr_assert_eq(st.solutions, want);
	cr_assert_eq(dlx_problem_check(copy), 0);
	dlx_problem_destroy(copy);

	check_prefixes(pb, 1, &whole);
	check_prefixes(pb, 2, &whole);
	check_reference(pb, want, seed);

	dlx_search_options_init(&opt);
	opt.node_limit = UINT64_MAX; /* never reached: the watched loop, the whole tree */
	cr_assert_eq(dlx_search(pb, &opt, &st), 0);
	cr_assert_eq(st.solutions, want);
	cr_assert_eq(st.nodes, whole.nodes, "seed %llu: the lean and the watched loop walk one tree",
	             (unsigned long long)seed);
	cr_assert_eq(st.updates, whole.updates, "seed %llu: the watched loop counts as the lean one",
	             (unsigned long long)seed);
	bool cut = cuts_commits(pb, &whole);
	dlx_problem_destroy(pb);
	return cut;
}

Test(dlx_bounds, agrees_with_brute_force_on_random_problems)
{
	int cut = 0;
	for (uint64_t seed = 1; seed <= 1500; seed++)
		cut += compare(seed, 14);
	/* the random problems must exercise the commits that stop at a dead end */
	cr_assert_gt(cut, 100, "%d searches cut a commit short", cut);
}

Test(dlx_bounds, agrees_with_brute_force_on_twenty_options)
{
	for (uint64_t seed = 5001; seed <= 5040; seed++)
		compare(seed, MAX_OPTIONS);
}

/* ---- Parts: the lean loop below a replayed prefix ---- */

/* A part searched by the watched loop: a node limit never reached turns it on. */
static void search_watched_part(struct dlx_problem *pb, const int *prefix, int count,
                                struct dlx_stats *st)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.node_limit = UINT64_MAX;
	cr_assert_eq(dlx_search_prefix(pb, prefix, count, &opt, st), 0);
	cr_assert_eq(dlx_problem_check(pb), 0);
}

/* A solution limit below a part's count stops the part there; the matrix is restored. */
static void stop_part(struct dlx_problem *pb, const int *prefix, int count, uint64_t solutions)
{
	struct dlx_search_options opt;
	struct dlx_stats st;
	dlx_search_options_init(&opt);
	opt.solution_limit = solutions - 1;
	cr_assert_eq(dlx_search_prefix(pb, prefix, count, &opt, &st), 0);
	cr_assert_eq(st.solutions, solutions - 1);
	cr_assert_eq(st.stop, DLX_STOP_SOLUTIONS);
	cr_assert_eq(dlx_problem_check(pb), 0);
}

/*
 * Each prefix of seed's problem at depths 1 to 3 searched as a part, by
 * the lean loop (no hooks) and by the watched one: the same solutions,
 * nodes, branches and depth; every solution reported whole (the prefix's
 * options and the part's) and valid; the parts adding up to the brute
 * force's count and, with the walk's nodes, to the whole search's nodes;
 * the matrix as it was after each part, and a whole search after them
 * all counting as before; the watched part's updates the lean part's,
 * which the lean loop counts cutting a commit short at a dead end, and the
 * watched loop as if it did. Returns whether the whole search cut a commit
 * (cuts_commits), so that the parts searched such cuts too.
 */
static bool compare_parts(uint64_t seed, int max_options)
{
	struct instance in;
	random_instance(&in, seed, max_options);
	uint64_t want = brute(&in);
	struct dlx_problem *pb = build(&in);
	struct dlx_stats whole, again;
	cr_assert_eq(dlx_search(pb, NULL, &whole), 0);
	static struct prefixes p;
	static struct seen seen;
	for (int depth = 1; depth <= 3; depth++) {
		uint64_t solutions = 0, nodes = 0;
		p.count = 0;
		cr_assert_eq(dlx_prefixes(pb, depth, keep_prefix, &p, &nodes), 0);
		seen = (struct seen){.in = &in};
		for (int k = 0; k < p.count; k++) {
			struct dlx_search_options opt;
			struct dlx_stats lean, watched;
			dlx_search_options_init(&opt);
			opt.on_solution = check_solution;
			opt.user = &seen;
			cr_assert_eq(dlx_search_prefix(pb, p.entries[k], p.length[k], &opt, &lean), 0);
			cr_assert_eq(dlx_problem_check(pb), 0, "seed %llu, depth %d, part %d",
			             (unsigned long long)seed, depth, k);
			search_watched_part(pb, p.entries[k], p.length[k], &watched);
			cr_assert(lean.solutions == watched.solutions && lean.nodes == watched.nodes &&
			                  lean.branches == watched.branches &&
			                  lean.max_level == watched.max_level,
			          "seed %llu, depth %d, part %d: the lean and the watched part differ",
			          (unsigned long long)seed, depth, k);
			cr_assert_eq(lean.updates, watched.updates,
			             "seed %llu, depth %d, part %d: watching changes no figure",
			             (unsigned long long)seed, depth, k);
			solutions += lean.solutions;
			nodes += lean.nodes;
			if (lean.solutions > 1)
				stop_part(pb, p.entries[k], p.length[k], lean.solutions);
		}
		cr_assert(!seen.bad, "seed %llu, depth %d: a part reported a bad solution",
		          (unsigned long long)seed, depth);
		cr_assert(solutions == want && (uint64_t)seen.count == want,
		          "seed %llu, depth %d: %llu solutions, brute force %llu",
		          (unsigned long long)seed, depth, (unsigned long long)solutions,
		          (unsigned long long)want);
		cr_assert_eq(nodes, whole.nodes, "seed %llu, depth %d", (unsigned long long)seed, depth);
	}
	cr_assert_eq(dlx_search(pb, NULL, &again), 0);
	cr_assert(again.solutions == want && again.nodes == whole.nodes &&
	                  again.updates == whole.updates,
	          "seed %llu: the whole search after the parts", (unsigned long long)seed);
	bool cut = cuts_commits(pb, &whole);
	dlx_problem_destroy(pb);
	return cut;
}

Test(dlx_bounds, parts_search_below_their_prefix_with_the_lean_loop)
{
	int cut = 0;
	for (uint64_t seed = 1; seed <= 1500; seed++)
		cut += compare_parts(seed, 14);
	for (uint64_t seed = 5001; seed <= 5100; seed++)
		cut += compare_parts(seed, MAX_OPTIONS);
	cr_assert_gt(cut, 50, "%d searches in parts cut a commit short", cut);
}

/* ---- Costs with bounds: the k cheapest solutions ---- */

#define MAX_K 10

/* A solution as the brute force ranks it: cost, then its options as a sorted list. */
struct ranked {
	int64_t cost;
	int count;
	int options[MAX_OPTIONS];
};

/* The k cheapest found so far by the brute force, in rank order. */
struct cheapest {
	const struct instance *in;
	const int64_t *cost;
	int k, count;
	struct ranked list[MAX_K];
	int chosen[MAX_OPTIONS], chosen_count;
};

/* <0 when a ranks before b (dlx.h's order: cost, then the option lists lexicographically). */
static int rank_order(const struct ranked *a, const struct ranked *b)
{
	if (a->cost != b->cost)
		return a->cost < b->cost ? -1 : 1;
	for (int j = 0; j < a->count && j < b->count; j++)
		if (a->options[j] != b->options[j])
			return a->options[j] < b->options[j] ? -1 : 1;
	return (a->count > b->count) - (a->count < b->count);
}

static void keep_if_cheap(struct cheapest *c)
{
	struct ranked r = {.count = c->chosen_count};
	for (int j = 0; j < c->chosen_count; j++) {
		r.options[j] = c->chosen[j]; /* chosen in increasing order: sorted already */
		r.cost += c->cost[c->chosen[j]];
	}
	int at = c->count;
	while (at > 0 && rank_order(&r, &c->list[at - 1]) < 0)
		at--;
	if (at == c->k)
		return;
	int last = c->count < c->k ? c->count : c->k - 1;
	memmove(&c->list[at + 1], &c->list[at], (size_t)(last - at) * sizeof r);
	c->list[at] = r;
	c->count += c->count < c->k;
}

/* Every subset of the options from o on, as brute_count walks them. */
static void brute_cheapest(struct cheapest *c, struct tally *t, int o)
{
	if (o == c->in->options) {
		if (lower_bounds_met(c->in, t))
			keep_if_cheap(c);
		return;
	}
	brute_cheapest(c, t, o + 1);
	if (take(c->in, t, o)) {
		c->chosen[c->chosen_count++] = o;
		brute_cheapest(c, t, o + 1);
		c->chosen_count--;
		give_back(c->in, t, o);
	}
}

static void expect_cheapest(const struct dlx_best *best, const struct cheapest *c, uint64_t seed)
{
	cr_assert_eq(dlx_best_count(best), c->count, "seed %llu, k %d: %d kept, brute force %d",
	             (unsigned long long)seed, c->k, dlx_best_count(best), c->count);
	for (int r = 0; r < c->count; r++) {
		const int *options;
		int count = dlx_best_options(best, r, &options);
		cr_assert_eq(dlx_best_cost(best, r), c->list[r].cost, "seed %llu, rank %d",
		             (unsigned long long)seed, r);
		cr_assert_eq(count, c->list[r].count, "seed %llu, rank %d", (unsigned long long)seed, r);
		for (int j = 0; j < count; j++)
			cr_assert_eq(options[j], c->list[r].options[j], "seed %llu, rank %d",
			             (unsigned long long)seed, r);
	}
}

/*
 * The same search cut at `depth` into prefixes, searched last first (cheap
 * solutions late, ties met out of order) into lists sharing one bound,
 * then merged.
 */
static void best_in_parts(struct dlx_problem *pb, int depth, int k, struct dlx_best *merged)
{
	static struct prefixes p;
	p.count = 0;
	cr_assert_geq(dlx_prefixes(pb, depth, keep_prefix, &p, NULL), 0);
	struct dlx_bound *bound = dlx_bound_create();
	cr_assert_not_null(bound);
	for (int j = p.count - 1; j >= 0; j--) {
		struct dlx_best *part = dlx_best_create(k);
		cr_assert_not_null(part);
		cr_assert_eq(dlx_best_share(part, bound), 0);
		cr_assert_eq(dlx_search_best_prefix(pb, p.entries[j], p.length[j], part, NULL, NULL), 0);
		cr_assert_eq(dlx_best_merge(merged, part), 0);
		dlx_best_destroy(part);
	}
	dlx_bound_destroy(bound);
}

/* Costs 0..3 (many ties) or 0..99, from a generator of their own: the instance stays seed's. */
static void random_costs(int64_t *cost, int options, uint64_t seed)
{
	uint64_t rng = seed * 0x2545f4914f6cdd1dU + 7;
	int range = below(&rng, 2) ? 4 : 100;
	for (int o = 0; o < options; o++)
		cost[o] = below(&rng, range);
}

/* Returns 0 without solutions, 1 with, 2 with a tie between the first two. */
static int compare_cheapest(uint64_t seed, int max_options)
{
	struct instance in;
	random_instance(&in, seed, max_options);
	int64_t cost[MAX_OPTIONS];
	random_costs(cost, in.options, seed);
	static struct cheapest c;
	c = (struct cheapest){.in = &in, .cost = cost, .k = 1 + (int)(seed % MAX_K)};
	struct tally t = {0};
	brute_cheapest(&c, &t, 0);

	struct dlx_problem *pb = build(&in);
	for (int o = 0; o < in.options; o++)
		cr_assert_eq(dlx_set_cost(pb, o, cost[o]), 0);
	struct dlx_best *best = dlx_best_create(c.k);
	struct dlx_stats stats;
	cr_assert_eq(dlx_search_best(pb, best, NULL, &stats), 0, "seed %llu", (unsigned long long)seed);
	cr_assert_eq(stats.stop, DLX_STOP_EXHAUSTED);
	expect_cheapest(best, &c, seed);
	cr_assert_eq(dlx_problem_check(pb), 0, "seed %llu: the problem changed", (unsigned long long)seed);
	if (seed % 2 == 0) {
		struct dlx_best *merged = dlx_best_create(c.k);
		best_in_parts(pb, 1 + (int)(seed / 2 % 2), c.k, merged);
		expect_cheapest(merged, &c, seed);
		cr_assert_eq(dlx_problem_check(pb), 0);
		dlx_best_destroy(merged);
	}
	dlx_best_destroy(best);
	dlx_problem_destroy(pb);
	return c.count == 0 ? 0 : c.count > 1 && c.list[0].cost == c.list[1].cost ? 2 : 1;
}

Test(dlx_bounds, k_cheapest_match_brute_force_on_random_problems)
{
	int kind[3] = {0};
	for (uint64_t seed = 1; seed <= 1500; seed++)
		kind[compare_cheapest(seed, 14)]++;
	for (uint64_t seed = 7001; seed <= 7030; seed++)
		kind[compare_cheapest(seed, MAX_OPTIONS)]++;
	/* the random problems must exercise what they are for */
	cr_assert_gt(kind[1] + kind[2], 500, "%d with solutions", kind[1] + kind[2]);
	cr_assert_gt(kind[2], 100, "%d with ties", kind[2]);
}

/* ---- Fixed examples ---- */

/*
 * Knuth's example from DLX3's documentation: A B 2:3|C | X Y, whose one
 * solution is A C X:1 Y:1, B X:1, C Y:1.
 */
Test(dlx_bounds, solves_knuths_colour_example)
{
	struct dlx_problem *pb = dlx_problem_create(3, 2);
	cr_assert_eq(dlx_set_bounds(pb, 2, 2, 3), 0);
	const int items[][4] = {{0, 1, 3, 4}, {0, 2, 3, 4}, {2, 3}, {1, 3}, {2, 4}};
	const int colors[][4] = {{0, 0, 1, 1}, {0, 0, 2, 2}, {0, 1}, {0, 2}, {0, 2}};
	const int sizes[] = {4, 4, 2, 2, 2};
	for (int o = 0; o < 5; o++)
		cr_assert_eq(dlx_add_option(pb, items[o], colors[o], sizes[o]), o);
	struct seen *seen = calloc(1, sizeof *seen);
	struct instance in = {.primary = 3, .secondary = 2, .options = 5,
	                      .lower = {1, 1, 2}, .upper = {1, 1, 3}};
	for (int o = 0; o < 5; o++) {
		in.size[o] = sizes[o];
		memcpy(in.items[o], items[o], sizeof items[o]);
		memcpy(in.colors[o], colors[o], sizeof colors[o]);
	}
	seen->in = &in;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.on_solution = check_solution;
	opt.user = seen;
	struct dlx_stats st;
	cr_assert_eq(dlx_search(pb, &opt, &st), 0);
	cr_assert_eq(st.solutions, 1);
	cr_assert(!seen->bad);
	cr_assert_eq(seen->sets[0], (1u << 1) | (1u << 3) | (1u << 4));
	free(seen);
	dlx_problem_destroy(pb);
}

/* Choose 2 of 4: C(4,2) = 6; 0 to 4 of 4: 2^4 = 16; 2 to 3 of 5: 10 + 10 = 20. */
Test(dlx_bounds, counts_subsets_of_one_item)
{
	const struct {
		int options, lower, upper;
		uint64_t count;
	} cases[] = {{4, 2, 2, 6}, {4, 0, 4, 16}, {5, 2, 3, 20}, {3, 4, 5, 0}, {6, 1, 1, 6}};
	for (size_t k = 0; k < sizeof cases / sizeof *cases; k++) {
		struct dlx_problem *pb = dlx_problem_create(1, 0);
		cr_assert_eq(dlx_set_bounds(pb, 0, cases[k].lower, cases[k].upper), 0);
		int zero = 0;
		for (int o = 0; o < cases[k].options; o++)
			cr_assert_eq(dlx_add_option(pb, &zero, NULL, 1), o);
		struct dlx_stats st;
		cr_assert_eq(dlx_search(pb, NULL, &st), 0);
		cr_assert_eq(st.solutions, cases[k].count, "case %zu", k);
		/* the empty prefix is the root: the whole search, not a conflict */
		cr_assert_eq(dlx_search_prefix(pb, NULL, 0, NULL, &st), 0, "case %zu: empty prefix", k);
		cr_assert_eq(st.solutions, cases[k].count, "case %zu: empty prefix", k);
		dlx_problem_destroy(pb);
	}
}

/* The skip branch: a trace names it, and its item lies within its bounds. */
static int count_skips(void *user, enum dlx_event event, int level, int item, int option,
                       int count)
{
	if (event == DLX_EVENT_SKIP) {
		cr_assert_eq(item, 0);
		cr_assert_eq(option, -1);
		++*(int *)user;
	}
	return 0;
}

Test(dlx_bounds, traces_the_skip_branch)
{
	struct dlx_problem *pb = dlx_problem_create(1, 0);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 1), 0);
	int zero = 0;
	cr_assert_eq(dlx_add_option(pb, &zero, NULL, 1), 0);
	int skips = 0;
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.on_trace = count_skips;
	opt.user = &skips;
	struct dlx_stats st;
	cr_assert_eq(dlx_search(pb, &opt, &st), 0);
	cr_assert_eq(st.solutions, 2); /* the option, or nothing */
	cr_assert_eq(skips, 1);
	dlx_problem_destroy(pb);
}

/* ---- The API's errors ---- */

Test(dlx_bounds, refuses_bad_bounds)
{
	struct dlx_problem *pb = dlx_problem_create(2, 1);
	cr_assert_eq(dlx_set_bounds(NULL, 0, 1, 1), DLX_EINVAL);
	cr_assert_eq(dlx_set_bounds(pb, -1, 1, 1), DLX_EITEM);
	cr_assert_eq(dlx_set_bounds(pb, 3, 1, 1), DLX_EITEM);
	cr_assert_eq(dlx_set_bounds(pb, 2, 1, 2), DLX_EBOUNDS); /* secondary */
	cr_assert_eq(dlx_set_bounds(pb, 0, 2, 1), DLX_EBOUNDS);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 0), DLX_EBOUNDS);
	cr_assert_eq(dlx_set_bounds(pb, 0, -1, 1), DLX_EBOUNDS);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, DLX_MAX_BOUND + 1), DLX_EBOUNDS);
	cr_assert_str_neq(dlx_strerror(DLX_EBOUNDS), "unknown error");
	int lower, upper;
	cr_assert_eq(dlx_item_bounds(pb, 0, &lower, &upper), 0);
	cr_assert(lower == 1 && upper == 1);
	cr_assert_eq(dlx_item_bounds(pb, 5, &lower, &upper), DLX_EITEM);
	cr_assert_eq(dlx_item_bounds(pb, 0, NULL, &upper), DLX_EINVAL);
	cr_assert_eq(dlx_set_bounds(pb, 1, 0, 3), 0);
	cr_assert_eq(dlx_item_bounds(pb, 1, &lower, &upper), 0);
	cr_assert(lower == 0 && upper == 3);
	int items[] = {0, 1};
	cr_assert_eq(dlx_add_option(pb, items, NULL, 2), 0);
	cr_assert_eq(dlx_require(pb, 0), DLX_EBOUNDS);
	cr_assert_eq(dlx_set_bounds(pb, 0, DLX_MAX_BOUND, DLX_MAX_BOUND), 0);
	dlx_problem_destroy(pb);
}

/* Bounds set back to 1:1 make a plain problem again, searched by Algorithm X. */
Test(dlx_bounds, plain_again_after_one_to_one)
{
	struct dlx_problem *pb = dlx_problem_create(1, 0);
	int zero = 0;
	cr_assert_eq(dlx_add_option(pb, &zero, NULL, 1), 0);
	cr_assert_eq(dlx_add_option(pb, &zero, NULL, 1), 1);
	cr_assert_eq(dlx_set_bounds(pb, 0, 2, 2), 0);
	struct dlx_stats st;
	cr_assert_eq(dlx_search(pb, NULL, &st), 0);
	cr_assert_eq(st.solutions, 1);
	cr_assert_eq(dlx_set_bounds(pb, 0, 1, 1), 0);
	cr_assert_eq(dlx_require(pb, 0), 0); /* plain again: requirements work */
	dlx_release_all(pb);
	cr_assert_eq(dlx_search(pb, NULL, &st), 0);
	cr_assert_eq(st.solutions, 2);
	dlx_problem_destroy(pb);
}

/* ---- The item choice as one number (choose_m.h) ---- */

/* DLX3's rule, spelled out: whether (t, s, len) goes before (t2, s2, len2). */
static bool dlx3_prefers(int32_t t, int32_t s, int32_t len, int32_t t2, int32_t s2, int32_t len2)
{
	return t < t2 || (t == t2 && (s < s2 || (s == s2 && len > len2)));
}

static int sign(int value) { return (value > 0) - (value < 0); }

/* Both keys order items as DLX3's comparison does, at the ends of every range too. */
Test(dlx_bounds, choice_keys_order_items_as_dlx3)
{
	uint64_t rng = 42;
	const int32_t lens[] = {0, 1, 2, 5, KEY64_OPTIONS - 1, (INT32_C(1) << 29) - 1};
	const int32_t bounds[] = {1, 2, 3, 1000, DLX_MAX_BOUND};
	for (int round = 0; round < 200000; round++) {
		int32_t len[2], bound[2], slack[2], s[2], t[2];
		for (int k = 0; k < 2; k++) {
			bool edge = below(&rng, 4) == 0;
			bool wide = below(&rng, 2);
			len[k] = edge ? lens[below(&rng, 6)] : below(&rng, 12);
			bound[k] = edge ? bounds[below(&rng, 5)] : 1 + below(&rng, 6);
			slack[k] = below(&rng, bound[k] + 1);
			if (!wide && len[k] >= KEY64_OPTIONS)
				len[k] = KEY64_OPTIONS - 1;
			t[k] = m_degree(len[k], bound[k], slack[k], &s[k]);
		}
		int want = dlx3_prefers(t[0], s[0], len[0], t[1], s[1], len[1])   ? -1
		           : dlx3_prefers(t[1], s[1], len[1], t[0], s[0], len[0]) ? 1
		                                                                    : 0;
		wide_key a = m_key128(t[0], s[0], bound[0]), b = m_key128(t[1], s[1], bound[1]);
		cr_assert_eq(sign((a > b) - (a < b)), want, "128 bits: len %d/%d bound %d/%d slack %d/%d",
		             len[0], len[1], bound[0], bound[1], slack[0], slack[1]);
		cr_assert_eq(m_key_degree(a), t[0]);
		if (len[0] < KEY64_OPTIONS && len[1] < KEY64_OPTIONS) {
			uint64_t c = m_key64(t[0], s[0], bound[0]), d = m_key64(t[1], s[1], bound[1]);
			cr_assert_eq(sign((c > d) - (c < d)), want, "64 bits: len %d/%d bound %d/%d",
			             len[0], len[1], bound[0], bound[1]);
			cr_assert_eq(m_key_degree(c), t[0]);
			cr_assert_eq(m_key_base(bound[0], slack[0]) + ((uint64_t)len[0] << (2 * KEY_FIELD_BITS)),
			             c, "the key less the length, plus the length, is the key");
			int64_t excess = (int64_t)len[0] - (bound[0] - slack[0]);
			cr_assert_eq(m_key_excess_base(bound[0], slack[0]) +
			                     ((uint64_t)excess << (2 * KEY_FIELD_BITS)),
			             c, "the key less the excess, plus the excess, is the key");
			cr_assert_eq(m_key_forced(c), t[0] == 1 ? FORCED_KEY : c);
		}
		/* a bound one lower, as the search makes it: the key moves by m_key_step */
		for (int excess = 0; excess < 2; excess++) {
			uint64_t (*base)(int32_t, int32_t) = excess ? m_key_excess_base : m_key_base;
			cr_assert_eq(base(bound[0] - 1, slack[0]),
			             base(bound[0], slack[0]) + m_key_step(bound[0], slack[0], excess),
			             "bound %d slack %d, excess %d", bound[0], slack[0], excess);
		}
	}
}

/*
 * A problem past 16-bit node numbers counts on node[] itself (the lean
 * loop's 16-bit copy does not fit): 0 or 1 of 20,000 options on item a,
 * and 1 to 2 of 3 on item b: 20,001 x (3 + 3) solutions. A node limit too
 * large to bite runs the watched loop: same count, same nodes.
 */
Test(dlx_bounds, counts_a_problem_too_large_for_16_bits)
{
	struct dlx_problem *pb = dlx_problem_create(2, 0);
	cr_assert_eq(dlx_set_bounds(pb, 0, 0, 1), 0);
	cr_assert_eq(dlx_set_bounds(pb, 1, 1, 2), 0);
	int a = 0, b = 1;
	for (int o = 0; o < 20000; o++)
		cr_assert_eq(dlx_add_option(pb, &a, NULL, 1), o);
	for (int o = 0; o < 3; o++)
		cr_assert_geq(dlx_add_option(pb, &b, NULL, 1), 0);
	struct dlx_stats lean, watched;
	cr_assert_eq(dlx_search(pb, NULL, &lean), 0);
	cr_assert_eq(lean.solutions, UINT64_C(20001) * 6);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.node_limit = UINT64_MAX;
	cr_assert_eq(dlx_search(pb, &opt, &watched), 0);
	cr_assert_eq(watched.solutions, lean.solutions);
	cr_assert_eq(watched.nodes, lean.nodes);
	cr_assert_eq(watched.updates, lean.updates);
	cr_assert_eq(dlx_problem_check(pb), 0);
	dlx_problem_destroy(pb);
}
