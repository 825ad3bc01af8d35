/*
 * fish.c - basic fish on one digit: k rows whose candidates for the digit
 * lie in only k columns (or the other way round); the rest of those columns
 * lose the digit. X-wing (k = 2, 3.2), swordfish (3, 3.8), jellyfish (4, 5.2).
 */
#include "logic.h"

#include <stdio.h>

struct fish_ctx {
	const struct sudoku_pencil *p;
	struct sudoku_step *step;
	int digit, size;
	bool by_rows;
	unsigned places[9]; /* per base line: positions in it */
};

void list_lines(unsigned mask, char *buf, size_t len)
{
	size_t used = 0;
	int count = bit_count(mask), seen = 0;
	buf[0] = '\0';
	for (int k = 0; k < 9 && used < len; k++)
		if (mask >> k & 1) {
			seen++;
			const char *sep = seen == 1 ? "" : seen == count ? " and " : ", ";
			used += (size_t)snprintf(buf + used, len - used, "%s%d", sep, k + 1);
		}
}

/* `lines`: the base lines of a fish, `cover` the positions their places take. */
static bool try_fish(unsigned lines, unsigned cover, void *ctx_)
{
	struct fish_ctx *ctx = ctx_;
	unsigned outside = 0; /* a fish already cleared (the usual case) is passed without a step */
	for (int line = 0; line < 9; line++)
		if (!(lines >> line & 1))
			outside |= ctx->places[line];
	if (!(outside & cover))
		return false;
	static const enum sudoku_logic_technique tech[5] = {
		0, 0, SUDOKU_LOGIC_X_WING, SUDOKU_LOGIC_SWORDFISH, SUDOKU_LOGIC_JELLYFISH};
	static const int difficulty[5] = {0, 0, 32, 38, 52};
	step_start(ctx->step, tech[ctx->size], difficulty[ctx->size]); /* text once sure */
	for (int line = 0; line < 9; line++)
		for (int pos = 0; pos < 9; pos++) {
			if (!(cover >> pos & 1))
				continue;
			int cell = line_cell(ctx->by_rows, line, pos);
			if (lines >> line & 1) {
				if (ctx->p->cand[cell] & BIT(ctx->digit))
					step_cause(ctx->step, cell, ctx->digit);
			} else {
				step_eliminate(ctx->step, ctx->p, cell, ctx->digit);
			}
		}
	if (!step_changes(ctx->step))
		return false;
	char base[32], covers[32];
	list_lines(lines, base, sizeof base);
	list_lines(cover, covers, sizeof covers);
	snprintf(ctx->step->detail, sizeof ctx->step->detail, "on %d, %s %s, %s %s", ctx->digit,
	         ctx->by_rows ? "rows" : "columns", base, ctx->by_rows ? "columns" : "rows", covers);
	return true;
}

bool find_fish(const struct sudoku_pencil *p, const struct places *pl, int size, unsigned digits,
               struct sudoku_step *step)
{
	struct fish_ctx ctx = {.p = p, .step = step, .size = size};
	for (ctx.digit = 1; ctx.digit <= 9; ctx.digit++)
		for (int orient = 0; orient < 2 && (digits & BIT(ctx.digit)); orient++) {
			ctx.by_rows = orient == 0;
			unsigned pool = 0;
			for (int line = 0; line < 9; line++) {
				ctx.places[line] = pl->at[ctx.by_rows ? line : 9 + line][ctx.digit];
				int n = bit_count(ctx.places[line]);
				if (n >= 2 && n <= size)
					pool |= 1u << line;
			}
			if (bit_count(pool) >= size && each_locked_set(pool, size, ctx.places, try_fish, &ctx))
				return true;
		}
	return false;
}
