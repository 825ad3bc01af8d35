/*
 * html_page.h - `dlx --html` and `sudoku export --html`: one self-contained
 * page (no network, no external scripts or fonts) that replays a search on
 * the matrix. The search runs here, each step replayed on a dlx_dance and
 * recorded with the covers and uncovers it made; the page's script
 * (src/cli/render/html_page.html, embedded at build time) only plays the record
 * forwards and backwards.
 *
 * Contract for tests: the element id="dlx-status" carries data-step,
 * data-steps, data-level and data-solutions; the URL fragment #step=K
 * opens at step K, #end at the last step. Step K is the state after the
 * first K trace steps (choose, try, solution, back up).
 */
#ifndef CLI_HTML_PAGE_H
#define CLI_HTML_PAGE_H

#include "dlx.h"
#include "dlx_format.h"

#include <stdint.h>
#include <stdio.h>

/* A page replays at most this many steps unless asked for more (--max-steps). */
#define HTML_MAX_STEPS 20000
/* Problems larger than this make an unreadable page: refused. */
#define HTML_MAX_ITEMS 200
#define HTML_MAX_OPTIONS 1000

/* A Sudoku grid to draw beside the matrix, filled as options are chosen. */
struct html_grid {
	int size, box_rows, box_cols;
	const int *givens;  /* size*size digits, 0 for empty */
	const int *placing; /* per option: row, column, digit (from 0, 0, 1) */
};

struct html_request {
	const char *title;
	uint64_t max_steps;      /* 0: HTML_MAX_STEPS */
	uint64_t solution_limit; /* 0: all */
	const struct html_grid *grid; /* may be NULL */
};

/*
 * Runs the search and writes the page to `out`. Returns 0 when written, 1
 * when the search takes more than max_steps steps (nothing written), or
 * DLX_ENOMEM. *stats gets the search's statistics.
 */
int html_page_write(FILE *out, const struct dlx_format *format, const struct html_request *request,
                    struct dlx_stats *stats);

/* Writes `text` as a JSON string, safe inside an HTML <script> element. */
void json_string(FILE *out, const char *text);

#endif
