/*
 * subsets.c - naked subsets (k cells of a unit holding only k digits: the
 * unit's other cells lose them) and hidden subsets (k digits of a unit with
 * places in only k cells: those cells lose their other digits), k = 2, 3, 4.
 * SE: naked pair 3.0, triple 3.6, quad 5.0; hidden pair 3.4, triple 4.0,
 * quad 5.4; a hidden pair or triple that leaves a hidden single is "direct"
 * (2.0, 2.5).
 */
#include "logic.h"

#include <stdio.h>

struct subset_ctx {
	const struct sudoku_pencil *p;
	struct sudoku_step *step;
	int unit, size;
	bool direct;
};

static void digits_text(unsigned mask, char *buf, size_t len)
{
	size_t used = 0;
	for (int d = 1; d <= 9 && used + 2 < len; d++)
		if (mask & BIT(d))
			used += (size_t)snprintf(buf + used, len - used, "%s%d", used ? "," : "", d);
}

/* The step's text, written only once the step is sure (most subsets tried change nothing). */
static bool describe(struct subset_ctx *ctx, unsigned digits)
{
	char name[16], list[24];
	digits_text(digits, list, sizeof list);
	snprintf(ctx->step->detail, sizeof ctx->step->detail, "%s in %s", list,
	         unit_name(ctx->unit, name, sizeof name));
	return true;
}

/* `cells`: positions in the unit of a naked subset, `digits` their candidates. */
static bool try_naked(unsigned cells, unsigned digits, void *ctx_)
{
	struct subset_ctx *ctx = ctx_;
	unsigned outside = 0; /* a subset already cleared (the usual case) is passed without a step */
	for (int k = 0; k < 9; k++)
		if (!(cells >> k & 1))
			outside |= ctx->p->cand[logic_unit_cells[ctx->unit][k]];
	if (!(outside & digits))
		return false;
	static const int difficulty[5] = {0, 0, 30, 36, 50};
	static const enum sudoku_logic_technique tech[5] = {
		0, 0, SUDOKU_LOGIC_NAKED_PAIR, SUDOKU_LOGIC_NAKED_TRIPLE, SUDOKU_LOGIC_NAKED_QUAD};
	step_start(ctx->step, tech[ctx->size], difficulty[ctx->size]);
	for (int k = 0; k < 9; k++) {
		int cell = logic_unit_cells[ctx->unit][k];
		for (int d = 1; d <= 9; d++)
			if (digits & BIT(d)) {
				if (cells >> k & 1)
					step_cause(ctx->step, cell, d);
				else
					step_eliminate(ctx->step, ctx->p, cell, d);
			}
	}
	return step_changes(ctx->step) && describe(ctx, digits);
}

bool find_naked_subset(const struct sudoku_pencil *p, int size, uint32_t units,
                       struct sudoku_step *step)
{
	struct subset_ctx ctx = {p, step, 0, size, false};
	for (ctx.unit = 0; ctx.unit < 27; ctx.unit++) {
		if (!(units >> ctx.unit & 1))
			continue;
		unsigned pool = 0, digits[9];
		int empty = 0;
		for (int k = 0; k < 9; k++) {
			digits[k] = p->cand[logic_unit_cells[ctx.unit][k]];
			int n = bit_count(digits[k]);
			empty += n > 0;
			if (n >= 2 && n <= size)
				pool |= 1u << k;
		}
		/* the subset needs `size` small cells, and other cells to clear */
		if (empty > size && bit_count(pool) >= size &&
		    each_locked_set(pool, size, digits, try_naked, &ctx))
			return true;
	}
	return false;
}

/* `digits` (bit d-1): a hidden subset of the unit, `cells` their places. */
static bool try_hidden(unsigned digits, unsigned cells, void *ctx_)
{
	struct subset_ctx *ctx = ctx_;
	unsigned inside = 0; /* a subset already cleared (the usual case) is passed without a step */
	for (int k = 0; k < 9; k++)
		if (cells >> k & 1)
			inside |= ctx->p->cand[logic_unit_cells[ctx->unit][k]];
	if (!(inside & ~digits))
		return false;
	static const int difficulty[5] = {0, 0, 34, 40, 54};
	static const enum sudoku_logic_technique tech[5] = {
		0, 0, SUDOKU_LOGIC_HIDDEN_PAIR, SUDOKU_LOGIC_HIDDEN_TRIPLE, SUDOKU_LOGIC_HIDDEN_QUAD};
	int diff = ctx->direct ? (ctx->size == 2 ? 20 : 25) : difficulty[ctx->size];
	enum sudoku_logic_technique t = !ctx->direct ? tech[ctx->size]
	                                : ctx->size == 2 ? SUDOKU_LOGIC_DIRECT_HIDDEN_PAIR
	                                                 : SUDOKU_LOGIC_DIRECT_HIDDEN_TRIPLE;
	step_start(ctx->step, t, diff);
	for (int k = 0; k < 9; k++) {
		if (!(cells >> k & 1))
			continue;
		int cell = logic_unit_cells[ctx->unit][k];
		for (int d = 1; d <= 9; d++) {
			if (digits & BIT(d))
				step_cause(ctx->step, cell, d);
			else
				step_eliminate(ctx->step, ctx->p, cell, d);
		}
	}
	return step_changes(ctx->step) &&
	       (!ctx->direct || add_direct_single(ctx->p, ctx->unit, ctx->step)) && describe(ctx, digits);
}

bool find_hidden_subset(const struct sudoku_pencil *p, const struct places *pl, int size,
                        bool direct, uint32_t units, struct sudoku_step *step)
{
	struct subset_ctx ctx = {p, step, 0, size, direct};
	for (ctx.unit = 0; ctx.unit < 27; ctx.unit++) {
		if (!(units >> ctx.unit & 1))
			continue;
		unsigned pool = 0, cells[9]; /* member d-1: digit d, bit BIT(d) of pool */
		int empty = 0;
		for (int d = 1; d <= 9; d++) {
			cells[d - 1] = pl->at[ctx.unit][d];
			int n = bit_count(cells[d - 1]);
			if (n >= 2 && n <= size)
				pool |= BIT(d);
		}
		for (int k = 0; k < 9; k++)
			empty += p->value[logic_unit_cells[ctx.unit][k]] == 0;
		if (empty > size && bit_count(pool) >= size &&
		    each_locked_set(pool, size, cells, try_hidden, &ctx))
			return true;
	}
	return false;
}
