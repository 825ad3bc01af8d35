/*
 * test_dlx_dance.c - the replay of covers and uncovers behind --trace=links,
 * --svg-matrix and --html (dlx_dance.h), checked against the engine
 * it follows: at every choose the replay must count the same options for
 * the item as the engine does; at a solution no option with a primary item
 * may be left active; after the search everything must be back. On Knuth's
 * example the hidden sets are also checked by hand, and random problems
 * (with secondary items and colours) exercise the rest.
 */
#include "dlx.h"
#include "dlx_dance.h"

#include <criterion/criterion.h>
#include <string.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

struct run {
	struct dlx_problem *problem;
	struct dlx_dance *dance;
	int choose_mismatches, solutions, bad_solutions;
	int bound_mismatches; /* chooses whose count DLX3's degree from dlx_dance_bound misses */
	int bound_steps;      /* chooses and skips that left the item's BOUND other than M4 does */
	int upper[16];        /* each primary item's upper bound, read before the search */
	int hidden_after_step[64]; /* options hidden after each of the first 64 steps, as a bit set */
	int steps;
};

static int hidden_set(const struct run *r)
{
	int set = 0;
	for (int o = 0; o < dlx_option_count(r->problem) && o < 31; o++)
		set |= dlx_dance_hidden(r->dance, o) ? 1 << o : 0;
	return set;
}

static bool active_primary_option(const struct run *r)
{
	int items[16];
	for (int o = 0; o < dlx_option_count(r->problem); o++) {
		int size = dlx_option_items(r->problem, o, items, NULL, 16);
		for (int k = 0; k < size && !dlx_dance_hidden(r->dance, o); k++)
			if (items[k] < dlx_primary_count(r->problem))
				return true;
	}
	return false;
}

/* Item x's active options: its list's length in the engine (tweaked options are out of it). */
static int active_options(const struct run *r, int x)
{
	int items[16], length = 0;
	for (int o = 0; o < dlx_option_count(r->problem); o++) {
		int size = dlx_option_items(r->problem, o, items, NULL, 16);
		for (int k = 0; k < size; k++)
			length += items[k] == x && !dlx_dance_hidden(r->dance, o);
	}
	return length;
}

/*
 * DLX3's branching degree of item x from the replay's BOUND and SLACK:
 * len + min(slack, bound) - bound + 1, never below 0. The engine works it
 * out from its own fields, so a choose's count checks the replay's.
 */
static int degree(const struct run *r, int x)
{
	int bound, slack;
	cr_assert_eq(dlx_dance_bound(r->dance, x, &bound, &slack), 0);
	int s = slack < bound ? slack : bound, t = active_options(r, x) + s - bound + 1;
	return t > 0 ? t : 0;
}

/* After a choose with branches or a skip: the item's BOUND is M4's, its upper bound less one more than it has. */
static bool bound_lowered(const struct run *r, int x)
{
	int bound;
	dlx_dance_bound(r->dance, x, &bound, NULL);
	return bound == r->upper[x] - dlx_dance_taken(r->dance, x) - 1;
}

static int follow(void *user, enum dlx_event event, int level, int item, int option, int count)
{
	struct run *r = user;
	bool was_lost = dlx_dance_lost(r->dance);
	if (event == DLX_EVENT_CHOOSE && degree(r, item) != count)
		r->bound_mismatches++;
	cr_assert_eq(dlx_dance_event(r->dance, event, level, item, option, count), 0);
	if (((event == DLX_EVENT_CHOOSE && count > 0) || event == DLX_EVENT_SKIP) && !bound_lowered(r, item))
		r->bound_steps++;
	if (event == DLX_EVENT_CHOOSE && dlx_dance_lost(r->dance) && !was_lost)
		r->choose_mismatches++;
	if (event == DLX_EVENT_SOLUTION) {
		r->solutions++;
		r->bad_solutions += active_primary_option(r);
	}
	if (r->steps < 64)
		r->hidden_after_step[r->steps] = hidden_set(r);
	r->steps++;
	return 0;
}

