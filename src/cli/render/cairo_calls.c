/*
 * cairo_calls.c - cairo and fontconfig by dlopen (see cairo_calls.h). The
 * names are the libraries' sonames on Linux and the other ELF systems.
 */
#include "cairo_calls.h"

#include <dlfcn.h>
#include <stdbool.h>
#include <string.h>

#define CAIRO_SONAME "libcairo.so.2"
#define FONTCONFIG_SONAME "libfontconfig.so.1"

/* Looks `name` up in `library` into *slot, a function pointer's room; false when absent. */
static bool look_up(void *library, const char *name, void *slot, size_t size)
{
	void *found = dlsym(library, name);
	if (!found || size != sizeof found)
		return false;
	memcpy(slot, &found, size); /* POSIX: a function's address fits an object pointer */
	return true;
}

const struct cairo_calls *cairo_calls_load(void)
{
	static struct cairo_calls calls;
	static bool tried, loaded;
	if (tried)
		return loaded ? &calls : NULL;
	tried = true;
	void *libraries[2] = {dlopen(CAIRO_SONAME, RTLD_NOW | RTLD_LOCAL),
	                      dlopen(FONTCONFIG_SONAME, RTLD_NOW | RTLD_LOCAL)};
	enum { C, F };
	if (!libraries[C] || !libraries[F])
		return NULL;
	loaded = true;
#define CAIRO_CALL_LOAD(library, name)                                                          \
	loaded = loaded && look_up(libraries[library], #name, &calls.name, sizeof calls.name);
	CAIRO_CALLS(CAIRO_CALL_LOAD)
#undef CAIRO_CALL_LOAD
	return loaded ? &calls : NULL;
}
