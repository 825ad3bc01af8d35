/*
 * bits9.c - the classic 9x9 exact cover as bitsets, searched with inference
 * to a fixpoint at every node.
 *
 * Numbering. The matrix is the encoder's: option (cell, digit) covers the
 * cell item, the row-digit, column-digit and box-digit items. Here the live
 * options are nine planes, one a digit, and a plane is three 27-bit words,
 * one a band of three rows. Cell r*9 + c (rows and columns from 0) is bit
 * (r % 3) * 9 + c of band r / 3, which is the cell number minus 27 * band:
 *
 *   band 0: bits  0- 8 row 0, bits  9-17 row 1, bits 18-26 row 2
 *   band 1: bits  0- 8 row 3, ...
 *
 * Worked examples: r1c1 (cell 0) holding 5 is bit 0 of live[4][0]; r5c8
 * (row 4, column 7: cell 43) holding 9 is bit 16 of live[8][1]; r9c9 (cell
 * 80) holding 1 is bit 26 of live[0][2]. So an item's live options are:
 *
 *   row-digit (r, d):    live[d-1][r/3] & 0x1FF << 9*(r%3)       one word
 *   box-digit (b, d):    live[d-1][b/3] & 0x1C0E07 << 3*(b%3)    one word
 *   column-digit (c, d): live[d-1][k] & 0x40201 << c, k = 0..2   three words
 *   cell (r, c):         bit (r%3)*9+c of live[0..8][r/3]        nine words
 *
 * A placed cell keeps its one live option (so its units count one each) and
 * leaves `open`. Inference counts the items' options without looking at
 * them one by one, to a fixpoint:
 *
 *   - cells: their counts bit-sliced across the nine planes (none, exactly
 *     one, exactly two); none ends the branch, one places the digit (a
 *     naked single);
 *   - boxes: per digit with word tricks on a band's column fold (a box is a
 *     3-bit group of it); none ends the branch, one places (a hidden single);
 *   - bands and stacks: a digit takes one cell in each of a band's three
 *     rows and three boxes, so its triads (a row's three cells in one box)
 *     that hold a placement form a permutation; a triad in no permutation
 *     of those still live goes, none left ends the branch. The same for a
 *     stack's columns. Locked candidates (pointing, claiming) are the
 *     simplest cases; a row or column single becomes a box single by it.
 *
 * Only the digits with a word (a digit in a band) that lost an option
 * since their last look are looked at again. A digit's three words sit in
 * one 16-byte vector with a zero fourth, so that counting cells, clearing
 * a placement's peers and the box and triad checks do three bands an
 * operation (SSE2 in the baseline x86-64 set).
 *
 * The search branches on the cell of two candidates with the most open
 * peers (the first in reading order on a tie; a cell of the fewest
 * candidates when none has two), tries its digits from the lowest, and
 * copies the state per level (160 bytes) instead of undoing.
 */
#include "bits9.h"
#include "../util/bytes8.h"
#include "../util/inline.h"

#include <stdbool.h>
#include <string.h>

#define BAND_ALL 0x7FFFFFFu /* the 27 cells of a band */
#define FIELD_LOW 0x40201u  /* bit 0 of each row field: one column across the band */
#define COLUMNS_ALL 0x1FFu
#define GROUP_LOW 0x49u  /* bit 0 of each 3-bit group of columns (a box's) */
#define GROUP_HIGH 0x124u
#define GROUP_BELOW 0xDBu

/*
 * A digit's three band words and a zero as one vector (GCC's and Clang's
 * vector extension: SSE2 on x86-64, NEON on Arm, plain words elsewhere).
 */
typedef uint32_t band_vec __attribute__((vector_size(16)));

static band_vec load_words(const uint32_t *p)
{
	band_vec v;
	memcpy(&v, p, sizeof v);
	return v;
}

static void store_words(uint32_t *p, band_vec v)
{
	memcpy(p, &v, sizeof v);
}

/* Whether a vector has a bit set, by its two halves. */
static bool any_set(band_vec v)
{
	uint64_t half[2];
	memcpy(half, &v, sizeof half);
	return (half[0] | half[1]) != 0;
}

