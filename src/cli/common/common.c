/*
 * common.c - the commands' small shared helpers (see common.h): usage
 * errors, numbers and durations from the command line, a fresh seed, CPUs
 * and terminals.
 */
#include "common.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

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
	/* digits with an optional fraction only: strtod alone would take hex, exponents, "inf" */
	if (!text || !*text || strspn(text, "0123456789.") != strlen(text) ||
	    strchr(text, '.') != strrchr(text, '.') || strcmp(text, ".") == 0)
		return false;
	errno = 0;
	char *end;
	double v = strtod(text, &end);
	if (errno || *end || !isfinite(v) || v < 0)
		return false;
	*value = v;
	return true;
}

uint64_t fresh_seed(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	uint64_t seed = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
	return seed ^ ((uint64_t)getpid() << 32);
}

int online_cpus(int max)
{
	long cpus = sysconf(_SC_NPROCESSORS_ONLN);
	return cpus < 1 ? 1 : cpus > max ? max : (int)cpus;
}

bool stream_is_terminal(FILE *stream)
{
	return isatty(fileno(stream)) == 1;
}
