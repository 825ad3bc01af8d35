/*
 * exact_cover.c - Knuth's seven-item example built through the API, each
 * solution reported to a callback that prints the chosen options.
 *
 * Build against an installed libdlx:
 *   cc exact_cover.c $(pkg-config --cflags --libs libdlx) -o exact_cover
 */
#include <dlx.h>

#include <stdio.h>

/* Items a..g are 0..6; the six options of Knuth's example (TAOCP 7.2.2.1). */
static const int options[6][3] = {
	{2, 4, -1}, {0, 3, 6}, {1, 2, 5}, {0, 3, 5}, {1, 6, -1}, {3, 4, 6},
};

static int print_solution(void *user, const int *chosen, int count)
{
	(void)user;
	printf("solution:");
	for (int k = 0; k < count; k++)
		printf(" %d", chosen[k]);
	printf("\n");
	return 0; /* go on: look for more */
}

int main(void)
{
	struct dlx_problem *problem = dlx_problem_create(7, 0);
	if (!problem)
		return 2;
	for (int k = 0; k < 6; k++) {
		int count = options[k][2] < 0 ? 2 : 3;
		int err = dlx_add_option(problem, options[k], NULL, count);
		if (err < 0) {
			fprintf(stderr, "option %d: %s\n", k, dlx_strerror(err));
			dlx_problem_destroy(problem);
			return 2;
		}
	}
	struct dlx_search_options search;
	dlx_search_options_init(&search);
	search.on_solution = print_solution;
	struct dlx_stats stats;
	dlx_search(problem, &search, &stats);
	printf("%llu solution(s), libdlx %s\n", (unsigned long long)stats.solutions,
	       DLX_VERSION_STRING);
	dlx_problem_destroy(problem);
	return stats.solutions > 0 ? 0 : 1;
}
