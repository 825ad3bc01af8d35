/*
 * dynamic_chains.c - dynamic forcing chains (8.5+) and dynamic forcing
 * chains (+) (9.0+), as SE 1.2.1 rates them. Every live candidate is
 * assumed on and off in turn (potentials.c propagates each branch), and
 * four kinds of conclusion are drawn:
 *
 *   contradiction  a branch reaches a candidate both on and off: its
 *                  assumption is false;
 *   double         a candidate's "on" and "off" branches (in a cell of three
 *                  or more candidates) reach the same state: it holds;
 *   cell           every candidate of a cell, on, reaches the same state;
 *   region         every place of a digit in a unit, on, reaches it.
 *
 * Each conclusion's size is the ancestors of the states it rests on, added
 * over its branches (SE's complexity); the difficulty is the base plus SE's
 * length bonus on that size less two. The step is the smallest conclusion,
 * on ties the kind SE sorts first (double, cell, region, contradiction),
 * then the first found, cell by cell as SE looks. Its chains are the first
 * parents from each branch's assumption to the state it concludes.
 */
#include "potentials.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum kind { DOUBLE = 1, CELL = 5, REGION = 6, CONTRADICTION = 7 }; /* SE's sort keys */

struct conclusion {
	int size;   /* 0: none yet */
	enum kind kind;
	int target; /* the state concluded; for a contradiction, the start found false */
	int origin; /* the candidate (contradiction, double), cell, or unit * 9 + digit - 1 */
	int order;  /* when every conclusion is kept: its place in SE's list */
};

struct dynamic_work {
	struct branch on, off, side[9];
	uint64_t reach_on[729][POT_WORDS], reach_off[729][POT_WORDS]; /* each "on" branch's states */
	uint8_t depth[729][POT_STATES + 1]; /* and their depths */
	/*
	 * Each "on" branch's parents (branch_save), so that a cell or region
	 * conclusion sizes its branches without running them again: those
	 * re-runs were a fifth of the search. Kept for one search.
	 */
	uint16_t *saved;
	size_t saved_len, saved_cap;
	size_t saved_at[729]; /* SIZE_MAX: not kept */
	struct inner_work *inner[2]; /* the inner rules of levels 2 and 3, made on first use */
	/*
	 * With `collect`, the search keeps every conclusion as SE lists them
	 * (for level 4's inner rule), the first of each removal: found[state]
	 * for the removal of the hint that makes `state` hold.
	 */
	bool collect, plus;
	/*
	 * Set when memory for a kept branch or an inner rule could not be had:
	 * the search then finds less, or other, than it should, and the rating
	 * must say out of memory rather than take what it found.
	 */
	bool out_of_memory;
	const struct sudoku_pencil *marks;
	struct conclusion found[POT_STATES];
};

struct dynamic_work *dynamic_work_create(void)
{
	struct dynamic_work *w = malloc(sizeof *w);
	if (w) {
		w->saved = NULL;
		w->saved_cap = 0;
		w->on.runs = w->off.runs = 0;
		w->on.inner = w->off.inner = NULL;
		for (int k = 0; k < 9; k++) {
			w->side[k].runs = 0;
			w->side[k].inner = NULL;
		}
		w->inner[0] = w->inner[1] = NULL;
		w->collect = false;
		w->out_of_memory = false;
	}
	return w;
}

void dynamic_work_destroy(struct dynamic_work *w)
{
	if (w) {
		free(w->saved);
		inner_work_destroy(w->inner[0]);
		inner_work_destroy(w->inner[1]);
	}
	free(w);
}

/*
 * Keeps the parents of cand's "on" branch b; without memory it is not kept
 * and the work says so (a branch run again holds its inner hints, a kept
 * one not, so the sizes could differ).
 */
static void save_branch(struct dynamic_work *w, int cand, const struct branch *b)
{
	w->saved_at[cand] = SIZE_MAX;
	if (w->saved_cap - w->saved_len < BRANCH_SAVED_MAX) {
		size_t cap = w->saved_len + 4 * (size_t)BRANCH_SAVED_MAX;
		uint16_t *more = realloc(w->saved, cap * sizeof *more);
		if (!more) {
			w->out_of_memory = true;
			return;
		}
		w->saved = more;
		w->saved_cap = cap;
	}
	w->saved_at[cand] = w->saved_len;
	w->saved_len += (size_t)branch_save(b, w->saved + w->saved_len);
}

