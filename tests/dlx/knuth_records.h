/*
 * knuth_records.h - what the tests that hold the reference loops to
 * Knuth's recorded figures share: reading a bundled instance of
 * data/exact-cover, and the search options that run a reference loop.
 * Static inline functions: a test file uses what it needs.
 */
#ifndef KNUTH_RECORDS_H
#define KNUTH_RECORDS_H

#include "dlx.h"
#include "dlx_format.h"

#include <criterion/criterion.h>
#include <stdio.h>

#define INSTANCES TEST_DATA_DIR "/../../data/exact-cover/"

/* Reads data/exact-cover/NAME.dlx; the reader owns the problem. */
static inline struct dlx_format *load(const char *name)
{
	char path[256];
	snprintf(path, sizeof path, INSTANCES "%s.dlx", name);
	FILE *file = fopen(path, "rb");
	cr_assert_not_null(file, "cannot open %s", path);
	static char text[1 << 20];
	size_t length = fread(text, 1, sizeof text, file);
	fclose(file);
	cr_assert_lt(length, sizeof text, "%s is too long for the test", path);
	struct dlx_format *format = dlx_format_create(false);
	struct dlx_format_error error;
	cr_assert_eq(dlx_format_read(format, text, length, NULL, NULL, &error), 0, "%s", path);
	return format;
}

/* Search options that run the reference loop (Knuth's counts). */
static inline struct dlx_search_options knuth_options(void)
{
	struct dlx_search_options opt;
	dlx_search_options_init(&opt);
	opt.knuth_counts = true;
	return opt;
}

#endif
