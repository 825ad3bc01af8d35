/*
 * format.h - the reader of Knuth's text format, as its two halves share
 * it (private): format.c reads lines into a problem, format_text.c writes
 * its items and options back as text.
 */
#ifndef DLX_FORMAT_PRIVATE_H
#define DLX_FORMAT_PRIVATE_H

#include "dlx_format.h"
#include "matrix/names.h"

struct dlx_format {
	bool strict;
	long line;                 /* lines fed so far */
	int failure;               /* 0, or the code of the first error */
	struct dlx_format_error failed_with;
	struct name_table items, colors;
	struct dlx_problem *problem;
	int *option_items, *option_colors; /* one option's items, while it is parsed */
	int *first_column;         /* where each item of the option started (for messages) */
	/*
	 * Where the options came from, as runs: options run[r].option onwards
	 * stand on consecutive lines from run[r].line, up to the next run. A
	 * file of option lines is one run, so the lines cost nothing a line.
	 */
	struct line_run {
		int32_t option;
		long line;
	} *run;
	int32_t run_count, run_capacity;
	/* per item: the last line it stood on and its place there, so a repeat is found in one look */
	long *item_line;
	int *item_place;
	int32_t *bounds;           /* the item line's bounds: lower, upper for each item */
	int32_t bounds_capacity;   /* entries in bounds[] (two an item) */
};

#endif
