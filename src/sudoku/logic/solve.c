/*
 * solve.c - the ladder: each technique is tried in order of SE difficulty
 * and the first that changes the grid is the step (SE's rule: always the
 * easiest). Chains and forcing chains carry a length bonus, so within their
 * family the shortest one is chosen. Also applying steps and rating a puzzle.
 */
#include "links.h"

#include <stdlib.h>
#include <string.h>

/*
 * The families whose failures the ladder remembers, keyed by digit (what
 * they find depends on one digit's candidates) or by unit (on one unit's
 * cells); see logic.h. After a step only a few digits and units change, so
 * the next ladder looks again only there. A failure stays true for the same
 * candidates whatever happened in between, so nothing needs undoing.
 */
enum family {
	DIRECT_POINTING, DIRECT_CLAIMING, POINTING, CLAIMING, FISH_2, FISH_3, FISH_4, /* by digit */
	DIRECT_HIDDEN_2, DIRECT_HIDDEN_3, NAKED_2, HIDDEN_2, NAKED_3, HIDDEN_3, NAKED_4, HIDDEN_4,
	FAMILIES
};
#define FIRST_BY_UNIT DIRECT_HIDDEN_2

static const struct {
	enum { INTERSECTION, FISH, NAKED, HIDDEN } kind;
	int size;
	bool pointing, direct;
	enum sudoku_logic_technique technique; /* the one technique the family finds */
} families[FAMILIES] = {
	{INTERSECTION, 0, true, true, SUDOKU_LOGIC_DIRECT_POINTING},
	{INTERSECTION, 0, false, true, SUDOKU_LOGIC_DIRECT_CLAIMING},
	{INTERSECTION, 0, true, false, SUDOKU_LOGIC_POINTING},
	{INTERSECTION, 0, false, false, SUDOKU_LOGIC_CLAIMING},
	{FISH, 2, 0, 0, SUDOKU_LOGIC_X_WING}, {FISH, 3, 0, 0, SUDOKU_LOGIC_SWORDFISH},
	{FISH, 4, 0, 0, SUDOKU_LOGIC_JELLYFISH},
	{HIDDEN, 2, 0, true, SUDOKU_LOGIC_DIRECT_HIDDEN_PAIR},
	{HIDDEN, 3, 0, true, SUDOKU_LOGIC_DIRECT_HIDDEN_TRIPLE},
	{NAKED, 2, 0, 0, SUDOKU_LOGIC_NAKED_PAIR}, {HIDDEN, 2, 0, false, SUDOKU_LOGIC_HIDDEN_PAIR},
	{NAKED, 3, 0, 0, SUDOKU_LOGIC_NAKED_TRIPLE}, {HIDDEN, 3, 0, false, SUDOKU_LOGIC_HIDDEN_TRIPLE},
	{NAKED, 4, 0, 0, SUDOKU_LOGIC_NAKED_QUAD}, {HIDDEN, 4, 0, false, SUDOKU_LOGIC_HIDDEN_QUAD},
};

/* What one puzzle's steps share: remembered failures, the places, the chains' scratch. */
struct ladder {
	uint16_t seen[FAMILIES][27][9]; /* each key's data when the family last found nothing */
	uint16_t places_of[81];         /* the marks pl lists (none at first) */
	struct places pl;
	struct empties empties;         /* for full houses */
	struct chain_work *chains;      /* made on first use */
	struct dynamic_work *dynamic;   /* made on first use */
	struct dynamic_inner *level_4[3]; /* level 4's inner searches by nesting, made on first use */
	struct als_work *als;           /* made on first use */
	bool out_of_memory;             /* chains were needed and could not be made */
	sudoku_technique_mask allowed;  /* bit t: technique t may be used */
};

/* One step's marks, with what the ladder derives from them. */
struct view {
	const struct sudoku_pencil *p;
	const struct places *pl;
	uint16_t key[2][27][9]; /* [0][d-1]: digit d's places row by row; [1][u]: unit u's candidates */
};

static struct ladder *ladder_create(void)
{
	struct ladder *l = malloc(sizeof *l);
	if (l) {
		memset(l->seen, 0xff, sizeof l->seen); /* no candidate mask is 0xffff: nothing seen yet */
		memset(l->places_of, 0, sizeof l->places_of);
		memset(&l->pl, 0, sizeof l->pl); /* the places of empty marks */
		empties_init(&l->empties);
		l->chains = NULL;
		l->dynamic = NULL;
		l->level_4[0] = l->level_4[1] = l->level_4[2] = NULL;
		l->als = NULL;
		l->out_of_memory = false;
		l->allowed = SUDOKU_LOGIC_SE_TECHNIQUES;
	}
	return l;
}

