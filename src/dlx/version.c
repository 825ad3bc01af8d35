/*
 * version.c - the version the library was built as, for programs that
 * were built against another header (dlx_version.h gives the header's).
 */
#include "dlx.h"

const char *dlx_version(void)
{
	return DLX_VERSION_STRING;
}

int dlx_version_number(void)
{
	return DLX_VERSION_NUMBER;
}