/* cand's "on" branch into b as far as branch_ancestors reads it: kept, or run again. */
static void side_branch(const struct sudoku_pencil *p, bool plus, struct dynamic_work *w, int cand,
                        struct branch *b)
{
	if (w->saved_at[cand] != SIZE_MAX)
		branch_load(b, w->saved + w->saved_at[cand], w->reach_on[cand], w->reach_off[cand]);
	else
		branch_run(p, pot_state(cand, true), plus, b);
}

/*
 * The state a hint of `kind` on `target` makes hold, named by what it
 * removes: an "on" state in a cell of two is its other candidate "off";
 * -1 when it removes nothing (a cell of one).
 */
static int effect_of(const struct sudoku_pencil *p, enum kind kind, int target)
{
	int state = kind == CONTRADICTION ? target ^ 1 : target, cand = state / 2;
	unsigned left = p->cand[CAND_CELL(cand)];
	if (!(state & 1) || bit_count(left) > 2)
		return state;
	if (bit_count(left) < 2)
		return -1;
	return pot_state(CAND(CAND_CELL(cand), lowest_digit(left & ~BIT(CAND_DIGIT(cand)))), false);
}

/*
 * A conclusion's place in SE's list of hints: cell by cell; in a cell,
 * digit by digit its contradictions, doubles and region conclusions (box,
 * row, column), then the cell's own; "on" targets before "off" ones.
 */
static int order_of(const struct sudoku_pencil *p, enum kind kind, int target, int origin)
{
	int cell, digit, sub = target & 1 ? 0 : 1;
	if (kind == CELL) {
		cell = origin;
		digit = 10;
	} else if (kind == REGION) {
		int unit = origin / 9, k = 0;
		digit = origin % 9 + 1;
		cell = logic_unit_cells[unit][__builtin_ctz(unit_places(p, unit, digit))];
		while (logic_cell_units[cell][pot_unit_order[k]] != unit)
			k++;
		sub += 4 + 2 * k;
	} else {
		cell = CAND_CELL(origin);
		digit = CAND_DIGIT(origin);
		sub += kind == DOUBLE ? 2 : 0;
	}
	return (cell * 11 + digit) * 16 + sub;
}

/* The conclusion a new one of `kind` on `state` has to beat; NULL: none can. */
static const struct conclusion *rival(const struct dynamic_work *w, const struct conclusion *best,
                                      enum kind kind, int state)
{
	if (!w->collect)
		return best;
	int effect = effect_of(w->marks, kind, state);
	return effect < 0 ? NULL : &w->found[effect];
}

/* Whether a conclusion of `kind` at least `least` in size may beat c. */
static bool may_win(const struct dynamic_work *w, const struct conclusion *c, int least, enum kind kind)
{
	if (!c)
		return false;
	if (!c->size)
		return true;
	/* kept conclusions tie on their place in SE's list, found later */
	return least < c->size || (least == c->size && (kind < c->kind || (w->collect && kind == c->kind)));
}

static void consider(struct dynamic_work *w, struct conclusion *best, int size, enum kind kind,
                     int target, int origin)
{
	if (w->collect) {
		int effect = effect_of(w->marks, kind, target), order = order_of(w->marks, kind, target, origin);
		if (effect < 0)
			return;
		struct conclusion *c = &w->found[effect];
		if (c->size && (size > c->size || (size == c->size && (kind > c->kind ||
		                                                       (kind == c->kind && order >= c->order)))))
			return;
		*c = (struct conclusion){size, kind, target, origin, order};
		return;
	}
	if (best->size && (size > best->size || (size == best->size && kind >= best->kind)))
		return;
	*best = (struct conclusion){size, kind, target, origin, 0};
}

