/*
 * build.c - the bits of a problem (bits.h): its live options numbered,
 * each item's options and each option's clashes as bitsets, and the stack
 * of per-level states, read off the links as they stand, so a search after
 * dlx_require, dlx_exclude or dlx_problem_shuffle sees what the links
 * search would see. All memory is taken here; the search allocates nothing.
 */
#include "bits/bits.h"
#include "x/choose.h"

#include <stdlib.h>
#include <string.h>

/* What the build needs and the search does not. */
struct scratch {
	int32_t *index;   /* per problem option: its bit, or -1 when not live (kept as b->bit) */
	int32_t *place;   /* per problem item: its place in count[], or -1 */
	uint64_t *sets;   /* per problem item (0..items): its live options */
};

static void set_bit(uint64_t *set, int32_t k)
{
	set[k / 64] |= UINT64_C(1) << (k % 64);
}

int32_t place_primary_items(const struct dlx_problem *pb, int32_t *place, int32_t *block)
{
	for (int32_t x = 0; x <= pb->items; x++)
		place[x] = -1;
	int32_t k = 0;
	if (!pb->shuffled) {
		*block = SCAN_BLOCK;
		for (int32_t x = 1; x <= pb->primary; x++)
			place[x] = k++;
		return (k + SCAN_BLOCK - 1) / SCAN_BLOCK * SCAN_BLOCK;
	}
	*block = 1;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		place[x] = k++;
	return k;
}

/* Numbers the live options in the problem's order; their number. */
static int32_t number_options(struct bits *b, const struct dlx_problem *pb, int32_t *index)
{
	int32_t live = 0;
	for (int32_t o = 0; o < pb->options; o++)
		index[o] = option_in_lists(pb, pb->option_first[o]) ? live++ : -1;
	return live;
}

/* Every item's live options, and each option's primary places in a row. */
static void fill_sets(struct bits *b, const struct dlx_problem *pb, const struct scratch *s)
{
	int32_t entries = 0;
	for (int32_t o = 0; o < pb->options; o++) {
		int32_t k = s->index[o];
		if (k < 0)
			continue;
		b->number[k] = o;
		b->first_place[k] = entries;
		for (int32_t q = pb->option_first[o]; pb->node[q].top > 0; q++) {
			int32_t x = pb->node[q].top;
			set_bit(s->sets + (size_t)x * b->words, k);
			if (x <= pb->primary)
				b->place[entries++] = s->place[x];
		}
	}
	b->first_place[b->options] = entries;
}

/* Whether node q clashes with every other option of its item: primary or uncoloured. */
static bool clashes_all(const struct dlx_problem *pb, int32_t q)
{
	return pb->node[q].top <= pb->primary || !pb->has_colors || node_color(pb, q) == 0;
}

/*
 * clash[o]: the union of the sets of o's items (o's own among them),
 * but for a secondary item that o colours, only the options that give it
 * no colour or another one: options agreeing on every colour they share
 * go together, as Algorithm C's purify lets them.
 */
static void fill_clashes(struct bits *b, const struct dlx_problem *pb, const struct scratch *s)
{
	for (int32_t k = 0; k < b->options; k++) {
		uint64_t *clash = b->clash + (size_t)k * b->words;
		for (int32_t q = pb->option_first[b->number[k]]; pb->node[q].top > 0; q++) {
			if (!clashes_all(pb, q))
				continue;
			const uint64_t *set = s->sets + (size_t)pb->node[q].top * b->words;
			for (int32_t w = 0; w < b->words; w++)
				clash[w] |= set[w];
		}
	}
}

/* A coloured node of a live option: its item, its colour, the option's bit. */
struct tint {
	int32_t item, color, bit;
};

static int by_item_and_color(const void *a, const void *b)
{
	const struct tint *x = a, *y = b;
	if (x->item != y->item)
		return x->item < y->item ? -1 : 1;
	if (x->color != y->color)
		return x->color < y->color ? -1 : 1;
	return (x->bit > y->bit) - (x->bit < y->bit);
}

/* The coloured nodes of the live options, in tint[]; their number. */
static size_t gather_tints(const struct bits *b, const struct dlx_problem *pb, struct tint *tint)
{
	size_t n = 0;
	for (int32_t k = 0; k < b->options; k++)
		for (int32_t q = pb->option_first[b->number[k]]; pb->node[q].top > 0; q++)
			if (!clashes_all(pb, q))
				tint[n++] = (struct tint){pb->node[q].top, node_color(pb, q), k};
	return n;
}

/*
 * The coloured items' part of each clash (fill_clashes): for each item x
 * and colour c, `same` gathers the options giving x colour c, and each of
 * them clashes with the rest of x's options. False when memory runs out.
 */
static bool fill_color_clashes(struct bits *b, const struct dlx_problem *pb,
                               const struct scratch *s, size_t nodes)
{
	struct tint *tint = malloc((nodes + 1) * sizeof *tint);
	uint64_t *same = malloc(((size_t)b->words + 1) * sizeof *same);
	if (!tint || !same) {
		free(tint);
		free(same);
		return false;
	}
	size_t n = gather_tints(b, pb, tint);
	qsort(tint, n, sizeof *tint, by_item_and_color);
	for (size_t i = 0, end; i < n; i = end) {
		memset(same, 0, (size_t)b->words * sizeof *same);
		for (end = i; end < n && tint[end].item == tint[i].item && tint[end].color == tint[i].color;
		     end++)
			set_bit(same, tint[end].bit);
		const uint64_t *set = s->sets + (size_t)tint[i].item * b->words;
		for (size_t j = i; j < end; j++) {
			uint64_t *clash = b->clash + (size_t)tint[j].bit * b->words;
			for (int32_t w = 0; w < b->words; w++)
				clash[w] |= set[w] & ~same[w];
		}
	}
	free(tint);
	free(same);
	return true;
}

