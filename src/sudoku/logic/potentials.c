/*
 * potentials.c - one branch of a dynamic forcing chain, propagated with its
 * reasons (see potentials.h). The order follows SE's: states turned on are
 * worked off before states turned off, each queue first in first out, and
 * the advanced rules only once both queues are empty, so the first clash
 * and the ancestors it counts are the ones SE's rater finds.
 */
#include "potentials.h"

#include <string.h>

struct queues {
	uint16_t on[729], off[729 + 1]; /* and a spare entry for turn_off */
	int on_head, on_tail, off_head, off_tail;
};

static void set_bit(uint64_t *set, int cand) { set[cand >> 6] |= 1ull << (cand & 63); }

/* A new state's entries: `count` parents from pool[first], one deeper than `from` (-1: the start). */
static inline void write_state(struct branch *b, int state, int first, int count, int from)
{
	b->first[state] = first;
	b->count[state] = (uint8_t)count;
	b->hint_of[state] = -1;
	b->cause[state] = -1;
	int depth = (from >= 0 ? b->depth[from] : 0) + 1;
	b->depth[state] = (uint8_t)(depth < 255 ? depth : 255);
}

/* Records a state with `parent` first, then the candidates in `extra` (states) after it. */
static bool add_state(struct branch *b, int state, int parent, const uint16_t *extra, int extras)
{
	int need = (parent >= 0) + extras, first = b->used;
	if (b->used + need > POT_POOL || need > 255)
		return false;
	if (parent >= 0)
		b->pool[b->used++] = (uint16_t)parent;
	for (int k = 0; k < extras; k++)
		b->pool[b->used++] = extra[k];
	write_state(b, state, first, need, parent >= 0 ? parent : extras ? extra[0] : -1);
	return true;
}

/* The "off" states of the candidates of `digits` the branch took from `cell` (the source had them). */
static int removed_in_cell(const struct sudoku_pencil *src, const struct branch *b, int cell,
                           unsigned digits, uint16_t *out, int n)
{
	for (unsigned gone = src->cand[cell] & ~b->cand[cell] & digits; gone; gone &= gone - 1)
		out[n++] = (uint16_t)pot_state(CAND(cell, lowest_digit(gone)), false);
	return n;
}

/* The "off" states of `digit` the branch took from the cells of `unit` outside mask `skip`. */
static int removed_in_unit(const struct branch *b, int unit, int digit, unsigned skip, uint16_t *out,
                           int n)
{
	unsigned gone = b->src_places[unit][digit - 1] & ~b->places[unit][digit - 1] & ~skip;
	for (; gone; gone &= gone - 1)
		out[n++] = (uint16_t)pot_state(CAND(logic_unit_cells[unit][__builtin_ctz(gone)], digit), false);
	return n;
}

/* pot_bit_in and pot_box_in (potentials.h), cell by cell. */
#define AT(cell) {1u << (cell) % 9, 1u << (cell) / 9, 1u << ((cell) / 9 % 3 * 3 + (cell) % 3)}
#define AT_ROW(r) AT(r * 9), AT(r * 9 + 1), AT(r * 9 + 2), AT(r * 9 + 3), AT(r * 9 + 4), \
	AT(r * 9 + 5), AT(r * 9 + 6), AT(r * 9 + 7), AT(r * 9 + 8)
const uint16_t pot_bit_in[81][3] = {
	AT_ROW(0), AT_ROW(1), AT_ROW(2), AT_ROW(3), AT_ROW(4), AT_ROW(5), AT_ROW(6), AT_ROW(7), AT_ROW(8),
};
#undef AT

#define AT(cell) {7u << (cell) % 9 / 3 * 3, 7u << (cell) / 27 * 3, 1u << ((cell) / 9 % 3 * 3 + (cell) % 3)}
const uint16_t pot_box_in[81][3] = {
	AT_ROW(0), AT_ROW(1), AT_ROW(2), AT_ROW(3), AT_ROW(4), AT_ROW(5), AT_ROW(6), AT_ROW(7), AT_ROW(8),
};
#undef AT_ROW
#undef AT

