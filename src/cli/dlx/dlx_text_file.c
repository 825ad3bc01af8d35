/*
 * dlx_text_file.c - the text files the `dlx` command reads whole and
 * writes through the library's writers: ZDDs and checkpoints. Writing goes
 * to a temporary file, flushed to disk and renamed into place
 * (output_file.c), so a crash or a kill leaves the old file or the new
 * one, whole; a reader's error is printed at its FILE:LINE:COLUMN.
 */
#include "dlx_settings.h"

#include "common.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int write_stream(void *user, const char *text, size_t length)
{
	return fwrite(text, 1, length, user) == length ? 0 : -1;
}

bool save_text(const char *path, char *const *inputs, int input_count, text_writer_fn writer,
               const void *object)
{
	struct output_file out;
	if (!output_open(&out, path, inputs, input_count))
		return false;
	if (writer(object, write_stream, out.stream) != 0) {
		fprintf(stderr, "%s: write error: %s\n", path, strerror(errno));
		output_abort(&out);
		return false;
	}
	return output_commit(&out);
}

char *load_text(const char *path, const char **name, size_t *length)
{
	bool is_stdin = strcmp(path, "-") == 0;
	*name = is_stdin ? "<stdin>" : path;
	FILE *file = is_stdin ? stdin : fopen(path, "rb");
	if (!file) {
		fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
		return NULL;
	}
	char *text = NULL;
	bool ok = read_all(file, *name, DEFAULT_MAX_INPUT_SIZE, &text, length);
	if (!is_stdin)
		fclose(file);
	return ok ? text : NULL;
}

void report_text_error(const char *name, long line, int column, const char *message)
{
	fprintf(stderr, "%s:", name);
	if (line > 0)
		fprintf(stderr, "%ld:", line);
	if (line > 0 && column > 0)
		fprintf(stderr, "%d:", column);
	fprintf(stderr, " %s\n", message);
}
