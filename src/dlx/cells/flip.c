/*
 * flip.c - Knuth's GraphBase generator and SSXCC's item shuffle (flip.h).
 * Written from the description in gb_flip.w: 55 numbers of 31 bits, each
 * batch of 55 made at once from the last (flip_cycle) and handed out
 * backwards, the state warmed up by five batches after seeding.
 */
#include "cells/flip.h"

/* (x - y) mod 2^31, the one operation of the method. */
static int32_t mod_diff(int64_t x, int64_t y)
{
	return (int32_t)((uint64_t)(x - y) & 0x7fffffff);
}

/* A new batch: a[i] -= a[i+31] for i <= 24, then a[i] -= a[i-24]; hands out a[55]. */
static int32_t flip_cycle(struct flip *f)
{
	int32_t *a = f->a;
	int i = 1;
	for (int j = 32; j <= 55; i++, j++)
		a[i] = mod_diff(a[i], a[j]);
	for (int j = 1; i <= 55; i++, j++)
		a[i] = mod_diff(a[i], a[j]);
	f->next = 54;
	return a[55];
}

int32_t flip_next(struct flip *f)
{
	return f->a[f->next] >= 0 ? f->a[f->next--] : flip_cycle(f);
}

void flip_seed(struct flip *f, int64_t seed)
{
	int32_t prev = mod_diff(seed, 0), next = 1;
	int64_t s = prev;
	f->a[0] = -1;
	f->a[55] = prev;
	for (int i = 21; i; i = (i + 21) % 55) {
		f->a[i] = next;
		/* the next value: a difference, then the seed's bits shifted in cyclically */
		next = mod_diff(prev, next);
		s = (s & 1) ? 0x40000000 + (s >> 1) : s >> 1;
		next = mod_diff(next, s);
		prev = f->a[i];
	}
	for (int k = 0; k < 5; k++)
		(void)flip_cycle(f);
}

int32_t flip_uniform(struct flip *f, int32_t m)
{
	const uint32_t two31 = 0x80000000u;
	uint32_t t = two31 - two31 % (uint32_t)m; /* the numbers below t spread evenly */
	int32_t r;
	do
		r = flip_next(f);
	while (t <= (uint32_t)r);
	return r % m;
}

uint64_t cells_shuffle_items(struct cells *c, int64_t seed)
{
	struct flip f;
	flip_seed(&f, seed);
	int32_t *set = c->set;
	uint64_t mems = 0;
	for (int32_t k = c->items; k > 1;) {
		int32_t j = flip_uniform(&f, k);
		k--;
		int32_t t = c->item[j];
		c->item[j] = c->item[k], c->item[k] = t;
		set[t - 2] = k, set[c->item[j] - 2] = j; /* the positions, as POS in dance.h */
		mems += 10;
	}
	return mems;
}