static void ladder_destroy(struct ladder *l)
{
	if (l) {
		free(l->chains);
		dynamic_work_destroy(l->dynamic);
		for (int k = 0; k < 3; k++)
			dynamic_inner_destroy(l->level_4[k]);
		als_work_destroy(l->als);
	}
	free(l);
}

static bool allowed(const struct ladder *l, enum sudoku_logic_technique t)
{
	return l->allowed >> t & 1;
}

/*
 * HoDoKu's techniques between SE's uniqueness tests and its chains, in
 * order of difficulty (see sudoku_logic.h): fish with fins from the
 * smallest, then almost locked sets from the fewest.
 */
static bool find_hodoku_step(const struct sudoku_pencil *p, const struct places *pl,
                             struct ladder *l, struct sudoku_step *s)
{
	for (int size = 2; size <= 4; size++)
		for (int sashimi = 0; sashimi < 2; sashimi++)
			if (allowed(l, finned_fish_technique(size, sashimi)) &&
			    find_finned_fish(p, pl, size, sashimi, s))
				return true;
	bool xz = allowed(l, SUDOKU_LOGIC_ALS_XZ), wing = allowed(l, SUDOKU_LOGIC_ALS_XY_WING),
	     chain = allowed(l, SUDOKU_LOGIC_ALS_CHAIN);
	if (!(xz || wing || chain))
		return false;
	if (!l->als && !(l->als = als_work_create()))
		return l->out_of_memory = true;
	return (xz && find_als_chain(p, 2, 2, l->als, s)) ||
	       (wing && find_als_chain(p, 3, 3, l->als, s)) ||
	       (chain && find_als_chain(p, 4, ALS_CHAIN_MAX, l->als, s));
}

/*
 * The places of the marks p. A step only takes candidates away, so the
 * ladder's places are brought up to date where p lost some; a candidate back
 * (the first step, or marks from elsewhere) lists them all again.
 */
static const struct places *ladder_places(struct ladder *l, const struct sudoku_pencil *p)
{
	if (marks_gained(l->places_of, p))
		places_fill(p, &l->pl);
	else
		places_forget(&l->pl, l->places_of, p);
	memcpy(l->places_of, p->cand, sizeof l->places_of);
	return &l->pl;
}

/* The family keys, from the places. */
static void view_keys(struct view *v)
{
	const struct sudoku_pencil *p = v->p;
	for (int d = 1; d <= 9; d++)
		for (int row = 0; row < 9; row++)
			v->key[0][d - 1][row] = v->pl->at[row][d];
	/* rows as they lie, columns by a stride, boxes by the table */
	memcpy(v->key[1], p->cand, 81 * sizeof *p->cand);
	for (int col = 0; col < 9; col++)
		for (int k = 0; k < 9; k++)
			v->key[1][9 + col][k] = p->cand[k * 9 + col];
	for (int box = 18; box < 27; box++)
		for (int k = 0; k < 9; k++)
			v->key[1][box][k] = p->cand[logic_unit_cells[box][k]];
}

/* Family f on the keys given: for a digit family key d-1 is digit d, so the mask is BIT's. */
static bool run_family(const struct view *v, enum family f, uint32_t keys, struct sudoku_step *s)
{
	const struct sudoku_pencil *p = v->p;
	int size = families[f].size;
	bool direct = families[f].direct;
	switch (families[f].kind) {
	case INTERSECTION: return find_intersection(p, v->pl, families[f].pointing, direct, keys, s);
	case FISH: return find_fish(p, v->pl, size, keys, s);
	case NAKED: return find_naked_subset(p, size, keys, s);
	case HIDDEN: return find_hidden_subset(p, v->pl, size, direct, keys, s);
	}
	return false;
}

/*
 * Runs family f on the keys that changed since it last found nothing there.
 * A family not allowed is not run, and so remembers nothing: a failure it
 * did not try is no failure.
 */
static bool try_family(struct ladder *l, const struct view *v, enum family f, struct sudoku_step *s)
{
	if (!allowed(l, families[f].technique))
		return false;
	int by_unit = f >= FIRST_BY_UNIT, keys = by_unit ? 27 : 9;
	const uint16_t(*key)[9] = v->key[by_unit];
	uint32_t changed = 0;
	for (int k = 0; k < keys; k++)
		if (memcmp(l->seen[f][k], key[k], sizeof key[k]) != 0)
			changed |= (uint32_t)1 << k;
	if (changed && run_family(v, f, changed, s))
		return true;
	for (int k = 0; k < keys; k++)
		if (changed >> k & 1)
			memcpy(l->seen[f][k], key[k], sizeof key[k]);
	return false;
}

