/*
 * out.h - the text a diagram is written as (write.c's DLX6 lines, dot.c's
 * Graphviz graph), gathered into a buffer and handed to the caller's
 * dlx_write_fn a few kilobytes at a time: one call a line would cost more
 * than the formatting. Private to the room.
 *
 * After the first failed write every later call does nothing, so a writer
 * can go on formatting and look at `error` once at the end.
 */
#ifndef DLX_ZDD_OUT_H
#define DLX_ZDD_OUT_H

#include "dlx.h"

#include <stddef.h>

#define ZDD_OUT_CHUNK 4096
/* The longest piece out_format writes: a line of either form with room to spare. */
#define ZDD_OUT_PIECE_MAX 96

struct zdd_out {
	dlx_write_fn write;
	void *user;
	int error; /* DLX_EWRITE once a write failed, else 0 */
	size_t used;
	char buffer[ZDD_OUT_CHUNK];
};

/* Appends printf-formatted text of fewer than ZDD_OUT_PIECE_MAX bytes. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void out_format(struct zdd_out *out, const char *format, ...);

/* Appends `length` bytes of `text`, of any length. */
void out_text(struct zdd_out *out, const char *text, size_t length);

/* Hands over what the buffer holds; returns `error`. */
int out_finish(struct zdd_out *out);

#endif
