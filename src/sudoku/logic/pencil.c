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

void places_forget(struct places *pl, const uint16_t *old, const struct sudoku_pencil *p)
{
	for (int cell = 0; cell < 81; cell++)
		if (old[cell] & ~p->cand[cell])
			flip_places(pl, cell, old[cell] & ~p->cand[cell]);
}

bool marks_gained(const uint16_t *old, const struct sudoku_pencil *p)
{
	unsigned gained = 0;
	for (int cell = 0; cell < 81; cell++)
		gained |= p->cand[cell] & ~old[cell];
	return gained != 0;
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
 * One pass over the cells in reading order, with each row, column and box
 * summed as it goes: a cell's word holds its candidates in the low half and
 * its placed digit's bit in the high half, so one OR gathers both, and a
 * digit placed twice in a unit shows as a high bit already there. Every
 * unit must see all nine digits, placed or as candidates. The ladder asks
 * this before every step, so it runs as a straight loop over the cells
 * rather than through the unit tables.
 */
static inline uint32_t digits_missing(uint32_t sum)
{
	return ((sum & 0xffffu) | sum >> 16) ^ ALL_DIGITS;
}

bool pencil_broken(const struct sudoku_pencil *p)
{
	static const uint16_t value_bit[10] = {0, 1, 2, 4, 8, 16, 32, 64, 128, 256};
	uint32_t col[9] = {0}, twice = 0, empty = 0, missing = 0;
	for (int band = 0; band < 3; band++) {
		uint32_t box[3] = {0};
		for (int r = band * 3; r < band * 3 + 3; r++) {
			uint32_t row = 0;
			for (int c = 0; c < 9; c++) {
				int cell = r * 9 + c;
				uint32_t placed = (uint32_t)value_bit[p->value[cell]] << 16;
				uint32_t word = placed | p->cand[cell];
				empty |= word == 0;
				twice |= (row | col[c] | box[c / 3]) & placed;
				row |= word;
				col[c] |= word;
				box[c / 3] |= word;
			}
			missing |= digits_missing(row);
		}
		for (int b = 0; b < 3; b++)
			missing |= digits_missing(box[b]);
	}
	for (int c = 0; c < 9; c++)
		missing |= digits_missing(col[c]);
	return (empty | twice | missing) != 0;
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
