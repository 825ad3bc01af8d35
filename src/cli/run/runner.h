/*
 * runner.h - who searches the parts of one cut search: the library's
 * threads in one process (parallel.c) or MPI ranks (dlx_mpi.c). The `dlx`
 * command takes a runner and calls it, and never names threads or MPI
 * itself, so one build of the command serves both executables and the
 * calls run one way: each executable's main knows the command and its
 * runner, the command knows only this interface.
 */
#ifndef CLI_RUNNER_H
#define CLI_RUNNER_H

#include "split.h"

#include <stdbool.h>

struct split_runner {
	const char *program;  /* the command's name in messages: "dlx" or "dlx-mpi" */
	bool over_ranks;      /* every search goes to MPI ranks, and each rank reads the input */
	/* Cuts pb into the parts worth making for `jobs` threads (ranks count themselves). 0 or DLX_E*. */
	int (*cut)(struct dlx_parts *set, struct dlx_problem *pb, int jobs);
	/* Searches every part of request->set and adds the results up into *result. */
	void (*search)(const struct split_request *request, struct split_result *result);
	void *state;          /* passed on as split_request.runner (dlx-mpi's state) */
};

#endif
