/*
 * pencil.c - the pencil-mark grid: made from a puzzle or read from text,
 * updated by placements, checked for contradictions, and its places listed.
 *
 * Invariant kept by pencil_place: a solved cell has no candidates, and no
 * unsolved cell keeps a candidate that a solved peer holds.
 */
#include "logic.h"

#include <string.h>

void pencil_place(struct sudoku_pencil *p, int cell, int digit)
{
	p->value[cell] = (uint8_t)digit;
	p->cand[cell] = 0;
	for (int k = 0; k < 20; k++)
		p->cand[logic_peers[cell][k]] &= (uint16_t)~BIT(digit);
}

/*
 * Flips cell's bit in its row's, column's and box's places of each digit in
 * `digits`: sets them when they are clear (filling), clears them when they
 * are set (forgetting lost candidates).
 */
static void flip_places(struct places *pl, int cell, unsigned digits)
{
	int r = row_of(cell), c = col_of(cell);
	unsigned in_row = 1u << c, in_col = 1u << r, in_box = 1u << (r % 3 * 3 + c % 3);
	uint16_t *row = pl->at[r], *col = pl->at[9 + c], *box = pl->at[18 + box_of(cell)];
	for (; digits; digits &= digits - 1) {
		int d = lowest_digit(digits);
		row[d] = (uint16_t)(row[d] ^ in_row);
		col[d] = (uint16_t)(col[d] ^ in_col);
		box[d] = (uint16_t)(box[d] ^ in_box);
	}
}

void places_fill(const struct sudoku_pencil *p, struct places *out)
{
	memset(out, 0, sizeof *out);
	for (int cell = 0; cell < 81; cell++)
		flip_places(out, cell, p->cand[cell]);
}

/* Four cells, the first in the low lane whatever the byte order (one load where it is little-endian). */
static inline uint64_t load4(const uint16_t *at)
{
	return (uint64_t)at[0] | (uint64_t)at[1] << 16 | (uint64_t)at[2] << 32 | (uint64_t)at[3] << 48;
}

void places_forget(struct places *pl, const uint16_t *old, const struct sudoku_pencil *p)
{
	/* a step changes few cells: four compared at once */
	for (int first = 0; first < 80; first += 4)
		for (uint64_t lost = load4(old + first) & ~load4(p->cand + first); lost;) {
			int lane = __builtin_ctzll(lost) / 16;
			lost &= ~(UINT64_C(0xffff) << lane * 16);
			int cell = first + lane;
			flip_places(pl, cell, (unsigned)(old[cell] & ~p->cand[cell]));
		}
	if (old[80] & ~p->cand[80])
		flip_places(pl, 80, (unsigned)(old[80] & ~p->cand[80]));
}

bool marks_gained(const uint16_t *old, const struct sudoku_pencil *p)
{
	uint64_t gained = p->cand[80] & ~old[80];
	for (int first = 0; first < 80; first += 4)
		gained |= load4(p->cand + first) & ~load4(old + first);
	return gained != 0;
}

/* The givens placed one by one, each checked against its peers: where givens clash. */
static int place_givens(struct sudoku_pencil *pencil, const struct sudoku_grid *grid)
{
	for (int cell = 0; cell < 81; cell++)
		pencil->cand[cell] = ALL_DIGITS;
	for (int cell = 0; cell < 81; cell++) {
		int digit = grid->cell[cell];
		if (digit == 0)
			continue;
		for (int k = 0; k < 20; k++)
			if (pencil->value[logic_peers[cell][k]] == digit)
				return SUDOKU_ECONFLICT;
		pencil_place(pencil, cell, digit);
		pencil->given[cell] = true;
	}
	return 0;
}

int sudoku_pencil_from_grid(struct sudoku_pencil *pencil, const struct sudoku_grid *grid)
{
	if (!pencil || !grid)
		return SUDOKU_EINVAL;
	if (grid->size != 9)
		return SUDOKU_ESIZE;
	for (int cell = 0; cell < 81; cell++)
		if (grid->cell[cell] > 9)
			return SUDOKU_EINVAL;
	memset(pencil, 0, sizeof *pencil);
	/* each unit's givens as a mask: a clash is a digit seen twice in a unit */
	unsigned seen[27] = {0}, twice = 0;
	for (int cell = 0; cell < 81; cell++)
		for (int u = 0; grid->cell[cell] && u < 3; u++) {
			unsigned *in = &seen[logic_cell_units[cell][u]];
			twice |= *in & BIT(grid->cell[cell]);
			*in |= BIT(grid->cell[cell]);
		}
	if (twice) /* the marks as far as the first clash, as they always were */
		return place_givens(pencil, grid);
	for (int cell = 0; cell < 81; cell++) {
		const uint8_t *units = logic_cell_units[cell];
		pencil->value[cell] = grid->cell[cell];
		pencil->given[cell] = grid->cell[cell] != 0;
		pencil->cand[cell] = grid->cell[cell] ? 0
		                     : (uint16_t)(ALL_DIGITS & ~(seen[units[0]] | seen[units[1]] |
		                                                 seen[units[2]]));
	}
	return 0;
}

