/*
 * export.c - dlx_export_cnf: the problem as DIMACS CNF (see dlx.h for the
 * encoding), read through the public API of dlx.h alone.
 *
 * The options are read once into per-item lists (which options hold the
 * item, with the colour each gives it); then the constraints are written
 * item by item: the primary items in order (at least, then at most), the
 * secondary items in order, then a unit clause for each option without a
 * primary item. That runs twice (cnf.h): a counting run for the header's
 * numbers, then the run that writes.
 */
#include "sat/cnf.h"

#include <stdio.h>
#include <stdlib.h>

/* Which options hold each item: uses[first[x] .. first[x+1]). */
struct item_lists {
	int primary, items, options;
	int *first;             /* items + 1 entries */
	struct cnf_use *uses;
	unsigned char *no_primary; /* per option: 1 when it holds no primary item */
	int longest;            /* the longest list */
};

static void lists_free(struct item_lists *l)
{
	free(l->first);
	free(l->uses);
	free(l->no_primary);
}

/* Option o's items into *items and *colors, grown to its size. Its size, or an error. */
static int read_option(const struct dlx_problem *pb, int o, int **items, int **colors, int *capacity)
{
	int size = dlx_option_items(pb, o, *items, *colors, *capacity);
	if (size <= *capacity)
		return size;
	int *bigger_items = realloc(*items, (size_t)size * sizeof **items);
	if (bigger_items)
		*items = bigger_items;
	int *bigger_colors = realloc(*colors, (size_t)size * sizeof **colors);
	if (bigger_colors)
		*colors = bigger_colors;
	if (!bigger_items || !bigger_colors)
		return DLX_ENOMEM;
	*capacity = size;
	return dlx_option_items(pb, o, *items, *colors, *capacity);
}

/*
 * One pass over the options: with `fill` false, counts each item's uses
 * into first[x+1]; with it true, writes them at first[x] onwards (first[]
 * then turned into starts, and moved along as it fills).
 */
static int scan_options(const struct dlx_problem *pb, struct item_lists *l, bool fill)
{
	int capacity = 16, code = 0;
	int *items = malloc(capacity * sizeof *items), *colors = malloc(capacity * sizeof *colors);
	if (!items || !colors)
		code = DLX_ENOMEM;
	for (int o = 0; o < l->options && code == 0; o++) {
		int size = read_option(pb, o, &items, &colors, &capacity);
		if (size < 0) {
			code = size;
			break;
		}
		l->no_primary[o] = 1;
		for (int k = 0; k < size; k++) {
			if (items[k] < l->primary)
				l->no_primary[o] = 0;
			if (fill)
				l->uses[l->first[items[k]]++] = (struct cnf_use){o + 1, colors[k]};
			else
				l->first[items[k] + 1]++;
		}
	}
	free(items);
	free(colors);
	return code;
}

/* Sorts by colour, then by option: each colour's options side by side. */
static int by_color(const void *a, const void *b)
{
	const struct cnf_use *x = a, *y = b;
	if (x->color != y->color)
		return x->color < y->color ? -1 : 1;
	return (x->literal > y->literal) - (x->literal < y->literal);
}

static int lists_build(const struct dlx_problem *pb, struct item_lists *l)
{
	l->primary = dlx_primary_count(pb);
	l->items = l->primary + dlx_secondary_count(pb);
	l->options = dlx_option_count(pb);
	l->first = calloc((size_t)l->items + 1, sizeof *l->first);
	l->no_primary = malloc((size_t)l->options + 1);
	if (!l->first || !l->no_primary)
		return DLX_ENOMEM;
	int code = scan_options(pb, l, false);
	if (code < 0)
		return code;
	for (int x = 0; x < l->items; x++) {
		if (l->first[x + 1] > l->longest)
			l->longest = l->first[x + 1];
		l->first[x + 1] += l->first[x];
	}
	l->uses = malloc(((size_t)l->first[l->items] + 1) * sizeof *l->uses);
	if (!l->uses)
		return DLX_ENOMEM;
	code = scan_options(pb, l, true); /* moves each first[x] to the start of x + 1 */
	for (int x = l->items; x > 0; x--)
		l->first[x] = l->first[x - 1];
	l->first[0] = 0;
	for (int x = l->primary; x < l->items && code == 0; x++)
		qsort(l->uses + l->first[x], (size_t)(l->first[x + 1] - l->first[x]), sizeof *l->uses,
		      by_color);
	return code;
}

