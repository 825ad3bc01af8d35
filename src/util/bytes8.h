/*
 * bytes8.h - eight bytes as one word, byte k of memory in byte k (bits
 * 8k to 8k + 7) of the word whatever the machine's byte order, for the
 * tests done on the eight bytes of a word at once.
 */
#ifndef UTIL_BYTES8_H
#define UTIL_BYTES8_H

#include <stdint.h>
#include <string.h>

/* The byte b in each of the eight bytes of a word. */
#define BYTES8(b) (UINT64_C(0x0101010101010101) * (uint64_t)(b))

/* Bit 7 of each byte of w that is zero, and no other bit: no carry crosses a byte. */
static inline uint64_t bytes8_zero(uint64_t w)
{
	return ~(((w & BYTES8(0x7F)) + BYTES8(0x7F)) | w) & BYTES8(0x80);
}

static inline uint64_t bytes8_load(const uint8_t *p)
{
	uint64_t w;
	memcpy(&w, p, sizeof w);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	w = __builtin_bswap64(w);
#endif
	return w;
}

static inline void bytes8_store(uint8_t *p, uint64_t w)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	w = __builtin_bswap64(w);
#endif
	memcpy(p, &w, sizeof w);
}

#endif
