/*
 * reduce.c - the exact-cover problem left after the deductions (see reduce.h).
 *
 * Items: the open cells first, in reading order, then every (unit, digit)
 * whose digit the unit still misses, unit by unit. Options: each candidate
 * digit d of each open cell c, in reading order and digit order (a cell's
 * lead digit first, when given), made of c's item and the (u, d) item of
 * each unit u of c. All items are primary: each open cell takes one digit
 * and each unit takes each missing digit once.
 */
#include "reduce.h"

#include <stdlib.h>

int reduce_init(struct reduced *r, const struct propagator *p)
{
	size_t options = (size_t)p->cells * (size_t)p->n;
	*r = (struct reduced){0};
	r->problem = dlx_problem_create(0, 0);
	r->option_cell = malloc(options * sizeof *r->option_cell);
	r->option_digit = malloc(options * sizeof *r->option_digit);
	r->unit_item = malloc((size_t)p->units.unit_count * ((size_t)p->n + 1) * sizeof *r->unit_item);
	if (!r->problem || !r->option_cell || !r->option_digit || !r->unit_item) {
		reduce_finish(r);
		return SUDOKU_ENOMEM;
	}
	return 0;
}

void reduce_finish(struct reduced *r)
{
	dlx_problem_destroy(r->problem);
	free(r->option_cell);
	free(r->option_digit);
	free(r->unit_item);
	*r = (struct reduced){0};
}

/* Numbers the items; returns how many, with unit_item filled in. */
static int number_items(struct reduced *r, const struct propagator *p,
                        const struct propagation *w)
{
	int items = w->open, stride = p->n + 1;
	for (int u = 0; u < p->units.unit_count; u++)
		for (int d = 1; d <= p->n; d++)
			r->unit_item[u * stride + d] = w->placed[u] >> d & 1 ? -1 : items++;
	return items;
}

/* Adds the options of `cell` (item `cell_item`) for each digit in `digits`. 0 or SUDOKU_ENOMEM. */
static int add_cell_options(struct reduced *r, const struct propagator *p, int cell,
                            int cell_item, uint64_t digits)
{
	int stride = p->n + 1, items[1 + 5];
	for (; digits; digits &= digits - 1) {
		int d = __builtin_ctzll(digits), count = 0;
		items[count++] = cell_item;
		for (int k = 0; k < p->units.units_of_count[cell]; k++)
			items[count++] = r->unit_item[p->units.units_of[cell][k] * stride + d];
		int option = dlx_add_option(r->problem, items, NULL, count);
		if (option < 0)
			return SUDOKU_ENOMEM;
		r->option_cell[option] = (int16_t)cell;
		r->option_digit[option] = (uint8_t)d;
	}
	return 0;
}

int reduce_build(struct reduced *r, const struct propagator *p, const struct propagation *w,
                 const uint8_t *lead)
{
	if (dlx_problem_reset(r->problem, number_items(r, p, w), 0) != 0)
		return SUDOKU_ENOMEM;
	/* with a lead, two passes: its digits first, so they head every item's list */
	for (int pass = lead ? 0 : 1; pass < 2; pass++) {
		int cell_item = 0;
		for (int cell = 0; cell < p->cells; cell++) {
			if (w->value[cell])
				continue;
			uint64_t digits = w->cand[cell];
			if (lead) {
				uint64_t first = digits & (uint64_t)1 << lead[cell];
				digits = pass == 0 ? first : digits & ~first;
			}
			if (add_cell_options(r, p, cell, cell_item++, digits) != 0)
				return SUDOKU_ENOMEM;
		}
	}
	return 0;
}
