/*
 * reduce.c - the exact-cover problem left after the deductions (see reduce.h).
 *
 * Items: the open cells first, most constrained first (see order_cells),
 * then every (unit, digit) whose digit the unit still misses, unit by unit.
 * Options: each candidate digit d of each open cell c, in reading order and
 * digit order (a cell's lead digit first, when given), made of c's item and
 * the (u, d) item of each unit u of c. All items are primary: each open
 * cell takes one digit and each unit takes each missing digit once.
 */
#include "reduce.h"
#include "../util/inline.h"

#include <stdlib.h>

int reduce_init(struct reduced *r, const struct propagator *p)
{
	/* a slot more: write_threes may write one past the last option */
	size_t options = (size_t)p->cells * (size_t)p->n + 1;
	*r = (struct reduced){0};
	r->problem = dlx_problem_create(0, 0);
	r->option_cell = malloc(options * sizeof *r->option_cell);
	r->option_digit = malloc(options * sizeof *r->option_digit);
	/* zeroed: write_threes copies a cell's lead items before it knows whether they are set */
	r->unit_item = calloc((size_t)p->units.unit_count * ((size_t)p->n + 1), sizeof *r->unit_item);
	r->cell_item = malloc((size_t)p->cells * sizeof *r->cell_item);
	r->order = malloc((size_t)p->cells * sizeof *r->order);
	r->open_cell = malloc((size_t)p->cells * sizeof *r->open_cell);
	r->pending = malloc(options * (1 + 5) * sizeof *r->pending);
	if (!r->problem || !r->option_cell || !r->option_digit || !r->unit_item || !r->cell_item ||
	    !r->order || !r->open_cell || !r->pending) {
		reduce_finish(r);
		return SUDOKU_ENOMEM;
	}
	r->three_units = true; /* every shape but the X variant's */
	for (int cell = 0; cell < p->cells; cell++)
		r->three_units &= p->units.units_of_count[cell] == 3;
	return 0;
}

void reduce_finish(struct reduced *r)
{
	dlx_problem_destroy(r->problem);
	free(r->option_cell);
	free(r->option_digit);
	free(r->unit_item);
	free(r->cell_item);
	free(r->order);
	free(r->open_cell);
	free(r->pending);
	*r = (struct reduced){0};
}

/*
 * Numbers the `open` cells of r->open_cell into r->cell_item. The engine breaks ties
 * between items with equally few options in favour of the lowest number,
 * and on a unique puzzle it walks the whole tree, so the numbering decides
 * the size of the tree rather than the order of its leaves. Cells with
 * fewer candidates come first, among those the cells with more open peers
 * (the degree rule of constraint solving: a choice there settles more),
 * then reading order. On the hardest puzzles this visits a quarter fewer
 * nodes than reading order (bench/NOTES.md). The keys pack into one word
 * and an insertion sort orders them: the open cells are few next to the
 * work of the search. A search with a lead (the generator's checks) keeps
 * reading order: it mostly ends at the solution the lead points to, and
 * there the sort costs more instructions than it saves.
 */
static void order_cells(struct reduced *r, const struct propagator *p,
                        const struct propagation *w, int open)
{
	uint32_t *key = r->order;
	int count = 0;
	for (int i = 0; i < open; i++) {
		int cell = r->open_cell[i];
		uint32_t open_peers = 0;
		for (int32_t k = p->peer_start[cell]; k < p->peer_start[cell + 1]; k++)
			open_peers += w->value[p->peer[k]] == 0;
		/* candidates (6 bits), 511 - open peers (9 bits: fewer than 512 peers), cell (11 bits) */
		uint32_t here = (uint32_t)__builtin_popcountll(w->cand[cell]) << 20 |
		                (511 - open_peers) << 11 | (uint32_t)cell;
		int at = count++;
		for (; at > 0 && key[at - 1] > here; at--)
			key[at] = key[at - 1];
		key[at] = here;
	}
	for (int k = 0; k < count; k++)
		r->cell_item[key[k] & 0x7ff] = k;
}

