/*
 * options.c - the table-driven option parser (see options.h).
 *
 * Accepted forms: --name, --name=VALUE, --name VALUE, -x, -xVALUE, -x VALUE,
 * and "--" before operands that start with '-'. A lone "-" is an operand
 * (standard input). Options may come before, between or after operands.
 * Long names must be written in full: an abbreviation that works today
 * would break a script the day an option with the same start is added.
 */
#include "options.h"

#include "common.h"

#include <inttypes.h>
#include <limits.h>
#include <string.h>

/* Whether the option is written without a value (--stats, not --stats=1). */
static bool takes_no_value(const struct option_spec *spec)
{
	return spec->kind == OPTION_FLAG || spec->kind == OPTION_SETS;
}

static const struct option_spec *find_long(const struct command_spec *command, const char *name,
                                           size_t length)
{
	for (int k = 0; k < command->option_count; k++) {
		const char *candidate = command->options[k].name;
		if (candidate && strlen(candidate) == length && strncmp(candidate, name, length) == 0)
			return &command->options[k];
	}
	return NULL;
}

static const struct option_spec *find_short(const struct command_spec *command, char name)
{
	for (int k = 0; k < command->option_count; k++)
		if (command->options[k].name && command->options[k].short_name == name)
			return &command->options[k];
	return NULL;
}

/* The upper bound of a whole-number option: max, or the type's own. */
static uint64_t upper_bound(const struct option_spec *spec)
{
	if (spec->max)
		return spec->max;
	return spec->kind == OPTION_INT ? INT_MAX : UINT64_MAX;
}

static int refuse_number(const struct command_spec *command, const struct option_spec *spec,
                         const char *value)
{
	uint64_t max = upper_bound(spec);
	if (max == UINT64_MAX) /* the documented form of the largest seed */
		return usage_error(command->program, "--%s needs a whole number from %" PRIu64
		                   " to 2^64-1, not '%s'", spec->name, spec->min, value);
	return usage_error(command->program, "--%s needs a whole number from %" PRIu64 " to %" PRIu64
	                   ", not '%s'", spec->name, spec->min, max, value);
}

static int store_number(const struct command_spec *command, const struct option_spec *spec,
                        const char *value)
{
	uint64_t number;
	if (!parse_count(value, &number) || number < spec->min || number > upper_bound(spec))
		return refuse_number(command, spec, value);
	if (spec->kind == OPTION_INT)
		*(int *)spec->destination = (int)number;
	else
		*(uint64_t *)spec->destination = number;
	return -1;
}

static int store_seconds(const struct command_spec *command, const struct option_spec *spec,
                         const char *value)
{
	double *seconds = spec->destination;
	if (parse_seconds(value, seconds) && (*seconds > 0 || spec->zero_allowed))
		return -1;
	return usage_error(command->program, "--%s needs a %snumber of seconds, not '%s'", spec->name,
	                   spec->zero_allowed ? "" : "positive ", value);
}

static int store_choice(const struct command_spec *command, const struct option_spec *spec,
                        const char *value)
{
	char allowed[256] = "";
	size_t used = 0;
	for (int k = 0; spec->choices[k]; k++) {
		if (strcmp(value, spec->choices[k]) == 0) {
			*(int *)spec->destination = k;
			return -1;
		}
		if (used < sizeof allowed)
			used += (size_t)snprintf(allowed + used, sizeof allowed - used, "%s%s",
			                         k ? ", " : "", spec->choices[k]);
	}
	return usage_error(command->program, "--%s needs one of %s, not '%s'", spec->name, allowed,
	                   value);
}

/* Stores a value; returns -1 to go on or EXIT_BAD_INPUT after a message. */
static int store(const struct command_spec *command, const struct option_spec *spec,
                 const char *value)
{
	if (spec->seen)
		*spec->seen = true;
	switch (spec->kind) {
	case OPTION_FLAG: *(bool *)spec->destination = true; return -1;
	case OPTION_SETS: *(uint64_t *)spec->destination = spec->min; return -1;
	case OPTION_COUNT:
	case OPTION_INT: return store_number(command, spec, value);
	case OPTION_SECONDS: return store_seconds(command, spec, value);
	case OPTION_CHOICE: return store_choice(command, spec, value);
	case OPTION_PATH:
		if (!*value)
			return usage_error(command->program, "--%s needs a file name, not ''", spec->name);
		*(const char **)spec->destination = value;
		return -1;
	case OPTION_TEXT: *(const char **)spec->destination = value; return -1;
	case OPTION_CUSTOM:
		if (!spec->read(value, spec->destination))
			return usage_error(command->program, "--%s needs %s, not '%s'", spec->name,
			                   spec->expected, value);
		return -1;
	}
	return -1;
}

