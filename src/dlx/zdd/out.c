/*
 * out.c - buffered text through a dlx_write_fn (out.h): the buffer is
 * handed over whenever the next piece might not fit, so no piece is ever
 * cut by a flush except raw text longer than the buffer itself.
 */
#include "zdd/out.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static void flush(struct zdd_out *out)
{
	if (out->used > 0 && out->error == 0 && out->write(out->user, out->buffer, out->used) != 0)
		out->error = DLX_EWRITE;
	out->used = 0;
}

void out_format(struct zdd_out *out, const char *format, ...)
{
	if (out->used + ZDD_OUT_PIECE_MAX > ZDD_OUT_CHUNK)
		flush(out);
	va_list args;
	va_start(args, format);
	int n = vsnprintf(out->buffer + out->used, ZDD_OUT_PIECE_MAX, format, args);
	va_end(args);
	/* a piece cut at the limit keeps what fitted (callers stay far below it) */
	out->used += n < 0 ? 0 : (size_t)n < ZDD_OUT_PIECE_MAX ? (size_t)n : ZDD_OUT_PIECE_MAX - 1;
}

void out_text(struct zdd_out *out, const char *text, size_t length)
{
	while (length > 0 && out->error == 0) {
		if (out->used == ZDD_OUT_CHUNK)
			flush(out);
		size_t room = ZDD_OUT_CHUNK - out->used, n = length < room ? length : room;
		memcpy(out->buffer + out->used, text, n);
		out->used += n;
		text += n;
		length -= n;
	}
}

int out_finish(struct zdd_out *out)
{
	flush(out);
	return out->error;
}
