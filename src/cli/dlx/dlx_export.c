/*
 * dlx_export.c - the `dlx --export cnf` mode: the problem as DIMACS CNF on
 * stdout, for a SAT solver, written by the library (dlx_export_cnf) through
 * a callback; nothing else goes to stdout.
 */
#include "dlx_settings.h"

#include "common.h"

static int write_stdout(void *user, const char *text, size_t length)
{
	(void)user;
	return fwrite(text, 1, length, stdout) == length ? 0 : -1;
}

int export_cnf(const struct settings *s, const struct dlx_format *format)
{
	struct dlx_cnf_options options;
	dlx_cnf_options_init(&options);
	options.encoding = s->cnf_encoding;
	int code = dlx_export_cnf(dlx_format_problem(format), &options, write_stdout, NULL);
	/* a failed write leaves stdout's error flag set: the command's end reports it */
	if (code < 0 && code != DLX_EWRITE)
		fprintf(stderr, "%s: cannot export as CNF: %s%s\n", s->runner->program, dlx_strerror(code),
		        code == DLX_ERANGE && s->cnf_encoding != DLX_CNF_SEQUENTIAL
		                ? " (--cnf-encoding sequential writes at most k of n in about 2nk clauses)"
		                : "");
	return code < 0 ? EXIT_BAD_INPUT : EXIT_ALL_GOOD;
}
