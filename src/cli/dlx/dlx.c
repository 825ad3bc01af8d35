/*
 * dlx.c - the dlx executable: the command, with threads searching the parts.
 */
#include "dlx_main.h"

#include "split.h"

int main(int argc, char **argv)
{
	const struct split_runner threads = {
		.program = "dlx", .cut = split_cut_for_threads, .search = split_search,
	};
	return dlx_command(argc, argv, &threads);
}
