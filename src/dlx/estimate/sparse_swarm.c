/*
 * sparse_swarm.c - the estimate's particles on the lists of sparse.c
 * (particles.c), as bits/swarm.c runs them on the bits: each particle a
 * state of its own, a generation an array of states, the next one taken
 * from it with nothing to undo.
 *
 * A state is a set of live options (a bit per problem option) and each
 * place's count of them. Taking option o makes a child: every live option
 * sharing an item with o leaves (but one that gives a secondary item the
 * colour o gives it, which purify keeps), each leaving option's primary
 * items count one less, and o's primary items are covered.
 */
#include "estimate/tree.h"
#include "x/choose.h"

#include <stdlib.h>
#include <string.h>

static uint64_t *live_of(const struct sparse_swarm *s, int g, uint32_t i)
{
	return s->live[g] + (size_t)i * (size_t)s->sp->words;
}

static uint32_t *count_of(const struct sparse_swarm *s, int g, uint32_t i)
{
	return s->count[g] + (size_t)i * (size_t)s->sp->places;
}

static bool is_live(const uint64_t *live, int32_t o)
{
	return live[o / 64] >> (o % 64) & 1;
}

int sparse_swarm_init(struct sparse_swarm *s, struct sparse *sp, uint32_t capacity, bool dead_ends)
{
	*s = (struct sparse_swarm){.sp = sp, .dead_ends = dead_ends};
	const size_t words = (size_t)sp->words, places = (size_t)sp->places;
	for (int g = 0; g < 2; g++) {
		s->live[g] = malloc((capacity * words + 1) * sizeof *s->live[g]);
		s->count[g] = malloc((capacity * places + 1) * sizeof *s->count[g]);
		s->dead[g] = malloc(capacity * sizeof *s->dead[g]);
		s->place[g] = malloc(capacity * sizeof *s->place[g]);
		if (!s->live[g] || !s->count[g] || !s->dead[g] || !s->place[g]) {
			sparse_swarm_free(s);
			return DLX_ENOMEM;
		}
	}
	memcpy(live_of(s, 0, 0), sp->root_live, words * sizeof *sp->root_live);
	memcpy(count_of(s, 0, 0), sp->root_count, places * sizeof *sp->root_count);
	s->dead[0][0] = sp->root_dead;
	return 0;
}

void sparse_swarm_free(struct sparse_swarm *s)
{
	for (int g = 0; g < 2; g++) {
		free(s->live[g]);
		free(s->count[g]);
		free(s->dead[g]);
		free(s->place[g]);
	}
	*s = (struct sparse_swarm){0};
}

/*
 * The place the links' choice takes (x/choose.h, as bits/steps.h:
 * choose_place): the least count of each block, the first place holding
 * it; a later block wins only with fewer, and a block whose least is 0 or
 * 1 ends the scan. -1 when every place is covered.
 */
static int32_t scan_places(const uint32_t *count, int32_t places, int32_t block)
{
	int32_t best = -1;
	uint32_t best_count = SPARSE_COVERED;
	for (int32_t x = 0; x < places; x += block) {
		int32_t at = x;
		for (int32_t k = x + 1; k < x + block; k++)
			at = count[k] < count[at] ? k : at;
		if (count[at] >= best_count)
			continue;
		best = at;
		best_count = count[at];
		if (best_count <= 1)
			break;
	}
	return best;
}

/* The live options of the active primary items, each item's counted. */
static uint64_t options_left(const uint32_t *count, int32_t places)
{
	uint64_t sum = 0;
	for (int32_t k = 0; k < places; k++)
		sum += count[k] == SPARSE_COVERED ? 0 : count[k];
	return sum;
}

int32_t sparse_swarm_enter(struct sparse_swarm *s, uint32_t i, uint64_t *left)
{
	const struct sparse *sp = s->sp;
	if (s->dead_ends && s->dead[s->now][i])
		return 0;
	const uint32_t *count = count_of(s, s->now, i);
	int32_t k = scan_places(count, sp->places, sp->block);
	if (k < 0)
		return -1;
	s->place[s->now][i] = k;
	*left = options_left(count, sp->places);
	return (int32_t)count[k];
}

/* Option q leaves the state: its primary items count one less. How many of them reach 0. */
static int drop_option(const struct sparse *sp, uint64_t *live, uint32_t *count, int32_t q)
{
	live[q / 64] &= ~(UINT64_C(1) << (q % 64));
	int zeros = 0;
	for (int32_t e = sp->first_entry[q]; e < sp->first_entry[q + 1]; e++) {
		int32_t x = sp->entry[e].id;
		if (x <= sp->primary)
			zeros += --count[sp->place_of[x]] == 0;
	}
	return zeros;
}

/*
 * Option o taken in the state `live`, `count` (a copy of the parent's).
 * Returns whether it leaves an active primary item without options: each
 * of o's primary items drops to 0 before it is covered, so any other 0 is
 * a dead item.
 */
static bool take(const struct sparse *sp, uint64_t *live, uint32_t *count, int32_t o)
{
	int zeros = 0, own = 0;
	for (int32_t e = sp->first_entry[o]; e < sp->first_entry[o + 1]; e++) {
		int32_t x = sp->entry[e].id, color = sp->entry[e].color;
		own += x <= sp->primary;
		for (int32_t m = sp->first_member[x]; m < sp->first_member[x + 1]; m++) {
			int32_t q = sp->member[m].id;
			if (is_live(live, q) && (color == 0 || sp->member[m].color != color))
				zeros += drop_option(sp, live, count, q);
		}
	}
	for (int32_t e = sp->first_entry[o]; e < sp->first_entry[o + 1]; e++)
		if (sp->entry[e].id <= sp->primary)
			count[sp->place_of[sp->entry[e].id]] = SPARSE_COVERED;
	return zeros > own;
}

void sparse_swarm_spawn(struct sparse_swarm *s, uint32_t parent, uint32_t child, uint32_t slot)
{
	const struct sparse *sp = s->sp;
	const int now = s->now, next = 1 - now;
	const uint64_t *live = live_of(s, now, parent);
	int32_t x = sp->item_at[s->place[now][parent]], o = -1;
	for (int32_t m = sp->first_member[x];; m++) { /* its option number `child`, live */
		o = sp->member[m].id;
		if (is_live(live, o) && child-- == 0)
			break;
	}
	uint64_t *below = live_of(s, next, slot);
	uint32_t *below_count = count_of(s, next, slot);
	memcpy(below, live, (size_t)sp->words * sizeof *below);
	memcpy(below_count, count_of(s, now, parent), (size_t)sp->places * sizeof *below_count);
	s->dead[next][slot] = take(sp, below, below_count, o);
}

void sparse_swarm_advance(struct sparse_swarm *s)
{
	s->now = 1 - s->now;
}
