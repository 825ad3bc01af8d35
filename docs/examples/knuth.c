/*
 * knuth.c - libdlx from C: builds Knuth's 7-item example item by item,
 * prints every solution and the search's statistics.
 */
#include "dlx.h"

#include <stdio.h>

static const char *const names = "abcdefg"; /* item k is names[k] */

/* Called once per solution with the chosen options, level by level. */
static int print_solution(void *user, const int *options, int count)
{
	const struct dlx_problem *problem = user;
	printf("solution:");
	for (int k = 0; k < count; k++) {
		int items[7];
		int size = dlx_option_items(problem, options[k], items, NULL, 7);
		printf(" option %d (", options[k]);
		for (int i = 0; i < size; i++)
			printf(i ? " %c" : "%c", names[items[i]]);
		printf(")");
	}
	printf("\n");
	return 0; /* 0: go on searching; non-zero would stop */
}

int main(void)
{
	/* 7 primary items (a..g = 0..6), no secondary ones */
	struct dlx_problem *problem = dlx_problem_create(7, 0);
	if (!problem)
		return 1;
	static const int options[6][3] = {
		{2, 4, -1}, {0, 3, 6}, {1, 2, 5}, {0, 3, 5}, {1, 6, -1}, {3, 4, 6},
	};
	for (int o = 0; o < 6; o++) {
		int size = options[o][2] < 0 ? 2 : 3;
		int code = dlx_add_option(problem, options[o], NULL, size);
		if (code < 0) {
			fprintf(stderr, "option %d: %s\n", o, dlx_strerror(code));
			dlx_problem_destroy(problem);
			return 1;
		}
	}
	struct dlx_search_options search;
	dlx_search_options_init(&search);
	search.on_solution = print_solution;
	search.user = problem;
	struct dlx_stats stats;
	dlx_search(problem, &search, &stats);
	printf("%llu solution(s), %llu nodes, %llu updates\n", (unsigned long long)stats.solutions,
	       (unsigned long long)stats.nodes, (unsigned long long)stats.updates);
	dlx_problem_destroy(problem);
	return 0;
}