/*
 * Numbers the items; returns how many, with unit_item filled in for the
 * digits each unit misses. The others are left as they were: an option of
 * an open cell names only digits its units miss.
 */
static int number_items(struct reduced *r, const struct propagator *p,
                        const struct propagation *w)
{
	int items = w->open, stride = p->n + 1;
	for (int u = 0; u < p->units.unit_count; u++)
		for (uint64_t missing = p->all & ~w->placed[u]; missing; missing &= missing - 1)
			r->unit_item[u * stride + __builtin_ctzll(missing)] = items++;
	return items;
}

/*
 * Options wait in r->pending until their size changes (a cell on an X
 * diagonal has an item more) or the build ends, then go to the engine in
 * one call: most problems go in one batch.
 */
static int flush(struct reduced *r)
{
	if (r->pending_count > 0 &&
	    dlx_add_options(r->problem, r->pending, r->pending_size, r->pending_count) < 0)
		return SUDOKU_ENOMEM;
	r->added += r->pending_count;
	r->pending_count = 0;
	return 0;
}

/*
 * Writes the options of `cell` (item `cell_item`) for each digit in
 * `digits` to r->pending, each of `size` items. Inlined with Sudoku's size
 * 4 as a constant, the item loop is unrolled.
 */
DLX_INLINE void write_options(struct reduced *r,
                                                                const struct propagator *p,
                                                                int cell, int cell_item,
                                                                uint64_t digits, int size)
{
	int stride = p->n + 1;
	const uint8_t *units = p->units.units_of[cell];
	int option = r->added + r->pending_count; /* the next one's number */
	int *items = r->pending + (size_t)r->pending_count * (size_t)size;
	for (; digits; digits &= digits - 1, option++, items += size) {
		int d = __builtin_ctzll(digits);
		items[0] = cell_item;
		for (int k = 1; k < size; k++)
			items[k] = r->unit_item[units[k - 1] * stride + d];
		r->option_cell[option] = (int16_t)cell;
		r->option_digit[option] = (uint8_t)d;
	}
	r->pending_count = option - r->added;
}

/* Adds the options of `cell` (item `cell_item`) for each digit in `digits`. 0 or SUDOKU_ENOMEM. */
static int add_cell_options(struct reduced *r, const struct propagator *p, int cell,
                            int cell_item, uint64_t digits)
{
	int size = 1 + p->units.units_of_count[cell];
	if (size != r->pending_size && flush(r) != 0)
		return SUDOKU_ENOMEM;
	r->pending_size = size;
	if (size == 4)
		write_options(r, p, cell, cell_item, digits, 4);
	else
		write_options(r, p, cell, cell_item, digits, size);
	return 0;
}

/*
 * Writes one option of four items to `items`: the cell's item, then those
 * of (unit, d) for its three units' rows a, b and c of unit_item; and, when
 * `named`, its cell and digit to *cell_at and *digit_at.
 */
DLX_INLINE void
put_three(int *items, int16_t *cell_at, uint8_t *digit_at, int cell, int item, const int32_t *a,
          const int32_t *b, const int32_t *c, int d, bool named)
{
	items[0] = item, items[1] = a[d], items[2] = b[d], items[3] = c[d];
	if (named) {
		*cell_at = (int16_t)cell;
		*digit_at = (uint8_t)d;
	}
}

/*
 * The options of `open` cells with three units each, so four items each, in
 * one pass and one batch: with a lead, each cell's lead option goes to the
 * front part (the first `leads` options) and its others behind it, so the
 * order is that of write_in_passes, in a third of its instructions. A cell
 * without its lead digit writes that option to a slot it then drops, which
 * costs less than the branch, as often wrong as right; for the same reason
 * a cell's first two other options are written whether it has them or not,
 * a slot past the last being overwritten or dropped. `named`: whether the
 * options' cells and digits are recorded (only a search that returns its
 * solution reads them).
 */
