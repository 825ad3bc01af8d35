/*
 * nested_dynamic.c - the inner rule of SE's nested forcing chains at level
 * 4 (10.5): once a branch's (+) rules are spent, SE 1.2.1 runs a whole
 * dynamic forcing chain search on the branch's marks, limited to a nesting
 * level (0: dynamic forcing chains, 1: their (+) form, 2: nested level 2),
 * and takes every hint it lists, as levels 2 and 3 take theirs
 * (nested_inner.c):
 *
 *   - the hints come sorted as SE sorts them (size, then kind), one for
 *     each set of removals (dynamic_hints);
 *   - a hint's rule parents are the candidates the branch had removed that
 *     it needed: for every "on" state among its chains' ancestors (all of
 *     them, not only first parents), what the branch took from the cell or
 *     unit whose last place it was; a cell or region hint's assumptions
 *     stand on their cell or unit the same way;
 *   - a hint without rule parents holds without the branch and is dropped;
 *     the others turn their removals off in the branch, the first hint to
 *     remove a candidate giving its parents, with the hint attached (its
 *     size is SE's complexity, nested hints included).
 *
 * A hint is known by its chains (their targets and the states they rest
 * on), so that an outer conclusion adds the size of each distinct one once.
 */
#include "potentials.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct dynamic_inner {
	int nesting;
	struct dynamic_work *search;       /* the inner search's scratch, its own branches */
	const struct sudoku_pencil *outer; /* the outer search's marks: the placed digits */
	struct sudoku_pencil marks;        /* the branch's marks, searched */
	struct dynamic_hint hints[POT_STATES];
	uint16_t parents[729];
	uint16_t stack[POT_STATES + 1];
};

static struct dynamic_inner *dynamic_inner_create(int nesting)
{
	struct dynamic_inner *w = malloc(sizeof *w);
	if (w && !(w->search = dynamic_work_create())) {
		free(w);
		return NULL;
	}
	if (w) {
		w->nesting = nesting;
		w->outer = NULL;
	}
	return w;
}

void dynamic_inner_destroy(struct dynamic_inner *w)
{
	if (w)
		dynamic_work_destroy(w->search);
	free(w);
}

static uint64_t mix(uint64_t h, uint64_t v) { return (h ^ v) * 0x100000001b3ull; }

/* The candidates hint h removes on the marks p, into out: their count. */
static int removals(const struct sudoku_pencil *p, const struct dynamic_hint *h, uint16_t *out)
{
	int cand = h->effect / 2, cell = CAND_CELL(cand), n = 0;
	if (!(h->effect & 1)) {
		out[n++] = (uint16_t)cand;
		return n;
	}
	for (unsigned m = p->cand[cell] & ~BIT(CAND_DIGIT(cand)); m; m &= m - 1)
		out[n++] = (uint16_t)CAND(cell, lowest_digit(m));
	return n;
}

/* Adds to parents[0..n) the "off" states of what the branch b took from cell, or unit's digit. */
static int add_taken(const struct branch *b, int cause, int cand, uint64_t *have, uint16_t *parents,
                     int n)
{
	int cell = CAND_CELL(cand), digit = CAND_DIGIT(cand), found[9], count = 0;
	if (cause == POT_BY_CELL) {
		for (unsigned m = b->src_cand[cell] & ~b->cand[cell]; m; m &= m - 1)
			found[count++] = CAND(cell, lowest_digit(m));
	} else {
		for (unsigned m = b->src_places[cause][digit - 1] & ~b->places[cause][digit - 1]; m; m &= m - 1)
			found[count++] = CAND(logic_unit_cells[cause][__builtin_ctz(m)], digit);
	}
	for (int i = 0; i < count; i++)
		if (!pot_has(have, found[i]) && n < 729) {
			have[found[i] >> 6] |= 1ull << (found[i] & 63);
			parents[n++] = (uint16_t)pot_state(found[i], false);
		}
	return n;
}

