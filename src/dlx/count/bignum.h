/*
 * bignum.h - unsigned integers of any size, for counts that outgrow 64
 * bits (private). dlx_count multiplies the counts of independent parts,
 * and a product of a few large counts passes 2^64 long before any search
 * could count that far one solution at a time.
 *
 * A value is an array of 32-bit limbs, least significant first, with no
 * leading zero limb: length 0 is zero. 32-bit limbs keep every product of
 * two limbs, plus carries, inside a uint64_t, in plain C17.
 */
#ifndef DLX_BIGNUM_H
#define DLX_BIGNUM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct bignum {
	uint32_t *limb;
	int length;   /* limbs in use */
	int capacity; /* limbs allocated */
};

/* Zero, with nothing allocated yet. */
#define BIGNUM_ZERO ((struct bignum){0})

/* Frees the limbs; the value is zero again. */
void bignum_finish(struct bignum *b);

/* b = value. 0 or DLX_ENOMEM (b unchanged). */
int bignum_set(struct bignum *b, uint64_t value);

/* b = high * 2^64 + low. 0 or DLX_ENOMEM (b unchanged). */
int bignum_set_wide(struct bignum *b, uint64_t high, uint64_t low);

/* a += b. 0 or DLX_ENOMEM (a unchanged). */
int bignum_add(struct bignum *a, const struct bignum *b);

/* a *= b. 0 or DLX_ENOMEM (a unchanged). */
int bignum_multiply(struct bignum *a, const struct bignum *b);

static inline bool bignum_is_zero(const struct bignum *b)
{
	return b->length == 0;
}

/* The value to double precision, or infinity beyond its range. */
double bignum_to_double(const struct bignum *b);

/*
 * Writes the value in decimal, NUL-terminated, when `capacity` bytes hold
 * it; returns the number of digits (without the NUL) either way, or
 * DLX_ENOMEM. Nothing is written when it does not fit.
 */
int bignum_text(const struct bignum *b, char *text, size_t capacity);

#endif
