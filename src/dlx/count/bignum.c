/*
 * bignum.c - the arithmetic dlx_count needs on counts past 2^64: set,
 * add, multiply (schoolbook: the factors are counts of a few parts, a
 * handful of limbs each) and decimal text (repeated division by 10^9,
 * nine digits a step). Every call leaves its target unchanged when memory
 * runs out, so a caller can stop cleanly.
 */
#include "count/bignum.h"

#include "dlx.h"

#include <stdlib.h>
#include <string.h>

/* Nine decimal digits: the largest power of ten below 2^32. */
#define DIGITS_PER_STEP 9
#define STEP_BASE UINT32_C(1000000000)

void bignum_finish(struct bignum *b)
{
	free(b->limb);
	*b = BIGNUM_ZERO;
}

/* Room for `length` limbs in b. */
static bool reserve(struct bignum *b, int length)
{
	if (length <= b->capacity)
		return true;
	uint32_t *limb = realloc(b->limb, (size_t)length * sizeof *limb);
	if (!limb)
		return false;
	b->limb = limb;
	b->capacity = length;
	return true;
}

/* Drops leading zero limbs, so that length 0 means zero. */
static void drop_zero_limbs(struct bignum *b)
{
	while (b->length > 0 && b->limb[b->length - 1] == 0)
		b->length--;
}

int bignum_set(struct bignum *b, uint64_t value)
{
	return bignum_set_wide(b, 0, value);
}

int bignum_set_wide(struct bignum *b, uint64_t high, uint64_t low)
{
	if (!reserve(b, 4))
		return DLX_ENOMEM;
	b->limb[0] = (uint32_t)low;
	b->limb[1] = (uint32_t)(low >> 32);
	b->limb[2] = (uint32_t)high;
	b->limb[3] = (uint32_t)(high >> 32);
	b->length = 4;
	drop_zero_limbs(b);
	return 0;
}

int bignum_add(struct bignum *a, const struct bignum *b)
{
	int length = (a->length > b->length ? a->length : b->length) + 1;
	if (!reserve(a, length))
		return DLX_ENOMEM;
	uint64_t carry = 0;
	for (int k = 0; k < length; k++) {
		uint64_t sum = carry + (k < a->length ? a->limb[k] : 0) + (k < b->length ? b->limb[k] : 0);
		a->limb[k] = (uint32_t)sum;
		carry = sum >> 32;
	}
	a->length = length;
	drop_zero_limbs(a);
	return 0;
}

int bignum_multiply(struct bignum *a, const struct bignum *b)
{
	if (bignum_is_zero(a) || bignum_is_zero(b)) {
		a->length = 0;
		return 0;
	}
	int length = a->length + b->length;
	uint32_t *product = calloc((size_t)length, sizeof *product);
	if (!product)
		return DLX_ENOMEM;
	for (int i = 0; i < a->length; i++) {
		uint64_t carry = 0;
		for (int j = 0; j < b->length; j++) {
			/* at most (2^32-1)^2 + 2 (2^32-1) = 2^64 - 1: no overflow */
			uint64_t t = (uint64_t)a->limb[i] * b->limb[j] + product[i + j] + carry;
			product[i + j] = (uint32_t)t;
			carry = t >> 32;
		}
		product[i + b->length] = (uint32_t)carry;
	}
	free(a->limb);
	a->limb = product;
	a->length = a->capacity = length;
	drop_zero_limbs(a);
	return 0;
}

double bignum_to_double(const struct bignum *b)
{
	double value = 0;
	for (int k = b->length; k > 0; k--)
		value = value * 4294967296.0 + b->limb[k - 1];
	return value;
}

/* Divides the limbs in place by STEP_BASE; returns the remainder. */
static uint32_t divide_step(uint32_t *limb, int *length)
{
	uint64_t rest = 0;
	for (int k = *length; k > 0; k--) {
		uint64_t t = rest << 32 | limb[k - 1];
		limb[k - 1] = (uint32_t)(t / STEP_BASE);
		rest = t % STEP_BASE;
	}
	while (*length > 0 && limb[*length - 1] == 0)
		(*length)--;
	return (uint32_t)rest;
}

/* Writes `digits` decimal digits of `value`, zero-padded, ending just before `end`. */
static void put_digits(char *end, uint32_t value, int digits)
{
	for (int k = 0; k < digits; k++) {
		*--end = (char)('0' + value % 10);
		value /= 10;
	}
}

/* The number of decimal digits of value (1 for 0). */
static int digits_of(uint32_t value)
{
	int digits = 1;
	while (value >= 10) {
		value /= 10;
		digits++;
	}
	return digits;
}

int bignum_text(const struct bignum *b, char *text, size_t capacity)
{
	/* each limb holds fewer than 10 decimal digits: a bound on the groups of nine */
	int groups_max = b->length * 10 / DIGITS_PER_STEP + 1;
	uint32_t *copy = malloc((size_t)(b->length + groups_max) * sizeof *copy);
	if (!copy)
		return DLX_ENOMEM;
	uint32_t *group = copy + b->length;
	int length = b->length, groups = 0;
	if (b->length)
		memcpy(copy, b->limb, (size_t)b->length * sizeof *copy);
	do
		group[groups++] = divide_step(copy, &length);
	while (length > 0);
	int digits = digits_of(group[groups - 1]) + (groups - 1) * DIGITS_PER_STEP;
	if ((size_t)digits < capacity) {
		char *end = text + digits;
		*end = '\0';
		for (int g = 0; g < groups - 1; g++, end -= DIGITS_PER_STEP)
			put_digits(end, group[g], DIGITS_PER_STEP);
		put_digits(end, group[groups - 1], digits_of(group[groups - 1]));
	}
	free(copy);
	return digits;
}