/*
 * The rule parents of the chain of inner branch `in` ending on `state`,
 * added to w->parents[0..n) (what the outer branch b took): every ancestor
 * once; its states mixed into *key. Returns the new count.
 */
static int chain_parents(const struct branch *b, struct dynamic_inner *w, const struct branch *in,
                         int state, int start_cause, uint64_t *have, int n, uint64_t *key)
{
	uint64_t seen[(POT_STATES + 1 + 63) / 64] = {0}, sum = 0;
	int top = 0;
	w->stack[top++] = (uint16_t)state;
	seen[state >> 6] |= 1ull << (state & 63);
	while (top > 0) {
		int s = w->stack[--top], real = s == POT_FRESH ? in->clash ^ 1 : s;
		int cause = in->count[s] ? in->cause[s] : start_cause;
		sum += mix(0xcbf29ce484222325ull, (uint64_t)real);
		if (real & 1 && cause >= 0)
			n = add_taken(b, cause, real / 2, have, w->parents, n);
		for (int k = 0; k < in->count[s]; k++) {
			int par = in->pool[in->first[s] + k];
			if (seen[par >> 6] >> (par & 63) & 1)
				continue;
			seen[par >> 6] |= 1ull << (par & 63);
			w->stack[top++] = (uint16_t)par;
		}
	}
	*key = mix(mix(*key, (uint64_t)(state == POT_FRESH ? in->clash ^ 1 : state)), sum);
	return n;
}

/* Hint h's rule parents into w->parents, and its key: their count. */
static int rule_parents(const struct branch *b, struct dynamic_inner *w, const struct dynamic_hint *h,
                        uint64_t *key)
{
	const struct branch *bs[9];
	int states[9], start_cause, n = 0;
	uint64_t have[POT_WORDS] = {0};
	int ends = dynamic_hint_ends(&w->marks, w->search, h, bs, states, &start_cause);
	*key = 0x9e3779b97f4a7c15ull + (uint64_t)h->kind;
	for (int k = 0; k < ends; k++)
		n = chain_parents(b, w, bs[k], states[k], start_cause, have, n, key);
	return n;
}

/* The inner rule itself, on branch b of the outer search (branch_inner_fn). */
static bool nested_dynamic(struct branch *b, void *ctx)
{
	struct dynamic_inner *w = ctx;
	bool any = false;
	w->marks = *w->outer;
	memcpy(w->marks.cand, b->cand, sizeof b->cand);
	int count = dynamic_hints(&w->marks, w->nesting, w->search, w->hints);
	for (int i = 0; i < count; i++) {
		const struct dynamic_hint *h = &w->hints[i];
		uint16_t removed[9];
		int r = removals(&w->marks, h, removed);
		if (!branch_any_on(b, removed, r))
			continue;
		uint64_t key;
		int n = rule_parents(b, w, h, &key);
		if (!n)
			continue;
		int id = branch_hint(b, key, h->size);
		for (int k = 0; k < r; k++)
			any |= branch_off(b, removed[k], w->parents, n, id);
	}
	return any;
}

bool find_level_4_chain(const struct sudoku_pencil *p, int nesting, struct dynamic_inner **inner,
                        struct dynamic_work *w, struct sudoku_step *step)
{
	static const char *const named[3] = {"", " (+)", " (+ forcing chains)"};
	if (!*inner && !(*inner = dynamic_inner_create(nesting))) {
		dynamic_work_lacked_memory(w);
		return false;
	}
	(*inner)->outer = p;
	bool found = find_nested_chain_with(p, nested_dynamic, *inner, w, step);
	if (dynamic_work_out_of_memory((*inner)->search))
		dynamic_work_lacked_memory(w); /* its inner search lacked memory: so did this one */
	if (!found)
		return false;
	/* SE's name for what the branches searched */
	size_t used = strlen(step->detail);
	snprintf(step->detail + used, sizeof step->detail - used, " (+ dynamic forcing chains%s)",
	         named[nesting]);
	return step_changes(step);
}