const uint8_t pot_unit_order[3] = {2, 0, 1};

/*
 * Adds an "on" state from the off state `from`, the last place of its cell
 * or unit (`cause`: the nested levels' rule parents look there); true when
 * it clashed.
 */
static bool derive_on(struct branch *b, struct queues *q, int cand, int from, int cause,
                      const uint16_t *extra, int extras)
{
	int state = pot_state(cand, true);
	if (pot_has(b->off, cand)) {
		if (add_state(b, POT_FRESH, from, extra, extras))
			b->cause[POT_FRESH] = (int8_t)cause;
		b->clash = pot_state(cand, false);
		return true;
	}
	if (pot_has(b->on, cand) || !add_state(b, state, from, extra, extras))
		return false;
	b->cause[state] = (int8_t)cause;
	set_bit(b->on, cand);
	q->on[q->on_tail++] = (uint16_t)cand;
	return false;
}

/* Adds an "off" state with the given parents (no clash check: SE looks only from "on"). */
static void derive_off(struct branch *b, struct queues *q, int cand, int from, const uint16_t *extra,
                       int extras)
{
	if (pot_has(b->off, cand) || !add_state(b, pot_state(cand, false), from, extra, extras))
		return;
	set_bit(b->off, cand);
	q->off[q->off_tail++] = (uint16_t)cand;
}

/*
 * derive_off from the one parent `from`, as an "on" state spreads. Whether
 * the candidate is off already is a coin toss to the branch predictor, so
 * its entries are written either way: to the state's own when it is new,
 * else to POT_SPARE's and the spare ends of the pool and the queue.
 */
static void turn_off(struct branch *b, struct queues *q, int cand, int from)
{
	unsigned fresh = !pot_has(b->off, cand) & (b->used < POT_POOL);
	int state = fresh ? pot_state(cand, false) : POT_SPARE;
	write_state(b, state, b->used, 1, from);
	b->pool[b->used] = (uint16_t)from;
	b->used += (int)fresh;
	b->off[cand >> 6] |= (uint64_t)fresh << (cand & 63);
	q->off[q->off_tail] = (uint16_t)cand;
	q->off_tail += (int)fresh;
}

/*
 * An "on" candidate: its cell's other candidates, then its digit in box, row
 * and column, go off. They are taken from one mask, sixteen bits a part
 * (the cell, then the places in box, row and column outside the box), so
 * that the walk over them ends once, not at the end of each part.
 */
static bool spread_on(struct branch *b, struct queues *q, int cand)
{
	int cell = CAND_CELL(cand), digit = CAND_DIGIT(cand), from = pot_state(cand, true);
	const uint8_t *units = logic_cell_units[cell];
	uint64_t targets = b->cand[cell] & ~BIT(digit);
	/* box, then row and column outside the box: each peer once, in SE's order */
	for (int k = 0; k < 3; k++) {
		int which = pot_unit_order[k];
		unsigned places = b->places[units[which]][digit - 1] & ~pot_box_in[cell][which];
		targets |= (uint64_t)places << 16 * (k + 1);
	}
	for (; targets; targets &= targets - 1) {
		int at = __builtin_ctzll(targets), part = at >> 4, index = at & 15;
		int c = part ? CAND(logic_unit_cells[units[pot_unit_order[part - 1]]][index], digit)
		             : CAND(cell, index + 1);
		if (pot_has(b->on, c)) {
			add_state(b, POT_FRESH, from, NULL, 0);
			b->clash = pot_state(c, true);
			return true;
		}
		turn_off(b, q, c, from);
	}
	return false;
}

/* Whether a candidate still has to be turned on: not on yet, or also off (then it clashes). */
static inline unsigned to_turn_on(const struct branch *b, int cand)
{
	return !((unsigned)pot_has(b->on, cand) & !pot_has(b->off, cand));
}

/*
 * An "off" candidate: a cell left with two turns the other on, a unit (box,
 * row, column) left with two places the other. The candidate leaves its
 * units' places first, so a unit with one place left shows a mask of one
 * bit. Which of the four turn a candidate on is worked out without a
 * branch, as the predictor misses those tests half the time; most of the
 * time none does.
 */
