/*
 * bits9.h - a bit-parallel exact-cover search for the classic 9x9 grid
 * (private): counts a puzzle's solutions up to two.
 *
 * The matrix is the encoder's (324 items, 729 options), held as the set of
 * live options, nine planes of 81 bits. At every node, to a fixpoint and a
 * word of cells at a time: an item with one live option forces it, one with
 * none ends the branch, and each digit's band rule (locked candidates and
 * more) removes options. The search branches on a cell of two candidates
 * (the fewest otherwise) and copies the state per level instead of
 * undoing. bits9.c spells out the numbering and the rules.
 */
#ifndef SUDOKU_BITS9_H
#define SUDOKU_BITS9_H

#include <stdint.h>

/*
 * The live options, a band of three rows per 27-bit word (see bits9.c); a
 * digit's three words and a fourth, always zero, make one 16-byte vector.
 */
struct bits9_state {
	_Alignas(16) uint32_t live[9][4]; /* [digit - 1][band]: options (cell, digit) still possible */
	uint32_t open[4];                 /* [band]: cells not placed yet */
};

/* One level of the search: its state and the cell it branches on. */
struct bits9_frame {
	struct bits9_state state;
	uint32_t digits;  /* the cell's candidates (bit digit - 1) when chosen */
	uint32_t untried; /* those not tried yet */
	uint8_t band, bit;
};

/* What a count found and what it cost. */
struct bits9_count {
	int solutions;    /* 0, 1 or 2: the count stops at two */
	uint64_t nodes;   /* states searched: the root, then one per candidate tried; 0 when
	                     the root's inference settles the puzzle */
	uint64_t guesses; /* candidates tried that were not the cell's last one */
	int settled;      /* open cells the root's inference filled */
};

/* Room for one search; the caller owns it (the solver embeds one). */
struct bits9 {
	_Alignas(16) uint32_t peers[81][4]; /* per cell (band * 27 + bit): its peers' bits per band */
	uint16_t triads[512];         /* per 3x3 presence of a digit in a band: what stays */
	uint32_t triad_cells[512];    /* the cells of a band's row-box triads */
	struct bits9_frame stack[82]; /* one frame a level: at most 81 placements */
};

/* Fills the peer tables. */
void bits9_init(struct bits9 *room);

/*
 * Counts the solutions of `cells` (81 digits, 0 for an open cell) up to two
 * into *count; the first solution found goes to `first` (81 digits; may be
 * NULL) when there is one. 0, or -1 (nothing counted) when a cell holds a
 * digit past 9 or two equal givens share a unit: the caller then learns
 * which from sudoku_grid_check.
 */
int bits9_count(struct bits9 *room, const uint8_t *cells, uint8_t *first,
                struct bits9_count *count);

#endif
