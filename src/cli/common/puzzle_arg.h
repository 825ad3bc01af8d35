/*
 * puzzle_arg.h - a puzzle typed on the command line in place of a file name.
 */
#ifndef CLI_PUZZLE_ARG_H
#define CLI_PUZZLE_ARG_H

#include <stdbool.h>

/* The name messages give such an argument, in place of a file's. */
#define PUZZLE_ARGUMENT_NAME "<argument>"

/*
 * Whether `arg` is a puzzle's text rather than a path: no file of that name
 * exists, and it is cell symbols and separators only: n*n cells for a
 * supported size n (at least half of them digits or empty cells), more
 * than 16 cells nine tenths of them digits or empty, or several lines.
 */
bool is_puzzle_argument(const char *arg);

#endif