/* Chains, then forcing chains, on one listing of the links. */
static bool find_chained(const struct sudoku_pencil *p, const struct places *pl, struct ladder *l,
                         struct sudoku_step *s)
{
	if (!l->chains) {
		/* without chains the ladder would skip to harder steps: stop, and say why */
		if (!(l->chains = malloc(sizeof *l->chains)))
			return l->out_of_memory = true;
		chain_work_init(l->chains);
	}
	chain_work_start(p, pl, l->chains);
	return find_chain(p, l->chains, allowed(l, SUDOKU_LOGIC_X_CHAIN), allowed(l, SUDOKU_LOGIC_AIC), s) ||
	       find_forcing(p, l->chains, allowed(l, SUDOKU_LOGIC_CELL_FORCING),
	                    allowed(l, SUDOKU_LOGIC_REGION_FORCING), s);
}

/*
 * Whether the dynamic searches lacked memory: a search without its kept
 * branches or inner rules finds other steps, so the ladder stops and says so.
 */
static bool lacked_memory(struct ladder *l)
{
	return dynamic_work_out_of_memory(l->dynamic) && (l->out_of_memory = true);
}

/* Dynamic forcing chains, then (+): SE's two rungs between forcing chains and nesting. */
static bool find_dynamic_step(const struct sudoku_pencil *p, struct ladder *l, struct sudoku_step *s)
{
	if (!l->dynamic && !(l->dynamic = dynamic_work_create()))
		return l->out_of_memory = true;
	bool found = (allowed(l, SUDOKU_LOGIC_DYNAMIC_CONTRADICTION) &&
	              find_dynamic_chain(p, false, l->dynamic, s)) ||
	             (allowed(l, SUDOKU_LOGIC_DYNAMIC_PLUS) && find_dynamic_chain(p, true, l->dynamic, s));
	return lacked_memory(l) || found;
}

/*
 * SE's nested forcing chains, its producers in its order: levels 2 and 3,
 * then level 4 with an inner dynamic search nested 0, 1, then 2 deep. The
 * first that proves anything is the step.
 */
static bool find_nested_step(const struct sudoku_pencil *p, struct ladder *l, struct sudoku_step *s)
{
	if (!l->dynamic && !(l->dynamic = dynamic_work_create()))
		return l->out_of_memory = true;
	for (int level = 2; level <= 3; level++)
		if (find_nested_chain(p, level, l->dynamic, s) || lacked_memory(l))
			return true;
	for (int nesting = 0; nesting <= 2; nesting++)
		if (find_level_4_chain(p, nesting, &l->level_4[nesting], l->dynamic, s) || lacked_memory(l))
			return true;
	return lacked_memory(l);
}

/* The steps harder than the subsets: wings, uniqueness, quads, chains and beyond. */
static bool find_hard_step(const struct view *v, bool unique, struct ladder *l,
                           struct sudoku_step *s)
{
	const struct sudoku_pencil *p = v->p;
	bool chained = allowed(l, SUDOKU_LOGIC_X_CHAIN) || allowed(l, SUDOKU_LOGIC_AIC) ||
	               allowed(l, SUDOKU_LOGIC_CELL_FORCING) || allowed(l, SUDOKU_LOGIC_REGION_FORCING);
	return (allowed(l, SUDOKU_LOGIC_XY_WING) && find_xy_wing(p, s)) ||
	       (allowed(l, SUDOKU_LOGIC_XYZ_WING) && find_xyz_wing(p, s)) ||
	       (unique && allowed(l, SUDOKU_LOGIC_UNIQUE_RECTANGLE) && find_unique_rectangle(p, s)) ||
	       try_family(l, v, NAKED_4, s) || try_family(l, v, FISH_4, s) ||
	       try_family(l, v, HIDDEN_4, s) ||
	       (unique && allowed(l, SUDOKU_LOGIC_BUG_PLUS_ONE) && find_bug_plus_one(p, s)) ||
	       (unique && allowed(l, SUDOKU_LOGIC_UNIQUE_RECTANGLE_5) && find_unique_rectangle_5(p, s)) ||
	       (unique && allowed(l, SUDOKU_LOGIC_UNIQUE_RECTANGLE_6) && find_unique_rectangle_6(p, s)) ||
	       (allowed(l, SUDOKU_LOGIC_EMPTY_RECTANGLE) && find_empty_rectangle(p, v->pl, s)) ||
	       ((l->allowed & ~SUDOKU_LOGIC_SE_TECHNIQUES) && find_hodoku_step(p, v->pl, l, s)) ||
	       (chained && find_chained(p, v->pl, l, s)) || find_dynamic_step(p, l, s) ||
	       (allowed(l, SUDOKU_LOGIC_NESTED_FORCING) && find_nested_step(p, l, s)) ||
	       (allowed(l, SUDOKU_LOGIC_LAST_RESORT) && find_last_resort(p, s));
}

