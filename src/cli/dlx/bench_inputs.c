/*
 * bench_inputs.c - what `dlx bench` reads before it runs anything: the
 * configurations (--config, --configs FILE) with every word checked, and
 * the instances (globs expanded when the shell did not), all read in
 * full, so a bad word or a bad file stops the command before any output.
 */
#include "bench_rows.h"

#include "common.h"
#include "dlx_settings.h"

#include <glob.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool bench_list_add(struct bench_list *list, const char *text)
{
	if (list->count == list->capacity) {
		int capacity = list->capacity ? 2 * list->capacity : 8;
		char **items = realloc(list->items, (size_t)capacity * sizeof *items);
		if (!items)
			return false;
		list->items = items;
		list->capacity = capacity;
	}
	char *copy = strdup(text);
	if (!copy)
		return false;
	list->items[list->count++] = copy;
	return true;
}

void bench_list_free(struct bench_list *list)
{
	for (int k = 0; k < list->count; k++)
		free(list->items[k]);
	free(list->items);
	*list = (struct bench_list){0};
}

/* "links, mrv, ...": the words a configuration may use, for messages. */
static void known_words(char *text, size_t capacity)
{
	text[0] = '\0';
	for (int k = 0; dlx_bench_word(k); k++) {
		size_t used = strlen(text);
		snprintf(text + used, capacity - used, "%s%s", k ? ", " : "", dlx_bench_word(k));
	}
}

/* Checks one configuration; prints "WHERE: ..." (WHERE NULL: a usage error) when it fails. */
static bool check_config(const char *config, const char *where, long line, size_t column)
{
	struct dlx_search_options options;
	size_t offset = 0, length = 0;
	if (dlx_bench_config(config, &options, &offset, &length) == 0)
		return true;
	char known[256], what[320];
	known_words(known, sizeof known);
	if (length == 0)
		snprintf(what, sizeof what, "an empty configuration word (known: %s)", known);
	else
		snprintf(what, sizeof what, "unknown configuration word '%.*s' (known: %s)",
		         (int)length, config + offset, known);
	if (!where)
		usage_error("dlx bench", "%s in '%s'", what, config);
	else
		fprintf(stderr, "%s:%ld:%zu: %s\n", where, line, column + offset, what);
	return false;
}

bool bench_check_configs(const struct bench_list *configs)
{
	for (int k = 0; k < configs->count; k++)
		if (!check_config(configs->items[k], NULL, 0, 0))
			return false;
	return true;
}

/* The line without its comment and surrounding blanks: start and length. */
static size_t trim(const char *text, size_t length, size_t *start)
{
	const char *hash = memchr(text, '#', length);
	if (hash)
		length = (size_t)(hash - text);
	*start = 0;
	while (*start < length && strchr(" \t\r", text[*start]))
		++*start;
	while (length > *start && strchr(" \t\r", text[length - 1]))
		length--;
	return length - *start;
}

bool bench_read_configs(const char *path, struct bench_list *configs)
{
	struct line_reader reader;
	if (!line_reader_open(&reader, path))
		return false;
	const char *text;
	size_t length, start;
	bool cut, ok = true;
	int got;
	while (ok && (got = line_reader_next(&reader, &text, &length, &cut)) > 0) {
		size_t size = trim(text, length, &start);
		if (size == 0)
			continue;
		char *config = strndup(text + start, size);
		ok = config && check_config(config, reader.name, reader.line, start + 1) &&
		     bench_list_add(configs, config);
		if (!config)
			fprintf(stderr, "dlx bench: out of memory\n");
		free(config);
	}
	line_reader_close(&reader);
	return ok && got == 0;
}

/* Adds the files `pattern` matches; a pattern that matches none is an error. */
static bool expand_one(const char *pattern, struct bench_list *paths)
{
	struct stat st;
	if (!strpbrk(pattern, "*?[") || stat(pattern, &st) == 0)
		return bench_list_add(paths, pattern);
	glob_t found;
	int code = glob(pattern, 0, NULL, &found);
	if (code == GLOB_NOMATCH) {
		fprintf(stderr, "%s: no file matches\n", pattern);
		return false;
	}
	bool ok = code == 0;
	for (size_t k = 0; ok && k < found.gl_pathc; k++)
		ok = bench_list_add(paths, found.gl_pathv[k]);
	globfree(&found);
	if (!ok)
		fprintf(stderr, "%s: cannot expand the pattern\n", pattern);
	return ok;
}

bool bench_expand(char **operands, int count, struct bench_list *paths)
{
	for (int k = 0; k < count; k++)
		if (!expand_one(operands[k], paths))
			return false;
	return true;
}

bool bench_load(const struct bench_list *paths, struct dlx_format **formats)
{
	for (int k = 0; k < paths->count; k++) {
		struct settings s = {.path = paths->items[k],
		                     .max_input_size = DEFAULT_MAX_INPUT_SIZE};
		const char *name;
		formats[k] = load(&s, &name);
		if (!formats[k])
			return false;
	}
	return true;
}
