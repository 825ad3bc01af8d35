/*
 * swarm.c - the estimate's particles on the bits (estimate/particles.c):
 * each particle is a node of the tree held as a state of its own, its
 * live options and counts (bits.h), so a generation of them is an array
 * of states and the next generation is taken from it, a child from its
 * parent, with nothing to undo. Two arrays take turns: the generation
 * being entered, and the one being spawned from it.
 *
 * The tree is the links search's (search_bits.c): the same item chosen at
 * every node, and a node's options numbered in the problem's order, as
 * links' list holds them.
 */
#include "bits/steps.h"

#include <stdlib.h>

/* Generation `g`'s particle i: its live options, counts, dead flag and chosen place. */
static uint64_t *live_of(const struct bits_swarm *s, int g, uint32_t i)
{
	return s->live[g] + (size_t)i * (size_t)s->b->words;
}

static uint16_t *count_of(const struct bits_swarm *s, int g, uint32_t i)
{
	return s->count[g] + (size_t)i * (size_t)s->b->places;
}

int bits_swarm_init(struct bits_swarm *s, struct bits *b, uint32_t capacity, bool dead_ends)
{
	*s = (struct bits_swarm){.b = b, .dead_ends = dead_ends};
	const size_t words = (size_t)b->words, places = (size_t)b->places;
	for (int g = 0; g < 2; g++) {
		s->live[g] = malloc(capacity * words * sizeof *s->live[g]);
		s->count[g] = malloc(capacity * places * sizeof *s->count[g]);
		s->dead[g] = malloc(capacity * sizeof *s->dead[g]);
		s->place[g] = malloc(capacity * sizeof *s->place[g]);
		if (!s->live[g] || !s->count[g] || !s->dead[g] || !s->place[g]) {
			bits_swarm_free(s);
			return DLX_ENOMEM;
		}
	}
	bits_restart(b); /* the root is level 0 of the stack as built */
	memcpy(live_of(s, 0, 0), b->live, words * sizeof *b->live);
	memcpy(count_of(s, 0, 0), b->count, places * sizeof *b->count);
	s->dead[0][0] = b->dead[0];
	return 0;
}

void bits_swarm_free(struct bits_swarm *s)
{
	for (int g = 0; g < 2; g++) {
		free(s->live[g]);
		free(s->count[g]);
		free(s->dead[g]);
		free(s->place[g]);
	}
	*s = (struct bits_swarm){0};
}

/*
 * The live options of the active primary items at a node, counted once
 * per item: at most DLX_BITS_MAX_ITEMS * DLX_BITS_MAX_OPTIONS, so 32 bits
 * hold the sum, and the loop is vector code.
 */
static uint64_t options_left(const struct bits *b, const uint16_t *count)
{
	uint32_t sum = 0;
	for (int32_t k = 0; k < b->places; k++)
		sum += count[k] == BITS_COVERED ? 0 : count[k];
	return sum;
}

int32_t bits_swarm_enter(struct bits_swarm *s, uint32_t i, uint64_t *left)
{
	const struct bits *b = s->b;
	if (s->dead_ends && s->dead[s->now][i])
		return 0;
	const uint16_t *count = count_of(s, s->now, i);
	int32_t k = choose_least(b, count);
	if (k < 0)
		return -1;
	s->place[s->now][i] = k;
	*left = options_left(b, count);
	return count[k];
}

void bits_swarm_spawn(struct bits_swarm *s, uint32_t parent, uint32_t child, uint32_t slot)
{
	const struct bits *b = s->b;
	const int now = s->now, next = 1 - now;
	const uint64_t *live = live_of(s, now, parent);
	const uint16_t *count = count_of(s, now, parent);
	int32_t k = s->place[now][parent];
	int32_t o = next_live(b, live, k, -1);
	while (child--)
		o = next_live(b, live, k, o);
	uint64_t *below = live_of(s, next, slot);
	uint16_t *below_count = count_of(s, next, slot);
	s->dead[next][slot] = take_state(b, live, count, below, below_count, o);
}

void bits_swarm_advance(struct bits_swarm *s)
{
	s->now = 1 - s->now;
}
