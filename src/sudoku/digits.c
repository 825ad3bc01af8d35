/*
 * digits.c - the symbol each digit is written with, and which of the three
 * digit forms (digits.h) a 16x16 or 25x25 puzzle is read in.
 *
 * A header says it outright. Without one the symbols decide, and only
 * symbols that admit one reading do:
 *   - a letter past FROM_ONE's last (H-P, Q-Y): LETTERS;
 *   - FROM_ONE's last letter (G, P): FROM_ONE;
 *   - '0' beside '.' or '_' empties: FROM_ZERO, since '0' is then no empty cell.
 * Anything else with a given in it (say 1-9 and A-F with '.' empties: 1-G
 * short of its G, or 0-F short of its 0) could be read two ways that give
 * two different solutions, so it is an error rather than a guess. A puzzle
 * with no givens reads the same in every form.
 */
#include "digits.h"
#include "sudoku.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* ---- the header ---- */

static const struct {
	const char *range;
	int size;
	enum digit_form form;
} ranges[] = {
	{"1-G", 16, DIGITS_FROM_ONE}, {"A-P", 16, DIGITS_LETTERS}, {"0-F", 16, DIGITS_FROM_ZERO},
	{"1-P", 25, DIGITS_FROM_ONE}, {"A-Y", 25, DIGITS_LETTERS}, {"0-O", 25, DIGITS_FROM_ZERO},
};

#define RANGES (sizeof ranges / sizeof ranges[0])

/* Written in one form only, 1-9 then A-Z: the form every output uses. */
char sudoku_digit_symbol(int digit)
{
	static const char symbols[] = ".123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
	return digit >= 0 && digit < (int)sizeof symbols - 1 ? symbols[digit] : '?';
}

/* Steps over blanks from k; returns where they end. */
static size_t skip_blanks(const char *text, size_t length, size_t k)
{
	while (k < length && isspace((unsigned char)text[k]))
		k++;
	return k;
}

/* Where the range starts after "# digits:", or length + 1 when the line is no header. */
static size_t range_start(const char *text, size_t length)
{
	size_t k = skip_blanks(text, length, 0);
	if (k == length || text[k] != '#')
		return length + 1;
	k = skip_blanks(text, length, k + 1);
	if (length - k < 6 || strncasecmp(text + k, "digits", 6) != 0)
		return length + 1;
	k = skip_blanks(text, length, k + 6);
	if (k == length || text[k] != ':')
		return length + 1;
	return skip_blanks(text, length, k + 1);
}

int digits_header(const char *text, size_t length, struct digit_headers *headers, int *column)
{
	size_t start = range_start(text, length);
	if (start > length)
		return 0;
	size_t end = start;
	while (end < length && !isspace((unsigned char)text[end]))
		end++;
	size_t len = end - start;
	*column = (int)start + 1;
	if (len == 4 && strncasecmp(text + start, "auto", 4) == 0) {
		headers->size16 = DIGITS_UNSET;
		headers->size25 = DIGITS_UNSET;
		return 1;
	}
	for (size_t k = 0; k < RANGES; k++)
		if (len == 3 && strncasecmp(text + start, ranges[k].range, 3) == 0) {
			*(ranges[k].size == 16 ? &headers->size16 : &headers->size25) = ranges[k].form;
			return 1;
		}
	return -1;
}

const char *digits_range(enum digit_form form, int size)
{
	for (size_t k = 0; k < RANGES; k++)
		if (ranges[k].size == size && ranges[k].form == form)
			return ranges[k].range;
	return NULL;
}

/* ---- what the symbols say ---- */

void digits_scan_init(struct digit_scan *scan, int size)
{
	*scan = (struct digit_scan){size, -1, -1, -1, -1, -1, -1};
}

static void note(int *first, int cell)
{
	if (*first < 0)
		*first = cell;
}