/* The candidates of a unit's places of digit, or of a cell, in order: their count. */
static int origin_cands(const struct sudoku_pencil *p, enum kind kind, int origin, int *cands)
{
	int n = 0;
	if (kind == REGION) {
		int unit = origin / 9, digit = origin % 9 + 1;
		for (int k = 0; k < 9; k++)
			if (p->cand[logic_unit_cells[unit][k]] & BIT(digit))
				cands[n++] = CAND(logic_unit_cells[unit][k], digit);
	} else {
		for (unsigned m = p->cand[origin]; m; m &= m - 1)
			cands[n++] = CAND(origin, lowest_digit(m));
	}
	return n;
}

/* States every "on" branch of cands reaches, into common; whether there is one. */
static bool common_states(const struct dynamic_work *w, const int *cands, int n, uint64_t *on,
                          uint64_t *off)
{
	uint64_t any = 0;
	memcpy(on, w->reach_on[cands[0]], sizeof w->reach_on[0]);
	memcpy(off, w->reach_off[cands[0]], sizeof w->reach_off[0]);
	for (int b = 1; b < n; b++)
		for (int k = 0; k < POT_WORDS; k++) {
			on[k] &= w->reach_on[cands[b]][k];
			off[k] &= w->reach_off[cands[b]][k];
		}
	for (int k = 0; k < POT_WORDS; k++)
		any |= on[k] | off[k];
	return any != 0;
}

/*
 * Whether a conclusion on `state` from the branches of cands could beat
 * best: a state has at least its first parents back to the start as
 * ancestors, itself included.
 */
static bool may_beat(const struct dynamic_work *w, const int *cands, int n, int state, enum kind kind,
                     const struct conclusion *best)
{
	int least = 0;
	for (int b = 0; b < n; b++)
		least += w->depth[cands[b]][state] + 1;
	return may_win(w, rival(w, best, kind, state), least, kind);
}

/* Drops from the common states those that cannot beat best; whether any is left. */
static bool worth_sizing(const struct dynamic_work *w, const int *cands, int n, enum kind kind,
                         const struct conclusion *best, uint64_t *on, uint64_t *off)
{
	uint64_t any = 0;
	for (int k = 0; k < POT_WORDS; k++)
		for (int pass = 0; pass < 2; pass++) {
			uint64_t *set = pass ? &off[k] : &on[k];
			for (uint64_t m = *set; m; m &= m - 1) {
				int state = pot_state(k * 64 + __builtin_ctzll(m), !pass);
				if (!may_beat(w, cands, n, state, kind, best))
					*set &= ~(m & -m);
			}
			any |= *set;
		}
	return any != 0;
}

/* Cell and region conclusions of the cell or unit's places `origin`, with the branches re-run. */
static void multiple(const struct sudoku_pencil *p, bool plus, struct dynamic_work *w,
                     enum kind kind, int origin, struct conclusion *best)
{
	int cands[9], n = origin_cands(p, kind, origin, cands);
	uint64_t on[POT_WORDS], off[POT_WORDS];
	if (n < 2 || !common_states(w, cands, n, on, off) ||
	    !worth_sizing(w, cands, n, kind, best, on, off))
		return;
	for (int b = 0; b < n; b++)
		side_branch(p, plus, w, cands[b], &w->side[b]);
	for (int k = 0; k < POT_WORDS; k++)
		for (int pass = 0; pass < 2; pass++)
			for (uint64_t m = pass ? off[k] : on[k]; m; m &= m - 1) {
				int state = pot_state(k * 64 + __builtin_ctzll(m), !pass), states[9];
				const struct branch *bs[9];
				for (int b = 0; b < n; b++) {
					bs[b] = &w->side[b];
					states[b] = state;
				}
				consider(w, best, branch_size(bs, states, n), kind, state, origin);
			}
}

/* A clash's size: the ancestors of its two sides, and their inner hints. */
static int clash_size(const struct branch *b)
{
	const struct branch *both[2] = {b, b};
	int states[2] = {b->clash, POT_FRESH};
	return branch_size(both, states, 2);
}