static void replay(struct dlx_problem *pb, struct run *r)
{
	memset(r, 0, sizeof *r);
	r->problem = pb;
	r->dance = dlx_dance_create(pb, NULL, NULL);
	cr_assert_not_null(r->dance);
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.on_trace = follow;
	opt.user = r;
	struct dlx_stats stats;
	/* read before the search: dlx_item_bounds is not for a search's callbacks */
	int primary = dlx_primary_count(pb);
	cr_assert_leq(primary, 16);
	for (int x = 0; x < primary; x++) {
		int lower;
		dlx_item_bounds(pb, x, &lower, &r->upper[x]);
	}
	cr_assert_eq(dlx_search(pb, &opt, &stats), 0);
	cr_assert_eq(r->bound_mismatches, 0, "a choose's count is not DLX3's degree from BOUND and SLACK");
	cr_assert_eq(r->bound_steps, 0, "a choose or skip left a BOUND other than M4's");
	for (int x = 0; x < primary; x++) {
		int bound;
		cr_assert_eq(dlx_dance_bound(r->dance, x, &bound, NULL), 0);
		cr_assert_eq(bound, r->upper[x], "item %d's BOUND is back at its upper bound at the end", x);
	}
	cr_assert_eq(r->solutions, (int)stats.solutions);
	cr_assert_not(dlx_dance_lost(r->dance), "the replay lost track of the engine");
	cr_assert_eq(r->choose_mismatches, 0);
	cr_assert_eq(r->bad_solutions, 0, "an option was left active at a solution");
	for (int o = 0; o < dlx_option_count(pb); o++)
		cr_assert_not(dlx_dance_hidden(r->dance, o), "option %d hidden at the end", o);
	int items = dlx_primary_count(pb) + dlx_secondary_count(pb);
	for (int x = 0; x < items; x++) {
		cr_assert_eq(dlx_dance_item_state(r->dance, x), 0, "item %d covered at the end", x);
		cr_assert_eq(dlx_dance_taken(r->dance, x), 0, "item %d counted at the end", x);
	}
	cr_assert_eq(dlx_dance_partial(r->dance, NULL, 0), 0, "a partial solution at the end");
}

enum { A, B, C, D, E, F, G };

Test(dlx_dance, follows_knuths_example_by_hand)
{
	static const int options[6][3] = {{C, E}, {A, D, G}, {B, C, F}, {A, D, F}, {B, G}, {D, E, G}};
	static const int sizes[6] = {2, 3, 3, 3, 2, 3};
	struct dlx_problem *pb = dlx_problem_create(7, 0);
	for (int o = 0; o < 6; o++)
		cr_assert_eq(dlx_add_option(pb, options[o], NULL, sizes[o]), o);
	struct run r;
	replay(pb, &r);
	cr_assert_eq(r.steps, 15);
	/* by hand (docs/2-dancing-links.md): choose a hides 1, 3; try a d g adds 5 and 4;
	   choose b adds 2; try b c f adds 0; the dead end changes nothing */
	int by_hand[5] = {0x0a, 0x3a, 0x3e, 0x3f, 0x3f}; /* bit o: option o hidden */
	for (int k = 0; k < 5; k++)
		cr_assert_eq(r.hidden_after_step[k], by_hand[k], "step %d", k + 1);
	/* step 6 backs up from b: 0 and 2 return */
	cr_assert_eq(r.hidden_after_step[5], 0x3a);
	dlx_dance_destroy(r.dance);
	dlx_problem_destroy(pb);
}

/* A small linear congruential generator: tests need no rand() and the same numbers everywhere. */
static unsigned next(unsigned long long *state, unsigned bound)
{
	*state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)(*state >> 33) % bound;
}

/*
 * A random problem: 1..max_primary primary items and up to max_secondary-1
 * secondary ones, 1..max_options options of about a third of the items,
 * secondary ones coloured half the time; with `bounded`, each primary item
 * gets bounds lower 0..2, upper lower..lower+2 (at least 1).
 */
static struct dlx_problem *random_problem(unsigned long long *state, int max_primary,
                                          int max_secondary, int max_options, bool bounded)
{
	int primary = 1 + (int)next(state, max_primary), secondary = (int)next(state, max_secondary);
	int total = primary + secondary;
	struct dlx_problem *pb = dlx_problem_create(primary, secondary);
	for (int x = 0; bounded && x < primary; x++) {
		int lower = (int)next(state, 3), upper = lower + (int)next(state, 3);
		cr_assert_eq(dlx_set_bounds(pb, x, lower, upper > 0 ? upper : 1), 0);
	}
	int count = 1 + (int)next(state, max_options);
	for (int o = 0; o < count; o++) {
		int items[10], colors[10], size = 0;
		for (int x = 0; x < total; x++) {
			if (next(state, 3) != 0)
				continue;
			items[size] = x;
			colors[size++] = x >= primary && next(state, 2) ? 1 + (int)next(state, 2) : 0;
		}
		if (size > 0)
			dlx_add_option(pb, items, colors, size);
	}
	return pb;
}

Test(dlx_dance, agrees_with_the_engine_on_random_problems)
{
	unsigned long long state = 13;
	for (int trial = 0; trial < 300; trial++) {
		struct dlx_problem *pb = random_problem(&state, 6, 4, 14, false);
		struct run r;
		replay(pb, &r);
		dlx_dance_destroy(r.dance);
		dlx_problem_destroy(pb);
	}
}

/*
 * Item bounds (Algorithm M): at every choose the replay's own branching
 * degree (active options, bounds, options taken) must be the engine's, a
 * skip must leave no option of its item active, and everything must be
 * back at the end.
 */
Test(dlx_dance, agrees_with_the_engine_on_random_problems_with_bounds)
{
	unsigned long long state = 29;
	for (int trial = 0; trial < 400; trial++) {
		struct dlx_problem *pb = random_problem(&state, 5, 3, 12, true);
		struct run r;
		replay(pb, &r);
		dlx_dance_destroy(r.dance);
		dlx_problem_destroy(pb);
	}
}
