/*
 * count_knuth_format.c - reads a problem in Knuth's DLX text format from a
 * file and counts its solutions.
 *
 *   cc count_knuth_format.c $(pkg-config --cflags --libs libdlx) -o count_knuth_format
 *   ./count_knuth_format queens-8.dlx      # 92
 */
#include <dlx.h>
#include <dlx_format.h>

#include <stdio.h>
#include <stdlib.h>

/* The whole file in memory; NULL on failure. */
static char *slurp(const char *path, size_t *length)
{
	FILE *file = fopen(path, "rb");
	if (!file)
		return NULL;
	size_t capacity = 1 << 16, used = 0;
	char *text = malloc(capacity);
	while (text && (used += fread(text + used, 1, capacity - used, file)) == capacity) {
		char *bigger = realloc(text, capacity *= 2);
		if (!bigger)
			free(text);
		text = bigger;
	}
	fclose(file);
	*length = used;
	return text;
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE.dlx\n", argv[0]);
		return 2;
	}
	size_t length;
	char *text = slurp(argv[1], &length);
	struct dlx_format *format = dlx_format_create(false);
	struct dlx_format_error error;
	if (!text || !format || dlx_format_read(format, text, length, NULL, NULL, &error) < 0) {
		if (text && format)
			fprintf(stderr, "%s:%ld:%d: %s\n", argv[1], error.line, error.column, error.message);
		else
			fprintf(stderr, "%s: cannot read\n", argv[1]);
		free(text);
		dlx_format_destroy(format);
		return 2;
	}
	free(text);
	struct dlx_stats stats;
	dlx_search(dlx_format_problem(format), NULL, &stats); /* NULL: count them all */
	printf("%llu\n", (unsigned long long)stats.solutions);
	dlx_format_destroy(format); /* frees the problem too */
	return stats.solutions > 0 ? 0 : 1;
}