/* Every constraint, in the order the file comment gives; `literals` holds `longest`. */
static void write_constraints(struct cnf_writer *w, const struct dlx_problem *pb,
                              const struct item_lists *l, int *literals)
{
	for (int x = 0; x < l->primary && !w->error; x++) {
		int n = l->first[x + 1] - l->first[x], lower = 1, upper = 1;
		dlx_item_bounds(pb, x, &lower, &upper);
		for (int k = 0; k < n; k++)
			literals[k] = l->uses[l->first[x] + k].literal;
		cnf_at_least(w, literals, n, lower);
		cnf_at_most(w, literals, n, upper);
	}
	for (int x = l->primary; x < l->items && !w->error; x++) {
		struct cnf_colored item = {l->uses + l->first[x], l->first[x + 1] - l->first[x]};
		cnf_at_most_one_color(w, &item);
	}
	for (int o = 0; o < l->options && !w->error; o++)
		if (l->no_primary[o])
			cnf_clause(w, (const int[]){-(o + 1)}, 1);
}

static void write_header(struct cnf_writer *w, const struct item_lists *l, int vars, int clauses)
{
	char text[256];
	int n = snprintf(text, sizeof text,
	                 "c exact cover: primary items %d, secondary items %d, options %d\n"
	                 "c variable i is option i-1 in input order; above %d: auxiliary\n"
	                 "p cnf %d %d\n",
	                 l->primary, l->items - l->primary, l->options, l->options, vars, clauses);
	cnf_text(w, text, (size_t)n);
}

/* The counting run, then the writing run with the header first. */
static int export_lists(const struct dlx_problem *pb, const struct item_lists *l,
                        struct cnf_writer *w, dlx_write_fn write, void *user)
{
	int *literals = malloc(((size_t)l->longest + 1) * sizeof *literals);
	if (!literals)
		return DLX_ENOMEM;
	w->vars = l->options;
	write_constraints(w, pb, l, literals);
	int vars = w->vars, clauses = w->clauses;
	if (!w->error) {
		w->write = write;
		w->user = user;
		w->vars = l->options;
		w->clauses = 0;
		write_header(w, l, vars, clauses);
		write_constraints(w, pb, l, literals);
		cnf_flush(w);
	}
	free(literals);
	return w->error;
}

static int check_arguments(const struct dlx_problem *pb, const struct dlx_cnf_options *options,
                           dlx_write_fn write)
{
	if (!pb || !write)
		return DLX_EINVAL;
	if (options && (options->encoding < DLX_CNF_AUTO || options->encoding > DLX_CNF_SEQUENTIAL ||
	                options->pairwise_limit < 0))
		return DLX_EINVAL;
	return dlx_required_count(pb) > 0 ? DLX_EBUSY : 0;
}

void dlx_cnf_options_init(struct dlx_cnf_options *options)
{
	if (options)
		*options = (struct dlx_cnf_options){0};
}

int dlx_export_cnf(const struct dlx_problem *problem, const struct dlx_cnf_options *options,
                   dlx_write_fn write, void *user)
{
	int code = check_arguments(problem, options, write);
	if (code < 0)
		return code;
	struct cnf_writer *w = calloc(1, sizeof *w);
	struct item_lists lists = {0};
	code = w ? lists_build(problem, &lists) : DLX_ENOMEM;
	if (code == 0) {
		w->encoding = options ? options->encoding : DLX_CNF_AUTO;
		w->pairwise_limit = options && options->pairwise_limit > 0 ? options->pairwise_limit
		                                                             : DLX_CNF_PAIRWISE_LIMIT;
		w->index = malloc(((size_t)lists.longest + 1) * sizeof *w->index);
		w->clause = malloc(((size_t)lists.longest + 1) * sizeof *w->clause);
		w->negated = malloc(((size_t)lists.longest + 1) * sizeof *w->negated);
		code = w->index && w->clause && w->negated ? export_lists(problem, &lists, w, write, user)
		                                           : DLX_ENOMEM;
	}
	if (w) {
		free(w->index);
		free(w->clause);
		free(w->negated);
	}
	free(w);
	lists_free(&lists);
	return code;
}
