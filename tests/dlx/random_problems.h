/*
 * random_problems.h - small random XCC problems (up to 14 options, so every
 * set of options can be tried), with item bounds or without, and their
 * solutions by brute force, straight from the definition: the known
 * answers of the differential tests.
 */
#ifndef TEST_RANDOM_PROBLEMS_H
#define TEST_RANDOM_PROBLEMS_H

#include <stdbool.h>
#include <stdint.h>

/* xorshift64: the random problems below, the same on every machine (seed not 0). */
static inline uint64_t test_rng(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

#define MAX_RANDOM_OPTIONS 14
#define MAX_RANDOM_ITEMS 12

struct random_problem {
	int primary, secondary, options;
	int size[MAX_RANDOM_OPTIONS];
	int item[MAX_RANDOM_OPTIONS][MAX_RANDOM_ITEMS];
	int color[MAX_RANDOM_OPTIONS][MAX_RANDOM_ITEMS];
	/* each primary item's bounds, set by make_random_bounded; upper 0 (unset): 1:1 */
	int lower[MAX_RANDOM_ITEMS], upper[MAX_RANDOM_ITEMS];
};

static inline void make_random(struct random_problem *rp, uint64_t *seed, bool colors)
{
	rp->primary = 1 + (int)(test_rng(seed) % 5);
	rp->secondary = (int)(test_rng(seed) % 3);
	rp->options = 1 + (int)(test_rng(seed) % MAX_RANDOM_OPTIONS);
	int items = rp->primary + rp->secondary;
	for (int x = 0; x < rp->primary; x++)
		rp->lower[x] = rp->upper[x] = 1;
	for (int o = 0; o < rp->options; o++) {
		bool used[MAX_RANDOM_ITEMS] = {0};
		rp->size[o] = 0;
		for (int x = 0; x < items; x++)
			if (test_rng(seed) % 3 == 0)
				used[x] = true;
		for (int x = 0; x < items; x++)
			if (used[x]) {
				int k = rp->size[o]++;
				rp->item[o][k] = x;
				rp->color[o][k] = colors && x >= rp->primary ? (int)(test_rng(seed) % 3) : 0;
			}
		if (rp->size[o] == 0) {
			rp->item[o][0] = (int)(test_rng(seed) % (uint64_t)items);
			rp->color[o][0] = 0;
			rp->size[o] = 1;
		}
	}
}

/*
 * make_random, then bounds lower:upper on the primary items, upper 1 to 3
 * and lower 0 to upper: some items may stay empty, some take several options.
 */
static inline void make_random_bounded(struct random_problem *rp, uint64_t *seed, bool colors)
{
	make_random(rp, seed, colors);
	for (int x = 0; x < rp->primary; x++) {
		rp->upper[x] = 1 + (int)(test_rng(seed) % 3);
		rp->lower[x] = (int)(test_rng(seed) % (uint64_t)(rp->upper[x] + 1));
	}
}

/* Whether the options in `mask` form a solution, by the definition. */
static inline bool is_cover(const struct random_problem *rp, unsigned mask)
{
	int uses[MAX_RANDOM_ITEMS] = {0}, color[MAX_RANDOM_ITEMS], plain[MAX_RANDOM_ITEMS] = {0};
	for (int x = 0; x < MAX_RANDOM_ITEMS; x++)
		color[x] = -1;
	for (int o = 0; o < rp->options; o++) {
		if (!(mask >> o & 1u))
			continue;
		for (int k = 0; k < rp->size[o]; k++) {
			int x = rp->item[o][k], c = rp->color[o][k];
			uses[x]++;
			if (c == 0)
				plain[x]++;
			else if (color[x] >= 0 && color[x] != c)
				return false;
			else
				color[x] = c;
		}
	}
	for (int x = 0; x < rp->primary; x++) {
		bool set = rp->upper[x] > 0;
		if (uses[x] < (set ? rp->lower[x] : 1) || uses[x] > (set ? rp->upper[x] : 1))
			return false;
	}
	for (int x = rp->primary; x < rp->primary + rp->secondary; x++)
		if (plain[x] > 1 || (plain[x] == 1 && uses[x] > 1))
			return false;
	return true;
}

/*
 * Brute force counts sets of options; the search counts sets that contain
 * a primary item. With colours, options with only secondary items may be
 * added freely to a solution by brute force, but the search never chooses
 * them, so those options are kept out of the brute-force sets too: this is
 * the mask of the options brute force may take.
 */
static inline unsigned options_with_primary(const struct random_problem *rp)
{
	unsigned allowed = 0;
	for (int o = 0; o < rp->options; o++)
		for (int k = 0; k < rp->size[o]; k++)
			if (rp->item[o][k] < rp->primary)
				allowed |= 1u << o;
	return allowed;
}

static inline uint64_t brute_force(const struct random_problem *rp)
{
	unsigned allowed = options_with_primary(rp);
	uint64_t count = 0;
	for (unsigned mask = 0; mask < 1u << rp->options; mask++)
		if ((mask & ~allowed) == 0 && is_cover(rp, mask))
			count++;
	return count;
}

/*
 * The solutions as masks of options (bit o: option o), in increasing
 * order, into masks[] (room for 1 << options); their number.
 */
static inline uint64_t brute_force_masks(const struct random_problem *rp, unsigned *masks)
{
	uint64_t count = 0;
	unsigned allowed = options_with_primary(rp);
	for (unsigned mask = 0; mask < 1u << rp->options; mask++)
		if ((mask & ~allowed) == 0 && is_cover(rp, mask))
			masks[count++] = mask;
	return count;
}

#endif
