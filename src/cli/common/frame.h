/*
 * frame.h - the one frame of a command that reads inputs and writes one
 * output: parse the flags, open the output (refusing one that names an
 * input), run the loop over the inputs, then commit the output, or leave an
 * existing file as it was when the inputs were not read whole. Each command
 * fills in its own steps; the order and the output's fate live here alone.
 */
#ifndef CLI_FRAME_H
#define CLI_FRAME_H

#include "common.h"

#include <stdbool.h>

struct command_frame {
	/* Reads the flags into the run: -1 to go on, or an exit code; *first: the first input. */
	int (*parse)(void *run, int argc, char **argv, int *first);
	/* The loop over the inputs: the exit code; *complete when every input was read whole. */
	int (*loop)(void *run, char **files, int file_count, bool *complete);
	/*
	 * After the loop (NULL: nothing to do): -1 to commit the output as
	 * finish_output does, or the exit code, the command having dealt with
	 * the output itself.
	 */
	int (*finish)(void *run, bool complete, int code);
	struct output_file *out;        /* the run's output */
	const char *const *output_path; /* the run's -o, read once the flags are parsed */
};

/* Runs the command's steps in the frame's order on the run. Returns the exit code. */
int frame_run(const struct command_frame *frame, void *run, int argc, char **argv);

#endif