static bool spread_off(const struct sudoku_pencil *src, struct branch *b, struct queues *q, int cand)
{
	int cell = CAND_CELL(cand), digit = CAND_DIGIT(cand), from = pot_state(cand, false);
	uint16_t extra[16];
	bool clash = false;
	unsigned rest = b->cand[cell] & ~BIT(digit);
	int mate = CAND(cell, lowest_digit(rest | 0x200)); /* with no other: one past, never used */
	if ((bit_count(rest) == 1) & to_turn_on(b, mate)) {
		int n = removed_in_cell(src, b, cell, ALL_DIGITS, extra, 0);
		clash = derive_on(b, q, mate, from, POT_BY_CELL, extra, n);
	}
	b->cand[cell] = (uint16_t)rest;
	unsigned need = 0;
	int other[3];
	for (int which = 0; which < 3; which++) {
		int unit = logic_cell_units[cell][which];
		uint16_t *at = &b->places[unit][digit - 1];
		unsigned left = *at & ~pot_bit_in[cell][which];
		*at = (uint16_t)left;
		other[which] = CAND(logic_unit_cells[unit][__builtin_ctz(left | 0x100)], digit);
		need |= ((bit_count(left) == 1) & to_turn_on(b, other[which])) << which;
	}
	/* in SE's order of units; two units may name the same place, and derive_on adds it once */
	for (int k = 0; k < 3 && need && !clash; k++) {
		int which = pot_unit_order[k], unit = logic_cell_units[cell][which];
		if (!(need >> which & 1))
			continue;
		/* the candidate itself is the parent `from`, not one of the places gone before */
		int n = removed_in_unit(b, unit, digit, pot_bit_in[cell][which], extra, 0);
		clash = derive_on(b, q, other[which], from, unit, extra, n);
	}
	return clash;
}

/* Each candidate of digit in cells of `unit` outside `skip` goes off, for parents extra[0..n). */
static int eliminate_in_unit(struct branch *b, struct queues *q, int unit, int digit, unsigned skip,
                             const uint16_t *extra, int n)
{
	int made = 0;
	for (int k = 0; k < 9; k++) {
		int cell = logic_unit_cells[unit][k];
		if (skip >> k & 1 || !(b->cand[cell] & BIT(digit)) || pot_has(b->off, CAND(cell, digit)))
			continue;
		derive_off(b, q, CAND(cell, digit), extra[0], extra + 1, n - 1);
		made++;
	}
	return made;
}

/*
 * SE's order of units for its subset rules: boxes, then columns, then rows.
 * When two rules of one round turn the same candidate off, the first one's
 * parents are kept, so the order decides a chain's ancestors.
 */
static const uint8_t se_units[27] = {18, 19, 20, 21, 22, 23, 24, 25, 26, 9, 10, 11, 12, 13,
                                     14, 15, 16, 17, 0,  1,  2,  3,  4,  5,  6,  7,  8};

/* The unsolved cells of a unit on the marks the branch started on: SE's "empty" cells. */
static int unsolved_in(const struct branch *b, int unit)
{
	int n = 0;
	for (int k = 0; k < 9; k++)
		n += b->src_cand[logic_unit_cells[unit][k]] != 0;
	return n;
}

/* Where box (18-26) and line (0-17) cross, as masks over each. */
static void crossing(int box, int line, unsigned *in_box, unsigned *in_line)
{
	int at = box - 18;
	if (line < 9) {
		*in_box = 7u << 3 * (line % 3);
		*in_line = 7u << 3 * (at % 3);
	} else {
		*in_box = 0x49u << (line - 9) % 3;
		*in_line = 7u << 3 * (at / 3);
	}
}

/*
 * The k-th (0-2, in order) unit crossing unit i of a locking pass: 0 box to
 * column, 1 box to row, 2 column to box, 3 row to box.
 */