void digits_scan_add(struct digit_scan *scan, int cell, char symbol)
{
	int ch = toupper((unsigned char)symbol);
	char top = (char)('A' + scan->size - 10), last = (char)('A' + scan->size - 1);
	if (ch == '.' || ch == '_')
		note(&scan->empty_dot, cell);
	else if (ch == '0')
		note(&scan->zero, cell);
	else if (ch >= '1' && ch <= '9')
		note(&scan->decimal, cell);
	else if (ch == top)
		note(&scan->top_letter, cell);
	else if (ch > top && ch <= last)
		note(&scan->late, cell);
	if (ch != '.' && ch != '_' && ch != '0' && ch != 0)
		note(&scan->given, cell);
}

/* Two symbols that each decide, differently: the later one is blamed. */
static enum digit_form clash(const struct digit_scan *scan, int one, const char *one_says,
                             int other, const char *other_says, int *blame, char *why,
                             size_t len)
{
	bool first_later = one > other;
	*blame = first_later ? one : other;
	snprintf(why, len, "%dx%d digits: %s, but %s elsewhere in the puzzle; add a '# digits:' line",
	         scan->size, scan->size, first_later ? one_says : other_says,
	         first_later ? other_says : one_says);
	return DIGITS_UNSET;
}

/* Decides by the symbols alone (the header comment above). */
static enum digit_form by_symbols(const struct digit_scan *scan, int *blame, char *why,
                                  size_t len)
{
	bool sixteen = scan->size == 16, zero_digit = scan->zero >= 0 && scan->empty_dot >= 0;
	const char *zero = sixteen ? "'0' beside '.' empties means 0-F"
	                           : "'0' beside '.' empties means 0-O";
	/* G (or P) is a digit of A-P (A-Y) too, so beside a later letter only '0' clashes */
	if (scan->late >= 0 && zero_digit)
		return clash(scan, scan->late, sixteen ? "a letter H-P means A-P" : "a letter Q-Y means A-Y",
		             scan->zero, zero, blame, why, len);
	if (scan->late >= 0)
		return DIGITS_LETTERS;
	if (scan->top_letter >= 0 && zero_digit)
		return clash(scan, scan->top_letter, sixteen ? "'G' means 1-G" : "'P' means 1-P",
		             scan->zero, zero, blame, why, len);
	if (scan->top_letter >= 0)
		return DIGITS_FROM_ONE;
	if (zero_digit)
		return DIGITS_FROM_ZERO;
	if (scan->given < 0)
		return DIGITS_FROM_ONE; /* no givens: every form reads the same */
	*blame = scan->given;
	snprintf(why, len,
	         "%dx%d digits undecided: no symbol tells %s apart; add a '# digits: %s' line "
	         "(or %s, %s) above the puzzle",
	         scan->size, scan->size, scan->size == 16 ? "1-G, A-P and 0-F" : "1-P, A-Y and 0-O",
	         digits_range(DIGITS_FROM_ONE, scan->size), digits_range(DIGITS_LETTERS, scan->size),
	         digits_range(DIGITS_FROM_ZERO, scan->size));
	return DIGITS_UNSET;
}

enum digit_form digits_decide(const struct digit_scan *scan, enum digit_form header, int *blame,
                              char *why, size_t len)
{
	if (scan->size != 16 && scan->size != 25)
		return DIGITS_FROM_ONE;
	if (header != DIGITS_UNSET)
		return header;
	return by_symbols(scan, blame, why, len);
}

int digits_value(enum digit_form form, int size, char symbol)
{
	int ch = toupper((unsigned char)symbol);
	bool empty = ch == '.' || ch == '_' || (ch == '0' && form != DIGITS_FROM_ZERO);
	if (empty)
		return 0;
	int value = -1;
	if (form == DIGITS_LETTERS)
		value = ch >= 'A' && ch <= 'Z' ? ch - 'A' + 1 : -1;
	else if (ch >= '0' && ch <= '9')
		value = ch - '0';
	else if (ch >= 'A' && ch <= 'Z')
		value = ch - 'A' + 10;
	if (form == DIGITS_FROM_ZERO && value >= 0)
		value++;
	return value >= 1 && value <= size ? value : -1;
}
