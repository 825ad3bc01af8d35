/*
 * common.c - the commands' shared plumbing (see common.h).
 */
#include "common.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

bool line_reader_open(struct line_reader *reader, const char *path)
{
	reader->is_stdin = strcmp(path, "-") == 0;
	reader->name = reader->is_stdin ? "<stdin>" : path;
	reader->line = 0;
	reader->chunk_start = reader->chunk_end = 0;
	reader->eof = reader->error = false;
	if (reader->is_stdin) {
		reader->file = stdin;
		return true;
	}
	reader->file = fopen(path, "rb");
	if (!reader->file) {
		fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
		return false;
	}
	struct stat st;
	if (fstat(fileno(reader->file), &st) == 0 && S_ISDIR(st.st_mode)) {
		fprintf(stderr, "%s: is a directory\n", path);
		fclose(reader->file);
		reader->file = NULL;
		return false;
	}
	return true;
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
			fprintf(stderr, "%s: read error: %s\n", reader->name, strerror(errno));
		}
		return false;
	}
	return true;
}

int line_reader_next(struct line_reader *reader, const char **text, size_t *length, bool *cut)
{
	size_t used = 0;
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

static bool same_file(const char *a, const char *b)
{
	struct stat sa, sb;
	return stat(a, &sa) == 0 && stat(b, &sb) == 0 && sa.st_dev == sb.st_dev &&
	       sa.st_ino == sb.st_ino;
}

bool output_open(struct output_file *out, const char *path, char *const *inputs, int input_count)
{
	*out = (struct output_file){0};
	if (!path || strcmp(path, "-") == 0) {
		out->stream = stdout;
		return true;
	}
	for (int k = 0; k < input_count; k++) {
		if (strcmp(inputs[k], "-") != 0 &&
		    (strcmp(inputs[k], path) == 0 || same_file(inputs[k], path))) {
			fprintf(stderr, "%s: refusing to write the output over an input file\n", path);
			return false;
		}
	}
	struct stat st;
	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		/* a device or FIFO (/dev/null, a pipe): write to it, never rename over it */
		out->stream = fopen(path, "w");
		out->path = strdup(path);
		if (!out->stream || !out->path) {
			fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
			output_abort(out);
			return false;
		}
		return true;
	}
	size_t len = strlen(path);
	out->path = strdup(path);
	out->temp_path = malloc(len + 16);
	if (!out->path || !out->temp_path) {
		fprintf(stderr, "out of memory\n");
		output_abort(out);
		return false;
	}
	/* the temporary file sits beside the target, so the rename stays on one file system */
	snprintf(out->temp_path, len + 16, "%s.tmp-XXXXXX", path);
	int fd = mkstemp(out->temp_path);
	if (fd < 0) {
		fprintf(stderr, "%s: cannot create: %s\n", path, strerror(errno));
		free(out->temp_path);
		out->temp_path = NULL;
		output_abort(out);
		return false;
	}
	mode_t mask = umask(0);
	umask(mask);
	fchmod(fd, 0666 & ~mask);
	out->stream = fdopen(fd, "w");
	if (!out->stream) {
		close(fd);
		fprintf(stderr, "%s: cannot open: %s\n", path, strerror(errno));
		output_abort(out);
		return false;
	}
	return true;
}

bool output_commit(struct output_file *out)
{
	if (!out->temp_path) { /* stdout, or a device or FIFO opened directly */
		bool ok = fflush(out->stream) == 0 && !ferror(out->stream);
		if (out->path)
			ok = fclose(out->stream) == 0 && ok;
		if (!ok)
			fprintf(stderr, "%s: write error: %s\n", out->path ? out->path : "<stdout>",
			        strerror(errno));
		free(out->path);
		*out = (struct output_file){0};
		return ok;
	}
	bool ok = fflush(out->stream) == 0 && !ferror(out->stream) && fsync(fileno(out->stream)) == 0;
	ok = fclose(out->stream) == 0 && ok;
	out->stream = NULL;
	if (ok && rename(out->temp_path, out->path) == 0) {
		free(out->temp_path);
		free(out->path);
		*out = (struct output_file){0};
		return true;
	}
	fprintf(stderr, "%s: write failed: %s (the file is unchanged)\n", out->path, strerror(errno));
	output_abort(out);
	return false;
}

void output_abort(struct output_file *out)
{
	if (!out->temp_path && out->path && out->stream)
		fclose(out->stream); /* a device or FIFO: nothing to undo */
	if (out->temp_path) {
		if (out->stream)
			fclose(out->stream);
		unlink(out->temp_path);
	}
	free(out->temp_path);
	free(out->path);
	*out = (struct output_file){0};
}

int usage_error(const char *program, const char *fmt, ...)
{
	fprintf(stderr, "%s: ", program);
	va_list args;
	va_start(args, fmt);
	vfprintf(stderr, fmt, args);
	va_end(args);
	fprintf(stderr, "\n(see '%s --help')\n", program);
	return EXIT_BAD_INPUT;
}

bool parse_count(const char *text, uint64_t *value)
{
	if (!text || *text < '0' || *text > '9')
		return false;
	errno = 0;
	char *end;
	unsigned long long v = strtoull(text, &end, 10);
	if (errno || *end)
		return false;
	*value = v;
	return true;
}

bool parse_seconds(const char *text, double *value)
{
	if (!text || !*text)
		return false;
	errno = 0;
	char *end;
	double v = strtod(text, &end);
	if (errno || *end || !isfinite(v) || v < 0)
		return false;
	*value = v;
	return true;
}

bool stream_is_terminal(FILE *stream)
{
	return isatty(fileno(stream)) == 1;
}