static int crossed(int pass, int i, int k)
{
	switch (pass) {
	case 0:
		return 9 + 3 * (i % 3) + k;
	case 1:
		return 3 * (i / 3) + k;
	case 2:
		return 18 + 3 * k + i / 3;
	default:
		return 18 + 3 * (i / 3) + k;
	}
}

/*
 * Locked candidates on the branch's marks, in SE's order: pointing from
 * boxes into columns, then into rows, then claiming from columns, then from
 * rows; in each, digit by digit, the first unit by number, then the second.
 * The eliminations made.
 */
static int locking(struct branch *b, struct queues *q)
{
	static const int first[4] = {18, 18, 9, 0};
	int made = 0;
	uint16_t extra[64];
	for (int pass = 0; pass < 4; pass++)
		for (int d = 1; d <= 9; d++)
			for (int i = 0; i < 9; i++) {
				int from = first[pass] + i;
				unsigned fp = b->places[from][d - 1];
				if (bit_count(fp) < 2)
					continue;
				for (int k = 0; k < 3; k++) {
					int to = crossed(pass, i, k);
					unsigned in_box, in_line;
					crossing(pass < 2 ? from : to, pass < 2 ? to : from, &in_box, &in_line);
					unsigned in_from = pass < 2 ? in_box : in_line, in_to = pass < 2 ? in_line : in_box;
					if ((fp & ~in_from) || !(b->places[to][d - 1] & ~in_to))
						continue;
					int n = removed_in_unit(b, from, d, in_from, extra, 0);
					if (n)
						made += eliminate_in_unit(b, q, to, d, in_to, extra, n);
				}
			}
	return made;
}

/*
 * Hidden pairs: two digits of a unit confined to two cells; their other
 * digits go off. As in SE, only in units of more than four unsolved cells,
 * pairs of digits in SE's order (by the higher digit, then the lower).
 */
static int hidden_pairs(struct branch *b, struct queues *q)
{
	int made = 0;
	uint16_t extra[64];
	for (int u = 0; u < 27; u++) {
		int unit = se_units[u];
		if (unsolved_in(b, unit) <= 4)
			continue;
		for (int d = 2; d <= 9; d++)
			for (int a = 1; a < d; a++) {
				unsigned pa = b->places[unit][a - 1], pd = b->places[unit][d - 1];
				if (!pa || !pd || bit_count(pa | pd) != 2)
					continue;
				int n = removed_in_unit(b, unit, a, pa | pd, extra, 0);
				n = removed_in_unit(b, unit, d, pa | pd, extra, n);
				if (!n)
					continue;
				for (unsigned m = pa | pd; m; m &= m - 1) {
					int cell = logic_unit_cells[unit][__builtin_ctz(m)];
					for (unsigned o = b->cand[cell] & ~(BIT(a) | BIT(d)); o; o &= o - 1)
						if (!pot_has(b->off, CAND(cell, lowest_digit(o)))) {
							derive_off(b, q, CAND(cell, lowest_digit(o)), extra[0], extra + 1, n - 1);
							made++;
						}
				}
			}
	}
	return made;
}

/*
 * Naked pairs: two cells of a unit holding two digits between them; the
 * digits go elsewhere. As in SE, only in units of four unsolved cells or
 * more, pairs of cells in SE's order (by the later cell, then the earlier).
 */
static int naked_pairs(const struct sudoku_pencil *src, struct branch *b, struct queues *q)
{
	int made = 0;
	uint16_t extra[64];
	for (int u = 0; u < 27; u++) {
		int unit = se_units[u];
		if (unsolved_in(b, unit) < 4)
			continue;
		for (int j = 1; j < 9; j++)
			for (int i = 0; i < j; i++) {
				int ci = logic_unit_cells[unit][i], cj = logic_unit_cells[unit][j];
				unsigned both = b->cand[ci] | b->cand[cj];
				if (!b->cand[ci] || !b->cand[cj] || bit_count(both) != 2)
					continue;
				int n = removed_in_cell(src, b, ci, ALL_DIGITS & ~both, extra, 0);
				n = removed_in_cell(src, b, cj, ALL_DIGITS & ~both, extra, n);
				if (!n)
					continue;
				for (unsigned m = both; m; m &= m - 1)
					made += eliminate_in_unit(b, q, unit, lowest_digit(m), 1u << i | 1u << j,
					                          extra, n);
			}
	}
	return made;
}

