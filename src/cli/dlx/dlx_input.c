/*
 * dlx_input.c - reading the `dlx` command's input: the whole file or stream
 * into memory (within --max-input-size, refusing binary data at its first
 * block), then Knuth's format or the .ec format, with errors and warnings
 * as FILE:LINE:COLUMN.
 */
#include "dlx_settings.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

/* ---- Messages ---- */

/* Prints an error or warning of the reader as FILE:LINE:COLUMN: message. */
static void report_format(const char *name, const struct dlx_format_error *error, bool warning)
{
	fprintf(stderr, "%s:%ld:", name, error->line);
	if (error->column > 0)
		fprintf(stderr, "%d:", error->column);
	fprintf(stderr, " %s%s\n", warning ? "warning: " : "", error->message);
}

static void on_warning(void *user, const struct dlx_format_error *warning)
{
	report_format(user, warning, true);
}

/* Where a byte sits in text, as 1-based line and column, for messages. */
static void locate(const char *text, size_t offset, long *line, size_t *column)
{
	*line = 1;
	size_t line_start = 0;
	for (size_t k = 0; k < offset; k++)
		if (text[k] == '\n') {
			++*line;
			line_start = k + 1;
		}
	*column = offset - line_start + 1;
}

/* A byte no text holds: a control character other than the blanks, or DEL. */
static bool is_control(unsigned char byte)
{
	/* strchr also finds the terminating NUL, hence the test for 0 */
	return byte == 0 || (byte < 0x20 && !strchr("\t\n\v\f\r", byte)) || byte == 0x7f;
}

/*
 * Checks a block just read: a control byte (NUL, say) stops the reading at
 * once, so an endless binary stream (/dev/zero) fails in its first block
 * instead of filling memory. The message is the format reader's own.
 */
static bool text_so_far(const char *buffer, size_t checked, size_t used, const char *name)
{
	size_t k = checked;
	while (k < used && !is_control((unsigned char)buffer[k]))
		k++;
	if (k == used)
		return true;
	long line;
	size_t column;
	locate(buffer, k, &line, &column);
	fprintf(stderr, "%s:%ld:%zu: control character 0x%02x: the input is not text\n", name, line,
	        column, (unsigned char)buffer[k]);
	return false;
}

bool read_all(FILE *file, const char *name, uint64_t limit, char **text, size_t *length)
{
	size_t used = 0, capacity = 1 << 16;
	char *buffer = malloc(capacity);
	while (buffer) {
		size_t before = used, room = capacity - used;
		if (room > limit + 1 - used)
			room = (size_t)(limit + 1 - used); /* one byte past the limit tells it was passed */
		used += fread(buffer + used, 1, room, file);
		if (!text_so_far(buffer, before, used, name) || used > limit) {
			if (used > limit)
				fprintf(stderr, "%s: input larger than %" PRIu64 " bytes: refused "
				        "(--max-input-size raises the limit)\n", name, limit);
			free(buffer);
			return false;
		}
		if (used < before + room || used < capacity)
			break;
		char *bigger = capacity < SIZE_MAX / 2 ? realloc(buffer, capacity * 2) : NULL;
		if (!bigger) {
			free(buffer);
			buffer = NULL;
			break;
		}
		buffer = bigger;
		capacity *= 2;
	}
	if (!buffer) {
		fprintf(stderr, "%s: out of memory reading the input\n", name);
		return false;
	}
	if (ferror(file)) {
		fprintf(stderr, "%s: read error: %s\n", name, strerror(errno));
		free(buffer);
		return false;
	}
	*text = buffer;
	*length = used;
	return true;
}

/*
 * The syntax to read: --format's, or by the file name. The text cannot
 * decide it: "p ec 3" is a valid item line of Knuth's format too.
 */
static enum dlx_format_syntax syntax_for(const struct settings *s)
{
	if (s->format != FORMAT_AUTO)
		return s->format == FORMAT_EC ? DLX_SYNTAX_EC : DLX_SYNTAX_KNUTH;
	size_t length = strlen(s->path);
	return length > 3 && strcmp(s->path + length - 3, ".ec") == 0 ? DLX_SYNTAX_EC
	                                                               : DLX_SYNTAX_KNUTH;
}

struct dlx_format *load(const struct settings *s, const char **name)
{
	bool is_stdin = strcmp(s->path, "-") == 0;
	*name = is_stdin ? "<stdin>" : s->path;
	FILE *file = is_stdin ? stdin : fopen(s->path, "rb");
	if (!file) {
		fprintf(stderr, "%s: cannot open: %s\n", s->path, strerror(errno));
		return NULL;
	}
	char *text = NULL;
	size_t length = 0;
	bool ok = read_all(file, *name, s->max_input_size, &text, &length);
	if (!is_stdin)
		fclose(file);
	if (!ok)
		return NULL;
	struct dlx_format *format = dlx_format_create(s->strict);
	struct dlx_format_error error;
	int code = DLX_ENOMEM;
	if (format) {
		(void)dlx_format_set_syntax(format, syntax_for(s)); /* a fresh reader takes either */
		code = dlx_format_read(format, text, length, on_warning, (void *)*name, &error);
	}
	free(text);
	if (code < 0) {
		if (format)
			report_format(*name, &error, false);
		else
			fprintf(stderr, "%s: out of memory\n", *name);
		dlx_format_destroy(format);
		return NULL;
	}
	return format;
}
