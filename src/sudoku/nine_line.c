/*
 * nine_line.c - 81 cell symbols to their values, eight bytes a word (see
 * nine_line.h).
 *
 * A byte's tests are done on the eight bytes of a word at once, each
 * answer in the byte's bit 7: a byte below 0x80 plus 0x80 - k has bit 7
 * set exactly when it is k or more, with no carry into the next byte as
 * long as bit 7 is cleared first. A table look a byte, in its loop, cost
 * ten instructions a byte; this costs about three, and no branch.
 */
#include "nine_line.h"
#include "../util/bytes8.h"

#include <string.h>

/* Bit 7 of each byte of `low` (bytes below 0x80) that is at least `k` (k <= 0x80). */
static uint64_t at_least(uint64_t low, unsigned k)
{
	return (low + BYTES8(0x80 - k)) & BYTES8(0x80);
}

/* Bit 7 of each byte of w equal to `ch`. */
static uint64_t equal(uint64_t w, unsigned ch)
{
	return bytes8_zero(w ^ BYTES8(ch));
}

bool nine_line_read(const char *text, uint8_t value[NINE_LINE_CELLS])
{
	uint8_t in[88], out[88];
	memcpy(in, text, NINE_LINE_CELLS);
	memset(in + NINE_LINE_CELLS, '.', sizeof in - NINE_LINE_CELLS);
	uint64_t wrong = 0;
	for (int k = 0; k < 11; k++) {
		uint64_t w = bytes8_load(in + 8 * k), low = w & BYTES8(0x7F);
		/* bytes of 0x80 and above have bit 7 set in w: neither a digit nor equal */
		uint64_t digit = at_least(low, '0') & ~at_least(low, '9' + 1) & ~w;
		uint64_t symbol = digit | equal(w, '.') | equal(w, '_');
		wrong |= ~symbol & BYTES8(0x80);
		bytes8_store(out + 8 * k, w & BYTES8(0x0F) & ((digit >> 7) * 0xFF));
	}
	memcpy(value, out, NINE_LINE_CELLS);
	return wrong == 0;
}
