/*
 * test_dlx_choose.c - the item choice of a shuffled problem (src/dlx/x/choose.h).
 * The scan by rank must pick exactly the item the walk of the shuffled list
 * picks, in every state a search can meet: items dead, forced, covered, and
 * ties everywhere. Random problems are driven through random requirements.
 */
#include "dlx.h"
#include "x/choose.h"

#include <criterion/criterion.h>

#ifdef NDEBUG
#error "tests must be built without NDEBUG"
#endif

static uint64_t next_random(uint64_t *state)
{
	*state = *state * 6364136223846793005u + 1442695040888963407u;
	return *state >> 33;
}

/* `options` random options of 2 to 4 distinct primary items among `items`. */
static struct dlx_problem *random_problem(int items, int options, uint64_t *seed)
{
	struct dlx_problem *pb = dlx_problem_create(items, 0);
	cr_assert_not_null(pb);
	for (int o = 0; o < options; o++) {
		int option[4], size = 2 + (int)(next_random(seed) % 3);
		for (int k = 0; k < size; k++) {
			bool again;
			do {
				option[k] = (int)(next_random(seed) % (uint64_t)items);
				again = false;
				for (int j = 0; j < k; j++)
					again |= option[j] == option[k];
			} while (again);
		}
		cr_assert_geq(dlx_add_option(pb, option, NULL, size), 0);
	}
	return pb;
}

/* Whether a dead item follows x in the list: the walk stops at x, before it. */
static bool dead_after(const struct dlx_problem *pb, int32_t x)
{
	for (int32_t y = pb->item[x].next; y != 0; y = pb->item[y].next)
		if (pb->len[y] == 0)
			return true;
	return false;
}

Test(dlx_choose, the_scan_by_rank_picks_what_the_list_walk_picks)
{
	uint64_t seed = 12345;
	int compared = 0, forced = 0, dead = 0, forced_first = 0;
	for (int round = 0; round < 200; round++) {
		int items = 5 + (int)(next_random(&seed) % 120);
		struct dlx_problem *pb = random_problem(items, items * 2, &seed);
		cr_assert_eq(dlx_problem_shuffle(pb, next_random(&seed)), 0);
		cr_assert_not_null(pb->rank, "a small problem gets its places numbered");
		for (int step = 0; step < 40 && pb->item[0].next != 0; step++) {
			int32_t by_list = choose_in_list(pb), by_rank = choose_by_rank(pb);
			cr_assert_eq(by_rank, by_list, "round %d step %d", round, step);
			compared++;
			forced += pb->len[by_list] == 1;
			dead += pb->len[by_list] == 0;
			forced_first += pb->len[by_list] == 1 && dead_after(pb, by_list);
			/* a random option still available, if any: a few tries */
			for (int tries = 0; tries < 20; tries++)
				if (dlx_require(pb, (int)(next_random(&seed) % (uint64_t)(items * 2))) == 0)
					break;
		}
		dlx_release_all(pb);
		cr_assert_eq(choose_by_rank(pb), choose_in_list(pb));
		dlx_problem_destroy(pb);
	}
	/* the states met include the two kinds the walk stops early on */
	cr_assert_gt(compared, 2000);
	cr_assert_gt(forced, 100);
	cr_assert_gt(dead, 100);
	cr_assert_gt(forced_first, 100);
}

Test(dlx_choose, places_follow_the_shuffled_list)
{
	uint64_t seed = 7;
	struct dlx_problem *pb = random_problem(50, 150, &seed);
	cr_assert_null(pb->rank, "unshuffled: the choice goes in item order");
	cr_assert_eq(dlx_problem_shuffle(pb, 99), 0);
	int place = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next, place++) {
		cr_assert_eq(pb->rank[x], place);
		cr_assert_eq(pb->ranked[place], x);
	}
	cr_assert_eq(place, 50);
	struct dlx_problem *copy = dlx_problem_clone(pb);
	cr_assert_not_null(copy);
	cr_assert_arr_eq(copy->rank, pb->rank, 51 * sizeof *pb->rank);
	dlx_problem_destroy(copy);
	dlx_problem_destroy(pb);
}

/* Past 0xffff options a list may be too long for the 16-bit key: the choice walks the list. */
Test(dlx_choose, places_go_when_the_options_outgrow_the_key)
{
	struct dlx_problem *pb = dlx_problem_create(3, 0);
	cr_assert_not_null(pb);
	int option[2] = {0, 1};
	cr_assert_geq(dlx_add_option(pb, option, NULL, 2), 0);
	cr_assert_eq(dlx_problem_shuffle(pb, 5), 0);
	cr_assert_not_null(pb->rank);
	for (int k = 1; k < 0xffff; k++)
		cr_assert_geq(dlx_add_option(pb, option + k % 2, NULL, 1), 0);
	cr_assert_null(pb->rank, "%d options", dlx_option_count(pb));
	cr_assert_eq(choose_item(pb), choose_in_list(pb));
	dlx_problem_destroy(pb);
}
