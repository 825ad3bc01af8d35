/*
 * pairs.c - the pair rules as exact cover: anti-knight, anti-king and
 * non-consecutive.
 *
 * Each rule forbids something of two cells at once: cells a knight's move
 * apart never hold the same digit, nor do cells a king's move apart (only
 * the diagonal neighbours add anything: orthogonal neighbours share a row
 * or a column), and orthogonal neighbours never hold d and d+1. A pair
 * rule asks nothing of a cell on its own, so its items are SECONDARY ("at
 * most once"), numbered after all the primary items of the problem.
 *
 * Pairs are counted once, from the earlier cell in reading order a = (r, c)
 * to b = (r + dr, c + dc), over the directions of each rule:
 *
 *     anti-knight  "an"  (1,-2) (1,2) (2,-1) (2,1)   n items a pair: digit d
 *     anti-king    "ak"  (1,-1) (1,1)                 n items a pair: digit d
 *     non-consec.  "nc"  (0,1) (1,0)                  n-1 items a pair: d, d+1
 *
 * Items come rule by rule (only the rules the shape has), direction by
 * direction; within a direction, pair after pair in reading order of a
 * (rows 0..n-1-dr, columns max(0,-dc)..n-1-max(0,dc)), then the items of
 * the pair. Worked example, 9x9 anti-knight alone, first = 324: the pair
 * r1c1-r2c3 is the first of direction (1,2), after the 8*7 pairs of
 * (1,-2), so its digit 5 is item 324 + 56*9 + 4 = 832, named "an1123d5".
 *
 * Anti-knight and anti-king: item (a, b, d) is held by the options "d in a"
 * and "d in b"; at most one of them is chosen, which is the rule.
 *
 * Non-consecutive: item (a, b, d) for d = 1..n-1 is held by the four
 * options "d in a", "d+1 in a", "d in b", "d+1 in b". Why the solutions are
 * exactly the grids that keep the rule: a and b hold one digit each, x and
 * y. Some item (a, b, d) is held twice exactly when x and y both lie in
 * {d, d+1} for some d, that is when |x - y| <= 1. So the cover forbids
 * |x - y| = 1, which is the rule, and x = y, which the row or column that
 * a and b share forbids anyway; it forbids nothing else. No option holds
 * one item twice: "d in a" holds (a, b, d-1) and (a, b, d), two items.
 */
#include "pairs.h"
#include "valid.h"

#include <stdio.h>
#include <stdlib.h>

struct rule {
	const char *prefix;
	const char *name;   /* what a conflict says */
	bool consecutive;   /* digits d, d+1 rather than d twice */
	int directions;
	int dr[4], dc[4];
};

static const struct rule rules[] = {
	{"an", "knight's move", false, 4, {1, 1, 2, 2}, {-2, 2, -1, 1}},
	{"ak", "king's move", false, 2, {1, 1}, {-1, 1}},
	{"nc", "consecutive", true, 2, {0, 1}, {1, 0}},
};
#define RULES ((int)(sizeof rules / sizeof rules[0]))

static bool rule_on(const struct sudoku_shape *shape, int k)
{
	return k == 0 ? shape->anti_knight : k == 1 ? shape->anti_king : shape->non_consecutive;
}

bool shape_has_pairs(const struct sudoku_shape *shape)
{
	return shape->anti_knight || shape->anti_king || shape->non_consecutive;
}

/* Items a pair of the rule holds. */
static int per_pair(const struct sudoku_shape *shape, int k)
{
	return shape->size - (rules[k].consecutive ? 1 : 0);
}

/* Pairs of direction j of rule k: starting rows times starting columns. */
static int pairs_along(int n, int k, int j)
{
	return (n - rules[k].dr[j]) * (n - abs(rules[k].dc[j]));
}

/* The first item (from 0) of direction j of rule k. */
static int block_base(const struct sudoku_shape *shape, int k, int j)
{
	int n = shape->size, base = 0;
	for (int q = 0; q < RULES; q++)
		for (int i = 0; i < rules[q].directions && rule_on(shape, q); i++) {
			if (q == k && i == j)
				return base;
			base += pairs_along(n, q, i) * per_pair(shape, q);
		}
	return base;
}

int pair_item_count(const struct sudoku_shape *shape)
{
	return block_base(shape, RULES, 0);
}

/* The place of pair start (r, c) within its direction. */
static int pair_position(int n, int k, int j, int r, int c)
{
	int dc = rules[k].dc[j];
	return r * (n - abs(dc)) + c - (dc < 0 ? -dc : 0);
}

