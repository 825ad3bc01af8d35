/*
 * cardinality.c - "at most k" and "at least a" of a list of literals, as
 * clauses, in the two encodings of enum dlx_cnf_encoding.
 *
 * Pairwise (binomial): at most k of n is one clause (-x1 .. -x(k+1)) for
 * each k+1 of the n literals: C(n, k+1) clauses, no new variable; for
 * k = 1 the n(n-1)/2 pairs.
 *
 * Sequential (Sinz 2005, "Towards an optimal CNF encoding of Boolean
 * cardinality constraints"): new variables s(i,j), i < n-1, j < k, where
 * s(i,j) means "at least j+1 of x0..xi are true", pushed up the list:
 *
 *     -x0 v s(0,0)                  -s(0,j)                    (0 < j < k)
 *     -xi v s(i,0)                  -s(i-1,0) v s(i,0)         (0 < i < n-1)
 *     -xi v -s(i-1,j-1) v s(i,j)    -s(i-1,j) v s(i,j)         (0 < i < n-1, 0 < j < k)
 *     -xi v -s(i-1,k-1)                                        (0 < i < n)
 *
 * which is (n-1)k variables and 2nk + n - 3k - 1 clauses (k = 1: n-1 and
 * 3n-4).
 *
 * Auto: pairwise when n <= pairwise_limit, else sequential. For k = 1 the
 * pairs are fewer clauses up to n = 5 (10 against 11) and need no new
 * variable, which solvers like; DLX_CNF_PAIRWISE_LIMIT sits one above that
 * until measurements say otherwise.
 *
 * At least a of n is at most n-a of their negations, except a = 1: the
 * one clause (x1 v .. v xn), whichever the encoding.
 */
#include "sat/cnf.h"

#include <limits.h>

static enum dlx_cnf_encoding encoding_for(const struct cnf_writer *w, int n)
{
	if (w->encoding != DLX_CNF_AUTO)
		return w->encoding;
	return n <= w->pairwise_limit ? DLX_CNF_PAIRWISE : DLX_CNF_SEQUENTIAL;
}

/* C(n, r), or INT_MAX + 1 when it is larger than INT_MAX. */
static int64_t binomial(int n, int r)
{
	if (r > n - r)
		r = n - r; /* C(n, i) grows with i up to n/2: no step can overflow early */
	int64_t c = 1;
	for (int i = 0; i < r; i++) {
		c = c * (n - i) / (i + 1); /* exact: c * (n-i) is (i+1) C(n, i+1) */
		if (c > INT_MAX)
			return (int64_t)INT_MAX + 1;
	}
	return c;
}

/* One clause of negations for each k+1 of the n literals, in lexicographic order. */
static void pairwise(struct cnf_writer *w, const int *x, int n, int k)
{
	int r = k + 1;
	if (binomial(n, r) > INT_MAX - w->clauses) {
		w->error = DLX_ERANGE;
		return;
	}
	int *index = w->index;
	for (int i = 0; i < r; i++)
		index[i] = i;
	while (!w->error) {
		for (int i = 0; i < r; i++)
			w->clause[i] = -x[index[i]];
		cnf_clause(w, w->clause, r);
		int i = r - 1;
		while (i >= 0 && index[i] == n - r + i)
			i--;
		if (i < 0)
			return;
		index[i]++;
		for (int j = i + 1; j < r; j++)
			index[j] = index[j - 1] + 1;
	}
}

/* Sinz's counter over n > k >= 1 literals; s(i,j) is base + i*k + j. */
static void sequential(struct cnf_writer *w, const int *x, int n, int k)
{
	int base = cnf_new_vars(w, (int64_t)(n - 1) * k);
	if (base == 0)
		return;
#define S(i, j) (base + (i) * k + (j))
	cnf_clause2(w, -x[0], S(0, 0));
	for (int j = 1; j < k; j++)
		cnf_clause(w, (const int[]){-S(0, j)}, 1);
	for (int i = 1; i < n - 1; i++) {
		cnf_clause2(w, -x[i], S(i, 0));
		cnf_clause2(w, -S(i - 1, 0), S(i, 0));
		for (int j = 1; j < k; j++) {
			cnf_clause(w, (const int[]){-x[i], -S(i - 1, j - 1), S(i, j)}, 3);
			cnf_clause2(w, -S(i - 1, j), S(i, j));
		}
		cnf_clause2(w, -x[i], -S(i - 1, k - 1));
	}
	cnf_clause2(w, -x[n - 1], -S(n - 2, k - 1));
#undef S
}

void cnf_at_most(struct cnf_writer *w, const int *literals, int n, int k)
{
	if (k >= n)
		return;
	if (k == 0) {
		for (int i = 0; i < n; i++)
			cnf_clause(w, (const int[]){-literals[i]}, 1);
	} else if (encoding_for(w, n) == DLX_CNF_PAIRWISE) {
		pairwise(w, literals, n, k);
	} else {
		sequential(w, literals, n, k);
	}
}

void cnf_at_least(struct cnf_writer *w, const int *literals, int n, int a)
{
	if (a <= 0)
		return;
	if (a > n) {
		cnf_clause(w, literals, 0); /* the empty clause: never satisfied */
	} else if (a == 1) {
		cnf_clause(w, literals, n);
	} else {
		for (int i = 0; i < n; i++)
			w->negated[i] = -literals[i];
		cnf_at_most(w, w->negated, n, n - a);
	}
}

/*
 * The options of one colour c > 0 (a run in the sorted list) as one
 * literal: the option itself when it is alone, else a new variable g with
 * (-o v g) for each: choosing any of them raises g, and at most one of
 * the literals then stands for "at most one colour".
 */
static int color_literal(struct cnf_writer *w, const struct cnf_use *uses, int n)
{
	if (n == 1)
		return uses[0].literal;
	int g = cnf_new_vars(w, 1);
	for (int i = 0; i < n && g; i++)
		cnf_clause2(w, -uses[i].literal, g);
	return g;
}

/* An uncoloured option is a block of its own; a colour's options are one block. */
static void sequential_colored(struct cnf_writer *w, const struct cnf_colored *item)
{
	const struct cnf_use *u = item->uses;
	int blocks = 0;
	for (int i = 0; i < item->n && !w->error;) {
		int end = i + 1;
		while (u[i].color > 0 && end < item->n && u[end].color == u[i].color)
			end++;
		w->negated[blocks++] = color_literal(w, u + i, end - i);
		i = end;
	}
	if (blocks > 1 && !w->error)
		sequential(w, w->negated, blocks, 1);
}

void cnf_at_most_one_color(struct cnf_writer *w, const struct cnf_colored *item)
{
	if (item->n < 2)
		return;
	if (encoding_for(w, item->n) == DLX_CNF_SEQUENTIAL) {
		sequential_colored(w, item);
		return;
	}
	const struct cnf_use *u = item->uses;
	for (int i = 0; i < item->n; i++)
		for (int j = i + 1; j < item->n; j++)
			if (u[i].color == 0 || u[i].color != u[j].color)
				cnf_clause2(w, -u[i].literal, -u[j].literal);
}