bool sudoku_pencil_solved(const struct sudoku_pencil *pencil)
{
	if (!pencil)
		return false;
	for (int cell = 0; cell < 81; cell++)
		if (pencil->value[cell] == 0)
			return false;
	return true;
}

/*
 * The ladder asks this before every step, so it works on four cells at once:
 * a row's nine cells are two 64-bit words of four 16-bit lanes (cells 0-3
 * and 4-7) and cell 8 alone, for the candidates and, beside them, each
 * placed digit's bit. Lanes never carry into each other: a mask holds at
 * most 16 bits and a sum of nine placed bits at most 9 * 256. Every row,
 * column and box must see all nine digits, placed or as candidates; no
 * open cell may be without candidates; and a unit's placed digits are all
 * different exactly when their bits' sum equals their OR.
 */
#define LANES_1 0x0001000100010001u
#define LANES_TOP 0x8000800080008000u
#define LANES_ALL (LANES_1 * ALL_DIGITS)

struct lanes {
	uint64_t or[3], sum[3]; /* words 0, 1 and cell 8: the OR of marks and placed bits; placed bits' sum */
	uint64_t placed[3];     /* the OR of placed bits */
};

/* Lane 0 of a word, after the lanes below `lanes` (1..4) were folded into it by OR or by sum. */
static inline unsigned fold_or(uint64_t w)
{
	w |= w >> 32;
	return (unsigned)(w | w >> 16) & 0xffffu;
}

static inline unsigned fold_sum(uint64_t w)
{
	w += w >> 32;
	return (unsigned)(w + (w >> 16)) & 0xffffu;
}

/* Whether a unit whose OR of marks and placed bits, placed OR and placed sum are these is broken. */
static inline bool unit_broken(unsigned or, unsigned placed, unsigned sum)
{
	return or != ALL_DIGITS || placed != sum;
}

#define LOW3 0x0000ffffffffffffu
#define LOW2 0x00000000ffffffffu

/* The three boxes of a band from its rows' lanes. */
static bool band_broken(const struct lanes *b)
{
	unsigned or[3] = {fold_or(b->or[0] & LOW3),
	                  (unsigned)(b->or[0] >> 48) | fold_or(b->or[1] & LOW2),
	                  fold_or(b->or[1] >> 32) | (unsigned)b->or[2]};
	unsigned placed[3] = {fold_or(b->placed[0] & LOW3),
	                      (unsigned)(b->placed[0] >> 48) | fold_or(b->placed[1] & LOW2),
	                      fold_or(b->placed[1] >> 32) | (unsigned)b->placed[2]};
	unsigned sum[3] = {fold_sum(b->sum[0] & LOW3),
	                   (unsigned)(b->sum[0] >> 48) + fold_sum(b->sum[1] & LOW2),
	                   fold_sum(b->sum[1] >> 32) + (unsigned)b->sum[2]};
	bool broken = false;
	for (int k = 0; k < 3; k++)
		broken |= unit_broken(or[k], placed[k], sum[k]);
	return broken;
}

bool pencil_broken(const struct sudoku_pencil *p)
{
	static const uint16_t value_bit[10] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256};
	uint16_t bit[81];
	for (int cell = 0; cell < 81; cell++)
		bit[cell] = value_bit[p->value[cell]];
	struct lanes col = {{0}, {0}, {0}};
	bool broken = false;
	for (int band = 0; band < 3; band++) {
		struct lanes box = {{0}, {0}, {0}};
		for (int r = band * 3; r < band * 3 + 3; r++) {
			uint64_t q[3] = {load4(bit + 9 * r), load4(bit + 9 * r + 4), bit[9 * r + 8]};
			uint64_t c[3] = {load4(p->cand + 9 * r), load4(p->cand + 9 * r + 4),
			                 p->cand[9 * r + 8]};
			uint64_t h[3] = {c[0] | q[0], c[1] | q[1], c[2] | q[2]};
			uint64_t zero = ((h[0] - LANES_1) & ~h[0]) | ((h[1] - LANES_1) & ~h[1]);
			broken |= (zero & LANES_TOP) != 0 || h[2] == 0; /* an open cell without candidates */
			broken |= unit_broken(fold_or(h[0] | h[1] | h[2]), fold_or(q[0] | q[1] | q[2]),
			                      fold_sum(q[0] + q[1] + q[2]));
			for (int k = 0; k < 3; k++) {
				col.or[k] |= h[k];
				col.placed[k] |= q[k];
				col.sum[k] += q[k];
				box.or[k] |= h[k];
				box.placed[k] |= q[k];
				box.sum[k] += q[k];
			}
		}
		broken |= band_broken(&box);
	}
	broken |= col.or[0] != LANES_ALL || col.or[1] != LANES_ALL || col.or[2] != ALL_DIGITS;
	for (int k = 0; k < 3; k++)
		broken |= col.placed[k] != col.sum[k];
	return broken;
}