/* The contradictions and doubles of one candidate; its "on" branch's states kept in w. */
static void binary(const struct sudoku_pencil *p, bool plus, struct dynamic_work *w, int cand,
                   struct conclusion *best)
{
	struct branch *on = &w->on, *off = &w->off;
	if (branch_run(p, pot_state(cand, true), plus, on))
		consider(w, best, clash_size(on), CONTRADICTION, pot_state(cand, true), cand);
	memcpy(w->reach_on[cand], on->on, sizeof on->on);
	memcpy(w->reach_off[cand], on->off, sizeof on->off);
	memcpy(w->depth[cand], on->depth, sizeof w->depth[cand]);
	if (!on->inner) /* a nested branch's inner hints are not kept: it is run again */
		save_branch(w, cand, on);
	else
		w->saved_at[cand] = SIZE_MAX;
	if (branch_run(p, pot_state(cand, false), plus, off))
		consider(w, best, clash_size(off), CONTRADICTION, pot_state(cand, false), cand);
	if (bit_count(p->cand[CAND_CELL(cand)]) < 3)
		return; /* in a pair cell the "off" branch is the other's "on": a cell conclusion */
	for (int k = 0; k < POT_WORDS; k++)
		for (int pass = 0; pass < 2; pass++)
			for (uint64_t m = pass ? on->off[k] & off->off[k] : on->on[k] & off->on[k]; m;
			     m &= m - 1) {
				int state = pot_state(k * 64 + __builtin_ctzll(m), !pass);
				/* each side has at least its first parents back to the start */
				int least = on->depth[state] + off->depth[state] + 2;
				if (!may_win(w, rival(w, best, DOUBLE, state), least, DOUBLE))
					continue;
				const struct branch *both[2] = {on, off};
				int states[2] = {state, state};
				consider(w, best, branch_size(both, states, 2), DOUBLE, state, cand);
			}
}

/* SE's search over every cell: the smallest conclusion into best; whether any. */
static bool search(const struct sudoku_pencil *p, bool plus, struct dynamic_work *w,
                   struct conclusion *best)
{
	*best = (struct conclusion){0};
	w->saved_len = 0;
	memset(w->saved_at, 0xff, sizeof w->saved_at); /* SIZE_MAX: nothing kept from the last search */
	for (int cand = 0; cand < 729; cand++) {
		unsigned cell = p->cand[CAND_CELL(cand)];
		if (!(cell & BIT(CAND_DIGIT(cand))))
			continue;
		if (bit_count(cell) > 1) {
			binary(p, plus, w, cand, best);
		} else {
			/*
			 * A cell's last candidate, not yet placed (the marks of a
			 * branch, searched at level 4), starts no branch: it reaches
			 * nothing, so a unit's places that hold it share nothing.
			 */
			memset(w->reach_on[cand], 0, sizeof w->reach_on[cand]);
			memset(w->reach_off[cand], 0, sizeof w->reach_off[cand]);
		}
	}
	static const int order[3] = {2, 0, 1}; /* box, row, column */
	for (int cell = 0; cell < 81; cell++) {
		if (bit_count(p->cand[cell]) < 2)
			continue;
		for (unsigned m = p->cand[cell]; m; m &= m - 1)
			for (int k = 0; k < 3; k++) {
				int unit = logic_cell_units[cell][order[k]], digit = lowest_digit(m);
				unsigned places = unit_places(p, unit, digit);
				if (bit_count(places) >= 2 && logic_unit_cells[unit][__builtin_ctz(places)] == cell)
					multiple(p, plus, w, REGION, unit * 9 + digit - 1, best);
			}
		multiple(p, plus, w, CELL, cell, best);
	}
	return best->size > 0;
}

/* Appends the path of first parents from the branch's start to `state` as one chain. */
static void record_path(struct sudoku_step *step, const struct branch *b, int state, int concluded)
{
	int path[POT_STATES + 1], n = 0;
	for (int s = state; s >= 0 && n < POT_STATES; s = branch_parent(b, s))
		path[n++] = s == POT_FRESH ? concluded : s;
	if (!chain_open(step, 0))
		return;
	while (n-- > 0) {
		int cand = path[n] / 2;
		chain_add(step, CAND_CELL(cand), CAND_DIGIT(cand),
		          path[n] & 1 ? SUDOKU_LINK_STRONG : SUDOKU_LINK_WEAK);
	}
}

