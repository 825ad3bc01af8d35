/*
 * options.h - one table-driven option parser for every command. A command
 * describes each option once (name, short name, kind, destination, allowed
 * values, help text); the parser reads argv from that table and prints the
 * --help option list from it, so parsing and help cannot disagree, and the
 * same mistake gets the same message in every command:
 *
 *     PROGRAM: unknown option '--nope'
 *     PROGRAM: option '--limit' needs a value
 *     PROGRAM: option '--stats' takes no value
 *     PROGRAM: --limit needs a whole number from 1 to 2^64-1, not '0x10'
 *     PROGRAM: --format needs one of line, grid, pretty, not 'tsv'
 *     (see 'PROGRAM --help')
 *
 * every one with exit code 2 (EXIT_BAD_INPUT).
 */
#ifndef CLI_OPTIONS_H
#define CLI_OPTIONS_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

enum option_kind {
	OPTION_FLAG,    /* no value; sets *(bool *)destination */
	OPTION_SETS,    /* no value; stores min in *(uint64_t *)destination (the last one
	                   wins, as --first and --all over one solution limit) */
	OPTION_COUNT,   /* a whole decimal number in min..max; *(uint64_t *)destination */
	OPTION_INT,     /* the same into *(int *)destination; max at most INT_MAX */
	OPTION_SECONDS, /* decimal seconds, fractions allowed, > 0 (>= 0 with zero_allowed);
	                   *(double *)destination */
	OPTION_CHOICE,  /* one of choices[]; its index in *(int *)destination */
	OPTION_PATH,    /* a file name, not empty ("-": standard input or output);
	                   *(const char **)destination */
	OPTION_TEXT,    /* any text; *(const char **)destination */
	OPTION_CUSTOM,  /* read(text, destination) decides; `expected` says what it takes */
};

struct option_spec {
	const char *name;           /* the long name, without "--"; NULL: a heading (help) */
	char short_name;            /* 0: none */
	enum option_kind kind;
	void *destination;
	bool *seen;                 /* may be NULL: set when the option is given */
	const char *const *choices; /* CHOICE: NULL-terminated */
	uint64_t min, max;          /* COUNT, INT: the range (max 0: no upper bound) */
	bool zero_allowed;          /* SECONDS: 0 is a value (say what it means in help) */
	bool (*read)(const char *text, void *destination); /* CUSTOM: false refuses */
	const char *expected;       /* CUSTOM: "I/N with 1 <= I <= N", for the message */
	const char *value_name;     /* in the help: N, S, OUT ... */
	const char *implied;        /* not NULL: the value is optional, given only as
	                               --name=VALUE, and this is the value without it */
	const char *help;           /* lines after the first start with "\n" */
};

struct command_spec {
	const char *program;        /* "sudoku solve": in messages */
	const char *usage;          /* printed before the option list */
	const struct option_spec *options;
	int option_count;
	const char *epilogue;       /* printed after it */
	const char *version;        /* not NULL: --version prints "PROGRAM VERSION" */
};

#define OPTION_COUNT_OF(table) ((int)(sizeof(table) / sizeof((table)[0])))

/*
 * Reads the options of argv[1..argc-1] (mixed with operands; "--" ends them,
 * a lone "-" is an operand) into their destinations, and moves the operands,
 * in order, to argv[*first_operand .. argc-1]. Returns -1 to go on,
 * EXIT_ALL_GOOD after printing --help (or -h, or --version), or
 * EXIT_BAD_INPUT after a usage message on stderr.
 */
int options_parse(const struct command_spec *command, int argc, char **argv, int *first_operand);

/* Prints the usage, the option list from the table, and the epilogue. */
void options_print_help(FILE *stream, const struct command_spec *command);

#endif
