/*
 * pairs.h - private: the pair rules of a shape (anti-knight, anti-king,
 * non-consecutive), which forbid digits in two cells at once rather than
 * asking a unit for every digit. The encoder gives them secondary items,
 * numbered after every primary item of the problem; the numbering is in
 * pairs.c.
 */
#ifndef SUDOKU_PAIRS_H
#define SUDOKU_PAIRS_H

#include "sudoku.h"

/* Whether the shape has any pair rule. */
bool shape_has_pairs(const struct sudoku_shape *shape);

/* The secondary items of the shape's pair rules (0 with none). */
int pair_item_count(const struct sudoku_shape *shape);

/*
 * Writes the pair items of the option "digit in cell" into items[], numbered
 * from `first`, and returns how many: at most PAIR_OPTION_MAX_ITEMS.
 */
#define PAIR_OPTION_MAX_ITEMS 20
int pair_option_items(const struct sudoku_shape *shape, int first, int cell, int digit, int *items);

/* The name of pair item `item` (counted from 0) into buf: anRCRCdD, akRCRCdD or ncRCRCdD. */
void pair_item_name(const struct sudoku_shape *shape, int item, char *buf, size_t len);

/*
 * Whether digits da in cell a and db in cell b break a pair rule; the name
 * of the rule ("knight's move", "king's move", "consecutive") or NULL.
 */
const char *pair_clash(const struct sudoku_shape *shape, int a, int da, int b, int db);

/*
 * The first pair of filled cells that breaks a pair rule, in reading order
 * of the later cell: true with *conflict filled (digit: the later cell's).
 */
bool pair_find_clash(const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                     struct sudoku_conflict *conflict);

/* The shape's fields from SUDOKU_VARIANT_* flags: diagonals, windows and the pair rules. */
void shape_set_rules(struct sudoku_shape *shape, unsigned flags);

#endif