/*
 * The triads a 3x3 presence of a digit keeps: the union of the permutation
 * matrices inside it (bit 3i + j: line i, box j). Each line of a band and
 * each box takes the digit once, so the digit's three placements in a band
 * form a permutation; a triad in none can go. This holds pointing and
 * claiming (locked candidates), and the rule reads the same transposed.
 */
static uint16_t triads_kept(int present)
{
	static const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
	int kept = 0;
	for (int k = 0; k < 6; k++) {
		int m = 1 << perms[k][0] | 1 << (3 + perms[k][1]) | 1 << (6 + perms[k][2]);
		if ((present & m) == m)
			kept |= m;
	}
	return (uint16_t)kept;
}

void bits9_init(struct bits9 *room)
{
	for (int p = 0; p < 512; p++) {
		room->triads[p] = triads_kept(p);
		room->triad_cells[p] = 0;
		for (int t = 0; t < 9; t++)
			if ((p >> t) & 1)
				room->triad_cells[p] |= 7u << (9 * (t / 3) + 3 * (t % 3));
	}
	memset(room->peers, 0, sizeof room->peers);
	for (int x = 0; x < 81; x++) {
		int r = x / 9, c = x % 9, corner = r / 3 * 27 + c / 3 * 3;
		for (int k = 0; k < 9; k++) { /* the cell's row, column and box, k-th cell of each */
			int in_units[3] = {r * 9 + k, k * 9 + c, corner + k / 3 * 9 + k % 3};
			for (int u = 0; u < 3; u++)
				room->peers[x][in_units[u] / 27] |= 1u << (in_units[u] % 27);
		}
		room->peers[x][x / 27] &= ~(1u << (x % 27));
	}
}

/* The cell's live digits, bit d for digit d + 1. */
static uint32_t candidates(const struct bits9_state *s, int band, int bit)
{
	uint32_t digits = 0;
	for (int d = 0; d < 9; d++)
		digits |= ((s->live[d][band] >> bit) & 1u) << d;
	return digits;
}

/*
 * Places `digit` (0-8) in the open cell `bit` of `band`, whose option must
 * be live and whose other live digits are `others` (known to the callers,
 * often none): those options and the digit's options in its peers go.
 * Returns the words that lost options, bit digit * 3 + band; for the
 * peers, all three of the digit's words when any lost one (a placement's
 * column mostly crosses all three bands, and the test is one operation).
 */
DLX_INLINE uint32_t place(const struct bits9 *room, struct bits9_state *s, int band, int bit,
                          int digit, uint32_t others)
{
	uint32_t mask = 1u << bit, lost = 0;
	for (; others; others &= others - 1) {
		int d = __builtin_ctz(others);
		s->live[d][band] &= ~mask;
		lost |= 1u << (3 * d + band);
	}
	band_vec before = load_words(s->live[digit]);
	band_vec after = before & ~load_words(room->peers[band * 27 + bit]);
	store_words(s->live[digit], after);
	/* a product, not a choice: GCC made a branch of `?:`, missed one time in four */
	lost |= (uint32_t)any_set(after ^ before) * (7u << (3 * digit));
	s->live[digit][band] |= mask;
	s->open[band] &= ~mask;
	return lost;
}

/*
 * What a look for singles found: none, some, a cell or box left without an
 * option, or (cells only) no open cell left.
 */
enum cell_news { NO_SINGLE, SINGLES, DEAD_CELL, FILLED };

/* The 3-bit groups (boxes of a column fold) that are not zero, as their bit 2, lane by lane. */
static band_vec groups_nonzero(band_vec g)
{
	return (((g & GROUP_BELOW) + GROUP_BELOW) | g) & GROUP_HIGH;
}

/*
 * The open cells that are the one live option of a box-digit item of
 * `digit`, per band, into cells[]: SINGLES when there is one, DEAD_CELL
 * when a box has no live option for the digit. Rows and columns need no
 * such test: a line whose digit has one cell left confines it to one box,
 * which the band rule (triads) then empties of the digit elsewhere,
 * leaving a box single; an empty line leaves the band rule no permutation
 * (a dead end). The fixpoint is the same, for less work a check. The three
 * bands are looked at together: those unchanged since their last check
 * pass again and give no new cell.
 */
