/*
 * fuzz_dlx_format.c - libFuzzer target: the text reader, in Knuth's DLX
 * format (lax and strict) and in the benchmark's .ec format, then a search
 * with a node limit on whatever problem it accepts.
 *
 * The reader must turn any bytes into a problem or an error with a position
 * inside the input; the search must leave the matrix exactly as it found it
 * (dlx_problem_check) and give the same statistics when run twice; so must
 * the search for the cheapest solutions, which must also keep the same list.
 */
#include "dlx.h"
#include "dlx_format.h"

#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void search_twice(struct dlx_problem *problem)
{
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.node_limit = 5000;
	struct dlx_stats a, b;
	if (dlx_search(problem, &options, &a) != 0 || dlx_problem_check(problem) != 0)
		abort();
	if (dlx_search(problem, &options, &b) != 0 || dlx_problem_check(problem) != 0)
		abort();
	if (a.nodes != b.nodes || a.solutions != b.solutions || a.updates != b.updates)
		abort();
}

/* The item line written back (bounds included) fits the length it reports. */
static void write_items(const struct dlx_format *format, const struct dlx_problem *problem)
{
	char buffer[64];
	int items = dlx_primary_count(problem) + dlx_secondary_count(problem);
	for (int x = 0; x < items; x++) {
		size_t length = dlx_format_item_text(format, x, buffer, sizeof buffer);
		if (length == 0 || (length < sizeof buffer && buffer[length] != '\0'))
			abort();
	}
}

/* The three cheapest solutions, twice: the same list, the problem untouched. */
static void best_twice(struct dlx_problem *problem)
{
	struct dlx_search_options options;
	dlx_search_options_init(&options);
	options.node_limit = 5000;
	struct dlx_best *a = dlx_best_create(3), *b = dlx_best_create(3);
	struct dlx_stats sa, sb;
	if (!a || !b)
		abort();
	int code = dlx_search_best(problem, a, &options, &sa);
	if (code != dlx_search_best(problem, b, &options, &sb) || dlx_problem_check(problem) != 0)
		abort();
	if (code == 0 && (sa.nodes != sb.nodes || dlx_best_count(a) != dlx_best_count(b)))
		abort();
	for (int r = 0; code == 0 && r < dlx_best_count(a); r++)
		if (dlx_best_cost(a, r) != dlx_best_cost(b, r) || dlx_best_cost(a, r) < 0 ||
		    (r > 0 && dlx_best_cost(a, r) < dlx_best_cost(a, r - 1)))
			abort();
	dlx_best_destroy(a);
	dlx_best_destroy(b);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* Knuth's format lax, then strict, then the .ec format */
	for (int pass = 0; pass < 3; pass++) {
		struct dlx_format *format = dlx_format_create(pass == 1);
		if (!format)
			return 0;
		if (pass == 2 && dlx_format_set_syntax(format, DLX_SYNTAX_EC) != 0)
			abort();
		struct dlx_format_error error = {0};
		int status = dlx_format_read(format, (const char *)data, size, NULL, NULL, &error);
		if (status == DLX_FORMAT_EPARSE && (error.message[0] == '\0' || error.line < 0))
			abort();
		if (status >= 0) {
			struct dlx_problem *problem = dlx_format_problem(format);
			if (problem) {
				search_twice(problem);
				best_twice(problem);
				write_items(format, problem);
			}
		}
		dlx_format_destroy(format);
	}
	return 0;
}