/* --help, -h and --version, which every command knows. -1 when arg is none of them. */
static int builtin(const struct command_spec *command, const char *arg)
{
	if (strcmp(arg, "--help") == 0 || strcmp(arg, "-h") == 0) {
		options_print_help(stdout, command);
		return EXIT_ALL_GOOD;
	}
	if (command->version && strcmp(arg, "--version") == 0) {
		printf("%s %s\n", command->program, command->version);
		return EXIT_ALL_GOOD;
	}
	return -1;
}

/* The value of the option at argv[*index] (written as `written`), after it if needed. */
static int store_next(const struct command_spec *command, const struct option_spec *spec,
                      const char *written, int argc, char **argv, int *index)
{
	if (spec->implied)
		return store(command, spec, spec->implied);
	if (*index + 1 >= argc)
		return usage_error(command->program, "option '%s' needs a value", written);
	return store(command, spec, argv[++*index]);
}

/* One "--name[=value]" argument; *index moves past a separate value. */
static int parse_long(const struct command_spec *command, int argc, char **argv, int *index)
{
	const char *arg = argv[*index] + 2;
	const char *equals = strchr(arg, '=');
	size_t length = equals ? (size_t)(equals - arg) : strlen(arg);
	const struct option_spec *spec = find_long(command, arg, length);
	if (!spec)
		return usage_error(command->program, "unknown option '--%.*s'", (int)length, arg);
	if (takes_no_value(spec))
		return equals ? usage_error(command->program, "option '--%s' takes no value", spec->name)
		              : store(command, spec, "");
	if (equals)
		return store(command, spec, equals + 1);
	return store_next(command, spec, argv[*index], argc, argv, index);
}

/* One "-x[value]" argument. Single letters are not bundled (-ab): few commands have two. */
static int parse_short(const struct command_spec *command, int argc, char **argv, int *index)
{
	const char *arg = argv[*index];
	const struct option_spec *spec = find_short(command, arg[1]);
	if (!spec)
		return usage_error(command->program, "unknown option '-%c'", arg[1]);
	if (takes_no_value(spec))
		return arg[2] ? usage_error(command->program, "option '-%c' takes no value", arg[1])
		              : store(command, spec, "");
	if (arg[2])
		return store(command, spec, arg + 2);
	return store_next(command, spec, arg, argc, argv, index);
}

int options_parse(const struct command_spec *command, int argc, char **argv, int *first_operand)
{
	/* operands are gathered at the front of argv + 1, then moved to the end */
	int operands = 1;
	bool only_operands = false;
	for (int k = 1; k < argc; k++) {
		char *arg = argv[k];
		int code = -1;
		if (only_operands || arg[0] != '-' || !arg[1])
			argv[operands++] = arg;
		else if (strcmp(arg, "--") == 0)
			only_operands = true;
		else if ((code = builtin(command, arg)) >= 0)
			return code;
		else if (arg[1] == '-')
			code = parse_long(command, argc, argv, &k);
		else
			code = parse_short(command, argc, argv, &k);
		if (code >= 0)
			return code;
	}
	/* argv[1 .. operands-1] now hold the operands; options' values were read in place */
	int count = operands - 1;
	memmove(argv + argc - count, argv + 1, (size_t)count * sizeof *argv);
	*first_operand = argc - count;
	return -1;
}

/* "  -o, --output OUT", "  --print[=names|ids]": the left column of a help line. */
static void format_left(const struct option_spec *spec, char *left, size_t size)
{
	int n = spec->short_name ? snprintf(left, size, "  -%c, --%s", spec->short_name, spec->name)
	                         : snprintf(left, size, "  --%s", spec->name);
	if (!takes_no_value(spec) && n > 0 && (size_t)n < size)
		snprintf(left + n, size - (size_t)n, spec->implied ? "[=%s]" : " %s", spec->value_name);
}

/* The help column starts here; a longer left column puts the help on the next line. */
enum { HELP_COLUMN = 23 };

void options_print_help(FILE *stream, const struct command_spec *command)
{
	fputs(command->usage, stream);
	for (int k = 0; k < command->option_count; k++) {
		const struct option_spec *spec = &command->options[k];
		if (!spec->name) {
			fprintf(stream, "%s\n", spec->help);
			continue;
		}
		char left[80];
		format_left(spec, left, sizeof left);
		if (strlen(left) < HELP_COLUMN)
			fprintf(stream, "%-*s", HELP_COLUMN, left);
		else
			fprintf(stream, "%s\n%*s", left, HELP_COLUMN, "");
		for (const char *p = spec->help; *p; p++) {
			fputc(*p, stream);
			if (*p == '\n')
				fprintf(stream, "%*s", HELP_COLUMN, "");
		}
		fputc('\n', stream);
	}
	fputs(command->epilogue, stream);
}