static enum cell_news hidden_singles(const struct bits9_state *s, int digit, uint32_t cells[4])
{
	band_vec w = load_words(s->live[digit]);
	band_vec c0 = w & COLUMNS_ALL, c1 = (w >> 9) & COLUMNS_ALL, c2 = w >> 18;
	band_vec any = c0 | c1 | c2, twice = (c0 & c1) | (c0 & c2) | (c1 & c2);
	band_vec empty = groups_nonzero(any) ^ (band_vec){GROUP_HIGH, GROUP_HIGH, GROUP_HIGH, 0};
	if (any_set(empty))
		return DEAD_CELL;
	/* every group is non-zero, so any - GROUP_LOW borrows within groups */
	band_vec crowded = groups_nonzero(twice) | groups_nonzero(any & (any - GROUP_LOW));
	band_vec lone = (GROUP_HIGH & ~crowded) >> 2;
	lone |= lone << 1 | lone << 2;
	band_vec found = w & (lone | lone << 9 | lone << 18) & load_words(s->open);
	store_words(cells, found);
	return any_set(found) ? SINGLES : NO_SINGLE;
}

/*
 * A word of nine 3-bit groups, bit 9 * i + 3 * j + k, with i and j
 * swapped: (band, stack) to (stack, band) and back.
 */
static uint32_t swap_groups(uint32_t x)
{
	return (x & 0x7007007u) | (x & 0x38038u) << 6 | (x & 0x1C0u) << 12 | ((x >> 6) & 0x38038u) |
	       ((x >> 12) & 0x1C0u);
}

/* Whether each of a vector's three lanes is not zero, as bits 0-2. */
static uint32_t lanes_nonzero(band_vec v)
{
	return (uint32_t)(v[0] != 0) | (uint32_t)(v[1] != 0) << 1 | (uint32_t)(v[2] != 0) << 2;
}

/*
 * The band rule of triads_kept for `digit`: the rows of each band against
 * its boxes, then the columns of each stack against its boxes. All three
 * bands and stacks each time, one test for the bands and one for the
 * stacks: a loop over the changed bands and a test of what each kept were
 * missed often, and a band at its fixpoint loses nothing again. Returns
 * the words that lost options, or BAND_ALL + 1 when a band or stack has
 * no placement left for the digit.
 */
static uint32_t triads(const struct bits9 *room, struct bits9_state *s, int digit)
{
	band_vec w = load_words(s->live[digit]);
	band_vec g = ((((w & GROUP_BELOW * FIELD_LOW) + GROUP_BELOW * FIELD_LOW) | w) &
	              GROUP_HIGH * FIELD_LOW) >> 2; /* each row-box triad present: its bit 0 */
	g = (g | g >> 2 | g >> 4) & 7u * FIELD_LOW;
	band_vec rows = (g & 7u) | ((g >> 6) & 0x38u) | ((g >> 12) & 0x1C0u); /* bit 3 * row + box */
	band_vec kept = {room->triads[rows[0]], room->triads[rows[1]], room->triads[rows[2]], 0};
	uint32_t lost = 0, dead = (uint32_t)(kept[0] == 0) | (uint32_t)(kept[1] == 0) |
	                          (uint32_t)(kept[2] == 0);
	if (any_set(kept ^ rows)) {
		/* live cells lie in present triads: a band that keeps them all loses nothing */
		w &= (band_vec){room->triad_cells[kept[0]], room->triad_cells[kept[1]],
		                room->triad_cells[kept[2]], 0};
		lost = lanes_nonzero(kept ^ rows);
	}
	band_vec fold = (w | w >> 9 | w >> 18) & COLUMNS_ALL;
	/* bit 9 * stack + 3 * band + column */
	uint32_t by_stack = swap_groups(fold[0] | fold[1] << 9 | fold[2] << 18);
	uint32_t k0 = room->triads[by_stack & 0x1FFu], k1 = room->triads[(by_stack >> 9) & 0x1FFu],
	         k2 = room->triads[by_stack >> 18];
	dead |= (uint32_t)(k0 == 0) | (uint32_t)(k1 == 0) | (uint32_t)(k2 == 0);
	uint32_t kept_stacks = k0 | k1 << 9 | k2 << 18;
	/* one pass in ten removes something: a branch the predictor mostly gets */
	if (kept_stacks != by_stack) {
		uint32_t gone = swap_groups(by_stack & ~kept_stacks); /* bit 9 * band + column */
		band_vec columns = {gone & COLUMNS_ALL, (gone >> 9) & COLUMNS_ALL, gone >> 18, 0};
		w &= ~(columns * FIELD_LOW);
		lost |= lanes_nonzero(columns);
	}
	store_words(s->live[digit], w);
	return dead ? BAND_ALL + 1 : lost << (3 * digit);
}

