/*
 * dlx_format.h - reading exact-cover problems in Knuth's DLX text format.
 *
 * The format (as read by Knuth's DLX1 and DLX2 programs):
 *
 *     | a comment: any line whose first non-blank character is '|'
 *     a b c d e f g | x y        <- the item line: primary items, '|', secondary items
 *     a d g                      <- one option per line: the names of its items
 *     b c f x:red                <- a secondary item may carry a colour, name:colour
 *     a b e |7                   <- and an option a cost (Knuth's DLX5), |n
 *
 * Names are runs of non-blank characters other than ':' and '|', of any
 * length; colours follow the same rule.
 *
 * Multiplicities (as read by Knuth's DLX3): a primary item in the item line
 * may be written a:b|name, to be covered at least a and at most b times
 * (0 <= a <= b, b >= 1), or b|name for exactly b times; plain name means
 * 1:1. Bounds are refused, at their line and column, when a > b, b = 0, a
 * number is not decimal digits or exceeds 1000000, or the item is
 * secondary. A token is read as bounds when what comes before its first
 * '|' is digits and ':' alone. The '|' on the item line may be
 * absent (no secondary items).
 *
 * Costs (as read by Knuth's DLX5): a cost entry |n (n a non-negative
 * integer, an entry of its own, never first on the line, where '|' starts a
 * comment) sets the option's cost (dlx_set_cost); several add up, to at most
 * INT64_MAX. Blank lines are ignored. An option with no
 * primary item can never be chosen: it is skipped with a warning, as Knuth's
 * programs do, or rejected in strict mode.
 *
 * Input must be text: UTF-8 without NUL or other control characters (tabs
 * and a final CR excepted); a byte-order mark at the start is skipped.
 *
 * A reader builds the dlx_problem as it goes (the item line creates it, each
 * option line adds an option) and keeps the item and colour names so that a
 * solution can be printed as its input options. Feed it whole lines with
 * dlx_format_feed() and finish with dlx_format_end(), or hand it a whole
 * buffer with dlx_format_read(). The reader never prints: errors and warnings
 * fill a caller-owned struct dlx_format_error with line, column and message.
 *
 * Return values: 0 on success, DLX_FORMAT_WARNING (> 0) when a line was
 * skipped (the error struct says why), DLX_FORMAT_EPARSE when the input is
 * not valid (the error struct says where), DLX_ENOMEM or DLX_ERANGE (from
 * dlx.h) when the problem cannot be built. After an error the reader refuses
 * further lines with the same code. A NULL reader, a NULL error struct, or a
 * NULL text with a length above 0 gives DLX_EINVAL; the accessors below give
 * NULL, -1 or 0 for a NULL reader, as for a number out of range.
 */
#ifndef DLX_FORMAT_H
#define DLX_FORMAT_H

#include "dlx.h"

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum {
	DLX_FORMAT_WARNING = 1,    /* a line was skipped; see the error struct */
	DLX_FORMAT_EPARSE = -100,  /* the text is not a valid problem; see the error struct */
};

/* Where and why the input is wrong (or a line was skipped). */
struct dlx_format_error {
	long line;         /* 1-based line of the input; 0 when none applies */
	int column;        /* 1-based byte column; 0 when the whole line is meant */
	char message[200]; /* plain English, no position prefix */
};

/*
 * The exact-cover benchmark's format (.ec, as the DXD solver reads it):
 *
 *     c any comment               <- 'c' as a token of its own, anywhere
 *     p ec 3                      <- the header, once, before any set:
 *     s 1 2                          N elements, the items "1" .. "N"
 *     s 3                         <- one option (set) a line: its elements
 *
 * Every element is a primary item, to be covered exactly once; blank lines
 * are ignored. Refused, at their line and column: a missing or second
 * header, N not a number, 0 or above DLX_EC_MAX_ITEMS, an 's' line before
 * the header or without elements, an element outside 1 .. N or twice in a
 * set, a number above INT32_MAX, and any other kind of line.
 */
enum dlx_format_syntax {
	DLX_SYNTAX_KNUTH = 0,      /* Knuth's DLX format, the default */
	DLX_SYNTAX_EC = 1,         /* the .ec format above */
};

