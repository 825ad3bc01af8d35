/*
 * dlx_show.c - the `dlx` modes that draw instead of counting: the 0/1
 * matrix (--matrix), the matrix at one step as SVG (--svg-matrix) and the
 * replay page (--html). Each is for small problems and says so otherwise.
 */
#include "dlx_settings.h"

#include "common.h"
#include "html_page.h"
#include "stats_json.h"
#include "svg_matrix.h"

#include <inttypes.h>
#include <string.h>

/* Whether the problem is small enough for `flag`'s picture; says why not. */
static bool small_enough(const struct dlx_format *format, const char *flag, int max_items,
                         int max_options)
{
	struct dlx_problem *pb = dlx_format_problem(format);
	int items = dlx_primary_count(pb) + dlx_secondary_count(pb), options = dlx_option_count(pb);
	if (items <= max_items && options <= max_options)
		return true;
	fprintf(stderr, "dlx: %s is for small problems (up to %d items and %d options); "
	                "this one has %d items and %d options\n",
	        flag, max_items, max_options, items, options);
	return false;
}

int show_matrix(const struct dlx_format *format)
{
	if (!small_enough(format, "--matrix", MATRIX_MAX_ITEMS, MATRIX_MAX_OPTIONS))
		return EXIT_BAD_INPUT;
	if (!print_matrix(stdout, format)) {
		fprintf(stderr, "dlx: out of memory\n");
		return EXIT_BAD_INPUT;
	}
	return EXIT_ALL_GOOD;
}

int show_svg_matrix(const struct settings *s, const struct dlx_format *format)
{
	if (!small_enough(format, "--svg-matrix", SVG_MAX_ITEMS, SVG_MAX_OPTIONS))
		return EXIT_BAD_INPUT;
	struct output_file out = {0};
	char *inputs[] = {(char *)s->path};
	if (!output_open(&out, s->svg_path, inputs, 1))
		return EXIT_BAD_INPUT;
	uint64_t steps = 0;
	int code = svg_matrix_write(out.stream, format, s->step, &steps);
	if (code != 0) {
		if (code > 0)
			fprintf(stderr, "dlx: --step %" PRIu64 ": the search has only %" PRIu64 " steps\n",
			        s->step, steps);
		else
			fprintf(stderr, "dlx: out of memory\n");
		output_abort(&out);
		return EXIT_BAD_INPUT;
	}
	return output_commit(&out) ? EXIT_ALL_GOOD : EXIT_BAD_INPUT;
}

/* The last part of a path, for a page's title. */
static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash && slash[1] ? slash + 1 : path;
}

int show_html(const struct settings *s, const struct dlx_format *format, const char *name)
{
	if (!small_enough(format, "--html", HTML_MAX_ITEMS, HTML_MAX_OPTIONS))
		return EXIT_BAD_INPUT;
	struct output_file out = {0};
	char *inputs[] = {(char *)s->path};
	if (!output_open(&out, s->html_path, inputs, 1))
		return EXIT_BAD_INPUT;
	struct html_request request = {.title = base_name(name), .max_steps = s->max_steps,
	                               .solution_limit = s->solution_limit};
	struct dlx_stats stats;
	int code = html_page_write(out.stream, format, &request, &stats);
	if (code != 0) {
		if (code > 0)
			fprintf(stderr, "dlx: --html: the search takes more than %" PRIu64 " steps, too many "
			                "to replay in a page; raise the limit with --max-steps N\n",
			        s->max_steps ? s->max_steps : HTML_MAX_STEPS);
		else
			fprintf(stderr, "dlx: out of memory\n");
		output_abort(&out);
		return EXIT_BAD_INPUT;
	}
	if (!output_commit(&out))
		return EXIT_BAD_INPUT;
	print_count(&stats);
	return exit_code_for(&stats);
}