/*
 * X-wings: a digit's places in two lines within two cross lines; the cross
 * lines lose it elsewhere. In SE's order: columns as the two lines first,
 * then rows; pairs of lines by the later, then the earlier; digit by digit.
 * As in SE, a digit placed more than five times is not looked at.
 */
static int x_wings(const struct sudoku_pencil *src, struct branch *b, struct queues *q)
{
	int made = 0, placed[10] = {0};
	uint16_t extra[64];
	for (int cell = 0; cell < 81; cell++)
		placed[src->value[cell]]++;
	for (int base = 9; base >= 0; base -= 9)
		for (int j = 1; j < 9; j++)
			for (int i = 0; i < j; i++)
				for (int d = 1; d <= 9; d++) {
					int l1 = base + i, l2 = base + j;
					unsigned p1 = b->places[l1][d - 1], p2 = b->places[l2][d - 1];
					if (placed[d] > 5 || !p1 || !p2 || bit_count(p1 | p2) != 2)
						continue;
					int n = removed_in_unit(b, l1, d, p1 | p2, extra, 0);
					n = removed_in_unit(b, l2, d, p1 | p2, extra, n);
					if (!n)
						continue;
					/* the cross lines: columns for rows, rows for columns */
					for (unsigned m = p1 | p2; m; m &= m - 1) {
						int cross = (base ? 0 : 9) + __builtin_ctz(m);
						made += eliminate_in_unit(b, q, cross, d, 1u << i | 1u << j, extra, n);
					}
				}
	return made;
}

/*
 * SE's rules past singles, in its order: the first that turns anything off
 * ends the round; at the nested levels the inner search comes last.
 */
static bool advanced(const struct sudoku_pencil *src, struct branch *b, struct queues *q)
{
	return locking(b, q) || hidden_pairs(b, q) || naked_pairs(src, b, q) || x_wings(src, b, q) ||
	       (b->inner && b->inner(b, b->inner_ctx));
}

bool branch_any_on(const struct branch *b, const uint16_t *cands, int n)
{
	for (int k = 0; k < n; k++)
		if (!pot_has(b->off, cands[k]))
			return true;
	return false;
}

int branch_hint(struct branch *b, uint64_t key, int size)
{
	if (b->hint_count == POT_HINTS)
		return -1;
	b->hints[b->hint_count] = (struct inner_hint){key, size};
	return b->hint_count++;
}

bool branch_off(struct branch *b, int cand, const uint16_t *parents, int n, int hint)
{
	int state = pot_state(cand, false);
	if (pot_has(b->off, cand) || n < 1)
		return false;
	derive_off(b, b->queues, cand, parents[0], parents + 1, n - 1);
	if (!pot_has(b->off, cand))
		return false; /* the pool was full */
	b->hint_of[state] = (int16_t)hint;
	return true;
}

bool branch_run(const struct sudoku_pencil *p, int start, bool plus, struct branch *b)
{
	struct queues q;
	memset(b->on, 0, sizeof b->on);
	memset(b->off, 0, sizeof b->off);
	memcpy(b->cand, p->cand, sizeof b->cand);
	if (b->runs++ == 0 || memcmp(b->src_cand, p->cand, sizeof b->src_cand) != 0) {
		/* a search runs a branch a few hundred times on the same marks */
		memcpy(b->src_cand, p->cand, sizeof b->src_cand);
		memset(b->src_places, 0, sizeof b->src_places);
		for (int unit = 0; unit < 27; unit++)
			for (int k = 0; k < 9; k++)
				for (unsigned m = p->cand[logic_unit_cells[unit][k]]; m; m &= m - 1)
					b->src_places[unit][__builtin_ctz(m)] |= (uint16_t)(1u << k);
	}
	memcpy(b->places, b->src_places, sizeof b->places);
	b->used = 0;
	b->clash = -1;
	b->hint_count = 0;
	b->queues = &q;
	q.on_head = q.on_tail = q.off_head = q.off_tail = 0;
	int cand = start / 2;
	b->first[start] = 0;
	b->hint_of[start] = -1;
	b->cause[start] = -1;
	b->count[start] = 0; /* the other states' parents are written when they are reached */
	b->depth[start] = 0;
	if (start & 1) {
		set_bit(b->on, cand);
		q.on[q.on_tail++] = (uint16_t)cand;
	} else {
		set_bit(b->off, cand);
		q.off[q.off_tail++] = (uint16_t)cand;
	}
	for (;;) {
		if (q.on_head < q.on_tail) {
			if (spread_on(b, &q, q.on[q.on_head++]))
				return true;
		} else if (q.off_head < q.off_tail) {
			if (spread_off(p, b, &q, q.off[q.off_head++]))
				return true;
		} else if (!plus || !advanced(p, b, &q)) {
			return false;
		}
	}
}