int pair_option_items(const struct sudoku_shape *shape, int first, int cell, int digit, int *items)
{
	int n = shape->size, count = 0;
	for (int k = 0; k < RULES; k++)
		for (int j = 0; j < rules[k].directions && rule_on(shape, k); j++)
			for (int sign = 1; sign >= -1; sign -= 2) { /* the cell as a, then as b */
				int r = cell / n, c = cell % n;
				int r2 = r + sign * rules[k].dr[j], c2 = c + sign * rules[k].dc[j];
				if (r2 < 0 || r2 >= n || c2 < 0 || c2 >= n)
					continue;
				int start = sign > 0 ? pair_position(n, k, j, r, c)
				                     : pair_position(n, k, j, r2, c2);
				int base = first + block_base(shape, k, j) + start * per_pair(shape, k);
				if (!rules[k].consecutive) {
					items[count++] = base + digit - 1;
					continue;
				}
				if (digit >= 2) /* the item of (digit-1, digit) */
					items[count++] = base + digit - 2;
				if (digit <= n - 1) /* the item of (digit, digit+1) */
					items[count++] = base + digit - 1;
			}
	return count;
}

void pair_item_name(const struct sudoku_shape *shape, int item, char *buf, size_t len)
{
	int n = shape->size;
	for (int k = 0; k < RULES; k++)
		for (int j = 0; j < rules[k].directions && rule_on(shape, k); j++) {
			int base = block_base(shape, k, j), size = pairs_along(n, k, j) * per_pair(shape, k);
			if (item < base || item >= base + size)
				continue;
			int dc = rules[k].dc[j], width = n - abs(dc);
			int pos = (item - base) / per_pair(shape, k), slot = (item - base) % per_pair(shape, k);
			int r = pos / width, c = pos % width + (dc < 0 ? -dc : 0);
			snprintf(buf, len, "%s%c%c%c%cd%c", rules[k].prefix, sudoku_digit_symbol(r + 1),
			         sudoku_digit_symbol(c + 1), sudoku_digit_symbol(r + rules[k].dr[j] + 1),
			         sudoku_digit_symbol(c + dc + 1), sudoku_digit_symbol(slot + 1));
			return;
		}
	snprintf(buf, len, "?");
}

/* Whether cells a and b lie along direction j of rule k, either way round. */
static bool along(int n, int k, int j, int a, int b)
{
	int dr = b / n - a / n, dc = b % n - a % n;
	return (dr == rules[k].dr[j] && dc == rules[k].dc[j]) ||
	       (dr == -rules[k].dr[j] && dc == -rules[k].dc[j]);
}

const char *pair_clash(const struct sudoku_shape *shape, int a, int da, int b, int db)
{
	int n = shape->size;
	for (int k = 0; k < RULES; k++)
		for (int j = 0; j < rules[k].directions && rule_on(shape, k); j++) {
			if (!along(n, k, j, a, b))
				continue;
			if (rules[k].consecutive ? abs(da - db) == 1 : da == db)
				return rules[k].name;
		}
	return NULL;
}

bool pair_find_clash(const struct sudoku_shape *shape, const struct sudoku_grid *grid,
                     struct sudoku_conflict *conflict)
{
	int n = shape->size;
	for (int b = 0; b < n * n; b++)
		for (int k = 0; k < RULES && grid->cell[b]; k++)
			for (int j = 0; j < rules[k].directions && rule_on(shape, k); j++) {
				/* every direction points forward: the cell it comes from is earlier */
				int r = b / n - rules[k].dr[j], c = b % n - rules[k].dc[j], a = r * n + c;
				if (r < 0 || c < 0 || c >= n || !grid->cell[a])
					continue;
				const char *name = pair_clash(shape, a, grid->cell[a], b, grid->cell[b]);
				if (name) {
					*conflict = (struct sudoku_conflict){a, b, grid->cell[b], name};
					return true;
				}
			}
	return false;
}

void shape_set_rules(struct sudoku_shape *shape, unsigned flags)
{
	shape->diagonals = flags & SUDOKU_VARIANT_X;
	shape->windows = flags & SUDOKU_VARIANT_WINDOKU;
	shape->anti_knight = flags & SUDOKU_VARIANT_ANTI_KNIGHT;
	shape->anti_king = flags & SUDOKU_VARIANT_ANTI_KING;
	shape->non_consecutive = flags & SUDOKU_VARIANT_NON_CONSECUTIVE;
}
