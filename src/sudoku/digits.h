/*
 * digits.h - private: the three ways 16x16 and 25x25 grids write their
 * digits, and how the reader tells them apart (digits.c).
 *
 *   form       16x16        25x25        empty cells
 *   FROM_ONE   1-9, A-G     1-9, A-P     . 0 _     (what sudoku_digit_symbol writes)
 *   LETTERS    A-P          A-Y          . 0 _
 *   FROM_ZERO  0-9, A-F     0-9, A-O     . _
 *
 * Other sizes have one form only, FROM_ONE.
 */
#ifndef SUDOKU_DIGITS_H
#define SUDOKU_DIGITS_H

#include <stdbool.h>
#include <stddef.h>

enum digit_form {
	DIGITS_UNSET, /* no header: the symbols decide */
	DIGITS_FROM_ONE,
	DIGITS_LETTERS,
	DIGITS_FROM_ZERO,
};

/* The forms a "# digits:" header sets, one for each size that has three. */
struct digit_headers {
	enum digit_form size16, size25;
};

/*
 * A "# digits: RANGE" line (any case, blanks around the parts), RANGE one of
 * 1-G A-P 0-F (16x16), 1-P A-Y 0-O (25x25) or auto (both sizes back to
 * deciding by the symbols). Returns 0 for a line that is no such header,
 * 1 for a header (applied to *headers), -1 for a header with a range it does
 * not know (*column, 1-based, points at it).
 */
int digits_header(const char *text, size_t length, struct digit_headers *headers, int *column);

/* What a puzzle's symbols say about its form, gathered cell by cell. */
struct digit_scan {
	int size;
	int empty_dot;  /* first cell holding '.' or '_', -1 none; likewise below */
	int zero;       /* '0' */
	int decimal;    /* '1'-'9' */
	int top_letter; /* the last letter of FROM_ONE: 'G' (16x16), 'P' (25x25) */
	int late;       /* a letter after it, up to the last of LETTERS: 'H'-'P', 'Q'-'Y' */
	int given;      /* any symbol that is a digit in some form */
};

void digits_scan_init(struct digit_scan *scan, int size);
/* Notes the symbol of cell `cell`; 0 (a number token, not a symbol) notes nothing. */
void digits_scan_add(struct digit_scan *scan, int cell, char symbol);

/*
 * The form of the puzzle: the header's when set, else what the symbols
 * show. When they show none, or two that clash, returns DIGITS_UNSET with
 * *blame the cell to point at and a reason in why.
 */
enum digit_form digits_decide(const struct digit_scan *scan, enum digit_form header, int *blame,
                              char *why, size_t len);

/* The digit (0 empty) a symbol stands for in a form, -1 when it is none of that form's. */
int digits_value(enum digit_form form, int size, char symbol);

/* The form's range as a header names it ("A-P"); "1-" and the last digit for other sizes. */
const char *digits_range(enum digit_form form, int size);

#endif