int branch_save(const struct branch *b, uint16_t *out)
{
	int n = 0;
	out[n++] = (uint16_t)b->used;
	memcpy(out + n, b->pool, (size_t)b->used * sizeof *out);
	n += b->used;
	for (int k = 0; k < POT_WORDS; k++)
		for (int on = 0; on < 2; on++)
			for (uint64_t m = on ? b->on[k] : b->off[k]; m; m &= m - 1) {
				int state = pot_state(k * 64 + __builtin_ctzll(m), on);
				out[n++] = (uint16_t)b->first[state];
				out[n++] = b->count[state];
			}
	return n;
}

void branch_load(struct branch *b, const uint16_t *in, const uint64_t *on_set, const uint64_t *off_set)
{
	b->used = *in++;
	b->hint_count = 0; /* a saved run has no inner hints: none left over from a nested run */
	memcpy(b->pool, in, (size_t)b->used * sizeof *in);
	in += b->used;
	for (int k = 0; k < POT_WORDS; k++)
		for (int on = 0; on < 2; on++)
			for (uint64_t m = on ? on_set[k] : off_set[k]; m; m &= m - 1) {
				int state = pot_state(k * 64 + __builtin_ctzll(m), on);
				b->first[state] = *in++;
				b->count[state] = (uint8_t)*in++;
			}
}

/*
 * The distinct ancestors of a reached state (itself included); with keys,
 * plus the size of each inner hint among them whose key is not yet in
 * keys[0..*distinct), the key then added.
 */
static inline int walk_ancestors(const struct branch *b, int state, uint64_t *keys, int *distinct)
{
	uint64_t seen[(POT_STATES + 1 + 63) / 64] = {0};
	uint16_t todo[POT_STATES + 1];
	int n = 0, count = 0;
	todo[n++] = (uint16_t)state;
	seen[state >> 6] |= 1ull << (state & 63);
	while (n > 0) {
		int s = todo[--n];
		count++;
		if (keys && b->hint_of[s] >= 0) { /* SE adds each distinct inner chain once, over all branches */
			const struct inner_hint *h = &b->hints[b->hint_of[s]];
			int j = 0;
			while (j < *distinct && keys[j] != h->key)
				j++;
			if (j == *distinct && *distinct < POT_HINTS) {
				keys[(*distinct)++] = h->key;
				count += h->size;
			}
		}
		for (int k = 0; k < b->count[s]; k++) {
			int par = b->pool[b->first[s] + k];
			if (seen[par >> 6] >> (par & 63) & 1)
				continue;
			seen[par >> 6] |= 1ull << (par & 63);
			todo[n++] = (uint16_t)par;
		}
	}
	return count;
}

int branch_ancestors(const struct branch *b, int state)
{
	return walk_ancestors(b, state, NULL, NULL);
}

int branch_size(const struct branch *const *bs, const int *states, int n)
{
	uint64_t keys[POT_HINTS];
	int size = 0, distinct = 0;
	for (int k = 0; k < n; k++)
		size += walk_ancestors(bs[k], states[k], bs[k]->hint_count ? keys : NULL, &distinct);
	return size;
}