/*
 * Takes the lowest cell of words[0..2] (a bit a cell, band by band) off
 * them: its band, and its bit as the return. The band is found without a
 * branch, so a batch's loop misses its exit once, not once a band.
 */
static int next_cell(uint32_t words[3], int *band)
{
	int b = (words[0] == 0) + ((words[0] | words[1]) == 0);
	int bit = __builtin_ctz(words[b]);
	words[b] &= words[b] - 1;
	*band = b;
	return bit;
}

/*
 * Clears the cell's options of every digit but `digit`, a fixed loop (a
 * loop over its candidates missed its exit): the words that lost one.
 */
static uint32_t clear_others(struct bits9_state *s, int band, int bit, int digit)
{
	uint32_t mask = 1u << bit;
	uint64_t lost = 0; /* the cell's bit of digit d at bit + 3 * d: no shift by `bit` a plane */
	for (int d = 0; d < 9; d++) {
		uint32_t x = s->live[d][band];
		lost |= (uint64_t)(x & mask) << (3 * d);
		s->live[d][band] = x & ~mask;
	}
	s->live[digit][band] |= mask;
	return ((uint32_t)(lost >> bit) & ~(1u << (3 * digit))) << band;
}

/* Places `digit` in each cell of cells[] still open; false if one lost the option. */
static bool place_all(const struct bits9 *room, struct bits9_state *s, const uint32_t cells[4],
                      int digit, uint32_t *dirty)
{
	uint32_t rest[3] = {cells[0], cells[1], cells[2]};
	while (rest[0] | rest[1] | rest[2]) {
		int b, bit = next_cell(rest, &b);
		if (!((s->open[b] >> bit) & 1u))
			continue; /* placed by an earlier single of this batch */
		if (!((s->live[digit][b] >> bit) & 1u))
			return false;
		*dirty |= clear_others(s, b, bit, digit);
		*dirty |= place(room, s, b, bit, digit, 0);
	}
	return true;
}

/*
 * Cells by their live options, the three bands at once: the open cells
 * with one go to `one`, with two to `two`; says whether no cell is open,
 * else whether an open cell has none, else whether one has one.
 */
static enum cell_news count_cells(const struct bits9_state *s, uint32_t one[4], uint32_t two[4])
{
	band_vec ones = {0, 0, 0, 0}, twos = ones, threes = ones;
	for (int d = 0; d < 9; d++) {
		band_vec x = load_words(s->live[d]);
		threes |= twos & x;
		twos |= ones & x;
		ones |= x;
	}
	band_vec open = load_words(s->open), single = open & ones & ~twos;
	store_words(one, single);
	store_words(two, open & twos & ~threes);
	if (!any_set(open))
		return FILLED;
	return any_set(open & ~ones) ? DEAD_CELL : any_set(single) ? SINGLES : NO_SINGLE;
}

/*
 * The cells' digit numbers bit-sliced: ix[k] holds the cells of a live
 * option whose digit index plus `first` (0: indexes 0-8, 1: digits 1-9)
 * has bit k. A cell of one live option reads its number off the four.
 */
DLX_INLINE void digit_bits(const struct bits9_state *s, int first, band_vec ix[4])
{
	for (int k = 0; k < 4; k++)
		ix[k] = (band_vec){0, 0, 0, 0};
	for (int d = 0; d < 9; d++) {
		band_vec x = load_words(s->live[d]);
		for (int k = 0; k < 4; k++)
			if (((d + first) >> k) & 1)
				ix[k] |= x;
	}
}

