/*
 * json.c - the growing JSON text buffer (see json.h).
 */
#include "json.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void json_init(struct json *json)
{
	*json = (struct json){0};
}

/* Makes room for `more` bytes and the NUL; false (and failed set) when memory runs out. */
static bool reserve(struct json *json, size_t more)
{
	if (json->failed)
		return false;
	size_t needed = json->length + more + 1;
	if (needed <= json->capacity)
		return true;
	size_t capacity = json->capacity ? json->capacity : 256;
	while (capacity < needed)
		capacity *= 2;
	char *text = realloc(json->text, capacity);
	if (!text) {
		json->failed = true;
		return false;
	}
	json->text = text;
	json->capacity = capacity;
	return true;
}

void json_printf(struct json *json, const char *format, ...)
{
	va_list args;
	va_start(args, format);
	va_list again;
	va_copy(again, args);
	int length = vsnprintf(NULL, 0, format, args);
	va_end(args);
	if (length >= 0 && reserve(json, (size_t)length)) {
		vsnprintf(json->text + json->length, (size_t)length + 1, format, again);
		json->length += (size_t)length;
	}
	va_end(again);
}

static void put_char(struct json *json, char c)
{
	if (reserve(json, 1)) {
		json->text[json->length++] = c;
		json->text[json->length] = '\0';
	}
}

void json_string(struct json *json, const char *text)
{
	put_char(json, '"');
	for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
		if (*p == '"' || *p == '\\') {
			put_char(json, '\\');
			put_char(json, (char)*p);
		} else if (*p < 0x20) {
			json_printf(json, "\\u%04x", *p);
		} else {
			put_char(json, (char)*p);
		}
	}
	put_char(json, '"');
}

void json_key(struct json *json, const char *key)
{
	char last = json->length ? json->text[json->length - 1] : '{';
	if (last != '{' && last != '[')
		put_char(json, ',');
	json_string(json, key);
	put_char(json, ':');
}

void json_key_string(struct json *json, const char *key, const char *value)
{
	json_key(json, key);
	json_string(json, value);
}

void json_key_int(struct json *json, const char *key, long long value)
{
	json_key(json, key);
	json_printf(json, "%lld", value);
}

void json_key_bool(struct json *json, const char *key, bool value)
{
	json_key(json, key);
	json_printf(json, "%s", value ? "true" : "false");
}

char *json_finish(struct json *json)
{
	if (json->failed || !json->text) {
		free(json->text);
		*json = (struct json){0};
		return NULL;
	}
	char *text = json->text;
	*json = (struct json){0};
	return text;
}

char *json_error(const char *message)
{
	struct json json;
	json_init(&json);
	json_printf(&json, "{");
	json_key_string(&json, "status", "error");
	json_key_string(&json, "error", message);
	json_printf(&json, "}");
	return json_finish(&json);
}