/* Level 0: every live option, each active item's count, the covered ones BITS_COVERED. */
static void fill_root(struct bits *b, const struct dlx_problem *pb, const struct scratch *s)
{
	for (int32_t k = 0; k < b->options; k++)
		set_bit(b->live, k);
	for (int32_t k = 0; k < b->places; k++)
		b->count[k] = BITS_COVERED;
	for (int32_t x = 1; x <= pb->primary; x++) {
		int32_t k = s->place[x];
		if (k < 0 || !item_active(pb, x))
			continue;
		const uint64_t *set = s->sets + (size_t)x * b->words;
		int n = 0;
		for (int32_t w = 0; w < b->words; w++)
			n += __builtin_popcountll(set[w]);
		b->count[k] = (uint16_t)n;
		b->dead[0] = b->dead[0] || n == 0;
		for (int32_t w = 0; w < b->words; w++)
			b->option_set[(size_t)k * b->words + w] = set[w];
	}
	b->root_dead = b->dead[0];
	for (int32_t x = 1; x <= pb->primary; x++)
		if (s->place[x] >= 0)
			b->lift[s->place[x]] = pb->sharp && pb->sharp[x] ? 0 : BITS_LIFT;
	memcpy(b->root_count, b->count, (size_t)b->places * sizeof *b->count);
}

static int32_t active_primary(const struct dlx_problem *pb)
{
	int32_t n = 0;
	for (int32_t x = pb->item[0].next; x != 0; x = pb->item[x].next)
		n++;
	return n;
}

/* Everything bits.h lists, zeroed. False when memory runs out. */
static bool alloc_bits(struct bits *b, int32_t entries)
{
	size_t words = (size_t)b->words, options = (size_t)b->options, levels = (size_t)b->levels;
	b->clash = calloc(options * words + 1, sizeof *b->clash);
	b->option_set = calloc((size_t)b->places * words + 1, sizeof *b->option_set);
	b->first_place = calloc(options + 1, sizeof *b->first_place);
	b->place = calloc((size_t)entries + 1, sizeof *b->place);
	b->number = calloc(options + 1, sizeof *b->number);
	b->live = calloc(levels * words + 1, sizeof *b->live);
	b->count = calloc(levels * (size_t)b->places + 1, sizeof *b->count);
	b->dead = calloc(levels, sizeof *b->dead);
	b->item_at = calloc(levels, sizeof *b->item_at);
	b->choice = calloc(levels, sizeof *b->choice);
	b->solution = calloc(levels, sizeof *b->solution);
	b->position = calloc(levels, sizeof *b->position);
	b->branches = calloc(levels, sizeof *b->branches);
	b->root_count = calloc((size_t)b->places + 1, sizeof *b->root_count);
	b->lift = calloc((size_t)b->places + 1, sizeof *b->lift);
	return b->clash && b->option_set && b->first_place && b->place && b->number && b->live &&
	       b->count && b->dead && b->item_at && b->choice && b->solution && b->position &&
	       b->branches && b->root_count && b->lift;
}

/* Primary entries of all live options: the length of place[]. */
static int32_t primary_entries(const struct dlx_problem *pb, const int32_t *index)
{
	int32_t entries = 0;
	for (int32_t o = 0; o < pb->options; o++)
		if (index[o] >= 0)
			for (int32_t q = pb->option_first[o]; pb->node[q].top > 0; q++)
				entries += pb->node[q].top <= pb->primary;
	return entries;
}

int bits_build(struct bits *b, const struct dlx_problem *pb)
{
	*b = (struct bits){0};
	struct scratch s = {malloc(((size_t)pb->options + 1) * sizeof *s.index),
	                    malloc(((size_t)pb->items + 1) * sizeof *s.place), NULL};
	int code = DLX_ENOMEM;
	if (!s.index || !s.place)
		goto out;
	b->places = place_primary_items(pb, s.place, &b->block);
	b->options = number_options(b, pb, s.index);
	b->words = (b->options + 63) / 64;
	b->levels = active_primary(pb) + 1;
	b->track_dead = tracks_dead(pb);
	b->problem_options = pb->options;
	s.sets = calloc(((size_t)pb->items + 1) * (size_t)b->words + 1, sizeof *s.sets);
	if (!s.sets || !alloc_bits(b, primary_entries(pb, s.index))) {
		bits_free(b);
		goto out;
	}
	fill_sets(b, pb, &s);
	fill_clashes(b, pb, &s);
	if (pb->has_colors && !fill_color_clashes(b, pb, &s, (size_t)pb->node_count)) {
		bits_free(b);
		goto out;
	}
	fill_root(b, pb, &s);
	b->bit = s.index; /* the search starts below prefixes of problem options */
	s.index = NULL;
	code = 0;
out:
	free(s.sets);
	free(s.place);
	free(s.index);
	return code;
}

void bits_free(struct bits *b)
{
	free(b->clash);
	free(b->option_set);
	free(b->first_place);
	free(b->place);
	free(b->number);
	free(b->live);
	free(b->count);
	free(b->dead);
	free(b->item_at);
	free(b->choice);
	free(b->solution);
	free(b->position);
	free(b->branches);
	free(b->root_count);
	free(b->lift);
	free(b->bit);
	*b = (struct bits){0};
}
