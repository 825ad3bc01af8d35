/*
 * dlx_main.h - the whole `dlx` command, with the runner that searches its
 * parts: dlx passes threads, dlx-mpi its ranks (runner.h).
 */
#ifndef CLI_DLX_MAIN_H
#define CLI_DLX_MAIN_H

#include "runner.h"

/* Runs the command on argv and returns the process exit code. */
int dlx_command(int argc, char **argv, const struct split_runner *runner);

/* `dlx bench ARGS` (dlx_bench.c); argv[0] is "bench". Returns the exit code. */
int dlx_bench_command(int argc, char **argv);

#endif