static bool find_step(const struct sudoku_pencil *p, unsigned flags, struct ladder *l,
                      struct sudoku_step *s)
{
	/* most steps of most puzzles are singles: the view is filled only as far as needed */
	if (allowed(l, SUDOKU_LOGIC_FULL_HOUSE) &&
	    find_full_house(p, empties_one(&l->empties, p), s))
		return true;
	struct view v;
	v.p = p;
	v.pl = ladder_places(l, p);
	if ((allowed(l, SUDOKU_LOGIC_HIDDEN_SINGLE_BOX) && find_hidden_single(p, v.pl, true, s)) ||
	    (allowed(l, SUDOKU_LOGIC_HIDDEN_SINGLE_LINE) && find_hidden_single(p, v.pl, false, s)))
		return true;
	view_keys(&v);
	return try_family(l, &v, DIRECT_POINTING, s) ||
	       try_family(l, &v, DIRECT_CLAIMING, s) || try_family(l, &v, DIRECT_HIDDEN_2, s) ||
	       (allowed(l, SUDOKU_LOGIC_NAKED_SINGLE) && find_naked_single(p, s)) ||
	       try_family(l, &v, DIRECT_HIDDEN_3, s) ||
	       try_family(l, &v, POINTING, s) || try_family(l, &v, CLAIMING, s) ||
	       try_family(l, &v, NAKED_2, s) || try_family(l, &v, FISH_2, s) ||
	       try_family(l, &v, HIDDEN_2, s) || try_family(l, &v, NAKED_3, s) ||
	       try_family(l, &v, FISH_3, s) || try_family(l, &v, HIDDEN_3, s) ||
	       find_hard_step(&v, flags & SUDOKU_LOGIC_ASSUME_UNIQUE, l, s);
}

/*
 * When the allowed techniques find nothing: the step all of them would
 * take, so the caller can say which technique was needed. The ladder's
 * memory stays true, as a failure does not depend on what is allowed.
 */
static int needed_step(const struct sudoku_pencil *pencil, unsigned flags, struct ladder *l,
                       struct sudoku_step *step)
{
	sudoku_technique_mask mask = l->allowed;
	l->allowed = SUDOKU_LOGIC_SE_TECHNIQUES;
	bool found = find_step(pencil, flags, l, step);
	l->allowed = mask;
	return found ? SUDOKU_LOGIC_STUCK : SUDOKU_EINVAL;
}

/*
 * sudoku_logic_next with the puzzle's ladder. `sound`: the marks are known
 * to hold a solution (witness.c), so they cannot be broken.
 */
static int next_step(const struct sudoku_pencil *pencil, unsigned flags, bool sound,
                     struct ladder *l, struct sudoku_step *step)
{
	if (!sound && pencil_broken(pencil))
		return SUDOKU_ECONFLICT;
	if (sudoku_pencil_solved(pencil))
		return 0;
	int status = 1;
	/* SE's whole ladder finds nothing only when the marks allow several solutions */
	bool ladder = (l->allowed & SUDOKU_LOGIC_SE_TECHNIQUES) == SUDOKU_LOGIC_SE_TECHNIQUES;
	if (!find_step(pencil, flags, l, step))
		status = ladder ? SUDOKU_EINVAL : needed_step(pencil, flags, l, step);
	return l->out_of_memory ? SUDOKU_ENOMEM : status;
}

/* Whether the marks leave the grid any solution at all. */
static bool has_solution(const struct sudoku_pencil *p)
{
	struct sudoku_grid grid = {.size = 9};
	uint16_t marks[81];
	for (int cell = 0; cell < 81; cell++) {
		grid.cell[cell] = p->value[cell];
		marks[cell] = p->value[cell] ? (uint16_t)BIT(p->value[cell]) : p->cand[cell];
	}
	struct sudoku_solve_options first = {.solution_limit = 1};
	struct sudoku_result result;
	return sudoku_solve_marks(&grid, marks, &first, NULL, &result) == 0 &&
	       result.status == SUDOKU_SOLVED;
}

int sudoku_logic_next(const struct sudoku_pencil *pencil, unsigned flags, struct sudoku_step *step)
{
	return sudoku_logic_next_allowed(pencil, flags, SUDOKU_LOGIC_SE_TECHNIQUES, step);
}

