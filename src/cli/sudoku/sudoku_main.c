/*
 * sudoku_main.c - the `sudoku` command: picks the subcommand.
 */
#include "commands.h"
#include "common.h"
#include "dlx.h"

#include <stdio.h>
#include <string.h>

struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
};

static const struct command commands[] = {
	{"solve", command_solve, "solve puzzles (first solution, or prove it unique)"},
	{"count", command_count, "count each puzzle's solutions, up to a limit"},
	{"bench", command_bench, "time dancing links against classic backtracking solvers"},
	{"export", command_export, "write a puzzle as exact cover in Knuth's DLX format"},
	{"generate", command_generate, "make puzzles with one solution, reproducibly from a seed"},
	{"rate", command_rate, "rate puzzles on Sudoku Explainer's scale, and search effort"},
	{"explain", command_explain, "the logical solution, step by step (text, json, svg)"},
	{"hint", command_hint, "the next logical step for a puzzle or pencil-mark grid"},
	{"print", command_print, "puzzles as readable text or a printable SVG page"},
	{"check", command_check, "a player's mistakes so far, against the solution"},
};

static void usage(FILE *stream)
{
	fprintf(stream, "usage: sudoku COMMAND [OPTIONS] [FILE...]\n\ncommands:\n");
	for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++)
		fprintf(stream, "  %-10s %s\n", commands[k].name, commands[k].summary);
	fprintf(stream,
	        "\n'sudoku COMMAND --help' describes a command.\n"
	        "exit codes: 0 all puzzles solved; 1 a puzzle had no solution (or, where\n"
	        "asked, more than one), or a limit stopped it first; 2 bad input, bad\n"
	        "usage or an I/O error.\n");
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return EXIT_BAD_INPUT;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return EXIT_ALL_GOOD;
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("sudoku (dlx) %s\n", DLX_VERSION_STRING);
		return EXIT_ALL_GOOD;
	}
	for (size_t k = 0; k < sizeof commands / sizeof commands[0]; k++)
		if (strcmp(argv[1], commands[k].name) == 0)
			return commands[k].run(argc - 1, argv + 1);
	fprintf(stderr, "sudoku: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return EXIT_BAD_INPUT;
}