/* Places a naked single, its digit read from index[]; false if it lost its last option. */
DLX_INLINE bool place_single(const struct bits9 *room, struct bits9_state *s,
                             uint32_t index[4][4], int b, int bit, uint32_t *dirty)
{
	int digit = (int)(((index[0][b] >> bit) & 1u) | ((index[1][b] >> bit) & 1u) << 1 |
	                  ((index[2][b] >> bit) & 1u) << 2 | ((index[3][b] >> bit) & 1u) << 3);
	if (!((s->live[digit][b] >> bit) & 1u))
		return false; /* an earlier single took its last option */
	*dirty |= place(room, s, b, bit, digit, 0);
	return true;
}

/*
 * Places each cell of one[] (one live option when counted, nothing placed
 * since); false on a dead cell. A single's digit is read from the planes
 * OR-ed by the bits of their digit numbers, taken once for all the cells.
 * Bands 0 and 1 are walked as one word (bit 32 * band + bit), then band 2:
 * two loop exits to miss a batch, not three.
 */
static bool place_naked(const struct bits9 *room, struct bits9_state *s, const uint32_t one[4],
                        uint32_t *dirty)
{
	uint32_t index[4][4];
	band_vec ix[4];
	digit_bits(s, 0, ix);
	for (int k = 0; k < 4; k++)
		store_words(index[k], ix[k]);
	for (uint64_t rest = one[0] | (uint64_t)one[1] << 32; rest; rest &= rest - 1) {
		int at = __builtin_ctzll(rest);
		if (!place_single(room, s, index, at >> 5, at & 31, dirty))
			return false;
	}
	for (uint32_t rest = one[2]; rest; rest &= rest - 1)
		if (!place_single(room, s, index, 2, __builtin_ctz(rest), dirty))
			return false;
	return true;
}

/*
 * Inference to a fixpoint: naked singles until none is left, then hidden
 * singles of the digits with a word in `dirty` (bit digit * 3 + band),
 * again while either places a cell.
 * false at a dead end; else two[] holds the open cells of two candidates.
 */
static bool settle(const struct bits9 *room, struct bits9_state *s, uint32_t dirty,
                   uint32_t two[4])
{
	uint32_t stale = dirty; /* words changed since the triads' last look */
	for (;;) {
		uint32_t one[4], lost = 0;
		enum cell_news found = count_cells(s, one, two);
		if (found == DEAD_CELL)
			return false;
		/*
		 * Every placement took a live option and cleared its peers, so a
		 * full board breaks no rule: no box or band check can fail on it.
		 */
		if (found == FILLED)
			return true;
		if (found == SINGLES) {
			if (!place_naked(room, s, one, &lost))
				return false;
			dirty |= lost;
			continue;
		}
		bool placed = false;
		while (dirty) {
			stale |= dirty;
			int digit = __builtin_ctz(dirty) / 3;
			dirty &= ~(7u << (3 * digit));
			uint32_t cells[4];
			enum cell_news boxes = hidden_singles(s, digit, cells);
			if (boxes == DEAD_CELL)
				return false;
			if (boxes == SINGLES) {
				placed = true;
				lost = 0;
				if (!place_all(room, s, cells, digit, &lost))
					return false;
				dirty |= lost;
			}
		}
		if (placed)
			continue;
		while (stale) {
			int digit = __builtin_ctz(stale) / 3;
			lost = triads(room, s, digit);
			if (lost > BAND_ALL)
				return false;
			dirty |= lost;
			stale &= ~(7u << (3 * digit));
		}
		if (!dirty)
			return true; /* nothing changed since count_cells */
	}
}

/*
 * The bits of a vector's three band words (the fourth is zero), by halves,
 * pairs and nibbles per byte: without a popcount instruction in the
 * baseline x86-64 set, the library's call per word cost more than the rest
 * of the choice.
 */
static int count3(band_vec v)
{
	v = v - ((v >> 1) & 0x55555555u);
	v = (v & 0x33333333u) + ((v >> 2) & 0x33333333u);
	v = (v + (v >> 4)) & 0x0F0F0F0Fu;
	uint32_t bytes = v[0] + v[1] + v[2]; /* <= 24 a byte */
	return (int)((bytes * 0x01010101u) >> 24);
}