int sudoku_logic_next_allowed(const struct sudoku_pencil *pencil, unsigned flags,
                              sudoku_technique_mask allowed, struct sudoku_step *step)
{
	if (!pencil || !step || !pencil_valid(pencil))
		return SUDOKU_EINVAL;
	if (!pencil_broken(pencil) && !sudoku_pencil_solved(pencil) && !has_solution(pencil))
		return SUDOKU_ECONFLICT;
	struct ladder *l = ladder_create(); /* fresh: nothing remembered */
	if (!l)
		return SUDOKU_ENOMEM;
	l->allowed = allowed & SUDOKU_LOGIC_ALL_TECHNIQUES;
	int status = next_step(pencil, flags, false, l, step);
	ladder_destroy(l);
	return status;
}

int sudoku_logic_rate(const struct sudoku_grid *puzzle, unsigned flags, sudoku_step_fn on_step,
                      void *user, struct sudoku_se_rating *rating)
{
	if (!puzzle || !rating)
		return SUDOKU_EINVAL;
	struct sudoku_pencil pencil;
	int err = sudoku_pencil_from_grid(&pencil, puzzle);
	if (err) {
		memset(rating, 0, sizeof *rating);
		return err;
	}
	return sudoku_logic_rate_pencil(&pencil, flags, on_step, user, rating);
}

/*
 * Takes a step into the figures. ER is the hardest step so far; ED is ER
 * after the first step (that step's own difficulty); EP is ER after the
 * first step that places a digit, so it stays 0 until one does.
 */
static void note_step(struct sudoku_se_rating *rating, const struct sudoku_step *step)
{
	if (step->difficulty > rating->rating) {
		rating->rating = step->difficulty;
		rating->hardest = step->technique;
	}
	if (rating->steps == 0)
		rating->diamond = rating->rating;
	if (rating->pearl == 0 && step->placement_count > 0)
		rating->pearl = rating->rating;
}

int sudoku_logic_rate_pencil(const struct sudoku_pencil *start, unsigned flags,
                             sudoku_step_fn on_step, void *user, struct sudoku_se_rating *rating)
{
	return sudoku_logic_rate_allowed(start, flags, SUDOKU_LOGIC_SE_TECHNIQUES, on_step, user,
	                                 rating, NULL);
}

int sudoku_logic_rate_allowed(const struct sudoku_pencil *start, unsigned flags,
                              sudoku_technique_mask allowed, sudoku_step_fn on_step, void *user,
                              struct sudoku_se_rating *rating, struct sudoku_step *needed)
{
	return sudoku_logic_rate_solved(start, flags, allowed, NULL, on_step, user, rating, needed);
}

int sudoku_logic_rate_solved(const struct sudoku_pencil *start, unsigned flags,
                             sudoku_technique_mask allowed, const struct sudoku_grid *solution,
                             sudoku_step_fn on_step, void *user, struct sudoku_se_rating *rating,
                             struct sudoku_step *needed)
{
	if (!start || !rating)
		return SUDOKU_EINVAL;
	memset(rating, 0, sizeof *rating);
	if (!pencil_valid(start)) /* the techniques index by digit and mask */
		return SUDOKU_EINVAL;
	struct sudoku_pencil pencil = *start;
	struct sudoku_step *step = malloc(sizeof *step);
	struct ladder *l = ladder_create(); /* one for the whole puzzle */
	int status = step && l ? 1 : SUDOKU_ENOMEM;
	if (l)
		l->allowed = allowed & SUDOKU_LOGIC_ALL_TECHNIQUES;
	/*
	 * A solution the marks hold spares the check for broken marks (witness.c);
	 * singles that stall may fill the grid after the next harder step. A
	 * solution given is checked before it is trusted.
	 */
	struct sudoku_grid witness;
	bool held = status == 1 && (witness_given(&pencil, solution, &witness) ||
	                            witness_by_singles(&pencil, &witness));
	while (status == 1 && (status = next_step(&pencil, flags, held, l, step)) == 1) {
		if (on_step && on_step(user, &pencil, step) != 0)
			break;
		note_step(rating, step);
		rating->uses[step->technique]++;
		rating->steps++;
		held = held && step_keeps(step, &witness);
		step_apply(&pencil, step);
		if (!held && step->elimination_count > 0)
			held = witness_by_singles(&pencil, &witness);
	}
	if (status == SUDOKU_LOGIC_STUCK && needed)
		*needed = *step;
	ladder_destroy(l);
	free(step);
	return status;
}
