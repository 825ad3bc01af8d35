/*
 * random.h - the one seeded random number generator of the project
 * (private): the engine's shuffle and the Sudoku generator and rater draw
 * from it, so one seed means the same numbers in every layer.
 *
 * xoshiro256** (Blackman and Vigna), its four words of state filled from
 * the seed by splitmix64, as its authors advise. Everything is 64-bit integer
 * arithmetic with defined wrap-around, so a seed gives the same numbers on
 * every machine and compiler. The state lives in a struct the caller owns:
 * no global state, no time seeds.
 */
#ifndef UTIL_RANDOM_H
#define UTIL_RANDOM_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

/* splitmix64: one step; also a good way to derive seeds from seeds. */
static inline uint64_t splitmix64(uint64_t *state)
{
	uint64_t z = (*state += 0x9e3779b97f4a7c15u);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static inline void rng_seed(struct rng *rng, uint64_t seed)
{
	/* splitmix64 never yields four zero words in a row, which xoshiro must avoid */
	for (int k = 0; k < 4; k++)
		rng->s[k] = splitmix64(&seed);
}

static inline uint64_t rotate_left(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

static inline uint64_t rng_next(struct rng *rng)
{
	uint64_t *s = rng->s;
	uint64_t result = rotate_left(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotate_left(s[3], 45);
	return result;
}

/*
 * A uniform integer in 0..bound-1 (bound > 0), by Lemire's multiply-and-
 * shift: the high half of a 32-bit draw times bound, with the few draws
 * that would favour some values thrown away. No division in the common
 * case, which matters when shuffling hundreds of lists per grid.
 */
static inline uint32_t rng_below(struct rng *rng, uint32_t bound)
{
	uint64_t m = (rng_next(rng) >> 32) * (uint64_t)bound;
	if ((uint32_t)m < bound) {
		uint32_t threshold = (uint32_t)(-bound) % bound;
		while ((uint32_t)m < threshold)
			m = (rng_next(rng) >> 32) * (uint64_t)bound;
	}
	return (uint32_t)(m >> 32);
}

/*
 * A uniform integer in 0..bound-1 (bound > 0) over the whole 64-bit range,
 * for weights rng_below's 32 bits cannot hold: the draws of the short last
 * block (2^64 mod bound of them) are thrown away.
 */
static inline uint64_t rng_below64(struct rng *rng, uint64_t bound)
{
	uint64_t threshold = (0 - bound) % bound;
	for (;;) {
		uint64_t x = rng_next(rng);
		if (x >= threshold)
			return x % bound;
	}
}

/* A uniform double in [0, 1), from the generator's top 53 bits. */
static inline double rng_fraction(struct rng *rng)
{
	return (double)(rng_next(rng) >> 11) * (1.0 / 9007199254740992.0);
}

/* Fisher-Yates: every order of a[0..count-1] equally likely. */
static inline void rng_shuffle(struct rng *rng, int32_t *a, int32_t count)
{
	for (int32_t k = count - 1; k > 0; k--) {
		int32_t j = (int32_t)rng_below(rng, (uint32_t)k + 1);
		int32_t t = a[k];
		a[k] = a[j];
		a[j] = t;
	}
}

#endif
