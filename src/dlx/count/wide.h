/*
 * wide.h - a count of solutions in 128 bits, as struct dlx_stats carries
 * it (private): `solutions` while it fits 64 bits, else UINT64_MAX with
 * `saturated` set and the whole count in solutions_high:solutions_low.
 * Parts add up in 128 bits: a part searched with a memo may pass 2^64 by
 * itself, but no sum of parts a machine can search passes 2^128, which
 * saturates (both words UINT64_MAX) rather than wrap.
 */
#ifndef DLX_WIDE_H
#define DLX_WIDE_H

#include "count/bignum.h"
#include "dlx.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A count: high * 2^64 + low. */
struct wide {
	uint64_t high, low;
};

/* The count of `stats`. */
struct wide wide_of(const struct dlx_stats *stats);

/* Sets the count of `stats` to `count`: solutions, saturated and the two words. */
void wide_put(struct dlx_stats *stats, struct wide count);

/* a + b, or both words UINT64_MAX when the sum does not fit 128 bits. */
struct wide wide_add(struct wide a, struct wide b);

/* b = count. 0 or DLX_ENOMEM (b unchanged). */
int wide_to_bignum(struct wide count, struct bignum *b);

/* The value of b, or both words UINT64_MAX when it does not fit 128 bits. */
struct wide wide_from_bignum(const struct bignum *b);

/* v = 10 v + digit; false (v unchanged) when that does not fit 128 bits. */
bool wide_push_digit(struct wide *v, unsigned digit);

/*
 * Writes the count in decimal, NUL-terminated, into `text` of `capacity`
 * bytes (40 always hold it). Returns the digits written, DLX_ERANGE when
 * they do not fit (nothing written) or DLX_ENOMEM.
 */
int wide_text(struct wide count, char *text, size_t capacity);

#endif