/* A cell's open peers over its place from the end: the greatest is the first of the most. */
DLX_INLINE uint32_t cell_key(const struct bits9 *room, band_vec open, uint32_t cell)
{
	uint32_t degree = (uint32_t)count3(load_words(room->peers[cell]) & open);
	return degree << 7 | (127u - cell);
}

/* Sets the frame's branch: the first cell of two[], else an open cell of the fewest candidates. */
static void choose(const struct bits9 *room, struct bits9_frame *f, const uint32_t two[4])
{
	int best = 10;
	if (two[0] | two[1] | two[2]) {
		/* the keys' maximum without a branch: a test of each degree was missed often */
		uint32_t most = 0;
		band_vec open = load_words(f->state.open);
		/* bands 0 and 1 as one word, as for naked singles */
		for (uint64_t rest = two[0] | (uint64_t)two[1] << 32; rest; rest &= rest - 1) {
			int at = __builtin_ctzll(rest);
			uint32_t key = cell_key(room, open, (uint32_t)((at >> 5) * 27 + (at & 31)));
			most = key > most ? key : most;
		}
		for (uint32_t rest = two[2]; rest; rest &= rest - 1) {
			uint32_t key = cell_key(room, open, (uint32_t)(54 + __builtin_ctz(rest)));
			most = key > most ? key : most;
		}
		uint32_t cell = 127u - (most & 127u);
		f->band = (uint8_t)(cell / 27);
		f->bit = (uint8_t)(cell % 27);
		f->digits = f->untried = candidates(&f->state, f->band, f->bit);
		return;
	}
	for (int b = 0; b < 3; b++)
		for (uint32_t rest = f->state.open[b]; rest; rest &= rest - 1) {
			int bit = __builtin_ctz(rest);
			uint32_t digits = candidates(&f->state, b, bit);
			if (__builtin_popcount(digits) < best) {
				best = __builtin_popcount(digits);
				f->band = (uint8_t)b;
				f->bit = (uint8_t)bit;
				f->digits = f->untried = digits;
			}
		}
}

static bool all_placed(const struct bits9_state *s)
{
	return (s->open[0] | s->open[1] | s->open[2]) == 0;
}


/* Bit 7 of each byte as bits 0-7 (the products land apart: no carry). */
static uint64_t high_bits8(uint64_t w)
{
	return (((w & BYTES8(0x80)) >> 7) * 0x0102040810204080u) >> 56;
}

/* Bits 0-7 as bytes 0-7 of 0 or 1: spread, each byte keeps its own bit, then tested. */
static uint64_t bytes_of8(uint64_t bits)
{
	uint64_t own = (bits * BYTES8(1)) & 0x8040201008040201u;
	return (((own & BYTES8(0x7F)) + BYTES8(0x7F)) | own) >> 7 & BYTES8(1);
}

/*
 * A full grid's digits: the bits of each cell's digit from the planes
 * OR-ed by them, a bit a cell over the board, then eight cells a word
 * (a loop over each plane's cells missed its exits). Inlined: a call a
 * puzzle of many givens was a tenth of its cost.
 */
DLX_INLINE void write_cells(const struct bits9_state *s, uint8_t *cells)
{
	band_vec ix[4];
	digit_bits(s, 1, ix);
	uint64_t map[4][2];
	for (int k = 0; k < 4; k++) {
		map[k][0] = ix[k][0] | (uint64_t)ix[k][1] << 27 | (uint64_t)ix[k][2] << 54;
		map[k][1] = ix[k][2] >> 10;
	}
	uint8_t pad[88];
	for (int w = 0; w < 11; w++) {
		uint64_t bytes = 0;
		for (int k = 0; k < 4; k++)
			bytes |= bytes_of8(map[k][w / 8] >> (8 * (w % 8)) & 0xFF) << k;
		bytes8_store(pad + 8 * w, bytes);
	}
	memcpy(cells, pad, 81);
}

/*
 * The board's cells, a bit a cell in three band words: the open cells
 * (0) into open[], and whether a cell holds more than 9. Eight cells a
 * word without a branch: a loop a cell cost a kilo-instruction a puzzle.
 */