DLX_INLINE void
write_threes_as(struct reduced *r, const struct propagator *p, const struct propagation *w,
                const uint8_t *lead, int open, bool named)
{
	int stride = p->n + 1, leads = 0;
	for (int k = 0; lead && k < open; k++)
		leads += (int)(w->cand[r->open_cell[k]] >> lead[r->open_cell[k]] & 1);
	int16_t *option_cell = r->option_cell;
	uint8_t *option_digit = r->option_digit;
	int front = 0, back = leads; /* the next option of either part */
	int dropped_items[4];
	int16_t dropped_cell;
	uint8_t dropped_digit;
	for (int k = 0; k < open; k++) {
		int cell = r->open_cell[k], item = r->cell_item[cell];
		const uint8_t *units = p->units.units_of[cell];
		const int32_t *a = r->unit_item + units[0] * stride, *b = r->unit_item + units[1] * stride,
		              *c = r->unit_item + units[2] * stride;
		uint64_t digits = w->cand[cell];
		if (lead) {
			int d = lead[cell], kept = (int)(digits >> d & 1);
			put_three(kept ? r->pending + 4 * front : dropped_items,
			          kept ? option_cell + front : &dropped_cell,
			          kept ? option_digit + front : &dropped_digit, cell, item, a, b, c, d, named);
			front += kept;
			digits &= ~((uint64_t)1 << d);
		}
		for (int turn = 0; turn < 2; turn++) { /* whether the cell has the digits or not */
			/* no digit left: digit 0, whose unit_item slots are unused */
			int d = __builtin_ctzll(digits | (uint64_t)1 << 63) & -(int)(digits != 0);
			put_three(r->pending + 4 * back, option_cell + back, option_digit + back, cell, item,
			          a, b, c, d, named);
			back += digits != 0;
			digits &= digits - 1;
		}
		for (; digits; digits &= digits - 1, back++)
			put_three(r->pending + 4 * back, option_cell + back, option_digit + back, cell, item,
			          a, b, c, __builtin_ctzll(digits), named);
	}
	r->pending_size = 4;
	r->pending_count = back;
}

static void write_threes(struct reduced *r, const struct propagator *p,
                         const struct propagation *w, const uint8_t *lead, int open, bool named)
{
	if (named)
		write_threes_as(r, p, w, lead, open, true);
	else
		write_threes_as(r, p, w, lead, open, false);
}

/* The options of any shape, cell by cell: with a lead, the lead digits' in a first pass. */
static int write_in_passes(struct reduced *r, const struct propagator *p,
                           const struct propagation *w, const uint8_t *lead, int open)
{
	for (int pass = lead ? 0 : 1; pass < 2; pass++) {
		for (int k = 0; k < open; k++) {
			int cell = r->open_cell[k];
			uint64_t digits = w->cand[cell];
			if (lead) {
				uint64_t first = digits & (uint64_t)1 << lead[cell];
				digits = pass == 0 ? first : digits & ~first;
			}
			if (add_cell_options(r, p, cell, r->cell_item[cell], digits) != 0)
				return SUDOKU_ENOMEM;
		}
	}
	return 0;
}

int reduce_build(struct reduced *r, const struct propagator *p, const struct propagation *w,
                 const uint8_t *lead, bool named)
{
	if (dlx_problem_reset(r->problem, number_items(r, p, w), 0) != 0)
		return SUDOKU_ENOMEM;
	/* the open cells in reading order, the order their options go in; every cell
	   is written and only an open one kept, as a branch on each would mispredict */
	int open = 0;
	for (int cell = 0; cell < p->cells; cell++) {
		r->open_cell[open] = (int16_t)cell;
		open += !w->value[cell];
	}
	if (lead) { /* reading order: see order_cells */
		for (int k = 0; k < open; k++)
			r->cell_item[r->open_cell[k]] = k;
	} else {
		order_cells(r, p, w, open);
	}
	r->pending_count = 0;
	r->added = 0;
	/* with a lead, its digits first, so they head every item's list */
	if (r->three_units)
		write_threes(r, p, w, lead, open, named);
	else if (write_in_passes(r, p, w, lead, open) != 0)
		return SUDOKU_ENOMEM;
	return flush(r);
}
