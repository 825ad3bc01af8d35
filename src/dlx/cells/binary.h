/*
 * binary.h - what the two searches that branch two ways on dancing cells
 * share (private): SSXCC-BINARY's (search_binary.c) and SSMCC's
 * (search_bounds.c). A node takes an option o of an item i; its left
 * child has o in the solution and starts the next stage, its right child
 * has o ruled out at the same stage, so levels count branches of either
 * kind and stages the options taken (choice[levelstage[s]] is the option
 * of stage s).
 */
#ifndef DLX_CELLS_BINARY_H
#define DLX_CELLS_BINARY_H

#include "cells/dance.h"

/* The search's frame; its moving state is a struct dancer (dance.h), whose MEMS counts. */
struct binary_run {
	struct cells *c;
	const struct dlx_search_options *opt;
	struct dlx_stats *stats;
	double deadline;
	uint64_t next_progress; /* the node count of the next progress call */
	bool watched;
	int32_t *choice, *deg, *stagelevel; /* per level */
	int32_t *levelstage, *saved;        /* per stage */
	int32_t *primaries_at; /* per stage: d->primaries_active at its save (search_binary.c) */
	int32_t *active_at;   /* per stage, a large problem's: d->active at its save (ditto) */
	float *score;         /* per item base: WTD's weight or FRB's failure rate; NULL: MRV */
	float *tries;         /* per item base: FRB's assignments, from 1 */
	int32_t *candidate;   /* SSXCC-WTD's and -FRB's choice: its scratch (struct dancer), */
	float *ratio, *weight; /* an entry per primary item; NULL elsewhere */
	float increment, growth; /* WTD's */
};

/*
 * Sets up r's frame for `levels` levels and `stages` stages: the clock,
 * whether each node is watched, WTD's increment and growth. False when
 * memory runs out (then binary_free still frees what was taken).
 */
bool binary_start(struct binary_run *r, size_t levels, size_t stages);

/*
 * With DLX_ORDER_WTD or DLX_ORDER_FRB, the scores of the cells' primary
 * items (those active at the start, wherever a shuffle put them in
 * item[]), at Knuth's starting values: weight 1; failure rate 0.5 after
 * 1 assignment. True without them; false when memory runs out.
 */
bool binary_scores(struct binary_run *r);

/* Frees what binary_start and the scores took. */
void binary_free(struct binary_run *r);

/* A solution of `stage` options: the callback and the limit. A stop reason or -1. */
int binary_visit(struct binary_run *r, int stage);

/*
 * The watched node checks: limits, the clock, the stop object, the
 * profile (by stage), and progress, its positions by stage: which of the
 * ways left at the stage's first level its option was, as Knuth's
 * print_progress counts them (each option ruled out at the stage before
 * it one more way, and one more done).
 */
int binary_watch(struct binary_run *r, uint64_t nodes, int stage);

/*
 * The first node of the option that holds node q, and in *end the
 * spacer after it. Each node knows its option's first node and the
 * spacer before that the option's size, so the walks over an option are
 * counted loops: no walk back to the spacer and no spacer test, which
 * the branch predictor misses once an option (bench/NOTES.md). Knuth
 * walks back node by node: his mems for that are added as a sum.
 */
DLX_INLINE int32_t option_span(struct dancer *d, int32_t q, int32_t *end, bool knuth)
{
	int32_t first = d->info[q].option;
	*end = first + d->nd[first - 1].loc;
	MEMS((uint64_t)(q - first) + 1);
	return first;
}

/* Swaps node n (at place p of item x's set) past the end of the set's live part. */
DLX_INLINE void take_out(struct dancer *d, int32_t x, int32_t n, int32_t p, int32_t s, bool knuth)
{
	int32_t *set = d->set;
	int32_t w = set[x + s];
	SIZE(x) = s;
	set[x + s] = n, set[p] = w;
	d->nd[n].loc = x + s, d->nd[w].loc = p;
	MEMS(6);
	d->updates++;
}

/* Up a level, and a stage with `take`: records where the stage stands. */
DLX_INLINE void climb(struct dancer *d, struct binary_run *r, int *level, int *stage, int *maxl,
                      bool take, bool knuth)
{
	*stage += take;
	if (++*level > *maxl)
		*maxl = *level;
	r->stagelevel[*level] = *stage, r->levelstage[*stage] = *level;
	MEMS(2);
}

/* The figures at the end of a search, and why it stopped. */
DLX_INLINE void binary_report(struct binary_run *r, const struct dancer *d, uint64_t nodes,
                              uint64_t branches, int maxl, int stop)
{
	r->stats->nodes = nodes;
	r->stats->updates = d->updates;
	r->stats->mems = d->mems;
	r->stats->choice_mems = d->choice_mems;
	r->stats->branches = branches;
	r->stats->max_level = maxl;
	r->stats->explored = 0; /* a figure of progress calls alone (dlx.h) */
	r->stats->stop = (enum dlx_stop)stop;
}

#define WMIN 1e-30f /* the least weight after scaling */

/* WTD after a dead end: the wiped-out item weighs more; all scaled down near overflow. */
DLX_INLINE void bump_weight(struct dancer *d, struct binary_run *r, bool knuth)
{
	float *w = r->score;
	MEMS(2);
	if (knuth)
		d->choice_mems += 2;
	w[d->tough] += r->increment;
	r->increment *= r->growth;
	if (w[d->tough] < DANGEROUS)
		return;
	uint64_t mems_before = d->mems;
	for (int32_t k = 0; k < r->c->items; k++) {
		int32_t x = d->item[k];
		MEMS(1);
		if (x >= d->second)
			continue;
		float t = w[x] * 1e-20f;
		w[x] = t < WMIN ? WMIN : t;
		MEMS(2);
	}
	r->increment *= 1e-20f;
	if (r->increment < WMIN)
		r->increment = WMIN;
	if (knuth)
		d->choice_mems += d->mems - mems_before;
}

/* FRB after an option chosen on item x: one more assignment, and its failure rate moves. */
DLX_INLINE void note_assignment(struct dancer *d, struct binary_run *r, int32_t x, bool failed,
                                bool knuth)
{
	float *rate = r->score;
	MEMS(4);
	r->tries[x] += 1.0; /* Knuth's double constants, so his rounding */
	if (failed)
		rate[x] += (1.0 - rate[x]) / r->tries[x];
	else
		rate[x] -= rate[x] / r->tries[x];
}

/*
 * What WTD and FRB learn from an option of item `best` included (ok) or
 * not: a dead end weighs the wiped-out item (d->tough) more; each option
 * moves best's failure rate. Nothing under the other orders.
 */
DLX_INLINE void learn(struct dancer *d, struct binary_run *r, int32_t best, bool ok, bool knuth)
{
	if (r->opt->order == DLX_ORDER_FRB)
		note_assignment(d, r, best, !ok, knuth);
	else if (!ok && r->opt->order == DLX_ORDER_WTD)
		bump_weight(d, r, knuth);
}

#endif
