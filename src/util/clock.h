/*
 * clock.h - the one clock of the project: seconds on the monotonic clock,
 * for time limits, progress lines and timings. It never goes back, so a
 * difference of two readings is a duration even if the wall clock is set.
 */
#ifndef UTIL_CLOCK_H
#define UTIL_CLOCK_H

#include <time.h>

static inline double seconds_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

#endif