/* ---- Reading pencil marks ---- */

static bool is_filler(char ch)
{
	return ch == '|' || ch == '-' || ch == '+' || ch == ':' || ch == '*' || ch == ' ' ||
	       ch == '\t' || ch == '\n' || ch == '\r' || ch == ',';
}

/* 729 symbols in a row: digit d, or '.'/'0', at position cell*9 + d-1. */
static int parse_flat(struct sudoku_pencil *p, const char *text, size_t length, size_t *where)
{
	int count = 0;
	for (size_t k = 0; k < length; k++) {
		char ch = text[k];
		if (ch == '\n' || ch == '\r' || ch == ' ' || ch == '\t')
			continue;
		if (count == 729 || !(ch == '.' || (ch >= '0' && ch <= '9'))) {
			*where = k;
			return SUDOKU_EPARSE;
		}
		if (ch != '.' && ch != '0') {
			if (ch - '0' != count % 9 + 1) {
				*where = k;
				return SUDOKU_EPARSE;
			}
			p->cand[count / 9] |= BIT(ch - '0');
		}
		count++;
	}
	if (count != 729) {
		*where = length;
		return SUDOKU_EPARSE;
	}
	return 0;
}

/* 81 tokens of candidate digits, separators ignored. */
static int parse_tokens(struct sudoku_pencil *p, const char *text, size_t length, size_t *where)
{
	int cell = 0;
	size_t k = 0;
	while (k < length) {
		if (is_filler(text[k])) {
			k++;
			continue;
		}
		if (cell == 81 || text[k] < '1' || text[k] > '9') {
			*where = k;
			return SUDOKU_EPARSE;
		}
		while (k < length && text[k] >= '1' && text[k] <= '9')
			p->cand[cell] |= BIT(text[k++] - '0');
		if (k < length && !is_filler(text[k])) {
			*where = k;
			return SUDOKU_EPARSE;
		}
		cell++;
	}
	if (cell != 81) {
		*where = length;
		return SUDOKU_EPARSE;
	}
	return 0;
}

/* A lone candidate is a solved cell; givens are unknown, so none is marked. */
static void settle_singletons(struct sudoku_pencil *p)
{
	for (int cell = 0; cell < 81; cell++)
		if (bit_count(p->cand[cell]) == 1) {
			p->value[cell] = (uint8_t)lowest_digit(p->cand[cell]);
			p->cand[cell] = 0;
		}
	for (int cell = 0; cell < 81; cell++)
		if (p->value[cell])
			for (int k = 0; k < 20; k++)
				p->cand[logic_peers[cell][k]] &= (uint16_t)~BIT(p->value[cell]);
}

int sudoku_pencil_from_marks(struct sudoku_pencil *pencil, const uint16_t *marks)
{
	if (!pencil || !marks)
		return SUDOKU_EINVAL;
	memset(pencil, 0, sizeof *pencil);
	for (int cell = 0; cell < 81; cell++)
		pencil->cand[cell] = marks[cell] & ALL_DIGITS;
	settle_singletons(pencil);
	return 0;
}

int sudoku_pencil_parse(struct sudoku_pencil *pencil, const char *text, size_t length,
                        size_t *where)
{
	size_t spot = 0;
	if (!where)
		where = &spot;
	if (!pencil || !text)
		return SUDOKU_EINVAL;
	memset(pencil, 0, sizeof *pencil);
	size_t symbols = 0;
	for (size_t k = 0; k < length; k++)
		symbols += text[k] == '.' || (text[k] >= '0' && text[k] <= '9');
	int err = symbols == 729 ? parse_flat(pencil, text, length, where)
	                         : parse_tokens(pencil, text, length, where);
	if (err)
		return err;
	settle_singletons(pencil);
	return 0;
}
