/*
 * frame.c - parse, open, loop, commit (frame.h).
 */
#include "frame.h"

#include "puzzles.h"

int frame_run(const struct command_frame *frame, void *run, int argc, char **argv)
{
	int first;
	int code = frame->parse(run, argc, argv, &first);
	if (code >= 0)
		return code;
	char **files = argv + first;
	int file_count = argc - first;
	if (!output_open(frame->out, *frame->output_path, files, file_count))
		return EXIT_BAD_INPUT;
	bool complete = false;
	code = frame->loop(run, files, file_count, &complete);
	int finished = frame->finish ? frame->finish(run, complete, code) : -1;
	return finished >= 0 ? finished : finish_output(frame->out, complete, code);
}
