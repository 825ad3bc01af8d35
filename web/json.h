/*
 * json.h - a growing text buffer for the JSON answers the web module hands
 * to the pages. Every write may fail for want of memory; the buffer then
 * remembers it and json_finish() returns NULL, so callers check once.
 */
#ifndef WEB_JSON_H
#define WEB_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct json {
	char *text;
	size_t length, capacity;
	bool failed; /* an allocation failed: the text is incomplete */
};

void json_init(struct json *json);

/* Appends like printf. */
void json_printf(struct json *json, const char *format, ...)
	__attribute__((format(printf, 2, 3)));

/* Appends `text` as a quoted JSON string, escaping what JSON requires. */
void json_string(struct json *json, const char *text);

/* Appends "key": (with a comma first unless the last character opened an object or array). */
void json_key(struct json *json, const char *key);

/* Appends "key":"value" or "key":number, comma-separated as json_key. */
void json_key_string(struct json *json, const char *key, const char *value);
void json_key_int(struct json *json, const char *key, long long value);
void json_key_bool(struct json *json, const char *key, bool value);

/*
 * Hands over the text (the caller frees it), or NULL after a failed
 * allocation (the buffer is freed then).
 */
char *json_finish(struct json *json);

/* {"status":"error","error":MESSAGE} in a new string (NULL when memory runs out). */
char *json_error(const char *message);

#endif
