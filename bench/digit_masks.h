/*
 * digit_masks.h - the row, column and box bitmasks that bitmask.c and mrv.c
 * both search with (the engine shares none of this).
 *
 * Invariant: bit d of rows[r] (and of cols[c], boxes[b]) is set exactly when
 * digit d stands in that row (column, box), and cells[] holds the digits.
 */
#ifndef BENCH_DIGIT_MASKS_H
#define BENCH_DIGIT_MASKS_H

#include "sudoku.h"

#include <stdbool.h>
#include <stdint.h>

#define ALL_DIGITS 0x3FEu /* bits 1..9 */

struct digit_masks {
	uint8_t cells[81];
	uint16_t rows[9], cols[9], boxes[9];
};

static inline int box_of(int pos)
{
	return pos / 27 * 3 + pos % 9 / 3;
}

static inline void masks_place(struct digit_masks *m, int pos, int digit)
{
	uint16_t bit = (uint16_t)(1u << digit);
	m->cells[pos] = (uint8_t)digit;
	m->rows[pos / 9] |= bit;
	m->cols[pos % 9] |= bit;
	m->boxes[box_of(pos)] |= bit;
}

static inline void masks_unplace(struct digit_masks *m, int pos, int digit)
{
	uint16_t keep = (uint16_t)~(1u << digit);
	m->cells[pos] = 0;
	m->rows[pos / 9] &= keep;
	m->cols[pos % 9] &= keep;
	m->boxes[box_of(pos)] &= keep;
}

/* The digits (as bits 1..9) that may still go into cell pos. */
static inline unsigned masks_free(const struct digit_masks *m, int pos)
{
	return ~(unsigned)(m->rows[pos / 9] | m->cols[pos % 9] | m->boxes[box_of(pos)]) & ALL_DIGITS;
}

/* Places the givens; false when two of them share a row, column or box. Returns the count in *placed. */
static inline bool masks_place_givens(struct digit_masks *m, const struct sudoku_grid *puzzle,
                                      int *placed)
{
	*placed = 0;
	for (int pos = 0; pos < 81; pos++) {
		int digit = puzzle->cell[pos];
		if (!digit)
			continue;
		if (!(masks_free(m, pos) & (1u << digit)))
			return false;
		masks_place(m, pos, digit);
		++*placed;
	}
	return true;
}

#endif
