/*
 * line_reader.c - reading input line by line for the commands (common.h):
 * any line length, a FILE:LINE:COLUMN message for binary data, and the
 * messages kept instead of printed when the caller asks (line_reader_open_held).
 */
#include "common.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A message about the input: printed, or kept in reader->message (line_reader_open_held). */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void complain(struct line_reader *reader, const char *fmt, ...)
{
	va_list args;
	va_start(args, fmt);
	vsnprintf(reader->message, sizeof reader->message, fmt, args);
	va_end(args);
	if (!reader->hold)
		fputs(reader->message, stderr);
}

static bool open_reader(struct line_reader *reader, const char *path)
{
	reader->is_stdin = strcmp(path, "-") == 0;
	reader->name = reader->is_stdin ? "<stdin>" : path;
	reader->line = 0;
	reader->chunk_start = reader->chunk_end = 0;
	reader->eof = reader->error = false;
	reader->message[0] = '\0';
	if (reader->is_stdin) {
		reader->file = stdin;
		return true;
	}
	reader->file = fopen(path, "rb");
	if (!reader->file) {
		complain(reader, "%s: cannot open: %s\n", path, strerror(errno));
		return false;
	}
	struct stat st;
	if (fstat(fileno(reader->file), &st) == 0 && S_ISDIR(st.st_mode)) {
		complain(reader, "%s: is a directory\n", path);
		fclose(reader->file);
		reader->file = NULL;
		return false;
	}
	return true;
}

bool line_reader_open(struct line_reader *reader, const char *path)
{
	reader->hold = false;
	return open_reader(reader, path);
}

bool line_reader_open_held(struct line_reader *reader, const char *path)
{
	reader->hold = true;
	return open_reader(reader, path);
}

/* Refills the chunk; false at the end of input or on error. */
static bool refill(struct line_reader *reader)
{
	if (reader->eof)
		return false;
	size_t got = fread(reader->chunk, 1, sizeof reader->chunk, reader->file);
	reader->chunk_start = 0;
	reader->chunk_end = got;
	if (got == 0) {
		reader->eof = true;
		if (ferror(reader->file)) {
			reader->error = true;
			complain(reader, "%s: read error: %s\n", reader->name, strerror(errno));
		}
		return false;
	}
	return true;
}

/*
 * A NUL byte ends the file's reading at once: text never holds one, and a
 * stream of them (/dev/zero) has no newline to end a line, so reading on
 * would never return.
 */
static int refuse_binary(struct line_reader *reader, size_t column)
{
	complain(reader, "%s:%ld:%zu: unexpected byte 0x00: not a text file, the rest is not read\n",
	        reader->name, reader->line + 1, column);
	reader->eof = reader->error = true;
	reader->chunk_start = reader->chunk_end;
	return -1;
}

int line_reader_next(struct line_reader *reader, const char **text, size_t *length, bool *cut)
{
	size_t used = 0, position = 0; /* bytes kept, bytes read of this line */
	bool any = false;
	*cut = false;
	for (;;) {
		if (reader->chunk_start == reader->chunk_end && !refill(reader)) {
			if (reader->error)
				return -1;
			if (!any)
				return 0;
			break; /* a last line without a newline */
		}
		any = true;
		char *start = reader->chunk + reader->chunk_start;
		size_t avail = reader->chunk_end - reader->chunk_start;
		char *newline = memchr(start, '\n', avail);
		size_t take = newline ? (size_t)(newline - start) : avail;
		const char *nul = memchr(start, '\0', take);
		if (nul)
			return refuse_binary(reader, position + (size_t)(nul - start) + 1);
		position += take;
		size_t room = LINE_MAX_BYTES - used;
		if (take > room) {
			*cut = true;
			memcpy(reader->text + used, start, room);
			used += room;
		} else {
			memcpy(reader->text + used, start, take);
			used += take;
		}
		reader->chunk_start += take + (newline != NULL);
		if (newline)
			break;
	}
	reader->text[used] = '\0';
	reader->line++;
	*text = reader->text;
	*length = used;
	return 1;
}

void line_reader_close(struct line_reader *reader)
{
	if (reader->file && !reader->is_stdin)
		fclose(reader->file);
	reader->file = NULL;
}