static bool scan_cells(const uint8_t *cells, uint32_t open[4])
{
	uint8_t pad[88] = {0}; /* 81 cells and zeros to a whole word */
	memcpy(pad, cells, 81);
	uint64_t map[2] = {0, 0}, past = 0;
	for (int k = 0; k < 11; k++) {
		uint64_t w = bytes8_load(pad + 8 * k), low = w & BYTES8(0x7F);
		past |= (low + BYTES8(0x76)) | w; /* bit 7 set: above 9 */
		uint64_t zero = bytes8_zero(w);
		map[k / 8] |= high_bits8(zero) << (8 * (k % 8));
	}
	open[0] = (uint32_t)map[0] & BAND_ALL;
	open[1] = (uint32_t)(map[0] >> 27) & BAND_ALL;
	open[2] = (uint32_t)(map[0] >> 54 | map[1] << 10) & BAND_ALL;
	open[3] = 0;
	return (past & BYTES8(0x80)) == 0;
}

/*
 * The givens placed on a full board, all at once: their cells keep only
 * their digit, then each given clears its peers, a loop a band over all
 * its givens (nine loops a band, one a digit, missed their exits often).
 * false if a cell holds a digit past 9, or a given lost its option to
 * another (two equal digits in a unit: the givens clash).
 */
static bool root_givens(const struct bits9 *room, struct bits9_state *s, const uint8_t *cells)
{
	_Alignas(16) uint32_t mine[9][4] = {{0}}, gone[9][4] = {{0}};
	if (!scan_cells(cells, s->open))
		return false;
	for (int b = 0; b < 3; b++)
		for (uint32_t rest = ~s->open[b] & BAND_ALL; rest; rest &= rest - 1) {
			int bit = __builtin_ctz(rest), d = cells[b * 27 + bit] - 1;
			mine[d][b] |= 1u << bit;
			store_words(gone[d], load_words(gone[d]) | load_words(room->peers[b * 27 + bit]));
		}
	band_vec open = load_words(s->open), clash = {0, 0, 0, 0};
	for (int d = 0; d < 9; d++) {
		band_vec given = load_words(mine[d]), peers = load_words(gone[d]);
		clash |= given & peers;
		store_words(s->live[d], (open & ~peers) | given);
	}
	return !any_set(clash);
}

static int open_cells(const struct bits9_state *s)
{
	return count3(load_words(s->open));
}

/*
 * The search below the root, an explicit stack: a frame's last candidate
 * reuses the frame's own state (nothing to come back to), the others copy
 * it to the next level.
 */
static void search(struct bits9 *room, uint8_t *first, struct bits9_count *count)
{
	int level = 0;
	while (level >= 0) {
		struct bits9_frame *top = &room->stack[level];
		if (!top->untried) {
			level--;
			continue;
		}
		int digit = __builtin_ctz(top->untried);
		top->untried &= top->untried - 1;
		struct bits9_frame *child = top;
		if (top->untried) {
			count->guesses++;
			child = &room->stack[level + 1];
			child->state = top->state;
		}
		count->nodes++;
		uint32_t two[4];
		uint32_t others = top->digits & ~(1u << digit);
		uint32_t dirty = place(room, &child->state, top->band, top->bit, digit, others);
		if (!settle(room, &child->state, dirty, two)) {
			if (child == top)
				level--;
			continue;
		}
		if (all_placed(&child->state)) {
			if (++count->solutions == 1 && first)
				write_cells(&child->state, first);
			if (count->solutions == 2)
				return;
			if (child == top)
				level--;
			continue;
		}
		choose(room, child, two);
		if (child != top)
			level++;
	}
}

int bits9_count(struct bits9 *room, const uint8_t *cells, uint8_t *first,
                struct bits9_count *count)
{
	*count = (struct bits9_count){0};
	struct bits9_frame *root = &room->stack[0];
	uint32_t two[4];
	if (!root_givens(room, &root->state, cells))
		return -1;
	int open = open_cells(&root->state);
	bool alive = settle(room, &root->state, BAND_ALL, two);
	count->settled = open - open_cells(&root->state);
	if (!alive)
		return 0;
	if (all_placed(&root->state)) {
		count->solutions = 1;
		if (first)
			write_cells(&root->state, first);
		return 0;
	}
	count->nodes = 1;
	choose(room, root, two);
	search(room, first, count);
	return 0;
}
