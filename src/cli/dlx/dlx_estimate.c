/*
 * dlx_estimate.c - the `dlx --estimate N` mode: Knuth's estimate of the
 * search's size (dlx_estimate) on two lines of stdout, with no search run.
 *
 * The numbers are printed with six significant digits (%.6g): 1199.53 or
 * 3.07467e+21, so a figure stays one short word whether the tree has ten
 * nodes or 10^30, and a standard error of 0 (a tree with one path) prints
 * as 0. One probe shows no spread: its errors print as nan.
 */
#include "dlx_settings.h"

#include "common.h"

int print_estimate(const struct settings *s, struct dlx_problem *pb, const char *name)
{
	struct dlx_estimate_options options;
	dlx_estimate_options_init(&options);
	options.probes = s->probes;
	options.seed = s->probe_seed;
	options.method = s->estimate_method;
	struct dlx_estimate_result r;
	int err = dlx_estimate(pb, &options, &r);
	if (err == DLX_EBOUNDS) {
		fprintf(stderr, "%s: --estimate does not take item bounds (Algorithm M's branching) "
		                "yet: count with dlx --stats instead\n", name);
		return EXIT_BAD_INPUT;
	}
	if (err != 0) {
		fprintf(stderr, "%s: --estimate: %s\n", name, dlx_strerror(err));
		return EXIT_BAD_INPUT;
	}
	printf("estimated nodes: %.6g (standard error %.6g)\n", r.nodes, r.nodes_error);
	printf("estimated solutions: %.6g (standard error %.6g)\n", r.solutions, r.solutions_error);
	return EXIT_ALL_GOOD;
}
