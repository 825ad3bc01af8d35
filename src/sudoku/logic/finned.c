/*
 * finned.c - HoDoKu's finned and sashimi fish on one digit: k base lines
 * (rows, or columns) whose candidates lie in k cover lines but for some,
 * the fins, which all sit in one box.
 *
 *   finned X-wing on rows 2 and 7       Either a fin holds the digit, or
 *   . x . | . . . | . x f   row 2       the base lines form a plain fish
 *   . . . | . . . | . E .               and the cover lines keep it
 *   . x . | . . . | . x .   row 7       nowhere else. A cell of a cover
 *                                       line in the fins' box (E) sees
 * every fin, and loses the digit either way.
 *
 * Sashimi: a base line keeps a single candidate once the fins are taken
 * away (the fish would be missing a cell of its body). Both kinds for
 * k = 2, 3, 4, each its own technique and difficulty (see sudoku_logic.h),
 * so that the name of a step is the shape the finder saw.
 */
#include "logic.h"

#include <stdio.h>

struct finned_ctx {
	const struct sudoku_pencil *p;
	struct sudoku_step *step;
	int digit, size;
	bool by_rows, sashimi;
	unsigned places[9]; /* per base line: positions in it */
};

enum sudoku_logic_technique finned_fish_technique(int size, bool sashimi)
{
	return (enum sudoku_logic_technique)(SUDOKU_LOGIC_FINNED_X_WING + 2 * (size - 2) + sashimi);
}

/* The fins (base places outside `cover`): all in one band of base lines, its index; else -1. */
static int fin_band(const struct finned_ctx *ctx, unsigned base, unsigned cover)
{
	int band = -1;
	for (int line = 0; line < 9; line++)
		if ((base >> line & 1) && (ctx->places[line] & ~cover)) {
			if (band >= 0 && line / 3 != band)
				return -1;
			band = line / 3;
		}
	return band;
}

/* Whether the fish's body (base places in the cover) is of the kind asked: sashimi or finned. */
static bool body_kind(const struct finned_ctx *ctx, unsigned base, unsigned cover)
{
	int fewest = 9;
	for (int line = 0; line < 9; line++)
		if (base >> line & 1) {
			int n = bit_count(ctx->places[line] & cover);
			if (n == 0)
				return false; /* a base line of fins alone: no fish */
			fewest = n < fewest ? n : fewest;
		}
	return (fewest < 2) == ctx->sashimi;
}

static void describe(struct finned_ctx *ctx, unsigned base, unsigned cover, int box)
{
	char lines[32], covers[32];
	list_lines(base, lines, sizeof lines);
	list_lines(cover, covers, sizeof covers);
	snprintf(ctx->step->detail, sizeof ctx->step->detail, "on %d, %s %s, %s %s, fins in box %d",
	         ctx->digit, ctx->by_rows ? "rows" : "columns", lines, ctx->by_rows ? "columns" : "rows",
	         covers, box + 1);
}

/* The fish on `base` and `cover`, its fins in the stack of positions `stack`. */
static bool try_cover(struct finned_ctx *ctx, unsigned base, unsigned cover, int stack)
{
	int band = fin_band(ctx, base, cover);
	if (band < 0 || !body_kind(ctx, base, cover))
		return false;
	step_start(ctx->step, finned_fish_technique(ctx->size, ctx->sashimi),
	           58 + 2 * (ctx->size - 2) + ctx->sashimi);
	for (int line = band * 3; line < band * 3 + 3; line++)
		for (int pos = stack * 3; pos < stack * 3 + 3; pos++)
			if (!(base >> line & 1) && (cover >> pos & 1))
				step_eliminate(ctx->step, ctx->p, line_cell(ctx->by_rows, line, pos), ctx->digit);
	if (!step_changes(ctx->step))
		return false;
	for (int line = 0; line < 9; line++)
		for (int pos = 0; pos < 9; pos++)
			if ((base >> line & 1) && (ctx->places[line] >> pos & 1))
				step_cause(ctx->step, line_cell(ctx->by_rows, line, pos), ctx->digit);
	describe(ctx, base, cover, box_of(line_cell(ctx->by_rows, band * 3, stack * 3)));
	return true;
}

/*
 * The base lines `base`: the fins sit in one stack of positions, so every
 * place outside it is in the cover; the cover's other lines are chosen
 * from the stack.
 */
static bool try_base(struct finned_ctx *ctx, unsigned base)
{
	unsigned all = 0;
	for (int line = 0; line < 9; line++)
		if (base >> line & 1)
			all |= ctx->places[line];
	for (int stack = 0; stack < 3; stack++) {
		unsigned inside = 7u << (3 * stack), outside = all & ~inside;
		int need = ctx->size - bit_count(outside);
		for (unsigned extra = inside; need >= 0; extra = (extra - 1) & inside) {
			/* the stack's lines outside the cover hold the fins: some, or no fish */
			if (bit_count(extra) == need && (all & inside & ~extra) &&
			    try_cover(ctx, base, outside | extra, stack))
				return true;
			if (!extra)
				break;
		}
	}
	return false;
}

bool find_finned_fish(const struct sudoku_pencil *p, const struct places *pl, int size,
                      bool sashimi, struct sudoku_step *step)
{
	struct finned_ctx ctx = {.p = p, .step = step, .size = size, .sashimi = sashimi};
	for (ctx.digit = 1; ctx.digit <= 9; ctx.digit++)
		for (int orient = 0; orient < 2; orient++) {
			ctx.by_rows = orient == 0;
			unsigned lines = 0;
			for (int line = 0; line < 9; line++) {
				ctx.places[line] = pl->at[ctx.by_rows ? line : 9 + line][ctx.digit];
				if (ctx.places[line])
					lines |= 1u << line;
			}
			for (unsigned base = 1; base < 512; base++)
				if ((base & ~lines) == 0 && bit_count(base) == size && try_base(&ctx, base))
					return true;
		}
	return false;
}