/* "r4c5=7" or "r4c5<>7" into buf. */
static const char *state_name(int state, char *buf, size_t len)
{
	int cand = state / 2;
	snprintf(buf, len, "r%dc%d%s%d", CAND_CELL(cand) / 9 + 1, CAND_CELL(cand) % 9 + 1,
	         state & 1 ? "=" : "<>", CAND_DIGIT(cand));
	return buf;
}

/* The step of conclusion c: its text, chains and changes. */
static void build_step(const struct sudoku_pencil *p, bool plus, struct dynamic_work *w,
                       const struct conclusion *c, enum sudoku_logic_technique t, int difficulty,
                       struct sudoku_step *step)
{
	char a[24], b[24], unit[24];
	int concluded = c->target;
	if (c->kind == CONTRADICTION) {
		branch_run(p, c->target, plus, &w->on);
		step_begin(step, t, difficulty, "%s leads to %s and %s", state_name(c->target, a, sizeof a),
		           state_name(w->on.clash | 1, b, sizeof b), state_name(w->on.clash & ~1, unit, sizeof unit));
		record_path(step, &w->on, w->on.clash, w->on.clash);
		record_path(step, &w->on, POT_FRESH, w->on.clash ^ 1);
		concluded = c->target ^ 1; /* the assumption's opposite */
		step_cause(step, CAND_CELL(c->target / 2), CAND_DIGIT(c->target / 2));
	} else if (c->kind == DOUBLE) {
		branch_run(p, pot_state(c->origin, true), plus, &w->on);
		branch_run(p, pot_state(c->origin, false), plus, &w->off);
		step_begin(step, t, difficulty, "both %s and %s lead to %s",
		           state_name(pot_state(c->origin, true), a, sizeof a),
		           state_name(pot_state(c->origin, false), b, sizeof b),
		           state_name(c->target, unit, sizeof unit));
		record_path(step, &w->on, c->target, c->target);
		record_path(step, &w->off, c->target, c->target);
		step_cause(step, CAND_CELL(c->origin), CAND_DIGIT(c->origin));
	} else {
		int cands[9], n = origin_cands(p, c->kind, c->origin, cands);
		if (c->kind == CELL)
			step_begin(step, t, difficulty, "each candidate of r%dc%d leads to %s", c->origin / 9 + 1,
			           c->origin % 9 + 1, state_name(c->target, a, sizeof a));
		else
			step_begin(step, t, difficulty, "each place of %d in %s leads to %s", c->origin % 9 + 1,
			           unit_name(c->origin / 9, unit, sizeof unit), state_name(c->target, a, sizeof a));
		for (int k = 0; k < n; k++) {
			branch_run(p, pot_state(cands[k], true), plus, &w->side[k]);
			record_path(step, &w->side[k], c->target, c->target);
			step_cause(step, CAND_CELL(cands[k]), CAND_DIGIT(cands[k]));
		}
	}
	int cand = concluded / 2, cell = CAND_CELL(cand), digit = CAND_DIGIT(cand);
	if (concluded & 1) { /* on: the cell's other candidates go, as SE's step removes them */
		for (unsigned m = p->cand[cell] & ~BIT(digit); m; m &= m - 1)
			step_eliminate(step, p, cell, lowest_digit(m));
	} else {
		step_eliminate(step, p, cell, digit);
	}
}

/*
 * The inner rule of `level` on every branch of w: none below 2, SE's static
 * chains at 2 and 3, and at level 4 the rule fn given (nested_dynamic.c's
 * dynamic search, which itself searches here).
 */
static bool set_level(struct dynamic_work *w, int level, branch_inner_fn *fn, void *ctx)
{
	if (level == 2 || level == 3) {
		if (!w->inner[level - 2] && !(w->inner[level - 2] = inner_work_create(level)))
			return !(w->out_of_memory = true);
		fn = nested_inner;
		ctx = w->inner[level - 2];
	}
	struct branch *all[11] = {&w->on, &w->off};
	for (int k = 0; k < 9; k++)
		all[2 + k] = &w->side[k];
	for (int k = 0; k < 11; k++) {
		all[k]->inner = fn;
		all[k]->inner_ctx = ctx;
	}
	return true;
}