/* The most elements an .ec header may declare: each is named, before any set is read. */
#define DLX_EC_MAX_ITEMS (1 << 24)

/* Opaque reader state: the names, the options' source lines and the problem. */
struct dlx_format;

/*
 * Creates a reader. With `strict`, an option without primary items is an
 * error rather than a warning. Returns NULL when memory runs out.
 * dlx_format_destroy(NULL) does nothing; destroy frees the problem too.
 */
DLX_API struct dlx_format *dlx_format_create(bool strict);
DLX_API void dlx_format_destroy(struct dlx_format *format);

/*
 * Chooses the format of the input, before its first line (the default is
 * Knuth's). The reader cannot tell the two apart by itself: "p ec 3" is also
 * a valid item line of Knuth's format (three items named p, ec and 3).
 * Returns 0, or DLX_EINVAL for a NULL reader, an unknown syntax or a reader
 * that was fed already.
 */
DLX_API int dlx_format_set_syntax(struct dlx_format *format, enum dlx_format_syntax syntax);

/*
 * Reads one line of input (`length` bytes, without the newline; a final CR
 * is ignored). Returns 0, DLX_FORMAT_WARNING, DLX_FORMAT_EPARSE, DLX_ENOMEM
 * or DLX_ERANGE; `error` (never NULL) is filled for any non-zero return.
 */
DLX_API int dlx_format_feed(struct dlx_format *format, const char *line, size_t length,
                            struct dlx_format_error *error);

/* Ends the input: an input without an item line is an error. Returns 0 or DLX_FORMAT_EPARSE. */
DLX_API int dlx_format_end(struct dlx_format *format, struct dlx_format_error *error);

/* Called for each warning while reading a buffer; the struct is valid during the call. */
typedef void (*dlx_format_warning_fn)(void *user, const struct dlx_format_error *warning);

/*
 * Reads a whole input held in memory (lines split at '\n') and ends it.
 * Warnings go to `on_warning` (may be NULL). Returns 0 or the first error.
 */
DLX_API int dlx_format_read(struct dlx_format *format, const char *text, size_t length,
                            dlx_format_warning_fn on_warning, void *user,
                            struct dlx_format_error *error);

/*
 * The problem read so far (NULL before the item line). It belongs to the
 * reader; the caller may search, shuffle or require options in it.
 */
DLX_API struct dlx_problem *dlx_format_problem(const struct dlx_format *format);

/* Item `item`'s name (0-based, primary items first), or NULL when out of range. */
DLX_API const char *dlx_format_item_name(const struct dlx_format *format, int item);

/*
 * Item `item`'s entry as the item line writes it: its name, after its
 * bounds when they are not 1:1 ("2:3|name", or "2|name" when both bounds
 * are 2). Like snprintf: returns the length the full text needs and writes
 * at most `size` bytes, NUL-terminated when size > 0; 0 for an item out of
 * range. Not to be called from a search's callbacks (dlx_item_bounds).
 */
DLX_API size_t dlx_format_item_text(const struct dlx_format *format, int item, char *buffer,
                                    size_t size);

/* Colour `color`'s name (colours are numbered 1, 2 ... in order of first use), or NULL. */
DLX_API const char *dlx_format_color_name(const struct dlx_format *format, int color);

/* The number of the item called name[0..length), or -1 when there is none. */
DLX_API int dlx_format_find_item(const struct dlx_format *format, const char *name, size_t length);

/* The 1-based input line that option `option` came from, or 0 when out of range. */
DLX_API long dlx_format_option_line(const struct dlx_format *format, int option);

/*
 * Writes option `option` as it reads in the input format ("a d g",
 * "b x:red", "a b e |7": a cost above 0 last), names separated by one
 * blank, like snprintf: returns the
 * length the full text needs and writes at most `size` bytes, NUL-terminated
 * when size > 0. Returns 0 for an option out of range (or, for an option
 * of more than 64 items, when memory runs out).
 */
DLX_API size_t dlx_format_option_text(const struct dlx_format *format, int option, char *buffer,
                                      size_t size);

#ifdef __cplusplus
}
#endif

#endif
