/*
 * format_lines.h - the reader of the text formats, as its parts share it
 * (private): its state, and the helpers of format_lines.c that both
 * grammars use; format.c reads Knuth's lines into a problem, format_ec.c
 * the exact-cover benchmark's .ec lines, format_text.c writes items and
 * options back as text.
 */
#ifndef DLX_FORMAT_PRIVATE_H
#define DLX_FORMAT_PRIVATE_H

#include "dlx_format.h"
#include "matrix/names.h"

struct dlx_format {
	bool strict;
	enum dlx_format_syntax syntax;
	long header_line;          /* .ec: the line of the 'p ec N' header, 0 before it */
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

/* A run of non-blank characters: line[start .. start+length). */
struct format_token {
	size_t start, length;
};

/* Longest name quoted in full in a message; longer ones are cut with "...". */
#define FORMAT_QUOTE_MAX 40

/* How much of a name of `length` bytes a message quotes, and the mark that it was cut. */
static inline int format_quote_length(size_t length)
{
	return length > FORMAT_QUOTE_MAX ? FORMAT_QUOTE_MAX : (int)length;
}

static inline const char *format_quote_tail(size_t length)
{
	return length > FORMAT_QUOTE_MAX ? "..." : "";
}

/* CR for CRLF line ends; form feed and vertical tab are control bytes (refused: dlx(1)). */
static inline bool format_is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/*
 * The next token at or after *at, or false at the end of the line. With
 * `split_bar` (Knuth's item line) '|' is a token of its own even when it
 * touches a name.
 */
bool format_next_token(const char *line, size_t length, size_t *at, bool split_bar,
                       struct format_token *token);

/* Fills `error` for the current line at `column` (0: the whole line). Returns DLX_FORMAT_EPARSE. */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
int format_fail(struct dlx_format *f, struct dlx_format_error *error, int column, const char *fmt,
                ...);

/* Fills `error` with dlx_strerror(code) for the current line. Returns `code`. */
int format_fail_memory(struct dlx_format *f, struct dlx_format_error *error, int code);

/* Makes item_line and item_place once the problem exists. 0 or DLX_ENOMEM. */
int format_make_stamps(struct dlx_format *f);

/* The place in the current line's option where `item` already stood, or -1 (then noted at `k`). */
int format_earlier_place(struct dlx_format *f, int item, int k);

/* Notes that `option`, just added, stands on the current line. 0 or DLX_ENOMEM. */
int format_remember_option_line(struct dlx_format *f, int option);

/* Reads one line of the .ec format (format_ec.c): not blank, already checked to be text. */
int format_read_ec_line(struct dlx_format *f, const char *line, size_t length,
                        struct dlx_format_error *error);

#endif