static bool nested_chain(const struct sudoku_pencil *p, int level, branch_inner_fn *fn, void *ctx,
                         struct dynamic_work *w, struct sudoku_step *step)
{
	struct conclusion best;
	if (!set_level(w, level, fn, ctx) || !search(p, true, w, &best))
		return false;
	int difficulty = 85 + 5 * level + chain_length_bonus(best.size - 2);
	build_step(p, true, w, &best, SUDOKU_LOGIC_NESTED_FORCING, difficulty, step);
	set_level(w, 0, NULL, NULL);
	return true;
}

bool find_nested_chain(const struct sudoku_pencil *p, int level, struct dynamic_work *w,
                       struct sudoku_step *step)
{
	return nested_chain(p, level, NULL, NULL, w, step) && step_changes(step);
}

bool find_nested_chain_with(const struct sudoku_pencil *p, branch_inner_fn *fn, void *ctx,
                            struct dynamic_work *w, struct sudoku_step *step)
{
	return nested_chain(p, 4, fn, ctx, w, step);
}

void dynamic_work_lacked_memory(struct dynamic_work *w) { w->out_of_memory = true; }

static int by_rank(const void *a, const void *b)
{
	const struct dynamic_hint *x = a, *y = b;
	if (x->size != y->size)
		return x->size - y->size;
	if (x->kind != y->kind)
		return x->kind - y->kind;
	return x->order - y->order;
}

int dynamic_hints(const struct sudoku_pencil *p, int level, struct dynamic_work *w,
                  struct dynamic_hint *out)
{
	struct conclusion best;
	int n = 0;
	if (!set_level(w, level, NULL, NULL))
		return 0;
	memset(w->found, 0, sizeof w->found);
	w->collect = true;
	w->marks = p;
	w->plus = level > 0;
	search(p, w->plus, w, &best);
	w->collect = false;
	for (int state = 0; state < POT_STATES; state++) {
		const struct conclusion *c = &w->found[state];
		if (c->size)
			out[n++] = (struct dynamic_hint){c->size, c->kind, c->target, c->origin, c->order, state};
	}
	qsort(out, (size_t)n, sizeof *out, by_rank);
	return n;
}

int dynamic_hint_ends(const struct sudoku_pencil *p, struct dynamic_work *w, const struct dynamic_hint *h,
                      const struct branch **bs, int *states, int *start_cause)
{
	*start_cause = -1;
	if (h->kind == CONTRADICTION) {
		branch_run(p, h->target, w->plus, &w->on);
		bs[0] = bs[1] = &w->on;
		states[0] = w->on.clash;
		states[1] = POT_FRESH;
		return 2;
	}
	if (h->kind == DOUBLE) {
		branch_run(p, pot_state(h->origin, true), w->plus, &w->on);
		branch_run(p, pot_state(h->origin, false), w->plus, &w->off);
		bs[0] = &w->on;
		bs[1] = &w->off;
		states[0] = states[1] = h->target;
		return 2;
	}
	int cands[9], n = origin_cands(p, (enum kind)h->kind, h->origin, cands);
	*start_cause = h->kind == CELL ? POT_BY_CELL : h->origin / 9;
	for (int k = 0; k < n; k++) {
		branch_run(p, pot_state(cands[k], true), w->plus, &w->side[k]);
		bs[k] = &w->side[k];
		states[k] = h->target;
	}
	return n;
}

bool find_dynamic_chain(const struct sudoku_pencil *p, bool plus, struct dynamic_work *w,
                        struct sudoku_step *step)
{
	struct conclusion best;
	set_level(w, 0, NULL, NULL);
	if (!search(p, plus, w, &best))
		return false;
	int difficulty = (plus ? 90 : 85) + chain_length_bonus(best.size - 2);
	build_step(p, plus, w, &best,
	           plus ? SUDOKU_LOGIC_DYNAMIC_PLUS : SUDOKU_LOGIC_DYNAMIC_CONTRADICTION, difficulty, step);
	return step_changes(step);
}

bool dynamic_work_out_of_memory(const struct dynamic_work *w) { return w->out_of_memory; }
