/*
 * sparse.c - a problem as the estimate's particles see it where the bits
 * do not take it (too large, or shuffled; sparse_swarm.c): each live
 * option's items, and each item's live options, as lists read off the
 * links as they stand, where the bits keep bitsets; so the memory grows
 * with the problem's nodes, not with the square of its options.
 *
 * Why not the links: they hold one node at a time, so every particle would
 * have to be walked down to from the root, or from where its path parts
 * from the last one's; on deep trees, whose particles' paths part near the
 * root, that is a walk of the whole depth per particle and level.
 *
 * The tree is the links search's: the primary items in the order its
 * choice scans them (x/choose.h: in item order in blocks of SCAN_BLOCK,
 * or after a shuffle in the list's order one at a time), a node's options
 * numbered in its item's list order, and a dead item ending a node where
 * the search keeps its tally of them.
 */
#include "estimate/tree.h"
#include "hooks/hooks.h"
#include "x/choose.h"

#include <stdlib.h>
#include <string.h>

/* The colour node q gives its item, 0 where it clashes with every other option of the item. */
static int32_t tint(const struct dlx_problem *pb, int32_t q)
{
	if (pb->node[q].top <= pb->primary || !pb->has_colors)
		return 0;
	return node_color(pb, q);
}

/* The primary items' places, as the links' choice scans them (bits/build.c), and each place's item. */
static void place_items(struct sparse *sp, const struct dlx_problem *pb)
{
	sp->places = place_primary_items(pb, sp->place_of, &sp->block);
	for (int32_t k = 0; k < sp->places; k++)
		sp->item_at[k] = 0;
	for (int32_t x = 1; x <= pb->primary; x++)
		if (sp->place_of[x] >= 0)
			sp->item_at[sp->place_of[x]] = x;
}

/* Each live option's items with their colours; the options' bits in root_live. */
static void fill_entries(struct sparse *sp, const struct dlx_problem *pb)
{
	int32_t e = 0;
	for (int32_t o = 0; o < pb->options; o++) {
		sp->first_entry[o] = e;
		if (!option_in_lists(pb, pb->option_first[o]))
			continue;
		sp->root_live[o / 64] |= UINT64_C(1) << (o % 64);
		for (int32_t q = pb->option_first[o]; pb->node[q].top > 0; q++)
			sp->entry[e++] = (struct tinted){pb->node[q].top, tint(pb, q)};
	}
	sp->first_entry[pb->options] = e;
}

/*
 * Each item's options with the colours they give it: its list at the root
 * as the links hold it, so a primary item's in its list's order (the
 * order of a node's children). An active primary item's list holds its
 * live options exactly; other lists may hold options that are not live,
 * which the swarm's live set leaves out.
 */
static void fill_members(struct sparse *sp, const struct dlx_problem *pb)
{
	int32_t m = 0;
	for (int32_t x = 1; x <= pb->items; x++) {
		sp->first_member[x] = m;
		for (int32_t q = pb->node[x].down; q != x; q = pb->node[q].down)
			sp->member[m++] = (struct tinted){option_of(pb, q), tint(pb, q)};
	}
	sp->first_member[pb->items + 1] = m;
}

/* The root: each place's count of live options, the covered ones SPARSE_COVERED. */
static void count_root(struct sparse *sp, const struct dlx_problem *pb)
{
	sp->root_dead = false;
	for (int32_t k = 0; k < sp->places; k++) {
		int32_t x = sp->item_at[k];
		if (x == 0 || !item_active(pb, x)) {
			sp->root_count[k] = SPARSE_COVERED;
			continue;
		}
		sp->root_count[k] = (uint32_t)(sp->first_member[x + 1] - sp->first_member[x]);
		sp->root_dead = sp->root_dead || sp->root_count[k] == 0;
	}
}

int sparse_build(struct sparse *sp, const struct dlx_problem *pb)
{
	*sp = (struct sparse){.words = (pb->options + 63) / 64};
	size_t items = (size_t)pb->items + 2, nodes = (size_t)pb->node_count + 1;
	size_t places = (size_t)pb->primary + SCAN_BLOCK;
	sp->place_of = malloc(items * sizeof *sp->place_of);
	sp->item_at = malloc(places * sizeof *sp->item_at);
	sp->first_entry = malloc(((size_t)pb->options + 1) * sizeof *sp->first_entry);
	sp->entry = malloc(nodes * sizeof *sp->entry);
	sp->first_member = malloc(items * sizeof *sp->first_member);
	sp->member = malloc(nodes * sizeof *sp->member);
	sp->root_live = calloc((size_t)sp->words + 1, sizeof *sp->root_live);
	sp->root_count = malloc(places * sizeof *sp->root_count);
	if (!sp->place_of || !sp->item_at || !sp->first_entry || !sp->entry || !sp->first_member ||
	    !sp->member || !sp->root_live || !sp->root_count) {
		sparse_free(sp);
		return DLX_ENOMEM;
	}
	place_items(sp, pb);
	fill_entries(sp, pb);
	fill_members(sp, pb);
	count_root(sp, pb);
	sp->primary = pb->primary;
	return 0;
}

void sparse_free(struct sparse *sp)
{
	free(sp->place_of);
	free(sp->item_at);
	free(sp->first_entry);
	free(sp->entry);
	free(sp->first_member);
	free(sp->member);
	free(sp->root_live);
	free(sp->root_count);
	*sp = (struct sparse){0};
}
